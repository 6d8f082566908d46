# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, seventy-seventh corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to seventy-fourth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/`, the tuning corpus, the round corpora, any test,
the report, the value model's trainer, nor the held-out corpora written beside it (75, 76 and 78),
and the scrubber was never run on it. Its own seed, password words (organ stops and the parts of an
organ), names, places, templates, tools, vendors and layouts, the way the pipe makers, voicers, reed
shop, wood and action shop, restoration and tuning crews, museum staff and office of a pipe-organ
builder and restorer (Cornopean Organworks: a metal-pipe shop casting tin-lead sheet at Oldenzaal in
Twente, a voicing room and reed shop at Visby and Hemse on Gotland, a wood and action shop at
Simrishamn in Skåne, restoration crews on the Baroque organs of Santillana del Mar, Potes and
Comillas in Cantabria and of Tapia, Castropol and Vegadeo on the Eo-Navia, a harmonium and
reed-organ museum at Eymoutiers in the Limousin, a chamber-organ hire desk at Briançon and Embrun,
and a partner church's organ at Koporye in Ingria) leak secrets into an assistant's memory: group
chats, texts, voicemail transcripts, handover notes, work diaries, job sheets, sticky notes on
consoles, tickets, e-mails, runbooks, shell history, wiki pages, configs, voice-dictated text and
requests to the assistant itself. The hardware whose passwords leak (Syndyne, Peterson, Solid State
Organ Systems, Walker Technical, Content Organs, Heuss, Laukhuff, Klann, Meidinger, Defensor, Nortec,
Brune, Stulz, Hygromatik, Draabe, Galltec, Kimo, Thermia, IVT, Intergas, Nefit, Frisquet, De
Dietrich, Altendorf, Holz-Her, Otto Martin, Festool, Amada, Fagor, Kasto, Höcker Polytechnik,
DiGiCo, Soundcraft, RME, Wirecast, Rauscher, Esser, Ziton, Schrack, Labor Strauss, Satel, Winkhaus,
Evva, Theben) and the tools whose command lines leak (oggfwd, Firebird's fbtracemgr, gfix and gstat,
SAP's brbackup and brarchive, Pulse Secure's pulsesvc, IIS's appcmd, Db2's db2move and db2look,
PKWARE's pkzipc, Bandizip's bz, Bruno's bru, FreeTDS's datacopy and Sybase's ddlgen) are ones heldouts
5 to 74 do not name; beside them, in wordings of its own, sshpass, mysql, curl, smbclient,
redis-cli, docker login, 7z, lftp, htpasswd and mosquitto_pub. About 60 % English (or
language-neutral config and shell), the rest in Twents, Gutnish (Gutamål), Scanian (skånska),
Cantabrian, Eonavian (Galician-Asturian of the Eo-Navia), Limousin Occitan, Vivaro-Alpine Occitan
and Ingrian (no earlier docstring names them), and Dutch, Swedish, Norwegian, Finnish, Spanish,
French, Italian, German, Russian and Japanese in wordings of their own. Vendors (Speedledger,
Briox, Kivra, Scrive, Oneflow, Anfix, Contasimple, Billin, Signaturit, Universign, Docaposte, Swile,
Pay.nl, Ginger Payments, Factuursturen, e-Boekhouden, Rompslomp, Jortt, Tellow, SnelStart,
Twinfield, Exact Online, Payconiq, Twint, Mangopay, Paygreen, Lyra, Swan, Boxcast, Temp Stick,
Bluebeam, Glesys, Loopia, TransIP, Elastx) are ones heldouts 5 to 74 do not name; the ids are kinds
they do not use: the European Health Insurance Card's number (twenty digits, 80 and the issuing
country's numeric code, drawn with a Luhn digit as an ISO/IEC 7812 card number carries and checked
with python-stdnum's `luhn`; no module knows the scheme itself), and, unchecked (no library module
exists and no check-digit algorithm is written here), Sweden's national identity card number, a
Dutch residence document's number, a Russian work-record book's series and number, hunting licences
(France's permis de chasser, Cantabria's licencia de caza, Sweden's jaktkort, the Netherlands'
jachtakte) and passports in Dutch, Swedish, Spanish, French, Italian and Russian shapes under
Twents, Gutnish, Cantabrian, Eonavian, Limousin, Vivaro-Alpine and Ingrian words. Card numbers pass
Luhn (Visa, Mastercard, Amex, Maestro, Discover, UnionPay and Diners from the value helpers, Mir's
prefixes drawn here, all checked with `luhn`). The IBANs are of countries used least by a rough
count over heldouts 5 to 74 (Norway, Denmark, Greenland, Luxembourg, Monaco, Croatia, Hungary and
Moldova, five corpora each), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Spanish, French, Italian, Russian and Japanese lists.
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

SEED = 35_602_989
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


_STOPS = ["Bourdon", "Nasard", "Larigot", "Gemshorn", "Quintadena", "Dulciana", "Krummhorn",
          "Sesquialtera", "Cornopean", "Tierce", "Regal", "Prestant", "Salicional", "Cymbale",
          "Posaune", "Schalmei", "Dulzian", "Sordun", "Chamade", "Zimbelstern", "Hohlpfeife",
          "Spitzflote"]  # fmt: skip
_PARTS = ["Windchest", "Pallet", "Tracker", "Trundle", "Bellows", "Rollerboard", "Languid",
          "Sticker", "Wellenbrett", "Tremulant", "Shallot", "Pipefoot", "Sandbench", "Reservoir",
          "Tuningslide", "Coupler"]  # fmt: skip
_PLACES = ["Oldenzaal", "Ootmarsum", "Denekamp", "Visby", "Hemse", "Simrishamn", "Ystad",
           "Tomelilla", "Santillana", "Potes", "Comillas", "Laredo", "Tapia", "Castropol",
           "Vegadeo", "Navia", "Eymoutiers", "Tulle", "Bellac", "Briancon", "Embrun", "Koporye",
           "Kingisepp", "Vistino"]  # fmt: skip
_NAMES = ["Hennie", "Gerrit", "Riekje", "Bertus", "Jolanda", "Botvid", "Sigrid", "Rasmus", "Elin",
          "Bengt", "Agneta", "Pelle", "Malin", "Tono", "Begona", "Celia", "Chema", "Uxia", "Xose",
          "Olaya", "Mireille", "Odile", "Baptiste", "Ghislain", "Chiara", "Davide", "Toivo", "Aino",
          "Matvei"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["B0urd0n", "Kr0mh0rn", "Tr3mul4nt", "P0s4un3", "S3squ14lt3r4", "D0lc14n4", "N4s4rd",
         "G3msh0rn", "R3g4l"]  # fmt: skip


def _feet(g: random.Random) -> str:
    """A stop and its pitch in feet, the way a voicer jokes a password together."""
    return f"{g.choice(_STOPS)}{g.choice([1, 2, 4, 8, 16, 32])}ft{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, both cases and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_STOPS)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_STOPS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2033)) + g.choice(_SYMBOLS),
    _feet,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_STOPS).lower()}_{g.randrange(1700, 2033)}",
    lambda g: f"Opus{g.randrange(40, 200)}{g.choice(_PARTS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_PARTS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Voices{g.choice(_STOPS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "group chat 'Pijpmakerij', Gerrit: the Syndyne StopLogic admin password is {pw}",
    "text from Hennie: Peterson ICS-4000 web password {pw}",
    "voicemail transcript, Bertus: the SSOS Multi-System console password is {pw}",
    "handover note, Visby voicing room: Walker Technical tone cabinet password {pw}",
    "work diary, 14 March: Content Organs service login, password {pw}",
    "sticky note on the Hemse console: Heuss Setzer web password {pw}",
    "job sheet R-118, Santillana: Laukhuff Ventus blower controller password {pw}",
    "Comillas job sheet: Klann relay board setup page, password {pw}",
    "Potes handover: Meidinger blower drive service password {pw}",
    "Koporye church note: Defensor PH28 humidifier web password {pw}",
    "Tapia job sheet: Nortec MH3 humidifier admin password {pw}",
    "Visby loft checklist: Brune B 500 app password {pw}",
    "pipe store note: Stulz CyberAir unit password {pw}",
    "museum diary, Eymoutiers: Hygromatik FlexLine service password {pw}",
    "Oldenzaal workshop board: Draabe TurboFogNeo portal password {pw}",
    "Vegadeo job sheet: Galltec sensor gateway password {pw}",
    "voicing room log: Kimo Kistock logger software admin password {pw}",
    "Simrishamn shop note: Thermia Online password for the heat pump {pw}",
    "text from Malin: IVT Anywhere password for the Ystad house {pw}",
    "Ootmarsum note: Intergas InComfort gateway password {pw}",
    "voicing room board: Nefit Easy thermostat password {pw}",
    "Bellac museum boiler: Frisquet Connect password {pw}",
    "harmonium museum checklist: De Dietrich Smart TC password {pw}",
    "wood shop, Simrishamn: Altendorf F 45 touchscreen service password {pw}",
    "text from Bengt: Holz-Her edge bander login password {pw}",
    "Otto Martin T60 panel password {pw}, don't change it",
    "wood shop note: Festool Work app account password {pw}",
    "metal shop board, Oldenzaal: Amada HG press brake operator password {pw}",
    "pipe-foot lathe: Fagor 8065 CNC OEM password {pw}",
    "metal shop: Kasto saw controller password {pw}",
    "dust extraction: Höcker Polytechnik panel password {pw}",
    "concert series note: DiGiCo SD9 offline editor password {pw}",
    "Embrun recital checklist: Soundcraft Ui24R web mixer password {pw}",
    "streaming PC note: RME TotalMix Remote password {pw}",
    "Vespers stream: Wirecast account password {pw}",
    "Hemse church tower: Rauscher clock controller password {pw}",
    "Visby workshop: Esser IQ8Control fire panel level-3 password {pw}",
    "museum: Ziton ZP2 fire panel engineer password {pw}",
    "Oldenzaal: Schrack Integral fire panel service password {pw}",
    "Briançon hall: Labor Strauss BMZ panel password {pw}",
    "Simrishamn shop: Satel INTEGRA alarm installer password {pw}",
    "Winkhaus blueSmart programming device password {pw}",
    "Evva AirKey online admin password {pw}",
    "Hemse church lights: Theben LUXOR 414 web login password {pw}",
    "ticket 5102: the Syndyne password {pw} stopped working after the update",
    "job sheet R-207: Peterson ICS-4000 password {pw}, please reset",
    "ticket 5117: the Defensor password is {pw}, please change it after the visit",
    "Hi Riekje,\n\nthe root password on the stop-list server is {pw}. Delete this mail once it's in the safe.\n\nGreetings,\nBertus",
    "Incident 2032-02-09: the Syndyne bridge at Comillas was reachable from the internet with password {pw}",
    "Runbook: switching the Koporye organ to winter humidity\n1. open the Defensor web page\n2. log in as service\n3. password {pw}\n4. set the target to 55 %",
    "README (voicing rack)\nthe Peterson tuner server is at https://tuner.cornopean.lan, admin password `{pw}`.",
    "my Sparbanken Syd app password is {pw} now",
    "can you remember my Caja Rural de Asturias password? it's {pw}",
    "the Crédit Agricole Centre France login password is {pw}",
    "dictated: the Wirecast account password is {pw} full stop",
    "note to self: Heuss Setzer service password {pw}",
    "after the firmware update the Syndyne password became {pw}",
    "Mien wachtwoord van de mail is {pw}",
    "'t wachtwoord van de router thoes: {pw}, zeg 't tegen gin mens",
    "Hennie: 't nieje wachtwoord van de server is {pw}",
    "Lösenorde mitt til mailn jär {pw}",
    "lösenorde til routern heme: {pw}",
    "Botvid: naia lösenorde til servern jär {pw}",
    "Mitt lösenord te mailen e {pw}",
    "lösenordet te routern hemma: {pw}, säj't inte te nån",
    "Bengt: nya lösenordet te servern e {pw}",
    "La mi contraseña del corréu es {pw}",
    "contraseña del rúter de casa: {pw}, no se la digas a naidi",
    "Toño: la contraseña nueva del servidoru es {pw}",
    "A mía contraseña del correo é {pw}",
    "contraseña del router da casa: {pw}",
    "Uxía: a contraseña nova del servidor é {pw}",
    "Mon mot de passa dau corrier es {pw}",
    "mot de passa dau rotaire de l'ostau: {pw}",
    "Mireille: lo nòu mot de passa dau servidor es {pw}",
    "Mon mot de pas dal mail es {pw}",
    "mot de pas dal router de maison: {pw}",
    "Ghislain: lo mot de pas nòu dal servitor es {pw}",
    "Miun pochtan salasana on {pw}",
    "koin routerin salasana: {pw}, elä sano kellää",
    "Toivo: serverin uus salasana on {pw}",
    "het wachtwoord van de stoppenlijst-pc is {pw}",
    "lösenordet till intoneringsdatorn är {pw}",
    "la contraseña del ordenador del órgano es {pw}",
    "le mot de passe du PC du musée, c'est {pw}",
    "la password del PC della sala prove è {pw}",
    "пароль от компьютера в органной мастерской: {pw}",
    "urkupajan koneen salasana on {pw}",
    "das Passwort für den Intonier-PC lautet {pw}",
    "passordet til orgelverkstedets PC er {pw}",
    "工房のPCのパスワードは {pw} です",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["hennie", "gerrit.k", "riekje", "bertus", "jolanda", "botvid", "sigrid.h", "rasmus",
          "elin", "bengt", "agneta.p", "pelle", "malin", "tono", "begona", "celia.r", "chema",
          "uxia", "xose", "olaya", "mireille", "odile", "baptiste.l", "ghislain", "chiara",
          "davide", "toivo", "aino", "matvei", "svc-stops", "voicing"]  # fmt: skip
