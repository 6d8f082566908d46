"""Dedup: a re-stated memory in the same scope updates in place, even under a race."""

from __future__ import annotations

import random
import threading

import pytest
from django.db import connection, connections
from django.test import override_settings
from django.test.utils import CaptureQueriesContext

from memories.embeddings.storage import embedding_text, prepare_vectors
from memories.models import AuditEvent, Memory, MemoryEmbedding, MemoryRevision
from memories.scoping import principal_for_user
from memories.services.dedup.find import (
    subject_class_prefix,
    subject_word_matches,
    within_subject_classes,
)
from memories.services.rules.scope_subject import ScopeSubject
from memories.services.rules.validation import content_hash
from memories.services.store.memory import memory_remember
from tests.factories import UserFactory
from tests.factories.memories import MemoryFactory, PersonaFactory, ProjectFactory
from tests.memories.retrieval.conftest import unit_vector


def _remember_staging_port(principal):
    return memory_remember(
        principal=principal,
        content="The staging database listens on port 5432",
        recall_hint="staging database port number",
    )


@pytest.mark.django_db
def test_exact_duplicate_ignoring_case_and_whitespace_updates_in_place(alice_p):
    first = memory_remember(principal=alice_p, content="Alice   drinks green tea", tags=["drinks"])
    again = memory_remember(principal=alice_p, content="alice drinks GREEN tea", tags=["tea"])
    assert again.deduplicated is True
    assert again.memory.pk == first.memory.pk
    assert Memory.objects.count() == 1
    assert again.memory.tags == ["drinks", "tea"]
    revision = MemoryRevision.objects.get(memory=first.memory)
    assert revision.reason == "dedup"
    assert revision.content == "Alice   drinks green tea"
    event = AuditEvent.objects.filter(action="remember").order_by("-id").first()
    assert event.detail["deduplicated"] is True
    assert event.detail["match"] == "exact"


@pytest.mark.django_db
def test_remember_updates_near_duplicate_by_recall_hint_in_same_scope(alice_p):
    first = _remember_staging_port(alice_p)
    same = memory_remember(
        principal=alice_p,
        content="Port 5432 is where the staging database listens",
        recall_hint="Staging database port number",
    )
    assert same.deduplicated is True
    assert same.memory.pk == first.memory.pk
    assert same.memory.content == "Port 5432 is where the staging database listens"
    chain = MemoryRevision.objects.filter(memory=first.memory)
    assert [r.content for r in chain] == ["The staging database listens on port 5432"]


@pytest.mark.django_db
def test_a_correction_with_the_same_recall_hint_supersedes_instead_of_overwriting(alice_p):
    first = memory_remember(
        principal=alice_p,
        content="The staging database listens on port 5432",
        recall_hint="staging database port number",
    )
    corrected = memory_remember(
        principal=alice_p,
        content="Staging DB moved: it now listens on 6543",
        recall_hint="Staging database port number",
    )
    assert corrected.deduplicated is False
    assert corrected.superseded is not None
    assert corrected.superseded.pk == first.memory.pk
    old = Memory.objects.get(pk=first.memory.pk)
    assert old.content == "The staging database listens on port 5432"
    assert old.superseded_by_id == corrected.memory.pk
    assert old.status == "archived"
    chain = MemoryRevision.objects.filter(memory=first.memory)
    assert [(r.content, r.reason) for r in chain] == [
        ("The staging database listens on port 5432", "supersede")
    ]
    event = AuditEvent.objects.filter(action="remember").order_by("-id").first()
    assert event.detail["superseded"] == str(first.memory.pk)
    linked = AuditEvent.objects.get(action="supersede")
    assert linked.memory_id == first.memory.pk
    assert linked.detail == {"superseded_by": str(corrected.memory.pk), "via": "remember"}


@pytest.mark.django_db
def test_a_distinct_fact_with_the_same_recall_hint_is_kept_beside_it(alice_p):
    first = memory_remember(
        principal=alice_p, content="Invoice INV-2024-0042 paid 2024-03-01", recall_hint="invoices"
    )
    second = memory_remember(
        principal=alice_p, content="Invoice INV-2024-0043 paid 2024-03-05", recall_hint="invoices"
    )
    assert second.deduplicated is False
    assert second.superseded is None
    assert Memory.objects.get(pk=first.memory.pk).content == "Invoice INV-2024-0042 paid 2024-03-01"
    assert Memory.objects.filter(status="active").count() == 2


