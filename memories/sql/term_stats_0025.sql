-- BM25's term statistics, kept by the database (`memories.models.term_stats` says what they
-- hold). The one current definition: loaded by the migrations that name this file
-- (`memories.sql.load`), and `tests/memories/retrieval/test_term_stats_sql.py` checks that the
-- database holds exactly what is written here. Change it here, then add a migration that loads
-- it again (docs/development.md, "SQL beside the code"). Applying it twice changes nothing.
--
-- A statement's rows are counted together: one trigger per kind of write, fired once per
-- statement with the rows it wrote (transition tables), so a multi-row INSERT (an import, a
-- bulk create) appends one delta row per (class, lexeme) it touched, not one per record and
-- lexeme. Contributions are grouped by sign: a single-row write appends exactly the rows a
-- per-row trigger would. Readers sum the deltas with the compacted counts, so counts, lengths
-- and bounds read the same either way.

-- A record's visibility class, normalised as `TermStatistic` stores it, with its lexemes and
-- their occurrence counts ('' carries the record itself: count and length).
CREATE OR REPLACE FUNCTION memories_term_rows(
    text, bigint, bigint, bigint, bigint, tsvector
) RETURNS TABLE (
    scope text, owner_id bigint, persona_id bigint, project_id bigint, system_id bigint,
    lexeme text, tf bigint, length bigint
) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT $1,
           CASE WHEN $1 IN ('user', 'session') THEN $2 END,
           CASE WHEN $1 = 'persona' THEN $3 END,
           $4,
           CASE WHEN $1 = 'system' THEN $5 END,
           t.lexeme, t.tf, length($6)::bigint
    FROM (
        SELECT u.lexeme, coalesce(array_length(u.positions, 1), 1)::bigint AS tf
        FROM unnest($6) u
        UNION ALL SELECT '', 0
    ) t
$$;

-- The delta rows of the records that arrive (+) or go (-), one per (class, lexeme) and sign:
-- document frequency, total length ('' only), and the bounds an arriving record sets (the most
-- occurrences in one record, the shortest record holding the lexeme; a leaving one sets none).
-- Each trigger sees only its own transition tables, hence one branch per kind of write.
CREATE OR REPLACE FUNCTION memories_term_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO memories_termstatisticdelta
            (scope, owner_id, persona_id, project_id, system_id, lexeme, df, length, max_tf,
             min_length)
        SELECT r.scope, r.owner_id, r.persona_id, r.project_id, r.system_id, r.lexeme,
               count(*), sum(CASE WHEN r.lexeme = '' THEN r.length ELSE 0 END), max(r.tf),
               min(CASE WHEN r.lexeme <> '' THEN r.length END)
        FROM new_rows n,
             memories_term_rows(n.scope, n.owner_id, n.persona_id, n.project_id, n.system_id,
                                n.search_vector) r
        WHERE n.status = 'active' AND n.scope <> 'session'
        GROUP BY 1, 2, 3, 4, 5, 6;
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO memories_termstatisticdelta
            (scope, owner_id, persona_id, project_id, system_id, lexeme, df, length, max_tf,
             min_length)
        SELECT r.scope, r.owner_id, r.persona_id, r.project_id, r.system_id, r.lexeme,
               -count(*), -sum(CASE WHEN r.lexeme = '' THEN r.length ELSE 0 END), 0, NULL
        FROM old_rows o,
             memories_term_rows(o.scope, o.owner_id, o.persona_id, o.project_id, o.system_id,
                                o.search_vector) r
        WHERE o.status = 'active' AND o.scope <> 'session'
        GROUP BY 1, 2, 3, 4, 5, 6;
    ELSE  -- UPDATE: only the records whose counted state changed (text, class or status)
        INSERT INTO memories_termstatisticdelta
            (scope, owner_id, persona_id, project_id, system_id, lexeme, df, length, max_tf,
             min_length)
        SELECT r.scope, r.owner_id, r.persona_id, r.project_id, r.system_id, r.lexeme,
               -count(*), -sum(CASE WHEN r.lexeme = '' THEN r.length ELSE 0 END), 0, NULL
        FROM old_rows o,
             memories_term_rows(o.scope, o.owner_id, o.persona_id, o.project_id, o.system_id,
                                o.search_vector) r
        WHERE o.status = 'active' AND o.scope <> 'session'
          AND NOT EXISTS (SELECT 1 FROM new_rows n
              WHERE n.id = o.id AND n.status = 'active'
                AND n.search_vector = o.search_vector AND n.scope = o.scope
                AND n.owner_id IS NOT DISTINCT FROM o.owner_id
                AND n.persona_id IS NOT DISTINCT FROM o.persona_id
                AND n.project_id IS NOT DISTINCT FROM o.project_id
                AND n.system_id IS NOT DISTINCT FROM o.system_id)
        GROUP BY 1, 2, 3, 4, 5, 6;
        INSERT INTO memories_termstatisticdelta
            (scope, owner_id, persona_id, project_id, system_id, lexeme, df, length, max_tf,
             min_length)
        SELECT r.scope, r.owner_id, r.persona_id, r.project_id, r.system_id, r.lexeme,
               count(*), sum(CASE WHEN r.lexeme = '' THEN r.length ELSE 0 END), max(r.tf),
               min(CASE WHEN r.lexeme <> '' THEN r.length END)
        FROM new_rows n,
             memories_term_rows(n.scope, n.owner_id, n.persona_id, n.project_id, n.system_id,
                                n.search_vector) r
        WHERE n.status = 'active' AND n.scope <> 'session'
          AND NOT EXISTS (SELECT 1 FROM old_rows o
              WHERE o.id = n.id AND o.status = 'active'
                AND o.search_vector = n.search_vector AND o.scope = n.scope
                AND o.owner_id IS NOT DISTINCT FROM n.owner_id
                AND o.persona_id IS NOT DISTINCT FROM n.persona_id
                AND o.project_id IS NOT DISTINCT FROM n.project_id
                AND o.system_id IS NOT DISTINCT FROM n.system_id)
        GROUP BY 1, 2, 3, 4, 5, 6;
    END IF;
    RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS memories_term_delta ON memories_memory;  -- the per-row trigger it replaces
