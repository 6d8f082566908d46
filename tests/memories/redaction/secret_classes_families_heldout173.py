# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-seventy-third corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-seventieth only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-seventy-first to hundred-and-seventy-fourth, this one aside), any test, the reports,
the benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own
seed (173604829), password words (a barramundi-farm fish and a weight in kilograms with a sign; a
pearl word and a size in millimetres with a sign; a crocodile's nickname and its length in metres;
leet words of barramundi, pearl shell, crocodile, boab, spinifex, Kimberley, jabiru, mangrove,
saltwater and threadfin with a year; a town, a bush word and a year joined by underscores; a bush
word, a town and two digits; a fish, a bush word and a number joined by dots; a name, a birth
year, a sign and a town; a bush word, `Tide`, a number and a sign; a town in capitals, a sign and
a number; a generator's four groups and random runs), names, places, templates, tools, vendors
and layouts, the way the staff of Kingtide Holdings (fictional: a pearl farm at Cygnet Bay and a
packhouse in Broome, crocodile river cruises out of Darwin, an Aboriginal art centre and a
community store at Maningrida, a barramundi farm on the Ord by Kununurra, a cattle station with
bores and an NLIS crush, a mining camp by Nhulunbuy, stores on the Tiwi Islands and on Thursday
Island, Badu and Mer in the Torres Strait) leak secrets into an assistant's memory. The texts are
WhatsApp, Signal, Teams, Slack, Messenger, Google Chat, Telegram, Viber, Workplace, Discord and
SMS messages, chat logs with times, Jira, Freshdesk and Zendesk tickets, Confluence and Notion
pages and tables, OneNote and Apple Notes notes, an e-mail, a runbook, a README fragment, bash,
PowerShell, Windows Terminal and Termux prompts, code (Python, JavaScript, Go, Rust, C#, Kotlin,
Swift, PHP, Ruby, Dart), configs (env files, compose, a Kubernetes Secret, a systemd unit, Helm
values, Ansible group vars, tfvars, appsettings.json, Spring properties, wp-config.php, TOML,
Django settings), a voice-memo transcript, dictated text and requests to the assistant itself; the
label's separators run from a colon, "is", a dash and an en dash (`–`) to an arrow (`→`, `⇒`), a
pointing emoji, a new line, a tab, quotes (`"…"`, `'…'`, `«…»`, `„…“`, backticks), parentheses and
a table's bar.

Tools, calls, flags and variables none of heldouts 5 to 170 names (each grepped for the command,
flag or variable itself): HP EVA's `sssu "select manager … username=… password=…"`, SharpHound's
`--ldapusername`/`--ldappassword`, Meshtastic's `--ch-index`/`--ch-set psk 0x…`; and, since real
tools no earlier corpus names are now hard to find, the company's own scripts (invented, so
unused by construction): `tidectl --pass`, `pearlbase export --operator … --lease-pass`,
`crocdesk --keeper-pass`, `barrasync --logbook-pass=`, `paddockctl --bore-pass`, `storepos
till-sync --till-pass`, `reefctl --vessel-key`, `musterctl --station-secret`, `sheddy
--radio-pass`, `campgate --gate-admin … --gate-pass=`, `stationctl --modem-pass … --as`, and
`ktide-ops --ops-secret=`, `ktide-artbase --artbase-pw`, `ktide-fuel --fuel-pass`, `ktide-cold
--cold-pass`, `ktide-lease -u … -p`, `ktide-camp --user … --pass`, `ktide-drift --skiff-pass`,
`ktide-tide --tide-pass`, `ktide-pay --merchant-pass`, `ktide-hatch --panel-user …
--panel-pass`, `ktide-store --pos-user … --pos-pass=`; the variables `KINGTIDE_DB_PASSWORD`,
`BARRASYNC_PASSWORD`, `STORE_ADMIN_PASSWORD`, `PEARLBASE_DATABASE_URL`, `PEARLBASE_ACCESS_TOKEN`
and each vendor's own (`ORDERMENTUM_API_KEY`, `LIVN_API_KEY`, `HERDTRAX_TOKEN`, …). Common
layouts (connection strings, a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer
headers) are in wordings of their own.

