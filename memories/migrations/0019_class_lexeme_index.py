"""Each record's lexemes within its visibility class, in their own GIN index.

The GIN index over (search_vector, class_term) answers "a query word AND one of my classes",
but a common word's posting list spans the whole store: at a million records, reading the lists
of a four-word question cost ~10 ms before the class condition threw most of it away, and
a question's conjunctions (BM25's gates, `memories.retrieval.bm25`) ~25 ms. Here every lexeme
is also a key of its class ('project:::7:|deploy'): the list of a word within a class holds
that class's records only, so a recall reads what its caller may see. An expression index: the
keys are not stored in the table. The visibility rule still filters every row.
"""

from __future__ import annotations

from django.db import migrations

CLASS_LEXEMES = """
CREATE OR REPLACE FUNCTION memories_class_lexemes(class_term tsvector, search_vector tsvector)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT array_to_tsvector(ARRAY(
        SELECT k || '|' || l
        FROM unnest(tsvector_to_array(class_term)) k, unnest(tsvector_to_array(search_vector)) l
    ))
$$
"""
INDEX = (
    "CREATE INDEX IF NOT EXISTS memory_class_lexeme_gin ON memories_memory"
    " USING gin (memories_class_lexemes(class_term, search_vector))"
)


class Migration(migrations.Migration):
    dependencies = [("memories", "0018_term_bounds")]

    operations = [
        migrations.RunSQL(
            CLASS_LEXEMES,
            "DROP FUNCTION IF EXISTS memories_class_lexemes(tsvector, tsvector)",
        ),
        migrations.RunSQL(INDEX, "DROP INDEX IF EXISTS memory_class_lexeme_gin"),
    ]
