"""Controls driven by a real pointer in headless Chromium: drag a slider thumb, flick a switch,
tap a stepper half, open a button's menu and choose an item. The server's REST tree is the
witness of what the app saw."""
import time

from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from support import find_view, tap_to_push, wait_for_motion_to_end

TIMEOUT = 15
SESSION_ID = "return sessionStorage.getItem('uikit-server.session')"
# Taller than the default 390×844 scene so that every start-screen button is on screen.
VIEWPORT = {"width": 390, "height": 1000, "deviceScaleFactor": 0, "mobile": False}


def element(browser, selector):
    try:
        return WebDriverWait(browser, TIMEOUT, ignored_exceptions=[StaleElementReferenceException]).until(
            lambda b: (b.find_elements(By.CSS_SELECTOR, selector) or [False])[0])
    except TimeoutException:
        raise AssertionError(f"no {selector} element; console: {browser.get_log('browser')}") from None


def by_identifier(browser, identifier):
    return element(browser, f'[data-identifier="{identifier}"]')


def open_screen(browser, open_scene, api, identifier):
    """Loads the catalog and taps the start-screen button that opens the screen; returns the
    session id."""
    open_scene()
    by_identifier(browser, identifier)
    session_id = browser.execute_script(SESSION_ID)
    assert session_id
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", VIEWPORT)
    WebDriverWait(None, TIMEOUT, poll_frequency=0.1).until(
        lambda _: api.get(f"/api/v1/sessions/{session_id}").json()["height"] == VIEWPORT["height"])
    tap_to_push(browser, by_identifier(browser, identifier))
    return session_id


def node(api, session_id, identifier):
    return find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), identifier)


def wait_for_text(api, session_id, identifier, expected):
    """Waits until the view's text in the server's tree is `expected` (the browser's input
    reaches the server asynchronously); `expected` may be a predicate."""
    matches = expected if callable(expected) else (lambda text: text == expected)
    seen = []
    try:
        WebDriverWait(None, TIMEOUT, poll_frequency=0.1).until(
            lambda _: seen.append(node(api, session_id, identifier).get("text")) or matches(seen[-1]))
    except TimeoutException:
        raise AssertionError(f"{identifier} reads {seen[-1] if seen else None!r}, not {expected!r}") from None
    return seen[-1]


def test_dragging_the_slider_thumb_changes_its_value(browser, open_scene, api):
    session_id = open_screen(browser, open_scene, api, "pickersScreen")
    slider = by_identifier(browser, "valueSlider")
    wait_for_text(api, session_id, "sliderLabel", "Slider 50")
    width = node(api, session_id, "valueSlider")["frame"]["width"]
    chain = ActionChains(browser).move_to_element(slider).click_and_hold()
    for _ in range(5):
        chain.move_by_offset(int(width / 20), 0).pause(0.05)
    chain.release().perform()
    text = wait_for_text(api, session_id, "sliderLabel", lambda text: text != "Slider 50")
    value = float(node(api, session_id, "valueSlider")["value"])
    # The thumb moved a quarter of the slider's width to the right: about a quarter of the range.
    assert 70 <= value <= 80, value
    assert text == f"Slider {round(value)}"


def test_flicking_the_switch_knob_turns_it_on(browser, open_scene, api):
    session_id = open_screen(browser, open_scene, api, "pickersScreen")
    switch = by_identifier(browser, "valueSwitch")
    wait_for_text(api, session_id, "switchLabel", "Switch off")
    assert node(api, session_id, "valueSwitch")["value"] == "0"
    chain = ActionChains(browser).move_to_element_with_offset(switch, -12, 0).click_and_hold()
    for _ in range(4):
        chain.move_by_offset(10, 0).pause(0.03)
    chain.release().perform()
    wait_for_text(api, session_id, "switchLabel", "Switch on")
    assert node(api, session_id, "valueSwitch")["value"] == "1"


def test_tapping_the_stepper_halves_steps_the_value(browser, open_scene, api):
    session_id = open_screen(browser, open_scene, api, "pickersScreen")
    stepper = by_identifier(browser, "valueStepper")
    ActionChains(browser).move_to_element_with_offset(stepper, 23, 0).click().perform()
    wait_for_text(api, session_id, "stepperLabel", "Stepper 1")
    ActionChains(browser).move_to_element_with_offset(stepper, 23, 0).click().perform()
    wait_for_text(api, session_id, "stepperLabel", "Stepper 2")
    ActionChains(browser).move_to_element_with_offset(stepper, -23, 0).click().perform()
    wait_for_text(api, session_id, "stepperLabel", "Stepper 1")