About 48 % of the secret samples are in other languages than English (by a rough count of marker
words over the drawn samples, 188 of 390): the Kriol of the Top End and the Kimberley, Torres
Strait Creole (Yumplatok), Yolŋu Matha (Djambarrpuyŋu `dhuwal`, Gumatj `dhuwala`), Kunwinjku,
Tiwi, Walmajarri, Meriam Mir, Kala Lagaw Ya and Australian English texting slang, and Italian,
Czech, Russian, Korean, Simplified Chinese and Turkish only in seed-phrase lines. The wordings are
the author's approximations, checked by no speaker, built around a few marker words and the
loanwords people there really text (password, paswed, paswod, wifi, PIN, token, API key, backup,
server, code): Kriol's `dijan`, `main`, `blanga`, `langa`, `nyuwan`, `im`, `nomo telimbat
enibodi`, `jeinjim`, `olabat`, `den`, `faswan`, `nomba`, `draiba laisens`, `komand … ranim`,
`tri nomba langa bekside`, `wan bai wan`; Yumplatok's `dha`, `blo`, `em`, `lo`, `nupla`, `ai bin
chenj`, `nomo tok lo enibodi`, `orait`, `eso`, `baksaid`; Yolŋu's `ŋarraku`, `nhuŋu`, `-wu`,
`yuwalk`, `yaka lakaram`, `manymak`, `dhiyaŋ bala`, `yäku`, `ga`, `ŋarra`; Kunwinjku's `ngarduk`,
`ngaye`, `bolkkime`, `kamak`, `yoh`, `kunwok`, `dja`, `-ken`, `minj`; Tiwi's `ngiya`, `nginja`,
`mamanta`, `kapi`, `amintiya`; Walmajarri's `ngaju`, `nyuntu`, `yuwayi`, `-ku`; Meriam Mir's `ka`,
`esoau`, `debe`; Kala Lagaw Ya's `ngaw`, `ina`, `kapu`, `eso`; slang's `arvo`, `ta`, `no wukkas`,
`deadset`, `reckon`, `brekkie`, `smoko`, `servo`, `cheers`, `legend`, `ya goose`. The thinnest
guesses are the Walmajarri lines (`ngaju … computer-ku`, `yuwayi`), the Meriam Mir and Kala Lagaw
Ya lines (little more than a pronoun and a thanks around English), Tiwi `kapi` as "for"
and `amintiya` as "and", Kunwinjku `-ken` on a loanword and `minj kanwokdi`, Yolŋu `yäku … ga …
bala` for a dictated password and `yaka lakaram`, and the Kriol spellings `paswed`, `jeinjim`,
`bengk`, `inkripshan`, `rikabri`, `praivet`, `pasfreis` and `bekside`.

Vendors (Ordermentum, Outcross, myMLA, Bookeasy, Livn, Artlandish, Indue, Lightyear, ApprovalMax,
Limepay, Railz, Cuscal, Bigtincan, Nuix, Vendia, Culture Amp, Skymesh, Gyble, ArtBase, Masterpiece
Manager, Collector Systems, Pitram, Minetell, RCT Global, Groundprobe, Herdtrax, Stockbook, Smart
Paddock, Agrimaster, Phoenix Cashbook, Retail Express, Idealpos, Split Payments, Payright, Aussie
Broadband, Amaysim, Katestone, TechnologyOne, Infoxchange and Agrinet) are ones heldouts 5 to 170
do not name (grepped by name and by variable). No shape here is one the author knows to be real:
every one is a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, Nuix's five dashed groups,
the `ocx_`, `livn_`, `sk_lp_live_`, `rlz_live_`, `ca_pat_`, `mt_`, `htx_` and `spl_sk_` prefixes);
the JWTs are well-formed, and the BitLocker recovery key's eight groups of six digits and the
Microsoft recovery code's five groups of five follow their published layouts.

The ids are kinds heldouts 5 to 170 do not use, except one lightly used kind that carries a check:
Australia's Tax File Number (in two earlier corpora), drawn until `stdnum.au.tfn` validates its
weighted check. The others are invented shapes that no library or this file checks (no check-digit
algorithm is written here): a Papua New Guinea passport, a Northern Territory, a Western
Australian and a Queensland driver licence, an NT Evidence of Age card, a WA shotfirer's licence, a
Torres Strait Traditional Inhabitant Boat (TIB) licence, an NT Parks and Wildlife crocodile farm
permit, a resale royalty artist number, an NLIS property identification code and a Centrelink
Customer Reference Number. Card numbers pass Luhn (the value helpers' Visa, Mastercard, Amex,
JCB, Diners, UnionPay, Discover and Maestro, checked with python-stdnum's `luhn`). The IBANs are of
countries used least by a rough count over heldouts 5 to 170 (Timor-Leste, Brazil, Saint Lucia,
São Tomé and Príncipe, Andorra, North Macedonia, the Falkland Islands and Türkiye, in thirteen
corpora each by that count), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Italian, Czech, Russian, Korean, Simplified Chinese and Turkish lists, each
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
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.au import tfn as au_tfn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 173_604_829
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


_FISH = ["Barramundi", "Threadfin", "Jewfish", "Mangrovejack", "Fingermark", "Saratoga",
         "Trevally", "Queenfish", "Mudcrab", "Salmonbass", "Sooty", "Tarpon"]  # fmt: skip
_PEARL = ["Keshi", "Mabe", "Baroque", "Pinctada", "Maxima", "Nacre", "Seeding", "Lustre",
          "Spat", "Panel", "Dropline", "Nucleus"]  # fmt: skip
_BUSH = ["Boab", "Spinifex", "Billabong", "Jabiru", "Brolga", "Pandanus", "Brahman",
         "Droughtmaster", "Cockatoo", "Stringybark", "Kapok", "Cycad", "Woollybutt", "Ironwood"]  # fmt: skip
_PLACES = ["Broome", "Kununurra", "Darwin", "Nhulunbuy", "Maningrida", "ThursdayIsland",
           "Wurrumiyanga", "Milikapiti", "Pirlangimpi", "FitzroyCrossing", "Derby", "Wyndham",
           "Gunbalanya", "Yirrkala", "Galiwinku", "Badu", "Saibai", "HornIsland", "CygnetBay",
           "LakeArgyle", "Jabiru", "Katherine"]  # fmt: skip
_CROCS = ["Bigfella", "Knobby", "Dozer", "Scarface", "Stumpy", "Lizzie", "Nugget", "Tank",
          "Gnasher", "Boomer"]  # fmt: skip
_NAMES = ["Jedda", "Kaiden", "Tanika", "Dylan", "Marlee", "Ruby", "Solomon", "Lena", "Fred",
          "Elsie", "Aaron", "Mariah", "Ned", "Shaquille", "Tahlia", "Kirra", "Jarrah", "Getano",
          "Dimple", "Seriako", "Bronwyn", "Hamish", "Priya", "Connor", "Indi", "Rosie"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["B4rr4mund1", "P34rlsh3ll", "Cr0c0d1l3", "B0abTr33", "Sp1n1f3x", "K1mb3rl3y",
         "J4b1ru", "M4ngr0v3", "S4ltw4t3r", "Thr34df1n"]  # fmt: skip


def _generator(g: random.Random) -> str:
    """Four random groups of four, small letters and digits, as a password manager writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 4) for _ in range(4))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.randrange(4, 60)}kg{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PEARL)}{g.randrange(9, 19)}mm{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CROCS)}{g.randrange(3, 7)}.{g.randrange(10)}m{g.choice(_SYMBOLS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_BUSH).lower()}_{g.randrange(1970, 2033)}",
    lambda g: f"{g.choice(_BUSH)}{g.choice(_PLACES)}{g.randrange(10, 100)}",
    _generator,
    lambda g: _r(g, ALNUM + "$%&!?#", 15),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_BUSH)}Tide{g.randrange(50, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_PLACES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: f"{g.choice(_FISH).lower()}.{g.choice(_BUSH).lower()}.{g.randrange(10, 100)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Jedda: the hatchery chiller panel password is {pw}",
    "Signal from Kaiden: croc boat tablet password – {pw}",
    "Teams chat #pearl-ops: Cygnet Bay seeding-room PC password → {pw}",
    "Slack #barra-farm: oxygen dosing panel password 👉 {pw}",
    "Messenger, Tanika: art centre POS password:\n{pw}",
    "Google Chat, Nhulunbuy office: the store till server password is \"{pw}\"",
    "Telegram from Dylan: mine camp swipe-gate admin password ({pw})",
    "Viber note from Lena: Thursday Island fuel bowser controller password = {pw}",
    "Workplace post (oops, public): bore monitor password: {pw}",
    "Discord #station-it: the satellite modem admin password is `{pw}`",
    "SMS from Marlee: Kununurra depot NAS password {pw} ta",
    "Jira KTH-412: reset the Broome packhouse scale password, currently {pw}",
    "Freshdesk #2290: Darwin tour desk kiosk password {pw} stopped working",
    "Zendesk ticket 7781: Maningrida store CCTV recorder password: {pw}",
    "Confluence › Ops › Stations › Weighbridge\n| item | value |\n|---|---|\n| PC password | {pw} |",
    "Notion page 'Pearl lease B': the vessel router password — {pw}",
    "OneNote, station office: crush-side scale indicator password: «{pw}»",
    "Apple Notes: workshop laptop password ⇒ {pw}",
    "Hi Fred,\n\nthe new password for the freezer logger portal is {pw}. Please delete this once it's in the vault.\n\nCheers,\nRuby",
    "Runbook: restart the Broome ice plant\n1. open the PLC panel in the shed\n2. log in as service\n3. password {pw}\n4. start compressor 2 first",
    "README (hatchery rack)\nThe chiller UI is at https://chiller.kingtide.lan, admin password `{pw}`.",
    "voice memo transcript: uh the generator controller password is {pw} full stop yeah",
    "hey can you remember my bank app password for me? it's {pw}",
    "note to self: croc tour booking laptop password {pw}",
    "after the reflash the art centre office PC password became {pw}",
    "Horn Island hangar alarm panel password\t{pw}",
    "Slack DM from Solomon: password for the dinghy fuel-log tablet? {pw}",
    "arvo jobs: ring the telco, fix the smoko room TV, servo EFTPOS admin pw is {pw}",
    "yeah nah the store laptop pw's {pw} now, no wukkas",
    "deadset the new barra farm office pw is {pw} lol",
    "reckon u could save this for me, station laptop password {pw} ta",
    "brekkie shift: pw for the kitchen iPad → {pw}",
    "(the Cape Leveque bunkhouse PC password is {pw})",
    "Password for the Wyndham jetty camera NVR: '{pw}'",
    "my super fund login password, keep it safe: {pw}",
    "the Lake Argyle cruise booking tablet password is „{pw}“",
    "Dijan main paswed blanga imeil: {pw}",
    "Jedda: nyuwan paswed blanga dat kompyuta langa ofis im {pw}, nomo telimbat enibodi",
    "paswed blanga stoa kompyuta – {pw}",
    "Mi bin jeinjim main password, nyuwan wan im {pw}",
    "Olabat bin askim mi: password blanga tabulet im {pw}",
    "Dha paswod blo ai imel em {pw}",
    "Lena: nupla paswod blo kompyuta lo opis em {pw}. Nomo tok lo enibodi",
    "paswod blo dha stoa lo Thursday Island: {pw}",
    "Ai bin chenj dha paswod blo tablet, nau em {pw}. Eso",
    "Solomon: dha paswod blo dingi GPS em {pw}, orait?",
    "Dhuwal password ŋarraku Facebook-wu → {pw}",
    "Dhuwala ŋarraku password djäma-wu kompyuta: {pw}",
    "Dhuwala yuwalk password store-wu: {pw}, yaka lakaram",
    "Manymak, dhiyaŋ bala password ŋarraku {pw}",
    "Nhuŋu password art centre-wu dhuwal: {pw}",
    "Ngarduk password bolkkime: {pw}",
    "Art centre-ken password bolkkime {pw}, kamak",
    "Yoh, ngaye ngarduk tablet password: {pw}",
    "Mamanta, ngiya password kapi email: {pw}",
    "Ngiya art room computer password {pw}",
    "Nginja password kapi store laptop: {pw}, ngiya changed it",
    "Ngaju password computer-ku: {pw}",
    "Yuwayi, nyuntu password Fitzroy Crossing office-ku: {pw}",
    "Ka password email: {pw}. Esoau",
    "Mer store password, debe: {pw}",
    "Ngaw password ina: {pw}, eso",
    "Badu store password kapu: {pw}",
    "Dijan paswed (blanga bengk app): {pw}",
    "paswod blo bank app (nomo tok): {pw}",
    "Dhuwal password ŋarraku bank-wu:\n{pw}",
    "Ngarduk bank password → {pw}",
    "Ngiya bank password: \"{pw}\"",
    "ta heaps, the croc cruise till pw = {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["jedda", "kaiden.w", "tanika", "dylan", "marlee.b", "ruby", "solomon.n", "lena",
          "fred", "elsie.a", "aaron", "mariah", "ned.m", "shaq", "tahlia", "kirra", "jarrah",
          "getano", "dimple", "seriako", "svc-hatchery", "ops-barra", "store-admin", "camp-gate"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Kirra: the hatchery SCADA login is {u} / {pw}",
    "Jira KTH-433: {u} locked out of the croc booking system, last password {pw}",
    "Confluence › Stations › Weighbridge PC: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| art centre POS | {u} | {pw} |",
    "sign in to the barra farm feed panel as {u} with {pw}",
    "user: {u}\npass: {pw}",
    "- host: store-till-02\n  user: {u}\n  pass: {pw}",
    "Slack: creds for the camp gate server are {u} and {pw}",
    "system,user,password\npearlbase,{u},{pw}",
    "ssh {u}@tide-gw.kingtide.lan   # pw {pw}",
    "usr={u} pwd={pw}",
    "Neim blanga login {u}, paswed {pw}",
    "Main login im {u}, an paswed im {pw}",
    "Dha login blo ai em {u}, paswod em {pw}",
    "nem blo yusa {u} / paswod {pw}",
    "Dhuwal ŋarraku username {u}, password {pw}",
    "Ŋarraku login dhuwala {u} ga password {pw}",
    "Ngarduk username {u} dja password {pw}",
    "Ngiya username {u} amintiya password {pw}",
    "Ngaju username {u}, password {pw}, yuwayi",
    "Ka username {u}, password {pw}. Esoau",
    "Ngaw username {u}, password {pw}, eso",
    "u/n {u} pw {pw} ta legend",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["barramundi", "threadfin", "jabiru", "brolga", "pandanus", "spinifex", "keshi",
               "nautilus", "dugong", "cassowary", "mudskipper", "kingfisher", "woomera",
               "billycan", "damper", "goanna"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "voice memo: the hatchery PC password is {w} and straight after it {d}, no space",
    "password: it's {w}, that's {spell}, then {d}",
    "type {w}, then {d}; that's the till password",
    "it's {w}{d}, the word and the number joined",
    "paswed im dat wed {w}, den {d}",
    "Paswed: faswan {w}, den nomba {d}",
    "paswod em dha wod {w}, den {d}",
    "password yäku {w}, ga {d} bala",
    "password kunwok {w} dja {d}",
    "password {w} amintiya {d}",
    "Ka password: wod {w}, den {d}",
    "Ngaw password {w} ina, {d}",
    "pw is {w} then {d} lol, easy",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    secret = word + number if "{w}{d}" in template else word
    return {"w": word, "d": number, "spell": "-".join(word.upper()), "secret": secret}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    'sssu "select manager 10.8.1.20 username={u} password={pw}" "ls disk_group"',
    "SharpHound.exe -c All --domain kingtide.lan --ldapusername {u} --ldappassword '{pw}'",
    "tidectl login --user {u} --pass '{pw}' --site cygnet-bay",
    "pearlbase export --lease B --operator {u} --lease-pass '{pw}' --out seeding-2032.csv",
    "crocdesk sync --agent {u} --keeper-pass '{pw}' --boats all",
    "barrasync push --logbook ~/logbooks/ord --logbook-pass='{pw}'",
    "paddockctl bore add --site 'No.7 bore' --operator {u} --bore-pass '{pw}'",
    "storepos till-sync --store maningrida --till-pass '{pw}'",
    "reefctl vessel register --name 'Mabe Queen' --vessel-key '{pw}'",
    "musterctl upload --mob 12 --station-secret '{pw}' --nlis",
    "sheddy --radio-pass '{pw}' --channel 21 --repeater wyndham",
    "ktide-ops deploy --env prod --ops-secret='{pw}'",
    "ktide-artbase import --catalogue 2032 --artbase-pw '{pw}'",
    "ktide-fuel bowser-reset --site badu --fuel-pass '{pw}'",
    "ktide-cold probe-sync --room 3 --cold-pass '{pw}'",
    "ktide-lease map --lease-id C7 -u {u} -p '{pw}'",
    "ktide-camp rooms --block D --user {u} --pass '{pw}'",
    "ktide-drift release --skiff 4 --skiff-pass '{pw}'",
    "ktide-tide predict --port broome --tide-pass '{pw}'",
    "ktide-pay settle --terminal 3 --merchant-pass '{pw}'",
    "campgate enrol --card 4411 --gate-admin {u} --gate-pass='{pw}'",
    "stationctl sat-modem reboot --modem-pass {pw} --as {u}",
    "ktide-hatch chiller set 27.5 --panel-user {u} --panel-pass '{pw}'",
    "ktide-store price-push --all --pos-user {u} --pos-pass={pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "kirra@tide-gw:~$ {c}", "PS C:\\ops> {c}", "root@pearl-nas:/# {c}",
    "Jira KTH-451, steps to reproduce:\n{c}", "runbook step 4: {c}", "from my bash history: {c}",
    "Windows Terminal (Ubuntu) ~/station $ {c}", "Termux on the boat phone: {c}",
    "Dijan komand mi bin ranim: {c}", "Komand blanga stoa kompyuta:\n{c}",
    "Dha komand ai bin ran: {c}", "Dhuwal command ŋarra ran: {c}", "Ngaye command bolkkime: {c}",
    "Ngiya command: {c}", "cmd i ran this arvo: {c}", "Ka command: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.kingtide.lan:5432/pearlbase",
    "mysql://{u}:{pw}@store-db.kingtide.lan/tills",
    "mongodb+srv://{u}:{pw}@croc-bookings.kt0aa.mongodb.net/tours",
    "redis://{u}:{pw}@cache.kingtide.lan:6379/2",
    "sftp://{u}:{pw}@files.kingtide.com.au/art-catalogue/",
    "rtsp://{u}:{pw}@10.20.4.31:554/Streaming/Channels/101",
    "amqp://{u}:{pw}@mq.kingtide.lan:5672/station",
    "ftp://{u}:{pw}@weighbridge.kingtide.lan/exports",
    "https://{u}:{pw}@nexus.kingtide.lan/repository/pypi/simple",
    "Server=sql.kingtide.lan;Database=Bookings;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://pg.kingtide.lan/herd?user={u}&password={pw}",
    "smtp://{u}:{pw}@mail.kingtide.com.au:587",
]  # fmt: skip
_URL_PLACES = [
    "PEARLBASE_DATABASE_URL={c}", "keep this connection string for me: {c}",
    "Dijan konekshan strin: {c}", "Dha connection string blo database: {c}",
    "Jira KTH-460: {c}", "Confluence › Databases: {c}", "db url for l8r: {c}",
    "Dhuwal connection string: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Ordermentum", "ORDERMENTUM_API_KEY", _j((HEX, 32))),
    ("Outcross", "OUTCROSS_API_TOKEN", _j("ocx_", (ALNUM, 36))),
    ("myMLA", "MYMLA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Bookeasy", "BOOKEASY_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Livn", "LIVN_API_KEY", _j("livn_", (ALNUM, 40))),
    ("Artlandish", "ARTLANDISH_SECRET", _j((ALNUM, 32))),
    ("Indue", "INDUE_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Lightyear", "LIGHTYEAR_API_KEY", _j((HEX, 40))),
    ("ApprovalMax", "APPROVALMAX_TOKEN", _j((URLSAFE, 48))),
    ("Limepay", "LIMEPAY_SECRET_KEY", _j("sk_lp_live_", (ALNUM, 32))),
    ("Railz", "RAILZ_SECRET", _j("rlz_live_", (HEX, 40))),
    ("Cuscal", "CUSCAL_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Bigtincan", "BIGTINCAN_API_TOKEN", _j((B64, 64))),
    ("Nuix", "NUIX_LICENCE_KEY", lambda g: "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(5))),
    ("Vendia", "VENDIA_API_KEY", _j((ALNUM, 44))),
    ("Culture Amp", "CULTUREAMP_TOKEN", _j("ca_pat_", (ALNUM, 36))),
    ("Skymesh", "SKYMESH_API_KEY", _j((UPPER_HEX, 32))),
    ("Gyble", "GYBLE_SECRET", _j((HEX, 64))),
    ("ArtBase", "ARTBASE_API_KEY", _j((ALNUM, 30))),
    ("Masterpiece Manager", "MASTERPIECE_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Collector Systems", "COLLECTOR_SYSTEMS_TOKEN", _j((URLSAFE, 40))),
    ("Pitram", "PITRAM_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Minetell", "MINETELL_API_KEY", _j("mt_", (LOWER_DIGITS, 40))),
    ("RCT Global", "RCT_API_TOKEN", _j((HEX, 48))),
    ("Groundprobe", "GROUNDPROBE_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Herdtrax", "HERDTRAX_TOKEN", _j("htx_", (ALNUM, 32))),
    ("Stockbook", "STOCKBOOK_API_KEY", _j((HEX, 32))),
    ("Smart Paddock", "SMARTPADDOCK_KEY", lambda g: v.uuid4(g, "b")),
    ("Agrimaster", "AGRIMASTER_API_SECRET", _j((B64, 56), "==")),
    ("Phoenix Cashbook", "PHOENIX_CASHBOOK_TOKEN", _j((ALNUM, 40))),
    ("Retail Express", "RETAILEXPRESS_API_KEY", _j((HEX, 40))),
    ("Idealpos", "IDEALPOS_API_SECRET", _j((ALNUM, 36))),
    ("Split Payments", "SPLIT_SECRET_KEY", _j("spl_sk_", (ALNUM, 40))),
    ("Payright", "PAYRIGHT_API_KEY", _j((HEX, 64))),
    ("Aussie Broadband", "ABB_API_TOKEN", _j((URLSAFE, 50))),
    ("Amaysim", "AMAYSIM_API_KEY", _j((ALNUM, 32))),
    ("Katestone", "KATESTONE_API_KEY", _j((LOWER_DIGITS, 32))),
    ("TechnologyOne", "TECHONE_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Infoxchange", "INFOXCHANGE_API_KEY", _j((HEX, 32))),
    ("Agrinet", "AGRINET_TOKEN", _j((ALNUM, 28))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "Ngiya .env kapi sync box:\n{env}={tok}",
    "$env:{env} = \"{tok}\"",
    "kubectl -n integrations create secret generic kt-sync --from-literal={env}={tok}",
    "docker run -e {env}={tok} ghcr.io/kingtide/sync:3",
    "app.yaml (App Engine):\nenv_variables:\n  {env}: \"{tok}\"",
    "Kingtide ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Confluence table 'Integrations': | {vendor} | prod | {tok} |",
    "Slack, Kirra: {vendor} key for the stock sync: {tok}",
    "Jira KTH-470: {vendor} sync fails with 401, configured key {tok}",
    "Freshdesk #2311: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "email: the {vendor} client secret is {tok}, rotate it after go-live",
    "Dijan {vendor} API key: {tok}",
    "{vendor} API key blanga wi im {tok}",
    "Dha {vendor} API key blo stoa em {tok}",
    "API key blo {vendor}: {tok}",
    "Dhuwal {vendor} API key: {tok}",
    "{vendor} API key ŋarraku dhuwala {tok}",
    "Ngarduk {vendor} API key bolkkime: {tok}",
    "Ngiya {vendor} API key: {tok}",
    "Ngaju {vendor} API key: {tok}",
    "Ka {vendor} API key: {tok}, esoau",
    "Ngaw {vendor} API key ina: {tok}",
    "{vendor} api key for the arvo sync: {tok} cheers",
    "here's the {vendor} key {tok} dont lose it lol",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_CODE = {  # template: the key's alphabet and length
    '# dijan ki blanga Livn, nomo telimbat enibodi\nclient = LivnClient(api_key="{k}", region="au")': (ALNUM, 40),
    "const railz = new Railz({{ secretKey: \"{k}\" }});": (HEX, 40),
    'cfg := cuscal.Config{{ClientID: "kingtide", ClientSecret: "{k}"}}': (URLSAFE, 43),
    '// dha key blo Herdtrax, nomo tok lo enibodi\nlet herd = Herdtrax::new("{k}");': (HEX, 32),
    'var pay = new PayrightClient("kingtide", "{k}");': (HEX, 64),
    '// dhuwal Stockbook token ŋarraku\nval stockbook = StockbookApi(token = "{k}")': (ALNUM, 36),
    'let pitram = PitramSession(apiKey: "{k}")': (ALNUM, 48),
    "$gyble = new Gyble\\Client(['secret' => '{k}']);": (HEX, 64),
    "Idealpos.configure {{ |c| c.api_secret = '{k}' }}": (ALNUM, 36),
    "final amaysim = AmaysimApi(apiKey: '{k}');": (ALNUM, 32),
}  # fmt: skip


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    alphabet, n = _CODE[template]
    return {"k": _r(rng, alphabet, n)}


_code = _Family("code_secret", list(_CODE), _code_draw, "k")


_BARE_PLACES = ["{t}", "Slack: {t}", "it only shows it once, so here:\n{t}", "dijan token: {t}",
                "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the No.7 bore water sensor (OTAA): {h}": 32,
    "meshtastic --ch-index 1 --ch-set psk 0x{h}": 64,
    "HMAC secret for the croc tour booking webhook: {h}": 64,
    "AES key of the pearl lease buoy trackers: {h}": 32,
    "pre-shared key of the station's IPsec tunnel to Darwin (hex): {h}": 64,
    "Dijan inkripshan ki blanga bekap: {h}": 64,
    "Dha encryption key blo backup em {h}": 48,
    "Dhuwal backup encryption key: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira KTH-488: token copied out of the browser's network tab {t}",
    "Cookie: lang=en-AU; kt_session={t}",
    "PEARLBASE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "Dijan token: {t}",
    "Dha token em {t}",
    "Dhuwal token ŋarraku: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@kingtide.com.au"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://login.kingtide.com.au/realms/staff", "azp": "pearlbase",
                   "roles": ["hatchery", "store"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the hatchery server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/bookings.kingtide.com.au.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "broome-freight"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_station <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Freshdesk #2330, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "Dijan praivet ki blanga seva:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Dha private key blo server:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    text = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": text, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus wallet backup words for the art centre's old crypto tip jar: {p}": "english",
    "recovery phrase, copied off the card before I burn it\n{p}": "english",
    "voice memo: the Trezor words are {p} and that's all of them": "english",
    "Dijan sid wed blanga woled: {p}": "english",
    "Dha seed phrase blo wallet em {p}": "english",
    "Dhuwal seed phrase ŋarraku: {p}": "english",
    "frase di recupero del portafoglio (Marco, the Broome pearl buyer): {p}": "italian",
    "obnovovací fráze peněženky (Petra from the Darwin office): {p}": "czech",
    "сид-фраза кошелька (Artem, the mine camp electrician): {p}": "russian",
    "지갑 복구 문구 (Jiwon at the Kununurra depot): {p}": "korean",
    "钱包助记词（Wei，在达尔文）：{p}": "chinese_simplified",
    "cüzdan kurtarma kelimeleri (Emre, the croc boat skipper): {p}": "turkish",
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
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "WhatsApp, Marlee: the company card for the barra feed order is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Jira KTH-495: pay the hatchery chiller service with card {c}",
    "Main kad nomba: {c}, {mm}/{yy}",
    "Dha kad nomba blo ai: {c}",
    "Dhuwal ŋarraku card number: {c}",
    "Ngarduk card number {c}, {mm}/{yy}",
    "Ngiya card number: {c}",
    "Ka card number: {c}, {mm}/{yy}",
    "card num for the servo acct {c} exp {mm}/{yy} ta",
    "Ngaw card number ina: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "jcb", "diners", "unionpay", "discover", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 06/36, security code {cvv}",
               "the three numbers on the back of the card are {cvv}",
               "Amex {c}, the four digits printed above the number: {cvv}",
               "tri nomba langa bekside blanga kad: {cvv}",
               "tri nomba lo baksaid blo kad: {cvv}",
               "three digits on the back of the card, the one for the camp store: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 170; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`, 0: a zero), after stdnum's iban.dat.
