# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-second corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-first only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-third to two-hundred-and-fifth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (202640917),
password words (a habituated gorilla family, a year and a sign; a border post, a crop or brew word
and a number; banana beer (`Urwagwa`, `Tonto`, `Omuramba`) with a number, a sign and a town; leet
words of the gorilla, cobalt, the brew, Lake Kivu, parchment coffee and the Rwenzori with a year; a
bus plate, a sign and a year; `Sacco`, a number, a sign and a hill; a name, a birth year, a sign
and a town; a generator's groups and random runs), names, places, templates, tools, vendors and
layouts, the way the staff of Nyabihoko Highlands Group (fictional: a tea estate and factory by
Fort Portal, Bwindi and Mgahinga gorilla tours from Kisoro and Musanze, a cobalt-concentrate
haulage yard at Kasese, an `Omuramba` banana-beer brewery at Mbarara, the Katuna Link cross-border
coaches Kampala–Kabale–Kigali–Gisenyi, the Kinigi coffee-washing station, and the Twimukye SACCO
in Kabale) leak secrets into an assistant's memory. The texts are WhatsApp, Telegram, Signal,
Teams, Slack, Mattermost, Element and SMS messages, chat logs with times, Zammad and osTicket
tickets, wiki tables, Keep and Joplin notes, e-mails, runbooks, README fragments, bash, zsh and
PowerShell prompts, code (Python, JavaScript, Go, PHP, Rust, Kotlin, Dart, Elixir, Ruby, C# and
Lua), env files, compose, Kubernetes and systemd configs, voice-memo transcripts, dictated text and
requests to the assistant itself; the label's separators run from a colon, "is" (`ni`, `ye`,
`eri`, `nukwo`), a dash and an arrow to an emoji, a new line, quotes (`"…"`, `«…»`, `'…'`),
parentheses, a tab and a table's bar.

Tools, calls, flags, variables and files none of heldouts 5 to 201 names (each grepped for the
command, flag or variable itself): Drush's `upwd`, `wp core install --admin_password=`, `ckan user
add … password=`, `keytool -importpass` fed by an `echo`, `pth-winexe -U 'DOMAIN/user%…'`, `geth`
with `--password <(echo …)` and `personal.unlockAccount(…)`, and the variables
`ENKETO_ENCRYPTION_KEY`, `SYNAPSE_REGISTRATION_SHARED_SECRET` and the company's own
`KASESE_HAULAGE_DB_PASSWORD`, `KISORO_TOURS_SMTP_PASS`, `MUSANZE_WASH_MQTT_PASS` and
`KABALE_SACCO_CORE_SECRET`. Beside them common layouts (env files, compose, systemd, Kubernetes
secrets, a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection
strings) in wordings of their own.

About 48 % of the secret samples are in other languages than English (by a rough count of the
drawn samples by their marker words; the self-check counted it): Runyankole-Rukiga, Rutooro,
Lhukonzo, Kinyarwanda texting, Luganda texting, Ugandan English texting with Luganda particles
and the Swahili of the border posts (Katuna/Gatuna, Cyanika, Bunagana, Mpondwe). The wordings are
the author's approximations, checked by no speaker, built around a few marker words and the
loanwords people there really text (password, wifi, PIN, token, API key, server, backup code):
Runyankole-Rukiga `Agandi`, `Oraire ota`, `Osibire ota`, `ni`, `hati`, `reero`, `ekyama`,
`webale munonga`, `otagiha omuntu weena`, `y'omu`, `yangye`; Rutooro `Wasibye ota`, `Mpora`,
`eri`, `nukwo`, `baitu`, `webale kusiiba`, `ekisumuruzo`; Lhukonzo `Wabukire`, `Wasingya
kutsibu`, `hano`, `eryo`; Kinyarwanda `Mwiriwe`, `Mwaramutse`, `ijambo ry'ibanga`, `ni`, `ubu`,
`murakoze` (texted `mrkz`), `ntuyihe umuntu`, `nshya`, `indangamuntu`; Luganda `Ki kati`, `ye`,
`eri`, `webale nnyo`, `nkusaba`, `empya`, `tokigamba muntu yenna`, `ennamba`; Ugandan English
`banange`, `sha`, `bambi`, `kale`, `nedda`, `gwe`, `nyabo`; Swahili `pasiwedi`, `neno la
siri`, `ni`, `sasa hivi`, `usimwambie mtu`, `asante sana`, `tumebadilisha`, `namba ya siri`. The
Lhukonzo lines (`sihitsibu omundu`, `eryo`, `hano`), Rutooro `nukwo` and `ekisumuruzo kya API`,
Runyankole `tihariho kugiha omuntu` and `ninkugambira` and Kinyarwanda `mrkz` and `kode
y'umuryango` are the thinnest guesses.

Vendors (Yo Payments, Relworx, Flexipay, Ezeewallet, Kotanipay, AZA Finance, Urubuto, Link Bus,
Jaguar Executive, Modern Coast, Horizon Express, Kabiza, RwandAir, Tap&Go and Ugmart) are ones
heldouts 5 to 201 do not name (grepped by name). No shape here is one the author knows to be real:
every one is a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, `yo_live_`, `fxp_`,
`ktp_live_`, `urb-`, `mc_sk_`, `rwa_`, `tapgo_` and `ugm_pk_` prefixes); the JWTs are well-formed
and 1Password's `A3-` Secret Key and Apple's recovery key follow their published layouts.

The ids are kinds heldouts 5 to 201 do not use, with one checked kind: a US client's Employer
Identification Number, drawn until `stdnum.us.tin` validates it (its prefix is checked). The others
are invented shapes that no library or this file checks (no check-digit algorithm is written
here): Rwanda's indangamuntu number, an East African passport, a DGSM mining licence, a Rwandan
driving licence, a temporary movement permit at the border, an East Africa Tourist Visa number and
a COMESA yellow-card number. Card numbers pass Luhn (the value helpers' brands, checked with
python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the IBAN
shapes and IBAN calls of heldouts 5 to 201 (Serbia, Malta, Belarus, Kuwait, Qatar, Israel, Monaco
and Kosovo, sixteen corpora each by that count), drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, French, Spanish, Czech, Portuguese and Korean lists, each
with a valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430
scored, every secret unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
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
from stdnum import luhn
from stdnum.us import tin as us_tin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 202_640_917
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]


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


