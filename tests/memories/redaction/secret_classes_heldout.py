"""Held-out secret classes: evaluated, never tuned on.

Written before the scrubber learned these classes and kept apart from the tuning corpus
(`secret_classes_tuning.py`): its own seed, templates, labels, words and values. The scrubber is
measured on it once a change is done; a failure here is reported, not fixed by looking at it.
"""

from __future__ import annotations

import random
import string
from dataclasses import dataclass
from typing import Any

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
SEED = 88_311


@dataclass(frozen=True)
class Sample:
    """A text with one planted secret (``secret`` must not survive scrubbing)."""

    cls: str
    text: str
    secret: str


@dataclass(frozen=True)
class FieldPair:
    """Two fields written together: the first ends in a label, the second starts with the secret."""

    cls: str
    first: str
    second: str
    secret: str


@dataclass(frozen=True)
class MetadataSample:
    cls: str
    metadata: dict[str, Any]
    secret: str


def _r(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


_WORDS = ["amber", "falcon", "ribbon", "cactus", "meadow", "violin", "tundra", "copper", "walnut",
          "glacier", "saffron", "pelican", "marble", "thistle", "compass", "lagoon", "harbor",
          "juniper", "orchid", "pebble", "quiver", "raven", "sprocket", "tulip", "umbra", "vortex",
          "willow", "zephyr", "basalt", "cobalt", "dune", "ember"]  # fmt: skip


def _value(rng: random.Random) -> str:
    style = rng.randrange(6)
    if style == 0:
        return _r(rng, ALNUM, rng.randrange(10, 20)) + rng.choice("!#%&*?") + str(rng.randrange(9))
    if style == 1:
        return rng.choice(["Qu4rtzF0x", "M@ngoTree", "Bl4ckB1rd", "Sn0wD4y", "R3dR0ver"]) + str(
            rng.randrange(100, 999)
        )
    if style == 2:
        return rng.choice(["Kirsche", "Orkan", "Brise", "Nebel"]) + str(rng.randrange(1000, 9999))
    if style == 3:
        return _r(rng, HEX, rng.choice([20, 32, 40]))
    if style == 4:
        return _r(rng, string.ascii_lowercase, 5) + _r(rng, string.digits, 4)
    return _r(rng, string.ascii_uppercase, 3) + _r(rng, string.ascii_lowercase, 6) + "zz"


def _phrase(rng: random.Random) -> str:
    words = rng.sample(_WORDS, rng.randrange(3, 7))
    joiner = rng.choice([" ", " ", " ", "-", "."])
    case = rng.randrange(3)
    if case == 1:
        words = [w.capitalize() for w in words]
    elif case == 2:
        words = [w.upper() for w in words]
    return joiner.join(words)


_LABELS = ["password", "Password", "PASSWORD", "passwd", "pwd", "passphrase", "Passwort",
           "Kennwort", "contraseña", "mot de passe", "senha", "parola", "wachtwoord", "пароль",
           "lösenord", "salasana", "hasło", "adgangskode", "passord", "heslo", "şifre",
           "パスワード", "密码", "비밀번호", "root password", "admin passwd", "wifi password",
           "Mail-Passwort"]  # fmt: skip
_SEPARATORS = [": ", "=", " = ", " => ", " -> ", " is ", " lautet ", " est ", " es ", " ist ",
               " := ", " : ", " is: ", " was ", " → ", " är ", " é ", " è "]  # fmt: skip
_SENTENCES = [
    ("Heads-up: {label}{sep}", " (rotate after the audit)"),
    ("{label}{sep}", ""),
    ("ssh into bastion-2, {label}{sep}", ", then sudo"),
    ("Reminder for Ines - {label}{sep}", "\nThanks!"),
    ("> {label}{sep}", "\n> sent from my phone"),
    ("Notiz: {label}{sep}", " - nicht weitergeben."),
    ("For the NAS the {label}{sep}", "; the user is admin."),
]


def _label_sentence(rng: random.Random, label: str, sep: str, secret: str) -> str:
    before, after = rng.choice(_SENTENCES)
    return before.format(label=label, sep=sep) + secret + after


def _labelled(rng: random.Random) -> Sample:
    secret = _value(rng)
    return Sample(
        "label_any_language",
        _label_sentence(rng, rng.choice(_LABELS), rng.choice(_SEPARATORS), secret),
        secret,
    )


def _quoted_label(rng: random.Random) -> Sample:
    secret = _value(rng)
    label = rng.choice(["password", "pwd", "api_key", "passwd", "Passwort", "token", "secret"])
    text = rng.choice(
        [
            f'"{label}": "{secret}"',
            f"'{label}' => '{secret}'",
            f"`{label}`: `{secret}`",
            f"**{label}:** {secret}",
            f"“{label}”: {secret}",
            f"`{label}` = {secret}",
            f"set `{label}` to `{secret}` in the form",
            f"| {label} | `{secret}` |",
        ]
    )
    return Sample("quoted_label", text, secret)


_LEET = ["p@ssw0rd", "pa$$word", "passw0rd", "P4SSW0RD", "p@$$phrase", "s3cret", "s3cr3t",
         "t0ken", "@pi key", "api k3y", "p4ss", "pa55word", "P@SSWD"]  # fmt: skip


def _leet_label(rng: random.Random) -> Sample:
    secret = _value(rng)
    sep = rng.choice([": ", "=", " is ", " => ", " - "])
    return Sample("leet_label", _label_sentence(rng, rng.choice(_LEET), sep, secret), secret)


_PHRASE_LABELS = ["password", "passphrase", "Passwort", "recovery phrase", "seed phrase",
                  "unlock phrase", "master passphrase", "wifi passphrase", "pass phrase",
                  "secret phrase", "mot de passe"]  # fmt: skip


def _passphrase(rng: random.Random) -> Sample:
    secret = _phrase(rng)
    label = rng.choice(_PHRASE_LABELS)
    text = rng.choice(
        [
            f"The {label} is {secret}.",
            f"{label}: {secret}",
            f"My {label} is: {secret}, don't share it.",
            f"Keep this safe - {label} = {secret}\n",
            f"{label.capitalize()} -> {secret}!",
            f"Ok so the {label} we agreed on is {secret}",
        ]
    )
    return Sample("passphrase", text, secret)


_KEY_LABELS = ["api key", "API key", "API-Key", "access key", "secret key", "auth token", "token",
               "secret", "signing key", "client secret", "webhook secret", "license key",
               "x api key", "bearer token", "Token"]  # fmt: skip


def _key_value(rng: random.Random) -> Sample:
    style = rng.randrange(3)
    if style == 0:
        secret = _r(rng, HEX, rng.choice([24, 32, 40, 64]))
    elif style == 1:
        secret = _r(rng, ALNUM + "+/", rng.randrange(28, 44)) + rng.choice(["", "=", "=="])
    else:
        secret = _r(rng, ALNUM + "_-", rng.randrange(24, 40))
    label = rng.choice(_KEY_LABELS)
    sep = rng.choice([": ", " ", " - ", " is ", " = ", " → ", " (", "\t", ": `", " was set to ",
                      " for prod: ", " is now ", ", value "])  # fmt: skip
    close = ")" if sep == " (" else "`" if sep.endswith("`") else ""
    text = rng.choice(
        [
            f"Use {label}{sep}{secret}{close} for the sandbox.",
            f"{label}{sep}{secret}{close}",
            f"the new {label}{sep}{secret}{close} replaces the old one",
        ]
    )
    return Sample("key_value", text, secret)


def _pin(rng: random.Random) -> Sample:
    digits = str(rng.randrange(10**3, 10**8)).zfill(rng.choice([4, 5, 6, 8]))
    secret = digits if rng.random() < 0.7 else rng.choice(["Gate", "Box", "Pin", "Door"]) + digits
    text = rng.choice(
        [
            f"The alarm code is {secret}.",
            f"Gate code: {secret}",
            f"the PIN to the safe is {secret}",
            f"PIN number: {secret}",
            f"bank card PIN = {secret}",
            f"door code for the office is {secret}#",
            f"Garage door code -> {secret}",
            f"My SIM pin is {secret}, in case.",
            f"keypad code: {secret}",
            f"PIN {secret}",
        ]
    )
    return Sample("pin_code", text, secret)


GENERATORS = [_labelled, _quoted_label, _leet_label, _passphrase, _key_value, _pin]


def secrets(per_class: int = 40) -> list[Sample]:
    rng = random.Random(SEED)
    return [gen(rng) for gen in GENERATORS for _ in range(per_class)]


def field_pairs(n: int = 60) -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for _ in range(n):
        secret = _value(rng)
        first = rng.choice(
            [
                "the staging database password is",
                "Login for the router. Password:",
                "Wifi passwd",
                "our api key is",
                "Kennwort lautet",
                "vault token =",
                "the PIN for the front door is",
                "Mot de passe :",
            ]
        )
        second = secret + rng.choice(["", " (do not share)", "\nrotated monthly", ". thanks"])
        out.append(FieldPair("split_fields", first, second, secret))
    return out


def metadata_samples(n: int = 60) -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    keys = ["pass", "passwd", "pwd", "Password", "db_pass", "apiKey", "api-key", "secretKey",
            "token", "accessToken", "pin", "doorCode", "passphrase", "Kennwort", "contraseña",
            "PASS", "clientSecret", "p@ssword"]  # fmt: skip
    out = []
    for _ in range(n):
        secret = _value(rng)
        inner: Any = {rng.choice(keys): secret, "host": "db-3.internal"}
        for parent in rng.sample(["creds", "prod", "settings", "items", "conn", "auth"], 3)[
            : rng.randrange(1, 4)
        ]:
            inner = {parent: [inner]} if rng.random() < 0.3 else {parent: inner}
        out.append(MetadataSample("metadata_key", inner, secret))
    return out


# Innocent text that talks about secrets: nothing in it may be scrubbed.
CLEAN = [
    "the password policy requires 12 characters",
    "the PIN pad is broken",
    "tokens are counted per request",
    "Password rotation is every 90 days.",
    "The API key rotation is scheduled for Friday.",
    "the token limit is 4096",
    "The secret is out: the launch moved to June.",
    "The PIN must be 4 digits.",
    "The door code changed last week.",
    "Where is the alarm code kept?",
    "The API key field is required.",
    "token: see the vault entry",
    "password: use the one from the team password manager",
    "Passwort vergessen? Hier klicken.",
    "Le mot de passe est obligatoire.",
    "La contraseña es incorrecta.",
    "Il mot de passe est trop court.",
    "Das Passwort lautet wie immer.",
    "The key is 42 characters long.",
    "The access key rotation happened in commit 9c1f0e2d7b3a4c5d6e7f8091a2b3c4d5e6f70819.",
    "Secret Santa is on December 20th.",
    "The pass rate is 93 percent.",
    "Please pass the salt.",
    "I pinned the dependency to 2.31.0 and bumped the lockfile.",
    "pin: numpy to 1.26 until the build is fixed",
    "The password is hashed with bcrypt before it is stored.",
    "Your password is too weak.",
    "the password was changed yesterday by the admin team",
    "The passphrase must contain at least four words.",
    "api keys are issued per project and expire after a year",
    "Token counts: prompt 512, completion 128.",
    "The recovery phrase is written on paper and stored in the safe.",
    "A PIN is required for every card payment.",
    "the PIN is wrong, try again",
    "alarm code rules: six digits, no repeats",
    "The signing key is stored in the HSM, never on disk.",
    "The secret key to happiness is patience.",
    "Each token is one word piece of the prompt.",
    "Password reset link expires in 30 minutes.",
    "The client secret must be rotated every quarter.",
    "contraseña: la de siempre",
    "The door code is on the sticky note in the drawer.",
    "The webhook secret is configured in the dashboard.",
    "api key: ask Marco for one",
    "The password manager is 1Password.",
    "secret_name: billing-creds",
    "Generate the token with the CLI, then paste it here.",
    "Password strength meter shows weak for Summer words.",
    "PIN codes are four to six digits long.",
    "the token budget is 8000 tokens per call",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"token_count": 5, "secret_name": "db-creds", "password_policy": "12 chars min"},
    {"pin_pad": "broken", "tokens": 512, "passes": 3},
    {"auth": {"method": "oauth", "provider": "github"}},
    {"creds": {"username": "deploy-bot", "host": "db-3.internal"}},
]
