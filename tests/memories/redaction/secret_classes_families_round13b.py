"""Tuning samples of round 13b (issue 46), in shapes of their own: passwords in commands in
general form (`credentials`: more tools' password flags, what hashes a password it is given,
`stores`: a config setter's quoted `"NAME=…"`, `spaced`: app passwords in groups), sign-ins
in more words (`logins`), credential files by their own format (`config_files`, `logins`'
`.pgpass`), vendors' published token shapes (`vendors`, `vendor_names`' short keys) and bare
keys (`entropy`: dot-joined pieces, an `id:secret` pair). Part of the families tuning corpus
(`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample


def _password(rng: random.Random) -> str:
    word = rng.choice(["Tamarind", "Halyard", "Quokka", "Brisket", "Marmot"])
    return word + rng.choice("#!%_") + v.r(rng, v.DIGITS, 4) + v.r(rng, "xyzqk", 2)


def _app_password(rng: random.Random) -> str:
    mixed = v.until(
        rng,
        lambda r: v.r(r, v.ALNUM, 24),
        lambda s: _mixed(s) and sum(bool(_PLAIN.fullmatch(g)) for g in _fours(s)) <= 2,
    )
    return " ".join(_fours(mixed))


_PLAIN = re.compile(r"[a-z]+|[A-Z][a-z]+|[A-Z]+|\d+")


def _fours(value: str) -> list[str]:
    return [value[i : i + 4] for i in range(0, len(value), 4)]


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{p}": _password,
    "{a}": _app_password,
    "{gotify}": lambda rng: "A" + v.until(rng, lambda r: v.r(r, v.ALNUM, 14), _mixed),
    "{unleash}": lambda rng: (
        rng.choice(["*:*", "web:staging", "default:development"]) + "." + v.r(rng, v.HEX, 64)
    ),
    "{anyscale}": lambda rng: "esecret_" + v.r(rng, "abcdefghijklmnopqrstuvwxyz0123456789", 26),
    "{prisma}": lambda rng: (
        "prisma://accelerate.prisma-data.net/?api_key=eyJhbGciOiJIUzI1NiJ9."
        + v.b64url({"tenant_id": v.r(rng, v.HEX, 32)})
        + "."
        + v.r(rng, v.ALNUM, rng.choice([0, 12]))
    ),
    "{swarm}": lambda rng: (
        f"SWMTKN-1-{v.r(rng, 'abcdefghijklmnopqrstuvwxyz0123456789', 50)}-"
        + v.r(rng, "abcdefghijklmnopqrstuvwxyz0123456789", 25)
    ),
    "{do}": lambda rng: "dop_v1_" + v.r(rng, v.HEX, 60),
    "{dotted}": lambda rng: (
        v.until(rng, lambda r: v.r(r, v.ALNUM, 24), _mixed)
        + "."
        + v.until(rng, lambda r: v.r(r, v.ALNUM, 12), _mixed)
    ),
    "{pair}": lambda rng: (
        v.r(rng, "abcdefghijklmnopqrstuvwxyz0123456789", 16)
        + ":"
        + v.until(rng, lambda r: v.r(r, v.ALNUM, 36), _mixed)
    ),
}


def _mixed(value: str) -> bool:
    return any(c.isdigit() for c in value) and value.lower() != value and value.upper() != value


TEMPLATES: dict[str, list[str]] = {
    # A tool's password flag no table knew, what hashes a password it is given (often as
    # `useradd -p`'s value), a config setter's quoted `"NAME=…"`, an app password in groups.
    "cli_password": [
        "ran: valkey-cli --no-auth-warning -a {p} -h queue01 PING",
        "redis-benchmark -q -a {p} -t set,get",
        'sudo useradd -m -p "$(openssl passwd -1 -salt xy {p})" kiosk',
        "slappasswd -h '{{SSHA}}' -s {p}",
        "doveadm pw -s BLF-CRYPT -p {p}",
        "caddy hash-password --plaintext {p}",
        "mosquitto_passwd -c -b /etc/mosquitto/pw sensor01 {p}",
        "mc alias set backup https://s3.example.net:9000 svc-backup {p}",
        "db2 connect to payroll user db2admin using {p}",
        "pdftotext -opw {p} statement.pdf -",
        'heroku config:set "SMTP_PASSWORD={a}" --app blog',
        "WordPress application password for the API user: {a}",
        "security add-generic-password -U -a ci -s deploy-key -w {p}",
        "networksetup -setairportnetwork en0 Office-Guest {p}",
        "samba-tool user create scanner {p} --must-change-at-next-login",
        "rclone obscure {p}",
        "echo -n {p} | cryptsetup luksOpen /dev/nvme1n1p2 data",
        "composer config --global http-basic.repo.packagist.com token {p}",
    ],
    # Sign-ins in more words, destinations of several words.
    "login_pair": [
        "logged into the staging Grafana box as viewer-ops with {p}",
        "ingelogd op het oude beheerportaal als tech met {p}",
        "connecté à la console OVH en tant que ops avec {p}",
    ],
    # Credential files by their own format.
    "config_file": [
        "from ~/.pgpass → analytics.db.internal:6432:*:etl:{p}",
        "define('DB_PASSWORD', '{p}');",
        '$_ENV fallback: getenv(\'MAIL_PASSWORD\') ?: define("MAIL_PASSWORD", "{p}");',
        'System.setProperty("javax.net.ssl.keyStorePassword", "{p}");',
        "username netops privilege 15 secret 0 {p}",
        "snmp-server community {p} RW",
        'createUser monitor SHA "{p}" AES "{p}"',
        "nslcd.conf:\nbinddn cn=reader,dc=corp\nbindpw {p}",
        "<AdministratorPassword>\n  <Value>{p}</Value>\n</AdministratorPassword>",
        "https://dav.example.org/remote.php/dav bob {p}",
        '[Service]\nEnvironment="MAIL_PASSWORD={p}"',
        '<Server><Host>ftp.example.net</Host><Pass encoding="plain">{p}</Pass></Server>',
        'dialup * "{p}" *',
    ],
    # Vendors' published token shapes, whole.
    "vendor_token": [
        "gotify app token for the NAS alerts: {gotify}",
        "UNLEASH_API_TOKEN={unleash}",
        "anyscale endpoints key {anyscale}",
        'DATABASE_URL="{prisma}"',
        "docker swarm join --token {swarm} 10.0.0.5:2377",
        "old DO token (truncated in the paste): {do}",
    ],
    # Bare keys: dot-joined pieces after an arrow, an `id:secret` pair.
    "bare_token": [
        "pasted from the vault ⇒ {dotted}",
        "client credentials {pair}, scope read",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same commands, files and vendors without a secret.
CLEAN = [
    "valkey-cli -h cache02 INFO replication",
    "redis-cli --askpass -h cache02",
    "openssl passwd -stdin < hashes.txt",
    "caddy run --config /etc/caddy/Caddyfile",
    "mc alias list",
    "db2 connect to payroll",
    "heroku config:set NODE_ENV=production --app blog",
    "docker run -e TZ=Europe/Berlin -p 8080:80 web",
    "logged into the staging Grafana box as viewer-ops with SSO",
    "pgpass entries go in ~/.pgpass, one per line",
    "define('WP_DEBUG', false);",
    'os.environ.setdefault("DJANGO_SETTINGS_MODULE", "site.settings")',
    'fields = ("password", "confirm_password2")',
    "snmp-server community public RO",
    "interface Gi0/1 description uplink 2 core",
    "Gotify server restarted 3 times",
    "the gotify app Application1234 restarted",
    "Unleash toggle default:production is on",
    "esecret rotation is due in 2026",
    "com.example.payments.PaymentService2 handles refunds",
    "build-agent07.eu-central1.internal is down",
    "Room 1234 Gate East Wing Door 12AB",
    "licence XK7P2-M9QRT-4HJ8W-BV3CY-6TDF2 (volume)",
]
