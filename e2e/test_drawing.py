"""Drawing in headless Chromium: a chart drawn in draw(_:) replayed on a canvas, against the
same chart made into an image on the server (Cairo); redrawing after setNeedsDisplay(); a shape
layer's stroke end animated by the page; a gradient layer."""
import time

from selenium.webdriver.support.ui import WebDriverWait

from conftest import VIEWPORT
from support import find_view, tap_to_push, wait_for
from test_controls import SESSION_ID, TIMEOUT, by_identifier

# The canvas and the image at the same pixels: the page at the server's image scale (2).
SCALED = {**VIEWPORT, "deviceScaleFactor": 2}

CANVAS_DRAWN = """
const canvas = document.querySelector(`[data-identifier="${arguments[0]}"] > canvas.drawing`);
return canvas && canvas.dataset.drawn ? Number(canvas.dataset.drawn) : 0;
"""

# Both pictures on canvases of the image's pixel size; the share of pixels whose channels are
# all within `tolerance` (0-255), and the largest difference seen.
COMPARE = """
const [identifier, imageIdentifier, tolerance] = arguments;
const canvas = document.querySelector(`[data-identifier="${identifier}"] > canvas.drawing`);
const image = document.querySelector(`[data-identifier="${imageIdentifier}"] img`);
const width = image.naturalWidth, height = image.naturalHeight;
function pixels(source) {
  const target = document.createElement('canvas');
  target.width = width;
  target.height = height;
  const context = target.getContext('2d');
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height).data;
}
const a = pixels(canvas), b = pixels(image);
let close = 0, largest = 0, inked = 0;
for (let i = 0; i < a.length; i += 4) {
  let worst = 0;
  for (let c = 0; c < 4; c += 1) worst = Math.max(worst, Math.abs(a[i + c] - b[i + c]));
  if (worst <= tolerance) close += 1;
  if (a[i + 3] > 0) inked += 1;
  largest = Math.max(largest, worst);
}
return {share: close / (a.length / 4), largest, inked, width, height,
        canvas: [canvas.width, canvas.height]};
"""

STROKE_END = """
const node = document.querySelector(`[data-identifier="ringLayer"]`);
return parseFloat(getComputedStyle(node).getPropertyValue('--stroke-end'));
"""

PIXEL = """
const [identifier, x, y] = arguments;
const canvas = document.querySelector(`[data-identifier="${identifier}"] canvas.drawing`);
return Array.from(canvas.getContext('2d').getImageData(x, y, 1, 1).data);
"""


def status(api, session_id):
    return find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), "drawingStatus")["text"]


def open_drawing(browser, server, api):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", SCALED)
    browser.get(server.base_url + "/")
    by_identifier(browser, "drawingScreen")
    session_id = browser.execute_script(SESSION_ID)
    tap_to_push(browser, by_identifier(browser, "drawingScreen"))
    by_identifier(browser, "shuffleChart")
    wait_for(lambda: browser.execute_script(CANVAS_DRAWN, "chartView"), "the chart's canvas was not drawn")
    wait_for(lambda: browser.execute_script(
        "const i = document.querySelector('[data-identifier=\"chartImage\"] img'); return i && i.complete && i.naturalWidth > 0"),
        "the chart's image did not load")
    return session_id


def test_the_chart_replayed_on_a_canvas_matches_the_servers_raster_of_it(browser, server, api, measure):
    open_drawing(browser, server, api)
    result = browser.execute_script(COMPARE, "chartView", "chartImage", 16)
    # The canvas has the image's pixels: the chart's 160 points high at 2 pixels a point.
    assert result["canvas"] == [result["width"], result["height"]], result
    assert result["height"] == 320, result
    # The chart is drawn (grid, bars, line, dots), not an empty canvas.
    assert result["inked"] > result["width"] * result["height"] * 0.2, result
    assert result["share"] >= 0.99, result
    measure(f"drawing: canvas replay vs Cairo raster of the chart ({result['width']}×{result['height']} px): "
            f"{result['share'] * 100:.2f}% of pixels within 16/255 on every channel, largest difference {result['largest']}")


def test_shuffling_redraws_the_chart_once_and_the_image_again(browser, server, api):
    session_id = open_drawing(browser, server, api)
    drawn = browser.execute_script(CANVAS_DRAWN, "chartView")
    before = browser.execute_script(PIXEL, "chartView", 100, 200)
    by_identifier(browser, "shuffleChart").click()
    WebDriverWait(None, TIMEOUT, poll_frequency=0.05).until(lambda _: status(api, session_id) == "Shuffled 1")
    wait_for(lambda: browser.execute_script(CANVAS_DRAWN, "chartView") > drawn, "the chart was not drawn again")
    assert browser.execute_script(CANVAS_DRAWN, "chartView") == drawn + 1
    # The new values' image matches the new drawing too.
    wait_for(lambda: browser.execute_script(COMPARE, "chartView", "chartImage", 16)["share"] >= 0.99,
             lambda: f"after shuffling, canvas and image differ: {browser.execute_script(COMPARE, 'chartView', 'chartImage', 16)}"
                     f" (pixel before {before})")


