# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, fifty-fourth corpus: written blind, without reading the scrubber.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to fiftieth only to search them (grep)
for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
the corpora written beside it, any test nor the reports, and the scrubber was never run on it. Its
own seed, password words, names, places, templates, tools, vendors and layouts, the way the staff
of a municipal cemetery and crematorium (Thornhollow Cemetery & Crematorium: the East Chapel and
its organ, the records office with the burial register in FileMaker, the gatehouse, the grounds
crew and their mowers and grave-digging excavator, the cremator control room with two cremators,
their burners and emissions analysers, the mortuary cold room and the florist's kiosk at the lych
gate; staff from Cosenza, Taranto, Vielha, Aurillac, Dinan, Schwaz, Münster and Telšiai) leak
secrets into an assistant's memory: chat lines, Sleekflow, Zoho SalesIQ and Pure Chat messages,
Mailfence drafts, MojoHelpdesk tickets, Microsoft Planner, SkedPal and Routine notes, handover
sheets, runbooks, e-mails, READMEs, wiki tables, shell and console history, voice-dictated text and
requests to the assistant itself. The hardware behind the passwords (Facultatieve Technologies,
Matthews Environmental, Ruppmann, IFZW, B&L, Envea, Durag, Horiba, Weishaupt, Kromschröder, Lamtec,
Trend's IQ4, Johannus, Rodgers, Viscount, Husqvarna, Stihl, Takeuchi, Wacker Neuson, Mortech,
Mopec, Inner Range, Assa Abloy, Fujitsu, BrightSign, ScreenCloud, Ampetronic, Crouzet, Moeller) is
named by no earlier corpus, beside a few that are (Canon, Konica Minolta, Kyocera, Epson, Buffalo,
Orbit). The commands are of tools heldouts 5 to 50 never name: tabcmd, SchemaSpy, Sysinternals'
Autologon, bitsadmin, hdparm, sedutil-cli, zuluCrypt-cli, dislocker, gpg-preset-passphrase,
virt-builder, behave, Cypress, whmapi1, fleetctl, mosquitto_ctrl, fmsadmin, vmware-cmd,
softhsm2-util, manage-bde (a BitLocker recovery password, eight blocks of six digits each a
multiple of 11), updog, darkhttpd, acrocmd, wbadmin, SQL Anywhere's dbinit, dbbackup and dbunload,
mysqlshow, SQL Workbench's sqlwbconsole, pdfsig, ogrinfo, imposm and pgsql2shp (and Jupyter's
`--ServerApp.token`, a flag none of them uses); configs of DavMail, Teedy, OpenKM, LogicalDOC and
Maarch among others.

