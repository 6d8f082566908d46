"""Import conversations with their messages, and the palace: wings, rooms, closets, drawers.

A conversation is matched by its owner and external id, a wing by its owner and slug, a room by
its conversation (or wing and number), a closet by its room and slug. A wing or room number the
target already uses for something else moves to the next free one, and every pointer that named
it (drawers, memories, relations) moves with it."""

from __future__ import annotations

import uuid
from typing import Any

from django.db.models import Max

from memories.redaction.json import scrub_json
from memories.services.rules.validation import MAX_IDENTIFIER_CHARS, check_identifier, scrub_text
from memory_project.errors import ValidationFailed
from palace.models import Closet, Conversation, Drawer, Message, Room, Wing
from palace.pointers import format_pointer, parse_pointer
from palace.portability.state import REMAP_NAMESPACE, ImportState, Where, at, batched, when


def _identifier(where: Where, field_name: str, value: str) -> str:
    try:
        return check_identifier(field_name, value, max_chars=MAX_IDENTIFIER_CHARS)
    except ValidationFailed as exc:
        raise where.fail(field_name, exc.fields[field_name][0]) from None


def import_conversations(state: ImportState) -> None:
    for line, rec in state.reader.records("conversations"):
        where = Where("conversations", line)
        owner_id = state.owner(rec["owner"], where)
        external_id = _identifier(where, "external_id", rec["external_id"])
        found = Conversation.objects.filter(owner_id=owner_id, external_id=external_id).first()
        if found is not None:
            state.conversations[rec["id"]] = (found.pk, False)
            state.existing["conversations"] += 1
            continue
        pk = uuid.UUID(rec["id"])
        if Conversation.objects.filter(pk=pk).exists():
            pk = uuid.uuid5(REMAP_NAMESPACE, f"{owner_id}:{pk}")
            state.remapped["conversations"] += 1
        Conversation.objects.create(
            id=pk,
            owner_id=owner_id,
            external_id=external_id,
            title=scrub_text(rec["title"])[:300],
            subject=scrub_text(rec["subject"])[:200],
            session_key=_identifier(where, "session_key", rec["session_key"]),
            project_id=state.group("project", rec["project"], where),
            started_at=at(rec["started_at"], where, "started_at"),
            last_message_at=when(rec["last_message_at"], where, "last_message_at"),
            ended_at=when(rec["ended_at"], where, "ended_at"),
            mining_status=rec["mining_status"],
            mining_error=scrub_text(rec["mining_error"]),
            mined_through=rec["mined_through"],
            created_at=at(rec["created_at"], where, "created_at"),
        )
        state.conversations[rec["id"]] = (pk, True)
        state.created["conversations"] += 1


def import_messages(state: ImportState) -> None:
    for chunk in batched(state.reader.records("messages")):
        rows: list[Message] = []
        for line, rec in chunk:
            where = Where("messages", line)
            target = state.conversations.get(rec["conversation"])
            if target is None:
                raise where.fail("conversation", "names no conversation of the archive")
            rows.append(
                Message(
                    conversation_id=target[0],
                    seq=rec["seq"],
                    speaker=scrub_text(rec["speaker"])[:200],
                    role=rec["role"],
                    content=scrub_text(rec["content"]),
                    external_id=_identifier(where, "external_id", rec["external_id"]),
                    sent_at=at(rec["sent_at"], where, "sent_at"),
                    metadata=scrub_json(rec["metadata"]),
                )
            )
        taken = set(
            Message.objects.filter(conversation_id__in={r.conversation_id for r in rows})
            .values_list("conversation_id", "seq")
        )  # fmt: skip
        new = [r for r in rows if (r.conversation_id, r.seq) not in taken]
        Message.objects.bulk_create(new)
        state.created["messages"] += len(new)
        state.existing["messages"] += len(rows) - len(new)


def _next_number(model: Any, **parent: Any) -> int:
    return int(model.objects.filter(**parent).aggregate(n=Max("number"))["n"] or 0) + 1


def import_wings(state: ImportState) -> None:
    for line, rec in state.reader.records("wings"):
        where = Where("wings", line)
        owner_id = state.owner(rec["owner"], where)
        wing = Wing.objects.filter(owner_id=owner_id, slug=rec["slug"]).first()
        if wing is not None:
            state.existing["wings"] += 1
        else:
            number = rec["number"]
            if Wing.objects.filter(owner_id=owner_id, number=number).exists():
                number = _next_number(Wing, owner_id=owner_id)
            wing = Wing.objects.create(
                owner_id=owner_id,
                number=number,
                slug=rec["slug"],
                name=scrub_text(rec["name"])[:200],
                kind=rec["kind"],
                aliases=[scrub_text(a)[:200] for a in rec["aliases"]],
                created_at=at(rec["created_at"], where, "created_at"),
            )
            state.created["wings"] += 1
        if wing.number != rec["number"]:
            state.wing_numbers[(owner_id, rec["number"])] = wing.number
            state.remapped["wings"] += 1
        state.wings[(owner_id, rec["slug"])] = (wing.pk, wing.number)


