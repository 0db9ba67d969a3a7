"""The Kubernetes manifests in deploy/kubernetes, checked without a cluster: every object is valid
for Kubernetes (its published schemas, strict), the objects refer to each other correctly, and a
pod of the Deployment — the image's environment from the Dockerfile plus the Deployment's, with
its Secrets resolved — run here as a process answers its probes, and at SIGTERM (after preStop)
saves its scenes to PostgreSQL and exits within its grace period, so the next pod restores them."""
import re
import signal
import subprocess
import time

import kubernetes_validate
import pytest
import yaml

from conftest import REPO_ROOT, STARTUP_TIMEOUT, free_port, healthy, server_binary
from support import Api
from test_scale_out import postgres  # noqa: F401 (a fixture)

MANIFESTS = REPO_ROOT / "deploy" / "kubernetes"
KUBERNETES_VERSION = "1.30.0"


def objects():
    """Every object of every manifest, as (file name, object)."""
    found = []
    for path in sorted(MANIFESTS.glob("*.yaml")):
        found += [(path.name, document) for document in yaml.safe_load_all(path.read_text()) if document]
    return found


def one(kind, name=None):
    matches = [item for _, item in objects() if item["kind"] == kind and (name is None or item["metadata"]["name"] == name)]
    assert len(matches) == 1, f"expected one {kind} {name or ''}, found {len(matches)}"
    return matches[0]


def test_every_object_is_valid_for_kubernetes():
    found = objects()
    assert {item["kind"] for _, item in found} >= {"Deployment", "Service", "Ingress", "PodDisruptionBudget",
                                                  "StatefulSet", "Secret", "ConfigMap"}
    for name, item in found:
        try:
            kubernetes_validate.validate(item, KUBERNETES_VERSION, strict=True)
        except kubernetes_validate.ValidationError as error:
            pytest.fail(f"{name}: {item['kind']} {item['metadata']['name']}: {error.message} at {list(error.path)}")


def test_the_objects_refer_to_each_other():
    deployment = one("Deployment", "uikit")
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert deployment["spec"]["selector"]["matchLabels"].items() <= labels.items()
    service = one("Service", "uikit")
    assert service["spec"]["selector"].items() <= labels.items()
    budget = one("PodDisruptionBudget")
    assert budget["spec"]["selector"]["matchLabels"].items() <= labels.items()
    container = deployment["spec"]["template"]["spec"]["containers"][0]
    port_names = {port["name"] for port in container["ports"]}
    assert {port["targetPort"] for port in service["spec"]["ports"]} <= port_names

    ingress = one("Ingress")
    backend = ingress["spec"]["rules"][0]["http"]["paths"][0]["backend"]["service"]
    assert backend["name"] == service["metadata"]["name"]
    assert backend["port"]["name"] in {port["name"] for port in service["spec"]["ports"]}
    # The ingress hashes on a variable the controller's maps define, the same maps as nginx.conf's.
    hashed_on = ingress["metadata"]["annotations"]["nginx.ingress.kubernetes.io/upstream-hash-by"]
    snippet = one("ConfigMap")["data"]["http-snippet"]
    assert re.search(r"map \S+ %s \{" % re.escape(hashed_on), snippet), f"nothing defines {hashed_on}"
    nginx = (REPO_ROOT / "deploy" / "nginx.conf").read_text()
    assert maps(snippet) == [block for block in maps(nginx) if "$uikit_session" in block]

    # Every secret the pod reads exists with that key.
    for variable in container["env"]:
        reference = variable.get("valueFrom", {}).get("secretKeyRef")
        if reference:
            assert reference["key"] in one("Secret", reference["name"])["stringData"], variable

    postgres_set = one("StatefulSet", "uikit-postgres")
    assert one("Service", "uikit-postgres")["spec"]["selector"].items() <= \
        postgres_set["spec"]["template"]["metadata"]["labels"].items()


def maps(text):
    """The nginx `map` blocks of a configuration, whitespace normalized."""
    return [" ".join(block.split()) for block in re.findall(r"map [^{]+\{[^}]*\}", text)]


def image_environment():
    """The ENV of the Dockerfile's final stage: what every container of the image starts with."""
    text = (REPO_ROOT / "Dockerfile").read_text().replace("\\\n", " ")
    last = [line for line in text.splitlines() if line.startswith("ENV ")][-1]
    return dict(pair.split("=", 1) for pair in last[len("ENV "):].split())