_GORILLAS = ["Susa", "Amahoro", "Sabyinyo", "Kwitonda", "Nkuringo", "Mubare", "Rushegura",
             "Habinyanja", "Nyakagezi", "Bitukura", "Oruzogo", "Hirwa", "Agashya", "Umubano"]  # fmt: skip
_BORDER = ["Katuna", "Gatuna", "Cyanika", "Bunagana", "Mpondwe", "Mutukula", "Kyanika", "Rubavu"]
_CROPS = ["Parchment", "Cherry", "Pulper", "Withering", "Clonal", "Tipper", "Cobalt", "Matooke",
          "Sorghum", "Tonto", "Fermenter", "Weighbridge"]  # fmt: skip
_PLACES = ["Kasese", "FortPortal", "Mbarara", "Kabale", "Kisoro", "Musanze", "Gisenyi", "Kinigi",
           "Rubanda", "Bunyonyi", "Kilembe", "Ntungamo", "Rukungiri", "Nyakinama", "Bwindi"]  # fmt: skip
_HILLS = ["Muhabura", "Sabinyo", "Karisimbi", "Bisoke", "Gahinga", "Kahinga", "Rwamunyonyi"]
_NAMES = ["Tumusiime", "Ainembabazi", "Kato", "Nakato", "Mugisha", "Uwase", "Niyonzima", "Kabugo",
          "Masika", "Biira", "Kule", "Baluku", "Muhindo", "Kabagambe", "Atuhaire", "Ndayisaba",
          "Uwimana", "Mutesi", "Habimana", "Byaruhanga", "Kemigisha", "Asiimwe", "Nsengiyumva",
          "Bwambale"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["G0r1ll4", "C0b4lt", "T0nt0", "Urw4gw4", "K1vu", "P4rchm3nt", "Rw3nz0r1", "M4t00k3"]


def _bus(g: random.Random) -> str:
    """A coach's plate, a sign and a year, the way the depot crew builds a password."""
    return f"UB{g.choice('CDEFHJ')}{g.randrange(100, 1000)}{g.choice('ABCDEFGH')}{g.choice(_SYMBOLS)}{g.randrange(2015, 2034)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GORILLAS)}{g.randrange(1990, 2034)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_BORDER).lower()}-{g.choice(_CROPS).lower()}-{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(['Urwagwa', 'Tonto', 'Omuramba'])}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2034)) + g.choice(_SYMBOLS),
    _bus,
    lambda g: f"Sacco{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}{g.choice(_HILLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    _manager,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_CROPS)}{g.choice(_GORILLAS)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, 'Kinigi washing station' group, Uwase: pulper control panel password: {pw}",
    "Teams chat, haulage ops: the Kilembe weighbridge PC password is {pw}",
    "Zammad ticket #3391: reset the Mbarara brewery SCADA login, new password → {pw}",
    "note to self — tea factory dryer HMI password 👉 {pw}",
    'Slack #bus-ops: Katuna Link ticketing server password = "{pw}"',
    "E-mail from Byaruhanga, subject 'core banking': the SACCO admin password (changed Monday) is {pw}",
    "Wiki page 'Kisoro lodge office': | booking laptop | password | {pw} |",
    "Keep note 'gorilla permits portal'\npassword\n{pw}",
    "README (ops/brewery): the fermenter PLC web password ('{pw}') is the same on both tanks",
    "voice memo, transcribed: and the password for the fuel-card portal is {pw}, write it down",
    "Signal from Kato: Gisenyi depot NAS password - {pw}",
    "Telegram, Masika: cobalt truck GPS tracker admin password: «{pw}»",
    "please remember for me: my Fort Portal tea-estate payroll password is {pw}",
    "Runbook step 4: log in to the bus depot CCTV with the password ({pw}) and export the footage",
    "Mattermost DM: password for the coffee cupping lab laptop 🔐 {pw}",
    "Agandi Mugisha! Password ya kompyuta y'omu ofisi ya Kabale ni {pw}. Otagiha omuntu weena.",
    "Oraire ota ssebo. Password ya server ya SACCO hati ni: {pw}",
    "Ninkugambira ekyama: password ya email yangye ni {pw}, webale munonga.",
    "Reero password y'omu brewery ya Mbarara: {pw} (tihariho kugiha omuntu)",
    "Osibire ota! Nahindura password ya tablet y'abashoferi, hati ni {pw}",
    "Wasibye ota Kemigisha. Password ya kompyuta y'omu kiwanda ky'amajani eri {pw}",
    "Mpora, password ya account ya tea estate nukwo {pw}, baitu otagigambira muntu",
    "Webale kusiiba! Password ya system ya payroll → {pw}",
    "Wabukire Baluku! Password ya kompyuta y'eKilembe ni {pw}. Wasingya kutsibu.",
    "Masika, password y'eryo GPS ya lorry: {pw} — sihitsibu omundu",
    "Wasingya! Password ya weighbridge hano Kasese:\t{pw}",
    "Mwiriwe! Ijambo ry'ibanga rya mudasobwa ya washing station ni {pw}. Murakoze.",
    "Mwaramutse, password ya system ya bisi ubu ni {pw} sha, ntuyihe umuntu",
    "mrkz cyane! password nshya ya email: {pw}",
    "Ijambo ry'ibanga rya tablet ya Kinigi 👉 {pw}",
    "Ki kati Nakato, password ya server ye {pw}, tokigamba muntu yenna",
    "Webale nnyo ssebo. Password yange empya: {pw}",
    "Nkusaba okujjukira password eno: {pw} (ya Mbarara office)",
    "banange the brewery laptop password is {pw} sha, don't share it bambi",
    "Eh nyabo, the SACCO teller password is now {pw}, kale?",
    "gwe the password for the bus booking site is {pw}, nedda not the old one",
    "Habari za asubuhi, pasiwedi ya kompyuta ya forodha Mpondwe ni {pw}. Usimwambie mtu.",
    "Neno la siri la server ya Katuna sasa hivi: {pw}",
    "Asante sana! Tumebadilisha pasiwedi, mpya ni {pw}",
    "Dereva, pasiwedi ya tablet ya basi → {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["uwase", "mugisha.j", "kato", "nakato.s", "baluku", "masika.b", "kemigisha", "habimana",
          "tumusiime", "ops", "admin", "cashier2", "driver07", "ranger.kisoro"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}",
    "Kasese weighbridge creds {u}:{pw}",
    "sign in to the Zabbix box as {u} with {pw}",
    "| user | password |\n|---|---|\n| {u} | {pw} |",
    "booking portal → user {u}, password {pw}",
    "Izina: {u}\nIjambo ry'ibanga: {pw}",
    "Injira nka {u}, ijambo ry'ibanga ni {pw}. Murakoze!",
    "Erinnya: {u} / password: {pw} (ya SACCO)",
    "Username ye {u}, password ye {pw}, webale nnyo",
    "Jina la mtumiaji {u}, pasiwedi {pw}",
    "Ingia kama {u} ukitumia pasiwedi {pw}",
    "Username ya kompyuta y'omu ofisi ni {u} kandi password ni {pw}",
    "Wabukire! user: {u} — password: {pw}",
    "banange the user is {u} and the password {pw} sha",
    "Element DM: creds for the Kinigi tablet are {u} and {pw}",
    "osTicket #1184 — Reset done. Username: {u}  Password: {pw}",
    "Joplin note 'bus depot DVR':\nuser={u}\npass={pw}",
    "Username eri {u}, password eri {pw} — Mpora",
    "u={u} p={pw}",
    "creds for the Bwindi lodge router are {u} / {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["Karisimbi", "Muhabura", "Sabinyo", "Bisoke", "Bunyonyi", "Kilembe", "Nyiragongo",
               "Rwenzori", "Kinigi", "Nkuringo", "Katwe", "Kyambura", "Mweya", "Ishasha",
               "Ruhija", "Buhoma", "Nyakinama", "Kahawa"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "The password is the word {w} followed by {d}.",
    "Password ni ijambo {w} hanyuma imibare {d}.",
    "Password ni ekigambo {w} reero {d}",
    "Password ye ekigambo {w} ne namba {d}",
    "Pasiwedi ni neno {w} kisha namba {d}",
    "it's {w} with a capital first letter and {d} at the end",
    "{w}{d} — that's the SACCO server password",
    "type {w}, then {d}; that's the brewery admin password",
    "{w}{d}, nukwo password ya tea estate",
    "the name of the volcano, {w}, followed by {d}, is the lodge wifi admin password",
    "banange the password is just {w} then {d}, no spaces",
    "[voice memo] password… capital {w}… then {d}… all together",
    "{w}{d} ni ijambo ry'ibanga rya bisi",
    "{w}{d}, that's what I set for the Kasese router",
    "Password ni {w} kandi {d} omu muheru",
    "Pasiwedi: neno {w}, halafu {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    digits = str(rng.randrange(100, 10_000))
    joined = "{w}{d}" in template
    return {"w": word, "d": digits, "secret": word + digits if joined else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "drush upwd {u} '{pw}'",
    "drush -r /var/www/gorilla-treks upwd {u} --password='{pw}'",
    "drush @tours.prod user:password {u} '{pw}'",
    "wp core install --url=tours.nhg.co.ug --title='Gorilla Treks' --admin_user={u} --admin_password='{pw}' --admin_email=web@nhg.co.ug",
    "wp core install --path=/srv/brew --url=omuramba.nhg.co.ug --title=Omuramba --admin_user={u} --admin_password={pw} --admin_email=it@nhg.co.ug --skip-email",
    "ckan user add {u} email={u}@nhg.rw password='{pw}'",
    "ckan -c /etc/ckan/default/ckan.ini user add {u} email=data@nhg.rw password={pw}",
    "echo '{pw}' | keytool -importpass -alias smtp-relay -keystore relay.p12 -storetype pkcs12 -storepass:env KS_PASS",
    "printf '%s\\n' '{pw}' | keytool -importpass -alias sacco-db -keystore /opt/sacco/keys.jks -storepass:file /opt/sacco/.kspass",
    "pth-winexe -U 'NHG/{u}%{pw}' //10.20.4.11 cmd.exe",
    "pth-winexe -U 'KABALE-SACCO/{u}%{pw}' //192.168.30.5 'ipconfig /all'",
    "geth --datadir /srv/sacco-chain account import --password <(echo '{pw}') teller.key",
    "geth attach --exec \"personal.unlockAccount(eth.accounts[0], '{pw}', 600)\" /srv/sacco-chain/geth.ipc",
    "geth --datadir /srv/sacco-chain --unlock 0x3f1c --password <(echo {pw}) --http",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@kasese-yard:~# {c}", "uwase@kinigi-ws:~$ {c}", "PS C:\\ops> {c}",
    "zsh history:\n  512  {c}", "Teams, pasted by Kato: {c}", "```bash\n{c}\n```",
    "Runbook, step 2:\n    {c}", "Command nayikoresheje: {c}", "Ekiragiro ekyo nkozesezza: {c}",
    "Amri niliyoendesha: {c}", "banange I ran this: {c}", "CI log, 07:14:02 + {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@db.sacco.nhg.co.ug:5432/core?sslmode=require",
    "mqtt://{u}:{pw}@broker.kinigi.nhg.rw:1883/washing/ferment",
    "amqps://{u}:{pw}@mq.nhg.co.ug:5671/haulage",
    "redis://:{pw}@10.20.4.7:6379/2",
    "smb://NHG;{u}:{pw}@fs-kasese/weighbridge",
    "ftp://{u}:{pw}@ftp.katunalink.co.ug/manifests/",
    "mongodb+srv://{u}:{pw}@permits.x7k2q.mongodb.net/bwindi?retryWrites=true",
    "mysql://{u}:{pw}@127.0.0.1:3306/omuramba_brew",
    "jdbc:sqlserver://sql-fortportal:1433;databaseName=TeaPayroll;user={u};password={pw};encrypt=true",
    "rtsp://{u}:{pw}@192.168.8.64:554/Streaming/Channels/101",
    "https://{u}:{pw}@git.nhg.co.ug/ops/bus-ticketing.git",
    "sip:{u}:{pw}@pbx.nhg.rw:5060",
    "Server=tcp:sacco-core,1433;Database=Loans;User ID={u};Password={pw};",
    "DATABASE_URL=postgres://{u}:{pw}@pg.haulage.internal/trucks",
    "influxdb connection: http://{u}:{pw}@influx.kilembe.lan:8086",
    "sftp://{u}:{pw}@edi.rra-gw.nhg.rw:22/outbox",
]  # fmt: skip
_URL_PLACES = [
    "{c}", "the connection string is {c}", "Signal from Kule: {c}", "Ticket #4410 — it fails with {c}",
    "Connection string ya server ni {c}", "URL ye {c}", "Kiungo cha server: {c}",
    "note: {c}", "banange use this one: {c}", "#ops 09:12 Mugisha: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        claims = {
            "iss": issuer,
            "sub": f"nhg-{_r(g, LOWER_DIGITS, 8)}",
            "iat": g.randrange(1_900_000_000, 2_000_000_000),
        }
        return _jwt_of(g, {"alg": "HS256", "typ": "JWT"}, claims, 43)

    return make


