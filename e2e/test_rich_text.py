"""Styled text, truncation and shrinking: what the server measured against what Chromium draws.

The catalog's RichTextViewController shows labels with attributed runs, the truncation modes
side by side, character wrapping, a line that shrinks its font to fit, and a one-line label
with a line feed. The server breaks and truncates their text; this test reads what the browser
drew and checks that it is exactly what the server decided, and that the browser's own
measurements agree with the server's within a pixel.
"""
import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.support.ui import WebDriverWait

from support import find_view

TIMEOUT = 20
SCREEN = "richText"
SHOW_SCREEN = "richTextScreen"
LAYOUT_UNIT = 1 / 64
ELLIPSIS = "\u2026"
SESSION_ID = "return sessionStorage.getItem('uikit-server.session')"

# Loads the fonts, then reports for each rich.* label: its plain text and font, the width the
# browser gives that text, and for styled labels each line's set height, the height of its
# content and the width of its runs. MEASURE measures a string in a label's font.
READ_LABELS = r"""
const done = arguments[arguments.length - 1];
(async () => {
  await Promise.all(Array.from(document.fonts).map((face) => face.load()));
  await document.fonts.ready;
  const result = {};
  for (const element of document.querySelectorAll('[data-identifier^="rich."]')) {
    const style = getComputedStyle(element);
    const span = element.querySelector(':scope > .text:not(.runs) > span');
    const lines = Array.from(element.querySelectorAll(':scope > .text.runs > .line'), (line) => {
      const content = line.firstChild;
      const range = document.createRange();
      range.selectNodeContents(content);
      return {
        text: content.textContent,
        height: parseFloat(line.style.height),
        contentHeight: content.getBoundingClientRect().height,
        width: range.getBoundingClientRect().width,
      };
    });
    let width = null;
    if (span) {
      const range = document.createRange();
      range.selectNodeContents(span);
      width = range.getBoundingClientRect().width;
    }
    result[element.dataset.identifier] = {
      text: span ? span.textContent : null,
      width,
      font: `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
      fontSize: parseFloat(style.fontSize),
      lines,
    };
  }
  return result;
})().then(done, (error) => done({ error: String(error) }));
"""

MEASURE = r"""
const [text, font] = arguments;
const probe = document.createElement('span');
probe.style.cssText = `position: absolute; white-space: pre; font: ${font}; visibility: hidden`;
probe.textContent = text;
document.body.append(probe);
const width = probe.getBoundingClientRect().width;
probe.remove();
return width;
"""


def labels_by_identifier(tree):
    labels = {}
    pending = list(tree["windows"])
    while pending:
        node = pending.pop()
        identifier = node.get("accessibilityIdentifier") or ""
        if identifier.startswith("rich."):
            labels[identifier] = node
        pending.extend(node["children"])
    return labels


@pytest.fixture
def rich_text(browser, api, server):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": 390, "height": 844, "deviceScaleFactor": 0, "mobile": False})
    browser.get(server.base_url + "/")
    try:
        session_id = WebDriverWait(browser, TIMEOUT).until(lambda b: b.execute_script(SESSION_ID))
    except TimeoutException:
        raise AssertionError(f"the page made no session; console: {browser.get_log('browser')}") from None
    tree = api.get(f"/api/v1/sessions/{session_id}/tree").json()
    find_view(tree, SHOW_SCREEN)
    reply = api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": SHOW_SCREEN})
    assert reply.status == 200, reply
    WebDriverWait(browser, TIMEOUT).until(
        lambda b: b.execute_script(f"return !!document.querySelector('[data-identifier=\"{SCREEN}\"]')"))
    drawn = browser.execute_async_script(READ_LABELS)
    assert "error" not in drawn, drawn
    labels = labels_by_identifier(api.get(f"/api/v1/sessions/{session_id}/tree").json())
    assert set(labels) == set(drawn), (sorted(labels), sorted(drawn))
    return browser, drawn, labels


def browser_width(browser, text, font):
    return browser.execute_script(MEASURE, text, font)


