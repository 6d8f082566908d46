"""Ids that arrive as text from outside (a broker message, a stored key, a request body)."""

import uuid

import pytest

from memories.scoping import uuid_id, uuids_among
from memory_project.errors import NotFound


def test_uuids_among_keeps_the_uuids_in_order_and_leaves_out_the_rest() -> None:
    first, second = uuid.uuid4(), uuid.uuid4()
    values = [str(first), "not-a-uuid", None, 42, second, "", str(first).upper()]
    assert uuids_among(values) == [first, second, first]


def test_uuids_among_of_nothing_is_empty() -> None:
    assert uuids_among([]) == []
    assert uuids_among({"x", "y"}) == []


def test_uuid_id_answers_like_a_missing_row_for_anything_else() -> None:
    value = uuid.uuid4()
    assert uuid_id(str(value), "No such memory.") == value
    with pytest.raises(NotFound):
        uuid_id("1; drop table", "No such memory.")
