"""Settings of curation (promotion to organisation knowledge). Read from the environment only."""

from __future__ import annotations

from memory_project.settings.env import env_float, env_int, env_str

# apply_knowledge: every promotion is announced to an external catalog as a JSON
# event POSTed to this URL, signed with HMAC-SHA256 of PROMOTION_WEBHOOK_SECRET. Empty: off.
PROMOTION_WEBHOOK_URL = env_str("PROMOTION_WEBHOOK_URL", "")
PROMOTION_WEBHOOK_SECRET = env_str("PROMOTION_WEBHOOK_SECRET", "")
# Seconds one delivery may take; attempts before a delivery is marked failed (it is kept, and
# a curator can send it again); the first retry waits this many seconds, doubling each time.
PROMOTION_WEBHOOK_TIMEOUT = env_float("PROMOTION_WEBHOOK_TIMEOUT", 5.0)
PROMOTION_WEBHOOK_MAX_ATTEMPTS = env_int("PROMOTION_WEBHOOK_MAX_ATTEMPTS", 8, minimum=1)
PROMOTION_WEBHOOK_RETRY_SECONDS = env_int("PROMOTION_WEBHOOK_RETRY_SECONDS", 30, minimum=1)

CURATION_BEAT_SCHEDULE: dict[str, dict[str, object]] = {
    "deliver-due-webhooks": {"task": "curation.deliver_due_webhooks", "schedule": 30.0},
}
