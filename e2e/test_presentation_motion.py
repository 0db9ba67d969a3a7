"""Animated modal presentations played by the page in headless Chromium: a page sheet rises
from the bottom edge (the server's model is at rest at once, the page moves the sheet over
time) and comes to rest where the server says; REST actions that present or dismiss reply once
the transition has ended, so an automated flow never sleeps. The catalog's half-height card
comes with a custom presentation controller and goes with a drag that drives a percent-driven
interaction."""
import time

from selenium.webdriver.common.actions.action_builder import ActionBuilder

from support import tap_to_push, tree_node, wait_for, wait_for_motion_to_end
from test_controls import by_identifier, open_screen

RECT = "const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height];"


# Samples, at every frame the page draws for `arguments[1]` milliseconds, the top of the element
# with the identifier `arguments[0]` once it is in the page.
SAMPLE_TOPS = """
const [identifier, milliseconds, done] = arguments;
const samples = [];
const start = performance.now();
function frame() {
  const element = document.querySelector(`[data-identifier="${identifier}"]`);
  if (element) samples.push(element.getBoundingClientRect().top);
  if (performance.now() - start < milliseconds) requestAnimationFrame(frame); else done(samples);
}
requestAnimationFrame(frame);
"""


def test_an_animated_page_sheet_rises_from_the_bottom_and_comes_to_rest(browser, open_scene, api):
    session_id = open_screen(browser, open_scene, api, "presentationScreen")
    browser.set_script_timeout(10)
    by_identifier(browser, "presentSheetButton").click()
    samples = browser.execute_async_script(SAMPLE_TOPS, "presentedScreen", 1200)
    wait_for_motion_to_end(browser)
    screen = by_identifier(browser, "presentedScreen")
    rest = browser.execute_script(RECT, screen)[1]
    server_top = tree_node(api, session_id, "presentedScreen")["frame"]["y"]
    assert abs(rest - server_top) < 1.5, (rest, server_top)
    assert abs(samples[-1] - rest) < 1.5, samples
    # On its way the sheet was lower than where it rests, and it only went up.
    assert any(top > rest + 40 for top in samples), samples
    assert all(later <= earlier + 1 for earlier, later in zip(samples, samples[1:])), samples


def test_rest_actions_reply_once_the_presentation_and_the_dismissal_have_ended(browser, open_scene, api):
    session_id = open_screen(browser, open_scene, api, "presentationScreen")
    started = time.monotonic()
    reply = api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": "presentFullScreenButton"})
    assert reply.status == 200, reply
    assert time.monotonic() - started >= 0.45, "the reply waits for the half-second slide"
    status = tree_node(api, session_id, "presentationStatusLabel")
    assert status is None, "the full-screen presentation has ended: the presenter's views left"
    assert tree_node(api, session_id, "presentedScreen")["frame"]["y"] == 0
    started = time.monotonic()
    reply = api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": "dismissPresentedButton"})
    assert reply.status == 200, reply
    assert time.monotonic() - started >= 0.45, "the reply waits for the slide down"
    assert tree_node(api, session_id, "presentedScreen") is None
    wait_for(lambda: tree_node(api, session_id, "presentationStatusLabel"), "the presenter is back")


def drag(browser, start, distance, steps=10):
    actions = ActionBuilder(browser)
    pointer = actions.pointer_action
    pointer.move_to_location(*start)
    pointer.pointer_down()
    for step in range(1, steps + 1):
        pointer.pause(0.03)
        pointer.move_to_location(start[0], start[1] + int(distance * step / steps))
    pointer.pause(0.1)
    pointer.pointer_up()
    actions.perform()


def test_the_catalog_card_uses_its_presentation_controller_and_a_drag_dismisses_it_interactively(browser, open_scene, api):
    session_id = open_screen(browser, open_scene, api, "presentationScreen")
    tap_to_push(browser, by_identifier(browser, "openTransitions"))
    tap = f"/api/v1/sessions/{session_id}/actions/tap"
    assert api.post(tap, {"identifier": "presentCardButton"}).status == 200
    card = tree_node(api, session_id, "cardScreen")
    height = api.get(f"/api/v1/sessions/{session_id}").json()["height"]
    assert card["frame"]["y"] == height / 2, card["frame"]
    assert tree_node(api, session_id, "cardDimmingView") is not None
    wait_for_motion_to_end(browser)
    # A short drag is cancelled: the card goes back where it was.
    drag(browser, (195, height / 2 + 200), 60)
    wait_for(lambda: tree_node(api, session_id, "transitionsStatus")["text"] == "Card drag cancelled",
             lambda: tree_node(api, session_id, "transitionsStatus"))
    wait_for_motion_to_end(browser)
    assert tree_node(api, session_id, "cardScreen")["frame"]["y"] == height / 2
    # A long one dismisses it.
    drag(browser, (195, height / 2 + 100), 300)
    wait_for(lambda: tree_node(api, session_id, "cardScreen") is None, "the card was not dragged away")
    wait_for(lambda: tree_node(api, session_id, "transitionsStatus")["text"] == "Card dragged away",
             lambda: tree_node(api, session_id, "transitionsStatus"))
    assert tree_node(api, session_id, "cardDimmingView") is None
