"""`bench_adapters`, the LangGraph store: its routes against our own REST calls, same run.

A project `bench-adapters` and one key bound to it. Through the whole HTTP stack in process
(Django's test client: middleware, key authentication, rate limit, JSON), interleaved call by
call so both meet the same cache and load, alternating which goes first:

- put: `PUT /langgraph/store/items` (a new key each time) against `POST /api/v1/memories`;
- get: `GET /langgraph/store/items` (an item put earlier) against `GET /api/v1/memories/{id}`
  (a memory remembered earlier);
- search with a query: `POST /langgraph/store/items/search` against `POST /api/v1/recall`.

Then a compiled LangGraph graph runs over `MemoryLayerStore` (an httpx client on the WSGI app,
in process) and the HTTP requests it sent are counted against the store operations its nodes
issued.
"""

from __future__ import annotations

import json
import random
import time
import uuid
from collections.abc import Callable
from typing import Any, TypedDict

import httpx
from django.contrib.auth import get_user_model
from django.core.handlers.wsgi import WSGIHandler
from django.test import Client
from rich.progress import Progress

from memories.bench.corpus import QUERIES, TEMPLATES, fill
from memories.models import ApiKey, Project, ProjectMembership
from memories.services.people.api_keys import api_key_create

PROJECT = "bench-adapters"


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


class _State(TypedDict):
    user: str
    said: str
    answer: str


class StoreBench:
    def __init__(self, stdout: Any) -> None:
        self.stdout = stdout

    def run(self, opts: dict[str, Any]) -> dict[str, Any]:
        user, _ = get_user_model().objects.get_or_create(username="bench-adapters")
        project, _ = Project.objects.get_or_create(slug=PROJECT, defaults={"name": "adapters"})
        ProjectMembership.objects.get_or_create(project=project, user=user, can_manage=True)
        key, raw = api_key_create(user=user, name="bench", rules=("memory.read", "memory.manage"),
                                  project=project)  # fmt: skip
        ApiKey.objects.filter(pk=key.pk).update(rate_limit_per_minute=10_000_000)
        report = self._measure(raw, opts, random.Random(opts["seed"]))
        report["ratios"] = {
            op: {
                q: round(report[f"{op} langgraph"][q] / report[f"{op} ours"][q], 3)
                for q in ("p50_ms", "p95_ms")
            }
            for op in ("put", "get", "search")
        }
        report["graph run"] = self._graph_run(raw, opts["graph_runs"])
        return report

    def _measure(self, raw: str, opts: dict[str, Any], rng: random.Random) -> dict[str, Any]:
        client = Client(HTTP_AUTHORIZATION=f"Bearer {raw}")
        timings: dict[str, list[float]] = {}
        items: list[str] = []
        ours: list[str] = []

        def timed(name: str, call: Callable[[], Any]) -> Any:
            started = time.perf_counter()
            answer = call()
            elapsed = (time.perf_counter() - started) * 1000
            if answer.status_code >= 300:
                raise SystemExit(f"{name}: {answer.status_code} {answer.content[:300]!r}")
            timings.setdefault(name, []).append(elapsed)
            return answer

        def send(method: str, path: str, body: dict[str, Any]) -> Callable[[], Any]:
            data = json.dumps(body)
            return lambda: getattr(client, method)(path, data, content_type="application/json")

        def fetch(path: str, params: dict[str, str]) -> Callable[[], Any]:
            return lambda: client.get(path, params)

        nonce = uuid.uuid4().hex[:8]
        total = opts["warmup"] + opts["calls"]
        with Progress(transient=True) as progress:
            task = progress.add_task("LangGraph store and REST", total=total)
            for n in range(total):
                # The run's nonce: a rerun on the same database writes new rows, never restates.
                text = f"{fill(rng.choice(TEMPLATES)[1], rng)} (note {n} of run {nonce})"
                item_key = f"k{n}-{nonce}"
                namespace = ["memories", f"user-{rng.randrange(50):02d}"]
                put = {"namespace": namespace, "key": item_key, "value": {"content": text}}
                pairs: list[tuple[str, Callable[[], Any]]] = [
                    ("put langgraph", send("put", "/langgraph/store/items", put)),
                    ("put ours", send("post", "/api/v1/memories", {"content": text + " ours"})),
                ]
                if n % 2:
                    pairs.reverse()
                for name, call in pairs:
                    answer = timed(name, call)
                    if name == "put langgraph":
                        items.append(".".join(namespace) + "\n" + item_key)
                    else:
                        ours.append(answer.json()["id"])
                ns, got_key = rng.choice(items).split("\n")
                query = fill(rng.choice(QUERIES), rng)
                search = {"namespace_prefix": ["memories"], "query": query, "limit": 10}
                item_query = {"namespace": ns, "key": got_key}
                memory_path = f"/api/v1/memories/{rng.choice(ours)}"
                pairs = [
                    ("get langgraph", fetch("/langgraph/store/items", item_query)),
                    ("get ours", fetch(memory_path, {})),
                    ("search langgraph", send("post", "/langgraph/store/items/search", search)),
                    ("search ours", send("post", "/api/v1/recall", {"query": query, "top_k": 10})),
                ]  # fmt: skip
                if n % 2:
                    pairs.reverse()
                for name, call in pairs:
                    timed(name, call)
                if n + 1 == opts["warmup"]:
                    timings.clear()
                progress.advance(task)
        return {
            name: {
                "n": len(values),
                "p50_ms": round(_percentile(values, 0.5), 2),
                "p95_ms": round(_percentile(values, 0.95), 2),
            }
            for name, values in sorted(timings.items())
        }

    def _graph_run(self, raw: str, runs: int) -> dict[str, int]:
        """HTTP requests a compiled graph's store sent, against the operations its nodes issued
        (two nodes: a put; a get and a search)."""
        from langgraph.graph import END, START, StateGraph
        from langgraph.store.base import BaseStore

        from memory_layer_client.langgraph import MemoryLayerStore

        sent: list[str] = []
        issued: list[str] = []
        http = httpx.Client(
            transport=httpx.WSGITransport(app=WSGIHandler()),
            event_hooks={"request": [lambda request: sent.append(request.url.path)]},
        )
        store = MemoryLayerStore("http://testserver", raw, http=http)

        def remember(state: _State, *, store: BaseStore) -> dict[str, Any]:
            issued.append("put")
            store.put(("graph", state["user"]), "said", {"content": state["said"]})
            return {}

        def recall(state: _State, *, store: BaseStore) -> dict[str, Any]:
            issued.extend(["get", "search"])
            item = store.get(("graph", state["user"]), "said")
            found = store.search(("graph",), query=state["said"], limit=3)
            return {"answer": f"{item.value if item else None} {len(found)}"}

        builder = StateGraph(_State)
        builder.add_node("remember", remember)
        builder.add_node("recall", recall)
        builder.add_edge(START, "remember")
        builder.add_edge("remember", "recall")
        builder.add_edge("recall", END)
        graph = builder.compile(store=store)
        for n in range(runs):
            graph.invoke({"user": f"u{n % 5}", "said": f"I like tea number {n}", "answer": ""})
        store.close()
        return {"runs": runs, "store operations": len(issued), "http requests": len(sent)}
