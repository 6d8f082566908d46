"""Who sees what memory, and who may change it: THE visibility rule (`visibility_filter`), the
curators' privacy rule, and the memory fetchers every read and write path goes through.

A row a principal may not see is reported exactly like a row that does not exist (NotFound), so
ids leak nothing.
"""

from __future__ import annotations

import uuid

from django.db.models import Q, QuerySet

from memories.models import PRIVATE_SCOPES, RULE_MANAGE, Memory, Scope
from memories.scoping.objects import owner_rule, uuid_id
from memories.scoping.principals import Principal, rule_refusal
from memory_project.errors import Forbidden, NotFound, ValidationFailed


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
        raise Forbidden(rule_refusal(principal, RULE_MANAGE))
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
        raise Forbidden(rule_refusal(principal, RULE_MANAGE))
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
