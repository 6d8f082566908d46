"""Round 136: held-out 450's, 451's, 452's and 453's misses and changed clean texts, read after
their one blind measurement: Russian's "key phrase" for what is encrypted and Korean's "secret
phrase" as labels (`ключевая фраза для бэкапа:`, `비밀 문구:`); Korean's "this is the … password" with
Hangul words for what it opens (`… 이게 현장 노트북 비밀번호예요`); a door lock's "number" in Korean (`도어락 번호
…`); a card's security code and a combination lock in pinyin (`anquanma …`, `mima suo …`); Arabic
chat's words with digits for letters before a code (`el code taba3 el 5azneh …`) and its "the three
numbers that are behind" (`el 3 ar2am li wara …`); pairs read out with a dash between after a
password's label (`… es c3 - ro - 7k - xy - 0u`); a value, a dash and "set it on the router" with no
"that" (`… — поставила на роутер`). Kept, the changed clean texts as classes: a parcel's tracking
number after its word, whatever its check digit (`tracking 3600…`); a UPS parcel's number (`1Z…`); a
password pointing at a safe (`{"пароль": "см. сейф"}`); a number of days in Arabic chat (`kell 90
yom`)."""

from __future__ import annotations

from memories.redaction import scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 135's rules (checked against them).
CAUGHT = [
    ("ключевая фраза для архива: sokol lenta kuvshin pirog", "sokol lenta"),
    ("비밀 문구: kareta lumbre canasto hilo", "kareta lumbre"),
    ("Quipu88#Tarde 이게 창고 노트북 비밀번호예요", "Quipu88#Tarde"),
    ("창고 도어락 번호 30418", "30418"),
    ("anquanma 452", "452"),
    ("mima suo 7731", "7731"),
    ("el code taba3 el 5azneh 90412", "90412"),
    ("el 3 ar2am li wara 731", "731"),
    ("la contraseña es k7 - pa - 3z - wq - 9e", "k7 - pa"),
    ("TraktorNura718 — поставил на роутер в цеху", "TraktorNura718"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Correo Argentino tracking 378282246310005 arrived in Salta",
    "el code taba3 el tard 1Z92B0581107345521",
    "el password badda tetghayar kell 60 yom",
    "score 3 - 1 - 2 - 0 at half time",
    "обновление — поставила на роутер в столовой",
    "ключевая фраза для SEO: купить диван недорого москва",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


def test_a_password_that_points_at_a_safe_stays() -> None:
    assert scrub_json({"пароль": "см. сейф"}) == {"пароль": "см. сейф"}
    assert scrub_json({"password": "see the safe in the office"}) == {
        "password": "see the safe in the office"
    }


def test_a_card_after_the_word_parcel_still_goes() -> None:
    assert "4111" not in scrub_secrets("paid the parcel with 4111 1111 1111 1111").text
