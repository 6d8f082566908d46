# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-second's docstring, the fifth
to hundred-and-second only to search them (grep) for the languages, wordings, tools, vendors, id
kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it. Its own seed, password words, names, places,
templates, tools, vendors and layouts, the way the night assistants, telescope operators,
data-centre and network staff, lodge receptionists, astro-tourism guides, weather observers and
visiting astronomers of the Tolar Sky Network (a fictional network of mountain observatories and a
planetarium) leak secrets into an assistant's memory: telescope control rooms on Cerro Pachón, at
La Silla and at a guest hut below Paranal, a planetarium and lodge in the Elqui valley (Vicuña,
Pisco Elqui), an astro-tourism agency and lodge in San Pedro de Atacama and Toconao, a weather and
dust station at Tolar Grande in Salta's high puna, a data centre and tape archive in La Serena, and
visiting astronomers from Freiburg, Dwingeloo, Miyakojima and Santa Maria de Jetibá. The texts are
WhatsApp, Telegram, Signal, Slack, Teams, Element, Zulip, Mattermost, Discord, LINE, Threema, Wire,
Google Chat, Rocket.Chat, iMessage, SMS, Webex, Viber, Messenger and Skype messages, Apple Notes,
Google Keep, Obsidian, Joplin, OneNote, Standard Notes, Simplenote, Notion, Bear and Logseq notes,
Jira Service Management, GLPI, Redmine, Znuny, Zammad, osTicket, Request Tracker, ServiceNow,
YouTrack and Freshservice tickets, e-mails, incident notes, a runbook, README fragments, shell
history (bash, zsh, tmux, Termux, MobaXterm, PowerShell), notebooks and scripts (Jupyter, IPython,
Colab), configs, voice-dictated text and requests to the assistant itself, around the panels of
telescope, dome, camera, sky-monitoring, weather, timing, data-centre, planetarium, lodge and link
hardware (a Paramount ME II with TheSkyX, an ASA DDM160, an Astelco NTM-1000, an Officina Stellare
RH 700, Andor iKon-L, Finger Lakes ProLine and Spectral Instruments 1100 cameras, a ScopeDome 5.5 m
dome, an Alcor OMEA and an SBIG AllSky-340 all-sky camera, a Unihedron SQM-LE, a Lufft WS600, a
Gill MaxiMet and a Campbell CR1000X, a Meinberg LANTIME M300 and a Microchip SyncServer S650,
Raritan PX3 PDUs, an APC NetBotz 750, a Rittal CMC III, a Stulz CyberAir, Lenovo XClarity,
Supermicro, Fujitsu iRMC and Dell OpenManage controllers, a Quantum Scalar i3 and an IBM TS4300
tape library, Pure Storage and DDN storage, Arista and Juniper switches, a Zeiss ZKP4 star
projector, a Konica Minolta Mediaglobe-III, Sky-Skan DigitalSky and Spitz SciDome systems, Barco
and Christie projectors, Dataton WATCHOUT, a Q-SYS core, a Crestron CP4, a BrightSign player, Onity
and Dormakaba Saflok locks, a Grandstream UCM6302, a Victron Cerbo GX, a Cambium ePMP link, a
Teltonika RUT955 and a Starlink router). Tools none of heldouts 5 to 102 names: Rucio's client,
NOIRLab's `datalab` CLI and `authClient`, the HSC-SSP `hscReleaseQuery.py` with its
`HSC_SSP_CAS_PASSWORD`, xCAT's `chtab` and `tabch`, Bright's `cmsh`, Dell's `omconfig`,
OpenNebula's `oneuser`, CloudStack's `cloudmonkey`, OpenMediaVault's `omv-rpc`, `ceph dashboard
set-login-credentials`, and in Python pykoa's `Koa.login`, SciServer's `Authentication.login`,
mastcasjobs, ztfquery's `set_account`, ESO's `p2api`, pyvo's `AuthSession` and `dash_auth`, with
the configs of Rucio, indi-allsky and allsky's FTP settings; beside them the commands the product
names (sshpass, mysql, ipmitool, 7z, openssl, sudo -S, xfreerdp, curl, ldapsearch, smbclient, lftp,
net use, sqlplus, mosquitto_pub) and configs of pgAdmin, Keycloak, TOM Toolkit, Cumulus MX, Znuny,
Request Tracker, wget, sSMTP, Postfix, NetBox, Icinga, Nagios and xCAT in layouts of their own.
About 45 % of the texts are in other languages than English (by a rough count of the drawn
samples): Kunza (the Atacameño of San Pedro de Atacama and Toconao, being revived), Wichí (of
Salta's Chaco border), Qom (Toba), Huilliche (Tse Sungun, the Mapuche speech of Osorno and Chiloé),
East Pomeranian (Pomerano, of Espírito Santo in Brazil), Miyakoan (of Miyakojima), Drents (the Low
Saxon of Drenthe) and Badisch (the Alemannic of Baden), which no earlier docstring names, and
Chilean and Argentine Spanish, Brazilian Portuguese, German, Dutch, Japanese, Southern Quechua,
French, Italian, Korean, Simplified Chinese, Polish, Czech, Russian, Swedish and Turkish in
wordings of their own. The eight new languages' wordings are the author's approximations, checked
by no speaker, built around their pronouns and possessives and the loanwords people there really
text (password, senha, clave, wifi, pin, pasaporte, IBAN, API key), with Spanish or Portuguese
connectives where the author knows none: Kunza's `ckunsa` ("our", whence the language's name) and
`lickan` ("village", "people"); Wichí's `nka-` ("my", the first person's prefix with the classifier
for things owned); Qom's `ayim` ("I"), the prefix `ỹ-` ("my") and `qaỹa` ("brother"); Huilliche's
`ñi` ("my"), `we` ("new"), `fey` and `feychi` ("that"), `kimnge` ("know it"), `ngelay` ("there is
none") and `chaltumay` ("thank you"); East Pomeranian's `ik`, `mîn` ("I", "my"), `nij` ("new"),
`dat`, `is`, `denn`, `wat ik maakt hew` ("what I did") and `slötel` ("key") around the Portuguese
loan `senha`; Miyakoan's `ばが` ("my", after `ban`, "I"), `ぬ` (the genitive), `みー` ("new") and the
topic's long vowel (`パスワードー`); Drents' `mien` ("my"), `et` and `'t nieje` ("the", "the new"), `noe`
("now"), `kieker` ("telescope"), `he'k intikt` ("I typed"), `gebruker`, `gien mens` ("nobody") and
`niet deurvertellen`; Badisch's `mi` ("my"), `isch` ("is"), `s'neie` ("the new"), `s'Kennwort`,
`s'Wörtli` ("the little word"), `hinterher`, `het` ("has"), `wo i gmacht ha` ("that I did"),
`gell`, `un` and `niemer` ("nobody"): all guesses after published grammars, word lists or
neighbouring varieties. Vendors (Las Cumbres Observatory, Transient Name Server, Lasair, Astronomy
API, iTelescope, Slooh, AAVSO, Telescope Live, Obstech, Insight Observatory, Skynet, SkyPortal,
Astro Data Lab, Light Pollution Map, Astrospheric, KNMI Data Platform, Weerlive, Despegar,
Tripadvisor, Expedia Rapid, Protel, Jumpseller, Tiendanube, Cabify, Flow, OpenFactura, Paygol,
Pago46, Multicaja, Redelcom, Geopagos, Banco Inter, Celcoin, Laudus, LibreDTE, SimpleFactura,
NFE.io, RD Station, Movidesk, Hotmart, Mercado Livre, Smaregi, Ekispert, Sakura Internet, KING OF
TIME, Deutsche Bahn API, Twingate, Defined Networking, Netskope, Magalu Cloud and Z-API) are ones
heldouts 5 to 102 do not name; where a vendor publishes no token shape the shape here is the
author's guess (LCO's, TNS's and Lasair's 40 hex digits, Weerlive's ten hex digits, Tripadvisor's
32 upper-case hex digits, Mercado Livre's `APP_USR-` token, Defined Networking's `dnkey-`, Z-API's
`F` client token, SkyPortal's, Banco Inter's and Movidesk's UUIDs and KNMI's base64 of a small JSON
document are as the author believes them; Astro Data Lab's salted token, iTelescope's `itk_`,
Redelcom's `rdc_`, Telescope Live's and SimpleFactura's JWTs and every other shape are guesses).
The ids are kinds heldouts 5 to 102 do not use, and none carries a check a library or this file
verifies (python-stdnum has no module for them, and its person-id modules are all used by earlier
corpora): Chile's PDI tourist card (Tarjeta Única Migratoria), an Argentine obra social's member
number, a Brazilian Certificado de Reservista, a German EU Blue Card, a Dutch V-nummer, a Chilean
DGAC drone operator's credential, a SERNATUR tour guide registration, Salta's tour guide credential
and the network's own observer access card, drawn in the shape the author believes they are printed
in (the drone, guide and observer numbering wholly invented); and Chilean, Argentine, Brazilian,
Japanese, Dutch and German passports under Kunza, Wichí, Qom, Huilliche, East Pomeranian, Miyakoan,
Drents and Badisch words, likewise unchecked. Card numbers pass Luhn (Elo's, Cabal's and Naranja's
prefixes drawn here and checked with python-stdnum's `luhn`; Visa, Mastercard, Amex, JCB and Diners
from the value helpers). The IBANs are of the countries used least by a rough count over the IBAN
shapes of heldouts 5 to 102 (Czechia, Germany, the United Kingdom, the Netherlands and Norway, five
corpora each, and Austria, Belgium and Denmark, six), drawn until `stdnum.iban` validates them;
seed phrases come from `mnemonic`'s English, Spanish, Portuguese, Japanese, Czech, Korean, French,
Italian and Simplified Chinese lists, each from random entropy, so its checksum holds. 390 texts
hold a secret, 20 field pairs and 20 metadata samples (430 scored), with 60 clean texts and 10
clean metadata samples that must be kept: digests after the word that names them, a commit,
versions, a request's UUID, a purchase order, tickets, a tour booking, a phone number, an ISBN, a
van's plate, seeing, wind, dome and mirror measurements, a `replace-me` placeholder and prose about
passwords in the languages above.
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

