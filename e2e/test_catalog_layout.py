"""The catalog in headless Chromium: its screens are laid out by constraints and stack views and
follow a browser resize; they are pushed on a navigation stack whose back button pops them; a
second tab holds the settings."""
import math
import time

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from support import find_view, press_home

TIMEOUT = 15
SESSION_ID = "return sessionStorage.getItem('uikit-server.session')"
NAVIGATION_BAR = 44
TAB_BAR = 49


def element(browser, identifier):
    elements = browser.find_elements(By.CSS_SELECTOR, f'[data-identifier="{identifier}"]')
    return elements[0] if elements else None


def wait(browser, condition, what):
    try:
        return WebDriverWait(browser, TIMEOUT).until(condition)
    except TimeoutException:
        raise AssertionError(f"{what}; console: {browser.get_log('browser')}") from None


def tree_when(api, session_id, condition, what):
    """The REST tree once `condition(tree)` holds: a browser message is its own turn, so the tree
    catches up with the page a moment later."""
    deadline = time.monotonic() + TIMEOUT
    while True:
        tree = api.get(f"/api/v1/sessions/{session_id}/tree").json()
        if condition(tree):
            return tree
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}; window frame {tree['windows'][0]['frame']}")
        time.sleep(0.1)


def has_view(tree, identifier):
    try:
        find_view(tree, identifier)
        return True
    except AssertionError:
        return False


def frame(tree, identifier):
    return find_view(tree, identifier)["frame"]


def snapped(x, y, width, height, scale):
    """A frame with each edge on the pixel grid, as Auto Layout places views."""
    def snap(value):
        return math.floor(value * scale + 0.5) / scale
    return {"x": snap(x), "y": snap(y), "width": snap(x + width) - snap(x), "height": snap(y + height) - snap(y)}


def layout_screen_frames(width, scale):
    """The Layout screen's frames at a window `width`, from its constraints: the header sits 16
    points below the safe area's top (the navigation bar) between the layout margins (16 points),
    34 points tall; the row of three equal buttons 16 points below it, 44 tall with 8 between
    them; the card, 160 wide and half as tall, centred 24 points below the row."""
    margin = 16
    content = width - 2 * margin
    button = (content - 2 * 8) / 3
    row_y = NAVIGATION_BAR + 16 + 34 + 16
    return {
        "layoutHeader": snapped(margin, NAVIGATION_BAR + 16, content, 34, scale),
        "layoutButtons": snapped(margin, row_y, content, 44, scale),
        # Frames are in window coordinates; the buttons' edges snap within the row.
        "layoutWider": snapped(margin, row_y, button, 44, scale),
        "layoutNarrower": snapped(margin + button + 8, row_y, button, 44, scale),
        "layoutToggle": snapped(margin + 2 * (button + 8), row_y, button, 44, scale),
        "layoutCard": snapped((width - 160) / 2, row_y + 44 + 24, 160, 80, scale),
    }


def test_a_constraint_based_screen_follows_a_browser_resize_and_the_back_button_pops_it(browser, open_scene, api):
    open_scene()
    wait(browser, lambda b: element(b, "layoutScreen"), "the home screen shows no layoutScreen button").click()
    wait(browser, lambda b: element(b, "layoutHeader"), "the Layout screen was not pushed")
    session_id = browser.execute_script(SESSION_ID)
    # Both screens are in the hierarchy while the push slides; the pushed one replaces the home
    # screen once it has ended.
    tree = tree_when(api, session_id, lambda t: has_view(t, "layoutHeader") and not has_view(t, "homeView"),
                     "the pushed screen did not replace the home screen in the hierarchy")
    assert frame(tree, "navigation.bar")["y"] == 0
    scale = api.get(f"/api/v1/sessions/{session_id}").json()["scale"]
    for identifier, expected in layout_screen_frames(390, scale).items():
        assert frame(tree, identifier) == expected, identifier

    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": 614, "height": 800, "deviceScaleFactor": 1, "mobile": False})
    tree = tree_when(api, session_id, lambda t: t["windows"][0]["frame"]["width"] == 614, "the window was not resized")
    for identifier, expected in layout_screen_frames(614, scale).items():
        assert frame(tree, identifier) == expected, identifier
    assert frame(tree, "tabbar") == {"x": 0, "y": 800 - TAB_BAR, "width": 614, "height": TAB_BAR}

    wait(browser, lambda b: element(b, "navigation.back"), "no back button in the navigation bar").click()
    wait(browser, lambda b: element(b, "tapButton") and not element(b, "layoutHeader"), "the back button did not pop")
    tree = tree_when(api, session_id, lambda t: has_view(t, "homeView"), "the tree has no home screen after the pop")
    assert not has_view(tree, "layoutHeader")
    # The home screen was laid out again at the new width while it was off the stack's top.
    assert frame(tree, "homeView") == {"x": 0, "y": 0, "width": 614, "height": 800}
    assert frame(tree, "catalogGrid")["width"] == 614 - 2 * 16

    wait(browser, lambda b: element(b, "layoutScreen"), "no layoutScreen button after the pop").click()
    wait(browser, lambda b: element(b, "layoutHeader"), "the Layout screen was not pushed a second time")


