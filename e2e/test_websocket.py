"""The WebSocket protocol (docs/protocol.md) from a client's side: hello, snapshot,
patches, touches, acks and errors."""
import asyncio
import json

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from support import find_view

TIMEOUT = 10.0
QUIET = 0.5
MAX_UNACKED = 8
HELLO = {"type": "hello", "protocol": 1, "width": 390, "height": 844, "scale": 2, "style": "light"}


def run(coroutine):
    return asyncio.run(asyncio.wait_for(coroutine, timeout=120))


def tapped(count):
    return f"Tapped {count} time" + ("" if count == 1 else "s")


class Scene:
    """One WebSocket scene, with a mirror of its tree built by the protocol's rules."""

    def __init__(self, socket):
        self.socket = socket
        self.session = None
        self.secret = None
        self.rev = None
        self.nodes = {}
        self.parent = {}
        self.timestamp = 0.0
        self.motion_ends = 0.0

    @classmethod
    async def open(cls, url, **hello):
        socket = await connect(url, proxy=None, open_timeout=TIMEOUT, max_size=2 ** 24)
        scene = cls(socket)
        await scene.send({**HELLO, **hello})
        welcome = await scene.receive()
        assert welcome["type"] == "welcome", welcome
        assert set(welcome) == {"type", "protocol", "session", "secret", "in", "lang", "dir"}, welcome
        assert welcome["protocol"] == 1, welcome
        for key in ("session", "secret"):
            assert isinstance(welcome[key], str) and welcome[key], welcome
        scene.session, scene.secret = welcome["session"], welcome["secret"]
        snapshot = await scene.receive()
        assert snapshot["type"] == "snapshot", snapshot
        scene.apply_snapshot(snapshot)
        return scene

    async def close(self):
        await self.socket.close()

    async def send(self, message):
        await self.socket.send(message if isinstance(message, str) else json.dumps(message))

    async def receive_raw(self):
        return await asyncio.wait_for(self.socket.recv(), TIMEOUT)

    async def receive(self):
        return json.loads(await self.receive_raw())

    async def receive_patch(self):
        """The next message, which must be a patch; applied to the mirror, not acknowledged."""
        raw = await self.receive_raw()
        patch = json.loads(raw)
        assert patch["type"] == "patch", patch
        assert set(patch) - {"animations", "a11y"} == {"type", "rev", "in", "ops"}, patch
        assert isinstance(patch["rev"], int) and patch["rev"] > self.rev, (patch["rev"], self.rev)
        self.apply_patch(patch)
        self.note_motion(patch.get("animations", []))
        return patch, raw

    def note_motion(self, animations):
        """Remembers when the animations a patch starts end, as a page playing them would."""
        assert isinstance(animations, list), animations
        now = asyncio.get_running_loop().time()
        for animation in animations:
            if "duration" in animation and not animation.get("repeat"):
                length = animation["duration"] * (2 if animation.get("autoreverse") else 1)
                self.motion_ends = max(self.motion_ends, now + animation.get("delay", 0) + length)

    async def wait_for_motion_to_end(self):
        """Reads and acknowledges patches until the animations received have ended and the patches
        of their completions have come: touches during a push are ignored, as on iOS."""
        loop = asyncio.get_running_loop()
        while (left := self.motion_ends + QUIET - loop.time()) > 0:
            try:
                await asyncio.wait_for(self.receive_patch(), left)
            except TimeoutError:
                return
            await self.ack()

    async def expect_quiet(self, seconds=QUIET):
        try:
            message = await asyncio.wait_for(self.socket.recv(), seconds)
        except asyncio.TimeoutError:
            return
        raise AssertionError(f"expected no message, got {message[:500]}")

    async def ack(self, rev=None):
        await self.send({"type": "ack", "rev": self.rev if rev is None else rev})

    async def touch(self, phase, x, y, touch_id=1):
        self.timestamp += 16.0
        await self.send({"type": "touch", "phase": phase, "touches": [{"id": touch_id, "x": x, "y": y}],
                         "timestamp": self.timestamp})

    async def tap(self, identifier):
        x, y = self.centre(self.node_with_identifier(identifier))
        await self.touch("began", x, y)
        await self.touch("ended", x, y)

    # The mirror of the tree.

    def apply_snapshot(self, snapshot):
        assert isinstance(snapshot["rev"], int), snapshot
        root = snapshot["root"]
        assert root["id"] == 0 and root["kind"] == "scene", root
        self.nodes, self.parent = {}, {}
        self.add_subtree(root)
        windows = self.nodes[0]["children"]
        assert windows and all(self.nodes[w]["kind"] == "window" for w in windows), windows
        self.rev = snapshot["rev"]

    def add_subtree(self, tree, parent=None):
        assert tree["id"] not in self.nodes, f"id {tree['id']} twice in the snapshot"
        self.nodes[tree["id"]] = {"kind": tree["kind"], "props": dict(tree.get("props", {})), "children": []}
        if parent is not None:
            self.nodes[parent]["children"].append(tree["id"])
            self.parent[tree["id"]] = parent
        for child in tree.get("children", []):
            self.add_subtree(child, tree["id"])

    def apply_patch(self, patch):
        for op in patch["ops"]:
            getattr(self, "op_" + op["op"])(op)
        self.rev = patch["rev"]

    def op_create(self, op):
        assert op["id"] not in self.nodes, op
        self.nodes[op["id"]] = {"kind": op["kind"], "props": dict(op.get("props", {})), "children": []}

    def op_move(self, op):
        parent = self.nodes[op["parent"]]
        for child in parent["children"]:
            self.parent.pop(child, None)
        for child in op["children"]:
            assert child in self.nodes, op
            old = self.parent.get(child)
            if old is not None:
                self.nodes[old]["children"].remove(child)
            self.parent[child] = op["parent"]
        parent["children"] = list(op["children"])

    def op_set(self, op):
        props = self.nodes[op["id"]]["props"]
        for name, value in op["props"].items():
            if value is None:
                props.pop(name, None)
            else:
                props[name] = value

    def op_remove(self, op):
        node_id = op["id"]
        old = self.parent.pop(node_id, None)
        if old is not None:
            self.nodes[old]["children"].remove(node_id)
        pending = [node_id]
        while pending:
            gone = self.nodes.pop(pending.pop())
            for child in gone["children"]:
                self.parent.pop(child, None)
            pending.extend(gone["children"])

    def node_with_identifier(self, identifier):
        found = [i for i, node in self.nodes.items() if node["props"].get("identifier") == identifier]
        assert len(found) == 1, f"{len(found)} nodes with identifier {identifier!r}"
        return found[0]

    def subtree(self, node_id):
        ids = [node_id]
        for child in self.nodes[node_id]["children"]:
            ids.extend(self.subtree(child))
        return ids

    def text(self, identifier):
        return self.nodes[self.node_with_identifier(identifier)]["props"].get("text")

    def centre(self, node_id):
        """The node's centre in the page's coordinates: frames summed up the tree, each
        parent's bounds origin subtracted (docs/protocol.md, "Properties")."""
        _, _, width, height = self.nodes[node_id]["props"].get("frame", [0, 0, 0, 0])
        x, y = width / 2, height / 2
        while node_id in self.parent:
            frame_x, frame_y, _, _ = self.nodes[node_id]["props"].get("frame", [0, 0, 0, 0])
            parent = self.parent[node_id]
            bounds_x, bounds_y = self.nodes[parent]["props"].get("bounds", [0, 0])
            x, y = x + frame_x - bounds_x, y + frame_y - bounds_y
            node_id = parent
        return x, y


