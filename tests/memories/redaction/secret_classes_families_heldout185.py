# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-eighty-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-eighty-first only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-eighty-second to hundred-and-eighty-fourth), any test, the reports, the benchmarks,
the changelog nor the git history, and the scrubber was never run on it. Its own seed (185274639),
password words (a hazelnut variety, a year and a sign; a tea grade, a factory town and a number; a
ferry, its deck and a sign; a highland plateau (yayla), its altitude in metres and a sign; two or
three Adjarian, Laz or Black Sea dishes joined by dots with a number; leet words of the anchovy,
the bonito, the kemençe, the horon, the hazelnut, tea and Lazona with a year; a name, a birth
year, a sign and `Kolxeti`; a credit-union branch number, a sign and a town; a fish, its depth in
fathoms (`kulac`) and a sign; a boat's name, a sign and a number; a generator's four groups and
random runs), names, places, templates, tools, vendors and layouts, the way the staff of Kolkhis
Pontika Holding (fictional: a hazelnut exporter in Trabzon, a tea factory in Çayeli by Rize, an
anchovy fleet and fish auction at Hopa, a Batumi-Trabzon-Hopa ferry, yayla tours from Ayder and
Uzungöl, a border-trade warehouse at the Sarpi gate, a credit union in Kobuleti and an office in
Artvin) leak secrets into an assistant's memory. The texts are BiP, Viber, Telegram, Signal,
Element, Zulip, Rocket.Chat, Mattermost, Teams, WhatsApp, Messenger and Discord messages, chat
logs with times, Jira and Zendesk tickets, wiki pages and tables, Obsidian, Apple Notes, Notion
and Trello notes, e-mails, runbooks, README fragments, shell prompts (bash, PowerShell, WezTerm,
tmux, a shell history, a CI log), code (Python, Go, Kotlin, Rust, TypeScript, PHP, C#, Java, Ruby,
Lua), configs (env files, compose, Kubernetes, systemd, Helm, Ansible, my.cnf, proxychains,
redsocks), voice-memo transcripts, dictated text and requests to the assistant itself; the
label's separators run from a colon, "is" and a dash to an arrow, a pointing-hand emoji, a new
line, quotes (`"…"`, `«…»`), parentheses and a table's bar.

Tools, calls, flags, variables and files none of heldouts 5 to 181 names (each grepped for the
command, flag or variable itself): Boundary's `BOUNDARY_AUTHENTICATE_PASSWORD_PASSWORD` read by
`-password env://…`, YCSB's `-p db.passwd=`, `FAKTORY_PASSWORD`, `iobroker adduser … --password`,
`ibmcloud login -u … -p`, `ocsinventory-agent --password`, `hatch publish -r … -a`,
`softhsm2-util --init-token … --pin`, `pt-table-checksum h=…,u=…,p=…`, `kcptun client --key`,
the variables `DIRECTUS_ADMIN_PASSWORD`, `ESPOCRM_ADMIN_PASSWORD`, `NODE_RED_CREDENTIAL_SECRET`,
`ROUNDCUBEMAIL_DB_PASSWORD` and `ZITADEL_FIRSTINSTANCE_ORG_HUMAN_PASSWORD`, and the company's own
`kolkhis-ferryctl --booking-pass`, `findik-sync --tmo-pass`, `cayhane-hmi --plc-user …
--plc-pass`, `sarpi-gate --bilge-pass`, `kooperatif-cbs --teller-secret`, `hamsi-fleet
--scale-pass`, `yayla-tours --lodge-pass` and `KOLKHIS_FERRY_DB_PASS`, `FINDIK_TMO_PASSWORD`,
`CAYHANE_PLC_PASSWORD`, `HAMSI_AUCTION_SCALE_PASS`. Beside them commands of lightly used tools
(each in one earlier corpus by grep: glpi-agent, python-kasa's `kasa --host`, dblab, influx 1.x's
`-username`, lavinmqctl, nanomq_cli, `jf c add`, `pdm publish -r`, `stack upload` with
`HACKAGE_PASSWORD`, `p11tool --login --set-pin=`, `ss-local -s`, `windscribe-cli login`,
`particle login`, `ionosctl login`, `hass --script auth`, `FAKTORY_URL`, `sqitch deploy db:pg:`,
miiocli's `--token`), and common layouts (env files, compose, systemd, Kubernetes secrets, a
wifi QR code, netplan, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection
strings) in wordings of their own.

About 47 % of the secret samples are in other languages than English (by a rough count of the
templates drawn, some 185 of 390): Laz in Latin letters (the Lazuri alfabet, with ç, ğ, ş, x) and
in Georgian script, Hemshin (Homshetsi, in Turkish Latin letters), Pontic Greek (Romeyka) in
Latin and Greek letters, Adjarian Georgian, Mingrelian, Black Sea Turkish dialect texting,
Georgian texting in Latin letters (translit), and standard Turkish and Georgian in a few lines.
The wordings are the author's approximations, checked by no speaker, built around a few marker
words and the loanwords people there really text (password, parola, şifre, paroli/პაროლი, wifi,
PIN, token, API key, backup, server): Laz `çkimi`/`ჩქიმი` (my), `skani` (your), `ağani`/`აღანი`
(new), `ren`/`რენ` (is), `oxorişi`/`ოხორიში` (of the house), the plural `-epe`, `didi mardi`
(thanks), `haya`/`ჰაია` (this), `cuma`; Mingrelian `ჩქიმი`, `რე` (is), `-იშ` (of), `ოხორი`, `დიდი
მარდი`; Hemshin `pari lus` (good morning), `im` (my), `dun` (house), `nor` (new), `e` (is),
`abris` (thanks), `mi ısa` (don't say), `hokis`, `ays`; Pontic `kalimeran`, `to spit m'` (my
house), `en`/`εν` (is), `kainour'` (new), `mi les ato kanenan` (don't tell anyone), `ustera`;
Adjarian `ბიჯო`, `ჩოჯუღო`, `არი` (is), `აბა`, `ჰაი`; Black Sea Turkish `ula`, `uşağum`, `ha`, `da`,
`haçan`, `-ayrum`/`-ayrun` (sorayrun), `-sun` (unutmayasun), `yaw`, `değiştirdum`; translit
`chemi`, `aris`, `axali`, `dzmao`, `gaixsene`, `ar utxra aravis`, `saxlis`, `sarezervo kodebi`.
The thinnest guesses are the Hemshin lines (`şifren e`, `ays … e`, `yedevı`, `user-s … e`, `key-s
e`), the Laz `uk'ana` and `backup kodepe`, the Pontic `to password m' en` and `i lexi … ki
ustera`, the Adjarian `ჩოჯუღო` and the Mingrelian genitive `-იშ` on loanwords.

