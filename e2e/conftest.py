"""Fixtures for the end-to-end tests: the real server binary, an HTTP client for
its REST API, and headless Chromium driven by Selenium."""
import contextlib
import os
import signal
import socket
import subprocess
import time
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

from support import Api

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SERVER_BIN = ".build/debug/UIKitCatalog"
STARTUP_TIMEOUT = 30.0
STOP_TIMEOUT = 10.0
LOG_TAIL_LINES = 60
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
CHROMIUM_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=390,844"]
# Headless Chromium keeps a window at least 500 px wide and takes 143 px of its height for the
# browser's own frame, so --window-size=390,844 alone gives a 500×701 viewport. The page's
# viewport is what the scene gets in `hello`, so pin it to the 390×844 points of the default scene.
VIEWPORT = {"width": 390, "height": 844, "deviceScaleFactor": 0, "mobile": False}

_measurements = []


class Server:
    """The running server: its base URL and the log of its stdout and stderr."""

    def __init__(self, base_url, log_path):
        self.base_url = base_url
        self.log_path = log_path

    @property
    def ws_url(self):
        return "ws" + self.base_url[len("http"):] + "/ws"

    def log_tail(self, lines=LOG_TAIL_LINES):
        try:
            text = self.log_path.read_text(errors="replace")
        except OSError as error:
            return f"(cannot read {self.log_path}: {error})"
        return "\n".join(text.splitlines()[-lines:])


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def server_binary():
    path = Path(os.environ.get("UIKIT_SERVER_BIN") or DEFAULT_SERVER_BIN)
    return path if path.is_absolute() else REPO_ROOT / path


def healthy(base_url):
    try:
        return Api(base_url).get("/healthz").status == 200
    except OSError:
        return False


def stop(process):
    if process.poll() is not None:
        return
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=STOP_TIMEOUT)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@contextlib.contextmanager
def running_server(binary, log_dir, arguments=()):
    """Starts a server binary on a free port (with extra command-line `arguments`), waits for
    /healthz, and stops it afterwards."""
    if not binary.is_file():
        pytest.fail(f"no server binary at {binary}: build it (swift build) or set UIKIT_SERVER_BIN", pytrace=False)
    port = free_port()
    base_url = f"http://127.0.0.1:{port}"
    log_path = log_dir / "server.log"
    with open(log_path, "wb") as log:
        # Each server process saves its sessions in its own data directory.
        process = subprocess.Popen([str(binary), "--port", str(port), "--host", "127.0.0.1",
                                    "--data-dir", str(log_dir / "data"), *arguments],
                                   cwd=REPO_ROOT, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT)
    running = Server(base_url, log_path)
    try:
        deadline = time.monotonic() + STARTUP_TIMEOUT
        while not healthy(base_url):
            if process.poll() is not None:
                pytest.fail(f"the server exited with status {process.returncode} before /healthz answered; "
                            f"log tail:\n{running.log_tail()}", pytrace=False)
            if time.monotonic() > deadline:
                pytest.fail(f"GET /healthz did not return 200 within {STARTUP_TIMEOUT:.0f} s; "
                            f"log tail:\n{running.log_tail()}", pytrace=False)
            time.sleep(0.1)
        yield running
    finally:
        stop(process)


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    """Starts the server binary on a free port and stops it after the last test."""
    with running_server(server_binary(), tmp_path_factory.mktemp("server")) as running:
        yield running


@pytest.fixture
def api(server):
    return Api(server.base_url)


@pytest.fixture
def browser():
    """Headless Chromium; load the renderer with open_scene so the viewport is 390×844."""
    options = Options()
    for argument in CHROMIUM_ARGS:
        options.add_argument(argument)
    options.binary_location = CHROMIUM
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    # Scripts that wait for every font slice (the debug server cuts each on its first request,
    # which takes seconds on a busy 2-core machine) get longer than WebDriver's 30 seconds.
    driver.set_script_timeout(120)
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture
def open_scene(browser, server):
    """Loads the renderer in the browser's current tab with a 390×844 viewport."""
    def open_in_current_tab():
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", VIEWPORT)
        browser.get(server.base_url + "/")
    return open_in_current_tab


@pytest.fixture
def measure():
    """Records a line for the measurements printed at the end of the run."""
    return _measurements.append


def pytest_terminal_summary(terminalreporter):
    if _measurements:
        terminalreporter.section("measurements")
        for line in _measurements:
            terminalreporter.write_line(line)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    running = item.funcargs.get("server") if hasattr(item, "funcargs") else None
    if report.failed and isinstance(running, Server):
        report.sections.append((f"server log (tail of {running.log_path})", running.log_tail()))
