# ruff: noqa: RUF001  (words of other scripts are what these samples say)
"""Tuning samples of round 23 (issue 46), in shapes of their own: a password named on its line
and closing it after a few words of any language, an aside or a runbook's step
(`labelled_closing`); a passphrase after a word for "secret"; a code after the word for "code" in
languages with no `kod` stem (`code_stems`); a lock's code after a verb of keying it in
(`keypad_entries`); a card's code said as the digits on its back or front, no count said
(`numbers`); a word then a number after "it's" for a machine (`spoken`). Part of the families
tuning corpus (`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

_NAMES = ["Tamale", "Orinoco", "Kasbah", "Yerevan", "Batumi", "Lagos", "Quito", "Tromso"]
_WORDS = ["pebble", "saffron", "glacier", "marble", "juniper", "otter", "canyon", "lagoon", "ember"]


def _password(rng: random.Random) -> str:
    name = rng.choice(_NAMES)
    shape = rng.randrange(4)
    if shape == 0:  # `Tamale-QORVEX42`
        return name + rng.choice("-.") + v.r(rng, string.ascii_uppercase, 6) + v.r(rng, v.DIGITS, 2)
    if shape == 1:  # `kasbah?2011`
        return name.lower() + rng.choice("?!#&") + str(rng.randint(1950, 2015))
    if shape == 2:  # `OrinocoBatumi1207`
        return name + rng.choice(_NAMES).capitalize() + v.r(rng, v.DIGITS, 4)
    return ".".join(rng.sample(_WORDS, 3)) + rng.choice("~!#")  # `otter.ember.canyon~`


def _phrase(rng: random.Random) -> str:
    return rng.choice([".", "-"]).join(rng.sample(_WORDS, rng.choice([4, 5])))


def _code(rng: random.Random) -> str:
    return str(rng.randint(1, 9)) + v.r(rng, v.DIGITS, rng.choice([3, 4, 5]))


def _lock(rng: random.Random) -> str:
    return v.until(rng, lambda r: v.r(r, v.DIGITS, rng.choice([4, 5, 6])), _no_year)


def _no_year(value: str) -> bool:
    return not value.startswith(("19", "20"))


def _cvc(rng: random.Random) -> str:
    return v.r(rng, v.DIGITS, rng.choice([3, 4]))


def _said(rng: random.Random) -> str:
    return (
        rng.choice(["fufu", "jollof", "mafe", "ugali", "injera"])
        + " followed by "
        + (str(rng.randint(100, 9999)))
    )


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{pw}": _password,
    "{phrase}": _phrase,
    "{code}": _code,
    "{lock}": _lock,
    "{cvc}": _cvc,
    "{said}": _said,
}

TEMPLATES: dict[str, list[str]] = {
    "labelled_password": [
        # A password label, a few words of any language, the value closing the line.
        "Nextcloud: contraseña nueva (portátil del taller) {pw}",
        "ny adgangskode til routeren bliver {pw}",
        "il-password tal-bank hija {pw}",
        "kalmar sirri ta imel yanzu {pw}",
        "lykilorðið að tölvupóstinum er {pw}",
        "Synology admin password [old NAS] {pw}",
        "Handover notes\n1. open the admin panel\n2. change the master password\n3. make it {pw}",
        "нууц үг минийх бол {pw}",
    ],
    "passphrase": [
        "secret phrase for the vault: {phrase}",
        "frasa rahasia dompet: {phrase}",
        "gizli cümle (yedek): {phrase}",
        "sirri kalmomi na faifai: {phrase}",
    ],
    "pin_code": [
        # The word for "code" with no `kod` stem, a word saying which, the digits.
        "tangalt n tnekra: {code}",
        "lambar sirrin kofa: {code}",
        "nambari ya mlango: {code}",
        "rhif y giât: {code}",
        "קוד הכניסה לבניין: {code}",
        "کد درب پارکینگ: {code}",
        "현관 코드: {code}",
        "รหัส ประตู: {code}",
        # A lock's code after a verb of keying it in.
        "for the storeroom padlock punch in {lock}",
        "key in {lock} on the keypad by the side door",
        "am Tor {lock} eintippen, dann Raute",
        "para abrir el candado marca {lock}",
    ],
    "card_code": [
        "Visa, the numbers on the back of the card: {cvc}",
        "Amex: the four digits above the long number: {cvc}",
        "os números atrás do cartão: {cvc}",
    ],
    "spelled_password": [
        "for the VPN it's {said}",
        "for my laptop it is {said}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same words and shapes with no secret in them.
CLEAN: list[str] = [
    "password reset link sent to the admin, release v2.3.1",
    "the password policy changed on 2024-05-01",
    "password manager: Bitwarden 2023.10",
    "forgot password\nsee ticket ABC-1234",
    "Reset your password\nthen log in as usual here",
    "secret santa list: anna, ben, chris, dana",
    "lambar waya: 4821",
    "rhif tŷ: 125",
    "tangalt n tnakult: uliza",
    "dial 0800 to open an account",
    "dial 5551234 for the front desk",
    "enter the year 2019 at the door",
    "card number on the front page: 2024",
    "for the server it's lunch followed by 200 emails",
    "the laptop is slow followed by 300",
]
