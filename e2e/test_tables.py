"""Tables in headless Chromium: a 10,000-row table scrolled fast shows the right rows with a
bounded number of elements; a tap selects; a REST scroll brings a far row into view; a
settings table moves its checkmark."""
import re
import time

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from support import find_view, tree_node, wait_for, wait_for_motion_to_end, press_home, tap_to_push

TIMEOUT = 15
SESSION_ID = "return sessionStorage.getItem('uikit-server.session')"
VISIBLE_ROWS = """
const table = document.querySelector('[data-identifier="largeTable"]');
const view = table.getBoundingClientRect();
const rows = [];
for (const element of table.querySelectorAll('[data-identifier^="largeRow"]')) {
  const rect = element.getBoundingClientRect();
  if (rect.bottom <= view.top || rect.top >= view.bottom || getComputedStyle(element).display === 'none') continue;
  rows.push({id: element.dataset.identifier, text: element.innerText.trim(), top: rect.top, height: rect.height});
}
rows.sort((a, b) => a.top - b.top);
return {rows, nodes: table.querySelectorAll('.node').length, cells: table.querySelectorAll('[data-identifier^="largeRow"]').length,
        scrollTop: table.scrollTop, view: {top: view.top, height: view.height}};
"""
RECT = """
const element = document.querySelector(`[data-identifier="${arguments[0]}"]`);
if (!element) return null;
const rect = element.getBoundingClientRect();
return {x: rect.x, y: rect.y, width: rect.width, height: rect.height};
"""

# Samples, for a second and a half, how many inert images of leaving rows the table shows and how
# many animations run in it.
WATCH_MOTION = """
const table = document.querySelector('[data-identifier="largeTable"]');
const motion = window.__motion = {ghosts: 0, moving: 0, done: false};
const start = performance.now();
function sample() {
  motion.ghosts = Math.max(motion.ghosts, table.querySelectorAll('[aria-hidden="true"].node[style*="pointer-events: none"]').length);
  motion.moving = Math.max(motion.moving, table.getAnimations({subtree: true}).length);
  if (performance.now() - start < 1500) requestAnimationFrame(sample); else motion.done = true;
}
requestAnimationFrame(sample);
"""


def open_screen(browser, open_scene, identifier, ready):
    open_scene()
    tap_to_push(browser, WebDriverWait(browser, TIMEOUT).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, f'[data-identifier="{identifier}"]'))[0])
    try:
        WebDriverWait(browser, TIMEOUT).until(lambda b: b.find_elements(By.CSS_SELECTOR, f'[data-identifier="{ready}"]'))
    except TimeoutException:
        raise AssertionError(f"{identifier} did not show; console: {browser.get_log('browser')}") from None


def rows_are_consecutive_and_filled(state):
    rows = state["rows"]
    if len(rows) < 10:
        return False
    numbers = [int(re.search(r"\d+", row["text"]).group()) if row["text"] else None for row in rows]
    if None in numbers or any(row["id"] != f"largeRow{n}" for row, n in zip(rows, numbers)):
        return False
    return numbers == list(range(numbers[0], numbers[0] + len(numbers)))


def test_a_fast_scroll_through_ten_thousand_rows_shows_the_right_rows_with_few_elements(browser, open_scene, api):
    open_screen(browser, open_scene, "largeTableScreen", "largeRow1")
    session_id = browser.execute_script(SESSION_ID)
    state = browser.execute_script(VISIBLE_ROWS)
    view = state["view"]
    for _ in range(12):
        browser.execute_cdp_cmd("Input.dispatchMouseEvent", {
            "type": "mouseWheel", "x": 200, "y": view["top"] + view["height"] / 2, "deltaX": 0, "deltaY": 6000})
        time.sleep(0.02)
    # Once settled, every row shown is drawn, in order, with its own number.
    settled = wait_for(lambda: (lambda s: rows_are_consecutive_and_filled(s) and s["scrollTop"] > 20_000 and s)(
        browser.execute_script(VISIBLE_ROWS)), "the rows shown after the fast scroll are not the right ones")
    first = int(re.search(r"\d+", settled["rows"][0]["text"]).group())
    assert first > 300, settled["rows"][0]
    # The page holds the rows near the screen (three screens of 44-point rows, a few nodes
    # each), not ten thousand.
    assert settled["cells"] <= 3 * 844 / 44 + 2, settled["cells"]
    assert settled["nodes"] <= 10 * settled["cells"], settled["nodes"]
    offset = tree_node(api, session_id, "largeTable")["contentOffset"]["y"]
    table_row = tree_node(api, session_id, f"largeRow{first}")
    assert table_row is not None
    drawn = settled["rows"][0]
    assert abs(drawn["top"] - table_row["frame"]["y"]) < 1, (drawn, table_row["frame"], offset)


