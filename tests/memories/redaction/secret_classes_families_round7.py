"""Tuning samples of the classes held-out 6 (and held-out 5's last) found raw, in shapes of their
own (issue 46, seventh round): other languages, tools, wordings and values than those corpora's
sentences. Part of the families tuning corpus (`secret_classes_families.py` draws from
`TEMPLATES`, `field_pairs`, `metadata_samples` and `CLEAN`).

Each template holds one `{v}`, the secret; its class's maker (`_MAKERS`) draws the value.
"""

from __future__ import annotations

import random
import string
import uuid
from collections.abc import Callable
from typing import Any

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

TEMPLATES: dict[str, list[str]] = {
    # Labels of more languages (Bengali, Telugu, Sinhala, Khmer, Lao, Kyrgyz, Azerbaijani, Irish,
    # Esperanto, Maltese), a CJK quote or `||` after the label, "changed to" in the label's
    # language, a filler after the "is", chat's `iz`.
    "labelled_password": [
        "পাসওয়ার্ড: {v}", "పాస్‌వర్డ్ = {v}", "මුරපදය: {v}", "ពាក្យសម្ងាត់ {v}", "ລະຫັດຜ່ານ: {v}",
        "сырсөз: {v}", "şifrə = {v}", "pasfhocal: {v}", "la pasvorto estas {v}",
        "il-password tiegħi hija {v}", "パスワード『{v}』", "password【{v}】", "Passwort「{v}」",
        "admin password || {v}", "Passwort geändert auf {v}", "contraseña cambiada a {v}",
        "mot de passe changé en {v}", "hasło zmienione na {v}", "lösenord ändrat till {v}",
        "the password was reset to {v}", "wachtwoord veranderd naar {v}",
        "the password is simply {v}", "la contraseña es solo {v}", "wifi pw iz {v} lol",
        "la clave del banco quedó como {v}", "root pw rotated, it's {v}",
    ],
    # A passcode that is a password (letters of both cases and digits), not digits.
    "passcode": [
        "the passcode is {v}", "iPad passcode: {v}", "Passcode lautet {v}", "passcode => {v}",
    ],
    # A value holding a percent escape as written (`%20`), which reads as a space once decoded.
    "percent_password": [
        "wifi-sec.psk {v}", "password: {v}", "Kennwort = {v}", "wpa_passphrase={v}",
    ],
    # A passphrase by another name: a vault's or an access phrase, Romance `frase`, diceware, a
    # password manager's master.
    "passphrase": [
        "vault phrase: {v}", "the access phrase is {v}", "frase secreta: {v}",
        "phrase secrète : {v}", "frase de contraseña = {v}", "diceware: {v}",
        "Bitwarden master: {v}", "1Password master = {v}", "login phrase {v}",
    ],
    # Config: a YAML tag before a quoted value, Terraform's variable default, a printf-style
    # value that is no placeholder (`%Qu4…`), PHP's define().
    "config_file": [
        "smtp_pass: !unsafe \"{v}\"", "admin_password: !!str '{v}'",
        'variable "admin_password" {{ default = "{v}" }}', "pass=%{v}",
        "define('SMTP_PASS', '{v}');",
    ],
    # Backup-code lists in more languages, bulleted, or one code in up to eight groups.
    "backup_codes": [
        "palautuskoodit: {v}", "tartalék kódok: {v}", "Recovery codes\n{v}",
        "Wiederherstellungscodes:\n{v}", "backup codes • {v}",
    ],
    "recovery_code": [
        "recovery key for the laptop: {v}", "backup code for the password manager: {v}",
        "restore code for my wallet = {v}", "emergency key for the vault → {v}",
    ],
    # A TOTP seed under a key with underscores or a note in brackets.
    "otp_secret": [
        "TOTP secret (from the QR page): {v}", "MFA_SEED={v}", "otp_shared_secret: {v}",
        "authenticator key (manual setup) - {v}",
    ],
    # Vendor tokens by their published shapes.
    "vendor_token": ["{v}", "token: {v}", "the CI uses {v} now", "rotate this one: {v}"],
    # A 32-hex key after its cipher's name; a 64-hex key written with `0x`.
    "hex_key": ["hmac key {v}", "AES-256 key = {v}", "session key: {v}", "wrapping key {v}"],
    "hex_key_0x": ["export PK={v}", "wallet private key {v}", "{v}"],
    # National ids by their own names, after a bar or in snake case.
    "national_id": [
        "teudat zehut: {v}", "ЕГН: {v}", "BSN | {v}", "tax_id: {v}", "CPR-nr → {v}",
        "mispar zehut {v}",
    ],
    # A network's key after its name with no label, or on the line under it.
    "wifi_key": [
        "wifi Casa Azul / {v}", "the office network (TP-Link_5G) uses {v}", "WLAN Gäste → {v}",
        "SSID: Loft 4\nPassword: {v}", "ssid;psk\nCafe-Lumen;{v}",
    ],
    # CLI: any command's `-u` then `-p`, Bitwarden's unlock, NSS's -W/-K, printf into sudo -S.
    "cli_password": [
        "argocd login cd.example.org -u admin -p {v}", "bw unlock {v}",
        "certutil -d sql:. -K {v}", "printf '{v}\\n' | sudo -S systemctl restart nginx",
        "ilorest login 10.0.0.9 -u admin -p {v}", "cf login -a api.example -u ops -p {v}",
    ],
    # A token written with middle dots, or as a comma-separated list of its characters.
    "spaced_token": ["{v}"],
    # Spelled out: "after it" (Czech, German, Finnish), "first", speech sounds, an aside, a
    # category noun (`the bird`), Turkish `kelimesi`, typed then named.
    "spelled_password": [
        "heslo je slovo {w} a za ním číslo {d}", "Passwort: zuerst {w}, dahinter die Zahl {d}",
        "the pw is um {w}, like the fruit, then {d}", "salasana on {w} ja sitten {d}",
        "pw: the city {w}, then {d}", "şifre {w} kelimesi ve sonra {d}",
        "type {w}, then the number {d}, that unlocks the tablet",
        "la password è la parola {w} seguita da {d}",
    ],
    # A value, then what it is: after a dash, or "what I set as".
    "reversed_password": [
        "{v} — the password, not the pin", "{v} is what we chose as the wifi password",
        "{v} is the guest-only router password",
    ],
    # A question that names the password, answered on the next line or turn.
    "answered_password": [
        "Q: wifi password?\nA: {v}", "Lea: router pw? / Sam: {v}", "> passwort?\n{v}",
        "what's the vpn password?\n{v}",
    ],
    # Rows: a header naming a secret's column, a key cell then its value, user then password.
    "csv_row": [
        "user,password\nops,{v}", "name\tsecret\ndeploy\t{v}", "db_password,{v}",
        "deploy,{v},ci.example.org", "host:5432:*:app:{v}",
    ],
    # Login pairs: `sign in with … and …`, `//` between user and password.
    "login_pair": ["sign in with m.ito and {v}", "root // {v} (lab box)", "lozinka za server | {v}"],
    "otp_code": ["Kode OTP kamu {v}", "Ihr Bestätigungscode {v}"],
    # A card's code by its number of digits.
    "card_code": ["Visa ending 4421, 3-digit code {v}", "4-stellige Code: {v}", "3 digit code → {v}"],
}  # fmt: skip

