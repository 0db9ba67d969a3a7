"""Scenes survive restarts: SIGTERM saves every session into the data directory and a server
started again on it lists them and brings each back when used — over REST, WebDriver, or the
page resuming with its id and secret; `kill -9` loses at most the save interval; stored data
is never trusted."""
import sqlite3
import time

import pytest
from selenium.webdriver.common.by import By

from restarts import Instance
from support import assert_problem, find_view, wait_for
from conftest import VIEWPORT
from test_text_input import focus, node, open_text_input_screen, wait

SESSIONS = "/api/v1/sessions"
SESSION_ID = "return sessionStorage.getItem('uikit-server.session')"
DARK_HEBREW = {"width": 500, "height": 700, "style": "dark", "locale": ["he-IL"], "timeZone": "Asia/Jerusalem"}


@pytest.fixture
def data_dir(tmp_path):
    return tmp_path / "data"


@pytest.fixture
def instances(tmp_path):
    """Starts servers on demand and makes sure every one of them ends."""
    started = []

    def start(**kwargs):
        instance = Instance(tmp_path / "server.log", **kwargs)
        started.append(instance)
        return instance
    yield start
    for instance in started:
        instance.kill()


def create(api, body=None):
    response = api.post(SESSIONS, json_body=body)
    assert response.status == 201, response
    return response.json()["id"]


def listed(api):
    response = api.get(SESSIONS)
    assert response.status == 200, response
    return {session["id"]: session for session in response.json()["sessions"]}


def window_frame(api, session_id):
    response = api.get(f"{SESSIONS}/{session_id}/tree")
    assert response.status == 200, response
    return response.json()["windows"][0]["frame"]


def test_after_sigterm_the_saved_session_is_listed_and_comes_back_over_rest(instances, data_dir):
    first = instances(data_dir=data_dir)
    session_id = create(first.api, DARK_HEBREW)
    assert first.stop() == 0

    second = instances(data_dir=data_dir)
    saved = listed(second.api)[session_id]
    assert saved["saved"] is True and saved["connected"] is False and saved["state"] == "background", saved
    assert (saved["width"], saved["height"], saved["style"], saved["locale"], saved["timeZone"]) == \
        (500, 700, "dark", ["he-IL"], "Asia/Jerusalem"), saved

    assert window_frame(second.api, session_id) == {"x": 0, "y": 0, "width": 500, "height": 700}
    restored = second.api.get(f"{SESSIONS}/{session_id}").json()
    assert restored["state"] == "foregroundActive" and restored["locale"] == ["he-IL"], restored
    assert "saved" not in listed(second.api)[session_id]
    assert second.api.post(f"{SESSIONS}/{session_id}/actions/tap", json_body={"x": 10, "y": 10}).status == 200


def test_a_webdriver_command_brings_a_saved_session_back(instances, data_dir):
    first = instances(data_dir=data_dir)
    created = first.api.post("/wd/hub/session", json_body={"capabilities": {"alwaysMatch": {"platformName": "iOS"}}})
    assert created.status == 200, created
    session_id = created.json()["value"]["sessionId"]
    assert first.stop() == 0

    second = instances(data_dir=data_dir)
    source = second.api.get(f"/wd/hub/session/{session_id}/source")
    assert source.status == 200, source
    assert "XCUIElementTypeApplication" in source.json()["value"]


def test_sigterm_saves_and_exits_zero_within_the_limit(instances, data_dir):
    server = instances(data_dir=data_dir)
    for _ in range(5):
        create(server.api)
    started = time.monotonic()
    assert server.stop() == 0
    assert time.monotonic() - started < 10
    assert len(listed(instances(data_dir=data_dir).api)) == 5


def test_kill_9_loses_at_most_the_save_interval(instances, data_dir):
    first = instances(data_dir=data_dir, save_interval=1)
    session_id = create(first.api)
    assert first.api.post(f"{SESSIONS}/{session_id}/traits", json_body={"width": 600, "height": 900}).status == 200
    time.sleep(2.5)  # more than one save interval
    first.kill()

    second = instances(data_dir=data_dir)
    assert listed(second.api)[session_id]["width"] == 600
    assert window_frame(second.api, session_id) == {"x": 0, "y": 0, "width": 600, "height": 900}


def test_a_deleted_session_is_not_restored(instances, data_dir):
    first = instances(data_dir=data_dir)
    kept, deleted = create(first.api), create(first.api)
    assert first.api.delete(f"{SESSIONS}/{deleted}").status == 204
    assert first.stop() == 0

    second = instances(data_dir=data_dir)
    assert set(listed(second.api)) == {kept}
    assert_problem(second.api.get(f"{SESSIONS}/{deleted}/tree"), 404)


