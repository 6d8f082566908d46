# ruff: noqa: RUF001  (typographic quotes and dashes are part of the samples)
"""Tuning corpus of secret classes: what the scrubber's class rules were developed against.

Same classes as the held-out corpus (`secret_classes_heldout.py`) with other templates, labels,
words and values, so a rule that only fits these strings shows up as a held-out miss.
"""

from __future__ import annotations

import random
import string
from typing import Any

from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
SEED = 4_217


def _r(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


_WORDS = ["velvet", "quantum", "lantern", "oboe", "granite", "mosaic", "nectar", "parsley",
          "rocket", "saddle", "timber", "ukulele", "vessel", "wander", "yonder", "zodiac",
          "badger", "canyon", "dolphin", "fennel", "gazebo", "hollow", "igloo", "jasper",
          "kettle", "lemur", "mango", "nutmeg"]  # fmt: skip


def _value(rng: random.Random) -> str:
    style = rng.randrange(6)
    if style == 0:
        return _r(rng, ALNUM + "!$%^*-_~", rng.randrange(10, 24))
    if style == 1:
        return rng.choice(["Tr0ub4dor", "Passw0rd", "Dr4g0nFly", "L3tM3In", "Sw0rdf1sh"]) + _r(
            rng, string.digits, 2
        )
    if style == 2:
        return (
            rng.choice(["Sommer", "Winter", "Falke", "Tiger"]) + str(rng.randrange(10, 2099)) + "!"
        )
    if style == 3:
        return _r(rng, HEX, rng.choice([16, 32, 48]))
    if style == 4:
        return _r(rng, string.digits, 3) + _r(rng, string.ascii_lowercase, 6)
    return rng.choice(["Db", "Xk", "Zq", "Mv"]) + _r(rng, string.ascii_lowercase, 4) + "Pass" + "yy"


def _phrase(rng: random.Random) -> str:
    words = rng.sample(_WORDS, rng.randrange(3, 7))
    case = rng.randrange(3)
    if case == 1:
        words = [w.title() for w in words]
    elif case == 2:
        words = [w.upper() for w in words]
    return rng.choice([" ", " ", "-", "_"]).join(words)


_LABELS = ["password", "DB password", "Password", "pass word", "pwd", "Passwort", "Kennwort",
           "contraseña", "clave", "mot de passe", "senha", "parola", "wachtwoord", "пароль",
           "lösenord", "salasana", "hasło", "passord", "heslo", "şifre", "パスワード", "密碼",
           "mật khẩu", "kata sandi", "סיסמה", "पासवर्ड", "smtp password", "Passphrase"]  # fmt: skip
_SEPARATORS = [": ", "=", " => ", " -> ", " is ", " lautet ", " est ", " es ", " ist ", " is: ",
               " = ", " was ", " is now ", " era ", " är ", " er ", " jest ", " je ", "：",
               " — ", " – "]  # fmt: skip
_SENTENCES = [
    ("the {label}{sep}", " for now"),
    ("{label}{sep}", ""),
    ("FYI {label}{sep}", ", ok?"),
    ("Remember: {label}{sep}", "\nbye"),
    ("- {label}{sep}", "\n- user: ops"),
    ("Bitte merken, {label}{sep}", "."),
]


def _labelled(rng: random.Random) -> Sample:
    secret = _value(rng)
    before, after = rng.choice(_SENTENCES)
    label, sep = rng.choice(_LABELS), rng.choice(_SEPARATORS)
    return Sample(
        "label_any_language", before.format(label=label, sep=sep) + secret + after, secret
    )


def _quoted_label(rng: random.Random) -> Sample:
    secret = _value(rng)
    label = rng.choice(["password", "Password", "api key", "pwd", "Kennwort", "access_token"])
    text = rng.choice(
        [
            f"`{label}`: `{secret}`",
            f"'{label}': '{secret}'",
            f'"{label}" => "{secret}"',
            f"__{label}__: {secret}",
            f"*{label}*: {secret}",
            f"«{label}» = {secret}",
            f"`{label}` is `{secret}`",
        ]
    )
    return Sample("quoted_label", text, secret)


_LEET = ["p@ssw0rd", "p@ssword", "pa$$w0rd", "passw0rd", "p4ssw0rd", "PA55WORD", "p@sswd",
         "s3cr3t", "t0k3n", "@pi_key", "4pi key", "p@ss"]  # fmt: skip


def _leet_label(rng: random.Random) -> Sample:
    secret = _value(rng)
    sep = rng.choice([": ", " = ", " is ", " -> ", "="])
    before, after = rng.choice(_SENTENCES)
    return Sample(
        "leet_label", before.format(label=rng.choice(_LEET), sep=sep) + secret + after, secret
    )


def _passphrase(rng: random.Random) -> Sample:
    secret = _phrase(rng)
    label = rng.choice(["password", "passphrase", "unseal phrase", "vault unseal phrase",
                        "recovery words", "Passwort", "pass phrase", "mnemonic"])  # fmt: skip
    text = rng.choice(
        [
            f"password: {secret}",
            f"The {label} is: {secret}.",
            f"the {label} is {secret}",
            f"{label} = {secret}\nuser = root",
            f"Our {label} => {secret}, remember it",
            f"{label}: {secret}!",
        ]
    )
    return Sample("passphrase", text, secret)


def _key_value(rng: random.Random) -> Sample:
    style = rng.randrange(3)
    if style == 0:
        secret = _r(rng, HEX, rng.choice([16, 32, 40]))
    elif style == 1:
        secret = _r(rng, ALNUM + "+/", rng.randrange(24, 48)) + rng.choice(["", "="])
    else:
        secret = _r(rng, ALNUM, rng.randrange(22, 36))
    label = rng.choice(["api key", "API KEY", "access key", "auth key", "token", "secret",
                        "app secret", "private token", "encryption key", "api-key", "Secret Key",
                        "deploy token"])  # fmt: skip
    sep = rng.choice([": ", " ", " -> ", " is ", "=", " was ", " (", " - ", ": '", " equals "])
    close = ")" if sep == " (" else "'" if sep.endswith("'") else ""
    text = rng.choice(
        [f"{label}{sep}{secret}{close}", f"please use the {label}{sep}{secret}{close} today"]
    )
    return Sample("key_value", text, secret)


def _pin(rng: random.Random) -> Sample:
    digits = str(rng.randrange(10**3, 10**7)).zfill(rng.choice([4, 6]))
    secret = digits if rng.random() < 0.7 else rng.choice(["PinCode", "Code", "Alarm"]) + digits
    text = rng.choice(
        [
            f"the PIN for the door is {secret}",
            f"PIN: {secret}",
            f"pin code = {secret}",
            f"alarm code: {secret}",
            f"The door code is {secret}.",
            f"Passcode {secret}",
            f"the gate code for the garage is {secret}",
            f"PIN is {secret}",
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
                "the production database password is",
                "Password:",
                "admin password",
                "the api key is",
                "Das Passwort ist",
                "token ->",
                "the PIN for the door is",
            ]
        )
        out.append(
            FieldPair("split_fields", first, secret + rng.choice(["", " ok", "\nbye"]), secret)
        )
    return out


def metadata_samples(n: int = 60) -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    keys = ["pass", "password", "pw", "db_password", "api_key", "apikey", "secret", "auth_token",
            "pin", "passcode", "Passwort", "dbPass", "PASSWORD"]  # fmt: skip
    out = []
    for _ in range(n):
        secret = _value(rng)
        inner: Any = {rng.choice(keys): secret}
        for parent in ["creds", "db", "x"][: rng.randrange(1, 4)]:
            inner = {parent: [inner, "note"]} if rng.random() < 0.3 else {parent: inner}
        out.append(MetadataSample("metadata_key", inner, secret))
    return out


CLEAN = [
    "the password policy requires 12 characters",
    "the PIN pad is broken",
    "tokens are counted per request",
    "Password: minimum twelve characters, rotated yearly",
    "The password must be changed every 90 days.",
    "the password is stored in the vault",
    "the password is never shared with agents",
    "The PIN is wrong.",
    "PIN entry failed three times.",
    "api key rotation: quarterly",
    "The API key is required for every request.",
    "Each token costs a fraction of a cent.",
    "token usage is 1500 per request",
    "The secret to good memory is careful graph ranking.",
    "The alarm code was changed by the landlord.",
    "Das Passwort muss mindestens zwölf Zeichen haben.",
    "Le mot de passe est trop court.",
    "La contraseña es obligatoria.",
    "The passphrase policy asks for four words.",
    "The recovery phrase is kept offline.",
    "The door code is in the welcome email.",
    "Pass the tests before merging.",
    "Spin up a new worker; the opinion poll closes Friday.",
    "the access key for the bucket was rotated in commit 3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f",
    "password: see 1Password",
    "Password is required.",
    "the api key is in the env file",
    "The token expired; get a new token from the login page.",
    "secret: the vault path is kv/billing/prod",
    "Pinned numpy to 1.26.4.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"token_count": 5, "secret_name": "db-creds", "password_min_length": 12},
    {"pin_required": True, "token_type": "bearer", "pass_rate": "93%"},
    {"creds": {"user": "svc-mem", "host": "db.internal"}},
]
