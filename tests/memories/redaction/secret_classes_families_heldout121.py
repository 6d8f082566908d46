# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples and notes)
"""Held-out secret families, hundred-and-twenty-first corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-eighteenth's docstring, the
fifth to hundred-and-eighteenth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (a ferry and the year it
was launched, a piece of amber and its weight in grams, a deck and a ship, two deck words and a
number, a crew member's name, birth year and home port, a name who "loves" a Baltic, Georgian,
Ukrainian or Filipino dish, a cabin number and an amber word, a port and its berth), names, places,
templates, tools, vendors and layouts, the way the ticket offices, car decks, bridge and engine
crews, the Liepāja dry dock, the amber grading room and the duty-free shops of Aistmare Line (a
fictional ferry and shipyard company) leak secrets into an assistant's memory: ferries between
Gdańsk (Oliwa), Klaipėda (Smiltynė, Nida on the Curonian Spit), Liepāja (Karosta and the yard), Riga
(Ķīpsala), Tallinn (Kopli), Saaremaa (Kuressaare, Roomassaare, Triigi), Kihnu and the Åland Islands
(Mariehamn, Degerby, Långnäs), with seasonal crews from Ukraine (Volyn's Polissia), Georgia
(Kutaisi) and the Philippines (Banton, Romblon). The texts are WhatsApp, Viber, Telegram, Signal,
Messenger, Slack, Teams, Skype, Zulip, Mattermost, Rocket.Chat, Wire, Threema, Zello, Google Chat,
Element, Webex, Pumble and Zoho Cliq messages, Apple Notes, Joplin, Obsidian, OneNote, Evernote and
Todoist notes, Confluence pages, TOPdesk, Zammad, GLPI, osTicket and YouTrack tickets, an e-mail, an
incident note, a runbook, a README fragment, shell history (PowerShell, bash, zsh, Windows Terminal,
PuTTY and Tera Term logs, iTerm2, Kitty, Alacritty, WezTerm, Terminator, Tilix, Royal TS, mRemoteNG,
Bitvise, KiTTY, Solar-PuTTY, Guake, Yakuake, foot and Warp), configs and code (Python, JavaScript,
PHP, Gradle, an Info.plist, a Kubernetes secret, fly.io, Terraform, launchd, supervisord, GitHub
Actions), voice-dictated text and requests to the assistant itself, around the panels of maritime,
shipyard, retail and ticketing hardware (a Teltonika RUTX50, a Kongsberg K-Chief 600, a Kemppi X8
MIG welder and WeldEye, a Transas Navi-Sailor 4000 ECDIS, Vingcard Visionline and Salto ProAccess
SPACE cabin locks, a Gunnebo SpeedStile gate, LS Retail, an Axis P3265 camera, Liebherr LiDAT, an
Alfa Laval PureBallast 3 and a Wärtsilä Aquarius ballast-water system, a JRC JMR-7200 radar, an
Intellian v100 VSAT, a Sartorius Cubis II balance and a Kern PCB scale, a Hatlapa winch, a Phoenix
Contact PLCnext, a Moxa NPort and MGate, a Castles Saturn1000 and a Worldline Yomani terminal, a
Saab R5 AIS, a Hypertherm XPR300 plasma cutter, a Messer OmniMat, a Leica M205 microscope, Milestone
XProtect, a Gallagher Command Centre, a Starlink router, Konecranes TRUCONNECT, a WAGO PFC200, a
Unitronics panel, a Siemens S7-1500, a Lincoln Power Wave S500 and a Cisco wireless controller).
Tools none of heldouts 5 to 118 names: Pulse Secure's `nclauncher`, `udocker`, Paket (`paket config
add-credentials`), NoMachine's `nxserver --useradd`, Check Point's `clish`, `mokutil --import`,
systemd's `homectl` (its `PASSWORD` variable), FreeBSD's `pw usermod -h 0`, `ntdsutil`, Open
vSwitch's `ovs-vsctl` (an IPsec `options:psk`), `gpgsm`, `stegsnow`, Craft CMS's `php craft
users/create`, PowerShell's `Reset-ComputerMachinePassword` and Cisco AireOS's `config wlan security
wpa akm psk set-key`; beside them the commands the product names (sshpass, mysql, redis-cli, docker
login, htpasswd, ssh-keygen -N, smbclient, zip -P, 7z -p, openssl -pass, gpg --passphrase, plink
-pw, xfreerdp /p:, net use, sqlplus, ipmitool -P, mosquitto_pub -P, sqlcmd -P, sudo -S) and configs
of Odoo, pgbouncer, Zabbix, Grafana, Home Assistant, Node-RED, a Mosquitto bridge, Telegraf,
Nextcloud, Keycloak, GitLab, Spring, WordPress, Postfix, Asterisk's PJSIP and FreeRADIUS in layouts
of its own. About 44 % of the texts are in other languages than English (by a rough count of the
drawn samples): Kihnu (the Estonian of Kihnu island), Saaremaa Estonian (the islands' dialect,
saarte murre), Åland Swedish (åländska), Kociewian (the Polish of Kociewie, south of Gdańsk),
Curonian (Kursenieki, the Latvian of the Curonian Spit), Imeretian (the Georgian of Kutaisi), West
Polesian (the Ukrainian of Volyn's Polissia, in Cyrillic) and Bantoanon (Asi, of Banton island in
Romblon), which no earlier docstring names (Estonian, Võro, Seto, Latgalian, Livonian, Samogitian,
Kashubian, Silesian, Rusyn, Hutsul, Surzhyk, Mingrelian, Svan, Laz, Onhan and Romblomanon are named
before; these are not), and Estonian, Latvian, Lithuanian, Polish, Finnish, Swedish, German,
Russian, Ukrainian, Georgian, Tagalog, Cebuano, Danish, Norwegian and Dutch in wordings of their own
(a Czech, a Korean and a Chinese label stand over seed phrases). The eight new languages' wordings
are the author's approximations, checked by no speaker, built around their pronouns, possessives,
copulas and the loanwords people there really text (password, parool, wifi, code, PIN, IBAN, API,
token, server): Kihnu's `mo` ("my"), `ond` ("is"), `paroul`, `piäle seda` ("after that") and `ärä
ütle kellegile` ("tell no one"); Saaremaa's `mo`, `on`, and `salasöna`, `söna` and `vöti` (its `õ`
said as `ö`); Åland Swedish's `mitt`, `e` ("is"), `he` ("it"), `int` ("not"), `ti` ("of"), `å sen`
("and then") and the definite `lösenorde`, `numbre`; Kociewian's `chłopie`, `ino` ("only"), `nie
godej` ("don't say") and `je`; Curonian's `mon` ("my"), `ir`, `paroļ`, `atslēg` and `lietuotājs`
(its endings dropped); Imeretian's `არი` ("is"), `ბიჭო`, `ეხლა` ("now"), `აქანა` ("here") and
`მერე`; West Polesian's `мой` ("my"), `е` ("is"), `од` ("of") and `ныкому`; Bantoanon's `ag`
("the"), `akon` ("my"), `ay` ("is"), `it` ("of"), `dayon` ("then") and `ayaw` ("don't"): all guesses
after published word lists or neighbouring varieties. Vendors (MakeCommerce, Klix, Neopay, Checkout
Finland, LiqPay, Fondy, WayForPay, Portmone, Omniva, Venipak, LP Express, Itella Smartpost, Nova
Poshta, Meest, Ukrposhta, Cadmatic, MarineCFO, Theyr, Traveltek, Piletilevi, Bilesu Serviss,
Bilietai.lt, Global Blue, Pigu, Kaup24, Merit Aktiva, SmartAccounts, Fitek, Jumis, Comarch, iDenfy,
Ondato, TurboSMS, Hostinger, Zone.ee, Checkbox, Vchasno, Prom.ua, KeyCRM, Sprout Solutions, Fortumo,
LHV Connect, Luminor, Praamid.ee, Tiketa, Valigara, Horoshop and SKF Enlight) are ones heldouts 5 to
118 do not name; where a vendor publishes no token shape the shape here is the author's guess (Nova
Poshta's 32 hex digits and LiqPay's `sandbox_` private key and `i`-and-digits public key are as the
author believes them; Tiketa's `tkt_live_`, Valigara's `vg_`, the JWTs of Meest and LHV Connect, the
UUIDs of Portmone, Ukrposhta, Global Blue and Praamid.ee and every other shape are guesses). The ids
are kinds heldouts 5 to 118 do not use, the crews' and agents' documents: a Ukrainian seafarer's
identity document and seaman's service record book, Latvian, Estonian, Lithuanian, Finnish and
Norwegian seaman's books, a Georgian seafarer's identity book, a Philippine seafarer's identity
document (ILO C185), Estonian, Latvian, Lithuanian, Finnish and Swedish residence permit cards, an
Estonian e-Residency digi-ID, a Latvian driving licence and passport, a Lithuanian identity card, a
Georgian passport, a Polish motorboat helmsman's licence and an Estonian small-craft certificate;
python-stdnum has no module for any of them and none carries a check a library or this file verifies
(no check-digit algorithm is written here): each is drawn in the shape the author believes it is
printed in, and left unchecked. Card numbers pass Luhn (Dankort's `5019` and PROSTIR's `9804` drawn
here beside Visa, Mastercard, Amex, Maestro, UnionPay and JCB, checked with python-stdnum's `luhn`).
The IBANs are of countries used least by a rough count over heldouts 5 to 118 (Finland, Russia,
Albania, Burundi and Sudan, each in seven earlier corpora, and Poland, Denmark and Norway, each in
eight), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
Russian, Czech, Italian, Korean and Simplified Chinese lists, with a valid checksum. It holds 390
secret texts, 20 field pairs and 20 metadata samples (430 scored) and 60 clean texts and 10 clean
metadata dicts that must stay as they are.
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

SEED = 121_463_809
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


_AMBER = ["Succinit", "Gintaras", "Bursztyn", "Dzintars", "Merevaik", "Barnsten", "Kopal",
          "Inkluzja", "Jurate", "Kastytis", "Sakai", "Palanga"]  # fmt: skip
_DECK = ["Rampa", "Davit", "Kiil", "Poller", "Trossi", "Fender", "Ballast", "Gangway", "Schott",
         "Luuk", "Trap", "Kajuta"]  # fmt: skip
_SHIPS = ["Ilmatar", "Laima", "Saule", "Ahti", "Perkunas", "Vaina", "Jurate", "Roomassaare",
          "Degerby", "Smiltyne"]  # fmt: skip
_PLACES = ["Gdansk", "Oliwa", "Klaipeda", "Smiltyne", "Nida", "Liepaja", "Karosta", "Riga",
           "Kipsala", "Tallinn", "Kopli", "Kuressaare", "Triigi", "Kihnu", "Mariehamn", "Degerby",
           "Langnas"]  # fmt: skip
_NAMES = ["Kasia", "Zbigniew", "Bozena", "Wojtek", "Ruta", "Mindaugas", "Aiste", "Darius", "Ilze",
          "Janis", "Sarmite", "Baiba", "Kadri", "Tonu", "Rein", "Ulle", "Virve", "Kaj", "Annika",
          "Sixten", "Oksana", "Taras", "Mykola", "Halyna", "Nino", "Giorgi", "Tamar", "Levan",
          "Jomar", "Rhea", "Arnel", "Marites", "Ramil"]  # fmt: skip
_DISHES = ["Pierogi", "Cepelinai", "Kama", "Sklandrausis", "Khinkali", "Adobo", "Varenyky",
           "Kiluleib", "Borshch", "Lechon", "Kohuke", "Pelmeni"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["G1nt4r4s", "Dz1nt4rs", "M3r3v41k", "Burszt7n", "B4ll4st", "P0ll3r", "D4v1t", "K1ul",
         "Succ1n1t"]  # fmt: skip


def _amber_weight(g: random.Random) -> str:
    """A piece of amber and its weight in grams, the way the grading room jokes a password up."""
    return f"{g.choice(_AMBER)}{g.randrange(3, 90)}g{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, both cases and digits, as a password manager writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SHIPS)}{g.randrange(1995, 2032)}{g.choice(_SYMBOLS)}",
    _amber_weight,
    lambda g: f"Deck{g.randrange(2, 10)}{g.choice(_SHIPS)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_DECK, 2)) + "-" + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "!%&*?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES)}Loves{g.choice(_DISHES)}{g.randrange(2, 100)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_DECK).lower()}.{g.randrange(10, 100)}",
    _manager,
    lambda g: f"Cabin{g.randrange(1000, 10_000)}{g.choice(_AMBER)}",
    lambda g: _r(g, UPPER, 1) + _r(g, LOWER, 5) + g.choice(_SYMBOLS) + _r(g, D, 4),
    lambda g: _r(g, ALNUM, 13),
    lambda g: f"{g.choice(_PLACES)}_{g.choice(['Ramp', 'Dock', 'Lane', 'Berth'])}{g.randrange(1, 20)}!",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Jomar (car deck): the Teltonika RUTX50 on deck 3 has admin password {pw}",
    "Viber from Taras: Kongsberg K-Chief 600 operator station password {pw}",
    "Telegram, #yard-liepaja: Kemppi X8 MIG Welder panel password {pw}",
    "Signal, Kadri: the Transas Navi-Sailor 4000 ECDIS service password is {pw}",
    "Messenger from Rhea: Vingcard Visionline cabin-lock server password {pw}",
    "Slack #ticket-office: Gunnebo SpeedStile gate controller password {pw}",
    "Teams chat, duty-free Riga: LS Retail back-office password {pw}",
    "Skype message from Mindaugas: Axis P3265 car-deck camera root password {pw}",
    "Zulip stream 'dry-dock', topic 'cranes': Liebherr LiDAT portal password {pw}",
    "Mattermost DM from Ilze: Alfa Laval PureBallast 3 HMI password {pw}",
    "Rocket.Chat #bridge: JRC JMR-7200 radar service menu password {pw}",
    "Wire message from Kaj (Mariehamn office): Intellian v100 VSAT web password {pw}",
    "Threema from Giorgi: Sartorius Cubis II balance admin password in the amber room {pw}",
    "Zello transcript, channel 'Kuressaare ramp': the Hatlapa winch controller password is {pw}",
    "Google Chat, Nino: Phoenix Contact PLCnext password on the ballast panel {pw}",
    "Element room #klaipeda-office: Moxa NPort 5150 password {pw}",
    "Webex chat during the class survey: Wärtsilä Aquarius BWMS panel password {pw}",
    "Pumble message from Sarmīte: Castles Saturn1000 terminal admin password {pw}",
    "Zoho Cliq, Tõnu: Salto ProAccess SPACE password {pw}",
    "Apple Notes 'MS Laima bridge': Saab R5 AIS transponder password {pw}",
    "Joplin note 'yard': Hypertherm XPR300 plasma cutter web password {pw}",
    "Obsidian daily note: Messer OmniMat nesting PC password {pw}",
    "OneNote, page 'Amber room': Leica M205 microscope PC login password {pw}",
    "Evernote 'duty-free Tallinn': Worldline Yomani supervisor password {pw}",
    "TOPdesk call I 2031 0412: the Milestone XProtect admin password {pw} was shared in the handover",
    "Zammad ticket #66120: Kern PCB amber scale password {pw}, please rotate",
    "GLPI ticket 3318: Starlink router on MS Ilmatar, admin password {pw}",
    "osTicket #220931: Konecranes TRUCONNECT portal password {pw} stopped working",
    "YouTrack issue YARD-412: WAGO PFC200 web-based management password {pw}",
    "Hi Rein,\n\nthe root password for the ticket-office server in Kuressaare is {pw}. Delete this once it's in the vault.\n\nBożena",
    "Incident 2031-08-02: the Unitronics panel on the Liepāja dry-dock pumps was reachable from the internet with password {pw}",
    "Runbook: dry dock flooding sequence\n1. log into the Siemens S7-1500 web server\n2. user admin\n3. password {pw}\n4. open valve group B",
    "README (ticket kiosks)\nkiosk admin UI at https://kiosk-gdn.aistmare.lan, password `{pw}`.",
    "can you remember my Swedbank internet bank password? it's {pw}",
    "dictated: the Citadele app password is {pw} full stop",
    "note to self: Lincoln Power Wave S500 password {pw}",
    "Kihnu: mo arvuti paroul ond {pw}, ärä ütle kellegile",
    "Kihnu, Virve: piletikassa uus paroul ond {pw}",
    "mo meili salasöna on {pw}",
    "Ülle: kassa serveri uus salasöna on {pw}",
    "mitt lösenord ti mejlen e {pw}, tala int om he för nåen",
    "moje hasło do kompa w kasie, chłopie, to {pw}",
    "mon paroļs nu kases datora ir {pw}",
    "ჩემი მეილის პაროლი არი {pw}, ბიჭო",
    "ლევანი: სერვერის ახალი პაროლი არი {pw}",
    "мой пароль од компа на складі е {pw}",
    "ag akon password sa laptop ay {pw}, ayaw it ipagsabi",
    "Arnel: ag bag-o nga password it server ay {pw}",
    "piletikassa arvuti parool on {pw}",
    "kases datora parole ir {pw}",
    "gintaro kambario kompiuterio slaptažodis yra {pw}",
    "hasło do komputera na pokładzie samochodowym: {pw}",
    "tax-free-kassan salasana on {pw}",
    "lösenordet till taxfree-kassan är {pw}",
    "das Passwort für den Werft-PC im Trockendock lautet {pw}",
    "пароль от компьютера в сухом доке: {pw}",
    "пароль до комп'ютера на автопалубі — {pw}",
    "ქარვის ოთახის კომპიუტერის პაროლია {pw}",
    "ang password ng computer sa car deck ay {pw}",
    "ang password sa kompyuter sa barko kay {pw}",
    "adgangskoden til værftets pc er {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["kasia.w", "zbigniew", "bozena.k", "ruta", "mindaugas.p", "darius", "ilze.b", "janis",
          "sarmite", "kadri.t", "tonu", "rein", "ulle", "virve", "kaj.e", "annika", "sixten",
          "oksana.h", "taras", "mykola", "nino.b", "giorgi", "levan", "jomar", "rhea.m", "arnel",
          "ramil", "svc-kiosk", "pos-admin", "yard-ops"]  # fmt: skip
_LOGINS = [
    "Slack, Kadri: the Vingcard login is {u} / {pw}",
    "Zammad #66141: {u} locked out of the Kongsberg station, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Yard › Cranes › Liebherr LiDAT: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Milestone XProtect | {u} | {pw} |",
    "sign into the Gallagher Command Centre as {u} with {pw}",
    "Moxa login {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: kiosk-klj-2\n  user: {u}\n  pass: {pw}",
    "Teams: account {u}, password {pw}",
    "Jomar says the Starlink admin is {u} and the password is {pw}",
    "system,user,password\nsalto-space,{u},{pw}",
    "ssh {u}@drydock-hmi.aistmare.lan (password {pw})",
    "Viber: creds for the Kemppi WeldEye portal are {u} and {pw}",
    "kasutaja {u}, mo salasöna {pw}",
    "användarn e {u} å lösenorde e {pw}",
    "login {u}, hasło {pw}, ino nie godej nikomu",
    "lietuotājs {u} un mon paroļ {pw}",
    "იუზერი {u}, პაროლი კიდე არი {pw}",
    "логін {u}, а пароль мой е {pw}",
    "ag username ko {u}, ag password ay {pw}",
    "kases sistēmas lietotājvārds {u}, parole {pw}",
    "naudotojas {u}, o slaptažodis kasos programai {pw}",
    "brukernavnet på billettsystemet er {u}, passordet {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["gintaras", "bursztyn", "merevaik", "dzintars", "kama", "sklandrausis",
               "cepelinai", "khinkali", "adobo", "varenyky", "kohuke", "poller", "davit",
               "trossi", "smiltyne", "kuressaare", "lechon", "kopal"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password: the word {w}, lower case, and {d} after it",
    "for the ticket kiosk it's {w} followed by {d}",
    "voice memo: the car deck wifi password is {w} and after that {d}, all one word",
    "type {w}, then {d}, no space",
    "it's {w}{d} — word and number glued together",
    "Kihnu: paroul ond sõna {w}, piäle seda {d}",
    "salasöna on söna {w}, pärast seda {d}",
    "lösenorde e orde {w}, å sen {d}",
    "hasło, chłopie, to je słowo {w}, a potem ino {d}",
    "აქანა პაროლი {w} არი, ბოლოში {d} მიაწერე",
    "пароль мой е слово {w}, а за ним {d}",
    "ag password ay ag word nga {w}, dayon {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "nclauncher -url https://vpn.aistmare.eu/ -u {u} -p '{pw}' -r 'Yard Users'",
    "udocker login --username={u} --password='{pw}' --registry=https://registry.aistmare.lan",
    "dotnet paket config add-credentials https://nuget.aistmare.lan/v3/index.json --username {u} --password '{pw}'",
    "printf '{pw}\\n{pw}\\n' | sudo /etc/NX/nxserver --useradd {u} --system",
    "clish -c 'set user {u} password'   # typed {pw} twice at the prompt",
    "sudo mokutil --import /var/lib/shim-signed/mok/MOK.der   # one-time MOK password {pw}",
    "PASSWORD='{pw}' homectl create {u} --storage=luks --disk-size=40G",
    "echo '{pw}' | pw usermod {u} -h 0",
    "ntdsutil \"set dsrm password\" \"reset password on server null\" q q   (at the prompt: {pw})",
    "ovs-vsctl add-port br-ipsec tun-klj -- set interface tun-klj type=gre options:remote_ip=10.40.0.2 options:psk={pw}",
    "echo '{pw}' | gpgsm --batch --pinentry-mode loopback --passphrase-fd 0 --import {u}-signing.p12",
    "stegsnow -C -p '{pw}' -m 'gate codes for August' notice.txt notice-out.txt",
    "php craft users/create --email={u}@aistmare.eu --username={u} --password='{pw}' --admin=1",
    "Reset-ComputerMachinePassword -Server dc1.aistmare.lan -Credential (New-Object PSCredential('AISTMARE\\{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force)))",
    "(Cisco Controller) >config wlan security wpa akm psk set-key ascii {pw} 3",
    "sshpass -p '{pw}' scp kiosk.log {u}@kiosk-rix-1.aistmare.lan:/var/log/kiosk/",
    "mysql -h booking-db.aistmare.lan -u {u} -p'{pw}' bookings -e 'select count(*) from sailings'",
    "redis-cli -h seats-cache.aistmare.lan -a '{pw}' --no-auth-warning keys 'hold:*'",
    "docker login registry.aistmare.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd-kiosk {u} '{pw}'",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/id_drydock -C {u}@yard",
    "smbclient //fs-gdn.aistmare.lan/manifests -U '{u}%{pw}' -c 'ls'",
    "zip -P '{pw}' crew-list-ilmatar.zip crew-list-ilmatar.xlsx",
    "7z a -p'{pw}' -mhe=on amber-grading-2031.7z grading/",
    "openssl enc -aes-256-cbc -pbkdf2 -in payroll.csv -out payroll.enc -pass pass:{pw}",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -d manifests.tar.gpg",
    "plink -ssh {u}@10.40.2.15 -pw '{pw}' 'show ip int brief'",
    "xfreerdp /v:pos-tll-01 /u:{u} /p:'{pw}' /cert:ignore",
    "net use Z: \\\\fs-klj\\dutyfree {pw} /user:AISTMARE\\{u}",
    "sqlplus {u}/{pw}@//ora-ticketing.aistmare.lan:1521/TICKETS",
    "ipmitool -I lanplus -H 10.40.9.21 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.drydock.lan -u {u} -P '{pw}' -t dock/pumps/3/cmd -m stop",
    "sqlcmd -S pos-sql.aistmare.lan -U {u} -P '{pw}' -Q \"SELECT TOP 5 * FROM Sales\"",
    "printf '%s\\n' '{pw}' | sudo -S systemctl restart kiosk",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Users\\jomar> {c}", "bash history on kiosk-gdn-2:\n{c}",
    "zsh, rein@kuressaare-ops ~ % {c}", "Windows Terminal (Ubuntu), taras@yard-ws:~$ {c}",
    "PuTTY log, drydock-hmi:\n{c}", "iTerm2, kadri@mbp ~ $ {c}", "Tera Term log: {c}",
    "Kitty, ~/ferry-ops $ {c}", "Alacritty: {c}", "WezTerm tab 'yard': {c}",
    "Terminator on the bridge PC: {c}", "Tilix, split 2: {c}", "Royal TS session 'Liepāja yard': {c}",
    "mRemoteNG, 'Mariehamn POS': {c}", "Bitvise xterm: {c}", "KiTTY session 'ticket-srv': {c}",
    "Solar-PuTTY, tab 3:\n{c}", "Guake: {c}", "Yakuake on the amber-room PC: {c}",
    "foot terminal under sway: {c}", "Warp block: {c}",
    "käsk, mis ma jooksutasin: {c}", "ja körd he hä kommandot: {c}", "komenda, co żem puścił: {c}",
    "ბრძანება, რაც გავუშვი: {c}", "команда, шо я запустив: {c}",
    "ag command nga akon gin-run: {c}", "komanda, ko palaidu: {c}",
    "ось команда, яку я запускав: {c}", "komanda, kurią paleidau: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-cardeck-2.aistmare.lan:554/Streaming/Channels/101",
    "ftps://{u}:{pw}@edi.aistmare.eu:990/manifests/",
    "postgres://{u}:{pw}@booking-db.aistmare.lan:5432/sailings",
    "mongodb+srv://{u}:{pw}@amber-catalog.x7kq2.mongodb.net/grading",
    "redis://{u}:{pw}@seats-cache.aistmare.lan:6379/2",
    "mysql+pymysql://{u}:{pw}@pos-db.aistmare.lan/dutyfree",
    "opc.tcp://{u}:{pw}@ballast-plc.drydock.lan:4840",
    "https://{u}:{pw}@nexus.aistmare.lan/repository/pypi-internal/simple",
    "jdbc:postgresql://yard-db.aistmare.lan:5432/yard?user={u}&password={pw}",
    "imaps://{u}:{pw}@mail.aistmare.eu:993/INBOX",
    "sqlserver://{u}:{pw}@pos-sql.aistmare.lan:1433?database=Sales",
    "oracle+oracledb://{u}:{pw}@ora-ticketing.aistmare.lan:1521/?service_name=TICKETS",
    "ws://{u}:{pw}@signalk.ilmatar.lan:3000/signalk/v1/stream",
]  # fmt: skip
_URL_PLACES = [
    "BOOKING_DB_URL={c}", "Metabase connection, the old one: {c}",
    "save this connection string for me: {c}", "datubāzes pieslēguma adrese: {c}",
    "კავშირის სტრიქონი არი {c}", "Zammad #66170: {c}", "Confluence page 'Databases': {c}",
    "адреса од бази е {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "aistmare-line", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read parcels:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("MakeCommerce", "MAKECOMMERCE_SECRET_KEY", _j((ALNUM, 64))),
    ("Klix", "KLIX_API_SECRET", _j((HEX, 40))),
    ("Neopay", "NEOPAY_PROJECT_KEY", _j((ALNUM, 32))),
    ("Checkout Finland", "CHECKOUT_SECRET", _j((ALNUM, 40))),
    ("LiqPay", "LIQPAY_PRIVATE_KEY", _j("sandbox_", (ALNUM, 40))),
    ("Fondy", "FONDY_SECRET_KEY", _j((ALNUM, 32))),
    ("WayForPay", "WAYFORPAY_MERCHANT_SECRET", _j((HEX, 40))),
    ("Portmone", "PORTMONE_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Omniva", "OMNIVA_API_SECRET", _j((ALNUM, 24))),
    ("Venipak", "VENIPAK_API_KEY", _j((HEX, 32))),
    ("LP Express", "LPEXPRESS_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Itella Smartpost", "SMARTPOST_API_KEY", _j((ALNUM, 36))),
    ("Nova Poshta", "NOVAPOSHTA_API_KEY", _j((HEX, 32))),
    ("Meest", "MEEST_API_TOKEN", _vendor_jwt("https://api.meest.com")),
    ("Ukrposhta", "UKRPOSHTA_BEARER", lambda g: v.uuid4(g, "9")),
    ("Cadmatic", "CADMATIC_ESHARE_TOKEN", _j((B64, 86), "==")),
    ("MarineCFO", "MARINECFO_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Theyr", "THEYR_API_KEY", _j((HEX, 40))),
    ("Traveltek", "TRAVELTEK_SECRET", _j((ALNUM, 48))),
    ("Piletilevi", "PILETILEVI_API_KEY", _j((HEX, 64))),
    ("Bilesu Serviss", "BILESUSERVISS_TOKEN", _j((URLSAFE, 40))),
    ("Bilietai.lt", "BILIETAI_API_KEY", _j((ALNUM, 40))),
    ("Global Blue", "GLOBALBLUE_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Pigu", "PIGU_API_TOKEN", _j((HEX, 40))),
    ("Kaup24", "KAUP24_API_KEY", _j((ALNUM, 32))),
    ("Merit Aktiva", "MERIT_API_KEY", _j((B64, 43), "=")),
    ("SmartAccounts", "SMARTACCOUNTS_SECRET_KEY", _j((ALNUM, 40))),
    ("Fitek", "FITEK_API_KEY", _j((UPPER_HEX, 32))),
    ("Jumis", "JUMIS_API_TOKEN", _j((URLSAFE, 48))),
    ("Comarch", "COMARCH_EDI_SECRET", _j((ALNUM, 40))),
    ("iDenfy", "IDENFY_API_SECRET", _j((ALNUM, 40))),
    ("Ondato", "ONDATO_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("TurboSMS", "TURBOSMS_TOKEN", _j((HEX, 40))),
    ("Hostinger", "HOSTINGER_API_TOKEN", _j((ALNUM, 48))),
    ("Zone.ee", "ZONE_API_KEY", _j((HEX, 32))),
    ("Checkbox", "CHECKBOX_LICENSE_KEY", _j((HEX, 24))),
    ("Vchasno", "VCHASNO_API_TOKEN", _j((URLSAFE, 32))),
    ("Prom.ua", "PROM_API_TOKEN", _j((HEX, 40))),
    ("KeyCRM", "KEYCRM_API_KEY", _j((B64, 64))),
    ("Sprout Solutions", "SPROUT_API_KEY", _j((ALNUM, 40))),
    ("Fortumo", "FORTUMO_SERVICE_SECRET", _j((HEX, 32))),
    ("LHV Connect", "LHV_CONNECT_TOKEN", _vendor_jwt("https://connect.lhv.eu")),
    ("Luminor", "LUMINOR_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Praamid.ee", "PRAAMID_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Tiketa", "TIKETA_API_KEY", _j("tkt_live_", (ALNUM, 32))),
    ("Valigara", "VALIGARA_API_TOKEN", _j("vg_", (HEX, 48))),
    ("Horoshop", "HOROSHOP_API_TOKEN", _j((ALNUM, 32))),
    ("SKF Enlight", "SKF_ENLIGHT_API_KEY", _j((URLSAFE, 43))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "fish: set -gx {env} {tok}",
    ".env.production:\n{env}={tok}",
    "k8s Secret, stringData:\n  {env}: \"{tok}\"",
    "docker run -d -e {env}={tok} aistmare/booking-sync:2031.7",
    "fly secrets set {env}={tok} -a aistmare-shop",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "GitHub › aistmare/booking-sync › Secrets and variables › {env}: {tok}",
    "terraform.tfvars:\n{env} = \"{tok}\"",
    "launchd plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "supervisord [program:booking-sync]\nenvironment={env}=\"{tok}\"",
    "Aistmare ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Confluence table 'Integrations': | {vendor} | live | {tok} |",
    "Todoist: rotate the {vendor} key {tok}",
    "Slack, Kadri: {vendor} key for the booking sync: {tok}",
    "Teams: the {vendor} token in use now is {tok}, the old one is revoked",
    "Zammad #66188: {vendor} sync returns 401, configured key {tok}",
    "TOPdesk call: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API võti ond {tok}",
    "{vendor} API vöti on {tok}",
    "API:ts nyckel hos {vendor}, he e {tok}",
    "ten klucz API od {vendor}, chłopie: {tok}",
    "{vendor} API atslēg ir {tok}",
    "ბორნის API გასაღები {vendor}-ზე არი {tok}",
    "ключ API од {vendor} е {tok}",
    "ag API key it {vendor} ay {tok}",
    "{vendor} API-võti piletimüügi jaoks: {tok}",
    "{vendor} API atslēga kases sistēmai: {tok}",
    "{vendor} API raktas gintaro parduotuvei: {tok}",
    "klucz API {vendor} do sklepu wolnocłowego: {tok}",
    "{vendor} API -avain lautan kassaan: {tok}",
    "API-nyckeln som taxfree-butiken använder för {vendor}: {tok}",
    "{vendor}-API-Schlüssel (Werft): {tok}",
    "API-ключ {vendor} на пароме: {tok}",
    "API-ключ {vendor} для каси: {tok}",
    "{vendor}: API-ს გასაღები ბორნისთვის — {tok}",
    "heto ang API key natin sa {vendor}: {tok}",
    "mao ni ang API key nato sa {vendor}: {tok}",
    "{vendor}s API-nøgle står her: {tok}",
    "{vendor}: API-nøkkelen til fergebillettene er {tok}",
    "de {vendor} API-sleutel van de rederij: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    novaposhta = _r(rng, HEX, 32)
    liqpay = _r(rng, ALNUM, 40)
    fondy = _r(rng, ALNUM, 32)
    tiketa = "tkt_live_" + _r(rng, ALNUM, 32)
    globalblue = v.uuid4(rng, "a")
    turbosms = _r(rng, HEX, 40)
    return [
        Sample("vendor_token", f'requests.post("https://api.novaposhta.ua/v2.0/json/", json={{"apiKey": "{novaposhta}", "modelName": "TrackingDocument", "calledMethod": "getStatusDocuments"}})', novaposhta),
        Sample("vendor_token", f'const liqpay = new LiqPay("i{_r(rng, D, 11)}", "{liqpay}");', liqpay),
        Sample("vendor_token", f"\\Cloudipsp\\Configuration::setMerchantId(1396424);\n\\Cloudipsp\\Configuration::setSecretKey('{fondy}');", fondy),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "TIKETA_KEY", "\\"{tiketa}\\"")\n  }}\n}}', tiketa),
        Sample("vendor_token", f"Info.plist:\n<key>GlobalBlueClientSecret</key>\n<string>{globalblue}</string>", globalblue),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {turbosms}' -d @sms.json https://api.turbosms.ua/message/send.json", turbosms),
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


_BARE_PLACES = ["{t}", "Slack: {t}", "it shows this only once, so here:\n{t}", "token ond {t}",
                "токен е {t}", "{t}\n^ the new one, the old one is revoked",
                "stash this token somewhere for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 52)), _j((B64, 44)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES key of the Vingcard encoder export: {h}": 32,
    "HMAC secret for the LiqPay server callback: {h}": 64,
    "LoRaWAN AppKey of the dry-dock level sensor DD-04 (OTAA): {h}": 32,
    "TLS pre-shared key of the Moxa MGate on the ballast panel (hex): {h}": 64,
    "master key of the Salto cabin locks, hex: {h}": 32,
    "pre-shared key of the Starlink site-to-site tunnel to Liepāja: {h}": 64,
    "varukoopia krüpteerimisvöti: {h}": 64,
    "ბექაპის დაშიფვრის გასაღები არი: {h}": 48,
    "ag encryption key it backup ay {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zammad #66203: token copied out of DevTools {t}",
    "Cookie: lang=lv; aistmare_sess={t}",
    "BOOKING_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токен од кабінету е {t}",
    "ag token ay {t}",
    "token ti bokningen e {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "HS256", "RS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@aistmare.eu"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://login.aistmare.eu/realms/crew",
            "azp": "booking-desk",
            "roles": ["ticket-office", "car-deck"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS256": 342, "HS256": 43, "RS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key of the ticket kiosks, the old one, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.aistmare.eu.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EINVOICE_SIGNING_KEY": "{key}", "operator": "fitek"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_yard <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "osTicket #220977, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "serveri privaatvöti:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs broker's SFTP drop in Klaipėda:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Tangem backup phrase, copying it before the card goes into the safe: {p}": "english",
    "Sparrow wallet seed (the ticket office's petty-cash wallet)\n{p}": "english",
    "BlueWallet recovery words: {p}": "english",
    "Ledger Live test wallet, empty now: {p}": "english",
    "voice memo: Zengo recovery words {p} end of list": "english",
    "Obsidian page 'crew donation wallet (retired)': {p}": "english",
    "Trust Wallet, фраза восстановления (пишу для себя): {p}": "russian",
    "моя сід-фраза од гаманця е {p}": "russian",
    "obnovovací fráze peněženky Trezor (Kasia's Czech cousin set it up): {p}": "czech",
    "Exodus piniginės atkūrimo frazė (itališki žodžiai): {p}": "italian",
    "메타마스크 복구 문구 (Jomar's Korean wallet app): {p}": "korean",
    "imToken 助记词, Nino's list: {p}": "chinese_simplified",
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
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Dankort's, PROSTIR's: brands the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "dankort":
        return _card_of(rng, ["5019"], [16])
    if brand == "prostir":
        return _card_of(rng, ["9804"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Slack, Kadri: the company card for the Kemppi spare parts is {c}, exp {mm}/{yy}",
    "my spare Revolut card, just in case: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "Zammad #66215: pay the Hatlapa service visit with card {c}",
    "mo kaardi number on {c}, {mm}/{yy}",
    "numer mojej karty, chłopie: {c}",
    "ჩემი ბარათის ნომერი არი {c}, {mm}/{yy}",
    "номер мойой картки е {c}",
    "ag numero it akon card ay {c}, {mm}/{yy}",
    "kortnumbre mitt e {c}, {mm}/{yy}",
    "mana kartes numurs: {c}",
    "моя картка ПриватБанку: {c}, термін до {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "dankort", "mastercard", "amex", "prostir", "maestro", "unionpay", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, CVC {cvv}",
               "security code (back of the card, by the signature): {cvv}",
               "Amex {c}, 4-digit code on the front, right of the logo: {cvv}",
               "kolm numbrit kaardi tagaküljel: {cvv}",
               "ბარათის უკანა მხარეს სამი ციფრი არი {cvv}",
               "ag tatlo nga numero sa likod it card: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 118 (Finland, Russia, Albania, Burundi
# and Sudan in seven earlier corpora, Poland, Denmark and Norway in eight); BBAN shapes (a, n, c as
# in `secret_classes_values.iban_shaped`) after stdnum's iban.dat.
_IBAN_SHAPES = {"FI": "n" * 14, "RU": "n" * 14 + "c" * 15, "AL": "n" * 8 + "c" * 16,
                "BI": "n" * 23, "SD": "n" * 14, "PL": "n" * 24, "DK": "n" * 14,
                "NO": "n" * 11}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice AM-2031-077: please pay the Åland catering order to {i} within 14 days",
    "save the Kaliningrad raw-amber supplier's IBAN: {i}",
    "IBAN: {i}\nReference: Tirana jewellery wholesale, lot 12",
    "Slack #finance: the Khartoum gum-arabic supplier (varnish for the amber room) changed banks, IBAN {i}",
    "Bujumbura coffee for the ferry café, pay to IBAN {i}",
    "mo IBAN on {i}",
    "kontonumbre mitt (IBAN) e {i}",
    "mój IBAN, chłopie, to {i}",
    "ჩემი IBAN არი {i}",
    "мой IBAN е {i}",
    "ag akon IBAN ay {i}",
    "Gdańsk shipyard subcontractor, rachunek: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# None of these documents has a python-stdnum module or a public check digit: each is drawn in the
# shape its author believes it is printed in, and checked by nothing.
def _ua_seafarer(g: random.Random) -> str:
    """A Ukrainian seafarer's identity document: a series of two letters and six digits."""
    return g.choice(["AB", "AC", "AE"]) + _r(g, D, 6)


