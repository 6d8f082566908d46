"""bench_recall runs end to end on a tiny corpus and prints its table."""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command

pytestmark = pytest.mark.bench


@pytest.mark.django_db(transaction=True)  # as the command runs: recall's workers see its rows
def test_bench_recall_prints_latency_and_recall_table() -> None:
    out = StringIO()
    call_command("bench_recall", memories=300, users=5, queries=5, writes=8, quiet=True, stdout=out)
    text = out.getvalue()
    # 8 timed writes after 2 untimed ones (a quarter at most of the 30 warm-up writes).
    assert "over 8 writes" in text
    assert "recall semantic" in text
    assert "floor vector (HNSW)" in text
    assert "recall@10" in text
    assert "floor: embed, vector, text" in text
    assert "floor: embed || text, vector" in text
    assert "floor: text || embed, vector" in text
    assert "query embedding (torch)" in text
    assert "recall semantic, in a transaction" in text
    assert "vector arm SQL, one index" in text
    assert "full-text arm SQL, plain lexemes" in text
    assert "full-text arm, every match scored" in text
    assert "recall semantic p95 / floor p95" in text
    assert "SQL statements per recall" in text


@pytest.mark.django_db(transaction=True)
def test_bench_recall_shared_corpus_reports_each_cohort(tmp_path: Path) -> None:
    """--shared-rows puts rows in one project seen by its members only; the figures come per
    cohort, and the members' visible set holds the shared rows while the others' does not."""
    import json

    from memories.models import Memory, Project

    out, report = StringIO(), tmp_path / "figures.json"
    call_command(
        "bench_recall", memories=400, users=6, queries=6, writes=4, quiet=True, stdout=out,
        global_rows=20, shared_rows=200, shared_members=2, json_path=str(report),
    )  # fmt: skip
    project = Project.objects.get(slug="bench-shared")
    assert set(project.members.values_list("username", flat=True)) == {"bench-0000", "bench-0001"}
    shared = Memory.objects.filter(scope="project", project=project).count()
    assert 120 <= shared <= 280  # drawn with probability 200/400
    assert 5 <= Memory.objects.filter(scope="global").count() <= 40
    cohorts = json.loads(report.read_text())["cohorts"]
    assert set(cohorts) == {"shared", "own"}
    assert cohorts["shared"]["queries"] == cohorts["own"]["queries"] == 3
    assert cohorts["shared"]["visible_per_user"] > shared
    assert cohorts["own"]["visible_per_user"] < shared
    assert "cohort shared (~" in out.getvalue()
