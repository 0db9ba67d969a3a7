"""Input that feels local at any round trip: with 150 ms between the page and the server (a
loopback proxy that holds every byte 75 ms each way), a button's highlight shows within a frame
of the touch, the server's answer confirms it without flicker or corrects it (a button the
server disables as the touch goes down), and a character the delegate refuses disappears while
the keystrokes after it survive."""
import asyncio
import threading
import time

from selenium.webdriver.common.by import By

from support import find_view, tap_to_push
from test_text_input import focus, node, wait

ONE_WAY_DELAY = 0.075
SESSION_ID = "return sessionStorage.getItem('uikit-server.session')"

# Records every colour a button's title takes, with the time, and when the pointer went down.
WATCH_COLOR = """
const target = document.querySelector(arguments[0]);
const title = target.querySelector('.text').closest('.node');
window.__colors = [];
window.__down = null;
target.addEventListener('pointerdown', () => { window.__down = performance.now(); }, { capture: true, once: true });
new MutationObserver(() => {
  const color = getComputedStyle(title).color;
  const last = window.__colors[window.__colors.length - 1];
  if (!last || last.color !== color) window.__colors.push({ color, at: performance.now() });
}).observe(target, { attributes: true, subtree: true });
return getComputedStyle(title).color;
"""


class DelayingProxy:
    """A loopback TCP proxy that holds every byte `delay` seconds in each direction."""

    def __init__(self, target_port, delay):
        self.target_port = target_port
        self.delay = delay
        self.loop = asyncio.new_event_loop()
        threading.Thread(target=self.loop.run_forever, daemon=True).start()
        self.port = asyncio.run_coroutine_threadsafe(self._listen(), self.loop).result(10)

    async def _listen(self):
        server = await asyncio.start_server(self._accept, "127.0.0.1", 0)
        return server.sockets[0].getsockname()[1]

    async def _accept(self, reader, writer):
        upstream_reader, upstream_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        await asyncio.gather(self._pipe(reader, upstream_writer), self._pipe(upstream_reader, writer),
                             return_exceptions=True)

    async def _pipe(self, reader, writer):
        try:
            while data := await reader.read(65536):
                # Later deadlines run later, so the bytes keep their order.
                self.loop.call_later(self.delay, writer.write, data)
        finally:
            self.loop.call_later(self.delay, writer.close)

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"


def open_slow_scene(browser, server):
    proxy = DelayingProxy(int(server.base_url.rsplit(":", 1)[1]), ONE_WAY_DELAY)
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844,
                                                                   "deviceScaleFactor": 0, "mobile": False})
    browser.get(proxy.url + "/")
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, node("tapButton")), "the scene never appeared")


def press(browser, identifier):
    element = browser.find_element(By.CSS_SELECTOR, node(identifier))
    rect = browser.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]",
                                  element)
    browser.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mousePressed", "x": rect[0], "y": rect[1],
                                                         "button": "left", "buttons": 1, "clickCount": 1})
    return rect


def release(browser, rect):
    browser.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mouseReleased", "x": rect[0], "y": rect[1],
                                                         "button": "left", "buttons": 0, "clickCount": 1})


def colors(browser):
    return browser.execute_script("return [window.__down, window.__colors]")


def test_a_button_highlights_within_a_frame_and_the_server_confirms_it_without_flicker(browser, server):
    open_slow_scene(browser, server)
    normal = browser.execute_script(WATCH_COLOR, node("tapButton"))
    rect = press(browser, "tapButton")
    wait(browser, lambda b: len(colors(b)[1]) >= 1, "the button never highlighted")
    down, changes = colors(browser)
    assert changes[0]["at"] - down < 20, f"the highlight took {changes[0]['at'] - down:.1f} ms"
    highlighted = changes[0]["color"]
    assert highlighted != normal
    # The server's answer to the touch-down arrives a round trip later and changes nothing.
    browser.execute_script("return new Promise((done) => setTimeout(done, 400))")
    assert [change["color"] for change in colors(browser)[1]] == [highlighted], colors(browser)
    release(browser, rect)
    wait(browser, lambda b: [c["color"] for c in colors(b)[1]] == [highlighted, normal],
         f"the highlight did not end once: {colors(browser)}")
    browser.execute_script("return new Promise((done) => setTimeout(done, 400))")
    assert [c["color"] for c in colors(browser)[1]] == [highlighted, normal], colors(browser)


