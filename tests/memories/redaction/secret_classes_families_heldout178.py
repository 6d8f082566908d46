# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-seventy-eighth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-seventy-seventh only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-seventy-ninth to hundred-and-eighty-first), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (178462905),
password words (an Arctic animal's Inuktitut name, a community's airport code, a number and a
sign; an airport code, a flight number, a sign and an animal; a sealift vessel and a year; a
country-food dish and another joined by dots with a number; leet words of bannock, muktuk, the
qulliq, the sealift, the qamutik and the polar bear with a year; a name, a birth year, a sign and
a community; a mine level, an ore and a number; a char or turbot grade and a weight; a qamutik
and its dogs; a generator's four groups of five and random runs), names, places, templates,
tools, vendors and layouts, the way the staff of Qulliq Northern (fictional: Qulliq Air's
turboprops and hangars, a char and turbot plant, co-op stores, the Tuktu Lake gold camp, the
Qulliq Inn, the Umiavut sealift and a health centre, across Iqaluit, Rankin Inlet, Cambridge Bay,
Kuujjuaq, Puvirnituq, Nain and Happy Valley-Goose Bay) leak secrets into an assistant's memory.
The texts are Teams, Slack, WhatsApp, Signal, Facebook Messenger, SMS and radio-log messages, chat
logs with times, helpdesk tickets, wiki pages and tables, notes, e-mails, runbooks, README
fragments, shell, PowerShell and serial-console prompts, configs (env files, compose, Kubernetes,
systemd, INI, TOML, YAML), code (Python, JavaScript, Go, C#, Java, Ruby, PHP, Kotlin, Swift, Rust,
Bash and PowerShell), voice-memo transcripts, dictated text and requests to the assistant
itself; the label's separators run from a colon, "is" and a dash to an arrow, an emoji, a new
line, quotes (`"…"`, `«…»`, `„…“`), parentheses, a tab and a table's bar.

Tools, flags and variables none of heldouts 5 to 177 names (each grepped for the command, the flag
or the variable itself): the company's own command-line tools (`qulliq-ops`, `natsiq-loadsheet`,
`umiavut-manifest`, `charplant-scada`, `coopsync`, `tuktu-badge`, `amauti-emr`, `innroom`,
`tankdip`, `qamutik-dispatch`, `arviq-backup`, `ukpik-radio`, `hangar-door`, `siku-survey`) with
flags such as `--crew-pass`, `--agent-secret`, `--bridge-pass`, `--opass`, `--clerk-secret`,
`--gate-pw`, `--emr-passwd`, `--pms-login`, `--tank-auth`, `--dispatch-key`, `--vault-phrase`,
`--radio-pin`, `--door-secret` and `--survey-token`; Broadcom's `wl -i eth1 set_pmk` and gcalcli's
`--client-secret` (first use of each tool, that flag itself used before); and the variables
`QULLIQ_AIMS_DB_PASS`, `NATSIQ_LOADSHEET_SECRET`, `UMIAVUT_PORTAL_PASSWORD`, `CHARPLANT_PLC_PW`,
`COOPSYNC_HQ_TOKEN`, `TUKTU_GATE_SECRET`, `AMAUTI_EMR_DB_PASSWORD`, `INNROOM_PMS_KEY`,
`QAMUTIK_DISPATCH_TOKEN` and `ARVIQ_BACKUP_PASSPHRASE`. Common layouts (env files, compose,
Kubernetes secrets, systemd units, a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer
headers, connection strings) are written in wordings of their own.

