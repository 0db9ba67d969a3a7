"""Text measured on the server against text drawn by headless Chromium.

The catalog's TextViewController lays out labels through the product path: single lines get a
frame of exactly the size the server measures (`size(withAttributes:)`, unrounded), paragraphs
the size `sizeThatFits(_:)` gives them at a width. The browser draws each label's text with the
fonts the server serves (fonts/fonts.css), and this test reads what it drew: the width of the
text and its line boxes, and compares them with the label's frame from the REST tree.
"""
import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.support.ui import WebDriverWait

from support import find_view

TIMEOUT = 20
SCREEN = "textMeasurement"
SHOW_SCREEN = "showTextMeasurement"
LAYOUT_UNIT = 1 / 64
SESSION_ID = "return sessionStorage.getItem('uikit-server.session')"

# Loads every face of the served families (a browser otherwise loads a face when a character
# needs it), then reports, for each label, what the browser drew: the text's width, the width
# of each line box, and the height of the text block.
MEASURE_LABELS = r"""
const done = arguments[arguments.length - 1];
(async () => {
  await Promise.all(Array.from(document.fonts).map((face) => face.load()));
  await document.fonts.ready;
  const result = {};
  for (const element of document.querySelectorAll('[data-identifier]')) {
    const identifier = element.dataset.identifier;
    const span = element.querySelector(':scope > .text > span');
    if (!span || !/^(measure|wrap|fit)\./.test(identifier)) continue;
    const range = document.createRange();
    range.selectNodeContents(span);
    // Each line's width: from its first character to its last one that is not a space, as
    // spaces at the end of a wrapped line hang past it.
    const text = span.firstChild;
    const lines = [];
    for (let index = 0; index < text.length; index += 1) {
      const character = document.createRange();
      character.setStart(text, index);
      character.setEnd(text, index + 1);
      const rect = character.getClientRects()[0];
      if (!rect) continue;
      let line = lines[lines.length - 1];
      if (!line || Math.abs(line.top - rect.top) > 1) {
        line = { top: rect.top, left: rect.left, right: rect.left };
        lines.push(line);
      }
      if (!/\s/.test(text.data[index])) line.right = Math.max(line.right, rect.right);
    }
    result[identifier] = {
      text: span.textContent,
      width: range.getBoundingClientRect().width,
      lineWidths: lines.map((line) => line.right - line.left),
      height: span.getBoundingClientRect().height,
      fontSize: parseFloat(getComputedStyle(element).fontSize),
      fontsLoaded: document.fonts.check(`${getComputedStyle(element).fontSize} "UIKit System"`, span.textContent),
    };
  }
  return result;
})().then(done, (error) => done({ error: String(error) }));
"""


def frames_by_identifier(tree):
    frames = {}
    pending = list(tree["windows"])
    while pending:
        node = pending.pop()
        identifier = node.get("accessibilityIdentifier") or ""
        if identifier.startswith(("measure.", "wrap.", "fit.")):
            frames[identifier] = (node["frame"], node.get("text"))
        pending.extend(node["children"])
    return frames


def show_text_screen(browser, api, server):
    """Opens the renderer and brings TextViewController on screen; returns the session id."""
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": 390, "height": 844, "deviceScaleFactor": 0, "mobile": False})
    browser.get(server.base_url + "/")
    try:
        session_id = WebDriverWait(browser, TIMEOUT).until(lambda b: b.execute_script(SESSION_ID))
    except TimeoutException:
        raise AssertionError(f"the page made no session; console: {browser.get_log('browser')}") from None
    tree = api.get(f"/api/v1/sessions/{session_id}/tree").json()
    try:
        find_view(tree, SCREEN)
    except AssertionError:
        try:
            find_view(tree, SHOW_SCREEN)
        except AssertionError:
            pytest.fail(f"the catalog shows neither TextViewController ({SCREEN!r}) nor a control "
                        f"{SHOW_SCREEN!r} that shows it: wire the screen into the catalog", pytrace=False)
        reply = api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": SHOW_SCREEN})
        assert reply.status == 200, reply
    WebDriverWait(browser, TIMEOUT).until(
        lambda b: b.execute_script(f"return !!document.querySelector('[data-identifier=\"{SCREEN}\"]')"))
    return session_id


