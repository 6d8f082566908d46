"""Who sees what — the ONLY place visibility, write rights and "who is an admin" are decided.

Every read path (API, pages, recall, tasks, MCP) gets its rows from `memories_visible_to()` or
the `memory_get_for_*` fetchers; every change goes through `memory_get_for_write()` (one rule,
`can_write`). A row a principal may not see is reported exactly like a row that does not exist
(NotFound), so ids leak nothing. A key's persona/project binding is checked against its user's
*current* memberships each time a principal is built (every request).
"""

from __future__ import annotations

import functools
import uuid
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, TypeVar

from django.db.models import Model, Q, QuerySet

from memories.models import (
    PRIVATE_SCOPES,
    RULE_MANAGE,
    RULE_READ,
    ApiKey,
    Entity,
    Memory,
    Persona,
    Project,
    ProjectMembership,
    Scope,
    System,
    SystemGrant,
)
from memory_project.errors import BindingRevoked, Forbidden, NotFound, ValidationFailed
from memory_project.replicas import read_connection

if TYPE_CHECKING:
    from django.contrib.auth.models import AbstractBaseUser

_Row = TypeVar("_Row", bound=Model)


def is_admin(user: object) -> bool:
    """THE definition of an admin (curator), for the pages, the API, the curation pages and the
    Django admin alike: an active superuser. `is_staff` alone only opens Django's admin site to
    the model permissions it was given; it grants no reach over other people's memories."""
    return bool(
        user is not None
        and getattr(user, "is_active", False)
        and getattr(user, "is_superuser", False)
    )


@dataclass(frozen=True)
class Principal:
    """Who is acting: a user, perhaps through an API key bound to a persona and/or project."""

    user_id: int
    username: str
    is_admin: bool = False
    is_human: bool = True  # False when acting through an API key (an agent)
    api_key_id: int | None = None
    rules: frozenset[str] = frozenset({RULE_READ, RULE_MANAGE})
    persona_ids: frozenset[int] = frozenset()
    project_ids: frozenset[int] = frozenset()
    managed_project_ids: frozenset[int] = frozenset()
    system_read_ids: frozenset[int] = frozenset()
    system_manage_ids: frozenset[int] = frozenset()
    write_cap: int | None = None
    writes_per_hour: int | None = None  # the key's own window cap (None: the setting's)
    # A key bound to a project: it sees no row that belongs to another project (any scope),
    # and every row it writes belongs to this project (`Memory.project_id`).
    bound_project_id: int | None = None
    # A key bound to a persona acts as it (new memories default to the persona scope).
    bound_persona_id: int | None = None
    recall_enabled: bool = True  # False: this agent's key has recall turned off
    # Whether an always_inject this principal sets takes effect at once: a person's does; an
    # agent's only through a key trusted to pin — otherwise it is a proposal.
    may_pin: bool = True
    # False for a key bound to a persona or project that was not created to read its user's
    # private memories: it reads only its binding's rows and what is shared with everyone.
    private_reach: bool = True

    @property
    def can_read(self) -> bool:
        return RULE_READ in self.rules

    @property
    def can_manage(self) -> bool:
        return RULE_MANAGE in self.rules


@dataclass(frozen=True)
class _Grants:
    persona_ids: frozenset[int]
    project_ids: frozenset[int]
    managed_project_ids: frozenset[int]
    system_read_ids: frozenset[int]
    system_manage_ids: frozenset[int]


@functools.cache
def _grants_sql() -> str:
    """One statement for a user's project memberships, system grants and personas (the tables
    named from the models)."""
    members = Persona.members.through
    return (
        f"SELECT 'project', project_id, can_manage FROM {ProjectMembership._meta.db_table}"
        " WHERE user_id = %(user_id)s"
        f" UNION ALL SELECT 'system', system_id, can_manage FROM {SystemGrant._meta.db_table}"
        " WHERE user_id = %(user_id)s"
        f" UNION ALL SELECT 'persona', persona_id, false FROM {members._meta.db_table}"
        " WHERE user_id = %(user_id)s"
    )


