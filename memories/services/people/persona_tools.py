"""Memory tools per persona (opt-in): which memory tool families a persona's agents may use,
set on the persona's page by an admin or one of its managers, audited. Every key bound to the persona follows it from
its next request (`scoping.principal_for_api_key` reads it each time)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from memories.models import ALL_RULES, Persona
from memories.scoping import TOOL_FAMILIES as FAMILY_NAMES
from memories.scoping import Principal, may_manage_persona, persona_withholds
from memories.services.audit import audit_record
from memory_project.errors import Forbidden, ValidationFailed

# What each tool family of a persona covers, as its pages say it.
TOOL_FAMILIES = (
    ("memory.read", "Read tools: memory_recall, memory_context, memory_list, memory_get, …"),
    ("memory.manage", "Write tools: memory_save, memory_update, memory_forget, …"),
)


def persona_tool_rows(persona: Persona) -> list[tuple[str, str, bool]]:
    """Per tool family: its rule, what it covers, and whether the persona allows it."""
    return [(rule, label, rule in persona.allowed_tools) for rule, label in TOOL_FAMILIES]


@dataclass(frozen=True)
class ToolsWarning:
    """What a key or connection bound to a persona would not get, said plainly, and where it
    changes: the curation page for an admin (`admin`), else the persona's own page, where its
    managers change it (`may_change`: whether the reader may)."""

    message: str
    slug: str
    admin: bool
    may_change: bool


def persona_tools_warning(
    principal: Principal, persona: Persona | None, rules: Iterable[str], *, noun: str = "key"
) -> ToolsWarning | None:
    """The warning for a `noun` with `rules` bound to `persona`, or None when the persona
    withholds none of them (the same computation as the key's own, `persona_withholds`)."""
    if persona is None:
        return None
    withheld = persona_withholds(rules, persona.allowed_tools)
    if not withheld:
        return None
    name = f"The persona {persona.slug!r}"
    if len(withheld) == len(ALL_RULES):
        message = (
            f"{name} has not opted in to the memory tools: a {noun} acting as it gets no memory "
            "tools over MCP and a 403 on every memory route."
        )
    else:
        families = " and ".join(FAMILY_NAMES[rule] for rule in withheld)
        message = (
            f"{name} has not opted in to the memory {families} tools "
            f"({', '.join(withheld)}): a {noun} acting as it gets none of them over MCP and a "
            f"403 on the memory routes that need {' or '.join(withheld)}."
        )
    return ToolsWarning(
        message=message,
        slug=persona.slug,
        admin=principal.is_admin,
        may_change=may_manage_persona(principal, persona.pk),
    )


def persona_tools_set(*, principal: Principal, persona: Persona, tools: Iterable[str]) -> Persona:
    """Allow exactly `tools` (a subset of `memory.read`, `memory.manage`) to the persona's
    agents: an admin or a manager of the persona, as a person. An empty set opts the persona
    out of memory tools."""
    if not may_manage_persona(principal, persona.pk):
        raise Forbidden("Only an admin or a manager of this persona may set its allowed tools.")
    chosen = list(dict.fromkeys(str(tool) for tool in tools))
    unknown = [tool for tool in chosen if tool not in ALL_RULES]
    if unknown:
        message = f"unknown tool family {unknown}; choose from {', '.join(ALL_RULES)}"
        raise ValidationFailed(message, fields={"allowed_tools": [message]})
    allowed = [rule for rule in ALL_RULES if rule in chosen]
    if allowed != list(persona.allowed_tools):
        before = list(persona.allowed_tools)
        persona.allowed_tools = allowed
        persona.save(update_fields=["allowed_tools"])
        audit_record(
            principal=principal,
            action="persona_tools",
            detail={"persona": persona.slug, "allowed_tools": allowed, "before": before},
        )
    return persona
