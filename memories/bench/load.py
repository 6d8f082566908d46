"""A mixed remember / recall / context / ingest load over HTTP, and what it did to the service.

N client threads, each with its own keep-alive connection, pick operations by weight until the
duration is over; every request's latency and status is kept. The web and worker process trees
of the service under test are found from the port it listens on, and their RSS is sampled;
after the run the memory of every kind of process (web, worker, beat, PostgreSQL, Redis) is
reported, RSS and PSS.

The clients speak HTTP through the standard library's `http.client`: they share the machine
with the service under test, and a lighter client leaves it more of the CPU (8 clients, 40 s of
recalls: 3.6 s of client CPU, start-up included, against 5.3 s with httpx).
"""

from __future__ import annotations

import http.client
import json
import random
import statistics
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import psutil
from django.contrib.auth import get_user_model
from django.core.management.base import CommandError

from memories.models import ApiKey
from memories.services.people.api_keys import api_key_create
from memory_project.process_tree import process_tree, tree_rss

WORDS = [
    "kayak", "invoice", "deploy", "billing", "oslo", "budget", "battery", "garden", "python",
    "release", "coffee", "printer", "vpn", "staging", "recipe", "marathon", "lease", "backup",
    "dentist", "sprint", "router", "ticket", "camera", "piano", "visa", "migration", "alert",
]  # fmt: skip
PEOPLE = ["Ada", "Bo", "Cyd", "Dee", "Eli", "Fay"]

OPERATIONS = ("remember", "recall", "context", "ingest")


def parse_mix(text: str) -> dict[str, int]:
    mix: dict[str, int] = {}
    for part in text.split(","):
        name, _, weight = part.partition("=")
        name = name.strip()
        if name not in OPERATIONS or not weight.strip().isdigit():
            raise CommandError(f"--mix: expected name=weight with names {OPERATIONS}, got {part!r}")
        mix[name] = int(weight)
    if not any(mix.values()):
        raise CommandError("--mix: at least one operation needs a weight above 0")
    return {name: weight for name, weight in mix.items() if weight}


def bench_key() -> str:
    user, _ = get_user_model().objects.get_or_create(username="bench-load")
    row, raw = api_key_create(user=user, name="bench_load")
    ApiKey.objects.filter(pk=row.pk).update(rate_limit_per_minute=10**9)
    return raw


@dataclass
class Sample:
    operation: str
    seconds: float
    status: int  # 0: no HTTP answer (connection error or timeout)


@dataclass
class Results:
    samples: list[Sample] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, sample: Sample) -> None:
        with self.lock:
            self.samples.append(sample)

    def count(self) -> int:
        return len(self.samples)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, max(0, round(share * (len(ordered) - 1))))
    return ordered[index]


@dataclass
class OperationStats:
    operation: str
    count: int
    per_second: float
    p50_ms: float
    p95_ms: float
    p99_ms: float
    mean_ms: float
    errors_5xx: int
    errors_4xx: int
    no_answer: int


def summarise(results: Results, seconds: float) -> list[OperationStats]:
    by_op: dict[str, list[Sample]] = {}
    for sample in results.samples:
        by_op.setdefault(sample.operation, []).append(sample)
    rows = []
    for operation in sorted(by_op):
        samples = by_op[operation]
        times = [s.seconds * 1000 for s in samples]
        rows.append(
            OperationStats(
                operation=operation,
                count=len(samples),
                per_second=len(samples) / seconds if seconds else 0.0,
                p50_ms=percentile(times, 0.50),
                p95_ms=percentile(times, 0.95),
                p99_ms=percentile(times, 0.99),
                mean_ms=statistics.fmean(times),
                errors_5xx=sum(1 for s in samples if s.status >= 500),
                errors_4xx=sum(1 for s in samples if 400 <= s.status < 500),
                no_answer=sum(1 for s in samples if s.status == 0),
            )
        )
    return rows


def _sentence(rng: random.Random) -> str:
    person, words = rng.choice(PEOPLE), rng.sample(WORDS, 4)
    return f"{person} noted the {words[0]} and {words[1]} for the {words[2]} ({words[3]} {rng.randint(1, 10**6)})."


