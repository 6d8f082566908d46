# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-twenty-sixth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-twenty-second's docstring,
the fifth to hundred-and-twenty-second only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (a football club and
its year, a coach or truck and its horsepower, two towns of a coach line and the line's number, a
plate, a name with a birth year and a town, a border crossing and a year, a wagon and a number, two
Balkan dishes and a number, a driver who "drives" a truck, a line and a town, leet words for the
tachograph, the lorry and customs, generated groups), names, places, templates, tools, vendors and
layouts, the way the staff of Koridor Deset Transit (a fictional company on Pan-European Corridor
X) leak secrets into an assistant's memory: a coach company's depot in Niš and its ticket office at
Skopje's transport centre, a freight-rail yard at Niš Crveni Krst, a bonded warehouse with customs
brokers at the Tabanovce, Blace, Bogorodica-Evzoni and Kapitan Andreevo crossings, Motel Sedlo (a
truck stop near Kumanovo), a tachograph workshop in Pirot and small offices in Sofia, Thessaloniki,
Pristina and Tirana, with drivers from Serbia, North Macedonia, Albania, Bulgaria, Greece and
Turkey. The texts are Viber, WhatsApp, Telegram, Signal, BiP, Teams, Slack, Messenger, Google Chat,
Threema, Skype, Discord, Element, Wire, Mattermost, Rocket.Chat, Zulip, Webex, Zoom and SMS
messages, Google Keep, Samsung Notes, OneNote, Notion and Apple Notes notes, Bitrix24 tasks, GLPI,
Jira, Redmine and OTRS tickets, a Confluence page, an e-mail, an incident note, a runbook, a README
fragment, shell history (bash, PowerShell, cmd, WSL, Termux, tmux, screen, cron, a Jenkins step),
configs, code, voice-dictated text and requests to the assistant itself, around the panels of
tachograph, fiscal, ticketing, rail, weighing, customs, fuel, workshop, motel, network, camera and
yard hardware (a VDO WorkshopTab, a Stoneridge SE5000, an Omnikey 3121, a Datecs FP-700X and
DP-150, a Tremol M23, a Star TSP143 with CloudPRNT, a Bixolon SRP-350, a Parkeon Strada, Hanover
Displays and Mobitec destination signs, a Barix PA, Frauscher FAdC axle counters, a Tamtron
weighbridge, a Tattile Vega ANPR camera, a Nuctech scanner, a Smiths Detection HCVM, a Piusi MC Box,
a Petrotec Euroline, a Tokheim Quantium 510, a Bosch KTS 590, a Hella Gutmann mega macs X, a Wabco
TOOLBOX, a Haldex DIAG+, a Beissbarth brake tester, an Orbita key-card encoder, a MikroTik hAP ax2,
a Cudy router, a ZTE MF286D, a FAAC E124, Digifort and Nx Witness video servers, a Hikvision NVR, a
Webasto Thermo Connect, an Eberspächer EasyStart Web, a Thermo King TracKing, Kalmar and Hyster
reach stackers). Tools none of heldouts 5 to 122 names: forticlient, HylaFAX's `faxadduser`, vsce,
ovsx, kamcli, virtnbdbackup, anytun, connect-proxy, modem-cmd, dokujclient, nitrocli, Courier's
`authtest` and gokey on the command line, and the configs of imapcopy, interimap, mailsync and
listadmin; beside them the commands the product names (sshpass, mysql, redis-cli, curl -u, docker
login, htpasswd, smbclient, 7z, openssl, plink, xfreerdp, net use, sqlplus, ipmitool, sudo -S,
sqlcmd, mosquitto_pub, lftp, ldapsearch, zip -P, gpg --passphrase) and configs of Request Tracker,
Bitrix24, Asterisk's pjsip, Kannel, NUT, Tomcat, Rails, NetBox, Postfix, Matomo, phpIPAM, FreePBX,
a compose file and Home Assistant, in layouts of its own. About 43 % of the texts are in other
languages than English (by a rough count of the drawn samples): Torlakian (the Torlak speech of Niš
and Pirot), Shopluk (the Shop speech of the villages around Sofia), Pomak (the Rhodope Slavic of
Xanthi and Smolyan, in Latin letters), Megleno-Romanian (of the villages by Gevgelija and Notia),
Rumelian Turkish (the Balkan Turkish of Skopje and Prizren), Black Sea Turkish (the Karadeniz
speech of Trabzon and Rize drivers), Northern Greek (the Greek of Thessaloniki) and Arli Romani (of
Šuto Orizari in Skopje), which no earlier docstring names (Serbian, Bulgarian, Greek, Turkish,
Aromanian, Gagauz, Pontic Greek and Romani (Vlax) are named before; these varieties are not), and
Serbian (Latin and Cyrillic), Macedonian, Bulgarian, Albanian, Greek, Turkish, Romanian, Croatian,
Slovene, German, Italian, Russian, Ukrainian, Polish, Hungarian, French and Spanish in wordings of
their own. The eight new languages' wordings are the author's approximations, checked by no
speaker, built around their articles, pronouns, possessives, copulas and particles and the
loanwords people there really text (password, šifra, parola, wifi, kod, PIN, IBAN, API, juzer,
mejl, server): Torlakian's postposed articles (`šifrata`, `ruterat`, `kancelarijata`), `na` with a
bare noun for "to" (`na nikoga`), `sag` ("now"), `bre`, `rečta` and `puštih`; Shopluk's western
article in -o (`рутеро`, `сървъро`, `номеро`), `я` for "I", the present in -ue- (`казуем`,
`казуеш`) and `немой` ("don't"); Pomak's near article `-sa`/`-so` (`parolasa`, `kompjuterso`,
`nomerso`), `e` ("is") and `ne kažuj` ("don't tell"); Megleno-Romanian's `ăi` ("is"), `parola mea`,
`năuă` ("new"), `zborlu` ("the word"), `nu zițiri la ńima` ("tell no one") and `-lu` articles;
Rumelian Turkish's `şifra` (the Slavic form), the optative `söylemeyesin` for "don't tell", `be`
and `kardaş`; Black Sea Turkish's `uşağum`, `ula`, `ha`, `daa`, `benum` and the `-um`/`-u` endings
(`şifremuz`, `kartumun`, `çaliştirdum`, `yazayrum`); Northern Greek's raised and dropped vowels
(`κουδικός`, `είνι`, `μ'`, `τ'`, `κι`, `πίσου`) and the accusative for "to you" (`σε λέω`); Arli
Romani's `mli`/`mlo` ("my"), `si` ("is"), `i nevi` ("the new"), `ma vaker khanikase` ("tell no
one"), `akava`, `kerdum`, the `-esko`/`-esi` endings and the Slavic loans `šifra`, `kartica` and
`pasoš`: all guesses after published descriptions or neighbouring varieties. Vendors (obilet,
FlixBus, GetByBus, Balkan Viator, AllSecure, Payten, EasyPay, Casys, ChipCard, Verimor,
Microinvest, eFaktura, Sovos, Nilvera, MIC Customs, BluJay, TIR-EPD, Transfollow, Dashdoc, Alpega,
Sixfold, Transics, MAN RIO, DAF Connect, Toll Collect, BG Toll, HU-GO, GO-Box, Viapass, e-TOLL,
Satellic, HGS, Digifort, Nx Witness, Webeye, Arealcontrol, Eurotoll, AS 24, Cargoclix, Loadfox,
Quicargo, Post Express, City Express, Elektraweb, ContiConnect and Piusi) are ones heldouts 5 to
122 do not name; none of them publishes a token shape the author knows, so every shape here
(obilet's `obl_live_`, AllSecure's `as_live_`, Sixfold's `sf_`, Nx Witness's `nxcloud_`, Loadfox's
`lf_`, Piusi's `psc_`, the UUIDs, hex runs, base64 runs and JWTs) is the author's guess. The ids
are kinds heldouts 5 to 122 do not use, the drivers', workshop's and brokers' documents: a
tachograph workshop card and a company card, a driver qualification card (Code 95), an ADR
training certificate, Turkey's SRC and psychotechnical certificates, a CEMT licence, a North
Macedonian and a Greek driving licence, a Serbian health-insurance number (LBO), a Greek GEMI
number, a Serbian company registration number (matični broj), a North Macedonian ЕМБС, a Kosovo
fiscal number, a Serbian vehicle registration certificate, and Serbian, Bulgarian, North
Macedonian and Turkish passports under Torlak, Shop, Pomak, Megleno-Romanian, Arli, Black Sea and
Rumelian words; python-stdnum has no module for any of them and none is checked by a library or
this file (no check-digit algorithm is written here, even for the kinds that carry one): they are
unchecked, their shapes as the author believes them or guessed. Card numbers pass Luhn (DinaCard
and Troy prefixes drawn here, the others from the value helpers, each checked with
python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the IBAN
shapes of heldouts 5 to 122 (Serbia, North Macedonia, Kosovo, Montenegro, Bosnia and Herzegovina,
Slovenia, Croatia and Turkey, in ten corpora each, as are some forty others), their national
ISO 7064 mod 97-10 digits computed where those countries have them, drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Turkish, Italian, Russian, French and
Spanish lists, checksum-valid from random entropy. 390 secret-bearing samples, 20 field pairs and
20 metadata samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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
from stdnum import ean as std_ean
from stdnum import iban as std_iban
from stdnum import isbn as std_isbn
from stdnum import luhn
from stdnum.iso7064 import mod_97_10

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 126_357_902
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


# The hub's words: football clubs, border crossings, coaches and trucks, food, towns, people.
_CLUBS = ["RadnickiNis", "Vardar", "Levski", "Slavia", "Trabzonspor", "Rizespor", "PAOK", "Aris",
          "Partizan", "Zvezda", "Shkendija", "Pelister", "Prishtina", "Tirana", "Botev",
          "Lokomotiv"]  # fmt: skip
_CROSSINGS = ["Tabanovce", "Blace", "Evzoni", "Bogorodica", "Kapikule", "Gradina", "Kulata",
              "Kafasan", "Qafethane", "Jazince", "DeveBair", "Presevo"]  # fmt: skip
_TRUCKS = ["Scania", "Volvo", "Actros", "DAF", "Iveco", "Setra", "Neoplan", "Temsa", "Otokar",
           "Ikarbus", "Tourismo"]  # fmt: skip
_FOOD = ["Ajvar", "Burek", "Rakija", "Kajmak", "Tavce", "Banica", "Boza", "Baklava", "Lukanka",
         "Pitulica", "Sarma", "Pastrma"]  # fmt: skip
_TOWNS = ["Nis", "Pirot", "Leskovac", "Vranje", "Kumanovo", "Skopje", "Tetovo", "Gevgelija",
          "Strumica", "Solun", "Sofia", "Kyustendil", "Petrich", "Pristina", "Prizren", "Tirana",
          "Durres", "Kukes", "Edirne", "Trabzon", "Rize", "Xanthi", "Dimitrovgrad"]  # fmt: skip
_NAMES = ["Dragan", "Milica", "Nebojsa", "Jelena", "Zoran", "Bojan", "Goce", "Biljana", "Aco",
          "Vesna", "Dimce", "Arben", "Blerta", "Fatos", "Drita", "Ilir", "Stoyan", "Radka",
          "Tsvetan", "Petya", "Mehmet", "Ayse", "Kemal", "Hatice", "Orhan", "Emre", "Stelios",
          "Thanasis", "Eleni", "Muamet", "Sabina", "Ahmed", "Emine", "Tomi"]  # fmt: skip
_PLATES = ["NI", "PI", "LE", "VR", "SK", "KU", "TE", "SO", "PK", "TR", "PZ", "KS"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["T4h0gr4f", "K4m10n", "C4r1n4", "V4g0n", "D3p0", "R4mp4", "4ut0bus", "Sp3d1c1j4",
         "M0t3l"]  # fmt: skip


def _plate_pw(g: random.Random) -> str:
    """A truck's plate and a sign, the way a driver keys it in."""
    return f"{g.choice(_PLATES)}{g.randrange(100, 1000)}{_r(g, UPPER, 2)}{g.choice(_SYMBOLS)}"


def _route_pw(g: random.Random) -> str:
    """Two towns of a coach line and its number."""
    a, b = g.sample(_TOWNS, 2)
    return f"{a.lower()}-{b.lower()}-{g.randrange(100, 2400)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people at the hub pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CLUBS)}{g.randrange(1919, 2032)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_TRUCKS)}{g.choice([410, 450, 480, 500, 540, 560, 660])}hp{g.choice(_SYMBOLS)}",
    _route_pw,
    _plate_pw,
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1961, 2006)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2032)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_FOOD)}{g.choice(_FOOD).lower()}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_CROSSINGS)}{g.randrange(2019, 2032)}{g.choice(_SYMBOLS)}",
    lambda g: f"Vagon{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}{_r(g, LOWER, 2)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Vozi{g.choice(_TRUCKS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"Linija{g.randrange(1, 99)}_{g.choice(_TOWNS)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Viber group 'Depo Niš', Dragan: the VDO WorkshopTab login password is {pw}",
    "WhatsApp from Goce: Stoneridge SE5000 calibration laptop password {pw}",
    "Telegram, #tahograf-radionica: the Omnikey 3121 reader PC (download station) password is {pw}",
    "Signal, Biljana: Datecs FP-700X fiscal printer service password {pw}",
    "BiP message from Kemal: Tremol M23 service mode password {pw}",
    "Teams chat, ticket office Skopje: Star TSP143 web config password {pw}",
    "Slack #yard: Frauscher FAdC diagnostic web password {pw}",
    "Viber, Zoran (freight yard): Tamtron weighbridge terminal admin password {pw}",
    "Messenger from Arben: Tattile Vega ANPR camera on the Blace truck lane, admin password {pw}",
    "Google Chat, customs desk: the Nuctech scanner workstation password is {pw}",
    "Threema, Stelios: Piusi MC Box diesel station admin password {pw}",
    "Skype, Hatice: Petrotec Euroline pump controller password {pw}",
    "Discord DM from Emre: Hanover Displays destination-sign config password {pw}",
    "Element room 'Autobuska stanica': Parkeon Strada ticket machine admin password {pw}",
    "Wire message from Vesna: Bosch KTS 590 diagnostics laptop password {pw}",
    "Viber, workshop group: Hella Gutmann mega macs X password {pw}",
    "WhatsApp, Ilir: Wabco TOOLBOX licence login password {pw}",
    "Telegram, Orhan: Haldex DIAG+ password {pw}",
    "Signal from Petya: Beissbarth brake tester PC password {pw}",
    "Viber, motel reception: the Orbita key-card encoder software password {pw}",
    "Google Keep note 'Depo': MikroTik hAP ax2 admin password {pw}",
    "Samsung Notes: Digifort VMS admin password {pw}",
    "OneNote page 'Kamere Tabanovce': Nx Witness server password {pw}",
    "Notion page 'Kapija 3': FAAC E124 barrier board password {pw}",
    "Apple Notes: Webasto Thermo Connect account password {pw}",
    "Bitrix24 task 'Kasa 2': the Datecs DP-150 password {pw} must change",
    "GLPI ticket #2231: Tremol fiscal server at the ticket office, current password {pw}",
    "Jira K10-418: the Frauscher axle-counter web UI password {pw} is on a sticker, remove it",
    "Redmine #907: Tamtron weighbridge PC at Crveni Krst yard, password {pw}",
    "OTRS ticket 2031051210000042: ZTE MF286D router on coach NI-117-AB, admin password {pw}",
    "Hi Biljana,\n\nthe root password on the ticketing server is {pw}. Please delete this after you've saved it in the vault.\n\nAco",
    "Incident 2031-06-02: the Digifort console at Tabanovce was reachable from the internet with password {pw}",
    "Runbook: reset a stuck ticket validator\n1. open the depot switch page\n2. log in as the service user\n3. password {pw}\n4. power-cycle port 7",
    "README (ticket office rack)\nthe Star CloudPRNT server is at http://prn.k10.lan, admin password `{pw}`.",
    "my Komercijalna banka app password is {pw} now",
    "can you remember my Stopanska banka mBank password? it's {pw}",
    "the ProCredit e-banking password is {pw}",
    "dictated: the Toll Collect portal password is {pw} full stop",
    "note to self: tachograph workshop laptop password {pw}",
    "Mattermost #fuel: the Tokheim Quantium 510 pump controller password {pw}",
    "Rocket.Chat, Bojan: Mobitec destination-sign controller password {pw}",
    "SMS from Jelena: the Kalmar reach stacker telematics password is {pw}",
    "Zulip #customs: the broker PC at the Kafasan crossing, password {pw}",
    "Confluence page 'Motel Sedlo IT': the Hikvision NVR admin password {pw}",
    "note for the night dispatcher: the depot PA system (Barix) password {pw}",
    "Viber, Nebojsa: the Eberspächer EasyStart Web login for coach 14 is on password {pw}",
    "Telegram from Stoyan: Thermo King TracKing portal password {pw}",
    "Webex chat, Sofia office: the Tachosoft licence server password {pw}",
    "Zoom chat, customs brokers: the Smiths Detection HCVM console password is {pw}",
    "ticket printer in the Pristina office (Bixolon SRP-350) admin password {pw}",
    "the Hyster reach stacker's fleet portal password is {pw}, tell nobody",
    "WhatsApp, Fatos: the Tirana depot's Cudy router admin password {pw}",
    "dictated while driving: the MAN RIO login password is {pw} that's it",
    "after the reinstall the Elektraweb front-desk password became {pw}",
    "šifrata na mejlat mi je {pw}",
    "bre, šifrata za ruterat u kancelarijata je {pw}",
    "Zoran: sag novata šifra na serverat je {pw}, ne kazuj na nikoga",
    "Я ти казуем: паролата на пощата ми е {pw}",
    "паролата на рутеро у кантората: {pw}",
    "Цветан: новата парола на сървъро е {pw}, немой да казуеш никому",
    "parolasa na mejlso mi e {pw}",
    "Ahmed: novasa parola na kompjuterso e {pw}, ne kažuj na nikogo",
    "parola mea di mail ăi {pw}",
    "Tomi: parola năuă a servirlu ăi {pw}, nu zițiri la ńima",
    "mailin şifrası {pw}, kimseye söylemeyesin",
    "be kardaş, serverin yeni şifrası: {pw}",
    "Ula uşağum, benum mail şifrem {pw}, kimseye deme ha",
    "Orhan: serverun yeni şifresi {pw} daa",
    "ο κουδικός τ' μέιλ μ' είνι {pw}",
    "Στέλιο, σε λέω τον κουδικό τ' σέρβερ: {pw}",
    "mli šifra e mejlosi si {pw}",
    "Muamet: i nevi šifra e serveresko si {pw}, ma vaker khanikase",
    "лозинката за касата на автобуската станица е {pw}",
    "lozinka za laptop u tahograf radionici: {pw}",
    "лозинка за рачунар у магацину на Црвеном Крсту: {pw}",
    "fjalëkalimi i kompjuterit të doganës në Qafë Thanë është {pw}",
    "ο κωδικός για το PC της ζυγαριάς στο τελωνείο είναι {pw}",
    "gümrükteki bilgisayarın şifresi şu: {pw}",
    "parola de la laptopul din depoul de autobuze este {pw}",
    "das Kennwort vom Tacho-Werkstattlaptop lautet {pw}",
    "geslo za blagajno na avtobusni postaji v Ljubljani: {pw}",
    "пароль от ноутбука в тахографной мастерской: {pw}",
    "hasło do komputera przy wadze kolejowej: {pw}",
    "a vasúti mérleg gépének jelszava {pw}",
    "zaporka za računalo u skladištu na Jankomiru je {pw}",
    "la password del PC dello spedizioniere a Durazzo è {pw}",
    "пароль до ноутбука в автобусному депо: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["dragan.s", "milica", "nebojsa", "jelena.p", "zoran", "bojan.m", "goce", "biljana",
          "aco.t", "vesna", "dimce", "arben", "blerta.k", "fatos", "drita", "ilir", "stoyan",
          "radka", "tsvetan", "petya.g", "mehmet", "ayse", "kemal", "hatice", "orhan.k", "emre",
          "stelios", "thanasis", "eleni", "muamet", "sabina", "ahmed", "emine", "tomi",
          "svc-tacho", "blagajna2", "carina-bot"]  # fmt: skip