def test_a_session_unused_past_the_maximum_age_is_discarded(instances, data_dir):
    first = instances(data_dir=data_dir)
    create(first.api)
    assert first.stop() == 0
    time.sleep(1.5)

    second = instances(data_dir=data_dir, extra=("--session-max-age", "1"))
    assert listed(second.api) == {}
    assert "Discarded expired sessions" in second.log()


def test_corrupt_stored_rows_are_skipped_with_a_warning_and_a_corrupt_archive_gives_a_fresh_scene(instances, data_dir):
    first = instances(data_dir=data_dir)
    healthy, unreadable, bad_archive = create(first.api), create(first.api), create(first.api)
    assert first.stop() == 0
    with sqlite3.connect(data_dir / "sessions.sqlite") as database:
        database.execute("UPDATE scene_sessions SET display = '{\"width\": \"wide\"' WHERE id = ?", (unreadable,))
        database.execute("UPDATE scene_sessions SET restoration_archive = x'deadbeef00ff' WHERE id = ?", (bad_archive,))

    second = instances(data_dir=data_dir)
    assert set(listed(second.api)) == {healthy, bad_archive}
    assert "Skipping a stored session" in second.log() and unreadable in second.log()
    assert_problem(second.api.get(f"{SESSIONS}/{unreadable}/tree"), 404)
    assert window_frame(second.api, bad_archive) == {"x": 0, "y": 0, "width": 390, "height": 844}
    assert window_frame(second.api, healthy) == {"x": 0, "y": 0, "width": 390, "height": 844}
    assert second.process.poll() is None


def test_a_store_that_is_not_a_database_stops_the_server_with_a_clear_error(tmp_path, data_dir):
    data_dir.mkdir()
    (data_dir / "sessions.sqlite").write_bytes(b"this is not a database" * 100)
    with pytest.raises(pytest.fail.Exception):
        Instance(tmp_path / "server.log", data_dir=data_dir)
    assert "error: cannot open" in (tmp_path / "server.log").read_text() or \
        "file is not a database" in (tmp_path / "server.log").read_text()


def test_the_page_finds_its_scene_again_after_a_restart(instances, data_dir, browser):
    first = instances(data_dir=data_dir)
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", VIEWPORT)
    browser.get(first.base_url)
    wait(browser, lambda driver: driver.execute_script(SESSION_ID), "the page never got a session")
    session_id = browser.execute_script(SESSION_ID)
    wait(browser, lambda driver: driver.find_elements(By.CSS_SELECTOR, node("controlsScreen")), "no catalog entry")
    assert first.stop() == 0

    time.sleep(3)  # the server is down for a while; the page keeps retrying
    second = instances(data_dir=data_dir, port=first.port)
    wait_for(lambda: second.api.get(f"{SESSIONS}/{session_id}").json().get("connected") is True,
             "the page never reconnected to its restored scene", timeout=30)
    assert browser.execute_script(SESSION_ID) == session_id
    assert list(listed(second.api)) == [session_id]
    wait(browser, lambda driver: driver.find_elements(By.CSS_SELECTOR, node("controlsScreen")),
         "the restored scene never showed")


def test_the_uikit_state_comes_back_after_a_restart(instances, data_dir):
    first = instances(data_dir=data_dir)
    session_id = create(first.api)
    assert first.api.post(f"{SESSIONS}/{session_id}/actions/tap", json_body={"identifier": "textInputScreen"}).status == 200
    typed = first.api.post(f"{SESSIONS}/{session_id}/actions/type", json_body={"identifier": "nameField", "text": "Ada"})
    assert typed.status == 200, typed
    assert first.stop() == 0

    second = instances(data_dir=data_dir)
    tree = second.api.get(f"{SESSIONS}/{session_id}/tree").json()
    assert find_view(tree, "nameField")["text"] == "Ada"
    assert find_view(tree, "echoLabel")["text"] == "Hello, Ada"


def test_the_catalogs_pushed_screen_and_scroll_position_come_back_after_a_restart(instances, data_dir):
    first = instances(data_dir=data_dir)
    session_id = create(first.api)
    assert first.api.post(f"{SESSIONS}/{session_id}/actions/tap", json_body={"identifier": "scrollingScreen"}).status == 200
    scrolled = first.api.post(f"{SESSIONS}/{session_id}/actions/scroll",
                              json_body={"identifier": "scrollingScrollView", "toVisible": "scrollRow40"})
    assert scrolled.status == 200, scrolled
    offset = scrolled.json()["contentOffset"]["y"]
    assert offset > 1000
    assert first.stop() == 0

    second = instances(data_dir=data_dir)
    tree = second.api.get(f"{SESSIONS}/{session_id}/tree").json()
    # The navigation stack comes back with the pushed screen, and its scroll view where it was.
    assert find_view(tree, "scrollRow40") is not None
    assert find_view(tree, "scrollingScrollView")["contentOffset"]["y"] == offset


