"""Settings of the memory store (limits, governance defaults). Read from the environment only."""

from __future__ import annotations

import os

from memory_project.settings.env import env_float, env_int

# Biggest memory content accepted (characters); larger → 413 with a field error on "content".
MEMORY_MAX_CONTENT_CHARS = env_int("MEMORY_MAX_CONTENT_CHARS", 20_000, minimum=1)
MEMORY_MAX_HINT_CHARS = env_int("MEMORY_MAX_HINT_CHARS", 2_000, minimum=1)

# Dedup thresholds: token Jaccard of recall hints, Jaccard of the stemmed content words
# (stopwords, filler, values left out: dedup_facts), vector cosine similarity. They apply only
# after the distinguishing-facts veto; 0.75 / 0.95 measured with `manage.py bench_dedup`.
MEMORY_DEDUP_HINT_JACCARD = env_float("MEMORY_DEDUP_HINT_JACCARD", 0.8)
MEMORY_DEDUP_CONTENT_JACCARD = env_float("MEMORY_DEDUP_CONTENT_JACCARD", 0.75)
MEMORY_DEDUP_COSINE = env_float("MEMORY_DEDUP_COSINE", 0.95)
# A subject (a person's own rows, a project…) of more rows than this is not scanned vector by
# vector for near-duplicates: the store's nearest vectors come first, through the HNSW index
# (memories.services.dedup.find.nearest_in_subject), so a write's cost does not grow with it.
MEMORY_DEDUP_EXACT_MAX_ROWS = env_int("MEMORY_DEDUP_EXACT_MAX_ROWS", 300, minimum=0)

# Feedback on a run's outcome: step per outcome, and the auto-deactivation floor.
MEMORY_FEEDBACK_STEP = env_float("MEMORY_FEEDBACK_STEP", 0.1)
MEMORY_DEACTIVATE_BELOW = env_float("MEMORY_DEACTIVATE_BELOW", 0.2)

# Short-term memory: the last turns of a session kept in Redis, and how long a quiet
# session keeps them (seconds after its last turn).
SHORT_TERM_TURNS = env_int("SHORT_TERM_TURNS", 20, minimum=1)
SHORT_TERM_TTL_SECONDS = env_int("SHORT_TERM_TTL_SECONDS", 3600, minimum=1)

# Longest URL (path + query string, characters) accepted; longer → a JSON 414.
API_MAX_URL_CHARS = env_int("API_MAX_URL_CHARS", 8192, minimum=256)

# How often an API key's last_used_at is written (seconds); saves a write per request.
API_KEY_TOUCH_SECONDS = env_int("API_KEY_TOUCH_SECONDS", 60, minimum=0)

# Most memories one API key may write per hour across all its runs (a key's own
# `writes_per_hour` overrides it); 0 = no window cap. Counted in PostgreSQL.
API_KEY_WRITES_PER_HOUR = env_int("API_KEY_WRITES_PER_HOUR", 1000, minimum=0)
# Longest an MCP call over /mcp may take before the web thread answers 504 (seconds).
MCP_CALL_TIMEOUT_SECONDS = env_int("MCP_CALL_TIMEOUT_SECONDS", 120, minimum=1)

# Default lifetime per kind, overriding the built-in table (warning 90 d, learning 180 d,
# context 30 d, pattern none). Env `MEMORY_EXPIRY_DAYS_<KIND>`: days, or "none" = never expires.
# The kind names are listed here because settings import no app (memory_project is infrastructure).
_KINDS = [
    "knowledge",
    "event",
    "entity",
    "relationship",
    "preference",
    "pattern",
    "warning",
    "learning",
    "context",
    "fact",
    "decision",
    "workflow",
    "summary",
    "skill",
    "message",
]


def _expiry_overrides() -> dict[str, int | None]:
    overrides: dict[str, int | None] = {}
    for kind in _KINDS:
        name = f"MEMORY_EXPIRY_DAYS_{kind.upper()}"
        raw = os.environ.get(name)
        if raw is None or raw.strip() == "":
            continue
        if raw.strip().lower() in {"none", "never"}:
            overrides[kind] = None
            continue
        overrides[kind] = env_int(name, 0, minimum=1)
    return overrides


MEMORY_DEFAULT_EXPIRY_DAYS: dict[str, int | None] = _expiry_overrides()

MEMORY_BEAT_SCHEDULE = {
    "sweep-expired": {"task": "memories.sweep_expired", "schedule": 3600.0},
    "sweep-low-confidence": {"task": "memories.sweep_low_confidence", "schedule": 3600.0},
    "sweep-staleness": {"task": "memories.sweep_staleness", "schedule": 900.0},
}

# Model usage (calls and tokens per source, per day) is counted in memory and written to the
# database at most this often per process (seconds), and when the process exits; 0 writes at
# once. Keeps a row-lock off every recall's path.
USAGE_FLUSH_SECONDS = env_float("USAGE_FLUSH_SECONDS", 5.0)
