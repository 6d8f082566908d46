"""EMBEDDINGS_DEVICE: where the bulk paths run the local model. This machine has no GPU: auto
resolves to the CPU, cpu embeds on ONNX Runtime with the single-text path's vectors, and cuda
stops an import before anything is written, saying why."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.core.management import CommandError, call_command

from memories.embeddings.device import DeviceUnavailable, bulk_device, bulk_device_reset
from memories.embeddings.local import LocalEmbedder
from memories.models import Memory
from tests.helpers.exported_model import seed_exported_model


@pytest.fixture(autouse=True)
def _fresh_device() -> Iterator[None]:
    bulk_device_reset()
    yield
    bulk_device_reset()


def test_auto_and_cpu_resolve_to_the_cpu_without_a_gpu(settings: Any) -> None:
    for wanted in ("auto", "cpu"):
        settings.EMBEDDINGS_DEVICE = wanted
        bulk_device_reset()
        assert bulk_device() == "cpu"


def test_cuda_without_a_gpu_is_a_clear_error(settings: Any) -> None:
    settings.EMBEDDINGS_DEVICE = "cuda"
    with pytest.raises(DeviceUnavailable, match="EMBEDDINGS_DEVICE=cuda, but no GPU is visible"):
        bulk_device()


def test_the_batch_path_on_the_cpu_gives_the_single_text_vectors(
    settings: Any, tmp_path: Path
) -> None:
    settings.EMBEDDINGS_DEVICE, settings.DATA_DIR = "cpu", tmp_path
    seed_exported_model(tmp_path)  # the export is tested in test_onnx_single.py
    texts = ["which editor does dana prefer?", "kayak " * 80, "Oslo in May", ""]
    embedder, alone = LocalEmbedder(), LocalEmbedder()
    single = [alone.embed([text])[0] for text in texts]  # first: the single-text session
    batch = embedder.embed_batch(texts)
    embedder.embed(texts[:1])  # not warmed for batches: a single text loads its own session

    assert embedder._bulk_onnx is not None
    assert alone._onnx is not None
    assert embedder._onnx is not None
    assert embedder._onnx is not embedder._bulk_onnx
    assert embedder._model is None  # torch never loaded on the CPU path
    assert alone._model is None
    pairs = zip(batch, single, strict=True)
    farthest = max(abs(x - y) for a, b in pairs for x, y in zip(a, b, strict=True))
    assert farthest < 1e-5


@pytest.mark.django_db
def test_an_import_with_cuda_and_no_gpu_writes_nothing(settings: Any, tmp_path: Path) -> None:
    archive = tmp_path / "empty.zip"
    call_command("export", str(archive), "--all", stdout=None)
    settings.EMBEDDINGS_DEVICE = "cuda"
    before = Memory.objects.count()
    with pytest.raises(CommandError, match=r"Nothing was imported\. EMBEDDINGS_DEVICE=cuda"):
        call_command("import", str(archive))
    assert Memory.objects.count() == before


def test_a_process_warmed_for_batches_embeds_single_texts_on_its_one_session(
    settings: Any, tmp_path: Path
) -> None:
    """A Celery pool process holds one copy of the model: its single texts use the batch
    session, with the single-text session's vectors."""
    settings.EMBEDDINGS_DEVICE, settings.DATA_DIR = "cpu", tmp_path
    seed_exported_model(tmp_path)  # the export is tested in test_onnx_single.py
    embedder, alone = LocalEmbedder(), LocalEmbedder()
    embedder.warm_up_for_batches()
    vector = embedder.embed(["which editor does dana prefer?"])[0]
    expected = alone.embed(["which editor does dana prefer?"])[0]

    assert embedder._bulk_onnx is not None
    assert embedder._onnx is None
    assert "loaded, on ONNX Runtime" in embedder.health().detail
    assert alone._bulk_onnx is None  # a serving process's single texts stay on their own session
    assert max(abs(x - y) for x, y in zip(vector, expected, strict=True)) < 1e-5
