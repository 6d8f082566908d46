# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-ninety-first corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-eighty-ninth only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-ninetieth, hundred-and-ninety-second and hundred-and-ninety-third), any test, the
reports, the benchmarks, the changelog nor the git history, and the scrubber was never run on it.
Its own seed (191604837), password words (a quinoa variety, an altiplano dance, a number and a
sign; two altiplano towns joined by a dash with a number; a name, a birth year, a sign and a town;
leet words of quinoa, the llama, the salar, the cable car, the Diablada, the pasanaku, lithium,
the alpaca, soroche and the ch'alla with a year; a fibre and a bale's weight; a town or a peak,
its altitude in metres and a sign; a town, a dance and a year; `Lote`, a number, a variety and a
sign; a dance in capitals, a sign and a number; a name, `Sube`, a town and a number; a generator's
four groups of five and random runs), names, places, templates, tools, vendors and layouts, the
way the staff of Jach'a Pampa Andina (fictional: a quinoa cooperative at Challapata, salt-flat
tours from Uyuni and Colchani, a llama- and alpaca-wool shed in Juliaca, lithium-brine tank
trucks between the Salar and Arica, a high-altitude clinic in El Alto, the Oruro cable car to the
Socavón and a microcredit fund (banca comunal) in El Alto, Puno and Potosí) leak secrets into an
assistant's memory. The texts are WhatsApp, Telegram, Signal, Messenger, Slack, Teams, Google
Chat, Element and Viber messages and SMS, chat logs with times (a WhatsApp export among them),
Jira, GLPI, Zammad and Freshdesk tickets, BookStack and Wiki.js pages and tables, Google Keep,
Apple Notes, Notion and Obsidian notes, an e-mail, a runbook, a README fragment, shell,
PowerShell, Termux, tmux, MobaXterm, PuTTY, iTerm2 and bash-history prompts, code (Python,
JavaScript, Go, Rust, Java, PHP, Ruby, Kotlin, C# and R), configs, a WhatsApp voice note and
voice memos, dictated text and requests to the assistant itself; the label's separators run from
a colon, "is" and a dash to an arrow (`→`, `➡️`), a pointing hand, a new line, quotes (`"…"`,
`«…»`, backticks), parentheses and a table's bar; tokens are also read out one sign between
characters or in groups split by ` | ` and ` : ` (the Uyuni–Oruro tunnel's key is hex).

Tools, calls, flags and variables none of heldouts 5 to 189 names (each grepped for the command,
flag or variable itself): oha's `-a user:password`, nuclei's `-var password=`, ffuf's `-d
'usuario=FUZZ&clave=…'`, pywerview's `get-netuser … -p`, megatools' `megaput --password`, NixOS's
`initialPassword`, the company's own `quinua-sync --clave-erp`, `telecabina-ctl --contrasena`,
`salmuera-lims … --pw` and `kantuta-core … --clave`, and the variables `QUINUA_ERP_DB_PASS`,
`TELECABINA_SCADA_PASSWORD`, `SALMUERA_LIMS_DB_PASSWORD`, `KANTUTA_CORE_DB_PASS`,
`CLINICA_PACS_PASSWORD`, `TOURS_RESERVAS_SMTP_PASS`, `QARWA_SHOP_ADMIN_PASSWORD`,
`ALTIPLANO_WEATHER_DB_PASSWORD` and `FACTURACION_PRIVATE_KEY`. After 189 corpora few real tools
with a password flag are left, so beside them stand commands of lightly used tools (each in one
earlier corpus by that grep): MaxDB's `dbmcli -u user,…`, libmemcached's `memcstat --password`,
live555's `openRTSP -u user …`, `check_smtp -P`, `certstrap init --passphrase`, `securefs mount
--pass`, `pdftotext -upw`, `mcrypt -k`, `wevtutil … /p:`, `net ads join -U 'user%…'`, `regctl
registry login -p`, `sonar-scanner -Dsonar.password=`, `DUPLICACY_PASSWORD` before duplicacy,
`drush user:password`, PowerCLI's `Connect-VIServer -Password`, `saml2aws login --password=`,
`bw login`, `synouser --setpw`, `irssi -w`, `airflow users create --password`, Mirth Connect's
`mccommand -p` and NSS's `pk12util -W`; and common layouts (env files, compose, a Kubernetes
Secret, systemd, Helm values, Ansible vars, tfvars, appsettings.json, Spring properties,
wp-config.php, Django settings, my.cnf, a pgpass line, a wifi QR code, `otpauth://`, JWTs, PEM
blocks, Basic and Bearer headers, connection strings) in wordings of their own.

About 46 % of the secret samples are in other languages than English (by a rough count of the
drawn samples with a marker word, 179 of 390): Aymara, Southern Quechua (Bolivian `kachkan`,
Cusco-Collao's `-mi`, `kaymi`), Uru-Chipaya, Andean Spanish texting, Puno Spanish with Aymara
loanwords, and Portuguese, Italian, French, Czech, Korean and Simplified Chinese only in
seed-phrase lines. The wordings are the author's approximations, checked by no speaker, built
around a few marker words and the loanwords people there really text (password, clave, contra,
wifi, PIN, token, API key, router, sistema, usuario, backup): Aymara's topic `-xa`/`-axa`,
`machaq` (new), `nayan` (my), `aka` (this), `jichhax` (now), `ukawa`, `mä mä` (one by one),
`jan yaqanakar yatiyamti` (don't tell others), `kamisaki`, `jilata`, `kullaka`, `yuspagara`,
`jallalla`, `qhipa kimsa jakhunaka`; Quechua's `musuq`, `-qa`, `kachkan`, `-pa`/`-n`,
`kunanqa`, `noqaq`, `kaymi`, `simi`, `chaymanta`, `huk hukmanta`, `sulpayki`, `ama pimanpas
riqsichinkichu`; Uru-Chipaya's `wer` (I, my) around Spanish and Aymara loans; Andean Spanish
texting's `hno`, `ya ps`, `nomás`, `xfa`, `pues`, `jefe`, `mamita`, `contra`, `chango`; Puno's
`kamisaki`, `yuspagara`, `jallalla`, `awicha`, `wawa`, `compadre`. The Uru-Chipaya lines (only
`wer` is the language's own; the rest are the loans its speakers use), the Aymara `usuariuxa`,
`mä arunaka`, `qhipa kimsa jakhunaka` and `-x apnaqawa`, and the Quechua `riqsichinkichu`,
`qallarirqani`, `llaven` and `huk hukmanta` are the thinnest guesses.

Vendors (QR Simple, Veripagos, Kambista, Rextie, Savar, Oltursa, Trans Copacabana, Boliviana de
Aviación, Amaszonas, EcoJet, JetSMART, PeruRail, Inca Rail, Ferroviaria Andina, Recorrido,
Medifolios, Bantotal, Cobiscorp, Tedexis, Viva Bolivia, Cotas, Comteco, Clinicloud, Multipagos,
Todotix, Banco FIE, Ecofuturo, Crecer IFD, Pro Mujer, Diaconía, Sartawi, IDEPRO, Emprender IFD,
CIDRE, Fondeco, Caja Arequipa, Caja Huancayo, Mibanco, Financiera Confianza, Compartamos,
Positrace, Satrack, Practice Fusion, HES FinTech, Kapsys, Lendfusion, Banco Ganadero and Banco
Bisa) are ones heldouts 5 to 189 do not name (grepped by name). No shape here is one the author
knows to be real: every one is a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs
for Inca Rail and Satrack, and the prefixes `vp_live_`, `rec_`, `cc_`, `cmp_live_` and `lf_sk_`);
the JWTs are well-formed.

The ids are kinds heldouts 5 to 189 do not use, except three lightly used ones that carry a
check: Peru's RUC (drawn until `stdnum.pe.ruc` validates its check digit), Peru's DNI as its CUI
with the check character (`stdnum.pe.cui`) and Chile's RUT (`stdnum.cl.rut`), each in one earlier
corpus by that grep. The others are invented shapes that no library or this file checks (no
check-digit algorithm is written here): a Bolivian SEPREC matrícula de comercio, a Caja Nacional
de Salud matrícula de asegurado (that phrase is in none of them), a Gestora CUA, a MINCETUR
tour-guide registration, a Bolivian Viceministerio de Turismo guide credential, a Peruvian A-IIIc
truck licence, a Bolivian category C licence, a Peruvian MATPEL carrier registration and a
Bolivian ATT tarjeta de operación. Card numbers pass Luhn (the value helpers' Visa, Mastercard,
Amex, Discover, JCB, Diners, UnionPay and Maestro, checked with python-stdnum's `luhn`). The IBANs
are of countries used least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to
189 (Honduras, Slovenia, Austria, Czechia, Denmark, Norway, Luxembourg and Ireland, in fourteen
corpora each by that count), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Spanish, Portuguese, Italian, French, Czech, Korean and Simplified Chinese
lists, each with a valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata
samples (430 scored, every secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.cl import rut as cl_rut
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 191_604_837
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


# Password words: quinoa varieties, altiplano dances and fiestas, fibres, places and altitudes.
_QUINOA = ["Pasankalla", "Kancolla", "RealBlanca", "Toledo", "Pandela", "Collana", "Chullpi",
           "Sajama", "Huaranga", "Kurmi", "Jachagrano", "Salcedo", "Ayrampu", "Pisankalla"]  # fmt: skip
_DANCES = ["Morenada", "Diablada", "Kullawada", "Caporal", "Tinku", "Llamerada", "Waca",
           "Tobas", "Sikuri", "Chutas", "Alasitas", "Candelaria", "Pujllay", "Kallawaya"]  # fmt: skip
_FIBRES = ["Huacaya", "Suri", "Chaku", "Vicuna", "Qarwa", "Tampulli", "Awayu", "Phullu"]
_PLACES = ["ElAlto", "Oruro", "Uyuni", "Puno", "Juliaca", "Potosi", "Colchani", "Tahua",
           "Llica", "Challapata", "Huari", "Desaguadero", "Ilave", "Pucara", "Chipaya",
           "Incahuasi", "Tunupa", "Socavon", "Achacachi", "Copacabana", "Lampa", "Ayaviri"]  # fmt: skip
_ALTITUDES = {"ElAlto": 4150, "Oruro": 3735, "Uyuni": 3656, "Puno": 3827, "Juliaca": 3825,
              "Potosi": 4090, "Tunupa": 5321, "Sajama": 6542, "Chacaltaya": 5421,
              "Condoriri": 5648, "Huayna": 6088}  # fmt: skip
_NAMES = ["Wilma", "Rolando", "Eusebia", "Marcelino", "Lidia", "Teofilo", "Nilda", "Saturnino",
          "Yola", "Efrain", "Senobia", "Feliciano", "Reynaldo", "Hilda", "Gualberto", "Ruth",
          "Nemesio", "Sonia", "Wilfredo", "Elva", "Porfirio", "Justina", "Cleto", "Irma"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Qu1nu4", "Ll4m4", "S4l4r", "T3l3f3r1c0", "D14bl4d4", "P4s4nku", "L1t10", "4lp4c4",
         "S0r0ch3", "Ch4ll4"]  # fmt: skip


def _altitude(g: random.Random) -> str:
    """A place or a peak, its altitude in metres and a sign: how the clinic staff pick one."""
    place = g.choice(list(_ALTITUDES))
    return f"{place}{_ALTITUDES[place]}m{g.choice(_SYMBOLS)}"


def _bale(g: random.Random) -> str:
    """A fibre and a bale's weight, the way the wool shed jokes a password together."""
    return f"{g.choice(_FIBRES)}{g.choice([23, 36, 40, 46, 50, 57])}kg{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Four groups of five letters and digits, as a password generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_QUINOA)}{g.choice(_DANCES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(p.lower() for p in g.sample(_PLACES, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2034)) + g.choice(_SYMBOLS),
    _bale,
    _altitude,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_DANCES).lower()}_{g.randrange(1960, 2034)}",
    lambda g: f"Lote{g.randrange(100, 1000)}{g.choice(_QUINOA)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_DANCES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: f"{g.choice(_NAMES)}Sube{g.choice(_PLACES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, grupo 'Acopio Challapata', Marcelino: la clave del sistema de acopio de quinua es {pw}",
    "WhatsApp from Wilma: the Mikrotik hAP at the Colchani salt camp, admin password {pw}",
    "Telegram, canal Telecabina Oruro: contraseña del panel de la estación Socavón → {pw}",
    "Signal message from Efrain: the Hikvision NVR at the Uyuni office, password is {pw}",
    "Messenger, Nilda: the Mindray monitor service menu password at the clinic is {pw}",
    "Slack #salmuera-lab: Hach DR6000 spectrophotometer admin password — {pw}",
    "Teams chat, brine trucking: Teltonika FMB920 SMS password {pw}",
    "Google Chat, Juliaca wool shed: Zebra ZT411 printer web password: {pw}",
    "Element room #clinica-altura: the Orthanc admin password is now {pw}",
    "Viber from Teofilo: the password for the Anton Paar densitometer is \"{pw}\"",
    "SMS from Justina: router del almacén de Puno, password: {pw}",
    "Jira LIT-214: the Metrohm titrator PC lost its password, reset it to {pw}",
    "GLPI ticket 5531 (clínica): PACS workstation local admin password = {pw}",
    "Zammad #8820: Ubiquiti UniFi controller at Uyuni, password ({pw}) stopped working",
    "Freshdesk ticket 1043: the booking site's SMTP password is {pw}, please rotate",
    "BookStack page 'Telecabina › SCADA': operator password: `{pw}`",
    "Wiki.js, Salar tours › Vehicles: the Land Cruiser GPS portal password is {pw}",
    "| equipo | clave |\n|---|---|\n| ICP-OES laboratorio | {pw} |",
    "Google Keep note: cable-car cabin intercom admin password {pw}",
    "Apple Notes 'clinic': Philips ultrasound service password ➡️ {pw}",
    "Notion, Microcrédito › Sistemas: the core banking test user's password is {pw}",
    "Obsidian vault, daily note: scarifier PLC password (desaponificadora): {pw}",
    "Hi Rolando,\n\nthe root password of the Oruro telecabina server is {pw}. Delete this mail once it's in the vault.\n\nSaludos,\nLidia",
    "Runbook: restart the brine pump telemetry\n1. open the Teltonika RUT955\n2. log in as admin\n3. password {pw}\n4. reboot the modem",
    "README (wool shed)\nThe scale UI is at http://balanza.jpa.lan, password `{pw}`.",
    "voice memo, transcribed: the clinic's oxygen plant panel password is {pw} full stop",
    "please remember my BancoSol app password: {pw}",
    "remember the password of my Tigo router at home: {pw}",
    "note to self — quinoa export portal password {pw}",
    "after the reset the Hikvision password became {pw}",
    "the oxygen concentrator's maintenance password (Juliaca clinic) is {pw}",
    "Machaq password-axa {pw}",
    "Nayan correo password-ajaxa: {pw}, jan yaqanakar yatiyamti",
    "Kamisaki jilata, telecabina panel-an password-apaxa {pw}",
    "Jichhax router-an clavepaxa {pw}. Yuspagara kullaka",
    "Aka sistema acopio clave: {pw}",
    "Wilma: laboratorio PC-n password-apa → {pw}",
    "Musuq claveqa {pw} kachkan, ama pimanpas riqsichinkichu",
    "Noqaq correoypa password-niyqa {pw} mi",
    "Kunanqa musuq password: {pw}. Sulpayki",
    "Eusebia: clínica sistemapa claven {pw} kachkan",
    "Cusco oficina, Porfirio: router-pa password-nin kaymi → {pw}",
    "Chipaya, Santa Ana: wer correo clave {pw}",
    "wer sistema password — {pw}, yuspagara",
    "Kamisaki compadre, la clave del router de la cooperativa es {pw}, yuspagara nomás",
    "Jallalla hermano, ya cambié la contraseña del Mikrotik: {pw}",
    "oye hermanito, la contra del sistema de cartera es {pw}, no le pases a nadie pues",
    "hno la clave del GPS de la cisterna quedó en {pw} xfa no la pases",
    "ya ps, la contra nueva del correo: {pw}",
    "jefe el password del servidor de reservas es {pw} nomás",
    "mamita, tu clave de la app de microcrédito es {pw}, anótale en tu cuaderno",
    "la contraseña del panel de la telecabina es: {pw} (no le digas al chango)",
    "Clave del NVR de Uyuni 👉 {pw}",
    "contraseña (sistema de historias clínicas): {pw}",
    "Awicha Justina, la clave de tu celular nuevo es {pw}, wawa nomás sabe",
    "clave del Zebra del galpón de lana:\n{pw}",
    "«contraseña»: «{pw}»",
    "la clave del wifi de la posta de Ilave… no, del servidor: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["wmamani", "rquispe", "echoque", "mcondori", "lhuanca", "tapaza", "nticona",
          "sflores", "ycalle", "elimachi", "spoma", "fchambi", "rcoaquira", "hcutipa",
          "glaura", "rcopa", "nyujra", "smachaca", "wmita", "etarqui", "svc-acopio",
          "lab-salmuera", "telecabina-op", "caja.kantuta"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Wilma: the scarifier HMI login is {u} / {pw}",
    "GLPI #5540: {u} locked out of the PACS, last password {pw}",
    "user {u} pass {pw}",
    "BookStack › Clínica › Equipos › Mindray: {u} — {pw}",
    "| sistema | usuario | clave |\n|---|---|---|\n| cartera | {u} | {pw} |",
    "sign into the telecabina SCADA as {u} with {pw}",
    "Teltonika login {u}:{pw}",
    "usuario: {u}\ncontraseña: {pw}",
    "- host: salmuera-lims\n  user: {u}\n  password: {pw}",
    "Signal: account {u}, password {pw}",
    "Efrain says the tours booking account is {u} and the password is {pw}",
    "sistema,usuario,clave\nacopio,{u},{pw}",
    "ssh {u}@acopio.jpa.lan (password {pw})",
    "Teams: creds for the ICP-OES PC are {u} and {pw}",
    "usuariuxa {u}, password-axa {pw}",
    "Usuario-nin {u}, claven {pw}",
    "wer usuario {u}, wer clave {pw}",
    "usuario {u} y clave {pw}, ya ps",
    "hno tu usuario es {u} y tu contra {pw}",
    "Kamisaki! usuario: {u} / clave: {pw}, yuspagara",
    "entra con {u} y la clave {pw} nomás",
    "login → {u} | password → {pw}",
    "Usuario: {u}\nClave: {pw}\n(no le pases a nadie)",
    "Chaski app login: {u} / {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["quinua", "pasankalla", "kancolla", "llamerada", "diablada", "tunupa",
               "colchani", "huacaya", "vicuna", "salmuera", "socavon", "ch'alla", "chuno",
               "kantuta", "achachila", "wiphala", "illimani", "sajama"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "password: it's {w}, and straight after it the number {d}",
    "for the telecabina server it's {w} and {d} at the end",
    "voice memo: the clinic wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the digits joined",
    "la clave es la palabra {w}, en minúsculas, y después {d}",
    "la contra es {w} y al final el {d}, todo junto nomás",
    "audio de WhatsApp: la clave del wifi es {w}, seguido de {d}",
    "clave-xa {w} aru, ukat {d}",
    "claveqa {w} simi, chaymanta {d}",
    "password-apaxa {w}{d}, mä arunaka",
    "primero {w} y luego {d}, así nomás es la clave del Mikrotik",
    "dictating: {w}, then the numbers {d}; that's the admin password",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index * 7 % len(_SAID_WORDS)]  # each word once in fourteen draws
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    # not named in heldouts 5 to 189
    "oha -n 500 -c 20 -a {u}:{pw} https://reservas.jachapampa.bo/api/salidas",
    "nuclei -u https://clinica.jachapampa.bo -t http/default-logins/ -var username={u} -var password={pw}",
    "ffuf -u https://cartera.jpa.lan/login -X POST -d 'usuario=FUZZ&clave={pw}' -w socias.txt -fc 401",
    "pywerview get-netuser -w JPA -u {u} -p '{pw}' -t 10.20.0.5",
    "megaput --username {u}@jachapampa.bo --password '{pw}' informe_salmuera_mayo.pdf",
    # the company's own scripts
    "quinua-sync --lote 2033-114 --usuario {u} --clave-erp '{pw}'",
    "./telecabina-ctl --estacion socavon --usuario {u} --contrasena '{pw}' status",
    "salmuera-lims export --desde 2033-05-01 --user {u} --pw '{pw}'",
    "kantuta-core cartera vencida --usuario {u} --clave '{pw}' --agencia ElAlto",
    # lightly used (one earlier corpus each)
    "dbmcli -d LABSAL -u {u},{pw} db_state",
    "memcstat --servers=cache.jpa.lan --username={u} --password='{pw}'",
    "openRTSP -u {u} '{pw}' rtsp://cam-cabina-2.jpa.lan/stream1",
    "check_smtp -H mail.jachapampa.bo -A LOGIN -U {u} -P '{pw}'",
    "certstrap init --common-name 'JPA Clinica CA' --passphrase '{pw}'",
    "securefs mount --pass '{pw}' /srv/historias.enc /mnt/historias",
    "pdftotext -upw '{pw}' extracto_kantuta_mayo.pdf",
    "mcrypt -k '{pw}' planilla_acopio.xlsx",
    "wevtutil qe Security /r:dc01 /u:JPA\\{u} /p:{pw} /c:20",
    "net ads join -U '{u}%{pw}'",
    "regctl registry login registry.jpa.lan -u {u} -p '{pw}'",
    "sonar-scanner -Dsonar.host.url=https://sonar.jpa.lan -Dsonar.login={u} -Dsonar.password='{pw}'",
    "DUPLICACY_PASSWORD='{pw}' duplicacy backup -stats -threads 4",
    "drush user:password {u} '{pw}'",
    "Connect-VIServer -Server vc.jpa.lan -User {u} -Password '{pw}'",
    "saml2aws login --username={u} --password='{pw}' --skip-prompt",
    "bw login {u}@jachapampa.bo '{pw}'",
    "synouser --setpw {u} '{pw}'",
    "irssi -c irc.jpa.lan -n {u} -w '{pw}'",
    "airflow users create --username {u} --password '{pw}' --role Admin --firstname Nilda --lastname Ticona --email {u}@jachapampa.bo",
    "mccommand -a https://mirth.clinica.jpa.lan:8443 -u {u} -p '{pw}'",
    "pk12util -i caja_kantuta.p12 -d sql:/etc/pki/nssdb -W '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "wilma@acopio-challapata:~$ {c}", "root@telecabina-oruro:/opt/scada# {c}",
    "PS C:\\Clinica> {c}", "Termux on Efrain's phone:\n$ {c}", "tmux, window 'salmuera':\n$ {c}",
    "MobaXterm, session 'uyuni-nvr': {c}", "PuTTY on the Juliaca office PC: {c}",
    "Windows Terminal (Ubuntu) ~/kantuta $ {c}", "GNOME Terminal, lab-icp:~$ {c}",
    "iTerm2 ~/tours $ {c}", "bash history on cartera-db:\n  412  {c}",
    "aka comando-x apnaqawa: {c}", "kay comando-ta qallarirqani: {c}",
    "el comando que corrí ayer:\n{c}", "hno corre esto nomás: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@cartera-db.jpa.lan:5432/kantuta",
    "mysql://{u}:{pw}@reservas-db.jpa.lan:3306/salar_tours",
    "mongodb+srv://{u}:{pw}@acopio.x7k2q.mongodb.net/quinua?retryWrites=true",
    "redis://{u}:{pw}@cache.jpa.lan:6379/2",
    "amqp://{u}:{pw}@mq.jpa.lan:5672/salmuera",
    "jdbc:oracle:thin:{u}/{pw}@//ora.jpa.lan:1521/HISCLIN",
    "sqlserver://{u}:{pw}@sql.jpa.lan:1433?database=Lana",
    "ftp://{u}:{pw}@ftp.jachapampa.bo/exportacion/",
    "rtsp://{u}:{pw}@cam-socavon.jpa.lan:554/Streaming/Channels/101",
    "mqtt://{u}:{pw}@telemetria.jpa.lan:1883",
    "sftp://{u}:{pw}@sftp.jpa.lan:22/laboratorio/",
    "Server=sql.jpa.lan;Database=Cartera;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "la cadena de conexión es {c}",
    "GLPI #5562: {c}", "BookStack page 'Bases de datos': {c}", "conexión-xa: {c}",
    "conexionqa kaymi: {c}", "Notion › Infra: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "jach-a-pampa", "sub": f"cli_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "pagos:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Vendors none of heldouts 5 to 189 name; every shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("QR Simple", "QRSIMPLE_API_KEY", _j((HEX, 40))),
    ("Veripagos", "VERIPAGOS_SECRET", _j("vp_live_", (ALNUM, 32))),
    ("Kambista", "KAMBISTA_API_TOKEN", _j((URLSAFE, 43))),
    ("Rextie", "REXTIE_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Savar", "SAVAR_API_KEY", _j((UPPER_HEX, 32))),
    ("Oltursa", "OLTURSA_AGENCY_KEY", _j((ALNUM, 36))),
    ("Trans Copacabana", "TRANSCOPA_TOKEN", _j((HEX, 32))),
    ("Boliviana de Aviación", "BOA_NDC_API_KEY", _j((ALNUM, 40))),
    ("Amaszonas", "AMASZONAS_API_KEY", _j((B64, 43), "=")),
    ("EcoJet", "ECOJET_AGENCY_TOKEN", _j((HEX, 48))),
    ("JetSMART", "JETSMART_API_SECRET", _j((URLSAFE, 48))),
    ("PeruRail", "PERURAIL_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Inca Rail", "INCARAIL_API_TOKEN", _vendor_jwt("https://api.incarail.com")),
    ("Ferroviaria Andina", "FCA_PORTAL_KEY", _j((UPPER_DIGITS, 32))),
    ("Recorrido", "RECORRIDO_API_KEY", _j("rec_", (ALNUM, 32))),
    ("Medifolios", "MEDIFOLIOS_TOKEN", _j((HEX, 64))),
    ("Bantotal", "BANTOTAL_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Cobiscorp", "COBIS_API_KEY", _j((B64, 64))),
    ("Tedexis", "TEDEXIS_SMS_KEY", _j((HEX, 32))),
    ("Viva Bolivia", "VIVA_SMS_TOKEN", _j((ALNUM, 32))),
    ("Cotas", "COTAS_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Comteco", "COMTECO_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Clinicloud", "CLINICLOUD_API_KEY", _j("cc_", (URLSAFE, 40))),
    ("Multipagos", "MULTIPAGOS_SECRET_KEY", _j((HEX, 40))),
    ("Todotix", "TODOTIX_API_KEY", _j((ALNUM, 32))),
    ("Banco FIE", "FIE_OPENAPI_SECRET", _j((URLSAFE, 64))),
    ("Ecofuturo", "ECOFUTURO_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Crecer IFD", "CRECER_API_KEY", _j((UPPER_HEX, 40))),
    ("Pro Mujer", "PROMUJER_API_TOKEN", _j((B64, 86), "==")),
    ("Diaconía", "DIACONIA_API_KEY", _j((HEX, 32))),
    ("Sartawi", "SARTAWI_TOKEN", _j((ALNUM, 44))),
    ("IDEPRO", "IDEPRO_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Emprender IFD", "EMPRENDER_API_KEY", _j((LOWER_DIGITS, 32))),
    ("CIDRE", "CIDRE_API_SECRET", _j((HEX, 64))),
    ("Fondeco", "FONDECO_API_KEY", _j((ALNUM, 28))),
    ("Caja Arequipa", "CAJAAQP_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Caja Huancayo", "CAJAHYO_API_KEY", _j((UPPER_DIGITS, 40))),
    ("Mibanco", "MIBANCO_API_SECRET", _j((B64, 60))),
    ("Financiera Confianza", "CONFIANZA_TOKEN", _j((HEX, 40))),
    ("Compartamos", "COMPARTAMOS_API_KEY", _j("cmp_live_", (ALNUM, 30))),
    ("Positrace", "POSITRACE_API_KEY", _j((HEX, 32))),
    ("Satrack", "SATRACK_TOKEN", _vendor_jwt("https://api.satrack.com")),
    ("Practice Fusion", "PRACTICEFUSION_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("HES FinTech", "HES_LENDING_API_KEY", _j((ALNUM, 40))),
    ("Kapsys", "KAPSYS_API_TOKEN", _j((HEX, 48))),
    ("Lendfusion", "LENDFUSION_SECRET", _j("lf_sk_", (ALNUM, 36))),
    ("Banco Ganadero", "BGA_API_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Banco Bisa", "BISA_OPENBANKING_KEY", _j((ALNUM, 36))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "Dockerfile:\nENV {env}={tok}",
    "systemd unit:\n[Service]\nEnvironment={env}={tok}",
    "GitHub Actions step:\n      env:\n        {env}: {tok}",
    "ERP › Configuración › Integraciones › {vendor} › API key: {tok}",
    "BookStack table 'Integraciones': | {vendor} | 2033 | {tok} |",
    "Jira PAY-77: {vendor} sync fails with 401, configured key {tok}",
    "GLPI #5571: {vendor} integration broken, current key {tok}",
    "WhatsApp, Rolando: {vendor} key for the booking sync: {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "la API key de {vendor} es {tok}",
    "llave de API de {vendor} para el sistema de cartera: {tok}",
    "hno la key de {vendor} es {tok} nomás",
    "{vendor} API key-xa {tok} ukawa",
    "{vendor} API key-pa: {tok}, jan yaqanakar churamti",
    "{vendor} API keyninqa {tok} kachkan",
    "{vendor}pa API llaven: {tok}",
    "clave de API {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    qr = _r(rng, HEX, 40)
    tedexis = _r(rng, HEX, 32)
    positrace = _r(rng, HEX, 32)
    todotix = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'resp = httpx.post("https://api.qrsimple.bo/v1/qr", headers={{"X-Api-Key": "{qr}"}}, json=body)', qr),
        Sample("vendor_token", f"curl -H 'Authorization: Token {tedexis}' https://sms.tedexis.example/api/send -d 'to=59171234567'", tedexis),
        Sample("vendor_token", f'const tracker = new PositraceClient({{ apiKey: "{positrace}" }});', positrace),
        Sample("vendor_token", f"$todotix = new TodotixClient('jachapampa', '{todotix}');", todotix),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "el token es {t}",
                "token-xa: {t}", "{t}\n^ el nuevo, el otro ya no sirve"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the brine-pond level sensor P-07 (OTAA): {h}": 32,
    "HMAC secret for the QR payment webhook: {h}": 64,
    "AES key of the PACS backup archive: {h}": 64,
    "pre-shared key of the Uyuni–Oruro IPsec tunnel (hex): {h}": 64,
    "llave de cifrado del respaldo de cartera: {h}": 64,
    "respaldo-x cifrado llave: {h}": 48,
    "backup-pa cifrado llaven: {h}": 32,
    "AppSKey of the cable-car anemometer (ABP): {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "GLPI #5580: token copied from the browser's network tab {t}",
    "Cookie: lang=es-BO; jpa_session={t}",
    "RESERVAS_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "el token de sesión es {t}",
    "token-xa {t}",
    "Zammad transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@jachapampa.bo"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.jachapampa.bo/realms/altiplano",
            "azp": "cartera-web",
            "roles": ["asesora", "caja"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the telecabina server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/reservas.jachapampa.bo.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"FACTURACION_PRIVATE_KEY": "{key}", "nit_emisor": "pending"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_lab <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "GLPI #5590, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "servidorpa llave privadan:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs broker's SFTP drop in Arica:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Sparrow wallet backup, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the old quinoa-fund wallet\n{p}": "english",
    "voice memo: the wallet recovery words are {p} and that's all of them": "english",
    "BookStack page 'Billetera (retirada)': {p}": "english",
    "frase de recuperación de la billetera de la cooperativa: {p}": "spanish",
    "palabras semilla-xa: {p}": "spanish",
    "frase de recuperação da carteira do caminhoneiro de Corumbá: {p}": "portuguese",
    "frase di recupero del portafoglio: {p}": "italian",
    "phrase de récupération du portefeuille : {p}": "french",
    "obnovovací fráze peněženky: {p}": "czech",
    "지갑 복구 구문: {p}": "korean",
    "钱包助记词：{p}": "chinese_simplified",
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
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "WhatsApp, Wilma: the coop card for the scarifier spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "GLPI #5601: pay the Mindray service visit with card {c}",
    "el número de mi tarjeta es {c}, vence {mm}/{yy}",
    "tarjeta: {c} ({mm}/{yy}) — para pagar el hotel de Uyuni",
    "nayan tarjeta numeroxa: {c}",
    "tarjetaypa numeron: {c}, {mm}/{yy}",
    "hno pasame a tu tarjeta nomás: {c}",
    "wer tarjeta {c}",
    "Tarjeta de la cooperativa (Visa Empresarial) → {c}",
    "card number for the Arica port fees: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/36, security code {cvv}",
               "the three digits next to the signature strip: {cvv}",
               "Amex {c}, four-digit CID printed above the number: {cvv}",
               "los tres números de atrás de la tarjeta: {cvv}",
               "código de seguridad (CVV) de la tarjeta de la clínica: {cvv}",
               "tarjeta qhipa kimsa jakhunaka: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 189 (in fourteen corpora each by that
# count); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"HN": "aaaa" + "n" * 20, "SI": "n" * 15, "AT": "n" * 16, "CZ": "n" * 20,
                "DK": "n" * 14, "NO": "n" * 11, "LU": "nnn" + "c" * 13, "IE": "aaaa" + "n" * 14}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice LW-2033-041: please pay the alpaca-fibre buyer's deposit back to {i}",
    "save the Tegucigalpa quinoa importer's IBAN: {i}",
    "IBAN: {i}\nReferencia: lote de quinua 2033-114",
    "WhatsApp #tesorería: nuevos datos bancarios del comprador de Ljubljana, IBAN {i}",
    "el IBAN del comprador de Viena es {i}",
    "IBAN-xa: {i}",
    "IBAN-nin: {i}",
    "hno el IBAN de los checos: {i}",
    "IBAN of the Danish wool importer, for the refund: {i}",
    "pay the Oslo trekking agency at {i}",
    "IBAN del fondo en Luxemburgo para el microcrédito: {i}",
    "Dublin tour operator, commission account {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _pe_ruc(g: random.Random) -> str:
    """A Peruvian RUC: 10 or 20 and nine digits, the last a weighted mod-11 check digit."""

    def make(h: random.Random) -> str:
        body = h.choice(["10", "20"]) + _r(h, D, 8)
        return body + pe_ruc.calc_check_digit(body)

    return v.until(g, make, pe_ruc.is_valid)


def _pe_dni(g: random.Random) -> str:
    """A Peruvian DNI (CUI): eight digits and the check character printed after a dash."""

    def make(h: random.Random) -> str:
        body = h.choice("1234567") + _r(h, D, 7)
        return body + pe_cui.calc_check_digits(body)[0]

    number = v.until(g, make, pe_cui.is_valid)
    return f"{number[:8]}-{number[8]}"


def _cl_rut(g: random.Random) -> str:
    """A Chilean RUT: a body and its mod-11 check digit (0-9 or K), dotted."""

    def make(h: random.Random) -> str:
        body = str(h.randrange(8_000_000, 26_000_000))
        return body + cl_rut.calc_check_digit(body)

    return str(cl_rut.format(v.until(g, make, cl_rut.is_valid)))


def _seprec(g: random.Random) -> str:
    """A Bolivian SEPREC commercial registration (matrícula de comercio): invented, no check."""
    return f"{g.randrange(100000, 500000)}{g.choice(['', '-' + str(g.randrange(1, 9))])}"


def _cns(g: random.Random) -> str:
    """A Caja Nacional de Salud insured number: a birth date, initials and two digits (invented)."""
    return f"{g.randrange(50, 100):02d}-{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}-{_r(g, UPPER, 3)}{_r(g, D, 2)}"


def _cua(g: random.Random) -> str:
    """A Gestora Código Único de Asegurado: eight digits (invented shape, no check)."""
    return g.choice("3456789") + _r(g, D, 7)


def _guide(g: random.Random) -> str:
    """A MINCETUR tour-guide registration in Puno: invented shape."""
    return f"PUN-GT-{g.randrange(100, 1000)}-{g.randrange(2015, 2034)}"


def _bo_guide(g: random.Random) -> str:
    """A Bolivian Viceministerio de Turismo guide credential: invented shape."""
    return f"VMT-GU-{_r(g, D, 5)}/{g.randrange(19, 34)}"


def _a3c(g: random.Random) -> str:
    """A Peruvian A-IIIc truck licence: a letter and the holder's eight DNI digits (invented)."""
    return g.choice("QUZ") + _r(g, D, 8)


def _bo_licence_c(g: random.Random) -> str:
    """A Bolivian category C driving licence: seven digits and a department's letters (invented)."""
    return f"{_r(g, D, 7)}{g.choice(['LP', 'OR', 'PT'])}"


def _matpel(g: random.Random) -> str:
    """A Peruvian MTC MATPEL (hazardous goods) carrier registration: invented shape."""
    return f"MATPEL-{g.randrange(1000, 10000)}-{g.randrange(2020, 2034)}-MTC/17.03"


def _att_card(g: random.Random) -> str:
    """A Bolivian ATT tarjeta de operación for a cargo truck: invented shape."""
    return f"TO-{_r(g, UPPER, 2)}-{_r(g, D, 6)}"


_ID_PLACES: dict[str, Maker] = {
    "RUC of the Juliaca wool buyer, for the invoice: {s}": _pe_ruc,
    "RUC de la comercializadora de Puno: {s}": _pe_ruc,
    "mi DNI es {s}, para el pasaje de Puno a Cusco": _pe_dni,
    "DNI-xa: {s}": _pe_dni,
    "DNI-y kaymi: {s}": _pe_dni,
    "RUT of the Calama brine-truck driver, for the contract: {s}": _cl_rut,
    "RUT del chofer chileno: {s}": _cl_rut,
    "matrícula de comercio (SEPREC) de la cooperativa: {s}": _seprec,
    "SEPREC matrícula-xa: {s}": _seprec,
    "mi matrícula de asegurado de la Caja Nacional: {s}": _cns,
    "my Gestora CUA number, for the pension form: {s}": _cua,
    "CUA (Gestora) de don Saturnino: {s}": _cua,
    "registro de guía oficial de turismo MINCETUR: {s}": _guide,
    "credencial de guía del Viceministerio de Turismo: {s}": _bo_guide,
    "licencia de conducir A-IIIc del chofer: {s}": _a3c,
    "licencia categoría C del cisternero: {s}": _bo_licence_c,
    "licencia categoría C-y: {s}": _bo_licence_c,
    "MATPEL registration of the lithium carbonate carrier: {s}": _matpel,
    "tarjeta de operación ATT de la cisterna 14: {s}": _att_card,
    "tarjeta de operación-xa {s}": _att_card,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Google Workspace backup codes for the clinic account\n{codes}",
            "spare sign-in codes for the cooperative's bank portal {codes}",
            "Cloudflare recovery codes: {codes}", "códigos de respaldo 2FA:\n{codes}",
            "2FA códigos de recuperación-xa: {codes}", "2FA backup codekuna: {codes}",
            "recovery codes de la cuenta de reservas, guárdalos hno: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Cartera:ycalle@jachapampa.bo?secret={s}&issuer=Cartera&digits=6",
              "Aegis, manual setup key for the booking admin: {s}",
              "2FA secret for the telecabina VPN: {s}",
              "clave TOTP del panel de Kantuta: {s}",
              "TOTP llave-xa: {s}",
              "otpauth://totp/Clinica%20Altura:echoque?secret={s}&issuer=Clinica%20Altura"]  # fmt: skip
_CODES = ["{c} is your BancoSol verification code", "Tu código de verificación es {c}. No lo compartas",
          "BNB: su código de seguridad es {c}", "código-xa {c}, jan khitirus churamti",
          "Use {c} to sign in to the booking portal"]  # fmt: skip


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


_SSIDS = ["JPA-Acopio", "Telecabina-Socavon", "Clinica-Altura-5G", "Tigo_Uyuni_2G",
          "Entel-Colchani", "Salar-Camp-Tunupa", "Lana-Juliaca", "Kantuta-ElAlto",
          "Movistar_Puno_5G", "Laboratorio-Salmuera", "Hostal-Incahuasi", "Posta-Ilave"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "clinic network {s}, password {pw}",
    "wifi at the salt hotel: {s} / {pw}",
    "la clave del wifi {s} es {pw}",
    "hno la contra del wifi {s}: {pw}",
    "wifi {s} clavepaxa {pw}",
    "wifi {s}-pa claven {pw} kachkan",
    "wer wifi {s} clave {pw}",
    "Kamisaki, wifi {s} clave: {pw} nomás",
    "the key on the sticker under the Tigo box: {pw}",
    "red {s}, contraseña 👉 {pw}",
    "router-an wifi password-apaxa {pw} ({s})",
    "Raspberry Pi OS first boot, wireless: SSID {s}, passphrase {pw}",
    "weather station uplink: ssid {s}, psk {pw}",
    "clave wifi de la posta de Ilave ({s}): {pw}",
    "WhatsApp: wifi {s} / clave {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("vp_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("rec_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "letra por letra: {t}",
          "mä mä letra: {t}", "huk hukmanta: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " : ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["código del candado del galpón de lana: {pw}", "the cable-car machine room keypad takes {pw} then #",
          "PIN de mi tarjeta de débito: {pw}", "my SIM PIN is {pw}",
          "candado-x código: {pw}", "candadopa codigon: {pw}",
          "caja fuerte de la agencia El Alto → {pw}", "door code of the clinic pharmacy: {pw}",
          "hno el PIN del celular es {pw}", "PIN-xa {pw}, jan yaqanakar yatiyamti",
          "alarm code for the Colchani warehouse: {pw}", "PIN de la tarjeta de la cooperativa: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4, 8][index % 5])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["quinua", "llama", "salar", "litio", "telecabina", "kantuta", "achachila",
                 "wiphala", "chuno", "tunupa", "vicuna", "pasanaku", "ayni", "awayu",
                 "illimani", "sajama"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the clinic vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "frase de paso del respaldo: {p}": " ", "VeraCrypt volume passphrase: {p}": ".",
            "passphrase-xa: {p}": " ", "passphrase-niyqa: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia request: Authorization: Bearer {v}": False,
    "curl -H 'Authorization: Basic {v}' https://pacs.jpa.lan/studies": True,
    "Bruno collection, header authorization: bearer {v}": False,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nQUINUA_ERP_DB_USER=erp\nQUINUA_ERP_DB_PASS={pw}",
    "compose.yaml:\n  scada:\n    image: jpa/telecabina-scada:4.1\n    environment:\n      TELECABINA_SCADA_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: salmuera-lims\nstringData:\n  SALMUERA_LIMS_DB_PASSWORD: {pw}",
    "/etc/systemd/system/kantuta-core.service:\n[Service]\nEnvironment=KANTUTA_CORE_DB_PASS={pw}\nExecStart=/opt/kantuta/bin/core",
    "configuration.nix:\n  users.users.operador = {{\n    isNormalUser = true;\n    initialPassword = \"{pw}\";\n  }};",
    "values.yaml (pacs chart):\northanc:\n  registeredUsers:\n    radiologia: \"{pw}\"",
    "group_vars/clinica.yml:\nCLINICA_PACS_PASSWORD: \"{pw}\"",
    "terraform.tfvars:\nreservas_db_password = \"{pw}\"",
    ".env.local:\nTOURS_RESERVAS_SMTP_USER=reservas@jachapampa.bo\nTOURS_RESERVAS_SMTP_PASS={pw}",
    "appsettings.json:\n{{\"ConnectionStrings\": {{\"Cartera\": \"Host=db;Username=cartera;Password={pw}\"}}}}",
    "application.properties:\nspring.datasource.username=lana\nspring.datasource.password={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "QARWA_SHOP_ADMIN_PASSWORD={pw} # tienda de lana, no commitear",
    "config.toml:\n[telemetria]\nbroker = \"telemetria.jpa.lan\"\nusuario = \"cisternas\"\npassword = \"{pw}\"",
    "docker run -e ALTIPLANO_WEATHER_DB_PASSWORD={pw} jpa/meteo:2.3",
    "settings.py:\nDATABASES = {{'default': {{'ENGINE': 'django.db.backends.postgresql', 'USER': 'tours', 'PASSWORD': '{pw}'}}}}",
    "my.cnf en el servidor de reservas:\n[client]\nuser=reservas\npassword={pw}",
    "pgpass: reservas-db.jpa.lan:5432:salar_tours:tours:{pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "db = psycopg.connect(host='cartera-db', user='kantuta', password='{pw}')",
    "const pool = mysql.createPool({{ host: 'reservas-db', user: 'tours', password: '{pw}' }});",
    "cfg := mysql.Config{{User: \"lana\", Passwd: \"{pw}\", Net: \"tcp\", Addr: \"db:3306\"}}",
    "let client = Client::connect(\"host=lab-db user=lims password={pw}\", NoTls)?;",
    "DataSource ds = new PGSimpleDataSource(); ds.setUser(\"scada\"); ds.setPassword(\"{pw}\");",
    "$pdo = new PDO('mysql:host=db;dbname=tours', 'tours', '{pw}');",
    "Sequel.connect(adapter: 'postgres', host: 'acopio-db', user: 'acopio', password: '{pw}')",
    "val props = Properties().apply {{ put(\"user\", \"clinica\"); put(\"password\", \"{pw}\") }}",
    "var conn = new NpgsqlConnection(\"Host=pacs-db;Username=pacs;Password={pw}\");",
    "con <- dbConnect(RPostgres::Postgres(), dbname = 'quinua', user = 'analista', password = '{pw}')",
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "[12/05/33 07:14] Wilma Mamani: la clave del router?\n[12/05/33 07:15] Rolando Quispe: {pw}",
    "[06:12] efrain: root pw for the telecabina server?\n[06:13] nilda: {pw}",
    "[21:40] Teófilo: {pw} es la nueva contraseña del NVR",
    "Lidia: usa {pw}, eso tiene ahora el Mikrotik",
    "[08:02] Eusebia: machaq password: {pw}",
    "[08:03] Marcelino: musuq clave {pw}, sulpayki",
    "Yola [10:31]: la contra nueva es {pw}, ya ps",
    "[13:05] Justina: wer clave {pw}",
    "[17:22] Cleto: jallalla, la clave quedó en {pw}",
    "Reynaldo, 09:44: new password for the brine LIMS is {pw}",
    "[19:50] Irma: aka password: {pw}, yuspagara",
    "[07:58] Porfirio: kaymi claveqa: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 59), (_logins, 23), (_spelled, 14), (_cli, 30), (_urls, 12), (_vendors, 53),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 6), (_codes, 5), (_wifi, 18),
    (_spelled_tokens, 8), (_locks, 12), (_phrases, 6), (_auth, 6), (_configs, 18), (_code, 10),
    (_chats, 12),
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
    "the telecabina SCADA password is": "{s}",
    "Mikrotik admin pw:": "{s} (since the router swap in May)",
    "la clave del sistema de acopio es": "{s}",
    "PACS password": "{s}\ncambiarla después de la auditoría",
    "machaq password-axa": "{s}",
    "musuq claveqa": "{s}",
    "contra:": "{s}",
    "wer clave": "{s}",
    "the password Efrain read out over the radio was": "{s}, I think",
    "hno la contraseña nueva es": "{s} nomás",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Positrace API key", "{s}", _j((HEX, 32))),
    ("split_token", "Recorrido key:", "{s} (bus tickets)", _j("rec_", (ALNUM, 32))),
    ("split_token", "Rextie client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "recovery words", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 11/37", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HN"))),
    ("split_backup", "códigos de respaldo", "{s}\nqhwz-4471-mtrp\nbnla-0925-yxse", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "RUC", "{s}", _pe_ruc),
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
    '{"telecabina": {"url": "https://scada.jpa.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"clave": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "ycalle", "contraseña": "{s}"}}': ("meta_password", _plain_pw),
    '{"equipos": [{"nombre": "balanza-1"}, {"nombre": "balanza-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["kantuta-core", "cartera", "--usuario", "caja", "--clave", "{s}"]}': ("meta_password", _plain_pw),
    '{"nota": "machaq password-axa {s}"}': ("meta_password", _plain_pw),
    '{"password-niyqa": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the PACS as radiologia with the password {s}"}': ("meta_password", _plain_pw),
    '{"positrace": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"medifoliosToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"tedexis_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"tarjeta": "{s}", "vence": "07/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"comprador": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SI")),
    '{"proveedor": {"ruc": "{s}"}}': ("meta_id", _pe_ruc),
    '{"mfa": {"recovery_codes": ["{s}", "qhwz-4471-mtrp", "bnla-0925-yxse"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"billetera_fondo": {"palabras": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"galpon": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 7))),
    '{"wifi": {"ssid": "Clinica-Altura-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"fmb920-firmware-03.28.07.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.jpa.lan/reservas-api:5.0").hexdigest()
_COMMIT = hashlib.sha1(
    b"acopio: add saponin column for quinoa lots", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"cartera: revert grace-period rule", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"analisis_litio_2033-05-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"exportacion-quinua-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the telecabina SCADA password before the inspection on 2033-06-11.",
    "Efrain asked for the clinic wifi password; it's on the card in the nurses' station drawer.",
    "Policy: cooperative passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `POSITRACE_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Mikrotik asks for a new admin password after every RouterOS upgrade.",
    "Replace <YOUR_RECORRIDO_KEY> in the README with the key from your Recorrido dashboard.",
    "MEDIFOLIOS_TOKEN and TEDEXIS_SMS_KEY must be set before the nightly appointment reminders run.",
    "Janiw passwordam yaqanakar yatiyañamäkiti.",
    "Ama pimanpas claveykita qunkichu.",
    "Machaq password-ax tunka pusini letranakampiwa.",
    "La contraseña debe tener por lo menos catorce caracteres, hno.",
    "Kamisaki! La clave del wifi está en el cuaderno de la oficina, yuspagara.",
    "No le pases tu clave a nadie pues, ni al jefe.",
    "hno olvidé mi contraseña, ¿cómo la reseteo?",
    "La clave del sistema se cambia cada 90 días nomás.",
    "Wer clave janiw yatkti.",
    "Upgraded the Teltonika firmware to 03.28.07 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the saponin column for quinoa lots.",
    f"Rolled back to {_SHORT} after the grace-period rule broke the arrears report.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The FMB920 firmware 03.28.07 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of exportacion-quinua-2033.parquet: {_SHA512}",
    f"The booking API container runs registry.jpa.lan/reservas-api@sha256:{_IMAGE}.",
    f"MD5 of analisis_litio_2033-05-03.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 4c8e21a7-9b3d-4f16-a2e0-7d5c9b1f3e42 is the slow one in the booking logs.",
    "Purchase order OC-2033-00518 for 120 quintales of Pasankalla ships on Thursday.",
    "GLPI #5601: the Socavón station anemometer reads zero at night.",
    "Call the Uyuni office on +591 2 693 2741 before noon.",
    "Llama a la oficina de Puno al +51 51 352 118 después de las tres.",
    "Container MSKU 5821736 with the quinoa lot is at the port of Arica.",
    "Guía de remisión T001-000482 covers the Juliaca wool, 18 bales.",
    "HS code 1008.50 is quinoa; 5102.19 is fine animal hair such as alpaca.",
    "The Colchani brine pond is at 12.5 °C and 9 % lithium chloride; the lab reads it every 6 hours.",
    "After five wrong passwords the PACS locks the account for 20 minutes.",
    "The Oruro cable car is 3 km long and climbs to the Virgen del Socavón at 3,900 m.",
    "The secret of good quinua real is the cold night on the Salar's edge.",
    "Ask Cleto for the wool shed padlock code, I don't have it.",
    "My card ending 7733 was declined at the Juliaca hardware store.",
    "The Honduran importer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the clinic's Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `POSITRACE_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the wool shed freezes at night; oil it every month.",
    "Recorrido moved the API key page under Ajustes › Desarrolladores in its May release.",
    "ISBN 978-99954-1-123-4 is the quinoa handbook on the lab shelf.",
    "The guest wifi 'Hostal-Invitados' is open, no password needed.",
    "Lote LQ-2033-PAS-0311, 46 kg, humedad 11.2 %; saponina bajo el límite.",
    "El préstamo 2033-0441 de la banca comunal de Achacachi vence el 15 de junio.",
    "La cisterna 14 salió de Uyuni a las 05:30 con 28 m³ de salmuera.",
    "Mi teléfono es 71234567, llámame después del almuerzo.",
    "La oximetría del paciente de la cama 3 bajó a 84 % a las 02:00.",
    "El PIN se cambia en el cajero, no por WhatsApp.",
    "Phisqa quintales de quinua jichhürux aljasiwa.",
    "Kunan p'unchay iskay chunka llamakuna chakupi karqan.",
    "Tunka paya llamanakaw Colchani thiyan sarnaqapxi.",
    "The pension form needs the CUA number; Justina will bring it on Monday.",
    "The cable-car cabin 12 is out of service until the door sensor is replaced.",
    "Tour 4D/3N Uyuni–Laguna Colorada: departures every Tuesday and Friday at 10:30.",
    "Ticket 2033-07-112 at the clinic: the oxygen plant alarm needs a new sensor.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/telecabina/scada", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "5601", "orden_compra": "OC-2033-00518"}',
    '{"lote": {"id": "LQ-2033-PAS-0311", "peso_kg": 46, "humedad_pct": 11.2}}',
    '{"telefono": "+591 2 693 2741", "ciudad": "Uyuni"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "quintales_en_stock": 1284}',
    '{"hs_code": "1008.50", "origen": "BO", "descripcion": "quinua real"}',
    '{"cisterna": 14, "salida": "2033-05-03T05:30:00-04:00", "volumen_m3": 28}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
