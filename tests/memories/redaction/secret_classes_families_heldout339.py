# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-thirty-ninth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-thirty-seventh's
docstring, the fifth to three-hundred-and-thirty-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (338, 340, 341), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (339_517_083), password words (a cayuco
and a red frog with a number, `CayucoRanaRoja47!`; dot-joined `zapatilla.cayo.2019`; a Bocas
place and a boat's horsepower, `Changuinola115hp#`; a name, a year and a place; leet `P3r3z0s0`;
a generator's dashed groups; random runs).

The fictional company is Perezoso Cacao & Water Taxi S.A. (water taxis between Almirante and Bocas
town, a cacao finca near Changuinola, a hostel desk on Isla Colón and a dive shop), with Panamanian,
Ngäbe and Bocas creole staff, German hostel partners, a Chinese-Panamanian shop family, Israeli
backpacker volunteers and relatives in Costa Rica, Hong Kong, Hamburg and Haifa; every company,
person, address, domain (`perezoso.lan`, `perezoso-bocas.pa`), bank account and number is
invented, only the region is real. Texts: chats (WhatsApp-style texting, Telegram, Zulip), tickets,
notes, runbooks, shell prompts (bash, PowerShell, RouterOS, zsh, bash history), config and env
files, voice-note transcripts and requests to the assistant; separators from a colon, `=`, `->`,
`es`, `ist`, `lautet`, `係`, `היא`, `da`, a table cell, a new line and none.

Grep counts (heldouts 5 to 337 naming each, grep -l): none for Bocas, Perezoso, Guari, Bastimentos,
Isla Colón, Tocumen, Banesco, Caja de Ahorros, Appetito24, Tyntec, Bandwidth, +Móvil, fbexport,
hzcli, cdc cli, npm adduser, Get-Credential, filezilla, `q xopa`, `mi pasword`, `改咗`, `mat6 maa5`,
`קוד אימות`, `מספר זהות`, CayucoRana, Zapatilla, Manatí; one to four for Almirante, Changuinola,
Ngäbe, Ngäbere, Sixaola, Yappy, Nequi, Banistmo, Cable Onda, Tilopay, PagueloFacil, EBANX, Culqi,
Niubiz, Holded, Hotmart, Kajabi, Beehiiv, ManyChat, WATI, 360dialog, Vonage, Plivo, Telnyx,
MessageBird, ClickSend, Lemon Squeezy, Hostfully, Peek Pro, Windguru, Open-Meteo, Tomorrow.io,
vmq-admin, nuodb, tiup, consul acl, sbt, gem push, choco, flit publish, pdm publish, mysqlpump,
innobackupex, pt-table-checksum, gfsh, SNOWSQL_PWD, wget --ftp-password, remmina, tigervnc, pwsh,
Zugangscode, `chuleta`, `pelao`, `kukwe`, `ha-sisma`, `הסיסמא`, `no tel nobadi`; more for `xfa`
(9), Hostel (5), `go password` (7), `密碼係` (12), `WLAN-Schlüssel` (12) and `הסיסמה` (14).

About half of the secret samples are not in English: Panamanian Spanish as texted (`xfa`, `q
xopa`, `la contra del wifi`, `ahí ta`, `pelao`, `chuleta`), Ngäbere words in Latin letters, Guari-
Guari (Bocas creole English: `mi pasword da`, `no tel nobadi`), the German of hostel owners
(`Passwort`, `Kennwort lautet`, `Zugangscode`, `WLAN-Schlüssel`), Cantonese in characters and
romanised (`密碼係`, `改咗做`, `mat6 maa5 hai6`, `go password hai`) and Hebrew in script and
romanised (`הסיסמה היא`, `קוד אימות`, `ha-sisma hi`). Spanish, German, Cantonese characters and
Hebrew script are ordinary usage; the author's guesses, checked by no speaker, are every Ngäbere
wording (`ti contraseña ye`, `kukwe ngwian`, `mä dre`), the Guari-Guari spellings, the romanised
Cantonese (Jyutping with tones and loose texting) and the romanised Hebrew.

Vendors: invented ones (PerezosoPay `pzp_live_`, Bocas Water Taxi `bwtx-`, ChanguiSMS `chg.`,
Almirante Freight `alf_`, Isla Colón Dive `icd_sk_`, RanaRoja Bookings; shapes guessed) and
Panamanian, Latin American and travel ones with guessed shapes (Yappy, Nequi, Banistmo, Banesco,
Caja de Ahorros, Cable Onda, +Móvil, Appetito24, Tilopay, PagueloFacil, EBANX, Culqi, Niubiz,
Holded, Hotmart, Kajabi, Beehiiv, ManyChat, WATI, 360dialog, Vonage, Plivo, Telnyx, MessageBird,
ClickSend, Tyntec, Bandwidth, Lemon Squeezy, Hostfully, Peek Pro, Windguru, Open-Meteo,
Tomorrow.io); the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Israel's teudat zehut
(`il.idnr`) and company number (`il.hp`), China's resident id (`cn.ric`), Germany's Steuer-ID
(`de.idnr`), Ecuador's cédula (`ec.ci`) and Colombia's NIT (`co.nit`); Costa Rica's cédula
(`cr.cpf`, a format check) and Panama's cédula (no module, no check, invented in its `8-…-…`
form). Cards pass Luhn (`stdnum.luhn`; Visa, Mastercard, Amex, UnionPay, JCB, Discover); IBANs of
El Salvador, Costa Rica, Nicaragua, Israel, Guatemala, Brazil, the Dominican Republic and Honduras
(the codes a rough grep finds in the fewest earlier corpora, 25 to 30), checked with `stdnum.iban`;
seed phrases from mnemonic's English, Spanish and Traditional Chinese lists, checked with
`Mnemonic(lang).check` (a phrase is drawn again until the check passes).
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
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
from stdnum import luhn
from stdnum.cn import ric as cn_ric
from stdnum.co import nit as co_nit
from stdnum.cr import cpf as cr_cpf
from stdnum.de import idnr as de_idnr
from stdnum.ec import ci as ec_ci
from stdnum.il import hp as il_hp
from stdnum.il import idnr as il_idnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 339_517_083
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


