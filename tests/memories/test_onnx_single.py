"""A single text on ONNX Runtime: the packaged model exported once, the torch path's vectors."""

from __future__ import annotations

import logging

from memories.embeddings import onnx_single
from memories.embeddings.local import LocalEmbedder, packaged_model_path

TEXTS = [
    "which editor does dana prefer?",
    "  Caroline went to the LGBTQ support group on 7 May 2023 ",
    "Café crème, naïve résumé — 東京 🎉",
    "",
    "pottery " * 400,  # over the 256-token limit: truncated the same way on both paths
]


def _torch_vectors(settings, texts):
    settings.EMBEDDINGS_LOCAL_ONNX = False
    embedder = LocalEmbedder()
    return [embedder.embed([text])[0] for text in texts]


def test_single_texts_on_onnx_runtime_give_the_torch_vectors(settings, tmp_path):
    expected = _torch_vectors(settings, TEXTS)
    settings.EMBEDDINGS_LOCAL_ONNX, settings.DATA_DIR = True, tmp_path
    embedder = LocalEmbedder()
    got = [embedder.embed([text])[0] for text in TEXTS]

    assert embedder._single is not None  # ONNX Runtime really ran them
    assert embedder._single.path.parent == tmp_path / "models"
    for a, b in zip(got, expected, strict=True):
        assert len(a) == 384
        assert max(abs(x - y) for x, y in zip(a, b, strict=True)) < 1e-5
    assert "single texts on ONNX Runtime" in embedder.health().detail
    # Batches stay on torch and agree with the single-text vectors.
    batch = embedder.embed(TEXTS[:2])
    assert max(abs(x - y) for x, y in zip(batch[1], got[1], strict=True)) < 1e-5


def test_the_export_is_made_once_and_reused_by_the_next_process(settings, tmp_path):
    settings.DATA_DIR = tmp_path
    first = LocalEmbedder()
    first.embed(["one"])
    path = first._single.path
    stamp = path.stat().st_mtime_ns
    second = LocalEmbedder()  # a new process would start like this
    second.embed(["two"])
    assert second._single.path == path
    assert path.stat().st_mtime_ns == stamp  # not exported again
    assert [p.name for p in (tmp_path / "models").iterdir()] == [path.name]  # no leftovers


def test_an_unloadable_export_is_made_again(settings, tmp_path, caplog):
    settings.DATA_DIR = tmp_path
    embedder = LocalEmbedder()
    model_dir = packaged_model_path()
    target = tmp_path / "models" / f"minilm-{onnx_single.export_key(model_dir)}.onnx"
    target.parent.mkdir(parents=True)
    target.write_bytes(b"half a file")
    with caplog.at_level(logging.WARNING):
        vector = embedder.embed(["which editor does dana prefer?"])[0]
    assert embedder._single is not None
    assert "exporting it again" in caplog.text
    assert target.stat().st_size > 1_000_000
    expected = _torch_vectors(settings, ["which editor does dana prefer?"])[0]
    assert max(abs(x - y) for x, y in zip(vector, expected, strict=True)) < 1e-5


def test_the_session_runs_on_the_query_threads(settings, tmp_path):
    settings.DATA_DIR, settings.EMBEDDINGS_LOCAL_QUERY_THREADS = tmp_path, 1
    embedder = LocalEmbedder()
    embedder.embed(["one"])
    assert embedder._single._session.get_session_options().intra_op_num_threads == 1


def test_the_export_key_follows_the_model_files(tmp_path):
    (tmp_path / "config.json").write_text("{}")
    before = onnx_single.export_key(tmp_path)
    assert onnx_single.export_key(tmp_path) == before
    (tmp_path / "config.json").write_text('{"changed": true}')
    assert onnx_single.export_key(tmp_path) != before


def test_turned_off_single_texts_embed_on_torch(settings, tmp_path):
    settings.DATA_DIR, settings.EMBEDDINGS_LOCAL_ONNX = tmp_path, False
    embedder = LocalEmbedder()
    embedder.embed(["one"])
    assert embedder._single is None
    assert not (tmp_path / "models").exists()


def test_runtime_is_installed_with_the_local_embeddings():
    assert onnx_single.runtime_available()
