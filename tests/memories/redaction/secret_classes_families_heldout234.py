# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-thirty-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-thirty-third's
docstring, the fifth to two-hundred-and-thirty-third only to search them (grep) for the languages,
wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-thirty-fifth to
two-hundred-and-thirty-seventh), any test, the reports, the benchmarks, the rest of the security
page, the changelog nor the git history, and the scrubber was never run on it. Its own seed
(234518063), password words (a cattle breed, a town, a year and a sign; two fibre words and a
number; a name, a birth year, a sign and a Basotho pony's name; a diamond sorter's word and a
weight in carats; a town, a camp animal and a year; a wool bale's number and a fibre; a truck body
in capitals and a number; leet words of mohair, the Kalahari, the lechwe, the Bonsmara, the mokoro
and Semonkong with a year; a camp animal, a breed and a number joined by dots; a name who "Rides" a
pony; a generator's four groups and random runs), names, places, templates, tools, vendors and
layouts, the way the staff of Kgalagadi-Maloti Holdings (fictional: cattle ranches near Ghanzi and
D'Kar, a diamond-sorting office in Gaborone, a wool and mohair co-operative in Maseru, a
pony-trekking lodge at Semonkong, a Kalahari safari camp near Maun and a cross-border trucking
firm working the Maseru Bridge and Tlokweng posts) leak secrets into an assistant's memory. The
texts are WhatsApp messages, chat logs with times, Kaseya BMS and Sostenuto tickets, wiki tables
and breadcrumbs, notes, e-mails, runbooks, READMEs, bash, PowerShell and root prompts, shell
history, voice-memo transcripts, dictated text, a radio read-out and requests to the assistant
itself; the separators run from a colon, "is" (`ke`, `ndi`, `is`) and a dash to an arrow (`→`), an
emoji (`🔑`, `🔒`), a new line, quotes (`"…"`, `“…”`, backticks) and parentheses.

Tools, flags and variables none of heldouts 5 to 233 names (each grepped for the command, flag or
variable itself): the company's own `kmh-baits-sync`, `clip-export --db-pass`, `kmh-sort-ingest`,
`kmh-border-sync`, `kmh-lodge-backup --smb-pass`, `kmh-scale-pull --cloud-password` and its
`KMH_*` variables, hiera-eyaml's `eyaml encrypt -s`, `hamachi join`, and the web pages and apps of
ranch, gate, alarm, power, gem-lab, fibre-lab, camera and fleet hardware (Te Pari, Prattley,
Premier1, Nemtek, Speedrite, Centurion, ET Nice, IDS Xwireless, Geyserwise, Kwikot, Mecer, RCT
UPS, Dyness, BlueNova, SynthDetect, DiamondView, Yehuda's Sherlock Holmes, Laserscan, Cuddeback,
SMART Conservation, Sharp MX, Mustek, Jointech, Jimi IoT, Volvo Connect, UD Trucks). Beside them
commands and files of lightly used tools (by grep, in one earlier corpus each: `pdbedit -a -t`,
`htdbm -b`, `MPD_HOST=…@host mpc`, `emqx_ctl admins passwd`, `fbsvcmgr -password`, `yunohost user
create -p`, `act_runner register --token`, shairport-sync.conf, vtund.conf, peervpn.conf,
ts3server.ini, options.l2tpd.client, Froxlor's userdata.inc.php, pap-secrets, emqx.conf,
CuddeLink, SMART Connect, ApiPost, Milkman, Talend API Tester, Securden, Passwarden, Password
Depot, TeamPassword and Proton Authenticator; in two: `ntlm_auth`, `radtest`, `saslpasswd2`,
`slappasswd -s`, `doveadm pw -p`, `ftpasswd --stdin`, `regctl`, `nerdctl login`, `lxc remote add
--password`, `helm repo add --password`, `dotnet nuget add source -p`, `flux create secret git`,
`multipass set local.passphrase`, `gopass insert`, `ccrypt -K` and SQLCipher's `PRAGMA key`; in
three or four: `sqlcipher`, `vpncmd /PASSWORD:`, `mcrcon -p`, `openfortivpn -p`; Cyclonis in none)
and common layouts (env files, compose, systemd, Kubernetes, fly and heroku secrets, `.pgpass`,
`otpauth://`, JWTs, PEM blocks, Basic and Bearer headers in nginx, HAProxy and curl, connection
strings, Python, C#, JavaScript, Go, PHP, Spring, Django, Terraform and WordPress) in wordings of
their own.

About half of the secret samples are in other languages than English (by a rough count of the
drawn samples, 200 of 390 with a marker word of the languages below; the other 190 are English or
language-neutral config and shell): Setswana as texted in Gaborone (`password ya me ke`, `ke
eno`, `e ntšhwa`, `o se ka wa bolelela ope`, `ke a leboga`, `bathong`, `rra`, `mma`,
`akhaonte`, `khomputara ya kantoro`, `o ka nkgopolela`, `ke kopa o boloke`, `khoutu ya kgoro`,
`PIN ya karata`, `dinomoro tse nne`, `mafoko a sephiri`, `senotlolo sa`, `setup key ya`, `taelo`,
`tlhaka ka tlhaka`, `faele ya config`), Sesotho in Lesotho's spelling with `ea` and `ua`
(`password ea ka ke`, `ke ena`, `e ncha`, `u se ke ua bolella motho`, `kea leboha`, `Lumela
ntate`, `'M'e`, `Khotso`, `lentsoe la lekunutu`, `joale`, `o itse`, `khoutu ea heke`, `PIN ea ka`,
`karete`, `lebitso la mosebelisi`, `mantsoe a lekunutu`, `likhoutu tsa backup`, `tlhaku ka
tlhaku`, `ke kopa u boloke`), Afrikaans as truckers type it (`wagwoord`, `hier's`, `moenie vir
niemand sê nie`, `dankie`, `ou maat`, `onthou asseblief`, `gebruikersnaam`, `API-sleutel`,
`rugsteunkodes`, `herstelsleutel`, `die vier syfers`, `kaartnommer`, `rybewysnommer`,
`grenspos`, `trok`), South African English slang (`howzit`, `bru`, `eish`, `ja no`, `sharp`,
`hey`) and a little Sekalanga (`Dumilani`, `ndalumba`, `yangu`, `ndi`, `yayo`, `izwi`, `usa bhula
munhu`); a few id and seed-phrase lines are in French, Italian, Portuguese, Korean, Japanese and
Traditional Chinese. The loanwords are the ones people there type (password, wifi, PIN, token,
server, API key, backup, setup key). The wordings are the author's approximations, checked by no
speaker; the Sekalanga lines (Shona-like forms such as `ndakashandisa`, `usa bhula munhu`,
`izwi`, `yayo`), Setswana `ke eno` for "here it is" and `dinomoro tse nne tse di fa godimo ga`,
Sesotho `lentsoe la lekunutu` for "password", `linomoro tse 'ne tse ka holim'a`, `ea khale e
hlakotsoe` and `ke e kopitse`, and the Afrikaans `nagtelike sinkronisasie` are the thinnest
guesses.

Vendors (Trackmatic, Trak King, Matrix Vehicle Tracking, Digicore, Unitrans, Imperial Logistics,
Barloworld, Super Group, Sasol, Fleetcor, Investec, Bidvest Bank, BancABC, Standard Lesotho Bank,
Access Bank Botswana, First Capital Bank, Bank Gaborone, Botswana Life, Momentum, Vodacom Lesotho,
beMobile, Botswana Telecommunications, Botswana Post, Openserve, Liquid Intelligent Technologies,
Vox Telecom, Seacom, Sentech, Dimension Data, Shyft, Sage One, Woolmark, Cape Wools, BKB, Te Pari,
SMART Conservation, Cuddeback, Air Botswana, Fireblocks, BitGo, Kong Konnect, Gcore, Corbado and
AltcoinTrader) are ones heldouts 5 to 233 do not name (grepped by name and by the variable used
here). No shape here is one the author knows to be real: every one is a guess (hex, base64,
URL-safe and alphanumeric runs, UUIDs, JWTs for Bank Gaborone and BKB, and the `sg_live_`,
`btc_`, `smart_`, `v2x`, `kpat_`, `corbado1_` prefixes and Gcore's `digits$hex`); the JWTs are
well-formed.

The ids that carry a check are kinds lightly used before (in one to three corpora each by a grep of
their imports), each drawn until its python-stdnum module validates it: South Africa's tax
reference (`za.tin`), Belgium's BIS number (`be.bis`), Israel's identity number (`il.idnr`),
India's Aadhaar (`in_.aadhaar`), China's unified social credit code (`cn.uscc`), Italy's codice
fiscale (`it.codicefiscale`) and the UK's UTR (`gb.utr`), the buyers' and agents' ids of the
diamond, mohair and wool trades; the kinds no library or this file checks (no check-digit
algorithm is written here, and the shapes are guesses) are Botswana's Omang (named in one earlier
corpus), Lesotho's national ID, Botswana and Lesotho passports, a BURS and an LRA taxpayer number
and Botswana and Lesotho driving licences. Card numbers pass Luhn (the value helpers' brands);
the card codes are four-digit Amex codes. The IBANs are of countries used least by a rough count
over the IBAN shapes and IBAN calls of heldouts 5 to 233 (Cyprus, the Dominican Republic, Egypt,
Guatemala, North Macedonia, Oman, Pakistan and Seychelles, seventeen corpora each by that count),
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
Portuguese, Korean, Japanese and Traditional Chinese lists, each with a valid checksum (Turkish
and Russian were left out: the installed mnemonic's `check` rejects most of their valid phrases,
its NFKD form not matching their word lists). Counts: 390 secret samples, 20 field pairs and 20
metadata samples (430 scored, every secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.be import bis as be_bis
from stdnum.cn import uscc as cn_uscc
from stdnum.gb import utr as gb_utr
from stdnum.il import idnr as il_idnr
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.it import codicefiscale as it_cf
from stdnum.za import tin as za_tin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 234_518_063
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


def _unseen(value: str) -> bool:
    """Whether ``value`` stays out of every clean text (short codes are drawn until it does)."""
    return value not in _CLEAN_BLOB


_BREEDS = ["Tswana", "Tuli", "Bonsmara", "Brahman", "Nguni", "Afrikaner", "Simbra",
           "Drakensberger", "Mashona", "Boran", "Sanga", "Beefmaster"]  # fmt: skip
_STONES = ["Sawable", "Makeable", "Macle", "Boart", "Cleavage", "Melee", "Octahedron", "Naat",
           "Chips", "Flats", "Rejection", "Tender"]  # fmt: skip
_FIBRES = ["Mohair", "Angora", "Merino", "Kidmohair", "Fleece", "Staple", "Crimp", "Lanolin",
           "Skirting", "Dohne", "Clip", "Bellies"]  # fmt: skip
_PONIES = ["Molapo", "Tsehlo", "Mafube", "Lerotholi", "Leboela", "Ralebona", "Mosa", "Sefate",
           "Thokoana", "Letlotlo"]  # fmt: skip
_CAMP = ["Mokoro", "Lechwe", "Sitatunga", "Sable", "Tsessebe", "Mopane", "Xakanaxa", "Baobab",
         "Kubu", "Hornbill", "Kudu", "Impala"]  # fmt: skip
_TRUCKS = ["Interlink", "Tautliner", "Superlink", "Lowbed", "Tipper", "Flatdeck", "Sideloader",
           "Drawbar"]  # fmt: skip
_PLACES = ["Ghanzi", "DKar", "Maun", "Shorobe", "Gaborone", "Tlokweng", "Mogoditshane", "Maseru",
           "Semonkong", "Roma", "Morija", "Mafeteng", "Leribe", "Ladybrand", "Zeerust", "Kanye",
           "Lobatse", "Thamaga", "Sehithwa", "Ramotswa"]  # fmt: skip
_NAMES = ["Kagiso", "Tumelo", "Onalenna", "Boitumelo", "Kefilwe", "Mpho", "Lesego", "Tshepiso",
          "Masego", "Gaone", "Oratile", "Keabetswe", "Palesa", "Teboho", "Mamello", "Tsepo",
          "Limpho", "Lineo", "Katleho", "Hlompho", "Nthabiseng", "Retselisitsoe", "Riaan",
          "Wynand", "Hennie", "Marelize", "Anneke", "Tjiyapo", "Nkosana", "Thabang"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["M0h41r", "K4l4h4r1", "L3chw3", "B0nsm4r4", "S4w4bl3", "T4utl1n3r", "M0k0r0",
         "S3m0nk0ng", "Gh4nz1"]  # fmt: skip


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BREEDS)}{g.choice(_PLACES)}{g.randrange(1990, 2033)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_FIBRES, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PONIES)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1986, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_STONES)}{g.randrange(2, 400)}ct{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_CAMP).lower()}_{g.randrange(1966, 2033)}",
    lambda g: f"Bale{g.randrange(100, 1000)}{g.choice(_FIBRES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 3),
    lambda g: f"{g.choice(_TRUCKS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Rides{g.choice(_PONIES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 16),
    lambda g: f"{g.choice(_CAMP)}.{g.choice(_BREEDS).lower()}.{g.randrange(10, 100)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English: chats, notes, tickets, e-mails, runbooks, READMEs, voice memos, requests
    "WhatsApp, 'Ghanzi Ranch Hands', 06:41 Kagiso: the Te Pari HD3 scale app password is {pw}",
    "note to self: Prattley crush controller web password {pw}",
    "Premier1 energiser app for the D'Kar paddocks, login password {pw}",
    "Nemtek Druid energiser, web portal password: {pw}",
    "Centurion G-Ultra at the Ghanzi yard gate, admin password → {pw}",
    "ET Nice gate app (Maun camp) 🔑 password: {pw}",
    "IDS Xwireless alarm panel, web password for the Gaborone sorting office: {pw}",
    "Kaseya BMS ticket 30417: Geyserwise Max app password {pw} for the Semonkong lodge geysers",
    "Sostenuto call 5521: Kwikot smart geyser controller password {pw}, please reset",
    "Mecer 3 kVA UPS web card (server room, Gaborone): password {pw}",
    "Dyness battery BMS portal (Maun camp solar), password {pw}",
    "BlueNova battery monitor at the Semonkong lodge: password {pw}",
    "SynthDetect workstation in bay 2 of the sorting office, password {pw}",
    "DiamondView PC, Gaborone office, Windows password {pw}",
    "Yehuda Sherlock Holmes tester, admin password ({pw})",
    "Laserscan fibre tester PC in the Maseru co-op lab: password {pw}",
    "Cuddeback CuddeLink home camera portal password: {pw}",
    "SMART Conservation Connect server (Maun anti-poaching desk) admin password {pw}",
    "Mustek inverter web page at the Ghanzi borehole, password {pw}",
    "Jointech e-seal platform for the Tlokweng loads: password {pw}",
    "Volvo Connect fleet portal password is \"{pw}\"",
    "Dear Thabang,\n\nthe local admin password on the sorting-office laptops is now {pw}. Delete this mail once it's in the vault.\n\nRegards,\nKefilwe",
    "Runbook: restart the borehole pump at Ghanzi farm 114\n1. open the Mustek inverter page\n2. log in as installer\n3. password {pw}\n4. clear fault E07",
    "README (Maun camp rack)\nthe SMART Connect UI is at https://smart.maun.kmh.lan, admin password `{pw}`.",
    "voice memo, Maseru Bridge queue: the Volvo Connect password is {pw}, full stop",
    "please remember my Bank Gaborone internet banking password: {pw}",
    # Setswana, as texted in Gaborone
    "Dumela rra, password ya me ya email ke {pw}. O se ka wa bolelela ope",
    "password ya wifi ya ko kantorong ke eno: {pw}",
    "Kagiso: password e ntšhwa ya server ke {pw}, ke a leboga",
    "pw ya Te Pari app ke {pw} rra",
    "bathong, password ya laptop ya me ke {pw}, ke tla e fetola",
    "password ya akhaonte ya banka ke {pw}",
    "Mma Onalenna: password ya khomputara ya kantoro ke {pw}",
    "password ya rona ya Centurion ke “{pw}”",
    "o ka nkgopolela password ya BancABC app? ke {pw}",
    "Tumelo o rile password ya RCT UPS ke {pw}",
    "password ya Mecer UPS: {pw} (o se ka wa e abelana le ope)",
    # Sesotho, Lesotho spelling
    "Lumela ntate, password ea ka ea email ke {pw}. U se ke ua bolella motho",
    "password ea wifi ea lodge ke ena: {pw}",
    "Palesa: password e ncha ea server ke {pw}, kea leboha",
    "lentsoe la lekunutu la khomphutha ea co-op ke {pw}",
    "'M'e Limpho: password ea Laserscan ke {pw}",
    "password ea akhaonte ea banka ke {pw}, u se ke ua e bolella motho",
    "Khotso! password ea rona ea Geyserwise ke → {pw}",
    "ke kopa u nkhopolle password ea Standard Lesotho Bank: {pw}",
    "password ea Dyness BMS e fetotsoe, joale ke {pw}",
    "Teboho o itse password ea Te Pari app joale ke {pw}",
    # Afrikaans and South African English, as truckers type
    "Hier's die wagwoord vir die Volvo Connect portaal: {pw}. Moenie vir niemand sê nie, dankie",
    "wagwoord van die trok se tablet: {pw}",
    "Riaan: die nuwe wagwoord vir die Jimi IoT platform is {pw}",
    "ou maat, die pw vir die grenspos-laptop is {pw}",
    "onthou asseblief my wagwoord vir die UD Trucks portaal: {pw}",
    "die Speedrite se installer-wagwoord is nou {pw}, ou",
    "Hennie: Sharp MX-kopieerder admin-wagwoord → {pw}",
    "howzit bru, the password for the UD telematics thing is {pw}, sharp",
    "eish, the Jointech platform password is {pw} now, don't share hey",
    "ja no, the Mustek inverter pw is {pw}",
    # Sekalanga
    "Dumilani! password yangu ya email ndi {pw}, ndalumba",
    "password ya wifi ya ku ranch ndi {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["kagiso", "tumelo.m", "onalenna", "boitumelo", "kefilwe.s", "mpho", "lesego",
          "tshepiso", "palesa.l", "teboho", "mamello", "tsepo", "limpho", "lineo.k", "katleho",
          "riaan", "wynand", "hennie.v", "marelize", "tjiyapo", "svc-sorting", "ranch-scale",
          "lodge-desk", "fleet-ops"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Kagiso: the Te Pari cloud login is {u} / {pw}",
    "Kaseya BMS #30422: {u} locked out of the Volvo Connect portal, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Gaborone › Sorting › SynthDetect: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| DiamondView PC | {u} | {pw} |",
    "log into the Laserscan PC as {u} with {pw}",
    "Jimi IoT login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: scale-ghanzi-1\n  user: {u}\n  pass: {pw}",
    "creds for the camp's SMART Connect are {u} and {pw}",
    "system,user,password\nsmart-connect,{u},{pw}",
    "ssh {u}@sort-gbe.kmh.lan (password {pw})",
    "username ya me ke {u}, password ke {pw}",
    "leina la go tsena: {u} / password: {pw}",
    "lebitso la mosebelisi ke {u}, password ea ka ke {pw}",
    "username ea lodge: {u}, password: {pw}",
    "gebruikersnaam {u}, wagwoord {pw}",
    "die login vir die trok-tablet is {u} en die wagwoord {pw}",
    "bru, login is {u} and the pw is {pw}",
    "username yangu ndi {u}, password ndi {pw}",
    "Sostenuto call 5533: Trackmatic portal, user {u}, password {pw}",
    "sign in to the Cuddeback portal as {u}, password {pw}",
    "account: {u}\nwagwoord: {pw}",
    "leina: {u}; password: {pw}, o se ka wa e abelana",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["thutlwa", "kgaka", "phofu", "tholo", "kwena", "phuduhudu", "mmutla", "mokorotlo",
               "seanamarena", "lesokoana", "motoho", "seswaa", "bogobe", "mophane", "letlhaku",
               "sefalabogogo"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "for the Te Pari app it's {w} and {d} at the end",
    "voice memo: the lodge wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the sorting PC",
    "it's {w}{d}, word and digits joined",
    "password ke {w} pele, bese o kwala {d}",
    "password ke {w} le {d} kwa bofelong",
    "password ke lentsoe {w}, ebe {d}",
    "password ea lodge ke {w}, ka mor'a moo {d}",
    "die wagwoord is die woord {w}, dan {d}",
    "dis {w} en dan {d}, alles aanmekaar",
    "password ndi izwi {w}, ne {d}",
]  # fmt: skip


