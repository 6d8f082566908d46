# ruff: noqa: RUF001  (words of other scripts are what these tests say)
"""Secret families, round 24 (issue 46): a password generator's value closing a line after a
label of any language, typed, changed to, or alone in the field after its label
(`generated_values`, `shapes.generator_shaped`); small Latin words after a label of another
script, a passphrase or a word and a number said (`generated_values`, `mixed_script`); a word
and a number dictated for a machine or spelled out (`spoken`); a card's code by its count and
where it is printed (`numbers`); a code by the loanword for "code", a lock's code after "is",
a "secret number" in any language (`code_stems`, `pins`). Their lookalikes stay. Its tuning
samples are `secret_classes_families_round24.py`.
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_joined
from memories.redaction.shapes import generator_shaped
from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # A password generator's shape closing a line after a label nobody listed.
    ("Mot de passe yɛ foforo: Copper_lantern_marsh48", "Copper_lantern_marsh48"),
    ("ọrọigbaniwọle tuntun — Velvet-otter552", "Velvet-otter552"),
    ("Tsagaan: шинэ нууц үг | Hazel.quarry907", "Hazel.quarry907"),
    ("lozinka za ruter, GentleWalrus42?", "GentleWalrus42?"),
    ("hasło do skrzynki: mV8=qpT2&rLx", "mV8=qpT2&rLx"),
    ("ពាក្យសម្ងាត់ wifi: Xq^pLm7*Rt2zB", "Xq^pLm7*Rt2zB"),
    # The value first, its label after it; after a short "is" of any language.
    ("Velvet_otter_marsh552 — ọrọigbaniwọle", "Velvet_otter_marsh552"),
    ("kodeord → Hazel.quarry907", "Hazel.quarry907"),
    ("գաղտնաբառ՝ mV8=qpT2&rLx", "mV8=qpT2&rLx"),
    ("parola mea nouă este Copper_lantern48", "Copper_lantern48"),
    # Typed, or changed to.
    ("4. type maple_cobalt_ferry31 and press Enter", "maple_cobalt_ferry31"),
    ("Ruslan: type Birch-mango604, that's root", "Birch-mango604"),
    ("I moved the router password over to kQ7#nVp=Lm2x", "kQ7#nVp=Lm2x"),
    # Small Latin words after a label of another script.
    ("түлхүүр хэллэг: wombat-zither-cobalt-meadow", "wombat-zither-cobalt-meadow"),
    ("κρυφή φράση: lantern orchid basalt plover quinoa harbor", "lantern orchid basalt"),
    ("Нууц үг — wombat гэдэг үг, дараа нь 5521", "wombat"),
    ("Құпия сөз: tulpar деген сөз, кейін 804", "tulpar"),
    # Dictated for a machine, or spelled out.
    ("for the modem it's pelican plus 7730", "pelican"),
    ("spelled out it's quokka, then 2291", "quokka"),
    # A card's code by its count and where it is printed.
    ("the 4 digits by the signature strip: 8812", "8812"),
    ("namba tatu nyuma ya kadi: 482", "482"),
    # A code by the loanword for "code", a lock's code after "is", a secret number.
    ("khodu ya gedi: 55102", "55102"),
    ("the padlock for the bike is 40913", "40913"),
    ("numru sigriet tal-kaxxa: 7134", "7134"),
]

# Lookalikes that stay as written.
KEPT = [
    "username: brave_otter42",
    "hostname — web-proxy03",
    "branch: feature_login_flow12",
    "file: notes_final.txt",
    "version: Ubuntu22.04",
    "Теги: python django redis celery flask docker",
    "Версия — ubuntu 2204",
    "error: NotFound404!",
    "the lock is 100 years old",
    "the number of secret agents: 300",
    "for the meeting it's tuesday then 1500",
    "we moved the office to Berlin in 2019",
    "khodorkovsky was born in 1963",
    "feature_login42 - the branch for login",
    "dark_knight99 — my username",
    "the branch is feature_login42",
    "The MAC address is 00:1A:2B:3C:4D:5E.",
    "Status: NotFoundException!",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)


@pytest.mark.parametrize(
    ("value", "shaped"),
    [
        ("word_word_word97", True),
        ("Word.word753", True),
        ("BraveOtter89!", True),
        ("qqX0=ynZvDp&Fb1", True),
        ("uZYG*qakRIV~Dnc", True),
        ("web-server01", False),
        ("db-prod-03.internal", False),
        ("report_2024.txt", False),
        ("user@example.com", False),
        ("a=b&c=d", False),
        ("v2.1.0-RC1", False),
        ("HttpError500!", False),
    ],
)
def test_a_generator_s_shape_is_told_from_names(value: str, shaped: bool) -> None:
    assert generator_shaped(value) is shaped


def test_a_generated_value_alone_in_the_field_after_its_label_is_scrubbed() -> None:
    label, value = scrub_joined(["шинэ нууц үг", "Hazel_quarry_moss907"])
    assert (label.text, value.text) == ("шинэ нууц үг", "[REDACTED:password_assignment]")
    assert scrub_joined(["username", "hazel_quarry907"])[1].text == "hazel_quarry907"
