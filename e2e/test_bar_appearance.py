"""Bar appearances and appearance proxies in headless Chromium: the navigation demo's About tab
gives its navigation item an opaque indigo UINavigationBarAppearance with white text, its tab
bar a UITabBarAppearance with the selected tab in orange, and a UILabel appearance proxy
contained in the About screen colors that screen's label indigo (not the label that sets its own
color). The first tab's bar has no appearance of its own: with its content at the top it is transparent (iOS 15 and later), and
its background blurs what scrolls under it."""
from selenium.webdriver.common.by import By

from support import wait_for, wait_for_motion_to_end
from test_controls import by_identifier, open_screen

INDIGO = "rgb(88, 86, 214)"
ORANGE = "rgb(255, 149, 0)"
GRAY = "rgb(142, 142, 147)"

STYLE = "return getComputedStyle(arguments[0])[arguments[1]];"


def style(browser, element, name):
    return browser.execute_script(STYLE, element, name)


def bar_background(browser):
    """The navigation bar's background: the first subview in the bar's node."""
    bar = by_identifier(browser, "navigation.bar")
    return bar.find_elements(By.CSS_SELECTOR, ":scope > .content > .node")[0]


def tab_title(browser, index):
    tab = by_identifier(browser, f"tab.{index}")
    return tab.find_elements(By.CSS_SELECTOR, ".node .text")[0].find_element(By.XPATH, "./..")


def test_the_about_tab_shows_its_bar_appearance_and_the_proxy_colors_its_label(browser, open_scene, api):
    open_screen(browser, open_scene, api, "navigationScreen")
    wait_for_motion_to_end(browser)
    # The Stack tab's bar has no appearance set: at the scroll edge it is transparent.
    wait_for(lambda: style(browser, bar_background(browser), "backgroundColor") == "rgba(0, 0, 0, 0)",
             f"the bar is not transparent at the scroll edge: {style(browser, bar_background(browser), 'backgroundColor')}")
    assert style(browser, tab_title(browser, 0), "color") == ORANGE
    assert style(browser, tab_title(browser, 1), "color") == GRAY
    by_identifier(browser, "tab.1").click()
    wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, '[data-identifier="aboutLabel"]'), "the About tab did not show")
    wait_for(lambda: style(browser, bar_background(browser), "backgroundColor") == INDIGO,
             f"the About bar is not indigo: {style(browser, bar_background(browser), 'backgroundColor')}")
    title = by_identifier(browser, "navigation.title")
    assert style(browser, title, "color") == "rgb(255, 255, 255)"
    assert style(browser, by_identifier(browser, "aboutLabel"), "color") == INDIGO
    # A label whose color the app set itself keeps it: the proxy does not overwrite it.
    assert style(browser, by_identifier(browser, "aboutNoteLabel"), "color") == "rgb(52, 199, 89)"
    wait_for(lambda: style(browser, tab_title(browser, 1), "color") == ORANGE, "the selected tab is not orange")
    assert style(browser, tab_title(browser, 0), "color") == GRAY