Vendors (Biletall, Bizim Hesap, Colendi, Edm Bilişim, Enuygun, Etstur, Getir, İzibiz, JetSMS, Jolly
Tur, MNG Kargo, Mikro Yazılım, QNB eFinans, Reseliva, Sender.ge, Sürat Kargo, Tosla, Yemeksepeti,
Albaraka, Balance.ge, Delivo, Enpara, Fups, Georgian Railway, Gepost, Halkbank, Hayat Finans,
Holafly, Ipay.ge, Jobs.ge, MyAuto, SS.ge, Tegeta, Türk Loydu, Vakıfbank, Wissol, Zoommer, ininal,
Sendeo, Kolay Gelsin, PTT Kargo and Horoz Lojistik) are ones heldouts 5 to 181 do not name
(grepped by name). No shape here is one the author knows to be real: every one is a guess (hex,
base64, URL-safe and alphanumeric runs, UUIDs, JWTs for Etstur and Yemeksepeti, the `cln_sk_`,
`tsl_live_`, `fups_` and `hf_` prefixes); the JWTs are well-formed.

The ids are kinds heldouts 5 to 181 do not use (by grep of their module or name). Checked: Greek
AFM (VAT) numbers drawn until `stdnum.gr.vat` validates their check digit, Bulgarian foreigners'
numbers (ЛНЧ) until `stdnum.bg.pnf` does, Cypriot VAT numbers until `stdnum.cy.vat` validates
their check letter, Turkish foreigners' identity numbers (yabancı kimlik no, starting 99) whose
two check digits come from `stdnum.tr.tckimlik`, and an Albanian NIPT whose module
(`stdnum.al.nipt`) checks its format only. Invented shapes that no library or this file checks (no
check-digit algorithm is written here): a Georgian personal number (პირადი ნომერი, typed
`piradi nomeri`), a Georgian ID card's document number, Georgian passports, a Georgian driving
licence, a Turkish SGK workplace registry number, a Turkish seafarer's book (gemiadamı cüzdanı),
a Turkish fishing licence (su ürünleri ruhsat tezkeresi), a Turkish tourist guide's work card, a
farmer registry (ÇKS) number and a Turkish identity card's serial. Card numbers pass Luhn (the
value helpers' Visa, Mastercard, Amex, Discover, JCB, UnionPay and Maestro, and Turkey's Troy
prefixes drawn here, checked with python-stdnum's `luhn`). The IBANs are of countries used least
by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 181 (Georgia, Azerbaijan,
Kazakhstan, Cyprus, Albania, North Macedonia, Bosnia and Herzegovina and Jordan, in fourteen
corpora each by that count), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Turkish, Russian, Spanish and Italian lists, each with a valid checksum.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.al import nipt as al_nipt
from stdnum.bg import pnf as bg_pnf
from stdnum.cy import vat as cy_vat
from stdnum.gr import vat as gr_vat
from stdnum.tr import tckimlik

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 185_274_639
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
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A value
    drawn twice in one corpus is drawn again, so every secret is unique."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(1000):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if secret not in seen:
                    break
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_NUTS = ["Tombul", "Palaz", "Sivri", "Kalinkara", "Cakildak", "Fosa", "Mincane", "Uzunmusa",
         "Kargalak", "Incekara"]  # fmt: skip
_GRADES = ["BOP", "OP", "Pekoe", "Fannings", "Filiz", "Dust", "BOPF"]
_TOWNS = ["Cayeli", "Pazar", "Ardesen", "Findikli", "Hopa", "Arhavi", "Borcka", "Kobuleti",
          "Batumi", "Sarpi", "Surmene", "Camlihemsin", "Ikizdere", "Gonio", "Chakvi", "Keda",
          "Khulo", "Artvin"]  # fmt: skip
_FERRIES = ["Kolkhida", "Medea", "Argo", "Pontos", "Lazika", "Apsaros", "Phasis"]
_YAYLAS = ["Ayder", "Pokut", "Kavrun", "Huser", "Gito", "Badara", "Anzer", "Zigana", "Elevit",
           "Amlakit", "Kackar", "Sal"]  # fmt: skip
_DISHES = ["adjaruli", "chirbuli", "borano", "sinori", "mchadi", "churchkhela", "kuymak",
           "muhlama", "hamsikoli", "lobiani", "pkhali", "pepeçura", "kaygana"]  # fmt: skip
_LEET = ["H4ms1", "P4l4mut", "K3m3nc3", "H0r0n", "F1nd1k", "C4yh4n3", "L4z0n4", "Y4yl4",
         "B4rb0ny4"]  # fmt: skip
_NAMES = ["Temel", "Dursun", "Fadime", "Hatice", "Recep", "Nurcan", "Cemal", "Zeliha", "Nodar",
          "Tamari", "Nino", "Giorgi", "Levan", "Manana", "Zurab", "Eka", "Davit", "Ketevan",
          "Savvas", "Eleni", "Kostas", "Paraskevi", "Mustafa", "Emine", "Irakli", "Merab"]  # fmt: skip
_FISH = ["Hamsi", "Istavrit", "Palamut", "Barbunya", "Kalkan", "Mezgit", "Lufer"]
_BOATS = ["DenizYildizi", "Karadeniz", "ReisKaptan", "Hamsi", "Firtina", "Yakamoz"]
_SYMBOLS = "!#$%&*?@+=^~"


