"""View controller transitions played by the page: an animated push slides the new level in
(the server's model is at the end at once, the page moves the view over time), and the edge
swipe from the left pops interactively: far enough it completes, a short one cancels."""
import time

from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from support import tap_to_push, tree_node, wait_for, wait_for_motion_to_end
from test_controls import TIMEOUT, by_identifier, open_screen

RECT = "const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height];"


def level_labels(browser):
    return browser.find_elements(By.CSS_SELECTOR, '[data-identifier="levelLabel"]')


def tree_levels(api, session_id):
    tree = api.get(f"/api/v1/sessions/{session_id}/tree").json()
    found = []

    pending = list(tree["windows"])
    while pending:
        node = pending.pop(0)
        if node.get("accessibilityIdentifier") == "levelLabel":
            found.append(node.get("text"))
        pending.extend(node.get("children", []))
    return found


def open_navigation(browser, open_scene, api):
    session_id = open_screen(browser, open_scene, api, "navigationScreen")
    by_identifier(browser, "pushButton")
    return session_id


def push_and_sample(browser):
    by_identifier(browser, "pushButton").click()
    WebDriverWait(browser, TIMEOUT, poll_frequency=0.01).until(lambda b: len(level_labels(b)) >= 2)
    pushed = level_labels(browser)[-1]
    samples = []
    end = time.time() + 1.0
    while time.time() < end:
        samples.append(browser.execute_script(RECT, pushed)[0])
        time.sleep(0.02)
    return samples


def test_an_animated_push_slides_the_new_level_in(browser, open_scene, api):
    open_navigation(browser, open_scene, api)
    samples = push_and_sample(browser)
    final = samples[-1]
    # The label sits 20 points from the left at the end; on the way it is between the right edge and there.
    assert abs(final - 20) < 1.5, samples
    assert any(final + 20 < x < 390 for x in samples), samples


def edge_swipe(browser, distance, steps=12):
    actions = ActionBuilder(browser)
    pointer = actions.pointer_action
    pointer.move_to_location(3, 500)
    pointer.pointer_down()
    for step in range(1, steps + 1):
        pointer.pause(0.03)
        pointer.move_to_location(3 + int(distance * step / steps), 500)
    pointer.pause(0.2)
    pointer.pointer_up()
    actions.perform()


def test_the_edge_swipe_pops_and_a_short_one_cancels(browser, open_scene, api):
    session_id = open_navigation(browser, open_scene, api)
    push_and_sample(browser)
    WebDriverWait(None, TIMEOUT, poll_frequency=0.1).until(
        lambda _: tree_levels(api, session_id) == ["You are on level 2"])
    edge_swipe(browser, 70)
    time.sleep(0.8)
    assert tree_levels(api, session_id) == ["You are on level 2"]
    edge_swipe(browser, 300)
    WebDriverWait(None, TIMEOUT, poll_frequency=0.1).until(
        lambda _: tree_levels(api, session_id) == ["You are on level 1"])
    time.sleep(0.5)
    labels = level_labels(browser)
    assert len(labels) == 1 and abs(browser.execute_script(RECT, labels[0])[0] - 20) < 1.5


def mouse(browser, kind, x, y):
    """A mouse event through the DevTools protocol: unlike an action chain, the drag can stop
    with the button held while the test looks at the page."""
    browser.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": kind, "x": x, "y": y, "button": "left", "buttons": 0 if kind == "mouseReleased" else 1,
        "clickCount": 1, "pointerType": "mouse"})


def drag_from_left_edge(browser, to_x, y=500, steps=12):
    mouse(browser, "mousePressed", 3, y)
    for step in range(1, steps + 1):
        time.sleep(0.03)
        mouse(browser, "mouseMoved", 3 + (to_x - 3) * step / steps, y)


BAR_TITLES = """return [...document.querySelectorAll('[data-identifier="navigation.bar"] *')]
  .filter((e) => {
    const r = e.getBoundingClientRect();
    return e.children.length === 0 && e.textContent.startsWith('Level ') && r.width > 0 && Math.abs(r.left + r.width / 2 - 195) < 60;
  })
  .map((e) => {
    let opacity = 1;
    for (let n = e; n; n = n.parentElement) opacity *= Number(getComputedStyle(n).opacity);
    return [e.textContent, Math.round(opacity * 100) / 100, e.closest('[data-identifier="navigation.title"]') !== null];
  });"""