def _grants_for(user_id: int) -> _Grants:
    """The user's project memberships, system grants and personas, read in one statement (every
    authenticated request needs them; a fixed statement, not three compiled querysets)."""
    with read_connection().cursor() as cursor:
        cursor.execute(_grants_sql(), {"user_id": user_id})
        rows: list[tuple[str, int, bool]] = cursor.fetchall()
    projects = [(pk, manage) for kind, pk, manage in rows if kind == "project"]
    systems = [(pk, manage) for kind, pk, manage in rows if kind == "system"]
    return _Grants(
        persona_ids=frozenset(pk for kind, pk, _ in rows if kind == "persona"),
        project_ids=frozenset(pk for pk, _ in projects),
        managed_project_ids=frozenset(pk for pk, manage in projects if manage),
        system_read_ids=frozenset(pk for pk, _ in systems),
        system_manage_ids=frozenset(pk for pk, manage in systems if manage),
    )


def principal_for_user(user: AbstractBaseUser) -> Principal:
    """A signed-in person (pages, admin)."""
    grants = _grants_for(int(user.pk))
    return Principal(
        user_id=int(user.pk),
        username=user.get_username(),
        is_admin=is_admin(user),
        is_human=True,
        persona_ids=grants.persona_ids,
        project_ids=grants.project_ids,
        managed_project_ids=grants.managed_project_ids,
        system_read_ids=grants.system_read_ids,
        system_manage_ids=grants.system_manage_ids,
    )


def principal_for_owner_work(user: AbstractBaseUser, *, project_id: int | None) -> Principal:
    """Background work done for a person on what they sent (mining a conversation): their
    principal without admin reach, bound to the project the work belongs to like the key that
    sent it, so what it writes belongs to that project and dedup meets only rows it may see."""
    return replace(principal_for_user(user), is_admin=False, bound_project_id=project_id)


def principal_for_api_key(key: ApiKey) -> Principal:
    """An agent acting for the key's user; a persona/project on the key narrows what it sees.

    The binding is checked against the user's memberships *now* (this runs on every request):
    a key whose user left its persona or project answers 403 `binding_revoked` to everything
    until it is revoked or the membership is restored — never a silently wider or narrower key.
    """
    user = key.user
    grants = _grants_for(int(user.pk))
    if key.persona_id is not None:
        if key.persona_id not in grants.persona_ids:
            raise BindingRevoked("This key's user no longer acts as the persona it is bound to.")
        grants = replace(grants, persona_ids=frozenset({key.persona_id}))
    if key.project_id is not None:
        if key.project_id not in grants.project_ids:
            raise BindingRevoked("This key's user is no longer a member of its bound project.")
        allowed = frozenset({key.project_id})
        grants = replace(
            grants, project_ids=allowed, managed_project_ids=grants.managed_project_ids & allowed
        )
    elif key.persona_id is not None and not key.reads_private:
        # Least privilege: a persona's key reaches none of its user's projects.
        grants = replace(grants, project_ids=frozenset(), managed_project_ids=frozenset())
    return Principal(
        user_id=int(user.pk),
        username=user.get_username(),
        # Admin reach is for a person at the pages, never for an agent: an admin's key recalls
        # and writes like any user's, so no prompt is ever filled with other people's memories.
        is_admin=False,
        is_human=False,
        api_key_id=key.pk,
        rules=frozenset(key.rules),
        write_cap=key.write_cap,
        writes_per_hour=key.writes_per_hour,
        persona_ids=grants.persona_ids,
        project_ids=grants.project_ids,
        managed_project_ids=grants.managed_project_ids,
        system_read_ids=grants.system_read_ids,
        system_manage_ids=grants.system_manage_ids,
        bound_project_id=key.project_id,
        bound_persona_id=key.persona_id,
        recall_enabled=key.recall_enabled,
        may_pin=key.trusted_to_pin,
        private_reach=key.reads_private or (key.persona_id is None and key.project_id is None),
    )


