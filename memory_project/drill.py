"""A failure drill against a running cluster: load through the front door while its parts are
killed and restarted, then count what the callers saw and what the background work did.

`python -m memory_project.cluster --drill --seconds SECONDS` runs it. Two writers loop for
SECONDS: write a memory (POST), list memories (GET), and every fourth turn ingest a short
conversation and end it (which queues its mining through the outbox); a reader with a key of its
own that never writes lists and recalls, so its reads go to the replica (the writers' own reads
go to the primary: read-your-writes). A client that gets a 5xx waits BACKOFF_SECONDS. The
faults are spread evenly over the run, one at a time: each is killed (SIGKILL of the whole
process tree, or an immediate stop of the replica) and brought back (the supervisor restarts
processes; the drill restarts the replica after a few seconds down); a slow restart delays the
next fault, and the load goes on at least KILL_WINDOW_SECONDS past the last one. Meanwhile the
primary is asked once a second how far the replica's replay is behind.

Afterwards, once the background work has settled (or a time limit passed):

- every acknowledged write (201) is read back by id: *lost* is the number not found;
- every acknowledged conversation end (202) is a task that must run once in effect: *tasks lost*
  counts those not mined to their last message, *run twice* those with more than one completed
  mining run, a message with two drawers or a fact stored twice;
- the outbox must be empty, and every acknowledged memory must carry its vector;
- 5xx are split between those in flight within KILL_WINDOW_SECONDS after a kill and the rest.
"""

from __future__ import annotations

import json
import socket
import threading
import time
import urllib.error
import urllib.request
import uuid
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psycopg

KILL_WINDOW_SECONDS = 5.0
BACKOFF_SECONDS = 0.25  # a client waits this long after a 5xx before its next request
CONVERSATION_EVERY = 4  # turns of a client between two conversations
LAG_SQL = (
    "SELECT EXTRACT(EPOCH FROM replay_lag)::float8,"
    " pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::float8"
    " FROM pg_stat_replication LIMIT 1"
)
TASKS_SQL = """
SELECT c.id::text, c.mining_status, c.mined_through,
       COALESCE((SELECT max(seq) FROM palace_message m WHERE m.conversation_id = c.id), 0),
       (SELECT count(*) FROM palace_miningrun r
         WHERE r.conversation_id = c.id AND r.status = 'done'),
       (SELECT count(*) FROM palace_drawer d JOIN palace_message m ON d.message_id = m.id
         WHERE m.conversation_id = c.id)
         - (SELECT count(DISTINCT d.message_id) FROM palace_drawer d
              JOIN palace_message m ON d.message_id = m.id WHERE m.conversation_id = c.id),
       (SELECT count(*) - count(DISTINCT (kind, content)) FROM memories_memory f
         WHERE f.source_conversation = c.id::text)
FROM palace_conversation c WHERE c.id = ANY(%s::uuid[])
"""


