"""The hardware keyboard on the catalog's Keyboard screen: key presses and key commands over
REST (actions/keys) and from headless Chromium's keyboard, checked in the server's view tree."""
import asyncio
import time

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from support import assert_problem, find_view, tap_to_push

TIMEOUT = 15
SESSION_ID = "return sessionStorage.getItem('uikit-server.session')"


def open_keyboard(api):
    session_id = api.post("/api/v1/sessions").json()["id"]
    assert api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": "keyboardScreen"}).status == 200
    return session_id


def text(api, session_id, identifier):
    return find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), identifier)["text"]


def press(api, session_id, *keys):
    response = api.post(f"/api/v1/sessions/{session_id}/actions/keys", {"keys": list(keys)})
    assert response.status == 200, response
    return response.json()["delivered"]


def test_arrow_keys_go_to_the_first_responder_as_presses(api):
    session_id = open_keyboard(api)
    delivered = press(api, session_id, {"key": "ArrowRight"}, {"key": "ArrowRight"}, {"key": "ArrowDown"})
    assert text(api, session_id, "keyboard.status") == "Square 40 pt at 20, 10"
    assert text(api, session_id, "keyboard.lastPress") == "ended DownArrow · HID 81"
    pad = {"class": "KeyboardPadView", "identifier": "keyboard.pad"}
    assert delivered[2] == {"key": "ArrowDown", "code": "ArrowDown",
                            "down": {"press": "began", "responder": pad}, "up": {"press": "ended", "responder": pad}}


def test_key_commands_fire_before_presses_with_exact_modifiers(api):
    session_id = open_keyboard(api)
    delivered = press(api, session_id, {"key": "ArrowUp", "modifiers": ["command"]})
    assert delivered[0]["down"] == {"keyCommand": {"input": "UIKeyInputUpArrow", "modifiers": ["command"], "title": "",
                                                   "discoverabilityTitle": "Bigger Square"}}
    assert delivered[0]["up"] == {}
    assert text(api, session_id, "keyboard.status") == "Square 50 pt at 0, 0"
    # ⌘ went down and up as presses around the command; the arrow itself was not delivered.
    assert text(api, session_id, "keyboard.lastPress") == "ended (none) · HID 227"

    press(api, session_id, {"key": "ArrowUp", "modifiers": ["command", "shift"]})
    assert text(api, session_id, "keyboard.status") == "Square 50 pt at 0, -10"

    delivered = press(api, session_id, {"key": "k", "modifiers": ["command"]})
    assert delivered[0]["down"]["keyCommand"]["discoverabilityTitle"] == "Clear"
    assert text(api, session_id, "keyboard.status") == "Cleared"
    press(api, session_id, {"key": "ArrowRight"})
    assert text(api, session_id, "keyboard.status") == "Square 40 pt at 10, 0"


def test_holding_command_shows_the_discoverability_hud_until_it_is_released(api):
    session_id = open_keyboard(api)
    press(api, session_id, {"key": "Meta", "phase": "down"})
    time.sleep(1.4)
    titles = [text(api, session_id, f"keyCommands.{index}.title") for index in range(4)]
    keys = [text(api, session_id, f"keyCommands.{index}.keys") for index in range(4)]
    assert titles == ["Clear", "Clear (Control)", "Bigger Square", "Smaller Square"]
    assert keys == ["⌘K", "⌃K", "⌘↑", "⌘↓"]
    press(api, session_id, {"key": "Meta", "phase": "up"})
    tree = api.get(f"/api/v1/sessions/{session_id}/tree").json()
    try:
        find_view(tree, "keyCommands.discoverability")
    except AssertionError:
        return
    raise AssertionError("the HUD is still shown after ⌘ came up")


def test_malformed_key_actions_are_refused_and_change_nothing(api):
    session_id = open_keyboard(api)
    before = api.get(f"/api/v1/sessions/{session_id}").json()["revision"]
    url = f"/api/v1/sessions/{session_id}/actions/keys"
    cases = [
        ({"keys": [{"key": "ArrowRight"}, {"key": "Hyper"}]}, "key 1: unknown key \"Hyper\""),
        ({"keys": []}, "\"keys\" must be a list of 1 to 100 keys"),
        ({"keys": [{"key": "a", "modifiers": ["super"]}]}, "key 0: \"modifiers\" must be a list"),
        ({"keys": [{"key": "a", "code": "KeyQQ"}]}, "key 0: \"code\" \"KeyQQ\" is not a KeyboardEvent.code"),
        ({"keys": [{"key": "a", "phase": "hold"}]}, "key 0: \"phase\" must be \"down\" or \"up\""),
        ({"keys": [{"key": "a", "hold": 1}]}, "unknown field \"hold\""),
        ({"keys": [{"key": "a"}], "then": 1}, "unknown field \"then\""),
    ]
    for body, detail in cases:
        problem = assert_problem(api.post(url, body), 400)
        assert problem["detail"].startswith(detail), problem
    assert text(api, session_id, "keyboard.status") == "Square 40 pt at 0, 0"
    assert api.get(f"/api/v1/sessions/{session_id}").json()["revision"] == before
    assert_problem(api.post("/api/v1/sessions/nope/actions/keys", {"keys": [{"key": "a"}]}), 404)