def test_the_settings_tab_switches_the_window_to_dark(browser, open_scene, api):
    open_scene()
    wait(browser, lambda b: element(b, "tab.1"), "the tab bar has no second tab").click()
    wait(browser, lambda b: element(b, "darkModeSwitch"), "the Settings tab did not show")
    session_id = browser.execute_script(SESSION_ID)
    tree = tree_when(api, session_id, lambda t: has_view(t, "traitsLabel"), "the tree has no Settings screen")
    assert find_view(tree, "traitsLabel")["text"].startswith("Light appearance")

    element(browser, "darkModeSwitch").click()
    tree = tree_when(api, session_id, lambda t: find_view(t, "traitsLabel")["text"].startswith("Dark appearance"),
                     "the traits label does not show the dark style")
    assert find_view(tree, "darkModeSwitch")["value"] == "1"
    element(browser, "darkModeSwitch").click()
    tree = tree_when(api, session_id, lambda t: find_view(t, "traitsLabel")["text"].startswith("Light appearance"),
                     "the traits label does not show the light style again")
    assert find_view(tree, "darkModeSwitch")["value"] == "0"
    element(browser, "darkModeSwitch").click()
    tree_when(api, session_id, lambda t: find_view(t, "traitsLabel")["text"].startswith("Dark appearance"),
              "the switch does not turn the window dark a second time")

    element(browser, "tab.0").click()
    wait(browser, lambda b: element(b, "tapButton"), "the Catalog tab did not come back")
    background = browser.execute_script(
        "return getComputedStyle(document.querySelector('[data-identifier=\"homeView\"]')).backgroundColor")
    assert background == "rgb(0, 0, 0)", "the home screen is not drawn in the dark system background"


def test_a_container_screen_is_presented_full_screen_and_its_close_button_returns_to_the_catalog(api):
    session_id = api.post("/api/v1/sessions").json()["id"]
    try:
        def tap(identifier):
            reply = api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": identifier})
            assert reply.status == 200, (identifier, reply)
            return api.get(f"/api/v1/sessions/{session_id}/tree").json()

        tree = tap("navigationScreen")
        assert find_view(tree, "levelLabel")["text"] == "You are on level 1"
        assert not has_view(tree, "homeView"), "a full-screen presentation takes the catalog off the screen"
        tree = tap("pushButton")
        assert find_view(tree, "levelLabel")["text"] == "You are on level 2"
        tree = tap("navigation.back")
        assert find_view(tree, "levelLabel")["text"] == "You are on level 1"
        tree = tap("closeButton")
        assert not has_view(tree, "levelLabel")
        assert frame(tree, "homeView") == {"x": 0, "y": 0, "width": 390, "height": 844}
        assert has_view(tap("tapButton"), "counterLabel")
    finally:
        api.delete(f"/api/v1/sessions/{session_id}")


def test_the_settings_large_title_folds_into_the_bar_as_the_screen_scrolls(browser, open_scene, api):
    open_scene()
    wait(browser, lambda b: element(b, "tab.1"), "the tab bar has no second tab").click()
    wait(browser, lambda b: element(b, "darkModeSwitch"), "the Settings tab did not show")
    session_id = browser.execute_script(SESSION_ID)

    def bar_height():
        tree = api.get(f"/api/v1/sessions/{session_id}/tree").json()
        return find_view(tree, "navigation.bar")["frame"]["height"]
    assert bar_height() == 96
    view = element(browser, "settingsView").rect
    browser.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": "mouseWheel", "x": view["x"] + view["width"] / 2, "y": view["y"] + view["height"] / 2, "deltaX": 0, "deltaY": 400})
    wait(browser, lambda _: bar_height() == 44, "the large title did not fold away")
    large = api.get(f"/api/v1/sessions/{session_id}/tree").json()
    assert not has_view(large, "navigation.largeTitle") or find_view(large, "navigation.largeTitle").get("hidden", True)
    # The status bar tap (Home) brings the content back to its top, and the title unfolds.
    press_home(browser)
    wait(browser, lambda _: bar_height() == 96, "the large title did not come back at the top")
