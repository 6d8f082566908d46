# ruff: noqa: RUF001  (a CJK label and its full-width colon are what a test is written in)
"""Secret families, round 17 (issue 46): the Romance "word of entry, of access, of passage" by
its stems in any variety, with the varieties' own "is" (`labels`, `assign`); an is-word glued to
a hyphen (`e-Conta`) is a name's start; a clause of up to seven words before "is"; a password
spelled as "the word …", a connective, a number, after the word for "word" of many languages
(`spoken`); seed phrases of every list `mnemonic` ships (`codes`); a door's and a card's code by
the Romance stems of "code" (`pins`, `numbers`). Their lookalikes stay. Its tuning samples are
`secret_classes_families_round17.py`.
"""

from __future__ import annotations

import unicodedata

import pytest
from mnemonic import Mnemonic

from memories.redaction import scrub_joined, scrub_secrets
from memories.redaction.json import scrub_json

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # The Romance "word of entry" in varieties no list named, their own "is".
    ("la paraula d'accés del servidor és cirrus-lathe-ember-311", "lathe-ember"),
    ("palabra d'acceso pa la rede ye marlin2291", "marlin2291"),
    ("cuvântul de acces al contului este heron-quill-moss-71", "quill-moss"),
    ("paraula de pas | vellut-roure-mica-28", "roure-mica"),
    ("frase sicreta di a cartera: amber thistle gravel kite", "thistle gravel"),
    # A clause of seven words before "is".
    (
        "the password for the printer in the back office upstairs is LanternFish2291 (ask Ivo)",
        "LanternFish2291",
    ),
    # "The word …", a connective, a number: the word for "word" of many languages, no label.
    ("het woord fiets en daarna 4410", "fiets"),
    ("žodis vilkas ir tada 6612", "vilkas"),
    # Seed phrases of the lists beyond the Latin six.
    (
        unicodedata.normalize("NFC", Mnemonic("korean").to_mnemonic(bytes(range(16)))),
        unicodedata.normalize("NFC", Mnemonic("korean").to_mnemonic(bytes(range(16)))).split()[3],
    ),
    (
        Mnemonic("russian").to_mnemonic(bytes(range(1, 17))),
        Mnemonic("russian").to_mnemonic(bytes(range(1, 17))).split()[3],
    ),
    # A Chinese phrase without spaces after its label, one character a word.
    (
        "助记词："
        + "".join(Mnemonic("chinese_simplified").to_mnemonic(bytes(range(3, 19))).split()),
        "".join(Mnemonic("chinese_simplified").to_mnemonic(bytes(range(3, 19))).split())[:6],
    ),
    # The Germanic and Finnic "access word".
    ("tunnussana: Kx9#mPq2!t", "Kx9#mPq2!t"),
    ("aðgangsorðið er Kx9#mPq2!t", "Kx9#mPq2!t"),
    # A door's and a card's code by the Romance stems of "code".
    ("còdighe de su giannile: 4471", "4471"),
    ("codiç dal puarton 90817", "90817"),
    ("còdice di sicurezza: 739", "739"),
    # What a code opens first, where a language puts the genitive first.
    ("durų kodas 5821", "5821"),
    ("oven koodi on 5821", "5821"),
]

# Lookalikes that stay as written.
KEPT = [
    "la paraula d'accés es llarga",
    "la palabra de acceso se cambia cada mes",
    "palabra de paso: pregunta a Xosé",
    "the word count is 1200",
    "the word limit of 500 applies",
    "the word python appeared 12",
    "a palavra-passe do e-Conta é pedida no início",
    "còdice postale 20121",
    "codi de la porta: demana-ho a consergeria",
    "我 的 一 是 在",
    "le code du travail 2024",
    "Die Losung für heute steht in Jesaja 40",
    "la contraseña caduca cada 90",
    "la parola d'accesso scade tra 30",
    "virhe koodi 4471",
    "toote kood 4471",
]


@pytest.mark.parametrize(("text", "secret"), CLASSES)
def test_the_class_is_scrubbed(text: str, secret: str) -> None:
    out = scrub_secrets(text).text
    assert secret not in out, out


@pytest.mark.parametrize("text", KEPT)
def test_the_lookalike_is_kept(text: str) -> None:
    assert scrub_secrets(text).text == text


def test_an_is_word_glued_to_a_hyphen_starts_a_name() -> None:
    assert scrub_secrets("a palavra-passe do e-Conta é Rf8#quill204").text == (
        "a palavra-passe do e-Conta é [REDACTED:password_assignment]"
    )


def test_a_romance_label_as_a_metadata_key_and_a_split_field() -> None:
    assert scrub_json({"paraula_d_acces": "Wq7marlin#22"}) == {
        "paraula_d_acces": "[REDACTED:password_assignment]"
    }
    first, second = scrub_joined(["palabra de paso:", "Gz4!tarn55"])
    assert "Gz4!tarn55" not in first.text + second.text


@pytest.mark.parametrize(
    ("label", "value"),
    [
        ("verbum arcanum", "Vq7#marlo22"),
        ("kelma sigrieta:", "MarloQuinceFen4471"),
        ("kodo", "Fennel&Lark2291"),
    ],
)
def test_a_field_of_a_few_words_names_a_password_shaped_value(label: str, value: str) -> None:
    first, second = scrub_joined([label, value + " (since May)"])
    assert (first.text, second.text) == (label, "[REDACTED:password_assignment] (since May)")


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("release", "v2.4.1-RC3"),
        ("Jonas", "see you at 5"),
        ("part number", "AB-1234-X9"),
        ("sku", "Abc-1234-x"),
        ("model", "PowerEdgeR740"),
        ("deploy notes for the 2024 release", "Kx9#mPq2!t"),
        ("hint", "Kx9#mPq2!t is what the shop printed on the receipt"),
    ],
)
def test_a_field_pair_without_a_secret_shape_is_kept(first: str, second: str) -> None:
    assert scrub_joined([first, second])[1].text == second


def test_a_cjk_run_without_spaces_is_no_seed_phrase() -> None:
    text = "".join(Mnemonic("chinese_simplified").to_mnemonic(bytes(16)).split())
    assert scrub_secrets(text).text == text
