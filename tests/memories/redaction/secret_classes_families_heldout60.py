# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, sixtieth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to fifty-eighth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests nor the reports, nor the corpora being written beside it, and the scrubber was never
run on it. Its own seed, password words, names, places, templates, tools, vendors and layouts, the
way the gardeners, glasshouse growers, night boiler watch, seed-bank and herbarium staff,
tissue-culture lab, ticket gate, shop, café, volunteers and seed-collecting partners of a botanic
garden and seed bank (Larchmere Botanic Garden & Seed Bank on Deeside, fictional: a Palm House and
a Cloud-Forest House run by climate computers, a Victorian boiler house with biomass boilers, a
seed vault at minus 20 °C with its drying room, a herbarium with an imaging station, a nursery, an
arboretum with a weather station and loggers; collecting partners at Pucallpa and Yarinacocha,
Satipo, Nieva, Uribia and Manaure, Hopkins and Dangriga, Kenora and Wabigoon, Kimmirut and
Pangnirtung, an Ayurveda herbarium at Varanasi, and Index Seminum exchanges from Tbilisi to
Plovdiv) leak secrets into an assistant's memory: Teams, Slack, WhatsApp and Signal pastes, texts,
the boiler watch's handover book and Post-its typed up, tickets, wiki pages, e-mails, runbooks,
README fragments, shell history, configs, voice-dictated text and requests to the assistant itself.
The web pages and panels of glasshouse, growth-chamber, boiler, lab, sensor, lighting, irrigation
and building hardware are ones heldouts 5 to 58 do not name: Argus Controls, Certhon, Svensson,
Conviron, Percival, Guntamatic, Herz, Nibe (myUplink), Agrowtek, Bluelab, Gavita, Heliospectra,
Grodan, Dramm, LI-COR, Delta-T, Stevens, Spectrum Technologies, METER's ZENTRA, Meteobridge, Thermo
Fisher, Snijders, Aralab, Hach, Olympus, Nikon, Herbscan, Qumulo, Kentix, Stienen, Vostermans,
Rivulis, Irritec, Jain, Bermad, Hortilux, Sollum, Valoya, LumiGrow, Fohse, Richel, Filclair, Viscon,
Kieback&Peter, Loytec, Reliable Controls and Alerton. Commands of tools no earlier corpus names:
toot, go-sendxmpp, xmppc, linphonec, qfieldcloud-cli, mergin, oha, sensuctl, LoggerNet's cora_cmd,
memfault, gdalinfo, osm2pgsql, raster2pgsql, shp2pgsql, miniserve, Python's uploadserver and
miiocli, and configs of pianobar, spotifyd, monit and pyodk; besides them commands and configs of
tools earlier corpora or the docs may name (ApacheBench's ab, sshpass, mysql, smbclient, curl,
xfreerdp, net use, wget, mosquitto_pub, influx, ipmitool, redis-cli, zip, 7z, openssl, gpg, docker,
lftp, b2; Paperless, weewx, MySQL, BRAHMS, Mosquitto, Telegraf, NUT, Grafana, WordPress, Spring,
Home Assistant, Odoo, netrc) in settings of its own. About 55 % English (or language-neutral config and
shell), the rest in Shipibo-Konibo, Asháninka, Awajún, Wayuunaiki (Wayuu), Garifuna, Ojibwe
(Anishinaabemowin), Inuktitut (in syllabics) and Sanskrit (in Devanagari), which no earlier
docstring names, in Doric (North-East Scots; Scots is named before), and in Peruvian and Colombian
Spanish, Québec French, Austrian German, Polish, Slovak, Czech, Bulgarian, Greek, Turkish,
Georgian, Russian, Brazilian Portuguese, Italian, Japanese, Korean, Simplified Chinese and Hindi in
wordings of their own. The Amazonian, Wayuu and Garifuna lines borrow Spanish "contraseña" and
"clave" as their speakers often do; the wordings in the eight new languages are the author's own
rendering, checked by no speaker. Vendors (Tropicos, Trefle, Perenual, Plant.id, Pl@ntNet,
iDigBio, BHL, eBird, Xeno-canto, Flickr, Matterport, Kuula, Musement, Civitatis, ROLLER,
HydroPoint, Weathermatic, Calsense, Rachio, Emporia, Tuya, eWeLink, SmartThings, Freezerworks,
Elemental Machines, XiltriX, SensoScientific, Haltian, eLabNext, SciNote, LabCollector, Monogoto,
1NCE, Tibber, GiveWP, Keela, QFieldCloud, Mergin Maps, Epicollect5, Source.ag, Koidra,
LetsGrow.com, Aroya, TrolMaster, Motorleaf, Agromonitoring) are ones heldouts 5 to 58 do not name;
where a vendor publishes no token shape, the shape here is the author's guess. Every
python-stdnum module for a person's or a company's number is used by some earlier corpus, so the
ids are kinds they do not use and that no library checks: Colombia's cédula de ciudadanía, NUIP,
tarjeta de identidad and libreta militar number, Peru's CUSPP, EsSalud autogenerado, CPP and
passport, Canada's Certificate of Indian Status registration number and passport, Nunavut's
health card and driver's licence numbers, the NTI beneficiary (Inuit enrolment) number and
Honduras' IHSS affiliation number, all unchecked (no check-digit algorithm is written here); the
Scottish National Entitlement Card number is drawn with its 633597 issuer prefix and a Luhn digit,
checked with python-stdnum's `luhn` (that the real cards carry one is the author's assumption).
Card numbers (Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay and Maestro from the value
helpers) pass Luhn, checked with python-stdnum's `luhn`. The IBANs are of countries used least by a
rough count over heldouts 5 to 58 (Georgia, Azerbaijan, Bulgaria, Greece, Slovakia, Türkiye,
Poland and Austria, each in four earlier corpora), drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, Spanish, Czech, Russian, Korean, Italian, Simplified
Chinese and Portuguese lists. 390 texts hold a secret, 20 field pairs and 20 metadata samples (430
scored), with 60 clean texts and 10 clean metadata samples that must be kept.
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

SEED = 44_694_216
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


_PLANTS = ["Wollemia", "Puya", "Welwitschia", "Araucaria", "Nothofagus", "Meconopsis", "Saxifraga",
           "Dryas", "Salix", "Polylepis", "Cinchona", "Nepenthes", "Brugmansia", "Zizania",
           "Encephalartos", "Espeletia", "Victoria", "Sorbus"]  # fmt: skip
_GARDEN = ["Palmhouse", "Pinetum", "Herbarium", "Potting", "Cutting", "Propagator", "Coldframe",
           "Boilerhouse", "Arboretum", "Seedvault", "Dibber", "Mistbench", "Bothy", "Rockery"]  # fmt: skip
_PLACES = ["Larchmere", "Deeside", "Banchory", "Aboyne", "Pucallpa", "Yarinacocha", "Satipo",
           "Pichanaki", "Nieva", "Uribia", "Manaure", "Hopkins", "Dangriga", "Kenora", "Wabigoon",
           "Kimmirut", "Pangnirtung", "Varanasi", "Tbilisi", "Plovdiv"]  # fmt: skip