def test_the_rings_stroke_end_animates_in_the_page_and_the_completion_follows(browser, server, api):
    session_id = open_drawing(browser, server, api)
    assert abs(browser.execute_script(STROKE_END) - 0.7) < 1e-6
    by_identifier(browser, "animateRing").click()
    WebDriverWait(None, TIMEOUT, poll_frequency=0.05).until(lambda _: status(api, session_id) == "Ring animating")
    time.sleep(0.6)
    middle = browser.execute_script(STROKE_END)
    assert 0.02 < middle < 0.68, middle
    WebDriverWait(None, TIMEOUT, poll_frequency=0.05).until(lambda _: status(api, session_id) == "Ring filled")
    time.sleep(0.1)
    assert abs(browser.execute_script(STROKE_END) - 0.7) < 1e-6
    # The stroke is an SVG path drawn to that part of its length.
    dash = browser.execute_script(
        "return getComputedStyle(document.querySelector('[data-identifier=\"ringLayer\"] path.trimmed')).strokeDasharray")
    assert "0.7" in dash.split(",")[0], dash


def test_pausing_the_rings_layer_holds_its_stroke_and_resuming_goes_on(browser, server, api):
    session_id = open_drawing(browser, server, api)
    by_identifier(browser, "animateRing").click()
    WebDriverWait(None, TIMEOUT, poll_frequency=0.05).until(lambda _: status(api, session_id) == "Ring animating")
    time.sleep(0.5)
    by_identifier(browser, "pauseRing").click()
    WebDriverWait(None, TIMEOUT, poll_frequency=0.05).until(lambda _: status(api, session_id) == "Ring paused")
    time.sleep(0.2)
    held = browser.execute_script(STROKE_END)
    assert 0.02 < held < 0.68, held
    # The layer's time stands still: the stroke does not move, and the completion does not come.
    time.sleep(2)
    assert abs(browser.execute_script(STROKE_END) - held) < 0.005
    assert status(api, session_id) == "Ring paused"
    by_identifier(browser, "pauseRing").click()
    WebDriverWait(None, TIMEOUT, poll_frequency=0.05).until(lambda _: status(api, session_id) == "Ring resumed")
    # It goes on from where it was held, not from the start or the end.
    time.sleep(0.1)
    resumed = browser.execute_script(STROKE_END)
    assert held - 0.01 < resumed < 0.69, (held, resumed)
    WebDriverWait(None, TIMEOUT, poll_frequency=0.05).until(lambda _: status(api, session_id) == "Ring filled")
    time.sleep(0.1)
    assert abs(browser.execute_script(STROKE_END) - 0.7) < 1e-6


def test_the_gradient_layer_goes_from_pink_to_indigo(browser, server, api):
    open_drawing(browser, server, api)
    wait_for(lambda: browser.execute_script(CANVAS_DRAWN, "gradientLayer"), "the gradient was not drawn")
    width = browser.execute_script(
        "return document.querySelector('[data-identifier=\"gradientLayer\"] canvas.drawing').width")
    left = browser.execute_script(PIXEL, "gradientLayer", 2, 20)
    right = browser.execute_script(PIXEL, "gradientLayer", width - 3, 20)
    # systemPink is mostly red, systemIndigo mostly blue.
    assert left[0] > 200 and left[2] < 120, left
    assert right[2] > 180 and right[0] < 120, right


REPLAY_10000 = """
const done = arguments[arguments.length - 1];
import('/drawing.js').then(({ replay }) => {
  const ops = ['strokeColor', 'rgba(255,0,0,1)', 'lineWidth', 1, 'beginPath', 'moveTo', 0, 0];
  for (let i = 1; i <= 10000; i += 1) ops.push('lineTo', (i * 7) % 390, (i * 13) % 844);
  ops.push('stroke');
  const canvas = document.createElement('canvas');
  canvas.width = 1170;
  canvas.height = 2532;
  const context = canvas.getContext('2d');
  let best = Infinity;
  for (let run = 0; run < 5; run += 1) {
    context.setTransform(3, 0, 0, 3, 0, 0);
    context.clearRect(0, 0, 390, 844);
    const start = performance.now();
    replay(context, ops);
    context.getImageData(0, 0, 1, 1);
    best = Math.min(best, performance.now() - start);
  }
  const inked = context.getImageData(0, 0, 1170, 2532).data.some((value, index) => index % 4 === 3 && value > 0);
  done({ best, inked });
});
"""


