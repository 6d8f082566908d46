"""The local model on ONNX Runtime: exported once by a child process, the torch path's vectors
for single texts and batches, and no torch in the process that embeds."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
import textwrap

from memories.embeddings import onnx_single
from memories.embeddings.local import LocalEmbedder, packaged_model_path
from tests.conftest import ROOT
from tests.helpers.exported_model import seed_exported_model

TEXTS = [
    "which editor does dana prefer?",
    "  Caroline went to the LGBTQ support group on 7 May 2023 ",
    "Café crème, naïve résumé — 東京 🎉",
    "",
    "pottery " * 400,  # over the 256-token limit: truncated the same way on both paths
]


def _torch_vectors(settings, texts, *, batch=False):
    settings.EMBEDDINGS_LOCAL_ONNX = False
    embedder = LocalEmbedder()
    if batch:
        return embedder.embed(texts)
    return [embedder.embed([text])[0] for text in texts]


def _farthest(got, expected):
    return max(
        abs(x - y) for a, b in zip(got, expected, strict=True) for x, y in zip(a, b, strict=True)
    )


def test_single_texts_on_onnx_runtime_give_the_torch_vectors(settings, tmp_path):
    expected = _torch_vectors(settings, TEXTS)
    settings.EMBEDDINGS_LOCAL_ONNX, settings.DATA_DIR = True, tmp_path
    seed_exported_model(tmp_path)  # the export itself is tested below
    embedder = LocalEmbedder()
    got = [embedder.embed([text])[0] for text in TEXTS]

    assert embedder._onnx is not None  # ONNX Runtime really ran them
    assert embedder._model is None  # and torch was never loaded
    assert embedder._onnx.path.parent == tmp_path / "models"
    assert all(len(vector) == 384 for vector in got)
    assert _farthest(got, expected) < 1e-5
    assert "loaded, on ONNX Runtime" in embedder.health().detail


def test_batches_on_onnx_runtime_give_the_torch_batch_vectors_in_order(settings, tmp_path):
    # Long and short texts mixed: sorted by length and cut into several chunks, each padded to
    # its own longest text; the vectors come back in the caller's order.
    texts = [f"{word} " * size for size in (3, 300, 40, 1, 120, 90) for word in ("kayak", "oslo")]
    texts += TEXTS
    expected = _torch_vectors(settings, texts, batch=True)
    settings.EMBEDDINGS_LOCAL_ONNX, settings.DATA_DIR = True, tmp_path
    seed_exported_model(tmp_path)  # the export itself is tested below
    embedder = LocalEmbedder()
    lengths = [min(256, size + 2) for size in (3, 300, 40, 1, 120, 90) for _ in (1, 2)]
    order = sorted(range(len(lengths)), key=lambda i: -lengths[i])
    assert len(list(onnx_single._chunks(order, lengths))) > 1  # more than one chunk really ran

    got = embedder.embed(texts)

    assert embedder._model is None
    assert _farthest(got, expected) < 1e-5
    singles = [embedder.embed([text])[0] for text in texts[:4]]
    assert _farthest(got[:4], singles) < 1e-5


def test_chunks_stay_within_the_token_budget():
    lengths = [256, 256, 256, 256, 256, 256, 256, 256, 256, 40, 30, 12, 12, 12, 3]
    order = sorted(range(len(lengths)), key=lambda i: -lengths[i])
    chunks = list(onnx_single._chunks(order, lengths))
    assert sorted(i for chunk in chunks for i in chunk) == list(range(len(lengths)))
    for chunk in chunks:
        assert len(chunk) * max(lengths[i] for i in chunk) <= onnx_single.TOKEN_BUDGET
    assert [len(chunk) for chunk in chunks] == [8, 7]  # 8 x 256, then 7 x 256


def test_the_export_is_made_once_and_reused_by_the_next_process(settings, tmp_path):
    settings.DATA_DIR = tmp_path
    first = LocalEmbedder()
    first.embed(["one"])
    path = first._onnx.path
    stamp = path.stat().st_mtime_ns
    second = LocalEmbedder()  # a new process would start like this
    second.embed(["two"])
    assert second._onnx.path == path
    assert path.stat().st_mtime_ns == stamp  # not exported again
    files = sorted(p.name for p in (tmp_path / "models").iterdir())
    assert files == [".export.lock", path.name]  # no half-written leftovers


def test_an_unloadable_export_is_made_again(settings, tmp_path, caplog):
    settings.DATA_DIR = tmp_path
    embedder = LocalEmbedder()
    model_dir = packaged_model_path()
    target = tmp_path / "models" / f"minilm-{onnx_single.export_key(model_dir)}.onnx"
    target.parent.mkdir(parents=True)
    target.write_bytes(b"half a file")
    with caplog.at_level(logging.WARNING):
        vector = embedder.embed(["which editor does dana prefer?"])[0]
    assert embedder._onnx is not None
    assert "exporting it again" in caplog.text
    assert target.stat().st_size > 1_000_000
    expected = _torch_vectors(settings, ["which editor does dana prefer?"])[0]
    assert max(abs(x - y) for x, y in zip(vector, expected, strict=True)) < 1e-5


def test_a_failed_export_falls_back_to_torch_and_says_why(settings, tmp_path, caplog):
    settings.DATA_DIR = tmp_path
    (tmp_path / "models").write_text("a file where the folder should be")
    embedder = LocalEmbedder()
    with caplog.at_level(logging.WARNING):
        vector = embedder.embed(["one"])[0]
    assert len(vector) == 384
    assert embedder._onnx is None
    assert embedder._model is not None
    assert "texts embed on torch" in caplog.text
    assert "loaded, on torch" in embedder.health().detail


def test_the_process_that_embeds_never_imports_torch(tmp_path):
    """A fresh interpreter (as a web worker is) exports the model through its child process
    and embeds single texts and a batch without importing torch or mapping libtorch."""
    script = textwrap.dedent(
        f"""
        import json, os, sys
        from pathlib import Path
        import django
        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memory_project.settings")
        django.setup()
        from memories.embeddings import onnx_single
        from memories.embeddings.local import packaged_model_path
        encoder = onnx_single.load_encoder(
            packaged_model_path(), Path({str(tmp_path)!r}), name="all-MiniLM-L6-v2", threads=1
        )
        vectors, tokens = encoder.embed_counted(["one text", "and a second, longer text"])
        maps = Path("/proc/self/maps").read_text()
        print(json.dumps({{
            "torch_imported": any(m.split(".")[0] == "torch" for m in sys.modules),
            "libtorch_mapped": "libtorch" in maps,
            "onnxruntime_mapped": "onnxruntime" in maps,
            "sizes": [len(v) for v in vectors],
            "tokens": tokens,
        }}))
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr[-3000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen == {
        "torch_imported": False,
        "libtorch_mapped": False,
        "onnxruntime_mapped": True,
        "sizes": [384, 384],
        "tokens": 4 + 8,  # [CLS] one text [SEP]; [CLS] and a second , longer text [SEP]
    }
    assert list(tmp_path.glob("minilm-*.onnx"))  # the child process left the file


def test_the_session_runs_on_the_query_threads(settings, tmp_path):
    settings.DATA_DIR, settings.EMBEDDINGS_LOCAL_QUERY_THREADS = tmp_path, 1
    seed_exported_model(tmp_path)
    embedder = LocalEmbedder()
    embedder.embed(["one"])
    assert embedder._onnx._session.get_session_options().intra_op_num_threads == 1


def test_the_export_key_follows_the_model_files(tmp_path):
    (tmp_path / "config.json").write_text("{}")
    before = onnx_single.export_key(tmp_path)
    assert onnx_single.export_key(tmp_path) == before
    (tmp_path / "config.json").write_text('{"changed": true}')
    assert onnx_single.export_key(tmp_path) != before


def test_turned_off_texts_embed_on_torch(settings, tmp_path):
    settings.DATA_DIR, settings.EMBEDDINGS_LOCAL_ONNX = tmp_path, False
    embedder = LocalEmbedder()
    embedder.embed(["one"])
    assert embedder._onnx is None
    assert not (tmp_path / "models").exists()


def test_runtime_is_installed_with_the_local_embeddings():
    assert onnx_single.runtime_available()
