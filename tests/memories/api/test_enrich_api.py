"""Cross-enrichment: POST /api/v1/enrich finds the entity URNs in a tool response
(DataHub's parenthesised keys included) and returns the caller's memories linked to them as a
memory_context block; DataHub URNs are matched by entity recall too."""

from __future__ import annotations

from typing import Any

from memories.context.compose import PREAMBLE
from memories.models import AuditEvent
from memories.services.people.preferences import memory_settings_update
from tests.memories.api.conftest import World

SALES = "urn:li:dataset:(urn:li:dataPlatform:trino,acme.sales,PROD)"
ORDERS = "urn:li:dataset:(urn:li:dataPlatform:trino,acme.orders,PROD)"
URL = "/api/v1/enrich"


def _save(client: Any, content: str, entities: list[str]) -> str:
    response = client.post(
        "/api/v1/memories", {"content": content, "entities": entities}, format="json"
    )
    assert response.status_code == 201, response.json()
    return str(response.json()["id"])


def test_a_tool_response_naming_a_dataset_gets_its_memories(world: World) -> None:
    alice = world.client("alice_agent")
    linked = _save(alice, "acme.sales double counts refunds before March 2026", [SALES])
    _save(alice, "acme.orders is rebuilt nightly at 02:00", [ORDERS])
    _save(world.client("bob_agent"), "Bob's private note on acme.sales", [SALES])
    tool_response = {
        "columns": ["dataset", "rows"],
        "rows": [[SALES, 1204]],
        "meta": {"source": "trino"},
    }

    body = alice.post(URL, {"tool_response": tool_response}, format="json").json()

    assert body["urns"] == [SALES]
    assert body["memory_ids"] == [linked]  # not bob's, not the other dataset's
    assert body["text"].startswith(f"<memory_context>\n{PREAMBLE}\n")
    assert "double counts refunds" in body["text"]
    assert AuditEvent.objects.filter(action="inject", memory_id=linked).exists()


def test_text_responses_work_and_nothing_linked_returns_nothing(world: World) -> None:
    alice = world.client("alice_agent")
    _save(alice, "acme.sales double counts refunds", [SALES])

    text = alice.post(
        URL, {"tool_response": f"Found {SALES} with 1204 rows.", "format": "markdown"},
        format="json",
    ).json()  # fmt: skip
    unlinked = alice.post(URL, {"tool_response": {"urn": ORDERS}}, format="json").json()
    no_urn = alice.post(URL, {"tool_response": [1, 2, {"a": None}]}, format="json").json()

    assert text["text"].startswith("## Memories")
    assert (unlinked["text"], unlinked["memory_ids"], unlinked["urns"]) == ("", [], [ORDERS])
    assert (no_urn["text"], no_urn["memory_ids"], no_urn["urns"]) == ("", [], [])


def test_memory_turned_off_enriches_nothing(world: World) -> None:
    alice = world.client("alice_agent")
    _save(alice, "acme.sales double counts refunds", [SALES])
    memory_settings_update(user_id=world.users["alice"].pk, enabled=False)

    body = alice.post(URL, {"tool_response": SALES}, format="json").json()

    assert (body["text"], body["memory_ids"]) == ("", [])


def test_bad_input_is_a_clear_400(world: World) -> None:
    alice = world.client("alice_agent")
    missing = alice.post(URL, {}, format="json")
    unknown = alice.post(URL, {"tool_response": "x", "extra": 1}, format="json")
    assert missing.status_code == 400
    assert "tool_response" in missing.json()["error"]["fields"]
    assert unknown.status_code == 400


def test_entity_recall_matches_a_datahub_urn_written_in_the_query(world: World) -> None:
    alice = world.client("alice_agent")
    linked = _save(alice, "acme.sales double counts refunds", [SALES])
    _save(alice, "acme.orders is rebuilt nightly", [ORDERS])

    body = alice.post(
        "/api/v1/recall", {"query": f"what do we know about {SALES}?", "strategy": "entity"},
        format="json",
    ).json()  # fmt: skip

    assert [hit["id"] for hit in body["results"]] == [linked]
