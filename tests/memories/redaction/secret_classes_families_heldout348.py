# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-forty-eighth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-forty-fifth's
docstring, the fifth to three-hundred-and-forty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (346, 347, 349), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (348_602_417), password words (a
mineral or a desert flower and a number, `Atacamita58!`; dot-joined places and a year,
`vallenar.huasco.2031`; leet `Ch4n4r4l`; a name, a year and a town; a generator's dashed groups;
random runs).

The fictional company is Pircas del Desierto SpA (mining services and ore trucking: a yard in
Copiapó, a plant near Vallenar, a port shed in Caldera and a depot in Chañaral), with Chilean
office staff, Haitian operators, Croatian-Chilean families with cousins in Split and Antofagasta,
a Chinese partner (Hengshan Kuangye, Tangshan), Australian engineers from Kalgoorlie and Perth,
and Bolivian truckers from Oruro and Potosí; every company, person, address, domain
(`pircas.lan`, `pds.example`), account and number is invented, only the region is real. Texts:
chats (WhatsApp groups, Signal, a radio log), tickets, notes, runbooks, shell prompts, config and
env files, voice-note transcripts and requests to the assistant; separators from a colon, `=`,
`→`, `->`, `es`, `se`, `je`, `是`, `kan`, a table cell, a new line and none.

Grep counts (heldouts 5 to 345 naming each, grep -l): none for Copiapó, Vallenar, Chañaral,
Tierra Amarilla, Huasco, Bahía Inglesa, `paswòd`, Reveniu, OptiMine, Enaex, GroundProbe,
`psql-`, `r3trans`, `interactive_sql`, `ignite.sh`; one to three for
Caldera, Atacama, Antofagasta, Kreyòl, `zaporka`, `hr.oib`, Webpay, Getnet, Starken, Floid,
Chipax, Tenpo, OpenFactura, Vulcan, Leapfrog, MinePlan, FrontRunner, Certiq, Newtrax,
Mobilaris, Maptek, virtuoso, presto-cli, rundeck, gogs, tarsnap, strongswan, cfssl, lego, azcopy,
gsutil, filezilla, qbittorrent, jellyfin, navidrome, s5cmd, nzload, fastload, dbaccess, emby,
sstableloader, starrocks; more for Haitian (5), Quechua (8), `contraseñanqa` (4), Croatian (18),
`lozinka` (15), `šifra` (14), Chilean (19), Australian (19), `cachai` (9), `cl.rut` (9),
`cn.ric` (13), `au.tfn` (7), `au.abn` (6), `au.acn` (4).

About half of the secret samples are not in English: Chilean Spanish as texted (`la clave es`,
`la pass del wifi`, `oe`, `po`, `cachai`, `xfa`, `altiro`), the Haitian Creole of the operators
(`modpas la se`, `paswòd`, `kòd`, `nimewo kat`), the Croatian of the Antofagasta families
(`lozinka je`, `zaporka`, `šifra`, `korisničko ime`, `OIB`), the Mandarin of the partner in
characters and pinyin (`密码是`, `mima shi`, `验证码`, `助记词`, `yinhangka hao`), the English of
the Australian engineers (`mate`, `arvo`, `reckon`) and the Quechua of the Bolivian truckers
(`contraseñaqa … kan`, `yupay`, `wasiypa`). Chilean Spanish, Croatian, Mandarin and Australian
wordings are ordinary usage; the author's guesses, checked by no speaker, are every Quechua
wording (`contraseñaqa`, `kan`, `kachkan`, `yupay`, `wasiypa`, `ñawpaq`), the Haitian Creole
spellings (`paswòd`, `kòd sekirite`, `nimewo`) and the romanised pinyin without tones.

Vendors: invented ones (Paipote Pay `ppy_live_`, Desierto Florido SMS `dfs-`, Chañaral Freight
`chf_sk_`, Huasco Telemetría `hst.`, Caldera Puerto Digital, Añañuca Maps; shapes guessed) and
real ones with guessed shapes (Reveniu, Webpay, Getnet, Starken, Floid, Chipax, Tenpo,
OpenFactura, OptiMine, Enaex, GroundProbe, Maptek, Certiq, Newtrax, Mobilaris, Wenco,
MinePlan); the JWTs are well-formed.

Ids: Chile's RUT (`cl.rut`), Croatia's OIB (`hr.oib`), China's resident id (`cn.ric`), Australia's
TFN, ABN and ACN (`au.tfn`, `au.abn`, `au.acn`), each drawn until python-stdnum validates it; a
Haitian NIF, a Bolivian cédula and a Croatian passport, which carry no check a library verifies.
Cards pass Luhn (`stdnum.luhn`); IBANs of Croatia, Greece, Albania, Egypt, Saudi Arabia and Malta
(those a rough grep count finds least, Croatia for the families), checked with `stdnum.iban`;
seed phrases from mnemonic's English, Spanish, French, Simplified and Traditional Chinese lists,
checked with `Mnemonic(lang).check`.
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
from stdnum.au import abn as au_abn
from stdnum.au import acn as au_acn
from stdnum.au import tfn as au_tfn
from stdnum.cl import rut as cl_rut
from stdnum.cn import ric as cn_ric
from stdnum.hr import oib as hr_oib

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 348_602_417
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


_MINERALS = ["Atacamita", "Crisocola", "Calcopirita", "Bornita", "Azurita", "Malaquita",
             "Turquesa", "Pirita", "Magnetita", "Hematita", "Cuprita", "Brochantita",
             "Antlerita", "Copiapita", "Lapislazuli", "Caliche"]  # fmt: skip