def _generator(g: random.Random) -> str:
    """Four dashed groups of five small letters and digits, as a password manager writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_NUTS)}{g.randrange(1950, 2034)}{g.choice(_SYMBOLS)}{_r(g, D, 2)}",
    lambda g: f"{g.choice(_GRADES)}-{g.choice(_TOWNS)}-{g.randrange(100, 10_000)}",
    lambda g: f"{g.choice(_FERRIES)}Deck{g.randrange(2, 9)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_YAYLAS)}{g.randrange(1100, 3400)}m{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_DISHES, g.choice([2, 3]))) + "." + str(g.randrange(10, 1000)),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2008)}{g.choice(_SYMBOLS)}Kolxeti",
    lambda g: f"Kredi{g.randrange(1, 100):03d}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: f"{g.choice(_FISH)}{g.randrange(8, 60)}kulac{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: f"{g.choice(_BOATS)}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: _r(g, ALNUM + "!$%&?", 15),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "BiP message from Recep: the withering-trough PLC at the Çayeli factory, password {pw}",
    "Viber, Nodar: Batumi ticket office PC password {pw}",
    "Telegram group 'Hopa fleet', 05:12 — Dursun: fish-hold cooler panel password {pw}",
    "Signal note to self: Sarpi bonded warehouse CCTV password is {pw}",
    "Element room #ferry-ops: the Kolkhida II booking terminal password is now {pw}",
    "Zulip stream tea-factory › dryer: HMI admin password 👉 {pw}",
    "Rocket.Chat DM from Tamari: Kobuleti credit-union teller PC password {pw}",
    "Mattermost ~hazelnut-line: the optical sorter's service password is \"{pw}\"",
    "Teams chat, Artvin office: the plotter's web password – {pw}",
    "WhatsApp, Fadime: Ayder lodge router admin password → {pw}",
    "Messenger from Levan: the Uzungöl cabin booking laptop password:\n{pw}",
    "Discord #yayla-tours: the minibus tablet password is {pw}",
    "Jira KPH-2214: the anchovy auction scale in Hopa rejects the old password; current one is {pw}",
    "Zendesk ticket #40317 — ferry kiosk at Trabzon port, admin password {pw}",
    "Wiki › Tea factory › Network\n| device | user | password |\n|---|---|---|\n| withering PLC | admin | {pw} |",
    "Obsidian note 'boats': Karadeniz Yıldızı radar display password {pw}",
    "Apple Notes — Sarpi: customs broker portal password «{pw}»",
    "Hi Nino,\n\nthe root password for the Batumi ferry-booking server is {pw}. Delete this after you log in.\n\nGiorgi",
    "Subject: Çayeli dryer HMI\n\nThe new operator password is {pw}, please don't print it.",
    "Runbook: restarting the hazelnut drying silo fans\n1. open the panel PC\n2. log in as operator\n3. password {pw}\n4. start fan group B",
    "README (ferry-kiosk)\nkiosk mode exit password: `{pw}`",
    "[voice memo, 07:40] the password for the Pokut yayla wifi camera is {pw} ... okay that's it",
    "dictated: the credit union's core banking sandbox password is {pw} full stop",
    "remember my bank app password please, it's {pw}",
    "can you save the ferry crew portal password for me: {pw}",
    "after the update the tea scale's admin password became {pw}",
    "note: Hamsi-7's chart plotter password ({pw})",
    "Incident 2033-01-09: the Kobuleti branch router was reachable from outside with password {pw}",
    "Trello card 'Sarpi truck queue': gate tablet password = {pw}",
    "Notion page 'Border trade': scale-house PC password -> {pw}",
    "Çkimi oxorişi wifi parola ren {pw}, didi mardi",
    "Temel: ağani server parola ren 👉 {pw}",
    "Haya çkimi e-mail parola ren: {pw}",
    "Hopa depoşi PC parola → {pw}",
    "Ağani router parola: «{pw}» didi mardi cuma",
    "ჩქიმი ოხორიში wifi პაროლი რენ {pw}",
    "აღანი სერვერიში პაროლი: {pw} — დიდი მარდი",
    "ჰაია ჩქიმი email პაროლი რენ \"{pw}\"",
    "Pari lus! İm dunin wifi şifren e {pw}, abris",
    "Nor server şifres e: {pw}",
    "Ays im e-mail şifres e – {pw}, mi ısa",
    "Hokis, depoyin PC şifren → {pw}",
    "Kalimeran! To password m' en {pw}",
    "To wifi so spit m' en: {pw}, mi les ato kanenan",
    "To kainour' server password en {pw}",
    "Το password μ' εν {pw}",
    "Το wifi σο σπίτ' μ' εν {pw}, μη λες ατο κανέναν",
    "ბიჯო, ჩემი email-ის პაროლი არი {pw}",
    "აბა ჩოჯუღო, სახლის wifi პაროლი: {pw}",
    "ახალი სერვერის პაროლი არი {pw}, ჰაი გენაცვალე",
    "ჩქიმი email-იშ პაროლი რე {pw}",
    "ოხორიშ wifi პაროლი:\n{pw}\nდიდი მარდი",
    "ახალი სერვერიშ პაროლი რე 👉 {pw}",
    "Ula uşağum, depodaki PC'nin şifresi {pw} da, kimseye deme ha",
    "Haçan sorayrun, e-postamın şifresi: {pw}",
    "Bak bu yeni server şifresi ha: {pw}, unutmayasun",
    "Yaw teknedeki tabletin şifresi ({pw}) idi, değiştirdum",
    "chemi emailis paroli aris {pw}, gaixsene",
    "dzmao, saxlis wifi-s paroli: {pw}",
    "axali serveris paroli -> {pw}, ar utxra aravis",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["temel", "dursun.k", "fadime", "hatice", "recep.c", "nurcan", "cemal", "zeliha",
          "nodar", "tamari.b", "nino", "giorgi.m", "levan", "manana", "zurab", "eka.t", "davit",
          "ketevan", "savvas", "eleni.p", "kostas", "mustafa", "emine", "irakli", "svc-dryer",
          "ferry-pos", "auction"]  # fmt: skip
_LOGINS = [
    "Viber, Nodar: the ferry kiosk login is {u} / {pw}",
    "user={u} pass={pw}",
    "| system | user | password |\n|---|---|---|\n| tea dryer HMI | {u} | {pw} |",
    "sign into the credit-union sandbox as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "creds for the Sarpi scale house are {u} and {pw}",
    "{u}:{pw}  <- auction scale, Hopa",
    "- host: hazelnut-sorter-2\n  user: {u}\n  password: {pw}",
    "system,user,password\nferry-pos,{u},{pw}",
    "Jira KPH-2230: {u} locked out of the booking portal, last password {pw}",
    "Wiki › Ferry › Kiosk: {u} — {pw}",
    "ssh {u}@dryer-hmi.kolkhis.lan (pass: {pw})",
    "Çkimi user {u}, parola {pw}",
    "იუზერი {u}, პაროლი რენ {pw}",
    "İm user-s {u} e, şifres {pw} e",
    "to user m' en {u} kai to password {pw}",
    "user: {u}, το password μ' εν {pw}",
    "ბიჯო, იუზერი {u}, პაროლი {pw}",
    "ჩქიმი იუზერი რე {u}, პაროლი რე {pw}",
    "Kullanıcı adı {u} da şifre {pw}, ula unutma",
    "uşağum giriş {u} / {pw}",
    "useri {u}, paroli {pw}",
    "loginad {u} da paroli {pw}",
    "Kullanıcı: {u} Şifre: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tombul", "palaz", "kemence", "horon", "palamut", "kavrun", "pokut", "anzer",
               "zigana", "chirbuli", "borano", "sinori", "mchadi", "kalinkara", "mincane",
               "muhlama", "istavrit", "gonio"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "type {w}, then {d}; that's the dryer password",
    "voice memo: ferry wifi password is {w} and after that the number {d}, no space",
    "it's {w}{d}, the word and the number stuck together",
    "the name of Temel's boat, {w}, followed by {d}",
    "{w} with a capital first letter and {d} at the end — the auction scale",
    "şifre {w} kelimesi, arkasından da {d}, ha",
    "paroli aris sityva {w}, mere {d}",
    "parola {w} ren, uk'ana {d}",
    "პაროლი არი სიტყვა {w}, მერე {d}",
    "to password en i lexi {w}, ki ustera {d}",
    "şifren e {w}, yedevı {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "BOUNDARY_AUTHENTICATE_PASSWORD_PASSWORD='{pw}' boundary authenticate password -auth-method-id ampw_7Qd2kX9sLp -login-name {u} -password env://BOUNDARY_AUTHENTICATE_PASSWORD_PASSWORD",
    "bin/ycsb.sh load jdbc -P workloads/workloada -p db.driver=org.postgresql.Driver -p db.url=jdbc:postgresql://pg.kolkhis.lan/bench -p db.user={u} -p db.passwd={pw}",
    "FAKTORY_PASSWORD='{pw}' faktory -b :7419 -w :7420",
    "iobroker adduser {u} --ingroup administrator --password '{pw}'",
    "ibmcloud login -u {u}@kolkhis.ge -p '{pw}' -r eu-de",
    "glpi-agent --server https://glpi.kolkhis.lan/ --user {u} --password '{pw}'",
    "ocsinventory-agent --server https://ocs.kolkhis.lan/ocsinventory --user {u} --password '{pw}'",
    "kasa --host 10.4.0.60 --username {u}@kolkhis.ge --password '{pw}' state",
    "dblab --host pg.kolkhis.lan --user {u} --pass '{pw}' --db coop --port 5432 --driver postgres",
    "pt-table-checksum h=mysql-a.kolkhis.lan,u={u},p={pw} --databases auction",
    "influx -host tsdb.kolkhis.lan -username {u} -password '{pw}' -database withering",
    "lavinmqctl add_user {u} '{pw}'",
    "nanomq_cli pub -h mqtt.kolkhis.lan -u {u} -P '{pw}' -t tea/withering/3 -m 41",
    "jf c add kolkhis --url https://jfrog.kolkhis.lan --user {u} --password '{pw}' --interactive=false",
    "pdm publish -r kolkhis --username {u} --password '{pw}'",
    "hatch publish -r https://pypi.kolkhis.lan/legacy/ -u {u} -a '{pw}'",
    "HACKAGE_PASSWORD='{pw}' HACKAGE_USERNAME={u} stack upload .",
    "p11tool --login --set-pin='{pw}' --list-privkeys 'pkcs11:token=ferry-pos'",
    "softhsm2-util --init-token --free --label ferry-pos --so-pin 99887766 --pin '{pw}'",
    "ss-local -s vps.kolkhis.net -p 8388 -k '{pw}' -m chacha20-ietf-poly1305 -l 1080",
    "kcptun client -r vps.kolkhis.net:29900 -l :12948 --key '{pw}' --crypt aes",
    "windscribe-cli login {u} '{pw}'",
    "particle login --username {u}@kolkhis.ge --password '{pw}'",
    "ionosctl login --user {u}@kolkhis.ge --password '{pw}'",
    "hass --script auth --config /config change_password {u} '{pw}'",
    "FAKTORY_URL=tcp://:{pw}@jobs.kolkhis.lan:7419 bundle exec faktory-worker",
    "sqitch deploy db:pg://{u}:{pw}@pg.kolkhis.lan/ferry",
    "kolkhis-ferryctl login --agent {u} --booking-pass '{pw}'",
    "findik-sync push --tmo-user {u} --tmo-pass '{pw}' --season 2033",
    "cayhane-hmi connect 10.3.0.11 --plc-user {u} --plc-pass '{pw}'",
    "sarpi-gate declare --bilge-user {u} --bilge-pass '{pw}' --truck 61-ABC-482",
    "kooperatif-cbs teller-login --teller {u} --teller-secret '{pw}'",
    "hamsi-fleet auction open --scale-user {u} --scale-pass '{pw}'",
    "yayla-tours sync --lodge Ayder --lodge-user {u} --lodge-pass '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "ops@sarpi-gw:~$ {c}", "root@dryer-hmi:/opt# {c}", "PS C:\\kiosk> {c}",
    "WezTerm tab 'ferry': {c}", "tmux [kolkhis] 1:bash* — {c}", "Jira KPH-2251, repro step: {c}",
    "shell history on the Hopa NUC:\n  412  {c}", "CI log (Woodpecker) » {c}",
    "ula uşağum bu komutu çalıştırdum: {c}", "ეს ბრძანება გავუშვი: {c}",
    "es brdzaneba gavushvi: {c}", "haya komut ren: {c}", "ays im komutı e: {c}",
    "to komut pou etrexa: {c}", "ჩქიმი ბრძანება რე: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        def fresh(g: random.Random) -> str:
            value = v.until(g, _plain_pw, lambda value: value not in seen)
            seen.add(value)
            return value

        return v.framed(rng, v.fill(rng, cls, templates, n, fresh, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "clickhouse://{u}:{pw}@ch.kolkhis.lan:9440/catch?secure=true",
    "redis://{u}:{pw}@cache.kolkhis.lan:6380/2",
    "mongodb+srv://{u}:{pw}@fleet.kolkhis.ge/auction?retryWrites=true",
    "postgresql+psycopg://{u}:{pw}@pg.kolkhis.lan/tea",
    "mssql+pymssql://{u}:{pw}@cbs.kolkhis.lan/coop",
    "oracle+oracledb://{u}:{pw}@ora.kolkhis.lan:1521/?service_name=FERRY",
    "ftps://{u}:{pw}@edi.kolkhis.com.tr:990/bilge/",
    "rtsp://{u}:{pw}@cam-pokut.kolkhis.lan:554/Streaming/Channels/101",
    "smtp://{u}:{pw}@mail.kolkhis.ge:587",
    "stomp+ssl://{u}:{pw}@mq.kolkhis.lan:61614",
    "jdbc:postgresql://pg.kolkhis.lan:5432/hazelnut?user={u}&password={pw}&ssl=true",
    "Server=cbs.kolkhis.lan;Database=Coop;User Id={u};Password={pw};TrustServerCertificate=True",
    "neo4j+s://{u}:{pw}@graph.kolkhis.lan:7687",
]  # fmt: skip
_URL_PLACES = [
    "CATCH_DB_URL={c}", "Wiki › Fleet › Databases: {c}", "keep this DSN for me: {c}",
    "ula bu bağlantı: {c}", "kavshiris stringi: {c}", "კავშირის სტრიქონი: {c}",
    "Jira KPH-2260: {c}", "Grafana datasource (the old one): {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kolkhis-pontika", "sub": f"agency_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read bookings:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Biletall", "BILETALL_API_KEY", _j((HEX, 32))),
    ("Bizim Hesap", "BIZIMHESAP_FIRM_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Colendi", "COLENDI_CLIENT_SECRET", _j("cln_sk_", (ALNUM, 32))),
    ("Edm Bilişim", "EDM_EFATURA_API_KEY", _j((HEX, 40))),
    ("Enuygun", "ENUYGUN_PARTNER_KEY", _j((ALNUM, 40))),
    ("Etstur", "ETSTUR_AGENCY_TOKEN", _vendor_jwt("https://b2b.etstur.com")),
    ("Getir", "GETIR_RESTAURANT_SECRET", lambda g: v.uuid4(g, "9")),
    ("İzibiz", "IZIBIZ_API_SECRET", _j((B64, 43), "=")),
    ("JetSMS", "JETSMS_API_KEY", _j((ALNUM, 32))),
    ("Jolly Tur", "JOLLY_B2B_TOKEN", _j((URLSAFE, 43))),
    ("MNG Kargo", "MNG_KARGO_CLIENT_SECRET", _j((HEX, 64))),
    ("Mikro Yazılım", "MIKRO_API_KEY", lambda g: v.uuid4(g, "a")),
    ("QNB eFinans", "QNB_EFINANS_WS_SECRET", _j((ALNUM, 36))),
    ("Reseliva", "RESELIVA_API_TOKEN", _j((HEX, 40))),
    ("Sender.ge", "SENDER_GE_API_KEY", _j((HEX, 32))),
    ("Sürat Kargo", "SURAT_KARGO_API_SECRET", _j((UPPER_DIGITS, 32))),
    ("Tosla", "TOSLA_API_SECRET", _j("tsl_live_", (ALNUM, 32))),
    ("Yemeksepeti", "YEMEKSEPETI_PARTNER_TOKEN", _vendor_jwt("https://partner.yemeksepeti.com")),
    ("Albaraka", "ALBARAKA_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Balance.ge", "BALANCE_GE_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Delivo", "DELIVO_API_TOKEN", _j((ALNUM, 40))),
    ("Enpara", "ENPARA_CLIENT_SECRET", _j((HEX, 48))),
    ("Fups", "FUPS_API_KEY", _j("fups_", (ALNUM, 32))),
    ("Georgian Railway", "GR_TICKETS_API_KEY", _j((HEX, 32))),
    ("Gepost", "GEPOST_API_TOKEN", _j((B64, 40))),
    ("Halkbank", "HALKBANK_VPOS_STORE_KEY", _j((ALNUM, 32))),
    ("Hayat Finans", "HAYAT_FINANS_API_SECRET", lambda g: v.uuid4(g, "8")),
    ("Holafly", "HOLAFLY_PARTNER_KEY", _j("hf_", (ALNUM, 40))),
    ("Ipay.ge", "IPAY_GE_CLIENT_SECRET", _j((HEX, 32))),
    ("Jobs.ge", "JOBS_GE_API_TOKEN", _j((ALNUM, 32))),
    ("MyAuto", "MYAUTO_API_KEY", _j((HEX, 40))),
    ("SS.ge", "SSGE_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Tegeta", "TEGETA_DEALER_TOKEN", _j((ALNUM, 36))),
    ("Türk Loydu", "TURKLOYDU_API_KEY", _j((UPPER_HEX, 32))),
    ("Vakıfbank", "VAKIFBANK_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Wissol", "WISSOL_FLEET_API_KEY", _j((HEX, 64))),
    ("Zoommer", "ZOOMMER_API_KEY", _j((B64, 32))),
    ("ininal", "ININAL_API_SECRET", _j((ALNUM, 48))),
    ("Sendeo", "SENDEO_API_KEY", _j((HEX, 40))),
    ("Kolay Gelsin", "KOLAYGELSIN_API_TOKEN", _j((URLSAFE, 40))),
    ("PTT Kargo", "PTT_KARGO_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Horoz Lojistik", "HOROZ_API_KEY", _j((UPPER_DIGITS, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} kolkhis/booking:2.4",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "Kolkhis ERP › Settings › Integrations › {vendor}: {tok}",
    "Wiki table 'Integrations': | {vendor} | prod | `{tok}` |",
    "Jira KPH-2301: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} token for the booking sync: {tok}",
    "Viber, Levan: the {vendor} key is {tok}, the old one is revoked",
    "{vendor} API anahtarı bu ha: {tok}",
    "{vendor} API anahtarı: {tok}",
    "{vendor}-is API key aris {tok}",
    "{vendor}-ის API გასაღები: {tok}",
    "{vendor}-şi API key ren {tok}",
    "{vendor}-ში API key რენ {tok}",
    "{vendor}-იშ API გასაღები რე {tok}",
    "ბიჯო, {vendor}-ის API key არი {tok}",
    "{vendor} API key-s e {tok}",
    "to API key tou {vendor} en {tok}",
    "το API key του {vendor} εν {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = v.until(rng, make, lambda value: value not in seen)
        seen.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "BiP: {t}", "it only shows it once, so here:\n{t}", "ula bu token: {t}",
                "ეს token-ი: {t}", "hang on to this for me: {t}", "haya token ren {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "miiocli airpurifier --ip 10.4.0.31 --token {h}": 32,
    "LoRaWAN AppKey of the hazelnut silo moisture sensor S-12: {h}": 32,
    "HMAC secret for the ferry booking webhook: {h}": 64,
    "AIS station sharing key (Hopa harbour mast): {h}": 32,
    "tea dryer's config-backup AES key (hex): {h}": 64,
    "kiosk'un şifreleme anahtarı da bu ha: {h}": 48,
    "backup-is dashifvris gasagebi: {h}": 64,
    "ბექაპის დაშიფვრის გასაღები: {h}": 64,
    "encryption key-s e: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira KPH-2320: token copied out of the browser's network tab {t}",
    "Cookie: lang=ka; kph_session={t}",
    "BOOKING_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token aris {t}",
    "ula token bu: {t}",
    "to token en {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@kolkhis.ge"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.kolkhis.ge/realms/pontika",
            "azp": "ferry-console",
            "roles": ["booking", "crew"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the ferry booking server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/edi.kolkhis.com.tr.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SARPI_GATE_SIGNING_KEY": "{key}", "broker": "sarpi-customs"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_auction <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zendesk #40390, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "სერვერის პირადი გასაღები:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "ula sunucunun özel anahtarı bu:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    block = [f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"]
    return {"key": joiner.join(block), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup, copying it off the card before I burn it: {p}": "english",
    "Exodus recovery phrase\n{p}": "english",
    "old hazelnut-fund wallet (emptied), Keplr words: {p}": "english",
    "voice memo: the Rabby recovery words are {p} and that's all": "english",
    "Obsidian note 'ferry crypto test wallet': {p}": "english",
    "cüzdanın kurtarma kelimeleri, ula: {p}": "turkish",
    "Ledger kurtarma ifadesi: {p}": "turkish",
    "seed phrase-s e: {p}": "turkish",
    "фраза восстановления кошелька (Сочи): {p}": "russian",
    "seed phrase aris: {p}": "russian",
    "frase de recuperación de la billetera: {p}": "spanish",
    "frase di recupero del portafoglio: {p}": "italian",
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
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " | ".join(words),
        " ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Troy's: a brand the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "troy":
        return _card_of(rng, ["979200", "979207", "979223", "979241", "979280"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Viber, Nodar: the company card for the ferry spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Jira KPH-2340: pay the dryer service visit with card {c}",
    "Kart numarası: {c}, SKT {mm}/{yy}",
    "ula kartun numarası {c} da, {mm}/{yy}",
    "ჩემი ბარათის ნომერი: {c}",
    "chemi baratis nomeri aris {c}, {mm}/{yy}",
    "çkimi kart numara ren {c}",
    "im kartis numeras e {c}, {mm}/{yy}",
    "ο αριθμός τη κάρτας μ' εν {c}",
    "ჩქიმი ბარათიშ ნომერი რე {c}",
]  # fmt: skip
_BRANDS = ["visa", "troy", "mastercard", "amex", "troy", "jcb", "maestro", "unionpay", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/36, security code {cvv}",
               "the three digits next to the signature strip: {cvv}",
               "Amex {c}, the four-digit CID above the number: {cvv}",
               "kartın arkasındaki üç rakam: {cvv}",
               "ula kartun arkasındaki kod {cvv} da",
               "ბარათის უკანა მხარეს სამი ციფრი: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 181 (fourteen corpora each); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"GE": "aa" + "n" * 16, "AZ": "aaaa" + "c" * 20, "KZ": "nnn" + "c" * 13,
                "CY": "n" * 8 + "c" * 16, "AL": "n" * 8 + "c" * 16, "MK": "nnn" + "c" * 10 + "nn",
                "BA": "n" * 16, "JO": "aaaa" + "nnnn" + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KPH-2033-071: pay the Batumi hazelnut broker to {i} within 30 days",
    "save the Baku tea buyer's IBAN: {i}",
    "IBAN: {i}\nReference: anchovy lot 17, January",
    "Telegram #treasury: the Limassol ferry agent's new bank details, IBAN {i}",
    "IBAN numarası: {i}",
    "ula hesabun IBAN'ı bu: {i}",
    "ჩემი IBAN: {i}",
    "chemi IBAN aris {i}",
    "çkimi IBAN ren {i}",
    "im IBAN-s e {i}",
    "to IBAN m' en {i}",
    "ჩქიმი IBAN რე {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _gr_afm(g: random.Random) -> str:
    """A Greek AFM (VAT) number: nine digits, the last a weighted mod-11 check digit."""
    return v.until(g, lambda h: h.choice("0123456789") + _r(h, D, 8), gr_vat.is_valid)


def _bg_pnf(g: random.Random) -> str:
    """A Bulgarian foreigner's personal number (ЛНЧ): ten digits with a weighted check digit."""
    return v.until(g, lambda h: _r(h, D, 10), bg_pnf.is_valid)


