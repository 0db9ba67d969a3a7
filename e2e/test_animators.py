"""Property animators, keyframes, transitions and Core Animation played by the page: the server
sends each animation with its timing and tells the page to hold, seek or play it on; sampled
mid-animation in headless Chromium."""
import time

from selenium.webdriver.support.ui import WebDriverWait

from support import find_view
from test_animations import RECT, open_animations, status
from test_controls import TIMEOUT, by_identifier

CENTER = "const r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];"
OPACITY = "return parseFloat(getComputedStyle(arguments[0]).opacity);"


def wait_for(api, session_id, text):
    WebDriverWait(None, TIMEOUT, poll_frequency=0.05).until(lambda _: status(api, session_id) == text)


def tree_center(api, session_id, identifier):
    frame = find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), identifier)["frame"]
    return [frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] / 2]


def test_a_property_animator_moves_holds_when_paused_and_scrubs(browser, open_scene, api):
    session_id = open_animations(browser, open_scene, api)
    box = by_identifier(browser, "animatedBox")
    start = browser.execute_script(CENTER, box)
    by_identifier(browser, "animatorButton").click()
    wait_for(api, session_id, "Animator running")
    end = tree_center(api, session_id, "animatedBox")
    assert end[0] > start[0] + 100, (start, end)
    time.sleep(0.5)
    moving = browser.execute_script(CENTER, box)
    assert start[0] + 10 < moving[0] < end[0] - 10, (start, moving, end)

    by_identifier(browser, "pauseButton").click()
    WebDriverWait(None, TIMEOUT, poll_frequency=0.05).until(lambda _: status(api, session_id).startswith("Paused at"))
    time.sleep(0.1)
    paused = browser.execute_script(CENTER, box)
    time.sleep(0.6)
    assert abs(browser.execute_script(CENTER, box)[0] - paused[0]) < 0.5, paused

    by_identifier(browser, "scrubButton").click()
    wait_for(api, session_id, "Scrubbed to 50%")
    time.sleep(0.2)
    scrubbed = browser.execute_script(CENTER, box)
    middle = (start[0] + end[0]) / 2
    assert abs(scrubbed[0] - middle) < 3, (scrubbed, middle)
    time.sleep(0.5)
    assert abs(browser.execute_script(CENTER, box)[0] - scrubbed[0]) < 0.5

    # Reversed from half way, it goes back to the start and finishes there.
    by_identifier(browser, "reverseButton").click()
    wait_for(api, session_id, "Animator: start")
    time.sleep(0.1)
    assert abs(browser.execute_script(CENTER, box)[0] - start[0]) < 1.5
    assert abs(tree_center(api, session_id, "animatedBox")[0] - start[0]) < 1.5


def test_a_keyframe_animation_passes_its_keyframes(browser, open_scene, api):
    session_id = open_animations(browser, open_scene, api)
    box = by_identifier(browser, "animatedBox")
    start = browser.execute_script(CENTER, box)
    by_identifier(browser, "keyframesButton").click()
    wait_for(api, session_id, "Keyframes")
    time.sleep(0.3)
    first = browser.execute_script(CENTER, box)
    # The first keyframe (half a second) moves it right, not down.
    assert start[0] + 20 < first[0] < start[0] + 160, (start, first)
    assert abs(first[1] - start[1]) < 2, (start, first)
    time.sleep(0.5)
    second = browser.execute_script(CENTER, box)
    assert abs(second[0] - (start[0] + 160)) < 3 and second[1] > start[1] + 10, (start, second)
    wait_for(api, session_id, "Keyframes: True".replace("True", "true"))
    time.sleep(0.1)
    assert abs(browser.execute_script(CENTER, box)[0] - start[0]) < 1


def test_a_basic_layer_animation_shows_values_the_model_never_has(browser, open_scene, api):
    session_id = open_animations(browser, open_scene, api)
    box = by_identifier(browser, "animatedBox")
    by_identifier(browser, "fadeButton").click()
    wait_for(api, session_id, "Fading")
    time.sleep(0.6)
    faded = browser.execute_script(OPACITY, box)
    assert 0.2 <= faded < 0.8, faded
    wait_for(api, session_id, "Layer animation stopped: true")
    time.sleep(0.1)
    assert browser.execute_script(OPACITY, box) == 1

    by_identifier(browser, "shakeButton").click()
    wait_for(api, session_id, "Shaking")
    start = tree_center(api, session_id, "animatedBox")
    time.sleep(1)
    held = browser.execute_script(CENTER, box)
    assert abs(held[0] - (start[0] + 150)) < 3, (start, held)
    assert abs(tree_center(api, session_id, "animatedBox")[0] - start[0]) < 0.5


def test_a_flip_transition_shows_the_new_content_and_completes(browser, open_scene, api):
    session_id = open_animations(browser, open_scene, api)
    by_identifier(browser, "flipButton").click()
    wait_for(api, session_id, "Flipped")
    time.sleep(0.2)
    # The old look, copied, turns away over the new one.
    ghosts = browser.execute_script(
        "return [...document.querySelectorAll('[aria-hidden=true]')].filter(e => e.getAnimations().length).length")
    assert ghosts >= 1
    wait_for(api, session_id, "Flipped: true")
    assert by_identifier(browser, "boxLabel").text == "B"


def test_a_group_in_a_transaction_completes_after_its_animations(browser, open_scene, api):
    session_id = open_animations(browser, open_scene, api)
    box = by_identifier(browser, "animatedBox")
    by_identifier(browser, "groupButton").click()
    wait_for(api, session_id, "Grouping")
    time.sleep(0.6)
    radius = float(browser.execute_script("return parseFloat(getComputedStyle(arguments[0]).borderTopLeftRadius)", box))
    assert 12 < radius < 40, radius
    wait_for(api, session_id, "Group done")


def test_every_button_plays_to_its_end_without_page_errors(browser, open_scene, api):
    session_id = open_animations(browser, open_scene, api)
    steps = [
        ("curlButton", "Curled: true"), ("dissolveButton", "Dissolved: true"), ("swapButton", "Swapped: true"),
        ("spinButton", "Layer animation stopped: true"), ("bounceButton", "Layer animation stopped: true"),
        ("runningButton", "Ran"),
    ]
    for button, done in steps:
        by_identifier(browser, button).click()
        wait_for(api, session_id, done)
    # An animator halted part way and finished where it is stays there, in the model too.
    box = by_identifier(browser, "animatedBox")
    start = browser.execute_script(CENTER, box)
    by_identifier(browser, "animatorButton").click()
    wait_for(api, session_id, "Animator running")
    time.sleep(0.6)
    by_identifier(browser, "stopAnimatorButton").click()
    wait_for(api, session_id, "Halted")
    by_identifier(browser, "finishButton").click()
    wait_for(api, session_id, "Animator: current")
    time.sleep(0.2)
    held = browser.execute_script(CENTER, box)
    model = tree_center(api, session_id, "animatedBox")
    assert start[0] + 10 < held[0], (start, held)
    assert abs(held[0] - model[0]) < 2, (held, model)
    # Going on with a spring after a pause reaches the end.
    by_identifier(browser, "animatorButton").click()
    wait_for(api, session_id, "Animator running")
    by_identifier(browser, "pauseButton").click()
    by_identifier(browser, "continueButton").click()
    wait_for(api, session_id, "Animator: end")
    severe = [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]
    assert not severe, severe