About 60 % English (or language-neutral config and shell), the rest in Calabrian, Tarantino,
Aranese, Auvergnat, Gallo, Tyrolean, Westphalian and Samogitian (no earlier docstring names them),
and Italian, French, German, Spanish, Catalan, Lithuanian, Czech, Polish, Dutch, Japanese, Korean,
Simplified Chinese and Russian in wordings of their own. Vendors (Passare, FrontRunner, Parting
Pro, Muneral, CemSites, PlotBox, Deceased Online, Ever Loved, Legacy.com, Tukios, Obitus,
Teleflora, FTD, BloomNation, Interflora, Fleurop, Floranext, Lovingly, Granicus, CivicPlus,
Accela, OpenGov, iWorQ, Cityworks, Idox, Pay360, Civica, BillionGraves, FamilySearch, MyHeritage,
Farewill, Euroflorist, Envea's cloud and Husqvarna's API) are ones heldouts 5 to 50 do not name;
their token shapes are invented here. The ids are kinds those corpora do not use, and python-stdnum
has a module for none of them, so none is checked (no check-digit algorithm is written here):
Austria's ZMR-Zahl, CatSalut's CIP (the Catalan health card's code), a French CAF numéro
d'allocataire, an Italian tessera elettorale number, a German elektronischer Aufenthaltstitel's
number, a Czech identity card (občanský průkaz) number, a Lithuanian driving licence number and a
Japanese national health insurance number, and passports under Calabrian, Aranese, Auvergnat,
Gallo, Tyrolean, Westphalian and Samogitian words and an English one (Italian, Spanish, French,
Austrian, German and Lithuanian shapes), likewise unchecked. Card numbers pass Luhn (Mir and
Dankort prefixes drawn here and checked with python-stdnum's `luhn`, beside the value helpers'
brands). The IBANs are of countries used least by a rough count over heldouts 5 to 50 (the
Dominican Republic, Guatemala and Nicaragua, each in two earlier corpora, and Monaco, Lithuania,
Latvia, Albania and Cyprus, each in three), drawn until `stdnum.iban` validates them; seed phrases
come from `mnemonic`'s English, Italian, Spanish, French, Czech, Korean, Simplified Chinese and
Russian lists.
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

SEED = 71_406_583
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


_FLOWERS = ["Lily", "Hellebore", "Snowdrop", "Chrysanth", "Marigold", "Freesia", "Gladiolus",
            "Carnation", "Foxglove", "Aster", "Lisianthus", "Statice", "Waxflower", "Gerbera"]  # fmt: skip
_RITE = ["Cortege", "Catafalque", "Requiem", "Vesper", "Epitaph", "Taper", "Bier", "Plinth",
         "Kerbstone", "Bellrope", "Cremulator", "Lychgate", "Sexton", "Verger", "Cloister"]  # fmt: skip
_PLACES = ["Thornhollow", "Yewwalk", "Gatehouse", "Glade", "Columbarium", "Belfry", "Sacristy",
           "Cosenza", "Sila", "Taranto", "Tamburi", "Vielha", "Bossost", "Aurillac", "Salers",
           "Dinan", "Becherel", "Schwaz", "Zillertal", "Muenster", "Telgte", "Telsiai", "Plunge"]  # fmt: skip
_NAMES = ["Saverio", "Concetta", "Rocco", "Cosimo", "Addolorata", "Cataldo", "Bernat", "Merce",
          "Peir", "Amable", "Jeanine", "Baptiste", "Loic", "Maelle", "Yannick", "Vinzenz",
          "Notburga", "Florian", "Hermann", "Ludger", "Anneliese", "Vytautas", "Gintare",
          "Stasys", "Prudence", "Wendell", "Hester", "Linus", "Ellis", "Morwenna"]  # fmt: skip
_SECTIONS = ["Yew", "Rowan", "Holly", "Cedar", "Alder", "Hazel", "Linden"]
_SYMBOLS = "!#$%&*?@+=^"
_LEET = ["Cr3m4t0r", "Ch4p3l", "S3xt0n", "V3sp3r", "3p1t4ph", "L1chg4t3", "R3qu13m", "C0rt3g3",
         "K3rbst0n3"]  # fmt: skip


def _plot(g: random.Random) -> str:
    """A section, a row and a plot, the way the grounds crew turns a grave into a password."""
    return f"{g.choice(_SECTIONS)}{g.randrange(1, 30)}-{g.randrange(1, 400)}{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Three random groups of seven letters and digits, as a password manager writes them."""
    return "-".join(_r(g, ALNUM, 7) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FLOWERS)}{g.choice(_RITE)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_RITE, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%&*!?+", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2034)) + g.choice(_SYMBOLS),
    _plot,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_FLOWERS).lower()}.{g.randrange(1950, 2034)}",
    lambda g: f"Urn{g.randrange(100, 1000)}{g.choice(_FLOWERS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 1) + _r(g, LOWER, 5) + g.choice(_SYMBOLS) + _r(g, D, 4) + _r(g, LOWER, 3),
    lambda g: f"{g.choice(_RITE).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generated,
    lambda g: f"{g.choice(_NAMES)}Tends{g.choice(_FLOWERS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "handover sheet, cremator control room: FT III cremator HMI engineer password {pw} — not for the day shift",
    "Matthews Power-Pak II panel, supervisor password {pw}",
    "the Ruppmann remote-service login password is {pw}",
    "IFZW cremator touchscreen, service level 3 password {pw}",
    "B&L abatement unit web page, admin password {pw}",
    "Envea MIR 9000 emissions analyser, maintenance password {pw}",
    "Durag D-R 290 opacity monitor configuration password: {pw}",
    "the Horiba PG-350 calibration menu password is {pw}",
    "Weishaupt WM-G20 burner service password {pw}",
    "Kromschröder BCU 570 parameter password: {pw}",
    "Lamtec BT300 combustion manager, level 2 password {pw}",
    "Trend IQ4 BMS supervisor password for the chapel heating: {pw}",
    "Johannus organ app on the East Chapel console, password {pw}",
    "Viscount organ in the crematorium chapel — the service menu password is {pw}",
    "Husqvarna Automower Connect account password {pw}",
    "Stihl iMOW app password for the Woodland Glade mower: {pw}",
    "Takeuchi TFM telematics login (the grave-digging excavator), password {pw}",
    "Wacker Neuson EquipCare portal password: {pw}",
    "Mortech cold room controller, technician password {pw}",
    "Inner Range Inception panel installer password {pw}",
    "Assa Abloy Incedo gatehouse access admin password {pw}",
    "Fujitsu PaperStream NX Manager admin password {pw}",
    "Canon imageRUNNER ADVANCE in the records office, System Manager password {pw}",
    "Kyocera TASKalfa Command Center admin password: {pw}",
    "BrightSign player for the order-of-service screen, diagnostics password {pw}",
    "Ampetronic hearing-loop driver web password {pw}",
    "Buffalo TeraStation (register scans) admin password {pw}",
    "Crouzet em4 controller for the gate barrier: password {pw}",
    "Mailfence draft to myself: Deceased Online uploader password {pw}",
    "MojoHelpdesk ticket 4412: reset the records office PC password, currently {pw}",
    "Zoho SalesIQ chat with the wholesaler: our Teleflora portal password is {pw}",
    "Pure Chat transcript from the bereavement page: the family-portal test account password {pw}",
    "Sleekflow message from Gintarė: the new Konica Minolta bizhub password {pw}",
    "Microsoft Planner task 'Rotate cremator passwords': FT III now {pw}",
    "SkedPal block 'renew council VPN': VPN password {pw}",
    "Routine note: Epson WorkForce at the florist kiosk, web config password {pw}",
    "Hi Prudence,\n\nthe FileMaker burial register admin password is now {pw}. Please delete this once it's in the vault.\n\nThanks,\nLinus",
    "Incident 2033-02-07: the Envea analyser was reachable from the visitors' wifi with password {pw}",
    "Runbook: cremator 1 cold start\n1. isolate the charging door\n2. log in at the Facultatieve HMI as engineer\n3. password {pw}\n4. start the secondary burner first",
    "README (chapel AV rack)\nthe ScreenCloud player is managed at https://signage.thornhollow.lan, admin password `{pw}`.",
    "my council payroll portal password is {pw} now",
    "can you remember my Rodgers organ library login? the password is {pw}",
    "dictated: the Orbit B-hyve irrigation password is {pw} full stop",
    "note to self: Moeller easy relay in the lych-gate lights, password {pw}",
    "after the reinstall the Mopec lift controller password became {pw}",
    "'A password d'u computer d'a cappella è {pw}, nun 'a dicìri a nuddu",
    "Saverio: 'a password nova d'u forno crematoriu esti {pw}",
    "'a password d'a posta mije jè {pw}",
    "Cosimo: 'a password nove d'u server d'u cimitere jè {pw}",
    "Eth mot de pas deth mèn corrèu ei {pw}",
    "Bernat: eth nau mot de pas deth servidor ei {pw}",
    "Lo mot de passa de mon corrièl es {pw}",
    "Amable: lo mot de passa nòu de l'ordenador es {pw}",
    "Le mot de passe de mon courriél, c'ét {pw}",
    "Maëlle: le nouviau mot de passe du serveur, c'ét {pw}",
    "Mei Passwort fürs Mail isch {pw}",
    "Vinzenz: s'nuie Passwort fürn Server isch {pw}, sog's jo neamd",
    "Mien Passwuort för de Mail is {pw}",
    "Ludger: dat niee Passwuort för den Server is {pw}, vertell dat nümms",
    "Mona el. pašta slaptažuodis īr {pw}",
    "Gintarė: naus serverė slaptažuodis īr {pw}",
    "la password del PC dell'ufficio cimiteriale è {pw}",
    "le mot de passe du poste de la chambre funéraire : {pw}",
    "Das Kennwort für den Einäscherungsofen-PC lautet {pw}",
    "la contraseña del ordenador de la capilla es {pw}",
    "krematoriumo kompiuterio slaptažodis: {pw}",
    "heslo k počítači v obřadní síni je {pw}",
    "火葬炉の制御PCのパスワードは {pw} です",
    "het wachtwoord van de aulacomputer is {pw}",
    "la contrasenya de l'ordinador del tanatori és {pw}",
    "hasło do komputera w kaplicy to {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["saverio", "concetta.m", "rocco", "cosimo", "addolorata", "cataldo.p", "bernat",
          "merce", "peir", "amable", "jeanine.r", "baptiste", "loic", "maelle", "yannick.b",
          "vinzenz", "notburga", "florian.h", "hermann", "ludger", "anneliese", "vytautas",
          "gintare", "stasys", "prudence", "wendell", "hester.k", "linus", "registrar",
          "svc-cremator", "chapel-av", "grounds"]  # fmt: skip
