# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, thirty-ninth corpus: written blind, never reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to thirty-eighth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to
use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests nor the reports, and the scrubber was never run on it. Its own seed, password words
(seabirds, ferry gear, ports, departure times), names, places, templates, tools, vendors and
layouts, the way the ticket offices, deck and engine crews, bunkering desk, tug skippers and port
radio room of a ferry line and harbour authority (Nordhaaf Ferries and Harbour Board: the ferries
Bonxie, Tystie, Shalder, Maalie and Solan between Lerwick, Bressay, Whalsay, Kirkwall, Houton,
Dagebüll, Wyk auf Föhr, Havneby on Rømø, Delfzijl, Eemshaven, St Peter Port, Sark and Florø, the
tugs Dunter, Scarf, Whaup and Tirrick, a bunker barge, a linkspan and a VTS radio room) leak
secrets into an assistant's memory: Stashcat, Teamwire, Ginlo, Ricochet Refresh, SecuChat, JusTalk
and Synology Chat messages, SkyFile Mail, AmosConnect, GTMailPlus, Rydex and Dualog mail from the
ships, Speedcast support chat, K-9 Mail, FairEmail, Claws Mail, Geary, eM Client and Pegasus Mail
drafts, Diaro and Daylio notes to self, EasyVista, Marval, OTOBO and Alloy Navigator tickets, TM
Master, Star IPS, BASSnet and Sertica work orders, GMDSS and bridge logbooks, a VTS handover note,
MOTOTRBO and Tetra SDS texts, e-mails, runbooks, README fragments, shell, zsh, fish and PowerShell
histories, a dtach session, an iLO console and Ansible tasks, commands of pveum, mmcli, qmicli,
storcli, perccli, ssacli, midclt, synouser, monetdb, sstableloader, asinfo, asbackup, RANCID's
clogin, napalm, logcli, mimirtool, elasticsearch-keystore, kibana-keystore, dsmod, Set-LocalUser,
hponcfg, SMcli, naviseccli, dscli, hdbuserstore, eapol_test, spark-sql, New-VICredentialStoreItem,
sc config, nsupdate, dig -y, netmiko and ldapvi (tools heldouts 5 to 38 do not name), configs of
tac_plus, pyATS testbeds, oxidized, RANCID's .cloginrc, Junos, FortiOS, VyOS, Aruba AOS-CX, HPE
Comware, Huawei VRP, RouterOS, Node-RED, Asterisk's manager.conf, FreeSWITCH's directory,
ZoneMinder, Tasmota, Icinga 2's API users, Keycloak and OTOBO, the web pages and panels of bridge,
engine, fuel, ticketing, gate, camera, payment, radio and network hardware (Wärtsilä NACOS, Sperry
VisionMaster, Anschütz Synapsis, Transas Navi-Sailor, Saab VTS, Danelec VDR, Jotron AIS, Hatteland,
Woodward, ComAp, Schottel, Brunvoll, Ulstein, Praxis, Vacon, Eltek, Micro Motion, Veeder-Root,
Franklin Fueling, Tokheim, Orpak, Custom VKP80III, Scheidt & Bachmann, Gunnebo, Avigilon, FLIR,
CCV, Worldline Yomani, Nayax, Payter, Frequentis, Airbus DXT, Weidmüller, OneWeb, Westermo),
Timegrip's crew roster, HTTPie Desktop, Posting, Burp, Wireshark, REST Client and Reqable captures,
LastPass, TeamPassword, Keyguard and Kaspersky Password Manager passphrases, andOTP and
Authenticator Pro secrets, Ethos, Cosmostation, Electron Cash, AlphaWallet, Core, Rise, Trustee,
Fewcha, BRD, Kabila and BitPay wallets, Bank of Scotland, Sydbank, Metrobank, PKO BP, monobank and
Sparebanken messages, voice-dictated text and requests to the assistant itself. About 60 % English
(or language-neutral config and shell), the rest in Shetlandic, Orcadian, North Frisian (Fering, of
Föhr), Saterland Frisian (Seeltersk), Gronings (Dutch Low Saxon), South Jutlandic (Sønderjysk),
Guernésiais and Norwegian Nynorsk (no earlier docstring names them; Norwegian, Scots, Low German,
West Frisian, Danish and Norman are named, these varieties are not), and German, Dutch, Danish,
French, Polish, European Portuguese, Tagalog and Ukrainian in wordings of their own. Vendors
(NAVTOR, Sinay, Portchain, Ferryhopper, Masabi, Nexi, Hogia, Carus, Paxport, Kaleris, Tideworks,
Portbase, Dakosy, ShipNet, DNV Veracity, Helm CONNECT, Mespas, ShipServ, Veson, Q88, Signal Ocean,
Marcura, ZeroNorth, Integr8 Fuels, Inatech, Martide, Mintra, Seably, Optibus, Flowbird, Ticketer,
EasyPark, PayEx, Tripletex, Fiken, e-conomic, Moneybird, sevDesk, Pleo, Qonto, Trustly, Lunar,
Tamigo, Visma, Fortnox, Navarino, Marlink) are ones heldouts 5 to 38 do not name; their token
shapes are drawn here, not copied from the vendors. The ids are kinds they do not use: a British
EORI number, whose VAT part is drawn until python-stdnum's `gb.vat` validates its weighted check; a
Dutch EORI number, the RSIN and the loonheffingennummer, whose nine digits are drawn until `nl.bsn`
validates the eleven-test; Germany's Wirtschafts-Identifikationsnummer, whose USt-IdNr part is
drawn until `de.vat` validates it; and a Spanish NIF of the M kind, drawn until `es.nif` validates
its check letter. Unchecked (no check a library or this file verifies, no check-digit algorithm
written here; shapes as drawn here): a UK certificate of competency number, an ENG1 medical
certificate number, a UK (DVLA) driving licence number, a Danish driving licence number, a Dutch
KvK number and vaarbewijs number, a Polish driving licence number, a Ukrainian seafarer's
certificate of competency (робочий диплом), a Philippine LTO driver's licence and a French permis
plaisance number; passports under Fering, South Jutlandic, Guernésiais and Nynorsk words (German,
Danish, British and Norwegian numbers), likewise unchecked. Card numbers pass Luhn
(Forbrugsforeningen, Laser, InstaPayment, Naranja and Prostir prefixes drawn here and checked with
python-stdnum's `luhn`, beside the helpers' Visa, Mastercard and Amex). The IBANs are of countries
used least by a rough count over heldouts 5 to 38 (Croatia, Malta, Greenland, the Falkland Islands,
France, Montenegro, the British Virgin Islands and Saint Lucia, each in two earlier corpora and
none in held-out 32), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, French, Portuguese and Czech lists, with valid checksums.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.de import vat as de_vat
from stdnum.es import nif as es_nif
from stdnum.gb import vat as gb_vat
from stdnum.nl import bsn as nl_bsn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 85_940_893
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


_SEA = ["Linkspan", "Gangway", "Purser", "Ballast", "Visor", "Cardeck", "Towline", "Pilotage",
        "Moorline", "Leeward", "Bowdoor", "Sternramp", "Breastline", "Dolphin", "Slackwater",
        "Swell"]  # fmt: skip
_BIRDS = ["Bonxie", "Tystie", "Maalie", "Shalder", "Whaup", "Dunter", "Scarf", "Solan", "Tirrick",
          "Peewit", "Kittiwake", "Eider", "Puffin", "Fulmar"]  # fmt: skip
_FERRIES = ["Bonxie", "Tystie", "Shalder", "Maalie", "Solan"]
_TUGS = ["Dunter", "Scarf", "Whaup", "Tirrick"]
_PLACES = ["Lerwick", "Bressay", "Whalsay", "Symbister", "Toft", "Ulsta", "Kirkwall", "Stromness",
           "Houton", "Dagebuell", "Wyk", "Wittduen", "Havneby", "List", "Delfzijl", "Eemshaven",
           "Ramsloh", "StPeterPort", "Sark", "Floro", "Askvoll", "Haugesund"]  # fmt: skip