def _ua_record_book(g: random.Random) -> str:
    """A Ukrainian seaman's service record book (послужна книжка моряка): two letters, six digits."""
    return g.choice(["MK", "MC"]) + _r(g, D, 6)


def _lv_seaman(g: random.Random) -> str:
    """A Latvian seaman's book (jūrnieka grāmatiņa): LV and seven digits, as guessed."""
    return "LV" + _r(g, D, 7)


def _ee_seaman(g: random.Random) -> str:
    """An Estonian seaman's discharge book: EST and six digits, as guessed."""
    return "EST" + _r(g, D, 6)


def _lt_seaman(g: random.Random) -> str:
    """A Lithuanian seaman's book (jūrininko knygelė): LT and six digits, as guessed."""
    return "LT" + _r(g, D, 6)


def _fi_seaman(g: random.Random) -> str:
    """A Finnish seaman's book (sjömansbok, merimieskirja): FIN and six digits, as guessed."""
    return "FIN" + _r(g, D, 6)


def _no_seaman(g: random.Random) -> str:
    """A Norwegian seaman's book (sjøfartsbok): NOR and seven digits, as guessed."""
    return "NOR" + _r(g, D, 7)


def _ge_seafarer(g: random.Random) -> str:
    """A Georgian seafarer's identity book: GE and seven digits, as guessed."""
    return "GE" + _r(g, D, 7)


