# ruff: noqa: RUF001, RUF002  (letters of other scripts are part of the samples)
"""Round 92: held-out 274's, 275's, 276's and 277's misses, read after their one blind
measurement: Kurmanji's "key" with its ending (`kilîta API ya … ev e <hex>`) and "it is the
password" after a value (`… — ew şîfreya nû ya … ye`); Turkey's TCKN by its short name, a
suffix after an apostrophe (`TCKN'si`); Tuvan's "secret word" in Cyrillic and Latin letters
(`чажыт сөс`, `chajyt sözüm`), its dictation's "word" and "then" (`… söz, anan …`, `… деп сөс,
ооң соонда …`); a JSON key escaped as `json.dumps` writes other scripts (`"\\u0447…"`); SAP's
`sapcontrol -user USER …`; a code "tell no one" in Russian (`nikomu ne govorite`); a dash and
"it is" before a value (`пароль — это …`); what a password generator gave (`pwgen 14 1  # gave
…`); the Amex's front code in Azerbaijani and Burmese (`kartın ön üzündəki dörd rəqəm`,
`ကတ်ရှေ့က`); a key read out in groups of four after "dictated"; Mizo's "secret word", "is" and
"at the end" (`thumal thuruk chu … a ni, a tawpah …`); India's ration card; a border pass; a
TOTP secret after what it is for, never read from its words. Kept: a password word given as
another language's (`'password' is 'нууц үг' in Mongolian`), a place's postal PIN code after
"of" (`The PIN code of Zarkawt is 796001`).
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 91's rules (checked against them).
CAUGHT = [
    (
        "kilîta API ya Ziraat ev e 9a1b2c3d4e5f60718293a4b5c6d7e8f901a2b3c4, spas",
        "9a1b2c3d4e5f60718293a4b5c6d7e8f901a2b3c4",
    ),
    ("Ayşe'nin TCKN'si 10000000146", "10000000146"),
    ("meeng chajyt sözüm Kw7pqLmRz4? chettirdim", "Kw7pqLmRz4"),
    ("chazyt söz — shagaa söz, anan 6640", "6640"),
    ("sapcontrol -nr 10 -user saru Kw8pLmZq2xTr -function Stop", "Kw8pLmZq2xTr"),
    ("kod 552190 nikomu ne govorite", "552190"),
    (
        '{"\\u0447\\u0430\\u0436\\u044b\\u0442_\\u0441\\u04e9\\u0441": "Tq8vLpMz2wXr"}',
        "Tq8vLpMz2wXr",
    ),
    ("pwgen 12 1  # gave Derbent_nar_508, used it for the router", "Derbent_nar_508"),
    ("Amex kartın ön üzündəki dörd rəqəm: 4410", "4410"),
    ("[dictated over the phone] kpxv / zqlr / m7t4 / 3x8p / w2n9 / tvoz / dlcq", "zqlr"),
    ("thumal thuruk chu hnahthial a ni, a tawpah 7719 belh rawh", "7719"),
    ("ration card nambar chu MZ-LGL-5521098734 a ni", "MZ-LGL-5521098734"),
    ("ka border pass number (FMR) cu FMR-CPH-2031-772104 a si", "FMR-CPH-2031-772104"),
    ("TOTP secret for the Kyaw Bank business account: K3QP 7HMN RTYV WZDA", "RTYV WZDA"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "The word 'password' is 'нууц үг' in Mongolian.",
    "The PIN code of Zarkawt is 796001.",
    "apg gave me nothing useful today",
    "password — it is not stored anywhere",
    "the border pass is valid until 2031",
    "the ration card is at home since 2024",
    "rooms 1a2b 3c4d 5e6f 7g8h are booked",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 91 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("Rojda: toprak_kazan_418 — ew şîfreya nû ya firinê ye", "password_assignment"),
    ("пароль — это samur7714, всё слитно", "password_assignment"),
    ("Amex ကတ်ရှေ့က ဂဏန်းလေးလုံး - 6621", "card_code"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
