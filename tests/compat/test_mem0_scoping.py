"""The scoping matrix on the mem0 routes: every kind of key against one end user's memory of
the acme tenant. A subject id never reaches another tenant's rows; what a key may not read
answers byte for byte like a missing id; writes need `memory.manage` and the write rule."""

from __future__ import annotations

import uuid

import httpx
import pytest
from django.contrib.auth import get_user_model

from memories.models import ApiKey, Memory, Project
from tests.compat.conftest import project_key
from tests.factories import UserFactory
from tests.factories.memories import ProjectMembershipFactory, api_key_for
from tests.palace.mcp.conftest import ServedApp

pytestmark = pytest.mark.django_db(transaction=True)
MISSING = str(uuid.uuid4())


def _http(app: ServedApp, key: str) -> httpx.Client:
    return httpx.Client(
        base_url=f"{app.url}/mem0", headers={"Authorization": f"Token {key}"}, timeout=120
    )


def _add(http: httpx.Client, text: str, user_id: str) -> str:
    answer = http.post(
        "/v3/memories/add/",
        json={"messages": text, "filters": {"user_id": user_id}, "infer": False},
    )
    assert answer.status_code == 200, answer.text
    return str(answer.json()["results"][0]["id"])


@pytest.fixture
def keys(served_app: ServedApp, acme: Project) -> dict[str, str]:
    """alice manages acme; bob is a member of acme (not a manager) and of globex; carol of
    nothing."""
    users = get_user_model().objects
    alice = users.get(username="alice")
    bob, carol = UserFactory(username="bob"), UserFactory(username="carol")
    ProjectMembershipFactory(project=acme, user=bob)
    globex = Project.objects.create(slug="globex", name="Globex")
    ProjectMembershipFactory(project=globex, user=bob, can_manage=True)
    return {
        "acme": project_key(acme),
        "acme_read_only": project_key(acme, rules=("memory.read",)),
        "acme_manage_only": project_key(acme, rules=("memory.manage",)),
        "acme_bob": project_key(acme, "bob"),
        "globex_bob": project_key(globex, "bob"),
        "alice_personal": api_key_for(alice)[1],
        "carol_personal": api_key_for(carol)[1],
    }


# principal → (reads the acme row, may change it, may add)
MATRIX = {
    "acme": (True, True, True),
    "acme_read_only": (True, False, False),
    "acme_manage_only": (False, True, True),
    "acme_bob": (True, False, True),
    "globex_bob": (False, False, True),
    "alice_personal": (True, True, True),
    "carol_personal": (False, False, True),
}


def test_every_key_reaches_exactly_what_it_may(served_app: ServedApp, keys: dict[str, str]) -> None:
    with _http(served_app, keys["acme"]) as owner:
        row = _add(owner, "I am allergic to shellfish", "alice-123")
    with _http(served_app, keys["globex_bob"]) as other_tenant:
        theirs = _add(other_tenant, "I am allergic to pollen", "alice-123")

    for name, (reads, changes, adds) in MATRIX.items():
        with _http(served_app, keys[name]) as http:
            by_user = {"filters": {"user_id": "alice-123"}}
            listed = http.post("/v3/memories/", json=by_user)
            found = http.post("/v3/memories/search/", json={"query": "allergic", **by_user})
            entities = http.get("/v1/entities/")
            if name == "acme_manage_only":  # no memory.read: every read is refused
                assert {listed.status_code, found.status_code, entities.status_code} == {403}
            else:
                listed_ids = {m["id"] for m in listed.json()["results"]}
                found_ids = {m["id"] for m in found.json()["results"]}
                assert (row in listed_ids, row in found_ids) == (reads, reads), name
                # The same user_id in another tenant is another person: never reached.
                assert (theirs in listed_ids) == (name == "globex_bob"), name
                assert (theirs in found_ids) == (name == "globex_bob"), name
            for path in (f"/v1/memories/{row}/", f"/v1/memories/{row}/history/"):
                answer, missing = http.get(path), http.get(path.replace(row, MISSING))
                if reads:
                    assert answer.status_code == 200, (name, path)
                elif name != "acme_manage_only":
                    assert (answer.status_code, answer.content) == (404, missing.content), name
            update = http.put(f"/v1/memories/{row}/", json={"metadata": {"seen_by": name}})
            feedback = http.post("/v1/feedback/", json={"memory_id": row, "feedback": "POSITIVE"})
            for answer in (update, feedback):
                if changes:
                    assert answer.status_code == 200, (name, answer.text)
                elif reads:
                    assert answer.status_code == 403, (name, answer.text)
                    assert "detail" in answer.json()
                else:
                    missing_update = http.put(f"/v1/memories/{MISSING}/", json={"metadata": {}})
                    assert answer.status_code in (403, 404), name
                    if answer.status_code == 404:
                        assert answer.content == missing_update.content or "detail" in answer.json()
            added = http.post(
                "/v3/memories/add/",
                json={"messages": f"note by {name}", "filters": {"user_id": "z"}, "infer": False},
            )
            assert (added.status_code == 200) == adds, (name, added.text)
            if not changes:
                refused = http.delete(f"/v1/memories/{row}/")
                assert refused.status_code in (403, 404), name
                http.delete("/v1/memories/", params={"user_id": "alice-123"})
    assert Memory.objects.filter(pk=row, status="active").exists()  # nobody else removed it
    with _http(served_app, keys["acme"]) as owner:
        assert owner.delete(f"/v1/memories/{row}/").status_code == 200
        assert owner.get(f"/v1/memories/{row}/").status_code == 404
    # globex_bob's delete by the same user_id forgot its own tenant's row, and only that one.
    assert Memory.objects.get(pk=theirs).status == "archived"


