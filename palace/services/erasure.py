"""Forgetting for real in the palace: a drawer or a whole conversation, and what came from it.

A drawer takes its source message, the facts mined from its turn (same pointer), the graph
relations mining recorded from that turn, its text in the neighbouring drawers' recall hints
(re-embedded after commit), and its words in its wing's name when no turn left says them. A
conversation takes all of that for every turn, plus its room, an emptied wing, its messages and
mining runs. Only a human (the owner or an admin) who typed the id may do it; agents never
hard-delete. `erase_for_memories` is the hook the memories layer calls whenever it erases
memories (so a drawer's message goes even when the memory is deleted from the memories side).
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from functools import partial

from django.db import transaction

from memories.models import Entity, Memory, Relation, Source
from memories.scoping import Principal, memory_get_for_write, require_person
from memories.services.audit import audit_record
from memories.services.lifecycle.erasure import memories_erase
from memories.services.lifecycle.redis_erasure import redis_forget_after_commit
from memories.services.rules.validation import fail
from memories.services.short_term import conversation_ref, message_ref
from memories.services.store.vectors import reembed_after_commit
from palace.mining.placement import wing_rename_after_erasure
from palace.models import Closet, Conversation, Drawer, Message, Room, Wing
from palace.scoping import access_conversation, access_drawer

NO_AGENT_ERASURE = "Agents can never delete for good; a person does it, with confirmation."


def _check_confirm(confirm: str | None, pk: str) -> None:
    if (confirm or "").strip() != pk:
        raise fail("confirm", "type the id to confirm deleting it for good")


def erase_for_memories(memory_ids: list[uuid.UUID]) -> dict[int, set[str]]:
    """Hook (inside the memories-side transaction): the palace rows derived from these memories
    go now; returns the entity URNs (per owner) to drop once nothing supports them."""
    drawers = list(
        Drawer.objects.filter(memory_id__in=memory_ids).select_related("room__wing", "message")
    )
    if not drawers:
        return {}
    touched: dict[int, set[str]] = {}
    pointers: dict[int, list[str]] = {}
    for drawer in drawers:
        pointers.setdefault(drawer.room.wing.owner_id, []).append(drawer.pointer)
        if drawer.message_id is not None:  # its turn, kept in short-term memory
            redis_forget_after_commit(
                owner_id=drawer.room.wing.owner_id, refs=[message_ref(drawer.message_id)]
            )
    for owner_id, owner_pointers in pointers.items():
        relations = Relation.objects.filter(owner_id=owner_id, source_pointer__in=owner_pointers)
        entity_ids = {
            pk for pair in relations.values_list("subject_id", "object_id") for pk in pair
        }
        urns = Entity.objects.filter(pk__in=entity_ids - {None}).values_list("urn", flat=True)
        touched.setdefault(owner_id, set()).update(urns)
        relations.delete()
        facts = Memory.objects.filter(
            owner_id=owner_id, source=Source.MINING, pointer__in=owner_pointers
        ).exclude(pk__in=memory_ids)
        for owner_urns in facts.values_list("entities", flat=True):
            touched[owner_id].update(owner_urns)
        memories_erase(memory_ids=list(facts.values_list("pk", flat=True)))
    gone = {d.pk for d in drawers}
    message_ids = [d.message_id for d in drawers if d.message_id is not None]
    neighbours = _neighbour_drawers(drawers, gone)
    closets = {d.closet_id for d in drawers}
    erased = [f"{d.message.speaker}\n{d.message.content}" for d in drawers if d.message]
    wings = {d.room.wing.pk: d.room.wing for d in drawers}
    Drawer.objects.filter(pk__in=gone).delete()
    Message.objects.filter(pk__in=message_ids).delete()
    Closet.objects.filter(pk__in=closets, drawers__isnull=True).delete()
    for wing in wings.values():
        wing_rename_after_erasure(wing, erased)
    _rehint(neighbours)
    return touched


def _neighbour_drawers(drawers: Sequence[Drawer], gone: set[int]) -> list[int]:
    """The drawers right before and after the erased ones: their hints quote the erased turn."""
    ids: set[int] = set()
    for drawer in drawers:
        ids.update(
            Drawer.objects.filter(
                room_id=drawer.room_id, number__in=[drawer.number - 1, drawer.number + 1]
            )
            .exclude(pk__in=gone)
            .values_list("pk", flat=True)
        )
    return sorted(ids)


def _rehint(drawer_ids: list[int]) -> None:
    """Rebuild the neighbours' hints from the turns that are left, and re-embed them where
    their vectors held the erased turn (made before the quoted turns were left out of a
    drawer's vector: `embedded_hint`)."""
    from palace.mining.pipeline import drawer_hint

    for drawer in Drawer.objects.filter(pk__in=drawer_ids).select_related("message", "memory"):
        if drawer.message is None:
            continue
        turns = {
            m.seq: m
            for m in Message.objects.filter(
                conversation_id=drawer.message.conversation_id,
                seq__in=[drawer.message.seq - 1, drawer.message.seq + 1],
            )
        }
        hint = drawer_hint(
            drawer.message, turns.get(drawer.message.seq - 1), turns.get(drawer.message.seq + 1)
        )
        if hint != drawer.memory.recall_hint:
            Memory.objects.filter(pk=drawer.memory_id).update(recall_hint=hint)
            transaction.on_commit(partial(reembed_after_commit, drawer.memory_id))


def drawer_erase(*, principal: Principal, drawer_id: object, confirm: str | None) -> None:
    """Delete one drawer for good, with what was derived from it. Its memory goes too, so the
    one write rule on memories applies as well as the palace's owner rule."""
    require_person(principal, NO_AGENT_ERASURE)
    drawer = access_drawer(principal, drawer_id, for_write=True)
    _check_confirm(confirm, str(drawer.pk))
    memory_get_for_write(principal=principal, memory_id=drawer.memory_id)
    with transaction.atomic():
        memories_erase(memory_ids=[drawer.memory_id])
        audit_record(principal=principal, action="drawer_erase", memory_id=None, detail={})


def conversation_erase(
    *, principal: Principal, conversation_id: object, confirm: str | None
) -> None:
    """Delete a conversation for good: its messages, drawers, mined facts, graph rows only it
    supported, its room (and its wing when no other room is left), mining runs."""
    require_person(principal, NO_AGENT_ERASURE)
    conversation = access_conversation(principal, conversation_id, erase=True)
    _check_confirm(confirm, str(conversation.pk))
    with transaction.atomic():
        conversation = Conversation.objects.select_for_update().get(pk=conversation.pk)
        derived = Memory.objects.filter(
            owner_id=conversation.owner_id, source_conversation=str(conversation.pk)
        )
        memories_erase(memory_ids=list(derived.values_list("pk", flat=True)))
        wing_ids = list(
            Room.objects.filter(conversation=conversation).values_list("wing_id", flat=True)
        )
        Room.objects.filter(conversation=conversation).delete()
        Wing.objects.filter(pk__in=wing_ids, rooms__isnull=True).delete()
        # Its turns in short-term memory, mined or not (an unmined one has no drawers).
        redis_forget_after_commit(
            owner_id=conversation.owner_id, refs=[conversation_ref(conversation.pk)]
        )
        conversation.delete()
        audit_record(principal=principal, action="conversation_erase", memory_id=None, detail={})