def test_dragging_a_picker_wheel_selects_a_row(browser, open_scene, api):
    session_id = open_screen(browser, open_scene, api, "pickersScreen")
    picker = by_identifier(browser, "pickerView")
    wait_for_text(api, session_id, "pickerLabel", "Apple × 1")
    chain = ActionChains(browser).move_to_element_with_offset(picker, -40, 0).click_and_hold()
    for _ in range(4):
        chain.move_by_offset(0, -16).pause(0.03)
    chain.release().perform()
    wait_for_text(api, session_id, "pickerLabel", "Cherry × 1")
    assert node(api, session_id, "pickerView")["value"] == "Cherry, 1"


def test_choosing_an_item_of_a_button_menu_runs_its_action(browser, open_scene, api):
    session_id = open_screen(browser, open_scene, api, "buttonsScreen")
    by_identifier(browser, "menuButton").click()
    wait_for_text(api, session_id, "buttonsLabel", "Menu opened")
    element(browser, '[aria-label="Date"]').click()
    wait_for_text(api, session_id, "buttonsLabel", "Chose Date")
    # The patch that removes the menu reaches the page after the REST tree shows the change.
    WebDriverWait(browser, TIMEOUT).until(lambda b: b.find_elements(By.CSS_SELECTOR, '[aria-label="Date"]') == [])


def test_pop_up_button_shows_the_chosen_item(browser, open_scene, api):
    session_id = open_screen(browser, open_scene, api, "buttonsScreen")
    by_identifier(browser, "popUpButton").click()
    element(browser, '[aria-label="Large"]').click()
    wait_for_text(api, session_id, "buttonsLabel", "Chose Large")
    assert node(api, session_id, "popUpButton")["text"] == "Large"


def test_colour_well_presents_a_colour_picker_and_takes_the_chosen_colour(browser, open_scene, api):
    session_id = open_screen(browser, open_scene, api, "pickersScreen")
    by_identifier(browser, "colorWell").click()
    by_identifier(browser, "colorPicker.swatch.3.0")
    wait_for_motion_to_end(browser)
    by_identifier(browser, "colorPicker.swatch.3.0").click()
    wait_for_text(api, session_id, "colorLabel", "Color chosen")
    assert node(api, session_id, "colorWell")["value"] == "230 0 0 255"
    by_identifier(browser, "colorPicker.close").click()
    WebDriverWait(browser, TIMEOUT).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, '[data-identifier="colorPicker.close"]') == [])


def test_colour_picker_calls_its_delegate_on_choosing_and_on_closing(browser, open_scene, api):
    session_id = open_screen(browser, open_scene, api, "pickersScreen")
    by_identifier(browser, "colorPickerButton").click()
    # The picker's sheet rises first: a swatch still moving cannot be clicked.
    by_identifier(browser, "colorPicker.swatch.2.4")
    wait_for_motion_to_end(browser)
    by_identifier(browser, "colorPicker.swatch.2.4").click()
    wait_for_text(api, session_id, "colorLabel", "Label color picked")
    by_identifier(browser, "colorPicker.close").click()
    wait_for_text(api, session_id, "colorLabel", "Color picker closed")


def find_text(tree_node, text):
    """The first node under `tree_node` whose text is `text`."""
    pending = [tree_node]
    while pending:
        current = pending.pop(0)
        if current.get("text") == text:
            return current
        pending.extend(current["children"])
    raise AssertionError(f"no view reading {text!r}")


def test_compact_date_picker_presents_a_calendar_and_takes_the_picked_day(browser, open_scene, api):
    session_id = open_screen(browser, open_scene, api, "datePickersScreen")
    compact = by_identifier(browser, "compactDatePicker")
    frame = node(api, session_id, "compactDatePicker")["frame"]
    ActionChains(browser).move_to_element_with_offset(compact, -frame["width"] / 2 + 20, 0).click().perform()
    calendar = by_identifier(browser, "datePicker.calendar")
    calendar_node = node(api, session_id, "datePicker.calendar")
    day = find_text(calendar_node, "15")["frame"]
    centre = calendar_node["frame"]
    ActionChains(browser).move_to_element_with_offset(
        calendar, day["x"] + day["width"] / 2 - (centre["x"] + centre["width"] / 2),
        day["y"] + day["height"] / 2 - (centre["y"] + centre["height"] / 2)).click().perform()
    text = wait_for_text(api, session_id, "datePickerLabel", lambda text: text != "No date picked")
    # The server's locale decides the format ("Nov 15, 2026" or "15 Nov 2026"): look for the day.
    assert "15" in text.replace(",", " ").split(), text
    value = node(api, session_id, "compactDatePicker")["value"]
    assert "15" in value.replace(",", " ").split(), value


