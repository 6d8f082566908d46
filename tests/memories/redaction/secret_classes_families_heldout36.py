# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, thirty-sixth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to thirty-second only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests nor the reports, and the scrubber was never run on it. Its own seed, password words
(fish, gear and cold-store temperatures), names, places, templates, tools, vendors and layouts, the
way the skippers, ice-plant crew, auction clerks, export desk and engine workshop of a fishing
cooperative and fish-processing plant (Ternwater, with the trawlers Storm Petrel and Ling Bank,
landing sites in Bilwi, Puerto Limón, Yerseke, Vadsø, Hanuabada, Thursday Island, Kolonia and
Mata-Utu, a flake-ice plant, a clock auction and catch-certificate paperwork) leak secrets into an
assistant's memory: Yoobic, Nudge, Zinc, Teamwork Chat, Glip, GoTo Connect, Franz, Kakao Work,
Wavebox, Texts.com, Workchat, Kaiten, Mail.ru Agent, NateOn, Dooray, JANDI, Teamup, Amazon Chime,
Zoom Phone, Grasshopper, OpenPhone, JustCall, CloudTalk, Kixie, Ooma, MightyText and KDE Connect
messages, Zoho Connect, Simpplr, Unily, LumApps, Happeo, Firstup, Appspace, theEMPLOYEEapp,
Sociabble, Jive, Podio, Crew and Blink posts, HEY, Superhuman and Hiver mail, ManageEngine
ServiceDesk Plus and Richpanel tickets, Slab, Guru and Document360 pages, e-mails, runbooks, an
incident note, README fragments, the history of CoolTerm, CuteCom, RealTerm, gtkterm, Putty Tray,
Sshwifty, gotty, hterm and the Kate, Geany, Sublime Text (Terminus), CLion, RubyMine, GoLand,
PhpStorm, Rider, WebStorm, Android Studio, Qt Creator, KDevelop and Code::Blocks terminals, commands
of MEGAcmd's mega-login, ejabberdctl, prosodyctl, rasdial, gbak, clpplus, tdload, freebcp,
saslpasswd2, doveadm, net rpc, psftp, opensips-cli, ipa, cockroach sql, impdp, orapwd, emcli,
mysqlimport, mysqlslap, grafana-cli, check_mysql, check_http, smbtar, ntlm_auth, httrack, hey,
newman, chisel, vicfg-nics, wput, p4, truecrypt, jfrog, mgconsole, imapsync and
proxmox-backup-client, environment set with eb, cf, nssm and sam, headers in Kreya, Varnish,
Requestly, Firecamp and HTTP Toolkit, configs of Akaunting, FrontAccounting, webERP, EspoCRM,
vtiger, OroCRM, Matomo, NetBox, OCS Inventory, Artifactory, Harbor, Gerrit, Review Board,
OpenSMTPD, Horde, rsyslog, syslog-ng, Statping, Cachet, OpenLDAP, daloRADIUS, Yate, oVirt,
OpenNebula, CloudStack, Kopano, LedgerSMB and metasfresh, the web pages of weighing, labelling,
filleting, refrigeration, ice, engine, generator, pump, camera, printer, wheelhouse and satellite
hardware (Marelec, Dibal, Marel Innova, Baader, Thermo King, Daikin, Star Cool, Ziegra, Hoshizaki,
Geneglace, Grenco, Johnson Controls Sabroe, Mayekawa, Hanshin, Volvo Penta, Yanmar, Caterpillar,
Scania, Perkins, Baudouin, Twin Disc, ZF Marine, Northern Lights, Onan, Fischer Panda, Nanni,
Doosan, Weichai, Mitsubishi Heavy, MTU, Liebherr, Hatz, Epson, Citizen, Toshiba Tec, Panasonic,
Brema, Maja, Alfa Laval, Grundfos, Xylem Flygt, Mobotix, Vivotek, Amcrest, Lorex, Lowrance, Koden,
JRC, Icom, Thrane, Hemisphere, Digital Yacht, em-trak, Victron's Venus OS), voice-dictated text
and requests to the assistant itself. About 55 % English (or language-neutral config and shell),
the rest in Miskito, Limonese Creole (Mekatelyu), Zeelandic, Kven, Hiri Motu, Torres Strait Creole
(Yumplatok), Pohnpeian and Wallisian (no earlier docstring names them), and Spanish (Galician,
Nicaraguan and Honduran settings), European Portuguese, Norwegian, Icelandic, Faroese, Japanese,
Korean, Polish, Italian, French, German, Dutch, Russian, Vietnamese, Indonesian, Tok Pisin, Fijian
and Samoan in wordings of their own (seed-phrase labels in Czech too). Vendors (Windward,
exactEarth, ORBCOMM, Trace Register, Wisefish, Maritech, Marel Innova, Pefa, Displayfish, Tridge,
Urner Barry, Mintec, Selina Wamucii, StormGeo, Windguru, Open-Meteo, Portcast, GoComet, Searoutes,
Shippeo, Descartes MacroPoint, e2open, CargoX, essDOCS, edoxOnline, MyShipTracking, FleetMon,
Wholechain, FoodLogiQ, TraceGains, ReposiTrak, Trace One, Abalobi, OpenSC, SPS Commerce,
TrueCommerce, Orderful, Stedi, Cleo, Boomi, Celigo, Jitterbit, Albato, ApiX-Drive, Latenode,
Activepieces, Thermo King and Daikin Active CA; their token shapes are invented here) are ones
heldouts 5 to 32 do not name; the ids are kinds they do not use: an IMEI and a MEID, drawn until
python-stdnum's modules (`imei`, `meid`) validate their Luhn check digits; Iceland's VSK number,
the Faroese V-number, an EU OSS number, a Spanish CAE and a German Handelsregisternummer, whose
modules (`is_.vsk`, `fo.vn`, `eu.oss`, `es.cae`, `de.handelsregisternummer`) check only their
format, office, activity key or court; Spain's social security number (NUSS, modulo 97), Portugal's
NISS (weighted check digit), Australia's Medicare card number (weights 1, 3, 7, 9) and the Polish
identity card number (weights 7, 3, 1), whose check digits this file computes by the published
rules (python-stdnum has no module for them, so no library checks them); a Nicaraguan cédula, a
Honduran DNI, a Papua New Guinea NID number, a Micronesian social security number and a seafarer's
identity document number, which carry no check a library or this file verifies; passports under
Hiri Motu, Pohnpeian, Wallisian, Kven, Limonese and Yumplatok words and a Dutch seaman's book
number, likewise unchecked. Card numbers pass Luhn (Elo, Dankort, Humo, UzCard, Napas, UATP and
Bancontact prefixes drawn here and checked with python-stdnum's `luhn`, beside the helpers'
brands). The IBANs are of countries used least by a rough count over heldouts 5 to 32 (Spain,
Portugal, the Netherlands, the United Kingdom, Germany, Italy, Poland and Hungary, each in two
earlier corpora), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Spanish, Portuguese, Italian, Czech, Korean and Russian lists.
Measured once; a miss here is reported, not tuned on.
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
from stdnum import imei as std_imei
from stdnum import luhn
from stdnum import meid as std_meid
from stdnum.de import handelsregisternummer as de_hrn
from stdnum.es import cae as es_cae
from stdnum.eu import oss as eu_oss
from stdnum.fo import vn as fo_vn
from stdnum.is_ import vsk as is_vsk

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 82_697_878
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


_FISH = ["Haddock", "Saithe", "Brill", "Turbot", "Skate", "Monkfish", "Hake", "Pollock",
         "Capelin", "Sprat", "Whelk", "Langoustine", "Crayfish", "Skipjack", "Yellowfin", "Wahoo",
         "Snapper", "Grouper", "Mussel", "Oyster"]  # fmt: skip
_GEAR = ["Otterboard", "Codend", "Warp", "Longline", "Gillnet", "Dredge", "Fishhold", "Bilge",
         "Sternramp", "Floatline", "Dahn", "Creel", "Gaff", "Scupper", "Bosun", "Keelson"]  # fmt: skip
_PLACES = ["Bilwi", "SandyBay", "Limon", "Cahuita", "Yerseke", "Vlissingen", "Bruinisse", "Vadso",
           "Borselv", "Batsfjord", "Hanuabada", "Moresby", "Waiben", "Badu", "Kolonia",
           "Madolenihmw", "MataUtu", "Halalo", "Vigo", "Peniche"]  # fmt: skip
_NAMES = ["Arlen", "Yelba", "Kensy", "Dorlan", "Delroy", "Marcia", "Winston", "Shirlene", "Kees",
          "Adrie", "Janneke", "Marinus", "Aslak", "Eeva", "Ragnhild", "Petteri", "Gabi", "Vagi",
          "Kila", "Igua", "Getano", "Maima", "Tanu", "Eneriko", "Marstella", "Kasiano", "Sosefo",
          "Malia", "Petelo", "Ingrid", "Rune", "Iker", "Bruna"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["H4dd0ck", "S41th3", "Cr4yf1sh", "L4ng0ust1n3", "Sk1pj4ck", "M0nkf1sh", "Wh3lk",
         "Y3ll0wf1n", "0tt3rb04rd"]  # fmt: skip


def _cold(g: random.Random) -> str:
    """A fish and a cold-store temperature, the way the ice-plant crew makes a password up."""
    return f"{g.choice(_FISH)}Minus{g.randrange(18, 31)}{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Four random groups of five, both cases and digits, as a password generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.choice(_GEAR)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in (g.choice(_FISH), g.choice(_GEAR))) + "." + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "#%&!?*", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2034)) + g.choice(_SYMBOLS),
    _cold,
    lambda g: f"{g.choice(_PLACES).lower()}-{g.choice(_FISH).lower()}-{g.randrange(10, 10_000)}",
    lambda g: f"Boat{g.randrange(100, 1000)}{g.choice(_GEAR)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 2) + g.choice(_SYMBOLS) + _r(g, UPPER, 1),
    lambda g: f"{g.choice(_GEAR).upper()}_{g.randrange(1000, 10_000)}",
    _generated,
    lambda g: f"{g.choice(_NAMES)}Lands{g.choice(_FISH)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Yoobic task comment, Yerseke auction floor: the Marelec M2400 scale password is {pw}",
    "Nudge post from Adrie: Dibal LS-5000 label printer admin password {pw}",
    "Zinc message to the night shift: Marel Innova server password {pw}",
    "Teamwork Chat, Kees: Baader 581 filleting machine HMI password {pw}",
    "Glip message from Delroy: Thermo King TracKing portal password {pw}",
    "GoTo Connect SMS from Marcia: Daikin reefer controller web password {pw}",
    "Franz tab, Kakao Work message from the Busan agent: Star Cool reefer service password {pw}",
    "Wavebox tab 'Ice plant': Ziegra ZBE 10000 flake-ice machine password {pw}",
    "Texts.com inbox, bridged SMS: Hoshizaki FM-1000 ice maker web password {pw}",
    "Workchat message from Oula: Geneglace F250 flake-ice controller password {pw}",
    "Kaiten card 'Ice plant 2': Grenco chiller panel password {pw}",
    "Mail.ru Agent, from the Murmansk buyer: Johnson Controls Sabroe Unisab III password {pw}",
    "NateOn message: Mayekawa MYCOM compressor web password {pw}",
    "Dooray messenger, Busan office: Hanshin engine monitor password {pw}",
    "JANDI topic 'Workshop': Volvo Penta VODIA service tool password {pw}",
    "Teamup calendar note: Yanmar Smart Assist portal password {pw}",
    "Amazon Chime chat: Caterpillar VisionLink password {pw}",
    "Zoom Phone SMS from Getano: Scania Fleet Management password {pw}",
    "Grasshopper text from Winston: Perkins service portal password {pw}",
    "OpenPhone message from the Vigo agent: Baudouin engine monitoring password {pw}",
    "JustCall note: Twin Disc EC300 display password {pw}",
    "CloudTalk call note, Peniche: ZF Marine SmartCommand password {pw}",
    "Kixie SMS: Northern Lights generator controller password {pw}",
    "Ooma text from Janneke: Onan QD generator web password {pw}",
    "MightyText from Aslak: Fischer Panda iControl password {pw}",
    "KDE Connect notification, copied: Nanni engine diagnostics password {pw}",
    "Zoho Connect post: Doosan marine engine ECU tool password {pw}",
    "Simpplr post, export desk: Weichai diagnostics laptop password {pw}",
    "Unily comment: Mitsubishi Heavy marine remote monitor password {pw}",
    "LumApps note: MTU Go! Manage portal password {pw}",
    "Happeo post: Liebherr quay crane LiDAT password {pw}",
    "Firstup message: Hatz engine app password {pw}",
    "Appspace sign note (oops, on the canteen screen): Epson TM-T88 receipt printer web password {pw}",
    "theEMPLOYEEapp message: Citizen CL-S700 label printer password {pw}",
    "Sociabble post: Toshiba Tec B-EX4 printer password {pw}",
    "Jive discussion 'Auction hall': Panasonic KX-NS700 PBX admin password {pw}",
    "Podio item 'Ice plant': Brema flake-ice machine password {pw}",
    "Hey screener note: Maja SAH 500 flake-ice machine password {pw}",
    "Superhuman snippet 'workshop': Alfa Laval Touch Control password {pw}",
    "Hiver shared inbox: Grundfos GO Remote password {pw}",
    "ManageEngine ServiceDesk Plus request 5521: Xylem Flygt pump station password {pw}, please reset",
    "Richpanel ticket 812: Mobotix M73 camera at the slipway password {pw}",
    "Slab doc 'Auction IT': Vivotek NVR password {pw}",
    "Guru card 'Cold store': Amcrest camera password {pw}",
    "Document360 draft (not published): Lorex NVR at the ice plant, password {pw}",
    "Crew app message from Kees: Lowrance HDS Live wheelhouse unit password {pw}",
    "Blink app post: Koden radar remote display password {pw}",
    "ManageEngine request 5530: the JRC JFE-680 sounder's network password {pw} stopped working",
    "Richpanel ticket 833: Icom IC-M510 wireless remote password {pw}",
    "Slab doc 'Storm Petrel': Thrane TT-3000 VSAT terminal admin password {pw}",
    "Guru card 'Ling Bank': Hemisphere Vector compass web password {pw}",
    "Document360 article 'Wheelhouse': Digital Yacht iKommunicate password {pw}",
    "Hiver thread: em-trak B954 AIS transponder password {pw}, please rotate",
    "Teamwork Chat: the Venus OS remote console password on the Storm Petrel is {pw}",
    "Hi Rune,\n\nthe root password of the auction clock server is {pw}. Delete this once it's in the vault.\n\nCheers,\nIngrid",
    "Incident 2033-02-09: the Ziegra ice machine web UI at Yerseke was reachable from the internet with password {pw}",
    "Runbook: switching the ice plant to the night tariff\n1. open the Grenco chiller panel\n2. log in as service\n3. password {pw}\n4. put compressor 2 on standby",
    "README (auction clock rack)\nthe clock admin UI is at https://clock.ternwater.lan, admin password `{pw}`.",
    "my BANPRO banca en línea password is {pw}",
    "can you remember my Bank South Pacific internet banking password? it's {pw}",
    "the SpareBank 1 Nord-Norge password is {pw}",
    "password for my Westpac app: {pw}",
    "[voice note, transcribed] the password for the workshop laptop is {pw}, I'll say it again later",
    "note to self: Marelec scale service password {pw}",
    "after the firmware flash the Dibal printer password became {pw}",
    "assistant, please store the ice plant HMI password: {pw}",
    "Ai email password ba sa {pw}",
    "Watla ra router password ba: {pw}",
    "Arlen: server password raya ba sa {pw}, upla wala ra wiras apia",
    "Mi email password a {pw}, seen?",
    "Di password weh mi put pon di router a yaad: {pw}",
    "Delroy seh di server password now a {pw}",
    "Mien wachtwoôrd van de mail is {pw}",
    "'t wachtwoôrd van de router thuus: {pw}",
    "Kees: 't nieuwe wachtwoôrd van de server is {pw}, nie deurvertelle",
    "Minun e-postin passordi oon {pw}",
    "Routterin passordi kotona: {pw}",
    "Aslak: serverin uusi passordi oon {pw}, älä sano kelleekään",
    "Egu email password be {pw}",
    "Ruma ai router ena password: {pw}",
    "Vagi: server ena password matamata be {pw}, ma haida dekenai do oi gwau lasi",
    "Password blo mai email em {pw}",
    "Password blo router lo aus: {pw}",
    "Getano: nyu password blo server em {pw}, no tok lo nadhawan",
    "Ahi password en email iei {pw}",
    "Password en router nan imwei: {pw}",
    "Eneriko: password kapw en server iei {pw}, dehr ndaiong emen",
    "Ko toku password ʼo toku email ko {pw}",
    "Ko te password ʼo te router ʼi toku fale: {pw}",
    "Sosefo: ko te password foʼou ʼo te server ko {pw}, ʼaua naʼa ke tala ki he tahi",
    "oye, la clave del ordenador de la lonja es {pw}",
    "la contraseña de la báscula de la rula de Vigo: {pw}",
    "la contraseña de la planta de hielo en Bilwi es {pw}, no la compartás",
    "a palavra-passe do PC da lota de Peniche é {pw}",
    "passordet til PC-en på fiskemottaket i Båtsfjord er {pw}",
    "lykilorðið á vigtartölvunni á fiskmarkaðnum er {pw}",
    "loyniorðið til teldina á fiskamarknaðinum er {pw}",
    "競り場のPCのパスワードは {pw} です",
    "위판장 컴퓨터 비밀번호: {pw}",
    "hasło do komputera w hali aukcyjnej to {pw}",
    "la password del PC della sala d'asta di Mazara è {pw}",
    "le mot de passe du poste de la criée de Boulogne, c'est {pw}",
    "das Passwort für den Rechner in der Cuxhavener Fischhalle lautet {pw}",
    "het wachtwoord van de pc in de visafslag is {pw}",
    "пароль от компьютера на рыбном аукционе в Мурманске: {pw}",
    "mật khẩu máy tính ở chợ cá là {pw}",
    "kata sandi komputer di TPI adalah {pw}",
    "pasword bilong kompiuta long maket pis em {pw}",
    "Na password ni kompiuta ena makete ni ika e {pw}",
    "O le password o le komepiuta i le maketi iʻa o {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["arlen", "yelba.k", "kensy", "dorlan", "delroy.b", "marcia", "winston", "shirlene",
          "kees", "adrie.v", "janneke", "marinus", "aslak", "eeva.n", "ragnhild", "petteri",
          "gabi", "vagi", "kila.m", "igua", "getano", "maima", "tanu", "eneriko", "marstella",
          "kasiano", "sosefo", "malia.t", "petelo", "ingrid", "rune", "svc-clock", "svc-iceplant",
          "export-desk"]  # fmt: skip
_LOGINS = [
    "Teamwork Chat, Kees: the Marelec login is {u} / {pw}",
    "ManageEngine #5610: {u} locked out of the Baader HMI, last password {pw}",
    "user {u} pass {pw}",
    "Slab › Plant › Ice › Ziegra ZBE: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Innova | {u} | {pw} |",
    "log into the auction clock as {u} with {pw}",
    "Grundfos login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: clock-01\n  user: {u}\n  pass: {pw}",
    "Zinc: account {u}, password {pw}",
    "Marcia says the Thermo King account is {u} and the password is {pw}",
    "host,user,password\nbaader-hmi,{u},{pw}",
    "ssh {u}@clock.ternwater.lan, pw {pw}",
    "OpenPhone: creds for the Dibal printer are {u} and {pw}",
    "ai user nina ba {u}, password ba {pw}",
    "mi user name a {u} an di password a {pw}",
    "gebruker {u}, wachtwoôrd {pw}",
    "käyttäjä {u}, passordi {pw}",
    "user ladana be {u}, password be {pw}",
    "user nem blo mi em {u}, password em {pw}",
    "ahi user mwar iei {u}, password {pw}",
    "ko toku user ko {u}, ko te password ko {pw}",
    "usuario {u} y clave {pw}",
    "brukernavn {u}, passord {pw}",
    "ユーザー名：{u} パスワード：{pw}",
    "login {u}, hasło {pw}",
    "utilizador {u}, palavra-passe {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["haddock", "saithe", "brill", "turbot", "capelin", "whelk", "skipjack", "wahoo",
               "snapper", "grouper", "langoustine", "otterboard", "codend", "gillnet", "creel",
               "scupper", "dahn", "bosun"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "auction PC password: the fish {w}, followed by {d}",
    "the password for the ice plant is {w} with {d} on the end",
    "for the Ling Bank laptop it's {w} then the number {d}",
    "voice memo: the wheelhouse wifi is {w} and then {d}, all joined",
    "just key in {w} and after it {d}",
    "it's {w}{d}, the fish and the number run together",
    "password ba sa bila {w}, bara {d}",
    "fi di password yu tek di word {w} an put {d} behine it",
    "'t wachtwoôrd is 't woord {w}, en daernae {d}",
    "passordi oon sana {w}, ja sitten {d}",
    "password be hereva {w}, bena {d}",
    "password em wod {w}, ene afta {d}",
    "password iei lokaia {w}, mwuri {d}",
    "ko te password ko te kupu {w}, pea mo {d}",
    "passordet er ordet {w} og så {d}",
    "la clave es la palabra {w} y luego el número {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "mega-login {u}@ternwater.coop '{pw}'",
    "ejabberdctl register {u} chat.ternwater.lan '{pw}'",
    "ejabberdctl change_password {u} chat.ternwater.lan '{pw}'",
    "prosodyctl register {u} xmpp.ternwater.lan '{pw}'",
    "rasdial \"Ternwater Auction VPN\" {u} {pw}",
    "gbak -b -user {u} -password '{pw}' fb.ternwater.lan:/data/auction.fdb auction-2033.fbk",
    "clpplus -nw {u}/{pw}@db2.ternwater.lan:50000/LANDINGS",
    "tdload -f landings.csv -t catch_landings --TargetTdpId td.ternwater.lan --TargetUserName {u} --TargetUserPassword '{pw}'",
    "freebcp auction.dbo.lots in lots.csv -S ase.ternwater.lan -U {u} -P '{pw}' -c",
    "echo '{pw}' | saslpasswd2 -p -c -u mail.ternwater.coop {u}",
    "doveadm pw -s SHA512-CRYPT -p '{pw}'",
    "net rpc password {u} '{pw}' -U Administrator -S dc1.ternwater.lan",
    "psftp -pw '{pw}' {u}@edi.ternwater.coop",
    "opensips-cli -x user add {u}@sip.ternwater.lan '{pw}'",
    "echo '{pw}' | ipa user-add {u} --first=Kees --last=Verhage --password",
    "cockroach sql --url 'postgresql://{u}:{pw}@crdb.ternwater.lan:26257/landings?sslmode=verify-full'",
    "impdp {u}/{pw}@AUCTION directory=DP_DIR dumpfile=lots_2033.dmp logfile=imp_lots.log",
    "orapwd file=$ORACLE_HOME/dbs/orapwAUCT password='{pw}' entries=5",
    "emcli login -username={u} -password='{pw}'",
    "mysqlimport --host=db.ternwater.lan --user={u} --password='{pw}' --local auction lots.csv",
    "mysqlslap --host=db.ternwater.lan --user={u} --password='{pw}' --concurrency=40 --iterations=5 --auto-generate-sql",
    "grafana-cli admin reset-admin-password '{pw}'",
    "check_mysql -H db.ternwater.lan -u {u} -p '{pw}' -d auction",
    "check_http -H clock.ternwater.lan -u /status -a {u}:{pw}",
    "smbtar -s fs1.ternwater.lan -x catchlogs -u {u} -p '{pw}' -t catchlogs.tar",
    "ntlm_auth --username={u} --password='{pw}' --domain=TERNWATER",
    "httrack 'https://{u}:{pw}@wiki.ternwater.lan/' -O /srv/mirror/wiki",
    "hey -n 2000 -c 50 -a {u}:{pw} https://clock.ternwater.lan/api/lots",
    "newman run auction.postman_collection.json --env-var 'user={u}' --env-var 'password={pw}'",
    "chisel client --auth {u}:{pw} https://tunnel.ternwater.coop R:5432:localhost:5432",
    "vicfg-nics --server esx1.ternwater.lan --username {u} --password '{pw}' -l",
    "wput landings.csv ftp://{u}:{pw}@ftp.ternwater.coop/inbound/",
    "p4 -p ssl:perforce.ternwater.lan:1666 -u {u} -P '{pw}' sync //auction/main/...",
    "truecrypt -t --mount /dev/sdb1 /mnt/catchlogs -p '{pw}' --non-interactive",
    "jfrog config add ternwater --artifactory-url=https://art.ternwater.lan/artifactory --user={u} --password='{pw}' --interactive=false",
    "mgconsole --host mg.ternwater.lan --username {u} --password '{pw}'",
    "imapsync --host1 old-mail.ternwater.coop --user1 {u} --password1 '{pw}' --host2 mail.ternwater.coop --user2 {u} --passfile2 /root/pw2",
    "PBS_PASSWORD='{pw}' proxmox-backup-client backup root.pxar:/ --repository {u}@pbs@pbs.ternwater.lan:store1",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "CoolTerm, serial to the ice plant gateway: {c}", "CuteCom log: {c}",
    "RealTerm capture:\n{c}", "gtkterm on the workshop laptop: {c}",
    "Putty Tray session 'auction-db': {c}", "Sshwifty tab, clock server: {c}",
    "gotty web terminal on :8080\n$ {c}", "Kate terminal panel:\n{c}", "Geany's terminal tab: {c}",
    "Sublime Text, Terminus panel: {c}", "CLion terminal ~/clock-firmware $ {c}",
    "RubyMine terminal: {c}", "GoLand terminal ~/auction-api $ {c}", "PhpStorm terminal: {c}",
    "Rider terminal PS> {c}", "WebStorm terminal ~/catch-portal $ {c}",
    "Android Studio terminal ~/catch-app $ {c}", "Qt Creator, Terminal pane: {c}",
    "KDevelop terminal view: {c}", "hterm on the export desk Chromebook: {c}",
    "Code::Blocks pre-build step: {c}", "~/.bash_history on the auction server:\n{c}",
    "command ba yang run: {c}", "di command weh Delroy run: {c}",
    "'t commando da 'k gedraaid è: {c}", "komento jonka mie ajoin: {c}",
    "command lau ese ai karaia: {c}", "command ai bin ranem: {c}", "command me I wiahda: {c}",
    "ko te command neʼe au fai: {c}", "kommandoen jeg kjørte: {c}", "実行したコマンド：{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rediss://{u}:{pw}@cache.ternwater.lan:6380/2",
    "clickhouse://{u}:{pw}@ch.ternwater.lan:9000/landings",
    "oracle+oracledb://{u}:{pw}@ora.ternwater.lan:1521/?service_name=AUCTION",
    "mssql+pytds://{u}:{pw}@sql.ternwater.lan:1433/Export",
    "db2+ibm_db://{u}:{pw}@db2.ternwater.lan:50000/LANDINGS",
    "teradatasql://{u}:{pw}@td.ternwater.lan/catch",
    "vertica+vertica_python://{u}:{pw}@vertica.ternwater.lan:5433/prices",
    "hana://{u}:{pw}@hana.ternwater.lan:39015",
    "davs://{u}:{pw}@cloud.ternwater.coop/remote.php/dav/files/{u}/",
    "imaps://{u}:{pw}@mail.ternwater.coop:993/INBOX",
    "socks5://{u}:{pw}@proxy.ternwater.lan:1080",
    "mongodb+srv://{u}:{pw}@auction.ternwater.coop/lots?retryWrites=true",
    "neo4j+s://{u}:{pw}@graph.ternwater.lan:7687",
    "ftps://{u}:{pw}@ftp.ternwater.coop:990/catch-certificates/",
    "Server=sql.ternwater.lan;Database=Export;User Id={u};Password={pw};TrustServerCertificate=True;",
]  # fmt: skip
_URL_PLACES = [
    "LANDINGS_DB_URL={c}", "Slab page 'Databases': {c}", "keep this connection string for me: {c}",
    "connectiestring van de afslag: {c}", "yhteys: {c}", "Richpanel #812: {c}",
    "Document360 draft 'Connections': {c}", "接続文字列：{c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "ternwater-coop", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "landings:read auction:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Windward", "WINDWARD_API_KEY", _j((HEX, 40))),
    ("exactEarth", "EXACTEARTH_TOKEN", lambda g: v.uuid4(g, "8")),
    ("ORBCOMM", "ORBCOMM_ACCESS_TOKEN", _j((URLSAFE, 43))),
    ("Trace Register", "TRACEREGISTER_API_SECRET", _j((ALNUM, 40))),
    ("Wisefish", "WISEFISH_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Maritech", "MARITECH_API_KEY", _j((UPPER_HEX, 32))),
    ("Marel Innova", "INNOVA_SERVICE_TOKEN", _vendor_jwt("https://auth.innova.marel.example")),
    ("Pefa", "PEFA_API_KEY", _j("pefa_", (ALNUM, 32))),
    ("Displayfish", "DISPLAYFISH_KEY", _j((HEX, 32))),
    ("Tridge", "TRIDGE_API_TOKEN", _j("trg_", (URLSAFE, 40))),
    ("Urner Barry", "URNERBARRY_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Mintec", "MINTEC_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Selina Wamucii", "SELINAWAMUCII_API_KEY", _j((HEX, 40))),
    ("StormGeo", "STORMGEO_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Windguru", "WINDGURU_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Open-Meteo", "OPENMETEO_API_KEY", _j((ALNUM, 24))),
    ("Portcast", "PORTCAST_API_KEY", _j((HEX, 64))),
    ("GoComet", "GOCOMET_API_TOKEN", _vendor_jwt("https://api.gocomet.example")),
    ("Searoutes", "SEAROUTES_API_KEY", _j((ALNUM, 40))),
    ("Shippeo", "SHIPPEO_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Descartes MacroPoint", "MACROPOINT_API_KEY", _j((UPPER_DIGITS, 32))),
    ("e2open", "E2OPEN_API_SECRET", _j((B64, 64))),
    ("CargoX", "CARGOX_API_KEY", _j("cgx_", (HEX, 48))),
    ("essDOCS", "ESSDOCS_API_KEY", lambda g: v.uuid4(g, "9")),
    ("edoxOnline", "EDOX_API_TOKEN", _j((ALNUM, 32))),
    ("MyShipTracking", "MYSHIPTRACKING_API_KEY", _j((ALNUM, 32))),
    ("FleetMon", "FLEETMON_API_KEY", _j((HEX, 40))),
    ("Wholechain", "WHOLECHAIN_API_KEY", _j("wc_live_", (ALNUM, 32))),
    ("FoodLogiQ", "FOODLOGIQ_ACCESS_TOKEN", _j((URLSAFE, 43))),
    ("TraceGains", "TRACEGAINS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("ReposiTrak", "REPOSITRAK_API_SECRET", _j((HEX, 64))),
    ("Trace One", "TRACEONE_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Abalobi", "ABALOBI_TOKEN", _vendor_jwt("https://api.abalobi.example")),
    ("OpenSC", "OPENSC_API_KEY", _j((B64, 43), "=")),
    ("SPS Commerce", "SPSCOMMERCE_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("TrueCommerce", "TRUECOMMERCE_API_KEY", _j((UPPER_HEX, 40))),
    ("Orderful", "ORDERFUL_API_KEY", _j((ALNUM, 32))),
    ("Stedi", "STEDI_API_KEY", _j((ALNUM, 40))),
    ("Cleo", "CLEO_INTEGRATION_TOKEN", _j((HEX, 32))),
    ("Boomi", "BOOMI_API_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Celigo", "CELIGO_API_TOKEN", _j((HEX, 32))),
    ("Jitterbit", "JITTERBIT_API_KEY", _j((ALNUM, 36))),
    ("Albato", "ALBATO_API_KEY", _j((HEX, 40))),
    ("ApiX-Drive", "APIXDRIVE_TOKEN", _j((ALNUM, 28))),
    ("Latenode", "LATENODE_API_KEY", _j((URLSAFE, 40))),
    ("Activepieces", "AP_API_KEY", _j((ALNUM, 48))),
    ("Thermo King", "THERMOKING_API_KEY", _j((HEX, 32))),
    ("Daikin Active CA", "DAIKIN_CA_CLIENT_SECRET", _j((URLSAFE, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "eb setenv {env}={tok}",
    "PowerShell: $env:{env} = \"{tok}\"",
    "cf set-env auction-sync {env} {tok}",
    "nssm set AuctionSync AppEnvironmentExtra {env}={tok}",
    "sam deploy --parameter-overrides {env}={tok}",
    "kubectl create secret generic auction-sync --from-literal={env}={tok}",
    "docker run -e {env}={tok} ternwater/landings-sync:2.4",
    "crontab -l\n{env}={tok}\n15 3 * * * /opt/sync/run.sh",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "supervisord program:\nenvironment={env}=\"{tok}\"",
    "Ternwater ERP › Admin › Connectors › {vendor} › API key: {tok}",
    "Slab table 'Integrations': | {vendor} | prod | {tok} |",
    "ManageEngine request 5602: {vendor} sync failing, key in use {tok}",
    "Teamwork Chat, Kees: {vendor} key for the landings sync: {tok}",
    "GoTo Connect SMS: new {vendor} token {tok}, the old one is revoked",
    "note to self: {vendor} API key {tok}",
    "can you keep the {vendor} API key for me? {tok}",
    "Richpanel #840: {vendor} integration broken, current key {tok}",
    "{vendor} API key ba sa {tok}",
    "di {vendor} API key weh wi use now a {tok}",
    "API-sleutel van {vendor} voe de afslag: {tok}",
    "{vendor}in API-avain: {tok}",
    "{vendor} ena API key be {tok}",
    "API key blo {vendor} em {tok}",
    "API kih en {vendor} iei {tok}",
    "Ko te API key ʼo {vendor} ko {tok}",
    "la clave API de {vendor} para la lonja: {tok}",
    "chave da API {vendor} da lota: {tok}",
    "API-nøkkel til {vendor} for fangstdataene: {tok}",
    "API-lykill {vendor} fyrir fiskmarkaðinn: {tok}",
    "{vendor} のAPIキーは {tok} です",
    "{vendor} API 키는 {tok}",
    "klucz API {vendor} do hali: {tok}",
    "chiave API di {vendor} per l'asta del pesce: {tok}",
    "API-Schlüssel von {vendor} für die Räucherei: {tok}",
    "khóa API của {vendor}: {tok}",
    "kunci API {vendor} untuk TPI: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    windward = _r(rng, HEX, 40)
    displayfish = _r(rng, HEX, 32)
    searoutes = _r(rng, ALNUM, 40)
    orderful = _r(rng, ALNUM, 32)
    celigo = _r(rng, HEX, 32)
    myship = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'resp = httpx.get("https://api.windward.example/v2/vessels", headers={{"x-windward-key": "{windward}"}})', windward),
        Sample("vendor_token", f"curl -H 'X-Displayfish-Key: {displayfish}' https://api.displayfish.example/lots?auction=yerseke", displayfish),
        Sample("vendor_token", f'const routes = new SearoutesClient({{ apiKey: "{searoutes}" }});', searoutes),
        Sample("vendor_token", f"local.properties:\norderful.apiKey={orderful}", orderful),
        Sample("vendor_token", f"$celigo = new CeligoApi('{celigo}');", celigo),
        Sample("vendor_token", f"<add key=\"MyShipTrackingKey\" value=\"{myship}\" />", myship),
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


_BARE_PLACES = ["{t}", "Teamwork Chat: {t}", "it's shown only once, so copying it here:\n{t}",
                "token be {t}", "token: {t} (de ouwe is dood)", "{t}\n^ that's the live one",
                "keep this for me please: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 20), ".", (URLSAFE, 44)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 40)), _j((URLSAFE, 54)), _j((B64, 48)), _j((ALNUM, 32))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "VMS transceiver shared key, Storm Petrel: {h}": 32,
    "HMAC secret for the auction clock's bid webhook: {h}": 64,
    "Thermo King telematics AES key: {h}": 32,
    "Marel Innova backup encryption key (hex): {h}": 64,
    "IPsec pre-shared key of the Thursday Island link, hex: {h}": 48,
    "encryptiesleutel van de afslag-back-up: {h}": 64,
    "backup ena encryption key be {h}": 48,
    "kih en encryption en backup: {h}": 64,
    "krypteringsnøkkel for fangstdagboka (ERS): {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ManageEngine #5633: token copied from the browser dev tools {t}",
    "Cookie: lang=nl; tw_session={t}",
    "AUCTION_API_ACCESS_TOKEN={t}",
    "hang on to this bearer token: {t}",
    "token van de afslag-API: {t}",
    "token be {t}",
    "Richpanel transcript: authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.ternwater.coop/realms/coop",
            "azp": "auction-clock",
            "roles": ["buyer", "auctioneer"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the auction clock server, stash it somewhere:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/clock.ternwater.coop.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"CATCH_CERT_SIGNING_KEY": "{key}", "issuer": "export-desk"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ed25519_iceplant <<'EOF'\n{key}\nEOF": ("OPENSSH PRIVATE KEY", "\n"),
    "ManageEngine #5641, pasted by the integrator:\n{key}": ("EC PRIVATE KEY", "\n"),
    "privé sleutel van de afslagserver:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Vigo broker's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Leap wallet backup words, copying them before I shred the card: {p}": "english",
    "Pontem wallet recovery phrase\n{p}": "english",
    "Lace wallet words (the old ice-fund wallet, emptied): {p}": "english",
    "Ngrave backup words: {p}": "english",
    "voice memo: the Nami wallet recovery words are {p} and that's all of them": "english",
    "Slab page 'Auction deposit wallet (retired)': {p}": "english",
    "frase semilla de la billetera Glow, oye: {p}": "spanish",
    "frase de recuperação da carteira Jaxx Liberty: {p}": "portuguese",
    "frase di recupero del portafoglio AirGap Vault: {p}": "italian",
    "obnovovací fráze peněženky MyTonWallet: {p}": "czech",
    "Arculus 지갑 복구 문구: {p}": "korean",
    "сид-фраза кошелька KeepKey: {p}": "russian",
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
    """A Luhn-valid card number of one of ``prefixes`` (Elo's, Dankort's, Humo's, UzCard's,
    Napas', UATP's, Bancontact's: brands the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


_OWN_BRANDS: dict[str, tuple[list[str], list[int]]] = {
    "elo": (["636368", "438935", "504175", "451416", "636297", "506699", "509048", "650031"], [16]),
    "dankort": (["5019"], [16]),
    "humo": (["9860"], [16]),
    "uzcard": (["8600"], [16]),
    "napas": (["9704"], [16, 19]),
    "uatp": (["1"], [15]),
    "bancontact": (["6703"], [19]),
}  # fmt: skip


def _card(rng: random.Random, brand: str) -> str:
    if brand in _OWN_BRANDS:
        return _card_of(rng, *_OWN_BRANDS[brand])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Teamwork Chat, Kees: the coop card for the Baader spare knives is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} valid to {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "ManageEngine #5650: pay the Ziegra service visit with card {c}",
    "ai card namba ba sa {c}, {mm}/{yy}",
    "mi card nomba a {c}, {mm}/{yy}",
    "m'n kaartnummer: {c}, {mm}/{yy}",
    "minun kortin numero: {c}",
    "egu card namba be {c}, {mm}/{yy}",
    "kad namba blo mi em {c}",
    "ahi nempe en card iei {c}, {mm}/{yy}",
    "ko te numelo ʼo taku kate ko {c}",
]  # fmt: skip


_BRANDS = ["visa", "elo", "mastercard", "dankort", "amex", "humo", "uzcard", "napas", "uatp",
           "bancontact", "discover", "diners"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 03/37, CVV2 {cvv}",
               "the three digits on the signature panel of the coop card: {cvv}",
               "Amex {c}, the four small digits on the front above the number: {cvv}",
               "de drie cijfers achterop de kaart: {cvv}",
               "thri namba lo bak blo kad em {cvv}",
               "ko te ʼu numelo e tolu ʼi te tua ʼo te kate: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 32 (each in two earlier corpora).
_IBAN_COUNTRIES = ["ES", "PT", "NL", "GB", "DE", "IT", "PL", "HU"]


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_number(g, country), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TW-2033-041: please pay the ice for the Storm Petrel to {i} within 14 days",
    "save the Vigo broker's IBAN: {i}",
    "IBAN: {i}\nReference: langoustine lot 19, March",
    "Teamwork Chat #treasury: the Peniche buyer's new bank details, IBAN {i}",
    "ai IBAN ba sa {i}",
    "mi IBAN a {i}",
    "m'n IBAN: {i}",
    "minun IBAN: {i}",
    "egu IBAN be {i}",
    "ahi IBAN iei {i}",
    "cuenta del armador de Vigo, IBAN {i}",
    "numer konta (IBAN) odbiorcy z Władysławowa: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _imei(g: random.Random) -> str:
    """An IMEI: a type allocation code, a serial and its Luhn check digit."""

    def make(h: random.Random) -> str:
        body = h.choice(["35", "86", "01"]) + _r(h, D, 12)
        return body + luhn.calc_check_digit(body)

    return str(std_imei.format(v.until(g, make, std_imei.is_valid)))


def _meid(g: random.Random) -> str:
    """A MEID in hex: a manufacturer code, a serial and its check digit (Luhn over hex)."""

    def make(h: random.Random) -> str:
        body = h.choice(["A0", "A1", "A2"]) + _r(h, UPPER_HEX, 12)
        return f"{body} {std_meid.calc_check_digit(body)}"

    return v.until(g, make, std_meid.is_valid)


def _vsk(g: random.Random) -> str:
    """An Icelandic VSK (VAT) number: five or six digits, a format python-stdnum checks."""
    return v.until(g, lambda h: _r(h, D, h.choice([5, 6])), is_vsk.is_valid)


def _fo_vn(g: random.Random) -> str:
    """A Faroese V-number (V-tal): six digits, a format python-stdnum checks."""
    return v.until(g, lambda h: h.choice("3456") + _r(h, D, 5), fo_vn.is_valid)


def _oss(g: random.Random) -> str:
    """An EU OSS number of the non-union scheme: EU, a member state's numeric code, six digits."""
    return v.until(
        g, lambda h: "EU" + h.choice(["372", "528", "208"]) + _r(h, D, 6), eu_oss.is_valid
    )


def _cae(g: random.Random) -> str:
    """A Spanish CAE (excise establishment code): ES000, an office, an activity key, a serial and
    a letter; python-stdnum checks its office and activity key."""

    def make(h: random.Random) -> str:
        key = h.choice(UPPER) + h.choice(UPPER_DIGITS)
        return f"ES000{h.choice(['36', '15', '11', '27'])}{key}{_r(h, D, 3)}{h.choice(UPPER)}"

    return v.until(g, make, es_cae.is_valid)


def _hrn(g: random.Random) -> str:
    """A German Handelsregisternummer: a court python-stdnum knows, HRA or HRB, a number."""
    return v.until(
        g,
        lambda h: (
            f"Amtsgericht {h.choice(['Aurich', 'Tostedt', 'Hamburg'])} HRB {h.randrange(100, 220_000)}"
        ),
        de_hrn.is_valid,
    )


def _nuss(g: random.Random) -> str:
    """A Spanish social security number (NUSS): a province, eight digits and two check digits,
    the province and number modulo 97 (a rule written here; python-stdnum has no module)."""
    province = g.choice(["36", "15", "27", "11"])
    number = g.choice("123456789") + _r(g, D, 7)
    return f"{province}/{number}/{int(province + number) % 97:02d}"


def _niss(g: random.Random) -> str:
    """A Portuguese NISS: eleven digits, the last a check digit of the commonly published weights
    (29, 23, 19, 17, 13, 11, 7, 5, 3, 2), computed here; python-stdnum has no module."""
    body = "1" + _r(g, D, 9)
    weights = [29, 23, 19, 17, 13, 11, 7, 5, 3, 2]
    total = sum(int(c) * w for c, w in zip(body, weights, strict=True))
    return body + str(9 - total % 10)


def _medicare(g: random.Random) -> str:
    """An Australian Medicare card number: eight digits, a weighted check digit (1, 3, 7, 9) and
    an issue number, computed here; python-stdnum has no module."""
    body = g.choice("23456") + _r(g, D, 7)
    check = sum(int(c) * w for c, w in zip(body, [1, 3, 7, 9, 1, 3, 7, 9], strict=True)) % 10
    number = body + str(check) + g.choice("123456789")
    return f"{number[:4]} {number[4:9]} {number[9]}"


def _pl_id_card(g: random.Random) -> str:
    """A Polish identity card (dowód osobisty) number: three letters, a check digit and five
    digits, weights 7, 3, 1, 7, 3, 1, 7, 3 (computed here; python-stdnum has no module)."""
    letters = _r(g, UPPER, 3)
    digits = _r(g, D, 5)
    values = [ord(c) - 55 for c in letters] + [int(c) for c in digits]
    check = sum(x * w for x, w in zip(values, [7, 3, 1, 7, 3, 1, 7, 3], strict=True)) % 10
    return f"{letters}{check}{digits}"


def _ni_cedula(g: random.Random) -> str:
    """A Nicaraguan cédula: a municipality, a birth date, a serial and a letter; unchecked."""
    born = f"{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(60, 100):02d}"
    return f"{g.choice(['601', '602', '603'])}-{born}-{_r(g, D, 4)}{g.choice(UPPER)}"


def _hn_dni(g: random.Random) -> str:
    """A Honduran DNI: a department and municipality, a birth year and a serial; unchecked."""
    return f"09{g.choice(['01', '03', '04'])}-{g.randrange(1960, 2005)}-{_r(g, D, 5)}"


def _pg_nid(g: random.Random) -> str:
    """A Papua New Guinea NID number: ten digits as drawn here; no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _fm_ssn(g: random.Random) -> str:
    """A Micronesian (FSM) social security number as drawn here: nine digits; no public check."""
    return f"{_r(g, D, 3)}-{_r(g, D, 2)}-{_r(g, D, 4)}"


def _seafarer_id(g: random.Random) -> str:
    """A seafarer's identity document (ILO C185) number as drawn here: a state and seven digits."""
    return g.choice(["NLD", "NOR", "ESP"]) + _r(g, D, 7)


def _passport(prefixes: list[str], digits: int) -> Maker:
    """A passport number of a prefix and ``digits`` digits, the shape drawn here; unchecked."""

    def make(g: random.Random) -> str:
        return g.choice(prefixes) + _r(g, D, digits)

    return make


_ID_PLACES: dict[str, Maker] = {
    "IMEI of the skipper's stolen phone, for the police report: {s}": _imei,
    "IMEI-nummeret til skippertelefonen som forsvant: {s}": _imei,
    "MEID of the old CDMA phone in the Ling Bank's wheelhouse: {s}": _meid,
    "VSK-númer fiskkaupandans á reikningnum: {s}": _vsk,
    "V-tal hjá keyparanum í Klaksvík: {s}": _fo_vn,
    "OSS number of the Norwegian reseller (non-union scheme): {s}": _oss,
    "CAE del depósito fiscal de Vigo: {s}": _cae,
    "Handelsregisternummer der Cuxhavener Räucherei: {s}": _hrn,
    "número de afiliación a la Seguridad Social del marinero: {s}": _nuss,
    "NISS do pescador de Peniche: {s}": _niss,
    "Medicare kad namba blo Getano: {s}": _medicare,
    "numer dowodu osobistego rybaka: {s}": _pl_id_card,
    "ai cédula namba ba sa {s}": _ni_cedula,
    "DNI del buzo de langosta de Puerto Lempira: {s}": _hn_dni,
    "egu NID namba be {s}": _pg_nid,
    "ahi nempe en Social Security iei {s}": _fm_ssn,
    "Seafarer's Identity Document no. of the new deckhand: {s}": _seafarer_id,
    "egu passport namba be {s}": _passport(["P"], 7),
    "ahi nempe en passport iei {s}": _passport(["FM"], 6),
    "ko toku numelo paasipoti ko {s}": _passport(["18AB", "21KF", "19WF"], 5),
    "passinumeroni: {s}": _passport(["FH", "FJ"], 7),
    "m'n zeemansboekje nummer: {s}": _passport(["ZB"], 7),
    "mi passport nomba a {s}": _passport(["1"], 8),
    "passport namba blo mi em {s}": _passport(["PA", "PB", "PE"], 7),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return ["-".join(_r(rng, LOWER_DIGITS, 4) for _ in range(3)) for _ in range(n)]


_BACKUPS = ["Windward 2FA recovery codes\n{codes}", "backup codes for the coop's Microsoft 365 admin {codes}",
            "FleetMon backup codes: {codes}", "reservecodes voe de 2FA:\n{codes}",
            "2FA backup code ibounai: {codes}", "reservekoder for 2FA på fangstportalen: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Pefa:kees@ternwater.coop?secret={s}&issuer=Pefa&period=30",
              "FreeOTP, manual entry for the Tridge account, key: {s}",
              "Stratum setup key for the e2open login: {s}",
              "kih en 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your Wholechain sign-in code", "BANPRO: tu código de verificación es {c}. No lo compartas.",
          "[BSP] Your one time PIN is {c}", "【漁協ネットバンク】確認コード：{c}",
          "SpareBank 1: engangskoden din er {c}"]  # fmt: skip


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


_SSIDS = ["Ternwater-Auction", "TW-IcePlant-5G", "StormPetrel-Wheelhouse", "LingBank-Crew",
          "Claro_Bilwi", "Kolbi-Limon-4G", "Ziggo-Yerseke", "Telenor-Vadso-5G",
          "Digicel-Hanuabada", "Telstra-Waiben", "FSMTC-Kolonia", "SPT-Halalo", "Movistar-Vigo",
          "MEO-Peniche"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nWPA2 key: {pw}",
    "ice plant network {s} – password {pw}",
    "wheelhouse wifi: {s} / {pw}",
    "wpa_supplicant.conf on the auction display:\nnetwork={{\n    ssid=\"{s}\"\n    psk=\"{pw}\"\n}}",
    "the key on the sticker under the Digicel box: {pw}",
    "Starlink on the Ling Bank: network {s}, passphrase {pw}",
    "wifi {s} password ba sa {pw}",
    "fi get pon di {s} wifi yu put {pw}",
    "wifi {s}, 't wachtwoôrd is {pw}",
    "wifi {s}, passordi: {pw}",
    "wifi {s} ena password be {pw}",
    "password blo wifi {s} em {pw}",
    "password en wifi {s} iei {pw}",
    "ko te password ʼo te wifi {s} ko {pw}",
    "wifi-passordet til {s} er {pw}",
    "la clave del wifi {s} es {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, UPPER_DIGITS, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("pefa_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("wc_live_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[read out over the VHF] {t}",
          "(spaced so the Teamwork Chat preview doesn't show it) {t}", "letter voe letter: {t}",
          "leta ta ta: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " - ".join(token[k : k + 3] for k in range(0, len(token), 3))}
    if style == 3:
        return {"t": " ; ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 4:
        return {"t": " ".join(token[k : k + 2] for k in range(0, len(token), 2))}
    return {"t": [" ", "."][index % 2].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["padlock on the bait freezer: {pw}", "the ice plant door keypad takes {pw} then #",
          "the gear store at Yerseke opens with {pw}", "lock code ba sa {pw}",
          "code van 't hangslot op de netloods: {pw}", "verkkovajan lukon koodi: {pw}",
          "lock ena code be {pw}", "code blo lock lo freezer em {pw}",
          "code en lock en freezer iei {pw}", "ko te code ʼo te loka ʼo te fale ika: {pw}",
          "koden til hengelåsen på agnfrysen: {pw}", "製氷棟のドアの暗証番号：{pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["haddock", "saithe", "brill", "turbot", "capelin", "whelk", "skipjack", "wahoo",
                 "otterboard", "codend", "gillnet", "creel", "scupper", "keelson", "sternramp",
                 "floatline"]  # fmt: skip
_PHRASES = {"Padloc master passphrase for the export desk: {p}": " ",
            "Buttercup vault passphrase: {p}": " ",
            "Sticky Password master passphrase: {p}": "-", "KeePassium database passphrase: {p}": ".",
            "wachtzin van de back-up: {p}": " ", "varmuuskopion salalause: {p}": "_",
            "backup ena passphrase be {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Kreya request, header Authorization: Basic {v}": True,
    "Varnish VCL: set req.http.Authorization = \"Basic {v}\";": True,
    "Requestly rule, modify header Authorization: Bearer {v}": False,
    "Firecamp environment, Authorization = Basic {v}": True,
    "HTTP Toolkit capture of the Portcast call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Akaunting .env:\nDB_HOST=127.0.0.1\nDB_USERNAME=akaunting\nDB_PASSWORD={pw}",
    "FrontAccounting config_db.php:\n$db_connections = array(0 => array('name' => 'Ternwater', 'host' => 'localhost', 'dbuser' => 'fa', 'dbpassword' => '{pw}', 'dbname' => 'fa'));",
    "webERP config.php:\n$DBUser = 'weberp';\n$DBPassword = '{pw}';",
    "EspoCRM data/config-internal.php:\n'database' => ['host' => 'localhost', 'dbname' => 'espocrm', 'user' => 'espo', 'password' => '{pw}'],",
    "vtiger config.inc.php:\n$dbconfig['db_username'] = 'vtiger';\n$dbconfig['db_password'] = '{pw}';",
    "OroCRM config/parameters.yml:\n    database_user: oro\n    database_password: {pw}",
    "Matomo config/config.ini.php:\n[database]\nhost = \"localhost\"\nusername = \"matomo\"\npassword = \"{pw}\"",
    "NetBox configuration.py:\nDATABASE = {{'NAME': 'netbox', 'USER': 'netbox', 'PASSWORD': '{pw}', 'HOST': 'localhost'}}",
    "z-ocsinventory-server.conf:\n  PerlSetEnv OCS_DB_USER ocs\n  PerlSetEnv OCS_DB_PWD {pw}",
    "Artifactory system.yaml:\nshared:\n  database:\n    type: postgresql\n    username: artifactory\n    password: {pw}",
    "harbor.yml:\nharbor_admin_password: {pw}\ndatabase:\n  max_idle_conns: 100",
    "Gerrit etc/secure.config:\n[sendemail]\n  smtpPass = {pw}",
    "ReviewBoard settings_local.py:\nDATABASES = {{'default': {{'ENGINE': 'django.db.backends.postgresql', 'NAME': 'reviewboard', 'USER': 'rb', 'PASSWORD': '{pw}'}}}}",
    "/etc/mail/secrets (OpenSMTPD):\nternwater alerts@ternwater.coop:{pw}",
    "Horde config/conf.php:\n$conf['sql']['username'] = 'horde';\n$conf['sql']['password'] = '{pw}';",
    "rsyslog.d/50-mysql.conf:\naction(type=\"ommysql\" server=\"db.ternwater.lan\" db=\"Syslog\" uid=\"rsyslog\" pwd=\"{pw}\")",
    "syslog-ng.conf:\ndestination d_sql {{ sql(type(pgsql) host(\"pg.ternwater.lan\") username(\"syslogng\") password(\"{pw}\") database(\"logs\")); }};",
    "Statping config.yml:\nconnection: postgres\nhost: pg.ternwater.lan\nuser: statping\npassword: {pw}",
    "Cachet .env:\nDB_DRIVER=pgsql\nDB_USERNAME=cachet\nDB_PASSWORD={pw}",
    "slapd.conf:\nrootdn \"cn=admin,dc=ternwater,dc=coop\"\nrootpw {pw}",
    "daloradius.conf.php:\n$configValues['CONFIG_DB_USER'] = 'radius';\n$configValues['CONFIG_DB_PASS'] = '{pw}';",
    "Yate regfile.conf:\n[auction-desk]\npassword={pw}",
    "oVirt 10-setup-database.conf:\nENGINE_DB_USER=\"engine\"\nENGINE_DB_PASSWORD=\"{pw}\"",
    "~/.one/one_auth (OpenNebula):\noneadmin:{pw}",
    "CloudStack db.properties:\ndb.cloud.username=cloud\ndb.cloud.password={pw}",
    "Kopano server.cfg:\nmysql_user = kopano\nmysql_password = {pw}",
    "LedgerSMB ledgersmb.conf:\n[database]\nhost = localhost\ndb_namespace = public\npassword = {pw}",
    "Metasfresh metasfresh.properties:\nspring.datasource.username=metasfresh\nspring.datasource.password={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Rune: what's the pw for the Ling Bank laptop?\nIngrid: {pw}",
    "[04:51] vagi: password for the ice plant HMI?\n[04:52] kila: {pw}",
    "Delroy: {pw} is the new auction PC password",
    "Marinus: I set {pw} on the Marelec scale",
    "Arlen: password raya ba sa {pw}",
    "Shirlene: wi change it, now it a {pw}",
    "Janneke: 't nieuwe wachtwoôrd is {pw}",
    "Eeva: uusi passordi oon {pw}",
    "Igua: password matamata be {pw}",
    "Maima: nyu password em {pw}",
    "Marstella: password kapw iei {pw}",
    "Malia: ko te password foʼou ko {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200cword = {pw}", "Pass\u2061word → {pw}", "passwоrd: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "wacht\u200dwoord: {pw}", "Pass\u00adwort = {pw}", "contra\u202aseña: {pw}",
    "pаss\u2060wоrd: {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍 = {pw}",
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
    "the auction PC password is": "{s}", "Marelec scale pw:": "{s} (since the recalibration)",
    "wachtwoôrd:": "{s}", "Ice plant HMI password": "{s}\nrotate it after the season",
    "password ba sa": "{s}", "password be": "{s}", "passordi oon": "{s}",
    "Ling Bank laptop password": "{s}", "the password Rune read out over the VHF was": "{s}, I think",
    "ko te password ko": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Windward API key", "{s}", _j((HEX, 40))),
    ("split_token", "Pefa key:", "{s} (auction feed)", _j("pefa_", (ALNUM, 32))),
    ("split_token", "StormGeo API key", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Leap wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/37", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "PT"))),
    ("split_backup", "Windward recovery codes", "{s}\nq7k2-m4xp-9tdr\nw3hn-8vcz-2ljf", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "número de afiliación", "{s}", _nuss),
    ("split_phrase", "Padloc passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"auction_clock": {"url": "https://clock.ternwater.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"wachtwoôrd": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "kees", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "marelec-1"}, {"name": "marelec-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysqlimport", "--host", "db.ternwater.lan", "--user", "auction", "--password", "{s}", "auction", "lots.csv"]}': ("meta_password", _plain_pw),
    '{"note": "passordi serverile oon {s}"}': ("meta_password", _plain_pw),
    '{"password_blo_server": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Grenco chiller panel as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"windward": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"portcastToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"displayfish_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "11/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "dankort"), " ", g)),
    '{"broker": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "ES")),
    '{"crew": {"medicare_number": "{s}"}}': ("meta_id", _medicare),
    '{"mfa": {"recovery_codes": ["{s}", "q7k2-m4xp-9tdr", "w3hn-8vcz-2ljf"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"ice_fund_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"vms": {"shared_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bait_freezer": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "TW-IcePlant-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"marelec-m2400-firmware-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/ternwater/auction-clock:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"clock: round bids to 5 cents", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(
    b"export: revert catch certificate template", usedforsecurity=False
).hexdigest()[:8]
_MD5 = hashlib.md5(b"landings_2033-03-14.csv", usedforsecurity=False).hexdigest()
_SHA1 = hashlib.sha1(b"ice-plant-log-2033-02.tar.gz", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Marelec scale password before the calibration visit on 2033-04-18.",
    "Rune asked for the wheelhouse wifi password; it's on the laminated card by the chart table.",
    "Policy: coop passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into Teamwork Chat; send a vault link instead.",
    "The `.env.example` line `WINDWARD_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Baader HMI asks for a new password after every software update.",
    "Replace <YOUR_PEFA_KEY> in the README with the key from your Pefa account page.",
    "PORTCAST_API_KEY and DISPLAYFISH_KEY must be set before the nightly auction sync runs.",
    "Upla wala ra ai password ba wiras apia.",
    "No tell nobady yu password, seen?",
    "Zeg je wachtwoôrd nooit an iemand.",
    "Älä sano passordia kelleekään.",
    "Ma haida dekenai emu password do oi gwau lasi.",
    "No tok yu password lo nadhawan.",
    "Dehr ndaiong emen ami password.",
    "ʼAua naʼa ke tala tou password ki he tahi.",
    "La contraseña tiene que tener por lo menos dieciséis caracteres.",
    "Passordet må ha minst seksten tegn.",
    "A palavra-passe tem de ter pelo menos dezasseis caracteres.",
    "パスワードは16文字以上にしてください。",
    "Upgraded the Marelec firmware from 5.1 to 5.2.0 and pyserial to 3.5 on the auction PC.",
    f"commit {_COMMIT} rounds the clock's bids to five cents.",
    f"Rolled back to {_SHORT} after the catch certificate template broke the export run.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The M2400 firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-1 of ice-plant-log-2033-02.tar.gz: {_SHA1}",
    f"The clock runs ghcr.io/ternwater/auction-clock@sha256:{_IMAGE}.",
    f"MD5 of landings_2033-03-14.csv is {_MD5}, same as the copy on the export share.",
    "Request id 3f9c2e71-8b4d-4a06-9e15-7c2b0d8a4f63 is the slow call in the Windward logs.",
    "Purchase order PO-2033-00731 for 12 tonnes of flake ice ships on Monday.",
    "ManageEngine #5521: the pump station alarm at Yerseke trips every high tide.",
    "Call the Bilwi landing site on +505 2792 2281 before noon.",
    "Order 2033-118-4471 for 300 fish boxes arrives at the plant on Friday.",
    "Catch certificate EU-CC-2033-00918 covers the langoustine landed on 14 March.",
    "HS code 0306.15 is Norway lobster, frozen; 0302.72 is fresh catfish.",
    "The ice plant makes 25 tonnes a day; the cold store holds at -25 °C.",
    "After five wrong passwords the clock locks the buyer account for 15 minutes.",
    "The Storm Petrel is 24 m long and lands about 8 tonnes a trip.",
    "The secret of good smoked haddock is a slow oak fire and patience.",
    "Ask Kees for the gear store keypad code, I don't have it.",
    "My card ending 4417 was declined at the chandlery in Vlissingen.",
    "The Vigo broker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's Windward account and keep them in the safe.",
    "No wallet's support team will ever ask for your recovery phrase.",
    "Keep `PEFA_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the bait freezer ices up in January; spray it with de-icer.",
    "Windward moved the API key page under Settings › Developer in its spring release.",
    "The guest wifi 'Ternwater-Guest' is open, no password needed.",
    "Lot 2033-YRS-0412: 40 kg of brill, grade A, sold at 11.80 EUR/kg on the clock.",
    "The VHF working channel for the auction is 14; the harbour office listens on 12.",
    "Your password must not contain your user name or the word Ternwater.",
    "The engine workshop replaced the raw-water pump on the Ling Bank, invoice 2033/0217.",
    "Ticket 5633 is closed: the buyer's token had simply expired, a new login fixed it.",
    "ERS logbook version 3.4 rejects landings without a port code such as NLYSK.",
    "The ice plant's two compressors run in turns of 12 hours.",
    "Den nye koden til porten kommer på SMS fra havnekontoret.",
    "El código de la puerta lo tiene el encargado de la lonja.",
    "De pincode van de kaart staat nergens opgeschreven.",
    "Langoustine prices fell 6 % this week; the boats stay in on Thursday.",
    "The auction starts at 05:30; buyers log in with their own accounts, not a shared one.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/coop/auction-clock", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "5521", "purchase_order": "PO-2033-00731"}',
    '{"lot": {"id": "2033-YRS-0412", "species": "brill", "weight_kg": 40}}',
    '{"phone": "+505 2792 2281", "site": "Bilwi"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "fish_boxes": 2140}',
    '{"hs_code": "0306.15", "origin": "NL", "description": "Norway lobster, frozen"}',
    '{"request_id": "3f9c2e71-8b4d-4a06-9e15-7c2b0d8a4f63", "status": 200, "duration_ms": 812}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
