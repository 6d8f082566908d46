"""Celery tasks of the palace: thin, idempotent, named explicitly."""

from __future__ import annotations

from celery import shared_task
from django.conf import settings

from palace.mining.pipeline import conversation_mine, conversations_resume_stalled
from palace.portability.jobs import import_job_run
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


# An upload may take longer than the usual task limit: its own budget, IMPORT_TIME_LIMIT_SECONDS,
# is a deadline the import looks at while it reads; the soft limit (a minute later) stops one
# that does not, and the hard limit (two minutes later) kills the process: the redelivered task
# then counts the lost run against IMPORT_MAX_ATTEMPTS. One worker at a time holds a job (its
# advisory lock), so a redelivery while it runs does nothing.
@shared_task(
    name="palace.run_import",
    acks_late=True,
    reject_on_worker_lost=True,
    time_limit=settings.IMPORT_TIME_LIMIT_SECONDS + 120,
    soft_time_limit=settings.IMPORT_TIME_LIMIT_SECONDS + 60,
)
def run_import(job_id: str) -> dict[str, object]:
    job = import_job_run(job_id)
    return {"import": job_id, "status": job.status if job is not None else "not run"}