_PW_NAMES = ["Magnie", "Bertie", "Jeemie", "Ingirid", "Thora", "Sigurd", "Erlend", "Inga", "Boy",
             "Oluf", "Hinnerk", "Meenke", "Geert", "Jelte", "Aaltje", "Roelf", "Jes", "Mette",
             "Nicolle", "Elise", "Eirik", "Solveig", "Gunnhild", "Ramil", "Marivic", "Rowena",
             "Bartek", "Tiago", "Joana", "Oksana", "Taras"]  # fmt: skip
_SYMBOLS = "!#%&*?@+=^_"
_LEET = ["L1nksp4n", "B0nx1e", "T1rr1ck", "Sh4ld3r", "G4ngw4y", "Purs3r", "B4ll4st", "M44l13"]


def _sailing(g: random.Random) -> str:
    """Two ports and a departure time, the way a ticket-office clerk makes a password."""
    a, b = g.sample(_PLACES, 2)
    return f"{a}{b}{g.randrange(5, 23):02d}{g.choice([0, 10, 15, 30, 45]):02d}{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Three groups of six small letters, one capital and one digit among them, as a phone's
    password generator writes them."""
    chars = list(_r(g, LOWER, 18))
    upper, digit = g.sample(range(18), 2)
    chars[upper] = chars[upper].upper()
    chars[digit] = g.choice(D)
    return "-".join("".join(chars[k : k + 6]) for k in range(0, 18, 6))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BIRDS)}{g.choice(_SEA)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_SEA, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_PW_NAMES).lower()}{g.randrange(1958, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%&!?@", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2032)) + g.choice(_SYMBOLS),
    _sailing,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_BIRDS).lower()}_{g.randrange(10, 100)}",
    lambda g: f"MV{g.choice(_FERRIES)}{g.randrange(1990, 2032)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, LOWER, 3) + _r(g, D, 2) + g.choice(_SYMBOLS) + _r(g, UPPER, 3) + _r(g, D, 2),
    lambda g: f"{g.choice(_SEA).upper()}{g.choice(_SYMBOLS)}{g.randrange(100, 1000)}{g.choice(LOWER)}",
    _generated,
    lambda g: f"{g.choice(_TUGS)}Tows{g.choice(_FERRIES)}{g.randrange(2, 100)}",
    lambda g: f"Beaufort{g.randrange(3, 13)}{g.choice(_BIRDS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN_CHARS = frozenset(string.ascii_letters + string.digits + "._~-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN_CHARS)


_SAID = [
    "Stashcat channel 'Linkspan Lerwick', Magnie: the Wärtsilä NACOS Platinum service password is {pw}",
    "Teamwire message from Ingirid: Sperry VisionMaster FT admin password {pw}",
    "Ginlo chat, ticket office: the Custom VKP80III printer web password is {pw}",
    "Ricochet Refresh message from Bertie: Anschütz Synapsis maintenance password {pw}",
    "SecuChat, bunker desk: Veeder-Root TLS-450PLUS console password {pw}",
    "JusTalk message from Ramil: Franklin Fueling EVO 6000 password {pw}",
    "Synology Chat, #radio-room: Jotron Tron TR-8000 AIS web password {pw}",
    "SkyFile Mail from the master of MV Bonxie: Danelec DM100 VDR password {pw}",
    "AmosConnect mail from the chief engineer: Woodward easYgen-3000 password {pw}",
    "GTMailPlus message from MV Tystie: ComAp InteliGen NT password {pw}",
    "Rydex mail, MV Shalder: Hatteland HD 24T display service password {pw}",
    "Dualog mail from the tug Dunter: Schottel RemoteCheck password {pw}",
    "Speedcast support chat: the OneWeb user terminal's local password is {pw}",
    "K-9 Mail draft: Gunnebo SpeedStile gate controller password {pw}",
    "FairEmail note to self: Avigilon Control Center admin password {pw}",
    "Claws Mail, sent to myself: FLIR M364C thermal camera password {pw}",
    "Geary draft from Jelte: CCV Fly terminal merchant password {pw}",
    "eM Client draft: Worldline Yomani XR supervisor password {pw}",
    "Pegasus Mail message from the harbour office: Nayax VPOS Touch password {pw}",
    "EasyVista ticket INC-5530: Payter Apollo terminal password {pw}, please rotate",
    "Marval call 4417: Scheidt & Bachmann ticket machine service password {pw}",
    "OTOBO ticket #2032061410000017: the Tokheim Quantium 510 password {pw} no longer works",
    "Alloy Navigator ticket 882: Orpak SiteOmat password {pw}",
    "Diaro entry, Wednesday: Micro Motion 5700 transmitter password {pw}",
    "Daylio note: Eltek Flatpack2 controller password {pw}",
    "TM Master work order 7731: Brunvoll BruCon panel password {pw}",
    "Star IPS job note: Ulstein Bridge Vision service password {pw}",
    "BASSnet defect report: Praxis Mega-Guard engineer password {pw}",
    "Sertica job card 6612: Vacon NXP drive password {pw}",
    "GMDSS radio log, 03:40: Frequentis voice recorder admin password {pw}",
    "VTS handover note: Saab V3000 operator password {pw}",
    "bridge logbook, remarks column: Transas Navi-Sailor 4000 password {pw} (delete!)",
    "MOTOTRBO text from the tug Scarf: CPS programming password {pw}",
    "Tetra SDS from the linkspan crew: Airbus DXT admin password {pw}",
    "Timegrip crew roster admin password is {pw}",
    "Hi Jelte,\n\nthe root password on the ticket server at Delfzijl is {pw}. Delete this mail once it's in the vault.\n\nCheers,\nMagnie",
    "Incident 2032-07-02: the Veeder-Root console at the bunker station was reachable from the internet with password {pw}",
    "Runbook: linkspan hydraulic reset\n1. open the Weidmüller u-control page\n2. log in as service\n3. password {pw}\n4. reset the pump fault on HPU 2",
    "README (radio room rack)\nthe Jotron AIS web UI is at https://ais.nordhaaf.lan, admin password `{pw}`.",
    "my Bank of Scotland online banking password is {pw} now",
    "can you remember my Sydbank netbank password? it's {pw}",
    "dictated: the Danelec VDR download password is {pw} full stop",
    "after the firmware update the Hatteland password became {pw}",
    "me email password is {pw}, dunna tell onybody",
    "da router password at hame: {pw}",
    "Magnie: da new password fir da ticket office server is {pw}, keep hit ta dysel",
    "me email password is {pw}, dinna tell naebody",
    "Sigurd: hid's {pw}, the new password fur the pier office server",
    "Min paaswurd för e-mail as {pw}",
    "At paaswurd faan a router uun hüs: {pw}",
    "Boy: at nei paaswurd för a server as {pw}",
    "Mien Paaswoud foar ju E-Mail is {pw}",
    "Dät Paaswoud fon dän Router in Huus: {pw}",
    "Hinnerk: dät näie Paaswoud foar dän Server is {pw}",
    "Mien wachtwoord van de mail is {pw}",
    "t wachtwoord van de router thoes: {pw}",
    "Geert: t nije wachtwoord veur de server is {pw}, nait deurvertellen",
    "mi kodeor te æ mail æ {pw}",
    "æ kodeor te æ router hjemme: {pw}",
    "Jes: æ ny kodeor te æ server æ {pw}, sæj et it te nowen",
    "Man mot d'passe pour l'email ch'est {pw}",
    "L'mot d'passe du routeur à la maisaon: {pw}",
    "Nicolle: l'nouvé mot d'passe du serveur ch'est {pw}, n'le dis à persaonne",
    "passordet mitt til e-posten er {pw}",
    "passordet til ruteren heime: {pw}",
    "Eirik: det nye passordet til tenaren er {pw}, ikkje sei det til nokon",
    "das Kennwort der Kasse am Fahrkartenschalter in Dagebüll lautet {pw}",
    "het wachtwoord van de kassa aan boord is {pw}",
    "adgangskoden til billetkontorets pc er {pw}",
    "le mot de passe du poste de la capitainerie, c'est {pw}",
    "hasło do komputera w maszynowni to {pw}",
    "a palavra-passe do PC da bilheteira é {pw}",
    "ang password ng laptop sa engine room ay {pw}",
    "пароль до ноутбука на містку: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["magnie", "bertie.j", "jeemie", "ingirid", "thora.h", "sigurd", "erlend.f", "inga",
          "boy.k", "goentje", "oluf", "hinnerk", "meenke", "geert.b", "jelte", "aaltje", "roelf",
          "jes.h", "mette", "soeren", "nicolle", "elise.t", "eirik", "solveig", "gunnhild",
          "ramil", "marivic", "rowena", "bartek", "agnieszka.w", "tiago", "joana", "oksana",
          "taras", "svc-tickets", "radio-room"]  # fmt: skip
_LOGINS = [
    "Stashcat, Magnie: the Wärtsilä login is {u} / {pw}",
    "EasyVista INC-5541: {u} locked out of the Gunnebo gate controller, last password {pw}",
    "user={u} pass={pw}",
    "OTOBO › Bridge › VDR › Danelec DM100: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Veeder-Root TLS | {u} | {pw} |",
    "log into the Saab VTS console as {u} with {pw}",
    "Frequentis creds {u}:{pw}",
    "username: {u}\npass: {pw}",
    "- host: bunker-srv\n  login: {u}\n  secret: {pw}",
    "Teamwire: account {u}, password {pw}",
    "Ingirid says the Timegrip login is {u} and the password is {pw}",
    "system,user,password\ntokheim-q510,{u},{pw}",
    "ssh {u}@radio-srv.nordhaaf.lan, password {pw}",
    "me username is {u} an da password is {pw}",
    "the login's {u}, an the password's {pw}, min",
    "min brükernööm as {u} an at paaswurd as {pw}",
    "Mien Benutsernoome is {u} un dät Paaswoud is {pw}",
    "mien gebruukersnaam is {u} en t wachtwoord {pw}",
    "mi brugernavn æ {u} å æ kodeor æ {pw}",
    "man nom d'utilisateu ch'est {u} et l'mot d'passe ch'est {pw}",
    "brukarnamnet mitt er {u} og passordet er {pw}",
    "Anmeldung am Dienstplan-Portal: Benutzer {u}, Kennwort {pw}",
    "inloggen op de kassa: gebruiker {u}, wachtwoord {pw}",
    "brugernavn {u}, adgangskode {pw} til billetsystemet",
    "login {u}, hasło {pw} do systemu bunkrowania",
    "username {u} at password {pw} sa crew portal",
    "логін {u}, пароль {pw} до системи тривог",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["bonxie", "tystie", "linkspan", "maalie", "shalder", "whaup", "kittiwake",
               "fulmar", "purser", "tirrick", "dunter", "solan", "haaf", "skerry", "noost",
               "simmer", "peewit", "breastline"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, lower case, and then {d}",
    "password: {w}, and right after it the number {d}",
    "for the ticket server it's {w} with {d} on the end",
    "voice memo: the crew wifi password is {w} then {d}, all one word",
    "type {w}, then {d}",
    "it's {w}{d}, word and number together",
    "da password is da wird {w}, dan {d} efter hit",
    "the password is the word {w}, then {d} efter hid",
    "at paaswurd as at wurd {w}, an do {d}",
    "dät Paaswoud is dät Woud {w}, un dan {d}",
    "t wachtwoord is t woord {w}, den {d} derachter",
    "æ kodeor æ æ oe {w}, å så {d}",
    "l'mot d'passe ch'est l'mot {w}, pis {d}",
    "passordet er ordet {w}, og så {d} etter det",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 6, 8]))


def _tsig(g: random.Random) -> str:
    """A TSIG secret: 32 random bytes in base64."""
    return base64.b64encode(bytes(g.randrange(256) for _ in range(32))).decode()


# command template → the maker of its secret
_CLI: dict[str, Maker] = {
    "pveum user add {u}@pve --password '{pw}' --comment 'ticket kiosk'": _plain_pw,
    "mmcli -i 0 --pin={pw}": _pin,
    "qmicli -d /dev/cdc-wdm0 --uim-verify-pin=PIN1,{pw}": _pin,
    "storcli64 /c0 set securitykey={pw} keyid=bridge-raid": _plain_pw,
    "perccli64 /c0 compare securitykey={pw}": _plain_pw,
    "ssacli ctrl slot=0 enableencryption encryption=on eula=yes masterkey=nhb-radio localkeymanagermode=on mixedvolumes=off password={pw}": _plain_pw,
    "midclt call user.update 3 '{{\"password\": \"{pw}\"}}'": _plain_pw,
    "synouser --setpw {u} '{pw}'": _plain_pw,
    "synouser --add {u} '{pw}' 'Ticket office' 0 tickets@nordhaaf.net 0": _plain_pw,
    "monetdb -h stats.nordhaaf.lan -P '{pw}' status": _plain_pw,
    "sstableloader -d cass1.nordhaaf.lan -u {u} -pw '{pw}' /srv/export/bookings/sailings": _plain_pw,
    "asinfo -h aero.nordhaaf.lan -U {u} -P '{pw}' -v namespaces": _plain_pw,
    "asbackup -h aero.nordhaaf.lan -U {u} -P '{pw}' -n tickets -d /backup/aero": _plain_pw,
    "clogin -u {u} -p '{pw}' -c 'show vlan brief' core-sw1.nordhaaf.lan": _plain_pw,
    "napalm --user {u} --password '{pw}' --vendor ios 10.41.0.1 call get_facts": _plain_pw,
    "logcli query --addr=https://loki.nordhaaf.lan --username={u} --password='{pw}' '{{job=\"ticketing\"}}'": _plain_pw,
    "mimirtool rules list --address=https://mimir.nordhaaf.lan --id=ferry --user={u} --key='{pw}'": _plain_pw,
    "echo '{pw}' | bin/elasticsearch-keystore add -x bootstrap.password": _plain_pw,
    "printf '%s' '{pw}' | bin/kibana-keystore add elasticsearch.password --stdin": _plain_pw,
    "dsmod user \"CN={u},OU=Crew,DC=nordhaaf,DC=lan\" -pwd '{pw}' -mustchpwd yes": _plain_pw,
    "Set-LocalUser -Name {u} -Password (ConvertTo-SecureString '{pw}' -AsPlainText -Force)": _plain_pw,
    "hponcfg -f mod_pw.xml   # <MOD_USER USER_LOGIN=\"{u}\"><PASSWORD value=\"{pw}\"/></MOD_USER>": _plain_pw,
    "SMcli 10.41.0.20 -p '{pw}' -c \"show storageArray summary;\"": _plain_pw,
    "naviseccli -h spa.nordhaaf.lan -user {u} -password '{pw}' -scope 0 getagent": _plain_pw,
    "dscli -hmc1 10.41.0.21 -user {u} -passwd '{pw}' lssi": _plain_pw,
    "hdbuserstore SET FERRYKEY hana.nordhaaf.lan:30015 {u} '{pw}'": _plain_pw,
    "eapol_test -c peap-crew.conf -a 10.41.0.5 -s '{pw}'": _plain_pw,
    "spark-sql --conf spark.hadoop.javax.jdo.option.ConnectionUserName={u} --conf spark.hadoop.javax.jdo.option.ConnectionPassword={pw}": _plain_pw,
    "New-VICredentialStoreItem -Host vcenter.nordhaaf.lan -User {u} -Password '{pw}'": _plain_pw,
    "sc config FerryTicketSync obj= \"NORDHAAF\\{u}\" password= \"{pw}\"": _plain_pw,
    "nsupdate -y hmac-sha256:ddns-radio:{pw} /tmp/berth.upd": _tsig,
    "dig -y hmac-sha256:xfr-key:{pw} @ns1.nordhaaf.lan nordhaaf.lan AXFR": _tsig,
    "python3 -c \"from netmiko import ConnectHandler; c = ConnectHandler(device_type='cisco_ios', host='10.41.0.1', username='{u}', password='{pw}')\"": _plain_pw,
    "ldapvi -h ldap.nordhaaf.lan -D 'uid={u},ou=crew,dc=nordhaaf,dc=lan' -w '{pw}'": _plain_pw,
}  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "# {c}", "root@bridge-srv:~# {c}", "PS C:\\Ops> {c}",
    "dtach -a /tmp/radio.sock, then:\n{c}", "history | tail -3\n  512  cd /opt/nordhaaf\n  513  {c}\n  514  exit",
    "~/.bash_history on the ticket server:\n{c}", ": 1968812345:0;{c}", "- cmd: {c}\n  when: 1968812345",
    "PowerShell ConsoleHost_history.txt:\n{c}", "Teamwire, Magnie: ran this on the radio-room box: {c}",
    "Marval call 4421, steps to reproduce: {c}", "runbook step 4: {c}", "Ansible task (shell): {c}",
    "iLO remote console on the VTS server: {c}", "serial console of the Westermo switch's jump host:\n$ {c}",
    "screen -r bunker, last line: {c}",
    "I ran dis on da bridge PC: {c}", "the command I ran on the pier office PC: {c}",
    "det kommando, wat ik brükt haa: {c}", "dät Kommando, dät iek bruukt häb: {c}",
    "dit heb ik draaid op de server: {c}", "æ kommando a kørt: {c}", "la commande qu'j'ai fait: {c}",
    "kommandoen eg køyrde: {c}", "diesen Befehl habe ich auf dem Buchungsserver ausgeführt: {c}",
    "komenda, którą odpaliłem na serwerze: {c}", "itong command ang pinatakbo ko: {c}",
    "команда, яку я запустив: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_CLI), n):
        secret = _CLI[template](rng)
        text = template.format(u=rng.choice(_USERS), pw=secret)
        out.append(Sample("cli_password", rng.choice(_SHELLS).format(c=text), secret))
    return out


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_URLS = [
    "mongodb+srv://{u}:{pw}@tickets.nordhaaf-db.net/bookings?retryWrites=true&w=majority",
    "rediss://{u}:{pw}@cache.nordhaaf.lan:6380/4",
    "ftps://{u}:{pw}@ais-archive.nordhaaf.lan:990/2032/",
    "oracle+oracledb://{u}:{pw}@ora.nordhaaf.lan:1521/?service_name=PORTDB",
    "clickhouse://{u}:{pw}@ch.nordhaaf.lan:9440/sailings?secure=true",
    "mssql+pyodbc://{u}:{pw}@bunker-sql.nordhaaf.lan/BunkerLog?driver=ODBC+Driver+18+for+SQL+Server",
    "jdbc:postgresql://pg.nordhaaf.lan:5432/roster?user={u}&password={pw}&ssl=true",
    "Server=tugs-sql.nordhaaf.lan;Database=TugFleet;User Id={u};Password={pw};TrustServerCertificate=True;",
    "http://{u}:{pw}@proxy.nordhaaf.lan:3128",
    "ws://{u}:{pw}@nmea.mv-bonxie.lan:3000/stream",
    "sip:{u}:{pw}@pbx.nordhaaf.lan;transport=tls",
    "imaps://{u}:{pw}@mail.nordhaaf.net:993/INBOX",
    "neo4j+s://{u}:{pw}@graph.nordhaaf.lan:7687",
    "couchbases://{u}:{pw}@cb.nordhaaf.lan/tickets",
]  # fmt: skip
_URL_PLACES = [
    "BOOKING_DB_URL={c}", "Stashcat note to the ticket office: {c}", "keep this connection string for me: {c}",
    "da connection string is {c}", "de verbindingsstring is {c}", "tilkoplingsstrengen er {c}",
    "Marval call 4426: {c}", "Alloy Navigator ticket 901: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "nordhaaf-ferries", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 604_800, "scope": "sailings:read bookings:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _tripletex(g: random.Random) -> str:
    """A session token as Tripletex hands it out: base64 of its JSON."""
    raw = json.dumps({"tokenId": g.randrange(1_000_000, 10_000_000), "token": v.uuid4(g, "8")})
    return base64.b64encode(raw.encode()).decode()


_VENDORS: list[tuple[str, str, Maker]] = [
    ("NAVTOR", "NAVTOR_API_KEY", _j((HEX, 40))),
    ("Sinay", "SINAY_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Portchain", "PORTCHAIN_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Ferryhopper", "FERRYHOPPER_PARTNER_KEY", _j("fh_live_", (ALNUM, 32))),
    ("Masabi", "MASABI_JUSTRIDE_SECRET", _j((B64, 43), "=")),
    ("Nexi", "NEXI_SECRET_KEY", _j("live-secret-key-", (HEX, 32))),
    ("Hogia", "HOGIA_FERRY_API_KEY", _j((UPPER_HEX, 32))),
    ("Carus", "CARUS_BOOKING_TOKEN", _vendor_jwt("https://id.carus.example")),
    ("Paxport", "PAXPORT_API_SECRET", _j((ALNUM, 40))),
    ("Kaleris", "KALERIS_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Tideworks", "TIDEWORKS_API_TOKEN", _j((HEX, 64))),
    ("Portbase", "PORTBASE_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Dakosy", "DAKOSY_API_TOKEN", _j((ALNUM, 48))),
    ("ShipNet", "SHIPNET_API_KEY", _j((B64, 60))),
    ("DNV Veracity", "VERACITY_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Helm CONNECT", "HELM_CONNECT_API_KEY", _j((ALNUM, 40))),
    ("Mespas", "MESPAS_TOKEN", _j((ALNUM, 32))),
    ("ShipServ", "SHIPSERV_API_KEY", _j((HEX, 40))),
    ("Veson", "VESON_IMOS_API_TOKEN", _j((HEX, 64))),
    ("Q88", "Q88_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Signal Ocean", "SIGNAL_OCEAN_API_KEY", _j((HEX, 32))),
    ("Marcura", "MARCURA_DADESK_TOKEN", _vendor_jwt("https://login.marcura.example")),
    ("ZeroNorth", "ZERONORTH_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Integr8 Fuels", "INTEGR8_API_KEY", _j((ALNUM, 36))),
    ("Inatech", "INATECH_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Martide", "MARTIDE_API_TOKEN", _j((ALNUM, 40))),
    ("Mintra", "MINTRA_TRAININGPORTAL_KEY", lambda g: v.uuid4(g, "8")),
    ("Seably", "SEABLY_API_KEY", _j("sbl_", (ALNUM, 32))),
    ("Optibus", "OPTIBUS_API_TOKEN", _vendor_jwt("https://auth.optibus.example")),
    ("Flowbird", "FLOWBIRD_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Ticketer", "TICKETER_API_KEY", _j((HEX, 32))),
    ("EasyPark", "EASYPARK_PARTNER_SECRET", _j((ALNUM, 40))),
    ("PayEx", "PAYEX_BEARER_TOKEN", _j((HEX, 64))),
    ("Tripletex", "TRIPLETEX_SESSION_TOKEN", _tripletex),
    ("Fiken", "FIKEN_API_TOKEN", _j((ALNUM, 44))),
    ("e-conomic", "ECONOMIC_AGREEMENT_GRANT_TOKEN", _j((ALNUM, 43))),
    ("Moneybird", "MONEYBIRD_ACCESS_TOKEN", _j((HEX, 64))),
    ("sevDesk", "SEVDESK_API_TOKEN", _j((HEX, 32))),
    ("Pleo", "PLEO_API_KEY", _j((ALNUM, 48))),
    ("Qonto", "QONTO_SECRET_KEY", _j((HEX, 32))),
    ("Trustly", "TRUSTLY_API_PASSWORD", _j((ALNUM, 28))),
    ("Lunar", "LUNAR_BUSINESS_API_KEY", _j((URLSAFE, 43))),
    ("Tamigo", "TAMIGO_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Visma", "VISMA_CONNECT_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Fortnox", "FORTNOX_CLIENT_SECRET", _j((ALNUM, 24))),
    ("Navarino", "NAVARINO_INFINITY_KEY", _j((HEX, 40))),
    ("Marlink", "MARLINK_PORTAL_API_KEY", lambda g: v.uuid4(g, "a")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "set -gx {env} {tok}",
    "$env:{env} = \"{tok}\"",
    "setx {env} \"{tok}\"",
    "launchctl setenv {env} {tok}",
    ".env.production:\n{env}=\"{tok}\"",
    "kubectl create secret generic berth-sync --from-literal={env}={tok}",
    "railway variables --set {env}={tok}",
    "dokku config:set berth-sync {env}={tok}",
    "terraform.tfvars:\n{env_lower} = \"{tok}\"",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "application.yml:\nintegrations:\n  {slug}:\n    api-key: {tok}",
    "web.config: <add key=\"{env}\" value=\"{tok}\" />",
    "wp-config.php: define( '{env}', '{tok}' );",
    "GitLab › Settings › CI/CD › Variables: {env} = {tok}",
    "crontab: 0 * * * * {env}={tok} /opt/nordhaaf/bin/berth-sync",
    "Nordhaaf Booking › Admin › Connectors › {vendor} › secret: {tok}",
    "OTOBO table 'Integrations': | {vendor} | 2032 | {tok} |",
    "Diaro note: rotate the {vendor} key {tok}",
    "Stashcat, Magnie: {vendor} key for the berth sync: {tok}",
    "Teamwire: the {vendor} token we use now is {tok}, the old one is revoked",
    "EasyVista INC-5560: {vendor} sync fails with 401, configured key {tok}",
    "Marval call 4432: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "da {vendor} API key is {tok}",
    "the {vendor} API key, hid's {tok}",
    "at API-kai faan {vendor} as {tok}",
    "Dän API-Kaai fon {vendor} is {tok}",
    "API-sleudel van {vendor}: {tok}",
    "æ API-nøjle te {vendor} æ {tok}",
    "la clié d'API d'{vendor} ch'est {tok}",
    "API-nøkkelen til {vendor} er {tok}",
    "API-Schlüssel für {vendor} (Fahrplan-Sync): {tok}",
    "API-sleutel van {vendor} voor de kassa: {tok}",
    "API-nøglen til {vendor} er {tok}",
    "clé API {vendor} pour la capitainerie : {tok}",
    "klucz API do {vendor}: {tok}",
    "chave da API da {vendor}: {tok}",
    "ang API key ng {vendor} ay {tok}",
    "API-ключ {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    signal = _r(rng, HEX, 32)
    ferryhopper = "fh_live_" + _r(rng, ALNUM, 32)
    nexi = "live-secret-key-" + _r(rng, HEX, 32)
    masabi = _r(rng, B64, 43) + "="
    sevdesk = _r(rng, HEX, 32)
    tideworks = _r(rng, HEX, 64)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.signalocean.com/voyages-api/v2/voyages", headers={{"Ocp-Apim-Subscription-Key": "{signal}"}})', signal),
        Sample("vendor_token", f"curl -s -H 'Authorization: Token {ferryhopper}' https://partners.ferryhopper.example/v1/routes?from=LWK", ferryhopper),
        Sample("vendor_token", f'const nexi = new NexiClient("{nexi}");', nexi),
        Sample("vendor_token", f'AndroidManifest.xml:\n<meta-data android:name="com.masabi.justride.sdk.API_KEY" android:value="{masabi}" />', masabi),
        Sample("vendor_token", f'var sev = new SevDeskClient("{sevdesk}");', sevdesk),
        Sample("vendor_token", f'client := tideworks.NewClient("{tideworks}")', tideworks),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        slug = vendor.lower().replace(" ", "-")
        text = template.format(vendor=vendor, env=env, tok=tok, env_lower=env.lower(), slug=slug)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "Stashcat: {t}", "it only shows it once, so here:\n{t}", "da token is {t}",
                "t token: {t}", "{t}\n^ the new one, the old one is revoked", "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 64), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "MACsec CAK for the Eemshaven uplink: {h}": 32,
    "IPMI Kg key of the radio-room server (hex): {h}": 40,
    "DESFire AES master key for the ticket gates: {h}": 32,
    "HMAC secret for the Nexi payment webhook: {h}": 64,
    "Zigbee network key of the cabin sensors: {h}": 32,
    "SNMPv3 localized auth key for core-sw1: 0x{h}": 40,
    "da encryption key fir da VDR backup: {h}": 64,
    "krypteringsnøkkelen til backupen: {h}": 64,
    "de sleudel veur de backup-versleuteling: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Marval call 4450: token copied from the browser's network tab {t}",
    "Cookie: lang=nn; nhf_session={t}",
    "BOOKING_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "da token is {t}",
    "t token is {t}",
    "Reqable capture: authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 900,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://login.nordhaaf.net/realms/harbour",
            "azp": "booking-desk",
            "roles": ["ticket-office", "radio-room"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Lerwick ticket server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/pki/tls/private/booking.nordhaaf.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PORTBASE_CLIENT_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_vts <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "OTOBO ticket, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "da private key fir da radio-room server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs SFTP drop at Eemshaven:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Ethos wallet recovery phrase, copying it off the card before I shred it: {p}": "english",
    "Cosmostation wallet words\n{p}": "english",
    "Electron Cash seed (the old fuel-fund wallet, emptied): {p}": "english",
    "AlphaWallet backup: {p}": "english",
    "voice memo: the Core wallet recovery words are {p} and that's all of them": "english",
    "OTOBO page 'Crew welfare wallet (retired)': {p}": "english",
    "da recovery wirds fir da auld Rise wallet: {p}": "english",
    "gjenopprettingsfrasa til Trustee Wallet: {p}": "english",
    "les mots d'secours d'la Fewcha: {p}": "french",
    "frase de recuperação da carteira BRD: {p}": "portuguese",
    "Kabila wallet, Czech word list (Radek set it up): {p}": "czech",
    "BitPay wallet recovery phrase: {p}": "english",
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
        "  ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Forbrugsforeningen's, Laser's,
    InstaPayment's, Naranja's, Prostir's: brands the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "forbrugsforeningen":
        return _card_of(rng, ["600722"], [16])
    if brand == "laser":
        return _card_of(rng, ["6706", "6709", "6771"], [16])
    if brand == "instapayment":
        return _card_of(rng, ["637", "638", "639"], [16])
    if brand == "naranja":
        return _card_of(rng, ["589562"], [16])
    if brand == "prostir":
        return _card_of(rng, ["9804"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Stashcat, Magnie: the harbour board card for the Gunnebo spares is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nExpiry: {mm}/{yy}",
    "EasyVista INC-5571: pay the Veeder-Root service visit with card {c}",
    "me caird number: {c}, {mm}/{yy}",
    "min kortnümer: {c}",
    "mien kaartnummer: {c}, {mm}/{yy}",
    "mi kortnummer æ {c}",
    "l'numéro d'ma carte: {c}, {mm}/{yy}",
    "kortnummeret mitt: {c}, {mm}/{yy}",
    "numer mojej karty: {c}",
    "номер моєї картки: {c}, {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "forbrugsforeningen", "mastercard", "laser", "instapayment", "amex", "naranja",
           "prostir"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 06/36, CVC {cvv}",
               "the three digits on the signature strip: {cvv}",
               "Amex {c}, the four-digit code above the number: {cvv}",
               "da three numbers on da back o da caird: {cvv}",
               "dei tre sifra bak på kortet: {cvv}",
               "æ tre cifre bag på æ kort: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 38 (each in two earlier corpora, none
# in held-out 32); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's
# iban.dat.
_IBAN_SHAPES = {"HR": "n" * 17, "MT": "aaaa" + "n" * 5 + "c" * 18, "GL": "n" * 14,
                "FK": "aa" + "n" * 12, "FR": "n" * 10 + "c" * 11 + "nn", "ME": "n" * 18,
                "VG": "aaaa" + "n" * 16, "LC": "aaaa" + "c" * 24}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice NHB-2032-207: please pay the Rijeka shipyard for the propeller overhaul to {i} within 30 days",
    "save the Marsaxlokk bunker supplier's IBAN: {i}",
    "IBAN: {i}\nReference: fender replacement, Symbister",
    "Stashcat #finance: the Sisimiut agent's new bank details, IBAN {i}",
    "me IBAN is {i}",
    "min IBAN: {i}",
    "Mien IBAN is {i}",
    "mien IBAN: {i}",
    "mi IBAN æ {i}",
    "man IBAN ch'est {i}",
    "me IBAN, fur the wages: {i}",
    "Kotor pilot station account, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _gb_eori(g: random.Random) -> str:
    """A British EORI number: GB, a VAT registration number whose weighted check stdnum's
    `gb.vat` validates, and 000."""
    vat = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 8), gb_vat.is_valid)
    return f"GB{vat}000"


def _rsin(g: random.Random) -> str:
    """A Dutch RSIN: nine digits passing the eleven-test stdnum's `nl.bsn` checks."""
    return v.until(g, lambda h: "8" + _r(h, D, 8), nl_bsn.is_valid)


