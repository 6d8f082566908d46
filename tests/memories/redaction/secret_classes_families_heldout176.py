# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-seventy-sixth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-seventy-fourth only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-seventy-second and the hundred-and-seventy-fifth to hundred-and-seventy-seventh, this
one aside), any test, the reports, the benchmarks, the changelog nor the git history, and the
scrubber was never run on it. Its own seed (176530817), password words (a lake fish, a depth or a
year and a sign; a lake boat, a year and a town; a beer, its bottle size in centilitres and a
sign; a mineral, its element and grade and a sign; a coffee variety or hill, a cup score and a
year; a bus route's two towns cut short and a departure time; a name, a birth year, a sign and a
town; three dishes of the lakes joined by dots with a number; leet words of the lakes, the ferry,
the beer, coltan and the fish with a year; a Kirundi or Kinyarwanda word, a year and a sign; a
mobile-money till word; a town in capitals, a sign and a number; a generator's four groups and
random runs), names, places, templates, tools, vendors and layouts, the way the staff of Ikiyaga
Group (fictional: coffee washing stations around Kayanza and Ngozi, a lake ferry between Kigoma,
Kalemie, Rumonge and Bujumbura, a tin-and-coltan buying house (comptoir) in Bukavu and Goma, a
brewery in Gisenyi, the IkiPay mobile-money agent network, the Ikiyaga Express buses between
Bujumbura, Gitega, Uvira, Bukavu and Kigali, and the Ikiyaga Santé health insurer) leak secrets
into an assistant's memory. The texts are WhatsApp, Telegram, Signal, Viber, Imo, Element, Slack,
Teams and Google Chat messages, SMS, chat logs with times, tickets, Notion and wiki tables, Apple
Notes and Google Keep notes, e-mails, a runbook, a README fragment, shell, PowerShell, Git Bash,
Termux, WSL and tmux prompts, code (Python, JavaScript, Go, PHP, Java, Ruby, C#, Rust, Kotlin,
Dart and AutoHotkey), configs, a voice-memo transcript, dictated text and requests to the assistant
itself; the label's separators run from a colon, "is", a dash and an arrow to an emoji, a new
line, quotes, backticks, parentheses, an equals sign and a table's bar.

Tools, flags and variables none of heldouts 5 to 174 names (each grepped for the command, flag or
variable itself): rclone's backend flags `--webdav-pass`, `--smb-pass`, `--mega-pass`,
`--koofr-password`, `--seafile-pass`, `--opendrive-password`, `--sia-api-password`,
`--mailru-pass`, `--pikpak-pass` and `--protondrive-password`; `GarnetServer --auth Password
--password`; Geode's `gfsh` with `connect … --password=`; `nut-scanner --authPassword`; nmcli's
`gsm.password` and `gsm.pin`; tdl's `login … --passcode`; Halyard's `hal config` with a
`--password-command` that echoes; `milvus_cli`'s `connect … -t user:password`; `choco apikey
--key`; Gemfury's `fury push --api-token=`; curl's `--oauth2-bearer`; uqmi's `--verify-pin1`;
qmicli's `--dms-uim-verify-pin=`; `wpa_cli … wps_pin`; AutoHotkey's `SendInput`; Icecast's
`<relay-password>`; the ThingsBoard IoT gateway's `tb-gateway.yaml`; the MTN MoMo API's
`X-Reference-Id`; the variables `HEX_API_KEY`, `RI_REDIS_PASSWORD1`, `FLEET_GPS_PASSWORD`,
`LEDGER_DB_PASSWORD`, `CLAIMS_API_ACCESS_TOKEN`, `IKIPAY_AGENT_DB_PASS`,
`BREWHOUSE_SCADA_PASS`, `bridge_pc_admin_password` and `claims_db_password`; and the company's own
scripts `momo-reconcile.sh --lumicash-pass`, `manage_fleet.py --gps-password`, `liemba-manifest`
and `brewlog-export --scada-pass`. Beside them common layouts (env files, compose, systemd,
Kubernetes secrets, Ansible and Terraform variables, a wifi QR code, `otpauth://`, JWTs, PEM
blocks, Basic and Bearer headers, connection strings) in wordings of their own.

About 48 % of the secret samples are in other languages than English (by a rough count of the
templates drawn, some 185 of 390): Kirundi, Kinyarwanda, Mashi, the Swahili of Kivu (Bukavu, Goma,
Uvira) and of Bujumbura, Lingala, the French that Bujumbura and Bukavu text, and Tanzanian
(Kigoma) Swahili texting; French, Spanish, Portuguese, Italian, Czech and Chinese appear only in
seed-phrase lines. The wordings are the author's approximations, checked by no speaker, built
around a few marker words and the loanwords people there really text (password, mot de passe,
code, wifi, PIN, token, API key, backup, serveur, ordi): Kirundi's `ijambo ry'ibanga`, `ni`,
`rishasha`, `yanje`, `mbega`, `urakoze`, `hanyuma`, `canke`, `ntugire uwo …`; Kinyarwanda's
`ijambobanga`, `ijambo ry'ibanga`, `rishya`, `nshya`, `yanjye`, `umubare w'ibanga`,
`urufunguzo rwa API`, `mwaramutse`, `murakoze`, `amakuru`, `ntuzaribwire undi muntu`; Mashi's
`ebanga`, `lya`, `lihyahya`, `ye`, `yani`, `enyuma`, `urhabwira muntu`; Kivu Swahili's `njo`,
`iko`, `ni`, `mupya`, `yangu`, `banaa`, `usimupe mutu`, `njo hii`, `kisha`; Bujumbura Swahili's
`ewe`, `mbega`, `sasa`, `kabisa`, `mpya`, `halafu`; Lingala's `ezali`, `ya sika`, `na ngai`,
`biro`, `liloba`, `sima`, `mbote`, `matondo`, `kopesa moto moko te`; the texted French's `slt`,
`bjr`, `cc`, `mdp`, `c` for "c'est", `stp`, `pr`, `on dit quoi`, `hein`; Tanzanian texting's
`mambo`, `kaka`, `nenosiri`, `neno la siri`, `nywila`, `namba ya siri`, `xawa`, `usimwambie
mtu`, `ufunguo wa API`, `herufi moja moja`; the apostrophe of Kirundi and Kinyarwanda is typed
as the ASCII one, as people text it, though print writes `’` (`ijambo ry’ibanga`). The Mashi
lines (`ebanga lya …`, `lihyahya`, `ye`, `yani`, `enyuma`, `urhabwira muntu`: Kinyarwanda-like
forms with Bukavu loans), the Kirundi `ntugire uwo urimenyesha` and `izina ry'ukoresha`, the
Kinyarwanda `urupapuro rw'inzira` and `urufunguzo rwo gufunga`, and the Lingala `mosaleli` and
`code na yo ya kondima` are the thinnest guesses.

Vendors (Lumicash, Pepele Mobile, Vodacash, Bancobu, IremboPay, Paypack, Ensibuuko, Pindo, iTSCi,
Better Mining, Jubilee Insurance, Britam, Ritco, Volcano Express, Sasai, Spenn, MoKash, Yapili,
Ejo Heza, Orchestrated Beer, VicinityBrew, Safarihub, Otapp, Quickbus, Tiketika, CarePay, M-Tiba,
Bimaplus, Minexx, Minespider, Maishapay, FlexPay, Afripay, Ikofi, MistaSMS, Sematime, Mobipay,
Sokowatch, BasiGo and Ampersand) are ones heldouts 5 to 174 do not name (grepped by name). No
vendor's shape here is one the author knows to be real: every one is a guess (hex, base64,
URL-safe and alphanumeric runs, UUIDs, JWTs for Bancobu, Pindo and Minespider, and the invented
prefixes `lmc_live_`, `irembo_sk_`, `vx_`, `shk_` and `mx_live_`); the JWTs are well-formed, a
Chocolatey API key is a GUID and an MTN MoMo API user is a UUID, as the author believes they are.