_BOATS = ["Cayuco", "Panga", "Lancha", "Bote", "Yamaha", "Enduro", "Cabo", "Muelle", "Ancla"]
_FAUNA = ["RanaRoja", "Perezoso", "Manati", "Tortuga", "Estrella", "Delfin", "Oropendola",
          "Tiburon", "Pelicano", "Iguana", "Caiman", "Colibri"]  # fmt: skip
_PLACES = ["Almirante", "Changuinola", "Bastimentos", "Carenero", "Solarte", "Zapatilla",
           "BocaDelDrago", "Bluff", "Saigon", "Sixaola", "Chiriqui", "Guabito", "Cauchero",
           "Popa", "Cayo"]  # fmt: skip
_NAMES = ["Yarisel", "Eusebio", "Dayanara", "Kevin", "Nadeska", "Cirilo", "Mariluz", "Abdiel",
          "Jacinta", "Rutilio", "Delroy", "Ivette", "Merlin", "Kaspar", "Henrike", "Wolfgang",
          "Sabine", "WaiMan", "KaYan", "Siuming", "Noam", "Yael", "Tamar", "Itai"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["P3r3z0s0", "C4c40", "M4n4t1", "T0rtug4", "C4yuc0", "Z4p4t1ll4", "B0c4s", "R4n4"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, ALNUM, 6) for _ in range(3))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BOATS)}{g.choice(_FAUNA)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_BOATS).lower()}.{g.randrange(1990, 2031)}",
    lambda g: f"{g.choice(_PLACES)}{g.choice([40, 75, 90, 115, 150, 200])}hp{g.choice(_SYMBOLS)}",
    lambda g: (
        f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}"
        f"{g.choice(_SYMBOLS)}{g.choice(_PLACES)}"
    ),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _manager,
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: f"Finca{g.randrange(10, 1000)}{g.choice(_FAUNA)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Telegram, grupo 'Taxis Almirante': la contraseña del radio base Motorola es {pw}",
    "Zulip #finca: the Changuinola dryer controller password is {pw}",
    "ticket PZ-118: the Cable Onda modem admin password is {pw}, reset it after the storm",
    "note to self: Banesco online banking password {pw}",
    "runbook, fuel dock pump:\n1. open the panel\n2. log in as operador\n3. password {pw}",
    "voice note, Eusebio: the password for the taxi booking tablet is {pw} okay",
    "hey, remember for me: my Caja de Ahorros app password is {pw}",
    "the hostel desk PC password changed to {pw}",
    "README (finca rack): the NAS web UI is at https://nas.perezoso.lan, admin password `{pw}`",
    "Incident 2032-03-09: the dive shop DVR was public with password {pw}",
    "Hi Delroy,\n\nthe root password on the Almirante server is {pw}."
    " Delete this after.\n\nMariluz",
    "can you save the Hostfully owner password? it's {pw}",
    "password for the Peek Pro dashboard: {pw}",
    "after the reinstall the cacao scale password became {pw}",
    "dictated: the Yappy merchant portal password is {pw} full stop",
    "q xopa pelao, la contraseña del Banistmo es {pw}, no la riegues",
    "xfa guárdame esto: la clave del correo es {pw}",
    "ahí ta la contra de la compu de la oficina: {pw}",
    "oye la clave nueva del server es {pw}, chuleta no se la des a nadie",
    "mi contraseña de Nequi es {pw} xfa no la pierdas",
    "la contraseña de la caja registradora quedó en {pw}",
    "Yarisel: la clave del portal de +Móvil es {pw}",
    "ti contraseña ye {pw}",
    "kukwe ngwian computadora: {pw}",
    "Cirilo: contraseña servidor mä dre {pw}",
    "ti contraseña correo ye {pw}, mä kukwe ñaka",
    "mi pasword da {pw}, no tel nobadi",
    "di pasword fi di boat radio da {pw}",
    "Delroy: wi new pasword fi di server da {pw}",
    "mi email pasword da {pw} yu hier",
    "Das Passwort fürs Buchungssystem vom Hostel ist {pw}",
    "Kennwort für den Rechner an der Rezeption lautet {pw}",
    "Henrike: das neue Server-Passwort ist {pw}, bitte nicht weitersagen",
    "Passwort vom Hostel-Mailkonto: {pw}",
    "Kaspar: Zugangsdaten fürs Kassensystem, Passwort {pw}",
    "個密碼係 {pw}",
    "舖頭部電腦個密碼改咗做 {pw}",
    "偉文：新server密碼係 {pw}，唔好話俾人聽",
    "我個email密碼係 {pw}",
    "mat6 maa5 hai6 {pw}",
    "go password hai {pw} ah, m4 hou2 waa2 bei2 jan4",
    "הסיסמה למחשב של ההוסטל היא {pw}",
    "יעל: הסיסמה החדשה לשרת היא {pw}",
    "הסיסמא של המייל שלי: {pw}",
    "ha-sisma la-mahshev hi {pw}",
    "Noam: ha-sisma ha-hadasha la-server hi {pw}",
    "please remember my Holded password, it's {pw}",
    "the Kajabi course admin password is {pw}",
    "Open-Meteo isn't keyed but the weather station's web password is {pw}",
    "the Windguru station login password is {pw}",
    "Cradle of the office: router password {pw}",
    "password for the dive compressor logger: {pw}",
    "Mariluz dice que la contraseña del Tilopay es {pw}",
    "PagueloFacil: contraseña del comercio {pw}",
    "Itai: the volunteer laptop password is {pw}",
    "Sabine: Passwort für das Tablet am Steg ist {pw}",
    "街口舖WiFi router admin 密碼係 {pw}",
    "הסיסמה של הראוטר בבית היא {pw}",
    "Ivette: the cacao export portal password is {pw}",
    "the Appetito24 restaurant panel password is {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["yarisel", "eusebio.m", "dayanara", "kevin.b", "nadeska", "cirilo", "mariluz",
          "abdiel", "jacinta", "rutilio", "delroy", "ivette.s", "merlin", "kaspar", "henrike",
          "wolfgang.h", "sabine", "waiman", "kayan.c", "siuming", "noam", "yael.k", "tamar",
          "itai", "svc-taxi", "finca-ops"]  # fmt: skip
