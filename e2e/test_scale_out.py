"""Scale-out: two instances behind a real HAProxy or nginx (deploy/haproxy.cfg and deploy/nginx.conf
as shipped, only their addresses replaced) sharing a PostgreSQL store, all on loopback and started
here. Requests route by session id; when the instance holding a session is killed, the session's
next request lands on the other one, which restores it from PostgreSQL — the REST tap and the
page's reconnect alike."""
import re
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from conftest import REPO_ROOT, free_port
from restarts import Instance
from support import Api, wait_for
from test_text_input import node, wait

SESSIONS = "/api/v1/sessions"
SESSION_ID = "return sessionStorage.getItem('uikit-server.session')"
INSTANCE = "x-uikit-instance"


def postgres_bin():
    try:
        bindir = subprocess.run(["pg_config", "--bindir"], capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        bindir = "/usr/lib/postgresql/15/bin"
    return Path(bindir)


@pytest.fixture
def postgres():
    """A throwaway PostgreSQL cluster on a free loopback port; its address. PostgreSQL refuses
    to run as root, so under root the cluster belongs to the `postgres` user (or `nobody`)."""
    bindir = postgres_bin()
    if not (bindir / "initdb").exists():
        pytest.skip("PostgreSQL is not installed: run scripts/install-deps --test")
    root = Path(tempfile.mkdtemp(prefix="uikit-pg-"))
    as_user = []
    if os.geteuid() == 0:
        user = "postgres" if "postgres" in {entry.pw_name for entry in pwd.getpwall()} else "nobody"
        shutil.chown(root, user)
        as_user = ["runuser", "-u", user, "--"]
    data, port = root / "cluster", free_port()
    try:
        subprocess.run([*as_user, str(bindir / "initdb"), "-D", str(data), "-A", "trust", "-U", "uikit", "-N"],
                       check=True, capture_output=True)
        subprocess.run([*as_user, str(bindir / "pg_ctl"), "-D", str(data), "-l", str(root / "postgres.log"), "-w",
                        "-o", f"-p {port} -k {root} -c listen_addresses=127.0.0.1 -c fsync=off", "start"],
                       check=True, capture_output=True)
        yield f"postgres://uikit@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run([*as_user, str(bindir / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"],
                       capture_output=True)
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(params=["haproxy", "nginx"])
def cluster(request, tmp_path, postgres):
    """Two instances on the PostgreSQL store behind the balancer; (proxy api, {name: instance}).
    Each balancer's answer names the instance that served it (`X-UIKit-Instance`): HAProxy by
    its server name, nginx by its address, which is mapped back to the name here."""
    balancer = request.param
    if shutil.which(balancer) is None and not Path(f"/usr/sbin/{balancer}").exists():
        pytest.skip(f"{balancer} is not installed: run scripts/install-deps --test")
    instances = {name: Instance(tmp_path / f"{name}.log", store=postgres, save_interval=1)
                 for name in ("uikit1", "uikit2")}
    proxy_port = free_port()
    start = start_haproxy if balancer == "haproxy" else start_nginx
    proxy = start(tmp_path, proxy_port, instances)
    try:
        wait_for(lambda: accepts(proxy_port), f"{balancer} never listened")
        names = {f"127.0.0.1:{instance.port}": name for name, instance in instances.items()}
        yield NamingApi(f"http://127.0.0.1:{proxy_port}", names), instances
    finally:
        proxy.kill()
        proxy.wait()
        for instance in instances.values():
            instance.kill()


def start_haproxy(tmp_path, proxy_port, instances):
    environment = dict(os.environ, UIKIT_PROXY_BIND=f"127.0.0.1:{proxy_port}",
                       UIKIT_SERVER_1=f"127.0.0.1:{instances['uikit1'].port}",
                       UIKIT_SERVER_2=f"127.0.0.1:{instances['uikit2'].port}")
    with open(tmp_path / "haproxy.log", "wb") as log:
        return subprocess.Popen(["haproxy", "-db", "-f", str(REPO_ROOT / "deploy" / "haproxy.cfg")], env=environment,
                                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT)


