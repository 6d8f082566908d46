"""The graph over HTTP: relations close old facts, events flag memories, /stale lists them."""

import pytest
from rest_framework.test import APIClient

from memories.models import Status
from memories.services.graph.writes import entity_upsert
from tests.factories.memories import MemoryFactory, api_key_for

pytestmark = pytest.mark.django_db


def client_for(user, **kwargs):
    _, raw = api_key_for(user, **kwargs)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    return client


def test_relation_change_closes_the_old_one_and_timeline_shows_both(alice):
    client = client_for(alice)
    body = {"subject": {"name": "efoil", "kind": "item"}, "predicate": "has_battery",
            "value": "12V20Ah", "valid_from": "2024-01-01T00:00:00Z"}  # fmt: skip
    first = client.post("/api/v1/relations", body, format="json")
    assert first.status_code == 201, first.json()
    second = client.post(
        "/api/v1/relations",
        {**body, "value": "24V30Ah", "valid_from": "2024-06-01T00:00:00Z"},
        format="json",
    )
    assert second.status_code == 201
    assert [r["object_value"] for r in second.json()["closed"]] == ["12V20Ah"]
    repeat = client.post(
        "/api/v1/relations",
        {**body, "value": "24V30Ah", "valid_from": "2024-06-01T00:00:00Z"},
        format="json",
    )
    assert repeat.status_code == 200
    entity_id = first.json()["relation"]["subject"]["id"]
    timeline = client.get(f"/api/v1/entities/{entity_id}/timeline").json()
    assert [(r["object_value"], r["current"]) for r in timeline["relations"]] == [
        ("12V20Ah", False),
        ("24V30Ah", True),
    ]
    current = client.get(f"/api/v1/entities/{entity_id}/timeline?current=true").json()
    assert [r["object_value"] for r in current["relations"]] == ["24V30Ah"]
    found = client.get("/api/v1/entities?q=efo").json()["results"]
    assert [e["name"] for e in found] == ["efoil"]


def test_entity_event_flags_memories_and_stale_lists_them(alice, bob):
    table = entity_upsert(owner_id=alice.pk, name="acme_legacy_sales", kind="dataset")
    memory = MemoryFactory(owner=alice, entities=[table.urn], content="acme_legacy_sales has PII")
    client = client_for(alice)
    response = client.post(
        f"/api/v1/entities/{table.pk}/events",
        {"kind": "deprecated", "note": "use elasticsearch.sales"},
        format="json",
    )
    assert response.status_code == 201, response.json()
    assert response.json()["stale_flagged"] == 1
    memory.refresh_from_db()
    assert memory.status == Status.STALE
    stale = client.get("/api/v1/stale").json()["results"]
    assert [s["id"] for s in stale] == [str(memory.pk)]
    assert "deprecated" in stale[0]["stale_reason"]
    bob_client = client_for(bob)
    assert bob_client.get("/api/v1/stale").json()["results"] == []
    assert bob_client.get(f"/api/v1/entities/{table.pk}/timeline").status_code == 404
    assert (
        bob_client.post(
            f"/api/v1/entities/{table.pk}/events", {"kind": "changed"}, format="json"
        ).status_code
        == 404
    )


def test_bad_graph_requests_are_clear_400s(alice):
    client = client_for(alice)
    cases = [
        {"subject": {"name": "x"}, "predicate": "Has Battery", "value": "v"},
        {"subject": {"name": "x"}, "predicate": "owns"},
        {"subject": {"id": 1, "name": "x"}, "predicate": "owns", "value": "v"},
        {"subject": "x", "predicate": "owns", "value": "v"},
        {"subject": {"name": "x"}, "predicate": "owns", "value": "v", "extra": 1},
    ]
    for body in cases:
        response = client.post("/api/v1/relations", body, format="json")
        assert response.status_code == 400, (body, response.json())
        assert response.json()["error"]["fields"]
    entity = entity_upsert(owner_id=alice.pk, name="y")
    bad_kind = client.post(
        f"/api/v1/entities/{entity.pk}/events", {"kind": "exploded"}, format="json"
    )
    assert bad_kind.status_code == 400
    assert "kind" in bad_kind.json()["error"]["fields"]
