# ruff: noqa: RUF001  (labels and separators in other scripts are part of the samples)
"""Held-out corpus of secret families (issue 46): evaluated, never tuned on.

Written with the tuning corpus (`secret_classes_families.py`) and before any rule for these
families: the same families with other templates, languages, tools, vendors, card brands,
IBAN countries, national ids, seed-phrase lengths and word lists. A miss here is reported in
docs/benchmarks.md, not fixed by reading it.
"""

from __future__ import annotations

import random
import string
from typing import Any

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 46_977


def _password(rng: random.Random) -> str:
    style = rng.randrange(4)
    if style == 0:
        return rng.choice(["Morwenna", "Zapiekanka", "Kirschbaum", "Ayran", "Yuzu"]) + str(
            rng.randrange(100, 99999)
        )
    if style == 1:
        return v.r(rng, v.ALNUM, rng.randrange(8, 13)) + rng.choice("@$&+")
    if style == 2:
        return v.r(rng, string.digits, 3) + v.r(rng, string.ascii_letters, 6)
    return v.r(rng, string.ascii_uppercase, 2) + v.r(rng, string.ascii_lowercase, 5) + "77"


_GRAMMAR = [
    "Moje hasło do banku to {v}.",
    "hasło: to {v}",
    "ログインパスワードは「{v}」です",
    "管理者のパスワードは {v}",
    "密碼是 {v}",
    "WiFi密码：{v}",
    "Şifrem {v} idi",
    "şifre: {v}",
    "관리자 비밀번호는 {v}",
    "heslo k wifi je {v}",
    "το συνθηματικό είναι {v}",
    "мой пароль - {v}",
    "пароль от почты: {v}",
    "adgangskoden er {v}",
    "salasana on {v}",
    "lösenordet till routern är {v}",
    "mật khẩu wifi là {v}",
    "Password\n  {v}\n",
    "PASSWORD\t\n{v}",
    "🔑 {v}",
    "🔒 pass 👉 {v}",
    "password → → {v}",
    "contraseña ➜ {v}",
    "पासवर्ड है {v}",
]


def _label_grammar(rng: random.Random) -> Sample:
    secret = _password(rng)
    return Sample("label_grammar", rng.choice(_GRAMMAR).format(v=secret), secret)


_CLI = [
    "curl -s -u ops:{v} https://grafana.internal/api/health",
    "curl -u 'root:{v}' ftp://files.internal/",
    'sshpass -p"{v}" rsync -a src/ host:/dst',
    "mysql --host=db -uapp --password='{v}' app",
    "mysqladmin -u root -p{v} status",
    "zip -P {v} secrets.zip notes.txt",
    "7z a -p{v} backup.7z docs/",
    "openssl enc -aes-256-cbc -pass pass:{v} -in a -out b",
    "sqlcmd -S db -U sa -P {v} -Q 'select 1'",
    "net use Z: \\\\nas\\share /user:CORP\\bob {v}",
    "mongosh -u admin -p {v} --authenticationDatabase admin",
    "gpg --batch --passphrase {v} -d backup.gpg",
    "az login -u ops@example.com -p {v}",
    'psql "host=db user=app password={v} dbname=app"',
]


def _cli(rng: random.Random) -> Sample:
    secret = _password(rng)
    return Sample("cli_credentials", rng.choice(_CLI).format(v=secret), secret)


def _vendor(rng: random.Random) -> Sample:
    r, alnum = v.r, v.ALNUM
    style = rng.randrange(12)
    if style == 0:
        secret = "dp.pt." + r(rng, alnum, 43)
    elif style == 1:
        secret = "figd_" + r(rng, alnum + "_-", 40)
    elif style == 2:
        secret = "sntrys_" + r(rng, alnum, 60)
    elif style == 3:
        secret = "sbp_" + r(rng, v.HEX, 40)
    elif style == 4:
        secret = "tskey-auth-" + r(rng, alnum, 12) + "-" + r(rng, alnum, 30)
    elif style == 5:
        secret = "NRAK-" + r(rng, string.ascii_uppercase + string.digits, 27)
    elif style == 6:
        secret = "gsk_" + r(rng, alnum, 52)
    elif style == 7:
        secret = "r8_" + r(rng, alnum, 37)
    elif style == 8:
        secret = "pplx-" + r(rng, alnum, 48)
    elif style == 9:
        secret = "ATATT3xFfGF0" + r(rng, alnum + "_-", 180)
    elif style == 10:
        secret = "SK" + r(rng, v.HEX, 32)
    else:
        secret = "key-" + r(rng, v.HEX, 32)
    text = rng.choice(["the key is {s}.", "{s} (prod)", "auth with {s}", "Header: {s}"])
    return Sample("vendor_token", text.format(s=secret), secret)


