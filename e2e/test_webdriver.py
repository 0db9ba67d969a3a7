"""WebDriver at /wd/hub, driven by the unmodified Appium-Python-Client and Selenium from PyPI:
a full flow through the catalog, the error bodies clients rely on, and attaching REST to a
WebDriver session."""
import io
import time
import xml.etree.ElementTree as ET

import pytest
from appium import webdriver as appium_webdriver
from appium.options.ios import XCUITestOptions
from appium.webdriver.common.appiumby import AppiumBy
from PIL import Image
from selenium import webdriver as selenium_webdriver
from selenium.common.exceptions import (InvalidSelectorException, NoAlertPresentException, NoSuchElementException,
                                        StaleElementReferenceException)
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.by import By
from selenium.webdriver.common.options import ArgOptions

from support import Api, wait_for

ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf"


class NativeOptions(ArgOptions):
    """Selenium needs an options object; a native app has no browser capabilities."""

    @property
    def default_capabilities(self):
        return {}


@pytest.fixture
def driver(server):
    options = XCUITestOptions()
    options.platform_name = "iOS"
    client = appium_webdriver.Remote(server.base_url + "/wd/hub", options=options)
    yield client
    try:
        client.quit()
    except Exception:  # noqa: BLE001 - a test may have ended the session itself
        pass


def open_screen(driver, identifier):
    driver.find_element(AppiumBy.ACCESSIBILITY_ID, identifier).click()


def test_session_echoes_ios_capabilities_and_is_a_rest_session(server, driver):
    assert driver.capabilities["platformName"] == "iOS"
    assert driver.capabilities["appium:automationName"] == "XCUITest"
    api = Api(server.base_url)
    tree = api.get(f"/api/v1/sessions/{driver.session_id}/tree")
    assert tree.status == 200
    button = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "tapButton")
    # The element id is the view's node id in the REST tree.
    assert f'"id":{button.id},' in tree.body.decode()
    session_id = driver.session_id
    driver.quit()
    assert api.get(f"/api/v1/sessions/{session_id}").status == 404


def test_every_find_strategy_finds_the_same_button_and_a_click_taps_it(driver):
    expected = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "tapButton")
    found = [
        driver.find_element(AppiumBy.ID, "tapButton"),
        driver.find_element(AppiumBy.NAME, "tapButton"),
        driver.find_element(AppiumBy.XPATH, '//XCUIElementTypeButton[@name="tapButton"]'),
        driver.find_element(AppiumBy.IOS_PREDICATE, 'label == "Tap me" AND type == "XCUIElementTypeButton"'),
        driver.find_element(AppiumBy.IOS_PREDICATE, "label BEGINSWITH[c] 'tap m'"),
        driver.find_element(AppiumBy.IOS_CLASS_CHAIN, '**/XCUIElementTypeButton[`label == "Tap me"`]'),
        driver.find_element(AppiumBy.IOS_CLASS_CHAIN, '**/XCUIElementTypeOther[`name == "homeView"`]/XCUIElementTypeButton[1]'),
    ]
    assert [element.id for element in found] == [expected.id] * len(found)
    buttons = driver.find_elements(AppiumBy.CLASS_NAME, "XCUIElementTypeButton")
    assert expected.id in [button.id for button in buttons]
    assert driver.find_elements(AppiumBy.ACCESSIBILITY_ID, "noSuchThing") == []

    assert expected.text == "Tap me"
    assert expected.tag_name == "XCUIElementTypeButton"
    assert expected.get_attribute("label") == "Tap me"
    assert expected.get_attribute("enabled") == "true"
    assert expected.is_displayed() and expected.is_enabled()
    rect = expected.rect
    assert rect["width"] > 0 and rect["height"] > 0

    counter = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "counterLabel")
    before = counter.text
    expected.click()
    assert counter.text != before
    assert counter.text == "Tapped 1 time"


def test_selenium_by_id_name_and_class_name_become_css_selectors(server):
    client = selenium_webdriver.Remote(server.base_url + "/wd/hub", options=NativeOptions())
    try:
        by_id = client.find_element(By.ID, "tapButton")
        assert client.find_element(By.NAME, "tapButton").id == by_id.id
        assert by_id.id in [element.id for element in client.find_elements(By.CLASS_NAME, "XCUIElementTypeButton")]
        # Selenium reads attributes and visibility through JavaScript atoms, answered from the element.
        assert by_id.get_attribute("name") == "tapButton"
        assert by_id.is_displayed()
    finally:
        client.quit()


