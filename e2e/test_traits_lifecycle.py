"""Traits and lifecycle from the browser and over REST: a resize reaches viewWillTransition, the
browser's colour scheme re-renders dynamic colours, a hidden tab sends its scene to the background."""
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from support import assert_problem, find_view

TIMEOUT = 15
SESSION_ID = "return sessionStorage.getItem('uikit-server.session')"
BACKGROUND = "return getComputedStyle(document.querySelector('[data-identifier=\"homeView\"]')).backgroundColor"


def text_of(browser, identifier):
    elements = browser.find_elements(By.CSS_SELECTOR, f'[data-identifier="{identifier}"]')
    return elements[0].text if elements else None


def wait(browser, condition, what):
    try:
        WebDriverWait(browser, TIMEOUT).until(condition)
    except TimeoutException:
        raise AssertionError(f"{what}; console: {browser.get_log('browser')}") from None


def session_state(api, session_id):
    return api.get(f"/api/v1/sessions/{session_id}").json()["state"]


def test_browser_resize_reaches_view_will_transition_and_relays_out(browser, open_scene, api):
    open_scene()
    wait(browser, lambda b: text_of(b, "sizeLabel") == "Resize the window", "the home screen did not show")
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": 700, "height": 900, "deviceScaleFactor": 1, "mobile": False})
    wait(browser, lambda b: text_of(b, "sizeLabel") == "Transitioned to 700 × 900", "viewWillTransition did not run")
    tree = api.get(f"/api/v1/sessions/{browser.execute_script(SESSION_ID)}/tree").json()
    assert tree["windows"][0]["frame"] == {"x": 0, "y": 0, "width": 700, "height": 900}
    assert find_view(tree, "homeView")["frame"]["width"] == 700
    # The counter label sits in a column pinned to the root view's layout margins (the system
    # minimum, 20 points at a regular width of 700) and 16 points below the 44-point navigation
    # bar, under the 30-point size label with 8 points between them; it is 40 points tall.
    label = find_view(tree, "counterLabel")["frame"]
    assert label == {"x": 20, "y": 44 + 16 + 30 + 8, "width": 700 - 2 * 20, "height": 40}


def test_dark_colour_scheme_re_renders_dynamic_colours(browser, open_scene):
    open_scene()
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, '[data-identifier="homeView"]'), "no home view")
    assert browser.execute_script(BACKGROUND) == "rgb(255, 255, 255)"
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                            {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    wait(browser, lambda b: b.execute_script(BACKGROUND) == "rgb(0, 0, 0)", "the background did not turn dark")
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                            {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    wait(browser, lambda b: b.execute_script(BACKGROUND) == "rgb(255, 255, 255)", "the background did not turn light")


def test_hidden_tab_goes_to_the_background_and_returns(browser, open_scene, api):
    open_scene()
    wait(browser, lambda b: b.execute_script(SESSION_ID), "no session")
    session_id = browser.execute_script(SESSION_ID)
    wait(browser, lambda b: session_state(api, session_id) == "foregroundActive", "the scene is not active")
    first = browser.current_window_handle
    browser.switch_to.new_window("tab")
    wait(browser, lambda b: session_state(api, session_id) == "background", "the hidden tab's scene stayed in the foreground")
    browser.close()
    browser.switch_to.window(first)
    browser.execute_script("window.dispatchEvent(new Event('focus'))")
    wait(browser, lambda b: session_state(api, session_id) == "foregroundActive", "the shown tab's scene did not become active")


def test_rest_lifecycle_moves_the_scene_and_reports_its_state(api):
    session_id = api.post("/api/v1/sessions").json()["id"]
    reply = api.post(f"/api/v1/sessions/{session_id}/lifecycle", {"state": "background"})
    assert reply.status == 200 and reply.json()["state"] == "background"
    assert session_state(api, session_id) == "background"
    assert api.post(f"/api/v1/sessions/{session_id}/lifecycle", {"state": "foreground"}).json()["state"] == "foregroundInactive"
    assert api.post(f"/api/v1/sessions/{session_id}/lifecycle", {"state": "active"}).json()["state"] == "foregroundActive"
    assert_problem(api.post(f"/api/v1/sessions/{session_id}/lifecycle", {"state": "asleep"}), 400)
    assert_problem(api.post(f"/api/v1/sessions/{session_id}/lifecycle", {}), 400)
    assert session_state(api, session_id) == "foregroundActive"


def test_rest_traits_resize_the_scene_and_keep_omitted_values(api):
    session_id = api.post("/api/v1/sessions").json()["id"]
    reply = api.post(f"/api/v1/sessions/{session_id}/traits", {"width": 1024, "height": 768})
    assert reply.status == 200
    session = api.get(f"/api/v1/sessions/{session_id}").json()
    assert (session["width"], session["height"], session["scale"], session["style"]) == (1024, 768, 2, "light")
    tree = api.get(f"/api/v1/sessions/{session_id}/tree").json()
    assert tree["revision"] == reply.json()["revision"]
    assert find_view(tree, "sizeLabel")["text"] == "Transitioned to 1024 × 768"
    assert api.post(f"/api/v1/sessions/{session_id}/traits", {"style": "dark"}).json()["revision"] > reply.json()["revision"]
    assert api.get(f"/api/v1/sessions/{session_id}").json()["style"] == "dark"
    assert_problem(api.post(f"/api/v1/sessions/{session_id}/traits", {"width": -5}), 400)
    assert_problem(api.post(f"/api/v1/sessions/{session_id}/traits", {"colour": "dark"}), 400)


def test_rest_memory_warning_is_delivered(api):
    session_id = api.post("/api/v1/sessions").json()["id"]
    reply = api.post(f"/api/v1/sessions/{session_id}/memory-warning")
    assert reply.status == 200 and "revision" in reply.json()
    assert_problem(api.post("/api/v1/sessions/nope/memory-warning"), 404)
