# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-tenth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-sixth's docstring, the
fifth to hundred-and-sixth only to search them (grep) for the languages, wordings, tools, vendors,
id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (a tree and a log's
diameter, a peak and its height, a truck's plate and a year, a kiln's number, a rescue call sign, a
Japanese buyer's timber and its volume), names, places, templates, tools, vendors and layouts, the
way the sawmills, pellet plant, log yards, timber trucks, ski slope, mountain-rescue base and
office of the Molid-Bor Forest Co-operative (a fictional co-operative) leak secrets into an
assistant's memory: sawmills at Vișeu de Sus (the Zipser's Wassertal in Maramureș), at Gheorgheni
in the Székely Land, at Kupres in Bosnia's highlands and at Pljevlja below Durmitor, a pellet plant
and kilns at Toplița, log yards, timber trucks and a weighbridge, a small ski slope at Borșa
(Stiol), a Salvamont base on the Prislop pass, a field office at Žabljak, guides and guesthouses at
Theth, Valbona and Vermosh in Albania's Accursed Mountains and in the Gorani village of
Shishtavec, Banat Bulgarian hauliers from Vinga, and buyers at Trausdorf in Burgenland, at Cavalese
and Predazzo in Val di Fiemme and at Sakai by Osaka. The texts are Viber, WhatsApp, Signal, Teams,
Telegram, Slack, Element, Threema, Google Chat, Rocket.Chat, Mattermost, Zulip, Wire, Messenger
and Skype messages, Google Keep, OneNote and Obsidian notes, GLPI, Jira Service Management,
Redmine, OTRS and YouTrack tickets, Bookstack pages, e-mails, incident notes, a runbook, README
fragments, shell history (cmd, PowerShell, Windows Terminal, MobaXterm, PuTTY, Termius, Royal TS,
SecureCRT, Tabby, Alacritty, iTerm2, JuiceSSH, Blink, Tilix, Konsole, Cmder, Warp, Hyper, Git Bash,
WSL), configs, code (Python, PHP, an ASP.NET web.config, an IBM i command line, T-SQL),
voice-dictated text and requests to the assistant itself, around the panels of sawing, scanning,
drying, pelleting, harvesting, hauling, weighing, snowmaking, rescue, radio, drone, weather,
power, camera and network hardware (a HewSaw R200, a Microtec Logeye scanner, Mühlböck and Katres
kiln controllers, a Springer trimmer's Weintek HMI, a La Meccanica pellet press, a Prodesa dryer, a
Uniconfort boiler, a Pezzolato chipper, a Ponsse Opti8 harvester PC, a Koller K507e yarder, Tajfun
winches, a Palfinger Epsilon crane, Tatra trucks, a Dini Argeo weighbridge, a snowmaking pump
station, a Recco R9 detector, Motorola radios and CPS 2.0, DJI FlightHub 2, a Vaisala WXT536, a
Pramac genset, Cambium ePMP and Huawei B535 links and routers, FortiGate, Check Point and Palo Alto
firewalls, a Hikvision NVR, HPE iLO, Dell and Supermicro BMCs, an IBM i, LoRaWAN sensors and a
Frigate camera box). Tools none of heldouts 5 to 106 names: FreeIPMI's bmc-info, bmc-device,
ipmi-fru, ipmi-config, ipmi-oem and ipmi-dcmi, Dell's ipmish, NetWorker's nsrlogin, ncftpget,
RunAsSpc, HPE's locfg.pl and HPQLOCFG, vcbMounter, Windows' prnport.vbs, prnmngr.vbs, eventtriggers
and bootcfg, Sysinternals' psloglist, Check Point's mgmt_cli, pan-python's panxapi.py, SQL Server
2000's dtsrun and sqlmaint, IBM i's CHGUSRPRF and SQL Server's ALTER LOGIN; beside them the
commands the product names (sshpass, mysql, redis-cli, sudo -S, xfreerdp, 7z, ipmitool,
mosquitto_pub, net use, plink) and configs of GLPI, Moodle, Nextcloud, Traccar, Mosquitto,
Node-RED, Telegraf, Frigate, Icecast, Asterisk's pjsip, Postfix, Bacula, Keycloak, Gitea, Redmine
and Wiki.js in layouts of its own. About 43 % of the texts are in other languages than English (by
a rough count of the drawn samples): Zipser German (the Wassertal speech of Vișeu de Sus), Székely
Hungarian, Boyash (the old Romanian of Bosnia's Rudari, in Latin letters), Banat Bulgarian
(Palćene, in its own Latin letters), Gorani (Našinski, as Shishtavec texts it), Burgenland
Croatian, Trentino (the Trentin of Val di Fiemme) and Kansai Japanese (Osaka speech), which no
earlier docstring names, and Romanian, Hungarian, Ukrainian, Bosnian, Serbian (Cyrillic),
Albanian, German, Italian, Japanese, Slovak, Polish, Czech, Bulgarian, Slovenian, Turkish, French
and Spanish in wordings of their own. The eight new languages' wordings are the author's
approximations, checked by no speaker, built around their pronouns and possessives and the
loanwords people there really text (password, Passwort, parola, šifra, lozinka, wifi, WLAN, code,
IBAN, API): Zipser's `mei` ("my"), `is`, `hoaßt` ("is called"), `hiaz` ("now"), `nochher`
("after"), `kan'm` and `neamd` ("no one"), `Schlissl` and `Kortn`; Székely's `mán` ("already"),
`osztán` ("then") and `hallod-e` ("do you hear?"); Boyash's `mnjeu` ("my"), `ăj` ("is"), `dă la`
("of"), `š-apoj` ("and then"), `nimen` ("no one") and the Bosnian loans `šifra`, `korisnik`,
`katanac` and `kartica`; Banat Bulgarian's postposed articles (`parolata`, `kodo`, `katinaro`),
`mi` ("my"), `e` ("is"), `dumata` ("the word") and `posle` ("after"); Gorani's `mojata` and `moj`
("my"), `e`, `zborot` ("the word"), `bre` and its `-ot` and `-ta` articles; Burgenland Croatian's
ikavian `rič` ("word"), `povidaj` ("tell"), `nikomur`, `mojega` and the German loans `Passwort`,
`Benutzer`, `WLAN` and `Reisepass`; Trentino's `l'è` ("is"), `me` and `so` ("my", "its"), `nesun`
("no one"), `po'` ("then"), `varda`, `luchet` ("padlock"), `capanon` ("shed"), `ciave` ("key") and
`schei` ("money"); Kansai's copula `や` (`やで`, `やねん`), `言わんといて` and `打ったで`: all
guesses after published word lists or neighbouring varieties. Vendors (Netopia, EuPlatesc,
Twispay, Monri, WSPay, CorvusPay, NestPay, Barion, SimplePay, Blue Code, Fattura24, Számlázz.hu,
Billingo, SmartBill, Oblio, Keez, ANAF e-Factura, fiskaltrust, Fan Courier, Cargus, Sameday,
Innoship, Teleroute, 123cargo, DKV, Eurowag, OMV routex, Telepass, Mapon, SafeFleet, TrackGPS,
Timbeter, Inspectorul Pădurii (SUMAL), Fordaq, Lesprom, Treemetrics, Katam, Arbonaut,
Latschbacher, Microtec, Ponsse, Conlegno, Puro.earth, Cloverly, Tree-Nation, Ecologi, Digital
Humani, Seekda and BulkGate) are ones heldouts 5 to 106 do not name; where a vendor publishes no
token shape the shape here is the author's guess (Netopia's mobilPay signature of five groups of
four capitals and digits, Cargus's 32-hex API Management subscription key, SmartBill's 32-hex
token after the account's e-mail, Barion's 32-hex POSKey handed to `BarionClient` and Mapon's
40-hex `key` are as the author believes them; Monri's `key-` and 32 hex digits, Treemetrics'
`tm_live_`, Cloverly's `private_key:`, Latschbacher's LogCALC licence of five groups of five,
fiskaltrust's base64 access token, Timbeter's and Puro.earth's JWTs and every other shape are
guesses). The ids are kinds heldouts 5 to 106 do not use: the EASA UAS operator registration
number (Romanian, Austrian and Italian), drawn with its check character computed here with
python-stdnum's `luhn` over a 36-character alphabet (the twelve characters and the three-character
secret part, as the author reads EN 4709-002); the rest carry no check a library or this file
verifies (python-stdnum has no module for them): a Romanian hunting permit and gun permit, a
Salvamont rescuer's card, a Burgenland Jagdkarte, a Japanese hunting licence (狩猟免状) and a
health-insurance card's symbol and number, a Hungarian address card (lakcímkártya) and driving
licence, a Bosnian identity card (lična karta), a Bulgarian and an Albanian driving licence, drawn
in the shape the author believes they are printed in (the hunting, gun, rescue and Jagdkarte
numbering wholly invented); and Romanian, Hungarian, Bosnian, Kosovan, Austrian, Italian and
Japanese passports under Zipser, Székely, Boyash, Banat Bulgarian, Gorani, Burgenland Croatian,
Trentino and Kansai words, likewise unchecked. Card numbers pass Luhn (Visa, Mastercard, Maestro,
JCB, Amex, UnionPay, Diners and Discover from the value helpers, checked again with
python-stdnum's `luhn`). The IBANs are of the countries used least by a rough count over the IBAN
shapes and country lists of heldouts 5 to 106 (Bosnia and Herzegovina, Bulgaria, Moldova,
Slovenia, Kosovo, Estonia, Latvia and Lithuania, about eight corpora each), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Italian, Japanese,
Czech, Spanish and French lists, each with a valid checksum. 390 secret texts, 20 field pairs and
20 metadata samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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

SEED = 110_583_229
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

    ``draw(rng, index, template)`` gives the template's fields; ``key`` names the field that is the
    planted value, unless the draw also gives a ``secret`` field (a piece of it)."""

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


# The co-operative's password habits: a tree and a log's diameter, a peak and its height, a
# truck's plate, a kiln's number, a rescue call sign, a Japanese buyer's timber and volume.
_TREES = ["Molid", "Brad", "Fag", "Larice", "Paltin", "Smreka", "Jela", "Bukva", "Bor", "Fichte",
          "Tanne", "Abete", "Hinoki", "Sugi", "Gorun", "Mesteacan"]  # fmt: skip
_PEAKS = [("Pietrosul", 2303), ("Toroiaga", 1930), ("Farcau", 1957), ("Hasmas", 1792),
          ("Bobotov", 2523), ("Jezerca", 2694), ("Radohima", 2570), ("Maglic", 2386),
          ("Vranica", 2110), ("Korab", 2764), ("Prislop", 1416), ("Stiol", 1611),
          ("Cincar", 2006), ("Savin", 2313)]  # fmt: skip
_PLACES = ["Viseu", "Wassertal", "Borsa", "Sighet", "Gheorgheni", "Toplita", "Reghin", "Kupres",
           "Foca", "Kalinovik", "Pljevlja", "Zabljak", "Pluzine", "Theth", "Valbona", "Vermosh",
           "Shishtavec", "Trausdorf", "Cavalese", "Predazzo", "Sakai", "Vinga"]  # fmt: skip
_FIRST = ["ioana", "vasile", "dorin", "ilie", "csaba", "hunor", "botond", "resi", "franz",
          "costel", "palko", "emir", "haris", "vuk", "radoje", "gjergj", "tonin", "ramadan",
          "stefan", "bepi", "kenta", "yumi"]  # fmt: skip
_COUNTIES = ["MM", "HR", "MS", "CJ", "BN", "SV"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Dr3v0s3c4", "G4t3r", "Fur3sz", "P3ll3t", "Sk1p4ss", "Dr4j8a", "Bu5t34n", "T4jfun",
         "S4lv4m0nt"]  # fmt: skip


def _plate(g: random.Random) -> str:
    """A Romanian truck plate run together, the way the drivers key it in."""
    return f"{g.choice(_COUNTIES)}{g.randrange(1, 100):02d}{_r(g, UPPER, 3)}"


def _manager(g: random.Random) -> str:
    """Four groups of five, small letters and digits with one capital, as a generator writes them."""
    groups = [_r(g, LOWER_DIGITS, 5) for _ in range(4)]
    k = g.randrange(4)
    groups[k] = groups[k][:2] + g.choice(UPPER) + groups[k][3:]
    return "-".join(groups)


def _peak(g: random.Random) -> str:
    name, height = g.choice(_PEAKS)
    return f"{name}{height}{g.choice(_SYMBOLS)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_TREES)}{g.randrange(18, 96)}cm{g.choice(_SYMBOLS)}",
    _peak,
    lambda g: f"{_plate(g)}-{g.randrange(2019, 2034)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 15),
    _manager,
    lambda g: f"{g.choice(_FIRST)}.{g.choice(_PLACES).lower()}{g.randrange(60, 100)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"Uscator{g.randrange(1, 9)}{g.choice(_TREES)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_TREES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: f"Salva{g.randrange(1, 30)}{g.choice(_PEAKS)[0]}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(['Hinoki', 'Sugi', 'Karamatsu'])}{g.randrange(12, 90)}m3{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_TREES).lower()}_{g.randrange(1960, 2034)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Viber, #gater-viseu, Dorin: the HewSaw R200 operator panel password is {pw}",
    "WhatsApp from Csaba: Microtec Logeye scanner admin password {pw}",
    "Signal note to self: Mühlböck kiln controller web password {pw}",
    "Teams chat, pellet plant Toplița: La Meccanica press HMI password {pw}",
    "Telegram, Vasile: the Prodesa dryer SCADA password is {pw}",
    "Slack #salvamont-prislop: the Recco R9 detector service password is {pw}",
    "Element room 'Durmitor field office', Vuk: Cambium ePMP 3000 access point password {pw}",
    "Threema from Franz: Palfinger Epsilon crane diagnostics password {pw}",
    "Google Chat from Amra: Dini Argeo weighbridge terminal password {pw}",
    "Rocket.Chat #ski-stiol: the snowmaking pump station panel password is {pw}",
    "Mattermost, Haris: Pezzolato chipper PLC remote password {pw}",
    "Zulip topic 'Kupres kilns': Katres kiln panel admin password {pw}",
    "Wire message from Gjergj: Hikvision NVR at the Theth guesthouse, admin password {pw}",
    "Messenger, Ramadan: the Huawei B535 router in Shishtavec, password {pw}",
    "Skype chat with the Cavalese buyer: their EDI portal password for us is {pw}",
    "GLPI ticket #2231: the Uniconfort boiler touchscreen password {pw} stopped working",
    "Jira SD-418: Ponsse Opti8 PC on harvester 3, admin password {pw}, please rotate",
    "Redmine issue #77: Koller K507e yarder tablet password {pw}",
    "OTRS ticket 2032081410000027: Weintek HMI on the Springer trimmer, password {pw}",
    "YouTrack MB-91: Vaisala WXT536 logger at the Stiol top station, password {pw}",
    "Google Keep note 'generator': Pramac genset controller password {pw}",
    "OneNote page 'Rescue base IT': DJI FlightHub 2 password {pw}",
    "Obsidian note: Motorola CPS 2.0 codeplug password {pw}",
    "Hi Emir,\n\nthe Dini Argeo weighbridge PC at Kupres now uses password {pw}. Delete this mail once it's in Bitwarden.\n\nRegards,\nIoana",
    "Incident 2032-02-03: the FortiGate at the Pljevlja sawmill was reachable from outside with admin password {pw}",
    "Runbook: restart the kiln loop after a power cut\n1. open the Mühlböck panel\n2. log in as service\n3. password {pw}\n4. resume program K3",
    "README (pellet plant SCADA)\nthe historian is at https://hist.toplita.mb.lan, admin password `{pw}`.",
    "note to self: my Banca Transilvania app password is {pw}",
    "dictated: the Tatra fleet portal password is {pw} full stop",
    "can you remember the Skiline partner login password for me? it's {pw}",
    "mei Passwort fier'n Computer in dr Sagmühl is {pw}",
    "Resi: 's nei Passwort vom Server in dr Kanzlei is {pw}, sogs kan'm",
    "a fűrészgyári számítógép jelszava mán {pw}, hallod-e",
    "Hunor: a szerver új jelszava {pw}, osztán ne mondd senkinek",
    "šifra mnjeu dă la kompjutăr ăj {pw}",
    "Costel: šifra nowă dă la server ăj {pw}, nu spunje la nimen",
    "parolata mi za kompjutăra v kancelarijata e {pw}",
    "Palko: novata parola za servera e {pw}, ni kazuvaj nikomu",
    "mojata šifra za laptopo e {pw}, bre",
    "Ramadan: novata šifra za serverot e {pw}, nikomu da ne kažeš",
    "moja lozinka za kompjuter u pilani je {pw}",
    "Štefan: novi Passwort za server je {pw}, nikomur ne povidaj",
    "la password del computer de la sega l'è {pw}",
    "Bepi: la nova password del server l'è {pw}, no sta dirghela a nesun",
    "製材所の事務所のPCのパスワードは {pw} やで",
    "健太：サーバーの新しいパスワード、{pw} や。誰にも言わんといてな",
    "parola de la calculatorul din gater e {pw}",
    "a pelletüzem szerverének jelszava: {pw}",
    "пароль від комп'ютера на пилорамі: {pw}",
    "šifra za kompjuter na pilani je {pw}",
    "лозинка за рачунар на стругари је {pw}",
    "fjalëkalimi i kompjuterit në sharrë është {pw}",
    "Das Kennwort vom Sägewerks-PC ist {pw}",
    "la password del PC della segheria è {pw}",
    "ペレット工場の監視PCのパスワード：{pw}",
    "heslo k počítaču na píle je {pw}",
    "hasło do komputera w tartaku to {pw}",
    "heslo k počítači na pile: {pw}",
    "паролата за компютъра в дъскорезницата е {pw}",
    "geslo za računalnik na žagi je {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ioana.m", "vasile", "dorin.p", "csaba.k", "hunor", "reka.b", "franz.w", "costel",
          "palko", "emir.h", "amra", "vuk.d", "milica", "gjergj", "prenda", "ramadan", "stefan.h",
          "bepi", "giulia.v", "kenta", "svc-kiln", "gater-op", "salvamont", "pellet-scada"]  # fmt: skip
_LOGINS = [
    "Viber, Dorin: the Microtec login is {u} / {pw}",
    "GLPI #2240: {u} locked out of the kiln panel, last password {pw}",
    "user {u} pass {pw}",
    "Bookstack › Sawmills › Gheorgheni › HewSaw: {u} — {pw}",
    "| host | user | password |\n|---|---|---|\n| weighbridge-kupres | {u} | {pw} |",
    "sign in to FlightHub as {u} with {pw}",
    "Skiline partner account {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: scada-toplita\n  user: {u}\n  pass: {pw}",
    "creds for the Tatra portal are {u} and {pw}",
    "host,user,password\nkiln-3.gheorgheni,{u},{pw}",
    "ssh {u}@gater-viseu.mb.lan (password {pw})",
    "Benutzer is {u}, 's Passwort {pw}, hiaz geht's",
    "felhasználó {u}, jelszó {pw}, mán megy",
    "korisniku {u}, šifra {pw}",
    "imeto mi e {u}, parolata {pw}",
    "korisnikot {u}, šifrata {pw}, bre",
    "Benutzer {u}, lozinka {pw}",
    "utente {u}, password {pw}, varda che la va",
    "ID は {u}、パスワードは {pw} や",
    "utilizator {u}, parola {pw}",
    "përdoruesi {u}, fjalëkalimi {pw}",
    "Teams DM: the Pramac portal user is {u}, pw {pw}",
    "YouTrack MB-97: account {u} / password {pw} for the Vaisala logger",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["molid", "gater", "rumegus", "cherestea", "jneapan", "bustean", "dranita",
               "joagar", "tehara", "smreka", "bukva", "larice", "hinoki", "sugi", "drujba",
               "plutas", "capanon", "salvamont"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "for the kiln PC it's {w} with {d} after it",
    "voice memo: rescue base wifi password is {w} and then {d}, no spaces",
    "it's {w}{d}, the word and the number stuck together",
    "'s Passwort is 's Wort {w}, nochher {d}",
    "a jelszó a {w} szó, osztán {d}",
    "šifra ăj vorba {w}, š-apoj {d}",
    "parolata e dumata {w}, posle {d}",
    "šifrata e zborot {w}, posle {d}",
    "lozinka je rič {w}, a potom {d}",
    "la me password l'è la parola {w}, e po' {d}",
    "パスワードは「{w}」って言葉に {d} つけたやつや",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "bmc-info -h 10.40.0.11 -u ADMIN -p '{pw}' -D LAN_2_0",
    "ipmi-fru -h bmc-gater1.mb.lan -u {u} -p {pw}",
    "ipmi-config --checkout --section=Lan_Conf -h 10.40.0.12 -u ADMIN -p '{pw}'",
    "ipmi-oem -h 10.40.0.13 -u ADMIN -p '{pw}' supermicro extra-firmware-info",
    "bmc-device -h bmc-scada.mb.lan -u {u} --password='{pw}' --cold-reset",
    "ipmi-dcmi -h 10.40.0.14 -u ADMIN -p {pw} --get-system-power-statistics",
    "ipmish -ip 10.40.0.21 -u root -p {pw} power status",
    "nsrlogin -s nw.mb.lan -u {u} -p '{pw}'",
    "mgmt_cli login user {u} password '{pw}' -m fw-mgmt.mb.lan > sid.txt",
    "python3 panxapi.py -h pa-pljevlja.mb.lan -l {u}:'{pw}' -k",
    "dtsrun /S ACCT-OLD /U sa /P {pw} /N \"Nightly avize import\"",
    "ncftpget -u {u} -p '{pw}' ftp.legnami-fiemme.it . /ordini/2032-03.csv",
    "runasspc.exe /program:\"C:\\Kiln\\KilnView.exe\" /domain:MOLIDBOR /user:{u} /password:\"{pw}\"",
    "perl locfg.pl -s ilo-sumal.mb.lan -f Get_EmHealth.xml -u Administrator -p '{pw}'",
    "HPQLOCFG.exe -s 10.40.0.31 -f Reset_RIB.xml -u Administrator -p {pw}",
    "vcbMounter -h vc.mb.lan -u {u} -p '{pw}' -a ipaddr:sumal-db -r /mnt/vcb/sumal -t fullvm",
    "cscript prnport.vbs -a -r IP_10.40.4.31 -h 10.40.4.31 -o raw -n 9100 -s printsrv -u MOLIDBOR\\{u} -w {pw}",
    "cscript prnmngr.vbs -l -s printsrv -u MOLIDBOR\\{u} -w \"{pw}\"",
    "eventtriggers /create /s kiln-hist /u MOLIDBOR\\{u} /p {pw} /tr \"Kiln PLC offline\" /l application /eid 4001 /tk \"C:\\ops\\page.cmd\"",
    "bootcfg /query /s sumal-srv /u MOLIDBOR\\{u} /p {pw}",
    "psloglist \\\\kiln-hist -u MOLIDBOR\\{u} -p {pw} -n 50 system",
    "CHGUSRPRF USRPRF(GATER01) PASSWORD({pw})",
    "sqlmaint -S ACCT-OLD -U sa -P {pw} -D Contabilitate -UpdOptimStats 10 -RebldIdx 10",
    "1> ALTER LOGIN [svc_kiln] WITH PASSWORD = N'{pw}';\n2> GO",
    "sshpass -p '{pw}' scp kiln-3.csv {u}@gater-viseu.mb.lan:/srv/kilns/",
    "mysql -h sumal-db.mb.lan -u {u} -p'{pw}' sumal -e 'select count(*) from avize'",
    "redis-cli -h cache.mb.lan -a '{pw}' --no-auth-warning info keyspace",
    "echo '{pw}' | sudo -S systemctl restart kiln-bridge",
    "xfreerdp /v:weighbridge-kupres.mb.lan /u:{u} /p:'{pw}' /cert:ignore",
    "7z a -p'{pw}' -mhe=on avize-2032-03.7z avize/",
    "ipmitool -I lanplus -H 10.40.0.16 -U ADMIN -P '{pw}' chassis power cycle",
    "mosquitto_pub -h mqtt.toplita.mb.lan -u {u} -P '{pw}' -t press/2/setpoint -m 180",
    "net use P: \\\\nas-prislop\\drone /user:MOLIDBOR\\{u} {pw}",
    "plink -ssh -pw {pw} {u}@10.40.3.9 \"show interfaces\"",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\ops> {c}", "C:\\Windows\\system32>{c}", "MobaXterm, gater-viseu: {c}",
    "PuTTY log, session 'kiln-hist':\n{c}", "Termius on the yard tablet: {c}",
    "Windows Terminal (Admin)\n> {c}", "Royal TS, tab 'Pljevlja': {c}", "SecureCRT transcript:\n{c}",
    "Tabby ~/ops $ {c}", "Alacritty, dorin@toplita-nuc:~$ {c}", "iTerm2 on the rescue MacBook: {c}",
    "JuiceSSH from the log yard: {c}", "Blink Shell on the iPad: {c}",
    "Tilix, tab 2: {c}",
    "GLPI ticket #2251, pasted command: {c}", "history | tail -1\n  512  {c}",
    "Konsole, root@nw-backup:~# {c}", "Cmder λ {c}", "Warp block 'kiln logs':\n{c}",
    "Hyper, ~/yard $ {c}", "Git Bash on the kiln PC: {c}", "WSL, ops@weigh-pc:~$ {c}",
    "comanda pe care am rulat-o: {c}", "ezt futtattam a gépen: {c}",
    "dei Befehl, den i gmocht hob: {c}", "komanda če am dat-o: {c}", "komandata, kojato pusnah: {c}",
    "komandata što ja pustiv: {c}", "komanda ku sam ju pustio: {c}", "el comando che go lanzà: {c}",
    "このコマンド打ったで：{c}", "komanda koju sam pokrenuo na serveru: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-yard.viseu.mb.lan:554/Streaming/Channels/101",
    "sftp://{u}:{pw}@edi.molidbor.coop:2222/avize/",
    "postgresql://{u}:{pw}@pg.mb.lan:5432/sumal",
    "mysql+pymysql://{u}:{pw}@weigh-db.kupres.mb.lan/vaga",
    "mssql+pyodbc://{u}:{pw}@kiln-hist.mb.lan/KilnData?driver=ODBC+Driver+18+for+SQL+Server",
    "amqp://{u}:{pw}@mq.mb.lan:5672/%2Fsawmills",
    "mqtt://{u}:{pw}@mqtt.toplita.mb.lan:1883",
    "ftps://{u}:{pw}@ftp.legnami-fiemme.it:990/ordini/",
    "davs://{u}:{pw}@cloud.molidbor.coop/remote.php/dav/files/rescue/",
    "redis://:{pw}@cache.mb.lan:6379/2",
    "jdbc:postgresql://pg.mb.lan:5432/skipass?user={u}&password={pw}",
    "Server=kiln-hist.mb.lan;Database=KilnData;User Id={u};Password={pw};TrustServerCertificate=True",
    "influxdb://{u}:{pw}@influx.mb.lan:8086/pellet",
]  # fmt: skip
_URL_PLACES = [
    "SUMAL_DB_URL={c}", "Grafana datasource, the old one: {c}", "save this connection string: {c}",
    "șirul de conexiune: {c}", "a kapcsolati sztring: {c}", "der Connection-String vom Trockner: {c}",
    "GLPI #2260: {c}", "Bookstack page 'Databases': {c}", "接続文字列はこれや：{c}",
    "Jira SD-452, the integrator's config dump: {c}", "note to self, old DSN: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "molid-bor", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "logs:read lots:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _dashed(groups: int, size: int, alphabet: str) -> Maker:
    return lambda g: "-".join(_r(g, alphabet, size) for _ in range(groups))


# (vendor, its variable, the token's maker); where a vendor publishes no shape, the author's guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Netopia", "NETOPIA_SIGNATURE", _dashed(5, 4, UPPER_DIGITS)),
    ("EuPlatesc", "EUPLATESC_KEY", _j((UPPER_HEX, 64))),
    ("Twispay", "TWISPAY_SECRET_KEY", _j((ALNUM, 32))),
    ("Monri", "MONRI_KEY", _j("key-", (HEX, 32))),
    ("WSPay", "WSPAY_SECRET_KEY", _j((ALNUM, 20))),
    ("CorvusPay", "CORVUSPAY_SECRET_KEY", _j((ALNUM, 32))),
    ("NestPay", "NESTPAY_STORE_KEY", _j((ALNUM, 24))),
    ("Barion", "BARION_POS_KEY", _j((HEX, 32))),
    ("SimplePay", "SIMPLEPAY_SECRET_KEY", _j((ALNUM, 32))),
    ("Blue Code", "BLUECODE_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Fattura24", "FATTURA24_API_KEY", _j((ALNUM, 32))),
    ("Számlázz.hu", "SZAMLAZZ_AGENT_KEY", _j((LOWER_DIGITS, 42))),
    ("Billingo", "BILLINGO_API_KEY", lambda g: v.uuid4(g, "8")),
    ("SmartBill", "SMARTBILL_TOKEN", _j((HEX, 32))),
    ("Oblio", "OBLIO_API_SECRET", _j((HEX, 40))),
    ("Keez", "KEEZ_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("ANAF e-Factura", "ANAF_CLIENT_SECRET", _j((ALNUM, 48))),
    ("fiskaltrust", "FISKALTRUST_ACCESS_TOKEN", _j((B64, 86), "==")),
    ("Fan Courier", "FANCOURIER_API_TOKEN", _j((ALNUM, 40))),
    ("Cargus", "CARGUS_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Sameday", "SAMEDAY_AUTH_TOKEN", _j((HEX, 40))),
    ("Innoship", "INNOSHIP_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Teleroute", "TELEROUTE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("123cargo", "CARGO123_API_KEY", _j((LOWER_DIGITS, 40))),
    ("DKV", "DKV_API_KEY", _j((ALNUM, 36))),
    ("Eurowag", "EUROWAG_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("OMV routex", "ROUTEX_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Telepass", "TELEPASS_API_TOKEN", _j((URLSAFE, 64))),
    ("Mapon", "MAPON_API_KEY", _j((HEX, 40))),
    ("SafeFleet", "SAFEFLEET_API_KEY", _j((ALNUM, 40))),
    ("TrackGPS", "TRACKGPS_TOKEN", _j((HEX, 64))),
    ("Timbeter", "TIMBETER_API_TOKEN", _vendor_jwt("https://api.timbeter.com")),
    ("Inspectorul Pădurii", "SUMAL_API_KEY", _j((UPPER_HEX, 48))),
    ("Fordaq", "FORDAQ_API_KEY", _j((ALNUM, 40))),
    ("Lesprom", "LESPROM_TOKEN", _j((HEX, 32))),
    ("Treemetrics", "TREEMETRICS_API_KEY", _j("tm_live_", (ALNUM, 32))),
    ("Katam", "KATAM_API_KEY", _j((URLSAFE, 40))),
    ("Arbonaut", "ARBONAUT_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Latschbacher", "LOGCALC_LICENSE_KEY", _dashed(5, 5, UPPER_DIGITS)),
    ("Microtec", "MICROTEC_CLOUD_TOKEN", _j((B64, 64))),
    ("Ponsse", "PONSSE_MANAGER_API_KEY", _j((HEX, 48))),
    ("Conlegno", "CONLEGNO_API_KEY", _j((ALNUM, 28))),
    ("Puro.earth", "PURO_API_TOKEN", _vendor_jwt("https://registry.puro.earth")),
    ("Cloverly", "CLOVERLY_PRIVATE_KEY", _j("private_key:", (ALNUM, 24))),
    ("Tree-Nation", "TREENATION_API_TOKEN", _j((ALNUM, 60))),
    ("Ecologi", "ECOLOGI_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Digital Humani", "DIGITALHUMANI_API_KEY", _j((HEX, 40))),
    ("Seekda", "SEEKDA_API_KEY", _j((HEX, 32))),
    ("BulkGate", "BULKGATE_APPLICATION_TOKEN", _j((ALNUM, 50))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "setx {env} \"{tok}\"",
    "$env:{env} = \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker-compose.override.yml:\n    environment:\n      - {env}={tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "GitLab CI/CD variable {env} (masked: no): {tok}",
    "Jenkins credentials, secret text '{env}': {tok}",
    "Molid-Bor ERP › Setări › Integrări › {vendor} › API key: {tok}",
    "Bookstack table 'Integrations': | {vendor} | 2032 | {tok} |",
    "GLPI #2275: {vendor} sync fails with 401, configured key {tok}",
    "Jira SD-433: {vendor} integration broken, current key {tok}",
    "Viber, Dorin: {vendor} key for the invoice sync: {tok}",
    "please keep my {vendor} API key: {tok}",
    "Teams: the {vendor} token we use now is {tok}, the old one is revoked",
    "Google Keep: rotate the {vendor} key {tok}",
    "systemd unit override:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "Ansible vault (decrypted view): {env}: \"{tok}\"",
    "PowerShell profile: [Environment]::SetEnvironmentVariable('{env}', '{tok}', 'Machine')",
    "Windows Credential Manager, generic credential '{vendor}': {tok}",
    "Keeper record '{vendor} API', field Key: {tok}",
    "helm values, yard-sync.yaml:\n  secrets:\n    {env}: {tok}",
    "Octopus Deploy project variable {env} = {tok}",
    "Azure Key Vault, secret {env}, previous version: {tok}",
    "Bitwarden Secrets Manager, project yard-sync, {env}: {tok}",
    "Postman environment 'prod', variable {env}: {tok}",
    "README (invoice bridge): set `{env}` to `{tok}` before the first run",
    "Slack DM to Ioana: here's the {vendor} secret, {tok} - delete after copying",
    "e-mail from the {vendor} onboarding team: your production key is {tok}",
    "voice note: {vendor} API key is {tok}, read it back to me later",
    "dr API-Schlissl vo {vendor} is {tok}",
    "a {vendor} API-kulcsa mán: {tok}",
    "ključu API dă la {vendor} ăj {tok}",
    "API ključo na {vendor} e {tok}",
    "API ključot od {vendor} e {tok}, bre",
    "API-ključ od {vendor} je {tok}",
    "la ciave API de {vendor} l'è {tok}",
    "{vendor} の API キーは {tok} やで",
    "cheia API de la {vendor}: {tok}",
    "{vendor} API-kulcs a pelletüzemhez: {tok}",
    "API-ключ {vendor} для пилорами: {tok}",
    "ključ za API od {vendor}: {tok}",
    "АПИ кључ за {vendor}: {tok}",
    "çelësi i API-së për {vendor}: {tok}",
    "Der {vendor}-API-Schlüssel fürs Sägewerk lautet {tok}",
    "{vendor}, chiave API della segheria: {tok}",
    "{vendor}のAPIキー（製材所用）：{tok}",
    "klucz API {vendor} do tartaku: {tok}",
    "klíč k API {vendor}: {tok}",
    "{vendor} erişim anahtarı (API): {tok}",
    "clé API {vendor} pour la scierie : {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    cargus = _r(rng, HEX, 32)
    smartbill = _r(rng, HEX, 32)
    barion = _r(rng, HEX, 32)
    mapon = _r(rng, HEX, 40)
    netopia = _dashed(5, 4, UPPER_DIGITS)(rng)
    fiskal = _r(rng, B64, 86) + "=="
    return [
        Sample("vendor_token", f'r = requests.post(url, json=awb, headers={{"Ocp-Apim-Subscription-Key": "{cargus}"}})', cargus),
        Sample("vendor_token", f"curl -u 'facturare@molidbor.coop:{smartbill}' https://ws.smartbill.ro/SBORO/api/invoice", smartbill),
        Sample("vendor_token", f'$barion = new BarionClient("{barion}", 2, BarionEnvironment::Prod);', barion),
        Sample("vendor_token", f"curl 'https://mapon.com/api/v1/unit/list.json?key={mapon}'", mapon),
        Sample("vendor_token", f"mobilPay config.php:\ndefine('MOBILPAY_SIGNATURE', '{netopia}');", netopia),
        Sample("vendor_token", f'web.config:\n<add key="FiskaltrustAccessToken" value="{fiskal}" />', fiskal),
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


_BARE_PLACES = ["{t}", "Viber: {t}", "it is shown only once, so here:\n{t}", "token-ul: {t}",
                "a token mán: {t}", "{t}\n^ the new one, the old one is revoked",
                "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 58), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of log-yard moisture sensor LY-07 (OTAA): {h}": 32,
    "DMR AES-256 key for the Salvamont talk group, as typed into CPS: {h}": 64,
    "NwkSKey of the Toplița silo level sensor (ABP): {h}": 32,
    "HMAC secret for the Netopia IPN webhook: {h}": 64,
    "AES key of the Microtec scanner's config export: {h}": 32,
    "pre-shared key of the Prislop–Borșa IPsec link (hex): {h}": 64,
    "cheia de criptare a backup-ului (hex): {h}": 64,
    "a mentés titkosító kulcsa, hexában: {h}": 48,
    "バックアップの暗号鍵（16進）や：{h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "GLPI #2290: token copied out of the browser's dev tools {t}",
    "Cookie: lang=ro; mb_session={t}",
    "ANAF_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "tokenul de acces ANAF: {t}",
    "dr Token fier 'n Portal is {t}",
    "Jira SD-440 attachment text: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@molidbor.coop"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.molidbor.coop/realms/coop",
            "azp": "yard-app",
            "roles": ["sawmill", "dispatch"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_STARTS = {
    "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
    "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
    "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
    "EC PRIVATE KEY": "MHcCAQEEI",
    "PGP PRIVATE KEY BLOCK": "lQOYBG",
}  # fmt: skip
_P8_START = "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg"
_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the Gheorgheni sawmill server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/skipass.molidbor.coop.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"anaf_client_key": "{key}", "cif": "RO-coop"}}': ("PRIVATE KEY", "\\n"),
    "AuthKey_MB7Q2K9X4D.p8 for the rescue app's push notifications:\n{key}": ("PRIVATE KEY", "\n"),
    "cat > ~/.ssh/id_ed25519_yard <<'EOF'\n{key}\nEOF": ("OPENSSH PRIVATE KEY", "\n"),
    "Redmine #91, pasted by the integrator:\n{key}": ("EC PRIVATE KEY", "\n"),
    "PGP key for the Sakai buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    start = _P8_START if ".p8" in template else _PEM_STARTS[kind]
    size = 3 if start == _P8_START or kind == "EC PRIVATE KEY" else 9
    body = start + _r(rng, B64, 64 * size - len(start))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 22) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % (size - 1)]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "ELLIPAL backup of the old carbon-credit wallet, copied before I shred the card: {p}": "english",
    "Ballet wallet recovery words\n{p}": "english",
    "voice memo: the Unstoppable wallet words are {p} and that's all of them": "english",
    "Sparrow seed of the donation wallet: {p}": "english",
    "Bookstack page 'Old wallet (emptied)': {p}": "english",
    "le parole de recupero del portafoglio, l'è queste: {p}": "italian",
    "frase di recupero del wallet Bitget: {p}": "italian",
    "ウォレットの復元フレーズ、書いとくで：{p}": "japanese",
    "前のウォレットのリカバリーフレーズ：{p}": "japanese",
    "slova pro obnovu peněženky na pile: {p}": "czech",
    "frase de recuperación de la cartera del socio: {p}": "spanish",
    "phrase de récupération du portefeuille de l'acheteur : {p}": "french",
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


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Viber, Ioana: the coop card for the Tajfun spare parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "GLPI #2302: pay the Microtec service visit with card {c}",
    "mei Kortn-Nummer: {c}, {mm}/{yy}",
    "a kártyám száma, hallod-e: {c}",
    "număru dă la kartica mnjeu: {c}",
    "numeroto na kartata mi: {c}, {mm}/{yy}",
    "brojot na kartata moja: {c}",
    "broj moje karte: {c}, {mm}/{yy}",
    "el numero de la me carta: {c}",
    "うちのカード番号、{c} やねん（{mm}/{yy}）",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "maestro", "jcb", "amex", "unionpay", "diners", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/36, CVC {cvv}",
               "the three digits on the signature strip: {cvv}",
               "Amex {c}, the four digits printed above the number: {cvv}",
               "codul de pe spatele cardului: {cvv}",
               "カードの裏の3桁は {cvv} や",
               "die drei Ziffern hinten auf dr Kortn: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 106 (eight corpora each); BBAN shapes
# (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"BA": "n" * 16, "BG": "aaaa" + "n" * 6 + "c" * 8, "MD": "c" * 20, "SI": "n" * 15,
                "XK": "n" * 16, "EE": "n" * 16, "LV": "aaaa" + "c" * 13, "LT": "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice MB-2032-118: please pay the winch dealer to {i} within 30 days",
    "save the chainsaw parts supplier's IBAN: {i}",
    "IBAN: {i}\nReference: spruce lot 44, March",
    "Viber #treasury: the log-measuring app vendor's new bank details, IBAN {i}",
    "mei IBAN fier 'n Lohn: {i}",
    "az én IBAN-om, a fizetéshez: {i}",
    "IBAN mnjeu: {i}",
    "IBAN-ăt mi: {i}",
    "IBAN-ot moj: {i}",
    "moj IBAN za plaću: {i}",
    "el me IBAN, per i schei: {i}",
    "contul furnizorului de lanțuri, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


_B36 = string.digits + string.ascii_lowercase


def _uas(country: str) -> Callable[[random.Random], str]:
    """An EASA UAS operator registration number: the state's three letters, twelve characters, a
    check character (Luhn mod 36 over the twelve and the three-character secret part, as the
    author reads EN 4709-002), then a dash and the secret part."""

    def make(g: random.Random) -> str:
        base, secret = _r(g, _B36, 12), _r(g, LOWER, 3)
        check = luhn.calc_check_digit(base + secret, alphabet=_B36)
        assert luhn.is_valid(base + secret + check, alphabet=_B36)
        return f"{country}{base}{check}-{secret}"

    return make


def _ro_hunting(g: random.Random) -> str:
    """A Romanian hunting permit (permis de vânătoare): a county and six digits, a guess."""
    return f"{g.choice(_COUNTIES)}-{_r(g, D, 6)}"


def _ro_gun(g: random.Random) -> str:
    """A Romanian gun permit (permis de armă): series and number, a guess."""
    return f"{g.choice(_COUNTIES)}{_r(g, D, 6)}"


def _at_jagdkarte(g: random.Random) -> str:
    """A Burgenland hunting card (Jagdkarte): the district, a number and a year, a guess."""
    return f"JK-{g.choice(['EU', 'ND', 'MA', 'OP'])}-{_r(g, D, 5)}/{g.randrange(2015, 2033)}"


def _jp_hunting(g: random.Random) -> str:
    """A Japanese hunting licence (狩猟免状) number: the prefecture and six digits, a guess."""
    return f"27-{_r(g, D, 6)}"


def _jp_insurance(g: random.Random) -> str:
    """A Japanese health-insurance card's symbol and number (記号・番号), a guess."""
    return f"{_r(g, D, 8)}-{_r(g, D, 3)}"


def _hu_address_card(g: random.Random) -> str:
    """A Hungarian address card (lakcímkártya) number: six digits and two letters."""
    return f"{_r(g, D, 6)}{_r(g, UPPER, 2)}"


def _hu_licence(g: random.Random) -> str:
    """A Hungarian driving licence (vezetői engedély) number: two letters and six digits."""
    return f"{_r(g, UPPER, 2)}{_r(g, D, 6)}"


def _ba_id_card(g: random.Random) -> str:
    """A Bosnian identity card (lična karta) number: nine capitals and digits, a guess."""
    return f"{g.randrange(1, 10)}{_r(g, UPPER, 2)}{_r(g, UPPER_DIGITS, 2)}{_r(g, D, 4)}"


def _bg_licence(g: random.Random) -> str:
    """A Bulgarian driving licence (шофьорска книжка): nine digits."""
    return g.choice("2345") + _r(g, D, 8)


def _al_licence(g: random.Random) -> str:
    """An Albanian driving licence (leje drejtimi): two letters and seven digits, a guess."""
    return f"{_r(g, UPPER, 2)}{_r(g, D, 7)}"


def _salvamont(g: random.Random) -> str:
    """A Romanian mountain rescuer's card (legitimație Salvamont): wholly invented numbering."""
    return f"SV-{g.choice(_COUNTIES)}-{_r(g, D, 4)}"


def _digits_passport(first: str, n: int) -> Maker:
    return lambda g: first + _r(g, D, n)


def _letters_passport(letters: int, digits: int) -> Maker:
    return lambda g: _r(g, UPPER, letters) + _r(g, D, digits)


_ID_PLACES: dict[str, Maker] = {
    "EASA operator registration number of the coop's drone team: {s}": _uas("ROU"),
    "UAS-Betreibernummer vom Trausdorfer Käufer, fürs Formular: {s}": _uas("AUT"),
    "numero di registrazione operatore UAS (Cavalese): {s}": _uas("ITA"),
    "permisul meu de vânătoare: {s}": _ro_hunting,
    "Ilie's gun permit (permis de armă), series and number: {s}": _ro_gun,
    "Jagdkarte vom Štefan, Nummer: {s}": _at_jagdkarte,
    "狩猟免状の番号、{s} やで": _jp_hunting,
    "保険証の記号番号：{s}": _jp_insurance,
    "a lakcímkártyám száma: {s}": _hu_address_card,
    "a jogosítványom száma, hallod-e: {s}": _hu_licence,
    "broj moje lične karte: {s}": _ba_id_card,
    "Bulgarian driving licence of the Vinga haulier: {s}": _bg_licence,
    "Tonin's Albanian driving licence (leje drejtimi) number: {s}": _al_licence,
    "legitimația mea Salvamont nr. {s}": _salvamont,
    "mei Pass (dr rumänische), Nummer: {s}": _digits_passport("05", 7),
    "az útlevelem száma, hallod-e: {s}": _letters_passport(2, 7),
    "pasošu mnjeu: {s}": _letters_passport(1, 7),
    "pasporto mi: {s}": _digits_passport("05", 7),
    "pasošot moj (kosovski): {s}": _letters_passport(1, 8),
    "broj mojega Reisepassa: {s}": _letters_passport(1, 7),
    "el me passaporto: {s}": _letters_passport(2, 7),
    "パスポート番号は {s} や": _letters_passport(2, 7),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Microsoft 365 backup codes for admin@molidbor.coop\n{codes}",
            "spare sign-in codes for the coop's Google Workspace: {codes}",
            "Netopia admin 2FA backup codes: {codes}", "'s Reserve-Codes fier 2FA:\n{codes}",
            "2FA tartalék kódok, hallod-e: {codes}", "2FAのバックアップコードや：\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Barion:ioana@molidbor.coop?secret={s}&issuer=Barion&digits=6",
              "Aegis, manual entry key for the Mapon login: {s}",
              "2FAS, setup key for the DKV portal: {s}",
              "a 2FA titkos kulcsa mán: {s}"]  # fmt: skip
_CODES = ["{c} is your SmartBill verification code",
          "Codul tău Banca Transilvania: {c}. Nu îl divulga nimănui.",
          "A Barion ellenőrző kódod: {c}", "認証コード {c}（10分間有効）",
          "Your Skiline login code: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "  ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["MolidBor-Gater", "MB-Kiln-Office", "DIGI-24-Borsa", "Telekom-Viseu-5G",
          "BHTelecom-Kupres", "mtel_Foca_2G", "One-Zabljak-Durmitor", "ONE-Theth-Guesthouse",
          "Vodafone-Valbona", "A1-Trausdorf", "Fiemme-Legnami", "aterm-3c1f9a-g",
          "Salvamont-Prislop", "Stiol-TopStation", "Toplita-Pellet-Lab"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\npassphrase: {pw}",
    "sawmill office network {s}, password {pw}",
    "wifi at the rescue base: {s} / {pw}",
    "Raspberry Pi Imager, wireless LAN: SSID {s}, password {pw}",
    "the key printed under the Digi router: {pw}",
    "'s Wifi hoaßt {s}, 's Passwort is {pw}",
    "a wifi {s}, a jelszava {pw}, hallod-e",
    "vajfaj {s}, šifra ăj {pw}",
    "wifi-to {s}, parolata e {pw}",
    "vaj-faj {s}, šifrata e {pw}, bre",
    "WLAN {s}, lozinka je {pw}",
    "el wifi {s}, la so password l'è {pw}",
    "Wi-Fi {s} のパスは {pw} やねん",
    "LoRa gateway backhaul: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("key-", (HEX, 32)), _j((HEX, 40)), _j((UPPER_DIGITS, 32)),
                 _j("tm_live_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_GROUP_MAKERS = [_j((HEX, 32)), _j((HEX, 40)), _j((UPPER_DIGITS, 32)), _j((ALNUM, 24)),
                 _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Viber call] {t}",
          "(spaced so the Teams preview hides it) {t}", "literă cu literă: {t}",
          "betűnként, hallod-e: {t}", "一文字ずつ言うで：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = index % 4
    makers = _GROUP_MAKERS if style in (1, 3) else _SPELL_MAKERS  # a prefix is read out whole
    token = makers[index % len(makers)](rng)
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the log-yard gate keypad takes {pw} then #", "padlock on the fuel tank at the Kupres yard: {pw}",
          "key safe at the Prislop rescue hut: {pw}", "dr Code vom Vorhängschloss bei dr Tankstell: {pw}",
          "a lakat kódja a tüzelős fészernél: {pw}", "kodu dă la katanacu dă la šupă: {pw}",
          "kodo na katinaro na šupata: {pw}", "el codice del luchet del capanon: {pw}",
          "材木置き場の南京錠、番号は {pw} やで"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["molid", "gater", "rumegus", "cherestea", "jneapan", "bustean", "pluta",
                 "drujba", "tehara", "joagar", "smreka", "bukva", "larice", "hinoki", "sugi",
                 "skidder"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the coop vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "Proton Pass master passphrase: {p}": ".",
            "VeraCrypt volume passphrase for the SUMAL exports: {p}": " ",
            "fraza de acces a seifului cu parole: {p}": " ",
            "金庫のパスフレーズは {p} や": " ",
            "la passphrase del backup l'è {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia request: Authorization: Bearer {v}": False,
    "Bruno collection, auth: Basic {v}": True,
    "HTTPie session file: \"Authorization\": \"Bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "GLPI config/config_db.php:\nclass DB extends DBmysql {{\n   public $dbuser = 'glpi';\n   public $dbpassword = '{pw}';\n}}",
    "Moodle config.php (rescue training):\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "Nextcloud config/config.php:\n  'dbuser' => 'oc_admin',\n  'dbpassword' => '{pw}',",
    "traccar.xml:\n<entry key='database.user'>traccar</entry>\n<entry key='database.password'>{pw}</entry>",
    "mosquitto.conf (bridge to the cloud):\nconnection toplita-cloud\nremote_username press-bridge\nremote_password {pw}",
    "Node-RED flows_cred.json, decrypted:\n{{\"mqtt-broker-1\": {{\"user\": \"press\", \"password\": \"{pw}\"}}}}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.mb.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "Frigate config.yml:\ncameras:\n  yard_gate:\n    ffmpeg:\n      inputs:\n        - path: rtsp://frigate:{pw}@10.40.7.21:554/stream1",
    "icecast.xml (the ski slope radio):\n<authentication>\n    <source-password>{pw}</source-password>\n</authentication>",
    "pjsip.conf:\n[salvamont-gw]\ntype=auth\nauth_type=userpass\nusername=salvamont\npassword={pw}",
    "/etc/postfix/sasl_passwd:\n[smtp.molidbor.coop]:587 alerts@molidbor.coop:{pw}",
    "bacula-fd.conf:\nDirector {{\n  Name = mb-dir\n  Password = \"{pw}\"\n}}",
    "keycloak.conf:\ndb=postgres\ndb-username=keycloak\ndb-password={pw}",
    "Gitea app.ini:\n[database]\nDB_TYPE = postgres\nUSER = gitea\nPASSWD = {pw}",
    "Redmine config/database.yml:\nproduction:\n  adapter: mysql2\n  username: redmine\n  password: \"{pw}\"",
    "Wiki.js config.yml:\ndb:\n  type: postgres\n  user: wikijs\n  pass: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Dorin: rescue base wifi password?\nAmra: {pw}",
    "[06:40] vuk: root pw for the Žabljak NAS?\n[06:41] milica: {pw}",
    "Csaba: {pw} is the new kiln admin password",
    "Haris: use {pw}, that's what the weighbridge has now",
    "Franz: 's nei Passwort is {pw}, sogs neamd",
    "Réka: az új jelszó mán {pw}",
    "Mărioara: šifra nowă ăj {pw}",
    "Sebahate: novata šifra e {pw}",
    "Giulia: la nova password l'è {pw}",
    "由美：新しいパスワード {pw} やで",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200cword: {pw}", "pass\u034fword = {pw}", "pass\u2063word → {pw}", "раѕѕwоrd: {pw}",
    "𝗉𝖺𝗌𝗌𝗐𝗈𝗋𝖽 {pw}", "ｐａｓｓｗｏｒｄ：{pw}", "P\u200dASSWORD: {pw}", "Pass\u180eword: {pw}",
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
    "the kiln admin password is": "{s}", "Microtec service pw:": "{s} (since the scanner swap in May)",
    "mei Passwort hiaz is": "{s}", "Mühlböck password": "{s}\nchange it after the season",
    "a jelszó mán": "{s}", "šifra mnjeu ăj": "{s}", "la me password l'è": "{s}",
    "HewSaw password": "{s}", "the password Vuk read out over the radio was": "{s}, I think",
    "パスワードは": "{s} やで",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Mapon API key", "{s}", _j((HEX, 40))),
    ("split_token", "Monri key:", "{s} (webshop)", _j("key-", (HEX, 32))),
    ("split_token", "Arbonaut client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "ELLIPAL backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/35", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "BA"))),
    ("split_backup", "Barion recovery codes", "{s}\nqwer41-7k2m9d\nzuix08-h3vq9a", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "EASA operator registration number", "{s}", _uas("ROU")),
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
    '{"kiln": {"url": "https://kiln3.gheorgheni.mb.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"lozinka_za_pilanu": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "vuk.d", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "weighbridge-a"}, {"name": "weighbridge-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["bmc-info", "-h", "10.40.0.11", "-u", "ADMIN", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "la password del capanon l\'è {s}"}': ("meta_password", _plain_pw),
    '{"jelszó": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Mühlböck panel as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"mapon": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"cargusSubscriptionKey": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"smartbill_token": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "04/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "maestro"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MD")),
    '{"drone_team": {"uas_operator_number": "{s}"}}': ("meta_id", _uas("ROU")),
    '{"mfa": {"recovery_codes": ["{s}", "qwer41-7k2m9d", "zuix08-h3vq9a"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"carbon_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fuel_tank": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Salvamont-Prislop", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"logeye-scanner-firmware-7.3.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.molidbor.coop/yard-api:2.8").hexdigest()
_COMMIT = hashlib.sha1(
    b"yard: add moisture column for spruce lots", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"sumal: revert the notice mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"kiln-3_2032-03-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"avize-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Mühlböck kiln password before the service visit on 2032-04-09.",
    "Dorin asked for the rescue base wifi password; it's on the card in the duty room drawer.",
    "Policy: coop passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Viber; share a vault link instead.",
    "The `.env.example` line `NETOPIA_SIGNATURE=replace-me` is a placeholder; the real one is in the vault.",
    "The HewSaw panel asks for a new operator password after every firmware update.",
    "Replace <YOUR_MAPON_KEY> in the README with the key from your Mapon account.",
    "CARGUS_SUBSCRIPTION_KEY and SMARTBILL_TOKEN must be set before the nightly invoice sync runs.",
    "Sog kan'm dei Passwort, a net 'n Chef.",
    "A jelszavadat ne mondd meg senkinek, hallod-e.",
    "Nu spunje la nimen šifra tăw.",
    "Ni kazuvaj na nikogo parolata si.",
    "Šifrata tvoja nikomu da ne ja kažeš, bre.",
    "Nikomur ne povidaj tvoju lozinku.",
    "No sta dir a nesun la to password.",
    "パスワードは誰にも教えたらあかんで。",
    "Parola trebuie să aibă cel puțin paisprezece caractere, fără excepții.",
    "A jelszónak legalább tizennégy karakterből kell állnia a fűrészgyárban is.",
    "Das Kennwort für die Sägewerks-PCs muss mindestens vierzehn Zeichen haben.",
    "La password dei PC della segheria deve avere almeno quattordici caratteri.",
    "ペレット工場のパスワードは14文字以上にしてください。",
    "Šifra za kompjutere na pilani mora imati najmanje četrnaest znakova.",
    "Fjalëkalimi i kompjuterëve në sharrë duhet të ketë të paktën katërmbëdhjetë shenja.",
    "Пароль до комп'ютерів пилорами має бути не коротшим за чотирнадцять символів.",
    "Upgraded the Logeye scanner firmware from 7.2 to 7.3 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the moisture column for spruce lots.",
    f"Rolled back to {_SHORT} after the notice mapping broke the SUMAL export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Logeye firmware 7.3.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of avize-export-2032.parquet: {_SHA512}",
    f"The yard API container runs registry.molidbor.coop/yard-api@sha256:{_IMAGE}.",
    f"MD5 of kiln-3_2032-03-14.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c2a71-8e4b-4d06-a1c5-7b2e90d4f318 is the slow one in the Mapon logs.",
    "Purchase order PO-2032-00731 for 120 m³ of spruce boards ships to Cavalese on Tuesday.",
    "GLPI #2317: the Toplița pellet press 2 keeps tripping on die temperature at night.",
    "Booking MB-HUT-2032-0419: two beds at the Prislop rescue hut for the avalanche course.",
    "Call the Kupres yard office on +387 34 274 118 before noon.",
    "Truck MM 07 MBR with the larch load is at the Dini Argeo weighbridge.",
    "The Žabljak van is PV AB 512; its service is due at 180 000 km.",
    "ISBN 978-0-19-959287-0 is the timber grading handbook on the kiln office shelf.",
    "Log 44: length 4.0 m, top diameter 38 cm, 0.52 m³ by the Huber formula.",
    "Kiln 3 is at 62 °C and 8 % equilibrium moisture; the larch charge is at 14 % MC.",
    "Pellets from batch TP-2032-11: 6 mm diameter, 0.4 % ash, bulk density 660 kg/m³.",
    "The Stiol chairlift is 1 480 m long and climbs 390 m; it runs at 2.3 m/s.",
    "After five wrong passwords the Mühlböck panel locks the account for 20 minutes.",
    "The secret of good larch shingles is splitting them along the grain, never sawing.",
    "Ask Costel for the fuel-tank padlock code, I don't have it.",
    "My card ending 4417 was declined at the Sighet hardware store.",
    "The Cavalese buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's Netopia account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `MAPON_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the Kupres fuel tank freezes in January; spray it with de-icer.",
    "Netopia moved the signature page under Setări › Securitate in its spring release.",
    "Drone flight plan FP-2032-0088 covers compartment 41A of the Vaser valley.",
    "The guest wifi 'MB-Guest' is open, no password needed.",
    "Order SO-2032-0213 from the Sakai buyer: 3 200 t of ENplus A1 pellets, delivery in June.",
    "The Recco detector's battery lasts about 20 hours at -20 °C.",
    "Version 4.12.1 of the yard app fixes the tachograph download; 4.12.0 is withdrawn.",
    "Avalanche bulletin for Rodnei: danger level 3 above 1 800 m, wind slabs on north aspects.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-03-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/kiln3", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "2317", "purchase_order": "PO-2032-00731"}',
    '{"log": {"id": "LOG-2032-VIS-0044", "length_m": 4.0, "top_diameter_cm": 38}}',
    '{"phone": "+387 34 274 118", "city": "Kupres"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "pellet_bags_in_stock": 4820}',
    '{"truck": "MM 07 MBR", "load": "larch", "net_kg": 24180}',
    '{"booking": "MB-HUT-2032-0419", "beds": 2, "hut": "Prislop"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
