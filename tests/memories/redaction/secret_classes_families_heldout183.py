# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-eighty-third corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-eighty-first only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-eighty-second, hundred-and-eighty-fourth and hundred-and-eighty-fifth), any test, the
reports, the benchmarks, the changelog nor the git history, and the scrubber was never run on it.
Its own seed (183604271), password words (a Copperbelt mine, `Shaft`, a number and a sign; a Lake
Malawi or Kariba fish, a year and a sign; a tobacco leaf grade, `bale` and a number; a tea estate,
a clone number and a sign; a kwacha amount, a sign and a town; a lake ferry, a port and a number
joined by dots; leet words of Chibuku, kapenta, Mosi, nshima, chitenge, kwacha, copper, baobab and
mopane with a year; a name, a birth year, a sign and a town; a town in capitals, a sign and a
number; `Kiosk`, a number, a sign and a town; a generator's three groups and random runs), names,
places, templates, tools, vendors and layouts, the way the staff of Kalambo Crossings Group
(fictional: copper-cathode haulage from Kitwe, Chingola, Solwezi and Ndola, tobacco auction floors
at Kanengo in Lilongwe and Limbe in Blantyre, tea estates in Thyolo and Mulanje, lake ferries from
Chipoka, Nkhata Bay and Likoma to Metangula, a mobile-money agent network, solar kiosks around
Pemba, Montepuez and Nampula, and a microfinance arm with branches in Lusaka, Livingstone and
Mzuzu) leak secrets into an assistant's memory. The texts are WhatsApp, Telegram, Signal, Viber,
Messenger, Teams, Slack, Google Chat and Zoom messages and SMS, chat logs with times, Jira and
Freshdesk tickets, Confluence and Notion pages and tables, Google Keep, Apple Notes and OneNote
notes, an e-mail, a runbook, a README fragment, an incident note, shell, PowerShell, MobaXterm,
Termux and Windows Terminal prompts, code (Python, JavaScript, Go, Java, C#, PHP, Ruby, Kotlin,
Rust, Dart, Lua, R, Elixir, Scala and Perl), env files, compose, Kubernetes, systemd, Helm,
Ansible, Terraform and application configs, an Otter transcript, voice memos and requests to the
assistant itself; the label's separators run from a colon, "is" (`ni`, `ndi`, `ki`, `ti`, `é`), a
dash and an arrow to an emoji (👉, 🔑), a new line, quotes (`"…"`, `'…'`, `«…»`, backticks),
parentheses, a tab and a table's bar.

Tools, calls, flags, options and variables none of heldouts 5 to 181 names (each grepped for the
command, flag or variable itself): the company's own CLIs `floorclerk login … --clerk-pass`,
`teaweigh sync … --scale-pass`, `ferrymanifest push … --purser-password`, `kioskctl unlock …
--paygo-secret`, `loanbook export … --officer-pass`, `smeltergate sync … --gatehouse-pass`,
`kwachafloat topup … --float-agent-secret`, `cathode-tally import … --tally-db-pass=`, `baletrack
print … --printer-pass` and `ussdgw reload … --gw-secret`; pdftk's `owner_pw`, spark-submit's
`--conf spark.ssl.keyStorePassword=`, WeeChat's `/set irc.server.….password`, a modem's `AT+CUSD`
with an agent's PIN in it, `GOVC_URL` with a password inside, and the variables
`FLOOR_DB_PASSWORD`, `KIOSK_GATEWAY_SECRET`, `FERRY_BOOKING_SMTP_PASS`, `TEAWEIGH_SCALE_PASSWORD`,
`LOANBOOK_ADMIN_PASS`, `MOMO_FLOAT_CLIENT_SECRET`, `SMELTERGATE_DB_PASS`,
`AUCTION_FLOOR_API_TOKEN`, `CATHODE_TALLY_PASSWORD`, `KIOSK_PAYGO_MASTER_KEY`,
`LAKEFERRY_RADIO_PASS`, `MICROFINANCE_SMS_TOKEN`, `FERRY_BOOKING_DB_PASSWORD` and
`LAKEFERRY_API_ACCESS_TOKEN`. Beside them commands of lightly used tools (each in one to three
earlier corpora: cbimport, mysqlpump, TypeDB's console, skeema, Bruno's `bru run`, `nats pub`,
ntlm_auth, matrix-commander, PAExec, iLOrest, uemcli, Lenovo's OneCLI, sqitch, hey, microcom,
systemd's `SetCredential=`), and common layouts (env files, compose, systemd, Kubernetes secrets, a
wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection strings) in
wordings of their own.

About 47 % of the secret samples are in other languages than English (by a rough count of the
templates drawn, some 180 of 390): Bemba, Nyanja/Chewa (Malawi's Chichewa and Lusaka's town
Nyanja), Zambian Tonga, Lozi, Tumbuka, Yao (Chiyao), Makhuwa, Makonde, Zambian and Malawian English
texting and Mozambican Portuguese texting, with French, Spanish and Chinese only in seed-phrase
lines. The wordings are the author's approximations, checked by no speaker, built around a few
marker words and the loanwords people there really text (password, wifi, PIN, token, API key,
server, backup codes, username): Bemba's `ni`, `nomba`, `yandi`, `ya`, `mukwai`, `ba`, `natotela`,
`ishiwi`, `elyo`, `ku numa`; Chichewa's `mawu achinsinsi`, `nambala ya chinsinsi`, `ndi`, `yanga`,
`tsopano`, `zikomo`, `chonde`, `musauze aliyense`, `liwu`, `kenako`, `yatsopano`, `ndiye`; town
Nyanja's `ni` and `iwe`; Tonga's `ndi`, `yangu`, `lino`, `twalumba`, `mwabuka buti`; Lozi's `ki`,
`ya ka`, `cwale`, `ni itumezi`, `ye nca`, `hamulaho`, `linzwi`; Tumbuka's `ni`, `yane`, `sono`,
`yewo chomene`, `yiphya`, `lizgu`, `pamanyuma`, `nambala ya chisisi`; Yao's `ni`, `jangu`, `ja`,
`sambano`, `ikomo`; Makhuwa's `ti`, `aka`, `vano`, `koxukhuru`; Makonde's `ni` and `shukrani`;
Zambian texting's `ba boss`, `eish`, `nomba`, `mwaice`, `sure`; Malawian texting's `achimwene`,
`bwana`, `basi`, `zikomo`; Mozambican texting's `mano`, `pá`, `tá`, `obg`, `kkk`, `maningue`. The
Makonde lines (Swahili-like loans around `ni`), the Yao `jasambano` and `liloŵe`/`kaneko`, the
Makhuwa `ti` as "is" and `nzu`/`nuuvira`, the Tonga `ijwi`/`mpoona` and `utaambili muntu`, the Lozi
`musike mwa bulelela mutu`, the Tumbuka `mungaphalirangako munthu` and the Bemba `mwilaeba umuntu`,
`nalyendeshe` and `ishiwi … elyo`, the Lozi `command ye ni tamisize` and the Tumbuka `lamulo ilo
nkhayendeska` are the thinnest guesses. The apostrophe of Bemba's `ng'anda` is typed as ASCII, as
people text it, though print writes `ng’anda`.

Vendors (PayChangu, Paymaart, Lupiya, Ctechpay, Malipo, Tumai, Gurtam, Tracpac, Platform Science,
Kuebix, Transfix, MineRP, Rocktecs, Onepipe, Union54, Zazuu, Bankly, Waza, Numida, Watu, Lidya,
FairMoney, Marketforce, Omnibiz, Alerzo, Jetstream, Freterium, Cargofive, Parcelninja, Uafrica,
Lendable, Limbe Leaf, Alliance One and Eastern Produce) are ones heldouts 5 to 181 do not name
(grepped by name as a word). No shape here is one the author knows to be real: every one is a guess
(hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs for Omnibiz and Eastern Produce, the
prefixes `SEC-`, `mlp_live_`, `u54_sk_`, `wz_` and `fm_sk_`), except that Gurtam's Wialon token is
drawn as the 72 hex digits the author believes it has; the JWTs are well-formed and the Apple
recovery key's seven groups of four and 1Password's `A3-` Secret Key follow their published
layouts.

The ids are kinds heldouts 5 to 181 do not use, except three lightly used ones that carry a check:
Mozambique's NUIT, drawn until `stdnum.mz.nuit` validates its check digit, South Africa's identity
number (a Durban truck driver's), drawn until `stdnum.za.idnr` validates it, and a Mozambican bank
account's NIB, whose two check digits are computed here by ISO 7064 mod 97-10 and checked with
`stdnum.iso7064.mod_97_10` (and `MZ59` before it passes the IBAN's mod 97; stdnum's IBAN registry
has no Mozambique). The others are invented shapes that no library or this file checks: a Malawi
national ID (the NRB's eight characters), a Malawi DRTSS driving licence, a Tobacco Commission
grower registration number, a Tobacco Board of Zambia grower number, a Malawi Marine Department
certificate of competency, a Zambian Workers' Compensation Fund number, a Mozambican DIRE, a Mines
Safety Department winding-engine driver's certificate, a TEVETA trade test certificate and Zambian,
Malawian and Mozambican passports. Card numbers pass Luhn (the value helpers' Visa, Mastercard,
Amex, Discover, JCB, Diners, UnionPay and Maestro, checked with python-stdnum's `luhn`). The IBANs
are of countries used least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to
181 (Burundi, Tunisia, Saudi Arabia, Jordan, Pakistan, Georgia, Bosnia and Herzegovina and
Lithuania, fourteen corpora each by that count), drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, Portuguese, French, Spanish and Simplified Chinese lists,
each with a valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430
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
from stdnum.iso7064 import mod_97_10
from stdnum.mz import nuit as mz_nuit
from stdnum.za import idnr as za_idnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 183_604_271
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]


def _fill_in(template: str, fields: dict[str, str]) -> str:
    """``template`` with each ``{name}`` replaced by its field (braces elsewhere stay as written)."""
    text = template
    for name, value in fields.items():
        if name != "secret":
            text = text.replace("{" + name + "}", value)
    return text


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
            out.append(Sample(self.cls, _fill_in(template, fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_SHAFTS = ["Nchanga", "Konkola", "Mufulira", "Chambishi", "Kansanshi", "Lumwana", "Nkana",
           "Mindola", "Kalumbila", "Lubambe"]  # fmt: skip
_FISH = ["chambo", "usipa", "kampango", "mpasa", "kapenta", "mcheni", "utaka", "nkhomo",
         "bream", "kasepa"]  # fmt: skip
_ESTATES = ["Satemwa", "Thyolo", "Mulanje", "Chisunga", "Makandi", "Lujeri", "Nchima", "Esperanza"]
_GRADES = ["L3OF", "C4L", "M5OR", "X2L", "T3OF", "B1O", "H4F", "L2FR"]
_FERRIES = ["ilala", "chilembwe", "mtendere", "songea", "liemba", "lusekelo", "mvuu"]
_PORTS = ["nkhatabay", "likoma", "chipoka", "monkeybay", "metangula", "chilumba", "mpulungu",
          "chizumulu"]  # fmt: skip
_TOWNS = ["Lusaka", "Kitwe", "Ndola", "Livingstone", "Lilongwe", "Blantyre", "Mzuzu", "Pemba",
          "Nampula", "Chingola", "Solwezi", "Mangochi", "Montepuez", "Cuamba", "Mongu", "Choma",
          "Kasungu", "Mueda"]  # fmt: skip
_NAMES = ["Mulenga", "Chanda", "Bwalya", "Mwansa", "Chileshe", "Thandiwe", "Chisomo", "Kondwani",
          "Tiyamike", "Mphatso", "Limbani", "Namakau", "Mubita", "Inonge", "Hamoonga", "Mutinta",
          "Chabota", "Zione", "Yamikani", "Atupele", "Nkhoma", "Issa", "Amina", "Ussene",
          "Anselmo", "Celeste", "Abudo", "Momade", "Rachide", "Fatima"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Ch1buku", "K4p3nt4", "M0s1", "Nsh1m4", "Ch1t3ng3", "Kw4ch4", "C0pp3r", "B40b4b",
         "M0p4n3"]  # fmt: skip


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SHAFTS)}Shaft{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FISH)}{g.randrange(1960, 2031)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_GRADES)}-bale{g.randrange(1000, 10_000)}",
    lambda g: f"{g.choice(_ESTATES)}PC{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: f"K{g.randrange(50, 5000) * 10}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: f"{g.choice(_FERRIES)}.{g.choice(_PORTS)}.{g.randrange(10, 1000)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: f"{g.choice(_TOWNS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: f"Kiosk{g.randrange(10, 1000)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    _manager,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Kitwe dispatch group, Mulenga: the weighbridge PC password is {pw}",
    "Telegram from Chanda: Ndola cathode yard gate terminal password: {pw}",
    "Signal, Thandiwe to me: auction floor server password — {pw}",
    "Teams chat, Kanengo floor office: bale-tag printer admin password → {pw}",
    'Slack #ferry-ops: the Chilembwe\'s bridge laptop password is "{pw}"',
    "Google Chat, Blantyre finance: loan-book server password (new: {pw})",
    "Viber from Kondwani: withering-trough panel password at the Thyolo factory 👉 {pw}",
    "Messenger, Zione: Satemwa factory office PC password 🔑 {pw}",
    "Zoom chat during the board call: the solar kiosk inverter portal password is {pw}",
    "SMS from the Solwezi yard: truck tracker admin password {pw}",
    "Jira KCG-412: the Mzuzu branch router admin password {pw} no longer works, please reset",
    "Freshdesk ticket 2291: the agent app password for the Kabwata till is {pw}",
    "Confluence › Ferry ops › Chipoka pier › ticket office PC\npassword\n{pw}",
    "Notion table 'Kiosks'\n| kiosk | admin password |\n|---|---|\n| Montepuez-03 | {pw} |",
    "Google Keep note: prepaid vending PC password - {pw}",
    "Apple Notes: Mangochi lake office laptop password = {pw}",
    "OneNote, page 'Pemba depot': warehouse NAS password\t{pw}",
    "Hi Chileshe,\n\nthe Nampula depot server root password is {pw}. Delete this once it's in the vault.\n\nRegards,\nAnselmo",
    "Runbook: restart the Chingola weighbridge\n1. log into the indicator PC as ops\n2. password {pw}\n3. restart the tally service",
    "README (solar-kiosk fleet)\nThe kiosk gateway UI is on http://10.40.0.1, admin password `{pw}`.",
    "Otter transcript, Monday call: so the password for the Lilongwe auction database is {pw}, okay, moving on",
    "voice memo: the loan officers' tablet password is {pw} full stop",
    "note to self: Livingstone lodge booking PC password {pw}",
    "remember this for me please, my Airtel Money web portal password is {pw}",
    "can you keep my internet banking password? it's {pw}",
    "after the reinstall the haul dispatch console password became {pw}",
    "Incident 2032-07-03: the Kansanshi truck-dispatch web UI was exposed with password «{pw}»",
    "Password for the Likoma ferry booking laptop: '{pw}'",
    "Mukwai ba Mulenga, password ya weighbridge nomba ni {pw}. Natotela.",
    "Password yandi iya email ni {pw}",
    "Chanda: password ya server ku Kitwe nomba ni {pw}, mwilaeba umuntu",
    "Ba Bwalya, password ya computer ya ku office: {pw}",
    "Password ya router ku ng'anda ni {pw} — natotela mukwai",
    "Mawu achinsinsi a kompyuta ya ku ofesi ndi {pw}. Zikomo.",
    "Chisomo: password ya server tsopano ndi {pw}, musauze aliyense",
    "password yanga ya email ni {pw}",
    "Chonde sungani: mawu achinsinsi a loan system ndi {pw}",
    "Kondwani: password yatsopano ya auction floor → {pw}",
    "Mwabuka buti. Password ya kompyuta ku ofesi ndi {pw}. Twalumba.",
    "Mutinta: password yangu ya email ndi {pw}",
    "Hamoonga: password ya server lino ndi {pw}, utaambili muntu",
    "password ya lodge ku Livingstone: {pw}, twalumba kapati",
    "Namakau: password ya ka ya email ki {pw}",
    "Password ya komputa ya ofisi cwale ki {pw}. Ni itumezi.",
    "Mubita: password ye nca ya server ki {pw}",
    "Inonge, password ya boat ku Mongu ki {pw}, musike mwa bulelela mutu",
    "Password yane ya email ni {pw}",
    "Tiyamike: password ya kompyuta ku ofesi ya Mzuzu sono ni {pw}. Yewo chomene.",
    "Nkhoma: password yiphya ya server → {pw}",
    "Mungaphalirangako munthu: password ya router ni {pw}",
    "Password jangu ja email ni {pw}",
    "Issa: password ja kompyuta ku Mangochi sambano ni {pw}. Ikomo.",
    "Amina: password jasambano ja server: {pw}",
    "Password aka ya email ti {pw}",
    "Ussene: password ya computador ya escritório vano ti {pw}. Koxukhuru.",
    "Momade, password ya servidor: {pw} — koxukhuru",
    "Abudo: password ya komputa ya ofisi ni {pw}. Shukrani.",
    "Rachide: senha ya servidor ku Mueda ni {pw}",
    "ba boss the server pw nomba is {pw}, eish dont share",
    "achimwene, the new passwd for the floor PC = {pw} basi",
    "iwe mwaice, pw ya router ni {pw} ok? sure",
    "mano, a senha do pc do armazém é {pw} tá",
    "pá a nova senha do servidor: {pw} obg",
    "Celeste: senha do portal do agente -> {pw} kkk maningue complicada",
    "Fatima: a senha do email mudou pra {pw}, não partilha",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["mulenga.c", "chanda", "bwalya", "mwansa.k", "chileshe", "thandiwe", "chisomo",
          "kondwani", "tiyamike", "mphatso", "limbani", "namakau", "mubita", "inonge.m",
          "hamoonga", "mutinta", "zione", "yamikani", "atupele", "issa.b", "amina", "ussene",
          "anselmo", "celeste.m", "abudo", "momade", "svc-floor", "kiosk-ops", "tally"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Mulenga: the weighbridge login is {u} / {pw}",
    "Jira KCG-430: {u} locked out of the loan book, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Mines › Kansanshi › dispatch console: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| auction floor DB | {u} | {pw} |",
    "sign into the ferry booking system as {u} with {pw}",
    "kiosk gateway creds {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: tally-ndola-1\n  username: {u}\n  password: {pw}",
    "system,user,password\nteaweigh,{u},{pw}",
    "ssh {u}@weighbridge.kalambo.lan (password {pw})",
    "Username ni {u}, password ni {pw}, mukwai",
    "Dzina la wogwiritsa ntchito: {u}, mawu achinsinsi: {pw}",
    "Username yangu ndi {u}, password ndi {pw}",
    "Libizo la username ki {u}, password ki {pw}",
    "Username ni {u} na password ni {pw}",
    "Username jangu ni {u}, password ni {pw}",
    "Username aka ti {u}, password ti {pw}",
    "ur login is {u} n pw {pw}, eish",
    "bwana use {u} / {pw} for the tobacco floor system",
    "utilizador {u}, senha {pw}, tá?",
    "mano o user é {u} e a senha {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kapenta", "chambo", "nsima", "mopane", "baobab", "kalindula", "chitenge", "msasa",
               "usipa", "munkoyo", "chibwabwa", "ifisashi", "kandolo", "mbatata", "matapa",
               "chikanda"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small, and then {d}",
    "for the auction server it's {w} with {d} at the end",
    "voice memo: the kiosk tablet password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the dispatch password",
    "it's {w}{d}, the word and the number joined",
    "the router one is {w}, that is {W}, and then {d}",
    "password ni ishiwi {w}, elyo {d}",
    "mawu achinsinsi ndi liwu loti {w}, kenako {d}",
    "password ndi ijwi {w}, mpoona {d}",
    "password ki linzwi {w}, hamulaho {d}",
    "password ni lizgu {w}, pamanyuma {d}",
    "password ni liloŵe {w}, kaneko {d}",
    "password ti nzu {w}, nuuvira {d}",
    "a senha é a palavra {w} e depois {d}, tudo junto",
    "the pw is just {w} then {d} basi",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    secret = word + number if "{w}{d}" in template else word
    return {"w": word, "W": " ".join(word.upper()), "d": number, "secret": secret}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_PINS = [
    "the PIN for the Kitwe yard gate keypad is {pw}",
    "Airtel Money agent PIN: {pw}",
    "modem on kiosk MTP-03, via microcom: AT+CUSD=1,\"*778*3*{pw}#\",15 to confirm the float",
    "padlock on the Chipoka diesel store: {pw}",
    "the safe in the Mzuzu branch office opens with {pw}",
    "alarm code at the Pemba depot → {pw}#",
    "kiosk cash box combination: {pw}",
    "PIN yandi ya Airtel Money ni {pw}",
    "nambala ya chinsinsi ya Mpamba ndi {pw}",
    "PIN yangu ya banki ndi {pw}",
    "PIN ya ka ya mobile money ki {pw}",
    "nambala ya chisisi ya ATM ni {pw}",
    "PIN jangu ja Airtel Money ni {pw}",
    "PIN aka ya M-Pesa ti {pw}",
    "PIN ya e-Mola ni {pw}, shukrani",
    "o PIN do cartão é {pw}, não diz a ninguém",
    "ba mayo ur momo pin is {pw} dont forget",
    "zikomo, the door code at the floor office is {pw}",
]  # fmt: skip


def _pin_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4, 6][index % 5]).replace("0", "7", 1)}


_pins = _Family("pin_code", _PINS, _pin_draw, "pw")


_SSIDS = ["Kalambo-Kitwe-Yard", "KCG-Ndola-5G", "Zamtel-Lodge-LVS", "Airtel-MiFi-3321",
          "TNM-Floor-Kanengo", "Satemwa-Factory", "Chilembwe-Crew", "Chipoka-Pier",
          "Vodacom-Pemba-Depot", "Movitel-Nampula", "KCG-Kiosk-MTP03", "Mzuzu-Branch-2G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\npassphrase: {pw}",
    "yard network {s}, password {pw}",
    "the lodge wifi is {s} / {pw}",
    "sticker under the MiFi: key {pw}",
    "OpenWrt on the kiosk mast:\noption ssid '{s}'\noption key '{pw}'",
    "wifi ya {s}: password ni {pw}",
    "mawu achinsinsi a wifi {s} ndi {pw}",
    "password ya wifi {s} ndi {pw}, twalumba",
    "password ya wifi {s} ki {pw}",
    "password ya wifi {s} ni {pw}, yewo",
    "password ja wifi {s} ni {pw}",
    "password ya wifi {s} ti {pw}",
    "wifi {s}, password ni {pw}",
    "senha do wifi {s}: {pw}",
    "wifi pw for {s} is {pw} eish",
    "achimwene the {s} wifi = {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kalambo-crossings", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read payouts:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("PayChangu", "PAYCHANGU_SECRET_KEY", _j("SEC-", (ALNUM, 32))),
    ("Paymaart", "PAYMAART_API_SECRET", _j((HEX, 40))),
    ("Lupiya", "LUPIYA_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Ctechpay", "CTECHPAY_API_TOKEN", _j((ALNUM, 40))),
    ("Malipo", "MALIPO_MERCHANT_KEY", _j("mlp_live_", (ALNUM, 32))),
    ("Tumai", "TUMAI_API_KEY", _j((HEX, 32))),
    ("Gurtam", "WIALON_TOKEN", _j((HEX, 72))),
    ("Tracpac", "TRACPAC_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Platform Science", "PLATFORM_SCIENCE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Kuebix", "KUEBIX_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Transfix", "TRANSFIX_API_TOKEN", _j((ALNUM, 48))),
    ("MineRP", "MINERP_SERVICE_KEY", _j((B64, 43), "=")),
    ("Rocktecs", "ROCKTECS_API_KEY", _j((HEX, 64))),
    ("Onepipe", "ONEPIPE_SECRET", _j((ALNUM, 32))),
    ("Union54", "UNION54_API_KEY", _j("u54_sk_", (ALNUM, 36))),
    ("Zazuu", "ZAZUU_PARTNER_TOKEN", _j((URLSAFE, 40))),
    ("Bankly", "BANKLY_CLIENT_SECRET", _j((HEX, 48))),
    ("Waza", "WAZA_API_SECRET", _j("wz_", (ALNUM, 40))),
    ("Numida", "NUMIDA_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Watu", "WATU_CREDIT_TOKEN", _j((ALNUM, 44))),
    ("Lidya", "LIDYA_API_SECRET", _j((B64, 64))),
    ("FairMoney", "FAIRMONEY_SECRET_KEY", _j("fm_sk_", (ALNUM, 40))),
    ("Marketforce", "MARKETFORCE_API_KEY", _j((HEX, 32))),
    ("Omnibiz", "OMNIBIZ_TOKEN", _vendor_jwt("https://auth.omnibiz.example")),
    ("Alerzo", "ALERZO_API_KEY", _j((UPPER_HEX, 40))),
    ("Jetstream", "JETSTREAM_API_SECRET", _j((URLSAFE, 48))),
    ("Freterium", "FRETERIUM_API_TOKEN", _j((ALNUM, 40))),
    ("Cargofive", "CARGOFIVE_API_KEY", _j((HEX, 40))),
    ("Parcelninja", "PARCELNINJA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Uafrica", "UAFRICA_API_KEY", _j((ALNUM, 32))),
    ("Lendable", "LENDABLE_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Limbe Leaf", "LIMBE_LEAF_PORTAL_TOKEN", _j((HEX, 40))),
    ("Alliance One", "AOI_GROWER_API_KEY", _j((ALNUM, 36))),
    ("Eastern Produce", "EPM_TEA_API_KEY", _vendor_jwt("https://id.easternproduce.example")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    'export {env}="{tok}"',
    "$env:{env} = '{tok}'",
    "set {env}={tok}",
    "docker run -e {env}={tok} kalambo/float-sync:3.1",
    ".env.local:\n{env}={tok}",
    "values-prod.yaml:\nsecrets:\n  {env}: {tok}",
    "[Service]\nEnvironment={env}={tok}",
    'ConfigMap by mistake:\ndata:\n  {env}: "{tok}"',
    'appsettings.Production.json: "{env}": "{tok}"',
    "Kalambo ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Confluence table 'Integrations': | {vendor} | prod | {tok} |",
    "Jira KCG-501: {vendor} integration broken, current key {tok}",
    "WhatsApp, Mulenga: {vendor} key for the float sync: {tok}",
    "Slack: the {vendor} token we use now is {tok}, the old one is revoked",
    "please keep my {vendor} API key: {tok}",
    "Teams: rotate the {vendor} secret {tok} after the audit",
    "e-mail from {vendor} onboarding: your live secret key is {tok}",
    "API key ya {vendor} ni {tok}",
    "Mukwai, {vendor} API key nomba ni {tok}",
    "kiyi ya API ya {vendor} ndi {tok}",
    "Chonde sungani {vendor} API key: {tok}",
    "API key ya {vendor} ndi {tok}, twalumba",
    "API key ya {vendor} ki {tok}",
    "API key ya {vendor} ni {tok}, yewo chomene",
    "API key ja {vendor} ni {tok}",
    "API key ya {vendor} ti {tok}",
    "{vendor} API key ni {tok}, shukrani",
    "chave da API da {vendor}: {tok}",
    "mano, a key da {vendor} é {tok}",
    "ba boss the {vendor} api key nomba is {tok}",
    "achimwene {vendor} key = {tok} basi",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    paychangu = "SEC-" + _r(rng, ALNUM, 32)
    tumai = _r(rng, HEX, 32)
    watu = _r(rng, ALNUM, 44)
    union54 = "u54_sk_" + _r(rng, ALNUM, 36)
    lendable = _r(rng, URLSAFE, 64)
    freterium = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'requests.post("https://api.paychangu.com/payment", headers={{"Authorization": "Bearer {paychangu}"}}, json=order)', paychangu),
        Sample("vendor_token", f"const tumai = new Tumai({{ apiKey: '{tumai}', region: 'zm' }});", tumai),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "WATU_CREDIT_TOKEN", "\\"{watu}\\"")\n  }}\n}}', watu),
        Sample("vendor_token", f"Info.plist:\n<key>Union54SecretKey</key>\n<string>{union54}</string>", union54),
        Sample("vendor_token", f"$lendable = new LendableClient('kalambo-mfi', '{lendable}');", lendable),
        Sample("vendor_token", f'client := freterium.NewClient("{freterium}")', freterium),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(
            Sample(
                "vendor_token", _fill_in(template, {"vendor": vendor, "env": env, "tok": tok}), tok
            )
        )
    return out


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira KCG-470: token copied out of the browser's network tab {t}",
    "Cookie: lang=ny; kcg_session={t}",
    "LAKEFERRY_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token ya API nomba ni {t}",
    "token ya API ndi {t}, zikomo",
    "o token do portal é {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@kalambo.co.zm"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.kalambo.co.zm/realms/ops", "azp": "floor-console",
                   "roles": ["clerk", "auditor"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the weighbridge server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/floor.kalambo.co.zm.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{"USSD_GW_PRIVATE_KEY": "{key}", "shortcode": "778"}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_kiosk <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Freshdesk ticket 2310, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "private key ya server ni:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "chave privada do servidor de Pemba:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    key = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": key, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman header for the floor API: Authorization: Basic {v}": True,
    'nginx in front of the kiosk gateway: proxy_set_header Authorization "Basic {v}";': True,
    "curl -H 'Authorization: Bearer {v}' https://float.kalambo.lan/api/agents": False,
    "Insomnia export, header Authorization = Basic {v}": True,
    "header ya Authorization ndi Basic {v}, zikomo": True,
    "Jira KCG-488 log: authorization: bearer {v}": False,
    "header ya Authorization ni Basic {v}": True,
    "cabeçalho: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_URLS = [
    "postgresql://{u}:{pw}@pg.kalambo.lan:5432/floor",
    "mysql://{u}:{pw}@tally-db.kalambo.lan/cathodes",
    "mongodb+srv://{u}:{pw}@kiosks.x7q2k.mongodb.net/paygo",
    "amqp://{u}:{pw}@mq.kalambo.lan:5672/ferry",
    "sftp://{u}:{pw}@edi.kalambo.co.zm/outbound",
    "ftp://{u}:{pw}@scales.kalambo.lan/exports",
    "https://{u}:{pw}@git.kalambo.lan/ops/kiosks.git",
    "rtsp://{u}:{pw}@cam-gate2.kalambo.lan:554/Streaming/Channels/101",
    "Server=tcp:sql.kalambo.lan,1433;Database=Loans;User ID={u};Password={pw};Encrypt=True",
    "jdbc:postgresql://pg.kalambo.lan/tea?user={u}&password={pw}",
    "clickhouse://{u}:{pw}@ch.kalambo.lan:9000/telemetry",
    "http://{u}:{pw}@influx.kalambo.lan:8086/query?db=kiosks",
    "mssql+pyodbc://{u}:{pw}@ferry-dsn",
    "redis://{u}:{pw}@cache.kalambo.lan:6379/2",
]  # fmt: skip
_URL_PLACES = [
    "FLOOR_DATABASE_URL={c}", "keep this connection string: {c}", "connection string ni {c}",
    "connection string ya database ndi {c}", "a string de ligação é {c}", "Jira KCG-455: {c}",
    "Confluence › Databases › prod: {c}", "connection string ya database ki {c}",
    "connection string ya database ni {c}, yewo", "mano, a connection string é {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            pw = _plain_pw(rng)
            text = _fill_in(template, {"pw": pw, "u": rng.choice(_USERS)})
            out.append(Sample(cls, rng.choice(frames).replace("{c}", text), pw))
        return out

    return take


_urls = _framed("connection_string", _URLS, _URL_PLACES)


_ENVS = [
    ".env (floor-api):\nDB_HOST=pg.kalambo.lan\nFLOOR_DB_USER=floor\nFLOOR_DB_PASSWORD={pw}",
    ".env.production of the kiosk gateway:\nKIOSK_GATEWAY_SECRET={pw}\nKIOSK_REGION=cabo-delgado",
    "ferry-booking/.env\nFERRY_BOOKING_SMTP_USER=bookings@kalambo.co.zm\nFERRY_BOOKING_SMTP_PASS={pw}",
    '/etc/default/teaweigh:\nTEAWEIGH_SCALE_PASSWORD="{pw}"',
    "loanbook.env:\nLOANBOOK_ADMIN_PASS='{pw}'",
    "docker run -d -e MOMO_FLOAT_CLIENT_SECRET={pw} kalambo/float-sync:3.1",
    "set -a; SMELTERGATE_DB_PASS={pw}; set +a",
    '$env:AUCTION_FLOOR_API_TOKEN = "{pw}"',
    "set -gx CATHODE_TALLY_PASSWORD {pw}",
    'setx KIOSK_PAYGO_MASTER_KEY "{pw}"',
    "direnv .envrc:\nexport LAKEFERRY_RADIO_PASS={pw}",
    "heroku config:set MICROFINANCE_SMS_TOKEN={pw} -a kcg-mfi",
]  # fmt: skip
_envs = _Family("env_file", _ENVS, _with(_plain_pw), "pw")


_CONFIGS = [
    "docker-compose.yml (auction floor):\nservices:\n  floor-db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "compose.yaml:\n  kiosk-mqtt:\n    environment:\n      - MQTT_BROKER_PASS={pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: loanbook-db\ntype: Opaque\nstringData:\n  password: {pw}",
    '        env:\n        - name: FERRY_BOOKING_DB_PASSWORD\n          value: "{pw}"',
    '[Service]\nEnvironment="TEAWEIGH_SCALE_PASSWORD={pw}"\nExecStart=/usr/local/bin/teaweigh sync',
    "[Service]\nSetCredential=dbpass:{pw}\nExecStart=/opt/tally/bin/tally-api",
    "values-prod.yaml:\nmomoFloat:\n  clientId: kcg-float\n  clientSecret: {pw}",
    'group_vars/kiosks.yml:\nkiosk_admin_user: ops\nkiosk_admin_password: "{pw}"',
    'prod.tfvars:\nweighbridge_db_password = "{pw}"',
    "floor.conf:\n[options]\ndb_user = floor\ndb_password = {pw}",
    '<Resource name="jdbc/loanbook" auth="Container" username="loanbook" password="{pw}" url="jdbc:postgresql://pg/loans"/>',
    "application-prod.properties:\nspring.datasource.username=tea\nspring.datasource.password={pw}",
    'appsettings.json: "ConnectionStrings": {"Floor": "Server=sql.kalambo.lan;Database=Floor;User Id=floor;Password={pw};"}',
    "config.inc.php:\n$cfg['Servers'][$i]['user'] = 'pma';\n$cfg['Servers'][$i]['password'] = '{pw}';",
    "# password ya database, mwilaeba umuntu\ndb.user=kiosk\ndb.password={pw}",
    "# senha da base de dados do armazém, não partilha\ndatabase:\n  user: armazem\n  password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE: dict[str, Maker] = {  # template ({v}: the secret) and the secret's maker
    '# password ya database ya floor, mwilaeba umuntu\nconn = psycopg.connect(host="pg.kalambo.lan", user="floor", password="{v}")': _plain_pw,
    "const floor = new FloorClient({ baseUrl: 'https://floor.kalambo.lan', apiKey: '{v}' });": _j((ALNUM, 40)),
    'db, err := sql.Open("mysql", "tally:{v}@tcp(10.2.0.5:3306)/cathodes")': _plain_pw,
    'dataSource.setPassword("{v}");': _plain_pw,
    'var cred = new NetworkCredential("kioskops", "{v}");': _plain_pw,
    "// senha da base de dados dos empréstimos\n$pdo = new PDO('mysql:host=db;dbname=loans', 'loans', '{v}');": _plain_pw,
    'Net::SMTP.start("smtp.kalambo.co.zm", 587, "kalambo.co.zm", "alerts", "{v}", :login)': _plain_pw,
    'val ussdGatewaySecret = "{v}" // momo USSD gateway, prod': _j((HEX, 40)),
    'let pool = PgPool::connect("postgres://kiosk:{v}@pg.kalambo.lan/kiosks").await?;': _plain_pw,
    "final headers = {'X-Api-Key': '{v}', 'Accept': 'application/json'};": _j((ALNUM, 36)),
    'local PAYGO_HMAC_KEY = "{v}" -- kiosk unlock codes': _j((HEX, 64)),
    'con <- dbConnect(RPostgres::Postgres(), dbname = "tea", user = "analyst", password = "{v}")': _plain_pw,
    'config :floor, Floor.Repo, username: "floor", password: "{v}", hostname: "pg.kalambo.lan"': _plain_pw,
    'val ferryDbPassword = "{v}" // mawu achinsinsi a database ya ferry': _plain_pw,
    'my $dbh = DBI->connect("dbi:Pg:dbname=loans;host=pg", "loans", "{v}");': _plain_pw,
    "aws_secret_access_key = {v}": _j((B64, 40)),
}  # fmt: skip
_code = _Family("code_secret", list(_CODE), lambda g, i, t: {"v": _CODE[t](g)}, "v")


_CLI = [
    "floorclerk login --floor kanengo --clerk {u} --clerk-pass '{pw}'",
    "teaweigh sync --estate thyolo --scale-user {u} --scale-pass '{pw}'",
    "ferrymanifest push --vessel chilembwe --purser {u} --purser-password '{pw}'",
    "kioskctl unlock MTP-03 --paygo-secret '{pw}'",
    "loanbook export --branch kitwe --officer {u} --officer-pass '{pw}' --since 2032-06-01",
    "smeltergate sync --weighbridge ndola-2 --gate-user {u} --gatehouse-pass '{pw}'",
    "kwachafloat topup --agent-id AG-3381 --float-agent-secret '{pw}'",
    "cathode-tally import lots.csv --db-user {u} --tally-db-pass='{pw}'",
    "baletrack print --floor limbe --printer-pass '{pw}'",
    "ussdgw reload --shortcode 778 --gw-secret '{pw}'",
    "pdftk payslips-june.pdf output payslips-june-locked.pdf owner_pw '{pw}' user_pw kalambo",
    "spark-submit --conf spark.ssl.keyStorePassword={pw} --class TallyJob tally.jar",
    "cbimport json -c couchbase://cb.kalambo.lan -u {u} -p '{pw}' -b bales -d file://bales.json -f lines",
    "mysqlpump -h db.kalambo.lan -u {u} --password='{pw}' floor > floor.sql",
    "typedb console --address typedb.kalambo.lan:1729 --username {u} --password '{pw}'",
    "sqitch deploy 'db:pg://{u}:{pw}@pg.kalambo.lan/loans'",
    "skeema push prod --user {u} --password='{pw}'",
    "hey -a {u}:{pw} -n 200 https://floor.kalambo.lan/api/bales",
    "bru run --env prod --env-var floorPassword={pw}",
    "nats pub kiosk.events '{\"ping\":1}' --user {u} --password '{pw}' -s nats://nats.kalambo.lan:4222",
    "ntlm_auth --username={u} --domain=KALAMBO --password='{pw}'",
    "matrix-commander --login password --user-login @{u}:kalambo.co.zm --password '{pw}' --homeserver https://matrix.kalambo.co.zm",
    "GOVC_URL='https://{u}:{pw}@vcenter.kalambo.lan/sdk' govc ls /Kitwe",
    "paexec \\\\floor-pc-03 -u KALAMBO\\{u} -p '{pw}' cmd /c ipconfig",
    "ilorest login ilo-ndola-db.kalambo.lan -u {u} -p '{pw}'",
    "uemcli -d unity.kalambo.lan -u Local/{u} -p '{pw}' /sys/general show",
    "WeeChat: /set irc.server.kalambo.password {pw}",
    "onecli config show --bmc {u}:{pw}@10.7.0.21",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\ops> {c}", "ops@weighbridge-01:~$ {c}", "MobaXterm [kitwe-yard] > {c}",
    "Termux on the agent phone:\n$ {c}", "Windows Terminal, Ubuntu tab: {c}",
    "history | grep kalambo\n  412  {c}",
    "command nalyendeshe: {c}", "lamulo limene ndinayendetsa: {c}", "o comando que corri: {c}",
    "the command i ran ba boss: {c}", "command ye ni tamisize ki: {c}", "mano, o comando do servidor: {c}",
    "lamulo ilo nkhayendeska ni: {c}",
]  # fmt: skip
_cli = _framed("cli_password", _CLI, _SHELLS)


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "keep my card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Jira KCG-520: pay the Kansanshi tyre supplier with card {c}",
    "WhatsApp, Zione: the company card for the ferry fuel is {c}, {mm}/{yy}",
    "nambala ya kadi yandi ni {c}",
    "nambala ya khadi langa ndi {c}, {mm}/{yy}",
    "nnamba ya kkadi yangu ndi {c}",
    "nombolo ya kadi ya ka ki {c}, {mm}/{yy}",
    "nambala ya khadi yane ni {c}",
    "nambala ja kadi jangu ni {c}",
    "número do cartão: {c} val {mm}/{yy}",
    "ba mayo card no. {c} exp {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "unionpay", "maestro", "jcb", "diners", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, CVV on the back {cvv}",
               "the three digits on the back of the fuel card: {cvv}",
               "manambala atatu kumbuyo kwa khadi: {cvv}",
               "código de segurança atrás do cartão: {cvv}",
               "inambala shitatu ku numa ya kadi ni {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(_card(rng, "visa"), " ", rng), "cvv": str(rng.randrange(100, 1000))}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 181; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"BI": "n" * 23, "TN": "n" * 20, "SA": "nn" + "c" * 18, "JO": "aaaa" + "nnnn" + "c" * 18,
                "PK": "aaaa" + "c" * 16, "GE": "aa" + "n" * 16, "BA": "n" * 16, "LT": "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KCG-2032-118: please pay the Tunis cathode broker to {i} within 30 days",
    "save the Bujumbura tea buyer's IBAN: {i}",
    "IBAN: {i}\nReference: cathode lot 44, July",
    "WhatsApp #treasury: the Amman fertiliser supplier's new bank details, IBAN {i}",
    "IBAN yandi ni {i}",
    "IBAN yanga ndi {i}",
    "IBAN yangu ndi {i}",
    "IBAN ya ka ki {i}",
    "IBAN yane ni {i}",
    "IBAN jangu ni {i}",
    "IBAN aka ti {i}",
    "mano, o IBAN do fornecedor é {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _nuit(g: random.Random) -> str:
    """Mozambique's NUIT: nine digits, the last a weighted mod-11 check digit."""
    number = v.until(g, lambda h: h.choice("1234") + _r(h, D, 8), mz_nuit.is_valid)
    return str(mz_nuit.format(number)) if g.random() < 0.5 else number


def _za_id(g: random.Random) -> str:
    """A South African identity number: a birth date, a serial, citizenship and a Luhn digit."""

    def make(h: random.Random) -> str:
        body = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body += _r(h, D, 4) + "08"
        return body + luhn.calc_check_digit(body)

    return v.until(g, make, za_idnr.is_valid)


def _mz_nib(g: random.Random) -> str:
    """A Mozambican NIB: bank, branch, account and two ISO 7064 mod 97-10 check digits."""
    body = g.choice(["0001", "0003", "0008", "0034"]) + _r(g, D, 15)
    number = body + f"{98 - int(body) * 100 % 97:02d}"
    assert mod_97_10.is_valid(number)
    assert mod_97_10.is_valid(number + "223559")  # MZ59 + NIB, as an IBAN
    return number


def _mw_nid(g: random.Random) -> str:
    """A Malawi national ID number (NRB): eight capitals and digits, no public check."""
    return _r(g, UPPER, 1) + _r(g, UPPER_DIGITS, 7)


def _mw_licence(g: random.Random) -> str:
    """A Malawi DRTSS driving licence: invented shape, no check."""
    return f"{g.choice(['LL', 'BT', 'MZ', 'ZA'])}{_r(g, D, 6)}{g.choice(UPPER)}"


def _tc_grower(g: random.Random) -> str:
    """A Tobacco Commission grower registration: invented shape, no check."""
    return f"TC/{g.choice(['LL', 'MZ', 'KU', 'MC'])}/{g.randrange(2026, 2033)}/{_r(g, D, 6)}"


def _tbz_grower(g: random.Random) -> str:
    return f"TBZ-{_r(g, D, 6)}-{g.choice(UPPER)}"


def _marine_coc(g: random.Random) -> str:
    return f"MD/CoC/{g.choice(['M3', 'M4', 'E2', 'B1'])}/{_r(g, D, 5)}"


def _wcf(g: random.Random) -> str:
    return f"WCFCB/{_r(g, D, 7)}"


def _dire(g: random.Random) -> str:
    return f"{_r(g, D, 2)}MZ{_r(g, D, 8)}{g.choice(UPPER)}"


def _winding(g: random.Random) -> str:
    return f"MSD/WED/{_r(g, D, 5)}"


def _tevet(g: random.Random) -> str:
    return f"TEVETA/TT/{g.randrange(2015, 2033)}/{_r(g, D, 5)}"


_ID_PLACES: dict[str, Maker] = {
    "NUIT da transportadora de Nampula, pra factura: {s}": _nuit,
    "NUIT aka ti {s}": _nuit,
    "SA ID of the Durban–Kitwe truck driver, for the border permit: {s}": _za_id,
    "ID number ya driver wa ku Durban ndi {s}": _za_id,
    "Mozambican NIB of the Pemba fish supplier: {s}": _mz_nib,
    "NIB da conta do fornecedor em Montepuez: {s}": _mz_nib,
    "nambala ya chiphaso cha unzika ndi {s}": _mw_nid,
    "National ID (NRB) yane ni {s}": _mw_nid,
    "DRTSS driving licence number of the Lilongwe driver: {s}": _mw_licence,
    "Tobacco Commission grower registration number for the Kasungu club: {s}": _tc_grower,
    "nambala ya grower ku Tobacco Commission ndi {s}": _tc_grower,
    "grower number yangu ku Tobacco Board of Zambia ndi {s}": _tbz_grower,
    "Marine Department certificate of competency of the Chilembwe's master: {s}": _marine_coc,
    "Workers' Compensation Fund number ya ba Mulenga ni {s}": _wcf,
    "DIRE do engenheiro em Pemba: {s}": _dire,
    "winding engine driver's certificate, Mufulira No. 3 shaft: {s}": _winding,
    "nomboro ya TEVETA trade test ya ka ki {s}": _tevet,
    "Malawi passport yane ni {s}": lambda g: "MA" + _r(g, D, 7),
    "passport yandi ya Zambia ni {s}": lambda g: "ZN" + _r(g, D, 6),
    "passaporte moçambicano da Celeste: {s}": lambda g: _r(g, D, 2) + _r(g, UPPER, 2) + _r(g, D, 5),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the old float wallet\n{p}": "english",
    "voice memo: the MetaMask recovery words are {p} and that's all of them": "english",
    "Notion page 'Treasury wallet (retired)': {p}": "english",
    "amashiwi ya wallet yandi: {p}": "english",
    "mawu obwezeretsa wallet ndi: {p}": "english",
    "frase de recuperação da carteira: {p}": "portuguese",
    "mano, as palavras da carteira: {p}": "portuguese",
    "seed ya wallet ki {p}": "portuguese",
    "phrase de récupération du portefeuille du courtier de Lubumbashi : {p}": "french",
    "frase semilla del monedero del comprador de Maputo: {p}": "spanish",
    "钱包助记词（基特韦铜矿采购）：{p}": "chinese_simplified",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
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


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 2)}{_r(rng, D, 4)}-{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Google Workspace backup codes for ops@kalambo.co.zm:\n{codes}",
            "Zoho 2FA recovery codes: {codes}", "ama backup codes ya 2FA: {codes}",
            "ma backup code a 2FA: {codes}", "códigos de backup do 2FA: {codes}",
            "ma backup codes gha 2FA: {codes}", "backup codes za email ki: {codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")


_SEEDS_2FA = ["otpauth://totp/Kalambo%20Floor:chanda@kalambo.co.zm?secret={s}&issuer=Kalambo%20Floor&digits=6",
              "Aegis, manual setup key for the float portal: {s}",
              "2FA secret ya loan book ni {s}",
              "chinsinsi cha 2FA (setup key) ndi {s}",
              "chave do 2FA do portal: {s}",
              "TOTP seed for the ferry booking admin: {s}",
              "setup key ya 2FA ki {s}"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")


_RECOVERY = {
    "Apple ID recovery key for the treasury iPad: {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(7)),
    "1Password Secret Key of the ops vault: {k}": lambda g: f"A3-{_r(g, UPPER_DIGITS, 6)}-{_r(g, UPPER_DIGITS, 6)}-{_r(g, UPPER_DIGITS, 5)}-{_r(g, UPPER_DIGITS, 5)}-{_r(g, UPPER_DIGITS, 5)}-{_r(g, UPPER_DIGITS, 5)}",
    "BitLocker recovery key ya laptop ya Kitwe ni {k}": lambda g: "-".join(_r(g, D, 6) for _ in range(8)),
    "Bitwarden recovery code: {k}": lambda g: "-".join(_r(g, LOWER_DIGITS, 4) for _ in range(8)),
    "kiyi yobwezeretsa ya Microsoft ndi {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(5)),
    "chave de recuperação do Proton: {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(6)),
}  # fmt: skip
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")


_CHATS = [
    "Mulenga: weighbridge password?\nChanda: {pw}",
    "[07:02] thandiwe: root pw for the floor db?\n[07:03] kondwani: {pw}",
    "Zione: {pw} is the new loan book password",
    "Chisomo: use {pw}, that's what I set for the kiosk router",
    "Bwalya: {pw} e password ya server nomba",
    "Tiyamike: {pw} ndiye password yatsopano",
    "Mutinta: {pw} ndi password mpya ya server",
    "Mubita: {pw} ki yona password ye nca",
    "Nkhoma: {pw} ndiyo password yiphya",
    "Anselmo: {pw} é a nova senha do servidor",
    "Chileshe: pw is {pw} now ba boss",
    "Limbani: bwana, {pw} ndiye new pw ya floor PC",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_SPELL_MAKERS = [_j("wz_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j("u54_sk_", (ALNUM, 20)),
                 _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "imo imo: {t}", "letra a letra: {t}",
          "one by one ba boss: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_PHRASE_WORDS = ["kapenta", "chambo", "mopane", "baobab", "msasa", "kalindula", "chitenge",
                 "munkoyo", "cathode", "weighbridge", "chilembwe", "likoma", "mulanje", "zambezi",
                 "kafue", "luangwa"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the treasury vault: {p}": " ",
            "Bitwarden master passphrase of the float team: {p}": "-",
            "passphrase ya backup ni {p}": " ", "passphrase ya backup ndi {p}": ".",
            "frase-senha do backup: {p}": " ", "backup passphrase ki {p}": "_",
            "the pw for the backup drive is {p} basi": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 22), (_spelled, 14), (_pins, 18), (_wifi, 18), (_vendors, 44),
    (_jwts, 8), (_pems, 7), (_auth, 7), (_urls, 14), (_envs, 12), (_configs, 16), (_code, 16),
    (_cli, 28), (_cards, 12), (_cvvs, 5), (_ibans, 12), (_national, 20), (_seeds, 12),
    (_backups, 7), (_totp, 7), (_recovery, 6), (_chats, 12), (_spelled_tokens, 6), (_phrases, 7),
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
    "the weighbridge admin password is": "{s}", "floor server pw:": "{s} (since the June update)",
    "password ya server nomba ni": "{s}", "mawu achinsinsi ndi": "{s}\nmusauze aliyense",
    "password ya ka ki": "{s}", "password yane ni": "{s}", "password aka ti": "{s}",
    "a senha do servidor é": "{s}", "the password Mulenga read out on the radio was": "{s}, I think",
    "achimwene the pw =": "{s} basi",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Rocktecs API key", "{s}", _j((HEX, 64))),
    ("split_token", "Waza key:", "{s} (payout webhooks)", _j("wz_", (ALNUM, 40))),
    ("split_token", "Kuebix client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "wallet recovery words", "{s}", _english_seed),
    ("split_card", "nambala ya khadi", "{s} exp 11/36", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "TN"))),
    ("split_backup", "Zoho recovery codes", "{s}\nKC4412-7QM2\nBT8812-H3VZ", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NUIT", "{s}", _nuit),
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


def _json_safe(make: Maker) -> Maker:
    """A value that a JSON string holds as written (no quote or backslash)."""
    return lambda g: v.until(g, make, lambda value: '"' not in value and "\\" not in value)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"weighbridge": {"url": "https://wb.kalambo.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mawu_achinsinsi": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "chanda", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"id": "MTP-01"}, {"id": "MTP-03", "admin_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["floorclerk", "login", "--clerk", "chanda", "--clerk-pass", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "password ya server nomba ni {s}"}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _json_safe(_pw)),
    '{"transcript": "log into the loan book as officer3 with the password {s}"}': ("meta_password", _plain_pw),
    '{"rocktecs": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"paymaartSecret": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"tumai_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "JO")),
    '{"transporter": {"nuit": "{s}"}}': ("meta_id", _nuit),
    '{"mfa": {"recovery_codes": ["{s}", "KC4412-7QM2", "BT8812-H3VZ"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"float_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"kiosk": {"paygo_hmac_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"diesel_store": {"padlock_code": "{s}"}}': ("meta_pin", lambda g: _r(g, "123456789", 5)),
    '{"wifi": {"ssid": "Kalambo-Kitwe-Yard", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"weighbridge-indicator-7.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kalambo/floor-api:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"floor: add bale moisture column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"tally: revert cathode rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"auction_2032-07-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"ferry-manifests-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the weighbridge password before the calibration visit on 2032-08-11.",
    "Chanda asked for the yard wifi password; it's on the card in the foreman's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `ROCKTECS_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The floor server asks for a new admin password after every update.",
    "Replace <YOUR_WAZA_KEY> in the README with the key from your Waza dashboard.",
    "PAYMAART_API_SECRET and TUMAI_API_KEY must be set before the nightly float sync runs.",
    "Mwilaeba umuntu password yenu.",
    "Musauze aliyense mawu anu achinsinsi.",
    "Utaambili muntu password yako.",
    "Musike mwa bulelela mutu password ya mina.",
    "Mungaphalirangako munthu password yinu.",
    "Password jenu jikaŵa ja asili.",
    "Nunnuwa password anyu.",
    "Mano, não partilha a tua senha com ninguém.",
    "ba boss never share ur pw on WhatsApp, eish",
    "achimwene, passwords must be 14 characters, basi",
    "A senha deve ter pelo menos catorze caracteres.",
    "Mawu achinsinsi ayenera kukhala ndi zilembo khumi ndi zinayi.",
    "Upgraded the weighbridge indicator firmware from 7.1 to 7.2 and pymodbus to 3.9.2.",
    f"commit {_COMMIT} adds the bale moisture column.",
    f"Rolled back to {_SHORT} after the cathode rounding broke the tally export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The indicator firmware 7.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of ferry-manifests-2032.parquet: {_SHA512}",
    f"The floor API container runs ghcr.io/kalambo/floor-api@sha256:{_IMAGE}.",
    f"MD5 of auction_2032-07-03.csv is {_MD5}, same as the copy on the finance share.",
    "Request id 4c1e72b0-9a3d-4f16-8e52-b7d0c3a9f164 is the slow one in the float logs.",
    "Purchase order PO-2032-00731 for 24 tonnes of cathode ships from Kitwe on Thursday.",
    "Jira KCG-7712: the Chipoka pier ticket printer jams every morning.",
    "Call the Mzuzu branch on +265 1 332 418 before noon.",
    "Phone the Kitwe yard on +260 212 224 817 or the Pemba depot on +258 272 21 305.",
    "Truck ABZ 4471 with the cathode load crossed at Kasumbalesa at 14:20.",
    "Bale 18-4471-LL sold at the Kanengo floor for 2.35 USD/kg, grade L3OF.",
    "The Chilembwe sails from Chipoka on Monday at 08:00 and reaches Likoma on Tuesday.",
    "Tea from Thyolo: 312 kg of made tea today, clone PC108, moisture 3.1 %.",
    "After five wrong PINs the agent app locks the till for 30 minutes.",
    "The solar kiosk at Montepuez sold 48 phone charges and 12 lamp rentals today.",
    "Ask Chanda for the yard keypad code, I don't have it.",
    "My card ending 4471 was declined at the Ndola hardware store.",
    "The Tunis broker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the float portal and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `WAZA_API_SECRET` in the secrets store, never in the repository.",
    "The padlock on the diesel store rusts in the lake air; oil it every month.",
    "Rocktecs moved the API key page under Settings › Developers in its July release.",
    "The guest wifi 'KCG-Guest' is open, no password needed.",
    "Loan KCG-MFI-2032-0418: 5,000 kwacha over 6 months, repaid on time.",
    "USSD menu: dial *778# and choose 2 for balance, 3 for float.",
    "Ticket 2032-07-03-0118: 42 passengers and 6 tonnes of cargo on the Likoma run.",
    "ISBN 978-9982-24-081-3 is the Zambian mining-law handbook on the office shelf.",
    "The secret of good nshima is patience and a strong wooden spoon.",
    "Password ya wifi ili pa khadi mu drawer ya foreman.",
    "Password ya server ili mu vault, mukwai.",
    "A password ya servidor está no cofre, pá.",
    "Token counts for the assistant: prompt 512, completion 128.",
    "Bale tag 0004471 prints with barcode 6009 8812 3301 (EAN of the bale label).",
    "The meter 04-1122-3344 at the Kitwe kiosk shows 1 284 kWh this month.",
    "Sales at the Pemba kiosk: 17 200 meticais, 312 transactions, order 2032-0717-PMB.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-07-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ops/weighbridge", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "KCG-7712", "purchase_order": "PO-2032-00731"}',
    '{"bale": {"id": "18-4471-LL", "grade": "L3OF", "weight_kg": 92}}',
    '{"phone": "+265 1 332 418", "city": "Mzuzu"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "kiosks_online": 41}',
    '{"vessel": "Chilembwe", "route": "Chipoka-Likoma", "passengers": 42}',
    '{"truck": "ABZ 4471", "border": "Kasumbalesa", "load_t": 24}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
