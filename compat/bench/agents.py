"""`bench_adapters`, the OpenAI Agents SDK session: `MemoryLayerSession` against our own REST
calls, same run.

One key of a user `bench-adapters`. Both go through the whole HTTP stack in process (the ASGI
app behind httpx's ASGI transport: the session needs an asyncio client), interleaved call by
call, alternating which goes first, each on its own conversation:

- add: `session.add_items` of one turn (the user's message and the assistant's answer, as the
  SDK stores them) against `POST /api/v1/conversations/{id}/messages` of the same two turns;
- get: `session.get_items(limit=20)` against `GET /api/v1/conversations/{id}/messages?limit=20`.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any

import httpx
from django.contrib.auth import get_user_model
from django.core.asgi import get_asgi_application

from memories.models import ApiKey
from memories.services.people.api_keys import api_key_create

HISTORY = 20  # items a run reads back


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


class SessionBench:
    def __init__(self, stdout: Any) -> None:
        self.stdout = stdout

    def run(self, opts: dict[str, Any]) -> dict[str, Any]:
        user, _ = get_user_model().objects.get_or_create(username="bench-adapters")
        key, raw = api_key_create(
            user=user, name="bench session", rules=("memory.read", "memory.manage")
        )
        ApiKey.objects.filter(pk=key.pk).update(rate_limit_per_minute=10_000_000)
        timings = asyncio.run(self._measure(raw, opts["warmup"], opts["calls"]))
        report: dict[str, Any] = {
            name: {
                "n": len(values),
                "p50_ms": round(_percentile(values, 0.5), 2),
                "p95_ms": round(_percentile(values, 0.95), 2),
            }
            for name, values in sorted(timings.items())
        }
        report["ratios"] = {
            op: {
                q: round(report[f"{op} session"][q] / report[f"{op} ours"][q], 3)
                for q in ("p50_ms", "p95_ms")
            }
            for op in ("add", "get")
        }
        return report

    async def _measure(self, raw: str, warmup: int, calls: int) -> dict[str, list[float]]:
        from memory_layer_client import AsyncMemoryClient
        from memory_layer_client.agents import MemoryLayerSession

        app = httpx.ASGITransport(app=get_asgi_application())  # type: ignore[arg-type]
        headers = {"Authorization": f"Bearer {raw}"}
        http = httpx.AsyncClient(transport=app, base_url="http://testserver", headers=headers)
        client = AsyncMemoryClient("http://testserver", raw, http=httpx.AsyncClient(transport=app))
        stamp = time.time_ns()
        session = MemoryLayerSession(f"bench-session-{stamp}", client)
        await session.conversation_id()
        started = await http.post("/api/v1/conversations", json={"external_id": f"b-{stamp}"})
        messages = f"/api/v1/conversations/{started.json()['id']}/messages"
        timings: dict[str, list[float]] = {}

        async def timed(name: str, call: Callable[[], Awaitable[Any]]) -> None:
            began = time.perf_counter()
            answer = await call()
            if isinstance(answer, httpx.Response) and answer.status_code >= 300:
                raise SystemExit(f"{name}: {answer.status_code} {answer.text[:300]}")
            timings.setdefault(name, []).append((time.perf_counter() - began) * 1000)

        for n in range(warmup + calls):
            said, answered = f"I moved to city number {n} last spring.", f"Noted: city {n}."
            turn: list[Any] = [
                {"role": "user", "content": said},
                {"role": "assistant", "type": "message", "status": "completed", "id": f"m{n}",
                 "content": [{"type": "output_text", "text": answered, "annotations": []}]},
            ]  # fmt: skip
            plain = [{"role": "user", "content": said}, {"role": "assistant", "content": answered}]
            pairs: list[tuple[str, Callable[[], Awaitable[Any]]]] = [
                ("add session", partial(session.add_items, turn)),
                ("add ours", partial(http.post, messages, json={"messages": plain})),
                ("get session", partial(session.get_items, limit=HISTORY)),
                ("get ours", partial(http.get, messages, params={"limit": HISTORY})),
            ]
            if n % 2:
                pairs = [pairs[1], pairs[0], pairs[3], pairs[2]]
            for name, call in pairs:
                await timed(name, call)
            if n + 1 == warmup:
                timings.clear()
        await client.close()
        await http.aclose()
        return timings
