"""The catalog's Layers screen in headless Chromium: layers of their own drawn where a device
draws them, each its own element among its view's subviews."""
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from support import tap_to_push

TIMEOUT = 15
GEOMETRY = """
const element = document.querySelector(`[data-identifier="${arguments[0]}"]`);
if (!element) return null;
const style = getComputedStyle(element);
const rect = element.getBoundingClientRect();
const image = element.querySelector(':scope > img');
const line = element.querySelector('.line');
return {
  rect: {x: rect.x, y: rect.y, width: rect.width, height: rect.height},
  kind: element.dataset.kind, background: style.backgroundColor, radius: style.borderTopLeftRadius,
  radii: [style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomRightRadius, style.borderBottomLeftRadius],
  cornerShape: style.getPropertyValue('corner-shape'), outlineWidth: style.outlineWidth, outlineColor: style.outlineColor,
  transform: style.transform, pointerEvents: style.pointerEvents,
  text: element.innerText, lineTop: line ? line.getBoundingClientRect().y : null,
  imageLoaded: image ? image.complete && image.naturalWidth > 0 : null,
  image: image ? (() => { const r = image.getBoundingClientRect(); return {x: r.x, y: r.y, width: r.width, height: r.height}; })() : null,
  parentKind: element.parentElement.closest('.node')?.dataset.kind,
  parentIdentifier: element.parentElement.closest('.node')?.dataset.identifier,
  siblings: Array.from(element.parentElement.children, (e) => e.dataset.identifier ?? e.dataset.kind),
};
"""
TOP_AT = "const e = document.elementFromPoint(arguments[0], arguments[1]); const n = e && e.closest('[data-identifier]'); return n && n.dataset.identifier;"


def open_layers(browser, open_scene):
    open_scene()
    tap_to_push(browser, WebDriverWait(browser, TIMEOUT).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, '[data-identifier="layersScreen"]'))[0])
    try:
        WebDriverWait(browser, TIMEOUT).until(lambda b: (b.execute_script(GEOMETRY, "contentsLayer") or {}).get("imageLoaded"))
    except TimeoutException:
        raise AssertionError(f"the Layers screen did not show; console: {browser.get_log('browser')}") from None


def geometry(browser, identifier):
    value = browser.execute_script(GEOMETRY, identifier)
    assert value is not None, f"no element for {identifier}"
    return value


def close(a, b, tolerance=0.5):
    return abs(a - b) <= tolerance


def test_the_cards_border_divider_and_badge_are_layers_drawn_where_a_device_draws_them(browser, open_scene):
    open_layers(browser, open_scene)
    card = geometry(browser, "layerCard")["rect"]
    border = geometry(browser, "cardBorder")
    assert border["kind"] == "layer" and border["parentIdentifier"] == "layerCard"
    # The border layer follows the card's size (set in layoutSubviews) and draws a 2-point blue border.
    for key in ("x", "y", "width", "height"):
        assert close(border["rect"][key], card[key]), (border["rect"], card)
    assert border["outlineWidth"] == "2px" and border["outlineColor"] == "rgb(0, 122, 255)"
    assert border["radius"] == "12px"
    divider = geometry(browser, "cardDivider")["rect"]
    assert close(divider["x"], card["x"] + 16) and close(divider["y"], card["y"] + 60)
    assert close(divider["width"], card["width"] - 32) and close(divider["height"], 1)
    badge = geometry(browser, "cardBadge")
    assert close(badge["rect"]["x"], card["x"] + card["width"] - 16) and close(badge["rect"]["y"], card["y"] - 8)
    assert close(badge["rect"]["width"], 24) and close(badge["rect"]["height"], 24)
    assert badge["background"] == "rgb(255, 59, 48)" and badge["radius"] == "12px"
    count = geometry(browser, "cardBadgeCount")
    assert count["parentIdentifier"] == "cardBadge" and count["text"] == "3"
    # A text layer's text starts at the top of its bounds.
    assert close(count["lineTop"], badge["rect"]["y"] + 2, 1), (count, badge)
    # Sublayer order: the border beneath the two labels, the divider and the badge in front of them.
    assert border["siblings"] == ["cardBorder", "cardTitle", "view", "cardDivider", "cardBadge"]