def test_a_switch_flips_and_a_slider_drags_with_w3c_actions(driver):
    open_screen(driver, "controlsScreen")
    switch = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "controlsSwitch")
    assert switch.get_attribute("value") == "0"
    switch.click()
    assert switch.get_attribute("value") == "1"
    assert driver.find_element(AppiumBy.ACCESSIBILITY_ID, "switchValueLabel").text == "On"

    slider = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "controlsSlider")
    assert slider.get_attribute("value") == "50%"
    rect = slider.rect
    middle_y = rect["y"] + rect["height"] / 2
    actions = ActionChains(driver)
    actions.w3c_actions = ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
    actions.w3c_actions.pointer_action.move_to_location(int(rect["x"] + rect["width"] / 2), int(middle_y))
    actions.w3c_actions.pointer_action.pointer_down()
    actions.w3c_actions.pointer_action.move_to_location(int(rect["x"] + rect["width"] - 2), int(middle_y))
    actions.w3c_actions.pointer_action.release()
    actions.perform()
    value = int(slider.get_attribute("value").rstrip("%"))
    assert value > 90
    assert int(driver.find_element(AppiumBy.ACCESSIBILITY_ID, "sliderValueLabel").text) > 90


def test_typing_and_clearing_go_through_the_keyboard_path(driver):
    open_screen(driver, "textInputScreen")
    name = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "nameField")
    assert name.get_attribute("value") == "Name"  # an empty field's value is its placeholder
    name.send_keys("Ada")
    assert name.get_attribute("value") == "Ada"
    assert driver.is_keyboard_shown()
    name.send_keys(" Lovelace")
    assert name.text == "Ada Lovelace"
    name.clear()
    assert name.get_attribute("value") == "Name"

    password = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "passwordField")
    assert password.tag_name == "XCUIElementTypeSecureTextField"
    password.send_keys("secret")
    assert password.get_attribute("value") == "\u2022" * 6
    assert 'value="\u2022\u2022\u2022\u2022\u2022\u2022"' in driver.page_source

    letters = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "lettersField")
    letters.send_keys("a1b2")  # the delegate refuses digits, as it does for the keyboard
    assert letters.get_attribute("value") == "ab"
    driver.hide_keyboard()
    assert not driver.is_keyboard_shown()


def test_alerts_are_accepted_and_dismissed_through_their_actions(driver):
    open_screen(driver, "presentationScreen")
    with pytest.raises(NoAlertPresentException):
        driver.switch_to.alert.text  # noqa: B018 - reading it is the command
    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "presentAlertButton").click()
    alert = driver.switch_to.alert
    assert alert.text.startswith("Delete Photo?")
    assert driver.execute_script("mobile: alert", {"action": "getButtons"}) == ["Cancel", "Delete"]
    assert driver.find_element(AppiumBy.CLASS_NAME, "XCUIElementTypeAlert").is_displayed()
    alert.accept()
    status = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "presentationStatusLabel")
    assert status.text == "Alert: Delete"

    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "presentAlertButton").click()
    driver.switch_to.alert.dismiss()
    assert status.text == "Alert: Cancel"
    assert driver.find_elements(AppiumBy.CLASS_NAME, "XCUIElementTypeAlert") == []


def test_scrolling_a_table_to_a_row_that_is_not_there_yet(driver):
    open_screen(driver, "largeTableScreen")
    assert driver.find_elements(AppiumBy.ACCESSIBILITY_ID, "largeRow81") == []
    table = driver.find_element(AppiumBy.CLASS_NAME, "XCUIElementTypeTable")
    driver.execute_script("mobile: scroll", {"elementId": table.id, "predicateString": 'label == "Row 81"'})
    row = driver.find_element(AppiumBy.IOS_CLASS_CHAIN, '**/XCUIElementTypeCell[`name == "largeRow81"`]')
    # A cell reads its labels as VoiceOver does, and lists them inside it as XCUITest does.
    assert row.get_attribute("label") == "Row 81, Section 1"
    title = driver.find_element(AppiumBy.IOS_CLASS_CHAIN,
                                '**/XCUIElementTypeCell[`name == "largeRow81"`]/**/XCUIElementTypeStaticText[1]')
    assert title.text == "Row 81"
    assert row.is_displayed()
    table_rect, row_rect = table.rect, row.rect
    assert table_rect["y"] <= row_rect["y"] and row_rect["y"] + row_rect["height"] <= table_rect["y"] + table_rect["height"]
    before = row_rect["y"]
    driver.execute_script("mobile: scroll", {"elementId": table.id, "direction": "up"})
    assert row.rect["y"] > before


