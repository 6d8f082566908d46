"""Global vectors in their own HNSW index.

A person typically sees their own few hundred records and a large global corpus. Searching the
one HNSW index over every vector with that visibility filter walks ~k / share entries (at 1M
records and 0.5 % visibility, thousands), so the vector arm grew with the store. Now each
embedding row knows whether its memory is global (`in_global_scope`, set by a trigger on insert
and moved by a trigger when the memory's scope changes), the global vectors of the default
model have their own partial HNSW index (searched at full visibility), and recall searches the
rest of what the caller sees apart (`memories.retrieval.candidates.vector_search`). The flag
only routes a search; the visibility rule still checks every row.
"""

from __future__ import annotations

from django.db import migrations, models

ON_INSERT = """
CREATE OR REPLACE FUNCTION memories_embedding_scope() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    NEW.in_global_scope := EXISTS (
        SELECT 1 FROM memories_memory m WHERE m.id = NEW.memory_id AND m.scope = 'global'
    );
    RETURN NEW;
END $$;
CREATE TRIGGER memories_embedding_scope BEFORE INSERT OR UPDATE OF memory_id
    ON memories_memoryembedding FOR EACH ROW EXECUTE FUNCTION memories_embedding_scope();
"""
ON_SCOPE_CHANGE = """
CREATE OR REPLACE FUNCTION memories_memory_scope_moved() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    UPDATE memories_memoryembedding SET in_global_scope = (NEW.scope = 'global')
    WHERE memory_id = NEW.id AND in_global_scope IS DISTINCT FROM (NEW.scope = 'global');
    RETURN NULL;
END $$;
CREATE TRIGGER memories_memory_scope_moved AFTER UPDATE OF scope ON memories_memory
    FOR EACH ROW WHEN ((OLD.scope = 'global') IS DISTINCT FROM (NEW.scope = 'global'))
    EXECUTE FUNCTION memories_memory_scope_moved();
"""
BACKFILL = """
UPDATE memories_memoryembedding e SET in_global_scope = true
FROM memories_memory m WHERE m.id = e.memory_id AND m.scope = 'global' AND NOT e.in_global_scope
"""
GLOBAL_INDEX = (
    "CREATE INDEX IF NOT EXISTS memory_embedding_hnsw_minilm_global ON memories_memoryembedding "
    "USING hnsw ((embedding::vector(384)) vector_cosine_ops) "
    "WHERE model = 'all-MiniLM-L6-v2' AND in_global_scope"
)


class Migration(migrations.Migration):
    dependencies = [("memories", "0016_class_term")]

    operations = [
        migrations.AddField(
            model_name="memoryembedding",
            name="in_global_scope",
            field=models.BooleanField(default=False, editable=False),
        ),
        migrations.RunSQL(
            sql=ON_INSERT,
            reverse_sql=(
                "DROP TRIGGER IF EXISTS memories_embedding_scope ON memories_memoryembedding;"
                " DROP FUNCTION IF EXISTS memories_embedding_scope()"
            ),
        ),
        migrations.RunSQL(
            sql=ON_SCOPE_CHANGE,
            reverse_sql=(
                "DROP TRIGGER IF EXISTS memories_memory_scope_moved ON memories_memory;"
                " DROP FUNCTION IF EXISTS memories_memory_scope_moved()"
            ),
        ),
        migrations.RunSQL(sql=BACKFILL, reverse_sql=migrations.RunSQL.noop),
        migrations.RunSQL(
            sql=GLOBAL_INDEX,
            reverse_sql="DROP INDEX IF EXISTS memory_embedding_hnsw_minilm_global",
        ),
    ]
