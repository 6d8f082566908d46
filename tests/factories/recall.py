"""Recall's state for tests: the packaged MiniLM, no LLM, vector coverage read fresh each time."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from memories.embeddings import reset_embedder
from memories.search.models_in_use import coverage_cache_clear


@contextmanager
def local_recall_state(settings: Any) -> Iterator[None]:
    """Within it, recall embeds with the local model and sees no LLM; the embedder and the
    coverage cache are reset on the way in and out, so no test inherits another's."""
    settings.EMBEDDINGS_PROVIDER = "local"
    settings.EMBEDDINGS_MODEL = "all-MiniLM-L6-v2"
    settings.LLM_BASE_URL = ""
    settings.LLM_MODEL = ""
    settings.RECALL_COVERAGE_CACHE_SECONDS = 0.0
    reset_embedder()
    coverage_cache_clear()
    try:
        yield
    finally:
        reset_embedder()
        coverage_cache_clear()