def test_the_catalogs_selected_tab_comes_back_after_a_restart(instances, data_dir):
    first = instances(data_dir=data_dir)
    session_id = create(first.api)
    assert first.api.post(f"{SESSIONS}/{session_id}/actions/tap", json_body={"identifier": "tab.1"}).status == 200
    find_view(first.api.get(f"{SESSIONS}/{session_id}/tree").json(), "darkModeSwitch")
    assert first.stop() == 0

    second = instances(data_dir=data_dir)
    tree = second.api.get(f"{SESSIONS}/{session_id}/tree").json()
    # The Settings tab is still the selected one: its screen shows, the catalog's does not.
    find_view(tree, "darkModeSwitch")
    with pytest.raises(AssertionError):
        find_view(tree, "scrollingScreen")


def test_each_tab_keeps_its_stack_and_the_large_tables_offset_after_a_restart(instances, data_dir):
    first = instances(data_dir=data_dir)
    session_id = create(first.api)
    assert first.api.post(f"{SESSIONS}/{session_id}/actions/tap", json_body={"identifier": "largeTableScreen"}).status == 200
    scrolled = first.api.post(f"{SESSIONS}/{session_id}/actions/scroll",
                              json_body={"identifier": "largeTable", "toVisible": "largeRow60"})
    assert scrolled.status == 200, scrolled
    offset = scrolled.json()["contentOffset"]["y"]
    assert offset > 1000
    assert first.api.post(f"{SESSIONS}/{session_id}/actions/tap", json_body={"identifier": "tab.1"}).status == 200
    assert first.stop() == 0

    second = instances(data_dir=data_dir)
    find_view(second.api.get(f"{SESSIONS}/{session_id}/tree").json(), "darkModeSwitch")
    # The catalog's tab, not selected when the scene was saved, still has the table pushed.
    assert second.api.post(f"{SESSIONS}/{session_id}/actions/tap", json_body={"identifier": "tab.0"}).status == 200
    tree = second.api.get(f"{SESSIONS}/{session_id}/tree").json()
    assert find_view(tree, "largeTable")["contentOffset"]["y"] == offset
    assert find_view(tree, "largeRow60") is not None


def test_screens_pushed_from_screens_come_back_in_both_tabs_after_a_restart(instances, data_dir):
    first = instances(data_dir=data_dir)
    session_id = create(first.api)
    for identifier in ("scrollingScreen", "openZoom", "tab.1", "openLanguage"):
        wait_for(lambda: first.api.post(f"{SESSIONS}/{session_id}/actions/tap", json_body={"identifier": identifier}).status == 200,
                 f"could not tap {identifier}")
    find_view(first.api.get(f"{SESSIONS}/{session_id}/tree").json(), "languageLater")
    assert first.stop() == 0

    second = instances(data_dir=data_dir)
    # The Settings tab shows the Language screen it pushed; the catalog's tab the Zoom screen the
    # Scrolling screen pushed, with the Scrolling screen under it (its back button goes there).
    find_view(second.api.get(f"{SESSIONS}/{session_id}/tree").json(), "languageLater")
    assert second.api.post(f"{SESSIONS}/{session_id}/actions/tap", json_body={"identifier": "tab.0"}).status == 200
    tree = second.api.get(f"{SESSIONS}/{session_id}/tree").json()
    find_view(tree, "zoomScrollView")
    assert "Scrolling" in texts_in(tree), "the Zoom screen's back button does not lead to the Scrolling screen"


def texts_in(node):
    """Every text shown in a tree (labels, buttons' titles)."""
    found = [node["text"]] if isinstance(node.get("text"), str) else []
    for child in node.get("children", []) + node.get("windows", []):
        found += texts_in(child)
    return found


def test_with_store_none_sessions_end_with_the_process(instances, data_dir):
    first = instances(data_dir=data_dir, store="none")
    create(first.api)
    assert first.stop() == 0
    assert not (data_dir / "sessions.sqlite").exists()
    assert listed(instances(data_dir=data_dir, store="none").api) == {}