class KeepAliveHttp:
    """One keep-alive HTTP/1.1 connection that sends JSON with a bearer key; after a failed
    request it reconnects on the next one."""

    def __init__(self, base_url: str, api_key: str, *, timeout: float = 60) -> None:
        parts = urlsplit(base_url.rstrip("/"))
        https = parts.scheme == "https"
        self._connect: Callable[[], http.client.HTTPConnection] = lambda: (
            http.client.HTTPSConnection if https else http.client.HTTPConnection
        )(parts.hostname or "127.0.0.1", parts.port or (443 if https else 80), timeout=timeout)
        self._prefix = parts.path + "/api/v1"
        self._headers = {
            "Authorization": f"Bearer {api_key}",
            "Content-Type": "application/json",
            "Accept": "application/json",
        }
        self._conn: http.client.HTTPConnection | None = None

    def request(self, method: str, path: str, body: object = None) -> tuple[int, bytes]:
        """(status, body) of one request; raises OSError or HTTPException when there is no
        answer (the connection is dropped for the next request to make anew)."""
        payload = None if body is None else json.dumps(body).encode()
        if self._conn is None:
            self._conn = self._connect()
        try:
            self._conn.request(method, self._prefix + path, body=payload, headers=self._headers)
            response = self._conn.getresponse()
            data = response.read()
        except (OSError, http.client.HTTPException):
            self.close()
            raise
        if response.will_close:
            self.close()
        return response.status, data

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None


class Client:
    """One simulated agent: its own connection, its own random stream."""

    def __init__(
        self, base_url: str, api_key: str, results: Results, seed: int, strategy: str = "auto"
    ) -> None:
        self.http = KeepAliveHttp(base_url, api_key)
        self.results = results
        self.rng = random.Random(seed)
        self.seed = seed
        self.serial = 0
        self.strategy = strategy

    def _call(self, operation: str, method: str, path: str, body: object = None) -> Any:
        """The answer's JSON body when it is a success, else None; the sample is kept either way."""
        started = time.perf_counter()
        try:
            status, data = self.http.request(method, path, body)
        except (OSError, http.client.HTTPException):
            status, data = 0, b""
        self.results.add(Sample(operation, time.perf_counter() - started, status))
        if not 200 <= status < 300 or not data:
            return None
        try:
            return json.loads(data)
        except ValueError:
            return None

    def remember(self) -> None:
        self._call("remember", "POST", "/memories",
                   {"content": _sentence(self.rng), "kind": "fact", "tags": ["bench-load"]})  # fmt: skip

    def recall(self) -> None:
        query = " ".join(self.rng.sample(WORDS, 2))
        body = {"query": query, "top_k": 10, "strategy": self.strategy}
        self._call("recall", "POST", "/recall", body)

    def context(self) -> None:
        query = f"what do I know about {self.rng.choice(WORDS)}"
        self._call("context", "POST", "/context", {"query": query, "max_tokens": 400})

    def ingest(self) -> None:
        self.serial += 1
        messages = [
            {"speaker": PEOPLE[i % 2], "content": _sentence(self.rng), "external_id": str(i)}
            for i in range(6)
        ]
        created = self._call("ingest", "POST", "/conversations", {
            "external_id": f"bench-load-{self.seed}-{self.serial}-{time.time_ns()}",
            "subject": "Bench load", "messages": messages,
        })  # fmt: skip
        if isinstance(created, dict) and "id" in created:
            self._call("ingest_end", "POST", f"/conversations/{created['id']}/end")

    def close(self) -> None:
        self.http.close()


def run_clients(
    *, base_url: str, api_key: str, clients: int, duration: float, mix: dict[str, int],
    seed: int, tick: Callable[[int], None] | None = None, strategy: str = "auto",
) -> tuple[Results, float]:  # fmt: skip
    """Drive `clients` threads for `duration` seconds; returns the samples and the wall time."""
    results = Results()
    stop = threading.Event()
    operations = list(mix)
    weights = [mix[name] for name in operations]

    def loop(index: int) -> None:
        client = Client(base_url, api_key, results, seed + index, strategy)
        try:
            while not stop.is_set():
                getattr(client, client.rng.choices(operations, weights)[0])()
        finally:
            client.close()

    threads = [threading.Thread(target=loop, args=(i,), daemon=True) for i in range(clients)]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    while (elapsed := time.monotonic() - started) < duration:
        time.sleep(min(0.5, duration - elapsed))
        if tick is not None:
            tick(results.count())
    stop.set()
    for thread in threads:
        thread.join(90)
    return results, time.monotonic() - started


