"""Identifiers are refused when they hold a secret, never rewritten; but the shapes ids carry
every day (a SHA-256 content address, a long number whose check digit passes Luhn) are ids, not
secrets: conversations and memories named by them are taken as they are."""

from __future__ import annotations

import hashlib

import pytest

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
