"""View animations played by the page (`UIView.animate`): the server changes the model at once and
tells the page how to play the change; the page moves the element over time; the completion
comes over the wire when the time is up, or with `false` when the animation is removed."""
import time

from selenium.webdriver.support.ui import WebDriverWait

from support import find_view, tap_to_push
from test_controls import TIMEOUT, by_identifier, open_screen

RECT = "const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height];"


def status(api, session_id):
    return find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), "animationStatus")["text"]


def open_animations(browser, open_scene, api):
    session_id = open_screen(browser, open_scene, api, "layersScreen")
    tap_to_push(browser, by_identifier(browser, "openAnimations"))
    by_identifier(browser, "slideButton")
    WebDriverWait(None, TIMEOUT, poll_frequency=0.1).until(lambda _: status(api, session_id) == "Ready")
    return session_id


def test_a_slide_moves_over_its_second_and_completes_with_true(browser, open_scene, api):
    session_id = open_animations(browser, open_scene, api)
    box = by_identifier(browser, "animatedBox")
    start = browser.execute_script(RECT, box)
    by_identifier(browser, "slideButton").click()
    WebDriverWait(None, TIMEOUT, poll_frequency=0.05).until(lambda _: status(api, session_id) == "Sliding")
    # The model is already at the end (the tree says so), while the page is still on its way.
    final_x = find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), "animatedBox")["frame"]["x"]
    time.sleep(0.4)
    middle = browser.execute_script(RECT, box)
    assert start[0] + 20 < middle[0] < final_x - 20, (start, middle, final_x)
    WebDriverWait(None, TIMEOUT, poll_frequency=0.05).until(lambda _: status(api, session_id) == "Slid: true")
    time.sleep(0.1)
    end = browser.execute_script(RECT, box)
    assert abs(end[0] - final_x) < 1.5, (end, final_x)


def test_removing_a_repeating_animation_completes_it_with_false(browser, open_scene, api):
    session_id = open_animations(browser, open_scene, api)
    by_identifier(browser, "pulseButton").click()
    WebDriverWait(None, TIMEOUT, poll_frequency=0.05).until(lambda _: status(api, session_id) == "Pulsing")
    box = by_identifier(browser, "animatedBox")
    time.sleep(0.3)
    assert float(browser.execute_script("return getComputedStyle(arguments[0]).opacity", box)) < 0.95
    # The pulse allows user interaction, and goes on until stopped.
    time.sleep(0.8)
    assert status(api, session_id) == "Pulsing"
    by_identifier(browser, "stopButton").click()
    WebDriverWait(None, TIMEOUT, poll_frequency=0.05).until(lambda _: status(api, session_id) == "Pulse ended: false")
    time.sleep(0.1)
    assert float(browser.execute_script("return getComputedStyle(arguments[0]).opacity", box)) == 1


def test_a_constraint_change_laid_out_in_the_block_grows_over_time(browser, open_scene, api):
    session_id = open_animations(browser, open_scene, api)
    box = by_identifier(browser, "animatedBox")
    assert abs(browser.execute_script(RECT, box)[2] - 80) < 1
    by_identifier(browser, "growButton").click()
    WebDriverWait(None, TIMEOUT, poll_frequency=0.05).until(lambda _: status(api, session_id) == "Growing")
    time.sleep(0.25)
    width = browser.execute_script(RECT, box)[2]
    assert 85 < width < 195, width
    WebDriverWait(None, TIMEOUT, poll_frequency=0.05).until(lambda _: status(api, session_id) == "Grew: true")
    time.sleep(0.1)
    assert abs(browser.execute_script(RECT, box)[2] - 200) < 1
    assert browser.execute_script("return getComputedStyle(arguments[0]).borderTopLeftRadius", box) == "40px"