def _nl_eori(g: random.Random) -> str:
    """A Dutch EORI number: NL and the company's RSIN (its eleven-test checked by `nl.bsn`)."""
    return "NL" + _rsin(g)


def _loonheffingen(g: random.Random) -> str:
    """A Dutch loonheffingennummer: the RSIN (checked by `nl.bsn`), L and a serial."""
    return f"{_rsin(g)}L{g.choice(['01', '02', '03'])}"


def _w_idnr(g: random.Random) -> str:
    """A German Wirtschafts-Identifikationsnummer: a USt-IdNr that stdnum's `de.vat` validates,
    a dash and a five-digit distinguishing feature."""
    vat = v.until(g, lambda h: "DE" + h.choice("123456789") + _r(h, D, 8), de_vat.is_valid)
    return f"{vat}-{g.choice(['00001', '00002', '00003'])}"


def _nif_m(g: random.Random) -> str:
    """A Spanish NIF of the M kind (a foreigner with no NIE): M, seven digits and the DNI
    check letter, drawn until stdnum's `es.nif` validates it."""
    return v.until(g, lambda h: "M" + _r(h, D, 7) + h.choice(UPPER), es_nif.is_valid)


def _uk_licence(g: random.Random) -> str:
    """A UK (DVLA) driving licence number: five letters of the surname, the birth date coded,
    initials, a digit and two letters; its last letters carry no public check."""
    surname = g.choice(["FLETT", "ISBIS", "RENDA", "LINKL", "MUIR9", "SINCL", "DREVE"])
    year, month, day = g.randrange(1950, 2004), g.randrange(1, 13), g.randrange(1, 29)
    month += 50 * g.randrange(2)
    initials = _r(g, UPPER, 2)
    return f"{surname}{str(year)[2]}{month:02d}{day:02d}{str(year)[3]}{initials}9{_r(g, UPPER, 2)}"


