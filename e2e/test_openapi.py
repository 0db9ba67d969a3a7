"""openapi.yaml is a valid OpenAPI document and describes exactly the API the server routes."""
import pathlib

import yaml
from openapi_spec_validator import validate

SPEC_PATH = pathlib.Path(__file__).resolve().parent.parent / "openapi.yaml"
METHODS = {"get", "post", "put", "patch", "delete"}


def load_spec():
    return yaml.safe_load(SPEC_PATH.read_text())


def test_spec_is_valid_openapi():
    validate(load_spec())


def test_every_documented_operation_is_routed(api):
    """Each documented path and method reaches a handler: no 404 for a missing endpoint, no 405."""
    session_id = api.post("/api/v1/sessions").json()["id"]
    for path, item in load_spec()["paths"].items():
        concrete = path.replace("{id}", session_id)
        for method in METHODS & item.keys():
            if method == "delete":
                continue  # would end the session the other checks use
            reply = api.request(method.upper(), concrete, json_body={} if method == "post" else None)
            assert reply.status not in (405,), (method, path, reply)
            if reply.status == 404:
                assert "no endpoint" not in reply.json()["detail"], (method, path, reply)
    assert api.delete(f"/api/v1/sessions/{session_id}").status == 204


def test_undocumented_methods_are_refused_with_allow(api):
    """A method the spec does not list for a path gets 405 and an Allow header naming exactly the documented ones."""
    session_id = api.post("/api/v1/sessions").json()["id"]
    for path, item in load_spec()["paths"].items():
        if not path.startswith("/api/v1"):
            continue
        documented = sorted(m.upper() for m in METHODS & item.keys())
        missing = sorted(m.upper() for m in METHODS - item.keys())
        reply = api.request(missing[0], path.replace("{id}", session_id))
        assert reply.status == 405, (path, reply)
        assert sorted(reply.header("allow").replace(" ", "").split(",")) == documented
