"""The palace's half of `memories.scoping`: who reaches which conversation, wing, room, closet,
drawer and import.

A person's palace is hers alone (`palace_owner_rule`): her conversations (narrowed by the key's
binding, `scoping.owned_object_filter`), wings, rooms and closets are read by her and her keys,
never by curators (admins): they count them (`palace.selectors.palace_hidden_count`) and keep
the operations that need no reading: erasing a conversation by its id
(`access_conversation(erase=True)`) or a drawer whose memory its owner asked them to erase,
import and mining status. A bound key without private reach sees only the wings holding a room
of a conversation it may see. A room or closet is reached through both; a drawer's text is a
memory record, so a drawer is seen only through `memories_visible_to` (a curator:
`scoping.curator_filter`). Every fetch answers a row the principal may not see exactly like a
missing one.
"""

from __future__ import annotations

from django.db.models import Q, QuerySet

from memories.models import Memory, Status
from memories.scoping import (
    Principal,
    check_can_manage,
    fetch_one,
    int_id,
    memories_visible_to,
    owned_object_filter,
    owner_rule,
    uuid_id,
    visibility_filter,
)
from memory_project.errors import Forbidden, NotFound
from palace.models import Closet, Conversation, Drawer, ImportJob, Room, Wing

CONVERSATION_MISSING = "No conversation with this id."
WING_MISSING = "No wing with this id."
ROOM_MISSING = "No room with this id."
CLOSET_MISSING = "No closet with this id."
DRAWER_MISSING = "No drawer with this id."
IMPORT_MISSING = "No import with this id."


def palace_owner_rule(principal: Principal, owner: str = "owner_id") -> Q:
    """THE privacy rule of the palace: the rows of `owner` that are the principal's own, for
    admins too (unlike `owner_rule`): a curator reads no one else's conversations, wings,
    rooms or closets, and sees them only as counts."""
    return Q(**{owner: principal.user_id})


def conversations_visible_to(principal: Principal) -> QuerySet[Conversation]:
    """The conversations the principal reaches (a key needs no `memory.read` to reach the ones
    it writes to): its person's own, narrowed by the key's binding."""
    return Conversation.objects.filter(
        owned_object_filter(principal) & palace_owner_rule(principal)
    )


def access_conversation(
    principal: Principal,
    conversation_id: object,
    *,
    for_write: bool = False,
    lock: bool = False,
    erase: bool = False,
) -> Conversation:
    """One conversation the principal reaches, else NotFound like a missing one; a change needs
    `memory.manage` (checked first); `lock` takes the row for update (inside a transaction).
    `erase` (deleting it for good, a person's act) also reaches, for a curator, anyone's
    conversation by its id: the one operation on it that reads nothing."""
    if for_write or erase:
        check_can_manage(principal)
    pk = uuid_id(conversation_id, CONVERSATION_MISSING)
    rows = conversations_visible_to(principal)
    if erase and principal.is_admin:
        rows = Conversation.objects.all()
    return fetch_one(rows, CONVERSATION_MISSING, lock=lock, pk=pk)


def rooms_rule(principal: Principal, prefix: str = "") -> Q:
    """The rooms of the principal's own wings (`palace_owner_rule`) whose conversation it may
    see (`scoping.owned_object_filter`): a project-bound key none of another project's, a bound key without private reach only its
    own project's and its own. `prefix` is the path from the queried model to the room."""
    c = f"{prefix}conversation__"
    own = palace_owner_rule(principal, f"{prefix}wing__owner_id")
    if principal.bound_project_id is None and principal.private_reach:
        return own
    return own & owned_object_filter(
        principal, owner=f"{c}owner_id", project=f"{c}project_id", via_key=f"{c}created_via_key_id"
    )


def _wings_reached(principal: Principal, *, for_write: bool = False) -> QuerySet[Wing]:
    """The wings read (the principal's own), or changed: erasing what a wing holds reaches, for
    a curator, anyone's (the drawer's memory must still be one opened to them)."""
    wings = Wing.objects.filter(
        owner_rule(principal) if for_write else palace_owner_rule(principal)
    )
    if not principal.private_reach:  # only the wings holding a room it may see
        wings = wings.filter(pk__in=Room.objects.filter(rooms_rule(principal)).values("wing"))
    return wings


