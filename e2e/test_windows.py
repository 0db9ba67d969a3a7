"""Several windows of one app: the catalog's Windows screen asks for a new scene
(requestSceneSessionActivation) with a user activity; over REST the reply of the tap names the new
session, and in headless Chromium the page opens a new tab on it (or, when the browser blocks the
pop-up, offers a link). The detail's Close button destroys its scene and its page closes."""
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

from conftest import CHROMEDRIVER, CHROMIUM, CHROMIUM_ARGS, VIEWPORT
from support import find_view, tap_to_push, wait_for, wait_for_motion_to_end


def tree(api, session_id):
    return api.get(f"/api/v1/sessions/{session_id}/tree").json()


def session_ids(api):
    return {session["id"] for session in api.get("/api/v1/sessions").json()["sessions"]}


def test_over_rest_the_tap_that_opens_a_window_names_its_new_session(api):
    asking = api.post("/api/v1/sessions", json_body={"width": 400, "height": 700, "style": "dark"}).json()["id"]
    assert api.post(f"/api/v1/sessions/{asking}/actions/tap", json_body={"identifier": "windowsScreen"}).status == 200
    reply = api.post(f"/api/v1/sessions/{asking}/actions/tap", json_body={"identifier": "openWindowApple"})
    assert reply.status == 200
    opened = reply.json()["openedSessions"]
    assert len(opened) == 1 and opened[0] != asking
    assert opened[0] in session_ids(api)
    detail = api.get(f"/api/v1/sessions/{opened[0]}").json()
    assert (detail["width"], detail["height"], detail["style"]) == (400, 700, "dark")
    assert find_view(tree(api, opened[0]), "windowDetailTitle")["text"] == "Apple"
    # The asking scene is untouched, and the next action names no new session.
    assert find_view(tree(api, asking), "openWindowApple")
    assert "openedSessions" not in api.post(f"/api/v1/sessions/{asking}/actions/tap",
                                            json_body={"identifier": "windowsStatus"}).json()
    # Closing the window destroys its scene: the session ends.
    assert api.post(f"/api/v1/sessions/{opened[0]}/actions/tap", json_body={"identifier": "closeWindow"}).status == 200
    wait_for(lambda: opened[0] not in session_ids(api), "the closed window's session is still listed")
    assert api.get(f"/api/v1/sessions/{opened[0]}").status == 404


def open_windows_screen(browser, server):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", VIEWPORT)
    browser.get(server.base_url + "/")
    screen = wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, '[data-identifier="windowsScreen"]'), "no windowsScreen")
    tap_to_push(browser, screen[0])
    wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, '[data-identifier="openWindowCherry"]'), "no Windows screen")


def detail_title(browser):
    found = browser.find_elements(By.CSS_SELECTOR, '[data-identifier="windowDetailTitle"]')
    return found[0].text if found else None


def test_a_tap_in_the_page_opens_the_detail_in_a_new_tab_that_closes_with_its_scene(browser, server, api):
    open_windows_screen(browser, server)
    first = browser.current_window_handle
    before = session_ids(api)
    browser.find_element(By.CSS_SELECTOR, '[data-identifier="openWindowCherry"]').click()
    handles = wait_for(lambda: [h for h in browser.window_handles if h != first], "no new page target appeared")
    browser.switch_to.window(handles[0])
    wait_for(lambda: detail_title(browser) == "Cherry", lambda: f"the new page shows {detail_title(browser)!r}")
    new = session_ids(api) - before
    assert len(new) == 1
    # The fragment that carried the session's secret is gone from the address.
    assert "secret" not in browser.current_url
    # Touches while the new scene still moves in are ignored, as on iOS: tap once it settled.
    wait_for_motion_to_end(browser)
    browser.find_element(By.CSS_SELECTOR, '[data-identifier="closeWindow"]').click()
    wait_for(lambda: browser.window_handles == [first], "the destroyed scene's page did not close")
    wait_for(lambda: not (new & session_ids(api)), "the destroyed scene's session is still listed")


def test_a_blocked_pop_up_offers_a_link_that_opens_the_new_scene(server, api):
    options = Options()
    for argument in CHROMIUM_ARGS:
        options.add_argument(argument)
    options.binary_location = CHROMIUM
    # ChromeDriver turns the pop-up blocker off; keep it on, as a browser has it.
    options.add_experimental_option("excludeSwitches", ["disable-popup-blocking"])
    browser = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    try:
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", VIEWPORT)
        browser.get(server.base_url + "/")
        wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, '[data-identifier="windowsScreen"]'), "no windowsScreen")
        first = browser.current_window_handle
        session = browser.execute_script("return sessionStorage.getItem('uikit-server.session')")
        # Taps over REST reach the page with no click of the person's: the pop-up is blocked.
        assert api.post(f"/api/v1/sessions/{session}/actions/tap", json_body={"identifier": "windowsScreen"}).status == 200
        reply = api.post(f"/api/v1/sessions/{session}/actions/tap", json_body={"identifier": "openWindowLime"}).json()
        assert len(reply["openedSessions"]) == 1
        link = wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, "a.uikit-open-scene"), "no link to the blocked window")
        assert browser.window_handles == [first]
        assert reply["openedSessions"][0] in link[0].get_attribute("href")
        link[0].click()
        handles = wait_for(lambda: [h for h in browser.window_handles if h != first], "the link opened no page")
        browser.switch_to.window(handles[0])
        wait_for(lambda: detail_title(browser) == "Lime", lambda: f"the new page shows {detail_title(browser)!r}")
        assert not browser.find_elements(By.CSS_SELECTOR, "a.uikit-open-scene")
    finally:
        browser.quit()
