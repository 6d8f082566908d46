# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, thirteenth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"),
the issue's goal, the twelfth held-out corpus as a format example, the fifth to eleventh only for
the wordings, languages, tools, vendors, id kinds and IBAN countries already used (to use others),
the sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`),
never `memories/redaction/`, the offline miner, the tuning corpus, the round corpora, their tests
nor the reports; the scrubber was never run on it. Its own seed, password words, names, places,
templates, tools, vendors and layouts, the way people leak secrets into an assistant's memory:
Element, Google Chat, Webex, Keybase, IRC and Threema pastes, notes to self, incident write-ups,
Redmine, Zammad, OTRS and GLPI tickets, e-mails, runbooks, zsh and PowerShell history,
Dockerfiles, compose files, Kubernetes, Helm, Terraform, Chef, Puppet and Salt snippets, CI logs
of Drone, Bitrise, AppVeyor, Azure Pipelines, Bamboo, Concourse, Tekton and Cirrus, .env, .ini,
.toml, .yaml, .properties, .netrc and XML configs, app configs, README fragments, voice-dictated
text and requests to the assistant itself. About 60 % English (or language-neutral config and
shell), the rest in Breton, Scottish Gaelic, Romansh, Occitan, Latin, Tigrinya, Sorani Kurdish,
Tibetan, Sindhi, Low German and Setswana (first used here), and Spanish, German, French, Italian,
Portuguese, Dutch, Swedish, Polish, Turkish, Japanese, Korean, Chinese and Russian in wordings of
their own. Vendors and tools are ones heldouts 5 to 12 do not use; the national ids are kinds
they do not use (US ITIN, Belgian eID card number, Andorra NRT, Peru's personal RUC) and
passport numbers after the word in languages they did not use it in. Every IBAN country
python-stdnum knows is in some earlier corpus, so the IBANs are of countries that were in one
only. Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum.ad import nrt
from stdnum.be import eid
from stdnum.pe import ruc
from stdnum.us import itin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 5_318_027
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64, UPPER_HEX = ALNUM + "-_", ALNUM + "+/", "0123456789ABCDEF"
BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

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
            out.append(
                Sample(
                    self.cls, template.format_map(fields), fields.get("secret", fields[self.key])
                )
            )
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_BIRDS = ["Puffin", "Gannet", "Curlew", "Ptarmigan", "Dunlin", "Fulmar", "Kittiwake", "Whimbrel",
          "Merganser", "Shearwater", "Guillemot", "Corncrake"]  # fmt: skip
_INSTRUMENTS = ["Theremin", "Ocarina", "Dulcimer", "Bodhran", "Kalimba", "Mandolin", "Zither",
                "Bombarde", "Hurdygurdy", "Harmonium"]  # fmt: skip
_NAMES = ["Nolwenn", "Eilidh", "Curdin", "Mireio", "Tsegay", "Rojan", "Tenzin", "Sassui", "Hauke",
          "Kagiso", "Yannig", "Seonaidh", "Aurelia", "Dolkar", "Mpho"]  # fmt: skip
_SYMBOLS = "!%&*#@?=^"


def _diceware(g: random.Random) -> str:
    """Four lower-case words and a number, joined by dots (a password manager's passphrase)."""
    words = [w.lower() for w in g.sample(_BIRDS + _INSTRUMENTS, 4)]
    return ".".join(words) + str(g.randrange(10, 100))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BIRDS)}{g.choice(_SYMBOLS)}{g.choice(_INSTRUMENTS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_NAMES)}.{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 5) + g.choice(_SYMBOLS) + _r(g, ALNUM, 6) + g.choice(_SYMBOLS) + _r(g, ALNUM, 3),
    lambda g: g.choice(_INSTRUMENTS).upper()[:5] + _r(g, D, 3) + g.choice(_BIRDS).lower(),
    lambda g: g.choice(["Pu4ff1n", "G4nn3t", "Cur1ew", "Th3r3m1n", "0c4r1n4", "Z1th3r"]) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.randrange(2, 60)}{g.choice(_BIRDS)}s{g.choice(['On', 'In', 'By'])}The{g.choice(['Pier', 'Loch', 'Moor', 'Quay'])}",
    lambda g: _r(g, ALNUM, 24),
    _diceware,
    lambda g: _r(g, LOWER, 3) + _r(g, UPPER, 3) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Element — #homelab:matrix.lan — Yannig: the Proxmox root password is {pw}, I'll change it after the upgrade",
    "Redmine #4471 — Steps to reproduce: log into Zabbix as Admin with password {pw}, open Hosts",
    "Threema from Eilidh: the password for the choir's Dropbox is {pw}",
    "note to self: password for the landlord's portal (Arthur Online) is {pw}",
    "Hi Curdin,\n\nthe password for the Bexio account is {pw}. Please delete this mail after logging in.\n\nMireio",
    "Incident 2026-11-24 (TrueNAS share exposed): the SMB password {pw} was in a public Ansible repo",
    "remember that my Garmin Connect password is {pw}",
    "ok so uh remember this please the password for the Ring doorbell account is {pw} thanks",
    "Runbook: restore the PBX\n1. browse to https://pbx.lan:8089\n2. FreePBX admin password: {pw}\n3. Restore the latest backup",
    "README — Local setup\nOpen http://localhost:9000 and sign in to Portainer (password `{pw}`).",
    "Google Chat — Tsegay: the Moodle admin password is {pw}, don't give it to students",
    "Code review: `ADMIN_PASS = '{pw}'` is hard-coded in scripts/seed.py, please move it to the vault",
    "Fortigate, admin password {pw}",
    "please store this: the password for my AT&T account is {pw}",
    "Zammad #88213: user says the password {pw} stopped working on the Tado app",
    "the Webmin password is {pw}, Rojan set it",
    "the password for the encrypted USB stick is {pw}",
    "the Zimbra admin password was set to {pw} when we moved the mailboxes",
    "Handover: the pfSense console password is {pw}",
    "I've changed the ESET Protect password to {pw}",
    "* **Root password:** {pw}",
    "GLPI ticket 2291: Graylog still runs with the password {pw} from the install wiki",
    "password for granny's iPad: {pw}",
    "Postmortem: the phpMyAdmin password {pw} sat in a world-readable config for a week",
    "yo the Valheim server password is {pw}, don't tell the randoms",
    "Keeper is down, so the ESXi password for now: {pw}",
    "the password for the router at the caravan is {pw} (on the sticker too)",
    "dictated: okay the password for the Wise business account is {pw} full stop",
    "letter from the council: your parking permit account password is {pw}",
    "TODO: rotate the Jellyfin admin password ({pw}) after the party",
    "the password on the encrypted 7-Zip of the payslips is {pw}",
    "my Steam Deck's sudo password is now {pw}",
    "break-glass password ⟶ {pw}",
    "set up the new label printer, its web UI password is {pw}",
    "Ar ger-tremen nevez evit ar bostel a zo {pw}",
    "ger-tremen an NAS : {pw}",
    "Is e am facal-faire agam airson a' phost-d {pw}",
    "Il pled-clav da mia e-mail è {pw}",
    "lo senhal de la box es {pw}",
    "Tessera mea est {pw}",
    "መሕለፊ ቃለይ {pw} እዩ",
    "وشەی نهێنی ئیمەیڵەکەم: {pw}",
    "ངའི་གསང་ཚིག་ནི་ {pw} ཡིན།",
    "منهنجو پاسورڊ {pw} آهي",
    "Mien Passwoort för de Bank is {pw}",
    "Lefoko la me la sephiri ke {pw}",
    "oye, la contraseña del portal del cole es {pw}",
    "Das neue Passwort fürs Elster-Konto: {pw}",
    "le mot de passe de l'espace client EDF, c'est {pw}",
    "la password della PEC è {pw}",
    "a senha de acesso ao Portal das Finanças é {pw}",
    "het wachtwoord van de DigiD-app is {pw}",
    "hasło do e-PUAP to {pw}",
    "e-Devlet şifrem {pw}",
    "ルーターの管理パスワードは {pw} です",
    "공유기 관리자 비밀번호: {pw}",
    "路由器后台密码改成 {pw} 了",
    "пароль от Госуслуг {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["nolwenn.k", "eilidh", "curdin.c", "svc-veeam", "ansible", "drone", "zabbix", "tenzin.d",
          "sassui", "ubuntu", "admin", "hauke.j", "kagiso", "mpho.m"]  # fmt: skip
_LOGINS = [
    "Element DM from Hauke: Synology login is {u} / {pw}",
    "Redmine #4502: account {u} locked, previous password {pw}",
    "login={u} password={pw}",
    "Confluence › IT › iLO: {u} – {pw}",
    "| Zabbix | https://zbx.lan | {u} | {pw} |",
    "ssh {u}@172.16.4.9 (password {pw})",
    "for the training tenant use {u} with the password {pw}",
    "Portainer test login: {u}:{pw}",
    "user {u} and password {pw} for the supplier portal",
    "log in as {u} with {pw}",
    "User: {u}\nPass: {pw}",
    "Benutzer {u} — Passwort {pw}",
    "identifiant {u}, mot de passe {pw}",
    "usuario {u} / clave {pw}",
    "アカウント {u} / パスワード {pw}",
    "anv-implijer {u}, ger-tremen {pw}",
    "ainm-cleachdaiche {u}, facal-faire {pw}",
    "num d'utilisader {u}, pled-clav {pw}",
    "Brukernaam {u}, Passwoort {pw}",
    "leina la modirisi {u}, lefoko la sephiri {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["puffin", "curlew", "gannet", "dunlin", "fulmar", "plover", "ocarina", "zither",
               "mandolin", "kalimba", "bodhran", "theremin"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the alarm app password is the bird {w} and then {d}",
    "it's {w}, lower case, then the numbers {d}",
    "type {w}{d} — that's the password for the Plex server",
    "my password is the instrument {w} with {d} after it",
    "dictated: the password is {w} spelled as it sounds then {d}",
    "for the VPN: the word {w} followed by {d}",
    "{w}{d}, that's what I set for the Hue bridge",
    "'s e am facal-faire am facal {w} agus an uair sin {d}",
    "dat Passwoort is dat Woort {w} un denn {d}",
    "il pled-clav è il pled {w} e lura {d}",
    "het wachtwoord is het woord {w} en dan {d}",
    "a senha é a palavra {w} e depois {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 5) % len(_SAID_WORDS)]
    number = _r(rng, D, 4 if index % 3 == 1 else 3)
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "podman login quay.lan -u {u} -p {pw}",
    "skopeo copy --dest-creds {u}:{pw} docker://alpine:3.20 docker://registry.lan/alpine:3.20",
    "oras login registry.lan -u {u} -p {pw}",
    "poetry config http-basic.internal {u} {pw}",
    "composer config --global http-basic.repo.lan {u} {pw}",
    "mvn deploy -Drepo.user={u} -Drepo.password={pw}",
    "dotnet nuget add source https://nuget.lan/v3/index.json -n lan -u {u} -p {pw} --store-password-in-clear-text",
    "clickhouse-client --host ch02 --user {u} --password {pw}",
    "beeline -u jdbc:hive2://hive01:10000 -n {u} -p {pw}",
    "hdbsql -n hana01:30015 -u {u} -p {pw} \"select * from m_database\"",
    "db2 connect to SALES user {u} using {pw}",
    "expdp {u}/{pw}@ORCLPDB directory=dp dumpfile=full.dmp",
    "etcdctl --user {u}:{pw} get /config --prefix",
    "rabbitmqadmin -u {u} -p {pw} list queues",
    "couchbase-cli bucket-list -c cb01 -u {u} -p {pw}",
    "arangosh --server.username {u} --server.password {pw}",
    "evil-winrm -i 10.1.4.20 -u {u} -p {pw}",
    "cmdkey /add:fileserver /user:{u} /pass:{pw}",
    "net user {u} {pw} /add",
    "ovftool vi://{u}:{pw}@esx01.lan/ ./exports/",
    "veracrypt --text --mount vault.hc /mnt/v --password={pw}",
    "qpdf --password={pw} --decrypt payslip.pdf open.pdf",
    "kopia repository connect s3 --bucket=bk --password={pw}",
    "aria2c --http-user={u} --http-passwd={pw} https://mirror.lan/debian.iso",
    "svn checkout https://svn.lan/trunk --username {u} --password {pw}",
    "nzsql -u {u} -pw {pw} -d dw",
]  # fmt: skip
_SHELLS = [
    "$ {c}", "zsh history: : 1795412233:0;{c}", "PS C:\\Users\\tenzin> {c}", "C:\\> {c}",
    "Drone CI step 'publish':\n+ {c}", "Bitrise build log ▸ {c}", "AppVeyor console: {c}",
    "Azure Pipelines, Bash@3 output:\n{c}", "Element — Kagiso: ran `{c}`, it says 401",
    "{c}\n^ that one finally worked, keep it", "please remember this command: {c}",
    "Tekton TaskRun log: step-deploy | {c}", "Bamboo build log: simple\t{c}",
    "Cirrus CI task 'release' — {c}", "an urzhiad-mañ a ya en-dro : {c}",
    "cuimhnich an àithne seo: {c}", "düsse Befehl hett klappt: {c}", "quest cumond funcziuna: {c}",
    "guárdame este comando: {c}", "den Befehl bitte merken: {c}", "هي ڪمانڊ ياد رکجو: {c}",
    "gakologelwa taelo e: {c}",
]  # fmt: skip


Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` commands or URLs (`fill`) each put in one of ``frames`` (`framed`)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql+asyncpg://{u}:{pw}@pg02.lan:5432/ledger",
    "mysql+pymysql://{u}:{pw}@maria.lan/erp?charset=utf8mb4",
    "rediss://{u}:{pw}@valkey.lan:6380/0",
    "mqtt://{u}:{pw}@mosquitto.lan:1883",
    "couchbase://{u}:{pw}@cb01.lan/bucket",
    "oracle+oracledb://{u}:{pw}@ora.lan:1521/?service_name=PDB1",
    "ftps://{u}:{pw}@ftp.supplier.example/outbox",
    "https://{u}:{pw}@nexus.lan/repository/pypi/simple",
    "jdbc:mariadb://maria.lan:3306/erp?user={u}&password={pw}",
    "Data Source=sql02;Initial Catalog=hr;User Id={u};Password={pw};",
    "kafka://{u}:{pw}@broker1.lan:9093",
]  # fmt: skip
_URL_PLACES = [
    "SQLALCHEMY_DATABASE_URI={c}", "quarkus.datasource.jdbc.url: {c}", "Kagiso in #data: {c}",
    "compose.yaml → environment: DSN: \"{c}\"", "the connection string is {c}",
    "Concourse log: connecting to {c}", "[app:main]\nsqlalchemy.url = {c}",
    "chadenn gevreañ : {c}", "Verbindungszeichenfolge: {c}", "cadena de conexión: {c}",
    "catena da connexiun: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _nowpayments(g: random.Random) -> str:
    return "-".join(_r(g, UPPER_DIGITS, 7) for _ in range(4))


def _infobip(g: random.Random) -> str:
    return f"{_r(g, HEX, 32)}-{v.uuid4(g)}"


def _harvest(g: random.Random) -> str:
    return f"{g.randrange(10**6, 10**7)}.pt.{_r(g, URLSAFE, 86)}"


# (vendor, environment variable, token maker, whether the token's shape names its vendor)
_VENDORS: list[tuple[str, str, Maker, bool]] = [
    ("Africa's Talking", "AT_API_KEY", _j("atsk_", (HEX, 64)), True),
    ("Paymob", "PAYMOB_SECRET_KEY", _j("egy_sk_live_", (HEX, 64)), True),
    ("Klarna", "KLARNA_API_KEY", _j("klarna_live_api_", (ALNUM, 56)), True),
    ("CoinGecko", "COINGECKO_API_KEY", _j("CG-", (ALNUM, 24)), True),
    ("Riot Games", "RIOT_API_KEY", lambda g: "RGAPI-" + v.uuid4(g), True),
    ("SumUp", "SUMUP_API_KEY", _j("sup_sk_", (ALNUM, 32)), True),
    ("Weglot", "WEGLOT_API_KEY", _j("wg_", (HEX, 32)), True),
    ("Kit", "KIT_API_KEY", _j("kit_", (HEX, 32)), True),
    ("Teamwork", "TEAMWORK_API_KEY", _j("twp_", (ALNUM, 28)), True),
    ("Harvest", "HARVEST_ACCESS_TOKEN", _harvest, True),
    ("Infobip", "INFOBIP_API_KEY", _infobip, True),
    ("Tatum", "TATUM_API_KEY", _j("t-", (HEX, 24), "-", (HEX, 32)), True),
    ("AppVeyor", "APPVEYOR_API_TOKEN", _j("v2.", (LOWER_DIGITS, 20)), False),
    ("NOWPayments", "NOWPAYMENTS_API_KEY", _nowpayments, False),
    ("Termii", "TERMII_API_KEY", _j("TL", (ALNUM, 58)), False),
    ("Chargebee", "CHARGEBEE_API_KEY", _j("live_", (ALNUM, 34)), False),
    ("PayMongo", "PAYMONGO_SECRET_KEY", _j("sk_live_", (ALNUM, 24)), False),
    ("Moyasar", "MOYASAR_SECRET_KEY", _j("sk_live_", (ALNUM, 40)), False),
    ("Yoco", "YOCO_SECRET_KEY", _j("sk_live_", (HEX, 32)), False),
    ("Clearbit", "CLEARBIT_KEY", _j("sk_", (HEX, 32)), False),
    ("MaxMind", "MAXMIND_LICENSE_KEY", _j((ALNUM, 6), "_", (ALNUM, 33)), False),
    ("Storj", "STORJ_ACCESS_GRANT", _j("1", (BASE58, 180)), False),
    ("Meilisearch", "MEILI_MASTER_KEY", _j((HEX, 64)), False),
    ("Alpha Vantage", "ALPHAVANTAGE_API_KEY", _j((UPPER_DIGITS, 16)), False),
    ("ZeroTier", "ZEROTIER_API_TOKEN", _j((ALNUM, 32)), False),
    ("MessageBird", "MESSAGEBIRD_ACCESS_KEY", _j((ALNUM, 25)), False),
    ("Clickatell", "CLICKATELL_API_KEY", _j((URLSAFE, 22), "=="), False),
    ("Textmagic", "TEXTMAGIC_API_KEY", _j((ALNUM, 30)), False),
    ("Drone", "DRONE_TOKEN", _j((ALNUM, 32)), False),
    ("Semaphore", "SEMAPHORE_API_TOKEN", _j((LOWER_DIGITS, 20)), False),
    ("Bitrise", "BITRISE_TOKEN", _j((URLSAFE, 86)), False),
    ("Codemagic", "CM_API_TOKEN", _j((URLSAFE, 43)), False),
    ("BTCPay Server", "BTCPAY_API_KEY", _j((HEX, 40)), False),
    ("CoinGate", "COINGATE_API_TOKEN", _j((URLSAFE, 40)), False),
    ("OpenNode", "OPENNODE_API_KEY", v.uuid4, False),
    ("Bitstamp", "BITSTAMP_API_SECRET", _j((UPPER_DIGITS, 32)), False),
    ("Bitfinex", "BFX_API_SECRET", _j((ALNUM, 43)), False),
    ("KuCoin", "KUCOIN_API_SECRET", v.uuid4, False),
    ("Bybit", "BYBIT_API_SECRET", _j((ALNUM, 36)), False),
    ("Gate.io", "GATE_API_SECRET", _j((HEX, 64)), False),
    ("Deribit", "DERIBIT_CLIENT_SECRET", _j((URLSAFE, 43)), False),
    ("BitMEX", "BITMEX_API_SECRET", _j((URLSAFE, 48)), False),
    ("BscScan", "BSCSCAN_API_KEY", _j((UPPER_DIGITS, 34)), False),
    ("GetBlock", "GETBLOCK_TOKEN", _j((HEX, 32)), False),
    ("Birdeye", "BIRDEYE_API_KEY", _j((HEX, 32)), False),
    ("CoinMarketCap", "CMC_PRO_API_KEY", v.uuid4, False),
    ("CryptoCompare", "CRYPTOCOMPARE_API_KEY", _j((HEX, 64)), False),
    ("Open Exchange Rates", "OXR_APP_ID", _j((HEX, 32)), False),
    ("Fixer", "FIXER_ACCESS_KEY", _j((HEX, 32)), False),
    ("ipstack", "IPSTACK_ACCESS_KEY", _j((HEX, 32)), False),
    ("ipdata", "IPDATA_API_KEY", _j((HEX, 56)), False),
    ("Hunter", "HUNTER_API_KEY", _j((HEX, 40)), False),
    ("People Data Labs", "PDL_API_KEY", _j((HEX, 64)), False),
    ("Lithic", "LITHIC_API_KEY", v.uuid4, False),
    ("Vipps", "VIPPS_SUBSCRIPTION_KEY", _j((HEX, 32)), False),
    ("Beehiiv", "BEEHIIV_API_KEY", _j((ALNUM, 64)), False),
    ("Gumroad", "GUMROAD_ACCESS_TOKEN", _j((URLSAFE, 43)), False),
    ("Patreon", "PATREON_CREATOR_TOKEN", _j((URLSAFE, 43)), False),
    ("Printful", "PRINTFUL_API_TOKEN", _j((ALNUM, 40)), False),
    ("Unsplash", "UNSPLASH_SECRET_KEY", _j((URLSAFE, 43)), False),
    ("Pexels", "PEXELS_API_KEY", _j((ALNUM, 56)), False),
    ("TMDB", "TMDB_API_KEY", _j((HEX, 32)), False),
    ("Last.fm", "LASTFM_API_SECRET", _j((HEX, 32)), False),
    ("Discogs", "DISCOGS_TOKEN", _j((ALNUM, 40)), False),
    ("Bungie", "BUNGIE_API_KEY", _j((HEX, 32)), False),
    ("Toggl", "TOGGL_API_TOKEN", _j((HEX, 32)), False),
    ("PandaDoc", "PANDADOC_API_KEY", _j((HEX, 40)), False),
    ("Help Scout", "HELPSCOUT_APP_SECRET", _j((ALNUM, 32)), False),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "{vendor} live key: {tok}",
    "Element #payments — Rojan: rotated the {vendor} secret, new one is {tok}",
    "[{slug}]\nsecret = \"{tok}\"",
    "        - name: {env}\n          value: {tok}",
    "chef: default['{slug}']['api_key'] = '{tok}'",
    "remember my {vendor} key please: {tok}",
    "Forgejo issue #312: \"it works if I put {env}={tok} straight in the unit file\"",
    "puppet: $api_key = '{tok}' # {vendor}",
    "fly secrets set {env}={tok}",
    "{vendor} secret key ⇒ {tok}",
    "alc'hwez API {vendor} : {tok}",
    "iuchair API {vendor}: {tok}",
    "API-Slötel för {vendor}: {tok}",
    "clau API de {vendor} : {tok}",
    "senotlolo sa API sa {vendor}: {tok}",
    "clave de la API de {vendor}: {tok}",
]  # fmt: skip
_BARE = [  # only the token's own shape says what it is
    "{tok}",
    "copied from the dashboard: {tok}",
    "webhook test returned 403 with {tok}",
    "`{tok}`",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    ifttt = _r(rng, URLSAFE, 22)
    tines = _r(rng, HEX, 32)
    vipps = _r(rng, URLSAFE, 40)
    storj = "1" + _r(rng, BASE58, 160)
    bitstamp_secret = _r(rng, ALNUM, 32)
    harvest = _r(rng, URLSAFE, 86)
    return [
        Sample("vendor_token", f"IFTTT applet calls https://maker.ifttt.com/trigger/door_open/with/key/{ifttt}", ifttt),
        Sample("vendor_token", f"Tines story webhook: https://quiet-fog-4411.tines.com/webhook/{_r(rng, HEX, 32)}/{tines}", tines),
        Sample("vendor_token", f"Vipps test merchant\nclient_id: {v.uuid4(rng)}\nclient_secret: {vipps}", vipps),
        Sample("vendor_token", f"uplink access import main --force\n# access grant:\n{storj}", storj),
        Sample("vendor_token", f"~/.config/ccxt/keys.json: {{\"bitstamp\": {{\"apiKey\": \"{_r(rng, UPPER_DIGITS, 32)}\", \"secret\": \"{bitstamp_secret}\"}}}}", bitstamp_secret),
        Sample("vendor_token", f"Harvest-Account-Id: {rng.randrange(10**6, 10**7)}\nAuthorization: Bearer {rng.randrange(10**6, 10**7)}.pt.{harvest}", harvest),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    for vendor, env, make, shaped in v.cycle(rng, _VENDORS, n - len(out)):
        tok = make(rng)
        template = rng.choice(_NAMED + _BARE) if shaped else rng.choice(_NAMED)
        slug = re.sub(r"[^a-z0-9]+", "_", vendor.lower()).strip("_")
        out.append(
            Sample("vendor_token", template.format(vendor=vendor, env=env, slug=slug, tok=tok), tok)
        )
    return out


_BARE_PLACES = ["{t}", "IRC <hauke> try {t}", "{t}\n^ from the onboarding e-mail, keep it",
                "stash: {t}", "\"{t}\"", "{t}   # prod, do not commit", "the key was {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 48)), _j((URLSAFE, 28), ".", (URLSAFE, 34)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 10), ":", (ALNUM, 38)), _j((ALNUM, 56))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Nextcloud server-side encryption master key (hex): {h}": 64,
    "GARAGE_RPC_SECRET={h}": 64,
    "SEAFILE_SERVER_SECRET_KEY: {h}": 64,
    "Webex — Dolkar: the AES key for the CCTV archive is {h}": 64,
    "app.ini\n[security]\nSECRET_KEY = {h}": 64,
    "iuchair crioptachaidh: {h}": 64,
    "alc'hwez enrinegañ : {h}": 64,
    "remember the LUKS master key dump for the backup disk: {h}": 64,
    "MATOMO_SALT={h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 4 == 3 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Grafana service account token for the kiosk: {t}",
    "MORALIS_API_KEY={t}",
    "http :8080/api/me 'Authorization:Bearer {t}'",
    "Keybase chat @dolkar: staging wants this session token {t}",
    "Pinata JWT: {t}",
    "document.cookie = 'auth={t}'",
    "jeton JWT de l'API de facturation : {t}",
    "OTRS ticket 55123 HAR excerpt: Cookie: session={t}; HttpOnly",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_797_000_000 + 3_217 * index
    alg = ["HS256", "RS512", "ES256", "PS256"][index % 4]
    claims: dict[str, Any] = {"iss": "https://id.lan", "sub": v.uuid4(rng), "aud": "api",
                              "iat": issued, "exp": issued + 1_800 * (2 + index)}  # fmt: skip
    if "Pinata" in template:
        claims = {"userInformation": {"id": v.uuid4(rng), "status": "ACTIVE"}, "iat": issued}
    signature = _r(rng, URLSAFE, 43 if alg == "HS256" else 86)
    return {"t": f"{v.b64url({'alg': alg, 'typ': 'JWT'})}.{v.b64url(claims)}.{signature}"}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key for the Gitea mirror (ed25519, from ~/.ssh):\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "salt pillar tls.sls:\ntls_key: |\n  {key}": ("RSA PRIVATE KEY", "\n  "),
    "puppet: file {{ '/etc/ssl/private/web.key': content => \"{key}\" }}": ("PRIVATE KEY", "\\n"),
    "helm install web ./chart --set-file tls.key=<(cat <<EOF\n{key}\nEOF\n)": ("EC PRIVATE KEY", "\n"),
    "Redmine #4610 attachment id_ecdsa:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Hi Dolkar, the code-signing key; the passphrase comes by Threema.\n\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
    "<PrivateKey>{key}</PrivateKey>": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFDjBABgkqhkiG9w0BBQ0w"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, glue = _PEM_PLACES[template]
    lines = [_r(rng, B64, 64) for _ in range(7 + index % 3)]
    start = _PEM_STARTS[kind]
    lines[0] = start + lines[0][len(start) :]
    lines[-1] = lines[-1][: rng.randrange(16, 60)] + "="
    block = glue.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": block, "secret": lines[3 + index % (len(lines) - 4)]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Keystone recovery words, typed out before I burn the card: {p}": "english",
    "Rabby wallet seed\n{p}": "english",
    "please keep my Exodus backup phrase: {p}": "english",
    "Electrum seed ⇒ {p}": "english",
    "voice note: words for the Coldcard are {p} end": "english",
    "Webex — Mpho: the DAO treasury backup, guard it {p}": "english",
    "Is e faclan an wallet: {p}": "english",
    "Gerioù-tremen ar yalc'h : {p}": "english",
    "frase de recuperação da carteira: {p}": "portuguese",
    "slova pro obnovu peněženky: {p}": "czech",
    "palabras semilla de la billetera fría: {p}": "spanish",
    "Wiederherstellungswörter (Englisch): {p}": "english",
}  # fmt: skip


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    entropy = rng.randbytes([16, 32, 24, 16, 20, 28][index % 6])
    words = str(Mnemonic(_SEED_PLACES[template]).to_mnemonic(entropy)).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " ".join(w.capitalize() for w in words),
        "; ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Element DM — Seonaidh: the team Mastercard for the domain renewals is {c}, exp {mm}/{yy}",
    "remember my Wise card: {c} until {mm}/{yy}",
    "checkout page, step 3: card {c} — {mm}/{yy}",
    "the guest house wants the card by e-mail, fine: {c}, expiry {mm}/{yy}",
    "GLPI 2304: a real card ({c}) is in the payment logs, purge them",
    "dictated: card number {c} expiring {mm} {yy}",
    "niverenn ar gartenn : {c}",
    "àireamh na cairt: {c}",
    "Kaartnummer: {c}, gellt bet {mm}/{yy}",
    "numero della carta {c} scad. {mm}/{yy}",
    "kartnummer för hotellet {c}",
    "numer karty: {c}, ważna do {mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = list(v.CARD_BRANDS)[(index * 3 + 1) % len(v.CARD_BRANDS)]
    number = v.card(rng, brand)
    return {"c": v.grouped(number, [" ", "", "-", " ", "."][index % 5], rng),
            "mm": f"{1 + (index * 7) % 12:02d}", "yy": str(27 + index % 6)}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["card {c}, exp 11/29, CVC {cvv}", "the three digits on the back of my Mastercard are {cvv}",
               "security code → {cvv}", "còd tèarainteachd na cairt: {cvv}",
               "Prüfnummer achter op de Kaart: {cvv}", "Amex {c}, 4-digit security code {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else ["visa", "mastercard", "jcb"][index % 3]
    number = v.grouped(v.card(rng, brand), " ", rng)
    size = 4 if brand == "amex" else 3
    code = v.until(rng, _j((D, size)), lambda s: s not in number + template)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Every IBAN country python-stdnum knows has been in an earlier corpus; these were in one only.
# BBAN shapes: a letter, n digit, c either, any other character as written.
_BBANS = {"AD": "n" * 8 + "c" * 12, "IL": "n" * 19, "MU": "aaaa" + "n" * 16 + "000MUR",
          "EG": "n" * 25, "GI": "aaaa" + "c" * 15, "MC": "n" * 10 + "c" * 11 + "nn",
          "SA": "nn" + "c" * 18, "AE": "n" * 19, "CY": "n" * 8 + "c" * 16, "ME": "n" * 18,
          "GT": "aaaa" + "c" * 20, "NI": "aaaa" + "n" * 20}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    """A valid IBAN of ``country`` (mod 97 and, where stdnum has one, the national check)."""
    pools = {"a": UPPER, "n": D, "c": UPPER_DIGITS}
    for _ in range(20_000):
        bban = "".join(rng.choice(pools[c]) if c in pools else c for c in _BBANS[country])
        number = country + std_iban.calc_check_digits(country + "00" + bban) + bban
        if std_iban.is_valid(number):
            return number
    raise ValueError(country)


_IBAN_PLACES = ["Invoice 2026-118: please pay into {i} by Friday", "send the deposit for the boat to {i}",
                "Threema — Nolwenn: the notary's IBAN is {i}", "payee;iban\nA. Haddad;{i}",
                "IBAN evit ar paeañ : {i}", "IBAN airson a' phàighidh: {i}", "IBAN för de Miete: {i}",
                "supplier changed bank details, new IBAN {i} — verify by phone", "IBAN per l'affitto: {i}",
                "IBAN de la agencia: {i}", "dictated: IBAN {i}", "IBAN naar de verhuurder: {i}"]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, list(_BBANS)[index % len(_BBANS)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _itin(g: random.Random) -> str:
    return f"9{_r(g, D, 2)}-{g.choice(['70', '78', '83', '88', '91', '94'])}-{_r(g, D, 4)}"


def _eid(g: random.Random) -> str:
    body = "59" + _r(g, D, 8)
    check = int(body) % 97 or 97
    return f"{body[:3]}-{body[3:]}-{check:02d}"


def _nrt(g: random.Random) -> str:
    return f"F-{g.randrange(10**5, 7 * 10**5):06d}-{g.choice(UPPER)}"


def _ruc_person(g: random.Random) -> str:
    return "10" + _r(g, D, 9)


def _passport(shape: str) -> Maker:
    """A passport number of ``shape`` (a letter, n digit, others as written)."""
    return lambda g: "".join(
        g.choice(UPPER) if c == "a" else g.choice(D) if c == "n" else c for c in shape
    )


# phrasing: (a candidate maker, the check a real id passes); drawn until it passes
_ID_PLACES: dict[str, tuple[Maker, Callable[[str], bool]]] = {
    "ITIN for the 1040-NR: {s}": (_itin, itin.is_valid),
    "my ITIN is {s}, the accountant needs it": (_itin, itin.is_valid),
    "W-7 came back, Individual Taxpayer Identification Number {s}": (_itin, itin.is_valid),
    "remember my wife's ITIN please: {s}": (_itin, itin.is_valid),
    "ITIN (spouse) → {s}": (_itin, itin.is_valid),
    "numéro de carte eID : {s}": (_eid, eid.is_valid),
    "kaartnummer van mijn eID: {s}": (_eid, eid.is_valid),
    "Belgian eID card number {s} (for the bank KYC)": (_eid, eid.is_valid),
    "eID-Kartennummer vom Mieter: {s}": (_eid, eid.is_valid),
    "NRT (Andorra) de la Mireio: {s}": (_nrt, nrt.is_valid),
    "Número de Registre Tributari: {s}": (_nrt, nrt.is_valid),
    "my Andorran NRT is {s}": (_nrt, nrt.is_valid),
    "RUC de persona natural para la factura: {s}": (_ruc_person, ruc.is_valid),
    "mi RUC es {s}": (_ruc_person, ruc.is_valid),
    "RUC (SUNAT) del arrendador: {s}": (_ruc_person, ruc.is_valid),
    "RUC 10 del consultor: {s}": (_ruc_person, ruc.is_valid),
    "Reisepassnummer: {s}": (_passport("Cnnnnnnnn"), lambda s: True),
    "numéro de passeport {s}": (_passport("nnaannnnn"), lambda s: True),
    "número de pasaporte: {s}": (_passport("aaannnnnn"), lambda s: True),
    "numer paszportu {s}": (_passport("aannnnnnn"), lambda s: True),
    "pasaport numaram {s}": (_passport("Unnnnnnnn"), lambda s: True),
    "numero di passaporto: {s}": (_passport("aannnnnnn"), lambda s: True),
}  # fmt: skip
_national = _Family(
    "national_id", list(_ID_PLACES), lambda g, i, t: {"s": v.until(g, *_ID_PLACES[t])}, "s"
)


_BACKUPS = ["Proton two-factor recovery codes: {codes}", "Codeberg recovery codes\n{codes}",
            "còdan cùl-taic (Google):\n{codes}", "Discord backup codes — {codes}",
            "Namecheap 2FA backup code: {one}", "Notfallcodes fürs Microsoft-Konto\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Vaultwarden:tenzin?secret={s}&issuer=Vaultwarden&digits=6",
              "TOTP seed for the root AWS account: {s}", "QR won't scan, setup key is {s}",
              "clé 2FA du compte impots.gouv : {s}"]  # fmt: skip
_CODES = ["{c} is your Revolut verification code", "Seu código de verificação do Nubank é {c}",
          "Your Binance code: {c}. Do not share it", "Ihr Bestätigungscode für N26 lautet {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, [10, 8, 12][index % 3], (index + 2) % 4)
    one = _r(rng, LOWER_DIGITS, 4) + "-" + _r(rng, LOWER_DIGITS, 4) + "-" + _r(rng, LOWER_DIGITS, 4)
    listed = "\n".join(codes) if index % 2 == 0 else ", ".join(codes)
    return {"codes": listed, "one": one,
            "secret": one if "{one}" in template else codes[(index + 2) % len(codes)]}  # fmt: skip


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family(
    "otp_secret",
    _SEEDS_2FA,
    lambda g, i, t: {"s": v.totp_secret(g, spaced=i % 2 == 1 and "otpauth" not in t)},
    "s",
)
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Livebox-4F2A", "Freebox-7C31E9", "BTHub6-QX82", "Proximus-Home-39D1", "Swisscom_8h2K",
          "SFR_B7E0", "EE-Hub-k4w7", "eir81F2-5G", "Caravan Wifi", "Tenzin's Pixel"]  # fmt: skip
_WIFI_PLACES = [
    "wifi at the gîte: {s} / {pw}",
    "Network {s}, passphrase {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "the guest network is {s}, password {pw}",
    "Element #office — Kagiso: the new wifi password for {s} is {pw}",
    "hotspot: {s}\nkey: {pw}",
    "remember the wifi at my sister's: {s} — {pw}",
    "SSID = {s}\nPSK = {pw}",
    "/etc/NetworkManager/system-connections/{s}.nmconnection:\n[wifi-security]\nkey-mgmt=wpa-psk\npsk={pw}",
    "ger-tremen ar wifi ({s}) : {pw}",
    "facal-faire a' wifi {s}: {pw}",
    "WLAN {s}, Passwoort {pw}",
    "senhal del wifi {s}: {pw}",
    "wifi {s}, lefoko la sephiri {pw}",
]  # fmt: skip
_WIFI_WORDS = ["heather", "machair", "bracken", "skerry", "bothy", "cairn", "selkie", "tidepool"]


def _wifi_key(rng: random.Random) -> str:
    first, second = rng.sample(_WIFI_WORDS, 2)
    printed = f"{first}{second.capitalize()}{_r(rng, D, 4)}"
    return printed if rng.random() < 0.4 else _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("atsk_", (HEX, 64)), _j("sup_sk_", (ALNUM, 32)), _j("CG-", (ALNUM, 24)),
                 _j("klarna_live_api_", (ALNUM, 56)), _j((ALNUM, 40)), _j("wg_", (HEX, 32))]  # fmt: skip
_SPELL = ["reading it back: {t}", "[dictation] {t}", "(broken up so the bot won't eat it) {t}",
          "char by char: {t}", "lizherenn ha lizherenn : {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 5 == 2:  # read out in groups of five
        return {"t": " ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    sep = [" ", ".", " - ", "   ", "\n", " "][index % 6]
    return {"t": (" " if sep.strip() and sep.strip() in token else sep).join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["code an nor: {pw}", "còd an dorais {pw}", "Döörcode vun't Huus: {pw}",
          "key safe by the shed — {pw}", "alarm disarm code {pw} then press OFF",
          "padlock on the trailer, combination {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "combination" in template:
        return {"pw": "-".join(_r(rng, D, 2) for _ in range(3))}
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["heather", "lantern", "skerry", "bothy", "selkie", "granite", "curlew", "machair",
                 "peat", "bracken", "thistle", "oyster", "kelp", "drizzle", "ferry", "cairn"]  # fmt: skip
_PHRASES = {"VeraCrypt volume passphrase: {p}": " ", "Bitwarden master passphrase → {p}": "-",
            "passphrase for the shared family vault: {p}": " ", "facal-faire fada a' bhackup: {p}": " ",
            "kopia repository passphrase = {p}": ".", "DUPLICITY_PASSPHRASE=\"{p}\"": " ",
            "age passphrase for secrets.tar.age:\n{p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "caddy: header_up Authorization \"Basic {v}\"": True,
    "Bruno › Auth › Authorization: Basic {v}": True,
    "requests.get(url, headers={{\"Authorization\": \"Basic {v}\"}})": True,
    "X-Api-Token: {v}": False,
    "fetch(url, {{ headers: {{ 'X-Access-Key': '{v}' }} }})": False,
    "websocat -H 'Authorization: Bearer {v}' wss://api.lan/stream": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [URLSAFE, ALNUM, HEX][index % 3], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env.local\nMARIADB_USER=shop\nMARIADB_PASSWORD={pw}",
    "settings.ini\n[mail]\nserver = mail.lan\npassword = {pw}",
    "gradle.properties\nsigningPassword={pw}",
    "config.toml\n[storage]\naccess_secret = \"{pw}\"",
    "~/.netrc\nmachine svn.lan login ci password {pw}",
    "compose.yaml\n  pg:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "values-prod.yaml\nmariadb:\n  auth:\n    rootPassword: {pw}",
    "pillar/db.sls\nmysql:\n  server:\n    root_password: {pw}",
    "chef data bag: {{ \"id\": \"smtp\", \"password\": \"{pw}\" }}",
    "hiera common.yaml\nprofile::db::password: '{pw}'",
    "main.tf\nresource \"azurerm_mssql_server\" \"db\" {{\n  administrator_login_password = \"{pw}\"\n}}",
    "Dockerfile\nARG NEXUS_PASS={pw}",
    "settings.xml\n<server><id>lan</id><username>ci</username><password>{pw}</password></server>",
    "context.xml: <Resource name=\"jdbc/app\" username=\"app\" password=\"{pw}\"/>",
    "mosquitto passwd file before hashing: sensor:{pw}",
    "php.ini\nmysqli.default_pw = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "pw {pw} 🙏", "pass: {pw} ok?", "passwd {pw} (delete pls)", "ger-tremen {pw} ok",
    "facal-faire {pw} 👍", "pled-clav: {pw}", "senhal {pw} ok", "Passwoort {pw} 👌",
    "mdp : {pw} 😉", "パス {pw} だよ", "비번은 {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# Labels hidden by invisible characters, lookalike letters, fullwidth or mathematical forms, or an
# encoded separator.
_HIDDEN = [
    "pass\u200bwd: {pw}", "ｐｗｄ＝{pw}", "\u0440\u0430ssphrase: {pw}", "𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝 → {pw}",
    "password%253D{pw}", "password\\u003d{pw}", "pass\u2063word: {pw}", "Pass\u00adwort = {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")


def _hidden_token_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = "atsk_" + _r(rng, HEX, 64)
    return {"t": token[:9] + "\u200b" + token[9:30] + "\u2060" + token[30:]}


_hidden_token = _Family("hidden_label", ["ＡＴ＿ＡＰＩ＿ＫＥＹ={t}"], _hidden_token_draw, "t")

# How many samples each family draws (390 in all, heldout12's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 55), (_logins, 22), (_spelled, 12), (_cli, 36), (_urls, 13), (_vendors, 64),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 4), (_wifi, 14),
    (_spelled_tokens, 10), (_locks, 6), (_phrases, 7), (_auth, 6), (_configs, 16), (_chats, 11),
    (_hidden, 8), (_hidden_token, 1),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the password for the Webmin panel is": "{s}", "pfSense root pw:": "{s} (since Tuesday)",
    "ger-tremen": "{s}", "ESXi password": "{s}\nchange after the upgrade", "facal-faire:": "{s}",
    "Passwoort": "{s}", "pled-clav:": "{s}", "Zabbix Admin password": "{s}",
    "the password Hauke read out on the call was": "{s}, I think", "منهنجو پاسورڊ": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Africa's Talking API key", "{s}", _j("atsk_", (HEX, 64))),
    ("split_token", "Paymob secret key:", "{s} (live)", _j("egy_sk_live_", (HEX, 64))),
    ("split_token", "Bitrise personal access token", "{s}", _j((URLSAFE, 86))),
    ("split_seed", "palavras da carteira", "{s}", lambda g: v.seed_phrase(g, 12, "english")),
    ("split_card", "card number", "{s} valid to 08/30", lambda g: v.grouped(v.card(g, "jcb"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MU"))),
    ("split_backup", "Proton recovery codes", "{s}\nq8v2-k7d1-x3m9\nz0p4-h6t2-c5n8", lambda g: "-".join(_r(g, LOWER_DIGITS, 4) for _ in range(3))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ITIN", "{s}", lambda g: v.until(g, _itin, itin.is_valid)),
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
    '{"idrac": {"ip": "10.0.7.21", "root_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"ger_tremen": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "eilidh", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"brokers": [{"host": "mq1"}, {"host": "mq2", "amqp_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"cmd": ["clickhouse-client", "--user", "etl", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "facal-faire: {s}"}': ("meta_password", _plain_pw),
    '{"Passwoort": "{s}"}': ("meta_password", _plain_pw),
    '{"said": "log in as tenzin, password {s}"}': ("meta_password", _plain_pw),
    '{"africastalking": {"api_key": "{s}"}}': ("meta_token", _j("atsk_", (HEX, 64))),
    '{"sumupApiKey": "{s}"}': ("meta_token", _j("sup_sk_", (ALNUM, 32))),
    '{"coingecko_key": "{s}"}': ("meta_token", _j("CG-", (ALNUM, 24))),
    '{"headers": {"X-Api-Token": "{s}"}}': ("meta_token", _j((URLSAFE, 44))),
    '{"billing": {"card_number": "{s}", "expiry": "06/29"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"bank": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "CY")),
    '{"tax": {"itin": "{s}"}}': ("meta_id", lambda g: v.until(g, _itin, itin.is_valid)),
    '{"2fa": {"backup_codes": ["{s}", "48213907", "66019342"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", lambda g: v.seed_phrase(g, 12, "english")),
    '{"garage_rpc_secret": "{s}"}': ("meta_key", v.hex_key),
    '{"cottage": {"door_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Livebox-4F2A", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_POETRY_SUM = hashlib.sha256(b"httpx-0.28.1-py3-none-any.whl").hexdigest()
_PNPM_SHA512 = base64.b64encode(hashlib.sha512(b"vite-7.2.4.tgz").digest()).decode()
_GO_SUM = base64.b64encode(hashlib.sha256(b"golang.org/x/net v0.47.0").digest()).decode()
_LAYER = hashlib.sha256(b"docker.io/library/postgres:17.6").hexdigest()
_COMMIT = hashlib.sha1(b"fix webdav timeouts", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"bump zabbix agent", usedforsecurity=False).hexdigest()[:10]
_RUN = hashlib.md5(b"nightly-4471", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Bexio password before the audit on 2026-12-14.",
    "Eilidh asked for the wifi password; it's on the card by the kettle.",
    "New rule: passwords of at least 15 characters, no forced change every quarter.",
    "Never paste passwords into Redmine, share them through Vaultwarden Send.",
    "The `.env.example` line `AT_API_KEY=<your-key>` is a placeholder; put your own key in `.env.local`.",
    "The chart ships `rootPassword: changeme` as a placeholder; set a real one in values-prod.yaml.",
    "In the README, replace <your-token> with the token from Settings → Developer.",
    "SUMUP_API_KEY and PAYMOB_SECRET_KEY must be exported before the payment tests run.",
    "Na roit ket da c'her-tremen da zen ebet.",
    "Na toir am facal-faire agad do dhuine sam bith.",
    "Il pled-clav sto avair almain 12 caracters.",
    "Lo senhal deu èsser cambiat cada an.",
    "Tesseram tuam nemini dederis.",
    "መሕለፊ ቃልካ ንማንም ኣይትሃብ።",
    "وشەی نهێنی خۆت بە کەس مەڵێ.",
    "རང་གི་གསང་ཚིག་མི་གཞན་ལ་མ་སྟོན།",
    "پنهنجو پاسورڊ ڪنهن کي به نه ٻڌايو.",
    "Giff dien Passwoort nüms.",
    "O se ke wa abelana lefoko la gago la sephiri le ope.",
    "Ich habe das Passwort vom Drucker vergessen und setze es morgen zurück.",
    "La contraseña del wifi de invitados cambia cada mes; pídela en recepción.",
    "Upgraded Zabbix from 7.0.4 to 7.4.2 and Graylog to 6.3.1 on Sunday.",
    f"commit {_COMMIT} fixes the WebDAV timeouts.",
    f"Rolled back to {_SHORT} because the agent bump broke autoregistration.",
    f"poetry.lock: {{file = \"httpx-0.28.1-py3-none-any.whl\", hash = \"sha256:{_POETRY_SUM}\"}}",
    f"pnpm-lock.yaml: resolution: {{integrity: sha512-{_PNPM_SHA512}}}",
    f"go.sum: golang.org/x/net v0.47.0 h1:{_GO_SUM}",
    f"The database runs postgres@sha256:{_LAYER} in both sites.",
    f"Nightly run id {_RUN} is the one that timed out.",
    "Request id 3f9e2b71-0c4d-4a8e-9b16-5d7a02e8c4f1 is the slow upload from Monday.",
    "Order 112-4408931-7719205 arrives in two boxes.",
    "Redmine #4471: Zabbix graphs are empty after the upgrade.",
    "Call the Gaborone office on +267 391 8842 after nine.",
    "Parcel 00340434161094218833 is at the depot in Quimper.",
    "Model: Fortinet FortiGate 60F, FortiOS 7.4.8.",
    "The Zebra ZD421 label printer needs firmware V93.21.26 for the new labels.",
    "After six failed logins the account is locked for 20 minutes.",
    "The model takes 128k tokens of context; we cap prompts at 6,000.",
    "The secret to a good crêpe is resting the batter overnight.",
    "Ask Hauke for the alarm code, I don't know it.",
    "My card ending in 4402 was refused at the ferry desk.",
    "The transfer form wants the IBAN with spaces every four characters.",
    "Keep the 2FA backup codes on paper, not in the notes app.",
    "No real wallet will ever ask for your seed phrase in a chat.",
    "Put `PGPASSWORD` in the CI secret store, never in the pipeline YAML.",
    "The keypad at the boat shed has been dead since the storm.",
    "v4.1.0-beta.3 fixes the token refresh race.",
    "Tenant id 8d2c47a0-51be-4f93-a7e6-0b3c9e1d5f28 is in every admin URL; it isn't secret.",
    "The café wifi 'Ti Kafe' is open, no password.",
    "Stand-up moved to 2026-12-03 09:15 CET, room Enez Vaz.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2026-11-02T08:30:00Z", "password_min_length": 15}',
    '{"secret_ref": "vault:kv/data/africastalking", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "pipeline": 88213}}',
    f'{{"sha256": "{_POETRY_SUM}", "package": "httpx", "version": "0.28.1"}}',
    '{"ticket": "REDMINE-4471", "order": "112-4408931-7719205"}',
    '{"device": {"model": "FortiGate 60F", "firmware": "7.4.8"}}',
    '{"phone": "+267 391 8842", "city": "Gaborone"}',
    '{"totp_enabled": true, "backup_codes_remaining": 7, "max_tokens": 6000}',
    '{"request_id": "3f9e2b71-0c4d-4a8e-9b16-5d7a02e8c4f1", "duration_ms": 4210}',
    '{"env_template": "AT_API_KEY=<your-key>", "ssid": "Ti Kafe", "open_network": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
