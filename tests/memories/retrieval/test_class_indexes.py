"""A large visibility class's own vector index: the database keeps every vector's class key with
its memory, upkeep fills the keys of rows stored before, builds the index whole and records it
(and drops it when the class shrinks), and recall searches the class through it while returning
exactly the top k an exact scan of the caller's visible set returns."""

from __future__ import annotations

import random
from collections.abc import Iterator
from io import StringIO
from typing import Any

import psycopg
import pytest
from django.core.management import call_command
from django.db import connection
from django.test import Client

from memories.models import ClassVectorIndex, Memory, MemoryEmbedding
from memories.retrieval.vector_arm import vector_search
from memories.scoping import principal_for_user
from memories.search.vector_sql import vector_sql
from memories.services.upkeep.class_indexes import (
    class_index_name,
    class_record_counts,
    maintain_class_indexes,
)
from memories.sql_params import named_one
from memories.tasks import class_vector_indexes
from tests.conftest import wait_for
from tests.factories import UserFactory
from tests.factories.memories import ProjectFactory, ProjectMembershipFactory
from tests.memories.retrieval.conftest import unit_vector
from tests.memories.retrieval.test_global_apart import (
    _exact,
    _rows,
    index_plan,
    principals_of,
    routed_set,
)

MODEL = "all-MiniLM-L6-v2"


@pytest.fixture
def class_indexes_dropped() -> Iterator[None]:
    """Index DDL outlives a test's flush: drop every class index the test built."""
    yield
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT indexname FROM pg_indexes WHERE indexname LIKE 'memory_embedding_hnsw_class_%'"
        )
        for (name,) in cursor.fetchall():
            cursor.execute(f"DROP INDEX IF EXISTS {name}")


def _keys() -> dict[str, str | None]:
    return dict(MemoryEmbedding.objects.values_list("memory__content", "class_key"))


@pytest.mark.django_db
def test_the_database_keeps_the_class_key_with_the_memory(alice: Any, bob: Any) -> None:
    rng = random.Random(1)
    apollo: Any = ProjectFactory(slug="apollo")
    _rows(alice, 1, rng, "own")
    _rows(alice, 1, rng, "team", scope="project", project=apollo)
    _rows(bob, 1, rng, "everyone", scope="global")
    assert _keys() == {
        "own 0": f"user:{alice.id}:::",
        "team 0": f"project:::{apollo.id}:",
        "everyone 0": "global::::",
    }
    own = Memory.objects.get(content="own 0")
    own.scope, own.project = "project", apollo  # shared with the team
    own.save()
    team = Memory.objects.get(content="team 0")
    team.scope, team.owner = "user", bob  # taken back by one person
    team.save()
    Memory.objects.filter(content="everyone 0").update(owner=alice)  # not a class change
    assert _keys() == {
        "own 0": f"project:::{apollo.id}:",
        "team 0": f"user:{bob.id}::{apollo.id}:",
        "everyone 0": "global::::",
    }
    # A row written claiming another class gets its memory's.
    MemoryEmbedding.objects.filter(memory=own).delete()
    MemoryEmbedding.objects.create(
        memory=own, model=MODEL, dimensions=384, embedding=unit_vector(rng), text_hash="x",
        class_key="global::::",
    )  # fmt: skip
    assert _keys()["own 0"] == f"project:::{apollo.id}:"


