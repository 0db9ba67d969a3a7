"""Text input end to end: a tap focuses a real input over the field, typed keys and composed CJK
text go through the app's delegate, the server's text wins over the page's, and REST types like
a keyboard."""
from selenium.common.exceptions import ElementNotInteractableException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from support import assert_problem, find_view, tap_to_push
from test_websocket import Scene, run

TIMEOUT = 10
SESSION_ID = "return sessionStorage.getItem('uikit-server.session')"


def node(identifier):
    return f'[data-identifier="{identifier}"]'


def editor(identifier):
    return f'{node(identifier)} > .editor'


def wait(browser, condition, message):
    return WebDriverWait(browser, TIMEOUT, ignored_exceptions=[StaleElementReferenceException]).until(
        lambda driver: condition(driver), message)


def tree_view(api, session_id, identifier):
    return find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), identifier)


def wait_for_server(browser, api, identifier, key, expected):
    session_id = browser.execute_script(SESSION_ID)
    wait(browser, lambda _: tree_view(api, session_id, identifier).get(key) == expected,
         f"{identifier}.{key} never became {expected!r}; it is {tree_view(api, session_id, identifier).get(key)!r}")


def open_text_input_screen(browser, open_scene):
    open_scene()
    wait(browser, lambda driver: driver.find_elements(By.CSS_SELECTOR, node("textInputScreen")), "no catalog entry")
    tap_to_push(browser, browser.find_element(By.CSS_SELECTOR, node("textInputScreen")))
    wait(browser, lambda driver: driver.find_elements(By.CSS_SELECTOR, node("nameField")), "no name field")


def focus(browser, identifier):
    def click(driver):
        driver.find_element(By.CSS_SELECTOR, node(identifier)).click()
        return True

    # A node that arrives with a presentation can refuse a click for a frame while it settles;
    # a refused click did nothing, so it is tried again.
    WebDriverWait(browser, TIMEOUT, ignored_exceptions=[StaleElementReferenceException, ElementNotInteractableException]
                  ).until(click, f"{identifier} never took a click")
    wait(browser, lambda driver: driver.execute_script(
        "return document.activeElement && document.activeElement.matches(arguments[0])", editor(identifier)),
        f"the page's editor for {identifier} never got the focus")
    return browser.find_element(By.CSS_SELECTOR, editor(identifier))


def test_typed_keys_reach_the_delegate_and_the_label_echoes_them(browser, open_scene, api):
    open_text_input_screen(browser, open_scene)
    field = focus(browser, "nameField")
    assert field.get_attribute("enterkeyhint") == "next"
    assert field.get_attribute("autocapitalize") == "words"

    field.send_keys("Anna")

    wait_for_server(browser, api, "echoLabel", "text", "Hello, Anna")
    wait_for_server(browser, api, "nameField", "value", "Anna")


# Records every value the page's script assigns to the focused editor, and whether an IME
# composition was under way then.
RECORD_VALUE_ASSIGNMENTS = """
const field = document.activeElement;
const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
window.__composing = false;
window.__assignments = [];
field.addEventListener('compositionstart', () => { window.__composing = true; });
field.addEventListener('compositionend', () => { window.__composing = false; });
Object.defineProperty(field, 'value', {
  get() { return native.get.call(this); },
  set(value) { window.__assignments.push([value, window.__composing]); native.set.call(this, value); },
});
"""


def test_composition_is_marked_text_on_the_server_and_commits_through_the_delegate(browser, open_scene, api):
    open_text_input_screen(browser, open_scene)
    field = focus(browser, "nameField")
    field.send_keys("Li ")
    wait_for_server(browser, api, "echoLabel", "text", "Hello, Li ")
    wait_for_server(browser, api, "markedLabel", "text", "Marked: none")
    browser.execute_script(RECORD_VALUE_ASSIGNMENTS)

    browser.execute_cdp_cmd("Input.imeSetComposition", {"text": "に", "selectionStart": 1, "selectionEnd": 1})
    wait_for_server(browser, api, "markedLabel", "text", "Marked: に (3, 1)")
    browser.execute_cdp_cmd("Input.imeSetComposition", {"text": "にほん", "selectionStart": 3, "selectionEnd": 3})
    wait_for_server(browser, api, "markedLabel", "text", "Marked: にほん (3, 3)")
    # The server's text holds the marked text, as UIKit's does, and .editingChanged was sent.
    wait_for_server(browser, api, "nameField", "value", "Li にほん")
    wait_for_server(browser, api, "echoLabel", "text", "Hello, Li にほん")
    browser.execute_cdp_cmd("Input.imeSetComposition", {"text": "日本", "selectionStart": 2, "selectionEnd": 2})
    wait_for_server(browser, api, "markedLabel", "text", "Marked: 日本 (3, 2)")
    assert field.get_attribute("value") == "Li 日本"

    browser.execute_cdp_cmd("Input.insertText", {"text": "日本"})

    wait_for_server(browser, api, "markedLabel", "text", "Marked: none")
    wait_for_server(browser, api, "nameField", "value", "Li 日本")
    wait_for_server(browser, api, "echoLabel", "text", "Hello, Li 日本")
    assert field.get_attribute("value") == "Li 日本"
    # Nothing replaced the page's value while the input method composed.
    assignments = browser.execute_script("return window.__assignments")
    assert [value for value, composing in assignments if composing] == []
    field.send_keys("!")
    wait_for_server(browser, api, "nameField", "value", "Li 日本!")