def test_the_page_replays_a_10000_segment_path(browser, server, api, measure):
    open_drawing(browser, server, api)
    result = browser.execute_async_script(REPLAY_10000)
    assert result["inked"], result
    measure(f"drawing: page replay of a 10,000-segment path on a 1170×2532 canvas (390×844 at 3×): "
            f"{result['best']:.1f} ms (best of 5, headless Chromium, no GPU)")


def test_a_visual_effect_view_blurs_what_is_behind_it(browser, server, api):
    open_drawing(browser, server, api)
    blur = by_identifier(browser, "blurView")
    assert "blur(20px)" in browser.execute_script("return getComputedStyle(arguments[0]).backdropFilter", blur)
    # Its tint is the material's: a translucent light gray in a light interface.
    tint = browser.execute_script(
        "return [...arguments[0].querySelectorAll('.node')].map((n) => getComputedStyle(n).backgroundColor)", blur)
    assert any(color.startswith("rgba(247, 247, 247, 0.55") for color in tint), tint


def test_a_view_whose_layer_class_is_a_gradient_layer_draws_it_on_itself(browser, server, api):
    open_drawing(browser, server, api)
    wait_for(lambda: browser.execute_script(CANVAS_DRAWN, "gradientStripe"), "the stripe's gradient was not drawn")
    width = browser.execute_script(
        "return document.querySelector('[data-identifier=\"gradientStripe\"] > canvas.drawing').width")
    left = browser.execute_script(PIXEL, "gradientStripe", 2, 10)
    right = browser.execute_script(PIXEL, "gradientStripe", width - 3, 10)
    # systemTeal is mostly green and blue, systemPurple mostly red and blue.
    assert left[1] > 140 and left[0] < 120, left
    assert right[0] > 140 and right[1] < 120, right


def test_a_conic_gradient_goes_round_from_its_end_point_and_matches_the_servers_raster(browser, server, api, measure):
    open_drawing(browser, server, api)
    wait_for(lambda: browser.execute_script(CANVAS_DRAWN, "conicGradient"), "the conic gradient was not drawn")
    wait_for(lambda: browser.execute_script(
        "const i = document.querySelector('[data-identifier=\"conicImage\"] img'); return i && i.complete && i.naturalWidth > 0"),
        "the conic gradient's image did not load")
    width, height = browser.execute_script(
        "const c = document.querySelector('[data-identifier=\"conicGradient\"] > canvas.drawing'); return [c.width, c.height]")
    cx, cy = width // 2, height // 2
    # Red at the top (the direction of the end point), then clockwise: yellow at the right,
    # green at the bottom, blue at the left.
    top = browser.execute_script(PIXEL, "conicGradient", cx + 1, 4)
    right = browser.execute_script(PIXEL, "conicGradient", width - 4, cy)
    bottom = browser.execute_script(PIXEL, "conicGradient", cx, height - 4)
    left = browser.execute_script(PIXEL, "conicGradient", 4, cy)
    assert top[0] > 200 and top[1] < 90 and top[2] < 90, top
    assert right[0] > 200 and right[1] > 180 and right[2] < 60, right
    assert bottom[1] > 150 and bottom[0] < 120 and bottom[2] < 120, bottom
    assert left[2] > 200 and left[0] < 60, left
    result = browser.execute_script(COMPARE, "conicGradient", "conicImage", 8)
    assert result["canvas"] == [result["width"], result["height"]], result
    assert result["share"] >= 0.99, result
    measure(f"drawing: canvas conic gradient vs Cairo's mesh of 360 wedges ({result['width']}×{result['height']} px): "
            f"{result['share'] * 100:.2f}% of pixels within 8/255 on every channel, largest difference {result['largest']}")


IMAGE_COLORS = """
const image = document.querySelector(`[data-identifier="${arguments[0]}"] img`);
if (!image || !image.complete || !image.naturalWidth) return null;
const canvas = document.createElement('canvas');
canvas.width = image.naturalWidth;
canvas.height = image.naturalHeight;
const context = canvas.getContext('2d');
context.drawImage(image, 0, 0);
const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
let orange = 0, dark = 0;
for (let i = 0; i < data.length; i += 4) {
  const [r, g, b, a] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
  if (a > 200 && r > 200 && g > 100 && g < 190 && b < 80) orange += 1;
  if (a > 200 && r < 90 && g < 90 && b < 90) dark += 1;
}
return {orange, dark, src: image.src, width: canvas.width, height: canvas.height};
"""


