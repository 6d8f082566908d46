"""Fact extraction at a turn boundary: one user turn and the assistant's reply go
through the same extractor mining uses (the LLM when configured, the offline one otherwise) and
the facts found are saved at once, through `memory_remember` (so scrubbing, dedup, the write
rule and the key's caps apply), without waiting for a conversation to end."""

from __future__ import annotations

from dataclasses import dataclass

from django.db import transaction

from memories.models import Memory, Scope
from memories.redaction import scrub_joined
from memories.scoping import Principal
from memories.services.rules.validation import MAX_IDENTIFIER_CHARS, check_identifier, fail
from memories.services.short_term import RecentTurn, memory_ref, recent_turns_push
from memories.services.store.memory import memory_remember
from memory_project.errors import Forbidden
from palace.mining.extractors import Turn
from palace.mining.pipeline import get_extractor
from palace.services.conversations import MAX_MESSAGE_CHARS


@dataclass(frozen=True)
class ExtractedFact:
    memory: Memory
    deduplicated: bool


@dataclass(frozen=True)
class ExtractResult:
    extractor: str
    facts: list[ExtractedFact]


def _turn(field: str, value: object) -> str:
    if not isinstance(value, str):
        raise fail(field, "must be text")
    if len(value) > MAX_MESSAGE_CHARS:
        raise fail(field, f"at most {MAX_MESSAGE_CHARS} characters")
    return value


def turn_extract(
    *,
    principal: Principal,
    user_turn: object,
    assistant_turn: object = "",
    scope: str | None = None,
    scope_ref: str = "",
    session: object = None,
) -> ExtractResult:
    """Extract the facts of one exchange and save them: in the session's scope when a session
    is given and no scope is named, else where `memory_remember` puts an unnamed scope."""
    if not principal.can_manage:
        raise Forbidden("This key may not write memories (it lacks memory.manage).")
    # Scrubbed together (the user's turn may end in a label the reply answers), and before
    # anything else: nothing raw reaches the extractor (an LLM, perhaps).
    user_text, reply = (
        r.text
        for r in scrub_joined(
            [_turn("user_turn", user_turn), _turn("assistant_turn", assistant_turn)]
        )
    )
    if not (user_text.strip() or reply.strip()):
        raise fail("user_turn", "send the user's turn, the assistant's, or both")
    key = check_identifier("session", session or "", max_chars=MAX_IDENTIFIER_CHARS)
    if scope is None and key:
        scope, scope_ref = Scope.SESSION, key
    extractor = get_extractor()
    turns = [
        turn
        for turn in (Turn(1, principal.username, user_text), Turn(2, "assistant", reply))
        if turn.text.strip()
    ]
    extraction = extractor.extract(turns)
    facts: list[ExtractedFact] = []
    refs: dict[int, list[str]] = {}  # turn → the memories taken from it (erasing one drops it)
    with transaction.atomic():  # all of the exchange's facts, or none (a refusal, a cap)
        for seq, kind, sentence in extraction.facts:
            saved = memory_remember(
                principal=principal, content=sentence, kind=kind, scope=scope,
                scope_ref=scope_ref, tags=["extracted"],
            )  # fmt: skip
            facts.append(ExtractedFact(saved.memory, saved.deduplicated))
            refs.setdefault(seq, []).append(memory_ref(saved.memory.pk))
    if key:
        recent_turns_push(
            owner_id=principal.user_id, session=key,
            turns=[RecentTurn("user" if t.seq == 1 else "assistant", t.speaker, t.text,
                              refs=tuple(refs.get(t.seq, ())), via_key=principal.api_key_id)
                   for t in turns],
        )  # fmt: skip
    return ExtractResult(extractor=extractor.name, facts=facts)