async def tap_button(scene, count, ack=True):
    """Taps the button and reads patches until the label reads `tapped(count)`; returns them.

    The label changes once, by a `set` of exactly its text. Anything else in those patches is
    the button's highlight while the finger is down (UIKit's system button dims its title):
    `set`s on the button or views inside it, all undone by the time the label changes.
    Each patch is acknowledged once applied, as the renderer does, unless `ack` is false."""
    label = scene.node_with_identifier("counterLabel")
    button = scene.subtree(scene.node_with_identifier("tapButton"))
    before = {node_id: dict(scene.nodes[node_id]["props"]) for node_id in button}
    await scene.tap("tapButton")
    patches = []
    while scene.text("counterLabel") != tapped(count):
        patch, raw = await scene.receive_patch()
        patches.append((patch, raw))
        if ack:
            await scene.ack()
    ops = [op for patch, _ in patches for op in patch["ops"]]
    assert [op for op in ops if op.get("id") == label] == [
        {"op": "set", "id": label, "props": {"text": tapped(count)}}], ops
    assert all(op["op"] == "set" and op["id"] in button for op in ops if op.get("id") != label), ops
    assert {node_id: scene.nodes[node_id]["props"] for node_id in button} == before, "the highlight stayed"
    return patches


def test_hello_is_answered_by_welcome_then_a_snapshot_of_the_scene(server):
    async def scenario():
        scene = await Scene.open(server.ws_url)
        assert scene.text("counterLabel") == "Not tapped yet"
        button = scene.node_with_identifier("tapButton")
        assert scene.nodes[button]["kind"] == "view"
        x, y = scene.centre(button)
        assert 0 < x < 390 and 0 < y < 844, (x, y)
        await scene.close()
    run(scenario())


