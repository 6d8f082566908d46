"""The embedder's two modes for the service tests (dedup must decide alike with and without
vectors); the principals are in tests/memories/conftest.py."""

from __future__ import annotations

import pytest
from django.test import override_settings

from memories.embeddings import reset_embedder


@pytest.fixture
def embedder_down():
    """EMBEDDINGS_PROVIDER=none for one test; the real provider is restored afterwards."""
    with override_settings(EMBEDDINGS_PROVIDER="none"):
        reset_embedder()
        yield
    reset_embedder()


@pytest.fixture(params=["embedder up", "embedder down"])
def mode(request):
    """The test runs twice: with the MiniLM embedder (vector similarity) and without (lexical
    only); dedup must decide alike."""
    if request.param == "embedder up":
        reset_embedder()
        yield request.param
        return
    with override_settings(EMBEDDINGS_PROVIDER="none"):
        reset_embedder()
        yield request.param
    reset_embedder()