def test_page_source_is_xcuitest_xml(driver):
    source = driver.page_source
    assert source.startswith('<?xml version="1.0" encoding="UTF-8"?>')
    root = ET.fromstring(source.encode())
    assert root.tag == "AppiumAUT"
    application = root[0]
    assert application.tag == "XCUIElementTypeApplication"
    assert list(application.attrib) == ["type", "name", "label", "enabled", "visible", "accessible",
                                        "x", "y", "width", "height", "index"]
    assert application.get("width") == "390" and application.get("height") == "844"
    button = application.find(".//XCUIElementTypeButton[@name='tapButton']")
    assert list(button.attrib) == ["type", "name", "label", "enabled", "visible", "accessible",
                                   "x", "y", "width", "height", "index"]
    label = application.find(".//XCUIElementTypeStaticText[@name='counterLabel']")
    assert label.get("value") == "Not tapped yet" and label.get("label") == "Not tapped yet"


def test_background_activate_and_terminate(server, driver):
    api = Api(server.base_url)
    assert driver.query_app_state("any") == 4
    start = time.monotonic()
    driver.background_app(1)
    assert time.monotonic() - start >= 1
    assert api.get(f"/api/v1/sessions/{driver.session_id}").json()["state"] == "foregroundActive"
    driver.background_app(-1)
    assert driver.query_app_state("any") == 3
    assert api.get(f"/api/v1/sessions/{driver.session_id}").json()["state"] == "background"
    driver.activate_app("any")
    assert driver.query_app_state("any") == 4
    assert driver.terminate_app("any") is True
    assert driver.query_app_state("any") == 1
    driver.activate_app("any")
    assert driver.query_app_state("any") == 4


def test_rotation_swaps_the_window_size(driver):
    assert driver.orientation == "PORTRAIT"
    assert driver.get_window_size() == {"width": 390, "height": 844}
    driver.orientation = "LANDSCAPE"
    assert driver.orientation == "LANDSCAPE"
    assert driver.get_window_size() == {"width": 844, "height": 390}
    application = driver.find_element(AppiumBy.CLASS_NAME, "XCUIElementTypeApplication")
    assert application.rect["width"] == 844
    driver.orientation = "PORTRAIT"
    assert driver.get_window_size() == {"width": 390, "height": 844}


def test_w3c_errors_and_stale_elements(server, driver):
    with pytest.raises(NoSuchElementException):
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "noSuchThing")
    with pytest.raises(InvalidSelectorException):
        driver.find_element(AppiumBy.IOS_PREDICATE, "label ==")
    with pytest.raises(InvalidSelectorException):
        driver.find_element(AppiumBy.XPATH, "//[")
    with pytest.raises(InvalidSelectorException):
        driver.find_element(AppiumBy.IOS_CLASS_CHAIN, "**/XCUIElementTypeButton[0]")

    open_screen(driver, "controlsScreen")
    switch = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "controlsSwitch")
    assert driver.find_element(AppiumBy.ACCESSIBILITY_ID, "controlsSwitch").id == switch.id  # stable ids
    back = driver.find_element(AppiumBy.IOS_CLASS_CHAIN, "**/XCUIElementTypeNavigationBar/XCUIElementTypeButton[1]")
    assert back.get_attribute("label") == "Catalog"  # the back button shows the previous title
    back.click()
    with pytest.raises(StaleElementReferenceException):
        switch.click()

    api = Api(server.base_url)
    response = api.post(f"/wd/hub/session/{driver.session_id}/element", body=b"{not json", content_type="application/json")
    assert response.status == 400
    assert response.json()["value"]["error"] == "invalid argument"
    assert set(response.json()["value"]) == {"error", "message", "stacktrace"}
    response = api.get("/wd/hub/session/nope/source")
    assert (response.status, response.json()["value"]["error"]) == (404, "invalid session id")
    response = api.get(f"/wd/hub/session/{driver.session_id}/no/such/command")
    assert (response.status, response.json()["value"]["error"]) == (404, "unknown command")
    response = api.post(f"/wd/hub/session/{driver.session_id}/window/rect", json_body={"width": 10})
    assert (response.status, response.json()["value"]["error"]) == (405, "unknown method")
    response = api.post(f"/wd/hub/session/{driver.session_id}/execute/sync",
                        json_body={"script": "mobile: selectPickerWheelValue", "args": [{}]})
    assert (response.status, response.json()["value"]["error"]) == (500, "unsupported operation")
    response = api.post(f"/wd/hub/session/{driver.session_id}/execute/sync", json_body={"script": "return 1", "args": []})
    assert (response.status, response.json()["value"]["error"]) == (500, "unsupported operation")


