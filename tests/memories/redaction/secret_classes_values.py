"""Values for the secret-family corpora: checksum-valid card numbers, IBANs and national ids,
BIP-39 seed phrases, backup codes and vendor tokens, each drawn from a seeded `random.Random`.

The checksums come from `python-stdnum` and the word list from `mnemonic`, the same packages the
scrubber reads, so a value here is one a real bank, state or wallet would issue.
"""

from __future__ import annotations

import base64
import json
import random
import string
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from mnemonic import Mnemonic
from stdnum import iban, luhn
from stdnum.br import cpf
from stdnum.es import dni
from stdnum.us import ssn

from tests.memories.redaction.secret_classes_heldout import Sample

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
BASE32 = string.ascii_uppercase + "234567"
DIGITS = string.digits


def r(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


T = TypeVar("T")
Maker = Callable[[random.Random], str]


def cycle(rng: random.Random, items: list[T], n: int) -> Iterator[T]:
    """``n`` items, every item before any repeats (each pass shuffled)."""
    out: list[T] = []
    while len(out) < n:
        out += rng.sample(items, len(items))
    return iter(out[:n])


def token(*parts: tuple[str, int] | str) -> Maker:
    """A token maker from literal parts and (alphabet, length) parts."""

    def make(rng: random.Random) -> str:
        return "".join(p if isinstance(p, str) else r(rng, p[0], p[1]) for p in parts)

    return make


def until(rng: random.Random, make: Maker, valid: Callable[[str], bool]) -> str:
    """A value of ``make`` that passes ``valid`` (an id's checksum, a bank's rules)."""
    for _ in range(100_000):
        if valid(value := make(rng)):
            return value
    raise ValueError("no valid value drawn")


def fill(
    rng: random.Random, cls: str, templates: list[str], n: int, value: Maker, **fixed: list[str]
) -> list[Sample]:
    """``n`` samples of ``cls``: each template filled with a fresh ``{pw}`` (the secret) and a
    choice of each ``fixed`` field (a user name, a network)."""
    out = []
    for template in cycle(rng, templates, n):
        secret = value(rng)
        extra = {name: rng.choice(choices) for name, choices in fixed.items()}
        out.append(Sample(cls, template.format(pw=secret, **extra), secret))
    return out


def framed(rng: random.Random, samples: list[Sample], frames: list[str]) -> list[Sample]:
    """Each sample's text put in a frame (``{c}``: a shell prompt, a log line, a sentence)."""
    return [Sample(s.cls, rng.choice(frames).format(c=s.text), s.secret) for s in samples]


def slotted(cls: str, templates: list[str], makers: dict[str, Maker], rng: random.Random) -> Sample:
    """A sample of one of ``templates``: the first of ``makers``' slots (`{hex}`) it holds is
    filled with a drawn value, and its doubled braces are read as single ones."""
    template = rng.choice(templates)
    slot = next(slot for slot in makers if slot in template)
    value = makers[slot](rng)
    return Sample(cls, template.replace(slot, value).replace("{{", "{").replace("}}", "}"), value)


def uuid4(rng: random.Random, variant: str = "a") -> str:
    """A random (version 4) UUID whose variant nibble is ``variant``."""
    h = r(rng, HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{variant}{h[17:20]}-{h[20:]}"


def b64url(data: dict[str, Any]) -> str:
    raw = json.dumps(data, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


# (brand, prefixes, lengths, grouping)
CARD_BRANDS: dict[str, tuple[tuple[str, ...], tuple[int, ...]]] = {
    "visa": (("4",), (16, 13, 19)),
    "mastercard": (("51", "52", "53", "54", "55", "2221", "2500", "2720"), (16,)),
    "amex": (("34", "37"), (15,)),
    "discover": (("6011", "65", "644"), (16,)),
    "jcb": (("3528", "3566", "3589"), (16,)),
    "diners": (("36", "300", "305", "38"), (14,)),
    "unionpay": (("62",), (16, 19)),
    "maestro": (("6759", "5018", "6304"), (16, 18)),
}


def card(rng: random.Random, brand: str) -> str:
    """A Luhn-valid card number of ``brand``, ungrouped."""
    prefixes, lengths = CARD_BRANDS[brand]
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + r(rng, DIGITS, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def grouped(number: str, sep: str, rng: random.Random) -> str:
    if len(number) == 15 or len(number) == 14:  # Amex: 4-6-5
        parts = [number[:4], number[4:10], number[10:]]
    else:
        parts = [number[i : i + 4] for i in range(0, len(number), 4)]
    return sep.join(parts) if sep else number


def luhn_invalid(rng: random.Random) -> str:
    number = card(rng, "visa")
    return number[:-1] + str((int(number[-1]) + 1) % 10)


# country → BBAN shape: a = upper-case letter, n = digit, c = either
IBAN_SHAPES = {
    "DE": "n" * 18, "GB": "aaaa" + "n" * 14, "FR": "n" * 10 + "c" * 11 + "nn",
    "NL": "aaaa" + "n" * 10, "ES": "n" * 20, "IT": "a" + "n" * 10 + "c" * 12, "PL": "n" * 24,
    "CH": "n" * 5 + "c" * 12, "BE": "n" * 12, "AT": "n" * 16, "IE": "aaaa" + "n" * 14,
    "PT": "n" * 21, "SE": "n" * 20, "DK": "n" * 14, "NO": "n" * 11, "FI": "n" * 14,
    "CZ": "n" * 20, "LU": "nnn" + "c" * 13, "RO": "aaaa" + "c" * 16, "HU": "n" * 24,
}  # fmt: skip


def iban_number(rng: random.Random, country: str) -> str:
    """A mod-97-valid IBAN for ``country``, compact."""
    alphabet = {"a": string.ascii_uppercase, "n": DIGITS, "c": string.ascii_uppercase + DIGITS}
    bban = "".join(rng.choice(alphabet[c]) for c in IBAN_SHAPES[country])
    number = country + "00" + bban
    return country + iban.calc_check_digits(number) + bban


def iban_shaped(rng: random.Random, country: str, shapes: dict[str, str]) -> str:
    """A valid IBAN for ``country`` whose BBAN follows ``shapes`` (a, n, c as above; 0: a zero)."""
    upper_digits = string.ascii_uppercase + DIGITS
    alphabet = {"a": string.ascii_uppercase, "n": DIGITS, "c": upper_digits, "0": "0"}
    for _ in range(20_000):
        bban = "".join(rng.choice(alphabet[c]) for c in shapes[country])
        number = country + iban.calc_check_digits(country + "00" + bban) + bban
        if iban.is_valid(number):
            return number
    raise ValueError(country)


def iban_spaced(number: str) -> str:
    return " ".join(number[i : i + 4] for i in range(0, len(number), 4))


def ssn_number(rng: random.Random) -> str:
    while True:
        area = rng.choice([n for n in range(1, 900) if n != 666])
        value = f"{area:03d}-{rng.randrange(1, 100):02d}-{rng.randrange(1, 10000):04d}"
        if ssn.is_valid(value):
            return value


def sin_number(rng: random.Random) -> str:
    body = str(rng.randrange(1, 8)) + r(rng, DIGITS, 7)
    number = body + luhn.calc_check_digit(body)
    return f"{number[:3]} {number[3:6]} {number[6:]}"


def cpf_number(rng: random.Random) -> str:
    digits = [int(c) for c in r(rng, DIGITS, 9)]
    for _ in range(2):  # each check digit weighs the digits before it from len+1 down to 2
        total = sum(d * w for d, w in zip(digits, range(len(digits) + 1, 1, -1), strict=True))
        digits.append(total * 10 % 11 % 10)
    number = "".join(map(str, digits))
    assert cpf.is_valid(number)
    return str(cpf.format(number))


def dni_number(rng: random.Random) -> str:
    body = r(rng, DIGITS, 8)
    return body + dni.calc_check_digit(body)


def nino_number(rng: random.Random) -> str:
    first = rng.choice("ABCEGHJKLMNOPRSTWXYZ")
    second = rng.choice("ABCEGHJKLMNPRSTWXYZ")
    return f"{first}{second}{r(rng, DIGITS, 6)}{rng.choice('ABCD')}"


_MNEMONICS = {lang: Mnemonic(lang) for lang in ("english", "spanish", "french", "italian")}


def seed_phrase(rng: random.Random, words: int, language: str = "english") -> str:
    """A BIP-39 phrase: checksum-valid from random entropy, or (``valid`` aside) any words."""
    bits = {12: 16, 15: 20, 18: 24, 21: 28, 24: 32}[words]
    entropy = bytes(rng.randrange(256) for _ in range(bits))
    return str(_MNEMONICS[language].to_mnemonic(entropy))


def seed_words_unchecked(rng: random.Random, words: int) -> str:
    """Words from the list with no valid checksum (a phrase someone made up or mistyped)."""
    return " ".join(rng.choice(_MNEMONICS["english"].wordlist) for _ in range(words))


def backup_codes(rng: random.Random, n: int, style: int) -> list[str]:
    if style == 0:
        return [r(rng, DIGITS, 8) for _ in range(n)]
    if style == 1:
        return [f"{r(rng, DIGITS, 4)}-{r(rng, DIGITS, 4)}" for _ in range(n)]
    if style == 2:
        alphabet = string.ascii_lowercase + DIGITS
        return [f"{r(rng, alphabet, 5)}-{r(rng, alphabet, 5)}" for _ in range(n)]
    return [r(rng, string.ascii_uppercase + DIGITS, 10) for _ in range(n)]


def totp_secret(rng: random.Random, spaced: bool) -> str:
    value = r(rng, BASE32, rng.choice([16, 32]))
    return " ".join(value[i : i + 4] for i in range(0, len(value), 4)) if spaced else value


def hex_key(rng: random.Random, n: int = 64) -> str:
    return r(rng, HEX, n)