_LOGINS = [
    "Viber, Dragan: the download-station login is {u} / {pw}",
    "GLPI #2240: {u} locked out of the Digifort client, last password {pw}",
    "user {u} pass {pw}",
    "Bitrix24 › Depo › Kamere › Nx Witness: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Datecs FP-700X | {u} | {pw} |",
    "sign in to the Parkeon back office as {u} with {pw}",
    "Tamtron login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: validator-07\n  user: {u}\n  pass: {pw}",
    "Teams, Vesna: account {u}, pass {pw}",
    "Goce says the Frauscher account is {u} and the password is {pw}",
    "station,user,password\nblace-lane2,{u},{pw}",
    "ssh {u}@tacho-pc.k10.lan (password {pw})",
    "Signal: creds for the fiscal server are {u} and {pw}",
    "Zulip: the Kalmar portal login is {u} and {pw}",
    "creds {u}:{pw} for the Tattile web UI",
    "Kalmar fleet portal: login {u}, password {pw}",
    "Webex, Petya: Sofia office NAS, {u} / {pw}",
    "korisnikat {u}, šifrata {pw}",
    "юзеро е {u}, паролата {pw}",
    "juzerso {u}, parolasa {pw}",
    "usernamelu {u}, parola {pw}",
    "kullanıcı {u}, şifra {pw}",
    "kullanici adum {u}, şifrem {pw} ha",
    "χρήστης {u}, κουδικός {pw}",
    "o juzeri {u}, i šifra {pw}",
    "најава: {u}, лозинка {pw}",
    "nalog {u}, lozinka mu je {pw}",
    "përdoruesi {u}, fjalëkalimi {pw}",
    "hesap {u}, şifresi de {pw}",
    "λογαριασμός {u}, συνθηματικό {pw}",
    "Anmeldung am Werkstatt-PC: {u}, Kennwort {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["ajvar", "burek", "rakija", "kajmak", "tahograf", "kamion", "vagon", "carina",
               "magistrala", "vardar", "morava", "nisava", "pelister", "tulumba", "gevrek",
               "baklava", "kolovoz", "rampa"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password's simply the word {w}, lower case, then {d}",
    "for the ticket office PC it's {w} with {d} after it",
    "voice memo: the depot wifi is {w} and then {d}, no space",
    "type {w} and after it {d}",
    "it's {w}{d}, word and number together, no gap",
    "the password is our depot dog's name, {w}, and then {d}",
    "it's {w} — lowercase — followed by {d}",
    "šifrata je rečta {w}, pa posle {d}",
    "я ти казуем: {w}, па после {d}",
    "parolasa e dumasa {w}, sled nego {d}",
    "parola ăi zborlu {w}, după aia {d}",
    "şifra: {w} kelimesi, ondan sonra {d}",
    "şifrem {w} kelimesi, sonra da {d} ha",
    "ο κουδικός είνι η λέξη {w} κι μετά {d}",
    "i šifra si o lafi {w}, pale {d}",
    "лозинката е зборот {w}, па бројот {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


# Tools none of heldouts 5 to 122 names, then commands the product names in layouts of this file.
_CLI: dict[str, Maker] = {
    "forticlient vpn connect customs-gw -u {u} -p '{pw}' -s": _plain_pw,
    "faxadduser -p '{pw}' -u 1007 {u}": _plain_pw,
    "vsce publish -p {pw}": _j((LOWER + "234567", 52)),
    "ovsx publish tachoview-1.4.2.vsix -p {pw}": lambda g: v.uuid4(g, "9"),
    "kamcli subscriber add {u} '{pw}'": _plain_pw,
    "virtnbdbackup -U qemu+ssh://{u}@kvm1.k10.lan/system --password '{pw}' -d tickets-vm -l full -o /backup/tickets": _plain_pw,
    "anytun -r gw.koridor10.mk -n 10.77.0.2/24 -t tun -E '{pw}'": _plain_pw,
    "HTTP_PROXY_USER={u} HTTP_PROXY_PASSWORD='{pw}' connect-proxy -H proxy.k10.lan:3128 edi.partner.eu 22": _plain_pw,
    "modem-cmd /dev/ttyUSB2 'AT+CPIN=\"{pw}\"'": _j((D, 4)),
    "dokujclient --url https://wiki.k10.lan/lib/exe/xmlrpc.php --user {u} --password '{pw}' getPage depo:tahografi": _plain_pw,
    "NITROCLI_USER_PIN={pw} nitrocli otp get 0": _j((D, 8)),
    "authtest -s imap {u}@koridor10.mk '{pw}'": _plain_pw,
    "gokey -p '{pw}' -r tickets.koridor10.mk -l 24": _plain_pw,
    "sshpass -p '{pw}' scp ddd/*.ddd {u}@archive.k10.lan:/srv/tahografi/": _plain_pw,
    "mysql -h tickets-db.k10.lan -u {u} -p'{pw}' tickets -e 'select count(*) from seat_hold'": _plain_pw,
    "redis-cli -h seats.k10.lan -a '{pw}' --no-auth-warning keys 'hold:*'": _plain_pw,
    "curl -u {u}:{pw} -T manifest.xml ftp://ncts-gw.k10.lan/outbox/": _plain_pw,
    "docker login registry.k10.lan -u {u} -p '{pw}'": _plain_pw,
    "htpasswd -b /etc/nginx/.htpasswd-dispecer {u} '{pw}'": _plain_pw,
    "smbclient //fs.k10.lan/Carina -U 'K10\\{u}%{pw}' -c 'ls'": _plain_pw,
    "7z a -p'{pw}' -mhe=on deklaracii-2031-05.7z deklaracii/": _plain_pw,
    "openssl enc -aes-256-cbc -pbkdf2 -in plati.csv -out plati.enc -pass pass:'{pw}'": _plain_pw,
    "plink -ssh -pw '{pw}' {u}@10.40.1.2 'systemctl restart ticketd'": _plain_pw,
    "xfreerdp /v:blagajna-2.k10.lan /u:{u} /p:'{pw}' /cert:ignore": _plain_pw,
    "net use T: \\\\fs.k10.lan\\Tahografi /user:K10\\{u} {pw}": _plain_pw,
    "sqlplus {u}/{pw}@//ora.k10.lan:1521/RAILYARD": _plain_pw,
    "ipmitool -I lanplus -H 10.40.0.21 -U {u} -P '{pw}' chassis power cycle": _plain_pw,
    "echo '{pw}' | sudo -S systemctl restart k10-validator": _plain_pw,
    "sqlcmd -S sql-carina.k10.lan -U {u} -P '{pw}' -Q \"EXEC dbo.ResendNCTS\"": _plain_pw,
    "mosquitto_pub -h mqtt.k10.lan -u {u} -P '{pw}' -t depo/gorivo/pumpa2 -m reset": _plain_pw,
    "lftp -u {u},'{pw}' sftp://edi.k10.lan -e 'mirror -R outbox /in; bye'": _plain_pw,
    "ldapsearch -x -H ldap://dc1.k10.lan -D 'cn={u},ou=users,dc=k10,dc=lan' -w '{pw}' '(sAMAccountName=*)'": _plain_pw,
    "zip -P '{pw}' tahografi-maj.zip *.ddd": _plain_pw,
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -d plati-2031-05.csv.gpg": _plain_pw,
}  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "dispecer@depot-srv:~$ {c}", "root@tacho-pc:~# {c}",
    "history on the Crveni Krst yard box:\n  412  {c}", "PS C:\\K10> {c}",
    "C:\\Users\\blagajna>{c}", "Bitrix24 task comment: ran `{c}`", "GLPI #2288 follow-up: {c}",
    "from my notes: {c}", "WSL on the customs laptop: {c}", "Termux on my phone: {c}",
    "the line from Zoran's .bash_history: {c}", "cron on the ticket server: 15 3 * * * {c}",
    "Viber, Aco: run this → {c}", "tmux pane 2 on the Blace gateway: {c}",
    "screen session 'tacho': {c}", "ssh into the bonded-warehouse box, then {c}",
    "README step 4:\n    {c}", "Jenkins job 'tickets-deploy', shell step: {c}",
    "komandata što ja puštih: {c}", "командата дето я пуснах на сървъро: {c}",
    "komandasa ot včera: {c}", "comanda ți u-am dat: {c}", "şu komutu çalıştırdım be: {c}",
    "bu komuti çaliştirdum ha: {c}", "η εντολή π' έτρεξα: {c}", "akava komanda kerdum: {c}",
    "командата што ја пуштив: {c}", "komanda që ekzekutova në server: {c}",
    "sunucuda çalıştırdığım komut: {c}", "η εντολή που έτρεξα στον server: {c}",
]  # fmt: skip


