"""What a key may do: its own rules, less the memory tools its persona has not opted in to and
the rules a role of its user has revoked. Pure: the rows come from `principals._grants_for`."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from memories.models import (
    ALL_RULES,
    ROLE_GROUP,
    ROLE_PERSONA,
    ROLE_PERSONA_MANAGER,
    ROLE_PROJECT_MANAGER,
    ROLE_PROJECT_MEMBER,
)

# How a role is named to the person reading a refusal or a page.
ROLE_LABELS = {
    ROLE_GROUP: "the group {!r}",
    ROLE_PROJECT_MEMBER: "the members of project {!r}",
    ROLE_PROJECT_MANAGER: "the managers of project {!r}",
    ROLE_PERSONA: "the persona {!r}",
    ROLE_PERSONA_MANAGER: "the managers of persona {!r}",
}
TOOL_FAMILIES = {"memory.read": "read", "memory.manage": "write"}


def role_label(kind: str, name: str) -> str:
    return ROLE_LABELS.get(kind, "{!r}").format(name)


TOOLS = "tools"  # withheld because the key's persona has not opted in to the tool family


def refusal_message(rule: str, kind: str, name: str) -> str:
    """The 403's words for a rule withheld by a persona's setting or a role's revocation."""
    if kind == TOOLS:
        return (
            f"The persona {name!r} has not opted in to the memory {TOOL_FAMILIES[rule]} tools: "
            f"{rule} is not among its allowed tools (set on the persona's page)."
        )
    return (
        f"{rule} is revoked for {role_label(kind, name)}, a role of this key's user "
        "(an admin's role rules)."
    )


def persona_withholds(own: Iterable[str], allowed: Iterable[str]) -> list[str]:
    """The memory rules among a key's `own` that a persona allowing `allowed` withholds from a
    key (or connection) bound to it, in rule order."""
    mine, kept = set(own), set(allowed)
    return [rule for rule in ALL_RULES if rule in mine and rule not in kept]


@dataclass(frozen=True)
class KeyRules:
    rules: frozenset[str]
    withheld: tuple[tuple[str, str, int], ...]


def key_rules(
    own: frozenset[str],
    *,
    revoked: Iterable[tuple[str, str, int]],
    persona: tuple[int, frozenset[str]] | None,
    persona_ids: frozenset[int],
    project_ids: frozenset[int],
) -> KeyRules:
    """The rules a key holds and, for each of its own it may not use, why: (rule, "tools" and
    the persona's id, or the revoking role's kind and id). `revoked` holds only roles the user
    holds; one counts when the role is within the key's binding (`persona_ids`,
    `project_ids`); Django groups always count."""
    withheld: dict[str, tuple[str, int]] = {}
    if persona is not None:
        persona_id, allowed = persona
        for rule in persona_withholds(own, allowed):
            withheld[rule] = (TOOLS, persona_id)
    for rule, kind, role_id in sorted(revoked):
        in_binding = (
            kind == ROLE_GROUP
            or (kind in (ROLE_PERSONA, ROLE_PERSONA_MANAGER) and role_id in persona_ids)
            or (kind in (ROLE_PROJECT_MEMBER, ROLE_PROJECT_MANAGER) and role_id in project_ids)
        )
        if in_binding and rule in own and rule not in withheld:
            withheld[rule] = (kind, role_id)
    return KeyRules(
        rules=own - set(withheld),
        withheld=tuple(sorted((rule, *why) for rule, why in withheld.items())),
    )
