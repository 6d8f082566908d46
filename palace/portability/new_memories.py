"""The memories an import creates, held compactly so that an import's memory stays flat.

Each new memory is kept with the SHA-256 of its embedded text (scrubbed on the way in): a vector
the archive brings for it is used only when it carries that hash. And whether a vector of the
configured model came for it: the others are embedded after the load. 49 bytes a memory in three
growing byte arrays, looked up by one binary search in an index sorted by id (numpy), built on
the first lookup after the last addition; a dict and a set of Python objects held about 300
bytes a memory, 300 MB for an archive of 1 000 000 (docs/benchmarks.md, "Export and import").
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator, Sequence
from typing import Any, overload

import numpy as np

ID_BYTES = 16
HASH_BYTES = 32


class MemoryIds(Sequence[uuid.UUID]):
    """A sequence of memory ids, 16 bytes each."""

    def __init__(self, data: bytes) -> None:
        self._data = data

    def __len__(self) -> int:
        return len(self._data) // ID_BYTES

    @overload
    def __getitem__(self, index: int) -> uuid.UUID: ...

    @overload
    def __getitem__(self, index: slice) -> list[uuid.UUID]: ...

    def __getitem__(self, index: int | slice) -> uuid.UUID | list[uuid.UUID]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        return uuid.UUID(bytes=self._data[index * ID_BYTES : (index + 1) * ID_BYTES])

    def __iter__(self) -> Iterator[uuid.UUID]:
        for start in range(0, len(self._data), ID_BYTES):
            yield uuid.UUID(bytes=self._data[start : start + ID_BYTES])


class NewMemories:
    """The memories an import created: `add` each; then `in`, `expected_hash`, `mark_current`,
    and `not_current` for those to embed."""

    def __init__(self) -> None:
        self._ids = bytearray()
        self._hashes = bytearray()
        self._current = bytearray()
        self._index: tuple[Any, Any] | None = None  # ids sorted; their positions

    def add(self, memory_id: uuid.UUID, text_hash: str) -> None:
        self._ids += memory_id.bytes
        self._hashes += bytes.fromhex(text_hash)
        self._current.append(0)
        self._index = None

    def __len__(self) -> int:
        return len(self._current)

    def __contains__(self, memory_id: object) -> bool:
        return isinstance(memory_id, uuid.UUID) and self._position(memory_id) is not None

    def expected_hash(self, memory_id: uuid.UUID) -> str | None:
        """The text hash a vector of this memory must carry; None for a memory not created by
        this import."""
        at = self._position(memory_id)
        return None if at is None else self._hashes[at * HASH_BYTES : (at + 1) * HASH_BYTES].hex()

    def mark_current(self, memory_id: uuid.UUID) -> None:
        """A vector of the configured model came for it: it is not embedded again."""
        at = self._position(memory_id)
        if at is not None:
            self._current[at] = 1

    def not_current(self) -> MemoryIds:
        """The new memories no vector of the configured model came for, in the order added."""
        if not self._current:
            return MemoryIds(b"")
        wanted = np.flatnonzero(np.frombuffer(bytes(self._current), dtype=np.uint8) == 0)
        ids = np.frombuffer(bytes(self._ids), dtype=np.uint8).reshape(-1, ID_BYTES)
        return MemoryIds(ids[wanted].tobytes())

    def _position(self, memory_id: uuid.UUID) -> int | None:
        if not self._current:
            return None
        if self._index is None:  # the ids as 16-byte strings, sorted bytewise (= by id)
            ids = np.frombuffer(bytes(self._ids), dtype=f"S{ID_BYTES}")
            order = np.argsort(ids, kind="stable")
            self._index = (ids[order], order)
        sorted_ids, order = self._index
        key = memory_id.bytes
        at = int(np.searchsorted(sorted_ids, key))
        if at == len(order):
            return None
        # Compared in the byte array: numpy's fixed-size strings drop trailing zero bytes
        # when an element is read out.
        found = int(order[at])
        return found if self._ids[found * ID_BYTES : (found + 1) * ID_BYTES] == key else None