KINDS = ("web", "worker", "beat", "postgres", "redis")


@dataclass(frozen=True)
class KindMemory:
    """The resident memory of one kind of process (its whole tree): RSS summed, and PSS summed
    where /proc/<pid>/smaps_rollup is readable (shared pages split between their users, so
    PostgreSQL's shared buffers and the libraries every worker maps are counted once)."""

    processes: int
    rss: int
    pss: int | None


def _pss(pid: int) -> int | None:
    """The process's PSS in bytes, or None where the kernel will not show it (another user's
    process without privilege). Raises psutil.NoSuchProcess for a process that has ended or is
    a zombie not yet reaped: it holds no memory and is left out, not counted as unreadable."""
    try:
        with open(f"/proc/{pid}/smaps_rollup", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("Pss:"):
                    return int(line.split()[1]) * 1024
    except (FileNotFoundError, ProcessLookupError):
        raise psutil.NoSuchProcess(pid) from None
    except (OSError, ValueError):
        return None
    return None


@dataclass
class ServiceProcesses:
    """The process trees of the service under test: web (gunicorn), worker and beat (Celery),
    and the embedded PostgreSQL and Redis when their pid files are found in the data folder."""

    web: psutil.Process | None
    worker: psutil.Process | None
    beat: psutil.Process | None = None
    postgres: psutil.Process | None = None
    redis: psutil.Process | None = None

    def rss(self) -> dict[str, int]:
        return {"web": tree_rss(self.web), "worker": tree_rss(self.worker)}

    def memory(self) -> dict[str, KindMemory]:
        """Each kind found: its process count, RSS and PSS (None when unreadable)."""
        found: dict[str, KindMemory] = {}
        for kind in KINDS:
            tree = process_tree(getattr(self, kind))
            if not tree:
                continue
            live, rss, pss, readable = 0, 0, 0, True
            for process in tree:
                try:  # a process that ended (or awaits reaping) since the tree was listed is left out
                    share = _pss(process.pid)
                    resident = process.memory_info().rss
                except psutil.Error:
                    continue
                live += 1
                rss += resident
                readable = readable and share is not None
                pss += share or 0
            found[kind] = KindMemory(processes=live, rss=rss, pss=pss if readable else None)
        return found


def _from_pid_file(path: Path, *, first_line: bool = False) -> psutil.Process | None:
    try:
        text = path.read_text()
        return psutil.Process(int((text.splitlines() or [""])[0] if first_line else text.strip()))
    except (OSError, ValueError, psutil.Error):
        return None


def find_service(base_url: str, data_dir: Path | None = None) -> ServiceProcesses:
    """The gunicorn master bound to the URL's port, the Celery worker and beat started beside it
    (siblings under the same supervisor), and the embedded servers of `data_dir`. Any may be
    None (another machine, no access, servers of one's own)."""
    port = urlsplit(base_url).port or 80
    web = None
    for process in psutil.process_iter(["cmdline"]):
        cmdline = " ".join(process.info["cmdline"] or [])
        if "gunicorn" in cmdline and f":{port}" in cmdline:
            try:
                parent = process.parent()
            except psutil.Error:
                continue
            if parent is not None and "gunicorn" in " ".join(parent.cmdline()):
                continue  # a gunicorn worker; we want its master
            web = process
            break
    worker = beat = None
    if web is not None:
        try:
            parent = web.parent()
            siblings = parent.children() if parent is not None else []
        except psutil.Error:
            siblings = []
        for sibling in siblings:
            try:
                cmdline = " ".join(sibling.cmdline())
            except psutil.Error:
                continue
            if "celery" in cmdline and " worker" in cmdline and worker is None:
                worker = sibling
            elif "celery" in cmdline and " beat" in cmdline and beat is None:
                beat = sibling
    return ServiceProcesses(
        web=web, worker=worker, beat=beat,
        postgres=_from_pid_file(data_dir / "pg" / "postmaster.pid", first_line=True)
        if data_dir else None,
        redis=_from_pid_file(data_dir / "redis" / "redis.pid") if data_dir else None,
    )  # fmt: skip