# (vendor, its variable, the token's maker): every shape is the author's guess
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Yo Payments", "YO_PAYMENTS_API_PASSWORD", _j("yo_live_", (ALNUM, 32))),
    ("Relworx", "RELWORX_API_KEY", _j((HEX, 40))),
    ("Flexipay", "FLEXIPAY_SECRET", _j("fxp_", (ALNUM, 36))),
    ("Ezeewallet", "EZEEWALLET_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Kotanipay", "KOTANIPAY_API_KEY", _j("ktp_live_", (ALNUM, 32))),
    ("AZA Finance", "AZA_FINANCE_API_SECRET", _j((B64, 43), "=")),
    ("Urubuto", "URUBUTO_API_KEY", _j("urb-", (HEX, 32))),
    ("Link Bus", "LINKBUS_PARTNER_TOKEN", _j((ALNUM, 40))),
    ("Jaguar Executive", "JAGUAR_EXEC_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Modern Coast", "MODERNCOAST_SECRET_KEY", _j("mc_sk_", (ALNUM, 30))),
    ("Horizon Express", "HORIZON_EXPRESS_TOKEN", _vendor_jwt("horizon-express")),
    ("Kabiza", "KABIZA_API_KEY", _j((URLSAFE, 43))),
    ("RwandAir", "RWANDAIR_NDC_KEY", _j("rwa_", (ALNUM, 40))),
    ("Tap&Go", "TAPGO_API_SECRET", _j("tapgo_", (HEX, 48))),
    ("Ugmart", "UGMART_PRIVATE_KEY", _j("ugm_pk_", (LOWER_DIGITS, 34))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{vendor} API key: {tok}",
    "{env}={tok}",
    "export {env}='{tok}'",
    "API key ya {vendor} ni {tok}",
    "Ufunguo wa API wa {vendor} ni {tok}",
    "API key ya {vendor} eri {tok}",
    "{vendor} integration broken, current key {tok}",
    "Integrations › {vendor}: {tok}",
    "banange the {vendor} key is {tok} sha",
    "Slack #payments: new {vendor} secret → {tok}",
    "{env}: \"{tok}\"",
    "Ekisumuruzo kya API ya {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    yo, relworx, ezee, kotani, urubuto, tapgo = (
        _r(rng, ALNUM, 32), _r(rng, HEX, 40), v.uuid4(rng, "9"), _r(rng, ALNUM, 32),
        _r(rng, HEX, 32), _r(rng, HEX, 48),
    )  # fmt: skip
    return [
        Sample("vendor_token", f'yo = YoPay(username="100238847721", password="yo_live_{yo}")', f"yo_live_{yo}"),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {relworx}' https://payments.relworx.com/api/mobile-money/request-payment", relworx),
        Sample("vendor_token", f'const ezee = new EzeewalletClient({{ apiKey: "{ezee}", env: "live" }});', ezee),
        Sample("vendor_token", f'kotanipay:\n  base_url: https://api.kotanipay.io\n  api_key: "ktp_live_{kotani}"', f"ktp_live_{kotani}"),
        Sample("vendor_token", f'$urubuto = new UrubutoPay("urb-{urubuto}");', f"urb-{urubuto}"),
        Sample("vendor_token", f'val tapGo = TapGoClient(secret = "tapgo_{tapgo}")', f"tapgo_{tapgo}"),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so keep this:\n{t}", "token ni {t}",
                "token nshya: {t}", "{t}\n^ the new one, the old one is revoked", "hold on to this for me: {t}",
                "Token ya Kasese: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 54), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 52)), _j((B64, 44)), _j((ALNUM, 38)),
                _j((ALNUM, 20), "|", (ALNUM, 40))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Kinigi fermentation-tank sensor (OTAA): {h}": 32,
    "Kilembe tipper telematics AES key = {h}": 64,
    "MQTT PSK ya washing station: {h}": 32,
    "ENKETO_ENCRYPTION_KEY={h}": 64,
    "SYNAPSE_REGISTRATION_SHARED_SECRET={h}": 64,
    "Ekisumuruzo kya tablet y'abashoferi: {h}": 32,
    "sacco-core signing secret (Mattermost, Atuhaire): {h}": 64,
    "Ufunguo wa kadi za basi (NFC master key): {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"h": _r(rng, HEX, _HEX_PLACES[template])}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "the permits API session token is {t}",
    "token ya bisi: {t}",
    "curl -H 'Authorization: Bearer {t}' https://api.nhg.co.ug/v2/trucks",
    "Token ya SACCO app eri {t}",
    "localStorage['katuna.jwt'] = '{t}'",
    "Cookie: session={t}",
    "banange this JWT works: {t}",
    "Tokeni ya mfumo wa forodha: {t}",
    "id_token={t}&state=x9",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    header = [{"alg": "HS256", "typ": "JWT"}, {"alg": "RS256", "kid": _r(rng, HEX, 8)}][index % 2]
    claims = {
        "sub": rng.choice(_USERS),
        "iss": rng.choice(["https://auth.nhg.co.ug", "sacco-core", "katuna-link", "kinigi-ws"]),
        "exp": rng.randrange(1_900_000_000, 2_100_000_000),
        "role": rng.choice(["teller", "driver", "ranger", "brewer", "dispatcher"]),
    }
    return {"t": _jwt_of(rng, header, claims, [43, 86][index % 2])}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind
    "deploy key for the bus-ticketing repo:\n{key}": "OPENSSH PRIVATE KEY",
    "Ekisumuruzo kya server ya SACCO:\n{key}": "RSA PRIVATE KEY",
    "tls/brewery.key\n{key}": "PRIVATE KEY",
    "Ufunguo wa server ya Katuna:\n{key}": "EC PRIVATE KEY",
    "osTicket #1207 attachment pasted inline:\n{key}": "RSA PRIVATE KEY",
    "banange keep this key for me:\n{key}": "OPENSSH PRIVATE KEY",
    "Urufunguzo rwa server ya Kinigi:\n{key}": "PRIVATE KEY",
    "README, 'do not commit' (committed):\n```\n{key}\n```": "EC PRIVATE KEY",
}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = _PEM_PLACES[template]
    body = _r(rng, B64, 64 * rng.randrange(6, 12) + rng.randrange(8, 60))
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return {"key": f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet recovery phrase: {p}": "english",
    "seed phrase ya SACCO treasury wallet: {p}": "english",
    "Amagambo 12 y'ibanga ya wallet: {p}": "english",
    "Maneno ya siri ya wallet (usimwambie mtu): {p}": "english",
    "banange the backup words are {p}": "english",
    "phrase de récupération du wallet de Gisenyi : {p}": "french",
    "mots de la graine : {p}": "french",
    "frase semilla de la cartera: {p}": "spanish",
    "Ebigambo bya wallet: {p}": "spanish",
    "obnovovací fráze: {p}": "czech",
    "frase de recuperação da carteira: {p}": "portuguese",
    "Ebigambo by'ekyama bya wallet: {p}": "portuguese",
    "복구 구문: {p}": "korean",
    "Maneno 24 ya wallet ya Bunagana: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    size = 32 if "24" in template else rng.choice([16, 16, 20, 24])
    return {"p": str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(size))))}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "card number {c} exp 09/31",
    "Namba ya kadi: {c}",
    "Ennamba ya kaadi yange: {c}",
    "Nimero ya karita: {c}, irangira 04/32",
    "company fuel card {c}",
    "banange pay with this one sha: {c}",
    "Visa for the permits: {c} (exp 11/30)",
    "Kadi ya benki ya SACCO: {c}",
    "please save my card for the bus bookings: {c}",
    "Ennamba ya card ya company eri {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "unionpay", "maestro", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " "][index % 4], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Mastercard {c} exp 04/33, security code {cvv}",
    "the three digits on the back are {cvv}",
    "CVV ya kadi ni {cvv}",
    "Namba tatu nyuma ya kadi: {cvv}",
    "card {c}, CVC {cvv}",
    "security code on the back: {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "mastercard"), " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"RS": "n" * 18, "MT": "aaaa" + "n" * 5 + "c" * 18, "BY": "cccc" + "nnnn" + "c" * 16,
                "KW": "aaaa" + "c" * 22, "QA": "aaaa" + "c" * 21, "IL": "n" * 19,
                "MC": "n" * 10 + "c" * 11 + "nn", "XK": "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    number = v.iban_shaped(rng, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


