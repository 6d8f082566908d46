"""Settings of recall (fusion weights, budgets, rerank). Read from the environment only."""

from __future__ import annotations

from memory_project.settings.env import env_bool, env_float, env_int, env_str

# Every weight below is used in one place, memories/retrieval/scoring.py (its table says how).
# Hybrid (semantic) fusion: 0.6 x cosine similarity + 0.4 x normalised lexical rank.
RECALL_VECTOR_WEIGHT = env_float("RECALL_VECTOR_WEIGHT", 0.6)
RECALL_LEXICAL_WEIGHT = env_float("RECALL_LEXICAL_WEIGHT", 0.4)
# Candidates taken from each arm (index-shaped ORDER BY … LIMIT n) before fusing in Python.
RECALL_CANDIDATES = env_int("RECALL_CANDIDATES", 50, minimum=1)
# ... or this many per result asked for, when that is more (top_k 50 → 200 candidates per arm).
RECALL_CANDIDATES_PER_RESULT = env_int("RECALL_CANDIDATES_PER_RESULT", 4, minimum=1)
# BM25 first ranks the records holding three of the query's terms, then two, then one of its
# rarer terms (in at most this fraction of what the caller sees); when the k-th of those
# outscores anything a record outside could reach (bounded by the term statistics), that is the
# exact top k and the other matches are never read (the ranking is that of scoring every match).
RECALL_BM25_COMMON_FRACTION = env_float("RECALL_BM25_COMMON_FRACTION", 0.05)
# An operational setting, not a tuning one: BM25's long statement is prepared once per database
# connection (memories.search.prepared). A pooler that hands each transaction another server
# connection cannot keep prepared statements (PgBouncer before 1.21 in transaction mode): false
# there, and the statement is planned on every recall instead.
RECALL_PREPARED_STATEMENTS = env_bool("RECALL_PREPARED_STATEMENTS", True)
# Every candidate another arm brought gets its cosine to the query too (the vector arm brings
# only its nearest n): a record BM25 or the graph found is then weighed on its meaning as well.
RECALL_SIMILARITY_FILL = env_bool("RECALL_SIMILARITY_FILL", True)
# HNSW search breadth; iterative scans keep filtered vector queries returning k rows. At
# 100 000 vectors with ~5% visible, recall@10 vs exact was 0.91 at 100, 0.95 at 300 and 0.96 at
# 400 (flat above), at about the same latency for the pipeline's 50 candidates.
RECALL_HNSW_EF_SEARCH = env_int("RECALL_HNSW_EF_SEARCH", 400, minimum=1)
RECALL_HNSW_MAX_SCAN_TUPLES = env_int("RECALL_HNSW_MAX_SCAN_TUPLES", 20000, minimum=1)
# Visible sets up to this many rows are scored exactly instead of through HNSW (faster there,
# and exact); see candidates.exact_scan_rows. A recall knows its set's size from the term
# statistics, so a larger one goes straight to the index.
RECALL_EXACT_MAX_ROWS = env_int("RECALL_EXACT_MAX_ROWS", 3000, minimum=0)
# Recall searches by visibility class (BM25 finds its matches within the caller's classes in one
# GIN scan, a large global corpus's vectors go through their own HNSW index). A class with at
# least this many active records gets its own HNSW index over its vectors
# (memories.services.upkeep.class_indexes, on beat every RECALL_CLASS_INDEX_SECONDS), searched at full
# visibility with a candidate list of RECALL_CLASS_EF_SEARCH; at most RECALL_CLASS_INDEX_MAX.
RECALL_CLASS_INDEX_MIN_ROWS = env_int("RECALL_CLASS_INDEX_MIN_ROWS", 10000, minimum=1)
RECALL_CLASS_INDEX_MAX = env_int("RECALL_CLASS_INDEX_MAX", 16, minimum=0)
RECALL_CLASS_INDEX_SECONDS = env_int("RECALL_CLASS_INDEX_SECONDS", 600, minimum=10)
RECALL_CLASS_INDEX_BUILD_MEMORY = env_str("RECALL_CLASS_INDEX_BUILD_MEMORY", "256MB")
RECALL_CLASS_EF_SEARCH = env_int("RECALL_CLASS_EF_SEARCH", 200, minimum=1)
# Per-scope-group budgets when the caller names no scopes. Groups: "session" (session rows),
# "profile" (project, persona, system and user rows: the caller's own context), "global".
RECALL_SCOPE_BUDGETS: dict[str, int] = {
    "session": env_int("RECALL_BUDGET_SESSION", 2, minimum=0),
    "profile": env_int("RECALL_BUDGET_PROFILE", 4, minimum=0),
    "global": env_int("RECALL_BUDGET_GLOBAL", 2, minimum=0),
}
# Extra signals (added to the fused score, which lives in [0, 1]).
RECALL_TEMPORAL_WEIGHT = env_float("RECALL_TEMPORAL_WEIGHT", 0.15)
RECALL_TEMPORAL_HALF_LIFE_DAYS = env_float("RECALL_TEMPORAL_HALF_LIFE_DAYS", 7.0)
RECALL_PREFERENCE_BOOST = env_float("RECALL_PREFERENCE_BOOST", 0.1)
RECALL_PRIOR_WEIGHT = env_float("RECALL_PRIOR_WEIGHT", 0.05)
RECALL_GRAPH_HOPS = env_int("RECALL_GRAPH_HOPS", 2, minimum=1)
# Weight of the graph walk's score (hop decay x match x specificity, in [0, 1]).
RECALL_GRAPH_WEIGHT = env_float("RECALL_GRAPH_WEIGHT", 0.3)
# Records that share a room (the drawers and facts of one conversation, by pointer) lend each
# other relevance: + weight x (mean of the room's best N candidate scores / the best room's).
RECALL_ROOM_WEIGHT = env_float("RECALL_ROOM_WEIGHT", 0.2)
RECALL_ROOM_TOP_N = env_int("RECALL_ROOM_TOP_N", 3, minimum=1)
# When the query names exactly one entity (auto/graph strategies), records whose subject (first
# entity: a turn's speaker, a fact's person) it is get this much more.
RECALL_SUBJECT_BOOST = env_float("RECALL_SUBJECT_BOOST", 0.05)
# Asked a question, a record spent asking is weak evidence: its arms' score loses weight x the
# square root of the share of its words in sentences ending with "?", and the turn right after
# it (its answer, by pointer) gains the same amount scaled by the answer weight.
RECALL_ASKING_WEIGHT = env_float("RECALL_ASKING_WEIGHT", 0.3)
RECALL_ANSWER_WEIGHT = env_float("RECALL_ANSWER_WEIGHT", 0.3)
# A record distilled from a turn (a mined fact: it points at the turn, and is not the turn) keeps
# this share of its score, so the turn's own words rank first where both match as well.
RECALL_DERIVED_WEIGHT = env_float("RECALL_DERIVED_WEIGHT", 0.8)
# Optional LLM rerank of the fused top N (skipped, and said so, when no LLM is configured).
RECALL_RERANK = env_bool("RECALL_RERANK", True)
RECALL_RERANK_TOP_N = env_int("RECALL_RERANK_TOP_N", 20, minimum=1)
# Time a recall may spend waiting for the rerank LLM (retries included); past it the fused
# order is returned and `rerank` says the budget was spent.
RECALL_RERANK_BUDGET_MS = env_int("RECALL_RERANK_BUDGET_MS", 3000, minimum=100)
# Which model's vectors are queried is decided from coverage; cached this long per process.
RECALL_COVERAGE_CACHE_SECONDS = env_float("RECALL_COVERAGE_CACHE_SECONDS", 30.0)

