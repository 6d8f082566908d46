"""`row_reads.first_row` builds what the ORM would: a saved instance with every field, its
related rows cached as `select_related` caches them (no second query), None for no match, the
first by primary key when several match; and a database error is Django's own."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.db import DatabaseError, connection
from django.test.utils import CaptureQueriesContext

from memories.models import ApiKey, Memory, MemorySettings
from memories.row_reads import first_row
from memories.services.people.api_keys import api_key_create
from memories.services.people.preferences import memory_settings_update
from memories.services.rules.validation import content_hash

pytestmark = pytest.mark.django_db


def _fields(instance: Any) -> dict[str, Any]:
    return {f.attname: getattr(instance, f.attname) for f in instance._meta.concrete_fields}


def test_a_row_and_its_related_row_are_what_the_orm_reads() -> None:
    user = get_user_model().objects.create_user("ada", email="ada@example.com")
    key, _raw = api_key_create(user=user, name="laptop")
    orm = ApiKey.objects.select_related("user").get(pk=key.pk)
    with CaptureQueriesContext(connection) as queries:
        read = first_row(
            ApiKey, where="t0.prefix = %(prefix)s", params={"prefix": key.prefix}, related=("user",)
        )
        assert read is not None
        assert read.user.username == "ada"  # cached: no second statement
    assert len(queries.captured_queries) == 1
    assert _fields(read) == _fields(orm)
    assert _fields(read.user) == _fields(orm.user)
    assert not read._state.adding
    read.name = "renamed"
    read.save(update_fields=["name"])  # a saved instance: an UPDATE of its row
    assert ApiKey.objects.get(pk=key.pk).name == "renamed"


def test_no_match_is_none_and_several_give_the_first_by_primary_key() -> None:
    user = get_user_model().objects.create_user("bo")
    assert first_row(MemorySettings, where="t0.user_id = %(id)s", params={"id": user.pk}) is None
    memory_settings_update(user_id=user.pk, top_k=7)
    found = first_row(MemorySettings, where="t0.user_id = %(id)s", params={"id": user.pk})
    assert found is not None
    assert found.top_k == 7
    rows = [
        Memory.objects.create(owner=user, content=text, content_hash=content_hash(text))
        for text in ("first", "second", "third")
    ]
    first = first_row(Memory, where="t0.owner_id = %(id)s", params={"id": user.pk})
    assert first is not None
    assert first.pk == min(row.pk for row in rows)


def test_a_field_that_is_not_a_foreign_key_is_refused() -> None:
    with pytest.raises(TypeError, match="not a foreign key"):
        first_row(ApiKey, where="t0.id = %(id)s", params={"id": 1}, related=("name",))


def test_a_bad_statement_raises_djangos_database_error() -> None:
    with pytest.raises(DatabaseError):
        first_row(ApiKey, where="t0.no_such_column = %(id)s", params={"id": 1})
