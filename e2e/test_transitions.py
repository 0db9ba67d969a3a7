"""View controller transitions played by the page: an animated push slides the new level in
(the server's model is at the end at once, the page moves the view over time), and the edge
swipe from the left pops interactively: far enough it completes, a short one cancels."""
import time

from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

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
