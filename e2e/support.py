"""Helpers shared by the end-to-end tests: a bare HTTP client, REST tree look-ups, and waits
for the page's motion."""
import http.client
import json
import time
from urllib.parse import urlsplit

from selenium.webdriver.support.expected_conditions import staleness_of

# Whether the page plays an animation that ends by itself; repeating ones (a spinner) never do.
PAGE_IN_MOTION = """return document.getAnimations().some((animation) => animation.playState === 'running'
  && animation.effect && animation.effect.getComputedTiming().endTime !== Infinity)"""


class Response:
    """A complete HTTP response; header names are lower-cased."""

    def __init__(self, status, headers, body):
        self.status = status
        self.headers = headers
        self.body = body

    def header(self, name):
        return self.headers.get(name.lower())

    def json(self):
        return json.loads(self.body)

    def __repr__(self):
        return f"<Response {self.status} {self.headers.get('content-type')} {self.body[:300]!r}>"


class Api:
    """A bare HTTP/1.1 client for the REST API; sends exactly the headers it is given."""

    def __init__(self, base_url):
        parts = urlsplit(base_url)
        self.host = parts.hostname
        self.port = parts.port

    def request(self, method, path, body=None, content_type=None, json_body=None, headers=None, timeout=30):
        if json_body is not None:
            body = json.dumps(json_body).encode()
            content_type = content_type or "application/json"
        sent = dict(headers or {})
        if content_type is not None:
            sent["Content-Type"] = content_type
        if body is not None or method in ("POST", "PUT", "PATCH"):
            sent["Content-Length"] = str(len(body or b""))
        connection = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        try:
            try:
                connection.request(method, path, body=body, headers=sent)
            except (BrokenPipeError, ConnectionResetError):
                pass  # a server may answer early (413) and stop reading the body; its answer is still there
            reply = connection.getresponse()
            return Response(reply.status, {k.lower(): v for k, v in reply.getheaders()}, reply.read())
        finally:
            connection.close()

    def get(self, path):
        return self.request("GET", path)

    def post(self, path, json_body=None, **kwargs):
        return self.request("POST", path, json_body=json_body, **kwargs)

    def delete(self, path):
        return self.request("DELETE", path)


def find_view(tree, identifier):
    """The node of a REST tree (GET .../tree) whose accessibilityIdentifier is `identifier`."""
    pending = list(tree["windows"])
    while pending:
        node = pending.pop(0)
        if node["accessibilityIdentifier"] == identifier:
            return node
        pending.extend(node["children"])
    raise AssertionError(f"no view with accessibilityIdentifier {identifier!r} in the tree")


def tree_node(api, session_id, identifier):
    """The session's view with the accessibility identifier, or None when it has none now."""
    try:
        return find_view(api.get(f"/api/v1/sessions/{session_id}/tree").json(), identifier)
    except AssertionError:
        return None


def wait_for(predicate, message, timeout=15):
    """Polls `predicate` until it returns something true, which it returns; fails with `message`
    (or what it returns, when it is a function: the state at the time of failing)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(message() if callable(message) else message)


def assert_problem(response, status):
    """Asserts an RFC 9457 problem+json error response with the given status."""
    assert response.status == status, response
    assert (response.header("content-type") or "").split(";")[0].strip() == "application/problem+json", response
    problem = response.json()
    assert isinstance(problem.get("type"), str) and problem["type"], problem
    assert isinstance(problem.get("title"), str) and problem["title"], problem
    assert problem.get("status") == status, problem
    assert isinstance(problem.get("detail"), str) and problem["detail"].strip(), problem
    return problem


def wait_for_motion_to_end(browser, timeout=5):
    """Waits until the page plays no animation that ends by itself (rows sliding after an update,
    a pushed screen sliding in): measure and touch after it."""
    wait_for(lambda: not browser.execute_script(PAGE_IN_MOTION), "the page's animations did not end", timeout=timeout)


def tap_to_push(browser, element, timeout=15):
    """Clicks `element`, which opens a screen in place of its own (a push, a full-screen
    presentation), and waits until the transition has ended: the element's screen has left the
    page and nothing moves any more. Touches during a transition are ignored, as on iOS, and
    frames are still on their way."""
    element.click()
    wait_for(lambda: staleness_of(element)(browser), "the tapped screen did not give way to a pushed one", timeout)
    wait_for_motion_to_end(browser)


def press_home(browser):
    """The Home key, outside a text input: the page's tap on the status bar (scroll to top)."""
    for kind in ("rawKeyDown", "keyUp"):
        browser.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": kind, "code": "Home", "key": "Home", "windowsVirtualKeyCode": 36})