_IBAN_PLACES = [
    "IBAN: {i}",
    "supplier's IBAN for the cobalt buyer: {i}",
    "IBAN ya konti ni {i}",
    "Akaunti ya benki (IBAN): {i}",
    "please keep the tour agent's IBAN {i}",
    "IBAN ye {i}",
    "banange send it to {i} sha",
    "IBAN y'omu bank: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": v.iban_spaced(number) if index % 2 else number}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ein(g: random.Random) -> str:
    return v.until(g, lambda h: f"{_r(h, D, 2)}-{_r(h, D, 7)}", us_tin.is_valid)


def _indangamuntu(g: random.Random) -> str:
    return f"1 {g.randrange(1965, 2006)} {g.choice('78')} {_r(g, D, 7)} {_r(g, D, 1)} {_r(g, D, 2)}"


_ID_MAKERS: dict[str, Maker] = {
    "ein": _ein,
    "indangamuntu": _indangamuntu,
    "eac_passport": _j(("ABC", 1), (D, 7)),
    "dgsm": _j("DGSM/ML/", (D, 4), "/", (D, 3)),
    "rw_licence": _j("RW", (D, 3), "-", (D, 6), "-", (UPPER, 1)),
    "tmp": _j("TMP-", (UPPER, 2), (D, 8)),
    "eatv": _j("EATV", (D, 9)),
    "comesa": _j("YC/UG/", (D, 2), "/", (D, 6)),
}
_IDS = {  # template: the id's kind
    "client's EIN (gorilla trek invoice): {i}": "ein",
    "Employer Identification Number: {i}": "ein",
    "EIN ya kampuni ya Marekani: {i}": "ein",
    "Nomero y'indangamuntu yanjye ni {i}": "indangamuntu",
    "indangamuntu: {i}": "indangamuntu",
    "Indangamuntu ya shoferi → {i}": "indangamuntu",
    "East African passport no. {i}": "eac_passport",
    "Namba ya pasipoti: {i}": "eac_passport",
    "Ennamba ya passport yange: {i}": "eac_passport",
    "DGSM mining licence {i}": "dgsm",
    "Layisensi ya DGSM y'omu Kilembe: {i}": "dgsm",
    "Uruhushya rwo gutwara ikinyabiziga: {i}": "rw_licence",
    "Rwandan driving licence number {i}": "rw_licence",
    "temporary movement permit at Katuna: {i}": "tmp",
    "Kibali cha kusafiri cha muda mpakani: {i}": "tmp",
    "East Africa Tourist Visa number {i}": "eatv",
    "Viza ya utalii ya Afrika Mashariki: {i}": "eatv",
    "COMESA yellow card for truck UBH 442K: {i}": "comesa",
    "Yellow card ya COMESA ya lorry: {i}": "comesa",
    "COMESA yellow-card number (tipper 7): {i}": "comesa",
}  # fmt: skip


