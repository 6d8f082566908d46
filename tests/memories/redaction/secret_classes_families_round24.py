# ruff: noqa: RUF001  (words of other scripts are what these samples say)
"""Tuning samples of round 24 (issue 46), in shapes of their own: a password generator's value
closing a line after a label of any language (`generated_values`, `shapes.generator_shaped`),
typed or changed to (`typed_values`, `labelled_closing`); small Latin words after a label of
another script, a passphrase (`generated_values`) or a word and a number said (`mixed_script`);
a word and a number dictated for a machine or spelled out (`spoken`); a card's code by its
count and where it is printed (`numbers`); a code by the loanword for "code", a lock's code
after "is", a "secret number" in any language (`code_stems`, `pins`). Part of the families
tuning corpus (`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

_WORDS = [
    "tamarind", "quokka", "basalt", "okapi", "saffron", "juniper", "lagoon", "tundra", "meerkat",
    "sorrel", "pampas", "galangal", "kestrel", "yuzu", "marimba", "ocelot", "dulse", "lintel",
]  # fmt: skip


def _joined(rng: random.Random) -> str:
    words = rng.sample(_WORDS, rng.randint(2, 3))
    if rng.random() < 0.5:
        words[0] = words[0].capitalize()
    return rng.choice("_-.").join(words) + str(rng.randint(10, 999))


def _camel(rng: random.Random) -> str:
    words = [w.capitalize() for w in rng.sample(_WORDS, 2)]
    return "".join(words) + str(rng.randint(10, 99)) + rng.choice("!#$%&*?@")


def _random(rng: random.Random) -> str:
    def make(r: random.Random) -> str:
        core = v.r(r, string.ascii_letters + v.DIGITS, 10)
        return core[:4] + r.choice("*=&~^") + core[4:] + r.choice("!#$%")

    def mixed(k: str) -> bool:
        return sum(c.isupper() for c in k) >= 2 and sum(c.isdigit() for c in k) >= 2

    return v.until(rng, make, mixed)


def _generated(rng: random.Random) -> str:
    return rng.choice([_joined, _camel, _random])(rng)


def _phrase(rng: random.Random) -> str:
    words = rng.sample(_WORDS, rng.randint(4, 5))
    return rng.choice("-.").join(w.lower() for w in words)


def _spaced(rng: random.Random) -> str:
    return " ".join(rng.sample(_WORDS, 6))


def _said(rng: random.Random) -> str:
    return rng.choice(_WORDS)


def _cvv(rng: random.Random) -> str:
    return v.r(rng, v.DIGITS, 3)


def _code(rng: random.Random) -> str:
    return str(rng.randint(1000, 999_999))


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{gen}": _generated,
    "{phrase}": _phrase,
    "{spaced}": _spaced,
    "{w}": _said,
    "{cvv}": _cvv,
    "{code}": _code,
}

TEMPLATES: dict[str, list[str]] = {
    "password_assignment": [
        "Adéwálé: ọ̀rọ̀ aṣínà tuntun ti àpótí — {gen}",
        "kalmar sirri ta imel | {gen}",
        "pakasqa simi musuq: {gen}",
        "lykilorðið á þjóninum, {gen}",
        "нууц үг шинэ: {gen}",
        "ពាក្យសម្ងាត់ថ្មី — {gen}",
        "Dorjsuren: сүлжээний нууц үг: | {gen}",
        "3. then type {gen} and hit Enter",
        "Bolat: type {gen}, it's the backup admin",
        "we rotated the NAS password to {gen}",
        "Ilka set her Proton password to {gen} yesterday",
        "{gen} — ọ̀rọ̀ aṣínà tuntun",
        "nenosiri mpya ni {gen}",
        "գաղտնաբառ՝ {gen}",
    ],
    "passphrase": [
        "нууц хэллэг: {phrase}",
        "Κρυφή φράση — {phrase}",
        "دیسک عبارت عبور: {spaced}",
        "ключова фраза диска: {spaced}",
    ],
    "spelled_password": [
        "Нууц үг — {w} гэдэг үг, дараа нь 4471",
        "Құпия сөз — {w} деген сөз, содан кейін 208",
        "Ο κωδικός — {w}, μετά 5530",
        "كلمة السر: {w}، ثم 812",
        "spelled out it's {w}, then 6620",
        "for the scanner it's {w} then 3041",
        "password: {w}, all lower case, then 977 straight after",
    ],
    "card_code": [
        "las tres cifras de la firma: {cvv}",
        "die drei Ziffern am Unterschriftsfeld: {cvv}",
        "namba tatu nyuma ya kadi: {cvv}",
        "nomboro tše tharo ka morago: {cvv}",
    ],
    "pin_code": [
        "khodu ya heke: {code}",
        "qodu tal-bieb ta' barra: {code}",
        "the combination lock on the locker is {code}",
        "le cadenas du garage est {code}",
        "Das Zahlenschloss am Fahrrad ist {code}",
        "secret number for the gate: {code}",
        "nomer rahasia pintu belakang: {code}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same shapes with no secret in them.
CLEAN: list[str] = [
    "username: dark_knight99",
    "hostname — kube-proxy01",
    "branch: feature_login42",
    "file name: report_final23",
    "build: Ubuntu22.04",
    "Теги: python django redis celery flask docker",
    "Версия — ubuntu 2204",
    "ОС: debian 12",
    "error: NotFound404!",
    "see the docs: getting-started",
    "query: a=b&c=d",
    "the lock is 100 years old",
    "the safe is 3 feet wide",
    "the number of secret agents: 300",
    "Secret Number released 5 albums",
    "for the meeting it's tuesday then 1500",
    "the three digits of the year: 024",
    "khodorkovsky was born in 1963",
    "printer: the office printer is on floor 3",
    "feature_login42 — the branch for login",
    "the branch is feature_login42",
    "MAC 00:1A:2B:3C:4D:5E",
]