_IBAN_SHAPES = {"TL": "n" * 19, "BR": "n" * 23 + "ac", "LC": "aaaa" + "c" * 24,
                "ST": "n" * 21, "AD": "n" * 8 + "c" * 12, "MK": "nnn" + "c" * 10 + "nn",
                "FK": "aa" + "n" * 12, "TR": "nnnnn0" + "c" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KT-2032-118: please pay the Dili fishing gear supplier to {i} within 30 days",
    "save the São Paulo pearl buyer's IBAN: {i}",
    "IBAN: {i}\nReference: Broome harvest lot 7",
    "Slack #accounts: the Castries art dealer's new bank details, IBAN {i}",
    "Main IBAN: {i}",
    "Dha IBAN blo ai: {i}",
    "Dhuwal ŋarraku IBAN {i}",
    "Ngarduk IBAN: {i}",
    "Ngiya IBAN: {i}",
    "Ka IBAN: {i}",
    "Ngaw IBAN ina: {i}",
    "iban for the andorra gallery {i} cheers",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _tfn(g: random.Random) -> str:
    """An Australian Tax File Number: nine digits whose weighted sum is 0 modulo 11."""
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 8), au_tfn.is_valid)
    return str(au_tfn.format(number))


def _pg_passport(g: random.Random) -> str:
    """A Papua New Guinea passport: a letter and seven digits (invented, unchecked)."""
    return g.choice("PBE") + _r(g, D, 7)


