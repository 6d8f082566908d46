# ruff: noqa: RUF001  (words of other scripts are what these samples are written in)
"""Tuning samples of round 17 (issue 46), in shapes of their own: the Romance "word of entry,
of access, of passage" in varieties no list named, with their own "is" (`labels`, `assign`); an
is-word glued to a hyphen that starts a name (`e-Conta`); a password spelled as "the word …, a
connective, a number" after the word for "word" of many languages with no label (`spoken`);
seed phrases in every list `mnemonic` ships (`codes`); a door's and a card's code by the Romance
stems of "code" (`pins`, `numbers`). Part of the families tuning corpus
(`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Callable

from mnemonic import Mnemonic

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

_STEMS = ["Marmot", "Quince", "Lichen", "Bramble", "Osprey", "Juniper", "Tamarisk", "Sorrel"]
_PLAIN = ["marmot", "quince", "lichen", "bramble", "osprey", "juniper", "tamarisk", "sorrel"]


def _pw(rng: random.Random) -> str:
    """Mixed case, digits and a sign: `Lichen!47q`."""
    return rng.choice(_STEMS) + rng.choice("!#%*+") + v.r(rng, v.DIGITS, 2) + v.r(rng, "xqzk", 1)


def _hyphened(rng: random.Random) -> str:
    """Joined words and a number: `osprey-lichen-quince-217`."""
    return "-".join(rng.sample(_PLAIN, 3)) + "-" + v.r(rng, v.DIGITS, 3)


def _word(rng: random.Random) -> str:
    return rng.choice(_PLAIN)


def _seed(language: str) -> Callable[[random.Random], str]:
    """A checksum-valid phrase of ``language``'s list, composed (NFC) as people type it, its
    words spaced (Japanese's ideographic space as a plain one)."""

    def make(rng: random.Random) -> str:
        entropy = bytes(rng.randrange(256) for _ in range(16))
        phrase = str(Mnemonic(language).to_mnemonic(entropy)).replace("\u3000", " ")
        return unicodedata.normalize("NFC", phrase)

    return make


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{pw}": _pw,
    "{hy}": _hyphened,
    "{w}": _word,
    "{ru}": _seed("russian"),
    "{tr}": _seed("turkish"),
    "{ja}": _seed("japanese"),
    "{zh}": _seed("chinese_simplified"),
    "{ko}": _seed("korean"),
    "{pin4}": lambda rng: v.r(rng, "3456789", 1) + v.r(rng, v.DIGITS, 3),  # (no year)
    "{cvc}": lambda rng: v.r(rng, "123456789", 1) + v.r(rng, v.DIGITS, 2),
}

TEMPLATES: dict[str, list[str]] = {
    # "Word of entry / of access / of passage" in Romance varieties, with their own "is".
    "labelled_password": [
        "paraula de pas del correu: {pw}",
        "la palabra de acceso del portal es {pw}",
        "cuvânt de acces pentru router: {pw}",
        "parola d'accesso del NAS: {pw}",
        "paraulo de pas de la bòstia es {pw}",
        "la parola de intrada xe {pw}",
        "palavra de acesso | {pw}",
        "parole d'entrée du serveur : {pw}",
        "a palavra-passe do e-Conta é {pw}",
        "la parola d'ingresso del modem l'è {hy}",
        "palabra de paso: {hy}",
    ],
    # A password spelled out with no label: "the word" of many languages, a connective, a number.
    "spelled_password": [
        "riječ {w} pa onda 4417",
        "žodis {w} ir tada 8802",
        "sõna {w} ja siis 6120",
        "il vocabolo {w} e poi 3391",
        "fjala {w} dhe pastaj 5524",
        "la vorto {w} kaj poste 7083",
        "hitza {w} eta gero 2269",
        "het woord {w} en daarna 4410",
        "vārds {w} un tad 9033",
    ],
    # Seed phrases of the lists beyond the Latin six (CJK one character a word, spaced).
    "seed_phrase": [
        "мнемоническая фраза кошелька: {ru}",
        "cüzdan kurtarma kelimeleri: {tr}",
        "ウォレットの復元フレーズ: {ja}",
        "钱包助记词：{zh}",
        "지갑 시드 문구: {ko}",
    ],
    # A door's, a gate's, a card's code by the Romance stems of "code".
    "pin_code": [
        "còdighe de su portone: {pin4}",
        "codi de la porta: {pin4}",
        "còdice di u cancellu {pin4}",
        "codiç dal portonut: {pin4}",
        "codul de la poartă: {pin4}",
        "ukse kood {pin4}",
        "vārtu kods: {pin4}",
        "còdigu de sa janna: {pin4}",
    ],
    "card_code": [
        "còdighe de seguresa de sa carta: {cvc}",
        "codiç di sigurece de cjarte: {cvc}",
        "codul de securitate al cardului: {cvc}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same words with no secret after them.
CLEAN = [
    "la palabra de acceso se cambia cada mes",
    "paraula de pas: demana-la a l'administrador",
    "the word count is 1200",
    "the word limit of 500",
    "het woord fiets en dan 3 anderen",
    "il vocabolo latino e poi il greco",
    "codi de la porta: pregunta a la recepció",
    "còdice postale 20121",
    "a palavra-passe do e-Conta é pedida no login",
    "el código de error de la puerta es E42",
    "virhe koodi 5120",
    "钱包 的 余额 是 多少",
]