def visibility_filter(principal: Principal) -> Q:
    """The Q that limits memories to what `principal` may read (admins: `curator_filter`:
    every shared row, but another person's private row only when its owner asked them).

    A project-bound key additionally never sees a row of another project, whatever its scope:
    `project_id` is set on project rows and on every row written through a project-bound key.
    """
    if principal.is_admin:
        return curator_filter(principal)
    own = Q(owner_id=principal.user_id)
    visible = (
        Q(scope=Scope.USER) & own
        | Q(scope=Scope.SESSION) & own
        | Q(scope=Scope.PERSONA, persona_id__in=principal.persona_ids)
        | Q(scope=Scope.PROJECT, project_id__in=principal.project_ids)
        | Q(scope=Scope.SYSTEM, system_id__in=principal.system_read_ids)
        | Q(scope=Scope.GLOBAL)
    )
    if principal.bound_project_id is not None:
        visible &= Q(project_id__isnull=True) | Q(project_id=principal.bound_project_id)
    if not principal.private_reach:
        visible &= _binding_reach(principal)
    return visible


def private_of_others(principal: Principal) -> Q:
    """Rows private to someone else: user- and session-scope memories of another person."""
    return Q(scope__in=PRIVATE_SCOPES) & ~Q(owner_id=principal.user_id)


def opened_to_curators() -> Q:
    """Private rows their owner (or their agent) asked curators to decide: an explicit request
    (approval, sharing, erasure; `Memory.curator_request`) or an agent's proposed pin."""
    return ~Q(curator_request="") | Q(always_inject_proposed=True)


def curator_filter(principal: Principal) -> Q:
    """THE privacy rule for curators (admins): every shared row (persona, project, system,
    global) and their own, but another person's private row only while it is opened to them
    (`opened_to_curators`). The rest they may count (`private_hidden_filter`), never read."""
    return ~private_of_others(principal) | opened_to_curators()


def private_hidden_filter(principal: Principal) -> Q:
    """The private rows of others a curator may not open: counted on curation pages ("12
    private memories of 3 people"), never listed. Nothing for anyone else (they count nothing
    of others)."""
    if not principal.is_admin:
        return Q(pk__in=[])
    return private_of_others(principal) & ~opened_to_curators()


def class_visibility_filter(principal: Principal) -> Q:
    """The visibility classes (scope, owner, persona, project, system) whose records
    `principal` may meet, for the term statistics and the vector arm's routing. The same rule
    as `visibility_filter` on the class columns alone; a curator's classes are every class
    (a private row may be opened to them by its owner), while the rows themselves are still
    checked one by one through `visibility_filter`."""
    return Q() if principal.is_admin else visibility_filter(principal)


def _binding_reach(principal: Principal) -> Q:
    """What a bound key without private reach may read: its binding's rows (its persona's, and
    every row of its project, including the private ones written through a key of it) and what
    is shared with everyone (global, the systems its user may read). The columns are the
    visibility class's, so the term statistics apply the same rule (`bm25.statistics_sql`)."""
    reach = Q(scope=Scope.GLOBAL) | Q(scope=Scope.SYSTEM, system_id__in=principal.system_read_ids)
    if principal.bound_persona_id is not None:
        reach |= Q(scope=Scope.PERSONA, persona_id=principal.bound_persona_id)
    if principal.bound_project_id is not None:
        reach |= Q(project_id=principal.bound_project_id)
    return reach


def owner_rule(principal: Principal, owner: str = "owner_id") -> Q:
    """ "Owner unless admin": the rows of `owner` that are the principal's (admins: everyone's).
    The whole rule for a person's graph and wings; `owned_object_filter` adds the binding's."""
    return Q() if principal.is_admin else Q(**{owner: principal.user_id})