def _wing(state: ImportState, owner_id: int, slug: str, where: Where) -> tuple[int, int]:
    found = state.wings.get((owner_id, slug))
    if found is None:
        raise where.fail("wing", f"names no wing {slug!r} of the archive")
    return found


def import_rooms(state: ImportState) -> None:
    for line, rec in state.reader.records("rooms"):
        where = Where("rooms", line)
        owner_id = state.owner(rec["owner"], where)
        wing_pk, wing_number = _wing(state, owner_id, rec["wing"], where)
        conversation = state.conversations.get(rec["conversation"] or "")
        conversation_id = conversation[0] if conversation else None
        room = None
        if conversation_id is not None:
            room = Room.objects.filter(conversation_id=conversation_id).first()
        if room is None:
            same = Room.objects.filter(wing_id=wing_pk, number=rec["number"]).first()
            if same is not None and same.conversation_id == conversation_id:
                room = same
        if room is not None:
            state.existing["rooms"] += 1
        else:
            number = rec["number"]
            if Room.objects.filter(wing_id=wing_pk, number=number).exists():
                number = _next_number(Room, wing_id=wing_pk)
            room = Room.objects.create(
                wing_id=wing_pk,
                number=number,
                conversation_id=conversation_id,
                title=scrub_text(rec["title"])[:300],
                started_at=at(rec["started_at"], where, "started_at"),
                ended_at=when(rec["ended_at"], where, "ended_at"),
            )
            state.created["rooms"] += 1
        old_wing = next(
            (
                old
                for (o, old), new in state.wing_numbers.items()
                if o == owner_id and new == wing_number
            ),
            wing_number,
        )
        if room.number != rec["number"]:
            state.room_numbers[(owner_id, old_wing, rec["number"])] = room.number
            state.remapped["rooms"] += 1
        state.rooms[(owner_id, rec["wing"], rec["number"])] = (
            room.pk,
            room.number,
            conversation_id,
        )


def _room(
    state: ImportState, owner_id: int, rec: dict[str, Any], where: Where
) -> tuple[int, int, Any]:
    found = state.rooms.get((owner_id, rec["wing"], rec["room"]))
    if found is None:
        raise where.fail("room", f"names no room {rec['room']} of wing {rec['wing']!r}")
    return found


def import_closets(state: ImportState) -> None:
    for line, rec in state.reader.records("closets"):
        where = Where("closets", line)
        owner_id = state.owner(rec["owner"], where)
        room_pk, _, _ = _room(state, owner_id, rec, where)
        closet, made = Closet.objects.get_or_create(
            room_id=room_pk,
            slug=rec["slug"][:200],
            defaults={"topic": scrub_text(rec["topic"])[:200]},
        )
        (state.created if made else state.existing)["closets"] += 1
        state.closets[(owner_id, rec["wing"], rec["room"], rec["slug"])] = closet.pk


def import_drawers(state: ImportState) -> None:
    """A drawer comes in with its memory: only for memories this import created."""
    for chunk in batched(state.reader.records("drawers")):
        wanted: list[tuple[Where, int, dict[str, Any], uuid.UUID]] = []
        for line, rec in chunk:
            where = Where("drawers", line)
            owner_id = state.owner(rec["owner"], where)
            memory_id = state.memory_ids.get(rec["memory"], uuid.UUID(rec["memory"]))
            if memory_id in state.new_memories:
                wanted.append((where, owner_id, rec, memory_id))
            else:
                state.existing["drawers"] += 1
        rooms = {_room(state, o, rec, w)[0] for w, o, rec, _ in wanted}
        taken = set(Drawer.objects.filter(room_id__in=rooms).values_list("room_id", "number"))
        conversations = {_room(state, o, rec, w)[2] for w, o, rec, _ in wanted} - {None}
        messages = {
            (c, seq): pk
            for pk, c, seq in Message.objects.filter(conversation_id__in=conversations).values_list(
                "pk", "conversation_id", "seq"
            )
        }
        rows: list[Drawer] = []
        for where, owner_id, rec, memory_id in wanted:
            room_pk, _, conversation_id = _room(state, owner_id, rec, where)
            closet_pk = state.closets.get((owner_id, rec["wing"], rec["room"], rec["closet"]))
            if closet_pk is None:
                raise where.fail("closet", f"names no closet {rec['closet']!r} of its room")
            number = rec["number"]
            if (room_pk, number) in taken:
                number = max(n for r, n in taken if r == room_pk) + 1
            taken.add((room_pk, number))
            pointer = state.repoint(owner_id, rec["pointer"])
            if number != rec["number"]:
                p = parse_pointer(pointer)
                pointer = format_pointer(p.wing, p.room, number)
            if pointer != rec["pointer"]:
                state.pointer_fixes[memory_id] = pointer
            rows.append(
                Drawer(
                    room_id=room_pk,
                    closet_id=closet_pk,
                    number=number,
                    pointer=pointer,
                    memory_id=memory_id,
                    message_id=messages.get((conversation_id, rec["message_seq"])),
                    tags=[scrub_text(t)[:200] for t in rec["tags"]],
                )
            )
        Drawer.objects.bulk_create(rows)
        state.created["drawers"] += len(rows)
