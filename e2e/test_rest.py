"""The REST API under /api/v1: sessions, their view tree, taps, and problem+json errors."""
import json
import time

import pytest

from selenium.webdriver.common.by import By

from support import assert_problem, find_view, wait_for

SESSIONS = "/api/v1/sessions"
SESSION_KEYS = {"id", "width", "height", "scale", "style", "contentSizeCategory", "state", "revision", "connected",
                "locale", "timeZone"}
NODE_KEYS = {"id", "class", "frame", "accessibilityIdentifier", "accessibilityLabel", "hidden", "children"}
FRAME_KEYS = {"x", "y", "width", "height"}
ONE_MIB = 1024 * 1024


def create_session(api, body=None):
    response = api.post(SESSIONS, json_body=body)
    assert response.status == 201, response
    return response.json()


def tree_of(api, session_id):
    response = api.get(f"{SESSIONS}/{session_id}/tree")
    assert response.status == 200, response
    assert response.header("content-type").startswith("application/json"), response
    return response.json()


def tap(api, session_id, body):
    response = api.post(f"{SESSIONS}/{session_id}/actions/tap", json_body=body)
    assert response.status == 200, response
    result = response.json()
    assert set(result) == {"revision", "waited"}, result
    assert isinstance(result["revision"], int), result
    assert 0 <= result["waited"] < 5, result
    return result["revision"]


def label_text(api, session_id):
    return find_view(tree_of(api, session_id), "counterLabel")["text"]


def centre(frame):
    return {"x": frame["x"] + frame["width"] / 2, "y": frame["y"] + frame["height"] / 2}


def assert_inside_window(frame, width=390, height=844):
    assert set(frame) == FRAME_KEYS, frame
    assert frame["width"] > 0 and frame["height"] > 0, frame
    assert 0 <= frame["x"] and frame["x"] + frame["width"] <= width, frame
    assert 0 <= frame["y"] and frame["y"] + frame["height"] <= height, frame


def over_one_mebibyte_of_json():
    """A well-formed tap body one byte over 1 MiB, so only its size is wrong."""
    prefix, suffix = b'{"identifier": "', b'"}'
    return prefix + b"x" * (ONE_MIB + 1 - len(prefix) - len(suffix)) + suffix


@pytest.fixture
def session(api):
    created = create_session(api)
    yield created["id"]
    api.delete(f"{SESSIONS}/{created['id']}")


def test_health_check_answers_200(api):
    assert api.get("/healthz").status == 200


def test_session_walk_through_create_list_tree_tap_delete(api):
    created = api.post(SESSIONS)
    assert created.status == 201, created
    assert created.header("content-type").startswith("application/json"), created
    session = created.json()
    # Only the reply that creates a session has the page that shows it (it carries the secret).
    page = session.pop("page")
    assert set(session) == SESSION_KEYS, session
    session_id = session["id"]
    assert page.startswith(f"/#session={session_id}&secret=") and len(page) > len(f"/#session={session_id}&secret="), page
    assert isinstance(session_id, str) and session_id, session
    assert created.header("location") == f"{SESSIONS}/{session_id}"
    assert {key: session[key] for key in SESSION_KEYS - {"id", "revision", "locale", "timeZone"}} == {
        "width": 390, "height": 844, "scale": 2, "style": "light", "contentSizeCategory": "large", "state": "foregroundActive",
        "connected": False}
    assert isinstance(session["revision"], int), session
    # Without `locale` and `timeZone` the session has the server's own (docs/locale.md).
    assert session["locale"] and isinstance(session["timeZone"], str), session

    listed = api.get(SESSIONS)
    assert listed.status == 200, listed
    assert set(listed.json()) == {"sessions"}
    assert [entry for entry in listed.json()["sessions"] if entry["id"] == session_id] == [session]

    fetched = api.get(f"{SESSIONS}/{session_id}")
    assert fetched.status == 200, fetched
    assert fetched.json() == session

    tree = tree_of(api, session_id)
    assert set(tree) == {"revision", "windows"}, tree
    assert tree["revision"] == session["revision"]
    assert len(tree["windows"]) >= 1
    window = tree["windows"][0]
    assert window["class"] == "UIWindow", window["class"]
    assert window["frame"] == {"x": 0, "y": 0, "width": 390, "height": 844}
    label = find_view(tree, "counterLabel")
    assert NODE_KEYS <= set(label), label
    assert isinstance(label["id"], int)
    assert (label["class"], label["text"], label["hidden"]) == ("UILabel", "Not tapped yet", False)
    assert label.get("enabled") is None, "enabled is for controls only"
    assert_inside_window(label["frame"])
    button = find_view(tree, "tapButton")
    assert NODE_KEYS <= set(button), button
    assert (button["class"], button["text"], button["hidden"], button["enabled"]) == ("UIButton", "Tap me", False, True)
    assert_inside_window(button["frame"])
    assert label["id"] != button["id"]

    first = tap(api, session_id, {"identifier": "tapButton"})
    assert first > session["revision"]
    tree = tree_of(api, session_id)
    assert tree["revision"] == first
    assert find_view(tree, "counterLabel")["text"] == "Tapped 1 time"

    second = tap(api, session_id, centre(find_view(tree, "tapButton")["frame"]))
    assert second > first
    tree = tree_of(api, session_id)
    assert tree["revision"] == second
    assert find_view(tree, "counterLabel")["text"] == "Tapped 2 times"
    assert api.get(f"{SESSIONS}/{session_id}").json()["revision"] == second

    deleted = api.delete(f"{SESSIONS}/{session_id}")
    assert deleted.status == 204, deleted
    assert deleted.body == b""
    assert_problem(api.get(f"{SESSIONS}/{session_id}"), 404)
    assert_problem(api.get(f"{SESSIONS}/{session_id}/tree"), 404)
    assert_problem(api.post(f"{SESSIONS}/{session_id}/actions/tap", json_body={"identifier": "tapButton"}), 404)
    assert session_id not in [entry["id"] for entry in api.get(SESSIONS).json()["sessions"]]


