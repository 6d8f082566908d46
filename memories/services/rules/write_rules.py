"""What a principal may claim when it writes a memory, stated once: its source, its confidence,
and whether its pin takes effect or waits as a proposal for a person. Every way a memory row is
made asks here: a new row (remember, verbatim drawers, the archive import's batch in
`write_batch`) through `row_claims`, which asks first whether it may write the scope at all
(`scoping.check_can_write_scope`); a new version of a row it may change (supersede) through
`write_claims`."""

from __future__ import annotations

from dataclasses import dataclass

from memories.models.vocab import INITIAL_CONFIDENCE, Source
from memories.scoping import Principal, check_can_write_scope
from memories.services.rules.validation import check_choice, check_unit, fail

# Django builds `Source.values` anew on each read; a batch of rows asks once per row.
SOURCES = tuple(Source.values)


@dataclass(frozen=True)
class WriteClaims:
    """A write's claims as they take effect for the principal that makes them."""

    source: str
    confidence: float
    always_inject: bool
    always_inject_proposed: bool

    def as_fields(self) -> dict[str, object]:
        return {
            "source": self.source,
            "confidence": self.confidence,
            "always_inject": self.always_inject,
            "always_inject_proposed": self.always_inject_proposed,
        }


def check_source(value: object, *, principal: Principal) -> str:
    """The source a write may name: any for a person; an agent may not claim a human one."""
    if value is None:
        return Source.HUMAN if principal.is_human else Source.AGENT
    source = check_choice("source", value, SOURCES)
    if source == Source.HUMAN and not principal.is_human:
        raise fail("source", "an agent may not claim a human source")
    return source


def check_confidence(value: object, *, source: str, principal: Principal) -> float:
    """A memory starts at its source's initial confidence. A person may state another; an
    agent's claim is capped at its source's initial confidence, since only a human (a human
    source, or an approval) vouches a memory up to 1.0."""
    initial = INITIAL_CONFIDENCE[source]
    if value is None:
        return initial
    claimed = check_unit("confidence", value)
    return claimed if principal.is_human else min(claimed, initial)


def write_claims(
    principal: Principal,
    *,
    source: object = None,
    confidence: object = None,
    always_inject: object = False,
    always_inject_proposed: bool = False,
) -> WriteClaims:
    """The claims of one write as they take effect: a person's (or a trusted key's) pin is a
    pin; an agent's is a proposal that waits for a person to confirm it."""
    src = check_source(source, principal=principal)
    conf = check_confidence(confidence, source=src, principal=principal)
    if not isinstance(always_inject, bool):
        raise fail("always_inject", "must be true or false")
    pinned = always_inject and principal.may_pin
    return WriteClaims(
        source=src,
        confidence=conf,
        always_inject=pinned,
        always_inject_proposed=not pinned and (always_inject or always_inject_proposed),
    )


def row_claims(
    principal: Principal,
    *,
    scope: str,
    persona_id: int | None = None,
    project_id: int | None = None,
    system_id: int | None = None,
    ref: str = "",
    source: object = None,
    confidence: object = None,
    always_inject: object = False,
    always_inject_proposed: bool = False,
) -> WriteClaims:
    """The rules of one new row, in the order a refusal is told: may `principal` write this
    scope (Forbidden: global is an admin's; a group not theirs reads as unknown, named `ref`),
    then its claims as they take effect (`write_claims`)."""
    check_can_write_scope(
        principal, scope=scope, persona_id=persona_id, project_id=project_id,
        system_id=system_id, ref=ref,
    )  # fmt: skip
    return write_claims(
        principal, source=source, confidence=confidence, always_inject=always_inject,
        always_inject_proposed=always_inject_proposed,
    )  # fmt: skip