_FLOWERS = ["Ananuca", "GarraDeLeon", "Pata", "Suspiro", "Malvilla", "Cartucho", "Terciopelo",
            "Lirio", "Copao", "Chaguar"]  # fmt: skip
_PLACES = ["copiapo", "caldera", "vallenar", "chanaral", "huasco", "paipote", "tierramarilla",
           "inglesa", "totoral", "freirina", "almagro", "elsalado", "oruro", "potosi", "split",
           "kalgoorlie", "tangshan", "gonaives", "jacmel"]  # fmt: skip
_NAMES = ["Javiera", "Matias", "Catalina", "Benjamin", "Fernanda", "Renato", "Widlene",
          "JeanRobert", "Fabiola", "Dieuseul", "Ivana", "Tomislav", "Dubravka", "Zvonko",
          "Wenjing", "Haoyu", "Lachlan", "Bronwyn", "Shane", "Wilfredo", "Justina",
          "Teofilo"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Ch4n4r4l", "C0p14p0", "V4ll3n4r", "C4ld3r4", "Hu4sc0", "P41p0t3", "4t4c4m4",
         "M1n3r4l"]  # fmt: skip


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_MINERALS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_PLACES, 2)) + "." + str(g.randrange(1990, 2035)),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1960, 2010)}{g.choice(_PLACES).capitalize()}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_FLOWERS)}{g.choice(_SYMBOLS)}{g.randrange(100, 1000)}Florido",
    lambda g: f"Faena{g.randrange(100, 1000)}{g.choice(_MINERALS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_MINERALS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Tolva{g.choice(_FLOWERS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp 'Patio Copiapó', Javiera: la clave del portal de la romana es {pw}",
    "oe Mati la pass del servidor de despacho es {pw} po, no la cambies",
    "cachai q la contraseña del NVR de Paipote quedó {pw}",
    "xfa anota: clave admin del router de Caldera → {pw}",
    "Renato: contraseña nueva del Chipax {pw}, altiro la cambio si falla",
    "nota de voz: la clave del computador de la báscula es {pw}, eso",
    "ticket PDS-4471: el supervisor de Vallenar olvidó su contraseña, quedó reseteada a {pw}",
    "runbook Chañaral, paso 3: contraseña del PLC de la correa = {pw}",
    "modpas la se {pw}",
    "Widlene: modpas òdinatè biwo a se {pw}",
    "paswòd wifi kan an se {pw}",
    "Dieuseul: nouvo paswòd pou sistèm pwa a se {pw}",
    "Fabiola, nòt vokal: modpas kamera pòtay la se {pw}",
    "lozinka je {pw}",
    "Ivana: lozinka za bankovni račun od bake u Splitu je {pw}",
    "zaporka od routera kod tete Dubravke: {pw}",
    "Tomislav: šifra za mail je {pw}, nemoj nikome reći",
    "Zvonko, poruka: nova lozinka za laptop → {pw}",
    "密码是 {pw}",
    "王文静：选矿厂服务器的密码是 {pw}",
    "mima shi {pw}",
    "Haoyu: fuwuqi de mima shi {pw}, bie gaosu bieren",
    "衡山矿业 VPN 账号的密码：{pw}",
    "mate, the password for the Vulcan licence box is {pw}",
    "Lachlan: reckon the Leapfrog server password is still {pw}",
    "Bronwyn (arvo handover): haul-truck dispatch PC password -> {pw}",
    "Shane: new password on the MinePlan box is {pw}, don't lose it mate",
    "contraseñaqa {pw} kan",
    "Wilfredo: camionpa GPS contraseñanqa {pw} kachkan",
    "Justina: wasiypa wifi contraseñaqa {pw}",
    "Teófilo, audio: ñawpaq contraseñaqa karqa {pw}",
    "remember for me: the Pircas ERP password is {pw}",
    "assistant, store this: GroundProbe radar console password {pw}",
    "Signal, Catalina: password for the Enaex blasting portal: {pw}",
    "Radio log 06:40, Caldera port shed: gate terminal password {pw}",
    "Note to self - OptiMine admin password = {pw}",
    "Maptek licence server, local admin password: {pw}",
    "Certiq portal password for the Vallenar fleet is {pw}",
    "ticket PDS-4502: Newtrax gateway reset, password now {pw}",
    "Mobilaris tag reader, web password → {pw}",
    "passwd for wenco-db01: {pw}",
    "Benjamín: pwd del rundeck de la oficina {pw}",
    "Fernanda: contraseña de la cuenta Tenpo de la empresa: {pw}",
    "La password de la cámara del portón de Tierra Amarilla es {pw} weón, anótala",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["javiera.r", "matias", "catalina.m", "benjamin", "fernanda", "renato.c", "widlene",
          "jrobert", "fabiola.p", "dieuseul", "ivana.m", "tomislav", "dubravka", "zvonko.l",
          "wangwj", "haoyu", "lachlan", "bronwyn.k", "shane.o", "wmamani", "jcondori",
          "tquispe", "svc-romana", "despacho"]  # fmt: skip
