"""Collection views in headless Chromium: a compositional photo grid scrolled with the wheel
shows the right tiles with a bounded number of elements; its featured row scrolls sideways in
a scroll node of its own; a tap selects a tile; an outline list expands and collapses."""
import time

from selenium.webdriver.common.by import By

from support import tap_to_push, tree_node, wait_for
from test_tables import SESSION_ID, open_screen, touch_drag

VISIBLE_TILES = """
const grid = document.querySelector('[data-identifier="photoGrid"]');
const view = grid.getBoundingClientRect();
const tiles = [];
for (const element of grid.querySelectorAll('[data-identifier^="photo."]')) {
  const rect = element.getBoundingClientRect();
  if (rect.bottom <= view.top || rect.top >= view.bottom || rect.right <= view.left || rect.left >= view.right) continue;
  tiles.push({id: element.dataset.identifier, text: element.innerText.trim(), top: rect.top, left: rect.left});
}
return {tiles, cells: grid.querySelectorAll('[data-identifier^="photo."]').length, scrollTop: grid.scrollTop};
"""


def text_frame(node):
    """The frame of the first label in a tree node."""
    if node["class"] == "UILabel":
        return node["frame"]
    for child in node["children"]:
        found = text_frame(child)
        if found:
            return found
    return None


def tiles_are_labelled(state):
    tiles = state["tiles"]
    return len(tiles) >= 6 and all(tile["text"] == tile["id"].split(".")[1] for tile in tiles) and state


def test_the_photo_grid_scrolls_and_shows_the_right_tiles_with_few_elements(browser, open_scene, api):
    open_screen(browser, open_scene, "photoGridScreen", "photo.100")
    session_id = browser.execute_script(SESSION_ID)

    def scrolled_and_settled():
        state = browser.execute_script(VISIBLE_TILES)
        if state["scrollTop"] < 3000:
            browser.execute_cdp_cmd("Input.dispatchMouseEvent", {
                "type": "mouseWheel", "x": 200, "y": 500, "deltaX": 0, "deltaY": 2500})
            time.sleep(0.1)
            return False
        return tiles_are_labelled(state)
    settled = wait_for(scrolled_and_settled, "the tiles shown after the scroll are not the right ones")
    numbers = sorted(int(tile["id"].split(".")[1]) for tile in settled["tiles"])
    assert numbers[0] > 150, settled["tiles"]
    # The page holds the tiles near the screen (three screens of them), not three hundred.
    assert settled["cells"] <= 45, settled["cells"]
    # Where the server put the first tile is where the page shows it.
    first = min(settled["tiles"], key=lambda tile: (tile["top"], tile["left"]))
    node = tree_node(api, session_id, first["id"])
    assert node is not None and abs(node["frame"]["y"] - first["top"]) < 1, (node, first)


def test_the_featured_row_scrolls_sideways_in_its_own_scroll_node(browser, open_scene, api):
    open_screen(browser, open_scene, "photoGridScreen", "photo.1")
    session_id = browser.execute_script(SESSION_ID)
    row = browser.execute_script(
        "const tile = document.querySelector('[data-identifier=\"photo.1\"]');"
        "const scroller = tile.parentElement.closest('.scrolls') || tile.parentElement;"
        "const r = tile.getBoundingClientRect(); return {x: r.x, y: r.y, width: r.width, height: r.height,"
        " scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth}")
    assert row["scrollWidth"] > 3 * row["clientWidth"], row
    assert browser.find_elements(By.CSS_SELECTOR, '[data-identifier="photo.10"]') == []
    for _ in range(8):
        browser.execute_cdp_cmd("Input.dispatchMouseEvent", {
            "type": "mouseWheel", "x": row["x"] + row["width"] / 2, "y": row["y"] + row["height"] / 2, "deltaX": 600, "deltaY": 0})
        time.sleep(0.05)
    # The far cards come into the row once the server hears where it scrolled to.
    wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, '[data-identifier="photo.10"]'), "card 10 never came into the row")
    wait_for(lambda: tree_node(api, session_id, "photo.1") is None, "card 1 stayed although it is far out of the row")
    # The grid below did not move.
    assert browser.execute_script(VISIBLE_TILES)["scrollTop"] < 1
    # The row pages a card at a time: it comes to rest with a card's leading edge where the first
    # card starts (cards 85% of the 358 points inside the insets, 10 apart).
    interval = 0.85 * 358 + 10
    left = "return document.querySelector('[data-identifier=\"photo.10\"]').closest('.scrolls').scrollLeft"
    # (At the far end the row rests at its end; turned back, it rests on a card.)
    browser.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": "mouseWheel", "x": row["x"] + row["width"] / 2, "y": row["y"] + row["height"] / 2, "deltaX": -500, "deltaY": 0})
    wait_for(lambda: (lambda x: x > 0 and abs(x / interval - round(x / interval)) < 0.01)(browser.execute_script(left)),
             lambda: f"the row did not rest on a card: {browser.execute_script(left)}")


def test_tapping_a_tile_selects_it(browser, open_scene, api):
    open_screen(browser, open_scene, "photoGridScreen", "photo.101")
    browser.find_element(By.CSS_SELECTOR, '[data-identifier="photo.101"]').click()
    wait_for(lambda: "Selected photo 101" in browser.find_element(By.CSS_SELECTOR, '[data-identifier="photoStatus"]').text,
             "the tile was not selected")


