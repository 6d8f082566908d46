"""`bench_mem0`: the mem0 surface against our own API on the same corpus, in the same run.

A project `bench-mem0` holds N memories of U end users (`user_id:user-0042` labels, a
`tier` metadata value each): `bench_recall`'s template texts and loader (`corpus_build`: each
distinct text embedded once, in batches on every core, the HNSW index built after the load),
then settled as a running service would (`corpus_settle`). Queries and adds embed for real.
Then, through the whole HTTP stack in process (Django's test client: middleware, key
authentication, rate limit, JSON), one key bound to the project times, interleaved query by
query so both meet the same cache and load:

- search: `POST /mem0/v3/memories/search/` with `filters.user_id` against `POST /api/v1/recall`
  with the same query;
- add: `POST /mem0/v3/memories/add/` (`infer: false`) against `POST /api/v1/memories`;
- list with a metadata filter: `POST /mem0/v3/memories/` (`user_id` and `metadata.tier`),
  beside our own list (`GET /api/v1/memories?kind=fact`, its first page) for the HTTP stack's
  share.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Iterator
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.test import Client

from memories.bench.corpus import (
    QUERIES,
    TEMPLATES,
    Shape,
    corpus_build,
    corpus_rows,
    corpus_settle,
    fill,
)
from memories.models import ApiKey, Memory, Project, ProjectMembership
from memories.services.people.api_keys import api_key_create

PROJECT = "bench-mem0"


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _end_users_rows(
    rows: Iterator[Memory], project: Project, users: int, rng: random.Random
) -> Iterator[Memory]:
    """`bench_recall`'s rows made the project's, each of one end user with a `tier`."""
    for row in rows:
        row.scope, row.project = "project", project
        row.subject = [f"user_id:user-{rng.randrange(users):04d}"]
        row.metadata = {"tier": rng.randrange(5)}
        yield row


class Mem0Bench:
    def __init__(self, stdout: Any) -> None:
        self.stdout = stdout

    def run(self, opts: dict[str, Any]) -> dict[str, Any]:
        call_command("migrate", interactive=False, verbosity=0)
        rng = random.Random(opts["seed"])
        user, _ = get_user_model().objects.get_or_create(username="bench-mem0")
        project, _ = Project.objects.get_or_create(slug=PROJECT, defaults={"name": "bench mem0"})
        ProjectMembership.objects.get_or_create(project=project, user=user, can_manage=True)
        have = Memory.objects.filter(project=project).count()
        if have < opts["memories"]:
            count = opts["memories"] - have
            rows = corpus_rows(Shape([user], 0.0, [], 0.0, None), count, rng)
            seconds = corpus_build(
                _end_users_rows(rows, project, opts["users"], rng), self.stdout, count,
                batch=256, quiet=opts["quiet"], wipe=False,
            )  # fmt: skip
            self.stdout.write(f"corpus built in {seconds:.1f} s")
            corpus_settle(self.stdout)
        key, raw = api_key_create(user=user, name="bench", rules=("memory.read", "memory.manage"),
                                  project=project)  # fmt: skip
        ApiKey.objects.filter(pk=key.pk).update(rate_limit_per_minute=10_000_000)
        report = self._measure(raw, opts, rng)
        report["memories"] = Memory.objects.filter(project=project).count()
        self.stdout.write(json.dumps(report, indent=2))
        return report

    def _measure(self, raw: str, opts: dict[str, Any], rng: random.Random) -> dict[str, Any]:
        client = Client(HTTP_AUTHORIZATION=f"Bearer {raw}")
        timings: dict[str, list[float]] = {}

        def timed(name: str, call: Callable[[], Any]) -> None:
            started = time.perf_counter()
            answer = call()
            elapsed = (time.perf_counter() - started) * 1000
            if answer.status_code >= 300:
                raise SystemExit(f"{name}: {answer.status_code} {answer.content[:300]!r}")
            timings.setdefault(name, []).append(elapsed)

        def post(path: str, body: dict[str, Any]) -> Callable[[], Any]:
            return lambda: client.post(path, json.dumps(body), content_type="application/json")

        users = opts["users"]
        for n in range(opts["warmup"] + opts["queries"]):
            who = f"user-{rng.randrange(users):04d}"
            query = fill(rng.choice(QUERIES), rng)
            pairs = [
                ("search mem0", post("/mem0/v3/memories/search/",
                                     {"query": query, "filters": {"user_id": who}})),
                ("search ours", post("/api/v1/recall", {"query": query})),
                ("list mem0 metadata filter", post("/mem0/v3/memories/", {"filters": {
                    "AND": [{"user_id": who}, {"metadata": {"tier": rng.randrange(5)}}]}})),
                ("list ours", lambda: client.get("/api/v1/memories", {"kind": "fact"})),
            ]  # fmt: skip
            if n < opts["adds"]:
                text = f"{fill(rng.choice(TEMPLATES)[1], rng)} (note {n})"
                pairs += [
                    ("add mem0", post("/mem0/v3/memories/add/", {
                        "messages": text, "filters": {"user_id": who}, "infer": False})),
                    ("add ours", post("/api/v1/memories", {"content": text + " ours"})),
                ]  # fmt: skip
            if n % 2:
                pairs.reverse()  # alternate who goes first
            for name, call in pairs:
                timed(name, call)
            if n + 1 == opts["warmup"]:
                timings.clear()
        figures: dict[str, Any] = {
            name: {
                "n": len(values),
                "p50_ms": round(_percentile(values, 0.5), 2),
                "p95_ms": round(_percentile(values, 0.95), 2),
            }
            for name, values in timings.items()
        }
        for op in ("search", "add"):  # the goal: mem0's p95 within 1.10x of ours
            mine, ours = figures.get(f"{op} mem0"), figures.get(f"{op} ours")
            if mine and ours:
                figures[f"{op} mem0 / ours"] = {
                    p: round(mine[f"{p}_ms"] / ours[f"{p}_ms"], 3) for p in ("p50", "p95")
                }
        return figures
