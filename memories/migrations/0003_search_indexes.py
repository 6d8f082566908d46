"""Search indexes: HNSW (cosine) per embedding model, GIN full-text, GIN on entity/tag arrays.

The embedding column is untyped so several models' sizes coexist; each model gets a partial
expression index `(embedding::vector(D)) … WHERE model = '<name>'`, and queries repeat the same
cast and predicate so the planner picks it. New models get theirs at run time
(`memories.retrieval.candidates.ensure_hnsw_index`, CONCURRENTLY, outside a transaction).
"""

from __future__ import annotations

from django.db import migrations

FORWARD = [
    "CREATE INDEX IF NOT EXISTS memory_embedding_hnsw_minilm ON memories_memoryembedding "
    "USING hnsw ((embedding::vector(384)) vector_cosine_ops) "
    "WHERE model = 'all-MiniLM-L6-v2'",
    "CREATE INDEX IF NOT EXISTS memory_search_vector_gin ON memories_memory "
    "USING gin (search_vector)",
    "CREATE INDEX IF NOT EXISTS memory_entities_gin ON memories_memory USING gin (entities)",
    "CREATE INDEX IF NOT EXISTS memory_tags_gin ON memories_memory USING gin (tags)",
    "CREATE INDEX IF NOT EXISTS memory_always_inject ON memories_memory (owner_id) "
    "WHERE always_inject AND status = 'active'",
    "CREATE INDEX IF NOT EXISTS memory_session_key ON memories_memory (session_key) "
    "WHERE scope = 'session'",
]
BACKWARD = [
    "DROP INDEX IF EXISTS memory_embedding_hnsw_minilm",
    "DROP INDEX IF EXISTS memory_search_vector_gin",
    "DROP INDEX IF EXISTS memory_entities_gin",
    "DROP INDEX IF EXISTS memory_tags_gin",
    "DROP INDEX IF EXISTS memory_always_inject",
    "DROP INDEX IF EXISTS memory_session_key",
]


class Migration(migrations.Migration):
    dependencies = [("memories", "0002_store")]

    operations = [
        migrations.RunSQL(sql=forward, reverse_sql=backward)
        for forward, backward in zip(FORWARD, BACKWARD, strict=True)
    ]