_LOGINS = [
    "Zulip: the dryer panel login is {u} / {pw}",
    "ticket PZ-204: {u} locked out of the booking tablet, last password {pw}",
    "usuario {u} contraseña {pw}",
    "Wiki › Finca › Secadora: {u} — {pw}",
    "| equipo | usuario | clave |\n|---|---|---|\n| NVR muelle | {u} | {pw} |",
    "sign into the Cable Onda portal as {u} with {pw}",
    "dvr login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: nas-almirante\n  user: {u}\n  password: {pw}",
    "Telegram: cuenta {u}, clave {pw}",
    "Delroy seh di login da {u} an di pasword da {pw}",
    "device,user,password\ncompresor-dive,{u},{pw}",
    "ssh {u}@finca-srv.perezoso.lan (password {pw})",
    "creds for the hostel PMS are {u} and {pw}",
    "xfa entra con usuario {u} y contraseña {pw}",
    "Benutzername {u}, Passwort {pw}",
    "用戶名 {u}，密碼 {pw}",
    "שם משתמש {u}, סיסמה {pw}",
    "yung4 wu6 {u}, mat6 maa5 {pw}",
    "shem mishtamesh {u}, sisma {pw}",
    "ti usuario ye {u}, contraseña ye {pw}",
    "Anmeldung: {u} / Kennwort {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["perezoso", "cayuco", "manati", "oropendola", "zapatilla", "carenero", "guabito",
               "patacon", "rondon", "saos", "bonbon", "cacao", "yuca", "panga"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, all small letters, then {d}",
    "for the finca laptop it's {w} with {d} at the end",
    "voice note: the dock wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the admin password",
    "it's {w}{d}, the word and the number stuck together",
    "la contraseña es la palabra {w} y después {d}",
    "xfa: la clave es {w}, pegao el número {d}",
    "Das Passwort ist das Wort {w}, dann {d}",
    "密碼係 {w} 呢個字，跟住 {d}",
    "הסיסמה היא המילה {w} ואחריה {d}",
    "di pasword da di word {w}, den {d}",
    "contraseña ye kukwe {w}, aune {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "fbexport -Q -H fb.perezoso.lan -D /data/cacao.fdb -U {u} -P {pw} -F lots.fbx",
    "hz-cli --cluster-name reservas --username {u} --password '{pw}' sql",
    "mysqlpump -h db1.perezoso.lan -u {u} -p'{pw}' --databases reservas > reservas.sql",
    "innobackupex --user={u} --password={pw} /backup/finca/",
    "pt-table-checksum h=db1.perezoso.lan,u={u},p={pw} --databases=taxis",
    "gh-ost --host=db1 --user={u} --password={pw} --database=taxis --table=viajes --execute",
    "tiup cdc cli changefeed create --sink-uri='mysql://{u}:{pw}@tidb-b.perezoso.lan:4000/'",
    "gfsh -e \"connect --locator=geode[10334] --user={u} --password={pw}\"",
    "SNOWSQL_PWD='{pw}' snowsql -a perezoso -u {u} -d CACAO",
    "filezilla sftp://{u}:{pw}@ftp.perezoso-bocas.pa",
    "echo '{pw}' | vncpasswd -f > ~/.vnc/passwd",
    "incus remote add finca https://incus.perezoso.lan:8443 --password {pw}",
    "/user add name={u} password={pw} group=full",
    "SONATYPE_PASSWORD={pw} sbt publishSigned",
    "choco source add -n perezoso -s https://nuget.perezoso.lan/v3 -u {u} -p {pw}",
    "FLIT_PASSWORD={pw} flit publish --repository perezoso",
    "pdm publish -r perezoso -u {u} -P {pw}",
    "CONSUL_HTTP_AUTH={u}:{pw} consul members",
    "wget --ftp-user={u} --ftp-password={pw} ftp://ftp.perezoso.lan/fotos/",
    "mount.cifs //nas/fotos /mnt/fotos -o username={u},password={pw}",
    "FTP_PASSWORD={pw} duplicity /srv/reservas ftp://{u}@nas.perezoso.lan/bk",
    "mariabackup --backup --user={u} --password={pw} --target-dir=/bk/maria",
    "mydumper -h db1 -u {u} -p {pw} -B reservas -o /bk/dump",
    "PGPASSWORD={pw} pg_basebackup -h pg1.perezoso.lan -U {u} -D /bk/pg",
    "sapcontrol -nr 00 -user {u} {pw} -function GetProcessList",
    "remmina -c rdp://{u}:{pw}@10.20.4.20",
    "ovftool vi://{u}:{pw}@esxi.perezoso.lan/finca-vm /exports/",
    "GOVC_USERNAME={u} GOVC_PASSWORD={pw} govc ls /finca/vm",
    "qm set 104 --ciuser {u} --cipassword {pw}",
    "echo '{u}:{pw}' | chpasswd",
    "emqx_ctl admins passwd {u} {pw}",
    "prosodyctl register {u} chat.perezoso.lan {pw}",
    "kafka-configs --alter --add-config 'SCRAM-SHA-512=[password={pw}]'"
    " --entity-type users --entity-name {u}",
    "rpk acl user create {u} -p '{pw}'",
    "mongoexport -u {u} -p '{pw}' --db reservas --collection huespedes -o h.json",
    "$c = New-Object PSCredential('{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force))",
]  # fmt: skip
_SHELLS = [
    "perezoso@bocas-srv:~$ {c}",
    "PS C:\\Users\\recepcion> {c}",
    "[root@almirante-nas ~]# {c}",
    "~/finca ❯ {c}",
    "history:\n  412  {c}",
    "{c}",
    "ticket PZ-230: ran `{c}` and it worked",
    "xfa revisa esto, no corre: {c}",
    "那條command：{c}",
    "Befehl vom Hostel-Server: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "mongodb+srv://{u}:{pw}@reservas.perezoso.lan/huespedes",
    "amqps://{u}:{pw}@mq.perezoso.lan:5671/taxis",
    "redis://:{pw}@cache.perezoso.lan:6379/2",
    "postgresql://{u}:{pw}@pg1.perezoso.lan:5432/cacao",
    "jdbc:firebirdsql://fb.perezoso.lan:3050//data/cacao.fdb?user={u}&password={pw}",
    "Server=sql.perezoso.lan;Database=Finca;User Id={u};Password={pw};",
    "nats://{u}:{pw}@nats.perezoso.lan:4222",
    "mqtts://{u}:{pw}@iot.perezoso.lan:8883",
    "clickhouse://{u}:{pw}@ch.perezoso.lan:9000/viajes",
    "smb://{u}:{pw}@nas-almirante/fotos",
    "couchbases://{u}:{pw}@cb.perezoso.lan/reservas",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}",
    "la cadena de conexión es {c}",
    "Verbindung: {c}",
    "{c}",
    "連線字串：{c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "perezoso", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("PerezosoPay", "PEREZOSOPAY_SECRET_KEY", _j("pzp_live_", (ALNUM, 32))),
    ("Bocas Water Taxi", "BWTX_API_KEY", _j("bwtx-", (LOWER_DIGITS, 36))),
    ("ChanguiSMS", "CHANGUISMS_TOKEN", _j("chg.", (URLSAFE, 40))),
    ("Almirante Freight", "ALF_API_TOKEN", _j("alf_", (HEX, 40))),
    ("Isla Colón Dive", "ICD_SECRET", _j("icd_sk_", (ALNUM, 30))),
    ("RanaRoja Bookings", "RANAROJA_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Yappy", "YAPPY_SECRET_TOKEN", _j((B64, 44))),
    ("Nequi", "NEQUI_API_KEY", _j((ALNUM, 40))),
    ("Banistmo", "BANISTMO_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Banesco", "BANESCO_API_KEY", _j((HEX, 32))),
    ("Caja de Ahorros", "CAJA_API_SECRET", lambda g: v.uuid4(g, "9")),
    ("Cable Onda", "CABLEONDA_TOKEN", _j((UPPER_HEX, 40))),
    ("Appetito24", "APPETITO24_API_KEY", _j((ALNUM, 36))),
    ("Tilopay", "TILOPAY_API_PASSWORD", _j((ALNUM, 32))),
    ("PagueloFacil", "PAGUELOFACIL_CCLW", _j((UPPER_HEX, 64))),
    ("EBANX", "EBANX_INTEGRATION_KEY", _j("live_ik_", (URLSAFE, 22))),
    ("Culqi", "CULQI_SECRET_KEY", _j("sk_live_", (ALNUM, 32))),
    ("Niubiz", "NIUBIZ_PASSWORD_KEY", _j((ALNUM, 24))),
    ("Holded", "HOLDED_API_KEY", _j((HEX, 32))),
    ("Hotmart", "HOTMART_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Kajabi", "KAJABI_API_SECRET", _j((ALNUM, 48))),
    ("Beehiiv", "BEEHIIV_API_KEY", _j((ALNUM, 64))),
    ("ManyChat", "MANYCHAT_TOKEN", _j(("123456789", 1), (D, 6), ":", (HEX, 32))),
    ("WATI", "WATI_ACCESS_TOKEN", _vendor_jwt("https://live-server.wati.io")),
    ("360dialog", "D360_API_KEY", _j((ALNUM, 32), "_AK")),
    ("Vonage", "VONAGE_API_SECRET", _j((ALNUM, 16))),
    ("Plivo", "PLIVO_AUTH_TOKEN", _j((ALNUM, 40))),
    ("Telnyx", "TELNYX_API_KEY", _j("KEY", (UPPER_HEX, 32), "_", (ALNUM, 22))),
    ("MessageBird", "MESSAGEBIRD_ACCESS_KEY", _j((ALNUM, 25))),
    ("ClickSend", "CLICKSEND_API_KEY", _j((UPPER_HEX, 8), "-", (UPPER_HEX, 4), "-",
                                        (UPPER_HEX, 4), "-", (UPPER_HEX, 4), "-",
                                        (UPPER_HEX, 12))),
    ("Tyntec", "TYNTEC_API_KEY", _j((ALNUM, 32))),
    ("Bandwidth", "BANDWIDTH_API_SECRET", _j((HEX, 48))),
    ("Lemon Squeezy", "LEMONSQUEEZY_API_KEY", _vendor_jwt("https://api.lemonsqueezy.com")),
    ("Hostfully", "HOSTFULLY_API_KEY", _j((ALNUM, 40))),
    ("Peek Pro", "PEEK_API_KEY", _j((HEX, 40))),
    ("Windguru", "WINDGURU_STATION_PASSWORD", _j((ALNUM, 20))),
    ("Tomorrow.io", "TOMORROW_API_KEY", _j((ALNUM, 32))),
    ("+Móvil", "MASMOVIL_API_TOKEN", _j((URLSAFE, 56))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} API key: {tok}",
    "la llave API de {vendor} es {tok}",
    "der API-Schlüssel für {vendor}: {tok}",
    "{vendor} 嘅 API key 係 {tok}",
    "מפתח API של {vendor}: {tok}",
    "Integrations › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    "  {env}: '{tok}'",
    "xfa guarda el token de {vendor}: {tok}",
    "di {vendor} key da {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    yappy = _r(rng, B64, 44)
    plivo = _r(rng, ALNUM, 40)
    holded = _r(rng, HEX, 32)
    culqi = "sk_live_" + _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", 'requests.get("https://api.holded.com/api/invoicing/v1/contacts",'
               f' headers={{"key": "{holded}"}})', holded),
        Sample("vendor_token",
               f"client = plivo.RestClient('MAPEREZOSO0000000001', '{plivo}')", plivo),
        Sample("vendor_token", f"<add key=\"YappySecret\" value=\"{yappy}\" />", yappy),
        Sample("vendor_token", f"const culqi = new Culqi({{ privateKey: '{culqi}' }});", culqi),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Zulip: {t}", "solo lo muestra una vez, ahí ta:\n{t}", "個token：{t}",
                "{t}\n^ nuevo, el viejo ya no sirve", "keep this for me: {t}",
                "הטוקן: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "AZURE_STORAGE_KEY_FOTOS={h}": 64,
    "finca_signing_secret = \"{h}\"": 64,
    "la llave maestra del NAS: {h}": 64,
    "Schlüssel fürs Backup: {h}": 48,
    "HMAC secret for the taxi app webhook {h}": 64,
    "個加密key：{h}": 32,
    "מפתח ההצפנה: {h}": 40,
    "encryption_key: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "id_token={t}",
    "cookie: pz_session={t}",
    "el token de la app de taxis: {t}",
    "curl -H 'Authorization: Bearer {t}' https://api.perezoso-bocas.pa/v1/viajes",
    "JWT vom Buchungssystem: {t}",
    "{t}",
    "個 session token 係 {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@perezoso-bocas.pa"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.perezoso-bocas.pa", "azp": "taxi-app", "roles": ["capitan"]}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "~/.ssh/id_finca:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "la llave del servidor, xfa no la compartas:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "{key}": ("EC PRIVATE KEY", "\n"),
    '{{"tls_key": "{key}", "host": "api.perezoso-bocas.pa"}}': ("PRIVATE KEY", "\\n"),
    "Hostel-Zertifikat, privater Schlüssel:\n{key}": ("PRIVATE KEY", "\n"),
    "舖頭POS嘅private key：\n{key}": ("RSA PRIVATE KEY", "\n"),
    "המפתח הפרטי של הגיבוי:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAAB"
                                      "AAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
               "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "backup de la billetera, xfa guárdalo: {p}": "spanish",
    "frase semilla de la wallet de propinas:\n{p}": "spanish",
    "voice note: the recovery words are {p}": "english",
    "the tip-jar wallet seed: {p}": "english",
    "Wiederherstellungsphrase vom Hostel-Wallet: {p}": "english",
    "錢包助記詞：{p}": "chinese_traditional",
    "阿爸個錢包 seed 係 {p}": "chinese_traditional",
    "מילות השחזור של הארנק: {p}": "english",
    "di wallet seed words dem: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    lang = _SEED_PLACES[template]
    for _ in range(100):
        entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
        if _MNEMO[lang].check(phrase):
            break
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "card for the fuel dock: {c} exp {mm}/{yy}",
    "la tarjeta de la empresa es {c}, vence {mm}/{yy}",
    "Kreditkarte fürs Hostel: {c}",
    "張卡號碼係 {c}",
    "מספר הכרטיס: {c} תוקף {mm}/{yy}",
    "pay the Almirante Freight invoice with {c}",
    "di card numba da {c}",
    "xfa paga con {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "unionpay", "jcb", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", "."][index % 5], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c}, security code on the back: {cvv}",
               "los tres números de atrás de la tarjeta: {cvv}",
               "Amex {c}, the four digits above the number: {cvv}",
               "Prüfnummer der Karte {c}: {cvv}",
               "卡背後三個數字：{cvv}",
               "קוד CVV של הכרטיס: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"SV": "aaaa" + "n" * 20, "CR": "n" * 18, "NI": "aaaa" + "n" * 20,
                "IL": "n" * 19, "GT": "aaaa" + "c" * 20, "BR": "n" * 23 + "ac",
                "DO": "aaaa" + "n" * 20, "HN": "aaaa" + "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN for the cacao buyer: {i}",
    "la cuenta del primo en San Salvador, IBAN {i}",
    "IBAN von Tante Henrike: {i}",
    "IBAN של אמא בחיפה: {i}",
    "transferir a {i} xfa",
    "please wire the deposit to {i}",
    "di IBAN fi mi sista: {i}",
    "匯款去 IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _il_idnr(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 9), il_idnr.is_valid)


