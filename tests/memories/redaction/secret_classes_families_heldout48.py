# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, forty-eighth corpus: written blind, without reading the scrubber.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to forty-sixth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to
use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/` (nor `memories/redaction/`), the tuning corpus,
the round corpora, any test module, the reports nor the trainer, and the scrubber was never run on
it. Its own seed, password words, names, places, templates, tools, vendors and layouts, the way
the crews of a craft brewery (Quillon Brewing Co.: a brewhouse in Astorga, a canning line in Caxias
do Sul, a taproom in Getsemaní, Cartagena, a cold store at North End, San Andrés, a distribution
van fleet out of Arnos Vale, Kingstown, cacao nibs from Trindade, São Tomé, cassava from Pikin
Slee, Suriname, and a keg distributor in Weno, Chuuk) leak secrets into an assistant's memory:
Harri, HotSchedules, Push Operations, Workstream, Zipschedules, Planday, Quinyx, Rotaready,
Whereby, Missive, Wickr, Olvid, Tchap, SimpleX, Confide, Cwtch, Linphone, Zoiper, MicroSIP,
Nextcloud Talk, BigBlueButton, Jitsi, Campfire, Spike, TamTam, Pyrus, VK Teams, Bitrix24, Deputy,
Connecteam, Beekeeper, Workvivo, Flock, Ryver, Pumble, Chanty and Twist chats, Trilium, SiYuan,
Zettlr, Notesnook, UpNote, Supernotes and Wiki.js notes to self, Plane, Tiledesk, Huly, Leantime,
Znuny, Trudesk and Vikunja tickets, e-mails, runbooks, README fragments, voice-dictated text and
requests to the assistant itself; the shells of FireSSH, Tabby, WezTerm, Ghostty, Ptyxis, Black
Box, Contour, Extraterm, Wave Terminal, Termux, JuiceSSH, Blink Shell, MobaXterm, SecureCRT,
Solar-PuTTY, Bitvise, SmarTTY, Tera Term, Git Bash, MSYS2, Cmder, Guake, Tilix, Yakuake,
cool-retro-term and picocom; the web pages of brewing, canning, cellar, CO2, boiler, compressor,
refrigeration, draught, labelling, coding, network, door and van-fleet hardware (Krones, Ziemann,
Steinecker, Braumat, Brewmation, Criveller, JVNW, GEA, Comac, Wild Goose, Twin Monkeys, Haffmans,
Dalum, Earthly Labs, Optek, Centec, Blichmann, Speidel, Ss Brewtech, Kolpak, Polar King,
Heatcraft, ProChiller, Perlick, Micro Matic, Accraply, Primera, Linx, Quincy, Sullair, Fulton,
Miura, Cleaver-Brooks, Künzel, Meura, Ford Pro, Mercedes PRO connect, Iveco ON, EnGenius,
Openpath, ifm); configs of rathole, sitecopy, motion, Bacula's bconsole, Courier's authmysqlrc,
a Redis replica, CraftBeerPi, Fermentrack, iSpindel, RaspberryPints, Kegbot, Brewblox, unixODBC,
Squid, HAProxy, net-snmp, GLPI and phpBB. The tools no earlier corpus names: TFVC's `tf`,
`accurev`, `lscm`, `ftp-upload`, `immuclient`, `httping`, `yafc`, BitlBee, the Internet Archive's
`ia`, `matrix-commander`, `sendxmpp`, `pg_probackup`, `wal-g`, `pgsync`, `ebusd`, scrapli,
`node-red-admin`, `arduino-cli` and `s3270` (beside a few used once before, in wordings of
their own).
About 40 % of the texts are in other languages: Palenquero, San Andrés-Providencia Creole
(Raizal), Vincentian Creole, Forro (Santome), Leonese, Talian, Chuukese and Saramaccan (no earlier
docstring names them), and Colombian and European Spanish, Brazilian Portuguese, German, Czech,
Polish, Flemish, French, Italian and Japanese in wordings of their own. Vendors (Untappd for
Business, Arryved, GoTab, Digital Pour, Taplist.io, BeerMenus, SevenFifty, Encompass8,
OrchestratedBEER, Breww, Brewman, BeerRun, BrewPlanner, Vicinity, Crafted ERP, Brewfather, Plaato,
KegID, Kegspeed, Kegstar, SteadyServ, BarVision, WeissBeerger, BinWise, Partender, Bevspot,
Craftable, TouchBistro, Upserve, SpotOn, Tapwise, Azuga, Bouncie, Linxup, Lytx, Zonar, Omnitracs,
Motive, NexTraq, GPS Insight, Fleet Complete, Monnit, ThingSpeak, Disruptive Technologies, Nequi,
Daviplata, Holded, Sipay, Vindi) are ones heldouts 5 to 46 do not name. The ids are kinds they do
not use and for which python-stdnum has no module: Brazil's RENAVAM (a vehicle's registry number)
and Rio Grande do Sul's Inscrição Estadual, whose check digits are computed here by their
published mod-11 rules; and, unchecked (no check digit is written or verified here), Colombia's
PPT (Permiso por Protección Temporal) number, San Andrés' OCCRE residence card, a Colombian
licencia de tránsito, the Spanish DNI's support number (IDESP) and its card access number (CAN),
a St Vincent driving licence, a São Tomé voter card, a Chuuk State driving licence, and passports
under Palenquero, Forro and Saramaccan words, their shapes drawn here. Card numbers pass Luhn (the
value helpers' brands, checked with python-stdnum's `luhn`). The IBANs are of countries used least
by a rough count over heldouts 5 to 46 (Jordan, then Djibouti, Mongolia, Sudan, Honduras,
Palestine, Andorra and Kosovo), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Spanish, Portuguese, Italian and Czech lists.
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

SEED = 63_217_429
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


_HOPS = ["Saaz", "Tettnang", "Fuggle", "Hallertau", "Spalt", "Perle", "Lubelski", "Sladek",
         "Kazbek", "Premiant", "Bramling", "Sorachi", "Motueka", "Ekuanot", "Northdown"]  # fmt: skip
_STYLES = ["Dunkel", "Tripel", "Gose", "Kolsch", "Altbier", "Porter", "Saison", "Grisette",
           "Rauchbier", "Zwickel", "Kellerbier", "Gruit", "Sahti", "Kvass", "Lambic", "Witbier",
           "Schwarz"]  # fmt: skip
_VESSELS = ["Mashtun", "Lauter", "Kettle", "Hopback", "Whirlpool", "Brite", "Firkin", "Sparge",
            "Krausen", "Coolship", "Foeder", "Puncheon", "Hogshead", "Grist"]  # fmt: skip
_PLACES = ["Astorga", "Bembibre", "Ponferrada", "Caxias", "Farroupilha", "Garibaldi", "Getsemani",
           "Palenque", "Bocagrande", "SanAndres", "NorthEnd", "Providencia", "Kingstown",
           "ArnosVale", "Calliaqua", "Trindade", "Neves", "PikinSlee", "Brokopondo", "Weno",
           "Tonoas"]  # fmt: skip
_NAMES = ["Camino", "Froilan", "Olaya", "Pelayo", "Gelson", "Ivanir", "Neiva", "Dirceu", "Lurdes",
          "Yesenia", "Evaristo", "Casilda", "Benkos", "Livingston", "Rosalind", "Hyram", "Dilia",
          "Kimron", "Shevon", "Orande", "Tamika", "Domingas", "Gualter", "Idalecio", "Neusa",
          "Sinobu", "Akapito", "Ketson", "Marleen", "Amaketi", "Aboikoni", "Djani"]  # fmt: skip
_SYMBOLS = "!#%&*?@+=~^$"
_LEET = ["Kr4us3n", "Sp4rg3", "L4ut3r", "Tr1p3l", "D0pp3lb0ck", "F1rk1n", "H0pb4ck", "S41s0n",
         "Gr1s3tt3", "C00lsh1p"]  # fmt: skip


def _abv(g: random.Random) -> str:
    """A beer style and its strength, the way a cellar crew jokes a password together."""
    return f"{g.choice(_STYLES)}{g.randrange(3, 12)}.{g.randrange(10)}ABV{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, both cases and digits, joined by dots (a generator's style)."""
    return ".".join(_r(g, ALNUM, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_HOPS)}{g.choice(_STYLES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_VESSELS, 2)) + "-" + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.choice(_SYMBOLS)}{g.randrange(1965, 2012)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%&!?*", 16),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(10, 100)),
    _abv,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_HOPS).lower()}.{g.randrange(1970, 2033)}",
    lambda g: f"Batch{g.randrange(100, 1000)}{g.choice(_STYLES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, D, 2) + _r(g, LOWER, 5) + g.choice(_SYMBOLS) + _r(g, D, 2),
    lambda g: f"{g.choice(_VESSELS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Brews{g.choice(_STYLES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
    lambda g: f"{g.choice(_HOPS).lower()}_{g.choice(_STYLES).lower()}_{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Harri shift note from Camino: the Krones Botec F1 operator password is {pw}",
    "HotSchedules message to the brewhouse crew: Ziemann brewhouse HMI password {pw}",
    "Push Operations announcement (sent to everyone, oops): Steinecker panel password {pw}",
    "Workstream chat with Froilan: Braumat engineering station password {pw}",
    "Zipschedules note for the night shift: Brewmation panel password {pw}",
    "Planday message from Olaya: the Criveller cellar controller password is {pw}",
    "Quinyx comment on Saturday's rota: JVNW brewhouse HMI admin password {pw}",
    "Rotaready chat, Pelayo: GEA separator touchscreen password {pw}",
    "Whereby room 'cellar stand-up', chat: Comac keg washer password {pw}",
    "Missive shared inbox, internal comment: Wild Goose Gosling canning line password {pw}",
    "Wickr room 'canning': Twin Monkeys seamer HMI password {pw}",
    "Olvid discussion with Gelson: Haffmans CO2 recovery panel password {pw}",
    "Tchap salon 'cave': Dalum CO2 plant password {pw}",
    "SimpleX chat with Ivanir: Earthly Labs CiCi portal password {pw}",
    "Confide message from Neiva: Optek turbidity sensor web password {pw}",
    "Cwtch group 'lab': Centec inline analyser password {pw}",
    "Linphone chat with Dirceu: Blichmann BrewCommander controller password {pw}",
    "Zoiper call note: Speidel Braumeister app password {pw}",
    "MicroSIP IM from Lurdes: Ss Brewtech glycol panel password {pw}",
    "Nextcloud Talk, conversation 'Cold store': Kolpak walk-in controller password {pw}",
    "BigBlueButton public chat (!): Polar King cold store panel password {pw}",
    "Jitsi meeting chat: Heatcraft Beacon II password {pw}",
    "Campfire, room 'Taproom': ProChiller glycol chiller password {pw}",
    "Spike chat from Yesenia: Perlick draught tower controller password {pw}",
    "TamTam message from Evaristo: Micro Matic keg monitoring password {pw}",
    "Pyrus task comment: Accraply labeller HMI password {pw}",
    "VK Teams, chat 'Canning line': Primera LX910 label printer password {pw}",
    "Bitrix24 chat from Casilda: Linx 8900 coder password {pw}",
    "Deputy news feed post: Quincy compressor controller password {pw}",
    "Connecteam chat, Benkos: Sullair compressor controller password {pw}",
    "Beekeeper stream: Fulton boiler panel password {pw}",
    "Workvivo post in 'Brewhouse': Miura boiler remote password {pw}",
    "Flock message from Livingston: Cleaver-Brooks Hawk ICS password {pw}",
    "Ryver team chat: Künzel mill control password {pw}",
    "Pumble channel #mash-filter: Meura 2001 panel password {pw}",
    "Chanty message from Rosalind: Ford Pro Telematics password {pw}",
    "Twist thread 'Vans': Mercedes PRO connect fleet password {pw}",
    "Trilium note 'Vans': Iveco ON portal password {pw}",
    "SiYuan doc 'Network': EnGenius ECW220 access point admin password {pw}",
    "Zettlr file taproom.md: Openpath door portal password {pw}",
    "Notesnook note: ifm AL1350 IO-Link master password {pw}",
    "UpNote note 'Cold store North End': dock door controller password {pw}",
    "Supernotes card: Krones Checkmat inspector password {pw}",
    "Plane issue QB-118: the Wild Goose filler password {pw} no longer works",
    "Tiledesk conversation #5521: the Perlick tower's web password is {pw}",
    "Huly issue BREW-77: Braumat password {pw} must be rotated",
    "Leantime ticket 303: Fulton boiler remote password {pw}, please reset",
    "Znuny ticket 2040117: Kolpak walk-in controller password {pw}",
    "Trudesk #880: the Twin Monkeys HMI password {pw} was shared with the installer",
    "Hi Gelson,\n\nthe admin password on the canning-line PC in Caxias is {pw}. Please delete this once it's in the vault.\n\nCheers,\nCamino",
    "Incident 2033-02-09: the ProChiller panel in the taproom was reachable from the guest wifi with password {pw}",
    "Runbook: CIP cycle on FV-4\n1. log into the Criveller controller\n2. user: cellar\n3. password {pw}\n4. start the caustic cycle, 80 °C, 20 min",
    "README (brewhouse rack)\nthe Braumat web UI is at https://braumat.quillon.lan, admin password `{pw}`.",
    "my Banco de Bogotá app password is {pw} now",
    "can you remember my Caixa Tem password? it's {pw}",
    "the Bank of St Vincent online banking password is {pw}",
    "password for my BISTP app: {pw}",
    "dictated: the Ford Pro portal password is {pw} full stop",
    "note to self: Comac keg washer service password {pw}",
    "after the reflash the Centec password became {pw}",
    "please remember the taproom POS manager password: {pw}",
    "Kontraseña ri korreo mi é {pw}",
    "Yesenia: kontraseña nuebo ri kompiutadó ri taberna é {pw}",
    "kontraseña ri máquina ri lata é {pw}, nu bo ri ele a naaide nu",
    "Mi email paswod a {pw}",
    "Livingston: di nyuu paswod fi di koul ruum kompyuuta a {pw}",
    "di paswod fi di chilla da {pw}, no tel nobadi",
    "Meh email password is {pw}, doh tell nobody",
    "Kimron: de new password fuh de van tablet dem is {pw}",
    "de password fuh de glycol chiller is {pw} yuh hear",
    "Senha di e-mail mu sa {pw}",
    "Domingas: senha nóvu di kumputadô di fábrika sa {pw}",
    "senha di mákina di lata sa {pw}, na fla nguê fa",
    "La contraseña del mieu corréu ye {pw}",
    "Camino: la contraseña nueva del ordenador de la sala de cocción ye {pw}",
    "la contraseña del cuadru de la caldera ye {pw}, nun-y lo digas a naide",
    "La senha de la me email la ze {pw}",
    "Gelson: la senha nova del computer de la enlatadora la ze {pw}",
    "la senha del pannel del compressor la ze {pw}, no sta dirghelo a nissun",
    "Ewe password an ai email iei {pw}",
    "Sinobu: ewe password mi fo an ewe kompiuta ren ewe keg iei {pw}",
    "ewe password ren ewe chiller iei {pw}, ousap ureni emon",
    "Di pasiwöi u mi e-mail da {pw}",
    "Amaketi: di njunjun pasiwöi u di kompjuta u di wosu da {pw}",
    "di pasiwöi u di kölu kamba da {pw}, na taki ën da wan sëmbë",
    "parce, la clave del PC de la taberna es {pw}",
    "oye, la clave del cuadro de la enfriadora es {pw}",
    "a senha do painel da enlatadora é {pw}",
    "das Kennwort vom Sudhaus-Rechner ist {pw}",
    "heslo k počítači ve varně je {pw}",
    "hasło do komputera w rozlewni to {pw}",
    "het paswoord van de brouwzaal-pc is {pw}",
    "le mot de passe du pupitre de la soutireuse, c'est {pw}",
    "la password del quadro della cella frigo è {pw}",
    "醸造所のPCのパスワードは {pw} です",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["camino", "froilan.g", "olaya", "pelayo", "gelson", "ivanir.z", "neiva", "dirceu",
          "lurdes", "yesenia", "evaristo.p", "casilda", "benkos", "livingston", "rosalind.h",
          "hyram", "kimron", "shevon.j", "orande", "domingas", "gualter", "neusa", "sinobu",
          "akapito", "ketson", "amaketi", "aboikoni", "svc-canning", "taproom-pos",
          "coldstore"]  # fmt: skip
_LOGINS = [
    "Harri, Camino: the Krones login is {u} / {pw}",
    "Tiledesk #5530: {u} locked out of the Braumat, last password {pw}",
    "user {u} pass {pw}",
    "Trilium › Brewhouse › Controllers › Criveller: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Heatcraft Beacon | {u} | {pw} |",
    "log into the Ford Pro portal as {u} with {pw}",
    "Comac login {u}:{pw}",
    "username: {u}\npass: {pw}",
    "- host: canning-hmi-1\n  user: {u}\n  pass: {pw}",
    "Wickr: account {u}, password {pw}",
    "Gelson says the Wild Goose account is {u} and the password is {pw}",
    "system,user,password\nmeura-panel,{u},{pw}",
    "ssh {u}@brewlog.quillon.lan (password {pw})",
    "Campfire: creds for the Fulton boiler are {u} and {pw}",
    "nombre ri usuario {u}, kontraseña {pw}",
    "mi yuuza neim a {u} an mi paswod a {pw}",
    "meh username is {u} an de password is {pw}",
    "nomi di utilizadô {u}, senha {pw}",
    "usuariu {u}, contraseña {pw}",
    "el utente el ze {u}, la senha la ze {pw}",
    "ewe username {u}, ewe password {pw}",
    "di nëën u mi da {u}, di pasiwöi da {pw}",
    "usuario {u} y clave {pw}, parce",
    "Benutzername {u}, Passwort {pw}",
    "uživatel {u}, heslo {pw}",
    "ユーザー名：{u}　パスワード：{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["krausen", "sparge", "lauter", "firkin", "coolship", "foeder", "puncheon", "gruit",
               "sahti", "kvass", "grisette", "zwickel", "tettnang", "fuggle", "spalt", "kazbek",
               "hopback", "hogshead"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "password: {w}, and right after it the number {d}",
    "for the Braumat it's {w} with {d} on the end",
    "voice memo: the taproom wifi password is {w} and then {d}, no spaces",
    "type {w}, then {d}, enter",
    "it's {w}{d}, the word and the number run together",
    "kontraseña é palabra {w}, ripué {d}",
    "di paswod a di wod {w}, den {d}",
    "senha sa palavra {w}, dêpôji {d}",
    "la contraseña ye la palabra {w} y depués {d}",
    "la senha la ze la parola {w} e dopo {d}",
    "ewe password iei ewe kapas {w}, mwirin {d}",
    "di pasiwöi da di wöutu {w}, baka {d}",
    "heslo je slovo {w} a pak {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "tf workspaces /collection:https://tfs.quillon.lan/tfs/Brewing /login:QUILLON\\{u},{pw}",
    "accurev login -n {u} '{pw}'",
    "lscm login -r https://ccm.quillon.lan:9443/ccm -u {u} -P '{pw}' -n quillon",
    "ftp-upload -h ftp.depletions.example -u {u} --password '{pw}' -d /inbound depletions-2033-02.csv",
    "immuclient --immudb-address immudb.quillon.lan --username {u} --password '{pw}' safeset batch-2291 released",
    "httping -g https://pos.quillon.lan/health -U {u} -P '{pw}' -c 5",
    "yafc ftp://{u}:{pw}@ftp.cannery.quillon.lan/labels/",
    "[&bitlbee] identify {pw}",
    "ia configure --username {u}@quillon.beer --password '{pw}'",
    "matrix-commander --login password --homeserver https://matrix.quillon.beer --user-login @{u}:quillon.beer --password '{pw}' --device van-07 --room-default '#vans:quillon.beer'",
    "echo 'line 2 jammed' | sendxmpp -u {u} -p '{pw}' -j xmpp.quillon.lan cellar@xmpp.quillon.lan",
    "PGPASSWORD='{pw}' pg_probackup-16 backup -B /srv/backup --instance brewlog -b DELTA -U {u} -h pg.quillon.lan",
    "PGUSER={u} PGPASSWORD={pw} wal-g backup-push /var/lib/postgresql/16/main",
    "pgsync --from 'postgres://{u}:{pw}@old-pg.quillon.lan/brewlog' --to 'postgres://localhost/brewlog' batches,kegs",
    "ebusd --scanconfig --mqtthost=mqtt.quillon.lan --mqttuser={u} --mqttpass='{pw}'",
    "python -c \"from scrapli import Scrapli; Scrapli(host='sw-cellar', auth_username='{u}', auth_password='{pw}', platform='cisco_iosxe').open()\"",
    "node-red-admin target https://nodered.quillon.lan && node-red-admin login -u {u} -p '{pw}'",
    "arduino-cli upload -p 10.40.0.31 --fqbn esp32:esp32:esp32 --upload-field password='{pw}' fermenter-probe",
    "s3270 distributor-host.example <<'EOF'\nString(\"{u}\")\nTab()\nString(\"{pw}\")\nEnter()\nEOF",
    "sum -i 10.40.0.9 -u ADMIN -p '{pw}' -c GetBmcInfo",
    "vpncmd vpn.quillon.lan:443 /SERVER /PASSWORD:{pw} /CMD UserList",
    "mosquitto_rr -h mqtt.quillon.lan -u {u} -P '{pw}' -t fermenters/fv4/cmd -e fermenters/fv4/ack -m status",
    "radtest {u} '{pw}' radius.quillon.lan 0 \"$RADIUS_SECRET\"",
    "smbget -U '{u}%{pw}' smb://nas.quillon.lan/recipes/house-saison.bsmx",
    "openfortivpn vpn.quillon.beer:10443 -u {u} -p '{pw}'",
    "ipmiutil health -N 10.40.0.9 -U {u} -P '{pw}'",
    "mydumper -h mysql.quillon.lan -u {u} -p '{pw}' -B taproom -o /srv/dump",
    "gh-ost --host=mysql.quillon.lan --user={u} --password='{pw}' --database=taproom --table=tabs --alter='ADD COLUMN tip_cents INT' --execute",
    "transmission-remote nas.quillon.lan -n '{u}:{pw}' -l",
    "mount -t cifs //nas.quillon.lan/labels /mnt/labels -o username={u},password={pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "FireSSH tab 'cannery': {c}", "Tabby, profile 'brewlog': {c}", "WezTerm pane: {c}",
    "Ghostty ~/quillon $ {c}", "Ptyxis, camino@astorga-nuc:~$ {c}", "Black Box: {c}",
    "Contour terminal: {c}", "Extraterm: {c}", "Wave Terminal block: {c}",
    "Termux on the van tablet:\n$ {c}", "JuiceSSH session 'coldstore':\n$ {c}",
    "Blink Shell on the iPad:\n{c}", "MobaXterm, session 'canning-hmi': {c}", "SecureCRT tab 2: {c}",
    "Solar-PuTTY: {c}", "Bitvise xterm: {c}", "SmarTTY session: {c}", "Tera Term log: {c}",
    "Git Bash on the taproom PC: {c}", "MSYS2 UCRT64 ~ $ {c}", "Cmder λ {c}", "Guake: {c}",
    "Tilix, split 2: {c}", "Yakuake: {c}", "cool-retro-term (for fun): {c}",
    "picocom on the chiller's console: {c}",
    "komando ke i a korré: {c}", "di kyamand mi ron: {c}", "de command ah run: {c}",
    "kumandu ku n' fé: {c}", "el comandu que corrí: {c}", "el comando che go fato: {c}",
    "ewe command ua fori: {c}", "di kumandu di mi du: {c}", "Befehl, den ich abgesetzt habe: {c}",
    "příkaz, který jsem spustil: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "http://{u}:{pw}@couch.quillon.lan:5984/kegs",
    "redis://{u}:{pw}@redis.quillon.lan:6379/2",
    "mongodb+srv://{u}:{pw}@kegs.quillon.example/tracking?retryWrites=true",
    "postgresql://{u}:{pw}@pg.quillon.lan:5432/brewlog?sslmode=require",
    "mysql+pymysql://{u}:{pw}@taproom-db.quillon.lan/taproom",
    "ftps://{u}:{pw}@ftp.depletions.example:990/outbound/",
    "davs://{u}:{pw}@dav.quillon.lan/recipes/",
    "rtsp://{u}:{pw}@cam-canning2.quillon.lan:554/Streaming/Channels/101",
    "clickhouse://{u}:{pw}@ch.quillon.lan:9000/sales",
    "amqp://{u}:{pw}@mq.quillon.lan:5672/vans",
    "jdbc:mysql://taproom-db.quillon.lan:3306/taproom?user={u}&password={pw}",
    "Server=sql.quillon.lan;Database=Distribution;User Id={u};Password={pw};TrustServerCertificate=True",
    "socks5h://{u}:{pw}@proxy.quillon.lan:1080",
]  # fmt: skip
_URL_PLACES = [
    "BREWLOG_DATABASE_URL={c}", "Metabase connection, the old one: {c}",
    "keep this connection string for me: {c}", "esti ye l'enllaz de la base: {c}",
    "di database link a {c}", "Tiledesk #5544: {c}", "Wiki.js page 'Databases': {c}",
    "a string de conexão é {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "quillon-brewing", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "batches:read kegs:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Untappd for Business", "UNTAPPD_CLIENT_SECRET", _j((HEX, 40))),
    ("Arryved", "ARRYVED_API_KEY", _j((ALNUM, 32))),
    ("GoTab", "GOTAB_API_SECRET", _j("gt_live_", (ALNUM, 32))),
    ("Digital Pour", "DIGITALPOUR_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Taplist.io", "TAPLIST_API_TOKEN", _j((LOWER_DIGITS, 40))),
    ("BeerMenus", "BEERMENUS_API_KEY", _j((HEX, 32))),
    ("SevenFifty", "SEVENFIFTY_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Encompass8", "ENCOMPASS8_API_KEY", _j((UPPER_HEX, 32))),
    ("OrchestratedBEER", "OBEER_API_TOKEN", _j((B64, 43), "=")),
    ("Breww", "BREWW_API_KEY", _j((ALNUM, 40))),
    ("Brewman", "BREWMAN_API_KEY", lambda g: v.uuid4(g, "9")),
    ("BeerRun", "BEERRUN_API_TOKEN", _j((HEX, 64))),
    ("BrewPlanner", "BREWPLANNER_API_KEY", _j((ALNUM, 24))),
    ("Vicinity", "VICINITY_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Crafted ERP", "CRAFTED_ERP_TOKEN", _vendor_jwt("https://auth.craftederp.com")),
    ("Brewfather", "BREWFATHER_API_KEY", _j((ALNUM, 50))),
    ("Plaato", "PLAATO_AUTH_TOKEN", _j((HEX, 32))),
    ("KegID", "KEGID_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Kegspeed", "KEGSPEED_API_SECRET", _j((ALNUM, 40))),
    ("Kegstar", "KEGSTAR_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("SteadyServ", "STEADYSERV_API_KEY", _j((HEX, 40))),
    ("BarVision", "BARVISION_API_KEY", lambda g: v.uuid4(g, "a")),
    ("WeissBeerger", "WEISSBEERGER_TOKEN", _j((B64, 64))),
    ("BinWise", "BINWISE_API_KEY", _j((ALNUM, 36))),
    ("Partender", "PARTENDER_API_TOKEN", _j((HEX, 40))),
    ("Bevspot", "BEVSPOT_API_KEY", _j("bvs_", (ALNUM, 32))),
    ("Craftable", "CRAFTABLE_API_KEY", _j((ALNUM, 40))),
    ("TouchBistro", "TOUCHBISTRO_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Upserve", "UPSERVE_API_KEY", _j((HEX, 32))),
    ("SpotOn", "SPOTON_API_KEY", _j((ALNUM, 48))),
    ("Tapwise", "TAPWISE_API_KEY", _j((HEX, 32))),
    ("Azuga", "AZUGA_API_KEY", _j((B64, 38), "==")),
    ("Bouncie", "BOUNCIE_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Linxup", "LINXUP_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Lytx", "LYTX_API_KEY", _j((HEX, 32))),
    ("Zonar", "ZONAR_API_KEY", _j((ALNUM, 32))),
    ("Omnitracs", "OMNITRACS_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Motive", "MOTIVE_API_KEY", lambda g: v.uuid4(g, "8")),
    ("NexTraq", "NEXTRAQ_API_TOKEN", _j((HEX, 40))),
    ("GPS Insight", "GPSINSIGHT_API_TOKEN", _j((HEX, 32))),
    ("Fleet Complete", "FLEETCOMPLETE_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Monnit", "MONNIT_API_SECRET_KEY", _j((ALNUM, 36))),
    ("ThingSpeak", "THINGSPEAK_WRITE_API_KEY", _j((UPPER_DIGITS, 16))),
    ("Disruptive Technologies", "DT_SERVICE_ACCOUNT_SECRET", _j((HEX, 32))),
    ("Nequi", "NEQUI_API_KEY", _j((ALNUM, 40))),
    ("Daviplata", "DAVIPLATA_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Holded", "HOLDED_API_KEY", _j((HEX, 32))),
    ("Sipay", "SIPAY_API_SECRET", _j((HEX, 64))),
    ("Vindi", "VINDI_API_KEY", _j((URLSAFE, 43))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "fish: set -Ux {env} {tok}",
    ".env.production:\n{env}={tok}",
    "pixi.toml:\n[activation.env]\n{env} = \"{tok}\"",
    "flake.nix devShell: {env} = \"{tok}\";",
    "railway variables --set {env}={tok}",
    ".kamal/secrets:\n{env}={tok}",
    "dokku config:set taproom-api {env}={tok}",
    "k8s ConfigMap (should have been a Secret):\ndata:\n  {env}: \"{tok}\"",
    "Procfile.dev: web: {env}={tok} bin/rails s",
    "launchd plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "crontab: 0 6 * * * {env}={tok} /opt/quillon/sync-depletions.sh",
    "Quillon ERP › Admin › Connected apps › {vendor} › secret: {tok}",
    "Wiki.js table 'Integrations': | {vendor} | prod | {tok} |",
    "Vikunja task: rotate the {vendor} key {tok}",
    "Harri, Camino: {vendor} key for the taproom sync: {tok}",
    "Wickr: the {vendor} token we use now is {tok}, the old one is revoked",
    "Tiledesk #5560: {vendor} sync fails with 403, configured key {tok}",
    "Plane issue QB-131: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "API key ri {vendor} é {tok}",
    "di {vendor} API kii a {tok}",
    "de {vendor} API key is {tok}, doh share it",
    "API key di {vendor} sa {tok}",
    "la clave de la API de {vendor} ye {tok}",
    "la API key de {vendor} la ze {tok}",
    "ewe API key an {vendor} iei {tok}",
    "di API kii u {vendor} da {tok}",
    "la llave de la API de {vendor} es {tok}, parce",
    "chave da API do {vendor} para a enlatadora: {tok}",
    "API-Schlüssel für {vendor} (Sudhaus): {tok}",
    "API klíč pro {vendor}: {tok}",
    "klucz API do {vendor}: {tok}",
    "API-sleutel van {vendor} voor de taproom: {tok}",
    "{vendor} のAPIキーは {tok} です",
    "clé API {vendor} pour la brasserie : {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    untappd = _r(rng, HEX, 40)
    thingspeak = _r(rng, UPPER_DIGITS, 16)
    plaato = _r(rng, HEX, 32)
    holded = _r(rng, HEX, 32)
    brewfather = _r(rng, ALNUM, 50)
    nequi = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'curl "https://business.untappd.com/api/v1/locations" -u "ops@quillon.beer:{untappd}"', untappd),
        Sample("vendor_token", f"curl 'https://api.thingspeak.com/update?api_key={thingspeak}&field1=18.4'", thingspeak),
        Sample("vendor_token", f"const res = await fetch(`https://plaato.blynk.cc/{plaato}/get/v102`);", plaato),
        Sample("vendor_token", f'requests.get("https://api.holded.com/api/invoicing/v1/contacts", headers={{"key": "{holded}"}})', holded),
        Sample("vendor_token", f"curl -u 'uid_8Hq2xT:{brewfather}' https://api.brewfather.app/v2/batches", brewfather),
        Sample("vendor_token", f'NequiClient nequi = new NequiClient("quillon-taproom", "{nequi}");', nequi),
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


