"""The load tool (Benchmarks/LoadTool) against the real server: a short run with a few page-like
sessions, so that CI notices when the tool or the socket path it drives breaks. The tool is
measured, not tested, elsewhere (README, "Load tool")."""
import os
import re
import subprocess
from pathlib import Path

import pytest

from conftest import REPO_ROOT

SESSIONS = 20
RESULT = re.compile(r"^RESULT (.*)$", re.MULTILINE)


def load_tool():
    path = Path(os.environ.get("UIKIT_LOAD_TOOL_BIN") or ".build/debug/LoadTool")
    path = path if path.is_absolute() else REPO_ROOT / path
    if not path.is_file():
        pytest.fail(f"no load tool at {path}: build it (swift build --product LoadTool) or set UIKIT_LOAD_TOOL_BIN",
                    pytrace=False)
    return path


def run_load_tool(*arguments):
    finished = subprocess.run([str(load_tool()), *arguments], capture_output=True, text=True, timeout=120)
    found = RESULT.search(finished.stdout)
    assert found, f"no RESULT line; status {finished.returncode}\n{finished.stdout}\n{finished.stderr}"
    fields = dict(item.split("=", 1) for item in found.group(1).split(" ") if "=" in item)
    return finished, fields


def test_twenty_page_like_sessions_get_a_patch_for_every_touch_and_no_error(server):
    finished, result = run_load_tool("--url", server.base_url, "--sessions", str(SESSIONS), "--ramp", "20",
                                     "--interval", "1", "--duration", "4", "--timeout", "10")
    assert finished.returncode == 0, finished.stdout
    assert result["sessions"] == str(SESSIONS), finished.stdout
    assert result["errors"] == "0", finished.stdout
    assert int(result["inputs"]) >= SESSIONS * 2, finished.stdout
    assert result["patched"] == result["inputs"], finished.stdout
    assert result["handled"] == "0", finished.stdout


def test_a_refused_origin_is_a_connect_failure_the_tool_reports(server):
    finished, result = run_load_tool("--url", server.base_url, "--origin", "https://elsewhere.example",
                                     "--sessions", "2", "--duration", "1", "--ramp", "10")
    assert finished.returncode == 1, finished.stdout
    assert result["sessions"] == "0", finished.stdout
    assert result["errors"] == "2", finished.stdout
    assert "upgrade refused: HTTP/1.1 403" in finished.stdout, finished.stdout