def _il_hp(g: random.Random) -> str:
    return v.until(g, lambda h: "51" + _r(h, D, 7), il_hp.is_valid)


def _cn_ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        born = f"19{h.randrange(50, 100)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return f"4401{h.choice(['03', '04', '05', '06'])}{born}{_r(h, D, 3)}" + h.choice(D + "X")

    def valid(number: str) -> bool:
        try:
            return bool(cn_ric.is_valid(number))
        except KeyError:  # a region python-stdnum's table lists without counties
            return False

    return v.until(g, make, valid)


def _de_idnr(g: random.Random) -> str:
    return str(
        de_idnr.format(v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), de_idnr.is_valid))
    )


def _ec_ci(g: random.Random) -> str:
    return v.until(
        g, lambda h: f"{h.randrange(1, 25):02d}{h.choice('012345')}{_r(h, D, 7)}", ec_ci.is_valid
    )


def _co_nit(g: random.Random) -> str:
    number = v.until(g, lambda h: "9" + _r(h, D, 9), co_nit.is_valid)
    return str(co_nit.format(number))


def _cr_cpf(g: random.Random) -> str:
    number = v.until(
        g, lambda h: f"{h.randrange(1, 8)}0{_r(h, D, 3)}0{_r(h, D, 3)}", cr_cpf.is_valid
    )
    return str(cr_cpf.format(number))


