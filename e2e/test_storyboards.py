"""Storyboards and xibs: the catalog's "Storyboard: Groceries" screen is Groceries.storyboard
(prototype cells, a show segue with prepare(for:sender:), a modal form with unwind segues, a
static settings table) and two xibs (a header view, a controller's view), compiled by the
source plugin; and Xcode's storyboard app template (Sources/StoryboardTemplateApp), launched from
its Info.plist's UISceneStoryboardFile. Driven in headless Chromium and over REST; the server's
tree is the witness."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO_ROOT, VIEWPORT, running_server
from support import Api, find_view, tap_to_push, tree_node, wait_for, wait_for_motion_to_end
from test_controls import by_identifier, node, open_screen, wait_for_text
from test_text_input import focus

SESSIONS = "/api/v1/sessions"


def texts(tree):
    """Every text of the tree with its accessibility identifier, in tree order."""
    found, pending = [], list(tree["windows"])
    while pending:
        current = pending.pop(0)
        if current.get("text"):
            found.append((current["accessibilityIdentifier"], current["text"]))
        pending.extend(current["children"])
    return found


def grocery_names(api, session_id):
    tree = api.get(f"{SESSIONS}/{session_id}/tree").json()
    rows = {ident: text for ident, text in texts(tree) if ident and ident.startswith("grocery-")}
    return [rows[key] for key in sorted(rows)]


def rest_tap(api, session_id, identifier):
    response = api.post(f"{SESSIONS}/{session_id}/actions/tap", json_body={"identifier": identifier})
    assert response.status == 200, response


def test_the_list_a_show_segue_and_the_unwinds_work_in_the_page(browser, open_scene, api):
    session_id = open_screen(browser, open_scene, api, "storyboardScreen")
    assert grocery_names(api, session_id) == ["Apples", "Bread", "Coffee"]
    # The table's header is TotalBadgeView.xib, with its inspectable unit.
    wait_for_text(api, session_id, "groceryTotal", "2 to buy")
    assert by_identifier(browser, "groceryTotal").text == "2 to buy"

    # A cell's show segue: prepare(for:sender:) hands the grocery to the detail scene.
    tap_to_push(browser, by_identifier(browser, "grocery-0"))
    wait_for_text(api, session_id, "groceryName", "Apples")
    assert by_identifier(browser, "groceryQuantity").text == "Quantity: 6"
    # The tip's attributed text: each fragment's font, colour and underline reach the page.
    tip = by_identifier(browser, "groceryTip")
    assert tip.text == "Keep it cool and dry"
    runs = tip.find_elements(By.CSS_SELECTOR, "span")
    cool = next(run for run in runs if run.text == "cool")
    assert cool.value_of_css_property("font-weight") == "700"
    assert cool.value_of_css_property("color") == "rgba(0, 122, 255, 1)"
    assert cool.value_of_css_property("text-decoration-line") == "underline"
    # The stepper's action, connected in the storyboard.
    stepper = node(api, session_id, "groceryStepper")["frame"]
    assert stepper["width"] > 0
    by_identifier(browser, "groceryStepper").click()
    wait_for_text(api, session_id, "groceryQuantity", lambda text: text in ("Quantity: 5", "Quantity: 7"))

    # Remove unwinds to the list, which drops the grocery.
    tap_to_push(browser, by_identifier(browser, "removeGrocery"))
    wait_for(lambda: grocery_names(api, session_id) == ["Bread", "Coffee"], lambda: grocery_names(api, session_id))
    wait_for_text(api, session_id, "groceryTotal", "1 to buy")

    # The add button's modal segue, and Save's unwind with the typed name.
    by_identifier(browser, "addGrocery").click()
    field = wait_for(lambda: tree_node(api, session_id, "groceryNameField"), "the form did not appear")
    assert field["frame"]["width"] > 300
    wait_for_motion_to_end(browser)
    # The storyboard's text input traits reach the page's editor.
    editor = focus(browser, "groceryNameField")
    assert editor.get_attribute("enterkeyhint") == "done"
    assert editor.get_attribute("placeholder") == "What do you need?"
    editor.send_keys("Milk")
    wait_for_text(api, session_id, "groceryNameField", "Milk")
    by_identifier(browser, "saveGrocery").click()
    wait_for(lambda: tree_node(api, session_id, "groceryNameField") is None, "the form is still shown")
    wait_for(lambda: grocery_names(api, session_id) == ["Bread", "Coffee", "Milk"], lambda: grocery_names(api, session_id))


def test_the_static_settings_and_a_controller_from_its_xib_over_rest(api):
    response = api.post(SESSIONS, json_body={})
    assert response.status == 201, response
    session_id = response.json()["id"]
    rest_tap(api, session_id, "storyboardScreen")
    rest_tap(api, session_id, "grocerySettings")
    tree = api.get(f"{SESSIONS}/{session_id}/tree").json()
    shown = [text for _, text in texts(tree)]
    # The static table's sections, headers and footer, as laid out in the storyboard.
    for text in ("Show bought items", "About Groceries", "Bought items stay on the list, greyed out."):
        assert text in shown, shown
    toggle = find_view(tree, "showBoughtSwitch")
    cell = find_view(tree, "aboutGroceries")
    assert toggle["frame"]["width"] > 0 and cell["frame"]["height"] >= 43, (toggle, cell)

    # The About row pushes AboutGroceriesViewController, whose view is its xib's.
    rest_tap(api, session_id, "aboutGroceries")
    tree = api.get(f"{SESSIONS}/{session_id}/tree").json()
    assert find_view(tree, "aboutVersion")["text"] == "Groceries, from a storyboard"
    image = find_view(tree, "aboutImage")["frame"]
    assert (image["width"], image["height"]) == (60, 60), image
    rest_tap(api, session_id, "aboutThanks")
    assert tree_node(api, session_id, "aboutVersion")["text"] == "Thanks × 1"

    # Cancel in the form unwinds without adding anything.
    api.post(f"{SESSIONS}/{session_id}/actions/tap", json_body={"identifier": "navigation.back"})
    api.post(f"{SESSIONS}/{session_id}/actions/tap", json_body={"identifier": "navigation.back"})
    wait_for(lambda: tree_node(api, session_id, "addGrocery"), "the list did not come back")
    rest_tap(api, session_id, "addGrocery")
    typed = api.post(f"{SESSIONS}/{session_id}/actions/type", json_body={"identifier": "groceryNameField", "text": "Tea"})
    assert typed.status == 200, typed
    rest_tap(api, session_id, "cancelGrocery")
    assert tree_node(api, session_id, "groceryNameField") is None
    assert grocery_names(api, session_id) == ["Apples", "Bread", "Coffee"]


TEMPLATE = REPO_ROOT / ".build/debug/StoryboardTemplateApp"


@pytest.fixture(scope="module")
def storyboard_app(tmp_path_factory):
    with running_server(TEMPLATE, tmp_path_factory.mktemp("storyboard-template")) as running:
        yield running.base_url


def test_an_app_launched_from_its_info_plists_storyboard_shows_the_initial_controller(storyboard_app, browser):
    """Xcode's template with the Storyboard interface: UISceneStoryboardFile names Main, whose
    initial navigation controller UIKit puts in a key window before scene(_:willConnectTo:)."""
    api = Api(storyboard_app)
    # UILaunchStoryboardName: the page's launch screen has the launch storyboard's background.
    html = api.get("/").body.decode()
    assert 'data-storyboard="LaunchScreen"' in html and "background:rgba(51,102,204,1)" in html
    # Its label too, centred where Interface Builder placed it, in its font and colour.
    assert '<div class="label" style="left:50%;' in html and ">Storyboard</div>" in html
    assert "font:700 26px var(--system-font);text-align:center;--light:rgba(255,255,255,1)" in html
    session_id = api.post(SESSIONS, {}).json()["id"]
    tree = api.get(f"{SESSIONS}/{session_id}/tree").json()
    assert find_view(tree, "navigation.title")["text"] == "Storyboard"
    assert find_view(tree, "greeting")["text"] == "Hello, storyboard"
    assert find_view(tree, "launchNote")["text"] == "window ready before willConnect"
    rest_tap(api, session_id, "sayHello")
    assert tree_node(api, session_id, "greeting")["text"] == "Hello 1 time"

    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", VIEWPORT)
    browser.get(storyboard_app + "/")
    button = WebDriverWait(browser, 15).until(lambda b: b.find_elements(By.CSS_SELECTOR, '[data-identifier="sayHello"]'))[0]
    assert button.text == "Say hello"
    button.click()
    WebDriverWait(browser, 15).until(
        lambda b: b.find_element(By.CSS_SELECTOR, '[data-identifier="greeting"]').text == "Hello 1 time")


MAIN_STORYBOARD_APP = REPO_ROOT / ".build/debug/MainStoryboardApp"


@pytest.fixture(scope="module")
def pre_scene_app(tmp_path_factory):
    with running_server(MAIN_STORYBOARD_APP, tmp_path_factory.mktemp("main-storyboard")) as running:
        yield running.base_url


def test_an_app_from_before_scenes_shows_its_main_storyboard_in_every_session(pre_scene_app):
    """Info.plist's UIMainStoryboardFile, no scene manifest: each session is a scene showing the
    storyboard's initial view controller, with its own state."""
    api = Api(pre_scene_app)
    first = api.post(SESSIONS, {}).json()["id"]
    second = api.post(SESSIONS, {}).json()["id"]
    assert tree_node(api, first, "count")["text"] == "Count: 0"
    rest_tap(api, first, "increment")
    rest_tap(api, first, "increment")
    assert tree_node(api, first, "count")["text"] == "Count: 2"
    assert tree_node(api, second, "count")["text"] == "Count: 0"
    # Each session's app delegate got the storyboard's window in `window` before didFinishLaunching.
    for session_id in (first, second):
        windows = api.get(f"{SESSIONS}/{session_id}/tree").json()["windows"]
        assert [window["accessibilityIdentifier"] for window in windows] == ["appDelegateWindow"]


def test_a_hebrew_session_gets_the_storyboards_hebrew_texts_and_an_english_one_the_base_texts(api):
    """he.lproj/Groceries.strings beside the storyboard: each session's objects take its language."""
    hebrew = api.post(SESSIONS, json_body={"locale": ["he-IL"], "timeZone": "Asia/Jerusalem"}).json()["id"]
    english = api.post(SESSIONS, json_body={"locale": "en-US", "timeZone": "UTC"}).json()["id"]
    for session_id in (hebrew, english):
        rest_tap(api, session_id, "storyboardScreen")
    assert tree_node(api, hebrew, "grocerySettings")["text"] == "הגדרות"
    assert tree_node(api, english, "grocerySettings")["text"] == "Settings"
    rest_tap(api, hebrew, "grocerySettings")
    shown = [text for _, text in texts(api.get(f"{SESSIONS}/{hebrew}/tree").json())]
    assert "הצג פריטים שנקנו" in shown and "Show bought items" not in shown, shown
