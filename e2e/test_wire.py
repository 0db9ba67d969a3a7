"""The socket compressed as browsers and plain clients expect (permessage-deflate, RFC 7692):
Chromium negotiates it, a client that offers it gets compressed frames, a client that offers
none gets plain ones, and both drive the same scene."""
import json

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from websockets.asyncio.client import connect

from test_websocket import run

AGREED = "permessage-deflate; server_no_context_takeover; client_no_context_takeover"
HELLO = {"type": "hello", "protocol": 1, "width": 390, "height": 844, "scale": 2, "style": "light"}


def test_chromium_negotiates_permessage_deflate(browser, open_scene):
    open_scene()
    WebDriverWait(browser, 15).until(lambda b: b.find_elements(By.CSS_SELECTOR, '[data-identifier="tapButton"]'))
    extensions = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const socket = new WebSocket(`ws://${location.host}/ws`);
        socket.onopen = () => { done(socket.extensions); socket.close(); };
        socket.onerror = () => done('error');""")
    assert extensions == AGREED


async def first_messages(url, compression):
    async with connect(url, compression=compression) as socket:
        await socket.send(json.dumps(HELLO))
        welcome = json.loads(await socket.recv())
        snapshot = json.loads(await socket.recv())
        return socket.response.headers.get("Sec-WebSocket-Extensions"), welcome, snapshot


def test_a_client_with_and_a_client_without_deflate_get_the_same_scene(server):
    with_deflate = run(first_messages(server.ws_url, "deflate"))
    without = run(first_messages(server.ws_url, None))
    assert with_deflate[0] == AGREED and without[0] is None
    assert with_deflate[1]["type"] == without[1]["type"] == "welcome"
    assert with_deflate[2]["type"] == without[2]["type"] == "snapshot"
    assert without_ids(with_deflate[2]["root"]) == without_ids(without[2]["root"])


def without_ids(node):
    """A snapshot's tree without node ids, which each session numbers anew (predictions name them too)."""
    props = dict(node["props"])
    if "pressed" in props:
        props["pressed"] = [prediction["props"] for prediction in props["pressed"]]
    return {"kind": node["kind"], "props": props, "children": [without_ids(child) for child in node["children"]]}
