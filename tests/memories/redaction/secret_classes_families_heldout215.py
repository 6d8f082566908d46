# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-fifteenth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-thirteenth only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-fourteenth, -sixteenth and -seventeenth), any test, the reports, the benchmarks,
the changelog nor the git history, and the scrubber was never run on it. Its own seed (215640917),
password words (a tea word, an elephant's name, two digits and a sign; a river, a town and a year
joined by dashes; a name, a birth year, a sign and a river; leet words of the Brahmaputra, the tea
garden, the elephant, muga silk, bamboo, the ferry ghat and the refinery with a year and a sign; a
loom number, a tea word and a sign; a town, a river and a year joined by underscores; a Bihu and a
year; a generator's three groups and random runs), names, places, templates, tools, vendors and
layouts, the way the staff of Luitpar Holdings (fictional: the Bokpara and Halmari tea estates by
Dibrugarh and Jorhat, an elephant camp near Tezpur, a river ferry between Guwahati, North Guwahati
and Majuli, muga and eri silk looms in Sualkuchi, oil-refinery services at Digboi and Numaligarh,
a bamboo treatment plant in Tura and the Jingiarap microfinance branches in Shillong, Nongpoh and
Sohra) leak secrets into an assistant's memory. The texts are WhatsApp, Telegram, Signal,
Arattai, JioChat, Teams, Slack, Google Chat, Element, Zulip, Webex and Viber messages, chat logs
with times, tickets, wiki tables, notes, e-mails, runbooks, READMEs, shell, PowerShell, Termux,
ConnectBot and JuiceSSH prompts, code (Python, JavaScript, Go, PHP, Ruby, Kotlin, C#, Rust, Bash,
PowerShell), configs, voice-memo transcripts and requests to the assistant itself; the label's
separators run from a colon, "is" and a dash to an arrow, a pointing hand, a new line, quotes
(`"…"`, `'…'`, `«…»`), parentheses and a table's bar.

Tools, flags and variables: heldouts 5 to 213 name almost every public command with a password
flag (each candidate grepped: several hundred, nearly all found), so the commands here are the
few public ones found in none (arachni's `--http-authentication-password`, a JMX
`jmxremote.password` file, a Gravitee `gravitee.yml` in-memory user, a Cloudant URL) and the
company's own scripts and their flags, each grepped and found in none: `luitctl --estate-pass`,
`ghat-pass --operator-secret`, `tura-bamboo-etl --kiln-db-pass`, `sualkuchi-loom --loom-auth`,
`jingiarap-cbs --teller-pin-pass`, `digboi-permit --permit-passcode`, `manage_camp.py
--mahout-password`, `bokpara-weigh --scale-passwd`, `numaligarh-gatepass --vendor-pw`,
`kharupetia-lot-sync --auction-pwd`, `umiam-sms-gw --smsc-passwd`, `tezpur-camp-backup
--nas-passphrase`, `nongpoh-cctv-pull --dvr-secret`, `garo-hills-survey --enum-pass`,
`majuli-ferry-ais --ais-relay-pass`, `sohra-loan-sms --dlt-pass`, `halmari-dryer-cli
--dryer-new-pass`, and the variables `LUITPAR_VAULT_PASS`, `LOOM_DB_PASSWORD`, `CAMP_BOOKING_DB_PASS` and
`JINGIARAP_CBS_SECRET`. Beside them common layouts (env files, compose, systemd, Kubernetes
secrets, a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection
strings) in wordings of their own.

About 45 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 176 of 390): Assamese in its script and romanised, Khasi, Garo, Bodo, Mising,
Nagamese and Assamese English texting. The wordings are the author's approximations, checked by no speaker,
built around a few marker words and the loanwords people there really text (password, wifi, PIN,
OTP, token, server, API key): Assamese `মোৰ`, `হৈছে`, `পাছৱৰ্ড`, `ৱাইফাই`, `নতুন`, `কাকো নক'বা`,
`ধন্যবাদ`, `ৰ` (`নক'বা` typed with the ASCII apostrophe, as people text it, though print
writes `নক’বা`); romanised `mur`, `hoise`, `tu`, `r`, `notun`, `kakeu nokoba`, `dhanyabad`, `kali
pora`, `koisilu`; Khasi `ka`, `jong`, `nga`, `ka long`, `ka dei`, `thymmai`, `Khublei`, `ym dei ban
ai ia uno uno`; Garo `anga`, `-ko`, `-ni`, `-a`, `ong·a`, `gital`, `mitela`, `sakgipinon
agananeba`; Bodo `angni`, `-a`, `gwdan`, `khulumbai`, `sorbabo bungnanō`; Mising `ngoké`, `-de`,
`nonké`; Nagamese `moi laga`, `apuni laga`, `ase`, `etu`, `kaku bi nakobi`, `thik ase`; Assamese
English `bhai`, `dada`, `xesh`, `ekdom`, `kori dim`, `nidiba`. The Mising lines (only the pronoun
forms around loanwords), Bodo's `sorbabo bungnanō`, Garo's `sakgipinon agananeba` and Khasi's
`ym dei ban ai ia uno uno` are the thinnest guesses.

Vendors (Kissht, Lendingkart, Aye Finance, Progcap, Trackon, Hypto, Kiya.ai, Zaggle, OkCredit,
Setu, Indifi, FlexiLoans, NeoGrowth, Capital Float, MoneyTap, KreditBee, Stashfin, Rupeek, Oxyzo,
Vayana, Mintifi, KredX, M1xchange, Invoicemart, Spandana and Asirvad) are ones heldouts 5 to 213
do not name (grepped by name). No shape here is one the author knows to be real: every one is a
guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, and the invented prefixes `ksh_live_`,
`pgc_`, `hypto_sk_`, `ind_`, `cf_live_`, `rpk_`, `mfi_sk_`); the JWTs are well-formed.

