"""Memory per session and session creation time, measured from outside on the release server.

    Benchmarks/SessionBenchmark/run                    # builds, then measures both apps
    Benchmarks/SessionBenchmark/run --no-build --sessions 2000

For each app (the catalog, whose first screen has 65 views, and SignInApp, a five-control sign-in
form in a stack view) it starts the release binary with no session store, creates `--warmup`
sessions (one-time costs: fonts, shaping caches, static tables), reads the process's RSS, creates
`--sessions` more one after another over REST (`POST /api/v1/sessions`, no browser attached), and
prints:
- memory per session: (RSS after - RSS before) / N, and the same for the private dirty pages;
- main-actor time of creating a session: p50/p99 of the server's own turn histogram
  (`uikit_turn_duration_seconds` on /metrics: the bucket bound the percentile falls under, as
  Prometheus's histogram_quantile interpolates it);
- the client's round trip of POST /api/v1/sessions, p50/p99 (HTTP on loopback included);
- the server's CPU time per session (all threads: the main actor plus HTTP).

`--hibernate SECONDS` measures hibernation instead (`--hibernate-after`, with a SQLite store): it
creates `--sessions` sessions, waits until the server has hibernated them all, creates as many
again and reads the RSS (what the hibernated ones still hold: the second batch reuses the memory
the first one freed), then brings each hibernated session back with a `GET` and prints its round
trip and the server's CPU time per restore.
Only the standard library: it runs with the system python3.
"""
import argparse
import http.client
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
RELEASE = REPO_ROOT / ".build" / "release"
TURN_HISTOGRAM = "uikit_turn_duration_seconds"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def memory_kb(pid):
    """RSS and private dirty pages of the process, in KB."""
    fields = {}
    with open(f"/proc/{pid}/smaps_rollup") as f:
        for line in f:
            parts = line.split()
            if len(parts) >= 3 and parts[2] == "kB":
                fields[parts[0].rstrip(":")] = int(parts[1])
    return fields["Rss"], fields["Private_Dirty"]


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Server:
    def __init__(self, binary, max_sessions, store, data_dir, extra=()):
        self.port = free_port()
        self.log = tempfile.TemporaryFile()
        arguments = [str(binary), "--port", str(self.port), "--host", "127.0.0.1", "--max-sessions", str(max_sessions),
                     "--store", store, "--data-dir", data_dir, *extra]
        self.process = subprocess.Popen(arguments, cwd=REPO_ROOT, stdin=subprocess.DEVNULL, stdout=self.log,
                                        stderr=subprocess.STDOUT)
        self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        deadline = time.monotonic() + 60
        while True:
            try:
                if self.request("GET", "/healthz")[0] == 200:
                    break
            except OSError:
                self.connection.close()
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.log.seek(0)
                sys.exit(f"{binary} did not start:\n{self.log.read().decode(errors='replace')[-2000:]}")
            time.sleep(0.1)

    def request(self, method, path, body=None):
        headers = {"Content-Type": "application/json"} if body is not None else {}
        self.connection.request(method, path, body=body, headers=headers)
        response = self.connection.getresponse()
        return response.status, response.read()

    def create_session(self):
        status, body = self.request("POST", "/api/v1/sessions", b"{}")
        if status != 201:
            sys.exit(f"POST /api/v1/sessions answered {status}: {body[:300]!r}")
        return json.loads(body)["id"]

    def saved_ids(self):
        """The ids of the sessions the server lists as saved (hibernated or from before a restart)."""
        status, body = self.request("GET", "/api/v1/sessions")
        return {session["id"] for session in json.loads(body)["sessions"] if session.get("saved")}

    def turn_histogram(self):
        """The cumulative bucket counts of the turn-duration histogram, by upper bound, with its
        sum and count under the keys "sum" and "count"."""
        status, body = self.request("GET", "/metrics")
        buckets = {}
        for line in body.decode().splitlines():
            if line.startswith(TURN_HISTOGRAM + "_bucket{"):
                bound = line.split('le="', 1)[1].split('"', 1)[0]
                buckets[float("inf") if bound == "+Inf" else float(bound)] = float(line.rsplit(" ", 1)[1])
            elif line.startswith(TURN_HISTOGRAM + "_sum "):
                buckets["sum"] = float(line.rsplit(" ", 1)[1])
            elif line.startswith(TURN_HISTOGRAM + "_count "):
                buckets["count"] = float(line.rsplit(" ", 1)[1])
        return buckets

    def stop(self):
        self.connection.close()
        self.process.terminate()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def histogram_quantile(q, before, after):
    """Prometheus's histogram_quantile over the buckets counted between two readings."""
    bounds = sorted(bound for bound in after if isinstance(bound, float))
    counts = [after[b] - before.get(b, 0) for b in bounds]
    total = counts[-1]
    if total == 0:
        return float("nan")
    rank = q * total
    lower, below = 0.0, 0.0
    for bound, cumulative in zip(bounds, counts):
        if cumulative >= rank:
            if bound == float("inf"):
                return lower
            return lower + (bound - lower) * (rank - below) / max(cumulative - below, 1e-9)
        lower, below = bound, cumulative
    return bounds[-2]