def test_snapshot_carries_the_viewport_from_hello(server):
    async def scenario():
        socket = await connect(server.ws_url, proxy=None, open_timeout=TIMEOUT)
        await socket.send(json.dumps({**HELLO, "width": 320, "height": 568, "scale": 3, "style": "dark"}))
        assert json.loads(await asyncio.wait_for(socket.recv(), TIMEOUT))["type"] == "welcome"
        snapshot = json.loads(await asyncio.wait_for(socket.recv(), TIMEOUT))
        assert snapshot["type"] == "snapshot"
        assert snapshot["viewport"] == {"width": 320, "height": 568, "scale": 3}
        window = snapshot["root"]["children"][0]
        assert (window["kind"], window["props"]["frame"]) == ("window", [0, 0, 320, 568])
        await socket.close()
    run(scenario())


def test_tapping_the_button_changes_only_the_label_text(server, measure):
    async def scenario():
        scene = await Scene.open(server.ws_url)
        await scene.ack()
        patches = await tap_button(scene, 1)
        await scene.expect_quiet()
        assert scene.text("counterLabel") == "Tapped 1 time"
        for patch, raw in patches:
            size = len(raw.encode("utf-8"))
            print(f"tap patch: {size} bytes: {raw}")
            measure(f"a tap's patch, rev {patch['rev']}: {size} bytes: {raw}")
        await scene.close()
    run(scenario())


INVALID_MESSAGES = [
    "this is not JSON",
    "[1, 2, 3]",
    "{}",
    json.dumps({"type": "wave"}),
    json.dumps({"type": "touch", "phase": "began"}),
    json.dumps({"type": "touch", "phase": "hover", "touches": [{"id": 1, "x": 1, "y": 1}], "timestamp": 1}),
    json.dumps({"type": "touch", "phase": "began", "touches": [{"id": 1, "x": "1", "y": 1}], "timestamp": 1}),
    json.dumps({"type": "touch", "phase": "ended", "touches": "everywhere", "timestamp": 1}),
    json.dumps({"type": "ack"}),
    json.dumps({"type": "ack", "rev": "3"}),
]


def test_an_invalid_message_gets_an_error_and_the_connection_stays_usable(server):
    async def scenario():
        scene = await Scene.open(server.ws_url)
        await scene.ack()
        for message in INVALID_MESSAGES:
            await scene.send(message)
            error = await scene.receive()
            assert error["type"] == "error", (message, error)
            assert set(error) == {"type", "detail"}, (message, error)
            assert isinstance(error["detail"], str) and error["detail"].strip(), (message, error)
        await scene.expect_quiet()
        await tap_button(scene, 1)
        await scene.close()
    run(scenario())


def test_another_protocol_version_gets_an_error_and_close_1002(server):
    async def scenario():
        socket = await connect(server.ws_url, proxy=None, open_timeout=TIMEOUT)
        await socket.send(json.dumps({**HELLO, "protocol": 2}))
        error = json.loads(await asyncio.wait_for(socket.recv(), TIMEOUT))
        assert error["type"] == "error" and isinstance(error["detail"], str) and error["detail"], error
        with pytest.raises(ConnectionClosed) as closed:
            await asyncio.wait_for(socket.recv(), TIMEOUT)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1002, closed.value
    run(scenario())


