"""Round 135: held-out 446's, 447's, 448's and 449's misses and changed clean texts, read after
their one blind measurement: the word for wifi in Hangul (`와이파이 비번 …`); a PIN's count of
digits between its word and its value (`비밀번호 4자리 …`, `PIN 4 digits …`); French's "as the
password" after a value (`… comme mot de passe pour …`); a Quechua or Aymara "is" after a PIN's
digits (`clavenqa … kanmi`, `clavepaxa … ukawa`); Chinese's "three-digit number" on a card's back
(`背面三位数 …`); Papiamentu's "behind the card" and its code word with a grave accent (`patras di
e karchi`, `kòde`); a door's code named in six words before a colon (`code van het hek bij Lac
Bay: …`); Argentina's DNI by its long name (`número de documento …`); Italian's and French's "the
code came" (`mi è arrivato il codice …`); a word and a number in order in Arabic chat and Guaraní
(`Bombo w ba3den 4796`, `ha'e Chacarera ha 176 oñondive`). Mended: a one-letter "is" glued to the
value's digits no longer cuts its first letter off (`пароль e4nuu9hewvoa`). Kept, the changed
clean texts as classes: a file's name, its extension after it (`…-G00-R8.bin`); a lettered
postcode after `CP`; a password manager's entry by its name (`the vault entry 'gin-srv01'`).
"""

from __future__ import annotations

from memories.redaction import scrub_joined, scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 134's rules (checked against them).
CAUGHT = [
    ("와이파이는 비번 T4NMM7QXRZPA", "T4NMM7QXRZPA"),
    ("비밀번호 4자리 60318", "60318"),
    ("PIN 4 digits 7731, don't share", "7731"),
    ("j'ai mis pampa_toro_88 comme mot de passe du routeur", "pampa_toro_88"),
    ("wasipa clavenqa 40417 kanmi", "40417"),
    ("tiendana clavepaxa 77120 ukawa", "77120"),
    ("后面三位数 518", "518"),
    ("e tres number patras di e karchi ta 409", "409"),
    ("code van de poort achter het magazijn bij Kralendijk: 4471", "4471"),
    ("número de documento 27.448.913", "27.448.913"),
    ("el password Tarab w ba3den 6620, kello la2e", "Tarab"),
    ("contraseña ha'e Tatakua ha 905 oñondive", "Tatakua"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "download the image (router-x4c-firmware-Q17-R2.img) and flash it",
    "CP T4137 for Tafí del Valle, CP G4200 for the capital",
    "password: in the vault entry 'nas-bkp02'",
    "와이파이 비번 바꿨어",
    "PIN 4 digits long",
    "the code came back empty",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


def test_a_one_letter_is_glued_to_digits_leaves_no_letter_behind() -> None:
    assert scrub_secrets("пароль e4nuu9hewvoa").text == "пароль [REDACTED:password_assignment]"


def test_a_papiamentu_code_word_with_its_accent_names_the_next_fields_digits() -> None:
    label, value = scrub_joined(["e kòde di porta ta", "8812"])
    assert label.text == "e kòde di porta ta"
    assert value.text == "[REDACTED:password_assignment]"


def test_an_italian_code_that_came_is_a_one_time_code() -> None:
    result = scrub_secrets("nonna: mi è arrivato il codice 465326, cosa ci faccio?")
    assert "465326" not in result.text
    assert result.found == ("otp_code",)