def owned_object_filter(
    principal: Principal,
    *,
    owner: str = "owner_id",
    project: str = "project_id",
    via_key: str = "created_via_key_id",
) -> Q:
    """THE rule for objects a person owns outright (conversations, and the palace rooms built
    from them), given the names of the object's owner, project and creating-key columns: the
    owner's (admins: everyone's); a project-bound key never sees another project's; a bound key
    without private reach sees only its project's and the ones created through itself."""
    rule = owner_rule(principal, owner)
    bound = principal.bound_project_id
    if bound is not None:
        rule &= Q(**{f"{project}__isnull": True}) | Q(**{project: bound})
    if not principal.private_reach:
        reach = Q(**{via_key: principal.api_key_id})
        if bound is not None:
            reach |= Q(**{project: bound})
        rule &= reach
    return rule


def short_term_key_reach(principal: Principal) -> int | None:
    """Whose turns of a session's short-term list `principal` may read: None for all of its
    user's, or the one key a bound key without private reach is (only the turns it sent)."""
    return None if principal.private_reach else principal.api_key_id


def memories_visible_to(principal: Principal) -> QuerySet[Memory]:
    """Every memory `principal` may read, in any status. Callers narrow by status themselves."""
    if not principal.can_read:
        return Memory.objects.none()
    return Memory.objects.filter(visibility_filter(principal))


def _parse_id(memory_id: object) -> uuid.UUID:
    return uuid_id(memory_id, "No memory with this id.")


def memory_get_for_read(*, principal: Principal, memory_id: object) -> Memory:
    memory = memories_visible_to(principal).filter(pk=_parse_id(memory_id)).first()
    if memory is None:
        raise NotFound("No memory with this id.")
    return memory


def can_write(principal: Principal, memory: Memory) -> bool:
    """THE write rule (SPEC): only the owner, an admin, or whoever manages the memory's project
    or system may change a memory — update, forget, restore, feedback, always-inject, supersede,
    approve (which also needs an admin). The caller must already have checked the row is visible
    (`memory_get_for_write` does), and a key needs `memory.manage`."""
    if not principal.can_manage:
        return False
    if principal.is_admin or memory.owner_id == principal.user_id:
        return True
    if memory.scope == Scope.PROJECT:
        return memory.project_id in principal.managed_project_ids
    if memory.scope == Scope.SYSTEM:
        return memory.system_id in principal.system_manage_ids
    return False


def memory_get_for_write(*, principal: Principal, memory_id: object, lock: bool = False) -> Memory:
    """Fetch for a change. Visible but not yours to change → 403; invisible → 404 like a
    missing row. A manage-only key (no `memory.read`) reaches the rows it could read."""
    if not principal.can_manage:
        raise Forbidden("This key lacks the memory.manage rule.")
    qs = Memory.objects.filter(visibility_filter(principal))
    if lock:
        qs = qs.select_for_update()
    memory = qs.filter(pk=_parse_id(memory_id)).first()
    if memory is None:
        raise NotFound("No memory with this id.")
    if not can_write(principal, memory):
        raise Forbidden(
            "Only the owner, an admin, or a manager of its project or system may change "
            "this memory."
        )
    return memory


def memory_check_in_project(*, principal: Principal, memory_id: object, project_id: int) -> None:
    """For routes that name a project (the project memories API's `/api/projects/{id}/memories/{memoryId}`):
    the memory must be one of that project's (project scope) that `principal` could reach, else
    it answers exactly like a missing id. The operation's own rule is checked after this."""
    reachable = Memory.objects.filter(
        visibility_filter(principal), scope=Scope.PROJECT, project_id=project_id
    )
    if not reachable.filter(pk=_parse_id(memory_id)).exists():
        raise NotFound("No memory with this id.")


def memory_is_visible(*, principal: Principal, memory: Memory) -> bool:
    """Whether `principal` could read this row (for writes that meet a row by other means)."""
    return Memory.objects.filter(visibility_filter(principal), pk=memory.pk).exists()


