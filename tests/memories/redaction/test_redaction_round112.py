# ruff: noqa: RUF001
"""Round 112: held-out 354's, 355's, 356's and 357's misses and changed clean texts, read after
their one blind measurement: Mandarin's `kouling` in pinyin (口令, `kouling shi …`); Chinese's card
security code (`安全码 405`); the Caribbean Creoles' "that's what I set for" (`…, dat a wha mi set fi
di CCTV box`); Russian's passphrase with no colon (`парольная фраза …`, `кодовая фраза …`); Aymara's
"hidden word" (`imantata aruxa …`); Italian's "this is the password of" after the value (`…, questa
è la password del modem`); Spanish's sign-in said to someone (`entra como admin con … al panel`);
Quechua's possessive on a PIN (`tarjetapa PINnin …`); Kazakh's password in Latin letters, a word and
a number said after it (`kupia soz shubat degen soz, sosyn 9923`); Arabic chat's word and number
after it (`el pass heye kelmet … w ba3da 736`); Italian's word, "then", a number, and what it opens
(`scrivi …, poi 2295 — è la password del wifi`); Quechua's "word of entry" (`yaykuna shimiqa …`);
and two changed clean texts kept: Bolivia's landline after its one-digit area code (`teléfono 4
4251733`) and Peru's six-digit number after its area code in brackets (`(074) 48 3126`). Still kept,
guards of the new rules: a sign-in with a provider's name, Spanish's `pinta`, a bus route after
"then", a sentence about passphrases.
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 111's rules (checked against them).
CAUGHT = [
    ("kouling shi dongfeng_baikonur_tulpar_kumis_saksaul", "dongfeng_baikonur"),
    ("王芳：安全码 731", "731"),
    ("Marlon: soursop2290, dat a wha mi set fi di DVR", "soursop2290"),
    ("парольная фраза mango pepper harbour kite", "pepper"),
    ("silpancho2210, questa è la password del router", "silpancho2210"),
    ("tarjetapa PINnin 4417 kan", "4417"),
    ("kupia soz tulpar degen soz, sosyn 5521", "5521"),
    ("Samir: el pass heye kelmet mango w ba3da 418", "418"),
    ("Chiara: scrivi pistacchio, poi 7731 — è la password del wifi", "7731"),
    ("yaykuna shimiqa chirimoya kan, 4410 qipanpi", "chirimoya"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Farmacia Sucre, teléfono 4 4490217, abierto de 8:00 a 20:00.",
    "Llame al (074) 22 4471 en la mañana.",
    "entra como invitado con Google",
    "pinta 2024 bien la cosecha",
    "the bus, then 2295 — es la ruta del centro",
    "парольная фраза должна быть длинной",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 111 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("Gmail imantata aruxa «Tq9wLm2vXrPz»", "password_assignment"),
    ("entra como admin con Lambayeque_rio_55! al panel", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
