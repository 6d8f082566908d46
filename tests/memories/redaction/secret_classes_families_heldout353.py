# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-fifty-third corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-forty-ninth's
docstring, the fifth to three-hundred-and-forty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (350 to 352), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (353_871_029), password words (a Chaco word, a
place and a number, `SabaloYacuiba47!`; dot-joined places with a year, `bermejo.padcaya.2019`; leet
`V1ll4m0nt3s`; a name, a year and a word; a generator's dashed groups; `Chaco` with a symbol;
random runs).

The fictional company is Palmar Tajibo Logística S.R.L. (an office in Tarija, a warehouse in
Yacuiba, a sorting shed in Bermejo and silos in Villamontes), with Chapaco and Guaraní staff,
Quechua relatives in Potosí, Mennonite suppliers of a fictional Kolonie Neuhoffnung and a relative
in Bielefeld, a Palestinian-Bolivian shop family (relatives in Beit Sahour, Amman and Beirut) and a
buyer in the Falklands; every company, person, address, domain (`tajibo.lan`, `tajibo.example`),
account and number is invented, only the region is real. Texts: chats, tickets, notes, runbooks,
shell prompts, config and env files, voice-note transcripts and requests to the assistant;
separators: a colon, `=`, `→`, `▶`, `::`, `ha'e`, `es`, `ist`, `lautet`, `hiye`, `kashan`,
`kachkan`, guillemets, German quotes, brackets, backticks, a new line and none.

Grep counts (heldouts 5 to 349 naming each, grep -l): none for Bermejo, Yacuiba, Villamontes, Aguas
Blancas, Neuland, Beit Jala, YPFB, SIMPLE QR, Linkser, AmbaPay, `kilmet`, `yanapa`, `mba'éichapa`,
`cuñao`, `vos sabes`, the IBAN countries Jordan, Lebanon, Iraq, Mauritania, Sudan and the
Falklands; one to three for Tarija, Chaco, Filadelfia, Soli Pago, BNB, `ñe'ẽ ñemi`, `kalmet`,
`Danke`, `yalla`, zerotier, gsutil, sqlite3, age-keygen; four to nine for Guaraní (7), Quechua (9),
Plautdietsch (4), Potosí (5), `Passwuat` (4), `ñe'ẽñemi` (4), `pakasqa simi` (4), Tigo Money (5),
py.ruc (6), pe.ruc (4), de.stnr (5), mariadb-dump (8); more for Entel (11), `Arabizi` (12), `كلمة
المرور` (25), `كلمة السر` (38), `la clave es` (27), `la contra` (129) and the common tools (psql,
rclone, restic and the like).

About half of the secret samples are not in English: Bolivian Spanish as texted (`la contra del
wifi`, `ñaño`, `ya pues`, `nomás`, `vos sabes`, `clavecita`), Guaraní of the Chaco (`ñe'ẽñemi …
ha'e`, `mba'éichapa`, `eñongatu porã`), Quechua of the Potosí relatives (`pakasqa simi`, `yaykuna
simi`, `kutichina codigokuna`, `Wawqiy`), Plautdietsch (`daut Passwuat es`, `Kjennwuat`, `Brukja`)
and standard German of the Mennonite suppliers (`Kennwort lautet`, `Wiederherstellungscodes`,
`Steuernummer`), and the Arabic of the shop family in script (`كلمة السر`, `الرقم السري`, `رمز
التحقق`) and Arabizi (`kilmet el sir`, `ya 3ammo`, `taba3`). Spanish, standard German and Arabic in
script are ordinary usage; the author's guesses, checked by no speaker, are every Guaraní wording
(`ñe'ẽñemi`, `-pe`, `-pegua`, `eñongatu porã`), every Quechua wording (`pakasqa simi`, `yaykuna
simi`, `pakasqa yupay`, `kutichina`, `kamachiy`), every Plautdietsch spelling and the Arabizi
spellings.

Vendors: invented ones (ChacoPay `chp_live_`, TarijaCloud `tjc-`, Yacuiba SMS `ysms_`, Villamontes
Telemetry `vmt.`, SurAndino ERP `sae_sk_`, AmbaPay `amb_`; shapes guessed), Bolivian ones with
guessed shapes (Tigo Money, BNB, SIMPLE QR, Linkser, Soli Pago, Entel) and published shapes
(GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google, Hugging Face, npm,
SendGrid, Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana, Doppler, Sentry,
Tailscale, Groq, Docker Hub, Brevo, NVIDIA, Postman, Netlify, Notion, Figma, Mailchimp, Discord);
the JWTs are well-formed.

Ids: Paraguay's RUC (`py.ruc`), Argentina's CUIT (`ar.cuit`), Chile's RUT (`cl.rut`), Germany's
Steuernummer and USt-IdNr (`de.stnr`, `de.vat`), Israel's identity number of a relative in
Jerusalem (`il.idnr`) and Peru's RUC (`pe.ruc`), each drawn until its python-stdnum module
validates it. Cards pass Luhn (`stdnum.luhn`; Visa and Mastercard prefixes); IBANs of Palestine,
Jordan, Lebanon, Iraq, Mauritania, the Falklands and Sudan, checked with `stdnum.iban`; seed
phrases from mnemonic's English, Spanish and Portuguese lists, checked with `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and
10 clean metadata dicts.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ar import cuit as ar_cuit
from stdnum.cl import rut as cl_rut
from stdnum.de import stnr as de_stnr
from stdnum.de import vat as de_vat
from stdnum.il import idnr as il_idnr
from stdnum.pe import ruc as pe_ruc
from stdnum.py import ruc as py_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 353_871_029
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


_WORDS = ["Sabalo", "Surubi", "Quebracho", "Pilcomayo", "Singani", "Chapaco", "Tablita", "Erke",
          "Palosanto", "Yerba", "Camba", "Aguayo", "Coplas", "Tusequi", "Algarrobo", "Guapuru",
          "Carahuata", "Chancaca", "Achachairu", "Tujuri"]  # fmt: skip