def _cy_vat(g: random.Random) -> str:
    """A Cypriot VAT number: eight digits and a check letter."""

    def make(h: random.Random) -> str:
        body = h.choice("0134569") + _r(h, D, 7)
        return body + cy_vat.calc_check_digit(body)

    return "CY" + v.until(g, make, cy_vat.is_valid)


def _al_nipt(g: random.Random) -> str:
    """An Albanian NIPT: a letter, eight digits, a letter (stdnum checks the format only)."""
    return v.until(g, lambda h: h.choice("JKLM") + _r(h, D, 8) + h.choice(UPPER), al_nipt.is_valid)


def _yabanci(g: random.Random) -> str:
    """A Turkish foreigner's identity number: 99, seven digits and two check digits."""

    def make(h: random.Random) -> str:
        body = "99" + _r(h, D, 7)
        return body + tckimlik.calc_check_digits(body)

    return v.until(g, make, tckimlik.is_valid)


def _ge_personal(g: random.Random) -> str:
    """A Georgian personal number: eleven digits, no public check."""
    return g.choice(["010", "610", "010", "590"]) + _r(g, D, 8)


def _ge_id_card(g: random.Random) -> str:
    """A Georgian ID card's document number: two digits, two letters, five digits (invented)."""
    return f"{g.randrange(10, 30)}{_r(g, UPPER, 2)}{_r(g, D, 5)}"


