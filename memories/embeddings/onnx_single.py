"""The packaged MiniLM on ONNX Runtime: every text a serving process embeds, without torch.

The weights are the installed package's own, exported once to an ONNX file in DATA_DIR/models
(keyed by the package's files, the torch that exported it and the opset, so an upgrade exports
again) by a child process (`onnx_export.py`) that exits when the file is written; every later
process loads that file. Nothing is downloaded. Texts are tokenized by the package's own
`tokenizer.json` (the `tokenizers` library: no torch, no transformers), so a web worker that
recalls and remembers maps ONNX Runtime only (about 250 MB where torch took 900 MB).

The vectors are the torch path's to within 1e-6 (same tokenizer, same truncation to the
model's max_seq_length, same mean pooling over the attention mask, same L2 normalisation), so
they are compared with stored vectors as they are. A batch is sorted by length and cut into
chunks of at most TOKEN_BUDGET padded tokens, which bounds the memory one chunk takes (the
attention scores grow with rows times length squared).
"""

from __future__ import annotations

import fcntl
import hashlib
import importlib.metadata
import json
import logging
import subprocess
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

logger = logging.getLogger(__name__)

INPUTS = ("input_ids", "attention_mask", "token_type_ids")
OPSET = 17  # the exporter's (onnx_export.OPSET); part of the file's key
TOKEN_BUDGET = 2048  # padded tokens per chunk of a batch
EXPORT_TIMEOUT_SECONDS = 600


def runtime_available() -> bool:
    """onnxruntime (to run) and tokenizers (to tokenize) are installed."""
    import importlib.util

    return all(importlib.util.find_spec(name) is not None for name in ("onnxruntime", "tokenizers"))


def _torch_version() -> str:
    try:
        return importlib.metadata.version("torch")
    except importlib.metadata.PackageNotFoundError:
        return "none"


def export_key(model_dir: Path) -> str:
    """What the exported file depends on: the model's files (names, sizes, mtimes), torch and
    the opset. A changed package or torch gives a new file name, never a stale graph. Reads
    torch's version from its package metadata: computing the key imports no torch."""
    digest = hashlib.sha256(f"torch={_torch_version()};opset={OPSET}".encode())
    for path in sorted(p for p in model_dir.rglob("*") if p.is_file()):
        stat = path.stat()
        digest.update(f"{path.relative_to(model_dir)}:{stat.st_size}:{stat.st_mtime_ns};".encode())
    return digest.hexdigest()[:16]


