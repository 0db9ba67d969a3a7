"""The catalog as a screen reader and a keyboard-only user meet it in headless Chromium: the
accessibility tree Chromium builds from the page (Accessibility.getFullAXTree over CDP) has the
roles, names, values and states UIKit's accessibility model gives the catalog's controls; an
alert is a modal dialog; an announcement goes through a live region; and Tab, Enter, the arrow
keys and Escape drive a screen with no pointer at all. The REST tree is the app's witness."""
from selenium.webdriver.common.by import By

from support import find_view, tap_to_push, wait_for, wait_for_motion_to_end
from test_controls import by_identifier, element

SESSION_ID = "return sessionStorage.getItem('uikit-server.session')"
VIEWPORT = {"width": 390, "height": 1000, "deviceScaleFactor": 0, "mobile": False}
KEYS = {
    "Tab": (9, "\t"), "Enter": (13, "\r"), "Space": (32, " "), "Escape": (27, None),
    "ArrowRight": (39, None), "ArrowLeft": (37, None), "Digit1": (49, None),
}


def open_accessibility_screen(browser, open_scene, api):
    """Loads the catalog and opens its Accessibility screen; returns the session id."""
    open_scene()
    by_identifier(browser, "accessibilityScreen")
    session_id = browser.execute_script(SESSION_ID)
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", VIEWPORT)
    wait_for(lambda: api.get(f"/api/v1/sessions/{session_id}").json()["height"] == VIEWPORT["height"],
             "the scene did not take the taller viewport")
    tap_to_push(browser, by_identifier(browser, "accessibilityScreen"))
    by_identifier(browser, "a11yStatus")
    return session_id


def status(api, session_id):
    return find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), "a11yStatus").get("text")


def wait_for_status(api, session_id, expected):
    seen = []
    wait_for(lambda: seen.append(status(api, session_id)) or seen[-1] == expected,
             lambda: f"the status never read {expected!r}; last {seen[-1:]!r}")


def press(browser, name, shift=False, alt=False):
    """One key going down and up, as the keyboard sends it (trusted events, so Tab moves focus)."""
    code, text = KEYS[name]
    modifiers = (8 if shift else 0) | (1 if alt else 0)
    key = {"Space": " ", "Digit1": "1"}.get(name, name)
    down = {"type": "keyDown" if text else "rawKeyDown", "key": key,
            "code": name, "windowsVirtualKeyCode": code, "modifiers": modifiers}
    if text:
        down["text"] = text
    browser.execute_cdp_cmd("Input.dispatchKeyEvent", down)
    browser.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": "keyUp", "key": key, "code": name,
                                                       "windowsVirtualKeyCode": code, "modifiers": modifiers})


def focused_identifier(browser):
    """The identifier of what has focus: an accessibility element that is not a view, or a node."""
    return browser.execute_script(
        "return document.activeElement?.closest('.ax-element, .node')?.dataset.identifier ?? null")