def test_each_truncation_mode_draws_the_longest_text_that_fits(rich_text):
    browser, drawn, labels = rich_text
    for identifier in ["rich.tail", "rich.middle", "rich.head"]:
        label, node = drawn[identifier], labels[identifier]
        full, shown, width = node["text"], label["text"], node["frame"]["width"]
        assert shown.count(ELLIPSIS) == 1 and shown != full, (identifier, shown)
        # What the browser draws fits the frame the server truncated it for.
        assert label["width"] <= width + LAYOUT_UNIT, (identifier, shown, label["width"], width)
        before, after = shown.split(ELLIPSIS)
        assert full.startswith(before) and full.endswith(after), (identifier, shown)
        # One more character, measured by the browser, would not have fit (spaces next to the
        # ellipsis are dropped, so the next character kept is the next one that is not a space).
        front_end = len(before) + 1
        while front_end < len(full) and full[front_end - 1] == " ":
            front_end += 1
        back_start = len(full) - len(after) - 1
        while back_start > 0 and full[back_start] == " ":
            back_start -= 1
        if identifier == "rich.tail":
            longer = full[:front_end].rstrip() + ELLIPSIS
        elif identifier == "rich.head":
            longer = ELLIPSIS + full[back_start:].lstrip()
        else:
            longer = full[:front_end].rstrip() + ELLIPSIS + after
        assert browser_width(browser, longer, label["font"]) > width - LAYOUT_UNIT, (identifier, shown, longer)
    assert drawn["rich.tail"]["text"].endswith(ELLIPSIS)
    assert drawn["rich.head"]["text"].startswith(ELLIPSIS)


def test_multiline_labels_draw_the_servers_lines(rich_text):
    browser, drawn, labels = rich_text
    two = drawn["rich.twoLines"]["text"].split("\n")
    assert len(two) == 2 and two[1].endswith(ELLIPSIS), two
    characters = drawn["rich.charWrap"]["text"].split("\n")
    # Lines wrapped at a space do not carry it.
    assert "".join(characters).replace(" ", "") == labels["rich.charWrap"]["text"].replace(" ", ""), characters
    assert len(characters) > 1
    for identifier in ["rich.twoLines", "rich.charWrap", "rich.cjk"]:
        label, node = drawn[identifier], labels[identifier]
        for line in label["text"].split("\n"):
            assert browser_width(browser, line, label["font"]) <= node["frame"]["width"] + LAYOUT_UNIT, (identifier, line)
    assert drawn["rich.newline"]["text"] == "A one-line label" + ELLIPSIS


def test_a_label_that_shrinks_draws_all_of_its_text_just_fitting(rich_text):
    _, drawn, labels = rich_text
    label, node = drawn["rich.shrink"], labels["rich.shrink"]
    assert label["text"] == node["text"]
    assert label["fontSize"] < 15
    assert node["frame"]["width"] - 1 < label["width"] <= node["frame"]["width"] + LAYOUT_UNIT, (label, node)


def test_styled_runs_are_as_tall_and_wide_as_the_server_measured(rich_text):
    _, drawn, labels = rich_text
    line = drawn["rich.runsLine"]["lines"]
    assert len(line) == 1 and line[0]["text"] == labels["rich.runsLine"]["text"], line
    # The label is as wide as the server measured its runs, rounded up to a whole pixel.
    frame = labels["rich.runsLine"]["frame"]
    assert frame["width"] - 1 < line[0]["width"] <= frame["width"] + LAYOUT_UNIT, (line, frame)
    assert abs(line[0]["contentHeight"] - line[0]["height"]) <= LAYOUT_UNIT, line
    attributed = drawn["rich.attributed"]["lines"]
    assert len(attributed) > 1
    assert "".join(l["text"] for l in attributed).replace(" ", "") == \
        labels["rich.attributed"]["text"].replace(" ", "")
    for line in attributed:
        assert line["width"] <= labels["rich.attributed"]["frame"]["width"] + LAYOUT_UNIT, line
        # A run raised off the baseline can round its half-leading a pixel differently.
        assert abs(line["contentHeight"] - line["height"]) <= 1, line
    paragraph = drawn["rich.paragraph"]["lines"]
    total = sum(l["height"] for l in paragraph)
    assert total <= labels["rich.paragraph"]["frame"]["height"], (paragraph, labels["rich.paragraph"]["frame"])
