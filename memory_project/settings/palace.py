"""Settings of the palace (conversation ingest and mining). Read from the environment only."""

from __future__ import annotations

from datetime import timedelta

from memory_project.settings.env import env_bool, env_int

PALACE_IDLE_MINUTES = env_int("PALACE_IDLE_MINUTES", 30, minimum=1)
# Long conversations are mined in windows of 8-10 turns, each committed with a checkpoint.
PALACE_WINDOW_TURNS = max(8, min(10, env_int("PALACE_WINDOW_TURNS", 10, minimum=1)))
# A drawer's recall hint quotes the turns before and after it, each cut to this many characters
# (full-text search reads them; a drawer's vector leaves them out: `embedded_hint`).
PALACE_NEIGHBOUR_CHARS = env_int("PALACE_NEIGHBOUR_CHARS", 300, minimum=0)

# A conversation still `pending` this long after it ended has its mining queued again (the
# outbox guarantees the hand-off to the broker, so only a broker that lost its queue needs it).
PALACE_REQUEUE_PENDING_MINUTES = env_int("PALACE_REQUEUE_PENDING_MINUTES", 30, minimum=1)
# A conversation whose mining task a worker took from the broker this many seconds ago without
# acknowledging it, while no worker holds its mining lock, is queued again: that worker died
# before the run began (Redis itself would hand the task out again only after its visibility
# timeout). A live worker takes the lock within moments of taking the task.
PALACE_REQUEUE_DELIVERED_SECONDS = env_int("PALACE_REQUEUE_DELIVERED_SECONDS", 30, minimum=1)

# Largest file a person may upload to import (their export archive or a chat history), in
# bytes; `manage.py import` and `import_chats` have no limit.
IMPORT_UPLOAD_MAX_BYTES = env_int("IMPORT_UPLOAD_MAX_BYTES", 512 * 1024 * 1024, minimum=1)
# What one import may take (an upload's job; `manage.py import` and `import_chats` too, the
# time limit aside): seconds before it stops as failed, runs its worker may lose before it is
# failed instead of run again, and bounds on what it reads (docs/operations.md, "Imports").
IMPORT_TIME_LIMIT_SECONDS = env_int("IMPORT_TIME_LIMIT_SECONDS", 6 * 3600, minimum=1)
IMPORT_MAX_ATTEMPTS = env_int("IMPORT_MAX_ATTEMPTS", 2, minimum=1)
IMPORT_MAX_RECORD_BYTES = env_int("IMPORT_MAX_RECORD_BYTES", 8 * 1024 * 1024, minimum=1024)
IMPORT_ARCHIVE_MAX_PART_BYTES = env_int("IMPORT_ARCHIVE_MAX_PART_BYTES", 32 << 30, minimum=1)
IMPORT_ARCHIVE_MAX_RATIO = env_int("IMPORT_ARCHIVE_MAX_RATIO", 100, minimum=1)
IMPORT_CHATS_HELD_MAX_BYTES = env_int("IMPORT_CHATS_HELD_MAX_BYTES", 64 * 1024 * 1024, minimum=1)
IMPORT_UPLOAD_MAX_RECORDS = env_int("IMPORT_UPLOAD_MAX_RECORDS", 400_000, minimum=1)

# Use the configured LLM for mining when there is one (offline extractor otherwise).
PALACE_LLM_EXTRACTION = env_bool("PALACE_LLM_EXTRACTION", True)
# The offline extractor reads the words its lists lack (people, places, occasions, things) with
# the local MiniLM, when EMBEDDINGS_PROVIDER is local; off: its word lists and grammar only.
PALACE_TAGS_EMBEDDINGS = env_bool("PALACE_TAGS_EMBEDDINGS", True)

PALACE_BEAT_SCHEDULE = {
    "end-idle-conversations": {
        "task": "palace.end_idle_conversations",
        "schedule": timedelta(minutes=5),
    },
    "resume-stalled-mining": {
        "task": "palace.resume_stalled_mining",
        "schedule": timedelta(minutes=2),
    },
}
