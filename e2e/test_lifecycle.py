"""View controller lifecycles in the browser and over REST: the status bar style colours the
page (theme-color and color-scheme), the browser's orientation reaches the scene."""
import asyncio
import json

from selenium.common.exceptions import TimeoutException
from websockets.asyncio.client import connect
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from support import assert_problem, find_view, tap_to_push

TIMEOUT = 15
META = "return document.querySelector('meta[name=\"' + arguments[0] + '\"]')?.content ?? null"


def wait(browser, condition, what):
    try:
        WebDriverWait(browser, TIMEOUT).until(condition)
    except TimeoutException:
        raise AssertionError(f"{what}; console: {browser.get_log('browser')}") from None


def click(browser, identifier):
    selector = f'[data-identifier="{identifier}"]'
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, selector), f"no {identifier}")
    browser.find_element(By.CSS_SELECTOR, selector).click()


def meta(browser, name):
    return browser.execute_script(META, name)


def test_status_bar_style_sets_the_pages_theme_colour_and_colour_scheme(browser, open_scene):
    open_scene()
    # The push ends before the next tap: touches during a transition are ignored, as on iOS.
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, '[data-identifier="lifecycleScreen"]'), "no lifecycleScreen")
    tap_to_push(browser, browser.find_element(By.CSS_SELECTOR, '[data-identifier="lifecycleScreen"]'))
    wait(browser, lambda b: meta(b, "theme-color") == "rgba(255,255,255,1)", "no light theme colour")
    assert meta(browser, "color-scheme") == "light"
    click(browser, "lifecycleStyle")
    wait(browser, lambda b: meta(b, "theme-color") == "rgba(26,26,77,1)", "the theme colour did not follow")
    assert meta(browser, "color-scheme") == "dark"
    assert browser.execute_script("return document.documentElement.style.colorScheme") == "dark"
    click(browser, "lifecycleStyle")
    wait(browser, lambda b: meta(b, "color-scheme") == "light", "darkContent did not make the page light")
    assert meta(browser, "theme-color") == "rgba(255,242,204,1)"


def test_rest_orientation_reaches_the_scene(api):
    session = api.post("/api/v1/sessions", json_body={"width": 390, "height": 844}).json()
    base = f"/api/v1/sessions/{session['id']}"
    api.post(f"{base}/actions/tap", json_body={"identifier": "lifecycleScreen"})
    tree = api.get(f"{base}/tree").json()
    assert find_view(tree, "lifecycleOrientation")["text"] == "portrait · 390×844"
    reply = api.post(f"{base}/traits", json_body={"width": 844, "height": 390})
    assert reply.status == 200
    tree = api.get(f"{base}/tree").json()
    assert find_view(tree, "lifecycleOrientation")["text"] == "landscape right · 844×390"
    api.post(f"{base}/traits", json_body={"width": 390, "height": 844, "orientation": "portrait-secondary"})
    tree = api.get(f"{base}/tree").json()
    assert find_view(tree, "lifecycleOrientation")["text"] == "portrait upside down · 390×844"
    assert_problem(api.post(f"{base}/traits", json_body={"orientation": "sideways"}), 400)
    api.delete(base)


def test_websocket_snapshot_carries_the_theme_and_a_bad_orientation_gets_an_error(server):
    async def scenario():
        async with connect(server.ws_url, proxy=None, open_timeout=TIMEOUT) as socket:
            await socket.send(json.dumps({"type": "hello", "protocol": 1, "width": 390, "height": 844, "scale": 2,
                                          "style": "dark", "orientation": "portrait-primary"}))
            welcome = json.loads(await asyncio.wait_for(socket.recv(), TIMEOUT))
            assert welcome["type"] == "welcome", welcome
            snapshot = json.loads(await asyncio.wait_for(socket.recv(), TIMEOUT))
            assert snapshot["type"] == "snapshot", snapshot
            assert snapshot["root"]["props"]["theme"] == {"color": [0, 0, 0, 1], "style": "dark",
                                                          "statusBarHidden": False}
            await socket.send(json.dumps({"type": "viewport", "width": 390, "height": 844, "orientation": "sideways"}))
            error = json.loads(await asyncio.wait_for(socket.recv(), TIMEOUT))
            assert error["type"] == "error" and "orientation" in error["detail"], error
    asyncio.run(asyncio.wait_for(scenario(), timeout=60))