def _cli_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _CLI[template](rng), "u": rng.choice(_USERS)}


_cli_family = _Family("cli_password", list(_CLI), _cli_draw, "pw")


def _cli(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(rng, _cli_family.take(rng, n), _SHELLS)


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_URLS = [
    "postgresql://{u}:{pw}@pg.k10.lan:5432/tickets",
    "mysql://{u}:{pw}@tickets-db.k10.lan:3306/booking",
    "sqlserver://{u}:{pw}@sql-carina.k10.lan:1433?database=NCTS",
    "oracle://{u}:{pw}@ora.k10.lan:1521/RAILYARD",
    "ftps://{u}:{pw}@ftp.koridor10.mk/tahografi/",
    "sftp://{u}:{pw}@edi.k10.lan:2222/ncts/outbox",
    "rtsp://{u}:{pw}@10.40.7.21:554/Streaming/Channels/101",
    "mqtt://{u}:{pw}@mqtt.k10.lan:1883",
    "amqp://{u}:{pw}@rabbit.k10.lan:5672/booking",
    "mongodb://{u}:{pw}@mongo.k10.lan:27017/fleet?authSource=admin",
    "jdbc:postgresql://pg.k10.lan:5432/yard?user={u}&password={pw}&ssl=true",
    "Server=sql-carina.k10.lan;Database=Carina;User Id={u};Password={pw};TrustServerCertificate=True",
    "davs://{u}:{pw}@cloud.k10.lan/remote.php/dav/files/{u}/",
    "http://{u}:{pw}@192.168.8.1/api/monitoring/status",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "Bitrix24 task 'Migracija': {c}", "park this connection string somewhere safe: {c}",
    "konekcijata je {c}", "връзката към базата: {c}", "bağlantı stringi: {c}",
    "το connection string είνι {c}", "GLPI #2299: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_940_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "koridor10", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "transports:read docs:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# No vendor here publishes a token shape the author knows: every shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("obilet", "OBILET_API_KEY", _j("obl_live_", (ALNUM, 32))),
    ("FlixBus", "FLIXBUS_PARTNER_TOKEN", lambda g: v.uuid4(g, "8")),
    ("GetByBus", "GETBYBUS_API_KEY", _j((HEX, 40))),
    ("Balkan Viator", "BALKANVIATOR_API_KEY", _j((ALNUM, 40))),
    ("AllSecure", "ALLSECURE_SHARED_SECRET", _j("as_live_", (ALNUM, 40))),
    ("Payten", "PAYTEN_STORE_KEY", _j((B64, 43), "=")),
    ("EasyPay", "EASYPAY_SECRET", _j((UPPER_HEX, 32))),
    ("Casys", "CASYS_CHECKSUM_KEY", _j((HEX, 64))),
    ("ChipCard", "CHIPCARD_API_KEY", _j((ALNUM, 32))),
    ("Verimor", "VERIMOR_API_KEY", _j((ALNUM, 32))),
    ("Microinvest", "MICROINVEST_API_KEY", lambda g: v.uuid4(g, "a")),
    ("eFaktura", "EFAKTURA_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Sovos", "SOVOS_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Nilvera", "NILVERA_API_KEY", _j((UPPER_HEX, 64))),
    ("MIC Customs", "MIC_CUSTOMS_API_TOKEN", _j((ALNUM, 32))),
    ("BluJay", "BLUJAY_API_TOKEN", _vendor_jwt("https://auth.blujay.example")),
    ("TIR-EPD", "TIR_EPD_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Transfollow", "TRANSFOLLOW_TOKEN", _vendor_jwt("https://login.transfollow.example")),
    ("Dashdoc", "DASHDOC_API_TOKEN", _j((HEX, 40))),
    ("Alpega", "ALPEGA_API_KEY", _j((ALNUM, 48))),
    ("Sixfold", "SIXFOLD_API_KEY", _j("sf_", (URLSAFE, 40))),
    ("Transics", "TRANSICS_API_KEY", _j((B64, 56))),
    ("MAN RIO", "RIO_CLIENT_SECRET", _vendor_jwt("https://auth.iam.rio.example")),
    ("DAF Connect", "DAF_CONNECT_API_KEY", _j((URLSAFE, 48))),
    ("Toll Collect", "TOLLCOLLECT_API_KEY", _j((ALNUM, 40))),
    ("BG Toll", "BGTOLL_API_KEY", lambda g: v.uuid4(g, "a")),
    ("HU-GO", "HUGO_API_KEY", _j((HEX, 32))),
    ("GO-Box", "GOBOX_API_KEY", _j((UPPER_HEX, 40))),
    ("Viapass", "VIAPASS_API_KEY", _j((ALNUM, 36))),
    ("e-TOLL", "ETOLL_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Satellic", "SATELLIC_API_KEY", _j((URLSAFE, 40))),
    ("HGS", "HGS_KURUMSAL_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Digifort", "DIGIFORT_API_KEY", _j((ALNUM, 32))),
    ("Nx Witness", "NX_CLOUD_TOKEN", _j("nxcloud_", (URLSAFE, 40))),
    ("Webeye", "WEBEYE_API_KEY", _j((HEX, 32))),
    ("Arealcontrol", "AREALCONTROL_API_KEY", _j((ALNUM, 40))),
    ("Eurotoll", "EUROTOLL_API_KEY", _j((B64, 43), "=")),
    ("AS 24", "AS24_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Cargoclix", "CARGOCLIX_API_KEY", _j((HEX, 40))),
    ("Loadfox", "LOADFOX_API_KEY", _j("lf_", (ALNUM, 40))),
    ("Quicargo", "QUICARGO_API_TOKEN", _j((URLSAFE, 43))),
    ("Post Express", "POSTEXPRESS_API_KEY", lambda g: v.uuid4(g, "9")),
    ("City Express", "CITYEXPRESS_API_KEY", _j((HEX, 32))),
    ("Elektraweb", "ELEKTRAWEB_API_KEY", _j((ALNUM, 32))),
    ("ContiConnect", "CONTICONNECT_CLIENT_SECRET", _j((B64, 64))),
    ("Piusi", "PIUSI_API_KEY", _j("psc_", (ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "setx {env} \"{tok}\"",
    "PS C:\\K10> $env:{env} = '{tok}'",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} registry.k10.lan/tickets-api:3.2",
    "GitLab CI/CD variable {env} (not masked!): {tok}",
    "group_vars/depot.yml:\n{var}: \"{tok}\"",
    "web.config:\n<add key=\"{env}\" value=\"{tok}\" />",
    "php: putenv('{env}={tok}');",
    "K10 ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Bitrix24 table 'Integracii': | {vendor} | prod | {tok} |",
    "Google Keep reminder: rotate the {vendor} key {tok}",
    "Viber, Aco: the key the seat-sync job uses for {vendor}: {tok}",
    "Teams: switched {vendor} to token {tok} yesterday, the previous one no longer works",
    "GLPI #2301: {vendor} returns 401 every night; the key in the config is {tok}",
    "Jira K10-455: {vendor} integration down since Monday, key in use {tok}",
    "remember my {vendor} API key for me: {tok}",
    "appsettings.Production.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "Teams, Jelena: new {vendor} API key {tok}",
    "note: {vendor} sandbox → prod key {tok}",
    "Confluence 'Integrations': {vendor} key = {tok}",
    "API ključat za {vendor} je {tok}",
    "API ключо за {vendor} е {tok}",
    "API ključso na {vendor} e {tok}",
    "cheaia API di {vendor} ăi {tok}",
    "{vendor} API anahtarı: {tok}, kimseye vermeyesin",
    "{vendor} API anahtarumuz {tok} ha",
    "το API key τ' {vendor} είνι {tok}",
    "o API ključi {vendor}-esko si {tok}",
    "API клучот за {vendor}: {tok}",
    "ključ za {vendor} API, produkcioni: {tok}",
    "kodi sekret i API-së së {vendor} për depon: {tok}",
    "{vendor} panelindeki API anahtarımız: {tok}",
    "το κλειδί του API της {vendor}: {tok}",
    "ключът за API-то на {vendor}: {tok}",
    "cheia API {vendor} pentru depozit: {tok}",
    "{vendor}: unser API-Schlüssel fürs Depot in Niš lautet {tok}",
    "ključ API za {vendor}, skladišče Ljubljana: {tok}",
    "{vendor} API-kulcs a fuvarszervezéshez: {tok}",
    "klucz API {vendor} dla spedycji: {tok}",
    "la chiave API che usa {vendor} in dogana: {tok}",
    "ключ API {vendor}, диспетчерская в Нише: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    dashdoc = _r(rng, HEX, 40)
    obilet = "obl_live_" + _r(rng, ALNUM, 32)
    tollcollect = _r(rng, ALNUM, 40)
    flixbus = v.uuid4(rng, "8")
    payten = _r(rng, B64, 43) + "="
    getbybus = _r(rng, HEX, 40)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.getbybus.example/v2/routes", headers={{"X-Api-Key": "{getbybus}"}})', getbybus),
        Sample("vendor_token", f"curl -H 'Authorization: Token {dashdoc}' https://api.dashdoc.example/api/v4/transports/", dashdoc),
        Sample("vendor_token", f'const client = new ObiletClient({{ apiKey: "{obilet}", partner: "koridor10" }});', obilet),
        Sample("vendor_token", f'var toll = new TollCollectClient("K10-0042", "{tollcollect}");', tollcollect),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "FLIXBUS_PARTNER_TOKEN", "\\"{flixbus}\\"")\n  }}\n}}', flixbus),
        Sample("vendor_token", f"$pos->setStoreKey('{payten}'); // Payten 3D gateway, ticket shop", payten),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, var=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "Viber: {t}", "the portal shows it once only:\n{t}", "tokenat: {t}",
                "ето го токено: {t}", "{t}\n^ new one; the old one was revoked this morning",
                "hold this one for me till Monday: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "DESFire EV2 AES master key for the coach ticket cards: {h}": 32,
    "HMAC secret for the AllSecure payment callback: {h}": 64,
    "AES-128 key for the trackers' encrypted uplink: {h}": 32,
    "SCP03 ENC key for the fiscal modules, hex: {h}": 48,
    "pre-shared key of the IPsec tunnel to the customs gateway (hex): {h}": 64,
    "ključat za enkripcija na bekapat: {h}": 64,
    "ключо за криптиране на архивата: {h}": 64,
    "yedeğun şifreleme anahtari: {h}": 48,
    "το κλειδί κρυπτογράφησης τ' backup: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "GLPI #2270: token copied from the browser's dev tools {t}",
    "Cookie: lang=mk; k10_session={t}",
    "TICKETS_API_TOKEN={t}",
    "save this bearer token, the Sofia office needs it {t}",
    "tokenat za bukiranje je {t}",
    "token şu, kimseye vermeyesin: {t}",
    "το token τ' κρατήσεων: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_940_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@koridor10.mk"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.koridor10.mk/realms/hub",
            "azp": "ticket-office",
            "roles": ["blagajna", "dispecer"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the ticketing server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/ncts.koridor10.mk.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"NCTS_SIGNING_KEY": "{key}", "office": "MK001012"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_tacho <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "GLPI #2305, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "клучот од серверот:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the broker's SFTP drop at Bogorodica:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus backup, copying it off the paper before I shred it: {p}": "english",
    "Electrum seed of the old fuel-card float wallet\n{p}": "english",
    "Trezor recovery words (the depot wallet, Dragan keeps the device): {p}": "english",
    "Sparrow desktop wallet export: {p}": "english",
    "voice memo, BlueWallet: the recovery words go {p} and that is every word": "english",
    "Google Keep 'Stari novčanik (prazan)': {p}": "english",
    "Atomic Wallet kurtarma kelimeleri uşağum: {p}": "turkish",
    "cüzdanın kurtarma sözcükleri, kimseye göstermeyesin: {p}": "turkish",
    "parole di recupero del vecchio wallet Coinomi: {p}": "italian",
    "фраза восстановления кошелька Guarda: {p}": "russian",
    "les mots de secours du wallet Zengo : {p}": "french",
    "frase semilla de la billetera Tangem: {p}": "spanish",
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
        "  ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (DinaCard's, Troy's: brands the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "dinacard":
        return _card_of(rng, ["9891"], [16])
    if brand == "troy":
        return _card_of(rng, ["979200", "979206", "979223", "979280"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Viber, Dragan: the company fuel card backup is {c}, exp {mm}/{yy}",
    "keep my second card (the one in the glovebox): {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "GLPI #2261: pay the DTCO seals with card {c}",
    "brojat na karticata mi je {c}, {mm}/{yy}",
    "номеро на картата ми: {c}",
    "nomerso na kartasa: {c}, {mm}/{yy}",
    "numirlu di carta mea ăi {c}",
    "kartın numarası {c}, {mm}/{yy}, kimseye söylemeyesin",
    "kartumun numarasi {c} ha",
    "ο αριθμός τ' κάρτας μ': {c}, {mm}/{yy}",
    "mli kartica si {c}",
    "fuel card for coach SK-2231-AB: {c}, valid {mm}/{yy}",
    "refund the cancelled Skopje–Sofia tickets to card {c}",
]  # fmt: skip


_BRANDS = ["visa", "dinacard", "mastercard", "maestro", "troy", "diners", "amex", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c}, expires 09/34, CVV2 {cvv}",
               "the three digits on the back of the fuel card: {cvv}",
               "Amex {c}; the CID (4 digits above the number) is {cvv}",
               "трите цифри отзаде на картата: {cvv}",
               "kartun arkasundaki üç rakam {cvv} ha",
               "τα τρία νούμερα πίσου στην κάρτα: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 122 (ten corpora
# each). BBANs after stdnum's iban.dat; where a country's last two BBAN digits are a national
# ISO 7064 mod 97-10 check, it is computed, so the IBAN's own check digits come out as a bank's.
_IBAN_BODIES = {"RS": (16, True), "MK": (13, True), "XK": (14, True), "ME": (16, True),
                "BA": (14, True), "SI": (13, True), "HR": (17, False), "TR": (22, False)}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_BODIES)


def _iban(rng: random.Random, country: str) -> str:
    def make(g: random.Random) -> str:
        length, national = _IBAN_BODIES[country]
        if country == "TR":
            bban = _r(g, D, 5) + "0" + _r(g, D, 16)
        else:
            bban = _r(g, D, length)
            if national:
                bban += mod_97_10.calc_check_digits(bban)
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice K10-2031-0412: pay the wagon brake repair to {i} within 15 days",
    "save the bonded warehouse's IBAN: {i}",
    "IBAN: {i}\nPoziv na broj: 97 4421-2031",
    "Viber: the Prizren broker's new account, IBAN {i}",
    "IBAN-at mi je {i}",
    "IBAN-о ми е {i}",
    "IBAN-lu a meu ăi {i}",
    "IBAN'ım bu: {i}",
    "benum IBAN {i} ha",
    "το IBAN μ' είνι {i}",
    "mlo IBAN si {i}",
    "IBAN za nakazilo prevozniku: {i}",
    "IBAN špeditera u Rijeci: {i}",
    "wire the Gevgelija customs deposit to {i}",
    "new bank details of the Sofia coach partner, IBAN {i}",
    "the Istanbul forwarder changed banks, IBAN now {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Ids and documents: python-stdnum has no module for any of these kinds and none carries a check
# this file verifies; shapes are as the author believes them, or guessed.
def _workshop_card(g: random.Random) -> str:
    """A tachograph workshop card's number: W, twelve digits and two index digits (a guess)."""
    return "W" + _r(g, D, 12) + f"{g.randrange(0, 3)}{g.randrange(0, 4)}"


def _company_card(g: random.Random) -> str:
    """A tachograph company card's number: C, twelve digits and two index digits (a guess)."""
    return "C" + _r(g, D, 12) + "0" + str(g.randrange(0, 3))


def _cpc_card(g: random.Random) -> str:
    """A driver qualification card (Code 95): three letters and eight digits (a guess)."""
    return g.choice(["SRB", "MKD", "BGR"]) + _r(g, D, 8)


def _adr_cert(g: random.Random) -> str:
    """A driver's ADR training certificate: TR, a year and six digits (a guess)."""
    return f"TR-{g.randrange(2026, 2032)}-{_r(g, D, 6)}"


def _src_cert(g: random.Random) -> str:
    """A Turkish SRC certificate: ten digits (a guess)."""
    return g.choice("123456789") + _r(g, D, 9)


def _psiko(g: random.Random) -> str:
    """A Turkish psychotechnical certificate: PT, a year and seven digits (a guess)."""
    return f"PT{g.randrange(2027, 2032)}{_r(g, D, 7)}"


def _cemt(g: random.Random) -> str:
    """A CEMT licence number: the country's code and six digits (a guess)."""
    return f"{g.choice(['MK', 'SRB', 'BG'])} {_r(g, D, 6)}"


def _mk_licence(g: random.Random) -> str:
    """A North Macedonian driving licence: a letter and seven digits (a guess)."""
    return g.choice("ABC") + _r(g, D, 7)


def _gr_licence(g: random.Random) -> str:
    """A Greek driving licence: nine digits (a guess)."""
    return g.choice("123456789") + _r(g, D, 8)


def _rs_lbo(g: random.Random) -> str:
    """A Serbian health-insurance number (LBO): eleven digits, unchecked here."""
    return g.choice("123456789") + _r(g, D, 10)


def _gr_gemi(g: random.Random) -> str:
    """A Greek business registry (ΓΕΜΗ) number: nine digits and 000 (a guess)."""
    return g.choice("123456789") + _r(g, D, 8) + "000"


def _rs_mb(g: random.Random) -> str:
    """A Serbian company registration number (matični broj): eight digits, unchecked here."""
    return g.choice("12678") + _r(g, D, 7)


def _mk_embs(g: random.Random) -> str:
    """A North Macedonian company registration number (ЕМБС): seven digits, unchecked here."""
    return g.choice("4567") + _r(g, D, 6)


def _xk_fiscal(g: random.Random) -> str:
    """A Kosovo fiscal number: nine digits starting 60 (a guess)."""
    return "60" + _r(g, D, 7)


def _rs_registration(g: random.Random) -> str:
    """A Serbian vehicle registration certificate (saobraćajna dozvola): nine digits (a guess)."""
    return "00" + _r(g, D, 7)


def _rs_passport(g: random.Random) -> str:
    """A Serbian passport: nine digits."""
    return "0" + _r(g, D, 8)


def _bg_passport(g: random.Random) -> str:
    """A Bulgarian passport: nine digits."""
    return g.choice(["38", "39", "40"]) + _r(g, D, 7)


def _mk_passport(g: random.Random) -> str:
    """A North Macedonian passport: a letter and seven digits (a guess)."""
    return g.choice("MAB") + _r(g, D, 7)


def _tr_passport(g: random.Random) -> str:
    """A Turkish passport: a letter and eight digits."""
    return g.choice("USZ") + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "tachograph workshop card (radionička kartica) number for the Pirot bench: {s}": _workshop_card,
    "broj radioničke kartice za VDO kalibraciju: {s}": _workshop_card,
    "номер на фирмената карта за тахографа: {s}": _company_card,
    "Goce's driver qualification card (Code 95): {s}": _cpc_card,
    "broj kartice o kvalifikaciji vozača (kod 95): {s}": _cpc_card,
    "ADR sertifikası numaram: {s}": _adr_cert,
    "SRC belgesi numarası (Kemal): {s}": _src_cert,
    "Kemal's psychotechnical certificate (psikoteknik belge) no: {s}": _psiko,
    "CEMT licence for the Skopje–Istanbul run: {s}": _cemt,
    "бројот на мојата возачка дозвола: {s}": _mk_licence,
    "ο αριθμός τ' διπλώματος οδήγησης μ' είνι {s}": _gr_licence,
    "Milica's LBO, the Serbian health-insurance number, for the clinic form: {s}": _rs_lbo,
    "GEMI number of the Thessaloniki customs broker: {s}": _gr_gemi,
    "matični broj firme za carinsku deklaraciju: {s}": _rs_mb,
    "ЕМБС на фирмата во Скопје: {s}": _mk_embs,
    "fiscal number of the Pristina client, for the invoice: {s}": _xk_fiscal,
    "registration certificate of coach NI-117-AB: {s}": _rs_registration,
    "brojat na pasošat mi je {s}": _rs_passport,
    "номеро на паспорто ми е {s}": _bg_passport,
    "nomerso na pasaportso mi e {s}": _bg_passport,
    "numirlu di pașaportu a meu ăi {s}": _mk_passport,
    "mlo pasoši si {s}": _mk_passport,
    "benum pasaport numaram {s}": _tr_passport,
    "pasaportun numarası {s}, kimseye söylemeyesin": _tr_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Toll Collect 2FA backup codes\n{codes}",
            "spare sign-in codes for the depot's Microsoft 365: {codes}",
            "Transfollow recovery codes: {codes}", "резервни кодове за 2FA:\n{codes}",
            "rezervnite kodovi za 2FA: {codes}", "2FA yedek kodlarum: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/K10%20VPN:goce@koridor10.mk?secret={s}&issuer=K10%20VPN&period=30",
              "FreeOTP, manual setup key for the Sovos login: {s}",
              "Aegis, secret for the GLPI admin account: {s}",
              "тајниот клуч за 2FA на благајната: {s}"]  # fmt: skip
