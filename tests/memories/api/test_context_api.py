"""POST /api/v1/context: the composed memory block over HTTP."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from memories.embeddings import reset_embedder
from memories.retrieval.compose import PREAMBLE
from memories.retrieval.models_in_use import coverage_cache_clear
from tests.memories.api.conftest import World

URL = "/api/v1/context"


@pytest.fixture(autouse=True)
def _local_embedder(settings: Any) -> Iterator[None]:
    settings.EMBEDDINGS_PROVIDER = "local"
    settings.EMBEDDINGS_MODEL = "all-MiniLM-L6-v2"
    settings.RECALL_COVERAGE_CACHE_SECONDS = 0.0
    reset_embedder()
    coverage_cache_clear()
    yield
    reset_embedder()


def test_context_renders_an_xml_block_with_the_preamble(world: World) -> None:
    response = world.client("alice_agent").post(
        URL, {"query": "deploy checklist", "format": "xml"}, format="json"
    )
    assert response.status_code == 200
    body = response.json()
    assert body["text"].startswith(f"<memory_context>\n{PREAMBLE}")
    assert len(body["memory_ids"]) == 5
    assert body["always_injected"] == []


def test_context_markdown_and_reproducible(world: World) -> None:
    client = world.client("alice_agent")
    first = client.post(URL, {"task": "deploy checklist", "format": "markdown"}, format="json")
    second = client.post(URL, {"task": "deploy checklist", "format": "markdown"}, format="json")
    assert first.json()["text"].startswith("## Memories\n")
    assert "- [fact] alice's" in first.json()["text"]
    assert first.json() == second.json()


def test_context_with_nothing_matching_is_empty(world: World) -> None:
    body = world.client("bob_agent").post(URL, {"query": "quantum gardening"}, format="json").json()
    assert body == {"text": "", "memory_ids": [], "always_injected": [], "recent_turns": 0}


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({"format": "html"}, "format"),
        ({"max_tokens": 10}, "max_tokens"),
        ({"write_scope": [1]}, "write_scope"),
        ({"prompt": "x"}, "prompt"),
    ],
)
def test_context_bad_input_is_a_400(world: World, payload: dict[str, Any], field: str) -> None:
    response = world.client("alice_agent").post(URL, payload, format="json")
    assert response.status_code == 400
    fields = response.json()["error"]["fields"]
    assert any(key.split(".")[0] == field for key in fields), fields
