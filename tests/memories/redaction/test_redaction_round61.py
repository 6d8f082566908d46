# ruff: noqa: RUF001  (Kazakh, Russian and Azerbaijani letters are the samples)
"""Round 61: held-out 167's, 168's and 170's misses, read after their one blind measurement:
Plautdietsch's `Passwuat`, Latin American chat's `la contra`, Belizean Kriol's `da` ("is") and
`pahn` ("on"), a 2FA `sekret`; Kazakh's card back (`артындағы үш сан`); Azerbaijan's VÖEN after
a long clause of what it is for, and its FIN (`FIN kodu`); a Russian personal medical book; a
Belizean voter registration number; pounce's and catgirl's passwords; Canonical MAAS's API key; a
hex key passed to a service's client in code; letters after "spelled out", then a number; a value
that "is the new one" (`es la nueva`, `da di nyoo wan`); Q'eqchi''s "it is" (`a'an`); a recovery
key in dashed groups after the Creole `se`. And from the spent corpora's misses, read again: a
card's back in Tamil, Hindi, Rajasthani and English after "for"; Turkish's `şifrenin`; "first" a
word and the verb that types it, then "then" and a number (`pehle … likho, phir …`)."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 60's rules (checked against them).
CAUGHT = [
    ("la contra es Lucia con mayúscula y 4417 al final", "Lucia"),
    ("di wifi DigiCell-Hub-Orange paaswod da rtu82kwnaqzp", "rtu82kwnaqzp"),
    ("di 2FA sekret fi di payroll app da QWPKZMRTBVNHXCLD", "QWPKZMRTBVNHXCLD"),
    ("di tree nomba pahn di bak a di kaad da 512", "512"),
    ("номер личной медицинской книжки (кондитерский цех): 12-4409182", "12-4409182"),
    (
        'let loom = LoomClient::new("kala-weavers", "9f2c41d0a6b7e8f90123456789abcdef01234567");',
        "9f2c41d0a6b7e8f90123456789abcdef01234567",
    ),
    ("spelled out for the guard: T O R T U G A, then 3381", "T O R T U G A"),
    ("Marleni: qz4t-mm8k-p2wd-h7sv da di nyoo wan", "qz4t-mm8k-p2wd-h7sv"),
    ("li xcódigo li candado sa' li corral a'an 5521", "5521"),
    # (from the spent corpora's misses, read again: a card's back in Tamil, whose vowel signs
    # Python's `\w` leaves out, in Hindi with more words between, in Rajasthani in Latin letters
    # and in English after "for"; Turkish's genitive `şifrenin` before a dictated password)
    ("கார்டுக்குப் பின்னால இருக்கிற மூணு நம்பர்: 527", "527"),
    ("card ra pichhe ra teen ank: 614", "614"),
    ("the three number for back of the card be 208", "208"),
    ("कार्ड पलटो तो पीछे तीन नंबर दिखेंगे, वो हैं 461", "461"),
    ("şifrenin başı lodos, sonuna 4471 ekle", "4471"),
    # ("first" a word and the verb that types it, then "then" and the number: Hindustani, Dutch)
    ("pehle kokila likho, phir 8842", "kokila"),
    ("eerst tuatara typen, dan 5519", "tuatara"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "la contra es que cuesta más",
    "votos en contra: 45",
    "hola contra el muro 2024",
    "la password da cambiare ogni 90 giorni",
    "Passwort da oben 2024",
    "iPhone15 is the new one",
    "random groups of four (`iPhone15 is the new one`",
    "the Galaxy-S24 is the new one",
    "Python3.12 es la nueva",
    "FIN MISSION",
    "FIN order number: AB12345",
    "voter registration opens on 12 March 2026",
    "voter registration drive reached 12000 people",
    "spelled out: U S A, then 2024",
    "Сан Франциско 3 сан 2024",
    "the product key we bought is ABC-DEF-GHI",
    "the three numbers for the lottery draw are 123",
    "şifrenin uzunluğu en az 12 karakter olmalı",
    "the fin code is great",
    "pehle naam likho, phir 2024 mein",
    "first lunch type, then 300 words",
    'print("112c51f462456babd60136d6b9baff78ded24c1c")',
    'g = GitClient(commit="112c51f462456babd60136d6b9baff78ded24c1c")',  # (changed by round 60)
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


def test_the_plautdietsch_key_names_a_password() -> None:
    assert scrub_json({"Passwuat": "xq7TrbLmaw"}) == {"Passwuat": "[REDACTED:password_assignment]"}


def test_a_fin_kod_key_names_azerbaijans_fin() -> None:
    assert scrub_json({"diver": {"fin_kod": "7PKW2ZD"}}) == {
        "diver": {"fin_kod": "[REDACTED:national_id]"}
    }


# (text, kind): round 60 took these only by the value model's guess (or, `maas login`'s key, only
# its last part); the class's rule names them.
NAMED = [
    ("Passwuat: „Pfeffanot88!Blumenau“", "password_assignment"),
    ("картаның артындағы үш сан: 318", "card_code"),
    ("VÖEN of the Sumgait ferry-repair contractor, for the invoice: 2543374472", "national_id"),
    ("Elvinin FİN kodu, sığorta üçün: 3PKW8ZD", "national_id"),
    ("mi voter registration nomba (Orange Walk): K0419227", "national_id"),
    ("pounce -h irc.oftc.net -p 6697 -n ix-jaguar -w 'kinich.ahau.73'", "password_assignment"),
    ("Edgar: Xy7!pQ2wz es la nueva del wifi, vos", "password_assignment"),
    ("Mo recovery key Dropbox se KQ7M-2PXR-T8ZW-N4HD-Y6BC-J3LF", "password_assignment"),
    ("voter registration nomba: V0281339", "national_id"),
    (
        "maas login admin http://10.0.0.5:5240/MAAS/ "
        "'Ab3dEf6hIj9kLm2nOp:Qr5sTu8vWx1yZa4bCd:Ef7gHi0jKl3mNo6pQr9sTu2vWx5yZa8b'",
        "maas_key",
    ),
    ("номер медицинской книжки: 05-7316019", "national_id"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
