# ruff: noqa: RUF001  (words of other scripts are what these samples say)
"""Tuning samples of round 22b (issue 46), in shapes of their own: a personal, citizen or national
number after a word that says whose it is, in any language (`personal_numbers`); a passport's
number after a language's own word for a passport (`passport_words`); a password fed on its
input to a command that logs in (`stdin_passwords`); a key read out three, five or six hex
characters at a time (`spaced`); a wifi key after a network's name and a separator of another
script, or after "and its key is" (`wifi_keys`). Part of the families tuning corpus
(`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
import re
import string
from collections.abc import Callable

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

_LOWER = string.ascii_lowercase + v.DIGITS


def _mixed(value: str) -> bool:
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _personal(rng: random.Random) -> str:
    return str(rng.randint(1, 9)) + v.r(rng, v.DIGITS, rng.choice([8, 9, 10, 11, 12]))


def _born(rng: random.Random) -> str:
    day, month, year = rng.randint(1, 28), rng.randint(1, 12), rng.randint(0, 99)
    date = rng.choice([f"{year:02d}{month:02d}{day:02d}", f"{day:02d}{month:02d}{year:02d}"])
    return date + rng.choice(["-", " ", "/"]) + v.r(rng, v.DIGITS, rng.choice([4, 5, 7]))


def _passport(rng: random.Random) -> str:
    letters = v.r(rng, string.ascii_uppercase, rng.choice([1, 2]))
    return letters + v.r(rng, v.DIGITS, rng.choice([7, 8]))


def _password(rng: random.Random) -> str:
    word = rng.choice(["baobab", "fjord", "kumquat", "saguaro", "tundra"])
    return (
        word
        + rng.choice(["_", ".", "-"])
        + v.r(rng, string.ascii_lowercase, 4)
        + str(rng.randint(100, 999))
    )


def _hex_groups(rng: random.Random) -> str:
    size = rng.choice([3, 5, 6])
    count = {3: 12, 5: 8, 6: 6}[size]
    while True:
        groups = [v.r(rng, v.HEX, size) for _ in range(count)]
        lettered = sum(any(c in "abcdef" for c in g) for g in groups)
        digits = sum(any(c.isdigit() for c in g) for g in groups)
        if lettered >= 3 and digits >= 3:
            return rng.choice([" ", "-"]).join(groups)


def _wifi(rng: random.Random) -> str:
    # (a router's random key: digits among the letters, not a word and its number)
    def ok(value: str) -> bool:
        return _mixed(value) and re.fullmatch(r"[a-z]+[0-9]+", value) is None

    return v.until(rng, lambda r: v.r(r, _LOWER, rng.choice([10, 12, 14])), ok)


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{pn}": _personal,
    "{born}": _born,
    "{pp}": _passport,
    "{pw}": _password,
    "{hex}": _hex_groups,
    "{wifi}": _wifi,
}

TEMPLATES: dict[str, list[str]] = {
    "national_id": [
        # A word that says whose the number is, in languages no id list has.
        "numru tal-identità tiegħi {pn}",
        "lambar shaida ta: {pn}",
        "регистрийн дугаар {pn}",
        "kennitala hans er {pn}",
        "mi número de ciudadano — {pn}",
        "Ο αριθμός ταυτότητας: {pn}",
        "անձնական համար՝ {pn}",
        # A birth date and a serial after a word for a birth or personal number.
        "födelsenummer: {born}",
        "születési szám {born}",
        "her birth number is {born}",
        # A language's own word for a passport.
        "broj putovnice: {pp}",
        "potni list št. {pp}",
        "pasoš broj {pp}",
        "мой төлқұжат нөмірі {pp}",
    ],
    "cli_password": [
        "nmcli-like login: anyconnect --username=mwangi gw.corp.example <<< '{pw}'",
        'echo "{pw}" | ssh-copy-id -i key.pub ops@bastion.example',
        "printf '%s\\n' {pw} | ftp-upload --user deploy files.example",
        "git-credential-ish auth <<< {pw}",
        "vpn-connect -u ops office.example <<EOF\n{pw}\nEOF",
    ],
    "spaced_token": [
        "imesomwa kwa sauti (vipande vitano): {hex}",
        "nandika mu bitundu: {hex}",
        "token dictated to me over the phone — {hex}",
    ],
    "wifi_key": [
        "Wi-Fi-ի բանալին (Beeline_7F3)՝ {wifi}",
        "WiFi ይለፍ ቃል (Ethio-4G-22)፦ {wifi}",
        "WLAN Schlüssel [FritzBox-7590]：{wifi}",
        "the upstairs network is Vodafone-A2C9 and the passcode is {wifi}",
        "gästnätverket är Telia-7C2 och nyckeln är {wifi}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same words and shapes with no secret in them.
CLEAN: list[str] = [
    "personal phone number 0770090012 (call after six)",
    "national population 127000000, census of 2020",
    "personal best 10 km in 41:07, national rank 120374",
    "citizen services hotline +995322000000",
    "numru tal-identità: ara l-kard",
    "customer identification number 1234567890 for the order",
    "ciudadano número de cuenta 4455667788",
    "putovnica je istekla, nova stiže za tjedan",
    "pasoš i vozačka su u ladici",
    "grep needle <<< 'some plain text'",
    'read -r line <<< "$PASSWORD"',
    "echo yes | apt-get install curl",
    "echo 'hello_world_test' | wc -c",
    "fingerprint d875a 1554a b7fce 1eef1 04dc7 7b80b 17765 b1642",
    "zip codes 10115 10117 10119 10178 10179 10243 10245",
    "the office network is Telekom-5G and its speed is excellent",
    "Wi-Fi-ի անունը (Beeline_7F3)՝ հյուրերի համար",
]
