"""Degraded recall (no embedder), the reconciler after an outage or a model swap, and the rule
that one query never compares vectors of two models."""

from __future__ import annotations

from io import StringIO
from typing import Any

import pytest
from django.core.management import CommandError, call_command

from memories.embeddings import reset_embedder
from memories.embeddings.base import text_hash
from memories.models import MemoryEmbedding
from memories.retrieval.pipeline import memory_recall
from memories.scoping import Principal
from memories.services.upkeep.reconcile import embedding_coverage, reconcile_embeddings
from tests.fakes.openai_server import FakeOpenAI
from tests.memories.retrieval.conftest import MakeMemory

pytestmark = pytest.mark.django_db


def use_fake_embedder(settings: Any, fake_openai: FakeOpenAI, *, model: str = "fake-embed") -> None:
    settings.EMBEDDINGS_PROVIDER = "openai"
    settings.EMBEDDINGS_MODEL = model
    settings.EMBEDDINGS_BASE_URL = fake_openai.base_url
    settings.EMBEDDINGS_API_KEY = "test-key"
    settings.EMBEDDINGS_DIMENSIONS = fake_openai.dimensions
    reset_embedder()


def test_no_embedder_falls_back_to_lexical_and_says_so(
    make_memory: MakeMemory, alice: Any, as_alice: Principal, settings: Any
) -> None:
    target = make_memory(alice, "The VPN gateway lives in Frankfurt")
    settings.EMBEDDINGS_PROVIDER = "none"
    reset_embedder()

    result = memory_recall(
        principal=as_alice, query="where is the vpn gateway", strategy="semantic"
    )

    assert result.ranking == "lexical"
    assert result.degraded is True
    assert result.note
    assert result.note.startswith("embedding provider unavailable")
    assert [hit.id for hit in result.results] == [target.id]


def test_embedder_down_mid_flight_degrades_instead_of_failing(
    make_memory: MakeMemory, alice: Any, as_alice: Principal, settings: Any, fake_openai: FakeOpenAI
) -> None:
    use_fake_embedder(settings, fake_openai)
    make_memory(alice, "Invoices are archived for ten years", embed=False)
    reconcile_embeddings()
    fake_openai.fail_next(503)

    result = memory_recall(principal=as_alice, query="how long are invoices archived")

    assert result.ranking == "lexical"
    assert result.degraded is True
    assert len(result.results) == 1


