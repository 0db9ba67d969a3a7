"""Losing the network: input carries sequence numbers, the server handles each number once, and
a page whose connection is cut (by a loopback proxy the test severs) says so, reconnects, and
delivers every tap and keystroke made meanwhile exactly once."""
import asyncio
import json
import threading
import time

from selenium.webdriver.common.by import By
from websockets.asyncio.client import connect

from support import find_view, tap_to_push
from test_text_input import focus, node, wait
from test_websocket import HELLO, run, tapped

SESSION_ID = "return sessionStorage.getItem('uikit-server.session')"


class SeverableProxy:
    """A loopback TCP proxy to the server that the test can cut (every connection reset, new
    ones refused) and restore on the same port."""

    def __init__(self, target_port):
        self.target_port = target_port
        self.loop = asyncio.new_event_loop()
        self.writers = set()
        self.server = None
        threading.Thread(target=self.loop.run_forever, daemon=True).start()
        self.port = self._call(self._listen(0))

    def _call(self, coroutine):
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(10)

    async def _listen(self, port):
        self.server = await asyncio.start_server(self._accept, "127.0.0.1", port, reuse_address=True)
        return self.server.sockets[0].getsockname()[1]

    async def _accept(self, reader, writer):
        try:
            upstream_reader, upstream_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        except OSError:
            writer.close()
            return
        self.writers |= {writer, upstream_writer}
        await asyncio.gather(self._pipe(reader, upstream_writer), self._pipe(upstream_reader, writer),
                             return_exceptions=True)

    async def _pipe(self, reader, writer):
        try:
            while data := await reader.read(65536):
                writer.write(data)
                await writer.drain()
        finally:
            writer.close()

    async def _cut(self):
        self.server.close()
        for writer in self.writers:
            writer.transport.abort()
        self.writers.clear()

    def cut(self):
        self._call(self._cut())

    def restore(self):
        self._call(self._listen(self.port))

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"


def tree_value(api, session_id, identifier, key):
    return find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), identifier).get(key)


def status_text(browser):
    return browser.execute_script(
        "const s = document.querySelector('.uikit-status'); return s && !s.hidden ? s.textContent : null")


def test_taps_and_keystrokes_during_a_cut_arrive_exactly_once(browser, server, api):
    proxy = SeverableProxy(int(server.base_url.rsplit(":", 1)[1]))
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844,
                                                                   "deviceScaleFactor": 0, "mobile": False})
    browser.get(proxy.url + "/")
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, node("tapButton")), "the scene never appeared")
    session_id = browser.execute_script(SESSION_ID)
    button = browser.find_element(By.CSS_SELECTOR, node("tapButton"))
    button.click()
    wait(browser, lambda _: tree_value(api, session_id, "counterLabel", "text") == tapped(1), "the first tap")

    proxy.cut()
    wait(browser, lambda b: status_text(b) == "Reconnecting…", "the page never said it was reconnecting")
    for _ in range(3):
        button.click()
    assert tree_value(api, session_id, "counterLabel", "text") == tapped(1), "taps reached the server during the cut"
    proxy.restore()
    wait(browser, lambda _: tree_value(api, session_id, "counterLabel", "text") == tapped(4),
         "the taps made during the cut did not arrive")
    wait(browser, lambda b: status_text(b) is None, "the page still says it is reconnecting")
    time.sleep(1)
    assert tree_value(api, session_id, "counterLabel", "text") == tapped(4), "a tap arrived twice"

    # Touches during the push are ignored, as on iOS: wait until it has ended.
    tap_to_push(browser, browser.find_element(By.CSS_SELECTOR, node("textInputScreen")))
    wait(browser, lambda b: b.find_elements(By.CSS_SELECTOR, node("nameField")), "no name field")
    field = focus(browser, "nameField")
    field.send_keys("Li")
    wait(browser, lambda _: tree_value(api, session_id, "nameField", "value") == "Li", "typing before the cut")
    proxy.cut()
    field.send_keys("sa")
    proxy.restore()
    wait(browser, lambda _: tree_value(api, session_id, "nameField", "value") == "Lisa",
         f"keystrokes from the cut: {tree_value(api, session_id, 'nameField', 'value')!r}")
    # The snapshot after the reconnect made the page's elements anew, the editor included.
    wait(browser, lambda b: b.execute_script("return document.activeElement?.classList.contains('editor')"),
         "the editor did not come back with the focus")
    browser.switch_to.active_element.send_keys("!")
    wait(browser, lambda _: tree_value(api, session_id, "nameField", "value") == "Lisa!", "typing after the cut")


def test_the_server_handles_each_input_number_once_and_answers_inputs_that_change_nothing(server):
    async def scenario():
        async with connect(server.ws_url) as socket:
            await socket.send(json.dumps(HELLO))
            welcome = json.loads(await socket.recv())
            assert welcome["type"] == "welcome" and welcome["in"] == 0, welcome
            snapshot = json.loads(await socket.recv())
            await socket.send(json.dumps({"type": "ack", "rev": snapshot["rev"]}))
            # A touch on empty space at the very top changes nothing on screen.
            touch = {"type": "touch", "touches": [{"id": 1, "x": 2, "y": 2}], "timestamp": 1}
            await socket.send(json.dumps({**touch, "phase": "began", "in": 1}))
            assert json.loads(await socket.recv()) == {"type": "handled", "in": 1}
            await socket.send(json.dumps({**touch, "phase": "ended", "in": 2}))
            assert json.loads(await socket.recv()) == {"type": "handled", "in": 2}
            # Sent again (as after a reconnect): not handled a second time, so no answer at all.
            await socket.send(json.dumps({**touch, "phase": "began", "in": 2}))
            # An input the scene refuses names its number.
            await socket.send(json.dumps({**touch, "phase": "moved", "touches": [{"id": 77, "x": 5, "y": 5}], "in": 3}))
            error = json.loads(await socket.recv())
            assert error["type"] == "error" and error["in"] == 3 and error["detail"], error
            await socket.send(json.dumps({**touch, "phase": "began", "in": 0}))
            malformed = json.loads(await socket.recv())
            assert malformed["type"] == "error" and "\"in\"" in malformed["detail"], malformed
    run(scenario())
