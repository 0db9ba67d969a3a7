"""SF Symbols in the catalog, in headless Chromium and over REST: the tab bar items, image views,
buttons and a bar button item draw Material Icons glyphs as SVG in their tint, sized as UIKit
sizes symbols; a dark-mode switch redraws them in the dark tint; an unknown name is nil."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from support import find_view, tap_to_push, tree_node, wait_for

TIMEOUT = 15
SESSIONS = "/api/v1/sessions"
SESSION_ID = "return sessionStorage.getItem('uikit-server.session')"
IMAGE = """
const element = document.querySelector(`[data-identifier="${arguments[0]}"]`);
const image = element && element.querySelector('img');
if (!image || !image.complete || image.naturalWidth === 0) return null;
const rect = image.getBoundingClientRect();
return {src: image.getAttribute('src'), width: rect.width, height: rect.height};
"""
FETCH = "const done = arguments[arguments.length - 1]; fetch(arguments[0]).then(r => r.text()).then(done, e => done(String(e)));"


def element(browser, identifier):
    found = browser.find_elements(By.CSS_SELECTOR, f'[data-identifier="{identifier}"]')
    return found[0] if found else None


def image(browser, identifier):
    return WebDriverWait(browser, TIMEOUT).until(lambda b: b.execute_script(IMAGE, identifier),
                                                 f"{identifier} shows no loaded image")


def svg(browser, source):
    return browser.execute_async_script(FETCH, source)


def size_of(node):
    frame = node["frame"]
    return (frame["width"], frame["height"]) if isinstance(frame, dict) else tuple(frame[2:])


def open_symbols(browser, open_scene):
    open_scene()
    tap_to_push(browser, WebDriverWait(browser, TIMEOUT).until(lambda b: element(b, "appearanceScreen")))
    tap_to_push(browser, WebDriverWait(browser, TIMEOUT).until(lambda b: element(b, "symbolsAssetsLink")))
    image(browser, "symbolHeart")


def test_tab_bar_items_show_symbols_in_the_selected_and_unselected_tints(browser, open_scene):
    open_scene()
    selected = image(browser, "tab.0")
    unselected = image(browser, "tab.1")
    assert selected["src"].endswith(".svg") and unselected["src"].endswith(".svg")
    selected_svg, unselected_svg = svg(browser, selected["src"]), svg(browser, unselected["src"])
    assert selected_svg.startswith("<svg") and 'fill="rgba(0,122,255,1)"' in selected_svg
    assert unselected_svg.startswith("<svg") and "rgba(0,122,255,1)" not in unselected_svg
    element(browser, "tab.1").click()
    WebDriverWait(browser, TIMEOUT).until(lambda b: "rgba(0,122,255,1)" in svg(b, image(b, "tab.1")["src"]),
                                          "the selected Settings tab is not drawn in the tint")


def test_image_views_and_buttons_draw_symbols_in_their_tint_at_their_configured_size(browser, open_scene):
    open_symbols(browser, open_scene)
    heart = image(browser, "symbolHeart")
    assert (heart["width"], heart["height"]) == (20, 20)
    assert 'fill="rgba(255,59,48,1)"' in svg(browser, heart["src"])
    star = image(browser, "symbolStar")
    assert (star["width"], star["height"]) == (40, 40)
    star_svg = svg(browser, star["src"])
    assert 'fill="rgba(255,149,0,1)"' in star_svg and "stroke-width" in star_svg
    assert 'fill="rgba(48,176,199,1)"' in svg(browser, image(browser, "symbolPalette")["src"])
    assert 'fill="rgba(0,122,255,1)"' in svg(browser, image(browser, "symbolButton")["src"])
    assert 'fill="rgba(255,255,255,1)"' in svg(browser, image(browser, "symbolConfigButton")["src"])
    assert image(browser, "symbolBarButton")["src"].endswith(".svg")
    # Drawn on the server with Cairo: a PNG.
    rendered = image(browser, "symbolRendered")
    assert rendered["src"].endswith(".png") and (rendered["width"], rendered["height"]) == (40, 40)


def test_a_dark_mode_switch_redraws_symbols_in_the_dark_tint(browser, open_scene, api):
    open_symbols(browser, open_scene)
    session_id = browser.execute_script(SESSION_ID)
    response = api.post(f"{SESSIONS}/{session_id}/traits", json_body={"style": "dark"})
    assert response.status == 200, response
    WebDriverWait(browser, TIMEOUT).until(
        lambda b: 'fill="rgba(255,69,58,1)"' in svg(b, image(b, "symbolHeart")["src"]),
        "the heart is not redrawn in the dark system red")


def test_the_rest_tree_has_symbol_views_sized_as_uikit_sizes_symbols(api):
    session_id = api.post(SESSIONS, json_body={}).json()["id"]
    for identifier in ["appearanceScreen", "symbolsAssetsLink"]:
        response = api.post(f"{SESSIONS}/{session_id}/actions/tap", json_body={"identifier": identifier})
        assert response.status == 200, response

    def tree():
        return api.get(f"{SESSIONS}/{session_id}/tree").json()

    wait_for(lambda: tree_node(api, session_id, "symbolMissing"), "the Symbols screen did not show")
    current = tree()
    assert find_view(current, "symbolMissing")["text"] == "Unknown name: nil"
    assert size_of(find_view(current, "symbolHeart")) == (20, 20)
    assert size_of(find_view(current, "symbolStar")) == (40, 40)
    assert size_of(find_view(current, "symbolRendered")) == (40, 40)
    api.delete(f"{SESSIONS}/{session_id}")


BACKGROUND = "const e = document.querySelector(`[data-identifier=\"${arguments[0]}\"]`); return e && getComputedStyle(e).backgroundColor;"


def test_a_color_set_of_the_asset_catalog_follows_a_dark_mode_switch(browser, open_scene, api):
    open_symbols(browser, open_scene)
    # "0.800", "240" and "0xE0": the three ways Xcode writes components.
    WebDriverWait(browser, TIMEOUT).until(lambda b: b.execute_script(BACKGROUND, "assetColorCard") == "rgb(204, 240, 224)",
                                          "the color set's light color is not drawn")
    session_id = browser.execute_script(SESSION_ID)
    assert api.post(f"{SESSIONS}/{session_id}/traits", json_body={"style": "dark"}).status == 200
    WebDriverWait(browser, TIMEOUT).until(lambda b: b.execute_script(BACKGROUND, "assetColorCard") == "rgb(51, 64, 96)",
                                          "the color set's dark color is not drawn after the switch")


def test_a_color_set_in_a_namespace_folder_is_found_by_its_namespaced_name(browser, open_scene):
    open_symbols(browser, open_scene)
    WebDriverWait(browser, TIMEOUT).until(lambda b: b.execute_script(BACKGROUND, "assetNamespacedColor") == "rgb(240, 180, 0)",
                                          "UIColor(named: \"Badges/Gold\") is not drawn")


def test_image_sets_resolve_per_trait_and_follow_a_dark_mode_switch(browser, open_scene, api):
    open_symbols(browser, open_scene)
    sun = image(browser, "assetImage")
    assert (sun["width"], sun["height"]) == (40, 40) and sun["src"].endswith(".png")
    # The template image set is drawn in the view's tint, on the server: a new PNG.
    dot = image(browser, "assetTemplateImage")
    assert (dot["width"], dot["height"]) == (24, 24)
    diamond = image(browser, "assetVectorImage")
    assert diamond["src"].endswith(".svg") and (diamond["width"], diamond["height"]) == (32, 32)
    assert 'fill="#34C759"' in svg(browser, diamond["src"])
    session_id = browser.execute_script(SESSION_ID)
    assert api.post(f"{SESSIONS}/{session_id}/traits", json_body={"style": "dark"}).status == 200
    WebDriverWait(browser, TIMEOUT).until(lambda b: (image(b, "assetImage") or {}).get("src") not in (None, sun["src"]),
                                          "the image set's dark variant is not shown after the switch")


IMAGE_PIXEL = """
const image = document.querySelector(`[data-identifier="${arguments[0]}"] img`);
const canvas = document.createElement('canvas');
canvas.width = image.naturalWidth;
canvas.height = image.naturalHeight;
const context = canvas.getContext('2d');
context.drawImage(image, 0, 0);
return [canvas.width, canvas.height, ...Array.from(arguments).slice(1).map(([x, y]) => Array.from(context.getImageData(x, y, 1, 1).data))];
"""


def test_a_jpeg_photo_and_a_gifs_first_frame_are_drawn_into_one_image_on_the_server(browser, open_scene):
    open_symbols(browser, open_scene)
    drawn = image(browser, "assetDrawnPhoto")
    # The photo's size in points (96 × 64 pixels at 2×), as a PNG made on the server.
    assert (drawn["width"], drawn["height"]) == (48, 32) and drawn["src"].endswith(".png"), drawn
    width, height, left, right, middle, corner = browser.execute_script(
        IMAGE_PIXEL, "assetDrawnPhoto", [10, 10], [86, 10], [48, 32], [34, 20])
    assert (width, height) == (96, 64)
    near = lambda pixel, color: all(abs(a - b) <= 12 for a, b in zip(pixel, color + [255]))
    # The JPEG's orange and teal halves, the GIF's first frame (a blue disc, not the second
    # frame's red) over the middle, and the photo through the GIF's transparent corners.
    assert near(left, [255, 149, 0]), left
    assert near(right, [48, 176, 199]), right
    assert near(middle, [0, 122, 255]), middle
    assert near(corner, [255, 149, 0]), corner


def test_a_data_set_is_read_with_nsdataasset(api):
    session_id = api.post(SESSIONS, json_body={}).json()["id"]
    for identifier in ["appearanceScreen", "symbolsAssetsLink"]:
        assert api.post(f"{SESSIONS}/{session_id}/actions/tap", json_body={"identifier": identifier}).status == 200
    node = wait_for(lambda: tree_node(api, session_id, "assetData"), "the Symbols & Assets screen did not show")
    assert node["text"] == "Hello from a data set (public.json)"
    api.delete(f"{SESSIONS}/{session_id}")


def test_the_app_icon_is_the_pages_icon_and_the_web_app_manifests(browser, open_scene, api):
    open_scene()
    WebDriverWait(browser, TIMEOUT).until(lambda b: element(b, "appearanceScreen"))
    links = browser.execute_script(
        "return [...document.querySelectorAll('link[rel=icon], link[rel=manifest]')].map(l => l.getAttribute('href'))")
    assert links == ["/app-icon.png", "/manifest.webmanifest"]
    icon = api.get("/app-icon.png")
    assert icon.status == 200 and icon.header("content-type") == "image/png"
    assert icon.body[:8] == b"\x89PNG\r\n\x1a\n" and int.from_bytes(icon.body[16:20], "big") == 180
    manifest = api.get("/manifest.webmanifest").json()
    assert manifest["icons"] == [{"src": "/app-icon.png", "sizes": "180x180", "type": "image/png"}]
    assert manifest["display"] == "standalone"


SLICE = """
const element = document.querySelector(`[data-identifier="${arguments[0]}"] > .image.sliced`);
if (!element) return null;
const style = getComputedStyle(element);
const rect = element.getBoundingClientRect();
return {slice: style.borderImageSlice, width: style.borderImageWidth, repeat: style.borderImageRepeat,
        source: style.borderImageSource, size: [rect.width, rect.height]};