def test_a_predicted_highlight_is_corrected_when_the_server_disables_the_button(browser, server, api):
    open_slow_scene(browser, server)
    tap_to_push(browser, browser.find_element(By.CSS_SELECTOR, node("buttonsScreen")))
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, node("offOnTouchButton")), "no button to turn off")
    normal = browser.execute_script(WATCH_COLOR, node("offOnTouchButton"))
    rect = press(browser, "offOnTouchButton")
    wait(browser, lambda b: len(colors(b)[1]) >= 2, f"the server never corrected the prediction: {colors(browser)}")
    down, changes = colors(browser)
    predicted, corrected = changes[0], changes[1]
    assert predicted["at"] - down < 20 and predicted["color"] != normal
    assert corrected["at"] - down >= 2 * ONE_WAY_DELAY * 1000, "the correction came before the server could answer"
    assert corrected["color"] not in (normal, predicted["color"]), changes
    release(browser, rect)
    session_id = browser.execute_script(SESSION_ID)
    wait(browser, lambda _: find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(),
                                      "offOnTouchButton").get("enabled") is False, "the button is still enabled")
    browser.execute_script("return new Promise((done) => setTimeout(done, 400))")
    assert colors(browser)[1][-1]["color"] == corrected["color"], "the page did not keep the server's look"


def test_a_refused_character_disappears_and_later_keystrokes_survive(browser, server, api):
    open_slow_scene(browser, server)
    tap_to_push(browser, browser.find_element(By.CSS_SELECTOR, node("textInputScreen")))
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, node("lettersField")), "no letters-only field")
    field = focus(browser, "lettersField")
    field.send_keys("ab1cd")
    # Typed characters are in the page at once, before any answer.
    assert field.get_attribute("value").startswith("ab")
    session_id = browser.execute_script(SESSION_ID)
    wait(browser, lambda _: find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(),
                                      "lettersField").get("value") == "abcd", "the server did not refuse the digit")
    wait(browser, lambda _: field.get_attribute("value") == "abcd",
         f"the page shows {field.get_attribute('value')!r}, not the server's text")


def test_a_refused_character_disappears_within_a_round_trip_while_typing_goes_on(browser, server, api, measure):
    """The page need not wait for a pause in typing: the server's answer to the digit shows
    with the keys typed after it, one round trip after the digit, while keys keep coming."""
    open_slow_scene(browser, server)
    tap_to_push(browser, browser.find_element(By.CSS_SELECTOR, node("textInputScreen")))
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, node("lettersField")), "no letters-only field")
    field = focus(browser, "lettersField")
    # Each keydown records the value the page showed before it.
    browser.execute_script("""
      const field = arguments[0];
      window.__keys = [];
      field.addEventListener('keydown', (event) => window.__keys.push([event.key, field.value, event.timeStamp]));
    """, field)
    letters = "cdefghijklmn"
    field.send_keys("ab1")
    for letter in letters:
        time.sleep(0.05)  # keys 50 ms apart, faster than the 150 ms round trip: no pause to wait for
        field.send_keys(letter)

    keys = browser.execute_script("return window.__keys")
    digit_at = next(at for key, _, at in keys if key == "1")
    gone_at = next(at for _, value, at in keys if at > digit_at and "1" not in value and value.startswith("ab"))
    assert "1" not in keys[-1][1], keys
    measure(f"typing at 150 ms round trip, keys 50 ms apart: the refused digit was gone by the keydown "
            f"{gone_at - digit_at:.0f} ms after it")
    expected = "ab" + letters
    session_id = browser.execute_script(SESSION_ID)
    wait(browser, lambda _: find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(),
                                      "lettersField").get("value") == expected, "the server lost a keystroke")
    wait(browser, lambda _: field.get_attribute("value") == expected,
         f"the page shows {field.get_attribute('value')!r}, not {expected!r}")