def _pa_cedula(g: random.Random) -> str:
    return f"{g.choice(['1', '4', '8', '3'])}-{g.randrange(100, 1000)}-{g.randrange(100, 10_000)}"


_ID_PLACES: dict[str, Maker] = {
    "teudat zehut: {s}": _il_idnr,
    "מספר זהות של תמר: {s}": _il_idnr,
    "ת.ז. {s}": _il_idnr,
    "company number (ח.פ.) of the Haifa importer: {s}": _il_hp,
    "阿媽身份證號碼：{s}": _cn_ric,
    "居民身份證 {s}": _cn_ric,
    "Steuer-Identifikationsnummer von Kaspar: {s}": _de_idnr,
    "meine Steuer-ID ist {s}": _de_idnr,
    "cédula ecuatoriana del capitán: {s}": _ec_ci,
    "NIT del comprador en Bogotá: {s}": _co_nit,
    "cédula de Costa Rica de la prima: {s}": _cr_cpf,
    "mi cédula es {s}": _pa_cedula,
    "cédula panameña de Eusebio: {s}": _pa_cedula,
    "di ID numba fi Delroy da {s}": _pa_cedula,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Banistmo códigos de respaldo\n{codes}", "Holded backup codes: {codes}",
            "Notfallcodes fürs Hostel-Konto:\n{codes}", "2FA 後備碼：\n{codes}",
            "קודי גיבוי ל-2FA: {codes}",
            "códigos de recuperación de la cuenta de Google: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/PerezosoPay:mariluz@perezoso-bocas.pa?secret={s}&issuer=PerezosoPay",
              "2FA setup key for the Hotmart login: {s}",
              "clave de configuración del 2FA de Banesco: {s}",
              "TOTP Geheimnis fürs Buchungssystem: {s}",
              "2FA secret 係 {s}"]  # fmt: skip
