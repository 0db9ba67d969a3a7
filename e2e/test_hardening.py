"""Hardening as a client sees it: the WebSocket's Origin check, the page's security headers and
content security policy, /metrics and /readyz, and every limit answering with a clear error."""
import asyncio
import base64
import json
import os
import re

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from conftest import running_server, server_binary
from support import Api, assert_problem, wait_for

TIMEOUT = 10.0
HELLO = {"type": "hello", "protocol": 1, "width": 390, "height": 844, "scale": 2, "style": "light"}
SESSIONS = "/api/v1/sessions"


def run(coroutine):
    return asyncio.run(asyncio.wait_for(coroutine, timeout=120))


def upgrade_headers(origin=None):
    headers = {"Connection": "Upgrade", "Upgrade": "websocket", "Sec-WebSocket-Version": "13",
               "Sec-WebSocket-Key": base64.b64encode(os.urandom(16)).decode()}
    if origin is not None:
        headers["Origin"] = origin
    return headers


async def hello(url, origin=None):
    """Opens the socket (sending `origin`, if any) and returns the server's first message."""
    async with connect(url, proxy=None, open_timeout=TIMEOUT, origin=origin, max_size=2 ** 24) as socket:
        await socket.send(json.dumps(HELLO))
        return json.loads(await asyncio.wait_for(socket.recv(), TIMEOUT))


async def receive_until(socket, predicate):
    while True:
        message = json.loads(await asyncio.wait_for(socket.recv(), TIMEOUT))
        if predicate(message):
            return message


def metric(text, name, **labels):
    """The value of the sample `name{labels}` in a Prometheus text exposition, or None."""
    wanted = ",".join(f'{key}="{value}"' for key, value in labels.items())
    pattern = "^" + re.escape(name + (f"{{{wanted}}}" if labels else "")) + r" (\S+)$"
    match = re.search(pattern, text, re.MULTILINE)
    return float(match.group(1)) if match else None


# The WebSocket's Origin

def test_a_websocket_from_another_site_is_refused_with_403_and_a_problem_saying_how_to_allow_it(api):
    problem = assert_problem(api.request("GET", "/ws", headers=upgrade_headers("https://evil.example")), 403)
    assert "https://evil.example" in problem["detail"] and "--allowed-origins" in problem["detail"], problem


def test_the_websocket_library_sees_the_refusal_as_403(server):
    with pytest.raises(InvalidStatus) as refused:
        run(hello(server.ws_url, origin="http://localhost:1"))
    assert refused.value.response.status_code == 403


def test_a_page_from_the_servers_own_origin_and_a_client_without_origin_connect(server):
    assert run(hello(server.ws_url, origin=server.base_url))["type"] == "welcome"
    assert run(hello(server.ws_url))["type"] == "welcome"


def test_allowed_origins_let_another_site_connect(tmp_path):
    with running_server(server_binary(), tmp_path, ["--allowed-origins", "https://app.example, http://127.0.0.2:9"]) as other:
        assert run(hello(other.ws_url, origin="https://app.example"))["type"] == "welcome"
        assert run(hello(other.ws_url, origin="http://127.0.0.2:9"))["type"] == "welcome"
        assert_problem(Api(other.base_url).request("GET", "/ws", headers=upgrade_headers("https://evil.example")), 403)


# Security headers

def page_script_hashes(html):
    return re.findall(r"<script type=\"importmap\">(.*?)</script>", html, re.DOTALL)


def test_the_page_and_its_files_carry_the_security_headers(api):
    page = api.get("/")
    assert page.status == 200, page
    html = page.body.decode()
    modules = re.findall(r'src="(/main\.[0-9a-f]+\.js)"', html)
    assert modules, html
    for response in (page, api.get(modules[0]), api.get("/renderer.css")):
        assert response.status == 200, response
        assert response.header("x-content-type-options") == "nosniff", response.headers
        assert response.header("referrer-policy") == "no-referrer", response.headers
        assert response.header("x-frame-options") == "DENY", response.headers
        assert response.header("cross-origin-opener-policy") == "same-origin", response.headers
        policy = response.header("content-security-policy")
        assert "frame-ancestors 'none'" in policy and "connect-src 'self'" in policy, policy
    # The inline import map is the one inline script, allowed by its hash.
    [import_map] = page_script_hashes(html)
    digest = base64.b64encode(__import__("hashlib").sha256(import_map.encode()).digest()).decode()
    assert f"script-src 'self' 'sha256-{digest}'" in page.header("content-security-policy")


def test_api_answers_and_errors_are_not_sniffed(api):
    for response in (api.get(SESSIONS), api.get("/api/v1/nothing"), api.get("/nothing")):
        assert response.header("x-content-type-options") == "nosniff", response.headers
        assert response.header("referrer-policy") == "no-referrer", response.headers


def test_the_page_runs_under_its_policy_without_a_violation(browser, open_scene, server):
    open_scene()
    wait_for(lambda: browser.execute_script("return document.querySelector('#scene [aria-label], #scene .node') !== null"),
             "the page drew no scene under its content security policy")
    violations = [entry["message"] for entry in browser.get_log("browser") if "Content Security Policy" in entry["message"]]
    assert violations == []