def test_an_outline_group_expands_and_collapses(browser, open_scene, api):
    open_screen(browser, open_scene, "photoGridScreen", "openOutline")
    tap_to_push(browser, browser.find_element(By.CSS_SELECTOR, '[data-identifier="openOutline"]'))
    wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, '[data-identifier="outline.Apple"]'), "the outline did not open")
    assert browser.find_elements(By.CSS_SELECTOR, '[data-identifier="outline.Leek"]') == []
    # A child's text is indented one level (10 points) from its parent's.
    session_id = browser.execute_script(SESSION_ID)
    apple, fruit = (text_frame(tree_node(api, session_id, f"outline.{name}")) for name in ("Apple", "Fruit"))
    assert apple["x"] == fruit["x"] + 10, (apple, fruit)
    browser.find_element(By.CSS_SELECTOR, '[data-identifier="outline.Vegetables"]').click()
    wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, '[data-identifier="outline.Leek"]'), "Vegetables did not expand")
    browser.find_element(By.CSS_SELECTOR, '[data-identifier="outline.Fruit"]').click()
    shown = "return [...document.querySelectorAll('[data-identifier=\"outline.Apple\"]')].some((e) => e.getClientRects().length > 0)"
    wait_for(lambda: not browser.execute_script(shown), "Fruit did not collapse")


def test_an_outline_leaf_swiped_from_the_trailing_edge_is_deleted(browser, open_scene, api):
    open_screen(browser, open_scene, "photoGridScreen", "openOutline")
    tap_to_push(browser, browser.find_element(By.CSS_SELECTOR, '[data-identifier="openOutline"]'))
    wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, '[data-identifier="outline.Banana"]'), "the outline did not open")
    session_id = browser.execute_script(SESSION_ID)
    row = browser.execute_script(
        "const r = document.querySelector('[data-identifier=\"outline.Banana\"]').getBoundingClientRect();"
        "return {x: r.x, y: r.y, width: r.width, height: r.height}")
    # A sideways finger on a vertical list reaches the app, which slides the row and offers Delete.
    touch_drag(browser, row["x"] + row["width"] - 30, row["y"] + row["height"] / 2, -150, 0)
    delete = wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, '[data-identifier="swipeAction.Delete"]'), "no Delete button")
    delete[0].click()
    wait_for(lambda: tree_node(api, session_id, "outline.Banana") is None, "Banana was not deleted")
    assert tree_node(api, session_id, "outline.Cherry") is not None


def test_a_finger_on_a_reorder_control_moves_a_ranking_row_and_a_long_press_lifts_one_too(browser, open_scene, api):
    open_screen(browser, open_scene, "photoGridScreen", "photo.1")
    session_id = browser.execute_script(SESSION_ID)
    tap_to_push(browser, browser.find_element(By.CSS_SELECTOR, '[data-identifier="openRanking"]'))
    wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, '[data-identifier="rank.Espresso"]'), "the ranking did not show")
    assert tree_node(api, session_id, "rankingOrder")["text"] == "Top three: Espresso, Flat white, Cortado"
    browser.find_element(By.CSS_SELECTOR, '[data-identifier="rankingEdit"]').click()
    control = "return [...document.querySelectorAll(`[data-identifier=\"${arguments[0]}\"] [aria-label=\"Reorder\"]`)].map((e) => {" \
              "const r = e.getBoundingClientRect(); return {x: r.x + r.width / 2, y: r.y + r.height / 2}; })[0] || null"
    grip = wait_for(lambda: browser.execute_script(control, "rank.Espresso"), "Edit showed no reorder control")
    row_height = tree_node(api, session_id, "rank.Espresso")["frame"]["height"]
    # A finger drags Espresso's control down two rows and a bit: the list does not scroll, the row moves.
    touch_drag(browser, grip["x"], grip["y"], 0, row_height * 2.3, steps=12)
    wait_for(lambda: tree_node(api, session_id, "rankingOrder")["text"] == "Top three: Flat white, Cortado, Espresso",
             lambda: f"Espresso did not move to third: {tree_node(api, session_id, 'rankingOrder')['text']}")
    assert tree_node(api, session_id, "rankingList")["contentOffset"]["y"] <= 0
    # Out of edit mode, a long press on a row lifts it (the controller's standard gesture): it moves up a row.
    browser.find_element(By.CSS_SELECTOR, '[data-identifier="rankingEdit"]').click()
    wait_for(lambda: browser.execute_script(control, "rank.Latte") is None, "Done left the reorder controls")
    latte = tree_node(api, session_id, "rank.Latte")["frame"]
    x, y = latte["x"] + 60, latte["y"] + latte["height"] / 2
    events = [{"phase": "began", "time": 0, "touches": [{"id": 1, "x": x, "y": y}]},
              {"phase": "moved", "time": 0.8, "touches": [{"id": 1, "x": x, "y": y - 2}]},
              {"phase": "moved", "time": 0.9, "touches": [{"id": 1, "x": x, "y": y - latte["height"]}]},
              {"phase": "ended", "time": 1.0, "touches": [{"id": 1, "x": x, "y": y - latte["height"]}]}]
    response = api.post(f"/api/v1/sessions/{session_id}/actions/touches", {"events": events})
    assert response.status == 200, response.text
    wait_for(lambda: tree_node(api, session_id, "rankingOrder")["text"] == "Top three: Flat white, Cortado, Latte",
             lambda: f"the long press did not move Latte up: {tree_node(api, session_id, 'rankingOrder')['text']}")
