"""Celery tasks of the palace: thin, idempotent, named explicitly."""

from __future__ import annotations

from celery import shared_task

from palace.mining.pipeline import conversation_mine, conversations_resume_stalled
from palace.services.conversations import conversations_end_idle


@shared_task(name="palace.mine_conversation", acks_late=True, reject_on_worker_lost=True)
def mine_conversation(conversation_id: str) -> dict[str, object]:
    run = conversation_mine(conversation_id=conversation_id)
    if run is None:
        return {"conversation": conversation_id, "mined": False}
    return {
        "conversation": conversation_id,
        "mined": True,
        "drawers": run.drawers,
        "facts": run.facts,
    }


@shared_task(name="palace.end_idle_conversations")
def end_idle_conversations() -> int:
    return conversations_end_idle()


@shared_task(name="palace.resume_stalled_mining")
def resume_stalled_mining() -> int:
    return conversations_resume_stalled()