def _ph_sid(g: random.Random) -> str:
    """A Philippine seafarer's identity document (ILO C185, issued by MARINA): PH, a letter and
    seven digits, as guessed."""
    return "PH" + g.choice("ABC") + _r(g, D, 7)


def _ee_permit(g: random.Random) -> str:
    """An Estonian residence permit card: two letters and seven digits, as guessed."""
    return g.choice(["RE", "RG"]) + _r(g, D, 7)


def _lv_permit(g: random.Random) -> str:
    """A Latvian residence permit (uzturēšanās atļauja): RP and seven digits, as guessed."""
    return "RP" + _r(g, D, 7)


def _lt_permit(g: random.Random) -> str:
    """A Lithuanian residence permit (leidimas gyventi): eight digits, as guessed."""
    return g.choice("123456789") + _r(g, D, 7)


def _fi_permit(g: random.Random) -> str:
    """A Finnish residence permit card (oleskelulupakortti): two letters and seven digits."""
    return g.choice(["RA", "RB", "RC"]) + _r(g, D, 7)


def _se_permit(g: random.Random) -> str:
    """A Swedish residence permit card (uppehållstillståndskort): two letters, seven digits."""
    return g.choice(["UT", "UX"]) + _r(g, D, 7)


def _ee_digi_id(g: random.Random) -> str:
    """An Estonian digi-ID (the e-Residency card): N, a letter and seven digits, as guessed."""
    return "N" + g.choice("ABC") + _r(g, D, 7)