"""


def test_resizable_images_are_drawn_as_border_images(browser, open_scene):
    open_symbols(browser, open_scene)
    sliced = WebDriverWait(browser, TIMEOUT).until(lambda b: b.execute_script(SLICE, "assetSlicedImage"),
                                                   "the sliced image set is not a border image")
    assert sliced["slice"] == "24 fill" and sliced["width"] == "12px" and sliced["repeat"] == "stretch"
    assert sliced["size"] == [160, 44] and ".png" in sliced["source"]
    tiled = browser.execute_script(SLICE, "resizableImage")
    assert tiled["slice"] == "16 fill" and tiled["width"] == "8px" and tiled["repeat"] == "repeat"


ATTACHMENTS = """
const label = document.querySelector(`[data-identifier="${arguments[0]}"]`);
if (!label) return null;
const images = Array.from(label.querySelectorAll('img.attachment'));
if (!images.length || !images.every((image) => image.complete && image.naturalWidth > 0)) return null;
const span = label.querySelector(':scope > .text');
const line = span.querySelector('.line > div');
const range = document.createRange();
range.selectNodeContents(line);
return {count: images.length, src: images[0].getAttribute('src'),
        sizes: images.map((image) => [image.getBoundingClientRect().width, image.getBoundingClientRect().height]),
        lineWidth: range.getBoundingClientRect().width,
        text: line.textContent};