def _uk_coc(g: random.Random) -> str:
    """A UK certificate of competency (STCW) number as drawn here: six digits, no public check."""
    return g.choice("123456789") + _r(g, D, 5)


def _eng1(g: random.Random) -> str:
    """An ENG1 seafarer medical certificate number as drawn here: seven digits, no public check."""
    return g.choice("123456789") + _r(g, D, 6)


def _de_passport(g: random.Random) -> str:
    """A German passport number: C and eight characters of its alphabet (the check digit lives
    in the machine-readable zone, not here)."""
    return "C" + _r(g, "CFGHJKLMNPRTVWXYZ0123456789", 8)


def _nine_digits(g: random.Random) -> str:
    """A passport number of nine digits (Danish, British), no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _no_passport(g: random.Random) -> str:
    """A Norwegian passport number as drawn here: two capitals and seven digits, unchecked."""
    return _r(g, "FGHJKLMNPRTVWXYZ", 2) + _r(g, D, 7)


def _dk_licence(g: random.Random) -> str:
    """A Danish driving licence (kørekort) number: eight digits, no public check."""
    return g.choice("123456789") + _r(g, D, 7)


def _kvk(g: random.Random) -> str:
    """A Dutch KvK (chamber of commerce) number: eight digits, no check digit."""
    return g.choice("0123456789") + _r(g, D, 7)


def _vaarbewijs(g: random.Random) -> str:
    """A Dutch vaarbewijs (boating licence) number as drawn here: ten digits, unchecked."""
    return g.choice("123456789") + _r(g, D, 9)


def _pl_licence(g: random.Random) -> str:
    """A Polish driving licence (prawo jazdy) number: five digits, the year, four digits."""
    return f"{_r(g, D, 5)}/{g.randrange(5, 32):02d}/{_r(g, D, 4)}"


def _ua_diploma(g: random.Random) -> str:
    """A Ukrainian seafarer's certificate of competency (робочий диплом) number as drawn here:
    a series of three Cyrillic capitals and six digits, unchecked."""
    return f"{_r(g, 'АВЕКМНРСТХ', 3)} {_r(g, D, 6)}"


def _ph_licence(g: random.Random) -> str:
    """A Philippine LTO driver's licence number: a letter, two digits, two digits, six digits."""
    return f"{g.choice('NDK')}{_r(g, D, 2)}-{_r(g, D, 2)}-{_r(g, D, 6)}"


