# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, ninety-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the ninety-eighth's docstring, the fifth to
ninety-eighth only to search them (grep) for the languages, wordings, tools, vendors, id kinds and
IBAN countries already used (to use others), the sample types (`secret_classes_heldout.py`) and the
value helpers (`secret_classes_values.py`); never `memories/`, the tuning corpus, the round corpora,
the corpora written at the same time, any test nor the reports, and the scrubber was never run on
it. Its own seed, password words, names, places, templates, tools, vendors and layouts, the way the
farm hands, barge and wellboat crews, hatchery and fish-health lab staff, ferry and harbour-office
clerks and the buyers' contacts of Tangvoe Sea Co-operative (fictional) leak secrets into an
assistant's memory: a salmon-farming and ferry co-operative of the North Atlantic with net pens in
Funningsfjørður (Faroe Islands), feed barges (Kópakonan, Skarfur, Selkie) in Vaila Sound and off
Bressay (Shetland), a hatchery at Stenness (Orkney), a harvest station at Þingeyri in Dýrafjörður
(Westfjords of Iceland), a site at Reine (Lofoten), the wellboat Havbrim, the small ferries Hoy Lass
(Kirkwall to Westray) and Reinefjord, a harbour office in Klaksvík, a fish-health lab in Tórshavn, and
buyers at Ustka and Słupsk in Poland, Boulogne-sur-Mer in France and the Toyosu market in Tokyo, with
an agent in Aomori (every boat, barge and person invented). The texts are WhatsApp, Signal, Spond,
Teams, Slack, Snapchat, Viber, Messenger, iMessage, Threema Work, Workplace, Google Chat, Wire,
Discord, Webex and Instagram messages and Iridium GO! texts, Google Keep, Apple Notes, Obsidian,
Samsung Notes and Bear notes, TOPdesk, Efecte, Easit GO, Zoho Desk, Help Scout and Front tickets,
e-mails, incident notes and a postmortem, runbooks, README fragments, shell history and prompts
(bash, PowerShell, cmd, a Makefile), code (Python, JavaScript, Go, Ruby, C#), configs, voice-dictated
text and requests to the assistant itself, around the panels of feeding, net, delousing, hatchery,
lab, bridge, satellite, camera, power, phone and office hardware (Akvasmart CCS, Gaelforce SeaMate,
a Fusion Marine sensor hub, a Hydrolicer, a Krüger Kaldnes RAS controller, Furuno FAR-2228, Roche
LightCycler 480 II, Thermo QuantStudio 5, Qiagen QIAcube Connect, Hach SC1000, Kongsberg K-Chief
600, Wärtsilä NACOS, Raymarine Axiom, Cobham Sailor 100 GX, Intellian v100NX, Starlink, Axis
cameras, Victron Cerbo GX, Deep Sea DSE8610, ComAp InteliLite, an Egersund Net camera winch, a
Morenot net cleaner, a Valka cutter, a Boca Lemur ticket printer, a Casio till, Grandstream
UCM6302, Yealink W76P, Synology RS1221+). Tools none of heldouts 5 to 98 names: memcstat,
net-snmp-create-v3-user, snmpusm, rspamc, empty (empty-expect), TigerGraph's `gsql`, SQL Server's
`setup.exe /SAPWD`, electron-builder's `CSC_KEY_PASSWORD`, Schemathesis, Dredd, nbsmtp, dtutil,
sapshcut, finsql, New-NAVServerUser, frmcmp, rwrun and Robot Framework's `robot`; in code pysnmp's
`UsmUserData`, exchangelib, IMAPClient, pysftp, ftputil, webdav4, requests' `HTTPDigestAuth`,
aiohttp's `BasicAuth`, python-ldap's `simple_bind_s`, pykeepass, pypdf, nodemailer, MQTT.js, Go's
`database/sql`, Ruby's `Net::SSH` and .NET's `NetworkCredential`; the configs of eturnal,
InspIRCd, UnrealIRCd, RTKBase, amavisd, DBMail, DSPAM, SugarCRM, Corteza, WAPT, Kresus, a React
Native app's `gradle.properties` and rsyslog's `omelasticsearch` action, three files of Asterisk's
(`ari.conf`, `res_odbc.conf`, `voicemail.conf`; Asterisk itself is named before, these files are
not), quicktun's key, and Venom, WireMock, Beeceptor and ngrok's inspector around Authorization
headers; beside them the commands the product names (sshpass, redis-cli, smbclient, mosquitto_pub,
ipmitool, 7z, xfreerdp, lftp) in layouts of its own. A little over 40 % of the texts are in other
languages than English (by a rough count of the drawn samples): Caithness Scots, Northern Norwegian
(the Lofoten speech, in Bokmål spelling), Tsugaru (the Japanese of western Aomori, in kana and
kanji), Kamigin (Kinamigin, the Manobo language of Camiguin, in Latin letters), Northern Thai (Kham
Mueang, in Thai script), Surzhyk (in Cyrillic), Dzūkian (the southern Lithuanian dialect) and
Podlachian (in Latin letters), which no earlier docstring names, and Faroese, Icelandic, Norwegian,
Danish, Swedish, Polish, Lithuanian, Latvian, Ukrainian, French, Japanese, Thai, Tagalog, Spanish
and Portuguese (with Czech and Italian in one seed phrase's line each) in wordings of their own. The
eight new languages' wordings are the author's approximations, checked by no speaker, built around
their pronouns, possessives and a few marked forms and the loanwords people there really text
(password, passwurd, passord, パスワード, พาสเวิร์ด, пароль, slaptažodzis, parol, code, wifi, API
key, login, IBAN): Caithness `e` ("the"), `ma` and `yer`, `noo`, `dinna let on tae onybody`;
Northern Norwegian `æ` ("I"), `e` ("is"), `te`, `hass` ("his"), `ikkje sei det te nån`; Tsugaru
`わ` ("I"), `わの` ("my"), the topic `だば`, `だじゃ`, `覚えでけ`, `まいね`; Kamigin's article `ka`,
`ku` and `nu` ("my", "your"), `wey` ("and") and `dii` ("not") among the Cebuano loans its speakers
now mix in (`bag-o`, `numero`, `pinadagan`); Kham Mueang's `ฮา` ("I"), `เป๋น` ("is"), `ไผ`
("who"), `เน้อ` and `เจ้า`; Surzhyk's `от`, `шо`, `тіки`, `щас`, `короче`, `послє`; Dzūkian's `dz`
for `d` before a front vowel (`slaptažodzis`, `paleidzau`) and `yr` for `yra`; Podlachian's `moj`,
`svoho`, `je` ("is"), `novy`, `ne każy nikomu`: all guesses after published word lists or
neighbouring languages. Vendors (QuickPay, Swedbank Pay, Scanpay, Paidy, Univapay, SB Payment,
Comgate, ThePay, imoje, EveryPay, Maksekeskus, Frisbii, Pensopay, Straumur, Valitor, Borgun,
Netgíró, Geodis, Sagawa, Japan Post, Nippon Express, Eimskip, Samskip, Royal Arctic Line, Faroe
Ship, Icelandair Cargo, DFDS, Ocean Network Express, Duett, Dinero, Uniconta, Payday, Yayoi,
Bakuraku, Sveve, Eurobate, CPSMS, Inmobile, SerwerSMS, JustSend, smsmode, Cuenote, Accrete, the Met
Office's DataHub, PHARMAQ Analytiq, Patogen, Fiskaaling, Fish Pool, Smyril Line, NorthLink and
AISHub; Talgildur Samleiki, Buypass, Diia, Profil Zaufany and Dokobit for one-time codes;
Landsbankinn and BankNordik as banks) are ones heldouts 5 to 98 do not name; where a vendor
publishes no token shape the shape here is the author's guess (QuickPay's and Swedbank Pay's 64 hex
digits, Scanpay's `id:secret`, Paidy's `sk_live_`, Frisbii's `priv_` and 32 hex digits, the Met
Office DataHub's JWT and AISHub's `AH_` user name are as the author believes them; Univapay's JWT,
Bakuraku's `bkrk_`, Analytiq's `aq_live_` and every other shape are guesses). The ids are kinds
heldouts 5 to 98 do not use, and none carries a check a library or this file verifies (python-stdnum
has no module for any of them): a Faroese P-tal, an Icelandic kerfiskennitala (the system id of a
foreign worker) and driving licence, the laser code on the back of a Thai ID card and a Thai
passport, a Norwegian national ID card and a D5L deck officer's licence, a Swedish identitetskort,
a Lithuanian passport and driving licence, a Japanese passport and seafarer's handbook (船員手帳), a
British discharge book and passport, a Ukrainian driving licence and military ID, a Polish seaman's
book and passport, a Philippine passport and LTO driver's licence, drawn in the shape the author
believes they are printed in (some wholly guessed, as their docstrings say). Card numbers pass Luhn
(Visa, Mastercard, JCB, Maestro, Amex, UnionPay, Diners and Discover from the value helpers,
checked with python-stdnum's `luhn`). The IBANs are of the countries used least by a rough count
over the IBAN shapes of heldouts 5 to 98 (the United Kingdom, Finland, the Netherlands, Belgium,
Czechia, Bulgaria and Serbia, seven corpora each, and the Faroe Islands, eight), drawn until
`stdnum.iban` validates them (Belgium's national check digits included); seed phrases come from
`mnemonic`'s English, French, Japanese, Spanish, Portuguese, Czech and Italian lists, each from
random entropy, so its checksum holds. 390 texts hold a secret, 20 field pairs and 20 metadata
samples (430 scored), with 60 clean texts and 10 clean metadata samples that must be kept: digests
after the word that names them, a commit, versions, a request's UUID, a purchase order, tickets, a
ferry booking, a phone number, an ISBN, a plate, pen readings, harvest weights and tides, a
`replace-me` placeholder and prose about passwords in the languages above.
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

SEED = 99_416_287
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
CYRILLIC_UPPER = "АВЕІКМНОРСТХ"

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


# The co-operative's words: its boats and barges, the sea's and the farm's words, its sites.
_BOATS = ["Havbrim", "Kopakonan", "Skarfur", "Selkie", "Draugen", "HoyLass", "Reinefjord",
          "SkerryMither", "Tjaldur", "Bonxie", "Sulebra", "Grindaboa"]  # fmt: skip
_SEA = ["Laksur", "Smolt", "Grindur", "Skrei", "Torsk", "Lundi", "Kelp", "Noust", "Haaf", "Voe",
        "Skerry", "Simmen", "Kishie", "Tammie", "Norie", "Rost", "Brim", "Fjara", "Tare"]  # fmt: skip
_SITES = ["Klaksvik", "Funningur", "Torshavn", "Vaila", "Bressay", "Lerwick", "Kirkwall",
          "Stenness", "Westray", "Scrabster", "Thingeyri", "Isafjordur", "Dyrafjordur", "Reine",
          "Svolvaer", "Moskenes", "Ustka", "Slupsk", "Boulogne", "Toyosu", "Hirosaki"]  # fmt: skip
_NAMES = ["Rogvi", "Sunniva", "Turid", "Bardur", "Joannes", "Hrafnhildur", "Einar", "Thordis",
          "Magnus", "Kirsty", "Erlend", "Ronnie", "Sindre", "Ingvild", "Haakon", "Mikolaj",
          "Agnieszka", "Ruta", "Vytautas", "Oksana", "Taras", "Somchai", "Malee", "Kittipong",
          "Jomar", "Rhea", "Gaelle", "Haruto", "Tsutomu", "Ilze"]  # fmt: skip
_WINDS = ["Nordan", "Sunnan", "Vestan", "Eystan", "Landnyrdingur", "Utsynningur", "Simmerdim"]
_SYMBOLS = "!#$%&*?@+=^"
_LEET = ["S4lm0n", "Sm0lt", "H4vbr1m", "K1rkw4ll", "Sk3rry", "Gr1ndur", "T0rsk", "Br3ssay",
         "L0f0t3n", "W3stray"]  # fmt: skip


def _manager(g: random.Random) -> str:
    """Four random groups of five, letters of both cases and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways the crews, the lab and the office pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BOATS)}{g.randrange(1998, 2034)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_SEA, 2)) + "-" + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "!#%&?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
    lambda g: f"Lus0.{g.randrange(1, 10)}{g.choice(_SITES)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_SITES)}Pen{g.randrange(1, 13)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    _manager,
    lambda g: f"{g.choice(_WINDS)}{g.randrange(15, 60)}kn{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_SITES).lower()}_{g.choice(_SEA).lower()}_{g.randrange(1990, 2034)}",
    lambda g: f"Feed{g.randrange(100, 900)}t{g.choice(_SYMBOLS)}{g.choice(_BOATS)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_NAMES)}Loves{g.choice(_BOATS)}{g.randrange(2, 100)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, 'Funningsfjørður pens', Rógvi: the Akvasmart CCS feed PC password is {pw}",
    "Signal from Kirsty: Gaelforce SeaMate barge NVR admin password {pw}",
    "Spond message to the night shift: Fusion Marine pen-sensor hub password {pw}",
    "Teams chat #wellboat-havbrim: Hydrolicer HMI password {pw}",
    "Slack #stenness-hatchery: Krüger Kaldnes RAS controller admin password {pw}",
    "Snapchat from Sindre (why Snapchat): Furuno FAR-2228 radar service password {pw}",
    "Viber from Oksana: LightCycler 480 II workstation password {pw}",
    "Messenger group 'Tangvoe crew Lofoten': the Starlink router admin password is {pw}",
    "iMessage from Magnus: K-Chief 600 on the Hoy Lass, engineer password {pw}",
    "Threema Work from Turið: QuantStudio 5 PC in the fish-health lab, password {pw}",
    "Workplace post in 'Klaksvík harbour office': Boca Lemur ticket printer admin password {pw}",
    "Google Chat, Þórdís: Valka cutter at the Þingeyri harvest station, service password {pw}",
    "Wire chat: Sailor 100 GX VSAT on barge Skarfur, admin password {pw}",
    "Iridium GO! text from the Havbrim: Intellian v100NX antenna password {pw}",
    "Discord DM from Kittipong: the Axis camera on pen 6 has password {pw}",
    "Webex chat: Wärtsilä NACOS workstation password on the Reinefjord {pw}",
    "Instagram DM (wrong app, Jomar): Raymarine Axiom on the workboat, admin password {pw}",
    "Google Keep 'barge Kópakonan': Victron Cerbo GX remote console password {pw}",
    "Apple Notes 'Stenness hatchery': Hach SC1000 controller password {pw}",
    "Obsidian note 'Reine site': Egersund Net camera winch PLC password {pw}",
    "Samsung Notes: Morenot net-cleaner rig tablet password {pw}",
    "Bear note 'lab': Qiagen QIAcube Connect admin password {pw}",
    "TOPdesk call I 2406 117: since the update the Grandstream UCM6302 rejects the admin password {pw}",
    "Efecte ticket INC-31877: Synology RS1221+ in the harbour office, admin password {pw}",
    "Easit GO case 5521: Yealink W76P base station admin password {pw}, can someone reset it",
    "Zoho Desk #88213: Deep Sea DSE8610 genset controller password {pw}",
    "Help Scout conversation with the integrator: ComAp InteliLite web password {pw}",
    "Front comment on the Sailor support thread: the VSAT admin password is {pw}",
    "Hi Ingvild,\n\nReine feed server, admin password: {pw}. Move it to the vault when you can and bin this e-mail.\n\nHåkon",
    "Incident 2033-02-11: the Cerbo GX on barge Selkie was reachable from the internet with password {pw}",
    "Runbook: manual feeding on barge Skarfur\n1. open the Akvasmart CCS\n2. operator login\n3. pw: {pw}\n4. set silo 3 to manual",
    "README (fish-health lab rack)\nthe QIAcube Connect UI is at https://qiacube.lab.tangvoe.lan, admin password `{pw}`.",
    "my Landsbankinn app password is {pw} now",
    "can you remember my BankNordik netbank password? it's {pw}",
    "dictated: the Starlink on the Havbrim, admin password {pw}, full stop",
    "note to self: Casio till at the Westray pier, manager password {pw}",
    "after the firmware update the Furuno password became {pw}",
    "Ronnie: e passwurd fur e Grandstream in e harbour office is {pw}, dinna let on tae onybody",
    "ma email passwurd's {pw} noo",
    "Sindre: passordet te Furuno-radaren e {pw}, ikkje sei det te nån",
    "æ har bytta passordet på fôrflåten, det e no {pw}",
    "わのメールのパスワード、{pw}だじゃ",
    "事務所のルーターのパスワードだば {pw}だ。誰さもしゃべるなよ",
    "Jomar: ka password ku sa laptop sa wellboat, {pw}. Dii nu isuyu",
    "sa email ku, ka password {pw}",
    "รหัสผ่านอีเมลของฮาเป๋น {pw} เน้อ",
    "สมชาย: พาสเวิร์ดคอมห้องแล็บเป๋น {pw} อย่าบอกไผเน้อ",
    "Оксана: пароль на лабораторний комп — {pw}, тіки нікому не кажи",
    "короче, мій пароль от пошти щас {pw}",
    "Rūta: slaptažodzis nuo laivo kompiuterio yr {pw}, niekam nesakyk",
    "mano pašto slaptažodzis dabar {pw}",
    "Mikołaj: moj parol do poczty je {pw}, ne każy nikomu",
    "parol ad routera na barży: {pw}",
    "Rógvi: loyniorðið til fóðurteldunnar á prámanum er {pw}",
    "lykilorðið á tölvunni í sláturhúsinu á Þingeyri er {pw}",
    "passordet til fôringsanlegget på Reine er {pw}",
    "hasło do komputera w chłodni w Ustce to {pw}",
    "slaptažodis prie sandėlio kompiuterio yra {pw}",
    "le mot de passe du poste de mareyage à Boulogne, c'est {pw}",
    "豊洲の事務所のPCのパスワードは {pw} です",
    "ang password ng laptop sa bridge ay {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["rogvi.j", "sunniva", "turid.h", "bardur", "hrafnhildur", "einar.th", "thordis",
          "magnus.tait", "kirsty", "erlend", "ronnie.g", "sindre", "ingvild.b", "haakon",
          "mikolaj", "agnieszka.w", "ruta", "vytautas", "oksana", "taras.h", "somchai", "malee",
          "kittipong", "jomar", "rhea.m", "gaelle", "tsutomu", "svc-feed", "bargeops", "lab-pcr",
          "wellboat", "ferry-pos"]  # fmt: skip
_LOGINS = [
    "Signal, Kirsty: the Gaelforce login is {u} / {pw}",
    "TOPdesk I 2406 131: {u} locked out of the QuantStudio PC, last password {pw}",
    "user {u} pass {pw}",
    "Obsidian › Sites › Vaila › Cerbo GX: {u} — {pw}",
    "| box | user | password |\n|---|---|---|\n| Akvasmart CCS | {u} | {pw} |",
    "sign in to the K-Chief as {u} using {pw}",
    "NAS login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: barge-selkie\n  user: {u}\n  pass: {pw}",
    "Teams DM: account {u}, password {pw}",
    "Efecte INC-31902: creds for the Valka service laptop are {u} and {pw}",
    "device;login;password\nlightcycler-pc;{u};{pw}",
    "ssh {u}@feed-srv.tangvoe.lan (password {pw})",
    "Magnus says the Hoy Lass till login is {u} and his password is {pw}",
    "e login's {u} an e passwurd's {pw}",
    "brukernavnet mitt e {u}, og passordet mitt e {pw}",
    "ユーザー名だば {u}、パスワードだば {pw}だ",
    "username ku {u}, ka password {pw}",
    "ยูสเซอร์ {u} พาสเวิร์ด {pw} เน้อ",
    "логін {u}, пароль {pw}, запиши десь",
    "vartotojas {u}, slaptažodzis {pw}",
    "login {u}, parol {pw}",
    "brúkaranavn {u}, loyniorð {pw}",
    "notandanafnið er {u}, lykilorðið {pw}",
    "brugernavnet til PC'en er {u}, koden {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tjaldur", "bonxie", "selkie", "skerry", "smolt", "haaf", "noust", "kishie",
               "lundi", "draugen", "skrei", "simmen", "tammie", "grindur", "maelstrom"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password: the word {w} in lower case, {d} straight after",
    "for the barge PC it's {w} with {d} at the end",
    "voice memo: hatchery wifi is {w} and then {d}, no spaces",
    "type {w}, then {d}",
    "it's {w}{d}, word and number glued together",
    "e passwurd's e word {w}, then {d}",
    "passordet e ordet {w}, og så {d} etterpå",
    "パスワードだば {w} って言葉さ、{d} つけるんだ",
    "ka password ku, ka word {w} wey {d}",
    "พาสเวิร์ดเป๋นคำว่า {w} แล้วต่อด้วย {d}",
    "пароль, короче, слово {w}, а послє нього {d}",
    "slaptažodzis — žodzis {w}, paskui {d}",
    "parol — słovo {w}, potom {d}",
    "lykilorðið er orðið {w} og svo {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "memcstat --servers=memc1.tangvoe.lan --binary --username={u} --password='{pw}'",
    "net-snmp-create-v3-user -ro -A '{pw}' -a SHA-256 -x AES {u}",
    "snmpusm -v 3 -u {u} -l authNoPriv -a SHA -A '{pw}' barge-skarfur.tangvoe.lan create feedmon {u}",
    "rspamc -h mx1.tangvoe.lan:11334 -P '{pw}' stat",
    "empty -f -i /tmp/plc.in -o /tmp/plc.out telnet 10.40.2.17 && empty -w -i /tmp/plc.out -o /tmp/plc.in 'Password:' '{pw}\\n'",
    "gsql -u {u} -p '{pw}' 'ls'",
    "setup.exe /Q /ACTION=Install /FEATURES=SQLEngine /INSTANCENAME=HARBOUR /SECURITYMODE=SQL /SAPWD=\"{pw}\" /IACCEPTSQLSERVERLICENSETERMS",
    "CSC_KEY_PASSWORD='{pw}' npx electron-builder --win --publish never",
    "schemathesis run https://booking.tangvoe.lan/openapi.json --auth {u}:{pw} --checks all",
    "dredd booking-api.apib https://booking.tangvoe.lan --user {u}:{pw}",
    "nbsmtp -h smtp.tangvoe.fo -p 587 -S -U {u} -P '{pw}' -f alerts@tangvoe.fo < lice-report.eml",
    "dtutil /SQL FeedImport /SourceS harbour-sql /SourceU {u} /SourceP \"{pw}\" /COPY FILE;C:\\ssis\\FeedImport.dtsx",
    "sapshcut.exe -system=PRD -client=100 -user={u} -pw={pw} -language=EN",
    "finsql.exe command=exportobjects,file=C:\\nav\\fish.txt,servername=navsql,database=Tangvoe,ntauthentication=0,username={u},password={pw}",
    "frmcmp module=lice_entry.fmb userid={u}/{pw}@FISHDB module_type=form",
    "rwrun report=harvest.rdf userid={u}/{pw}@FISHDB desformat=PDF destype=file desname=harvest.pdf",
    "robot --variable USER:{u} --variable PASSWORD:{pw} tests/booking.robot",
    "New-NAVServerUser -ServerInstance NAV -UserName {u} -Password (ConvertTo-SecureString '{pw}' -AsPlainText -Force)",
    "sshpass -p '{pw}' ssh {u}@barge-kopakonan.tangvoe.lan 'systemctl restart feedlogger'",
    "redis-cli -h cache.tangvoe.lan -a '{pw}' --no-auth-warning info keyspace",
    "smbclient //nas-harbour/lab -U '{u}%{pw}' -c 'get pcr-plate-0412.csv'",
    "mosquitto_pub -h mqtt.tangvoe.lan -u {u} -P '{pw}' -t pens/6/o2 -m 8.4",
    "ipmitool -I lanplus -H 10.10.0.21 -U {u} -P '{pw}' chassis power cycle",
    "7z a -p'{pw}' -mhe=on lice-counts-2033.7z lice/",
    "xfreerdp /v:booking-pc.tangvoe.lan /u:{u} /p:'{pw}' /cert:ignore",
    "lftp -u {u},'{pw}' sftp://edi.tangvoe.fo -e 'mirror -R out/ /inbound; bye'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "ops@barge-kopakonan:~$ {c}", "bash history on feed-srv:\n  412  {c}",
    "PS C:\\harbour> {c}", "C:\\Program Files\\Tangvoe> {c}", "as in the runbook: `{c}`",
    "root@feed-srv:~# {c}", "admin@nas-harbour:~$ {c}", "lab-pc$ {c}",
    "Makefile (target push-feed):\n\t{c}", "Teams, Håkon: ran this and it worked: {c}",
    "Efecte INC-31944, what the contractor ran: {c}", "last line of ~/.bash_history:\n{c}",
    "e command Ronnie ran: {c}", "kommandoen æ brukte: {c}", "わが打ったコマンドだば: {c}",
    "ka command nga pinadagan ku: {c}", "คำสั่งที่ฮาใช้: {c}", "ось команда, шо я запускав: {c}",
    "komanda, kurią paleidzau: {c}", "komanda, što ja pustiv: {c}", "skipanin, sum eg koyrdi: {c}",
    "skipunin sem ég keyrði: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_CODE = [
    "UsmUserData('{u}', '{pw}', authProtocol=usmHMACSHAAuthProtocol)",
    "creds = Credentials('harbour@tangvoe.fo', '{pw}')\naccount = Account('harbour@tangvoe.fo', credentials=creds, autodiscover=True)",
    "with IMAPClient('imap.tangvoe.fo') as client:\n    client.login('{u}', '{pw}')",
    "sftp = pysftp.Connection('edi.tangvoe.fo', username='{u}', password='{pw}')",
    "with ftputil.FTPHost('ftp.fiskaaling.fo', '{u}', '{pw}') as host:\n    host.download('sea-temp.csv', 'sea-temp.csv')",
    "client = Client('https://dav.tangvoe.lan/lab', auth=('{u}', '{pw}'))",
    "requests.get('http://10.40.2.31/ISAPI/System/deviceInfo', auth=HTTPDigestAuth('admin', '{pw}'))",
    "auth = aiohttp.BasicAuth('{u}', '{pw}')",
    "conn.simple_bind_s('uid={u},ou=crew,dc=tangvoe,dc=fo', '{pw}')",
    "kp = PyKeePass('crew.kdbx', password='{pw}')",
    "writer.encrypt('{pw}', algorithm='AES-256')",
    "const transport = nodemailer.createTransport({{ host: 'smtp.tangvoe.fo', port: 587, auth: {{ user: '{u}', pass: '{pw}' }} }});",
    "const client = mqtt.connect('mqtts://mqtt.tangvoe.lan:8883', {{ username: '{u}', password: '{pw}' }});",
    "db, err := sql.Open(\"mysql\", \"{u}:{pw}@tcp(feed-db.tangvoe.lan:3306)/feeding\")",
    "Net::SSH.start('barge-selkie.tangvoe.lan', '{u}', password: '{pw}') do |ssh|",
    "var cred = new NetworkCredential(\"{u}\", \"{pw}\", \"TANGVOE\");",
]  # fmt: skip
_CODE_PLACES = [
    "{c}", "feed_sync.py:\n{c}", "snippet Jomar pasted in Teams:\n```\n{c}\n```",
    "// TODO move to the vault\n{c}", "Gist 'barge tools': {c}", "lab_export, line 14: {c}",
    "ka code nga pinadala ni Rhea: {c}", "код, шо скинув Тарас: {c}", "kodas iš Vytauto: {c}",
    "koden fra Sindre: {c}",
]  # fmt: skip
_code = _framed("cli_password", _CODE, _CODE_PLACES)


_URLS = [
    "rtsp://{u}:{pw}@cam-pen6.tangvoe.lan:554/Streaming/Channels/101",
    "ftps://{u}:{pw}@ftp.tangvoe.fo:990/lice/",
    "mssql+pyodbc://{u}:{pw}@harbour-sql/Booking?driver=ODBC+Driver+18+for+SQL+Server",
    "oracle+oracledb://{u}:{pw}@fishdb.tangvoe.lan:1521/?service_name=FISH",
    "postgresql://{u}:{pw}@pg.tangvoe.lan:5432/fishtalk_mirror?sslmode=require",
    "redis://{u}:{pw}@cache.tangvoe.lan:6379/2",
    "mongodb://{u}:{pw}@mongo1.tangvoe.lan:27017,mongo2.tangvoe.lan:27017/lab?replicaSet=rs0",
    "imaps://{u}:{pw}@imap.tangvoe.fo:993/INBOX",
    "davs://{u}:{pw}@dav.tangvoe.lan/lab/",
    "Server=harbour-sql;Database=Booking;User Id={u};Password={pw};TrustServerCertificate=True",
    "clickhouse://{u}:{pw}@ch.tangvoe.lan:9000/sensors",
    "sasl_ssl://{u}:{pw}@kafka.tangvoe.lan:9093",
    "http://{u}:{pw}@10.40.2.31/ISAPI/Streaming/channels/101/picture",
]  # fmt: skip
_URL_PLACES = [
    "FISHTALK_MIRROR_URL={c}", "put this DSN in my notes: {c}", "Efecte INC-31950: {c}",
    "Obsidian note 'databases': {c}", "e database link's {c}", "строчка подключєнія до бази: {c}",
    "接続文字列だば {c}", "sambandsstrongurin er {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str, scope: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tangvoe-coop", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 31_536_000, "scope": scope}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Vendors no earlier corpus names. Where a vendor publishes no shape for its keys, the shape here
# is the author's guess (see the module docstring).
_VENDORS: list[tuple[str, str, Maker]] = [
    ("QuickPay", "QUICKPAY_API_KEY", _j((HEX, 64))),
    ("Swedbank Pay", "SWEDBANKPAY_TOKEN", _j((HEX, 64))),
    ("Scanpay", "SCANPAY_API_KEY", lambda g: f"{g.randrange(1000, 99_999)}:{_r(g, B64, 64)}"),
    ("Paidy", "PAIDY_SECRET_KEY", _j("sk_live_", (LOWER_DIGITS, 26))),
    ("Univapay", "UNIVAPAY_APP_TOKEN", _vendor_jwt("https://api.univapay.com", "charges:write")),
    ("SB Payment", "SBPS_HASH_KEY", _j((ALNUM, 40))),
    ("Comgate", "COMGATE_SECRET", _j((ALNUM, 32))),
    ("ThePay", "THEPAY_PROJECT_PASSWORD", _j((HEX, 32))),
    ("imoje", "IMOJE_SERVICE_KEY", _j((ALNUM, 40))),
    ("EveryPay", "EVERYPAY_API_SECRET", _j((HEX, 32))),
    ("Maksekeskus", "MAKSEKESKUS_SECRET_KEY", _j((ALNUM, 64))),
    ("Frisbii", "FRISBII_PRIVATE_KEY", _j("priv_", (HEX, 32))),
    ("Pensopay", "PENSOPAY_API_KEY", _j((URLSAFE, 48))),
    ("Straumur", "STRAUMUR_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Valitor", "VALITOR_API_KEY", _j((ALNUM, 32))),
    ("Borgun", "BORGUN_SECURE_TOKEN", _j((B64, 43), "=")),
    ("Netgíró", "NETGIRO_SECRET_KEY", _j((ALNUM, 48))),
    ("Geodis", "GEODIS_API_KEY", _j((ALNUM, 32))),
    ("Sagawa", "SAGAWA_API_TOKEN", _j((HEX, 40))),
    ("Japan Post", "JAPANPOST_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Nippon Express", "NX_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Eimskip", "EIMSKIP_API_KEY", _j((HEX, 32))),
    ("Samskip", "SAMSKIP_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Royal Arctic Line", "RAL_API_TOKEN", _j((ALNUM, 32))),
    ("Faroe Ship", "FAROESHIP_API_KEY", _j((UPPER_HEX, 32))),
    ("Icelandair Cargo", "ICELANDAIR_CARGO_KEY", _j((ALNUM, 36))),
    ("DFDS", "DFDS_LOGISTICS_API_KEY", _j((HEX, 32))),
    ("Ocean Network Express", "ONE_API_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Duett", "DUETT_API_TOKEN", _j((B64, 60))),
    ("Dinero", "DINERO_API_KEY", _j((HEX, 32))),
    ("Uniconta", "UNICONTA_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Payday", "PAYDAY_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Yayoi", "YAYOI_API_KEY", _j((ALNUM, 40))),
    ("Bakuraku", "BAKURAKU_API_TOKEN", _j("bkrk_", (ALNUM, 32))),
    ("Sveve", "SVEVE_PASSWD", _j((ALNUM, 20))),
    ("Eurobate", "EUROBATE_API_PASSWORD", _j((ALNUM, 24))),
    ("CPSMS", "CPSMS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Inmobile", "INMOBILE_API_KEY", _j((HEX, 40))),
    ("SerwerSMS", "SERWERSMS_TOKEN", _j((URLSAFE, 64))),
    ("JustSend", "JUSTSEND_APP_KEY", _j((ALNUM, 32))),
    ("smsmode", "SMSMODE_API_KEY", _j((ALNUM, 32))),
    ("Cuenote", "CUENOTE_API_KEY", _j((HEX, 40))),
    ("Accrete", "ACCRETE_API_TOKEN", _j((ALNUM, 40))),
    ("Met Office DataHub", "METOFFICE_DATAHUB_KEY", _vendor_jwt("https://datahub.metoffice.gov.uk", "site-specific:read")),
    ("PHARMAQ Analytiq", "ANALYTIQ_API_KEY", _j("aq_live_", (ALNUM, 32))),
    ("Patogen", "PATOGEN_API_TOKEN", _j((HEX, 40))),
    ("Fiskaaling", "FISKAALING_DATA_KEY", lambda g: v.uuid4(g, "a")),
    ("Fish Pool", "FISHPOOL_API_KEY", _j((ALNUM, 32))),
    ("Smyril Line", "SMYRIL_AGENT_TOKEN", _j((B64, 43), "=")),
    ("NorthLink", "NORTHLINK_AGENT_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "docker-compose.override.yml:\n    environment:\n      {env}: \"{tok}\"",
    "k8s Secret booking-api, stringData:\n  {env}: {tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "fly secrets set {env}={tok} -a tangvoe-booking",
    "wrangler secret put {env} <<< '{tok}'",
    "CI secret {env}, noted here before it goes into the settings page: {tok}",
    "Tangvoe ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Obsidian table 'API keys': | {vendor} | live | {tok} |",
    "TOPdesk I 2407 004: {vendor} answers 401 to every call, key in use {tok}",
    "Efecte INC-32011: {vendor} sync stopped overnight, the key it uses is {tok}",
    "Teams, Ingvild: here's the {vendor} key the booking sync needs: {tok}",
    "can you hang on to our {vendor} API key? {tok}",
    "to do: rotate the {vendor} token {tok} by the end of the week",
    "Jenkins › Credentials › '{vendor} live' (secret text): {tok}",
    "Signal from Ingvild: new {vendor} key, the old one is revoked: {tok}",
    "Zoho Desk #88240: {vendor} webhook signature fails, the key in the config is {tok}",
    "Help Scout reply from {vendor} support: regenerate {tok}, it was posted in a public channel",
    "Postmortem, 2 March: the {vendor} key {tok} was committed to the booking repo",
    "README (booking sync)\nset `{env}` to `{tok}` before the first run",
    "Bear note 'integrations': {vendor} — {tok}",
    "dictated: the {vendor} API key, {tok}, over",
    "e {vendor} API key's {tok}",
    "API-nøkkelen te {vendor} e {tok}",
    "{vendor}のAPIキーだば {tok}だ",
    "ka API key sa {vendor}, {tok}",
    "API key ของ {vendor} เป๋น {tok} เน้อ",
    "API ключ от {vendor}: {tok}",
    "raktas nuo {vendor} API: {tok}",
    "kluč API {vendor}: {tok}",
    "API-lykilin hjá {vendor} er {tok}",
    "API-lykillinn fyrir {vendor} er {tok}",
    "vores API-nøgle hos {vendor}: {tok}",
    "API-nyckel till {vendor}, den nya: {tok}",
    "{vendor} piekļuves atslēga (API): {tok}",
    "para el comprador de Vigo, la llave del API de {vendor}: {tok}",
    "a chave de API da {vendor} é {tok}",
    "คีย์ API ของ {vendor} คือ {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    quickpay = _r(rng, HEX, 64)
    metoffice = _vendor_jwt("https://datahub.metoffice.gov.uk", "site-specific:read")(rng)
    aishub = f"AH_{rng.randrange(1000, 9999)}_{_r(rng, UPPER_HEX, 8)}"
    frisbii = "priv_" + _r(rng, HEX, 32)
    smyril = _r(rng, B64, 43) + "="
    northlink = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'requests.post("https://api.quickpay.net/payments", auth=("", "{quickpay}"), json={{"currency": "DKK", "order_id": "TVC2033041"}})', quickpay),
        Sample("vendor_token", f'r = requests.get(SITE_URL, params={{"latitude": 62.23, "longitude": -6.58}}, headers={{"apikey": "{metoffice}"}})', metoffice),
        Sample("vendor_token", f"AIS feed for the wellboat tracker: https://data.aishub.net/ws.php?username={aishub}&format=1&output=json&compress=0", aishub),
        Sample("vendor_token", f"curl -u '{frisbii}:' https://api.frisbii.com/v1/charge -d handle=inv-2033-041", frisbii),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "SMYRIL_AGENT_TOKEN", "\\"{smyril}\\"")\n  }}\n}}', smyril),
        Sample("vendor_token", f'let client = NorthLinkAgentClient(apiKey: "{northlink}")', northlink),
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


_BARE_PLACES = ["{t}", "Teams: {t}", "the portal shows it only once, pasting it here:\n{t}", "e token's {t}",
                "токен: {t}", "{t}\n(this replaces yesterday's)", "このトークン覚えでけ: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 54), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the oxygen probe on pen 4 (OTAA): {h}": 32,
    "Zigbee network key of the hatchery's lighting controllers: {h}": 32,
    "OSDP secure-channel base key (SCBK) for the harbour gate readers: {h}": 32,
    "DNP3 SAv5 update key for the Vaila power RTU: {h}": 64,
    "quicktun PRIVATE_KEY for the barge tunnel: {h}": 64,
    "wM-Bus AES key of the hatchery's water meter: {h}": 32,
    "krypteringslykilin til trygdaravritið: {h}": 64,
    "ключ шифрування для бекапу: {h}": 64,
    "バックアップの暗号キーだば {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Efecte INC-32040: token copied out of the browser dev tools {t}",
    "Cookie: lang=fo; tvc_session={t}",
    "BOOKING_API_TOKEN={t}",
    "stash this bearer token for the booking tests: {t}",
    "токен: {t}",
    "โทเค็นเป๋น {t}",
    "e token fur e booking site's {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@tangvoe.fo"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://login.tangvoe.fo/realms/crew",
            "azp": "booking-console",
            "roles": ["harbour", "ferry-pos"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the feed server on barge Skarfur, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.tangvoe.fo.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"AS2_PRIVATE_KEY": "{key}", "partner": "ustka-processing"}}': ("PRIVATE KEY", "\\n"),
    "tee ~/.ssh/id_ecdsa_lab > /dev/null <<'KEY'\n{key}\nKEY": ("EC PRIVATE KEY", "\n"),
    "TOPdesk I 2407 019, the integrator pasted:\n{key}": ("PRIVATE KEY", "\n"),
    "privati lykilin hjá servaranum:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Boulogne buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it off the steel plate before it goes to the bank box: {p}": "english",
    "Nunchuk recovery words for the crew fund\n{p}": "english",
    "BlueWallet words (the old crew-fund wallet, emptied in January): {p}": "english",
    "voice memo: Zengo backup words, here goes: {p}. Done.": "english",
    "Obsidian note 'Crew fund wallet (retired)': {p}": "english",
    "endurheimtarorðin fyrir veskið: {p}": "english",
    "phrase de récupération du portefeuille du mareyeur : {p}": "french",
    "ウォレットの復元フレーズだば {p}": "japanese",
    "palabras de respaldo de la cartera del mayorista: {p}": "spanish",
    "palavras de backup da carteira do armador: {p}": "portuguese",
    "slova pro obnovu peněženky od Jiřího: {p}": "czech",
    "parole di ripristino del wallet del socio di Trieste: {p}": "italian",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    joiner = "\u3000" if lang == "japanese" else " "
    words = phrase.split(joiner)
    layouts = [
        joiner.join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " | ".join(words),
        "  ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template or lang == "japanese" else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Teams, Ingvild: the coop card for the Furuno spare parts is {c}, exp {mm}/{yy}",
    "hold on to the spare card for me: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Efecte INC-32077: pay the Cerbo GX replacement with card {c}",
    "dictated: company card for the Lerwick chandlery, {c}, expiry {mm}/{yy}",
    "Obsidian note 'travel': card {c} ({mm}/{yy}) for the Smyril Line booking",
    "ma card nummer's {c}, {mm}/{yy}",
    "æ har kortnummer {c}, går ut {mm}/{yy}",
    "わのカード番号だば {c}",
    "ka card ku, numero {c}, {mm}/{yy}",
    "เลขบัตรของฮาเป๋น {c}",
    "номер карти: {c}, до {mm}/{yy}",
    "kortelės numeris: {c}",
    "numer mojej kartki: {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "jcb", "maestro", "amex", "unionpay", "diners", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 05/36, CVC {cvv}",
               "security code, back of the card: {cvv}",
               "Amex {c}, CID (four digits, front, right side): {cvv}",
               "e three numbers on e back o e card's {cvv}",
               "カードの裏の三桁だば {cvv}",
               "три цифри ззаду карти: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 98 (seven corpora each: the United
# Kingdom, Finland, the Netherlands, Belgium, Czechia, Bulgaria, Serbia; and the Faroe Islands,
# eight); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"GB": "aaaa" + "n" * 14, "FI": "n" * 14, "NL": "aaaa" + "n" * 10, "BE": "n" * 12,
                "CZ": "n" * 20, "BG": "aaaa" + "n" * 6 + "c" * 8, "RS": "n" * 18,
                "FO": "n" * 14}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TVC-2033-041, net 30: net-cleaning contractor, pay to {i}",
    "save the Boulogne buyer's IBAN: {i}",
    "IBAN: {i}\nReference: harvest lot 0611, March",
    "Teams #finance: the Ustka processor's new bank details, IBAN {i}",
    "BankNordik transfer form, beneficiary IBAN {i}",
    "Efecte INC-32090: supplier changed bank account, new IBAN {i}",
    "ma IBAN's {i}",
    "IBAN-en min e {i}",
    "わのIBANだば {i}",
    "ka IBAN ku {i}",
    "мій IBAN: {i}",
    "mano IBAN: {i}",
    "moj IBAN: {i}",
    "IBAN-nummarið hjá mær er {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Ids and documents no earlier corpus uses. None has a module in python-stdnum and none carries a
# check this file verifies: each is drawn in the shape the author believes it is printed in.
def _ptal(g: random.Random) -> str:
    """A Faroese P-tal: the birth date (DDMMYY), a dash and three digits."""
    return (
        f"{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(60, 100):02d}-{_r(g, D, 3)}"
    )


def _kerfiskennitala(g: random.Random) -> str:
    """An Icelandic kerfiskennitala (a system id given to foreign workers): 8 or 9, then nine digits."""
    return f"{g.choice('89')}{_r(g, D, 5)}-{_r(g, D, 4)}"


def _is_licence(g: random.Random) -> str:
    """An Icelandic driving licence (ökuskírteini) number: eight digits (a guess)."""
    return g.choice("123456789") + _r(g, D, 7)


def _th_laser(g: random.Random) -> str:
    """The laser code on the back of a Thai ID card: two letters and a digit, seven, two."""
    return f"{_r(g, UPPER, 2)}{_r(g, D, 1)}-{_r(g, D, 7)}-{_r(g, D, 2)}"


def _th_passport(g: random.Random) -> str:
    """A Thai passport: two letters and seven digits."""
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _no_idcard(g: random.Random) -> str:
    """A Norwegian national ID card (nasjonalt ID-kort): two letters and seven digits (a guess)."""
    return g.choice(["F", "I"]) + _r(g, UPPER, 1) + _r(g, D, 7)


def _d5l(g: random.Random) -> str:
    """A Norwegian deck officer's licence (D5L): seven digits (a guess)."""
    return "0" + _r(g, D, 6)


def _se_idcard(g: random.Random) -> str:
    """A Swedish national ID card (identitetskort): eight digits."""
    return g.choice("123456789") + _r(g, D, 7)


def _lt_passport(g: random.Random) -> str:
    """A Lithuanian passport (pasas): eight digits."""
    return g.choice("12") + _r(g, D, 7)


def _lt_licence(g: random.Random) -> str:
    """A Lithuanian driving licence (vairuotojo pažymėjimas): eight digits (a guess)."""
    return g.choice("3456789") + _r(g, D, 7)


def _jp_passport(g: random.Random) -> str:
    """A Japanese passport: two letters and seven digits."""
    return g.choice(["TK", "TR", "TS", "MZ"]) + _r(g, D, 7)


def _jp_seaman(g: random.Random) -> str:
    """A Japanese seafarer's handbook (船員手帳) number: a letter and seven digits (a guess)."""
    return g.choice("AB") + _r(g, D, 7)


def _uk_discharge(g: random.Random) -> str:
    """A British seaman's discharge book: R and six digits (a guess)."""
    return "R" + _r(g, D, 6)


def _uk_passport(g: random.Random) -> str:
    """A British passport: nine digits."""
    return g.choice("56") + _r(g, D, 8)


def _ua_licence(g: random.Random) -> str:
    """A Ukrainian driving licence (посвідчення водія): three Cyrillic letters and six digits."""
    return _r(g, CYRILLIC_UPPER, 3) + _r(g, D, 6)


def _ua_military(g: random.Random) -> str:
    """A Ukrainian military ID (військовий квиток): two Cyrillic letters and six digits."""
    return _r(g, CYRILLIC_UPPER, 2) + " " + _r(g, D, 6)


def _pl_seaman(g: random.Random) -> str:
    """A Polish seaman's book (książeczka żeglarska): two letters and six digits (a guess)."""
    return g.choice(["GD", "SZ", "KO"]) + " " + _r(g, D, 6)


def _pl_passport(g: random.Random) -> str:
    """A Polish passport: two letters and seven digits."""
    return g.choice(["EA", "EB", "EC", "ED"]) + _r(g, D, 7)


def _ph_passport(g: random.Random) -> str:
    """A Philippine passport: P, seven digits and a letter."""
    return "P" + _r(g, D, 7) + _r(g, UPPER, 1)


def _ph_licence(g: random.Random) -> str:
    """A Philippine LTO driver's licence: a letter and two digits, two, six."""
    return f"{_r(g, UPPER, 1)}{_r(g, D, 2)}-{_r(g, D, 2)}-{_r(g, D, 6)}"


_ID_PLACES: dict[str, Maker] = {
    "P-talið hjá mær er {s}": _ptal,
    "Sunniva's P-tal for the Faroese payroll form: {s}": _ptal,
    "kerfiskennitalan hans Kittipong er {s}": _kerfiskennitala,
    "Kittipong's kerfiskennitala (system id) for the Þingeyri payroll: {s}": _kerfiskennitala,
    "ökuskírteinisnúmerið mitt er {s}": _is_licence,
    "เลขหลังบัตรประชาชนของฮาเป๋น {s}": _th_laser,
    "หนังสือเดินทางของฉันเลขที่ {s}": _th_passport,
    "nummeret på det nasjonale ID-kortet mitt e {s}": _no_idcard,
    "D5L-sertifikatet mitt har nummer {s}": _d5l,
    "Elin's Swedish national ID card (identitetskort) number: {s}": _se_idcard,
    "mano paso numeris yr {s}": _lt_passport,
    "vairuotojo pažymėjimo numeris: {s}": _lt_licence,
    "わのパスポートの番号だば {s}": _jp_passport,
    "船員手帳の番号だば {s}": _jp_seaman,
    "ma discharge book nummer's {s}": _uk_discharge,
    "ma passport nummer's {s}": _uk_passport,
    "номер посвідчення водія: {s}": _ua_licence,
    "номер військового квитка: {s}": _ua_military,
    "numer mojeji morśkoji knyžečki: {s}": _pl_seaman,
    "numer paszporta: {s}": _pl_passport,
    "ka passport number ku {s}": _ph_passport,
    "ka lisensya ku sa LTO, numero {s}": _ph_licence,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Microsoft 365 backup codes for ops@tangvoe.fo\n{codes}",
            "recovery codes for the Uniconta login: {codes}",
            "varakóðar fyrir Google-aðganginn:\n{codes}", "резервні коди от гугла: {codes}",
            "バックアップコードだば:\n{codes}", "zapasni kody: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Uniconta:ingvild@tangvoe.fo?secret={s}&issuer=Uniconta&digits=6",
              "Aegis, manual entry key for the Dinero login: {s}",
              "2FAS, secret for the Payday account: {s}",
              "รหัสลับ 2FA ของฮา: {s}"]  # fmt: skip
_CODES = ["Talgildur Samleiki: tín kodi er {c}", "Buypass: engangskoden din er {c}",
          "Дія: код підтвердження {c}. Нікому не повідомляйте", "Profil Zaufany: kod autoryzacyjny nr 1 to {c}",
          "{c} is your Dokobit confirmation code"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "  ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Tangvoe-Barge-Kopakonan", "TVC-Hatchery-5G", "Havbrim-Crew", "Klaksvik-Harbour",
          "Selkie-Barge", "FT-Heim-49C2", "Nova-5G-7A21", "Telia-2G-88F1", "Reine-Base",
          "Thingeyri-Slaturhus", "Westray-Pier-Office", "Lab-Torshavn-5G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID: {s}\npassphrase: {pw}",
    "crew wifi network {s}, password {pw}",
    "wifi in the Klaksvík harbour office: {s} / {pw}",
    "Raspberry Pi first-boot settings (Imager): wireless {s}, key {pw}",
    "the key on the sticker under the Nova router: {pw}",
    "e wifi {s}, e passwurd's {pw}",
    "wifi-passordet te {s} e {pw}",
    "{s} のWi-Fiのパスワードだば {pw}",
    "wifi {s}, ka password {pw}",
    "ไวไฟ {s} พาสเวิร์ดเป๋น {pw} เจ้า",
    "вайфай {s}, пароль {pw}",
    "wifi {s} slaptažodzis: {pw}",
    "parol ad wifi {s} je {pw}",
    "loyniorðið til wifi {s} er {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("priv_", (HEX, 24)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sk_live_", (LOWER_DIGITS, 22)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it off the barge screen one character at a time: {t}",
          "[dictated over the Iridium call] {t}", "(spaced so the Teams preview hides it) {t}",
          "по буковкі: {t}", "eitt tekn í senn: {t}", "一文字ずつ: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " ".join(token[k : k + 3] for k in range(0, len(token), 3))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the padlock on the feed store at Vaila: {pw}", "e code fur e shed padlock's {pw}",
          "koden te hengelåsen på naustet e {pw}", "koden til hongilásin á goymsluni er {pw}",
          "kóðinn á lyklaboxinu við bryggjuna er {pw}", "倉庫の南京錠の番号だば {pw}",
          "รหัสกุญแจห้องเก็บอาหารปลาเป๋น {pw}", "spynos kodas ant sandėlio: {pw}",
          "the gangway gate keypad on the Havbrim takes {pw} then #"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["skerry", "selkie", "bonxie", "tammie", "kishie", "noust", "simmen", "haaf",
                 "smolt", "skrei", "lundi", "tjaldur", "grindur", "kelp", "draugen", "maelstrom",
                 "norie", "tare"]  # fmt: skip
_PHRASES = {"KeePassXC database passphrase for the crew vault: {p}": " ",
            "Enpass vault for the harbour office, master passphrase: {p}": "-",
            "Passbolt private-key passphrase: {p}": ".",
            "LUKS passphrase of the barge NUC: {p}": " ",
            "passfrasen te backupen e {p}": "_",
            "парольна фраза від бекапу: {p}": " ",
            "e backup passphrase is {p}": "-"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Venom test suite, booking.yml:\n  headers:\n    Authorization: Basic {v}": True,
    "schemathesis run openapi.yaml -H 'Authorization: Bearer {v}'": False,
    'WireMock mapping, request.headers: {{"Authorization": {{"equalTo": "Basic {v}"}}}}': True,
    "Beeceptor rule for the Frisbii mock: match when Authorization is Bearer {v}": False,
    "ngrok inspector, replayed request: Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "ari.conf:\n[asterisk-ari]\ntype = user\nread_only = no\npassword = {pw}",
    "res_odbc.conf:\n[booking]\nenabled => yes\ndsn => booking-mssql\nusername => asterisk\npassword => {pw}",
    "dbmail.conf:\n[DBMAIL]\ndriver = mysql\nhost = localhost\nuser = dbmail\npass = {pw}\ndb = dbmail",
    "dspam.conf:\nMySQLServer /var/run/mysqld/mysqld.sock\nMySQLUser dspam\nMySQLPass {pw}\nMySQLDb dspam",
    "eturnal.yml:\neturnal:\n  secret: \"{pw}\"\n  relay_min_port: 49152\n  relay_max_port: 65535",
    "inspircd.conf:\n<oper name=\"magnus\" password=\"{pw}\" host=\"*@10.10.*\" type=\"NetAdmin\">",
    "unrealircd.conf:\noper ronnie {{\n    mask *@10.10.*;\n    password \"{pw}\";\n    operclass netadmin;\n}};",
    "RTKBase settings.conf:\n[ntrip_A]\nsvr_addr_ntrip_a='caster.tangvoe.fo'\nsvr_port_ntrip_a='2101'\nsvr_pwd_ntrip_a='{pw}'\nmnt_name_a='VAILA'",
    "amavisd.conf:\n@lookup_sql_dsn = ( ['DBI:mysql:database=mail;host=127.0.0.1;port=3306', 'amavis', '{pw}'] );",
    "Kresus config.ini (the treasurer's budget app):\n[db]\ntype=postgres\nhost=localhost\nport=5432\nusername=kresus\npassword={pw}\nname=kresus",
    "rsyslog.d/60-es.conf:\naction(type=\"omelasticsearch\" server=\"es.tangvoe.lan\" uid=\"rsyslog\" pwd=\"{pw}\" searchIndex=\"barge-logs\")",
    "SugarCRM config_override.php:\n$sugar_config['dbconfig']['db_password'] = '{pw}';",
    "Corteza .env:\nDB_DSN=postgres://corteza:{pw}@db:5432/corteza?sslmode=disable",
    "WAPT waptserver.ini:\n[options]\ndb_user = wapt\ndb_password = {pw}",
    "android/gradle.properties (React Native):\nMYAPP_UPLOAD_STORE_FILE=tangvoe-upload.keystore\nMYAPP_UPLOAD_KEY_ALIAS=tangvoe\nMYAPP_UPLOAD_STORE_PASSWORD={pw}",
    "voicemail.conf:\n[harbour]\n1001 => {pw},Klaksvík Office,office@tangvoe.fo",
]  # fmt: skip


def _config_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if template.startswith("voicemail.conf"):  # a mailbox's PIN is digits
        return {"pw": _r(rng, D, 6)}
    return {"pw": _plain_pw(rng)}


_configs = _Family("config_file", _CONFIGS, _config_draw, "pw")


_CHATS = [
    "Ingvild: barge wifi password?\nSindre: {pw}",
    "[05:48] magnus: root pw for the booking server?\n[05:49] kirsty: {pw}",
    "Rógvi: {pw} is the new Akvasmart password",
    "Oksana: use {pw}, that's what the LightCycler has now",
    "Ronnie: e new passwurd's {pw}",
    "Håkon: nytt passord e {pw}",
    "つとむ: 新しいパスワードだば {pw}",
    "Rhea: ka bag-o nga password ku {pw}",
    "มาลี: พาสเวิร์ดใหม่เป๋น {pw}",
    "Vytautas: naujas slaptažodzis {pw}",
    "Agnieszka: novy parol {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2063word = {pw}", "pass\u034fword → {pw}", "pаsswоrd: {pw}",
    "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍 {pw}", "ℙ𝕒𝕤𝕤𝕨𝕠𝕣𝕕: {pw}", "p\u200da\u200ds\u200ds\u200dw\u200do\u200dr\u200dd: {pw}",
    "loyni\u00adorð: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, close to heldout32's proportions; the command
# lines are split between shell commands and code).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 56), (_logins, 20), (_spelled, 12), (_cli, 26), (_code, 16), (_urls, 13),
    (_vendors, 56), (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
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
    "the Akvasmart admin password is": "{s}", "Cerbo GX pw:": "{s} (since the barge refit in March)",
    "loyniorðið er": "{s}", "K-Chief password": "{s}\nchange it after the dry dock",
    "e passwurd fur it's": "{s}", "пароль на комп:": "{s}", "パスワードだば": "{s}", "passordet hass e": "{s}",
    "the password Sindre read out over the VHF was": "{s}, I think", "slaptažodzis:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "QuickPay API key", "{s}", _j((HEX, 64))),
    ("split_token", "Frisbii private key:", "{s} (live)", _j("priv_", (HEX, 32))),
    ("split_token", "Uniconta API key", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Sparrow wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "FO"))),
    ("split_backup", "Microsoft 365 recovery codes", "{s}\nqmzt-4417-x8k2\nbvrn-0930-p7wd", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "P-tal", "{s}", _ptal),
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
    '{"barge": {"name": "Skarfur", "cerbo_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"loyniorð": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "sindre", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"pens": [{"id": 5}, {"id": 6, "camera_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["rspamc", "-h", "mx1.tangvoe.lan:11334", "-P", "{s}", "stat"]}': ("meta_password", _plain_pw),
    '{"note": "пароль от роутера на баржі {s}"}': ("meta_password", _plain_pw),
    '{"パスワード": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the K-Chief as engineer with the password {s}"}': ("meta_password", _plain_pw),
    '{"quickpay": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"swedbankPayToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"frisbii_key": "{s}"}': ("meta_token", _j("priv_", (HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "jcb"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "GB")),
    '{"crew": {"p_tal": "{s}"}}': ("meta_id", _ptal),
    '{"mfa": {"recovery_codes": ["{s}", "qmzt-4417-x8k2", "bvrn-0930-p7wd"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"crew_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"feed_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Havbrim-Crew", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pysnmp-7.1.4-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"venus-swu-einstein-v3.50.swu").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tangvoe/booking-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(
    b"lice: add adult-female column for pen 6", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"feed: revert rate rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"pcr-plate-0412.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"lice-counts-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Akvasmart password before the feed audit on 2033-03-14.",
    "Sindre asked for the barge wifi password; it's on the card in the wheelhouse drawer.",
    "Crew rule: 14 characters minimum for every password, and they go in the vault, nowhere else.",
    "Don't drop passwords in the Teams channels, send a vault link.",
    "The `.env.example` line `QUICKPAY_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "Nunca partilhes a tua senha com ninguém, nem com o armador.",
    "Replace <YOUR_AISHUB_USERNAME> in the README with the one from your AISHub account page.",
    "FRISBII_PRIVATE_KEY and UNICONTA_API_KEY must be set before the nightly invoice sync runs.",
    "Keep yer passwurd tae yersel, mind, e office winna ask fur it.",
    "Ikkje gi passordet ditt te nån.",
    "パスワードだば誰さも教えればまいねよ。",
    "Dii nu isuyu ka password nu sa uban.",
    "อย่าบอกพาสเวิร์ดไผเน้อ",
    "Свій пароль нікому не кажи, поняв?",
    "Niekam nesakyk savo slaptažodzio.",
    "Ne każy nikomu svoho parola.",
    "Loyniorðið skal hava í minsta lagi fjúrtan tekn.",
    "Lykilorðið verður að vera að minnsta kosti fjórtán stafir.",
    "Nye passord på fôrflåten skal være minst fjorten tegn lange.",
    "Hasło do skrzynki musi mieć minimum 14 znaków, pamiętajcie.",
    "Pour le portail acheteurs, un mot de passe de quatorze caractères minimum, s'il vous plaît.",
    "豊洲の端末のパスワードは十四文字以上で設定してください。",
    "รหัสผ่านต้องมีอย่างน้อยสิบสี่ตัวอักษร",
    "Новий пароль для пошти — не коротший за чотирнадцять символів.",
    "Naujame sandėlio kompiuteryje slaptažodis privalo turėti keturiolika ženklų ar daugiau.",
    "Sa barko, walang dapat makaalam ng password mo, kahit ang kapitan.",
    "Upgraded the feed server from Ubuntu 22.04 to 24.04 and pysnmp to 7.1.4 over the weekend.",
    f"commit {_COMMIT} adds the adult-female lice column for pen 6.",
    f"Rolled back to {_SHORT} after the feed-rate rounding broke the barge report.",
    f"requirements.txt: pysnmp==7.1.4 --hash=sha256:{_WHEEL_SUM}",
    f"The Cerbo GX firmware v3.50 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of lice-counts-2032.parquet: {_SHA512}",
    f"The booking API runs ghcr.io/tangvoe/booking-api@sha256:{_IMAGE}.",
    f"MD5 of pcr-plate-0412.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 3f2c9a71-8b4e-4d06-a1c3-5e7f90b2d418 is the slow one in the booking logs.",
    "Purchase order PO-2033-00271 for 180 tonnes of feed pellets arrives on Thursday.",
    "TOPdesk I 2406 117: the Klaksvík ticket printer jams on the second roll.",
    "Call the harbour office on +298 45 61 20 before noon.",
    "Ferry booking TVC-WST-48213 is for two cars on the 07:40 sailing from Kirkwall.",
    "Van SV21 KXE is booked on the Westray ferry on Friday; the trailer is on the next sailing.",
    "ISBN 978-82-15-03412-6 is the fish-health handbook on the lab shelf.",
    "Pen 6 at Funningsfjørður: 0.21 adult female lice per fish, 8.4 mg/l oxygen, 7.9 °C at 5 m.",
    "Harvest weight averaged 5.2 kg; 41 200 fish went to Ustka on the Havbrim.",
    "Lösenordet till bokningssystemet byts varje kvartal; skriv aldrig ner det på en lapp.",
    "The Havbrim's tanks hold 3 000 m³; loading takes about four hours at slack water.",
    "After five wrong passwords the K-Chief locks the engineer account for 15 minutes.",
    "The secret of a good smolt is cold, clean water and patience.",
    "Ask Kirsty for the feed-store padlock code, I don't have it.",
    "My card ending 4417 was declined at the chandlery in Lerwick.",
    "The Boulogne buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's Microsoft 365 account and keep them in the office safe.",
    "Reminder for the crew fund: nobody from a wallet company will ever ask for the recovery words.",
    "Keep `SWEDBANKPAY_TOKEN` in the secrets store, never in the repository.",
    "La contraseña del portal de compradores nunca se manda por correo.",
    "Din adgangskode er kun din egen, heller ikke IT-afdelingen skal have den.",
    "The crew wifi 'Havbrim-Guest' is open, no password needed.",
    "Lot LOT-2033-FUN-0611: 22 tonnes of superior HOG salmon, 94 % fillet yield.",
    "Tide at Reine: high water 06:12 (2.9 m), low water 12:31 (0.6 m).",
    "Nekad nevienam nesaki savu paroli, pat kapteinim ne.",
    "Meeting with the Toyosu buyer on 2033-04-02 at 10:00 JST; the Aomori agent joins by video.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/crew/akvasmart", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pysnmp", "version": "7.1.4"}}',
    '{"ticket": "I 2406 117", "purchase_order": "PO-2033-00271"}',
    '{"lot": {"id": "LOT-2033-FUN-0611", "tonnes": 22, "fillet_yield_pct": 94}}',
    '{"phone": "+298 45 61 20", "office": "Klaksvík"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "fish_in_pen_6": 183400}',
    '{"pen": 6, "site": "Funningsfjørður", "oxygen_mg_l": 8.4, "lice_adult_female": 0.21}',
    '{"booking": "TVC-WST-48213", "sailing": "2033-03-03T07:40:00Z", "cars": 2}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
