"""Every vector knows its memory's visibility class, so a large class can have its own index.

`class_key` (`memories_class_key` of the memory) is set by the insert trigger of 0017 and moved
by its scope trigger, which now fires when any class column changes (scope, owner, persona,
project, system). Existing rows are not rewritten here (at a million vectors that would rewrite
every row and its HNSW entries): `memories.services.class_indexes` fills a class's rows before
it builds that class's index, and recall routes only by `ClassVectorIndex` rows.
"""

from __future__ import annotations

from importlib import import_module

from django.db import migrations, models

PREVIOUS = import_module("memories.migrations.0017_embedding_global_scope")
KEY_OF = "memories_class_key({row}.scope, {row}.owner_id, {row}.persona_id, {row}.project_id," \
    " {row}.system_id)"  # fmt: skip

ON_INSERT = f"""
CREATE OR REPLACE FUNCTION memories_embedding_scope() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    SELECT m.scope = 'global', {KEY_OF.format(row="m")} INTO NEW.in_global_scope, NEW.class_key
    FROM memories_memory m WHERE m.id = NEW.memory_id;
    NEW.in_global_scope := coalesce(NEW.in_global_scope, false);
    RETURN NEW;
END $$;
"""
ON_CLASS_CHANGE = f"""
CREATE OR REPLACE FUNCTION memories_memory_scope_moved() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
    moved_to text := {KEY_OF.format(row="NEW")};
BEGIN
    UPDATE memories_memoryembedding
    SET in_global_scope = (NEW.scope = 'global'), class_key = moved_to
    WHERE memory_id = NEW.id AND (in_global_scope IS DISTINCT FROM (NEW.scope = 'global')
                                  OR class_key IS DISTINCT FROM moved_to);
    RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS memories_memory_scope_moved ON memories_memory;
CREATE TRIGGER memories_memory_scope_moved
    AFTER UPDATE OF scope, owner_id, persona_id, project_id, system_id ON memories_memory
    FOR EACH ROW WHEN ({KEY_OF.format(row="OLD")} IS DISTINCT FROM {KEY_OF.format(row="NEW")})
    EXECUTE FUNCTION memories_memory_scope_moved();
"""
RESTORE_ON_CLASS_CHANGE = (
    "DROP TRIGGER IF EXISTS memories_memory_scope_moved ON memories_memory;"
    + PREVIOUS.ON_SCOPE_CHANGE
)


class Migration(migrations.Migration):
    dependencies = [("memories", "0019_class_lexeme_index")]

    operations = [
        migrations.AddField(
            model_name="memoryembedding",
            name="class_key",
            field=models.TextField(editable=False, null=True),
        ),
        migrations.CreateModel(
            name="ClassVectorIndex",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("class_key", models.TextField()),
                ("model", models.CharField(max_length=200)),
                ("dimensions", models.PositiveIntegerField()),
                ("index_name", models.CharField(max_length=63, unique=True)),
                ("records", models.PositiveIntegerField()),
                ("created_at", models.DateTimeField(auto_now_add=True)),
            ],
            options={
                "constraints": [
                    models.UniqueConstraint(
                        fields=("class_key", "model"), name="class_vector_index_one_per_class"
                    )
                ],
            },
        ),
        migrations.RunSQL(sql=ON_INSERT, reverse_sql=PREVIOUS.ON_INSERT.split("CREATE TRIGGER")[0]),
        migrations.RunSQL(sql=ON_CLASS_CHANGE, reverse_sql=RESTORE_ON_CLASS_CHANGE),
    ]
