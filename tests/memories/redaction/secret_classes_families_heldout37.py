# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, thirty-seventh corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to thirty-second only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to
use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests nor the reports, and the scrubber was never run on it. Its own seed, password words,
names, places, templates, tools, vendors and layouts, the way the cellar, bottling line, vineyard
crews, cellar door shop, export agents and small hotel of a wine and agritourism estate (Tenuta
Vallombra above Brisighella, with a Lambrusco cellar at Sorbara, harvest crews from Montemitro and
Civita, a cellar master from Sierck-les-Bains, agents in Madiran and Miranda do Douro and a hotel
manager from Aosta) leak secrets into an assistant's memory: GoTo Connect, Smartsupp, Chatra,
Superchat, Odoo Discuss, Podio and MeisterTask messages, the Cloudbeds, Mews and Bókun inboxes,
vintrace and InnoVint work-order notes, tickets, e-mails, runbooks, the cellar tablet's notes,
shell history from CoolTerm, the bottling-line PC and the hotel's front-desk PC, commands of
pmm-admin, grafana-cli, imapsync, ktpass, certutil, Firebird's gsec, exaplus, davix-get, dsmc,
mega-login, icloudpd, sqitch, secret-tool, rqlite, gfsh, nebula-console, mgconsole, wput and the
OrientDB console (besides familiar ones: mysql, sshpass, curl, smbclient, redis-cli, 7z, openssl,
keytool, xfreerdp, sudo -S), configs of the estate's own services, the web pages of cellar, bottling, lab,
hotel, kitchen, energy and vineyard hardware (Bucher Vaslin, Pellenc, Della Toffola, Bertolaso,
Robino & Galandrino, Sraml, VinWizard, TankNET, FOSS OenoFoss, Anton Paar, Hanna, CDR WineLab,
Salto, Vingcard, dormakaba, Nuki, Unox, Winterhalter, EuroCave, Liebherr, FIMER Aurora Vision, ZCS
Azzurro, Wallbox, Zaptec, Videojet, Domino, Markem-Imaje, Sacmi, Cavagnino & Gatti, Zambelli,
Viessmann, Daikin, Hayward, Ruckus, Paradox, Bentel, Epson, Olivetti, Braud, Antonio Carraro),
README fragments, voice-dictated text and requests to the assistant itself. About 60 % English
(or language-neutral config and shell), the rest in Gascon, Lorrain Franconian (Moselle Platt),
Romagnol, Emilian, Arbëresh, Molise Croatian (na-našu), Mirandese and Franco-Provençal
(Valdôtain), which no earlier docstring names, and Italian, French, German, Spanish, Portuguese,
Albanian, Croatian, Catalan, Dutch and Japanese (and Czech, Korean and Chinese seed-phrase
headings) in wordings of their own. Vendors (vintrace,
InnoVint, Ekos, WineDirect, Commerce7, Vinoshipper, OrderPort, Wine-Searcher, Vivino,
CellarTracker, ShipCompliant, Liv-ex, Bottlebooks, Vinsight, Cloudbeds, Mews, Little Hotelier,
SiteMinder, RoomRaccoon, Hostaway, Guesty, Lodgify, Beds24, Smoobu, Apaleo, eviivo, Hotelogix,
Octorate, Scidoo, Channex, Hostfully, Duve, Revinate, TrustYou, ReviewPro, Fruition Sciences,
Hortau, Croptracker, Bókun, FareHarbor, Rezdy, Regiondo, Checkfront, Xola, TrekkSoft, Ventrata,
Satispay, Viva Wallet, Worldline, Lightspeed, myPOS, OpenTable, TheFork, SevenRooms, Zenchef) are ones heldouts 5 to 32 do not name; the ids are kinds
they do not use: Spain's CAE (excise establishment code), the EU IOSS number, a German
Handelsregisternummer, San Marino's COE, Iceland's VSK number, the Faroese V-number and a Finnish
association number, each drawn until python-stdnum's module (`es.cae`, `eu.oss`,
`de.handelsregisternummer`, `sm.coe`, `is_.vsk`, `fo.vn`, `fi.associationid`) accepts it (these
modules check the format, the office, activity, court or member-state component only: none of
these numbers has a public check digit); France's CVI (casier viticole) and PACAGE numbers,
Italy's tessera sanitaria (TEAM) card number and REA number, the Albanian personal number (NID), a
German Personalausweis number, Portugal's número de utente and a Croatian osobna iskaznica number,
which carry no check a library or this file verifies (no check-digit algorithm is written here);
passports under Gascon, Romagnol, Arbëresh and Molise Croatian words, likewise unchecked. Card
numbers pass Luhn (python-stdnum's `luhn`, through the value helpers). The IBANs are of countries
used least by a rough count over heldouts 5 to 32 (Monaco, North Macedonia, Belarus, the Holy See,
Iraq, Libya, Somalia and Saudi Arabia, each in one earlier corpus), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Italian, French, Portuguese, Spanish,
Czech, Korean and Simplified Chinese lists.
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
from stdnum.de import handelsregisternummer as de_hr
from stdnum.es import cae as es_cae
from stdnum.eu import oss as eu_oss
from stdnum.fi import associationid as fi_assoc
from stdnum.fo import vn as fo_vn
from stdnum.is_ import vsk as is_vsk
from stdnum.sm import coe as sm_coe

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 18_420_449
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


_GRAPES = ["Sangiovese", "Albana", "Lambrusco", "Sorbara", "Grasparossa", "Tannat", "Manseng",
           "Fumin", "Petitrouge", "Cornalin", "Tintilia", "Magliocco", "Auxerrois", "Elbling",
           "Bastardo", "Touriga", "Trebbiano", "Centesimino", "Famoso", "Pignoletto"]  # fmt: skip
_CELLAR = ["Barrique", "Tonneau", "Bonde", "Remuage", "Pigeage", "Botte", "Cuvee", "Feccia",
           "Vinaccia", "Mosto", "Dosaggio", "Tappo", "Capsula", "Torchio", "Solera", "Sboccatura"]  # fmt: skip
_PLACES = ["Brisighella", "Bertinoro", "Predappio", "Faenza", "Sorbara", "Castelvetro", "Madiran",
           "Jurancon", "Plaisance", "Sierck", "Contz", "Schengen", "Miranda", "Sendim", "Aosta",
           "Morgex", "Chambave", "Civita", "Frascineto", "Montemitro", "Acquaviva", "Marzabotto"]  # fmt: skip
_NAMES = ["Gianmarco", "Ilaria", "Tonino", "Romeo", "Marilena", "Ettore", "Loredana", "Peyrot",
          "Bernadeta", "Arnaud", "Jerome", "Gaby", "Franz", "Amadeu", "Delfina", "Ottavio",
          "Noelle", "Gjergji", "Vitore", "Lena", "Mikele", "Jelena", "Nikola", "Orsola", "Dario",
          "Sabrina", "Walter", "Aurora"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["S4ng10v3s3", "L4mbrusc0", "B4rr1qu3", "T0nn34u", "Alb4n4", "F4m0s0", "T4nn4t",
         "P1g30l3tt0", "V3nd3mm14"]  # fmt: skip


def _cask(g: random.Random) -> str:
    """A cask's number, its wood and its litres, the way the cellar crew jokes a password."""
    wood = g.choice(["Rovere", "Acacia", "Castagno", "Ciliegio"])
    return f"{wood}{g.choice([225, 228, 300, 500, 600])}L{g.choice(_SYMBOLS)}{g.randrange(1, 40)}"


def _generator(g: random.Random) -> str:
    """Four random groups of four, letters and digits, as a password manager writes them."""
    return ".".join(_r(g, ALNUM, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GRAPES)}{g.choice(_CELLAR)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "_".join(w.lower() for w in g.sample(_GRAPES, 2)) + str(g.randrange(2000, 2033)),
    lambda g: f"{g.choice(_NAMES)}{g.choice(_SYMBOLS)}{g.choice(_PLACES).lower()}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM + "%&!?+", 16),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(1990, 2033)),
    _cask,
    lambda g: f"Vendemmia{g.randrange(2015, 2033)}{g.choice(_SYMBOLS)}{g.choice(_GRAPES)}",
    lambda g: f"{g.choice(_PLACES)}-{g.choice(_CELLAR).lower()}-{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 3) + _r(g, D, 2) + _r(g, LOWER, 5) + g.choice(_SYMBOLS) + _r(g, D, 2),
    lambda g: f"{g.choice(_CELLAR).upper()}{g.randrange(10, 100)}{g.choice(_GRAPES).lower()}",
    _generator,
    lambda g: f"Cantina{g.choice(_NAMES)}{g.randrange(1, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "GoTo Connect chat, cellar line: the Bucher Vaslin XPert press touchscreen password is {pw}",
    "Smartsupp chat with the installer: Pellenc Smart Press web password {pw}",
    "Chatra message from Ettore: Della Toffola crossflow filter HMI password {pw}",
    "Superchat, bottling group: Bertolaso Synthesis monobloc operator password {pw}",
    "Odoo Discuss, #bottling: Robino & Galandrino capsuler admin password {pw}",
    "Podio item 'Tank cooling': Sraml controller web password {pw}",
    "MeisterTask card 'Fermentation room': VinWizard supervisor password {pw}",
    "vintrace work order 2417 note: TankNET gateway password {pw}",
    "InnoVint task comment (Marilena): FOSS OenoFoss admin password {pw}",
    "lab notebook: the Anton Paar Alcolyzer Wine M password is {pw}",
    "Cloudbeds inbox, from Ottavio: Hanna HI902 titrator PC password {pw}",
    "Mews task for reception: Salto ProAccess SPACE admin password {pw}",
    "Bókun chat with the tour guide: Vingcard Visionline password {pw}",
    "GoTo Connect SMS from Noelle: dormakaba Ambiance login password {pw}",
    "Smartsupp visitor chat (oops, a guest saw it): Nuki Bridge web password {pw}",
    "Chatra message from the chef: Unox Cheftop Data Driven Cooking password {pw}",
    "Superchat, kitchen group: Winterhalter Connected Wash password {pw}",
    "Odoo Discuss, #shop: EuroCave Inoa app password {pw}",
    "Podio task: Liebherr SmartMonitoring portal password {pw}",
    "MeisterTask card 'Solar': FIMER Aurora Vision installer password {pw}",
    "cellar tablet note: ZCS Azzurro inverter portal password {pw}",
    "vintrace note on the car park job: Wallbox myWallbox password {pw}",
    "InnoVint comment: Zaptec Portal password for the guest chargers {pw}",
    "bottling line PC, sticky note photographed: Videojet 1580 coder password {pw}",
    "Domino Ax350i service password, for the line-1 coder: {pw}",
    "Markem-Imaje 9450 supervisor password (line 2): {pw}",
    "Sacmi labeller HMI, maintenance level password {pw}",
    "Cavagnino & Gatti labeller remote-assist password is {pw}",
    "Zambelli Enotech tank control password {pw}",
    "Viessmann ViCare account for the hotel boiler: password {pw}",
    "Daikin Onecta password for the tasting-room air con: {pw}",
    "Hayward OmniLogic pool controller password {pw}",
    "Ruckus Unleashed admin password (hotel wifi controller): {pw}",
    "Paradox BlueEye alarm master password {pw}",
    "Bentel Absoluta installer password {pw}",
    "Epson TM-m30III web config password {pw}, the receipt printer at the cellar door",
    "Olivetti Form 200 till technician password {pw}",
    "Braud 9090X harvester onboard terminal password {pw}",
    "Antonio Carraro tractor telematics password {pw}",
    "CDR WineLab PC password: {pw}",
    "Lightspeed Restaurant back-office password for the osteria: {pw}",
    "myPOS account password (the card terminal at the cellar door): {pw}",
    "TheFork Manager password {pw}",
    "OpenTable GuestCenter login password: {pw}",
    "Worldline merchant portal password {pw}",
    "Hi Ettore,\n\nthe root password of the bottling-line PC is {pw}. Delete this once it's in the vault.\n\nCiao,\nIlaria",
    "Incident 2033-09-21: the TankNET gateway was reachable from the guest wifi with password {pw}",
    "Runbook: cold stabilisation of tank 14\n1. open the Sraml panel\n2. log in as cantina\n3. password {pw}\n4. set -4 °C for 10 days",
    "README (lab rack)\nthe OenoFoss UI is at https://oenofoss.vallombra.lan, admin password `{pw}`.",
    "my Crédit Agricole Romagna app password is {pw} now",
    "can you remember my BPER online banking password? it's {pw}",
    "dictated: the Azzurro solar portal password is {pw} full stop",
    "note to self: Bucher press service password {pw}",
    "after the update the Salto password became {pw}",
    "Lo mot de passa deu PC de la cava qu'ei {pw}",
    "Es Passwort vom Keller-PC is {pw}, saa's kenem",
    "La password de' computer dla canténa l'è {pw}",
    "La password dal computer in canteina l'é {pw}",
    "Fjalëkalimi i kompjuterit te vreshta isht {pw}",
    "Šifra od kompjutera u kantini je {pw}",
    "La palabra-passe de l cumputador de la adega ye {pw}",
    "Lo mot de passo de l'ordinateur de la cava l'et {pw}",
    "la password del PC della bottaia è {pw}",
    "le mot de passe du poste de l'embouteillage, c'est {pw}",
    "das Kennwort für den Abfüll-PC lautet {pw}",
    "la contraseña del ordenador de la bodega es {pw}",
    "a senha do computador da adega é {pw}",
    "fjalëkalimi i kompjuterit në kantinë është {pw}",
    "lozinka za računalo u podrumu je {pw}",
    "la contrasenya de l'ordinador del celler és {pw}",
    "het wachtwoord van de kelder-pc is {pw}",
    "ワイナリーのPCのパスワードは {pw} です",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["gianmarco", "ilaria.b", "tonino", "romeo", "marilena", "ettore", "loredana.f",
          "peyrot", "bernadeta", "arnaud.l", "jerome", "gaby", "franz.k", "amadeu", "delfina",
          "ottavio", "noelle.v", "gjergji", "vitore", "lena", "mikele", "jelena.m", "nikola",
          "orsola", "dario", "sabrina", "svc-cantina", "reception", "bottling"]  # fmt: skip
_LOGINS = [
    "GoTo Connect, Ettore: the Bucher press login is {u} / {pw}",
    "ticket 5512: {u} locked out of the VinWizard supervisor, last password {pw}",
    "user {u} passwd {pw}",
    "Podio › Cellar › Presses › Pellenc Smart: {u} — {pw}",
    "| device | user | password |\n|---|---|---|\n| Salto ProAccess | {u} | {pw} |",
    "sign into the TankNET portal as {u} with {pw}",
    "Videojet login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- device: labeller-line2\n  username: {u}\n  password: {pw}",
    "Odoo Discuss: account {u}, password {pw}",
    "Romeo says the Sacmi account is {u} and the password is {pw}",
    "device,user,password\nvingcard-visionline,{u},{pw}",
    "ssh {u}@bottling-pc.vallombra.lan (password {pw})",
    "Chatra: creds for the Zambelli panel are {u} and {pw}",
    "utilizaire {u}, mot de passa {pw}",
    "Benutzer {u}, es Passwort {pw}",
    "utént {u}, password {pw}",
    "utèint {u} e la password {pw}",
    "përdoruesi {u}, fjalëkalimi {pw}",
    "korisnik {u}, šifra {pw}",
    "outelizador {u}, palabra-passe {pw}",
    "utilisateur {u}, mot de passo {pw}",
    "utente {u}, parola d'accesso {pw}",
    "Benutzername {u}, Kennwort {pw}",
    "usuari {u} i contrasenya {pw}",
    "ユーザー {u}／パスワード {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["sangiovese", "albana", "lambrusco", "tannat", "fumin", "tintilia", "magliocco",
               "elbling", "barrique", "tonneau", "pigeage", "piadina", "cappelletti", "garbure",
               "quiche", "posta", "petitrouge", "famoso"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "password: {w}, and the number {d} right after it",
    "for the bottling PC it's {w} with {d} on the end",
    "voice memo: the cellar wifi password is {w}, then {d}, no space",
    "type {w} and then {d}",
    "it's {w}{d}, the word and the digits together",
    "lo mot de passa qu'ei lo mot {w}, e puish {d}",
    "es Passwort is es Wort {w}, dann {d}",
    "la password l'è la parôla {w}, pu {d}",
    "la password l'é la parôla {w} e dòp {d}",
    "fjalëkalimi isht fjala {w}, pra {d}",
    "šifra je rič {w}, pa {d}",
    "la palabra-passe ye la palabra {w}, apuis {d}",
    "lo mot de passo l'et lo mot {w}, après {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "pmm-admin config --server-insecure-tls --server-url=https://{u}:{pw}@pmm.vallombra.lan:443",
    "pmm-admin add mysql --username={u} --password='{pw}' --service-name=shop-db 127.0.0.1:3306",
    "grafana-cli admin reset-admin-password '{pw}'",
    "imapsync --host1 mail.old-host.it --user1 {u}@vallombra.it --password1 '{pw}' --host2 imap.vallombra.it --user2 {u}@vallombra.it --passfile2 /root/p2",
    "ktpass -princ HTTP/intranet.vallombra.lan@VALLOMBRA.LAN -mapuser {u} -pass '{pw}' -ptype KRB5_NT_PRINCIPAL -out intranet.keytab",
    "certutil -f -p '{pw}' -importpfx shop-vallombra-it.pfx",
    "gsec -user {u} -password '{pw}' -display",
    "exaplus -c exa.vallombra.lan:8563 -u {u} -p '{pw}' -s cantina",
    "davix-get --userlogin {u} --userpass '{pw}' https://dav.vallombra.lan/labels/2033.pdf",
    "dsmc query session -virtualnodename=cantina -password='{pw}'",
    "mega-login {u}@vallombra.it '{pw}'",
    "icloudpd --directory ~/harvest-photos --username {u}@vallombra.it --password '{pw}'",
    "sqitch deploy db:pg://{u}:{pw}@pg.vallombra.lan/cellar",
    "printf '%s' '{pw}' | secret-tool store --label='cellar NAS' service nas user {u}",
    "rqlite --user {u}:{pw} -H rqlite.vallombra.lan",
    "gfsh -e 'connect --locator=geode.vallombra.lan[10334] --user={u} --password={pw}'",
    "nebula-console -addr graph.vallombra.lan -port 9669 -u {u} -p '{pw}'",
    "mgconsole --host mg.vallombra.lan --port 7687 --username {u} --password '{pw}'",
    "wput labels-2033.zip ftp://{u}:{pw}@ftp.tipografia-faenza.it/in/",
    "orientdb> CONNECT remote:odb.vallombra.lan/cantina {u} {pw}",
    "mysql -h shop-db.vallombra.lan -u {u} -p'{pw}' cellar_door",
    "sshpass -p '{pw}' ssh {u}@bottling-pc.vallombra.lan",
    "curl -u {u}:{pw} https://vinwizard.vallombra.lan/api/tanks",
    "smbclient //nas.vallombra.lan/etichette -U '{u}%{pw}'",
    "redis-cli -h cache.vallombra.lan -a '{pw}' ping",
    "7z a -p'{pw}' harvest-contracts-2033.7z contracts/",
    "openssl pkcs12 -export -in shop.crt -inkey shop.key -out shop.pfx -passout pass:{pw}",
    "keytool -importkeystore -srckeystore pos.p12 -destkeystore pos.jks -deststorepass '{pw}'",
    "xfreerdp /v:reception-pc.vallombra.lan /u:{u} /p:'{pw}'",
    "echo '{pw}' | sudo -S systemctl restart vinwizard",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "CoolTerm on the press's serial port: {c}", "bottling-pc:~$ {c}",
    "front-desk PC, PowerShell: PS C:\\reception> {c}", "cellar tablet shell: {c}",
    "history | tail\n  512  {c}", "# {c}", "root@tanknet-gw:~# {c}", "ran this on the lab PC: {c}",
    "la comanda ch'a j ò lanzè: {c}", "de Befehl, den ich getippt hunn: {c}",
    "la comanda chi ò fât: {c}", "komanda që lëshova: {c}", "komanda ka san pustija: {c}",
    "l cumando que corri: {c}", "la comanda que i'ai lançada: {c}", "la comando que l'i lanchà: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "edgedb://{u}:{pw}@edgedb.vallombra.lan:5656/cantina",
    "db:pg://{u}:{pw}@pg.vallombra.lan/cellar",
    "ftps://{u}:{pw}@ftp.tipografia-faenza.it:990/in/",
    "webdavs://{u}:{pw}@dav.vallombra.lan/etichette",
    "neo4j+s://{u}:{pw}@graph.vallombra.lan:7687",
    "exa+pyodbc://{u}:{pw}@exa.vallombra.lan:8563/CANTINA",
    "crate://{u}:{pw}@crate.vallombra.lan:4200",
    "ibm_db_sa://{u}:{pw}@db2.vallombra.lan:50000/ERP",
    "oracle+oracledb://{u}:{pw}@ora.vallombra.lan:1521/?service_name=CANTINA",
    "snowflake://{u}:{pw}@vallombra-eu/CELLAR/PUBLIC",
    "databend://{u}:{pw}@databend.vallombra.lan:8000/default",
    "rediss://{u}:{pw}@cache.vallombra.lan:6380/2",
    "rtsp://{u}:{pw}@cam-barricaia.vallombra.lan:554/h264",
]  # fmt: skip
_URL_PLACES = [
    "CELLAR_DB_URL={c}", "the old connection from the reporting box: {c}",
    "keep this connection string for me: {c}", "la stringa di connessione è {c}",
    "ticket 5530: {c}", "Podio page 'Databases': {c}", "{c}",
    "la conession l'è {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tenuta-vallombra", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "reservations orders"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _mews(g: random.Random) -> str:
    """A Mews access token: 32 hex digits, a dash, 31 more (the way Mews prints them)."""
    return f"{_r(g, UPPER_HEX, 32)}-{_r(g, UPPER_HEX, 31)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("vintrace", "VINTRACE_API_TOKEN", _vendor_jwt("https://api.vintrace.net")),
    ("InnoVint", "INNOVINT_API_KEY", _j((ALNUM, 40))),
    ("Ekos", "EKOS_API_KEY", _j((HEX, 32))),
    ("WineDirect", "WINEDIRECT_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Commerce7", "COMMERCE7_APP_SECRET", _j((ALNUM, 64))),
    ("Vinoshipper", "VINOSHIPPER_API_SECRET", lambda g: v.uuid4(g, "b")),
    ("OrderPort", "ORDERPORT_API_KEY", _j((UPPER_HEX, 32))),
    ("Wine-Searcher", "WINESEARCHER_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Vivino", "VIVINO_PARTNER_TOKEN", _j((B64, 43), "=")),
    ("CellarTracker", "CELLARTRACKER_PASSWORD_TOKEN", _j((ALNUM, 24))),
    ("ShipCompliant", "SHIPCOMPLIANT_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Liv-ex", "LIVEX_CLIENT_SECRET", _j((HEX, 40))),
    ("Bottlebooks", "BOTTLEBOOKS_API_TOKEN", _j((URLSAFE, 48))),
    ("Vinsight", "VINSIGHT_API_KEY", _j((ALNUM, 32))),
    ("Cloudbeds", "CLOUDBEDS_API_KEY", _j("cbat_", (ALNUM, 32))),
    ("Mews", "MEWS_ACCESS_TOKEN", _mews),
    ("Little Hotelier", "LITTLEHOTELIER_API_KEY", _j((HEX, 64))),
    ("SiteMinder", "SITEMINDER_CLIENT_SECRET", _j((ALNUM, 48))),
    ("RoomRaccoon", "ROOMRACCOON_API_KEY", _j((HEX, 40))),
    ("Hostaway", "HOSTAWAY_ACCESS_TOKEN", _vendor_jwt("https://api.hostaway.com")),
    ("Guesty", "GUESTY_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Lodgify", "LODGIFY_API_KEY", _j((B64, 64))),
    ("Beds24", "BEDS24_API_KEY", _j((ALNUM, 30))),
    ("Smoobu", "SMOOBU_API_KEY", _j((ALNUM, 40))),
    ("Apaleo", "APALEO_CLIENT_SECRET", _j((ALNUM, 56))),
    ("eviivo", "EVIIVO_API_SECRET", lambda g: v.uuid4(g, "a")),
    ("Hotelogix", "HOTELOGIX_CONSUMER_SECRET", _j((HEX, 32))),
    ("Octorate", "OCTORATE_CLIENT_SECRET", _j((ALNUM, 36))),
    ("Scidoo", "SCIDOO_API_KEY", _j((HEX, 48))),
    ("Channex", "CHANNEX_USER_API_KEY", _j((URLSAFE, 64))),
    ("Hostfully", "HOSTFULLY_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Duve", "DUVE_API_TOKEN", _j((ALNUM, 44))),
    ("Revinate", "REVINATE_SECRET_KEY", _j((HEX, 64))),
    ("TrustYou", "TRUSTYOU_API_KEY", lambda g: v.uuid4(g, "b")),
    ("ReviewPro", "REVIEWPRO_API_KEY", _j((LOWER_DIGITS, 24))),
    ("Fruition Sciences", "FRUITION_API_TOKEN", _j((HEX, 40))),
    ("Hortau", "HORTAU_API_KEY", _j((ALNUM, 32))),
    ("Croptracker", "CROPTRACKER_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Bókun", "BOKUN_SECRET_KEY", _j((HEX, 32))),
    ("FareHarbor", "FAREHARBOR_USER_KEY", lambda g: v.uuid4(g, "9")),
    ("Rezdy", "REZDY_API_KEY", _j((HEX, 32))),
    ("Regiondo", "REGIONDO_PRIVATE_KEY", _j((ALNUM, 40))),
    ("Checkfront", "CHECKFRONT_API_SECRET", _j((HEX, 64))),
    ("TrekkSoft", "TREKKSOFT_API_SECRET", _j((URLSAFE, 40))),
    ("Ventrata", "VENTRATA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Satispay", "SATISPAY_KEY_ID", _j((LOWER_DIGITS, 64))),
    ("Viva Wallet", "VIVAWALLET_CLIENT_SECRET", _j((ALNUM, 30))),
    ("SevenRooms", "SEVENROOMS_CLIENT_SECRET", _j((HEX, 128))),
    ("Xola", "XOLA_API_KEY", _j((ALNUM, 32))),
    ("Zenchef", "ZENCHEF_AUTH_TOKEN", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "setx {env} \"{tok}\"",
    "$env:{env} = \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "heroku config:set {env}={tok} -a cellar-door-shop",
    "kubectl create secret generic shop-env --from-literal={env}={tok}",
    "docker run -e {env}={tok} vallombra/booking-sync:2.3",
    "app.yaml:\nenv_variables:\n  {env}: \"{tok}\"",
    "wrangler.toml:\n[vars]\n{env} = \"{tok}\"",
    "netlify env:set {env} {tok}",
    "values.yaml:\n  extraEnv:\n    - name: {env}\n      value: \"{tok}\"",
    "launchd plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "Vallombra ERP › Impostazioni › Integrazioni › {vendor} › API key: {tok}",
    "Podio table 'Integrations': | {vendor} | 2033 | {tok} |",
    "MeisterTask: rotate the {vendor} key {tok}",
    "Chatra, Ettore: {vendor} key for the booking sync: {tok}",
    "GoTo Connect: the {vendor} token we use now is {tok}, the old one is revoked",
    "ticket 5541: {vendor} sync fails with 401, configured key {tok}",
    "ticket 5547: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "la clau d'API de {vendor} qu'ei {tok}",
    "API-Schlëssel vun {vendor} fier de Keller: {tok}",
    "la chiêva API ed {vendor} l'è {tok}",
    "la cèva API ed {vendor} l'é {tok}",
    "çelësi API i {vendor} isht {tok}",
    "ključ API od {vendor} je {tok}",
    "la chabe de l'API de {vendor} ye {tok}",
    "la clli API de {vendor} l'et {tok}",
    "chiave API di {vendor} per l'agriturismo: {tok}",
    "clé d'API {vendor} pour la boutique du domaine : {tok}",
    "API-Schlüssel von {vendor} für die Abfüllung: {tok}",
    "clave de API de {vendor} para la bodega: {tok}",
    "chave de API da {vendor} para a adega: {tok}",
    "API-sleutel van {vendor} voor de wijnwinkel: {tok}",
    "{vendor} のAPIキー：{tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    ekos = _r(rng, HEX, 32)
    rezdy = _r(rng, HEX, 32)
    beds24 = _r(rng, ALNUM, 30)
    hortau = _r(rng, ALNUM, 32)
    bokun = _r(rng, HEX, 32)
    smoobu = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.goekos.com/v1/products", headers={{"X-Ekos-Key": "{ekos}"}})', ekos),
        Sample("vendor_token", f"curl 'https://api.rezdy.com/v1/products?apiKey={rezdy}'", rezdy),
        Sample("vendor_token", f'const beds = new Beds24Client("{beds24}");', beds24),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "HORTAU_API_KEY", "\\"{hortau}\\"")\n  }}\n}}', hortau),
        Sample("vendor_token", f"Info.plist:\n<key>BokunSecretKey</key>\n<string>{bokun}</string>", bokun),
        Sample("vendor_token", f"$smoobu = new SmoobuApi('{smoobu}');", smoobu),
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


