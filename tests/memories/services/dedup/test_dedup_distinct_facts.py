"""Dedup never loses a distinct fact: a memory's kind, a number's unit or period, and a changed
qualifier keep two memories apart, in both embedder modes; a true restatement still merges."""

from __future__ import annotations

import pytest

from memories.models import Memory, Status
from memories.services.store.memory import memory_remember

KINDS = ["knowledge", "event", "entity", "relationship", "preference"]


@pytest.mark.django_db
def test_memories_differing_only_in_their_kind_word_keep_their_own_rows_and_kinds(alice_p, mode):
    written = [
        memory_remember(
            principal=alice_p,
            content=f"Atlas launch review with the platform, design and sales teams: {kind}",
            kind=kind,
        )
        for kind in KINDS
    ]
    assert [w.deduplicated for w in written] == [False] * 5, mode
    assert [w.memory.kind for w in written] == KINDS
    assert sorted(Memory.objects.values_list("kind", flat=True)) == sorted(KINDS)


@pytest.mark.django_db
def test_the_same_words_under_another_kind_are_their_own_memory(alice_p, mode):
    first = memory_remember(principal=alice_p, content="Quarterly planning", kind="knowledge")
    second = memory_remember(principal=alice_p, content="Quarterly planning", kind="event")
    assert second.deduplicated is False, mode
    assert second.superseded is None
    assert second.memory.kind == "event"
    first.memory.refresh_from_db()
    assert (first.memory.kind, first.memory.status) == ("knowledge", Status.ACTIVE)
    again = memory_remember(principal=alice_p, content="quarterly planning.", kind="event")
    assert (again.deduplicated, again.memory.pk) == (True, second.memory.pk)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "The API rate limit is 100 requests per minute",
            "The API rate limit is 100 requests per second",
        ),
        ("The bus comes every 10 minutes", "The bus comes every 10 hours"),
        ("Alice swims 2 km a day", "Alice swims 2 km a week"),
        ("The crawler sends 5 requests/second", "The crawler sends 5 requests/minute"),
        ("The quota is 50 GB per user", "The quota is 50 GB per team"),
    ],
)
def test_a_number_with_another_unit_or_period_is_another_fact(alice_p, mode, a, b):
    memory_remember(principal=alice_p, content=a)
    second = memory_remember(principal=alice_p, content=b)
    assert second.deduplicated is False, mode
    assert Memory.objects.filter(status=Status.ACTIVE).count() == 2


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "The VPN is required for production access",
            "The VPN is now required for staging access too",
        ),
        ("SSO is mandatory in production", "SSO is now mandatory in staging as well"),
        ("The office is closed on Sundays", "The office is now also closed on Saturdays"),
        ("Debug logging is on in development", "Debug logging is now on in staging"),
        ("The Berlin office opens at 8:00", "The Munich office now opens at 8:00"),
        ("Priya approves expenses for the design team", "Priya now approves expenses for Bob"),
    ],
)
def test_a_changed_qualifier_or_an_addition_keeps_the_first_fact_active(alice_p, mode, a, b):
    first = memory_remember(principal=alice_p, content=a)
    second = memory_remember(principal=alice_p, content=b)
    assert (second.deduplicated, second.superseded) == (False, None), mode
    first.memory.refresh_from_db()
    assert first.memory.status == Status.ACTIVE
    assert first.memory.superseded_by_id is None


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The deploy window is Tuesday at 10am", "Deploy window: Tuesdays, 10:00"),
        ("The API rate limit is 100 requests per minute", "API rate limit: 100 requests/minute"),
        ("Standup is at 9:15 on Mondays", "Standup: Monday, 9:15am"),
    ],
)
def test_a_restatement_in_another_format_still_merges(alice_p, mode, a, b):
    first = memory_remember(principal=alice_p, content=a)
    second = memory_remember(principal=alice_p, content=b)
    assert (second.deduplicated, second.memory.pk) == (True, first.memory.pk), mode