def _nt_licence(g: random.Random) -> str:
    """A Northern Territory driver licence number: six or seven digits (invented, unchecked)."""
    return g.choice("123456789") + _r(g, D, g.choice([5, 6]))


def _wa_licence(g: random.Random) -> str:
    """A Western Australian driver's licence number: seven digits (invented, unchecked)."""
    return g.choice("123456789") + _r(g, D, 6)


def _qld_licence(g: random.Random) -> str:
    """A Queensland driver licence number: nine digits (invented, unchecked)."""
    return "0" + g.choice("6789") + _r(g, D, 7)


def _eoa_card(g: random.Random) -> str:
    """An NT Evidence of Age card number: EOA and seven digits (invented, unchecked)."""
    return "EOA" + _r(g, D, 7)


def _shotfirer(g: random.Random) -> str:
    """A WA shotfirer's licence number: SF, a slash and six digits (invented, unchecked)."""
    return f"SF/{_r(g, D, 6)}"


def _tib(g: random.Random) -> str:
    """A Torres Strait Traditional Inhabitant Boat licence: TIB, two letters, four digits."""
    return f"TIB{_r(g, UPPER, 2)}{_r(g, D, 4)}"


def _croc_permit(g: random.Random) -> str:
    """An NT Parks and Wildlife crocodile farm permit: two digits, a dash, five (invented)."""
    return f"{g.randrange(60, 90)}-{_r(g, D, 5)}"