def test_dragging_a_wheel_of_a_wheels_date_picker_sets_its_date(browser, open_scene, api):
    session_id = open_screen(browser, open_scene, api, "datePickersScreen")
    styles = by_identifier(browser, "datePickerStyles")
    width = node(api, session_id, "datePickerStyles")["frame"]["width"]
    # The second of four segments: "Wheels".
    ActionChains(browser).move_to_element_with_offset(styles, -width / 8, 0).click().perform()
    # The server shows the wheels at once; the page draws them when the patch arrives.
    WebDriverWait(browser, TIMEOUT).until(lambda b: by_identifier(b, "wheelsDatePicker").size["height"] > 0)
    picker = by_identifier(browser, "wheelsDatePicker")
    picker_node = node(api, session_id, "wheelsDatePicker")
    before = picker_node["value"]
    # Today's day of the month, whatever order the server's locale puts the wheels in.
    day = next(int(part) for part in before.replace(",", " ").split() if part.isdigit() and int(part) <= 31)
    row = find_text(picker_node, str(day))["frame"]
    centre = picker_node["frame"]
    chain = ActionChains(browser).move_to_element_with_offset(
        picker, row["x"] + row["width"] / 2 - (centre["x"] + centre["width"] / 2),
        row["y"] + row["height"] / 2 - (centre["y"] + centre["height"] / 2)).click_and_hold()
    # Two rows on; late in the month, two rows back, since the wheel stops at the month's last
    # day (on the 30th of November two rows on would pick nothing new).
    forward = day <= 26
    for _ in range(4):
        chain.move_by_offset(0, -16 if forward else 16).pause(0.03)
    chain.release().perform()
    text = wait_for_text(api, session_id, "datePickerLabel", lambda text: text != "No date picked")
    value = node(api, session_id, "wheelsDatePicker")["value"]
    picked = next(int(part) for part in value.replace(",", " ").split() if part.isdigit() and int(part) <= 31)
    assert picked == (day + 2 if forward else day - 2), (before, value)
    assert str(picked) in text.replace(",", " ").split(), text


def test_a_screen_written_with_selectors_works_in_the_page(browser, open_scene, api):
    """The Selectors screen is iOS code (`#selector`, `@objc`, `@IBAction`) compiled through the
    UIKit source plugin: its button, bar button, double tap, timer and observer all answer."""
    session_id = open_screen(browser, open_scene, api, "controlsScreen")
    tap_to_push(browser, by_identifier(browser, "openSelectors"))
    count = lambda: find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), "selectorCount")["text"]
    label = lambda: find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), "selectorLog")["text"]
    WebDriverWait(None, TIMEOUT, poll_frequency=0.1).until(lambda _: by_identifier(browser, "selectorButton"))
    assert label() == "responds to handleDoubleTap:"
    for _ in range(2):
        by_identifier(browser, "selectorButton").click()
    WebDriverWait(None, TIMEOUT, poll_frequency=0.1).until(lambda _: count() == "Count: 2")
    by_identifier(browser, "selectorReset").click()
    WebDriverWait(None, TIMEOUT, poll_frequency=0.1).until(lambda _: count() == "Count: 0")
    ActionChains(browser).double_click(by_identifier(browser, "selectorLog")).perform()
    WebDriverWait(None, TIMEOUT, poll_frequency=0.1).until(lambda _: label() == "double tap")
    by_identifier(browser, "selectorTick").click()
    WebDriverWait(None, TIMEOUT, poll_frequency=0.1).until(lambda _: label() == "tick 3")
    # The timer stopped at three: three more of its intervals bring no fourth tick.
    time.sleep(0.7)
    assert label() == "tick 3"
    # The rating view's `@objc optional` delegate: the screen implements only `ratingViewDidChange`,
    # so the view's `delegate?.ratingView?(_:shouldChangeTo:)` asks nothing and the rating goes.
    by_identifier(browser, "ratingStar4").click()
    rating = lambda: find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), "ratingLabel")["text"]
    WebDriverWait(None, TIMEOUT, poll_frequency=0.1).until(lambda _: rating() == "Rated 4 of 5 (no veto)")
    # The same over REST.
    assert api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": "ratingStar2"}).status == 200
    assert rating() == "Rated 2 of 5 (no veto)"
