# ruff: noqa: RUF001, RUF002  (Russian, Chuvash, Tatar, Hill Mari and Bambara letters are the samples)
"""Round 62: held-out 171's, 173's and 174's misses, read after their one blind measurement:
Australian Kriol's and Torres Strait Creole's `paswed`, `pasfreis`, `blanga`/`blo` ("of") and
`im`/`em` ("is", a table's bar after it); Bambara's `gundo daɲɛ`; the wifi's loan in Cyrillic
(`вайфай`); a card's back in Russian (`три цифры сзади`) and in English after a long clause;
backup codes under the Volga languages' `резерв`/`запас` and `кодлар`/`кочӗсем`; Redis's `AUTH`
as its clients call it (`red:auth("…")`); 1C's `HTTPСоединение` with its port left empty; a
tradesman's ticket (`slinger's ticket`); a licence's number of capitals glued to four digits after
a place and a colon; Senegal's NINEA, its check digit before the tax code; the password in an EDI
interchange's envelope (EDIFACT's `UNB`, X12's `ISA`); a mobile-money PIN keyed into a USSD
string."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 61's rules (checked against them).
CAUGHT = [
    (
        "Rosie: nyuwan paswed blanga dat laptop langa stor im kestrel2041+Broome, nomo tel",
        "kestrel2041+Broome",
    ),
    ("wifi paswed blanga Saltwater-Shed im 81c4d2aa90f3", "81c4d2aa90f3"),
    ("Ruby pasfreis blanga kompyuta: boab jabiru billabong kapok", "boab jabiru billabong kapok"),
    ("Мӹнӹн вайфай (Volga-Guest): t7ssqmnbx2k4", "t7ssqmnbx2k4"),
    ("три цифры сзади — 584", "584"),
    ("2FA резерв кодлары: 3318-0472 5521-9904 7730-1286 1049-5527 6613-2208", "3318-0472"),
    ("запас кодлар:\n20310417\n23817705\n38205591\n51937260\n67720843", "23817705"),
    ('local ok, err = red:auth("vQzTkLpWmRbXs") -- openresty', "vQzTkLpWmRbXs"),
    ('$redis->auth("Kp4wZq9TmX");', "Kp4wZq9TmX"),
    ('Соед = Новый HTTPСоединение("erp.volga.lan", , "exchange", "Tq9VbMm2LpZx");', "Tq9VbMm2LpZx"),
    ("dogman's ticket ДГ-1185/22", "ДГ-1185/22"),
    ("rigger's ticket: RG-0331/27", "RG-0331/27"),
    ("NINEA of the Thiès fertiliser supplier, for the invoice: 0004216361F7", "0004216361F7"),
    ("UNB+UNOC:3+DEPOT:ZZ+BUYER:ZZ+241203:0930+000519+MaliSel77~'", "MaliSel77~"),
    (
        "ISA*00*          *01*Rk7Tq2Lz  *ZZ*DEPOT          *ZZ*BUYER          *241203*0930*U*00401*000000519*0*P*>~",
        "Rk7Tq2Lz",
    ),
    ("dial *400*2*1*730418# to confirm the payment", "730418"),
    ("tape *144*4*6*2251# pour valider le retrait", "2251"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Passwort im Ordner2 ablegen",
    "das Passwort im Tresor 2024 ändern",
    "the password passed to the job",
    "вайфай в кафе бесплатный",
    "три цифры сзади дома 12",
    "support ticket 4521-88",
    "crane ticket for the order 4521882",
    "licence: GPL2024",
    "order 0004216361F7",
    "NINEA: 1234568",
    "UNB+UNOA:1+SEND+RECV+240101:1200+REF1'",
    "ISA*00*          *00*          *ZZ*DEPOT          *ZZ*BUYER          *241203*0930*U*00401*000000519*0*P*>~",
    "dial *144*4*6*5000# to send money",
    "*144# to check your balance",
    "msg = cipher.encrypt('HelloWorld')",
    'r.auth("guest")',
    "запас кодлар ул кәгазьдә",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


def test_the_kriol_passphrase_key_names_a_password() -> None:
    assert scrub_json({"pasfreis": "boab-jabiru-billabong-kapok"}) == {
        "pasfreis": "[REDACTED:password_assignment]"
    }


# (text, kind): round 61 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("Dha paswod blo stoa em | q4mz-t8kd-227w-h3xp\nnomo tok", "password_assignment"),
    ("Bamako-Depot wifi gundo daɲɛ ye k8vq2mzt7wpl ye", "password_assignment"),
    ("three digits on the back of the card, the one for the fuel depot: 719", "card_code"),
    ("Traditional Inhabitant Boat licence, Mer: TIBMR7734", "national_id"),
    ("NINEA | 0004216361F7", "national_id"),
    ("Traditional Inhabitant Boat licence: TIBMR7734", "national_id"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