@pytest.mark.django_db
def test_the_vector_path_never_merges_a_near_miss(alice_p):
    # Cosine under MiniLM is above the dedup threshold; the differing date vetoes the merge.
    first = memory_remember(principal=alice_p, content="The quarterly report is due on 2025-04-15")
    near = memory_remember(principal=alice_p, content="The quarterly report is due on 2025-04-16")
    assert near.deduplicated is False
    assert Memory.objects.get(pk=first.memory.pk).status == "active"


@pytest.mark.django_db
def test_remember_updates_near_duplicate_by_content_overlap(alice_p):
    base = "the nightly backup job runs at two in the morning on the primary database server"
    first = memory_remember(principal=alice_p, content=base)
    near = memory_remember(principal=alice_p, content=base + " cluster")
    assert near.deduplicated is True
    assert near.memory.pk == first.memory.pk
    assert AuditEvent.objects.filter(action="remember").first().detail["match"] == "content"


@pytest.mark.django_db
def test_remember_updates_near_duplicate_by_embedding_similarity(alice_p):
    # Few shared tokens (Jaccard 0.4) but cosine 0.96 under MiniLM: the same statement.
    first = memory_remember(principal=alice_p, content="Alice prefers dark mode in every editor")
    same = memory_remember(principal=alice_p, content="Alice likes dark mode in all editors")
    assert same.deduplicated is True
    assert same.memory.pk == first.memory.pk
    assert AuditEvent.objects.filter(action="remember").first().detail["match"] == "embedding"
    # The merged row carries the vector of its new text.
    vector = MemoryEmbedding.objects.get(memory=first.memory)
    from memories.embeddings.base import text_hash
    from memories.embeddings.storage import embedding_text

    assert vector.text_hash == text_hash(
        embedding_text(content=same.memory.content, kind=same.memory.kind)
    )


@pytest.mark.django_db
def test_unrelated_memories_are_not_merged(alice_p):
    memory_remember(principal=alice_p, content="Alice prefers dark mode in every editor")
    other = memory_remember(principal=alice_p, content="Invoice 4411 from ACME is overdue")
    assert other.deduplicated is False
    assert Memory.objects.count() == 2


@pytest.mark.django_db
def test_duplicates_in_other_scopes_or_owners_stay_separate(alice_p, bob_p):
    memory_remember(principal=alice_p, content="Standup is at 9:30")
    bob_copy = memory_remember(principal=bob_p, content="Standup is at 9:30")
    session_copy = memory_remember(
        principal=alice_p, content="Standup is at 9:30", scope="session", scope_ref="s1"
    )
    assert not bob_copy.deduplicated
    assert not session_copy.deduplicated
    assert Memory.objects.count() == 3


@pytest.mark.django_db
def test_archived_memory_is_not_a_dedup_target(alice_p):
    from memories.services.lifecycle.governance import memory_forget

    first = memory_remember(principal=alice_p, content="Old fact about lunch")
    memory_forget(principal=alice_p, memory_id=first.memory.pk)
    again = memory_remember(principal=alice_p, content="Old fact about lunch")
    assert again.deduplicated is False


@pytest.mark.django_db
def test_dedup_without_embedder_still_finds_exact_and_lexical_matches(alice_p, embedder_down):
    memory_remember(principal=alice_p, content="Ship the release on Thursday afternoon")
    again = memory_remember(principal=alice_p, content="ship the release on thursday afternoon")
    assert again.deduplicated is True


@pytest.mark.django_db
@override_settings(MEMORY_DEDUP_CONTENT_JACCARD=0.99, MEMORY_DEDUP_COSINE=0.999)
def test_dedup_thresholds_are_settings(alice_p):
    base = "the nightly backup job runs at two in the morning on the primary database server"
    memory_remember(principal=alice_p, content=base)
    near = memory_remember(principal=alice_p, content=base + " cluster")
    assert near.deduplicated is False


@pytest.mark.django_db(transaction=True)
def test_fifty_simultaneous_identical_remembers_leave_exactly_one_row():
    """50 threads, each on its own database connection, remember the same thing at once."""
    user = UserFactory.create(username="alice")
    principal = principal_for_user(user)
    barrier = threading.Barrier(50)
    results: list[bool] = []
    errors: list[BaseException] = []

    def worker() -> None:
        try:
            barrier.wait(timeout=30)
            result = memory_remember(principal=principal, content="The on-call phone is blue")
            results.append(result.deduplicated)
        except BaseException as exc:  # report every failure, not just the first
            errors.append(exc)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=worker) for _ in range(50)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    rows = Memory.objects.filter(content="The on-call phone is blue").count()
    print(f"\n50 concurrent identical remembers -> {rows} row(s); {results.count(False)} created")
    assert errors == []
    assert rows == 1
    assert results.count(False) == 1
    assert results.count(True) == 49
    assert AuditEvent.objects.filter(action="remember").count() == 50
    connection.close()


