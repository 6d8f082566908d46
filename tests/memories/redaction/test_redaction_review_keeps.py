"""What a lock has besides its code, and a call's bracket after a password's name, are kept;
a lock's code and a bracketed password still are not (docs/security.md, "Secret scrubbing")."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets

KEPT = [
    "user.set_password(None)",
    "Safe harbor ports: 443",
    "padlock price: 120",
    "safe size: 400",
    "padlock model: 2041",
]
CAUGHT = [
    ("safe in the server room: 4471", "4471"),
    ("padlock on the shed: 0755", "0755"),
    ("the safe is 239127", "239127"),
    ("user admin password (Xk9#mm2)", "Xk9#mm2"),
    ("user ops password: Hq72!vz", "Hq72!vz"),
]


@pytest.mark.parametrize("text", KEPT)
def test_what_a_lock_has_besides_its_code_is_kept(text: str) -> None:
    assert scrub_secrets(text).text == text


@pytest.mark.parametrize(("text", "secret"), CAUGHT)
def test_a_lock_code_and_a_password_are_still_scrubbed(text: str, secret: str) -> None:
    assert secret not in scrub_secrets(text).text
