# ruff: noqa: RUF001  (labels and separators in other scripts are part of the samples)
"""Second held-out corpus of secret families (issue 46): written after the first held-out corpus
was spent (evaluated, two defects it showed fixed) and before any further rule change; never
tuned on. Own seed, templates, values, tools, vendors, brands, countries and languages.
"""

from __future__ import annotations

import random
import string
from typing import Any

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 47_519


def _password(rng: random.Random) -> str:
    style = rng.randrange(3)
    if style == 0:
        return (
            rng.choice(["Rabarbar", "Kotlet", "Baklava", "Onigiri", "Pastel"])
            + str(rng.randrange(10, 9999))
            + rng.choice(["", "!", "#"])
        )
    if style == 1:
        return v.r(rng, v.ALNUM, rng.randrange(10, 16))
    return v.r(rng, string.ascii_lowercase, 4) + "-" + v.r(rng, string.digits, 4) + "Q"


_GRAMMAR = [
    "Twoje nowe hasło to {v}",
    "新しいパスワードは{v}です。",
    "数据库密码是{v}，请保管好",
    "Yeni şifreniz {v}",
    "새 비밀번호는 {v} 입니다.",
    "Ваш пароль: {v}",
    "la contraseña del router es {v}",
    "A senha do wifi é {v}",
    "het wachtwoord is {v}",
    "Das Passwort für den Server lautet {v}",
    "le mot de passe du NAS est {v}",
    "lösenordet är {v}",
    "🔐 password: {v}",
    "👉 password ➡ {v}",
    "Password\r\n{v}",
]


def _label_grammar(rng: random.Random) -> Sample:
    secret = _password(rng)
    return Sample("label_grammar", rng.choice(_GRAMMAR).format(v=secret), secret)


_CLI = [
    "curl -fsSL -u jenkins:{v} https://ci.internal/job/build/api/json",
    "wget --user=ci --password={v} https://artifacts.internal/x.tgz",
    "sshpass -p {v} ssh -o StrictHostKeyChecking=no pi@raspberrypi",
    "mysql -h 127.0.0.1 -uadmin -p{v} -e 'show databases'",
    "redis-cli -h redis -a {v} --scan",
    "docker login --username bot --password {v} ghcr.io",
    "helm repo add internal https://charts.internal --username ci --password {v}",
    "ldapwhoami -x -D uid=bob,ou=people,dc=corp -w {v}",
    "unzip -P {v} archive.zip",
    "plink -ssh admin@switch -pw {v}",
    "xfreerdp /v:10.1.1.5 /u:Administrator /p:{v}",
    "mongodump --uri mongodb://db -u backup --password {v}",
]


def _cli(rng: random.Random) -> Sample:
    secret = _password(rng)
    return Sample("cli_credentials", rng.choice(_CLI).format(v=secret), secret)


def _vendor(rng: random.Random) -> Sample:
    r, alnum = v.r, v.ALNUM
    style = rng.randrange(8)
    if style == 0:
        secret = "xapp-1-A" + r(rng, string.ascii_uppercase + string.digits, 10) + "-"
        secret += r(rng, string.digits, 13) + "-" + r(rng, v.HEX, 64)
    elif style == 1:
        secret = "shpss_" + r(rng, v.HEX, 32)
    elif style == 2:
        secret = "doo_v1_" + r(rng, v.HEX, 64)
    elif style == 3:
        secret = "glc_" + r(rng, alnum, 60)
    elif style == 4:
        secret = "ntn_" + r(rng, alnum, 46)
    elif style == 5:
        secret = "pscale_pw_" + r(rng, alnum, 43)
    elif style == 6:
        secret = "HRKU-" + r(rng, alnum + "_-", 60)
    else:
        secret = "GOCSPX-" + r(rng, alnum + "_-", 28)
    text = rng.choice(["set it to {s}", "token={s}", "{s} is the bot token", "- {s}"])
    return Sample("vendor_token", text.format(s=secret), secret)


def _card(rng: random.Random) -> Sample:
    brand = rng.choice(["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay"])
    number = v.card(rng, brand)
    secret = v.grouped(number, rng.choice([" ", "-", ""]), rng)
    text = rng.choice(
        [
            "Pay with {s}.",
            "tarjeta {s} vence 05/27",
            "Card: {s} | Exp: 09/28 | CVC: 311",
            "the company Amex is {s}",
            "{s}, exp 1/30",
        ]
    )
    return Sample("card_number", text.format(s=secret), secret)


def _card_code(rng: random.Random) -> Sample:
    secret = v.r(rng, v.DIGITS, 3)
    text = rng.choice(["CVV: {s}", "cvc={s}", "security code is {s}", "CVV2 {s}"])
    return Sample("card_code", text.format(s=secret), secret)


def _iban(rng: random.Random) -> Sample:
    number = v.iban_number(rng, rng.choice(list(v.IBAN_SHAPES)))
    secret = v.iban_spaced(number) if rng.random() < 0.5 else number
    text = rng.choice(["IBAN {s}", "pay {s} before the 5th", "konto: {s}", "{s} (savings)"])
    return Sample("iban", text.format(s=secret), secret)


def _national_id(rng: random.Random) -> Sample:
    style = rng.randrange(4)
    if style == 0:
        secret = v.ssn_number(rng)
        text = rng.choice(["SSN is {s}", "{s} is her SSN", "ssn={s}"])
    elif style == 1:
        secret = v.sin_number(rng)
        text = "SIN {s}"
    elif style == 2:
        secret = v.cpf_number(rng)
        text = rng.choice(["CPF: {s}", "o CPF dele é {s}"])
    else:
        secret = v.nino_number(rng)
        text = "National Insurance: {s}"
    return Sample("national_id", text.format(s=secret), secret)


