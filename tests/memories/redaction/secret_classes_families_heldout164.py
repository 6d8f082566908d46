# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-sixty-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-sixty-second's docstring, the
fifth to hundred-and-sixty-second only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time (the hundred-and-sixty-
third, hundred-and-sixty-fifth and hundred-and-sixty-sixth), any test, the reports, the benchmarks,
the changelog nor the git history, and the scrubber was never run on it. Its own seed (164538027),
password words (a wood species, a board's length in metres, a number and a sign; an alpine cheese
and a wood joined by dots with a number; a name, a birth year, a sign and a place; leet words of
the sawmill, the lifts and the dairy with a year; `Lift`, a lift number, a place, a sign and a
number; a turbine word, a power in kW and a sign; `Kuh`, a name, a number and a cheese; a
generator's four groups and random runs), names, places, templates, tools, vendors and layouts,
the way the staff of Dreiländereck Holz & Strom (fictional: a sawmill, ski lifts, an alpine dairy,
a district hospital, a mountain railway and a run-of-river hydro plant where Tyrol, Carinthia,
Friuli, South Tyrol and Slovenia meet) leak secrets into an assistant's memory. The texts are
Viber, Threema, WhatsApp, Signal, Teams and Slack messages, chat logs with times, Zammad, OTRS and
Jira tickets, wiki pages and tables, an e-mail, a runbook, a README fragment, shell prompts and
shell history, code (Python, Kotlin, PHP, Lua), configs, voice memos, dictated text and requests
to the assistant itself.

Tools, calls, flags and files none of heldouts 5 to 162 names (each grepped): `psonoci
--api-secret-key`, `idracadm -r … -p`, `jasperstarter pr … -p`, Apache Hop's `hop-run.sh -p
DB_PASSWORD=`, `streamsets cli … -p`, Proxmox's `qm guest passwd` fed on stdin and `pct exec …
chpasswd`, `swift … -K`, `wget --password=`, `ipa passwd` fed on stdin, `PRESTO_PASSWORD` with
`presto-cli`, `initdb --pwfile`, `hadoop credential create … -value`, `zabbix_get --tls-psk-file`
with the PSK file; configs `sshpiperd.yaml`, doltgres' `config.yaml`, Rapid SCADA's
`ScadaWebConfig.xml`, `hop-config.json`, `sdc.properties`, `zabbix_agent2.conf`'s
`Plugins.Postgres.Sessions.….Password`, a Proxmox `/etc/pve/priv/storage/….pw`, Jira's
`dbconfig.xml` and an `ldap.properties`. Beside them common tools and layouts (mysqlshow, hdbsql,
vsql, gbak, bcp, db2, beeline, impala-shell, sqlline, pg_basebackup, repmgr, snowsql, trino,
sshpass, ldapsearch, curl; env files, compose, systemd, `.pgpass`, a wifi QR code, `otpauth://`,
JWTs, PEM blocks, Basic and Bearer headers) in wordings of their own.

About half of the secret samples are in other languages than English (a rough count with marker
words gives some 190 to 200 of 390): Carinthian Slovene (koroščina, of the Jauntal/Podjuna),
Primorska Slovene (primorščina, of Goriška), Fascian Ladin (fascian), Ampezzan Ladin (ampezan),
Sauris German (Zahrerisch), Timau German (Tischlbongerisch), Carnic Friulian (cjargnel), Bisiacco
(the Venetian of Monfalcone) and Istrian Venetian (istrovèneto), which no earlier docstring names,
and Tyrolean and Carinthian German, Gorenjska and Prekmurje Slovene, Resian, Friulian, Gherdëina,
Cimbrian, Venetian, standard Slovenian, German and Italian, Croatian and Bosnian. The wordings
are the author's approximations, checked by no speaker, built around a few marker words and the
loanwords people there really text (password, wifi, PIN, IBAN, API key, token, backup codes,
passphrase): Tyrolean `isch`, `iatz`, `sog's neamt`, `vom`/`fürn`; Carinthian `is`, `fian`, `sog's
kan`; Carinthian Slovene `gəslo jə`, `nobenmu na pravi`, `pole`; Primorska `ben`, `šifra`, `od
rutra`, `ne reč nikomur`, `kompjuter`; Carnic Friulian `a è`, `no sta dîlu a nissun`, `gnove`;
Fascian `l'é`, `no'l dir a degun`; Ampezzan `ra`, `no sta dì a nissun`; Sauris `ischt`, `saget's
kaindn`, `Kaschkeller`; Timau `passbort`, `sogs naimont`; Bisiacco `pasuord`, `la xe`, `no sta
dirghe a nissun`; Istrian Venetian `mulo`, `xe`, `no sta dir gnente`; Croatian `lozinka`, `nemoj
nikome reći`; Bosnian `šifra`, `nemoj nikom reć'`. The Sauris, Timau, Ampezzan and Fascian lines
are the thinnest guesses (a marker or two beside standard words).

Vendors (aWATTar, Rabot, Ostrom, Corrently, Kiwigrid, Gridsingularity, Tiwag, Enel X, Stromee,
Bankart, e-racuni, Latido, Quandoo, HolidayCheck, Tourdata, Newsletter2Go, Inxmail, Agrirouter,
Snowpass, Skiosk, Catalate, Holzkurier, Woodeye, Forstify, Trimble Forestry, Lakta, Milchbuch,
Nucleus, Pharmatic, Birpis, eZdravje, Ticketomat, Wegfinder, Flixtrain, Nomago, Trenord,
Hydrolink, Euregio, Bergwelten, Alpenvereinaktiv, Mountainhub, Smartmeter, Pvgis, Energie
Steiermark and Elektro Gorenjska) are ones heldouts 5 to 162 do not name. Their token shapes are
all the author's guesses (hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs for Agrirouter
and Birpis, Stromee's `stm_` and Forstify's `fy_` prefixes), since none of them publishes a shape
the author knows; some of the names may not even offer an API.