# /metrics and /readyz

def test_readyz_answers_ready_while_the_server_takes_sessions(api):
    response = api.get("/readyz")
    assert (response.status, response.body) == (200, b"ready\n")


def test_health_readiness_and_metrics_allow_only_get_and_head(api):
    for path in ("/healthz", "/readyz", "/metrics"):
        problem = assert_problem(api.request("POST", path, body=b""), 405)
        assert api.request("TRACE", path).status == 405
        assert problem["detail"] == f"{path} allows GET, HEAD, not POST", problem


def test_readyz_is_503_when_the_server_is_full(tmp_path):
    with running_server(server_binary(), tmp_path, ["--max-sessions", "1"]) as full:
        other = Api(full.base_url)
        assert other.post(SESSIONS, {}).status == 201
        problem = assert_problem(other.get("/readyz"), 503)
        assert "maximum of 1 sessions" in problem["detail"], problem
        assert assert_problem(other.post(SESSIONS, {}), 503)["detail"] == "the server already has its maximum of 1 sessions"
        assert run(hello(full.ws_url)) == {"type": "error", "detail": "the server is full; try again later"}
        text = other.get("/metrics").body.decode()
        assert metric(text, "uikit_errors_total", kind="server_full") == 2, text


def test_metrics_count_requests_by_route_template_turns_sessions_and_errors(api, server):
    created = api.post(SESSIONS, {})
    assert created.status == 201, created
    session = created.json()["id"]
    assert api.post(f"{SESSIONS}/{session}/actions/tap", {"x": 10, "y": 10}).status == 200
    assert api.get(f"{SESSIONS}/no-such-session/tree").status == 404
    api.request("GET", "/ws", headers=upgrade_headers("https://evil.example"))

    async def page_that_taps():
        async with connect(server.ws_url, proxy=None, open_timeout=TIMEOUT, max_size=2 ** 24) as socket:
            await socket.send(json.dumps(HELLO))
            await receive_until(socket, lambda message: message["type"] == "snapshot")
            await socket.send("{not json")
            await receive_until(socket, lambda message: message["type"] == "error")
            return Api(server.base_url).get("/metrics")

    response = run(page_that_taps())
    assert response.status == 200, response
    assert response.header("content-type") == "text/plain; version=0.0.4; charset=utf-8"
    text = response.body.decode()
    tap = metric(text, "uikit_http_requests_total", route="/api/v1/sessions/{id}/actions/tap", method="POST", status="200")
    assert tap is not None and tap >= 1, text
    assert metric(text, "uikit_http_requests_total", route="/api/v1/sessions/{id}/tree", method="GET", status="404") >= 1
    assert session not in text and "no-such-session" not in text, "raw paths must never become label values"
    assert metric(text, "uikit_connected_pages") >= 1, text
    assert metric(text, "uikit_sessions", state="rest") >= 1, text
    assert metric(text, "uikit_turns_total", source="rest") >= 1, text
    assert metric(text, "uikit_turn_duration_seconds_count") >= metric(text, "uikit_turns_total", source="rest")
    assert metric(text, "uikit_snapshot_bytes_total") > 0, text
    assert metric(text, "uikit_errors_total", kind="refused_upgrade") >= 1, text
    assert metric(text, "uikit_errors_total", kind="malformed_message") >= 1, text
    assert "# TYPE uikit_turn_duration_seconds histogram" in text


def test_a_pages_acks_run_no_turn_and_its_touch_runs_one(server):
    """A page acknowledges every revision: an ack only moves the send window, so it is no turn."""
    async def scenario():
        async with connect(server.ws_url, proxy=None, open_timeout=TIMEOUT, max_size=2 ** 24) as socket:
            await socket.send(json.dumps(HELLO))
            snapshot = await receive_until(socket, lambda message: message["type"] == "snapshot")
            turns = lambda: metric(Api(server.base_url).get("/metrics").body.decode(), "uikit_turns_total", source="page")
            before = turns()
            for _ in range(5):
                await socket.send(json.dumps({"type": "ack", "rev": snapshot["rev"]}))
            await socket.send(json.dumps({"type": "touch", "phase": "began", "touches": [{"id": 1, "x": 5, "y": 5}],
                                          "timestamp": 1, "in": 1}))
            await receive_until(socket, lambda message: message["type"] in ("patch", "handled") and message["in"] == 1)
            # The turn is counted right after its answer is queued: give the count a moment.
            after, deadline = turns(), asyncio.get_running_loop().time() + TIMEOUT
            while after < before + 1 and asyncio.get_running_loop().time() < deadline:
                await asyncio.sleep(0.05)
                after = turns()
            return before, after

    before, after = run(scenario())
    assert after - before == 1, (before, after)


# Limits: each answers with an error that says which limit and by how much