_WORDS = ["lantern", "orchard", "velvet", "pebble", "juniper", "marble", "thistle", "walnut"]


def _password(rng: random.Random) -> str:
    word = rng.choice(_WORDS).title()
    return (
        word + v.r(rng, v.DIGITS, 3) + rng.choice("!#$%&*~^") + v.r(rng, string.ascii_uppercase, 2)
    )


def _mixed(rng: random.Random) -> str:
    return rng.choice(_WORDS) + v.r(rng, v.DIGITS, 2) + rng.choice(_WORDS).title()


def _phrase(rng: random.Random) -> str:
    return rng.choice([" ", ".", "-"]).join(rng.sample(_WORDS, rng.choice([4, 5])))


def _codes(rng: random.Random) -> str:
    shape = rng.randrange(3)
    codes = [
        v.r(rng, v.DIGITS, 4) + "-" + v.r(rng, v.DIGITS, 4)
        if shape == 0
        else v.r(rng, string.ascii_lowercase + v.DIGITS, 5)
        + "-"
        + v.r(rng, string.ascii_lowercase + v.DIGITS, 5)
        if shape == 1
        else v.r(rng, string.ascii_uppercase, 6) + v.r(rng, v.DIGITS, 4)
        for _ in range(rng.choice([4, 6, 8]))
    ]
    return rng.choice(["\n".join(f"- {c}" for c in codes), " ".join(codes), " • ".join(codes)])


def _recovery(rng: random.Random) -> str:
    alphabet = string.ascii_lowercase + v.DIGITS
    return "-".join(v.r(rng, alphabet, 5) for _ in range(rng.choice([4, 5, 6, 8])))


def _totp(rng: random.Random) -> str:
    seed = v.r(rng, string.ascii_uppercase + "234567", 16)
    return " ".join(seed[i : i + 4] for i in range(0, 16, 4)) if rng.random() < 0.5 else seed


def _uuid(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128)))


def _vendor(rng: random.Random) -> str:
    return rng.choice(
        [
            "pat" + v.r(rng, v.ALNUM, 14) + "." + v.r(rng, v.HEX, 64),
            "sgp_" + v.r(rng, v.HEX, 16) + "_" + v.r(rng, v.HEX, 40),
            "sgp_" + v.r(rng, v.HEX, 40),
            rng.choice(["sdk-", "mob-"]) + _uuid(rng),
            "1/" + v.r(rng, v.DIGITS, 16) + ":" + v.r(rng, v.HEX, 32),
            "cloudinary://" + v.r(rng, v.DIGITS, 15) + ":" + v.r(rng, v.ALNUM, 27) + "@acme",
            "heroku api key " + _uuid(rng),
        ]
    )


def _hex(rng: random.Random) -> str:
    return v.r(rng, v.HEX, 32)