def wings_visible_to(principal: Principal) -> QuerySet[Wing]:
    """The wings the principal reads (a key without `memory.read`: none)."""
    if not principal.can_read:
        return Wing.objects.none()
    return _wings_reached(principal)


def access_wing(principal: Principal, wing_id: object, *, for_write: bool = False) -> Wing:
    """One wing the principal reaches, else NotFound like a missing one. A change (erasing
    what it holds) needs `memory.manage` (checked first) and reaches the same wings whether or
    not the key may read."""
    if for_write:
        check_can_manage(principal)
    rows = _wings_reached(principal, for_write=True) if for_write else wings_visible_to(principal)
    return fetch_one(rows, WING_MISSING, pk=int_id(wing_id, WING_MISSING))


def access_room(principal: Principal, room_id: object) -> Room:
    """One room (with its wing) the principal reads: its conversation is one it may see and
    its wing one it reads; else NotFound like a missing one."""
    rows = Room.objects.select_related("wing").filter(
        rooms_rule(principal), wing__in=wings_visible_to(principal)
    )
    return fetch_one(rows, ROOM_MISSING, pk=int_id(room_id, ROOM_MISSING))


def access_closet(principal: Principal, closet_id: object) -> Closet:
    """One closet (with its room and wing) the principal reads, by its room's rule."""
    rows = Closet.objects.select_related("room__wing").filter(
        rooms_rule(principal, "room__"), room__wing__in=wings_visible_to(principal)
    )
    return fetch_one(rows, CLOSET_MISSING, pk=int_id(closet_id, CLOSET_MISSING))


def drawers_visible_to(principal: Principal, *, include_archived: bool = False) -> QuerySet[Drawer]:
    """The drawers whose memory record the principal sees (active ones unless asked)."""
    memories = memories_visible_to(principal)
    if not include_archived:
        memories = memories.filter(status=Status.ACTIVE)
    return Drawer.objects.filter(memory__in=memories.values("pk"))


def access_drawer(principal: Principal, drawer_id: object, *, for_write: bool = False) -> Drawer:
    """One drawer the principal reads (its memory record visible), else NotFound like a missing
    one. A change (erasing it) needs `memory.manage` (checked first) and a drawer in a wing of
    the principal's own palace (an admin's: any); the memory's own write rule is checked by the
    caller that changes it."""
    pk = int_id(drawer_id, DRAWER_MISSING)
    if not for_write:
        return fetch_one(drawers_visible_to(principal), DRAWER_MISSING, pk=pk)
    check_can_manage(principal)
    # Its memory record must be one the principal could read (a curator: not a private one
    # nobody asked about), else it answers like a missing drawer.
    records = Memory.objects.filter(visibility_filter(principal)).values("pk")
    writable = Drawer.objects.select_related("room").filter(memory_id__in=records)
    drawer = fetch_one(writable, DRAWER_MISSING, pk=pk)
    try:
        access_wing(principal, drawer.room.wing_id, for_write=True)
    except NotFound:
        raise NotFound(DRAWER_MISSING) from None
    return drawer


# --- imports --------------------------------------------------------------------------------


def _acts_as_the_person(principal: Principal) -> bool:
    """A person, or a key of theirs bound to nothing: what an import writes is the person's own
    rows in every scope they hold, so a key bound to a persona or project may not start one or
    read its report."""
    return principal.bound_project_id is None and principal.bound_persona_id is None


def check_may_import(principal: Principal) -> None:
    """Who may bring an export or a chat history in: a person, or their unbound key with
    `memory.manage`. What the file may hold is checked row by row against the person's own
    scopes (`check_can_write_scope`) while it is imported."""
    check_can_manage(principal)
    if not _acts_as_the_person(principal):
        raise Forbidden(
            "A key bound to a persona or project cannot import; use the person's session or a "
            "key bound to nothing."
        )


def import_jobs_visible_to(principal: Principal) -> QuerySet[ImportJob]:
    """The person's own imports (a curator's: everyone's); a bound key's: none."""
    if not _acts_as_the_person(principal):
        return ImportJob.objects.none()
    return ImportJob.objects.filter(owner_rule(principal))


def access_import_job(principal: Principal, job_id: object) -> ImportJob:
    """One import the principal reaches, else NotFound like a missing one."""
    pk = uuid_id(job_id, IMPORT_MISSING)
    return fetch_one(import_jobs_visible_to(principal), IMPORT_MISSING, pk=pk)