def call(base: str, key: str, method: str, path: str, body: Any = None) -> tuple[int, Any]:
    """One API call; 599 when no HTTP answer came back at all."""
    request = urllib.request.Request(
        base.rstrip("/") + path,
        method=method,
        data=json.dumps(body).encode() if body is not None else None,
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.loads(response.read() or b"{}")
    except urllib.error.HTTPError as exc:
        return exc.code, None
    except OSError:
        return 599, None


@dataclass
class Fault:
    """One part to kill; `restart` brings it back (None: the supervisor does)."""

    name: str
    kill: Callable[[], None]
    restart: Callable[[], None] | None = None
    down_seconds: float = 5.0


@dataclass
class Answer:
    method: str
    status: int
    started: float
    ended: float


@dataclass
class TaskAccount:
    ended: int = 0  # acknowledged conversation ends: mining tasks owed
    lost: list[str] = field(default_factory=list)
    twice: list[str] = field(default_factory=list)
    outbox_left: int = 0
    without_vector: int = 0
    duplicate_writes: int = 0
    settled_in: float = 0.0


@dataclass
class DrillReport:
    seconds: float
    answers: list[Answer] = field(default_factory=list)
    kills: list[tuple[str, float]] = field(default_factory=list)
    acknowledged: list[str] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)
    conversations: list[str] = field(default_factory=list)
    tasks: TaskAccount = field(default_factory=TaskAccount)
    lag: list[tuple[float, float | None]] = field(default_factory=list)  # None: not streaming
    haproxy: dict[str, int] = field(default_factory=dict)
    reads: int = 0  # the reader's requests (a key that never writes: replica reads)
    read_errors: int = 0

    @property
    def killed(self) -> list[str]:
        return [name for name, _ in self.kills]

    @property
    def requests(self) -> int:
        return len(self.answers)

    def _in_window(self, answer: Answer) -> bool:
        return any(
            answer.started < at + KILL_WINDOW_SECONDS and answer.ended >= at for _, at in self.kills
        )

    def errors(self, method: str, *, inside: bool | None = None) -> int:
        return sum(
            1
            for a in self.answers
            if a.method == method
            and a.status >= 500
            and (inside is None or self._in_window(a) == inside)
        )

    def errors_by_fault(self) -> dict[str, int]:
        """5xx in each kill's window (a request in two windows counts for the later kill)."""
        counts = {name: 0 for name, _ in self.kills}
        for answer in self.answers:
            if answer.status < 500:
                continue
            owner = None
            for name, at in self.kills:
                if answer.started < at + KILL_WINDOW_SECONDS and answer.ended >= at:
                    owner = name
            if owner is not None:
                counts[owner] += 1
        return counts

    def error_statuses(self) -> dict[int, int]:
        return dict(sorted(Counter(a.status for a in self.answers if a.status >= 500).items()))

    def lag_figures(self) -> tuple[float, float, float]:
        """(max, last, seconds not streaming) of the replica's replay lag."""
        seen = [value for _, value in self.lag if value is not None]
        down = sum(1 for _, value in self.lag if value is None)
        return (max(seen, default=0.0), seen[-1] if seen else 0.0, float(down))

    def line(self) -> str:
        top, last, down = self.lag_figures()
        t = self.tasks
        parts = [
            f"drill: {self.seconds:.0f} s, {self.requests} requests",
            f"5xx GET {self.errors('GET')} POST {self.errors('POST')}"
            f" (within {KILL_WINDOW_SECONDS:.0f} s of a kill {self.errors('GET', inside=True)}"
            f"/{self.errors('POST', inside=True)}, outside {self.errors('GET', inside=False)}"
            f"/{self.errors('POST', inside=False)})",
            "by kill " + (", ".join(f"{k} {v}" for k, v in self.errors_by_fault().items()) or "-"),
            "by status " + (", ".join(f"{k} {v}" for k, v in self.error_statuses().items()) or "-"),
            f"reads {self.reads} of which 5xx {self.read_errors}",
            f"throttled {sum(1 for a in self.answers if a.status == 429)}",
            f"acknowledged writes {len(self.acknowledged)}, lost {len(self.lost)}",
            f"tasks {t.ended}, tasks lost {len(t.lost)}, run twice {len(t.twice)},"
            f" outbox left {t.outbox_left}, duplicate writes {t.duplicate_writes},"
            f" without vector {t.without_vector}, settled in {t.settled_in:.0f} s",
            f"replica lag max {top:.2f} s last {last:.2f} s (not streaming {down:.0f} s)",
        ]
        if self.haproxy:
            parts.append(
                f"HAProxy retries {self.haproxy.get('wretr', 0)}"
                f" redispatches {self.haproxy.get('wredis', 0)}"
            )
        parts.append(f"killed {', '.join(self.killed) or 'nothing'}")
        return "; ".join(parts)

    def ok(self) -> bool:
        t = self.tasks
        return not (self.lost or t.lost or t.twice or t.outbox_left or t.duplicate_writes)


def haproxy_counters(stats_socket: Path | None) -> dict[str, int]:
    """The web backend's retries and redispatches from HAProxy's stats socket ({} without)."""
    if stats_socket is None or not stats_socket.exists():
        return {}
    try:
        with socket.socket(socket.AF_UNIX) as sock:
            sock.settimeout(5)
            sock.connect(str(stats_socket))
            sock.sendall(b"show stat\n")
            data = b""
            while chunk := sock.recv(65536):
                data += chunk
    except OSError:
        return {}
    lines = data.decode(errors="replace").splitlines()
    if not lines or not lines[0].startswith("# "):
        return {}
    header = lines[0][2:].split(",")
    for row in lines[1:]:
        values = dict(zip(header, row.split(","), strict=False))
        if values.get("pxname") == "web" and values.get("svname") == "BACKEND":
            return {k: int(values.get(k) or 0) for k in ("wretr", "wredis")}
    return {}