SEED = 105_604_219
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


_STARS = ["Achernar", "Canopus", "Antares", "Shaula", "Acrux", "Hadar", "Alnilam", "Mintaka",
          "Fomalhaut", "Rigel", "Spica", "Mimosa", "Atria", "Peacock", "Miaplacidus", "Avior",
          "Suhail", "Alnair"]  # fmt: skip
_PEAKS = ["Licancabur", "Lascar", "Pachon", "Tololo", "Llullaillaco", "Socompa", "Quimal",
          "Chajnantor", "Armazones", "Paranal", "Tuzgle", "Acay", "Miniques", "Sairecabur"]  # fmt: skip
_LOCAL = ["tolar", "vicuna", "chanar", "llareta", "flamenco", "salar", "zonda", "puna",
          "quirquincho", "algarrobo", "chinchilla", "camanchaca", "guanaco", "pisco", "rica-rica",
          "copao"]  # fmt: skip
_NAMES = ["Camila", "Matias", "Javiera", "Benjamin", "Soledad", "Ramon", "Facundo", "Rocio",
          "Nahuel", "Francisca", "Pedro", "Jonas", "Lena", "Hiroshi", "Ayaka", "Sjoerd", "Femke",
          "Tiago", "Erika", "Ruperto", "Mateo", "Transito", "Yoshiko", "Wilke"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Ach3rn4r", "C4n0pus", "L1c4nc4bur", "P4ch0n", "T0l0l0", "Ch4jn4nt0r", "Sp1c4",
         "4nt4r3s", "Mim0s4"]  # fmt: skip


