"""An import's ledger of the memories it created answers as the dict and set it replaced did."""

from __future__ import annotations

import random
import uuid

from palace.portability.new_memories import NewMemories


def _ids(rng: random.Random, count: int) -> list[uuid.UUID]:
    made = [uuid.UUID(int=rng.getrandbits(128)) for _ in range(count)]
    # Ids sharing their first half (time-ordered ids do), and the extremes.
    shared = made[0].int >> 64 << 64
    made += [uuid.UUID(int=shared | rng.getrandbits(64)) for _ in range(20)]
    # Ids ending in zero bytes (a fixed-size byte string drops them when read out).
    made += [uuid.UUID(int=made[1].int >> 16 << 16), uuid.UUID(int=made[2].int >> 8 << 8 | 1)]
    return [*made, uuid.UUID(int=0), uuid.UUID(int=1), uuid.UUID(int=(1 << 128) - 1)]


def test_it_answers_as_a_dict_and_a_set_would() -> None:
    rng = random.Random(7)
    ids = _ids(rng, 2000)
    hashes = {memory_id: f"{rng.getrandbits(256):064x}" for memory_id in ids}
    ledger = NewMemories()
    for memory_id in ids:
        ledger.add(memory_id, hashes[memory_id])
    current = set(rng.sample(ids, 700))
    for memory_id in current:
        ledger.mark_current(memory_id)
    strangers = [uuid.UUID(int=rng.getrandbits(128)) for _ in range(500)]
    strangers.append(uuid.UUID(int=(ids[0].int >> 64 << 64) | 12345))  # shares a first half
    strangers.append(uuid.UUID(int=ids[2].int >> 8 << 8))  # a stored id, its last byte zeroed
    strangers.append(uuid.UUID(int=1 << 8))

    assert len(ledger) == len(ids)
    assert all(memory_id in ledger for memory_id in ids)
    assert all(ledger.expected_hash(memory_id) == hashes[memory_id] for memory_id in ids)
    assert not any(memory_id in ledger for memory_id in strangers)
    assert all(ledger.expected_hash(memory_id) is None for memory_id in strangers)
    assert "not an id" not in ledger
    assert list(ledger.not_current()) == [m for m in ids if m not in current]  # in added order
    to_embed = ledger.not_current()
    assert to_embed[0:3] == [m for m in ids if m not in current][:3]
    assert to_embed[-1] == [m for m in ids if m not in current][-1]


def test_an_empty_ledger_and_one_added_to_after_a_lookup() -> None:
    ledger = NewMemories()
    first, second = uuid.uuid4(), uuid.uuid4()
    assert first not in ledger
    assert len(ledger.not_current()) == 0
    ledger.add(first, "a" * 64)
    assert first in ledger
    assert second not in ledger
    ledger.add(second, "b" * 64)  # after a lookup: the index is built again
    assert second in ledger
    assert ledger.expected_hash(second) == "b" * 64