def test_tapping_a_row_selects_it(browser, open_scene, api):
    open_screen(browser, open_scene, "largeTableScreen", "largeRow3")
    session_id = browser.execute_script(SESSION_ID)
    browser.find_element(By.CSS_SELECTOR, '[data-identifier="largeRow3"]').click()
    wait_for(lambda: any(node["text"] == "Selected 3" for node in [tree_node(api, session_id, "navigation.title") or {"text": ""}])
             or "Selected 3" in browser.find_element(By.TAG_NAME, "body").text, "the row was not selected")


def test_a_rest_scroll_brings_a_far_row_into_the_page(browser, open_scene, api):
    open_screen(browser, open_scene, "largeTableScreen", "largeRow1")
    session_id = browser.execute_script(SESSION_ID)
    # Paging as a user would through 5,000 rows lays out ~260 pages of cells: 5-7 s in a debug
    # build on a loaded machine (20-30 s before safe areas were found top-down), hence the longer wait.
    response = api.post(f"/api/v1/sessions/{session_id}/actions/scroll", {"identifier": "largeTable", "toVisible": "largeRow5000"},
                        timeout=60)
    assert response.status == 200, response.text
    wait_for(lambda: any(row["id"] == "largeRow5000" and row["text"].startswith("Row 5000")
                         for row in browser.execute_script(VISIBLE_ROWS)["rows"]), "row 5000 did not show in the page")
    assert browser.execute_script(VISIBLE_ROWS)["cells"] <= 3 * 844 / 44 + 2


def test_the_settings_table_moves_its_checkmark(browser, open_scene, api):
    open_screen(browser, open_scene, "settingsTableScreen", "themeLight")
    check = "return document.querySelector(`[data-identifier=\"${arguments[0]}\"]`).innerText"
    assert "✓" in browser.execute_script(check, "themeAutomatic")
    assert "✓" not in browser.execute_script(check, "themeLight")
    browser.find_element(By.CSS_SELECTOR, '[data-identifier="themeLight"]').click()
    wait_for(lambda: "✓" in browser.execute_script(check, "themeLight"), "the checkmark did not move")
    assert "✓" not in browser.execute_script(check, "themeAutomatic")
    inset = browser.execute_script(
        "const c = document.querySelector('[data-identifier=\"themeAutomatic\"]'); const s = getComputedStyle(c);"
        "return [c.getBoundingClientRect().x, s.borderTopLeftRadius, s.borderBottomLeftRadius]")
    assert inset == [20, "10px", "0px"]


def touch_drag(browser, x, y, dx, dy, steps=12):
    browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for step in range(1, steps + 1):
        browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [
            {"x": x + dx * step / steps, "y": y + dy * step / steps}]})
        time.sleep(0.016)
    browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


ROW_RECT = """
const element = document.querySelector(`[data-identifier="${arguments[0]}"]`);
if (!element) return null;
const rect = element.getBoundingClientRect();
return {x: rect.x, y: rect.y, width: rect.width, height: rect.height, text: element.innerText};
"""


def first_rows(browser, count):
    return [row["text"].split("\n")[0] for row in browser.execute_script(VISIBLE_ROWS)["rows"][:count]]