def test_a_refused_composition_is_removed_once_committed(browser, open_scene, api):
    open_text_input_screen(browser, open_scene)
    field = focus(browser, "lettersField")
    field.send_keys("ab")
    wait_for_server(browser, api, "lettersField", "value", "ab")
    browser.execute_script(RECORD_VALUE_ASSIGNMENTS)

    # The delegate refuses digits, but it is not asked about marked text.
    browser.execute_cdp_cmd("Input.imeSetComposition", {"text": "１２", "selectionStart": 2, "selectionEnd": 2})
    wait_for_server(browser, api, "lettersField", "value", "ab１２")
    browser.execute_cdp_cmd("Input.insertText", {"text": "１２"})

    wait_for_server(browser, api, "lettersField", "value", "ab")
    wait(browser, lambda _: field.get_attribute("value") == "ab", "the page kept the refused commit")
    assignments = browser.execute_script("return window.__assignments")
    assert [value for value, composing in assignments if composing] == []


def test_a_field_shrinks_its_font_to_fit_and_the_page_input_uses_it(browser, open_scene, api):
    open_text_input_screen(browser, open_scene)
    field = focus(browser, "fitField")
    size = float(field.value_of_css_property("font-size").removesuffix("px"))
    assert 9 <= size < 17
    # The text at that size fits the input's width.
    fits = browser.execute_script(
        "const f = arguments[0]; const c = document.createElement('canvas').getContext('2d');"
        "const s = getComputedStyle(f); c.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;"
        "return c.measureText(f.value).width <= f.clientWidth + 1;", field)
    assert fits
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("Short")
    wait(browser, lambda _: field.value_of_css_property("font-size") == "17px", "the font never grew back")


def test_return_runs_the_delegate_and_moves_to_the_next_field(browser, open_scene, api):
    open_text_input_screen(browser, open_scene)
    field = focus(browser, "nameField")
    field.send_keys("Bo", Keys.ENTER)

    wait_for_server(browser, api, "returnLabel", "text", "Return in nameField")
    wait(browser, lambda driver: driver.execute_script(
        "return document.activeElement && document.activeElement.matches(arguments[0])", editor("emailField")),
        "the email field's editor never got the focus")
    email = browser.find_element(By.CSS_SELECTOR, editor("emailField"))
    assert email.get_attribute("inputmode") == "email"
    assert not browser.find_elements(By.CSS_SELECTOR, editor("nameField"))
    email.send_keys("bo@example.com")
    wait_for_server(browser, api, "emailField", "value", "bo@example.com")


def test_a_refused_character_is_reverted_in_the_page(browser, open_scene, api):
    open_text_input_screen(browser, open_scene)
    field = focus(browser, "lettersField")

    field.send_keys("ab1c2")

    wait_for_server(browser, api, "lettersField", "value", "abc")
    wait(browser, lambda _: field.get_attribute("value") == "abc",
         f"the page kept {field.get_attribute('value')!r} instead of the server's text")


def test_secure_field_is_a_password_input(browser, open_scene, api):
    open_text_input_screen(browser, open_scene)
    field = focus(browser, "passwordField")
    assert field.get_attribute("type") == "password"
    field.send_keys("s3cret")
    wait_for_server(browser, api, "passwordField", "value", "••••••")

    browser.find_element(By.CSS_SELECTOR, node("doneButton")).click()
    wait(browser, lambda driver: not driver.find_elements(By.CSS_SELECTOR, ".editor"),
         "endEditing(true) left the page's editor in place")
    assert browser.execute_script("return document.activeElement === document.body")


