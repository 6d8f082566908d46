"""BM25's term statistics: kept exact by the database on every kind of write, compacted without
changing a count, selected by the one visibility rule, and the rare-term gate returns exactly
the ranking of scoring every match."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any

import pytest
from django.db import connection, transaction

from memories.models import Memory
from memories.retrieval.bm25 import bm25_search, bm25_statement, class_statistics_sql
from memories.retrieval.types import RecallFilters
from memories.retrieval.visible import VisibleSet, recall_queryset
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


def _bounds(principal: Principal) -> dict[str, tuple[int, int]]:
    """Each lexeme's (most occurrences in one record, shortest record) as BM25 reads them."""
    stats, deltas, params = class_statistics_sql(principal)
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT lexeme, max(max_tf), min(min_length) FROM (SELECT * FROM ({stats}) s"
            f" UNION ALL SELECT * FROM ({deltas}) d) c WHERE lexeme <> '' GROUP BY lexeme"
            " HAVING sum(df) > 0",
            params,
        )
        return {lexeme: (int(tf), int(size)) for lexeme, tf, size in cursor.fetchall()}


def _measured_bounds(principal: Principal) -> dict[str, tuple[int, int]]:
    """The same measured on the active records `principal` may see."""
    visible = list(
        memories_visible_to(principal)
        .filter(status="active")
        .exclude(scope="session")
        .values_list("id", flat=True)
    )
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT u.lexeme, max(coalesce(array_length(u.positions, 1), 1)),"
            " min(length(m.search_vector)) FROM memories_memory m, unnest(m.search_vector) u"
            " WHERE m.id = ANY(%s) GROUP BY u.lexeme",
            [visible],
        )
        return {lexeme: (int(tf), int(size)) for lexeme, tf, size in cursor.fetchall()}


def test_score_bounds_hold_every_record_through_writes_and_rebuild_exactly(
    alice: Any, bob: Any
) -> None:
    as_alice = principal_for_user(alice)
    short = Memory.objects.get(pk=MemoryFactory(owner=alice, content="kafka kafka kafka lag").pk)
    MemoryFactory(owner=alice, content="The kafka consumer in billing lags on Mondays")
    MemoryFactory(owner=bob, content="kafka kafka kafka kafka kafka")  # not alice's
    assert _bounds(as_alice) == _measured_bounds(as_alice)
    assert _bounds(as_alice)["kafka"] == (3, 2)

    short.content = "Kafka lag alerts page the billing on-call engineer"
    short.save()  # the record that set both bounds changes
    _compact()
    kept, measured = _bounds(as_alice), _measured_bounds(as_alice)
    assert set(kept) >= set(measured)
    for lexeme, (tf, size) in measured.items():
        assert kept[lexeme][0] >= tf, lexeme  # still bounds
        assert kept[lexeme][1] <= size, lexeme
    assert kept["kafka"] == (3, 2)  # stale, never tighter than a record

    with connection.cursor() as cursor:
        cursor.execute("SELECT memories_term_rebuild()")
    assert _bounds(as_alice) == _measured_bounds(as_alice)
    assert _bounds(as_alice)["kafka"] == (1, 5)


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


def _gate_matches_full_scoring(principal: Principal, queries: list[str]) -> int:
    """The gated ranking is the ranking of scoring every match: same ids, same order, same
    scores, for several limits. Returns how many searches the gate settled alone."""
    qs = recall_queryset(principal=principal, filters=RecallFilters())
    settled = 0
    for query in queries:
        for limit in (3, 10):
            full = bm25_search(  # every match is scored
                VisibleSet(qs), principal=principal, query=query, limit=limit, gate=False
            )
            gated = bm25_search(VisibleSet(qs), principal=principal, query=query, limit=limit)
            assert [row[0] for row in gated.rows] == [row[0] for row in full.rows], query
            for (_, a, _), (_, b, _) in zip(gated.rows, full.rows, strict=True):
                assert a == pytest.approx(b, rel=1e-9)
            assert not full.gated
            settled += gated.gated
    return settled


def test_the_rare_term_gate_returns_exactly_the_full_ranking(alice: Any, settings: Any) -> None:
    rng = random.Random(7)
    common = ["service", "team", "deploy", "weekly", "note"]
    rare = [f"topic{n}" for n in range(60)]
    for _ in range(300):
        words = rng.sample(common, 3) + rng.sample(rare, rng.choice([0, 1, 2]))
        MemoryFactory(owner=alice, content=" ".join(words))
    settings.RECALL_BM25_COMMON_FRACTION = 0.05
    settled = _gate_matches_full_scoring(
        principal_for_user(alice),
        ["service topic3", "weekly deploy topic7 topic9", "team note", "topic11"],
    )
    assert settled >= 4


def test_the_pair_gate_returns_exactly_the_full_ranking(alice: Any, settings: Any) -> None:
    """Queries of common words only: the gate holds the records with two of them, and a record
    with one scores at most that word's bound (occurrences and lengths vary, so the bounds are
    not trivial), and a repeated word or a short record can still win."""
    rng = random.Random(11)
    common = ["billing", "service", "deploy", "outage", "kafka", "owner", "weekly", "review"]
    filler = [f"filler{n}" for n in range(30)]
    for _ in range(400):
        words = rng.sample(common, rng.choice([1, 1, 2, 3])) + rng.sample(filler, rng.randint(0, 8))
        if rng.random() < 0.1:
            words += [words[0]] * rng.randint(1, 3)  # a repeated word
        rng.shuffle(words)
        MemoryFactory(owner=alice, content=" ".join(words))
    settings.RECALL_BM25_COMMON_FRACTION = 0.05
    settled = _gate_matches_full_scoring(
        principal_for_user(alice),
        ["who owns billing", "billing service outage", "deploy kafka weekly review", "outage"],
    )
    assert settled >= 3  # the pairs settle most; a one-word query never can


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


def test_the_weights_are_read_by_class_and_query_word_compacted_or_not(alice: Any) -> None:
    """BM25 reads the statistics rows of the caller's classes for the query's words only, from
    both tables through their (class, lexeme) indexes: neither every word of a class nor every
    row appended since the last compaction (tens of thousands in a busy minute)."""
    for n in range(5):
        MemoryFactory(owner=alice, content=f"billing outage in kafka {n}")
    as_alice = principal_for_user(alice)
    qs = recall_queryset(principal=as_alice, filters=RecallFilters())
    sql, params = bm25_statement(VisibleSet(qs), as_alice, "kafka", 5)
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")  # small tables: ask what *can* serve
        cursor.execute("EXPLAIN " + sql, params)
        plan = "\n".join(row[0] for row in cursor.fetchall())
    assert "Seq Scan on memories_termstatistic" not in plan  # neither table read whole
    lines = plan.splitlines()
    for table in ("memories_termstatistic ", "memories_termstatisticdelta "):
        at = next(n for n, line in enumerate(lines) if f"on {table}" in line + " ")
        below = "\n".join(lines[at : at + 12])
        assert "Index Cond" in below, plan
        assert "lexeme = ANY" in below.split("Index Cond", 1)[1], plan