@pytest.fixture
def drawn_and_measured(browser, api, server):
    session_id = show_text_screen(browser, api, server)
    drawn = browser.execute_async_script(MEASURE_LABELS)
    assert "error" not in drawn, drawn
    frames = frames_by_identifier(api.get(f"/api/v1/sessions/{session_id}/tree").json())
    assert frames and set(frames) == set(drawn), (sorted(frames), sorted(drawn))
    return drawn, frames


def test_fonts_are_served_with_the_renderer_as_woff2_slices(api):
    css = api.get("/fonts/fonts.css")
    assert css.status == 200 and css.header("content-type").startswith("text/css"), css
    text = css.body.decode()
    urls = [part.split('")')[0] for part in text.split('url("')[1:]]
    assert urls and "UIKit System" in text and "unicode-range" in text
    assert 'format("woff2")' in text and "truetype" not in text
    # Every Latin, Greek and Cyrillic slice, and the first CJK slice (slices are made on first request).
    wanted = {url for url in urls if "-cjk" not in url} | {next(url for url in urls if "-cjk0-" in url)}
    for url in wanted:
        font = api.get(url)
        assert font.status == 200 and font.header("content-type") == "font/woff2", (url, font)
        assert font.body[:4] == b"wOF2", url
        assert "immutable" in font.header("cache-control")
    latin = api.get(next(url for url in urls if "DejaVuSans-latin-" in url))
    assert len(latin.body) < 25_000, "the Latin slice of the regular face should be a few kilobytes"


def test_single_lines_are_as_wide_and_as_tall_as_the_server_measured(drawn_and_measured, measure):
    drawn, frames = drawn_and_measured
    deviations = []
    for identifier, (frame, text) in frames.items():
        if not identifier.startswith("measure."):
            continue
        label = drawn[identifier]
        assert label["fontsLoaded"], (identifier, text)
        assert label["text"] == text
        deviation = abs(label["width"] - frame["width"])
        deviations.append(deviation)
        assert deviation <= LAYOUT_UNIT + 1e-9, (identifier, text, label["width"], frame["width"])
        assert label["height"] == frame["height"], (identifier, text, label["height"], frame["height"])
    measure(f"text: {len(deviations)} single lines, max width deviation from Chromium "
            f"{max(deviations) * 64:.3f}/64 px, heights equal")


def test_paragraphs_wrap_into_the_same_lines_as_the_server_broke_them(drawn_and_measured, measure):
    drawn, frames = drawn_and_measured
    count = 0
    for identifier, (frame, text) in frames.items():
        if not identifier.startswith("wrap."):
            continue
        count += 1
        label = drawn[identifier]
        assert label["height"] == frame["height"], (identifier, text, label, frame)
        # The server sends only the lines it shows (a line limit truncates the last one).
        shown = label["lineWidths"]
        widest = max(shown)
        # The frame is the widest line rounded up to a whole pixel; the browser reports it
        # rounded up to 1/64 px.
        assert frame["width"] - 1 < widest <= frame["width"] + LAYOUT_UNIT, (identifier, text, shown, frame)
    measure(f"text: {count} wrapped paragraphs broke into the same lines (heights equal, widest line agrees)")


def test_labels_that_adjust_their_font_size_draw_text_that_just_fits(drawn_and_measured, measure):
    drawn, frames = drawn_and_measured
    shrunk = {identifier: frame for identifier, (frame, _) in frames.items() if identifier.startswith("fit.")}
    assert shrunk
    for identifier, frame in shrunk.items():
        label = drawn[identifier]
        assert label["fontSize"] < 17, (identifier, label)
        assert frame["width"] - 0.5 < label["width"] <= frame["width"] + LAYOUT_UNIT, (identifier, label, frame)
    measure(f"text: {len(shrunk)} labels shrank their font to fit within 1/64 px of their width")
