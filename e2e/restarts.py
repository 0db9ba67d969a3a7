"""Servers the persistence tests start and stop themselves: on a given port and data directory
(or session store), stopped with SIGTERM or killed with SIGKILL, started again on the same."""
import signal
import subprocess
import time

import pytest

from conftest import REPO_ROOT, STARTUP_TIMEOUT, free_port, healthy, server_binary
from support import Api

SHUTDOWN_LIMIT = 15


class Instance:
    """One server process with its log; `stop()` (SIGTERM) or `kill()` (SIGKILL) ends it."""

    def __init__(self, log_path, port=None, data_dir=None, store=None, save_interval=1, extra=(), binary=None):
        self.port = port or free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.log_path = log_path
        arguments = [str(binary or server_binary()), "--port", str(self.port), "--host", "127.0.0.1",
                     "--save-interval", str(save_interval), *extra]
        if data_dir is not None:
            arguments += ["--data-dir", str(data_dir)]
        if store is not None:
            arguments += ["--store", store]
        with open(log_path, "ab") as log:
            self.process = subprocess.Popen(arguments, cwd=REPO_ROOT, stdin=subprocess.DEVNULL, stdout=log,
                                            stderr=subprocess.STDOUT)
        deadline = time.monotonic() + STARTUP_TIMEOUT
        while not healthy(self.base_url):
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.kill()
                pytest.fail(f"the server did not start; log:\n{self.log()}", pytrace=False)
            time.sleep(0.1)
        self.api = Api(self.base_url)

    def log(self):
        return self.log_path.read_text(errors="replace")

    def stop(self):
        """SIGTERM: the server saves every scene and exits 0; its exit status."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        return self.process.wait(timeout=SHUTDOWN_LIMIT)

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
