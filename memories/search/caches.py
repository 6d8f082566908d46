"""The process caches that name a principal (and so a person), emptied together when a person
is erased. Recall registers its per-principal caches here as it defines them, so erasure (a
write) empties them without importing recall; a process that never imported recall has none."""

from __future__ import annotations

from collections.abc import Callable

_CLEARS: list[Callable[[], None]] = []


def erased_with_principal(clear: Callable[[], None]) -> None:
    """Register `clear`, which empties a cache keyed on a principal."""
    _CLEARS.append(clear)


def principal_caches_clear() -> None:
    """Empty every registered per-principal cache (they refill on the next recall)."""
    for clear in tuple(_CLEARS):
        clear()