def test_swiping_a_row_offers_its_actions_and_delete_removes_it(browser, open_scene, api):
    open_screen(browser, open_scene, "largeTableScreen", "largeRow3")
    session_id = browser.execute_script(SESSION_ID)
    assert first_rows(browser, 4) == ["Row 1", "Row 2", "Row 3", "Row 4"]
    row = browser.execute_script(ROW_RECT, "largeRow3")
    # A sideways finger on a vertical table reaches the app (the page pans only vertically).
    touch_drag(browser, row["x"] + row["width"] - 30, row["y"] + row["height"] / 2, -150, 0)
    wait_for(lambda: browser.execute_script(ROW_RECT, "swipeAction.Delete"), "the row's actions did not show")

    def actions():
        return browser.execute_script(ROW_RECT, "swipeAction.Delete"), browser.execute_script(ROW_RECT, "swipeAction.Flag")

    # Once the finger is up and the actions settle open: Delete at the row's end, Flag before it.
    def settled():
        delete, flag = actions()
        return (abs(delete["x"] + delete["width"] - (row["x"] + row["width"])) < 1
                and abs(flag["x"] + flag["width"] - delete["x"]) < 1)
    wait_for(settled, lambda: f"the actions did not settle open: {actions()}, row {row}", timeout=5)
    delete, _ = actions()
    browser.execute_script(WATCH_MOTION)
    browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [
        {"x": delete["x"] + delete["width"] / 2, "y": delete["y"] + delete["height"] / 2}]})
    browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    wait_for(lambda: first_rows(browser, 4) == ["Row 1", "Row 2", "Row 4", "Row 5"], "row 3 was not deleted")
    # The page played UIKit's row animation: row 3 left (an inert image of it faded out) while
    # the rows below slid up; a moment later nothing of it is left.
    motion = wait_for(lambda: browser.execute_script("return window.__motion.done && window.__motion"), "the motion probe never ended")
    assert motion["ghosts"] >= 1 and motion["moving"] >= 2, motion
    # A ghost is hidden from screen readers and inert (a standard accessory is hidden too, but not inert).
    assert browser.execute_script("return document.querySelectorAll('[data-identifier=\"largeTable\"] "
                                  "[aria-hidden=\"true\"].node[style*=\"pointer-events: none\"]').length") == 0
    assert browser.execute_script(ROW_RECT, "swipeAction.Delete") is None
    assert tree_node(api, session_id, "largeRow3") is None
    # A full swipe performs the first action at once (from left of the section index).
    row = browser.execute_script(ROW_RECT, "largeRow4")
    touch_drag(browser, row["x"] + row["width"] - 30, row["y"] + row["height"] / 2, -row["width"] * 0.8, 0)
    wait_for(lambda: first_rows(browser, 3) == ["Row 1", "Row 2", "Row 5"], "a full swipe did not delete row 4")


FRUITS = """
const table = document.querySelector('[data-identifier="diffableTable"]');
return Array.from(table.querySelectorAll('[data-identifier^="fruit."]'))
  .map((element) => ({name: element.dataset.identifier.slice(6), id: element.dataset.id, top: element.getBoundingClientRect().top}))
  .sort((a, b) => a.top - b.top);
"""


def test_a_diffable_list_moves_rows_and_keeps_their_nodes(browser, open_scene, api):
    open_screen(browser, open_scene, "diffableScreen", "fruit.Apple")
    session_id = browser.execute_script(SESSION_ID)
    before = browser.execute_script(FRUITS)
    assert [fruit["name"] for fruit in before] == ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape"]
    ids = {fruit["name"]: fruit["id"] for fruit in before}
    response = api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": "shuffleFruits"})
    assert response.status == 200, response.text
    after = wait_for(lambda: (lambda fruits: fruits[0]["name"] == "Grape" and fruits)(browser.execute_script(FRUITS)),
                     "the shuffle did not show")
    assert [fruit["name"] for fruit in after] == ["Grape", "Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig"]
    # The cells moved with their fruits: the page kept every node.
    assert {fruit["name"]: fruit["id"] for fruit in after} == ids
    api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": "addFruit"})
    added = wait_for(lambda: (lambda fruits: len(fruits) == 8 and fruits)(browser.execute_script(FRUITS)), "the new fruit did not show")
    assert [fruit["name"] for fruit in added][:3] == ["Grape", "Fruit 1", "Apple"]


SCROLL_INSET_TOP = """
const table = document.querySelector('[data-identifier="largeTable"]');
return {scrollTop: table.scrollTop, rowTop: document.querySelector('[data-identifier="largeRow1"]')?.getBoundingClientRect().top,
        tableTop: table.getBoundingClientRect().top};
"""


def test_pulling_the_table_down_refreshes_it_until_the_app_ends_refreshing(browser, open_scene, api):
    open_screen(browser, open_scene, "largeTableScreen", "largeRow1")
    session_id = browser.execute_script(SESSION_ID)
    before = browser.execute_script(SCROLL_INSET_TOP)
    rect = browser.execute_script(ROW_RECT, "largeRow2")
    # A finger pulls the content down from row 2, more than 80 points.
    touch_drag(browser, rect["x"] + 100, rect["y"] + 10, 0, 160, steps=16)
    # The control refreshes: the content moves down by its 60 points, and no row was selected.
    wait_for(lambda: abs(browser.execute_script(SCROLL_INSET_TOP)["rowTop"] - before["rowTop"] - 60) < 1,
             "the content did not make room for the refreshing control")
    assert not tree_node(api, session_id, "navigation.title")["text"].startswith("Selected")
    # The app ends refreshing a second later from a dispatch block: the page shows it unprompted.
    wait_for(lambda: tree_node(api, session_id, "navigation.title")["text"] == "Refreshed 1×",
             "the refresh did not end")
    wait_for(lambda: abs(browser.execute_script(SCROLL_INSET_TOP)["rowTop"] - before["rowTop"]) < 1,
             "the content did not move back up")
    wait_for(lambda: "Refreshed 1×" in browser.find_element(By.TAG_NAME, "body").text, "the page did not show the new title")