def test_rest_types_like_a_keyboard(api):
    session_id = api.post("/api/v1/sessions").json()["id"]
    assert api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": "textInputScreen"}).status == 200
    path = f"/api/v1/sessions/{session_id}/actions/type"

    typed = api.post(path, {"text": "Eve", "identifier": "nameField"})
    assert typed.status == 200, typed
    assert typed.json()["text"] == "Eve"
    assert typed.json()["revision"] == api.get(f"/api/v1/sessions/{session_id}").json()["revision"]
    assert tree_view(api, session_id, "echoLabel")["text"] == "Hello, Eve"

    moved = api.post(path, {"text": "\neve@example.com"})
    assert moved.status == 200, moved
    assert moved.json()["text"] == "eve@example.com"
    assert tree_view(api, session_id, "returnLabel")["text"] == "Return in nameField"

    refused = api.post(path, {"text": "x1y", "identifier": "lettersField"})
    assert refused.json()["text"] == "xy"

    notes = api.post(path, {"text": "\nmore", "identifier": "notesView"})
    assert notes.json()["text"] == "Notes: a text view takes several lines.\nmore"


def test_rest_typing_errors(api):
    session_id = api.post("/api/v1/sessions").json()["id"]
    path = f"/api/v1/sessions/{session_id}/actions/type"
    assert_problem(api.post(path, {"text": "x"}), 409)
    assert api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": "textInputScreen"}).status == 200
    assert_problem(api.post(path, {"text": "x", "identifier": "nowhere"}), 404)
    assert_problem(api.post(path, {"text": "x", "identifier": "echoLabel"}), 409)
    assert_problem(api.post(path, {"identifier": "nameField"}), 400)
    assert_problem(api.post(path, {"text": 5, "identifier": "nameField"}), 400)
    assert_problem(api.post(path, {"text": "x", "speed": 2}), 400)
    assert tree_view(api, session_id, "nameField")["value"] == "Name"


def test_a_text_view_edits_from_its_caret_after_a_field_was_edited(browser, open_scene, api):
    open_text_input_screen(browser, open_scene)
    focus(browser, "nameField").send_keys("Al")
    wait_for_server(browser, api, "echoLabel", "text", "Hello, Al")
    notes = focus(browser, "notesView")
    assert notes.tag_name == "textarea"

    notes.send_keys(" More", Keys.ENTER, "lines")

    wait_for_server(browser, api, "notesView", "value", "Notes: a text view takes several lines. More\nlines")


def test_a_text_view_scrolls_its_text_to_keep_the_caret_in_view_and_one_without_scrolling_grows(browser, open_scene, api):
    open_text_input_screen(browser, open_scene)
    session_id = browser.execute_script(SESSION_ID)
    notes = focus(browser, "notesView")
    for line in range(1, 9):
        notes.send_keys(Keys.ENTER, f"Line {line}")
    wait_for_server(browser, api, "notesView", "value", "Notes: a text view takes several lines." + "".join(f"\nLine {n}" for n in range(1, 9)))
    view = tree_view(api, session_id, "notesView")
    assert view["contentSize"]["height"] > view["frame"]["height"] * 1.5, view
    # The server scrolled to the caret's line, the last, and the page followed.
    assert abs(view["contentOffset"]["y"] - (view["contentSize"]["height"] - view["frame"]["height"])) < 1, view
    wait(browser, lambda driver: abs(driver.execute_script(
        "return document.querySelector(arguments[0]).scrollTop", node("notesView")) - view["contentOffset"]["y"]) < 2,
        "the page did not scroll the text view to the server's offset")
    # The editor is as tall as the text, inside the scrolled content: its last line shows.
    editor_box = browser.execute_script("return document.querySelector(arguments[0]).getBoundingClientRect().height", editor("notesView"))
    assert abs(editor_box - (view["contentSize"]["height"] - 16)) < 2, (editor_box, view)
    # Without scrolling, the text view grows with its text instead.
    before = tree_view(api, session_id, "growingNotesView")["frame"]["height"]
    growing = focus(browser, "growingNotesView")
    growing.send_keys(Keys.ENTER, "two", Keys.ENTER, "three")
    wait(browser, lambda _: tree_view(api, session_id, "growingNotesView")["frame"]["height"] > before + 30,
         f"the growing text view did not grow: {tree_view(api, session_id, 'growingNotesView')['frame']}")
    assert tree_view(api, session_id, "growingNotesView")["contentOffset"]["y"] == 0


