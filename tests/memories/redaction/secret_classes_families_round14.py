"""Tuning samples of round 14 (issue 46), in shapes of their own: the word for password in more
languages and in the system's own catalogues (`label_words`), a passphrase after its word in
Frisian and Tatar.

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
}


def _password(rng: random.Random) -> str:
    word = rng.choice(["Kestrel", "Mangrove", "Pelican", "Obsidian"])
    return word + rng.choice("#%!*&") + v.r(rng, v.DIGITS, 3) + v.r(rng, "bcdfg", 2)


def _words(rng: random.Random, sep: str, n: int) -> str:
    return sep.join(rng.sample(["kestrel", "mangrove", "pelican", "obsidian", "tundra", "wren"], n))


def sample(cls: str, rng: random.Random) -> Sample:
    template = rng.choice(TEMPLATES[cls])
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
]