def test_json_nested_deeper_than_32_levels_is_refused_saying_so(api):
    created = api.post(SESSIONS, {}).json()["id"]
    body = ("[" * 40 + "]" * 40).encode()
    deep = b'{"x": 1, "y": ' + body + b"}"
    problem = assert_problem(api.post(f"{SESSIONS}/{created}/actions/tap", body=deep, content_type="application/json"), 400)
    assert "deep" in problem["detail"] or "depth" in problem["detail"] or "nest" in problem["detail"], problem


def test_a_websocket_message_nested_deeper_than_32_levels_gets_an_error_and_the_session_goes_on(server):
    async def send_deep():
        async with connect(server.ws_url, proxy=None, open_timeout=TIMEOUT, max_size=2 ** 24) as socket:
            await socket.send(json.dumps(HELLO))
            snapshot = await receive_until(socket, lambda message: message["type"] == "snapshot")
            await socket.send('{"type": "ack", "rev": ' + "[" * 40 + "]" * 40 + "}")
            error = await receive_until(socket, lambda message: message["type"] == "error")
            await socket.send(json.dumps({"type": "ack", "rev": snapshot["rev"]}))
            await socket.send(json.dumps({"type": "ack", "rev": snapshot["rev"] + 100}))
            after = await receive_until(socket, lambda message: message["type"] == "error")
            return error["detail"], after["detail"]

    deep, after = run(send_deep())
    assert deep == "JSON nests deeper than 32 levels", deep
    assert after.startswith("revision"), "the session still answers after the refused message"


def test_a_touch_script_of_more_than_1000_events_is_refused(api):
    created = api.post(SESSIONS, {}).json()["id"]
    events = [{"phase": "moved", "touches": [{"id": 1, "x": 1, "y": 1}]}] * 1001
    problem = assert_problem(api.post(f"{SESSIONS}/{created}/actions/touches", {"events": events}), 400)
    assert problem["detail"] == '"events" must be a list of 1 to 1000 touch events', problem


def test_typed_text_over_10000_characters_is_refused(api):
    created = api.post(SESSIONS, {}).json()["id"]
    problem = assert_problem(api.post(f"{SESSIONS}/{created}/actions/type", {"text": "a" * 10_001}), 400)
    assert problem["detail"] == '"text" must be at most 10000 characters', problem


def test_a_websocket_message_over_one_mebibyte_closes_the_socket_with_1009(server):
    async def send_too_much():
        async with connect(server.ws_url, proxy=None, open_timeout=TIMEOUT, max_size=2 ** 24) as socket:
            await socket.send(json.dumps(HELLO))
            await receive_until(socket, lambda message: message["type"] == "snapshot")
            await socket.send(json.dumps({"type": "text", "node": 1, "text": "a" * (1 << 20)}))
            with pytest.raises(ConnectionClosed) as closed:
                while True:
                    await asyncio.wait_for(socket.recv(), TIMEOUT)
            return closed.value.rcvd.code if closed.value.rcvd else None

    assert run(send_too_much()) == 1009


def test_a_page_sending_faster_than_its_rate_hears_that_messages_were_dropped(server):
    async def flood():
        async with connect(server.ws_url, proxy=None, open_timeout=TIMEOUT, max_size=2 ** 24) as socket:
            await socket.send(json.dumps(HELLO))
            snapshot = await receive_until(socket, lambda message: message["type"] == "snapshot")
            ack = json.dumps({"type": "ack", "rev": snapshot["rev"]})
            for _ in range(1_000):
                await socket.send(ack)
            return await receive_until(socket, lambda message: message["type"] == "error")

    assert run(flood())["detail"] == "too many messages; this one was dropped"


# Backpressure: a page that stops reading and acknowledging

def test_a_page_that_stops_reading_costs_at_most_eight_patches_and_then_gets_one_folded_patch(server, api):
    from test_websocket import MAX_UNACKED, Scene, tapped

    taps = 200

    async def scenario():
        scene = await Scene.open(server.ws_url)
        await scene.ack()
        before = metric(api.get("/metrics").body.decode(), "uikit_patch_bytes_total")
        # The page reads nothing from here on, while REST taps its button 200 times.
        for _ in range(taps):
            reply = await asyncio.to_thread(api.post, f"{SESSIONS}/{scene.session}/actions/tap",
                                            {"identifier": "tapButton", "wait": False})
            assert reply.status == 200, reply
        sent_bytes = metric(api.get("/metrics").body.decode(), "uikit_patch_bytes_total") - before
        # It reads again: what waited is at most the unacknowledged patches; acknowledging them
        # brings one patch with everything that happened since.
        received = []
        while len(received) < MAX_UNACKED:
            try:
                patch, raw = await asyncio.wait_for(scene.receive_patch(), 1.0)
            except TimeoutError:
                break
            received.append(len(raw))
        assert 1 <= len(received) <= MAX_UNACKED, received
        assert sent_bytes == sum(received), (sent_bytes, received)
        await scene.ack()
        folded, _ = await scene.receive_patch()
        assert scene.text("counterLabel") == tapped(taps), folded
        await scene.ack()
        await scene.expect_quiet()
        await scene.close()
        return sent_bytes

    assert run(scenario()) < 64 * 1024