_CODES = ["{c} is your Toll Collect verification code",
          "Vaš kod za prijavu na eFakturu je {c}. Ne delite ga ni sa kim.",
          "K10 portal: tek kullanımlık giriş kodunuz {c}, üç dakika geçerli.",
          "Кодът за вход в BG Toll е {c}",
          "Ο κωδικός μιας χρήσης για την e-TOLL είναι {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["K10-Depo-Nis", "Motel_Sedlo_Staff", "A1_Tabanovce_5G", "Telekom-MK-Blace",
          "Vivacom-Kapitan", "TurkcellSuperbox_7G2", "COSMOTE-Evzoni", "MTS_Pirot_Radionica",
          "ONE-Blagajna", "Vodafone-AL-Depo", "Yettel_CrveniKrst", "IPKO-Magazina",
          "K10 Carinsko Skladiste"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\npassword: {pw}",
    "truck-stop network {s}, password {pw}",
    "wifi in the tachograph workshop: {s} / {pw}",
    "the key on the sticker under the A1 router: {pw}",
    "motel reception sign: Wi-Fi {s} — Lozinka/Password: {pw}",
    "staff wifi at Motel Sedlo: {s}, key {pw}",
    "Wi-Fi for the freight-yard tablets: network {s}, passphrase {pw}",
    "wifi-to {s}, šifrata je {pw}",
    "wifi-то {s}, паролата е {pw}",
    "wifi-so {s}, parolasa e {pw}",
    "wifi {s}, parola lui ăi {pw}",
    "{s} wifi şifrası {pw}",
    "wifinun adi {s}, şifresi {pw} ha",
    "το wifi {s}, κουδικός {pw}",
    "wifi {s}, i šifra si {pw}",
    "wifi {s}, fjalëkalimi: {pw}",
    "безжичната мрежа {s}, лозинка {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("obl_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("lf_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out to you character by character: {t}", "[dictated over a Viber call] {t}",
          "čitam ti ga znak po znak: {t}", "диктуем ти го по знак: {t}", "harf harf yazayrum: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["workshop card PIN for the DTCO calibration: {pw}",
          "ПИН на фирмената карта за сваляне на данни: {pw}",
          "šifrata za katanecat na rampata: {pw}", "kodso na katanecso na skladso: {pw}",
          "mali mühür PIN'i: {pw}", "PIN bezbednosnog elementa na blagajni 2: {pw}",
          "ο κουδικός τ' συναγερμού στην αποθήκη: {pw}", "i šifra e vudaresko si {pw}",
          "the motel safe in room 14 opens with {pw}", "kodlu di lacăt ăi {pw}",
          "kasanun şifresi {pw} uşağum", "gate code for the yard at Crveni Krst: {pw}",
          "alarm code for the ticket office: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 8][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["vardar", "morava", "nisava", "struma", "pelister", "rampa", "vagon", "kamion",
                 "tahograf", "carina", "ajvar", "burek", "kajmak", "tulumba", "magistrala",
                 "kolovoz"]  # fmt: skip
_PHRASES = {"KeePass (depo.kdbx) master passphrase: {p}": " ",
            "Bitwarden master passphrase for the customs desk: {p}": "-",
            "Proton Pass passphrase (the shared vault): {p}": " ",
            "VeraCrypt passphrase of the tachograph archive disk: {p}": ".",
            "паролата-фраза за архивата: {p}": " ",
            "passphrase-ot za bekapat: {p}": "_",
            "yedekleme için uzun parolamız: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman export, header Authorization: Basic {v}": True,
    "haproxy.cfg: http-request set-header Authorization \"Basic {v}\"": True,
    "Insomnia, request 'seats': Authorization: Bearer {v}": False,
    "Bruno collection, auth header = Basic {v}": True,
    "Thunder Client request to the Transics API: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "imapcopy.cfg (moving the old customs mailbox):\nSourceServer mail-old.k10.lan\nSourcePort 143\nDestServer mail.koridor10.mk\nDestPort 143\ncopy carina \"{pw}\" carina@koridor10.mk \"{pw}\"",
    "~/.config/interimap/config:\nhost = mail.koridor10.mk\nusername = dispecer\npassword = {pw}",
    "~/.mailsync:\nstore depot {{\n  server {{mail.k10.lan/ssl/novalidate-cert}}\n  ref {{mail.k10.lan}}\n  pat INBOX*\n  login dispecer\n  passwd {pw}\n}}",
    "~/.listadmin.ini:\nadminurl https://lists.k10.lan/mailman/admindb/{{list}}\ndefault skip\npassword \"{pw}\"\nvozaci@lists.k10.lan",
    "RT_SiteConfig.pm:\nSet($DatabaseUser, 'rt_user');\nSet($DatabasePassword, '{pw}');",
    "bitrix/php_interface/dbconn.php:\n$DBLogin = \"bitrix\";\n$DBPassword = \"{pw}\";",
    "pjsip.conf:\n[a1-trunk-auth]\ntype=auth\nauth_type=userpass\nusername=38923100200\npassword={pw}",
    "kannel.conf:\ngroup = sendsms-user\nusername = depo\npassword = {pw}",
    "/etc/nut/upsd.users:\n[monuser]\n  password = {pw}\n  upsmon primary",
    "conf/context.xml:\n<Resource name=\"jdbc/yard\" auth=\"Container\" type=\"javax.sql.DataSource\" username=\"yard\" password=\"{pw}\" url=\"jdbc:postgresql://pg.k10.lan/yard\"/>",
    "config/database.yml:\nproduction:\n  adapter: postgresql\n  database: tickets\n  username: tickets\n  password: {pw}",
    "netbox/configuration.py:\nDATABASE = {{'NAME': 'netbox', 'USER': 'netbox', 'PASSWORD': '{pw}', 'HOST': 'pg.k10.lan'}}",
    "/etc/postfix/sasl_passwd:\n[smtp.koridor10.mk]:587 alerts@koridor10.mk:{pw}",
    "Matomo config/config.ini.php:\n[database]\nhost = \"db.k10.lan\"\nusername = \"matomo\"\npassword = \"{pw}\"",
    "phpipam config.php:\n$db['host'] = 'db.k10.lan';\n$db['user'] = 'phpipam';\n$db['pass'] = '{pw}';",
    "/etc/freepbx.conf:\n$amp_conf['AMPDBUSER'] = 'freepbxuser';\n$amp_conf['AMPDBPASS'] = '{pw}';",
    "compose.yaml of the ticket API:\n    environment:\n      POSTGRES_USER: tickets\n      POSTGRES_PASSWORD: {pw}",
    "Home Assistant secrets.yaml (depot boiler room):\nmqtt_password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Dragan: depot wifi password?\nMilica: {pw}",
    "[05:40] goce: root pw for the validator server?\n[05:41] aco: {pw}",
    "Arben: {pw} is the new Digifort admin password",
    "Kemal: use {pw}, that's what the Tremol has now",
    "Jelena: what's the Parkeon admin pw?\nBojan: {pw}",
    "Ilir: type {pw} — that's the wifi password at the Tirana depot",
    "Zoran: novata šifra je {pw}",
    "Цветан: новата парола е {pw}",
    "Emine: novasa parola e {pw}",
    "Tomi: parola năuă ăi {pw}",
    "Mehmet: yeni şifra {pw}",
    "Orhan: yeni şifremuz {pw} daa",
    "Θανάσης: ο νέος κουδικός είνι {pw}",
    "Sabina: i nevi šifra si {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "lo\u200bzinka: {pw}", "šif\u00adra = {pw}", "pаsswоrd ⇒ {pw}", "ｐａｒｏｌａ: {pw}",
    "𝐥𝐨𝐳𝐢𝐧𝐤𝐚 {pw}", "κωδ\u2060ικός: {pw}", "şi\ufefffre: {pw}", "ᴘᴀʀᴏʟᴀ = {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
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
    "the Tamtron weighbridge password is": "{s}", "Datecs service pw:": "{s} (since the fiscal module swap)",
    "šifrata je": "{s}", "паролата на сървъро е": "{s}\nнемой да я казуеш", "parola ăi": "{s}",
    "şifremuz": "{s} ha", "ο κουδικός είνι": "{s}", "i šifra si": "{s}",
    "Digifort password": "{s}\nto be changed after the audit",
    "the password Zoran read over the radio was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Dashdoc API token", "{s}", _j((HEX, 40))),
    ("split_token", "Loadfox key:", "{s} (freight matching)", _j("lf_", (ALNUM, 40))),
    ("split_token", "BG Toll client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Sparrow seed words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/35", lambda g: v.grouped(_card(g, "dinacard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MK"))),
    ("split_backup", "Toll Collect recovery codes", "{s}\nkpzt-4471-wrbn\nmvla-0932-dhxe", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "broj radioničke kartice", "{s}", _workshop_card),
    ("split_phrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"tamtron": {"url": "https://vaga.k10.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"šifra": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "goce", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"validators": [{"name": "val-01"}, {"name": "val-07", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["kamcli", "subscriber", "add", "blagajna2", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "паролата на сървъро е {s}"}': ("meta_password", _plain_pw),
    '{"κουδικός": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Datecs service menu as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"dashdoc": {"api_token": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"nilveraApiKey": "{s}"}': ("meta_token", _j((UPPER_HEX, 64))),
    '{"webeye_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "04/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "troy"), " ", g)),
    '{"broker": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "XK")),
    '{"driver": {"cpc_card": "{s}"}}': ("meta_id", _cpc_card),
    '{"mfa": {"recovery_codes": ["{s}", "kpzt-4471-wrbn", "mvla-0932-dhxe"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"fuel_float_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"desfire": {"master_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"diesel_tank": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Motel_Sedlo_Staff", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


def _wagon(serial: str) -> str:
    """A UIC wagon number with its Luhn-style self-check digit (not a secret)."""
    check = luhn.calc_check_digit(serial)
    return f"{serial[:2]} {serial[2:4]} {serial[4:8]} {serial[8:]}-{check}"


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"dtco-4.1-firmware-r4.1a.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/koridor10/tickets-api:3.2").hexdigest()
_COMMIT = hashlib.sha1(b"tickets: add seat-hold timeout", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ncts: revert MRN parser", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"manifest_2031-06-02.xml", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"tahografi-2031-05.zip").hexdigest()
_ISBN = str(std_isbn.format("978861719044" + std_ean.calc_check_digit("978861719044")))
_WAGON = _wagon("31536654123")

CLEAN = [
    "Remind me to change the Tamtron weighbridge password before the calibration on 2031-06-11.",
    "Zoran asked for the depot wifi password; it's on the card in the dispatcher's drawer.",
    "Policy: K10 passwords are at least 14 characters and live only in the shared vault.",
    "Don't paste passwords into Viber groups; share a vault link.",
    "The `.env.example` line `OBILET_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Datecs printer asks for a new service password after every firmware update.",
    "Replace <YOUR_TOLLCOLLECT_KEY> in the README with the key from the Toll Collect portal.",
    "DASHDOC_API_TOKEN and SIXFOLD_API_KEY must be set before the nightly transport sync runs.",
    "Nemoj da kažeš šifrata na nikoga, bre.",
    "Немой да казуеш паролата никому, бре.",
    "Ne kažuj parolasa na nikogo.",
    "Nu zițiri parola la ńima.",
    "Şifrani kimseye söylemeyesin, be.",
    "Şifreni kimseye deme ha uşağum.",
    "Μη λες τον κουδικό σ' σε κανέναν, ρε.",
    "Ma vaker i šifra khanikase.",
    "Lozinka mora da ima najmanje četrnaest znakova.",
    "Лозинката мора да има најмалку четиринаесет знаци.",
    "Паролата трябва да е поне четиринадесет знака.",
    "Fjalëkalimi duhet të ketë të paktën katërmbëdhjetë shenja.",
    "Ο κωδικός πρέπει να έχει τουλάχιστον δεκατέσσερις χαρακτήρες.",
    "Şifre en az on dört karakterden oluşmalı.",
    "Das Passwort für den Werkstatt-PC wird jeden Monat geändert.",
    "Parola de la depou se schimbă la fiecare trei luni.",
    "Upgraded the download-station software from 7.2 to 7.4 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the seat-hold timeout for the Skopje line.",
    f"Rolled back to {_SHORT} after the MRN parser broke the NCTS export.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The DTCO 4.1 firmware image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of tahografi-2031-05.zip: {_SHA512}",
    f"The tickets API runs ghcr.io/koridor10/tickets-api@sha256:{_IMAGE}.",
    f"MD5 of manifest_2031-06-02.xml is {_MD5}, same as the copy on the customs share.",
    "Request id 3f9c2a71-8b4e-4d1a-9e07-5c6b2f81d3a4 is the slow one in the booking logs.",
    "Purchase order PO-2031-00733 for 12 brake chambers ships on Thursday.",
    "GLPI #2288: the Blace lane 2 barrier keeps closing on trucks.",
    "Booking K10-SKP-NIS-558213 is for two seats on the 06:40 Skopje–Niš coach.",
    "Call the Pirot workshop on +381 10 320 447 before noon.",
    "Truck NI 482-KT with the Skopje load is parked behind Motel Sedlo.",
    f"ISBN {_ISBN} is the road-transport law handbook on the dispatcher's shelf.",
    "HS code 8708.30 is brakes and servo-brakes; 8716.39 is trailers.",
    "Reefer 3 held -18.5 °C; the trailer weighs 7,450 kg empty and the axle load is 11.5 t.",
    f"Wagon {_WAGON} is on track 7 at Crveni Krst.",
    "After three wrong PINs the workshop card is blocked; the PUK is with the card issuer.",
    "The coach from Sofia arrives at 14:20 at platform 6.",
    "The secret of a good ajvar is roasting the peppers slowly.",
    "Ask Goce for the yard gate code, I don't have it.",
    "My card ending 4417 was declined at the fuel station in Vranje.",
    "The Prizren broker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Toll Collect account and keep them in the safe.",
    "No real wallet support person will ever ask for your recovery words.",
    "Keep `TRANSFOLLOW_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the diesel tank rusts in winter; oil it every month.",
    "Toll Collect moved the API key page under Settings › Developers in its May release.",
    "The guest wifi 'Motel-Sedlo-Guest' is open, no password needed.",
    "Download the driver card every 28 days and the vehicle unit every 90 days.",
    "CMR 0081734 goes with the Edirne load; the T1 document is attached to GLPI #2290.",
    "Ticket 2031-0611-0042 was refunded at the Skopje counter.",
    "Niš to Skopje is 198 km, about 3 h 10 min with the border.",
    "Version 4.1.2 of the validator firmware fixed the NFC timeout.",
    "Password reset links from the booking site expire after 30 minutes.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/k10/tamtron", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "2288", "purchase_order": "PO-2031-00733"}',
    '{"booking": {"id": "K10-SKP-NIS-558213", "seats": 2, "departure": "06:40"}}',
    '{"phone": "+381 10 320 447", "city": "Pirot"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "wagons_on_track": 41}',
    '{"hs_code": "8708.30", "origin": "TR", "description": "brake chambers"}',
    '{"plate": "NI 482-KT", "axle_load_t": 11.5, "reefer_c": -18.5}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