def _ge_passport(g: random.Random) -> str:
    """A Georgian passport: two digits, two letters, five digits (invented)."""
    return f"{g.randrange(10, 30)}{g.choice(['AA', 'AB', 'AC', 'AD', 'AE'])}{_r(g, D, 5)}"


def _ge_licence(g: random.Random) -> str:
    """A Georgian driving licence: two letters and seven digits (invented)."""
    return g.choice(["DL", "MV"]) + _r(g, D, 7)


def _sgk(g: random.Random) -> str:
    """A Turkish SGK workplace registry number: twenty-six digits (invented grouping)."""
    return f"2 {_r(g, D, 4)} 01 01 {_r(g, D, 7)} 061 {_r(g, D, 2)} {_r(g, D, 2)} 000"


def _gemiadami(g: random.Random) -> str:
    """A Turkish seafarer's book number: a port letter pair and six digits (invented)."""
    return g.choice(["TRB", "RZE", "HPA"]) + "-" + _r(g, D, 6)


def _ruhsat(g: random.Random) -> str:
    """A Turkish fishing licence (su ürünleri ruhsat tezkeresi) number (invented)."""
    return f"53-{_r(g, D, 4)}-{_r(g, D, 5)}"


def _rehber(g: random.Random) -> str:
    """A Turkish tourist guide's work card number (invented)."""
    return f"TR-{_r(g, D, 5)}"