_LOGINS = [
    "WhatsApp 'Patio Copiapó': usuario {u} clave {pw}",
    "ticket PDS-4488: {u} bloqueado en la romana, última contraseña {pw}",
    "user {u} pass {pw}",
    "Intranet › Planta Vallenar › Romana: {u} — {pw}",
    "| equipo | usuario | clave |\n|---|---|---|\n| NVR Paipote | {u} | {pw} |",
    "sign into the Wenco console as {u} with {pw}",
    "GroundProbe login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: romana-caldera\n  user: {u}\n  password: {pw}",
    "Signal: cuenta {u}, contraseña {pw}",
    "Bronwyn says the Certiq account is {u} and the password is {pw}",
    "host,user,password\nnvr-chanaral,{u},{pw}",
    "ssh {u}@despacho.pircas.lan (password {pw})",
    "creds for the weighbridge PC are {u} and {pw}, mate",
    "用户名 {u}，密码 {pw}",
    "yonghuming {u}, mima {pw}",
    "korisničko ime {u}, lozinka {pw}",
    "itilizatè {u}, modpas {pw}",
    "non itilizatè a se {u}, paswòd la se {pw}",
    "usuarioqa {u}, contraseñaqa {pw}",
    "usuario {u} y clave {pw}, cachai",
    "Benutzer {u}, Passwort {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["anañuca", "copao", "chañar", "algarrobo", "caliche", "tolva", "pirquinero",
               "chuflay", "sopaipilla", "pebre", "kanpe", "burek", "sarma", "mantou",
               "lamington", "api", "chuño", "totora"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "la clave es la palabra {w} y después el {d}, todo junto",
    "pa la romana es {w} con {d} al final po",
    "nota de voz: la clave del wifi es {w} y luego {d}, sin espacio",
    "it's {w}{d}, mate, word and number jammed together",
    "modpas la se mo {w}, apre sa {d}",
    "lozinka je riječ {w}, pa onda {d}",
    "密码是 {w} 这个词，后面加 {d}",
    "mima shi {w} zhege ci, houmian jia {d}",
    "contraseñaqa {w} simi, chaymanta {d}",
    "type {w}, then {d} — that's the dispatch password",
    "the name of the plant's dog, {w}, followed by {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "isql -v VIRTUOSO {u} '{pw}'",
    "presto-cli --server https://presto.pircas.lan:8443 --user {u} --password <<< '{pw}'",
    "rd auth login -u {u} -p '{pw}' --url https://rundeck.pircas.lan",
    "gogs admin create-user --name {u} --password '{pw}' --email ops@pds.example",
    "tarsnap --keygen --keyfile /root/tarsnap.key --user ops@pds.example --passphrase '{pw}'",
    "swanctl --load-creds && echo ': EAP {u} \"{pw}\"' >> /etc/ipsec.secrets",
    "lego --email ops@pds.example --eab --kid pircas --hmac '{pw}' -d pds.example run",
    "azcopy login --service-principal --application-id 7c1f --tenant-id pds --client-secret '{pw}'",
    "gsutil -o 'Credentials:gs_secret_access_key={pw}' ls gs://pds-ensayos",
    "filezilla sftp://{u}:{pw}@sftp.pds.example:2222",
    "qbittorrent-nox --webui-port=8080 && curl -d 'username={u}&password={pw}' "
    "http://nas.pircas.lan:8080/api/v2/auth/login",
    "curl -X POST http://jellyfin.pircas.lan/Users/AuthenticateByName -d "
    "'{{\"Username\":\"{u}\",\"Pw\":\"{pw}\"}}'",
    "navidrome --configfile nd.toml && ND_SPOTIFY_SECRET= ND_DEVAUTOLOGINUSERNAME={u} "
    "ND_PASSWORD={pw}",
    "s5cmd --credentials-file /dev/null --endpoint-url https://s3.pircas.lan "
    "--access-key {u} --secret-key '{pw}' ls",
    "nzload -host nz.pircas.lan -u {u} -pw '{pw}' -db ENSAYOS -t LEYES -df leyes.csv",
    "fastload <<EOF\n.LOGON td.pircas.lan/{u},{pw};\nEOF",
    "dbaccess - - <<< \"CONNECT TO 'romana@ifx' USER '{u}' USING '{pw}';\"",
    "sstableloader -d cass1.pircas.lan -u {u} -pw '{pw}' /data/telemetria/camiones",
    "mysql -h starrocks.pircas.lan -P9030 -u{u} -p'{pw}' -e 'show databases'",
    "psql-remote() {{ PGPASSWORD='{pw}' psql -h pg.pircas.lan -U {u} despacho; }}",
    "R3trans -d -w r3.log && hdbsql -n hana.pircas.lan:30015 -u {u} -p '{pw}'",
    "dbisql -c \"UID={u};PWD={pw};Host=sqla.pircas.lan\" -nogui",
    "ignite.sh && control.sh --host ignite.pircas.lan --user {u} --password '{pw}' --state",
    "psql 'host=gp.pircas.lan dbname=leyes user={u} password={pw}'",
    "emby-server --ffmpeg /usr/bin/ffmpeg; curl -u {u}:{pw} http://emby.pircas.lan:8096",
    "cfssl serve -ca ca.pem -ca-key ca-key.pem -db-config db.json && "
    "PGPASSWORD={pw} psql -U {u} certdb",
    "wget --user={u} --password='{pw}' https://files.pds.example/planos/tranque.dwg",
    "sshpass -p '{pw}' ssh {u}@romana-vallenar.pircas.lan",
    "redis-cli -h cola.pircas.lan -a '{pw}' ping",
    "ldapsearch -x -D 'uid={u},dc=pircas,dc=lan' -w '{pw}' -b dc=pircas,dc=lan",
    "smbclient //nas.pircas.lan/planos -U {u}%{pw}",
    "zip -P '{pw}' sueldos-junio.zip sueldos-junio.xlsx",
    "7z a -p'{pw}' respaldo-romana.7z /srv/romana",
    "openssl enc -aes-256-cbc -in leyes.csv -out leyes.enc -pass pass:{pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "javiera@despacho:~$ {c}", "root@romana-caldera:~# {c}",
    "PS C:\\pircas> {c}", "ticket PDS-4510, lo que corrí: {c}", "comando que usé ayer:\n{c}",
    "kòmand mwen te lanse: {c}", "naredba koju sam pokrenuo: {c}", "我运行的命令：{c}",
    "the command I ran in the arvo: {c}", "kay comandota ruwarqani: {c}",
    "runbook Caldera, paso 5:\n{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.pircas.lan:5432/despacho",
    "mysql://{u}:{pw}@romana-db.pircas.lan:3306/pesajes",
    "mongodb+srv://{u}:{pw}@telemetria.pds.example/camiones?retryWrites=true",
    "redis://{u}:{pw}@cola.pircas.lan:6379/2",
    "amqp://{u}:{pw}@mq.pircas.lan:5672/despacho",
    "ftp://{u}:{pw}@ftp.pds.example/laboratorio/",
    "mssql+pyodbc://{u}:{pw}@sql.pircas.lan/ERP?driver=ODBC+Driver+18",
    "clickhouse://{u}:{pw}@ch.pircas.lan:9000/leyes",
    "oracle+oracledb://{u}:{pw}@ora.pircas.lan:1521/?service_name=MINA",
    "Server=sql.pircas.lan;Database=Despacho;User Id={u};Password={pw};TrustServerCertificate=True",
    "opc.tcp://{u}:{pw}@plc-correa.pircas.lan:4840",
    "rtsp://{u}:{pw}@cam-porton.pircas.lan:554/Streaming/Channels/101",
]  # fmt: skip
_URL_PLACES = [
    "DESPACHO_DB_URL={c}", "cadena de conexión vieja: {c}", "guárdame esta conexión: {c}",
    "连接字符串：{c}", "konekcija za bazu: {c}", "ticket PDS-4520: {c}",
    "lyen koneksyon an: {c}", "the connection string Lachlan left: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_957_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "pircas-del-desierto",
                  "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}", "iat": issued,
                  "exp": issued + 2_592_000, "scope": "trips:read weights:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Paipote Pay", "PAIPOTE_PAY_SECRET", _j("ppy_live_", (ALNUM, 32))),
    ("Desierto Florido SMS", "DFSMS_API_KEY", _j("dfs-", (LOWER_DIGITS, 36))),
    ("Chañaral Freight", "CHF_SECRET_KEY", _j("chf_sk_", (ALNUM, 40))),
    ("Huasco Telemetría", "HST_TOKEN", _j("hst.", (URLSAFE, 44))),
    ("Caldera Puerto Digital", "CPD_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Añañuca Maps", "ANANUCA_MAPS_KEY", _j((HEX, 40))),
    ("Reveniu", "REVENIU_SECRET", _j((ALNUM, 48))),
    ("Webpay", "WEBPAY_API_KEY_SECRET", _j((HEX, 64))),
    ("Getnet", "GETNET_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Starken", "STARKEN_API_TOKEN", _j((UPPER_HEX, 32))),
    ("Floid", "FLOID_API_KEY", _vendor_jwt("https://api.floid.app")),
    ("Chipax", "CHIPAX_APP_SECRET", _j((ALNUM, 40))),
    ("Tenpo", "TENPO_BUSINESS_TOKEN", _j((URLSAFE, 43))),
    ("OpenFactura", "OPENFACTURA_APIKEY", _j((HEX, 32))),
    ("OptiMine", "OPTIMINE_API_TOKEN", _j((B64, 60))),
    ("Enaex", "ENAEX_PORTAL_KEY", lambda g: v.uuid4(g, "a")),
    ("GroundProbe", "GROUNDPROBE_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Maptek", "MAPTEK_LICENCE_TOKEN", _j((URLSAFE, 48))),
    ("Certiq", "CERTIQ_CLIENT_SECRET", _j((ALNUM, 36))),
    ("Newtrax", "NEWTRAX_API_KEY", _j((HEX, 40))),
    ("Mobilaris", "MOBILARIS_TOKEN", _vendor_jwt("https://api.mobilaris.example")),
    ("Wenco", "WENCO_API_SECRET", _j((B64, 43), "=")),
    ("MinePlan", "MINEPLAN_LICENSE_KEY", _j((UPPER_HEX, 40))),
    ("Hengshan Cloud", "HSKY_ACCESS_SECRET", _j((ALNUM, 30))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} pircas/despacho:3.1",
    "kubectl create secret generic despacho --from-literal={env}={tok}",
    "fly secrets set {env}={tok} -a despacho",
    "railway variables --set {env}={tok}",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "Pircas ERP › Configuración › Integraciones › {vendor}: {tok}",
    "WhatsApp, Renato: la API key de {vendor} es {tok}",
    "oe la llave de {vendor} pa la integración: {tok}",
    "ticket PDS-4530: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "kle API {vendor} la se {tok}",
    "API ključ za {vendor} je {tok}",
    "{vendor} 的 API 密钥是 {tok}",
    "{vendor} de API miyao shi {tok}",
    "mate, the {vendor} API key is {tok}",
    "{vendor} API llaveqa {tok} kan",
    "the new {vendor} token is {tok}, old one revoked",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    reveniu = _r(rng, ALNUM, 48)
    starken = _r(rng, UPPER_HEX, 32)
    open_factura = _r(rng, HEX, 32)
    certiq = _r(rng, ALNUM, 36)
    return [
        Sample("vendor_token", f'requests.post(url, headers={{"Reveniu-Secret-Key": '
               f'"{reveniu}"}})', reveniu),
        Sample("vendor_token", f"curl -H 'Authorization: Token {starken}' "
               "https://api.starken.example/cotizar", starken),
        Sample("vendor_token", f'const factura = new OpenFactura({{ apikey: "{open_factura}" }});',
               open_factura),
        Sample("vendor_token", f"<add key=\"CertiqSecret\" value=\"{certiq}\" />", certiq),
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


_BARE_PLACES = ["{t}", "guárdalo: {t}", "solo lo muestra una vez, acá va:\n{t}",
                "token an: {t}", "这个 token：{t}", "{t}\n^ el nuevo, el viejo murió",
                "hang onto this, mate: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)),
                _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey del sensor de tranque TR-04: {h}": 32,
    "AES key of the haul-truck payload monitor export: {h}": 32,
    "HMAC secret del webhook de Paipote Pay: {h}": 64,
    "pre-shared key of the Caldera–Copiapó IPsec tunnel (hex): {h}": 64,
    "备份加密密钥：{h}": 64,
    "ključ za enkripciju backupa: {h}": 48,
    "kle chifreman backup la: {h}": 48,
    "mate, the radio mesh encryption key is {h}": 32,
    "respaldo llaveqa: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket PDS-4541: token sacado del network tab del navegador {t}",
    "Cookie: lang=es-CL; pds_session={t}",
    "DESPACHO_ACCESS_TOKEN={t}",
    "guárdame este bearer token {t}",
    "token 是 {t}",
    "token an se {t}",
    "the bearer token the Wenco API gave me: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_957_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@pds.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.pds.example/realms/faena", "azp": "despacho-web",
                   "roles": ["despacho", "romana"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "llave de deploy vieja de la romana, guárdala:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/despacho.pds.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SII_CERT_KEY": "{key}", "rut_empresa": "pds"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_caldera <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ticket PDS-4550, pegado por el integrador:\n{key}": ("PRIVATE KEY", "\n"),
    "服务器私钥：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "privatni ključ za SFTP:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABF"
                                      "wAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"]
    tail = [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it before I shred the card: {p}": "english",
    "recovery phrase of the old fund wallet\n{p}": "english",
    "mate, the seed words for the Ledger are {p}": "english",
    "voice memo: the wallet words are {p} and that's all of them": "english",
    "frase semilla de la billetera, no la pierdas: {p}": "spanish",
    "las 12 palabras de recuperación del Trezor po: {p}": "spanish",
    "fraz rekiperasyon pòtfèy la: {p}": "french",
    "钱包助记词：{p}": "chinese_simplified",
    "qianbao zhujici (简体): {p}": "chinese_simplified",
    "錢包助記詞（舊的）：{p}": "chinese_traditional",
    "riječi za oporavak novčanika: {p}": "english",
    "billeterapa simikuna: {p}": "spanish",
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
        " / ".join(words),
        " ".join(f"{k}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "WhatsApp, Fernanda: la tarjeta de la empresa pa los repuestos es {c}, vence {mm}/{yy}",
    "guárdame la tarjeta de respaldo: {c} venc {mm}/{yy}",
    "Card no.: {c}\nExpiry: {mm}/{yy}",
    "ticket PDS-4560: pagar la mantención con la tarjeta {c}",
    "我的银行卡号：{c}，{mm}/{yy}",
    "yinhangka hao: {c}",
    "nimewo kat mwen: {c}, {mm}/{yy}",
    "broj moje kartice: {c}",
    "mate, the company card is {c}, exp {mm}/{yy}",
    "tarjetaypa yupaynin: {c}",
    "número de la tarjeta: {c}",
    "kat kredi a: {c}",
]  # fmt: skip


_BRANDS = ["visa", "mastercard", "amex", "unionpay", "diners", "jcb", "discover", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} vence 08/36, código de seguridad {cvv}",
               "los tres números de atrás de la tarjeta: {cvv}",
               "Amex {c}, the four-digit code above the number is {cvv}",
               "卡背面的三位数：{cvv}",
               "twa chif dèyè kat la: {cvv}",
               "tri broja na poleđini kartice: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries a rough grep count finds least over heldouts 5 to 345, Croatia for the families; BBAN
# shapes after stdnum's iban.dat (a, n, c as in `secret_classes_values.iban_shaped`).
_IBAN_SHAPES = {"HR": "n" * 17, "GR": "n" * 7 + "c" * 16, "AL": "n" * 8 + "c" * 16,
                "EG": "n" * 25, "SA": "nn" + "c" * 18,
                "MT": "aaaa" + "n" * 5 + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Factura PDS-2032-311: pagar los neumáticos a {i} en 30 días",
    "guárdame el IBAN de la prima en Split: {i}",
    "IBAN: {i}\nReferencia: flete Caldera, junio",
    "Signal, Ivana: novi IBAN tete Dubravke je {i}",
    "moj IBAN: {i}",
    "我的 IBAN：{i}",
    "IBAN mwen: {i}",
    "mate, the Perth supplier's IBAN is {i}",
    "IBANniyqa {i}",
    "cuenta del proveedor griego, IBAN {i}",
    "IBAN za uplatu stanarine u Zagrebu: {i}",
    "transfer for the Valletta broker, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _rut(g: random.Random) -> str:
    """A Chilean RUT with its mod-11 check character, formatted."""
    number = v.until(
        g,
        lambda h: str(h.randrange(5_000_000, 26_000_000)) + h.choice("0123456789K"),
        cl_rut.is_valid,
    )
    return str(cl_rut.format(number))


def _oib(g: random.Random) -> str:
    """A Croatian OIB: eleven digits, ISO 7064 mod 11,10."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), hr_oib.is_valid)


def _ric(g: random.Random) -> str:
    """A Chinese resident id: a Tangshan or Beijing county, a birth date, a serial, a check."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(1965, 2000)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return h.choice(["130202", "110101", "130203"]) + born + _r(h, D, 3) + h.choice(D + "X")

    return v.until(g, make, cn_ric.is_valid)


def _tfn(g: random.Random) -> str:
    """An Australian TFN: nine digits, weighted mod 11."""
    number = v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), au_tfn.is_valid)
    return str(au_tfn.format(number))


def _abn(g: random.Random) -> str:
    """An Australian ABN: eleven digits, weighted mod 89."""
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), au_abn.is_valid)
    return str(au_abn.format(number))