def _fr_plaisance(g: random.Random) -> str:
    """A French permis plaisance number as drawn here: eight digits, no public check."""
    return g.choice("123456789") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "GB EORI fir da peerie haulage firm: {s}": _gb_eori,
    "EORI number of the harbour board, for the customs broker's form: {s}": _gb_eori,
    "EORI-nummer van t bedrief: {s}": _nl_eori,
    "RSIN van de rederij voor het subsidieformulier: {s}": _rsin,
    "loonheffingennummer op de loonstrook: {s}": _loonheffingen,
    "Wirtschafts-Identifikationsnummer der Reederei für die Zollanmeldung: {s}": _w_idnr,
    "Wirtschafts-Identifikationsnummer fon ju Reederäi: {s}": _w_idnr,
    "o meu NIF espanhol (sem NIE), do tempo em Ferrol: {s}": _nif_m,
    "my UK certificate of competency number, for the manning agent: {s}": _uk_coc,
    "me ENG1 certificate nummer: {s}": _eng1,
    "me driving licence number, fur the insurance: {s}": _uk_licence,
    "min pas-nümer as {s}": _de_passport,
    "mi pas-nummer: {s}": _nine_digits,
    "l'numéro d'man passepor: {s}": _nine_digits,
    "passnummeret mitt: {s}": _no_passport,
    "mit kørekortnummer: {s}": _dk_licence,
    "KvK-nummer van de bunkerleverancier: {s}": _kvk,
    "mien vaarbewies-nummer: {s}": _vaarbewijs,
    "numer mojego prawa jazdy: {s}": _pl_licence,
    "номер мого робочого диплома: {s}": _ua_diploma,
    "numero ng lisensya ko sa LTO: {s}": _ph_licence,
    "numéro de mon permis plaisance : {s}": _fr_plaisance,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Tripletex 2FA recovery codes\n{codes}", "spare sign-in codes for the harbour board's Microsoft 365 {codes}",
            "Qonto backup codes: {codes}", "me 2FA backup codes: {codes}",
            "reservekodane mine for tofaktor:\n{codes}", "mien reservecodes veur 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Pleo:ingirid@nordhaaf.net?secret={s}&issuer=Pleo&period=30",
              "andOTP entry added by hand for the Portbase login: {s}",
              "Authenticator Pro, secret for the Qonto account: {s}",
              "æ 2FA-nøjle te æ bank: {s}"]  # fmt: skip
