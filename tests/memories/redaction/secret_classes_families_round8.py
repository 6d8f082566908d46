# ruff: noqa: RUF001  (labels in other scripts are what this file is about)
"""Tuning samples of the classes held-out 7 found raw, in shapes of their own (issue 46, eighth
round): other languages, tools, wordings and values than that corpus's sentences. Part of the
families tuning corpus (`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret; its class's maker (`_MAKERS`) draws the value.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, Sample

TEMPLATES: dict[str, list[str]] = {
    # Password labels typed in a hurry (a letter dropped), inflected or in more languages
    # (Indonesian `sandi`, Swahili `nywila`, `neno la siri`, Albanian `fjalëkalimi`, Hebrew
    # `סיסמא`, Dutch `ww`, Redis's `requirepass`); a qualifier in Belarusian or Swahili; a colon
    # then a table's bar; a run of dots; a question mark before the pointer; `got set to`,
    # Portuguese `ficou`; a long note in brackets.
    "labelled_password": [
        "pasword: {v}", "the passwrd is {v}", "psswd = {v}", "paswd {v}", "sandi wifi: {v}",
        "sandinya {v}", "password-ku {v}", "nywila: {v}", "neno la siri ni {v}",
        "fjalëkalimin tim: {v}", "סיסמא: {v}", "ww: {v}", "requirepass {v}",
        "пароль ад банка: {v}", "nenosiri la benki: {v}", "password: | {v} |",
        "Passwort...... {v}", "pw? => {v}", "the root password got changed to {v}",
        "a senha do roteador ficou {v}", "password (reset by IT yesterday, use it once): {v}",
    ],
    # Spelled out in more languages: "the word" (Indonesian `kata`, Hebrew `המילה`, Greek `λέξη`,
    # Ukrainian `це слово`, Hungarian `… szó`), then "after it" in the label's language.
    "spelled_password": [
        "kata sandi: kata {w} lalu angka {d}", "sandinya kata {w} kemudian {d}",
        "пароль: це слово {w}, потім {d}", "הסיסמא היא המילה {w} ואז {d}",
        "ο κωδικός: λέξη {w}, μετά {d}", "a jelszavam a {w} szó, aztán {d}",
        "hasło to wyraz {w} i na końcu {d}", "the password is the word {w}, then the digits {d}",
    ],
    # 2FA backup codes in Hebrew, Vietnamese, Ukrainian, Swahili; items numbered in brackets
    # (`[01]`, `(1)`), or between middle dots or bars.
    "backup_codes": [
        "קודי שחזור:\n{v}", "Mã khôi phục: {v}", "коди відновлення {v}",
        "misimbo ya akiba: {v}", "Backup codes\n{v}",
    ],
    # One-time codes in Ukrainian, Swahili, Hebrew (`קוד האימות שלך`).
    "otp_code": [
        "код перевірки: {v}", "namba ya kuthibitisha ni {v}", "קוד אימות שלך: {v}",
        "Ваш код підтвердження — {v}",
    ],
    # An authenticator's key typed by hand, on the line under its label.
    "otp_secret": ["Setup key for manual entry: {v}", "manual entry key\n{v}"],
    # A disk's recovery key: eight groups of six digits, with or without a label.
    "recovery_key": ["BitLocker: {v}", "the recovery key of the work laptop is\n{v}", "{v}"],
    # National ids by their own names: Thailand's, Malaysia's, Indonesia's, Latin America's
    # `cédula`, Czechia's `RČ`, Vietnam's `CCCD`; one in brackets after another label.
    "national_id": [
        "บัตรประชาชน: {v}", "MyKad no. {v}", "KTP {v}", "nomor induk kependudukan {v}",
        "cédula de identidad: {v}", "RČ {v}", "CCCD: {v}", "tax id (NIK): {v}",
    ],
    # India's PAN by its shape after its label.
    "pan": ["PAN card: {v}", "PAN no {v}", "my PAN is {v}"],
    # A seed phrase numbered `(1) word (2) word …`; a card read out with double spaces.
    "seed_phrase": ["recovery words: {v}", "wallet backup\n{v}"],
    "card_number": ["card no {v}, exp 09/29", "kartu: {v}"],
    # A door's, an alarm's or a key safe's code in German, Greek, Hebrew; a bike lock's combination.
    "pin_code": [
        "Schlüsselkasten: {v}", "κωδικός εισόδου {v}", "קוד הכניסה {v}",
        "the combination for my bike lock is {v}", "Schlüsselsafe (Tor) = {v}",
    ],
}  # fmt: skip

_WORDS = ["quokka", "saffron", "tundra", "mango", "heron", "cobalt", "fjord", "lychee"]


def _password(rng: random.Random) -> str:
    return (
        rng.choice(_WORDS).title()
        + rng.choice("!#$%&*~^+=")
        + v.r(rng, v.DIGITS, 2)
        + v.r(rng, string.ascii_lowercase, 3)
    )


def _codes(rng: random.Random) -> str:
    alphabet = string.ascii_uppercase + v.DIGITS
    codes = [v.r(rng, alphabet, 8) for _ in range(rng.choice([4, 6, 8]))]
    style = rng.randrange(3)
    if style == 0:
        return "\n".join(f"[{i + 1:02d}] {c}" for i, c in enumerate(codes))
    if style == 1:
        return " ".join(f"({i + 1}) {c}" for i, c in enumerate(codes))
    return rng.choice([" · ", " | "]).join(codes)


def _totp(rng: random.Random) -> str:
    seed = v.r(rng, string.ascii_uppercase + "234567", 16)
    return " ".join(seed[i : i + 4] for i in range(0, 16, 4))


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "labelled_password": _password,
    "backup_codes": _codes,
    "otp_code": lambda g: v.r(g, v.DIGITS, 6),
    "otp_secret": _totp,
    "national_id": lambda g: v.r(g, v.DIGITS, g.choice([10, 12, 16])),
    "pan": lambda g: v.r(g, string.ascii_uppercase, 5) + v.r(g, v.DIGITS, 4) + "K",
    "seed_phrase": lambda g: " ".join(
        f"({i + 1}) {w}" for i, w in enumerate(v.seed_phrase(g, 12).split())
    ),
    "card_number": lambda g: v.grouped(v.card(g, g.choice(["visa", "mastercard"])), "  ", g),
    "pin_code": lambda g: v.r(g, v.DIGITS, g.choice([4, 5, 6])),
    "recovery_key": lambda g: "-".join(v.r(g, v.DIGITS, 6) for _ in range(8)),
}  # fmt: skip


def sample(cls: str, rng: random.Random) -> Sample:
    if cls == "spelled_password":
        word, digits = rng.choice(_WORDS), v.r(rng, v.DIGITS, 3)
        return Sample(cls, rng.choice(TEMPLATES[cls]).format(w=word, d=digits), word)
    value = _MAKERS[cls](rng)
    return Sample(cls, rng.choice(TEMPLATES[cls]).format(v=value), value)


# A label and one word saying which (`mật khẩu wifi`, `sandi email`, `Passwort Büro:`) ending one
# field, the value (perhaps after a bar) starting the next.
_PAIR_FIRSTS = ["mật khẩu wifi", "sandi email", "Passwort Büro:", "סיסמה לשרת:", "nywila benki"]


def field_pairs(n: int, rng: random.Random) -> list[FieldPair]:
    out = []
    for i in range(n):
        secret = _password(rng)
        second = rng.choice(["", "| "]) + secret
        out.append(FieldPair("split_fields", _PAIR_FIRSTS[i % len(_PAIR_FIRSTS)], second, secret))
    return out


# Lookalikes of this round's classes: prose and data that hold no secret.
CLEAN = [
    "Sandi said hello to everyone at the party",
    "the password got set to expire in 90 days",
    "a senha ficou fraca demais",
    "ww: see you tomorrow at the station",
    "the passwd file is world readable",
    "the pasword reset page is down again",
    "Password..... see the wiki",
    "password: | see below |",
    "requirepass yes",
    "nenosiri la wifi ni refu sana",
    "kata sandi baru akan dikirim lalu 2 hari lagi",
    "the word cactus, then 3 more words",
    "Backup codes: see the wiki · ask Tom",
    "call 415-555-0132 or 020-7946-0958",
    "the manual entry key is printed on the setup sheet",
    "Mã dự phòng: xem trong két sắt",
    "the PAN is a great cooking tool, 28 cm",
    "PAN card: see the drawer",
    "my cédula expired in 2024",
    "Peter Pan 12345 tickets",
    "Order 4111  1111  1111  1112 failed the Luhn check",
    "steps: (1) open (2) close (3) save and exit",
    "the Schlüsselbox is in the hallway",
    "the combination to the bike lock is on the fridge",
]