def test_edit_mode_deletes_with_the_delete_control_and_moves_a_row_by_its_reorder_control(browser, open_scene, api):
    open_screen(browser, open_scene, "largeTableScreen", "largeRow1")
    session_id = browser.execute_script(SESSION_ID)
    browser.find_element(By.CSS_SELECTOR, '[data-identifier="editLargeTable"]').click()
    control = "return [...document.querySelectorAll(`[data-identifier=\"${arguments[0]}\"] [aria-label=\"${arguments[1]}\"]`)].map((e) => {" \
              "const r = e.getBoundingClientRect(); return {x: r.x + r.width / 2, y: r.y + r.height / 2}; })[0] || null"
    minus = wait_for(lambda: browser.execute_script(control, "largeRow2", "Delete"), "Edit showed no delete control")
    # The delete control offers Delete; Delete removes the row.
    browser.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mousePressed", "x": minus["x"], "y": minus["y"], "button": "left", "clickCount": 1})
    browser.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mouseReleased", "x": minus["x"], "y": minus["y"], "button": "left", "clickCount": 1})
    delete = wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, '[data-identifier="swipeAction.Delete"]'), "no Delete button")
    delete[0].click()
    wait_for(lambda: tree_node(api, session_id, "largeRow2") is None, "row 2 was not deleted")
    wait_for_motion_to_end(browser)
    # A finger drags row 3's reorder control down two rows: the table does not scroll, the row moves.
    grip = wait_for(lambda: browser.execute_script(control, "largeRow3", "Reorder"), "no reorder control")
    before = browser.execute_script(VISIBLE_ROWS)["scrollTop"]
    touch_drag(browser, grip["x"], grip["y"], 0, 88, steps=11)
    wait_for(lambda: first_rows(browser, 4) == ["Row 1", "Row 4", "Row 5", "Row 3"],
             f"row 3 did not move below row 5: {first_rows(browser, 4)}")
    assert abs(browser.execute_script(VISIBLE_ROWS)["scrollTop"] - before) < 1


def test_the_section_index_jumps_to_a_section_and_slides(browser, open_scene, api):
    open_screen(browser, open_scene, "largeTableScreen", "largeRow1")
    title = "return [...document.querySelectorAll('[aria-label=\"Section index\"] .node')].filter((e) => e.innerText.trim() === arguments[0])" \
            ".map((e) => { const r = e.getBoundingClientRect(); return {x: r.x + r.width / 2, y: r.y + r.height / 2}; })[0] || null"
    five = wait_for(lambda: browser.execute_script(title, "5k"), "the section index is not shown")
    # A finger on "5k" shows row 5001 at the top, under its section's header below the bar.
    def at_top(row):
        rect = browser.execute_script(ROW_RECT, row)
        return rect and 60 < rect["y"] < 200
    browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": five["x"], "y": five["y"]}]})
    wait_for(lambda: at_top("largeRow5001"), lambda: f"the index did not jump to 5k: {browser.execute_script(ROW_RECT, 'largeRow5001')}")
    # Sliding down the strip goes on to the titles below, without scrolling the table itself.
    seven = browser.execute_script(title, "7k")
    for step in range(1, 9):
        y = five["y"] + (seven["y"] - five["y"]) * step / 8
        browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": five["x"], "y": y}]})
        time.sleep(0.02)
    browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    wait_for(lambda: at_top("largeRow7001"), lambda: f"sliding did not reach 7k: {browser.execute_script(ROW_RECT, 'largeRow7001')}")