"""


def test_symbols_in_a_labels_attributed_text_are_drawn_inline_at_the_servers_widths(browser, open_scene, api):
    open_symbols(browser, open_scene)
    drawn = WebDriverWait(browser, TIMEOUT).until(lambda b: b.execute_script(ATTACHMENTS, "symbolAttachmentLabel"),
                                                  "the label's attachments are not drawn")
    assert drawn["count"] == 4, drawn
    # Symbols sized to the 17-point text: 20-point boxes, as image views size them.
    assert all(abs(width - 20) < 0.01 and abs(height - 20) < 0.01 for width, height in drawn["sizes"]), drawn
    assert drawn["src"].endswith(".svg"), drawn
    # Drawn in the label's orange: the SVG's fill is the label's text color.
    assert 'fill="rgba(255,149,0,1)"' in svg(browser, drawn["src"]), svg(browser, drawn["src"])
    session_id = browser.execute_script(SESSION_ID)
    label = find_view(api.get(f"{SESSIONS}/{session_id}/tree").json(), "symbolAttachmentLabel")
    # The line as the page lays it out is as wide as the server measured the label.
    assert abs(drawn["lineWidth"] - size_of(label)[0]) < 1, (drawn, label["frame"])


def test_pdf_image_sets_are_drawn_as_svg_of_their_media_box_and_templates_in_the_tint(browser, open_scene, api):
    open_symbols(browser, open_scene)
    ticket = image(browser, "assetPDFImage")
    assert ticket["src"].endswith(".svg") and (ticket["width"], ticket["height"]) == (48, 32)
    ticket_svg = svg(browser, ticket["src"])
    # Its own colors: the blue card, the clipped yellow sun, the CMYK tear line.
    assert ticket_svg.startswith("<svg") and 'width="48" height="32"' in ticket_svg
    for color in ["rgba(51,115,217,1)", "rgba(255,204,51,1)", "rgba(204,204,204,1)"]:
        assert f'"{color}"' in ticket_svg, color
    assert 'clip-path="url(#c0)"' in ticket_svg and 'fill-rule="evenodd"' in ticket_svg
    # The template image set is painted in the view's tint (system orange), nothing in black.
    flag = image(browser, "assetPDFTemplateImage")
    assert (flag["width"], flag["height"]) == (24, 24)
    flag_svg = svg(browser, flag["src"])
    assert 'fill="rgba(255,149,0,1)"' in flag_svg and "rgba(0,0,0,1)" not in flag_svg
    session_id = browser.execute_script(SESSION_ID)
    assert api.post(f"{SESSIONS}/{session_id}/traits", json_body={"style": "dark"}).status == 200
    WebDriverWait(browser, TIMEOUT).until(
        lambda b: 'fill="rgba(255,159,10,1)"' in svg(b, image(b, "assetPDFTemplateImage")["src"]),
        "the template PDF is not repainted in the dark orange")


FIELD_ATTACHMENTS = """
const field = document.querySelector(`[data-identifier="${arguments[0]}"]`);
if (!field) return null;
const images = Array.from(field.querySelectorAll('img.attachment'));
if (!images.length || !images.every((image) => image.complete && image.naturalWidth > 0)) return null;
return {count: images.length, src: images[0].getAttribute('src'),
        sizes: images.map((image) => [image.getBoundingClientRect().width, image.getBoundingClientRect().height])};
"""


def test_a_text_fields_styled_text_draws_its_attachments(browser, open_scene):
    open_symbols(browser, open_scene)
    drawn = WebDriverWait(browser, TIMEOUT).until(lambda b: b.execute_script(FIELD_ATTACHMENTS, "symbolAttachmentField"),
                                                  "the text field's attachment is not drawn")
    # One pin symbol, sized to the field's 17-point text and drawn in its label color.
    assert drawn["count"] == 1, drawn
    assert all(abs(width - 20) < 0.01 and abs(height - 20) < 0.01 for width, height in drawn["sizes"]), drawn
    assert drawn["src"].endswith(".svg") and 'fill="rgba(0,0,0,1)"' in svg(browser, drawn["src"]), drawn