_BARE_PLACES = ["{t}", "Chatra: {t}", "it shows it only once, so:\n{t}", "lo token qu'ei {t}",
                "es Token: {t}", "{t}\n^ the new one, the old one is revoked", "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 33))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the vineyard soil probe VN-12 (OTAA): {h}": 32,
    "AppSKey of the barrel-room humidity sensor (ABP): {h}": 32,
    "HMAC secret for the Satispay payment callback: {h}": 64,
    "Salto ProAccess site key, hex: {h}": 32,
    "pre-shared key of the Sorbara cellar's IPsec tunnel (hex): {h}": 64,
    "Vingcard encoder master key, hex: {h}": 48,
    "chiave di cifratura del backup: {h}": 64,
    "Schlëssel fir d'Backup-Verschlësselung: {h}": 64,
    "la clau de chiframent deu backup qu'ei {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket 5553: token copied out of the browser's dev tools {t}",
    "Cookie: lang=it; vlb_session={t}",
    "BOOKING_SYNC_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "lo token qu'ei {t}",
    "es Token is {t}",
    "Smartsupp transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@vallombra.it"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://id.vallombra.it/realms/tenuta",
            "azp": "cellar-console",
            "roles": ["cantina", "shop"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the bottling PC, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.vallombra.it.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"FATTURA_PA_SIGNING_KEY": "{key}", "sdi": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_tanknet <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ticket 5560, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "la clau privada deu servidor:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the export agent's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Bitkey wallet backup, copied off the card before I shred it: {p}": "english",
    "recovery words of the wallet on the old shop tablet\n{p}": "english",
    "wallet words (the old harvest-bonus wallet, emptied): {p}": "english",
    "the metal backup plate in the cellar safe reads: {p}": "english",
    "voice memo: the hardware wallet's recovery words are {p} and that's all of them": "english",
    "Podio item 'Wine NFT wallet (retired)': {p}": "english",
    "frase di recupero del portafoglio della tenuta: {p}": "italian",
    "phrase de récupération du portefeuille de l'agent : {p}": "french",
    "frase de recuperação da carteira do agente: {p}": "portuguese",
    "frase de recuperación de mi monedero: {p}": "spanish",
    "obnovovací fráze mé peněženky: {p}": "czech",
    "복구 문구 (지갑): {p}": "korean",
    "钱包助记词：{p}": "chinese_simplified",
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
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Chatra, Ettore: the estate card for the Bucher spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "ticket 5571: pay the Della Toffola service visit with card {c}",
    "lo numèro de la mia carta: {c}, {mm}/{yy}",
    "mei Kaartnummer: {c}",
    "e' nómer dla mi chêrta: {c}, {mm}/{yy}",
    "al nómer dla mî cârta: {c}",
    "numri i kartës sime: {c}, {mm}/{yy}",
    "broj od moje karte: {c}",
    "l númaro de l miu cartón: {c}, {mm}/{yy}",
    "lo numéro de ma carta: {c}",
]  # fmt: skip


_BRANDS = ["visa", "mastercard", "amex", "maestro", "discover", "jcb", "diners", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV {cvv}",
               "the three digits on the back by the signature: {cvv}",
               "Amex {c}, the four-digit code printed on the front: {cvv}",
               "lo còdi de seguretat au dorsi de la carta: {cvv}",
               "de Sicherheitscode hinnen op der Kaart: {cvv}",
               "i tri nómar d'dri dla chêrta: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 32 (each in one earlier corpus); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"MC": "n" * 10 + "c" * 11 + "nn", "MK": "nnn" + "c" * 10 + "nn",
                "BY": "cccc" + "n" * 4 + "c" * 16, "VA": "n" * 18, "IQ": "aaaa" + "n" * 15,
                "LY": "n" * 21, "SO": "n" * 19, "SA": "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice VLB-2033-207: please pay the Monte Carlo restaurant's refund to {i} within 15 days",
    "save the Skopje cooperage's IBAN: {i}",
    "IBAN: {i}\nReference: Albana passito, 120 cases",
    "Odoo Discuss #accounts: the Minsk importer's new bank details, IBAN {i}",
    "lo mon IBAN qu'ei {i}",
    "mei IBAN is {i}",
    "e' mi IBAN l'è {i}",
    "al mî IBAN l'é {i}",
    "IBAN-i im isht {i}",
    "moj IBAN je {i}",
    "l miu IBAN ye {i}",
    "refund for the hotel guest from Riyadh, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 0 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cae(g: random.Random) -> str:
    """A Spanish CAE: ES000, a managing office, an activity key, three digits and a letter."""

    def make(h: random.Random) -> str:
        return f"ES000{_r(h, D, 2)}{h.choice(UPPER)}{h.choice(D + UPPER)}{_r(h, D, 3)}{h.choice(UPPER)}"

    return v.until(g, make, es_cae.is_valid)


def _ioss(g: random.Random) -> str:
    """An IOSS number: IM, an EU member state's numeric code and seven digits."""
    return v.until(
        g, lambda h: f"IM{h.choice(['380', '250', '276', '724'])}{_r(h, D, 7)}", eu_oss.is_valid
    )


def _handelsregister(g: random.Random) -> str:
    """A German commercial register number at a court near the Moselle."""

    def make(h: random.Random) -> str:
        return f"{h.choice(['Saarbrücken', 'Koblenz', 'Wittlich'])} HRB {h.randrange(1000, 40_000)}"

    return v.until(g, make, de_hr.is_valid)


def _coe(g: random.Random) -> str:
    """San Marino's COE: an economic operator's number of up to five digits."""
    return v.until(g, lambda h: str(h.randrange(10_000, 100_000)), sm_coe.is_valid)


def _vsk(g: random.Random) -> str:
    """An Icelandic VSK (VAT) number: six digits."""
    return v.until(g, lambda h: str(h.randrange(100_000, 1_000_000)), is_vsk.is_valid)


def _faroe_vn(g: random.Random) -> str:
    """A Faroese V-number (vinnutal): six digits."""
    return v.until(g, lambda h: str(h.randrange(500_000, 700_000)), fo_vn.is_valid)


def _fi_association(g: random.Random) -> str:
    """A Finnish association register number, written with its dot."""
    return v.until(g, lambda h: f"{h.randrange(100, 230)}.{_r(h, D, 3)}", fi_assoc.is_valid)


def _cvi(g: random.Random) -> str:
    """A French CVI (casier viticole informatisé) number: a department, a commune and a serial;
    no public check."""
    return f"{g.choice(['32', '64', '65', '57'])}{_r(g, D, 3)}{_r(g, D, 5)}"


def _pacage(g: random.Random) -> str:
    """A French PACAGE number (CAP aid holder): a department and six digits; no public check."""
    return f"0{g.choice(['32', '64', '57'])}{_r(g, D, 6)}"


def _team(g: random.Random) -> str:
    """The Italian tessera sanitaria (TEAM) card number: 80380, then fifteen digits; unchecked."""
    return "80380" + _r(g, D, 15)


def _rea(g: random.Random) -> str:
    """An Italian REA number: a province and up to six digits; no check."""
    return f"{g.choice(['RA', 'MO', 'FC'])}-{g.randrange(100_000, 400_000)}"


def _al_nid(g: random.Random) -> str:
    """An Albanian personal number (NID): a letter, eight digits, a letter; unchecked here."""
    return f"{g.choice('IJK')}{_r(g, D, 8)}{g.choice(UPPER)}"


def _ausweis(g: random.Random) -> str:
    """A German Personalausweis number: nine characters of its alphabet; unchecked."""
    alphabet = "CFGHJKLMNPRTVWXYZ0123456789"
    return g.choice("LMNPRTVWXY") + _r(g, alphabet, 8)


def _utente(g: random.Random) -> str:
    """A Portuguese SNS número de utente: nine digits; unchecked."""
    return g.choice("12") + _r(g, D, 8)


def _osobna(g: random.Random) -> str:
    """A Croatian osobna iskaznica number: nine digits; unchecked."""
    return "1" + _r(g, D, 8)


def _it_passport(g: random.Random) -> str:
    """An Italian passport: two letters and seven digits."""
    return f"Y{g.choice(UPPER)}{_r(g, D, 7)}"


def _fr_passport(g: random.Random) -> str:
    """A French passport: two digits, two letters, five digits."""
    return f"{_r(g, D, 2)}{_r(g, UPPER, 2)}{_r(g, D, 5)}"


_ID_PLACES: dict[str, Maker] = {
    "CAE of the Rioja bodega we buy Tempranillo from, for the e-DA: {s}": _cae,
    "IOSS number for the cellar door webshop's non-EU parcels: {s}": _ioss,
    "numero IOSS del negozio online: {s}": _ioss,
    "Handelsregisternummer vum Saarbrécker Importeur: {s}": _handelsregister,
    "German commercial register number of the Mosel agent, for the contract: {s}": _handelsregister,
    "COE dla ditta ad San Marèin ch'la tô e' nòstar vèin: {s}": _coe,
    "VSK number of the Reykjavík importer: {s}": _vsk,
    "V-number of the Tórshavn wine club, for the invoice: {s}": _faroe_vn,
    "Finnish association number of the Tampere wine society: {s}": _fi_association,
    "lo numèro CVI de la parcèla de Madiran: {s}": _cvi,
    "numéro CVI de l'exploitation de Contz : {s}": _cvi,
    "lo numèro PACAGE deu vinhèr: {s}": _pacage,
    "al nómer dla mî tèssera sanitèria: {s}": _team,
    "numero REA della società agricola: {s}": _rea,
    "numri personal i Gjergjit (NID): {s}": _al_nid,
    "mei Personalausweisnummer: {s}": _ausweis,
    "l miu númaro de outente: {s}": _utente,
    "broj moje osobne iskaznice: {s}": _osobna,
    "lo numèro deu mon passapòrt: {s}": _fr_passport,
    "e' nómer de' mi passapôrt: {s}": _it_passport,
    "numri i pashaportit tim isht {s}": _it_passport,
    "broj od mojega pasaporta je {s}": _it_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 4)}" for _ in range(n)]


_BACKUPS = ["Satispay Business 2FA recovery codes\n{codes}", "spare sign-in codes for the estate's Microsoft 365 {codes}",
            "Cloudbeds backup codes: {codes}", "còdis de secors deu 2FA:\n{codes}",
            "Backup-Codes fir de 2FA: {codes}", "codici di riserva 2FA dal cunt: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Mews:ottavio@vallombra.it?secret={s}&issuer=Mews&period=30",
              "FreeOTP, manual setup key for the Viva Wallet login: {s}",
              "Authy, secret key for the SiteMinder account: {s}",
              "la clau 2FA qu'ei {s}"]  # fmt: skip
_CODES = ["{c} is your Satispay verification code", "BPER: il codice OTP è {c}, non comunicarlo",
          "Ihre TAN lautet {c}", "lo còdi qu'ei {c}, non lo balhes pas",
          "Use {c} to sign in to Cloudbeds"]  # fmt: skip


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


_SSIDS = ["Vallombra-Cantina", "VLB-Barricaia-5G", "Locanda Vallombra Ospiti", "TIM-Brisighella",
          "FASTWEB-Sorbara-2G", "Vodafone-Bertinoro", "Bottling Line 1", "Madiran-Chai",
          "Contz-Keller", "Adega Sendim", "Chambave-Cave", "Civita-Vreshta", "Montemitro-Kantina",
          "Vallombra-Shop"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\nkey: {pw}",
    "cellar network {s}, password {pw}",
    "wifi at the tasting room: {s} / {pw}",
    "ioBroker setup, wireless: SSID {s}, passphrase {pw}",
    "the key on the sticker under the TIM box: {pw}",
    "lo wifi {s}, lo mot de passa qu'ei {pw}",
    "de WLAN {s}, es Passwort is {pw}",
    "e' wifi {s}, la password l'è {pw}",
    "al wifi {s}, la password l'é {pw}",
    "wifi {s}, fjalëkalimi isht {pw}",
    "wifi {s}, šifra je {pw}",
    "l wifi {s}, palabra-passe {pw}",
    "lo wifi {s}, mot de passo {pw}",
    "bottling line HMI wifi: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 16)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("cbat_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 32)),
                 _j((LOWER_DIGITS, 24)), _j((ALNUM, 26))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[dictated on the GoTo call] {t}",
          "(spaced out so the Chatra preview hides it) {t}", "lettra per lettra: {t}",
          "Buschtaf fir Buschtaf: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["lo còdi deu cadenat de la cava: {pw}", "de Code vum Schlass am Keller: {pw}",
          "e' còdiz de' luchèt dla canténa: {pw}", "al còdiz dal luchèt dla canteina: {pw}",
          "kodi i drynit të magazinës: {pw}", "kod od lokota na kantini je {pw}",
          "the barrel-room keypad takes {pw} then the key symbol",
          "padlock on the grappa store at Brisighella: {pw}",
          "l código de l cadeado de la adega: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["barrique", "tonneau", "pigeage", "remuage", "vinaccia", "torchio", "albana",
                 "tannat", "fumin", "elbling", "cappelletti", "garbure", "piadina", "grappa",
                 "sarment", "vendemmia"]  # fmt: skip