def _id_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"i": _ID_MAKERS[_IDS[template]](rng)}


_ids = _Family("national_id", list(_IDS), _id_draw, "i")


_LOCKS = [
    "The yard gate code is {pw}.",
    "keypad code for the fermenter room: {pw}",
    "PIN ya kadi yangye ni {pw}",
    "Kode y'umuryango wa store ni {pw}",
    "PIN yange ye {pw}, tokigamba muntu",
    "PIN yangye ni {pw} — otagiha omuntu",
    "Namba ya siri ya kadi ya ATM: {pw}",
    "Kufuli ya stoo ya Mpondwe: {pw}",
    "banange the safe code is {pw} sha",
    "SIM PIN for the tracker in tipper 4: {pw}",
    "door code of the Kisoro lodge office → {pw}#",
    "PIN ya MoMo eri {pw}",
    "Padlock y'omu kiwanda: {pw}",
    "the cash box at the washing station opens with {pw}",
    "Mobile money PIN: {pw}",
    "PIN ya tablet ni {pw}, mrkz",
    "alarm code for the brewery: {pw}",
    "Kode ya mlango wa ofisi ya forodha ni {pw}",
    "Wasingya! PIN ya kompyuta: {pw}",
    "the teller drawer key-safe code (Kabale SACCO) is {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4, 8][index % 5])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_SSIDS = ["NHG-Kinigi-WS", "Omuramba Brew 5G", "KatunaLink Depot", "Bwindi Lodge Guest",
          "SACCO-Kabale", "Kilembe Yard 2.4", "TeaFactory-Office", "Gisenyi Depot"]  # fmt: skip
