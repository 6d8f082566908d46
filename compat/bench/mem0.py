"""`bench_mem0`: the mem0 surface against our own API on the same corpus, in the same run.

A project `bench-mem0` holds N memories of U end users (`user_id:user-0042` labels, a
`tier` metadata value each), loaded in bulk with their vectors like `bench_recall`'s corpus.
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
from collections.abc import Callable
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.db import transaction
from django.test import Client

from memories.bench.corpus import MODEL, QUERIES, TEMPLATES, fill
from memories.embeddings import get_embedder
from memories.embeddings.base import text_hash
from memories.embeddings.storage import embedding_text
from memories.models import ApiKey, Memory, MemoryEmbedding, Project, ProjectMembership
from memories.services.api_keys import api_key_create
from memories.services.term_stats import after_bulk_load
from memories.services.validation import content_hash

PROJECT = "bench-mem0"


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


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
            started = time.perf_counter()
            self._build(user, project, opts["memories"] - have, opts["users"], rng)
            after_bulk_load()
            self.stdout.write(f"corpus built in {time.perf_counter() - started:.1f} s")
        key, raw = api_key_create(user=user, name="bench", rules=("memory.read", "memory.manage"),
                                  project=project)  # fmt: skip
        ApiKey.objects.filter(pk=key.pk).update(rate_limit_per_minute=10_000_000)
        report = self._measure(raw, opts, rng)
        report["memories"] = Memory.objects.filter(project=project).count()
        self.stdout.write(json.dumps(report, indent=2))
        return report

    def _build(
        self, user: Any, project: Project, count: int, users: int, rng: random.Random
    ) -> None:
        embedder = get_embedder()
        known: dict[str, list[float]] = {}
        done = 0
        while done < count:
            chunk = []
            for _ in range(min(1000, count - done)):
                kind, template = rng.choice(TEMPLATES)
                content = fill(template, rng)
                chunk.append(Memory(
                    owner=user, content=content, kind=kind, scope="project", project=project,
                    content_hash=content_hash(content), tags=[kind],
                    subject=[f"user_id:user-{rng.randrange(users):04d}"],
                    metadata={"tier": rng.randrange(5)},
                ))  # fmt: skip
            texts = [embedding_text(content=m.content, kind=m.kind) for m in chunk]
            fresh = list(dict.fromkeys(t for t in texts if t not in known))
            if fresh:
                known.update(zip(fresh, embedder.embed(fresh), strict=True))
            with transaction.atomic():
                Memory.objects.bulk_create(chunk)
                MemoryEmbedding.objects.bulk_create(
                    MemoryEmbedding(memory=m, model=MODEL, dimensions=len(known[t]),
                                    embedding=known[t], text_hash=text_hash(t))
                    for m, t in zip(chunk, texts, strict=True)
                )  # fmt: skip
            done += len(chunk)

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
        return {
            name: {
                "n": len(values),
                "p50_ms": round(_percentile(values, 0.5), 2),
                "p95_ms": round(_percentile(values, 0.95), 2),
            }
            for name, values in timings.items()
        }