_PLACES = ["Tarija", "Bermejo", "Yacuiba", "Villamontes", "Caraparí", "Entre Ríos", "Padcaya",
           "Uriondo", "Pocitos", "Ibibobo"]  # fmt: skip
_ASCII_PLACES = ["tarija", "bermejo", "yacuiba", "villamontes", "carapari", "padcaya", "uriondo",
                 "pocitos", "ibibobo", "sachapera"]  # fmt: skip
_NAMES = ["Ximena", "Rolando", "Marisol", "Fidel", "Iyambae", "Yari", "Wilber", "Eulogia",
          "Abram", "Helena", "Rania", "Nasser", "Jorge", "Lucía"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["S4b4l0", "Qu3br4ch0", "P1lc0m4y0", "S1ng4n1", "Ch4p4c0", "V1ll4m0nt3s", "Y4cu1b4",
         "B3rm3j0", "T4r1j4"]  # fmt: skip


def _word_place(g: random.Random) -> str:
    return f"{g.choice(_WORDS)}{g.choice(_ASCII_PLACES).capitalize()}{g.randrange(10, 99)}"


_PICKS: list[Maker] = [
    lambda g: f"{_word_place(g)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_ASCII_PLACES, 3)) + f".{g.randrange(1990, 2035)}",
    lambda g: f"{g.choice(_LEET)}{g.choice(_SYMBOLS)}{g.randrange(100, 999)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1960, 2012)}{g.choice(_WORDS)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: _r(g, ALNUM, g.randrange(14, 22)),
    lambda g: f"Chaco{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}{g.randrange(1000, 9999)}",
]


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password with no character a config or URL would have to escape."""
    return v.until(rng, _pw, lambda value: all(c in ALNUM + "._-" for c in value))


_SAID = [
    "Ximena: la contra del wifi de la oficina de Yacuiba es {pw} nomás",
    "oye ñaño pasame la clave del SIAT... ya pues: {pw}",
    "Rolando (audio): la contraseña nueva del servidor de Bermejo es {pw}, anotala",
    "q tal Fidel, mi clave del correo ahorita es {pw} no la cambies porfa",
    "ticket TJB-4471: el usuario olvidó su contraseña, le puse temporal → {pw}",
    "nota: clave del router de la planta en Villamontes = {pw}",
    "Marisol: ya cambié la contraseña del Zimbra, ahora es {pw} vos sabes",
    "la clavecita del panel de la balanza: {pw} (no se la pases al chofer)",
    "Contraseña del sistema de facturación (SFV): {pw}",
    "oiga don Fidel, la contra del admin ya no es la de antes, es {pw}",
    "Iyambae: che ñe'ẽñemi pyahu ha'e {pw}",
    "Yari: Wi-Fi ñe'ẽñemi Villamontes-pe ha'e {pw}",
    "ñe'ẽñemi tenda Ibibobo-pegua: {pw}",
    "Iyambae (audio): ñe'ẽñemi ko'ãga {pw}, eñongatu porã",
    "mba'éichapa Yari, ere chéve servidor ñe'ẽñemi: {pw}",
    "tiyu Wilber: pakasqa siminiyqa {pw} kashan",
    "Eulogia: Wawqiy, banco pakasqa simi kayqa: {pw}",
    "Potosí, tía Eulogia: yaykuna simi correopaq {pw} kachkan",
    "Wilber (audio): computadora pakasqa simin {pw}, ama qunqankichu",
    "Imaynalla kashanki Rolando, wifi pakasqa simi {pw}",
    "Abram: daut Passwuat fa dän Rajchna es {pw}",
    "Abram Friesen: Kjennwuat fe'm Wifi es {pw}",
    "Peter Wiebe: daut niee Passwuat fa de Miltj-Waoag: {pw}",
    "Helena: dee Passwuat fonn'e Kontoa es nu {pw}",
    "Heinrich Klassen: Das Kennwort für das Lieferantenportal lautet {pw}",
    "Helena (Bielefeld): Mein neues Passwort ist {pw}, bitte nicht weitergeben",
    "Zugangsdaten Waage Kolonie Neuhoffnung – Passwort: {pw}",
    "Das Passwort fürs Käserei-WLAN wurde geändert auf {pw}",
    "Rania: كلمة السر الجديدة للحساب {pw}",
    "Nasser: كلمة سر الإيميل تبع المحل هي {pw}",
    "Jorge Handal: يا عمي، كلمة المرور للكمبيوتر {pw}",
    "Rania (Arabizi): kilmet el sir taba3 el wifi hiye {pw}",
    "Nasser: ya 3ammo el password el jdide {pw} ma t2ol la 7ada",
    "khalto Salwa: shu kilmet el sir? 3ala ma2ari: {pw}",
    "Rania: el password taba3 el POS sar {pw} yalla",
    "Note to self: Zoho Mail password for compras@tajibo.example is {pw}",
    "Reminder – the SAP B1 sandbox password is {pw}",
    "Runbook step 4: log into the iDRAC, password {pw}",
    "voice note (Lucía): the NAS password now is {pw}",
    "Hey assistant, remember my Entel portal password: {pw}",
    "Please save this: password for the Yacuiba warehouse laptop → {pw}",
    "The new admin pw for the pesaje kiosk is {pw}",
    "assistant, store it: contraseña del Tigo Business = {pw}",
    "Fidel: passwd del postgres en el bodega01: {pw}",
    "Marisol: pwd del FTP del banco :: {pw}",
    "Lucía: la contraseña del YPFB portal de proveedores ▶ {pw}",
    "Jorge: la clave del Linkser comercio es\n{pw}",
    "ticket TJB-4520 | contraseña restablecida | nueva: «{pw}»",
    "Helena: Passwort vom Hofladen-Kassensystem: „{pw}“",
    "Rolando: contraseña → `{pw}`",
    "Ximena: clave [{pw}] del escáner de guías",
    "Wilber: kayqa pakasqa simi (Tarija oficina): {pw}",
    "Iyambae: Bermejo computadora ñe'ẽñemi = {pw}",
    "Abram: Passwuat fe'm Computa opp'e Molkerei: {pw}",
    "Nasser: الباسوورد تبع الراوتر {pw}",
    "Rania: el password bta3 el bank app = {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ximena.arce", "rolando", "marisol.c", "fidel.t", "iyambae", "yari.c", "wilber",
          "abram.friesen", "helena.w", "rania.h", "nasser", "jorge.handal", "lucia",
          "bodega"]  # fmt: skip
_LOGINS = [
    "usuario: {u} / contraseña: {pw}",
    "Ximena: entrá con {u} y la clave {pw}",
    "login del Odoo: {u} / {pw}",
    "creds bodega Yacuiba → {u}:{pw}",
    "Benutzer {u}, Passwort {pw}",
    "Abram: Brukja {u}, Passwuat {pw}",
    "usuario {u} ñe'ẽñemi {pw}",
    "Wilber: sutiy {u}, pakasqa simi {pw}",
    "اسم المستخدم: {u} كلمة السر: {pw}",
    "Nasser: user {u} w el password {pw}",
    "sign in as {u} with {pw}",
    "RDP to the Bermejo office: {u} / {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["sabalo", "quebracho", "tablita", "chancaca", "algarrobo", "guapuru", "tujuri",
               "carahuata", "singani", "coplas"]  # fmt: skip
_SPELLED = [
    "la contraseña es la palabra {w} seguida de {d}",
    "Ximena: la clave es {w} con mayúscula al principio y {d} al final",
    "Helena: Das Passwort ist das Wort {w}, dann {d}",
    "Abram: daut Passwuat es daut Wuat {w} un dan {d}",
    "Rania: kilmet el sir hiye el kilme {w} w ba3den {d}",
    "the wifi password is the word {w} followed by {d}",
    "Fidel: {w}{d} — esa es la contra del wifi del galpón",
    "type {w}, then {d}; that's the admin password of the scale",
    "Wilber: pakasqa simiqa {w} simi, chaymanta {d} yupay",
    "Yari: ñe'ẽñemi ha'e {w} ha upéi {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word, number = rng.choice(_SAID_WORDS), str(rng.randrange(100, 9999))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "sshpass -p '{pw}' ssh {u}@bodega01.tajibo.lan",
    "mysql -h db.tajibo.lan -u {u} -p'{pw}' facturacion",
    "mariadb-dump -u {u} --password='{pw}' ventas > ventas.sql",
    "PGPASSWORD='{pw}' psql -h pg.tajibo.lan -U {u} pesaje",
    "redis-cli -h cache.tajibo.lan -a '{pw}' PING",
    "docker login registry.tajibo.lan -u {u} -p '{pw}'",
    "htpasswd -bc /etc/nginx/.htpasswd {u} '{pw}'",
    "smbclient //nas-bermejo/compartido -U {u}%{pw}",
    "xfreerdp /v:10.8.1.20 /u:{u} /p:'{pw}'",
    "lftp -u {u},'{pw}' ftp.tajibo.example",
    "curl -u {u}:'{pw}' https://erp.tajibo.example/api/stock",
    "wget --user={u} --password='{pw}' https://sftp.tajibo.example/guias.zip",
    "zip -P '{pw}' planillas.zip planillas/*.xlsx",
    "7z a -p'{pw}' respaldo.7z respaldo/",
    "openssl pkcs12 -export -in crt.pem -inkey key.pem -passout pass:'{pw}' -out siat.p12",
    "keytool -importkeystore -srckeystore siat.p12 -storepass '{pw}'",
    "gpg --batch --passphrase '{pw}' -c nomina.csv",
    "ipmitool -I lanplus -H 10.8.1.5 -U {u} -P '{pw}' chassis status",
    "mosquitto_pub -h mqtt.tajibo.lan -u {u} -P '{pw}' -t silos/1 -m ok",
    "sqlcmd -S sql-yacuiba -U {u} -P '{pw}' -Q 'SELECT 1'",
    "plink -ssh {u}@10.8.2.4 -pw '{pw}'",
    "echo '{pw}' | sudo -S systemctl restart balanza",
    "ldapsearch -x -D 'cn={u},dc=tajibo,dc=lan' -w '{pw}' -b dc=tajibo,dc=lan",
    "rabbitmqctl add_user {u} '{pw}'",
    "mongosh 'mongodb://mongo.tajibo.lan' -u {u} -p '{pw}'",
    "sqlplus {u}/{pw}@//ora.tajibo.lan:1521/ERP",
    "nmcli dev wifi connect Tajibo-Planta password '{pw}'",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/id_bodega",
    "mega-login {u}@tajibo.example '{pw}'",
    "net use Z: \\\\nas-tarija\\contable /user:{u} {pw}",
    "svn checkout https://svn.tajibo.lan/erp --username {u} --password '{pw}'",
    "aria2c --ftp-user={u} --ftp-passwd='{pw}' ftp://ftp.tajibo.example/guias.tar",
    "qpdf --password='{pw}' --decrypt extracto.pdf extracto-ok.pdf",
    "x11vnc -display :0 -passwd '{pw}' -forever",
]  # fmt: skip
_SHELLS = [
    "{c}",
    "rolando@bodega01:~$ {c}",
    "fidel@yacuiba-pc:~$ {c}",
    "PS C:\\Users\\marisol> {c}",
    "historial de bash del servidor de Bermejo:\n  412  {c}",
    "Runbook Villamontes, paso 3:\n    {c}",
    "comando que corrí anoche: {c}",
    "Abram: dit Kommando hab ekj jedonn: {c}",
    "Helena: diesen Befehl habe ich ausgeführt: {c}",
    "Nasser: hada el command elli 3milto: {c}",
    "Wilber: kay kamachiyta ruwarqani: {c}",
    "Iyambae: ko comando ajapo: {c}",
    "root@planta-vmt:/opt/balanza# {c}",
    "Termux en el celular de Jorge: $ {c}",
]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(rng, v.fill(rng, "cli_password", _CLI, n, _plain_pw, u=_USERS), _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.tajibo.lan:5432/pesaje",
    "mysql://{u}:{pw}@db.tajibo.lan/facturacion",
    "mongodb+srv://{u}:{pw}@cluster0.tajibo.example/ventas",
    "amqp://{u}:{pw}@rabbit.tajibo.lan:5672/%2f",
    "redis://:{pw}@cache.tajibo.lan:6379/0",
    "sqlserver://sql-yacuiba:1433;user={u};password={pw};database=Contable",
    "ftp://{u}:{pw}@ftp.tajibo.example/guias/",
    "rtsp://{u}:{pw}@cam-galpon2.tajibo.lan:554/Streaming/Channels/101",
    "smb://{u}:{pw}@nas-tarija/contable",
    "mqtt://{u}:{pw}@mqtt.tajibo.lan:1883",
    "Server=ora.tajibo.lan;User Id={u};Password={pw};",
    "jdbc:postgresql://pg.tajibo.lan/erp?user={u}&password={pw}",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}",
    "Fidel: la cadena de conexión es {c}",
    "Helena: Verbindung: {c}",
    "{c}",
    "Nasser: hay el connection string: {c}",
    "config/produccion.yml → url: {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(
        rng, v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS), _URL_PLACES
    )


def _slack(g: random.Random) -> str:
    return f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"


def _tailscale(g: random.Random) -> str:
    return f"tskey-auth-{_r(g, ALNUM, 12)}-{_r(g, ALNUM, 32)}"


def _discord(g: random.Random) -> str:
    return f"https://discord.com/api/webhooks/{_r(g, D, 18)}/{_r(g, URLSAFE, 68)}"


_NAMED: list[tuple[str, Maker]] = [
    ("ChacoPay API key (producción): {t}", _j("chp_live_", (ALNUM, 32))),
    ("CHACOPAY_SECRET_KEY={t}", _j("chp_live_", (ALNUM, 32))),
    ("TarijaCloud token para el bucket de guías: {t}", _j("tjc-", (LOWER_DIGITS, 40))),
    ("Yacuiba SMS → clave de API {t}", _j("ysms_", (ALNUM, 30))),
    ("Villamontes Telemetry, Integraciones › Silos: {t}", _j("vmt.", (URLSAFE, 36))),
    ("SurAndino ERP client secret = {t}", _j("sae_sk_", (HEX, 40))),
    ("Tigo Money Business API key: {t}", lambda g: v.uuid4(g, "b")),
    ("BNB Empresas API-Schlüssel: {t}", _j((HEX, 32))),
    ("llave API de SIMPLE QR: {t}", _j((HEX, 48))),
    ("Linkser integration broken, current key {t}", _j((ALNUM, 40))),
    ("Soli Pago token de comercio: {t}", _j("sp_", (ALNUM, 36))),
    ("Entel SMS Gateway api_key={t}", _j((HEX, 32))),
    ("AmbaPay مفتاح API: {t}", _j("amb_", (ALNUM, 32))),
    ("GitHub PAT del CI: {t}", _j("ghp_", (ALNUM, 36))),
    ("GITLAB_TOKEN={t}", _j("glpat-", (URLSAFE, 20))),
    ("slack bot de alertas de silos: {t}", _slack),
    ("Stripe (tienda de singani online): {t}", _j("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic key for the invoice bot: {t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("OpenRouter: {t}", _j("sk-or-v1-", (HEX, 64))),
    ("AWS_ACCESS_KEY_ID={t}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {t}", _j((B64, 40))),
    ("Google Maps key for the delivery map: {t}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={t}", _j("hf_", (ALNUM, 34))),
    ("npm publish token: {t}", _j("npm_", (ALNUM, 36))),
    ("SendGrid: {t}", lambda g: f"SG.{_r(g, URLSAFE, 22)}.{_r(g, URLSAFE, 43)}"),
    ("Twilio API key SID {t}", _j("SK", (HEX, 32))),
    ("bot de Telegram de la planta: {t}", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("PyPI token for tajibo-utils: {t}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Shopify admin token: {t}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={t}", _j("dop_v1_", (HEX, 64))),
    ("Linear: {t}", _j("lin_api_", (ALNUM, 40))),
    ("Grafana service account: {t}", lambda g: f"glsa_{_r(g, ALNUM, 32)}_{_r(g, HEX, 8)}"),
    ("Doppler: {t}", _j("dp.st.prd.", (ALNUM, 43))),
    ("Sentry auth token: {t}", _j("sntrys_", (URLSAFE, 60))),
    ("Tailscale auth key for the Bermejo router: {t}", _tailscale),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("Docker Hub PAT: {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("Brevo: {t}", lambda g: f"xkeysib-{_r(g, HEX, 64)}-{_r(g, ALNUM, 16)}"),
    ("NVIDIA NIM key {t}", _j("nvapi-", (URLSAFE, 64))),
    ("Postman API key: {t}", lambda g: f"PMAK-{_r(g, HEX, 24)}-{_r(g, HEX, 34)}"),
    ("Netlify token {t}", _j("nfp_", (ALNUM, 36))),
    ("Notion integration secret: {t}", _j("ntn_", (ALNUM, 46))),
    ("Figma token: {t}", _j("figd_", (URLSAFE, 40))),
    ("Mailchimp key {t}", lambda g: f"{_r(g, HEX, 32)}-us21"),
    ("Discord webhook: {t}", _discord),
    ("Rania: el API key taba3 el متجر (ChacoPay) {t}", _j("chp_test_", (ALNUM, 32))),
    ("Helena: API-Schlüssel vom Hofladen (TarijaCloud): {t}", _j("tjc-", (LOWER_DIGITS, 40))),
    ("Iyambae: Yacuiba SMS API ñe'ẽñemi {t}", _j("ysms_", (ALNUM, 30))),
    ("Wilber: API pakasqa (SurAndino ERP): {t}", _j("sae_sk_", (HEX, 40))),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _NAMED, n):
        value = make(rng)
        out.append(Sample("vendor_token", template.format(t=value), value))
    return out


_HEX_PLACES = [
    "SECRET_KEY_BASE={h}",
    "clave de cifrado del respaldo: {h}",
    "Helena: der Schlüssel für die Sicherung: {h}",
    "webhook signing secret (ChacoPay): {h}",
    "session_secret = \"{h}\"",
    "Nasser: el key lal backup {h}",
]  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = _r(rng, HEX, [64, 48, 40][index % 3])
    return {"h": key.upper() if index % 4 == 3 else key}


_hexes = _Family("hex_key", _HEX_PLACES, _hex_draw, "h")


def _jwt_of(rng: random.Random, claims: dict[str, Any]) -> str:
    header = {"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, 43)}"


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "token del portal de proveedores: {t}",
    "Fidel: el JWT que devuelve el login es {t}",
    "localStorage.access_token = '{t}'",
    "Rania: hay el token {t}",
    "Helena: das Token aus der App: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    claims = {"sub": rng.choice(_USERS), "iss": "https://auth.tajibo.example",
              "exp": 2_000_000_000 + rng.randrange(10**7)}  # fmt: skip
    return {"t": _jwt_of(rng, claims)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = [
    "Fidel: la llave del servidor de Bermejo:\n{key}",
    "id_rsa del bodega01 (no subir al repo)\n{key}",
    "Helena: der private Schlüssel:\n{key}",
    "Nasser: hay el key:\n{key}",
]  # fmt: skip
_PEM_KINDS = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"]


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = _PEM_KINDS[index % 4]
    lines = [_r(rng, B64, 64) for _ in range(rng.randrange(6, 10))]
    head, tail = f"-----BEGIN {kind}-----", f"-----END {kind}-----"
    return {"key": "\n".join([head, *lines, tail]), "secret": lines[2]}


_pems = _Family("pem_private_key", _PEM_PLACES, _pem_draw, "key")


_SEED_PLACES = {
    "frase semilla de la billetera de Rolando: {p}": "spanish",
    "Ximena: las 12 palabras de recuperación son {p}": "spanish",
    "Jorge (audio): seed phrase {p}": "english",
    "recovery phrase for the USDT wallet: {p}": "english",
    "Helena: Wiederherstellungsphrase der Wallet: {p}": "english",
    "Nasser: el seed taba3 el wallet: {p}": "english",
    "Wilber: billetera pakasqa simikuna: {p}": "spanish",
    "Yari: billetera ñe'ẽ ñemi kuéra: {p}": "spanish",
    "frase de recuperação (primo em Corumbá): {p}": "portuguese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "portuguese")}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = [12, 24, 12, 18][index % 4]
    bits = {12: 16, 18: 24, 24: 32}[words]
    phrase = _MNEMO[_SEED_PLACES[template]].to_mnemonic(
        bytes(rng.randrange(256) for _ in range(bits))
    )
    parts = phrase.split(" ")
    layouts = [phrase, "\n".join(f"{i}. {w}" for i, w in enumerate(parts, 1)), ", ".join(parts)]
    return {"p": layouts[index % 3]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], length: int) -> str:
    body = rng.choice(prefixes)
    body += _r(rng, D, length - len(body) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_PLACES = [
    "Ximena: número de tarjeta {c} vence 09/31",
    "tarjeta de la empresa para combustible: {c}",
    "Helena: Kartennummer {c}",
    "Nasser: ra2am el card {c} exp 03/33",
    "رقم البطاقة: {c}",
    "Wilber: tarjeta yupay {c}",
    "assistant, save my card {c} for the Entel bill",
    "Visa débito BNB {c}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card_of(rng, ["4", "51", "53", "55", "2223", "4213"], 16)
    return {"c": v.grouped(number, ["-", " ", "", "."][index % 4], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "tarjeta {c}, código de seguridad {cvv}",
    "Helena: Karte {c}, Prüfnummer {cvv}",
    "card {c}, the three digits on the back are {cvv}",
    "Nasser: card {c} w el CVV {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": _card_of(rng, ["4", "52"], 16), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"PS": "aaaa" + "c" * 21, "JO": "aaaa" + "nnnn" + "c" * 18,
                "LB": "nnnn" + "c" * 20, "IQ": "aaaa" + "n" * 15, "MR": "n" * 23,
                "FK": "aa" + "n" * 12, "SD": "n" * 14}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Rania: el IBAN taba3 khalto Salwa (Beit Sahour): {i}",
    "IBAN del proveedor en Amán: {i}",
    "Nasser: حوّل على الآيبان {i}",
    "Jorge: IBAN de mi primo en Beirut {i}",
    "transferencia al socio: IBAN {i}",
    "Helena: IBAN für die Überweisung: {i}",
    "assistant, keep this IBAN for the Falklands wool buyer: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, list(_IBAN_SHAPES)[index % len(_IBAN_SHAPES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _py_ruc(g: random.Random) -> str:
    body = g.choice("12345678") + _r(g, D, 6)
    return f"{body}-{py_ruc.calc_check_digit(body)}"


def _ar_cuit(g: random.Random) -> str:
    return str(
        ar_cuit.format(
            v.until(g, lambda h: h.choice(["20", "27", "30"]) + _r(h, D, 9), ar_cuit.is_valid)
        )
    )


def _cl_rut(g: random.Random) -> str:
    body = str(g.randrange(5_000_000, 25_000_000))
    return f"{body}-{cl_rut.calc_check_digit(body)}"


def _de_stnr(g: random.Random) -> str:
    return v.until(g, lambda h: "5" + _r(h, D, 12), de_stnr.is_valid)


def _de_vat(g: random.Random) -> str:
    return v.until(g, lambda h: "DE" + h.choice("123456789") + _r(h, D, 8), de_vat.is_valid)


def _il_idnr(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("0123") + _r(h, D, 8), il_idnr.is_valid)


def _pe_ruc(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice(["10", "20"]) + _r(h, D, 9), pe_ruc.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "Abram Friesen, RUC (Paraguay, Filadelfia): {s}": _py_ruc,
    "Peter Wiebe: mien RUC es {s}": _py_ruc,
    "Jorge: el CUIT de mi cuñado en Salta es {s}": _ar_cuit,
    "CUIT del transportista de Aguas Blancas: {s}": _ar_cuit,
    "Lucía: mi RUT chileno {s}": _cl_rut,
    "Helena: meine Steuernummer (Finanzamt Bielefeld): {s}": _de_stnr,
    "Steuernummer der Käserei: {s}": _de_stnr,
    "USt-IdNr. vom Maschinenhändler: {s}": _de_vat,
    "Rania: رقم الهوية تبع سيدو {s}": _il_idnr,
    "Nasser: ra2am el hawiye taba3 khalti {s}": _il_idnr,
    "RUC del proveedor en Lima: {s}": _pe_ruc,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style == 4:
        return [f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]
    return v.backup_codes(rng, n, style)


_BACKUPS = [
    "códigos de respaldo de la cuenta de Google de la empresa:\n{codes}",
    "Helena: Wiederherstellungscodes fürs Microsoft-Konto: {codes}",
    "Nasser: backup codes la el Facebook taba3 el mat3am:\n{codes}",
    "Ximena: códigos de backup del Zoho: {codes}",
    "Wilber: kutichina codigokuna: {codes}",
    "Abram: de Notfallcodes: {codes}",
]  # fmt: skip
_CODES = [
    "Tu código de verificación de Tigo Money es {c}",
    "{c} es tu código de BNB Móvil. No lo compartas.",
    "Ihr Bestätigungscode lautet {c}",
    "رمز التحقق الخاص بك هو {c}",
    "Rania: el code elli wasalni {c}",
    "Fidel: pasame el código que te llegó... → {c}",
    "Use {c} to sign in to SurAndino ERP",
    "Yari: código ha'e {c}",
]  # fmt: skip
_SEEDS_2FA = [
    "clave de configuración 2FA del ChacoPay: {s}",
    "otpauth://totp/TarijaCloud:fidel?secret={s}&issuer=TarijaCloud",
    "Helena: TOTP-Geheimnis fürs Portal: {s}",
    "Nasser: el setup key lal 2FA {s}",
    "manual key for the authenticator (Odoo): {s}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, 8, index % 5)
    sep = "\n" if "\n" in template else ", "
    return {"codes": sep.join(codes), "secret": codes[index % 8]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced="otpauth" not in template and index % 2 == 1)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Tajibo-Planta", "TJB-Bodega-5G", "Galpon Yacuiba 2", "Kolonie Neuhoffnung Molkerei",
          "Handal Casa", "Villamontes Silos"]  # fmt: skip
_WIFI_PLACES = [
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "red {s}, clave del wifi {pw}",
    "Network: {s} / {pw}",
    "Ximena: la contra del wifi ({s}) es {pw}",
    "Yari: wifi {s} ñe'ẽñemi {pw}",
    "Wilber: wifi {s} pakasqa simi {pw}",
    "Abram: daut WLAN {s}, Passwuat {pw}",
    "Helena: WLAN-Schlüssel für {s}: {pw}",
    "Rania: el wifi {s}, el password {pw}",
    "كلمة سر الواي فاي ({s}): {pw}",
    "wpa_passphrase \"{s}\" '{pw}'",
    "hostapd.conf:\nssid={s}\nwpa_passphrase={pw}",
]  # fmt: skip
_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_plain_pw, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("chp_live_", (ALNUM, 20)), _j((HEX, 32)), _j("ghp_", (ALNUM, 36)),
                 _j((UPPER_DIGITS, 24))]  # fmt: skip
_SPELL = [
    "te lo dicto letra por letra: {t}",
    "[audio de Fidel] {t}",
    "Helena liest vor: {t}",
    "Nasser (voice note): {t}",
]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    value = _SPELL_MAKERS[index % 4](rng)
    sep = [" ", "-", " · ", " | "][index % 4]
    if index % 2:
        return {
            "t": sep.join(value[i : i + 4] for i in range(0, len(value), 4)),
            "secret": value[:4],
        }
    return {"t": sep.join(value), "secret": sep.join(value)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "el código del candado del galpón es {pw}",
    "PIN de la tarjeta de combustible: {pw}",
    "Ximena: la clave del cajero es {pw}",
    "Helena: die PIN meiner Karte ist {pw}",
    "Abram: de PIN es {pw}",
    "Nasser: el PIN taba3 el card {pw}",
    "الرقم السري للبطاقة {pw}",
    "Wilber: tarjeta pakasqa yupay {pw}",
    "Yari: PIN ha'e {pw}",
    "alarm code of the Bermejo office: {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["quebracho", "sabalo", "tablita", "coplas", "pilcomayo", "chancaca", "aguayo",
                 "erke", "algarrobo", "carahuata", "surubi", "palosanto", "tujuri"]  # fmt: skip
_PHRASES = {
    "frase de contraseña del KeePass de la oficina: {p}": " ",
    "Helena: Passphrase für den Tresor: {p}": "-",
    "Bitwarden master passphrase: {p}": " ",
    "Nasser: el passphrase taba3 el vault {p}": ".",
    "Abram: de Passphrase es {p}": " ",
}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "curl -H 'Authorization: Basic {v}' https://erp.tajibo.example/api": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia: Authorization: Bearer {v}": False,
    "Fidel: el header es Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, ALNUM, 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "odoo.conf:\n[options]\ndb_user = odoo\ndb_password = {pw}\nadmin_passwd = x",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "application.properties:\nspring.datasource.password={pw}",
    "nextcloud config.php:\n'dbpassword' => '{pw}',",
    "glpi config_db.php:\npublic $dbpassword = '{pw}';",
    "moodle config.php:\n$CFG->dbpass = '{pw}';",
    "frigate config.yml:\ncameras:\n  galpon:\n    ffmpeg:\n      inputs:\n"
    "        - path: rtsp://admin:{pw}@10.8.3.7/1",
    "msmtprc:\naccount tajibo\nuser alertas@tajibo.example\npassword {pw}",
    "rclone.conf:\n[nas]\ntype = sftp\nuser = backup\npass = {pw}",
    "pgadmin servers.json: {{\"Password\": \"{pw}\"}}",
    "k8s secret:\nstringData:\n  password: {pw}",
    "fetchmailrc:\npoll mail.tajibo.example user compras password {pw}",
    "settings.py:\nEMAIL_HOST_PASSWORD = \"{pw}\"",
    "my.cnf:\n[client]\nuser=backup\npassword={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_ENVS = [
    ".env de facturación:\nSIAT_USER=tajibo\nSIAT_PASSWORD={pw}",
    ".env.production\nDB_HOST=pg.tajibo.lan\nDB_PASS={pw}",
    "export SMTP_PASSWORD={pw}",
    "Fidel: el .env del bot: MAIL_PASSWORD={pw}",
    "set REPORTES_PWD={pw}",
    "Helena: in der .env steht KASSE_PASSWORT={pw}",
]  # fmt: skip
_envs = _Family("env_file", _ENVS, _with(_plain_pw), "pw")


_CHATS = [
    "Rolando: cuál es la contra del wifi?\nXimena: {pw}",
    "[07:12] fidel: clave del root de bodega01?\n[07:13] marisol: {pw}",
    "Lucía: {pw} es la nueva clave del admin del ERP",
    "Jorge: usá {pw}, eso le puse al router del galpón",
    "Abram: wut es daut Passwuat?\nPeter: {pw}",
    "Rania: shu el password?\nNasser: {pw}",
    "Yari: mba'e ñe'ẽñemi?\nIyambae: {pw}",
    "Eulogia: ima pakasqa simi?\nWilber: {pw}",
    "Helena: Wie ist das Passwort?\nHeinrich: {pw}",
    "محمد: شو كلمة السر؟\nرانيا: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 14), (_vendors, 50),
    (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 14),
    (_national, 20), (_backups, 6), (_totp, 5), (_codes, 8), (_wifi, 16), (_spelled_tokens, 8),
    (_locks, 10), (_phrases, 7), (_auth, 6), (_configs, 16), (_chats, 10), (_envs, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _spanish_seed(g: random.Random) -> str:
    return str(_MNEMO["spanish"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


_SPLIT_PASSWORDS = {
    "la contraseña del servidor de Bermejo es": "{s}",
    "Ximena: la contra del wifi:": "{s} (la del galpón)",
    "che ñe'ẽñemi ha'e": "{s}",
    "pakasqa simi:": "{s}",
    "Abram: daut Passwuat es": "{s}",
    "Das Kennwort lautet": "{s}\nbitte ändern",
    "كلمة السر:": "{s}",
    "Nasser: el password": "{s} yalla",
    "admin password for the scale kiosk:": "{s}",
    "clave del SIAT →": "{s}",
}  # fmt: skip


def _visa_spaced(g: random.Random) -> str:
    return v.grouped(_card_of(g, ["4"], 16), " ", g)


def _mc_spaced(g: random.Random) -> str:
    return v.grouped(_card_of(g, ["53"], 16), " ", g)


def _one_backup(g: random.Random) -> str:
    return _backup_list(g, 1, 4)[0]


_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "ChacoPay API key", "{s}", _j("chp_live_", (ALNUM, 32))),
    ("split_token", "Tigo Money Business key:", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_token", "GitHub token", "{s} (CI)", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "frase semilla:", "{s}", _spanish_seed),
    ("split_card", "número de tarjeta", "{s} vence 02/32", _visa_spaced),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "JO"))),
    ("split_backup", "códigos de respaldo", "{s}\nk3m9-2x8q\np0r7-w4z1", _one_backup),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_id", "RUC (Paraguay)", "{s}", _py_ruc),
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


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"siat": {"usuario": "tajibo", "contraseña": "{s}"}}': ("meta_password", _plain_pw),
    '{"clave": "{s}"}': ("meta_password", _plain_pw),
    '{"Passwuat": "{s}"}': ("meta_password", _plain_pw),
    '{"كلمة_السر": "{s}"}': ("meta_password", _plain_pw),
    '{"router": {"host": "10.8.0.1", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"argv": ["sshpass", "-p", "{s}", "ssh", "rolando@bodega01"]}': ("meta_password", _plain_pw),
    '{"nota": "la contraseña del Zimbra es {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "Helena sagt, das Passwort ist {s}"}': ("meta_password", _plain_pw),
    '{"chacopay": {"api_key": "{s}"}}': ("meta_token", _j("chp_live_", (ALNUM, 32))),
    '{"tarijacloudToken": "{s}"}': ("meta_token", _j("tjc-", (LOWER_DIGITS, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"openai_api_key": "{s}"}': ("meta_token", _j("sk-proj-", (URLSAFE, 48))),
    '{"pago": {"numero_tarjeta": "{s}", "vence": "05/33"}}': ("meta_card", _mc_spaced),
    '{"familia": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "PS")),
    '{"proveedor": {"ruc": "{s}"}}': ("meta_id", _py_ruc),
    '{"mfa": {"backup_codes": ["{s}", "k3m9-2x8q", "p0r7-w4z1"]}}': ("meta_otp", _one_backup),
    '{"billetera": {"frase_semilla": "{s}"}}': ("meta_seed", _spanish_seed),
    '{"totp_secret": "{s}"}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"galpon": {"pin": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Tajibo-Planta", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"pesaje: add humidity column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"siat: fix invoice rounding", usedforsecurity=False).hexdigest()[:9]
_ISO_SUM = hashlib.sha256(b"debian-12.7.0-amd64-netinst.iso").hexdigest()
_MD5 = hashlib.md5(b"planilla_2031-04.xlsx", usedforsecurity=False).hexdigest()

CLEAN = [
    "Recordame cambiar la contraseña del router antes de la visita del técnico el 14/05.",
    "La política dice que las contraseñas tienen mínimo 14 caracteres.",
    "Pedido N° 2031-0447: 12 cajas de singani, Bs 1.840,00.",
    "Factura 000912, NIT del cliente en el comprobante impreso.",
    "La tienda de Yacuiba atiende al 4-6829113 de 8:00 a 18:00.",
    "Commit {_c} arregla el redondeo del IVA.".replace("{_c}", _COMMIT),
    "Revertí el cambio {_s} porque rompía el reporte.".replace("{_s}", _SHORT),
    "sha256 de la ISO: {_h}".replace("{_h}", _ISO_SUM),
    "md5 de la planilla: {_m}".replace("{_m}", _MD5),
    "Odoo 17.0, PostgreSQL 16.4, nginx 1.26.2 en el servidor de Bermejo.",
    "El camión salió de Villamontes a las 05:40 y llegó a Tarija a las 11:15.",
    "Guía de despacho TJB-GD-88213, 24 bolsas de 46 kg.",
    "Ticket TJB-4602: el usuario no recuerda su contraseña; se envió enlace de restablecimiento.",
    "¿Dónde está guardada la clave del wifi? En el gestor, no en el chat.",
    "la contra del wifi la tiene don Fidel, pedíle a él",
    "El PIN tiene que ser de 4 dígitos y no puede repetirse.",
    "Iyambae: ñe'ẽñemi ndaikatúi ahai ko'ápe, ejerure Ximena-pe.",
    "Wilber: pakasqa simita mana qillqanichu, Ximenata tapuy.",
    "Abram: daut Passwuat schekj ekj die nich äwa WhatsApp.",
    "Helena: Das Passwort schicke ich dir nicht per Mail, ruf mich an.",
    "Heinrich: Lieferung Käse, 320 kg, Rechnung Nr. 2031/118.",
    "Rania: ما رح أبعت كلمة السر هون، بحكيلك بالتلفون.",
    "Nasser: el password ma ba3ato 3al chat, bas bel telefon.",
    "Tanque 3 en Villamontes: 18.400 litros, temperatura 24,5 °C.",
    "El API key se genera en Integraciones › ChacoPay; pedíselo a Fidel.",
    "Token budget for the invoice bot: 8000 tokens per call.",
    "The signing key stays in the HSM, never on disk.",
    "Password rotation for the ERP is every 90 days.",
    "Pasá la sal, porfa.",
    "El código postal de la oficina no existe en Bolivia, poné 0000.",
    "Código de producto SG-750, singani 750 ml.",
    "Número de seguimiento del envío a Bielefeld: 00340434161094012345.",
    "Bs 35,50 el kilo de queso menonita en el mercado Campesino.",
    "El vuelo a Santa Cruz sale 14:20, asiento 12C.",
    "Reunión de directorio: martes 10:30, sala 2.",
    "La versión 4.2.1 del app de pesaje sale el viernes.",
    "Backup del domingo: 412 GB, duración 2 h 14 min.",
    "Se cambió la contraseña de Marisol ayer; ya entra.",
    "The door code changed last week; ask the guard.",
    "Rolando: olvidé mi clave otra vez jaja",
    "Lote 7731 de carbón de quebracho, humedad 11 %.",
    "Precio del diésel: Bs 3,72 el litro.",
    "Yari: mba'éichapa! ko'ẽ jajotopáta Yacuiba-pe.",
    "Eulogia: Imaynalla kashanki? Potosí llaqtapi chiri kachkan.",
    "Peter: Wie jeit et? De Mälkjwoage kjemmt Mondag.",
    "Helena: Die Steuererklärung mache ich nächste Woche.",
    "Nasser: el mat3am bifta7 el sa3a 9, yalla.",
    "رانيا: المحل بيفتح الساعة تسعة.",
    "Teléfono de la tienda de Bermejo: +591 4 696 1120.",
    "UUID del pedido en el ERP: 3f2a9c1e-7b4d-4e21-9a0f-1c2d3e4f5a6b (no es secreto).",
    "Card ending in 4417 was declined; retry tomorrow.",
    "Última factura: Bs 12.450,00, vence el 30/06.",
    "Ticket TJB-4610: la impresora de guías no imprime el código QR.",
    "El reporte 2031-Q2 tiene 1.284 filas.",
    "Puerto 5432 abierto solo desde la VPN.",
    "SSH host key fingerprint SHA256 en el wiki, pestaña servidores.",
    "Assistant, what is a good password policy for a small company?",
    "La contraseña debe tener mayúsculas, números y un símbolo.",
    "Kolonie Neuhoffnung: 48 Familien, 2 Schulen, eine Molkerei.",
    "Villamontes festival del pescado: 4 al 6 de agosto.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"pedido": "2031-0447", "total_bs": 1840.0, "items": 12},
    {"password_policy": "14 chars min", "rotation_days": 90},
    {"token_count": 812, "model": "invoice-bot"},
    {"auth": {"method": "oauth", "provider": "google"}},
    {"creds": {"username": "bodega", "host": "pg.tajibo.lan"}},
    {"commit": _COMMIT, "branch": "main"},
    {"sha256": _ISO_SUM, "file": "debian-12.7.0-amd64-netinst.iso"},
    {"telefono_tienda": "+591 4 696 1120", "ciudad": "Bermejo"},
    {"guia": "TJB-GD-88213", "peso_kg": 1104},
    {"pin_pad": "roto", "secret_name": "siat-creds"},
]
