"""The subject index keeps no pending list either (as migration 0022 made every GIN index of the
memory table): the index is altered in place, its state recorded as built with `fastupdate=off`."""

import django.contrib.postgres.indexes
from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("memories", "0029_memory_subject")]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[
                migrations.RunSQL(
                    "ALTER INDEX IF EXISTS memory_subject SET (fastupdate = off);",
                    "ALTER INDEX IF EXISTS memory_subject RESET (fastupdate);",
                )
            ],
            state_operations=[
                migrations.RemoveIndex(model_name="memory", name="memory_subject"),
                migrations.AddIndex(
                    model_name="memory",
                    index=django.contrib.postgres.indexes.GinIndex(
                        fastupdate=False, fields=["subject"], name="memory_subject"
                    ),
                ),
            ],
        )
    ]