def test_implicit_wait_retries_a_find_until_the_timeout(driver):
    driver.implicitly_wait(0.5)
    assert driver.timeouts.implicit_wait == 0.5
    start = time.monotonic()
    with pytest.raises(NoSuchElementException):
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "noSuchThing")
    assert time.monotonic() - start >= 0.5
    # A find that succeeds answers at once.
    start = time.monotonic()
    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "tapButton")
    assert time.monotonic() - start < 0.5


def test_mobile_gestures_tap_and_double_tap(driver):
    counter = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "counterLabel")
    button = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "tapButton")
    driver.execute_script("mobile: tap", {"elementId": button.id})
    assert counter.text == "Tapped 1 time"
    rect = button.rect
    driver.execute_script("mobile: tap", {"x": rect["x"] + 5, "y": rect["y"] + 5})
    assert counter.text == "Tapped 2 times"
    info = driver.execute_script("mobile: getDeviceInfo")
    assert info["uuid"] == driver.session_id


def test_screenshots_of_the_scene_and_of_an_element_are_drawn_on_the_server(driver):
    screen = Image.open(io.BytesIO(driver.get_screenshot_as_png()))
    assert screen.format == "PNG"
    assert screen.size == (780, 1688)  # 390 × 844 points at the scene's scale of 2
    button = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "tapButton")
    rect = button.rect
    shot = Image.open(io.BytesIO(button.screenshot_as_png))
    assert shot.size == (round(rect["width"] * 2), round(rect["height"] * 2))
    # The button's own pixels: the element screenshot is the same crop of the scene.
    left, top = round(rect["x"] * 2), round(rect["y"] * 2)
    crop = screen.convert("RGB").crop((left, top, left + shot.size[0], top + shot.size[1]))
    assert list(crop.getdata()) == list(shot.convert("RGB").getdata())


def touch_actions(driver, *fingers):
    """W3C actions with one touch pointer per finger; each finger is a list of (kind, args)."""
    builder = ActionBuilder(driver)
    builder.devices = []
    for index, steps in enumerate(fingers):
        pointer = builder.add_pointer_input(interaction.POINTER_TOUCH, f"finger{index + 1}")
        for kind, *args in steps:
            if kind == "move":
                pointer.create_pointer_move(duration=args[2] if len(args) > 2 else 0, x=int(args[0]), y=int(args[1]))
            elif kind == "down":
                pointer.create_pointer_down(button=0)
            elif kind == "up":
                pointer.create_pointer_up(button=0)
            else:
                pointer.create_pause(args[0])
    builder.perform()


def test_gestures_long_press_double_tap_swipe_and_two_finger_pinch(driver):
    open_screen(driver, "gesturesScreen")
    press = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "longPressArea").rect
    center = (press["x"] + press["width"] / 2, press["y"] + press["height"] / 2)
    touch_actions(driver, [("move", *center), ("down",), ("pause", 0.8), ("up",)])
    assert driver.find_element(AppiumBy.ACCESSIBILITY_ID, "longPressLabel").text == "Long press ended"

    driver.execute_script("mobile: doubleTap", {"elementId": driver.find_element(AppiumBy.ACCESSIBILITY_ID, "tapArea").id})
    assert driver.find_element(AppiumBy.ACCESSIBILITY_ID, "tapLabel").text == "Double tap"

    swipe_area = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "swipeArea")
    driver.execute_script("mobile: swipe", {"elementId": swipe_area.id, "direction": "left"})
    assert driver.find_element(AppiumBy.ACCESSIBILITY_ID, "swipeLabel").text == "Swiped left"

    area = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "transformArea").rect
    cx, cy = area["x"] + area["width"] / 2, area["y"] + area["height"] / 2
    touch_actions(driver,
                  [("move", cx - 20, cy), ("down",), ("move", cx - 60, cy, 300), ("up",)],
                  [("move", cx + 20, cy), ("down",), ("move", cx + 60, cy, 300), ("up",)])
    label = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "transformLabel").text
    assert label.startswith("Scale 3.00"), label  # the fingers end three times as far apart
    driver.execute_script("mobile: pinch", {"elementId": driver.find_element(AppiumBy.ACCESSIBILITY_ID, "transformArea").id,
                                            "scale": 0.5, "velocity": 1})
    assert driver.find_element(AppiumBy.ACCESSIBILITY_ID, "transformLabel").text.startswith("Scale 0.50")


