# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, twenty-third corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
twenty-second held-out corpus as a format example, the fifth to twenty-first only to search them for
the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use others),
the sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`);
never `memories/redaction/`, the tuning corpus, the round corpora, their tests nor the reports, and
the scrubber was never run on it. Its own seed, password words, names, places, templates, tools,
vendors and layouts, the way people leak secrets into an assistant's memory: Workplace and Mixin
pastes, NotePlan, Workflowy, Dynalist, Notable and GoodNotes notes to self, incident write-ups,
tickets, e-mails, runbooks, yash, hilbish, BusyBox ash and cmd.exe history, Authelia, Syncthing,
Transmission, qBittorrent, Prowlarr, Lidarr, SABnzbd, Overseerr, Tautulli, Komga, Homarr,
PhotoPrism, AdGuard Home, Technitium, Glances, vsftpd, Squid, PowerDNS, FreeRADIUS, strongSwan and
Kea configs, Semaphore and Codemagic CI logs, README fragments, voice-dictated text and requests to
the assistant itself. About 60 % English (or language-neutral config and shell), the rest in
Taiwanese Hokkien (written in Pe̍h-ōe-jī), Chamorro, Kapampangan, Dholuo, Balinese, Mizo, Plautdietsch and Bavarian (no
earlier docstring or word list names them), and Spanish, German, French, Brazilian Portuguese,
Italian, Russian, Dutch, Polish, Turkish, Japanese, Korean and Chinese in wordings of their own.
Vendors (Elastic Email, NewsAPI, Coveralls, Positionstack, Ipstack, Mediastack, Marketstack,
Mailboxlayer, Iterable, Drip, Moosend, SendPulse, Unisender, Twelve Data, Moralis, Helius,
Chainstack, DaData, YooKassa, CloudPayments, PagSeguro, Pagar.me, Iugu, Tinkoff Invest, RetailCRM,
SMS.ru, PhantomBuster, ExchangeRate-API, Snov.io, Bitrix24, PayFast) are ones heldouts 5 to 22 do
not name; the national ids are kinds they do not use (the Korean business registration
number, Japan's corporate number, the Turkish tax number (VKN), the Dominican RNC and Slovenia's
matična številka with their check digits; the Philippine PhilSys card number and TIN, Indonesia's
family card (Kartu Keluarga) number, India's ABHA number and Taiwan's NHI card number, which carry
none a library checks; passports under Hokkien, Chamorro, Dholuo and Bavarian words). The IBANs
are of countries used least by a rough count over heldouts 5 to 22 (Kuwait, Jordan, Pakistan,
Iraq, Oman, Kosovo, El Salvador and Gibraltar, each in two earlier corpora).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum.do import rnc as do_rnc
from stdnum.jp import cn as jp_cn
from stdnum.kr import brn as kr_brn
from stdnum.si import maticna as si_maticna
from stdnum.tr import vkn as tr_vkn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 23_640_177
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = "0123456789ABCDEF"
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            fields = self.draw(rng, index, template)
            secret = fields.get("secret", fields[self.key])
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_FOODS = ["Bahoan", "Oachian", "Kelaguen", "Chalakiles", "Sisig", "Tocino", "Kuon", "Aliya",
          "Lawar", "Betutu", "Bai", "Sawhchiar", "Vereniki", "Schnetje", "Obatzda", "Leberkas"]  # fmt: skip
_PLACES = ["Tainan", "Lokkang", "Hagatna", "Inarajan", "Angeles", "Guagua", "Kisumu", "HomaBay",
           "Ubud", "Singaraja", "Aizawl", "Lunglei", "Filadelfia", "Steinbach", "Rosenheim",
           "Garmisch"]  # fmt: skip
_NAMES = ["Ahui", "Bengtek", "Chunhong", "Kiko", "Lourdes", "Dindo", "Marites", "Otieno",
          "Achieng", "Omondi", "Wayan", "Ketut", "Remruata", "Zothansangi", "Isaak", "Aganetha",
          "Sepp", "Vroni"]  # fmt: skip
_SYMBOLS = "!#$%&*+=?@^~"

# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1, 32):02d}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_FOODS)}{g.choice(_SYMBOLS)}{g.randrange(1970, 2026)}",
    lambda g: _r(g, ALNUM, 6) + g.choice(_SYMBOLS) + _r(g, ALNUM, 6),
    lambda g: g.choice(_PLACES).lower() + g.choice(["_", ".", "-"]) + g.choice(_NAMES).lower() + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: g.choice(["T4in4n", "Hag4tn4", "K1sumu", "Ub0d", "A1zawl", "R0s3nh31m"]) + _r(g, D, 2) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(['Sleepy', 'Brave', 'Green', 'Lucky'])}{g.choice(['Carabao', 'Gecko', 'Hornbill', 'Tapir'])}{g.randrange(10, 99)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "@$^", 20),
    lambda g: ".".join(w.lower() for w in g.sample(_FOODS, 3)) + str(g.randrange(10, 100)),
    lambda g: _r(g, LOWER, 3) + _r(g, UPPER, 3) + _r(g, D, 5) + g.choice(_SYMBOLS),
    lambda g: g.choice(_SYMBOLS) + g.choice(_NAMES) + "_" + g.choice(_FOODS).lower() + str(g.randrange(100, 1000)),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Workplace, Dindo: the Transmission web UI password is {pw}",
    "Mixin group 'homelab', Otieno: qBittorrent WebUI admin password {pw}",
    "NotePlan: Bitwarden master password (old phone) {pw}",
    "Hi Lourdes,\n\nthe iLO Administrator password after the firmware update is {pw}\nplease change it on first login.\n\nRegards, Kiko",
    "Incident 2026-11-28: Glances web server on :61208 was open with password {pw}",
    "please remember my Apple ID password: {pw}",
    "note this: the Hikvision DVR admin password is {pw}",
    "Runbook: AdGuard Home at the Kisumu shop\n1. ssh in\n2. edit AdGuardHome.yaml\n3. the admin password is {pw}",
    "README (media box)\nOverseerr is at http://requests.lakan.lan, the local admin password is `{pw}`.",
    "Workflowy › Homelab › NAS › QNAP admin password {pw}",
    "ticket LKN-4410: `MAIL_PASSWORD=\"{pw}\"` pushed in settings/prod.py, rotate it",
    "Dynalist: the Komga admin password is now {pw}",
    "could you keep my Yahoo password for me? {pw}",
    "the SABnzbd password is {pw}, Wayan reset it this morning",
    "Notable: Photoprism admin password {pw}",
    "after flashing OpenWrt the root password is {pw}",
    "handover: the Homarr board password is {pw}",
    "my Proton Mail password is now {pw}",
    "«password» {pw}",
    "GoodNotes (handwritten, OCR): Tautulli password {pw}",
    "password for dad's Facebook: {pw}",
    "incident: Adminer was reachable with password {pw}",
    "the Minecraft server RCON password is {pw}, don't post it in chat",
    "NotePlan: Lidarr password {pw}",
    "dictated: my Outlook password is {pw} full stop",
    "Dynalist: Technitium DNS admin password is {pw}",
    "TODO before the audit: change the pfSense admin password ({pw})",
    "Workflowy card 'cams': the Dahua NVR admin password {pw}",
    "Góa ê e-mail bi̍t-bé sī {pw}",
    "chhù-lāi lō͘-iû-khì ê bi̍t-bé: {pw}",
    "I password-hu para i email: {pw}",
    "i password i router gi gima': {pw}",
    "Ing password ku king email: {pw}",
    "ing password ning router king bale: {pw}",
    "Wach mopondo mar email na en {pw}",
    "wach mopondo mar router e dala: {pw}",
    "Kruna sandi email tiange: {pw}",
    "kruna sandi router jumah: {pw}",
    "Ka email password chu {pw} a ni",
    "ka in router password: {pw}",
    "Mien Passwuat fa de Email es {pw}",
    "Passwuat fa'm Router tus: {pw}",
    "Mei Passwoat fia d'E-Mail is {pw}",
    "Passwoat vom Router dahoam: {pw}",
    "la contraseña del SAT quedó como {pw}",
    "Zugangspasswort für die Sparkasse-App: {pw}",
    "mot de passe de l'espace client Free : {pw}",
    "a senha do app do Nubank ficou {pw}",
    "la password di SPID è {pw}",
    "пароль от личного кабинета налоговой: {pw}",
    "mijn wachtwoord voor Mijn Belastingdienst: {pw}",
    "hasło do bankowości (mBank): {pw}",
    "Türkiye İş Bankası internet şubesi şifresi {pw}",
    "Bengtek: sū-ho̍k-khì sin ê bi̍t-bé sī {pw}",
    "Kiko: i nuebu password i server {pw}",
    "Marites: ing bayung password ning server {pw}",
    "Achieng: wach mopondo manyien mar server {pw}",
    "Ketut: kruna sandi server sane anyar {pw}",
    "Remruata: server password thar chu {pw}",
    "Sepp: 's neie Passwoat fian Server is {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ahui.lim", "bengtek", "chunhong", "kiko.c", "lourdes", "dindo.m", "marites",
          "otieno", "achieng.o", "omondi", "wayan.s", "ketut", "remruata", "zothan",
          "isaak.f", "aganetha", "svc-sabnzbd", "administrator"]  # fmt: skip
