"""bench_mem0 runs end to end on a tiny corpus: the corpus goes in through bench_recall's loader
with its end users and tiers, and the report times every pair and scores mem0 against ours."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import call_command

from memories.models import Memory, MemoryEmbedding

pytestmark = pytest.mark.bench


@pytest.mark.django_db(transaction=True)  # as the command runs: recall's workers see its rows
def test_bench_mem0_loads_its_end_users_corpus_and_scores_mem0_against_ours() -> None:
    out = StringIO()
    call_command(
        "bench_mem0", memories=120, users=4, queries=4, warmup=1, adds=3, quiet=True, stdout=out
    )
    text = out.getvalue()
    assert "corpus built in" in text
    assert "bulk load settled" in text
    loaded = Memory.objects.filter(project__slug="bench-mem0", scope="project")
    report = json.loads(text[text.index("{") :])
    # 120 loaded, then 2 timed adds of each kind after 1 untimed round (mem0's into the project;
    # ours go to the key's project too).
    assert report["memories"] == loaded.count() == 120 + 3 * 2
    corpus = list(loaded.filter(metadata__has_key="tier"))
    assert len(corpus) == 120
    assert {tuple(m.subject) for m in corpus} <= {(f"user_id:user-{n:04d}",) for n in range(4)}
    assert {m.metadata["tier"] for m in corpus} <= set(range(5))
    with_vectors = MemoryEmbedding.objects.filter(memory__in=corpus).count()
    assert with_vectors == 120
    for name in ("search mem0", "search ours", "list mem0 metadata filter", "list ours"):
        assert report[name]["n"] == 4
        assert 0 < report[name]["p50_ms"] <= report[name]["p95_ms"]
    assert report["add mem0"]["n"] == report["add ours"]["n"] == 2
    for op in ("search", "add"):
        mine, ours = report[f"{op} mem0"], report[f"{op} ours"]
        assert report[f"{op} mem0 / ours"] == {
            p: round(mine[f"{p}_ms"] / ours[f"{p}_ms"], 3) for p in ("p50", "p95")
        }