def test_a_configured_api_token_guards_the_webdriver_endpoint(monkeypatch, tmp_path):
    from conftest import running_server, server_binary
    monkeypatch.setenv("UIKIT_API_TOKEN", "webdriver-secret")
    with running_server(server_binary(), tmp_path) as guarded:
        api = Api(guarded.base_url)
        caps = {"capabilities": {"alwaysMatch": {"platformName": "iOS"}}}
        refused = api.post("/wd/hub/session", json_body=caps)
        assert refused.status == 401
        assert set(refused.json()["value"]) == {"error", "message", "stacktrace"}
        created = api.post("/wd/hub/session", json_body=caps, headers={"Authorization": "Bearer webdriver-secret"})
        assert created.status == 200
        session_id = created.json()["value"]["sessionId"]
        assert api.request("DELETE", f"/wd/hub/session/{session_id}",
                           headers={"Authorization": "Bearer webdriver-secret"}).status == 200


@pytest.fixture
def tall_driver(server):
    """A session tall enough for every catalog button, which says a screen reader runs."""
    options = XCUITestOptions()
    options.platform_name = "iOS"
    options.set_capability("appium:height", 1000)
    options.set_capability("appium:voiceOver", True)
    client = appium_webdriver.Remote(server.base_url + "/wd/hub", options=options)
    yield client
    try:
        client.quit()
    except Exception:  # noqa: BLE001 - a test may have ended the session itself
        pass


def test_elements_that_are_not_views_are_found_clicked_and_in_the_source(tall_driver):
    driver = tall_driver
    open_screen(driver, "accessibilityScreen")
    status = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "a11yStatus")
    assert driver.find_element(AppiumBy.ACCESSIBILITY_ID, "a11yVoiceOver").text == "VoiceOver on"
    small = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "a11ySizeS")
    assert (small.get_attribute("type"), small.get_attribute("label"), small.get_attribute("enabled")) == (
        "XCUIElementTypeButton", "Small", "true")
    sizes = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "a11ySizes")
    assert small.rect["x"] == sizes.rect["x"] + 3 and small.rect["width"] == 38
    large = driver.find_element(AppiumBy.IOS_PREDICATE, 'label == "Large" AND type == "XCUIElementTypeButton"')
    assert large.id == driver.find_element(AppiumBy.IOS_CLASS_CHAIN, '**/XCUIElementTypeButton[`name == "a11ySizeL"`]').id
    large.click()
    assert status.text == "Size L"
    assert large.get_attribute("selected") == "true"
    root = ET.fromstring(driver.page_source.encode())
    parts = root.findall(".//XCUIElementTypeOther[@name='a11ySizes']/XCUIElementTypeButton")
    assert [part.get("label") for part in parts] == ["Small", "Medium", "Large"]


def test_a_stepper_has_increment_and_decrement_buttons(tall_driver):
    driver = tall_driver
    open_screen(driver, "pickersScreen")
    chain = '**/XCUIElementTypeStepper[`name == "valueStepper"`]/XCUIElementTypeButton'
    decrement, increment = driver.find_elements(AppiumBy.IOS_CLASS_CHAIN, chain)
    assert (decrement.get_attribute("label"), decrement.get_attribute("enabled")) == ("Decrement", "false")
    assert (increment.get_attribute("name"), increment.get_attribute("enabled")) == ("Increment", "true")
    increment.click()
    assert driver.find_element(AppiumBy.ACCESSIBILITY_ID, "stepperLabel").text == "Stepper 1"
    assert decrement.get_attribute("enabled") == "true"


