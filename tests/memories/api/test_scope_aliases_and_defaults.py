"""Scope names and defaults: "profile" (the three-scope profile API's name for the project
scope) is accepted on write, on list filters and in recall; a key bound to a project or persona
saves into that scope when the request names none."""

from __future__ import annotations

from tests.factories.memories import api_key_for
from tests.memories.api.conftest import World, bearer

MEMORIES = "/api/v1/memories"


def test_profile_is_the_project_scope_on_write_list_and_recall(world: World) -> None:
    client = world.client("alice_agent")

    saved = client.post(
        MEMORIES,
        {"content": "Apollo's release train leaves every second Tuesday", "scope": "profile",
         "scope_ref": "apollo"},
        format="json",
    )  # fmt: skip

    assert saved.status_code == 201, saved.json()
    assert saved.json()["scope"] == "project"  # stored and returned under the canonical name
    assert saved.json()["scope_ref"] == "apollo"
    listed = client.get(MEMORIES, {"scope": "profile"}).json()["results"]
    assert saved.json()["id"] in {m["id"] for m in listed}
    assert {m["scope"] for m in listed} == {"project"}
    recalled = client.post(
        "/api/v1/recall", {"query": "release train", "scopes": ["profile"]}, format="json"
    ).json()["results"]
    assert [hit["id"] for hit in recalled][:1] == [saved.json()["id"]]
    wrong = client.post(MEMORIES, {"content": "x y z", "scope": "profiles"}, format="json")
    assert wrong.status_code == 400
    assert "scope" in wrong.json()["error"]["fields"]


def test_a_bound_key_saves_into_its_scope_when_none_is_named(world: World) -> None:
    alice = world.users["alice"]
    project_key = bearer(api_key_for(alice, project=world.extra["project"])[1])
    persona_key = bearer(api_key_for(alice, persona=world.extra["persona"])[1])

    to_project = project_key.post(MEMORIES, {"content": "Apollo uses trunk-based development"},
                                  format="json").json()  # fmt: skip
    to_persona = persona_key.post(MEMORIES, {"content": "Answer reviewers in bullet points"},
                                  format="json").json()  # fmt: skip
    unbound = (
        world.client("alice_agent")
        .post(MEMORIES, {"content": "Alice reads the changelog on Mondays"}, format="json")
        .json()
    )
    explicit = project_key.post(
        MEMORIES, {"content": "Alice's own note on coffee", "scope": "user"}, format="json"
    ).json()

    assert (to_project["scope"], to_project["scope_ref"]) == ("project", "apollo")
    assert (to_persona["scope"], to_persona["scope_ref"]) == ("persona", "helper")
    assert unbound["scope"] == "user"
    assert explicit["scope"] == "user"  # a named scope wins over the binding
