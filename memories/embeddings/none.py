"""The "none" provider: embeddings switched off; recall runs lexical-only and says so."""

from __future__ import annotations

from collections.abc import Sequence

from memories.embeddings.base import EmbedderUnavailable, Health


class NoEmbedder:
    name = "none"
    model = ""
    dimensions = 0

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        raise EmbedderUnavailable("no embedding provider is configured")

    def health(self) -> Health:
        return Health(ok=False, detail="no embedding provider configured (lexical recall only)")