_WIFI = [
    "wifi: {s} / {pw}",
    "Network: {s}\nPassword: {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};;",
    "Password ya wifi ya {s} ni {pw}",
    "Wifi ya {s}, password ye {pw}",
    "Pasiwedi ya wifi ({s}) ni {pw}",
    "Ijambo ry'ibanga rya wifi ya {s}: {pw}",
    "wifi ya ofisi eri {s} — password {pw}",
    "banange the wifi is {s}, password {pw} sha",
    "network ({s}) uses {pw}",
    "Wifi? {s}\n— Kato: {pw}",
    "WPA2 key for {s}: {pw}",
    "Password ya wifi y'omu lodge ni {pw}",
    "[07:02] Uwase: wifi password?\n[07:03] Mugisha: {pw}",
    "{pw} — that's the wifi password for {s}",
    "Wifi ya {s} hano Kasese: {pw}, wasingya",
    "Neno la siri la wifi ya {s}: {pw}",
    "Wifi ya Fort Portal nukwo {pw}",
    "guest wifi key: {pw}",
    "wifi {s} / {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    style = rng.randrange(3)
    if style == 0:
        return _r(rng, D, 12)
    if style == 1:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 14)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI, _with(_wifi_key, s=_SSIDS), "pw")


_PHRASE_WORDS = ["gorilla", "parchment", "tipper", "matooke", "volcano", "bunyonyi", "kivu",
                 "cobalt", "sorghum", "pulper", "ranger", "lodge", "coach", "teller", "crater",
                 "bamboo", "drizzle", "ferment"]  # fmt: skip
_PHRASES = {
    "Bitwarden master passphrase: {p}": " ",
    "passphrase ya vault ni {p}": "-",
    "KeePassXC passphrase for the SACCO vault: {p}": " ",
    "Passphrase y'omu laptop: {p}": ".",
    "the disk encryption passphrase is {p}": " ",
    "Pasifreyzi ya diski: {p}": "-",
    "banange the vault passphrase is {p}": " ",
    "LUKS passphrase on the Kasese NAS → {p}": "_",
}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = rng.sample(_PHRASE_WORDS, 4 + index % 3)
    return {"p": _PHRASES[template].join(words) + str(rng.randrange(10, 100))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://fleet.nhg.co.ug/api/positions": True,
    "header ya API: Authorization: Basic {v}": True,
    "proxy_set_header Authorization \"Basic {v}\";": True,
    "fetch(url, {{ headers: {{ Authorization: 'Basic {v}' }} }})": True,
    "Authorization: Bearer {v}": False,
    "requests.get(url, headers={{'Authorization': 'Bearer {v}'}})": False,
    "banange use header Authorization: Bearer {v}": False,
    "Bearer token ya bisi: Bearer {v}": False,
    "-H \"Authorization: Bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "KASESE_HAULAGE_DB_PASSWORD={pw}",
    "# .env (bus ticketing)\nDB_HOST=10.20.4.9\nDB_PASSWORD={pw}\nDB_USER=katuna",
    "KISORO_TOURS_SMTP_PASS='{pw}'",
    "MUSANZE_WASH_MQTT_PASS={pw}",
    "KABALE_SACCO_CORE_SECRET=\"{pw}\"",
    "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: sacco-core\nstringData:\n  password: {pw}",
    "[Service]\nEnvironment=BREW_SCADA_PASSWORD={pw}\nExecStart=/opt/brew/scada",
    "db_password = \"{pw}\"  # tea payroll",
    "const dbPassword = '{pw}';",
    "password := \"{pw}\" // Kilembe weighbridge",
    "$db_pass = '{pw}';",
    "let smtp_password = \"{pw}\";",
    "val routerPassword = \"{pw}\"",
    "const String saccoApiSecret = '{pw}';",
    "config :sacco, Sacco.Repo, password: \"{pw}\"",
    "ENV['FLEET_PASSWORD'] ||= '{pw}'",
    "var conn = new SqlConnection(\"Server=.;User Id=sa;Password={pw};\");",
    "local mqtt_pass = \"{pw}\" -- washing station",
    "[database]\npassword = {pw}",
    "password: {pw}  # omuramba scada",
    "spring.datasource.password={pw}",
    "DB_PASSWORD ya server ni {pw}",
    "Config ya Kinigi: mqtt_password: \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_secret", _CONFIGS, _with(_plain_pw), "pw")


