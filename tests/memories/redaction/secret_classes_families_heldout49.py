# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, forty-ninth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to forty-sixth only to search them for
the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use others),
the sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`);
never `memories/redaction/`, the tuning corpus, the round corpora, their tests nor the reports, nor
the corpora being written beside it, and the scrubber was never run on it. Its own seed, password
words, names, places, templates, tools, vendors and layouts, the way a volunteer fire brigade and
rescue service (Brackenmoor Volunteer Fire & Rescue: an alarm dispatch desk in the watch room, four
appliances, a breathing-apparatus workshop with its compressor and test bench, the Hose Reel station
bar and a training tower, twinned with the volunteer brigades of Alcoi, Astorga, Kusel, Gaya, Jolo,
Calimera, Kingstown and Gibraltar) leaks secrets into an assistant's memory: Google Messages,
Samsung Messages, Pulse SMS, QKSMS, Chomp SMS, Handcent, Nextdoor, Tumblr, Cohost, Reddit,
Warpcast, ShareChat, Chingari and Alarmiator chats, the watch-room logbook, appliance defect
sheets, the BA workshop log, whiteboard photos read by OCR, muster boards, incident debriefs,
tickets, e-mails, runbooks, shell history, configs, voice-dictated text and requests to the
assistant itself, about the web pages and panels of fire, rescue, alarm, charging, radio and
power hardware (Rosenbauer, Magirus, Pierce, Ziegler, Schlingmann, Interspiro, Scott, Holmatro,
Weber Rescue, Lukas, Hurst, Posichek, Bauer, Coltri, Nardi, Swissphone, Hekatron, Notifier,
Securiton, Minimax, Detectomat, Telenot, Jablotron, Texecom, Pyronix, Risco, Eldes, Teletek,
Visonic, go-e, KEBA, Alfen, Mennekes, openWB, Homey, Hubitat, Jeedom, Votronic, Truma, Solax,
Pi-Star, WPSD, Rdio Scanner, op25). Tools none of heldouts 5 to 46 names: ddosify's `-a`, macOS
`pwpolicy`, pg_activity, golang-migrate, VisiData, vmagent, wstunnel, sshuttle, polipo,
Rdio Scanner's `-admin_password`, piaware-config, node-red-admin, HiveMQ's mqtt-cli, mqttui, TQSL,
RTKLIB's rtkrcv, mmctl, coturn's turnadmin, rspamadm, Blat, pppd, bbb-conf, transcrypt,
tpm2_changeauth, pkcs11-tool, hashcat's `--show`, pdfcrack, aircrack-ng, doctl, scw, tccli, the
aliyun CLI and `cargo login` (besides curl's SMTP upload, mutt's `-e` and PowerShell's
Send-MailMessage); configs (most of them named by no earlier corpus) of borgmatic, Bacula's
bconsole, wvdial, MMDVMHost, ircDDBGateway, Pat (Winlink), privoxy, rathole, siege, piaware,
Mattermost, BigBlueButton, coturn, rspamd, mutt and polipo. A little under 60 % English (or
language-neutral config and shell), the rest in Valencian, Leonese, Palatinate German (Pfälzisch),
Magahi (in Devanagari), Tausug, Griko (Salentino, in Latin letters), Vincentian Creole and Llanito
(no earlier docstring names them), and Castilian Spanish, German, Italian, French, Dutch, Polish,
Russian, Greek, Hindi, Japanese, Korean, Chinese, Portuguese, Uzbek, Sinhala, Burmese, Khmer and
Malagasy in wordings of their own. Vendors (DIVERA 24/7, Groupalarm, Alamos FE2, FireServiceRota,
Fireplan, First Due, ESO, ImageTrend, Emergency Reporting, PSTrax, Vector Solutions, Crewsense,
Rave Mobile Safety, BlaulichtSMS, FireBoard, OpenRouteService, GraphHopper, seven.io, BulkSMS,
Volgistics, SignUpGenius, Rosterfy, ready2order, orderbird, Gastrofix, Trakm8, Fleet Complete,
Motive, Azuga, Linxup, Lexipol, JustGiving, Raisely, betterplace, Broadcastify, BrandMeister,
Flightradar24, Easee, Plane, Fider, Club Log, QRZ Logbook) are ones heldouts 5 to 46 do not name
(besides DigitalOcean, Scaleway, Tencent Cloud, Alibaba Cloud and crates.io, met through their
new tools). The ids are kinds heldouts 5 to 46 do not use, and python-stdnum has a module for none
of them, so every one is unchecked (no check-digit algorithm is written here; each is drawn in
the shape its document prints): Uzbekistan's PINFL (JShShIR), Sri Lanka's twelve-digit NIC,
Myanmar's NRC, Cambodia's Khmer identity card number, Madagascar's CIN, Germany's
Kindergeldnummer, Italy's permesso di soggiorno number, the Valencian health card's número SIP,
Panama's cédula, a Hawaii driver's license, a Bihar ration card number and a St Vincent NIS
number; passports under Tausug, Magahi, Leonese and Vincentian words (Philippine, Indian, Spanish
and Vincentian shapes), likewise unchecked. Card numbers pass Luhn (GPN and Tarjeta Shopping
prefixes drawn here, with Visa, Mastercard, Diners, Discover, Maestro and JCB, each checked with
python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over heldouts 5 to
46 and not taken by the thirty-second (Mongolia, Somalia, the Holy See, Yemen, Iraq, Jordan, Bahrain
and San Marino), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Italian, Czech, Russian, Korean, Simplified Chinese and Spanish lists.
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

SEED = 71_596_338
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


_KIT = ["Hydrant", "Standpipe", "Branchpipe", "Hosereel", "Halligan", "Turntable", "Breeching",
        "Manifold", "Lightbar", "Spreader", "Coupling", "Sprinkler", "Jetting", "Beacon",
        "Collector", "Foambranch", "Stirrup", "Tally"]  # fmt: skip
_TOWER = ["Smokehouse", "Drillyard", "Rappel", "Hotfire", "Flashover", "Crawlway", "Muster",
          "Turnout", "Watchroom", "Bunkgear", "Rookie", "Pumpdrill", "Hoseloft", "Dropzone"]  # fmt: skip
_PLACES = ["Brackenmoor", "Alcoi", "Cocentaina", "Astorga", "Ponferrada", "Kusel", "Lauterecken",
           "Gaya", "Jehanabad", "Jolo", "Patikul", "Calimera", "Martano", "Kingstown",
           "Barrouallie", "CatalanBay", "Laguna", "Moorlane"]  # fmt: skip
_NAMES = ["Bramwell", "Tamsin", "Osric", "Wenna", "Jory", "Hollis", "Perrin", "Vicent", "Amparo",
          "Xavi", "Empar", "Nel", "Olaya", "Tresa", "Jockel", "Erna", "Gerd", "Liesel",
          "Rambabu", "Sunaina", "Chhotu", "Hadji", "Nurhaida", "Sitti", "Uccio", "Ninetta",
          "Brizio", "Kenroy", "Shermaine", "Orande", "Yeyo", "Kaiane", "Maricarmen"]  # fmt: skip
_SYMBOLS = "!#%&*?@+=$^"
_LEET = ["Hydr4nt", "S1r3n", "H4ll1g4n", "T4nk3r", "Sm0k3h0us3", "Fl4sh0v3r", "L4dd3r",
         "B34c0n", "F04mJ3t", "Br34th3r"]  # fmt: skip


def _ba(g: random.Random) -> str:
    """A BA technician's password: the cylinder's pressure, a name and a sign."""
    return f"BA{g.choice([200, 207, 300])}bar{g.choice(_NAMES)}{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Four groups of four, both cases and digits, as a password generator writes them."""
    return "-".join(_r(g, ALNUM, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_KIT)}{g.choice([1, 2, 3, 4, 11, 21])}{g.choice(_SYMBOLS)}{g.randrange(2024, 2036)}",
    lambda g: ".".join(w.lower() for w in g.sample(_TOWER, 2)) + "." + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "!%&*?#", 16),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(1970, 2035)),
    _ba,
    lambda g: f"{g.choice(_PLACES).lower()}-{g.choice(_KIT).lower()}-{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_PLACES)[:4].upper()}{g.randrange(10, 100)}{g.choice(_KIT)}{g.choice(_SYMBOLS)}",
    _generator,
    lambda g: f"{g.choice(_KIT).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}{_r(g, LOWER, 2)}",
    lambda g: f"Pump{g.randrange(1, 5)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_TOWER)}{g.choice(_TOWER)}{g.randrange(100, 1000)}",
    lambda g: _r(g, ALNUM, 12),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Google Messages from Tamsin: the Rosenbauer RBT panel on Pump 1 has password {pw}",
    "Samsung Messages, Jory: Magirus MultiStar ladder controller password {pw}",
    "Pulse SMS from the watch room: Pierce Command Zone service password {pw}",
    "QKSMS text from Osric: the Ziegler cab diagnostics password is {pw}",
    "Chomp SMS from Wenna: Schlingmann web-config password {pw}",
    "Handcent message, Hollis: Interspiro Spirocom base station password {pw}",
    "Tumblr DM from the cadets' account: the Scott Sight thermal imager app password {pw}",
    "Cohost DM: the Holmatro charger dashboard password {pw}",
    "Reddit chat with Perrin: Weber Rescue e-FORCE app admin password {pw}",
    "Warpcast DM: the Lukas fleet portal password is {pw}",
    "Alarmiator group chat 'Zug 2': Hurst service laptop password {pw}",
    "ShareChat DM from Chhotu: the Swissphone s.ONE portal password {pw}",
    "Chingari message: Nardi compressor HMI password {pw}",
    "watch-room logbook, night shift: the Hekatron Integral IP web password is {pw}",
    "appliance defect sheet, Rescue 3: Votronic charger web password {pw}",
    "BA workshop log, cylinder day: Posichek 3 bench admin password {pw}",
    "BA workshop log: Bauer PE 250 compressor B-CONTROL password {pw}",
    "BA workshop whiteboard (photo, OCR): Coltri MCH-16 panel password {pw}",
    "fire panel handover sheet: Notifier ID3000 engineer password {pw}",
    "muster board photo: Securiton SecuriFire remote password {pw}",
    "incident debrief notes: the Minimax FMZ 5000 engineer password {pw} was on a sticker",
    "Detectomat dc3500 panel web password: {pw}",
    "Telenot complex alarm panel (station) installer password {pw}",
    "MyJABLOTRON password for the training tower: {pw}",
    "Texecom Cloud password for the Hose Reel bar alarm: {pw}",
    "Pyronix HomeControl+ password for the BA workshop alarm: {pw}",
    "iRISCO password (tower store): {pw}",
    "Eldes Cloud password for the yard gate controller: {pw}",
    "Teletek ProsTE password, appliance bay: {pw}",
    "Visonic PowerManage operator password {pw}",
    "go-e Charger app password for the command car's charger {pw}",
    "KEBA P30 web UI password, appliance bay charger: {pw}",
    "Alfen Eve service password {pw}",
    "Mennekes AMTRON admin password {pw}",
    "openWB web password on the station roof box: {pw}",
    "Homey Pro account password (appliance bay lights) {pw}",
    "Hubitat hub admin password {pw}",
    "Jeedom password for the station heating: {pw}",
    "Truma iNet password in the command caravan: {pw}",
    "Solax Cloud password for the station PV: {pw}",
    "Pi-Star dashboard password on the command unit hotspot: {pw}",
    "WPSD admin password {pw}",
    "Rdio Scanner admin password {pw}, don't share it",
    "op25 web console password {pw}",
    "Hi Osric,\n\nthe new password for the watch-room PC is {pw}. Burn this mail once it's in the vault.\n\nTamsin",
    "Runbook: monthly siren test\n1. open the siren controller page\n2. log in as siren\n3. password {pw}\n4. run the 12-second test and log it",
    "README (tower CCTV)\nthe recorder lives at https://nvr.bvfr.lan, admin password `{pw}`.",
    "Incident 2033-02-11: the Hekatron panel was reachable from the visitors' wifi with password {pw}",
    "please remember the password of the brigade's Google account: {pw}",
    "dictated while driving Pump 1 back: the Rosenbauer password is {pw} full stop",
    "note to self: station bar till password {pw}",
    "after the reset the Posichek password became {pw}",
    "la contrasenya de l'ordinador del parc de bombers és {pw}",
    "Vicent: he canviat la contrasenya del panell Hekatron, ara és {pw}",
    "la meua contrasenya del correu és {pw}, no la digues a ningú",
    "la clave del ordenador del cuartel ye {pw}",
    "Nel: la mie contraseña nueva del correo ye {pw}, nun-y la digas a naide",
    "la contraseña del panel de la bomba ye {pw}",
    "Es Passwort fer de Rechner uff de Wach is {pw}",
    "Jockel: mei neies Passwort fer's Mailkonto is {pw}, sag's kääm",
    "Gugg emol, es Passwort vum Rosenbauer-Panel is jetzt {pw}",
    "हमर ईमेल के पासवर्ड {pw} हइ",
    "दमकल स्टेशन के कंप्यूटर के पासवर्ड {pw} हइ, केकरो नय बतइहा",
    "रामबाबु: नया पासवर्ड {pw} हइ",
    "In password sin email ku amu in {pw}",
    "Hadji: in bag-u password sin computer ha istasyon amu in {pw}",
    "in password sin panel sin alarm amu in {pw}, ayaw mu ipakita",
    "to password-mu tis email ene {pw}",
    "Uccio: to kenurio password tu computer sti stazziùna ene {pw}",
    "to password tu pannello ene {pw}, min do pi tinò",
    "me email password is {pw}, doh tell nobody",
    "Kenroy: de new password fuh de station computer is {pw}",
    "de password fuh de alarm panel is {pw} yuh hear",
    "oye, el password del computer del watchroom es {pw}, don't tell anyone eh",
    "Yeyo: el nuevo password del email es {pw}",
    "mira, the password pa' el panel de la alarma es {pw}",
    "apunta: la contraseña del portátil del puesto de mando es {pw}",
    "Kennwort für den PC in der Atemschutzwerkstatt: {pw}",
    "la password del tablet sull'autopompa è {pw}",
    "le mot de passe du poste de veille est {pw}, ne le note nulle part",
    "wachtwoord van de kazerne-pc: {pw}",
    "hasło do komputera w remizie to {pw}",
    "пароль от компьютера в пожарной части: {pw}",
    "ο κωδικός του υπολογιστή στον σταθμό είναι {pw}",
    "फायर स्टेशन वाले कंप्यूटर का पासवर्ड {pw} है",
    "消防団詰所のPCのパスワードは {pw}",
    "소방서 컴퓨터 비밀번호: {pw}",
    "消防站电脑的密码是 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["bramwell.h", "tamsin", "osric", "wenna.p", "jory", "hollis", "perrin", "vicent.m",
          "amparo", "xavi", "nel", "olaya", "jockel", "erna.k", "rambabu", "sunaina", "hadji",
          "nurhaida", "uccio", "ninetta", "kenroy", "shermaine", "yeyo", "kaiane", "watchroom",
          "ba-tech", "bar-till", "svc-pager", "tower-ctl", "dispatch"]  # fmt: skip
_LOGINS = [
    "watch-room logbook: Rosenbauer EMS login {u} / {pw}",
    "acct {u} pass {pw}",
    "Hekatron panel › Users › {u}: {pw}",
    "| system | account | pass |\n|---|---|---|\n| Posichek bench | {u} | {pw} |",
    "log into the Rdio Scanner admin as {u} with {pw}",
    "Solax Cloud {u}:{pw}",
    "username: {u}\npwd: {pw}",
    "- host: tower-nvr\n  user: {u}\n  pass: {pw}",
    "Perrin says the Jeedom account is {u} and the password is {pw}",
    "system;user;password\nmagirus-ladder;{u};{pw}",
    "ssh {u}@watchroom-pc.bvfr.lan  # pw {pw}",
    "creds for the bar till: {u} and {pw}",
    "usuari {u} i contrasenya {pw}",
    "usuariu {u}, clave {pw}",
    "Benutzer {u}, Passwort {pw}, gell",
    "यूजरनेम {u}, पासवर्ड {pw}",
    "in username ku {u}, in password {pw}",
    "to username ene {u} ce to password {pw}",
    "me username is {u} an de password is {pw}",
    "el username es {u} y el password {pw}, vale?",
    "identifiant {u}, mot de passe {pw}",
    "login {u}, hasło {pw}",
    "ユーザー名 {u} ／ パスワード {pw}",
    "utilizador {u}, palavra-passe {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["hydrant", "halligan", "stirrup", "breeching", "smokehouse", "flashover", "bunker",
               "mona", "coca", "botillo", "saumagen", "litti", "satti", "pittule",
               "buljol", "calentita", "rosto", "dumpling"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the bar till password is the word {w}, lower case, then the number {d}",
    "password: it's {w}, and straight after that {d}",
    "for the tower NVR it's {w} with {d} tacked on the end",
    "radio message, dictated: the station wifi password is {w} and then {d}, no space",
    "key in {w}, then {d}",
    "it's {w}{d}, word and digits together",
    "la contrasenya és la paraula {w} i després {d}",
    "la clave ye la pallabra {w} y dempués {d}",
    "es Passwort is es Wort {w} un dann {d}",
    "पासवर्ड {w} शब्द हइ, ओकरा बाद {d}",
    "in password amu in kalimah {w}, ampa {d}",
    "to password ene i loja {w} ce meta {d}",
    "de password is de word {w}, den {d}",
    "el password es la palabra {w} y después el {d}, all together",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "ddosify -t https://roster.bvfr.lan/api/health -n 400 -d 20 -a {u}:{pw}",
    "pwpolicy -a {u} -p '{pw}' -u ba-tech -setpolicy 'newPasswordRequired=1'",
    "pg_activity 'postgresql://{u}:{pw}@db.bvfr.lan:5432/roster'",
    "migrate -path db/migrations -database 'postgres://{u}:{pw}@db.bvfr.lan:5432/hydrants?sslmode=disable' up",
    "vd 'mysql://{u}:{pw}@till.bvfr.lan/hosereel_bar'",
    "vmagent -promscrape.config=scrape.yml -remoteWrite.url=https://metrics.brackenmoor-fire.org/api/v1/write -remoteWrite.basicAuth.username={u} -remoteWrite.basicAuth.password='{pw}'",
    "wstunnel client --http-upgrade-credentials '{u}:{pw}' -L tcp://5432:localhost:5432 wss://tunnel.brackenmoor-fire.org",
    "sshuttle --ssh-cmd \"sshpass -p '{pw}' ssh\" -r {u}@gw.brackenmoor-fire.org 10.61.0.0/16",
    "polipo socksParentProxy=localhost:9050 authCredentials={u}:{pw}",
    "./rdio-scanner -admin_password '{pw}'",
    "sudo piaware-config flightaware-user {u}\nsudo piaware-config flightaware-password '{pw}'",
    "node-red-admin target https://nodered.bvfr.lan:1880 && node-red-admin login -u {u} -p '{pw}'",
    "mqtt sub -h mqtt.bvfr.lan -p 8883 -s -u {u} -pw '{pw}' -t 'station/siren/#'",
    "mqttui --broker mqtts://mqtt.bvfr.lan:8883 --username {u} --password '{pw}'",
    "tqsl -x -d -a all -l 'Brackenmoor tower' -p '{pw}' field-day.adi",
    "rtkrcv -s -p 3130 -m 3131 -w '{pw}' -o rtkrcv.conf",
    "mmctl user create --email {u}@brackenmoor-fire.org --username {u} --password '{pw}'",
    "turnadmin -a -u {u} -r brackenmoor-fire.org -p '{pw}'",
    "rspamadm pw -p '{pw}'",
    "blat turnout.txt -to county@fire.example -server mail.brackenmoor-fire.org -u {u} -pw {pw}",
    "$cred = New-Object PSCredential('{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force)); Send-MailMessage -SmtpServer mail.brackenmoor-fire.org -Credential $cred -To county@fire.example -From watch@brackenmoor-fire.org -Subject 'Turnout times'",
    "curl --ssl-reqd smtp://mail.brackenmoor-fire.org:587 --mail-from watch@brackenmoor-fire.org --mail-rcpt county@fire.example --user '{u}:{pw}' -T turnout.eml",
    "mutt -e 'set smtp_url=smtp://{u}@mail.brackenmoor-fire.org:587/ smtp_pass={pw}' -s 'BA log' ba@brackenmoor-fire.org < ba-log.txt",
    "pppd call lte-backup user {u} password '{pw}' nodetach",
    "curl -u {u}:{pw} -H 'Content-Type: application/json' -d '{{\"text\": \"Drill 19:30 tower\", \"callSignNames\": [\"bvfr\"], \"transmitterGroupNames\": [\"dl-rp\"]}}' https://hampager.de/api/calls",
    "curl 'https://xmldata.qrz.com/xml/current/?username={u};password={pw};agent=bvfr-log'",
    "curl -s 'https://www.eqsl.cc/qslcard/DownloadInBox.cfm?UserName={u}&Password={pw}&RcvdSince=20330101'",
    "wget -qO- 'https://www.hamqth.com/xml.php?u={u}&p={pw}'",
    "bbb-conf --setsecret {pw}",
    "transcrypt -c aes-256-cbc -p '{pw}' --yes",
    "tpm2_changeauth -c owner '{pw}'",
    "pkcs11-tool --module /usr/lib/x86_64-linux-gnu/opensc-pkcs11.so --login --pin '{pw}' --list-objects",
    "hashcat -m 1000 --show station-ntlm.txt\n3b1f0c8e5d2a7b94c6e0f1a2d3b4c5e6:{pw}",
    "pdfcrack -f ba-certificates-2031.pdf\nPDF version 1.7\nfound user-password: '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "watchroom-pc:~$ {c}", "BA workshop laptop (Git Bash)\n$ {c}",
    "from the bash history on the tower NVR box:\n{c}", "history | grep -i pass\n  412  {c}",
    "Termux on my phone: {c}", "cron mail: CMD ({c})", "the command Bramwell ran:\n{c}",
    "pasted into the #tech thread of Alarmiator: {c}", "tmux pane 2 on the pager gateway: {c}",
    "root@pi-star(rw):~# {c}", "ba-tech@posichek-pc ~ % {c}", "screen session 'sirens':\n{c}",
    "Raspberry Pi in the appliance bay, ~/.bash_history:\n{c}",
    "la comanda que vaig executar: {c}", "el comandu que corrí: {c}",
    "de Befehl, wu ich gemacht hab: {c}", "जे कमांड चलइली: {c}", "in command nag-run ku: {c}",
    "to command pu èkama: {c}", "de command me run: {c}", "el command que le metí al server: {c}",
    "el comando que lancé en el portátil de guardia: {c}", "Befehl vom Gerätewart: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "mongodb+srv://{u}:{pw}@roster0.bvfr.mongodb.net/roster?retryWrites=true",
    "rediss://{u}:{pw}@redis.bvfr.lan:6380/2",
    "clickhouse://{u}:{pw}@ch.bvfr.lan:9440/incidents?secure=true",
    "neo4j+s://{u}:{pw}@graph.bvfr.lan:7687",
    "http://{u}:{pw}@couch.bvfr.lan:5984/hydrants",
    "ftps://{u}:{pw}@ftp.bvfr.lan/turnout-reports/",
    "davs://{u}:{pw}@cloud.bvfr.lan/remote.php/dav/files/watch/",
    "rtsp://{u}:{pw}@tower-cam1.bvfr.lan:554/Streaming/Channels/101",
    "mssql+pymssql://{u}:{pw}@sql.bvfr.lan:1433/Roster",
    "oracle+oracledb://{u}:{pw}@ora.bvfr.lan:1521/?service_name=HRPDB",
    "snowflake://{u}:{pw}@bvfr-xy12345/ANALYTICS/PUBLIC?warehouse=SMALL",
    "imaps://{u}:{pw}@mail.brackenmoor-fire.org:993/INBOX",
    "postgres://{u}:{pw}@db.bvfr.lan:5432/hydrants?sslmode=require",
]  # fmt: skip
_URL_PLACES = [
    "ROSTER_DB_URL={c}", "Metabase connection, the old one: {c}",
    "remember this DSN for me: {c}", "la cadena de connexió és {c}",
    "die Verbindung fer die Datenbank is {c}", "ticket 4507: {c}",
    "watch-room wiki 'Databases': {c}", "el connection string del server es {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_988_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "brackenmoor-vfr", "sub": f"org_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "alarms:read roster:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _qrz(g: random.Random) -> str:
    """A QRZ Logbook key: four groups of four capitals and digits."""
    return "-".join(_r(g, UPPER_HEX, 4) for _ in range(4))


_ORS = "5b3ce3597851110001cf6248"  # the prefix OpenRouteService's keys share
_VENDORS: list[tuple[str, str, Maker]] = [
    ("DIVERA 24/7", "DIVERA_ACCESSKEY", _j((URLSAFE, 64))),
    ("Groupalarm", "GROUPALARM_API_TOKEN", _j((ALNUM, 48))),
    ("Alamos FE2", "FE2_EXTERNAL_API_KEY", lambda g: v.uuid4(g, "8")),
    ("FireServiceRota", "FIRESERVICEROTA_TOKEN", _vendor_jwt("https://www.fireservicerota.co.uk")),
    ("Fireplan", "FIREPLAN_API_KEY", _j((HEX, 40))),
    ("First Due", "FIRSTDUE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("ESO", "ESO_API_SECRET", _j((ALNUM, 40))),
    ("ImageTrend", "IMAGETREND_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Emergency Reporting", "ER_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("PSTrax", "PSTRAX_API_TOKEN", _j((ALNUM, 48))),
    ("Vector Solutions", "VECTOR_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Crewsense", "CREWSENSE_API_KEY", _j((HEX, 40))),
    ("Rave Mobile Safety", "RAVE_API_TOKEN", _vendor_jwt("https://api.ravemobilesafety.com")),
    ("BlaulichtSMS", "BLAULICHTSMS_API_KEY", _j((ALNUM, 32))),
    ("FireBoard", "FIREBOARD_AUTH_TOKEN", _j((HEX, 40))),
    ("OpenRouteService", "ORS_API_KEY", _j(_ORS, (HEX, 32))),
    ("GraphHopper", "GRAPHHOPPER_API_KEY", lambda g: v.uuid4(g, "a")),
    ("seven.io", "SEVEN_API_KEY", _j((ALNUM, 64))),
    ("BulkSMS", "BULKSMS_TOKEN_SECRET", _j((UPPER_HEX, 32))),
    ("Volgistics", "VOLGISTICS_API_KEY", _j((UPPER_DIGITS, 24))),
    ("SignUpGenius", "SIGNUPGENIUS_USER_KEY", _j((B64, 44))),
    ("Rosterfy", "ROSTERFY_API_TOKEN", _vendor_jwt("https://api.rosterfy.co")),
    ("ready2order", "READY2ORDER_ACCOUNT_TOKEN", _vendor_jwt("https://api.ready2order.com")),
    ("orderbird", "ORDERBIRD_API_SECRET", _j((HEX, 40))),
    ("Gastrofix", "GASTROFIX_API_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Trakm8", "TRAKM8_API_KEY", _j((UPPER_HEX, 32))),
    ("Fleet Complete", "FLEETCOMPLETE_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Motive", "MOTIVE_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Azuga", "AZUGA_API_KEY", _j((B64, 60))),
    ("Linxup", "LINXUP_API_TOKEN", _j((ALNUM, 40))),
    ("Lexipol", "LEXIPOL_API_KEY", _j((HEX, 32))),
    ("JustGiving", "JUSTGIVING_API_SECRET", _j((ALNUM, 32))),
    ("Raisely", "RAISELY_SECRET_KEY", _j((URLSAFE, 48))),
    ("betterplace", "BETTERPLACE_API_KEY", _j((HEX, 40))),
    ("Broadcastify", "BROADCASTIFY_API_KEY", lambda g: v.uuid4(g, "9")),
    ("BrandMeister", "BRANDMEISTER_API_KEY", _vendor_jwt("https://api.brandmeister.network")),
    ("Flightradar24", "FR24_SHARING_KEY", _j((HEX, 16))),
    ("Easee", "EASEE_REFRESH_TOKEN", _j((B64, 88))),
    ("Plane", "PLANE_API_KEY", _j("plane_api_", (HEX, 32))),
    ("Fider", "FIDER_API_KEY", _j((ALNUM, 64))),
    ("Club Log", "CLUBLOG_API_KEY", _j((HEX, 40))),
    ("QRZ Logbook", "QRZ_LOGBOOK_KEY", _qrz),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "fish: set -gx {env} {tok}",
    ".env.production:\n{env}=\"{tok}\"",
    "kubectl create secret generic alarm-bridge --from-literal={env}={tok}",
    "docker run -d -e {env}={tok} ghcr.io/brackenmoor/alarm-bridge:2.3",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "terraform.tfvars:\n{envl} = \"{tok}\"",
    "group_vars/station.yml:\n{envl}: {tok}",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "crontab -e\n{env}={tok}\n*/5 * * * * /opt/bvfr/sync.sh",
    "Roster app › Admin › Integrations › {vendor} › API key: {tok}",
    "watch-room logbook: {vendor} key changed today, new one {tok}",
    "Alarmiator #tech: {vendor} key for the alarm bridge: {tok}",
    "ticket 4502: {vendor} sync returns 401, configured key {tok}",
    "{vendor} integration broken again, current key {tok}",
    "please remember our {vendor} API key: {tok}",
    "voice note: the {vendor} token is {tok}",
    "| {vendor} | prod | {tok} |",
    "la clau de l'API de {vendor} és {tok}",
    "clau API {vendor} per al parc: {tok}",
    "la clave API de {vendor} ye {tok}",
    "de API-Schlissel vun {vendor} is {tok}",
    "{vendor}-Schlissel fer die Wach: {tok}",
    "{vendor} के API key {tok} हइ",
    "in API key sin {vendor} amu in {tok}",
    "to API key tu {vendor} ene {tok}",
    "de {vendor} API key is {tok}, keep it safe",
    "el API key de {vendor} es {tok}, no lo pongas en el group",
    "clave de la API de {vendor} para el parque: {tok}",
    "API-Schlüssel {vendor} (Leitstelle): {tok}",
    "chiave API {vendor} della caserma: {tok}",
    "clé API {vendor} de la caserne : {tok}",
    "API-sleutel {vendor} voor de kazerne: {tok}",
    "klucz API {vendor} do remizy: {tok}",
    "API-ключ {vendor} для части: {tok}",
    "{vendor} のAPIキーは {tok}",
    "{vendor} API 키는 {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "{vendor} की API key: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    bulksms = _r(rng, UPPER_HEX, 32)
    ors = _ORS + _r(rng, HEX, 32)
    graphhopper = v.uuid4(rng, "b")
    fr24 = _r(rng, HEX, 16)
    brandmeister = _vendor_jwt("https://api.brandmeister.network")(rng)
    broadcastify = v.uuid4(rng, "a")
    doctl = "dop_v1_" + _r(rng, HEX, 64)
    scaleway = v.uuid4(rng, "8")
    tencent = _r(rng, ALNUM, 32)
    crates = "cio" + _r(rng, ALNUM, 32)
    alibaba = _r(rng, ALNUM, 30)
    return [
        Sample("vendor_token", f"curl -u '{_r(rng, UPPER_HEX, 32)}:{bulksms}' -H 'Content-Type: application/json' -d '{{\"to\": \"+447700900123\", \"body\": \"Drill moved to 20:00\"}}' https://api.bulksms.com/v1/messages", bulksms),
        Sample("vendor_token", f"import openrouteservice\nclient = openrouteservice.Client(key='{ors}')", ors),
        Sample("vendor_token", f"https://graphhopper.com/api/1/route?point=54.5,-2.9&point=54.6,-2.8&profile=car&key={graphhopper}", graphhopper),
        Sample("vendor_token", f'/etc/fr24feed.ini:\nreceiver="beast-tcp"\nfr24key="{fr24}"\nhost="127.0.0.1:30005"', fr24),
        Sample("vendor_token", f"Pi-Star, /etc/bmapi.key:\n[key]\napikey={brandmeister}", brandmeister),
        Sample("vendor_token", f'trunk-recorder config.json:\n  "broadcastifyCallsServer": "https://api.broadcastify.com/call-upload",\n  "broadcastifyApiKey": "{broadcastify}",', broadcastify),
        Sample("vendor_token", f"doctl auth init --context brigade -t {doctl}", doctl),
        Sample("vendor_token", f"scw init access-key=SCW{_r(rng, UPPER_DIGITS, 17)} secret-key={scaleway} send-telemetry=false", scaleway),
        Sample("vendor_token", f"tccli configure set secretId AKID{_r(rng, ALNUM, 32)} secretKey {tencent} region ap-singapore", tencent),
        Sample("vendor_token", f"cargo login {crates}", crates),
        Sample("vendor_token", f"aliyun configure set --profile bvfr --mode AK --region eu-central-1 --access-key-id LTAI{_r(rng, ALNUM, 20)} --access-key-secret {alibaba}", alibaba),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, envl=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "Alarmiator: {t}", "shown only once, so:\n{t}", "el token: {t}",
                "de Token: {t}", "{t}\n^ the new one, the old one is revoked",
                "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 32), ".", (URLSAFE, 27)), _j((B64, 64), "=="),
                _j((LOWER_DIGITS, 40)), _j((URLSAFE, 56)), _j((B64, 40)), _j((ALNUM, 52))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES-256 key for the Swissphone pagers' encrypted POCSAG, hex: {h}": 64,
    "LoRaWAN AppKey of hydrant sensor H-117 (OTAA): {h}": 32,
    "AppSKey of the training tower's wind sensor (ABP): {h}": 32,
    "HMAC secret for the DIVERA alarm webhook: {h}": 64,
    "BA telemetry base station AES key: {h}": 32,
    "siren controller pre-shared key, hex: {h}": 40,
    "clau de xifratge de la còpia de seguretat: {h}": 64,
    "Schlissel fer's Backup (hex): {h}": 48,
    "बैकअप के एन्क्रिप्शन की: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket 4510: token copied from the browser's dev tools {t}",
    "Cookie: lang=ca-valencia; bvfr_session={t}",
    "ROSTER_SYNC_TOKEN={t}",
    "keep this bearer token for me: {t}",
    "el token és {t}",
    "el token es {t}, expira mañana",
    "Alarmiator #tech paste: authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_988_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.brackenmoor-fire.org/realms/brigade",
            "azp": "roster-web",
            "groups": ["watch", "ba-techs"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS256": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the watch-room PC, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/alarm.brackenmoor-fire.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PAGER_GATEWAY_KEY": "{key}", "transmitter": "db0bvf"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ed25519_tower <<'EOF'\n{key}\nEOF": ("OPENSSH PRIVATE KEY", "\n"),
    "ticket 4511, pasted by the installer:\n{key}": ("EC PRIVATE KEY", "\n"),
    "la clau privada del servidor:\n{key}": ("PRIVATE KEY", "\n"),
    "GPG key for the county's turnout-report SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Cake Wallet seed for the bar's tip jar (emptied now): {p}": "english",
    "Keystone backup words for the donations wallet\n{p}": "english",
    "voice memo: the BlueWallet words are {p} and that's all of them": "english",
    "Passport wallet seed card, copied before it goes in the station safe: {p}": "english",
    "Jade recovery phrase, read off the steel plate: {p}": "english",
    "i loja tu wallet tis lotteria (Calimera): {p}": "italian",
    "slova pro obnovu peněženky hasičského sboru: {p}": "czech",
    "сид-фраза кошелька дружины: {p}": "russian",
    "소방대 지갑 복구 구문: {p}": "korean",
    "消防队钱包的助记词：{p}": "chinese_simplified",
    "les pallabres del wallet de la rifa: {p}": "spanish",
    "las seed words del wallet de la raffle: {p}": "spanish",
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
        "\n".join(" ".join(words[k : k + 6]) for k in range(0, len(words), 6)),
        " / ".join(words),
        "  ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (GPN's, Tarjeta Shopping's: brands the
    value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "gpn":
        return _card_of(rng, ["9360"], [16, 19])
    if brand == "shopping":
        return _card_of(rng, ["603488"], [16])
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Alarmiator #kit: the brigade card for the Holmatro spares is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} valid to {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "ticket 4520: pay the Bauer compressor service with card {c}",
    "el número de la meua targeta: {c}, caduca {mm}/{yy}",
    "el númberu de la mie tarxeta ye {c}",
    "mei Kartenummer is {c}, {mm}/{yy}",
    "हमर कार्ड नंबर: {c}",
    "in numiru sin card ku: {c}, {mm}/{yy}",
    "o arìthmo tis càrta-mu ene {c}",
    "me card numba is {c}, expires {mm}/{yy}",
    "el número de la card es {c}, expira {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "gpn", "mastercard", "diners", "shopping", "discover", "maestro", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", "  ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Diners Club {c}, exp 08/36, the code on the back is {cvv}",
               "els tres números del darrere de la targeta: {cvv}",
               "Amex {c}, the four small digits above the number: {cvv}",
               "die drei Zahle hinne uff de Kart: {cvv}",
               "कार्ड के पीछे वाला तीन अंक: {cvv}",
               "los tres numeritos de atrás de la card: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "diners"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 46 and not taken by held-out 32; BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"MN": "n" * 16, "SO": "n" * 19, "VA": "n" * 18, "YE": "aaaa" + "nnnn" + "c" * 18,
                "IQ": "aaaa" + "n" * 15, "JO": "aaaa" + "nnnn" + "c" * 18, "BH": "aaaa" + "c" * 14,
                "SM": "a" + "n" * 10 + "c" * 12}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice BVFR-2033-041: hydraulic spreader overhaul, please pay to {i} within 14 days",
    "donation for the Kingstown brigade's new hoses goes to IBAN {i}",
    "IBAN: {i}\nBeneficiary: the San Marino fire-kit supplier, ref. BA masks",
    "l'IBAN per a la quota dels bombers voluntaris: {i}",
    "l'IBAN de la cuenta ye {i}",
    "mei IBAN is {i}",
    "हमर IBAN: {i}",
    "in IBAN ku: {i}",
    "to IBAN-mu ene {i}",
    "me IBAN is {i}",
    "el IBAN pa' la transferencia: {i}",
    "save the Ulaanbaatar rescue team's account for the exchange: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _pinfl(g: random.Random) -> str:
    """Uzbekistan's PINFL (JShShIR): a century-and-sex digit, the birth date, the district and a
    serial; no check is verified here."""
    return f"{g.choice('3456')}{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(0, 100):02d}{_r(g, D, 7)}"


def _lk_nic(g: random.Random) -> str:
    """Sri Lanka's twelve-digit NIC: the birth year, the day of the year (plus 500 for women), a
    zero, a serial and a last digit; unchecked."""
    day = g.randrange(1, 366) + g.choice([0, 500])
    return f"{g.randrange(1960, 2008)}{day:03d}0{_r(g, D, 4)}"


def _mm_nrc(g: random.Random) -> str:
    """Myanmar's NRC: the state's number, the township's letters, (N) and six digits; unchecked."""
    township = g.choice(["KAMAYA", "BAHANA", "THAKATA", "MAYAKA", "OUKAMA", "LAMANA", "DAGANA"])
    return f"{g.randrange(1, 15)}/{township}(N){_r(g, D, 6)}"


def _kh_id(g: random.Random) -> str:
    """A Cambodian (Khmer) identity card number: nine digits; unchecked."""
    return "0" + g.choice("123456789") + _r(g, D, 7)


def _mg_cin(g: random.Random) -> str:
    """Madagascar's CIN: twelve digits, the first the province's; unchecked."""
    return g.choice("123456") + _r(g, D, 11)


def _kindergeld(g: random.Random) -> str:
    """A German Kindergeldnummer: the Familienkasse's three digits, FK and six digits; unchecked."""
    return f"{g.randrange(100, 1000)}FK{_r(g, D, 6)}"


def _permesso(g: random.Random) -> str:
    """An Italian permesso di soggiorno's number as the electronic card prints it: a letter and
    eight digits; unchecked."""
    return "I" + _r(g, D, 8)


def _sip(g: random.Random) -> str:
    """The Valencian health card's número SIP: eight digits; unchecked."""
    return g.choice("123456789") + _r(g, D, 7)


def _pa_cedula(g: random.Random) -> str:
    """A Panamanian cédula: the province, the book and the entry; unchecked."""
    return f"{g.randrange(1, 14)}-{g.randrange(100, 1000)}-{g.randrange(1000, 10_000)}"


def _hi_licence(g: random.Random) -> str:
    """A Hawaii driver's license: H and eight digits; unchecked."""
    return "H" + _r(g, D, 8)


def _ration(g: random.Random) -> str:
    """A Bihar ration card number: twelve digits from the district's prefix; unchecked."""
    return "10" + g.choice(["24", "27", "31", "36"]) + _r(g, D, 8)


def _svg_nis(g: random.Random) -> str:
    """A St Vincent and the Grenadines NIS number: six digits; unchecked."""
    return g.choice("123456789") + _r(g, D, 5)


def _ph_passport(g: random.Random) -> str:
    """A Philippine e-passport: P, seven digits and a letter."""
    return f"P{_r(g, D, 7)}{g.choice('ABC')}"


def _in_passport(g: random.Random) -> str:
    """An Indian passport: a letter and seven digits."""
    return g.choice("JKLMNPRSTUVWZ") + _r(g, D, 7)


def _es_passport(g: random.Random) -> str:
    """A Spanish passport: three letters and six digits."""
    return "PA" + g.choice("ABCDEFGHJK") + _r(g, D, 6)


def _svg_passport(g: random.Random) -> str:
    """A Vincentian passport: two letters and seven digits."""
    return "SV" + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "PINFL of the exchange firefighter from Samarkand, for the insurance form: {s}": _pinfl,
    "Mening JShShIR raqamim: {s}": _pinfl,
    "Sri Lankan NIC of the new recruit, for the background check: {s}": _lk_nic,
    "මගේ ජාතික හැඳුනුම්පත් අංකය: {s}": _lk_nic,
    "Myanmar NRC of Ko Zaw, the volunteer on the water-rescue course: {s}": _mm_nrc,
    "မှတ်ပုံတင်အမှတ်: {s}": _mm_nrc,
    "Cambodian ID card number of the deminer on the rescue course: {s}": _kh_id,
    "លេខអត្តសញ្ញាណប័ណ្ណរបស់ខ្ញុំ: {s}": _kh_id,
    "Madagascar CIN of the Ambositra exchange volunteer: {s}": _mg_cin,
    "laharan'ny karapanondrom-pirenena: {s}": _mg_cin,
    "Kinnergeldnummer vun de Erna: {s}": _kindergeld,
    "numero del permesso di soggiorno, per il corso a Calimera: {s}": _permesso,
    "o arìthmo tu permesso di soggiorno-mu ene {s}": _permesso,
    "el meu número SIP és {s}": _sip,
    "Panamanian cédula of the instructor from Colón: {s}": _pa_cedula,
    "Hawaii driver's license of the visiting instructor, for the appliance insurance: {s}": _hi_licence,
    "हमर राशन कार्ड नंबर {s} हइ": _ration,
    "me NIS numba is {s}": _svg_nis,
    "in numiru sin pasaporte ku amu in {s}": _ph_passport,
    "हमर पासपोर्ट नंबर {s} हइ": _in_passport,
    "el númberu del mieu pasaporte ye {s}": _es_passport,
    "me passport numba is {s}": _svg_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return ["-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(3)) for _ in range(n)]


_BACKUPS = ["Google Workspace (brigade) backup codes\n{codes}",
            "codis de recuperació del compte del parc: {codes}",
            "Backup-Codes fer's Feierwehr-Konto: {codes}",
            "Proton recovery codes for the watch-room mailbox: {codes}",
            "बैकअप कोड: {codes}", "los backup codes del email: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/DIVERA247:wenna@brackenmoor-fire.org?secret={s}&issuer=DIVERA247&period=30",
              "2FA setup key for the Groupalarm admin: {s}",
              "clave 2FA del correo: {s}",
              "Aegis export, secret for the First Due login: {s}"]  # fmt: skip
_CODES = ["{c} is your DIVERA 24/7 login code", "Your Fireplan sign-in code: {c}. It expires in 10 minutes.",
          "आपके OTP {c} हइ, केकरो नय बतइहा", "El teu codi de verificació de Caixa Popular és {c}",
          "In OTP mu amu in {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 7 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Brackenmoor-Station", "BVFR-Watchroom-5G", "HoseReel-Bar", "BVFR-Tower",
          "BA-Workshop-2G", "Pump1-LTE", "Bombers-Alcoi", "Bomberos-Astorga", "Feierwehr-Kusel",
          "Damkal-Gaya-Jio", "Jolo-Bombero", "Pompieri-Calimera", "Kingstown-Fire-5G",
          "RockWatch-Gib"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nWPA key: {pw}",
    "station network {s} — password {pw}",
    "wifi in the training tower: {s} / {pw}",
    "the sticker under the LTE router in Pump 1 says key {pw}",
    "wpa_supplicant.conf:\nnetwork={{\n    ssid=\"{s}\"\n    psk=\"{pw}\"\n}}",
    "aircrack-ng on the pen-test laptop: KEY FOUND! [ {pw} ]",
    "la contrasenya de la wifi {s} és {pw}",
    "la clave del wifi {s} ye {pw}",
    "es WLAN-Passwort vun {s} is {pw}",
    "वाईफाई {s} के पासवर्ड {pw} हइ",
    "in password sin wifi {s} amu in {pw}",
    "to password tu wifi {s} ene {pw}",
    "de wifi {s} password is {pw}",
    "el wifi es {s} y el password {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return "-".join(_r(rng, D, 4) for _ in range(4))
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 16)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j(_ORS, (HEX, 32)), _j("plane_api_", (HEX, 24)), _j((HEX, 32)), _j((ALNUM, 28)),
                 _j((ALNUM, 32))]  # fmt: skip
_SPELL = ["reading it out over the radio, one character at a time: {t}",
          "[dictated to the watch room] {t}", "lletra a lletra: {t}",
          "Buchstabe fer Buchstabe: {t}", "letra por letra, eh: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " – ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " ".join(token[k : k + 3] for k in range(0, len(token), 3))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["el codi de la porta del parc: {pw}", "el códigu del candáu del almacén: {pw}",
          "de Code fer de Schlisselkaschde: {pw}", "गोदाम के ताला के कोड: {pw}",
          "in code sin padlock sin bodega: {pw}", "o kòdika tis porta ene {pw}",
          "de code fuh de padlock on de hose store is {pw}",
          "el código del padlock del store: {pw}",
          "the training tower door keypad takes {pw} then the bell button"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["hydrant", "halligan", "standpipe", "breeching", "smokehouse", "flashover",
                 "stirrup", "manifold", "hosereel", "turntable", "lightbar", "muster", "crawlway",
                 "beacon", "rappel", "coupling"]  # fmt: skip
_PHRASES = {"Proton Pass vault passphrase for the watch room: {p}": " ",
            "Enpass master passphrase: {p}": "-", "Passbolt key passphrase: {p}": ".",
            "LUKS passphrase of the Rdio Scanner box: {p}": " ",
            "la frase de pas del disc de còpies: {p}": " ",
            "de Passsatz fer die Backup-Platt: {p}": "_",
            "de passphrase fuh de backup is {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno collection, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch environment: Authorization = Bearer {v}": False,
    "Yaak request export: authorization: basic {v}": True,
    "HAProxy: http-request set-header Authorization \"Bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "borgmatic config.yaml:\nrepositories:\n  - path: ssh://borg@nas.bvfr.lan/./station\nencryption_passphrase: \"{pw}\"",
    "bconsole.conf:\nDirector {{\n  Name = bvfr-dir\n  DIRport = 9101\n  address = backup.bvfr.lan\n  Password = \"{pw}\"\n}}",
    "/etc/wvdial.conf:\n[Dialer lte]\nModem = /dev/ttyUSB2\nUsername = bvfr\nPassword = {pw}",
    "MMDVM.ini:\n[DMR Network]\nEnable=1\nAddress=2341.master.brandmeister.network\nPort=62031\nPassword={pw}",
    "ircddbgateway:\ncallsign=MB7BV\nircddbUsername=mb7bv\nircddbPassword={pw}",
    "Pat config.json:\n{{\n  \"mycall\": \"MB7BV\",\n  \"secure_login_password\": \"{pw}\"\n}}",
    "privoxy config:\nforward-socks5t / watch:{pw}@gw.bvfr.lan:1080 .",
    "rathole client.toml:\n[client.services.nvr]\ntoken = \"{pw}\"\nlocal_addr = \"127.0.0.1:443\"",
    ".siegerc:\nverbose = false\nlogin = loadtest:{pw}",
    "/etc/piaware.conf:\nflightaware-user bvfr-tower\nflightaware-password {pw}",
    "mattermost config.json:\n\"SqlSettings\": {{\n  \"DataSource\": \"postgres://mmuser:{pw}@db.bvfr.lan:5432/mattermost?sslmode=disable\"\n}}",
    "bbb-web.properties:\nbigbluebutton.web.serverURL=https://meet.brackenmoor-fire.org\nsecuritySalt={pw}",
    "turnserver.conf:\nuse-auth-secret\nstatic-auth-secret={pw}\nrealm=brackenmoor-fire.org",
    "rspamd local.d/worker-controller.inc:\npassword = \"{pw}\";",
    "~/.muttrc:\nset smtp_url = \"smtp://watch@mail.brackenmoor-fire.org:587/\"\nset smtp_pass = \"{pw}\"",
    "/etc/polipo/config:\nproxyAddress = \"0.0.0.0\"\nauthCredentials = \"watch:{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Wenna: bar till password?\nOsric: {pw}",
    "[19:40] jory: pw for the tower NVR?\n[19:41] hollis: {pw}",
    "Tamsin: {pw} is the new Hekatron password",
    "Perrin: use {pw}, that's what I set on the compressor",
    "Amparo: la nova contrasenya és {pw}",
    "Olaya: la clave nueva ye {pw}",
    "Erna: es neie Passwort is {pw}",
    "सुनैना: नया पासवर्ड {pw} हइ",
    "Ninetta: to kenurio password ene {pw}",
    "Kaiane: el password nuevo es {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "Pass\u200cwort = {pw}", "contrase\u00adña → {pw}", "pαsswοrd: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ｃｏｎｔｒａｓｅｎｙａ: {pw}", "pass\u2062word = {pw}", "p\u034fassword: {pw}",
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


def _one_backup(g: random.Random) -> str:
    return _backup_list(g, 1, 4)[0]


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Hekatron engineer password is": "{s}", "compressor pw:": "{s} (since the service in May)",
    "la contrasenya és": "{s}", "Rdio Scanner password": "{s}\nchange it after the open day",
    "पासवर्ड हइ": "{s}", "Passwort:": "{s}", "de password is": "{s}", "Posichek password": "{s}",
    "the password Jory shouted across the yard was": "{s}, I think", "el password es": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "OpenRouteService API key", "{s}", _j(_ORS, (HEX, 32))),
    ("split_token", "Plane key:", "{s} (incident board)", _j("plane_api_", (HEX, 32))),
    ("split_token", "GraphHopper key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Keystone backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(_card(g, "gpn"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "VA"))),
    ("split_backup", "DIVERA recovery codes", "{s}\nQ7RK-2M4X-T9PW\nH3ZC-8VNB-5KLD", _one_backup),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "PINFL", "{s}", _pinfl),
    ("split_phrase", "Enpass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"rosenbauer": {"url": "https://rbt.bvfr.lan", "service_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contrasenya": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "jory", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"panels": [{"name": "hekatron"}, {"name": "minimax", "engineer_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mmctl", "user", "create", "--email", "bar@brackenmoor-fire.org", "--username", "bar", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "es Passwort fer de Rechner uff de Wach is {s}"}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Posichek bench as ba-tech with the password {s}"}': ("meta_password", _plain_pw),
    '{"ors": {"api_key": "{s}"}}': ("meta_token", _j(_ORS, (HEX, 32))),
    '{"fireboardAuthToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"crewsense_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"X-Api-Key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"donation": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "shopping"), " ", g)),
    '{"twin_brigade": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "JO")),
    '{"volunteer": {"sri_lanka_nic": "{s}"}}': ("meta_id", _lk_nic),
    '{"mfa": {"backup_codes": ["{s}", "Q7RK-2M4X-T9PW", "H3ZC-8VNB-5KLD"]}}': ("meta_otp", _one_backup),
    '{"raffle_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"pager": {"aes_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 64))),
    '{"hose_store": {"lock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "BVFR-Watchroom-5G", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"posichek3-firmware-2.14.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/brackenmoor/roster-api:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"roster: add hydrant inspection column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"turnout: revert csv export", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"ba-cylinder-log_2033-01.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"turnout-times-2032.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the Hekatron panel password before the insurer's visit on 2033-03-14.",
    "Osric asked for the station wifi password; it's on the laminated card in the watch-room drawer.",
    "Policy: brigade passwords are at least 16 characters and live only in the shared vault.",
    "Please don't post passwords in the Alarmiator group; send a vault link instead.",
    "The `.env.example` line `DIVERA_ACCESSKEY=your-key-here` is a placeholder; the real key is in the vault.",
    "The Posichek bench asks for a new admin password after every software update.",
    "Replace <YOUR_ORS_KEY> in the README with the key from your OpenRouteService dashboard.",
    "GROUPALARM_API_TOKEN and FIRESERVICEROTA_TOKEN must be set before the nightly roster sync runs.",
    "No digues mai la teua contrasenya a ningú.",
    "Nun-y digas a naide la tou clave.",
    "Sag kääm dei Passwort, aach net em Wehrführer.",
    "अपन पासवर्ड केकरो नय बतइहा।",
    "Ayaw mu ipakita in password mu ha kasehan.",
    "Min bi tinò to password-su.",
    "Doh give nobody yuh password, yuh hear?",
    "No le digas el password a nadie, ni a tu primo.",
    "La contraseña debe tener al menos dieciséis caracteres.",
    "Das Kennwort muss mindestens sechzehn Zeichen lang sein.",
    "La password deve avere almeno sedici caratteri.",
    "パスワードは16文字以上にしてください。",
    "Upgraded Rdio Scanner from 6.6.2 to 6.6.3 and Node-RED to 4.0.9 over the weekend.",
    f"commit {_COMMIT} adds the hydrant inspection column.",
    f"Rolled back to {_SHORT} after the turnout export broke the roster sync.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The Posichek 3 firmware 2.14 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of turnout-times-2032.xlsx: {_SHA512}",
    f"The roster API container runs ghcr.io/brackenmoor/roster-api@sha256:{_IMAGE}.",
    f"MD5 of ba-cylinder-log_2033-01.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f6c2a1e-8b4d-4e7a-9c05-d1e2f3a4b5c6 is the slow one in the DIVERA logs.",
    "Purchase order PO-2033-00127 for 12 lengths of 70 mm hose ships on Friday.",
    "Ticket #4481: the appliance bay door on Pump 1's side sticks halfway in frost.",
    "Call the Kusel brigade's Wehrführer on +49 6381 4419 270 before noon.",
    "Incident 2033-0412: chimney fire on Moor Lane, Pump 1 and Water Tender 2 attended, 47 minutes.",
    "Hose test record HT-2033-018: 25 lengths passed at 15 bar, 2 failed at the coupling.",
    "BA cylinders are 6.8 l carbon composite at 300 bar; the hydrostatic test is due every five years.",
    "The training tower is 18 m tall with five floors; the smoke house is on the ground floor.",
    "After three wrong PINs the pager locks for 10 minutes.",
    "The Hose Reel bar sells a pint of bitter for 3.40 and crisps for 1.10.",
    "The secret of a good drill night is a short brief and a long debrief.",
    "Ask Tamsin for the key safe code, I don't have it.",
    "My card ending 4417 was declined at the builders' merchant.",
    "The Kingstown brigade wants the IBAN on the invoice without spaces.",
    "Print the backup codes for the brigade's Google account and keep them in the station safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `ORS_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the hose store rusts; oil it every month.",
    "OpenRouteService moved the token page under Dashboard › Tokens last spring.",
    "The fire service manual on the watch-room shelf is ISBN 978-0-306-40615-7.",
    "The visitors' wifi 'BVFR-Visitors' is open, no password needed.",
    "Hydrant H-117 on Moor Lane gives 1,100 l/min at 3 bar; the next one is 90 m further on.",
    "El parc de bombers d'Alcoi fa la pràctica de la torre el dijous a les 19.30.",
    "Los bomberos d'Astorga tienen un camión nuevu dende marzu.",
    "Am Samstag is Üwung am Steigerturm, um halb zehn geht's los.",
    "दमकल के गाड़ी सुबह नौ बजे अयतइ।",
    "In trak sin bombero dimatung na kahapon ha istasyon.",
    "Avri èchome esercitazione sti stazziùna.",
    "De fire truck reach by Barrouallie dis mornin.",
    "Mañana hay drill en la station a las seven, no llegues tarde.",
    "Radio channel 3 is for the fireground, channel 5 for the training tower.",
    "Version 3.12.4 of the roster app fixed the double-booking bug; Android build 812.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/bvfr/hekatron", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "4481", "purchase_order": "PO-2033-00127"}',
    '{"incident": {"id": "2033-0412", "appliances": ["Pump 1", "Water Tender 2"], "minutes": 47}}',
    '{"phone": "+49 6381 4419 270", "town": "Kusel"}',
    '{"mfa_enabled": true, "backup_codes_left": 8, "hose_lengths": 64}',
    '{"hydrant": "H-117", "flow_l_min": 1100, "pressure_bar": 3}',
    '{"request_id": "3f6c2a1e-8b4d-4e7a-9c05-d1e2f3a4b5c6", "status": 200}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