def _two_factor(rng: random.Random) -> Sample:
    style = rng.randrange(4)
    if style == 0:
        codes = v.backup_codes(rng, rng.randrange(4, 9), rng.randrange(4))
        text = rng.choice(["backup codes:\n{s}", "Recovery codes: {s}", "2FA codes - {s}"])
        text = text.format(s=rng.choice(["\n", " ", ", "]).join(codes))
        secret = codes[rng.randrange(len(codes))]
    elif style == 1:
        secret = v.totp_secret(rng, spaced=rng.random() < 0.5)
        text = rng.choice(["TOTP seed: {s}", "2FA secret is {s}", "authenticator key = {s}"])
        text = text.format(s=secret)
    elif style == 2:
        secret = v.totp_secret(rng, spaced=False)
        text = f"otpauth://totp/AWS:root?secret={secret}&issuer=AWS"
    else:
        secret = v.r(rng, v.DIGITS, 6)
        text = rng.choice(["OTP: {s}", "verification code is {s}", "2FA code {s}"])
        text = text.format(s=secret)
    return Sample("two_factor", text, secret)


def _seed(rng: random.Random) -> Sample:
    words = rng.choice([12, 18, 24])
    secret = v.seed_phrase(rng, words, rng.choice(["english", "italian", "english"]))
    text = rng.choice(
        ["seed: {s}", "wallet backup\n{s}", "{s}", "Recovery phrase: {s}.", "my seed is {s}"]
    )
    return Sample("seed_phrase", text.format(s=secret), secret)


def _spelled(rng: random.Random) -> Sample:
    word = rng.choice(["otter", "maple", "ginger", "comet", "harbor"])
    digits = v.r(rng, v.DIGITS, 3)
    text = rng.choice(
        [
            "the password is the word {w} followed by {d}",
            "password: {w} then {d}",
            "the vpn password is {w} plus {d}",
        ]
    ).format(w=word, d=digits)
    return Sample("spelled_password", text, word if rng.random() < 0.5 else digits)


def _login_pair(rng: random.Random) -> Sample:
    secret = _password(rng)
    user = rng.choice(["ops", "root", "b.smith"])
    text = rng.choice(
        ["login {u} / {s}", "Login: {u}/{s}", "creds: {u}:{s}", "username: {u} password: {s}"]
    ).format(u=user, s=secret)
    return Sample("login_pair", text, secret)


def _bare_key(rng: random.Random) -> Sample:
    style = rng.randrange(2)
    if style == 0:
        secret = v.hex_key(rng, 64).upper() if rng.random() < 0.3 else v.hex_key(rng, 64)
        text = rng.choice(["{s}", "new key: {s}", "({s})"]).format(s=secret)
    else:
        token = "xoxb-" + v.r(rng, v.DIGITS, 12) + "-" + v.r(rng, v.ALNUM, 24)
        secret = " ".join(token)
        text = f"bot token {secret}"
    return Sample("bare_key", text, secret)


def _wifi(rng: random.Random) -> Sample:
    secret = _password(rng)
    text = rng.choice(
        [
            "WiFi key: {s}",
            "the WPA2 password is {s}",
            "Network: Office5G / {s}",
            "pre-shared key {s}",
        ]
    ).format(s=secret)
    return Sample("wifi_key", text, secret)


GENERATORS = [
    _label_grammar, _cli, _vendor, _card, _card_code, _iban, _national_id, _two_factor, _seed,
    _spelled, _login_pair, _bare_key, _wifi,
]  # fmt: skip


def secrets(per_class: int = 30) -> list[Sample]:
    rng = random.Random(SEED)
    return [gen(rng) for gen in GENERATORS for _ in range(per_class)]


def field_pairs(n: int = 30) -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for _ in range(n):
        secret = _password(rng)
        first = rng.choice(["Twoje hasło to", "WiFi key:", "新しいパスワードは", "mysql -uroot -p"])
        out.append(FieldPair("split_fields", first, secret, secret))
    return out


def metadata_samples(n: int = 30) -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    out = []
    for _ in range(n):
        style = rng.randrange(3)
        if style == 0:
            secret = v.card(rng, "amex")
            meta: dict[str, Any] = {"expense": {"card_used": secret}}
        elif style == 1:
            secret = v.iban_number(rng, "NL")
            meta = {"payee": {"account": secret}}
        else:
            secret = v.r(rng, v.DIGITS, 6)
            meta = {"login": {"otp": secret}}
        out.append(MetadataSample("metadata_family", meta, secret))
    return out


CLEAN = [
    "Receipt 6011 0000 0000 0005 was voided (bad check digit).",
    "The office number is 030 1234 5678.",
    "Sprint 2026-12-01 to 2026-12-14.",
    "The serial is 4000 1234 5678 9010 12.",
    "See commit 9fceb02d0ae598e95dc970b74767f19372d61af8 for the fix.",
    "Docker image digest sha256:2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824",
    "The IBAN format differs by country.",
    "Keep your recovery codes somewhere safe.",
    "Enter the six-digit code from your authenticator app.",
    "The wallet app asks for twelve words during setup.",
    "Use your login to open the dashboard.",
    "The Wi-Fi network is called Office5G.",
    "curl -u needs a user and password; use a token instead.",
    "She reviewed the quarterly budget with the finance team on Thursday.",
    "Population 8,336,817 as of the last census.",
    "The package weighs 4.5 kg and costs 129.99 USD.",
    "Model number XK-2000-B ships in March.",
    "His SSN was never stored here.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"receipt": "6011 0000 0000 0005", "voided": True},
    {"checksum": "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824"},
    {"population": 8336817, "phone": "030 1234 5678"},
]
