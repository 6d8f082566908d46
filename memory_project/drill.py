"""A short failure drill against a running cluster: load through the front door while nodes
are killed, then count what the callers saw.

`python -m memory_project.cluster --drill SECONDS` runs it: two clients write a memory and list
memories in a loop for SECONDS; a third of the way in, the drill kills (SIGKILL) a web node's
gunicorn master and a Celery worker; the supervisor restarts both. At the end every write the
service acknowledged (201) is read back by id. Reported: requests, 5xx per method, acknowledged
writes, acknowledged writes lost (goal 0), and whether the killed children came back.
"""

from __future__ import annotations

import json
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


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
class DrillReport:
    seconds: float
    statuses: dict[str, list[int]] = field(default_factory=lambda: {"GET": [], "POST": []})
    acknowledged: list[str] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)
    killed: list[str] = field(default_factory=list)

    @property
    def requests(self) -> int:
        return sum(len(codes) for codes in self.statuses.values())

    def errors(self, method: str) -> int:
        return sum(1 for status in self.statuses[method] if status >= 500)

    def line(self) -> str:
        return (
            f"drill: {self.seconds:.0f} s, {self.requests} requests, 5xx GET {self.errors('GET')}"
            f" POST {self.errors('POST')}, acknowledged writes {len(self.acknowledged)},"
            f" lost {len(self.lost)}, killed {', '.join(self.killed) or 'nothing'}"
        )


def run_drill(
    base: str,
    key: str,
    *,
    seconds: float,
    kills: dict[str, Callable[[], None]],
    clients: int = 2,
) -> DrillReport:
    report = DrillReport(seconds=seconds)
    lock = threading.Lock()
    stop_at = time.monotonic() + seconds

    def load(client: int) -> None:
        n = 0
        while time.monotonic() < stop_at:
            n += 1
            content = f"Drill write from client {client}, number {n}"
            status, body = call(base, key, "POST", "/api/v1/memories", {"content": content})
            listed, _ = call(base, key, "GET", "/api/v1/memories")
            with lock:
                report.statuses["POST"].append(status)
                report.statuses["GET"].append(listed)
                if status == 201 and body:
                    report.acknowledged.append(str(body["id"]))

    threads = [threading.Thread(target=load, args=(n,), daemon=True) for n in range(clients)]
    for thread in threads:
        thread.start()
    time.sleep(seconds / 3)
    for name, kill in kills.items():
        kill()
        report.killed.append(name)
    for thread in threads:
        thread.join()
    report.lost = [
        memory_id
        for memory_id in report.acknowledged
        if call(base, key, "GET", f"/api/v1/memories/{memory_id}")[0] != 200
    ]
    return report
