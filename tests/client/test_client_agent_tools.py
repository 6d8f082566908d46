"""`memory_layer_client`'s agent tools against the served app: enrich a tool response, extract the
facts of an exchange, read a session's recent turns, capture an insight, report an external
entity event — typed results, and the API's refusals as typed errors, blocking and asyncio."""

from __future__ import annotations

from typing import Any

import anyio
import pytest

from memory_layer_client import (
    AsyncMemoryClient,
    Enrichment,
    ExternalEntityEvent,
    Extraction,
    InvalidRequest,
    MemoryClient,
    NotFound,
    PermissionDenied,
    RecentTurns,
    RememberResult,
)
from tests.factories import AdminFactory, UserFactory
from tests.factories.memories import api_key_for
from tests.palace.mcp.conftest import ServedApp

pytestmark = pytest.mark.django_db(transaction=True)
SLOW = 120  # seconds: the served app loads its embedding model on the first write

SALES = "urn:li:dataset:(urn:li:dataPlatform:trino,acme.sales,PROD)"
ORDERS = "urn:li:dataset:(urn:li:dataPlatform:trino,acme.orders,PROD)"
EXCHANGE = {
    "user_turn": "I moved to Lisbon last spring. I prefer green tea over coffee.",
    "assistant_turn": "Noted, enjoy Lisbon!",
}
CATALOG_KEY = ("memory.read", "memory.manage", "entity.events")


@pytest.fixture
def alice_key(served_app: ServedApp) -> str:
    return api_key_for(UserFactory(username="alice"))[1]


def test_enrich_returns_the_memories_linked_to_the_urns_of_a_tool_response(
    served_app: ServedApp, alice_key: str
) -> None:
    with MemoryClient(served_app.url, alice_key, timeout=SLOW) as memory:
        linked = memory.remember("acme.sales double counts refunds", entities=[SALES])
        memory.remember("acme.orders is rebuilt nightly", entities=[ORDERS])
        block = memory.enrich({"rows": [[SALES, 1204]]})
        markdown = memory.enrich(f"Found {SALES}.", format="markdown", max_tokens=200)
        with pytest.raises(InvalidRequest) as too_small:
            memory.enrich({"rows": []}, max_tokens=10)

    assert isinstance(block, Enrichment)
    assert block.urns == [SALES]
    assert block.memory_ids == [linked.id]
    assert "double counts refunds" in block.text
    assert block.text.startswith("<memory_context>")
    assert markdown.text.startswith("## Memories")
    assert list(too_small.value.fields) == ["max_tokens"]


def test_extract_saves_the_facts_of_an_exchange_and_keeps_its_recent_turns(
    served_app: ServedApp, alice_key: str
) -> None:
    alice = UserFactory(username="alice")
    read_only = api_key_for(alice, rules=("memory.read",))[1]
    with MemoryClient(served_app.url, alice_key, timeout=SLOW) as memory:
        extracted = memory.extract(**EXCHANGE, session="chat-7")
        turns = memory.recent_turns("chat-7")
        with pytest.raises(NotFound) as never_kept:
            memory.recent_turns("chat-never-used")
    with (
        MemoryClient(served_app.url, read_only, timeout=SLOW) as reader,
        pytest.raises(PermissionDenied),
    ):
        reader.extract(**EXCHANGE)

    assert isinstance(extracted, Extraction)
    assert extracted.extractor == "offline"
    assert extracted.facts
    assert all(isinstance(fact, RememberResult) for fact in extracted.facts)
    assert any("green tea" in fact.content for fact in extracted.facts)
    assert {(f.scope, f.scope_ref) for f in extracted.facts} == {("session", "chat-7")}
    assert extracted.facts[0].created_at.tzinfo is not None  # nested results typed too
    assert isinstance(turns, RecentTurns)
    assert turns.session == "chat-7"
    assert [(t.role, t.content) for t in turns.turns][-2:] == [
        ("user", EXCHANGE["user_turn"]),
        ("assistant", EXCHANGE["assistant_turn"]),
    ]
    assert never_kept.value.status == 404