The ids are kinds heldouts 5 to 213 do not use, all invented shapes that no library or this file
checks (no check-digit algorithm is written here): a handloom weaver's Pehchaan card, an Assam
Forest Department mahout licence, an Assam tea-plantation provident fund number, a KHADC tribal
certificate, a GHADC scheduled-tribe certificate, a BTC permanent-residence certificate, an
inland-vessel master's certificate of competency, a Chah Bagicha Dhan Puraskar Mela beneficiary
id, an NRC application
reference number, Assam driving licences and Indian passports under Assamese, Khasi and Garo
words. Card numbers pass Luhn (the value helpers' brands and RuPay prefixes drawn here, checked
with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the
IBAN shapes and IBAN calls of heldouts 5 to 213 (Yemen, Kosovo, Timor-Leste, Iraq, Lebanon, Qatar,
Serbia and Montenegro, in seventeen corpora each by that count), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Japanese, Korean, Simplified Chinese,
Spanish and Czech lists, each with a valid checksum. Counts: 390 secret samples, 20 field pairs
and 20 metadata samples (430 scored, every secret unique), 60 clean texts and 10 clean metadata
dicts.
Measured once blind, then spent: read and trained on.
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
from dataclasses import dataclass, field
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 215_640_917
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). With
    ``frames``, each text is put in one of them (``{c}``: a shell prompt, a sentence)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str
    frames: list[str] = field(default_factory=list)

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(100):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if secret not in seen:
                    break
            seen.add(secret)
            text = template.format_map(fields)
            if self.frames:
                text = rng.choice(self.frames).replace("{c}", text)
            out.append(Sample(self.cls, text, secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_TEA = ["Orthodox", "SecondFlush", "Tippy", "GoldenTips", "Muga", "Eri", "Paat", "Bhogali",
        "Rongali", "Kongali", "Xorai", "Gamosa", "Jaapi", "Mekhela", "Pitha", "Laru", "Tenga",
        "Khar", "Withering", "Fermenting", "Halmari", "Bokpara"]  # fmt: skip
_ELEPHANTS = ["Lakhimi", "Joymala", "Pavan", "Rongmon", "Moina", "Kanchan", "Bhimraj", "Jonaki",
              "Pahi", "Saraswati", "Gajraj", "Laxmi"]  # fmt: skip
_RIVERS = ["Luit", "Dihing", "Subansiri", "Manas", "Kopili", "Umiam", "Simsang", "Jinjiram",
           "Dhansiri", "Jiadhal", "Burhidihing", "Umngot"]  # fmt: skip
_PLACES = ["Guwahati", "Dibrugarh", "Jorhat", "Tezpur", "Shillong", "Tura", "Sualkuchi", "Digboi",
           "Numaligarh", "Majuli", "Nimati", "Williamnagar", "Sohra", "Nongpoh", "Kokrajhar",
           "Dhemaji", "Kharupetia", "Mawsynram"]  # fmt: skip
_NAMES = ["Bitupan", "Rupjyoti", "Pranjal", "Dipshikha", "Nilakshi", "Jonali", "Hiranya", "Momi",
          "Kangkan", "Partha", "Iaineh", "Banteilang", "Wanphrang", "Dasumar", "Ibashisha",
          "Sengrak", "Chimchi", "Rikseng", "Balsrang", "Gwmbwi", "Rwdwm", "Jwngsar", "Pegu",
          "Doley", "Payeng", "Vikato", "Akum", "Temsu"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Br4hm4putr4", "Ch41B4g4n", "H4th1Sh4l", "Mug4S1lk", "B4mb00", "F3rryGh4t", "R3f1n3ry",
         "T34G4rd3n", "S1lkL00m"]  # fmt: skip
_BIHU = ["RongaliBihu", "BhogaliBihu", "KongaliBihu", "Shad Suk Mynsiem", "Wangala", "Bwisagu",
         "AliAyeLigang"]  # fmt: skip


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_TEA)}{g.choice(_ELEPHANTS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_RIVERS).lower()}-{g.choice(_PLACES).lower()}-{g.randrange(1970, 2032)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2008)}{g.choice(_SYMBOLS)}{g.choice(_RIVERS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2032)) + g.choice(_SYMBOLS),
    lambda g: f"Loom{g.randrange(10, 400)}{g.choice(_TEA)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_RIVERS).lower()}_{g.randrange(1970, 2032)}",
    lambda g: g.choice(_BIHU).replace(" ", "") + str(g.randrange(2019, 2034)) + g.choice(_SYMBOLS),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    _manager,
    lambda g: f"{g.choice(_ELEPHANTS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English (or language-neutral) in the company's apps and papers
    "WhatsApp, Bokpara factory group, Bitupan: the withering-trough PLC password is {pw}",
    "Telegram from Rupjyoti: ferry ticketing admin — {pw}",
    "Signal, Iaineh: Jingiarap loan portal password → {pw}",
    "Teams chat, Digboi services: the DCS engineering station pw: {pw}",
    "Slack #camp-ops: mahout roster app password 👉 {pw}",
    "Google Chat, Sualkuchi looms: jacquard controller password\n{pw}",
    'Element room #refinery-shift: SCADA historian login (password "{pw}")',
    "Zulip stream tura-bamboo: treatment plant HMI password = {pw}",
    "Arattai message from Nilakshi: the tea auction catalogue portal password is '{pw}'",
    "JioChat, Kangkan: boat GPS tracker web password: {pw}",
    "Webex chat: the Numaligarh contractor gate system password is {pw}",
    "Viber from Dasumar: the Shillong branch router admin password ({pw})",
    "Ticket LH-4127: weighbridge PC at Halmari, local admin password {pw}, please reset after the audit",
    "| Tezpur camp NVR | admin | {pw} | changed 03/2031 |",
    "note to self: elephant camp booking site password -> {pw}",
    "Hi all, the new password for the Halmari dryer control panel is {pw}\n— Partha",
    "Runbook, step 4: log into the ferry pontoon winch HMI with the password «{pw}».",
    "voice memo, 07:42: okay so the password for the silk godown CCTV is {pw}, got it",
    "Can you remember that the Jorhat estate router admin password is {pw}?",
    "Please save this: microfinance field tablet unlock password: {pw}",
    # Assamese, in its script
    "WhatsApp, বিতুপন: ফেক্টৰীৰ কম্পিউটাৰৰ পাছৱৰ্ড হৈছে {pw}",
    "মোৰ নতুন পাছৱৰ্ড: {pw} — কাকো নক'বা",
    "ফেৰী টিকেট ছাৰ্ভাৰৰ পাছৱৰ্ড 👉 {pw}",
    "হাতী কেম্পৰ বুকিং ৱেবছাইটৰ পাছৱৰ্ড\n{pw}\nধন্যবাদ",
    "তাঁতশালৰ কম্পিউটাৰৰ পাছৱৰ্ড ({pw}) কালিলৈ সলনি কৰিবা",
    # Assamese, romanised
    "mur password hoise {pw}, kakeu nokoba dei",
    "factory r computer tur password tu {pw}",
    "notun password - {pw} (kali pora)",
    "ferry ticket server r password: {pw}, dhanyabad",
    "boss, camp r booking site r pass: {pw}",
    # Khasi
    "Khublei! Ka password jong ka computer ka long {pw}",
    "Ka password thymmai jong nga: {pw}",
    "Ym dei ban ai ia uno uno: ka password ka dei {pw}",
    "Telegram, Banteilang: ka password jong ka loan portal -> {pw}",
    # Garo
    "Anga password-ko {pw} ong·a, sakgipinon agananeba",
    "Computer-ni password-a {pw}, mitela",
    "Gital password: {pw}",
    "Tura bamboo plant-ni password → {pw}",
    # Bodo
    "Angni password-a {pw}, sorbabo bungnanō",
    "Gwdan password: {pw}, khulumbai",
    'Kokrajhar office-ni server password-a "{pw}"',
    # Mising
    "Ngoké password-de: {pw} (Majuli office)",
    "Nonké password-de {pw}, ferry computer",
    # Nagamese
    "Moi laga password {pw} ase, kaku bi nakobi",
    "Apuni laga computer laga password: {pw}",
    "Notun password etu ase 👉 {pw}",
    "Dimapur depot laga pass {pw}, thik ase?",
    # Assamese English texting
    "bhai portal pass tu {pw}, kaku nidiba",
    "ok dada, admin pass {pw} xesh",
    "ekdom secret: admin pw = {pw}",
    "oi, refinery gate app pass ({pw}) change kori dim kali",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["bitupan.d", "rupjyoti", "pranjal.b", "dipshikha", "nilakshi.s", "jonali", "iaineh",
          "banteilang", "sengrak.m", "chimchi", "gwmbwi", "payeng", "vikato", "kangkan.g",
          "estate_ro", "ferryops", "loomadmin", "campdesk"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}",
    "user {u}, pass {pw} for the tea auction portal",
    "{u}:{pw} (Dibrugarh SFTP drop)",
    "username - {u}\npassword - {pw}",
    "ID: {u} | PW: {pw}",
    "ইউজাৰ {u}, পাছৱৰ্ড {pw}",
    "user-tu {u}, password-tu {pw}",
    "ka user {u}, ka password {pw}",
    "user-a {u}, password-a {pw}",
    "user laga naam {u}, password {pw}",
    "Microsoft 365 for the Sohra branch: {u}@luitpar.in / {pw}",
    "Tally login for the ferry accounts - {u} / {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["muga", "luit", "xorai", "gamosa", "tenga", "bokpara", "halmari", "jaapi", "kwai",
               "umiam", "simsang", "bwisagu"]  # fmt: skip