class AXTree:
    """Chromium's accessibility tree of the page, with the nodes of elements found by selector."""

    def __init__(self, browser):
        self.browser = browser
        self.nodes = browser.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
        self.by_backend = {node.get("backendDOMNodeId"): node for node in self.nodes if not node.get("ignored")}

    def of(self, selector):
        root = self.browser.execute_cdp_cmd("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        found = self.browser.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
        assert found, f"no element {selector}"
        backend = self.browser.execute_cdp_cmd("DOM.describeNode", {"nodeId": found})["node"]["backendNodeId"]
        node = self.by_backend.get(backend)
        assert node, f"{selector} is not in the accessibility tree"
        return node

    def with_role(self, role, name=None):
        return [node for node in self.by_backend.values()
                if value(node, "role") == role and (name is None or value(node, "name") == name)]


def attribute(browser, identifier, name):
    return browser.execute_script(
        f"return document.querySelector('[data-identifier=\"{identifier}\"]').getAttribute('{name}')")


def value(node, field):
    return (node.get(field) or {}).get("value")


def prop(node, name):
    for entry in node.get("properties", []):
        if entry["name"] == name:
            return entry["value"].get("value")
    return None


def test_catalog_controls_have_aria_roles_names_values_and_states(browser, open_scene, api):
    session_id = open_accessibility_screen(browser, open_scene, api)
    tree = AXTree(browser)

    favorite = tree.of('[data-identifier="a11yFavorite"]')
    assert (value(favorite, "role"), value(favorite, "name")) == ("button", "Favorite")
    assert value(favorite, "description") == "Adds the song to your favorites"

    toggle = tree.of('[data-identifier="a11ySwitch"]')
    assert (value(toggle, "role"), value(toggle, "name"), prop(toggle, "checked")) == ("switch", "Notifications", "false")

    slider = tree.of('[data-identifier="a11ySlider"]')
    assert (value(slider, "role"), value(slider, "name")) == ("slider", "Brightness")
    assert (value(slider, "value"), prop(slider, "valuemin"), prop(slider, "valuemax")) == (0.5, 0, 1)
    assert attribute(browser, "a11ySlider", "aria-valuetext") == "50%"

    level = tree.of('[data-identifier="a11yLevel"]')
    assert (value(level, "role"), value(level, "name")) == ("slider", "Volume")
    assert value(level, "description") == "3 of 10"
    assert attribute(browser, "a11yLevel", "aria-valuetext") == "3 of 10"

    message = tree.of('[data-identifier="a11yMessage"]')
    assert value(message, "name") == "Message from Ana, Lunch tomorrow?"
    assert value(message, "description") == "Actions: Archive (Alt+1), Flag (Alt+2)"

    assert tree.with_role("heading", "Labels and traits"), "the header-trait label is not a heading"
    assert tree.with_role("heading", "Accessibility"), "the navigation title is not a heading"
    back = tree.with_role("button", "Catalog")
    assert back, "the back button is not a button named after the previous screen"

    rest = find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), "a11ySlider")
    assert (rest["accessibilityLabel"], rest["accessibilityValue"], rest["accessibilityTraits"]) == (
        "Brightness", "50%", ["adjustable"])
    assert rest["isAccessibilityElement"] is True


def test_an_alert_is_a_modal_dialog_and_escape_cancels_it(browser, open_scene, api):
    session_id = open_accessibility_screen(browser, open_scene, api)
    by_identifier(browser, "a11yAlert").click()
    wait_for(lambda: AXTree(browser).with_role("dialog"), "no dialog appeared for the alert")
    wait_for_motion_to_end(browser)
    tree = AXTree(browser)
    dialog = tree.with_role("dialog")[0]
    assert prop(dialog, "modal") is True, dialog
    assert value(dialog, "name") == "Delete song?"
    assert tree.with_role("button", "Delete") and tree.with_role("button", "Cancel")

    press(browser, "Escape")
    wait_for_status(api, session_id, "Alert cancelled")
    wait_for(lambda: not AXTree(browser).with_role("dialog"), "the dialog stayed after Escape")


def test_an_announcement_is_spoken_through_a_live_region(browser, open_scene, api):
    session_id = open_accessibility_screen(browser, open_scene, api)
    by_identifier(browser, "a11yAnnounce").click()
    wait_for_status(api, session_id, "Announced")
    wait_for(lambda: browser.execute_script(
        "return document.querySelector('.uikit-announcement')?.textContent") == "Saved to favorites",
        "the announcement did not reach the live region")
    region = AXTree(browser).of(".uikit-announcement")
    assert prop(region, "live") == "assertive"
    assert prop(region, "atomic") is True


