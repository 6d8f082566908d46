"""One fetch-and-check per object kind (persona, project, system, API key; the graph's in `graph`) and the id parsers:
each answers a row the principal may not see exactly like a row that does not exist."""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from typing import TypeVar

from django.db.models import Model, Q, QuerySet

from memories.models import ApiKey, Persona, Project, System
from memories.scoping.principals import Principal
from memories.scoping.requirements import may_manage_persona
from memory_project.errors import Forbidden, NotFound

_Row = TypeVar("_Row", bound=Model)

# Each answers a row the principal may not see exactly like a row that does not exist (the same
# NotFound, so the same 404 bytes); a change needs `memory.manage` (checked before the lookup,
# so a missing id answers the same), and a visible row the principal may not change is 403.


def owner_rule(principal: Principal, owner: str = "owner_id") -> Q:
    """ "Owner unless admin": the rows of `owner` that are the principal's (admins: everyone's).
    The whole rule for a person's graph and wings; `owned_object_filter` adds the binding's."""
    return Q() if principal.is_admin else Q(**{owner: principal.user_id})


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


PERSONA_MISSING = "No persona with this name."
PROJECT_MISSING = "No project with this id."
SYSTEM_MISSING = "No system with this name."
API_KEY_MISSING = "No API key with this id."


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


def access_persona(principal: Principal, slug: object, *, for_write: bool = False) -> Persona:
    """The persona named `slug` if the principal acts as it (or is an admin); one it does not
    act as answers like one that does not exist. A change (its members' roles, its allowed
    tools) needs a manager of it or an admin, as a person: a member who may not gets 403."""
    persona = Persona.objects.filter(slug=str(slug)[:64]).first()
    if persona is None or not (principal.is_admin or persona.pk in principal.persona_ids):
        raise NotFound(PERSONA_MISSING)
    if for_write and not may_manage_persona(principal, persona.pk):
        raise Forbidden("Only a manager of this persona or an admin may change it.")
    return persona


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
