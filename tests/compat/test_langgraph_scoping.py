"""The scoping matrix on the LangGraph store routes: every kind of key (mem0's matrix's
principals) against one item of the acme tenant, through every route and the batch route.
What a key may not read answers exactly like a missing item; a namespace naming a project,
persona or person not the key's answers like an unknown one; writes need `memory.manage` and
the write rule."""

from __future__ import annotations

import httpx
import pytest

from memories.models import Memory, Persona, Project
from tests.compat.test_mem0_scoping import MATRIX, keys  # noqa: F401 - the principals
from tests.palace.mcp.conftest import ServedApp

pytestmark = pytest.mark.django_db(transaction=True)
NS = ["memories", "alice-123"]


def _http(app: ServedApp, key: str) -> httpx.Client:
    return httpx.Client(
        base_url=f"{app.url}/langgraph/store", headers={"x-api-key": key}, timeout=120
    )


def _put(http: httpx.Client, value: dict[str, str], namespace: list[str] = NS) -> httpx.Response:
    return http.put("/items", json={"namespace": namespace, "key": "allergy", "value": value})


def _get(http: httpx.Client, namespace: list[str] = NS) -> httpx.Response:
    return http.get("/items", params={"namespace": ".".join(namespace), "key": "allergy"})


def test_every_key_reaches_exactly_what_it_may(
    served_app: ServedApp,
    keys: dict[str, str],  # noqa: F811 - the fixture imported above
) -> None:
    with _http(served_app, keys["acme"]) as owner:
        assert _put(owner, {"content": "allergic to shellfish"}).status_code == 204
    row = Memory.objects.get(tags__contains=["langgraph"])

    for name, (reads, changes, adds) in MATRIX.items():
        with _http(served_app, keys[name]) as http:
            got = _get(http)
            search = http.post("/items/search", json={"namespace_prefix": ["memories"]})
            listed = http.post("/namespaces", json={})
            batch = http.post(
                "/batch", json={"ops": [{"op": "get", "namespace": NS, "key": "allergy"}]}
            )
            if name == "acme_manage_only":  # no memory.read: every read is refused
                statuses = {got.status_code, search.status_code, listed.status_code}
                assert statuses | {batch.status_code} == {403}, name
            else:
                seen = got.json() is not None if got.content else False
                assert seen == reads, name
                assert (len(search.json()["items"]) == 1) == reads, name
                assert (NS in listed.json()["namespaces"]) == reads, name
                assert (batch.json()["results"][0] is not None) == reads, name
                if not reads:  # exactly like a missing item
                    missing = http.get(
                        "/items", params={"namespace": "memories.nobody", "key": "x"}
                    )
                    assert (got.status_code, got.content) == (missing.status_code, missing.content)

            changed = _put(http, {"content": f"changed by {name}"})
            if changes:
                assert changed.status_code == 204, (name, changed.text)
            elif reads or name == "acme_read_only":
                assert changed.status_code == 403, (name, changed.text)
                assert "detail" in changed.json()
            else:  # it cannot see acme's item: its put makes its own, in its own scope
                assert (changed.status_code == 204) == adds, (name, changed.text)
            # The batch route applies the same rules: the same put, one op of a batch.
            op = {"op": "put", "namespace": NS, "key": "allergy"}
            batched = http.post(
                "/batch", json={"ops": [{**op, "value": {"content": f"changed by {name}"}}]}
            )
            assert batched.status_code == (200 if changed.status_code == 204 else 403), name
            if not changes:
                refused = http.request("DELETE", "/items", json={"namespace": NS, "key": "allergy"})
                assert refused.status_code in (204, 403), name
            added = http.put(
                "/items", json={"namespace": ["notes", name], "key": "k", "value": {"a": 1}}
            )
            assert (added.status_code == 204) == adds, (name, added.text)

    row.refresh_from_db()
    assert row.status == "active"  # nobody without the write rule removed it
    assert row.metadata["value"]["content"].startswith("changed by")
    assert row.metadata["value"]["content"] in {
        "changed by acme",
        "changed by acme_manage_only",
        "changed by alice_personal",
    }
    # globex's and carol's puts made their own items, which acme's key never meets.
    with _http(served_app, keys["acme"]) as owner:
        listed = owner.post("/items/search", json={"namespace_prefix": NS}).json()["items"]
        assert [item["value"]["content"] for item in listed] == [row.metadata["value"]["content"]]


def test_a_namespace_naming_a_scope_not_the_keys_answers_like_an_unknown_one(
    served_app: ServedApp,
    keys: dict[str, str],  # noqa: F811
) -> None:
    Persona.objects.create(slug="helper", name="Helper")
    with _http(served_app, keys["acme"]) as owner:
        assert _put(owner, {"content": "acme's"}, ["project:acme", "notes"]).status_code == 204
    row = Memory.objects.get(tags__contains=["langgraph"])
    assert (row.scope, row.project.slug if row.project else None) == ("project", "acme")

    with _http(served_app, keys["carol_personal"]) as carol:
        unknown = _put(carol, {"content": "x"}, ["project:nowhere", "notes"])
        theirs = _put(carol, {"content": "x"}, ["project:acme", "notes"])
        persona = _put(carol, {"content": "x"}, ["persona:helper", "notes"])
        person = _put(carol, {"content": "x"}, ["user:alice", "notes"])
        assert unknown.status_code == 400
        for answer in (theirs, persona, person):
            assert (answer.status_code, answer.json()["error"]["fields"]) == (
                400,
                unknown.json()["error"]["fields"],
            )
        assert (
            _get(carol, ["project:acme", "notes"]).content
            == _get(carol, ["project:nowhere", "notes"]).content
        )
        mine = _put(carol, {"content": "carol's own"}, ["user:carol", "notes"])
        assert mine.status_code == 204
    assert Memory.objects.filter(tags__contains=["langgraph"], scope="user").count() == 1
    assert Project.objects.filter(slug="nowhere").count() == 0


def test_a_removed_members_key_reaches_nothing_and_changes_nothing(
    served_app: ServedApp, acme: Project
) -> None:
    from tests.compat.conftest import project_key
    from tests.factories import UserFactory
    from tests.factories.memories import ProjectMembershipFactory

    dave = UserFactory(username="dave")
    membership = ProjectMembershipFactory(project=acme, user=dave)
    with _http(served_app, project_key(acme, "dave")) as http:
        assert _put(http, {"content": "takes the 7:40 train"}).status_code == 204
        membership.delete()  # removed from acme: the key's binding no longer holds
        answers = [
            _get(http),
            http.post("/items/search", json={"namespace_prefix": ["memories"]}),
            http.post("/namespaces", json={}),
            _put(http, {"content": "changed"}),
            http.request("DELETE", "/items", json={"namespace": NS, "key": "allergy"}),
            http.post("/batch", json={"ops": [{"op": "get", "namespace": NS, "key": "allergy"}]}),
        ]
    for answer in answers:
        assert answer.status_code in (401, 403), (answer.request.url, answer.text)
        assert "7:40" not in answer.text
    stored = Memory.objects.get(tags__contains=["langgraph"])
    assert (stored.status, stored.content) == ("active", "takes the 7:40 train")