def _cks(g: random.Random) -> str:
    """A farmer registry (ÇKS) number: eleven digits (invented)."""
    return "61" + _r(g, D, 9)


def _tr_serial(g: random.Random) -> str:
    """A Turkish identity card's serial: a letter, two digits, a letter, five digits (invented)."""
    return f"{g.choice(UPPER)}{_r(g, D, 2)}{g.choice(UPPER)}{_r(g, D, 5)}"


_ID_PLACES: dict[str, Maker] = {
    "AFM (Greek VAT number) of the Thessaloniki hazelnut buyer: {s}": _gr_afm,
    "to AFM m' en {s}": _gr_afm,
    "ЛНЧ на шофьора от Бургас: {s}": _bg_pnf,
    "Bulgarian foreigner's number of the Varna ferry agent: {s}": _bg_pnf,
    "Cyprus VAT number of the Limassol shipping agent: {s}": _cy_vat,
    "Kıbrıs KDV numarası: {s}": _cy_vat,
    "NIPT of the Durrës tea importer: {s}": _al_nipt,
    "yabancı kimlik numaram: {s}": _yabanci,
    "ula Nodar'un yabancı kimlik no'su {s} da": _yabanci,
    "chemi piradi nomeri aris {s}": _ge_personal,
    "ჩქიმი პირადი ნომერი რე {s}": _ge_personal,
    "ID ბარათის ნომერი: {s}": _ge_id_card,
    "pasportis nomeri: {s}": _ge_passport,
    "ჩემი პასპორტის ნომერი არი {s}": _ge_passport,
    "martvis mowmobis nomeri: {s}": _ge_licence,
    "SGK işyeri sicil numarası: {s}": _sgk,
    "gemiadamı cüzdanı numaram {s}": _gemiadami,
    "teknenun su ürünleri ruhsat tezkeresi no: {s}": _ruhsat,
    "turist rehberi çalışma kartı numaram: {s}": _rehber,
    "ÇKS numarası (fındık bahçesi): {s}": _cks,
    "kimlik kartı seri no: {s}": _tr_serial,
    "im pasaportis numeras e {s}": _ge_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Kolkhis SSO 2FA backup codes\n{codes}", "2FA yedek kodları, ula: {codes}",
            "sarezervo kodebi (2FA): {codes}", "2FA სარეზერვო კოდები:\n{codes}",
            "2FA backup kodepe: {codes}", "ta backup codes m' (2FA): {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Kolkhis:tamari@kolkhis.ge?secret={s}&issuer=Kolkhis&digits=6",
              "2FA setup key for the ferry booking admin: {s}",
              "TOTP secret of the credit-union sandbox: {s}",
              "2FA-s gasagebi aris {s}",
              "2FA kurulum anahtarı (QR okumadı): {s}",
              "2FA key-s e {s}"]  # fmt: skip
_CODES = ["{c} is your Kolkhis ferry verification code", "Doğrulama kodunuz: {c}. Kimseyle paylaşmayın.",
          "ერთჯერადი კოდი: {c}", "sheni kodi aris {c}", "Use {c} to sign in to the booking portal"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 4 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Kolkhis-Cayeli-Factory", "Ayder-Lodge-5G", "Uzungol_Cabins", "Hamsi7-Deck",
          "Sarpi-Scalehouse", "Magti_Kobuleti", "Silknet-Batumi-2G", "TTNET_Hopa_5G",
          "Pokut-Yayla", "Ferry-Kolkhida-Crew", "KPH-Trabzon-Office"]  # fmt: skip