About 49 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 191 of 390, a sample counted when it holds a marker word or a letter of the other
languages below): Inuktitut in syllabics and in Roman letters (Nunavut), Inuinnaqtun (Cambridge
Bay), Nunavik Inuttitut (Kuujjuaq, Puvirnituq, in both scripts), Labrador Inuttut (Nain), East
Cree in syllabics, Innu-aimun, Naskapi, Quebec French texting and Newfoundland and Labrador
English; Czech and Korean appear only in seed-phrase lines and one Greenlandic label (`inuup
normua`, the CPR) in an id line. The wordings are the author's
approximations, checked by no speaker, built around a few marker words and the loanwords people
there really text (password, wifi, PIN, token, server, email, code, backup): Inuktitut's
`ᐅᓪᓛᒃᑯᑦ`/`Ullaakkut` ("good morning"), `ᖁᔭᓐᓇᒦᒃ`/`qujannamiik` ("thank you"), `ᑖᓐᓇ`/`taanna`
("this one"), `ᐅᕙᖓ`/`uvanga` ("me"), `ᐊᒻᒪᓗ`/`ammalu` ("and"), `aturlugu` ("use it"), `ii`, `aakka`,
`asuu`, `taima` and the syllabic loan `ᐸᔅᕗᐅᑦ`; Inuinnaqtun's `Quanaqqutit`, `taamna`,
`ilihimaviuk?` and `hivuniani`; Nunavik's `Nakurmiik`/`ᓇᑯᕐᒦᒃ` and `tamanna`; Labrador Inuttut's
`Aksunai`, `Ullâkkut`, `Nakumek` and `tâna`; East Cree's `ᐙᒋᔮ`, `ᒦᑴᒡ`, `ᐁᐦᐁ`, `ᒫᒃ` and `ᐊᓐᑖ`;
Innu-aimun's `anutshish` ("now"), `mishta` ("very"), `ute` ("here") and `mauat` ("no");
Naskapi's `Waachiiya`/`ᐙᒌᔮ`; Quebec French texting's `faque`, `mdp`, `astheure`, `chu`, `pis`,
`ak`, `tsé`, `ben là` and `tabarnak`; Newfoundland's `ducky`, `my love`, `whaddaya at`, `go way
with ya`, `some` ("very") and the after-perfect (`I'm after changin' it`); elisions are typed with
the ASCII apostrophe, as people text them, though print writes `’` (`m’logger`, `d’la`). The
thinnest guesses are the Innu-aimun lines (`anutshish`, `ute`, `nete`, `nutaam`, `mishta minuat`,
`mak`), the Naskapi lines (a greeting around loanwords), the Labrador `ânniasiuvik` ("clinic") and
`kingulliani` ("after it"), the Inuinnaqtun `hivuniani allanguqtirniaqtara` ("I'll change it
later") and `kinguani`, the Inuktitut `tammaqtuq` ("it's wrong") and `atuqtara` ("I used it"),
the syllabic `ᓄᑕᐅᔪᖅ` ("it is new"), the East Cree `ᐊᓐᑖ` ("here") and the Greenlandic label.

Vendors (Pelesys, CrewTrac, Bytron, Takeflite, Avantik, Crane PSS, OpenSkies, Aerotrac, Trax
eMRO, Champ Cargo, Laminaar, FlyPal, AvCrew, Loadstar, FishTrax, Tracefish, Ocean Nexus, Navarik,
BASS Net, Netstock, Posera, Maitre'D, Squirrel Systems, Veloce, Givex, Paymentus, Chase
Paymentech, Koronapos, Paybright, Tracksmart, Strata Worldwide, MiningIQ, Oscar EMR, Akinox,
Plexia, Wolf EMR, Profile EMR, MedAccess, Tripetto and OASES) are ones heldouts 5 to 177 do not
name (grepped by name). No shape here is one the author knows to be real: every one is a guess
(hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs for CrewTrac, Champ Cargo and Akinox,
and the prefixes `pls_live_`, `tkf_`, `gvx-`, `kpos_sk_`, `pbr_live_`, `fshx_` and `tpto_`);
the JWTs are well-formed.

The ids are kinds heldouts 5 to 177 do not use, or use once or twice: checked by python-stdnum,
Canada's business number with its program account (`stdnum.ca.bn`, its Luhn digit), British
Columbia's Personal Health Number (`stdnum.ca.bc_phn`, its mod-11 digit), Iceland's kennitala
(`stdnum.is_.kennitala`, its weighted digit and date) and the Greenlandic and Danish CPR
(`stdnum.dk.cpr`, its date only), and the Faroese V-number (`stdnum.fo.vn`, its format only). The
others are invented shapes that no library or this file checks (no check-digit algorithm is
written here): a Nunavut health care number, an NTI Inuit enrolment number, a JBNQA (Makivik)
beneficiary number, a Nunatsiavut beneficiary number, an Indian status registration number, a
Transport Canada pilot licence, a firearms possession and acquisition licence, a NEXUS Known
Traveller Number, a Quebec driving licence (its printed layout) and Canadian passports (two
letters and six digits, as printed). Card numbers pass Luhn (the value helpers' Visa, Mastercard,
Amex, Discover, JCB, Diners, UnionPay and Maestro, checked with python-stdnum's `luhn`). The IBANs
are of countries used least by a rough grep count over heldouts 5 to 177 (Belgium, Djibouti,
Israel, Russia, Sudan and the Vatican, in one corpus each by that count, and Greenland and
Iceland, in two), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, French, Czech and Korean lists, each with a valid checksum. Counts: 390 secret samples,
20 field pairs and 20 metadata samples (430 scored, every secret unique), 60 clean texts and 10
clean metadata dicts.
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
from stdnum.ca import bc_phn as ca_bc_phn
from stdnum.ca import bn as ca_bn
from stdnum.dk import cpr as dk_cpr
from stdnum.fo import vn as fo_vn
from stdnum.is_ import kennitala as is_kennitala

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 178_462_905
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


_ANIMALS = ["Ukaliq", "Amaruq", "Qilalugaq", "Ukpik", "Aqiggiq", "Natsiq", "Ugjuk", "Qupanuaq",
            "Tiriganiaq", "Kanajuq", "Iqaluk", "Arviq", "Aiviq", "Kigavik", "Qimmiq", "Nattiq"]  # fmt: skip
_AIRPORTS = ["YFB", "YRT", "YCB", "YVP", "YPX", "YDP", "YYR", "YBK", "YEK", "YUX", "YCS", "YZS"]
_VESSELS = ["Umiavut", "Anuvik", "Qamutik", "Mitiq", "Avataq", "Sivulik", "Taqqiq", "Siqiniq"]
_DISHES = ["bannock", "muktuk", "igunaq", "quaq", "pipsi", "suvalik", "mikiaq", "uujuq",
           "nikku", "akutaq", "tuttu", "caplin", "toutons", "jiggs"]  # fmt: skip
_PLACES = ["Iqaluit", "Rankin", "Ikaluktutiak", "Kuujjuaq", "Puvirnituq", "Nain", "GooseBay",
           "Pangnirtung", "Arviat", "Salluit", "Hopedale", "Makkovik", "Chisasibi", "Sheshatshiu"]  # fmt: skip
_NAMES = ["Leetia", "Jaypeetee", "Elisapee", "Aputi", "Siksik", "Naulaq", "Putulik", "Lucassie",
          "Tivi", "Maggie", "Joanasie", "Tonya", "Ches", "Wanda", "Abel", "Minnie", "Shimun",
          "Tshani", "Manian", "Maxime", "MarieEve", "Kevin", "Jo", "Ooleepeeka"]  # fmt: skip
_ORES = ["gold", "nickel", "iron", "copper", "cobalt", "zinc"]
_GRADES = ["CharA", "CharB", "TurbotL", "TurbotXL", "ShrimpN", "CharSteak"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["B4nn0ck", "Mukt0k", "Qull1q", "S34l1ft", "P0l4rB34r", "Q4mut1k", "Tuktu0", "Igl00"]


def _generated(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_ANIMALS)}{g.choice(_AIRPORTS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_AIRPORTS)}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}{g.choice(_ANIMALS).lower()}",
    lambda g: f"{g.choice(_VESSELS)}{g.randrange(1995, 2033)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_DISHES, 2)) + str(g.randrange(10, 1000)),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1960, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"L{g.randrange(100, 1000)}-{g.choice(_ORES)}-{g.randrange(1000, 10_000)}",
    lambda g: f"{g.choice(_GRADES)}{g.randrange(2, 40)}kg{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: f"Qamutik{g.randrange(5, 15)}Dogs{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    _generated,
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 3),
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English, the company's own wording
    "Teams, #hangar-yfb, Jaypeetee: the Pelesys trainer PC password is {pw}",
    "Slack DM from Tonya: ATR line-maintenance laptop password → {pw}",
    "WhatsApp, fish plant supervisors: the Marel grader panel password - {pw}",
    "Signal from Ches: tuktu lake camp kitchen PC password 🔑 {pw}",
    "SMS from the Rankin co-op: the till back-office password is \"{pw}\"",
    "radio log, Nain sealift desk 14:20: bridge laptop password read back as {pw}",
    "ticket HD-4471 (Qulliq Inn, Kuujjuaq): front desk PMS password (reset by Maxime): {pw}",
    "wiki › Hangar YFB › ground power unit\nweb password:\n{pw}",
    "note to self: health centre fax server password {pw}",
    "e-mail from Elisapee, subject 'cold store': the Danfoss controller at the char plant now takes {pw} as the password",
    "Runbook, sealift cargo scanner reset:\n1. hold POWER 10 s\n2. log in as supervisor\n3. password ({pw})\n4. resync",
    "README (fuel farm tablet): the admin password is `{pw}`, change it after freeze-up",
    "voice memo, Puvirnituq, transcribed: the co-op office password is {pw} period",
    "remember this for me please: the Cambridge Bay clinic printer password is {pw}",
    "Messenger from Putulik: the mine dry's badge PC password = {pw}",
    "Hey assistant, the Tuktu Lake camp wifi admin password is {pw}, keep it handy",
    "Teams call chat: Goose Bay dispatch console password '{pw}' (temporary)",
    "ops log 2032-09-03, hangar 2: Ground Station password changed to {pw}",
    "| system | password |\n|---|---|\n| Kuujjuaq hotel keycard encoder | {pw} |",
    "sticky note photo, transcribed: 'weigh-scale password\t{pw}'",
    # Inuktitut, syllabics
    "ᐅᕙᖓ email password ᑖᓐᓇ: {pw}",
    "ᐅᓪᓛᒃᑯᑦ! ᐸᔅᕗᐅᑦ ᓄᑕᐅᔪᖅ → {pw}",
    "ᖃᕆᑕᐅᔭᐅᑉ password-ᖓ (hangar) 👉 {pw} ᖁᔭᓐᓇᒦᒃ",
    "Leetia: ᐸᔅᕗᐅᑦ co-op server ᑖᓐᓇ = {pw}",
    "ᐅᕙᖓ wifi password ᐊᒻᒪᓗ PIN... password: {pw}",
    "ᑖᓐᓇ ᐸᔅᕗᐅᑦ ᐊᑐᕐᓗᒍ «{pw}»",
    # Inuktitut, Roman letters
    "Ullaakkut! uvanga Outlook password taanna: {pw}, qujannamiik",
    "atii, aturlugu password {pw} ammalu username admin",
    "ii, hangar wifi password taanna → {pw}",
    "asuu, password nutaangujuq \"{pw}\" taima",
    "Aputi: aakka, taanna password tammaqtuq, nutaaq - {pw}",
    # Inuinnaqtun
    "Quanaqqutit! email password taamna: {pw}",
    "ilihimaviuk? clinic wifi password {pw}",
    "Siksik: hivuniani allanguqtirniaqtara, password taamna ({pw})",
    "Naulaq: co-op computer password taamna = {pw}",
    # Nunavik Inuttitut
    "ᓇᑯᕐᒦᒃ! ᐸᔅᕗᐅᑦ ᑕᒪᓐᓇ: {pw}",
    "Ullaakkut, Kuujjuaq hotel server password tamanna «{pw}», nakurmiik",
    "Lucassie: Puvirnituq co-op password tamanna → {pw}",
    "Tivi: password nutaaq tamanna ᐊᑐᕐᓗᒍ: {pw}",
    # Labrador Inuttut
    "Aksunai! email password: {pw}",
    "Ullâkkut, Nain wifi password tâna „{pw}“",
    "Nakumek, password ânniasiuvik computer = {pw}",
    "Joanasie: tâna sealift laptop password - {pw}",
    # East Cree (syllabics)
    "ᐙᒋᔮ! ᓂᑦ password: {pw} ᒦᑴᒡ",
    "ᐁᐦᐁ, clinic wifi password ᐊᓐᑖ → {pw}",
    "Abel: ᒫᒃ email password = {pw}",
    "Minnie: ᐊᓐᑖ server password ᒦᑴᒡ\n{pw}",
    # Innu-aimun
    "anutshish password ute (co-op): {pw}",
    "Shimun: mauat, nete password nutaam, anutshish {pw}",
    "Tshani: mishta minuat? wifi password → {pw}",
    # Naskapi
    "Waachiiya! wifi password: {pw}",
    "ᐙᒌᔮ, email password ᐊᓐᑖ - {pw}",
    # Quebec French texting
    "faque le mdp du serveur de l'hôtel c'est {pw} là",
    "ben là, le password du wifi à réception: {pw}",
    "chu pu capable de m'logger, le mdp c'tait {pw} tsé",
    "astheure le mdp du PC de la pharmacie: «{pw}»",
    "Maxime: le mdp du portail d'Air Inuit pis du VPN c'est {pw}",
    "tabarnak j'ai encore oublié… mdp caisse du co-op = {pw}",
    "Marie-Ève: nouveau mot d'passe pour la tablette à fuel → {pw} ak le user ops",
    # Newfoundland and Labrador English
    "whaddaya at ducky, the password for the ops PC is {pw}",
    "the wifi password is {pw}, my love, some easy to remember",
    "go way with ya, I'm after changin' it again — password {pw}",
    "Wanda: what are ya at? password (front desk): {pw}",
    "Ches: the Goose Bay hangar PC password, ducky 👉 {pw}",
    # dictated and spelled in a sentence
    "dictated: password for the fish plant laptop is {pw} all one word",
    "Otter transcript, morning briefing: and the camp gate PC password is {pw}, don't write it on the board",
    "my Air Miles password is {pw} now, please remember it",
    "can you keep my First Nations Bank online banking password? it's {pw}",
    "the password (yes, the real one) for the Iqaluit hangar NAS: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["leetia", "jaypeetee.k", "elisapee", "aputi", "siksik", "naulaq", "putulik",
          "lucassie", "tivi.a", "maggie", "joanasie", "tonya.b", "ches", "wanda", "abel.m",
          "minnie", "shimun", "tshani", "maxime.g", "mariee", "kevin", "svc-hangar",
          "ops-kuujjuaq", "coop-rankin"]  # fmt: skip
_LOGINS = [
    "Teams, Jaypeetee: the Pelesys login is {u} / {pw}",
    "HD-4480: {u} locked out of the fish plant PC, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Inn › Front desk › PMS: {u} — {pw}",
    "| station | user | password |\n|---|---|---|\n| YVP ramp PC | {u} | {pw} |",
    "log into the fuel farm tablet as {u} with {pw}",
    "camp gate login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: coop-pos-rankin\n  user: {u}\n  pass: {pw}",
    "Signal: account {u}, password {pw}",
    "Tonya says the sealift portal login is {u} and the password is {pw}",
    "ᐅᕙᖓ username {u}, password {pw} ᖁᔭᓐᓇᒦᒃ",
    "uvanga username taanna {u}, password taanna {pw}",
    "username taamna {u}, password taamna {pw}, quanaqqutit",
    "username tamanna {u} password tamanna {pw}",
    "Aksunai, username {u}, password tâna {pw}",
    "ᐙᒋᔮ! username {u} ᒫᒃ password {pw}",
    "anutshish username {u}, password {pw}",
    "faque le user c'est {u} pis le mdp {pw}",
    "user {u}, mdp «{pw}», tsé",
    "the user's {u} and the password is {pw}, ducky",
    "Wanda: login {u}, password {pw}, my love",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["ukaliq", "amaruq", "qilalugaq", "ukpik", "aqiggiq", "qupanuaq", "tiriganiaq",
               "kanajuq", "igunaq", "suvalik", "mikiaq", "pipsi", "toutons", "caplin",
               "akutaq", "siku"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "password: it's {w}, and right after it the number {d}",
    "for the hangar PC it's {w} with {d} on the end",
    "voice memo: the camp wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the digits stuck together",
    "ᐸᔅᕗᐅᑦ ᑖᓐᓇ {w} ᐊᒻᒪᓗ {d}",
    "password taanna {w} ammalu {d}, qujannamiik",
    "password taamna {w}, kinguani {d}",
    "password tâna {w}, kingulliani {d}",
    "le mdp c'est le mot {w} pis après {d}",
    "the password's {w}, my love, and then {d} after it",
    "ᓂᑦ password {w} ᒫᒃ {d}",
    "anutshish password {w} mak {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "qulliq-ops login --crew-user {u} --crew-pass '{pw}' --base YFB",
    "natsiq-loadsheet push --flight QA412 --agent {u} --agent-secret '{pw}'",
    "umiavut-manifest upload --voyage 2032-S3 --bridge-user {u} --bridge-pass={pw}",
    "charplant-scada connect plc-grader-2 --operator {u} --opass '{pw}'",
    "coopsync --store RNK --clerk {u} --clerk-secret '{pw}' pull prices",
    "tuktu-badge enroll --gate-admin {u} --gate-pw {pw} --badge 20117",
    "amauti-emr export --site YVP --emr-user {u} --emr-passwd '{pw}' --since 2032-08-01",
    "innroom nightaudit --property kuujjuaq --pms-login {u}:{pw}",
    "tankdip read --tank 3 --tank-auth {u}/{pw}",
    "qamutik-dispatch sync --dispatch-key '{pw}' --region kivalliq",
    "arviq-backup run --target s3://arviq-cold --vault-phrase '{pw}'",
    "ukpik-radio program --channel 4 --radio-pin {pw}",
    "hangar-door open --bay 2 --door-secret '{pw}'",
    "siku-survey upload --survey-token {pw} floe-2032-03.gpx",
    "wl -i eth1 set_pmk {pw}",
    "gcalcli --client-id 84512-qulliq.apps.googleusercontent.com --client-secret {pw} agenda",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\ops> {c}", "jaypeetee@hangar-yfb:~$ {c}",
    "serial console, fuel farm RTU:\n# {c}", "camp-gw:~# {c}", "[ops@coop-rnk ~]$ {c}",
    "Teams snippet from Tonya:\n{c}", "the command I ran: {c}", "bash history line 412: {c}",
    "ᐅᕙᖓ command ᑖᓐᓇ: {c}", "command taanna atuqtara: {c}", "j'ai rouvert l'terminal pis j'ai fait: {c}",
    "the command I'm after runnin', ducky: {c}", "anutshish command: {c}", "ᐙᒋᔮ, command ᐊᓐᑖ: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@aims-db.qulliq.lan:5432/crew",
    "mysql://{u}:{pw}@coop-pos.qulliq.lan:3306/tills",
    "mssql+pyodbc://{u}:{pw}@emr-sql.qulliq.lan/amauti?driver=ODBC+Driver+18",
    "mongodb+srv://{u}:{pw}@sealift.qulliq.ca/manifests?retryWrites=true",
    "redis://{u}:{pw}@cache.innroom.qulliq.lan:6379/2",
    "ftps://{u}:{pw}@ftp.charplant.qulliq.lan/grader-logs/",
    "amqp://{u}:{pw}@mq.tuktu.qulliq.lan:5672/gate",
    "Server=emr-sql.qulliq.lan;Database=Amauti;User Id={u};Password={pw};TrustServerCertificate=true",
    "jdbc:postgresql://aims-db.qulliq.lan/crew?user={u}&password={pw}",
    "https://{u}:{pw}@grafana.camp.qulliq.lan/d/gate",
    "influxdb://{u}:{pw}@sensors.charplant.qulliq.lan:8086/coldroom",
    "sftp://{u}:{pw}@edi.umiavut.qulliq.ca:2222/manifests",
]  # fmt: skip
_URL_PLACES = [
    "QULLIQ_AIMS_DB_URL={c}", "connection string for the crew DB: {c}",
    "keep this for me: {c}", "ᑖᓐᓇ connection string: {c}", "la string de connexion, astheure: {c}",
    "HD-4493: {c}", "wiki › Databases: {c}", "the URL is {c}, my love",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "qulliq-northern", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "crew:read roster:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Pelesys", "PELESYS_API_KEY", _j("pls_live_", (ALNUM, 32))),
    ("CrewTrac", "CREWTRAC_TOKEN", _vendor_jwt("https://auth.crewtrac.example")),
    ("Bytron", "BYTRON_CLIENT_SECRET", _j((URLSAFE, 44))),
    ("Takeflite", "TAKEFLITE_API_KEY", _j("tkf_", (LOWER_DIGITS, 36))),
    ("Avantik", "AVANTIK_API_SECRET", _j((HEX, 40))),
    ("Crane PSS", "CRANE_PSS_KEY", lambda g: v.uuid4(g, "8")),
    ("OpenSkies", "OPENSKIES_SECRET", _j((B64, 43), "=")),
    ("Aerotrac", "AEROTRAC_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Trax eMRO", "TRAX_EMRO_TOKEN", _j((HEX, 64))),
    ("Champ Cargo", "CHAMP_CARGO_TOKEN", _vendor_jwt("https://id.champ.example")),
    ("Laminaar", "LAMINAAR_API_KEY", _j((ALNUM, 40))),
    ("FlyPal", "FLYPAL_SECRET_KEY", lambda g: v.uuid4(g, "b")),
    ("AvCrew", "AVCREW_API_TOKEN", _j((URLSAFE, 48))),
    ("Loadstar", "LOADSTAR_KEY", _j((UPPER_HEX, 32))),
    ("FishTrax", "FISHTRAX_API_KEY", _j("fshx_", (ALNUM, 30))),
    ("Tracefish", "TRACEFISH_TOKEN", _j((HEX, 48))),
    ("Ocean Nexus", "OCEAN_NEXUS_API_KEY", _j((ALNUM, 36))),
    ("Navarik", "NAVARIK_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("BASS Net", "BASSNET_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Netstock", "NETSTOCK_API_TOKEN", _j((B64, 56), "==")),
    ("Posera", "POSERA_API_KEY", _j((HEX, 32))),
    ("Maitre'D", "MAITRED_SECRET", _j((ALNUM, 28))),
    ("Squirrel Systems", "SQUIRREL_API_KEY", _j((UPPER_DIGITS, 40))),
    ("Veloce", "VELOCE_API_TOKEN", _j((LOWER_DIGITS, 42))),
    ("Givex", "GIVEX_API_KEY", _j("gvx-", (ALNUM, 30))),
    ("Paymentus", "PAYMENTUS_SECRET", _j((HEX, 64))),
    ("Chase Paymentech", "PAYMENTECH_API_KEY", _j((ALNUM, 32))),
    ("Koronapos", "KORONAPOS_SECRET_KEY", _j("kpos_sk_", (ALNUM, 32))),
    ("Paybright", "PAYBRIGHT_API_KEY", _j("pbr_live_", (LOWER_DIGITS, 32))),
    ("Tracksmart", "TRACKSMART_TOKEN", _j((URLSAFE, 36))),
    ("Strata Worldwide", "STRATA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("MiningIQ", "MININGIQ_API_KEY", _j((HEX, 40))),
    ("Oscar EMR", "OSCAR_CONSUMER_SECRET", _j((ALNUM, 32))),
    ("Akinox", "AKINOX_TOKEN", _vendor_jwt("https://sso.akinox.example")),
    ("Plexia", "PLEXIA_API_KEY", _j((UPPER_HEX, 40))),
    ("Wolf EMR", "WOLF_EMR_SECRET", _j((B64, 40), "==")),
    ("Profile EMR", "PROFILE_EMR_API_KEY", _j((ALNUM, 44))),
    ("MedAccess", "MEDACCESS_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Tripetto", "TRIPETTO_TOKEN", _j("tpto_", (LOWER_DIGITS, 40))),
    ("OASES", "OASES_API_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "PS> $env:{env} = \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "kubectl create secret generic qulliq-api --from-literal={env}={tok}",
    "compose.yaml:\n    environment:\n      - {env}={tok}",
    "systemd unit override:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "Qulliq portal › Settings › Integrations › {vendor} › API key: {tok}",
    "wiki table 'Vendors': | {vendor} | prod | {tok} |",
    "HD-4502: {vendor} sync returns 401, key in use {tok}",
    "Teams, Tonya: {vendor} key for the roster sync: {tok}",
    "Slack: the {vendor} token now is {tok}, the old one's revoked",
    "please remember my {vendor} API key: {tok}",
    "{vendor} API key ᑖᓐᓇ: {tok}",
    "{vendor} API key taanna → {tok}, qujannamiik",
    "{vendor} API key taamna: {tok}",
    "{vendor} API key tamanna: {tok}, nakurmiik",
    "Aksunai, {vendor} API key tâna: {tok}",
    "ᐙᒋᔮ! {vendor} API key: {tok} ᒦᑴᒡ",
    "anutshish {vendor} API key: {tok}",
    "faque la clé d'API {vendor} c'est {tok}",
    "la clé API de {vendor} pour l'hôtel, astheure: {tok}",
    "the {vendor} API key is {tok}, ducky, don't lose it",
    "{vendor} API key (I'm after makin' a new one): {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    posera = _r(rng, HEX, 32)
    oases = _r(rng, HEX, 32)
    laminaar = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'resp = httpx.get("https://api.posera.example/v2/tills", headers={{"X-Posera-Key": "{posera}"}})', posera),
        Sample("vendor_token", f"curl -H 'X-OASES-Key: {oases}' https://oases.example/api/workorders?fleet=dash8", oases),
        Sample("vendor_token", f'val laminaar = LaminaarClient(apiKey = "{laminaar}")', laminaar),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    left = n - len(out)
    special = {"Posera", "OASES", "Laminaar"}
    rest = [vendor for vendor in _VENDORS if vendor[0] not in special]
    chosen = rng.sample(rest, left)  # every vendor once, each sample its own
    templates = list(v.cycle(rng, _NAMED, left))
    for (vendor, env, make), template in zip(chosen, templates, strict=True):
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_CODE = [  # code in several languages with a key or password literal
    'QULLIQ_AIMS_DB_PASS = "{pw}"  # TODO move to vault',
    'const natsiqSecret = "{pw}"; // NATSIQ_LOADSHEET_SECRET, prod',
    'db, _ := sql.Open("postgres", "host=aims-db user=crew password={pw} dbname=crew")',
    'var conn = new SqlConnection("Server=emr-sql;User Id=amauti;Password={pw};");',
    'props.setProperty("umiavut.portal.password", "{pw}");',
    'Innroom.configure do |c|\n  c.pms_key = "{pw}"\nend',
    "$coopsync = new CoopSync('rankin', '{pw}');",
    'val charplantPlcPw = "{pw}" // CHARPLANT_PLC_PW',
    'let tuktuGateSecret = "{pw}" // TUKTU_GATE_SECRET',
    'let amauti_db_password = "{pw}"; // AMAUTI_EMR_DB_PASSWORD',
    'export QAMUTIK_DISPATCH_TOKEN="{pw}"  # bash, ~/.bashrc on the dispatch box',
    '$Cred = New-Object PSCredential("ops", (ConvertTo-SecureString "{pw}" -AsPlainText -Force)) # fuel farm',
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_BARE_PLACES = ["{t}", "Slack: {t}", "it only shows once, so here:\n{t}", "ᑖᓐᓇ token: {t}",
                "le token astheure: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the char plant's cold-room sensor CR-2: {h}": 32,
    "HMAC secret for the co-op's Paymentus webhook: {h}": 64,
    "AES key for the camp badge readers (hex): {h}": 32,
    "ARVIQ_BACKUP encryption key, hex: {h}": 64,
    "ᐸᔅᕗᐅᑦ backup encryption key ᑖᓐᓇ: {h}": 64,
    "clé de chiffrement du backup de l'hôtel: {h}": 48,
    "backup encryption key taanna: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "HD-4510: token copied from the browser's dev tools {t}",
    "Cookie: lang=iu; qn_session={t}",
    "QULLIQ_ROSTER_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "ᑖᓐᓇ token: {t}",
    "le token du portail: {t}",
    "token taanna {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@qulliq.ca"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.qulliq.ca/realms/north", "azp": "crew-portal",
                   "roles": ["dispatch", "ramp"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key for the hangar NAS, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/portal.qulliq.ca.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SEALIFT_EDI_PRIVATE_KEY": "{key}", "partner": "umiavut"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_camp <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ᑖᓐᓇ private key:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "la clé privée du serveur de l'hôtel:\n{key}": ("PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    block = [f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"]
    return {"key": joiner.join(block), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "old hardware wallet backup, copying it before I shred the card: {p}": "english",
    "recovery phrase for the camp's crypto tip jar\n{p}": "english",
    "voice memo: the wallet recovery words are {p} and that's all of them": "english",
    "ᐅᕙᖓ wallet seed phrase: {p}": "english",
    "wallet seed taanna: {p}": "english",
    "seed phrase, ducky: {p}": "english",
    "phrase de récupération du wallet, astheure: {p}": "french",
    "les mots du portefeuille à Maxime: {p}": "french",
    "obnovovací fráze peněženky (Czech mine geologist's note): {p}": "czech",
    "záložní slova: {p}": "czech",
    "지갑 복구 구문 (Korean welder at the camp): {p}": "korean",
    "시드 문구: {p}": "korean",
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
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " | ".join(words),
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Teams, Tonya: the company card for the Dash 8 parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "HD-4521: pay the sealift fuel surcharge with card {c}",
    "ᐅᕙᖓ card number: {c}",
    "card number taanna {c}, {mm}/{yy}",
    "card number taamna: {c}",
    "card number tâna: {c}, {mm}/{yy}",
    "ᓂᑦ card number: {c}",
    "le numéro de ma carte c'est {c}, {mm}/{yy}",
    "my card number is {c}, my love, exp {mm}/{yy}",
    "numéro d'carte pour le co-op: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 02/36, security code {cvv}",
               "the three numbers on the back: {cvv}",
               "Amex {c}, the four digits above the number: {cvv}",
               "card ᐅᕙᖓ, CVV: {cvv}",
               "le code à l'endos d'la carte: {cvv}",
               "CVV taanna {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough grep count over heldouts 5 to 177; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"BE": "n" * 12, "DJ": "n" * 23, "IL": "n" * 19, "RU": "n" * 14 + "c" * 15,
                "SD": "n" * 14, "VA": "n" * 18, "GL": "n" * 14, "IS": "n" * 22}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice QN-2032-331: pay the Nuuk turbot broker to {i} within 30 days",
    "save the Reykjavík grader supplier's IBAN: {i}",
    "IBAN: {i}\nReference: char lot 17, September",
    "Teams #finance: the Antwerp sealift agent's new IBAN {i}",
    "ᐅᕙᖓ IBAN: {i}",
    "IBAN taanna: {i}",
    "IBAN taamna {i}",
    "IBAN tamanna: {i}, nakurmiik",
    "IBAN tâna: {i}",
    "l'IBAN du fournisseur, astheure: {i}",
    "the IBAN is {i}, ducky",
    "ᓂᑦ IBAN: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _bn15(g: random.Random) -> str:
    """A Canadian business number with its program account: nine digits whose Luhn digit holds."""
    number = v.until(g, lambda h: h.choice("12345789") + _r(h, D, 8), ca_bn.is_valid)
    return f"{number} {g.choice(['RT', 'RP', 'RC'])}0001"


def _bc_phn(g: random.Random) -> str:
    """A BC Personal Health Number: 9, eight digits, a mod-11 check digit."""
    number = v.until(g, lambda h: "9" + _r(h, D, 9), ca_bc_phn.is_valid)
    return f"{number[:4]} {number[4:7]} {number[7:]}"


def _kennitala(g: random.Random) -> str:
    """An Icelandic kennitala of a person: a birth date, two digits, a check digit, the century."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(60, 100):02d}"
        return f"{born}-{_r(h, D, 3)}9"

    return v.until(g, make, is_kennitala.is_valid)


def _cpr(g: random.Random) -> str:
    """A Danish/Greenlandic CPR: a birth date and four digits (stdnum checks the date)."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(60, 100):02d}"
        return f"{born}-{h.choice('0123')}{_r(h, D, 3)}"

    return v.until(g, make, dk_cpr.is_valid)


def _fo_vn(g: random.Random) -> str:
    """A Faroese V-number: six digits (stdnum checks the format only)."""
    return v.until(g, lambda h: h.choice("3456789") + _r(h, D, 5), fo_vn.is_valid)


def _nu_health(g: random.Random) -> str:
    """A Nunavut health care number: invented shape, nine digits, no check."""
    return "1" + _r(g, D, 8)


def _nti(g: random.Random) -> str:
    """An NTI Inuit enrolment number: invented shape, no check."""
    return f"N{_r(g, D, 7)}"


def _jbnqa(g: random.Random) -> str:
    """A JBNQA (Makivik) beneficiary number: invented shape, no check."""
    return f"{g.randrange(10, 100)}-{_r(g, D, 6)}"


def _ng_benef(g: random.Random) -> str:
    """A Nunatsiavut beneficiary number: invented shape, no check."""
    return f"NG{_r(g, D, 6)}"


def _status(g: random.Random) -> str:
    """An Indian status registration number: ten digits, invented, no check."""
    return g.choice("1234567") + _r(g, D, 9)


def _pilot(g: random.Random) -> str:
    """A Transport Canada pilot licence number: invented shape, no check."""
    return f"XP{_r(g, D, 6)}"


def _pal(g: random.Random) -> str:
    """A firearms possession and acquisition licence: invented shape, no check."""
    return f"{_r(g, D, 8)}.000{g.randrange(1, 10)}"


def _ktn(g: random.Random) -> str:
    """A NEXUS Known Traveller Number: nine digits, invented, no check."""
    return "15" + _r(g, D, 7)


def _qc_licence(g: random.Random) -> str:
    """A Quebec driving licence as printed: a letter, four, six and two digits; no check here."""
    return f"{g.choice(UPPER)}{_r(g, D, 4)}-{_r(g, D, 6)}-{_r(g, D, 2)}"


def _ca_passport(g: random.Random) -> str:
    """A Canadian passport as printed: two letters and six digits; no check."""
    return _r(g, UPPER, 2) + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "Business number of the Rankin co-op for the GST form: {s}": _bn15,
    "BN (program account) of Qulliq Inn, for the supplier form: {s}": _bn15,
    "my BC PHN (I'm from Prince George, working rotation at the camp): {s}": _bc_phn,
    "Personal Health Number, Kevin, for the camp nurse: {s}": _bc_phn,
    "kennitala of the Icelandic grader technician: {s}": _kennitala,
    "CPR-nummer, Naja from Nuuk (sealift crew): {s}": _cpr,
    "inuup normua (CPR) Nuummi: {s}": _cpr,
    "V-tal of the Faroese fish-plant contractor: {s}": _fo_vn,
    "ᐅᕙᖓ Nunavut health card number: {s}": _nu_health,
    "Nunavut health care number taanna: {s}": _nu_health,
    "NTI enrolment number taamna: {s}": _nti,
    "numéro de bénéficiaire CBJNQ (Makivik) à Tivi: {s}": _jbnqa,
    "Nunatsiavut beneficiary number tâna: {s}": _ng_benef,
    "ᓂᑦ status card registration number: {s}": _status,
    "my pilot licence number (Transport Canada): {s}": _pilot,
    "PAL number for the camp's bear-safety rifle, Ches: {s}": _pal,
    "NEXUS KTN, ducky: {s}": _ktn,
    "mon permis de conduire du Québec: {s}": _qc_licence,
    "passport number for the Greenland charter: {s}": _ca_passport,
    "numéro de passeport pour le vol nolisé: {s}": _ca_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}.{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Microsoft 365 backup codes for the dispatch account\n{codes}",
            "2FA backup codes, hangar Google account: {codes}",
            "ᑖᓐᓇ 2FA backup codes:\n{codes}",
            "backup codes taanna: {codes}",
            "codes de secours du compte de l'hôtel, astheure:\n{codes}",
            "backup codes tâna: {codes}",
            "backup codes, my love: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Qulliq%20VPN:leetia@qulliq.ca?secret={s}&issuer=Qulliq%20VPN&period=30",
              "Aegis, manual setup key for the crew portal: {s}",
              "TOTP secret for the camp firewall admin: {s}",
              "ᑖᓐᓇ 2FA secret key: {s}",
              "la clé 2FA du portail de l'hôtel: {s}",
              "2FA setup key taanna: {s}"]  # fmt: skip
_CODES = ["{c} is your Qulliq Air verification code", "Your First Nations Bank code: {c}. Do not share it.",
          "code de vérification Desjardins: {c}", "ᑖᓐᓇ verification code: {c}",
          "verification code taanna {c}"]  # fmt: skip
_RECOVERY = ["Apple ID recovery key for the clinic iPad: {s}", "recovery code for the ops Dropbox: {s}",
             "ᐅᕙᖓ recovery code: {s}", "le code de récupération du compte Microsoft: {s}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 4 else secret}


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Apple" in template:
        return {"s": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}
    return {"s": "-".join(_r(rng, UPPER_DIGITS, 5) for _ in range(4))}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")
_recovery = _Family("recovery_code", _RECOVERY, _recovery_draw, "s")


_SSIDS = ["Qulliq-Hangar-YFB", "QN-Crew-5G", "TuktuLake-Camp", "CharPlant-Office",
          "Coop-Rankin-Staff", "QulliqInn-Back", "Umiavut-Bridge", "Clinic-YVP",
          "Nain-Sealift", "GooseBay-Ops", "Ikaluktutiak-Coop", "POV-Hotel-2G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID: {s}\npassword: {pw}",
    "camp network {s}, password {pw}",
    "wifi at the char plant: {s} / {pw}",
    "ᐅᕙᖓ wifi ({s}) password: {pw}",
    "wifi {s} password taanna → {pw}",
    "wifi {s} password taamna: {pw}",
    "wifi {s} password tamanna «{pw}»",
    "Aksunai, wifi {s} password tâna {pw}",
    "ᐙᒋᔮ wifi {s} password: {pw}",
    "anutshish wifi {s} password {pw}",
    "le wifi {s}, le mdp c'est {pw}",
    "faque le wifi {s} pis son mdp: {pw}",
    "wifi {s}, password's {pw}, my love",
    "the wifi {s}, ducky, password {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("pls_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("tkf_", (LOWER_DIGITS, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one letter at a time: {t}", "[dictated over the sat phone] {t}",
          "(spaced so Teams won't preview it) {t}", "ᑖᓐᓇ token, one by one: {t}",
          "le token, lettre par lettre: {t}", "token taanna: {t}", "one letter at a time, ducky: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["hangar 2 side door keypad: {pw}", "the fuel farm gate opens with {pw}",
          "padlock on the sealift container at Nain: {pw}", "camp explosives magazine, code {pw}",
          "clinic pharmacy door code is {pw}#", "ᐅᕙᖓ door code: {pw}", "door code taanna {pw}",
          "door code taamna: {pw}", "PIN tamanna: {pw}", "door code tâna: {pw}",
          "ᓂᑦ PIN: {pw}", "le code d'la porte du co-op c'est {pw}",
          "the code for the freezer door is {pw}, my love", "the bank card PIN, ducky: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["qulliq", "qamutik", "sealift", "tundra", "bannock", "polynya", "floe",
                 "inukshuk", "kamik", "amauti", "siku", "aurora", "caribou", "narwhal",
                 "permafrost", "muskox"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the ops vault: {p}": " ",
            "ARVIQ_BACKUP_PASSPHRASE={p}": "-",
            "KeePassXC database passphrase: {p}": ".",
            "ᑖᓐᓇ passphrase: {p}": " ",
            "passphrase taanna: {p}": "_",
            "la passphrase du coffre de l'hôtel: {p}": " ",
            "the disk passphrase, ducky: {p}": " ",
            "LUKS passphrase for the camp laptop: {p}": "-"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "HTTP log: Authorization: Bearer {v}": False,
    "curl -H 'Authorization: Basic {v}' https://roster.qulliq.ca/api/crew": True,
    "Insomnia export, crew API: authorization: bearer {v}": False,
    "ᑖᓐᓇ header: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env (crew portal):\nQULLIQ_AIMS_DB_USER=crew\nQULLIQ_AIMS_DB_PASS={pw}",
    ".env.local:\nUMIAVUT_PORTAL_PASSWORD={pw}\nUMIAVUT_PORTAL_USER=bridge",
    "compose.yaml:\nservices:\n  emr:\n    environment:\n      AMAUTI_EMR_DB_PASSWORD: {pw}",
    "docker-compose.override.yml:\n    environment:\n      - INNROOM_PMS_KEY={pw}",
    "k8s secret:\napiVersion: v1\nkind: Secret\nmetadata:\n  name: tuktu-gate\nstringData:\n  TUKTU_GATE_SECRET: {pw}",
    "kubectl -n coop create secret generic coopsync --from-literal=COOPSYNC_HQ_TOKEN={pw}",
    "values.yaml (helm, charplant):\nscada:\n  plcPassword: {pw}",
    "/etc/systemd/system/natsiq.service:\n[Service]\nEnvironment=NATSIQ_LOADSHEET_SECRET={pw}",
    "systemd credentials drop-in:\n[Service]\nSetCredential=db-password:{pw}",
    "qulliq-ops.ini:\n[aims]\nhost = aims-db.qulliq.lan\nuser = crew\npassword = {pw}",
    "config.toml (tankdip):\n[rtu]\nuser = \"ops\"\npassword = \"{pw}\"",
    "appsettings.json:\n{{\"Emr\": {{\"User\": \"amauti\", \"Password\": \"{pw}\"}}}}",
    "application.yml:\nspring:\n  datasource:\n    username: manifest\n    password: {pw}",
    "wp-config.php (clinic site):\ndefine('DB_PASSWORD', '{pw}');",
    "pgpass on the dispatch box:\naims-db.qulliq.lan:5432:crew:dispatch:{pw}",
    "netrc:\nmachine ftp.charplant.qulliq.lan login grader password {pw}",
    "CHARPLANT_PLC_PW={pw}",
    "QAMUTIK_DISPATCH_TOKEN={pw}",
    "terraform.tfvars:\ncoop_db_password = \"{pw}\"",
    "ansible host_vars/camp-gw.yml:\nansible_become_password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Tonya: hangar wifi password?\nJaypeetee: {pw}",
    "[06:41] ches: root pw for the camp gateway?\n[06:42] wanda: {pw}",
    "Elisapee: {pw} is the new Pelesys admin password",
    "Kevin: use {pw}, that's what the grader has now",
    "Leetia: ᐸᔅᕗᐅᑦ ᓄᑕᐅᔪᖅ {pw}",
    "Aputi: password nutaaq taanna {pw}",
    "Naulaq: password taamna {pw}",
    "Lucassie: password tamanna {pw}, nakurmiik",
    "Joanasie: password tâna {pw}",
    "Maxime: le nouveau mdp c'est {pw}",
    "Wanda: new password's {pw}, my love",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 72), (_logins, 22), (_spelled, 14), (_cli, 28), (_urls, 12), (_vendors, 40),
    (_code, 12), (_bare, 5), (_hexes, 7), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 18), (_backups, 7), (_totp, 6), (_codes, 5),
    (_recovery, 4), (_wifi, 16), (_spelled_tokens, 7), (_locks, 14), (_phrases, 8), (_auth, 6),
    (_configs, 20), (_chats, 11),
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
    "the Pelesys admin password is": "{s}", "camp gate pw:": "{s} (since the badge swap)",
    "ᐅᕙᖓ password ᑖᓐᓇ": "{s}", "fish plant grader password": "{s}\nchange it after the season",
    "password taanna": "{s}", "password taamna": "{s}, quanaqqutit", "le mdp c'est": "{s}",
    "password tâna": "{s}", "ᓂᑦ password": "{s} ᒦᑴᒡ", "the password, ducky, is": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Posera API key", "{s}", _j((HEX, 32))),
    ("split_token", "Givex key:", "{s} (gift cards)", _j("gvx-", (ALNUM, 30))),
    ("split_token", "Strata Worldwide client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "wallet recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IS"))),
    ("split_backup", "Microsoft backup codes", "{s}\n4471-2093\n8820-1167", lambda g: _backup_list(g, 1, 1)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "BC PHN", "{s}", _bc_phn),
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
    '{"pelesys": {"url": "https://trainer.qulliq.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mdp": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "ches", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"graders": [{"name": "grader-1"}, {"name": "grader-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["qulliq-ops", "login", "--crew-user", "ops", "--crew-pass", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "password taanna {s}"}': ("meta_password", _plain_pw),
    '{"ᐸᔅᕗᐅᑦ": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the fuel farm tablet as ops with the password {s}"}': ("meta_password", _plain_pw),
    '{"posera": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"tracefishToken": "{s}"}': ("meta_token", _j((HEX, 48))),
    '{"oases_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "GL")),
    '{"worker": {"kennitala": "{s}"}}': ("meta_id", _kennitala),
    '{"mfa": {"backup_codes": ["{s}", "2281-4409", "7730-5512"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 1)[0]),
    '{"tip_jar_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"magazine": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "TuktuLake-Camp", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"grader-firmware-4.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/qulliq/crew-portal:7.1").hexdigest()
_COMMIT = hashlib.sha1(b"roster: add duty-time column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"manifest: revert hazmat mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"char_intake_2032-09-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"sealift-manifest-2032-S3.xlsx").hexdigest()
_SHA1 = hashlib.sha1(b"camp-badges-export.json", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the hangar PC password before the Transport Canada audit on 2032-10-14.",
    "Tonya asked for the camp wifi password; it's on the card in the camp manager's office.",
    "Policy: Qulliq passwords are at least 14 characters and live only in the ops vault.",
    "Please don't paste passwords into Teams; send a vault link instead.",
    "The `.env.example` line `POSERA_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The grader panel asks for a new password after every firmware update.",
    "Replace <YOUR_GIVEX_KEY> in the README with the key from the Givex dashboard.",
    "QULLIQ_AIMS_DB_PASS and NATSIQ_LOADSHEET_SECRET must be set before the roster job runs.",
    "ᐸᔅᕗᐅᑦ ᐊᓯᖏᓐᓄᑦ ᐅᖃᐅᑎᒋᓇᒋᑦ, ᖁᔭᓐᓇᒦᒃ.",
    "password taanna allanut uqautijjaittuq, qujannamiik.",
    "Password allanut uqautiyaqnagu, quanaqqutit.",
    "Nakurmiik, password tamanna nutaangurtitauniaqtuq ublumi.",
    "Aksunai, password allanganiattuk uvattini.",
    "ᐙᒋᔮ! password ᒫᒃ PIN ᐊᓐᑖ ᓇᒪᔥᑖᐤ.",
    "Mauat, anutshish password nutaam apu.",
    "Waachiiya, wifi password apu nete.",
    "Faque le mdp doit avoir au moins quatorze caractères, tsé.",
    "Donne jamais ton mdp à personne, même au support.",
    "Don't be givin' your password to nobody, my love.",
    "Whaddaya at ducky, the password policy changed again, 16 characters now.",
    "Upgraded the grader firmware from 4.1 to 4.2 and pyserial to 3.5 during the shutdown.",
    f"commit {_COMMIT} adds the duty-time column to the roster.",
    f"Rolled back to {_SHORT} after the hazmat mapping broke the sealift manifest.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The grader firmware 4.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of sealift-manifest-2032-S3.xlsx: {_SHA512}",
    f"The crew portal runs ghcr.io/qulliq/crew-portal@sha256:{_IMAGE}.",
    f"MD5 of char_intake_2032-09-02.csv is {_MD5}, same as the copy on the plant share.",
    f"SHA-1 of camp-badges-export.json: {_SHA1}",
    "Request id 3f9a2c71-8b4e-4d06-a5f2-71c0e9d48b33 is the slow one in the roster logs.",
    "Purchase order PO-2032-01177 for 40 drums of Jet A-1 ships on the second sealift.",
    "HD-4471: the Kuujjuaq front desk printer keeps jamming on card stock.",
    "Call the Rankin Inlet co-op on (867) 645-2817 before noon.",
    "Phone the Kuujjuaq hotel at 819-964-2271 or the Goose Bay hangar at 709-896-3340.",
    "Flight QA412 Iqaluit to Rankin Inlet leaves at 09:40; the Dash 8 tail is C-GQNA.",
    "Container TGHU 4417290 with the co-op's dry goods is on the Umiavut, voyage 2032-S3.",
    "Bill of lading UMV-IQA-2032-0419 covers 22 pallets for the Iqaluit co-op.",
    "Char lot 17 weighed 1 284 kg; turbot grade L was 46 % of the catch.",
    "The cold room at the char plant is at -24 °C; the blast freezer is at -35 °C.",
    "After five wrong passwords the EMR locks the account for 30 minutes.",
    "The Tuktu Lake airstrip is 1 524 m long; the camp holds 180 beds.",
    "The secret of good bannock is not to knead it too much.",
    "Ask Ches for the hangar keypad code, I don't have it.",
    "My card ending 4417 was declined at the Northern store in Nain.",
    "The Reykjavík supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the dispatch account and keep them in the hangar safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `TRACEFISH_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the sealift container freezes solid in January; bring the de-icer.",
    "Givex moved the API key page under Settings › Developers in its spring release.",
    "The guest wifi 'QulliqInn-Guest' is open, no password needed.",
    "Le code postal de Kuujjuaq est J0M 1C0 pis celui de Puvirnituq J0M 1P0.",
    "Nain's postal code is A0P 1L0 and Iqaluit's is X0A 0H0.",
    "ᐅᓪᓛᒃᑯᑦ! ᖃᐅᑉᐸᑦ 09:40 ᒥ ᖃᖓᑕᓲᖅ ᑎᑭᓐᓂᐊᖅᑐᖅ.",
    "Ullaakkut, sealift tikinniaqtuq 14:00-mi, qujannamiik.",
    "Tracking number 1Z 4F7 283 03 9917 2044 is the EMR tablet going to Nain.",
    "Invoice QN-2032-331 total: 48 210,75 $; due 2032-11-01.",
    "The PIN pad at the co-op is broken; cash only today.",
    "Your password expires in 7 days; change it from the crew portal.",
    "ISBN 978-0-7735-3405-3 is the Inuktitut dictionary on the clinic shelf.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-09-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ops/pelesys", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "HD-4471", "purchase_order": "PO-2032-01177"}',
    '{"lot": {"id": "CHAR-2032-17", "weight_kg": 1284, "species": "Arctic char"}}',
    '{"phone": "(867) 645-2817", "community": "Rankin Inlet"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "beds": 180}',
    '{"flight": "QA412", "tail": "C-GQNA", "departure": "09:40"}',
    '{"container": "TGHU 4417290", "vessel": "Umiavut", "voyage": "2032-S3"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
