# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundredth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the ninety-eighth's docstring, the fifth to
ninety-eighth only to search them (grep) for the languages, wordings, tools, vendors, id kinds and
IBAN countries already used (to use others), the sample types (`secret_classes_heldout.py`) and the
value helpers (`secret_classes_values.py`); never `memories/`, the tuning corpus, the round corpora,
the corpora written at the same time, any test nor the reports, and the scrubber was never run on
it. Its own seed, password words, names, places, templates, tools, vendors and layouts, the way the
herders, shearers, scouring-mill and dye-workshop crews, vet-post staff, the mobile bank agent, the
rural radio's people and the office of Suri Sumaq (fictional), an alpaca- and vicuña-fibre
cooperative of the high Andes, leak secrets into an assistant's memory: shearing stations at
Macusani and Nuñoa (Puno), Llica (Potosí), Turco and Curahuara de Carangas (Oruro), Susques and Abra
Pampa (Jujuy) and Putre and Visviri (Arica's altiplano), a collection centre at Sicuani, a scouring
mill at Juliaca, a dye workshop at Chinchero, a veterinary post and a BancoSol-style mobile bank
agent at Nuñoa, Radio Allin Millma (98.3 FM, Sicuani, fictional too), and buyers in Biella and
Prato, in Baotou and Ordos, in New York, Flagstaff and São Paulo. The texts are WhatsApp, Telegram,
Signal, Messenger, Teams, Google Chat, Slack and Zoom messages, Google Keep, Samsung Notes,
Evernote, OneNote, Apple Notes and Notion notes, Trello, Asana, Todoist, GLPI, osTicket, Zammad,
Jira and Freshdesk tickets, e-mails, incident notes, runbooks, README fragments, shell history
(Termux, PowerShell 7, bash history, cron), code, configs, voice-dictated text and requests to the
assistant itself, around the panels of weighing, tag-reading, fibre-testing, scouring, dyeing,
veterinary, payment, broadcast, link, power, camera, label and satellite hardware (Tru-Test XR5000,
Gallagher TW-3 and HR5, Datamars XRS2i, OFDA 2000, FibreLux, Siemens SIMATIC KTP700, a Fleissner
dryer, Datacolor Tools, X-Rite Ci7800, Mathis Labomat, Sartorius, Mindray BC-30 Vet, IDEXX VetLab
Station, SonoScape E2V, LogTag, Berlinger Fridge-tag, PAX A910, Newland N910, Elenos Indium, Barix
Instreamer 100, Comrex ACCESS NX, ZaraRadio, MikroTik hAP ac2, Ubiquiti Rocket M5, Teltonika RUT241,
Huawei B311, Victron Cerbo GX, Hikvision DS-7608, Zebra ZD421, Iridium GO! exec). Tools none of
heldouts 5 to 98 names: rtmpdump, tmutil, debconf-set-selections, empty (the expect-like tool),
net-snmp-config, snmpusm, legba, kwalletcli and chfs; in code, mysql.connector's `connect`,
`redis.Redis`, pymongo's `MongoClient`, `asyncssh.connect`, `pysftp.Connection`, requests'
`HTTPBasicAuth`, pika's `PlainCredentials`, paho's `username_pw_set`, `yagmail.SMTP`,
cassandra-driver's `PlainTextAuthProvider`, nodemailer's `createTransport`, JDBC's
`DriverManager.getConnection`, PHP's `new PDO` and Ruby's `Net::SSH.start`; and the configs of butt,
RadioBOSS, Rocket Broadcaster, rtl_airband, KiwiSDR, Cyclos, prestd, wg-easy, radsecproxy, GNU
Health, Tigase, mautrix-whatsapp, Netmaker, IDURAR, KairosDB and Thanos; beside them the commands
the product names (sshpass, mysql, curl, redis-cli, 7z, openssl, xfreerdp, sudo -S, ipmitool,
mosquitto_pub, htpasswd -b) in layouts of its own. About 40 % of the texts are in other languages
than English (by a rough count of the templates drawn, a little over): Chipaya (Uru-Chipaya, of
Santa Ana de Chipaya in Oruro), Uchumataqu (the Uru of Irohito on Lake Titicaca), Kallawaya (Machaj
Juyai, the healers' language of Charazani), Jaqaru (of Tupe), Matsigenka (Machiguenga, of La
Convención in Cusco), Afro-Bolivian Spanish (Afroyungueño), Jin Chinese (as texted in Baotou and
Ordos, in Chinese characters) and Hopi (of a buyer's shop near Flagstaff), which no earlier
docstring names, and Peruvian, Bolivian, Argentine (Jujuy) and Chilean Spanish, Southern Quechua,
Aymara, Italian, Simplified Chinese, Cantonese, Brazilian Portuguese, French, German, Japanese,
Korean, Russian, Turkish, Dutch and Polish in wordings of their own. The eight new languages'
wordings are the author's approximations, checked by no speaker, built around their pronouns and
possessives and the loanwords people there really text (contraseña, clave, password, código, wifi,
API key, pasaporte, número, tarjeta, IBAN, email): Chipaya's `wer` ("I, my") and `am` ("you");
Uchumataqu's `wir` ("I, my", as the author believes it) among Aymara words; Kallawaya built with
Quechua's suffixes (`-y` "my", `-qa`, `-n`, `-taq`) as its grammar is Quechua's, with `ama
willanachu` ("don't tell"); Jaqaru's `nana` ("I") and `-ha` ("my"); Matsigenka's `naro` ("I"),
its prefix `no-` ("my": `nokontraseña`, `no-pasaporte`) and `tera pikantiro` ("don't say it");
Afro-Bolivian Spanish's `é` ("is"), dropped final `s` and `naide`; Jin's `俺` ("I"), `夜来`
("yesterday"), `不敢` ("don't") and the final `咧`; Hopi's `nu'` ("I"), `pu'` ("now"), `pam` ("that")
and `qa'` ("no"): all guesses after published word lists or neighbouring languages. Vendors (Tunki,
SafetyPay, Ualá, Naranja X, BancoSol, Payway, TodoPago, Decidir, Rapipago, Tenpo, Vita Wallet,
Ripio, Lemon Cash, Airtm, Remitly, Skrill, Shalom, Serpost, Chilexpress, Starken, Correo Argentino,
Andreani, Blue Express, Yanwen, 4PX, UniCredit, Fabrick, Tinaba, Axerve, LianLian, Skyee, Lakala,
Ravelry, Melio, Bluevine, Caster.fm, iVoox, Streema, myTuner, laut.fm, Calixta, Facturactiva,
Defontana, Contabilium, Colppy, Pagos360, Mobbex and KasNet) are ones heldouts 5 to 98 do not name;
where a vendor publishes no token shape the shape here is the author's guess (Chilexpress's Azure
API Management subscription key of 32 hex digits, TodoPago's `TODOPAGO` scheme word before 32 hex
digits, Decidir's 32-hex keys, Ravelry's `read-` user and password and Mobbex's access token as a
UUID are as the author believes them; Lemon Cash's `lmn_live_` and every other shape are guesses).
The ids are kinds heldouts 5 to 98 do not use: an Italian EORI number, IT and a partita IVA drawn
until python-stdnum's `it.iva` validates it (a Luhn digit and an office code); and, with no check a
library or this file verifies, an Argentine RENSPA and CUIG, a Chilean SAG Rol Único Pecuario, a
Bolivian SENASAG registration and NIT, a Chinese customs registration code (海关注册编码) and a mainland
travel permit for Hong Kong and Macao (港澳通行证), a US Fish and Wildlife Service import/export licence,
and Bolivian and Peruvian passports under Chipaya, Uchumataqu, Kallawaya, Jaqaru and Matsigenka
words, drawn in the shape the author believes they are printed in (the SENASAG registration and the
FWS licence in invented shapes). Card numbers pass Luhn (Cabal and Tarjeta Naranja prefixes, as the
author believes they start, drawn here and checked with python-stdnum's `luhn`; Visa, Mastercard,
Amex, UnionPay, Diners and JCB from the value helpers). The IBANs are of the countries used least by
a rough count over the IBAN templates and shape tables of heldouts 5 to 98 (Serbia, seven corpora,
and Brazil, the United Arab Emirates, Albania, the Faroe Islands, Liechtenstein, Malta and the
British Virgin Islands, eight each), drawn until `stdnum.iban` validates them; seed phrases come
from `mnemonic`'s English, Spanish, Italian, Simplified Chinese, Japanese, Korean, Portuguese and
French lists, each from random entropy, so its checksum holds. 390 texts hold a secret, 20 field
pairs and 20 metadata samples (430 scored), with 60 clean texts and 10 clean metadata samples that
must be kept: digests after the word that names them, a commit, versions, a request's UUID, a
purchase order, tickets, a bus booking, a phone number, an ISBN, a truck's plate, fibre
measurements, tariffs and temperatures, a `replace-me` placeholder and prose about passwords in the
languages above.
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
from stdnum.it import iva as it_iva

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 100_418_263
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


# Words the cooperative's people build passwords from: fleece types and colours, mountains,
# places, names, football clubs and Quechua words.
_FIBRE = ["Huacaya", "Suri", "Paqocha", "Vicuna", "BabyAlpaca", "Royal", "Tui", "Chaku",
          "Millma", "Qarwa", "Allpaqa", "Wikuna", "Guanaco", "Tapado"]  # fmt: skip
_COLOURS = ["Alazan", "Blanco", "Cafe", "Roano", "Negro", "Gris", "Yuraq", "Paru", "LF",
            "Chumpi", "Api", "Rosado"]  # fmt: skip
_APUS = ["Ausangate", "Salkantay", "Sajama", "Parinacota", "Licancabur", "Chachani", "Illimani",
         "Quelccaya", "Pomerape", "Tunupa", "Kunurana", "Allincapac"]  # fmt: skip
_PLACES = ["Macusani", "Nunoa", "Sicuani", "Marangani", "Pitumarca", "Chinchero", "Juliaca",
           "Llica", "Turco", "Chipaya", "Susques", "AbraPampa", "Putre", "Visviri", "Rinconada",
           "Curahuara", "Tupe", "Charazani", "Irohito", "Quillabamba", "Coroico", "Biella",
           "Baotou"]  # fmt: skip
_NAMES = ["Wilber", "Yeny", "Rosalia", "Edilberto", "Nilda", "Feliciano", "Teodora", "Marleni",
          "Santusa", "Hilarion", "Dionisia", "Americo", "Lucio", "Eulogia", "Fortunato",
          "Gianluca", "Chiara", "Ottavio", "Jianjun", "Huihui", "Lorena", "Delmar", "Maximo",
          "Severina", "Rufino", "Nayeli", "Crispin", "Honorata"]  # fmt: skip
_CLUBS = ["Binacional", "Garcilaso", "Cienciano", "Bolivar", "Wilstermann", "GimnasiaJujuy",
          "SanRamon", "Aurora"]  # fmt: skip
_QWORDS = ["yuraq", "yana", "puka", "sumaq", "paqocha", "millma", "wayta", "inti", "killa",
           "qocha", "urpi", "tika", "kuntur", "chaska"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+="
_LEET = ["Hu4c4y4", "V1cun4", "P4qoch4", "Su1r1", "M1llm4", "Ch4ku", "4us4ng4te", "S4j4m4"]


def _manager(g: random.Random) -> str:
    """Three groups of five small letters and digits, the way the office's generator prints them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FIBRE)}{g.choice(_COLOURS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_APUS)}{g.randrange(1990, 2034)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2008)}{g.choice('@#.')}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(['Royal', 'Baby', 'Fino', 'Suri'])}{g.choice(['17.5', '19.2', '21.8', '23.4'])}mic{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_FIBRE).lower()}_{g.randrange(1990, 2034)}",
    lambda g: f"Fardo{g.randrange(100, 1000)}{g.choice(_FIBRE)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_CLUBS)}{g.randrange(1990, 2034)}{g.choice(_SYMBOLS)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Esquila{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_QWORDS)}{g.choice(_QWORDS)}{g.randrange(10, 1000)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Wilber (Macusani shearing shed): the Tru-Test XR5000 indicator password is {pw}",
    "Telegram group 'Esquila 2033', Teodora: Gallagher TW-3 scale admin password {pw}",
    "Signal from Hilarión: Gallagher HR5 tag reader sync password {pw}",
    "Messenger, Santusa: Datamars XRS2i stick reader app password {pw}",
    "Teams chat, fibre lab: the OFDA 2000 workstation password is {pw}",
    "Google Chat, Nilda: FibreLux micron meter account password {pw}",
    "Slack #lavadero: SIMATIC KTP700 HMI password on the scouring line {pw}",
    "Zoom chat with the dryer technician: Fleissner dryer PLC maintenance password {pw}",
    "Google Keep 'tintorería': Datacolor Tools login password {pw}",
    "Samsung Notes, dye workshop: X-Rite Ci7800 admin password {pw}",
    "Evernote note 'Chinchero dye house': Mathis Labomat panel password {pw}",
    "OneNote page 'Posta veterinaria Nuñoa': Mindray BC-30 Vet service password {pw}",
    "Apple Notes: IDEXX VetLab Station password {pw}",
    "GLPI ticket 2231: since Tuesday the SonoScape E2V refuses its user password {pw}",
    "osTicket #884: LogTag cloud account for the vaccine fridge, password {pw}",
    "Zammad #5120: Berlinger Fridge-tag software password {pw}, can IT change it",
    "Jira SS-412: PAX A910 agent terminal supervisor password {pw}",
    "Freshdesk 3391: Newland N910 POS admin password {pw}",
    "Trello card 'Radio Allin Millma': Elenos Indium transmitter web password {pw}",
    "Notion page 'Radio': Barix Instreamer 100 password {pw}",
    "Asana task: rotate the Comrex ACCESS NX password, currently {pw}",
    "Todoist: MikroTik hAP ac2 at the Putre collection point, admin password {pw}",
    "Ubiquiti Rocket M5 on the Pitumarca relay: airOS password {pw}",
    "Teltonika RUT241 at the Llica shearing station: password {pw}",
    "VRM note: Victron Cerbo GX remote console password {pw}",
    "Hikvision DS-7608 NVR in the fibre store: admin password {pw}",
    "Zebra ZD421 bale-label printer web password {pw}",
    "Iridium GO! exec for the Curahuara herders: admin password {pw}",
    "Hi Edilberto,\n\nthe Sartorius balance PC password is {pw}; please put it in Bitwarden and delete this mail.\n\nRosalía",
    "Incident 2033-07-19: the Tru-Test data link at Nuñoa was reachable from outside with password {pw}",
    "Runbook: reheat the scour bowls\n1. unlock the KTP700\n2. user: operador\n3. password {pw}\n4. set bowl 2 to 65 °C",
    "README (dye lab PC)\nDatacolor Tools runs as 'lab', Windows password `{pw}`.",
    "my BancoSol app password is {pw}",
    "can you keep my Caja Cusco online banking password? it's {pw}",
    "dictated: the Mathis dyeing machine password is {pw} full stop",
    "after the reset the ZaraRadio PC password became {pw}",
    "oye, la clave del Tru-Test de Nuñoa es {pw}, no la pases por el grupo",
    "la contraseña de la compu del acopio de Turco es {pw}, ya pues",
    "che, la contraseña de la balanza de Abra Pampa quedó {pw}",
    "la clave del router de Putre es {pw}, cachai",
    "correoypa contraseñanqa {pw}, pakallapi waqaychay",
    "Nayan correo contraseñaxa {pw}, jan khitirus uñacht'ayamti",
    "Ciao Gianluca, la password del portale campioni di Biella è {pw}",
    "样品系统的密码是 {pw}，别外传",
    "俺的邮箱密码是 {pw}，不敢给别人说",
    "郝建军：库房电脑密码夜来改成 {pw} 咧",
    "wer correo contraseña: {pw}, am ana willañati",
    "wir celular clave {pw}, jan yatiyañati",
    "Kallawaya hampiq: computadoray contraseñan {pw}-taq, ama willanachu",
    "Nana correo contraseñaha {pw}, jan arsuta",
    "Naro nokontraseña Facebook {pw}, tera pikantiro",
    "mi clave de banco é {pw}, no dise a naide",
    "Nu' pu' email password {pw}, qa' hakiy aw tu'awi'ytani",
    "a senha do portal do comprador de São Paulo é {pw}",
    "le mot de passe du spectrophotomètre de la teinturerie est {pw}",
    "das Passwort für den Trockner-PC lautet {pw}",
    "事務所の計量PCのパスワードは {pw} です",
    "пароль от ноутбука стригалей: {pw}",
    "iplik fabrikası portalının şifresi {pw}",
    "樣板系統嘅密碼係 {pw}，唔好話俾人知",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["wilber.h", "yeny", "rosalia.q", "edilberto", "nilda.m", "feliciano", "teodora",
          "marleni", "santusa", "hilarion", "dionisia.c", "americo", "lucio.n", "eulogia",
          "fortunato", "gianluca.b", "chiara", "ottavio", "hao.jianjun", "qiao.hui", "lorena.t",
          "delmar", "maximo", "severina", "rufino", "nayeli", "crispin", "honorata",
          "svc-balanzas", "acopio"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Wilber: the Tru-Test login is {u} / {pw}",
    "GLPI #2240: {u} locked out of the OFDA PC, last password {pw}",
    "user {u} pass {pw}",
    "Notion › Radio › Barix Instreamer: {u} — {pw}",
    "| aparato | usuario | clave de acceso |\n|---|---|---|\n| PAX A910 | {u} | {pw} |",
    "to get into the Cerbo GX use {u} with {pw}",
    "Iridium GO login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: balanza-nunoa\n  user: {u}\n  pass: {pw}",
    "Teams, Dionisia: the account is {u}, pw {pw}",
    "Nilda says the Datacolor account is {u}, and its password {pw}",
    "aparato;usuario;clave_acceso\nmindray-bc30;{u};{pw}",
    "ssh {u}@radio.ss.lan (password {pw})",
    "SUNAT: usuario SOL {u}, clave SOL {pw}",
    "usuarioyqa {u}, contraseñayqa {pw}",
    "usuariox {u}, contraseñaxa {pw}",
    "utente {u}, password {pw}, per il portale di Biella",
    "用户名 {u}，密码 {pw}，俺记下咧",
    "nousuario {u}, nokontraseña {pw}",
    "mi usuario é {u} y la clave é {pw}",
    "nu' username {u}, password {pw}",
    "ユーザー名：{u}　パスワード：{pw}",
    "usuário {u} e senha {pw} do portal de amostras",
    "login {u}, hasło {pw} (panel farbiarni)",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["paqocha", "millma", "chaku", "qarwa", "tuis", "ausangate", "sajama", "huacaya",
               "wikuna", "chullo", "awayo", "pallay", "llijlla", "tocapu", "kuntur",
               "chaska"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password: the Quechua word {w}, small letters, and {d} after it",
    "for the Tru-Test it's {w} followed by {d}",
    "voice note: dye-lab wifi, say {w} and tack {d} on the end",
    "type {w}, then {d}, no space",
    "it's {w}{d}, one word with the year glued on",
    "ponle {w}, todo en minúscula, y pegadito el {d}",
    "contraseñaqa {w} simi, chaymanta {d}",
    "contraseñaxa {w} aru, ukatsti {d}",
    "la password: scrivi {w} e attacca {d}",
    "密码是 {w} 这个词，后头跟上 {d}",
    "nokontraseña {w}, ... {d} (Nayeli said it this way)",
    "la clave é la palabra {w} y despué {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


# Commands: those the product names, in layouts of this file, and tools no earlier corpus names.
_CLI = [
    "sshpass -p '{pw}' ssh -o UserKnownHostsFile=/dev/null {u}@balanza-macusani.ss.lan 'tail -n 40 /var/lib/trutest/sesiones.csv'",
    "mysql -h fibra-db.ss.lan -u {u} -p'{pw}' lotes -e 'select count(*) from fardos where campania=2033'",
    "curl -fsS -u {u}:{pw} https://nvr.ss.lan/ISAPI/System/deviceInfo",
    "redis-cli -h cola.ss.lan -a '{pw}' --no-auth-warning llen pesajes",
    "7z a -p'{pw}' -mhe=on esquila-2033.7z planillas/",
    "openssl enc -aes-256-cbc -pbkdf2 -in socios.csv -out socios.enc -pass pass:{pw}",
    "xfreerdp /v:ofda-pc.ss.lan /u:{u} /p:'{pw}' /cert:ignore",
    "echo '{pw}' | sudo -S systemctl restart radio-stream",
    "ipmitool -I lanplus -H 10.20.4.9 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.ss.lan -u {u} -P '{pw}' -t balanza/nunoa/peso -m 41.6",
    "htpasswd -b /etc/nginx/.htpasswd-radio {u} '{pw}'",
    "rtmpdump -r rtmp://stream.ss.lan/live/allinmillma --auth '{u}:{pw}' -o prueba.flv",
        "sudo tmutil setdestination -a 'smb://{u}:{pw}@nas.ss.lan/TimeMachine'",
    "echo 'mariadb-server mysql-server/root_password password {pw}' | sudo debconf-set-selections",
    "empty -f -i /tmp/pax.in -o /tmp/pax.out telnet 192.168.8.20 && empty -w -i /tmp/pax.out -o /tmp/pax.in 'Password:' '{pw}\\n'",
    "net-snmp-config --create-snmpv3-user -ro -a SHA -A '{pw}' -x AES {u}",
    "snmpusm -v3 -u {u} -l authNoPriv -a SHA -A '{pw}' transmisor.ss.lan create monitor2 {u}",
    "legba http.basic --username admin --password '{pw}' --target http://192.168.1.1/",
    "kwalletcli -f Passwords -e barix-instreamer -p '{pw}'",
    "chfs --port 8080 --path /srv/planillas --rule '::r|{u}:{pw}:rw'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Termux on Wilber's phone:\n$ {c}", "PowerShell 7> {c}",
    "bash_history, line 812: {c}", "root@radio:~# {c}", "GLPI #2251, what I ran: {c}",
    "Jira SS-430 comment: ran `{c}`", "cron: 15 3 * * * {c}", "esto es lo que tipeé en la consola: {c}",
    "chay comandota purichirqani: {c}", "aka comando apnaqta: {c}", "俺跑了这个命令：{c}",
    "ho lanciato questo: {c}", "nokomando: {c}", "comando que yo corré: {c}",
]  # fmt: skip
_CODE = [
    'db = mysql.connector.connect(host="fibra-db.ss.lan", user="{u}", password="{pw}", database="lotes")',
    'r = redis.Redis(host="cola.ss.lan", port=6379, password="{pw}")',
    'client = pymongo.MongoClient("mongo.ss.lan", username="{u}", password="{pw}", authSource="admin")',
    "conn = await asyncssh.connect('balanza-macusani.ss.lan', username='{u}', password='{pw}')",
    "with pysftp.Connection('sftp.lanificio-biella.it', username='{u}', password='{pw}') as sftp:",
    "resp = requests.get(url, auth=HTTPBasicAuth('{u}', '{pw}'), timeout=10)",
    "credentials = pika.PlainCredentials('{u}', '{pw}')",
    'mqttc.username_pw_set("{u}", "{pw}")',
    "yag = yagmail.SMTP('{u}@surisumaq.coop', '{pw}')",
    "auth = PlainTextAuthProvider(username='{u}', password='{pw}')",
    "const transport = nodemailer.createTransport({{ host: 'smtp.surisumaq.coop', port: 587, auth: {{ user: '{u}', pass: '{pw}' }} }});",
    'Connection c = DriverManager.getConnection("jdbc:mariadb://fibra-db.ss.lan:3306/lotes", "{u}", "{pw}");',
    "$pdo = new PDO('mysql:host=fibra-db.ss.lan;dbname=lotes', '{u}', '{pw}');",
    "Net::SSH.start('radio.ss.lan', '{u}', password: '{pw}') do |ssh|",
]  # fmt: skip
_CODE_PLACES = [
    "{c}", "sync_balanzas.py:\n{c}", "GLPI #2260, the integrator pasted: {c}",
    "snippet from the radio scheduler:\n{c}", "el script de sincronización tiene: {c}",
    "Notion code block:\n```\n{c}\n```", "Jupyter cell 14:\n{c}", "这段代码里写着：{c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)
_code = _framed("cli_password", _CODE, _CODE_PLACES)


_URLS = [
    "rtsp://{u}:{pw}@cam-corral.ss.lan:554/Streaming/Channels/101",
    "ftps://{u}:{pw}@ftp.lanificio-biella.it/campioni/",
    "mariadb://{u}:{pw}@fibra-db.ss.lan:3306/lotes",
    "postgres://{u}:{pw}@pg.ss.lan:5432/socios?sslmode=require",
    "mongodb+srv://{u}:{pw}@cluster0.sscoop.mongodb.net/pesajes",
    "amqp://{u}:{pw}@cola.ss.lan:5672/%2f",
    "mqtt://{u}:{pw}@mqtt.ss.lan:1883",
    "https://{u}:{pw}@nvr.ss.lan/ISAPI/Streaming/channels/102/picture",
    "davs://{u}:{pw}@nube.ss.lan/remote.php/dav/files/{u}/",
    "smb://{u}:{pw}@nas.ss.lan/planillas",
    "jdbc:mariadb://fibra-db.ss.lan:3306/lotes?user={u}&password={pw}",
    "http://source:{pw}@radio.surisumaq.coop:8000/allinmillma",
    "sftp://{u}:{pw}@sftp.ordos-cashmere.cn:2222/inbox/",
]  # fmt: skip
_URL_PLACES = [
    "FIBRA_DB_URL={c}", "Metabase, the connection we retired: {c}", "don't lose this DSN: {c}",
    "anótame el string de conexión, porfa: {c}", "连接地址是 {c}", "la URL della banca dati: {c}",
    "GLPI #2275: {c}", "Notion page 'Bases de datos': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "suri-sumaq", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "envios:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Vendors no earlier corpus names. The shapes are guesses unless the docstring says otherwise.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Tunki", "TUNKI_API_KEY", _j((HEX, 32))),
    ("SafetyPay", "SAFETYPAY_SIGNATURE_KEY", _j((UPPER_HEX, 32))),
    ("Ualá", "UALA_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Naranja X", "NARANJAX_API_SECRET", _j((ALNUM, 36))),
    ("BancoSol", "BANCOSOL_AGENT_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Payway", "PAYWAY_PRIVATE_KEY", _j((HEX, 32))),
    ("TodoPago", "TODOPAGO_AUTHORIZATION", _j((UPPER_HEX, 32))),
    ("Decidir", "DECIDIR_PRIVATE_KEY", _j((HEX, 32))),
    ("Rapipago", "RAPIPAGO_API_KEY", _j((ALNUM, 32))),
    ("Tenpo", "TENPO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Vita Wallet", "VITA_WALLET_SECRET", _j((HEX, 40))),
    ("Ripio", "RIPIO_API_TOKEN", _j((ALNUM, 40))),
    ("Lemon Cash", "LEMON_API_KEY", _j("lmn_live_", (ALNUM, 32))),
    ("Airtm", "AIRTM_PARTNER_SECRET", _j((ALNUM, 48))),
    ("Remitly", "REMITLY_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Skrill", "SKRILL_MQI_PASSWORD", _j((ALNUM, 24))),
    ("Shalom", "SHALOM_API_TOKEN", _vendor_jwt("https://api.shalom.com.pe")),
    ("Serpost", "SERPOST_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Chilexpress", "CHILEXPRESS_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Starken", "STARKEN_API_TOKEN", _j((ALNUM, 40))),
    ("Correo Argentino", "MICORREO_TOKEN", _vendor_jwt("https://api.correoargentino.com.ar")),
    ("Andreani", "ANDREANI_AUTH_TOKEN", _j((B64, 64))),
    ("Blue Express", "BLUEX_TOKEN", _j((HEX, 64))),
    ("Yanwen", "YANWEN_API_TOKEN", _j((UPPER_HEX, 32))),
    ("4PX", "FPX_APP_SECRET", lambda g: v.uuid4(g, "b")),
    ("UniCredit", "UNICREDIT_PSD2_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Fabrick", "FABRICK_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Tinaba", "TINABA_SECRET", _j((B64, 43), "=")),
    ("Axerve", "AXERVE_API_KEY", _j((B64, 86), "==")),
    ("LianLian", "LIANLIAN_SECRET_KEY", _j((HEX, 64))),
    ("Skyee", "SKYEE_APP_SECRET", _j((ALNUM, 32))),
    ("Lakala", "LAKALA_APP_KEY", _j((ALNUM, 40))),
    ("Ravelry", "RAVELRY_API_PASSWORD", _j((ALNUM, 40))),
    ("Melio", "MELIO_API_KEY", _j((ALNUM, 48))),
    ("Bluevine", "BLUEVINE_API_SECRET", _j((HEX, 40))),
    ("Caster.fm", "CASTERFM_API_KEY", _j((HEX, 32))),
    ("iVoox", "IVOOX_API_TOKEN", _j((ALNUM, 32))),
    ("Streema", "STREEMA_API_KEY", _j((HEX, 40))),
    ("myTuner", "MYTUNER_API_KEY", lambda g: v.uuid4(g, "a")),
    ("laut.fm", "LAUTFM_API_TOKEN", _j((HEX, 64))),
    ("Calixta", "CALIXTA_API_KEY", _j((ALNUM, 32))),
    ("Facturactiva", "FACTURACTIVA_TOKEN", _j((URLSAFE, 64))),
    ("Defontana", "DEFONTANA_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Contabilium", "CONTABILIUM_CLIENT_SECRET", _j((ALNUM, 36))),
    ("Colppy", "COLPPY_API_PASSWORD", _j((HEX, 32))),
    ("Pagos360", "PAGOS360_API_KEY", _j((ALNUM, 64))),
    ("Mobbex", "MOBBEX_ACCESS_TOKEN", lambda g: v.uuid4(g, "9")),
    ("KasNet", "KASNET_AGENT_SECRET", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}=\"{tok}\"",
    "docker run -d --name cobros -e {env}={tok} ghcr.io/surisumaq/cobros:2.3",
    "kubectl create secret generic pagos --from-literal={env}={tok}",
    "heroku config:set {env}={tok} -a ss-pagos",
    ".github/workflows/deploy.yml:\n      env:\n        {env}: {tok}",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "application.properties:\n{prop}={tok}",
    "terraform.tfvars:\n{low} = \"{tok}\"",
    "Sistema de acopio › Ajustes › Integraciones › {vendor} › API key: {tok}",
    "Notion table 'Integraciones': | {vendor} | prod | {tok} |",
    "Todoist: change the {vendor} key {tok} once the harvest sales close",
    "WhatsApp, Rosalía: {vendor} key for the web shop checkout: {tok}",
    "GLPI #2270: {vendor} webhook answers 401, key in the settings {tok}",
    "Jira SS-455: {vendor} sync fails since Monday; the key we send is {tok}",
    "hold on to my {vendor} API key for me: {tok}",
    "la key de la API de {vendor} que usa el acopio: {tok}, solo para nosotros",
    "che, la clave de API de {vendor}: {tok}",
    "{vendor}pa API key-nqa {tok}",
    "{vendor} API key-xa {tok}",
    "ecco la chiave per le API {vendor} dell'ufficio di Biella: {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "俺们 {vendor} 的 API key 是 {tok}",
    "wer {vendor} API key: {tok}",
    "wir {vendor} API key {tok}",
    "{vendor} API keyha: {tok}",
    "no-API key {vendor}: {tok}",
    "la llave API de {vendor} é {tok}",
    "{vendor} API key pam {tok}",
    "a chave das APIs {vendor} que a loja usa: {tok}",
    "clé API {vendor} du showroom : {tok}",
    "{vendor}-API-Schlüssel fürs Lager: {tok}",
    "{vendor} のAPIキーは {tok} です",
    "{vendor} API 키는 {tok}",
    "API-ключ {vendor}, который стоит на складе: {tok}",
    "{vendor} için kullandığımız API anahtarı {tok}",
    "de webshop praat met {vendor} via API-sleutel {tok}",
    "klucz API {vendor}, którego używa sklep: {tok}",
    "{vendor} API 嗰條 key 係 {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    decidir_public = _r(rng, HEX, 32)
    decidir = _r(rng, HEX, 32)
    ravelry = _r(rng, ALNUM, 40)
    chilexpress = _r(rng, HEX, 32)
    todopago = _r(rng, UPPER_HEX, 32)
    ivoox = _r(rng, ALNUM, 32)
    mobbex_key = _r(rng, ALNUM, 40)
    mobbex = v.uuid4(rng, "a")
    return [
        Sample("vendor_token", f'const sdk = new Decidir("{decidir_public}", "{decidir}", "https://developers.decidir.com/api/v2");', decidir),
        Sample("vendor_token", f"curl -u 'read-{_r(rng, HEX, 32)}:{ravelry}' 'https://api.ravelry.com/patterns/search.json?query=alpaca'", ravelry),
        Sample("vendor_token", f"curl -H 'Ocp-Apim-Subscription-Key: {chilexpress}' https://testservices.wschilexpress.com/rating/api/v1.0/rates/courier", chilexpress),
        Sample("vendor_token", f"$http_header = array('Authorization' => 'TODOPAGO {todopago}');", todopago),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "IVOOX_TOKEN", "\\"{ivoox}\\"")\n  }}\n}}', ivoox),
        Sample("vendor_token", f"headers: {{ 'x-api-key': '{mobbex_key}', 'x-access-token': '{mobbex}' }}", mobbex),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        fields = {"vendor": vendor, "env": env, "tok": tok, "low": env.lower(),
                  "prop": env.lower().replace("_", ".")}  # fmt: skip
        out.append(Sample("vendor_token", template.format_map(fields), tok))
    return out


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "the dashboard won't show it again, copying it here:\n{t}",
                "el token: {t}", "这个 token：{t}", "{t}\n(replaces the one from March)",
                "stash this somewhere safe: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Nuñoa water-trough sensor (OTAA): {h}": 32,
    "AES key of the Gallagher HR5 session export: {h}": 32,
    "HMAC secret for the BancoSol agent callback: {h}": 64,
    "Barix stream encryption key (hex): {h}": 32,
    "Teltonika RUT241 IPsec pre-shared key, hex: {h}": 64,
    "PAX terminal TMK component 1 (the other half is with Rosalía): {h}": 32,
    "clave de cifrado del respaldo de socios: {h}": 64,
    "备份加密密钥：{h}": 64,
    "俺们备份的加密密钥是 {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "GLPI #2281: token copied from the browser's network tab {t}",
    "Cookie: lang=es-PE; ss_session={t}",
    "ACOPIO_ACCESS_TOKEN={t}",
    "bearer for the acopio API, don't lose it {t}",
    "el token de acceso es {t}",
    "token-nqa {t}",
    "Postman environment 'acopio-prod', accessToken = {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@surisumaq.coop"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.surisumaq.coop/realms/cooperativa",
            "azp": "acopio-web",
            "roles": ["acopio", "balanzas"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Macusani scale server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/acopio.surisumaq.coop.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SUNAT_CERT_PRIVATE_KEY": "{key}", "ruc_ref": "facturacion"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_radio <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zammad #5133, pasted by the installer:\n{key}": ("PRIVATE KEY", "\n"),
    "la llave privada del servidor de la radio:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Biella buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Muun wallet recovery words, copied off the card before I burn it: {p}": "english",
    "BlueWallet (Fortunato's phone) words\n{p}": "english",
    "Nunchuk seed for the fibre fund's old wallet (emptied): {p}": "english",
    "voice memo: Phoenix wallet, the words go {p}, end of the list": "english",
    "frase de recuperación de la billetera de la cooperativa: {p}": "spanish",
    "palabras semilla del Exodus de Crispín: {p}": "spanish",
    "frase di recupero del wallet di Ottavio: {p}": "italian",
    "助记词（库房那台电脑上的钱包）：{p}": "chinese_simplified",
    "Trust Wallet のシードは {p}": "japanese",
    "지갑 복구 문구: {p}": "korean",
    "frase de recuperação da carteira do comprador: {p}": "portuguese",
    "phrase de récupération du portefeuille Sparrow : {p}": "french",
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
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Cabal's, Tarjeta Naranja's: brands the
    value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "cabal":
        return _card_of(rng, ["589657", "603522", "604201"], [16])
    if brand == "naranja":
        return _card_of(rng, ["589562"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Rosalía: the coop card for the Tru-Test spare parts is {c}, exp {mm}/{yy}",
    "the spare card, in case the other one fails: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "GLPI #2290: pay the Mathis service visit with card {c}",
    "la tarjeta de débito mía: {c}, vence {mm}/{yy}",
    "tarjetaypa numeron: {c}",
    "俺的卡号：{c}，{mm}/{yy}",
    "carta della ditta: {c}, scade {mm}/{yy}",
    "el número de mi tarjeta é {c}",
    "wer tarjeta número: {c}, {mm}/{yy}",
    "naro no-tarjeta: {c}",
    "カード番号：{c}（{mm}/{yy}）",
]  # fmt: skip
_BRANDS = ["visa", "cabal", "mastercard", "amex", "naranja", "unionpay", "diners", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} (good until 09/36), CVV {cvv}",
               "the three digits on the back of the coop card: {cvv}",
               "Amex {c}, and the small 4 digits above the number: {cvv}",
               "los tres numeritos de atrás de la tarjeta: {cvv}",
               "卡背面那三位数：{cvv}",
               "tarjetaypa qhepanpi kimsa numero: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 98 (Serbia in seven corpora, the others
# in eight); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"RS": "n" * 18, "BR": "n" * 23 + "ac", "AE": "n" * 19, "AL": "n" * 8 + "c" * 16,
                "FO": "n" * 14, "LI": "n" * 5 + "c" * 12, "MT": "aaaa" + "n" * 5 + "c" * 18,
                "VG": "aaaa" + "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice BI-2033-071: 14 bales of baby alpaca, transfer to {i}, net 45",
    "save the São Paulo buyer's IBAN: {i}",
    "IBAN: {i}\nReference: lote 118 vicuña, julio",
    "WhatsApp #tesorería: the Dubai trader's new bank details, IBAN {i}",
    "IBAN del comprador para la devolución: {i}",
    "俺们客户的 IBAN：{i}",
    "IBAN del cliente di Biella: {i}",
    "IBAN-nqa: {i}",
    "mi IBAN é {i}",
    "IBAN-xa: {i}",
    "wer IBAN: {i}",
    "IBAN of the Tortola company that wants vicuña without papers (suspicious): {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _it_eori(g: random.Random) -> str:
    """An Italian EORI number: IT and the company's partita IVA, drawn until python-stdnum's
    `it.iva` validates it (a Luhn digit and a valid office code)."""

    def make(h: random.Random) -> str:
        body = h.choice("0123") + _r(h, D, 6) + f"{h.randrange(1, 101):03d}"
        return body + luhn.calc_check_digit(body)

    return "IT" + v.until(g, make, it_iva.is_valid)


def _renspa(g: random.Random) -> str:
    """An Argentine RENSPA (SENASA's producers' register): province, district, activity, serial and
    suffix, in the shape the author believes it is printed in; no public check."""
    return f"07.{g.randrange(1, 30):03d}.0.{_r(g, D, 5)}/{g.randrange(0, 5):02d}"


def _cl_rup(g: random.Random) -> str:
    """A Chilean SAG Rol Único Pecuario: region, commune and serial, as the author believes it is
    written; no public check."""
    return f"15.{g.choice(['101', '102', '201', '202'])}.{_r(g, D, 4)}"


def _bo_senasag(g: random.Random) -> str:
    """A Bolivian SENASAG producer registration: an invented shape, unchecked."""
    return f"SENASAG-{g.choice(['OR', 'PT', 'LP'])}-{_r(g, D, 6)}"


def _ar_cuig(g: random.Random) -> str:
    """An Argentine CUIG (a livestock brand's code): two letters and three digits, unchecked."""
    return _r(g, UPPER, 2) + _r(g, D, 3)


def _cn_customs(g: random.Random) -> str:
    """A Chinese customs registration code (海关注册编码): ten digits, a Baotou customs prefix,
    unchecked."""
    return g.choice(["1502", "1506"]) + _r(g, D, 6)


def _us_fws(g: random.Random) -> str:
    """A US Fish and Wildlife Service import/export licence number, in an invented shape."""
    return f"A{_r(g, D, 6)}"


def _bo_nit(g: random.Random) -> str:
    """A Bolivian NIT: ten digits, no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _cn_hk_permit(g: random.Random) -> str:
    """A mainland travel permit for Hong Kong and Macao (港澳通行证): C and eight characters."""
    return "C" + g.choice(UPPER) + _r(g, D, 7)


def _bo_passport(g: random.Random) -> str:
    """A Bolivian passport: a letter and seven digits, as the author believes; unchecked."""
    return g.choice("ABC") + _r(g, D, 7)


def _pe_passport(g: random.Random) -> str:
    """A Peruvian passport: nine digits, as the author believes; unchecked."""
    return "1" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "EORI number of the Biella spinning mill, for the export file: {s}": _it_eori,
    "numero EORI del lanificio per la bolla doganale: {s}": _it_eori,
    "Italian EORI of the Prato buyer (from their KYC mail): {s}": _it_eori,
    "RENSPA del establecimiento de Susques: {s}": _renspa,
    "mi RENSPA, por si te lo piden en la feria de Abra Pampa: {s}": _renspa,
    "Rol Único Pecuario de la estancia de Visviri: {s}": _cl_rup,
    "RUP del predio de mi tío en General Lagos: {s}": _cl_rup,
    "registro SENASAG del criador de Turco: {s}": _bo_senasag,
    "wer SENASAG registro: {s}": _bo_senasag,
    "CUIG de la marca de mi papá: {s}": _ar_cuig,
    "包头那家客户的海关注册编码：{s}": _cn_customs,
    "俺们公司的海关编码是 {s}": _cn_customs,
    "USFWS import/export licence of the New York buyer: {s}": _us_fws,
    "the Flagstaff shop's Fish and Wildlife licence number: {s}": _us_fws,
    "NIT de la cooperativa para la factura de Oruro: {s}": _bo_nit,
    "mi NIT é {s}": _bo_nit,
    "俺的港澳通行证号：{s}": _cn_hk_permit,
    "wer pasaporte número: {s}": _bo_passport,
    "wir pasaporte: {s}": _bo_passport,
    "pasaportey número-n {s}, ama willanachu": _bo_passport,
    "nana pasaporteha: {s}": _pe_passport,
    "naro no-pasaporte {s}": _pe_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Google Workspace backup codes for compras@surisumaq.coop:\n{codes}",
            "Ualá, códigos de respaldo: {codes}",
            "códigos de recuperación de la cuenta de Airtm:\n{codes}",
            "2FA backup codes (Remitly): {codes}", "备用验证码：\n{codes}",
            "Microsoft 365 recovery codes, Biella office: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Skrill:tesoreria@surisumaq.coop?secret={s}&issuer=Skrill&period=30",
              "Aegis, manual entry for the Ripio login: {s}",
              "2FA setup key (Vita Wallet): {s}",
              "clave de configuración 2FA de Naranja X: {s}"]  # fmt: skip
_CODES = ["{c} es tu código de verificación de Ualá", "BancoSol: su código de seguridad es {c}. No lo comparta.",
          "【拉卡拉】验证码 {c}，10分钟内有效", "Your Remitly code is {c}",
          "Tunki: tu clave dinámica es {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Entel-Macusani-4G", "CLARO_Nunoa", "Tigo_Turco", "Starlink-Susques", "SS-Lavadero-5G",
          "TintoreriaChinchero", "VetPost_Nunoa", "RadioAllinMillma", "Movistar_Putre",
          "Personal-AbraPampa", "ENTEL_Llica", "HUAWEI-B311-7C2A", "ZTE_MF286_4F1B",
          "Acopio Sicuani"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s} (WPA2-PSK), key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID -> {s}\nkey -> {pw}",
    "shearing-shed network {s}, password {pw}",
    "wifi in the dye house: {s} / {pw}",
    "Pi Imager advanced options: SSID {s}, wireless password {pw}",
    "printed on the bottom of the Huawei B311, WLAN key {pw}",
    "el wifi {s} tiene de clave {pw}",
    "wifi {s}pa contraseñan {pw}",
    "{s} wifi contraseñaxa {pw}",
    "{s} 的 wifi 密码：{pw}",
    "per il wifi {s} la password ora è {pw}",
    "wer wifi {s} clave {pw}",
    "el wifi {s}, clave é {pw}",
    "wifi {s}: password pam {pw}",
    "RAK gateway uplink, ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 8)
    if roll < 0.3:
        return _r(rng, UPPER_HEX, 16)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("lmn_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 32)),
                 _j((ALNUM, 24)), _j((URLSAFE, 30))]  # fmt: skip
_SPELL = ["spelling it for you, char by char: {t}", "(from the voice call, as Wilber read it) {t}",
          "(with gaps, so the notification doesn't show it) {t}", "te lo dicto de a uno: {t}", "一个一个字：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["candado del almacén de fibra: {pw}", "botiquín de la posta, combinación {pw}",
          "kandaduqa {pw}", "kandaduxa {pw}", "库房卷帘门的密码锁：{pw}",
          "the agent's cash box at Nuñoa opens with {pw}", "the bale-store gate keypad takes {pw} then #",
          "wer candado: {pw}", "nokandado {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["paqocha", "millma", "chaku", "qarwa", "ausangate", "sajama", "huacaya", "suri",
                 "chullo", "awayo", "pallay", "kuntur", "tocapu", "vicuna", "bofedal", "puna"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the office vault: {p}": " ",
            "Bitwarden master passphrase (Rosalía's): {p}": "-",
            "Proton Pass unlock phrase for the office account: {p}": " ", "Enpass on the vet-post laptop, master phrase {p}": ".",
            "frase de acceso del respaldo: {p}": " ", "备份口令：{p}": "_",
            "frase maestra del KeePass de la radio: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia request 'pesajes', header Authorization: Basic {v}": True,
    "caddy: header_up Authorization \"Basic {v}\"": True,
    "Bruno collection, auth header: Authorization: Bearer {v}": False,
    "Thunder Client env, Authorization = Basic {v}": True,
    "Hoppscotch export of the Andreani call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "~/.buttrc:\n[main]\nserver = radio\n[radio]\naddress = radio.surisumaq.coop\nport = 8000\npassword = {pw}\ntype = 1\nmount = allinmillma",
    "RadioBOSS encoder export:\n[Encoder1]\nServer=radio.surisumaq.coop\nPort=8000\nMount=/allinmillma\nPassword={pw}",
    "Rocket Broadcaster settings.json:\n{{\"encoders\": [{{\"server\": \"radio.surisumaq.coop\", \"port\": 8000, \"mount\": \"/aymara\", \"password\": \"{pw}\"}}]}}",
    "rtl_airband.conf:\noutputs: ({{ type = \"icecast\"; server = \"radio.ss.lan\"; port = 8000; mountpoint = \"vhf.mp3\"; username = \"source\"; password = \"{pw}\"; }});",
    "KiwiSDR admin.json:\n{{\"admin_password\": \"{pw}\", \"user_password\": \"\", \"rx_name\": \"Radio Allin Millma\"}}",
    "cyclos.properties:\ncyclos.datasource.url = jdbc:postgresql://pg.ss.lan/cyclos\ncyclos.datasource.username = cyclos\ncyclos.datasource.password = {pw}",
    "prest.toml:\n[pg]\nhost = \"pg.ss.lan\"\nuser = \"prest\"\npass = \"{pw}\"\ndatabase = \"acopio\"",
    "wg-easy compose.yaml:\n    environment:\n      - WG_HOST=vpn.surisumaq.coop\n      - PASSWORD={pw}",
    "radsecproxy.conf:\nclient posta-nunoa {{\n    host 10.30.0.0/24\n    type udp\n    secret {pw}\n}}",
    "GNU Health, trytond.conf at the Nuñoa health post:\n[database]\nuri = postgresql://gnuhealth:{pw}@localhost:5432/",
    "Tigase config.tdsl:\ndataSource {{\n    default () {{ uri = 'jdbc:postgresql://pg.ss.lan/tigase?user=tigase&password={pw}' }}\n}}",
    "mautrix-whatsapp config.yaml:\ndatabase:\n  type: postgres\n  uri: postgres://mautrix:{pw}@pg.ss.lan/mautrix?sslmode=disable",
    "netmaker.env:\nSERVER_HOST=vpn.surisumaq.coop\nMASTER_KEY={pw}",
    "IDURAR .env:\nDATABASE=mongodb://idurar:{pw}@mongo.ss.lan:27017/erp",
    "kairosdb.properties:\nkairosdb.datastore.cassandra.auth.user_name=kairos\nkairosdb.datastore.cassandra.auth.password={pw}",
    "thanos objstore.yml:\ntype: S3\nconfig:\n  bucket: metricas\n  endpoint: minio.ss.lan:9000\n  access_key: thanos\n  secret_key: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Wilber: ¿clave del wifi del galpón?\nTeodora: {pw}",
    "[05:40] hilarion: root pw for the radio server?\n[05:41] nilda: {pw}",
    "Santusa: {pw} is the new Tru-Test password",
    "Edilberto: use {pw}, that's what I set on the Gallagher",
    "Lucio: musuq contraseñaqa {pw}",
    "乔慧：新密码是 {pw}，记住咧",
    "Crispín: la clave nueva é {pw}",
    "Lorena: nu' pu' password {pw}",
    "Nayeli: nokontraseña pu {pw}",
    "Chiara: la nuova password è {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "contra\u200bseña: {pw}", "clаve = {pw}", "ｃｌａｖｅ：{pw}", "𝘱𝘢𝘴𝘴𝘸𝘰𝘳𝘥 {pw}",
    "contrasen\u0303a → {pw}", "pass\u034fword: {pw}", "PASS\u2063WORD = {pw}", "ᴘᴀѕѕᴡᴏʀᴅ: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 20), (_code, 14), (_urls, 13),
    (_vendors, 56), (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16),
    (_chats, 10), (_hidden, 8),
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
    "the Tru-Test admin password is": "{s}", "Gallagher service pw:": "{s} (since the firmware update)",
    "la clave del router de Susques es": "{s}", "contraseñayqa": "{s}\nama pimanpas qoychu",
    "contraseñaxa": "{s}", "俺的密码是": "{s}", "la password del portale è": "{s}",
    "KTP700 password": "{s}", "the password Wilber read out over the radio was": "{s}, I think",
    "nokontraseña": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Chilexpress subscription key", "{s}", _j((HEX, 32))),
    ("split_token", "Lemon Cash key:", "{s} (cobros web)", _j("lmn_live_", (ALNUM, 32))),
    ("split_token", "Mobbex access token", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Muun recovery words", "{s}", _english_seed),
    ("split_card", "el número de la tarjeta", "{s} vence 08/37", lambda g: v.grouped(_card(g, "cabal"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "BR"))),
    ("split_backup", "Airtm códigos de recuperación", "{s}\nqpzk-4821-m7x2\nwbtr-9035-c4h8", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "EORI", "{s}", _it_eori),
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
    '{"trutest": {"url": "https://balanza-nunoa.ss.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"clave_acceso": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "wilber.h", "contrasena": "{s}"}}': ("meta_password", _plain_pw),
    '{"balanzas": [{"nombre": "macusani"}, {"nombre": "nunoa", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["rtmpdump", "-r", "rtmp://stream.ss.lan/live/allinmillma", "--auth", "radio:{s}"]}': ("meta_password", _plain_pw),
    '{"nota": "库房电脑的密码是 {s}"}': ("meta_password", _plain_pw),
    '{"contraseñayqa": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "entra al Cerbo GX como admin con la clave {s}"}': ("meta_password", _plain_pw),
    '{"chilexpress": {"subscription_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"bluexToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"decidir_private_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"cobro": {"tarjeta": "{s}", "vence": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "naranja"), " ", g)),
    '{"comprador": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MT")),
    '{"lanificio": {"eori": "{s}"}}': ("meta_id", _it_eori),
    '{"mfa": {"codigos_respaldo": ["{s}", "qpzk-4821-m7x2", "wbtr-9035-c4h8"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"fondo_fibra_wallet": {"palabras": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"almacen": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "SS-Lavadero-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"xr5000-firmware-4.2.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/surisumaq/acopio:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"acopio: add micron column to bale lots", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"radio: revert playlist import", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"ofda_2033-07-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"trazabilidad-fibra-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Tru-Test password before the shearing season starts on 2033-10-15.",
    "Teodora asked for the dye house wifi password; it's on the card in Rosalía's drawer.",
    "Rule of the assembly: every coop password has 14+ characters and sits only in the vault.",
    "Don't drop passwords in the shearers' WhatsApp group; send a vault link.",
    "The `.env.example` line `CHILEXPRESS_SUBSCRIPTION_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The KTP700 asks for a new password after every firmware update.",
    "Replace <YOUR_DECIDIR_PRIVATE_KEY> in the README with the key from the Payway dashboard.",
    "BLUEX_TOKEN and ANDREANI_AUTH_TOKEN must be set before the nightly shipping sync runs.",
    "La contraseña debe tener por lo menos catorce caracteres, pe.",
    "No compartas tu clave por WhatsApp, ya pues.",
    "Contraseñaykita ama pimanpas qoychu.",
    "Contraseñamxa janiw khitirus churamti.",
    "俺的密码不敢给别人说。",
    "La password non va mai scritta sui post-it in laboratorio.",
    "wer contraseña ana qhanañati.",
    "Nokontraseña tera nokanti.",
    "La clave é secreto, no dise a naide.",
    "Um password qa' hakiy aw tu'awi'yta.",
    "A senha precisa de pelo menos catorze caracteres.",
    "Au showroom, personne ne note son mot de passe sur un papier.",
    "Das Kennwort darf nicht auf einem Zettel am Bildschirm kleben.",
    "計量PCのパスワードはメモに書かないこと。",
    "Пароль нельзя писать в общий чат.",
    "唔好喺群組度貼密碼。",
    "Upgraded the Tru-Test firmware from 4.1 to 4.2.1 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the micron column to bale lots.",
    f"Rolled back to {_SHORT} after the playlist import broke the morning show.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The XR5000 firmware 4.2.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of trazabilidad-fibra-2032.parquet: {_SHA512}",
    f"The acopio container runs ghcr.io/surisumaq/acopio@sha256:{_IMAGE}.",
    f"MD5 of ofda_2033-07-02.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 3f6c2a1e-8b4d-4e7a-9c05-d1b2e3f4a5c6 is the slow one in the Chilexpress logs.",
    "Purchase order OC-2033-00271 for 18 bales of baby alpaca ships to Biella on Thursday.",
    "GLPI #2231: the Nuñoa vaccine fridge alarm keeps tripping at night.",
    "Call the Macusani shearing shed on +51 951 482 307 before noon.",
    "Bus booking Cruz del Sur, Juliaca to Arequipa, seat 14, code JUL-AQP-0719.",
    "ISBN 978-612-4146-27-1 is the alpaca husbandry manual on the vet post shelf.",
    "The fibre truck's plate is V1K-482; it leaves Sicuani at 5 am.",
    "Lot LOTE-2033-NUN-0118: 46 kg, mean fibre diameter 19.4 µm, staple length 9.2 cm, yield 87 %.",
    "Bowl 2 of the scouring line runs at 65 °C; the dryer at 80 °C.",
    "The vicuña chaccu at Pampa Galeras rounded up 1,240 animals this year.",
    "After five wrong passwords the Cerbo GX locks the account for 15 minutes.",
    "Ask Wilber for the fibre store padlock code, I don't have it.",
    "My card ending 4417 was declined at the Juliaca hardware store.",
    "The Biella mill wants the IBAN on the invoice without spaces.",
    "The 2FA backup codes of the coop's Google account are printed and locked in the safe.",
    "Whoever asks for the fibre fund's recovery words on the phone is a scammer.",
    "Keep `CHILEXPRESS_SUBSCRIPTION_KEY` in the secrets store, never in the repository.",
    "The padlock on the bale store rusts in the rain season; oil it every month.",
    "Radio Allin Millma broadcasts on 98.3 FM from Sicuani, every morning at 5 in Quechua.",
    "The guest wifi 'Coop-Invitados' is open, no password needed.",
    "The 2033 tariff: baby alpaca at 11.80 USD/kg, royal at 19.50 USD/kg, vicuña at 420 USD/kg.",
    "The secret of a good chaccu is patience and the whole community.",
    "The PIN pad on the PAX terminal is cracked; order a new cover.",
    "Ticket SS-470: the Zebra printer prints the bale labels 3 mm off.",
    "The token budget of the report summariser is 8000 tokens per call.",
    "HS code 5102.19 covers fine animal hair of alpaca, not carded or combed.",
    "The wiki page 'Contraseñas' explains how to use the vault; it holds no passwords.",
    "Version 2.3.0 of the acopio app needs Android 10 or later.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/trutest", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "SS-470", "purchase_order": "OC-2033-00271"}',
    '{"lote": {"id": "LOTE-2033-NUN-0118", "peso_kg": 46, "micras": 19.4}}',
    '{"telefono": "+51 951 482 307", "ciudad": "Macusani"}',
    '{"mfa_enabled": true, "backup_codes_left": 8, "fardos_en_stock": 412}',
    '{"hs_code": "5102.19", "origin": "PE", "description": "alpaca fibre"}',
    '{"placa": "V1K-482", "ruta": "Sicuani - Juliaca", "salida": "05:00"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