_SPELL_JOINS = ["-", " ", ", ", " . ", "–"]
_SPELLED = [
    "voice memo transcript: the password, letter by letter, {s}",
    "dictating: pass word is {s}",
    "ফোনত কৈছিলো: পাছৱৰ্ড {s}",
    "phone t koisilu, password {s}",
    "ka password, kumne: {s}",
    "Otter transcript 09:14 Pranjal: password is {s}, all small letters",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS) + str(rng.randrange(10, 10_000))
    return {"s": _SPELL_JOINS[index % len(_SPELL_JOINS)].join(word)}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "s")


_CLI = [
    "arachni https://auction.luitpar.in --http-authentication-username={u} --http-authentication-password='{pw}'",
    "echo 'controlRole {pw}' >> /opt/historian/conf/jmxremote.password",
    "luitctl login --estate bokpara --user {u} --estate-pass '{pw}'",
    "./ghat-pass sync --ghat fancy-bazar --operator {u} --operator-secret={pw}",
    "tura-bamboo-etl --kiln-db-user {u} --kiln-db-pass {pw}",
    "sualkuchi-loom push --loom 14 --loom-auth {u}:{pw}",
    "jingiarap-cbs export --branch SHL02 --teller {u} --teller-pin-pass '{pw}'",
    "digboi-permit issue --contractor {u} --permit-passcode={pw}",
    "python manage_camp.py createmahout --username {u} --mahout-password {pw}",
    "bokpara-weigh --scale-admin {u} --scale-passwd '{pw}'",
    "halmari-dryer-cli set-admin --user {u} --dryer-new-pass '{pw}'",
    "numaligarh-gatepass --vendor-login {u} --vendor-pw {pw}",
    "kharupetia-lot-sync --auction-user {u} --auction-pwd={pw}",
    "./umiam-sms-gw --smsc-user {u} --smsc-passwd '{pw}'",
    "LUITPAR_VAULT_PASS='{pw}' ./deploy-estates.sh --as {u}",
    "tezpur-camp-backup --nas {u}@10.20.4.9 --nas-passphrase='{pw}'",
    "nongpoh-cctv-pull --dvr-user {u} --dvr-secret {pw}",
    "garo-hills-survey upload --enumerator {u} --enum-pass '{pw}'",
    "majuli-ferry-ais --relay-user {u} --ais-relay-pass={pw}",
    "sohra-loan-sms --dlt-user {u} --dlt-pass '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\estate> {c}", "bitupan@bokpara-fac:~$ {c}", "Termux on the ferry tablet:\n$ {c}",
    "[root@digboi-svc ~]# {c}", "ConnectBot tab 'tura-kiln': {c}", "JuiceSSH, Sohra branch box: {c}",
    "ei command tu cholaisilu: {c}", "এই কমাণ্ডটো চলালো: {c}", "ka command ba nga pynlong: {c}",
    "command-ko: {c}", "etu command chalaise: {c}", "README, 'Deploy':\n```\n{c}\n```",
]  # fmt: skip
_cli = _Family("cli_password", _CLI, _with(_plain_pw, u=_USERS), "pw", _SHELLS)


