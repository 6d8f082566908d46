"""One text at a time on ONNX Runtime: the packaged MiniLM, exported once, for recall's query.

For a single short text PyTorch spends most of its time dispatching small operators; ONNX
Runtime runs the same graph 2-3x faster on one thread. The weights are the installed
package's own: the model loaded by sentence-transformers is exported to an ONNX file in
DATA_DIR/models the first time (keyed by the package, its files and the exporter's version, so
an upgrade exports again), and every later process loads that file. Nothing is downloaded.

The vectors are the torch path's to within 1e-6 (same tokenizer call, same mean pooling over
the attention mask, same L2 normalisation), so they are compared with stored vectors as they
are. Batches stay on torch (sentence-transformers sorts them by length; faster there).
"""

from __future__ import annotations

import hashlib
import logging
import os
import threading
import warnings
from pathlib import Path
from typing import Any

logger = logging.getLogger(__name__)

INPUTS = ("input_ids", "attention_mask", "token_type_ids")
OPSET = 17


def runtime_available() -> bool:
    """onnxruntime (to run) and onnx (torch's exporter writes through it) are installed."""
    import importlib.util

    return all(importlib.util.find_spec(name) is not None for name in ("onnxruntime", "onnx"))


def export_key(model_dir: Path) -> str:
    """What the exported file depends on: the model's files (names, sizes, mtimes), torch and
    the opset. A changed package or torch gives a new file name, never a stale graph."""
    import torch

    digest = hashlib.sha256(f"torch={torch.__version__};opset={OPSET}".encode())
    for path in sorted(p for p in model_dir.rglob("*") if p.is_file()):
        stat = path.stat()
        digest.update(f"{path.relative_to(model_dir)}:{stat.st_size}:{stat.st_mtime_ns};".encode())
    return digest.hexdigest()[:16]


def exported_model(sentence_model: Any, model_dir: Path, cache_dir: Path, *, name: str) -> Path:
    """The ONNX file of `sentence_model`'s transformer, exporting it when it is not there yet.

    Written to a temporary name and renamed, so two processes exporting at once each leave a
    whole file and a reader never sees half of one."""
    target = cache_dir / f"minilm-{export_key(model_dir)}.onnx"
    if target.exists():
        return target
    import torch

    cache_dir.mkdir(parents=True, exist_ok=True)
    transformer = sentence_model[0].auto_model.eval()

    class LastHiddenState(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.inner = transformer

        def forward(self, input_ids: Any, attention_mask: Any, token_type_ids: Any) -> Any:
            return self.inner(
                input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
            ).last_hidden_state

    sample = sentence_model.preprocess(["an example sentence to trace the graph with"])
    partial = cache_dir / f".{target.name}.{os.getpid()}.{threading.get_ident()}.part"
    logger.info("Exporting the packaged %s to ONNX (once, for every process): %s", name, target)
    try:
        # The tracer warns about shape checks it freezes; none of them depends on the length.
        with torch.inference_mode(), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            torch.onnx.export(
                LastHiddenState().eval(),
                tuple(sample[name] for name in INPUTS),
                str(partial),
                input_names=list(INPUTS),
                output_names=["last_hidden_state"],
                dynamic_axes={name: {0: "batch", 1: "tokens"} for name in INPUTS},
                opset_version=OPSET,
                dynamo=False,
            )
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
    return target


class SingleTextEncoder:
    """Embeds one text with an ONNX Runtime session over the exported model."""

    def __init__(self, sentence_model: Any, onnx_path: Path, *, threads: int) -> None:
        import onnxruntime  # type: ignore[import-untyped]

        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = threads  # 0: ONNX Runtime's default (every core)
        options.inter_op_num_threads = 1
        options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_ENABLE_ALL
        self._session = onnxruntime.InferenceSession(
            str(onnx_path), options, providers=["CPUExecutionProvider"]
        )
        self._model = sentence_model
        # A fast tokenizer's truncation state is not safe to share between threads.
        self._tokenize_lock = threading.Lock()
        self.path = onnx_path

    def embed(self, text: str) -> list[float]:
        return self.embed_counted(text)[0]

    def embed_counted(self, text: str) -> tuple[list[float], int]:
        """The vector, and how many tokens the model read (after truncation)."""
        import numpy as np

        with self._tokenize_lock:
            features = self._model.preprocess([text])
        feed = {name: features[name].numpy().astype(np.int64) for name in INPUTS}
        hidden = self._session.run(None, feed)[0]
        mask = feed["attention_mask"][..., None].astype(hidden.dtype)
        pooled = (hidden * mask).sum(axis=1) / np.maximum(mask.sum(axis=1), 1e-9)
        vector = pooled[0] / max(float(np.linalg.norm(pooled[0])), 1e-12)
        return vector.tolist(), int(feed["attention_mask"].sum())  # Python floats, made in C


def load_encoder(
    sentence_model: Any, model_dir: Path, cache_dir: Path, *, name: str, threads: int
) -> SingleTextEncoder:
    """A SingleTextEncoder over the exported file; a file ONNX Runtime cannot load (truncated
    by a full disk, say) is exported again once."""
    path = exported_model(sentence_model, model_dir, cache_dir, name=name)
    try:
        return SingleTextEncoder(sentence_model, path, threads=threads)
    except Exception:
        logger.warning("ONNX Runtime could not load %s; exporting it again.", path)
        path.unlink(missing_ok=True)
        path = exported_model(sentence_model, model_dir, cache_dir, name=name)
        return SingleTextEncoder(sentence_model, path, threads=threads)
