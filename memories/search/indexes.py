"""The vector indexes' names and their creation, and the literals vector statements carry."""

from __future__ import annotations

import re
from collections.abc import Sequence

from django.db import connection

from memories.search.models_in_use import coverage_cache_clear, vector_index_names
from memories.sql_params import identifier, literal


def vector_literal(vector: Sequence[float]) -> str:
    """pgvector's text form ("[0.1,-0.2]"). pgvector keeps 4-byte floats, and nine significant
    digits name a 4-byte float exactly, so for the embedders' vectors (4-byte floats) it reads
    the same vector as from Python's full repr: half the text (4.5 kB for 384 dimensions, not
    8.2) and half the time to write it (74 µs, not 162)."""
    return "[" + ",".join(map("{:.9g}".format, vector)) + "]"


def hnsw_index_name(model: str) -> str:
    if model == "all-MiniLM-L6-v2":
        return "memory_embedding_hnsw_minilm"
    slug = re.sub(r"[^a-z0-9]+", "_", model.lower()).strip("_")[:40]
    return f"memory_embedding_hnsw_{slug}"


def hnsw_index_exists(model: str, *, fresh: bool = False) -> bool:
    """Whether `model` has its store-wide HNSW index: as cached a few seconds per process
    (`vector_index_names`), or asked of the catalog when `fresh`."""
    if not fresh:
        return hnsw_index_name(model) in vector_index_names()
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT 1 FROM pg_indexes WHERE indexname = %(name)s", {"name": hnsw_index_name(model)}
        )
        return cursor.fetchone() is not None


def ensure_hnsw_index(model: str, dimensions: int) -> bool:
    """Create the partial HNSW index for a new model (CONCURRENTLY: never blocks writers).

    Must run outside a transaction (CREATE INDEX CONCURRENTLY refuses one). Returns True when
    it created the index.
    """
    if hnsw_index_exists(model, fresh=True):
        return False
    if connection.in_atomic_block:
        raise RuntimeError("ensure_hnsw_index must run outside a transaction")
    dims = int(dimensions)
    with connection.cursor() as cursor:
        cursor.execute(
            f"CREATE INDEX CONCURRENTLY IF NOT EXISTS {identifier(hnsw_index_name(model))} "
            f"ON memories_memoryembedding USING hnsw ((embedding::vector({dims})) "
            f"vector_cosine_ops) WHERE model = {literal(model)}"
        )
    coverage_cache_clear()  # this process sees its new index at once
    return True


# Models whose global vectors have their own partial HNSW index (migration 0017).
GLOBAL_HNSW_MODELS = frozenset({"all-MiniLM-L6-v2"})
GLOBAL_CLASS = "global:"  # the prefix of every global class's key (memories_class_key)


def sql_literal(text: str) -> str:
    """`text` as an SQL string literal (class keys are made of scope names, ids and colons)."""
    return literal(text)
