"""The benchmark behind `manage.py bench_mcp`: latency of a `memory_recall` MCP tool call
beside the same REST recall, with an API key and with an OAuth access token.

Against a running service (`make run`): makes a bench user, a key and a connected app's token
(or reuses the user), saves a small corpus through REST once, then alternates the same queries
through `POST /api/v1/recall`, through the MCP tool over streamable HTTP (one SDK client
session per credential) and through the same `tools/call` sent as a plain POST (the protocol
path without the SDK's client), and prints p50 / p95 and the ratios. `--baseline-url` names a second
server on the same database (an older revision, say): every round then runs on both, in turn,
so the two are compared under the same load. It is a measurement, not a test.

    python manage.py bench_mcp --url http://localhost:8000 --calls 100 [--stdio]
    python manage.py bench_mcp --url http://localhost:8001 --baseline-url http://localhost:8000
    python manage.py bench_mcp --in-process --calls 100   # no server, no network: the views only
"""

from __future__ import annotations

import json
import os
import secrets
import statistics
import sys
import time
from contextlib import AsyncExitStack
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

import anyio
import httpx
import httpx2
from django.contrib.auth import get_user_model
from django.test import Client as DjangoClient
from django.utils import timezone
from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from oauth2_provider.models import AccessToken, Application
from rich.progress import Progress

from memories.models import ApiKey
from memories.oauth.services import oauth_connection_grant
from memories.services.people.api_keys import api_key_create
from palace.mcp.dispatch import stdio_origin

