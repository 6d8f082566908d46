"""Erasing a person empties recall's per-principal caches, though erasure never imports recall."""

from __future__ import annotations

from typing import Any

import pytest

from memories.retrieval import bm25, pipeline
from memories.retrieval.pipeline import memory_recall
from memories.scoping import Principal
from memories.services.lifecycle.erasure import process_caches_forget
from tests.memories.retrieval.conftest import MakeMemory

pytestmark = pytest.mark.django_db


def test_forgetting_the_process_caches_empties_the_recall_sql_and_class_statistics(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    make_memory(alice, "Alice keeps bees on the roof", embed=False)
    memory_recall(principal=as_alice, query="bees", strategy="lexical")
    assert pipeline._recall_sql.cache_info().currsize
    assert bm25._compiled_class_statistics.cache_info().currsize

    process_caches_forget()

    assert pipeline._recall_sql.cache_info().currsize == 0
    assert bm25._compiled_class_statistics.cache_info().currsize == 0
