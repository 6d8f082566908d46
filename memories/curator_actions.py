"""What a person is told about other people's actions on her memories: read from the audit log,
so every curator's (or project manager's) pin, correction, approval, sharing or archive of one of
her memories shows on its page with who did it and when."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from memories.models import AuditEvent, Memory
from memories.scoping import Principal, memory_get_for_read

# How each audited action reads to the memory's owner ("Pinned by admin on 3 Dec 2026").
ACTION_WORDS: dict[str, str] = {
    "approve": "Approved",
    "update": "Text corrected",
    "forget": "Archived",
    "restore": "Restored",
    "keep": "Kept after a stale review",
    "decline": "Declined in review (archived)",
    "promote": "Shared with everyone (copied into organisation knowledge)",
    "feedback": "Confidence changed by a run's feedback",
    "curator_request_declined": "Your request declined",
    "always_inject_proposed": "Always-inject proposed",
}
MAX_SHOWN = 50


@dataclass(frozen=True)
class OthersAction:
    """One action someone other than the owner took on her memory."""

    words: str
    by: str
    at: datetime
    via_key: bool


def _words(event: AuditEvent) -> str:
    detail = event.detail if isinstance(event.detail, dict) else {}
    if event.action == "always_inject":
        if detail.get("declined_proposal"):
            return "Proposed always-inject declined"
        return "Pinned (always inject)" if detail.get("value") else "Unpinned"
    return ACTION_WORDS.get(event.action, event.action.replace("_", " ").capitalize())


def memory_actions_by_others(*, principal: Principal, memory_id: object) -> list[OthersAction]:
    """The owner's view of what other people did to her memory (newest first). Only the
    owner is told this way; anyone else gets an empty list (curators read the audit log)."""
    memory: Memory = memory_get_for_read(principal=principal, memory_id=memory_id)
    if memory.owner_id != principal.user_id:
        return []
    events = (
        AuditEvent.objects.filter(memory_id=memory.pk, actor__isnull=False)
        .exclude(actor_id=memory.owner_id)
        .select_related("actor")
        .order_by("-created_at", "-id")[:MAX_SHOWN]
    )
    return [
        OthersAction(
            words=_words(event),
            by=event.actor.get_username() if event.actor else "someone",
            at=event.created_at,
            via_key=event.api_key_id is not None,
        )
        for event in events
    ]
