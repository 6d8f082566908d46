"""Tuning samples of round 14b (issue 46), in shapes of their own: national ids stdnum has no
module for (`ae_eid`, `kz_iin`, `gb_nino`), passport numbers as a class (`passport`), stdnum
ids by their other languages' names (`ids`). Part of the families tuning corpus
(`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from stdnum import luhn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample


def _mixed_hex(value: str) -> bool:
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _fours(value: str) -> list[str]:
    return [value[i : i + 4] for i in range(0, len(value), 4)]


def _eid(rng: random.Random) -> str:
    body = "784" + str(rng.randint(1955, 2012)) + v.r(rng, v.DIGITS, 7)
    whole = body + luhn.calc_check_digit(body)
    return rng.choice(["{}-{}-{}-{}", "{}{}{}{}", "{} {} {} {}"]).format(
        whole[:3], whole[3:7], whole[7:14], whole[14]
    )


def _iin(rng: random.Random) -> str:
    while True:
        head = f"{rng.randint(50, 99):02}{rng.randint(1, 12):02}{rng.randint(1, 28):02}"
        head += str(rng.randint(3, 6)) + v.r(rng, v.DIGITS, 4)
        digits = [int(d) for d in head]
        check = sum(d * w for d, w in zip(digits, range(1, 12), strict=True)) % 11
        if check != 10:
            return head + str(check)


def _iqama(rng: random.Random) -> str:
    body = rng.choice("12") + v.r(rng, v.DIGITS, 8)
    return body + luhn.calc_check_digit(body)


def _nino(rng: random.Random) -> str:
    prefix = rng.choice(["AB", "CE", "JH", "NP", "SC", "WL", "YZ"])
    digits = v.r(rng, v.DIGITS, 6)
    suffix = rng.choice("ABCD")
    if rng.random() < 0.5:
        return f"{prefix}{digits}{suffix}"
    return f"{prefix} {digits[:2]} {digits[2:4]} {digits[4:]} {suffix}"


def _passport(rng: random.Random) -> str:
    shape = rng.choice([(1, 8), (2, 7), (0, 9), (1, 7)])
    return v.r(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", shape[0]) + v.r(rng, v.DIGITS, shape[1])


def _uuid(rng: random.Random) -> str:
    return v.uuid4(rng)


def _password(rng: random.Random) -> str:
    word = rng.choice(["Kestrel", "Wombat", "Lantana", "Pelican", "Tansy"])
    return word + rng.choice("#!%_.") + v.r(rng, v.DIGITS, 4) + v.r(rng, "xyzqk", 2)


def _codes(rng: random.Random, sep: str) -> str:
    alphabet = "abcdefghijkmnpqrstuvwxyz0123456789"
    codes = [
        v.until(rng, lambda r: v.r(r, alphabet, 4) + "-" + v.r(r, alphabet, 4), _mixed_hex)
        for _ in range(rng.randint(4, 8))
    ]
    return sep.join(codes)


def _base32(rng: random.Random, groups: int) -> str:
    return v.until(
        rng, lambda r: v.r(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 4 * groups), _mixed_hex
    )


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{list}": lambda rng: _codes(rng, rng.choice(["\n", ", ", " "])),
    "{one}": lambda rng: _codes(rng, "")[:9],
    "{b32}": lambda rng: _base32(rng, rng.choice([4, 8])),
    "{b32s}": lambda rng: " ".join(_fours(_base32(rng, 4))),
    "{dots}": lambda rng: ".".join(v.r(rng, "0123456789abcdef", 24)),
    "{p}": _password,
    "{hex}": lambda rng: v.until(rng, lambda r: v.r(r, "0123456789abcdef", 32), _mixed_hex),
    "{hex40}": lambda rng: v.until(rng, lambda r: v.r(r, "0123456789abcdef", 40), _mixed_hex),
    "{uuid}": _uuid,
    "{letters}": lambda rng: v.r(rng, "abcdefghijklmnopqrstuvwxyz", 32),
    "{rpc}": lambda rng: v.until(rng, lambda r: v.r(r, "0123456789abcdef", 40), _mixed_hex),
    "{eid}": _eid,
    "{iin}": _iin,
    "{nino}": _nino,
    "{iqama}": _iqama,
    "{pp}": _passport,
}

TEMPLATES: dict[str, list[str]] = {
    # Ids stdnum has no module for, after their names in the languages that write them, in a
    # table's cell and as a metadata key; a passport number after a word for a passport.
    "national_id": [
        "Emirates ID no. {eid} (renewal due)",
        "رقم الهوية الإماراتية: {eid}",
        "visa form — Emirates ID: {eid}",
        '{{"tenant": {{"emirates_id_number": "{eid}"}}}}',
        "ИИН сотрудника {iin}",
        "ЖСН {iin} (банк сұрады)",
        "IIN: {iin}",
        "National Insurance number is {nino}",
        "Iqama no. {iqama} (expires Shawwal)",
        "رقم الإقامة: {iqama}",
        "NINO — {nino}",
        "my NI no. {nino}",
        "| passport number | {pp} |",
        "número de pasaporte: {pp}",
        "Reisepassnummer {pp}, gültig bis 2031",
        "numéro de passeport pour le vol : {pp}",
        "номер загранпаспорта — паспорт № {pp}",
        '{{"passport_no": "{pp}"}}',
    ],
    # Passwords in commands: unixODBC's positional one, the data tools' slash flags, QEMU's
    # inline secret, HTTPie's sibling xh.
    "cli_password": [
        "isql -b -v PAYROLL_DSN etl_reader {p} < nightly.sql",
        "iusql -v warehouse dbt {p}",
        "SqlPackage.exe /Action:Import /tsn:sql07 /tdn:Crm /tu:loader /TargetPassword:{p}",
        "sqlpackage /a:Extract /SourceServerName:db1 /SourceUser:sa /SourcePassword={p}",
        "dtexec /F load.dtsx /Decrypt {p}",
        "qemu-system-x86_64 -object secret,id=luks0,data={p},format=raw -drive file=d.img",
        "xhs -a deploy:{p} POST registry.example.net/api/v2/token",
        "rails runner \"a = Admin.first; a.password = '{p}'; a.password_confirmation = '{p}'\"",
    ],
    # ppp's chap-secrets with the secret unquoted.
    "config_file": [
        "# /etc/ppp/pap-secrets\nvpnuser * {p} *",
        "client server secret IP\nbranch07 * {p} 10.8.0.7",
    ],
    # Backup codes under more languages' words, one code alone; a 2FA secret after "2FA" in any
    # language's sentence, in groups inside an otpauth URL; a token one dot between characters.
    "backup_codes": [
        "Reservekoades fan GitHub:\n{list}",
        "kaody famerenana ho an'ny Dropbox: {list}",
        "kòd rezèv pou Google: {list}",
        "herwinningskodes vir Microsoft — {list}",
        "Proton 2FA recovery code: {one}",
        "MFA backup code (Okta) = {one}",
    ],
    "otp_secret": [
        "clé secrète 2FA pour Gitea : {b32}",
        "TOTP-Geheimnis für den VPN-Zugang = {b32}",
        "otpauth://totp/Sentry:ops?issuer=Sentry&secret={b32s}",
        "segreto MFA di Bitwarden: {b32s}",
    ],
    "spaced_token": [
        "letter by letter, dots between: {dots}",
    ],
    # A key after the words for "API key" in the writer's language and whose key it is, a
    # settings page's path to it, a sentence about an integration; an RPC provider's URL.
    "vendor_token": [
        "clé d'API Mistral pour la démo : {hex}",
        "chave de API do Resend = {uuid}",
        "Plausible API-Schlüssel: {hex40}",
        "klucz API (Tinybird) — {hex}",
        "Hetzner APIキー: {letters}",
        "Settings > API keys > Deploy bot: `{uuid}`",
        "Zammad integration is down again, the key: {hex}",
        "API 키 (Sentry 대체용): {hex40}",
        "RPC_URL=https://polygon-mainnet.infura.io/v3/{hex}",
        "wss://withered-cold-lake.bsc.quiknode.pro/{rpc}/",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same names without an id, or with a number that is none.
CLEAN = [
    "Emirates ID renewal takes 5 working days",
    "Emirates flight EK 2041 departs 09:40",
    "the ИИН field is required on the form",
    "passport photo must be 35x45 mm",
    "Iqama renewal fee is 650 SAR, ticket 1012345678",
    "passport expires 20310415",
    "passport office ticket 40781234",
    "NI number letter arrived on 12 March",
    "Passport.js strategy v0.6.0 installed",
    "RUT/NIT pendiente para la factura",
    "clé API : voir le coffre 1Password",
    "API key rotation is scheduled for 2026-12-01",
    "Settings > API keys > Create new key",
    "the integration test suite key: run_all_integration_tests_now",
    "isql -v PAYROLL_DSN",
    "sqlpackage /a:Export /ssn:sql02 /sdn:Shop /tf:shop.bacpac /ua:true",
    "qemu-img create -f qcow2 --object secret,id=s0,file=/run/key.txt d.img 10G",
    "xh GET httpbin.org/get",
    "SELECT * FROM orders * 2",
    "alice * hello-world *",
    "Reservekoades fan GitHub: regenerate them in settings",
    "2FA: ENABLED FOR ALL ACCOUNTS SINCE MAY",
    "backup code: ask the helpdesk",
    "the OID 1.3.6.1.4.1.311.21.8.1.2.3.4 names the template",
    "https://docs.infura.io/api/networks/ethereum",
]
