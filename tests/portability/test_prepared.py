"""A part prepared in helper processes reads the same as prepared here: the same records, in
file order, the same refusal at the same line; a helper that fails or dies stops the import
with an error (never a hang), and a reader that stops early leaves no helper behind."""

from __future__ import annotations

import multiprocessing
import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from memories.portability.archive import ArchiveReader, ArchiveWriter
from memories.portability.format import ArchiveInvalid
from memories.portability.prepared import AHEAD, BATCH, Refusal, helpers_for, prepared_records

RECORDS = BATCH * 3 + 17  # several batches, the last one short
PARENT = os.getpid()


def _vector(n: int) -> dict[str, Any]:
    return {
        "memory": str(uuid.UUID(int=n + 1)),
        "model": "test-model",
        "dimensions": 3,
        "embedding": [n / 1000, 0.5, -0.25],
        "text_hash": f"{n:064x}",
        "created_at": "2026-11-28T00:00:00+00:00",
    }


def _archive(path: Path, records: list[dict[str, Any]]) -> str:
    writer = ArchiveWriter(str(path))
    writer.write_part("vectors", records)
    writer.finish(
        scope={"kind": "all"},
        embedding={"provider": "local", "model": "test-model", "dimensions": 3},
        with_vectors=True,
    )
    return str(path)


@pytest.fixture
def archive(tmp_path: Path) -> str:
    return _archive(tmp_path / "a.zip", [_vector(n) for n in range(RECORDS)])


def _summary(line: int, record: dict[str, Any]) -> tuple[int, str, float]:
    return line, record["memory"], record["embedding"][0]


def _refusing(line: int, record: dict[str, Any]) -> tuple[int, Refusal | None]:
    if line % 97 == 0:
        return line, Refusal("not this one", "vectors.jsonl", line, "model")
    return line, None


def _dying(line: int, record: dict[str, Any]) -> int:
    if line == BATCH * 2 + 3 and os.getpid() != PARENT:
        os._exit(3)  # a helper killed in the middle (out of memory, a signal)
    return line


def _failing(line: int, record: dict[str, Any]) -> int:
    if line == BATCH + 1:
        raise KeyError("a bug in a preparation")
    return line


def _read(records: Iterator[tuple[int, Any]], lines: list[int]) -> None:
    """Read to the end, noting each line read (an error raised on the way ends it)."""
    for line, _ in records:
        lines.append(line)


@pytest.mark.parametrize("helpers", [1, 2, 3])
def test_helpers_give_what_preparing_here_gives(archive: str, helpers: int) -> None:
    here = list(prepared_records(ArchiveReader(archive), "vectors", _summary, helpers=0))
    there = list(prepared_records(ArchiveReader(archive), "vectors", _summary, helpers=helpers))
    assert len(here) == RECORDS
    assert there == here
    refusals = list(prepared_records(ArchiveReader(archive), "vectors", _refusing, helpers=2))
    assert refusals == [(line, _refusing(line, {})) for line in range(1, RECORDS + 1)]
    assert not multiprocessing.active_children()


@pytest.mark.parametrize("helpers", [0, 1, 2])
def test_a_bad_line_is_refused_where_it_stands_after_the_records_before_it(
    tmp_path: Path, helpers: int
) -> None:
    records = [_vector(n) for n in range(RECORDS)]
    records[BATCH + 40]["dimensions"] = "three"
    path = _archive(tmp_path / "bad.zip", records)
    seen: list[int] = []
    with pytest.raises(ArchiveInvalid) as caught:
        _read(prepared_records(ArchiveReader(path), "vectors", _summary, helpers=helpers), seen)
    assert seen == list(range(1, BATCH + 41))
    assert caught.value.file == "vectors.jsonl"
    assert caught.value.line == BATCH + 41
    assert caught.value.field == "dimensions"
    assert not multiprocessing.active_children()


def test_a_helper_that_dies_stops_the_reading_with_an_error(archive: str) -> None:
    lines: list[int] = []
    with pytest.raises(RuntimeError, match=r"ended before it finished \(exit code 3\)"):
        _read(prepared_records(ArchiveReader(archive), "vectors", _dying, helpers=1), lines)
    assert lines == list(range(1, BATCH * 2 + 1))  # every batch it sent, in order
    assert not multiprocessing.active_children()


def test_a_helper_that_fails_stops_the_reading_with_its_traceback(archive: str) -> None:
    with pytest.raises(RuntimeError, match=r"(?s)failed:.*KeyError: 'a bug in a preparation'"):
        list(prepared_records(ArchiveReader(archive), "vectors", _failing, helpers=1))
    assert not multiprocessing.active_children()


def test_a_reader_that_stops_early_leaves_no_helper(tmp_path: Path) -> None:
    # More than two helpers can send ahead (their inboxes and pipes full): both still working.
    many = BATCH * (AHEAD + 8) * 2 * 2
    archive = _archive(tmp_path / "many.zip", [_vector(n) for n in range(many)])
    records = prepared_records(ArchiveReader(archive), "vectors", _summary, helpers=2)
    assert next(records)[0] == 1
    assert len(multiprocessing.active_children()) == 2
    records.close()
    assert not multiprocessing.active_children()


def test_only_a_large_part_gets_helpers(archive: str, settings: Any) -> None:
    reader = ArchiveReader(archive)
    settings.IMPORT_HELPERS = 2
    settings.IMPORT_HELPER_MIN_RECORDS = RECORDS
    assert helpers_for(reader, "vectors") == 2
    settings.IMPORT_HELPER_MIN_RECORDS = RECORDS + 1
    assert helpers_for(reader, "vectors") == 0
    settings.IMPORT_HELPER_MIN_RECORDS = 0  # never
    assert helpers_for(reader, "vectors") == 0


def _in_a_daemon(archive: str, sending: Any) -> None:
    records = list(prepared_records(ArchiveReader(archive), "vectors", _summary, helpers=1))
    sending.send((len(records), len(multiprocessing.active_children())))


def test_a_process_that_may_not_have_children_prepares_the_part_itself(archive: str) -> None:
    """A Celery pool process (daemonic) may not fork: the import does the work itself."""
    context = multiprocessing.get_context("fork")
    receiving, sending = context.Pipe(duplex=False)
    daemon = context.Process(target=_in_a_daemon, args=(archive, sending), daemon=True)
    daemon.start()
    sending.close()
    assert receiving.recv() == (RECORDS, 0)
    daemon.join(10)
    assert daemon.exitcode == 0