_PHRASES = {"Zoho Vault master passphrase for the estate: {p}": " ",
            "Sticky Password master passphrase: {p}": " ",
            "Password Safe database passphrase: {p}": "-", "master passphrase of the shop's password vault: {p}": ".",
            "la frasa secreta deu backup qu'ei {p}": " ", "de Backup-Passphrase: {p}": "_",
            "la frase segreta dal backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Kreya request, header Authorization: Basic {v}": True,
    "lighttpd: setenv.add-request-header = (\"Authorization\" => \"Basic {v}\")": True,
    "Requestly rule export: Authorization: Bearer {v}": False,
    "Talend API Tester environment, Authorization = Basic {v}": True,
    "Firecamp request for the Rezdy call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "pmm-agent.yaml:\nserver:\n  address: pmm.vallombra.lan:443\n  username: admin\n  password: {pw}",
    "imapsync.conf (passfile1):\n{pw}",
    "firebird.conf companion, security3 init script:\ncreate user SYSDBA password '{pw}';",
    "dsm.opt:\nNODENAME CANTINA\nPASSWORDACCESS GENERATE\n* first run: PASSWORD {pw}",
    "sqitch.conf:\n[target \"cellar\"]\n    uri = db:pg://sqitch:{pw}@pg.vallombra.lan/cellar",
    "gfsecurity.properties:\nsecurity-username=cluster\nsecurity-password={pw}",
    "nebula-graphd.conf:\n--enable_authorize=true\n# root set with: ALTER USER root WITH PASSWORD '{pw}';",
    "memgraph.conf:\n--init-file=/etc/memgraph/init.cypher\ninit.cypher: CREATE USER cantina IDENTIFIED BY '{pw}';",
    "orientdb-server-config.xml:\n<user name=\"root\" password=\"{pw}\" resources=\"*\"/>",
    "rqlite auth.json:\n[{{\"username\": \"cantina\", \"password\": \"{pw}\", \"perms\": [\"all\"]}}]",
    "wp-config.php (cellar door shop):\ndefine('DB_USER', 'shop');\ndefine('DB_PASSWORD', '{pw}');",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_host = pg.vallombra.lan",
    "Domoticz hardware setup (Salto bridge):\nPassword: {pw}",
    "hotel-sync/appsettings.json:\n{{\"Smtp\": {{\"User\": \"booking@vallombra.it\", \"Password\": \"{pw}\"}}}}",
    "exaplus profile:\nprofile.cantina.user=sys\nprofile.cantina.password={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Ettore: tasting room wifi password?\nIlaria: {pw}",
    "[05:48] romeo: root pw of the bottling PC?\n[05:49] ettore: {pw}",
    "Marilena: {pw} is the new VinWizard admin password",
    "Tonino: use {pw}, that's what the Bucher has now",
    "Peyrot: lo mot de passa navèth qu'ei {pw}",
    "Gaby: es nei Passwort is {pw}",
    "Loredana: la password nôva l'è {pw}",
    "Gjergji: fjalëkalimi i ri isht {pw}",
    "Jelena: nova šifra je {pw}",
    "Delfina: la palabra-passe nuoba ye {pw}",
    "Noelle: lo mot de passo noveau l'et {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200dword = {pw}", "pass\u00adword => {pw}", "раssword: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ｐａｓｓｗｏｒｄ：{pw}", "pass\u2060wd: {pw}", "pass\u202aword: {pw}",
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
    "the VinWizard admin password is": "{s}", "Bucher press service pw:": "{s} (since the new screen)",
    "lo mot de passa qu'ei": "{s}", "Salto password": "{s}\nchange it after the harvest",
    "es Passwort is": "{s}", "la password l'è": "{s}", "fjalëkalimi isht": "{s}",
    "Videojet password": "{s}",
    "the password Romeo read out over the radio was": "{s}, I think", "la palabra-passe ye": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Ekos API key", "{s}", _j((HEX, 32))),
    ("split_token", "Cloudbeds key:", "{s} (channel sync)", _j("cbat_", (ALNUM, 32))),
    ("split_token", "FareHarbor user key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Bitkey recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 03/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MK"))),
    ("split_backup", "Satispay recovery codes", "{s}\nkwrd4471\nbzmq9025", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Personalausweisnummer", "{s}", _ausweis),
    ("split_phrase", "Zoho Vault passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"vinwizard": {"url": "https://vinwizard.vallombra.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mot_de_passa": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "romeo", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"presses": [{"name": "press-a"}, {"name": "press-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mgconsole", "--host", "mg.vallombra.lan", "--username", "cantina", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "la password dal computer in canteina l\'é {s}"}': ("meta_password", _plain_pw),
    '{"Passwort": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Salto ProAccess as reception with the password {s}"}': ("meta_password", _plain_pw),
    '{"rezdy": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"revinateSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"bokun_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "02/37"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"importer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BY")),
    '{"supplier": {"cae": "{s}"}}': ("meta_id", _cae),
    '{"mfa": {"recovery_codes": ["{s}", "kwrd4471", "bzmq9025"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"harvest_bonus_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"grappa_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "VLB-Barricaia-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"vinwizard-firmware-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/vallombra/booking-sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"cellar: add residual sugar column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"shop: revert excise rounding", usedforsecurity=False).hexdigest()[:8]
_MD5 = hashlib.md5(b"harvest_2033_brix.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"cellar-register-2032.xlsx").hexdigest()
_SHA1 = hashlib.sha1(b"labels-albana-2033.pdf", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the VinWizard password before the harvest starts on 2033-09-02.",
    "Ettore asked for the tasting room wifi password; it's on the card behind the shop till.",
    "Policy: estate passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Chatra; send a vault link instead.",
    "The `.env.example` line `CLOUDBEDS_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Bucher press asks for a new admin password after every software update.",
    "Replace <YOUR_REZDY_KEY> in the README with the key from your Rezdy account.",
    "MEWS_ACCESS_TOKEN and BOKUN_SECRET_KEY must be set before the nightly booking sync runs.",
    "Non dîr mai la tô password a inción.",
    "Non dì mai la tu password a nisun.",
    "Non balhes pas jamei lo ton mot de passa a degun.",
    "Saa dei Passwort kenem, gell?",
    "Mos ja thuaj fjalëkalimin tënd njeriu.",
    "Nemoj reć tvoju šifru nikomu.",
    "Nun digas la tue palabra-passe a naide.",
    "Dèis pa jamé ton mot de passo a gnun.",
    "La contraseña tiene que tener al menos catorce caracteres.",
    "Das Kennwort muss mindestens vierzehn Zeichen haben.",
    "Ton mot de passe doit avoir au moins quatorze caractères.",
    "パスワードは14文字以上にしてください。",
    "Upgraded the VinWizard firmware from 5.1 to 5.2.0 and pymodbus to 3.9.2 on Monday.",
    f"commit {_COMMIT} adds the residual sugar column to the cellar register.",
    f"Rolled back to {_SHORT} after the excise rounding broke the webshop totals.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The VinWizard firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of cellar-register-2032.xlsx: {_SHA512}",
    f"The booking sync runs ghcr.io/vallombra/booking-sync@sha256:{_IMAGE}.",
    f"MD5 of harvest_2033_brix.csv is {_MD5}, same as the copy on the lab share.",
    f"SHA-1 checksum of the Albana label proof: {_SHA1}",
    "Request id 3f1c8a2e-9b47-4d06-a5c3-7e2b90d4f618 is the slow one in the Cloudbeds logs.",
    "Purchase order PO-2033-00712 for 12 new barriques from the Allier cooperage ships Friday.",
    "Ticket 5512: the Sraml chiller on tank 14 keeps alarming at night.",
    "Call the Brisighella cellar door on +39 0546 81 234 before noon.",
    "Booking reference VLB-2033-0418 is the couple from Tórshavn, room 3, two nights.",
    "Pallet SSCC 380123450000012345 went out with 60 cases of Sangiovese Superiore.",
    "Tank 14 is at 14.2 °C, 22.4 Brix, pH 3.41; the barrel room holds at 13 °C.",
    "After five wrong passwords the Salto console locks the user for 15 minutes.",
    "The bottling line fills about 2 400 bottles an hour; a pallet holds 100 cases of six.",
    "The secret of a good Albana passito is patience and a dry October.",
    "Ask Romeo for the barrel-room keypad code, I don't have it.",
    "My card ending 4417 was declined at the Faenza agricultural store.",
    "The Skopje cooperage wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the estate's Satispay account and keep them in the safe.",
    "No wallet's support team will ever ask for your recovery phrase.",
    "Keep `SEVENROOMS_CLIENT_SECRET` in the secrets store, never in the repository.",
    "The padlock on the grappa store sticks in the cold; spray it before winter.",
    "Cloudbeds moved the API credentials page under Settings › Integrations in its March release.",
    "ISBN 978-0-19-870538-3 is the wine atlas on the lab shelf; ORCID iD 0000-0002-1825-0097 is its editor's.",
    "The guest wifi 'Locanda Vallombra Ospiti' has a captive portal, no password needed.",
    "Vat 7 holds 85 hl of Lambrusco di Sorbara DOC, bottled on 2033-03-14, alcohol 11.5 % vol.",
    "The Madiran agent's order of 300 bottles is invoiced as VLB-FT-2033-0193.",
    "Harvest crew shift: 06:30 to 13:00, 18 pickers, 4 tractors, 2 900 kg per hectare.",
    "Version 2.3.1 of the booking sync fixes the duplicate Bókun reservations.",
    "The hotel has 9 rooms; check-in from 15:00, breakfast 07:30 to 10:30.",
    "Lo mot de passa que deu aver quatorze caractèrs au mens.",
    "Es Passwort muss minnestens vierzeh Zeechen hann.",
    "La password la dev avér almanc quattòrdg caràtar.",
    "Fjalëkalimi duhet të ketë të paktën katërmbëdhjetë shkronja.",
    "Parcel tracking 00340434161234567890 left the Faenza depot this morning.",
    "Invoice VLB-FT-2033-0201 was paid by bank transfer on 2033-10-04.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/estate/vinwizard", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "5512", "purchase_order": "PO-2033-00712"}',
    '{"tank": {"id": "T14", "brix": 22.4, "ph": 3.41, "temp_c": 14.2}}',
    '{"phone": "+39 0546 81 234", "city": "Brisighella"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bottles_in_stock": 18420}',
    '{"booking": "VLB-2033-0418", "room": 3, "nights": 2, "request_id": "3f1c8a2e-9b47-4d06-a5c3-7e2b90d4f618"}',
    '{"wine": "Lambrusco di Sorbara DOC", "vintage": 2032, "alcohol_pct": 11.5}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
