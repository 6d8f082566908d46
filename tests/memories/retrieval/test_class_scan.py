"""BM25 searches within the caller's visibility classes: every active record's `class_term`
names a class the term statistics hold, the class scan returns exactly what the visibility rule
alone returns, for every kind of principal, and it runs through the class lexeme index."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from memories.models import Memory, SystemGrant
from memories.retrieval.bm25 import bm25_search, class_statistics_sql
from memories.retrieval.pipeline import memory_recall
from memories.retrieval.types import RecallFilters
from memories.retrieval.visible import VisibleSet, recall_queryset
from memories.scoping import Principal, principal_for_user
from tests.factories.memories import (
    MemoryFactory,
    PersonaFactory,
    ProjectFactory,
    ProjectMembershipFactory,
    SystemFactory,
)

pytestmark = pytest.mark.django_db

WORDS = ["kafka", "billing", "deploy", "friday", "pottery", "glaze", "offsets", "rollback"]
QUERIES = ["kafka offsets", "billing deploy friday", "pottery", "rollback glaze kafka", "friday"]


def _world(alice: Any, bob: Any) -> dict[str, Any]:
    """Rows in every class: alice's own and session rows, bob's own, a project, a persona and a
    system alice belongs to and ones she does not, global rows, one archived row."""
    rng = random.Random(11)
    apollo, gemini = ProjectFactory(slug="apollo"), ProjectFactory(slug="gemini")
    ProjectMembershipFactory(project=apollo, user=alice)
    ProjectMembershipFactory(project=gemini, user=bob)
    helper, other = PersonaFactory(slug="helper"), PersonaFactory(slug="other")
    helper.members.add(alice)
    ops, secret = SystemFactory(slug="ops"), SystemFactory(slug="secret")
    SystemGrant.objects.create(system=ops, user=alice)
    classes: list[dict[str, Any]] = [
        {"owner": alice},
        {"owner": alice, "project": apollo},  # a user row stamped by a project-bound key
        {"owner": bob},
        {"owner": bob, "scope": "global"},
        {"owner": bob, "scope": "global", "project": gemini},
        {"owner": bob, "scope": "project", "project": apollo},
        {"owner": bob, "scope": "project", "project": gemini},
        {"owner": bob, "scope": "persona", "persona": helper},
        {"owner": bob, "scope": "persona", "persona": other},
        {"owner": bob, "scope": "system", "system": ops},
        {"owner": bob, "scope": "system", "system": secret},
    ]
    for n in range(120):
        fields = classes[n % len(classes)]
        MemoryFactory(content=" ".join(rng.sample(WORDS, 3)) + f" note {n}", **fields)
    MemoryFactory(owner=alice, scope="session", session_key="t1", content="kafka offsets thread")
    MemoryFactory(owner=alice, status="archived", content="kafka offsets archived")
    return {"apollo": apollo}


def _unscoped_class_keys() -> list[Any]:
    """Active, non-session records whose class is not among the term statistics' classes."""
    admin = Principal(user_id=0, username="admin", is_admin=True)
    stats, deltas, params = class_statistics_sql(admin)
    columns = "scope, owner_id, persona_id, project_id, system_id"
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT m.id FROM memories_memory m WHERE m.status = 'active'"
            f" AND m.scope <> 'session' AND NOT (m.class_term @@ (SELECT"
            f" string_agg(quote_literal(memories_class_key({columns})), ' | ')::tsquery FROM"
            f" (SELECT {columns}, lexeme FROM ({stats}) s UNION ALL"
            f" SELECT {columns}, lexeme FROM ({deltas}) d) c WHERE c.lexeme = ''))",
            params,
        )
        return [row[0] for row in cursor.fetchall()]


def test_every_active_record_is_in_a_class_of_the_statistics(alice: Any, bob: Any) -> None:
    world = _world(alice, bob)
    assert _unscoped_class_keys() == []
    # Moving a record between classes moves its class term with it (a generated column).
    moved = Memory.objects.filter(owner=alice, scope="user", project=None).first()
    assert moved is not None
    moved.scope, moved.project = "project", world["apollo"]
    moved.save()
    promoted = Memory.objects.filter(owner=bob, scope="user").first()
    assert promoted is not None
    promoted.scope = "global"
    promoted.save()
    assert _unscoped_class_keys() == []


