"""Staleness for external entities: a catalog's key (an admin's, holding
entity.events) reports that a dataset was deprecated; every active memory naming that URN goes
stale, whoever owns it, with a reason built from the report alone; nobody else may report."""

from __future__ import annotations

from typing import Any

import pytest

from memories.models import Memory
from memories.services.people.api_keys import api_key_create
from memory_project.errors import ValidationFailed
from tests.factories import AdminFactory
from tests.factories.memories import MemoryFactory, api_key_for
from tests.memories.api.conftest import World, bearer

SALES = "urn:li:dataset:(urn:li:dataPlatform:trino,acme.sales,PROD)"
URL = "/api/v1/external-entities/events"


def _catalog_key() -> Any:
    catalog = AdminFactory(username="catalog-bot")
    return bearer(api_key_create(user=catalog, rules=["entity.events"], name="catalog")[1])


def test_a_deprecation_flags_every_memory_naming_the_urn_whoever_owns_it(world: World) -> None:
    alices = MemoryFactory(
        owner=world.users["alice"], entities=[SALES], content="Sales double counts refunds"
    )
    bobs = MemoryFactory(
        owner=world.users["bob"], entities=[SALES], content="Bob's private sales note"
    )
    other = MemoryFactory(owner=world.users["bob"], entities=["urn:li:dataset:(x,y,PROD)"])

    response = _catalog_key().post(
        URL, {"urn": SALES, "kind": "deprecated", "note": "replaced by acme.sales_v2"},
        format="json",
    )  # fmt: skip

    assert response.status_code == 201, response.json()
    body = response.json()
    assert set(body) == {"id", "urn", "kind", "note", "occurred_at", "created_at"}  # no count
    assert "private" not in str(body)
    for memory in (alices, bobs):
        memory.refresh_from_db()
        assert memory.status == "stale"
        assert SALES in memory.stale_reason
        assert "replaced by acme.sales_v2" in memory.stale_reason
        assert "private" not in memory.stale_reason
        assert "double counts" not in memory.stale_reason
    assert Memory.objects.get(pk=other.pk).status == "active"


def test_only_an_admins_key_with_the_rule_may_report(world: World) -> None:
    target = MemoryFactory(owner=world.users["bob"], entities=[SALES])
    body = {"urn": SALES, "kind": "changed"}

    plain = world.client("alice_agent").post(URL, body, format="json")
    human = world.client("admin").post(URL, body, format="json")  # a session, not a key
    with pytest.raises(ValidationFailed):
        api_key_create(user=world.users["alice"], rules=["entity.events"])
    admin_plain_key = bearer(api_key_for(world.users["admin"])[1])

    assert plain.status_code == 403
    assert human.status_code == 403
    assert admin_plain_key.post(URL, body, format="json").status_code == 403
    assert Memory.objects.get(pk=target.pk).status == "active"


def test_bad_reports_are_a_clear_400(world: World) -> None:
    catalog = _catalog_key()
    assert (
        catalog.post(URL, {"urn": "not a urn", "kind": "changed"}, format="json").status_code == 400
    )
    assert catalog.post(URL, {"urn": SALES, "kind": "exploded"}, format="json").status_code == 400
    assert catalog.post(URL, {"kind": "changed"}, format="json").status_code == 400


def test_each_affected_owner_gets_an_audit_row_naming_the_reporter(world: World) -> None:
    from memories.models import AuditEvent

    alice, bob = world.users["alice"], world.users["bob"]
    MemoryFactory(owner=alice, entities=[SALES], content="Sales double counts refunds")
    MemoryFactory(owner=alice, entities=[SALES], content="Sales is refreshed at 6")
    MemoryFactory(owner=bob, entities=[SALES], content="Bob's private sales note")
    response = _catalog_key().post(URL, {"urn": SALES, "kind": "deprecated"}, format="json")
    assert response.status_code == 201
    rows = AuditEvent.objects.filter(action="entity_event_stale").order_by("id")
    per_owner = {row.detail["owner_id"]: row.detail["memories"] for row in rows}
    assert per_owner == {alice.pk: 2, bob.pk: 1}
    assert {row.api_key_id for row in rows} != {None}
    assert all(row.detail["urn"] == SALES for row in rows)
