"""Model usage per source and day: real token counts for embed, extract and rerank (QA is the
LongMemEval reader, tested with its command), cheap on the recall path, shown in curation."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from memories.embeddings import get_embedder
from memories.models import ModelUsage
from memories.retrieval.pipeline import memory_recall
from memories.scoping import principal_for_user
from memories.services.store.memory import memory_remember
from memories.usage import usage_flush, usage_note, usage_scope
from tests.fakes.openai_server import FakeOpenAI

pytestmark = pytest.mark.django_db


def _today(source: str) -> tuple[int, int]:
    usage_flush()
    row = ModelUsage.objects.filter(day=timezone.now().date(), source=source).first()
    return (row.calls, row.tokens) if row else (0, 0)


@pytest.fixture
def llm(settings: Any, fake_openai: FakeOpenAI) -> FakeOpenAI:
    settings.LLM_BASE_URL = fake_openai.base_url
    settings.LLM_API_KEY = "test-key"
    settings.LLM_MODEL = "fake-chat"
    return fake_openai


def test_the_local_embedder_counts_the_tokens_the_model_read() -> None:
    before = _today("memory_embed")
    get_embedder().embed(["hello world"])  # [CLS] hello world [SEP]: 4 tokens, one call
    get_embedder().embed(["hello world", "good morning"])  # a batch: padding is not counted
    calls, tokens = _today("memory_embed")
    assert (calls - before[0], tokens - before[1]) == (2, 4 + 8)


def test_remember_and_recall_each_cost_an_embedding(alice: Any) -> None:
    principal = principal_for_user(alice)
    before = _today("memory_embed")
    memory_remember(principal=principal, content="The staging database restarts on Sundays.")
    memory_recall(principal=principal, query="when does staging restart", strategy="semantic")
    calls, tokens = _today("memory_embed")
    assert calls - before[0] == 2
    assert tokens - before[1] > 10


def test_usage_is_tallied_in_memory_and_written_in_one_upsert_per_day_and_source(
    settings: Any,
) -> None:
    settings.USAGE_FLUSH_SECONDS = 3600  # nothing is written on the way
    usage_flush()
    start = ModelUsage.objects.filter(source="memory_qa").first()
    start_calls = start.calls if start else 0
    for _ in range(50):
        usage_note("memory_qa", tokens=7)
    unchanged = ModelUsage.objects.filter(source="memory_qa").first()
    assert (unchanged.calls if unchanged else 0) == start_calls
    assert usage_flush() == 1
    row = ModelUsage.objects.get(day=timezone.now().date(), source="memory_qa")
    assert row.calls == start_calls + 50
    assert usage_flush() == 0  # nothing left


def test_a_scope_collects_what_was_spent_inside_it() -> None:
    with usage_scope() as outer:
        usage_note("memory_extract", tokens=5)
        with usage_scope() as inner:
            get_embedder().embed(["hello world"])
    usage_note("memory_extract", tokens=100)  # outside both
    assert outer.as_cost() == {
        "memory_embed": {"calls": 1, "tokens": 4},
        "memory_extract": {"calls": 1, "tokens": 5},
    }
    assert inner.as_cost() == {"memory_embed": {"calls": 1, "tokens": 4}}


def test_rerank_records_the_reader_models_tokens(
    alice: Any, llm: FakeOpenAI, settings: Any
) -> None:
    principal = principal_for_user(alice)
    for text in ("Backups: nightly full backup of Postgres", "Backups: weekly restore drill"):
        memory_remember(principal=principal, content=text)
    llm.reply_with(json.dumps({"ranking": []}))
    before = _today("memory_rerank")
    result = memory_recall(principal=principal, query="backups", strategy="lexical", rerank=True)
    assert result.rerank == "applied"
    calls, tokens = _today("memory_rerank")
    assert calls - before[0] == 1
    assert tokens - before[1] > 0


def test_the_ops_page_shows_every_source_per_day(client: Any, admin_user: Any) -> None:
    today = timezone.now().date()
    ModelUsage.objects.update_or_create(
        day=today - timedelta(days=1), source="memory_rerank", defaults={"calls": 3, "tokens": 420}
    )
    ModelUsage.objects.update_or_create(
        day=today - timedelta(days=30), source="memory_qa", defaults={"calls": 1, "tokens": 99991}
    )
    client.force_login(admin_user)
    html = client.get("/curation/mining/").content.decode()
    for source in ("memory_embed", "memory_extract", "memory_rerank", "memory_qa"):
        assert f'<th scope="col">{source}</th>' in html
    assert '<td>3 calls<br><span class="muted">420 tokens</span></td>' in html
    assert 'id="cost-chart"' in html
    assert "99991" not in html  # older than the report's 14 days


def test_a_flush_from_another_thread_never_waits_on_a_row_this_transaction_holds() -> None:
    """A recall embeds its query on a worker thread, whose own connection would wait forever for
    a usage row the request's open transaction wrote, while the request waits for the worker."""
    import threading
    import time

    from django.db import connection

    usage_note("memory_qa", tokens=1)
    usage_flush()  # this (test) transaction now holds today's memory_qa row
    written: list[int] = []

    def on_a_worker() -> None:
        try:
            usage_note("memory_qa", tokens=1)
            written.append(usage_flush(quiet=True))
        finally:
            connection.close()

    began = time.monotonic()
    worker = threading.Thread(target=on_a_worker)
    worker.start()
    worker.join(timeout=20)
    assert not worker.is_alive(), "the worker's flush is stuck behind this transaction's lock"
    assert written == [0]
    assert time.monotonic() - began < 10
    assert usage_flush() == 1  # the tally was kept, and this thread writes it