def test_a_snapshot_made_on_the_server_shows_the_tinted_symbol_and_the_fields_text(browser, server, api):
    session_id = open_drawing(browser, server, api)
    colors = wait_for(lambda: browser.execute_script(IMAGE_COLORS, "snapshotImage"), "the snapshot did not load")
    # The star in the view's orange tint, and the field's text in black.
    assert colors["orange"] > 200, colors
    assert colors["dark"] > 30, colors
    # Typing in the field makes the snapshot again, with the longer text (and the field being edited).
    typed = api.post(f"/api/v1/sessions/{session_id}/actions/type", {"text": " shot", "identifier": "snapshotField"})
    assert typed.status == 200 and typed.json()["text"] == "Snap shot", typed
    wait_for(lambda: (browser.execute_script(IMAGE_COLORS, "snapshotImage") or {}).get("src") not in (None, colors["src"]),
             "the snapshot was not made again")
    again = wait_for(lambda: browser.execute_script(IMAGE_COLORS, "snapshotImage"), "the new snapshot did not load")
    assert again["dark"] > colors["dark"], (colors, again)


def screenshot_pixels(browser, element):
    """The page's pixels over the element, as Chromium composites them (blending and backdrop
    filters included): rows of (red, green, blue) from a PNG screenshot."""
    import base64
    import struct
    import zlib
    rect = browser.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height];", element)
    shot = browser.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "clip": {"x": rect[0], "y": rect[1], "width": rect[2], "height": rect[3], "scale": 1}})
    data = base64.b64decode(shot["data"])
    width, height, depth, kind = struct.unpack(">IIBB", data[16:26])
    assert depth == 8 and kind in (2, 6), (depth, kind)
    chunks, offset = b"", 8
    while offset < len(data):
        length, name = struct.unpack(">I4s", data[offset:offset + 8])
        if name == b"IDAT":
            chunks += data[offset + 8:offset + 8 + length]
        offset += 12 + length
    raw, step = zlib.decompress(chunks), 4 if kind == 6 else 3
    rows, previous = [], bytearray(width * step)
    for y in range(height):
        line = raw[y * (width * step + 1):(y + 1) * (width * step + 1)]
        kind_of_filter, row = line[0], bytearray(line[1:])
        for i in range(len(row)):
            left = row[i - step] if i >= step else 0
            up, up_left = previous[i], previous[i - step] if i >= step else 0
            if kind_of_filter == 1:
                row[i] = (row[i] + left) & 255
            elif kind_of_filter == 2:
                row[i] = (row[i] + up) & 255
            elif kind_of_filter == 3:
                row[i] = (row[i] + (left + up) // 2) & 255
            elif kind_of_filter == 4:
                p = left + up - up_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - up_left)
                row[i] = (row[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else up_left)) & 255
        rows.append([tuple(row[x * step:x * step + 3]) for x in range(width)])
        previous = row
    return rows


def test_vibrant_content_takes_on_the_blurred_colors_behind_it(browser, server, api, measure):
    open_drawing(browser, server, api)
    # The vibrancy view's content view: the label's nearest ancestor that blends.
    style = browser.execute_script("""
        let node = arguments[0];
        while (node && getComputedStyle(node).mixBlendMode === 'normal') node = node.parentElement;
        if (!node || !node.parentElement.closest('[data-identifier="vibrancyView"]')) return null;
        const s = getComputedStyle(node);
        return [s.mixBlendMode, s.filter, s.opacity];""", by_identifier(browser, "vibrantLabel"))
    assert style == ["multiply", "brightness(0)", "0.85"], style
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {**SCALED, "deviceScaleFactor": 1})
    time.sleep(0.3)
    vibrant = screenshot_pixels(browser, by_identifier(browser, "vibrantLabel"))
    plain = screenshot_pixels(browser, by_identifier(browser, "blurView"))
    darkest = lambda rows: min((pixel for row in rows for pixel in row), key=sum)
    # The plain label is black; the vibrant one is the blurred pink and purple made darker, not black.
    assert sum(darkest(plain)) < 30, darkest(plain)
    shade = darkest(vibrant)
    assert 20 < sum(shade) < 200, shade
    assert shade[0] > shade[1] and shade[2] > shade[1], f"{shade}: the gradient's magenta shows through"
    measure(f"vibrancy: darkest pixel of a vibrant .label over the thin material {shade}, "
            f"of a plain label beside it {darkest(plain)}")
