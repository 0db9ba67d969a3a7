"""An app written the iOS 12 way (Sources/ClassicApp: `main.swift` calls UIApplicationMain, the
app delegate makes the window from `UIScreen.main.bounds` in willFinishLaunching) runs one
UIApplication and app delegate per session, with the app-based lifecycle in Apple's order, and
keeps its state through a restart with its view controllers (UIKit's restoration without scenes)."""
import pytest
from selenium.webdriver.common.by import By

from conftest import REPO_ROOT, VIEWPORT, running_server
from restarts import Instance
from support import Api, find_view, wait_for

BINARY = REPO_ROOT / ".build/debug/ClassicApp"
LAUNCH = ["willFinishLaunching", "didFinishLaunching", "applicationDidBecomeActive"]


@pytest.fixture(scope="module")
def classic_app(tmp_path_factory):
    with running_server(BINARY, tmp_path_factory.mktemp("classic")) as running:
        yield running.base_url


def view(api, session_id, identifier):
    return find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), identifier)


def events(api, session_id):
    return view(api, session_id, "events")["text"].split("\n")


def test_each_session_launches_its_own_app_delegate_with_its_own_screen(classic_app):
    api = Api(classic_app)
    small = api.post("/api/v1/sessions", json_body={"width": 320, "height": 600}).json()["id"]
    large = api.post("/api/v1/sessions", json_body={"width": 1024, "height": 768}).json()["id"]
    assert events(api, small) == LAUNCH
    assert events(api, large) == LAUNCH
    assert view(api, small, "screenSize")["text"] == "Screen 320×600"
    assert view(api, large, "screenSize")["text"] == "Screen 1024×768"
    windows = api.get(f"/api/v1/sessions/{small}/tree").json()["windows"]
    assert [window["frame"] for window in windows] == [{"x": 0, "y": 0, "width": 320, "height": 600}]
    # Each session's view controller is its own: a tap counts in one session only.
    assert api.post(f"/api/v1/sessions/{small}/actions/tap", json_body={"identifier": "tapMe"}).status == 200
    assert view(api, small, "count")["text"] == "Tapped 1 time"
    assert view(api, large, "count")["text"] == "Tapped 0 times"


def test_the_app_lifecycle_follows_the_session_and_no_other(classic_app):
    api = Api(classic_app)
    first = api.post("/api/v1/sessions", json_body={}).json()["id"]
    second = api.post("/api/v1/sessions", json_body={}).json()["id"]
    assert api.post(f"/api/v1/sessions/{first}/lifecycle", json_body={"state": "background"}).json()["state"] == "background"
    assert api.post(f"/api/v1/sessions/{first}/lifecycle", json_body={"state": "active"}).json()["state"] == "foregroundActive"
    assert events(api, first) == LAUNCH + ["applicationWillResignActive", "applicationDidEnterBackground",
                                           "applicationWillEnterForeground", "applicationDidBecomeActive"]
    assert events(api, second) == LAUNCH


def test_a_page_shows_its_own_app_delegates_window_at_the_viewport_size(classic_app, browser):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", VIEWPORT)
    browser.get(classic_app + "/")

    def text(identifier):
        found = browser.find_elements(By.CSS_SELECTOR, f'[data-identifier="{identifier}"]')
        return found[0].text if found else None

    wait_for(lambda: text("screenSize") == "Screen 390×844", lambda: f"the page shows {text('screenSize')!r}")
    assert text("events").split("\n") == LAUNCH
    browser.find_element(By.CSS_SELECTOR, '[data-identifier="tapMe"]').click()
    wait_for(lambda: text("count") == "Tapped 1 time", lambda: f"the count says {text('count')!r}")


def test_its_view_controllers_state_comes_back_after_a_restart_between_will_and_did_finish_launching(tmp_path):
    data_dir = tmp_path / "data"
    first = Instance(tmp_path / "server.log", data_dir=data_dir, binary=BINARY)
    try:
        session_id = first.api.post("/api/v1/sessions", json_body={}).json()["id"]
        for _ in range(2):
            tapped = first.api.post(f"/api/v1/sessions/{session_id}/actions/tap", json_body={"identifier": "tapMe"})
            assert tapped.status == 200, tapped
        assert first.stop() == 0
    finally:
        first.kill()

    second = Instance(tmp_path / "server.log", data_dir=data_dir, binary=BINARY)
    try:
        assert view(second.api, session_id, "count")["text"] == "Tapped 2 times"
        assert events(second.api, session_id) == ["willFinishLaunching", "decodeRestorableState", "didFinishLaunching",
                                                  "applicationDidBecomeActive"]
    finally:
        second.kill()
