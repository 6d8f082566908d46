# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-eighty-ninth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-eighty-fifth's
docstring, the fifth to three-hundred-and-eighty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (386 to 388), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (389_604_217), password words (a walnut, olive,
grape or hill of the region, a number and a sign, `Torrontes58!`; dot-joined words with a year,
`nogal.zonda.2031`; leet `F4m4t1n4`; a name, a year and a town; dashed generator groups; random
runs).

The fictional company is Nogales y Salares del Ambato S.R.L., a walnut and olive grower in Belén
and Chilecito that also trucks lithium brine concentrate from Fiambalá for a buyer in China; its
office is in San Fernando del Valle de Catamarca, its walnut shed (the "galpón") in Belén, its
olive press and torrontés cellar in Chilecito, and a camp at the foot of the Famatina. Staff: Nacho
Herrera (IT), Yami Quiroga, the Chango Vera, Doña Elba Brizuela; the Santiagueño farmhands Sixto
Ledesma and Ramona Gerez; the Syrian-Lebanese Saadi family (Jorge, Nadia, cousins Rami and Layla in
Beirut and Homs); the Galician relatives in Lugo (tía Maruxa, Xosé Manuel); and the lithium buyer
Liu Xiaoyan in Shanghai. Every company, person, address, domain (`salinar.lan`,
`ambato-salinar.example`), account and number is invented; only the region is real. Texts: chats,
tickets, notes, runbooks, shell prompts, config and env files, voice-note transcripts and requests
to the assistant; separators: a colon, `=`, `→`, `/`, `|`, `es`, `é`, `هو`, `huwwe`, `kan`,
`为`, `wei`, a new line, a question then its answer, a value said first.

