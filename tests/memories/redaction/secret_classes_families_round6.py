# ruff: noqa: RUF001  (labels of other scripts are the subject)
"""Tuning samples of the classes held-out 5 found raw, in shapes of their own (issue 46, sixth
round): other languages, wordings and values than held-out 5's sentences. Part of the families
tuning corpus (`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`); the placeholders
are round 5's (`secret_classes_families_round5.sample`).
"""

from __future__ import annotations

import random

from tests.memories.redaction import secret_classes_families_round5 as round5
from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

TEMPLATES: dict[str, list[str]] = {
    # A password label with its definite or possessive ending (Bulgarian `-та`, Armenian `-ը`,
    # Icelandic `-ið`), labels of more languages, "is" as Tagalog `ay` or French `c'est`, and a
    # "now" between the "is" and the value.
    "labelled_password": [
        "паролите са: {x}", "паролата за рутера е {x}", "գաղտնաբառը՝ {x}", "lykilorðið: {x}",
        "құпия сөз {x}", "Құпия сөз = {x}", "contrasinal: {x}", "o meu contrasinal é {x}",
        "ang password ay {x}", "password ko ay {x}", "mot de passe : c'est {x}",
        "le mdp du wifi c'est {x}", "Passwort ist jetzt {x}", "la contraseña es ahora {x}",
        "a senha é agora {x}", "hasło to teraz {x}",
    ],
    # A PIN after a qualifier with no separator, ending the text; a word inside a code's label
    # (`alarm disarm code`, `door entry code`); the French `code d'accès`.
    "pin_code": [
        "pincode van de voordeur {p}", "PIN für die Karte {p}", "the pin of the old phone {p}",
        "pin for the door {p}.", "alarm arming code: {p}", "door entry code {p}",
        "code d'accès du portail : {p}", "gate access code => {p}",
    ],
    # Vendor tokens by their prefixes: SonarQube's `squ_`/`sqp_`, LangSmith's `lsv2_pt_`/`lsv2_sk_`.
    "vendor_token": [
        "SONAR_TOKEN={S}", "sonar.token: {S}", "export LANGSMITH_API_KEY={L}", "{L}",
    ],
    # A seed phrase joined by ` - `, ` | `, ` / ` or written as a JSON list ({s}: its words).
    "seed_phrase": [
        "{s}", "wallet backup: {s}", '{{"words": [{s}]}}', "seed (Trezor) {s}",
    ],
}  # fmt: skip
_SEED_JOINS = [" - ", " | ", " / ", '", "', " – ", "-"]


def sample(cls: str, rng: random.Random) -> Sample:
    if cls == "vendor_token":
        hex_ = "0123456789abcdef"
        sonar = rng.choice(["squ_", "sqp_"]) + v.r(rng, hex_, 40)
        lang = rng.choice(["lsv2_pt_", "lsv2_sk_"]) + v.r(rng, hex_, 32) + "_" + v.r(rng, hex_, 10)
        template = rng.choice(TEMPLATES[cls])
        return Sample(cls, template.format(S=sonar, L=lang), sonar if "{S}" in template else lang)
    if cls != "seed_phrase":
        return round5.sample(cls, rng, TEMPLATES)
    words = v.seed_phrase(rng, rng.choice([12, 18, 24])).split()
    join = rng.choice(_SEED_JOINS)
    template = rng.choice(TEMPLATES[cls])
    joined = join.join(words)
    if "[" in template:  # a JSON list: each word quoted
        joined = ", ".join(f'"{w}"' for w in words)
    return Sample(cls, template.format(s=joined), joined)


# Lookalikes: a label followed by prose (a count and a unit in CJK, a sentence that goes on).
CLEAN = [
    "パスワードは12文字以上で設定してください。",
    "暗証番号は4桁の数字です。",
    "密码是6位数字。",
    "비밀번호는 8자 이상이어야 합니다.",
    "паролата е твърде кратка",
    "ang password ay dapat mahaba",
    "c'est la vie, le mot de passe est oublié",
    "das Passwort ist jetzt abgelaufen",
    "contrasinal: mínimo doce caracteres",
    "the PIN for room 4821 is on the card",
    "alarm code issues since 2024 in building 7",
    "PIN for 2024",
    "north - south - east - west - up - down - left - right - front - back - inside - outside",
    'tags: ["travel", "family", "summer", "beach", "food", "music", "friends", "city", "hiking"]',
]