@pytest.mark.django_db
def test_a_shared_scope_duplicate_of_someone_elses_memory_is_never_rewritten(alice, bob):
    from tests.factories.memories import ProjectFactory, ProjectMembershipFactory

    project = ProjectFactory.create(slug="apollo")
    ProjectMembershipFactory.create(project=project, user=alice)
    ProjectMembershipFactory.create(project=project, user=bob)
    alice_p, bob_p = principal_for_user(alice), principal_for_user(bob)
    hint = "apollo release day"
    original = memory_remember(
        principal=alice_p,
        content="Apollo releases on Tuesday",
        recall_hint=hint,
        scope="project",
        scope_ref="apollo",
    ).memory
    exact = memory_remember(
        principal=bob_p, content="apollo releases on tuesday", scope="project", scope_ref="apollo"
    )
    assert exact.deduplicated is True
    assert exact.memory.pk == original.pk
    assert Memory.objects.get(pk=original.pk).content == "Apollo releases on Tuesday"
    near = memory_remember(
        principal=bob_p,
        content="Apollo now releases on Thursday",
        recall_hint=hint,
        scope="project",
        scope_ref="apollo",
    )
    assert near.deduplicated is False
    assert Memory.objects.get(pk=original.pk).content == "Apollo releases on Tuesday"


@pytest.mark.django_db
def test_the_lexical_search_reads_the_subjects_classes_and_finds_every_row_of_it(alice_p):
    """Dedup's full-text candidates come through the subject's classes (the class lexeme
    index): a row of the subject stamped with a project is still found."""
    first = _remember_staging_port(alice_p)
    Memory.objects.filter(pk=first.memory.pk).update(project=ProjectFactory(slug="apollo"))

    with CaptureQueriesContext(connection) as captured:
        same = memory_remember(
            principal=alice_p,
            content="Staging database port: 5432",
            recall_hint="staging database port number",
        )

    assert same.deduplicated is True
    assert same.memory.pk == first.memory.pk
    assert any("memories_class_lexemes(class_term" in q["sql"] for q in captured.captured_queries)
    system = ScopeSubject(scope="system", owner_id=alice_p.user_id, system_id=3)
    assert subject_class_prefix(system) is None  # the project comes before the system: no prefix


def _subjects_world(alice):
    """Row shapes in every kind of subject (a person's own, one stamped with a project, another
    person's, a persona, two projects, global, a session), and each subject's shapes by name."""
    bob = UserFactory.create(username="bob")
    ops, apollo = PersonaFactory.create(slug="ops"), ProjectFactory.create(slug="apollo")
    other = ProjectFactory.create(slug="gemini")
    shapes = {
        "alice": {"owner": alice, "scope": "user"},
        "alice in apollo": {"owner": alice, "scope": "user", "project": apollo},
        "bob": {"owner": bob, "scope": "user"},
        "ops": {"owner": bob, "scope": "persona", "persona": ops, "project": apollo},
        "apollo": {"owner": bob, "scope": "project", "project": apollo},
        "gemini": {"owner": bob, "scope": "project", "project": other},
        "global": {"owner": bob, "scope": "global", "project": other},
        "session": {"owner": alice, "scope": "session", "session_key": "t1"},
    }
    subjects = {
        ScopeSubject(scope="user", owner_id=alice.pk): {"alice", "alice in apollo"},
        ScopeSubject(scope="persona", owner_id=bob.pk, persona_id=ops.pk): {"ops"},
        ScopeSubject(scope="project", owner_id=bob.pk, project_id=apollo.pk): {"apollo"},
        ScopeSubject(scope="global", owner_id=bob.pk): {"global"},
        ScopeSubject(scope="session", owner_id=alice.pk, session_key="t1"): {"session"},
    }
    return shapes, subjects


@pytest.mark.django_db
def test_each_subjects_class_prefix_selects_exactly_its_rows(alice):
    shapes, subjects = _subjects_world(alice)
    rows = {name: MemoryFactory(**shape) for name, shape in shapes.items()}
    for subject, wanted in subjects.items():
        found = set(
            Memory.objects.filter(within_subject_classes(subject)).values_list("pk", flat=True)
        )
        assert found == {rows[name].pk for name in wanted}, subject
        in_subject = Memory.objects.filter(**subject.filter_kwargs()).values_list("pk", flat=True)
        assert set(in_subject) <= found, subject


