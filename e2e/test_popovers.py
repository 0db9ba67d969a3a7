"""Popovers in headless Chromium: the catalog's "Popover" button presents a controller whose
popover delegate returns .none for the adaptive style, so on the phone-sized page it shows as a
real popover right below its button, with its arrow up and its preferred size, instead of a
sheet; a click outside it dismisses it the UIKit way. The server's REST tree and the page's
layout are the witnesses. The adaptive one becomes a sheet."""
from selenium.webdriver.common.actions.action_builder import ActionBuilder

from support import tap_to_push, tree_node, wait_for, wait_for_motion_to_end
from test_controls import by_identifier, node, open_screen, wait_for_text

RECT = "const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height];"


def open_popovers(browser, open_scene, api):
    session_id = open_screen(browser, open_scene, api, "presentationScreen")
    tap_to_push(browser, by_identifier(browser, "openPopovers"))
    return session_id


def click_at(browser, x, y):
    actions = ActionBuilder(browser)
    actions.pointer_action.move_to_location(x, y)
    actions.pointer_action.click()
    actions.perform()


def test_a_forced_popover_appears_next_to_its_button_and_a_click_outside_dismisses_it(browser, open_scene, api):
    session_id = open_popovers(browser, open_scene, api)
    by_identifier(browser, "forcedPopoverButton").click()
    wait_for_text(api, session_id, "popoverStatus", "Popover presented (arrow up)")
    button = node(api, session_id, "forcedPopoverButton")["frame"]
    popover = node(api, session_id, "popoverContent")["frame"]
    # Frames in the tree are in window coordinates: the popover has its preferred size, just
    # below the button (the arrow between them), centred on it.
    assert (popover["width"], popover["height"]) == (260, 140), popover
    button_bottom = button["y"] + button["height"]
    assert button_bottom < popover["y"] <= button_bottom + 20, (button, popover)
    assert abs(popover["x"] + popover["width"] / 2 - (button["x"] + button["width"] / 2)) <= 1, (button, popover)

    # The page draws it there, once it has faded in.
    wait_for_motion_to_end(browser)
    page_button = browser.execute_script(RECT, by_identifier(browser, "forcedPopoverButton"))
    page_popover = browser.execute_script(RECT, by_identifier(browser, "popoverContent"))
    assert page_button[1] + page_button[3] < page_popover[1] <= page_button[1] + page_button[3] + 20, (page_button, page_popover)
    assert round(page_popover[2]) == 260 and round(page_popover[3]) == 140, page_popover
    assert by_identifier(browser, "popoverContentLabel").is_displayed()

    # A click outside the popover (and outside every control) dismisses it.
    click_at(browser, 195, int(page_popover[1] + page_popover[3] + 150))
    wait_for_text(api, session_id, "popoverStatus", "Popover dismissed")
    wait_for(lambda: tree_node(api, session_id, "popoverContent") is None, "the popover is still there")


def test_a_click_inside_the_popover_does_not_dismiss_it_and_its_close_button_does(browser, open_scene, api):
    session_id = open_popovers(browser, open_scene, api)
    by_identifier(browser, "popoverBarButton").click()
    wait_for_text(api, session_id, "popoverStatus", "Bar Button Popover presented (arrow up)")
    wait_for_motion_to_end(browser)
    by_identifier(browser, "popoverContentLabel").click()
    assert tree_node(api, session_id, "popoverContent") is not None
    by_identifier(browser, "popoverCloseButton").click()
    wait_for(lambda: tree_node(api, session_id, "popoverContent") is None, "Close did not dismiss the popover")


def test_the_adaptive_popover_becomes_a_sheet(browser, open_scene, api):
    session_id = open_popovers(browser, open_scene, api)
    by_identifier(browser, "adaptivePopoverButton").click()
    wait_for_text(api, session_id, "popoverStatus", "Adaptive Popover presented")
    window = api.get(f"/api/v1/sessions/{session_id}/tree").json()["windows"][0]["frame"]
    sheet = node(api, session_id, "popoverContent")["frame"]
    assert sheet["width"] == window["width"], sheet