_URLS = [
    "https://{u}:{pw}@luitpar.cloudant.com/auction_lots",
    "postgres://{u}:{pw}@pg.luitpar.in:5432/estates",
    "mysql://{u}:{pw}@tally-bridge.luitpar.in/ferry",
    "mongodb+srv://{u}:{pw}@camp.luitpar.in/bookings",
    "redis://{u}:{pw}@cache.luitpar.in:6379/2",
    "sftp://{u}:{pw}@sftp.luitpar.in/auction",
    "ftp://{u}:{pw}@cctv-sualkuchi.lan/rec/",
    "amqp://{u}:{pw}@mq.luitpar.in/ferry",
    "jdbc:oracle:thin:{u}/{pw}@//erp.luitpar.in:1521/FIN",
    "Server=sql.luitpar.in;Database=Microfin;User Id={u};Password={pw};",
    "rtsp://{u}:{pw}@cam-ghat2.luitpar.lan:554/h264",
    "mqtt://{u}:{pw}@iot.luitpar.in:1883",
    "http://{u}:{pw}@couch.luitpar.lan:5984/field_sync",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "mur DB url: {c}", "ka connection string: {c}", "wiki 'Systems': {c}",
    "Ticket LH-4190: {c}", "keep this for me: {c}", "ডাটাবেছৰ URL: {c}", "connection laga string {c}",
]  # fmt: skip
_urls = _Family("connection_string", _URLS, _with(_plain_pw, u=_USERS), "pw", _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _kredx_jwt(g: random.Random) -> str:
    issued = 1_960_000_000 + g.randrange(2_000_000)
    claims = {
        "iss": "kredx",
        "sub": f"org_{_r(g, LOWER_DIGITS, 12)}",
        "iat": issued,
        "exp": issued + 86_400,
    }
    return _jwt_of(g, {"alg": "HS256", "typ": "JWT"}, claims, 43)


# (vendor, variable, the token's maker): shapes are the author's guesses
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Kissht", "KISSHT_API_KEY", _j("ksh_live_", (ALNUM, 32))),
    ("Lendingkart", "LENDINGKART_CLIENT_SECRET", _j((HEX, 40))),
    ("Aye Finance", "AYE_FINANCE_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Progcap", "PROGCAP_API_KEY", _j("pgc_", (ALNUM, 36))),
    ("Trackon", "TRACKON_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Hypto", "HYPTO_API_TOKEN", _j("hypto_sk_", (LOWER_DIGITS, 40))),
    ("Kiya.ai", "KIYA_API_SECRET", _j((B64, 43), "=")),
    ("Zaggle", "ZAGGLE_API_KEY", _j((HEX, 32))),
    ("OkCredit", "OKCREDIT_TOKEN", _j((URLSAFE, 48))),
    ("Setu", "SETU_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Indifi", "INDIFI_API_KEY", _j("ind_", (ALNUM, 30))),
    ("FlexiLoans", "FLEXILOANS_SECRET", _j((ALNUM, 40))),
    ("NeoGrowth", "NEOGROWTH_API_KEY", _j((HEX, 64))),
    ("Capital Float", "CAPITALFLOAT_TOKEN", _j("cf_live_", (ALNUM, 34))),
    ("MoneyTap", "MONEYTAP_KEY", _j((UPPER_DIGITS, 28))),
    ("KreditBee", "KREDITBEE_API_SECRET", _j((URLSAFE, 44))),
    ("Stashfin", "STASHFIN_TOKEN", _j((HEX, 48))),
    ("Rupeek", "RUPEEK_API_KEY", _j("rpk_", (ALNUM, 32))),
    ("Oxyzo", "OXYZO_CLIENT_SECRET", _j((ALNUM, 36))),
    ("Vayana", "VAYANA_API_KEY", _j((HEX, 40))),
    ("Mintifi", "MINTIFI_SECRET_KEY", _j("mfi_sk_", (ALNUM, 32))),
    ("KredX", "KREDX_TOKEN", _kredx_jwt),
    ("M1xchange", "M1X_API_KEY", _j((UPPER_HEX, 32))),
    ("Invoicemart", "INVOICEMART_KEY", lambda g: v.uuid4(g, "9")),
    ("Spandana", "SPANDANA_CBS_TOKEN", _j((ALNUM, 48))),
    ("Asirvad", "ASIRVAD_API_KEY", _j((LOWER_DIGITS, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    'export {env}="{tok}"',
    ".env.production\n{env}={tok}\nAPP_ENV=prod",
    "{vendor} API key: {tok}",
    "{vendor} API key-tu {tok}, kaku nidiba",
    "{vendor} ৰ API key: {tok}",
    "ka API key jong {vendor}: {tok}",
    "{vendor} laga API key {tok} ase",
    "{vendor} API-ni key-a {tok}",
    "Integrations › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    'headers = {{"X-Api-Key": "{tok}"}}  # {vendor}',
    'const apiKey = "{tok}"; // {vendor} sandbox',
    'os.Setenv("{env}", "{tok}")',
]  # fmt: skip


def _vendor_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    vendor, env, make = _VENDORS[index % len(_VENDORS)]
    return {"vendor": vendor, "env": env, "tok": make(rng)}


_vendors = _Family("vendor_token", _NAMED, _vendor_draw, "tok")


_BARE_PLACES = ["{t}", "Slack: {t}", "it shows only once, so here:\n{t}", "token tu {t}",
                "ka token: {t}", "{t}\n^ notun token", "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Bokpara soil sensor BK-07: {h}": 32,
    "HMAC secret for the Jingiarap repayment webhook: {h}": 64,
    "AES key of the ferry ticket QR codes: {h}": 32,
    "Digboi historian backup encryption key (hex): {h}": 64,
    "ফেৰী ছাৰ্ভাৰৰ এনক্ৰিপশন কী: {h}": 64,
    "backup r encryption key tu: {h}": 48,
    "ka encryption key jong ka backup: {h}": 40,
    "signing key of the loom-count tablets: {h}": 64,
    "webhook secret (Tura kiln alarms): {h}": 40,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket LH-4212: token copied from the browser's network tab {t}",
    "Cookie: lang=as-IN; luit_session={t}",
    "CAMP_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token tu {t}",
    "টোকেন: {t}",
    "ka token jong ka portal: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_958_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@luitpar.in"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://id.luitpar.in/realms/estates",
            "azp": "ferry-console",
            "roles": ["ops"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Dibrugarh auction server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/ferry.luitpar.in.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"GST_EINVOICE_PRIVATE_KEY": "{key}", "gstin_state": "18"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_kiln <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Ticket LH-4301, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "ছাৰ্ভাৰৰ প্ৰাইভেট কী:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the bank's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup, copying it off the card before I burn it: {p}": "english",
    "Exodus recovery phrase (old bamboo-fund wallet)\n{p}": "english",
    "mur wallet r seed phrase: {p}": "english",
    "ৱালেটৰ ৰিকভাৰী ফ্ৰেজ: {p}": "english",
    "voice memo: the wallet words are {p} and that's all": "english",
    "ka seed phrase jong ka wallet: {p}": "english",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "지갑 복구 문구: {p}": "korean",
    "钱包助记词：{p}": "chinese_simplified",
    "frase de recuperación de la billetera: {p}": "spanish",
    "obnovovací fráze peněženky: {p}": "czech",
    "wallet laga seed words: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    joint = "　" if lang == "japanese" else " "
    layouts = [
        joint.join(words),
        "\n".join(f"{k:02d}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
    ]
    return {"p": layouts[0 if ("voice" in template or lang != "english") else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_RUPAY = ["6070", "6521", "6522", "8172", "5085", "6082"]


def _card(rng: random.Random, brand: str) -> str:
    if brand != "rupay":
        return v.card(rng, brand)
    body = rng.choice(_RUPAY) + _r(rng, D, 11)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "card number {c}, exp 08/34",
    "company card for the fuel pump: {c}",
    "মোৰ কাৰ্ড নম্বৰ {c}",
    "card number tu {c}",
    "ka card number: {c}",
    "card-ni number-a {c}",
    "card laga number {c} ase",
    "book the camp tents with this card: {c}",
]  # fmt: skip
_BRANDS = ["rupay", "visa", "mastercard", "amex", "rupay", "discover", "unionpay", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    sep = ["", " ", "-", " ", "."][index % 5]
    return {"c": v.grouped(number, sep, rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["RuPay {c} exp 04/33, CVV {cvv}", "card {c}, the three digits on the back are {cvv}",
               "কাৰ্ড {c}, CVV: {cvv}", "card tu {c}, pisot r 3 ta number {cvv}",
               "ka card {c}, ka CVV {cvv}", "card {c} laga CVV {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, "rupay" if index % 2 else "visa")
    return {"c": v.grouped(number, " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"YE": "aaaa" + "nnnn" + "c" * 18, "XK": "n" * 16, "TL": "n" * 19,
                "IQ": "aaaa" + "n" * 15, "LB": "nnnn" + "c" * 20, "QA": "aaaa" + "c" * 21,
                "RS": "n" * 18, "ME": "n" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    number = v.iban_shaped(rng, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


_IBAN_PLACES = [
    "IBAN for the Doha tea buyer's refund: {i}",
    "pay the Belgrade loom-parts supplier, IBAN {i}",
    "IBAN tu {i}",
    "ka IBAN: {i}",
    "IBAN-a {i}",
    "IBAN laga number {i} ase",
    "আইবান: {i}",
    "wire to {i} (Beirut agent, silk samples)",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": v.iban_spaced(number) if index % 2 else number}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _n(g: random.Random, k: int) -> str:
    return _r(g, D, k)


_ID_PLACES: dict[str, Maker] = {
    "Handloom weaver Pehchaan card no. {s} (Sualkuchi)": lambda g: f"PHC{_n(g, 4)}AS{_n(g, 6)}",
    "তাঁতীৰ পেহচান কাৰ্ড নম্বৰ: {s}": lambda g: f"PHC{_n(g, 4)}AS{_n(g, 6)}",
    "mahout licence {s}, valid till 2034": lambda g: f"AFD/MH/{g.randrange(2015, 2032)}/{_n(g, 5)}",
    "mahout licence number tu {s}": lambda g: f"AFD/MH/{g.randrange(2015, 2032)}/{_n(g, 5)}",
    "tea plantation PF number: {s}": lambda g: f"ATPF/DBR/{_n(g, 6)}/{_n(g, 3)}",
    "ka tribal certificate KHADC: {s}": lambda g: f"KHADC/TC/{_n(g, 5)}/{g.randrange(2010, 2032)}",
    "ST certificate-ni number-a {s} (GHADC)": lambda g: f"GHADC/ST/{_n(g, 6)}",
    "angni BTC PRC number-a {s}": lambda g: f"BTC-PRC-{_n(g, 7)}",
    "ferry master's certificate of competency: {s}": lambda g: f"AS/IV/MCOC/{_n(g, 5)}",
    "Chah Bagicha Dhan Puraskar Mela beneficiary id {s}": lambda g: f"CBDP-{_n(g, 4)}-{_n(g, 8)}",
    "NRC ARN: {s}": lambda g: _n(g, 21),
    "NRC ARN tu {s}": lambda g: _n(g, 21),
    "মোৰ পাছপৰ্ট নম্বৰ {s}": lambda g: g.choice("JKLMNPRTUVWZ") + _n(g, 7),
    "ka passport jong nga: {s}": lambda g: g.choice("JKLMNPRTUVWZ") + _n(g, 7),
    "passport-ni number-a {s}": lambda g: g.choice("JKLMNPRTUVWZ") + _n(g, 7),
    "driving licence: {s}": lambda g: f"AS{g.choice(['01', '03', '06', '12', '25'])} {g.randrange(2005, 2032)}{_n(g, 7)}",
    "ড্ৰাইভিং লাইচেন্স নম্বৰ: {s}": lambda g: f"AS{g.choice(['01', '04', '12', '23'])}{g.randrange(2005, 2032)}{_n(g, 7)}",
    "moi laga DL number {s} ase": lambda g: f"AS-{g.choice(['02', '07', '14'])}-{g.randrange(2005, 2032)}-{_n(g, 7)}",
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style == 4:
        return [
            f"{_r(rng, UPPER_DIGITS, 4)}-{_r(rng, UPPER_DIGITS, 4)}-{_r(rng, UPPER_DIGITS, 4)}"
            for _ in range(n)
        ]
    return v.backup_codes(rng, n, style)


_BACKUPS = ["Google Workspace backup codes for ops@luitpar.in\n{codes}",
            "২FA বেকআপ কোডসমূহ:\n{codes}", "backup code bur: {codes}",
            "ka backup codes jong nga:\n{codes}", "recovery codes (Zoho, ferry accounts) {codes}",
            "backup code-rang:\n{codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, 8, index % 5)
    joiner = ", " if index % 2 else "\n"
    return {"codes": joiner.join(codes), "secret": codes[index % 8]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")


_TOTP = ["otpauth://totp/Luitpar:{u}?secret={s}&issuer=Luitpar",
         "2FA secret for the Jingiarap CBS: {s}",
         "TOTP seed of the ferry admin account: {s}",
         "2FA r secret key tu {s}",
         "ka TOTP secret: {s}",
         "otpauth://totp/Jingiarap%20CBS:{u}?issuer=Jingiarap&secret={s}&digits=6"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    spaced = "otpauth" not in template and index % 2 == 1
    return {"s": v.totp_secret(rng, spaced=spaced), "u": rng.choice(_USERS)}


_totp = _Family("otp_secret", _TOTP, _totp_draw, "s")

_CODES = ["{c} is your Jingiarap CBS login OTP. Do not share it.", "আপোনাৰ OTP হৈছে {c}",
          "OTP tu {c}, jaldi login kora", "ka OTP: {c}", "OTP laga code {c} ase",
          "verification code: {c}"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Bokpara-Factory", "LuitFerry-Deck", "Nameri-Camp-Guest", "Sualkuchi-Looms-5G",
          "Digboi-Svc-Site", "Tura-Bamboo-Kiln", "Jingiarap-SHL02", "Halmari-Bungalow"]  # fmt: skip
_WIFI_PLACES = [
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "ৱাইফাই {s} ৰ পাছৱৰ্ড: {pw}",
    "wifi {s} r password {pw}",
    "ka wifi {s}: ka password ka long {pw}",
    "wifi-ni password-a {pw} ({s})",
    "{s} laga wifi password {pw} ase",
    "WPA key for {s}: {pw}",
    'wpa_supplicant.conf:\nnetwork={{\n  ssid="{s}"\n  psk="{pw}"\n}}',
    "guest wifi: {s} / {pw}",
    "bhai wifi pass {pw}, network {s}",
    "angni wifi {s}-ni password-a {pw}",
    "wifi password for {s} is {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    style = rng.randrange(4)
    if style == 0:
        return f"{rng.choice(_TEA).lower()}{rng.randrange(1000, 100_000)}"
    if style == 1:
        return f"{rng.choice(_RIVERS)}{rng.choice(_PLACES)}{rng.randrange(10, 100)}"
    if style == 2:
        return _r(rng, ALNUM, 12)
    return f"{rng.choice(_ELEPHANTS).lower()}@{rng.randrange(100, 1000)}"


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [
    _j((HEX, 32)),
    _j("hypto_sk_", (LOWER_DIGITS, 20)),
    _j((UPPER_HEX, 40)),
    _j((ALNUM, 28)),
]
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "token tu ek ek kori: {t}", "ka key, shi shi: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    raw = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 2:
        size = 4
        return {"t": " | ".join(raw[k : k + size] for k in range(0, len(raw), size))}
    return {"t": ".".join(raw)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["Halmari godown padlock code: {pw}", "হাতীশালৰ গেটৰ কোড {pw}", "ferry cabin lock code - {pw}",
          "ka code jong ka jingkhang: {pw}", "door code-a {pw}", "safe laga code {pw} ase",
          "PIN for the microfinance field tablet: {pw}", "ATM PIN: {pw}", "mur ATM PIN {pw}",
          "alarm code of the silk godown is {pw}", "gate lock (Tezpur camp) 🔒 {pw}",
          "angni locker-ni PIN-a {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = index % 3
    if style == 0:
        return {"pw": _r(rng, D, 6)}
    if style == 1:
        return {"pw": _r(rng, D, 4) + "#"}
    return {"pw": _r(rng, D, 8)}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["muga", "ferry", "tusker", "bamboo", "kettle", "monsoon", "loom", "pontoon",
                 "withering", "rhino", "orchid", "hornbill", "tamul", "paan", "ghat", "shuttle"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the estate vault: {p}": " ",
            "passphrase: {p}": "-",
            "mur passphrase tu {p}": " ",
            "ka passphrase jong nga ka long {p}": " ",
            "পাছফ্ৰেজ: {p}": " ",
            "the KeePass passphrase is {p}": ".",
            "passphrase-a {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {"Authorization: Basic {v}": True, "curl -H 'Authorization: Basic {v}' https://auction.luitpar.in/api/lots": True,
         "header tu: Authorization: Basic {v}": True, "Authorization: Bearer {v}": False,
         "Invoke-RestMethod -Headers @{{Authorization = 'Bearer {v}'}} -Uri https://cbs.jingiarap.in/api": False,
         "ka header: Authorization: Bearer {v}": False}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, ALNUM, 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "docker-compose.yml:\n  auction-db:\n    image: postgres:17\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ferry-db\nstringData:\n  password: {pw}",
    "[Service]\nEnvironment=LOOM_DB_PASSWORD={pw}\nExecStart=/opt/loom/bin/loomd",
    ".env\nCAMP_BOOKING_DB_USER=camp\nCAMP_BOOKING_DB_PASS={pw}",
    "gravitee.yml:\nsecurity:\n  providers:\n    - type: memory\n      users:\n        - user:\n          username: admin\n          password: {pw}",
    "/opt/historian/conf/jmxremote.password:\nmonitorRole  {pw}",
    "application.properties:\nspring.datasource.password={pw}",
    'appsettings.json: {{ "Cbs": {{ "Password": "{pw}" }} }}',
    "wp-config.php: define('DB_PASSWORD', '{pw}');",
    "settings.py:\nDATABASES['default']['PASSWORD'] = '{pw}'",
    "~/.my.cnf\n[client]\nuser=tally\npassword={pw}",
    'group_vars/ferry.yml:\nferry_db_password: "{pw}"',
    'terraform.tfvars:\nloan_db_password = "{pw}"',
    "~/.pgpass:\npg.luitpar.in:5432:estates:estate_ro:{pw}",
    "~/.netrc: machine auction.luitpar.in login lotbot password {pw}",
    "values.yaml:\nauth:\n  rootPassword: {pw}",
    "JINGIARAP_CBS_SECRET={pw}\nJINGIARAP_CBS_URL=https://cbs.jingiarap.in",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    'conn = psycopg.connect(host="pg.luitpar.in", user="estate_ro", password="{pw}")',
    "const pool = mysql.createPool({{ host: 'tally-bridge', user: 'ferry', password: '{pw}' }});",
    'db, _ := sql.Open("postgres", "host=pg.luitpar.in user=camp password={pw} dbname=bookings")',
    "$pdo = new PDO('mysql:host=loom-db;dbname=looms', 'loomadmin', '{pw}');",
    "ActiveRecord::Base.establish_connection(adapter: 'postgresql', username: 'kiln', password: '{pw}')",
    'val ds = HikariDataSource().apply {{ username = "cbs"; password = "{pw}" }}',
    'var cred = new NetworkCredential("ops@luitpar.in", "{pw}");',
    'let client = Client::new("mq.luitpar.in", "ferry", "{pw}");',
    'sshpass_free_login() {{ SMSC_PASS="{pw}" ./umiam-sms-gw; }}',
    '$cred = New-Object PSCredential("LUITPAR\\svc-kiln", (ConvertTo-SecureString "{pw}" -AsPlainText -Force))',
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "[09:14] Bitupan: dryer panel r pass ki?\n[09:15] Pranjal: {pw}",
    "12/03/31, 7:02 pm - Iaineh: ka password ka long {pw}",
    "[Telegram 21:40] Rikseng: password-a {pw}",
    "[10:02] Gwmbwi: angni password-a {pw}\n[10:03] Rwdwm: mitela… khulumbai",
    "14:55 Vikato: moi laga password {pw} ase\n14:56 Akum: thik ase",
    "[08:30] Nilakshi: ফেৰীৰ পাছৱৰ্ড {pw}\n[08:31] Momi: ধন্যবাদ",
    "[18:20] Kangkan: bhai pass tu {pw}\n[18:21] Hiranya: ok xesh",
    "Slack log 11:07 partha: scada pw is {pw} (for today only)",
    "[22:11] Payeng: ngoké password-de {pw}",
    "WhatsApp 6:45 am — Dasumar: password ka dei {pw}",
    "[13:01] Jonali: camp site r admin password - {pw}\n[13:02] Temsu: 👍",
    "[16:40] Sengrak: gital password: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "pass\ufeffword = {pw}", "pass\u00adword → {pw}", "раsswоrd: {pw}",
    "𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝 {pw}", "ｐａｓｓｗｏｒｄ: {pw}", "pass\u200bword: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family, int]] = [
    (_said, 66), (_logins, 20), (_spelled, 12), (_cli, 30), (_urls, 14), (_vendors, 44),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 6), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 12), (_phrases, 7), (_auth, 6), (_configs, 16), (_chats, 12),
    (_code, 10), (_hidden, 7),
]  # fmt: skip


def _all() -> tuple[list[Sample], set[str]]:
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen)
    return out, seen


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return _all()[0]


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Halmari dryer admin password is": "{s}", "ferry server pw:": "{s} (since the pontoon move)",
    "মোৰ পাছৱৰ্ড হৈছে": "{s}", "camp booking password": "{s}\nchange it after Bihu",
    "mur password tu": "{s}", "ka password jong nga ka long": "{s}", "angni password-a": "{s}",
    "moi laga password": "{s} ase", "the password Sengrak read out on the call was": "{s}, I think",
    "password-ko": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Zaggle API key", "{s}", _j((HEX, 32))),
    ("split_token", "Rupeek key:", "{s} (gold-loan sandbox)", _j("rpk_", (ALNUM, 32))),
    ("split_token", "Setu client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "wallet r seed words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/35", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "QA"))),
    ("split_backup", "recovery codes", "{s}\nQ7TR-2MXK-99LA\nZ3PD-84KC-W1NB", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "mahout licence", "{s}", lambda g: f"AFD/MH/{g.randrange(2015, 2032)}/{_n(g, 5)}"),
    ("split_phrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker, seen: set[str]) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    for _ in range(100):
        secret = make(rng)
        if secret not in seen:
            break
    seen.add(secret)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    seen = set(_all()[1])
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [
        FieldPair(cls, first, *_fill(rng, second, make, seen)) for cls, first, second, make in rows
    ]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"estate": {"scada": {"password": "{s}"}}}': ("meta_password", _plain_pw),
    '{"ferry": [{"host": "ticket-db", "db_pass": "{s}"}]}': ("meta_password", _plain_pw),
    '{"পাছৱৰ্ড": "{s}"}': ("meta_password", _plain_pw),
    '{"ka_password": "{s}", "branch": "SHL02"}': ("meta_password", _plain_pw),
    '{"note": "mur password tu {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "the kiln HMI password is {s}, over"}': ("meta_password", _plain_pw),
    '{"kissht": {"api_key": "{s}"}}': ("meta_token", _j("ksh_live_", (ALNUM, 32))),
    '{"vayanaToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"hypto_key": "{s}"}': ("meta_token", _j("hypto_sk_", (LOWER_DIGITS, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "09/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "RS")),
    '{"weaver": {"pehchaan_card": "{s}"}}': ("meta_id", lambda g: f"PHC{_n(g, 4)}AS{_n(g, 6)}"),
    '{"mfa": {"recovery_codes": ["{s}", "Q7TR-2MXK-99LA", "Z3PD-84KC-W1NB"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"bamboo_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"godown": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 7))),
    '{"wifi": {"ssid": "LuitFerry-Deck", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
    '{"totp": {"secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"ferry_db_url": "postgres://ferryops:{s}@pg.luitpar.in/ferry"}': ("meta_password", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    seen = set(_all()[1]) | {p.secret for p in field_pairs()}
    filled = [(cls, *_fill(rng, text, make, seen)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"dryer-panel-firmware-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/luitpar/ferry-tickets:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"ferry: add Majuli return trips", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"auction: revert lot rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"loom_counts_2031-11.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"microfinance-ledger-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the dryer panel password before the Bihu holidays.",
    "Kangkan asked for the ferry wifi password; it's on the card in the ticket office drawer.",
    "Policy: Luitpar passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `ZAGGLE_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The kiln HMI asks for a new admin password after every firmware update.",
    "Replace <YOUR_SETU_SECRET> in the README with the secret from the Setu dashboard.",
    "KISSHT_API_KEY and RUPEEK_API_KEY must be set before the nightly loan sync runs.",
    "পাছৱৰ্ড কাকো নক'বা।",
    "Password kakeu nokoba, bujisa?",
    "Ym dei ban ai ia ka password ia uno uno.",
    "Password-ko sakgipinon agananeba.",
    "Password-a sorbabo bungnanō.",
    "Password kaku bi nakobi, thik ase?",
    "bhai password share nokoriba, ok?",
    "Ngoké password-de notun kori dim.",
    "মোৰ পাছৱৰ্ডটো পাহৰি গৈছো, ৰিছেট কৰিব লাগিব।",
    "Ka password ka dei ban long 14 tylli ki dak.",
    "Upgraded the dryer firmware from 2.6 to 2.7.0 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the Majuli return trips.",
    f"Rolled back to {_SHORT} after the lot rounding broke the auction export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The dryer panel firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of microfinance-ledger-2031.parquet: {_SHA512}",
    f"The ticket API container runs ghcr.io/luitpar/ferry-tickets@sha256:{_IMAGE}.",
    f"MD5 of loom_counts_2031-11.csv is {_MD5}, same as the copy on the Sualkuchi share.",
    "Request id 3c9f2a71-8b4e-4d06-a5e2-7f1b0c9d4e63 is the slow one in the CBS logs.",
    "Purchase order PO-2031-00712 for 120 bags of CTC dust ships on Thursday.",
    "Ticket LH-4127: the Halmari weighbridge display flickers at night.",
    "Call the Bokpara estate office on +91 373 246 1182 before noon.",
    "Ferry MV Lohit leaves Fancy Bazar ghat at 08:30 and reaches North Guwahati at 08:55.",
    "Auction lot 2031/DBR/0457, 36 bags, 1,260 kg; the valuation was ₹312 a kilo.",
    "GST invoice LHP/2031-32/0918 for the bamboo poles is due on 15 December.",
    "The Tura kiln runs at 180 °C for six hours; the moisture target is 12 %.",
    "After five wrong passwords the CBS locks the account for 30 minutes.",
    "Elephant Lakhimi weighs about 3,400 kg and eats 150 kg of fodder a day.",
    "The secret of a good muga thread is the som leaves the silkworms eat.",
    "Ask Partha for the godown padlock code, I don't have it.",
    "My card ending 4417 was declined at the Jorhat hardware store.",
    "The Doha tea buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the ferry Zoho account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `HYPTO_API_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the bamboo godown rusts in the monsoon; oil it every month.",
    "Setu moved the API key page under Settings › Developers in its March release.",
    "ISBN 978-0-19-861186-8 is the field guide on the camp shelf.",
    "The guest wifi 'Nameri-Camp-Open' is open, no password needed.",
    "Loom 14 wove 22 metres of muga mekhela chador this week.",
    "Loan group SHL02-G17 repaid ₹48,000 on time; next meeting on Tuesday.",
    "OTP r kotha kakeu nokoba; bank eh kietia bi nosudhe.",
    "The PIN pad at the Sohra branch is broken; use the counter.",
    "Password rotation for the refinery contractors is every 60 days.",
    "Ka OTP kan wan sha phone jong me; ym dei ban ai ia uno uno.",
    "Wifi password lage nai, guest network khula ase.",
    "The door code at the Tezpur camp changed last week; Payeng has the new one.",
    "Token counts for the auction summary: prompt 812, completion 214.",
    "The API key field is required when you add the Trackon integration.",
    "Bank seeding for the tea-garden welfare list closes on 30 November.",
    "Vessel registration AS-GHY-IV-0231 is due for survey in January.",
    "The seed of the Bhogali tea clone came from Tocklai in 1998.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/estates/dryer", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 877}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "LH-4127", "purchase_order": "PO-2031-00712"}',
    '{"lot": {"id": "2031/DBR/0457", "bags": 36, "weight_kg": 1260}}',
    '{"phone": "+91 373 246 1182", "city": "Dibrugarh"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "looms_running": 41}',
    '{"ferry": {"vessel": "MV Lohit", "departs": "08:30", "ghat": "Fancy Bazar"}}',
    '{"loan_group": "SHL02-G17", "repaid_inr": 48000, "on_time": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