DROP TRIGGER IF EXISTS memories_term_delta_insert ON memories_memory;
DROP TRIGGER IF EXISTS memories_term_delta_update ON memories_memory;
DROP TRIGGER IF EXISTS memories_term_delta_delete ON memories_memory;
CREATE TRIGGER memories_term_delta_insert AFTER INSERT ON memories_memory
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION memories_term_delta();
CREATE TRIGGER memories_term_delta_update AFTER UPDATE ON memories_memory
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION memories_term_delta();
CREATE TRIGGER memories_term_delta_delete AFTER DELETE ON memories_memory
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION memories_term_delta();

-- Fold the appended counts into the compacted table; one compaction at a time. The bounds keep
-- the widest seen.
CREATE OR REPLACE FUNCTION memories_term_compact() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE folded bigint;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('memories_term_compact'));
    WITH moved AS (
        DELETE FROM memories_termstatisticdelta
        RETURNING scope, owner_id, persona_id, project_id, system_id, lexeme, df, length,
                  max_tf, min_length
    ), summed AS (
        SELECT scope, owner_id, persona_id, project_id, system_id, lexeme, sum(df) AS df,
               sum(length) AS length, max(max_tf) AS max_tf, min(min_length) AS min_length,
               count(*) AS n
        FROM moved GROUP BY scope, owner_id, persona_id, project_id, system_id, lexeme
    ), upserted AS (
        INSERT INTO memories_termstatistic
            (scope, owner_id, persona_id, project_id, system_id, lexeme, df, length, max_tf,
             min_length)
        SELECT scope, owner_id, persona_id, project_id, system_id, lexeme, df, length, max_tf,
               min_length
        FROM summed ORDER BY scope, owner_id, persona_id, project_id, system_id, lexeme
        ON CONFLICT (scope, owner_id, persona_id, project_id, system_id, lexeme) DO UPDATE
            SET df = memories_termstatistic.df + EXCLUDED.df,
                length = memories_termstatistic.length + EXCLUDED.length,
                max_tf = greatest(memories_termstatistic.max_tf, EXCLUDED.max_tf),
                min_length = least(memories_termstatistic.min_length, EXCLUDED.min_length)
        RETURNING 1
    )
    SELECT coalesce((SELECT sum(n) FROM summed), 0) INTO folded;
    DELETE FROM memories_termstatistic WHERE df <= 0;
    RETURN folded;
END $$;

-- Recount from the records themselves (to check, or to make the bounds exact again).
CREATE OR REPLACE FUNCTION memories_term_rebuild() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE made bigint;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('memories_term_compact'));
    DELETE FROM memories_termstatisticdelta;
    DELETE FROM memories_termstatistic;
    INSERT INTO memories_termstatistic
        (scope, owner_id, persona_id, project_id, system_id, lexeme, df, length, max_tf,
         min_length)
    SELECT r.scope, r.owner_id, r.persona_id, r.project_id, r.system_id, r.lexeme, count(*),
           sum(CASE WHEN r.lexeme = '' THEN r.length ELSE 0 END), max(r.tf),
           min(CASE WHEN r.lexeme <> '' THEN r.length END)
    FROM memories_memory m,
         memories_term_rows(m.scope, m.owner_id, m.persona_id, m.project_id, m.system_id,
                            m.search_vector) r
    WHERE m.status = 'active' AND m.scope <> 'session'
    GROUP BY 1, 2, 3, 4, 5, 6;
    GET DIAGNOSTICS made = ROW_COUNT;
    RETURN made;
END $$;
