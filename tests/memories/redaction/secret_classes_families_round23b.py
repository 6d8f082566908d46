"""Tuning samples of round 23b (issue 46), in shapes of their own: a national, social-security or
business number known by its own name and printed shape (`id_shapes`: Russia's SNILS, the
Philippines' SSS and PhilHealth, Ghana's card, Indonesia's BPJS, Canada's business number); a
long key with symbols inside, and a capitals config name that says private, secret or a
server's key before a key-shaped value (`symbol_keys`). Part of the families tuning corpus
(`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from stdnum.ca import bn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample


def _snils(rng: random.Random) -> str:
    digits = v.r(rng, v.DIGITS, 9)
    total = sum(int(d) * (9 - i) for i, d in enumerate(digits))
    check = total % 101 % 100
    return f"{digits[:3]}-{digits[3:6]}-{digits[6:]} {check:02d}"


def _sss(rng: random.Random) -> str:
    return f"{v.r(rng, v.DIGITS, 2)}-{v.r(rng, v.DIGITS, 7)}-{rng.randint(0, 9)}"


def _philhealth(rng: random.Random) -> str:
    return f"{v.r(rng, v.DIGITS, 2)}-{v.r(rng, v.DIGITS, 9)}-{rng.randint(0, 9)}"


def _ghana(rng: random.Random) -> str:
    return f"GHA-{rng.randint(1, 9)}{v.r(rng, v.DIGITS, 8)}-{rng.randint(0, 9)}"


def _bpjs(rng: random.Random) -> str:
    return "000" + v.r(rng, v.DIGITS, 10)


def _bn(rng: random.Random) -> str:
    number = v.until(rng, lambda r: v.r(r, v.DIGITS, 9), bn.is_valid)
    program = rng.choice(["RT", "RP", "RC"]) + f"{rng.randint(1, 3):04d}"
    return number + rng.choice([" ", ""]) + program


def _symbol_key(rng: random.Random) -> str:
    alphabet = string.ascii_letters + v.DIGITS + "_-"

    def make(r: random.Random) -> str:
        parts = [v.r(r, alphabet, r.randint(8, 14)) for _ in range(4)]
        return "".join(p + r.choice("*@#~!%") for p in parts) + v.r(r, v.ALNUM, 10)

    return v.until(rng, make, lambda k: sum(c.isdigit() for c in k) >= 3)


def _dashed_caps(rng: random.Random) -> str:
    alphabet = string.ascii_uppercase + v.DIGITS

    def make(r: random.Random) -> str:
        return "-".join(v.r(r, alphabet, 10) for _ in range(3))

    return v.until(rng, make, lambda k: sum(c.isdigit() for c in k) >= 3)


def _hex(rng: random.Random) -> str:
    return v.until(rng, lambda r: v.r(r, v.HEX, 32), lambda k: not k.isdigit())


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{snils}": _snils,
    "{sss}": _sss,
    "{ph}": _philhealth,
    "{gha}": _ghana,
    "{bpjs}": _bpjs,
    "{bn}": _bn,
    "{sym}": _symbol_key,
    "{caps}": _dashed_caps,
    "{hex}": _hex,
}

TEMPLATES: dict[str, list[str]] = {
    "national_id": [
        "СНИЛС жены: {snils}",
        "numer SNILS (Rosja) — {snils}",
        "| СНИЛС | {snils} |",
        "snils={snils}",
        "ang aking SSS ay {sss}, pakisave",
        "SSS # {sss} (employer copy)",
        "PhilHealth no ko: {ph}",
        "PHIC member {ph}",
        "Ghana Card yɛ {gha} ma me",
        "katin shaida: {gha}",
        "kartu BPJS ibu saya {bpjs}",
        "BPJS Ketenagakerjaan — {bpjs}",
        "numéro d'entreprise ARC {bn}",
        "payroll account (BN) {bn} for remittances",
    ],
    "vendor_token": [
        "chave secreta da Kushki → {sym}",
        "ключ API: {sym}",
        "ufunguo mpya wa API ni {sym}",
        "webhook sekret: {sym} (don't share)",
    ],
    "password_assignment": [
        "docker-compose.yml:\n    environment:\n      - STRIPE_SECRET_KEY={caps}",
        "  literals:\n  - MERCHANT_SERVER_KEY={caps}",
        "export ACME_PRIVATE_TOKEN={hex}",
        "APP_PRIVATE_MERCHANT_KEY: {hex}",
        "set SIGNING_KEY={caps}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same names and shapes with no secret in them.
CLEAN: list[str] = [
    "SNILS is the Russian pension insurance number, 11 digits",
    "СНИЛС можно получить в МФЦ за 5 дней",
    "SSS contribution table 2024: 4.5% employee share",
    "PhilHealth premium rate went up to 5% in 2024",
    "Ghana Card registration centre opens at 8:00, queue 120 people",
    "BPJS Kesehatan kelas 1 iurannya Rp 150000 per bulan",
    "CRA says the GST rate is 5%, HST 13% in Ontario",
    "order 12-3456789-0 shipped, tracking 000123456789",
    "phone 875-060-849 or 875-060-850",
    "invoice 544340029 RT dated 2024-03-01",
    "PUBLIC_KEY=PKLIVE-ABCD-EFGH-IJKL",
    "STRIPE_PUBLISHABLE_KEY=PKLIVE-ABCD-EFGH-IJKL",
    "BUILD_TAG=RELEASE-2024-Q3-FINAL",
    "SECRET_NAME=payments-prod",
    "the separator line is ******************************************** in the log",
    "mail Finance-Department_Shared-Inbox-2024-Q3@example-corp.com",
    "branch feature/ABC-1234_add-login-flow_and-tests-for-v2-api-2024",
]
