"""Tuning samples of round 14 (issue 46), in shapes of their own: the word for password in more
languages and in the system's own catalogues (`label_words`), a passphrase after its word in
Frisian and Tatar, a password spelled out in more languages (`spoken`), short codes in prose:
a card's code by where it is printed (`numbers`), what a keypad takes (`pins`), one-time codes
(`codes`) and a wifi key after the word for password of any language (`label_search`).

Part of the families tuning corpus (`secret_classes_families.py` draws from `TEMPLATES` and
`CLEAN`). Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

TEMPLATES: dict[str, list[str]] = {
    # The word for password in languages of Africa, the Pacific and the system's catalogues.
    "labelled_password": [
        "tenimiafinao Facebook dia {v}",
        "modpas wifi lakay la: {v}",
        "tembung sandhi akun bank: {v}",
        "phasewete ya imeile: {v}",
        "upu faalilo o le komepiuta: {v}",
        "igama eliyimfihlo le-akhawunti: {v}",
        "mawu obisika a foni: {v}",
        "kupu huna mō te īmēra: {v}",
        "Passwoord vun'n Router: {v}",
        "ססמה לשרת: {v}",
        "Šifra za ruter: {v}",
        "Κωδικός πρόσβασης email: {v}",
        "құпиясөз: {v}",
        "රහස්පදය: {v}",
    ],
    "passphrase": [
        "wachtwurdsin (reservekopy): {v}",
        "серсүз-җөмлә: {v}",
    ],
    # A password spelled out: a word, then what follows it, in more languages.
    "spelled_password": [
        "modpas imel la se mo {v} epi {n}",
        "kupuhipa o te pēke: ko te kupu {v}, ka whai ko {n}",
        "wachtwurd fan de laptop: it wurd {v} en dan {n}",
        "nywila ya benki ni neno {v} kisha {n}",
        "tenimiafina: ny teny {v} avy eo {n}",
        "{v} in lower case and {n} after it — that's the Disney+ login",
    ],
    # Short codes in prose: a card's code by where it is printed, a keypad's, a one-time code
    # and a wifi key after words of more languages.
    # A value shaped like a password at the end of a clause that names one.
    "labelled_password_clause": [
        "password for grandpa's Kindle: {g}",
        "the password we picked for the tax PDFs this year: {g}",
        "the IPMI password for shelf 3 is still the one from the box, {v}",
        "modpas kont Netflix la se {w}",
    ],
    "card_code": [
        "the 4 digits on the back of the Amex are {v}",
        "les trois chiffres au dos sont {v}",
        "kòd sekirite kat Visa a: {v}",
    ],
    "pin_code": [
        "the side-gate keypad takes {v}",
        "das Schloss am Fahrradkeller nimmt {v}",
        "kòd pòtay la se {v}",
    ],
    "otp_code": [
        "kaody fanamarinana Google: {v}",
        "kòd verifikasyon ou se {v}",
        "ikhodi yokuqinisekisa: {v}",
    ],
    "wifi_key": [
        "senha do wifi {v}",
        "modpas wifi lekòl la: {v}",
        "tenimiafina wifi {v}",
    ],
}


def _password(rng: random.Random) -> str:
    word = rng.choice(["Kestrel", "Mangrove", "Pelican", "Obsidian"])
    return word + rng.choice("#%!*&") + v.r(rng, v.DIGITS, 3) + v.r(rng, "bcdfg", 2)


def _words(rng: random.Random, sep: str, n: int) -> str:
    return sep.join(rng.sample(["kestrel", "mangrove", "pelican", "obsidian", "tundra", "wren"], n))


def sample(cls: str, rng: random.Random) -> Sample:
    template = rng.choice(TEMPLATES[cls])
    if cls == "spelled_password":
        word = rng.choice(["tamarillo", "kereru", "pohutukawa", "baobab", "mangrove"])
        text = template.replace("{v}", word).replace("{n}", v.r(rng, v.DIGITS, rng.choice([2, 4])))
        return Sample(cls, text, word)
    if cls in ("card_code", "pin_code", "otp_code"):
        value = v.r(rng, v.DIGITS, {"card_code": 3, "pin_code": 4, "otp_code": 6}[cls])
        if cls == "card_code" and "4 digits" in template:
            value = v.r(rng, v.DIGITS, 4)
        return Sample(cls, template.replace("{v}", value), value)
    if cls == "labelled_password_clause":
        groups = [v.r(rng, "bcdfghjkmnpqrstvwxz", 6) for _ in range(3)]
        i = rng.randrange(3)
        groups[i] = groups[i][:2] + rng.choice("23456789") + groups[i][3:].capitalize()
        value = "-".join(groups) if "{g}" in template else _password(rng)
        if "{w}" in template:
            value = _words(rng, rng.choice(".-"), 2) + str(rng.randrange(10, 99))
        return Sample(
            cls, template.replace("{g}", value).replace("{v}", value).replace("{w}", value), value
        )
    if cls == "wifi_key":
        value = rng.choice(["Kestrel", "Mangrove", "Tundra"]) + v.r(rng, v.DIGITS, 4)
        return Sample(cls, template.replace("{v}", value), value)
    if cls == "passphrase":
        value = _words(rng, rng.choice([" ", "-", "."]), rng.choice([4, 5]))
    else:
        value = _password(rng)
    return Sample(cls, template.replace("{v}", value), value)


# Lookalikes: the same words before prose.
CLEAN = [
    "modpas la twò kout",
    "tenimiafiko adinoko indray",
    "tembung sandhi kudu dawa",
    "phasewete e fetohile maobane",
    "wachtwurdsin moat lang wêze",
    "Šifra je promijenjena",
    "ססמה חדשה נשלחה במייל",
    "Κωδικός πρόσβασης: δείτε το email",
    "modpas la se mo ki pi bon",
    "kupuhipa ko te kupu roa rawa, ka whai ko te tohu",
    "la contraseña se cambió y 2024 fue un buen año",
    "the last four digits are 4242",
    "the bike lock takes 3 tries",
    "the bus takes 2500 passengers a day",
    "the safe takes 1500 ms to open",
    "password wifi router model AX3000",
    "el código se 1234",
    "kòd la se 2024",
]