def _sample_lag(database_url: str, report: DrillReport, stop: threading.Event) -> None:
    """Once a second: the primary's view of the replica's replay lag (None: not streaming)."""
    conn: psycopg.Connection[Any] | None = None
    while not stop.wait(1.0):
        try:
            if conn is None or conn.closed:
                conn = psycopg.connect(database_url, autocommit=True, connect_timeout=5)
            row = conn.execute(LAG_SQL).fetchone()
        except psycopg.Error:
            conn = None
            continue
        value: float | None = None
        if row is not None:
            lag, behind = row
            value = float(lag) if lag is not None and behind else 0.0
        report.lag.append((time.monotonic(), value))
    if conn is not None:
        conn.close()


def _faults(faults: list[Fault], seconds: float, report: DrillReport) -> None:
    """Each fault in turn, evenly spread over the run (a slow restart delays the next one)."""
    begin = time.monotonic()
    for n, fault in enumerate(faults, start=1):
        delay = begin + seconds * n / (len(faults) + 1) - time.monotonic()
        if delay > 0:
            time.sleep(delay)
        report.kills.append((fault.name, time.monotonic()))
        try:
            fault.kill()
            if fault.restart is not None:
                time.sleep(fault.down_seconds)
                fault.restart()
        except Exception as exc:  # the drill goes on; the restart check reports it
            print(f"drill: {fault.name}: {type(exc).__name__}: {exc}", flush=True)


def account_tasks(database_url: str, report: DrillReport, *, settle_seconds: float) -> TaskAccount:
    """Wait until the background work is done (or `settle_seconds`), then count it."""
    account = TaskAccount(ended=len(report.conversations))
    begin = time.monotonic()
    with psycopg.connect(database_url, autocommit=True) as conn:
        while True:
            rows = conn.execute(TASKS_SQL, (report.conversations,)).fetchall()
            row = conn.execute("SELECT count(*) FROM memories_taskoutbox").fetchone()
            outbox = int(row[0]) if row else 0
            unfinished = [r for r in rows if r[1] != "done" or r[2] < r[3]]
            settled = not unfinished and len(rows) == len(report.conversations) and not outbox
            if settled or time.monotonic() - begin > settle_seconds:
                break
            time.sleep(1.0)
        account.settled_in = time.monotonic() - begin
        found = {r[0] for r in rows}
        account.lost = [c for c in report.conversations if c not in found]
        account.lost += [r[0] for r in rows if r[1] != "done" or r[2] < r[3]]
        account.twice = [r[0] for r in rows if r[4] > 1 or r[5] > 0 or r[6] > 0]
        account.outbox_left = outbox
        ids = report.acknowledged
        row = conn.execute(
            "SELECT count(*) FROM memories_memory m WHERE m.id = ANY(%s::uuid[]) AND NOT EXISTS"
            " (SELECT 1 FROM memories_memoryembedding e WHERE e.memory_id = m.id)",
            (ids,),
        ).fetchone()
        account.without_vector = int(row[0]) if row else 0
        row = conn.execute(
            "SELECT count(*) FROM (SELECT content FROM memories_memory"
            " WHERE content LIKE %s GROUP BY content HAVING count(*) > 1) twice",
            ("Drill write %",),
        ).fetchone()
        account.duplicate_writes = int(row[0]) if row else 0
    return account