_WIFI_PLACES = [
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\nkey: {pw}",
    "guest lodge wifi {s} / {pw}",
    "wifi {s}, WPA2 passphrase {pw}",
    "the password printed under the Magti box: {pw}",
    "netplan:\n  wifis:\n    wlan0:\n      access-points:\n        \"{s}\":\n          password: \"{pw}\"",
    "crew wifi on the ferry ({s}) uses {pw}",
    "Ula {s} wifi şifresi {pw} da",
    "Wi-Fi ağı {s}, şifre: {pw}",
    "{s} wifi parola ren {pw}",
    "{s} wifi პაროლი რენ {pw}",
    "{s} wifi şifren e {pw}",
    "to wifi {s}, to password en {pw}",
    "ბიჯო, {s} wifi-ის პაროლი არი {pw}",
    "{s} wifi-იშ პაროლი რე {pw}",
    "{s} wifi-s paroli aris {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("tsl_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("fups_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Viber call] {t}",
          "(spaced so the BiP preview hides it) {t}", "voice memo, the Sender.ge key: {t}",
          "harf harf yazayrum: {t}", "aso-aso: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["cold-store door keypad at Hopa: {pw} then #", "the padlock on the hazelnut depot: {pw}",
          "ferry crew-room door code {pw}", "the safe at the Kobuleti branch opens with {pw}",
          "Ula deponun kapı kodu {pw}", "ოხორიშ კარიშ კოდი რე {pw}", "karis kodi aris {pw}",
          "PIN-s e {pw}", "to PIN m' en {pw}", "ჩქიმი PIN რენ {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 6][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["hazelnut", "anchovy", "kemence", "horon", "tulum", "yayla", "bonito", "ferry",
                 "withering", "trough", "muhlama", "plateau", "gorge", "pekoe", "hawser",
                 "lighthouse"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the ferry vault: {p}": " ",
            "Bitwarden master passphrase: {p}": "-",
            "Enpass vault passphrase: {p}": ".", "backup disk passphrase: {p}": " ",
            "yedek diskin parola cümlesi: {p}": " ", "backup-is passphrase aris {p}": "_",
            "ჩქიმი passphrase რე {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "HAR export of the booking call: authorization: Bearer {v}": False,
    "curl -H 'Authorization: Basic {v}' https://ferry.kolkhis.ge/api/manifests": True,
    "Authorization: Bearer {v}": False,
    "ula header bu: Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nDIRECTUS_ADMIN_EMAIL=ops@kolkhis.ge\nDIRECTUS_ADMIN_PASSWORD={pw}",
    "compose.yaml:\n  espocrm:\n    environment:\n      ESPOCRM_ADMIN_USERNAME: admin\n      ESPOCRM_ADMIN_PASSWORD: \"{pw}\"",
    "compose.yaml:\n  node-red:\n    environment:\n      - NODE_RED_CREDENTIAL_SECRET={pw}",
    "compose.override.yml:\n  roundcube:\n    environment:\n      ROUNDCUBEMAIL_DB_PASSWORD: {pw}",
    "zitadel.env:\nZITADEL_FIRSTINSTANCE_ORG_HUMAN_USERNAME=root\nZITADEL_FIRSTINSTANCE_ORG_HUMAN_PASSWORD={pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ferry-booking-db\nstringData:\n  KOLKHIS_FERRY_DB_PASS: \"{pw}\"",
    "/etc/systemd/system/faktory.service.d/override.conf:\n[Service]\nEnvironment=FAKTORY_PASSWORD={pw}",
    "/etc/systemd/system/findik-sync.service:\n[Service]\nEnvironment=\"FINDIK_TMO_PASSWORD={pw}\"\nExecStart=/usr/local/bin/findik-sync push",
    "        env:\n          - name: CAYHANE_PLC_PASSWORD\n            value: \"{pw}\"",
    "/etc/proxychains4.conf:\n[ProxyList]\nsocks5 10.9.0.1 1080 ops {pw}",
    "redsocks.conf:\nredsocks {{\n  local_ip = 127.0.0.1;\n  local_port = 12345;\n  ip = 10.9.0.1;\n  port = 1080;\n  type = socks5;\n  login = \"ops\";\n  password = \"{pw}\";\n}}",
    "values-prod.yaml:\nbooking:\n  db:\n    user: booking\n    password: {pw}",
    "auction.env:\nHAMSI_AUCTION_SCALE_USER=tartim\nHAMSI_AUCTION_SCALE_PASS={pw}",
    "inventory.ini:\n[dryers]\nhmi-1 ansible_host=10.3.0.11 ansible_user=operator ansible_password={pw}",
    "kooperatif-cbs.toml:\n[teller]\nid = \"T-014\"\nsecret = \"{pw}\"",
    "~/.my.cnf:\n[client]\nuser=auction\npassword=\"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "client = SarpiGate(user=\"broker\", password=\"{pw}\")  # gümrük şifresi, ula",
    "db, err := sql.Open(\"postgres\", \"host=pg.kolkhis.lan user=ferry password={pw} dbname=booking\") // პაროლი",
    "val kioskSettings = mapOf(\"kioskExitPassword\" to \"{pw}\")",
    "let auction_password = \"{pw}\";",
    "export const HOPA_SCALE = {{ user: \"tartim\", password: \"{pw}\" }};",
    "$pdo = new PDO('mysql:host=db.kolkhis.lan;dbname=yayla', 'lodge', '{pw}');",
    "var cred = new NetworkCredential(\"teller\", \"{pw}\");",
    "props.setProperty(\"mail.smtp.password\", \"{pw}\");",
    "config.dryer_password = '{pw}'",
    "wifi.sta.config({{ssid=\"Pokut-Yayla\", pwd=\"{pw}\"}})",
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "Recep: dryer wifi şifresi?\nHatice: {pw}",
    "[06:40] nodar: ferry kiosk paroli?\n[06:41] tamari: {pw}",
    "Fadime: {pw} ağani parola ren",
    "Giorgi: {pw} — es aris axali paroli",
    "ნინო: {pw} არი ახალი პაროლი, ბიჯო",
    "Savvas: {pw} en to kainour' password",
    "Temel: {pw} yeni şifre da, ula",
    "Levan: use {pw}, that's the new booking password",
    "Eleni: the auction scale has {pw} now",
    "Mustafa: {pw} is the Ayder router password",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 50),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 6), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 10), (_phrases, 7), (_auth, 6), (_configs, 16), (_code, 10),
    (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


def _turkish_seed(g: random.Random) -> str:
    return str(_MNEMO["turkish"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


def _split_pw(g: random.Random) -> str:
    """A password for a split or metadata sample: a pick with a random tail, so it is its own."""
    return _plain_pw(g) + _r(g, UPPER_DIGITS, 3)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the ferry kiosk admin password is": "{s}",
    "tea dryer HMI pw:": "{s} (since the firmware update)",
    "ağani parola ren": "{s}",
    "Hopa auction scale password": "{s}\nchange it after the season",
    "ჩქიმი პაროლი რე": "{s}",
    "axali paroli aris": "{s}",
    "yeni şifre da, ula:": "{s}",
    "the password Dursun read out over the radio was": "{s}, I think",
    "to password m' en": "{s}",
    "im şifres e": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Biletall API key", "{s}", _j((HEX, 32))),
    ("split_token", "Tosla key:", "{s} (ferry ticket payments)", _j("tsl_live_", (ALNUM, 32))),
    ("split_seed", "Trust Wallet recovery words", "{s}", _english_seed),
    ("split_card", "kart numarası", "{s} SKT 11/37", lambda g: v.grouped(_card(g, "troy"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GE"))),
    ("split_backup", "2FA yedek kodları", "{s}\nqzrb-4471-mtxe\nwkpa-9023-hlos", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "yabancı kimlik no", "{s}", _yabanci),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
    ("split_wifi", "Ayder-Lodge-5G wifi paroli", "{s}", _split_pw),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _split_pw) for a, b in _SPLIT_PASSWORDS.items()]
    rows += _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"ferry_kiosk": {"url": "https://kiosk.kolkhis.lan", "admin_password": "{s}"}}': ("meta_password", _split_pw),
    '{"parola": "{s}"}': ("meta_password", _split_pw),
    '{"account": {"user": "nodar", "passwd": "{s}"}}': ("meta_password", _split_pw),
    '{"dryers": [{"name": "hmi-1"}, {"name": "hmi-2", "web_password": "{s}"}]}': ("meta_password", _split_pw),
    '{"argv": ["dblab", "--host", "pg.kolkhis.lan", "--user", "coop", "--pass", "{s}"]}': ("meta_password", _split_pw),
    '{"note": "ula depo PC şifresi {s} da"}': ("meta_password", _split_pw),
    '{"პაროლი": "{s}"}': ("meta_password", _split_pw),
    '{"transcript": "log into the auction scale as tartim with the password {s}"}': ("meta_password", _split_pw),
    '{"biletall": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"reselivaToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"jetsms_key": "{s}"}': ("meta_token", _j((ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "troy"), " ", g)),
    '{"broker": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AZ")),
    '{"supplier": {"afm": "{s}"}}': ("meta_id", _gr_afm),
    '{"mfa": {"backup_codes": ["{s}", "qzrb-4471-mtxe", "wkpa-9023-hlos"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"hazelnut_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _turkish_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"depot": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 7))),
    '{"wifi": {"ssid": "Pokut-Yayla", "psk": "{s}"}}': ("meta_wifi", _split_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"dryer-hmi-firmware-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kolkhis/booking:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"auction: add bonito grade column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: revert seat map change", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"catch_2033-01-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"hazelnut-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the dryer HMI password before the tea season starts on 2033-05-02.",
    "Nodar asked for the ferry kiosk password; it's in the vault, not in Viber.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into BiP; share a vault link instead.",
    "The `.env.example` line `BILETALL_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The auction scale asks for a new admin password after every firmware update.",
    "Replace <YOUR_TOSLA_KEY> in the README with the key from the Tosla dashboard.",
    "RESELIVA_API_TOKEN and JETSMS_API_KEY must be set before the nightly booking sync runs.",
    "Ula uşağum, şifreni kimseye söyleme ha!",
    "Şifre en az on dört karakter olmalı.",
    "Parola skani kimik va uçkini, didi mardi.",
    "ჩქიმი პაროლი ვინმეს ვა უწიე.",
    "პაროლს ნურავის ეტყვი, ბიჯო.",
    "ar utxra aravis sheni paroli, dzmao.",
    "Mi ısa şifren kimse, abris.",
    "To password s' mi les ato kanenan.",
    "Το password σ' μη λες ατο κανέναν.",
    "პაროლი უნდა იყოს მინიმუმ თოთხმეტი სიმბოლო.",
    "The wifi password at Ayder lodge changes every Monday; ask Fadime at the desk.",
    "Upgraded the dryer HMI firmware from 5.1 to 5.2 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the bonito grade column to the auction export.",
    f"Rolled back to {_SHORT} after the seat map change broke the ferry booking page.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The dryer HMI firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of hazelnut-export-2032.parquet: {_SHA512}",
    f"The booking container runs ghcr.io/kolkhis/booking@sha256:{_IMAGE}.",
    f"MD5 of catch_2033-01-14.csv is {_MD5}, same as the copy on the fleet share.",
    "Request id 3f9c27d1-84b6-4e0a-9d15-6a2e7c4b0f93 is the slow one in the booking logs.",
    "Purchase order PO-2033-00712 for 120 sacks of Tombul hazelnuts ships on Tuesday.",
    "Jira KPH-2399: the Hopa cold store alarm trips every night around 03:00.",
    "Call the Batumi ticket office on +995 422 27 41 63 before noon.",
    "Container TCKU 3904172 with the hazelnut lot is at the Trabzon port terminal.",
    "Bill of lading KPH-TZX-2033-0041 covers 18 pallets of black tea.",
    "HS code 0802.22 is shelled hazelnuts; 0902.30 is black tea in packs under 3 kg.",
    "The withering trough holds 1,200 kg of fresh leaf at 28 °C for about 14 hours.",
    "After five wrong passwords the booking portal locks the account for 20 minutes.",
    "The Kolkhida II carries 240 passengers and 60 trucks between Batumi and Trabzon.",
    "The secret of good muhlama is old kolot cheese and corn flour from the highlands.",
    "Ask Temel for the cold-store keypad code, I don't have it.",
    "My card ending 4417 was declined at the Kobuleti market.",
    "The Baku buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the booking admin and keep them in the Sarpi safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TOSLA_API_SECRET` in the secrets store, never in the repository.",
    "The padlock on the hazelnut depot rusts in the sea air; oil it every month.",
    "Biletall moved the API key page under Settings › Developers in its March release.",
    "ISBN 978-0-14-044925-6 is the Argonautica paperback in the ferry lounge.",
    "The guest wifi 'Kolkhis-Guest' is open, no password needed.",
    "Lot HZ-2033-TRB-0419, 50 kg, moisture 5.8 %, kernel ratio 51 %.",
    "Anchovy landed at Hopa on 2033-01-14: 12.4 t, sold at 38 TL/kg.",
    "The ferry leaves Batumi at 21:00 and reaches Trabzon at 07:30, Georgian time 22:00.",
    "Pokut yayla is at 2,000 m; the road from Çamlıhemşin is closed until May.",
    "The credit union's loan policy caps a boat loan at 60 months.",
    "Ula haçan geleyrsun? Horon akşam sekizde başlayacak.",
    "Çayeli fabrikası bu sezon 4.300 ton yaş çay aldı.",
    "Sarpi kapısında tır kuyruğu 3 kilometre, bekleme 6 saat.",
    "ბათუმის ბორანი ხვალ 21:00-ზე გადის.",
    "Kobuleti branch opening hours: 09:30 to 17:00, Saturdays until 13:00.",
    "Gemi IMO 9387421 Trabzon limanına yanaştı.",
    "The tea grade BOP sells at 4.20 USD/kg this week; Pekoe at 5.10.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-01-10T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kolkhis/ferry-kiosk", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "KPH-2399", "purchase_order": "PO-2033-00712"}',
    '{"lot": {"id": "HZ-2033-TRB-0419", "weight_kg": 50, "moisture_pct": 5.8}}',
    '{"phone": "+995 422 27 41 63", "city": "Batumi"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "sacks_in_stock": 2210}',
    '{"hs_code": "0802.22", "origin": "TR", "description": "shelled hazelnuts"}',
    '{"vessel": "Kolkhida II", "imo": "9387421", "eta": "2033-01-16T07:30:00+03:00"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