def _royalty(g: random.Random) -> str:
    """A resale royalty artist number: RR and eight digits (invented, unchecked)."""
    return "RR" + _r(g, D, 8)


def _pic(g: random.Random) -> str:
    """An NLIS property identification code: T or W, three letters, four digits (invented)."""
    return g.choice("TW") + _r(g, UPPER, 3) + _r(g, D, 4)


def _crn(g: random.Random) -> str:
    """A Centrelink Customer Reference Number: nine digits and a letter (invented, unchecked)."""
    return f"{_r(g, D, 3)} {_r(g, D, 3)} {_r(g, D, 3)}{g.choice(UPPER)}"


_ID_PLACES: dict[str, Maker] = {
    "my Tax File Number for the new payroll form: {s}": _tfn,
    "Main TFN (Tax File Number) im {s}, blanga peiroul": _tfn,
    "Getano's PNG passport number, for the Saibai boat crew list: {s}": _pg_passport,
    "Dha PNG passport nomba blo ai em {s}": _pg_passport,
    "my NT driver licence number is {s}": _nt_licence,
    "Main NT draiba laisens nomba: {s}": _nt_licence,
    "WA driver's licence number of the new camp cook: {s}": _wa_licence,
    "Ngaju WA driver licence number {s}": _wa_licence,
    "Queensland driver licence no. {s} (Thursday Island ferry booking)": _qld_licence,
    "Dha Queensland draiba laisens blo ai: {s}": _qld_licence,
    "Evidence of Age card number, NT: {s}": _eoa_card,
    "Dhuwal ŋarraku Evidence of Age card number: {s}": _eoa_card,
    "shotfirer's licence number for the pit induction form: {s}": _shotfirer,
    "Ngarduk shotfirer licence number {s}": _shotfirer,
    "TIB licence number blo ai dingi: {s}": _tib,
    "Traditional Inhabitant Boat licence, Badu: {s}": _tib,
    "Parks and Wildlife crocodile farm permit number: {s}": _croc_permit,
    "resale royalty artist number for Elsie's paintings: {s}": _royalty,
    "Ngiya resale royalty artist number: {s}": _royalty,
    "NLIS property identification code for the station, keep private: {s}": _pic,
    "my Centrelink Customer Reference Number is {s}": _crn,
    "Main Centrelink CRN nomba: {s}": _crn,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Microsoft 365 backup codes for the office account\n{codes}",
            "spare sign-in codes for the store's Google account {codes}",
            "Xero recovery codes: {codes}", "Dijan 2FA bekap kod: {codes}",
            "2FA backup codes blo ai: {codes}", "Dhuwal 2FA backup codes:\n{codes}",
            "backup codes 4 the bank login, dont lose em: {codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")


