"""BM25's term statistics: kept exact by the database on every kind of write, compacted without
changing a count, selected by the one visibility rule, and the rare-term gate returns exactly
the ranking of scoring every match."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any

import pytest
from django.db import connection

from memories.models import Memory
from memories.retrieval.bm25 import bm25_search, class_statistics_sql
from memories.retrieval.candidates import RecallFilters, recall_queryset
from memories.retrieval.visible import VisibleSet
from memories.scoping import Principal, memories_visible_to, principal_for_user
from memories.tasks import compact_term_statistics
from tests.factories.memories import (
    MemoryFactory,
    PersonaFactory,
    ProjectFactory,
    ProjectMembershipFactory,
)

pytestmark = pytest.mark.django_db


def _kept(principal: Principal) -> Counter[str]:
    """Document frequencies (and '' the record count) as BM25 reads them for `principal`."""
    stats, deltas, params = class_statistics_sql(principal)
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT lexeme, sum(df) FROM (SELECT lexeme, df FROM ({stats}) s"
            f" UNION ALL SELECT lexeme, df FROM ({deltas}) d) c GROUP BY lexeme",
            params,
        )
        return Counter({lexeme: int(df) for lexeme, df in cursor.fetchall() if df})


def _recounted(principal: Principal) -> Counter[str]:
    """The same counted afresh from the active records `principal` may see."""
    visible = list(
        memories_visible_to(principal)
        .filter(status="active")
        .exclude(scope="session")
        .values_list("id", flat=True)
    )
    counts: Counter[str] = Counter()
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT lexeme, count(*) FROM memories_memory m,"
            " unnest(tsvector_to_array(m.search_vector)) lexeme"
            " WHERE m.id = ANY(%s) GROUP BY lexeme",
            [visible],
        )
        counts.update({lexeme: int(n) for lexeme, n in cursor.fetchall()})
    if visible:
        counts[""] = len(visible)
    return counts


def _compact() -> int:
    return compact_term_statistics.apply().get()  # the beat task, run here


def test_every_kind_of_write_keeps_the_counts_exact(alice: Any, bob: Any) -> None:
    project = ProjectFactory(slug="apollo")
    ProjectMembershipFactory(project=project, user=alice)
    persona = PersonaFactory(slug="helper")
    persona.members.add(alice)
    MemoryFactory(owner=bob, scope="persona", persona=persona, content="Answer in short lines")
    mine = Memory.objects.get(
        pk=MemoryFactory(owner=alice, content="Pottery class on Saturday mornings").pk
    )
    shared = MemoryFactory(owner=bob, scope="global", content="The billing service runs Kafka")
    team = MemoryFactory(
        owner=bob, scope="project", project=project, content="Apollo deploys on Fridays"
    )
    MemoryFactory(owner=bob, content="Bob keeps a private pottery journal")
    as_alice = principal_for_user(alice)
    assert _kept(as_alice) == _recounted(as_alice)

    mine.content = "Pottery and glazing class on Sunday"
    mine.save()  # changed text
    shared.status = "archived"
    shared.save()  # leaves the active set
    team.scope, team.project = "user", None
    team.save()  # leaves alice's classes (now bob's own)
    MemoryFactory(owner=alice, content="Kafka consumer offsets are committed by hand")
    assert _kept(as_alice) == _recounted(as_alice)

    shared.status = "active"
    shared.save()  # restored
    mine.delete()
    assert _kept(as_alice) == _recounted(as_alice)
    before = _kept(as_alice)
    assert _compact() > 0
    assert _kept(as_alice) == before  # compaction folds, never changes a count
    assert _compact() == 0  # nothing left to fold


def test_other_peoples_text_never_reaches_the_weights(alice: Any, bob: Any) -> None:
    MemoryFactory(owner=alice, content="The quarterly report is late")
    for n in range(5):
        MemoryFactory(owner=bob, content=f"zeppelin zeppelin secret plan {n}")
    kept = _kept(principal_for_user(alice))
    assert "zeppelin" not in kept
    assert kept[""] == 1


def test_a_project_bound_key_counts_only_its_project_stamp(alice: Any) -> None:
    apollo, gemini = ProjectFactory(slug="apollo"), ProjectFactory(slug="gemini")
    for project in (apollo, gemini):
        ProjectMembershipFactory(project=project, user=alice)
    MemoryFactory(owner=alice, scope="global", project=gemini, content="gemini launch window")
    MemoryFactory(owner=alice, scope="global", project=apollo, content="apollo launch window")
    bound = dataclasses.replace(principal_for_user(alice), bound_project_id=apollo.id)
    kept = _kept(bound)
    assert "gemini" not in kept
    assert kept["apollo"] == 1
    assert kept == _recounted(bound)


def test_the_rare_term_gate_returns_exactly_the_full_ranking(alice: Any, settings: Any) -> None:
    rng = random.Random(7)
    common = ["service", "team", "deploy", "weekly", "note"]
    rare = [f"topic{n}" for n in range(60)]
    for _ in range(300):
        words = rng.sample(common, 3) + rng.sample(rare, rng.choice([0, 1, 2]))
        MemoryFactory(owner=alice, content=" ".join(words))
    as_alice = principal_for_user(alice)
    qs = recall_queryset(principal=as_alice, filters=RecallFilters())
    cases = [
        (query, limit)
        for query in ("service topic3", "weekly deploy topic7 topic9", "team note", "topic11")
        for limit in (3, 10)
    ]
    for query, limit in cases:
        settings.RECALL_BM25_COMMON_FRACTION = 0.0  # no term is rare: every match is scored
        full = bm25_search(VisibleSet(qs), principal=as_alice, query=query, limit=limit).rows
        settings.RECALL_BM25_COMMON_FRACTION = 0.05
        gated = bm25_search(VisibleSet(qs), principal=as_alice, query=query, limit=limit).rows
        assert [row[0] for row in gated] == [row[0] for row in full], query
        for (_, a, _), (_, b, _) in zip(gated, full, strict=True):
            assert a == pytest.approx(b, rel=1e-9)


def test_a_record_with_only_common_terms_still_wins_when_it_scores_higher(
    alice: Any, settings: Any
) -> None:
    """The gate must not settle for the rare term's matches when a record without it can score
    more: here short records repeating a fairly common word beat long ones naming the rare one."""
    filler = " ".join(f"word{n}" for n in range(40))
    for n in range(90):
        MemoryFactory(owner=alice, content=f"unrelated entry {n}")
    for n in range(9):
        MemoryFactory(owner=alice, content=f"billing billing billing {n}")
    for n in range(4):
        MemoryFactory(owner=alice, content=f"zephyr {filler} {n}")
    settings.RECALL_BM25_COMMON_FRACTION = 0.05
    as_alice = principal_for_user(alice)
    qs = recall_queryset(principal=as_alice, filters=RecallFilters())

    top = bm25_search(VisibleSet(qs), principal=as_alice, query="billing zephyr", limit=3).rows

    contents = set(
        Memory.objects.filter(id__in=[row[0] for row in top]).values_list("content", flat=True)
    )
    assert all(text.startswith("billing") for text in contents), contents
