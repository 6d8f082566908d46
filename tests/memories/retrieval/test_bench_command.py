"""bench_recall runs end to end on a tiny corpus and prints its table."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command


@pytest.mark.django_db(transaction=True)  # as the command runs: recall's workers see its rows
def test_bench_recall_prints_latency_and_recall_table() -> None:
    out = StringIO()
    call_command("bench_recall", memories=300, users=5, queries=5, quiet=True, stdout=out)
    text = out.getvalue()
    assert "recall semantic" in text
    assert "floor vector (HNSW)" in text
    assert "recall@10" in text
    assert "floor: embed, vector, text" in text
    assert "floor: embed || text, vector" in text
    assert "floor: text || embed, vector" in text
    assert "query embedding (torch)" in text
    assert "recall semantic, 1 conn, torch" in text
    assert "recall semantic p95 / floor p95" in text
    assert "SQL statements per recall" in text
