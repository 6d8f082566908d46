"""Per-lexeme score bounds in BM25's term statistics.

BM25 scores every visible record that matches a query word. For a person who sees a large
shared corpus, common words match thousands of records, and scoring them all was most of a
recall. With the most occurrences of a lexeme in one record (`max_tf`) and the shortest record
holding it (`min_length`), per visibility class, a recall knows the most a record holding only
one of its common words can score, and skips those records when enough others score more
(`memories.retrieval.bm25`). The trigger raises or lowers the bounds as records arrive and
leaves them when records go (a stale bound is still a bound); compaction keeps the widest;
`memories_term_rebuild()` recounts them exactly, and runs here once.
"""

from __future__ import annotations

from django.db import migrations, models

# One visibility class per row: the normalisation `TermStatistic`'s docstring describes.
_CLASS = """{r}.scope,
    CASE WHEN {r}.scope IN ('user', 'session') THEN {r}.owner_id END,
    CASE WHEN {r}.scope = 'persona' THEN {r}.persona_id END,
    {r}.project_id,
    CASE WHEN {r}.scope = 'system' THEN {r}.system_id END"""
_COLUMNS = "scope, owner_id, persona_id, project_id, system_id, lexeme, df, length"
_KEY = "scope, owner_id, persona_id, project_id, system_id, lexeme"
# A record's lexemes with their occurrence counts (as BM25 counts a term's frequency), and ''.
_LEXEMES = """LATERAL (
    SELECT u.lexeme, coalesce(array_length(u.positions, 1), 1) AS tf FROM unnest({v}) u
    UNION ALL SELECT '', 0
) AS t"""


def _functions(bounded: bool) -> str:
    """The trigger, compaction and rebuild functions, with the bounds (this migration) or
    without them (0009's, for going back)."""
    columns = f"{_COLUMNS}, max_tf, min_length" if bounded else _COLUMNS

    def contribution(row: str, sign: str) -> str:
        """Rows for one record: its lexemes (+1/-1 each, with the bounds it sets when it
        arrives) and '' (the record count and length)."""
        vector = f"{row}.search_vector"
        bounds = ""
        if bounded and sign:
            bounds = ", 0, NULL"
        elif bounded:
            bounds = f", t.tf, CASE WHEN t.lexeme <> '' THEN length({vector}) END"
        return (
            f"INSERT INTO memories_termstatisticdelta ({columns})"
            f" SELECT {_CLASS.format(r=row)}, t.lexeme, {sign}1,"
            f" CASE WHEN t.lexeme = '' THEN {sign}length({vector}) ELSE 0 END{bounds}"
            f" FROM {_LEXEMES.format(v=vector)};"
        )

    folded_bounds = summed_bounds = kept_bounds = rebuilt_bounds = ""
    if bounded:
        summed_bounds = ", max(max_tf) AS max_tf, min(min_length) AS min_length"
        folded_bounds = ", max_tf, min_length"
        kept_bounds = """,
                max_tf = greatest(memories_termstatistic.max_tf, EXCLUDED.max_tf),
                min_length = least(memories_termstatistic.min_length, EXCLUDED.min_length)"""
        rebuilt_bounds = """,
           max(t.tf), CASE WHEN t.lexeme <> '' THEN min(length(m.search_vector)) END"""
    return f"""
CREATE OR REPLACE FUNCTION memories_term_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND OLD.status = 'active' AND NEW.status = 'active'
       AND OLD.search_vector = NEW.search_vector AND OLD.scope = NEW.scope
       AND OLD.owner_id IS NOT DISTINCT FROM NEW.owner_id
       AND OLD.persona_id IS NOT DISTINCT FROM NEW.persona_id
       AND OLD.project_id IS NOT DISTINCT FROM NEW.project_id
       AND OLD.system_id IS NOT DISTINCT FROM NEW.system_id THEN
        RETURN NULL;  -- nothing BM25 counts has changed
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'active' AND OLD.scope <> 'session' THEN
        {contribution("OLD", "-")}
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 'active' AND NEW.scope <> 'session' THEN
        {contribution("NEW", "")}
    END IF;
    RETURN NULL;
END $$;

-- Fold the appended counts into the compacted table; one compaction at a time. The bounds keep
-- the widest seen.
CREATE OR REPLACE FUNCTION memories_term_compact() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE folded bigint;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('memories_term_compact'));
    WITH moved AS (
        DELETE FROM memories_termstatisticdelta RETURNING {columns}
    ), summed AS (
        SELECT {_KEY}, sum(df) AS df, sum(length) AS length{summed_bounds}, count(*) AS n
        FROM moved GROUP BY {_KEY}
    ), upserted AS (
        INSERT INTO memories_termstatistic ({columns})
        SELECT {_KEY}, df, length{folded_bounds} FROM summed ORDER BY {_KEY}
        ON CONFLICT ({_KEY}) DO UPDATE
            SET df = memories_termstatistic.df + EXCLUDED.df,
                length = memories_termstatistic.length + EXCLUDED.length{kept_bounds}
        RETURNING 1
    )
    SELECT coalesce((SELECT sum(n) FROM summed), 0) INTO folded;
    DELETE FROM memories_termstatistic WHERE df <= 0;
    RETURN folded;
END $$;

-- Recount from the records themselves (after a bulk load with the trigger off, or to check).
CREATE OR REPLACE FUNCTION memories_term_rebuild() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE made bigint;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('memories_term_compact'));
    DELETE FROM memories_termstatisticdelta;
    DELETE FROM memories_termstatistic;
    INSERT INTO memories_termstatistic ({columns})
    SELECT {_CLASS.format(r="m")}, t.lexeme, count(*),
           CASE WHEN t.lexeme = '' THEN sum(length(m.search_vector)) ELSE 0 END{rebuilt_bounds}
    FROM memories_memory m, {_LEXEMES.format(v="m.search_vector")}
    WHERE m.status = 'active' AND m.scope <> 'session'
    GROUP BY 1, 2, 3, 4, 5, 6;
    GET DIAGNOSTICS made = ROW_COUNT;
    RETURN made;
END $$;

SELECT memories_term_rebuild();
"""


class Migration(migrations.Migration):
    dependencies = [
        ("memories", "0017_embedding_global_scope"),
    ]

    operations = [
        migrations.AddField(
            model_name="termstatistic",
            name="max_tf",
            field=models.BigIntegerField(default=0),
        ),
        migrations.AddField(
            model_name="termstatistic",
            name="min_length",
            field=models.BigIntegerField(null=True),
        ),
        migrations.AddField(
            model_name="termstatisticdelta",
            name="max_tf",
            field=models.BigIntegerField(default=0),
        ),
        migrations.AddField(
            model_name="termstatisticdelta",
            name="min_length",
            field=models.BigIntegerField(null=True),
        ),
        # Going back, 0009's functions return before the columns go.
        migrations.RunSQL(_functions(bounded=True), _functions(bounded=False)),
    ]