_CODES = ["{c} is your Tripletex verification code", "Your Metrobank OTP is {c}. Do not share it with anyone",
          "Twój kod jednorazowy z PKO BP: {c}", "Код підтвердження monobank: {c}",
          "Eingongskoden din frå Sparebanken er {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Nordhaaf-Crew", "NHB-RadioRoom", "Lerwick-Terminal", "Bressay-Slip", "Symbister-Pier",
          "Kirkwall-Pier-5G", "Wyk-Anleger", "Havneby-Billet", "Delfzijl-Kade", "Eemshaven-Bunker",
          "StPeterPort-Quay", "Floro-Kai", "TUG-Dunter", "MV-Tystie-Bridge", "Ramsloh-Huus"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nPSK: {pw}",
    "crew network {s}, password {pw}",
    "wifi on the bunker barge: {s} / {pw}",
    "hostapd.conf on the linkspan Pi:\nssid={s}\nwpa_passphrase={pw}",
    "the key on the sticker under the ticket-office router: {pw}",
    "da wifi {s} password is {pw}",
    "wifi {s}, the password's {pw}",
    "at wifi-paaswurd faan {s} as {pw}",
    "dät WLAN-Paaswoud fon {s} is {pw}",
    "t wifi-wachtwoord van {s} is {pw}",
    "æ wifi-kodeor te {s} æ {pw}",
    "l'mot d'passe du wifi {s} ch'est {pw}",
    "wifi-passordet til {s} er {pw}",
    "RouterOS: /interface wireless security-profiles set crew wpa2-pre-shared-key={pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("fh_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sbl_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out over VHF: {t}", "[dictated on the MOTOTRBO channel] {t}",
          "(spaced so the Stashcat preview hides it) {t}", "read oot ower da radio: {t}",
          "lese opp over radioen: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the ticket office safe: {pw}", "padlock on the bunker hose locker: {pw}",
          "the linkspan control hut's key safe takes {pw} then ✓",
          "da code fir da gangway gate padlock: {pw}", "code van t hek bie de kaai: {pw}",
          "koden til porten på kaia er {pw}", "æ kode te æ port ved æ havn: {pw}",
          "l'code du cadnas au quai: {pw}", "code ng padlock sa engine room: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["linkspan", "bonxie", "tystie", "purser", "ballast", "voe", "skerry", "noost",
                 "haaf", "simmer", "dunter", "shalder", "moorline", "leeward", "fulmar",
                 "gangway"]  # fmt: skip