def test_a_backtracking_matches_pattern_is_an_invalid_selector_not_a_stall(server, driver):
    api = Api(server.base_url)
    other = api.post("/api/v1/sessions").json()["id"]
    start = time.monotonic()
    with pytest.raises(InvalidSelectorException) as raised:
        driver.find_element(AppiumBy.IOS_PREDICATE, "label MATCHES '((.|.)+)+#'")
    assert time.monotonic() - start < 3
    assert "took more than 250 ms" in raised.value.msg
    # Other sessions were answered all along, and this one still is.
    assert api.get(f"/api/v1/sessions/{other}/tree").status == 200
    assert driver.find_element(AppiumBy.ACCESSIBILITY_ID, "tapButton")
    with pytest.raises(InvalidSelectorException) as raised:
        driver.find_element(AppiumBy.IOS_CLASS_CHAIN, "**/*[`label MATCHES '" + "a?" * 600 + "'`]")
    assert "at most 1000" in raised.value.msg
    api.delete(f"/api/v1/sessions/{other}")


def test_a_session_over_its_command_rate_is_told_to_slow_down(server, driver):
    import concurrent.futures
    api = Api(server.base_url)
    path = f"/wd/hub/session/{driver.session_id}/window/rect"
    with concurrent.futures.ThreadPoolExecutor(max_workers=16) as pool:
        replies = list(pool.map(lambda _: api.get(path), range(1200)))
    refused = [reply for reply in replies if reply.status == 429]
    assert refused, "1,200 commands at once were all accepted"
    assert refused[0].json()["value"]["error"] == "unknown error"
    assert "slow down" in refused[0].json()["value"]["message"]
    assert sum(reply.status == 200 for reply in replies) >= 200
    time.sleep(1.5)
    assert driver.get_window_size() == {"width": 390, "height": 844}


def test_a_page_attaches_to_a_webdriver_session_through_its_page_capability(server, driver, browser):
    page = driver.capabilities["uikit:page"]
    assert page == f"/#session={driver.session_id}&secret=" + page.rsplit("secret=", 1)[1]
    api = Api(server.base_url)
    browser.get(server.base_url + page)
    wait_for(lambda: api.get(f"/api/v1/sessions/{driver.session_id}").json()["connected"] is True,
             "the page never attached to the WebDriver session")
    # The secret left the address once taken, and the page shows what WebDriver does.
    assert "secret" not in browser.current_url
    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "tapButton").click()
    wait_for(lambda: browser.find_element(By.CSS_SELECTOR, '[data-identifier="counterLabel"]').text == "Tapped 1 time",
             "the page never showed the WebDriver tap")


def test_a_session_is_deleted_after_its_new_command_timeout_unless_a_command_is_running(server):
    api = Api(server.base_url)

    def new_session(**capabilities):
        created = api.post("/wd/hub/session", json_body={"capabilities": {"alwaysMatch": {"platformName": "iOS", **capabilities}}})
        assert created.status == 200, created
        value = created.json()["value"]
        return value["sessionId"], value["capabilities"]

    abandoned, capabilities = new_session(**{"appium:newCommandTimeout": 1})
    assert capabilities["appium:newCommandTimeout"] == 1
    waiting, _ = new_session(**{"appium:newCommandTimeout": 1})
    assert api.post(f"/wd/hub/session/{waiting}/timeouts", json_body={"implicit": 3000}).status == 200
    # A find that waits three seconds for an element that never comes: the session's timer stops
    # while it runs.
    started = time.monotonic()
    missing = api.post(f"/wd/hub/session/{waiting}/element", json_body={"using": "accessibility id", "value": "noSuchThing"})
    assert (missing.status, missing.json()["value"]["error"]) == (404, "no such element")
    assert time.monotonic() - started >= 2.9
    assert api.get(f"/wd/hub/session/{waiting}/source").status == 200

    # The session nobody spoke to for a second is gone, with its scene.
    response = api.get(f"/wd/hub/session/{abandoned}/source")
    assert (response.status, response.json()["value"]["error"]) == (404, "invalid session id")
    assert api.get(f"/api/v1/sessions/{abandoned}").status == 404
    assert "new command timeout of 1 seconds expired" in server.log_tail(400)
    assert api.delete(f"/wd/hub/session/{waiting}").status == 200


def test_a_new_command_timeout_outside_its_range_is_refused(server):
    api = Api(server.base_url)
    for timeout in (-1, "soon", 86_401):
        created = api.post("/wd/hub/session", json_body={"capabilities": {"alwaysMatch": {"appium:newCommandTimeout": timeout}}})
        assert created.status == 400, created
        assert created.json()["value"]["error"] == "invalid argument"
        assert "newCommandTimeout" in created.json()["value"]["message"]
