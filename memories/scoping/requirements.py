"""Who may do what is not about one row: a person (never an agent's key), a curator, an admin
acting for someone, who manages people, a project's members and a persona, and a key's `memory.manage`."""

from __future__ import annotations

from memories.models import RULE_MANAGE, Persona, Project
from memories.scoping.principals import Principal, rule_refusal
from memory_project.errors import Forbidden


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


def may_manage_persona(principal: Principal, persona_id: int) -> bool:
    """Who may change one persona's members' roles and its allowed tools: an admin, or a person
    who manages that persona (`PersonaMembership.can_manage`) — never through an API key."""
    return principal.is_human and (
        principal.is_admin or persona_id in principal.managed_persona_ids
    )


def may_manage_members(principal: Principal, group: Project | Persona) -> bool:
    """Who may invite someone to a project or persona, withdraw an invitation, remove a member
    or change their role: the rule of its kind (`may_manage_persona`,
    `may_manage_project_members`): an admin or one of its managers, as a person."""
    if isinstance(group, Persona):
        return may_manage_persona(principal, group.pk)
    return may_manage_project_members(principal, group.pk)


def check_can_manage(principal: Principal) -> None:
    """A change through a key needs the `memory.manage` rule (people hold every rule)."""
    if not principal.can_manage:
        raise Forbidden(rule_refusal(principal, RULE_MANAGE))