def _spelled_take(rng: random.Random, n: int) -> list[Sample]:
    words = rng.sample(_SAID_WORDS, n)
    out = []
    for template, word in zip(v.cycle(rng, _SPELLED, n), words, strict=True):
        number = str(rng.randrange(100, 10_000))
        secret = word + number if "{w}{d}" in template else word
        out.append(Sample("spelled_password", template.format(w=word, d=number), secret))
    return out


_CLI = [
    "kmh-baits-sync --farm GH-114 --user {u} --password '{pw}'",
    "./bin/clip-export --grower-db mohair --db-user {u} --db-pass '{pw}'",
    "kmh-sort-ingest -u {u} -p '{pw}' parcels/2032-05/*.csv",
    "KMH_BORDER_PASSWORD='{pw}' kmh-border-sync --post tlokweng",
    "printf '{pw}\\n{pw}\\n' | pdbedit -a -t -u {u}",
    "htdbm -b -c /etc/apache2/lodge.dbm {u} '{pw}'",
    "ntlm_auth --username={u} --password='{pw}' --domain=KMH",
    "radtest {u} '{pw}' 127.0.0.1 0 lodge-radius",
    "echo '{pw}' | saslpasswd2 -p -c -u mail.kmh.co.bw {u}",
    "slappasswd -h '{{SSHA}}' -s '{pw}'",
    "doveadm pw -s SHA512-CRYPT -p '{pw}'",
    "echo '{pw}' | ftpasswd --passwd --file=/etc/proftpd/ftpd.passwd --name={u} --uid=2001 --home=/srv/ftp/clips --shell=/bin/false --stdin",
    "regctl registry login registry.kmh.co.bw --user {u} --pass '{pw}'",
    "nerdctl login -u {u} -p '{pw}' registry.kmh.co.bw",
    "lxc remote add ghanzi https://10.40.0.2:8443 --password '{pw}' --accept-certificate",
    "helm repo add kmh https://charts.kmh.co.bw --username {u} --password '{pw}'",
    "dotnet nuget add source https://nuget.kmh.co.bw/v3/index.json -n kmh -u {u} -p '{pw}' --store-password-in-clear-text",
    "flux create secret git kmh-infra --url=https://git.kmh.co.bw/infra --username={u} --password='{pw}'",
    "multipass set local.passphrase='{pw}'",
    "eyaml encrypt -l 'kmh::sorting::db_password' -s '{pw}'",
    "echo '{pw}' | gopass insert -f kmh/ranch/te-pari",
    "ccrypt -e -K '{pw}' sorting-2032-05.xlsx",
    "openfortivpn vpn.kmh.co.bw:10443 -u {u} -p '{pw}'",
    "MPD_HOST='{pw}@lodge-music.local' mpc play",
    "emqx_ctl admins passwd admin '{pw}'",
    "fbsvcmgr service_mgr -user SYSDBA -password '{pw}' -action_db_stats -dbname /data/clip.fdb -sts_hdr_pages",
    "yunohost user create {u} -F 'Lodge Desk' -p '{pw}' -d semonkong.kmh.co.ls",
    "sudo hamachi join kmh-ranch-net '{pw}'",
    "sqlcipher grazing.db \"PRAGMA key = '{pw}';\"",
    "kmh-lodge-backup --share //fs.kmh.lan/bookings --smb-user {u} --smb-pass '{pw}'",
    "vpncmd localhost:5555 /SERVER /PASSWORD:{pw} /CMD HubList",
    "mcrcon -H lodge-games.local -P 25575 -p '{pw}' list",
    "kmh-scale-pull --reader TP-HD3-07 --cloud-user {u} --cloud-password '{pw}'",
    "act_runner register --no-interactive --instance https://git.kmh.co.bw --token {pw} --name ghanzi-runner",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "kagiso@ghanzi-nuc:~$ {c}", "[root@sort-gbe ~]# {c}",
    "mamello@maseru-coop:~$ {c}", "PS C:\\Users\\riaan> {c}", "ran this on the Maun box: {c}",
    "runbook step 4:\n{c}", "history | tail -1\n  512  {c}", "Sostenuto call 5540, attached log:\n{c}",
    "taelo e ke e dirisitseng: {c}", "taelo eo ke e sebelisitseng: {c}",
    "die opdrag wat ek uitgevoer het: {c}", "bru I ran this: {c}", "ndakashandisa command iyi: {c}",
    "ke e dirisitse mo server ya ranch: {c}", "ke sebelisitse sena ho server ea lodge:\n{c}",
    "op die trok-laptop gehardloop: {c}", "eish bru, this is what I typed: {c}", "taelo ya maabane: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.kmh.lan:5432/baits_herd",
    "mysql+pymysql://{u}:{pw}@clip-db.maseru.kmh.lan/mohair",
    "mssql+pyodbc://{u}:{pw}@sql.gbe.kmh.lan/Sorting?driver=ODBC+Driver+18+for+SQL+Server",
    "redis://{u}:{pw}@redis.maun.kmh.lan:6379/2",
    "amqp://{u}:{pw}@mq.kmh.lan:5672/border",
    "mongodb+srv://{u}:{pw}@fleet.kmh.mongo.lan/trips?retryWrites=true",
    "ftp://{u}:{pw}@ftp.kmh.co.ls/clip-reports/",
    "sftp://{u}:{pw}@edi.kmh.co.bw:2222/customs/",
    "rtsp://{u}:{pw}@cam-kraal2.ghanzi.kmh.lan:554/Streaming/Channels/101",
    "firebird://{u}:{pw}@fb.maseru.kmh.lan:3050//data/clip.fdb",
    "clickhouse://{u}:{pw}@ch.kmh.lan:9000/telemetry",
    "Server=sql.gbe.kmh.lan;Database=Sorting;User Id={u};Password={pw};TrustServerCertificate=True;",
    "jdbc:postgresql://pg.kmh.lan:5432/baits_herd?user={u}&password={pw}",
    "DATABASE_URL=postgres://{u}:{pw}@pg.maun.kmh.lan/bookings",
]  # fmt: skip
_URL_PLACES = [
    "BAITS_DB_URL={c}", "keep this connection string for me: {c}", "Kaseya BMS #30431: {c}",
    "connection string ya database ke {c}", "connection string ea database: {c}",
    "die DB-string vir die vloot: {c}", "wiki page 'Databases': {c}",
    "ke kopa o boloke connection string e: {c}", "connection string e ncha ea lodge: {c}",
    "hier's die nuwe DB-string: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kgalagadi-maloti", "sub": f"cli_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "lots:read herd:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Every shape below is the author's guess, not a documented one.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Trackmatic", "TRACKMATIC_API_KEY", _j((HEX, 40))),
    ("Trak King", "TRAKKING_API_TOKEN", _j((ALNUM, 32))),
    ("Matrix Vehicle Tracking", "MATRIX_VT_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Digicore", "DIGICORE_API_KEY", _j((UPPER_HEX, 32))),
    ("Unitrans", "UNITRANS_PORTAL_TOKEN", _j((URLSAFE, 43))),
    ("Imperial Logistics", "IMPERIAL_EDI_KEY", _j((ALNUM, 40))),
    ("Barloworld", "BARLOWORLD_FLEET_SECRET", _j((B64, 43), "=")),
    ("Super Group", "SUPERGROUP_API_KEY", _j("sg_live_", (ALNUM, 32))),
    ("Sasol", "SASOL_FUELCARD_TOKEN", _j((HEX, 64))),
    ("Fleetcor", "FLEETCOR_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Investec", "INVESTEC_API_KEY", _j((B64, 54), "==")),
    ("Bidvest Bank", "BIDVEST_BANK_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("BancABC", "BANCABC_API_SECRET", _j((HEX, 32))),
    ("Standard Lesotho Bank", "SLB_OPENAPI_KEY", _j((ALNUM, 36))),
    ("Access Bank Botswana", "ACCESSBW_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("First Capital Bank", "FCB_BW_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Bank Gaborone", "BANKGAB_API_TOKEN", _vendor_jwt("https://api.bankgaborone.co.bw")),
    ("Botswana Life", "BOTSLIFE_PARTNER_KEY", _j((HEX, 40))),
    ("Momentum", "MOMENTUM_API_SECRET", _j((ALNUM, 40))),
    ("Vodacom Lesotho", "VCL_MPESA_API_KEY", _j((ALNUM, 32))),
    ("beMobile", "BEMOBILE_SMS_TOKEN", _j((HEX, 32))),
    ("Botswana Telecommunications", "BTC_SMS_API_KEY", _j("btc_", (ALNUM, 30))),
    ("Botswana Post", "BOTSPOST_TRACKING_KEY", lambda g: v.uuid4(g, "a")),
    ("Openserve", "OPENSERVE_API_KEY", _j((ALNUM, 40))),
    ("Liquid Intelligent Technologies", "LIQUID_CLOUD_API_TOKEN", _j((URLSAFE, 64))),
    ("Vox Telecom", "VOX_API_SECRET", _j((HEX, 48))),
    ("Seacom", "SEACOM_PORTAL_TOKEN", _j((B64, 40))),
    ("Sentech", "SENTECH_API_KEY", _j((UPPER_HEX, 40))),
    ("Dimension Data", "DIDATA_CLOUD_SECRET", _j((ALNUM, 44))),
    ("Shyft", "SHYFT_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Sage One", "SAGEONE_API_KEY", lambda g: v.uuid4(g, "8").upper()),
    ("Woolmark", "WOOLMARK_LICENSEE_KEY", _j((HEX, 32))),
    ("Cape Wools", "CAPEWOOLS_CLIP_API_KEY", _j((ALNUM, 28))),
    ("BKB", "BKB_AUCTION_TOKEN", _vendor_jwt("https://auctions.bkb.co.za")),
    ("Te Pari", "TEPARI_CLOUD_TOKEN", _j((URLSAFE, 40))),
    ("SMART Conservation", "SMART_CONNECT_API_KEY", _j("smart_", (HEX, 40))),
    ("Cuddeback", "CUDDELINK_API_KEY", _j((ALNUM, 32))),
    ("Air Botswana", "AIRBOTSWANA_AGENT_KEY", _j((UPPER_DIGITS, 24))),
    ("Fireblocks", "FIREBLOCKS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("BitGo", "BITGO_ACCESS_TOKEN", _j("v2x", (HEX, 64))),
    ("Kong Konnect", "KONNECT_PAT", _j("kpat_", (ALNUM, 49))),
    ("Gcore", "GCORE_API_TOKEN", _j((D, 5), "$", (HEX, 64))),
    ("Corbado", "CORBADO_API_SECRET", _j("corbado1_", (ALNUM, 30))),
    ("AltcoinTrader", "ALTCOINTRADER_API_SECRET", _j((HEX, 64))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "PS> $env:{env} = \"{tok}\"",
    "set {env}={tok}",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} ghcr.io/kmh/border-sync:2.3",
    "kubectl create secret generic kmh-integrations --from-literal={env}={tok}",
    "fly secrets set {env}={tok} -a kmh-lots",
    "heroku config:set {env}={tok} -a kmh-bookings",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "KMH ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "wiki table 'Integrations': | {vendor} | prod | {tok} |",
    "Kaseya BMS #30440: {vendor} integration broken, current key {tok}",
    "Sostenuto call 5560: {vendor} returns 401, configured key {tok}",
    "WhatsApp, Mpho: {vendor} key for the nightly sync: {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "API key ya {vendor} ke {tok}",
    "Dumela rra, API key ya {vendor} ke eno: {tok}",
    "API key ea {vendor} ke {tok}, kea leboha",
    "senotlolo sa API sa {vendor}: {tok}",
    "API-sleutel vir {vendor}: {tok}",
    "hier's die {vendor} API-sleutel: {tok}, dankie",
    "bru, the {vendor} API key is {tok}",
    "{vendor} API key ya production ke {tok}",
    "ke kopa o boloke API key ya {vendor}: {tok}",
    "Mpho: key e ntšhwa ya {vendor} ke {tok}",
    "ke kopa u boloke API key ea {vendor}: {tok}",
    "key e ncha ea {vendor} ke {tok}, ea khale e hlakotsoe",
    "die {vendor}-sleutel vir die nagtelike sinkronisasie: {tok}",
    "Riaan: {vendor} se token is nou {tok}",
    "eish, the {vendor} key changed again hey: {tok}",
    "token ya {vendor} ndi {tok}, ndalumba",
    "API key ya {vendor} ndi {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    trackmatic = _r(rng, HEX, 40)
    digicore = _r(rng, UPPER_HEX, 32)
    cuddeback = _r(rng, ALNUM, 32)
    investec = _r(rng, B64, 54) + "=="
    woolmark = _r(rng, HEX, 32)
    te_pari = _r(rng, URLSAFE, 40)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.trackmatic.co.za/v2/trips", headers={{"X-Api-Key": "{trackmatic}"}})', trackmatic),
        Sample("vendor_token", f"curl -H 'Authorization: ApiKey {digicore}' https://api.digicore.example/ctrack/units", digicore),
        Sample("vendor_token", f'const cams = new CuddeLinkClient({{ apiKey: "{cuddeback}" }});', cuddeback),
        Sample("vendor_token", f"$client = new InvestecClient('kmh-treasury', '{investec}');", investec),
        Sample("vendor_token", f'<add key="WoolmarkLicenseeKey" value="{woolmark}" />', woolmark),
        Sample("vendor_token", f"Info.plist:\n<key>TePariCloudToken</key>\n<string>{te_pari}</string>", te_pari),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "token ke {t}",
                "token ea ka: {t}", "{t}\n^ die nuwe een, die ou een is dood",
                "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Ghanzi water-trough sensor WT-09 (OTAA): {h}": 32,
    "AppSKey of the D'Kar borehole level sensor (ABP): {h}": 32,
    "HMAC secret for the Vodacom Lesotho payment callback: {h}": 64,
    "AES key of the SynthDetect report export: {h}": 32,
    "pre-shared key of the Maun camp's IPsec tunnel to Gaborone (hex): {h}": 64,
    "senotlolo sa encryption sa backup ke {h}": 64,
    "senotlolo sa encryption sa backup ea co-op: {h}": 48,
    "enkripsiesleutel van die trok-rugsteun: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Kaseya BMS #30452: token copied out of the browser's network tab {t}",
    "Cookie: lang=tn; kmh_session={t}",
    "KMH_LOTS_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token ya session ke {t}",
    "token ea session ke {t}",
    "die sessie-token: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@kmh.co.bw"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://id.kmh.co.bw/realms/staff",
            "azp": "sorting-console",
            "roles": ["sorter", "valuer"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Ghanzi BAITS uploader, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/lodge.kmh.co.ls.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EDI_PRIVATE_KEY": "{key}", "partner": "tlokweng-clearing"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_sort <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Sostenuto call 5571, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "senotlolo sa poraefete sa server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs agent's SFTP drop at Maseru Bridge:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Blade wallet backup, copying it off the card before I burn it: {p}": "english",
    "Mutiny wallet recovery phrase\n{p}": "english",
    "Satochip import words (the old lodge-fund wallet, emptied): {p}": "english",
    "Bitcoin.com wallet seed backup: {p}": "english",
    "voice memo: the Core wallet recovery words are {p} and that's all of them": "english",
    "mafoko a sephiri a wallet ya Math Wallet: {p}": "english",
    "mantsoe a lekunutu a Nova Wallet: {p}": "english",
    "herstelfrase van die Kabila-beursie: {p}": "english",
    "frase de recuperação da carteira Sender (o comprador de Maputo): {p}": "portuguese",
    "Meteor 지갑 복구 문구: {p}": "korean",
    "MyNearWallet の復元フレーズ：{p}": "japanese",
    "HERE wallet 助記詞：{p}": "chinese_traditional",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
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
    "WhatsApp, Kefilwe: the company card for the Te Pari spares is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Kaseya BMS #30466: pay the Centurion service call with card {c}",
    "nomoro ya karata ya me ke {c}, {mm}/{yy}",
    "karata ya banka: {c}",
    "nomoro ea karete ea ka ke {c}, {mm}/{yy}",
    "karete ea banka: {c}",
    "my kaartnommer is {c}, verval {mm}/{yy}",
    "bru, card is {c} exp {mm}/{yy}",
    "nomba ye card yangu ndi {c}",
    "please remember the lodge's booking card: {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "unionpay", "jcb", "discover", "diners", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 09/36, CID {cvv}",
               "the four-digit code on the front of the Amex, above the number: {cvv}",
               "Amex {c}, the four-digit security code above the number: {cvv}",
               "dinomoro tse nne tse di fa godimo ga nomoro ya Amex: {cvv}",
               "linomoro tse 'ne tse ka holim'a nomoro ea Amex: {cvv}",
               "die vier syfers bo die nommer op die Amex: {cvv}",
               "Amex security code, the small one on the front hey: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    return {"c": number, "cvv": v.until(rng, _j((D, 4)), _unseen)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough grep over the IBAN shapes and IBAN calls of heldouts 5 to 233;
# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"CY": "n" * 8 + "c" * 16, "DO": "aaaa" + "n" * 20, "EG": "n" * 25,
                "GT": "aaaa" + "c" * 20, "MK": "nnn" + "c" * 10 + "nn", "OM": "nnn" + "c" * 16,
                "PK": "aaaa" + "c" * 16, "SC": "aaaa" + "n" * 20 + "aaa"}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KMH-2032-0771: please pay the Karachi mohair buyer's refund to {i}",
    "save the Limassol diamond broker's IBAN: {i}",
    "IBAN: {i}\nReference: Semonkong trek deposit, July",
    "WhatsApp #treasury: the Muscat guest's bank details for the camp refund, IBAN {i}",
    "IBAN ya me: {i}",
    "IBAN ya supplier ke {i}",
    "IBAN ea ka ke {i}",
    "IBAN ea moreki: {i}",
    "my IBAN vir die terugbetaling: {i}",
    "IBAN yangu ndi {i}",
    "the Skopje wool buyer's IBAN, for the clip invoice: {i}",
    "Victoria (Seychelles) lodge agent's account, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _za_tin(g: random.Random) -> str:
    """A South African tax reference: ten digits, the first 0-3 or 9, a Luhn check digit."""
    return v.until(g, lambda h: h.choice("0123") + _r(h, D, 9), za_tin.is_valid)


def _be_bis(g: random.Random) -> str:
    """A Belgian BIS number: a birth date with the month raised by 20 or 40, a serial, mod 97."""

    def make(h: random.Random) -> str:
        month = h.randrange(1, 13) + h.choice([20, 40])
        body = f"{h.randrange(50, 100):02d}{month:02d}{h.randrange(1, 29):02d}{h.randrange(1, 998):03d}"
        return body + f"{97 - int(body) % 97:02d}"

    return str(be_bis.format(v.until(g, make, be_bis.is_valid)))


def _il_idnr(g: random.Random) -> str:
    """An Israeli identity number: nine digits with a Luhn-like check digit."""
    return str(il_idnr.format(v.until(g, lambda h: _r(h, D, 9), il_idnr.is_valid)))


def _aadhaar(g: random.Random) -> str:
    """An Aadhaar number: twelve digits, not starting 0 or 1, a Verhoeff check digit."""
    number = v.until(g, lambda h: h.choice("23456789") + _r(h, D, 11), in_aadhaar.is_valid)
    return str(in_aadhaar.format(number))


_USCC_ALPHABET = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def _uscc(g: random.Random) -> str:
    """A Chinese unified social credit code: authority, type, region, organisation, check."""

    def make(h: random.Random) -> str:
        body = "91" + h.choice(["320500", "330200", "440300", "650100"]) + _r(h, _USCC_ALPHABET, 9)
        return body + cn_uscc.calc_check_digit(body)

    return v.until(g, make, cn_uscc.is_valid)


def _codice_fiscale(g: random.Random) -> str:
    """An Italian codice fiscale of a person born in Biella or Prato, with its check letter."""

    def make(h: random.Random) -> str:
        day = h.randrange(1, 29) + h.choice([0, 40])
        body = (f"{_r(h, UPPER, 6)}{h.randrange(50, 100):02d}{h.choice('ABCDEHLMPRST')}"
                f"{day:02d}{h.choice(['A859', 'G999'])}")  # fmt: skip
        return body + it_cf.calc_check_digit(body)

    return v.until(g, make, it_cf.is_valid)


def _utr(g: random.Random) -> str:
    """A UK unique taxpayer reference: a check digit, then nine digits."""
    return v.until(g, lambda h: _r(h, D, 10), gb_utr.is_valid)


def _omang(g: random.Random) -> str:
    """A Botswana Omang number: nine digits, the fifth 1 or 2; no public check."""
    return g.choice("123456789") + _r(g, D, 3) + g.choice("12") + _r(g, D, 4)


def _ls_id(g: random.Random) -> str:
    """A Lesotho national ID number as guessed here: twelve digits, no public check."""
    return "0" + g.choice("123456789") + _r(g, D, 10)


def _bw_passport(g: random.Random) -> str:
    """A Botswana passport number as guessed here: BN and seven digits."""
    return "BN" + _r(g, D, 7)


def _ls_passport(g: random.Random) -> str:
    """A Lesotho passport number as guessed here: RA and seven digits."""
    return "RA" + _r(g, D, 7)


def _burs_tin(g: random.Random) -> str:
    """A Botswana taxpayer number as guessed here: a letter and eight digits."""
    return g.choice("CP") + _r(g, D, 8)


def _lra_tin(g: random.Random) -> str:
    """A Lesotho Revenue Services taxpayer number as guessed here: nine digits."""
    return g.choice("2356") + _r(g, D, 8)


def _bw_licence(g: random.Random) -> str:
    """A Botswana driving licence number as guessed here: ten digits."""
    return g.choice("123456789") + _r(g, D, 9)


def _ls_licence(g: random.Random) -> str:
    """A Lesotho driving licence number as guessed here: LS, two letters and six digits."""
    return "LS" + _r(g, UPPER, 2) + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "SARS tax reference of Riaan (the Zeerust subcontractor): {s}": _za_tin,
    "die SARS-belastingnommer vir die trokfaktuur: {s}": _za_tin,
    "BIS number of the Antwerp rough buyer, for the export file: {s}": _be_bis,
    "numéro BIS de l'acheteur d'Anvers : {s}": _be_bis,
    "teudat zehut of the Ramat Gan broker, from the KYC mail: {s}": _il_idnr,
    "Aadhaar of the Surat cutter on the tender form: {s}": _aadhaar,
    "USCC of the Suzhou mohair spinner for the contract: {s}": _uscc,
    "codice fiscale della filatrice di Biella: {s}": _codice_fiscale,
    "UTR of the Bradford wool agent: {s}": _utr,
    "nomoro ya Omang ya me ke {s}": _omang,
    "Omang ya ga Kagiso: {s}": _omang,
    "Omang yangu ndi {s}": _omang,
    "nomoro ea ID ea ka ea naha ke {s}": _ls_id,
    "Lesotho ID number of the co-op treasurer: {s}": _ls_id,
    "nomoro ya passport ya me ke {s}": _bw_passport,
    "nomoro ea passport ea ka: {s}": _ls_passport,
    "BURS TIN ya kompone: {s}": _burs_tin,
    "my BURS TIN for the e-filing: {s}": _burs_tin,
    "LRA TIN ea ka ke {s}": _lra_tin,
    "laesense ya go kgweetsa ya me: {s}": _bw_licence,
    "nomoro ea laesense ea ho khanna: {s}": _ls_licence,
    "my Lesotho rybewysnommer is {s}": _ls_licence,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["BitGo 2FA recovery codes\n{codes}", "spare sign-in codes for the co-op's Microsoft account {codes}",
            "Corbado backup codes: {codes}", "dikhoutu tsa backup tsa Google:\n{codes}",
            "likhoutu tsa backup tsa 2FA: {codes}", "rugsteunkodes vir die Microsoft-rekening: {codes}",
            "Fireblocks console backup codes\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Fireblocks:kefilwe@kmh.co.bw?secret={s}&issuer=Fireblocks&digits=6",
              "Proton Authenticator, manual setup key for the BancABC login: {s}",
              "setup key ya 2FA ke {s}", "senotlolo sa 2FA ke {s}",
              "2FA-opstelsleutel vir die Volvo Connect rekening: {s}",
              "otpauth://totp/Gcore:ops@kmh.co.bw?secret={s}&issuer=Gcore"]  # fmt: skip
_CODES = ["{c} is your Bank Gaborone one-time PIN. Do not share it",
          "BancABC: use {c} to confirm the transfer",
          "Khoutu ya gago ya OTP ke {c}. O se e abelane le ope",
          "Khoutu ea hau ea OTP ke {c}. U se ke ua e fa motho",
          "Jou eenmalige PIN is {c}",
          "{c} is your Vodacom Lesotho verification code",
          "Standard Lesotho Bank: OTP {c}, valid 5 min"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.until(rng, _j((D, 6)), _unseen)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, _code_draw, "c")


def _bitlocker(g: random.Random) -> str:
    return "-".join(_r(g, D, 6) for _ in range(8))


def _grouped_key(g: random.Random) -> str:
    return "-".join(_r(g, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(7))


def _secret_key(g: random.Random) -> str:
    alphabet = "ABCDEFGHJKLMNPQRSTVWXYZ23456789"
    return f"A3-{_r(g, alphabet, 6)}-{_r(g, alphabet, 6)}-{_r(g, alphabet, 5)}-{_r(g, alphabet, 5)}-{_r(g, alphabet, 5)}-{_r(g, alphabet, 5)}"


_RECOVERY: dict[str, Maker] = {
    "BitLocker recovery key for the sorting-office laptop SO-07: {k}": _bitlocker,
    "FileVault recovery key of Mamello's MacBook: {k}": _grouped_key,
    "Secret Key from the co-op's Emergency Kit: {k}": _secret_key,
    "recovery key ya BitLocker ya laptop ya kantoro ke {k}": _bitlocker,
    "herstelsleutel van die trok-laptop: {k}": _grouped_key,
}  # fmt: skip
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")


_SSIDS = ["KMH-Ranch-Ghanzi", "Semonkong-Lodge-Guest", "Maun-Camp-Staff", "SortingOffice-5G",
          "Mascom-MiFi-7F21", "BTC-Fibre-Gabs", "Vodacom-LS-Mohair", "Econet-LS-Trek",
          "TruckStop-Tlokweng", "MaseruBridge-Yard", "DKar-Borehole", "Xakanaxa-Deck"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "staff network {s}, password {pw}",
    "wifi at the Semonkong lodge bar: {s} / {pw}",
    "the key printed under the Mascom MiFi: {pw}",
    "wifi ya {s}: password ke {pw}",
    "password ya wifi ya ko ranch ({s}) ke {pw}",
    "password ea wifi {s} ke {pw}",
    "wifi ea lodge {s}, password: {pw}",
    "wifi {s}, wagwoord {pw}",
    "die wifi by die grenspos is {s}, die wagwoord is {pw}",
    "bru the wifi is {s} and the password is {pw}",
    "wifi {s}, password yayo ndi {pw}",
    "Starlink router at the Maun camp: SSID {s}, password {pw}",
    "camp guests ask for it all day: {s} → {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("kpat_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sg_live_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[read out over the radio from the camp] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "ke e bala tlhaka ka tlhaka: {t}",
          "ke e bala tlhaku ka tlhaku: {t}", "letter vir letter: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["khoutu ya kgoro ya ranch ke {pw}", "PIN ya karata ya me ke {pw}",
          "khoutu ea heke ea lodge ke {pw}", "PIN ea ka ea banka ke {pw}",
          "die kode vir die hek by die depot is {pw}", "the sorting-office safe opens with {pw}",
          "IDS alarm code at the Gaborone office: {pw}, then OK",
          "padlock on the diesel tank at Ghanzi farm 114 🔒 {pw}",
          "SIM PIN of the Mascom MiFi at the camp: {pw}",
          "PIN ya ATM ndi {pw}, usa bhula munhu"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": v.until(rng, _j((D, [4, 5, 6, 4][index % 4])), _unseen)}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kraal", "borehole", "mokoro", "lechwe", "mohair", "blanket", "pony", "plateau",
                 "mopane", "baobab", "tautliner", "weighbridge", "fleece", "kimberlite", "sorghum",
                 "aloe"]  # fmt: skip
_PHRASES = {"Securden master passphrase for the sorting vault: {p}": " ",
            "Passwarden passphrase of the camp manager: {p}": " ",
            "Password Depot database passphrase: {p}": "-",
            "passphrase ya vault ke {p}": ".",
            "passphrase ea vault ea co-op: {p}": " ",
            "die wagwoordfrase vir die kluis: {p}": " ",
            "TeamPassword master passphrase, lodge account: {p}": "_",
            "Cyclonis vault passphrase for the tender files: {p}": " "}  # fmt: skip


def _phrase_take(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, list(_PHRASES), n)):
        phrase = _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))
        out.append(Sample("passphrase", template.format(p=phrase), phrase))
    return out


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "ApiPost request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Milkman collection, auth header: Authorization: Bearer {v}": False,
    "Talend API Tester, header Authorization: Basic {v}": True,
    "HAProxy: http-request set-header Authorization \"Bearer {v}\"": False,
    "curl -H 'Authorization: Basic {v}' https://clips.kmh.co.ls/api/bales": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "shairport-sync.conf:\ngeneral = {{\n  name = \"Lodge Bar\";\n  password = \"{pw}\";\n}};",
    "vtund.conf:\nghanzi {{\n  passwd {pw};\n  type tun;\n  proto udp;\n}}",
    "peervpn.conf:\nnetworkname kmhnet\npsk {pw}\nport 7000",
    "ts3server.ini:\nserveradmin_password={pw}\nquery_port=10011",
    "/etc/ppp/options.l2tpd.client:\nname kmh-lodge\npassword {pw}\nmtu 1410",
    "Froxlor lib/userdata.inc.php:\n$sql['user'] = 'froxlor';\n$sql['password'] = '{pw}';",
    "/etc/ppp/pap-secrets:\nkmh-dsl * \"{pw}\" *",
    "mpd.conf:\npassword \"{pw}@read,add,control\"",
    "emqx.conf:\ndashboard.default_password = {pw}",
    "~/.pgpass:\npg.kmh.lan:5432:baits_herd:kagiso:{pw}",
    "docker-compose.yml:\n  sorting-db:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    ".env:\nKMH_BAITS_USER=ranch-scale\nKMH_BAITS_PASSWORD={pw}",
    "appsettings.Production.json:\n{{\"Sorting\": {{\"DbUser\": \"sorter\", \"DbPassword\": \"{pw}\"}}}}",
    "settings.py:\nDATABASES = {{\"default\": {{\"ENGINE\": \"django.db.backends.postgresql\", \"NAME\": \"bookings\", \"USER\": \"lodge\", \"PASSWORD\": \"{pw}\"}}}}",
    "application.yml:\nspring:\n  datasource:\n    username: clip\n    password: {pw}",
    "config.php:\ndefine('KMH_DB_PASS', '{pw}');",
    "terraform.tfvars:\nsorting_db_password = \"{pw}\"",
    "wp-config.php (lodge website):\ndefine( 'DB_PASSWORD', '{pw}' );",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")
_NOTES = [
    "{c}", "{c}", "pasted from the server:\n{c}", "faele ya config mo server ya ranch:\n{c}",
    "ke e kopile mo server ya kantoro:\n{c}", "config ea server ea lodge:\n{c}",
    "ke e kopitse ho server ea co-op:\n{c}", "die config op die depot-server:\n{c}",
    "hier's die lêer van die vloot-server:\n{c}", "faele iyi ndi ye server:\n{c}",
]  # fmt: skip


def _noted(family: _Family) -> Taker:
    """``family``'s samples, each maybe under a note in the writer's language."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, family.take(rng, n), _NOTES)

    return take


_CODE = [
    'conn = psycopg.connect(host="pg.kmh.lan", dbname="baits_herd", user="ranch", password="{pw}")',
    'var conn = new SqlConnection("Server=sql.gbe.kmh.lan;User Id=sorter;Password={pw};");',
    'const client = new Client({{ host: "pg.maun.kmh.lan", user: "lodge", password: "{pw}" }});',
    'db, _ := sql.Open("mysql", "clip:{pw}@tcp(clip-db.maseru.kmh.lan:3306)/mohair")',
    '$pdo = new PDO("mysql:host=clip-db;dbname=mohair", "clip", "{pw}");',
    'smtp.login("alerts@kmh.co.bw", "{pw}")',
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "Tumelo: wifi password ya kantoro?\nKagiso: {pw}",
    "[06:12] riaan: root pw vir die vloot-server?\n[06:13] wynand: {pw}",
    "Lesego: {pw} ke password e ntšhwa ya Te Pari",
    "Teboho: {pw} ke password e ncha ea lodge",
    "Hennie: gebruik {pw}, dis wat die Volvo Connect nou het",
    "[19:40] Palesa: password ea Laserscan?\n[19:41] Mamello: {pw}",
    "Kefilwe: new admin password is {pw}",
    "[07:02] Tjiyapo: password ndi {pw}",
    "Thabang: {pw}, that's what I set for the sorting PC",
    "Marelize: eish, the new one is {pw}, don't lose it hey",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 56), (_logins, 22), (_spelled_take, 12), (_cli, 32), (_urls, 14), (_vendors, 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 7),
    (_ibans, 12), (_national, 22), (_backups, 7), (_totp, 6), (_codes, 7), (_recovery, 5),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 10), (_phrase_take, 8), (_auth, 6),
    (_noted(_configs), 18), (_noted(_code), 6), (_chats, 10),
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
    "the Te Pari app password is": "{s}", "SynthDetect PC pw:": "{s} (since the reinstall in March)",
    "password ya me ke": "{s}", "Volvo Connect password": "{s}\nchange it after the audit",
    "password ea ka ke": "{s}", "wagwoord:": "{s}", "password yangu ndi": "{s}",
    "Laserscan password": "{s}", "the password Riaan read out over the radio was": "{s}, I think",
    "password e ntšhwa ke": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Trackmatic API key", "{s}", _j((HEX, 40))),
    ("split_token", "Super Group key:", "{s} (fleet sync)", _j("sg_live_", (ALNUM, 32))),
    ("split_token", "Bidvest Bank client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Mutiny wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "PK"))),
    ("split_backup", "BitGo recovery codes", "{s}\nkrtz41-9m2x7q\nbopa07-h3vz9w", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Omang", "{s}", _omang),
    ("split_phrase", "Passwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"te_pari": {"url": "https://cloud.tepari.example", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"wagwoord": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kagiso", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"gates": [{"name": "yard"}, {"name": "kraal", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["fbsvcmgr", "service_mgr", "-user", "SYSDBA", "-password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "password ya khomputara ke {s}"}': ("meta_password", _plain_pw),
    '{"password_ea_lodge": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Laserscan PC as lab with the password {s}"}': ("meta_password", _plain_pw),
    '{"trackmatic": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"sasolFuelcardToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"konnect_pat": "{s}"}': ("meta_token", _j("kpat_", (ALNUM, 49))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "08/37"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"refund": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "OM")),
    '{"agent": {"sars_tax_reference": "{s}"}}': ("meta_id", _za_tin),
    '{"mfa": {"recovery_codes": ["{s}", "krtz41-9m2x7q", "bopa07-h3vz9w"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"lodge_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"diesel_tank": {"padlock_code": "{s}"}}': ("meta_pin", lambda g: v.until(g, _j((D, 5)), _unseen)),
    '{"wifi": {"ssid": "Maun-Camp-Staff", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"tepari-hd3-firmware-4.12.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kmh/border-sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(
    b"baits: add bolus column for the Ghanzi herd", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"clip: revert micron rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"clip-report_2032-05-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"sorting-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Te Pari app password before the vet visit on 2032-06-11.",
    "Tumelo asked for the lodge wifi password; it's on the card behind the reception desk.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `TRACKMATIC_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Volvo Connect portal asks for a new password every 90 days.",
    "Replace <YOUR_SUPERGROUP_KEY> in the README with the key from the Super Group dashboard.",
    "SASOL_FUELCARD_TOKEN and KONNECT_PAT must be set before the nightly fleet sync runs.",
    "O se ka wa bolelela ope password ya gago.",
    "Password ya gago e tshwanetse go nna le ditlhaka di le 14 bonnye.",
    "U se ke ua bolella motho password ea hau, kea leboha.",
    "Password ea hau e lokela ho ba le litlhaku tse 14 bonyane.",
    "Moenie vir niemand jou wagwoord sê nie.",
    "Die wagwoord moet minstens veertien karakters lank wees.",
    "Eish, I forgot my password again, I'll reset it tomorrow.",
    "Usa bhula munhu password yako, ndalumba.",
    "Dumela rra, ke kopa o fetole password ya me, ke a leboga.",
    "Kea leboha, password e fetotsoe hantle.",
    "Upgraded the Te Pari firmware from 4.11 to 4.12.0 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the bolus column for the Ghanzi herd.",
    f"Rolled back to {_SHORT} after the micron rounding broke the clip report.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The HD3 firmware 4.12.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of sorting-export-2031.parquet: {_SHA512}",
    f"The border-sync container runs ghcr.io/kmh/border-sync@sha256:{_IMAGE}.",
    f"MD5 of clip-report_2032-05-14.csv is {_MD5}, same as the copy on the co-op share.",
    "Request id 3f9c2e71-8a4d-4b6e-9f12-7c5d0a8e4b39 is the slow one in the Trackmatic logs.",
    "Purchase order PO-2032-01184 for 12 bales of kid mohair ships on Thursday.",
    "Kaseya BMS #30417: the Semonkong lodge geyser keeps tripping at night.",
    "Call the Ghanzi farm office on +267 659 7214 before noon.",
    "The Maseru co-op's number is +266 2231 4408; ask for the wool classer.",
    "Trailer registration B 482 AGD is booked through Tlokweng on Friday morning.",
    "Bale number MH-2032-0418, 148 kg, 26.4 micron, style good average.",
    "HS code 5102.19 is fine animal hair such as mohair; 5101.11 is greasy shorn wool.",
    "HS code 7102.10 covers unsorted diamonds; 0102.29 is live cattle.",
    "The A3 from Ghanzi to Maun is 280 km; the Trans-Kalahari runs on to Walvis Bay.",
    "Semonkong is about 120 km from Maseru on the A5; the Maletsunyane falls are 192 m high.",
    "Maseru's postal code is 100; the lodge posts its mail through Roma, 180.",
    "After five wrong passwords the Volvo Connect portal locks the account for 30 minutes.",
    "The Ghanzi kraal holds 420 head; a Tuli weaner weighs about 210 kg.",
    "The secret of a good Basotho pony is a steady walk on the mountain paths.",
    "Ask Riaan for the depot gate code, I don't have it.",
    "My card ending 4417 was declined at the Maun filling station.",
    "The Karachi buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the BitGo account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TRACKMATIC_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the diesel tank rusts in the rain; oil it every month.",
    "Super Group moved the API key page under Settings › Developers in its May release.",
    "ISBN 978-0-620-41322-5 is the Tswana cattle handbook on the office shelf.",
    "The guest wifi 'Semonkong-Lodge-Open' has no password, it's an open network.",
    "Parcel 2032-GBE-117 weighed 1 482.35 ct in 3 106 stones; the valuation is on Monday.",
    "Flight BP 217 from Gaborone lands in Maun at 10:40.",
    "Route 3 of the trek goes from Semonkong to Ketane, two nights, 38 km.",
    "BAITS bolus readers must be synced every Friday before the movement permits are printed.",
    "Container MSCU 7314520 with the mohair clip leaves Durban on the 14th.",
    "The Tlokweng border post is open from 06:00 to 00:00; Maseru Bridge is open 24 hours.",
    "Ticket 30466 closed: the Centurion gate motor needed a new battery.",
    "Our Omang numbers go on the staff file, which lives in the locked cabinet, not in chat.",
    "The vault entry for the sorting office is called 'SO-Gaborone-2032', ask Kefilwe for access.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kmh/te-pari", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 644}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "30417", "purchase_order": "PO-2032-01184"}',
    '{"bale": {"id": "MH-2032-0418", "weight_kg": 148, "micron": 26.4}}',
    '{"phone": "+267 659 7214", "town": "Ghanzi"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "head_of_cattle": 420}',
    '{"hs_code": "5102.19", "origin": "LS", "description": "mohair, not carded or combed"}',
    '{"container": "MSCU 7314520", "port": "Durban", "eta": "2032-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
_CLEAN_BLOB = "\n".join(CLEAN + _CLEAN_METADATA_JSON)