def test_a_personal_key_keeps_end_users_within_its_persons_own_memories(
    served_app: ServedApp, keys: dict[str, str]
) -> None:
    with _http(served_app, keys["carol_personal"]) as carol:
        mine = _add(carol, "I play the cello", "alice-123")
        assert carol.get(f"/v1/memories/{mine}/").json()["user_id"] == "alice-123"
    row = Memory.objects.get(pk=mine)
    assert (row.scope, row.project_id, row.subject) == ("user", None, ["user_id:alice-123"])
    with _http(served_app, keys["alice_personal"]) as alice:
        listed = alice.post("/v3/memories/", json={"filters": {"user_id": "alice-123"}})
        assert mine not in {m["id"] for m in listed.json()["results"]}


def test_too_many_requests_answer_429_with_retry_after(
    served_app: ServedApp, keys: dict[str, str]
) -> None:
    ApiKey.objects.filter(name="test key").update(rate_limit_per_minute=2)
    with _http(served_app, keys["acme"]) as http:
        answers = [http.get("/v1/ping/") for _ in range(3)]
    assert [a.status_code for a in answers] == [200, 200, 429]
    assert int(answers[2].headers["Retry-After"]) >= 1
    assert "detail" in answers[2].json()


def test_a_removed_members_key_reaches_nothing_and_changes_nothing(
    served_app: ServedApp, acme: Project
) -> None:
    dave = UserFactory(username="dave")
    membership = ProjectMembershipFactory(project=acme, user=dave)
    key = project_key(acme, "dave")
    with _http(served_app, key) as http:
        row = _add(http, "I take the 7:40 train", "dave-1")
        membership.delete()  # removed from acme: the key's binding no longer holds
        by_user = {"filters": {"user_id": "dave-1"}}
        answers = [
            http.post("/v3/memories/", json=by_user),
            http.post("/v3/memories/search/", json={"query": "train", **by_user}),
            http.get(f"/v1/memories/{row}/"),
            http.put(f"/v1/memories/{row}/", json={"metadata": {"seen": True}}),
            http.delete(f"/v1/memories/{row}/"),
            http.post(
                "/v3/memories/add/",
                json={"messages": "one more", "filters": {"user_id": "dave-1"}, "infer": False},
            ),
        ]
    for answer in answers:
        assert answer.status_code in (401, 403), (answer.request.url, answer.text)
        assert "detail" in answer.json()
        assert "7:40" not in answer.text
    stored = Memory.objects.get(pk=row)
    assert (stored.status, stored.metadata.get("seen")) == ("active", None)
    assert not Memory.objects.filter(content="one more").exists()
