"""A part's records read, checked and prepared in a helper process while this one writes the
ones before them.

An import's work per record is mostly its own: decompressing and parsing the line, the schema
check, scrubbing every text of secrets, parsing times, packing a vector. None of it needs the
database, and it costs as much as everything else the import does with the record (the lookups,
the COPY); on two cores, one process did both in turn while PostgreSQL waited. For a large part
(`IMPORT_HELPER_MIN_RECORDS`) that work runs in a forked helper: it opens the archive itself,
prepares the records in file order and sends them back through a pipe, a few hundred at a time,
at most `AHEAD` batches ahead of the reader (then it waits), so memory stays flat
(docs/benchmarks.md, "Bulk ingest").

What the caller sees is the same either way: (line, prepared value) in file order, and a part
whose line breaks its schema ends there with the `ArchiveInvalid` that reading it here raises.
A record whose own preparation fails carries a `Refusal`, raised by the caller where it would
have failed (a record already here is never built, so its refusal never shows).

The helper touches nothing it inherited but the code: no database connection, no thread, no
file but the archive it opens; it leaves by `os._exit` (multiprocessing's own), so nothing of
the parent's is closed or flushed twice. Where no helper can start (a platform without fork, a
process not allowed children), the same preparation runs here.
"""

from __future__ import annotations

import gc
import itertools
import logging
import multiprocessing
import queue
import threading
import traceback
from collections.abc import Callable, Iterator
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, NamedTuple, TypeVar

from django.conf import settings

from memories.portability.archive import ArchiveReader
from memories.portability.format import ArchiveInvalid, Deadline, ImportBudgetExceeded

logger = logging.getLogger(__name__)

T = TypeVar("T")
Prepare = Callable[[int, dict[str, Any]], T]
BATCH = 250  # records a message
AHEAD = 16  # batches the helper may be ahead of the reader: a few MB at most
_STOP_WAIT = 5.0  # seconds a helper is given to end once terminated
# What a helper sends: ("batch" | "end" | "refused" | "over" | "failed", its records, the
# detail: "over" is its time budget spent), and
# what its taker adds when the pipe closes early ("gone").
_Message = tuple[str, list[tuple[int, Any]], Any]


class Refusal(NamedTuple):
    """An `ArchiveInvalid` as data: sent from the helper, raised where the record is used."""

    message: str
    file: str
    line: int
    field: str

    @classmethod
    def of(cls, exc: ArchiveInvalid) -> Refusal:
        return cls(exc.reason, exc.file, exc.line, exc.field)

    def error(self) -> ArchiveInvalid:
        return ArchiveInvalid(self.message, file=self.file, line=self.line, field=self.field)


def helpers_for(reader: ArchiveReader, part: str) -> int:
    """How many helper processes prepare `part`: none for a small part, else
    `IMPORT_HELPERS`."""
    least = int(settings.IMPORT_HELPER_MIN_RECORDS)
    large = least > 0 and reader.count(part) >= least
    return int(settings.IMPORT_HELPERS) if large else 0


def prepared_records(
    reader: ArchiveReader, part: str, prepare: Prepare[T], *, helpers: int
) -> Iterator[tuple[int, T]]:
    """(line, `prepare(line, record)`) for each record of `part`, in file order; in `helpers`
    helper processes (each taking every `helpers`-th batch) when they can start, else here."""
    if helpers > 0:
        started = _start(reader, part, prepare, helpers)
        if started is not None:
            yield from _received(part, *started)
            return
    for line, record in reader.records(part):
        yield line, prepare(line, record)


class _Helper(NamedTuple):
    process: BaseProcess
    receiving: Connection
    inbox: queue.Queue[_Message]
    taker: threading.Thread


