"""Who is acting: the `Principal` of a person or of an API key, built afresh on every request
from the user's memberships, grants, personas and role rules (one statement)."""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from django.contrib.auth import get_user_model
from django.db.models import Model

from memories.models import (
    ROLE_GROUP,
    ROLE_PERSONA,
    ROLE_PERSONA_MANAGER,
    ROLE_PROJECT_MANAGER,
    ROLE_PROJECT_MEMBER,
    RULE_MANAGE,
    RULE_READ,
    ApiKey,
    Persona,
    PersonaMembership,
    ProjectMembership,
    RoleRevocation,
    SystemGrant,
)
from memories.scoping.key_rules import KeyRules, key_rules, refusal_message
from memory_project.errors import BindingRevoked
from memory_project.replicas import read_connection

if TYPE_CHECKING:
    from django.contrib.auth.models import AbstractBaseUser


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
    # Rules the key names but may not use, with why: (rule, "tools" and the persona's id when
    # its persona has not opted in to them, or the role kind and id that revoked it). The 403
    # names it (`rule_refusal`).
    withheld: tuple[tuple[str, str, int], ...] = ()
    persona_ids: frozenset[int] = frozenset()
    managed_persona_ids: frozenset[int] = frozenset()  # personas whose members and tools it manages
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


def rule_refusal(principal: Principal, rule: str) -> str:
    """Why `principal` may not use `rule`: its persona's setting or a role's revocation when
    that is the reason (its name read now: only a refusal pays for it), else that the key
    lacks it."""
    for withheld, kind, role_id in principal.withheld:
        if withheld == rule:
            return refusal_message(rule, kind, role_name(kind, role_id))
    return f"This key lacks the {rule} rule."


def role_name(kind: str, role_id: int) -> str:
    """The name a role is shown by: a Django group's name, a project's or persona's slug."""
    if kind == ROLE_GROUP:
        model: type[Model] = get_user_model().groups.field.related_model
        field = "name"
    elif kind in (ROLE_PROJECT_MEMBER, ROLE_PROJECT_MANAGER):
        model, field = ProjectMembership._meta.get_field("project").related_model, "slug"
    else:
        model, field = Persona, "slug"
    name = model._default_manager.filter(pk=role_id).values_list(field, flat=True).first()
    return str(name if name is not None else role_id)


@dataclass(frozen=True)
class _Grants:
    persona_ids: frozenset[int]
    managed_persona_ids: frozenset[int]
    project_ids: frozenset[int]
    managed_project_ids: frozenset[int]
    system_read_ids: frozenset[int]
    system_manage_ids: frozenset[int]
    # For keys: the role rules revoked for a role the user holds, as (rule, role kind, role id),
    # and the bound persona's allowed tools when the key has one.
    revoked: frozenset[tuple[str, str, int]] = frozenset()
    persona_tools: frozenset[str] | None = None


@functools.cache
def _grants_sql(for_key: bool = False, with_persona: bool = False) -> str:
    """One statement for a user's project memberships, system grants and personas (the tables
    named from the models); for a key also its user's Django groups, the role revocations (a
    small table, read whole: parsing a filter over more tables costs more than the rows) and
    the bound persona's allowed tools, so a key costs no more statements than a person."""
    members = PersonaMembership._meta.db_table
    sql = (
        f"SELECT 'project', project_id, can_manage FROM {ProjectMembership._meta.db_table}"
        " WHERE user_id = %(user_id)s"
        f" UNION ALL SELECT 'system', system_id, can_manage FROM {SystemGrant._meta.db_table}"
        " WHERE user_id = %(user_id)s"
        f" UNION ALL SELECT 'persona', persona_id, can_manage FROM {members}"
        " WHERE user_id = %(user_id)s"
    )
    if for_key:
        user_groups = get_user_model().groups.through._meta.db_table
        sql += (
            f" UNION ALL SELECT 'group', group_id, false FROM {user_groups}"
            " WHERE user_id = %(user_id)s"
            " UNION ALL SELECT 'revoked ' || rule || ' ' || kind,"
            f" COALESCE(group_id, project_id, persona_id), false FROM {RoleRevocation._meta.db_table}"
        )
    if with_persona:
        sql += (
            " UNION ALL SELECT 'tools ' || array_to_string(allowed_tools, ' '), id, false"
            f" FROM {Persona._meta.db_table} WHERE id = %(persona_id)s"
        )
    return sql


