"""Round 59: the spent corpora's misses read again as classes, before held-out 159-162 were
measured: a fund's member number after its acronym (`VNPF member number`); a password dictated
in parts that runs on past its number (`password si agom apong, lokke 2085 dung`), a colon after
a word between, up to nine words, and "with" and the article of the Romance and Nordic languages
joining the word to its number; a password of two words and a number joined, or a word, its
number, a sign and a word, closing a line before a comma and a particle or two (`… da
tarpon.jurel.23, noh tel nobadi`); Korean's lock and its `비번`, a space after the lock, and the
copula glued to the code (`창고 자물쇠 비번 344083여유`)."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 58's rules (checked against them).
CAUGHT = [
    ("aba password inna: tapioca, 8813", "tapioca"),
    ("la clave, pues, empieza con jacaranda y acaba con el 5521, vale", "jacaranda"),
    ("la clave va con la palabra jacaranda y remata con 553", "jacaranda"),
    ("an pasfhocal don oifig: fiachra1988.ballina, muise", "fiachra1988.ballina"),
    ("창고 자물쇠 비번 5521여유", "5521"),
    ("사무실 번호자물쇠 60723임다", "60723"),
    ("보트 자물쇠 비번 4471 아이가", "4471"),
]  # fmt: skip

KEPT = [
    "Mật khẩu mới phải dài ít nhất 14 ký tự.",
    "Kata laluan mesti ditukar setiap 60 hari, kata IT.",
    "Parool peab olema vähemalt 16 märki pikk.",
    "창고 자물쇠 300개 샀어",
    "자물쇠 가격은 5000원이야",
    "VNPF member number of the customer: 2159730",
    "the password is in the vault, ask Maria",
    "password reset for user_48213, done",
    "the password for the build server moved to vault.example.org, ask Ops",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 58 took these secrets only by the value model's guess (`likely_secret`),
# or only a part of them; the class's rule names them now.
NAMED = [
    ("PNPF member number of the night nurse: 3307418", "national_id"),
    ("the SSNIT member no. for Kofi's pension letter: 8812093", "national_id"),
    ("password em i kaukau, bihain 7302 tasol", "password_assignment"),
    ("Mi password pi email da heron.quarry.61, noh tel nobadi", "password_assignment"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
