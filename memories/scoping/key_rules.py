"""What a key may do: its own rules, less the memory tools its persona has not opted in to and
the rules a role of its user has revoked. Pure: the rows come from `principals._grants_for`."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from memories.models import (
    ALL_RULES,
    ROLE_GROUP,
    ROLE_PERSONA,
    ROLE_PROJECT_MANAGER,
    ROLE_PROJECT_MEMBER,
)

# How a role is named to the person reading a refusal or a page.
ROLE_LABELS = {
    ROLE_GROUP: "the group {!r}",
    ROLE_PROJECT_MEMBER: "the members of project {!r}",
    ROLE_PROJECT_MANAGER: "the managers of project {!r}",
    ROLE_PERSONA: "the persona {!r}",
}
TOOL_FAMILIES = {"memory.read": "read", "memory.manage": "write"}


def role_label(kind: str, name: str) -> str:
    return ROLE_LABELS.get(kind, "{!r}").format(name)


@dataclass(frozen=True)
class KeyRules:
    rules: frozenset[str]
    withheld: tuple[tuple[str, str], ...]


def key_rules(
    own: frozenset[str],
    *,
    revoked: Iterable[tuple[str, str, int, str]],
    persona_tools: tuple[str, frozenset[str]] | None,
    persona_ids: frozenset[int],
    project_ids: frozenset[int],
) -> KeyRules:
    """The rules a key holds and, for each of its own it may not use, why. A revocation counts
    when its role is within the key's binding (`persona_ids`, `project_ids`; the SQL already
    kept only roles the user holds); Django groups always count."""
    withheld: dict[str, str] = {}
    if persona_tools is not None:
        slug, allowed = persona_tools
        for rule in sorted(own & set(ALL_RULES) - allowed):
            withheld[rule] = (
                f"The persona {slug!r} has not opted in to the memory {TOOL_FAMILIES[rule]} "
                f"tools: {rule} is not among its allowed tools (set on the persona's page)."
            )
    for rule, kind, role_id, name in sorted(revoked):
        in_binding = (
            kind == ROLE_GROUP
            or (kind == ROLE_PERSONA and role_id in persona_ids)
            or (kind in (ROLE_PROJECT_MEMBER, ROLE_PROJECT_MANAGER) and role_id in project_ids)
        )
        if in_binding and rule in own and rule not in withheld:
            withheld[rule] = (
                f"{rule} is revoked for {role_label(kind, name)}, a role of this key's user "
                "(an admin's role rules)."
            )
    return KeyRules(rules=own - set(withheld), withheld=tuple(sorted(withheld.items())))
