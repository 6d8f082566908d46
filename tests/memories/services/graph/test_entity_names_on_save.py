"""Agents name entities as they know them: a name resolves to the caller's entity of that name
(made when new), a URN is kept, and a memory is linked to the entities its text names, so
deprecating an entity flags ordinary agent writes (issue 48, item 3)."""

import pytest
from rest_framework.test import APIClient

from memories.models import Entity, Memory
from tests.factories.memories import api_key_for

pytestmark = pytest.mark.django_db


def client_for(user):
    _, raw = api_key_for(user)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    return client


def _entity_id(client, name):
    found = client.get("/api/v1/entities", {"q": name}).json()["results"]
    return next(e["id"] for e in found if e["name"] == name)


def _deprecate(client, name):
    response = client.post(
        f"/api/v1/entities/{_entity_id(client, name)}/events", {"kind": "deprecated"}, format="json"
    )
    assert response.status_code == 201, response.json()
    return response.json()["stale_flagged"]


def test_a_name_resolves_to_an_entity_and_deprecating_it_flags_the_memory(alice):
    client = client_for(alice)
    saved = client.post(
        "/api/v1/memories",
        {"content": "Month-end close reads the ledger first", "entities": ["ledger"]},
        format="json",
    )
    assert saved.status_code == 201, saved.json()
    ledger = Entity.objects.get(owner=alice, name="ledger")
    assert Memory.objects.get(pk=saved.json()["id"]).entities == [ledger.urn]
    again = client.post(
        "/api/v1/memories", {"content": "The ledger closes on day 3", "entities": ["Ledger"]},
        format="json",
    )  # fmt: skip
    assert again.status_code == 201
    assert Entity.objects.filter(owner=alice, name__iexact="ledger").count() == 1
    assert _deprecate(client, "ledger") == 2
    stale = {s["id"] for s in client.get("/api/v1/stale").json()["results"]}
    assert stale == {saved.json()["id"], again.json()["id"]}


def test_a_write_naming_no_entity_is_linked_to_the_entities_its_text_mentions(alice):
    client = client_for(alice)
    client.post(
        "/api/v1/memories",
        {"content": "Invoices go out on the first", "entities": ["invoicing"]},
        format="json",
    )
    saved = client.post(
        "/api/v1/memories", {"content": "Bob owns the invoicing module"}, format="json"
    )
    assert saved.status_code == 201, saved.json()
    assert _deprecate(client, "invoicing") == 2
    stale = {s["id"] for s in client.get("/api/v1/stale").json()["results"]}
    assert saved.json()["id"] in stale


def test_people_and_places_the_offline_extractor_sees_are_linked(alice):
    client = client_for(alice)
    saved = client.post(
        "/api/v1/memories",
        {"content": "Alice met her friend Sarah in Lisbon to plan the offsite"},
        format="json",
    )
    assert saved.status_code == 201
    names = set(
        Entity.objects.filter(
            urn__in=Memory.objects.get(pk=saved.json()["id"]).entities
        ).values_list("name", flat=True)
    )
    assert {"Sarah", "Lisbon"} <= names


def test_urns_are_kept_and_a_malformed_urn_is_still_refused(alice):
    client = client_for(alice)
    urn = "urn:li:dataset:(urn:li:dataPlatform:trino,acme.sales,PROD)"
    saved = client.post(
        "/api/v1/memories", {"content": "Sales numbers are final", "entities": [urn]},
        format="json",
    )  # fmt: skip
    assert saved.status_code == 201
    assert Memory.objects.get(pk=saved.json()["id"]).entities == [urn]
    bad = client.post(
        "/api/v1/memories", {"content": "Anything", "entities": ["urn:broken"]}, format="json"
    )
    assert bad.status_code == 400
    assert "entities.0" in bad.json()["error"]["fields"]
    long = client.post(
        "/api/v1/memories", {"content": "Anything", "entities": ["x" * 201]}, format="json"
    )
    assert long.status_code == 400
    assert "entities" in long.json()["error"]["fields"]
    assert not Memory.objects.filter(content="Anything").exists()


def test_an_update_resolves_names_too(alice):
    client = client_for(alice)
    saved = client.post("/api/v1/memories", {"content": "Deploys run at noon"}, format="json")
    changed = client.patch(
        f"/api/v1/memories/{saved.json()['id']}", {"entities": ["deploy pipeline"]}, format="json"
    )
    assert changed.status_code == 200, changed.json()
    pipeline = Entity.objects.get(owner=alice, name="deploy pipeline")
    assert Memory.objects.get(pk=saved.json()["id"]).entities == [pipeline.urn]
