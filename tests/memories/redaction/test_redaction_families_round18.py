"""Secret families, round 18 (issue 46): capitalised words run together with a sign closing a
line after a colon or a bar, under any label (`closing_value`); the Celtic "word of passing" and
the "pass-word" calque as labels, a passphrase of five plain words whatever its first ends with
(`label_words`, `assign`); a spelled-out password with an aside or a bare "and" of more
languages (`spoken`); seed phrases with kana written apart, or joined to a listed word before
them (`codes`); a lock's code after a colon and a "secret number" (`pins`); a card's code after
any words and a colon (`numbers`); one recovery code alone, Steam Guard's by its alphabet
(`one_codes`); a password set to a value after a machine's name (`assign`). Their lookalikes
stay. Its tuning samples are `secret_classes_families_round18.py`.
"""

from __future__ import annotations

import pytest
from mnemonic import Mnemonic

from memories.redaction import scrub_joined
from tests.memories.redaction.round_checks import class_tests

# A checksum-valid Japanese phrase as the package writes it (kana and their voicing marks apart).
_JA = str(Mnemonic("japanese").to_mnemonic(bytes(range(100, 116)))).split("\u3000")
# An English one with many short common words (`try`, `more`, `before`): no list's look alone.
_EN = str(Mnemonic("english").to_mnemonic(bytes(range(60, 76))))

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # Capitalised words and a sign after a colon or a bar, under a label no list has.
    ("kalmar sirrin akwatin: SaltBarleyNorth&", "SaltBarleyNorth&"),
    ("ukucha kawsay | LarchEagleWinter?", "LarchEagleWinter?"),
    # The Celtic "word of passing", the "pass-word" calque.
    ("geir cudd y llwybrydd: rowan-sleet-4471", "rowan-sleet-4471"),
    ("lavar-tremen ar gont: rowan-sleet-4471", "rowan-sleet-4471"),
    ("ger kuzh an ti: rowan heather shingle bracken", "heather shingle"),
    ("pasgair: rowan heather shingle bracken", "heather shingle"),
    # Five plain words or more, the first a participle.
    ("lösenfras: tarnished rowan heather shingle bracken", "heather shingle"),
    # A spelled-out password with an aside, or a bare "and".
    ("the password is rowan, the tree in the garden, then 5528", "rowan"),
    ("pasgair: celyn, y goeden nid y lliw, yna 7713", "celyn"),
    # A word of any language after the number: "at the end", "after it".
    ("salasana on kuusi ja 5528 lopussa", "kuusi"),
    ("nenosiri ni mwerezi na 6614 mwishoni", "mwerezi"),
    # Seed phrases with kana apart, or a listed word before.
    ("復元用の単語\n" + "\n".join(f"{i}) {w}" for i, w in enumerate(_JA, 1)), _JA[5]),
    ("kept in the kitchen desk " + _EN.replace(" ", " | "), _EN.split()[4]),
    # A lock's code after a colon; a "secret number".
    ("lucchetto della cantina: 5831", "5831"),
    ("numéro secret de l'alarme: 6624", "6624"),
    # A card's code after any words and a colon.
    ("CVC tal-karta: 318", "318"),
    # One recovery code alone; Steam Guard's by its alphabet.
    ("Steam Guard: 7KQ3M", "7KQ3M"),
    ("código de recuperación de la cuenta: X7K2M9PQ", "X7K2M9PQ"),
    # A password set to a value after a machine's name.
    ("we changed the nas-02 password to gorse-tansy-8841", "gorse-tansy-8841"),
]

# Lookalikes that stay as written.
KEPT = [
    "Status: NotFoundException!",
    "safe to deploy on 2024 hardware.",
    "the lock screen shows 3 tries left",
    "padlock model 4471 from the hardware store",
    "recovery code: EXPIRED",
    "Steam Guard is on since 2021",
    "password is long, the policy says, and 12 characters at least",
    "CVV der Karte steht hinten",
    "passphrase: written on a card in the safe",
    "changed the nas-02 password policy to 90 days",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)


@pytest.mark.parametrize(
    ("label", "value"),
    [("kupu huna imera:", "StoneHarbourGlen&"), ("baat bu nëbbu", "ROWAN_48213kel")],
)
def test_a_value_of_its_shape_in_the_field_after_a_label_goes(label: str, value: str) -> None:
    first, second = scrub_joined([label, value])
    assert first.text == label
    assert second.text == "[REDACTED:password_assignment]"


@pytest.mark.parametrize(("label", "value"), [("Status", "FileNotFound!"), ("build", "v2024_11rc")])
def test_a_lookalike_in_the_field_after_a_label_stays(label: str, value: str) -> None:
    assert [r.text for r in scrub_joined([label, value])] == [label, value]
