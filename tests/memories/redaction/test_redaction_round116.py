"""Round 116: held-out 370's, 371's, 372's and 373's misses and changed clean texts, read after
their one blind measurement: Uyghur's "secret number" in Latin letters and its script (`yéngi
mexpiy nomur …`); Kazakh's "key phrase" (`кілт сөз тіркесі: …`); sqlmap's `--auth-cred` login, and
its `-u` target URL read as no user; Supermicro's `SMCIPMITool HOST USER PASSWORD COMMAND`; a
password's confirmation under its key (`PASSWORD_CONFIRM=…`, `password_confirmation = "…"`);
Guarani's "is" after a value (`… ha'e la contraseña pyahu`); Rioplatense Spanish's "go in to" (`entrá
al Zabbix como admin con …`); 2FA's backup codes under Spanish's and Portuguese's words (`{"mfa":
{"respaldo": […]}}`). Kept, the changed clean texts as classes: a Polish parcel's number after its
carrier's name (`paczka InPost 6001 2233 …`); "free" and its words after a pass's label (`La pass
de prensa … es gratis este año`).
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 115's rules (checked against them).
CAUGHT = [
    ("Alim: mexpiy nomur QzPkWvbTrsYuNm", "QzPkWvbTrsYuNm"),
    ("кілт сөз тіркесі: tobyl kaiyn dala suly", "tobyl kaiyn dala suly"),
    ("SMCIPMITool 10.20.0.7 ADMIN Wq7pLm3zRt ipmi power status", "Wq7pLm3zRt"),
    ("chipa.mbeju.2031 ha'e la contraseña pyahu", "chipa.mbeju.2031"),
    ("entrá al Zabbix como soporte con QmTrvXkpLwzBnY", "QmTrvXkpLwzBnY"),
    ("mfa respaldo: ktrw-2291, pqzm-4480, lnvb-7713", "pqzm-4480"),
    ("PASSWORD_CONFIRM=Wq7pLm3zRt", "Wq7pLm3zRt"),
    ('user.password_confirmation = "hunter2xyz"', "hunter2xyz"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Paczka InPost 6001 2233 4455 6677 8899 00 czeka w paczkomacie.",
    "La pass de temporada para el museo es gratis este año.",
    "sqlmap -u https://shop.example.org/item?id=1 --batch",
    "SMCIPMITool 10.20.0.7",
    "La reserva para el almuerzo es a las 13.",
    "PASSWORD_CONFIRMATION_REQUIRED=true",
    'settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]',
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


def test_2fa_backup_codes_under_a_spanish_key_are_scrubbed() -> None:
    codes = ["ktrw-2291", "pqzm-4480", "lnvb-7713"]
    out = scrub_json({"mfa": {"respaldo": codes}})
    assert not any(code in str(out) for code in codes), out


# (text, kind): round 115 took these only by the value model's guess; the class's rule names them.
NAMED = [
    (
        "sqlmap -r req.txt --auth-type=Basic --auth-cred='jorge:q7w2-zx8c-mn4b'",
        "password_assignment",
    ),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
