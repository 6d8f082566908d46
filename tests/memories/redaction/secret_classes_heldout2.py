"""Second held-out corpus of secret classes: written after the first held-out corpus was spent
(evaluated, its misses read) and before the rules were changed again; never tuned on.

Own seed, words, labels and templates; the same classes, with more of the forms the first
held-out corpus showed to be weak (a label set to a value, table cells, a clause between the
label and its "is", capitalised passphrases).
"""

from __future__ import annotations

import random
import string
from typing import Any

from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
SEED = 61_907


def _r(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


_WORDS = ["anchor", "biscuit", "cinder", "dahlia", "falcon", "gravel", "helium", "indigo",
          "jigsaw", "kernel", "locket", "magnet", "nimbus", "oyster", "pepper", "quarry",
          "rhubarb", "sequin", "trellis", "urchin", "vellum", "wicker", "yarrow", "zinnia"]  # fmt: skip


def _value(rng: random.Random) -> str:
    style = rng.randrange(5)
    if style == 0:
        return _r(rng, ALNUM, rng.randrange(9, 18)) + rng.choice("@+=!$")
    if style == 1:
        return rng.choice(["Gl4cier", "Pr1sm", "V4ult3d", "N0va"]) + _r(rng, ALNUM, 4)
    if style == 2:
        return rng.choice(["Lindenbaum", "Wolke", "Sonne"]) + str(rng.randrange(100, 99999))
    if style == 3:
        return _r(rng, HEX, rng.choice([18, 24, 36]))
    return _r(rng, string.ascii_lowercase + string.digits, rng.randrange(10, 16)) + "9"


def _phrase(rng: random.Random) -> str:
    words = rng.sample(_WORDS, rng.randrange(3, 6))
    case = rng.randrange(3)
    if case == 1:
        words = [w.upper() for w in words]
    elif case == 2:
        words = [w.capitalize() for w in words]
    return rng.choice([" ", " ", "-"]).join(words)


_LABELS = ["password", "Password", "PASSWORD", "passwd", "pwd", "Kennwort", "Passwort", "senha",
           "contraseña", "mot de passe", "wachtwoord", "пароль", "lösenord", "hasło", "parola",
           "api_key", "apiKey", "secret", "token", "access token", "API key"]  # fmt: skip


def _set_to(rng: random.Random) -> Sample:
    secret = _value(rng)
    label = rng.choice(_LABELS)
    text = rng.choice(
        [
            f"set {label} to {secret}",
            f"Please set the `{label}` to `{secret}` before the demo.",
            f"We changed the {label} to {secret} yesterday.",
            f"update {label} to '{secret}' and restart",
            f"Set `{label}` = `{secret}` in settings.",
        ]
    )
    return Sample("label_set_to", text, secret)


def _table(rng: random.Random) -> Sample:
    secret = _value(rng)
    label = rng.choice(_LABELS)
    text = rng.choice(
        [
            f"| {label} | {secret} |",
            f"| host | db-2 |\n| {label} | `{secret}` |",
            f"{label} | {secret}",
            f"<tr><td>{label}</td><td>{secret}</td></tr>",
            f"{label}\t{secret}",
        ]
    )
    return Sample("table_cell", text, secret)


def _clause(rng: random.Random) -> Sample:
    secret = rng.choice([_value(rng), _phrase(rng)])
    label = rng.choice(["password", "passphrase", "PIN", "api key", "Passwort", "door code"])
    if label in ("PIN", "door code"):
        secret = str(rng.randrange(1000, 999999))
    text = rng.choice(
        [
            f"The {label} you gave me last week is {secret}.",
            f"the {label} that works now is {secret}",
            f"My {label} for the staging box is {secret}",
            f"the new {label} Marta chose is {secret}, fyi",
        ]
    )
    return Sample("label_clause_is", text, secret)


def _capital_phrase(rng: random.Random) -> Sample:
    secret = _phrase(rng)
    label = rng.choice(["password", "passphrase", "recovery phrase", "Passwort", "seed words"])
    sep = rng.choice([": ", " = ", " is ", " -> ", " => ", " lautet "])
    return Sample("passphrase", f"{label}{sep}{secret}" + rng.choice(["", ".", "!", "\n"]), secret)


def _labelled(rng: random.Random) -> Sample:
    secret = _value(rng)
    label = rng.choice(_LABELS)
    sep = rng.choice([": ", "=", " is ", " => ", " -> ", " ist ", " est ", " es ", " lautet "])
    before, after = rng.choice(
        [("Memo: ", ""), ("(", ")"), ("Hi team, ", " - thanks"), ("", " // temp")]
    )
    return Sample("label_any_language", f"{before}{label}{sep}{secret}{after}", secret)


def _pin(rng: random.Random) -> Sample:
    secret = str(rng.randrange(1000, 99999999))
    text = rng.choice(
        [
            f"Card PIN: {secret}",
            f"the alarm code for the shop is {secret}",
            f"keypad code = {secret}",
            f"PIN code {secret}",
            f"Door code is {secret}#",
        ]
    )
    return Sample("pin_code", text, secret)


def _key_run(rng: random.Random) -> Sample:
    secret = rng.choice([_r(rng, HEX, 32), _r(rng, ALNUM, 28), _r(rng, ALNUM + "+/", 40) + "="])
    label = rng.choice(["api key", "API token", "access key", "secret key", "auth token", "token"])
    sep = rng.choice([" ", ": ", " is ", " -> ", " (", " = "])
    close = ")" if sep == " (" else ""
    return Sample("key_value", f"new {label}{sep}{secret}{close} for billing", secret)


GENERATORS = [_set_to, _table, _clause, _capital_phrase, _labelled, _pin, _key_run]


def secrets(per_class: int = 40) -> list[Sample]:
    rng = random.Random(SEED)
    return [gen(rng) for gen in GENERATORS for _ in range(per_class)]


def field_pairs(n: int = 40) -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for _ in range(n):
        secret = _value(rng)
        first = rng.choice(["Root password:", "the vpn passwd is", "API token", "Kennwort:"])
        out.append(FieldPair("split_fields", first, secret, secret))
    return out


def metadata_samples(n: int = 40) -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    keys = ["password", "Pass", "pwd", "apiToken", "secret_key", "alarmCode", "pin_code", "senha"]
    out = []
    for _ in range(n):
        secret = _value(rng)
        inner: Any = {rng.choice(keys): secret}
        for parent in ["site", "env", "account"][: rng.randrange(1, 4)]:
            inner = {parent: inner}
        out.append(MetadataSample("metadata_key", inner, secret))
    return out


CLEAN = [
    "Set the password length to 16 in the policy.",
    "We changed the password policy to require symbols.",
    "| password | required |",
    "| field | meaning |\n| token | the session token, see docs |",
    "The password you gave me last week is expired.",
    "the PIN that works now is on the card letter",
    "My password for the staging box is in the vault.",
    "set token to empty to disable auth",
    "The secret we agreed on is to launch early.",
    "Passwords | must be rotated | every 90 days",
    "Update the API key to the new one from the dashboard.",
    "the alarm code for the shop is written on the back of the panel",
    "PIN code entry is disabled on weekends.",
    "The token we issued is valid for one hour.",
    "password: the usual one",
]
CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_rotation_days": 90, "token_ttl": "1h"},
    {"alarm": {"zone": "north", "armed": False}},
]
