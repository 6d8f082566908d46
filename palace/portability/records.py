"""Palace rows as export records: conversations and messages, wings, rooms, closets, drawers.
A room is named by its wing's slug and its number, a closet by its room and slug, so no database
integer leaves the installation."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from django.db.models import QuerySet

from memories.portability.records import CHUNK, Record
from palace.models import Closet, Conversation, Drawer, Message, Room, Wing


def _rename(row: Mapping[str, Any], names: dict[str, str]) -> Record:
    return {names.get(key, key): value for key, value in row.items()}


def conversation_records(conversations: QuerySet[Conversation]) -> Iterator[Record]:
    names = {"owner__username": "owner", "project__slug": "project"}
    plain = ("id", "external_id", "title", "subject", "session_key", "started_at",
             "last_message_at", "ended_at", "mining_status", "mining_error", "mined_through",
             "created_at")  # fmt: skip
    rows = conversations.order_by("created_at", "id").values(*plain, *names)
    for row in rows.iterator(chunk_size=CHUNK):
        yield _rename(row, names)


MESSAGE_FIELDS = ("conversation_id", "seq", "speaker", "role", "content", "external_id", "sent_at",
                  "metadata")  # fmt: skip


def message_records(conversations: QuerySet[Conversation]) -> Iterator[Record]:
    rows = (
        Message.objects.filter(conversation__in=conversations.values("pk"))
        .order_by("conversation__created_at", "conversation_id", "seq")
        .values(
            "conversation_id",
            "seq",
            "speaker",
            "role",
            "content",
            "external_id",
            "sent_at",
            "metadata",
        )
    )
    for row in rows.iterator(chunk_size=CHUNK):
        yield _rename(row, {"conversation_id": "conversation"})


def wing_records(wings: QuerySet[Wing]) -> Iterator[Record]:
    fields = ("owner__username", "slug", "number", "name", "kind", "aliases", "created_at")
    for row in wings.order_by("owner__username", "number").values(*fields).iterator(CHUNK):
        yield _rename(row, {"owner__username": "owner"})


def room_records(rooms: QuerySet[Room]) -> Iterator[Record]:
    names = {
        "wing__owner__username": "owner",
        "wing__slug": "wing",
        "conversation_id": "conversation",
    }
    plain = ("number", "title", "started_at", "ended_at")
    order = ("wing__owner__username", "wing__number", "number")
    for row in rooms.order_by(*order).values(*plain, *names).iterator(chunk_size=CHUNK):
        yield _rename(row, names)


def closet_records(rooms: QuerySet[Room]) -> Iterator[Record]:
    names = {
        "room__wing__owner__username": "owner",
        "room__wing__slug": "wing",
        "room__number": "room",
    }
    rows = Closet.objects.filter(room__in=rooms.values("pk")).order_by(
        "room__wing__owner__username", "room__wing__number", "room__number", "slug"
    )
    for row in rows.values("slug", "topic", *names).iterator(chunk_size=CHUNK):
        yield _rename(row, names)


def drawer_records(drawers: QuerySet[Drawer]) -> Iterator[Record]:
    names = {
        "room__wing__owner__username": "owner",
        "room__wing__slug": "wing",
        "room__number": "room",
        "closet__slug": "closet",
        "memory_id": "memory",
        "message__seq": "message_seq",
    }
    order = ("room__wing__owner__username", "room__wing__number", "room__number", "number")
    rows = drawers.order_by(*order).values("number", "pointer", "tags", *names)
    for row in rows.iterator(chunk_size=CHUNK):
        yield _rename(row, names)