def percentile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(name, binary, arguments):
    with tempfile.TemporaryDirectory() as data_dir:
        server = Server(binary, arguments.sessions + arguments.warmup + 1, arguments.store, data_dir)
        try:
            for _ in range(arguments.warmup):
                server.create_session()
            time.sleep(0.5)
            rss_before, dirty_before = memory_kb(server.process.pid)
            cpu_before = cpu_seconds(server.process.pid)
            histogram_before = server.turn_histogram()
            round_trips = []
            for _ in range(arguments.sessions):
                start = time.perf_counter()
                server.create_session()
                round_trips.append(time.perf_counter() - start)
            histogram_after = server.turn_histogram()
            time.sleep(1.0)
            rss_after, dirty_after = memory_kb(server.process.pid)
            cpu_after = cpu_seconds(server.process.pid)
        finally:
            server.stop()
    n = arguments.sessions
    print(f"{name}: {n} sessions (after {arguments.warmup} warm-up), store {arguments.store}")
    print(f"  memory per session: RSS {(rss_after - rss_before) / n:.1f} KB, private dirty "
          f"{(dirty_after - dirty_before) / n:.1f} KB  (RSS {rss_before / 1024:.1f} -> {rss_after / 1024:.1f} MB)")
    turns = histogram_after["count"] - histogram_before["count"]
    mean_turn = (histogram_after["sum"] - histogram_before["sum"]) / turns if turns else float("nan")
    print(f"  creation, main-actor turn (server histogram): p50 {histogram_quantile(0.5, histogram_before, histogram_after) * 1e3:.2f} ms, "
          f"p99 {histogram_quantile(0.99, histogram_before, histogram_after) * 1e3:.2f} ms, mean {mean_turn * 1e3:.2f} ms")
    print(f"  creation, POST round trip (client): p50 {percentile(round_trips, 0.5) * 1e3:.2f} ms, "
          f"p99 {percentile(round_trips, 0.99) * 1e3:.2f} ms, mean {statistics.fmean(round_trips) * 1e3:.2f} ms")
    print(f"  server CPU time per session (all threads): {(cpu_after - cpu_before) / n * 1e3:.2f} ms")
    sys.stdout.flush()


def measure_hibernation(name, binary, arguments):
    n = arguments.sessions
    with tempfile.TemporaryDirectory() as data_dir:
        server = Server(binary, 2 * n + arguments.warmup + 1, "sqlite", data_dir,
                        extra=("--hibernate-after", str(arguments.hibernate)))
        try:
            for _ in range(arguments.warmup):
                server.create_session()
            time.sleep(0.5)
            rss_before, _ = memory_kb(server.process.pid)
            first = [server.create_session() for _ in range(n)]
            time.sleep(0.5)
            rss_live, _ = memory_kb(server.process.pid)
            deadline = time.monotonic() + arguments.hibernate * 4 + 60
            while not set(first) <= server.saved_ids():
                if time.monotonic() > deadline:
                    sys.exit("the sessions were not hibernated in time")
                time.sleep(0.25)
            rss_hibernated, _ = memory_kb(server.process.pid)
            start = time.monotonic()
            for _ in range(n):
                server.create_session()
            second_took = time.monotonic() - start
            rss_again, _ = memory_kb(server.process.pid)
            if second_took >= arguments.hibernate:
                print(f"  (the second batch took {second_took:.1f} s, past --hibernate {arguments.hibernate}: "
                      "some of it may have hibernated; use a larger --hibernate)")
            cpu_before = cpu_seconds(server.process.pid)
            round_trips = []
            for session_id in first:
                start = time.perf_counter()
                status, body = server.request("GET", f"/api/v1/sessions/{session_id}")
                round_trips.append(time.perf_counter() - start)
                if status != 200:
                    sys.exit(f"GET /api/v1/sessions/{session_id} answered {status}: {body[:300]!r}")
            cpu_after = cpu_seconds(server.process.pid)
        finally:
            server.stop()
    print(f"{name}: {n} sessions hibernated after {arguments.hibernate} s idle (after {arguments.warmup} warm-up), store sqlite")
    print(f"  live: {(rss_live - rss_before) / n:.1f} KB per session (RSS {rss_before / 1024:.1f} -> {rss_live / 1024:.1f} MB)")
    print(f"  hibernated: {(rss_again - rss_live) / n:.1f} KB per session (RSS {rss_hibernated / 1024:.1f} MB once they "
          f"went, {rss_again / 1024:.1f} MB with {n} new live sessions beside them)")
    print(f"  restore on the next request, GET round trip (client): p50 {percentile(round_trips, 0.5) * 1e3:.2f} ms, "
          f"p99 {percentile(round_trips, 0.99) * 1e3:.2f} ms; server CPU per restore {(cpu_after - cpu_before) / n * 1e3:.2f} ms")
    sys.stdout.flush()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sessions", type=int, default=1000, help="sessions measured (default 1000)")
    parser.add_argument("--warmup", type=int, default=20, help="sessions created before the first reading (default 20)")
    parser.add_argument("--store", default="none", help="the server's --store (default none: no saving)")
    parser.add_argument("--app", action="append", help="a server binary to measure (default: the release "
                        "UIKitCatalog and SignInApp)")
    parser.add_argument("--hibernate", type=float, metavar="SECONDS",
                        help="measure hibernation with this --hibernate-after instead (see above)")
    arguments = parser.parse_args()
    apps = [Path(app) for app in arguments.app] if arguments.app else [RELEASE / "UIKitCatalog", RELEASE / "SignInApp"]
    for binary in apps:
        if not binary.is_file():
            sys.exit(f"no server binary at {binary}: run Benchmarks/SessionBenchmark/run to build it")
        if arguments.hibernate:
            measure_hibernation(binary.name, binary, arguments)
        else:
            measure(binary.name, binary, arguments)


if __name__ == "__main__":
    main()