def _seeing(g: random.Random) -> str:
    """The night's seeing in arcseconds, the way a night assistant jokes a password together."""
    return f"Seeing0p{g.randrange(3, 10)}{g.choice(['arcsec', 'Arcsec', 'AS'])}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people at the observatories pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_STARS)}{g.choice(_PEAKS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in (g.choice(_PEAKS), g.choice(_STARS))) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PEAKS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2035)) + g.choice(_SYMBOLS),
    _seeing,
    lambda g: f"{g.choice(_LOCAL).replace('-', '')}_{g.choice(_STARS).lower()}_{g.randrange(1970, 2035)}",
    lambda g: f"Dome{g.randrange(1, 9)}{g.choice(_STARS)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_PEAKS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Sees{g.choice(_STARS)}{g.randrange(2, 100)}",
    lambda g: f"NGC{g.randrange(100, 7800)}{g.choice(_SYMBOLS)}{g.choice(_STARS)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, grupo 'Turno noche Pachón', Camila: Paramount ME II / TheSkyX admin password {pw}",
    "Telegram from Facundo: the ASA DDM160 Autoslew PC password is {pw}",
    "Signal, Jonas: Astelco NTM-1000 mount controller web password {pw}",
    "Slack #silla-ridge, Sjoerd: Officina Stellare RH 700 focuser box password {pw}",
    "Teams chat with Hiroshi: the Andor iKon-L acquisition PC password is {pw}",
    "Element room !dome3: Finger Lakes ProLine camera server password {pw}",
    "Zulip stream 'instruments' › topic 'SI 1100': Spectral Instruments controller password {pw}",
    "Mattermost DM from Ayaka: ScopeDome 5.5 m controller password {pw}",
    "Discord #allsky from Tiago: Alcor OMEA 8C all-sky camera password {pw}",
    "LINE message from Yoshiko: SBIG AllSky-340 capture PC password {pw}",
    "Threema from Lena: Unihedron SQM-LE web password {pw}",
    "Wire chat, Erika: Lufft WS600 UMB gateway password {pw}",
    "Google Chat, Javiera: Gill MaxiMet GMX501 config tool password {pw}",
    "Rocket.Chat #meteo, Benjamin: Campbell CR1000X datalogger PakBus password {pw}",
    "iMessage from Femke: the Meinberg LANTIME M300 web admin password is {pw}",
    "SMS from Ramón: Microchip SyncServer S650 admin password {pw}",
    "Webex chat, La Serena data centre: Raritan PX3 PDU admin password {pw}",
    "Viber from Soledad: APC NetBotz 750 password {pw}",
    "Messenger from Nahuel: Rittal CMC III processing unit password {pw}",
    "Skype chat, Matías: Stulz CyberAir 3PRO controller password {pw}",
    "Apple Notes 'DC La Serena': Lenovo XClarity Controller USERID password {pw}",
    "Google Keep: Supermicro BMC on arch-07, ADMIN password {pw}",
    "Obsidian vault › datacentre.md: Fujitsu iRMC S6 admin password {pw}",
    "Joplin note 'tape': Quantum Scalar i3 library admin password {pw}",
    "OneNote page 'Archivo': IBM TS4300 web password {pw}",
    "Standard Notes: Pure Storage FlashArray pureuser password {pw}",
    "Simplenote: DDN EXAScaler EMF admin password {pw}",
    "Notion page 'Network': Arista 7050 admin password {pw}",
    "Bear note: Juniper EX4300 root password {pw}",
    "Logseq journal: Zeiss ZKP4 star projector service password {pw}",
    "Jira SM ticket PLAN-412: Konica Minolta Mediaglobe-III operator password {pw}",
    "GLPI ticket 2207: Sky-Skan DigitalSky show PC password {pw} gets rejected since the patch",
    "Redmine #881: Spitz SciDome admin password {pw}, needs a reset by the vendor",
    "Znuny ticket 2032061410000037: Barco F80 projector web password {pw}",
    "Zammad #5520: Christie Boxer 4K30 admin password {pw}, rotate before Friday",
    "osTicket #118430: Dataton WATCHOUT production PC password {pw}",
    "RT #77102: Q-SYS Core 110f admin password {pw}",
    "ServiceNow INC0041876: Crestron CP4 planetarium control password {pw}",
    "YouTrack TSN-93: BrightSign XT1144 lobby player password {pw}",
    "Freshservice #3310: Onity HT24 lock programmer password {pw}",
    "Hi Femke,\n\nthe Dormakaba Saflok server at the Toconao lodge now has password {pw}. Vault it and bin this mail, please.\n\nSaludos,\nSoledad",
    "Incident 2032-11-03: the Grandstream UCM6302 at Paranal guest hut answered on the internet with password {pw}",
    "Runbook: closing dome 3 by hand\n1. open the ScopeDome web panel\n2. sign in with the operator account\n3. password {pw}\n4. press CLOSE SHUTTER and wait for the green light",
    "README (weather mast)\nthe Campbell CR1000X is at http://cr1000x-pachon.tolar.lan, admin password `{pw}`.",
    "my Banco de Chile app password is {pw} now",
    "can you keep my Sparkasse Freiburg online banking password? it's {pw}",
    "the Nubank password is {pw}",
    "dictated: the Victron Cerbo GX remote console password is {pw} period",
    "note to self: Cambium ePMP 3000 link Pachón–Silla password {pw}",
    "after the firmware update the Teltonika RUT955 password became {pw}",
    "ckunsa password domo Ckari: {pw}",
    "ckunsa wifi password lickan Toconao: {pw}",
    "nka password computadora: {pw}",
    "Mateo: nka password del telescopio {pw}",
    "ayim, ỹ-password {pw}",
    "qaỹa, ỹ-password correo: {pw}",
    "ñi password fey {pw}",
    "Francisca: we password ñi computador {pw}, chaltumay",
    "mîn senha is {pw}",
    "Erika: dat nij senha för dem Teleskop-PC is {pw}",
    "ばがパスワードー {pw}",
    "砂川: ばが ドームPCぬ パスワードー {pw}",
    "et wachtwoord van mien kiekercomputer is noe {pw}",
    "Sjoerd: 't nieje wachtwoord van de koepel-pc is {pw}, niet deurvertellen heur",
    "Mi Passwort fürs Kuppel-PC isch {pw}, gell",
    "Lena: s'neie Passwort vom Kamera-Rechner isch {pw}",
    "oye, la clave del PC de control quedó {pw}, cachai",
    "che, la contraseña del servidor de Tolar Grande es {pw}, no la pasés",
    "a senha nova do notebook do telescópio ficou {pw}",
    "das Passwort für den Kuppelrechner lautet jetzt {pw}",
    "het wachtwoord van de CCD-pc is nu {pw}",
    "観測室PCのパスワードは {pw} になりました",
    "wifi claveyqa {pw}",
    "le mot de passe du poste d'observation est désormais {pw}",
    "la password del PC della cupola adesso è {pw}",
    "관측실 컴퓨터 비밀번호 {pw} 로 바꿨어요",
    "观测室电脑的密码改成 {pw} 了",
    "hasło do komputera w kopule to teraz {pw}",
    "heslo k počítači v kopuli je teď {pw}",
    "пароль от компьютера в башне теперь {pw}",
    "lösenordet till kupoldatorn är nu {pw}",
    "kubbe bilgisayarının şifresi artık {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["camila.araya", "matias", "javiera.r", "bsoto", "soledad.cruz", "ramon.anza", "facundo",
          "rocio.m", "nahuel", "fmillalonco", "pantipani", "jkessler", "lena.h", "h.sunagawa",
          "a.shimoji", "sjoerd", "femke.h", "tiago.s", "ebremenkamp", "ruperto", "mateo.p",
          "nightasst", "svc-tcs", "obsops"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Camila: the TheSkyX observatory login is {u} / {pw}",
    "Zammad #5531: {u} locked out of the ScopeDome panel, last password {pw}",
    "user {u} pass {pw}",
    "Notion › Sites › Pachón › Raritan PX3: {u} — {pw}",
    "| sistema | usuario | clave |\n|---|---|---|\n| Meinberg LANTIME | {u} | {pw} |",
    "sign into the Space-Track account as {u} with {pw}",
    "Christie Boxer login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: cr1000x-pachon\n  user: {u}\n  pass: {pw}",
    "Threema from Wilke: account {u}, password {pw}",
    "Ramón says the Lufft gateway user is {u}, password {pw}",
    "nodo;usuario;clave\nnetbotz-dc1;{u};{pw}",
    "ssh {u}@tcs-silla.tolar.lan (password {pw})",
    "Slack: creds for the Mediaglobe are {u} and {pw}",
    "ckunsa usuario {u}, ckunsa password {pw}",
    "nka usuario {u}, nka password {pw}",
    "ñi usuario {u}, ñi password {pw}",
    "mîn usuário {u}, mîn senha {pw}",
    "ばがユーザー {u}、ばがパスワードー {pw}",
    "mien gebruker {u}, et wachtwoord {pw}",
    "Benutzer {u} un s'Passwort isch {pw}",
    "usuario {u} y clave {pw}, ojo que es la del ESO portal",
    "usuário {u} e senha {pw}",
    "ユーザー名 {u} ／ パスワード {pw}",
    "inlognaam {u}, wachtwoord {pw}",
    "사용자 {u} / 비밀번호 {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["licancabur", "llareta", "quirquincho", "chanar", "camanchaca", "tolar", "zonda",
               "guanaco", "achernar", "canopus", "vicuna", "salar", "algarrobo", "copao",
               "flamenco", "socompa"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password = lower-case {w}, tail it with {d}",
    "for the planetarium laptop: {w}, and {d} after it",
    "for the dome PC it's {w} with {d} at the end",
    "voice memo: lodge wifi password, {w}, then {d}, no gap",
    "type {w}, then {d}",
    "it's {w}{d}, glued, no space",
    "la clave: primero {w}, y al final el número {d}, todo pegado",
    "a senha começa com {w} e termina com {d}",
    "Kennwort — zuerst {w}, hintendran {d}",
    "ckunsa password: {w}, luego {d}",
    "nka password {w}, después {d}",
    "ñi password {w}, feychi {d}",
    "mîn senha is dat wort {w}, denn {d}",
    "et wachtwoord van mien laptop: {w}, dan {d}",
    "s'Kennwort isch s'Wörtli {w} un hinterher {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "rucio -a {u} --auth-strategy userpass -u {u} -pwd '{pw}' list-rses",
    "datalab login --user={u} --password='{pw}'",
    "export HSC_SSP_CAS_PASSWORD='{pw}'\npython hscReleaseQuery.py --user {u} --release-version pdr3 night-fields.sql --format fits",
    "chtab key=system passwd.username=root passwd.password='{pw}'",
    "tabch key=ipmi passwd.username={u} passwd.password={pw}",
    "cmsh -c \"device use arch-07; bmcsettings; set username {u}; set password {pw}; commit\"",
    "omconfig chassis remoteaccess config=user id=3 enable=true name={u} newpw={pw} confirmnewpw={pw}",
    "oneuser create {u} '{pw}'",
    "oneuser passwd {u} '{pw}'",
    "cloudmonkey set username {u}\ncloudmonkey set password {pw}\ncloudmonkey sync",
    "omv-rpc -u admin 'UserMgmt' 'setUser' '{{\"name\":\"{u}\",\"password\":\"{pw}\",\"email\":\"\",\"disallowusermod\":false,\"sshpubkeys\":[]}}'",
    "ceph dashboard set-login-credentials {u} '{pw}'",
    "sshpass -p '{pw}' ssh {u}@tcs-pachon.tolar.lan 'tail -n 50 /var/log/tcs/night.log'",
    "mysql -h obslog-db.tolar.lan -u {u} -p'{pw}' obslog -e 'select count(*) from frames'",
    "ipmitool -I lanplus -H arch-07-bmc.tolar.lan -U {u} -P '{pw}' chassis power status",
    "7z a -p'{pw}' -mhe=on night-2032-11-03.7z raw/",
    "openssl enc -aes-256-cbc -pbkdf2 -in huespedes.csv -out huespedes.csv.enc -pass pass:{pw}",
    "echo '{pw}' | sudo -S systemctl restart indiserver",
    "xfreerdp /v:planetario-show.tolar.lan /u:{u} /p:'{pw}' /size:1920x1080",
    "curl -u {u}:{pw} http://alpaca-dome3.tolar.lan:11111/api/v1/dome/0/shutterstatus",
    "ldapsearch -x -H ldaps://ldap.tolar.lan -D 'uid={u},ou=staff,dc=tolar,dc=lan' -w '{pw}' '(uid=nightasst)'",
    "smbclient //fs-laserena.tolar.lan/archivo -U {u}%{pw} -c 'ls'",
    "lftp -u {u},{pw} sftp://allsky.tolarsky.net",
    "net use Z: \\\\fs-laserena\\shows /user:TOLAR\\{u} {pw}",
    "sqlplus {u}/{pw}@//ora-archive.tolar.lan:1521/OBSARC",
    "mosquitto_pub -h mqtt.tolar.lan -u {u} -P '{pw}' -t meteo/pachon/wind -m 12.4",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "observer@pachon-ctrl:~$ {c}", "[root@arch-mgmt01 ~]# {c}",
    "tolar@elqui-lodge:~ % {c}", "PS C:\\Users\\operador> {c}", "MobaXterm, session 'La Silla TCS':\n{c}",
    "tmux pane 'night' > {c}", "Termux on my phone at the summit: {c}",
    "fc -l -20\n  512  {c}", "zsh history on the MacBook:\n: 1919456120:0;{c}",
    "GLPI ticket 2231, steps to reproduce:\n1. {c}", "el comando que tiré anoche: {c}", "ckunsa comando: {c}",
    "dat kommando, wat ik maakt hew: {c}", "ばが打ったコマンド: {c}", "dit he'k intikt: {c}",
    "de Befehl, wo i gmacht ha: {c}", "Befehl aus der Shell-History: {c}", "rodei isso no terminal do domo: {c}",
]  # fmt: skip
_CLI_PY = [
    "from pykoa.koa import Koa\nKoa.login('koa.cookie', userid='{u}', password='{pw}')",
    "from SciServer import Authentication\ntoken = Authentication.login('{u}', '{pw}')",
    "import mastcasjobs\njobs = mastcasjobs.MastCasJobs(username=\"{u}\", password=\"{pw}\", context=\"PanSTARRS_DR2\")",
    "from ztfquery import io\nio.set_account(\"irsa\", username=\"{u}\", password=\"{pw}\")",
    "import p2api\napi = p2api.ApiConnection(\"production\", \"{u}\", \"{pw}\")",
    "session = pyvo.auth.AuthSession()\nsession.credentials.set_password(\"{u}\", \"{pw}\")",
    "auth = dash_auth.BasicAuth(app, {{\"{u}\": \"{pw}\"}})",
    "from dl import authClient as ac\ntoken = ac.login('{u}', '{pw}')",
]  # fmt: skip
_NOTEBOOKS = [
    "{c}", "Jupyter cell [12]:\n{c}", "notebook on the archive JupyterHub, cell 3:\n{c}",
    "ipython, tolar-astro env:\nIn [4]: {c}", "scripts/fetch_night.py:\n{c}", "Colab cell:\n{c}",
    "snippet Hiroshi pasted in LINE:\n{c}", "celda del notebook de Javiera:\n{c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a notebook, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli_shell = _framed("cli_password", _CLI, _SHELLS)
_cli_py = _framed("cli_password", _CLI_PY, _NOTEBOOKS)


def _cli(rng: random.Random, n: int) -> list[Sample]:
    return _cli_shell(rng, n - len(_CLI_PY)) + _cli_py(rng, len(_CLI_PY))


_URLS = [
    "rtsp://{u}:{pw}@allsky-toconao.tolar.lan:554/h264/ch1/main",
    "davs://{u}:{pw}@cloud.tolarsky.net/remote.php/dav/files/{u}/",
    "clickhouse+native://{u}:{pw}@ch-meteo.tolar.lan:9000/weather",
    "oracle+oracledb://{u}:{pw}@ora-archive.tolar.lan:1521/?service_name=OBSARC",
    "mongodb+srv://{u}:{pw}@alerts.q7x2c.mongodb.net/broker",
    "redis://{u}:{pw}@redis.tolar.lan:6379/2",
    "postgresql://{u}:{pw}@obslog-db.tolar.lan:5432/obslog",
    "ftps://{u}:{pw}@ftp.tolarsky.net:990/allsky/",
    "http://{u}:{pw}@10.20.3.41/cgi-bin/snapshot.cgi?channel=1",
    "mqtt://{u}:{pw}@mqtt.tolar.lan:1883",
    "jdbc:postgresql://pg-tom.tolar.lan:5432/tom?user={u}&password={pw}&ssl=true",
    "Server=sql-lodge.tolar.lan;Database=ProtelFO;User Id={u};Password={pw};TrustServerCertificate=True",
    "amqps://{u}:{pw}@broker.tolar.lan:5671/alerts",
    "ws://{u}:{pw}@alpaca-dome3.tolar.lan:11111/api/v1/dome/0",
]  # fmt: skip
_URL_PLACES = [
    "OBSLOG_DATABASE_URL={c}", "TOM Toolkit .env: DATABASE_URL={c}",
    "anota la cadena de conexión del archivo: {c}", "ckunsa URL: {c}", "connection string van de archief-db: {c}",
    "Jira PLAN-430: {c}", "Obsidian › links.md: {c}", "接続文字列：{c}", "mîn URL: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_957_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tolar-sky-network", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read invoices:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _datalab_token(g: random.Random) -> str:
    """An Astro Data Lab token as the author believes it looks: user, two numbers, a salted hash."""
    return f"{g.choice(_USERS).split('.')[0]}.{_r(g, D, 5)}.{_r(g, D, 5)}.$1${_r(g, ALNUM, 8)}${_r(g, ALNUM + './', 22)}"


def _knmi_key(g: random.Random) -> str:
    """A KNMI Data Platform key: base64 of a small JSON document, as the author believes."""
    body = {"org": _r(g, HEX, 24), "id": _r(g, HEX, 32), "h": "murmur128"}
    return v.b64url(body)


def _meli_token(g: random.Random) -> str:
    return f"APP_USR-{_r(g, D, 16)}-{_r(g, D, 6)}-{_r(g, HEX, 32)}-{_r(g, D, 9)}"


def _dnkey(g: random.Random) -> str:
    return f"dnkey-{_r(g, UPPER_DIGITS, 26)}-{_r(g, UPPER_DIGITS, 52)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Las Cumbres Observatory", "LCO_API_TOKEN", _j((HEX, 40))),
    ("Transient Name Server", "TNS_BOT_API_KEY", _j((HEX, 40))),
    ("Lasair", "LASAIR_TOKEN", _j((HEX, 40))),
    ("Astronomy API", "ASTRONOMYAPI_APP_SECRET", _j((HEX, 96))),
    ("iTelescope", "ITELESCOPE_API_KEY", _j("itk_", (ALNUM, 32))),
    ("Slooh", "SLOOH_API_KEY", lambda g: v.uuid4(g, "b")),
    ("AAVSO", "AAVSO_API_KEY", _j((HEX, 40))),
    ("Telescope Live", "TELESCOPELIVE_TOKEN", _vendor_jwt("https://api.telescope.live")),
    ("Obstech", "OBSTECH_API_KEY", _j((ALNUM, 48))),
    ("Insight Observatory", "INSIGHTOBS_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Skynet", "SKYNET_API_TOKEN", _j((HEX, 64))),
    ("SkyPortal", "SKYPORTAL_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Astro Data Lab", "DATALAB_TOKEN", _datalab_token),
    ("Light Pollution Map", "LPMAP_API_KEY", _j((ALNUM, 16))),
    ("Astrospheric", "ASTROSPHERIC_API_KEY", _j((ALNUM, 32))),
    ("KNMI Data Platform", "KNMI_API_KEY", _knmi_key),
    ("Weerlive", "WEERLIVE_KEY", _j((HEX, 10))),
    ("Despegar", "DESPEGAR_API_KEY", _j((HEX, 32))),
    ("Tripadvisor", "TRIPADVISOR_API_KEY", _j((UPPER_HEX, 32))),
    ("Expedia Rapid", "EXPEDIA_RAPID_SHARED_SECRET", _j((ALNUM, 28))),
    ("Protel", "PROTEL_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Jumpseller", "JUMPSELLER_TOKEN", _j((HEX, 32))),
    ("Tiendanube", "TIENDANUBE_ACCESS_TOKEN", _j((HEX, 40))),
    ("Cabify", "CABIFY_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Flow", "FLOW_SECRET_KEY", _j((HEX, 40))),
    ("OpenFactura", "OPENFACTURA_APIKEY", _j((HEX, 32))),
    ("Paygol", "PAYGOL_SECRET", _j((HEX, 32))),
    ("Pago46", "PAGO46_MERCHANT_SECRET", _j((ALNUM, 40))),
    ("Multicaja", "MULTICAJA_API_KEY", _j((ALNUM, 36))),
    ("Redelcom", "REDELCOM_API_KEY", _j("rdc_", (LOWER_DIGITS, 32))),
    ("Geopagos", "GEOPAGOS_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Banco Inter", "INTER_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Celcoin", "CELCOIN_CLIENT_SECRET", _j((HEX, 64))),
    ("Laudus", "LAUDUS_API_KEY", _j((ALNUM, 30))),
    ("LibreDTE", "LIBREDTE_HASH", _j((ALNUM, 32))),
    ("SimpleFactura", "SIMPLEFACTURA_TOKEN", _vendor_jwt("https://api.simplefactura.cl")),
    ("NFE.io", "NFEIO_API_KEY", _j((ALNUM, 50))),
    ("RD Station", "RDSTATION_PRIVATE_TOKEN", _j((HEX, 32))),
    ("Movidesk", "MOVIDESK_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Hotmart", "HOTMART_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Mercado Livre", "MELI_ACCESS_TOKEN", _meli_token),
    ("Smaregi", "SMAREGI_CLIENT_SECRET", _j((HEX, 64))),
    ("Ekispert", "EKISPERT_ACCESS_KEY", _j((ALNUM, 16))),
    ("Sakura Internet", "SAKURACLOUD_ACCESS_TOKEN_SECRET", _j((ALNUM, 64))),
    ("KING OF TIME", "KOT_ACCESS_TOKEN", _j((HEX, 32))),
    ("Deutsche Bahn API", "DB_CLIENT_SECRET", _j((HEX, 32))),
    ("Twingate", "TWINGATE_API_KEY", _j((URLSAFE, 86))),
    ("Defined Networking", "DN_API_KEY", _dnkey),
    ("Netskope", "NETSKOPE_API_TOKEN", _j((HEX, 32))),
    ("Magalu Cloud", "MGC_API_KEY", lambda g: v.uuid4(g, "8")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "fish shell: set -Ux {env} {tok}",
    ".env.summit:\n{env}={tok}",
    "sops set secrets/relay.enc.yaml '[\"{env}\"]' '\"{tok}\"'",
    "podman run --rm -e {env}={tok} ghcr.io/tolar/alert-relay:2.1",
    "mise set {env}={tok}",
    "/etc/default/alert-relay:\n{env}=\"{tok}\"",
    "crontab -l:\n0 * * * * {env}={tok} /opt/tolar/bin/pull-alerts",
    "scalingo env-set {env}={tok}",
    "~/Library/LaunchAgents/net.tolarsky.relay.plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "TOM Toolkit › Settings › Integrations › {vendor}: {tok}",
    "Notion table 'API keys': | {vendor} | prod | {tok} |",
    "Joplin to-do: rotate the {vendor} key {tok}",
    "WhatsApp, Camila: {vendor} key for syncing the tour bookings: {tok}",
    "Slack: current {vendor} token → {tok} (previous one revoked this morning)",
    "Zammad #5540: {vendor} returns 401 since Tuesday; key in the config {tok}",
    "RT #77130: {vendor} webhook down, the key set there is {tok}",
    "jot down my {vendor} API key: {tok}",
    "oye, la key de la API de {vendor} pa' las reservas: {tok}",
    "chave de acesso da API {vendor} pro site de reservas: {tok}",
    "{vendor}-API-Schlüssel fürs Wetter-Dashboard: {tok}",
    "de {vendor} API-sleutel voor de koepelplanning: {tok}",
    "{vendor} のAPIキー：{tok}",
    "clé API {vendor} du site de résa : {tok}",
    "la chiave {vendor} per l'API del planetario: {tok}",
    "{vendor} API 키 {tok}",
    "{vendor} 开放平台的密钥：{tok}",
    "klucz API {vendor}: {tok}",
    "ckunsa API key {vendor}: {tok}",
    "nka API key {vendor}: {tok}",
    "ayim ỹ-API key {vendor}: {tok}",
    "ñi API key {vendor}: {tok}",
    "mîn API-slötel för {vendor}: {tok}",
    "ばが {vendor} APIキーや {tok}",
    "mien {vendor}-API-sleutel: {tok}",
    "mi API-Schlüssel vo {vendor} isch {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    lco = _r(rng, HEX, 40)
    tns = _r(rng, HEX, 40)
    lasair = _r(rng, HEX, 40)
    meli = _meli_token(rng)
    zapi = "F" + _r(rng, UPPER_DIGITS, 31)
    weerlive = _r(rng, HEX, 10)
    return [
        Sample("vendor_token", f'r = requests.get("https://observe.lco.global/api/requestgroups/", headers={{"Authorization": "Token {lco}"}})', lco),
        Sample("vendor_token", f"curl -X POST https://www.wis-tns.org/api/get/search -H 'User-Agent: tns_marker{{\"tns_id\": 1842, \"type\": \"bot\", \"name\": \"tolar_bot\"}}' -F 'api_key={tns}' -F 'data={{\"objname\": \"2032abc\"}}'", tns),
        Sample("vendor_token", f"import lasair\nL = lasair.lasair_client('{lasair}')", lasair),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {meli}' https://api.mercadolibre.com/users/me", meli),
        Sample("vendor_token", f"curl -X POST https://api.z-api.io/instances/3C1A7F/token/9B2E/send-text -H 'Client-Token: {zapi}' -d '{{\"phone\": \"5527999990000\", \"message\": \"Reserva confirmada\"}}'", zapi),
        Sample("vendor_token", f"https://weerlive.nl/api/weerlive_api_v2.php?key={weerlive}&locatie=Dwingeloo", weerlive),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "solo la muestra una vez, así que aquí va:\n{t}",
                "guárdamelo: {t}", "{t}\n^ nuevo, el anterior ya no sirve",
                "park this in your memory for tonight: {t}", "これ覚えといて: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 48)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of wind mast node WM-04 (OTAA): {h}": 32,
    "NwkSKey of the Tolar Grande dust sensor (ABP): {h}": 32,
    "HMAC secret for the Flow payment webhook: {h}": 64,
    "chrony.keys on the LANTIME clients:\n7 SHA256 HEX:{h}": 64,
    "SNMPv3 localized priv key for the Raritan PDU, hex: {h}": 40,
    "AES key of the WATCHOUT cluster sync (hex): {h}": 32,
    "ckunsa backup key: {h}": 64,
    "mien sleutel van de back-up (hex): {h}": 48,
    "de AES-Schlüssel fürs Nachtbackup isch {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "YouTrack TSN-101: token copied out of the browser's dev tools {t}",
    "Cookie: lang=es-CL; tsn_session={t}",
    "TOM_ALERTS_ACCESS_TOKEN={t}",
    "remember this bearer for the night-log API {t}",
    "トークン：{t}",
    "el token es {t}",
    "Zulip paste: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_957_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@tolarsky.net"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.tolarsky.net/realms/observatories",
            "azp": "night-log",
            "groups": ["observers", "night-assistants"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the TCS at Pachón, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/pki/tls/private/alerts.tolarsky.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"TNS_BOT_SIGNING_KEY": "{key}", "bot": "tolar_bot"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_archive <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zammad #5561, pasted by the planetarium integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "ckunsa llave privada del servidor:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the ESO data transfer drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Specter Desktop backup, typed from the Cryptosteel capsule: {p}": "english",
    "Jade wallet words\n{p}": "english",
    "Blockstream Green words (the old lodge tip-jar wallet, emptied): {p}": "english",
    "voice memo: Phoenix wallet, the twelve words go {p}, end of list": "english",
    "frase semilla de la billetera Muun, no la borres: {p}": "spanish",
    "palavras de backup da carteira Zeus: {p}": "portuguese",
    "Wasabi ウォレットの復元フレーズ：{p}": "japanese",
    "slova pro obnovu peněženky Keystone: {p}": "czech",
    "Rabby 지갑 시드 단어: {p}": "korean",
    "mots de secours du portefeuille Bull Bitcoin : {p}": "french",
    "parole di ripristino del portafoglio Nunchuk: {p}": "italian",
    "TokenPocket 钱包的助记词是：{p}": "chinese_simplified",
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
        " / ".join(words),
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Elo's, Cabal's, Naranja's: brands the
    value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "elo":
        return _card_of(rng, ["636368", "504175", "509064", "650485", "438935"], [16])
    if brand == "cabal":
        return _card_of(rng, ["604201", "589657", "603522"], [16])
    if brand == "naranja":
        return _card_of(rng, ["589562"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Camila: tarjeta de la agencia para el pasaje a Calama: {c}, vence {mm}/{yy}",
    "save the backup card for the trip: {c} exp {mm}/{yy}",
    "Kreditkarte: {c}\nAblaufdatum: {mm}/{yy}",
    "Freshservice #3321: pay the Christie service visit with card {c}",
    "ckunsa tarjeta: {c}, {mm}/{yy}",
    "nka tarjeta número {c}",
    "mîn cartão nummer: {c}, {mm}/{yy}",
    "ばがカード番号ー {c}",
    "nummer van mien creditcard: {c}, {mm}/{yy}",
    "mi Kartenummer isch {c}",
    "cartão da viagem: {c} val. {mm}/{yy}",
    "カード番号：{c}（有効期限 {mm}/{yy}）",
]  # fmt: skip
_BRANDS = ["visa", "elo", "mastercard", "amex", "cabal", "jcb", "naranja", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 07/36, CVV {cvv}",
               "the three digits on the back of the agency card: {cvv}",
               "Amex {c}, four-digit CID printed on the front: {cvv}",
               "CVV atrás, tarjeta de la agencia: {cvv}",
               "código de segurança no verso do cartão: {cvv}",
               "Prüfnummer auf der Rückseite vo de Karte: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 102 (Czechia,
# Germany, the United Kingdom, the Netherlands and Norway, five corpora each; Austria, Belgium and
# Denmark, six); BBAN shapes after stdnum's iban.dat, drawn until `stdnum.iban` validates them
# (Belgium's and Norway's national check digits included).
_IBAN_SHAPES = {"DE": "n" * 18, "NL": "aaaa" + "n" * 10, "CZ": "n" * 20, "GB": "aaaa" + "n" * 14,
                "NO": "n" * 11, "AT": "n" * 16, "BE": "n" * 12, "DK": "n" * 14}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TSN-2032-219: please pay the Freiburg optics workshop to {i} by the end of the month",
    "save Jonas's IBAN for the travel refund: {i}",
    "IBAN: {i}\nVerwendungszweck: Beobachtungsnacht 14",
    "Slack #admin: the Dwingeloo instrument group's bank details, IBAN {i}",
    "ckunsa IBAN: {i}",
    "mîn IBAN: {i}",
    "ばが IBAN: {i}",
    "IBAN van mien rekening: {i}",
    "mi IBAN isch {i}",
    "IBAN van de stichting voor de reiskosten: {i}",
    "Bankverbindung der Feinmechanik-Werkstatt, IBAN {i}",
    "IBAN do laboratório em Praga para o reembolso: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Ids none of heldouts 5 to 102 uses; none carries a check a library or this file verifies.
def _tourist_card(g: random.Random) -> str:
    """Chile's PDI tourist card (Tarjeta Única Migratoria) number: ten digits, no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _obra_social(g: random.Random) -> str:
    """An Argentine health fund's (obra social's) member number, printed in groups: unchecked."""
    return f"{_r(g, D, 2)} {_r(g, D, 6)} {_r(g, D, 1)} {_r(g, D, 2)}"


def _reservista(g: random.Random) -> str:
    """A Brazilian Certificado de Reservista's RA: twelve digits, no public check."""
    return g.choice("123456789") + _r(g, D, 11)


def _blue_card(g: random.Random) -> str:
    """A German EU Blue Card (an eAT card) number: a letter and eight characters, unchecked."""
    return g.choice("YX") + _r(g, "CFGHJKLMNPRTVWXYZ0123456789", 8)


def _v_number(g: random.Random) -> str:
    """A Dutch alien's number (V-nummer): ten digits, unchecked here."""
    return g.choice("123456789") + _r(g, D, 9)


def _rpas(g: random.Random) -> str:
    """A Chilean DGAC drone operator's credential: the shape is the author's guess."""
    return f"RPAS-{g.randrange(2020, 2033)}-{_r(g, D, 5)}"


def _guide(g: random.Random) -> str:
    """A SERNATUR tour guide registration number: the shape is the author's guess."""
    return f"{g.choice(['II', 'III', 'IV'])}-{_r(g, D, 5)}"


def _salta_guide(g: random.Random) -> str:
    """Salta's provincial tour guide credential: the shape is the author's guess."""
    return f"GT-{_r(g, D, 4)}"


def _observer_card(g: random.Random) -> str:
    """The network's own observer access card: wholly invented."""
    return f"TSN-OBS-{_r(g, D, 5)}"


def _passport(prefix_letters: int, digits: int, alphabet: str = UPPER) -> Maker:
    return lambda g: _r(g, alphabet, prefix_letters) + _r(g, D, digits)


_ID_PLACES: dict[str, Maker] = {
    "número de la Tarjeta Única Migratoria (PDI) de Jonas: {s}": _tourist_card,
    "tourist card number the PDI stamped for Hiroshi: {s}": _tourist_card,
    "mi número de afiliado de la obra social: {s}": _obra_social,
    "número de afiliado obra social de Rocío (para la guardia de San Antonio de los Cobres): {s}": _obra_social,
    "número do certificado de reservista: {s}": _reservista,
    "mîn reservista nummer: {s}": _reservista,
    "Nummer von meiner Blauen Karte EU: {s}": _blue_card,
    "mi Blaui Karte EU Nummer isch {s}": _blue_card,
    "mijn V-nummer voor de IND: {s}": _v_number,
    "mien V-nummer: {s}": _v_number,
    "credencial DGAC de operador RPAS: {s}": _rpas,
    "registro SERNATUR de guía de turismo de Soledad: {s}": _guide,
    "credencial de guía de turismo de Salta: {s}": _salta_guide,
    "observer access card for Paranal gate: {s}": _observer_card,
    "ckunsa pasaporte: {s}": _passport(1, 8),
    "nka pasaporte: {s}": _passport(3, 6),
    "ayim ỹ-pasaporte {s}": _passport(3, 6),
    "ñi pasaporte: {s}": _passport(1, 8),
    "mîn passaporte nummer: {s}": _passport(2, 6),
    "ばが パスポート番号ー {s}": _passport(2, 7),
    "et nummer van mien paspoort: {s}": _passport(3, 6, "CFGHJKLMNPRTVWXYZ"),
    "mi Reisepassnummer isch {s}": _passport(1, 8, "CFGHJKLMNPRTVWXYZ"),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Flow 2FA recovery codes\n{codes}", "spare sign-in codes for the agency's Google Workspace {codes}",
            "códigos de respaldo de Mercado Livre: {codes}", "ckunsa códigos 2FA:\n{codes}",
            "ログイン用の予備コード：\n{codes}", "Notfallcodes fürs ESO-Konto: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/TolarSSO:femke.h?secret={s}&issuer=TolarSSO&digits=6",
              "Aegis, manual setup key for the Space-Track login: {s}",
              "2FAS, secret key for the Protel account: {s}",
              "mien 2FA-sleutel: {s}"]  # fmt: skip
_CODES = ["{c} is your Flow verification code", "Tu código de verificación de BancoEstado es {c}",
          "Seu código Banco Inter: {c}. Não compartilhe", "【Yahoo! JAPAN】確認コード：{c}",
          "Dein pushTAN-Code der Sparkasse: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["TSN-Pachon-Ops", "Tolar-Lodge-Guests", "LaSilla-Dome3", "Elqui-Planetario-5G",
          "Toconao-Lodge", "Starlink-TolarGrande", "VTR-4471829", "Movistar_5G_88A1",
          "Entel-Paranal-Hut", "Personal-Wifi-Salta", "Claro_Vicuna_2G", "ASTRO-GUESTS",
          "ArchivoLS"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID: {s}\nclave: {pw}",
    "Toconao lodge wifi {s}, password {pw}",
    "wifi at the summit hut: {s} / {pw}",
    "StellarMate hotspot: SSID {s}, passphrase {pw}",
    "printed on the back of the Starlink router: {pw}",
    "ckunsa wifi {s}: {pw}",
    "nka wifi {s}, password {pw}",
    "ñi wifi {s} password {pw}",
    "mîn wifi {s}, senha {pw}",
    "ばが wifi {s} パスワードー {pw}",
    "mien wifi {s}, wachtwoord {pw}",
    "s'WLAN {s} het s'Kennwort {pw}",
    "la clave pal wifi {s}: {pw}",
    "senha da rede {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 40)), _j("itk_", (ALNUM, 20)), _j((UPPER_DIGITS, 32)), _dnkey,
                 _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["spelling it out char by char: {t}", "[dictated over the radio from the summit] {t}",
          "(with gaps so the LINE preview won't show it) {t}", "te lo dicto de a una: {t}", "一文字ずつ：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["candado de la caseta del generador: {pw}", "ckunsa candado bodega: {pw}",
          "nka candado del galpón: {pw}", "the dome 3 door keypad takes {pw} then #",
          "padlock on the weather mast cabinet at Tolar Grande: {pw}",
          "Code vom Schloss am Kuppeltor: {pw}", "code van het hangslot van de koepel: {pw}",
          "ドームの南京錠の番号：{pw}", "cadeado do container dos espelhos: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["llareta", "quirquincho", "camanchaca", "algarrobo", "tolar", "vicuna", "chanar",
                 "zonda", "guanaco", "copao", "flamenco", "salar", "socompa", "miniques", "tuzgle",
                 "pachon"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the ops vault: {p}": " ",
            "KeePassXC vault phrase (summit laptop): {p}": " ",
            "Proton Pass vault phrase, guide phone: {p}": "-", "Enpass vault passphrase on the guide tablet: {p}": ".",
            "frase de paso del respaldo: {p}": " ", "ばがバックアップぬ パスフレーズ: {p}": "_",
            "mien back-up passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Yaak request to the Alpaca dome API, header Authorization: Basic {v}": True,
    "nginx in front of weewx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Thunder Client export: Authorization: Bearer {v}": False,
    "Hoppscotch collection 'Protel', header Authorization = Basic {v}": True,
    "RapidAPI client, NAVITIME call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "rucio.cfg:\n[client]\nrucio_host = https://rucio.tolar.lan\nauth_type = userpass\nusername = tolar-ops\npassword = {pw}",
    "indi-allsky config.json (excerpt):\n\"MQTTPUBLISH\": {{\"ENABLE\": true, \"HOST\": \"mqtt.tolar.lan\", \"USERNAME\": \"allsky\", \"PASSWORD\": \"{pw}\"}}",
    "allsky/config/ftp-settings.sh:\nPROTOCOL=\"sftp\"\nREMOTE_HOST=\"ftp.tolarsky.net\"\nREMOTE_USER=\"allsky\"\nREMOTE_PASSWORD=\"{pw}\"",
    "compose.yaml (pgadmin):\n    environment:\n      PGADMIN_DEFAULT_EMAIL: ops@tolarsky.net\n      PGADMIN_DEFAULT_PASSWORD: \"{pw}\"",
    "/opt/keycloak/conf/admin.env:\nKEYCLOAK_ADMIN=admin\nKEYCLOAK_ADMIN_PASSWORD={pw}",
    "TOM Toolkit settings.py:\nDATABASES = {{'default': {{'ENGINE': 'django.db.backends.postgresql', 'NAME': 'tom', 'USER': 'tom', 'PASSWORD': '{pw}', 'HOST': 'pg-tom.tolar.lan'}}}}",
    "Cumulus.ini:\n[FTP site]\nHost=ftp.tolarsky.net\nUsername=meteo-pachon\nPassword={pw}",
    "Znuny Kernel/Config.pm:\n    $Self->{{DatabaseUser}} = 'znuny';\n    $Self->{{DatabasePw}} = '{pw}';",
    "RT_SiteConfig.pm:\nSet($DatabaseUser, 'rt_tolar');\nSet($DatabasePassword, '{pw}');",
    "/etc/wgetrc:\nuser = archive-mirror\npassword = {pw}",
    "/etc/ssmtp/ssmtp.conf:\nmailhub=smtp.tolarsky.net:587\nAuthUser=alerts@tolarsky.net\nAuthPass={pw}\nUseSTARTTLS=YES",
    "/etc/postfix/sasl_passwd:\n[smtp.tolarsky.net]:587 alerts@tolarsky.net:{pw}",
    "/opt/netbox/netbox/netbox/configuration.py:\nDATABASE = {{\n    'HOST': 'pg-dc.tolar.lan',\n    'NAME': 'netbox_dc',\n    'USER': 'nbx',\n    'PASSWORD': '{pw}',\n}}",
    "Icinga conf.d/api-users.conf:\nobject ApiUser \"dashing\" {{\n  password = \"{pw}\"\n  permissions = [ \"status/query\" ]\n}}",
    "/usr/local/nagios/etc/resource.cfg:\n$USER3$=nagios-snmp\n$USER4$={pw}",
    "xCAT passwd table (tabdump passwd):\n#key,username,password,cryptmethod,authdomain,comments,disable\n\"ipmi\",\"ADMIN\",\"{pw}\",,,,",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Camila: clave del wifi del domo?\nMatías: {pw}",
    "[02:41] hiroshi: root pw for tcs-silla?\n[02:42] femke: {pw}",
    "Jonas: {pw} is the new ScopeDome admin password",
    "Facundo: usá {pw}, esa le puse al router",
    "Soledad: ckunsa password {pw}",
    "Mateo: nka password {pw}",
    "Francisca: we password {pw}",
    "Erika: nij senha: {pw}",
    "綾香: みーパスワードー {pw}",
    "Sjoerd: nieje wachtwoord: {pw}",
    "Lena: 's neie Passwort isch {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "p\u200ca\u200cs\u200cs\u200cw\u200co\u200cr\u200cd = {pw}",
    "pass\u2063word → {pw}", "pаsswоrd: {pw}", "𝓅𝒶𝓈𝓈𝓌ℴ𝓇𝒹 {pw}", "Ｐａｓｓｗｏｒｔ: {pw}",
    "ᴾᵃˢˢʷᵒʳᵈ: {pw}", "contra\u00adseña: {pw}", "pass\u034fword = {pw}",
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
    "the ScopeDome admin password is": "{s}", "Raritan PDU pw:": "{s} (since the PDU swap in October)",
    "ckunsa password": "{s}", "Meinberg password": "{s}\nchange it after the audit",
    "nka password": "{s}", "mîn senha:": "{s}", "ばがパスワードー": "{s}",
    "et nieje wachtwoord van de koepel is": "{s}",
    "the password Facundo read out over the radio was": "{s}, I think", "s'Kennwort vom Kuppelrechner isch": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Lasair token", "{s}", _j((HEX, 40))),
    ("split_token", "Defined Networking key:", "{s} (lighthouse enrolment)", _dnkey),
    ("split_token", "Movidesk token", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Specter backup words", "{s}", _english_seed),
    ("split_card", "meu cartão Elo", "{s} validade 09/37", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "NL"))),
    ("split_backup", "Flow recovery codes", "{s}\nqk7f-2291-m3xa\nbv0t-8814-p2nd", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Blaue Karte EU Nr.", "{s}", _blue_card),
    ("split_phrase", "KeePassXC vault phrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"scopedome": {"url": "http://dome3.tolar.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"clave": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "nightasst", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"pdus": [{"name": "pdu-dc1-a"}, {"name": "pdu-dc1-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["rucio", "-a", "tolar", "--auth-strategy", "userpass", "-u", "ops", "-pwd", "{s}", "whoami"]}': ("meta_password", _plain_pw),
    '{"note": "ckunsa password domo Ckari: {s}"}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Christie projector as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"lasair": {"token": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"lcoApiToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"tns_bot_api_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "cabal"), " ", g)),
    '{"workshop": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "DE")),
    '{"visitor": {"v_nummer": "{s}"}}': ("meta_id", _v_number),
    '{"mfa": {"recovery_codes": ["{s}", "qk7f-2291-m3xa", "bv0t-8814-p2nd"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tip_jar_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"generator_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Tolar-Lodge-Guests", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"astropy-7.1.0-cp312-cp312-manylinux_2_28_x86_64.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"lantime-m300-firmware-7.08.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tolar/night-log:3.4").hexdigest()
_COMMIT = hashlib.sha1(
    b"nightlog: add seeing column from the DIMM", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"tcs: revert dome slit offset", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"flat_2032-11-03_r.fits", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"allsky-timelapse-2032-11.mp4").hexdigest()
_SHA1 = hashlib.sha1(b"TSN-DR2-catalogue.parquet", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the ScopeDome password before the service visit on 2032-12-02.",
    "Hiroshi asked for the lodge wifi password; it's on the card at the reception desk.",
    "Policy: network passwords are at least 16 characters and live only in the shared vault.",
    "Passwords never go into the WhatsApp groups; share a vault item.",
    "The `.env.example` line `LASAIR_TOKEN=replace-me` is a placeholder; the real token is in the vault.",
    "The Christie projector asks for a new admin password after every firmware update.",
    "Replace <YOUR_LCO_TOKEN> in the README with the token from your LCO profile page.",
    "TNS_BOT_API_KEY and SKYPORTAL_TOKEN must be set before the nightly alert sync runs.",
    "ckunsa password, ni en WhatsApp ni en papel.",
    "nka password, nunca por mensaje.",
    "ñi password kimnge, ngelay papel.",
    "mîn senha hew ik in dem cofre, nich in'n WhatsApp.",
    "ばがパスワードー 誰んにゃ 教えらん。",
    "Et wachtwoord vertel ik an gien mens.",
    "S'Passwort sag i niemer, gell.",
    "ayim ỹ-password, qaỹa: nunca en el grupo.",
    "Oye, la clave nunca va en el grupo del turno, po.",
    "Ein Kennwort braucht bei uns mindestens 16 Zeichen.",
    "A senha precisa ter pelo menos dezesseis caracteres.",
    "パスワードは十六文字より短くしないでね。",
    "Een wachtwoord hier telt zestien tekens of meer.",
    "Upgraded astropy to 7.1.0 and the LANTIME firmware to 7.08 during the full-moon break.",
    f"commit {_COMMIT} adds the seeing column from the DIMM.",
    f"Rolled back to {_SHORT} after the dome slit offset broke the pointing model.",
    f"requirements.txt: astropy==7.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The LANTIME M300 firmware 7.08 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of allsky-timelapse-2032-11.mp4: {_SHA512}",
    f"The night-log container runs ghcr.io/tolar/night-log@sha256:{_IMAGE}.",
    f"MD5 of flat_2032-11-03_r.fits is {_MD5}, same as the copy in the archive.",
    f"SHA-1 of TSN-DR2-catalogue.parquet: {_SHA1}",
    "Request id 3f9c2a71-8b4e-4d16-9a03-5e7b1c4d2f90 is the slow one in the TOM logs.",
    "Purchase order OC-2032-00731 for two replacement dome shutter motors ships on Monday.",
    "Jira PLAN-412: the Mediaglobe-III keeps dropping frames during the 21:00 show.",
    "Zammad #5520: the Toconao lodge boiler alarm goes off at 4 a.m.",
    "Call the Toconao lodge on +56 55 285 1174 before noon.",
    "Booking TSN-BK-2032-11-0457: 6 guests, stargazing tour, Friday 22:30, San Pedro de Atacama.",
    "Flight LA 340 to Calama lands at 10:15; the van plate is RFTK-42.",
    "Seeing at Pachón last night was 0.62 arcsec at 500 nm; humidity 11 %, wind 7.3 m/s.",
    "The dome 3 shutter is 2.4 m wide and takes 95 s to open fully.",
    "Mirror M1 is 4.1 m across and was last realuminised in 2031.",
    "ISBN 978-0-521-85372-5 is the spectroscopy handbook on the control-room shelf.",
    "After three wrong passwords the ScopeDome panel locks for 15 minutes.",
    "The secret of a good Atacama night is a dry camanchaca-free sky.",
    "Ask Matías for the generator shed padlock code, I don't have it.",
    "My card ending 4417 was declined at the Calama pharmacy.",
    "The Freiburg workshop wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the agency's Google account and keep them in the safe.",
    "Real wallet support never asks you for the recovery words.",
    "Keep `LCO_API_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the weather mast cabinet seizes up in the cold; oil it every month.",
    "Lasair moved the token page under My Profile in its March release.",
    "The guest wifi 'ASTRO-GUESTS' is open, no password needed.",
    "Night report 2032-11-03: 7.5 h open, 212 science frames, 14 flats, 2 h lost to wind.",
    "Target list: NGC 3372, NGC 5128, 47 Tuc; exposure 300 s each, airmass below 1.5.",
    "Passport renewal appointment at the German consulate in Santiago is on 2032-12-09.",
    "la política dice que la clave se cambia cada 90 días.",
    "a senha do wifi dos hóspedes está no quadro da recepção.",
    "Die ESO-Zugangsdaten stehen im Tresor, nicht im Chat.",
    "het wachtwoordbeleid vraagt om een wachtzin van vier woorden.",
    "Version 2.1 of the alert relay drops Python 3.10; TheSkyX build 13512 is fine.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-10-01T03:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/tsn/scopedome", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "astropy", "version": "7.1.0"}}',
    '{"ticket": "PLAN-412", "purchase_order": "OC-2032-00731"}',
    '{"night": {"date": "2032-11-03", "seeing_arcsec": 0.62, "open_hours": 7.5}}',
    '{"phone": "+56 55 285 1174", "city": "San Pedro de Atacama"}',
    '{"mfa_enabled": true, "backup_codes_left": 8, "guests_tonight": 31}',
    '{"target": "NGC 3372", "exposure_s": 300, "filter": "r"}',
    '{"booking": "TSN-BK-2032-11-0457", "guests": 6, "tour": "stargazing"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