def test_the_search_bar_filters_the_rows_and_cancel_brings_them_back(browser, open_scene, api):
    open_screen(browser, open_scene, "largeTableScreen", "largeRow1")
    session_id = browser.execute_script(SESSION_ID)
    browser.find_element(By.CSS_SELECTOR, '[data-identifier="largeTableSearch"]').click()
    editor = wait_for(lambda: browser.execute_script(
        "const e = document.activeElement; return e && e.matches('[data-identifier=\"largeTableSearch\"] input, input') ? e : null"),
        "the search field did not take the focus")
    editor.send_keys("777")
    # Rows whose number holds 777: 777, 1777, ..., 7770–7779, 8777, 9777 (19 of them).
    wait_for(lambda: first_rows(browser, 3) == ["Row 777", "Row 1777", "Row 2777"],
             lambda: f"the rows were not filtered: {first_rows(browser, 3)}")
    assert "19 matches" in browser.find_element(By.TAG_NAME, "body").text
    assert tree_node(api, session_id, "largeRow1") is None
    # Cancel ends the search: all the rows again.
    cancel = wait_for(lambda: [e for e in browser.find_elements(By.CSS_SELECTOR, '[aria-label="Cancel"], .node')
                               if e.text.strip() == "Cancel"], "no Cancel button")
    cancel[0].click()
    wait_for(lambda: first_rows(browser, 2) == ["Row 1", "Row 2"], lambda: f"Cancel did not bring the rows back: {first_rows(browser, 2)}")


def test_the_search_bar_folds_away_as_the_rows_scroll_under_it_and_comes_back_at_the_top(browser, open_scene, api):
    open_screen(browser, open_scene, "largeTableScreen", "largeRow1")
    session_id = browser.execute_script(SESSION_ID)
    bar_height = lambda: tree_node(api, session_id, "navigation.bar")["frame"]["height"]
    search = tree_node(api, session_id, "largeTableSearch")
    full = bar_height()
    assert search is not None and full >= 44 + search["frame"]["height"] - 1, (full, search)
    table = browser.execute_script(RECT, "largeTable")
    browser.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": "mouseWheel", "x": table["x"] + table["width"] / 2, "y": table["y"] + table["height"] / 2, "deltaX": 0, "deltaY": 600})
    wait_for(lambda: bar_height() == 44, lambda: f"the search bar did not fold away: the bar is {bar_height()} high")
    # The page draws the folded bar: the rows show right under its title row.
    wait_for(lambda: (browser.execute_script(RECT, "navigation.bar") or {}).get("height") == 44,
             lambda: f"the page's bar is {browser.execute_script(RECT, 'navigation.bar')}")
    # Back at the top (the status bar tap), it unfolds.
    press_home(browser)
    wait_for(lambda: bar_height() == full, lambda: f"the search bar did not come back: the bar is {bar_height()} high")
    wait_for(lambda: first_rows(browser, 2) == ["Row 1", "Row 2"], lambda: f"the page did not scroll to the top: {first_rows(browser, 2)}")


def test_a_long_press_lifts_a_task_and_dropping_it_two_rows_down_moves_it(api):
    """Drag and drop within a table over REST touches: held for 0.6 s the row lifts (the drag
    delegate's items), moved two rows down the rows make room, lifted there the drop delegate
    moves the task. Then the list is shared through an activity sheet."""
    session_id = api.post("/api/v1/sessions").json()["id"]
    try:
        assert api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": "dragScreen"}).status == 200
        tree = api.get(f"/api/v1/sessions/{session_id}/tree").json()
        first, third = find_view(tree, "task0")["frame"], find_view(tree, "task2")["frame"]
        x = first["x"] + first["width"] / 2
        start, end = first["y"] + first["height"] / 2, third["y"] + third["height"] / 2
        reply = api.post(f"/api/v1/sessions/{session_id}/actions/touches", {"events": [
            {"phase": "began", "time": 0, "touches": [{"id": 1, "x": x, "y": start}]},
            {"phase": "moved", "time": 0.7, "touches": [{"id": 1, "x": x, "y": (start + end) / 2}]},
            {"phase": "moved", "time": 0.8, "touches": [{"id": 1, "x": x, "y": end}]},
            {"phase": "ended", "time": 0.9, "touches": [{"id": 1, "x": x, "y": end}]},
        ]})
        assert reply.status == 200, reply.text
        tree = api.get(f"/api/v1/sessions/{session_id}/tree").json()
        texts = [find_view(tree, f"task{row}")["text"] for row in range(5)]
        assert texts == ["Call Ada", "Write the tests", "Buy milk", "Review the patch", "Ship it"], texts
        # Share offers the list in an activity sheet; Copy takes it and the sheet goes.
        assert api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": "shareTasks"}).status == 200
        tree = api.get(f"/api/v1/sessions/{session_id}/tree").json()
        assert find_view(tree, "activity.preview")["text"].startswith("Call Ada\nWrite the tests")
        assert api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": "activity.Copy"}).status == 200
        tree = api.get(f"/api/v1/sessions/{session_id}/tree").json()
        assert not any(node for node in [tree] if "activity.Copy" in str(tree)), "the sheet went"
    finally:
        api.delete(f"/api/v1/sessions/{session_id}")