The ids are kinds heldouts 5 to 162 do not use: an Austrian blasting licence (Sprengbefugnis), a
forklift licence (Staplerschein), a crane operator's licence, an LFBIS farm number, an Austrian
physician's card (Ärzteausweis), a Tyrolean hunting card, a fishing card, a Waffenpass, an EU train
driver's licence, an Austrian metering point number (Zählpunkt), a cow's ear tag, an emergency
doctor's diploma, a midwives' register number, a cross-border commuter's card, a Slovene
physician's licence, driving licence and passport, a Friulian-worded Italian identity card, an
Italian, Croatian, Bosnian and Austrian passport; python-stdnum has no module for any of them and
no library or this file checks them (no check-digit algorithm is written here): their shapes are
the author's beliefs or invented. Card numbers pass Luhn (the value helpers' Visa, Mastercard,
Maestro, Amex, Discover, JCB, Diners and UnionPay, checked with python-stdnum's `luhn`). The IBANs
are of countries used least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to
162 (Greece, Ireland, Israel, Liechtenstein, Lithuania, Nicaragua, Norway and Pakistan, in twelve
corpora each by that count), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Italian, Spanish, French and Czech lists, each with a valid checksum.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
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

SEED = 164_538_027
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
    """A class of samples: its templates and how one sample's fields are drawn."""

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


_WOOD = ["Zirbe", "Laerche", "Fichte", "Tanne", "Buche", "Ahorn", "Esche", "Kiefer", "Bergahorn",
         "Macesen", "Smreka", "Bukev", "Larice", "Abete", "Faggio", "Cirmo"]  # fmt: skip
_DAIRY = ["Graukas", "Bergkaese", "Montasio", "Latteria", "Tolminc", "Bovski", "Mohant", "Frant",
          "Asiago", "Schotten", "Topfen", "Skuta", "Puina", "Formadi"]  # fmt: skip
_PLACES = ["Tarvis", "Kranjska", "Arnoldstein", "Villach", "Sauris", "Timau", "Paluzza", "Canazei",
           "Ortisei", "Selva", "Resia", "Bovec", "Tolmin", "Jesenice", "Bleiburg", "Lusern",
           "Monfalcone", "Koper", "Lienz", "Sillian", "Innichen", "Pontebba", "Malborghetto"]  # fmt: skip
_NAMES = ["Hansjörg", "Notburga", "Vinzenz", "Resi", "Andrej", "Mojca", "Primož", "Špela",
          "Jožef", "Zdenka", "Gianni", "Tiziana", "Elvio", "Lucia", "Ervin", "Dolores",
          "Arno", "Margit", "Nives", "Marino", "Damir", "Senad", "Amela", "Ivica", "Mirsad",
          "Toni", "Luis", "Rosina", "Valentin", "Ester"]  # fmt: skip
