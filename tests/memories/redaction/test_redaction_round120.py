"""Round 120: held-out 386's, 387's, 388's and 389's misses and changed clean texts, read after
their one blind measurement: a passphrase of four words after a colon whose first word ends like
a participle (`мастер-пароль: fairing reed …`); a spelled password "with a small first letter";
the Caribbean creoles' "for" before backup codes (`recovery codes fuh de …`) and "that is the
password" (`… dat is de password fuh …`); the PIN's word in Gujarati, Gurmukhi, Odia, Telugu and
Kannada letters (`પિન`); Quechua's "that is the password" after a value (`…, chaymi … clavenqa`)
and its "is" put last (`códigoqa … kanmi`, `… yupayninqa … kanmi`); a padlock's number word
with the Andes' endings (`candadopaj numeronqa 6312 kan`); pinyin's "is the new password" after
a value (`… jiushi xin mima`); Ecuador's RUC by its name, its check digit before `001`. Kept, the
changed clean text as a class: a device's serial number after its name and the device's
(`Número de serie del aireador: …`); and a question's last word before "that is the password".
"""

from __future__ import annotations

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests, named_test

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 119's rules (checked against them).
CAUGHT = [
    ("vault master password: glowing copper badger tundra", "glowing copper badger tundra"),
    ("mangrove with a small first letter and 3391 at the end", "mangrove"),
    ("backup codes fuh de bank app 40917723, 55120984, 71829036", "55120984"),
    ("reef442oistins dat is de password fuh de till", "reef442oistins"),
    ("લોકરનો પિન: 40921", "40921"),
    ("తాళం పిన్: 4821", "4821"),
    ("warmi7741, chaymi routerpa clavenqa", "warmi7741"),
    ("lanzhou.gansu.8842 jiushi xin mima", "lanzhou.gansu.8842"),
    ("wasipa códigon 582913 kanmi", "582913"),
    ("kamachiq pakasqa yupayninqa 90127 kanmi", "90127"),
    ("candadopaj numeronqa 7720 kan", "7720"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Número de serie de la bomba: BX2044K1187.",
    "Serial number of the backup router: HW2033G0417",
    "password: expired since last week",
    "password: pending reset by the admin",
    "which clave? that is the password",
    "the padlock number 6312 was ordered",
    "ਪਿੰਨ ਕੋਡ 141001",
    "અમદાવાદનો પિન કોડ 380001 છે",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 119 took these only partly, or by another rule's guess; the class's rule
# names the whole value.
NAMED = [
    ("RUC 1790011674001", "national_id", "1790011674001"),
]


test_the_rule_names_it = named_test(NAMED)


def test_a_participle_and_prose_after_a_colon_stay() -> None:
    """Four words after a colon are a passphrase only where none is prose: a participle first
    and a word of prose after it is a message about the password."""
    for text in ("password: expiring next month sorry", "password: rotating monthly via vault"):
        assert scrub_secrets(text).text == text
