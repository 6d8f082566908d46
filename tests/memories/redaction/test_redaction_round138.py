"""Round 138: held-out 458's, 459's, 460's and 461's misses, read after their one blind measurement:
Finnish's "is the … password" with a genitive saying what it opens (`… on huoltoportaalin
salasana`); Kazakh's "so-called … secret word" after a value (`… деген элеватордың құпия сөзі`);
Finland's business ID and Thailand's ID by their English names (`Business ID …`, a `thai_id` key);
Kazakh's confirmation code (`rastau kody …`); Finnish's "secret sentence" before a passphrase's
words (`salalause …`); Welsh's "the" and "long" between the password's word and what it opens
(`cyfrinair hir y laptop yw …`); Tagalog's polite `po` before its "is" after a card's code
(`CVV po ay …`); the Caribbean creoles' "the code on my phone is" (`di code pon mi phone a …`) and
their `a` before a password in the next field; a spelled password "wid a capital"; a value, then
"that's the wifi at …" (no network's name: `…-5G` stays)."""

from __future__ import annotations

from memories.redaction import scrub_joined
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 137's rules (checked against them).
CAUGHT = [
    ("sauna.koivu.31 on kassajärjestelmän salasana", "sauna.koivu.31"),
    ("tobyl.dala.2030 деген қойманың құпия сөзі", "tobyl.dala.2030"),
    ("Business ID of the supplier: 9458073-8", "9458073-8"),
    ("business ID 8193036-4 on the invoice", "8193036-4"),
    ('{"thai_id": "5406135895254"}', "5406135895254"),
    ("rastau kody 418 907 kod keldi", "418 907"),
    ("salalause kuusi joki sauna revontuli pakkanen", "kuusi joki"),
    ("cyfrinair hir y swyddfa yw mor afon derwen castell", "mor afon"),
    ("yung CVV po ay 731", "731"),
    ("di code pon mi phone a 418 907", "418 907"),
    ("is kalalloo wid a capital, then 2214", "kalalloo"),
    ("yurac482 — that's the wifi at the Caraz hostel", "yurac482"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "HostelHuaraz-5G — that's the wifi at the hostel",
    "enter the password a 2nd time",
    "the wifi password a lot of people know",
    "the meeting on wednesdayn salasana",
    "Business ID of the supplier: see the invoice",
    "salalause on pitkä ja turvallinen",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


def test_the_creole_is_before_a_password_in_the_next_field() -> None:
    first, second = scrub_joined(["da shop password a", "sorrel.bakes.2031 ya hear"])
    assert "sorrel.bakes.2031" not in second.text
    assert first.text == "da shop password a"