_PHRASES = {"LastPass master passphrase for the radio-room vault: {p}": " ",
            "TeamPassword passphrase: {p}": " ",
            "Keyguard vault passphrase: {p}": "-",
            "Kaspersky Password Manager master passphrase: {p}": ".",
            "da backup passphrase is {p}": " ", "passfrasen til backupen: {p}": "_",
            "t wachtzin veur de backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "HTTPie Desktop request to the Portbase API, header Authorization: Basic {v}": True,
    "Posting collection, header authorization: Bearer {v}": False,
    "Burp history, request to the ticket API: Authorization: Basic {v}": True,
    "Wireshark, Follow HTTP Stream on the radio-room VLAN: Authorization: Basic {v}": True,
    "REST Client file sailings.http:\nGET https://api.nordhaaf.net/sailings\nAuthorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "tac_plus.conf:\nuser = netops {{\n    login = cleartext \"{pw}\"\n    member = admins\n}}",
    "testbed.yaml (pyATS):\ndevices:\n  core-sw1:\n    os: iosxe\n    credentials:\n      default:\n        username: netops\n        password: '{pw}'",
    "oxidized config:\nusername: netops\npassword: {pw}\nmodel: ios\ninterval: 3600",
    ".cloginrc:\nadd user core-sw* netops\nadd password core-sw* {pw}",
    "Junos:\nset system login user radio class super-user authentication plain-text-password-value \"{pw}\"",
    "FortiOS:\nconfig system admin\n    edit \"ops\"\n        set password {pw}\n    next\nend",
    "VyOS:\nset system login user vyos authentication plaintext-password '{pw}'",
    "Aruba AOS-CX:\nuser ops group administrators password plaintext {pw}",
    "HPE Comware:\nlocal-user ops class manage\n password simple {pw}\n service-type ssh",
    "Huawei VRP:\naaa\n local-user ops password irreversible-cipher {pw}",
    "Node-RED settings.js:\nmodule.exports = {{\n    credentialSecret: \"{pw}\",\n}}",
    "asterisk manager.conf:\n[radioroom]\nsecret = {pw}\nread = system,call\nwrite = originate",
    "freeswitch conf/directory/default/1014.xml:\n<user id=\"1014\">\n  <params>\n    <param name=\"password\" value=\"{pw}\"/>\n  </params>\n</user>",
    "zm.conf (ZoneMinder on the quay cameras):\nZM_DB_HOST=localhost\nZM_DB_USER=zmuser\nZM_DB_PASS={pw}",
    "Tasmota console on the fender-lights relay:\nBacklog MqttHost 10.41.2.9; MqttUser tasmota; MqttPassword {pw}",
    "icinga2 conf.d/api-users.conf:\nobject ApiUser \"dashboard\" {{\n  password = \"{pw}\"\n  permissions = [ \"status/query\" ]\n}}",
    "keycloak.conf:\ndb=postgres\ndb-username=keycloak\ndb-password={pw}",
    "OTOBO Kernel/Config.pm:\n$Self->{{DatabaseUser}} = 'otobo';\n$Self->{{DatabasePw}} = '{pw}';",
    "RouterOS export:\n/user add name=ops group=full password=\"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Magnie: crew wifi password?\nIngirid: {pw}",
    "[05:52] jelte: root pw for the Delfzijl ticket server?\n[05:53] geert: {pw}",
    "Bertie: {pw} is the new Saab VTS password",
    "Ramil: use {pw}, that's what the Gunnebo controller has now",
    "Jeemie: da new password is {pw}",
    "Erlend: hid's {pw} noo, the new password",
    "Oluf: at nei paaswurd as {pw}",
    "Meenke: dät näie Paaswoud is {pw}",
    "Søren: æ ny kodeor æ {pw}",
    "Elise: l'nouvé mot d'passe ch'est {pw}",
    "Solveig: det nye passordet er {pw}",
    "Aaltje: t nije wachtwoord is {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u034fword: {pw}", "pass\u2063word = {pw}", "passw\u03bfrd → {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍: {pw}",
    "ⓟⓐⓢⓢⓦⓞⓡⓓ {pw}", "pass\u180eword: {pw}", "pa\u200css\u200dword = {pw}", "𝔭𝔞𝔰𝔰𝔴𝔬𝔯𝔡: {pw}",
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
    "the Saab VTS operator password is": "{s}", "Veeder-Root service pw:": "{s} (since the tank swap in May)",
    "da password is": "{s}", "Danelec password": "{s}\nchange it after the survey",
    "t wachtwoord is": "{s}", "æ kodeor æ": "{s}", "l'mot d'passe ch'est": "{s}",
    "passordet er": "{s}", "the password Bertie read out over channel 14 was": "{s}, I think",
    "Mien Paaswoud is": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Veracity subscription key", "{s}", _j((HEX, 32))),
    ("split_token", "Seably key:", "{s} (crew training sync)", _j("sbl_", (ALNUM, 32))),
    ("split_token", "Portbase API key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Ethos wallet words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(_card(g, "forbrugsforeningen"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HR"))),
    ("split_backup", "Tripletex recovery codes", "{s}\nkrvn-4418-x7mq\nbpdo-2093-ue4t", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "EORI", "{s}", _gb_eori),
    ("split_phrase", "TeamPassword passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"veeder_root": {"url": "https://tls450.nordhaaf.lan", "service_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"paaswurd": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "ingirid", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"gates": [{"name": "gate-1"}, {"name": "gate-2", "admin_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sstableloader", "-d", "cass1.nordhaaf.lan", "-u", "loader", "-pw", "{s}", "/srv/export"]}': ("meta_password", _plain_pw),
    '{"note": "t wachtwoord van de kassa is {s}"}': ("meta_password", _plain_pw),
    '{"passordet": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Saab VTS console as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"veracity": {"subscription_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"tideworksToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"sevdesk_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "03/38"}}': ("meta_card", lambda g: v.grouped(_card(g, "laser"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MT")),
    '{"company": {"eori": "{s}"}}': ("meta_id", _gb_eori),
    '{"mfa": {"recovery_codes": ["{s}", "krvn-4418-x7mq", "bpdo-2093-ue4t"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"welfare_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"zigbee": {"network_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"hose_locker": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Nordhaaf-Crew", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyais-2.8.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"danelec-dm100-4.2.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/nordhaaf/tickets-api:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"sailings: add tide-window column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"berths: revert allocation order", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"crew-roster_2032-07.xlsx", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"bunker-log-2031.csv").hexdigest()

CLEAN = [
    "Remind me to change the Veeder-Root console password before the tank calibration on 2032-08-19.",
    "Magnie asked for the crew wifi password; it's on the laminated card in the purser's office.",
    "Policy: harbour board passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into Stashcat; share a vault link instead.",
    "The `.env.example` line `PORTBASE_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Wärtsilä NACOS console asks for a new service password after every software update.",
    "Replace <YOUR_SINAY_KEY> in the README with the key from your Sinay dashboard.",
    "VERACITY_SUBSCRIPTION_KEY and TIDEWORKS_API_TOKEN must be set before the nightly berth sync runs.",
    "Dunna tell onybody dy password, mind.",
    "Dinna pit thee password in the chat, min.",
    "Sai din paaswurd ei widjer.",
    "Fertäl din Paaswoud an naan.",
    "Geef dien wachtwoord nooit aan ain ander.",
    "Sæj aldrig di kodeor te nowen.",
    "Jamais n'dis tan mot d'passe à persaonne.",
    "Ikkje del passordet ditt med nokon.",
    "Das Kennwort für die Kasse muss mindestens sechzehn Zeichen haben.",
    "Het wachtwoord moet minstens zestien tekens lang zijn.",
    "Adgangskoden skal være på mindst seksten tegn.",
    "Le mot de passe doit comporter au moins seize caractères.",
    "Hasło musi mieć co najmniej szesnaście znaków.",
    "Huwag ibigay ang password mo kahit kanino.",
    "A palavra-passe tem de ter pelo menos dezasseis caracteres.",
    "Пароль має містити щонайменше шістнадцять символів.",
    "Upgraded the NACOS software from 2.9 to 3.1 and pyais to 2.8.1 over the weekend.",
    f"commit {_COMMIT} adds the tide-window column to the sailing plan.",
    f"Rolled back to {_SHORT} after the berth allocation order broke the Portbase export.",
    f"requirements.txt: pyais==2.8.1 --hash=sha256:{_WHEEL_SUM}",
    f"The Danelec DM100 firmware 4.2.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of bunker-log-2031.csv: {_SHA512}",
    f"The ticketing API container runs ghcr.io/nordhaaf/tickets-api@sha256:{_IMAGE}.",
    f"MD5 of crew-roster_2032-07.xlsx is {_MD5}, same as the copy on the office share.",
    "Request id 4c1e7a92-8b3d-4f6a-9e25-7d0b3c6a1f48 is the slow one in the Portbase logs.",
    "Booking reference NHF-2032-118204 for two cars and a caravan, Lerwick to Bressay, 07:15.",
    "Marval call 4417: the Eemshaven linkspan hydraulic alarm keeps tripping at night.",
    "Call the Lerwick ticket office on +44 1595 743 970 before noon.",
    "Bunker delivery note BDN-2032-0733: 42.6 m³ of MGO to MV Tystie at Havneby.",
    "Sailing 07:15 from Wyk to Dagebüll is cancelled; the next departure is at 09:30.",
    "Wind SW 7 to gale 8, sea state rough; the tug Dunter stays in Symbister until the front passes.",
    "Tide at Delfzijl: high water 14:22, 3.1 m; low water 20:41, 0.4 m.",
    "After five wrong passwords the Saab VTS console locks the account for 15 minutes.",
    "MV Bonxie is 68 m long and carries 28 cars and 145 passengers.",
    "The secret of a smooth crossing to Sark is leaving on the slack water.",
    "Ask Ingirid for the gangway gate code, I don't have it.",
    "My card ending 4406 was declined at the Kirkwall chandlery.",
    "The Croatian shipyard wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the harbour board's Qonto account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `NAVTOR_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the bunker hose locker seizes up in the salt air; grease it every month.",
    "Sinay moved the API key page under Settings › Developers in its June release.",
    "Chart BA 3283 and the 2032 tide tables are on the bridge shelf.",
    "The guest wifi 'Nordhaaf-Guest' on the ferries is open, no password needed.",
    "Timetable version 2032.3 starts on 1 September; the Houton run moves to 08:10.",
    "Pilot boarding position for Eemshaven is 5 nm north of the Westereems buoy.",
    "The fuel barge delivered 118 tonnes of VLSFO; the sulphur content on the certificate is 0.47 %.",
    "Port Control works VHF channel 12; the tugs listen on channel 14.",
    "Crew change for MV Shalder is on Thursday at 16:00 in Stromness.",
    "Invoice INV-2032-0418 from the Symbister chandlery is 1,284.50 GBP, due in 30 days.",
    "Password reset mails from the crew portal come from no-reply@nordhaaf.net.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-06-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/harbour/veeder-root", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyais", "version": "2.8.1"}}',
    '{"ticket": "4417", "booking_ref": "NHF-2032-118204"}',
    '{"sailing": {"from": "Lerwick", "to": "Bressay", "departs": "07:15", "cars": 28}}',
    '{"phone": "+44 1595 743 970", "office": "Lerwick ticket office"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bunker_tonnes": 118}',
    '{"tide": {"port": "Delfzijl", "high_water": "14:22", "height_m": 3.1}}',
    '{"vhf_channel": 12, "callsign": "Nordhaaf Port Control", "vessel": "MV Bonxie"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
