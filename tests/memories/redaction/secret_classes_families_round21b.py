# ruff: noqa: RUF001  (words of other scripts are what these samples say)
"""Tuning samples of round 21b (issue 46), in shapes of their own: a passport's number after the
word for a passport in any spelling (`passport_words`); a national or tax number written in its
country's own grouping after a word of any language (`id_formats`); a list of digit codes of one
shape under any heading (`code_lists`); a key read out four hex characters at a time
(`spaced`); an app's id and secret joined by `|` (`vendors`); a UUID or hex run right after the
word for a key, and a key whose prefix says secret (`api_keys`); a login pair after "is"
(`logins`); a password flag with a letter before `-p` after one before `-u` (`credentials`); a
wifi key after a network's name in brackets (`wifi_keys`). Part of the families tuning corpus
(`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from stdnum.be import nn
from stdnum.br import cpf
from stdnum.cl import rut
from stdnum.th import pin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

_LOWER = string.ascii_lowercase + v.DIGITS


def _mixed(value: str) -> bool:
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _passport(rng: random.Random) -> str:
    letters = v.r(rng, string.ascii_uppercase, rng.choice([1, 1, 2]))
    return letters + v.r(rng, v.DIGITS, rng.choice([7, 8]))


def _checked(rng: random.Random, n: int, valid: Callable[[str], bool]) -> str:
    def ok(value: str) -> bool:
        changed = value[:-1] + str((int(value[-1]) + 1) % 10)
        return valid(value) and not valid(changed)

    return v.until(rng, lambda r: v.r(r, v.DIGITS, n), ok)


def _thai(rng: random.Random) -> str:
    return str(pin.format(_checked(rng, 13, pin.is_valid)))


def _belgian(rng: random.Random) -> str:
    def make(r: random.Random) -> str:
        return f"{r.randint(50, 99)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}" + v.r(
            r, v.DIGITS, 5
        )

    return str(nn.format(v.until(rng, make, lambda x: nn.is_valid(x) and _fails_changed(x))))


def _fails_changed(value: str) -> bool:
    return not nn.is_valid(value[:-1] + str((int(value[-1]) + 1) % 10))


def _cpf(rng: random.Random) -> str:
    return str(cpf.format(_checked(rng, 11, cpf.is_valid)))


def _rut(rng: random.Random) -> str:
    return str(rut.format(v.until(rng, lambda r: v.r(r, v.DIGITS, 9), rut.is_valid)))


def _digit_codes(rng: random.Random) -> str:
    joint = rng.choice(["-", "", " "])  # (`3407-1654`, `72160402`, `3407 1654` one a line)
    codes: list[str] = []
    while len(codes) < rng.randint(5, 8):
        code = v.r(rng, v.DIGITS, 8)
        if code[:2] not in {c[:2] for c in codes} and not code.startswith(("19", "20")):
            codes.append(f"{code[:4]}{joint}{code[4:]}")
    return ("\n" if joint == " " else rng.choice(["\n", ", ", "; "])).join(codes)


def _read_out(rng: random.Random) -> str:
    token = v.until(rng, lambda r: v.r(r, v.HEX, 40), _groups_mixed)
    return " ".join(token[i : i + 4] for i in range(0, 40, 4))


def _groups_mixed(token: str) -> bool:
    groups = [token[i : i + 4] for i in range(0, len(token), 4)]
    return sum(any(c in "abcdef" for c in g) for g in groups) >= 3


def _app_token(rng: random.Random) -> str:
    secret = v.until(rng, lambda r: v.r(r, v.HEX, 32), _mixed)
    return (
        rng.choice(["", "FBA|", "IGX|"]) + v.r(rng, v.DIGITS, rng.choice([15, 16])) + "|" + secret
    )


def _uuid(rng: random.Random) -> str:
    return v.uuid4(rng, rng.choice("89ab"))


def _secret_prefixed(rng: random.Random) -> str:
    prefix = rng.choice(["test_secret_key_", "prod_secret_", "sandbox_private_key_"])
    return prefix + v.until(rng, lambda r: v.r(r, _LOWER, rng.randint(24, 32)), _mixed)


def _password(rng: random.Random) -> str:
    word = rng.choice(["tamarind", "kowhai", "sirocco", "pomelo", "ukulele"])
    return (
        word
        + rng.choice(["_", ".", "-"])
        + v.r(rng, string.ascii_lowercase, 5)
        + str(rng.randint(10, 99))
    )


def _wifi(rng: random.Random) -> str:
    return v.until(rng, lambda r: v.r(r, _LOWER, rng.choice([10, 12])), _mixed)


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{pp}": _passport,
    "{th}": _thai,
    "{be}": _belgian,
    "{cpf}": _cpf,
    "{rut}": _rut,
    "{codes}": _digit_codes,
    "{hex4}": _read_out,
    "{app}": _app_token,
    "{uuid}": _uuid,
    "{sk}": _secret_prefixed,
    "{pw}": _password,
    "{wifi}": _wifi,
}

TEMPLATES: dict[str, list[str]] = {
    "national_id": [
        # The word for a passport, in spellings no list has.
        "Paspor saya nomornya {pp}, berlaku sampai 2031",
        "ɔ paspɔɔt nɔma yɛ {pp}",
        "pasaporti yangu ni {pp}",
        "Pašport broj {pp} (novi)",
        "мой загранпаспорт серии {pp}",
        "passaport numru: {pp}",
        # A number in its country's grouping after a word of any language.
        "Nambari ya kodi ya Thailand {th}",
        "rijksregister van mijn vader: {be}",
        "nimero fiskal li: {cpf}",
        "RUT-ta: {rut} (Txile)",
    ],
    "backup_codes": [
        "kode cadangan akun:\n{codes}",
        "Google hesabı yedek kodlar — {codes}",
        "ukaguzi wa hatua mbili, misimbo ya akiba: {codes}",
    ],
    "spaced_token": [
        "ninasoma kwa sauti: {hex4}",
        "he token, ka pānui: whk_ {hex4}",
    ],
    "vendor_token": [
        "access_token={app}",
        "tokeni ya programu {app} (usiishiriki)",
        # A key whose shape says it, right after the word for a key.
        "Sarvam token {uuid} for the pilot",
        "nouvelle clé {uuid} pour Replicate",
        "cheie Groq {uuid}",
        "chave do gateway {sk}",
        "export BILLING={sk}",
    ],
    "login_pair": [
        "the Nextcloud login is ops-admin / {pw}",
        "le login est compta / {pw}",
    ],
    "cli_password": [
        "blat -to a@b -server smtp.local -xu mailer -xp {pw}",
        "rclone-ish sync -ru backup -rp {pw} remote:",
    ],
    "wifi_key": [
        "WiFi kolo (MikroTik-5G-22): {wifi}",
        "wifi nywila [Zuku-Fibre-7A]: {wifi}",
        "Wi-Fi lozinka «Telemach_4F2» → {wifi}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same words and shapes with no secret in them.
CLEAN: list[str] = [
    "paspor saya hilang di bandara, tolong bantu",
    "passport photo 35x45 mm, two copies",
    "paspot bilong mi i stap long haus",
    "passport and flight LH4021234 tomorrow",
    "passeport expire le 20310415",
    "build 1.2.3-45 released, ticket 2024-05-17",
    "call me at 943 476 5870 tonight",
    "seasons 2019-2020, 2020-2021, 2021-2022, 2022-2023",
    "order numbers: 10234567, 10234568, 10234569, 10234570",
    "CEP dos clientes: 01310930, 20040002, 30130010, 40020000",
    "GPG fingerprint: 3ece 9963 512d 0bdf 9cf1 b875 4aa0 83b1 8487 50fe",
    "00000010: 4865 6c6c 6f20 576f 726c 640a 0000 0000",
    "columns | 12345678 | abcdef",
    "idempotency key 081483db-cd06-43df-a3c3-c0a8e5f4d4fd",
    "public_key_3cf71dc07933d89af22525476851a71c",
    "login is required / recommended",
    "docker run -u 1000 -p 8080:80 nginx",
    "Wi-Fi (Casa Rossi): ask the host",
]
