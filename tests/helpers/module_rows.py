"""Rows made once per test module and shared by its tests, as Django's `setUpTestData` does.

A module-scoped fixture makes them with `module_rows()`; each test then runs inside
it in a savepoint of its own (pytest-django's `db`), rolled back after the test, and the module's
transaction is rolled back after its last test. So no test sees another's changes, and nothing
is ever committed. What the rows cannot take back, `per_test_copy` does: each test gets its
own copy of the Python objects, and the per-process memos keyed on a principal (whose ids now
repeat from one test to the next) start empty.

Rows are shared only where every test of the module that touches the database after the first
one asking for them asks for them too, and none of those needs a committed database
(`transactional_db`, a live server): a test that did not ask must never find them, and a flush
cannot run inside an open transaction. (`tests/conftest.py` runs a file's tests that use such a
fixture, named `<something>_rows`, after its others.) Elsewhere the fixture yields False and
each test makes its own rows, as before.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

import pytest
from django.db import transaction
from django.test import override_settings

from memories.search.caches import principal_caches_clear
from memories.search.models_in_use import coverage_cache_clear

T = TypeVar("T")
FAST_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
ROWS_SUFFIX = "_rows"
_COMMITTED = {
    "transactional_db",
    "live_server",
    "django_db_reset_sequences",
    "django_db_serialized_rollback",
}


def _needs(item: pytest.Item) -> tuple[bool, bool]:
    """(touches the database, needs it committed) for one test."""
    names = set(getattr(item, "fixturenames", ()))
    marker = item.get_closest_marker("django_db")
    committed = bool(names & _COMMITTED) or bool(marker and marker.kwargs.get("transaction"))
    return committed or "db" in names or marker is not None, committed


def uses_module_rows(item: pytest.Item) -> bool:
    """Whether the test uses a fixture of module rows (named `<something>_rows`)."""
    return any(name.endswith(ROWS_SUFFIX) for name in getattr(item, "fixturenames", ()))


def may_share(request: pytest.FixtureRequest, fixture: str) -> bool:
    """Whether, from the first test of the requesting module that uses `fixture` on, every
    database test of the module uses it and none needs a committed database."""
    started = False
    for item in request.session.items:
        if getattr(item, "module", None) is not request.module:
            continue
        uses = fixture in getattr(item, "fixturenames", ())
        started = started or uses
        touches, committed = _needs(item)
        if started and (committed or (touches and not uses)):
            return False
    return True


@contextmanager
def module_rows(
    request: pytest.FixtureRequest, django_db_blocker: Any, fixture: str, build: Callable[[], T]
) -> Iterator[T | None]:
    """Inside it, `build()`'s rows in an open transaction (rolled back at the end; users made
    in it get the fast hasher the function-scoped `_fast_passwords` fixtures give them); or
    None and nothing opened, where the module's tests may not share `fixture`'s rows. Between
    the two the database stays blocked, as for any test that does not ask for it."""
    if not may_share(request, fixture):
        yield None
        return
    atomic = transaction.atomic()
    with django_db_blocker.unblock():
        atomic.__enter__()
        try:
            with override_settings(PASSWORD_HASHERS=FAST_HASHERS):
                rows = build()
        except BaseException:
            transaction.set_rollback(True)
            atomic.__exit__(None, None, None)
            raise
    try:
        yield rows
    finally:
        with django_db_blocker.unblock():
            transaction.set_rollback(True)
            atomic.__exit__(None, None, None)


def per_test_copy(shared: T) -> T:
    """A test's own copy of the module's objects (a test may change them), with the memos
    keyed on a principal emptied."""
    coverage_cache_clear()
    principal_caches_clear()
    return copy.deepcopy(shared)