def shown_titles(browser):
    """The bar's titles the page shows in its middle and how opaque each is: the real title, and
    the copy of the old one that fades out over it during a cross-fade."""
    return browser.execute_script(BAR_TITLES)


def appearance_log(api, session_id):
    return tree_node(api, session_id, "appearanceLog")["text"].split(", ")


def test_the_bar_cross_fades_with_the_finger_during_an_interactive_pop(browser, open_scene, api):
    session_id = open_navigation(browser, open_scene, api)
    tap_to_push(browser, by_identifier(browser, "pushButton"))
    wait_for(lambda: tree_levels(api, session_id) == ["You are on level 2"], "level 2 was not pushed")
    wait_for_motion_to_end(browser)

    # Mid-drag: the top level follows the finger, and the bar is part way between the titles.
    drag_from_left_edge(browser, 150)
    time.sleep(0.4)
    labels = {browser.execute_script("return arguments[0].textContent", label): browser.execute_script(RECT, label)[0]
              for label in level_labels(browser)}
    assert abs(labels["You are on level 2"] - (20 + 147)) < 12, labels
    # The level below comes from a third of the way to the left: -130 points at the start.
    assert abs(labels["You are on level 1"] - (20 - 130 * (1 - 147 / 390))) < 12, labels
    titles = shown_titles(browser)
    coming = [t for t in titles if t[0] == "Level 1"]
    leaving = [t for t in titles if t[0] == "Level 2"]
    assert coming and coming[0][2] and 0.1 < coming[0][1] < 0.9, titles
    assert leaving and not leaving[0][2] and 0.1 < leaving[0][1] < 0.9, titles
    # Still there a moment later: the page holds the cross-fade where the finger is.
    time.sleep(0.5)
    assert [t[1] for t in shown_titles(browser)] == [t[1] for t in titles]

    # Past halfway and lifted: the pop completes, and the bar shows the old level's title alone.
    for x in (200, 260):
        time.sleep(0.03)
        mouse(browser, "mouseMoved", x, 500)
    time.sleep(0.1)
    mouse(browser, "mouseReleased", 260, 500)
    wait_for(lambda: tree_levels(api, session_id) == ["You are on level 1"], "the pop did not complete")
    wait_for_motion_to_end(browser)
    assert tree_node(api, session_id, "navigation.title")["text"] == "Level 1"
    assert shown_titles(browser) == [["Level 1", 1, True]]
    assert appearance_log(api, session_id)[-4:] == ["2 willDisappear", "1 willAppear", "2 didDisappear", "1 didAppear"]

    # A short drag, lifted early: the pop is cancelled, with the reverse callbacks, and the bar
    # fades back to the top level's title.
    tap_to_push(browser, by_identifier(browser, "pushButton"))
    wait_for(lambda: tree_levels(api, session_id) == ["You are on level 2"], "level 2 was not pushed again")
    wait_for_motion_to_end(browser)
    drag_from_left_edge(browser, 90, steps=6)
    time.sleep(0.3)
    mid = shown_titles(browser)
    assert len(mid) == 2 and all(0.05 < t[1] < 0.95 for t in mid), mid
    mouse(browser, "mouseReleased", 90, 500)
    wait_for(lambda: appearance_log(api, session_id)[-1] == "2 didAppear", "the cancelled pop did not end")
    wait_for_motion_to_end(browser)
    assert appearance_log(api, session_id)[-6:] == ["2 willDisappear", "1 willAppear", "1 willDisappear",
                                                    "2 willAppear", "1 didDisappear", "2 didAppear"]
    assert tree_levels(api, session_id) == ["You are on level 2"]
    assert tree_node(api, session_id, "navigation.title")["text"] == "Level 2"
    wait_for(lambda: shown_titles(browser) == [["Level 2", 1, True]], lambda: shown_titles(browser))
    labels = level_labels(browser)
    assert len(labels) == 1 and abs(browser.execute_script(RECT, labels[0])[0] - 20) < 1.5
