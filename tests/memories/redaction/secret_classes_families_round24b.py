"""Tuning samples of round 24b (issue 46), in shapes of their own: a name and its value in
sibling XML elements (a plist's `<key>`/`<string>`, Hadoop's `<name>`/`<value>`, .NET's
`<add key=… value=…/>`) and a numbered key of a device's or monitor's config (`Password2 …`,
`$USER5$=…`: `config_files`); a vendor's prefixed key in the table cell after its name
(`vendor_names`); Tunisia's matricule fiscal, Taiwan's unified business number, Mongolia's
register number, a health policy's sixteen digits and French Polynesia's DN by their names and
printed shapes (`id_shapes`); six backup codes or more of one shape on one line, a space between
(`code_lists`). Part of the families tuning corpus (`secret_classes_families.py` draws from
`TEMPLATES` and `CLEAN`).

Each template holds one slot, the secret.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from stdnum.tn import mf
from stdnum.tw import ubn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample


def _password(rng: random.Random) -> str:
    words = ["tundra", "marula", "kelp", "oboe", "saffron", "quokka", "basalt", "lichen"]
    return "_".join(rng.sample(words, 3)) + str(rng.randint(10, 99))


def _key(rng: random.Random) -> str:
    return v.until(rng, lambda r: v.r(r, v.ALNUM, 24), lambda k: sum(c.isdigit() for c in k) >= 3)


def _hex(rng: random.Random) -> str:
    return v.until(rng, lambda r: v.r(r, v.HEX, 32), lambda k: not k.isdigit())


def _tax_key(rng: random.Random) -> str:
    key = v.until(rng, lambda r: v.r(r, v.DIGITS, 7) + rng.choice("ABCDEFGHJKLMNPQ"), mf.is_valid)
    return f"{key[:7]}/{key[7]}/{rng.choice('APBDN')}/{rng.choice('MPCN')}/000"


def _ubn(rng: random.Random) -> str:
    return v.until(rng, lambda r: v.r(r, v.DIGITS, 8), ubn.is_valid)


def _register(rng: random.Random) -> str:
    letters = "АБВГДЕЖЗИКЛМНОӨПРСТУҮФХЦЧШЭЮЯ"
    month = rng.randint(1, 12) + rng.choice([0, 20])
    born = f"{rng.randint(0, 99):02d}{month:02d}{rng.randint(1, 28):02d}"
    return v.r(rng, letters, 2) + born + v.r(rng, v.DIGITS, 2)


def _policy(rng: random.Random) -> str:
    return str(rng.randint(1, 9)) + v.r(rng, v.DIGITS, 15)


def _dn(rng: random.Random) -> str:
    return str(rng.randint(1, 9)) + v.r(rng, v.DIGITS, 6)


def _codes(rng: random.Random) -> str:
    alphabet = string.ascii_uppercase + v.DIGITS

    def one(r: random.Random) -> str:
        return v.until(
            r, lambda q: v.r(q, alphabet, 10), lambda c: sum(x.isdigit() for x in c) >= 2
        )

    return " ".join(one(rng) for _ in range(rng.randint(6, 10)))


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{pw}": _password,
    "{key}": _key,
    "{hex}": _hex,
    "{mf}": _tax_key,
    "{ubn}": _ubn,
    "{mn}": _register,
    "{policy}": _policy,
    "{dn}": _dn,
    "{codes}": _codes,
}

TEMPLATES: dict[str, list[str]] = {
    "password_assignment": [
        "Info.plist:\n<key>StripeSecretKey</key>\n    <string>{key}</string>",
        "<key>mqtt_password</key><string>{pw}</string>",
        "core-site.xml: <name>fs.s3a.secret.key</name>\n  <value>{key}</value>",
        'web.config: <add key="SmtpPassword" value="{pw}" />',
        "консоль: Backlog SSID2 Kolyma_5G; Password2 {pw}",
        "WebPassword3 {pw}",
        "resource.cfg:\n$USER5$={key}",
        "pass3={pw} # the spare account",
    ],
    "vendor_token": [
        "| Datadog API key: | {hex} |",
        "Sentry auth token: | sntrys_{hex}",
    ],
    "national_id": [
        "matricule fiscal de la société : {mf}",
        "MF {mf} (Tunis)",
        "統一編號 {ubn}",
        "UBN of the Taipei vendor → {ubn}",
        "иргэний бүртгэлийн дугаар {mn}",
        "RD: {mn}",
        "полис обязательного медстрахования № {policy}",
        "policy no. {policy} (OMS)",
        "numéro DN : {dn}",
        "CPS {dn} na te taote",
    ],
    "backup_codes": [
        "kodi za dharura: {codes}",
        "Nextcloud 2FA — {codes}",
        "sauvegarde 2FA {codes}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same elements, names and shapes with no secret in them.
CLEAN: list[str] = [
    "<key>CFBundleShortVersionString</key>\n<string>2.14.0</string>",
    "<key>Password</key><string>Enter your password</string>",
    "<name>dfs.replication</name><value>3</value>",
    '<add key="PageSize" value="25" />',
    "Backlog SSID1 HomeNet; Password1 ; Restart 1",
    "$USER1$=/usr/lib/nagios/plugins",
    "key1=value1 and key2=value2 in the example",
    "hotkey1 Ctrl+Shift+A opens the palette",
    "AfterShip order: | ord_2024 shipped",
    "matricule 1234567 of the employee badge",
    "tracking 82633545 for the parcel",
    "policy 3 of 16 applies to all staff",
    "DN 100 pipe, 7 metres",
    "the internationalization localization configuration documentation requirements",
]