async def settle(scene, condition, what):
    """Reads and acknowledges patches until `condition(scene)` holds."""
    while not condition(scene):
        try:
            await scene.receive_patch()
        except TimeoutError as error:
            raise AssertionError(f"never: {what}") from error
        await scene.ack()


def props(scene, identifier):
    return scene.nodes[scene.node_with_identifier(identifier)]["props"]


def test_edits_return_and_keyboard_over_the_wire(server):
    async def scenario():
        scene = await Scene.open(server.ws_url)
        await scene.ack()
        await scene.tap("textInputScreen")
        await settle(scene, lambda s: any(n["props"].get("identifier") == "nameField" for n in s.nodes.values()),
                     "the text input screen")
        await scene.wait_for_motion_to_end()
        bar_y = props(scene, "keyboardBar")["frame"][1]
        await scene.send({"type": "keyboard", "height": 300})
        await scene.expect_quiet()

        await scene.tap("nameField")
        await settle(scene, lambda s: "editable" in props(s, "nameField"), "the name field editing")
        name = scene.node_with_identifier("nameField")
        editable = props(scene, "nameField")["editable"]
        assert {key: editable[key] for key in ("text", "selection", "seq", "multiline", "secure", "enterkeyhint")} == {
            "text": "", "selection": [0, 0], "seq": 0, "multiline": False, "secure": False, "enterkeyhint": "next"}

        for bad in [{"type": "text", "id": name, "seq": 1, "text": 5},
                    {"type": "text", "id": name, "seq": 1, "text": "x", "selection": [0, 9]},
                    {"type": "text", "id": name, "seq": 1, "text": "x", "marked": [0, 2]},
                    {"type": "text", "id": name, "seq": 1, "selection": [0, 0], "marked": [0, 0]},
                    {"type": "text", "id": name, "seq": 1, "text": "\U0001F600", "marked": [0, 1]},
                    {"type": "text", "id": 999999, "seq": 1, "text": "x"},
                    {"type": "return", "id": 999999}]:
            await scene.send(bad)
            error = await scene.receive()
            assert error["type"] == "error", (bad, error)
        await scene.expect_quiet()

        await scene.send({"type": "text", "id": name, "seq": 1, "text": "Zed", "base": "", "selection": [3, 3]})
        await settle(scene, lambda s: s.text("echoLabel") == "Hello, Zed", "the label echoing the edit")
        assert {key: props(scene, "nameField")["editable"][key] for key in ("text", "selection", "seq")} == {
            "text": "Zed", "selection": [3, 3], "seq": 1}

        # A composition is marked text until the page commits it.
        await scene.send({"type": "text", "id": name, "seq": 2, "text": "Zedかな", "base": "Zed",
                          "selection": [5, 5], "marked": [3, 5]})
        await settle(scene, lambda s: s.text("markedLabel") == "Marked: かな (3, 2)", "the marked text shown")
        assert {key: props(scene, "nameField")["editable"][key] for key in ("text", "selection", "seq")} == {
            "text": "Zedかな", "selection": [5, 5], "seq": 2}
        await scene.send({"type": "text", "id": name, "seq": 3, "text": "Zed仮名", "base": "Zedかな", "selection": [5, 5]})
        await settle(scene, lambda s: s.text("markedLabel") == "Marked: none", "the composition committed")
        assert scene.text("echoLabel") == "Hello, Zed仮名"

        await scene.send({"type": "keyboard", "height": 300})
        await settle(scene, lambda s: props(s, "keyboardBar")["frame"][1] == 844 - 300 - 44,
                     "the bar above the keyboard")
        assert bar_y > 844 - 300 - 44

        await scene.send({"type": "return", "id": name})
        await settle(scene, lambda s: "editable" in props(s, "emailField"), "the email field editing")
        assert "editable" not in props(scene, "nameField")
        assert scene.text("returnLabel") == "Return in nameField"
        assert props(scene, "keyboardBar")["frame"][1] == 844 - 300 - 44

        await scene.send({"type": "keyboard", "height": 0})
        await settle(scene, lambda s: props(s, "keyboardBar")["frame"][1] == bar_y, "the bar back at the bottom")
        await scene.close()
    run(scenario())