def test_keyboard_alone_moves_activates_adjusts_and_escapes(browser, open_scene, api):
    session_id = open_accessibility_screen(browser, open_scene, api)
    order = []
    for _ in range(14):
        press(browser, "Tab")
        order.append(focused_identifier(browser))
    ours = [identifier for identifier in order if identifier and identifier.startswith("a11y")]
    assert ours[:12] == ["a11yFavorite", "a11yLevel", "a11yMessage", "a11yAnnounce", "a11ySwitch", "a11ySlider",
                         "a11yAlert", "a11yOrderFirst", "a11yOrderSecond", "a11ySizeS", "a11ySizeM", "a11ySizeL"], order

    backwards = []
    while focused_identifier(browser) != "a11yFavorite" and len(backwards) < 20:
        press(browser, "Tab", shift=True)
        backwards.append(focused_identifier(browser))
    ours_backwards = [identifier for identifier in backwards if identifier and identifier.startswith("a11y")]
    assert ours_backwards == list(reversed(ours[:12])), backwards
    press(browser, "Enter")
    wait_for_status(api, session_id, "Favorite tapped")

    press(browser, "Tab")
    press(browser, "ArrowRight")
    wait_for_status(api, session_id, "Level 4")

    press(browser, "Tab")
    assert focused_identifier(browser) == "a11yMessage"
    press(browser, "Digit1", alt=True)
    wait_for_status(api, session_id, "Archive performed")

    press(browser, "Tab")
    press(browser, "Tab")
    assert focused_identifier(browser) == "a11ySwitch"
    press(browser, "Space")
    wait_for_status(api, session_id, "Notifications on")

    press(browser, "Tab")
    press(browser, "ArrowRight")
    wait_for_status(api, session_id, "Brightness 60%")
    press(browser, "ArrowLeft")
    press(browser, "ArrowLeft")
    wait_for_status(api, session_id, "Brightness 40%")

    press(browser, "Escape")
    wait_for(lambda: find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), "homeView"),
             "Escape did not go back to the catalog")
    wait_for(lambda: not browser.find_elements(By.CSS_SELECTOR, '[data-identifier="a11yStatus"]'),
             "the Accessibility screen stayed after Escape")


def test_parts_of_a_drawn_view_are_positioned_elements_the_keyboard_activates(browser, open_scene, api):
    session_id = open_accessibility_screen(browser, open_scene, api)
    tree = AXTree(browser)
    small = tree.of('.ax-element[data-identifier="a11ySizeS"]')
    medium = tree.of('.ax-element[data-identifier="a11ySizeM"]')
    assert (value(small, "role"), value(small, "name")) == ("button", "Small")
    assert (value(medium, "role"), value(medium, "name"), prop(medium, "pressed")) == ("button", "Medium", "true")
    # Each part sits over its circle: 50 points apart, 3 in from the view's corner.
    boxes = browser.execute_script(
        "const picker = document.querySelector('.node[data-identifier=\"a11ySizes\"]').getBoundingClientRect();"
        "return ['S', 'M', 'L'].map((size) => {"
        "  const box = document.querySelector(`.ax-element[data-identifier=\"a11ySize${size}\"]`).getBoundingClientRect();"
        "  return [box.left - picker.left, box.top - picker.top, box.width, box.height]; });")
    assert boxes == [[3, 3, 38, 38], [53, 3, 38, 38], [103, 3, 38, 38]]
    # accessibilityPath: the focus outline is the circle.
    outline = browser.execute_script(
        "return document.querySelector('.ax-element[data-identifier=\"a11ySizeS\"] > .ax-outline path')?.getAttribute('d')")
    assert outline and outline.startswith("M"), outline

    while focused_identifier(browser) != "a11ySizeS":
        before = focused_identifier(browser)
        press(browser, "Tab")
        assert focused_identifier(browser) != before or before is None, "Tab stopped moving before the size picker"
    press(browser, "Enter")
    wait_for_status(api, session_id, "Size S")
    wait_for(lambda: prop(AXTree(browser).of('.ax-element[data-identifier="a11ySizeS"]'), "pressed") == "true",
             "the chosen size is not pressed")
    assert prop(AXTree(browser).of('.ax-element[data-identifier="a11ySizeM"]'), "pressed") in (None, "false")

    rest = find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), "a11ySizeL")
    assert (rest["accessibilityLabel"], rest["accessibilityTraits"], rest["isAccessibilityElement"]) == (
        "Large", ["button"], True)
    sizes = find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), "a11ySizes")
    assert rest["frame"]["x"] == sizes["frame"]["x"] + 103


def test_language_and_groups_reach_the_accessibility_tree(browser, open_scene, api):
    open_accessibility_screen(browser, open_scene, api)
    assert attribute(browser, "a11yGreeting", "lang") == "fr"
    price = AXTree(browser).of('[data-identifier="a11yPrice"]')
    assert value(price, "role") == "group"


