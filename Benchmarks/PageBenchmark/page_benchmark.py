"""The page at the speed of the network, measured from outside: headless Chromium (CDP, with
Chromium's own network emulation) against the release server, printing figures.

    Benchmarks/PageBenchmark/run            # builds the release server, then runs this

What it prints (docs: README, "Benchmarks"):
- tap -> painted patch, touch-down -> painted highlight, key -> painted glyph and key -> the
  server's answer painted, p50 and p99, on loopback and at 150 ms round trip;
- the first visit on Lighthouse's slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up): bytes on
  the wire and the time until the catalog's text is drawn in the served font; a repeat visit's
  bytes;
- bytes on the socket for a scripted minute of the catalog's flows, with and without
  permessage-deflate;
- the memory a session's socket costs with and without permessage-deflate.

Times are taken inside the page (`performance.now()`): from the input event's time stamp to the
animation frame after the DOM showed the change, which is the frame that paints it. Bytes are
counted on the wire by a loopback TCP proxy between Chromium and the server.
"""
import argparse
import asyncio
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

REPO_ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
VIEWPORT = {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": False}
SLOW_4G = {"offline": False, "latency": 150, "downloadThroughput": 1_600_000 / 8, "uploadThroughput": 750_000 / 8}
RTT_150 = {"offline": False, "latency": 150, "downloadThroughput": -1, "uploadThroughput": -1}
ONE_WAY_DELAY_MS = 75
LOOPBACK = {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}

# Installed before any page script: records input times and when the catalog's text is drawn.
INSTRUMENT = """
window.__bench = { down: 0, up: 0, key: 0 };
addEventListener('pointerdown', (e) => { __bench.down = e.timeStamp; }, true);
addEventListener('pointerup', (e) => { __bench.up = e.timeStamp; }, true);
addEventListener('keydown', (e) => { __bench.key = e.timeStamp; }, true);
// A typed character is in the page's editor once its input event ran; the next frame paints it.
addEventListener('input', () => {
  const typed = performance.now();
  requestAnimationFrame(() => { __bench.glyph = { changed: typed, frame: performance.now() }; });
}, true);
window.__benchWatch = (selector, startKey, test) => {
  const target = document.querySelector(selector);
  const before = test(target);
  __bench.result = null;
  const observer = new MutationObserver(() => {
    if (test(target) === before) return;
    observer.disconnect();
    const changed = performance.now();
    requestAnimationFrame(() => { __bench.result = { start: __bench[startKey], changed, frame: performance.now() }; });
  });
  observer.observe(target, { subtree: true, childList: true, characterData: true, attributes: true });
};
// The first frame in which the catalog's button title is on screen and every face it needs is
// loaded: from then on the text is drawn in the served font, never in a fallback.
(function watchText() {
  const node = document.querySelector('[data-identifier="tapButton"]');
  const text = node && [...node.querySelectorAll('*'), node].find((el) =>
    [...el.childNodes].some((child) => child.nodeType === 3 && child.data.trim()));
  const style = text && getComputedStyle(text);
  if (text && document.fonts.check(`${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`, text.textContent)) {
    __bench.textDrawn = performance.now();
    return;
  }
  requestAnimationFrame(watchText);
})();
"""


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """The release server on a free loopback port; its log goes to a temporary file."""

    def __init__(self, binary, extra=()):
        self.port = free_port()
        self.log = open(f"/tmp/page-benchmark-server-{self.port}.log", "w")
        self.process = subprocess.Popen(
            [str(binary), "--port", str(self.port), "--max-sessions", "5000", *extra],
            cwd=REPO_ROOT, stdout=self.log, stderr=subprocess.STDOUT, env={**os.environ, "LOG_LEVEL": "warning"})
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("the server did not start")

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def rss_kib(self):
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        raise RuntimeError("no VmRSS")

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.log.close()


class CountingProxy:
    """A loopback TCP proxy that counts the bytes each way, WebSocket connections apart from
    HTTP ones. With `strip_extensions`, it removes `Sec-WebSocket-Extensions` from upgrade
    requests, so the socket runs uncompressed. With `socket_delay_ms`, it holds every WebSocket
    byte that long in each direction: Chromium's network emulation throttles HTTP but not
    WebSocket frames (measured here: a 150 ms latency left socket round trips unchanged)."""

    def __init__(self, target_port, strip_extensions=False, socket_delay_ms=0):
        self.target_port = target_port
        self.strip_extensions = strip_extensions
        self.socket_delay = socket_delay_ms / 1000
        self.port = free_port()
        self.reset()
        self.loop = asyncio.new_event_loop()
        ready = threading.Event()
        threading.Thread(target=self._run, args=(ready,), daemon=True).start()
        ready.wait()

    def reset(self):
        self.http_down = self.http_up = self.ws_down = self.ws_up = 0

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def _run(self, ready):
        asyncio.set_event_loop(self.loop)
        self.server = self.loop.run_until_complete(asyncio.start_server(self._accept, "127.0.0.1", self.port))
        ready.set()
        self.loop.run_forever()

    async def _accept(self, client_reader, client_writer):
        upstream_reader, upstream_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        kind = {"ws": False}
        await asyncio.gather(self._pipe(client_reader, upstream_writer, kind, up=True),
                             self._pipe(upstream_reader, client_writer, kind, up=False),
                             return_exceptions=True)

    async def _pipe(self, reader, writer, kind, up):
        first = up
        try:
            while True:
                data = await reader.read(65536)
                if not data:
                    break
                if first:
                    first = False
                    head = data.split(b"\r\n", 1)[0]
                    kind["ws"] = head.startswith(b"GET /ws")
                    if kind["ws"] and self.strip_extensions:
                        data = b"\r\n".join(line for line in data.split(b"\r\n")
                                            if not line.lower().startswith(b"sec-websocket-extensions:"))
                self._count(len(data), kind["ws"], up)
                if kind["ws"] and self.socket_delay:
                    # Timers with later deadlines run later, so the bytes keep their order.
                    self.loop.call_later(self.socket_delay, writer.write, data)
                else:
                    writer.write(data)
                    await writer.drain()
        finally:
            writer.close()

    def _count(self, count, ws, up):
        if ws and up:
            self.ws_up += count
        elif ws:
            self.ws_down += count
        elif up:
            self.http_up += count
        else:
            self.http_down += count


def start_browser():
    options = Options()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=390,844", "--disable-background-networking"):
        options.add_argument(argument)
    browser = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", VIEWPORT)
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": INSTRUMENT})
    return browser


def wait_for(browser, script, timeout=30, *args):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = browser.execute_script(script, *args)
        if value:
            return value
        time.sleep(0.01)
    browser.save_screenshot("/tmp/page-benchmark-timeout.png")
    raise TimeoutError(f"timed out waiting for: {script} (screenshot: /tmp/page-benchmark-timeout.png;"
                       f" console: {browser.get_log('browser')})")


def center(browser, identifier):
    rect = wait_for(browser, """
        const node = document.querySelector(`[data-identifier="${arguments[0]}"]`);
        if (!node) return null;
        const r = node.getBoundingClientRect();
        return r.width > 0 ? [r.left + r.width / 2, r.top + r.height / 2] : null;""", 30, identifier)
    return rect


def mouse(browser, kind, x, y):
    browser.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": kind, "x": x, "y": y, "button": "left", "buttons": 1 if kind == "mousePressed" else 0,
        "clickCount": 1, "pointerType": "mouse"})


