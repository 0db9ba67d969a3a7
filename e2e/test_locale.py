"""Each session in its own language and time zone (docs/locale.md): the page sends the
browser's languages and time zone in `hello`, REST sessions take `locale` and `timeZone`, and the
catalog's Language screen (iOS code compiled through the source plugin) shows strings, a plural,
formatted values and a leading/trailing row in the session's language, mirrored for Hebrew."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from support import assert_problem, find_view, wait_for, wait_for_motion_to_end

TIMEOUT = 20
SESSIONS = "/api/v1/sessions"
SESSION_ID = "return sessionStorage.getItem('uikit-server.session')"


def tree(api, session_id):
    return api.get(f"{SESSIONS}/{session_id}/tree").json()


def view(api, session_id, identifier):
    try:
        return find_view(tree(api, session_id), identifier)
    except AssertionError:
        return None


def tap(api, session_id, identifier):
    response = api.post(f"{SESSIONS}/{session_id}/actions/tap", json_body={"identifier": identifier})
    assert response.status == 200, response


def open_language_screen(api, session_id):
    """Settings tab, then its Language bar button, driven by REST."""
    wait_for(lambda: view(api, session_id, "tab.1"), "the catalog has no Settings tab")
    tap(api, session_id, "tab.1")
    wait_for(lambda: view(api, session_id, "openLanguage"), "the Settings screen has no Language button")
    tap(api, session_id, "openLanguage")
    wait_for(lambda: view(api, session_id, "languageGreeting"), "the Language screen was not pushed")


def texts(api, session_id):
    current = tree(api, session_id)
    return {identifier: find_view(current, identifier)["text"] for identifier in
            ["languageGreeting", "languageName", "languagePlural", "languageDate", "languageTimeZone", "languagePreferred"]}


def test_work_a_screen_schedules_on_the_main_queue_runs_in_its_sessions_language(api):
    hebrew = api.post(SESSIONS, json_body={"locale": ["he-IL"], "timeZone": "Asia/Jerusalem"}).json()
    english = api.post(SESSIONS, json_body={"locale": "en-US", "timeZone": "America/New_York"}).json()
    try:
        # Both screens schedule their work before either runs it.
        open_language_screen(api, hebrew["id"])
        open_language_screen(api, english["id"])
        later = {}
        for name, session in [("he", hebrew), ("en", english)]:
            later[name] = wait_for(lambda: (lambda text: text if text != "…" else None)(
                view(api, session["id"], "languageLater")["text"]), f"the {name} screen's later work never ran")
        assert later == {"he": "שלום! Asia/Jerusalem", "en": "Hello! America/New_York"}, later
    finally:
        api.delete(f"{SESSIONS}/{hebrew['id']}")
        api.delete(f"{SESSIONS}/{english['id']}")


def test_rest_sessions_in_two_languages_each_see_their_own(api):
    hebrew = api.post(SESSIONS, json_body={"locale": ["he-IL", "en-US"], "timeZone": "Asia/Jerusalem"}).json()
    english = api.post(SESSIONS, json_body={"locale": "en-US", "timeZone": "America/New_York"}).json()
    try:
        assert (hebrew["locale"], hebrew["timeZone"]) == (["he-IL", "en-US"], "Asia/Jerusalem")
        assert (english["locale"], english["timeZone"]) == (["en-US"], "America/New_York")
        open_language_screen(api, hebrew["id"])
        open_language_screen(api, english["id"])
        he, en = texts(api, hebrew["id"]), texts(api, english["id"])
        assert (he["languageGreeting"], he["languageName"], he["languagePlural"]) == ("שלום!", "עברית", "שני קבצים")
        assert (en["languageGreeting"], en["languageName"], en["languagePlural"]) == ("Hello!", "English", "2 files")
        assert (he["languageTimeZone"], en["languageTimeZone"]) == ("Asia/Jerusalem", "America/New_York")
        assert he["languagePreferred"] == "he-IL, en-US"
        # 12:00 UTC is 14:00 in Jerusalem and 07:00 in New York; Hebrew names the month.
        assert "14:00" in he["languageDate"] and "בינואר" in he["languageDate"], he["languageDate"]
        assert "7:00" in en["languageDate"] and "January" in en["languageDate"], en["languageDate"]
    finally:
        api.delete(f"{SESSIONS}/{hebrew['id']}")
        api.delete(f"{SESSIONS}/{english['id']}")


def test_a_hebrew_session_lays_leading_out_on_the_right(api):
    session = api.post(SESSIONS, json_body={"locale": "he", "width": 390, "height": 844}).json()
    try:
        open_language_screen(api, session["id"])
        current = tree(api, session["id"])
        leading, trailing = find_view(current, "languageLeadingBox")["frame"], find_view(current, "languageTrailingBox")["frame"]
        assert leading["x"] + leading["width"] == 370, leading
        assert trailing["x"] == 20, trailing
        # The bars are mirrored too: the back button at the right edge, the first tab at the right.
        back = find_view(current, "navigation.back")["frame"]
        assert back["x"] > 195 and back["x"] + back["width"] > 370, back
        tabs = [find_view(current, f"tab.{index}")["frame"] for index in range(2)]
        assert tabs[0]["x"] > tabs[1]["x"], tabs
    finally:
        api.delete(f"{SESSIONS}/{session['id']}")


def test_rest_rejects_an_unknown_time_zone_and_a_malformed_locale(api):
    problem = assert_problem(api.post(SESSIONS, json_body={"timeZone": "Mars/Olympus_Mons"}), 400)
    assert "Mars/Olympus_Mons" in problem["detail"] and "timeZone" in problem["detail"]
    problem = assert_problem(api.post(SESSIONS, json_body={"locale": "not a tag!"}), 400)
    assert "locale" in problem["detail"]
    assert_problem(api.post(SESSIONS, json_body={"locale": 7}), 400)


def test_the_browsers_languages_and_time_zone_reach_the_scene_and_the_page(browser, open_scene, api):
    browser.execute_cdp_cmd("Emulation.setLocaleOverride", {"locale": "he-IL"})
    browser.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "Asia/Jerusalem"})
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {
        "source": "Object.defineProperty(navigator, 'languages', {get: () => ['he-IL', 'he', 'en']});"})
    open_scene()
    WebDriverWait(browser, TIMEOUT).until(lambda b: b.execute_script(SESSION_ID))
    session_id = browser.execute_script(SESSION_ID)
    session = api.get(f"{SESSIONS}/{session_id}").json()
    assert (session["locale"], session["timeZone"]) == (["he-IL", "he", "en"], "Asia/Jerusalem")
    WebDriverWait(browser, TIMEOUT).until(lambda b: b.execute_script("return document.documentElement.dir") == "rtl")
    assert browser.execute_script("return document.documentElement.lang") == "he-IL"
    open_language_screen(api, session_id)
    greeting = WebDriverWait(browser, TIMEOUT).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, '[data-identifier="languageGreeting"]'))
    WebDriverWait(browser, TIMEOUT).until(lambda _: "שלום" in greeting[0].text)
    # The page draws the server's mirrored frames as they are, whatever `dir` does to the page;
    # measured once the pushed screen has slid in (the greeting is there before it ends).
    wait_for_motion_to_end(browser)
    rect = browser.execute_script(
        "return document.querySelector('[data-identifier=\"languageLeadingBox\"]').getBoundingClientRect().toJSON()")
    assert (round(rect["right"]), round(rect["width"])) == (370, 80), rect


def test_a_hebrew_sessions_segmented_control_has_its_first_segment_at_the_right(api):
    session = api.post(SESSIONS, json_body={"locale": "he", "width": 390, "height": 844}).json()
    try:
        wait_for(lambda: view(api, session["id"], "controlsScreen"), "the catalog has no Controls button")
        tap(api, session["id"], "controlsScreen")
        wait_for(lambda: view(api, session["id"], "controlsSegmentedControl"), "the Controls screen was not pushed")
        control = view(api, session["id"], "controlsSegmentedControl")
        assert control["value"] == "0", control
        frame = control["frame"]
        middle = frame["y"] + frame["height"] / 2

        def tap_at(x):
            response = api.post(f"{SESSIONS}/{session['id']}/actions/tap", json_body={"x": x, "y": middle})
            assert response.status == 200, response
            return view(api, session["id"], "controlsSegmentedControl")["value"]

        # Segment 0 (Red) is at the right end, segment 2 (Blue) at the left.
        assert tap_at(frame["x"] + 20) == "2"
        assert tap_at(frame["x"] + frame["width"] - 20) == "0"
    finally:
        api.delete(f"{SESSIONS}/{session['id']}")


def test_a_hebrew_sessions_sideways_row_starts_at_its_right_end(api):
    session = api.post(SESSIONS, json_body={"locale": "he", "width": 390, "height": 844}).json()
    try:
        wait_for(lambda: view(api, session["id"], "photoGridScreen"), "the catalog has no Photo grid button")
        tap(api, session["id"], "photoGridScreen")
        wait_for(lambda: view(api, session["id"], "photo.1"), "the Photo grid screen was not pushed")
        first = view(api, session["id"], "photo.1")["frame"]
        # The featured row's first card ends at the right inset (16 points), the row scrolled to
        # its right end; the second card is to its left, 10 points apart.
        assert abs(first["x"] + first["width"] - (390 - 16)) < 1, first
        second = view(api, session["id"], "photo.2")["frame"]
        assert abs(second["x"] + second["width"] + 10 - first["x"]) < 1, (first, second)
    finally:
        api.delete(f"{SESSIONS}/{session['id']}")
