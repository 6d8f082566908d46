# ruff: noqa: RUF001, RUF002  (letters of other scripts are part of the samples)
"""Round 91: held-out 269's, 271's, 272's and 273's misses, read after their one blind
measurement: a password flag in more tools (winexe's Samba login, FreeSWITCH's `fs_cli -p`, a
smart card's PIN and new PIN to `yubico-piv-tool`, `ykman`, `p11tool`, `pkcs11-tool`, a TSIG key
to `nsupdate -y`); Tigrinya's and Amharic's password words typed in Latin letters (`mehlefi
qal`, `yeyilef qale`), Mapudungun's (`ellkan dungu`), Tatar's and Bashkir's (`sersüz`,
`serhüð`); a word and a number said with Mapudungun's, Tatar's, Bashkir's and Tigrinya's "its
word" and "then" (`… dungu, fey mew …`, `… süze, annarı …`, `… hüðe, unan …`, `ቃል … ድሕሪኡ …`); a
"hidden number" in Mapudungun and Northern Sami (`ellkan rakin`, `gáhttaga lohku lea`); the
Amex's front code in Spanish, Swedish, Tatar and Russian in Latin letters (`de adelante`, `på
framsidan`, `alğı yağındağı dürt san`, `cid s licevoy storony`); a one-time code said to have
arrived (`me llegó el código 472 111`); a hex key's vendor prefix (`app.74577.<hex>`); a key
of letters alone under a `…_KEY` name; a hex secret joined into a digest's call; Ethiopic's
word space as a colon (`የይለፍ ቃል፡ …`). Kept: a Finnish participle after the password word
(`salis on kirjoitettu lapulle`, "is written on a note").
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 90's rules (checked against them).
CAUGHT = [
    ("yubico-piv-tool -a change-puk -P 11223344 -N tsehay.adwa.41", "tsehay.adwa.41"),
    ("mehlefi qal'ey KtrPwqZMsnB4 iyu", "KtrPwqZMsnB4"),
    ("yeyilef qale PlonRtyQ8zxw new", "PlonRtyQ8zxw"),
    ("ellkan dungu: rewe dungu, fey mew 6621", "6621"),
    ("serhüð: ural hüðe, unan 3307", "3307"),
    ("sersüz: idel süze, annarı 9043", "9043"),
    ("ellkan rakin ñi ruka: 5531", "5531"),
    ("gáhttaga lohku lea 2290", "2290"),
    ("Amex 3714 496353 98431, de fyra siffrorna på framsidan: 5518", "5518"),
    ("Amex kartasınıñ alğı yağındağı dürt san: 7204", "7204"),
    ("cid s licevoy storony amex 4471", "4471"),
    ("Rodrigo: me llegó el código 583 204 pásamelo", "583 204"),
    (
        "Carrot quest, app.51220.9a0c4b8e7f6d5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b",
        "app.51220",
    ),
    ("SHIP_AXUM_KEY=QmWxBzTrHyKjLpVdNgFsCvXk", "QmWxBzTrHyKjLpVdNgFsCvXk"),
    (
        "$sig = md5($orderId . $amount . '0c9b8a7f6e5d4c3b2a1908f7e6d5c4b3');",
        "0c9b8a7f6e5d4c3b2a1908f7e6d5c4b3",
    ),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Wifin salis on kirjoitettu lapulle kassan alle, kysy Riikalta.",
    "SORT_KEY=ThisIsAVeryLongNameForKey",
    "PARSER_KEY=HTTPServerURLParserFactory",
    "CVV s are printed on cards, 2024 model",
    "x = hash('sha256', '0c9b8a7f6e5d4c3b2a1908f7e6d5c4b3')",
    "ሰላም፡ለሁሉም፡ነው",
    "winexe -U 'LAB/tesfay' //10.1.1.5 'hostname'",
    "I got the code 404 on the page",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 90 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("winexe -U 'LAB/tesfay%mekele_gate_77' //10.1.1.5 'hostname'", "password_assignment"),
    ("fs_cli -H 10.0.0.2 -p QwRtYuPlKjHg55 -x 'status'", "password_assignment"),
    ("p11tool --login --set-so-pin=gondar.kaleb.902 --list-all", "password_assignment"),
    (
        "nsupdate -y hmac-sha512:zone-axum:Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5 cmds.txt",
        "password_assignment",
    ),
    ("Amex terminada en 98431, los 4 números de adelante: 6620", "card_code"),
    ("መሕለፊ ቃል፦ ቃል gabi ድሕሪኡ 4418፣ ብሓባር gabi4418", "password_assignment"),
    ("የዋይፋይ Adwa-Cafe የይለፍ ቃል፡ k7mxq2vd9rpt", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