def _acn(g: random.Random) -> str:
    """An Australian ACN: nine digits, weighted mod 10."""
    number = v.until(g, lambda h: _r(h, D, 9), au_acn.is_valid)
    return str(au_acn.format(number))


def _ht_nif(g: random.Random) -> str:
    """A Haitian NIF: ten digits in groups, no public check."""
    digits = _r(g, D, 10)
    return f"{digits[:3]}-{digits[3:6]}-{digits[6:9]}-{digits[9]}"


def _bo_ci(g: random.Random) -> str:
    """A Bolivian cédula de identidad: seven digits and a department, no public check."""
    return f"{g.randrange(1_000_000, 9_999_999)} {g.choice(['OR', 'PT', 'LP'])}"


def _hr_passport(g: random.Random) -> str:
    """A Croatian passport: nine digits, no public check."""
    return "1" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "mi RUT pa la factura: {s}": _rut,
    "RUT de la empresa de fletes de Chañaral: {s}": _rut,
    "oe el rut del Renato es {s}, pa la liquidación": _rut,
    "RUT an mwen: {s}": _rut,
    "Ivana, moj OIB je {s}": _oib,
    "OIB bake za poreznu: {s}": _oib,
    "我的身份证号：{s}": _ric,
    "shenfenzheng haoma: {s}": _ric,
    "衡山矿业联系人的身份证号码是 {s}": _ric,
    "my TFN for the payroll form, mate: {s}": _tfn,
    "Tax File Number (Bronwyn): {s}": _tfn,
    "ABN of Lachlan's consultancy for the invoice: {s}": _abn,
    "the Kalgoorlie contractor's ABN is {s}": _abn,
    "ACN of the Perth holding company: {s}": _acn,
    "nimewo NIF mwen: {s}": _ht_nif,
    "NIF Dieuseul: {s}": _ht_nif,
    "carnetniyqa (CI) {s} kan": _bo_ci,
    "cédula boliviana del Wilfredo: {s}": _bo_ci,
    "broj putovnice: {s}": _hr_passport,
    "mi RUT es {s}": _rut,
    "OIB firme u Splitu: {s}": _oib,
    "TFN: {s}": _tfn,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["códigos de respaldo 2FA de la cuenta del banco\n{codes}",
            "backup codes for the company Google account: {codes}",
            "kòd sekou 2FA yo: {codes}", "rezervni kodovi za 2FA:\n{codes}",
            "2FA 备用码：\n{codes}",
            "recovery codes, Microsoft account, mate: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Pircas:javiera.r@pds.example?secret={s}&issuer=Pircas&digits=6",
              "clave de configuración del autenticador (Tenpo): {s}",
              "2FA secret for the Certiq login, entered by hand: {s}",
              "2FA 密钥：{s}"]  # fmt: skip