def test_layers_take_no_pointer_events_and_the_view_beneath_gets_them(browser, open_scene):
    open_layers(browser, open_scene)
    badge = geometry(browser, "cardBadge")
    assert badge["pointerEvents"] == "none"
    rect = badge["rect"]
    # Over the part of the badge inside the card, the card is what a pointer finds.
    assert browser.execute_script(TOP_AT, rect["x"] + 4, rect["y"] + rect["height"] - 4) == "layerCard"


def test_a_layer_turned_in_3d_under_a_perspective_is_drawn_in_depth(browser, open_scene):
    open_layers(browser, open_scene)
    holder = geometry(browser, "turnedView")["rect"]
    panel = geometry(browser, "turnedPanel")
    assert panel["transform"].startswith("matrix3d(")
    # Turned 50° about its vertical axis, seen from 300 points: narrower than its 80 points,
    # and its near edge taller than its far one, so its box is taller than 80 points.
    assert 45 < panel["rect"]["width"] < 70, panel["rect"]
    assert panel["rect"]["height"] > 80.5, panel["rect"]
    assert holder["x"] < panel["rect"]["x"] and panel["rect"]["x"] + panel["rect"]["width"] < holder["x"] + holder["width"]


def test_corners_rounded_on_top_with_the_continuous_curve(browser, open_scene):
    open_layers(browser, open_scene)
    rounded = geometry(browser, "topRoundedView")
    assert rounded["radii"] == ["20px", "20px", "0px", "0px"]
    assert rounded["cornerShape"].strip() in ("squircle", "superellipse(2)")


def test_an_image_as_a_layers_contents_is_centred_at_its_contents_scale(browser, open_scene):
    open_layers(browser, open_scene)
    contents = geometry(browser, "contentsLayer")
    holder = geometry(browser, "contentsView")["rect"]
    assert close(contents["rect"]["width"], 100) and close(contents["rect"]["x"], holder["x"])
    # The 48-pixel image at a contents scale of 2 covers 24 points, centred in the 100-point layer.
    image = contents["image"]
    assert close(image["width"], 24) and close(image["height"], 24), image
    assert close(image["x"], holder["x"] + 38) and close(image["y"], holder["y"] + 38), (image, holder)


PIXEL = """
const img = document.querySelector(`[data-identifier="${arguments[0]}"] > img`);
if (!img || !img.complete || img.naturalWidth === 0) return null;
const canvas = document.createElement('canvas');
canvas.width = img.naturalWidth;
canvas.height = img.naturalHeight;
const context = canvas.getContext('2d');
context.drawImage(img, 0, 0);
const [x, y] = [Math.round(arguments[1] * img.naturalWidth), Math.round(arguments[2] * img.naturalHeight)];
return {pixel: Array.from(context.getImageData(x, y, 1, 1).data), natural: [img.naturalWidth, img.naturalHeight],
        shown: [img.getBoundingClientRect().width, img.getBoundingClientRect().height]};
"""


def test_layers_and_images_drawn_on_the_server_reach_the_page(browser, open_scene):
    open_layers(browser, open_scene)
    # The pie layer's draw(in:) at a contents scale of 2: a 200-pixel bitmap shown at 100
    # points; its first slice (blue) covers the right half, from 12 o'clock clockwise.
    pie = WebDriverWait(browser, TIMEOUT).until(lambda b: b.execute_script(PIXEL, "pieLayer", 0.75, 0.5))
    assert pie["natural"] == [200, 200] and pie["shown"] == [100, 100], pie
    assert pie["pixel"] == [0, 122, 255, 255], pie
    left = browser.execute_script(PIXEL, "pieLayer", 0.25, 0.6)
    assert left["pixel"] == [255, 149, 0, 255], left  # the orange slice, below 9 o'clock
    corner = browser.execute_script(PIXEL, "pieLayer", 0.02, 0.02)
    assert corner["pixel"][3] == 0
    # UIGraphicsImageRenderer's 60-point badge at scale 2: a green disc with a white ring.
    badge = browser.execute_script(PIXEL, "renderedImage", 0.5, 0.5)
    assert badge["natural"] == [120, 120] and badge["shown"] == [60, 60], badge
    assert badge["pixel"] == [52, 199, 89, 255], badge
    ring = browser.execute_script(PIXEL, "renderedImage", 0.5, 0.2)
    assert ring["pixel"] == [255, 255, 255, 255], ring
