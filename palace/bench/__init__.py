"""Benchmarks of the palace against public conversation datasets (LoCoMo)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from memories.scoping import Principal
from palace.locomo import sessions_of
from palace.models import Conversation
from palace.services.conversations import MessageIn, conversation_ingest


def prepare_bench_run() -> None:
    """A bench may run on a fresh DATA_DIR: bring its schema up to date, and keep per-conversation
    mining logs from breaking the progress bar (the summary line says what was mined)."""
    import logging

    from django.core.management import call_command

    call_command("migrate", verbosity=0, interactive=False)
    logging.getLogger("palace.mining").setLevel(logging.WARNING)


def ingest_sample(sample: dict[str, Any], principal: Principal) -> list[Conversation]:
    """One conversation per non-empty session, idempotent by `<sample_id>/session-<n>`."""
    name = str(sample.get("sample_id") or "sample")
    conversations = []
    for session in sessions_of(sample):
        if not session.turns:
            continue
        messages = [
            MessageIn(
                speaker=turn.speaker,
                content=turn.text,
                external_id=turn.dia_id,
                sent_at=session.started_at + timedelta(seconds=i),
            )
            for i, turn in enumerate(session.turns)
        ]
        conversation, _ = conversation_ingest(
            principal=principal,
            external_id=f"{name}/session-{session.number}",
            title=f"{name} session {session.number}",
            subject=name,
            started_at=session.started_at,
            messages=messages,
        )
        conversations.append(conversation)
    return conversations
