"""OpenAI-compatible HTTP embedder (OpenAI, Ollama, OpenRouter, vLLM, TEI all speak it)."""

from __future__ import annotations

import threading
from collections.abc import Sequence

import httpx
from cachetools import TTLCache

from memories.embeddings.base import EmbedderUnavailable, Health
from memories.models import SOURCE_EMBED
from memories.usage import usage_note
from memory_project import metrics
from memory_project.tls import client_tls

HEALTH_SECONDS = 30  # /readyz polling does not cost an embedding call each time


class OpenAICompatEmbedder:
    name = "openai"

    def __init__(
        self, *, base_url: str, model: str, dimensions: int, api_key: str = "", timeout: float = 10
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.dimensions = dimensions
        self._headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._timeout = timeout
        self._health: TTLCache[str, Health] = TTLCache(maxsize=1, ttl=HEALTH_SECONDS)
        self._health_lock = threading.Lock()  # a TTLCache is not thread-safe

    @metrics.embed_observed
    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        if not texts:
            return []
        if not self.base_url:
            raise EmbedderUnavailable("EMBEDDINGS_BASE_URL is not set")
        try:
            response = httpx.post(
                f"{self.base_url}/embeddings",
                json={"model": self.model, "input": list(texts)},
                headers=self._headers,
                timeout=self._timeout,
                verify=client_tls(),
            )
            response.raise_for_status()
            body = response.json()
            data = sorted(body["data"], key=lambda item: item["index"])
        except (httpx.HTTPError, KeyError, ValueError, TypeError) as exc:
            raise EmbedderUnavailable(f"embedding provider failed: {exc}") from exc
        vectors = [[float(x) for x in item["embedding"]] for item in data]
        if len(vectors) != len(texts) or any(len(v) != self.dimensions for v in vectors):
            raise EmbedderUnavailable(
                f"embedding provider returned vectors of the wrong count or size "
                f"(expected {len(texts)} x {self.dimensions})"
            )
        usage_note(SOURCE_EMBED, tokens=_tokens_reported(body))
        return vectors

    def health(self) -> Health:
        with self._health_lock:
            known = self._health.get("health")
        if known is not None:
            return known
        try:
            self.embed(["ping"])
            result = Health(ok=True, detail=f"{self.base_url} answers for {self.model}")
        except EmbedderUnavailable as exc:
            result = Health(ok=False, detail=str(exc))
        with self._health_lock:
            self._health["health"] = result
        return result


def _tokens_reported(body: object) -> int:
    """The tokens the provider says it read (`usage.prompt_tokens` / `total_tokens`); 0 when it
    reports none."""
    usage = body.get("usage") if isinstance(body, dict) else None
    if not isinstance(usage, dict):
        return 0
    counts = [usage.get("prompt_tokens"), usage.get("total_tokens")]
    return max([c for c in counts if isinstance(c, int) and c > 0], default=0)