def _lv_licence(g: random.Random) -> str:
    """A Latvian driving licence (autovadītāja apliecība): two letters and six digits."""
    return "A" + g.choice(UPPER) + _r(g, D, 6)


def _lv_passport(g: random.Random) -> str:
    """A Latvian passport: two letters and seven digits."""
    return g.choice(["LV", "LA", "LB"]) + _r(g, D, 7)


def _lt_id_card(g: random.Random) -> str:
    """A Lithuanian identity card (asmens tapatybės kortelė): eight digits."""
    return g.choice("123") + _r(g, D, 7)


def _ge_passport(g: random.Random) -> str:
    """A Georgian passport: two digits, two letters and five digits, as guessed."""
    return f"{g.randrange(12, 25)}{_r(g, UPPER, 2)}{_r(g, D, 5)}"


def _pl_helmsman(g: random.Random) -> str:
    """A Polish motorboat helmsman's licence (patent sternika motorowodnego): PSM and six
    digits, as guessed."""
    return "PSM" + _r(g, D, 6)


def _ee_small_craft(g: random.Random) -> str:
    """An Estonian small-craft operator's certificate: VL and six digits, as guessed."""
    return "VL" + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "Taras's seafarer's identity document no. {s}, for the crew list": _ua_seafarer,
    "номер посвідчення особи моряка: {s}": _ua_seafarer,
    "моя послужна книжка моряка, номер е {s}": _ua_record_book,
    "jūrnieka grāmatiņas numurs (Jānis, new deckhand): {s}": _lv_seaman,
    "mo meremehe teenistusraamatu number on {s}": _ee_seaman,
    "jūrininko knygelės numeris: {s}": _lt_seaman,
    "numbre på mi sjömansbok e {s}": _fi_seaman,
    "sjøfartsboka til Ole, nummer {s}": _no_seaman,
    "მეზღვაურის წიგნაკის ნომერი არი {s}": _ge_seafarer,
    "ag akon SID (seafarer's ID) ay {s}": _ph_sid,
    "elamisloakaardi number (Oksana): {s}": _ee_permit,
    "uzturēšanās atļaujas numurs: {s}": _lv_permit,
    "Mykola's leidimo gyventi numeris: {s}": _lt_permit,
    "oleskelulupakortin numero: {s}": _fi_permit,
    "uppehållstillståndskortets nummer (Rhea, Stockholm agency): {s}": _se_permit,
    "e-Residency digi-ID document number of the Manila crewing agent: {s}": _ee_digi_id,
    "autovadītāja apliecības numurs (Krišjānis, car deck): {s}": _lv_licence,
    "mon pass nr. ir {s}": _lv_passport,
    "asmens tapatybės kortelės nr. {s}": _lt_id_card,
    "ჩემი პასპორტის ნომერი არი {s}": _ge_passport,
    "mój patent sternika motorowodnego, chłopie, to {s}": _pl_helmsman,
    "mo väikelaeva juhi tunnistus ond {s}": _ee_small_craft,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Traveltek admin 2FA recovery codes\n{codes}",
            "backup codes for the Aistmare Microsoft 365 tenant admin {codes}",
            "Piletilevi backup codes: {codes}", "2FA varukoodid:\n{codes}",
            "ბექაპ კოდები არი: {codes}", "ag 2FA backup codes ko: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Fitek:ilze.b@aistmare.eu?secret={s}&issuer=Fitek&digits=6",
              "2FAS, manual setup key for the Ondato console: {s}",
              "Aegis, secret key for the LHV Connect login: {s}",
              "TOTP saladus ond {s}"]  # fmt: skip