def test_capture_insight_saves_a_memory_with_its_proposed_catalog_changes(
    served_app: ServedApp, alice_key: str
) -> None:
    with MemoryClient(served_app.url, alice_key, timeout=SLOW) as memory:
        insight = memory.capture_insight(
            "acme.sales.amount is in cents, not dollars",
            suggested_actions=[
                {"action": "set_description", "target": "acme.sales.amount", "value": "cents"}
            ],
            related_columns=["acme.sales.amount"],
            tags=["finance"],
        )
        with pytest.raises(InvalidRequest) as unknown_action:
            memory.capture_insight("x", suggested_actions=[{"action": "drop_table"}])

    assert isinstance(insight, RememberResult)
    assert (insight.source, insight.kind, insight.deduplicated) == ("insight", "knowledge", False)
    assert insight.metadata["insight"]["related_columns"] == ["acme.sales.amount"]
    assert insight.metadata["insight"]["suggested_actions"][0]["action"] == "set_description"
    assert list(unknown_action.value.fields) == ["suggested_actions.0.action"]


def test_an_external_entity_event_flags_the_memories_naming_it(
    served_app: ServedApp, alice_key: str
) -> None:
    catalog_key = api_key_for(AdminFactory(username="catalog"), rules=CATALOG_KEY)[1]
    with MemoryClient(served_app.url, alice_key, timeout=SLOW) as alice:
        naming = alice.remember("acme.sales feeds the revenue dashboard", entities=[SALES])
        with pytest.raises(PermissionDenied) as not_allowed:
            alice.external_entity_event(SALES, "deprecated")
    with MemoryClient(served_app.url, catalog_key, timeout=SLOW) as catalog:
        event = catalog.external_entity_event(SALES, "deprecated", note="replaced by sales_v2")
    with MemoryClient(served_app.url, alice_key, timeout=SLOW) as alice:
        flagged = alice.get(naming.id)

    assert isinstance(event, ExternalEntityEvent)
    assert (event.urn, event.kind, event.note) == (SALES, "deprecated", "replaced by sales_v2")
    assert event.occurred_at.tzinfo is not None
    assert flagged.status == "stale"
    assert SALES in flagged.stale_reason
    assert "entity.events" in not_allowed.value.message


def test_the_async_client_has_the_same_agent_tools(served_app: ServedApp, alice_key: str) -> None:
    catalog_key = api_key_for(AdminFactory(username="catalog"), rules=CATALOG_KEY)[1]

    async def scenario() -> dict[str, Any]:
        out: dict[str, Any] = {}
        async with AsyncMemoryClient(served_app.url, alice_key, timeout=SLOW) as memory:
            out["linked"] = await memory.remember("acme.sales has late rows", entities=[SALES])
            out["block"] = await memory.enrich({"dataset": SALES})
            out["extracted"] = await memory.extract(**EXCHANGE, session="chat-9")
            out["turns"] = await memory.recent_turns("chat-9")
            out["insight"] = await memory.capture_insight(
                "acme.sales.region is free text", related_columns=["acme.sales.region"]
            )
            for name, call in {
                "enrich": memory.enrich(SALES, format="html"),
                "recent_turns": memory.recent_turns("chat-never-used"),
                "insight": memory.capture_insight("x", related_columns=["not a column!"]),
                "event": memory.external_entity_event(SALES, "changed"),
            }.items():
                try:
                    await call
                except Exception as error:  # each refusal is checked below
                    out[f"{name}_error"] = error
        async with AsyncMemoryClient(served_app.url, catalog_key, timeout=SLOW) as catalog:
            out["event"] = await catalog.external_entity_event(SALES, "changed")
        return out

    out = anyio.run(scenario)

    assert out["block"].memory_ids == [out["linked"].id]
    assert any("Lisbon" in fact.content for fact in out["extracted"].facts)
    assert out["turns"].turns[-1].role == "assistant"
    assert out["insight"].source == "insight"
    assert out["event"].kind == "changed"
    assert isinstance(out["enrich_error"], InvalidRequest)
    assert list(out["enrich_error"].fields) == ["format"]
    assert isinstance(out["recent_turns_error"], NotFound)
    assert isinstance(out["insight_error"], InvalidRequest)
    assert list(out["insight_error"].fields) == ["related_columns.0"]
    assert isinstance(out["event_error"], PermissionDenied)
