"""Tuning samples of round 22 (issue 46), in shapes of their own: a secret after "is" and a word
for "still" or "now" (`assign_words`); a password-shaped value someone is told to type, a clause
after it (`typed_values`); a password asked for in a chat log and given on the next line after
its time stamp (`chat_answers`); a word, "followed by" and a number (`said_numbers`); seed words
numbered in any style (`seed_phrases`); a card's code described by "three", a word for digits
and the card or its back before or after them (`numbers`); a keypad code ended by `#` or `*`
(`code_stems`); a passphrase label by its stems (`labels`). Part of the families tuning corpus
(`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

_SIGNS = "#?!*%&@+"


def _password(rng: random.Random) -> str:
    word = rng.choice(["Quokka", "Tamarin", "Heron", "Mistral", "Juniper", "Cobalt"])
    return word + rng.choice(_SIGNS) + v.r(rng, string.digits, rng.choice([3, 4]))


def _random_password(rng: random.Random) -> str:
    def make(r: random.Random) -> str:
        return v.r(r, string.ascii_letters, 4) + r.choice(_SIGNS) + v.r(r, v.DIGITS, 4)

    return v.until(rng, make, lambda x: any(c.isupper() for c in x) and any(c.islower() for c in x))


_WORDS = [
    "otter", "lagoon", "saffron", "quiver", "tundra", "walnut", "beacon", "marble", "kestrel",
    "nutmeg", "harbor", "cobalt", "meadow", "pepper", "violin", "gravel",
]  # fmt: skip


def _phrase(rng: random.Random) -> str:
    words = rng.sample(_WORDS, rng.randint(4, 6))
    return rng.choice([" ", ".", "-"]).join(words)


def _joined(rng: random.Random) -> str:
    words = rng.sample(_WORDS, 3)
    return "-".join(words) + str(rng.randint(10, 99))


def _numbered_seed(rng: random.Random) -> str:
    words = v.seed_phrase(rng, 12, rng.choice(["english", "spanish", "french"])).split()
    style = rng.choice(["{:02d} ", "{}) ", "#{} ", "{}: ", "{}- ", "({}) "])
    joint = rng.choice(["\n", "\n", "  "])
    return joint.join(style.format(i) + w for i, w in enumerate(words, 1))


def _three(rng: random.Random) -> str:
    return str(rng.randint(100, 999))


def _keypad(rng: random.Random) -> str:
    return v.r(rng, v.DIGITS, rng.choice([4, 5, 6]))


def _number(rng: random.Random) -> str:
    return str(rng.randint(1000, 9999))


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{pw}": _password,
    "{rpw}": _random_password,
    "{phrase}": _phrase,
    "{joined}": _joined,
    "{seed}": _numbered_seed,
    "{cvv}": _three,
    "{keypad}": _keypad,
    "{n}": _number,
}

TEMPLATES: dict[str, list[str]] = {
    "labelled_password": [
        # A secret after "is" and a word for "still" or "now".
        "the webhook signing secret is still {rpw} from staging",
        "the OIDC client secret is currently {pw} for both apps",
        "le secret partagé est toujours {rpw} sur le vieux serveur",
        "das Kennwort vom NAS ist immer noch {pw}, bitte ändern",
        "a senha do cofre é ainda {rpw} até sexta",
        "hasło do routera jest wciąż {pw}",
    ],
    "chat_password": [
        # A password-shaped value someone is told to type, a clause after it.
        "just enter {rpw}, it's the guest one",
        "tippe {pw} ein und drück OK",
        "masukkan {rpw} lalu tekan OK",
        "escribe {pw}; es la del router",
        "kirjoita {rpw}, se on vieraskäyttäjän",
        # Asked for in a chat log, given on the next line after its time stamp.
        "(14:02) li: what's the NAS password?\n(14:03) omar: {joined}",
        "2024-03-02 21:14 <kofi> wifi pw?\n2024-03-02 21:15 <ama> {rpw}",
        "[7:41 PM] Sade: mot de passe du serveur ?\n[7:42 PM] Tunde: {joined}",
    ],
    "pin_code": [
        # A word, "followed by" and a number.
        "for the gate app: mango followed by the digits {n}",
        "para la alarma: guayaba seguida del número {n}",
        "Alarm-App: Kiwi gefolgt von der Zahl {n}",
        # A keypad code that `#` or `*` ends.
        "Tor-Öffner Code {keypad}#",
        "kodi ya geti {keypad}*",
    ],
    "seed_phrase": [
        "wallet backup, keep offline:\n{seed}",
        "mots de récupération {seed}",
    ],
    "card_code": [
        "tiga angka di belakang kartu: {cvv}",
        "þrír tölustafir aftan á kortinu: {cvv}",
        "it-tliet numri fuq wara tal-karta: {cvv}",
        "kartu bagian belakang tiga digit: {cvv}",
        "die kaart se drie syfers: {cvv}",
    ],
    "passphrase": [
        "Passwortsatz für das Backup: {phrase}",
        "paroļu frāze: {phrase}",
        "parola cümlesi: {phrase}",
        "pasifrasi ya diski: {phrase}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same words and shapes with no secret in them.
CLEAN: list[str] = [
    "the secret is still out there, they say",
    "the password is still required for every login",
    "type in your email, then press Next",
    "enter Python3 mode, then restart the kernel",
    "use Windows11, it's faster",
    "[09:02] ana: password?\n[09:03] ben: no idea, ask Robert",
    "[10:01] ana: wifi?\n[10:02] ben: version 2.4.1-beta3",
    "take the tram and then bus 12 followed by the number 7",
    "the three digits of the year: 199",
    "error code 5709# in the log",
    "passfoto 35x45 mm",
    "shopping list: 01 tortilla\n02 yogurt\n03 hummus\n04 oregano\n05 paprika\n06 quinoa",
    "kartu bagian belakang rusak, tolong ganti",
    "type in the search box, then press enter",
]
