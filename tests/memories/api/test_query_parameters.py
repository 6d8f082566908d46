"""Query parameters: each operation takes only the ones it declares (the same declaration feeds
the OpenAPI schema); an unknown one is a 400 naming it, never a silently unfiltered list.
Numbers are bounded; an over-long URL is a JSON 414."""

from __future__ import annotations

import re
from typing import Any

import pytest
from drf_spectacular.generators import SchemaGenerator
from rest_framework.test import APIClient

from memories.api.serializers import MAX_OFFSET
from memories.services.people.api_keys import api_key_create
from tests.factories import AdminFactory
from tests.factories.api_schema import schema_operations
from tests.memories.api.conftest import MEMORIES_URL, World, bearer


@pytest.mark.parametrize("name", ["type", "tags", "active", "source"])
def test_an_unknown_list_filter_is_refused_by_name(world: World, alice_api: APIClient, name: str):
    reply = alice_api.get(MEMORIES_URL, {name: "fact"})

    assert reply.status_code == 400
    assert reply.json()["error"]["fields"] == {name: ["Unknown query parameter."]}


def test_every_unknown_parameter_is_named_and_known_ones_still_filter(
    world: World, alice_api: APIClient
):
    both = alice_api.get(MEMORIES_URL, {"kind": "fact", "typo": "1", "tgas": "x"})
    known = alice_api.get(MEMORIES_URL, {"scope": "project"})

    assert both.status_code == 400
    assert sorted(both.json()["error"]["fields"]) == ["tgas", "typo"]
    assert known.status_code == 200
    assert {row["scope"] for row in known.json()["results"]} == {"project"}


def test_no_operation_silently_ignores_an_undeclared_parameter(world: World, alice_api: APIClient):
    operations = schema_operations()
    assert len(operations) >= 20

    # The one operation alice's key may not call (it needs entity.events, an admin's key) is
    # asked with a key that may, so its parameters are checked rather than its rule.
    catalog = bearer(
        api_key_create(user=AdminFactory(username="catalog"), rules=["entity.events"])[1]
    )
    for method, path in operations:
        client = catalog if path == "/api/v1/external-entities/events" else alice_api
        reply = getattr(client, method)(f"{path}?not_a_parameter=1", {}, format="json")
        assert reply.status_code == 400, (method, path, reply.status_code)
        assert "not_a_parameter" in reply.json()["error"]["fields"], (method, path)


@pytest.mark.parametrize("path", ["/api/v1/stale", "/api/v1/entities"])
@pytest.mark.parametrize("offset", [str(2**63), str(2**63 - 1), str(MAX_OFFSET + 1), "-1", "1e3"])
def test_an_offset_out_of_range_is_a_400_on_the_offset(
    world: World, alice_api: APIClient, path: str, offset: str
):
    reply = alice_api.get(path, {"offset": offset})

    assert reply.status_code == 400
    assert list(reply.json()["error"]["fields"]) == ["offset"]


def test_a_page_past_the_end_is_empty_not_an_error(world: World, alice_api: APIClient):
    reply = alice_api.get("/api/v1/stale", {"offset": str(MAX_OFFSET), "limit": "100"})

    assert reply.status_code == 200
    assert reply.json() == {"results": [], "next": None}


def test_an_over_long_url_is_a_json_414(world: World, alice_api: APIClient, settings: Any):
    settings.API_MAX_URL_CHARS = 4096
    reply = alice_api.get(MEMORIES_URL, {"q": "x" * 5000})
    page = APIClient().get("/memory/?q=" + "x" * 5000)

    assert reply.status_code == 414
    assert reply.json()["error"]["code"] == "uri_too_long"
    assert page.status_code == 414
    assert alice_api.get(MEMORIES_URL, {"q": "x" * 100}).status_code == 200


def test_a_free_text_parameter_of_white_space_alone_is_refused_as_the_schema_says(
    world: World, alice_api: APIClient
):
    """The server trims a query parameter's white space (Python's, which counts the separator
    controls \\x1c-\\x1f), so one of white space alone is blank: a 400 on that parameter. Every
    string parameter the schema offers says so with its not-only-space pattern, so a client
    (and Schemathesis) reading the schema never sends what it calls valid and gets a 400."""
    schema: dict[str, Any] = SchemaGenerator().get_schema(request=None, public=True)
    free_text = [
        (path, parameter["name"], parameter["schema"])
        for path, item in schema["paths"].items()
        for method, operation in item.items()
        if method == "get"
        for parameter in operation.get("parameters", [])
        if parameter["in"] == "query"
        and parameter["schema"].get("type") == "string"
        and "enum" not in parameter["schema"]
        and "format" not in parameter["schema"]
    ]
    assert ("/api/v1/entities", "q") in {(path, name) for path, name, _ in free_text}
    for path, name, declared in free_text:
        pattern = declared.get("pattern", "")  # ECMA's \\u escapes read the same in Python
        assert pattern, (path, name, declared)
        assert re.search(pattern, "\x1c\x1f \u3000") is None, (path, name, pattern)
        assert re.search(pattern, " kafka "), (path, name, pattern)

    for path, name in [
        ("/api/v1/entities", "q"),
        ("/api/v1/entities", "kind"),
        (MEMORIES_URL, "q"),
    ]:
        reply = alice_api.get(path, {name: "\x1c "})
        assert reply.status_code == 400, (path, name)
        assert reply.json()["error"]["fields"] == {name: ["This field may not be blank."]}
