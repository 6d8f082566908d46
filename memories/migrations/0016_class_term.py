"""The visibility class as a lexeme on every record, indexed with the full text.

`memories_class_key` names a record's class exactly as the term statistics normalise it (an
owner only for user and session rows, a persona only for persona rows, a system only for
system rows, the project always). `class_term` holds it as a one-lexeme tsvector, and the GIN
index over (search_vector, class_term) replaces the full-text one: BM25 asks for "any query
term AND any of my classes" in one index scan, so a recall's full-text matches cost what the
caller may see, not what the whole store holds. The classes come from the term statistics the
one visibility rule selected; the rule itself is still applied to every row.
"""

from __future__ import annotations

import django.contrib.postgres.search
from django.db import migrations, models

CLASS_KEY = """
CREATE OR REPLACE FUNCTION memories_class_key(
    scope text, owner_id bigint, persona_id bigint, project_id bigint, system_id bigint
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT scope || ':'
        || CASE WHEN scope IN ('user', 'session') THEN coalesce(owner_id::text, '') ELSE '' END
        || ':' || CASE WHEN scope = 'persona' THEN coalesce(persona_id::text, '') ELSE '' END
        || ':' || coalesce(project_id::text, '')
        || ':' || CASE WHEN scope = 'system' THEN coalesce(system_id::text, '') ELSE '' END
$$
"""
CLASS_TERM = """
CREATE OR REPLACE FUNCTION memories_class_term(
    scope text, owner_id bigint, persona_id bigint, project_id bigint, system_id bigint
) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT array_to_tsvector(
        ARRAY[memories_class_key(scope, owner_id, persona_id, project_id, system_id)]
    )
$$
"""
SIGNATURE = "(text, bigint, bigint, bigint, bigint)"


class Migration(migrations.Migration):
    dependencies = [("memories", "0015_always_inject_confirmation")]

    operations = [
        migrations.RunSQL(
            sql=CLASS_KEY, reverse_sql=f"DROP FUNCTION IF EXISTS memories_class_key{SIGNATURE}"
        ),
        migrations.RunSQL(
            sql=CLASS_TERM, reverse_sql=f"DROP FUNCTION IF EXISTS memories_class_term{SIGNATURE}"
        ),
        migrations.AddField(
            model_name="memory",
            name="class_term",
            field=models.GeneratedField(
                db_persist=True,
                expression=models.Func(
                    models.F("scope"), models.F("owner"), models.F("persona"),
                    models.F("project"), models.F("system"), function="memories_class_term",
                    output_field=django.contrib.postgres.search.SearchVectorField(),
                ),
                output_field=django.contrib.postgres.search.SearchVectorField(),
            ),
        ),
        migrations.RunSQL(
            sql=(
                "CREATE INDEX IF NOT EXISTS memory_search_class_gin ON memories_memory "
                "USING gin (search_vector, class_term)"
            ),
            reverse_sql="DROP INDEX IF EXISTS memory_search_class_gin",
        ),
        migrations.RunSQL(
            sql="DROP INDEX IF EXISTS memory_search_vector_gin",
            reverse_sql=(
                "CREATE INDEX IF NOT EXISTS memory_search_vector_gin ON memories_memory "
                "USING gin (search_vector)"
            ),
        ),
    ]
