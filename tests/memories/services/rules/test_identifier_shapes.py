"""Identifiers are refused when they hold a secret, never rewritten; but the shapes ids carry
every day (a SHA-256 content address, a long number whose check digit passes Luhn) are ids, not
secrets: conversations and memories named by them are taken as they are."""

from __future__ import annotations

import hashlib

import pytest

from memories.services.rules.subject_labels import check_subject_labels
from memories.services.rules.validation import check_identifier
from memory_project.errors import ValidationFailed

SHA = hashlib.sha256(b"a conversation").hexdigest()
LUHN_ID = "4111111111111111"  # passes Luhn, as one long numeric id in ten does
TOKEN = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"


@pytest.mark.parametrize("value", [SHA, f"sha-{SHA}", LUHN_ID, f"msg-{LUHN_ID}"])
def test_ids_shaped_like_hashes_or_long_numbers_are_kept(value: str) -> None:
    assert check_identifier("external_id", value, max_chars=200) == value


def test_an_identifier_holding_a_vendor_token_is_refused() -> None:
    with pytest.raises(ValidationFailed) as refused:
        check_identifier("external_id", f"run-{TOKEN}", max_chars=200)
    assert "external_id" in refused.value.fields


UUID = "6afdd166-9582-43a4-bea7-8157019b780c"


@pytest.mark.parametrize("label", [f"key:{UUID}", f"user_id:{UUID}", f"ns:1:{UUID}"])
def test_a_subject_label_naming_a_uuid_is_kept(label: str) -> None:
    # (LangMem's tools key each item by a UUID: `key:` is the label's own name, not a secret's.)
    assert check_subject_labels([label]) == [label]


@pytest.mark.parametrize("label", [f"key:{TOKEN}", f"user_id:run-{TOKEN}", f"{TOKEN}:x"])
def test_a_subject_label_holding_a_token_in_its_name_or_value_is_refused(label: str) -> None:
    with pytest.raises(ValidationFailed) as refused:
        check_subject_labels([label])
    assert "subject" in refused.value.fields