_CODES = ["{c} is your Yappy verification code", "Tu código de verificación Nequi es {c}",
          "קוד אימות: {c}", "你嘅驗證碼係 {c}，5分鐘內有效", "Ihr Bestätigungscode lautet {c}",
          "Use {c} to sign in to Banistmo"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, index % 4)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Perezoso-Muelle", "PZ-Finca-5G", "Hostel Rana Roja", "CableOnda-Bocas-2G",
          "Dive Shop Carenero", "Almirante Taxi Base", "Tienda Wing Hing 5G",
          "Casa Cirilo"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}: {pw}",
    "la contra del wifi {s} es {pw}",
    "Network: {s} / {pw}",
    "WLAN {s}, WLAN-Schlüssel {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "{s} 嘅 WiFi 密碼係 {pw}",
    "הסיסמה לוויפי {s} היא {pw}",
    "di wifi {s} pasword da {pw}",
    "network ({s}) uses {pw}",
    "xfa el wifi: {s}\nclave: {pw}",
    "wpa_psk for {s} → {pw}",
    "wifi? / Yarisel: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("pzp_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sk_live_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[voice note from the boat] {t}",
          "deletreado: {t}", "一個一個字：{t}", "buchstabiert: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["el código del candado del muelle es {pw}", "Zugangscode für die Hostel-Tür: {pw}",
          "舖頭閘門密碼：{pw}", "הקוד של הכספת: {pw}", "di code fi di boat shed lock da {pw}",
          "alarm code for the finca office is {pw}", "PIN de la tarjeta de débito: {pw}",
          "ti pin ye {pw}", "keypad at the fuel dock takes {pw} then #"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["cayuco", "perezoso", "manati", "oropendola", "mangle", "cacao", "panga",
                 "arrecife", "tortuga", "colibri", "bahia", "muelle", "iguana",
                 "carenero"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the office vault: {p}": " ",
            "frase de contraseña del KeePass: {p}": "-",
            "Passphrase für den Hostel-Tresor: {p}": " ",
            "個 passphrase 係 {p}": ".",
            "ביטוי הסיסמה: {p}": " ",
            "di passphrase da {p}": "_",
            "passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Authorization: Basic {v}": True,
    "curl -H \"Authorization: Basic {v}\" https://nas.perezoso.lan/api": True,
    "proxy_set_header Authorization \"Basic {v}\";": True,
    "Authorization: Bearer {v}": False,
    "el header es Bearer {v}": False,
    "headers = {{'Authorization': 'Bearer {v}'}}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "config.php (hostel PMS):\ndefine('DB_PASSWORD', '{pw}');",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "application.yml:\nspring:\n  datasource:\n    username: taxis\n    password: {pw}",
    "/etc/msmtprc:\naccount perezoso\nuser reservas@perezoso-bocas.pa\npassword {pw}",
    "smb.conf note: [fotos] guest ok = no; the share user's password is {pw}",
    "docker-compose.yml:\n  environment:\n    MYSQL_ROOT_PASSWORD: {pw}",
    "~/.pgpass:\npg1.perezoso.lan:5432:cacao:finca:{pw}",
    "grafana.ini:\n[security]\nadmin_password = {pw}",
    "settings.py:\nEMAIL_HOST_PASSWORD = \"{pw}\"",
    "appsettings.json: \"SmtpPassword\": \"{pw}\"",
    "nextcloud config.php: 'dbpassword' => '{pw}',",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "hostapd.conf:\nssid=PZ-Finca-5G\nwpa_passphrase={pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}",
    "redis.conf:\nrequirepass {pw}",
    "pgbouncer userlist.txt:\n\"finca\" \"{pw}\"",
    "mosquitto: password_file note, user taxi-gps, password {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_ENVS = [
    ".env:\nDB_USER=finca\nDB_PASSWORD={pw}",
    ".env.production:\nSMTP_PASS={pw}",
    "Hostel .env:\nPMS_ADMIN_PASSWORD={pw}",
    "export MYSQL_PWD={pw}",
    ".env (taxi app):\nREDIS_PASSWORD={pw}\nREDIS_HOST=cache.perezoso.lan",
    "set RABBITMQ_DEFAULT_PASS={pw}",
    "$env:BACKUP_PASSWORD = '{pw}'",
    "secrets.env:\nNAS_PASS={pw}",
]  # fmt: skip
_envs = _Family("env_file", _ENVS, _with(_plain_pw), "pw")


