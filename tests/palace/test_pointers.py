"""Pointers format compactly and parse strictly; malformed ones get a field error."""

import pytest

from memory_project.errors import ValidationFailed
from palace.pointers import Pointer, format_pointer, parse_pointer


def test_format_pads_and_round_trips():
    assert format_pointer(42, 11, 7) == "W-042/R-11/D-007"
    assert format_pointer(1234, 5) == "W-1234/R-05"
    for text in ["W-042/R-11/D-007", "W-1234/R-05", "W-001/R-100/D-1000"]:
        assert str(parse_pointer(text)) == text


def test_parse_accepts_section_sign_and_spaces():
    assert parse_pointer(" § W-042/R-11/D-007 ") == Pointer(42, 11, 7)


@pytest.mark.parametrize(
    "bad", ["", "W-42", "W-0/R-1", "w-042/r-11/d-007", "W-042/R-11/D-", "W-042/R-11/D-7x", "../etc"]
)
def test_parse_rejects_malformed_pointers_with_a_field_message(bad):
    with pytest.raises(ValidationFailed) as info:
        parse_pointer(bad)
    assert "pointer" in info.value.fields


def test_format_rejects_zero():
    with pytest.raises(ValueError, match="start at 1"):
        format_pointer(0, 1)