def test_the_page_finds_its_scene_with_its_state_after_a_restart(instances, data_dir, browser):
    first = instances(data_dir=data_dir)

    def open_page():
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", VIEWPORT)
        browser.get(first.base_url)
    open_text_input_screen(browser, open_page)
    focus(browser, "nameField").send_keys("Ada")
    session_id = browser.execute_script(SESSION_ID)
    wait_for(lambda: find_view(first.api.get(f"{SESSIONS}/{session_id}/tree").json(), "nameField")["text"] == "Ada",
             "the typed text never reached the server")
    assert first.stop() == 0

    second = instances(data_dir=data_dir, port=first.port)
    wait_for(lambda: second.api.get(f"{SESSIONS}/{session_id}").json().get("connected") is True,
             "the page never reconnected to its restored scene", timeout=30)
    wait(browser, lambda driver: driver.find_elements(By.CSS_SELECTOR, node("nameField")),
         "the restored scene does not show the text input screen")
    assert find_view(second.api.get(f"{SESSIONS}/{session_id}/tree").json(), "nameField")["text"] == "Ada"


def test_a_session_driven_over_rest_only_hibernates_when_idle_and_comes_back_with_its_state(instances, data_dir):
    server = instances(data_dir=data_dir, extra=("--hibernate-after", "2"))
    session_id = create(server.api)
    assert server.api.post(f"{SESSIONS}/{session_id}/actions/tap", json_body={"identifier": "tab.1"}).status == 200
    find_view(server.api.get(f"{SESSIONS}/{session_id}/tree").json(), "darkModeSwitch")
    # Still in use: each request counts, so polling keeps it live past the idle time.
    for _ in range(6):
        time.sleep(0.5)
        assert "saved" not in listed(server.api)[session_id]
        assert server.api.get(f"{SESSIONS}/{session_id}").status == 200

    # Left alone, it is saved and its scene disconnected; the list shows it saved, in the background.
    wait_for(lambda: listed(server.api)[session_id].get("saved") is True, "the idle session was not hibernated")
    saved = listed(server.api)[session_id]
    assert saved["connected"] is False and saved["state"] == "background", saved
    assert "Sessions hibernated" in server.log()
    metrics = server.api.get("/metrics").body.decode()
    assert "\nuikit_saved_sessions 1\n" in metrics and 'uikit_sessions{state="rest"} 0' in metrics, metrics

    # The next request brings it back, with the tab it had selected.
    tree = server.api.get(f"{SESSIONS}/{session_id}/tree").json()
    find_view(tree, "darkModeSwitch")
    restored = server.api.get(f"{SESSIONS}/{session_id}").json()
    assert restored["state"] == "foregroundActive", restored


def test_a_webdriver_session_is_not_hibernated(instances, data_dir):
    server = instances(data_dir=data_dir, extra=("--hibernate-after", "0.5"))
    created = server.api.post("/wd/hub/session", json_body={"capabilities": {"alwaysMatch": {"platformName": "iOS"}}})
    assert created.status == 200, created
    session_id = created.json()["value"]["sessionId"]
    rest_only = create(server.api)
    wait_for(lambda: listed(server.api)[rest_only].get("saved") is True, "the REST session was not hibernated")
    assert "saved" not in listed(server.api)[session_id]
    assert server.api.get(f"/wd/hub/session/{session_id}/source").status == 200


def test_a_webdriver_session_whose_page_stayed_away_drives_its_restored_scene(instances, data_dir):
    from test_websocket import Scene, run
    server = instances(data_dir=data_dir, extra=("--disconnect-grace", "0.5"))
    created = server.api.post("/wd/hub/session", json_body={"capabilities": {"alwaysMatch": {"platformName": "iOS"}}})
    assert created.status == 200, created
    value = created.json()["value"]
    session_id, page = value["sessionId"], value["capabilities"]["uikit:page"]
    secret = page.split("secret=", 1)[1]
    assert server.api.post(f"/wd/hub/session/{session_id}/timeouts", json_body={"implicit": 1500}).status == 200

    async def visit():
        scene = await Scene.open("ws" + server.base_url[len("http"):] + "/ws", session=session_id, secret=secret)
        assert scene.session == session_id
        await scene.close()
    run(visit())
    # The page stayed away past the grace period: the scene was saved and disconnected.
    wait_for(lambda: listed(server.api)[session_id].get("saved") is True, "the scene was not saved")

    # The next command restores the scene and drives it, with the session's timeouts.
    found = server.api.post(f"/wd/hub/session/{session_id}/element", json_body={"using": "accessibility id", "value": "tab.1"})
    assert found.status == 200, found
    element = next(iter(found.json()["value"].values()))
    assert server.api.post(f"/wd/hub/session/{session_id}/element/{element}/click", json_body={}).status == 200
    find_view(server.api.get(f"{SESSIONS}/{session_id}/tree").json(), "darkModeSwitch")
    timeouts = server.api.get(f"/wd/hub/session/{session_id}/timeouts").json()["value"]
    assert timeouts["implicit"] == 1500, timeouts
