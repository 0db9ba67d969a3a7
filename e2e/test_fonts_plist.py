"""Bundled fonts, the app's Info.plist and Dynamic Type, over REST and in headless Chromium.

The catalog's Info.plist (Sources/UIKitCatalog/iOS/Info.plist) lists Comic Neue under
`UIAppFonts`, names the app "UIKit Catalog" (`CFBundleDisplayName`) and has a `UILaunchScreen`.
Its Fonts screen (Text → Fonts) frames labels in the bundled font at exactly the size the server
measures, and has labels in Dynamic Type text styles, some adjusting to the content size
category. WindowlessSceneApp's scene delegate shows no window.
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO_ROOT, VIEWPORT, running_server
from support import Api, assert_problem, find_view, wait_for

TIMEOUT = 20
LAYOUT_UNIT = 1 / 64
SESSION_ID = "return sessionStorage.getItem('uikit-server.session')"
WINDOWLESS = REPO_ROOT / ".build/debug/WindowlessSceneApp"
TEMPLATE = REPO_ROOT / ".build/debug/XcodeTemplateApp"

# Waits for every face, then reports for each bundled-font label what the browser drew: the
# text's width and height, the family it was asked to draw in, and whether that face is loaded.
MEASURE_BUNDLED = r"""
const done = arguments[arguments.length - 1];
(async () => {
  await Promise.all(Array.from(document.fonts).map((face) => face.load()));
  await document.fonts.ready;
  const result = {};
  for (const element of document.querySelectorAll('[data-identifier^="fonts."]')) {
    const span = element.querySelector(':scope > .text > span');
    if (!span) continue;
    const range = document.createRange();
    range.selectNodeContents(span);
    const style = getComputedStyle(element);
    result[element.dataset.identifier] = {
      text: span.textContent,
      width: range.getBoundingClientRect().width,
      height: span.getBoundingClientRect().height,
      family: style.fontFamily,
      fontSize: parseFloat(style.fontSize),
      loaded: document.fonts.check(`${style.fontSize} "app:ComicNeue-Regular"`, 'Comic'),
    };
  }
  return result;
})().then(done, (error) => done({ error: String(error) }));
"""


def nodes_by_identifier(tree, prefix):
    found = {}
    pending = list(tree["windows"])
    while pending:
        node = pending.pop()
        identifier = node.get("accessibilityIdentifier") or ""
        if identifier.startswith(prefix):
            found[identifier] = node
        pending.extend(node["children"])
    return found


def show_fonts_screen(api, session_id):
    """Home → Text → Fonts, by taps over REST."""
    for identifier in ("showTextMeasurement", "fontsScreen"):
        wait_for(lambda: _has(api, session_id, identifier), f"{identifier} on screen")
        reply = api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": identifier})
        assert reply.status == 200, reply
    wait_for(lambda: _has(api, session_id, "fonts.dynamic.body"), "the Fonts screen")


def _has(api, session_id, identifier):
    try:
        find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), identifier)
        return True
    except AssertionError:
        return False


def open_page(browser, server):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", VIEWPORT)
    browser.get(server.base_url + "/")
    return WebDriverWait(browser, TIMEOUT).until(lambda b: b.execute_script(SESSION_ID))


def test_the_page_title_is_the_display_name_and_the_launch_screen_comes_with_the_html(api, browser, server):
    html = api.get("/").body.decode()
    assert "<title>UIKit Catalog</title>" in html
    assert 'id="launch"' in html and html.count('class="bar"') == 2, "UILaunchScreen's navigation and tab bars"
    open_page(browser, server)
    assert browser.title == "UIKit Catalog"
    # The launch screen is gone once the scene's first snapshot is drawn.
    WebDriverWait(browser, TIMEOUT).until(lambda b: b.find_elements(By.CSS_SELECTOR, "[data-identifier]"))
    WebDriverWait(browser, TIMEOUT).until(lambda b: b.execute_script("return !document.getElementById('launch')"))


def test_the_bundled_font_is_served_as_woff2_slices_beside_the_system_font(api):
    css = api.get("/fonts/fonts.css").body.decode()
    assert 'font-family: "app:ComicNeue-Regular"' in css and 'font-family: "app:ComicNeue-Bold"' in css
    urls = [part.split('")')[0] for part in css.split('url("')[1:] if "ComicNeue" in part.split('")')[0]]
    assert urls
    for url in urls:
        font = api.get(url)
        assert font.status == 200 and font.header("content-type") == "font/woff2", (url, font)
        # CFF outlines keep their OpenType flavor.
        assert font.body[:8] == b"wOF2OTTO", url


def test_text_in_the_bundled_font_is_drawn_as_wide_as_the_server_measured_it(api, browser, server, measure):
    session_id = open_page(browser, server)
    show_fonts_screen(api, session_id)
    WebDriverWait(browser, TIMEOUT).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, '[data-identifier="fonts.bundled.0"]'))
    drawn = browser.execute_async_script(MEASURE_BUNDLED)
    assert "error" not in drawn, drawn
    frames = nodes_by_identifier(api.get(f"/api/v1/sessions/{session_id}/tree").json(), "fonts.bundled.")
    lines = {identifier: node for identifier, node in frames.items() if identifier[len("fonts.bundled."):].isdigit()}
    assert len(lines) == 5, sorted(frames)
    deviations = []
    for identifier, node in lines.items():
        label = drawn[identifier]
        assert label["loaded"], label
        assert "app:ComicNeue" in label["family"], label
        assert label["text"] == node["text"]
        deviation = abs(label["width"] - node["frame"]["width"])
        deviations.append(deviation)
        assert deviation <= LAYOUT_UNIT + 1e-9, (identifier, label, node["frame"])
        assert label["height"] == node["frame"]["height"], (identifier, label, node["frame"])
    # The same text in the system font is another width: the page really draws Comic Neue.
    assert drawn["fonts.bundled.name"]["text"].startswith("Comic Neue · ComicNeue-Regular")
    measure(f"fonts: {len(deviations)} lines in the bundled Comic Neue, max width deviation from Chromium "
            f"{max(deviations) * 64:.3f}/64 px, heights equal")


def test_the_browsers_text_size_rescales_labels_that_adjust_and_only_those(api, browser, server):
    session_id = open_page(browser, server)
    show_fonts_screen(api, session_id)
    assert api.get(f"/api/v1/sessions/{session_id}").json()["contentSizeCategory"] == "large"
    before = nodes_by_identifier(api.get(f"/api/v1/sessions/{session_id}/tree").json(), "fonts.dynamic.")
    # Chromium's "Very large" text size: the root font size becomes 24 px (accessibilityMedium).
    browser.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 24, "fixed": 20}})
    wait_for(lambda: api.get(f"/api/v1/sessions/{session_id}").json()["contentSizeCategory"] == "accessibilityMedium",
             "the page's text size reaches the session")
    after = nodes_by_identifier(api.get(f"/api/v1/sessions/{session_id}/tree").json(), "fonts.dynamic.")
    # Body: 17 → 28 points, a 20 → 33 point line; the scaled Comic Neue title grows; the label
    # that does not adjust keeps its 20-point line.
    assert before["fonts.dynamic.body"]["frame"]["height"] == 20
    assert after["fonts.dynamic.body"]["frame"]["height"] > 30
    assert after["fonts.dynamic.scaled"]["frame"]["height"] > before["fonts.dynamic.scaled"]["frame"]["height"]
    assert after["fonts.dynamic.fixed"]["frame"]["height"] == before["fonts.dynamic.fixed"]["frame"]["height"] == 20
    WebDriverWait(browser, TIMEOUT).until(lambda b: b.execute_script(
        "return parseFloat(getComputedStyle(document.querySelector('[data-identifier=\"fonts.dynamic.body\"]')).fontSize)") == 28)


def test_rest_sessions_take_a_content_size_category(api):
    reply = api.post("/api/v1/sessions", {"contentSizeCategory": "extraExtraExtraLarge"})
    assert reply.status == 201, reply
    session = reply.json()
    assert session["contentSizeCategory"] == "extraExtraExtraLarge"
    show_fonts_screen(api, session["id"])
    tree = lambda: nodes_by_identifier(api.get(f"/api/v1/sessions/{session['id']}/tree").json(), "fonts.dynamic.")
    # Body at xxxLarge is 23 points; the label that does not adjust was made at xxxLarge too.
    heights = {identifier: node["frame"]["height"] for identifier, node in tree().items()}
    assert heights["fonts.dynamic.body"] == heights["fonts.dynamic.fixed"] > 20, heights
    reply = api.post(f"/api/v1/sessions/{session['id']}/traits", {"contentSizeCategory": "extraSmall"})
    assert reply.status == 200, reply
    after = {identifier: node["frame"]["height"] for identifier, node in tree().items()}
    assert after["fonts.dynamic.body"] < 20 and after["fonts.dynamic.fixed"] == heights["fonts.dynamic.fixed"], after
    assert_problem(api.post("/api/v1/sessions", {"contentSizeCategory": "huge"}), 400)
    api.delete(f"/api/v1/sessions/{session['id']}")


@pytest.fixture(scope="module")
def windowless_app(tmp_path_factory):
    with running_server(WINDOWLESS, tmp_path_factory.mktemp("windowless")) as running:
        yield running


def test_a_scene_delegate_that_shows_no_window_is_an_error_on_the_page_and_in_the_log(windowless_app, browser):
    api = Api(windowless_app.base_url)
    session_id = api.post("/api/v1/sessions", {}).json()["id"]
    problem = find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), "launchProblem")["text"]
    assert "SceneDelegate did not show a window" in problem and "makeKeyAndVisible()" in problem, problem
    assert "SceneDelegate did not show a window" in windowless_app.log_tail()
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", VIEWPORT)
    browser.get(windowless_app.base_url + "/")
    shown = WebDriverWait(browser, TIMEOUT).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, '[data-identifier="launchProblem"]'))[0]
    WebDriverWait(browser, TIMEOUT).until(lambda b: "did not show a window" in shown.text)
    # $(PRODUCT_NAME) in CFBundleName is expanded: the title is the app's module.
    assert browser.title == "WindowlessSceneApp"


def test_build_variables_are_expanded_in_every_string_of_xcodes_template_plist(tmp_path_factory):
    with running_server(TEMPLATE, tmp_path_factory.mktemp("template-title")) as running:
        html = Api(running.base_url).get("/").body.decode()
    assert "<title>XcodeTemplateApp</title>" in html