def wait_for_text(api, session_id, identifier, expected, browser):
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        if text(api, session_id, identifier) == expected:
            return
        time.sleep(0.05)
    raise AssertionError(f"{identifier} reads {text(api, session_id, identifier)!r}, not {expected!r}; "
                         f"console: {browser.get_log('browser')}")


def test_the_page_forwards_its_keyboard_to_the_scene(browser, open_scene, api):
    open_scene()
    try:
        WebDriverWait(browser, TIMEOUT).until(
            lambda b: b.find_elements(By.CSS_SELECTOR, '[data-identifier="keyboardScreen"]'))
    except TimeoutException:
        raise AssertionError(f"no Keyboard screen button; console: {browser.get_log('browser')}") from None
    tap_to_push(browser, browser.find_element(By.CSS_SELECTOR, '[data-identifier="keyboardScreen"]'))
    WebDriverWait(browser, TIMEOUT).until(lambda b: b.find_elements(By.CSS_SELECTOR, '[data-identifier="keyboard.pad"]'))
    session_id = browser.execute_script(SESSION_ID)

    ActionChains(browser).send_keys(Keys.ARROW_LEFT, Keys.ARROW_LEFT, Keys.ARROW_UP).perform()
    wait_for_text(api, session_id, "keyboard.status", "Square 40 pt at -20, -10", browser)
    wait_for_text(api, session_id, "keyboard.lastPress", "ended UpArrow · HID 82", browser)

    ActionChains(browser).key_down(Keys.META).send_keys(Keys.ARROW_DOWN).key_up(Keys.META).perform()
    wait_for_text(api, session_id, "keyboard.status", "Square 30 pt at -20, -10", browser)

    ActionChains(browser).key_down(Keys.SHIFT).send_keys("a").key_up(Keys.SHIFT).perform()
    wait_for_text(api, session_id, "keyboard.lastPress", "ended (none) · HID 225", browser)

    ActionChains(browser).key_down(Keys.CONTROL).send_keys("k").key_up(Keys.CONTROL).perform()
    wait_for_text(api, session_id, "keyboard.status", "Cleared", browser)
    wait_for_text(api, session_id, "keyboard.lastPress", "ended (none) · HID 224", browser)
    # The arrows scrolled nothing: the page prevented their defaults.
    assert browser.execute_script("return window.scrollY") == 0
    errors = [e for e in browser.get_log("browser") if e["level"] == "SEVERE" or "uikit:" in e["message"]]
    assert errors == []


def test_key_messages_over_the_websocket_are_checked_strictly(server, api):
    from test_websocket import Scene, run

    async def flow():
        scene = await Scene.open(server.ws_url)
        try:
            session_id = scene.session
            assert api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": "keyboardScreen"}).status == 200
            malformed = [
                ({"type": "key", "phase": "down", "code": "Hyper", "key": "a"}, "\"code\" must be a KeyboardEvent.code"),
                ({"type": "key", "phase": "down", "code": "KeyA", "key": "a", "modifiers": ["meta"]}, "\"modifiers\" must be"),
                ({"type": "key", "phase": "hold", "code": "KeyA", "key": "a"}, "\"phase\" must be"),
            ]
            for message, detail in malformed:
                await scene.send(message)
                while (reply := await scene.receive())["type"] == "patch":
                    pass
                assert reply["type"] == "error" and reply["detail"].startswith(detail), reply
            assert text(api, session_id, "keyboard.status") == "Square 40 pt at 0, 0"
            for phase in ("down", "up"):
                await scene.send({"type": "key", "phase": phase, "code": "ArrowRight", "key": "ArrowRight",
                                  "modifiers": [], "repeat": False, "timestamp": 10})
            for _ in range(50):
                if text(api, session_id, "keyboard.status") == "Square 40 pt at 10, 0":
                    break
                await asyncio.sleep(0.05)
            assert text(api, session_id, "keyboard.status") == "Square 40 pt at 10, 0"
            assert text(api, session_id, "keyboard.lastPress") == "ended RightArrow · HID 79"
        finally:
            await scene.close()

    run(flow())
