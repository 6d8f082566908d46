# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-sixteenth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-fourteenth's docstring, the
fifth to hundred-and-fourteenth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (a sheep breed and a
fibre's micron, the wind's speed in km/h, a bush plane's LV- registration, a Patagonian bird or
animal with a town and a year, a shearer's tally, a Welsh word joined to a Spanish one, a turbine's
number, a flock's size in thousands), names, places, templates, tools, vendors and layouts, the way
the shearing crews (comparsas), estancias, wool-buying office, wind-farm control room, estancia
tourism desk and bush-plane operator of Caiquén Wool & Wind (a fictional company) leak secrets into
an assistant's memory: estancias near Gobernador Gregores, Puerto San Julián and Pali Aike in Santa
Cruz, by Porvenir and Cerro Sombrero in Chilean Tierra del Fuego, by Tolhuin and Río Grande on the
Argentine side, and at Goose Green, Fox Bay and Pebble Island in the Falklands; the wool-buying
office in Trelew, with Welsh-Patagonian families in Gaiman, Dolavon and Trevelin; the Cañadón
Ventoso wind farm (fictional too); the tourism desk of Estancia La Tapera (fictional); the hangar at
Río Gallegos; seasonal shearers from New Zealand (Southland, Hawke's Bay), Uruguay (Tacuarembó,
Rivera) and Wales (Powys), Chilote crews from Chiloé, Saints from St Helena working in Stanley,
Danish turbine technicians from West Jutland, and a wool buyer from Biella. The texts are WhatsApp,
Zello, Telegram, Teams, Slack, Messenger, Viber, iMessage, WeChat and Element messages and SMS,
Google Keep, Apple Notes, Samsung Notes, OneNote, Notion, Evernote and Obsidian notes, GLPI, Jira,
Zendesk, Freshdesk, Trello and Odoo Helpdesk tickets, e-mails, an incident note, a runbook, a README
fragment, shell history (bash and zsh, PowerShell, Windows Terminal, tmux, Termius, JuiceSSH,
MobaXterm, SecureCRT, a Jenkins and a GitHub Actions log, a cron mail), configs, code (Python, PHP,
Kotlin, T-SQL, a plist, a JSON settings file), voice-dictated text and requests to the assistant
itself, around the panels of weighing, shearing, wool-testing, wind-turbine, substation, met-mast,
aviation, satellite, radio, power, camera, door-lock and network hardware (a Tru-Test XR5000 and a
Gallagher TWR-5 scale, a Ferrier wool press, an OFDA 2000, a Bachmann M1 turbine controller's WebMI,
SEL-3530 RTAC, SICAM A8000, Schneider ION9000, Meinberg LANTIME M300, an NRG SymphoniePRO logger, a
ZX 300 lidar, Obelux aviation lights, a Garmin G1000 NXi, a Garmin inReach, a Flightcell DZMx, an
Iridium 9575, a Codan Envoy HF radio, a Victron Cerbo GX, a Deep Sea DSE7320 and a ComAp InteliLite
generator controller, Hikvision, Dahua and Reolink recorders, Salto door locks, MikroTik, Moxa and
FRITZ!Box network boxes, a server's BMC). Tools none of heldouts 5 to 114 names: Oracle's
runInstaller, rwconverter, frmcmp_batch, adstrtal.sh, tkprof, wrc and dbv, SAP HANA's hdblcm,
fritzconnection, arrcon, Wakaama's lwm2mclient, Chrome Remote Desktop's start-host, bcachefs unlock,
SSH_ASKPASS and SUDO_ASKPASS scripts, F5's tmsh, the NetScaler CLI, T-SQL's OPENROWSET,
mariadb-slap, mariadb-access, mariadb-hotcopy, mylvmbackup, automysqlbackup's config,
pg_recvlogical, dbish and Grav's bin/plugin; beside them the commands the product names (sshpass,
redis-cli, mysql, curl, ipmitool, 7z, net use, smbclient, mosquitto_pub, xfreerdp, ldapsearch) and
configs of Dolibarr, GLPI, Traccar, Telegraf, Grafana, Odoo, ESPHome, Kannel, Asterisk's pjsip, an
fstab CIFS line, rsyncd, Snipe-IT, Frappe, Guacamole and Spring in layouts of its own. About 46 % of
the texts are in other languages than English (by a rough count of the drawn samples, Falkland
Islands and Saint Helenian English counted as languages of their own; about 41 % without them):
Patagonian Welsh (Cymraeg y Wladfa, the Welsh of Chubut, laced with Spanish), Falkland Islands
English (the Kelpers' "Camp" English), Saint Helenian English ("Saint", as St Helenians working in
Stanley text it), Kāi Tahu Māori (the southern dialect of te reo, with k for ng), Chilote Spanish
(the Spanish of Chiloé's shearing crews), Lunfardo (the Rioplatense argot, as Uruguayan and
Argentine shearers text it), West Jutlandic (Vestjysk) and Biellese (the Piedmontese of Biella),
which no earlier docstring names (Welsh, English, te reo Māori, Chilean and Rioplatense Spanish,
South Jutlandic and Piedmontese are named before; these varieties are not), and Rioplatense Spanish,
Chilean Spanish, Welsh, Danish, German, Italian, Brazilian Portuguese, French, Dutch, Simplified
Chinese, Hebrew, Croatian, Japanese, Afrikaans and Norwegian in wordings of their own. The eight new
languages' wordings are the author's approximations, checked by no speaker, built around their
pronouns, possessives and articles and the loanwords people there really text (password, clave,
contra, code, PIN, wifi, IBAN, API, token, server): Patagonian Welsh's `cyfrinair`, `fy nghyfrinair
i`, `ydy`/`yw`, `wedyn` ("then"), `paid â dweud … wrth neb` ("don't tell … anyone"), `allwedd`
("key") and `rhif` ("number") beside the Spanish `bueno`, `che` and `galpón`; Falkland Islands
English's `Camp`, `che`, `smoko` and `the settlement`; Saint Helenian English's `me` ("my"), `es`
("is"), `fer`, `de` ("the"), `wus` ("was"), `ent` ("don't") and `us` ("we, our"); Kāi Tahu Māori's
`ikoa` (for `ingoa`, "name"), `kā` (for `ngā`), `kupuhipa`, `tōku`, `hou` ("new"), `kauaka`
("don't"), `ahokore` ("wireless"), `waea amiorangi` ("satellite phone"), `nama`, `pāmu` ("farm") and
`Murihiku` (Southland); Chilote Spanish's `iñor` ("señor"), `mijito`, `naide` ("nadie"), `po` and
`harto`; Lunfardo's `la contra` (the password), `chabón`, `laburo`, `batir` ("to tell"), `junar`
("to look"), `garpar` ("to pay") and `bulín`; West Jutlandic's preposed article `æ`, `a` ("I"), `it`
("not"), `nyj` ("new"), `te` ("to, for") and `fræ` ("from"); Biellese's `mè` ("my"), `a l'é`, `dël`,
`'d`, `dla`, `nen`, `gnun` ("no one"), `neuva`, `peui` ("then"), `ciav` ("key"), `nùmer` and `lan-a`
("wool"): all guesses after published word lists or neighbouring varieties. Vendors (Nispera,
Turbit, WindESCo, GreenPowerMonitor, QOS Energy, Alectris, Windar Photonics, Nearthlab, Perceptual
Robotics, SkySpecs, Zeitview, Sulzer Schmid, Onyx Insight, Ping Monitor, Vortex FDC, Meteodyn,
Windnavigator, CAMMESA, Coordinador Eléctrico Nacional, Breedr, eShepherd, CiboLabs, Pasture.io,
Cashmanager, FlightLabs, Laminar Data, Autorouter, Flight Plan Database, Newbook, Travefy, Safari
Portal, Turismocity, Booking Experts, iGMS, Lodgix, PlacetoPay, Viumi, Paypertic, Cobro Digital,
Pluspagos, Haulmer, Facturante, Softland, Finnegans, Holistor, Bejerman, Calipso, Via Cargo,
Skydropx, Urbano and Cayenne) are ones heldouts 5 to 114 do not name; where a vendor publishes no
token shape the shape here is the author's guess (FlightLabs' JWT access key, Laminar Data's 32-hex
`user_key`, Cayenne's 40-hex MQTT password and PlacetoPay's sixteen-character `tranKey` are as the
author believes them; Turbit's `tbt_`, Perceptual Robotics' `prk_`, Zeitview's `zv_live_`, Breedr's
`brd_` and every other shape are guesses). The ids are kinds heldouts 5 to 114 do not use, the
shearers', pilots', technicians' and farms' documents: an Argentine RENATRE rural worker's
credential, which carries the worker's CUIL and is drawn until python-stdnum's `ar.cuit` validates
its check digit; and, with no check a library or this file verifies (no check-digit algorithm is
written here), a Uruguayan DICOSE number and carné de salud, a UK CPH (County Parish Holding) number
and flock mark, a GWO WINDA ID, an Argentine ANAC pilot licence, a New Zealand NAIT number, a
Falkland Islands work permit, a Chilean Sernapesca recreational fishing licence, an Argentine ENACOM
radio operator's certificate, a St Helena passport and a Uruguayan passport, in the shapes the
author believes they are printed in. Card numbers pass Luhn (Cabal prefixes drawn here and checked
with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over heldouts 5
to 114 (Guatemala, Nicaragua and Seychelles, each in seven earlier corpora; the Falkland Islands,
Gibraltar, Cyprus, Monaco and São Tomé and Príncipe, each in eight), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Spanish, Italian, Portuguese, French
and Simplified Chinese lists. 390 secret samples, 20 field pairs and 20 metadata samples (430
scored), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.ar import cuit as ar_cuit

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 116_480_273
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


_BREEDS = ["Merino", "Corriedale", "Romney", "Polwarth", "Dohne", "Cormo", "Perendale",
           "Coopworth", "Cheviot", "Lincoln", "Hampshire", "Texel"]  # fmt: skip
_FAUNA = ["Guanaco", "Choique", "Chulengo", "Carancho", "Chimango", "Bandurria", "Piche", "Mara",
          "Huemul", "Rockhopper", "Tussac", "Calafate", "Coiron", "Lenga", "Nire", "Zorrino"]  # fmt: skip
_PLACES = ["Gregores", "Trelew", "Gaiman", "Trevelin", "Dolavon", "Natales", "Porvenir",
           "RioGrande", "Tolhuin", "Gallegos", "SanJulian", "PaliAike", "Sombrero", "Stanley",
           "GooseGreen", "FoxBay", "Pebble", "Tacuarembo", "Gore", "Waipukurau"]  # fmt: skip
_NAMES = ["Nahuel", "Mirta", "Rhys", "Eluned", "Iolo", "Gwenllian", "Aroha", "Hemi", "Wiremu",
          "Tristan", "Cherie", "Leon", "Washington", "Facundo", "Yamila", "Segundo", "Transito",
          "Bjarne", "Mette", "Soren", "Ilaria", "Ottavio", "Hebe", "Lautaro", "Ailen"]  # fmt: skip
_WELSH = ["Draig", "Cwm", "Hiraeth", "Capel", "Bryn", "Cymanfa", "Eisteddfod", "Bara"]
_SPANISH = ["Gaucho", "Mate", "Asado", "Pampa", "Galpon", "Tranquera", "Fogon", "Bombacha"]
_SYMBOLS = "!#$%&*?@+=^"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits with one capital, as a generator
    writes them."""
    groups = [list(_r(g, LOWER_DIGITS, 6)) for _ in range(3)]
    groups[g.randrange(3)][g.randrange(6)] = g.choice(UPPER)
    return "-".join("".join(group) for group in groups)


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BREEDS)}{g.choice(['17.5', '18.5', '19', '19.5', '21', '23'])}{g.choice(_SYMBOLS)}",
    lambda g: f"Viento{g.randrange(60, 140)}kmh{g.choice(_SYMBOLS)}",
    lambda g: f"LV{_r(g, UPPER, 3)}{g.choice([185, 206, 208, 210])}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FAUNA)}{g.choice(_PLACES)}{g.randrange(1960, 2031)}",
    lambda g: f"{g.choice(_NAMES).lower()}.{g.choice(_FAUNA).lower()}{g.randrange(10, 100)}",
    _manager,
    lambda g: _r(g, ALNUM + "$%&!?*", 15),
    lambda g: f"Tally{g.randrange(280, 760)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_WELSH)}{g.choice(_SPANISH)}{g.randrange(10, 100)}",
    lambda g: f"WTG{g.randrange(1, 43):02d}-{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.randrange(2, 19)}milOvejas{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_PLACES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, 'Comparsa Gregores 2033', Nahuel: the Tru-Test XR5000 scale password is {pw}",
    "Zello channel 'Galpón', transcribed: Gallagher TWR-5 admin password {pw}",
    "Telegram from Rhys: the shed generator's DSE7320 controller password {pw}",
    "Teams chat, #scada-cañadón: Bachmann M1 WebMI password {pw}",
    "Slack DM from Bjarne: SEL-3530 RTAC web password {pw}",
    "Messenger from Tristan (Fox Bay): Victron Cerbo GX remote console password {pw}",
    "Viber from Washington: Codan Envoy HF radio admin password {pw}",
    "iMessage from Cherie: the Garmin inReach MapShare password is {pw}",
    "WeChat, the Zhangjiagang buyer: OFDA 2000 lab PC password {pw}",
    "Element room #hangar: the G1000 NXi database laptop password {pw}",
    "SMS from Aroha: Meinberg LANTIME M300 web password {pw}",
    "Google Keep note 'Hangar RGL': Flightcell DZMx config password {pw}",
    "Apple Notes 'Estancia La Tapera': Salto door-lock software password {pw}",
    "Samsung Notes: the Hikvision NVR at the tourism desk, password {pw}",
    "OneNote › Cañadón Ventoso › Met mast 2: NRG SymphoniePRO logger password {pw}",
    "Notion page 'Lidar': ZX 300 web UI password {pw}",
    "Evernote: Obelux aviation-light controller password {pw}",
    "Obsidian vault, Stanley office: ComAp InteliLite password {pw}",
    "GLPI ticket #4471: Schneider ION9000 meter rejects its password {pw} after the firmware bump",
    "Jira WFC-218: the Moxa NPort in the met-mast cabinet, password {pw}, needs a reset",
    "Freshdesk ticket 3307: Reolink RLN16 NVR password {pw} to be changed this week",
    "Trello card 'Galpón Bahía Escondida': Ferrier wool press PLC password {pw}",
    "Odoo Helpdesk ticket 77: the Dahua XVR at the Pali Aike lodge, password {pw}",
    "Hola Ilaria,\n\nthe password for the wool-lot database in Trelew is {pw}. Pop it in the vault and bin this e-mail, please.\n\nSaludos,\nMirta",
    "Incident 2033-11-04: the Cerbo GX at Estancia La Tapera was reachable from the internet with password {pw}",
    "Runbook: reset a tripped turbine\n- open the Bachmann WebMI of the WTG\n- user service, password {pw}\n- acknowledge the yaw fault, then restart",
    "README (met mast rack)\nThe SymphoniePRO is at http://10.40.2.15, admin password `{pw}`.",
    "dictated: the MikroTik at the hangar, the admin password is {pw} full stop",
    "remember my Banco Patagonia home banking password: {pw}",
    "Bueno, cyfrinair newydd cyfrifiadur y galpón yw {pw}, che",
    "fy nghyfrinair i i'r e-bost ydy {pw}",
    "che, password for the farm PC out in Camp is {pw}, don't go telling all of Stanley",
    "Tristan: the settlement's new router password is {pw}, smoko's at ten",
    "Me password fer de email es {pw}, ent tell nobody",
    "Leon: us new server password wus set to {pw}",
    "Te kupuhipa mō te rorohiko i te whare kutikuti: {pw}",
    "Aroha: ko {pw} te kupuhipa hou o te tūmau, kauaka e kōrero atu",
    "Oiga iñor, la clave del computador del galpón es {pw}, no se la diga a naide po",
    "Tránsito: la clave nueva del servidor es {pw}, mijito",
    "che chabón, la contra de la compu del laburo es {pw}, no se la batás a nadie",
    "Facu: la contra nueva del server quedó {pw}, que no la junen",
    "æ kodeord te æ pc i æ kontor er {pw}, sig et it te nogen",
    "Bjarne: a har sat æ nyj kodeord på æ server te {pw}",
    "la password dël computer 'd l'ufissi dla lan-a a l'é {pw}, dìjlo nen a gnun",
    "Ilaria: la neuva password dël server a l'é {pw}",
    "la contraseña de la compu de la oficina de lanas en Trelew es {pw}",
    "la clave del notebook de la oficina de Punta Arenas es {pw}, no la anotís en ningún lado",
    "Cyfrinair y gliniadur yn swyddfa Trelew: {pw}",
    "adgangskoden til vindmølleparkens SCADA-pc er {pw}",
    "Das Kennwort für den Leitwarten-PC im Windpark lautet {pw}",
    "la password del gestionale lane dell'ufficio di Biella è {pw}",
    "a senha do notebook do escritório de compra de lã é {pw}",
    "le mot de passe du PC de l'accueil de l'estancia, c'est {pw}",
    "het wachtwoord van de laptop in de hangar is {pw}",
    "羊毛收购办公室电脑的密码是 {pw}",
    "הסיסמה למחשב בדלפק התיירות של האסטנסיה היא {pw}",
    "lozinka za računalo u uredu za vunu u Punta Arenasu je {pw}",
    "格納庫のパソコンのパスワードは {pw} です",
    "die wagwoord vir die rekenaar in die skeerskuur is {pw}",
    "passordet til iPaden i flyet er {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["nahuel", "mirta.g", "rhys", "eluned", "iolo", "aroha", "hemi.t", "wiremu", "tristan",
          "cherie.b", "leon", "washington", "facu", "yamila", "segundo", "transito", "bjarne",
          "mette.k", "soren", "ilaria", "ottavio", "hebe", "lautaro", "svc-scada", "clip-sync",
          "hangar"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Nahuel: the Gallagher scale app login is {u} / {pw}",
    "GLPI #4480: {u} locked out of the VestasOnline portal, last password {pw}",
    "user {u} pass {pw}",
    "Notion › Wind › SCADA › SICAM A8000: {u} — {pw}",
    "| where | login | pw |\n|---|---|---|\n| Cañadón Ventoso RTAC | {u} | {pw} |",
    "Cerbo GX: sign in as {u}, pw {pw}",
    "ComAp login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: met-mast-2\n  user: {u}\n  pass: {pw}",
    "Zello, Rhys: account {u}, password {pw}",
    "per Aroha, the OFDA wants {u} / {pw}",
    "equipo;login;clave\nferrier-press;{u};{pw}",
    "defnyddiwr {u} a chyfrinair {pw}, che",
    "user's {u}, password's {pw}, che",
    "me username es {u} an me password es {pw}",
    "ikoa kaiwhakamahi {u}, kupuhipa {pw}",
    "el usuario es {u}, la clave {pw}, iñor",
    "usuario {u}, la contra {pw}, no la batás",
    "brugernavn {u}, æ kodeord {pw}",
    "utent {u}, password {pw}, a gnun",
    "usuario {u} — contraseña {pw} (la del sistema de lotes)",
    "Brugernavn {u}, adgangskode {pw}",
    "שם משתמש {u}, סיסמה {pw}",
    "ユーザー名：{u}　パスワード：{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["guanaco", "choique", "calafate", "coiron", "chulengo", "lenga", "piche",
               "tussac", "rockhopper", "capon", "borrega", "carancho", "bandurria", "chimango",
               "tranquera", "fogon"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "it's {w}, lowercase, and {d} glued on the end",
    "la password? a l'é {w}, e peui {d}, tut tacà",
    "for the hangar PC it's {w} with {d} on the end",
    "voice memo: the lodge wifi password is {w} and then {d}, no gaps",
    "it's {w}{d}, no space between the word and the number",
    "y cyfrinair ydy'r gair {w}, wedyn {d}",
    "password, che, is {w} with {d} stuck on after it",
    "me password es de word {w} den {d}",
    "tōku kupuhipa: te kupu {w}, ā muri iho ko {d}",
    "la clave es {w}, iñor, y enseguida el {d}",
    "la contra: {w} y atrás el {d}, chabón",
    "æ kodeord er æ ord {w}, å så {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 7 + 3) % len(_SAID_WORDS)]  # a different word each time
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "./runInstaller -silent -responseFile /u01/stage/db.rsp oracle.install.db.config.starterdb.password.ALL={pw}",
    "./hdblcm --batch --action=install --components=server --sid=WLB --number=00 --system_user_password='{pw}'",
    "rwconverter userid=reports/{pw}@WOOLPRD stype=rdffile source=lotes_clip.rdf dtype=rep overwrite=yes",
    "frmcmp_batch module=esquila.fmb userid=apps/{pw}@WOOLPRD module_type=form compile_all=yes",
    "$ADMIN_SCRIPTS_HOME/adstrtal.sh apps/{pw}",
    "tkprof woolprd_ora_4412.trc lotes.prf explain=apps/{pw} sort=exeela",
    "wrc system/{pw}@WOOLTST mode=replay replaydir=/u01/replay/clip_2033",
    "dbv file=+DATA/WOOLPRD/DATAFILE/users.271.1150 userid=system/{pw} blocksize=8192",
    "fritzconnection -i 192.168.178.1 -u tourdesk -p '{pw}' -s",
    "arrcon -H 10.40.9.20 -P 25575 -p '{pw}' 'say smoko in 5'",
    "printf '%s' '{pw}' | bcachefs unlock -k session /dev/nvme0n1p3",
    "cat > /tmp/ap.sh <<'EOF'\n#!/bin/sh\necho '{pw}'\nEOF\nchmod 700 /tmp/ap.sh\nSSH_ASKPASS=/tmp/ap.sh SSH_ASKPASS_REQUIRE=force ssh {u}@scada-gw.caiquen.lan",
    "printf '#!/bin/sh\\necho %s\\n' '{pw}' > ~/.askpass && chmod 700 ~/.askpass && SUDO_ASKPASS=~/.askpass sudo -A systemctl restart ntrip-relay",
    "tmsh modify auth user {u} password '{pw}'",
    "ssh nsroot@adc.caiquen.lan\n> add system user {u} {pw} -externalAuth DISABLED -timeout 900",
    "SELECT * FROM OPENROWSET('SQLNCLI', 'Server=wool-sql.caiquen.lan;Uid={u};Pwd={pw};', 'SELECT * FROM Lotes.dbo.Clip2033');",
    "mariadb-slap --host=db-trelew --user={u} --password='{pw}' --concurrency=40 --iterations=5 --auto-generate-sql",
    "mariadb-access localhost tally esquila -U {u} -P '{pw}'",
    "mariadb-hotcopy --user={u} --password='{pw}' lotes /backup/hotcopy/",
    "mylvmbackup --user={u} --password='{pw}' --vgname=vg_wool --lvname=mysql --backuptype=tar",
    "pg_recvlogical -d 'host=pg-scada.caiquen.lan user={u} password={pw} dbname=historian' --slot=turbinas --start -f -",
    "dbish 'dbi:Pg:dbname=lotes;host=pg.caiquen.lan' {u} '{pw}'",
    "bin/plugin login new-user -u {u} -p '{pw}' -e {u}@caiquen.com -P a -N 'Tourism Desk' -t Editor",
    "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@10.40.0.11 'tail -n 50 /var/log/scada.log'",
    "redis-cli -h redis-lodge -a '{pw}' --no-auth-warning KEYS 'reserva:*'",
    "mysql -h db-trelew -u {u} -p'{pw}' lotes -e 'select count(*) from fardos'",
    "curl -u {u}:{pw} http://10.40.2.15/api/v1/logger/status",
    "ipmitool -I lanplus -H 10.40.0.5 -U {u} -P '{pw}' chassis power cycle",
    "7z a -p'{pw}' -mhe=on clip-2033.7z clip/",
    "net use Z: \\\\nas-trelew\\lanas /user:CAIQUEN\\{u} {pw}",
    "smbclient //nas-trelew/lanas -U '{u}%{pw}' -c 'ls'",
    "mosquitto_pub -h mqtt.caiquen.lan -u {u} -P '{pw}' -t estancia/tapera/tanque -m 71",
    "xfreerdp /v:scada-hmi.caiquen.lan /u:{u} /p:'{pw}' /cert:ignore",
    "ldapsearch -x -H ldap://dc1.caiquen.lan -D '{u}@caiquen.lan' -w '{pw}' -b dc=caiquen,dc=lan",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "~/.bash_history, line 812:\n{c}", "zsh history on scada-gw: {c}",
    "PS C:\\ops> {c}", "Termius on the phone, hangar: {c}", "JuiceSSH session 'met mast':\n{c}",
    "MobaXterm tab 'scada-gw': {c}", "SecureCRT log, wool-db:\n{c}",
    "Jenkins console, job clip-export:\n+ {c}", "GitHub Actions log, step 'sync':\n{c}",
    "cron mail from lodge-nuc: {c}", "GLPI ticket #4490, pasted: {c}",
    "bash: {c}", "root@lodge-nuc:~# {c}", "ops@scada-gw:~$ {c}",
    "Windows Terminal on the hangar PC:\nC:\\Users\\hangar> {c}", "history | grep sync\n  812  {c}",
    "tmux pane 2, wool-db: {c}", "Slack snippet 'what I ran': {c}", "Teams, to the night shift: {c}",
    "WhatsApp to Bjarne: the command I ran was {c}",
    "el comando que corrí en el servidor de Trelew: {c}", "dyma'r gorchymyn a redais ar y gweinydd: {c}",
    "æ kommando a kørte: {c}", "te whakahau i whakahaerehia e au: {c}",
    "el comando que tiré, chabón: {c}", "el comando que le puse, iñor: {c}",
    "ël comand ch'i l'hai fàit: {c}", "the command Tristan ran out in Camp: {c}",
    "de command us run: {c}", "我跑的命令：{c}", "実行したコマンド：{c}",
    "הפקודה שהרצתי: {c}", "der Befehl aus der Leitwarte: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "mssql+pyodbc://{u}:{pw}@wool-sql.caiquen.lan/Lotes?driver=ODBC+Driver+18+for+SQL+Server",
    "oracle+oracledb://{u}:{pw}@ebs-db.caiquen.lan:1521/?service_name=WOOLPRD",
    "rtsp://{u}:{pw}@10.40.7.21:554/Streaming/Channels/101",
    "mqtts://{u}:{pw}@mqtt.caiquen.lan:8883/estancias",
    "ntrip://{u}:{pw}@caster.caiquen.lan:2101/RGL0",
    "ftp://{u}:{pw}@ftp.caiquen.com.ar/clip/2033/",
    "postgres://{u}:{pw}@pg-scada.caiquen.lan:5432/historian?sslmode=require",
    "redis://{u}:{pw}@redis-lodge.caiquen.lan:6379/2",
    "https://{u}:{pw}@10.40.2.15/cgi-bin/status",
    "influxdb://{u}:{pw}@influx.caiquen.lan:8086/turbinas",
    "mongodb+srv://{u}:{pw}@cluster0.caiquen.mongodb.net/reservas",
    "Server=tcp:wool-sql.caiquen.lan,1433;Database=Lotes;User ID={u};Password={pw};TrustServerCertificate=True",
    "smtp://{u}:{pw}@smtp.caiquen.com:587",
]  # fmt: skip
_URL_PLACES = [
    "HISTORIAN_DB_URL={c}", "Notion page 'Connections': {c}", "put this DSN in your memory: {c}",
    "cadena de conexión del historiador: {c}", "GLPI #4502: {c}", "Obsidian note 'conexiones': {c}",
    "y cyswllt i'r gronfa ddata: {c}", "æ forbindelse te æ database: {c}",
    "DSN in the old README: {c}", ".env: DATABASE_URL={c}", "Odoo Helpdesk 82, pasted by the guest: {c}",
    "Teams message from Bjarne: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_980_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "caiquen-wool-wind", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Nispera", "NISPERA_API_KEY", _j((HEX, 40))),
    ("Turbit", "TURBIT_API_TOKEN", _j("tbt_", (ALNUM, 36))),
    ("WindESCo", "WINDESCO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("GreenPowerMonitor", "GPM_API_KEY", lambda g: v.uuid4(g, "b")),
    ("QOS Energy", "QOS_API_TOKEN", _j((ALNUM, 48))),
    ("Alectris", "ALECTRIS_API_KEY", _j((UPPER_HEX, 32))),
    ("Windar Photonics", "WINDAR_API_KEY", _j((HEX, 32))),
    ("Nearthlab", "NEARTHLAB_ACCESS_TOKEN", _vendor_jwt("https://auth.nearthlab.com")),
    ("Perceptual Robotics", "PR_API_KEY", _j("prk_", (ALNUM, 32))),
    ("SkySpecs", "SKYSPECS_API_TOKEN", _j((ALNUM, 40))),
    ("Zeitview", "ZEITVIEW_API_KEY", _j("zv_live_", (ALNUM, 32))),
    ("Sulzer Schmid", "SULZERSCHMID_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Onyx Insight", "ONYX_API_KEY", _j((B64, 43), "=")),
    ("Ping Monitor", "PING_MONITOR_TOKEN", _j((HEX, 48))),
    ("Vortex FDC", "VORTEX_API_KEY", _j((ALNUM, 32))),
    ("Meteodyn", "METEODYN_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Windnavigator", "WINDNAVIGATOR_API_KEY", _j((HEX, 32))),
    ("CAMMESA", "CAMMESA_API_TOKEN", _j((URLSAFE, 40))),
    ("Coordinador Eléctrico Nacional", "CEN_USER_KEY", _j((HEX, 32))),
    ("Breedr", "BREEDR_API_KEY", _j("brd_", (ALNUM, 40))),
    ("eShepherd", "ESHEPHERD_API_TOKEN", _vendor_jwt("https://api.eshepherd.com")),
    ("CiboLabs", "CIBOLABS_API_KEY", _j((ALNUM, 40))),
    ("Pasture.io", "PASTUREIO_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Cashmanager", "CASHMANAGER_CLIENT_SECRET", _j((B64, 40))),
    ("FlightLabs", "FLIGHTLABS_ACCESS_KEY", _vendor_jwt("https://app.goflightlabs.com")),
    ("Laminar Data", "LAMINAR_USER_KEY", _j((HEX, 32))),
    ("Autorouter", "AUTOROUTER_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Flight Plan Database", "FPD_API_KEY", _j((ALNUM, 40))),
    ("Newbook", "NEWBOOK_API_KEY", _j((ALNUM, 32))),
    ("Travefy", "TRAVEFY_SECRET_KEY", _j((HEX, 32))),
    ("Safari Portal", "SAFARIPORTAL_API_KEY", _j((ALNUM, 40))),
    ("Turismocity", "TURISMOCITY_API_KEY", _j((HEX, 32))),
    ("Booking Experts", "BOOKINGEXPERTS_API_KEY", _j((HEX, 64))),
    ("iGMS", "IGMS_ACCESS_TOKEN", _j((ALNUM, 40))),
    ("Lodgix", "LODGIX_API_KEY", lambda g: v.uuid4(g, "8")),
    ("PlacetoPay", "PLACETOPAY_TRANKEY", _j((ALNUM, 16))),
    ("Viumi", "VIUMI_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Paypertic", "PAYPERTIC_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Cobro Digital", "COBRODIGITAL_SID", _j((ALNUM, 32))),
    ("Pluspagos", "PLUSPAGOS_SECRET_KEY", _j((B64, 43), "=")),
    ("Haulmer", "HAULMER_API_KEY", _j((HEX, 32))),
    ("Facturante", "FACTURANTE_API_KEY", _j((ALNUM, 24))),
    ("Softland", "SOFTLAND_API_TOKEN", _j((URLSAFE, 48))),
    ("Finnegans", "FINNEGANS_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Holistor", "HOLISTOR_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Bejerman", "BEJERMAN_TOKEN", _j((B64, 64))),
    ("Calipso", "CALIPSO_API_KEY", _j((HEX, 40))),
    ("Via Cargo", "VIACARGO_API_KEY", _j((ALNUM, 32))),
    ("Skydropx", "SKYDROPX_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Urbano", "URBANO_API_TOKEN", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} caiquen/scada-sync:2.4",
    "crontab -l\n0 */2 * * * {env}={tok} /opt/sync/run.sh",
    "launch.json: \"env\": {{ \"{env}\": \"{tok}\" }}",
    "GitHub Actions step: echo \"{env}={tok}\" >> $GITHUB_ENV",
    "appsettings.Development.json: \"{env}\": \"{tok}\"",
    "Caiquén ERP › Configuración › Integraciones › {vendor} › API key: {tok}",
    "Notion DB 'Claves de integración': | {vendor} | producción | {tok} |",
    "Trello card 'keys': swap out the {vendor} key {tok}",
    "WhatsApp, Mirta: {vendor} key for the 3 a.m. job: {tok}",
    "Slack: switched {vendor} to {tok} today, the previous token's revoked",
    "GLPI #4510: {vendor} returns 401 on every sync, the key set is {tok}",
    "Jira WFC-230: {vendor} integration down since Friday, key in use {tok}",
    "remember the {vendor} API key, I'll need it Monday: {tok}",
    "set -x {env} {tok}  # ~/.config/fish/config.fish on lodge-nuc",
    "systemd override, scada-sync.service:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "supervisord, [program:scada-sync]:\nenvironment={env}=\"{tok}\"",
    "values.yaml:\nenv:\n  {env}: \"{tok}\"",
    "Zendesk macro note: {vendor} token for the lodge integration is {tok}",
    "Odoo Helpdesk 81: {vendor} webhook keeps failing; token on file {tok}",
    "welcome e-mail from {vendor}, forwarded by Hebe: here is your API key {tok}",
    "Obsidian 'integrations.md':\n- {vendor}: `{tok}`",
    "voice note: the {vendor} key is {tok}, I'll paste it in the ERP tomorrow",
    "Viber from Washington: the {vendor} sandbox key, {tok}",
    "Google Keep: {vendor} → {tok}",
    "Teams, #integraciones: new {vendor} secret {tok} (the old one expires Friday)",
    "yr allwedd i API {vendor}, che: {tok}",
    "the {vendor} API key for the settlement, che: {tok}",
    "de {vendor} key fer de API wus {tok}",
    "tō mātou kī API mō {vendor}: {tok}",
    "la llave de la API del {vendor} pa' la oficina, iñor: {tok}",
    "API key de {vendor} pa'l laburo, chabón: {tok}",
    "æ API-nøgle fræ {vendor}: {tok}",
    "la ciav API 'd {vendor}: {tok}",
    "clave API de {vendor} que usamos en el galpón: {tok}",
    "API key {vendor}, oficina de Punta Arenas: {tok}",
    "Dyma allwedd y fferm wynt i API {vendor}: {tok}",
    "vindmølleparkens API-nøgle hos {vendor}: {tok}",
    "{vendor}-API-Schlüssel für die Windpark-Leitwarte: {tok}",
    "la chiave API {vendor} dell'ufficio lane: {tok}",
    "a chave API da {vendor} que a pousada usa: {tok}",
    "clé API {vendor} utilisée au hangar : {tok}",
    "de {vendor}-API-sleutel voor de lodge: {tok}",
    "{vendor} 接口密钥（羊毛办公室用的）：{tok}",
    "מפתח ה-API שלנו ב-{vendor} (משרד הצמר): {tok}",
    "{vendor} API ključ koji koristimo: {tok}",
    "{vendor} のAPIキーは {tok} です",
    "die API-sleutel vir {vendor} by die skeerskuur: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    vortex = _r(rng, ALNUM, 32)
    booking = _r(rng, HEX, 64)
    cayenne = _r(rng, HEX, 40)
    tran_key = _r(rng, ALNUM, 16)
    skydropx = _r(rng, URLSAFE, 43)
    igms = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.vortexfdc.com/v1/series", headers={{"x-api-key": "{vortex}"}})', vortex),
        Sample("vendor_token", f'curl -H "Authorization: Token {booking}" https://api.bookingexperts.com/v3/reservations', booking),
        Sample("vendor_token", f'client = cayenne.client.CayenneMQTTClient()\nclient.begin("{v.uuid4(rng, "a")}", "{cayenne}", "{v.uuid4(rng, "9")}")', cayenne),
        Sample("vendor_token", f"$p2p = new \\Dnetix\\Redirection\\PlacetoPay(['login' => '6dd490faf9cb87a9', 'tranKey' => '{tran_key}', 'baseUrl' => 'https://checkout.placetopay.com']);", tran_key),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "SKYDROPX_CLIENT_SECRET", "\\"{skydropx}\\"")\n  }}\n}}', skydropx),
        Sample("vendor_token", f"Info.plist:\n<key>IGMSAccessToken</key>\n<string>{igms}</string>", igms),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    templates = v.cycle(rng, _NAMED, n - len(out))
    vendors = v.cycle(rng, _VENDORS, n - len(out))  # every vendor once before any repeats
    for (vendor, env, make), template in zip(vendors, templates, strict=True):
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Zello: {t}", "the portal shows it just this once:\n{t}", "el token: {t}",
                "æ token: {t}", "{t}\n^ fresh one, the old one got revoked", "tuck this away for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the tank-level sensor at Estancia La Tapera (OTAA): {h}": 32,
    "lwm2mclient -h leshan.caiquen.lan -p 5684 -n wtg07-nacelle -i wtg07-nacelle -s {h}": 32,
    "Zabbix agent PSK for met mast 2 (TLSPSKIdentity mm2): {h}": 64,
    "HMAC secret for the PlacetoPay notification webhook: {h}": 64,
    "Flightcell DZMx AES key for the Iridium SBD link, hex: {h}": 32,
    "allwedd amgryptio copïau wrth gefn y swyddfa: {h}": 64,
    "æ krypteringsnøgle te æ backup: {h}": 48,
    "备份加密密钥：{h}": 64,
    "clave de cifrado del respaldo del historiador: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "GLPI #4533: token copied out of the browser's dev tools {t}",
    "Cookie: lang=es-AR; ckn_session={t}",
    "SCADA_WEB_BEARER={t}",
    "store this bearer token somewhere for me {t}",
    "el token que me pasó el portal: {t}",
    "æ token: {t}",
    "Zendesk transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_980_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@caiquen.com"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.caiquen.com/realms/ww",
            "azp": "scada-portal",
            "roles": ["operator", "viewer"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Trelew wool server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/scada.caiquen.lan.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"HANGAR_SFTP_KEY": "{key}", "partner": "hangar-rgl"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_metmast <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Freshdesk 3321, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "la clave privada del servidor de la oficina:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "PGP key for the wool broker's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Exodus wallet words, typed off the card before it went in the stove: {p}": "english",
    "Sparrow desktop wallet backup\n{p}": "english",
    "BlueWallet seed (the shearers' savings wallet, emptied): {p}": "english",
    "Trust Wallet backup phrase: {p}": "english",
    "voice memo: Ledger recovery words, here goes: {p}, end of list": "english",
    "Notion page 'Old crypto wallet (retired)': {p}": "english",
    "frase semilla de la billetera, che, guardala: {p}": "spanish",
    "frase de recuperación de la billetera del hangar: {p}": "spanish",
    "frase di recupero del portafoglio del compratore di Biella: {p}": "italian",
    "frase de recuperação da carteira da pousada: {p}": "portuguese",
    "phrase de récupération du portefeuille de l'accueil : {p}": "french",
    "羊毛款钱包助记词：{p}": "chinese_simplified",
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
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Cabal's: a brand the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "cabal":
        return _card_of(rng, ["604201", "604215", "604322", "604400", "589657"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Mirta: the company card for the Ferrier press parts is {c}, exp {mm}/{yy}",
    "my backup card, in case: {c} exp {mm}/{yy}",
    "Card no.: {c}\nExpires: {mm}/{yy}",
    "GLPI #4550: pay the Garmin database renewal with card {c}",
    "rhif y cerdyn, che: {c}, {mm}/{yy}",
    "me card number es {c}, {mm}/{yy}",
    "te nama o taku kāri: {c}",
    "el número de la tarjeta pa' garpar: {c}, vence {mm}/{yy}",
    "el número de la tarjeta, iñor: {c}",
    "æ kortnummer: {c}, {mm}/{yy}",
    "ël nùmer 'd la mè carta 'd crédit: {c}",
    "nro. de la tarjeta corporativa: {c}, vto. {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["cabal", "visa", "mastercard", "amex", "cabal", "diners", "maestro", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c}, valid to 08/36, CVC {cvv}",
               "CVC on the back of it: {cvv}",
               "Amex {c}, the CID printed on the front: {cvv}",
               "el CVV que está atrás, al lado de la firma: {cvv}",
               "y tri rhif ar gefn y cerdyn: {cvv}",
               "de tree number pon de back o' me card: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 114; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"FK": "aa" + "n" * 12, "GI": "aaaa" + "c" * 15, "CY": "n" * 8 + "c" * 16,
                "MC": "n" * 10 + "c" * 11 + "nn", "GT": "aaaa" + "n" * 20,
                "NI": "aaaa" + "n" * 20, "SC": "aaaa" + "n" * 20 + "aaa", "ST": "n" * 21}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the IBAN's country
    "Invoice CWW-2033-041: pay the Goose Green shearing-shed repairs to {i}, net 30": "FK",
    "rhif IBAN fferm Fox Bay, i'r cludiant gwlân: {i}": "FK",
    "save the Gibraltar aircraft lessor's IBAN: {i}": "GI",
    "me cousin's IBAN in Gibraltar es {i}": "GI",
    "WhatsApp #tesorería: the Limassol ship agent's new bank details, IBAN {i}": "CY",
    "el IBAN del chabón de Mónaco pa' la seña: {i}": "MC",
    "l'IBAN dël client 'd Monte-Carlo për la lan-a: {i}": "MC",
    "IBAN de la agencia de Guatemala para la seña de los pasajeros: {i}": "GT",
    "IBAN of the Managua travel agency, for the lodge refund: {i}": "NI",
    "te IBAN o te kamupene i Seychelles: {i}": "SC",
    "IBAN of the Seychelles company behind the wind farm's co-investor: {i}": "SC",
    "æ IBAN te æ firma på São Tomé: {i}": "ST",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _renatre(g: random.Random) -> str:
    """An Argentine RENATRE rural worker's credential, which carries the worker's CUIL: a
    person's prefix, a DNI and the mod-11 check digit python-stdnum's `ar.cuit` validates."""

    def make(h: random.Random) -> str:
        body = h.choice(["20", "23", "27"]) + h.choice("1234") + _r(h, D, 7)
        return body + ar_cuit.calc_check_digit(body)

    return str(ar_cuit.format(v.until(g, make, ar_cuit.is_valid)))


def _dicose(g: random.Random) -> str:
    """A Uruguayan DICOSE number (the livestock owners' register), as the author believes it is
    printed: a department's two digits, then seven; unchecked."""
    return f"{g.randrange(1, 20):02d}.{_r(g, D, 3)}.{_r(g, D, 4)}"


def _carne_salud(g: random.Random) -> str:
    """A Uruguayan carné de salud number: a letter and six digits, a guess; unchecked."""
    return g.choice("ABCDE") + _r(g, D, 6)


def _cph(g: random.Random) -> str:
    """A UK County Parish Holding number: county, parish and holding; no public check."""
    return f"{g.randrange(50, 70)}/{_r(g, D, 3)}/{_r(g, D, 4)}"


def _flock(g: random.Random) -> str:
    """A UK sheep flock mark as printed on the ear tags; no public check."""
    return f"UK 0 {g.choice('5678')}{_r(g, D, 5)}"


def _winda(g: random.Random) -> str:
    """A GWO WINDA ID: seven digits, as the author believes it is issued; unchecked."""
    return g.choice("123456789") + _r(g, D, 6)


def _anac(g: random.Random) -> str:
    """An Argentine ANAC pilot licence number: five or six digits, a guess; unchecked."""
    return g.choice("123456789") + _r(g, D, g.choice([4, 5]))


def _nait(g: random.Random) -> str:
    """A New Zealand NAIT number: seven digits, a guess; unchecked."""
    return g.choice("123456789") + _r(g, D, 6)


def _fi_permit(g: random.Random) -> str:
    """A Falkland Islands work permit number, a guess at its shape; unchecked."""
    return f"WP{_r(g, D, 4)}/{g.randrange(30, 35)}"


def _sernapesca(g: random.Random) -> str:
    """A Chilean Sernapesca recreational fishing licence number, a guess; unchecked."""
    return f"LPR-{_r(g, D, 8)}"


def _enacom(g: random.Random) -> str:
    """An Argentine ENACOM radio operator's certificate number, a guess; unchecked."""
    return f"{_r(g, D, 5)}-{g.randrange(2026, 2034)}"


def _sh_passport(g: random.Random) -> str:
    """A St Helena (British Overseas Territory) passport: nine digits; unchecked."""
    return g.choice("123456789") + _r(g, D, 8)


def _uy_passport(g: random.Random) -> str:
    """A Uruguayan passport: a letter and six digits, a guess; unchecked."""
    return g.choice("ABCDE") + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "credencial RENATRE de Nahuel (esquilador), CUIL {s}": _renatre,
    "RENATRE de la comparsa, libreta de Yamila: CUIL {s}": _renatre,
    "número de DICOSE de la estancia de Tacuarembó: {s}": _dicose,
    "DICOSE del establecimiento de Washington, pa'l remito: {s}": _dicose,
    "carné de salud de Washington, vence en marzo: {s}": _carne_salud,
    "CPH number of the Powys farm the shearers come from: {s}": _cph,
    "rhif CPH y fferm yn Sir Drefaldwyn: {s}": _cph,
    "UK flock mark on the Welsh ewes' tags: {s}": _flock,
    "rhif diadell y DU ar dagiau'r defaid: {s}": _flock,
    "GWO WINDA ID for the new technician, Søren: {s}": _winda,
    "æ WINDA-ID te Bjarne: {s}": _winda,
    "ANAC pilot licence number of the relief pilot: {s}": _anac,
    "licencia de piloto ANAC del chabón que vuela el Beaver: {s}": _anac,
    "NAIT number of the Southland farm, for the ram export: {s}": _nait,
    "te nama NAIT o te pāmu i Murihiku: {s}": _nait,
    "Falkland Islands work permit of the Chilean cook: {s}": _fi_permit,
    "el permiso de trabajo de las Falkland del cocinero, iñor: {s}": _fi_permit,
    "licencia de pesca recreativa (Sernapesca) del pasajero: {s}": _sernapesca,
    "certificado de operador de radio ENACOM del hangar: {s}": _enacom,
    "ENACOM radio operator's certificate for the lodge VHF: {s}": _enacom,
    "me St Helena passport number es {s}": _sh_passport,
    "pasaporte uruguayo de Facundo: {s}": _uy_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Google Workspace backup codes for the office account\n{codes}",
            "spare sign-in codes for the Garmin account: {codes}",
            "Microsoft 365 recovery codes, lodge admin: {codes}",
            "códigos de respaldo del 2FA de AFIP:\n{codes}",
            "codau wrth gefn y cyfrif: {codes}",
            "æ backup-koder te æ konto: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/VestasOnline:mette@caiquen.com?secret={s}&issuer=VestasOnline",
              "Aegis, manual setup key for the Nispera login: {s}",
              "2FAS, secret key for the Zeitview account: {s}",
              "te kī 2FA mō te pūkete: {s}"]  # fmt: skip
_CODES = ["{c} is your Banco Patagonia verification code",
          "BROU: su código de seguridad es {c}",
          "【工商银行】验证码 {c}，5分钟内有效",
          "Your ASB code is {c}; ASB will never call to ask for it.",
          "BancoEstado informa: clave dinámica {c}. Nunca la entregue a terceros."]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n", "; "][index % 5] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Caiquen-Galpon", "CWW-Hangar-RGL", "Estancia-LaTapera-5G", "Lodge-PaliAike",
          "Fibertel WiFi482 5.8GHz", "Movistar_4F2A", "Personal-WiFi-83B1", "VTR-7731624",
          "Antel_5G_B61C", "Sure-Stanley-Guest", "Capel-Gaiman", "WTG-Service-07",
          "Claro_HOGAR_2F9C", "Entel_4G_18AB", "Bunkhouse-Gregores"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID: {s}\npassphrase: {pw}",
    "bunkhouse network {s}, password {pw}",
    "wifi at the shearing shed: {s} / {pw}",
    "Pi Imager advanced options: wifi {s}, key {pw}",
    "the key on the sticker under the Fibertel modem: {pw}",
    "cyfrinair wifi {s}: {pw}",
    "wifi {s}, password's {pw}, che",
    "de wifi fer {s} es {pw}",
    "te kupuhipa ahokore mō {s}: {pw}",
    "la clave pa'l wifi {s}, iñor: {pw}",
    "la contra del wifi del bulín, {s}: {pw}",
    "æ wifi {s}, æ kode er {pw}",
    "ël wifi {s}, password {pw}",
    "Das WLAN {s} hat das Passwort {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefhkmnprstuvwxyz2345678", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("tbt_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("zv_live_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["one by one so you can copy it: {t}", "[read out on Zello, channel Hangar] {t}",
          "(with gaps so the lock-screen preview doesn't show it) {t}", "te lo paso letra a letra, ojo: {t}",
          "llythyren wrth lythyren: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["/opt/google/chrome-remote-desktop/start-host --code=\"4/0AVG7fiQ{code}\" --redirect-url=\"https://remotedesktop.google.com/_/oauthredirect\" --name=lodge-nuc --pin={pw}",
          "padlock on the fuel tank at the airstrip: {pw}",
          "the hangar door keypad takes {pw} then #",
          "côd clo'r sied gneifio: {pw}",
          "de code fer de shed padlock es {pw}",
          "te tau PIN o te waea amiorangi: {pw}",
          "la clave del candado del galpón, iñor: {pw}",
          "æ kode te æ hængelås ved æ mølle: {pw}",
          "Iridium 9575 SIM PIN: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    digits = 6 if "start-host" in template else [4, 5, 4, 6][index % 4]
    return {"pw": _r(rng, D, digits), "code": _r(rng, URLSAFE, 20)}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["guanaco", "choique", "coiron", "calafate", "lenga", "tussac", "rockhopper",
                 "bandurria", "carancho", "chimango", "piche", "chulengo", "tranquera", "galpon",
                 "comparsa", "fogon"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase (wool office): {p}": " ",
            "KeePassXC, the hangar's .kdbx passphrase: {p}": "-",
            "Enpass vault on the lodge iPad, passphrase: {p}": " ",
            "passphrase for the clip archive's encrypted volume: {p}": ".",
            "frase de paso del backup del galpón: {p}": " ",
            "cyfrinymadrodd y copi wrth gefn: {p}": "_",
            "æ backup-løsen: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman collection 'SCADA', header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia request 'clip export': Authorization: Bearer {v}": False,
    "Hoppscotch env 'scada-prod': Authorization → Basic {v}": True,
    "Thunder Client export of the Turbit call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/automysqlbackup/trelew.conf:\nCONFIG_mysql_dump_username='backup'\nCONFIG_mysql_dump_password='{pw}'\nCONFIG_db_names=( 'lotes' )",
    "htdocs/conf/conf.php:\n$dolibarr_main_db_user='dolibarr';\n$dolibarr_main_db_pass='{pw}';",
    "config/config_db.php:\nclass DB extends DBmysql {{\n   public $dbuser     = 'glpi';\n   public $dbpassword = '{pw}';\n}}",
    "traccar.xml:\n<entry key='database.user'>traccar</entry>\n<entry key='database.password'>{pw}</entry>",
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.caiquen.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_host = pg.caiquen.lan",
    "tanque-tapera.yaml:\nota:\n  - platform: esphome\n    password: \"{pw}\"",
    "kannel.conf:\ngroup = core\nadmin-port = 13000\nadmin-password = {pw}",
    "pjsip.conf:\n[hangar-phone]\ntype=auth\nauth_type=userpass\nusername=hangar\npassword={pw}",
    "/etc/fstab:\n//nas-trelew/lanas /mnt/lanas cifs username=clip,password={pw},uid=1000 0 0",
    "/etc/rsyncd.secrets:\nbackup:{pw}",
    "Snipe-IT .env:\nDB_USERNAME=snipeit\nDB_PASSWORD={pw}",
    "sites/erp.caiquen.lan/site_config.json:\n{{\"db_name\": \"_1f2e9a\", \"db_password\": \"{pw}\"}}",
    "guacamole.properties:\nmysql-hostname: localhost\nmysql-username: guacamole_user\nmysql-password: {pw}",
    "application.properties:\nspring.datasource.url=jdbc:postgresql://pg-scada.caiquen.lan/historian\nspring.datasource.username=historian\nspring.datasource.password={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Rhys: wifi password for the bunkhouse?\nMirta: {pw}",
    "[05:48] nahuel: root pw for the scada gateway?\n[05:49] bjarne: {pw}",
    "Aroha: {pw} is the new Flightcell admin password",
    "Tristan: use {pw}, that's what the Cerbo has now",
    "Eluned: cyfrinair newydd y swyddfa: {pw}",
    "Leon: de new password es {pw}",
    "Hemi: kupuhipa hou, e hoa: {pw}",
    "Segundo: la clave nueva es {pw}, iñor",
    "Facu: la contra nueva: {pw}",
    "Søren: æ nyj kodeord er {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "cyfrin\u200bair: {pw}", "kupu\u200chipa = {pw}", "ad\u2060gangskode: {pw}", "con\u00adtra → {pw}",
    "cla\u200dve: {pw}", "p\u0430ss\u200bw\u043erd = {pw}", "ｃｌａｖｅ ｆｉｓｃａｌ: {pw}", "𝕜𝕠𝕕𝕖𝕠𝕣𝕕 {pw}",
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
    "Cerbo GX remote console pw is": "{s}", "Bachmann service pw:": "{s} (since the converter swap)",
    "cyfrinair:": "{s}", "la contra del server:": "{s}", "kupuhipa o te tūmau:": "{s}",
    "æ kodeord:": "{s}\nskift det efter sæsonen", "la clave, iñor:": "{s}", "me password es": "{s}",
    "OFDA password": "{s}", "the password Rhys read out over the VHF was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Turbit API key", "{s}", _j("tbt_", (ALNUM, 36))),
    ("split_token", "Booking Experts key:", "{s} (lodge channel manager)", _j((HEX, 64))),
    ("split_token", "Paypertic client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Sparrow desktop wallet, recovery", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(_card(g, "cabal"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "FK"))),
    ("split_backup", "Google recovery codes", "{s}\nkrdp-4471-tmva\nbwqz-0938-hsne", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "RENATRE, CUIL", "{s}", _renatre),
    ("split_phrase", "KeePassXC (hangar.kdbx) passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"cerbo": {"url": "https://vrm.caiquen.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contra": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "bjarne", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "xr5000-a"}, {"name": "twr5-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mariadb-hotcopy", "--user", "backup", "--password", "{s}", "lotes", "/backup/hotcopy/"]}': ("meta_password", _plain_pw),
    '{"note": "la clave del computador del galpón es {s}, iñor"}': ("meta_password", _plain_pw),
    '{"kupuhipa": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Bachmann WebMI as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"turbit": {"api_key": "{s}"}}': ("meta_token", _j("tbt_", (ALNUM, 36))),
    '{"bookingExpertsToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"laminar_user_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "cabal"), " ", g)),
    '{"agent": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "GI")),
    '{"shearer": {"cuil": "{s}"}}': ("meta_id", _renatre),
    '{"mfa": {"recovery_codes": ["{s}", "krdp-4471-tmva", "bwqz-0938-hsne"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"savings_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fuel_tank": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Bunkhouse-Gregores", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"cerbo-gx-venus-v3.52.swu").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/caiquen/scada-sync:2.4").hexdigest()
_COMMIT = hashlib.sha1(
    b"clip: add micron column for Polwarth lots", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"scada: revert yaw alarm mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"ofda_2033-11-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"historian-export-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Tru-Test scale password before the shearing starts on 2033-11-20.",
    "Rhys asked for the bunkhouse wifi password; it's on the card in the cook's drawer.",
    "Policy: Caiquén passwords are at least 14 characters and live only in the shared vault.",
    "Passwords go in the vault, not in the WhatsApp group.",
    "The `.env.example` line `TURBIT_API_TOKEN=replace-me` is a placeholder; the real token is in the vault.",
    "The Bachmann WebMI asks for a new service password after every firmware update.",
    "Replace <YOUR_NISPERA_KEY> in the README with the key from your Nispera dashboard.",
    "BOOKINGEXPERTS_API_KEY and LAMINAR_USER_KEY must be set before the nightly sync runs.",
    "Paid â dweud dy gyfrinair wrth neb, che.",
    "Don't go telling anyone in Camp your password, che.",
    "Ent tell nobody yer password.",
    "Kauaka e tuku i kā kupuhipa ki tētahi atu.",
    "No le diga su clave a naide, iñor, que hay harto curioso.",
    "No le batás la contra a nadie, chabón.",
    "Sig it dit kodeord te nogen.",
    "Dìj nen la tua password a gnun.",
    "La contraseña tiene que tener por lo menos catorce caracteres.",
    "En adgangskode på under fjorten tegn bliver afvist.",
    "Ein Kennwort unter vierzehn Zeichen lehnt die Leitwarte ab.",
    "הסיסמה חייבת להכיל לפחות ארבעה עשר תווים.",
    "Upgraded the Cerbo GX from Venus 3.50 to 3.52 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the micron column for Polwarth lots.",
    f"Rolled back to {_SHORT} after the yaw alarm mapping broke the SCADA export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Venus OS 3.52 image for the Cerbo GX has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of historian-export-2033.parquet: {_SHA512}",
    f"The sync container runs ghcr.io/caiquen/scada-sync@sha256:{_IMAGE}.",
    f"MD5 of ofda_2033-11-02.csv is {_MD5}, same as the copy on the Trelew share.",
    "Request id 4c1e8a92-7b3d-4f60-a1d5-2e9b07c3f814 is the slow one in the Turbit logs.",
    "Purchase order OC-2033-00712 for 60 bales of Polwarth wool ships from Trelew on Thursday.",
    "GLPI #4471: the met mast 2 logger keeps losing its GSM link at night.",
    "Call the Trelew wool office on +54 280 442 7316 before noon.",
    "Jira WFC-218: WTG 07 yaw misalignment after the storm, see the SCADA trend.",
    "Booking LT-2033-0418 at Estancia La Tapera: two guests, three nights, arriving by bush plane.",
    "Ticket #88120: the lodge printer jams on the second page of every invoice.",
    "The Cessna 206 LV-KQZ is booked for Pebble Island on Tuesday, weather permitting.",
    "Plate AF 482 KD is the shearing crew's truck; it is parked at the Gregores galpón.",
    "The wool lot averaged 19.4 micron, 68 % yield and 92 mm staple length.",
    "Turbine WTG 07 produced 11.8 MWh yesterday in winds of 62 km/h.",
    "After five wrong passwords the VestasOnline portal locks the account for 30 minutes.",
    "The secret of a good asado is patience and lenga wood.",
    "Ask Bjarne for the hangar keypad code, I don't have it.",
    "My card ending 4417 was declined at the Río Gallegos hardware store.",
    "The Gibraltar lessor wants the IBAN on the invoice without spaces.",
    "The office Google account's backup codes are printed and locked in the hangar safe.",
    "Nobody from any wallet company will ever ask you for the recovery words.",
    "Keep `NISPERA_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the airstrip fuel tank rusts in the salt wind; oil it every month.",
    "Turbit moved the API key page under Settings › Developers in its October release.",
    "ISBN 978-950-07-3219-0 is the Patagonian sheep handbook on the Trelew shelf.",
    "The guest wifi 'Lodge-PaliAike-Guest' is open, no password needed.",
    "La clave fiscal se cambia desde la página de AFIP, nunca por WhatsApp.",
    "La password del gestionale si cambia ogni novanta giorni.",
    "A senha nunca deve ser enviada por e-mail.",
    "Le mot de passe de l'accueil se change chaque saison.",
    "Het wachtwoord staat niet op de sticker onder de router.",
    "羊毛办公室的密码不要发到微信群里。",
    "Lozinka se mijenja svaka tri mjeseca.",
    "十四文字未満のパスワードは使えません。",
    "'n Wagwoord korter as veertien karakters word nie aanvaar nie.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-10-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ww/bachmann", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "4471", "purchase_order": "OC-2033-00712"}',
    '{"lot": {"id": "LOT-2033-GRG-0118", "micron": 19.4, "yield_pct": 68}}',
    '{"phone": "+54 280 442 7316", "city": "Trelew"}',
    '{"mfa_enabled": true, "backup_codes_left": 8, "bales_in_store": 412}',
    '{"turbine": "WTG 07", "energy_mwh": 11.8, "wind_kmh": 62}',
    '{"aircraft": "LV-KQZ", "type": "Cessna 206", "destination": "Pebble Island"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