def test_a_push_a_presentation_and_a_dismissal_move_focus_to_the_new_screen(browser, open_scene, api):
    open_scene()
    by_identifier(browser, "accessibilityScreen")
    session_id = browser.execute_script(SESSION_ID)
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", VIEWPORT)
    wait_for(lambda: api.get(f"/api/v1/sessions/{session_id}").json()["height"] == VIEWPORT["height"],
             "the scene did not take the taller viewport")
    # A keyboard user opens the screen: Enter on its button.
    browser.execute_script("document.querySelector('[data-identifier=\"accessibilityScreen\"]').focus()")
    press(browser, "Enter")
    by_identifier(browser, "a11yStatus")
    # The push focused the first element of the new screen: the back button.
    wait_for(lambda: focused_identifier(browser) == "navigation.back",
             lambda: f"focus is on {browser.execute_script('return document.activeElement.outerHTML.slice(0, 200)')}")
    back = AXTree(browser).with_role("button", "Catalog")[0]
    assert prop(back, "focused") is True

    browser.execute_script("document.querySelector('[data-identifier=\"a11yAlert\"]').focus()")
    press(browser, "Enter")
    wait_for(lambda: AXTree(browser).with_role("dialog"), "no dialog appeared for the alert")
    wait_for(lambda: browser.execute_script("return document.activeElement.closest('[role=dialog]') !== null"),
             "focus did not move into the alert")
    wait_for_motion_to_end(browser)
    press(browser, "Escape")
    wait_for_status(api, session_id, "Alert cancelled")
    wait_for(lambda: focused_identifier(browser) == "navigation.back",
             "the dismissal did not move focus to the screen's first element")


def test_a_push_made_with_the_pointer_leaves_focus_alone(browser, open_scene, api):
    open_accessibility_screen(browser, open_scene, api)
    wait_for_motion_to_end(browser)
    assert browser.execute_script("return document.activeElement === document.body")


def test_a_stepper_is_a_decrement_and_an_increment_button(browser, open_scene, api):
    from test_controls import open_screen
    session_id = open_screen(browser, open_scene, api, "pickersScreen")
    by_identifier(browser, "valueStepper")
    stepper = '.node[data-identifier="valueStepper"] .ax-element'
    wait_for(lambda: browser.execute_script(f"return document.querySelectorAll('{stepper}').length") == 2,
             "the stepper has no two elements")
    tree = AXTree(browser)
    decrement = tree.of(f"{stepper}:nth-child(1)")
    increment = tree.of(f"{stepper}:nth-child(2)")
    assert (value(decrement, "role"), value(decrement, "name"), prop(decrement, "disabled")) == ("button", "Decrement", True)
    assert (value(increment, "role"), value(increment, "name"), prop(increment, "disabled")) == ("button", "Increment", None)
    browser.execute_script(f"document.querySelector('{stepper}:nth-child(2)').focus()")
    press(browser, "Enter")
    wait_for(lambda: find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), "stepperLabel").get("text") == "Stepper 1",
             "Enter on Increment did not step the stepper")
    wait_for(lambda: prop(AXTree(browser).of(f"{stepper}:nth-child(1)"), "disabled") is None,
             "Decrement stayed disabled above the minimum")


def test_voice_over_running_follows_rest_and_a_screen_readers_click(browser, open_scene, api):
    session_id = open_accessibility_screen(browser, open_scene, api)

    def voice_over():
        return find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), "a11yVoiceOver").get("text")

    assert voice_over() == "VoiceOver off"
    reply = api.post(f"/api/v1/sessions/{session_id}/accessibility", {"voiceOver": True})
    assert reply.status == 200 and reply.json()["voiceOver"] is True
    assert voice_over() == "VoiceOver on"
    reply = api.post(f"/api/v1/sessions/{session_id}/accessibility", {"voiceOver": False})
    assert reply.json()["voiceOver"] is False and voice_over() == "VoiceOver off"
    bad = api.post(f"/api/v1/sessions/{session_id}/accessibility", {"voiceOver": "yes"})
    assert bad.status == 400 and "voiceOver" in bad.json()["detail"]

    # A screen reader activates with a click no pointer made (detail 0).
    browser.execute_script("document.querySelector('.ax-element[data-identifier=\"a11ySizeL\"]').click()")
    wait_for_status(api, session_id, "Size L")
    wait_for(lambda: voice_over() == "VoiceOver on", "a screen reader's click did not set isVoiceOverRunning")