def _principals(alice: Any, world: dict[str, Any]) -> dict[str, Principal]:
    person = principal_for_user(alice)
    return {
        "person": person,
        "bound key": dataclasses.replace(
            person, is_human=False, bound_project_id=world["apollo"].id
        ),
        "no grants": dataclasses.replace(
            person, persona_ids=frozenset(), project_ids=frozenset(), system_read_ids=frozenset()
        ),
    }


def test_the_class_scan_returns_exactly_what_the_rule_alone_returns(alice: Any, bob: Any) -> None:
    world = _world(alice, bob)
    for name, principal in _principals(alice, world).items():
        qs = recall_queryset(principal=principal, filters=RecallFilters())
        for query in QUERIES:
            by_class = bm25_search(
                VisibleSet(qs, active_only=True), principal=principal, query=query, limit=50
            ).rows
            by_rule = bm25_search(VisibleSet(qs), principal=principal, query=query, limit=50).rows
            assert by_class == by_rule, (name, query)
            assert by_class, (name, query)


def test_archived_and_session_rows_are_still_found(alice: Any, bob: Any) -> None:
    _world(alice, bob)
    as_alice = principal_for_user(alice)
    archived = memory_recall(
        principal=as_alice, query="kafka offsets archived", strategy="lexical",
        include_archived=True, top_k=50,
    )  # fmt: skip
    assert "kafka offsets archived" in [hit.content for hit in archived.results]
    thread = memory_recall(
        principal=as_alice, query="kafka offsets thread", strategy="lexical", session="t1",
        top_k=50,
    )  # fmt: skip
    assert "kafka offsets thread" in [hit.content for hit in thread.results]
    plain = memory_recall(principal=as_alice, query="kafka offsets", strategy="lexical", top_k=50)
    contents = [hit.content for hit in plain.results]
    assert "kafka offsets archived" not in contents
    assert "kafka offsets thread" not in contents


def test_the_class_scan_runs_through_the_class_lexeme_index(alice: Any, bob: Any) -> None:
    _world(alice, bob)
    as_alice = principal_for_user(alice)
    qs = recall_queryset(principal=as_alice, filters=RecallFilters())
    with CaptureQueriesContext(connection) as captured:
        bm25_search(
            VisibleSet(qs, active_only=True), principal=as_alice, query="billing deploy", limit=10
        )
    sql = next(q["sql"] for q in captured.captured_queries if "any_term" in q["sql"])
    assert "memories_class_lexemes(v.ct, v.sv) @@ (SELECT q FROM any_term)" in sql
    mine = f"user:{alice.id}:::"
    with connection.cursor() as cursor:
        # Each lexeme is a key within its record's class.
        cursor.execute(
            "SELECT count(*) FROM memories_memory WHERE owner_id = %s AND scope = 'user'"
            " AND project_id IS NULL AND status = 'active'"
            " AND memories_class_lexemes(class_term, search_vector) @@ %s::tsquery",
            [alice.id, f"'{mine}|kafka'"],
        )
        (found,) = cursor.fetchone()
        assert (
            found
            == Memory.objects.filter(
                owner=alice, scope="user", project=None, status="active", content__contains="kafka"
            ).count()
        )
        assert found > 0
        # The index answers it (a tiny table would rightly be scanned instead).
        cursor.execute("SET enable_seqscan = off")
        try:
            cursor.execute(
                "EXPLAIN SELECT id FROM memories_memory"
                " WHERE memories_class_lexemes(class_term, search_vector) @@ %s::tsquery",
                [f"'{mine}|billing' | 'global::::|deploy'"],
            )
            plan = "\n".join(row[0] for row in cursor.fetchall())
        finally:
            cursor.execute("RESET enable_seqscan")
    assert "memory_class_lexeme_gin" in plan


def test_not_by_class_bm25_reads_the_plain_index_and_ranks_the_same(alice: Any, bob: Any) -> None:
    _world(alice, bob)
    as_alice = principal_for_user(alice)
    qs = recall_queryset(principal=as_alice, filters=RecallFilters())
    with CaptureQueriesContext(connection) as captured:
        rows = bm25_search(
            VisibleSet(qs, active_only=True), principal=as_alice, query="billing deploy",
            limit=10, by_class=False,
        ).rows  # fmt: skip
    sql = next(q["sql"] for q in captured.captured_queries if "any_term" in q["sql"])
    assert "memories_class_lexemes" not in sql
    routed = bm25_search(
        VisibleSet(qs, active_only=True), principal=as_alice, query="billing deploy", limit=10
    ).rows
    assert rows == routed
