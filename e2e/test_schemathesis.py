"""schemathesis against openapi.yaml and the running server: every operation, with examples
from the spec, its boundaries, random valid and invalid requests, and stateful chains (create a
session, then act on it), must agree with the spec: statuses, bodies, content types, 405 with
Allow for undeclared methods. A fixed seed and a bounded number of examples keep the run
repeatable and under two minutes; e2e/schemathesis.toml lists the few rules a JSON Schema
cannot state."""
import subprocess
import sys
from pathlib import Path

SPEC = Path(__file__).resolve().parent.parent / "openapi.yaml"
CONFIG = Path(__file__).resolve().parent / "schemathesis.toml"
SCHEMATHESIS = Path(sys.executable).parent / "st"
EXAMPLES = 8
SEED = 14
TIMEOUT = 240


def test_the_server_agrees_with_openapi_yaml(server, tmp_path):
    run = subprocess.run(
        [str(SCHEMATHESIS), "--config-file", str(CONFIG), "run", str(SPEC), "--url", server.base_url, "--max-examples", str(EXAMPLES),
         "--seed", str(SEED), "--generation-deterministic",
         "--request-timeout", "30", "--no-color", "--report-dir", str(tmp_path)],
        capture_output=True, text=True, timeout=TIMEOUT)
    summary = run.stdout[-6000:]
    assert run.returncode == 0, f"schemathesis found disagreements:\n{summary}\n{run.stderr[-2000:]}"
    assert "No issues found" in run.stdout or " passed" in run.stdout, summary