Grep counts (heldouts 5 to 385, grep -l): none for Galego, `chave de acceso`, `yanapay`, Casdoor,
Permit.io, Openfort, Bancor, Banco Rioja, `ntlmrelayx`, `nats account` and the Spanish cadastral
reference (`Catastral`); one for Catamarca, Chilecito, Famatina, La Rioja, Belén, Andalgalá,
Tinogasta, Fiambalá, Santiagueño, Lugo, Zitadel, Kanidm, Clerk, Stytch, Descope, Logto, Prex,
Nuvemshop and chntpw; two to five for Cuenca, Kinde, Hanko, Teampass, Contabilium, Colppy, Xubio,
`xrdp`, `arangodump`, `keka`, `sops`, `ecryptfs`, `contrasinal`, `kelmet el ser`, `es.ccc`,
`es.cups`, `es.nie`; six to nine for `kafka-console`, `immuadmin`, `vernemq`, `strongswan`,
`duckdb`, `myloader`, `remmina`, `tigervnc`, `kerbrute`, `ar.dni`, `cuil`; the Chinese `密码是`
(81) and Arabic `كلمة السر` (45) are common, so other wordings are used (`登录密码`, `口令为`,
`الباسورد تبع`). Languages: about half in English or config; the rest in Argentine Spanish of the
northwest (`che`, `la contra es`, `ahicito`, `quedó`), the Quichua of Santiagueño farmhands
(`clavenqa … kan`, `yaykunapaj`, `candadopaj`), the Arabic of Syrian-Lebanese families in its
script (`الباسورد تبع الراوتر هو`) and in Arabizi (`el pass taba3 el router huwwe`), the Galician
of relatives in Lugo (`o contrasinal do correo é`, `chave de acceso`) and the Chinese of the
lithium buyer in characters and pinyin (`登录密码`, `denglu mima wei`). The Quichua and the
Arabizi wordings are my guesses at how they are texted, as are the Galician compounds and the
pinyin without tones. Vendors, mostly invented or little used: Casdoor, Permit.io, Openfort,
Zitadel, Kanidm, Clerk, Stytch, Descope, Logto, Hanko, Kinde, Prex, Nuvemshop, Colppy, Xubio,
Contabilium, Bancor (as a bank's app), Nogalnet (invented), Ambato Pay (invented), SalarTrack
(invented), Zonda Sensors (invented), Talampaya Maps (invented), Cardón Mail (invented), Algarrobo
ERP (invented), Vicuña Freight (invented), Chaya Cloud (invented), plus GitHub, Slack, Stripe,
Hugging Face, Anthropic and OpenAI shapes. Ids: Argentina's CUIT/CUIL and CBU (`stdnum.ar`),
Spain's NIE, DNI, CCC, CUPS and cadastral reference (`stdnum.es`), China's resident id and unified
social credit code (`stdnum.cn`), Chile's RUT and Peru's RUC, each drawn until its module
validates it; IBANs of Lebanon, Jordan, Greenland, Albania and Spain (checked with `stdnum.iban`);
seed phrases from `mnemonic`'s English, Spanish, Simplified Chinese and Portuguese lists, each
checked with `Mnemonic.check`; cards pass Luhn (Naranja, Cabal and UnionPay prefixes too).
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
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.cl import rut as cl_rut
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc
from stdnum.es import ccc as es_ccc
from stdnum.es import cups as es_cups
from stdnum.es import dni as es_dni
from stdnum.es import nie as es_nie
from stdnum.es import referenciacatastral as es_catastro
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 389_604_217
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


_CROPS = ["Nogal", "Chandler", "Torrontes", "Arauco", "Manzanilla", "Bonarda", "Membrillo",
          "Pimenton", "Comino", "Aceituna", "Algarrobo", "Chanar", "Mistol", "Jarilla",
          "Tuna", "Pasa", "Uvilla", "Alpataco"]  # fmt: skip
_HILLS = ["Famatina", "Ambato", "Aconquija", "Velasco", "Fiambala", "Tinogasta", "Andalgala",
          "Belen", "Chilecito", "Talampaya", "Zonda", "Pucara", "Hualfin", "Sanogasta",
          "Nonogasta", "Angulos"]  # fmt: skip
_NAMES = ["Nacho", "Yami", "Chango", "Elba", "Sixto", "Ramona", "Jorge", "Nadia", "Rami",
          "Layla", "Maruxa", "Xose", "Xiaoyan", "Pocho", "Negra", "Tincho", "Chuna",
          "Lucas"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["F4m4t1n4", "N0g4l3s", "T0rr0nt3s", "Amb4t0", "Ch1l3c1t0", "B3l3n", "S4l4r",
         "L1t10", "Z0nd4"]  # fmt: skip

# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CROPS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_CROPS + _HILLS, 2))
    + f".{g.randrange(1990, 2032)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2012)}"
    f"{g.choice(_SYMBOLS)}{g.choice(_HILLS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2032)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_HILLS)}{g.choice(_CROPS)}{g.randrange(100, 1000)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_CROPS).upper()}_{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Nacho, ticket 118: the Bizerba scale at the Belén walnut shed, admin password {pw}",
    "note to self: the Pieralisi olive press HMI in Chilecito, password {pw}",
    "Runbook, torrontés cellar cold room\n1. open the Danfoss panel\n2. user tecnico\n"
    "3. password {pw}\n4. set 12 °C",
    "remember my Bancor home banking password please: {pw}",
    "dictated: the Famatina camp satellite modem password is {pw}, full stop",
    "Hi Yami,\nthe router at the Fiambalá brine yard now has password {pw}. Delete this mail.\n"
    "Nacho",
    "incident 2031-11-04: the walnut cracker PLC was open to the internet with password {pw}",
    "after the reinstall the galpón PC password became {pw}",
    "README (rack in the Catamarca office): NAS at https://nas.salinar.lan, admin password "
    "`{pw}`",
    "keep this for me, the Algarrobo ERP admin password: {pw}",
    "Cardón Mail, from Chango: the weighbridge PC in Tinogasta has password {pw}",
    "ticket 204 (closed): reset the Chilecito bottling line password to {pw}",
    "Doña Elba asked me to save the office printer password: {pw}",
    "che, la contra del galpón de nueces quedó {pw}",
    "la contraseña de la balanza de Belén es {pw}, no la pases por el grupo",
    "Nacho: ahicito cambié la clave del servidor, ahora es {pw}",
    "bo, la clave del wifi del secadero de pasas es {pw}",
    "la contra del mail de la oficina de Catamarca: {pw}",
    "audio de Yami transcripto: la clave nueva del sistema de bodega es {pw} y listo",
    "Chango: la contraseña del camión GPS quedó {pw}",
    "Sixto: galpón computadorapaj clavenqa {pw} kan",
    "Ramona: wifipaj clavenqa {pw} kan, ama pimanpas willaychu",
    "yaykunapaj clave: {pw}",
    "Sixto: musoj clave balanzapaj {pw} kan",
    "Ramona: kay clave {pw} celularniypaj",
    "الباسورد تبع الراوتر بالبيت هو {pw}",
    "جورج: الباسورد الجديد تبع السيرفر {pw}",
    "نادية: الباسورد تبع الإيميل {pw}، ما تقولو لحدا",
    "el pass taba3 el router huwwe {pw}",
    "Rami: el password el jdid taba3 el server {pw}",
    "Layla: pass el email taba3i {pw} ma t2oul la 7ada",
    "o contrasinal do correo é {pw}",
    "tía Maruxa: o contrasinal novo do ordenador da casa de Lugo é {pw}",
    "Xosé Manuel: a chave de acceso do banco é {pw}, non llo digas a ninguén",
    "o contrasinal da wifi da aldea: {pw}",
    "刘晓燕：仓库电脑登录密码：{pw}",
    "新服务器的口令为 {pw}",
    "邮箱登录密码：{pw}，别告诉别人",
    "Xiaoyan: denglu mima wei {pw}",
    "xin de fuwuqi mima: {pw}, bie gaosu bieren",
    "Cardón Mail ticket 331: Zonda Sensors gateway password {pw} must be rotated",
    "Talampaya Maps admin password for the field team: {pw}",
    "password for the Chilecito cellar's Hikvision NVR: {pw}",
    "voice note: Nacho says the Belén firewall password is {pw}",
    "the olive mill SCADA login password is now {pw}",
    "remind me: Fiambalá pump station HMI password {pw}",
    "Yami: password del portal de Vicuña Freight {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["nacho.herrera", "yami", "chango.vera", "elba", "sixto", "ramona.g", "jorge.saadi",
          "nadia", "rami", "layla", "maruxa", "xose.manuel", "liu.xiaoyan", "svc-balanza",
          "bodega", "galpon", "ops"]  # fmt: skip
_LOGINS = [
    "Cardón Mail, Nacho: the Bizerba login is {u} / {pw}",
    "ticket 140: {u} locked out of Algarrobo ERP, last password {pw}",
    "| equipo | usuario | clave |\n|---|---|---|\n| balanza Belén | {u} | {pw} |",
    "sign into the olive press HMI as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "- host: galpon-belen\n  user: {u}\n  pass: {pw}",
    "Chango says the weighbridge account is {u} and the password is {pw}",
    "equipo,usuario,clave\nprensa-chilecito,{u},{pw}",
    "usuario {u}, contraseña {pw}, che",
    "entrá al Zonda como {u} con {pw}",
    "usuario: {u} / clave: {pw}",
    "{u}paj clavenqa {pw} kan",
    "اسم المستخدم {u} والباسورد {pw}",
    "el user {u} w el pass {pw}",
    "usuario {u}, contrasinal {pw}",
    "用户名 {u}，登录密码 {pw}",
    "zhanghao {u}, mima {pw}",
    "Kanidm account {u}, password {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["nogal", "chanar", "mistol", "algarrobo", "jarilla", "pimenton", "torrontes",
               "membrillo", "vicuna", "zonda", "chaya", "locro", "empanada",
               "aceituna"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "the galpón password: {w} first, then the number {d}",
    "voice memo: wifi password is {w} and right after that {d}, no space",
    "it's {w}{d}, word and digits joined",
    "la contraseña es la palabra {w} y después el número {d}",
    "la clave es {w}, todo en minúscula, y al final {d}",
    "clavenqa {w} palabra, chaymanta {d}",
    "الباسورد هو كلمة {w} وبعدها {d}",
    "el pass huwwe kelmet {w} w ba3dha {d}",
    "o contrasinal é a palabra {w} e despois {d}",
    "密码为单词 {w}，后面加 {d}",
    "mima shi danci {w}, houmian jia {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "arangodump --server.endpoint tcp://arango.salinar.lan:8529 --server.username {u} "
    "--server.password '{pw}' --output-directory dump",
    "myloader -h mysql.salinar.lan -u {u} -p '{pw}' -d /backup/erp",
    "immuadmin login {u} --password '{pw}'",
    "vmq-admin user add username={u} password={pw}",
    "kafka-console-producer.sh --bootstrap-server kafka.salinar.lan:9093 --producer-property "
    "sasl.jaas.config='PlainLoginModule required username=\"{u}\" password=\"{pw}\";' "
    "--topic brine",
    "xfreerdp /v:galpon-pc.salinar.lan /u:{u} /p:'{pw}'",
    "remmina -c rdp://{u}:{pw}@bodega-pc.salinar.lan",
    "echo '{pw}' | vncpasswd -f > ~/.vnc/passwd",
    "kerbrute passwordspray -d salinar.lan users.txt '{pw}'",
    "ntlmrelayx.py -t smb://fs.salinar.lan -u {u} -p '{pw}'",
    "chntpw -u {u} SAM  # new password {pw}",
    "nats context save salinar --server nats://nats.salinar.lan:4222 --user {u} --password '{pw}'",
    "swanctl --load-creds  # secrets {{ eap-{u} {{ id = {u} secret = {pw} }} }}",
    "duckdb -c \"ATTACH 'host=pg.salinar.lan user={u} password={pw} dbname=erp' "
    "AS erp (TYPE postgres)\"",
    "mysql -h mysql.salinar.lan -u {u} -p'{pw}' nogales",
    "psql 'postgresql://{u}:{pw}@pg.salinar.lan/erp'",
    "sshpass -p '{pw}' ssh {u}@galpon-belen.salinar.lan",
    "redis-cli -h redis.salinar.lan -a '{pw}' ping",
    "docker login registry.salinar.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "smbclient //fs.salinar.lan/bodega -U '{u}%{pw}'",
    "curl -u {u}:{pw} https://erp.salinar.lan/api/lotes",
    "zip -P '{pw}' facturas-2031.zip facturas/*.pdf",
    "7z a -p'{pw}' -mhe=on contratos-litio.7z contratos/",
    "openssl enc -aes-256-cbc -in cbu.txt -out cbu.enc -pass pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' -c padron-socios.csv",
    "ldapsearch -x -H ldap://dc.salinar.lan -D 'cn={u},dc=salinar,dc=lan' -w '{pw}'",
    "sqlcmd -S sql.salinar.lan -U {u} -P '{pw}' -d Bodega",
    "mosquitto_pub -h mqtt.salinar.lan -u {u} -P '{pw}' -t zonda/riego -m on",
    "ipmitool -I lanplus -H bmc-galpon.salinar.lan -U {u} -P '{pw}' power status",
    "keytool -importkeystore -srckeystore erp.p12 -srcstorepass '{pw}' -destkeystore erp.jks",
    "rabbitmqctl add_user {u} '{pw}'",
    "lftp -u {u},'{pw}' sftp://sftp.salinar.lan",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "nacho@galpon-belen:~$ {c}", "root@bodega-chilecito:/opt# {c}",
    "PS C:\\salinar> {c}", "bash history on the Fiambalá box:\n{c}",
    "el comando que corrí: {c}", "Cardón Mail ticket 512, pasted command:\n{c}",
    "chaymanta kayta qhelqarqani: {c}", "الأمر اللي شغلتو: {c}", "el command li 3melto: {c}",
    "o comando que puxen: {c}", "我跑的命令：{c}", "wo pao de mingling: {c}",
    "tmux pane 2, famatina-camp:~$ {c}", "runbook step 3:\n    {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.salinar.lan:5432/erp",
    "mysql://{u}:{pw}@mysql.salinar.lan:3306/nogales",
    "mongodb+srv://{u}:{pw}@cluster0.salinar.example/lotes",
    "redis://{u}:{pw}@redis.salinar.lan:6379/2",
    "amqp://{u}:{pw}@rabbit.salinar.lan:5672/litio",
    "sftp://{u}:{pw}@sftp.salinar.lan:22/facturas",
    "ftp://{u}:{pw}@ftp.bodega-chilecito.example/etiquetas",
    "mqtt://{u}:{pw}@mqtt.salinar.lan:1883",
    "clickhouse://{u}:{pw}@ch.salinar.lan:9000/telemetria",
    "jdbc:postgresql://pg.salinar.lan/erp?user={u}&password={pw}",
    "Server=sql.salinar.lan;Database=Bodega;User Id={u};Password={pw};",
    "rtsp://{u}:{pw}@cam-galpon.salinar.lan:554/Streaming/Channels/101",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "la cadena de conexión: {c}",
    "连接字符串为 {c}", "Cardón Mail ticket 220: {c}", "o enlace da base de datos: {c}",
    "el link taba3 el database: {c}", "runbook, old DSN: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "salinar", "sub": f"org_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Casdoor", "CASDOOR_CLIENT_SECRET", _j((HEX, 40))),
    ("Permit.io", "PERMIT_API_KEY", _j("permit_key_", (ALNUM, 40))),
    ("Openfort", "OPENFORT_SECRET_KEY", _j("sk_test_", (HEX, 32))),
    ("Zitadel", "ZITADEL_PAT", _j((URLSAFE, 64))),
    ("Kanidm", "KANIDM_API_TOKEN", _vendor_jwt("https://idm.salinar.lan")),
    ("Clerk", "CLERK_SECRET_KEY", _j("sk_live_", (ALNUM, 40))),
    ("Stytch", "STYTCH_SECRET", _j("secret-live-", (URLSAFE, 36))),
    ("Descope", "DESCOPE_MANAGEMENT_KEY", _j("K2", (ALNUM, 44))),
    ("Logto", "LOGTO_APP_SECRET", _j((ALNUM, 32))),
    ("Hanko", "HANKO_API_KEY", _j((URLSAFE, 48))),
    ("Kinde", "KINDE_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Prex", "PREX_API_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Nuvemshop", "NUVEMSHOP_ACCESS_TOKEN", _j((HEX, 40))),
    ("Colppy", "COLPPY_API_PASSWORD", _j((HEX, 32))),
    ("Xubio", "XUBIO_CLIENT_SECRET", _j((ALNUM, 36))),
    ("Contabilium", "CONTABILIUM_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Nogalnet", "NOGALNET_TOKEN", _j("ngn_", (ALNUM, 36))),
    ("Ambato Pay", "AMBATOPAY_SECRET", _j("apay_live_", (ALNUM, 32))),
    ("SalarTrack", "SALARTRACK_API_KEY", _j((UPPER_HEX, 48))),
    ("Zonda Sensors", "ZONDA_SENSORS_KEY", _j("zs1.", (B64, 44))),
    ("Talampaya Maps", "TALAMPAYA_MAPS_KEY", _j("tlm-", (LOWER_DIGITS, 40))),
    ("Cardón Mail", "CARDON_SMTP_TOKEN", _j((URLSAFE, 52))),
    ("Algarrobo ERP", "ALGARROBO_API_SECRET", _j((ALNUM, 44))),
    ("Vicuña Freight", "VICUNA_FREIGHT_KEY", _j("vf_", (HEX, 40))),
    ("Chaya Cloud", "CHAYA_ACCESS_KEY", _j("CHY", (UPPER_DIGITS, 29))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_51", (ALNUM, 97))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 120))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}='{tok}'",
    "fly secrets set {env}={tok}",
    "kubectl create secret generic erp --from-literal={env}={tok}",
    "docker run -e {env}={tok} salinar/erp:2.4",
    "GitHub Actions env:\n  {env}: {tok}",
    "Algarrobo ERP › Configuración › Integraciones › {vendor}: {tok}",
    "ticket 377: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Nacho: the {vendor} token we use now is {tok}, the old one is revoked",
    "la API key de {vendor} para el galpón: {tok}",
    "la clave de API de {vendor} es {tok}, che",
    "{vendor}paj API clavenqa {tok} kan",
    "مفتاح API تبع {vendor}: {tok}",
    "el API key taba3 {vendor} huwwe {tok}",
    "a chave da API de {vendor}: {tok}",
    "{vendor} 的 API 密钥为 {tok}",
    "{vendor} API miyao: {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Cardón Mail: {t}", "it only shows it once, so here:\n{t}",
                "guardame esto: {t}", "这个 token：{t}", "{t}\n^ la nueva, la vieja ya no va",
                "khalli hayda ma3ak: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)),
                _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the walnut orchard soil probe SP-12: {h}": 32,
    "HMAC secret for the Ambato Pay webhook: {h}": 64,
    "pre-shared key of the Fiambalá IPsec tunnel (hex): {h}": 64,
    "AES key of the weighbridge export: {h}": 32,
    "clave de cifrado del backup del galpón: {h}": 64,
    "مفتاح التشفير تبع النسخة الاحتياطية: {h}": 48,
    "备份加密密钥为 {h}": 64,
    "a chave de cifrado da copia: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket 388: token copied out of the browser's network tab {t}",
    "Cookie: lang=es-AR; salinar_session={t}",
    "ERP_ACCESS_TOKEN={t}",
    "guardame este bearer token {t}",
    "token 为 {t}",
    "el token huwwe {t}",
    "o token de acceso: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@ambato-salinar.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.salinar.lan/realms/campo", "roles": ["bodega", "galpon"]}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the galpón server, keep it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/erp.salinar.lan.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "vicuna-freight"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_bodega <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "la clave privada del servidor:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "服务器私钥：\n{key}": ("PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ"
                                       "AAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    block = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": block, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Zengo wallet backup, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the old lithium-deposit wallet\n{p}": "english",
    "voice memo: the Exodus recovery words are {p} and that's all": "english",
    "Jorge's Trust Wallet seed (he asked me to keep it): {p}": "english",
    "frase semilla de la billetera de Ambato Pay, che: {p}": "spanish",
    "las doce palabras de recuperación de Yami: {p}": "spanish",
    "Sixto: billeterapaj palabrakuna {p}": "spanish",
    "a frase de recuperación da carteira de Xosé: {p}": "spanish",
    "晓燕的钱包助记词：{p}": "chinese_simplified",
    "钱包恢复短语为 {p}": "chinese_simplified",
    "frase de recuperação da carteira do primo em Lisboa: {p}": "portuguese",
    "kalimet el seed taba3 Rami: {p}": "english",
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
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes``, ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "naranja":
        return _card_of(rng, ["589562"], [16])
    if brand == "cabal":
        return _card_of(rng, ["604201", "604209", "604215"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "keep my backup card: {c} exp {mm}/{yy}",
    "Cardón Mail, Yami: the company card for the press spare parts is {c}, vence {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "ticket 402: pay the Bizerba service visit with card {c}",
    "el número de la tarjeta Naranja de la oficina: {c}",
    "Sixto: tarjetaypa numeronqa {c} kan",
    "رقم البطاقة تبعي: {c}، {mm}/{yy}",
    "ra2am el card taba3i {c}",
    "o número da tarxeta da tía: {c}, {mm}/{yy}",
    "我的银行卡号为 {c}",
    "yinhangka hao: {c}, {mm}/{yy}",
    "la tarjeta Cabal de la cooperativa: {c}",
]  # fmt: skip
_BRANDS = ["visa", "naranja", "mastercard", "amex", "cabal", "unionpay", "visa", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, security code {cvv}",
               "los tres números de atrás de la tarjeta: {cvv}",
               "Amex {c}, the four digits printed on the front: {cvv}",
               "الأرقام الثلاثة ورا البطاقة: {cvv}",
               "os tres números de atrás da tarxeta: {cvv}",
               "卡背面的三位安全码为 {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"LB": "nnnn" + "c" * 20, "JO": "aaaa" + "nnnn" + "c" * 18, "GL": "n" * 14,
                "AL": "n" * 8 + "c" * 16, "ES": "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice NS-2031-077: pay the Beirut walnut broker to {i} within 30 days",
    "save cousin Rami's IBAN: {i}",
    "IBAN: {i}\nReference: olive oil, lot 12",
    "الآيبان تبع نادية: {i}",
    "el IBAN taba3 Layla: {i}",
    "o IBAN da conta da tía Maruxa en Lugo: {i}",
    "el IBAN de los primos de Lugo para el giro: {i}",
    "IBAN of the Amman dried-fruit importer: {i}",
    "对方的 IBAN 为 {i}",
    "Xosé Manuel: o meu IBAN é {i}",
    "cuenta en euros de la tía, IBAN {i}",
    "ticket 415: update the supplier's bank details, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cuil(g: random.Random) -> str:
    """An Argentine CUIT/CUIL: a kind, eight digits and a mod-11 check digit."""

    def make(h: random.Random) -> str:
        body = h.choice(["20", "23", "27"]) + _r(h, D, 8)
        return body + ar_cuit.calc_check_digit(body)

    return str(ar_cuit.format(v.until(g, make, ar_cuit.is_valid)))


def _cbu(g: random.Random) -> str:
    """An Argentine CBU: a bank and branch with their check digit, an account with its own."""

    def make(h: random.Random) -> str:
        bank = _r(h, D, 7)
        account = _r(h, D, 13)
        return bank + ar_cbu.calc_check_digit(bank) + account + ar_cbu.calc_check_digit(account)

    return v.until(g, make, ar_cbu.is_valid)


def _nie(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice("XYZ") + _r(h, D, 7)
        return body + es_nie.calc_check_digit(body)

    return v.until(g, make, es_nie.is_valid)


def _dni(g: random.Random) -> str:
    return v.until(g, v.dni_number, es_dni.is_valid)


def _ccc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        bank, account = _r(h, D, 8), _r(h, D, 10)
        return str(es_ccc.format(bank + es_ccc.calc_check_digits(bank + "00" + account) + account))

    return v.until(g, make, es_ccc.is_valid)


def _cups(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = "ES0031" + _r(h, D, 12)
        return body + es_cups.calc_check_digits(body)

    return v.until(g, make, es_cups.is_valid)


def _catastro(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, D, 7) + _r(h, UPPER, 2) + _r(h, D, 4) + h.choice(UPPER) + "0001"
        return str(es_catastro.format(body + es_catastro.calc_check_digits(body)))

    return v.until(g, make, es_catastro.is_valid)


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        born = f"{h.randrange(1965, 2000)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = h.choice(["310101", "310104", "310115", "360426"]) + born + _r(h, D, 3)
        return body + cn_ric.calc_check_digit(body)

    return v.until(g, make, cn_ric.is_valid)


def _uscc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = "91310115" + _r(h, D, 9)
        return body + cn_uscc.calc_check_digit(body)

    return v.until(g, make, cn_uscc.is_valid)


def _rut(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = str(h.randrange(5_000_000, 25_000_000))
        return str(cl_rut.format(body + cl_rut.calc_check_digit(body)))

    return v.until(g, make, cl_rut.is_valid)


def _ruc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice(["10", "20"]) + _r(h, D, 8)
        return body + pe_ruc.calc_check_digit(body)

    return v.until(g, make, pe_ruc.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "mi CUIL para el alta en la obra social: {s}": _cuil,
    "Sixto: CUILniyqa {s} kan": _cuil,
    "CUIL of Ramona for the harvest payroll: {s}": _cuil,
    "el CBU de mi cuenta sueldo: {s}": _cbu,
    "CBU de Doña Elba para la transferencia: {s}": _cbu,
    "o NIE de Xosé Manuel: {s}": _nie,
    "tía Maruxa: o meu DNI é {s}": _dni,
    "número da conta (CCC) da tía en Lugo: {s}": _ccc,
    "CUPS da luz da casa da aldea: {s}": _cups,
    "referencia catastral da leira de Lugo: {s}": _catastro,
    "晓燕的身份证号码为 {s}": _ric,
    "shenfenzheng haoma: {s}": _ric,
    "买方的统一社会信用代码：{s}": _uscc,
    "RUT of the Copiapó brine hauler: {s}": _rut,
    "RUC del proveedor de Arequipa: {s}": _ruc,
    "Jorge's DNI from Spain, for the notary in Lugo: {s}": _dni,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Casdoor 2FA recovery codes\n{codes}", "backup codes for the Bancor app: {codes}",
            "códigos de respaldo de la cuenta de Google de la oficina:\n{codes}",
            "2FA 备用码：\n{codes}", "أكواد الاسترجاع تبع الحساب: {codes}",
            "os códigos de recuperación da conta: {codes}",
            "Zitadel recovery codes, printed for the safe: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Algarrobo:nacho@ambato-salinar.example?secret={s}&issuer=Algarrobo",
              "Aegis, manual setup key for the Prex login: {s}",
              "2FA secret for the Nuvemshop admin: {s}",
              "clave TOTP del Bancor empresas: {s}",
              "两步验证密钥为 {s}"]  # fmt: skip
_CODES = ["{c} is your Ambato Pay verification code", "【招商银行】您的验证码为 {c}，5分钟内有效",
          "Bancor: tu código de seguridad es {c}. No lo compartas",
          "el code taba3 el bank {c}", "O teu código de verificación é {c}",
          "Use {c} to sign in to Kinde", "الكود تبع البنك {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Salinar-Oficina", "Galpon-Belen-5G", "Bodega_Chilecito", "Famatina-Camp",
          "Fiambala-Yard", "Personal-Wifi-4B21", "Claro_Tinogasta", "CasaLugo", "Homs-Home",
          "Ambato-Guest2"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "la red {s}, clave {pw}",
    "el wifi del galpón: {s} / {pw}",
    "Raspberry Pi first boot, wireless: SSID {s}, passphrase {pw}",
    "wifi {s}paj clavenqa {pw} kan",
    "باسورد الواي فاي {s} هو {pw}",
    "el pass taba3 el wifi {s} huwwe {pw}",
    "o contrasinal da wifi {s}: {pw}",
    "{s} 的 Wi-Fi 口令为 {pw}",
    "wifi {s} mima: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ghp_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ngn_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictado por teléfono] {t}",
          "(spaced so the preview hides it) {t}", "一个字一个字：{t}", "letra por letra: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["el candado del galpón de nueces: {pw}", "código del portón de la bodega: {pw}",
          "candadopaj numeronqa {pw} kan", "كود باب المستودع: {pw}",
          "el code taba3 bab el mostawda3 {pw}", "o código da porta do alpendre: {pw}",
          "仓库门禁密码为 {pw}", "the alarm at the Catamarca office takes {pw} then #",
          "PIN de la tarjeta de débito: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["nogal", "chanar", "mistol", "jarilla", "zonda", "vicuna", "cardon", "salar",
                 "pirca", "puna", "quebrada", "acequia", "algarrobo", "tuna", "chaya",
                 "vidala"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the office vault: {p}": " ",
            "frase de acceso del KeePassXC de Nacho: {p}": "-",
            "Teampass master passphrase: {p}": ".",
            "passphrase of the LUKS disk on the galpón server: {p}": " ",
            "主密码短语为 {p}": " ", "o contrasinal longo do disco: {p}": "_",
            "el passphrase taba3 el backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "curl -H 'Authorization: Bearer {v}' https://api.salinar.lan/v1/lotes": False,
    "Insomnia export: authorization: bearer {v}": False,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "el header que manda el ERP: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env (Algarrobo ERP):\nDB_HOST=pg.salinar.lan\nDB_USER=erp\nDB_PASSWORD={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "docker-compose.yml:\n  db:\n    environment:\n      MYSQL_ROOT_PASSWORD: {pw}",
    "application.properties:\nspring.datasource.username=bodega\nspring.datasource.password={pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'erp', 'PASSWORD': '{pw}'}}}}",
    "~/.pgpass:\npg.salinar.lan:5432:erp:erp:{pw}",
    "msmtprc:\naccount cardon\nhost smtp.ambato-salinar.example\nuser alertas\npassword {pw}",
    "vernemq.conf:\nplugins.vmq_passwd = on\n# alertas:{pw}",
    "strongswan swanctl.conf:\nsecrets {{\n  ike-fiambala {{\n    secret = {pw}\n  }}\n}}",
    "sops-decrypted secrets.yaml:\nerp:\n  db_password: {pw}",
    "xrdp sesman.ini, autologin:\n[Xvnc]\nusername=galpon\npassword={pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "appsettings.json:\n{{\"Smtp\": {{\"User\": \"alertas\", \"Password\": \"{pw}\"}}}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Yami: che, clave del wifi de la bodega?\nNacho: {pw}",
    "[07:02] chango: contra del servidor del galpón?\n[07:03] nacho: {pw}",
    "Ramona: {pw}, chayqa musoj clave",
    "Nacho: {pw}, así nomás, es la clave nueva de la prensa",
    "Rami: {pw} huwwe el pass el jdid",
    "نادية: {pw} هو الباسورد الجديد",
    "Maruxa: {pw} é o contrasinal novo do correo",
    "晓燕：{pw} 就是新的登录密码",
    "Xiaoyan: {pw} jiushi xin mima",
    "Jorge: use {pw}, that's what I set for the router",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 26), (_spelled, 14), (_cli, 34), (_urls, 14), (_vendors, 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 5), (_codes, 7), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 6), (_configs, 14), (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _naranja_grouped(g: random.Random) -> str:
    return v.grouped(_card(g, "naranja"), " ", g)


def _cabal_grouped(g: random.Random) -> str:
    return v.grouped(_card(g, "cabal"), " ", g)


def _one_code(g: random.Random) -> str:
    return _backup_list(g, 1, 4)[0]


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the olive press admin password is": "{s}", "la contra del galpón:": "{s} (desde la cosecha)",
    "登录密码：": "{s}", "el pass taba3 el router huwwe": "{s}",
    "o contrasinal do correo é": "{s}", "clavenqa": "{s} kan",
    "الباسورد هو": "{s}", "Bizerba password": "{s}\ncambiarla después de la cosecha",
    "the password Chango read out over the radio was": "{s}, I think",
    "DATABASE_URL=postgres://erp:": "{s}@pg.salinar.lan/erp",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Casdoor client secret", "{s}", _j((HEX, 40))),
    ("split_token", "Nogalnet token:", "{s} (galpón)", _j("ngn_", (ALNUM, 36))),
    ("split_token", "Contabilium API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Zengo backup words", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 11/35", _naranja_grouped),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LB"))),
    ("split_backup", "Zitadel recovery codes", "{s}\nqwer-4821-zxcv\nasdf-9930-hjkl",
     _one_code),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CUIL", "{s}", _cuil),
    ("split_phrase", "Teampass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _plain_pw) for a, b in _SPLIT_PASSWORDS.items()]
    rows += _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"prensa": {"url": "https://prensa.salinar.lan", "admin_password": "{s}"}}':
        ("meta_password", _plain_pw),
    '{"contrasinal": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "chango", "clave": "{s}"}}': ("meta_password", _plain_pw),
    '{"balanzas": [{"name": "belen-1"}, {"name": "belen-2", "web_password": "{s}"}]}':
        ("meta_password", _plain_pw),
    '{"argv": ["myloader", "-u", "erp", "--password", "{s}", "-d", "/backup"]}':
        ("meta_password", _plain_pw),
    '{"note": "仓库电脑登录密码：{s}"}': ("meta_password", _plain_pw),
    '{"الباسورد": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "entrá al Zonda como admin con la clave {s}"}': ("meta_password", _plain_pw),
    '{"casdoor": {"client_secret": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"nogalnetToken": "{s}"}': ("meta_token", _j("ngn_", (ALNUM, 36))),
    '{"prex_api_key": "{s}"}': ("meta_token", lambda g: v.uuid4(g, "b")),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"card_number": "{s}", "exp": "07/35"}}': ("meta_card", _cabal_grouped),
    '{"primo": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "JO")),
    '{"empleado": {"cuil": "{s}"}}': ("meta_id", _cuil),
    '{"mfa": {"recovery_codes": ["{s}", "qwer-4821-zxcv", "asdf-9930-hjkl"]}}':
        ("meta_otp", _one_code),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"galpon": {"candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Galpon-Belen-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"bizerba-kh2-firmware-5.1.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.salinar.lan/erp:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"lotes: add humidity column for walnuts", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"afip: revert invoice mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cosecha_2031-03-14.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Bizerba scale password before the calibration visit on 2031-05-20.",
    "Yami asked for the bodega wifi password; it's on the card in Nacho's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into Cardón Mail; share a vault link instead.",
    "The `.env.example` line `CASDOOR_CLIENT_SECRET=changeme` is a placeholder.",
    "The olive press HMI asks for a new password after every firmware update.",
    "Replace <YOUR_NOGALNET_TOKEN> in the README with the token from your dashboard.",
    "PREX_API_TOKEN and XUBIO_CLIENT_SECRET must be set before the nightly sync runs.",
    "che, no pases contraseñas por el grupo de WhatsApp",
    "la contraseña tiene que tener por lo menos catorce caracteres",
    "ama pimanpas claventa willaychu",
    "ما تعطي الباسورد لحدا",
    "ma t3ate el pass la 7ada",
    "non lle digas o contrasinal a ninguén",
    "不要把登录密码告诉任何人。",
    "bie ba mima gaosu bieren",
    "Upgraded the press firmware from 5.0 to 5.1 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the humidity column for walnut lots.",
    f"Rolled back to {_SHORT} after the invoice mapping broke the AFIP export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The KH II firmware 5.1.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The ERP container runs registry.salinar.lan/erp@sha256:{_IMAGE}.",
    f"MD5 of cosecha_2031-03-14.csv is {_MD5}, same as the copy on the share.",
    "Request id 3f9a0c2e-71d4-4b6a-9e20-5c8d1f7a4b33 is the slow one in the ERP logs.",
    "Orden de compra OC-2031-00233 por 120 bolsas de nuez Chandler sale el jueves.",
    "Ticket 118: the Belén walnut shed scale drifts by 200 g at noon.",
    "Llamar a la ferretería de Chilecito al +54 3825 42-1187 antes de las 13.",
    "Remito R-0004-00018822 cubre 18 pallets de aceite de oliva.",
    "El camión con la salmuera salió de Fiambalá a las 06:40 y llega a las 15:10.",
    "Cold room 2 is at 12 °C and 70 % humidity; the torrontés tank is at 14 °C.",
    "After five wrong passwords the ERP locks the account for 20 minutes.",
    "The walnut sack weighs 25 kg; the price this week is 4.80 USD per kilo.",
    "The secret of good torrontés is the cold night at the foot of the Famatina.",
    "Ask Chango for the galpón padlock code, I don't have it.",
    "My card ending 4417 was declined at the Belén hardware store.",
    "The Beirut broker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the office account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `NOGALNET_TOKEN` in the secrets store, never in the repository.",
    "The guest wifi 'Ambato-Guest2' is open, no password needed.",
    "Lote LOT-2031-BEL-0412, 25 kg, humedad 8.1 %; calibre 34+.",
    "La contraseña del wifi está pegada atrás del router, preguntale a Yami.",
    "olvidé la contra del mail, mañana la reseteo",
    "el password taba3 el router 3a warac bel matbakh",
    "o contrasinal está no caderno da cociña",
    "密码在抽屉里的卡片上。",
    "Pass the olive oil, please; the empanadas are ready.",
    "The CUIT of the Chilecito hardware store is on the public invoice.",
    "Version 2.4.1 of the ERP fixes the password reset email.",
    "The token budget for the assistant is 8000 tokens per call.",
    "HS code 0802.32 is shelled walnuts; 1509.20 is extra virgin olive oil.",
    "The Famatina cable car station is 4 600 m above sea level.",
    "Tracking number 3A5 412 889 for the box sent to Lugo.",
    "PIN codes for the new cards arrive by mail in ten days.",
    "The API key field in Algarrobo ERP is required for the Prex integration.",
    "Vuelo AR1461 Catamarca–Aeroparque sale a las 19:05.",
    "ISBN 978-84-376-0494-7 is the Galician cookbook on the office shelf.",
    "Factura B 0003-00004512 por 380 000 pesos, vence el 15 de abril.",
    "Keep the recovery phrase on paper in the safe, never in a photo.",
    "Placa del camión de la salmuera: AE 482 KT.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/campo/prensa", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 412}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "118", "orden_de_compra": "OC-2031-00233"}',
    '{"lote": {"id": "LOT-2031-BEL-0412", "peso_kg": 25, "humedad_pct": 8.1}}',
    '{"telefono": "+54 3825 42-1187", "ciudad": "Chilecito"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bolsas_en_stock": 1284}',
    '{"hs_code": "0802.32", "origin": "AR", "description": "shelled walnuts"}',
    '{"vuelo": "AR1461", "salida": "19:05", "destino": "Aeroparque"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