_NAMES = ["Ailsa", "Morag", "Dod", "Eck", "Kirsty", "Fraser", "Isla", "Callum", "Lorna", "Wullie",
          "Lastenia", "Sanken", "Shimpe", "Delia", "Tsamajain", "Santiak", "Yolanda", "Jayariyu",
          "Lucinda", "Marcos", "Waabigwan", "Animikii", "Ooleepeeka", "Pauloosie", "Mialia",
          "Priyanka", "Milagros", "Yeison", "Boryana", "Zuzana"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["W3lw1tsch14", "Ar4uc4r14", "N3p3nth3s", "M3c0n0ps1s", "S4x1fr4g4", "C1nch0n4",
         "P0lyl3p1s", "Esp3l3t14", "W0ll3m14"]  # fmt: skip


def _vault(g: random.Random) -> str:
    """A seed-bank joke: the vault's temperature, a room and a number."""
    room = g.choice(["Vault", "Freezer", "Drying", "Chamber"])
    return f"minus{g.choice([18, 20, 40, 80])}{room}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _generated(g: random.Random) -> str:
    """Three groups of five, mixed case and digits, the way a password generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(3))


# The ways the garden's people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLANTS)}{g.choice(_GARDEN)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_PLANTS, 2)) + "-" + str(g.randrange(1840, 2034)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2034)) + g.choice(_SYMBOLS),
    _vault,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_PLANTS).lower()}_{g.randrange(10, 100)}",
    lambda g: f"LBG{g.randrange(1960, 2034)}-{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_GARDEN).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generated,
    lambda g: f"{g.choice(_NAMES)}Grows{g.choice(_PLANTS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Teams, #glasshouses, Fraser: the Argus Titan climate computer in the Palm House, admin password {pw}",
    "text from Morag: Certhon climate PC in the Cloud-Forest House, password {pw}",
    "WhatsApp 'Glasshoose crew': the Svensson screen controller password is {pw}",
    "Signal from Callum: the Conviron CMP6050 growth chamber password is {pw}",
    "Slack #seedbank, Priyanka: Percival LT-36VL chamber web password {pw}",
    "night boiler watch handover book, typed up: Guntamatic Powerchip panel password {pw}",
    "Herz firematic touch panel (biomass boiler 2) password: {pw}",
    "myUplink account for the Nibe heat pump in the education centre, password {pw}",
    "Post-it on the propagation bench, typed up: Agrowtek GrowControl password {pw}",
    "Bluelab Edenic login for the nursery dosing, password {pw}",
    "Gavita Master Controller EL2 web page password {pw}",
    "helioCORE (Heliospectra lights, Alpine House) admin password: {pw}",
    "Grodan GroSens portal password {pw}",
    "AutoDramm fogger controller in the Fern House, password {pw}",
    "LI-COR LI-6800 console wifi password: {pw}",
    "Delta-T GP2 logger on arboretum plot 7, password {pw}",
    "Stevens HydraProbe logger web password {pw}",
    "Spectrum WatchDog SpecConnect password {pw}",
    "ZENTRA Cloud password for the METER sensors on the rock garden: {pw}",
    "Meteobridge on the Davis Vantage Pro2, admin password {pw}",
    "Thermo Fisher TSX freezer (seed vault, unit 3) alarm panel password {pw}",
    "Snijders Microclima cabinet password {pw}",
    "Aralab Fitoclima controller password {pw}",
    "Hach SC200 controller on the lily pond, password {pw}",
    "Olympus cellSens workstation in the tissue-culture lab, password {pw}",
    "Nikon DS-Ri2 camera web page password {pw}",
    "Herbscan imaging station (herbarium) login password {pw}",
    "Qumulo cluster for the herbarium scans, admin password {pw}",
    "Kentix MultiSensor in the server cupboard, password {pw}",
    "Stienen PL-9400 vent controller password {pw}",
    "Vostermans Multifan ventilation controller password {pw}",
    "Rivulis Manager irrigation app password {pw}",
    "Irritec controller on the nursery beds, password {pw}",
    "Jain Unity irrigation controller password {pw}",
    "Bermad irrigation controller password {pw}",
    "Hortilux lighting controller password {pw}",
    "Sollum SF-04 lights cloud password {pw}",
    "Valoya LED dashboard password {pw}",
    "LumiGrow smartPAR password {pw}",
    "Fohse F1 lighting controller password {pw}",
    "Richel greenhouse controller in the nursery, password {pw}",
    "Filclair tunnel vent controller password {pw}",
    "Viscon sowing line HMI password {pw}",
    "Kieback&Peter DDC4000 BMS password {pw}",
    "Loytec L-INX room controller password {pw}",
    "Reliable Controls MACH-ProWebCom password {pw}",
    "Alerton Compass BMS password {pw}",
    "Hi Eck,\n\nthe admin password on the Certhon PC in the boiler house is {pw}. Bin this mail once it's in the vault.\n\nCheers,\nLorna",
    "Incident 2033-01-17: the Guntamatic panel in the boiler house sat on the guest wifi with password {pw}",
    "Runbook: frost night in the Palm House\n1. log into the Argus Titan\n2. user nightwatch\n3. password {pw}\n4. raise the heating set-point to 14 °C",
    "README (seed-bank rack)\nthe TSX alarm panel is at https://tsx-vault3.larchmere.lan, admin password `{pw}`.",
    "my Clydesdale online banking password is {pw} now",
    "can you remember my Banco de la Nación app password? it's {pw}",
    "the Interbank app password is {pw}",
    "password for my Virgin Money account: {pw}",
    "dictated: the Nibe heat pump account password is {pw} full stop",
    "note to self: Herbscan password {pw}",
    "after the firmware update the Gavita password became {pw}",
    "the passwird for the Palm Hoose computer is {pw}, dinna tell naebody",
    "Dod says the boiler hoose passwird's {pw}",
    "ma email passwird is {pw} noo",
    "Boozhoo! wifi giimooj-ikidowin: {pw}. Gego awiiya wiindamawaaken.",
    "Nin-giimooj-ikidowin email: {pw}",
    "Waabigwan: oshki-giimooj-ikidowin {pw} aawan",
    "ᖃᕆᑕᐅᔭᒃᑯᑦ ᐃᑎᕐᓂᕐᒧᑦ ᐅᖃᐅᓯᖅ: {pw}",
    "ᐃᑎᕐᓂᕐᒧᑦ ᐅᖃᐅᓯᕋ ᐅᓇ {pw}",
    "ᐆᓖᐱᑲ: ᓄᑖᖅ ᐃᑎᕐᓂᕐᒧᑦ ᐅᖃᐅᓯᖅ {pw}",
    "Nokon correo contraseñara {pw} iki",
    "Lastenia: wifi jawen contraseñara {pw} iki, jakon",
    "Nocontraseñate correo: {pw}",
    "Shimpe: iroori contraseña computadora {pw}",
    "Mina contraseñaji {pw} aita",
    "Tsamajain: computadora contraseñaji {pw} aita",
    "Tacontraseñase correo: {pw}, anayawatchi",
    "Yolanda: sücontraseñase wifi {pw}",
    "Nu-contraseña lun correo: {pw}",
    "Lucinda: contraseña lun wifi le {pw}, seremein",
    "मम ईमेल-गुप्तशब्दः {pw} अस्ति",
    "सङ्गणकस्य गुप्तशब्दः — {pw}",
    "oe, la clave de la compu del herbario es {pw}",
    "parce, la contraseña del computador del vivero es {pw}",
    "le mot de passe du portail de la serre, c'est {pw} là",
    "das Passwort vom Klimacomputer im Palmenhaus is {pw}",
    "hasło do komputera w szklarni: {pw}",
    "heslo k počítaču v skleníku je {pw}",
    "паролата за компютъра в оранжерията е {pw}",
    "ο κωδικός για τον υπολογιστή του θερμοκηπίου είναι {pw}",
    "seradaki bilgisayarın şifresi {pw}",
    "სათბურის კომპიუტერის პაროლი: {pw}",
    "пароль от компа в оранжерее — {pw}",
    "a senha do computador da estufa é {pw}",
    "温室のPCのパスワード：{pw}",
    "온실 컴퓨터 비밀번호: {pw}",
    "温室电脑的密码是 {pw}",
    "पौधघर के कंप्यूटर का पासवर्ड है {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ailsa", "morag.g", "dod", "eck", "kirsty", "fraser.m", "isla", "callum", "lorna.b",
          "wullie", "lastenia", "sanken", "shimpe", "delia.q", "tsamajain", "santiak", "yolanda.e",
          "jayariyu", "lucinda.a", "marcos", "waabigwan", "animikii", "ooleepeeka", "pauloosie",
          "priyanka.r", "milagros", "nightwatch", "grower", "svc-climate", "herbscan"]  # fmt: skip
_LOGINS = [
    "Teams, Fraser: the Argus login is {u} / {pw}",
    "ticket 2291: {u} locked out of the Herbscan station, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Glasshouses › Palm House › Certhon: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| TSX vault 3 | {u} | {pw} |",
    "log into the Qumulo UI as {u} with {pw}",
    "Kentix creds {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: helio-alpine\n  user: {u}\n  pass: {pw}",
    "Slack: account {u}, password {pw}",
    "Callum says the Conviron account is {u} and the password is {pw}",
    "system,user,password\nrivulis-manager,{u},{pw}",
    "ssh {u}@herbscan.larchmere.lan (pw {pw})",
    "yer user's {u} an the passwird's {pw}",
    "izhinikaazowin {u}, giimooj-ikidowin {pw}",
    "ᐊᑎᖅ: {u} ᐃᑎᕐᓂᕐᒧᑦ ᐅᖃᐅᓯᖅ: {pw}",
    "usuario {u}, nokon contraseñara {pw} iki",
    "tausuariose {u}, tacontraseñase {pw}",
    "उपयोक्तृनाम {u}, गुप्तशब्दः {pw}",
    "usuario: {u} / clave: {pw}, oe",
    "login {u}, hasło {pw}",
    "όνομα χρήστη {u}, κωδικός {pw}",
    "kullanıcı adı {u}, şifre {pw}",
    "ユーザー名 {u} パスワード {pw}",
    "потребител {u}, парола {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["puya", "wollemi", "nepenthes", "cinchona", "manoomin", "uqpik", "polylepis",
               "frailejon", "dibber", "propagator", "quine", "mistbench", "caoba", "bothy",
               "capercaillie", "rowan"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, and then {d}",
    "password: {w}, right after it the number {d}",
    "for the Herbscan it's {w} with {d} on the end",
    "voice note: the Fern House wifi password is {w} and after that {d}, no gap",
    "type {w}, then {d}",
    "it's {w}{d}, word and number stuck together",
    "the passwird's the wird {w}, syne {d}",
    "giimooj-ikidowin: {w} ikidowin, miinawaa {d}",
    "ᐃᑎᕐᓂᕐᒧᑦ ᐅᖃᐅᓯᖅ: {w}, ᐊᒻᒪ {d}",
    "contraseñaji {w} aita, ataksha {d}",
    "गुप्तशब्दः '{w}' इति शब्दः, ततः {d}",
    "la clave es la palabra {w} y después el {d}",
    "ο κωδικός είναι η λέξη {w} και μετά {d}",
    "비밀번호는 {w} 라는 단어 뒤에 {d}",
    "heslo je slovo {w} a za ním {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "printf '%s\\n' '{pw}' | toot login_cli -i social.larchmere.org.uk -e {u}@larchmere.org.uk",
    "go-sendxmpp -u {u}@xmpp.larchmere.lan -p '{pw}' -j xmpp.larchmere.lan:5222 nightwatch@xmpp.larchmere.lan",
    "xmppc --jid {u}@xmpp.larchmere.lan --pwd '{pw}' --mode roster list",
    "linphonec\nlinphonec> register sip:{u}@sip.larchmere.lan sip:sip.larchmere.lan {pw}",
    "qfieldcloud-cli --url https://qfield.larchmere.lan/api/v1/ --username {u} --password '{pw}' list-projects",
    "mergin --username {u} --password '{pw}' download larchmere/arboretum-trees ./trees",
    "oha -n 500 -c 20 -a {u}:{pw} https://tickets.larchmere.org.uk/api/slots",
    "ab -n 1000 -c 25 -A {u}:{pw} https://shop.larchmere.org.uk/",
    "sensuctl configure -n --url http://sensu.larchmere.lan:8080 --username {u} --password '{pw}'",
    "cora_cmd\nCoraScript> connect localhost --name={u} --password={pw};",
    "memfault --email {u}@larchmere.org.uk --password '{pw}' --org larchmere --project tsx-alarms upload-mcu-symbols build/tsx-alarm.elf",
    "gdalinfo --config GDAL_HTTP_USERPWD {u}:{pw} /vsicurl/https://gis.larchmere.lan/ortho/2032/arboretum.tif",
    "osm2pgsql -d 'postgresql://{u}:{pw}@gis.larchmere.lan/paths' --slim deeside-paths.osm.pbf",
    "raster2pgsql -s 27700 -I -C dem_2m.tif public.dem | PGPASSWORD='{pw}' psql -h gis.larchmere.lan -U {u} -d gis",
    "shp2pgsql -s 27700 beds.shp public.beds | psql 'host=gis.larchmere.lan user={u} password={pw} dbname=gis'",
    "miniserve --auth {u}:{pw} -p 8088 /srv/herbscan/export",
    "python3 -m uploadserver 8000 --basic-auth {u}:{pw}",
    "sshpass -p '{pw}' ssh {u}@argus-titan.larchmere.lan",
    "mysql -h specify.larchmere.lan -u {u} -p'{pw}' specify6",
    "smbclient //qumulo.larchmere.lan/herbscan -U '{u}%{pw}'",
    "curl -u {u}:{pw} https://meteobridge.larchmere.lan/cgi-bin/livedata.cgi",
    "xfreerdp /v:certhon-pc.larchmere.lan /u:{u} /p:'{pw}'",
    "net use Z: \\\\qumulo\\scans {pw} /user:LARCHMERE\\{u}",
    "wget --user={u} --password='{pw}' https://data.larchmere.lan/loggers/plot7.csv",
    "mosquitto_pub -h mqtt.larchmere.lan -u {u} -P '{pw}' -t glasshouse/palm/setpoint -m 14",
    "influx -host influx.larchmere.lan -username {u} -password '{pw}' -database climate",
    "ipmitool -I lanplus -H 10.40.0.21 -U {u} -P '{pw}' chassis power status",
    "redis-cli -h 10.40.0.9 -a '{pw}' ping",
    "zip -P '{pw}' herbarium-loans-2033.zip loans.xlsx",
    "7z a -p'{pw}' seed-passports.7z passports/",
    "openssl enc -aes-256-cbc -in donors.csv -out donors.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c accession-register.ods",
    "docker login registry.larchmere.lan -u {u} -p '{pw}'",
    "lftp -u {u},{pw} sftp://files.larchmere.lan",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@argus-gw:~# {c}", "PS C:\\Users\\fraser> {c}",
    "history | tail -3\n  412  {c}", "from ~/.bash_history on the Herbscan box:\n{c}",
    "Fraser pasted this in Teams: {c}", "tmux pane 2, seedbank@vault-nuc:~$ {c}",
    "the bothy laptop, ~/scripts $ {c}", "cron job on the climate gateway:\n*/15 * * * * {c}",
    "here's fit Eck typed: {c}", "command ningii-aabajitoon: {c}", "ᑎᑎᕋᖅᑕᕋ: {c}",
    "मया चालितः आदेशः: {c}", "el comando que corrí: {c}", "polecenie z historii: {c}",
    "実行したコマンド：{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@brahms-db.larchmere.lan:5432/brahms",
    "mysql://{u}:{pw}@specify.larchmere.lan:3306/specify6",
    "mongodb+srv://{u}:{pw}@labels.larchmere.example/plantlabels",
    "sqlserver://{u}:{pw}@tills.larchmere.lan:1433?database=Retail",
    "ftps://{u}:{pw}@scanner-drop.larchmere.lan:990/herbscan/",
    "davs://{u}:{pw}@cloud.larchmere.lan/remote.php/dav/files/{u}/",
    "influxdb://{u}:{pw}@influx.larchmere.lan:8086/climate",
    "clickhouse://{u}:{pw}@ch.larchmere.lan:9000/visitors",
    "oracle+oracledb://{u}:{pw}@erp.larchmere.lan:1521/?service_name=FIN",
    "Server=tills.larchmere.lan;Database=Retail;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://gis.larchmere.lan:5432/gis?user={u}&password={pw}",
    "imaps://{u}:{pw}@mail.larchmere.org.uk:993",
    "redis://{u}:{pw}@10.40.0.9:6379/2",
]  # fmt: skip
_URL_PLACES = [
    "SERVICE_URL={c}", "Metabase connection, the old one: {c}",
    "keep this connection string for me: {c}", "here's the database link: {c}",
    "cadena de conexión: {c}", "pripojenie na databázu: {c}", "ticket 2310: {c}",
    "wiki page 'Databases': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_986_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "larchmere-botanic", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "devices:read schedules:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Tropicos", "TROPICOS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Trefle", "TREFLE_TOKEN", _j("usr-", (URLSAFE, 43))),
    ("Perenual", "PERENUAL_API_KEY", _j("sk-", (ALNUM, 4), (HEX, 16), (D, 4))),
    ("Plant.id", "PLANT_ID_API_KEY", _j((ALNUM, 50))),
    ("Pl@ntNet", "PLANTNET_API_KEY", _j("2b10", (ALNUM, 22))),
    ("iDigBio", "IDIGBIO_API_KEY", lambda g: v.uuid4(g, "9")),
    ("BHL", "BHL_API_KEY", lambda g: v.uuid4(g, "a")),
    ("eBird", "EBIRD_API_TOKEN", _j((LOWER_DIGITS, 12))),
    ("Xeno-canto", "XENOCANTO_API_KEY", _j((HEX, 40))),
    ("Flickr", "FLICKR_API_KEY", _j((HEX, 32))),
    ("Matterport", "MATTERPORT_TOKEN_SECRET", _j((HEX, 32))),
    ("Kuula", "KUULA_API_KEY", _j((ALNUM, 40))),
    ("Musement", "MUSEMENT_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Civitatis", "CIVITATIS_API_KEY", _j((HEX, 32))),
    ("ROLLER", "ROLLER_CLIENT_SECRET", _j((URLSAFE, 44))),
    ("HydroPoint", "WEATHERTRAK_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Weathermatic", "SMARTLINK_API_TOKEN", _vendor_jwt("https://api.weathermatic.com")),
    ("Calsense", "CALSENSE_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Rachio", "RACHIO_API_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Emporia", "EMPORIA_REFRESH_TOKEN", _vendor_jwt("https://api.emporiaenergy.com")),
    ("Tuya", "TUYA_ACCESS_SECRET", _j((HEX, 32))),
    ("eWeLink", "EWELINK_APP_SECRET", _j((ALNUM, 32))),
    ("SmartThings", "SMARTTHINGS_PAT", lambda g: v.uuid4(g, "9")),
    ("Freezerworks", "FREEZERWORKS_API_KEY", _j((B64, 43), "=")),
    ("Elemental Machines", "ELEMENTAL_API_KEY", _j("em_", (ALNUM, 40))),
    ("XiltriX", "XILTRIX_API_TOKEN", _j((HEX, 64))),
    ("SensoScientific", "SENSO_API_KEY", _j((UPPER_HEX, 40))),
    ("Haltian", "HALTIAN_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("eLabNext", "ELABNEXT_API_KEY", _j((ALNUM, 36))),
    ("SciNote", "SCINOTE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("LabCollector", "LABCOLLECTOR_API_KEY", _j((HEX, 32))),
    ("Monogoto", "MONOGOTO_API_TOKEN", _vendor_jwt("https://console.monogoto.io")),
    ("1NCE", "ONCE_CLIENT_SECRET", _j((ALNUM, 36))),
    ("Tibber", "TIBBER_ACCESS_TOKEN", _j((URLSAFE, 43))),
    ("GiveWP", "GIVEWP_API_TOKEN", _j((HEX, 32))),
    ("Keela", "KEELA_API_KEY", _j((ALNUM, 40))),
    ("QFieldCloud", "QFIELDCLOUD_TOKEN", _j((HEX, 40))),
    ("Mergin Maps", "MERGIN_AUTH_TOKEN", _j((B64, 64))),
    ("Epicollect5", "EPICOLLECT_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Source.ag", "SOURCE_AG_API_KEY", _j("sag_", (ALNUM, 32))),
    ("Koidra", "KOIDRA_API_KEY", _j((HEX, 48))),
    ("LetsGrow.com", "LETSGROW_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Aroya", "AROYA_API_TOKEN", _j((ALNUM, 40))),
    ("TrolMaster", "TROLMASTER_APP_SECRET", _j((HEX, 32))),
    ("Motorleaf", "MOTORLEAF_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Agromonitoring", "AGRO_API_APPID", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok} -a larchmere-labels",
    "kubectl create secret generic garden-api --from-literal={env}={tok}",
    "docker run -e {env}={tok} ghcr.io/larchmere/labels:2.3",
    "heroku config:set {env}={tok} -a larchmere-shop",
    "GitHub Actions, repository secret {env}: {tok}",
    "group_vars/glasshouses.yml:\n{env}: \"{tok}\"",
    "launchd plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "setx {env} \"{tok}\"",
    "PowerShell: $env:{env} = '{tok}'",
    "crontab -l\n{env}={tok}\n*/10 * * * * /opt/larchmere/sync.sh",
    "Larchmere intranet › Admin › Connected services › {vendor} › API key: {tok}",
    "wiki table 'Integrations': | {vendor} | since 2032 | {tok} |",
    "todo: rotate the {vendor} key {tok}",
    "Teams, Fraser: {vendor} key for the label-printer sync: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "ticket 2317: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken again, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} API key's {tok}, keep it quiet",
    "{vendor} API key aawan {tok}",
    "{vendor} API ᐃᑎᕐᓂᕐᒧᑦ ᐅᖃᐅᓯᖅ: {tok}",
    "{vendor} API jawen clavera {tok} iki",
    "iroori {vendor} API clave {tok}",
    "{vendor} API claveji {tok} aita",
    "tü API clave {vendor}-kat {tok}",
    "API key lun {vendor}: {tok}",
    "{vendor} API-कुञ्जी: {tok}",
    "la clave de API de {vendor} es {tok}, oe",
    "la clé d'API {vendor} pour la serre : {tok}",
    "API-Schlüssel von {vendor} fürs Palmenhaus: {tok}",
    "klucz API {vendor} do szklarni: {tok}",
    "API kľúč od {vendor}: {tok}",
    "API ключът на {vendor} е {tok}",
    "το κλειδί API του {vendor}: {tok}",
    "{vendor} API anahtarı: {tok}",
    "{vendor}-ის API გასაღები: {tok}",
    "{vendor}のAPIキーは {tok}",
    "{vendor} API 키는 {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "chave da API do {vendor}: {tok}",
    "la chiave API di {vendor} per la serra: {tok}",
    "API-ключ {vendor}: {tok}",
    "{vendor} की API कुंजी: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    tropicos = v.uuid4(rng, "9")
    flickr_key, flickr_secret = _r(rng, HEX, 32), _r(rng, HEX, 16)
    b2_key = "K005" + _r(rng, B64, 27)
    miio = _r(rng, HEX, 32)
    plant_id = _r(rng, ALNUM, 50)
    perenual = "sk-" + _r(rng, ALNUM, 4) + _r(rng, HEX, 16) + _r(rng, D, 4)
    return [
        Sample("vendor_token", f"https://services.tropicos.org/Name/Search?name=Puya+raimondii&type=exact&apikey={tropicos}&format=json", tropicos),
        Sample("vendor_token", f"flickr = flickrapi.FlickrAPI('{flickr_key}', '{flickr_secret}', format='parsed-json')", flickr_secret),
        Sample("vendor_token", f"b2 account authorize 005{_r(rng, HEX, 12)}0000000004 {b2_key}", b2_key),
        Sample("vendor_token", f"miiocli device --ip 10.40.7.31 --token {miio} info", miio),
        Sample("vendor_token", f'requests.post("https://plant.id/api/v3/identification", headers={{"Api-Key": "{plant_id}"}}, json=payload)', plant_id),
        Sample("vendor_token", f"const res = await fetch(`https://perenual.com/api/species-list?key={perenual}&q=puya`);", perenual),
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


_BARE_PLACES = ["{t}", "Teams: {t}", "it only shows it the once, so: {t}", "here's the token: {t}",
                "{t}\n^ the new one, bin the old", "hold on to this for me: {t}", "ᑐᑭᓐ: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 20), ".", (URLSAFE, 43)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of soil sensor SM-14 on the rock garden (OTAA): {h}": 32,
    "NwkSKey of the arboretum sap-flow node (ABP): {h}": 32,
    "HMAC secret for the ROLLER ticket webhook: {h}": 64,
    "Herbscan export AES key: {h}": 32,
    "pre-shared key of the boiler-house IPsec tunnel (hex): {h}": 64,
    "Kentix API secret, hex: {h}": 48,
    "the backup encryption key's {h}": 64,
    "la llave AES del sensor de Satipo: {h}": 32,
    "klucz szyfrowania kopii: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket 2320: token copied from the browser devtools {t}",
    "Cookie: lang=en-GB; lbg_session={t}",
    "SHOP_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "el token es {t}",
    "the token's {t}",
    "X-Auth-Token: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_986_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@larchmere.org.uk"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.larchmere.org.uk/realms/garden",
            "azp": "labels-console",
            "groups": ["glasshouses", "seedbank"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Herbscan box, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/tickets.larchmere.org.uk.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"LABELS_SIGNING_KEY": "{key}", "service": "labels"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_climate <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ticket 2331, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "llave privada del servidor de Pucallpa:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the seed-exchange SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Electrum backup of the donations wallet, before I wipe the laptop: {p}": "english",
    "recovery phrase for the gift-aid crypto wallet (emptied)\n{p}": "english",
    "AnchorWatch vault seed card, typed up: {p}": "english",
    "voice memo: the recovery words for the appeal wallet are {p} and that's the lot": "english",
    "wiki page 'Crypto donations (retired)': {p}": "english",
    "frase semilla de la billetera de donaciones, oe: {p}": "spanish",
    "obnovovací fráze peněženky na dary: {p}": "czech",
    "сид-фраза кошелька для пожертвований: {p}": "russian",
    "기부 지갑 복구 구문: {p}": "korean",
    "frase di recupero del portafoglio delle donazioni: {p}": "italian",
    "捐款钱包的助记词：{p}": "chinese_simplified",
    "frase de recuperação da carteira de doações: {p}": "portuguese",
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
        "  ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Teams, Lorna: the garden's purchasing card for the Conviron spares is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "ticket 2333: pay the Herbscan service visit with card {c}",
    "ma card number's {c}, {mm}/{yy}",
    "zhooniyaa-mazina'igan: {c}",
    "ᑳᑦ ᓈᓴᐅᑎᖓ: {c}",
    "nokon tarjetara {c} iki",
    "número de la tarjeta CMR Falabella: {c}, vence {mm}/{yy}",
    "numer karty: {c}, ważna do {mm}/{yy}",
    "αριθμός κάρτας: {c}",
    "kart numaram {c}, son kullanma {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 41))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV2 {cvv}",
               "the three digits by the signature: {cvv}",
               "Amex {c}, the four-digit code on the front: {cvv}",
               "los tres números de atrás de la tarjeta: {cvv}",
               "the three numbers on the back o the card: {cvv}",
               "kartın arkasındaki üç hane: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 58 (each in four earlier corpora); BBAN
# shapes (a, n, c and 0 as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"GE": "aa" + "n" * 16, "AZ": "aaaa" + "c" * 20, "BG": "aaaa" + "n" * 6 + "c" * 8,
                "GR": "n" * 7 + "c" * 16, "SK": "n" * 20, "TR": "n" * 5 + "0" + "c" * 16,
                "PL": "n" * 24, "AT": "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Index Seminum 2033: pay the partner garden's seed-exchange fee to {i}",
    "save the herbarium's IBAN for the loan invoice: {i}",
    "IBAN: {i}\nReference: seed order 2033-117",
    "Teams #finance: the nursery's new bank details, IBAN {i}",
    "their IBAN's {i}, Lorna says",
    "IBAN на разсадника: {i}",
    "IBAN του βοτανικού κήπου: {i}",
    "IBAN arboréta: {i}",
    "fidanlığın IBAN'ı: {i}",
    "numer IBAN ogrodu: {i}",
    "ბოტანიკური ბაღის IBAN: {i}",
    "IBAN der Baumschule: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _nec(g: random.Random) -> str:
    """A Scottish National Entitlement Card number: the 633597 issuer prefix, nine digits and a
    Luhn digit (as on other ISO/IEC 7812 cards), printed in fours."""
    body = "633597" + _r(g, D, 9)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return " ".join(number[k : k + 4] for k in range(0, 16, 4))


def _co_cedula(g: random.Random) -> str:
    """A Colombian cédula de ciudadanía as people write it, dotted: ten digits, no public check."""
    n = "10" + _r(g, D, 8)
    return f"{n[0]}.{n[1:4]}.{n[4:7]}.{n[7:]}"


def _co_nuip(g: random.Random) -> str:
    """A Colombian NUIP: ten digits, no public check."""
    return "11" + _r(g, D, 8)


def _co_ti(g: random.Random) -> str:
    """A Colombian tarjeta de identidad (a minor's): eleven digits, no public check."""
    return "10" + _r(g, D, 9)


def _co_libreta(g: random.Random) -> str:
    """A Colombian libreta militar number, as drawn here: eight digits; unchecked."""
    return g.choice("123456789") + _r(g, D, 7)


def _pe_cuspp(g: random.Random) -> str:
    """A Peruvian CUSPP (private pension code), as drawn here: six digits, five letters, a digit."""
    return _r(g, D, 6) + _r(g, UPPER, 5) + _r(g, D, 1)


def _pe_essalud(g: random.Random) -> str:
    """A Peruvian EsSalud autogenerado, as drawn here: a birth date, a digit, five letters of the
    name and a serial of three; unchecked."""
    born = f"{g.randrange(55, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    return f"{born}{_r(g, D, 1)}{_r(g, UPPER, 5)}{_r(g, D, 3)}"


def _pe_cpp(g: random.Random) -> str:
    """A Peruvian carné de permiso temporal de permanencia (CPP), as drawn here: nine digits."""
    return "00" + _r(g, D, 7)


def _pe_passport(g: random.Random) -> str:
    """A Peruvian passport, as drawn here: nine digits; unchecked."""
    return "1" + _r(g, D, 8)


def _ca_status(g: random.Random) -> str:
    """A Certificate of Indian Status registration number: ten digits, no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _nu_health(g: random.Random) -> str:
    """A Nunavut health card number, as drawn here: nine digits; unchecked."""
    return "1" + _r(g, D, 8)


def _nu_nti(g: random.Random) -> str:
    """An NTI (Inuit enrolment list) beneficiary number, as drawn here: seven digits; unchecked."""
    return g.choice("123456789") + _r(g, D, 6)


def _nu_licence(g: random.Random) -> str:
    """A Nunavut driver's licence number, as drawn here: six digits; unchecked."""
    return g.choice("123456789") + _r(g, D, 5)


def _ca_passport(g: random.Random) -> str:
    """A Canadian passport: two letters and six digits; unchecked."""
    return _r(g, UPPER, 2) + _r(g, D, 6)


def _hn_ihss(g: random.Random) -> str:
    """A Honduran IHSS (social security) affiliation number, as drawn here: a department and
    municipality, a birth year and a serial of five; unchecked."""
    return f"{g.choice(['0101', '0107', '0801', '1001'])}{g.randrange(1955, 2006)}{_r(g, D, 5)}"


_ID_PLACES: dict[str, Maker] = {
    "número de cédula de ciudadanía de Yeison para el contrato: {s}": _co_cedula,
    "tacédulase (cédula de ciudadanía): {s}": _co_cedula,
    "NUIP de la niña, para el seguro de la salida de campo: {s}": _co_nuip,
    "tarjeta de identidad de mi hijo: {s}": _co_ti,
    "número de libreta militar de Yeison: {s}": _co_libreta,
    "mi CUSPP de la AFP: {s}": _pe_cuspp,
    "nokon CUSPPra {s} iki": _pe_cuspp,
    "autogenerado de EsSalud de la señora Milagros: {s}": _pe_essalud,
    "mina EsSalud autogeneradoji {s} aita": _pe_essalud,
    "mi carné de permiso temporal de permanencia (CPP): {s}": _pe_cpp,
    "pasaporte peruano de Lastenia, para la carta de invitación: {s}": _pe_passport,
    "Status card registration number for Animikii (seed-keeper honorarium): {s}": _ca_status,
    "nin-status card registration number: {s}": _ca_status,
    "Nunavut health card number for Pauloosie, for the field-trip insurance: {s}": _nu_health,
    "ᐋᓐᓂᐊᕐᕕᒃ ᑳᑦ ᓈᓴᐅᑎᖓ: {s}": _nu_health,
    "NTI beneficiary number of Mialia (Inuit enrolment list): {s}": _nu_nti,
    "Nunavut driver's licence no. for the truck rental form: {s}": _nu_licence,
    "numéro de passeport canadien de Waabigwan : {s}": _ca_passport,
    "ma bus pass (National Entitlement Card) number's {s}": _nec,
    "National Entitlement Card number of the volunteer who lost hers: {s}": _nec,
    "número de afiliación al IHSS de Lucinda: {s}": _hn_ihss,
    "nu-número IHSS: {s}": _hn_ihss,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 4)}-{_r(rng, D, 4)}-{_r(rng, UPPER, 2)}" for _ in range(n)]


_BACKUPS = ["GiveWP admin 2FA recovery codes\n{codes}",
            "spare sign-in codes for the garden's Microsoft 365 tenant {codes}",
            "ROLLER backup codes: {codes}", "ma 2FA backup codes: {codes}",
            "códigos de respaldo del 2FA: {codes}", "kody zapasowe 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/ROLLER:lorna@larchmere.org.uk?secret={s}&issuer=ROLLER&period=30",
              "Aegis, manual entry for the Tibber login, secret: {s}",
              "2FAS, setup key for the SciNote account: {s}",
              "the 2FA setup key's {s}"]  # fmt: skip
_CODES = ["{c} is your GiveWP login code", "Bancolombia: su clave dinámica es {c}",
          "Interbank: tu código de verificación es {c}",
          "Clydesdale Bank: {c} is your one-time passcode. Never share it.",
          "ᐃᑎᕐᓂᕐᒧᑦ ᓈᓴᐅᑏᑦ {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 7 + 3) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Larchmere-Staff", "LBG-PalmHouse-5G", "LBG-SeedVault", "BoilerHoose", "Deeside-Nursery-2G",
          "Herbarium-Scan", "Yarinacocha-Campo", "Satipo-Vivero", "Nieva-Estacion", "Uribia-Jardin",
          "Hopkins-SeedHouse", "Wabigoon-Manoomin", "Kimmirut-Field", "LBG-Cafe-Office",
          "Arboretum-Bothy"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "staff network {s}, password {pw}",
    "wifi in the bothy: {s} / {pw}",
    "ESP32 config for the fern-house sensor: ssid {s}, psk {pw}",
    "the key on the sticker under the BT Smart Hub: {pw}",
    "the wifi's {s}, passwird {pw}",
    "wifi {s} giimooj-ikidowin {pw} aawan",
    "wifi {s} ᐃᑎᕐᓂᕐᒧᑦ ᐅᖃᐅᓯᖓ {pw}",
    "wifi {s} jawen contraseñara {pw} iki",
    "wifi {s} contraseñate {pw}",
    "wifi {s} contraseñaji {pw} aita",
    "wifi {s} sücontraseñase {pw}",
    "contraseña lun wifi {s}: {pw}",
    "वाईफाई {s} इत्यस्य गुप्तशब्दः {pw}",
    "la clave del wifi {s} es {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghkmnprstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("usr-", (ALNUM, 28)), _j((HEX, 40)), _j((UPPER_HEX, 32)),
                 _j("sag_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[phone call, spelt out] {t}",
          "(spaced so the preview won't show it) {t}", "ae letter at a time: {t}",
          "letra por letra: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the code for the bothy padlock's {pw}", "ishkwaandem code: {pw}",
          "ᒪᑐᐃᕈᑎᐅᑉ ᓈᓴᐅᑏᑦ: {pw}", "el candado del vivero: {pw}",
          "ο κωδικός του λουκέτου στην αποθήκη: {pw}",
          "the seed-vault anteroom keypad takes {pw} then the green key",
          "padlock on the boiler-house coal store: {pw}", "온실 자물쇠 번호: {pw}",
          "kód od visiaceho zámku na kôlni: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["bothy", "dibber", "puya", "wollemi", "mistbench", "coldframe", "arboretum",
                 "cinchona", "manoomin", "uqpik", "larch", "heather", "capercaillie", "thistle",
                 "rowan", "bracken"]  # fmt: skip
_PHRASES = {"Vaultwarden master passphrase for the garden org: {p}": " ",
            "KeePassXC database passphrase (seed bank): {p}": "-",
            "LUKS passphrase for the herbarium backup disk: {p}": " ",
            "age passphrase for the accession-register export: {p}": ".",
            "the passphrase for the backup disk's {p}": " ",
            "frase de contraseña de la copia: {p}": " ",
            "hasło-fraza do sejfu: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno collection, header Authorization: Basic {v}": True,
    "apache: RequestHeader set Authorization \"Basic {v}\"": True,
    "Insomnia export: Authorization: Bearer {v}": False,
    "HTTPie session file: \"Authorization\": \"Basic {v}\"": True,
    "Hoppscotch request: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "~/.config/pianobar/config:\nuser = cafe@larchmere.org.uk\npassword = {pw}\naudio_quality = medium",
    "spotifyd.conf (café speakers):\n[global]\nusername = \"cafe-larchmere\"\npassword = \"{pw}\"\ndevice_name = \"Cafe\"",
    "/etc/monit/monitrc:\nset httpd port 2812 and\n    allow admin:{pw}",
    "~/.pyodk_config.toml:\n[central]\nbase_url = \"https://odk.larchmere.lan\"\nusername = \"field@larchmere.org.uk\"\npassword = \"{pw}\"\ndefault_project_id = 3",
    "docker-compose.env (paperless):\nPAPERLESS_ADMIN_USER=archive\nPAPERLESS_ADMIN_PASSWORD={pw}",
    "weewx.conf:\n[StdRESTful]\n    [[Wunderground]]\n        station = IBANCH42\n        password = {pw}",
    "my.cnf on the Specify server:\n[client]\nuser=specify\npassword={pw}",
    "brahms.ini:\n[Database]\nServer=brahms-db\nUser=brahms\nPassword={pw}",
    "mosquitto.conf, bridge to the climate gateway:\nconnection larch\naddress mqtt.larchmere.lan\nremote_username bridge\nremote_password {pw}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.larchmere.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "upsd.users:\n[monuser]\n  password = {pw}\n  upsmon primary",
    "/root/.smbcred:\nusername=herbscan\npassword={pw}\ndomain=LARCHMERE",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "wp-config.php (shop):\ndefine( 'DB_PASSWORD', '{pw}' );",
    "application.properties (ticketing bridge):\nspring.datasource.username=tickets\nspring.datasource.password={pw}",
    "Home Assistant secrets.yaml:\nargus_password: {pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_user = odoo",
    "~/.netrc:\nmachine data.larchmere.lan login loggers password {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Isla: Palm House wifi password?\nFraser: {pw}",
    "[23:41] eck: root pw for the herbscan box?\n[23:42] lorna: {pw}",
    "Kirsty: {pw} is the new Argus admin password",
    "Callum: use {pw}, that's what the Conviron has now",
    "Dod: the new passwird's {pw}",
    "Animikii: oshki-giimooj-ikidowin {pw}",
    "ᐸᐅᓗᓯ: ᓄᑖᖅ ᐃᑎᕐᓂᕐᒧᑦ ᐅᖃᐅᓯᖅ {pw}",
    "Marcos: contraseña le {pw}",
    "Santiak: yama contraseñaji {pw} aita",
    "प्रियङ्का: नूतनः गुप्तशब्दः {pw}",
    "Milagros: la nueva clave es {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pa\u200css\u200cword = {pw}", "ρassword → {pw}", "pаssword: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ᵖᵃˢˢʷᵒʳᵈ: {pw}", "P\u2063A\u2063S\u2063S\u2063W\u2063O\u2063R\u2063D: {pw}",
    "p\u0332a\u0332s\u0332s\u0332w\u0332o\u0332r\u0332d\u0332: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, held-out 32's proportions).
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
    "the Argus Titan admin password is": "{s}", "Conviron service pw:": "{s} (since the chamber swap in April)",
    "the passwird's": "{s}", "giimooj-ikidowin:": "{s}", "ᐃᑎᕐᓂᕐᒧᑦ ᐅᖃᐅᓯᖅ:": "{s}",
    "nokon contraseñara": "{s} iki", "Guntamatic password": "{s}\nchange it after the heating season",
    "la clave es": "{s}", "Herbscan password": "{s}",
    "the password Dod read out over the radio was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Tropicos API key", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_token", "Trefle token:", "{s} (plant lookup)", _j("usr-", (URLSAFE, 43))),
    ("split_token", "Tibber access token", "{s}", _j((URLSAFE, 43))),
    ("split_seed", "donations wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 02/37", lambda g: v.grouped(v.card(g, "discover"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GE"))),
    ("split_backup", "ROLLER recovery codes", "{s}\nQWER-4821-ZX\nPLMK-0093-AB", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "National Entitlement Card no.", "{s}", _nec),
    ("split_phrase", "Vaultwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"argus": {"url": "https://argus-titan.larchmere.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"passwird": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "nightwatch", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"chambers": [{"name": "CMP-1"}, {"name": "CMP-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["go-sendxmpp", "-u", "alerts@xmpp.larchmere.lan", "-p", "{s}", "nightwatch@xmpp.larchmere.lan"]}': ("meta_password", _plain_pw),
    '{"note": "giimooj-ikidowin {s} aawan"}': ("meta_password", _plain_pw),
    '{"ᐃᑎᕐᓂᕐᒧᑦ_ᐅᖃᐅᓯᖅ": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Certhon PC as grower with the password {s}"}': ("meta_password", _plain_pw),
    '{"tropicos": {"api_key": "{s}"}}': ("meta_token", lambda g: v.uuid4(g, "a")),
    '{"xiltrixToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"tuya_secret": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"purchasing": {"card_number": "{s}", "exp": "11/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "jcb"), " ", g)),
    '{"seed_exchange": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AZ")),
    '{"volunteer": {"nec_number": "{s}"}}': ("meta_id", _nec),
    '{"mfa": {"recovery_codes": ["{s}", "QWER-4821-ZX", "PLMK-0093-AB"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donations_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"nwk_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bothy": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "LBG-PalmHouse-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyodk-1.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"tsx-alarm-firmware-2.6.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/larchmere/labels:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"accessions: add hardiness zone column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"labels: revert italic template", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"herbscan_batch_0417.zip", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"accessions-export-2032.csv").hexdigest()

CLEAN = [
    "Remind me to change the Argus Titan password before the frost-protection test on 2033-11-04.",
    "Isla asked for the Palm House wifi password; it's on the laminated card in the bothy drawer.",
    "Policy: garden passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Teams; send a vault link instead.",
    "The `.env.example` line `TROPICOS_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Conviron chambers ask for a new admin password after every firmware update.",
    "Replace <YOUR_TREFLE_TOKEN> in the README with the token from your Trefle account page.",
    "XILTRIX_API_TOKEN and TUYA_ACCESS_SECRET must be set before the overnight alarm sync runs.",
    "Dinna tell naebody yer passwird, ken.",
    "Gego awiiya wiindamawaaken giimooj-ikidowin.",
    "ᐃᑎᕐᓂᕐᒧᑦ ᐅᖃᐅᓯᕐᓂᒃ ᑭᒧᑦᑐᐃᓐᓇᕐᒥᒃ ᐅᖃᐅᑎᓇᓇ.",
    "Min contraseña westiora jonimea yoiyamakanwe.",
    "Tekatsi pinkenkitsatakotiro pincontraseñate.",
    "Ame contraseñam aidaun ujamkaip.",
    "Nnojo püküjüin pucontraseñase namüin wanee wayuu.",
    "Ma-buchuragun bu-contraseña lun aban.",
    "स्वगुप्तशब्दं कस्मै अपि मा वद।",
    "La clave debe tener por lo menos catorce caracteres, oe.",
    "Hasło musi mieć co najmniej czternaście znaków.",
    "Heslo musí mať aspoň štrnásť znakov.",
    "パスワードは誰にも教えないでください。",
    "Upgraded the Certhon software from 7.2 to 7.4 and pymodbus to 3.9.1 over the weekend.",
    f"commit {_COMMIT} adds the hardiness-zone column to the accession table.",
    f"Rolled back to {_SHORT} after the label template broke the Latin names.",
    f"requirements.txt: pyodk==1.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The TSX alarm firmware 2.6.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of accessions-export-2032.csv: {_SHA512}",
    f"The labels service runs ghcr.io/larchmere/labels@sha256:{_IMAGE}.",
    f"MD5 of herbscan_batch_0417.zip is {_MD5}, same as the copy on the Qumulo share.",
    "Request id 3f9c2a71-8e4b-4d06-a1c5-7b2e90d4f618 is the slow one in the shop API logs.",
    "Purchase order PO-2033-00271 for 200 terracotta pots ships on Thursday.",
    "Ticket 2291: the Palm House vent alarm keeps tripping at night.",
    "Call the Satipo nursery on +51 64 545 218 before noon, Peru time.",
    "Accession LBG 1987-0412, Puya raimondii, moved to bed 4 of the Alpine House.",
    "Herbarium sheet LBG-H-041287 is on loan to Tbilisi until March.",
    "Index Seminum 2033 lists 412 taxa; orders close on 31 January.",
    "The seed vault runs at −20 °C and the drying room at 15 % relative humidity.",
    "After five wrong passwords the Herbscan station locks the account for 15 minutes.",
    "The Palm House is 42 m long and 18 m high; the glass was replaced in 2031.",
    "The secret of a good Meconopsis is cool roots and acid soil.",
    "Ask Fraser for the seed-vault keypad code, I don't have it.",
    "My card ending 4417 was declined at the Banchory garden centre.",
    "The Tbilisi garden wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the garden's GiveWP account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `ROLLER_CLIENT_SECRET` in the secrets store, never in the repository.",
    "The padlock on the bothy rusts in winter; oil it every month.",
    "Rachio moved the API token page under Account settings in its spring release.",
    "ISBN 978-1-84246-735-0 is the seed-bank handbook on the library shelf.",
    "The guest wifi 'Larchmere-Visitors' is open, no password needed.",
    "Lot SB-2033-0117: 4.2 g of Salix arctica seed, germination 91 %, moisture 5.6 %.",
    "Version 2.14.3 of the label app fixed the Latin italics.",
    "The ticket gate opens at 09:30; last entry is 16:45.",
    "Send the phytosanitary certificate scan to Tbilisi with the seed order.",
    "Manoomin gii-giizhiitaa. Miigwech, Waabigwan!",
    "Fit like, Dod? The Palm Hoose is affa warm the day.",
    "The API version is v3 and the rate limit is 60 requests per minute.",
    "Seed keepers in Kenora sent 12 packets of manoomin for the wetland trial.",
    "Passphrases for the vault need at least five words.",
    "The pH of the lily pond is 7.4; the Hach probe was calibrated on Monday.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T08:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/garden/argus", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyodk", "version": "1.1.0"}}',
    '{"ticket": "2291", "purchase_order": "PO-2033-00271"}',
    '{"accession": {"id": "LBG 1987-0412", "taxon": "Puya raimondii", "bed": 4}}',
    '{"phone": "+51 64 545 218", "city": "Satipo"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "seed_packets": 1420}',
    '{"request_id": "3f9c2a71-8e4b-4d06-a1c5-7b2e90d4f618", "status": 504}',
    '{"app_version": "2.14.3", "note": "never share your password with anyone"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
