"""POST /api/v1/recall: each hit carries its scope ref (the slug of its persona, project or
system, or its session key), the same the caller reads on the memory itself, and the served
schema documents it."""

from __future__ import annotations

from typing import Any

import pytest
from drf_spectacular.generators import SchemaGenerator

from tests.memories.api.conftest import PRINCIPALS, World, memory_url

URL = "/api/v1/recall"
EXPECTED = {
    "user": "", "persona": "helper", "project": "apollo", "system": "billing",
    "session": "thread-1", "global": "",
}  # fmt: skip

pytestmark = pytest.mark.usefixtures("local_recall")


def _hits(world: World, who: str, **body: Any) -> list[dict[str, Any]]:
    response = world.client(who).post(
        URL, {"query": "deploy checklist", "top_k": 20, **body}, format="json"
    )
    assert response.status_code == 200, response.json()
    return list(response.json()["results"])


def test_each_hit_carries_its_scope_ref(world: World) -> None:
    hits = _hits(world, "alice_agent") + _hits(
        world, "alice_agent", session="thread-1", scopes=["session"]
    )

    refs = {hit["scope"]: hit["scope_ref"] for hit in hits}
    assert refs == EXPECTED


def test_a_slug_is_read_only_when_a_hit_has_a_persona_project_or_system_scope(
    world: World, django_assert_max_num_queries: Any
) -> None:
    """The user and global rows need no slug: scope refs cost a recall no statement then."""
    client = world.client("alice_agent")
    body = {"query": "deploy checklist", "scopes": ["user", "global"]}
    client.post(URL, body, format="json")  # compiled and cached once
    with django_assert_max_num_queries(100) as captured:
        hits = client.post(URL, body, format="json").json()["results"]
    assert {hit["scope_ref"] for hit in hits} == {""}
    assert not [q for q in captured.captured_queries if "slug" in q["sql"]]


@pytest.mark.parametrize("who", PRINCIPALS)
def test_a_hits_scope_ref_is_the_one_the_caller_reads_on_the_memory(world: World, who: str) -> None:
    client = world.client(who)
    for hit in _hits(world, who) + _hits(world, who, session="thread-1", scopes=["session"]):
        own = client.get(memory_url(hit["id"]))
        assert own.status_code == 200, (who, hit)
        assert hit["scope_ref"] == own.json()["scope_ref"], (who, hit)


def test_the_schema_documents_the_scope_ref() -> None:
    schema: dict[str, Any] = SchemaGenerator().get_schema(request=None, public=True)
    hit = schema["components"]["schemas"]["RecallHitOut"]

    assert hit["properties"]["scope_ref"]["type"] == "string"
    assert "scope_ref" in hit["required"]
