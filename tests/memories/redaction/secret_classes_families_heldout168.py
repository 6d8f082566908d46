# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-sixty-eighth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-sixty-sixth's docstring, the
fifth to hundred-and-sixty-sixth only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-sixty-seventh, sixty-ninth and seventieth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (168402917),
password words (a crop, a cyclone's name, a number and a sign; a rum cask's number, a crop and a
year; a name, a birth year, a sign and a place; leet words of the vanilla, the rum and the cannery
with a year; a tuna, a number, `Senneur` and a sign; a hotel suite, its number and a place; sugar's
Brix and a rum's proof; two Creole words and a number; a place in capitals, a sign and a number; an
island, a year, two capitals and a sign; a generator's four groups and random runs), names, places,
templates, tools, vendors and layouts, the way the staff of Bourbon Pointu Holding (fictional: a
vanilla curing house at Saint-Philippe, ylang-ylang stills at Bambao on Anjouan, a sugar mill and
rum distillery at Beau-Vallon, a tuna cannery at Longoni, an offshore bank at Ebène, island hotels
at Le Morne, Port Mathurin and Mitsamiouli, and the Moroni–Mutsamudu shipping desk) leak secrets
into an assistant's memory. The texts are WhatsApp, Viber, Telegram, Signal, IMO, Messenger, Teams,
Slack, Google Chat, Rocket.Chat and Mattermost messages, chat logs with times, Jira, Freshdesk and
GLPI tickets, BookStack and Confluence tables, Keep, Samsung Notes and Apple Notes, e-mails,
runbooks, README fragments, shell and PowerShell prompts, code (Python, PHP, Go, Kotlin, C#, Ruby,
Rust, JavaScript, a FIX logon message), configs, voice-memo transcripts and requests to the
assistant.

Tools, calls and variables none of heldouts 5 to 166 names (each grepped for the command or the
variable itself; the common flags `--password`, `-p` and `--db-password` had been seen on other
tools): Geronimo's `deploy.sh --user … --password`, MicroStrategy's `mstrcmdmgr -p`, `urbackupsrv
reset-admin-pw -p`, `wazuh-passwords-tool.sh -u … -p`, `authelia crypto hash generate --password`,
Apache James's `james-cli AddUser`, Keycloak's `kc.sh start --db-password`, SQream's `ClientCmd
--password`, Znuny's `Admin::User::Add --password`, `rclone serve webdav --pass`, GLPI's
`db:install --db-password`, `splunk add forward-server -auth` and `splunk edit user -password`,
`awx-manage update_password`, `foreman-rake permissions:reset password=`, `cachix authtoken`,
Dendrite's `create-account -password`, `cozy-stack instances add --passphrase`, a FIX logon's
`554=` field, Dynatrace's `--set-tenant-token`; variables `PAYLOAD_SECRET`, `_APP_OPENSSL_KEY_V1`,
`PGRST_JWT_SECRET`, `OPENPROJECT_SEED_ADMIN_USER_PASSWORD`, Shlink's `INITIAL_API_KEY`,
`DENO_AUTH_TOKENS`, nix's `access-tokens`, graylog-sidecar's `server_api_token`, and env files,
compose, systemd and Kubernetes layouts with the group's own variable names.

About 49 % of the secret samples are in other languages than English (190 of 390 by a rough count of
marker words over the drawn samples, not counting the seed-phrase lines in Italian, Spanish,
Portuguese, Czech and Chinese nor a Creole code comment): Réunion Creole (`lo`, `lé`, `astèr`, `koz
pa ar domoun`, `mi`), Mauritian Creole (`mo`, `se`, `aster`, `finn`, `pa rakont personn`), Rodriguan
Creole (`mo va`, `ek`, `pa koz sa`), Shimaore (`ya`, `ni`, `wami`, `baada ya`, `tsi ambia mtru`),
Shingazidja (`yangu`, `ngu`, `tsi hwambia mndru`), Shindzuani (`hangu`, `ye`, `ni`), Kibushi
Malagasy (`ny`, `io`, `zaho`, `baiko`, `aza lazainao olo`), Mauritian Bhojpuri in Latin letters and
Devanagari (`hamar`, `ba`, `ke`, `kaunu ke mat bataiha`, `बा`), Comorian French (`Wallah`, `hein`,
`frère`, `Haya`), Mauritian Hindi (`मेरा`, `का`, `है`), the French of Réunion and Mayotte (`numéro
de bouilleur de cru`, `carte VTC`) and the Tamil of Réunion (`என்`, `கோவில்`, loanword
`பாஸ்வேர்ட்`), beside the loanwords people there text (password, wifi, PIN, code, token, server,
API, backup). The wordings are the author's approximations, checked by no speaker; the Rodriguan,
Shindzuani, Shimaore and Kibushi lines are the thinnest guesses (a marker or two beside words shared
with their neighbours), and the Tamil of Réunion, mostly a temple language there, is written as
standard Tamil.

Vendors (Thought Machine, Calypso, Backbase, Zafin, Vergent, nCino, Alkami, Bottomline, Volante,
Form3, Railsr, Banking Circle, FLYR, Infrasys, Maestro PMS, TCS BaNCS, Path Solutions, ICS Banks,
Neptune Software, SDK.finance, Tagit, Crealogix, Avaloq, GTreasury, Trovata, Treasury Prime,
Synctera, Lavu, Tablein, ResDiary, HotSOS, Actabl, Book4Time, SpaSoft, Parcel Perform, HiBob, Sage
Intacct, Cuboh, Chowly, Hotelchamp, HotelKey, Hotellinx, SkyTouch, Vericatch, Episode Six, Pismo,
Vodeno, Fintecture, Powens and Yodlee) are ones heldouts 5 to 166 do not name. No shape here is one
the author knows to be real: every one is a guess (hex, base64, URL-safe and alphanumeric runs,
UUIDs, JWTs, and invented prefixes such as `tm_live_`, `rlsr_sk_`, `pismo_`), since none of these
vendors publishes a token format the author remembers.

The ids are kinds heldouts 5 to 166 do not use: a Mauritian Global Business Licence number, a
French licence IV (débit de boissons) number, a Comorian NIF, a Mauritius Tourism Authority licence,
a bank's CIF number, a Mauritius Cane Industry Authority planter code, a bouilleur de cru's number,
a French VTC driver's card, a NUMEN and a Mayotte CSSM contributor's number; no library or this file
checks them (python-stdnum has no module for any, and no check-digit algorithm is written here):
their shapes are guessed or invented. Card numbers pass Luhn (the value helpers' Visa, Mastercard,
Amex, Discover, JCB, Diners, UnionPay and Maestro, checked with python-stdnum's `luhn`). The IBANs
are of the countries used least by a rough count over the IBAN shapes and IBAN calls of heldouts 5
to 166 (France, Germany, Spain and the Netherlands, in twelve corpora each by that count), drawn
until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, French, Spanish,
Italian, Portuguese, Czech and Simplified Chinese lists, each with a valid checksum. Counts: 390
secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique), 60 clean
texts and 10 clean metadata dicts.
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
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 168_402_917
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


_CROPS = ["Vanille", "Ylang", "Bagasse", "Melasse", "Vetiver", "Geranium", "Girofle", "Letchi",
          "Canne", "Vesou", "Combava", "Curcuma", "Bringelle", "Songe", "Cannelle", "Muscade"]  # fmt: skip
_CYCLONES = ["Batsirai", "Firinga", "Gamede", "Dumile", "Bejisa", "Hollanda", "Kalunde",
             "Emnati", "Garance", "Dikeledi", "Chido", "Hyacinthe", "Clotilda", "Gelena"]  # fmt: skip
_TUNA = ["Albacore", "Listao", "Patudo", "Bonite", "Germon", "Thazard"]
_PLACES = ["SaintPhilippe", "SainteRose", "Cilaos", "Salazie", "Mafate", "Chamarel", "Mahebourg",
           "LeMorne", "Flacq", "Souillac", "PortMathurin", "MontLubin", "Longoni", "Mamoudzou",
           "Dzaoudzi", "Sada", "Mutsamudu", "Domoni", "Bambao", "Moroni", "Mitsamiouli", "Foumbouni",
           "Ebene", "BeauVallon", "Grandbois"]  # fmt: skip
_NAMES = ["Gaetan", "Rosemay", "Yashvin", "Priyanka", "Devika", "Ludovic", "Anouchka", "Mariama",
          "Soilihi", "Anlia", "Nassur", "Faiza", "Kamaldine", "Zainaba", "Ansufati", "Oumouri",
          "Vijay", "Shalini", "Teddy", "Josian", "Clency", "Rajendra", "Bibi", "Hakim", "Moinecha",
          "Roukia", "Jean-Noel", "Sully", "Vanessa", "Karthik"]  # fmt: skip
_CREOLE_WORDS = ["lamer", "zordi", "marmay", "lakaz", "kari", "rougay", "sagou", "bazar",
                 "lapli", "tizan", "dolo", "lakour", "kabar", "sega", "maloya", "zanbrok"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["V4n1ll3", "Yl4ngYl4ng", "B4g4ss3", "Rhum3r13", "D1st1ll3r1e", "C4nn3r13", "S3nn3ur",
         "V3t1v3r", "B0urb0nP01ntu"]  # fmt: skip


def _generator(g: random.Random) -> str:
    """Four random groups of four, small letters and digits, as a password generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 4) for _ in range(4))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CROPS)}{g.choice(_CYCLONES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"fut{g.randrange(100, 1000)}-{g.choice(_CROPS).lower()}-{g.randrange(1990, 2032)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_TUNA)}{g.randrange(10, 100)}Senneur{g.choice(_SYMBOLS)}",
    lambda g: f"Suite{g.randrange(100, 500)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: f"Brix{g.randrange(12, 26)}Proof{g.randrange(40, 76)}{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: "_".join(g.sample(_CREOLE_WORDS, 2)) + "_" + str(g.randrange(100, 10_000)),
    lambda g: f"{g.choice(_PLACES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: f"{g.choice(_PLACES)}{g.randrange(1990, 2033)}{_r(g, UPPER, 2)}{g.choice(_SYMBOLS)}",
    _generator,
    lambda g: _r(g, ALNUM + "#%&!?*", 15),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English, in many media and with many separators
    "WhatsApp, Gaetan (still house): the Beau-Vallon column still PLC password is {pw}",
    "Viber from Rosemay: cane weighbridge PC password: {pw}",
    "Telegram, #cannery-night: retort controller admin password → {pw}",
    "Signal from Yashvin: password for the vanilla curing-room humidity panel 🔑 {pw}",
    "IMO message from Soilihi: the Bambao ylang still logger password is \"{pw}\"",
    "Messenger, Teddy: ammonia plant HMI at Longoni - password - {pw}",
    "Teams chat, Ebène treasury: SWIFT jump host password (rotated Monday): {pw}",
    "Slack #le-morne-it: key card encoder PC password 👉 {pw}",
    "Google Chat, Devika: the spa booking PC password is {pw}",
    "Rocket.Chat, Port Mathurin front desk: night audit login password\n{pw}",
    "Mattermost, #mitsamiouli-hotel: PMS server password ({pw})",
    "[07:42] Ludovic: molasses tank gauge password is '{pw}'",
    "[22:15] Vijay: the bank's HSM console password = {pw}",
    "Jira BPH-2291: bottling line label printer password {pw} stopped working after the update",
    "Freshdesk #5512: guest wifi controller admin password is {pw}, please rotate",
    "GLPI ticket 8807: reset requested, current cannery scale password: {pw}",
    "BookStack page 'Distillery systems' › Fermentation PC › password: {pw}",
    "Confluence table: | Boiler house HMI | admin | {pw} |",
    "Keep note: rum warehouse CCTV recorder password {pw}",
    "Samsung Notes: dive centre compressor log tablet password — {pw}",
    "Apple Notes 'Ebène': Bloomberg terminal PC password {pw}",
    "Hi Karthik,\n\nthe new password for the Le Morne POS back office is {pw}. Delete this mail once it's in the vault.\n\nThanks,\nShalini",
    "Runbook, cyclone shutdown at Longoni\n1. log into the cold store SCADA\n2. password {pw}\n3. set the freezers to generator mode",
    "README (still-house Raspberry Pi)\nThe Grafana panel is at http://still-pi.bph.lan:3000, admin password `{pw}`.",
    "voice memo transcript: okay so the password for the ylang distillery laptop is {pw} full stop",
    "Rapel mo password internet banking: {pw}",
    "Gard pou mwin lo password kofr-for lotèl, lé {pw}",
    "Baada ya reinstall, password ya PC ya kiwanda ni {pw}",
    "note pour moi >> mdp du portail export vanille : {pw}, wallah",
    "the password I gave the auditors for the treasury share was [{pw}]",
    # Réunion Creole
    "Mon password Facebook lé {pw}, koz pa ar domoun",
    "Astèr lo password lordinatèr la distilri lé {pw}",
    "Mi la sanz lo password la kès lotèl: {pw}",
    "Lo password wifi la kaz i lé « {pw} »",
    # Mauritian Creole
    "Mo password Juice se {pw}, pa rakont personn",
    "Aster password laptop lotel-la: {pw}",
    "Mo finn sanz password server bank-la, li {pw} aster",
    "password PMS lotel Le Morne ➡️ {pw}",
    # Rodriguan Creole
    "Mo va donn twa password-la: {pw}, pa koz sa ek personn",
    "Password lordinater kaz lapes Port Mathurin li {pw}",
    # Shimaore
    "Password ya wifi ya hoteli ni {pw}, tsi ambia mtru",
    "Wami password ya banki: {pw}",
    # Shingazidja
    "Password yangu ya Facebook ngu {pw}",
    "Password ya ordinateri ya distileri ngu {pw}, tsi hwambia mndru",
    # Shindzuani
    "Password hangu ya wifi ya Mutsamudu ni {pw}",
    "Ye password ya serveri ya bandari: {pw}",
    # Kibushi Malagasy
    "Ny password wifi an-trano io: {pw}",
    "Zaho nanova ny password ordinatera: {pw}, aza lazainao olo",
    # Mauritian Bhojpuri
    "Hamar bank ke password {pw} ba, kaunu ke mat bataiha",
    "Distillery ke computer ke password ba: {pw}",
    "हमार ईमेल के पासवर्ड {pw} बा",
    # Comorian French
    "Wallah le mot de passe de la caisse de l'hôtel c'est {pw} hein",
    "Frère, le mdp du serveur de la banque à Moroni : {pw}, le dis pas aux autres",
    "Haya, mot de passe du PC de la vanillerie = {pw}",
    # Mauritian Hindi
    "होटल के कंप्यूटर का पासवर्ड {pw} है",
    "मेरा बैंक पासवर्ड: {pw}",
    "डिस्टिलरी वाले लैपटॉप का पासवर्ड → {pw}",
    # Tamil of Réunion
    "என் பாஸ்வேர்ட் {pw}",
    "கோவில் கணினி பாஸ்வேர்ட்: {pw}",
    "கரும்பு ஆலை சர்வர் பாஸ்வேர்ட் = {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["gaetan", "rosemay.p", "yashvin", "priyanka", "devika", "ludovic", "anouchka", "mariama",
          "soilihi", "anlia", "nassur", "faiza", "kamaldine", "zainaba", "oumouri", "vijay.r",
          "shalini", "teddy", "josian", "clency", "rajendra", "hakim", "moinecha", "roukia",
          "svc-still", "svc-retort", "nightaudit", "treasury-ops"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Ludovic: the bottling-line SCADA login is {u} / {pw}",
    "Freshdesk #5530: {u} locked out of the PMS, last password {pw}",
    "user {u} pass {pw}",
    "BookStack › Cannery › Retort controllers: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| cold store SCADA | {u} | {pw} |",
    "sign into the treasury portal as {u} with {pw}",
    "still PLC login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: spa-booking-pc\n  username: {u}\n  password: {pw}",
    "Teams: account {u}, password {pw}",
    "Gaetan says the weighbridge account is {u} and the password is {pw}",
    "host,login,password\nretort-3,{u},{pw}",
    "Lo login lé {u}, lo password lé {pw}",
    "Mo login se {u} ek mo password se {pw}",
    "Login yangu ngu {u}, password ngu {pw}",
    "Ny login {u}, ny password {pw}",
    "Hamar login {u} ba aur password {pw} ba",
    "Wallah l'identifiant c'est {u} et le mdp {pw}",
    "यूज़रनेम {u}, पासवर्ड {pw}",
    "பயனர் {u}, பாஸ்வேர்ட் {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["ylangylang", "vesou", "bagasse", "combava", "bringelle", "rougay", "maloya",
               "zanbrok", "songe", "letchi", "cannelle", "vetiver", "tizan", "sagou", "dolo",
               "lakour", "kabar", "sega"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then the number {d}",
    "voice memo: for the still PLC it's {w} and after that {d}, no space",
    "type {w}, then {d}; that's the cannery wifi password",
    "it's {w}{d}, word and digits joined",
    "password: the name of our first boat, {w}, followed by {d}",
    "Lo password lé lo mo {w}, apré {d}",
    "Password-la se mo {w}, apre sa {d}",
    "Password ni neno {w}, baadaye {d}",
    "Ny password dia ny teny {w}, arakaraka {d}",
    "Password ba {w} shabd, okre baad {d}",
    "Wallah c'est le mot {w} puis {d}, tout collé",
    "पासवर्ड है {w} शब्द, फिर {d}",
    "பாஸ்வேர்ட் {w} என்ற சொல், பிறகு {d}",
    "Password ngu {w}, ha {d} mwisho",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)] + ("" if index < len(_SAID_WORDS) else "x")
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "deploy.sh --user system --password '{pw}' deploy bph-treasury.war",
    "mstrcmdmgr -n 'BPH Analytics' -u {u} -p '{pw}' -f refresh_cubes.scp",
    "urbackupsrv reset-admin-pw -a {u} -p '{pw}'",
    "bash wazuh-passwords-tool.sh -u {u} -p '{pw}'",
    "authelia crypto hash generate argon2 --password '{pw}'",
    "james-cli.sh -h 127.0.0.1 -p 9999 AddUser {u}@mail.bph.lan '{pw}'",
    "bin/kc.sh start --db postgres --db-url-host pg.bph.lan --db-username keycloak --db-password '{pw}'",
    "ClientCmd --host=sqream.bph.lan --port=5000 --database=treasury --user={u} --password='{pw}'",
    "otrs.Console.pl Admin::User::Add --user-name {u} --first-name Front --last-name Desk --email-address {u}@bph.mu --password '{pw}'",
    "rclone serve webdav /srv/guest-photos --addr :8088 --user {u} --pass '{pw}'",
    "php bin/console db:install --db-host=localhost --db-name=glpi --db-user={u} --db-password='{pw}'",
    "splunk add forward-server splunk.bph.lan:9997 -auth {u}:'{pw}'",
    "awx-manage update_password --username={u} --password='{pw}'",
    "foreman-rake permissions:reset username={u} password='{pw}'",
    "./bin/create-account --config dendrite.yaml -username {u} -password '{pw}'",
    "cozy-stack instances add --passphrase '{pw}' --email {u}@bph.mu cloud.bph.mu",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\ops> {c}", "gaetan@still-pi:~$ {c}", "root@retort-gw:/opt# {c}",
    "[yashvin@ebene-jump ~]$ {c}", "Teams, pasted by the integrator:\n{c}",
    "GLPI ticket 8840, the command that failed:\n{c}", "runbook step 4: {c}",
    "Mi la lans sa: {c}", "Mo finn lans sa: {c}", "Commande lancée hier, wallah ça marche : {c}",
    "ye command: {c}", "इसको चलाया: {c}", "Lo komand mi la lans: {c}",
    "Commande ya serveri: {c}", "Ny baiko nalefako: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli_plain = _framed("cli_password", _CLI, _SHELLS)


def _cli_specials(rng: random.Random) -> list[Sample]:
    fix_pw = _plain_pw(rng)
    splunk_pw = _plain_pw(rng)
    cachix = _r(rng, URLSAFE, 24) + "." + _r(rng, URLSAFE, 43)
    tenant = "dt0c01." + _r(rng, UPPER_DIGITS, 24)
    soh = "\u0001"
    fix = soh.join(["8=FIXT.1.1", "9=112", "35=A", "49=BPHEBENE", "56=FXLP", "34=1",
                    "98=0", "108=30", "553=bph_fx", f"554={fix_pw}", "1137=9", "10=201"]) + soh  # fmt: skip
    return [
        Sample("cli_password", f"FIX logon from the Ebène FX gateway log:\n{fix.replace(soh, '|')}", fix_pw),
        Sample("cli_password", f"splunk edit user admin -password '{splunk_pw}' -role admin -auth admin:changeme", splunk_pw),
        Sample("cli_password", f"$ cachix authtoken {cachix}", cachix),
        Sample("cli_password", f"sudo /bin/sh Dynatrace-OneAgent-Linux.sh --set-tenant-token={tenant} --set-host-group=bph-cannery", tenant),
    ]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    specials = _cli_specials(rng)
    return specials + _cli_plain(rng, n - len(specials))


_URLS = [
    "postgresql://{u}:{pw}@pg.bph.lan:5432/cannery",
    "mysql://{u}:{pw}@pms-db.lemorne.bph.mu:3306/pms",
    "mongodb+srv://{u}:{pw}@treasury.bph-ebene.mongodb.net/ledger",
    "redis://{u}:{pw}@cache.bph.lan:6379/2",
    "amqp://{u}:{pw}@rabbit.bph.lan:5672/still",
    "rtsp://{u}:{pw}@cam-rumhouse-2.bph.lan:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@ftp.vanille-bph.re/export/",
    "sqlserver://{u}:{pw}@sql.bph.mu:1433?database=Treasury",
    "Server=sql.bph.mu;Database=Hotel;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:oracle:thin:{u}/{pw}@//ora.bph.mu:1521/CORE",
    "https://{u}:{pw}@nexus.bph.lan/repository/pypi/simple",
    "clickhouse://{u}:{pw}@ch.bph.lan:9000/telemetry",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "Lo URL la base lé {c}",
    "Mo connection string se {c}", "GLPI #8851: {c}", "BookStack page 'Databases': {c}",
    "Wallah la chaîne de connexion : {c}", "{c}", "URL ya database ni {c}",
    "Hamar database URL ba {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_958_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "bourbon-pointu", "sub": f"app_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "accounts:read payments:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Thought Machine", "VAULT_CORE_API_TOKEN", _j("tm_live_", (ALNUM, 40))),
    ("Calypso", "CALYPSO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Backbase", "BACKBASE_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Zafin", "ZAFIN_API_KEY", _j((HEX, 40))),
    ("Vergent", "VERGENT_API_KEY", _j((UPPER_DIGITS, 32))),
    ("nCino", "NCINO_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Alkami", "ALKAMI_API_SECRET", _j((B64, 43), "=")),
    ("Bottomline", "BOTTOMLINE_API_KEY", _j((HEX, 64))),
    ("Volante", "VOLANTE_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Form3", "FORM3_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Railsr", "RAILSR_API_KEY", _j("rlsr_sk_", (ALNUM, 36))),
    ("Banking Circle", "BANKINGCIRCLE_CLIENT_SECRET", _j((ALNUM, 40))),
    ("FLYR", "FLYR_API_TOKEN", _vendor_jwt("https://auth.flyr.com")),
    ("Infrasys", "INFRASYS_API_KEY", _j((UPPER_HEX, 32))),
    ("Maestro PMS", "MAESTRO_PMS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("TCS BaNCS", "BANCS_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Path Solutions", "IMAL_API_SECRET", _j((HEX, 48))),
    ("ICS Banks", "ICS_BANKS_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Neptune Software", "NEPTUNE_API_TOKEN", _j((B64, 64))),
    ("SDK.finance", "SDKFINANCE_TOKEN", _vendor_jwt("https://api.sdk.finance")),
    ("Tagit", "TAGIT_MOBILITI_SECRET", _j((URLSAFE, 48))),
    ("Crealogix", "CREALOGIX_CLIENT_SECRET", _j((ALNUM, 44))),
    ("Avaloq", "AVALOQ_API_KEY", _j((HEX, 32))),
    ("GTreasury", "GTREASURY_API_KEY", _j((ALNUM, 40))),
    ("Trovata", "TROVATA_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Treasury Prime", "TREASURY_PRIME_API_SECRET", _j("key_", (ALNUM, 32))),
    ("Synctera", "SYNCTERA_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Lavu", "LAVU_API_TOKEN", _j((ALNUM, 36))),
    ("Tablein", "TABLEIN_API_KEY", _j((HEX, 40))),
    ("ResDiary", "RESDIARY_API_SECRET", _j((B64, 56), "==")),
    ("HotSOS", "HOTSOS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Actabl", "ACTABL_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Book4Time", "BOOK4TIME_API_KEY", _j((UPPER_HEX, 40))),
    ("SpaSoft", "SPASOFT_API_KEY", _j((ALNUM, 32))),
    ("Parcel Perform", "PARCEL_PERFORM_CLIENT_SECRET", _j((HEX, 64))),
    ("HiBob", "HIBOB_SERVICE_TOKEN", _j((ALNUM, 40))),
    ("Sage Intacct", "INTACCT_SENDER_PASSWORD", _j((ALNUM + "!#", 20))),
    ("Cuboh", "CUBOH_API_KEY", _j((HEX, 32))),
    ("Chowly", "CHOWLY_API_KEY", _j((ALNUM, 32))),
    ("Hotelchamp", "HOTELCHAMP_API_KEY", _j((LOWER_DIGITS, 40))),
    ("HotelKey", "HOTELKEY_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Hotellinx", "HOTELLINX_API_TOKEN", _j((HEX, 40))),
    ("SkyTouch", "SKYTOUCH_API_KEY", _j((URLSAFE, 40))),
    ("Vericatch", "VERICATCH_API_KEY", _j((HEX, 32))),
    ("Episode Six", "TRITIUM_API_SECRET", _j((B64, 44))),
    ("Pismo", "PISMO_CLIENT_SECRET", _j("pismo_", (ALNUM, 40))),
    ("Vodeno", "VODENO_API_KEY", _j((HEX, 48))),
    ("Fintecture", "FINTECTURE_APP_SECRET", lambda g: v.uuid4(g, "9")),
    ("Powens", "POWENS_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Yodlee", "YODLEE_CLIENT_SECRET", _j((ALNUM, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "k8s Secret, stringData:\n  {env}: \"{tok}\"",
    "systemd unit override:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "Dockerfile:\nENV {env}={tok}",
    "BPH Treasury › Settings › Integrations › {vendor} › API key: {tok}",
    "BookStack table 'Integrations': | {vendor} | prod | {tok} |",
    "Jira BPH-2320: {vendor} sync fails with 401, configured key {tok}",
    "Freshdesk #5571: {vendor} integration broken, current key {tok}",
    "Slack #ebene-payments: the {vendor} token we use now is {tok}, the old one is revoked",
    "please keep my {vendor} API key: {tok}",
    "Lo API key {vendor} lé {tok}",
    "Mo API key {vendor} se {tok}, pa rakont personn",
    "API key ya {vendor} ngu {tok}",
    "API key ya {vendor} ni {tok}",
    "Ny API key {vendor}: {tok}",
    "{vendor} ke API key ba {tok}",
    "Wallah la clé API {vendor} c'est {tok}",
    "clé d'API {vendor} pour la banque : {tok}",
    "{vendor} की API key {tok} है",
    "{vendor} API சாவி: {tok}",
    "Lo token {vendor} lé {tok}",
    "{vendor} ke token ba {tok}",
    "Token ya {vendor} ngu {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    zafin = _r(rng, HEX, 40)
    avaloq = _r(rng, HEX, 32)
    lavu = _r(rng, ALNUM, 36)
    chowly = _r(rng, ALNUM, 32)
    tablein = _r(rng, HEX, 40)
    powens = _r(rng, ALNUM, 32)
    yodlee = _r(rng, ALNUM, 40)
    spasoft = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'r = httpx.get("https://api.zafin.example/v2/offers", headers={{"X-Zafin-Key": "{zafin}"}})', zafin),
        Sample("vendor_token", f'$client = new AvaloqClient("bph-ebene", "{avaloq}");', avaloq),
        Sample("vendor_token", f'const lavu = new LavuClient({{ dataname: "bph_lemorne", token: "{lavu}" }});', lavu),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "CHOWLY_KEY", "\\"{chowly}\\"")\n  }}\n}}', chowly),
        Sample("vendor_token", f'var client = new TableinClient(apiKey: "{tablein}");', tablein),
        Sample("vendor_token", f'req.Header.Set("Authorization", "Bearer {powens}") // Powens sandbox', powens),
        Sample("vendor_token", f'YODLEE = {{ client_id: "bph", secret: "{yodlee}" }}  # config/initializers/yodlee.rb', yodlee),
        Sample("vendor_token", f'let spasoft_key = "{spasoft}"; // Book the spa from the Le Morne app', spasoft),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    special = {"Zafin", "Avaloq", "Lavu", "Chowly", "Tablein", "Powens", "Yodlee", "SpaSoft"}
    named = [vendor for vendor in _VENDORS if vendor[0] not in special]
    assert len(named) == n - len(out)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in named]  # every vendor once
    rng.shuffle(firsts)
    for (vendor, env, make), template in firsts:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_ENVS = {  # a config and the value's maker
    "payload.env:\nPAYLOAD_SECRET={s}\nDATABASE_URI=mongodb://mongo.bph.lan/payload": _j((HEX, 48)),
    "appwrite .env:\n_APP_ENV=production\n_APP_OPENSSL_KEY_V1={s}": _j((ALNUM, 64)),
    "postgrest.conf:\ndb-uri = \"postgres://authenticator@pg.bph.lan/cannery\"\njwt-secret = \"{s}\"": _j((ALNUM, 40)),
    "docker run -e PGRST_JWT_SECRET={s} postgrest/postgrest": _j((URLSAFE, 48)),
    "openproject compose:\n      OPENPROJECT_SEED_ADMIN_USER_PASSWORD: \"{s}\"": _plain_pw,
    "shlink .env:\nDEFAULT_DOMAIN=go.bph.mu\nINITIAL_API_KEY={s}": lambda g: v.uuid4(g, "a"),
    "export DENO_AUTH_TOKENS={s}@raw.githubusercontent.com": _j("ghp_", (ALNUM, 36)),
    "/etc/nix/nix.conf:\naccess-tokens = github.com={s}": _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59)),
    "/etc/graylog/sidecar/sidecar.yml:\nserver_url: \"https://graylog.bph.lan/api/\"\nserver_api_token: \"{s}\"": _j((LOWER_DIGITS, 52)),
    "compose.yaml for the PMS:\n  pms-db:\n    environment:\n      LEMORNE_PMS_DB_PASSWORD: {s}": _plain_pw,
    "k8s Secret 'cannery-scada':\napiVersion: v1\nkind: Secret\nstringData:\n  RETORT_MODBUS_GATEWAY_PASSWORD: \"{s}\"": _plain_pw,
    "/etc/systemd/system/still-logger.service.d/override.conf:\n[Service]\nEnvironment=STILL_LOGGER_MQTT_PASS={s}": _plain_pw,
    ".env (vanilla export portal):\nVANILLE_EXPORT_SMTP_PASSWORD={s}\nVANILLE_EXPORT_SMTP_USER=export@vanille-bph.re": _plain_pw,
    "Lo .env la distilri:\nDISTILRI_DB_PASS={s}": _plain_pw,
    "Mo finn met sa dan .env lotel-la:\nMITSAMIOULI_CHANNEL_SECRET={s}": _j((HEX, 40)),
    "helm values, treasury-api.yaml:\n  secretEnv:\n    EBENE_SWIFT_GATEWAY_PASS: {s}": _plain_pw,
    "appsettings.Production.json: \"ConnectionStrings\": {{ \"Ledger\": \"Host=pg.bph.mu;Username=ledger;Password={s}\" }}": _plain_pw,
    "wp-config.php (hotel site):\ndefine( 'DB_PASSWORD', '{s}' );": _plain_pw,
}  # fmt: skip
_envs = _Family("config_file", list(_ENVS), lambda g, i, t: {"s": _ENVS[t](g)}, "s")


_CODE = [
    'DB_PASSWORD = "{pw}"  # settings/local.py of the cannery tracker',
    'conn = psycopg.connect(host="pg.bph.lan", user="retort", password="{pw}")',
    '$mysqli = new mysqli("pms-db", "pms", "{pw}", "lemorne");',
    'db, _ := sql.Open("mysql", "treasury:{pw}@tcp(sql.bph.mu:3306)/fx")',
    'val dataSource = HikariDataSource().apply {{ username = "still"; password = "{pw}" }}',
    'var cred = new NetworkCredential("svc-still", "{pw}");',
    'Net::SMTP.start("smtp.bph.mu", 587, "bph.mu", "alerts", "{pw}", :login)',
    'let pool = PgPool::connect("postgres://vanille:{pw}@pg.bph.lan/export").await?;',
    'const client = new Client({{ user: "spa", password: "{pw}", host: "pg.bph.lan" }});',
    'smtp_pass = "{pw}"  # mo finn met li la tanporerman',
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "lo token: {t}",
                "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the vanilla drying-room sensor VR-04: {h}": 32,
    "HMAC secret for the treasury payment webhook: {h}": 64,
    "AES key of the key card encoder's site file: {h}": 32,
    "pre-shared key of the Longoni–Ebène IPsec tunnel (hex): {h}": 64,
    "Lo kle chifreman backup la distilri: {h}": 64,
    "Kle enkripsion backup lotel: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Freshdesk #5590: token copied from the browser's network tab {t}",
    "Cookie: lang=fr-RE; bph_session={t}",
    "TREASURY_PORTAL_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "Lo token lé {t}",
    "Mo token se {t}",
    "Wallah le token : {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_958_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@bph.mu"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.bph.mu/realms/group", "azp": "treasury-web",
                   "roles": ["fx-dealer", "viewer"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the still-house Pi, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/swift-gw.bph.mu.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "vanille-export"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_cannery <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "GLPI ticket 8870, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "Lo kle privé serveur la:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the bank's statement drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus wallet backup, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the treasury's cold wallet (retired)\n{p}": "english",
    "voice memo: the Trust Wallet words are {p} and that's all of them": "english",
    "Lo 12 mo portefeuille crypto: {p}": "french",
    "phrase de récupération du portefeuille Ledger, wallah garde-la : {p}": "french",
    "Mo seed phrase se: {p}": "french",
    "frase de recuperación de la cartera del armador: {p}": "spanish",
    "frase di recupero del wallet del rum club: {p}": "italian",
    "frase de recuperação da carteira: {p}": "portuguese",
    "obnovovací fráze peněženky: {p}": "czech",
    "钱包助记词（路易港的表哥给的）：{p}": "chinese_simplified",
    "Seed phrase yangu ngu: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "WhatsApp, Priyanka: the group card for the still spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Freshdesk #5602: charge the cannery boiler service to card {c}",
    "Nimero mo kart: {c}, {mm}/{yy}",
    "Lo nimero mon kart bleu: {c}",
    "Nambari ya karti yangu ngu {c}",
    "Ny nomerao karatra: {c}, {mm}/{yy}",
    "Hamar card ke number ba {c}",
    "Wallah le numéro de la carte c'est {c}, exp {mm}/{yy}",
    "मेरा कार्ड नंबर: {c}",
    "என் கார்டு எண்: {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "unionpay", "jcb", "discover", "diners", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 06/36, security code {cvv}",
               "the three digits on the back of the hotel card: {cvv}",
               "Amex {c}, four-digit code above the number: {cvv}",
               "Lo trwa shif déyèr la kart: {cvv}",
               "Trwa sif deryer kart-la: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 166 (twelve corpora each); BBAN shapes
# (a, n, c as in `secret_classes_values.iban_shaped`).
_IBAN_SHAPES = {"FR": "n" * 23, "DE": "n" * 18, "ES": "n" * 20, "NL": "aaaa" + "n" * 10}
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice BPH-2031-442: please pay the vanilla curing racks to {i} within 30 days",
    "save the Hamburg vanilla buyer's IBAN: {i}",
    "IBAN: {i}\nReference: rum lot 17, cask 212",
    "Teams, Ebène treasury: the Vigo cannery broker's new bank details, IBAN {i}",
    "Lo IBAN mon kont: {i}",
    "Mo IBAN se {i}",
    "IBAN yangu ngu {i}",
    "Ny IBAN-ko: {i}",
    "Hamar IBAN ba {i}",
    "Wallah l'IBAN de la tante à Marseille : {i}",
    "मेरा IBAN: {i}",
    "Rotterdam rum importer, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _gbl(g: random.Random) -> str:
    """A Mauritian Global Business Licence number: GB, a year and six digits (shape guessed)."""
    return f"GB{g.randrange(15, 32)}{_r(g, D, 6)}"


def _licence_iv(g: random.Random) -> str:
    """A French licence IV (débit de boissons) number: department, year, serial (invented)."""
    return f"974-{g.randrange(1995, 2032)}-L4-{_r(g, D, 5)}"


def _km_nif(g: random.Random) -> str:
    """A Comorian NIF: a digit, a year and a serial with a letter (invented)."""
    return f"{g.choice('123')}{g.randrange(10, 32)}{_r(g, D, 6)}{g.choice(UPPER)}"


def _mu_tourism(g: random.Random) -> str:
    """A Mauritius Tourism Authority licence: TA, a kind, a year and a serial (invented)."""
    return f"TA/{g.choice(['HOT', 'PCR', 'TOP'])}/{g.randrange(2018, 2032)}/{_r(g, D, 5)}"


def _cif(g: random.Random) -> str:
    """A bank's CIF (customer information file) number: ten digits (invented)."""
    return g.choice("123456789") + _r(g, D, 9)


def _planter(g: random.Random) -> str:
    """A Mauritius Cane Industry Authority planter code (invented)."""
    return f"MCIA-{g.choice(['N', 'S', 'E', 'W', 'C'])}{_r(g, D, 7)}"


def _bouilleur(g: random.Random) -> str:
    """A bouilleur de cru's number at the customs office (invented)."""
    return f"BC974{_r(g, D, 6)}"


def _vtc(g: random.Random) -> str:
    """A French VTC driver's card number: department, year, serial (shape guessed)."""
    return f"VTC-976-{g.randrange(18, 32)}-{_r(g, D, 5)}"


def _numen(g: random.Random) -> str:
    """A NUMEN (French education staff number): digits, a letter, digits, letters (guessed)."""
    return f"{_r(g, D, 2)}{g.choice('EPS')}{_r(g, D, 7)}{_r(g, UPPER, 3)}"


def _cssm(g: random.Random) -> str:
    """A Mayotte CSSM contributor's number (invented)."""
    return f"976{_r(g, D, 9)}"


_ID_PLACES: dict[str, Maker] = {
    "Global Business Licence number of the Ebène fund, for the KYC form: {s}": _gbl,
    "GBL lisans nimero fon-la: {s}": _gbl,
    "licence IV du bar de la distillerie, numéro {s}": _licence_iv,
    "Lo nimero lisans IV lo bar: {s}": _licence_iv,
    "NIF yangu ngu {s}": _km_nif,
    "Wallah mon NIF comorien c'est {s}": _km_nif,
    "Tourism Authority licence of the Le Morne hotel: {s}": _mu_tourism,
    "Lisans Tourism Authority lotel Port Mathurin: {s}": _mu_tourism,
    "my CIF number at the bank is {s}": _cif,
    "Hamar CIF number ba {s}": _cif,
    "MCIA planter code of the Beau-Vallon estate: {s}": _planter,
    "Mo planter code MCIA se {s}": _planter,
    "numéro de bouilleur de cru de papa : {s}": _bouilleur,
    "Lo nimero bouilleur de cru tonton: {s}": _bouilleur,
    "Carte VTC yangu: {s}": _vtc,
    "numéro de carte VTC du chauffeur de l'hôtel : {s}": _vtc,
    "mon NUMEN pour le rectorat : {s}": _numen,
    "Ny NUMEN-ko: {s}": _numen,
    "Nimero CSSM ya wami: {s}": _cssm,
    "numéro de cotisant CSSM de la cannerie : {s}": _cssm,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 2)}{_r(rng, D, 4)}-{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Backbase portal 2FA backup codes\n{codes}",
            "spare sign-in codes for the group's Microsoft 365: {codes}",
            "Lo kod sekour 2FA: {codes}", "Mo backup codes 2FA: {codes}",
            "Wallah les codes de secours : {codes}", "2FA backup codes yangu: {codes}"]  # fmt: skip
_RECOVERY = ["recovery key for the treasury laptop's BitLocker: {c}",
             "Lo recovery code Apple ID: {c}", "Mo recovery key GitHub se {c}",
             "Password manager recovery code (Emergency Kit): {c}",
             "Code de récupération du compte Proton, wallah : {c}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/BPH%20Treasury:yashvin@bph.mu?secret={s}&issuer=BPH%20Treasury&digits=6",
              "setup key for the Ebène VPN 2FA: {s}", "Lo kle TOTP: {s}",
              "Mo 2FA secret se {s}", "TOTP secret ya banki: {s}",
              "can't scan the QR code, manual key is {s}"]  # fmt: skip
_CODES = ["{c} is your BPH Treasury verification code", "Votre code de vérification MCB : {c}",
          "Lo kod SMS la banque: {c}", "Mo OTP se {c}, vit vit", "Code ya uthibitisho: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"c": "-".join(_r(rng, D, 6) for _ in range(8))}
    if "Emergency" in template:
        return {"c": "-".join(_r(rng, UPPER_DIGITS, 5) for _ in range(6))}
    return {"c": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(4 + index % 3))}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_recovery = _Family("recovery_code", _RECOVERY, _recovery_draw, "c")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["BPH-Staff", "LeMorne-Guest-5G", "Distilri-BeauVallon", "Longoni-Cannery",
          "PortMathurin-Lodge", "Mitsamiouli-Beach", "Vanillerie-StPhilippe", "Bambao-Ylang",
          "Ebene-Treasury-2G", "Zeop_Kaz_Tonton", "Telma-Moroni-Office"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "staff network {s}, password {pw}",
    "wifi at the still house: {s} / {pw}",
    "Lo wifi {s}, lo password lé {pw}",
    "Wifi {s}, password se {pw}",
    "Password ya wifi {s} ni {pw}",
    "Wifi {s} password ngu {pw}",
    "Ny wifi {s}, ny password {pw}",
    "Wifi {s} ke password ba {pw}",
    "Wallah le wifi {s}, mdp {pw}",
    "वाई-फ़ाई {s} का पासवर्ड {pw} है",
    "வைஃபை {s} பாஸ்வேர்ட் {pw}",
    "guest card at reception: Network {s} · Password {pw}",
    "Password wifi {s} li {pw}, pa koz sa ek personn",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("tm_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("rlsr_sk_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Teams call] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "lettre par lettre, wallah : {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the rum warehouse keypad takes {pw} then #", "safe in suite 12 at Le Morne: {pw}",
          "Lo kod la port depo rhum: {pw}", "Kod kadna lakaz lapes: {pw}",
          "Kodi ya mlango ya hoteli ni {pw}", "Ny kaody ny varavarana: {pw}",
          "Wallah le code du portail de la cannerie : {pw}", "Hamar ATM PIN ba {pw}",
          "मेरा पिन {pw} है", "என் PIN {pw}", "my SIM PIN is {pw}, in case",
          "PIN ya karti yangu ngu {pw}", "Mo PIN bank se {pw}", "alarm code for the vanilla store: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4, 6][index % 5])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["vanille", "ylang", "bagasse", "alambic", "senneur", "cyclone", "lagon",
                 "morne", "filao", "varangue", "letchi", "vesou", "maloya", "piton", "ravine",
                 "boucan"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the treasury vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-", "Enpass master passphrase: {p}": ".",
            "Lo passphrase backup: {p}": " ", "Mo passphrase se {p}": "_",
            "Passphrase yangu ngu {p}": " ", "Wallah la phrase de passe : {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {v}' https://pms.lemorne.bph.mu/api/rooms": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Postman, headers tab: Authorization: Bearer {v}": False,
    "Insomnia export of the treasury call: authorization: bearer {v}": False,
    "Lo header: Authorization: Basic {v}": True,
    "Mo header se Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CHATS = [
    "Gaetan: still PLC password?\nRosemay: {pw}",
    "[06:12] teddy: root pw for the retort gateway?\n[06:13] ludovic: {pw}",
    "Yashvin: {pw} is the new treasury share password",
    "Devika: use {pw}, that's what the spa PC has now",
    "Anouchka: Kosa lo password?\nJosian: {pw}",
    "Clency: Ki password-la?\nVijay: {pw}",
    "Soilihi: password ya wifi?\nNassur: {pw}",
    "Moinecha: Inona ny password?\nRoukia: {pw}",
    "Rajendra: password ka ba?\nShalini: {pw}",
    "Hakim: c'est quoi le mdp wallah?\nFaiza: {pw}",
    "Priyanka: पासवर्ड क्या है?\nKarthik: {pw}",
    "Mariama: {pw} — sa lo nouvo password la distilri",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 64), (_logins, 22), (_spelled, 14), (_cli, 24), (_urls, 14), (_vendors, 50),
    (_envs, 18), (_code, 10), (_bare, 5), (_hexes, 6), (_jwts, 8), (_pems, 7), (_seeds, 12),
    (_cards, 12), (_cvvs, 5), (_ibans, 12), (_national, 20), (_backups, 6), (_recovery, 5),
    (_totp, 6), (_codes, 5), (_wifi, 18), (_spelled_tokens, 8), (_locks, 14), (_phrases, 7),
    (_auth, 6), (_chats, 12),
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
    "the still PLC password is": "{s}", "retort gateway pw:": "{s} (since the March update)",
    "Lo password lé": "{s}", "Mo password se": "{s}\nsanz li apre sezon",
    "Password yangu ngu": "{s}", "Hamar password ba": "{s}", "Wallah le mdp c'est": "{s}",
    "मेरा पासवर्ड": "{s} है", "the password Gaetan read out over the radio was": "{s}, I think",
    "Ny password:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Zafin API key", "{s}", _j((HEX, 40))),
    ("split_token", "Railsr key:", "{s} (sandbox)", _j("rlsr_sk_", (ALNUM, 36))),
    ("split_token", "Fintecture app secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Exodus backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "FR"))),
    ("split_backup", "Backbase recovery codes", "{s}\nQR5521-XK9P\nTM8830-7HJD", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Global Business Licence", "{s}", _gbl),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"still_plc": {"url": "https://still-plc.bph.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"password": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "teddy", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"retorts": [{"name": "retort-1"}, {"name": "retort-2", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["ClientCmd", "--host=sqream.bph.lan", "--user=fx", "--password={s}"]}': ("meta_password", _plain_pw),
    '{"note": "Lo password la kès lé {s}"}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the cold store SCADA as svc-retort with the password {s}"}': ("meta_password", _plain_pw),
    '{"zafin": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"trovataToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"hotsos_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "08/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "NL")),
    '{"fund": {"gbl_number": "{s}"}}': ("meta_id", _gbl),
    '{"mfa": {"recovery_codes": ["{s}", "QR5521-XK9P", "TM8830-7HJD"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"cold_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"rum_store": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 8))),
    '{"wifi": {"ssid": "LeMorne-Guest-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"retort-controller-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/bph/treasury-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"cannery: add can seam thickness column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pms: revert rate plan mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"brix_2031-08-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"vanilla-lots-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the still PLC password before the customs visit on 2031-09-02.",
    "Gaetan asked for the staff wifi password; it's on the card in the night manager's drawer.",
    "Policy: group passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `ZAFIN_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The retort controller asks for a new admin password after every firmware update.",
    "Replace <YOUR_TROVATA_KEY> in the README with the key from the Trovata dashboard.",
    "HOTSOS_API_KEY and TABLEIN_API_KEY must be set before the nightly sync runs.",
    "Koz pa out password ar domoun.",
    "Pa rakont personn to password.",
    "Pa koz to password ek personn.",
    "Tsi ambia mtru password yaho.",
    "Tsi hwambia mndru password yaho.",
    "Aza lazainao olo ny password-nao.",
    "Apan password kaunu ke mat bataiha.",
    "Wallah ne donne jamais ton mot de passe, même à la banque.",
    "अपना पासवर्ड किसी को मत बताइए।",
    "உங்கள் பாஸ்வேர்டை யாரிடமும் சொல்லாதீர்கள்.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Lo password i fo 14 karaktèr minimom.",
    "Upgraded the retort controller firmware from 5.1 to 5.2 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the can seam thickness column.",
    f"Rolled back to {_SHORT} after the rate plan mapping broke the channel export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The retort controller firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of vanilla-lots-2031.parquet: {_SHA512}",
    f"The treasury API container runs ghcr.io/bph/treasury-api@sha256:{_IMAGE}.",
    f"MD5 of brix_2031-08-14.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 3c9e71a2-5b4d-4e08-a6f1-2d0c8b7e9f34 is the slow one in the treasury logs.",
    "Purchase order PO-2031-00877 for 120 oak casks ships from Bordeaux on Thursday.",
    "Freshdesk #5512: the Le Morne suite 12 air conditioner drips at night.",
    "Call the Port Mathurin lodge on +230 831 2047 before noon.",
    "Container CMAU 4471206 with the vanilla lot is at the Port Louis terminal.",
    "Bill of lading BPH-MOR-2031-0112 covers the ylang oil, 14 drums.",
    "HS code 0905.10 is vanilla, neither crushed nor ground; 2208.40 is rum.",
    "The cold store at Longoni is at -25 °C; the curing room at 45 °C and 80 % humidity.",
    "After five wrong passwords the treasury portal locks the account for 30 minutes.",
    "The Bambao still holds 600 litres; a distillation of ylang takes about 20 hours.",
    "The secret of Bourbon vanilla is the slow curing, six months at least.",
    "Ask Gaetan for the rum warehouse keypad code, I don't have it.",
    "My card ending 4417 was declined at the Mamoudzou hardware store.",
    "The Hamburg buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the group's Backbase account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `ZAFIN_API_KEY` in the secrets store, never in the repository.",
    "Tuna landed this week: 412 t of listao and 96 t of albacore, lot TUN-2031-0388.",
    "The cane weighbridge ticket 2031-0917 shows 38.4 t at 13.1 Brix.",
    "Cyclone Batsirai alert level 2 for Réunion: secure the drying racks.",
    "ISBN 978-2-7468-4102-3 is the vanilla handbook on the lab shelf.",
    "The guest wifi 'LeMorne-Lobby' is open, no password needed.",
    "Rum lot RHM-2031-17, cask 212, 68.5 % vol, filled 2027-03-14.",
    "Astèr lo wifi la kaz lé ouvèr, na poin password.",
    "Mo finn bliye mo password, bizin reset li.",
    "Wifi ya hoteli tsi ina password.",
    "Ny password wifi dia ao amin'ny karatra eo amin'ny fandraisana.",
    "Hamar password bhula gayil ba, reset karke dekhi.",
    "Frère, la banque a bloqué ma carte après trois mauvais codes.",
    "होटल का वाई-फ़ाई पासवर्ड रिसेप्शन पर मिलेगा।",
    "கோவில் கணினிக்கு புதிய பாஸ்வேர்ட் தேவை.",
    "Table 14 at the Le Morne restaurant: booking ref RES-88213 for 8 guests.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/bph/still-plc", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "5512", "purchase_order": "PO-2031-00877"}',
    '{"lot": {"id": "RHM-2031-17", "cask": 212, "abv_pct": 68.5}}',
    '{"phone": "+230 831 2047", "city": "Port Mathurin"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "rooms_occupied": 118}',
    '{"hs_code": "0905.10", "origin": "RE", "description": "vanilla beans"}',
    '{"container": "CMAU 4471206", "carrier": "CMA CGM", "eta": "2031-10-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