_LOGINS = [
    "records office: the FileMaker login is {u} / {pw}",
    "MojoHelpdesk #4460: {u} locked out of the Trend IQ4, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Crematorium › Emissions › Envea MIR 9000: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Kyocera TASKalfa | {u} | {pw} |",
    "log into the Mortech controller as {u} with {pw}",
    "Fujitsu scanner login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: crem-gw\n  user: {u}\n  pass: {pw}",
    "Sleekflow: account {u}, password {pw}",
    "Linus says the BrightSign account is {u} and the password is {pw}",
    "system,user,password\nbizhub-records,{u},{pw}",
    "ssh {u}@crem-gw.thornhollow.lan (pw {pw})",
    "creds for the Inner Range panel are {u} and {pw}",
    "nome utente {u}, password {pw}, nun 'u dicìri a nuddu",
    "utende {u}, password {pw}",
    "usatgèr {u}, mot de pas {pw}",
    "utilizaire {u}, mot de passa {pw}",
    "identifiant {u}, mot de passe {pw}",
    "Benutzer {u}, Passwort {pw}",
    "Brukernaam {u}, Passwuort {pw}",
    "vartuotuos {u}, slaptažuodis {pw}",
    "utente {u} e password {pw}",
    "uživatel {u}, heslo {pw}",
    "ユーザー名：{u}　パスワード：{pw}",
    "gebruiker {u} / wachtwoord {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["hellebore", "snowdrop", "foxglove", "lisianthus", "cortege", "vesper", "bellrope",
               "kerbstone", "sacristy", "catafalque", "freesia", "gladiolus", "marigold",
               "plinth", "lychgate", "waxflower"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the flower {w}, all lower case, then {d}",
    "password: type {w} and straight after it {d}",
    "for the register PC it's the word {w} followed by {d}",
    "voice memo: the organ app password is {w} and then the number {d}",
    "it's {w}{d}, word and number run together",
    "'a password è 'a parola {w}, e poi ci metti {d}",
    "'a password jè 'a parole {w} e po' {d}",
    "eth mot de pas ei eth mot {w}, e dempús {d}",
    "lo mot de passa es lo mot {w}, puèi {d}",
    "le mot de passe c'ét le mot {w}, e apérs {d}",
    "s'Passwort isch s'Wort {w} und nocher {d}",
    "dat Passwuort is dat Wuort {w} un dann {d}",
    "slaptažuodis īr žuodis {w}, o paskou {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "tabcmd login -s https://tableau.thornhollow.lan -u {u} -p '{pw}'",
    "java -jar schemaspy.jar -t mssql17 -host sql.thornhollow.lan -db BurialRegister -u {u} -p '{pw}' -o /srv/docs/schema",
    "Autologon64.exe /accepteula {u} THORNHOLLOW {pw}",
    "bitsadmin /setcredentials scanjob SERVER BASIC {u} {pw}",
    "hdparm --user-master u --security-set-pass '{pw}' /dev/sdb",
    "sedutil-cli --initialsetup '{pw}' /dev/nvme0",
    "zuluCrypt-cli -o -d /dev/sdc1 -m scans -e rw -p '{pw}'",
    "dislocker -V /dev/sdb1 --user-password='{pw}' -- /mnt/bitlocker",
    "/usr/lib/gnupg/gpg-preset-passphrase --preset -P '{pw}' 7C1D0E2F3A4B5C6D7E8F90A1B2C3D4E5F6A7B8C9",
    "virt-builder debian-12 --hostname crem-gw --root-password password:{pw} -o crem-gw.img",
    "behave -D register_user={u} -D register_password='{pw}' features/burials.feature",
    "npx cypress run --env username={u},password={pw} --spec cypress/e2e/bookings.cy.js",
    "whmapi1 passwd user={u} password='{pw}'",
    "fleetctl login --email {u}@thornhollow.lan --password '{pw}'",
    "mosquitto_ctrl -h mqtt.thornhollow.lan -u admin dynsec createClient {u} -p '{pw}'",
    "fmsadmin list files -u {u} -p '{pw}'",
    "fmsadmin backup BurialRegister.fmp12 -u {u} -p '{pw}'",
    "vmware-cmd -H esx01.thornhollow.lan -U {u} -P '{pw}' -l",
    "softhsm2-util --import register-signing.pem --token records-signing --label regsign --id a1b2 --pin '{pw}'",
    "updog -d /srv/scans --password '{pw}'",
    "darkhttpd /srv/orders-of-service --port 8081 --auth {u}:{pw}",
    "jupyter lab --ip 0.0.0.0 --ServerApp.token='{pw}'",
    "acrocmd backup disk --volume=C --loc=\\\\nas01\\backups --credentials={u},{pw} --arc=records-pc",
    "wbadmin start backup -backupTarget:\\\\nas01\\wbadmin -include:C: -user:{u} -password:{pw} -quiet",
    "dbinit -dba {u},{pw} -p 4096 register.db",
    "dbbackup -c \"UID={u};PWD={pw};Host=sqla.thornhollow.lan;DBN=register\" -y /backup/register",
    "dbunload -c \"UID={u};PWD={pw};DBN=register\" -r reload.sql /tmp/unload",
    "mysqlshow -h florist-db.thornhollow.lan -u {u} -p'{pw}' florist",
    "sqlwbconsole -url=jdbc:sqlserver://sql.thornhollow.lan:1433 -username={u} -password={pw} -command='select count(*) from dbo.Interments'",
    "pdfsig -upw '{pw}' deed-of-grant-2033-0412.pdf",
    "ogrinfo \"PG:host=gis.thornhollow.lan dbname=plots user={u} password={pw}\" -sql 'select count(*) from graves'",
    "imposm import -connection postgis://{u}:{pw}@gis.thornhollow.lan/osm -mapping mapping.yml -read grounds.osm.pbf -write",
    "pgsql2shp -f plots.shp -h gis.thornhollow.lan -u {u} -P '{pw}' plots \"select * from graves where section = 'F'\"",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Records> {c}", "C:\\Windows\\system32> {c}", "root@crem-gw:~# {c}",
    "sexton@gatehouse-pi:~ $ {c}", "PythonAnywhere bash console: {c}", "Neovim toggleterm: {c}",
    "jEdit Console plugin, System shell: {c}", "records-office laptop, cmd.exe:\n{c}",
    "history | tail -3\n  412  cd /srv/register\n  413  {c}\n  414  exit",
    "from the cremator PC's .bash_history: {c}", "pasted into MojoHelpdesk #4466: {c}",
    "Hermann ran this on the NAS last night: {c}", "Windows Terminal, Admin tab: {c}",
    "'u comandu chi aju lanciatu: {c}", "'u comande ca agghie lanciate: {c}",
    "era comanda qu'è lançat: {c}", "la comanda qu'ai lançada: {c}",
    "la commande qu'j'ai lancée: {c}", "dr Befehl, den i gstartet hab: {c}",
    "de Befehl, den ick startet häb: {c}", "kuomanda, katra paleidau: {c}",
    "Befehl aus der Konsole im Ofenraum: {c}", "comando lanciato dal PC dei forni: {c}",
    "commande tapée sur le poste des fours : {c}", "実行したコマンド：{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _recovery_password(g: random.Random) -> str:
    """A BitLocker recovery password: eight blocks of six digits, each a multiple of 11 below
    720 896."""
    return "-".join(f"{11 * g.randrange(1, 65_536):06d}" for _ in range(8))


def _cli(rng: random.Random, n: int) -> list[Sample]:
    """``n`` commands in a frame: the templates with a plain password, and one BitLocker unlock."""
    samples = v.fill(rng, "cli_password", _CLI, n - 1, _plain_pw, u=_USERS)
    key = _recovery_password(rng)
    samples.append(Sample("cli_password", f"manage-bde -unlock E: -RecoveryPassword {key}", key))
    return v.framed(rng, samples, _SHELLS)


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_URLS = [
    "db2://{u}:{pw}@db2.thornhollow.lan:50000/BURIALS",
    "ibm_db_sa://{u}:{pw}@db2.thornhollow.lan:50000/BURIALS",
    "hana+hdbcli://{u}:{pw}@hana.thornhollow.lan:30015",
    "teradatasql://{u}:{pw}@td.thornhollow.lan/?database=archive",
    "snowflake://{u}:{pw}@thornhollow-xy12345/REGISTER/PUBLIC?warehouse=COMPUTE_WH",
    "trino://{u}:{pw}@trino.thornhollow.lan:8443/hive",
    "neo4j+s://{u}:{pw}@graph.thornhollow.lan:7687",
    "rediss://{u}:{pw}@cache.thornhollow.lan:6380/2",
    "mongodb+srv://{u}:{pw}@register.k3x9q.mongodb.net/bookings?retryWrites=true",
    "imaps://{u}:{pw}@mail.thornhollow.lan:993/INBOX",
    "vnc://{u}:{pw}@crem2-hmi.thornhollow.lan:5900",
    "webdavs://{u}:{pw}@dav.thornhollow.lan/scans/",
    "jdbc:sqlanywhere:UserID={u};Password={pw};Host=sqla.thornhollow.lan:2638;DatabaseName=register",
    "jdbc:informix-sqli://ifx.thornhollow.lan:9088/burials:INFORMIXSERVER=ol_th;user={u};password={pw}",
    "Server=pg.thornhollow.lan;Port=5432;Database=register;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "REGISTER_DB_URL={c}", "connection string for the register, the old box: {c}",
    "keep this for me: {c}", "'a stringa de connessione è {c}", "era cadena de connexion ei {c}",
    "d'Verbindung isch {c}", "MojoHelpdesk #4471: {c}", "接続文字列：{c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "thornhollow-cemeteries", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "plots:read interments:write"}  # fmt: skip
        header = {"alg": "ES256", "typ": "JWT", "kid": _r(g, LOWER_DIGITS, 16)}
        return _jwt_of(g, header, claims, 86)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Passare", "PASSARE_API_KEY", lambda g: v.uuid4(g, "8")),
    ("FrontRunner", "FRONTRUNNER_API_TOKEN", _j((ALNUM, 40))),
    ("Parting Pro", "PARTINGPRO_SECRET", _j("pp_live_", (ALNUM, 32))),
    ("Muneral", "MUNERAL_API_KEY", _j((HEX, 32))),
    ("CemSites", "CEMSITES_TOKEN", _vendor_jwt("https://auth.cemsites.com")),
    ("PlotBox", "PLOTBOX_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Deceased Online", "DECEASED_ONLINE_API_KEY", _j((UPPER_HEX, 40))),
    ("Ever Loved", "EVERLOVED_API_TOKEN", _j((ALNUM, 36))),
    ("Legacy.com", "LEGACY_PARTNER_KEY", _j((HEX, 64))),
    ("Tukios", "TUKIOS_API_KEY", _j("tuk_", (ALNUM, 40))),
    ("Obitus", "OBITUS_STREAM_KEY", lambda g: "-".join(_r(g, LOWER_DIGITS, 4) for _ in range(5))),
    ("Teleflora", "TELEFLORA_CLIENT_SECRET", _j((B64, 43), "=")),
    ("FTD", "FTD_API_KEY", _j((UPPER_DIGITS, 32))),
    ("BloomNation", "BLOOMNATION_SECRET_KEY", _j("bn_sk_", (ALNUM, 32))),
    ("Interflora", "INTERFLORA_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Fleurop", "FLEUROP_API_SECRET", _j((HEX, 40))),
    ("Floranext", "FLORANEXT_API_TOKEN", _j((ALNUM, 48))),
    ("Lovingly", "LOVINGLY_API_KEY", _j((URLSAFE, 43))),
    ("Granicus", "GRANICUS_API_TOKEN", _vendor_jwt("https://id.granicus.com")),
    ("CivicPlus", "CIVICPLUS_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Accela", "ACCELA_APP_SECRET", _j((HEX, 32))),
    ("OpenGov", "OPENGOV_API_KEY", _j("og_", (URLSAFE, 40))),
    ("iWorQ", "IWORQ_API_KEY", _j((UPPER_HEX, 32))),
    ("Cityworks", "CITYWORKS_TOKEN", _j((B64, 86), "==")),
    ("Idox", "IDOX_UNIFORM_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Pay360", "PAY360_ISV_SECRET", _j((ALNUM, 32))),
    ("Civica", "CIVICA_PAY_SECRET", _j((HEX, 64))),
    ("BillionGraves", "BILLIONGRAVES_API_KEY", _j((HEX, 32))),
    ("FamilySearch", "FAMILYSEARCH_CLIENT_SECRET", _j((UPPER_DIGITS, 24))),
    ("MyHeritage", "MYHERITAGE_API_TOKEN", _j((ALNUM, 40))),
    ("Farewill", "FAREWILL_API_KEY", _j("fw_live_", (ALNUM, 32))),
    ("Euroflorist", "EUROFLORIST_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Envea Cloud", "ENVEA_CLOUD_TOKEN", _j((B64, 60))),
    ("Husqvarna", "HUSQVARNA_APP_SECRET", lambda g: v.uuid4(g, "b")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "set {env}={tok}",
    "$env:{env} = \"{tok}\"",
    "setx {env} \"{tok}\"",
    ".env.production:\n{env}=\"{tok}\"",
    "app.yaml:\nenv_variables:\n  {env}: \"{tok}\"",
    "dokku config:set register-api {env}={tok}",
    ".kamal/secrets:\n{env}={tok}",
    "netlify env:set {env} {tok}",
    "railway variables --set \"{env}={tok}\"",
    "appsettings.Development.json: {{ \"{env}\": \"{tok}\" }}",
    ".htaccess:\nSetEnv {env} {tok}",
    "nginx site: fastcgi_param {env} {tok};",
    "crontab -l\n{env}={tok}\n0 3 * * * /opt/register/sync.sh",
    "Jenkinsfile: environment {{ {env} = '{tok}' }}",
    "supervisor [program:obit-sync]\nenvironment={env}=\"{tok}\"",
    "Thornhollow Register › Admin › Connectors › {vendor} › API key: {tok}",
    "records office wiki, table 'Connectors': | {vendor} | live | {tok} |",
    "Microsoft Planner task: swap the {vendor} key {tok} before the audit",
    "MojoHelpdesk #4431: {vendor} import returns 403 with key {tok}",
    "Zoho SalesIQ, to the {vendor} support agent: our key is {tok}",
    "please store the {vendor} API key for me: {tok}",
    "{vendor} integration broken since Monday, current key {tok}",
    "the {vendor} token Hermann set up: {tok}",
    "'a chiavi API 'e {vendor} è {tok}",
    "'a chiave API de {vendor} jè {tok}",
    "era clau API de {vendor} ei {tok}",
    "la clau d'API de {vendor} es {tok}",
    "la clë d'API de {vendor}, c'ét {tok}",
    "dr API-Schlüssl vo {vendor} isch {tok}",
    "de API-Slüöttel van {vendor} is {tok}",
    "{vendor} API rakts īr {tok}",
    "chiave API {vendor} per l'ufficio cimiteriale: {tok}",
    "clé API {vendor} pour la chambre funéraire : {tok}",
    "API-Schlüssel für {vendor} (Friedhofsverwaltung): {tok}",
    "clave API de {vendor} para el tanatorio: {tok}",
    "{vendor} API raktas: {tok}",
    "API klíč pro {vendor}: {tok}",
    "{vendor} のAPIキーは {tok}",
    "API-sleutel van {vendor} voor het crematorium: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    tukios = "tuk_" + _r(rng, ALNUM, 40)
    passare = v.uuid4(rng, "8")
    teleflora = _r(rng, B64, 43) + "="
    muneral = _r(rng, HEX, 32)
    floranext = _r(rng, ALNUM, 48)
    civicplus = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'resp = httpx.get("https://api.tukios.com/v1/obituaries", headers={{"Authorization": "Token {tukios}"}})', tukios),
        Sample("vendor_token", f"curl -H 'X-Passare-Key: {passare}' https://api.passare.com/v2/cases?status=open", passare),
        Sample("vendor_token", f"$client = new \\Teleflora\\Client('thornhollow', '{teleflora}');", teleflora),
        Sample("vendor_token", f'let muneral = MuneralSDK(apiKey: "{muneral}")', muneral),
        Sample("vendor_token", f'web.config:\n<appSettings>\n  <add key="FloranextApiToken" value="{floranext}" />\n</appSettings>', floranext),
        Sample("vendor_token", f'client := civicplus.NewClient("thornhollow", "{civicplus}")', civicplus),
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


_BARE_PLACES = ["{t}", "Sleekflow: {t}", "shown once, so pasting it here:\n{t}", "'u token è {t}",
                "dat Token: {t}", "{t}\n^ the new one, the old one is revoked",
                "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 64), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES-256 key for the FileMaker register's encryption at rest (hex): {h}": 64,
    "HMAC secret for the Pay360 payment callback: {h}": 64,
    "LoRaWAN AppKey of the soil sensor in the Woodland Glade: {h}": 32,
    "Modbus security PSK between cremator 2 and the SCADA box: {h}": 32,
    "SNMPv3 localized privacy key for the gatehouse switch: {h}": 40,
    "'a chiavi d'u backup d'u registru: {h}": 64,
    "dr Schlüssl fürs Backup vom Friedhofsregister: {h}": 64,
    "atsarginės kuopėjės šifravėma rakts: {h}": 48,
    "eth clau de chifratge dera còpia: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "MojoHelpdesk #4452: token copied from the browser's dev tools {t}",
    "Cookie: lang=de-AT; th_session={t}",
    "REGISTER_PORTAL_TOKEN={t}",
    "hang on to this bearer token for me {t}",
    "'u token è {t}",
    "dat Token is {t}",
    "Pure Chat transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://login.thornhollow.lan/realms/cemeteries",
            "azp": "register-portal",
            "roles": ["registrar", "chapel"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, LOWER_DIGITS, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for crem-gw, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "C:\\ProgramData\\Register\\tls\\register.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PAY360_SIGNING_KEY": "{key}", "env": "live"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_gis <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "MojoHelpdesk #4480, pasted by the FileMaker consultant:\n{key}": ("PRIVATE KEY", "\n"),
    "'a chiavi privata d'u server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the coroner's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it off the steel plate before I shred the card: {p}": "english",
    "Nunchuk recovery phrase\n{p}": "english",
    "BlueWallet words of the memorial-bench fund (emptied): {p}": "english",
    "Zeus wallet seed: {p}": "english",
    "voice memo: the Cake Wallet recovery words are {p} and that's all of them": "english",
    "'e palori d'u portafogliu Exodus: {p}": "italian",
    "eras paraules de recuperacion deth portafuelhs: {p}": "spanish",
    "les mots de secours du portefeulle, c'ét : {p}": "french",
    "obnovovací fráze peněženky Trezor: {p}": "czech",
    "지갑 복구 문구: {p}": "korean",
    "钱包助记词：{p}": "chinese_simplified",
    "сид-фраза кошелька: {p}": "russian",
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
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Mir's, Dankort's: brands the value helpers
    do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    if brand == "dankort":
        return _card_of(rng, ["5019"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Sleekflow, Prudence: the council purchase card for the Weishaupt parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "MojoHelpdesk #4490: pay the Envea service visit with card {c}",
    "'u numeru d'a carta mia: {c}, {mm}/{yy}",
    "'u nùmere d'a carte mije jè {c}",
    "eth numèro dera mia carta: {c}, {mm}/{yy}",
    "lo numèro de ma carta es {c}",
    "le numero de ma carte, c'ét {c}, {mm}/{yy}",
    "mei Kortnnummer isch {c}",
    "mien Kaartennummer is {c}, {mm}/{yy}",
    "mona kuortelės numeris: {c}",
]  # fmt: skip


_BRANDS = ["visa", "mir", "mastercard", "amex", "dankort", "discover", "jcb", "maestro", "diners",
           "unionpay"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Maestro {c} valid to 11/36, CVC {cvv}",
               "Amex {c}, the four small digits printed above the number on the front: {cvv}",
               "'i tri nùmmari d'arretu 'a carta: {cvv}",
               "de drei Zifferen hintn af dr Kort: {cvv}",
               "trīs skaitmenīs ont kuortelės nogarės: {cvv}",
               "les trois chiffes derriere la carte : {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "maestro"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 50 (two or three earlier corpora each);
# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"DO": "cccc" + "n" * 20, "GT": "c" * 24, "NI": "aaaa" + "n" * 20,
                "MC": "n" * 10 + "c" * 11 + "nn", "LT": "n" * 16, "LV": "aaaa" + "c" * 13,
                "AL": "n" * 8 + "c" * 16, "CY": "n" * 8 + "c" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TH-2033-044: pay the Johannus organ service to {i} within 14 days",
    "save the Monaco florist's IBAN: {i}",
    "IBAN: {i}\nReference: memorial bench, plot F-12-07",
    "Sleekflow #finance: the stonemason's new bank details, IBAN {i}",
    "l'IBAN mio è {i}",
    "l'IBAN mije jè {i}",
    "eth mèn IBAN ei {i}",
    "mon IBAN es {i}",
    "mon IBAN, c'ét {i}",
    "mei IBAN isch {i}",
    "mien IBAN is {i}",
    "mona IBAN: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _zmr(g: random.Random) -> str:
    """Austria's ZMR-Zahl (Zentrales Melderegister): twelve digits, no public check."""
    number = "000" + g.choice("123456789") + _r(g, D, 8)
    return f"{number[:4]} {number[4:8]} {number[8:]}" if g.random() < 0.5 else number


def _cip(g: random.Random) -> str:
    """CatSalut's CIP: four letters of the surnames, a sex digit, a birth date and a serial; no
    public check."""
    born = f"{g.randrange(40, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    return f"{_r(g, UPPER, 4)}{g.choice('01')}{born}{_r(g, D, 3)}"


def _caf(g: random.Random) -> str:
    """A French CAF numéro d'allocataire: seven digits, no public check."""
    return g.choice("123456789") + _r(g, D, 6)


def _tessera(g: random.Random) -> str:
    """An Italian tessera elettorale number: nine digits, no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _eat(g: random.Random) -> str:
    """A German elektronischer Aufenthaltstitel's document number: a letter and eight characters
    of the card alphabet; its check digit lives in the machine-readable zone, not written here."""
    return g.choice("YU") + _r(g, "0123456789CFGHJKLMNPRTVWXYZ", 8)


def _cz_op(g: random.Random) -> str:
    """A Czech občanský průkaz number: nine digits, no public check."""
    return g.choice("12") + _r(g, D, 8)


def _lt_licence(g: random.Random) -> str:
    """A Lithuanian driving licence number: eight digits, no public check."""
    return g.choice("123456789") + _r(g, D, 7)


def _jp_hoken(g: random.Random) -> str:
    """A Japanese national health insurance number (被保険者番号): eight digits, no public check."""
    return _r(g, D, 8)


def _it_passport(g: random.Random) -> str:
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _es_passport(g: random.Random) -> str:
    return "PA" + _r(g, UPPER, 1) + _r(g, D, 6)


def _fr_passport(g: random.Random) -> str:
    return f"{g.randrange(10, 24)}{_r(g, UPPER, 2)}{_r(g, D, 5)}"


def _at_passport(g: random.Random) -> str:
    return g.choice("PU") + _r(g, D, 7)


def _de_passport(g: random.Random) -> str:
    return "C" + _r(g, "0123456789CFGHJKLMNPRTVWXYZ", 8)


def _lt_passport(g: random.Random) -> str:
    return g.choice("23") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "mei ZMR-Zahl isch {s}": _zmr,
    "ZMR-Zahl des Verstorbenen für die Sterbeurkunde: {s}": _zmr,
    "eth mèn còdi CIP de CatSalut ei {s}": _cip,
    "codi CIP de la targeta sanitària: {s}": _cip,
    "mon numéro d'allocataire de la CAF, c'ét {s}": _caf,
    "mon numèro d'alocatari de la CAF es {s}": _caf,
    "'u numeru d'a tessera elettorali mia è {s}": _tessera,
    "'u nùmere d'a tessere elettorale mije jè {s}": _tessera,
    "mien Aufenthaltstitel-Nummer is {s}": _eat,
    "residence permit (eAT) number of the new grounds worker: {s}": _eat,
    "číslo občanky: {s}": _cz_op,
    "mona vairouotuojė pažīmiejėma numeris īr {s}": _lt_licence,
    "vairuotojo pažymėjimo nr. {s}": _lt_licence,
    "国民健康保険の被保険者番号：{s}": _jp_hoken,
    "'u numeru d'u passaportu meu: {s}": _it_passport,
    "eth mèn passapòrt: {s}": _es_passport,
    "mon passapòrt es lo {s}": _fr_passport,
    "mon passepòrt, c'ét {s}": _fr_passport,
    "mei Passnummer isch {s}": _at_passport,
    "Nummer van mien Reisepass: {s}": _de_passport,
    "mona paso numeris: {s}": _lt_passport,
    "passport number for the repatriation paperwork to Bari: {s}": _it_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 3)}{_r(rng, D, 2)}.{_r(rng, LOWER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = ["Claris ID backup codes\n{codes}",
            "spare sign-in codes for the records@ Microsoft 365 account {codes}",
            "Pay360 recovery codes: {codes}", "'i codici de riserva d'u 2FA: {codes}",
            "Notfallcodes fürs Konto: {codes}", "atsarginē 2FA kuodā: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/PlotBox:registrar@thornhollow.lan?secret={s}&issuer=PlotBox&period=30",
              "Aegis, manual entry for the Pay360 admin: {s}",
              "setup key for the council VPN 2FA: {s}",
              "eth secret TOTP deth compte: {s}"]  # fmt: skip
_CODES = ["{c} is your Pay360 sign-in code", "Civica Pay: your one-time passcode is {c}. It expires in 10 minutes.",
          "Dei Bestätigungscode isch {c}", "Il tuo codice di verifica è {c}",
          "Jūsų patvirtinimo kodas: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Thornhollow-Staff", "TH-Crem-Ctrl", "ChapelAV-5G", "Gatehouse-2G", "FloristKiosk",
          "Records-Office", "Lodge-Sexton", "TH-Grounds-Yard", "Mortuary_Lab", "EastChapel-Organ"]  # fmt: skip
_WIFI_PLACES = [
    "staff wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "ubus call uci set '{{\"config\":\"wireless\",\"section\":\"default_radio0\",\"values\":{{\"ssid\":\"{s}\",\"key\":\"{pw}\"}}}}'",
    "/etc/netctl/chapel-wlan:\nInterface=wlan0\nConnection=wireless\nSecurity=wpa\nESSID='{s}'\nKey='{pw}'",
    "SSID: {s}\nPassphrase: {pw}",
    "wifi in the sexton's lodge: {s} / {pw}",
    "the key on the sticker under the records-office router: {pw}",
    "laminated card at the florist kiosk: network {s}, password {pw}",
    "'a password d'u wifi {s} è {pw}",
    "'a password d'u wifi {s} jè {pw}",
    "eth mot de pas deth wifi {s} ei {pw}",
    "lo mot de passa del wifi {s} es {pw}",
    "le mot de passe du wifi {s}, c'ét {pw}",
    "s'WLAN-Passwort fürs {s} isch {pw}",
    "dat WLAN-Passwuort för {s} is {pw}",
    "wifi {s} slaptažuodis īr {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("pp_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("fw_live_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}",
          "[dictated on the phone to the FileMaker consultant] {t}",
          "(spaced so the Sleekflow preview won't show it) {t}",
          "'u token, littra pi littra: {t}", "dat Token, Bookstaaw för Bookstaaw: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", " . ", "·"][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["key safe beside the mortuary door: {pw}", "the columbarium key box takes {pw} then OK",
          "padlock on the spoil-yard gate: {pw}", "'u còdici d'u catinazzu d'u magazzinu: {pw}",
          "'u codice d'u lucchette d'a baracche: {pw}", "eth còdi deth cadenat dera bòrda: {pw}",
          "le code du cadenas de la remise : {pw}", "dr Code fürs Vorhängschloss vom Schupfn: {pw}",
          "spīnos kuods ont sandielė: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["hellebore", "yew", "lantern", "cloister", "bellrope", "snowdrop", "kerbstone",
                 "lichen", "taper", "moss", "sexton", "vesper", "foxglove", "plinth", "gloaming",
                 "rook"]  # fmt: skip
_PHRASES = {"Total Password master passphrase: {p}": " ",
            "Secrets (Outercorner) vault passphrase: {p}": "-",
            "SecureSafe passphrase for the register scans: {p}": " ",
            "Passman vault passphrase: {p}": ".", "Clipperz passphrase: {p}": " ",
            "d'Passphrase fürs Backup isch {p}": "_",
            "atsarginės kuopėjės slaptafrazė: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Power Automate HTTP action, header Authorization: Basic {v}": True,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Fiddler capture of the PlotBox sync: Authorization: Bearer {v}": False,
    "n8n HTTP Request node, header Authorization = Basic {v}": True,
    "Caddyfile: header_up Authorization \"Bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "davmail.properties:\ndavmail.enableProxy=true\ndavmail.proxyUser=records\ndavmail.proxyPassword={pw}",
    "teedy docker-compose.yml:\n    environment:\n      DATABASE_USER: teedy\n      DATABASE_PASSWORD: {pw}",
    "OpenKM server.xml:\n<Resource name=\"jdbc/OpenKMDS\" auth=\"Container\" type=\"javax.sql.DataSource\" username=\"openkm\" password=\"{pw}\" url=\"jdbc:mysql://localhost:3306/okmdb\"/>",
    "LogicalDOC conf/context.properties:\njdbc.username=logicaldoc\njdbc.password={pw}\njdbc.url=jdbc:mysql://localhost/logicaldoc",
    "Maarch config/config.json:\n{{\"database\": [{{\"server\": \"127.0.0.1\", \"port\": \"5432\", \"user\": \"maarch\", \"password\": \"{pw}\", \"name\": \"maarch_courrier\"}}]}}",
    "/etc/odbc.ini:\n[Register]\nDriver=/opt/sqlanywhere17/lib64/libdbodbc17.so\nHost=sqla.thornhollow.lan:2638\nUID=dba\nPWD={pw}",
    "/root/.smbcred-records:\nusername=records\npassword={pw}\ndomain=THORNHOLLOW",
    "application.yml:\nspring:\n  datasource:\n    url: jdbc:postgresql://pg.thornhollow.lan/bookings\n    username: bookings\n    password: {pw}",
    "appsettings.json:\n{{\"ConnectionStrings\": {{\"Register\": \"Server=sql.thornhollow.lan;Database=Register;User Id=reg_app;Password={pw};\"}}}}",
    "hibernate.cfg.xml:\n<property name=\"hibernate.connection.username\">plots</property>\n<property name=\"hibernate.connection.password\">{pw}</property>",
    "web.config:\n<appSettings>\n  <add key=\"SmtpUser\" value=\"noreply@thornhollow.lan\" />\n  <add key=\"SmtpPassword\" value=\"{pw}\" />\n</appSettings>",
    "/etc/apt/auth.conf.d/register.conf:\nmachine apt.thornhollow.lan\nlogin deploy\npassword {pw}",
    "~/.m2/settings.xml:\n<server>\n  <id>thornhollow-releases</id>\n  <username>ci</username>\n  <password>{pw}</password>\n</server>",
    "/etc/postfix/sasl_passwd:\n[smtp.thornhollow.lan]:587 noreply@thornhollow.lan:{pw}",
    "pjsip.conf:\n[chapel-phone]\ntype=auth\nauth_type=userpass\nusername=201\npassword={pw}",
    "settings.py:\nDATABASES = {{\"default\": {{\"ENGINE\": \"django.db.backends.postgresql\", \"NAME\": \"bookings\", \"USER\": \"bookings\", \"PASSWORD\": \"{pw}\"}}}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Wendell: chapel PC password?\nHester: {pw}",
    "[07:41] linus: root pw for crem-gw?\n[07:42] ludger: {pw}",
    "Prudence: {pw} is the new FileMaker admin password",
    "Ellis: try {pw}, that's what the bizhub has now",
    "Rocco: 'a password nova è {pw}",
    "Cataldo: 'a password nove jè {pw}",
    "Pèir: eth nau mot de pas ei {pw}",
    "Jeanine: lo mot de passa nòu es {pw}",
    "Notburga: s'nuie Passwort isch {pw}",
    "Stasys: naus slaptažuodis īr {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2063word = {pw}", "passw\u200dord → {pw}", "passwοrd: {pw}",
    "𝑝𝑎𝑠𝑠𝑤𝑜𝑟𝑑: {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ {pw}", "p\u200ca\u200cs\u200cs\u200cw\u200co\u200cr\u200cd: {pw}",
    "Pass\u034fword - {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's counts).
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
    "the FT III engineer password is": "{s}",
    "FileMaker register admin pw:": "{s} (since the Claris upgrade)",
    "'a password d'u forno è": "{s}",
    "eth mot de pas ei": "{s}",
    "Mei Passwort isch": "{s}\nnet weitersogn",
    "Envea analyser password": "{s}",
    "slaptažuodis īr": "{s}",
    "le mot de passe, c'ét": "{s}",
    "Trend IQ4 supervisor password": "{s}\nchange it after the winter service",
    "the password Ludger shouted across the yard was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "PlotBox client secret", "{s}", _j((URLSAFE, 48))),
    ("split_token", "Tukios key:", "{s} (obituary sync)", _j("tuk_", (ALNUM, 40))),
    ("split_token", "Passare API key", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "Sparrow wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 03/37", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LT"))),
    ("split_backup", "Pay360 recovery codes", "{s}\nkrt41.x9q2m\nbwe07.3hv8p", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ZMR-Zahl", "{s}", _zmr),
    ("split_phrase", "SecureSafe passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"cremator_2": {"hmi": "ft3-hmi.thornhollow.lan", "engineer_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"passwuort": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "registrar", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"printers": [{"name": "bizhub-records"}, {"name": "taskalfa-chapel", "admin_pw": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["fmsadmin", "list", "files", "-u", "admin", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "eth mot de pas deth servidor ei {s}"}': ("meta_password", _plain_pw),
    '{"slaptažuodis": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Mortech controller as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"plotbox": {"client_secret": "{s}"}}': ("meta_token", _j((URLSAFE, 48))),
    '{"tukiosApiKey": "{s}"}': ("meta_token", _j("tuk_", (ALNUM, 40))),
    '{"legacy_key": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Token {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"florist_order": {"card": "{s}", "expiry": "09/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "dankort"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MC")),
    '{"deceased": {"zmr_zahl": "{s}"}}': ("meta_id", _zmr),
    '{"mfa": {"spare_codes": ["{s}", "krt41.x9q2m", "bwe07.3hv8p"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"memorial_fund_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"sensor": {"lorawan_appkey": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"mortuary": {"keysafe_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "TH-Crem-Ctrl", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyodbc-5.2.0-cp312-cp312-manylinux_2_17_x86_64.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"envea-mir9000-fw-4.2.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/thornhollow/bookings:2.9").hexdigest()
_COMMIT = hashlib.sha1(b"register: add cremation numbers", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"plots: revert section F polygons", usedforsecurity=False).hexdigest()[:8]
_MD5 = hashlib.md5(b"order-of-service-template.docx", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"register-export-2032.csv").hexdigest()

CLEAN = [
    "Remind me to change the FT III cremator password before the service visit on 2033-03-14.",
    "Ludger asked for the staff wifi password; it's on the card in the gatehouse drawer.",
    "Policy: council passwords are at least 14 characters and live only in the password vault.",
    "Please don't paste passwords into Sleekflow; share a vault link instead.",
    "The `.env.example` line `PLOTBOX_CLIENT_SECRET=<set-in-vault>` is a placeholder; the real one is in the vault.",
    "The Kyocera asks for a new admin password after every firmware update.",
    "Replace <YOUR_TUKIOS_KEY> in the README with the key from the Tukios dashboard.",
    "PASSARE_API_KEY and LEGACY_PARTNER_KEY must be set before the nightly obituary sync runs.",
    "Nun dicìri a nuddu 'a password tua.",
    "No dicere a nisciune 'a password toje.",
    "Non digues a digun eth tòn mot de pas.",
    "Diguetz pas a degun vòstre mot de passa.",
    "Dis pas ton mot de passe a parsoune.",
    "Sog neamd dei Passwort.",
    "Vertell nümms dien Passwuort.",
    "Nasakīk nikam sava slaptažuodė.",
    "La password deve avere almeno quattordici caratteri.",
    "Das Passwort muss mindestens vierzehn Zeichen haben.",
    "Slaptažodis turi būti bent 14 simbolių.",
    "Heslo musí mít alespoň čtrnáct znaků.",
    "La contraseña tiene que tener al menos catorce caracteres.",
    "Upgraded FileMaker Server from 20.3 to 21.1 and the Envea firmware to 4.2.7 over the weekend.",
    f"commit {_COMMIT} adds the cremation number to the register export.",
    f"Reverted to {_SHORT} after the plot-map import broke the Section F polygons.",
    f"requirements.txt: pyodbc==5.2.0 --hash=sha256:{_WHEEL_SUM}",
    f"The Envea firmware 4.2.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of register-export-2032.csv: {_SHA512}",
    f"The booking API runs ghcr.io/thornhollow/bookings@sha256:{_IMAGE}.",
    f"MD5 of order-of-service-template.docx is {_MD5}, same as the copy on the chapel share.",
    "Request id 3f9c2a71-8e4b-4d16-a0c5-7b2e91d4f608 is the slow call in the PlotBox logs.",
    "Purchase order PO-2033-00912 for 300 memorial roses ships on Friday.",
    "MojoHelpdesk #4412: the cremator 2 afterburner alarm keeps tripping at 850 °C.",
    "Call the gatehouse on +44 1632 960 418 if a cortege will arrive after 15:00.",
    "Cremation number C-2033-0417 is booked for Thursday at 11:30 in the East Chapel.",
    "Grave F-12-07 (Section F, row 12, plot 7) needs its kerbstone reset after the frost.",
    "The burial register entry 1887/442 records a sexton's fee of two shillings.",
    "Cremator 2 holds 850 °C in the secondary chamber; a cycle takes about 90 minutes.",
    "After five wrong passwords the FileMaker account locks for 15 minutes.",
    "The Woodland Glade is 1.2 hectares; a natural burial plot is 2.5 m by 1.2 m.",
    "The secret of a good chrysanthemum wreath is wiring every stem before the moss goes on.",
    "Ask Hester for the key safe code, I don't have it.",
    "My card ending 4417 was declined at the florist's wholesaler.",
    "The Monaco florist wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Pay360 account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TUKIOS_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the spoil-yard gate seizes in the frost; oil it every month.",
    "PlotBox moved the API key page under Settings › Integrations in its spring release.",
    "ISBN 978-0-14-044913-6 is the churchyard guide in the records office; ORCID iD 0000-0002-1825-0097 belongs to its editor.",
    "The chapel guest wifi 'Thornhollow-Visitors' is open, no password needed.",
    "Invoice INV-2033-0231: 48 wreaths and 12 sprays, £1,284.50 in total.",
    "'U furnu dui è 'n manutenzioni finu a lunedì.",
    "'A cappelle jè chiuse pe' pulizie fine a mercoledì.",
    "Era capèla ei barrada enquia dimars.",
    "De Friedhof is in'n Winter van acht bit fiew open.",
    "Kapėnės žėimuo atdaras nu aštounių lėg penkių.",
    "Dr Friedhof isch im Winter vo achte bis fünfe offn.",
    "Lo cementèri es dobèrt de uèch oras a cinc oras.",
    "火葬炉2号機は月曜日まで点検中です。",
    "Obřadní síň je ve středu zavřená kvůli úklidu.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T08:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/cemeteries/filemaker", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyodbc", "version": "5.2.0"}}',
    '{"ticket": "4412", "purchase_order": "PO-2033-00912"}',
    '{"grave": {"section": "F", "row": 12, "plot": 7, "depth_m": 1.8}}',
    '{"phone": "+44 1632 960 418", "site": "Gatehouse"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "urns_in_stock": 212}',
    '{"cremation_number": "C-2033-0417", "chapel": "East", "time": "11:30"}',
    '{"request_id": "3f9c2a71-8e4b-4d16-a0c5-7b2e91d4f608", "status": 200}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