USER = "bench-mcp"
BENCH_RATE_PER_MINUTE = 100_000
PROTOCOL = "2026-07-28"  # the MCP revision the SDK's client speaks
GOAL = 1.15  # MCP over REST at p50 and at p95, each credential (docs/benchmarks.md)
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
            _unlimited(user)
            self._in_process(raw_key, created, options)
            return
        urls = [options["url"].rstrip("/")]
        if options.get("baseline_url"):
            urls.append(options["baseline_url"].rstrip("/"))
        credentials = {"key": raw_key, "token": _access_token(user, urls)}
        _unlimited(user)
        with httpx.Client(base_url=f"{urls[0]}/api/v1/", timeout=60,
                          headers={"Authorization": f"Bearer {raw_key}"}) as rest:  # fmt: skip
            if created or not rest.get("memories", params={"limit": 1}).json()["results"]:
                for text in _corpus():
                    rest.post("memories", json={"content": text}).raise_for_status()
        samples = anyio.run(self._measure, urls, credentials, options)
        self._report(samples, options)
        self._ratios(samples, urls)

    def _report(self, samples: dict[str, list[float]], options: dict[str, Any]) -> None:
        self.stdout.write(f"{len(_corpus())} memories, top_k {options['top_k']}, "
                          f"{options['calls']} calls each, alternating, after 5 warm-up calls, "
                          f"each {_pause(options) * 1000:g} ms after the answer before it, "
                          f"load average {os.getloadavg()[0]:.1f}")  # fmt: skip
        for label, values in samples.items():
            p50, p95 = _percentiles(values)
            self.stdout.write(f"  {label:<46} p50 {p50 * 1000:6.1f} ms   p95 {p95 * 1000:6.1f} ms")

    def _ratios(self, samples: dict[str, list[float]], urls: list[str]) -> None:
        """MCP against REST with the same credential, and a token against a key on the same
        path: p50 and p95 ratios, per server."""
        pairs = []
        for url in urls:
            for who in ("key", "token"):
                pairs.append(
                    (f"{url} {who} MCP/REST", _label(url, who, MCP), _label(url, who, REST))
                )
                pairs.append(
                    (f"{url} {who} MCP plain POST/REST", _label(url, who, PLAIN),
                     _label(url, who, REST))
                )  # fmt: skip
            for path in (REST, MCP):
                pairs.append((f"{url} {path} token/key", _label(url, "token", path),
                              _label(url, "key", path)))  # fmt: skip
        ratios: dict[str, tuple[float, float]] = {}
        for name, top, bottom in pairs:
            (top50, top95), (bottom50, bottom95) = (
                _percentiles(samples[top]),
                _percentiles(samples[bottom]),
            )
            ratios[name] = (top50 / bottom50, top95 / bottom95)
            self.stdout.write(
                f"  {name:<52} p50 {top50 / bottom50:5.3f}x   p95 {top95 / bottom95:5.3f}x"
            )
        for url in urls:
            for how, name in (
                ("the SDK's client", "MCP/REST"),
                ("a plain POST", "MCP plain POST/REST"),
            ):
                worst = [
                    max(ratios[f"{url} {who} {name}"][i] for who in ("key", "token"))
                    for i in (0, 1)
                ]
                verdict = "met" if max(worst) <= GOAL else "not met"
                self.stdout.write(
                    f"  {url} goal MCP <= {GOAL}x REST at p50 and p95, key and token, through "
                    f"{how}: {verdict} (worst p50 {worst[0]:.3f}x, p95 {worst[1]:.3f}x)"
                )

    def _in_process(self, raw_key: str, created: bool, options: dict[str, Any]) -> None:
        """The same alternation through Django's handler in this process: what the MCP layer
        itself adds, without the network or the web server's threads."""
        client = DjangoClient(SERVER_NAME=stdio_origin().host)
        auth = {"Authorization": f"Bearer {raw_key}"}
        # What the SDK's client sends on the 2026-07-28 protocol (its headers and `_meta`).
        mcp_headers = {**auth, "Accept": "application/json, text/event-stream",
                       "Mcp-Protocol-Version": PROTOCOL, "Mcp-Method": "tools/call",
                       "Mcp-Name": "memory_recall"}  # fmt: skip
        meta = {"io.modelcontextprotocol/protocolVersion": PROTOCOL,
                "io.modelcontextprotocol/clientInfo": {"name": "bench_mcp", "version": "1"},
                "io.modelcontextprotocol/clientCapabilities": {}}  # fmt: skip
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
                       "params": {"name": "memory_recall", "arguments": body,
                                  "_meta": meta}}  # fmt: skip
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
        self, urls: list[str], credentials: dict[str, str], options: dict[str, Any]
    ) -> dict[str, list[float]]:
        """Each round, every (server, credential) pair calls REST then MCP once, the pairs in
        an order that rotates from round to round. Every call to one server goes through one
        HTTP client and so one connection, each request carrying its own credential: gunicorn
        keeps a connection in one worker process, and two processes can differ by more than
        what a credential check, or the MCP layer, costs."""
        samples: dict[str, list[float]] = {}
        pairs: list[_Pair] = []
        async with AsyncExitStack() as stack:
            for url in urls:
                wire = _Wire()
                http = await stack.enter_async_context(
                    httpx2.AsyncClient(timeout=60, event_hooks={"request": [wire.sign]},
                                       limits=httpx2.Limits(keepalive_expiry=KEEPALIVE))
                )  # fmt: skip
                for who, secret in credentials.items():
                    wire.secret = secret  # the session's initialize goes out with its own
                    mcp = await stack.enter_async_context(
                        Client(streamable_http_client(f"{url}/mcp", http_client=http))
                    )
                    pairs.append(_Pair(url, who, secret, wire, http, mcp))
                    for path in (REST, MCP, PLAIN):
                        samples[_label(url, who, path)] = []
            await self._alternate(pairs, samples, options)
        if options["stdio"]:
            await self._stdio(urls[0], credentials["key"], samples, options)
        return samples

    async def _alternate(
        self, pairs: list[_Pair], samples: dict[str, list[float]], options: dict[str, Any]
    ) -> None:
        for query in QUERIES[:5]:  # warm-up: connections, the query embedder, caches
            for pair in pairs:
                await pair.both(query, options["top_k"], _pause(options))
        with Progress(transient=True) as progress:
            task = progress.add_task("REST and MCP recall", total=options["calls"])
            for i in range(options["calls"]):
                shift = i % len(pairs)
                for pair in pairs[shift:] + pairs[:shift]:
                    times = await pair.both(
                        QUERIES[i % len(QUERIES)], options["top_k"], _pause(options)
                    )
                    for path, seconds in zip((REST, MCP, PLAIN), times, strict=True):
                        samples[_label(pair.url, pair.who, path)].append(seconds)
                progress.advance(task)

    async def _stdio(
        self, url: str, raw_key: str, samples: dict[str, list[float]], options: dict[str, Any]
    ) -> None:
        """`manage.py mcp` beside REST on the first server, with the key."""
        stdio_label = "MCP memory_recall (stdio)"
        samples[stdio_label] = []
        params = StdioServerParameters(
            command=sys.executable,
            args=[str(Path(__file__).resolve().parents[2] / "manage.py"), "mcp"],
            env={**os.environ, "MEMORY_API_KEY": raw_key},
        )
        headers = {"Authorization": f"Bearer {raw_key}"}
        async with (
            httpx2.AsyncClient(timeout=60, headers=headers) as rest,
            Client(params, read_timeout_seconds=60) as mcp,
        ):
            for i in range(options["calls"]):
                _, mcp_time = await _both(
                    rest,
                    f"{url}/api/v1/recall",
                    mcp,
                    QUERIES[i % len(QUERIES)],
                    options["top_k"],
                    pause=_pause(options),
                )
                samples[stdio_label].append(mcp_time)


# Each call starts this long after the answer before it, as an agent's next call would (later
# still). Without it a call waits on the shared connection for the previous call's work after
# its response (an MCP call's audit row): gunicorn reads the next request only once that is done.
PAUSE_MS = 5.0