def test_creating_a_session_takes_size_scale_and_style_from_the_body(api):
    session = create_session(api, {"width": 320, "height": 568, "scale": 3, "style": "dark"})
    try:
        assert {key: session[key] for key in ("width", "height", "scale", "style", "state", "connected")} == {
            "width": 320, "height": 568, "scale": 3, "style": "dark", "state": "foregroundActive", "connected": False}
        tree = tree_of(api, session["id"])
        assert tree["windows"][0]["frame"] == {"x": 0, "y": 0, "width": 320, "height": 568}
        assert_inside_window(find_view(tree, "tapButton")["frame"], 320, 568)
    finally:
        api.delete(f"{SESSIONS}/{session['id']}")


def test_sessions_have_their_own_counters(api, session):
    other = create_session(api)["id"]
    try:
        tap(api, session, {"identifier": "tapButton"})
        tap(api, session, {"identifier": "tapButton"})
        assert label_text(api, session) == "Tapped 2 times"
        assert label_text(api, other) == "Not tapped yet"
        tap(api, other, {"identifier": "tapButton"})
        assert label_text(api, other) == "Tapped 1 time"
        assert label_text(api, session) == "Tapped 2 times"
    finally:
        api.delete(f"{SESSIONS}/{other}")


@pytest.mark.parametrize("method, path", [
    ("GET", "/api/v1/sessions/no-such-session"),
    ("DELETE", "/api/v1/sessions/no-such-session"),
    ("GET", "/api/v1/sessions/no-such-session/tree"),
])
def test_an_unknown_session_is_404(api, method, path):
    assert_problem(api.request(method, path), 404)


def test_tapping_in_an_unknown_session_is_404(api):
    assert_problem(api.post("/api/v1/sessions/no-such-session/actions/tap", json_body={"identifier": "tapButton"}), 404)


@pytest.mark.parametrize("target, body", [
    pytest.param("tap", b'{"identifier": ', id="tap-truncated"),
    pytest.param("tap", b'{"identifier": "tapButton"} trailing', id="tap-trailing-data"),
    pytest.param("tap", b"\xff\xfe not utf-8", id="tap-not-utf8"),
    pytest.param("sessions", b'{width: 320}', id="sessions-unquoted-key"),
])
def test_malformed_json_is_400(api, session, target, body):
    path = SESSIONS if target == "sessions" else f"{SESSIONS}/{session}/actions/tap"
    assert_problem(api.post(path, body=body, content_type="application/json"), 400)