def _world(alice: Any, bob: Any) -> dict[str, Any]:
    rng = random.Random(7)
    apollo, gemini = ProjectFactory(slug="apollo"), ProjectFactory(slug="gemini")
    ProjectMembershipFactory(project=apollo, user=alice)
    _rows(alice, 12, rng, "alice own")
    _rows(bob, 30, rng, "bob own")
    _rows(bob, 70, rng, "apollo team", scope="project", project=apollo)
    _rows(bob, 5, rng, "apollo archived", scope="project", project=apollo, status="archived")
    _rows(bob, 50, rng, "gemini team", scope="project", project=gemini)
    _rows(bob, 25, rng, "everyone", scope="global")
    # Rows stored before the class key existed carry none: upkeep fills them first.
    MemoryEmbedding.objects.filter(memory__content__startswith="apollo").update(class_key=None)
    return {"apollo": apollo, "gemini": gemini, "rng": rng}


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("class_indexes_dropped")
@pytest.mark.parametrize(
    ("exact_max", "apart"),
    [
        (5, "+global"),  # the person's own 12 rows through the main index, class skipped
        (20, "+global"),  # the 25 global rows through their index, the own rows exactly
        (200, ""),  # the own and global rows exactly
    ],
)
def test_a_large_class_is_searched_through_its_own_index(
    alice: Any, bob: Any, settings: Any, exact_max: int, apart: str
) -> None:
    world = _world(alice, bob)
    settings.RECALL_CLASS_INDEX_MIN_ROWS = 60  # apollo (70 active) is large, gemini (50) not
    settings.RECALL_EXACT_MAX_ROWS = exact_max
    apollo = f"project:::{world['apollo'].id}:"

    report = maintain_class_indexes()

    assert report.built == [apollo]
    assert not report.dropped
    index = ClassVectorIndex.objects.get()
    assert (index.class_key, index.model, index.records) == (apollo, MODEL, 70)
    assert index.index_name == class_index_name(apollo, MODEL)
    # Every vector of the class has its key, the archived ones too (they may come back).
    assert not MemoryEmbedding.objects.filter(memory__content__startswith="apollo").exclude(
        class_key=apollo
    )
    for name, principal in principals_of(alice, world["apollo"]).items():
        for _ in range(4):
            vector = unit_vector(world["rng"])
            hits = vector_search(
                routed_set(principal), model=MODEL, dimensions=384, vector=vector, limit=10
            )
            if name == "no grants":
                assert hits.plan == ("hnsw+global" if apart else "exact"), name
            else:
                assert hits.plan == f"hnsw{apart}+class", name
            assert [row[0] for row in hits.rows] == _exact(principal, vector, 10), name


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("class_indexes_dropped")
def test_the_class_part_runs_through_the_class_index(alice: Any, bob: Any, settings: Any) -> None:
    world = _world(alice, bob)
    settings.RECALL_CLASS_INDEX_MIN_ROWS = 60
    class_vector_indexes.apply().get()  # the beat task, run here
    apollo = f"project:::{world['apollo'].id}:"
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE memories_memoryembedding")
    sub_sql, sub_params = named_one(*routed_set(principal_for_user(alice)).ids_sql(), "visible")
    sql = vector_sql(model=MODEL, dimensions=384, sub_sql=sub_sql, class_key=apollo)
    assert class_index_name(apollo, MODEL) in index_plan(sql, sub_params)


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("class_indexes_dropped")
def test_the_command_builds_the_indexes_and_says_which(
    alice: Any, bob: Any, settings: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    world = _world(alice, bob)
    settings.RECALL_CLASS_INDEX_MIN_ROWS = 60
    out = StringIO()

    call_command("class_indexes", stdout=out)

    apollo = f"project:::{world['apollo'].id}:"
    assert out.getvalue() == f"built the vector index of class {apollo} ({MODEL})\n"
    assert ClassVectorIndex.objects.get().class_key == apollo
    assert capsys.readouterr().out == ""  # progress bars go to stderr, never into the report


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("class_indexes_dropped")
def test_a_class_that_shrinks_loses_its_index(alice: Any, bob: Any, settings: Any) -> None:
    world = _world(alice, bob)
    settings.RECALL_CLASS_INDEX_MIN_ROWS = 60
    apollo = f"project:::{world['apollo'].id}:"
    assert maintain_class_indexes().built == [apollo]
    assert maintain_class_indexes().kept == [apollo]  # nothing to do: idempotent

    kept = [f"apollo team {n}" for n in range(5)]
    Memory.objects.filter(content__startswith="apollo team").exclude(content__in=kept).delete()
    assert class_record_counts()[apollo] == 5
    report = maintain_class_indexes()

    assert report.dropped == [apollo]
    assert not report.built
    assert not ClassVectorIndex.objects.exists()
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT 1 FROM pg_indexes WHERE indexname = %s", [class_index_name(apollo, MODEL)]
        )
        assert cursor.fetchone() is None
    vector = unit_vector(world["rng"])
    person = principal_for_user(alice)
    hits = vector_search(routed_set(person), model=MODEL, dimensions=384, vector=vector, limit=10)
    assert hits.plan == "exact"
    assert [row[0] for row in hits.rows] == _exact(person, vector, 10)


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("class_indexes_dropped")
def test_the_largest_classes_get_the_indexes_there_is_room_for(
    alice: Any, bob: Any, settings: Any
) -> None:
    world = _world(alice, bob)
    settings.RECALL_CLASS_INDEX_MIN_ROWS = 40  # apollo (70) and gemini (50) are both large
    settings.RECALL_CLASS_INDEX_MAX = 1
    report = maintain_class_indexes()
    assert report.built == [f"project:::{world['apollo'].id}:"]
    settings.RECALL_CLASS_INDEX_MAX = 2
    assert maintain_class_indexes().built == [f"project:::{world['gemini'].id}:"]


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("class_indexes_dropped")
def test_one_run_at_a_time(alice: Any, bob: Any, settings: Any) -> None:
    _world(alice, bob)
    settings.RECALL_CLASS_INDEX_MIN_ROWS = 60
    params = connection.get_connection_params()
    with psycopg.connect(**params) as other:  # another worker, mid-run
        other.execute("SELECT pg_advisory_lock(hashtext('memories.class_vector_indexes'))")
        holder = other.info.backend_pid
        report = maintain_class_indexes()
        assert report.skipped == "another run is maintaining the class indexes"
        assert not report.built
        assert not ClassVectorIndex.objects.exists()
    # The lock goes with that connection; its server process ends a moment after the client
    # hangs up (the close does not wait for it), so wait for the process, not the lock.
    wait_for(lambda: not _backend_alive(holder), timeout=10)
    assert maintain_class_indexes().built


def _backend_alive(pid: int) -> bool:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1 FROM pg_stat_activity WHERE pid = %s", [pid])
        return cursor.fetchone() is not None


@pytest.mark.django_db
def test_upkeep_refuses_to_run_inside_a_transaction() -> None:
    with pytest.raises(RuntimeError, match="outside a transaction"):
        maintain_class_indexes()


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("class_indexes_dropped")
def test_admins_see_the_class_indexes_and_cannot_edit_them(
    alice: Any, bob: Any, settings: Any
) -> None:
    world = _world(alice, bob)
    settings.RECALL_CLASS_INDEX_MIN_ROWS = 60
    maintain_class_indexes()
    index = ClassVectorIndex.objects.get()
    pages = Client()
    pages.force_login(UserFactory(username="root", is_superuser=True, is_staff=True))
    listing = pages.get("/admin/memories/classvectorindex/")
    assert listing.status_code == 200
    assert f"project:::{world['apollo'].id}:" in listing.content.decode()
    assert pages.get("/admin/memories/classvectorindex/add/").status_code == 403
    detail = pages.get(f"/admin/memories/classvectorindex/{index.pk}/change/")
    assert detail.status_code == 200
    assert 'name="_save"' not in detail.content.decode()  # shown, not editable