def test_each_connection_is_its_own_scene(server):
    async def scenario():
        first = await Scene.open(server.ws_url)
        second = await Scene.open(server.ws_url)
        assert first.session != second.session
        await first.ack()
        await second.ack()
        await tap_button(first, 1)
        await tap_button(first, 2)
        await second.expect_quiet()
        await tap_button(second, 1)
        await first.expect_quiet(0.1)
        await first.close()
        await second.close()
    run(scenario())


def test_the_server_stops_at_eight_unacknowledged_revisions_and_folds_the_rest(server):
    async def scenario():
        scene = await Scene.open(server.ws_url)
        await scene.ack()
        label = scene.node_with_identifier("counterLabel")
        button = scene.subtree(scene.node_with_identifier("tapButton"))
        resting = {node_id: dict(scene.nodes[node_id]["props"]) for node_id in button}
        sent, taps = [], 0
        while len(sent) < MAX_UNACKED:
            taps += 1
            await scene.tap("tapButton")
            while len(sent) < MAX_UNACKED and scene.text("counterLabel") != tapped(taps):
                patch, _ = await scene.receive_patch()
                sent.append(patch["rev"])
        await scene.expect_quiet()
        taps += 1
        await scene.tap("tapButton")
        await scene.expect_quiet()

        for rev in sent:
            await scene.ack(rev)
        folded, _ = await scene.receive_patch()
        assert all(op["op"] == "set" and op["id"] in [label, *button] for op in folded["ops"]), folded
        assert scene.text("counterLabel") == tapped(taps), folded
        assert {node_id: scene.nodes[node_id]["props"] for node_id in button} == resting, folded
        await scene.ack()
        await scene.expect_quiet()
        await scene.close()
    run(scenario())


def test_resuming_with_session_and_secret_keeps_the_scene(server):
    async def scenario():
        first = await Scene.open(server.ws_url)
        await first.ack()
        await tap_button(first, 1)
        await first.close()
        resumed = await Scene.open(server.ws_url, session=first.session, secret=first.secret)
        assert resumed.session == first.session
        assert resumed.text("counterLabel") == "Tapped 1 time"
        await resumed.ack()
        await tap_button(resumed, 2)
        await resumed.close()
    run(scenario())


@pytest.mark.parametrize("which", ["wrong secret", "unknown session"])
def test_a_wrong_session_or_secret_starts_a_new_session(server, which):
    async def scenario():
        first = await Scene.open(server.ws_url)
        await first.ack()
        await tap_button(first, 1)
        await first.close()
        session = first.session if which == "wrong secret" else "no-such-session"
        fresh = await Scene.open(server.ws_url, session=session, secret="not-the-secret")
        assert fresh.session != first.session
        assert fresh.text("counterLabel") == "Not tapped yet"
        await fresh.close()
    run(scenario())


def test_a_websocket_scene_is_a_rest_session_and_streams_rest_taps(server, api):
    async def scenario():
        scene = await Scene.open(server.ws_url, width=375, height=667, scale=3)
        await scene.ack()
        info = api.get(f"/api/v1/sessions/{scene.session}")
        assert info.status == 200, info
        # The page's snapshot is the scene's revision: REST callers and the page count alike.
        assert info.json()["revision"] == scene.rev, (scene.rev, info.json())
        assert {k: info.json()[k] for k in ("id", "width", "height", "scale", "style", "connected")} == {
            "id": scene.session, "width": 375, "height": 667, "scale": 3, "style": "light", "connected": True}
        tree = api.get(f"/api/v1/sessions/{scene.session}/tree").json()
        assert find_view(tree, "counterLabel")["text"] == "Not tapped yet"
        label = scene.node_with_identifier("counterLabel")
        tap = api.post(f"/api/v1/sessions/{scene.session}/actions/tap", json_body={"identifier": "tapButton"})
        assert tap.status == 200, tap
        patch, _ = await scene.receive_patch()
        # The whole tap ran in one turn, so this client never saw the highlight: the only change
        # since the last revision it was sent is the label's text.
        assert patch["ops"] == [{"op": "set", "id": label, "props": {"text": "Tapped 1 time"}}], patch
        assert patch["rev"] == tap.json()["revision"]
        await scene.close()
    run(scenario())
