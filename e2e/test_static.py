"""The page's files as browsers expect them: compressed once (brotli, gzip) with Vary, strong
entity tags answered with 304, modules and style sheets under content-hashed URLs cached for
good, so a repeat visit in Chromium fetches the HTML alone."""
import gzip
import re
import time

import brotli
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def hashed_urls(page):
    return re.findall(r'(?:href|src)="(/[^"]+\.[0-9a-f]{16}\.(?:js|css))"', page) + \
        re.findall(r'"(/[^"]+\.[0-9a-f]{16}\.js)"', page)


def test_the_page_names_its_files_by_content_hashed_urls_that_are_immutable(api):
    page = api.get("/").body.decode()
    assert '<script type="importmap">' in page
    assert re.search(r'<link rel="preload" href="/fonts/DejaVuSans-latin-[0-9a-f]{16}\.woff2" as="font" '
                     r'type="font/woff2" crossorigin>', page), page
    urls = set(hashed_urls(page))
    assert {"main", "connection", "patch", "renderer", "fonts"} <= {url.split("/")[-1].split(".")[0] for url in urls}
    for url in urls:
        response = api.get(url)
        assert response.status == 200, url
        assert response.header("cache-control") == "public, max-age=31536000, immutable", url
    index = api.get("/")
    assert index.header("cache-control") == "no-cache" and index.header("etag"), index.headers


def test_a_matching_if_none_match_gets_304_and_a_stale_one_the_file(api):
    first = api.get("/main.js")
    etag = first.header("etag")
    assert first.status == 200 and re.fullmatch(r'"[0-9a-f]{16}"', etag), first.headers
    again = api.request("GET", "/main.js", headers={"If-None-Match": etag})
    assert again.status == 304 and again.body == b"", again
    assert again.header("etag") == etag
    stale = api.request("GET", "/main.js", headers={"If-None-Match": '"0000000000000000"'})
    assert stale.status == 200 and stale.body == first.body


def test_content_encoding_is_negotiated_and_decodes_to_the_file(api):
    plain = api.get("/elements.js")
    assert plain.header("content-encoding") is None
    as_br = api.request("GET", "/elements.js", headers={"Accept-Encoding": "gzip, deflate, br"})
    assert as_br.header("content-encoding") == "br" and as_br.header("vary") == "Accept-Encoding"
    assert brotli.decompress(as_br.body) == plain.body and len(as_br.body) < len(plain.body) / 2
    as_gzip = api.request("GET", "/elements.js", headers={"Accept-Encoding": "gzip"})
    assert as_gzip.header("content-encoding") == "gzip"
    assert gzip.decompress(as_gzip.body) == plain.body
    refused = api.request("GET", "/elements.js", headers={"Accept-Encoding": "br;q=0, gzip;q=0"})
    assert refused.header("content-encoding") is None and refused.body == plain.body


def test_head_answers_with_the_headers_of_get_and_no_body(api):
    get = api.request("GET", "/renderer.css", headers={"Accept-Encoding": "br"})
    head = api.request("HEAD", "/renderer.css", headers={"Accept-Encoding": "br"})
    assert head.status == 200 and head.body == b""
    for name in ("etag", "content-encoding", "content-type", "vary"):
        assert head.header(name) == get.header(name), name


def test_a_repeat_visit_fetches_only_the_html(browser, open_scene):
    open_scene()
    WebDriverWait(browser, 15).until(lambda b: b.find_elements(By.CSS_SELECTOR, '[data-identifier="tapButton"]'))
    time.sleep(0.5)
    browser.get("about:blank")
    open_scene()
    WebDriverWait(browser, 15).until(lambda b: b.find_elements(By.CSS_SELECTOR, '[data-identifier="tapButton"]'))
    time.sleep(0.5)
    # transferSize is 0 for what came from the cache; the HTML was revalidated over the network.
    entries = browser.execute_script("""
        const navigation = performance.getEntriesByType('navigation')[0];
        return [[navigation.name, navigation.transferSize],
                ...performance.getEntriesByType('resource').map((e) => [e.name, e.transferSize])];""")
    fetched = [(name, size) for name, size in entries if size > 0]
    assert [name.rsplit("/", 1)[-1] for name, _ in fetched] == [""], entries
    assert len(entries) > 10, entries
