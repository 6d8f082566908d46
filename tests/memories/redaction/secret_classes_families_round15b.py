# ruff: noqa: RUF001  (breadcrumbs and dashes as people write them)
"""Tuning samples of round 15b (issue 46), in shapes of their own: more vendors' documented
token prefixes (`vendors`), automation services' trigger URLs (`urls`), a key after any word's
"key" (`api_keys`), a tool's password command, a cloud SDK's `…_SK` (`credentials`), login pairs
joined by "and", with an article before the password's label or an unknown word for it
(`logins`), a TOTP secret after "setup key" or "QR", backup codes under the loan word
(`code_lists`), a credential file's line after its name (`config_files`). Part of the families
tuning corpus (`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

_LOWER_DIGITS = "abcdefghijklmnopqrstuvwxyz0123456789"
_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def _mixed(value: str) -> bool:
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _two_each(value: str) -> bool:
    return sum(c.isdigit() for c in value) >= 2 and sum(c.isalpha() for c in value) >= 2


def _password(rng: random.Random) -> str:
    word = rng.choice(["Quince", "Tapir", "Marula", "Okapi", "Jackal", "Mangrove"])
    return word + rng.choice("#!%*+@") + v.r(rng, v.DIGITS, 3) + v.r(rng, "bcdfgh", 2)


def _phrase(rng: random.Random) -> str:
    words = rng.sample(["Tamarind", "Gecko", "Lychee", "Heron", "Pawpaw", "Ibis", "Fennel"], 3)
    return "-".join(words) + v.r(rng, v.DIGITS, 1)


def _hex(rng: random.Random, n: int, alphabet: str = "0123456789abcdef") -> str:
    return v.until(rng, lambda r: v.r(r, alphabet, n), _mixed)


def _base32(rng: random.Random) -> str:
    return v.until(rng, lambda r: v.r(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32), _mixed)


def _codes(rng: random.Random) -> str:
    codes = [v.r(rng, v.DIGITS, 4) + "-" + v.r(rng, v.DIGITS, 4) for _ in range(rng.randint(4, 8))]
    return rng.choice(["\n", "  ", ", "]).join(codes)


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{p}": _password,
    "{phrase}": _phrase,
    "{hex}": lambda rng: _hex(rng, 32),
    "{uuid}": v.uuid4,
    "{run}": lambda rng: v.until(rng, lambda r: v.r(r, _ALNUM, 40), _mixed),
    "{b32}": _base32,
    "{codes}": _codes,
    "{tolgee}": lambda rng: "tgpat_" + _hex(rng, 52, _LOWER_DIGITS),
    "{liq}": lambda rng: "pk." + _hex(rng, 32),
    "{smtp2go}": lambda rng: "api-" + _hex(rng, 32, "0123456789ABCDEF"),
    "{circle}": lambda rng: "TEST_API_KEY:" + _hex(rng, 32) + ":" + _hex(rng, 32),
    "{pubkey}": lambda rng: "pubkey-" + _hex(rng, 32),
    "{aio}": lambda rng: "aio_" + v.until(rng, lambda r: v.r(r, _ALNUM, 28), _mixed),
    "{xnd}": lambda rng: "xnd_production_" + v.until(rng, lambda r: v.r(r, _ALNUM, 48), _mixed),
    "{mid}": lambda rng: "Mid-server-" + v.until(rng, lambda r: v.r(r, _ALNUM, 24), _mixed),
    "{akcp}": lambda rng: "AKCp" + v.until(rng, lambda r: v.r(r, _ALNUM, 69), _mixed),
    "{dimex}": lambda rng: "1" + v.r(rng, v.DIGITS, 11),
    "{zap}": lambda rng: v.until(rng, lambda r: v.r(r, _LOWER_DIGITS, 7), _two_each),
    "{make}": lambda rng: v.until(rng, lambda r: v.r(r, _LOWER_DIGITS, 32), _two_each),
    "{pd}": lambda rng: "en" + v.until(rng, lambda r: v.r(r, _LOWER_DIGITS, 13), _two_each),
}

TEMPLATES: dict[str, list[str]] = {
    # Documented prefixes of more vendors, wherever they are pasted.
    "vendor_token": [
        "TOLGEE_API_KEY={tolgee}",
        "geocoding via LocationIQ, token {liq}",
        "smtp relay: SMTP2GO with {smtp2go}",
        "circle sandbox → {circle}",
        "mailgun public validation key {pubkey}",
        "AIO_KEY = '{aio}'",
        "pagamentos Xendit (produção): {xnd}",
        "kunci Midtrans (produksi) {mid}",
        "jfrog cli config: --apikey {akcp}",
    ],
    # Automation services' trigger URLs, and a key after any word's "key".
    "url_secret": [
        "POST to https://hooks.zapier.com/hooks/catch/8841203/{zap}/ when a lead signs up",
        "scenario trigger = https://hook.us1.make.com/{make}",
        "legacy Integromat hook: https://hook.integromat.com/{make}",
        "RequestBin: https://{pd}.m.pipedream.net",
    ],
    "vendor_named_key": [
        "Brevo key (staging) — {hex}",
        "chiave Weaviate per staging: {uuid}",
        "the Resend key is {run}",
        "Qdrant key = {hex}",
    ],
    # A tool that runs a command for its password; a cloud SDK's secret key named `…_SK`.
    "cli_password": [
        "borg: export BORG_PASSCOMMAND='echo {p}'",
        'msmtprc:\naccount work\npasswordeval "echo {p}"',
        'mbsyncrc — PassCmd "echo {p}"',
        'kopia repository connect s3 --password-command="printf {p}"',
    ],
    "named_key": [
        "OBS_SK={run}",
        'export QINIU_SK="{run}"',
        "[default]\nak = K3JQ0XHS2MDQ1WZ4YBAV\nsk = {run}",
        "VOLC_SECRETKEY: {run}",
    ],
    # Login pairs joined by "and", an article before the label, a label we have no word for.
    "login_pair": [
        "the NAS: log in admin2 and {p}",
        "Login felix und {p} für das Ticketsystem",
        "kasutajanimi mari, salasõna {p}",
        "usuari pere; mot {p}",
        "Confluence › Infra › PDU: operator — {p}",
        "Docs / Lab / switch-3: netops — {p}",
        "user jonas, la password {phrase}",
    ],
    # A TOTP secret after "setup key" or the QR code; backup codes under the loan word.
    "otp_secret": [
        "setup key (if the QR won't scan): {b32}",
        "Authy manual entry code — {b32}",
        "QR broken, the secret key is {b32}",
    ],
    "backup_codes": [
        "códigos de backup do Nubank:\n{codes}",
        "codici di backup (Dropbox): {codes}",
        "kode backup: {codes}",
    ],
    # A password said first, then what it is; an id by another name its module's text gives.
    "reversed_password": [
        "{p} — that's what we picked for the alarm panel password",
        "{phrase} is what I typed as the wifi password",
    ],
    "national_id": [
        "mi DIMEX: {dimex}",
        "DIMEX {dimex} (vence en 2027)",
    ],
    # A credential file's line after the file's name.
    "config_file": [
        'userlist.txt: "reporting" "{phrase}"',
        'auth_file /etc/pgbouncer/users.conf: "svc_app" "{p}"',
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same words and places without a secret.
CLEAN: list[str] = [
    "Primary key: 3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f",
    "cache key: 9e107d9d372bb6826bd81d3542a419d6",
    "GPG key fingerprint: 7A1B 2C3D 4E5F 6A7B 8C9D",
    "the sort key is created_at_and_tenant_identifier_v2",
    "Make scenario docs: https://www.make.com/en/help/scenarios",
    "https://hooks.zapier.com/hooks/catch/8841203/",
    "zapier.com/apps/slack/integrations/gmail",
    "borg: export BORG_PASSCOMMAND='pass show backup/borg'",
    'passwordeval "gpg --quiet --decrypt ~/.msmtp.gpg"',
    "OBS_SK is set in the CI secrets",
    "login page and dashboard are down",
    "user alice, role admin",
    "username bob, last seen 2026-03-01",
    "Wiki › Lab › iDRAC: firmware — 7.00.00.00",
    "QR code is 200x200 PNG",
    "setup key: see the enrolment email",
    "codici di backup: rigenerali nelle impostazioni",
    'quotes: "Smith" "Chapter3"',
    "pk.eyJ is how public Mapbox tokens start",
    "api-docs-v2 is the repo for the API site",
]