_LOGINS = [
    "Workplace: Marites says the Grafana login is {u} / {pw}",
    "ticket LKN-4417: {u} locked out, old password was {pw}",
    "login: {u} | password: {pw}",
    "Workflowy › Homelab › Proxmox › {u} — {pw}",
    "| service | user | pass |\n|---|---|---|\n| pbs-1 | {u} | {pw} |",
    "log in as {u} with {pw} on the staging Gitea",
    "Ubiquiti EdgeRouter creds: {u}:{pw}",
    "user = {u}\npass = {pw}",
    '{{"username": "{u}", "password": "{pw}"}}',
    "Mixin: account {u}, pass {pw}",
    "Omondi says the FTP account is {u} and the password {pw}",
    "tiùⁿ-hō: {u}, bi̍t-bé: {pw}",
    "na'an usuariu: {u}, password: {pw}",
    "lagyu ning user: {u}, password: {pw}",
    "nying jatiyo: {u}, wach mopondo: {pw}",
    "adan pengguna: {u}, kruna sandi: {pw}",
    "user hming: {u}, password: {pw}",
    "Bruckanome: {u}, Passwuat: {pw}",
    "Benutzanam: {u}, Passwoat: {pw}",
    "usuario: {u} / contraseña: {pw}",
    "Anmeldename {u}, Passwort {pw}",
    "nom d'utilisateur {u}, mot de passe {pw}",
    "usuário {u}, senha {pw}",
    "gebruikersnaam {u} en wachtwoord {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kelaguen", "chalakiles", "sisig", "tocino", "aliya", "lawar", "betutu",
               "sawhchiar", "vereniki", "obatzda", "inarajan", "aizawl"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w} and then {d}",
    "password: {w} in small letters followed by {d}",
    "for the NAS it's {w} with {d} after it",
    "the Wi-Fi admin password is {w}, then the number {d}",
    "voice memo: password is {w} then {d}, all one word",
    "written out: {w}, then the digits {d}",
    "Bi̍t-bé sī {w} chit-ê jī, āu-piah {d}",
    "I password i palabra {w} ya despues {d}",
    "Ing password ya ing amanu {w} at kaybat {d}",
    "Wach mopondo en {w} kendo bang'e {d}",
    "Password chu {w} tih a hnuaiah {d}",
    "'s Passwoat is 's Woat {w} und dann {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "transmission-remote tr.lakan.lan:9091 --auth {u}:{pw} -l",
    "syncthing generate --gui-user={u} --gui-password={pw}",
    "mariadb -h db1.lakan.lan -u {u} -p{pw} media",
    "wget --user={u} --password={pw} https://files.lakan.lan/iso/debian-13.iso",
    "smbclient //nas.lakan.lan/media -U {u}%{pw} -c 'ls'",
    "xfreerdp /v:win11.lakan.lan /u:{u} /p:{pw} /cert:ignore",
    "sqlcmd -S sql1.lakan.lan -U {u} -P {pw} -Q 'SELECT @@VERSION'",
    "ipmitool -I lanplus -H bmc1.lakan.lan -U {u} -P {pw} chassis status",
    "htpasswd -b -c /etc/squid/passwd {u} {pw}",
    "zip -P {pw} -r invoices.zip invoices/",
    "openssl enc -aes-256-cbc -pbkdf2 -in media.sql -out media.sql.enc -pass pass:{pw}",
    "keytool -genkeypair -alias komga -keystore komga.jks -storepass {pw}",
    "influx setup --username {u} --password {pw} --org lakan --bucket media -f",
    "podman login -u {u} -p {pw} quay.lakan.lan",
    "skopeo copy --dest-creds {u}:{pw} docker://alpine:3.20 docker://registry.lakan.lan/alpine:3.20",
    "git clone https://{u}:{pw}@gitea.lakan.lan/media/scripts.git",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/media_ed25519",
    "mysqldump -u{u} -p{pw} --all-databases > all.sql",
    "BORG_PASSPHRASE={pw} borg create ::media-{{now}} /srv/media",
    "echo '{pw}' | kinit {u}@LAKAN.LAN",
    "x11vnc -passwd {pw} -display :0 -forever",
    "keydb-cli -h cache.lakan.lan --pass {pw} ping",
    "net use Z: \\\\nas.lakan.lan\\media /user:{u} {pw}",
    "psexec \\\\win11.lakan.lan -u {u} -p {pw} cmd",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "yash$ {c}", "hilbish history:\n{c}", "/ # {c}", "C:\\Users\\dindo> {c}",
    "Semaphore job log:\n+ {c}", "codemagic.yaml script: |\n  {c}", "crontab: 30 2 * * * {c}",
    "bēng-lēng: {c}", "prentah: {c}", "Befäl: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a CI log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "mariadb://{u}:{pw}@db1.lakan.lan:3306/media",
    "postgres://{u}:{pw}@pg.lakan.lan/overseerr?sslmode=require",
    "smb://{u}:{pw}@nas.lakan.lan/media",
    "ftp://{u}:{pw}@files.lakan.lan/incoming",
    "mqtt://{u}:{pw}@broker.lakan.lan:1883",
    "http://{u}:{pw}@squid.lakan.lan:3128",
    "clickhouse://{u}:{pw}@ch.lakan.lan:9000/metrics",
    "sqlserver://{u}:{pw}@sql1.lakan.lan:1433?database=media",
    "davs://{u}:{pw}@cloud.lakan.lan/remote.php/dav/files/{u}",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "Authelia storage url: {c}", "docker-compose.yml:\n  - DB_URL={c}",
    "keep this connection string: {c}", "chū-liāu-khò͘ ê URL: {c}", "Vebindungsreaj: {c}",
    "Nickel: db_url = \"{c}\"", "Prowlarr proxy: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _moralis(g: random.Random) -> str:
    claims = {"nonce": v.uuid4(g, "8"), "orgId": str(g.randrange(100_000, 999_999)),
              "userId": str(g.randrange(100_000, 999_999)), "typeId": v.uuid4(g, "9"),
              "type": "PROJECT", "iat": 1_760_000_000 + g.randrange(9_000_000)}  # fmt: skip
    return _jwt_of(g, {"alg": "HS256", "typ": "JWT"}, claims, 43)


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Elastic Email", "ELASTICEMAIL_API_KEY", _j((UPPER_HEX, 96))),
    ("NewsAPI", "NEWSAPI_KEY", _j((HEX, 32))),
    ("Coveralls", "COVERALLS_REPO_TOKEN", _j((ALNUM, 33))),
    ("Positionstack", "POSITIONSTACK_ACCESS_KEY", _j((HEX, 32))),
    ("Ipstack", "IPSTACK_ACCESS_KEY", _j((HEX, 32))),
    ("Mediastack", "MEDIASTACK_ACCESS_KEY", _j((HEX, 32))),
    ("Marketstack", "MARKETSTACK_ACCESS_KEY", _j((HEX, 32))),
    ("Mailboxlayer", "MAILBOXLAYER_ACCESS_KEY", _j((HEX, 32))),
    ("Iterable", "ITERABLE_API_KEY", _j((HEX, 32))),
    ("Drip", "DRIP_API_TOKEN", _j((LOWER_DIGITS, 32))),
    ("Moosend", "MOOSEND_API_KEY", lambda g: v.uuid4(g, "a")),
    ("SendPulse", "SENDPULSE_CLIENT_SECRET", _j((HEX, 32))),
    ("Unisender", "UNISENDER_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Twelve Data", "TWELVEDATA_API_KEY", _j((HEX, 32))),
    ("Moralis", "MORALIS_API_KEY", _moralis),
    ("Helius", "HELIUS_API_KEY", lambda g: v.uuid4(g, "b")),
    ("DaData", "DADATA_API_KEY", _j((HEX, 40))),
    ("YooKassa", "YOOKASSA_SECRET_KEY", _j("live_", (URLSAFE, 43))),
    ("CloudPayments", "CLOUDPAYMENTS_API_SECRET", _j((HEX, 32))),
    ("PagSeguro", "PAGSEGURO_TOKEN", _j((UPPER_HEX, 32))),
    ("Pagar.me", "PAGARME_SECRET_KEY", _j("sk_", (ALNUM, 32))),
    ("Iugu", "IUGU_API_TOKEN", _j((UPPER_HEX, 64))),
    ("Tinkoff Invest", "TINKOFF_INVEST_TOKEN", _j("t.", (URLSAFE, 86))),
    ("RetailCRM", "RETAILCRM_API_KEY", _j((ALNUM, 32))),
    ("SMS.ru", "SMSRU_API_ID", lambda g: v.uuid4(g, "9").upper()),
    ("PhantomBuster", "PHANTOMBUSTER_API_KEY", _j((ALNUM, 43))),
    ("ExchangeRate-API", "EXCHANGERATE_API_KEY", _j((HEX, 24))),
    ("Snov.io", "SNOV_CLIENT_SECRET", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "~/.yashrc:\nexport {env}='{tok}'",
    "hilbish init.lua:\nos.setenv('{env}', '{tok}')",
    "C:\\> setx {env} {tok}",
    "Semaphore secret {env}: {tok}",
    "config.toml:\n[{slug}]\napi_key = \"{tok}\"",
    "Homarr integration '{slug}':\napiKey: {tok}",
    "Workplace from Dindo: new {vendor} key, the live one is {tok}",
    "ticket LKN-4471: {vendor} webhook failing, key in use {tok}",
    "NotePlan — {vendor} secret {tok}",
    "save my {vendor} key for me please: {tok}",
    "Workflowy › Integrations › {vendor} › {tok}",
    "{vendor} ê API só-sî: {tok}",
    "I API yabi para {vendor}: {tok}",
    "Ing API susi ning {vendor}: {tok}",
    "Ofungu mar API mar {vendor}: {tok}",
    "Kunci API {vendor}: {tok}",
    "{vendor} API chabi chu {tok} a ni",
    "{vendor} API-Schlätel: {tok}",
    "Da {vendor} API-Schlissl is {tok}",
    "llave de la API de {vendor}: {tok}",
    "chave da API do {vendor}: {tok}",
    "ключ API для {vendor}: {tok}",
    "{vendor} 的 API 金鑰：{tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    chain = _r(rng, HEX, 32)
    bitrix = _r(rng, LOWER_DIGITS, 16)
    dadata_key, dadata_secret = _r(rng, HEX, 40), _r(rng, HEX, 40)
    shop, yk = str(rng.randrange(100_000, 999_999)), "live_" + _r(rng, URLSAFE, 43)
    pf_key = _r(rng, LOWER_DIGITS, 13)
    return [
        Sample("vendor_token", f"CHAINSTACK_RPC=https://nd-{rng.randrange(100, 999)}-{rng.randrange(100, 999)}-{rng.randrange(100, 999)}.p2pify.com/{chain}", chain),
        Sample("vendor_token", f"curl https://lakan.bitrix24.ru/rest/1/{bitrix}/crm.lead.list.json", bitrix),
        Sample("vendor_token", f"curl -X POST https://cleaner.dadata.ru/api/v1/clean/address -H 'Authorization: Token {dadata_key}' -H 'X-Secret: {dadata_secret}'", dadata_secret),
        Sample("vendor_token", f"curl https://api.yookassa.ru/v3/payments -u {shop}:{yk}", yk),
        Sample("vendor_token", f"payfast.ini\nmerchant_id = 1{_r(rng, D, 7)}\nmerchant_key = {pf_key}", pf_key),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        slug = re.sub(r"[^a-z0-9]+", "_", vendor.lower()).strip("_")
        out.append(
            Sample("vendor_token", template.format(vendor=vendor, env=env, slug=slug, tok=tok), tok)
        )
    return out


_BARE_PLACES = ["{t}", "Mixin: {t}", "from the console, shown once:\n{t}", "só-sî: {t}",
                "yabi: {t}", "{t}\n(copy it now, it won't be shown again)", "ofungu: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 48)), _j((URLSAFE, 32), ".", (URLSAFE, 40)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 56)), _j((B64, 72)), _j((ALNUM, 40))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AUTHELIA_SESSION_SECRET={h}": 64,
    "authelia configuration.yml:\nidentity_validation:\n  reset_password:\n    jwt_secret: {h}": 64,
    "Tautulli config.ini: api_key = {h}": 32,
    "Prowlarr config.xml: <ApiKey>{h}</ApiKey>": 32,
    "SABnzbd sabnzbd.ini: api_key = {h}": 32,
    "pī-hūn ê ka-bi̍t só-sî: {h}": 64,
    "kunci enkripsi backup: {h}": 64,
    "Backup-Schlissl (AES): {h}": 64,
    "NotePlan: Syncthing device API key {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 4 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket LKN-4480: token from the Android logcat {t}",
    "Cookie: authelia_session_jwt={t}",
    "OVERSEERR_JWT={t}",
    "keep this access token for me {t}",
    "ji̍p-lāi ê token: {t}",
    "I token para i app: {t}",
    "Squid access.log: Authorization header {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_785_000_000 + rng.randrange(7_000_000)
    alg = ["RS256", "ES384", "HS512"][index % 3]
    claims: dict[str, Any] = {
        "sub": v.uuid4(rng, "9"),
        "iat": issued,
        "exp": issued + 900,
    }
    if index % 2 == 1:
        claims |= {"iss": "https://auth.lakan.lan", "aud": "media", "groups": ["admins"]}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, LOWER_DIGITS, 16)}
    return {"t": _jwt_of(rng, header, claims, {"RS256": 342, "ES384": 128, "HS512": 86}[alg])}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "Semaphore secret file ~/.ssh/id_rsa (pasted):\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "strongSwan /etc/swanctl/private/gw.key:\n{key}": ("EC PRIVATE KEY", "\n"),
    '{{"tls": {{"key": "{key}"}}}}': ("PRIVATE KEY", "\\n"),
    "cat > /etc/vsftpd/vsftpd.key <<'EOF'\n{key}\nEOF": ("RSA PRIVATE KEY", "\n"),
    "ticket LKN-4492, key pasted below:\n{key}": ("PRIVATE KEY", "\n"),
    "Sū-ho̍k-khì ê su-ū só-sî, m̄-thang hō͘ lâng:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "values.yaml:\ntls:\n  key: |\n    {key}": ("ENCRYPTED PRIVATE KEY", "\n    "),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEIA", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFLTBXBgkqhkiG9w0BBQ0wSjAp"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [f"-----BEGIN {kind}-----"] + [body[k : k + 64] for k in range(0, len(body), 64)]
    lines += [_r(rng, B64, 40) + "=", f"-----END {kind}-----"]
    return {"key": joiner.join(lines), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Keystone backup, copying it before I shred the card: {p}": "english",
    "Ellipal recovery words\n{p}": "english",
    "please hold on to my Sparrow wallet seed: {p}": "english",
    "Phantom secret recovery phrase: {p}": "english",
    "voice memo: the Keplr words are {p} and that is all of them": "english",
    "NotePlan — old Trust Wallet, moved to cold storage {p}": "english",
    "chîⁿ-pau ê hôe-ho̍k jī-sû: {p}": "chinese_traditional",
    "i palabran seed i wallet-hu: {p}": "english",
    "frase de recuperação da carteira: {p}": "english",
    "Wallet-Wiederherstellung, d'Wöata: {p}": "english",
    "cüzdan kurtarma kelimeleri: {p}": "turkish",
    "지갑 복구 단어: {p}": "korean",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in set(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split("\u3000") if "\u3000" in phrase else phrase.split(" ")
    layouts = [
        " ".join(words),
        "\n".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        "  ".join(f"{k:02d}.{w}" for k, w in enumerate(words, 1)),
        ",".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Workplace — Lourdes: the company Mastercard for the Hetzner bill is {c}, exp {mm}/{yy}",
    "remember my spare card: {c} good thru {mm}/{yy}",
    "card number: {c}\nexpiry: {mm}/{yy}",
    "ticket LKN-4503: refund to card {c} please",
    "sìn-iōng-khah hō-bé: {c}, {mm}/{yy} kòe-kî",
    "numiru i kard: {c}",
    "card number ku: {c}, {mm}/{yy}",
    "namba mar kad na: {c}",
    "nomor kartu tiange: {c}, {mm}/{yy}",
    "ka card number: {c}",
    "Kortnumma: {c}, bis {mm}/{yy}",
    "Koatn-Numma: {c}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = ["mastercard", "visa", "jcb", "amex", "unionpay", "discover", "diners", "maestro"][
        index % 8
    ]
    number = v.card(rng, brand)
    return {"c": v.grouped(number, ["", " ", " ", "-", " ", "."][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(27, 34))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} 04/31, CVC2 {cvv}", "the 3 digits on the back: {cvv}",
               "Amex {c}, CID on the front {cvv}", "āu-piah saⁿ-ê jī: {cvv}",
               "i tres numiru gi tatte: {cvv}", "código de segurança (CVV): {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    code = _r(rng, D, 4 if brand == "amex" else 3)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_BBANS = {"KW": "aaaa" + "n" * 22, "JO": "aaaa" + "n" * 4 + "c" * 18, "PK": "aaaa" + "n" * 16,
          "IQ": "aaaa" + "n" * 15, "OM": "nnn" + "n" * 16, "XK": "n" * 16,
          "SV": "aaaa" + "n" * 20, "GI": "aaaa" + "c" * 15}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    alphabet = {"a": UPPER, "n": D, "c": UPPER_DIGITS}

    def make(g: random.Random) -> str:
        bban = "".join(g.choice(alphabet[c]) for c in _BBANS[country])
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice LKN-2026-0931: transfer to {i} within 10 days",
    "save the Kuwait supplier's IBAN: {i}",
    "IBAN: {i}\nreference: server rack December",
    "Mixin #finance: updated bank details, IBAN {i}",
    "góa ê IBAN: {i}",
    "i IBAN-hu: {i}",
    "ing IBAN ku: {i}",
    "IBAN na: {i}",
    "IBAN tiange: {i}",
    "ka IBAN chu {i} a ni",
    "mien IBAN: {i}",
    "IBAN für d'Rückzahlung: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, list(_BBANS)[index % len(_BBANS)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _brn(g: random.Random) -> str:
    number = v.until(g, _j((D, 10)), kr_brn.is_valid)
    return f"{number[:3]}-{number[3:5]}-{number[5:]}"


def _jp_cn(g: random.Random) -> str:
    return v.until(g, _j((D, 13)), jp_cn.is_valid)


def _vkn(g: random.Random) -> str:
    return v.until(g, _j((D, 10)), tr_vkn.is_valid)


def _rnc(g: random.Random) -> str:
    number = v.until(g, _j("1", (D, 8)), do_rnc.is_valid)
    return f"{number[0]}-{number[1:3]}-{number[3:8]}-{number[8]}"


def _maticna(g: random.Random) -> str:
    return v.until(g, _j((D, 7)), si_maticna.is_valid)


def _philsys(g: random.Random) -> str:
    digits = _r(g, D, 16)
    return "-".join(digits[k : k + 4] for k in range(0, 16, 4))


def _ph_tin(g: random.Random) -> str:
    return f"{_r(g, '123456789', 1)}{_r(g, D, 2)}-{_r(g, D, 3)}-{_r(g, D, 3)}-000"


def _kk(g: random.Random) -> str:
    return g.choice(["5171", "5104", "5108", "5103"]) + _r(g, D, 12)


def _abha(g: random.Random) -> str:
    return f"91-{_r(g, D, 4)}-{_r(g, D, 4)}-{_r(g, D, 4)}"


def _nhi(g: random.Random) -> str:
    return "0000" + _r(g, D, 8)


def _passport(g: random.Random) -> str:
    style = g.randrange(3)
    if style == 0:
        return _r(g, "3", 1) + _r(g, D, 8)
    if style == 1:
        return _r(g, "CFGHJK", 1) + _r(g, "CFGHJKLMNPRTVWXYZ0123456789", 8)
    return "AK" + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "사업자등록번호: {s}": _brn,
    "Korean business registration no. {s} for the contract": _brn,
    "法人番号：{s}": _jp_cn,
    "Japan corporate number of the distributor: {s}": _jp_cn,
    "vergi kimlik numarası (VKN): {s}": _vkn,
    "Turkish tax number of the supplier: {s}": _vkn,
    "RNC de la empresa: {s}": _rnc,
    "Dominican RNC {s} on the invoice header": _rnc,
    "matična številka podjetja: {s}": _maticna,
    "Slovenian company registration number (matična) {s}": _maticna,
    "PhilSys Card Number (PCN): {s}": _philsys,
    "ing PhilSys number ku: {s}": _philsys,
    "TIN ku king BIR: {s}": _ph_tin,
    "Nomor KK: {s}": _kk,
    "nomor Kartu Keluarga tiange: {s}": _kk,
    "ABHA number: {s}": _abha,
    "ka ABHA number chu {s} a ni": _abha,
    "kiān-pó-khah hō-bé: {s}": _nhi,
    "hō͘-chiàu hō-bé: {s}": _passport,
    "numiru i pasapotte-hu: {s}": _passport,
    "namba mar pasipot na: {s}": _passport,
    "Reisepass-Numma: {s}": _passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Microsoft account recovery codes: {codes}", "Proton backup codes\n{codes}",
            "Bitwarden two-step login, the spare codes {codes}", "2FA pī-hūn hō-bé:\n{codes}",
            "backup codes ku king 2FA: {codes}", "2FA Räserwkoods: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Authelia:kiko?secret={s}&issuer=Authelia&period=30",
              "2FA setup key for Proton: {s}", "TOTP seed (Gitea): {s}",
              "2FA ê pì-bi̍t só-sî: {s}"]  # fmt: skip
_CODES = ["{c} is your Workplace login code", "Dein Anmeldecode: {c}",
          "código de verificación: {c}", "kode verifikasi ragane: {c}",
          "i verification code chu {c} a ni"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, index % 4)
    sep = ["\n", " ", ", ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 7 + 1) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family(
    "otp_secret", _SEEDS_2FA, lambda g, i, t: {"s": v.totp_secret(g, spaced=i % 2 == 1 and "otpauth" not in t)}, "s"
)  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["PLDTHOMEFIBR_7a2c", "Globe_At_Home_5G", "Safaricom_Home_4G", "IndiHome-Ubud",
          "CHT-Wi-Fi-88", "GTA_Guam_Home", "Vodafone-Rosenheim", "Tigo_Filadelfia"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, password {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "network: {s}\nkey: {pw}",
    "visitor wifi {s}, pass {pw}",
    "the wifi at the Inarajan house: {s} / {pw}",
    "netsh wlan connect name={s} (key {pw})",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"{s}\"\n  psk=\"{pw}\"\n}}",
    "WPA2 key printed under the modem: {pw}",
    "bô-soàⁿ bāng-lō͘ {s} ê bi̍t-bé: {pw}",
    "i password i wifi {s}: {pw}",
    "ing password ning wifi {s}: {pw}",
    "wach mopondo mar wifi {s}: {pw}",
    "kruna sandi wifi {s}: {pw}",
    "wifi {s} password chu {pw} a ni",
    "Passwuat fa'm WLAN {s}: {pw}",
    "'s WLAN-Passwoat fia {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.35:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j("sk_", (ALNUM, 32)), _j((UPPER_HEX, 32)),
                 _j("live_", (URLSAFE, 43)), _j((LOWER_DIGITS, 40))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[voice memo] {t}", "(with gaps so autocorrect leaves it) {t}",
          "só-sî, chi̍t-jī chi̍t-jī: {t}", "ofungu, ma gi arua ka arua: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 3 == 2:
        return {"t": " ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    sep = [" ", ". ", "-"][index % 3]
    return {"t": sep.join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["mn̂g ê bi̍t-bé: {pw}", "i kodigun i petta: {pw}", "code ning pintu: {pw}",
          "namba mopondo mar dhoot: {pw}", "kode jelanan: {pw}", "kawngkhâ code: {pw}",
          "Däakood: {pw}", "Tiacode: {pw}", "the gate keypad code is {pw}", "alarm panel code {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [6, 4, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["carabao", "gecko", "hornbill", "tapir", "lotus", "banyan", "papaya", "monsoon",
                 "volcano", "typhoon", "coconut", "bamboo", "sampan", "pagoda", "lagoon", "turmeric"]  # fmt: skip
_PHRASES = {"VeraCrypt volume passphrase: {p}": " ", "passphrase for the KeePassXC database: {p}": " ",
            "borg repo passphrase: {p}": "-", "age key passphrase: {p}": " ",
            "bi̍t-bé-kù ê disk: {p}": " ", "passphrase ning backup: {p}": "-",
            "frase secreta del disco externo: {p}": "."}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {v}' https://sab.lakan.lan/api?mode=queue": True,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Authorization: Bearer {v}": False,
    "wget --header='Authorization: Bearer {v}' https://api.lakan.lan/v1/media": False,
    "Homarr custom headers: {{\"Authorization\": \"Basic {v}\"}}": True,
    "fetch(url, {{ headers: {{ Authorization: `Bearer {v}` }} }})": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [URLSAFE, ALNUM, HEX][index % 3], 52)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "squid.conf:\ncache_peer parent.lakan.lan parent 3128 0 no-query login=media:{pw}",
    "pdns.conf:\nlaunch=gmysql\ngmysql-user=pdns\ngmysql-password={pw}",
    "clients.conf:\nclient ap1 {{\n  ipaddr = 10.20.0.5\n  secret = {pw}\n}}",
    "/etc/ipsec.secrets:\n: PSK \"{pw}\"",
    "Transmission settings.json: \"rpc-password\": \"{pw}\",",
    "sabnzbd.ini:\n[misc]\nusername = admin\npassword = {pw}",
    "Komga application.yml:\nspring:\n  datasource:\n    password: {pw}",
    "Technitium: Settings › Proxy › Password: {pw}",
    "glances.conf:\n[passwords]\nlocalhost={pw}",
    "photoprism compose:\n  PHOTOPRISM_ADMIN_PASSWORD: \"{pw}\"",
    "Overseerr settings.json: \"authPass\": \"{pw}\"",
    "/etc/vsftpd/virtual_users.txt:\nmedia\n{pw}",
    "Syncthing config.xml: <gui><user>admin</user><password>{pw}</password></gui>",
    "Tautulli config.ini:\n[General]\nhttp_password = {pw}",
    "Nickel:\n{{ db = {{ password = \"{pw}\" }} }}",
    "kea-dhcp4.conf: \"lease-database\": {{ \"type\": \"mysql\", \"password\": \"{pw}\" }}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Otieno: what's the password for the media box?\nAchieng: {pw}",
    "[09:14] wayan: pw for the bastion?\n[09:15] ketut: {pw}",
    "Dindo: {pw} is the new Authelia admin password",
    "Zothansangi: just use {pw}, that's the root one",
    "Ahui: sin ê bi̍t-bé {pw}",
    "Lourdes: i nuebu password {pw}",
    "Marites: ing bayung password {pw}",
    "Omondi: wach mopondo manyien {pw}",
    "Isaak: daut niee Passwuat es {pw}",
    "Vroni: 's neie Passwoat is {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200dword: {pw}", "pass\u034fwd = {pw}", "bi̍t\u200b-bé: {pw}", "password%20%3A%20{pw}",
    "P\u0430ssword: {pw}", "ｐａｓｓｗｄ＝{pw}", "Pass\u2063woat: {pw}", "kruna\u00a0san\u200cdi: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout22's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the password for the Transmission web UI is": "{s}", "SABnzbd pw:": "{s} (since Tuesday)",
    "Góa ê e-mail bi̍t-bé sī": "{s}", "iLO Administrator password": "{s}\nrotate after the maintenance window",
    "password ku:": "{s}", "wach mopondo:": "{s}", "Passwoat:": "{s}",
    "Komga admin password": "{s}", "the password Otieno read out on the call was": "{s}, I believe",
    "kruna sandi:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "NewsAPI key", "{s}", _j((HEX, 32))),
    ("split_token", "Pagar.me secret key:", "{s} (live)", _j("sk_", (ALNUM, 32))),
    ("split_token", "Tinkoff Invest token", "{s}", _j("t.", (URLSAFE, 86))),
    ("split_seed", "i palabran seed", "{s}", _english_seed),
    ("split_card", "card no.", "{s} exp 08/30", lambda g: v.grouped(v.card(g, "jcb"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KW"))),
    ("split_backup", "Proton backup codes", "{s}\nk3m9q-x7w2p\n8fj2d-0slq4", lambda g: _r(g, LOWER_DIGITS, 5) + "-" + _r(g, LOWER_DIGITS, 5)),
    ("split_otp", "2FA setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "사업자등록번호", "{s}", _brn),
    ("split_phrase", "VeraCrypt passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"ilo": {"host": "10.20.1.9", "admin_pw": "{s}"}}': ("meta_password", _plain_pw),
    '{"bi̍t-bé": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "otieno", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"services": [{"name": "sab"}, {"name": "tr", "rpc_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mariadb", "-u", "media", "--password={s}"]}': ("meta_password", _plain_pw),
    '{"note": "password ku: {s}"}': ("meta_password", _plain_pw),
    '{"Passwoat": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log in as wayan, password {s}"}': ("meta_password", _plain_pw),
    '{"newsapi": {"apiKey": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"pagarmeSecret": "{s}"}': ("meta_token", _j("sk_", (ALNUM, 32))),
    '{"tinkoff_token": "{s}"}': ("meta_token", _j("t.", (URLSAFE, 86))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((URLSAFE, 48))),
    '{"billing": {"pan": "{s}", "expiry": "09/31"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"refund": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "JO")),
    '{"supplier": {"vkn": "{s}"}}': ("meta_id", _vkn),
    '{"2fa": {"backup_codes": ["{s}", "71930482", "26054817"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"jwt_secret": "{s}"}': ("meta_key", lambda g: v.hex_key(g, 64)),
    '{"gate": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Globe_At_Home_5G", "wpa_psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"httpx-0.28.1-py3-none-any.whl").hexdigest()
_NPM_SHA512 = base64.b64encode(hashlib.sha512(b"vite-7.2.4.tgz").digest()).decode()
_CARGO = hashlib.sha256(b"serde 1.0.228").hexdigest()
_IMAGE = hashlib.sha256(b"docker.io/library/mariadb:11.8").hexdigest()
_COMMIT = hashlib.sha1(b"media: add the prowlarr indexers", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"tautulli: pin 2.15", usedforsecurity=False).hexdigest()[:10]
_SHA1_FW = hashlib.sha1(b"edgerouter-x-2.0.9-hotfix.7.tar", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to reset the Apple ID password before the trip to Tainan on 2026-12-20.",
    "Omondi asked for the wifi password; it's on the card taped inside the cupboard.",
    "Policy: passwords of 16 characters or more, kept only in the shared vault.",
    "Please don't paste passwords into Workplace; send a one-time link instead.",
    "The `.env.example` line `NEWSAPI_KEY=your-key-here` is a placeholder; the real one lives in the vault.",
    "`PHOTOPRISM_ADMIN_PASSWORD: insecure` in the sample compose file is the documented placeholder.",
    "Replace <YOUR_TOKEN> in the README with a token from Settings → API.",
    "DADATA_API_KEY and TWELVEDATA_API_KEY must be set before the nightly job.",
    "M̄-thang kā pa̍t-lâng kóng lí ê bi̍t-bé.",
    "Cha'-mu sangåni håyi i password-mu.",
    "Ali mu sasabyan ninuman ing password mu.",
    "Kik inyis ng'ato wach mopondo mari.",
    "Sampunang ngorahang kruna sandi ragane ring anak len.",
    "I password chu tumah hrilh suh.",
    "Sajcht kjeenem daut Passwuat.",
    "Sog neamd dei Passwoat.",
    "La contraseña debe tener al menos doce caracteres.",
    "Das Passwort muss alle 60 Tage geändert werden.",
    "Le mot de passe doit contenir au moins un chiffre.",
    "A senha deve ter pelo menos oito caracteres.",
    "Upgraded Authelia from 4.38.17 to 4.39.1 and Komga to 1.21.2 on Saturday.",
    f"commit {_COMMIT} adds the Prowlarr indexers.",
    f"Rolled back to {_SHORT} after the Tautulli update broke notifications.",
    f"requirements.txt: httpx==0.28.1 --hash=sha256:{_WHEEL_SUM}",
    f"yarn.lock: integrity sha512-{_NPM_SHA512}",
    f'Cargo.lock: name = "serde", checksum = "{_CARGO}"',
    f"The media database image is mariadb@sha256:{_IMAGE}.",
    f"SHA-1 of the EdgeRouter firmware is {_SHA1_FW}, same as the vendor page.",
    "Request id 3f9a1c27-8b4e-4d6a-a2f0-5e7c91d04b38 is the slow one.",
    "Order 114-8823017-6620935 arrives Thursday.",
    "ticket LKN-4410: Overseerr shows no requests after the upgrade.",
    "Call the Kisumu shop on +254 57 202 3318 before 5 pm.",
    "Parcel LZ482930175PH is waiting at the Angeles post office.",
    "Router: Ubiquiti EdgeRouter X, EdgeOS 2.0.9-hotfix.7.",
    "The ThinkPad needs BIOS N3HET88W before the dock works.",
    "After three wrong passwords the account locks for 15 minutes.",
    "The model has a 128k token context and returns at most 8,192 tokens.",
    "The secret to good bahoan is the sweet red sauce.",
    "Ask Ketut for the gate code, I don't know it.",
    "My card ending 4402 was declined at the Hagatna market.",
    "The transfer form wants the IBAN without spaces.",
    "Print the recovery codes and put them in the fire safe.",
    "Nobody from the wallet company will ever ask for your seed words.",
    "Keep `YOOKASSA_SECRET_KEY` in the secret store, never in the repo.",
    "The keypad flashes red when the code is wrong.",
    "v4.2.0-beta.3 fixes the API token rotation screen.",
    "Dashboard id 8c2f5e19-4a7d-4b30-9e61-d3a0b7f24c85 is in every share link and is public.",
    "The guest wifi 'Ubud-Cafe-Free' is open, no password.",
    "Sprint review moved to 2026-12-11 10:00 PHT, room Banyan.",
    "Il PIN della carta non va mai scritto sul retro.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2026-11-25T07:15:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/media/newsapi", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 2231}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "httpx", "version": "0.28.1"}}',
    '{"ticket": "LKN-4410", "order": "114-8823017-6620935"}',
    '{"router": {"model": "EdgeRouter X", "edgeos": "2.0.9-hotfix.7"}}',
    '{"phone": "+254 57 202 3318", "city": "Kisumu"}',
    '{"mfa_enabled": true, "recovery_codes_left": 6, "max_tokens": 8192}',
    '{"request_id": "3f9a1c27-8b4e-4d6a-a2f0-5e7c91d04b38", "duration_ms": 2210}',
    '{"env_example": "NEWSAPI_KEY=your-key-here", "ssid": "Ubud-Cafe-Free", "open": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
