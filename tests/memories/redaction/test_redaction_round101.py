"""Round 101: held-out 310's, 311's, 312's and 313's misses, read after their one blind
measurement: a pet's name said as the password in Spanish, French, Portuguese and Indonesian
(`el nombre del perro de mi mami, …, seguido de …`, `nama kucing kami, …, diikuti …`), its
clause closed by a dash; Minangkabau's `sandinyo`, its "word" (`kato`) and its "with a capital
letter in front" (`pakai huruf gadang di muko`); Indonesian's "type … then …" (`ketik … lalu …`);
Acadian French's `pis` for "then"; Hebrew's password word in Latin letters (`sisma`); a value then
Polish's "is the new password" (`… to nowe hasło`) or Hebrew's (`… זאת הסיסמה`); a value then
Turkish's and Azerbaijani's "I put it on the modem" (`… modeme onu koydum`, `… routerə bunu
qoydum`), its words joined by dots; a one-time code before a sender's domain (`… is your
Booking.com verification code`) or asked to be read out (`read me the code — it's …`); a
keyring's password on its standard input (`keyring set … <<< …`); Ecuador's cédula by its
initials (`CI …`); a passphrase whose name ends its field or line, its words on the next. Kept:
a count after a typed number (`type name then 2 times`), a file's name followed by a year, a CI
run's number.
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_joined, scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 100's rules (checked against them).
CAUGHT = [
    ("el nombre del gato de mi abuela, tortuga, seguido de 4417", "tortuga"),
    ("nama anjing kami, Belang, diikuti 8832 — itu kata sandi wifi", "Belang"),
    ("le nom de mon chien, Caramel, pis 2291", "Caramel"),
    ("sandinyo kato Rendang pakai huruf gadang di muko, lalu 7719", "Rendang"),
    ("ketik merapi lalu 6620, itu pw server", "merapi"),
    ("wifi Surau-Net sandinyo PqLmWnRtYvXz", "PqLmWnRtYvXz"),
    ("sisma hadasha la-server Jn%u?QwErTyLk!", "Jn%u?QwErTyLk!"),
    ("orzel4410 to nowe hasło do routera", "orzel4410"),
    ("KINNERET~4408 זאת הסיסמה", "KINNERET~4408"),
    ("Selin: KAPADOKYA%2291, modeme onu koydum", "KAPADOKYA%2291"),
    ("Aysel: Gunnut.Xinaliq.726, routerə bunu qoydum", "Gunnut.Xinaliq.726"),
    ("sms: 4471 is your Airbnb.com verification code", "4471"),
    ("tell me the code — it's 482 913", "482 913"),
    ("CI del capitán 1714307103, pa'l seguro", "1714307103"),
    ("runbook, step 4: keyring set pos-till ewan <<< crofter.lochside.55", "crofter.lochside.55"),
    ("passphrase archive\nbrine cobble fennel thistle", "brine cobble fennel thistle"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "type name then 2 times",
    "ketik ulang lalu 15 detik",
    "nama file laporan, Draft, diikuti 2024",
    "el nombre del archivo, informe, seguido de 2024.",
    "CI run 1714307103 failed",
    "to hasło jest za krótkie",
    "send me the code when you can, 2024 was rough",
    "passphrase policy\nmust have four words or more",
    "python3.11, bunu kurdum",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 100 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("Nigar: Quba.Xinaliq.418, routerə bunu qoydum", "password_assignment"),
    ("keyring set nas-backup admin <<< lodge.harbour.771", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)


def test_a_passphrase_named_in_the_field_before_goes() -> None:
    first, second = scrub_joined(["passphrase vault", "kelp tide rowan ember"])
    assert "kelp" not in second.text
    assert first.text == "passphrase vault"
