"""Count model calls and tokens per source and day (`ModelUsage`), cheaply enough for recall.

`usage_note` adds to an in-process tally and, at most every USAGE_FLUSH_SECONDS, writes the
tally with one upsert per (day, source); whatever is left is written when the process exits. A
database outage never fails the call that used the model: the tally is kept and written on a
later flush. `usage_scope()` additionally collects the notes made inside it (in this context),
which is how a mining run records what it cost itself.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from datetime import date

from django.conf import settings
from django.db import Error, connection, transaction
from django.utils import timezone

from memories.models import ModelUsage

logger = logging.getLogger("memories.usage")


@dataclass
class UsageTally:
    """Calls and tokens per source."""

    by_source: dict[str, list[int]] = field(default_factory=dict)

    def add(self, source: str, calls: int, tokens: int) -> None:
        entry = self.by_source.setdefault(source, [0, 0])
        entry[0] += calls
        entry[1] += tokens

    def as_cost(self) -> dict[str, dict[str, int]]:
        return {s: {"calls": c, "tokens": t} for s, (c, t) in sorted(self.by_source.items())}


@dataclass
class _Ledger:
    """This process's tally not yet written, and when it was last written."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    pending: dict[tuple[date, str], list[int]] = field(default_factory=dict)
    last_flush: float = field(default_factory=time.monotonic)

    def put_back(self, batch: dict[tuple[date, str], list[int]]) -> None:
        with self.lock:
            for key, (calls, tokens) in batch.items():
                entry = self.pending.setdefault(key, [0, 0])
                entry[0] += calls
                entry[1] += tokens


_ledger = _Ledger()
_scopes: ContextVar[tuple[UsageTally, ...]] = ContextVar("usage_scopes", default=())


def usage_note(source: str, *, calls: int = 1, tokens: int = 0) -> None:
    """Record `calls` model calls costing `tokens` tokens against `source` today (UTC)."""
    if calls <= 0 and tokens <= 0:
        return
    for tally in _scopes.get():
        tally.add(source, calls, tokens)
    _ledger.put_back({(timezone.now().date(), source): [calls, tokens]})
    if time.monotonic() - _ledger.last_flush >= float(settings.USAGE_FLUSH_SECONDS):
        usage_flush()


_UPSERT = """
INSERT INTO {table} (day, source, calls, tokens)
VALUES (%(day)s, %(source)s, %(calls)s, %(tokens)s)
ON CONFLICT (day, source) DO UPDATE
SET calls = {table}.calls + EXCLUDED.calls, tokens = {table}.tokens + EXCLUDED.tokens
"""


def usage_flush(*, quiet: bool = False) -> int:
    """Write this process's tally to the database; returns how many rows it wrote.

    The write is its own (sub)transaction: inside a caller's transaction it is a savepoint, so a
    failed write never breaks the caller's work."""
    with _ledger.lock:
        batch = dict(_ledger.pending)
        _ledger.pending.clear()
        _ledger.last_flush = time.monotonic()
    if not batch:
        return 0
    sql = _UPSERT.format(table=ModelUsage._meta.db_table)
    own_transaction = not connection.in_atomic_block
    try:
        with transaction.atomic(), connection.cursor() as cursor:
            if own_transaction:
                # A row another transaction holds (a recall worker's flush while the request
                # that waits for it has written usage) fails fast, and is written later.
                cursor.execute("SET LOCAL lock_timeout = '500ms'")
            for (day, source), (calls, tokens) in sorted(batch.items()):
                cursor.execute(
                    sql, {"day": day, "source": source, "calls": calls, "tokens": tokens}
                )
    # DatabaseError or InterfaceError: the database is gone or refused; RuntimeError: this
    # thread may not use it (a query embedded on a worker thread, a test without a database).
    except (Error, RuntimeError):
        # Keep the tally for the next flush: usage is never worth failing a request for.
        _ledger.put_back(batch)
        if not quiet:
            logger.warning("Could not write model usage to the database; will try again later.")
        return 0
    return len(batch)


@contextmanager
def usage_scope() -> Iterator[UsageTally]:
    """Collect the usage noted inside the block (this thread/context), as well as counting it."""
    tally = UsageTally()
    token = _scopes.set((*_scopes.get(), tally))
    try:
        yield tally
    finally:
        _scopes.reset(token)


def _flush_at_exit() -> None:
    with contextlib.suppress(Exception):  # at shutdown the database may be gone already
        usage_flush(quiet=True)


atexit.register(_flush_at_exit)