_SEEDS_2FA = ["otpauth://totp/Kingtide:kirra@kingtide.com.au?secret={s}&issuer=Kingtide&digits=6",
              "Authy, manual setup key for the pearl buyer portal: {s}",
              "2FA secret for the bookings admin: {s}",
              "Dijan 2FA sikrit: {s}", "Dha TOTP key blo ai em {s}",
              "otpauth://totp/Pearlbase:{u}?secret={s}&issuer=Pearlbase&algorithm=SHA1&period=30"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret, "u": rng.choice(_USERS)}


_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")


_CODES = ["{c} is your Kingtide bookings verification code", "Use {c} to sign in to the pay portal",
          "Dijan kod blanga bengk: {c}. Nomo telimbat enibodi",
          "Dha code blo bank em {c}", "verification code: {c} (expires in 5 min)"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


def _bitlocker(g: random.Random) -> str:
    return "-".join(_r(g, D, 6) for _ in range(8))


_RECOVERY = {
    "BitLocker recovery key for the hatchery laptop: {k}": _bitlocker,
    "Microsoft account recovery code: {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(5)),
    "Bitwarden two-step login recovery code: {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(7)),
    "Dijan rikabri ki blanga laptop: {k}": _bitlocker,
    "Dha recovery key blo laptop em {k}": _bitlocker,
}  # fmt: skip
_recovery = _Family("recovery_code", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")


_SSIDS = ["Kingtide-Hatchery", "KT-Packhouse-5G", "CygnetBay-Crew", "Maningrida-Store",
          "TI-Office", "BarraFarm-Ord", "Station-Homestead", "Camp-Block-D", "CrocCruise-Deck",
          "ArtCentre-Studio", "Badu-Store-2G", "Wyndham-Jetty"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "packhouse network {s}, password {pw}",
    "wifi at the hatchery: {s} / {pw}",
    "Starlink router, SSID {s}, password {pw}",
    "the key printed under the NBN box: {pw}",
    "wifi paswed blanga {s} im {pw}",
    "Dijan wifi {s}, paswed: {pw}",
    "Dha wifi paswod blo {s} em {pw}",
    "Dhuwal wifi password {s}-wu: {pw}",
    "Ngarduk wifi {s} password bolkkime {pw}",
    "Ngiya wifi {s} password: {pw}",
    "Ngaju wifi {s}, password {pw}",
    "Ka wifi {s} password: {pw}, esoau",
    "wifi pw for {s} is {pw} cheers",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("livn_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("htx_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the sat phone] {t}",
          "(spaced so the preview hides it) {t}", "wan bai wan: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the hatchery door keypad takes {pw} then #", "padlock on the fuel shed at Badu: {pw}",
          "my card PIN is {pw}, don't forget it for me", "the office safe combination is {pw}",
          "SIM PIN for the boat phone: {pw}", "alarm code for the art centre: {pw}",
          "station front gate code {pw}", "lockbox at the bunkhouse: {pw}",
          "Dijan kod blanga stoa dowa: {pw}", "Pin nomba blanga main kad: {pw}",
          "Dha code blo padlok lo shed em {pw}", "Dhuwal door code store-wu: {pw}",
          "Ngarduk PIN {pw}", "door code 4 the crib room is {pw} ta"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["boab", "spinifex", "billabong", "jabiru", "brolga", "pandanus", "dugong",
                 "nautilus", "threadfin", "mangrove", "cyclone", "saltpan", "kapok", "dingo",
                 "goanna", "woomera"]  # fmt: skip
_PHRASES = {"1Password master passphrase for the office vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-", "Bitwarden master passphrase: {p}": ".",
            "Dijan pasfreis blanga bolt: {p}": " ", "Dha passphrase blo vault em {p}": "_",
            "Dhuwal passphrase ŋarraku: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman, header Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://pearlbase.kingtide.lan/api/lots": True,
    "Insomnia request: Authorization: Bearer {v}": False,
    "Jira KTH-502: the sync sends Authorization: Bearer {v}": False,
    "Dijan header: Authorization: Basic {v}": True,
    "Dha header em Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nKINGTIDE_DB_USER=pearlbase\nKINGTIDE_DB_PASSWORD={pw}",
    "compose.yaml:\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: bookings-db\nstringData:\n  password: {pw}",
    "/etc/systemd/system/barrasync.service:\n[Service]\nEnvironment=BARRASYNC_PASSWORD={pw}\nExecStart=/usr/local/bin/barrasync",
    "values.yaml (helm):\nstorepos:\n  db:\n    user: pos\n    password: \"{pw}\"",
    "group_vars/stations.yml:\nstation_admin_user: ops\nstation_admin_password: \"{pw}\"",
    "terraform.tfvars:\nbookings_db_password = \"{pw}\"",
    "appsettings.json:\n{{\"Smtp\": {{\"User\": \"alerts@kingtide.com.au\", \"Password\": \"{pw}\"}}}}",
    "application.properties:\nspring.datasource.username=herd\nspring.datasource.password={pw}",
    "wp-config.php:\ndefine('DB_USER', 'artcentre');\ndefine('DB_PASSWORD', '{pw}');",
    "Ngiya config.toml kapi camp server:\n[database]\nuser = \"camp\"\npassword = \"{pw}\"",
    "settings.py:\nDATABASES = {{\"default\": {{\"USER\": \"pearl\", \"PASSWORD\": \"{pw}\"}}}}",
    "Dijan konfig fail blanga stoa:\nDB_PASS={pw}",
    "Dha config blo server:\npassword: {pw}",
    "Dhuwal .env ŋarraku:\nSTORE_ADMIN_PASSWORD={pw}",
    "Ngarduk docker-compose.override.yml bolkkime:\n    environment:\n      - MYSQL_ROOT_PASSWORD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Kirra: hatchery wifi password?\nJedda: {pw}",
    "[06:12] dylan: root pw for the camp gate server?\n[06:13] kaiden: {pw}",
    "Tanika: {pw} is the new store till password",
    "Lena: nupla paswod em {pw}",
    "Solomon: nyuwan paswed im {pw}",
    "[19:40] ruby: whats the pw again\n[19:41] marlee: {pw} ya goose",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 22), (_spelled, 14), (_cli, 30), (_urls, 12), (_vendors, 44),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 7), (_totp, 6), (_codes, 5), (_recovery, 5),
    (_wifi, 16), (_spelled_tokens, 8), (_locks, 14), (_phrases, 6), (_auth, 6), (_configs, 16),
    (_code, 10), (_chats, 6),
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
    "the hatchery admin password is": "{s}", "croc boat tablet pw:": "{s} (since the refit)",
    "Dijan main paswed:": "{s}", "Dha paswod blo opis em": "{s}\nnomo tok lo enibodi",
    "Dhuwal password ŋarraku": "{s}", "Ngarduk password bolkkime": "{s}",
    "Ngiya password:": "{s}", "store till password": "{s}\nchange it after the wet",
    "the password Ned read out over the radio was": "{s}, I think", "pw 4 the camp laptop":
    "{s} ta",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Livn API key", "{s}", _j("livn_", (ALNUM, 40))),
    ("split_token", "Herdtrax token:", "{s} (stock sync)", _j("htx_", (ALNUM, 32))),
    ("split_token", "Cuscal client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Exodus backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "TL"))),
    ("split_backup", "Xero recovery codes", "{s}\nqzmw-4821-plrk\nhtvx-0937-bnqe", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Tax File Number", "{s}", _tfn),
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
    '{"hatchery": {"url": "https://chiller.kingtide.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"paswed": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kirra", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"tills": [{"name": "till-1"}, {"name": "till-2", "pos_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["storepos", "till-sync", "--store", "badu", "--till-pass", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "Dha paswod blo server em {s}"}': ("meta_password", _plain_pw),
    '{"password_ŋarraku": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the weighbridge PC as ops with the password {s}"}': ("meta_password", _plain_pw),
    '{"livn": {"api_key": "{s}"}}': ("meta_token", _j("livn_", (ALNUM, 40))),
    '{"railzSecret": "{s}"}': ("meta_token", _j("rlz_live_", (HEX, 40))),
    '{"stockbook_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"dealer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "ST")),
    '{"payroll": {"tfn": "{s}"}}': ("meta_id", _tfn),
    '{"mfa": {"recovery_codes": ["{s}", "qzmw-4821-plrk", "htvx-0937-bnqe"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tip_jar_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fuel_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "KT-Packhouse-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"chiller-controller-5.1.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kingtide/pearlbase:7.3").hexdigest()
_COMMIT = hashlib.sha1(
    b"pearlbase: add nucleus size to the seeding form", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"storepos: revert GST rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"harvest_2032-07-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"nlis-transfers-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the hatchery chiller password before the service visit on 2032-08-11.",
    "Kirra asked for the packhouse wifi password; it's on the card in the foreman's drawer.",
    "Policy: Kingtide passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `LIVN_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The croc boat tablets ask for a new password after every update.",
    "Replace <YOUR_HERDTRAX_TOKEN> in the README with the token from your Herdtrax dashboard.",
    "RAILZ_SECRET and STOCKBOOK_API_KEY must be set before the nightly sync runs.",
    "Nomo telimbat enibodi yu paswed, olabat.",
    "Main paswed im langa bolt, nomo langa pepa.",
    "Nomo tok lo enibodi dha paswod blo yu.",
    "Ai bin chenj dha paswod blo tablet yestadei.",
    "Yaka lakaram nhuŋu password walalaŋgu.",
    "Dhuwala store-wu password ŋayi djäma-wu yaka.",
    "Password ngarduk minj kanwokdi, kamak.",
    "Ngiya password kapi vault, mamanta.",
    "Ngaju password nyuntu-ku yaka, yuwayi.",
    "Ka password ma, esoau.",
    "Ngaw password ina yaka, eso.",
    "no wukkas, the store pw is in the vault, dont ask me lol",
    "Upgraded the chiller firmware from 5.0 to 5.1 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the nucleus size to the seeding form.",
    f"Rolled back to {_SHORT} after the GST rounding broke the till export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The chiller controller firmware 5.1.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of nlis-transfers-2032.parquet: {_SHA512}",
    f"The pearlbase container runs ghcr.io/kingtide/pearlbase@sha256:{_IMAGE}.",
    f"MD5 of harvest_2032-07-14.csv is {_MD5}, same as the copy on the office share.",
    "Request id 3f7a2c91-8b4e-4d10-a6f2-5e9c0b1d7a34 is the slow one in the Livn logs.",
    "Purchase order PO-2032-00871 for 40 bags of barramundi feed ships on Thursday.",
    "Jira KTH-519: the Broome packhouse cold room alarm keeps tripping at night.",
    "Call the Thursday Island office on +61 7 4069 1123 before noon.",
    "Call Ned on 0418 552 907 about the mob at No.7 bore.",
    "Consignment BRM-2032-0415 covers 18 boxes of shell, 2 pallets.",
    "Lot KT-HARV-2032-07 graded 412 pearls; 31 were keshi.",
    "The hatchery tanks are at 28.5 °C and salinity 35 ppt; the nursery is at 27 °C.",
    "After five wrong passwords the bookings system locks the account for 20 minutes.",
    "The saltwater crocodile on the river cruise was about 4.8 m long.",
    "The secret of a good pearl is a calm lease and a patient technician.",
    "Ask Jedda for the hatchery keypad code, I don't have it.",
    "My card ending 4417 was declined at the Kununurra hardware store.",
    "The Dili supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the office account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `LIVN_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the fuel shed rusts in the wet season; oil it every month.",
    "Herdtrax moved the API key page under Settings › Developers in its June release.",
    "ISBN 978-0-642-27798-0 is the Kimberley field guide on the office shelf.",
    "The guest wifi 'Kingtide-Guest' is open, no password needed.",
    "NLIS tag 982 000412345678 on the brown steer was read at the crush.",
    "Flight QF1841 Darwin to Nhulunbuy leaves at 07:40; the ferry to Horn Island at 06:30.",
    "The tour leaves at 9:30 and 14:00, 90 minutes on the Adelaide River, $95 per adult.",
    "Version 2.14.3 of the booking app fixed the Yumplatok translation.",
    "The Tax File Number field on the onboarding form is optional until payday.",
    "Ask Centrelink for your Customer Reference Number; don't send it by e-mail.",
    "Your PIN must be 4 to 6 digits and may not repeat the same digit.",
    "The art centre sold 38 paintings in July; the average price was $1 240.",
    "Invoice INV-2032-0933 total $4 817.50 incl. GST, due 2032-09-30.",
    "Tide at Broome: 9.6 m high at 11:42, 0.4 m low at 17:58.",
    "Bore No.7 pumped 41 200 L on Tuesday; the tank is at 78 %.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-07-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kingtide/hatchery", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "KTH-519", "purchase_order": "PO-2032-00871"}',
    '{"harvest": {"lot": "KT-HARV-2032-07", "pearls": 412, "keshi": 31}}',
    '{"phone": "+61 7 4069 1123", "town": "Thursday Island"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "head_of_cattle": 2140}',
    '{"tide_m": 9.6, "time": "11:42", "port": "Broome"}',
    '{"consignment": "BRM-2032-0415", "boxes": 18, "eta": "2032-08-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