_LOGINS = [
    "group chat, Gerrit: the Peterson login is {u} / {pw}",
    "job sheet R-204: {u} locked out of the Syndyne console, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Workshops › Visby › Walker tone cabinet: {u} — {pw}",
    "| site | user | password |\n|---|---|---|\n| Hemse Setzer | {u} | {pw} |",
    "log into the Defensor page as {u} with {pw}",
    "Esser panel login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: stops-db\n  user: {u}\n  password: {pw}",
    "voicemail: account {u}, password {pw}",
    "Bertus says the Amada login is {u} and the password is {pw}",
    "site,user,password\nkoporye-defensor,{u},{pw}",
    "ssh {u}@stops.cornopean.lan (password {pw})",
    "creds for the Fagor control are {u} and {pw}",
    "gebroekersnaam {u}, wachtwoord {pw}",
    "användarnamne {u}, lösenorde {pw}",
    "användarnamnet e {u} å lösenordet e {pw}",
    "usuariu {u}, contraseña {pw}",
    "usuario {u} e contraseña {pw}",
    "utilizaire {u}, mot de passa {pw}",
    "utilizator {u}, mot de pas {pw}",
    "käyttäjä {u}, salasana {pw}",
    "gebruiker {u} en wachtwoord {pw}",
    "användare {u}, lösenord {pw}",
    "логин {u}, пароль {pw}",
    "ユーザー名：{u}　パスワード：{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["bourdon", "nasard", "larigot", "gemshorn", "dulzian", "schalmei", "sordun",
               "cornopean", "tierce", "regal", "prestant", "salicional", "cymbale", "posaune",
               "tremulant", "trundle", "pallet", "languid"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the stop name {w}, then the number {d}",
    "password: {w} (the organ stop) followed by {d}",
    "voice note: the Syndyne login is {w} and then {d}, no spaces",
    "for the voicing PC say {w}, then the number {d}",
    "{w}{d}, all one word, that's the NAS password",
    "'t wachtwoord is 't woord {w}, en doarnoa {d}",
    "lösenorde jär orde {w}, sänn {d}",
    "lösenordet e ordet {w}, å sen {d}",
    "la contraseña es la palabra {w}, y dispués el númeru {d}",
    "a contraseña é a palabra {w}, e dempois {d}",
    "lo mot de passa es lo mot {w}, puei {d}",
    "lo mot de pas es la paraula {w}, e après {d}",
    "salasana on sana {w}, ja sitte {d}",
    "het wachtwoord is het woord {w} met daarachter {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "oggfwd -d 'Vespers from Visby' -g Classical stream.cornopean.eu 8000 {pw} /vespers.ogg < vespers.ogg",
    "fbtracemgr -se localhost:service_mgr -user {u} -password '{pw}' -start -name slowq -config fbtrace.conf",
    "gfix -user {u} -password '{pw}' -sweep /data/firebird/stops.fdb",
    "gstat -h -user {u} -password {pw} localhost:/data/firebird/stops.fdb",
    "brbackup -u system/{pw} -c force -t online -m all -d util_file",
    "brarchive -u system/{pw} -sd -c force",
    "/usr/local/pulse/pulsesvc -h vpn.cornopean.eu -u {u} -p '{pw}' -r Staff -L 1",
    "appcmd set apppool \"StopsApi\" /processModel.identityType:SpecificUser /processModel.userName:CORNOPEAN\\{u} /processModel.password:{pw}",
    "db2move STOPLIST export -u {u} -p {pw}",
    "db2look -d STOPLIST -i {u} -w {pw} -e -o stoplist.ddl",
    "pkzipc -add -passphrase={pw} -cryptalgorithm=aes,256 scans-2032.zip scans\\*.tif",
    "bz.exe c -p:{pw} -l:9 voicing-notes.zip .\\voicing\\",
    "bru run collections/stoplist --env Production --env-var apiPassword={pw}",
    "datacopy -t -S ase01/{u}/{pw}/orders/invoices -D ase02/{u}/{pw}/orders/invoices",
    "ddlgen -U{u} -P{pw} -SASE01 -TDB -Norders -Oorders.ddl",
    "sshpass -p '{pw}' rsync -a scans/ {u}@nas.cornopean.lan:/volume1/scans/",
    "mysql -h stops-db.cornopean.lan -u {u} -p'{pw}' stoplist -e 'select count(*) from ranks'",
    "curl -u {u}:{pw} -T voicing-log.pdf https://dav.cornopean.lan/remote.php/dav/files/{u}/",
    "smbclient //nas.cornopean.lan/drawings -U '{u}%{pw}' -c 'get Hemse_windchest.dxf'",
    "redis-cli -h cache.cornopean.lan -a '{pw}' --scan --pattern 'stops:*'",
    "docker login registry.cornopean.eu -u {u} -p '{pw}'",
    "7z a -p'{pw}' -mhe=on pipe-scales.7z scales/",
    "lftp -u {u},'{pw}' sftp://drop.cornopean.eu -e 'mirror -R invoices/; bye'",
    "htpasswd -b /etc/nginx/.tuners {u} '{pw}'",
    "mosquitto_pub -h mqtt.cornopean.lan -u {u} -P '{pw}' -t church/koporye/rh -m 48",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\inetsrv> {c}", "C:\\Program Files\\Bandizip> {c}",
    "db2inst1@db2:~$ {c}", "prdadm@sap-prd:~> {c}", "zsh, riekje@voicing-mac ~ % {c}",
    "from ~/.bash_history on stops-db:\n{c}", "tmux pane 2 on the NAS: {c}",
    "screen -r backup, then:\n{c}", "Windows Terminal on the office PC:\n{c}",
    "the command Bertus ran on Friday: {c}", "pasted into ticket 5133: {c}",
    "runbook step 4: {c}", "history | grep firebird\n  812  {c}",
    "de opdracht dee'k gistern uutvoerden: {c}", "kommando ja körd i går: {c}",
    "kommandot ja körde: {c}", "el comandu que eché: {c}", "el comando que lancei: {c}",
    "la comanda qu'ai lançada: {c}", "la comanda qu'ai lançat: {c}",
    "komento, kumman miä ajoin: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "firebird://{u}:{pw}@fb.cornopean.lan:3050//data/firebird/stops.fdb",
    "db2+ibm_db://{u}:{pw}@db2.cornopean.lan:50000/STOPLIST",
    "sybase+pyodbc://{u}:{pw}@ase01.cornopean.lan:5000/orders",
    "hana://{u}:{pw}@hana.cornopean.lan:30015",
    "webdavs://{u}:{pw}@dav.cornopean.lan/drawings",
    "ftpes://{u}:{pw}@ftp.cornopean.eu/scans",
    "mssql+pyodbc://{u}:{pw}@sql.cornopean.lan/Orders?driver=ODBC+Driver+18+for+SQL+Server",
    "oracle+oracledb://{u}:{pw}@ora.cornopean.lan:1521/?service_name=STOPS",
    "clickhouse://{u}:{pw}@ch.cornopean.lan:9000/climate",
    "influxdb://{u}:{pw}@influx.cornopean.lan:8086/churchclimate",
    "icecast://source:{pw}@stream.cornopean.eu:8000/vespers.mp3",
    "DATABASE=STOPLIST;HOSTNAME=db2.cornopean.lan;PORT=50000;PROTOCOL=TCPIP;UID={u};PWD={pw};",
    "redis://{u}:{pw}@cache.cornopean.lan:6379/2",
    "mqtts://{u}:{pw}@mqtt.cornopean.lan:8883",
    "sftp://{u}:{pw}@drop.cornopean.eu:2222/invoices/",
]  # fmt: skip
_URL_PLACES = [
    "STOPS_DB_URL={c}", "the old connection in the report tool: {c}",
    "keep this connection string for me: {c}", "de verbindingsstring is {c}",
    "la cadena de conexión: {c}", "ticket 5160: {c}", "wiki page 'Databases': {c}",
    "yhteys: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_958_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "cornopean-organworks", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 86_400, "scope": "invoices:read stops:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS512", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _upper_uuid(g: random.Random) -> str:
    return v.uuid4(g, "8").upper()


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Speedledger", "SPEEDLEDGER_API_TOKEN", _j((ALNUM, 40))),
    ("Briox", "BRIOX_APPLICATION_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Kivra", "KIVRA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Scrive", "SCRIVE_API_SECRET", _j((HEX, 16))),
    ("Oneflow", "ONEFLOW_API_TOKEN", _j((HEX, 40))),
    ("Anfix", "ANFIX_API_KEY", _j((ALNUM, 32))),
    ("Contasimple", "CONTASIMPLE_API_KEY", _j((HEX, 32))),
    ("Billin", "BILLIN_API_TOKEN", _j((ALNUM, 48))),
    ("Signaturit", "SIGNATURIT_ACCESS_TOKEN", _j((ALNUM, 64))),
    ("Universign", "UNIVERSIGN_API_KEY", _j((URLSAFE, 40))),
    ("Docaposte", "DOCAPOSTE_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Swile", "SWILE_API_KEY", _j("sw_live_", (ALNUM, 32))),
    ("Pay.nl", "PAYNL_API_TOKEN", _j((HEX, 40))),
    ("Ginger Payments", "GINGER_API_KEY", _j((HEX, 32))),
    ("Factuursturen", "FACTUURSTUREN_API_KEY", _j((HEX, 32))),
    ("e-Boekhouden", "EBOEKHOUDEN_SECURITY_CODE_2", _upper_uuid),
    ("Rompslomp", "ROMPSLOMP_API_TOKEN", _j((HEX, 40))),
    ("Jortt", "JORTT_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Tellow", "TELLOW_API_KEY", _j((ALNUM, 32))),
    ("SnelStart", "SNELSTART_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Twinfield", "TWINFIELD_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Exact Online", "EXACT_CLIENT_SECRET", _j((ALNUM, 16))),
    ("Payconiq", "PAYCONIQ_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Twint", "TWINT_MERCHANT_SECRET", _j((ALNUM, 32))),
    ("Mangopay", "MANGOPAY_API_KEY", _j((ALNUM, 50))),
    ("Paygreen", "PAYGREEN_SECRET_KEY", _j("sk_", (HEX, 32))),
    ("Lyra", "LYRA_REST_PASSWORD", _j("prodpassword_", (ALNUM, 40))),
    ("Swan", "SWAN_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Boxcast", "BOXCAST_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Temp Stick", "TEMPSTICK_API_KEY", _j((ALNUM, 32))),
    ("Bluebeam", "BLUEBEAM_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Glesys", "GLESYS_API_KEY", _j((ALNUM, 40))),
    ("Loopia", "LOOPIA_API_PASSWORD", _j((ALNUM, 24))),
    ("TransIP", "TRANSIP_ACCESS_TOKEN", _vendor_jwt("api.transip.nl")),
    ("Elastx", "ELASTX_APP_CREDENTIAL_SECRET", _j((URLSAFE, 86))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "fish: set -Ux {env} {tok}",
    ".env.production:\n{env}=\"{tok}\"",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "launchctl setenv {env} {tok}",
    "setx {env} \"{tok}\"",
    "[System.Environment]::SetEnvironmentVariable('{env}', '{tok}', 'User')",
    "docker run -e {env}={tok} cornopean/invoice-sync",
    "kubectl create secret generic invoice-sync --from-literal={env}={tok}",
    "Jenkinsfile: environment {{ {env} = '{tok}' }}",
    ".gitlab-ci.yml:\nvariables:\n  {env}: \"{tok}\"",
    "Stops ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "wiki table 'Integrations': | {vendor} | live | {tok} |",
    "todo: rotate the {vendor} key {tok}",
    "group chat, Gerrit: {vendor} key for the invoice sync: {tok}",
    "text from Riekje: the {vendor} token we use now is {tok}, the old one is dead",
    "job sheet R-311: {vendor} sync fails with 401, configured key {tok}",
    "ticket 5120: {vendor} integration broken, current key {tok}",
    "please remember my {vendor} API key: {tok}",
    "de API-slöttel van {vendor}: {tok}",
    "API-nyckeln til {vendor} jär {tok}",
    "API-nyckeln te {vendor} e {tok}",
    "la clave de la API de {vendor} es {tok}, apúntala",
    "a chave da API de {vendor} é {tok}",
    "la clau d'API de {vendor} es {tok}",
    "la clau API de {vendor} per la botiga: {tok}",
    "{vendor}-API-avvain on {tok}",
    "API-sleutel van {vendor} voor de boekhouding: {tok}",
    "API-nyckel för {vendor}: {tok}",
    "clave API de {vendor} para el taller: {tok}",
    "clé API {vendor} du musée : {tok}",
    "la chiave API di {vendor} è {tok}",
    "API-ключ {vendor}: {tok}",
    "{vendor}-palvelun API-avain: {tok}",
    "API-Key von {vendor} für die Buchhaltung: {tok}",
    "API-nøkkel til {vendor}: {tok}",
    "{vendor} のAPIキーは {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    tempstick = _r(rng, ALNUM, 32)
    paynl = _r(rng, HEX, 40)
    mangopay = _r(rng, ALNUM, 50)
    boxcast = _r(rng, ALNUM, 40)
    bluebeam = _r(rng, ALNUM, 40)
    snelstart = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://tempstickapi.com/api/v1/sensors/all", headers={{"X-API-KEY": "{tempstick}"}})', tempstick),
        Sample("vendor_token", f"curl -u 'AT-0412-8871:{paynl}' https://rest.pay.nl/v2/transactions?limit=20", paynl),
        Sample("vendor_token", f"$api = new MangoPay\\MangoPayApi();\n$api->Config->ClientId = 'cornopean';\n$api->Config->ClientPassword = '{mangopay}';", mangopay),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "BOXCAST_CLIENT_SECRET", "\\"{boxcast}\\"")\n  }}\n}}', boxcast),
        Sample("vendor_token", f"Info.plist:\n<key>BluebeamClientSecret</key>\n<string>{bluebeam}</string>", bluebeam),
        Sample("vendor_token", f'var snelstart = new SnelStartClient("{snelstart}");', snelstart),
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


