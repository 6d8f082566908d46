"""The write door's batch form, for an archive import: memory rows and their vectors stored by
COPY (`bulk_index.copy_rows`), each row first held to the rules a single write of the principal
who asked for the import obeys (`write_rules.row_claims`: the scope it may write, the source and
confidence it may claim, its pin or a proposal). The palace's importer makes the rows; only this
module writes them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from memories.models import Memory, MemoryEmbedding
from memories.scoping import Principal
from memories.search.bulk_index import NewRows, copy_rows
from memories.services.rules.write_rules import row_claims
from memory_project.errors import DomainError

new_memory = NewRows(Memory)  # rows for COPY, made without Model.__init__
new_vector = NewRows(MemoryEmbedding)


@dataclass(frozen=True)
class BatchRow:
    """One memory for `memories_copy_in`, as its source has it. `ref`: the name its persona,
    project or system was given by (a refused one is named so); `refused`: how the caller tells
    a refusal of this row (an archive names its file, line and field)."""

    memory: Memory
    ref: str = ""
    refused: Callable[[DomainError], Exception] | None = None


def memories_copy_in(*, principal: Principal | None, rows: Iterable[BatchRow]) -> int:
    """Store `rows` by one COPY, each held to `principal`'s write rules as it goes (its claims
    replaced by what take effect); None is an operator's restore, stored as the archive has it.
    A refusal ends the batch (the caller's transaction rolls back). Nothing here queries the
    database: the COPY holds the connection. Returns the rows written."""

    def ruled() -> Iterator[Memory]:
        for row in rows:
            if principal is not None:
                _obey(principal, row)
            yield row.memory

    return copy_rows(Memory, ruled())


def _obey(principal: Principal, row: BatchRow) -> None:
    memory = row.memory
    try:
        claims = row_claims(
            principal, scope=memory.scope, persona_id=memory.persona_id,
            project_id=memory.project_id, system_id=memory.system_id, ref=row.ref,
            source=memory.source, confidence=memory.confidence,
            always_inject=memory.always_inject,
            always_inject_proposed=memory.always_inject_proposed,
        )  # fmt: skip
    except DomainError as exc:
        if row.refused is None:
            raise
        raise row.refused(exc) from None
    memory.source, memory.confidence = claims.source, claims.confidence
    memory.always_inject = claims.always_inject
    memory.always_inject_proposed = claims.always_inject_proposed


def vectors_copy_in(rows: Iterable[MemoryEmbedding]) -> int:
    """Store vectors (made by `new_vector`) of memories `memories_copy_in` stored, by one COPY."""
    return copy_rows(MemoryEmbedding, rows)