The ids are kinds heldouts 5 to 174 do not use. Checked: a South African identity number and a
SARS income tax reference number, drawn until `stdnum.za.idnr` and `stdnum.za.tin` validate their
Luhn digit; a Mauritian national id, drawn until `stdnum.mu.nid` validates its check character;
a Mozambican NUIT, drawn until `stdnum.mz.nuit` validates its check digit. Invented shapes that no
library or this file checks (no check-digit algorithm is written here): a DRC artisanal miner's
card (carte de creuseur, SAEMAPE), a licensed mineral trader's card (carte de négociant), a CEPGL
travel document, a Tanzanian LATRA PSV driver's badge, a TASAC certificate of competency, a
Kalundu port docker's card (carte de débardeur), a Lake Kivu boatman's card (carte de batelier),
a Burundian Carte d'Assistance Médicale, and Burundian and Congolese passports. A WPS PIN carries
its real checksum digit (computed here). Card numbers pass Luhn (the value helpers' brands,
checked with python-stdnum's `luhn`). The IBANs are of the countries used least by a rough count
over the IBAN shapes and IBAN calls of heldouts 5 to 174 (Costa Rica, Estonia, Greece, Croatia,
Latvia, Montenegro, Serbia, the Seychelles and Slovakia, in thirteen corpora each by that count),
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, French,
Simplified Chinese, Spanish, Portuguese, Italian and Czech lists, each with a valid checksum.
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
from stdnum.mu import nid as mu_nid
from stdnum.mz import nuit as mz_nuit
from stdnum.za import idnr as za_idnr
from stdnum.za import tin as za_tin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 176_530_817
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


_FISH = ["Mukeke", "Ndagala", "Sangala", "Sambaza", "Kapenta", "Migebuka", "Dagaa", "Kuhe",
         "Nonzi", "Tilapia"]  # fmt: skip
_BOATS = ["Liemba", "Mwongozo", "Umoja", "Amani", "Nyanza", "Sangara", "Kivu", "Idjwi"]
_BEERS = ["Primus", "Amstel", "Mutzig", "Skol", "Turbo", "Simba", "Nyongera", "Heineken"]
_MINERALS = [("Coltan", "Ta"), ("Cassiterite", "Sn"), ("Wolframite", "W"), ("Tantalite", "Ta"),
             ("Tin", "Sn")]  # fmt: skip
_COFFEE = ["Bourbon", "Jackson", "Mibirizi", "Kayanza", "Ngozi", "Kirundo", "Muyinga",
           "Buyenzi", "Parche", "Cherry"]  # fmt: skip
_ROUTES = ["Buja", "Gite", "Kgl", "Bkv", "Goma", "Uvi", "Kgm", "Rmg"]
_TOWNS = ["Bujumbura", "Gitega", "Bukavu", "Goma", "Uvira", "Kigoma", "Gisenyi", "Rumonge",
          "Kalemie", "Kamembe", "Ujiji", "Kabezi", "Minova", "Kalehe", "Cibitoke", "Makamba"]  # fmt: skip
_NAMES = ["Aline", "Josue", "Fiston", "Kavira", "Mapendo", "Olivier", "Neema", "Bahati", "Uwase",
          "Patient", "Furaha", "Chance", "Dieudonne", "Zawadi", "Claude", "Irakoze", "Mugisha",
          "Kahindo", "Riziki", "Merveille"]  # fmt: skip
_DISHES = ["isombe", "ubugali", "ibiharage", "mandazi", "chapati", "sambusa", "brochette", "ugali",
           "matoke", "fufu", "pondu", "lituma", "makayabu", "ndizi"]  # fmt: skip
_WORDS = ["Amahoro", "Ubumwe", "Urukundo", "Umuco", "Agaciro", "Ubuntu", "Amani", "Furaha",
          "Ikawa", "Ubwato"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["T4ng4ny1k4", "K1vuL4ke", "Pr1mu5", "C0lt4n", "Muk3k3", "Ndag4l4", "L1emb4", "Ru5iz1",
         "Amah0r0"]  # fmt: skip


def _mineral(g: random.Random) -> str:
    """A mineral, its element and a grade, the way the comptoir's lab jokes a password together."""
    name, element = g.choice(_MINERALS)
    return f"{name}{element}{g.randrange(20, 76)}{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a password manager writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.choice([1470, 485, 773, 2018, 1912])}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_BOATS)}#{g.randrange(1913, 2032)}{g.choice(_TOWNS)}",
    lambda g: f"{g.choice(_BEERS)}{g.choice([72, 65, 50, 33])}cl{g.choice(_SYMBOLS)}",
    _mineral,
    lambda g: f"{g.choice(_COFFEE)}-{g.randrange(80, 92)}-{g.randrange(2019, 2033)}",
    lambda g: f"{'-'.join(g.sample(_ROUTES, 2))}#{g.choice(['05', '06', '07', '13', '21'])}{g.choice(['00', '15', '30', '45'])}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2008)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: ".".join(g.sample(_DISHES, 3)) + str(g.randrange(10, 100)),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_WORDS)}{g.randrange(1990, 2033)}{g.choice(_SYMBOLS)}",
    lambda g: f"Momo{_r(g, D, 4)}{g.choice(_SYMBOLS)}{_r(g, LOWER, 3)}",
    lambda g: f"{g.choice(_TOWNS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Kayanza washing station group: the pulper PLC password is {pw}",
    "Telegram from Fiston: Niton XL5 analyzer admin password {pw}",
    "Signal, Aline: the weighbridge indicator at the Bukavu comptoir, password {pw}",
    "Viber message from the Gisenyi brewhouse: Brewmaxx operator password {pw}",
    "Imo chat with Josué: the engine-room monitoring PC on the MV Umoja has password {pw}",
    "Element room #ferry-ops: the AIS transponder web password is {pw}",
    "Slack #momo-agents: Lumicash merchant portal password {pw}",
    "Teams chat, Uvira depot: bus ticketing tablet admin password {pw}",
    "Google Chat, claims team: the claims server root password is {pw}",
    "SMS from Neema: Kigoma ticket office PC password {pw}",
    "Hi Olivier,\n\nthe bottling line HMI password at Gisenyi is now {pw}. Please put it in the vault and delete this mail.\n\nMapendo",
    "Ticket IKY-4412: the Starlink router on the ferry still uses password {pw}, please rotate",
    "Ticket IKY-4420: Goma cold room controller password {pw} was pinned on the depot noticeboard",
    "Runbook: moisture meter sync at the Ngozi washing station\n1. open the station laptop\n2. log in as station\n3. password {pw}\n4. run the nightly export",
    "README (ferry bridge PC)\nthe chart plotter UI is at https://bridge.ikiyaga.lan, admin password `{pw}`.",
    "Google Keep note: solar inverter at the Kabezi station, installer password {pw}",
    "voice memo transcript: the Rumonge depot CCTV password is {pw} full stop",
    "please remember the brewery's CIP skid password: {pw}",
    "can you keep my Bancobu online banking password? it's {pw}",
    "note to self: smelter lab balance password {pw}",
    "after the reset the Uvira bus GPS portal password became {pw}",
    "Notion page 'Ferry MV Umoja': radar service password → {pw}",
    "Apple Notes: mobile-money float account password ({pw})",
    "Standup notes: the health-insurance member portal admin password is \"{pw}\"",
    "Jira IKY-77 comment: brewhouse PLC password - {pw}",
    "📌 pinned in #bus-ops: depot tablet password 👉 {pw}",
    "Pulper PLC password:\n{pw}",
    "Mbega, ijambo ry'ibanga rya email yanje ni {pw}",
    "Ijambo ry'ibanga rishasha rya serveri: {pw}. Urakoze!",
    "Claude: ijambo ry'ibanga rya wifi yo ku biro ni {pw}, ntugire uwo urimenyesha",
    "Irakoze: password ya Lumicash yanje ni {pw}",
    "ijambo ry'ibanga rya konti yanjye ya email ni {pw}",
    "Mwaramutse! ijambobanga rishya rya mudasobwa yo mu biro: {pw}. Murakoze",
    "Uwase: ijambo ry'ibanga rya seriveri ya brasserie ni {pw}, ntuzaribwire undi muntu",
    "Amakuru? password ya router yo ku cyambu cya Gisenyi ni {pw}",
    "ebanga lya ordinateur ya comptoir ye {pw}",
    "Kahindo: ebanga lihyahya lya serveur: {pw}",
    "ebanga lya email yani ye {pw}, urhabwira muntu",
    "Banaa, mot de passe ya ordinateur ya comptoir njo {pw}",
    "Fiston: password mupya ya serveur ya Goma iko {pw}, usimupe mutu",
    "password ya email yangu ni {pw}",
    "Kavira: code ya PC ya bureau ya Uvira njo hii: {pw}",
    "Ewe, mot de passe ya ordinateur ya station ya Kayanza ni {pw}, kabisa",
    "Bahati: password mpya ya serveur ya Lumicash ni {pw}",
    "password ya email yangu ya kazi sasa ni {pw}, mbega usimwambie mtu",
    "mot de passe ya ordinateur ya biro ezali {pw}",
    "Mbote! password ya serveur ya sika ezali {pw}. Matondo",
    "Patient: mot de passe na ngai ya email ezali {pw}, kopesa moto moko te",
    "slt, le mdp du routeur du bureau c {pw}",
    "bjr, mdp de l'ordi de la caisse = {pw} stp garde le pr toi",
    "Dieudonné : le mot de passe du serveur de Bukavu c'est {pw} hein",
    "cc, nouveau mdp du portail de la mutuelle: {pw}, on dit quoi",
    "mambo kaka, nenosiri la kompyuta ya ofisi ni {pw}",
    "Neema: neno la siri jipya la server ya Kigoma ni {pw}, usimwambie mtu",
    "nywila ya email yangu ni {pw} xawa?",
    "Zawadi: password ya mfumo wa tiketi ni {pw}, tumia hii kuanzia leo",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aline", "josue", "fiston", "kavira", "mapendo", "olivier", "neema", "bahati", "uwase",
          "patient", "furaha", "chance", "dieudonne", "zawadi", "claude.n", "irakoze", "mugisha",
          "kahindo", "riziki", "merveille", "ndikumana", "hakizimana", "svc-momo", "svc-gps",
          "ops-ferry"]  # fmt: skip
_LOGINS = [
    "Slack, Aline: the Niton analyzer login is {u} / {pw}",
    "Ticket IKY-4431: {u} locked out of the claims portal, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Ferries › MV Umoja › bridge PC: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Brewmaxx | {u} | {pw} |",
    "sign in to the Lumicash agent portal as {u} with {pw}",
    "weighbridge login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: buja-depot-nvr\n  user: {u}\n  password: {pw}",
    "Teams: account {u}, password {pw}",
    "Fiston says the comptoir PC account is {u} and the password is {pw}",
    "system,user,password\nclaims-db,{u},{pw}",
    "izina ry'ukoresha {u}, ijambo ry'ibanga {pw}",
    "izina ukoresha: {u} / ijambobanga: {pw}",
    "jina ya mutumiaji {u}, mot de passe {pw}",
    "username ni {u} na password ni {pw}, mbega",
    "kombo ya mosaleli {u}, mot de passe {pw}",
    "izina {u}, ebanga {pw}",
    "login {u} mdp {pw} stp",
    "jina la mtumiaji {u}, nenosiri {pw}",
    "identifiant : {u} / mot de passe : {pw}",
    "konti: {u}, ijambo ry'ibanga: {pw}",
    "ingia kama {u} kwa nenosiri {pw}",
    "user {u} na mot de passe {pw}, matondo",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["mukeke", "ndagala", "sambaza", "isombe", "ubugali", "primus", "liemba", "kayanza",
               "mibirizi", "coltan", "kabezi", "idjwi", "sangala", "kapenta"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "voice memo: the ferry wifi password is {w} and after it {d}, no space",
    "type {w}, then {d}; that's the claims server password",
    "it's {w}{d}, the word and the number together",
    "password: the fish {w}, followed by {d}",
    "for the comptoir PC spell {w} and then the digits {d}",
    "ijambo ry'ibanga ni ijambo {w}, hanyuma {d}",
    "ijambobanga ni ijambo {w}, ukurikizeho {d}",
    "password njo neno {w}, kisha {d}",
    "password ni neno {w}, halafu {d}",
    "mot de passe ezali liloba {w}, sima {d}",
    "le mdp c le mot {w} puis {d} collé",
    "nenosiri ni neno {w}, kisha namba {d}",
    "ebanga ye {w}, enyuma {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


def _choco_key(g: random.Random) -> str:
    return v.uuid4(g, "8")


# Command lines: the template and the maker of its secret ({pw}).
_CLI: dict[str, Maker] = {
    "rclone copy ./cupping :webdav:/lots --webdav-url https://dav.ikiyaga.bi --webdav-user {u} --webdav-pass '{pw}'": _plain_pw,
    "rclone lsd :smb: --smb-host fs01.ikiyaga.lan --smb-user {u} --smb-pass '{pw}'": _plain_pw,
    "rclone sync ./manifests :mega:ferry --mega-user {u}@ikiyaga.bi --mega-pass '{pw}'": _plain_pw,
    "rclone copy ./assays :koofr:minerals --koofr-user {u}@ikiyaga.bi --koofr-password '{pw}'": _plain_pw,
    "rclone ls :seafile:claims --seafile-url https://sea.ikiyaga.lan --seafile-user {u}@ikiyaga.bi --seafile-pass '{pw}'": _plain_pw,
    "rclone copy ./tickets :opendrive:bus --opendrive-username {u} --opendrive-password '{pw}'": _plain_pw,
    "rclone ls :sia:backups --sia-api-url http://127.0.0.1:9980 --sia-api-password '{pw}'": _plain_pw,
    "rclone copy ./brewlogs :mailru:gisenyi --mailru-user {u}@mail.ru --mailru-pass '{pw}'": _plain_pw,
    "rclone lsf :pikpak: --pikpak-user {u}@ikiyaga.bi --pikpak-pass '{pw}'": _plain_pw,
    "rclone copy ./statements :protondrive:momo --protondrive-username {u}@proton.me --protondrive-password '{pw}'": _plain_pw,
    "GarnetServer --port 6380 --auth Password --password '{pw}' --checkpointdir /var/lib/garnet": _plain_pw,
    "gfsh -e \"connect --locator=geode.ikiyaga.lan[10334] --user={u} --password={pw}\"": _plain_pw,
    "nut-scanner -S -s 10.20.0.1 -e 10.20.0.40 --secName {u} --secLevel authNoPriv --authProtocol SHA --authPassword '{pw}'": _plain_pw,
    "nmcli connection add type gsm ifname '*' con-name lumitel-3g apn internet gsm.username {u} gsm.password '{pw}'": _plain_pw,
    "tdl login -n ferry -d 'C:\\Users\\{u}\\AppData\\Roaming\\Telegram Desktop' --passcode '{pw}'": _plain_pw,
    "hal config provider docker-registry account add ikiyaga-registry --address registry.ikiyaga.lan --username {u} --password-command 'echo {pw}'": _plain_pw,
    "milvus_cli\nmilvus_cli > connect -uri http://milvus.ikiyaga.lan:19530 -t {u}:{pw}": _plain_pw,
    "choco apikey --key {pw} --source https://choco.ikiyaga.lan/api/v2/": _choco_key,
    "fury push ikiyaga_momo-2.4.1-py3-none-any.whl --api-token={pw} --as=ikiyaga": _j((ALNUM, 20)),
    "curl --oauth2-bearer '{pw}' https://api.ikiyaga.bi/v1/claims?status=pending": _j((URLSAFE, 43)),
    "./momo-reconcile.sh --merchant {u} --lumicash-pass '{pw}' --date 2031-05-02": _plain_pw,
    "python manage_fleet.py sync-gps --user {u} --gps-password '{pw}'": _plain_pw,
    "liemba-manifest push --port KGM --operator {u} --secret '{pw}'": _plain_pw,
    "./brewlog-export --scada-user {u} --scada-pass '{pw}' --since yesterday": _plain_pw,
}  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\ops> {c}", "aline@comptoir-bkv:~$ {c}", "root@ferry-bridge:~# {c}",
    "Windows Terminal, PowerShell 7:\n{c}", "Git Bash on the claims laptop:\n$ {c}",
    "Termux on the depot phone:\n~ $ {c}", "WSL Ubuntu, ~/ops $ {c}", "tmux pane 2 on the station NUC: {c}",
    "bash history, line 212: {c}", "commande niyo nakoresheje: {c}", "command niliyotumia: {c}",
    "commande njo hii: {c}", "commande oyo natindaki: {c}", "j'ai tapé ça: {c}",
]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    """``n`` command lines, each in a prompt or a sentence."""
    out = []
    for template in v.cycle(rng, list(_CLI), n):
        secret = _CLI[template](rng)
        text = template.format(pw=secret, u=rng.choice(_USERS))
        out.append(Sample("cli_password", rng.choice(_SHELLS).format(c=text), secret))
    return out


_URLS = [
    "postgresql://{u}:{pw}@claims-db.ikiyaga.lan:5432/members",
    "mysql://{u}:{pw}@momo-db.ikiyaga.lan:3306/ledger",
    "mongodb+srv://{u}:{pw}@fleet.ikiyaga.mongodb.net/gps?retryWrites=true",
    "redis://{u}:{pw}@cache.ikiyaga.lan:6379/2",
    "amqp://{u}:{pw}@mq.ikiyaga.lan:5672/ferry",
    "sftp://{u}:{pw}@sftp.ikiyaga.bi:22/statements/",
    "ftp://{u}:{pw}@tags-drop.ikiyaga.lan/itsci/",
    "rtsp://{u}:{pw}@cam-kalundu.ikiyaga.lan:554/h264",
    "mssql+pyodbc://{u}:{pw}@erp.ikiyaga.lan/Brewery?driver=ODBC+Driver+18+for+SQL+Server",
    "jdbc:postgresql://gps.ikiyaga.lan:5432/fleet?user={u}&password={pw}",
    "https://{u}:{pw}@nexus.ikiyaga.lan/repository/pypi/",
    "imaps://{u}:{pw}@mail.ikiyaga.bi:993",
    "Server=tcp:sql.ikiyaga.lan,1433;Database=Claims;User ID={u};Password={pw};Encrypt=True;",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "Ticket IKY-4450: {c}",
    "connection string ya database ni {c}", "lien ya base ezali {c}", "url ya db njo {c}",
    "chaîne de connexion : {c}", "Notion page 'Databases': {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(
        rng, v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS), _URL_PLACES
    )


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "ikiyaga-group", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "payments:write reports:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


def _uuid(variant: str) -> Maker:
    return lambda g: v.uuid4(g, variant)


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Lumicash", "LUMICASH_API_KEY", _j("lmc_live_", (ALNUM, 32))),
    ("Pepele Mobile", "PEPELE_SECRET_KEY", _j((HEX, 40))),
    ("Vodacash", "VODACASH_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Bancobu", "BANCOBU_API_TOKEN", _vendor_jwt("https://api.bancobu.example")),
    ("IremboPay", "IREMBOPAY_SECRET_KEY", _j("irembo_sk_", (ALNUM, 40))),
    ("Paypack", "PAYPACK_APP_SECRET", _j((HEX, 64))),
    ("Ensibuuko", "ENSIBUUKO_API_KEY", _uuid("a")),
    ("Pindo", "PINDO_API_TOKEN", _vendor_jwt("https://api.pindo.example")),
    ("iTSCi", "ITSCI_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Better Mining", "BETTERMINING_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Jubilee Insurance", "JUBILEE_API_KEY", _j((HEX, 32))),
    ("Britam", "BRITAM_CLIENT_SECRET", _uuid("9")),
    ("Ritco", "RITCO_BOOKING_TOKEN", _j((ALNUM, 40))),
    ("Volcano Express", "VOLCANO_API_KEY", _j("vx_", (LOWER_DIGITS, 36))),
    ("Sasai", "SASAI_APP_SECRET", _j((B64, 43), "=")),
    ("Spenn", "SPENN_API_SECRET", _j((URLSAFE, 48))),
    ("MoKash", "MOKASH_API_KEY", _j((UPPER_HEX, 32))),
    ("Yapili", "YAPILI_API_TOKEN", _j((ALNUM, 36))),
    ("Ejo Heza", "EJOHEZA_CLIENT_SECRET", _j((HEX, 48))),
    ("Orchestrated Beer", "OBEER_API_KEY", _j((ALNUM, 32))),
    ("VicinityBrew", "VICINITYBREW_API_TOKEN", _uuid("b")),
    ("Safarihub", "SAFARIHUB_API_KEY", _j("shk_", (ALNUM, 40))),
    ("Otapp", "OTAPP_SECRET_KEY", _j((HEX, 40))),
    ("Quickbus", "QUICKBUS_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Tiketika", "TIKETIKA_TOKEN", _j((URLSAFE, 64))),
    ("CarePay", "CAREPAY_CLIENT_SECRET", _j((ALNUM, 64))),
    ("M-Tiba", "MTIBA_API_KEY", _uuid("8")),
    ("Bimaplus", "BIMAPLUS_API_SECRET", _j((HEX, 32))),
    ("Minexx", "MINEXX_API_KEY", _j("mx_live_", (ALNUM, 32))),
    ("Minespider", "MINESPIDER_API_TOKEN", _vendor_jwt("https://api.minespider.example")),
    ("Maishapay", "MAISHAPAY_SECRET_KEY", _j((HEX, 64))),
    ("FlexPay", "FLEXPAY_TOKEN", _j((B64, 60))),
    ("Afripay", "AFRIPAY_APP_SECRET", _j((ALNUM, 32))),
    ("Ikofi", "IKOFI_API_KEY", _j((UPPER_DIGITS, 40))),
    ("MistaSMS", "MISTASMS_API_TOKEN", _j((HEX, 40))),
    ("Sematime", "SEMATIME_API_KEY", _j((ALNUM, 32))),
    ("Mobipay", "MOBIPAY_MERCHANT_SECRET", _j((B64, 44))),
    ("Sokowatch", "SOKOWATCH_API_KEY", _j((HEX, 32))),
    ("BasiGo", "BASIGO_FLEET_TOKEN", _j((URLSAFE, 40))),
    ("Ampersand", "AMPERSAND_API_KEY", _uuid("a")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "k8s Secret, stringData:\n  {env}: \"{tok}\"",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "PowerShell: $env:{env} = \"{tok}\"",
    "cmd.exe: set {env}={tok}",
    "Ticket IKY-4460: {vendor} webhook rejects us, configured key {tok}",
    "IkiPay admin › Settings › Integrations › {vendor}: {tok}",
    "Notion table 'Integrations': | {vendor} | live | {tok} |",
    "please keep my {vendor} API key: {tok}",
    "Slack #momo-dev: {vendor} key for the payout job: {tok}",
    "{vendor} integration broken, current key {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "API key ya {vendor} ni {tok}",
    "ufunguo wa API wa {vendor}: {tok}",
    "kaka, token ya {vendor} ni hii {tok} usimwambie mtu",
    "API key ya {vendor} njo {tok}",
    "token ya {vendor} iko {tok}",
    "clé ya API ya {vendor} njo hii: {tok}",
    "API key ya {vendor} sasa ni {tok}, kabisa",
    "API key ya {vendor} ezali {tok}",
    "token ya sika ya {vendor}: {tok}",
    "clé ya API ya {vendor} ezali {tok}, matondo",
    "urufunguzo rwa API rwa {vendor} ni {tok}",
    "API key ya {vendor} ni {tok}, urakoze",
    "urufunguzo rwa API rwa {vendor}: {tok}",
    "token nshya ya {vendor} ni {tok}",
    "API key ya {vendor} ye {tok}",
    "clé API {vendor} c {tok}",
    "cc, la clé d'API de {vendor} pr la prod: {tok}",
    "slt, token {vendor} = {tok}",
    "clé API {vendor} (prod) ➜ {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    lumicash = "lmc_live_" + _r(rng, ALNUM, 32)
    pindo = _r(rng, ALNUM, 40)
    paypack = _r(rng, HEX, 64)
    spenn = _r(rng, URLSAFE, 48)
    maishapay = _r(rng, HEX, 64)
    tiketika = _r(rng, URLSAFE, 64)
    minexx = "mx_live_" + _r(rng, ALNUM, 32)
    otapp = _r(rng, HEX, 40)
    return [
        Sample("vendor_token", f'requests.post("https://api.lumicash.example/v2/payouts", headers={{"X-Api-Key": "{lumicash}"}}, json=batch)', lumicash),
        Sample("vendor_token", f'const pindo = new Pindo({{ token: "{pindo}" }});', pindo),
        Sample("vendor_token", f'client := paypack.New("ikiyaga-agents", "{paypack}")', paypack),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "SPENN_API_SECRET", "\\"{spenn}\\"")\n  }}\n}}', spenn),
        Sample("vendor_token", f'var maisha = new MaishapayClient("ikiyaga", "{maishapay}");', maishapay),
        Sample("vendor_token", f'Tiketika.api_key = "{tiketika}"', tiketika),
        Sample("vendor_token", f'let minexx = MinexxClient::new("comptoir-bkv", "{minexx}");', minexx),
        Sample("vendor_token", f"const otappKey = '{otapp}';", otapp),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "token njo hii {t}",
                "token ya sika: {t}", "{t}\n^ hii ndiyo mpya, ya zamani imekufa",
                "hold on to this for me: {t}", "garde ça stp: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36)),
                _j((ALNUM, 52))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Kayanza moisture sensor: {h}": 32,
    "HMAC secret for the Lumicash payout webhook: {h}": 64,
    "AES key of the bus ticket QR codes: {h}": 32,
    "pre-shared key of the ferry's IPsec tunnel to Kigoma (hex): {h}": 64,
    "ufunguo wa usimbaji wa backup: {h}": 64,
    "clé de chiffrement ya backup njo {h}": 48,
    "urufunguzo rwo gufunga backup: {h}": 64,
    "IkiPay card terminal master key (TMK), hex: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket IKY-4470: token copied out of the browser's network tab {t}",
    "Cookie: lang=fr; iky_session={t}",
    "CLAIMS_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token ya claims njo {t}",
    "token ezali {t}",
    "token ya mfumo ni {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@ikiyaga.bi"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.ikiyaga.bi/realms/group", "azp": "claims-console",
                   "roles": ["claims", "agents"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the comptoir server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/api.ikiyaga.bi.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"MOMO_SIGNING_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_ferry <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Ticket IKY-4490, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "ufunguo binafsi wa server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the insurer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "wallet backup words, copied off the card before I burn it: {p}": "english",
    "recovery phrase of the brewery's USDT wallet\n{p}": "english",
    "voice memo: the seed words are {p} and that's all of them": "english",
    "Notion page 'Treasury (retired wallet)': {p}": "english",
    "phrase de récupération du portefeuille, stp garde-la: {p}": "french",
    "mots de secours du wallet de Bukavu : {p}": "french",
    "slt, les mots du wallet c {p}": "french",
    "钱包助记词：{p}": "chinese_simplified",
    "frase de recuperación de la cartera del comprador: {p}": "spanish",
    "frase de recuperação da carteira (Beira): {p}": "portuguese",
    "frase di recupero del portafoglio: {p}": "italian",
    "obnovovací fráze peněženky: {p}": "czech",
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
        " / ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "WhatsApp, Mapendo: the company card for the ferry spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Ticket IKY-4480: pay the bus tyre supplier with card {c}",
    "numero y'ikarita yanje: {c}",
    "nimero y'ikarita yanjye ni {c}, {mm}/{yy}",
    "numéro ya carte yangu njo {c}, {mm}/{yy}",
    "namba ya kadi yangu ni {c}",
    "numéro ya carte na ngai ezali {c}, {mm}/{yy}",
    "num de carte: {c} exp {mm}/{yy} stp",
    "namba ya kadi yangu ni {c}, inaisha {mm}/{yy}",
    "numéro ya carte yani ye {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/35, CVV {cvv}",
               "the three digits on the back of the card: {cvv}",
               "Amex {c}, four-digit code on the front: {cvv}",
               "namba tatu nyuma ya kadi: {cvv}",
               "les trois chiffres derrière la carte c {cvv}",
               "nimero eshatu ziri inyuma y'ikarita: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 174 (thirteen corpora each); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"CR": "0" + "n" * 17, "EE": "n" * 16, "GR": "n" * 7 + "c" * 16, "HR": "n" * 17,
                "LV": "aaaa" + "c" * 13, "ME": "n" * 18, "RS": "n" * 18,
                "SC": "aaaa" + "n" * 20 + "aaa", "SK": "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice IKY-2031-118: please pay the tin assay lab to {i} within 30 days",
    "save the Tallinn coffee roaster's IBAN: {i}",
    "IBAN: {i}\nReference: coltan lot 27",
    "WhatsApp #treasury: the Seychelles reinsurer's new bank details, IBAN {i}",
    "IBAN yanje: {i}",
    "IBAN ya konti yanjye ni {i}",
    "IBAN ya mnunuzi njo {i}",
    "IBAN ya kampuni ni {i}",
    "IBAN na ngai ezali {i}",
    "IBAN du client grec: {i}",
    "IBAN ya akaunti yangu ni {i}",
    "Croatian brewery equipment supplier, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _za_id(g: random.Random) -> str:
    """A South African identity number: a birth date, a serial, citizenship, 8 and a Luhn digit."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return f"{born}{_r(h, D, 4)}{h.choice('01')}8{_r(h, D, 1)}"

    return v.until(g, make, za_idnr.is_valid)


def _za_tin(g: random.Random) -> str:
    """A SARS income tax reference number: ten digits, the last a Luhn digit."""
    return v.until(g, lambda h: h.choice("0123") + _r(h, D, 9), za_tin.is_valid)


def _mu_nid(g: random.Random) -> str:
    """A Mauritian national id: a surname's letter, a birth date, a serial and a check character."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(60, 100):02d}"
        body = h.choice(UPPER) + born + _r(h, D, 6)
        return body + mu_nid.calc_check_digit(body)

    return v.until(g, make, mu_nid.is_valid)


def _mz_nuit(g: random.Random) -> str:
    """A Mozambican NUIT: nine digits, the last a weighted mod-11 check digit."""
    number = v.until(g, lambda h: h.choice("1234") + _r(h, D, 8), mz_nuit.is_valid)
    return str(mz_nuit.format(number)) if g.random() < 0.5 else number


def _creuseur(g: random.Random) -> str:
    """A DRC artisanal miner's card (SAEMAPE): invented shape, no check."""
    return f"SAE-{g.choice(['SK', 'NK'])}-{g.randrange(24, 32)}-{_r(g, D, 6)}"


def _negociant(g: random.Random) -> str:
    """A licensed mineral trader's card: invented shape, no check."""
    return f"NEG/{g.choice(['SK', 'NK'])}/{_r(g, D, 4)}/{g.randrange(2026, 2032)}"


def _cepgl(g: random.Random) -> str:
    """A CEPGL travel document: invented shape, no check."""
    return f"{g.choice('BRC')}{g.choice('GKV')}{_r(g, D, 7)}"


def _latra(g: random.Random) -> str:
    """A Tanzanian LATRA PSV driver's badge: invented shape, no check."""
    return f"PSV-{_r(g, D, 4)}-{_r(g, UPPER, 2)}{_r(g, D, 3)}"


def _tasac(g: random.Random) -> str:
    """A TASAC certificate of competency: invented shape, no check."""
    return f"TZ/COC/{_r(g, D, 5)}/{g.randrange(2022, 2032)}"


def _debardeur(g: random.Random) -> str:
    """A Kalundu port docker's card: invented shape, no check."""
    return f"DB-KAL-{_r(g, D, 5)}"


def _batelier(g: random.Random) -> str:
    """A Lake Kivu boatman's card: invented shape, no check."""
    return f"BAT{_r(g, D, 6)}{g.choice(UPPER)}"


def _cam(g: random.Random) -> str:
    """A Burundian Carte d'Assistance Médicale: invented shape, no check."""
    return f"CAM{_r(g, D, 9)}"


def _bi_passport(g: random.Random) -> str:
    """A Burundian passport: invented shape, no check."""
    return f"OP{_r(g, D, 7)}"


def _cd_passport(g: random.Random) -> str:
    """A Congolese passport: invented shape, no check."""
    return f"OB{_r(g, D, 7)}"


_ID_PLACES: dict[str, Maker] = {
    "South African ID of the tin mine's shift engineer, for the ferry manifest: {s}": _za_id,
    "my South African ID number: {s}": _za_id,
    "SARS income tax reference number of the smelter consultant: {s}": _za_tin,
    "tax reference number (SARS) for the invoice: {s}": _za_tin,
    "Mauritian national ID of the reinsurance actuary: {s}": _mu_nid,
    "numéro de la carte d'identité mauricienne de l'actuaire : {s}": _mu_nid,
    "NUIT of the Mozambican tin buyer, for the contract: {s}": _mz_nuit,
    "NUIT ya mnunuzi wa Msumbiji ni {s}": _mz_nuit,
    "numéro ya carte de creuseur ya Bahati (SAEMAPE) njo {s}": _creuseur,
    "carte de creuseur SAEMAPE n° {s}": _creuseur,
    "carte de négociant na ngai ezali {s}": _negociant,
    "numéro de la carte de négociant agréé : {s}": _negociant,
    "document de voyage CEPGL ya Kavira: {s}": _cepgl,
    "urupapuro rw'inzira rwa CEPGL: {s}": _cepgl,
    "beji ya dereva ya LATRA (PSV) ni {s}": _latra,
    "TASAC certificate of competency of the MV Umoja's master: {s}": _tasac,
    "carte de débardeur du port de Kalundu : {s}": _debardeur,
    "carte de batelier ya Idjwi njo {s}": _batelier,
    "Carte d'Assistance Médicale (CAM) yanje: {s}": _cam,
    "pasiporo yanje y'Uburundi: {s}": _bi_passport,
    "numéro ya passeport na ngai ya Congo ezali {s}": _cd_passport,
    "numéro ya passeport yani ye {s}": _cd_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Bancobu 2FA recovery codes\n{codes}", "spare sign-in codes for the Google Workspace: {codes}",
            "codes de secours du compte Microsoft : {codes}", "nambari za akiba za 2FA: {codes}",
            "backup codes za 2FA njo hizi: {codes}", "kode za backup za konti yanjye: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Ikiyaga:{u}@ikiyaga.bi?secret={s}&issuer=Ikiyaga&digits=6",
              "2FA setup key for the Spenn business login: {s}",
              "clé secrète 2FA (TOTP) du portail : {s}",
              "secret ya TOTP ni {s}",
              "urufunguzo rwa 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your Lumicash verification code",
          "Code yawe yo kwemeza ni {c}. Ntuyihe undi muntu",
          "Nambari yako ya uthibitisho ni {c}. Usimpe mtu yeyote",
          "Votre code de vérification Vodacash : {c}",
          "Code na yo ya kondima ezali {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret, "u": rng.choice(_USERS)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Ikiyaga-Office", "IKY-Ferry-Umoja", "Lumitel_4G_Kabezi", "Econet-Leo-Gitega",
          "Vodacom-Bukavu", "Orange-Goma-5G", "Halotel-Kigoma", "MTN-Gisenyi-Brewery",
          "Airtel_Uvira_Depot", "Kayanza-Washing", "Comptoir-BKV", "Claims-Staff"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "ferry wifi {s}, password {pw}",
    "wifi at the washing station: {s} / {pw}",
    "Starlink router, SSID {s}, passphrase {pw}",
    "ijambo ry'ibanga rya wifi {s} ni {pw}",
    "wifi {s} ijambobanga ryayo ni {pw}",
    "code ya wifi {s} njo {pw}",
    "password ya wifi {s} ni {pw}",
    "mot de passe ya wifi {s} ezali {pw}",
    "mdp wifi {s}: {pw}",
    "nenosiri la wifi {s} ni {pw}",
    "ebanga lya wifi {s}: {pw}",
    "the key on the sticker under the Lumitel router: {pw}",
    "bus depot hotspot {s} psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("lmc_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("vx_", (LOWER_DIGITS, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated on the phone] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "herufi moja moja: {t}",
          "lettre par lettre stp: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


def _wps_pin(rng: random.Random) -> str:
    """A WPS PIN: seven digits and the checksum digit WPS defines."""
    body = [int(c) for c in _r(rng, D, 7)]
    accum = 3 * (body[0] + body[2] + body[4] + body[6]) + body[1] + body[3] + body[5]
    return "".join(map(str, body)) + str((10 - accum % 10) % 10)


_LOCKS = [
    "uqmi -d /dev/cdc-wdm0 --verify-pin1 {pw}",
    "qmicli -d /dev/cdc-wdm0 --dms-uim-verify-pin=PIN,{pw}",
    "wpa_cli -i wlan0 wps_pin any {pw}",
    "nmcli connection modify lumitel-3g gsm.pin {pw}",
    "namba ya siri ya M-Pesa yangu ni {pw}, usimwambie mtu",
    "umubare w'ibanga wa MoMo yanjye ni {pw}",
    "PIN ya Lumicash yanje ni {pw}",
    "code ya cadenas ya dépôt njo {pw}",
    "code ya porte ya biro ezali {pw}",
    "le code du cadenas du comptoir c {pw}",
    "the ferry's ticket-office safe: {pw}",
    "the depot gate keypad takes {pw} then #",
    "ebanga lya cadenas ya magazini ye {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "wps_pin" in template:
        return {"pw": _wps_pin(rng)}
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["mukeke", "ndagala", "liemba", "primus", "coltan", "isombe", "kayanza", "idjwi",
                 "sambaza", "mibirizi", "kabezi", "ubugali", "cassiterite", "ferry", "pulper",
                 "brochette"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the ops vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "passphrase ya backup ni {p}": " ",
            "phrase secrète du coffre : {p}": ".",
            "passphrase ya sika ya vault ezali {p}": " ",
            "passphrase nshya ya vault: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia request, header Authorization: Basic {v}": True,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "MTN MoMo collection call:\nX-Reference-Id: {ref}\nAuthorization: Basic {v}": True,
    "Postman console: Authorization: Bearer {v}": False,
    "curl -H 'Authorization: Bearer {v}' https://api.ikiyaga.bi/v1/fleet": False,
    "header ya Authorization njo: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    ref = v.uuid4(rng, "a")
    if not _AUTH[template]:
        return {"v": _r(rng, [HEX, ALNUM][index % 2], 40), "ref": ref}
    pair = (
        f"{ref}:{_r(rng, HEX, 32)}"
        if "{ref}" in template
        else f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
    )
    return {"v": base64.b64encode(pair.encode()).decode(), "ref": ref}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


# Configs and code: the template and the maker of its secret ({pw}).
_CONFIGS: dict[str, Maker] = {
    ".env (claims API):\nDB_HOST=claims-db.ikiyaga.lan\nDB_USER=claims\nDB_PASSWORD={pw}": _plain_pw,
    "compose.yaml:\n  redisinsight:\n    image: redis/redisinsight:latest\n    environment:\n      RI_REDIS_HOST1: cache.ikiyaga.lan\n      RI_REDIS_PASSWORD1: \"{pw}\"": _plain_pw,
    "k8s secret, momo-ledger.yaml:\napiVersion: v1\nkind: Secret\nmetadata:\n  name: momo-ledger\nstringData:\n  LEDGER_DB_PASSWORD: \"{pw}\"": _plain_pw,
    "/etc/systemd/system/gps-sync.service:\n[Service]\nEnvironment=\"FLEET_GPS_PASSWORD={pw}\"\nExecStart=/opt/fleet/gps-sync": _plain_pw,
    "tb-gateway.yaml (ThingsBoard IoT gateway on the brewhouse):\nthingsboard:\n  host: tb.ikiyaga.lan\n  port: 1883\n  security:\n    accessToken: {pw}": _j((ALNUM, 20)),
    "icecast.xml on the ferry's radio box:\n<authentication>\n    <relay-password>{pw}</relay-password>\n</authentication>": _plain_pw,
    "AutoHotkey, login.ahk on the claims PC:\n#l::\nSendInput, {pw}{{Enter}}\nreturn": _plain_pw,
    "CI step for the Elixir client:\nHEX_API_KEY={pw} mix hex.publish --yes": _j((HEX, 32)),
    "Python, settings.py:\nDATABASES = {{\"default\": {{\"ENGINE\": \"django.db.backends.postgresql\", \"NAME\": \"fleet\", \"USER\": \"fleet\", \"PASSWORD\": \"{pw}\"}}}}": _plain_pw,
    "JavaScript, config.js:\nmodule.exports = {{ momo: {{ user: 'ikiyaga', password: '{pw}' }} }};": _plain_pw,
    "Go, main.go:\ndb, err := sql.Open(\"mysql\", \"brew:{pw}@tcp(erp.ikiyaga.lan:3306)/brewery\")": _plain_pw,
    "PHP, config.php:\n$config['smtp_pass'] = '{pw}';": _plain_pw,
    "Java, application.properties:\nspring.datasource.username=claims\nspring.datasource.password={pw}": _plain_pw,
    "Ruby, config/database.yml:\nproduction:\n  adapter: postgresql\n  username: tickets\n  password: {pw}": _plain_pw,
    "C#, appsettings.json:\n\"ConnectionStrings\": {{ \"Claims\": \"Server=sql.ikiyaga.lan;Database=Claims;User Id=claims;Password={pw};\" }}": _plain_pw,
    "Rust, src/main.rs:\nlet pool = PgPool::connect(\"postgres://ferry:{pw}@pg.ikiyaga.lan/manifests\").await?;": _plain_pw,
    "docker run -d --name ledger-db -e MARIADB_ROOT_PASSWORD='{pw}' mariadb:11": _plain_pw,
    ".env (IkiPay agent app):\nIKIPAY_AGENT_DB_HOST=agents-db.ikiyaga.lan\nIKIPAY_AGENT_DB_PASS={pw}": _plain_pw,
    "Ansible, group_vars/ferry.yml:\nbridge_pc_admin_password: \"{pw}\"": _plain_pw,
    "Terraform, terraform.tfvars:\nclaims_db_password = \"{pw}\"": _plain_pw,
    "Kotlin, Config.kt:\nconst val BREWHOUSE_SCADA_PASS = \"{pw}\"": _plain_pw,
    "Dart, lib/env.dart:\nconst ticketingPassword = '{pw}';": _plain_pw,
}  # fmt: skip


def _configs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_CONFIGS), n):
        secret = _CONFIGS[template](rng)
        out.append(Sample("config_file", template.format(pw=secret), secret))
    return out


_CHATS = [
    "Aline: ferry wifi password?\nJosué: {pw}",
    "[06:12] fiston: root pw for the comptoir server?\n[06:13] kavira: {pw}",
    "Mapendo: {pw} is the new brewhouse SCADA password",
    "Olivier: use {pw}, that's what the bus GPS portal has now",
    "Neema: password mpya ni {pw}",
    "Bahati: password nshasha ni {pw}",
    "Uwase: ijambobanga rishya ni {pw}",
    "Patient: mot de passe ya sika ezali {pw}",
    "Furaha: password mupya njo {pw}",
    "Chance: nouveau mdp c {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 62), (_logins, 24), (_spelled, 14), (_cli, 32), (_urls, 13), (_vendors, 50),
    (_bare, 8), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 5), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 9), (_locks, 13), (_phrases, 6), (_auth, 6), (_configs, 24), (_chats, 10),
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
    "the brewhouse SCADA password is": "{s}", "ijambo ry'ibanga rya serveri ni": "{s}",
    "mot de passe ya ordinateur ezali": "{s}", "nenosiri la server ni": "{s}\nlibadilishe baada ya wiki",
    "password ya comptoir njo": "{s}", "le mdp du routeur c": "{s} (depuis la panne)",
    "Lumicash portal pw:": "{s}", "ijambobanga rya konti:": "{s}",
    "the password Josué read out over the radio was": "{s}, I think", "ebanga lya serveur:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Paypack app secret", "{s}", _j((HEX, 64))),
    ("split_token", "Minexx API key:", "{s} (tag sync)", _j("mx_live_", (ALNUM, 32))),
    ("split_token", "Britam client secret", "{s}", _uuid("9")),
    ("split_seed", "wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SK"))),
    ("split_backup", "Bancobu recovery codes", "{s}\nkmtr41-x8d2qa\nbvzp07-h3n9wd", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "South African ID number", "{s}", _za_id),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"brewhouse": {"url": "https://scada.ikiyaga.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mdp": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "fiston", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"depots": [{"name": "uvira"}, {"name": "kalundu", "nvr_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["rclone", "lsd", ":smb:", "--smb-host", "fs01", "--smb-user", "ops", "--smb-pass", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "ijambo ry\'ibanga rya serveri ni {s}"}': ("meta_password", _plain_pw),
    '{"nenosiri": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the claims server as root with the password {s}"}': ("meta_password", _plain_pw),
    '{"lumicash": {"api_key": "{s}"}}': ("meta_token", _j("lmc_live_", (ALNUM, 32))),
    '{"maishapaySecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"sokowatch_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "HR")),
    '{"consultant": {"za_id_number": "{s}"}}': ("meta_id", _za_id),
    '{"mfa": {"recovery_codes": ["{s}", "kmtr41-x8d2qa", "bvzp07-h3n9wd"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"treasury_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"depot_gate": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "IKY-Ferry-Umoja", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.8.6-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"bridge-pc-firmware-5.1.2.bin").hexdigest()
_MANIFEST_SUM = hashlib.sha256(b"manifest-kigoma-2031-05.csv").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/ikiyaga/claims-api:3.4").hexdigest()
_COMMIT = hashlib.sha1(
    b"lots: add moisture column for Kayanza cherry", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"manifest: revert cargo code mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cupping_2031-05-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"ferry-manifest-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to rotate the brewhouse SCADA password before the audit on 2031-06-11.",
    "Josué asked for the ferry wifi password; it's on the card in the purser's drawer.",
    "Policy: Ikiyaga passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `LUMICASH_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The claims portal asks for a new password every 90 days.",
    "Replace <YOUR_PINDO_TOKEN> in the README with the token from your Pindo dashboard.",
    "MINEXX_API_KEY and PAYPACK_APP_SECRET must be set before the nightly sync runs.",
    "Upgraded the Niton analyzer firmware from 2.3 to 2.5 over the weekend.",
    f"commit {_COMMIT} adds the moisture column for Kayanza cherry lots.",
    f"Rolled back to {_SHORT} after the manifest export broke.",
    f"requirements.txt: pymodbus==3.8.6 --hash=sha256:{_WHEEL_SUM}",
    f"The bridge PC firmware 5.1.2 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of ferry-manifest-2031.parquet: {_SHA512}",
    f"The claims API container runs ghcr.io/ikiyaga/claims-api@sha256:{_IMAGE}.",
    f"MD5 of cupping_2031-05-03.csv is {_MD5}, same as the copy on the share.",
    "Purchase order PO-2031-00418 for 40 bags of Kayanza fully washed ships on Thursday.",
    "Ticket IKY-4501: the Goma cold room alarm keeps tripping at night.",
    "Call the Kigoma ticket office on +255 28 280 2471 before noon.",
    "Bill of lading IKY-KGM-2031-0077 covers the cement for Kalemie, 18 pallets.",
    "The MV Umoja leaves Kigoma at 16:00 on Wednesdays and reaches Kalemie the next morning.",
    "After five wrong PINs the Lumicash agent till locks for 30 minutes.",
    "Lake Tanganyika is 1,470 m deep at its deepest; Lake Kivu reaches 485 m.",
    "My card ending 4471 was declined at the Bukavu pharmacy.",
    "The Croatian supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Bancobu account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "The padlock on the Kalundu depot rusts in the lake air; oil it every month.",
    "The guest wifi 'Ikiyaga-Guest' is open, no password needed.",
    "Lot KAY-2031-0311: 60 kg, moisture 11.2 %, cupping score 86.5.",
    "Tin concentrate lot 27 assayed at 68.4 % Sn on the XRF; the bag keeps its iTSCi tag.",
    "The bus from Bujumbura to Kigali leaves at 06:30 and takes about six hours.",
    "A member claimed 45,000 BIF for a malaria test at the Gitega clinic.",
    "The brewery bottles Primus in 72 cl and 50 cl; the new line runs 12,000 bottles an hour.",
    "Ntugire uwo ubwira ijambo ry'ibanga ryawe.",
    "Ijambo ry'ibanga rigomba kugira inyuguti cumi n'zibiri canke zirenga.",
    "Ntuzigere uha undi muntu ijambo ry'ibanga ryawe.",
    "Umubare w'ibanga ntugomba kuwusangiza abandi.",
    "Murakoze, ikawa ya Kayanza yageze ku cyambu cya Gisenyi.",
    "Terefone y'ibiro: +250 788 301 442.",
    "Usimupe mutu mot de passe yako, hata bakubwa ya bureau.",
    "Bateau ya Bukavu inaondoka saa kumi na mbili ya asubuhi.",
    "Mbega, password ni lazima iwe na herufi kumi na nne.",
    "Bus ya Kigali inaondoka saa kumi na mbili na nusu.",
    "Kopesa moto moko te mot de passe na yo.",
    "Mot de passe esengeli kozala na ba lettres zomi na minei.",
    "Commande PO-2031-00620 ekokoma mokolo ya mitano.",
    "Urhabwira muntu ebanga lyawe.",
    "slt, n'envoie jamais le mdp par WhatsApp stp.",
    "le mdp doit faire au moins 14 caractères, c la règle.",
    "ma carte qui finit par 0931 a été refusée à la station.",
    f"Le checksum SHA-256 du manifeste de Kigoma est {_MANIFEST_SUM}.",
    "Usimwambie mtu yeyote nenosiri lako.",
    "Nenosiri lazima liwe na herufi kumi na nne au zaidi.",
    "Namba ya siri ya M-Pesa ibadilishwe kila mwezi.",
    "Piga simu ofisi ya tiketi Kigoma: +255 28 280 2471.",
    "Oda namba PO-2031-00512 ya magunia 40 itafika Alhamisi.",
    "Ikarita yanje irangira na 7733 yanse i Gitega.",
    "Boti ya MV Umoja inaondoka Kigoma saa kumi jioni.",
    "Nimero ya commande ni PO-2031-00733, izagera ku wa gatanu.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ikiyaga/brewhouse", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.8.6"}}',
    '{"ticket": "IKY-4501", "purchase_order": "PO-2031-00418"}',
    '{"lot": {"id": "KAY-2031-0311", "weight_kg": 60, "moisture_pct": 11.2}}',
    '{"phone": "+255 28 280 2471", "city": "Kigoma"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "bags_in_stock": 1284}',
    '{"route": "Bujumbura-Kigali", "departure": "06:30", "seats": 30}',
    '{"vessel": "MV Umoja", "port": "Kigoma", "eta": "2031-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