def _unlimited(user: Any) -> None:
    """The bench user's keys (its own and the connected app's) may make every call of a long
    run within a minute: this measures latency, not the rate limit."""
    ApiKey.objects.filter(user=user, revoked_at__isnull=True).update(
        rate_limit_per_minute=BENCH_RATE_PER_MINUTE
    )


def _pause(options: dict[str, Any]) -> float:
    return float(options.get("pause_ms", PAUSE_MS)) / 1000


# Below gunicorn's keep-alive (2 s): a connection idle longer (a slow first call elsewhere) is
# not reused just as the server closes it.
KEEPALIVE = 1.5
REST = "REST POST /api/v1/recall"
MCP = "MCP memory_recall /mcp"
PLAIN = "MCP memory_recall /mcp, plain POST"


def _label(url: str, who: str, path: str) -> str:
    return f"{url} {who:<5} {path}"


async def _both(
    rest: httpx2.AsyncClient,
    recall_url: str,
    mcp: Client,
    query: str,
    top_k: int,
    *,
    pause: float,
) -> tuple[float, float]:
    """The same recall through REST, then through the MCP tool: (REST seconds, MCP seconds).
    Both answers are read as a client would: REST's JSON parsed, the tool's result checked.
    Each call starts `pause` seconds after the answer before it (see `PAUSE_MS`)."""
    body = {"query": query, "top_k": top_k}
    await anyio.sleep(pause)
    started = time.perf_counter()
    answer = await rest.post(recall_url, json=body)
    answer.raise_for_status()
    answer.json()
    rest_seconds = time.perf_counter() - started
    await anyio.sleep(pause)
    started = time.perf_counter()
    result = await mcp.call_tool("memory_recall", body)
    if result.is_error:
        raise RuntimeError(f"memory_recall failed: {result.structured_content}")
    return rest_seconds, time.perf_counter() - started


class _Wire:
    """The credential the next MCP request of a shared connection carries; and the headers and
    body of the SDK client's first `tools/call`, which `_plain_call` sends again as a plain POST."""

    secret = ""
    call: tuple[dict[str, str], dict[str, Any]] | None = None

    async def sign(self, request: httpx2.Request) -> None:
        request.headers["Authorization"] = f"Bearer {self.secret}"
        if self.call is None and request.method == "POST" and b'"tools/call"' in request.content:
            self.call = (dict(request.headers), json.loads(request.content))


@dataclass
class _Pair:
    """One server and one credential: the REST client and MCP session it calls through."""

    url: str
    who: str
    secret: str
    wire: _Wire
    http: httpx2.AsyncClient  # REST's client too: the MCP session's, so the same connection
    mcp: Client

    async def both(self, query: str, top_k: int, pause: float) -> tuple[float, float, float]:
        """REST, the SDK client's tool call, then the same call as a plain POST: seconds each."""
        self.wire.secret = self.secret  # signs the REST request and the MCP one
        recall_url = f"{self.url}/api/v1/recall"
        rest, mcp = await _both(self.http, recall_url, self.mcp, query, top_k, pause=pause)
        await anyio.sleep(pause)
        return rest, mcp, await self._plain_call(query, top_k)

    async def _plain_call(self, query: str, top_k: int) -> float:
        """The SDK client's `tools/call` request sent again with this query by the bare HTTP
        client, its JSON answer read and checked: what the protocol path costs without the
        SDK's client (its session, its validation of the result against the tool's schema)."""
        assert self.wire.call is not None, "the SDK client's tools/call was not seen"
        headers, body = self.wire.call
        headers = {k: v for k, v in headers.items() if k.lower() not in _PER_REQUEST}
        message = {**body, "id": secrets.randbelow(1 << 30)}
        message["params"] = {**body["params"], "arguments": {"query": query, "top_k": top_k}}
        started = time.perf_counter()
        answer = await self.http.post(f"{self.url}/mcp", json=message, headers=headers)
        answer.raise_for_status()
        reply = answer.json()
        if "error" in reply or reply["result"].get("isError"):
            raise RuntimeError(f"memory_recall failed: {reply}")
        return time.perf_counter() - started


_PER_REQUEST = {"content-length", "authorization", "host"}  # (httpx and `_Wire.sign` set these)


def _access_token(user: Any, urls: list[str]) -> str:
    """A connected app's access token for `user` (acting as themselves, read-write), bound to
    each server's `/mcp`, as the consent page and the token endpoint would leave it."""
    application, _ = Application.objects.get_or_create(
        name="bench_mcp",
        defaults={
            "client_type": Application.CLIENT_PUBLIC,
            "authorization_grant_type": Application.GRANT_AUTHORIZATION_CODE,
            "redirect_uris": "http://127.0.0.1/callback",
        },
    )
    oauth_connection_grant(user=user, application=application)
    raw = secrets.token_urlsafe(32)
    AccessToken.objects.create(
        user=user,
        application=application,
        token=raw,
        expires=timezone.now() + timedelta(hours=2),
        scope="mcp",
        resource=[f"{url}/mcp" for url in urls],
    )
    return raw