_CODES = ["{c} es tu código de verificación de Tenpo", "【衡山矿业】验证码 {c}，5分钟内有效",
          "kòd verifikasyon ou se {c}", "vaš kod za potvrdu je {c}",
          "Your Starken verification code is {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Pircas-Patio", "PDS-Romana-5G", "Caldera Galpon 2", "VTR-Chanaral-Bodega",
          "Entel_Vallenar_Planta", "Casa Marinovic", "WOM-Paipote", "Campamento Huasco",
          "Hengshan-Guest", "Kalgoorlie Donga 4", "Oruro Wasi"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, clave WPA2 {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "red: {s}\nclave: {pw}",
    "la pass del wifi {s} es {pw} po",
    "wifi del campamento: {s} / {pw}",
    "network {s}, WPA key {pw}, mate",
    "la clave que viene abajo del router Entel: {pw}",
    "modpas wifi {s} la se {pw}",
    "lozinka za wifi {s} je {pw}",
    "无线网 {s} 的密码是 {pw}",
    "wifi {s} mima shi {pw}",
    "wifi {s} contraseñaqa {pw}",
    "ssid {s}, psk {pw}",
    "SSID {s}\nWPA passphrase: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ppy_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("chf_sk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["letra por letra: {t}", "[dictado por radio] {t}", "(separado pa que no se vea) {t}",
          "一个字一个字：{t}", "lèt pa lèt: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["el código del candado de la bodega de Chañaral: {pw}",
          "clave del portón del patio: {pw}",
          "kòd kadna depo a: {pw}", "šifra lokota na skladištu: {pw}", "仓库密码锁：{pw}",
          "the keypad on the Caldera shed takes {pw} then #", "candadopa yupaynin: {pw}",
          "PIN de la tarjeta de combustible: {pw}",
          "alarm code at the donga, mate: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["caliche", "tolva", "chancador", "correa", "relave", "tranque", "camanchaca",
                 "pique", "rajo", "ripio", "guanaco", "copao", "chañar", "algarrobo",
                 "pirquinero", "salar"]  # fmt: skip
_PHRASES = {"frase maestra de Bitwarden: {p}": " ",
            "KeePassXC master passphrase: {p}": "-",
            "passphrase de la llave GPG de respaldo: {p}": ".",
            "主密码短语：{p}": " ", "lozinka (fraza) za trezor: {p}": " ",
            "fraz modpas la se {p}": " ", "the vault passphrase, mate: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia request, header Authorization: Basic {v}": True,
    "proxy_set_header Authorization \"Basic {v}\";": True,
    "Bruno collection, despacho.bru: auth:bearer {{ token: {v} }}": False,
    "Hoppscotch env: Authorization = Basic {v}": True,
    "HTTPie: http GET api.pds.example/viajes 'Authorization: Bearer {v}'": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "virtuoso.ini:\n[Parameters]\nDBA_PASSWORD = {pw}",
    "rundeck-config.properties:\ndataSource.username=rundeck\ndataSource.password={pw}",
    "gogs app.ini:\n[database]\nUSER = gogs\nPASSWD = {pw}",
    "ipsec.secrets:\n: PSK \"{pw}\"",
    "jellyfin network.xml:\n<CertificatePassword>{pw}</CertificatePassword>",
    "navidrome.toml:\nLastFM.Secret = \"{pw}\"",
    "filezilla sitemanager.xml:\n<User>despacho</User>\n<Pass>{pw}</Pass>",
    "qBittorrent.conf:\n[Preferences]\nWebUI\\Username=admin\nWebUI\\Password={pw}",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"PDS-Romana-5G\"\n  psk=\"{pw}\"\n}}",
    "application.yml:\nspring:\n  datasource:\n    username: despacho\n    password: {pw}",
    ".env:\nDB_USER=romana\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'pds', 'PASSWORD': '{pw}'}}}}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "config.toml:\n[smtp]\nuser = \"alertas@pds.example\"\npassword = \"{pw}\"",
    "emby system.xml:\n<DatabasePassword>{pw}</DatabasePassword>",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Matías: clave del wifi de la romana?\nJaviera: {pw}",
    "[07:02] lachlan: root pw for the dispatch box?\n[07:03] shane: {pw}",
    "Catalina: {pw} es la nueva clave del ERP",
    "Renato: usa {pw}, esa le puse al router",
    "王浩宇：新密码是 {pw}",
    "Widlene: nouvo modpas la se {pw}",
    "Ivana: nova lozinka je {pw}",
    "Bronwyn: new password's {pw}, mate",
    "Justina: musuq contraseñaqa {pw}",
    "Dieuseul: paswòd la chanje, kounye a se {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "contra\u200bseña: {pw}", "pass\u2060word = {pw}", "loz\u00adinka: {pw}", "раssword: {pw}",
    "ｃｏｎｔｒａｓｅñａ: {pw}", "𝐥𝐨𝐳𝐢𝐧𝐤𝐚 {pw}", "mod\ufeffpas: {pw}", "密\u200d码：{pw}",
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
    "la clave del servidor de la romana es": "{s}", "GroundProbe console pw:": "{s} (since March)",
    "密码是": "{s}", "lozinka je": "{s}\npromijeni je poslije",
    "modpas la se": "{s}", "contraseñaqa": "{s} kan", "the dispatch password, mate:": "{s}",
    "oe la pass del wifi es": "{s} po",
    "the password Wilfredo read over the radio was": "{s}, I think", "paswòd:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Reveniu API key", "{s}", _j((ALNUM, 48))),
    ("split_token", "Paipote Pay secret:", "{s} (producción)", _j("ppy_live_", (ALNUM, 32))),
    ("split_token", "Getnet client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 11/36",
     lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HR"))),
    ("split_backup", "códigos de respaldo", "{s}\nqwzt-4821-mnbv\nrplk-0937-xsdf",
     lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "OIB", "{s}", _oib),
    ("split_phrase", "frase maestra", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"romana": {"url": "https://romana.pircas.lan", "admin_password": "{s}"}}': (
        "meta_password", _plain_pw),
    '{"clave": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "matias", "contraseña": "{s}"}}': ("meta_password", _plain_pw),
    '{"nvr": [{"name": "nvr-a"}, {"name": "nvr-b", "web_password": "{s}"}]}': (
        "meta_password", _plain_pw),
    '{"argv": ["sshpass", "-p", "{s}", "ssh", "despacho@romana"]}': ("meta_password", _plain_pw),
    '{"nota": "服务器的密码是 {s}"}': ("meta_password", _plain_pw),
    '{"lozinka": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "modpas òdinatè a se {s}"}': ("meta_password", _plain_pw),
    '{"reveniu": {"secret_key": "{s}"}}': ("meta_token", _j((ALNUM, 48))),
    '{"webpayApiKeySecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"openfactura_apikey": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"numero_tarjeta": "{s}", "vence": "07/36"}}': (
        "meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "GR")),
    '{"empleado": {"rut": "{s}"}}': ("meta_id", _rut),
    '{"mfa": {"backup_codes": ["{s}", "qwzt-4821-mnbv", "rplk-0937-xsdf"]}}': (
        "meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bodega": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "PDS-Romana-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"romana-fw-2.7.3.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/pircas/despacho:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"despacho: add tara column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"romana: revert rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"leyes_2032-05-03.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Recuérdame cambiar la clave de la romana antes de la calibración del 2032-06-11.",
    "Matías pidió la clave del wifi; está en la tarjeta del cajón del jefe de patio.",
    "Política: las contraseñas tienen al menos 14 caracteres y viven solo en el gestor.",
    "No peguen contraseñas en el grupo de WhatsApp, compartan un enlace del gestor po.",
    "The line `REVENIU_SECRET=replace-me` in `.env.example` is a placeholder.",
    "The GroundProbe console asks for a new password after every firmware update.",
    "Replace <YOUR_STARKEN_TOKEN> in the README with the token from your dashboard.",
    "WEBPAY_API_KEY_SECRET and OPENFACTURA_APIKEY must be set before the nightly sync.",
    "不要把密码告诉任何人。",
    "Pa janm bay pèsonn modpas ou.",
    "Nikome ne govori svoju lozinku.",
    "Don't tell anyone your password, mate.",
    "Contraseñaykita ama pimanpas willankichu.",
    "La contraseña debe tener por lo menos catorce caracteres, cachai.",
    "Lozinka mora imati najmanje četrnaest znakova.",
    "密码至少需要十四个字符。",
    "Upgraded the romana firmware from 2.6 to 2.7.3 and pyserial to 3.5 on Sunday.",
    f"commit {_COMMIT} adds the tara column to the despacho table.",
    f"Rolled back to {_SHORT} after the rounding change broke the weights report.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The romana firmware 2.7.3 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The despacho container runs ghcr.io/pircas/despacho@sha256:{_IMAGE}.",
    f"MD5 of leyes_2032-05-03.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 3f8a21c7-9b4e-4d10-a2f3-6e7c0b9d5a41 is the slow one in the Wenco logs.",
    "Orden de compra OC-2032-00731 por 18 neumáticos 40.00R57 sale el jueves.",
    "Ticket PDS-4601: la alarma del galpón 2 de Caldera salta en la noche.",
    "Llamen a la ferretería de Copiapó al +56 52 2 417 380 antes de las 13:00.",
    "Guía de despacho 004817 cubre 28 toneladas de concentrado a Caldera.",
    "El camión 14 cargó 41,3 t a las 06:52 y llegó al puerto a las 09:10.",
    "El precio del cobre cerró en 4,12 USD la libra; el dólar, 912 pesos.",
    "After five wrong passwords the dispatch console locks the account for 20 minutes.",
    "The Chañaral depot is 36 m long; a big bag of concentrate weighs about 1.5 t.",
    "The secret of the desierto florido is a wet winter; it bloomed in 2031.",
    "Pregúntale a Javiera el código del portón, yo no lo tengo.",
    "Mi tarjeta terminada en 4417 fue rechazada en la ferretería de Vallenar.",
    "The supplier wants the IBAN on the invoice without spaces.",
    "Imprime los códigos de respaldo 2FA y guárdalos en la caja fuerte.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `CHF_SECRET_KEY` in the secrets store, never in the repository.",
    "El candado de la bodega de Chañaral se oxida con la camanchaca; hay que aceitarlo.",
    "Reveniu moved the API key page under Configuración › Desarrolladores in May.",
    "ISBN 978-956-11-2541-9 is the Atacama geology handbook on the office shelf.",
    "El wifi de visitas 'Pircas-Visitas' es abierto, no necesita clave.",
    "Lote LT-2032-VAL-0211: ley de cobre 1,42 %, humedad 8,1 %, 212 toneladas.",
    "Version 3.1.4 of the despacho app ships on 2032-07-02.",
    "Patente del camión: KPTR-41, revisión técnica al día hasta marzo.",
    "Wilfredo llegó de Oruro a las 22:15; el viaje tomó 19 horas.",
    "Dieuseul travay nan tounen maten semèn sa a, depi 7è.",
    "Ivana putuje u Split 14. srpnja, let LA 2042 preko Madrida.",
    "衡山矿业的会议改到周四下午三点。",
    "Lachlan's flight back to Perth is QF 64, seat 31C, on the 9th.",
    "The token bucket on the weighbridge API allows 120 requests per minute.",
    "El PIN de la impresora es para el papel, no se pide clave al imprimir.",
    "Password reset links for the ERP expire after 30 minutes.",
    "La clave es madrugar: el primer turno parte a las 05:30.",
    "Order #PDS-88213 of safety boots, size 42, was delivered to Copiapó.",
    "El turno B tiene 14 operadores y 3 supervisores esta semana.",
    "Pagamos 128.500 pesos por la mantención de la romana, boleta 55821.",
    "The haul road to the Tierra Amarilla plant is 23 km, speed limit 40 km/h.",
    "Mandarin class for the crew is on Wednesdays in room 4 of the Copiapó office.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/pds/romana", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "PDS-4601", "purchase_order": "OC-2032-00731"}',
    '{"lote": {"id": "LT-2032-VAL-0211", "toneladas": 212, "ley_cu": 1.42}}',
    '{"telefono": "+56 52 2 417 380", "ciudad": "Copiapó"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "camiones": 14}',
    '{"guia_despacho": "004817", "destino": "Caldera", "toneladas": 28}',
    '{"patente": "KPTR-41", "turno": "B", "eta": "2032-06-02T09:10:00-04:00"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
