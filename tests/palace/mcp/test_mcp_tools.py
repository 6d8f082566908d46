"""The MCP server, driven by the SDK's own client over streamable HTTP (/mcp on the served app)
and stdio (`manage.py mcp`): tools per key, save/recall/forget, scoping, errors, audit."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import anyio
import httpx
import pytest
from mcp_types import CallToolResult

from memories.models import ApiKey, AuditEvent, Project, ProjectMembership
from tests.factories import UserFactory
from tests.factories.memories import MemoryFactory, ProjectFactory, api_key_for
from tests.palace.mcp.conftest import ServedApp, mcp_session, rest

pytestmark = pytest.mark.django_db(transaction=True)

READ_TOOLS = {
    "memory_recall", "memory_context", "memory_enrich", "memory_list", "memory_get", "memory_history",
    "memory_review_stale", "memory_list_profiles", "entity_list", "entity_timeline",
    "conversation_get", "conversation_messages",
}  # fmt: skip
WRITE_TOOLS = {
    "memory_save", "capture_insight", "memory_extract", "memory_update", "memory_forget", "memory_restore", "memory_feedback",
    "relation_assert", "conversation_start", "conversation_add_messages", "conversation_end",
    "conversation_pop_message", "conversation_clear",
}  # fmt: skip
ID_TOOLS = ("memory_get", "memory_update", "memory_forget", "memory_restore",
            "memory_feedback", "memory_history")  # fmt: skip


@dataclass
class World:
    alice_key: str
    alice_read_key: str
    bob_key: str
    bob_memory: dict[str, Any]


@pytest.fixture
def world(served_app: ServedApp) -> World:
    alice, bob = UserFactory(username="alice"), UserFactory(username="bob")
    project = ProjectFactory(slug="atlas", name="Atlas")
    ProjectMembership.objects.create(project=project, user=alice)
    _, bob_key = api_key_for(bob)
    with rest(served_app, bob_key) as http:
        response = http.post("memories", json={"content": "Bob's locker code is kept at the desk"})
        assert response.status_code == 201, response.text
    return World(
        alice_key=api_key_for(alice)[1],
        alice_read_key=api_key_for(alice, rules=("memory.read",))[1],
        bob_key=bob_key,
        bob_memory=response.json(),
    )


def run(scenario: Any, *args: Any) -> Any:
    return anyio.run(scenario, *args)


def body(result: CallToolResult) -> dict[str, Any]:
    assert isinstance(result.structured_content, dict)
    return result.structured_content


def test_http_tools_list_has_every_tool_described_and_annotated(served_app, world) -> None:
    async def scenario() -> Any:
        async with mcp_session(served_app, "http", world.alice_key) as client:
            return (await client.list_tools()).tools

    tools = {tool.name: tool for tool in run(scenario)}

    assert set(tools) == READ_TOOLS | WRITE_TOOLS
    for tool in tools.values():
        assert tool.description
        assert tool.annotations is not None
        assert tool.annotations.read_only_hint is (tool.name in READ_TOOLS)
        assert tool.input_schema["type"] == "object"
        for name, schema in tool.input_schema["properties"].items():
            assert schema.get("description"), f"{tool.name}.{name} has no description"
    assert tools["memory_forget"].annotations.destructive_hint is True
    assert tools["memory_save"].annotations.destructive_hint is False
    assert set(tools["memory_forget"].input_schema["properties"]) == {"memory_id"}  # no hard
    assert tools["memory_save"].input_schema["required"] == ["content"]
    assert "enum" in tools["memory_recall"].input_schema["properties"]["strategy"]


@pytest.mark.parametrize("transport", ["http", "http-legacy", "stdio"])
def test_read_only_key_sees_only_read_tools_and_cannot_write(served_app, world, transport) -> None:
    async def scenario() -> Any:
        async with mcp_session(served_app, transport, world.alice_read_key) as client:
            names = {tool.name for tool in (await client.list_tools()).tools}
            save = await client.call_tool("memory_save", {"content": "Should not be stored"})
            return names, save

    names, save = run(scenario)

    assert names == READ_TOOLS
    assert save.is_error
    assert body(save)["error"]["code"] == "forbidden"
    assert body(save)["error"]["message"] == "This key lacks the memory.manage rule."


@pytest.mark.parametrize("transport", ["http", "stdio"])
def test_a_key_whose_binding_was_revoked_lists_no_tools(served_app, world, transport) -> None:
    alice = ProjectMembership.objects.get(project__slug="atlas").user
    _, bound_key = api_key_for(alice, project=Project.objects.get(slug="atlas"))
    ProjectMembership.objects.filter(project__slug="atlas", user=alice).delete()

    async def scenario() -> Any:
        async with mcp_session(served_app, transport, bound_key) as client:
            names = {tool.name for tool in (await client.list_tools()).tools}
            recall = await client.call_tool("memory_recall", {"query": "locker code"})
            return names, recall

    names, recall = run(scenario)

    assert names == set()
    assert body(recall)["error"]["code"] == "binding_revoked"


@pytest.mark.parametrize("transport", ["http", "http-legacy", "stdio"])
def test_save_recall_forget_as_a_scoped_principal(served_app, world, transport) -> None:
    query = {"query": "Which espresso roaster does Alice prefer?", "top_k": 5}

    async def scenario() -> Any:
        async with mcp_session(served_app, transport, world.alice_key) as client:
            saved = await client.call_tool(
                "memory_save",
                {"content": "Alice prefers the Kaffa espresso roaster", "kind": "preference",
                 "tags": ["coffee"]},
            )  # fmt: skip
            recalled = await client.call_tool("memory_recall", query)
            forgotten = await client.call_tool("memory_forget", {"memory_id": body(saved)["id"]})
            after = await client.call_tool("memory_recall", query)
            return saved, recalled, forgotten, after

    saved, recalled, forgotten, after = run(scenario)

    assert not saved.is_error
    assert body(saved)["deduplicated"] is False
    assert body(saved)["kind"] == "preference"
    assert body(saved)["tags"] == ["coffee"]
    hits = body(recalled)["results"]
    assert hits[0]["id"] == body(saved)["id"]
    assert {"ranking", "degraded", "strategy"} <= set(body(recalled))
    assert body(forgotten)["status"] == "archived"
    assert body(saved)["id"] not in [hit["id"] for hit in body(after)["results"]]
    # Same answer as REST: the record as GET /memories/{id} renders it, the same fields.
    with rest(served_app, world.alice_key) as http:
        record = http.get(f"memories/{body(saved)['id']}").json()
    assert set(record) == set(body(forgotten))
    assert record["status"] == "archived"


def test_tool_results_carry_the_rest_fields(served_app, world) -> None:
    arguments = {"query": "locker code", "strategy": "lexical", "explain": True}

    async def scenario() -> Any:
        async with mcp_session(served_app, "http", world.bob_key) as client:
            return await client.call_tool("memory_recall", arguments)

    result = body(run(scenario))
    with rest(served_app, world.bob_key) as http:
        expected = http.post("recall", json=arguments).json()

    assert result == expected
    assert result["results"][0]["id"] == world.bob_memory["id"]


@pytest.mark.parametrize("transport", ["http", "stdio"])
def test_another_users_memory_is_invisible_through_every_tool(served_app, world, transport) -> None:
    bob_id = world.bob_memory["id"]
    by_id = {
        "memory_get": {}, "memory_update": {"content": "changed by alice"}, "memory_forget": {},
        "memory_restore": {}, "memory_feedback": {"outcome": "failure"}, "memory_history": {},
    }  # fmt: skip

    async def scenario() -> Any:
        async with mcp_session(served_app, transport, world.alice_key) as client:
            answers = {
                name: await client.call_tool(name, {"memory_id": bob_id, **extra})
                for name, extra in by_id.items()
            }
            recall = await client.call_tool("memory_recall", {"query": "locker code desk"})
            listing = await client.call_tool("memory_list", {"q": "locker"})
            context = await client.call_tool("memory_context", {"query": "locker code"})
            return answers, recall, listing, context

    answers, recall, listing, context = run(scenario)

    with rest(served_app, world.alice_key) as http:
        missing = http.get("memories/00000000-0000-0000-0000-000000000000").json()
    for name, answer in answers.items():
        assert answer.is_error, name
        assert body(answer) == missing, name  # identical to a memory that does not exist
    assert bob_id not in [hit["id"] for hit in body(recall)["results"]]
    assert body(listing)["results"] == []
    assert bob_id not in body(context)["memory_ids"]
    with rest(served_app, world.bob_key) as http:
        assert http.get(f"memories/{bob_id}").json()["content"] == world.bob_memory["content"]


def test_another_users_graph_and_conversations_are_invisible(served_app, world) -> None:
    with rest(served_app, world.bob_key) as http:
        garage = http.post(
            "relations",
            json={"subject": {"name": "Bob's garage"}, "predicate": "holds", "value": "two bikes"},
        ).json()
        entity = garage["relation"]["subject"]
        http.post(
            "memories",
            json={"content": "The garage door code changed in May", "entities": [entity["urn"]]},
        ).raise_for_status()
        assert (
            http.post(f"entities/{entity['id']}/events", json={"kind": "deprecated"}).json()[
                "stale_flagged"
            ]
            == 1
        )
        assert len(http.get("stale").json()["results"]) == 1
        chat = http.post("conversations", json={"external_id": "bob-chat"}).json()
    calls = {
        "entity_timeline": {"entity_id": entity["id"]},
        "conversation_get": {"conversation_id": chat["id"]},
        "conversation_add_messages": {"conversation_id": chat["id"],
                                      "messages": [{"content": "hello"}]},
        "conversation_messages": {"conversation_id": chat["id"]},
        "conversation_pop_message": {"conversation_id": chat["id"]},
        "conversation_clear": {"conversation_id": chat["id"]},
        "conversation_end": {"conversation_id": chat["id"]},
    }  # fmt: skip

    async def scenario() -> Any:
        async with mcp_session(served_app, "http", world.alice_key) as client:
            answers = {
                name: body(await client.call_tool(name, args)) for name, args in calls.items()
            }
            lists = {name: body(await client.call_tool(name, {}))
                     for name in ("entity_list", "memory_review_stale")}  # fmt: skip
            return answers, lists

    answers, lists = run(scenario)

    with rest(served_app, world.alice_key) as http:
        no_entity = http.get("entities/999999/timeline").json()
        no_chat = http.get("conversations/00000000-0000-0000-0000-000000000000").json()
    assert answers["entity_timeline"] == no_entity
    for name in calls.keys() - {"entity_timeline"}:
        assert answers[name] == no_chat, name
    assert lists["entity_list"]["results"] == []
    assert lists["memory_review_stale"]["results"] == []


def test_bad_arguments_get_the_rest_error_shape(served_app, world) -> None:
    calls = {
        "no content": ("memory_save", {}),
        "unknown field": ("memory_save", {"content": "x", "colour": "blue"}),
        "wrong type": ("memory_recall", {"query": "x", "top_k": "many"}),
        "unknown kind": ("memory_save", {"content": "x", "kind": "gossip"}),
        "no id": ("memory_get", {}),
        "id of wrong type": ("entity_timeline", {"entity_id": "seven"}),
        "unknown tool": ("memory_teleport", {}),
    }

    async def scenario() -> Any:
        async with mcp_session(served_app, "http", world.alice_key) as client:
            return {label: await client.call_tool(*call) for label, call in calls.items()}

    answers = {label: body(result) for label, result in run(scenario).items()}

    with rest(served_app, world.alice_key) as http:
        assert answers["no content"] == http.post("memories", json={}).json()
        assert (
            answers["unknown field"] == http.post("memories", json=calls["unknown field"][1]).json()
        )
        assert answers["wrong type"] == http.post("recall", json=calls["wrong type"][1]).json()
        assert (
            answers["unknown kind"] == http.post("memories", json=calls["unknown kind"][1]).json()
        )
    assert answers["unknown field"]["error"]["fields"] == {"colour": ["Unknown field."]}
    assert answers["no id"]["error"]["fields"] == {"memory_id": ["This field is required."]}
    assert answers["id of wrong type"]["error"]["fields"] == {
        "entity_id": ["A valid integer is required."]
    }
    assert answers["unknown tool"]["error"]["code"] == "not_found"
    for answer in answers.values():
        assert set(answer) == {"error"}
        assert set(answer["error"]) == {"code", "message", "fields"}
        assert "Traceback" not in str(answer)


def test_every_tool_call_is_audited_with_its_key(served_app, world) -> None:
    async def scenario() -> Any:
        async with mcp_session(served_app, "http", world.alice_key) as client:
            saved = await client.call_tool("memory_save", {"content": "Alice parks on level 3"})
            await client.call_tool("memory_recall", {"query": "parking"})
            await client.call_tool("memory_get", {"memory_id": world.bob_memory["id"]})
            return saved

    saved = body(run(scenario))

    key = ApiKey.objects.get(user__username="alice", rules__contains=["memory.manage"])
    # Over /mcp the row is written once the answer has been sent: the last one may trail it.
    deadline = time.monotonic() + 10
    while AuditEvent.objects.filter(action="mcp_call").count() < 3:
        assert time.monotonic() < deadline, "an mcp_call row was never written"
        time.sleep(0.05)
    calls = list(AuditEvent.objects.filter(action="mcp_call").order_by("id"))
    assert [(e.detail["tool"], e.detail["status"]) for e in calls] == [
        ("memory_save", 201), ("memory_recall", 200), ("memory_get", 404),
    ]  # fmt: skip
    assert {e.api_key_id for e in calls} == {key.pk}
    assert str(calls[0].memory_id) == saved["id"]


def test_rate_limit_and_write_cap_apply_as_over_rest(served_app, world) -> None:
    ApiKey.objects.filter(user__username="alice").update(rate_limit_per_minute=3, write_cap=1)

    async def scenario() -> Any:
        async with mcp_session(served_app, "http", world.alice_key) as client:
            first = await client.call_tool(
                "memory_save", {"content": "Run note one", "source_run": "r1"}
            )
            second = await client.call_tool(
                "memory_save", {"content": "Run note two", "source_run": "r1"}
            )
            await client.call_tool("memory_list", {})
            limited = await client.call_tool("memory_list", {})
            return first, second, limited

    first, second, limited = run(scenario)

    assert not first.is_error
    assert second.is_error
    assert body(second)["error"]["code"] == "rate_limited"
    assert "write cap" in body(second)["error"]["message"]
    assert limited.is_error
    assert body(limited)["error"]["code"] == "rate_limited"
    assert limited.meta is not None
    assert limited.meta["retry_after"] >= 1


def test_idempotent_write_tools_change_nothing_the_second_time(served_app, world) -> None:
    async def scenario() -> Any:
        async with mcp_session(served_app, "http", world.alice_key) as client:
            memory = body(await client.call_tool("memory_save", {"content": "Alice uses vim"}))
            out = {}
            for name, args in {
                "memory_update": {"memory_id": memory["id"], "tags": ["editor"]},
                "memory_forget": {"memory_id": memory["id"]},
                "memory_restore": {"memory_id": memory["id"]},
                "relation_assert": {"subject": {"name": "Alice"}, "predicate": "uses",
                                    "object": {"name": "vim"}},
                "conversation_start": {"external_id": "chat-1", "title": "Editors"},
            }.items():  # fmt: skip
                out[name] = [body(await client.call_tool(name, args)) for _ in range(2)]
            chat = out["conversation_start"][0]["id"]
            out["conversation_clear"] = [
                body(await client.call_tool("conversation_clear", {"conversation_id": chat}))
                for _ in range(2)
            ]
            out["conversation_end"] = [
                body(await client.call_tool("conversation_end", {"conversation_id": chat}))
                for _ in range(2)
            ]
            tools = {t.name: t for t in (await client.list_tools()).tools}
            claimed = {name for name, t in tools.items() if t.annotations.idempotent_hint}
            return out, claimed

    out, claimed = run(scenario)

    assert claimed - READ_TOOLS == set(out)  # every write tool that claims it is checked here
    for name, (once, twice) in out.items():
        assert "error" not in twice, name
        once.pop("updated_at", None), twice.pop("updated_at", None)
        if name == "relation_assert":
            assert once["relation"] == twice["relation"]
            assert twice["created"] is False
        else:
            assert once == twice, name


def test_mcp_endpoint_needs_a_valid_key_and_answers_in_the_error_shape(served_app, world) -> None:
    message = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
    with httpx.Client(base_url=served_app.url, timeout=30) as http:
        missing = http.post("/mcp", json=message)
        wrong = http.post("/mcp", json=message, headers={"Authorization": "Bearer ml_nope"})
        stream = http.get("/mcp", headers={"Authorization": f"Bearer {world.alice_key}"})

    assert missing.status_code == 401
    # An OAuth client discovers how to sign in from this challenge (RFC 9728).
    assert missing.headers["WWW-Authenticate"] == (
        f'Bearer resource_metadata="{served_app.url}/.well-known/oauth-protected-resource/mcp"'
    )
    assert missing.json()["error"]["code"] == "not_authenticated"
    assert wrong.status_code == 401
    assert wrong.json()["error"]["message"] == "Malformed API key."
    assert stream.status_code == 405
    assert stream.headers["Allow"] == "POST"


def test_list_profiles_names_what_the_key_can_use(served_app, world) -> None:
    alice = ApiKey.objects.filter(user__username="alice").first().user
    other = ProjectFactory(slug="zephyr", name="Zephyr")
    ProjectMembership.objects.create(project=other, user=alice)
    MemoryFactory(owner=alice, scope="project", project=other, content="Zephyr ships Fridays")
    atlas = Project.objects.get(slug="atlas")
    MemoryFactory(owner=alice, scope="project", project=atlas, content="Atlas runs on Postgres")
    empty = ProjectFactory(slug="quiet", name="Quiet")  # a project holding no memory is not listed
    ProjectMembership.objects.create(project=empty, user=alice)
    bound_key = api_key_for(alice, project=Project.objects.get(slug="zephyr"))[1]

    async def scenario() -> Any:
        async with mcp_session(served_app, "http", world.alice_key) as client:
            everything = await client.call_tool("memory_list_profiles", {})
        async with mcp_session(served_app, "http", bound_key) as client:
            bound = await client.call_tool("memory_list_profiles", {})
        return everything, bound

    everything, bound = run(scenario)

    assert body(everything)["results"] == [
        {"scope": "project", "scope_ref": "atlas", "name": "Atlas"},
        {"scope": "project", "scope_ref": "zephyr", "name": "Zephyr"},
    ]
    assert body(bound)["results"] == [{"scope": "project", "scope_ref": "zephyr", "name": "Zephyr"}]
    with rest(served_app, bound_key) as http:
        assert http.get("profiles").json() == body(bound)


def test_stdio_calls_pass_the_sites_host_and_https_rules(served_app, world) -> None:
    """A production install allows only its own host and redirects to HTTPS; stdio calls must
    be neither refused (DisallowedHost) nor redirected, and their links name that host."""
    env = {**served_app.env, "DJANGO_ALLOWED_HOSTS": "memory.example.test", "DJANGO_SECURE": "true"}
    app = ServedApp(url=served_app.url, env=env, process=served_app.process)

    async def scenario() -> Any:
        async with mcp_session(app, "stdio", world.bob_key) as client:
            await client.call_tool("memory_save", {"content": "Bob waters the plants on sunday"})
            return await client.call_tool("memory_list", {"limit": 1})

    listing = run(scenario)

    assert not listing.is_error, body(listing)
    assert body(listing)["next"].startswith("https://memory.example.test/api/v1/memories?")


def test_concurrent_calls_over_http_each_get_their_own_answer(served_app, world) -> None:
    """Parallel POSTs share the process's one MCP event loop and the web threads: each call
    still gets its own result (no crossed answers, no stall)."""
    contents = [
        "Alice's sister lives in Porto", "The staging database is rebuilt every Sunday",
        "Alice reviews pull requests before lunch", "The office plants need water on Fridays",
        "Invoices go out on the first working day", "Alice's bicycle is a green Brompton",
        "The printer on floor two jams with thick paper", "Team retro happens every other Tuesday",
    ]  # fmt: skip

    async def scenario() -> Any:
        async with mcp_session(served_app, "http", world.alice_key) as client:
            results: list[Any] = [None] * len(contents)

            async def save(n: int) -> None:
                results[n] = await client.call_tool("memory_save", {"content": contents[n]})

            async with anyio.create_task_group() as group:
                for n in range(len(contents)):
                    group.start_soon(save, n)
            return results

    results = run(scenario)

    assert [body(result)["content"] for result in results] == contents
    assert len({body(result)["id"] for result in results}) == len(contents)
