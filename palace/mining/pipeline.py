"""Mine a finished conversation into the palace, window by window, with a checkpoint.

One miner per conversation at a time (a session-level advisory lock, released automatically if
the worker dies). Each window: extract, scrub + embed (outside any transaction), remember facts
(dedup makes a retry harmless), then drawers + checkpoint in one transaction. A killed worker
loses nothing: the redelivered task resumes after the last committed window.
"""

from __future__ import annotations

import logging
import uuid
from contextlib import AbstractContextManager
from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from memories.embeddings.bulk import BULK_BATCH
from memories.embeddings.storage import PreparedVector, prepare_vectors
from memories.models import SOURCE_EMBED, SOURCE_EXTRACT, Entity
from memories.scoping import principal_for_owner_work, uuids_among
from memories.services.graph.writes import entity_upsert, relation_assert
from memories.services.store.verbatim import (
    VerbatimItem,
    verbatim_prepare,
    verbatim_store,
    verbatim_texts,
)
from memories.services.upkeep.advisory_locks import held_advisory_lock
from memories.services.upkeep.broker_deliveries import unacknowledged
from memories.services.upkeep.outbox import outbox_enqueue, outbox_waiting
from memories.usage import usage_scope
from memory_project import metrics
from palace.mining.extractors import (
    Extraction,
    Extractor,
    Turn,
    is_entity_name,
    offline_extractor,
)
from palace.mining.offline.speakers import speaker_names
from palace.mining.placement import NAMING_TURNS, closet_for, room_for
from palace.models import Closet, Conversation, Drawer, Message, MiningRun, Room
from palace.pointers import format_pointer

logger = logging.getLogger("palace.mining")
MINING_LOCK_NAMESPACE = 7  # advisory locks: one miner per conversation


def _mining_lock(conversation_id: str) -> AbstractContextManager[bool]:
    return held_advisory_lock(conversation_id, MINING_LOCK_NAMESPACE)


def get_extractor() -> Extractor:
    """The LLM extractor when an LLM is configured (and allowed); the offline one otherwise."""
    from memory_project.llm.client import llm_configured

    if settings.PALACE_LLM_EXTRACTION and llm_configured():
        from palace.mining.llm_extractor import LLMExtractor

        return LLMExtractor(settings.LLM_MODEL)
    return offline_extractor()


def _graph_for_window(
    conversation: Conversation,
    extraction: Extraction,
    window: list[Message],
    pointers: dict[int, str],
    names: dict[str, str],
) -> tuple[dict[int, list[str]], int]:
    """Upsert the window's people and places; link speakers (by the name they gave, if a role
    label like "user" stood for them) to what they mention. A time ("March") or a role label
    ("Assistant") is no entity, whichever extractor tagged it; an assistant's turn is linked to
    what it mentions, but nobody "mentioned" it.

    Returns each turn's entity URNs (stored on its drawer) and how many entities were touched.
    """
    owner_id = conversation.owner_id
    touched: dict[str, Entity] = {}

    def upsert(name: str, kind: str) -> Entity:
        key = f"{kind}:{name.casefold()}"
        if key not in touched:
            touched[key] = entity_upsert(owner_id=owner_id, name=name, kind=kind)
        return touched[key]

    per_turn: dict[int, list[str]] = {}
    for message in window:
        who = names.get(message.speaker, message.speaker)
        speaker = upsert(who, "person") if is_entity_name(who) else None
        urns = [speaker.urn] if speaker is not None else []
        for tag in extraction.turn_tags.get(message.seq, []):
            prefix, _, name = tag.partition(" ")
            kind = {"@p": "person", "@l": "place"}.get(prefix)
            if kind is None or not name or name in (message.speaker, who):
                continue
            if not is_entity_name(name) or (kind == "place" and name.islower()):
                continue  # a lower-case place is a kind of place ("lake", "attic"): no entity
            entity = upsert(name, kind)
            urns.append(entity.urn)
            if speaker is None:
                continue
            relation_assert(
                owner_id=owner_id,
                subject=speaker,
                predicate="mentioned",
                obj=entity,
                valid_from=message.sent_at,
                replaces=False,  # mentioning B does not undo having mentioned A
                confidence=0.5,
                source_pointer=pointers[message.seq],  # provenance: erasing the turn erases it
            )
        per_turn[message.seq] = list(dict.fromkeys(urns))
    return per_turn, len(touched)


