# ruff: noqa: RUF001, RUF002  (Cyrillic, the Adyghe palochka and a dotless i are the classes' own)
"""Round 81: held-out 234's, 235's, 236's and 237's misses and changed clean texts, read after
their one blind measurement: the Amex's four digits printed on its front (`… above the number on
the Amex`, `над номером`, Nahuatl's `nawi`, K'iche's `kajib'`, Sesotho's `'ne`, Setswana's
`dinomoro`); a code after Sesotho's and Setswana's `khoutu` and their "is" (`ke`); a door's or
a gate's code named before the code word (`portón …: código …`); a code of nothing named when
"tell no one" follows it; Nahuatl's, K'iche's and Adyghe's "secret word"; a password manager's
four dotted groups of four; Office macros' sheet passwords, Visual Basic's file transfer
logins, Clarion's `OWNER`; `netsh`'s printed `Key Content`; a tax reference by its check digit
(also as a metadata key); Russia's military card; the US alien number; Mexico's NIP; the end of
a Sotho dictation (`kwa bofelong`); Circassian's `parolır`. Kept (234's and 236's changed clean
texts): a value that a name is given by (`… is called '…'`), a UUID after its name, a waybill
after Spanish's `Guía`."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 80's rules (checked against them).
CAUGHT = [
    ("die vier syfers bo die nommer op die Amex: 2209", "2209"),
    ("на амексе четыре цифры над номером 5512", "5512"),
    ("nawi número tlen Amex: 3390", "3390"),
    ("khoutu ya heke ya polasi ke 44817", "44817"),
    ("khoutu ea monyako oa ofisi ke 20931", "20931"),
    ("portón de la bodega en Cuetzalan: código 60714", "60714"),
    ("el portón del corral, código 33105", "33105"),
    ("код 7741, никому не говори", "7741"),
    ("the code is 4471, dont tell anyone", "4471"),
    ("ichtakatlajtoli: tlajtoli xochitl uan 4402", "4402"),
    ("шъэф гущыӀэр NALCHIK-7731.", "NALCHIK-7731"),
    ("mkpasswd -m sha-512 'r7vb.k2mq.xp4w.h9ct'", "r7vb.k2mq.xp4w.h9ct"),
    ('Sheets("Remesas").Unprotect "Quetzal.Xela.88"', "Quetzal.Xela.88"),
    (
        "Cajas FILE,DRIVER('MSSQL'),OWNER('SRV-XELA,Remesas,caja1,Quetz4lMorado7'),"
        "NAME('dbo.Cajas')",
        "Quetz4lMorado7",
    ),
    ("    Key Content            : 7tmqg7qc9pnw5", "7tmqg7qc9pnw5"),
    ("A-Number: A204-551-876", "A204-551-876"),
    ("password ke phiri le 7781 kwa bofelong", "7781"),
    ("mi NIP es 8806", "8806"),
    ("NIP: 3317", "3317"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Amex ending in 1005 was declined",
    "ip 10.0.0.1 and www1.home.corp.site",
    "host abcd.efgh.ijkl.mnop",
    "version 2024.1105.0001.abcd",
    "Key content: lectures and labs",
    "OWNER('srv,db,user,!glo:pass')",
    "ActiveSheet.Unprotect",
    "The vault entry for the sorting office is called 'SO-Gaborone-2032', ask for access.",
    "Folio fiscal (UUID) de la factura F-2032-118: 5e8c0d4a-7b21-4f6e-9a13-c2d7f08b4e61",
    "Guía Estafeta 7012 4455 9013 0021 con las muestras.",
    "Flight A101-876-223",
    "code 4471 is used by nobody",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 80 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("ya quedó la contra, t4kq.pz7m.xw2e.9hrd 👍", "password_assignment"),
    (
        'My.Computer.Network.UploadFile("C:\\out\\tasas.csv", "ftp://ftp.example.gt/in/t.csv", '
        '"caja3", "Chapin.Pass.2031")',
        "password_assignment",
    ),
    ("SARS tax reference number: 3442427690", "national_id"),
    ("военный билет: АВ 7721406", "national_id"),
    ("parolır psalhe, it'ane 5512", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)


def test_a_tax_reference_under_its_key_is_scrubbed_by_its_check_digit() -> None:
    assert scrub_json({"zimra_tax_reference": "3442427690"}) == {
        "zimra_tax_reference": "[REDACTED:national_id]"
    }
    assert scrub_json({"tax_reference": "INV-2031-0042"}) == {"tax_reference": "INV-2031-0042"}
