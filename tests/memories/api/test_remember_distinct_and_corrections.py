"""POST /memories never merges distinct facts, and a correction supersedes.

The invoice pair is the one that was overwritten in place (200, same id) before the veto.
"""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from memories.models import Memory, Status
from tests.memories.api.conftest import MEMORIES_URL, World, memory_url


def _remember(client: APIClient, content: str, **extra: object) -> tuple[int, dict[str, object]]:
    response = client.post(MEMORIES_URL, {"content": content, **extra}, format="json")
    assert response.status_code in (200, 201), response.content
    return response.status_code, response.json()


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Invoice INV-2024-0042 paid 2024-03-01", "INV-2024-0043 paid 2024-03-05"),
        ("Invoice INV-2024-0042 paid 2024-03-01", "Invoice INV-2024-0043 paid 2024-03-01"),
        ("Invoice INV-2024-0042 paid 2024-03-01", "Invoice INV-2024-0042 paid 2024-03-05"),
        ("The Lisbon offsite costs $12,400", "The Lisbon offsite costs $14,200"),
        (
            "Dana owns the billing service on-call rota",
            "Omar owns the billing service on-call rota",
        ),
        ("The staging cluster runs 12 nodes", "The staging cluster runs 16 nodes"),
        ("Alice eats meat at team dinners", "Alice doesn't eat meat at team dinners"),
    ],
)
def test_memories_differing_in_a_distinguishing_fact_are_both_kept(
    world: World, alice_api: APIClient, first: str, second: str
) -> None:
    status_a, a = _remember(alice_api, first)
    status_b, b = _remember(alice_api, second)
    assert (status_a, status_b) == (201, 201)
    assert b["deduplicated"] is False
    assert b["superseded"] is None
    assert a["id"] != b["id"]
    assert Memory.objects.get(pk=a["id"]).content == first
    assert Memory.objects.get(pk=a["id"]).status == Status.ACTIVE


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Invoice INV-2024-0042 paid 2024-03-01", "invoice inv-2024-0042 paid 2024-03-01."),
        ("Invoice INV-2024-0042 paid 2024-03-01", "Invoice INV-2024-0042 paid on 1 March 2024"),
        ("Please note: Omar prefers email over Slack", "Omar prefers email over Slack"),
        ("The staging cluster runs 12 nodes", "The staging cluster runs twelve nodes."),
    ],
)
def test_a_true_restatement_is_still_deduplicated(
    world: World, alice_api: APIClient, first: str, second: str
) -> None:
    _status, a = _remember(alice_api, first)
    status, b = _remember(alice_api, second)
    assert status == 200
    assert b["deduplicated"] is True
    assert b["id"] == a["id"]


def test_a_correction_supersedes_and_keeps_the_old_version_in_history(
    world: World, alice_api: APIClient
) -> None:
    _status, old = _remember(alice_api, "The van's house battery is 24Ah")
    status, new = _remember(alice_api, "The van's house battery is now 30Ah")
    assert status == 201
    assert new["deduplicated"] is False
    assert new["superseded"] == old["id"]
    assert new["id"] != old["id"]

    old_now = alice_api.get(memory_url(old["id"])).json()
    assert old_now["status"] == "archived"
    assert old_now["superseded_by"] == new["id"]
    assert old_now["content"] == "The van's house battery is 24Ah"

    history = alice_api.get(memory_url(new["id"], "history")).json()
    assert [(r["content"], r["reason"]) for r in history["results"]] == [
        ("The van's house battery is 24Ah", "supersede")
    ]
    # The successor is what recall sees; the old one stays reachable by id and history.
    assert Memory.objects.filter(status=Status.ACTIVE, content__contains="battery").count() == 1


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("The v1 search API serves recall requests", "The v1 search API was deprecated"),
        ("Omar drinks coffee every morning", "Omar no longer drinks coffee"),
        ("The standup is at 9:30", "Actually the standup is at 10:00"),
        ("The default branch is main", "The default branch changed to trunk"),
    ],
)
def test_correction_cues_supersede_the_memory_about_the_same_subject(
    world: World, alice_api: APIClient, first: str, second: str
) -> None:
    _status, old = _remember(alice_api, first)
    _status, new = _remember(alice_api, second)
    assert new["superseded"] == old["id"]
    assert Memory.objects.get(pk=old["id"]).superseded_by_id is not None


def test_a_cue_about_another_subject_supersedes_nothing(world: World, alice_api: APIClient) -> None:
    _status, old = _remember(alice_api, "Omar drinks green tea in the afternoon")
    _status, new = _remember(alice_api, "The build server now has 64 GB of memory")
    assert new["superseded"] is None
    assert Memory.objects.get(pk=old["id"]).status == Status.ACTIVE