def _remember_facts(
    conversation: Conversation,
    extraction: Extraction,
    pointers: dict[int, str],
    entities: dict[int, list[str]],
) -> int:
    from memories.services.store.memory import memory_remember

    # The owner's principal, bound like the key that ingested the conversation: mined facts
    # belong to its project, and dedup only meets rows that project may see (no admin reach).
    principal = principal_for_owner_work(conversation.owner, project_id=conversation.project_id)
    # Facts go where plain recall finds them: the project the conversation was sent for, else
    # the person's own scope; a session-only conversation's stay in its session.
    scope, scope_ref = (
        ("session", conversation.session_key or conversation.external_id)
        if conversation.session_only
        else (None, "")
    )
    count = 0
    for seq, kind, sentence in extraction.facts:
        memory_remember(
            principal=principal,
            content=sentence,
            kind=kind,
            scope=scope,
            scope_ref=scope_ref,
            source="mining",
            confidence=0.5,
            source_conversation=str(conversation.pk),
            pointer=pointers.get(seq, ""),
            entities=entities.get(seq, [])[:1],  # the speaker the fact is about
            tags=["mined"],
        )
        count += 1
    return count


@metrics.mining_observed
def conversation_mine(*, conversation_id: str) -> MiningRun | None:
    """Mine what is not mined yet. Returns the run, or None when there was nothing to do."""
    conversation = Conversation.objects.select_related("owner").filter(pk=conversation_id).first()
    if conversation is None:
        return None  # row gone: nothing to do
    with _mining_lock(str(conversation.pk)) as acquired:
        if not acquired:
            logger.info("Conversation %s is being mined by another worker.", conversation.pk)
            return None
        return _mine_locked(conversation)


