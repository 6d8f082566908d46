"""How long a new memory of each kind lives by default, in words: the built-in table with the
installation's `MEMORY_EXPIRY_DAYS_<KIND>` overrides applied, for the pages and the API schema
that tell a person or an agent before a memory quietly expires."""

from __future__ import annotations

from collections.abc import Mapping

from django.conf import settings

from memories.models.vocab import DEFAULT_EXPIRY, Kind


def expiry_days_by_kind(overrides: Mapping[str, int | None] | None = None) -> dict[str, int]:
    """Days a new memory of each kind that expires lives (kinds kept until deleted are left
    out), in the order of the kinds' list."""
    given: Mapping[str, int | None] = (
        settings.MEMORY_DEFAULT_EXPIRY_DAYS if overrides is None else overrides
    )
    days: dict[str, int] = {}
    for kind in Kind.values:
        if kind in given:
            value = given[kind]
        else:
            lifetime = DEFAULT_EXPIRY.get(kind)
            value = lifetime.days if lifetime is not None else None
        if value is not None:
            days[kind] = value
    return days


def expiry_summary(overrides: Mapping[str, int | None] | None = None) -> str:
    """ "context 30 days, warning 90 days, learning 180 days; every other kind is kept until
    deleted" (for the installation's defaults)."""
    days = sorted(expiry_days_by_kind(overrides).items(), key=lambda item: (item[1], item[0]))
    if not days:
        return "no kind expires by default; memories are kept until deleted"
    listed = ", ".join(f"{kind} {n} day{'s' if n != 1 else ''}" for kind, n in days)
    return f"{listed}; every other kind is kept until deleted"


def builtin_expiry_summary() -> str:
    """The built-in table alone, for text fixed at import time (the OpenAPI schema)."""
    return expiry_summary({})