def test_rows_without_a_vector_are_still_found_lexically(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    with_vector = make_memory(alice, "Grafana dashboards show p95 latency")
    without = make_memory(alice, "Grafana alerts page the on-call engineer", embed=False)

    result = memory_recall(principal=as_alice, query="grafana", strategy="semantic")

    assert result.ranking == "hybrid"
    assert {hit.id for hit in result.results} == {with_vector.id, without.id}


def test_reconciler_embeds_rows_saved_during_an_outage_once(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    saved = [
        make_memory(alice, f"Outage note {n} about the payment queue", embed=False)
        for n in range(5)
    ]

    assert {
        "kind": "fact",
        "model": "all-MiniLM-L6-v2",
        "indexed": 0,
        "expected": 5,
    } in embedding_coverage()
    first = reconcile_embeddings(batch_size=2)
    second = reconcile_embeddings(batch_size=2)

    assert first.embedded == 5
    assert first.batches == 3
    assert second.embedded == 0
    assert MemoryEmbedding.objects.filter(memory__in=saved, model="all-MiniLM-L6-v2").count() == 5
    assert {
        "kind": "fact",
        "model": "all-MiniLM-L6-v2",
        "indexed": 5,
        "expected": 5,
    } in embedding_coverage()


def test_reconciler_skips_unchanged_text_and_refreshes_changed_text(
    make_memory: MakeMemory, alice: Any
) -> None:
    kept = make_memory(alice, "Tokens expire after one hour")
    changed = make_memory(alice, "Sessions expire after one day")
    before = MemoryEmbedding.objects.get(memory=changed).text_hash
    kept.save()  # touched, text unchanged
    changed.content = "Sessions expire after one week"
    changed.save()

    report = reconcile_embeddings()

    assert report.unchanged == 1
    assert report.embedded == 1
    assert MemoryEmbedding.objects.get(memory=changed).text_hash != before


def test_a_recheck_remakes_vectors_made_of_another_text_and_leaves_current_ones_alone(
    make_memory: MakeMemory, alice: Any
) -> None:
    """After an upgrade that changed what is embedded (a drawer's quoted turns), the vectors
    made before are neither missing nor older than their memory: only `--recheck` finds them."""
    hint = "Alice on 2026-05-01\nbefore: Bob: do you still go climbing?"
    drawer = make_memory(alice, "Yes, every weekend!", kind="message", recall_hint=hint)
    fact = make_memory(alice, "Alice climbs every weekend", recall_hint="hobbies\nsport")
    older = text_hash(f"{hint}\n\nYes, every weekend!")  # as a drawer was embedded before
    MemoryEmbedding.objects.filter(memory=drawer).update(text_hash=older)
    fact_vector = MemoryEmbedding.objects.get(memory=fact)

    assert reconcile_embeddings().embedded == 0  # the changed-since walk cannot see it
    only_facts = reconcile_embeddings(recheck=True, kinds=["fact"])
    assert (only_facts.embedded, only_facts.unchanged) == (0, 1)
    out = StringIO()
    call_command("reconcile_embeddings", "--recheck", "--no-progress", stdout=out)

    assert "Embedded 1 memories" in out.getvalue()
    assert "(1 already current)" in out.getvalue()
    assert MemoryEmbedding.objects.get(memory=drawer).text_hash == text_hash(
        "Alice on 2026-05-01\n\nYes, every weekend!"
    )
    again = MemoryEmbedding.objects.get(memory=fact)
    assert (again.text_hash, again.created_at) == (fact_vector.text_hash, fact_vector.created_at)
    with pytest.raises(CommandError, match="--kind goes with --recheck"):
        call_command("reconcile_embeddings", "--kind", "message")


def test_model_swap_keeps_querying_the_complete_model_until_reembedded(
    make_memory: MakeMemory, alice: Any, as_alice: Principal, settings: Any, fake_openai: FakeOpenAI
) -> None:
    rows = [make_memory(alice, f"Runbook step {n}: restart the ingest worker") for n in range(4)]
    fake_openai.dimensions = 256  # a different model with a different size
    try:
        # Its own name: an index another test left for `fake-embed` (384 numbers) stays valid.
        use_fake_embedder(settings, fake_openai, model="fake-embed-256")
        partial = reconcile_embeddings(batch_size=2, max_batches=1)
        during = memory_recall(
            principal=as_alice, query="restart ingest worker", strategy="semantic"
        )
        coverage = embedding_coverage()
        reconcile_embeddings()
        after = memory_recall(
            principal=as_alice, query="restart ingest worker", strategy="semantic"
        )
    finally:
        fake_openai.dimensions = 384

    assert partial.embedded == 2
    assert during.model == "all-MiniLM-L6-v2"
    assert during.ranking == "hybrid"
    assert during.note
    assert "re-embedding to fake-embed-256" in during.note
    assert {"kind": "fact", "model": "fake-embed-256", "indexed": 2, "expected": 4} in coverage
    assert after.model == "fake-embed-256"
    assert after.note is None
    assert {hit.id for hit in after.results} == {row.id for row in rows}
    assert set(
        MemoryEmbedding.objects.filter(model="fake-embed-256").values_list("dimensions", flat=True)
    ) == {256}


def test_swap_without_the_old_models_embedder_goes_lexical_and_says_why(
    make_memory: MakeMemory, alice: Any, as_alice: Principal, settings: Any, fake_openai: FakeOpenAI
) -> None:
    for n in range(3):
        make_memory(alice, f"Old-model note {n} about certificates", embed=False)
    use_fake_embedder(settings, fake_openai, model="old-embed")
    reconcile_embeddings()
    use_fake_embedder(settings, fake_openai, model="new-embed")

    result = memory_recall(principal=as_alice, query="certificates", strategy="semantic")

    assert result.ranking == "lexical"
    assert result.degraded is True
    assert result.note
    assert "old-embed" in result.note
    assert "unavailable" in result.note
    assert len(result.results) == 3


def test_the_reconcile_task_is_thin_named_and_scheduled(
    make_memory: MakeMemory, alice: Any, settings: Any
) -> None:
    from memories.tasks import reconcile_embeddings_task

    make_memory(alice, "Saved while the embedder was down", embed=False)

    assert reconcile_embeddings_task.name == "memories.reconcile_embeddings"
    assert reconcile_embeddings_task.run()["embedded"] == 1
    assert reconcile_embeddings_task.run()["embedded"] == 0
    beat = settings.CELERY_BEAT_SCHEDULE["reconcile-embeddings"]
    assert beat["task"] == "memories.reconcile_embeddings"
