"""Recall's state for tests: the packaged MiniLM, no LLM, vector coverage read fresh each time."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from typing import Any

from django.test import override_settings

from memories.embeddings import reset_embedder
from memories.search.models_in_use import coverage_cache_clear

LOCAL_RECALL = {
    "EMBEDDINGS_PROVIDER": "local",
    "EMBEDDINGS_MODEL": "all-MiniLM-L6-v2",
    "LLM_BASE_URL": "",
    "LLM_MODEL": "",
    "RECALL_COVERAGE_CACHE_SECONDS": 0.0,
}


@contextmanager
def local_recall_state(settings: Any | None) -> Iterator[None]:
    """Within it, recall embeds with the local model and sees no LLM; the embedder and the
    coverage cache are reset on the way in and out, so no test inherits another's. `settings`:
    pytest-django's fixture (the settings last the test), or None: for the block only (where a
    module's shared rows are made)."""
    with override_settings(**LOCAL_RECALL) if settings is None else nullcontext():
        if settings is not None:
            for name, value in LOCAL_RECALL.items():
                setattr(settings, name, value)
        reset_embedder()
        coverage_cache_clear()
        try:
            yield
        finally:
            reset_embedder()
            coverage_cache_clear()
