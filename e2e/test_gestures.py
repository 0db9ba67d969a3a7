"""Gesture recognizers driven over REST on the catalog's Gestures screen: each action replies once
what the recognizers did is committed, timers included, so a flow never sleeps."""
from support import find_view


def open_gestures(api):
    session_id = api.post("/api/v1/sessions").json()["id"]
    assert api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": "gesturesScreen"}).status == 200
    return session_id


def text(api, session_id, identifier):
    return find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), identifier)["text"]


def centre(api, session_id, identifier):
    frame = find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), identifier)["frame"]
    return {"x": frame["x"] + frame["width"] / 2, "y": frame["y"] + frame["height"] / 2}


def test_single_tap_is_recognized_once_the_double_tap_fails_before_the_reply(api):
    session_id = open_gestures(api)
    assert api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": "tapArea"}).status == 200
    assert text(api, session_id, "tapLabel") == "Single tap"


def test_two_quick_taps_are_a_double_tap(api):
    session_id = open_gestures(api)
    point = centre(api, session_id, "tapArea")
    events = []
    for index, start in enumerate((0, 0.1)):
        touch = [{"id": index, "x": point["x"], "y": point["y"]}]
        events += [{"phase": "began", "touches": touch, "time": start},
                   {"phase": "ended", "touches": touch, "time": start + 0.05}]
    assert api.post(f"/api/v1/sessions/{session_id}/actions/touches", {"events": events}).status == 200
    assert text(api, session_id, "tapLabel") == "Double tap"


def test_long_press_pan_and_swipe(api):
    session_id = open_gestures(api)
    assert api.post(f"/api/v1/sessions/{session_id}/actions/long-press",
                    {"identifier": "longPressArea", "duration": 0.7}).status == 200
    assert text(api, session_id, "longPressLabel") == "Long press ended"
    square = centre(api, session_id, "panSquare")
    assert api.post(f"/api/v1/sessions/{session_id}/actions/swipe",
                    {"from": square, "to": {"x": square["x"] + 60, "y": square["y"]}, "duration": 0.5}).status == 200
    assert text(api, session_id, "panLabel") == "Dropped by 60, 0"
    area = centre(api, session_id, "swipeArea")
    assert api.post(f"/api/v1/sessions/{session_id}/actions/swipe",
                    {"from": {"x": area["x"] - 80, "y": area["y"]}, "to": {"x": area["x"] + 80, "y": area["y"]},
                     "duration": 0.15}).status == 200
    assert text(api, session_id, "swipeLabel") == "Swiped right"
