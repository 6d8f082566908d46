"""Pick the configured embedder (settings EMBEDDINGS_*); one instance per process."""

from __future__ import annotations

from functools import cache

from django.conf import settings

from memories.embeddings.base import Embedder
from memories.embeddings.local import LocalEmbedder
from memories.embeddings.none import NoEmbedder
from memories.embeddings.openai_compat import OpenAICompatEmbedder


@cache
def get_embedder() -> Embedder:
    provider = settings.EMBEDDINGS_PROVIDER
    if provider == "local":
        return LocalEmbedder(model=settings.EMBEDDINGS_MODEL, dimensions=384)
    if provider == "openai":
        return OpenAICompatEmbedder(
            base_url=settings.EMBEDDINGS_BASE_URL,
            model=settings.EMBEDDINGS_MODEL,
            dimensions=settings.EMBEDDINGS_DIMENSIONS,
            api_key=settings.EMBEDDINGS_API_KEY,
            timeout=settings.EMBEDDINGS_TIMEOUT,
        )
    return NoEmbedder()


def reset_embedder() -> None:
    """Forget the cached provider (after a settings change in tests or a model swap)."""
    get_embedder.cache_clear()