@pytest.mark.parametrize("method, path, allowed", [
    ("PUT", "/api/v1/sessions", {"GET", "POST"}),
    ("DELETE", "/api/v1/sessions", {"GET", "POST"}),
    ("POST", "/api/v1/sessions/{id}", {"GET", "DELETE"}),
    ("PUT", "/api/v1/sessions/{id}", {"GET", "DELETE"}),
    ("DELETE", "/api/v1/sessions/{id}/tree", {"GET"}),
    ("GET", "/api/v1/sessions/{id}/actions/tap", {"POST"}),
])
def test_a_wrong_method_on_a_known_path_is_405_with_allow(api, session, method, path, allowed):
    response = api.request(method, path.format(id=session))
    assert_problem(response, 405)
    allow = {name.strip().upper() for name in (response.header("allow") or "").split(",") if name.strip()}
    assert allowed <= allow, response.header("allow")
    assert method not in allow, response.header("allow")


@pytest.mark.parametrize("target, content_type", [
    ("tap", "text/plain"),
    ("tap", "application/x-www-form-urlencoded"),
    ("tap", None),
    ("sessions", "text/plain"),
])
def test_a_post_body_that_is_not_json_is_415(api, session, target, content_type):
    path = SESSIONS if target == "sessions" else f"{SESSIONS}/{session}/actions/tap"
    body = b'{"identifier": "tapButton"}' if target == "tap" else b"{}"
    assert_problem(api.post(path, body=body, content_type=content_type), 415)


def test_an_identifier_that_matches_nothing_is_404(api, session):
    assert_problem(api.post(f"{SESSIONS}/{session}/actions/tap", json_body={"identifier": "noSuchView"}), 404)


@pytest.mark.parametrize("target", ["tap", "sessions"])
def test_a_body_over_one_mebibyte_is_413(api, session, target):
    path = SESSIONS if target == "sessions" else f"{SESSIONS}/{session}/actions/tap"
    assert_problem(api.post(path, body=over_one_mebibyte_of_json(), content_type="application/json"), 413)


@pytest.mark.parametrize("method, path", [
    ("GET", "/api/v1/nothing-here"),
    ("GET", "/api/v2/sessions"),
    ("GET", "/api/v1/sessions/{id}/nothing-here"),
    ("POST", "/api/v1/sessions/{id}/actions/nothing-here"),
])
def test_an_unknown_path_is_404(api, session, method, path):
    body = json.dumps({"identifier": "tapButton"}).encode() if method == "POST" else None
    content_type = "application/json" if method == "POST" else None
    assert_problem(api.request(method, path.format(id=session), body=body, content_type=content_type), 404)


def test_malformed_requests_never_affect_another_session(api, session):
    bystander = create_session(api)["id"]
    try:
        tap(api, bystander, {"identifier": "tapButton"})
        before = {sid: api.get(f"{SESSIONS}/{sid}").json() for sid in (session, bystander)}
        sessions_before = {entry["id"] for entry in api.get(SESSIONS).json()["sessions"]}
        tap_path = f"{SESSIONS}/{session}/actions/tap"

        assert_problem(api.post(tap_path, body=b'{"identifier": ', content_type="application/json"), 400)
        assert_problem(api.post(tap_path, body=b'{"identifier": "tapButton"}', content_type="text/plain"), 415)
        assert_problem(api.post(tap_path, body=over_one_mebibyte_of_json(), content_type="application/json"), 413)
        assert_problem(api.post(tap_path, json_body={"identifier": "noSuchView"}), 404)
        assert_problem(api.request("GET", tap_path), 405)
        assert_problem(api.post(SESSIONS, body=b"{width: 1}", content_type="application/json"), 400)
        assert_problem(api.post(SESSIONS, body=b"{}", content_type="text/plain"), 415)
        assert_problem(api.post(SESSIONS, body=over_one_mebibyte_of_json(), content_type="application/json"), 413)

        assert {entry["id"] for entry in api.get(SESSIONS).json()["sessions"]} == sessions_before
        for sid, was in before.items():
            assert api.get(f"{SESSIONS}/{sid}").json() == was
        assert label_text(api, session) == "Not tapped yet"
        assert label_text(api, bystander) == "Tapped 1 time"
        assert tap(api, bystander, {"identifier": "tapButton"}) > before[bystander]["revision"]
        assert label_text(api, bystander) == "Tapped 2 times"
    finally:
        api.delete(f"{SESSIONS}/{bystander}")


