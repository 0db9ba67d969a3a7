"""Sheets dragged by a real pointer in headless Chromium: a page sheet pulled down past the
threshold is dismissed the UIKit way; with "Unsaved changes" on (isModalInPresentation) the same
drag leaves it presented and the app hears the attempt. The server's REST tree is the witness."""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.support.ui import WebDriverWait

from test_controls import TIMEOUT, by_identifier, node, open_screen, wait_for_text


def tree(api, session_id):
    return api.get(f"/api/v1/sessions/{session_id}/tree").json()


def sheet_frame(api, session_id):
    """The frame of the sheet (the view holding the presented screen) in its container."""
    pending = list(tree(api, session_id)["windows"])
    while pending:
        view = pending.pop(0)
        if any(child["accessibilityIdentifier"] == "presentedScreen" for child in view["children"]):
            return view["frame"]
        pending.extend(view["children"])
    raise AssertionError("no sheet holds the presented screen")


def has_view(api, session_id, identifier):
    try:
        node(api, session_id, identifier)
        return True
    except AssertionError:
        return False


def present_page_sheet(browser, open_scene, api):
    session_id = open_screen(browser, open_scene, api, "presentationScreen")
    by_identifier(browser, "presentSheetButton").click()
    wait_for_text(api, session_id, "presentationStatusLabel", "Page Sheet presented")
    return session_id


def drag_sheet_down(browser):
    """Presses on the sheet above its title and pulls it 500 points down, slowly."""
    title = by_identifier(browser, "presentedTitleLabel")
    chain = ActionChains(browser).move_to_element_with_offset(title, 0, -250).click_and_hold()
    for _ in range(10):
        chain.move_by_offset(0, 50).pause(0.05)
    chain.release().perform()


def test_dragging_a_page_sheet_down_dismisses_it(browser, open_scene, api):
    session_id = present_page_sheet(browser, open_scene, api)
    drag_sheet_down(browser)
    wait_for_text(api, session_id, "presentationStatusLabel", "Page Sheet dismissed")
    WebDriverWait(None, TIMEOUT, poll_frequency=0.1).until(
        lambda _: not has_view(api, session_id, "presentedTitleLabel"))


def test_a_sheet_with_unsaved_changes_stays_when_dragged_down(browser, open_scene, api):
    session_id = present_page_sheet(browser, open_scene, api)
    sheet_before = sheet_frame(api, session_id)
    by_identifier(browser, "unsavedChangesSwitch").click()
    WebDriverWait(None, TIMEOUT, poll_frequency=0.1).until(
        lambda _: node(api, session_id, "unsavedChangesSwitch")["value"] == "1")
    drag_sheet_down(browser)
    wait_for_text(api, session_id, "presentationStatusLabel", "Unsaved changes: not dismissed")
    # The sheet sprang back to where it was, below the status bar.
    assert sheet_frame(api, session_id) == sheet_before
    assert sheet_before["y"] == 30, sheet_before


def test_a_rest_swipe_moves_the_medium_sheet_between_detents_and_dismisses_it(browser, open_scene, api):
    session_id = open_screen(browser, open_scene, api, "presentationScreen")
    by_identifier(browser, "presentMediumSheetButton").click()
    wait_for_text(api, session_id, "presentationStatusLabel", "Medium Sheet presented")
    height = tree(api, session_id)["windows"][0]["frame"]["height"]
    # The medium detent is half the window high.
    assert sheet_frame(api, session_id)["y"] == height / 2

    def swipe(from_y, to_y):
        response = api.post(f"/api/v1/sessions/{session_id}/actions/swipe",
                            json_body={"from": {"x": 195, "y": from_y}, "to": {"x": 195, "y": to_y}, "duration": 0.5})
        assert response.status == 200, response

    swipe(height / 2 + 80, 150)
    wait_for_text(api, session_id, "presentationStatusLabel", "Medium Sheet: large")
    assert sheet_frame(api, session_id)["y"] == 30
    swipe(100, height - 50)
    wait_for_text(api, session_id, "presentationStatusLabel", "Medium Sheet dismissed")
    assert not has_view(api, session_id, "presentedScreen")
