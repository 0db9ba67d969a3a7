"""The renderer in headless Chromium against the real server: a tab is a scene."""
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from support import find_view

TIMEOUT = 15
BUTTON = '[data-identifier="tapButton"]'
LABEL = '[data-identifier="counterLabel"]'
SESSION_ID = "return sessionStorage.getItem('uikit-server.session')"
RECT = "return arguments[0].getBoundingClientRect().toJSON()"


def assert_console_clean(browser):
    """No page errors, and nothing the renderer logged: it logs only what went wrong
    (a message it could not read or apply, an error from the server, a lost pointer)."""
    entries = browser.get_log("browser")
    assert [e for e in entries if e["level"] == "SEVERE" or "uikit:" in e["message"]] == [], entries


def label_reads(browser, text):
    """Waits until the label shows `text`; finds the element afresh, as a snapshot rebuilds the page."""
    def shown(_):
        labels = browser.find_elements(By.CSS_SELECTOR, LABEL)
        return labels[0].text if labels else None
    try:
        WebDriverWait(browser, TIMEOUT, ignored_exceptions=[StaleElementReferenceException]).until(
            lambda b: shown(b) == text)
    except TimeoutException:
        console = browser.get_log("browser")
        raise AssertionError(f"the label reads {shown(browser)!r}, not {text!r}; console: {console}") from None


def wait_for_button(browser):
    try:
        return WebDriverWait(browser, TIMEOUT).until(
            lambda b: (b.find_elements(By.CSS_SELECTOR, BUTTON) or [False])[0])
    except TimeoutException:
        raise AssertionError(f"no {BUTTON} element; console: {browser.get_log('browser')}") from None


def test_clicking_the_button_updates_the_label(browser, open_scene):
    open_scene()
    wait_for_button(browser)
    label_reads(browser, "Not tapped yet")
    browser.find_element(By.CSS_SELECTOR, BUTTON).click()
    label_reads(browser, "Tapped 1 time")
    browser.find_element(By.CSS_SELECTOR, BUTTON).click()
    label_reads(browser, "Tapped 2 times")
    assert_console_clean(browser)


def test_elements_sit_where_the_server_laid_out_the_views(browser, open_scene, api):
    open_scene()
    wait_for_button(browser).click()
    label_reads(browser, "Tapped 1 time")
    session_id = browser.execute_script(SESSION_ID)
    assert session_id
    session = api.get(f"/api/v1/sessions/{session_id}")
    assert session.status == 200, session
    assert {key: session.json()[key] for key in ("width", "height", "style", "connected")} == {
        "width": 390, "height": 844, "style": "light", "connected": True}
    tree = api.get(f"/api/v1/sessions/{session_id}/tree")
    assert tree.status == 200, tree
    for selector, identifier in ((LABEL, "counterLabel"), (BUTTON, "tapButton")):
        frame = find_view(tree.json(), identifier)["frame"]
        rect = browser.execute_script(RECT, browser.find_element(By.CSS_SELECTOR, selector))
        for key in ("x", "y", "width", "height"):
            assert abs(rect[key] - frame[key]) <= 1, (identifier, key, rect, frame)
    assert_console_clean(browser)


def test_a_reload_resumes_the_tab_s_scene(browser, open_scene):
    open_scene()
    wait_for_button(browser).click()
    label_reads(browser, "Tapped 1 time")
    session_id = browser.execute_script(SESSION_ID)
    browser.refresh()
    wait_for_button(browser)
    label_reads(browser, "Tapped 1 time")
    assert browser.execute_script(SESSION_ID) == session_id
    assert_console_clean(browser)


def test_a_second_tab_is_an_independent_scene(browser, open_scene):
    open_scene()
    wait_for_button(browser).click()
    label_reads(browser, "Tapped 1 time")
    first_tab, first_session = browser.current_window_handle, browser.execute_script(SESSION_ID)

    browser.switch_to.new_window("tab")
    open_scene()
    wait_for_button(browser)
    label_reads(browser, "Not tapped yet")
    second_session = browser.execute_script(SESSION_ID)
    assert second_session and second_session != first_session
    browser.find_element(By.CSS_SELECTOR, BUTTON).click()
    label_reads(browser, "Tapped 1 time")

    assert_console_clean(browser)

    browser.switch_to.window(first_tab)
    label_reads(browser, "Tapped 1 time")
    assert_console_clean(browser)