def start_nginx(tmp_path, proxy_port, instances):
    """deploy/nginx.conf goes in an http {} block, as its comment says; its listening port and its
    two upstream servers (8080, 8081, 8082) are replaced by the loopback ports of this test."""
    shipped = (REPO_ROOT / "deploy" / "nginx.conf").read_text()
    addresses = {"127.0.0.1:8081": instances["uikit1"].port, "127.0.0.1:8082": instances["uikit2"].port}
    for address, port in addresses.items():
        assert address in shipped, f"deploy/nginx.conf no longer lists {address}"
        shipped = shipped.replace(address, f"127.0.0.1:{port}")
    assert re.search(r"listen 8080;", shipped), "deploy/nginx.conf no longer listens on 8080"
    shipped = shipped.replace("listen 8080;", f"listen 127.0.0.1:{proxy_port};")
    root = tmp_path / "nginx"
    root.mkdir()
    (root / "uikit.conf").write_text(shipped)
    (root / "nginx.conf").write_text(f"""
{"user root;" if os.geteuid() == 0 else ""}
worker_processes 1;
daemon off;
pid {root}/nginx.pid;
error_log {root}/error.log info;
events {{ worker_connections 1024; }}
http {{
    access_log {root}/access.log;
    client_body_temp_path {root}/body;
    proxy_temp_path {root}/proxy;
    fastcgi_temp_path {root}/fastcgi;
    uwsgi_temp_path {root}/uwsgi;
    scgi_temp_path {root}/scgi;
    include {root}/uikit.conf;
}}
""")
    executable = shutil.which("nginx") or "/usr/sbin/nginx"
    with open(tmp_path / "nginx.log", "wb") as log:
        return subprocess.Popen([executable, "-p", str(root), "-c", str(root / "nginx.conf")],
                                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT)


class NamingApi(Api):
    """The proxy's API, whose answers name their instance by name (nginx gives an address)."""

    def __init__(self, base_url, names):
        super().__init__(base_url)
        self.names = names

    def request(self, *args, **kwargs):
        response = super().request(*args, **kwargs)
        served = response.header(INSTANCE)
        if served is not None:
            # nginx lists every address it tried, the last one answered: "a:1, b:2".
            served = served.split(",")[-1].strip()
            response.headers[INSTANCE] = self.names.get(served, served)
        return response


def accepts(port):
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


def live_ids(instance):
    """The sessions live in the instance (saved ones it does not hold are marked `saved`)."""
    return {session["id"] for session in instance.api.get(SESSIONS).json()["sessions"] if "saved" not in session}


def test_requests_route_by_session_id_and_a_killed_instances_session_is_restored_on_the_other(cluster):
    proxy, instances = cluster
    created = proxy.post(SESSIONS)
    assert created.status == 201, created
    session_id = created.json()["id"]

    resized = proxy.post(f"{SESSIONS}/{session_id}/traits", json_body={"width": 600, "height": 900})
    assert resized.status == 200, resized
    holder = resized.header(INSTANCE)
    for _ in range(5):
        assert proxy.get(f"{SESSIONS}/{session_id}").header(INSTANCE) == holder
    time.sleep(2.5)  # the save interval, and time for a creating instance that is not the holder to let go
    assert {name for name, instance in instances.items() if session_id in live_ids(instance)} == {holder}

    instances[holder].kill()
    survivor = next(name for name in instances if name != holder)
    tapped = wait_for(lambda: ok(proxy.post(f"{SESSIONS}/{session_id}/actions/tap", json_body={"x": 10, "y": 10})),
                      "the tap never landed on the surviving instance")
    assert tapped.header(INSTANCE) == survivor
    tree = proxy.get(f"{SESSIONS}/{session_id}/tree")
    assert tree.header(INSTANCE) == survivor
    assert tree.json()["windows"][0]["frame"] == {"x": 0, "y": 0, "width": 600, "height": 900}
    assert session_id in live_ids(instances[survivor])


def ok(response):
    return response if response.status == 200 else None


def test_the_page_reconnects_through_the_proxy_to_the_instance_that_restores_its_scene(cluster, browser):
    proxy, instances = cluster
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": 390, "height": 844, "deviceScaleFactor": 0, "mobile": False})
    browser.get(f"http://127.0.0.1:{proxy.port}")
    wait(browser, lambda driver: driver.find_elements(By.CSS_SELECTOR, node("controlsScreen")), "no catalog entry")
    session_id = browser.execute_script(SESSION_ID)

    def connected_on():
        response = proxy.get(f"{SESSIONS}/{session_id}")
        return response.header(INSTANCE) if response.status == 200 and response.json()["connected"] else None
    # The first socket had no id to route by; the page's next one (after a move) does.
    holder = wait_for(connected_on, "the page's session never showed as connected", timeout=30)
    time.sleep(2.5)

    instances[holder].kill()
    survivor = wait_for(lambda: (name := connected_on()) != holder and name,
                        "the page never reconnected to the surviving instance", timeout=30)
    assert browser.execute_script(SESSION_ID) == session_id
    assert session_id in live_ids(instances[survivor])
    wait(browser, lambda driver: driver.find_elements(By.CSS_SELECTOR, node("controlsScreen")),
         "the restored scene never showed")