def pod_environment(deployment, store, port, data_dir):
    """The container's environment as Kubernetes gives it: the image's, then the Deployment's with
    its Secrets resolved; only what points outside this machine is replaced (the PostgreSQL
    service's address, the port, the data and web directories)."""
    environment = image_environment()
    assert environment["PORT"] == str(deployment_port(deployment))
    environment.update(PORT=str(port), UIKIT_DATA_DIR=str(data_dir), UIKIT_WEB_ROOT=str(REPO_ROOT / "web"))
    for variable in deployment["spec"]["template"]["spec"]["containers"][0]["env"]:
        reference = variable.get("valueFrom", {}).get("secretKeyRef")
        value = one("Secret", reference["name"])["stringData"][reference["key"]] if reference else variable["value"]
        environment[variable["name"]] = value
    assert environment["UIKIT_STORE"].startswith("postgres://")
    environment["UIKIT_STORE"] = store
    return environment


def deployment_port(deployment):
    return deployment["spec"]["template"]["spec"]["containers"][0]["ports"][0]["containerPort"]


def start_pod(environment, log_path):
    with open(log_path, "ab") as log:
        process = subprocess.Popen([str(server_binary())], cwd=REPO_ROOT, env=environment, stdin=subprocess.DEVNULL,
                                   stdout=log, stderr=subprocess.STDOUT)
    base_url = f"http://127.0.0.1:{environment['PORT']}"
    deadline = time.monotonic() + STARTUP_TIMEOUT
    while not healthy(base_url):
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            pytest.fail(f"the pod's server did not start; log:\n{log_path.read_text(errors='replace')}", pytrace=False)
        time.sleep(0.1)
    return process, base_url


def test_a_pod_answers_its_probes_and_at_sigterm_saves_its_scenes_for_the_next_pod(tmp_path, postgres):  # noqa: F811
    deployment = one("Deployment", "uikit")
    pod = deployment["spec"]["template"]["spec"]
    container = pod["containers"][0]
    environment = pod_environment(deployment, postgres, free_port(), tmp_path / "data")
    token = {"Authorization": f"Bearer {environment['UIKIT_API_TOKEN']}"}
    first, base_url = start_pod(environment, tmp_path / "pod1.log")
    try:
        api = Api(base_url)
        for probe in ("readinessProbe", "livenessProbe"):
            check = container[probe]["httpGet"]
            assert check["port"] in {port["name"] for port in container["ports"]}
            assert api.get(check["path"]).status == 200, probe
        # The image listens on every interface, so the API wants the Deployment's token.
        assert api.post("/api/v1/sessions").status == 401
        created = api.request("POST", "/api/v1/sessions", headers=token, body=b"")
        assert created.status == 201, created
        session_id = created.json()["id"]
        resized = api.request("POST", f"/api/v1/sessions/{session_id}/traits", headers=token,
                              json_body={"width": 600, "height": 900})
        assert resized.status == 200, resized

        # The kubelet runs preStop, then sends SIGTERM; the pod must be gone within the grace period.
        pre_stop = container["lifecycle"]["preStop"]["exec"]["command"]
        assert pre_stop[0] == "sleep"
        left = pod["terminationGracePeriodSeconds"] - float(pre_stop[1])
        started = time.monotonic()
        first.send_signal(signal.SIGTERM)
        assert first.wait(timeout=left) == 0
        print(f"the pod saved its scenes and exited {time.monotonic() - started:.2f} s after SIGTERM "
              f"(grace left after preStop: {left:.0f} s)")
    finally:
        if first.poll() is None:
            first.kill()

    environment["PORT"] = str(free_port())
    second, base_url = start_pod(environment, tmp_path / "pod2.log")
    try:
        api = Api(base_url)
        listed = api.request("GET", "/api/v1/sessions", headers=token).json()["sessions"]
        assert [item["saved"] for item in listed if item["id"] == session_id] == [True]
        tree = api.request("GET", f"/api/v1/sessions/{session_id}/tree", headers=token)
        assert tree.status == 200, tree
        assert tree.json()["windows"][0]["frame"] == {"x": 0, "y": 0, "width": 600, "height": 900}
    finally:
        second.kill()
        second.wait()