class _Clients:
    """The drill's callers: writers (memories, conversations) and one reader."""

    def __init__(self, base: str, key: str, report: DrillReport, stop_at: float) -> None:
        self.base, self.key, self.report, self.stop_at = base, key, report, stop_at
        self.lock = threading.Lock()
        self.faults_done = threading.Event()

    def going(self) -> bool:
        """Until the run's time is up and every fault has been dealt and come back."""
        return not self.faults_done.is_set() or time.monotonic() < self.stop_at

    def timed(self, method: str, path: str, body: Any = None, *, key: str | None = None
              ) -> tuple[int, Any]:  # fmt: skip
        started = time.monotonic()
        status, answer = call(self.base, key or self.key, method, path, body)
        with self.lock:
            self.report.answers.append(Answer(method, status, started, time.monotonic()))
        if status >= 500:
            time.sleep(BACKOFF_SECONDS)
        return status, answer

    def conversation(self, client: int, n: int) -> None:
        """Ingest a short conversation and end it; an acknowledged end owes one mining."""
        tag = uuid.uuid4().hex[:8]
        messages = [
            {"speaker": "Dana", "content": f"I moved the drill-{tag} backups to the Oslo bucket."},
            {"speaker": "Assistant", "role": "assistant", "content": "Noted, Oslo it is."},
            {"speaker": "Dana", "content": f"My favourite editor for drill-{tag} is Helix."},
            {"speaker": "Assistant", "role": "assistant", "content": f"Helix, client {client}."},
        ]
        status, body = self.timed("POST", "/api/v1/conversations",
                                  {"external_id": f"drill-{client}-{n}-{tag}",
                                   "messages": messages})  # fmt: skip
        if status not in (200, 201) or not body:
            return
        status, _ = self.timed("POST", f"/api/v1/conversations/{body['id']}/end", {})
        if status == 202:
            with self.lock:
                self.report.conversations.append(str(body["id"]))

    def write(self, client: int) -> None:
        n = 0
        while self.going():
            n += 1
            content = f"Drill write {uuid.uuid4().hex[:12]} from client {client}, number {n}"
            status, body = self.timed("POST", "/api/v1/memories", {"content": content})
            if status == 201 and body:
                with self.lock:
                    self.report.acknowledged.append(str(body["id"]))
            self.timed("GET", "/api/v1/memories")
            if n % CONVERSATION_EVERY == 0:
                self.conversation(client, n)

    def read(self, reader: str) -> None:
        """Lists and recalls with a key that never writes: its reads go to the replica."""
        recall = {"query": "drill write client", "strategy": "lexical"}
        while self.going():
            for method, path, body in (("GET", "/api/v1/memories", None),
                                       ("POST", "/api/v1/recall", recall)):  # fmt: skip
                status, _ = self.timed(method, path, body, key=reader)
                with self.lock:
                    self.report.reads += 1
                    self.report.read_errors += status >= 500


def _read_back(base: str, key: str, memory_id: str, tries: int = 5) -> bool:
    """Whether the memory reads back (200); a 429 or 5xx is asked again after a pause."""
    for _ in range(tries):
        status, _ = call(base, key, "GET", f"/api/v1/memories/{memory_id}")
        if status == 200:
            return True
        if status != 429 and status < 500:
            return False
        time.sleep(1.0)
    return False


def run_drill(
    base: str,
    key: str,
    *,
    seconds: float,
    faults: list[Fault],
    database_url: str | None = None,
    clients: int = 2,
    settle_seconds: float = 180.0,
    haproxy_socket: Path | None = None,
    reader_key: str | None = None,
) -> DrillReport:
    report = DrillReport(seconds=seconds)
    callers = _Clients(base, key, report, time.monotonic() + seconds)
    stop_sampling = threading.Event()
    sampler = None
    if database_url is not None:
        sampler = threading.Thread(
            target=_sample_lag, args=(database_url, report, stop_sampling), daemon=True
        )
        sampler.start()
    before = haproxy_counters(haproxy_socket)
    threads = [threading.Thread(target=callers.write, args=(n,), daemon=True)
               for n in range(clients)]  # fmt: skip
    if reader_key is not None:
        threads.append(threading.Thread(target=callers.read, args=(reader_key,), daemon=True))
    for thread in threads:
        thread.start()
    begin = time.monotonic()
    _faults(faults, seconds, report)
    # The load goes on at least KILL_WINDOW_SECONDS past the last fault's return.
    callers.stop_at = max(callers.stop_at, time.monotonic() + KILL_WINDOW_SECONDS)
    callers.faults_done.set()
    for thread in threads:
        thread.join()
    report.seconds = time.monotonic() - begin
    stop_sampling.set()
    if sampler is not None:
        sampler.join()
    after = haproxy_counters(haproxy_socket)
    report.haproxy = {k: after[k] - before.get(k, 0) for k in after}
    report.lost = [m for m in report.acknowledged if not _read_back(base, key, m)]
    if database_url is not None:
        report.tasks = account_tasks(database_url, report, settle_seconds=settle_seconds)
    return report