_CODES = ["{c} is your Luminor verification code",
          "Jūsų Swedbank patvirtinimo kodas: {c}",
          "Citadele kods: {c}. Nevienam to neizpaud",
          "Ваш одноразовий код для входу в Monobank: {c}",
          "Ang GCash verification code mo ay {c}. Sa'yo lang 'to, huwag ipasa."]  # fmt: skip


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


_SSIDS = ["Aistmare-Crew", "MS-Ilmatar-Crew", "Laima-Bridge", "Drydock-Liepaja", "TELE2-Kuressaare",
          "Telia-Mariehamn-5G", "Bite-Klaipeda-5G", "Orange_Gdansk_2G", "AmberRoom-5G", "Kihnu-Sadam",
          "Alcom-Degerby", "LMT-Karosta", "Starlink-Ilmatar", "Kyivstar-Home", "MagtiFiber-Kutaisi",
          "PLDTHOMEFIBR_7Q2K"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nkey: {pw}",
    "crew network {s}, password {pw}",
    "wifi in the amber grading room: {s} / {pw}",
    "Raspberry Pi Imager, wireless LAN: SSID {s}, password {pw}",
    "the key on the sticker under the Starlink router: {pw}",
    "wifi {s} salasõna ond {pw}",
    "wifi {s} salasöna on {pw}",
    "lösenorde ti wifin {s} e {pw}",
    "do tego wifi {s}, chłopie, hasło je {pw}",
    "wifi {s} paroļ ir {pw}",
    "ვაიფაი {s}-ზე პაროლი ეხლა არი {pw}",
    "вайфай {s}, пароль од нього е {pw}",
    "ag password it wifi {s} ay {pw}",
    "ESP32 sensor on the car deck: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("tkt_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("vg_", (HEX, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Teams call] {t}",
          "(spaced out so the Slack preview hides it) {t}", "täht-tähe järgi: {t}",
          "диктую по символу: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the dry-dock gatehouse keypad takes {pw} then #",
          "padlock on the lashing-gear locker, car deck 3: {pw}",
          "kuuri tabaluku kood on {pw}", "koden ti förråde e {pw}",
          "kod do szopy na nabrzeżu, chłopie: {pw}", "noliktav atslēg kods ir {pw}",
          "საწყობის კარის კოდი არი {pw}", "код од замка на складі е {pw}",
          "ag code it padlock sa bodega ay {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["gintaras", "bursztyn", "merevaik", "dzintars", "poller", "davit", "trossi",
                 "fender", "ballast", "smiltyne", "kuressaare", "degerby", "kopli", "karosta",
                 "khinkali", "adobo"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the ticket office: {p}": " ",
            "KeePassXC database passphrase: {p}": " ",
            "Proton Pass master passphrase: {p}": "-", "Enpass vault passphrase: {p}": ".",
            "varukoopia paroolifraas: {p}": " ", "ბექაპის საიდუმლო ფრაზა: {p}": "_",
            "ag passphrase it backup ay {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Postman console, the Venipak call: Authorization: Bearer {v}": False,
    "Yaak environment, header Authorization = Basic {v}": True,
    "Hoppscotch history: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "odoo.conf:\n[options]\ndb_host = pg.aistmare.lan\ndb_user = odoo\ndb_password = {pw}",
    "pgbouncer userlist.txt:\n\"booking\" \"{pw}\"",
    "zabbix_server.conf:\nDBHost=zbx-db.aistmare.lan\nDBUser=zabbix\nDBPassword={pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "Home Assistant secrets.yaml (bridge monitor):\nmqtt_password: {pw}",
    "Node-RED settings.js:\n    credentialSecret: \"{pw}\",",
    "mosquitto bridge.conf:\nconnection ilmatar-shore\nremote_username ilmatar\nremote_password {pw}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.drydock.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "Nextcloud config.php:\n  'dbuser' => 'nextcloud',\n  'dbpassword' => '{pw}',",
    "keycloak.conf:\ndb=postgres\ndb-username=keycloak\ndb-password={pw}",
    "gitlab.rb:\ngitlab_rails['smtp_user_name'] = \"alerts@aistmare.eu\"\ngitlab_rails['smtp_password'] = \"{pw}\"",
    "application.properties (booking service):\nspring.datasource.username=booking\nspring.datasource.password={pw}",
    "wp-config.php (amber web shop):\ndefine( 'DB_USER', 'ambershop' );\ndefine( 'DB_PASSWORD', '{pw}' );",
    "/etc/postfix/sasl_passwd:\n[smtp.aistmare.eu]:587 alerts@aistmare.eu:{pw}",
    "pjsip.conf:\n[kiosk-101]\ntype=auth\nauth_type=userpass\nusername=kiosk-101\npassword={pw}",
    "FreeRADIUS clients.conf:\nclient ilmatar-aps {{\n    ipaddr = 10.40.5.0/24\n    secret = {pw}\n}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Jomar: car deck wifi password?\nKadri: {pw}",
    "[05:48] taras: root pw for the dry-dock HMI?\n[05:49] janis: {pw}",
    "Rhea: {pw} is the new Vingcard admin password",
    "Mindaugas: use {pw}, that's what the Kern scale has now",
    "Virve: uus paroul ond {pw}",
    "Annika: nya lösenorde e {pw}",
    "Wojtek: nowe hasło, chłopie, to {pw}",
    "თამარი: ახალი პაროლი არი {pw}",
    "Галина: новый пароль е {pw}",
    "Ramil: ag bag-o nga password ay {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2063word: {pw}", "pass\u180eword = {pw}", "pass\u200bword → {pw}", "раsswоrd - {pw}",
    "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍: {pw}", "ＰＡＳＳＷＯＲＤ: {pw}", "pass\u034fword: {pw}", "sala\u200dsõna: {pw}",
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
    "the Vingcard admin password is": "{s}", "Kemppi panel pw:": "{s} (since the welder swap in June)",
    "mo paroul ond": "{s}", "Salto password": "{s}\nchange it after the season",
    "lösenorde e": "{s}", "hasło, chłopie:": "{s}", "ეხლა პაროლი აქანა არი": "{s}", "пароль мой е": "{s}",
    "the password Jomar read out over the VHF was": "{s}, I think", "ag password ay": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Nova Poshta API key", "{s}", _j((HEX, 32))),
    ("split_token", "Tiketa key:", "{s} (seat maps)", _j("tkt_live_", (ALNUM, 32))),
    ("split_token", "Global Blue client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 05/35", lambda g: v.grouped(_card(g, "dankort"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "AL"))),
    ("split_backup", "Traveltek recovery codes", "{s}\nqwer07-k2m9\nzxas41-p0lk", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "seafarer's identity document", "{s}", _ua_seafarer),
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
    '{"vingcard": {"url": "https://locks.ilmatar.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"salasöna": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "jomar", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "kiosk-gdn-1"}, {"name": "kiosk-gdn-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sqlplus", "-s", "ops/{s}@//ora-ticketing.aistmare.lan:1521/TICKETS"]}': ("meta_password", _plain_pw),
    '{"note": "мой пароль од компа на складі е {s}"}': ("meta_password", _plain_pw),
    '{"kutaisi": {"პაროლი": "{s}"}}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Kongsberg station as engineer with the password {s}"}': ("meta_password", _plain_pw),
    '{"venipak": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"piletileviKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"turbosms_token": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "prostir"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BI")),
    '{"crew": {"seafarer_id": "{s}"}}': ("meta_id", _ua_seafarer),
    '{"mfa": {"recovery_codes": ["{s}", "qwer07-k2m9", "zxas41-p0lk"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donation_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"lashing_locker": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "MS-Ilmatar-Crew", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyais-2.8.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"rutx50-firmware-07.12.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.aistmare.lan/booking-sync:2031.7").hexdigest()
_COMMIT = hashlib.sha1(b"booking: add car-deck lane column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"kiosk: revert fare rounding", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"grading_2031-07-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"sailings-export-2030.parquet").hexdigest()
_SHA1 = hashlib.sha1(b"ecdis-charts-week31.zip", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Vingcard server password before the class survey on 2031-09-18.",
    "Jomar asked for the car deck wifi password; it's on the card in the chief mate's drawer.",
    "Policy: Aistmare passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Slack or Viber; share a vault link instead.",
    "The `.env.example` line `NOVAPOSHTA_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Kongsberg station asks for a new operator password after every software update.",
    "Replace <YOUR_TIKETA_KEY> in the README with the key from the Tiketa dashboard.",
    "PILETILEVI_API_KEY and VENIPAK_API_KEY must be set before the nightly booking sync runs.",
    "Ärä ütle oma paroulõ kellegile, ka mitte laevamiestele.",
    "Mo salasöna ma kellegile ei ütle.",
    "Tala int om ditt lösenord för nåen ombord, int ens för kaptenen.",
    "Hasła, chłopie, nikomu nie godej.",
    "Paroļ nevienam nesak, ne kapteinim.",
    "პაროლი არავის უთხრა, ბიჭო.",
    "Пароля ныкому не кажы, навіть боцманові, чуєш?",
    "Ayaw it ipagsabi ag imo password bisan kanino.",
    "Parool peab olema vähemalt neliteist märki pikk.",
    "Prāmja kases parolei jābūt vismaz četrpadsmit rakstzīmes garai.",
    "Slaptažodis turi būti bent keturiolikos simbolių.",
    "Hasło do kasy na promie musi mieć co najmniej czternaście znaków i jedną cyfrę.",
    "Salasanan on oltava vähintään neljätoista merkkiä pitkä.",
    "Lösenordet till taxfree-kassan ska ha minst fjorton tecken.",
    "Das Passwort für die Werftrechner braucht mindestens vierzehn Zeichen.",
    "Пароль на компьютерах в доке должен быть не короче четырнадцати знаков.",
    "Пароль до каси на поромі має бути щонайменше з чотирнадцяти символів.",
    "Ang password ay dapat may hindi bababa sa labing-apat na karakter.",
    "Adgangskoden til værftets pc'er skal have mindst fjorten tegn.",
    "Upgraded the RUTX50 firmware from 07.10 to 07.12 and pyais to 2.8.1 over the weekend.",
    f"commit {_COMMIT} adds the car-deck lane column to the bookings table.",
    f"Rolled back to {_SHORT} after the fare rounding broke the kiosk receipts.",
    f"requirements.txt: pyais==2.8.1 --hash=sha256:{_WHEEL_SUM}",
    f"The RUTX50 firmware 07.12 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of sailings-export-2030.parquet: {_SHA512}",
    f"The booking sync runs registry.aistmare.lan/booking-sync@sha256:{_IMAGE}.",
    f"MD5 of grading_2031-07-14.csv is {_MD5}, same as the copy on the amber-room share.",
    f"SHA-1 of ecdis-charts-week31.zip: {_SHA1}",
    "Request id 3f9c1a7e-58b2-4d06-9e4a-b1c7d2e8f035 is the slow one in the Tiketa logs.",
    "Purchase order PO-2031-00612 for 300 m of mooring rope ships on Tuesday.",
    "Zammad #66120: the car deck fire door on MS Ilmatar keeps closing on its own.",
    "Booking AM-KLJ-7Q4K2: two adults, one car, Klaipėda to Kuressaare on 14 August.",
    "Call the Kuressaare ticket office on +372 453 0921 before the 16:30 sailing.",
    "Vehicle plate LV-KM-4417 is booked on lane 6 of the car deck.",
    "ISBN 978-9949-7211-4-6 is the amber guide on the duty-free shelf.",
    "The amber piece weighs 37.4 g and measures 52 × 31 mm; grade B, no inclusions.",
    "The dry dock is 180 m long and 32 m wide; the MS Laima draws 5.6 m.",
    "After five wrong passwords the Salto server locks the account for 15 minutes.",
    "The secret of good sklandrausis is the carrot and potato filling, not the rye crust.",
    "Vraag Kadri om de code van het sjorkastje, ik heb hem niet.",
    "My card ending 4412 was declined at the Mariehamn duty-free till.",
    "The Tirana wholesaler wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Traveltek admin account and keep them in the ship's safe.",
    "საფულის მხარდაჭერა აღდგენის ფრაზას არასდროს გკითხავს.",
    "Keep `TIKETA_API_KEY` in the secrets store, never in the repository.",
    "Ayaw ipakita ang imong password bisan kinsa sa barko.",
    "Piletilevi moved the API key page under Settings › Developers in its June release.",
    "Gjestenettet «Aistmare-Guest» er åpent, det trengs ikke passord.",
    "IMO 9412347 is the MS Ilmatar; her MMSI is on the bridge placard, not in this note.",
    "Version 4.12.0 of the kiosk app ships with the new Lithuanian translation.",
    "Cabin 7142 on deck 7 is out of service until the Vingcard lock is replaced.",
    "Lot AMB-2031-0419: 12.6 kg of Baltic amber, grades A to C, from the Palanga buyer.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-07-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/aistmare/vingcard", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 734}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyais", "version": "2.8.1"}}',
    '{"ticket": "66120", "purchase_order": "PO-2031-00612"}',
    '{"lot": {"id": "AMB-2031-0419", "weight_kg": 12.6, "grades": ["A", "B", "C"]}}',
    '{"phone": "+372 453 0921", "office": "Kuressaare"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cabins_in_service": 412}',
    '{"booking": "AM-KLJ-7Q4K2", "vehicle_plate": "LV-KM-4417", "lane": 6}',
    '{"vessel": "MS Ilmatar", "imo": "9412347", "dry_dock": "Liepāja", "eta": "2031-10-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