_CHATS = [
    "Kevin: clave del wifi?\nYarisel: {pw}",
    "[06:12] abdiel: root pw del server?\n[06:13] delroy: {pw}",
    "Nadeska: {pw} es la contraseña nueva del Banistmo",
    "Rutilio: usa {pw}, eso le puse al router",
    "偉文：新密碼係 {pw}",
    "יעל: הסיסמה החדשה היא {pw}",
    "Wolfgang: neues Passwort ist {pw}",
    "Merlin: di new pasword da {pw}",
    "Jacinta: ti contraseña ye {pw}",
    "Itai: {pw} — that's the volunteer laptop password",
    "Sabine: {pw}, das hab ich fürs Tablet gesetzt",
    "Kayan: go password gau2 zo2 {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 66), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 18), (_backups, 6), (_totp, 5), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 6), (_configs, 16), (_chats, 12),
    (_envs, 8),
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


_SPLIT_PASSWORDS = {
    "la contraseña del router es": "{s}", "Kennwort lautet": "{s} (seit dem Stromausfall)",
    "密碼係": "{s}", "הסיסמה היא": "{s}", "mi pasword da": "{s}\nno tel nobadi",
    "the dryer panel password is": "{s}", "xfa la clave:": "{s}", "ti contraseña ye": "{s}",
    "the password Delroy read over the VHF was": "{s}, I think", "Passwort:": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Holded API key", "{s}", _j((HEX, 32))),
    ("split_token", "PerezosoPay secret:", "{s} (live)", _j("pzp_live_", (ALNUM, 32))),
    ("split_token", "Hotmart client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "wallet recovery words", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 11/36",
     lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "CR"))),
    ("split_backup", "Banistmo códigos de respaldo", "{s}\n48213377\n90127734",
     lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "teudat zehut", "{s}", _il_idnr),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"dryer": {"url": "https://secadora.perezoso.lan", "admin_password": "{s}"}}':
        ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "delroy", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"boats": [{"name": "Perezoso I"}, {"name": "Perezoso II", "gps_password": "{s}"}]}':
        ("meta_password", _plain_pw),
    '{"argv": ["mysqlpump", "-u", "backup", "--password", "{s}", "reservas"]}':
        ("meta_password", _plain_pw),
    '{"note": "舖頭電腦個密碼係 {s}"}': ("meta_password", _plain_pw),
    '{"סיסמה": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the booking tablet as capitan with the password {s}"}':
        ("meta_password", _plain_pw),
    '{"holded": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"plivoAuthToken": "{s}"}': ("meta_token", _j((ALNUM, 40))),
    '{"banesco_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}':
        ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SV")),
    '{"guest": {"steuer_id": "{s}"}}': ("meta_id", _de_idnr),
    '{"mfa": {"backup_codes": ["{s}", "55120983", "71402236"]}}':
        ("meta_otp", lambda g: _r(g, D, 8)),
    '{"tips_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"gps_tracker": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"boat_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "PZ-Finca-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_COMMIT = hashlib.sha1(b"taxis: add Almirante night schedule", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"finca: fix dryer humidity units", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"fotos_2032-02-14.zip", usedforsecurity=False).hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/perezoso/reservas:2.4").hexdigest()