def _grants_for(user_id: int, *, persona_id: int | None = None, for_key: bool = False) -> _Grants:
    """The user's project memberships, system grants and personas (and, for a key, the role
    rules revoked for a role they hold and its persona's tools), read in one statement: every
    authenticated request needs them."""
    sql = _grants_sql(for_key, for_key and persona_id is not None)
    with read_connection().cursor() as cursor:
        cursor.execute(sql, {"user_id": user_id, "persona_id": persona_id})
        rows: list[tuple[str, int, bool]] = cursor.fetchall()
    projects = [(pk, manage) for kind, pk, manage in rows if kind == "project"]
    systems = [(pk, manage) for kind, pk, manage in rows if kind == "system"]
    personas = frozenset(pk for kind, pk, _ in rows if kind == "persona")
    managed_personas = frozenset(pk for kind, pk, manage in rows if kind == "persona" and manage)
    managed = frozenset(pk for pk, manage in projects if manage)
    held = {
        ROLE_GROUP: frozenset(pk for kind, pk, _ in rows if kind == "group"),
        ROLE_PERSONA: personas,
        ROLE_PERSONA_MANAGER: managed_personas,
        ROLE_PROJECT_MEMBER: frozenset(pk for pk, manage in projects if not manage),
        ROLE_PROJECT_MANAGER: managed,
    }
    revoked = frozenset(
        (rule, role, pk)
        for kind, pk, _ in rows
        if kind.startswith("revoked ")
        for _, rule, role in [kind.split(" ", 2)]
        if pk in held.get(role, ())
    )
    tools = [kind.split()[1:] for kind, _, _ in rows if kind.startswith("tools")]
    return _Grants(
        persona_ids=personas,
        managed_persona_ids=managed_personas,
        project_ids=frozenset(pk for pk, _ in projects),
        managed_project_ids=managed,
        system_read_ids=frozenset(pk for pk, _ in systems),
        system_manage_ids=frozenset(pk for pk, manage in systems if manage),
        revoked=revoked,
        persona_tools=frozenset(tools[0]) if tools else None,
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
        managed_persona_ids=grants.managed_persona_ids,
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
    What it may do is its own rules, less what its persona has not opted in to and what a role
    of its user (within its binding) has revoked (`key_rules`): THE place a key's rules become
    permissions, for REST, MCP, the mem0 routes and OAuth tokens alike.
    """
    user = key.user
    grants = _grants_for(int(user.pk), persona_id=key.persona_id, for_key=True)
    if key.persona_id is not None:
        if key.persona_id not in grants.persona_ids:
            raise BindingRevoked("This key's user no longer acts as the persona it is bound to.")
        bound = frozenset({key.persona_id})
        grants = replace(
            grants, persona_ids=bound, managed_persona_ids=grants.managed_persona_ids & bound
        )
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
    private_reach = key.reads_private or (key.persona_id is None and key.project_id is None)
    rules: KeyRules = key_rules(
        frozenset(key.rules),
        revoked=grants.revoked,
        persona=None
        if key.persona_id is None or grants.persona_tools is None
        else (key.persona_id, grants.persona_tools),
        # The roles within the key's binding: every one of its user's for a key that reaches
        # them all, else its persona's and its project's (Django groups always count).
        persona_ids=grants.persona_ids if private_reach else frozenset({key.persona_id or 0}),
        project_ids=grants.project_ids if private_reach else frozenset({key.project_id or 0}),
    )
    return Principal(
        user_id=int(user.pk),
        username=user.get_username(),
        # Admin reach is for a person at the pages, never for an agent: an admin's key recalls
        # and writes like any user's, so no prompt is ever filled with other people's memories.
        is_admin=False,
        is_human=False,
        api_key_id=key.pk,
        rules=rules.rules,
        withheld=rules.withheld,
        write_cap=key.write_cap,
        writes_per_hour=key.writes_per_hour,
        persona_ids=grants.persona_ids,
        managed_persona_ids=grants.managed_persona_ids,
        project_ids=grants.project_ids,
        managed_project_ids=grants.managed_project_ids,
        system_read_ids=grants.system_read_ids,
        system_manage_ids=grants.system_manage_ids,
        bound_project_id=key.project_id,
        bound_persona_id=key.persona_id,
        recall_enabled=key.recall_enabled,
        may_pin=key.trusted_to_pin,
        private_reach=private_reach,
    )
