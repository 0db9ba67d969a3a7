"""Scripted touches over REST: raw phases, swipes and long presses are delivered as a finger's,
in real time, and reply after the last turn is committed."""
import time

from support import assert_problem, find_view


def new_session(api):
    return api.post("/api/v1/sessions").json()["id"]


def label(api, session_id):
    return find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), "counterLabel")["text"]


def button_centre(api, session_id):
    frame = find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), "tapButton")["frame"]
    return frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] / 2


def test_raw_touch_phases_tap_the_button(api):
    session_id = new_session(api)
    x, y = button_centre(api, session_id)
    reply = api.post(f"/api/v1/sessions/{session_id}/actions/touches", {"events": [
        {"phase": "began", "touches": [{"id": 1, "x": x, "y": y}]},
        {"phase": "moved", "touches": [{"id": 1, "x": x + 3, "y": y}], "time": 0.05},
        {"phase": "ended", "touches": [{"id": 1, "x": x + 3, "y": y}], "time": 0.1},
    ]})
    assert reply.status == 200, reply
    assert reply.json()["revision"] == api.get(f"/api/v1/sessions/{session_id}").json()["revision"]
    assert label(api, session_id) == "Tapped 1 time"


def test_swipe_off_the_button_is_not_a_tap_and_a_swipe_on_it_is(api):
    session_id = new_session(api)
    x, y = button_centre(api, session_id)
    off = api.post(f"/api/v1/sessions/{session_id}/actions/swipe",
                   {"from": {"identifier": "tapButton"}, "to": {"x": x, "y": y + 300}, "duration": 0.1})
    assert off.status == 200, off
    assert label(api, session_id) == "Not tapped yet"
    on = api.post(f"/api/v1/sessions/{session_id}/actions/swipe",
                  {"from": {"x": x - 20, "y": y}, "to": {"x": x + 20, "y": y}, "duration": 0.1})
    assert on.status == 200
    assert label(api, session_id) == "Tapped 1 time"


def test_long_press_holds_for_its_duration(api):
    session_id = new_session(api)
    started = time.monotonic()
    reply = api.post(f"/api/v1/sessions/{session_id}/actions/long-press", {"identifier": "tapButton", "duration": 0.4})
    assert reply.status == 200
    assert time.monotonic() - started >= 0.4
    assert label(api, session_id) == "Tapped 1 time"


def test_invalid_scripts_are_refused_before_anything_is_delivered(api):
    session_id = new_session(api)
    path = f"/api/v1/sessions/{session_id}/actions/touches"
    began = {"phase": "began", "touches": [{"id": 1, "x": 10, "y": 10}]}
    ended = {"phase": "ended", "touches": [{"id": 1, "x": 10, "y": 10}]}
    assert "has not begun" in assert_problem(api.post(path, {"events": [ended]}), 400)["detail"]
    assert "never ends" in assert_problem(api.post(path, {"events": [began]}), 400)["detail"]
    assert "already begun" in assert_problem(api.post(path, {"events": [began, began, ended]}), 400)["detail"]
    assert "goes back" in assert_problem(api.post(path, {"events": [dict(began, time=1), dict(ended, time=0.5)]}), 400)["detail"]
    assert_problem(api.post(path, {"events": []}), 400)
    assert_problem(api.post(path, {"events": [{"phase": "jumped", "touches": [{"id": 1, "x": 1, "y": 1}]}]}), 400)
    assert_problem(api.post(f"/api/v1/sessions/{session_id}/actions/swipe", {"from": {"identifier": "nothing"}, "to": {"x": 1, "y": 1}}), 404)
    assert_problem(api.post(f"/api/v1/sessions/{session_id}/actions/long-press", {"identifier": "tapButton", "duration": 60}), 400)
    assert label(api, session_id) == "Not tapped yet"