@pytest.mark.django_db
def test_each_subjects_word_matches_are_exactly_its_rows_holding_a_word(alice):
    """Through the class lexeme index: a subject's rows (a project-stamped one included) that
    hold a word of the text, no other subject's, no row without the word."""
    shapes, subjects = _subjects_world(alice)
    worded = {
        name: MemoryFactory(content="Staging ports", **shape) for name, shape in shapes.items()
    }
    for shape in shapes.values():
        MemoryFactory(content="Pottery on Saturdays", **shape)  # the subject's, without the word
    for subject, wanted in subjects.items():
        if subject.scope == "session":
            continue  # sessions keep the class prefix (checked below)
        found = set(
            Memory.objects.filter(subject_word_matches(subject, "the staging port"))
            .filter(**subject.filter_kwargs())
            .values_list("pk", flat=True)
        )
        assert found == {worded[name].pk for name in wanted}, subject
        unfiltered = set(
            Memory.objects.filter(subject_word_matches(subject, "the staging port")).values_list(
                "pk", flat=True
            )
        )
        assert unfiltered == found, subject  # the classes alone already keep others out
    session = ScopeSubject(scope="session", owner_id=alice.pk, session_key="t1")
    assert worded["session"].pk in set(
        Memory.objects.filter(subject_word_matches(session, "staging")).values_list("pk", flat=True)
    )


def _filler(owner, count: int, *, vector=None, prefix: str = "filler") -> None:
    """`count` active rows of `owner` with a vector each: `vector`, or random ones (far from
    any text)."""
    rng = random.Random(count)
    rows = Memory.objects.bulk_create(
        Memory(owner=owner, content=f"{prefix} {n}", content_hash=content_hash(f"{prefix} {n}"))
        for n in range(count)
    )
    MemoryEmbedding.objects.bulk_create(
        MemoryEmbedding(memory=m, model="all-MiniLM-L6-v2", dimensions=384, text_hash="x",
                        embedding=vector or unit_vector(rng))
        for m in rows
    )  # fmt: skip


def _store_nearest_ran(captured) -> bool:
    return any("WITH near AS MATERIALIZED" in q["sql"] for q in captured.captured_queries)


def _subject_scan_ran(captured) -> bool:
    return any(
        'FROM "memories_memoryembedding"' in q["sql"] and "<=>" in q["sql"]
        for q in captured.captured_queries
    )


@pytest.mark.django_db
@pytest.mark.parametrize("exact_max", [300, 5])  # the subject scanned / the store's nearest
def test_a_large_subjects_near_duplicate_is_found_through_the_store_nearest(
    alice_p, settings, exact_max
):
    settings.MEMORY_DEDUP_EXACT_MAX_ROWS = exact_max
    first = memory_remember(principal=alice_p, content="Alice prefers dark mode in every editor")
    _filler(first.memory.owner, 20)  # 21 rows: more than 5, fewer than 300
    with CaptureQueriesContext(connection) as captured:
        same = memory_remember(principal=alice_p, content="Alice likes dark mode in all editors")
    assert same.deduplicated is True
    assert same.memory.pk == first.memory.pk
    assert AuditEvent.objects.filter(action="remember").first().detail["match"] == "embedding"
    assert _store_nearest_ran(captured) is (exact_max == 5)
    assert _subject_scan_ran(captured) is (exact_max == 300)


@pytest.mark.django_db
def test_a_store_crowded_with_close_vectors_falls_back_to_the_subjects_scan(alice_p, bob, settings):
    settings.MEMORY_DEDUP_EXACT_MAX_ROWS = 5
    first = memory_remember(principal=alice_p, content="Alice prefers dark mode in every editor")
    _filler(first.memory.owner, 20)
    # Someone else holds 60 rows with exactly the new text's vector: the store's 50 nearest are
    # all theirs, and Alice's own near-duplicate is not among them.
    text = embedding_text(content="Alice likes dark mode in all editors", kind="fact")
    _filler(bob, 60, vector=prepare_vectors([text])[0].vector, prefix="bob's copy")
    with CaptureQueriesContext(connection) as captured:
        same = memory_remember(principal=alice_p, content="Alice likes dark mode in all editors")
    assert same.deduplicated is True
    assert same.memory.pk == first.memory.pk
    assert _store_nearest_ran(captured)
    assert _subject_scan_ran(captured)
    assert Memory.objects.filter(owner=bob).count() == 60  # nobody else's row was touched