def test_tree_reports_control_values(api):
    """Controls carry their value in the tree, and a touch that changes one shows up there."""
    session_id = api.post("/api/v1/sessions").json()["id"]
    assert api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": "controlsScreen"}).status == 200
    tree = api.get(f"/api/v1/sessions/{session_id}/tree").json()
    switches = []

    def walk(node):
        if node["class"] == "UISwitch":
            switches.append(node)
        for child in node["children"]:
            walk(child)

    for window in tree["windows"]:
        walk(window)
    enabled = [node for node in switches if node["enabled"]]
    assert enabled and enabled[0]["value"] in ("0", "1")
    before = enabled[0]["value"]
    frame = enabled[0]["frame"]
    assert api.post(f"/api/v1/sessions/{session_id}/actions/tap",
                    {"x": frame["x"] + frame["width"] / 2, "y": frame["y"] + frame["height"] / 2}).status == 200
    after = find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), enabled[0]["accessibilityIdentifier"])
    assert after["value"] == ("0" if before == "1" else "1")


def open_animations_screen(api, session_id):
    tap(api, session_id, {"identifier": "layersScreen"})
    tap(api, session_id, {"identifier": "openAnimations"})
    assert find_view(tree_of(api, session_id), "animationStatus")["text"] == "Ready"


def test_an_action_replies_once_the_animation_it_started_has_finished(api, session):
    open_animations_screen(api, session)
    started = time.monotonic()
    response = api.post(f"{SESSIONS}/{session}/actions/tap", json_body={"identifier": "slideButton"})
    elapsed = time.monotonic() - started
    assert response.status == 200, response
    # The slide lasts a second; its completion ran and was committed before the reply.
    assert 0.95 <= response.json()["waited"] <= 1.5, response.json()
    assert elapsed >= 0.95, elapsed
    tree = tree_of(api, session)
    assert find_view(tree, "animationStatus")["text"] == "Slid: true"
    assert tree["revision"] == response.json()["revision"]


def test_wait_false_replies_at_once_and_a_number_bounds_the_wait(api, session):
    open_animations_screen(api, session)
    at_once = api.post(f"{SESSIONS}/{session}/actions/tap", json_body={"identifier": "slideButton", "wait": False})
    assert at_once.status == 200, at_once
    assert at_once.json()["waited"] < 0.1, at_once.json()
    assert find_view(tree_of(api, session), "animationStatus")["text"] == "Sliding"
    bounded = api.post(f"{SESSIONS}/{session}/actions/tap", json_body={"identifier": "springButton", "wait": 0.2})
    assert bounded.status == 200, bounded
    assert 0.2 <= bounded.json()["waited"] < 0.5, bounded.json()
    assert find_view(tree_of(api, session), "animationStatus")["text"] == "Springing"


def test_a_repeating_animation_is_not_waited_for(api, session):
    open_animations_screen(api, session)
    pulse = api.post(f"{SESSIONS}/{session}/actions/tap", json_body={"identifier": "pulseButton"})
    assert pulse.status == 200 and pulse.json()["waited"] < 0.5, pulse.json()
    stop = api.post(f"{SESSIONS}/{session}/actions/tap", json_body={"identifier": "stopButton"})
    assert stop.status == 200, stop
    assert find_view(tree_of(api, session), "animationStatus")["text"] == "Pulse ended: false"


@pytest.mark.parametrize("wait", ["soon", -1, 61, None, [1]])
def test_a_malformed_wait_is_400_and_changes_nothing(api, session, wait):
    before = tree_of(api, session)["revision"]
    assert_problem(api.post(f"{SESSIONS}/{session}/actions/tap", json_body={"identifier": "tapButton", "wait": wait}), 400)
    assert tree_of(api, session)["revision"] == before
    assert label_text(api, session) == "Not tapped yet"


def test_a_page_attaches_to_a_rest_session_through_the_page_it_was_created_with(server, api, browser):
    created = api.post(SESSIONS).json()
    browser.get(server.base_url + created["page"])
    wait_for(lambda: api.get(f"{SESSIONS}/{created['id']}").json()["connected"] is True,
             "the page never attached to the REST session")
    assert api.post(f"{SESSIONS}/{created['id']}/actions/tap", json_body={"identifier": "tapButton"}).status == 200
    wait_for(lambda: browser.find_element(By.CSS_SELECTOR, '[data-identifier="counterLabel"]').text == "Tapped 1 time",
             "the page never showed the REST tap")