def check_can_write_scope(
    principal: Principal,
    *,
    scope: str,
    persona_id: int | None = None,
    project_id: int | None = None,
    system_id: int | None = None,
    ref: str = "",
) -> None:
    """May `principal` create a memory in this scope? Raises Forbidden with the reason; a
    persona, project or system that is not the principal's answers exactly like an unknown one
    (`ref` is the slug it was named by), so a write tells nobody which ones exist."""
    if not principal.can_manage:
        raise Forbidden("This key lacks the memory.manage rule.")
    if principal.is_admin:
        return
    if scope == Scope.GLOBAL:
        raise Forbidden("Only an admin may write global memories.", fields={"scope": ["global"]})
    theirs: dict[str, bool] = {
        Scope.PERSONA: persona_id in principal.persona_ids,
        Scope.PROJECT: project_id in principal.project_ids,
        Scope.SYSTEM: system_id in principal.system_read_ids,
    }
    if not theirs.get(scope, True):  # the same words as validation's unknown scope_ref
        message = f"unknown {scope} {ref!r}"
        raise ValidationFailed(f"scope_ref: {message}", fields={"scope_ref": [message]})


def is_curator(principal: Principal) -> bool:
    """An admin acting as a person (signed in; never an agent's key, not even an admin's): who
    approves memories, curates and manages people."""
    return principal.is_admin and principal.is_human


def require_person(
    principal: Principal, message: str = "Only a person may do this, signed in."
) -> None:
    """What only a person does (never an agent's key), checked before any lookup so that an id
    tells an agent nothing about what exists."""
    if not principal.is_human:
        raise Forbidden(message)


def require_curator(
    principal: Principal, message: str = "Only a curator (an admin, signed in) may do this."
) -> None:
    """What only a curator does: an admin acting as a person."""
    if not is_curator(principal):
        raise Forbidden(message)


def require_acting_for(principal: Principal, owner_id: int) -> None:
    """Writing a row for another person than oneself: an admin only."""
    if owner_id != principal.user_id and not principal.is_admin:
        raise Forbidden("Only an admin may write a memory for another user.")


def may_manage_people(principal: Principal) -> bool:
    """Who may create and deactivate accounts, personas, projects and systems, and grant them:
    a curator (an admin acting as a person at the pages)."""
    return is_curator(principal)


def may_manage_project_members(principal: Principal, project_id: int) -> bool:
    """Who may add, remove and promote members of one project: an admin, or a person who
    manages that project (`ProjectMembership.can_manage`) — never through an API key."""
    return principal.is_human and (
        principal.is_admin or project_id in principal.managed_project_ids
    )


# --- one fetch-and-check per object kind ----------------------------------------------------
# Each answers a row the principal may not see exactly like a row that does not exist (the same
# NotFound, so the same 404 bytes); a change needs `memory.manage` (checked before the lookup,
# so a missing id answers the same), and a visible row the principal may not change is 403.


def check_can_manage(principal: Principal) -> None:
    """A change through a key needs the `memory.manage` rule (people hold every rule)."""
    if not principal.can_manage:
        raise Forbidden("This key lacks the memory.manage rule.")


def int_id(value: object, missing: str) -> int:
    """A numeric id from a path or body; anything else answers like a missing row."""
    try:
        return int(str(value))
    except ValueError:
        raise NotFound(missing) from None


def uuid_id(value: object, missing: str) -> uuid.UUID:
    """A UUID id from a path or body; anything else answers like a missing row."""
    try:
        return value if isinstance(value, uuid.UUID) else uuid.UUID(str(value))
    except (ValueError, TypeError, AttributeError):
        raise NotFound(missing) from None


def uuids_among(values: Iterable[object]) -> list[uuid.UUID]:
    """The values that are UUIDs, in their order; the rest (a message or a stored key from
    elsewhere may carry anything) are left out."""
    out = []
    for value in values:
        try:
            out.append(value if isinstance(value, uuid.UUID) else uuid.UUID(str(value)))
        except (ValueError, TypeError, AttributeError):
            continue
    return out


