"""Round 122: held-out 394's, 395's, 396's and 397's misses and changed clean texts, read after
their one blind measurement: a hex key of 32 to 63 digits that is the whole text (round 121's
first rule, which read it anywhere, took fingerprints read out in groups; here only a text of
nothing else, never a JSON field's value nor a field after another); a slash glued to a password's
label, a value of three classes after it (`пароль/NKXbTC6v…`); Mapudungun's loan of the password
word (`… ta tañi kontraseña`); Spanish's "with the T in capitals" in a password said in parts (`es
Tromen con la T mayúscula y 87765 al final`); the Caribbean creoles' spelling `passwod` after "that
is the new" and their "that's what I set for …" after a value (`… a wah mi set fi di printer`).
Kept, the changed clean texts as classes: a code after the word for "error" in Turkish and its
neighbours (`hata kodu 503`); a barcode's digits of a barcode's length after its name, its check
digit misread or not (`barcode 4870201234566`); a telephone's number after its country's calling
code (`+591 4 6441 2093`); a masked IBAN's first group (`FR76 **** **** …`).
"""

from __future__ import annotations

from memories.redaction import scrub_joined, scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

_HEX = "3b8e1f0c9a7d2e4b6c5a1f3e8d9b0c7a"

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 121's rules (checked against them).
CAUGHT = [
    (_HEX, _HEX),
    (f"  {_HEX}2f4e1a\n", _HEX),
    ("пароль/Zx8KqLm2Vp&41", "Zx8KqLm2Vp&41"),
    ("Kumys42? ta tañi kontraseña", "Kumys42?"),
    ("es Lanin con la L mayúscula y 4412 al final", "4412"),
    ("Schooner7# dat a di new passwod fi di wifi", "Schooner7#"),
    ("mango7731 a wah mi set fi di laptop", "mango7731"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    f"md5: {_HEX}",
    f"{_HEX} is the file's md5",
    "hata kodu 404, sunucu çöktü",
    "barcode 4879458073023 on the box",
    "tel. de la oficina: +591 4 6442 1187, WhatsApp +591 7 2234 5678",
    "IBAN DE89 **** **** **** **** 00 (masked)",
    "dat a wah mi set fi di party",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


def test_a_lone_hex_in_a_field_of_its_own_is_read_as_before() -> None:
    """A JSON value or a field after another is read as a field's text, as before this round: a
    run that reads as a digest stays (`cacheKey`, `commit:`), one under a key's name goes."""
    digest = "0a1b2c3d4e5f60718293a4b5c6d7e8f9"
    assert scrub_secrets(digest).found == ("hex_key",)  # (alone: a key)
    assert scrub_json({"cacheKey": digest, "v": digest}) == {"cacheKey": digest, "v": digest}
    assert scrub_joined(["commit:", digest])[1].text == digest
    assert _HEX not in str(scrub_json({"firms": {"map_key": _HEX}}))
