# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-sixth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-second's docstring, the
fifth to hundred-and-second only to search them (grep) for the languages, wordings, tools, vendors,
id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words, names, places,
templates, tools, vendors and layouts, the way the sheep stations, shearing gangs, wool-scouring
plant, port office, small airline, vet and wool-broking office of the Bahía Cormorán Wool
Co-operative (a fictional co-operative) leak secrets into an assistant's memory: estancias out of
Río Gallegos, Puerto San Julián and Cerro Castillo, a wool store at Puerto Natales, shearing sheds
at Río Grande and Porvenir in Tierra del Fuego, farms at Fox Bay, Goose Green, Port Howard and Hill
Cove in the Falklands with an office in Stanley, a scouring plant and fibre lab at Trelew beside
the Welsh valley of Gaiman, Dolavon and Trevelin, a port office at Punta Quilla, Aerocormorán's
Islanders between Río Gallegos, Río Grande and Stanley, and buyers at Biella and Prato, Bremen,
Verviers, Tilburg, Tianjin and in New Zealand. The texts are WhatsApp, Zello, Briar, Signal,
Threema, Telegram, Teams, Google Chat, Element, Discord, Viber, Wire, Zoho Cliq, Webex, Delta Chat,
Jami, Chanty, Pumble and Rocket.Chat messages, Joplin, Simplenote, Standard Notes, Notesnook,
Trilium, Obsidian and Notion notes, Zammad, osTicket, Kanboard, MantisBT and Help Scout tickets,
e-mails, incident notes, a runbook, README fragments, shell history (cmd, PowerShell, Cmder,
ConEmu, bash, zsh, fish, Termux, tmux, WezTerm, Warp, Git Bash, WSL, Konsole), configs, code
(Python, JavaScript, PHP, Java), voice-dictated text and requests to the assistant itself, around
the panels of weighing, reading, scouring, fibre-testing, port, satellite, radio, weather, power,
camera, vet, printing and network hardware (Gallagher TW-3 and Tru-Test XR5000 scales, an
Allflex RS420 reader, a Siemens WinCC panel, an Allen-Bradley PanelView, Danfoss VLT drives and a
Carel boss panel on the scour line, an OFDA 2000 fibre analyser, a Kalmar reach stacker and
Konecranes crane, an Iridium GO! exec, Starlink, Garmin inReach and flyGarmin, a Codan Envoy HF
radio, a Davis WeatherLink Live, a Bornay wind turbine, SMA Sunny Portal, a Victron Cerbo GX, a
ComAp InteliLite genset controller, Axis and Reolink cameras, a Mindray DP-50 Vet and an Abaxis
VetScan VS2, a Zebra ZT411 bale-label printer, a Kyocera copier, Teltonika RUT955, MikroTik and
Synology boxes). Tools none of heldouts 5 to 102 names: Windows' `gpresult`, `openfiles`,
`driverquery`, `waitfor`, `logman`, `takeown`, `iscsicli` and the `eventquery.vbs`,
`prncnfg.vbs` and `slmgr.vbs` scripts, DameWare's `dwrcc`, Sysinternals' `pslist`, airdecap-ng,
vncdotool, DataStage's `dsjob`, Informatica's `infacmd` and `pmcmd`, Control-M's `ctm`, Essbase's
`essmsh`, anypoint-cli, Avamar's `avtar`, MySQL Enterprise Backup's `mysqlbackup` and pg_rman;
beside them the commands the product names (sshpass, mysql, redis-cli, sudo -S, xfreerdp, 7z,
openssl, ipmitool, mosquitto_pub, net use, sqlcmd) and configs of Metabase, Odoo, Zabbix,
WordPress, pppd, wvdial, msmtp, fetchmail, rclone, Grafana, pg_service, the MySQL client, Spring,
Django, Home Assistant and NUT in layouts of its own. About 42 % of the texts are in other
languages than English (by a rough count of the drawn samples): Tehuelche (Aonekko 'a'jen),
Kawésqar, Yaghan (Yámana), Selk'nam, Huilliche (Tsesungun, the Williche of Chiloé's shearing
gangs), Chakavian (the ča-speech of Brač, as Punta Arenas's Croatian families text it), Tianjin
Mandarin (a Tianjin wool buyer's speech, in Chinese characters) and Cocoliche (the Italian-Spanish
contact speech of Argentina's Italians), which no earlier docstring names, and Rioplatense and
Chilean Spanish, Welsh, Italian, Simplified Chinese, Māori, Portuguese, German, French, Croatian,
Basque, Afrikaans, Scottish Gaelic, Japanese, Korean and Dutch in wordings of their own. The eight
new languages' wordings are the author's approximations, checked by no speaker, built around
their pronouns and possessives and the Spanish and English loanwords people there really text
(clave, password, compu, usuario, código, pasaporte, tarjeta, wifi, API key): Tehuelche's `ya`
and `ma` ("my", "your", guessed from the Chonan prefixes) and `aike` ("dwelling, camp", as in the
province's place names); Selk'nam's `ya` and `ma` too, told apart by `haruwen` ("one's land") and
Tierra del Fuego's places; Kawésqar's `ce` and `caw` ("I, my", "you, your") and its particle
`sa`; Yaghan's `hai` and `sa` ("I, my", "you, your"); Huilliche's `ñi` and `mi` ("my", "your"),
`ruka` ("house"), `mew` ("at"), `we` ("new"), `feymew` ("then"), `kiñe` ("one") and `tse` (with
Huilliche's ts for Mapudungun's ch); Chakavian's `ča` ("what"), `povidit` ("tell"), `rič`
("word"), `judi` ("people") and `san ... pustija` ("I ran"); Tianjin's `介` ("this"), `甭`
("don't") and `倍儿` ("very"); Cocoliche's `pasuorde`, `la compiutadora`, `nisuno`, `lo usuario`
and Italian `è` in Spanish sentences: all guesses after published word lists or neighbouring
languages. Vendors (FarmBot, Mobble, Farmote, Nutrien Ag Solutions, PGG Wrightson, Fox & Lillie,
Techwool, Chargeurs, Südwolle, Brubank, Prex, Todo Pago, Flow.cl, Rebill, Tiendanube, Sure South
Atlantic, AroFlo, Centrix, Ping++, Kingdee, Poste Italiane, Qapla', Hamburg Süd, AeroDataBox,
StockLive, Farmgate Auctions, WoolQ, Woolclip, Wools of New Zealand, Segard Masurel, Modiano,
Lempriere, Fuhrmann, Xinao, Nanshan, Carrfields, Farmax, Softship, Geopagos, Buenbit, AstroPay,
Floid, Soldo, Sunrate, Standard Chartered, Auravant, Kilimo, Agrofy, Acronex and Agrotoken) are
ones heldouts 5 to 102 do not name; where a vendor publishes no token shape the shape here is the
author's guess (AeroDataBox's key is a RapidAPI key, ten hex digits, `msh`, fourteen, `p1`, six,
`jsn` and twelve; Ping++'s `sk_live_` and 24 letters and digits, Todo Pago's 32 hex digits after
`TODOPAGO` in its Authorization header and Tiendanube's 40 hex digits after `Authentication:
bearer` are as the author believes them; Prex's `prx_live_`, Mobble's `mob_`, Rebill's `API_` and
a UUID, StockLive's and Acronex's JWTs and every other shape are guesses). The ids are kinds
heldouts 5 to 102 do not use, and none carries a check a library or this file verifies
(python-stdnum has no module for them, and its person-id modules are all used by earlier corpora):
a Santa Cruz livestock brand and earmark registration (boleto de marca y señal), an ANMaC firearms
user's credential (CLU), an old Argentine Libreta de Enrolamiento, an Argentine vehicle card
(cédula verde), a Falkland Islands Status certificate, Permanent Residence Permit, passport and
driving licence, a Chilean DGAC pilot licence, a mainland resident's Taiwan travel permit
(往来台湾通行证), an Italian firearms licence (porto d'armi) and boat licence (patente nautica), a
Uruguayan credencial cívica and a wool classer's stencil number, drawn in the shape the author
believes they are printed in (the Falklands numbers and the stencil's numbering wholly invented);
and Argentine, Chilean, Croatian, Italian and Chinese passports under Tehuelche, Kawésqar, Yaghan,
Selk'nam, Huilliche, Chakavian, Tianjin and Cocoliche words, likewise unchecked. Card numbers pass
Luhn (Visa, Mastercard, Amex, JCB, UnionPay, Maestro, Discover and Diners from the value helpers,
checked again with python-stdnum's `luhn`). The IBANs are of the countries used least by a rough
count over the IBAN shapes and country lists of heldouts 5 to 102 (Germany, the Netherlands,
Austria, Belgium, Ireland and Italy, about seven corpora each, and the United Kingdom and the
Czech Republic, about eight), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Spanish, Italian, Simplified Chinese, Portuguese and French lists, each
from random entropy, so its checksum holds. 390 texts hold a secret, 20 field pairs and 20
metadata samples (430 scored), with 60 clean texts and 10 clean metadata samples that must be
kept: digests after the word that names them, a commit, versions, a request's UUID, a purchase
order, a ticket, an Aerocormorán booking, a Stanley phone number, an ISBN, a Hilux's plate, a
lot's micron, yield and bale weights, a shearing tally, `replace-me` and `<YOUR_…_KEY>`
placeholders and prose about passwords in the languages above.
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

SEED = 106_513_877
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


# The words a sheep station's people build passwords from: breeds, the camp, the places.
_BREEDS = ["Merino", "Corriedale", "Romney", "Polwarth", "Dohne", "Cormo", "Perendale",
           "Coopworth", "Rambouillet", "Drysdale"]  # fmt: skip
_CAMP = ["Guanaco", "Choique", "Calafate", "Coiron", "Tussac", "Diddledee", "Cauquen", "Nandu",
         "Mara", "Zorro", "Pinguino", "Albatros", "Turba", "Manga", "Galpon", "Fardo", "Vellon",
         "Majada", "Puestero", "Hogget", "Wether", "Tranquera"]  # fmt: skip
_PLACES = ["Gallegos", "Natales", "Porvenir", "RioGrande", "Stanley", "GooseGreen", "FoxBay",
           "PortHoward", "Gaiman", "Trelew", "Dolavon", "Trevelin", "SanJulian", "Deseado",
           "CerroCastillo", "PuntaQuilla", "HillCove", "Biella"]  # fmt: skip
_FIRST = ["facundo", "ramiro", "nahuel", "ailen", "milagros", "catriel", "millaray", "mirko",
          "branko", "ivana", "eluned", "gwenllian", "dafydd", "iwan", "stacey", "nigel", "kerry",
          "glenn", "hemi", "aroha", "matteo", "giulia", "inaki", "miren", "pieter", "anneke",
          "teofila", "rosendo"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["M3r1n0", "C0rr13d4l3", "Gu4n4c0", "Ch01qu3", "C4l4f4t3", "P0lw4rth", "T0ss4c", "F4rd0"]


def _micron(g: random.Random) -> str:
    """A breed and a fleece's micron, the way a classer jokes a password together."""
    return f"{g.choice(_BREEDS)}{g.randrange(16, 25)}.{g.choice('05')}{g.choice(_SYMBOLS)}"


def _groups(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _micron,
    lambda g: "-".join(w.lower() for w in g.sample(_CAMP, 2)) + str(g.randrange(1950, 2032)),
    lambda g: f"{g.choice(_FIRST)}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2032)) + g.choice(_SYMBOLS),
    lambda g: f"Fardo{g.randrange(150, 215)}kg{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_CAMP).lower()}_{g.randrange(1950, 2032)}",
    lambda g: f"Remate{g.randrange(1, 40):02d}{g.choice(_CAMP)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_CAMP).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _groups,
    lambda g: f"Mimosa{g.choice([1865, 1886, 1902])}{g.choice(_CAMP)}{g.choice(_SYMBOLS)}",
    lambda g: f"Tally{g.randrange(150, 420)}{g.choice(_FIRST).capitalize()}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, group 'Esquila La Morena', Facundo: the Gallagher TW-3 scale password is {pw}",
    "Zello channel 'Puestos', note from Ramiro: Tru-Test XR5000 indicator admin password {pw}",
    "Briar message from the Fox Bay shed: Allflex RS420 reader password {pw}",
    "Signal from Stacey: the Iridium GO! exec admin password is {pw}",
    "Threema, Nigel: Starlink router at the Goose Green hall, admin password {pw}",
    "Telegram #planta-lavado: the Siemens WinCC panel on scour line 2, password {pw}",
    "Teams chat with Dafydd: OFDA 2000 PC in the Trelew lab, password {pw}",
    "Google Chat, port office Punta Quilla: Kalmar reach-stacker telematics password {pw}",
    "Element room 'aerocormoran-ops': flyGarmin account password for the Islander {pw}",
    "Discord DM from Kerry: Davis WeatherLink Live password {pw}",
    "Viber from Glenn: Codan Envoy HF radio web admin password {pw}",
    "Wire message, Hemi: Teltonika RUT955 at Cerro Castillo, admin password {pw}",
    "Zoho Cliq, Aroha: Mindray DP-50 Vet ultrasound service password {pw}",
    "Webex chat, Matteo from Biella: the SMA Sunny Portal password is {pw}",
    "Delta Chat from Tane: ComAp InteliLite genset controller password {pw}",
    "Jami message: Axis camera on the Punta Quilla gate, root password {pw}",
    "Chanty #fardos: Zebra ZT411 bale-label printer web password {pw}",
    "Pumble message from Giulia: Kyocera copier in the broking office, admin password {pw}",
    "Rocket.Chat #falklands: the Bornay wind turbine controller password {pw}",
    "Joplin note 'Scour line': Allen-Bradley PanelView Plus password {pw}",
    "Simplenote: Synology DS923+ in the Natales wool store, admin password {pw}",
    "Standard Notes: Reolink NVR at the Río Grande airstrip, password {pw}",
    "Notesnook: Victron Cerbo GX at Port Howard, remote console password {pw}",
    "Zammad #2231: Abaxis VetScan VS2 won't sync, service password {pw}",
    "osTicket 5510: Danfoss VLT drive on scour bowl 3, parameter password {pw}",
    "Kanboard card 'Natales wool store': MikroTik hAP ac2 admin password {pw}",
    "MantisBT 0418: the Konecranes crane PLC password {pw} is shared by everyone, please change it",
    "Hi Eluned,\n\nthe root password on the Trelew scour server is {pw}. Could you move it into the vault and then bin this e-mail?\n\nDiolch,\nIwan",
    "Incident 2031-11-03: the Bornay controller at Fox Bay was reachable from the internet with password {pw}",
    "Runbook: bale-store humidity alarm\n1. open the Carel boss panel\n2. sign in with the tecnico account\n3. its password is {pw}\n4. acknowledge alarm H2 and reset",
    "README (broking office rack)\nThe OFDA results server is https://ofda.cormoran.lan, admin password `{pw}`.",
    "remember my Home Banking password for Banco Santa Cruz: {pw}",
    "note to self: AFIP clave fiscal {pw}",
    "my ClaveÚnica is {pw}, don't lose it again",
    "dictated: the Garmin inReach portal password is {pw} full stop",
    "after the firmware update the Tru-Test password became {pw}",
    "che, la clave de la balanza Gallagher del galpón es {pw}",
    "oye, la contraseña del router de la esquila en Cerro Castillo es {pw}, po",
    "cyfrinair y cyfrifiadur yn y sied gneifio, Gaiman: {pw}",
    "la password del PC del lanificio a Biella è {pw}",
    "羊毛仓库那台电脑的开机密码：{pw}",
    "Ko te kupuhipa mō te rorohiko o te wharekutikuti: {pw}",
    "a senha do computador do galpão de tosquia é {pw}",
    "Das Kennwort vom Wolllager-Rechner in Bremen lautet {pw}",
    "le mot de passe du poste de la laverie de laine à Trelew, c'est {pw}",
    "lozinka za računalo u uredu u Punta Arenasu je {pw}",
    "ardi-etxeko ordenagailuaren pasahitza {pw} da",
    "die wagwoord vir die skeerstal se rekenaar is {pw}",
    "am facal-faire aig a' choimpiutair san t-seada: {pw}",
    "羊毛倉庫のPCのパスワードは {pw} です",
    "양모 창고 PC 비밀번호는 {pw}",
    "het wachtwoord van de pc in de wolschuur is {pw}",
    "ya clave, compu del aike: {pw}",
    "ce compu clave sa: {pw}",
    "hai compu password: {pw}",
    "ya password, compu ya haruwen: {pw}",
    "ñi clave ruka compu mew: {pw}",
    "šifra od kompjutera u uredu mi je {pw}, nemoj nikomu povidit",
    "介电脑密码是 {pw}，甭跟别人说啊",
    "la pasuorde de la compiutadora è {pw}, no la dica a nisuno",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["facundo.r", "ramiro", "nahuel.q", "ailen", "milagros.v", "catriel", "millaray",
          "mirko.v", "branko", "ivana.m", "eluned", "gwenllian.j", "dafydd", "iwan.p", "stacey",
          "nigel.b", "kerry", "glenn.s", "hemi", "aroha.t", "zhao.min", "guo.jing", "matteo.s",
          "giulia", "inaki", "miren.e", "pieter", "anneke.v", "svc-scour", "svc-fardos",
          "clasificador"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Facundo: the Gallagher login is {u} / {pw}",
    "Zammad #2347: {u} locked out of the WinCC panel, last password {pw}",
    "user {u} pass {pw}",
    "Trilium › Scour › Line 2 › PanelView: {u} — {pw}",
    "| Device | Login | Pwd |\n|:--|:--|:--|\n| OFDA 2000 PC | {u} | {pw} |",
    "log into the Iridium GO! as {u} with {pw}",
    "MikroTik login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: scour-hmi-2\n  user: {u}\n  secret: {pw}",
    "Zello note: account {u}, password {pw}",
    "Glenn reckons the Codan's account is {u}, its password {pw}",
    "equipo;usuario;clave\nkalmar-telematics;{u};{pw}",
    "ssh {u}@fardos.cormoran.lan (password {pw})",
    "Signal: creds for the Reolink NVR are {u} and {pw}",
    "usuario {u} y clave {pw}, che",
    "mewngofnodi fel {u}, a'r cyfrinair yw {pw}",
    "utente {u}, password {pw} (lanificio)",
    "账号 {u}，密码 {pw}",
    "korisnik {u}, šifra {pw}, nemoj nikomu povidit",
    "ñi usuario {u}, ñi clave {pw}",
    "介账号是 {u}，密码 {pw}",
    "lo usuario è {u} e la pasuorde è {pw}",
    "ya login {u}; ya clave aike {pw}",
    "Ko {u} te ingoa takiuru, ko {pw} te kupuhipa",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["merino", "corriedale", "guanaco", "choique", "calafate", "coiron", "tussac",
               "diddledee", "hogget", "vellon", "fardo", "majada", "kelper", "cauquen", "tero",
               "mimosa", "tranquera"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password: first the word {w} in small letters, then the number {d}",
    "pw is {w} followed directly by {d}",
    "the Tru-Test one is {w} plus {d} tacked on",
    "voice memo: shed wifi is {w} then {d}, all one word",
    "type {w}, then {d}",
    "it's {w}{d}, no gap between the word and the digits",
    "la clave: primero {w} y pegado el {d}",
    "y gair {w} ydy'r cyfrinair, a {d} ar ei ôl",
    "la pasuorde è la parola {w}, dopo {d}",
    "šifra ti je rič {w}, pa onda {d}",
    "密码：先打 {w}，再打 {d}",
    "ñi clave: {w}, feymew {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


# (command, where it runs: "w" Windows, "u" a Unix shell)
_CLI: list[tuple[str, str]] = [
    ("gpresult /s wool-pc07 /u CORMORAN\\{u} /p {pw} /r", "w"),
    ("openfiles /query /s fs-gallegos /u CORMORAN\\{u} /p {pw} /fo table", "w"),
    ("driverquery /s ofda-pc /u CORMORAN\\{u} /p {pw} /v /fo csv", "w"),
    ("waitfor /s scour-hmi /u CORMORAN\\{u} /p {pw} /si BaleReady", "w"),
    ("logman create counter ScourPerf -s scour-srv -c \"\\Processor(_Total)\\% Processor Time\" -si 00:00:15 -u CORMORAN\\{u} {pw}", "w"),
    ("takeown /s fs-gallegos /u CORMORAN\\{u} /p {pw} /f D:\\Lotes\\2031 /r /d y", "w"),
    ("cscript //nologo eventquery.vbs /s scour-srv /u CORMORAN\\{u} /p {pw} /l application /fi \"type eq error\"", "w"),
    ("cscript prncnfg.vbs -g -s print-natales -p ZT411-Fardos -u {u} -w {pw}", "w"),
    ("cscript slmgr.vbs wool-pc09 {u} {pw} /dlv", "w"),
    ("iscsicli QLoginTarget iqn.2000-01.com.synology:lanas.fardos {u} {pw}", "w"),
    ("dwrcc.exe -c: -h: -m:scour-hmi -u:{u} -p:{pw} -d:CORMORAN -a:1", "w"),
    ("pslist \\\\scour-srv -u CORMORAN\\{u} -p {pw} WinCC", "w"),
    ("net use Z: \\\\fs-gallegos\\lotes {pw} /user:CORMORAN\\{u} /persistent:no", "w"),
    ("sqlcmd -S sqlbroker.cormoran.lan -U {u} -P {pw} -Q \"EXEC dbo.CierreRemate\"", "w"),
    ("airdecap-ng -e Galpon-Esquila -p '{pw}' shed-capture-01.cap", "u"),
    ("vncdotool -s ofda-pc.cormoran.lan::5900 -p '{pw}' capture ofda-screen.png", "u"),
    ("dsjob -domain etl.lanificio.it:9443 -user {u} -password '{pw}' -server ETL01 -run -jobstatus LANE Lotti_Import", "u"),
    ("infacmd.sh isp ListServices -dn Dom_Biella -un {u} -pd '{pw}'", "u"),
    ("pmcmd startworkflow -sv IS_Lane -d Dom_Biella -u {u} -p '{pw}' -f WOOL wf_load_lots", "u"),
    ("ctm env add biella https://ctm.lanificio.it:8443/automation-api {u} '{pw}'", "u"),
    ("essmsh -l {u} '{pw}' -s essbase.lanificio.it budget_lana_2031.msh", "u"),
    ("anypoint-cli --username={u} --password='{pw}' runtime-mgr cloudhub-application list", "u"),
    ("avtar --backup --id={u} --ap='{pw}' --server=avamar.cormoran.lan --path=/clients/wool-srv /srv/lotes", "u"),
    ("mysqlbackup --user={u} --password='{pw}' --host=127.0.0.1 --backup-dir=/backup/remates backup-and-apply-log", "u"),
    ("PGPASSWORD='{pw}' pg_rman backup --backup-mode=full -B /backup/pg_rman -U {u} -d lanas", "u"),
    ("sshpass -p '{pw}' rsync -av planillas/ {u}@nas-stanley:/volume1/planillas/", "u"),
    ("mysql --host=remates-db --user={u} -p'{pw}' remates -e 'select count(*) from lotes'", "u"),
    ("redis-cli -h cache.cormoran.lan -a '{pw}' --no-auth-warning KEYS 'bale:*'", "u"),
    ("echo '{pw}' | sudo -S systemctl restart ofda-sync", "u"),
    ("xfreerdp /v:scour-hmi.cormoran.lan /u:{u} /p:'{pw}' /cert:ignore", "u"),
    ("7z a -p'{pw}' -mhe=on remate-octubre.7z remate-octubre/", "u"),
    ("openssl enc -aes-256-cbc -pbkdf2 -in planilla-esquila.xlsx -out planilla.enc -pass pass:{pw}", "u"),
    ("ipmitool -I lanplus -H 10.61.4.23 -U {u} -P '{pw}' sdr type Temperature", "u"),
    ("mosquitto_pub -h mqtt.cormoran.lan -u {u} -P '{pw}' -t galpon/balanza/peso -m 182.4", "u"),
]  # fmt: skip
_FRAMES = {
    "w": ["{c}", "C:\\Windows\\system32>{c}", "PS C:\\Users\\ivana.m> {c}",
          "Windows Terminal (cmd), broking office PC:\n{c}",
          "cmd history on the Gallegos server (doskey /history):\n{c}", "Cmder λ {c}",
          "ConEmu [Admin]: {c}", "RDP to wool-pc07, cmd: {c}"],
    "u": ["{c}", "$ {c}", "nahuel@natales-nuc:~$ {c}", "root@fardos:~# {c}",
          "zsh history: : 1951234567:0;{c}", "fish ~/remates> {c}",
          "Termux on the shed tablet:\n$ {c}", "tmux [esquila] 0:bash — {c}", "WezTerm ❯ {c}",
          "Git Bash, MINGW64 ~/remates $ {c}", "WSL ubuntu@wool-pc07:~$ {c}",
          "Konsole, root@scour-srv:~# {c}", "Warp, block 12:\n{c}"],
}  # fmt: skip
_FRAMES_SAID = ["lo que escribí en la terminal del galpón: {c}", "dyma'r gorchymyn teipiais i: {c}",
                "ecco cosa ho digitato nel terminale: {c}", "我运行的命令：{c}",
                "naredba ča san je pustija: {c}", "介命令我跑过：{c}",
                "lo comando que ho corruto: {c}", "ñi comando: {c}", "foi isto que digitei no terminal: {c}",
                "the command I ran on the scour server: {c}", "from yesterday's shell history: {c}",
                "pasted into the Zammad ticket: {c}", "Iwan's snippet in the runbook: {c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    """``n`` commands, each in a frame of its own system (a prompt, a history) or a sentence."""
    out = []
    for template, where in v.cycle(rng, _CLI, n):
        secret = _plain_pw(rng)
        command = template.format(u=rng.choice(_USERS), pw=secret)
        frame = rng.choice(_FRAMES[where] + _FRAMES_SAID)
        out.append(Sample("cli_password", frame.format(c=command), secret))
    return out


_URLS = [
    "rtsp://{u}:{pw}@cam-manga3.cormoran.lan:554/Streaming/Channels/101",
    "sftp://{u}:{pw}@edi.cormoran.coop:22/remates/",
    "ftps://{u}:{pw}@ofda-export.cormoran.lan:990/results/",
    "postgresql://{u}:{pw}@pg-lanas.cormoran.lan:5432/lotes?sslmode=require",
    "mysql+pymysql://{u}:{pw}@remates-db.cormoran.lan/remates",
    "mssql+pyodbc://{u}:{pw}@sqlbroker.cormoran.lan/Broking?driver=ODBC+Driver+18+for+SQL+Server",
    "mongodb+srv://{u}:{pw}@clip-history.cormoran.coop/clips?retryWrites=true",
    "redis://{u}:{pw}@cache.cormoran.lan:6379/2",
    "amqp://{u}:{pw}@mq.cormoran.lan:5672/fardos",
    "davs://{u}:{pw}@nas-stanley.cormoran.lan:5006/planillas",
    "ldap://{u}:{pw}@dc-gallegos.cormoran.lan:389/dc=cormoran,dc=lan",
    "Server=sqlbroker.cormoran.lan;Database=Broking;User Id={u};Password={pw};TrustServerCertificate=True;",
    "jdbc:postgresql://pg-lanas.cormoran.lan:5432/lotes?user={u}&password={pw}",
]  # fmt: skip
_URL_PLACES = [
    "CATALOGO_DSN={c}", "the connection Metabase used before the move: {c}",
    "guardame este string de conexión: {c}", "连接字符串：{c}",
    "la stringa di connessione del lanificio: {c}", "Zammad #2262: {c}",
    "Obsidian note 'Bases de datos': {c}", "y llinyn cysylltu: {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS)
    return v.framed(rng, samples, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "cormoran-coop", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "lots:read auctions:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# A RapidAPI key (AeroDataBox is sold through RapidAPI): ten hex, msh, fourteen, p1, six, jsn, twelve.
_rapidapi = _j((HEX, 10), "msh", (HEX, 14), "p1", (HEX, 6), "jsn", (HEX, 12))

_VENDORS: list[tuple[str, str, Maker]] = [
    ("FarmBot", "FARMBOT_API_KEY", _j((HEX, 32))),
    ("Mobble", "MOBBLE_API_TOKEN", _j("mob_", (ALNUM, 32))),
    ("Farmote", "FARMOTE_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Nutrien Ag Solutions", "NUTRIEN_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("PGG Wrightson", "PGGW_API_KEY", _j((UPPER_HEX, 32))),
    ("Fox & Lillie", "FOXLILLIE_TOKEN", _j((ALNUM, 40))),
    ("Techwool", "TECHWOOL_API_KEY", _j((HEX, 40))),
    ("Chargeurs", "CHARGEURS_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Südwolle", "SUEDWOLLE_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Brubank", "BRUBANK_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Prex", "PREX_API_KEY", _j("prx_live_", (ALNUM, 32))),
    ("Todo Pago", "TODOPAGO_API_KEY", _j((HEX, 32))),
    ("Flow.cl", "FLOW_SECRET_KEY", _j((HEX, 40))),
    ("Rebill", "REBILL_API_KEY", lambda g: "API_" + v.uuid4(g, "9")),
    ("Tiendanube", "TIENDANUBE_ACCESS_TOKEN", _j((HEX, 40))),
    ("Sure South Atlantic", "SURE_SA_API_KEY", _j((ALNUM, 32))),
    ("AroFlo", "AROFLO_SECRET_KEY", _j((B64, 64))),
    ("Centrix", "CENTRIX_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Ping++", "PINGPP_SECRET_KEY", _j("sk_live_", (ALNUM, 24))),
    ("Kingdee", "KINGDEE_APP_SECRET", _j((HEX, 32))),
    ("Poste Italiane", "POSTE_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Qapla'", "QAPLA_API_KEY", _j((HEX, 40))),
    ("Hamburg Süd", "HAMBURGSUD_API_KEY", _j((ALNUM, 32))),
    ("AeroDataBox", "AERODATABOX_API_KEY", _rapidapi),
    ("StockLive", "STOCKLIVE_TOKEN", _vendor_jwt("https://api.stocklive.com.au")),
    ("Farmgate Auctions", "FARMGATE_API_KEY", _j((ALNUM, 36))),
    ("WoolQ", "WOOLQ_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Woolclip", "WOOLCLIP_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Wools of New Zealand", "WNZ_API_TOKEN", _j((HEX, 64))),
    ("Segard Masurel", "SEGARD_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Modiano", "MODIANO_API_KEY", _j((ALNUM, 40))),
    ("Lempriere", "LEMPRIERE_TOKEN", _j((HEX, 40))),
    ("Fuhrmann", "FUHRMANN_API_KEY", _j((ALNUM, 32))),
    ("Xinao", "XINAO_APP_SECRET", _j((HEX, 32))),
    ("Nanshan", "NANSHAN_APP_SECRET", _j((ALNUM, 32))),
    ("Carrfields", "CARRFIELDS_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Farmax", "FARMAX_API_KEY", _j((B64, 43), "=")),
    ("Softship", "SOFTSHIP_API_KEY", _j((HEX, 32))),
    ("Geopagos", "GEOPAGOS_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Buenbit", "BUENBIT_API_SECRET", _j((HEX, 64))),
    ("AstroPay", "ASTROPAY_SECRET_KEY", _j((ALNUM, 32))),
    ("Floid", "FLOID_API_TOKEN", _j((ALNUM, 40))),
    ("Soldo", "SOLDO_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Sunrate", "SUNRATE_API_SECRET", _j((HEX, 64))),
    ("Standard Chartered", "SCB_S2B_API_KEY", _j((ALNUM, 32))),
    ("Auravant", "AURAVANT_TOKEN", _j((ALNUM, 40))),
    ("Kilimo", "KILIMO_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Agrofy", "AGROFY_API_KEY", _j((HEX, 32))),
    ("Acronex", "ACRONEX_TOKEN", _vendor_jwt("https://auth.acronex.com")),
    ("Agrotoken", "AGROTOKEN_API_KEY", _j((HEX, 64))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.prod (catalogo):\n{env}={tok}",
    "compose.prod.yaml, service catalogo:\n    environment:\n      - {env}={tok}",
    "Secret catalogo-env, decoded:\n  {env}: {tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "dokku config:set remates {env}={tok}",
    "[program:catalogo] environment={env}=\"{tok}\"",
    "~/Library/LaunchAgents/coop.cormoran.sync.plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "php-fpm pool: env[{env}] = {tok}",
    "crontab on fardos:\n{env}={tok}\n15 3 * * * /opt/remates/sync.sh",
    "Cormorán ERP › Configuración › Integraciones › {vendor} › Clave API: {tok}",
    "Obsidian table 'Integraciones': | {vendor} | prod | {tok} |",
    "Kanboard: {vendor} key {tok} to be rotated after the auction",
    "WhatsApp, Facundo: key for {vendor} (catálogo sync): {tok}",
    "Signal: current {vendor} token is {tok}; I killed the previous one",
    "Zammad #2291: 401 from {vendor} since Monday; key in the config is {tok}",
    "osTicket 5533: {vendor} sync down again, key on file {tok}",
    "can you hold on to our {vendor} API key? {tok}",
    "la API key que usa el galpón para {vendor}: {tok}",
    "oye, la clave API de {vendor} es {tok}",
    "dyma allwedd API {vendor}: {tok}",
    "la chiave API {vendor} che usa il lanificio: {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "Anei te kī API mō {vendor}: {tok}",
    "Forgejo Actions repo secret {env}: {tok}",
    "{vendor}-API-Schlüssel fürs Wolllager: {tok}",
    "clé API {vendor} du bureau de Stanley : {tok}",
    "{vendor} API ključ, ured Punta Arenas: {tok}",
    "{vendor} zerbitzuko API gakoa: {tok}",
    "systemd override for catalogo.service:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "Ansible group_vars/catalogo/vault.yml, decrypted:\n{env}: {tok}",
    "Bitwarden Secrets Manager, entry '{vendor} prod': {tok}",
    "Notion page 'Integrations (old)': {vendor} — {tok}",
    "seo an iuchair API aig {vendor}: {tok}",
    "ya key API {vendor}: {tok}",
    "ce key API {vendor} sa: {tok}",
    "hai {vendor} API key: {tok}",
    "1Password item '{vendor} – catálogo', credential field: {tok}",
    "ñi API key {vendor} mew: {tok}",
    "ča si pita za {vendor}: API ključ je {tok}",
    "介 {vendor} 的 API key：{tok}",
    "la chiave API de {vendor} è {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    aerodatabox = _rapidapi(rng)
    pingpp = "sk_live_" + _r(rng, ALNUM, 24)
    todopago = _r(rng, HEX, 32)
    tiendanube = _r(rng, HEX, 40)
    flow = _r(rng, HEX, 40)
    kingdee = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://aerodatabox.p.rapidapi.com/flights/number/FIG101", headers={{"X-RapidAPI-Key": "{aerodatabox}", "X-RapidAPI-Host": "aerodatabox.p.rapidapi.com"}})', aerodatabox),
        Sample("vendor_token", f"const pingpp = require('pingpp')('{pingpp}');", pingpp),
        Sample("vendor_token", f"curl -H 'Authorization: TODOPAGO {todopago}' https://apis.todopago.com.ar/t/1.1/api/Operations/GetByRangeDateTime", todopago),
        Sample("vendor_token", f"curl -H 'Authentication: bearer {tiendanube}' -H 'User-Agent: Cormoran (it@cormoran.coop)' https://api.tiendanube.com/v1/2817734/products", tiendanube),
        Sample("vendor_token", f"$flow = new FlowApi('{_r(rng, UPPER_HEX, 8)}-{_r(rng, UPPER_HEX, 4)}', '{flow}');", flow),
        Sample("vendor_token", f'KingdeeClient client = new KingdeeClient("cormoran-trade", "{kingdee}");', kingdee),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    chosen = list(zip(_VENDORS, v.cycle(rng, _NAMED, len(_VENDORS)), strict=True))
    for (vendor, env, make), template in chosen[: n - len(out)]:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "the page won't show it again, so:\n{t}",
                "anotá esto por favor: {t}", "这个 token：{t}", "{t}\n^ fresh one, previous one revoked this morning",
                "file this away for me, the integrator needs it Monday: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of water-tank sensor TK-14 at La Morena (OTAA): {h}": 32,
    "NwkSKey of the gate counter at the Fox Bay pens (ABP): {h}": 32,
    "HMAC secret for the Prex payment webhook: {h}": 64,
    "OFDA results export, AES key: {h}": 32,
    "pre-shared key of the Stanley–Gallegos IPsec tunnel (hex): {h}": 64,
    "Zebra printer key for the bale RFID tags, hex: {h}": 32,
    "备份加密密钥：{h}": 64,
    "allwedd amgryptio'r copi wrth gefn: {h}": 64,
    "ce backup key hex sa: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zammad #2288: token copied out of the browser's network tab {t}",
    "Cookie: lang=es-AR; cormoran_session={t}",
    "REMATES_API_ACCESS_TOKEN={t}",
    "hang onto this bearer for the auction app {t}",
    "el token que copié del navegador: {t}",
    "介token：{t}",
    "Help Scout thread, the customer pasted: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.cormoran.coop/realms/lanas",
            "azp": "catalogo-remates",
            "roles": ["broker", "clasificador"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Trelew scour server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/remates.cormoran.coop.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "lanificio-biella"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_fardos <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zammad #2297, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "服务器私钥：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Bremen buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvwIBADANBgkqhkiG9w0BAQEFAASCBKkw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus wallet backup, copying it off the card before I burn it: {p}": "english",
    "Sparrow, the 'recovery words' screen:\n{p}": "english",
    "BlueWallet words (the old wool-fund wallet, emptied): {p}": "english",
    "Coinomi backup (the paper is in the safe): {p}": "english",
    "voice memo: the Trust Wallet recovery words are {p} and that's the twelve or however many": "english",
    "Obsidian page 'Wool fund wallet (retired)': {p}": "english",
    "frase de recuperación de la billetera Muun, che: {p}": "spanish",
    "palabras de respaldo de la wallet de Ramiro: {p}": "spanish",
    "frase di recupero del portafoglio di Matteo: {p}": "italian",
    "钱包助记词：{p}": "chinese_simplified",
    "as palavras da carteira do Pieter: {p}": "portuguese",
    "les mots de secours du Ledger de Giulia : {p}": "french",
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
        "  ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "WhatsApp, Facundo: the co-op card for the Heiniger spare parts is {c}, exp {mm}/{yy}",
    "my second card, in case the first one bounces: {c} exp {mm}/{yy}",
    "Card no {c}\nValid until {mm}/{yy}",
    "Zammad #2302: pay the Tru-Test service call with card {c}",
    "la tarjeta mía: {c}, vence {mm}/{yy}",
    "número de la tarjeta corporativa: {c}",
    "hai tarjeta: {c}, {mm}/{yy}",
    "numero della carta: {c} (scad. {mm}/{yy})",
    "卡号：{c}，有效期 {mm}/{yy}",
    "broj kartice: {c}, istječe {mm}/{yy}",
    "ñi tarjeta: {c}",
    "lo numero de la tarjeta è {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "jcb", "unionpay", "maestro", "discover", "diners"]


def _card(rng: random.Random, brand: str) -> str:
    """A Luhn-valid number of ``brand`` (a Visa with the sixteen digits cards carry here)."""
    number = v.until(rng, lambda g: v.card(g, brand), lambda n: brand != "visa" or len(n) == 16)
    assert luhn.is_valid(number)
    return number


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c}, 09/34, code on back {cvv}",
               "the code on the back of the card: {cvv}",
               "Amex {c}: the 4 small digits printed above the number are {cvv}",
               "el código de seguridad de atrás de la tarjeta: {cvv}",
               "卡背面的安全码：{cvv}",
               "il codice di sicurezza sul retro: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes and country lists of heldouts 5 to
# 102 (about seven corpora each); their BBAN shapes are the value helpers'.
_IBAN_COUNTRIES = ["DE", "NL", "AT", "BE", "IE", "IT", "GB", "CZ"]


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_number(g, country), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice LAN-2031-118: please pay the scouring of lot GAL-3107 to {i} by the end of the month",
    "save the Bremen wool buyer's IBAN: {i}",
    "IBAN: {i}\nReference: remate 14, October",
    "WhatsApp #tesorería: the Verviers broker's new bank details, IBAN {i}",
    "IBAN del comprador de Biella: {i}",
    "IBAN del lanificio per la fattura 2031/44: {i}",
    "y rhif IBAN: {i}",
    "buyer's IBAN (Prato mill): {i}",
    "IBAN 账号：{i}",
    "Tilburg buyer, IBAN {i}",
    "IBAN vom Wollkontor: {i}",
    "ñi IBAN: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Id kinds no earlier corpus uses; none has a check python-stdnum or this file verifies, so each
# is drawn in the shape the author believes it is printed in.
def _marca(g: random.Random) -> str:
    """A Santa Cruz livestock brand and earmark registration (boleto de marca y señal)."""
    return f"SC-{g.randrange(1, 10)}{_r(g, D, 5)}"


def _clu(g: random.Random) -> str:
    """An ANMaC firearms legitimate-user credential (CLU): eight digits."""
    return g.choice("123456789") + _r(g, D, 7)


def _libreta(g: random.Random) -> str:
    """An old Argentine Libreta de Enrolamiento: seven digits, printed with dots."""
    n = f"{g.randrange(1_000_000, 9_000_000)}"
    return f"{n[0]}.{n[1:4]}.{n[4:]}"


def _fi_status(g: random.Random) -> str:
    """A Falkland Islands Status certificate number (the numbering is invented)."""
    return f"FIS/{g.randrange(1990, 2031)}/{_r(g, D, 4)}"


def _fi_prp(g: random.Random) -> str:
    """A Falklands Permanent Residence Permit number (the numbering is invented)."""
    return f"PRP-{_r(g, D, 5)}"


def _fi_passport(g: random.Random) -> str:
    """A Falklands (British Overseas Territories citizen) passport: nine digits."""
    return g.choice("56") + _r(g, D, 8)


def _fi_licence(g: random.Random) -> str:
    """A Falkland Islands driving licence (the numbering is invented)."""
    return f"FID{_r(g, D, 6)}"


def _dgac(g: random.Random) -> str:
    """A Chilean DGAC pilot licence number: six digits."""
    return g.choice("123456789") + _r(g, D, 5)


def _tw_permit(g: random.Random) -> str:
    """A mainland resident's Taiwan travel permit (往来台湾通行证): L and eight digits."""
    return "L" + _r(g, D, 8)


def _porto_armi(g: random.Random) -> str:
    """An Italian firearms licence (porto d'armi) number: digits and two letters."""
    return f"{_r(g, D, 6)}{_r(g, UPPER, 2)}"


def _patente_nautica(g: random.Random) -> str:
    """An Italian boat licence (patente nautica): a harbour office's letters and digits."""
    return f"{g.choice(['GE', 'SP', 'LI', 'VE'])}{_r(g, D, 6)}"


def _uy_credencial(g: random.Random) -> str:
    """A Uruguayan credencial cívica: three letters and a number."""
    return f"{_r(g, UPPER, 3)} {g.randrange(1000, 60_000)}"


def _stencil(g: random.Random) -> str:
    """A registered wool classer's stencil number (the numbering is invented)."""
    return f"{g.choice(['NZ', 'AR', 'FK'])}-{_r(g, D, 4)}"


def _cedula_verde(g: random.Random) -> str:
    """An Argentine vehicle card (cédula verde): a letter-and-digit control number."""
    return f"{_r(g, UPPER, 3)}{_r(g, D, 5)}"


def _ar_passport(g: random.Random) -> str:
    """An Argentine passport: three letters and six digits."""
    return "AA" + g.choice("ABCDEFG") + _r(g, D, 6)


def _cl_passport(g: random.Random) -> str:
    """A Chilean passport: a letter and eight digits."""
    return g.choice("PF") + _r(g, D, 8)


def _hr_passport(g: random.Random) -> str:
    """A Croatian passport: nine digits."""
    return "1" + _r(g, D, 8)


def _it_passport(g: random.Random) -> str:
    """An Italian passport: two letters and seven digits."""
    return g.choice(["YA", "YB", "YC"]) + _r(g, D, 7)


def _cn_passport(g: random.Random) -> str:
    """A Chinese passport: E and eight digits."""
    return "E" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "boleto de marca y señal de La Morena (Santa Cruz): {s}": _marca,
    "Ramiro's ANMaC firearms card (CLU): {s}": _clu,
    "my dad's old Libreta de Enrolamiento: LE {s}": _libreta,
    "Falkland Islands Status certificate no. {s}": _fi_status,
    "Glenn's Permanent Residence Permit (Falklands): {s}": _fi_prp,
    "my Falklands passport number: {s}": _fi_passport,
    "Falkland Islands driving licence {s}, renew in June": _fi_licence,
    "licencia de piloto DGAC N° {s} (para el seguro del Islander)": _dgac,
    "大陆居民往来台湾通行证号码：{s}": _tw_permit,
    "numero del porto d'armi di Matteo: {s}": _porto_armi,
    "Matteo's Italian boat licence (patente nautica) no. {s}": _patente_nautica,
    "credencial cívica de la esquiladora uruguaya: {s}": _uy_credencial,
    "classer's stencil number for the bale labels: {s}": _stencil,
    "cédula verde de la Hilux de la estancia: {s}": _cedula_verde,
    "ya pasaporte: {s}": _ar_passport,
    "ce pasaporte sa {s}": _cl_passport,
    "hai pasaporte: {s}": _cl_passport,
    "ya pasaporte, Río Grande: {s}": _ar_passport,
    "ñi pasaporte: {s}": _cl_passport,
    "broj od pasoša mi je {s}": _hr_passport,
    "介是我护照号：{s}": _cn_passport,
    "lo numero de lo pasaporto è {s}": _it_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 2)}" for _ in range(n)]


_BACKUPS = ["Brubank 2FA recovery codes\n{codes}", "spare sign-in codes for the co-op's Microsoft 365 {codes}",
            "Prex backup codes: {codes}", "códigos de respaldo de la verificación en dos pasos:\n{codes}",
            "2FA 备用码：\n{codes}", "codici di backup 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Soldo:ivana.m@cormoran.coop?secret={s}&issuer=Soldo&period=30",
              "Aegis, manual entry for the Sunrate login: {s}",
              "2FAS setup key for the AstroPay account: {s}",
              "clave TOTP del Home Banking: {s}"]  # fmt: skip
_CODES = ["{c} es tu código de verificación de Brubank",
          "{c} is your Sure South Atlantic verification code",
          "【南山】验证码 {c}，5分钟内有效",
          "Il tuo codice Poste Italiane è {c}",
          "Your AeroDataBox login code: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 4) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Galpon-Esquila", "LaMorena-Casco", "Natales-Lanas-5G", "FoxBay-Shed",
          "GooseGreen-Hall", "PortHoward-Camp", "Trelew-Lavadero", "Gaiman-Capel",
          "Aeroclub-RGL", "PuntaQuilla-Port", "Stanley-Office", "Starlink-Puesto3",
          "RUT955-CerroCastillo", "RioGrande-Barraca"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s} — WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "network: {s}\nkey: {pw}",
    "the shed's network is {s}, pw {pw}",
    "wifi at the Fox Bay shearing shed: {s} / {pw}",
    "Teltonika first setup, wireless: SSID {s}, key {pw}",
    "sticker under the Starlink: {pw}",
    "wifi {s}, la clave: {pw}",
    "cyfrinair y wifi {s}: {pw}",
    "ya wifi haruwen {s}: {pw}",
    "hai wifi {s}, password {pw}",
    "WLAN {s} – Schlüssel {pw}",
    "šifra od wifija {s} je {pw}",
    "介wifi {s} 密码：{pw}",
    "ñi wifi {s}, clave {pw}",
    "RAK gateway uplink wifi: ssid {s} / psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("prx_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _rapidapi,
                 _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["one character at a time, as I read it off the screen: {t}",
          "[read out on Zello, I typed what I heard] {t}",
          "(spaces so it doesn't show in the notification) {t}", "te lo paso de a una letra: {t}",
          "一个字一个字地：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the shearing-shed padlock takes {pw}", "padlock on the Fox Bay fuel shed: {pw}",
          "the wool-store door keypad takes {pw} then #", "código del candado de la tranquera: {pw}",
          "côd y clo ar y sied gneifio: {pw}", "ya candado haruwen, galpón de Río Grande: {pw}",
          "仓库门锁密码：{pw}", "alarm panel in the airstrip hangar: {pw}",
          "kod od lokota na magazinu: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["merino", "corriedale", "guanaco", "choique", "calafate", "tussac", "hogget",
                 "fleece", "peat", "kelp", "penguin", "albatross", "steamer", "gaucho", "estancia",
                 "puestero"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the broking vault: {p}": " ",
            "KeePassXC, the fleece.kdbx passphrase: {p}": "-",
            "VeraCrypt volume passphrase for the clip records: {p}": " ",
            "Enpass vault master phrase: {p}": ".", "ya frase Bitwarden aike: {p}": " ",
            "密码短语：{p}": " ", "ñi frase clave: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia, request 'lotes', Authorization header = Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Bruno collection, auth: bearer {v}": False,
    "HTTPie session file: \"Authorization\": \"Basic {v}\"": True,
    "Thunder Client request: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/opt/metabase/catalogo.env (on the catalogue VM):\n# moved to postgres after the H2 file broke\nMB_DB_CONNECTION_URI=postgres://pg-lanas.cormoran.lan:5432/metabase\nMB_DB_USER=mb_catalogo\nMB_DB_PASS={pw}",
    "/etc/odoo/cormoran.conf:\n[options]\n; remates database\ndb_host = pg-lanas.cormoran.lan\ndb_user = odoo_remates\ndb_password = {pw}\nproxy_mode = True",
    "/etc/zabbix/zabbix_server.d/db.conf (monitoring the estancias):\nDBHost=pg-lanas\nDBName=zabbix_estancias\nDBUser=zbx_estancias\nDBPassword={pw}",
    "wp-config.php of remates.cormoran.coop:\ndefine( 'DB_NAME', 'remates_wp' );\ndefine( 'DB_USER', 'remates' );\ndefine( 'DB_PASSWORD', '{pw}' );",
    "/etc/ppp/peers/personal-3g:\nuser \"cormoran\"\npassword \"{pw}\"\nconnect \"/usr/sbin/chat -f /etc/chatscripts/gprs\"",
    "/etc/wvdial.conf on the Cerro Castillo box:\n[Dialer claro]\nInit2 = AT+CGDCONT=1,\"IP\",\"igprs.claro.com.ar\"\nUsername = cormoran\nPassword = {pw}",
    "~/.msmtprc on fardos:\naccount avisos\nhost smtp.cormoran.coop\nport 587\nfrom avisos@cormoran.coop\nuser avisos@cormoran.coop\npassword {pw}",
    "~/.fetchmailrc (remates inbox):\nset daemon 600\npoll imap.cormoran.coop proto imap user 'remates' pass '{pw}' ssl",
    "rclone.conf on the Stanley NUC:\n[nas-stanley]\ntype = sftp\nhost = nas-stanley\nuser = copia\npass = {pw}",
    "/etc/grafana/grafana.ini (scour dashboards):\n[security]\nadmin_user = lavadero\nadmin_password = {pw}",
    "~/.pg_service.conf on the broking PC:\n[catalogo]\nhost=pg-lanas.cormoran.lan\ndbname=lotes\nuser=catalogo\npassword={pw}",
    "~/.my.cnf on remates-db:\n[mysqldump]\nuser=respaldo\npassword=\"{pw}\"",
    "aerocormoran booking, src/main/resources/application-prod.properties:\nspring.datasource.url=jdbc:postgresql://pg-lanas.cormoran.lan/reservas\nspring.datasource.username=reservas\nspring.datasource.password={pw}",
    "catalogo/settings/prod.py:\nDATABASES = {{'default': {{'ENGINE': 'django.db.backends.postgresql', 'NAME': 'lotes', 'USER': 'catalogo', 'PASSWORD': '{pw}'}}}}",
    "Home Assistant at La Morena, secrets.yaml:\nstarlink_host: 192.168.100.1\nmosquitto_galpon_password: {pw}",
    "/etc/nut/upsd.users on the scour plant:\n[lavadero-mon]\n  password = {pw}\n  upsmon secondary",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Facundo: clave del wifi del galpón?\nRamiro: {pw}",
    "[05:41] stacey: root pw for the Fox Bay NUC?\n[05:43] glenn: {pw}",
    "Nahuel: {pw} es la nueva clave del Tru-Test",
    "Matteo: usa {pw}, è quella che ha il PC del lanificio adesso",
    "Rosa: ya password nuevo, haruwen: {pw}",
    "Eluned: y cyfrinair newydd yw {pw}",
    "Mirko: nova šifra je {pw}, ča ćeš",
    "Catriel: ñi we clave {pw}",
    "郭晶：介新密码 {pw}",
    "Teófila: la nova pasuorde è {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "con\u200btraseña: {pw}", "cla\u00adve = {pw}", "pass\u2060word → {pw}", "сlave: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ｃｌａｖｅ：{pw}", "pass\u200dword: {pw}", "p\u0430ssword = {pw}",
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
    out: list[Sample] = []
    for k, (family, n) in enumerate(_PLAN):
        sub = random.Random(SEED + 10 + k)
        out += family.take(sub, n) if isinstance(family, _Family) else family(sub, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


def _first_backup(g: random.Random) -> str:
    return _backup_list(g, 1, 4)[0]


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Gallagher admin password is": "{s}", "Tru-Test service pw:": "{s} (since the scale swap in October)",
    "la clave del galpón es": "{s}", "WinCC password": "{s}\nchange it after the season",
    "cyfrinair y sied:": "{s}", "la password del lanificio è": "{s}", "介密码是": "{s}",
    "ñi clave": "{s}", "the password Glenn read out over the HF radio was": "{s}, I think",
    "šifra mi je": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "AeroDataBox RapidAPI key", "{s}", _rapidapi),
    ("split_token", "Ping++ secret key:", "{s} (live)", _j("sk_live_", (ALNUM, 24))),
    ("split_token", "Kilimo API key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Sparrow wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/35", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IE"))),
    ("split_backup", "Brubank recovery codes", "{s}\nkmtz-4471-qa\nrwpe-0392-hd", _first_backup),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Falkland Islands Status certificate", "{s}", _fi_status),
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
    '{"gallagher": {"url": "https://tw3.cormoran.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"clave_del_tru_test": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "nahuel.q", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "manga-1"}, {"name": "manga-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysqlbackup", "--user", "remates", "--password", "{s}", "backup"]}': ("meta_password", _plain_pw),
    '{"note": "介电脑密码 {s}"}': ("meta_password", _plain_pw),
    '{"cyfrinair": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the WinCC panel as operador with the password {s}"}': ("meta_password", _plain_pw),
    '{"aerodatabox": {"rapidapi_key": "{s}"}}': ("meta_token", _rapidapi),
    '{"prexToken": "{s}"}': ("meta_token", _j("prx_live_", (ALNUM, 32))),
    '{"kilimo_key": "{s}"}': ("meta_token", lambda g: v.uuid4(g, "9")),
    '{"sync_job": {"http": {"headers": {"authorization": "Bearer {s}"}}}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"tarjeta_corporativa_nro": "{s}", "vence": "03/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"comprador_biella": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AT")),
    '{"staff": {"falklands_prp": "{s}"}}': ("meta_id", _fi_prp),
    '{"seguridad": {"codigos_de_respaldo_galpon": ["{s}", "kmtz-4471-qa", "rwpe-0392-hd"]}}': ("meta_otp", _first_backup),
    '{"wool_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"sensor_tanque": {"lorawan_appkey": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"galpon_combustible": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Galpon-Esquila", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"xr5000-firmware-4.2.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/cormoran/catalogo:7.1").hexdigest()
_COMMIT = hashlib.sha1(b"catalogo: add micron column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"catalogo: revert bale rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"clasificacion-2031.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"remate-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Gallagher scale password before the shearing starts on 2031-10-20.",
    "Stacey asked for the Fox Bay shed wifi password; it's on the card in the manager's drawer.",
    "Rule of the office: sixteen characters or more for any password, stored in the vault and nowhere else.",
    "Nobody posts passwords in the station WhatsApp groups; send the vault link.",
    "The `.env.example` line `PREX_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The WinCC panel asks for a new password after every firmware update.",
    "Replace <YOUR_AERODATABOX_KEY> in the README with the key from your RapidAPI dashboard.",
    "TIENDANUBE_ACCESS_TOKEN and FLOW_SECRET_KEY must be set before the nightly order sync runs.",
    "Ma clave ma aike nomás, al grupo no.",
    "Caw clave caw nomás, ce tampoco la pido.",
    "Sa password sa nomás; hai no la quiere saber.",
    "Ma password ma haruwen nomás, a nadie.",
    "Mi clave mi nomás, kiñe tse no.",
    "Šifru nemoj nikomu povidit, ni judima iz ureda.",
    "密码甭跟别人说，介事儿倍儿重要。",
    "La pasuorde no se la dica a nisuno, eh.",
    "La clave tiene que tener por lo menos catorce caracteres, che.",
    "Rhaid i'r cyfrinair fod yn bedwar nod ar ddeg o leiaf.",
    "In lanificio le password si cambiano ogni sei mesi.",
    "羊毛仓库的密码每半年换一次。",
    "Me huri tō kupuhipa ia ono marama.",
    "Ninguém do escritório vai pedir a sua senha por telefone.",
    "Ein Kennwort unter vierzehn Zeichen nimmt das System nicht an.",
    "Ne partagez jamais votre mot de passe, même avec le support.",
    "Lozinku nikad ne šalji porukom.",
    "Ez eman inori zure pasahitza.",
    "Moenie jou wagwoord vir enigiemand gee nie.",
    "Atharraich am facal-faire agad às dèidh an rùsgaidh.",
    "羊毛倉庫のパスワードは半年ごとに変更します。",
    "비밀번호는 다른 사람에게 알려주지 마세요.",
    "Het wachtwoord van de wolschuur verandert na elke scheerronde.",
    "Upgraded the WinCC panel from V17 to V18 and pymodbus to 3.9.2 during the winter stop.",
    f"commit {_COMMIT} adds the micron column to the lot export.",
    f"Rolled back to {_SHORT} after the bale-weight rounding broke the catalogue.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The XR5000 firmware 4.2.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of remate-2031.parquet: {_SHA512}",
    f"The catalogue API runs ghcr.io/cormoran/catalogo@sha256:{_IMAGE}.",
    f"MD5 of clasificacion-2031.csv is {_MD5}, same as the copy on the Stanley share.",
    "Request id 3f6c2a91-7d4e-4b18-9a02-5e1b7c9d4f63 is the slow one in the Tiendanube logs.",
    "Orden de compra OC-2031-00562: 120 fardos de Corriedale salen el jueves desde Punta Quilla.",
    "Zammad #2231: the scour bowl 3 temperature alarm keeps tripping at night.",
    "Aerocormorán booking LGS-4471, Stanley to Río Gallegos on 14 March, seat 2A.",
    "Call the Stanley office on +500 21345 before noon.",
    "ISBN 978-987-1173-21-1 is the wool classing handbook on the office shelf.",
    "The station Hilux, plate AF 482 KD, is at the Gallegos workshop until Friday.",
    "Lot GAL-3107: 19.4 micron, 68.2 % yield, 182 kg per bale, 41 bales.",
    "Wind at Fox Bay gusted to 92 km/h; the shed roof lost two sheets.",
    "After five wrong passwords the WinCC panel locks the account for 15 minutes.",
    "The Goose Green hall is 30 m long; a Corriedale fleece weighs about 4.5 kg.",
    "The secret of a clean clip is skirting every fleece on the table.",
    "Ask Ramiro for the shed padlock code, I don't have it.",
    "My card ending 4417 was declined at the hardware store in Puerto Natales.",
    "The Biella buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the co-op's Brubank account and keep them in the safe.",
    "Nobody from the co-op will ever ask for a wallet's recovery words.",
    "Keep `AERODATABOX_API_KEY` in the secrets store, never in the repository.",
    "Tiendanube moved its developer settings under Apps in the latest release.",
    "The guest wifi 'Cormoran-Visitas' is open, no password needed.",
    "Shearing tally for Tuesday: 3,412 sheep across four stands, top shearer 287.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"clave_rotada_el": "2031-09-01", "password_policy": "16 chars, vault only"}',
    '{"secret_ref": "vault/coop/gallagher", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "2231", "purchase_order": "OC-2031-00562"}',
    '{"lot": {"id": "GAL-3107", "micron": 19.4, "yield_pct": 68.2, "bales": 41}}',
    '{"phone": "+500 21345", "city": "Stanley"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "sheep_shorn": 3412}',
    '{"booking": "LGS-4471", "route": "PSY-RGL", "seat": "2A"}',
    '{"plate": "AF 482 KD", "vehicle": "Hilux", "odometer_km": 218400}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