def _card(rng: random.Random) -> Sample:
    brand = rng.choice(["diners", "unionpay", "maestro", "visa", "mastercard"])
    number = v.card(rng, brand)
    secret = v.grouped(number, rng.choice([" ", "-", "", "."]), rng)
    text = rng.choice(
        [
            "Karte {s}, gültig bis 08/27",
            "use the corporate card ({s}) for travel",
            "{b} {s}",
            "numéro de carte : {s}",
            "CC#{s}",
            "card ending in a number: {s} / 11/30 / 123",
        ]
    )
    return Sample("card_number", text.format(s=secret, b=brand.upper()), secret)


def _card_code(rng: random.Random) -> Sample:
    secret = v.r(rng, v.DIGITS, rng.choice([3, 4]))
    text = rng.choice(["CVV2: {s}", "cvc code is {s}", "CID {s}", "card security code: {s}"])
    return Sample("card_code", text.format(s=secret), secret)


def _iban(rng: random.Random) -> Sample:
    country = rng.choice(["BE", "AT", "IE", "PT", "SE", "DK", "NO", "FI", "CZ", "LU", "RO", "HU"])
    number = v.iban_number(rng, country)
    secret = v.iban_spaced(number) if rng.random() < 0.5 else number
    text = rng.choice(
        ["rekening {s}", "wire to IBAN {s} by Friday", "Bankverbindung: {s}", "({s})", "{s}."]
    )
    return Sample("iban", text.format(s=secret), secret)


def _national_id(rng: random.Random) -> Sample:
    style = rng.randrange(5)
    if style == 0:
        secret = v.ssn_number(rng)
        text = rng.choice(["SSN# {s}", "social security: {s}", "his is {s}, keep it", "({s})"])
    elif style == 1:
        secret = v.dni_number(rng)
        text = rng.choice(["DNI {s}", "mi DNI es {s}"])
    elif style == 2:
        secret = v.r(rng, v.DIGITS, 11)
        text = rng.choice(["PESEL: {s}", "numer PESEL {s}"])
    elif style == 3:
        secret = v.r(rng, v.DIGITS, 9)
        text = rng.choice(["BSN {s}", "burgerservicenummer: {s}", "tax id {s}"])
    else:
        secret = v.ssn_number(rng)
        text = "Employee: J. Doe, DOB 1990-02-11, SSN {s}"
    return Sample("national_id", text.format(s=secret), secret)


def _two_factor(rng: random.Random) -> Sample:
    style = rng.randrange(4)
    if style == 0:
        codes = v.backup_codes(rng, rng.randrange(5, 13), rng.randrange(4))
        numbered = "\n".join(f"{i + 1}. {c}" for i, c in enumerate(codes))
        text = rng.choice(
            ["Recovery codes for Google:\n{n}", "one-time backup codes - {s}", "2FA backup: {s}"]
        ).format(n=numbered, s="  ".join(codes))
        secret = codes[rng.randrange(len(codes))]
    elif style == 1:
        secret = v.totp_secret(rng, spaced=rng.random() < 0.5)
        text = rng.choice(["MFA secret = {s}", "the 2FA seed is {s}", "OTP key: {s}"])
        text = text.format(s=secret)
    elif style == 2:
        secret = v.totp_secret(rng, spaced=False)
        text = f"otpauth://totp/GitHub:bob?issuer=GitHub&secret={secret}&digits=6"
    else:
        secret = v.r(rng, v.DIGITS, rng.choice([6, 8]))
        text = rng.choice(["one-time code {s}", "your login code is {s}", "MFA code: {s}"])
        text = text.format(s=secret)
    return Sample("two_factor", text, secret)


def _seed(rng: random.Random) -> Sample:
    words = rng.choice([12, 15, 21, 24])
    language = rng.choice(["english", "english", "spanish", "french", "italian"])
    secret = v.seed_phrase(rng, words, language)
    listed = secret.split(" ")
    text = rng.choice(
        [
            "mnemonic = {s}",
            "{n}",
            "Here are my 24 words: {s}",
            "BIP39: {s}",
            "{s}\n(do not share)",
        ]
    ).format(s=secret, n="\n".join(f"{i + 1}. {w}" for i, w in enumerate(listed)))
    return Sample("seed_phrase", text, secret)