def _backup_list(rng: random.Random, style: int, n: int) -> list[str]:
    if style == 0:
        return [f"{_r(rng, D, 4)} {_r(rng, D, 4)}" for _ in range(n)]
    if style == 1:
        return [f"{_r(rng, UPPER_DIGITS, 5)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]
    if style == 2:
        return [_r(rng, LOWER_DIGITS, 10) for _ in range(n)]
    return [_r(rng, D, 8) for _ in range(n)]


_BACKUPS = [
    ("Google backup codes:\n{b}", "\n"),
    ("2FA backup codes ya email: {b}", ", "),
    ("Backup codes za akaunti ya benki:\n{b}", "\n"),
    ("Kode z'ibanga za backup: {b}", " "),
    ("Backup codes ez'account ya SACCO:\n{b}", "\n"),
    ("banange save these backup codes sha: {b}", ", "),
    ("recovery codes (GitHub):\n{b}", "\n"),
    ("Backup codes za Microsoft account: {b}", "; "),
    ("Codes za dharura za 2FA:\n{b}", "\n"),
    ("Backup codes y'omu Gmail: {b}", " · "),
    ("osTicket #1220: the 2FA backup codes for the fleet portal are {b}", ", "),
    ("Kode zo kwinjira z'ingoboka: {b}", " | "),
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, index % 4, 8 + index % 3)
    sep = dict(_BACKUPS)[template]
    return {"b": sep.join(codes), "secret": codes[0]}


_backups = _Family("backup_codes", [t for t, _ in _BACKUPS], _backup_draw, "b")


_TOTP = [
    "otpauth://totp/NHG:{u}?secret={s}&issuer=NHG",
    "TOTP secret for the SACCO admin: {s}",
    "2FA setup key: {s}",
    "Setup key ya 2FA ni {s}",
    "Urufunguzo rwa 2FA (setup key): {s}",
    "Ufunguo wa TOTP: {s}",
    "manual key if the QR code won't scan: {s}",
    "otpauth://totp/KatunaLink%3A{u}?issuer=KatunaLink&secret={s}&digits=6",
    "banange the 2FA secret is {s} sha",
    "TOTP ya Kilembe VPN eri {s}",
    "Authenticator key (fleet portal): {s}",
    "Ekisumuruzo kya 2FA: {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    spaced = index % 3 == 2 and "otpauth" not in template
    return {"s": v.totp_secret(rng, spaced=spaced), "u": rng.choice(_USERS)}


_totps = _Family("totp_seed", _TOTP, _totp_draw, "s")


_RECOVERY = {
    "2FA backup code: {c}": _j((D, 4), "-", (D, 4)),
    "Apple recovery key: {c}": lambda g: "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(7)),
    "1Password Secret Key: {c}": lambda g: f"A3-{_r(g, UPPER_DIGITS, 6)}-{_r(g, UPPER_DIGITS, 6)}-" + "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(4)),
    "Bitwarden recovery code ni {c}": _j((UPPER_DIGITS, 32)),
    "Recovery code ya email: {c}": _j((LOWER_DIGITS, 5), "-", (LOWER_DIGITS, 5)),
    "Kode ya kurejesha akaunti: {c}": _j((UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4)),
    "BitLocker recovery key for the payroll laptop: {c}": lambda g: "-".join(_r(g, D, 6) for _ in range(8)),
    "banange the recovery key is {c} sha": _j((UPPER_DIGITS, 24)),
}  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": _RECOVERY[template](rng)}


_recovery = _Family("recovery_code", list(_RECOVERY), _recovery_draw, "c")


_CHATS = [
    "[08:14] Kule: server password?\n[08:15] Baluku: {pw}",
    "[06:40] Uwase: Ijambo ry'ibanga rya laptop?\n[06:41] Habimana: {pw}",
    "[19:02] Nakato: password ya server?\n[19:03] Kabugo: {pw}\n[19:03] Nakato: webale nnyo",
    "WhatsApp 21/03/32, 07:55 - Atuhaire: password y'omu ofisi ni {pw}",
    "[10:31] Mugisha: nyabo the booking password?\n[10:32] Kemigisha: {pw} sha",
    "[13:20] Dereva: pasiwedi ya tablet?\n[13:21] Ofisi: {pw}",
    "12:04 Masika: Wabukire! password ya weighbridge: {pw}",
    "[17:45] Niyonzima: password nshya ya wifi router admin ni {pw}",
    "Telegram 09:12 Tumusiime: the admin password for the Mbarara SCADA → {pw}",
    "[22:10] Asiimwe: Oraire ota, password ya SACCO app hati ni {pw}",
    "[11:02] Kabagambe: Mpora — password ya tea estate eri {pw}",
    "[14:30] Uwimana: pasiwedi ya kompyuta ya Gatuna ni {pw}\n[14:31] Byaruhanga: asante",
    "Signal 08:03 Kato: remind me, the NAS password is {pw}",
    "[16:16] Ndayisaba: mrkz! password: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j("ktp_live_", (ALNUM, 20)), _j((UPPER_HEX, 40)), _j((ALNUM, 24))]
_SPELL = ["reading it out one character at a time: {t}", "[voice memo] the key is {t}",
          "Ekisumuruzo, inyuguti imwe imwe: {t}", "token, herufi moja moja: {t}",
          "dictated over the phone: {t}", "banange the key in groups: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 3 == 0:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if index % 3 == 1:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": " ".join(token)}


_spell = _Family("spelled_token", _SPELL, _spell_draw, "t")


_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 40), (_logins, 20), (_spelled, 16), (_cli, 24), (_urls, 16), (_vendors, 36),
    (_bare, 8), (_hexes, 8), (_jwts, 10), (_pems, 8), (_seeds, 14), (_cards, 14), (_cvvs, 6),
    (_ibans, 16), (_ids, 20), (_locks, 20), (_wifi, 20), (_phrases, 8), (_auth, 10),
    (_configs, 24), (_backups, 12), (_totps, 12), (_chats, 14), (_spell, 6), (_recovery, 8),
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
    "the brewery SCADA password is": "{s}", "Password ya SACCO ni": "{s} (hati)",
    "Ijambo ry'ibanga:": "{s}", "weighbridge password": "{s}\nchange it after the audit",
    "Password ye": "{s}", "Pasiwedi ni": "{s}", "banange the password is": "{s} sha",
    "Password eri": "{s}", "bus depot DVR password": "{s}",
    "the password Baluku read out over the radio was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Relworx API key", "{s}", _j((HEX, 40))),
    ("split_token", "Kotanipay key:", "{s} (live)", _j("ktp_live_", (ALNUM, 32))),
    ("split_token", "Ezeewallet client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Amagambo y'ibanga ya wallet", "{s}", _english_seed),
    ("split_card", "Namba ya kadi", "{s} exp 02/33", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "XK"))),
    ("split_backup", "Backup codes za email", "{s}\n4821 9902\n1177 3054", lambda g: _backup_list(g, 0, 1)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Nomero y'indangamuntu", "{s}", _indangamuntu),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5)) + str(g.randrange(10, 100))),
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
    '{"scada": {"url": "https://scada.omuramba.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"ijambo_ryibanga": "{s}"}': ("meta_password", _plain_pw),
    '{"pasiwedi": "{s}", "site": "Mpondwe"}': ("meta_password", _plain_pw),
    '{"sacco": {"teller": {"password": "{s}"}}}': ("meta_password", _plain_pw),
    '{"transcript": "log into the weighbridge PC as ops with the password {s}"}': ("meta_password", _plain_pw),
    '{"relworx": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"flexipayToken": "{s}"}': ("meta_token", _j("fxp_", (ALNUM, 36))),
    '{"urubuto_secret": "{s}"}': ("meta_token", _j("urb-", (HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "06/34"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "QA")),
    '{"client": {"ein": "{s}"}}': ("meta_id", _ein),
    '{"driver": {"indangamuntu": "{s}"}}': ("meta_id", _indangamuntu),
    '{"mfa": {"backup_codes": ["{s}", "7731 0042", "5580 1193"]}}': ("meta_otp", lambda g: _backup_list(g, 0, 1)[0]),
    '{"treasury_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "NHG-Kinigi-WS", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
    '{"totp": {"secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"mobile_money": {"pin": "{s}"}}': ("meta_pin", _j((D, 4))),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"weighbridge-controller-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/nhg/sacco-core:3.7").hexdigest()
_COMMIT = hashlib.sha1(
    b"fleet: add axle-load column for tippers", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"tickets: revert fare table for Gisenyi", usedforsecurity=False).hexdigest()[
    :9
]
_MD5 = hashlib.md5(b"cupping_2032-07-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"sacco-loans-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the weighbridge password before the audit on 2032-08-19.",
    "Kato asked for the depot wifi password; it's on the card in the dispatcher's drawer.",
    "Policy: group passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `RELWORX_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The SCADA panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_KOTANIPAY_KEY> in the README with the key from your Kotanipay dashboard.",
    "KASESE_HAULAGE_DB_PASSWORD and ENKETO_ENCRYPTION_KEY must be set before the nightly sync runs.",
    "Password yaawe otagiha omuntu weena.",
    "Password yaawe otagigambira muntu.",
    "Password yawu sihitsibu omundu.",
    "Ntuzahe umuntu ijambo ry'ibanga ryawe.",
    "Password yo togigamba muntu yenna.",
    "Banange never share your password sha.",
    "Usimwambie mtu pasiwedi yako.",
    "Ijambo ry'ibanga rigomba kugira nibura inyuguti 14.",
    "Pasiwedi lazima iwe na herufi angalau kumi na nne.",
    "Password egwanira kuba n'ennukuta kumi n'ennya.",
    "Upgraded the weighbridge controller from 5.1 to 5.2 and paho-mqtt to 2.1.0 over the weekend.",
    f"commit {_COMMIT} adds the axle-load column for tippers.",
    f"Rolled back to {_SHORT} after the Gisenyi fare table broke the ticket export.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The weighbridge firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of sacco-loans-export-2032.parquet: {_SHA512}",
    f"The SACCO core container runs ghcr.io/nhg/sacco-core@sha256:{_IMAGE}.",
    f"MD5 of cupping_2032-07-14.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 4c2e81a7-9b3d-4f16-a2e0-7d5c3b9e1f04 is the slow one in the booking logs.",
    "Purchase order PO-2032-00731 for 30 bags of Kinigi parchment ships on Tuesday.",
    "osTicket #1184: the Kasese yard floodlight keeps tripping at night.",
    "Call the Kisoro tours office on +256 414 230 718 before noon.",
    "Bus UBH 442K leaves Kabale at 06:30 and reaches Gisenyi via Katuna by 11:00.",
    "Tipper 7 carried 31.4 tonnes of cobalt concentrate to the Kasese railhead.",
    "HS code 0902.40 is black tea; 0901.11 is coffee, not roasted.",
    "The fermenter is at 24 °C and the Omuramba batch reads 5.8 % alcohol.",
    "After five wrong passwords the SACCO app locks the account for 30 minutes.",
    "The Susa group trek takes four to seven hours; permits are 1,500 USD each.",
    "The secret of good urwagwa is ripe bananas and a clean sorghum starter.",
    "Ask Baluku for the yard keypad code, I don't have it.",
    "My card ending 4417 was declined at the Mbarara fuel station.",
    "The Kosovo buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the SACCO's bank portal and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `MUSANZE_WASH_MQTT_PASS` in the secrets store, never in the repository.",
    "The padlock on the Mpondwe store rusts in the rain; oil it every month.",
    "Kotanipay moved the API key page under Settings › Developers in its June release.",
    "Mwiriwe! Inama y'abakozi ni ku wa gatanu saa tatu.",
    "Agandi! Ekiragiro ky'okuhindura password kiri omu wiki.",
    "Ki kati! Ennamba y'essimu ya ofiisi eri +256 772 410 556.",
    "Habari za mchana, basi la Katuna linaondoka saa kumi na mbili.",
    "The guest wifi 'Bwindi Lodge Guest' is open in the lounge, no password needed.",
    "Lot KIN-2032-0419, 60 kg parchment, moisture 11.5 %; the cupping score was 86.25.",
    "Wabukire! Emotoka ya Kilembe yahika hano Kasese.",
    "Wasibye ota! Kiwanda ky'amajani kiri kukora kurungi.",
    "Gorilla permit booking reference GP-2032-07-1184 for four trekkers on 14 July.",
    "SACCO member 1187 repaid 420,000 UGX of the loan on 2032-07-01.",
    "Pasiwedi mpya itatumwa kwa SMS; tafadhali ingia kwenye tovuti.",
    "banange the password policy changed sha, twelve characters now.",
    "ISBN 978-9970-02-438-1 is the tea manual on the factory shelf.",
    "Ijambo ry'ibanga rya wifi riri ku rupapuro ruri ku meza ya resepusiyo.",
    "The MoMo PIN must be five digits and never 12345.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-06-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/nhg/scada", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "1184", "purchase_order": "PO-2032-00731"}',
    '{"lot": {"id": "KIN-2032-0419", "weight_kg": 60, "moisture_pct": 11.5}}',
    '{"phone": "+256 414 230 718", "city": "Kisoro"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bags_in_stock": 1420}',
    '{"hs_code": "0902.40", "origin": "UG", "description": "black tea"}',
    '{"bus": "UBH 442K", "route": "Kabale-Gisenyi", "departure": "06:30"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