CLEAN = [
    "Remind me to change the dryer panel password before the cacao harvest on 2032-04-20.",
    "Kevin asked for the dock wifi password; it's on the card behind the counter.",
    "Policy: company passwords are at least 14 characters and live only in Bitwarden.",
    "Please don't paste passwords into Telegram; share a vault link instead.",
    "The `.env.example` line `HOLDED_API_KEY=changeme` is a placeholder;"
    " the real key is in the vault.",
    "Replace <YOUR_YAPPY_TOKEN> in the README with the one from the merchant portal.",
    "PLIVO_AUTH_TOKEN and BANESCO_API_KEY must be set before the nightly sync runs.",
    "xfa no le des tu contraseña a nadie, ni al banco.",
    "La contraseña debe tener mínimo 12 caracteres.",
    "Olvidaste tu contraseña? Toca aquí.",
    "Bitte gib dein Passwort niemandem weiter.",
    "Das WLAN im Hostel ist offen, kein Passwort nötig.",
    "唔好話俾任何人知你個密碼。",
    "個密碼太短，最少要十二個字。",
    "אל תשתף את הסיסמה שלך עם אף אחד.",
    "שכחת את הסיסמה? לחץ כאן.",
    "no tel nobadi yu pasword, yu hier?",
    "Print the 2FA backup codes for the Banistmo account and keep them in the office safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "The water taxi from Almirante to Bocas leaves every 30 minutes from 06:00 to 18:30.",
    "Ticket price Almirante to Bocas town: B/. 6.00; children B/. 3.00.",
    "Order #PZ-2032-00418: 40 sacks of cacao, 46 kg each, moisture 7.1 %.",
    "The shop on Calle 3 is open 07:00 to 21:00; phone +507 757-0143.",
    "Call the dive shop at +507 6612-3308 before 17:00 to book the Zapatilla trip.",
    "Reservation 88412 for two nights, room 7, check-in 14:00.",
    "Invoice FAC-0042-2032 total B/. 1,284.50, due 2032-05-31.",
    f"Deployed commit {_COMMIT} to the booking server.",
    f"Reverted {_SHORT} because the humidity units were wrong.",
    f"sha256:{_WHEEL_SUM}  pyserial-3.5-py2.py3-none-any.whl",
    f"MD5 of fotos_2032-02-14.zip: {_MD5}",
    f"Image digest: sha256:{_IMAGE}",
    "Upgrade the NAS to DSM 7.2.1-69057 Update 5 on Sunday.",
    "The Yamaha 115 outboard needs its 100-hour service; serial is on the transom plate.",
    "Boat registration PA-BOC-2291 expires in June.",
    "The router model is TP-Link Archer AX55 v1.0, firmware 1.1.6.",
    "Tide at Bocas del Toro: high 10:42, low 16:55.",
    "Weather station reading: 28.4 °C, wind 12 kn from NE, gusts 19.",
    "Please pass the rice and patacones.",
    "Password rotation for the office is every 90 days.",
    "The PIN pad on the card terminal is broken again; use the Yappy QR.",
    "The token limit of the assistant is 8000 tokens per request.",
    "The keypad code changed last week; ask Mariluz in person.",
    "The secret ingredient in the cacao nibs is a pinch of salt.",
    "El código postal de Bocas del Toro no se usa mucho; pon la dirección completa.",
    "Die Rezeption ist von 8 bis 20 Uhr besetzt, Telefon +507 757-9921.",
    "舖頭今日特價：米 B/. 0.55 一磅，豉油 B/. 2.10。",
    "ההוסטל נמצא ברחוב 3, ליד המזח; הצ'ק-אין מ-14:00.",
    "Mi gone a Changuinola tomorrow fi buy di cacao sacks.",
    "Ngäbe families at the finca finish the harvest in May.",
    "The Hostfully listing ID is 41822 and the Peek Pro activity ID is 7301.",
    "Customs tariff code 1801.00 covers raw cacao beans.",
    "The backup job ran at 02:00 and copied 41,238 files (312 GB).",
    "ISBN 978-0-19-861186-8 is the bird guide on the hostel shelf.",
    "The API key field in the form is required; leave it empty for the demo.",
    "api keys for the weather widget are issued per site and expire after a year.",
    "The secret Santa draw for the staff is on December 15th.",
    "Version 2.4.1 of the taxi app fixes the map crash.",
    "Container MSKU 4821736 with cacao arrives in Hamburg on 2032-06-02.",
    "The passphrase must be at least four words long.",
    "Our RUC is printed on every invoice; it's public.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/finca/dryer", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "PZ-230", "order": "PZ-2032-00418"}',
    '{"trip": {"from": "Almirante", "to": "Bocas", "departs": "06:30", "price": "6.00"}}',
    '{"phone": "+507 757-0143", "city": "Bocas del Toro"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "sacks_in_stock": 128}',
    '{"hs_code": "1801.00", "origin": "PA", "description": "cacao beans"}',
    '{"room": 7, "nights": 2, "reservation": "88412", "token_count": 512}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