@contextmanager
def _export_lock(cache_dir: Path) -> Iterator[None]:
    """One exporter at a time per folder: the processes starting together (two web workers,
    the Celery worker) wait for the first one's file instead of each exporting it."""
    with (cache_dir / ".export.lock").open("w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def exported_model(model_dir: Path, cache_dir: Path, *, name: str) -> Path:
    """The ONNX file of `model_dir`'s transformer, exported by a child process when it is not
    there yet (the only place torch is loaded)."""
    target = cache_dir / f"minilm-{export_key(model_dir)}.onnx"
    if target.exists():
        return target
    cache_dir.mkdir(parents=True, exist_ok=True)
    with _export_lock(cache_dir):
        if target.exists():  # another process exported it while this one waited
            return target
        logger.info("Exporting the packaged %s to ONNX (once, for every process): %s", name, target)
        script = Path(__file__).with_name("onnx_export.py")
        # -P: the script's folder is not put on sys.path (its module names would shadow others).
        done = subprocess.run(
            [sys.executable, "-P", str(script), str(model_dir), str(target)],
            capture_output=True,
            text=True,
            timeout=EXPORT_TIMEOUT_SECONDS,
            check=False,
        )
        if done.returncode != 0 or not target.exists():
            raise RuntimeError(f"the ONNX export failed ({done.returncode}): {done.stderr[-2000:]}")
    return target


def _tokenizer(model_dir: Path) -> Any:
    """The package's fast tokenizer, truncating as sentence-transformers does (its
    max_seq_length) and not padding (chunks are padded to their own longest text)."""
    from tokenizers import Tokenizer

    config = json.loads((model_dir / "sentence_bert_config.json").read_text())
    tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
    tokenizer.enable_truncation(max_length=int(config.get("max_seq_length", 256)))
    tokenizer.no_padding()
    return tokenizer


class OnnxEncoder:
    """Embeds texts with an ONNX Runtime session over the exported model."""

    def __init__(self, model_dir: Path, onnx_path: Path, *, threads: int) -> None:
        import onnxruntime  # type: ignore[import-untyped]

        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = threads  # 0: ONNX Runtime's default (every core)
        options.inter_op_num_threads = 1
        if threads != 1:
            # Idle pool threads sleep instead of spinning: on a busy box the spinning ones take
            # the cores the work needs. Measured on 2 busy cores, a single text on every core
            # took 37-66 ms spinning, 23-25 ms not (24-28 ms on one thread); a 256-text batch
            # 7.4-12.2 s spinning, 6.8-8.5 s not. A Celery pool process embeds its single texts
            # on this session too.
            options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_ENABLE_ALL
        self._session = onnxruntime.InferenceSession(
            str(onnx_path), options, providers=["CPUExecutionProvider"]
        )
        _release_freed_heap()
        # Truncation is set once here and never changed, so encoding is safe from any thread.
        self._tokenizer = _tokenizer(model_dir)
        self._lower = bool(
            json.loads((model_dir / "sentence_bert_config.json").read_text()).get("do_lower_case")
        )
        self.path = onnx_path

    def embed(self, text: str) -> list[float]:
        return self.embed_counted([text])[0][0]

    def embed_counted(self, texts: Sequence[str]) -> tuple[list[list[float]], int]:
        """One vector per text (in order), and how many tokens the model read (after
        truncation)."""
        cleaned = [text.strip() for text in texts]  # as sentence-transformers tokenizes
        if self._lower:
            cleaned = [text.lower() for text in cleaned]
        encodings = self._tokenizer.encode_batch(cleaned)
        order = sorted(range(len(encodings)), key=lambda i: -len(encodings[i].ids))
        vectors: list[list[float]] = [[] for _ in encodings]
        for chunk in _chunks(order, [len(e.ids) for e in encodings]):
            for index, vector in zip(chunk, self._run([encodings[i] for i in chunk]), strict=True):
                vectors[index] = vector
        return vectors, sum(len(e.ids) for e in encodings)

    def _run(self, encodings: list[Any]) -> list[list[float]]:
        import numpy as np

        width = max(len(e.ids) for e in encodings)
        feed = {name: np.zeros((len(encodings), width), dtype=np.int64) for name in INPUTS}
        for row, encoding in enumerate(encodings):
            size = len(encoding.ids)
            feed["input_ids"][row, :size] = encoding.ids
            feed["attention_mask"][row, :size] = encoding.attention_mask
            feed["token_type_ids"][row, :size] = encoding.type_ids
        hidden = self._session.run(None, feed)[0]
        mask = feed["attention_mask"][..., None].astype(hidden.dtype)
        pooled = (hidden * mask).sum(axis=1) / np.maximum(mask.sum(axis=1), 1e-9)
        norms = np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)
        return (pooled / norms).tolist()  # type: ignore[no-any-return]  # Python floats, made in C


def _release_freed_heap() -> None:
    """Hand the heap that loading freed back to the system. ONNX Runtime parses the whole file
    (about 90 MB) before it builds its own copy of the weights and frees the parsed one, but
    glibc keeps the freed pages mapped: about 30 MB resident in every process that loads the
    model, until `malloc_trim`. A C library without it (musl) has nothing to trim."""
    import ctypes
    import ctypes.util

    name = ctypes.util.find_library("c")
    try:
        trim = ctypes.CDLL(name).malloc_trim if name else None
    except (OSError, AttributeError):
        trim = None
    if trim is not None:
        trim(0)


def _chunks(order: list[int], lengths: list[int]) -> Iterator[list[int]]:
    """`order` (longest first) cut so that rows times the chunk's longest ≤ TOKEN_BUDGET."""
    chunk: list[int] = []
    for index in order:
        if chunk and (len(chunk) + 1) * max(lengths[chunk[0]], 1) > TOKEN_BUDGET:
            yield chunk
            chunk = []
        chunk.append(index)
    if chunk:
        yield chunk


def load_encoder(model_dir: Path, cache_dir: Path, *, name: str, threads: int) -> OnnxEncoder:
    """An OnnxEncoder over the exported file; a file ONNX Runtime cannot load (truncated
    by a full disk, say) is exported again once."""
    path = exported_model(model_dir, cache_dir, name=name)
    try:
        return OnnxEncoder(model_dir, path, threads=threads)
    except Exception:
        logger.warning("ONNX Runtime could not load %s; exporting it again.", path)
        path.unlink(missing_ok=True)
        path = exported_model(model_dir, cache_dir, name=name)
        return OnnxEncoder(model_dir, path, threads=threads)
