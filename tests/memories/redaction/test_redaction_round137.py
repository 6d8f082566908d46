"""Round 137: held-out 454's, 455's, 456's and 457's misses and changed clean texts, read after
their one blind measurement: a configuration key in Cyrillic capitals naming a password and then
what it opens (`ПАРОЛЬ_БАЗЫ=…`); the Spanish loan for a code spelled with a `k`, Quechua's endings
on it (`punkupa kodigon …`); a code, its comma, then what it opens (`kodi …, eshik uchun`, `code
…, for the door`); Hebrew's card code in Latin letters (`ha-arba sfarot me-achor: …`); an
apostrophe inside a dotted password (`kokue.ka'aru.11`, in a URL too); a value named after it in
the Italian North's "it is the password" (`… l'è la password`), in Spanish's `contra` before a
system's name (`… es la contra del PMS`), in Hebrew's "this is the password" in Latin letters
(`… ze ha-sisma …`), in Quechua's "is the hidden word" (`… kanmi … pakasqa siminqa`); a word and
digits said "stuck together" before they are named (`… y 4091 pegado, esa es la clave`). Kept, the
changed clean text as a class: a telephone's number in dashed groups after its country's calling
code (`+972 54-…`)."""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 136's rules (checked against them).
CAUGHT = [
    ("ПАРОЛЬ_ПОЧТЫ=Karlag771*Zh", "Karlag771*Zh"),
    ("wasipa kodigoqa 40817", "40817"),
    ("kodi 29460, eshik uchun", "29460"),
    ("code 58213, for the gate by the shed", "58213"),
    ("ha-arba sfarot me-achor: 3381", "3381"),
    ("psk=jasy.ka'aru.47", "jasy.ka'aru.47"),
    ("https://ivan:ara.ka'aru.15@mail.posada.lan/inbox", "ara.ka'aru.15"),
    ("Brenta1958! l'è la password del mulino", "Brenta1958!"),
    ("colibri.telar.2031 es la contra del sistema", "colibri.telar.2031"),
    ("kinneret42 — ze ha-sisma shel ha-mirpeset", "kinneret42"),
    ("huarango551 kanmi wasipa pakasqa siminqa", "huarango551"),
    ("palpa y 7716 pegado, esa es la clave del correo", "7716"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Yossi's number: +972 54-217-9930",
    "call the office on +7 701-555-0142 after nine",
    "ПАРОЛЬ_МИН=12 is the policy, not a password",
    "error code 4471, for the door sensor",
    "code 2024, for the door",
    "esa es la contra del plan, ya lo sabés",
    "the password: it's.done",
    "ha-shalosh yeladim me-achor ha-bayit",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
