"""BM25's term statistics from `memories/sql/term_stats_0025.sql`, the text this migration was
written with (statement-level triggers: a multi-row write counts its rows together). 0009 and
0018 stay as history; going back restores 0018's per-row trigger. A later change is a new file,
`term_stats_<its migration>.sql`, loaded by that new migration; this file never changes.
"""

from __future__ import annotations

from importlib import import_module

from django.db import migrations

from memories.sql import read

PREVIOUS = import_module("memories.migrations.0018_term_bounds")

BACKWARD = (
    "DROP TRIGGER IF EXISTS memories_term_delta_insert ON memories_memory;\n"
    "DROP TRIGGER IF EXISTS memories_term_delta_update ON memories_memory;\n"
    "DROP TRIGGER IF EXISTS memories_term_delta_delete ON memories_memory;\n"
    + PREVIOUS._functions(bounded=True)
    + "CREATE TRIGGER memories_term_delta AFTER INSERT OR UPDATE OR DELETE ON memories_memory\n"
    "    FOR EACH ROW EXECUTE FUNCTION memories_term_delta();\n"
    "DROP FUNCTION IF EXISTS memories_term_rows(text, bigint, bigint, bigint, bigint, tsvector);\n"
)


class Migration(migrations.Migration):
    dependencies = [("memories", "0024_admin_plural_names")]

    operations = [migrations.RunSQL(read("term_stats_0025.sql"), BACKWARD)]
