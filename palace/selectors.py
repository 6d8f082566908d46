"""Reads of the palace. Drawers are visible only through `memories_visible_to` (their text is a
memory record), so archiving a drawer's memory hides it everywhere; wings, rooms and closets
belong to the conversation's owner (admins see all)."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Count, Prefetch, Q, QuerySet

from memories.scoping import Principal, fetch_one, int_id, owner_rule
from memory_project.errors import NotFound
from palace.models import Closet, Conversation, Drawer, Message, MiningRun, Room, Wing
from palace.pointers import parse_pointer
from palace.scoping import (
    WING_MISSING,
    access_closet,
    access_conversation,
    access_drawer,
    access_room,
    access_wing,
    drawers_visible_to,
    rooms_rule,
    wings_visible_to,
)


def wing_list(*, principal: Principal) -> QuerySet[Wing]:
    return wings_visible_to(principal).annotate(room_count=Count("rooms")).order_by("number")


def wing_get(*, principal: Principal, wing_id: object) -> Wing:
    """A wing with its rooms and their closets (drawer counts), in three queries."""
    pk = int_id(wing_id, WING_MISSING)
    visible = drawers_visible_to(principal)
    closets = Closet.objects.annotate(
        drawer_count=Count("drawers", filter=Q(drawers__in=visible))
    ).order_by("slug")
    rooms = (
        Room.objects.filter(rooms_rule(principal))
        .order_by("number")
        .prefetch_related(Prefetch("closets", queryset=closets))
    )
    wings = wings_visible_to(principal).prefetch_related(Prefetch("rooms", queryset=rooms))
    return fetch_one(wings, WING_MISSING, pk=pk)


def _drawer_detail(qs: QuerySet[Drawer]) -> QuerySet[Drawer]:
    return qs.select_related("memory", "message", "closet", "room", "room__wing")


def drawer_get(*, principal: Principal, drawer_id: object) -> Drawer:
    drawer = access_drawer(principal, drawer_id)
    return _drawer_detail(Drawer.objects.filter(pk=drawer.pk)).get()


def drawer_resolve(*, principal: Principal, pointer: str) -> Drawer:
    """`W-042/R-11/D-007` → the drawer, if the principal may see it (400 if malformed)."""
    parsed = parse_pointer(pointer)
    if parsed.drawer is None:
        raise NotFound("A room pointer names no drawer; add /D-<n>.")
    qs = drawers_visible_to(principal).filter(
        room__wing__number=parsed.wing, room__number=parsed.room, number=parsed.drawer
    )
    qs = qs.filter(owner_rule(principal, "room__wing__owner_id"))
    drawer = _drawer_detail(qs).order_by("pk").first()
    if drawer is None:
        raise NotFound("No drawer at this pointer.")
    return drawer


def rooms_of_wing(*, principal: Principal, wing_id: int) -> tuple[Wing, QuerySet[Room]]:
    wing = access_wing(principal, wing_id)
    rooms = (
        wing.rooms.filter(rooms_rule(principal))
        .annotate(closet_count=Count("closets", distinct=True))
        .order_by("number")
    )
    return wing, rooms


def closets_of_room(*, principal: Principal, room_id: int) -> tuple[Room, QuerySet[Closet]]:
    room = access_room(principal, room_id)
    visible = drawers_visible_to(principal)
    closets = room.closets.annotate(
        drawer_count=Count("drawers", filter=Q(drawers__in=visible))
    ).order_by("slug")
    return room, closets


def drawers_of_closet(*, principal: Principal, closet_id: int) -> tuple[Closet, QuerySet[Drawer]]:
    closet = access_closet(principal, closet_id)
    drawers = _drawer_detail(drawers_visible_to(principal).filter(closet=closet)).order_by("number")
    return closet, drawers


@dataclass(frozen=True)
class MessagePage:
    conversation: Conversation
    messages: list[Message]  # oldest first
    earlier: int | None  # the `before` that reads the messages before these; None at the start


def conversation_messages(
    *, principal: Principal, conversation_id: object, limit: int, before: int | None = None
) -> MessagePage:
    """The newest `limit` messages (before the message numbered `before`), oldest first."""
    conversation = access_conversation(principal, conversation_id)
    rows = conversation.messages.order_by("-seq")
    if before is not None:
        rows = rows.filter(seq__lt=before)
    page = list(rows[: limit + 1])
    earlier = page[limit - 1].seq if len(page) > limit else None
    return MessagePage(conversation, page[:limit][::-1], earlier)


def mining_runs_by_state() -> dict[tuple[str, ...], float]:
    """How many mining runs are in each state (every state listed, zeros included)."""
    counts = dict(MiningRun.objects.values_list("status").annotate(n=Count("id")).order_by())
    return {(str(state),): float(counts.get(state, 0)) for state in MiningRun.Status.values}
