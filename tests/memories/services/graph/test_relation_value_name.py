"""A relation's literal object has one name in and out: `object_value` (beside `object`, the
entity). The old input name `value` is still read, deprecated, so existing clients keep working."""

import pytest
from drf_spectacular.generators import SchemaGenerator
from rest_framework.test import APIClient

from tests.factories.memories import api_key_for

pytestmark = pytest.mark.django_db

BODY = {"subject": {"name": "efoil", "kind": "item"}, "predicate": "has_battery"}


def client_for(user):
    _, raw = api_key_for(user)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    return client


def test_object_value_in_is_object_value_out(alice):
    reply = client_for(alice).post(
        "/api/v1/relations", {**BODY, "object_value": "12V20Ah"}, format="json"
    )
    assert reply.status_code == 201, reply.json()
    assert reply.json()["relation"]["object_value"] == "12V20Ah"


def test_the_old_name_value_is_still_read(alice):
    reply = client_for(alice).post("/api/v1/relations", {**BODY, "value": "24V30Ah"}, format="json")
    assert reply.status_code == 201, reply.json()
    assert reply.json()["relation"]["object_value"] == "24V30Ah"


def test_both_names_with_different_values_are_refused(alice):
    reply = client_for(alice).post(
        "/api/v1/relations", {**BODY, "object_value": "a", "value": "b"}, format="json"
    )
    assert reply.status_code == 400
    assert "value" in reply.json()["error"]["fields"]


def test_schema_names_object_value_and_marks_value_deprecated():
    schema = SchemaGenerator().get_schema(request=None, public=True)
    relation_in = schema["components"]["schemas"]["RelationAssertIn"]
    assert "object_value" in relation_in["properties"]
    assert relation_in["properties"]["value"].get("deprecated") is True
    branches = [b.get("required", []) for b in relation_in["oneOf"]]
    assert ["object"] in branches
    assert any("object_value" in b for b in branches)
