"""Reads of the palace. Drawers are visible only through `memories_visible_to` (their text is a
memory record), so archiving a drawer's memory hides it everywhere; wings, rooms and closets
belong to their owner alone (`palace.scoping.palace_owner_rule`: curators count others' rows,
`palace_counts`, and never read them)."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Count, IntegerField, OuterRef, Prefetch, Q, QuerySet, Subquery
from django.db.models.functions import Coalesce

from memories.scoping import Principal, fetch_one, int_id
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
    palace_owner_rule,
    rooms_rule,
    wings_visible_to,
)


def _count_per_owner(rows: QuerySet[Conversation] | QuerySet[Drawer], owner: str) -> Coalesce:
    counted = rows.filter(**{owner: OuterRef("pk")}).order_by().values(owner)
    return Coalesce(
        Subquery(counted.annotate(n=Count("pk")).values("n"), output_field=IntegerField()), 0
    )


def palace_counts_per_person() -> dict[str, Coalesce]:
    """Annotations of a person (`n_conversations`, `n_drawers`): how much of a palace there is,
    the one thing about other people's palaces curators see (`palace_owner_rule`)."""
    return {
        "n_conversations": _count_per_owner(Conversation.objects.all(), "owner_id"),
        "n_drawers": _count_per_owner(Drawer.objects.all(), "room__wing__owner_id"),
    }


@dataclass(frozen=True)
class HiddenPalace:
    conversations: int
    drawers: int
    people: int


def palace_hidden_count(principal: Principal) -> HiddenPalace | None:
    """For a curator: other people's conversations and drawers, counted (never listed) on
    their palace pages. None for anyone else (they meet no one else's palace)."""
    if not principal.is_admin:
        return None
    others = ~palace_owner_rule(principal)
    conversations = Conversation.objects.filter(others)
    drawers = Drawer.objects.filter(~palace_owner_rule(principal, "room__wing__owner_id"))
    owners = set(conversations.values_list("owner_id", flat=True).distinct())
    owners |= set(drawers.values_list("room__wing__owner_id", flat=True).distinct())
    return HiddenPalace(conversations.count(), drawers.count(), len(owners))


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
    qs = qs.filter(palace_owner_rule(principal, "room__wing__owner_id"))
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