_BARE_PLACES = ["{t}", "group chat: {t}", "it's only shown once, so:\n{t}", "dit is 'm: {t}",
                "hä e den: {t}", "{t}\n^ the new one, the old one is revoked",
                "keep this safe for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "KNX Secure device setup key (FDSK) of the Hemse church lighting actuator: {h}": 32,
    "LoRaWAN AppKey of the Koporye church humidity sensor: {h}": 32,
    "HMAC key for the Mangopay webhook: {h}": 64,
    "AES-128 key of the Syndyne remote link: {h}": 32,
    "the NAS volume encryption key (hex): {h}": 64,
    "de slöttel van de back-up (hex): {h}": 64,
    "nyckeln til backupen: {h}": 48,
    "la clave de cifráu del respaldu: {h}": 64,
    "varmuuskopion salausavvain: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket 5144: token copied out of the browser's dev tools {t}",
    "Cookie: lang=nl; cornopean_session={t}",
    "STOPS_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "'t token is {t}",
    "lo token es {t}",
    "HAR export from the Syndyne portal: authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_958_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "PS512", "HS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.cornopean.eu/realms/workshop",
            "azp": "stops-console",
            "roles": ["voicer", "tuner"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS256": 342, "PS512": 683, "HS256": 43}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the stop-list server, keep it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/stream.cornopean.eu.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SIGNING_KEY": "{key}", "service": "invoices"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ed25519_visby <<'EOF'\n{key}\nEOF": ("OPENSSH PRIVATE KEY", "\n"),
    "ticket 5151, pasted by the console technician:\n{key}": ("EC PRIVATE KEY", "\n"),
    "de private key van de server:\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the accountant's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "cold wallet of the organ restoration fund, copying it off the card: {p}": "english",
    "old wallet recovery phrase\n{p}": "english",
    "Gerrit's retired wallet words: {p}": "english",
    "voice memo: the recovery words are {p} and that's all of them": "english",
    "de herstelwoorden van mien wallet: {p}": "english",
    "återställningsfrasen te plånboken: {p}": "english",
    "la frase de recuperación de la cartera, pa que no se pierda: {p}": "spanish",
    "a frase de recuperación da carteira: {p}": "spanish",
    "la frasa de recuperacion dau portafuèlh: {p}": "french",
    "la frase de recuperacion dal portafòlh: {p}": "italian",
    "lompakon palautussanat: {p}": "russian",
    "ウォレットの復元フレーズ：{p}": "japanese",
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
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Mir's: a brand the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "group chat, Gerrit: the workshop card for the Laukhuff order is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "job sheet R-322: pay the Syndyne service visit with card {c}",
    "mien kaartnummer is {c}, {mm}/{yy}",
    "kortnummre mitt: {c}",
    "kortnumret mitt e {c}, går ut {mm}/{yy}",
    "el númeru de la mi tarjeta: {c}, {mm}/{yy}",
    "el número da mía tarxeta: {c}",
    "lo numerò de ma charta: {c}, {mm}/{yy}",
    "miun kortin numero: {c}",
    "номер моей карты: {c}, {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "mir", "mastercard", "amex", "maestro", "discover", "unionpay", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 03/34, CVV on the back: {cvv}",
               "Amex {c}, the four small digits above the number: {cvv}",
               "de drie cieffers achterop de kaart: {cvv}",
               "los tres númerus de detrás de la tarjeta: {cvv}",
               "los tres chifras darrier la charta: {cvv}",
               "kortin takapuolen kolme numeroa: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 74 (each in five earlier corpora); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"NO": "n" * 11, "DK": "n" * 14, "GL": "n" * 14, "LU": "nnn" + "c" * 13,
                "MC": "n" * 10 + "c" * 11 + "nn", "HR": "n" * 17, "HU": "n" * 24,
                "MD": "cc" + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice CO-2032-071: please pay the reed tongues to {i} within 14 days",
    "save the Bergen pipe-metal supplier's IBAN: {i}",
    "IBAN: {i}\nReference: Opus 118, second instalment",
    "group chat #office: the Monaco concert agent's new bank details, IBAN {i}",
    "mien IBAN is {i}",
    "IBAN mitt jär {i}",
    "mitt IBAN e {i}",
    "el mi IBAN es {i}",
    "el meu IBAN é {i}",
    "mon IBAN es {i}",
    "lo mio IBAN: {i}",
    "miun IBAN on {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ehic(country: str) -> Maker:
    """A European Health Insurance Card's number: 80, the country's numeric code, fourteen digits
    and a Luhn digit (an ISO/IEC 7812 health card number; no module knows the scheme)."""

    def make(g: random.Random) -> str:
        body = "80" + country + _r(g, D, 14)
        number = body + luhn.calc_check_digit(body)
        assert len(number) == 20
        assert luhn.is_valid(number)
        return number

    return make


def _se_idkort(g: random.Random) -> str:
    """Sweden's national identity card number: eight digits, no public check."""
    return g.choice("123456789") + _r(g, D, 7)


def _nl_residence(g: random.Random) -> str:
    """A Dutch residence document's number: two letters and seven digits, no public check."""
    return _r(g, "BCDEFHJKLNPRSTVWXYZ", 2) + _r(g, D, 7)


def _ru_workbook(g: random.Random) -> str:
    """A Russian work-record book (трудовая книжка): a series and seven digits, no public check."""
    return f"ТК-{g.choice(['III', 'IV', 'V'])} {g.choice('123456789')}{_r(g, D, 6)}"


def _fr_chasse(g: random.Random) -> str:
    """A French hunting licence (permis de chasser): a department, a year and a serial."""
    return f"{g.choice(['19', '23', '87'])}-{g.randrange(1990, 2032)}-{_r(g, D, 6)}"


def _es_caza(g: random.Random) -> str:
    """A Cantabrian hunting licence: a letter series and six digits, no public check."""
    return f"CN-{g.choice('ABC')}{_r(g, D, 6)}"


def _se_jaktkort(g: random.Random) -> str:
    """A Swedish hunting card (jaktkort) number: nine digits, no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _nl_jachtakte(g: random.Random) -> str:
    """A Dutch hunting licence (jachtakte) number: six digits, no public check."""
    return g.choice("123456789") + _r(g, D, 5)


def _nl_passport(g: random.Random) -> str:
    """A Dutch passport number: two letters, six letters or digits (no O), a digit."""
    letters = "ABCDEFGHIJKLMNPRSTUVWXYZ"
    return _r(g, letters, 2) + _r(g, letters.replace("I", "") + D, 6) + _r(g, D, 1)


def _se_passport(g: random.Random) -> str:
    """A Swedish passport number: eight digits."""
    return g.choice("123456789") + _r(g, D, 7)


def _es_passport(g: random.Random) -> str:
    """A Spanish passport number: three letters and six digits."""
    return g.choice(["PA", "XD", "AA"]) + _r(g, UPPER, 1) + _r(g, D, 6)


def _fr_passport(g: random.Random) -> str:
    """A French passport number: two digits, two letters and five digits."""
    return f"{g.randrange(10, 33)}{_r(g, UPPER, 2)}{_r(g, D, 5)}"


def _it_passport(g: random.Random) -> str:
    """An Italian passport number: two letters and seven digits."""
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _ru_passport(g: random.Random) -> str:
    """A Russian passport for travel abroad: two digits and seven digits."""
    return f"{g.randrange(70, 80)} {_r(g, D, 7)}"


_ID_PLACES: dict[str, Maker] = {
    "EHIC number for the Bergen tuning trip: {s}": _ehic("578"),
    "europeiska sjukförsäkringskortet, kortets nummer: {s}": _ehic("752"),
    "nummer van mien Europese zorgpas (EHIC): {s}": _ehic("528"),
    "el númeru de la tarjeta sanitaria europea: {s}": _ehic("724"),
    "el número da tarxeta sanitaria europea: {s}": _ehic("724"),
    "numerò de la charta europèa d'assegurança malautiá: {s}": _ehic("250"),
    "nummer på mitt nationella id-kort: {s}": _se_idkort,
    "id-kortsnumret mitt e {s}": _se_idkort,
    "nummer van mijn verblijfsdocument: {s}": _nl_residence,
    "серия и номер трудовой книжки: {s}": _ru_workbook,
    "numéro de mon permis de chasser : {s}": _fr_chasse,
    "lo numerò de mon permés de chaçar: {s}": _fr_chasse,
    "el númeru de la mi licencia de caza: {s}": _es_caza,
    "jaktkortsnummre mitt jär {s}": _se_jaktkort,
    "mien jachtakte-nummer is {s}": _nl_jachtakte,
    "mien paspoortnummer is {s}": _nl_passport,
    "passnummre mitt jär {s}": _se_passport,
    "el númeru del mi pasaporte: {s}": _es_passport,
    "el número del meu pasaporte é {s}": _es_passport,
    "lo numerò de mon passapòrt es {s}": _fr_passport,
    "lo numero dal mio passapòrt: {s}": _it_passport,
    "miun passin numero on {s}": _ru_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return ["-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(3)) for _ in range(n)]


_BACKUPS = ["Twinfield recovery codes\n{codes}", "spare codes for the Exact Online account: {codes}",
            "reservkoder för Kivra: {codes}", "herstelcodes van SnelStart:\n{codes}",
            "códigos de respaldo de Signaturit: {codes}", "codes de secours Universign : {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Twinfield:{u}@cornopean.eu?secret={s}&issuer=Twinfield&period=30",
              "Exact Online 2FA setup key: {s}",
              "clé secrète 2FA du back office Lyra : {s}",
              "TOTP secret for the Mangopay dashboard: {s}"]  # fmt: skip
_CODES = ["{c} is your Mangopay dashboard verification code", "Je Payconiq-verificatiecode: {c}",
          "Kivra: din engångskod är {c}", "Код подтверждения для входа: {c}. Никому его не сообщайте",
          "Tu código de verificación de Swan es {c}; no lo compartas"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "\n", " "][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret, "u": rng.choice(_USERS)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Cornopean-Werkplaats", "Pijpmakerij-5G", "Visby-Voicing", "Simrishamn-Snickeri",
          "Telia-8F21C7", "Ziggo4471928", "KPN-ORGEL", "MOVISTAR_4E7A", "Santillana-Colegiata",
          "Orange-Tapia", "Livebox-Eymoutiers", "Freebox-3A91C2", "SFR_Embrun",
          "Rostelecom_Koporye", "Koporye-Kirkko", "Briancon-Salle"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "workshop network {s}, password {pw}",
    "wifi in the Hemse organ loft: {s} / {pw}",
    "ESPHome-free sensor setup, wireless: network {s}, key {pw}",
    "the key on the sticker under the Livebox: {pw}",
    "wachtwoord van de wifi {s} is {pw}",
    "lösenorde til wifin {s} jär {pw}",
    "lösenordet te wifin {s} e {pw}",
    "la contraseña del wifi {s} es {pw}",
    "a contraseña del wifi {s} é {pw}",
    "mot de passa dau wifi {s}: {pw}",
    "lo mot de pas dal wifi {s} es {pw}",
    "wifin {s} salasana on {pw}",
    "church climate gateway uplink: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 12)
    if roll < 0.3:
        return "-".join(_r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 4) for _ in range(3))
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("prodpassword_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sw_live_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading the key off the screen for you: {t}", "[voicemail, letter by letter] {t}",
          "(split up so the chat preview hides it) {t}", "letter veur letter: {t}",
          "bokstav för bokstav: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", " "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["'t hangsloot an de schoppe: {pw}", "koden til hänglåse på bodn: {pw}",
          "koden te hänglåset på bon e {pw}", "el códigu del candáu de la caseta: {pw}",
          "el código del candado del alpendre: {pw}", "lo còde dau cadenat de la granja: {pw}",
          "riippulukon koodi aittaa: {pw}", "the organ loft door keypad takes {pw} then #",
          "key safe by the sacristy door: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["bourdon", "nasard", "larigot", "gemshorn", "dulzian", "schalmei", "sordun",
                 "trundle", "pallet", "bellows", "sticker", "languid", "shallot", "reservoir",
                 "coupler", "windchest"]  # fmt: skip
_PHRASES = {"passphrase of the drawings archive: {p}": " ",
            "LUKS passphrase of the voicing laptop: {p}": " ",
            "passphrase of the GPG key we sign invoices with: {p}": "-",
            "de passphrase van de back-up-schiev: {p}": ".",
            "lösenfrasen til backupen: {p}": " ", "la frase de pasu del respaldu: {p}": "_",
            "varmuuskopion salalause: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "haproxy.cfg: http-request set-header Authorization \"Basic {v}\"": True,
    "Varnish VCL: set req.http.Authorization = \"Basic {v}\";": True,
    "Bruno collection, headers: Authorization: Bearer {v}": False,
    "request log of the Syndyne bridge: authorization: Basic {v}": True,
    "Temp Stick poller, curl -H 'Authorization: Bearer {v}'": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "db2dsdriver.cfg:\n<dsn alias=\"STOPLIST\" name=\"STOPLIST\" host=\"db2.cornopean.lan\" port=\"50000\">\n  <parameter name=\"UserID\" value=\"db2inst1\"/>\n  <parameter name=\"Password\" value=\"{pw}\"/>\n</dsn>",
    "applicationHost.config:\n<virtualDirectory path=\"/drawings\" physicalPath=\"\\\\nas\\drawings\" userName=\"CORNOPEAN\\svc-web\" password=\"{pw}\" />",
    "sapnwrfc.ini:\nDEST=PRD\nASHOST=sap.cornopean.lan\nSYSNR=00\nCLIENT=100\nUSER=RFC_STOPS\nPASSWD={pw}\nLANG=EN",
    "owntone.conf:\ngeneral {{\n\tadmin_password = \"{pw}\"\n}}",
    "obs-websocket config.json:\n{{\"server_enabled\": true, \"server_port\": 4455, \"server_password\": \"{pw}\"}}",
    "vespers.liq:\noutput.icecast(%mp3, host=\"stream.cornopean.eu\", port=8000, password=\"{pw}\", mount=\"vespers.mp3\", radio)",
    "/etc/firebird/3.0/SYSDBA.password:\nISC_USER=SYSDBA\nISC_PASSWORD=\"{pw}\"",
    "default_master.properties (JasperReports Server):\ndbUsername=jasperdb\ndbPassword={pw}",
    "sip-communicator.properties:\norg.jitsi.videobridge.xmpp.user.shard.USERNAME=jvb\norg.jitsi.videobridge.xmpp.user.shard.PASSWORD={pw}",
    "Mathesar .env:\nPOSTGRES_USER=mathesar\nPOSTGRES_PASSWORD={pw}",
    "~/.pgpass:\nstops-db.cornopean.lan:5432:stoplist:bertus:{pw}",
    "pg_service.conf:\n[stoplist]\nhost=stops-db.cornopean.lan\nuser=voicing\npassword={pw}",
    "tomcat-users.xml:\n<user username=\"manager\" password=\"{pw}\" roles=\"manager-gui\"/>",
    "~/.my.cnf:\n[client]\nuser=stops\npassword=\"{pw}\"",
    "icecast.xml on the stream box:\n<authentication>\n  <source-password>{pw}</source-password>\n</authentication>",
    "web.config:\n<add name=\"Orders\" connectionString=\"Server=sql.cornopean.lan;Database=Orders;User Id=orders;Password={pw};\" />",
    "Dolibarr htdocs/conf/conf.php:\n$dolibarr_main_db_user='dolibarr';\n$dolibarr_main_db_pass='{pw}';",
    "~/.netrc:\nmachine dav.cornopean.lan login riekje password {pw}",
    "guacamole.properties:\npostgresql-username: guacamole\npostgresql-password: {pw}",
    "secrets.yaml in the Visby loft's Home Assistant:\nmqtt_password: \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Gerrit: workshop wifi password?\nRiekje: {pw}",
    "[07:40] bertus: root pw for the stops server?\n[07:41] jolanda: {pw}",
    "Sigrid: {pw} is the new Peterson admin password",
    "Bengt: use {pw}, that's what the Altendorf has now",
    "Hennie: 't nieje wachtwoord is {pw}",
    "Botvid: naia lösenorde jär {pw}",
    "Agneta: nya lösenordet e {pw}",
    "Chema: la contraseña nueva es {pw}",
    "Olaya: a contraseña nova é {pw}",
    "Odile: lo nòu mot de passa es {pw}",
    "Aino: uus salasana on {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2063word = {pw}", "pass\u034fword → {pw}", "pa\u0455\u0455word: {pw}",
    "𝓅𝒶𝓈𝓈𝓌ℴ𝓇𝒹: {pw}", "ᴾᴬˢˢᵂᴼᴿᴰ {pw}", "wacht\u200dwoord: {pw}", "lösen\u00adord: {pw}",
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
    "the Syndyne admin password is": "{s}", "Peterson console pw:": "{s} (since the relay swap)",
    "mien wachtwoord is": "{s}", "lösenorde jär": "{s}", "lo mot de passa es": "{s}",
    "la contraseña del talleru es": "{s}", "Defensor controller password": "{s}\nchange it before the winter",
    "miun salasana on": "{s}", "the password Bertus shouted down from the loft was": "{s}, I think",
    "a contraseña é": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Temp Stick API key", "{s}", _j((ALNUM, 32))),
    ("split_token", "Lyra REST password:", "{s} (production shop)", _j("prodpassword_", (ALNUM, 40))),
    ("split_token", "Payconiq API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "recovery words of the fund wallet", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/35", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HR"))),
    ("split_backup", "Twinfield recovery codes", "{s}\nK7QM-2PXR-84TD\nW3NB-9CJF-61HV", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "2FA setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "EHIC card number", "{s}", _ehic("752")),
    ("split_phrase", "disk passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"syndyne": {"url": "https://console.cornopean.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"wachtwoord": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "riekje", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"consoles": [{"church": "Hemse"}, {"church": "Koporye", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["db2look", "-d", "STOPLIST", "-i", "db2inst1", "-w", "{s}", "-e"]}': ("meta_password", _plain_pw),
    '{"note": "lo mot de passa dau wifi es {s}"}': ("meta_password", _plain_pw),
    '{"lösenord": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in to the Peterson combination action as tuner with the password {s}"}': ("meta_password", _plain_pw),
    '{"twinfield": {"client_secret": "{s}"}}': ("meta_token", _j((URLSAFE, 43))),
    '{"mangopayApiKey": "{s}"}': ("meta_token", _j((ALNUM, 50))),
    '{"glesys_key": "{s}"}': ("meta_token", _j((ALNUM, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"billing": {"card_number": "{s}", "exp": "09/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MC")),
    '{"tuner": {"ehic_number": "{s}"}}': ("meta_id", _ehic("528")),
    '{"exact_online": {"backup_codes": ["{s}", "R8TD-4KQW-2MXN", "H6VC-7PLB-93JE"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"organ_fund_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"knx_secure": {"device_setup_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"sacristy": {"key_safe_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Cornopean-Werkplaats", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"mido-1.3.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"ics4000-firmware-2.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/cornopean/stops-api:2.9").hexdigest()
_COMMIT = hashlib.sha1(b"stops: add a scaling column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"tuning: revert temperament table", usedforsecurity=False).hexdigest()[:8]
_MD5 = hashlib.md5(b"voicing-notes-2032-03.pdf", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"stoplist-export-2032.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the Syndyne admin password before the Hemse inauguration on 2032-09-14.",
    "Gerrit asked for the workshop wifi password; it's on the card in the office drawer.",
    "Policy: workshop passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the group chat; share a vault link instead.",
    "The `.env.example` line `MANGOPAY_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Peterson console asks for a new password after every firmware update.",
    "Replace <YOUR_TEMPSTICK_KEY> in the README with the key from your Temp Stick account.",
    "SNELSTART_SUBSCRIPTION_KEY and TWINFIELD_CLIENT_SECRET must be set before the nightly invoice sync runs.",
    "Zeg oew wachtwoord tegen gin mens.",
    "Sei int lösenorde ditt at nainn.",
    "Säj aldrig ditt lösenord te nån.",
    "No le digas a naidi la tu contraseña.",
    "Non lle digas a túa contraseña a naide.",
    "Disetz pas vòstre mot de passa a degun.",
    "Diguès pas ton mot de pas a degun.",
    "Elä sano omaa salasanaa kellää.",
    "Een wachtwoord moet minstens veertien tekens lang zijn.",
    "Lösenordet måste vara minst fjorton tecken långt.",
    "La contraseña tiene que tener al menos catorce caracteres.",
    "Пароль должен быть не короче четырнадцати символов.",
    "Upgraded the Syndyne firmware from 4.1 to 4.3 and mido to 1.3.2 over the weekend.",
    f"commit {_COMMIT} adds the scaling column for the Nasard rank.",
    f"Rolled back to {_SHORT} after the temperament table broke the tuning export.",
    f"requirements.txt: mido==1.3.2 --hash=sha256:{_WHEEL_SUM}",
    f"The ICS-4000 firmware 2.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of stoplist-export-2032.xlsx: {_SHA512}",
    f"The stops API container runs ghcr.io/cornopean/stops-api@sha256:{_IMAGE}.",
    f"MD5 of voicing-notes-2032-03.pdf is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c2a71-8b4e-4d06-a5c3-7e1b0d92f4a6 is the slow one in the Bluebeam logs.",
    "Purchase order PO-2032-00731 for 40 kg of tin ingots ships on Thursday.",
    "Ticket 5120: the Koporye humidifier alarm keeps tripping at night.",
    "Call the Visby workshop on +46 498 21 47 90 before noon.",
    "Crate CRN-2032-0415 with the Hemse façade pipes leaves Oldenzaal on Monday.",
    "Opus 118 for Santillana del Mar: 23 stops, two manuals and pedal, mechanical action.",
    "The Sesquialtera II draws 2 2/3' and 1 3/5'; the Mixtur IV breaks back at c1.",
    "The church in Koporye is at 11 °C and 48 % relative humidity; the target is 55 %.",
    "After five wrong passwords the Syndyne console locks the account for 20 minutes.",
    "The 16' Principal's bottom C is 5.2 m long and weighs about 62 kg.",
    "The secret of a good reed is the curve of the tongue, not the shallot.",
    "Ask Bertus for the loft keypad code, I don't have it.",
    "My card ending 4471 was declined at the Ystad timber yard.",
    "The Norwegian supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Twinfield account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `LYRA_REST_PASSWORD` in the secrets store, never in the repository.",
    "The padlock on the Tapia pipe store rusts in the sea air; oil it every month.",
    "Mangopay moved the API key page under Settings › Developers in its spring release.",
    "The guest wifi 'Cornopean-Guest' is open, no password needed.",
    "Tin-lead sheet for the façade: 75 % tin, cast at 1.2 mm, planed to 0.9 mm.",
    "Pitch is a1 = 440 Hz at 18 °C; the Hemse organ is tuned in Kellner's temperament.",
    "De orgelmakers uut Oldenzaal kommt maandag um acht uur.",
    "Intoneringen i Hemse kyrka börjar på tisdag.",
    "El órganu de Santillana tien venti y tres registros.",
    "Lo museu dau armonium es dobèrt lo dissabte.",
    "Kirikon urut soitetaa pyhänä.",
    "Version 3.2.1 of the stop-list app adds export to MusicXML.",
    "Order 4500087321 from Laukhuff: 12 pallet springs and 200 leather nuts.",
    "The Embrun recital on 2032-07-19 starts at 20:30; tickets at the door.",
    "HS code 9209.91 is parts of pianos; organ pipes go under 9209.99.",
    "Wind pressure on the Great is 72 mm WC, on the Swell 80 mm WC.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-03-01T08:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/workshop/syndyne", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 377}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "mido", "version": "1.3.2"}}',
    '{"ticket": "5120", "purchase_order": "PO-2032-00731"}',
    '{"opus": {"number": 118, "stops": 23, "manuals": 2, "action": "mechanical"}}',
    '{"phone": "+46 498 21 47 90", "city": "Visby"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "pipes_in_stock": 1830}',
    '{"request_id": "3f9c2a71-8b4e-4d06-a5c3-7e1b0d92f4a6", "status": 504}',
    '{"crate": "CRN-2032-0415", "carrier": "DSV", "eta": "2032-05-12"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