# Context composition (POST /context).
RECALL_ALWAYS_INJECT_CAP = env_int("RECALL_ALWAYS_INJECT_CAP", 5, minimum=0)
RECALL_CONTEXT_MIN_CONFIDENCE = env_float("RECALL_CONTEXT_MIN_CONFIDENCE", 0.3)
# A recalled memory with no word, entity or graph link to the query goes into a prompt only
# when its meaning is this close (cosine); MiniLM puts unrelated texts below ~0.2.
RECALL_CONTEXT_MIN_SIMILARITY = env_float("RECALL_CONTEXT_MIN_SIMILARITY", 0.3)
# A hit that shares only some of the query's words bears on it only this close in meaning.
RECALL_CONTEXT_PARTIAL_MIN_SIMILARITY = env_float("RECALL_CONTEXT_PARTIAL_MIN_SIMILARITY", 0.2)
RECALL_CONTEXT_TOP_K = env_int("RECALL_CONTEXT_TOP_K", 8, minimum=1)
# With a write scope and no query, /context selects as at a run's start: tags
# matching the write scope first, then confidence x relevance, at most this many.
RECALL_CONTEXT_SELECT_LIMIT = env_int("RECALL_CONTEXT_SELECT_LIMIT", 10, minimum=1)
RECALL_CONTEXT_MAX_TOKENS = env_int("RECALL_CONTEXT_MAX_TOKENS", 1500, minimum=50)

# Embedding reconciler (periodic backfill / re-embed after a model change).
EMBEDDINGS_RECONCILE_BATCH = env_int("EMBEDDINGS_RECONCILE_BATCH", 256, minimum=1)
EMBEDDINGS_RECONCILE_MAX_BATCHES = env_int("EMBEDDINGS_RECONCILE_MAX_BATCHES", 20, minimum=1)
EMBEDDINGS_RECONCILE_SECONDS = env_int("EMBEDDINGS_RECONCILE_SECONDS", 300, minimum=10)

# BM25's term statistics: how often the counts appended by writes are folded (seconds).
RECALL_TERM_COMPACT_SECONDS = env_int("RECALL_TERM_COMPACT_SECONDS", 60, minimum=5)

RECALL_BEAT_SCHEDULE: dict[str, dict[str, object]] = {
    "compact-term-statistics": {
        "task": "memories.compact_term_statistics",
        "schedule": RECALL_TERM_COMPACT_SECONDS,
    },
    "class-vector-indexes": {
        "task": "memories.class_vector_indexes",
        "schedule": RECALL_CLASS_INDEX_SECONDS,
    },
    "reconcile-embeddings": {
        "task": "memories.reconcile_embeddings",
        "schedule": EMBEDDINGS_RECONCILE_SECONDS,
    },
}
