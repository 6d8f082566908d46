"""The benchmark behind `manage.py bench_mcp`: latency of a `memory_recall` MCP tool call
beside the same REST recall.

Against a running service (`make run`): makes a bench user and key (or reuses them), saves a
small corpus through REST once, then alternates the same queries through `POST /api/v1/recall`
and through the MCP tool over streamable HTTP (one SDK client session), and prints p50 / p95.
It is a measurement, not a test.

    python manage.py bench_mcp --url http://localhost:8000 --calls 100 [--stdio]
    python manage.py bench_mcp --in-process --calls 100   # no server, no network: the views only
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import anyio
import httpx
import httpx2
from django.contrib.auth import get_user_model
from django.test import Client as DjangoClient
from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from rich.progress import Progress

from memories.services.api_keys import api_key_create
from palace.mcp.dispatch import stdio_origin

USER = "bench-mcp"
FACTS = [
    "{p} prefers {t} for code review", "The {s} service is owned by {p}",
    "Never deploy {s} on friday; {p} got paged last time", "{p} moved the {s} cache to {t}",
    "{p} is on call for {s} this week", "{s} runs its nightly backups with {t}",
]  # fmt: skip
PEOPLE = ["dana", "eli", "farah", "goran", "hana", "ivo", "jun", "kira"]
SERVICES = ["billing", "search", "auth", "ingest", "payments", "reporting"]
TOOLS = ["postgres", "redis", "kafka", "vim", "docker", "grafana"]
QUERIES = [
    "who owns the billing service?", "what does dana prefer for code review?",
    "when should we not deploy payments?", "who is on call for search?",
    "how are ingest backups made?", "where did eli move the auth cache?",
]  # fmt: skip


def _corpus() -> list[str]:
    return [
        template.format(p=p, s=s, t=TOOLS[(i + j) % len(TOOLS)])
        for i, p in enumerate(PEOPLE)
        for j, s in enumerate(SERVICES)
        for template in FACTS[(i + j) % 3 :: 3]
    ]


def _percentiles(samples: list[float]) -> tuple[float, float]:
    cuts = statistics.quantiles(samples, n=100, method="inclusive")
    return cuts[49], cuts[94]


class McpBench:
    """The benchmark itself; it writes its figures to `stdout` (anything with a `write`)."""

    def __init__(self, stdout: Any) -> None:
        self.stdout = stdout

    def run(self, options: dict[str, Any]) -> None:
        user, created = get_user_model().objects.get_or_create(username=USER)
        _, raw_key = api_key_create(user=user, name="bench_mcp")
        if options["in_process"]:
            self._in_process(raw_key, created, options)
            return
        base = options["url"].rstrip("/")
        with httpx.Client(base_url=f"{base}/api/v1/", timeout=60,
                          headers={"Authorization": f"Bearer {raw_key}"}) as rest:  # fmt: skip
            if created or not rest.get("memories", params={"limit": 1}).json()["results"]:
                for text in _corpus():
                    rest.post("memories", json={"content": text}).raise_for_status()
            samples = anyio.run(self._measure, base, raw_key, rest, options)
        self._report(samples, options)

    def _report(self, samples: dict[str, list[float]], options: dict[str, Any]) -> None:
        self.stdout.write(f"{len(_corpus())} memories, top_k {options['top_k']}, "
                          f"{options['calls']} calls each, alternating, after 5 warm-up calls")  # fmt: skip
        for label, values in samples.items():
            p50, p95 = _percentiles(values)
            self.stdout.write(f"  {label:<34} p50 {p50 * 1000:6.1f} ms   p95 {p95 * 1000:6.1f} ms")

    def _in_process(self, raw_key: str, created: bool, options: dict[str, Any]) -> None:
        """The same alternation through Django's handler in this process: what the MCP layer
        itself adds, without the network or the web server's threads."""
        client = DjangoClient(SERVER_NAME=stdio_origin().host)
        auth = {"Authorization": f"Bearer {raw_key}"}
        mcp_headers = {**auth, "Accept": "application/json, text/event-stream",
                       "Mcp-Protocol-Version": "2025-11-25"}  # fmt: skip
        as_json = "application/json"
        if (
            created
            or not client.get("/api/v1/memories", {"limit": 1}, headers=auth).json()["results"]
        ):
            for text in _corpus():
                client.post("/api/v1/memories", {"content": text}, as_json, headers=auth)
        samples: dict[str, list[float]] = {"REST view /api/v1/recall": [], "MCP view /mcp": []}

        def both(query: str) -> tuple[float, float]:
            body = {"query": query, "top_k": options["top_k"]}
            message = {"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                       "params": {"name": "memory_recall", "arguments": body}}  # fmt: skip
            started = time.perf_counter()
            rest = client.post("/api/v1/recall", body, as_json, headers=auth)
            middle = time.perf_counter()
            mcp = client.post("/mcp", json.dumps(message), as_json, headers=mcp_headers)
            if rest.status_code != 200 or mcp.status_code != 200 or 'isError":true' in mcp.text:
                raise RuntimeError(f"recall failed: {rest.status_code} {mcp.content[:300]!r}")
            return middle - started, time.perf_counter() - middle

        for query in QUERIES[:5]:
            both(query)
        for i in range(options["calls"]):
            rest_time, mcp_time = both(QUERIES[i % len(QUERIES)])
            samples["REST view /api/v1/recall"].append(rest_time)
            samples["MCP view /mcp"].append(mcp_time)
        self._report(samples, options)

    async def _measure(
        self, base: str, raw_key: str, rest: httpx.Client, options: dict[str, Any]
    ) -> dict[str, list[float]]:
        samples: dict[str, list[float]] = {
            "REST POST /api/v1/recall": [],
            "MCP memory_recall (HTTP /mcp)": [],
        }
        headers = {"Authorization": f"Bearer {raw_key}"}
        async with (
            httpx2.AsyncClient(headers=headers, timeout=60) as http,
            Client(streamable_http_client(f"{base}/mcp", http_client=http)) as mcp,
        ):
            await self._alternate(rest, mcp, "MCP memory_recall (HTTP /mcp)", samples, options)
        if options["stdio"]:
            samples["MCP memory_recall (stdio)"] = []
            params = StdioServerParameters(
                command=sys.executable,
                args=[str(Path(__file__).resolve().parents[2] / "manage.py"), "mcp"],
                env={**os.environ, "MEMORY_API_KEY": raw_key},
            )
            async with Client(params, read_timeout_seconds=60) as mcp:
                await self._alternate(rest, mcp, "MCP memory_recall (stdio)", samples, options)
        return samples

    async def _alternate(
        self, rest: httpx.Client, mcp: Client, label: str, samples: dict[str, list[float]],
        options: dict[str, Any],
    ) -> None:  # fmt: skip
        async def both(query: str) -> tuple[float, float]:
            body = {"query": query, "top_k": options["top_k"]}
            started = time.perf_counter()
            rest.post("recall", json=body).raise_for_status()
            middle = time.perf_counter()
            result = await mcp.call_tool("memory_recall", body)
            if result.is_error:
                raise RuntimeError(f"memory_recall failed: {result.structured_content}")
            return middle - started, time.perf_counter() - middle

        for query in QUERIES[:5]:
            await both(query)  # warm-up: connections, the query embedder, caches
        with Progress(transient=True) as progress:
            task = progress.add_task(label, total=options["calls"])
            for i in range(options["calls"]):
                rest_time, mcp_time = await both(QUERIES[i % len(QUERIES)])
                samples["REST POST /api/v1/recall"].append(rest_time)
                samples[label].append(mcp_time)
                progress.advance(task)