def _national_id(rng: random.Random) -> str:
    return v.r(rng, v.DIGITS, rng.choice([9, 10])) if rng.random() < 0.7 else v.ssn_number(rng)


def _spaced(rng: random.Random) -> str:
    token = rng.choice(
        [
            "ghp_" + v.r(rng, v.ALNUM, 36),
            "xoxb-" + v.r(rng, v.DIGITS, 11) + "-" + v.r(rng, v.ALNUM, 24),
            "AKIA" + v.r(rng, string.ascii_uppercase + v.DIGITS, 16),
        ]
    )
    return rng.choice(["·", "•", ", ", ","]).join(token)


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "labelled_password": _password, "passcode": _mixed,
    "percent_password": lambda g: g.choice(_WORDS).title() + "%20" + v.r(g, v.DIGITS, 2) + "Q",
    "passphrase": _phrase, "config_file": _password, "backup_codes": _codes,
    "recovery_code": _recovery, "otp_secret": _totp, "vendor_token": _vendor, "hex_key": _hex,
    "hex_key_0x": lambda g: "0x" + v.r(g, v.HEX, 64),
    "national_id": _national_id, "wifi_key": _password, "cli_password": _password,
    "spaced_token": _spaced, "reversed_password": _password, "answered_password": _password,
    "csv_row": _password, "login_pair": _password,
    "otp_code": lambda g: v.r(g, v.DIGITS, g.choice([6, 8])),
    "card_code": lambda g: v.r(g, v.DIGITS, g.choice([3, 4])),
}  # fmt: skip


def sample(cls: str, rng: random.Random) -> Sample:
    template = rng.choice(TEMPLATES[cls])
    if cls == "spelled_password":
        word, digits = rng.choice(_WORDS), v.r(rng, v.DIGITS, 3)
        return Sample(cls, template.format(w=word, d=digits), f"{word}")
    value = _MAKERS[cls](rng)
    secret = value.split(" ")[-1] if value.startswith("heroku") else value
    if cls == "spaced_token":
        secret = value[:12]
    return Sample(cls, template.format(v=value), secret)


# A label ending one field, the value starting the next, after a note in brackets or a qualifier.
_PAIR_FIRSTS = ["Passwort (alt):", "lozinka za wifi", "teudat zehut", "BSN", "mot de passe (neu) :"]


def field_pairs(n: int, rng: random.Random) -> list[FieldPair]:
    out = []
    for i in range(n):
        first = _PAIR_FIRSTS[i % len(_PAIR_FIRSTS)]
        digits = first in ("teudat zehut", "BSN")
        secret = v.r(rng, v.DIGITS, 9) if digits else _password(rng)
        out.append(FieldPair("split_fields", first, secret + rng.choice(["", " (ok)"]), secret))
    return out


def metadata_samples(rng: random.Random) -> list[MetadataSample]:
    """Keys read with their parents', a plural key, ids by their keys."""
    codes = [v.r(rng, string.ascii_lowercase + v.DIGITS, 10) for _ in range(3)]
    pin, key = v.r(rng, v.DIGITS, 4), _password(rng)
    ident, sin = v.r(rng, v.DIGITS, 10), v.sin_number(rng)
    samples: list[tuple[dict[str, Any], str]] = [
        ({"account": {"backup_codes": codes}}, codes[1]),
        ({"otp": {"recovery": codes}}, codes[0]),
        ({"bike_lock": {"combo": pin}}, pin),
        ({"wifi": {"network": {"key": key}}}, key),
        ({"employee": {"tax_id": ident}}, ident),
        ({"person": {"sin": sin}}, sin),
        ({"message": f"pw iz {key} lol"}, key),
    ]
    return [MetadataSample("metadata_family", meta, secret) for meta, secret in samples]


# Lookalikes of this round's classes: prose and data that hold no secret.
CLEAN = [
    "the password is just too short",
    "password changed to the new policy",
    "the passcode is four digits",
    "Backup codes\n- are printed\n- kept in the safe",
    "request 3b6e8de1-baff-466c-bd65-09741e7a9644 failed",
    "the session key rotation happens daily",
    "docker run -u 1000 -p 8080:80 nginx",
    "mysql -u root -p prompts for the password interactively",
    "bw unlock --passwordenv BW_PASS",
    "the network 10.0.0.0/24 uses 192.168.1.1",
    "date,amount,note\n2024-01-02,12.50,coffee",
    "name,email,password_policy\nAnn,ann@example.com,strict",
    "12:30:00:alpha:beta",
    "type python, then run 3 tests",
    "what is the password?\nIt is written on the card",
    "it was great — the password policy changed",
    "grades: A, B, C, A, B, C, D, A, B, C, D, A, B, C, D, A",
    "the reset code for the password manager: see the wiki",
]
CLEAN_METADATA: list[dict[str, Any]] = [
    {"usage": {"tokens": "512", "total_tokens": 900}},
    {"order": {"number": "0893342386"}, "phone_number": "415 555 0132"},
    {"secret": {"name": "db-creds"}, "wifi": {"name": "HomeNet"}},
]
