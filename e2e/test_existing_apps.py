"""An app as Xcode's iOS App template writes it (Sources/XcodeTemplateApp/iOS: an app delegate,
a scene delegate that Info.plist names as `$(PRODUCT_MODULE_NAME).SceneDelegate`, a view
controller with `@IBAction` and `#selector` actions), built with the UIKit source plugin,
runs as it would on iOS: over REST and in headless Chromium."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO_ROOT, VIEWPORT, running_server
from support import Api, find_view

BINARY = REPO_ROOT / ".build/debug/XcodeTemplateApp"


@pytest.fixture(scope="module")
def template_app(tmp_path_factory):
    with running_server(BINARY, tmp_path_factory.mktemp("template")) as running:
        yield running.base_url


def text(api, session_id, identifier):
    return find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), identifier)["text"]


def test_the_info_plist_scene_delegate_shows_the_window_and_selector_actions_answer(template_app):
    api = Api(template_app)
    session_id = api.post("/api/v1/sessions", {}).json()["id"]
    assert text(api, session_id, "greeting") == "Hello, world"
    assert text(api, session_id, "navigation.title") == "Hello"
    for expected in ("Tapped 1 time", "Tapped 2 times"):
        assert api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": "tapMe"}).status == 200
        assert text(api, session_id, "greeting") == expected
    # The bar button item's `#selector(reset)`.
    assert api.post(f"/api/v1/sessions/{session_id}/actions/tap", {"identifier": "navigation.right.0"}).status == 200
    assert text(api, session_id, "greeting") == "Hello, world"


def test_the_template_app_answers_a_tap_in_the_page(template_app, browser):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", VIEWPORT)
    browser.get(template_app + "/")
    WebDriverWait(browser, 15).until(lambda b: b.find_elements(By.CSS_SELECTOR, '[data-identifier="tapMe"]'))[0].click()
    WebDriverWait(browser, 15).until(
        lambda b: "Tapped 1 time" in b.find_element(By.CSS_SELECTOR, '[data-identifier="greeting"]').text)