def _spelled(rng: random.Random) -> Sample:
    word = rng.choice(["pelican", "walnut", "cobalt", "juniper", "quasar"])
    digits = v.r(rng, v.DIGITS, 4)
    text = rng.choice(
        [
            "the password is {w} in lowercase followed by {d}",
            "password = the word {w}, then the digits {d}",
            "my PIN is {d}, and the password is {w} followed by {d}",
            "the admin password is {w} plus {d}",
        ]
    ).format(w=word, d=digits)
    return Sample("spelled_password", text, word if rng.random() < 0.5 else digits)


def _login_pair(rng: random.Random) -> Sample:
    secret = _password(rng)
    user = rng.choice(["root", "jdoe", "svc_backup", "admin@example.com"])
    text = rng.choice(
        [
            "Login: {u} / {s}",
            "user: {u} pass: {s}",
            "creds - {u}:{s}",
            "u/p {u} / {s}",
            "account {u}, pw {s}",
        ]
    ).format(u=user, s=secret)
    return Sample("login_pair", text, secret)


def _bare_key(rng: random.Random) -> Sample:
    style = rng.randrange(3)
    if style == 0:
        secret = v.hex_key(rng, rng.choice([64, 96, 128]))
        text = rng.choice(["{s}", "signing secret {s}", "HMAC: {s}"]).format(s=secret)
    elif style == 1:
        token = "glpat-" + v.r(rng, v.ALNUM, 20)
        secret = " ".join(token)
        text = f"paste: {secret}"
    else:
        token = "AKIA" + v.r(rng, string.ascii_uppercase + string.digits, 16)
        secret = "-".join(token)
        text = secret
    return Sample("bare_key", text, secret)


def _wifi(rng: random.Random) -> Sample:
    secret = _password(rng)
    text = rng.choice(
        [
            "Wi-Fi password for the guest network is {s}",
            "WLAN-Schlüssel: {s}",
            "SSID HomeNet, key {s}",
            'wpa_passphrase="{s}"',
            "router WPA2 passphrase {s}",
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
        first = rng.choice(
            ["Hasło to", "Wi-Fi password:", "ログインパスワードは", "curl -u admin:"]
        )
        out.append(FieldPair("split_fields", first, secret, secret))
    return out


def metadata_samples(n: int = 30) -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    out = []
    for _ in range(n):
        style = rng.randrange(3)
        if style == 0:
            secret = v.card(rng, "mastercard")
            meta: dict[str, Any] = {"billing": [{"pan": secret}]}
        elif style == 1:
            secret = v.ssn_number(rng)
            meta = {"person": {"ssn": secret}}
        else:
            secret = v.seed_phrase(rng, 12)
            meta = {"wallet": {"note": secret}}
        out.append(MetadataSample("metadata_family", meta, secret))
    return out


CLEAN = [
    "Ticket 5500-0000-0000-0005 is not a card: the check digit is wrong.",
    "Dial 212-555-0147 for the front desk.",
    "Deployed on 2026-11-28T09:30:00Z.",
    "Part number 4000-1234-5678 is back in stock.",
    "The commit is a1b2c3d4e5f60718293a4b5c6d7e8f9012345678.",
    "git verify: sha512 of the tarball matches the release notes.",
    "Mortgage rate 3.79 percent for 25 years.",
    "Store the IBAN and BIC in the vendor record, not in chat.",
    "Recovery codes can be regenerated from the security page.",
    "Your one-time code expires in ten minutes.",
    "Write down the twelve words and keep them safe.",
    "The account page shows the login history.",
    "Ask IT for the Wi-Fi password at the front desk.",
    "Run sshpass only in the CI container.",
    "The passport office opens at nine.",
    "Coordinates: 52.5200, 13.4050.",
    "Average latency 12.5 ms at 3400 requests per second.",
    "The warehouse holds 1,250,000 units across 48 aisles.",
    "Please bring the signed contract to the office on Monday morning.",
    "Employee number 10442 joined the billing team.",
    "She ordered coffee and cake for the whole team after the review.",
    "The card reader at the gym is broken again.",
    "UUID 123e4567-e89b-12d3-a456-426614174000 identifies the job.",
    "The MAC address is 00:1A:2B:3C:4D:5E.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"ticket": "5500-0000-0000-0005", "priority": 2},
    {"phone": "+1 212 555 0147", "employee": 10442},
    {"uuid": "123e4567-e89b-12d3-a456-426614174000", "latency_ms": 12.5},
]
