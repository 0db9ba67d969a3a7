"""The catalog's Appearance screen in headless Chromium: every view-system property the server
renders shows up in the page's computed styles, and every element sits where the server's tree
says the view is."""
import math

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from support import tap_to_push

TIMEOUT = 15
SESSION_ID = "return sessionStorage.getItem('uikit-server.session')"
STYLE = """
const element = document.querySelector(`[data-identifier="${arguments[0]}"]`);
if (!element) return null;
const style = getComputedStyle(element);
const rect = element.getBoundingClientRect();
const image = element.querySelector('img');
return {
  rect: {x: rect.x, y: rect.y, width: rect.width, height: rect.height},
  borderRadius: style.borderTopLeftRadius, outlineWidth: style.outlineWidth, outlineOffset: style.outlineOffset,
  outlineColor: style.outlineColor, boxShadow: style.boxShadow, transform: style.transform,
  transformOrigin: style.transformOrigin, opacity: style.opacity, overflow: style.overflow, display: style.display,
  clipPath: style.clipPath, zIndex: style.zIndex, background: style.backgroundColor, color: style.color,
  imageLoaded: image ? image.complete && image.naturalWidth > 0 : null, objectFit: image ? getComputedStyle(image).objectFit : null,
};
"""
TOP_AT = "const e = document.elementFromPoint(arguments[0], arguments[1]); const n = e && e.closest('[data-identifier]'); return n && n.dataset.identifier;"


def open_appearance(browser, open_scene):
    open_scene()
    tap_to_push(browser, WebDriverWait(browser, TIMEOUT).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, '[data-identifier="appearanceScreen"]'))[0])
    try:
        WebDriverWait(browser, TIMEOUT).until(lambda b: b.execute_script(STYLE, "imageView") is not None
                                              and b.execute_script(STYLE, "imageView")["imageLoaded"])
    except TimeoutException:
        raise AssertionError(f"the Appearance screen did not show; console: {browser.get_log('browser')}") from None


def style(browser, identifier):
    value = browser.execute_script(STYLE, identifier)
    assert value is not None, f"no element for {identifier}"
    return value


def tree_frames(api, session_id):
    frames = {}

    def walk(node):
        if node["accessibilityIdentifier"]:
            frames[node["accessibilityIdentifier"]] = (node["frame"], node["hidden"])
        for child in node["children"]:
            walk(child)

    for window in api.get(f"/api/v1/sessions/{session_id}/tree").json()["windows"]:
        walk(window)
    return frames


def test_layer_properties_reach_the_page(browser, open_scene):
    open_appearance(browser, open_scene)
    card = style(browser, "cornerCard")
    assert card["borderRadius"] == "12px"
    assert card["outlineWidth"] == "2px" and card["outlineOffset"] == "-2px"
    assert card["outlineColor"] == "rgb(255, 59, 48)"
    assert card["boxShadow"] == "rgba(0, 0, 0, 0.4) 0px 4px 6px 0px"
    assert card["background"] == "rgb(0, 122, 255)"


def test_transforms_alpha_clipping_masks_and_hiding_reach_the_page(browser, open_scene):
    open_appearance(browser, open_scene)
    angle = math.pi / 12
    rotated = style(browser, "rotatedView")["transform"]
    values = [float(v) for v in rotated[len("matrix("):-1].split(",")]
    assert [round(v, 4) for v in values] == [round(math.cos(angle), 4), round(math.sin(angle), 4),
                                             round(-math.sin(angle), 4), round(math.cos(angle), 4), 0, 0]
    scaled = style(browser, "scaledView")
    assert scaled["transform"] == "matrix(1.5, 0, 0, 1.5, 0, 0)" and scaled["transformOrigin"] == "0px 0px"
    assert style(browser, "translucentView")["opacity"] == "0.5"
    assert style(browser, "clippingView")["overflow"] == "hidden"
    assert style(browser, "hiddenView")["display"] == "none"
    # xywh(10px 10px 40px 40px round 20px), as Chromium normalizes it.
    assert style(browser, "maskedView")["clipPath"] == "inset(10px calc(100% - 50px) calc(100% - 50px) 10px round 20px)"
    assert style(browser, "zBack")["zIndex"] == "1"
    image = style(browser, "imageView")
    assert image["imageLoaded"] and image["objectFit"] == "contain"


def test_tinted_button_title_is_drawn_in_the_tint(browser, open_scene):
    open_appearance(browser, open_scene)
    title_color = browser.execute_script(
        "return getComputedStyle(document.querySelector('[data-identifier=\"tintedButton\"] .node')).color")
    assert title_color == "rgb(255, 45, 85)"


def test_z_position_and_clipping_decide_what_is_on_top(browser, open_scene):
    open_appearance(browser, open_scene)
    back = style(browser, "zBack")["rect"]
    # Where zFront overlaps zBack, zBack is drawn in front: its zPosition beats sibling order.
    assert browser.execute_script(TOP_AT, back["x"] + back["width"] - 5, back["y"] + back["height"] - 5) == "zBack"
    clipping = style(browser, "clippingView")["rect"]
    # The clipped child overflows its parent, but nothing of it shows outside the parent.
    assert browser.execute_script(TOP_AT, clipping["x"] + clipping["width"] + 5, clipping["y"] + 95) != "clippedChild"


def test_every_element_sits_where_the_server_laid_out_its_view(browser, open_scene, api):
    open_appearance(browser, open_scene)
    session_id = browser.execute_script(SESSION_ID)
    frames = tree_frames(api, session_id)
    assert {"cornerCard", "rotatedView", "scaledView", "scrolledChild", "imageView"} <= frames.keys()
    mismatches = []
    for identifier, (frame, hidden) in frames.items():
        if hidden or identifier in ("maskedView",):
            continue
        rect = style(browser, identifier)["rect"]
        for key in ("x", "y", "width", "height"):
            if abs(rect[key] - frame[key]) > 1:
                mismatches.append((identifier, key, rect[key], frame[key]))
    assert mismatches == []


def test_a_scaled_view_given_a_frame_gets_smaller_bounds_and_draws_at_that_frame(browser, open_scene, api):
    open_appearance(browser, open_scene)
    session_id = browser.execute_script(SESSION_ID)
    frame, _ = tree_frames(api, session_id)["frameSetView"]
    assert (frame["width"], frame["height"]) == (100, 100)
    rect = style(browser, "frameSetView")["rect"]
    assert abs(rect["width"] - 100) <= 0.5 and abs(rect["height"] - 100) <= 0.5, rect
    label = browser.find_element(By.CSS_SELECTOR, '[data-identifier="frameSetBounds"]')
    assert label.text == "50×50"
