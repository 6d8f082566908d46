"""The memory table's GIN indexes take each write into their entries at once (no pending list).

With `fastupdate` (PostgreSQL's default) a GIN index collects new entries in an unsorted
pending list, merged into the index only when the list passes `gin_pending_list_limit` (4 MB)
or at vacuum. Every search reads the whole list first. Recall and dedup search these indexes
several times per request (BM25's gates, each condition given twice for the planner), so a
burst of a few hundred writes made each search read ~100 pending pages: 1.6 ms instead of
0.2 ms per condition at a million records. The write that passes the limit merged the whole
list and waited for it. Without the list a write inserts its entries into the index; measured
at a million records, that costs a write no more than the list did.
"""

from __future__ import annotations

from django.db import migrations

INDEXES = (
    "memory_class_lexeme_gin",
    "memory_search_class_gin",
    "memory_entities_gin",
    "memory_tags_gin",
)
FORWARD = "".join(
    f"ALTER INDEX IF EXISTS {name} SET (fastupdate = off);\n"
    # What the list already holds goes into the index now, not at the next vacuum.
    f"SELECT gin_clean_pending_list(c.oid) FROM pg_class c WHERE c.relname = '{name}';\n"
    for name in INDEXES
)
BACKWARD = "".join(f"ALTER INDEX IF EXISTS {name} RESET (fastupdate);\n" for name in INDEXES)


class Migration(migrations.Migration):
    dependencies = [("memories", "0021_term_delta_class_index")]

    operations = [migrations.RunSQL(FORWARD, BACKWARD)]