def fetch_one(rows: QuerySet[_Row], missing: str, *, lock: bool = False, **lookup: object) -> _Row:
    """The one row of `rows` (already narrowed to what the principal may reach) matching
    `lookup`, locked for update on request; none: NotFound(missing)."""
    if lock:
        rows = rows.select_for_update()
    row = rows.filter(**lookup).first()
    if row is None:
        raise NotFound(missing)
    return row


ENTITY_MISSING = "No entity with this id."
PROJECT_MISSING = "No project with this id."
SYSTEM_MISSING = "No system with this name."
API_KEY_MISSING = "No API key with this id."


def entities_visible_to(principal: Principal) -> QuerySet[Entity]:
    """A person's graph is theirs alone (a bound key reads and writes its user's graph);
    admins see every graph. A key without `memory.read` reads none."""
    if not principal.can_read:
        return Entity.objects.none()
    return Entity.objects.filter(owner_rule(principal))


def access_entity(principal: Principal, entity_id: object, *, for_write: bool = False) -> Entity:
    """One entity of the principal's graph (admins: anyone's). A change needs `memory.manage`
    and reaches the same graph whether or not the key may read."""
    missing = ENTITY_MISSING
    if for_write:
        check_can_manage(principal)
        rows = Entity.objects.filter(owner_rule(principal))
    else:
        rows = entities_visible_to(principal)
    return fetch_one(rows, missing, pk=int_id(entity_id, missing))


def manages_project(principal: Principal, project_id: int) -> bool:
    """Whether the principal may change a project's settings (admins and its managers)."""
    return principal.is_admin or project_id in principal.managed_project_ids


def access_project(principal: Principal, ref: object, *, for_write: bool = False) -> Project:
    """The project named `ref` (its slug or, when no slug matches, its numeric id) if the
    principal is a member (or an admin); a project that does not exist and one the principal
    is no member of answer alike. A change (its settings) needs a manager of it or an admin,
    and `memory.manage` through a key: a member who may not gets 403."""
    slug = str(ref)[:64]
    project = Project.objects.filter(slug=slug).first()
    if project is None and slug.isascii() and slug.isdigit() and len(slug) <= 18:
        project = Project.objects.filter(pk=int(slug)).first()
    if project is None or not (principal.is_admin or project.pk in principal.project_ids):
        raise NotFound(PROJECT_MISSING)
    if for_write and not (principal.can_manage and manages_project(principal, project.pk)):
        raise Forbidden("Only a manager of this project may change its settings.")
    return project


def manages_system(principal: Principal, system_id: int) -> bool:
    """Whether the principal manages a system's memories (admins and its managers)."""
    return principal.is_admin or system_id in principal.system_manage_ids


def access_system(principal: Principal, slug: object, *, for_write: bool = False) -> System:
    """The system named `slug` if the principal holds a grant on it (or is an admin); one it
    holds none on answers like one that does not exist. A change needs a managing grant (or an
    admin) and `memory.manage` through a key: a reader who may not gets 403."""
    system = System.objects.filter(slug=str(slug)).first()
    if system is None or not (principal.is_admin or system.pk in principal.system_read_ids):
        raise NotFound(SYSTEM_MISSING)
    if for_write and not (principal.can_manage and manages_system(principal, system.pk)):
        raise Forbidden("Only a manager of this system may change it.")
    return system


def access_api_key(principal: Principal, key_id: object) -> ApiKey:
    """One API key of the principal's user (admins: anyone's); someone else's answers like a
    missing one. What a key may do to a key (only a person, or only itself) is the caller's."""
    missing = API_KEY_MISSING
    keys = ApiKey.objects.filter(owner_rule(principal, "user_id"))
    return fetch_one(keys, missing, pk=int_id(key_id, missing))