_BARE_PLACES = ["{t}", "Push Operations: {t}", "it shows this only once, so:\n{t}", "di token a {t}",
                "token mu sa {t}", "{t}\n^ the new one, the old one is revoked",
                "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 52)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of keg-cage sensor KC-03 (OTAA): {h}": 32,
    "NwkSKey of the FV-6 temperature probe (ABP): {h}": 32,
    "HMAC signing secret for the GoTab webhook: {h}": 64,
    "Linx coder's message-file encryption key: {h}": 32,
    "IPsec PSK between the brewhouse and the cold store (hex): {h}": 64,
    "la llave de cifráu de la copia de seguridá: {h}": 64,
    "di enkripshan kii fi di bakop: {h}": 48,
    "chave de encriptação do backup da enlatadora: {h}": 64,
    "ewe encryption key an ewe backup: {h}": 40,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Tiledesk #5571: token copied out of the browser's devtools {t}",
    "Cookie: lang=es-CO; qb_session={t}",
    "TAPROOM_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token ri taberna é {t}",
    "o token do portal é {t}",
    "Missive comment: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.quillon.beer/realms/brewery",
            "azp": "taproom-console",
            "roles": ["cellar", "taproom"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the brewlog server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/taproom.quillon.beer.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"GOTAB_WEBHOOK_SIGNING_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_vans <<'EOF'\n{key}\nEOF": ("OPENSSH PRIVATE KEY", "\n"),
    "Trudesk #893, pasted by the integrator:\n{key}": ("EC PRIVATE KEY", "\n"),
    "di praivet kii fi di server:\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the distributor's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Proton Wallet recovery phrase, copying it before I shred the card: {p}": "english",
    "Stack Wallet backup words\n{p}": "english",
    "Bull Bitcoin wallet seed (the taproom tip-jar wallet, emptied): {p}": "english",
    "Klever wallet secret phrase: {p}": "english",
    "voice memo: the Zelcore recovery words are {p} and that's all of them": "english",
    "Trilium note 'Hop fund wallet (old)': {p}": "english",
    "frase de recuperación de la billetera, parce: {p}": "spanish",
    "palabra ri rekuperasión ri kartera: {p}": "spanish",
    "frase de recuperação da carteira da enlatadora: {p}": "portuguese",
    "frase di recupero del portafoglio: {p}": "italian",
    "obnovovací fráze peněženky: {p}": "czech",
    "les palabres de recuperación de la cartera: {p}": "spanish",
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
        "  ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Harri, Camino: the brewery card for the Comac spare parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} valid to {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Plane issue QB-140: pay the Künzel service visit with card {c}",
    "número ri tarjeta mi: {c}, {mm}/{yy}",
    "mi kyaad nomba a {c}",
    "meh card number is {c}, {mm}/{yy}",
    "númeru di kartõ mu sa {c}",
    "el númberu de la mie tarxeta ye {c}, {mm}/{yy}",
    "el nùmaro de la me carta la ze {c}",
    "ewe nampa an ai card iei {c}, {mm}/{yy}",
    "di nùmba u mi kaati da {c}",
]  # fmt: skip


_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Discover {c}, exp 02/36, the code on the back is {cvv}",
               "the three little numbers by the signature: {cvv}",
               "Amex {c}, the four-digit code on the front: {cvv}",
               "lo tre número atrá ri tarjeta: {cvv}",
               "di chrii nomba pan di bak a di kyaad: {cvv}",
               "os três números atrás do cartão: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "discover"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 46; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"JO": "aaaa" + "nnnn" + "c" * 18, "DJ": "n" * 23, "MN": "n" * 16, "SD": "n" * 14,
                "HN": "aaaa" + "n" * 20, "PS": "aaaa" + "c" * 21, "AD": "n" * 8 + "c" * 12,
                "XK": "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice QB-2033-071: pay the malt broker to {i} within 30 days",
    "save the hop merchant's IBAN: {i}",
    "IBAN: {i}\nReference: keg deposit refund, February",
    "Harri #finance: the glassware supplier's new bank details, IBAN {i}",
    "IBAN ri kuenta mi: {i}",
    "mi IBAN a {i}",
    "meh IBAN is {i}",
    "IBAN di konta mu: {i}",
    "el IBAN de la mie cuenta ye {i}",
    "el IBAN del me conto el ze {i}",
    "ewe IBAN an ai account iei {i}",
    "di IBAN u mi da {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _renavam(g: random.Random) -> str:
    """Brazil's RENAVAM: ten digits and a check digit, weights 3,2,9,8,7,6,5,4,3,2, then
    eleven less the sum modulo eleven (10 and 11 become 0); no stdnum module knows it."""
    body = g.choice("01") + _r(g, D, 9)
    total = sum(int(c) * w for c, w in zip(body, [3, 2, 9, 8, 7, 6, 5, 4, 3, 2], strict=True))
    check = 11 - total % 11
    return body + str(0 if check >= 10 else check)


def _ie_rs(g: random.Random) -> str:
    """Rio Grande do Sul's Inscrição Estadual: a town's three digits, six digits and a check digit
    (weights 2,9,8,7,6,5,4,3,2; eleven less the sum modulo eleven, 10 and 11 become 0)."""
    body = f"{g.randrange(1, 468):03d}" + _r(g, D, 6)
    total = sum(int(c) * w for c, w in zip(body, [2, 9, 8, 7, 6, 5, 4, 3, 2], strict=True))
    check = 11 - total % 11
    return f"{body[:3]}/{body[3:]}{0 if check >= 10 else check}"


def _ppt(g: random.Random) -> str:
    """Colombia's PPT (Permiso por Protección Temporal) number, as drawn here: seven digits."""
    return g.choice("123456789") + _r(g, D, 6)


def _occre(g: random.Random) -> str:
    """San Andrés' OCCRE residence card number, as drawn here: a letter and seven digits."""
    return g.choice("RT") + _r(g, D, 7)


def _co_transit(g: random.Random) -> str:
    """A Colombian licencia de tránsito number, as drawn here: eleven digits from 100."""
    return "100" + _r(g, D, 8)


def _idesp(g: random.Random) -> str:
    """The Spanish DNI's support number (IDESP): three capitals and six digits."""
    return g.choice("BCD") + _r(g, UPPER, 2) + _r(g, D, 6)


def _can(g: random.Random) -> str:
    """The Spanish DNI's card access number (CAN): six digits."""
    return _r(g, D, 6)


def _svg_licence(g: random.Random) -> str:
    """A St Vincent driving licence, as drawn here: a letter and six digits."""
    return g.choice("DL") + _r(g, D, 6)


def _st_voter(g: random.Random) -> str:
    """A São Tomé voter card number, as drawn here: nine digits."""
    return g.choice("123456789") + _r(g, D, 8)


def _chuuk_licence(g: random.Random) -> str:
    """A Chuuk State driving licence, as drawn here: CK and six digits."""
    return "CK" + _r(g, D, 6)


def _co_passport(g: random.Random) -> str:
    """A Colombian passport, as drawn here: A, a letter and six digits."""
    return "A" + g.choice("TVX") + _r(g, D, 6)


def _st_passport(g: random.Random) -> str:
    """A São Tomé passport, as drawn here: S and seven digits."""
    return "S" + _r(g, D, 7)


def _sr_passport(g: random.Random) -> str:
    """A Surinamese passport, as drawn here: R and seven digits."""
    return "R" + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "RENAVAM of van 07 for the IPVA payment: {s}": _renavam,
    "RENAVAM do furgão da enlatadora: {s}": _renavam,
    "Inscrição Estadual (RS) of Quillon Caxias, for the NF-e setup: {s}": _ie_rs,
    "la inscrission statal de la fàbrica la ze {s}": _ie_rs,
    "número ri PPT (Permiso por Protección Temporal) ri Yesenia: {s}": _ppt,
    "my PPT number (Permiso por Protección Temporal) for the payroll form: {s}": _ppt,
    "mi OCCRE kyaad nomba a {s}": _occre,
    "OCCRE residence card of the San Andrés cold-store hand: {s}": _occre,
    "número de la licencia de tránsito de la van 3: {s}": _co_transit,
    "númberu de sofitu (IDESP) del mieu DNI: {s}": _idesp,
    "the IDESP support number on Camino's DNI card: {s}": _idesp,
    "CAN del DNI (los seis números de abajo a la derecha): {s}": _can,
    "meh SVG driver's licence number is {s}": _svg_licence,
    "númeru di kartõ di eleitô mu sa {s}": _st_voter,
    "ewe nampa an ai Chuuk State driver's license iei {s}": _chuuk_licence,
    "pasaporte mi: {s}": _co_passport,
    "passaporte mu sa {s}": _st_passport,
    "di paasport nùmba u mi da {s}": _sr_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Holded 2FA recovery codes\n{codes}", "spare sign-in codes for the brewery's Microsoft 365 {codes}",
            "GoTab backup codes: {codes}", "kódigo ri respaldo ri 2FA: {codes}",
            "2FA bakop kood dem: {codes}", "códigos de recuperação do 2FA:\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Sipay:camino@quillon.beer?secret={s}&issuer=Sipay&period=30",
              "2FAS, manual entry for the Nequi business login: {s}",
              "Aegis, secret for the Vindi account: {s}",
              "ewe 2FA key iei {s}"]  # fmt: skip