def _mine_locked(conversation: Conversation) -> MiningRun | None:
    pending = conversation.messages.filter(seq__gt=conversation.mined_through).order_by("seq")
    if not pending.exists():
        Conversation.objects.filter(pk=conversation.pk).update(
            mining_status=Conversation.MiningStatus.DONE
        )
        return None
    extractor = get_extractor()
    Conversation.objects.filter(pk=conversation.pk).update(
        mining_status=Conversation.MiningStatus.RUNNING, mining_error=""
    )
    _abandon_dead_runs(conversation.pk, resumed_after=conversation.mined_through)
    run = MiningRun.objects.create(conversation=conversation, extractor=extractor.name)
    window_size = settings.PALACE_WINDOW_TURNS
    # Read from the whole conversation, so every window (and a resumed run) knows that "user"
    # is Derek, even before the turn where he says so.
    names = speaker_names(conversation.messages.order_by("seq").values_list("speaker", "content"))
    try:
        messages = list(pending)
        # The drawers' vectors are made BULK_BATCH turns at a time (one call to the model's
        # batch path for many windows), then each window is mined and stored as before.
        group = max(window_size, BULK_BATCH // window_size * window_size)
        for group_start in range(0, len(messages), group):
            with usage_scope() as spent:  # the group's drawers, embedded in one batch
                ready = _drawer_vectors(conversation, messages[group_start : group_start + group])
            calls, tokens = spent.by_source.get(SOURCE_EMBED, [0, 0])
            run.cost = _charged(run.cost, [(SOURCE_EMBED, calls, tokens)])
            MiningRun.objects.filter(pk=run.pk).update(cost=run.cost)
            for start in range(group_start, min(group_start + group, len(messages)), window_size):
                window = messages[start : start + window_size]
                _mine_window(conversation, run, extractor, window, names, ready=ready)
    except Exception as exc:
        MiningRun.objects.filter(pk=run.pk).update(
            status=MiningRun.Status.FAILED, error=str(exc)[:2000], finished_at=timezone.now()
        )
        Conversation.objects.filter(pk=conversation.pk).update(
            mining_status=Conversation.MiningStatus.FAILED, mining_error=str(exc)[:2000]
        )
        raise
    MiningRun.objects.filter(pk=run.pk).update(
        status=MiningRun.Status.DONE, finished_at=timezone.now()
    )
    Conversation.objects.filter(pk=conversation.pk).update(
        mining_status=Conversation.MiningStatus.DONE
    )
    run.refresh_from_db()
    logger.info(
        "Mined conversation %s: %d drawers, %d facts, %d entities in %d windows.",
        conversation.pk, run.drawers, run.facts, run.entities, run.windows,
    )  # fmt: skip
    return run


def _abandon_dead_runs(conversation_id: uuid.UUID, *, resumed_after: int) -> int:
    """Close the `running` rows of runs whose worker died. Call only while holding the
    conversation's mining lock: then no live run can exist, so any `running` row is dead."""
    return MiningRun.objects.filter(
        conversation_id=conversation_id, status=MiningRun.Status.RUNNING
    ).update(
        status=MiningRun.Status.ABANDONED,
        finished_at=timezone.now(),
        error=f"its worker stopped mid-run; resumed after message {resumed_after}",
    )


def _neighbours(conversation: Conversation, window: list[Message]) -> dict[int, Message]:
    """The window's turns plus the one just before and just after it, by seq."""
    first, last = window[0].seq, window[-1].seq
    rows = conversation.messages.filter(seq__gte=first - 1, seq__lte=last + 1)
    return {m.seq: m for m in rows}


def _quote(message: Message) -> str:
    text = " ".join(message.content.split())
    cap = settings.PALACE_NEIGHBOUR_CHARS
    return f"{message.speaker}: {text[:cap]}{'…' if len(text) > cap else ''}"


def drawer_hint(message: Message, before: Message | None, after: Message | None) -> str:
    """A drawer's recall hint: who spoke and when, then the turns on either side.

    The drawer's content stays the verbatim turn; the hint is what makes it findable. A reply
    ("Yes, every weekend!") means little alone, so the neighbouring turns are full-text indexed
    with it (the turn is retrieved, its context helps it rank); its vector is made of the first
    line and the turn only (`memories.embeddings.storage.embedded_hint`)."""
    lines = [f"{message.speaker} on {message.sent_at:%Y-%m-%d}"]
    if before is not None:
        lines.append(f"before: {_quote(before)}")
    if after is not None:
        lines.append(f"after: {_quote(after)}")
    return "\n".join(lines)


def _drawer_vectors(
    conversation: Conversation, messages: list[Message]
) -> dict[str, PreparedVector]:
    """The drawers' vectors of `messages` in one bulk embedding, keyed by the embedded text
    (empty when the embedder is down: each window then tries again, and the reconciler later)."""
    neighbours = _neighbours(conversation, messages)
    items = [
        VerbatimItem(
            content=m.content,
            recall_hint=drawer_hint(m, neighbours.get(m.seq - 1), neighbours.get(m.seq + 1)),
        )
        for m in messages
    ]
    texts = verbatim_texts(items)
    prepared = prepare_vectors(texts, bulk=True)
    return dict(zip(texts, prepared, strict=True)) if prepared else {}


def _mine_window(
    conversation: Conversation,
    run: MiningRun,
    extractor: Extractor,
    window: list[Message],
    names: dict[str, str],
    *,
    ready: dict[str, PreparedVector] | None = None,
) -> None:
    turns = [Turn(m.seq, names.get(m.speaker, m.speaker), m.content) for m in window]
    neighbours = _neighbours(conversation, window)
    extraction = extractor.extract(turns)
    with transaction.atomic():
        room = room_for(conversation, _naming_turns(conversation, names))
    pointers = {m.seq: format_pointer(room.wing.number, room.number, m.seq) for m in window}
    entities, entity_count = _graph_for_window(conversation, extraction, window, pointers, names)
    items = [
        VerbatimItem(
            content=m.content,
            pointer=pointers[m.seq],
            tags=extraction.turn_tags.get(m.seq, []),
            recall_hint=drawer_hint(m, neighbours.get(m.seq - 1), neighbours.get(m.seq + 1)),
            created_at=m.sent_at,
            entities=entities.get(m.seq, []),
            metadata={"speaker": m.speaker, "seq": m.seq, "conversation": str(conversation.pk)},
        )
        for m in window
    ]
    with usage_scope() as spent:  # what the embedder cost this window, drawers and facts
        prepared = verbatim_prepare(items, ready=ready)  # embedder outside the transaction
        facts = _remember_facts(conversation, extraction, pointers, entities)  # idempotent
    embed_calls, embed_tokens = spent.by_source.get(SOURCE_EMBED, [0, 0])
    # The drawers are the owner's, written by the rules of their work (as the facts are).
    owner_work = principal_for_owner_work(conversation.owner, project_id=conversation.project_id)
    with transaction.atomic():
        locked = Conversation.objects.select_for_update().get(pk=conversation.pk)
        fresh = [p for p, m in zip(prepared, window, strict=True) if m.seq > locked.mined_through]
        fresh_messages = [m for m in window if m.seq > locked.mined_through]
        memories = verbatim_store(
            principal=owner_work,
            prepared=fresh,
            source_conversation=str(conversation.pk),
            session_key=conversation.session_key,
            project_id=conversation.project_id,
        )
        closets: dict[str, Closet] = {}
        drawers = []
        for memory, message in zip(memories, fresh_messages, strict=True):
            topic = extraction.turn_topic.get(message.seq, "conversation")
            if topic not in closets:
                count = sum(1 for t in extraction.turn_topic.values() if t == topic)
                closets[topic] = closet_for(room, topic, turns=count, window=len(window))
            drawers.append(
                Drawer(
                    room=room,
                    closet=closets[topic],
                    number=message.seq,
                    pointer=pointers[message.seq],
                    memory=memory,
                    message=message,
                    tags=extraction.turn_tags.get(message.seq, []),
                )
            )
        Drawer.objects.bulk_create(drawers)
        last_seq = max(m.seq for m in window)
        Conversation.objects.filter(pk=conversation.pk).update(
            mined_through=max(locked.mined_through, last_seq)
        )
        conversation.mined_through = max(locked.mined_through, last_seq)
        run.cost = _charged(
            run.cost,
            [
                (SOURCE_EXTRACT, extraction.calls, extraction.tokens),
                (SOURCE_EMBED, embed_calls, embed_tokens),
            ],
        )
        run.windows += 1
        run.drawers += len(memories)
        run.facts += facts
        run.entities += entity_count
        run.save(update_fields=["cost", "windows", "drawers", "facts", "entities"])


def _naming_turns(conversation: Conversation, names: dict[str, str]) -> list[Turn]:
    """The turns a new room's wing is named from (none read when the room exists)."""
    if Room.objects.filter(conversation=conversation).exists():
        return []
    rows = conversation.messages.order_by("seq").values_list("seq", "speaker", "content")
    return [Turn(seq, names.get(who, who), text) for seq, who, text in rows[:NAMING_TURNS]]


def _charged(
    cost: dict[str, dict[str, int]], spent: list[tuple[str, int, int]]
) -> dict[str, dict[str, int]]:
    """A run's cost per source with `spent` (source, calls, tokens) added."""
    total = {source: dict(entry) for source, entry in cost.items()}
    for source, calls, tokens in spent:
        entry = total.setdefault(source, {"calls": 0, "tokens": 0})
        entry["calls"] += calls
        entry["tokens"] += tokens
    return total


def conversations_resume_stalled(
    *, pending_for: timedelta | None = None, delivered_for: float | None = None
) -> int:
    """Re-queue mining that no worker is doing: `running` with the lock free (its worker died);
    `pending` with its task handed to a worker that never acknowledged it, for
    `delivered_for` seconds (PALACE_REQUEUE_DELIVERED_SECONDS), and the lock free: that worker
    was killed before the run began, and Redis would hand the task out again only after its
    visibility timeout; or `pending` for long (PALACE_REQUEUE_PENDING_MINUTES: the broker
    itself lost the task).

    The outbox hands every queued mining to the broker, so a `pending` conversation is normally
    just waiting its turn: re-queueing it after two minutes, as this once did, piled a copy of
    the whole backlog onto the queue every pass under load. One whose task is still in the
    outbox is left to the outbox sweep. Duplicates are harmless, only wasteful."""
    wait = pending_for or timedelta(minutes=settings.PALACE_REQUEUE_PENDING_MINUTES)
    cutoff = timezone.now() - wait
    delivered = unacknowledged(
        "palace.mine_conversation",
        older_than_seconds=(
            settings.PALACE_REQUEUE_DELIVERED_SECONDS if delivered_for is None else delivered_for
        ),
    )
    candidates = Conversation.objects.filter(ended_at__isnull=False, mining_error="").filter(
        Q(mining_status=Conversation.MiningStatus.RUNNING)
        | Q(mining_status=Conversation.MiningStatus.PENDING, ended_at__lt=cutoff)
        | Q(mining_status=Conversation.MiningStatus.PENDING, pk__in=uuids_among(delivered))
    )  # a conversation held back by its owner's settings carries the reason in mining_error
    in_outbox = outbox_waiting(task="palace.mine_conversation")
    requeued = 0
    for conversation_id, mined_through in candidates.values_list("pk", "mined_through"):
        with _mining_lock(str(conversation_id)) as free:
            if not free:
                continue  # a live worker holds it
            # Shown as abandoned at once, not "running" until the resumed run starts.
            _abandon_dead_runs(conversation_id, resumed_after=mined_through)
        if str(conversation_id) in in_outbox:
            continue
        outbox_enqueue(task="palace.mine_conversation", args=[str(conversation_id)])
        requeued += 1
    if requeued:
        logger.info("Re-queued mining of %d stalled conversation(s).", requeued)
    return requeued
