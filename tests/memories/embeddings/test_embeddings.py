"""Embedding providers: the packaged MiniLM offline, an OpenAI-compatible server, and none."""

import math

import pytest

from memories.embeddings.base import EmbedderUnavailable, text_hash
from memories.embeddings.local import LocalEmbedder
from memories.embeddings.none import NoEmbedder
from memories.embeddings.openai_compat import OpenAICompatEmbedder


def _cos(a, b):
    return sum(x * y for x, y in zip(a, b, strict=True))


def test_local_minilm_loads_offline_and_ranks_paraphrases_closer():
    embedder = LocalEmbedder()
    cat, kitten, invoice = embedder.embed(
        ["The cat sleeps on the sofa", "A kitten naps on the couch", "Invoice 4411 is overdue"]
    )
    assert len(cat) == 384
    assert math.isclose(math.sqrt(sum(x * x for x in cat)), 1.0, rel_tol=1e-4)
    assert _cos(cat, kitten) > _cos(cat, invoice) + 0.2


def test_openai_compatible_embedder_talks_to_a_real_http_server(fake_openai):
    embedder = OpenAICompatEmbedder(
        base_url=fake_openai.base_url, model="fake-embed", dimensions=384, api_key="test-key"
    )
    vectors = embedder.embed(["alpha beta", "gamma"])
    assert [len(v) for v in vectors] == [384, 384]
    path, body = fake_openai.requests[-1]
    assert path == "/v1/embeddings"
    assert body == {"model": "fake-embed", "input": ["alpha beta", "gamma"]}
    assert embedder.health().ok
    asked = len(fake_openai.requests)
    assert embedder.health().ok  # kept HEALTH_SECONDS: readiness polls cost no embedding call
    assert len(fake_openai.requests) == asked


def test_openai_compatible_embedder_reports_failures_as_unavailable(fake_openai):
    embedder = OpenAICompatEmbedder(
        base_url=fake_openai.base_url, model="m", dimensions=384, api_key="test-key"
    )
    fake_openai.fail_next(503)
    with pytest.raises(EmbedderUnavailable, match="503"):
        embedder.embed(["x"])
    wrong_key = OpenAICompatEmbedder(base_url=fake_openai.base_url, model="m", dimensions=384)
    with pytest.raises(EmbedderUnavailable):
        wrong_key.embed(["x"])
    wrong_size = OpenAICompatEmbedder(
        base_url=fake_openai.base_url, model="m", dimensions=1536, api_key="test-key"
    )
    with pytest.raises(EmbedderUnavailable, match="wrong count or size"):
        wrong_size.embed(["x"])


def test_none_embedder_is_unavailable_and_says_so():
    with pytest.raises(EmbedderUnavailable):
        NoEmbedder().embed(["x"])
    assert NoEmbedder().health().ok is False


def test_text_hash_is_sha256_of_exact_text():
    assert text_hash("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    assert text_hash("abc ") != text_hash("abc")


def test_a_single_text_embeds_on_the_query_threads_and_batches_on_all(settings):
    import torch

    settings.EMBEDDINGS_LOCAL_ONNX = False  # torch for single texts too (see test_onnx_single)
    embedder = LocalEmbedder()
    default = torch.get_num_threads()
    seen = []
    real_encode = embedder._load().encode

    def encode(*args, **kwargs):
        seen.append(torch.get_num_threads())
        return real_encode(*args, **kwargs)

    embedder._model.encode = encode  # observe the thread count at encode time (not our code)
    settings.EMBEDDINGS_LOCAL_QUERY_THREADS = 1
    one = embedder.embed(["which editor does dana prefer?"])
    batch = embedder.embed(["which editor does dana prefer?", "backups run nightly"])
    settings.EMBEDDINGS_LOCAL_QUERY_THREADS = 0
    all_threads = embedder.embed(["which editor does dana prefer?"])

    assert seen == [1, default, default]
    assert torch.get_num_threads() == default  # restored
    assert max(abs(a - b) for a, b in zip(one[0], all_threads[0], strict=True)) < 1e-4
    assert max(abs(a - b) for a, b in zip(one[0], batch[0], strict=True)) < 1e-4