def _start(
    reader: ArchiveReader, part: str, prepare: Prepare[T], count: int
) -> tuple[list[_Helper], threading.Event] | None:
    helpers: list[_Helper] = []
    stop = threading.Event()
    try:
        context = multiprocessing.get_context("fork")
        for index in range(count):
            receiving, sending = context.Pipe(duplex=False)
            process = context.Process(
                target=_serve,
                args=((reader.path, reader.deadline), part, prepare, sending, (index, count)),
                name=f"import-{part}-{index}",
                daemon=True,
            )
            process.start()
            sending.close()  # the helper's end: its closing (the helper gone) ends our reading
            inbox: queue.Queue[_Message] = queue.Queue(AHEAD)
            taker = threading.Thread(
                target=_take, args=(receiving, inbox, stop), name=f"import-{part}-{index}-inbox",
                daemon=True,
            )  # fmt: skip
            taker.start()
            helpers.append(_Helper(process, receiving, inbox, taker))
    except (ValueError, OSError, AssertionError) as exc:  # no fork; no children allowed here
        logger.info("Preparing %s here: no helper process could start (%s).", part, exc)
        _stop(helpers, stop)
        return None
    return helpers, stop


def _received(
    part: str, helpers: list[_Helper], stop: threading.Event
) -> Iterator[tuple[int, Any]]:
    """The helpers' batches in file order: batch b from helper b % count. A thread per helper
    takes its batches off the pipe as they come, up to `AHEAD`, so the helpers go on while this
    process is busy writing."""
    try:
        for batch in itertools.count():
            helper = helpers[batch % len(helpers)]
            kind, records, detail = helper.inbox.get()
            yield from records
            if kind == "end":
                return
            if kind == "refused":
                raise Refusal(*detail).error()
            if kind == "over":
                raise ImportBudgetExceeded(detail)
            if kind == "gone":
                helper.process.join(_STOP_WAIT)
                raise RuntimeError(
                    f"the helper process preparing {part} ended before it finished "
                    f"(exit code {helper.process.exitcode})"
                )
            if kind == "failed":
                raise RuntimeError(f"the helper process preparing {part} failed:\n{detail}")
    finally:
        _stop(helpers, stop)


def _stop(helpers: list[_Helper], stop: threading.Event) -> None:
    stop.set()
    for helper in helpers:
        if helper.process.is_alive():
            helper.process.terminate()  # its end of the pipe closes: the taker's wait ends
    for helper in helpers:
        helper.process.join(_STOP_WAIT)
        helper.taker.join(_STOP_WAIT)
        helper.receiving.close()


def _take(
    receiving: Connection,
    inbox: queue.Queue[_Message],
    stop: threading.Event,
) -> None:
    """Move a helper's messages into `inbox` until its last one, or until the reader stops."""
    kind = "batch"
    while kind == "batch" and not stop.is_set():
        try:
            message = receiving.recv()
        except (EOFError, OSError):
            message = ("gone", [], None)
        kind = message[0]
        while not stop.is_set():
            try:
                inbox.put(message, timeout=0.1)
                break
            except queue.Full:
                continue


def _serve(
    source: tuple[str, Deadline | None],
    part: str,
    prepare: Prepare[Any],
    sending: Connection,
    share: tuple[int, int],
) -> None:
    """A helper: its share of `part` (every `count`-th batch of `BATCH` lines, from batch
    `index`), prepared and sent a batch at a time, then how it ended: one message per batch it
    owns and a last one, so that the reader knows whose turn it is."""
    gc.freeze()  # what it inherited is never collected here, so never touched (nor copied)
    index, count = share
    path, deadline = source
    batch: list[tuple[int, Any]] = []
    try:
        mine = (lambda line: (line - 1) // BATCH % count == index) if count > 1 else None
        for line, record in ArchiveReader(path, deadline=deadline).records(part, only=mine):
            batch.append((line, prepare(line, record)))
            if len(batch) == BATCH:
                sending.send(("batch", batch, None))
                batch = []
        sending.send(("end", batch, None))
    except ArchiveInvalid as exc:
        sending.send(("refused", batch, tuple(Refusal.of(exc))))
    except ImportBudgetExceeded as exc:
        sending.send(("over", batch, exc.message))
    except BrokenPipeError:
        pass  # the reader stopped early (its import failed): nothing left to tell
    except BaseException:
        sending.send(("failed", batch, traceback.format_exc()))
    finally:
        sending.close()