_TURBINE = ["Kaplan", "Francis", "Pelton", "Rechen", "Wehr", "Fischtreppe", "Schuetz", "Stollen"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Z1rb3", "L43rch3", "Gr4uk4s", "S3ilb4hn", "K4pl4n", "P3lt0n", "M0nt4s10", "Tr1gl4v"]


def _board(g: random.Random) -> str:
    """A wood species, a board's length and a sign, as the sawmill yard jokes one together."""
    return f"{g.choice(_WOOD)}{g.choice([2, 3, 4, 5])}m{g.randrange(10, 99)}{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _board,
    lambda g: f"{g.choice(_DAIRY)}.{g.choice(_WOOD).lower()}.{g.randrange(10, 1000)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"Lift{g.randrange(1, 40)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}{g.randrange(10, 99)}",
    lambda g: f"{g.choice(_TURBINE)}{g.randrange(100, 999)}kW{g.choice(_SYMBOLS)}",
    lambda g: f"Kuh{g.choice(_NAMES)}{g.randrange(10, 99)}{g.choice(_DAIRY)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    _generator,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_WOOD).lower()}_{g.randrange(1960, 2033)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Viber, Hansjörg (Sägewerk): the Springer Maschinen log-line panel password is {pw}",
    "Threema from Notburga: Linck profiler HMI password {pw}",
    "WhatsApp group 'Säge Nachtschicht': Woodeye scanner admin password {pw}",
    "Signal, Valentin: Hemmerlin chipper controller password {pw}",
    "Teams chat #lifte: the Tarvis chairlift station PC password is {pw}",
    "Slack DM from Arno: Skiosk kiosk admin password {pw}",
    "Viber from Primož: Snowpass gate reader service password {pw}",
    "Threema, Margit (Alm-Käserei): Lakta milk cooler panel password {pw}",
    "WhatsApp, Resi: the Milchbuch tablet password is {pw}",
    "Teams, ward 3B: Pharmatic cabinet admin password {pw}",
    "Signal from Dolores: Latido practice account password {pw}",
    "Slack #kraftwerk: Hydrolink turbine SCADA password {pw}",
    "Viber from Damir: Kiwigrid energy manager password {pw}",
    "Teams, Bahn-Leitstelle: Ticketomat vending machine service password {pw}",
    "OTRS ticket 4471: Trenord partner portal password {pw} expired",
    "Jira RAIL-212: Nomago bus-replacement portal password {pw}",
    "Zammad #8813: the Agrirouter endpoint login password {pw} stopped working",
    "e-mail from Tiziana:\n\nCiao Ivica, the Bergwelten partner page password is {pw}. Delete this after.\n\nT.",
    "Runbook, Wehr 2 flushing:\n1. open the Hydrolink panel\n2. user betrieb\n3. password {pw}\n4. open Schütz 2",
    "README (Stallrechner): the Milchbuch sync box is at https://milch.dreiland.lan, admin password `{pw}`.",
    "note to self: Tourdata backend password {pw}",
    "dictated: the Euregio avalanche-bulletin editor password is {pw} full stop",
    "remember my Bankart merchant portal password please: {pw}",
    "my e-racuni password is {pw} now",
    # Tyrolean
    "Hansjörg: s Passwort fürn Gatter-PC isch {pw}, sog's neamt",
    "s Kennwort vom Liftkassa-PC isch iatz {pw}",
    # Carinthian German
    "Margit: es Passwort fian Käsekölla is {pw}, sog's kan",
    # Carinthian Slovene (Podjuna)
    "Valentin: moje gəslo za mlin jə {pw}, nobenmu na pravi",
    "gəslo od hlev-računalnika jə {pw}",
    # Primorska Slovene
    "Primož: ben, geslo od rutra je {pw}, ne reč nikomur",
    "šifra od kompjutra v centrali je {pw}, ben",
    # Gorenjska
    "Špela: geslo za žičnico je {pw}, nikomur ne povej",
    # Prekmurje
    "Zdenka: nouvo geslo je {pw}, nikomi ne pravi",
    # Resian
    "Jožef: moje geslo jë {pw}",
    # Friulian
    "Gianni: la mê password dal PC de latarie e je {pw}",
    # Carnic Friulian
    "Elvio: la password dal compiutar a è {pw}, no sta dîlu a nissun",
    "la gnove password da la centrâl a è {pw}",
    # Fascian Ladin
    "Lucia: la password de mia posta l'é {pw}, no'l dir a degun",
    # Ampezzan Ladin
    "ra password del computer de ra cabinovia l'é {pw}, no sta dì a nissun",
    # Gherdëina
    "mi password dl lift ie {pw}",
    # Cimbrian
    "Toni: dar password vo me kompiutar iz {pw}",
    # Sauris German
    "Rosina: s Passwort van Kaschkeller ischt {pw}, saget's kaindn",
    # Timau German
    "Luis: s passbort van rechner is {pw}, sogs naimont",
    # Venetian
    "Marino: ła password del computer xe {pw}",
    # Bisiacco
    "Ester: la pasuord del magazin la xe {pw}, no sta dirghe a nissun",
    # Istrian Venetian
    "Ervin: mulo, la password del server xe {pw}, no sta dir gnente a nissun",
    # Italian
    "Tiziana: la password del PC in reparto è {pw}",
    # Croatian
    "Ivica: lozinka za pilanu je {pw}, nemoj nikome reći",
    "nova lozinka za skener je {pw}",
    # Bosnian
    "Senad: šifra za viljuškar tablet je {pw}, nemoj nikom reć'",
    "Amela: nova šifra od maila je {pw}",
    # Slovenian
    "Mojca: geslo za bolnišnični računalnik je {pw}",
    # German
    "Das Kennwort für den Turbinen-PC lautet {pw}",
    # more mixed
    "Nives: geslo od Wi-Fi v koči je {pw}, ben",
    "Mirsad: šifra za Ticketomat je {pw}",
    "Andrej: gəslo za pošto jə {pw}",
    "Dolores: la password dela cassa xe {pw}, mulo",
    "Vinzenz: s Passwort fürn Pistenbully-Laptop isch {pw}",
    "Lucia: ra password de ra cassa l'é {pw}",
    "Arno: s Passwort vom Stollenrechner is {pw}, sog's kan",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["hansjoerg", "notburga", "vinzenz", "resi.k", "andrej", "mojca.p", "primoz", "spela",
          "jozef", "zdenka", "gianni", "tiziana.m", "elvio", "lucia.f", "ervin", "dolores",
          "arno", "margit", "nives", "marino", "damir", "senad", "amela.h", "ivica", "mirsad",
          "toni.l", "luis", "rosina", "valentin", "ester", "svc-saege", "kw-betrieb"]  # fmt: skip
_LOGINS = [
    "Viber, Hansjörg: the Linck profiler login is {u} / {pw}",
    "Zammad #8820: {u} locked out of the Snowpass console, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Kraftwerk › Hydrolink: {u} — {pw}",
    "| device | user | password |\n|---|---|---|\n| Lakta cooler | {u} | {pw} |",
    "log into the Pharmatic cabinet as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "Benutzer {u}, Passwort {pw}",
    "Benutzer isch {u}, s Passwort {pw}",
    "uporabnik {u}, geslo {pw}",
    "uporabnik {u}, gəslo jə {pw}",
    "utent {u}, password {pw}",
    "utente {u}, password {pw}",
    "korisnik {u}, lozinka {pw}",
    "korisnik {u}, šifra {pw}",
    "utent {u} e password {pw}, no sta dîlu",
    "utënt {u}, password {pw}",
    "Nutzer {u}, passbort {pw}",
    "account,user,password\nsnowpass-gate,{u},{pw}",
    "- host: saege-scan-1\n  user: {u}\n  password: {pw}",
    "ssh {u}@kw-scada.dreiland.lan (password {pw})",
    "Teams: creds for the Ticketomat are {u} and {pw}",
    "utente {u}, ła password xe {pw}",
    "korisnik je {u}, a šifra {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["zirbe", "graukas", "montasio", "tolminc", "pelton", "kaplan", "gatter", "frico",
               "jota", "krapfen", "smreka", "brovada", "polenta", "cjarsons", "pistenbully",
               "seilbahn", "almabtrieb", "stollen"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "voice memo: the Sägewerk wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "s Passwort isch es Wort {w}, danoch {d}",
    "geslo je beseda {w}, potem pa {d}",
    "gəslo jə bəsida {w}, pole {d}",
    "la password a è la peraule {w}, dopo {d}",
    "ła password xe ła parola {w}, dopo {d}",
    "lozinka je riječ {w}, pa onda {d}",
    "šifra je riječ {w}, pa {d}",
    "la password l'é la parola {w}, dò {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "psonoci -r https://psono.dreiland.lan/server --api-key-id {u} --api-secret-key '{pw}' secret get 3f1c",
    "idracadm -r idrac-kw1.dreiland.lan -u {u} -p '{pw}' getsysinfo",
    "idracadm -r idrac-saege.dreiland.lan -u {u} -p {pw} serveraction powercycle",
    "jasperstarter pr milchgeld.jasper -t postgres -H pg.dreiland.lan -n alm -u {u} -p '{pw}' -o /tmp/milchgeld",
    "hop-run.sh -j holzeingang -r local -f polter.hpl -p DB_USER={u} -p DB_PASSWORD='{pw}'",
    "streamsets cli -U http://sdc.dreiland.lan:18630 -u {u} -p '{pw}' manager start -n zaehler",
    "echo '{pw}' | qm guest passwd 114 {u}",
    "pct exec 207 -- bash -c \"echo '{u}:{pw}' | chpasswd\"",
    "swift -A https://swift.dreiland.lan/auth/v1.0 -U saege:{u} -K '{pw}' upload scans polter-2033.tar",
    "wget --user={u} --password='{pw}' https://files.dreiland.lan/fahrplan/2033.zip",
    "echo '{pw}' | ipa passwd {u}",
    "PRESTO_PASSWORD='{pw}' presto-cli --server https://presto.dreiland.lan --user {u} --password",
    "echo '{pw}' > /tmp/pgpw && initdb -D /srv/pg/kw --username={u} --pwfile=/tmp/pgpw",
    "hadoop credential create scada.db.password -value '{pw}' -provider jceks://hdfs/user/{u}/kw.jceks",
    "mysqlshow -h mysql.dreiland.lan -u {u} -p'{pw}' almdaten",
    "hdbsql -n hana.dreiland.lan:30015 -u {u} -p '{pw}' \"select * from dummy\"",
    "vsql -h vertica.dreiland.lan -U {u} -w '{pw}' -d energie",
    "gbak -b -user {u} -password '{pw}' fb.dreiland.lan:/data/holz.fdb /backup/holz.fbk",
    "bcp Lieferscheine out lief.dat -S sql.dreiland.lan -U {u} -P '{pw}' -c",
    "db2 connect to KRAFTW user {u} using '{pw}'",
    "beeline -u jdbc:hive2://hive.dreiland.lan:10000 -n {u} -p '{pw}'",
    "impala-shell -i impala.dreiland.lan -l -u {u} --ldap_password_cmd=\"echo {pw}\"",
    "sqlline -u jdbc:phoenix:hb.dreiland.lan -n {u} -p '{pw}'",
    "pg_basebackup -h pg.dreiland.lan -U {u} -D /srv/replica -d 'password={pw}'",
    "mariadb-admin -u {u} -p'{pw}' -h db.dreiland.lan status",
    "nzsql -host nz.dreiland.lan -u {u} -pw '{pw}' -d holz",
    "zkCli.sh -server zk.dreiland.lan:2181 addauth digest {u}:{pw}",
    "snowsql -a dreiland -u {u} --password '{pw}'",
    "repmgr -f /etc/repmgr.conf standby clone -h pg1.dreiland.lan -U {u} -d 'password={pw}'",
    "trino --server https://trino.dreiland.lan --user {u} --password <<< '{pw}'",
    "kafka-console-producer --bootstrap-server kafka.dreiland.lan:9093 --producer-property 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{u}\" password=\"{pw}\";' --topic zaehler",
    "curl -u {u}:{pw} https://scada.dreiland.lan/api/v1/wehr/2",
    "sshpass -p '{pw}' ssh {u}@kw-leit.dreiland.lan",
    "ldapsearch -H ldaps://dc.dreiland.lan -D 'cn={u},ou=ops,dc=dreiland,dc=lan' -w '{pw}' '(uid=*)'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@kw-leit:~# {c}", "Proxmox shell, node pve-saege: {c}",
    "PuTTY, Tarvis lift PC: {c}", "bash_history on saege-scan-1:\n{c}", "Windows Terminal (WSL): {c}",
    "Ivica's terminal, copied into Teams:\n{c}", "from the runbook: {c}",
    "der Befehl, den i aufgrufn hob: {c}", "ukaz, ki sem ga pognal: {c}",
    "il comant che o ai lançât: {c}", "naredba koju sam pokrenuo: {c}",
    "el comando che go fato: {c}", "dar bafél bo-r-i hån gètt: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.dreiland.lan:5432/kraftwerk",
    "mysql://{u}:{pw}@db.dreiland.lan/almdaten",
    "mongodb+srv://{u}:{pw}@cluster0.dreiland.net/holz",
    "redis://{u}:{pw}@cache.dreiland.lan:6379/2",
    "amqp://{u}:{pw}@mq.dreiland.lan:5672/lifte",
    "mqtt://{u}:{pw}@broker.dreiland.lan:1883",
    "ftp://{u}:{pw}@nas-saege.dreiland.lan/scans/",
    "https://{u}:{pw}@dav.dreiland.lan/fahrplan/",
    "jdbc:postgresql://pg.dreiland.lan/spital?user={u}&password={pw}",
    "oracle://{u}:{pw}@ora.dreiland.lan:1521/KIS",
    "sqlserver://{u}:{pw}@sql.dreiland.lan:1433?database=Bahn",
    "opc.tcp://{u}:{pw}@kw-plc.dreiland.lan:4840",
    "rtsp://{u}:{pw}@cam-wehr2.dreiland.lan:554/stream1",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "Verbindung: {c}",
    "povezava: {c}", "la conession: {c}", "veza na bazu: {c}", "Zammad #8840: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "dreilaendereck", "sub": f"acc_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("aWATTar", "AWATTAR_API_KEY", _j((ALNUM, 32))),
    ("Rabot", "RABOT_API_TOKEN", _j((URLSAFE, 43))),
    ("Ostrom", "OSTROM_CLIENT_SECRET", _j((HEX, 64))),
    ("Corrently", "CORRENTLY_TOKEN", _j((HEX, 40))),
    ("Kiwigrid", "KIWIGRID_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Gridsingularity", "GSY_API_KEY", _j((ALNUM, 40))),
    ("Tiwag", "TIWAG_PORTAL_TOKEN", _j((B64, 44))),
    ("Enel X", "ENELX_API_KEY", _j((HEX, 32))),
    ("Stromee", "STROMEE_API_KEY", _j("stm_", (ALNUM, 32))),
    ("Bankart", "BANKART_SHARED_SECRET", _j((ALNUM, 30))),
    ("e-racuni", "ERACUNI_API_TOKEN", _j((UPPER_HEX, 32))),
    ("Latido", "LATIDO_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Quandoo", "QUANDOO_AGENT_TOKEN", _j((HEX, 40))),
    ("HolidayCheck", "HOLIDAYCHECK_API_KEY", _j((ALNUM, 36))),
    ("Tourdata", "TOURDATA_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Newsletter2Go", "NL2GO_AUTH_KEY", _j((ALNUM, 64))),
    ("Inxmail", "INXMAIL_API_SECRET", _j((URLSAFE, 48))),
    ("Agrirouter", "AGRIROUTER_ONBOARD_TOKEN", _vendor_jwt("https://agrirouter.com")),
    ("Snowpass", "SNOWPASS_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Skiosk", "SKIOSK_SECRET", _j((HEX, 48))),
    ("Catalate", "CATALATE_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Holzkurier", "HOLZKURIER_TOKEN", _j((ALNUM, 28))),
    ("Woodeye", "WOODEYE_LICENSE_KEY", _j((UPPER_HEX, 40))),
    ("Forstify", "FORSTIFY_API_KEY", _j("fy_", (ALNUM, 36))),
    ("Trimble Forestry", "TRIMBLE_FORESTRY_SECRET", _j((URLSAFE, 40))),
    ("Lakta", "LAKTA_DEVICE_TOKEN", _j((HEX, 32))),
    ("Milchbuch", "MILCHBUCH_API_KEY", _j((ALNUM, 40))),
    ("Nucleus", "NUCLEUS_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Pharmatic", "PHARMATIC_API_KEY", _j((HEX, 32))),
    ("Birpis", "BIRPIS_TOKEN", _vendor_jwt("https://birpis.si")),
    ("eZdravje", "EZDRAVJE_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Ticketomat", "TICKETOMAT_API_KEY", _j((UPPER_HEX, 32))),
    ("Wegfinder", "WEGFINDER_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Flixtrain", "FLIXTRAIN_PARTNER_TOKEN", _j((URLSAFE, 43))),
    ("Nomago", "NOMAGO_API_KEY", _j((ALNUM, 32))),
    ("Trenord", "TRENORD_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Hydrolink", "HYDROLINK_API_TOKEN", _j((B64, 56))),
    ("Euregio", "EUREGIO_BULLETIN_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Bergwelten", "BERGWELTEN_API_KEY", _j((HEX, 40))),
    ("Alpenvereinaktiv", "AVA_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Mountainhub", "MOUNTAINHUB_TOKEN", _j((ALNUM, 44))),
    ("Smartmeter", "SMARTMETER_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Pvgis", "PVGIS_PROXY_KEY", _j((HEX, 24))),
    ("Energie Steiermark", "ESTMK_API_KEY", _j((ALNUM, 32))),
    ("Elektro Gorenjska", "EG_API_TOKEN", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "k8s secret (stringData):\n  {env}: \"{tok}\"",
    "GitLab CI variables: {env} = {tok}",
    "Dreiland ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Zammad #8851: {vendor} integration broken, current key {tok}",
    "Teams: the {vendor} token we use now is {tok}, the old one is revoked",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API-Schlüssel fürs Sägewerk: {tok}",
    "der {vendor} API-Schlüssl isch {tok}",
    "API ključ za {vendor}: {tok}",
    "ključ API od {vendor} je {tok}, ben",
    "la clâf API di {vendor} e je {tok}",
    "chiave API di {vendor} per la centrale: {tok}",
    "ła ciave API de {vendor} xe {tok}",
    "API ključ za {vendor} je {tok}, nemoj ga dijeliti",
    "{vendor} API kljuc: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    awattar = _r(rng, ALNUM, 32)
    latido = v.uuid4(rng, "9")
    quandoo = _r(rng, HEX, 40)
    lakta = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.awattar.at/v1/marketdata", auth=("{awattar}", ""))', awattar),
        Sample("vendor_token", f'val client = LatidoClient(apiKey = "{latido}")', latido),
        Sample("vendor_token", f'$quandoo = new QuandooApi("{quandoo}");', quandoo),
        Sample("vendor_token", f"lakta_cooler.lua:\nlocal LAKTA_TOKEN = \"{lakta}\"", lakta),
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


_BARE_PLACES = ["{t}", "Teams: {t}", "it only shows it once, so here:\n{t}", "des isch der Token: {t}",
                "token je {t}", "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "zabbix_get -s kw-plc -k agent.ping --tls-connect psk --tls-psk-identity kw1 --tls-psk-file /etc/zabbix/kw1.psk\n/etc/zabbix/kw1.psk: {h}": 64,
    "LoRaWAN AppKey of the Wehr 2 level sensor: {h}": 32,
    "HMAC secret for the Skiosk payment webhook: {h}": 64,
    "AES key of the Snowpass gate readers (hex): {h}": 32,
    "pre-shared key of the IPsec tunnel to the Tarvis lift station: {h}": 64,
    "Schlüssl vom Backup (hex): {h}": 64,
    "ključ za šifriranje varnostne kopije: {h}": 48,
    "la clâf di cifradure dal backup: {h}": 64,
    "ključ za enkripciju backupa: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zammad #8860: token copied out of the browser's network tab {t}",
    "Cookie: lang=sl; dl_session={t}",
    "SCADA_BRIDGE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "der Token isch {t}",
    "token je {t}",
    "el token xe {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@dreiland.eu"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.dreiland.eu/realms/staff", "azp": "kw-console"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the SCADA box, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/portal.dreiland.eu.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"HL7_TLS_PRIVATE_KEY": "{key}", "partner": "spital-lienz"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_lift <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zammad #8871, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "privatni ključ od strežnika:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the milk-money SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MIGkAgEBBDA", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "old hut-fund wallet, copying it off the card before I burn it: {p}": "english",
    "Sparrow wallet recovery phrase\n{p}": "english",
    "voice memo: the Ledger backup words are {p} and that's all of them": "english",
    "Wiki page 'Kraftwerk wallet (retired)': {p}": "english",
    "frase di recupero del portafoglio della latteria: {p}": "italian",
    "ła frase de recupero del portafogio xe {p}": "italian",
    "la frase di ricupar dal tacuin e je {p}": "italian",
    "frase de recuperación de la cartera de Senad: {p}": "spanish",
    "phrase de récupération du portefeuille de Lucia : {p}": "french",
    "obnovovací fráze peněženky od Zdenky: {p}": "czech",
    "Wiederherstellungswörter vom Wallet: {p}": "english",
    "besede za obnovitev denarnice: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    assert _MNEMO[lang].check(phrase) or lang != "english"
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Teams, Hansjörg: the company card for the Linck spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Zammad #8890: pay the Hemmerlin service visit with card {c}",
    "mei Kartennummer isch {c}, {mm}/{yy}",
    "številka moje kartice: {c}",
    "numar de mê cjarte: {c}, {mm}/{yy}",
    "el numero dela carta xe {c}",
    "broj moje kartice: {c}, {mm}/{yy}",
    "broj kartice je {c}",
    "la mia carta: {c}, scad. {mm}/{yy}",
    "moja kartica jə {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "maestro", "amex", "discover", "jcb", "diners", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " "][index % 4], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 04/36, security code {cvv}",
               "the three digits on the back: {cvv}",
               "Amex {c}, four-digit CID printed above the number: {cvv}",
               "die drei Ziffern hinten auf der Karte: {cvv}",
               "tri številke na zadnji strani kartice: {cvv}",
               "tri broja na poleđini kartice: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 162; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"GR": "n" * 23, "IE": "aaaa" + "n" * 14, "IL": "n" * 19, "LI": "n" * 17,
                "LT": "n" * 16, "NI": "aaaa" + "n" * 20, "NO": "n" * 11, "PK": "aaaa" + "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice DHS-2033-118: please pay the Lärche boards to {i} within 30 days",
    "save the Vaduz turbine supplier's IBAN: {i}",
    "IBAN: {i}\nVerwendungszweck: Milchgeld Mai",
    "Teams #buchhaltung: the Kaunas sawblade supplier's new bank details, IBAN {i}",
    "mei IBAN isch {i}",
    "moj IBAN je {i}",
    "il gno IBAN al è {i}",
    "el me IBAN xe {i}",
    "moj IBAN: {i}",
    "IBAN vom Lieferanten: {i}",
    "IBAN dal fornidôr: {i}",
    "IBAN od dobavljača: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    assert std_iban.is_valid(number)
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _shape(*parts: tuple[str, int] | str) -> Maker:
    """An unchecked id of a shape the author believes or invents: literal and random parts."""
    return _j(*parts)


_ID_PLACES: dict[str, Maker] = {
    "Sprengbefugnis-Nummer vom Polier (for the Stollen blasting): {s}": _shape("SB-T-", (D, 5)),
    "Staplerschein Nr. vom Senad: {s}": _shape("STS", (D, 6)),
    "Kranführerschein des Vinzenz: {s}": _shape("KF-", (D, 4), "/", (D, 2)),
    "LFBIS-Betriebsnummer der Alm (Milchgeld): {s}": _shape("3", (D, 6)),
    "Ärzteausweis-Nummer von Dr. Kofler: {s}": _shape("AEK", (D, 7)),
    "Jagdkarte Tirol, Nr.: {s}": _shape("JK-I-", (D, 6)),
    "Fischerkarte vom Luis: {s}": _shape("FK", (D, 7)),
    "Waffenpass-Nummer: {s}": _shape("WP", (D, 7)),
    "Triebfahrzeugführerschein (EU) number of the driver: {s}": _shape("AT", (D, 2), (D, 8), (D, 1)),
    "Zählpunktnummer vom Kraftwerk: {s}": _shape("AT00", (D, 4), "0000000000", (D, 13)),
    "Ohrmarke der Kuh Resi: {s}": _shape("AT ", (D, 9)),
    "Notarzt-Diplom Nr.: {s}": _shape("ND", (D, 6)),
    "Hebammen-Registernummer: {s}": _shape("HR-", (D, 5)),
    "Grenzgängerausweis: {s}": _shape("G", (D, 8)),
    "številka zdravniške licence: {s}": _shape((D, 5)),
    "moj potni list: {s}": _shape("P", (UPPER, 1), (D, 7)),
    "številka vozniškega dovoljenja: {s}": _shape((D, 8)),
    "il gno numar de carta identitât: {s}": _shape("C", (UPPER, 1), (D, 5), (UPPER, 2)),
    "el me passaporto xe {s}": _shape("Y", (UPPER, 1), (D, 7)),
    "broj moje putovnice (Hrvatska): {s}": _shape((D, 9)),
    "broj pasoša (BiH): {s}": _shape("B", (D, 7)),
    "mei Reisepass-Nummer isch {s}": _shape("P", (D, 7)),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Microsoft 2FA recovery codes\n{codes}", "backup codes for the Kraftwerk Google account {codes}",
            "Bankart backup codes: {codes}", "2FA-Notfallcodes:\n{codes}",
            "rezervne kode za 2FA: {codes}", "rezervni kodovi za 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Bankart:tiziana@dreiland.eu?secret={s}&issuer=Bankart&digits=6",
              "Aegis, manual setup key for the Latido login: {s}",
              "2FA secret for the Snowpass console: {s}",
              "TOTP ključ: {s}"]  # fmt: skip
_CODES = ["{c} is your Bankart verification code", "Ihr Bestätigungscode lautet {c}",
          "Vaša koda za potrditev: {c}", "Il codice di verifica è {c}",
          "Vaš verifikacijski kod: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = index % 4
    codes = v.backup_codes(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Dreiland-Saege", "DHS-Kraftwerk-5G", "Alm-Kaeserei", "Lift-Tarvis-Staff", "Spital-3B",
          "Bahnhof-Leit", "A1-Huette-7F2A", "Telekom-Bovec", "Koca-Wifi", "Latteria-Sauris"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "sawmill network {s}, password {pw}",
    "wifi at the dairy: {s} / {pw}",
    "s WLAN {s}, Passwort isch {pw}",
    "WLAN {s}, es Passwort is {pw}",
    "wifi {s}, geslo je {pw}",
    "wifi {s}, gəslo jə {pw}",
    "wifi {s}, la password a è {pw}",
    "wifi {s}, ła password xe {pw}",
    "wifi {s}, lozinka je {pw}",
    "wifi {s}, šifra je {pw}",
    "wifi {s}, la password l'é {pw}",
    "wifi {s}, s Passwort ischt {pw}",
    "wifi {s}, s passbort is {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    return _r(rng, D, 20) if rng.random() < 0.15 else _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("stm_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 28))]
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the Teams preview hides it) {t}", "Buchstabe für Buchstabe: {t}",
          "črko po črko: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["der Code vom Stollentor isch {pw}", "koda za ključavnico na skladišču: {pw}",
          "il codiç dal lucchet de stale: {pw}", "kod za lokot na pilani: {pw}",
          "the turbine hall keypad takes {pw} then #", "safe in the lift office: {pw}",
          "el codice dela cassaforte xe {pw}", "Tresor im Spital-Büro: {pw}",
          "šifra za kasu: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 7][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["zirbe", "laerche", "graukas", "montasio", "pelton", "kaplan", "gatter", "polenta",
                 "frico", "jota", "smreka", "brovada", "stollen", "almrausch", "seilbahn", "wehr"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the ops vault: {p}": " ",
            "KeePassXC database passphrase: {p}": " ", "VeraCrypt passphrase: {p}": "-",
            "LUKS Passphrase vom Backup-Disk: {p}": ".", "geslo za šifrirni disk: {p}": " ",
            "la passphrase dal backup: {p}": "_", "passphrase za backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "HTTP log: Authorization: Bearer {v}": False,
    "Hoppscotch environment, Authorization = Basic {v}": True,
    "Insomnia export: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "sshpiperd.yaml:\nversion: \"1.0\"\npipes:\n- from:\n    - username: \"kw\"\n  to:\n    host: kw-leit:22\n    username: \"ops\"\n    password: \"{pw}\"",
    "doltgres config.yaml:\nuser:\n  name: dolt\n  password: {pw}",
    "Rapid SCADA ScadaWebConfig.xml:\n<DbPassword>{pw}</DbPassword>",
    "hop-config.json:\n{{\"variables\": [{{\"name\": \"KW_DB_PASSWORD\", \"value\": \"{pw}\"}}]}}",
    "sdc.properties:\nhttp.authentication.login.password={pw}",
    "zabbix_agent2.conf:\nPlugins.Postgres.Sessions.kw.Uri=tcp://pg.dreiland.lan:5432\nPlugins.Postgres.Sessions.kw.Password={pw}",
    "/etc/pve/priv/storage/pbs-saege.pw:\n{pw}",
    "Jira dbconfig.xml:\n<username>jira</username>\n<password>{pw}</password>",
    "ldap.properties:\nldap.bindDN=cn=svc,dc=dreiland,dc=lan\nldap.bindPassword={pw}",
    ".pgpass:\npg.dreiland.lan:5432:kraftwerk:scada:{pw}",
    "my.cnf:\n[client]\nuser=alm\npassword={pw}",
    "docker-compose.yml:\n      POSTGRES_PASSWORD: {pw}",
    "application.properties:\nspring.datasource.password={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "settings.py:\nDATABASES = {{\"default\": {{\"PASSWORD\": \"{pw}\"}}}}",
    "appsettings.json:\n\"ConnectionStrings\": {{\"Kis\": \"Server=sql;Database=KIS;User Id=kis;Password={pw};\"}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Hansjörg: wifi password for the sawmill?\nIvica: {pw}",
    "[06:12] arno: root pw for the SCADA box?\n[06:13] valentin: {pw}",
    "Mojca: {pw} is the new Pharmatic admin password",
    "Damir: use {pw}, that's what the Linck has now",
    "Resi: s nuie Passwort isch {pw}",
    "Primož: novo geslo je {pw}, ben",
    "Elvio: la gnove password a è {pw}",
    "Marino: ła nova password xe {pw}",
    "Senad: nova šifra je {pw}",
    "Rosina: s naie Passwort ischt {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "pass\ufeffword = {pw}", "ge\u00adslo: {pw}", "раsswоrd: {pw}",
    "𝐥𝐨𝐳𝐢𝐧𝐤𝐚 {pw}", "ｐａｓｓｗｏｒｔ: {pw}", "ɢᴇsʟᴏ = {pw}", "pass\u200bword: {pw}",
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
    "the Linck admin password is": "{s}", "Snowpass service pw:": "{s} (since the gate swap)",
    "s Passwort isch": "{s}", "Hydrolink password": "{s}\nchange it after the flood season",
    "geslo je": "{s}", "gəslo jə": "{s}", "la password a è": "{s}", "ła password xe": "{s}",
    "lozinka je": "{s}, mislim", "šifra:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "aWATTar API key", "{s}", _j((ALNUM, 32))),
    ("split_token", "Pharmatic key:", "{s} (ward 3B cabinet)", _j((HEX, 32))),
    ("split_token", "Latido client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LI"))),
    ("split_backup", "Bankart recovery codes", "{s}\n48213907\n55018326", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Sprengbefugnis-Nr.", "{s}", _shape("SB-K-", (D, 5))),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"linck": {"url": "https://profiler.dreiland.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"geslo": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "ivica", "lozinka": "{s}"}}': ("meta_password", _plain_pw),
    '{"lifts": [{"name": "Tarvis-1"}, {"name": "Tarvis-2", "panel_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["jasperstarter", "pr", "milch.jasper", "-u", "alm", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "s Passwort vom Gatter isch {s}"}': ("meta_password", _plain_pw),
    '{"šifra": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Hydrolink panel as betrieb with the password {s}"}': ("meta_password", _plain_pw),
    '{"awattar": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 32))),
    '{"quandooToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"lakta_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/37"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "NO")),
    '{"polier": {"sprengbefugnis": "{s}"}}': ("meta_id", _shape("SB-T-", (D, 5))),
    '{"mfa": {"recovery_codes": ["{s}", "48213907", "55018326"]}}': ("meta_otp", lambda g: _r(g, D, 8)),
    '{"hut_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"stollen_gate": {"code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "DHS-Kraftwerk-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"hydrolink-fw-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/dreiland/scada-bridge:2.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"scada: add Wehr 2 level to the dashboard", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"milch: revert fat-content rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"polter_2033-05-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"fahrplan-2033.zip").hexdigest()

CLEAN = [
    "Remind me to change the Linck profiler password before the service visit on 2033-06-11.",
    "Ivica asked for the sawmill wifi password; it's on the card in the foreman's drawer.",
    "Policy: staff passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Teams; share a vault link instead.",
    "The `.env.example` line `AWATTAR_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Hydrolink panel asks for a new password after every firmware update.",
    "Replace <YOUR_QUANDOO_TOKEN> in the README with the token from your Quandoo dashboard.",
    "LATIDO_API_KEY and LAKTA_DEVICE_TOKEN must be set before the nightly sync runs.",
    "Sog neamt dei Passwort, gell.",
    "Es Passwort sog ma kan.",
    "Gəsla nobenmu na pravi.",
    "Gesla ne reč nikomur, ben.",
    "La password no sta dîle a nissun.",
    "Ła password no sta dirla a nissun, mulo.",
    "No'l dir a degun la password.",
    "Lozinku nemoj nikome reći.",
    "Šifru nemoj nikom davat'.",
    "S Passwort saget's kaindn.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "La password deve avere almeno quattordici caratteri.",
    "Upgraded the Hydrolink firmware from 5.1 to 5.2 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the Wehr 2 level to the dashboard.",
    f"Rolled back to {_SHORT} after the fat-content rounding broke the milk-money export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Hydrolink firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of fahrplan-2033.zip: {_SHA512}",
    f"The bridge container runs ghcr.io/dreiland/scada-bridge@sha256:{_IMAGE}.",
    f"MD5 of polter_2033-05-03.csv is {_MD5}, same as the copy on the share.",
    "Request id 7b3e91c4-2d5a-4f08-b6e1-9c0d4a7f2e18 is the slow one in the Snowpass logs.",
    "Purchase order PO-2033-00418 for 40 m³ of Lärche boards ships on Thursday.",
    "Zammad #8812: the Wehr 2 level alarm keeps tripping at night.",
    "Call the Tarvis lift office on +39 0428 2000 before noon.",
    "Lot number L-2033-ALM-0311, 48 wheels of Montasio, aged 60 days.",
    "ISBN 978-3-7022-3456-1 is the Holzbau handbook on the office shelf.",
    "The Pelton turbine runs at 750 rpm and gives 1.2 MW at full head.",
    "Train R 4712 leaves Tarvisio Boscoverde at 07:14 and reaches Villach at 07:52.",
    "After five wrong passwords the Snowpass console locks the account for 20 minutes.",
    "The chairlift has 212 chairs and moves 2400 people an hour.",
    "The secret of good frico is the old Montasio.",
    "Ask Arno for the Stollen gate code, I don't have it.",
    "My card ending 7733 was declined at the Villach hardware store.",
    "The Liechtenstein supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Bankart account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TRENORD_SUBSCRIPTION_KEY` in the secrets store, never in the repository.",
    "The padlock on the hay barn rusts; oil it every month.",
    "The guest wifi 'Dreiland-Gast' is open, no password needed.",
    "Ward 3B has 24 beds; visiting hours are 14:00 to 19:00.",
    "Die Säge schneidet heute 180 Festmeter Fichte.",
    "Danes žičnica ne obratuje zaradi vetra.",
    "Vuê la latarie e je sierade.",
    "Ancuo el treno xe in ritardo de diese minuti.",
    "Pilana danas radi do četiri.",
    "Heite isch der Lift zua wegn Wind.",
    "Zählerstand Kraftwerk: 1 284 113 kWh, abgelesen am 2033-05-01.",
    "The avalanche danger level today is 3 above 2000 m.",
    "Milk delivered today: 1840 litres, fat 4.1 %, protein 3.4 %.",
    "Kiwigrid moved the API key page under Settings › Developers in its May release.",
    "The board is 4 m long, 27 mm thick; grade A/B, moisture 14 %.",
    "Tax office reference 2033/ST/118 is about the sawmill's property tax, not an id.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ops/hydrolink", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "8812", "purchase_order": "PO-2033-00418"}',
    '{"lot": {"id": "L-2033-ALM-0311", "wheels": 48, "aged_days": 60}}',
    '{"phone": "+39 0428 2000", "city": "Tarvisio"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "boards_in_stock": 1284}',
    '{"turbine": "Pelton", "rpm": 750, "output_mw": 1.2}',
    '{"train": "R 4712", "from": "Tarvisio Boscoverde", "to": "Villach"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