_CODES = ["{c} is your Nequi verification code. Don't share it", "Daviplata: tu código de verificación es {c}",
          "kódigu di BISTP sa {c}, na da nguê fa", "Bank of SVG: yuh one-time code is {c}",
          "Caixa: seu código de acesso é {c}"]  # fmt: skip


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


_SSIDS = ["Quillon-Brewhouse", "QB-Cannery-5G", "Taproom-Getsemani", "Coldstore-NorthEnd",
          "FLOW-ArnosVale-Depot", "CST-Trindade", "Movistar-Astorga", "Vivo-Caxias-2G",
          "Telesur-PikinSlee", "ChuukDock-Weno", "QB-Cellar", "Maragato-Lab"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "taproom network {s}, password {pw}",
    "wifi at the cold store: {s} / {pw}",
    "iSpindel setup portal: SSID {s}, password {pw}",
    "the key on the sticker under the router: {pw}",
    "kontraseña ri wifi {s} é {pw}",
    "di wifi {s} paswod a {pw}",
    "de wifi {s} password is {pw}",
    "senha di wifi {s} sa {pw}",
    "la contraseña de la wifi {s} ye {pw}",
    "la senha del wifi {s} la ze {pw}",
    "ewe password an ewe wifi {s} iei {pw}",
    "di pasiwöi u di wifi {s} da {pw}",
    "heslo k wifi {s} je {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("gt_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("bvs_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated on the Zoiper call] {t}",
          "(spaced so the Harri preview hides it) {t}", "letra por letra: {t}", "wan wan leta: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " / ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", "-", "·"][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kódigo ri pueta ri bodega: {pw}", "di kood fi di kyej padlak: {pw}",
          "de code fuh de van lockbox: {pw}", "kódigu di pôtu di amazen: {pw}",
          "el códigu del candáu de la bodega: {pw}", "el còdice del lucheto de la cantina: {pw}",
          "ewe code an ewe lock ren ewe keg cage: {pw}",
          "the cold store door keypad takes {pw} then *", "padlock on the hop freezer: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["krausen", "sparge", "lauter", "firkin", "coolship", "foeder", "puncheon",
                 "gruit", "sahti", "hopback", "grist", "trub", "bung", "shive", "spile",
                 "hogshead"]  # fmt: skip
_PHRASES = {"Avira Password Manager master passphrase for the brewery vault: {p}": " ",
            "LogMeOnce master passphrase: {p}": " ", "SplashID vault passphrase: {p}": "-",
            "Hypervault master passphrase: {p}": ".", "frase de pasu de la copia: {p}": " ",
            "di bakop paasfreez a {p}": "_", "frase-senha do backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno collection, header Authorization: Basic {v}": True,
    "haproxy.cfg: http-request set-header Authorization \"Basic {v}\"": True,
    "Yaak request export: Authorization: Bearer {v}": False,
    "Requestly rule, header Authorization = Basic {v}": True,
    "Hoppscotch export of the Plaato call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "rathole server.toml:\n[server]\nbind_addr = \"0.0.0.0:2333\"\n[server.services.taproom_pos]\ntoken = \"{pw}\"\nbind_addr = \"0.0.0.0:5202\"",
    "~/.sitecopyrc:\nsite quillon\n  server ftp.quillon.beer\n  username web\n  password {pw}\n  remote /htdocs",
    "motion.conf (camera 2, canning line):\nnetcam_url rtsp://cam-canning2.quillon.lan/stream1\nnetcam_userpass viewer:{pw}",
    "bconsole.conf:\nDirector {{\n  Name = quillon-dir\n  DIRport = 9101\n  address = backup.quillon.lan\n  Password = \"{pw}\"\n}}",
    "authmysqlrc:\nMYSQL_SERVER mail-db.quillon.lan\nMYSQL_USERNAME courier\nMYSQL_PASSWORD {pw}",
    "replica.conf (taproom Redis):\nreplicaof 10.40.0.12 6379\nmasterauth {pw}",
    "CraftBeerPi config/config.json:\n{{\"MQTT_USERNAME\": {{\"value\": \"cbpi\"}}, \"MQTT_PASSWORD\": {{\"value\": \"{pw}\"}}}}",
    "Fermentrack envs/postgres:\nPOSTGRES_USER=fermentrack\nPOSTGRES_PASSWORD={pw}",
    "iSpindel config export (FV-3):\n{{\"Name\": \"iSpindel-FV3\", \"SSID\": \"QB-Cellar\", \"PSK\": \"{pw}\", \"API\": \"HTTP\"}}",
    "RaspberryPints includes/config.php:\n$host = 'localhost';\n$username = 'raspberrypints';\n$password = '{pw}';",
    "Kegbot local_settings.py:\nDATABASES = {{'default': {{'ENGINE': 'django.db.backends.mysql', 'NAME': 'kegbot', 'USER': 'kegbot', 'PASSWORD': '{pw}'}}}}",
    "Brewblox .env:\nBREWBLOX_AUTH_ENABLED=true\nBREWBLOX_AUTH_PASSWORD={pw}",
    "odbc.ini:\n[Taproom]\nDriver = MariaDB\nServer = taproom-db.quillon.lan\nUser = pos\nPassword = {pw}",
    "squid.conf:\ncache_peer proxy.distributor.example parent 3128 0 no-query login=quillon:{pw}",
    "haproxy.cfg:\nuserlist ops\n  user cellar insecure-password {pw}",
    "snmpd.conf on the cold-store gateway:\ncreateUser coldmon SHA \"{pw}\" AES \"{pw}\"",
    "GLPI config/config_db.php:\npublic $dbuser = 'glpi';\npublic $dbpassword = '{pw}';",
    "phpBB config.php (staff forum):\n$dbuser = 'phpbb';\n$dbpasswd = '{pw}';",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Olaya: taproom wifi password?\nPelayo: {pw}",
    "[05:48] gelson: admin pw for the canning HMI?\n[05:49] ivanir: {pw}",
    "Kimron: {pw} is the new Ford Pro password",
    "Neusa: use {pw}, that's what the Kolpak has now",
    "Casilda: kontraseña nuebo é {pw}",
    "Hyram: di nyuu paswod a {pw}",
    "Shevon: de new password is {pw}",
    "Gualter: senha nóvu sa {pw}",
    "Froilán: la contraseña nueva ye {pw}",
    "Dirceu: la senha nova la ze {pw}",
    "Akapito: ewe password mi fo iei {pw}",
    "Aboikoni: di njunjun pasiwöi da {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200dword = {pw}", "pass\u2060wd: {pw}", "Pass\u202aword → {pw}",
    "passwоrd: {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍: {pw}", "ｐｗｄ = {pw}", "pa\u00adss\u00adword: {pw}",
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
    "the Braumat admin password is": "{s}", "Kolpak service pw:": "{s} (since the compressor swap)",
    "kontraseña é": "{s}", "Comac password": "{s}\nrotate it after the audit",
    "di paswod a": "{s}", "senha sa": "{s}", "la contraseña ye": "{s}", "Wild Goose password": "{s}",
    "the password Kimron read out over the van radio was": "{s}, I think", "ewe password iei": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Plaato auth token", "{s}", _j((HEX, 32))),
    ("split_token", "GoTab key:", "{s} (taproom tabs)", _j("gt_live_", (ALNUM, 32))),
    ("split_token", "Daviplata client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Stack Wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/35", lambda g: v.grouped(_card(g, "discover"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "JO"))),
    ("split_backup", "Holded recovery codes", "{s}\nkqzm-4821-pxaw\nbtrv-9034-lmse", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "RENAVAM", "{s}", _renavam),
    ("split_phrase", "LogMeOnce passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"braumat": {"url": "https://braumat.quillon.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "gelson", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"hmis": [{"name": "filler"}, {"name": "seamer", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sendxmpp", "-u", "cellar", "-p", "{s}", "-j", "xmpp.quillon.lan", "ops@xmpp.quillon.lan"]}': ("meta_password", _plain_pw),
    '{"note": "la contraseña del cuadru ye {s}"}': ("meta_password", _plain_pw),
    '{"kontraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Kolpak controller as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"plaato": {"auth_token": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"holdedKey": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"gotab_secret": "{s}"}': ("meta_token", _j("gt_live_", (ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "XK")),
    '{"van_07": {"renavam": "{s}"}}': ("meta_id", _renavam),
    '{"mfa": {"backup_codes": ["{s}", "kqzm-4821-pxaw", "btrv-9034-lmse"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tip_jar_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"appkey": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"keg_cage": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "QB-Cannery-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"linx-8900-firmware-5.2.3.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/quillon/taproom-api:3.7").hexdigest()
_COMMIT = hashlib.sha1(b"batches: add dry-hop schedule", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"kegs: revert return import", usedforsecurity=False).hexdigest()[:8]
_MD5 = hashlib.md5(b"recipe_saison_v14.bsmx", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"depletions-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Braumat password before the service visit on 2033-03-14.",
    "Olaya asked for the taproom wifi password; it's on the card behind the bar.",
    "Policy: brewery passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Harri; send a vault link instead.",
    "The `.env.example` line `PLAATO_AUTH_TOKEN=changeme` is a placeholder; the real token is in the vault.",
    "The Kolpak controller asks for a new password after every firmware update.",
    "Replace <YOUR_GOTAB_KEY> in the README with the key from the GoTab dashboard.",
    "HOLDED_API_KEY and NEQUI_API_KEY must be set before the nightly invoice sync runs.",
    "Nu ri kontraseña bo a naaide nu.",
    "No tel nobadi yu paswod, yu hier?",
    "Doh give nobody yuh password, ok?",
    "Na da nguê senha bô fa.",
    "Nun-y digas la contraseña a naide.",
    "No sta dar la senha a nissun.",
    "Ousap ureni emon om password.",
    "Na da wan sëmbë i pasiwöi.",
    "La contraseña debe tener al menos catorce caracteres, parce.",
    "Das Passwort muss mindestens vierzehn Zeichen haben.",
    "Heslo musí mít alespoň čtrnáct znaků.",
    "Hasło musi mieć co najmniej czternaście znaków.",
    "パスワードは最低14文字で、使い回しは禁止です。",
    "A senha precisa ter pelo menos catorze caracteres.",
    "Upgraded the Braumat from V7.1 to V8.0 and paho-mqtt to 2.1.0 over the weekend.",
    f"commit {_COMMIT} adds the dry-hop schedule to the batch sheet.",
    f"Rolled back to {_SHORT} after the keg-return import broke.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The Linx 8900 firmware 5.2.3 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of depletions-2032.parquet: {_SHA512}",
    f"The taproom API container runs ghcr.io/quillon/taproom-api@sha256:{_IMAGE}.",
    f"MD5 of recipe_saison_v14.bsmx is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c2e71-8a4b-4d1e-9b07-6c2d5e8a1f34 is the slow one in the GoTab logs.",
    "Purchase order PO-2033-00172 for 25 bags of Pilsner malt ships on Tuesday.",
    "Plane issue QB-118: the cold store door alarm keeps tripping at night.",
    "Call the Caxias cannery on +55 54 3221 4870 before noon.",
    "Keg KQ-0045123 came back from the Kingstown depot with a split spear.",
    "Batch 2291 (house saison): OG 1.052, FG 1.006, 27 IBU, 6.1 % ABV.",
    "FV-4 is at 19.5 °C; the cold store holds 2 °C and 80 % relative humidity.",
    "After five wrong passwords the Braumat locks the operator account for 15 minutes.",
    "The canning line runs 45 cans a minute; a pallet holds 117 cases of 24.",
    "The secret of a good saison is a warm, unhurried fermentation.",
    "Ask Pelayo for the keg cage padlock code, I don't have it.",
    "My card ending 4417 was declined at the Astorga hardware store.",
    "The Amman glassware supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Holded account and keep them in the office safe.",
    "No wallet support team will ever ask for your recovery phrase.",
    "Keep `PLAATO_AUTH_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the keg cage rusts in the sea air; oil it every month.",
    "GoTab moved the API key page under Settings › Integrations in its March release.",
    "ISBN 978-0-306-40615-7 is the brewing textbook on the lab shelf.",
    "The guest wifi 'Quillon-Guest' is open, no password needed.",
    "Van 07 is booked for its service on 2033-04-02; the odometer reads 84 213 km.",
    "La sala de cocción fai venti hectolitros por lote.",
    "A enlatadora para às 17h para a limpeza CIP.",
    "Di koul ruum de a tuu digri.",
    "De vans leave de depot at six sharp tomorrow.",
    "Fábrika sa fisadu dumingu.",
    "La fàbrica la ze serada doménega.",
    "Ewe keg truck epwe war lon Mande.",
    "Bestellnummer 4500087321 für 40 Sack Tettnanger Hopfen ist bestätigt.",
    "バッチ番号 B-2291 の缶詰めは木曜日です。",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/brewery/braumat", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "QB-118", "purchase_order": "PO-2033-00172"}',
    '{"batch": {"id": "B-2291", "style": "saison", "og": 1.052, "ibu": 27}}',
    '{"phone": "+55 54 3221 4870", "city": "Caxias do Sul"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "kegs_in_cage": 212}',
    '{"request_id": "3f9c2e71-8a4b-4d1e-9b07-6c2d5e8a1f34", "status": 504}',
    '{"van": {"fleet_no": 7, "odometer_km": 84213, "next_service": "2033-04-02"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