def tap(browser, identifier):
    x, y = center(browser, identifier)
    mouse(browser, "mousePressed", x, y)
    mouse(browser, "mouseReleased", x, y)


def measured(browser, selector, start_key, test, action):
    """Runs `action` (which sends input) and returns the milliseconds from the input event to
    the watched element's change in the DOM, and to the frame after it."""
    browser.execute_script(f"__benchWatch(arguments[0], arguments[1], {test})", selector, start_key)
    action()
    result = wait_for(browser, "return __bench.result")
    return result["changed"] - result["start"], result["frame"] - result["start"]


def percentiles(samples):
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return statistics.median(ordered), p99


def open_catalog(browser, url):
    """Opens a new scene of the catalog (a tab's scene survives a reload, so forget it first)."""
    browser.get(url)
    browser.execute_script("sessionStorage.clear()")
    browser.get(url)
    center(browser, "tapButton")
    time.sleep(0.3)


LABEL_TEXT = "(node) => node.textContent"
LOOK = "(node) => node.innerHTML"


def latency_figures(binary, samples):
    server = Server(binary)
    slow = CountingProxy(server.port, socket_delay_ms=ONE_WAY_DELAY_MS)
    browser = start_browser()
    rows = []
    try:
        for name, conditions, url in (("loopback", LOOPBACK, server.url), ("150 ms RTT", RTT_150, slow.url)):
            browser.execute_cdp_cmd("Network.emulateNetworkConditions", conditions)
            open_catalog(browser, url)
            bx, by = center(browser, "tapButton")
            taps, looks = [], []
            for _ in range(samples):
                looks.append(measured(browser, '[data-identifier="tapButton"]', "down", LOOK,
                                      lambda: mouse(browser, "mousePressed", bx, by)))
                taps.append(measured(browser, '[data-identifier="counterLabel"]', "up", LABEL_TEXT,
                                     lambda: mouse(browser, "mouseReleased", bx, by)))
                time.sleep(0.02)
            tap(browser, "textInputScreen")
            tap(browser, "nameField")
            wait_for(browser, "return document.activeElement?.classList.contains('editor')")
            glyphs, answers = [], []
            for index in range(samples):
                # Type a letter, then delete it: the field (and the label echoing it) never
                # grows long enough to truncate, so every key changes what is drawn.
                if index % 2 == 0:
                    character = "abcdefghij"[index // 2 % 10]
                    down = {"key": character, "text": character, "code": f"Key{character.upper()}",
                            "windowsVirtualKeyCode": ord(character.upper())}
                else:
                    down = {"key": "Backspace", "code": "Backspace", "windowsVirtualKeyCode": 8}
                up = {name: value for name, value in down.items() if name != "text"}
                key = lambda: (browser.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": "keyDown", **down}),
                               browser.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": "keyUp", **up}))
                browser.execute_script("""
                    __bench.glyph = null;
                    const echo = document.querySelector('[data-identifier="echoLabel"]');
                    const before = echo.textContent;
                    __bench.answer = null;
                    const observer = new MutationObserver(() => {
                      if (echo.textContent === before) return;
                      observer.disconnect();
                      const changed = performance.now();
                      requestAnimationFrame(() => { __bench.answer = { changed, frame: performance.now() }; });
                    });
                    observer.observe(echo, { subtree: true, childList: true, characterData: true });""")
                key()
                glyph = wait_for(browser, "return __bench.glyph")
                answer = wait_for(browser, "return __bench.answer")
                start = browser.execute_script("return __bench.key")
                glyphs.append((glyph["changed"] - start, glyph["frame"] - start))
                answers.append((answer["changed"] - start, answer["frame"] - start))
                time.sleep(0.02)
            for label, values in (("touch-down -> highlight", looks), ("tap -> patch", taps),
                                  ("key -> glyph", glyphs), ("key -> server's answer", answers)):
                rows.append((name, label, *percentiles([v[0] for v in values]), *percentiles([v[1] for v in values])))
    finally:
        browser.quit()
        server.stop()
    print(f"\n## Input latency ({samples} samples each; ms from the input event to the change in the page's DOM,"
          " and to the frame that paints it)")
    print(f"{'network':<12} {'what':<26} {'in DOM p50':>11} {'p99':>8} {'painted p50':>12} {'p99':>8}")
    for name, label, applied50, applied99, painted50, painted99 in rows:
        print(f"{name:<12} {label:<26} {applied50:11.2f} {applied99:8.2f} {painted50:12.2f} {painted99:8.2f}")


def visit_figures(binary):
    server = Server(binary)
    proxy = CountingProxy(server.port, socket_delay_ms=ONE_WAY_DELAY_MS)
    browser = start_browser()
    try:
        browser.execute_cdp_cmd("Network.emulateNetworkConditions", SLOW_4G)
        proxy.reset()
        browser.get(proxy.url)
        drawn = wait_for(browser, "return __bench.textDrawn", 60)
        time.sleep(1.0)
        first = (proxy.http_down + proxy.http_up, proxy.ws_down + proxy.ws_up)
        browser.get("about:blank")
        time.sleep(0.5)
        proxy.reset()
        browser.get(proxy.url)
        repeat_drawn = wait_for(browser, "return __bench.textDrawn", 60)
        time.sleep(1.0)
        repeat = (proxy.http_down + proxy.http_up, proxy.ws_down + proxy.ws_up)
    finally:
        browser.quit()
        server.stop()
    print("\n## Visits on slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up); bytes on the wire, both ways")
    print(f"first visit:  text drawn in the served font at {drawn:7.0f} ms; HTTP {first[0]:>9,} B, socket {first[1]:>7,} B,"
          f" total {sum(first):>9,} B")
    print(f"repeat visit: text drawn in the served font at {repeat_drawn:7.0f} ms; HTTP {repeat[0]:>9,} B,"
          f" socket {repeat[1]:>7,} B, total {sum(repeat):>9,} B")


FLOW_SCREENS = ["layoutScreen", "controlsScreen", "textInputScreen", "buttonsScreen", "pickersScreen",
                "richTextScreen", "appearanceScreen", "lifecycleScreen", "datePickersScreen", "keyboardScreen"]


def scripted_flow(browser, url, rounds):
    """Each round taps the counter five times, then opens each catalog screen and goes back."""
    open_catalog(browser, url)
    for _ in range(rounds):
        for _ in range(5):
            tap(browser, "tapButton")
            time.sleep(0.1)
        for screen in FLOW_SCREENS:
            tap(browser, screen)
            center(browser, "navigation.back")
            time.sleep(0.3)
            tap(browser, "navigation.back")
            center(browser, "tapButton")
            time.sleep(0.2)


def socket_figures(binary, rounds):
    results = {}
    for strip in (True, False):
        server = Server(binary)
        proxy = CountingProxy(server.port, strip_extensions=strip)
        browser = start_browser()
        try:
            started = time.monotonic()
            scripted_flow(browser, proxy.url, rounds)
            time.sleep(0.5)
            results[strip] = (proxy.ws_down, proxy.ws_up, time.monotonic() - started)
        finally:
            browser.quit()
            server.stop()
    plain, deflated = results[True], results[False]
    print(f"\n## Socket bytes for {rounds} rounds of catalog flows (5 taps, every screen opened and popped)")
    print(f"without permessage-deflate: down {plain[0]:>9,} B, up {plain[1]:>7,} B ({plain[2]:.0f} s)")
    print(f"with permessage-deflate:    down {deflated[0]:>9,} B, up {deflated[1]:>7,} B ({deflated[2]:.0f} s)")
    print(f"both ways: {(plain[0] + plain[1]) / max(1, deflated[0] + deflated[1]):.2f}x smaller with deflate")


async def hold_sessions(url, count, compression):
    import websockets
    sockets = []
    for _ in range(count):
        ws = await websockets.connect(url, compression=compression, max_size=None)
        await ws.send(json.dumps({"type": "hello", "protocol": 1, "width": 390, "height": 844, "scale": 2,
                                  "style": "light"}))
        while True:
            message = json.loads(await ws.recv())
            if message["type"] == "snapshot":
                await ws.send(json.dumps({"type": "ack", "rev": message["rev"]}))
                break
        sockets.append(ws)
    return sockets


def memory_figures(binary, count):
    print(f"\n## Memory per session ({count} sessions of the catalog's first screen over raw WebSockets)")
    for compression, name in ((None, "without deflate"), ("deflate", "with deflate")):
        server = Server(binary)
        try:
            loop = asyncio.new_event_loop()
            warm = loop.run_until_complete(hold_sessions(server.url.replace("http", "ws") + "/ws", 20, compression))
            time.sleep(1)
            before = server.rss_kib()
            sockets = loop.run_until_complete(hold_sessions(server.url.replace("http", "ws") + "/ws", count, compression))
            time.sleep(1)
            after = server.rss_kib()
            negotiated = sockets[0].response.headers.get("Sec-WebSocket-Extensions") or "none"
            print(f"{name:<16} {(after - before) / count:8.1f} KiB per session (RSS +{after - before:,} KiB);"
                  f" extension: {negotiated}")
            for ws in warm + sockets:
                loop.run_until_complete(ws.close())
            loop.close()
        finally:
            server.stop()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--server", default=str(REPO_ROOT / ".build/release/UIKitCatalog"))
    parser.add_argument("--samples", type=int, default=100)
    parser.add_argument("--flow-rounds", type=int, default=7, help="rounds of the scripted flow (7 take about a minute)")
    parser.add_argument("--sessions", type=int, default=200)
    parser.add_argument("--only", choices=["latency", "visits", "socket", "memory"], action="append")
    arguments = parser.parse_args()
    binary = Path(arguments.server)
    parts = arguments.only or ["latency", "visits", "socket", "memory"]
    if "latency" in parts:
        latency_figures(binary, arguments.samples)
    if "visits" in parts:
        visit_figures(binary)
    if "socket" in parts:
        socket_figures(binary, arguments.flow_rounds)
    if "memory" in parts:
        memory_figures(binary, arguments.sessions)


if __name__ == "__main__":
    sys.exit(main())
