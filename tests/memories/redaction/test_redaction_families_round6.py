# ruff: noqa: RUF001  (labels of other scripts are the subject)
"""Secret families, sixth round (issue 46): the classes held-out 5 found raw, each fixed as a
class (its tuning samples are `secret_classes_families_round6.py`), its one false positive and
their lookalikes, and held-out 5's floor now that it is spent (held-out 6's is the seventh
round's: `test_redaction_families_round7.py`).
"""

from __future__ import annotations

from memories.redaction import scrub_secrets
from tests.memories.redaction import secret_classes_families_heldout5
from tests.memories.redaction.secret_classes_report import measure

_SEED = [
    "abandon",
    "ability",
    "able",
    "about",
    "above",
    "absent",
    "absorb",
    "abstract",
    "absurd",
    "abuse",
    "access",
    "accident",
]
# (text, the secret that must go): one class a line, in shapes other than held-out 5's.
CLASSES = [
    # A password label with a definite ending, in more languages.
    ("паролите са: qwer123%XY", "qwer123%XY"),
    ("паролата за рутера е qwer123%XY", "qwer123%XY"),
    ("գաղտնաբառը՝ qwer123%XY", "qwer123%XY"),
    ("lykilorðið: qwer123%XY", "qwer123%XY"),
    ("құпия сөз qwer123%XY", "qwer123%XY"),
    ("o meu contrasinal é qwer123%XY", "qwer123%XY"),
    # "Is" as Tagalog `ay` or French `c'est`; "now" between the "is" and the value.
    ("password ko ay qwer123%XY", "qwer123%XY"),
    ("le mdp du wifi c'est qwer123%XY", "qwer123%XY"),
    ("Passwort ist jetzt qwer123%XY", "qwer123%XY"),
    ("la contraseña es ahora qwer123%XY", "qwer123%XY"),
    ("hasło to teraz qwer123%XY", "qwer123%XY"),
    # A PIN after a qualifier, ending the text; a word inside a code's label.
    ("pincode van het slot 58213", "58213"),
    ("the pin of my debit card 4471.", "4471"),
    ("alarm arming code → 6620", "6620"),
    ("code d'accès : 7731", "7731"),
    # A seed phrase joined by ` - ` or ` | `, or written as a JSON list.
    (" - ".join(_SEED), "abandon - ability"),
    (" | ".join(_SEED), "able | about"),
    ('{"mnemonic": [' + ", ".join(f'"{w}"' for w in _SEED) + "]}", '"above", "absent"'),
    # Vendor tokens by their prefixes.
    ("sonar: sqp_" + "3f" * 20, "3f" * 20),
    ("lsv2_sk_" + "a1" * 16 + "_" + "b2" * 5, "a1" * 16),
    # A CJK sentence that goes on after the value, closed by CJK punctuation.
    ("パスワードはsakura6476です。", "sakura6476"),
    ("密码是Tiger2024x。", "Tiger2024x"),
]


def test_each_class_held_out_5_found_raw_is_scrubbed_in_other_shapes() -> None:
    scrubbed = [(secret, scrub_secrets(text).text) for text, secret in CLASSES]
    assert [text for secret, text in scrubbed if secret in text] == []


LOOKALIKES = [
    # Held-out 5's false positive, as a class: a label, then a count and a unit in CJK prose.
    "パスワードは8文字以上にしてください。",
    "パスワードは12桁です。",
    "暗証番号は4桁の数字です。",
    "비밀번호는 8자 이상이어야 합니다.",
    "паролата е твърде кратка",
    "ang bahay ko ay malaki",
    "ang password ay dapat mahaba",
    "c'est la vie, le mot de passe est oublié",
    "das Passwort ist jetzt abgelaufen",
    "contrasinal: mínimo doce caracteres",
    "the password is now set",
    "the PIN for room 4821 is on the card",
    "alarm code issues since 2024 in building 7",
    "north - south - east - west - up - down - left - right - front - back - inside - outside",
]


def test_lookalikes_of_this_rounds_classes_are_left_alone() -> None:
    changed = [(text, scrub_secrets(text).text) for text in LOOKALIKES]
    assert [pair for pair in changed if pair[0] != pair[1]] == []


def test_families_held_out_5_spent_meets_its_measured_floor() -> None:
    # Written blind and measured once (2026-11-28): 334/390 = 85.6 %, one false positive in 60.
    # Its misses were then fixed as classes with tuning samples of their own
    # (`secret_classes_families_round6.py`), so it is spent: the floor is what it scores now
    # (docs/benchmarks.md, "Secret scrubbing"), its false positive fixed.
    report = measure(secret_classes_families_heldout5, "families held-out 5 (spent)")
    assert (report.total, report.clean_total, report.false_positives) == (390, 60, [])
    assert sum(report.scrubbed.values()) >= 350, report.misses[:10]
