# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-eightieth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-seventy-seventh's
docstring, the fifth to three-hundred-and-seventy-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (378, 379, 381), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (380_642_117), password words (a
place of Amazonas, a bird or plant of the cloud forest, a number and a sign, `GoctaGallito47!`;
dash-joined dishes with a year, `juane-cecina-2019`; leet `K43l4p`; a name, a year, a sign and a
town; a generator's dashed groups; `Kuelap1100Luya#`; random runs).

The fictional company is Sachapuyu Nubes S.A.C., a coffee and orchid grower with an eco-lodge,
its office on a made-up street in Chachapoyas, a dry mill in Bagua Grande, orchid houses in Lámud
(Luya) and a lodge under Kuélap; its staff (Yoni who runs IT, Marleni, Tito, Rosmery, the elder
Doña Eulalia), Awajún relatives in Imaza and Bagua (Shuwi, Dekentai, Tiwi), the coffee buyer
Wiebke Ostendorf of the invented Weserkaffee eG in Bremen, and the Nikkei Kanashiro family (Kaori
in Chachapoyas, obaachan Setsuko, cousin Ryota in Yokohama). Every company, person, address,
domain (`sachapuyu.lan`, `sachapuyu.example`), account and number is invented; only the region is
real. Texts: chats, tickets, notes, runbooks, shell prompts, config and env files, voice-note
transcripts and requests to the assistant; separators: a colon, `=`, `→`, `->`, `/`, `|`, `—`,
`es`, `ist`, `lautet`, `は`, `wa`, `kan`, a new line, a question then an answer, a value said
first and named after it, and none.

Grep counts (heldouts 5 to 377 naming each, grep -l): none for Chachapoyas, Luya, Kuelap,
Kuélap, Leymebamba, Gocta, Cocachimba, Lámud, Imaza, Pedro Ruiz, Rodríguez de Mendoza, Huancas,
Sachapuyu, Weserkaffee, Kaffee-Genossenschaft, Kanashiro, Setsuko, Yokohama, Geheimwort,
Zugangskennung, ぱすわーど, kichana, yatsuju, dukuju, asu mare, Alignet, Ransa, Inkafarma, Caja
Piura, jp.corporate, kirby, nomachine, mstsc, cyberduck, hex.pm; one for Bagua, Bitel, Agrobanco,
Tunki, Ligo, Kambista, Rextie, Chazki, lexoffice, Lexware, Komoju, freee, GMO Payment, Cybozu,
Losungswort, aikotoba, chamba, ñañito, `mix hex.user`, `duck --password`, meshcentral,
trytond-admin, gnuhealth, wp-cli, leitweg; two for Awajún, Tamashiro, Mibanco, Rappi, Openpay,
Urbaner, Savar, FastBill, Billomat, Klarna, DATEV, PAY.JP, Money Forward, kintone, Sansan,
SmartHR, wfreerdp, checkmk, moosh, `swift package`, `al toque`, Kanagawa; three to nine for
PagoEfectivo, directus, OpenEMR, azcopy, `b2 authorize`, `dart pub`, `pdm publish`, gsutil, sops,
`gem push`, strapi, odoo-bin, himalaya, runas, hammerdb, `qm set`, bloodhound-python, pvesh,
impdp, mysqlslap, aerc, remmina, x2go, tigervnc, kerbrute, ldapdomaindump, cadaver, zabbix_get,
sysbench, enum4linux, pgbench, getmail, Kushki, sevDesk, Chatwork, PayPay, `ya pues`, `pe' `,
pasuwaado, 合言葉, pakasqa, Bremen, Nikkei, `pasu wa`; more for the common words (`パスは` 11,
`Kennwort lautet` 11, Zugangsdaten 11, causa 11, Quechua 15, pe.ruc 11, pe.cui 12, jp.cn 11,
jp.in_ 13, de.idnr 19, 暗証 22, パスワードは 117). The IBAN countries (Spain 28, Sweden 29,
Guatemala 31, Liechtenstein 32, Luxembourg 32, Portugal 32, Croatia 33, Israel 33, Latvia 33,
Malta 33, Serbia 33) are those found least, by a rough count of their quoted codes.

About half of the secret samples are not in English: Peruvian Spanish as texted in the northern
highlands (`oe causa`, `ya pe`, `al toque`, `asu mare`, `la clave es`, `mi llave`, `chochera`,
diminutives such as `clavecita`, `ahorita`), the Awajún of the Bagua and Imaza relatives in Latin
letters (`yatsuju`, `dukuju`, `wifi clave-ji … ainawai`, Spanish loans), the Quechua of the
Chachapoyas elders (`pakasqa simi`, `kichana yupay`, `kaymi`, `-qa … kan`), the German of the
coffee buyer (`Kennwort`, `Geheimwort`, `Zugangskennung`, `lautet`, `ist`, `Steuer-IdNr`) and the
Japanese of the Nikkei family in kana and kanji (`パスワードは`, `ぱすわーど`, `暗証番号`,
`合言葉`, `マイナンバー`) and romaji (`pasuwaado wa`, `anshou bangou`). Spanish, German and
Japanese labels are ordinary usage; the author's guesses, checked by no speaker, are the
northern-highland chat flavour (`chochera`, `shacta`, `mi llave`), every Awajún word and suffix
(all of it a guess built on a handful of kin words), every Quechua sentence (the Chachapoyas
variety is not one the author knows), and the romaji spellings.

Vendors: invented ones (KuelapPay `klp_live_`, Gocta SMS `gsms-`, Utcubamba Cloud `utc.`,
Sachapuyu Tours `spt_`, Luya Orquídeas `lyo-`; shapes guessed), regional and the buyers' ones with
guessed shapes (Niubiz, Izipay, PagoEfectivo, Alignet, Kushki, Openpay, Tunki, Ligo, Kambista,
Rextie, Chazki, Urbaner, Ransa, Olva, Mibanco, Caja Piura, Agrobanco, Bitel, Inkafarma, sevDesk,
lexoffice, FastBill, Billomat, Lexware, DATEV, Sendcloud, Klarna, Komoju, freee, Money Forward,
kintone, Chatwork, Sansan, SmartHR, Cybozu, GMO Payment, PayPay), published shapes (Culqi's and
PAY.JP's `sk_live_`, GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face,
npm, SendGrid, Twilio, Telegram, PyPI, Shopify, Linear, Notion, Groq, Doppler, Figma, Sentry,
Tailscale); the JWTs are well-formed.

Ids: Peru's CUI (the DNI number with its check digit, `pe.cui`) and RUC (`pe.ruc`), Germany's
Steuer-IdNr (`de.idnr`), Japan's My Number and corporate number (`jp.in_`, `jp.cn`), each drawn
until its python-stdnum module validates it; Peruvian and Japanese passports carry no check a
library or this file verifies. Card numbers (Visa, Mastercard, Amex, Diners and JCB prefixes)
pass Luhn; IBANs pass `stdnum.iban`; seed phrases come from `mnemonic`'s English, Spanish and
Japanese lists and pass `Mnemonic.check`.
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
from stdnum.de import idnr as de_idnr
from stdnum.jp import cn as jp_cn
from stdnum.jp import in_ as jp_in
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 380_642_117
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


_PLACES = [
    "Chachapoyas",
    "Bagua",
    "BaguaGrande",
    "Luya",
    "Lamud",
    "Kuelap",
    "Tingo",
    "Leymebamba",
    "Gocta",
    "Cocachimba",
    "PedroRuiz",
    "Imaza",
    "Huancas",
    "Levanto",
    "Utcubamba",
    "Magdalena",
    "Jalca",
    "Molinopampa",
]
_WILD = [
    "Gallito",
    "Colibri",
    "Orquidea",
    "Oso",
    "Tucan",
    "Puma",
    "Quinual",
    "Bromelia",
    "Helecho",
    "Rocoto",
    "Mariposa",
    "Lagarto",
    "Maquisapa",
    "Cafeto",
]
_DISHES = [
    "juane",
    "cecina",
    "shipashca",
    "purtumute",
    "humita",
    "chocllo",
    "tamal",
    "locro",
    "chicharron",
    "chinchimal",
    "majado",
    "yuca",
]
_NAMES = [
    "Yoni",
    "Marleni",
    "Tito",
    "Rosmery",
    "Eulalia",
    "Shuwi",
    "Dekentai",
    "Tiwi",
    "Wiebke",
    "Kaori",
    "Setsuko",
    "Ryota",
    "Edwin",
    "Flor",
    "Nilda",
    "Jhon",
]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K43l4p", "G0ct4", "Ch4ch4p0y4s", "B4gu4", "L4mud", "Sh1p4shc4", "Utcub4mb4"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLACES)}{g.choice(_WILD)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(g.sample(_DISHES, 2)) + "-" + str(g.randrange(1990, 2031)),
    lambda g: g.choice(_LEET) + str(g.randrange(100, 10_000)) + g.choice(_SYMBOLS),
    lambda g: (
        f"{g.choice(_NAMES).lower()}{g.randrange(1950, 2010)}{g.choice(_SYMBOLS)}"
        f"{g.choice(_PLACES)}"
    ),
    _manager,
    lambda g: f"Kuelap{g.randrange(100, 3000)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "!?$%", 16),
    lambda g: f"{g.choice(_WILD)}_{g.choice(_DISHES)}_{g.randrange(10, 100)}{g.choice('!#%')}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 13),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Yoni: the Bagua Grande dry-mill scale admin password is {pw}",
    "ticket SN-4471, Lámud orchid house: greenhouse controller password {pw}",
    "note to self: Kuélap lodge PMS night-audit password = {pw}",
    "runbook 'Dry mill', step 3: log into the hulling line HMI with password {pw}",
    "voice note (Tito, driving to Pedro Ruiz): the router password is {pw}, okay?",
    "Remember for me: the Leymebamba guesthouse booking extranet password is {pw}",
    "Chachapoyas office NAS, admin password → {pw}",
    "solar dryer logger in Luya, password: {pw}",
    "oe causa, la clave del NAS es {pw} ya pe",
    "asu mare, otra vez cambiaron la contraseña del router: {pw}",
    "Marleni: la clavecita del sistema de planilla es {pw}, al toque la cambias",
    "mi llave, anota la contraseña del módem de Cocachimba: {pw}",
    "ahorita te paso la clave del correo de ventas: {pw}",
    "Rosmery: contraseña del sistema de reservas del lodge -> {pw}",
    "la clave del wifi de la secadora no, la del DVR: {pw} nomás",
    "chochera, la contraseña de la balanza de Bagua Grande es {pw}",
    "yatsuju, correo clave-ji {pw} ainawai",
    "dukuju, Facebook contraseñam {pw} ainawai, atsa etsegtukta",
    "Shuwi: computadora clave-ji {pw}, yatsuju",
    "Tiwi, celular clave {pw} ainawai, pujamek?",
    "Dekentai: banco clave-ji {pw} ainawai, ame dekaatasam",
    "pakasqa simi-qa {pw} kan, ama pimanpas willankichu",
    "Doña Eulalia: computadorapa pakasqa siminmi {pw}",
    "wawáy, pakasqa simi kaymi: {pw}",
    "Kennwort für das Lagerportal in Bremen: {pw}",
    "Wiebke: das Geheimwort fürs Röstereiportal lautet {pw}",
    "Zugangskennung Weserkaffee-Extranet: ostendorf / Kennwort {pw}",
    "Das Passwort für die Qualitätsdatenbank ist {pw}",
    "Liebe Marleni, das neue Kennwort ist {pw} (bitte nicht weitergeben)",
    "Kennwort des Musterversand-Kontos: {pw}",
    "パスワードは{pw}です",
    "おばあちゃん、ぱすわーどは {pw} だよ",
    "ラインの パスワード：{pw}",
    "Ryota: 会社のメールのパスワードは「{pw}」",
    "合言葉は {pw}",
    "pasuwaado wa {pw} desu",
    "obaachan no pasuwaado: {pw}",
    "Kaori: la contraseña de la cuenta de la tía es {pw}, ne",
]
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = [
    "yoni",
    "marleni",
    "tito.h",
    "rosmery",
    "admin",
    "ostendorf",
    "kaori.k",
    "operador",
    "secadora",
    "root",
    "recepcion",
    "shuwi",
]
_LOGINS = [
    "Kuélap lodge PMS — user {u}, password {pw}",
    "login: {u} / {pw}",
    "creds for the Bagua mill PLC are {u} and {pw}",
    "usuario {u}, contraseña {pw}",
    "user: {u}\npass: {pw}",
    "sign in to the coop portal as {u} with {pw}",
    "Benutzer {u}, Passwort {pw}",
    "ユーザー名：{u} パスワード：{pw}",
    "ID：{u} パス：{pw}",
    "{u}:{pw}@nas.sachapuyu.lan",
    "u={u} p={pw}",
    "| {u} | {pw} | Lámud greenhouse |",
    "usuario-ji {u}, clave-ji {pw} ainawai",
    "usuario {u}, pakasqa simi {pw}",
    "Zugang: {u} / {pw}",
    "entra como {u} con {pw} y me avisas",
]
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SPELL_WORDS = [
    "Quinual",
    "Maquisapa",
    "Shipashca",
    "Purtumute",
    "Levanto",
    "Molinopampa",
    "Bromelia",
    "Chinchimal",
    "Gallito",
    "Tucanete",
]
_SPELLED = [
    "the lodge wifi password is the word {w} with a capital, then {n}",
    "it's the name of Tito's dog, {w}, followed by {n}",
    "la contraseña es la palabra {w} y luego el número {n}",
    "Das Passwort ist das Wort {w}, dann {n}",
    "パスワードは {w} という言葉のあとに {n}",
    "{w} with a capital first letter and {n} at the end",
    "type {w}, then {n}; that's the admin password",
    "clave: la palabra {w} seguida de {n}, todo junto",
]


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"w": rng.choice(_SPELL_WORDS), "n": str(rng.randrange(100, 10_000))}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "mix hex.user auth --username {u} --password {pw}",
    "duck --username {u} --password {pw} --list sftp://files.sachapuyu.lan/",
    "meshctrl listdevices --loginuser {u} --loginpass {pw}",
    "wfreerdp /v:mill-hmi.sachapuyu.lan /u:{u} /p:{pw}",
    "moosh user-create --password {pw} {u}",
    "trytond-admin -c trytond.conf -d coop --password {pw}",
    "b2 authorize-account {u} {pw}",
    "pdm publish --username {u} --password {pw}",
    "bloodhound-python -d sachapuyu.lan -u {u} -p {pw} -c All",
    "kerbrute passwordspray -d sachapuyu.lan users.txt {pw}",
    "ldapdomaindump -u 'SACHAPUYU\\{u}' -p {pw} dc1.sachapuyu.lan",
    "enum4linux -u {u} -p {pw} -a 10.20.0.5",
    "mysqlslap --user={u} --password={pw} --concurrency=20 --iterations=5",
    "pgbench -h pg.sachapuyu.lan -U {u} -i coop  # PGPASSWORD={pw}",
    "sysbench oltp_read_write --mysql-user={u} --mysql-password={pw} run",
    "zabbix_get -s 10.20.0.9 -k system.uptime --tls-psk-identity {u} # psk pass {pw}",
    "impdp {u}/{pw}@ORCLPDB directory=DP dumpfile=coop.dmp",
    "cadaver https://dav.sachapuyu.lan/  # login {u} / {pw}",
    "getmail --rcfile getmailrc  # password = {pw}",
    "pvesh create /access/users --userid {u}@pve --password {pw}",
    "qm set 104 --cipassword {pw} --ciuser {u}",
    "x2goclient --user={u} --password={pw} --server=lodge-pc.sachapuyu.lan",
    "xfreerdp /v:10.20.0.31 /u:{u} /p:{pw} /cert:ignore",
    "sshpass -p {pw} ssh {u}@mill.sachapuyu.lan",
    "curl -u {u}:{pw} https://pms.sachapuyu.lan/api/rooms",
    "mysql -u {u} -p{pw} cosecha",
    "redis-cli -h cache.sachapuyu.lan -a {pw} ping",
    "docker login registry.sachapuyu.lan -u {u} -p {pw}",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "smbclient //nas/fotos -U {u}%{pw}",
    "7z a -p{pw} planilla-2031.7z planilla/",
    "zip -P {pw} contratos.zip contratos/*.pdf",
    "openssl enc -aes-256-cbc -in guias.csv -out guias.enc -pass pass:{pw}",
    "net use Z: \\\\nas\\ventas {pw} /user:{u}",
    "ipmitool -I lanplus -H 10.20.0.2 -U {u} -P {pw} power status",
    "echo {pw} | sudo -S systemctl restart secadora",
]
_SHELLS = [
    "{c}",
    "yoni@chacha-nas:~$ {c}",
    "[root@bagua-mill ~]# {c}",
    "PS C:\\Users\\tito> {c}",
    "kaori@MacBook ~ % {c}",
    "remmina SSH tab 'Lámud': {c}",
    "tigervnc session to the mill: {c}",
    "runbook step 4:\n    {c}",
    "corrí esto, oe: {c}",
    "kay kamachiyta ruwarqani: {c}",
    "der Befehl war: {c}",
    "実行したコマンド：{c}",
    "ticket SN-4502 history: {c}",
    "please remember this command for next harvest: {c}",
]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.sachapuyu.lan:5432/cosecha",
    "mysql://{u}:{pw}@lodge-db.sachapuyu.lan/reservas",
    "mongodb+srv://{u}:{pw}@orquideas.sachapuyu.example/inventario",
    "redis://:{pw}@cache.sachapuyu.lan:6379/2",
    "amqp://{u}:{pw}@mq.sachapuyu.lan:5672/secado",
    "ftp://{u}:{pw}@ftp.sachapuyu.example/guias/",
    "sqlserver://{u}:{pw}@erp.sachapuyu.lan:1433?database=Contabilidad",
    "Server=erp.sachapuyu.lan;Database=Planilla;User Id={u};Password={pw};",
    "clickhouse://{u}:{pw}@ch.sachapuyu.lan:9000/clima",
    "rtsp://{u}:{pw}@cam-secadora.sachapuyu.lan:554/h264",
]
_URL_PLACES = [
    "DATABASE_URL={c}",
    "la cadena de conexión es {c}",
    "Verbindungszeichenfolge: {c}",
    "接続文字列：{c}",
    "ticket SN-4519: {c}",
    "keep this for the lodge migration: {c}",
]
_urls = _framed("connection_string", _URLS, _URL_PLACES)


# (vendor, env name, token maker)
_VENDORS: list[tuple[str, str, Maker]] = [
    ("KuelapPay", "KUELAPPAY_SECRET", _j("klp_live_", (ALNUM, 32))),
    ("Gocta SMS", "GOCTA_SMS_KEY", _j("gsms-", (LOWER_DIGITS, 36))),
    ("Utcubamba Cloud", "UTC_CLOUD_TOKEN", _j("utc.", (URLSAFE, 40))),
    ("Sachapuyu Tours", "SPT_API_KEY", _j("spt_", (HEX, 40))),
    ("Luya Orquídeas", "LYO_KEY", _j("lyo-", (ALNUM, 30))),
    ("Culqi", "CULQI_SECRET_KEY", _j("sk_live_", (ALNUM, 32))),
    ("PAY.JP", "PAYJP_SECRET_KEY", _j("sk_live_", (HEX, 48))),
    ("Niubiz", "NIUBIZ_API_KEY", _j((HEX, 32))),
    ("Izipay", "IZIPAY_PASSWORD", _j("prodpassword_", (ALNUM, 44))),
    ("PagoEfectivo", "PAGOEFECTIVO_SECRET", _j((ALNUM, 40))),
    ("Alignet", "ALIGNET_KEY", lambda g: v.uuid4(g, "b")),
    ("Kushki", "KUSHKI_PRIVATE_KEY", _j((HEX, 32))),
    ("Openpay", "OPENPAY_SK", _j("sk_", (LOWER_DIGITS, 32))),
    ("Chazki", "CHAZKI_TOKEN", _j((ALNUM, 48))),
    ("Olva", "OLVA_API_KEY", lambda g: v.uuid4(g, "8")),
    ("sevDesk", "SEVDESK_TOKEN", _j((HEX, 32))),
    ("lexoffice", "LEXOFFICE_API_KEY", _j((URLSAFE, 43))),
    ("Sendcloud", "SENDCLOUD_SECRET", _j((HEX, 32))),
    ("Billomat", "BILLOMAT_API_KEY", _j((HEX, 32))),
    ("Komoju", "KOMOJU_SECRET", _j("sk_live_", (LOWER_DIGITS, 40))),
    ("Chatwork", "CHATWORK_API_TOKEN", _j((HEX, 32))),
    ("kintone", "KINTONE_API_TOKEN", _j((ALNUM, 40))),
    ("freee", "FREEE_ACCESS_TOKEN", _j((URLSAFE, 43))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    (
        "Slack",
        "SLACK_BOT_TOKEN",
        lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}",
    ),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 56), "T3BlbkFJ", (URLSAFE, 56))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("Google", "GOOGLE_API_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio", "TWILIO_AUTH_TOKEN", _j((HEX, 32))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("PyPI", "PYPI_TOKEN", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
    ("Shopify", "SHOPIFY_TOKEN", _j("shpat_", (HEX, 32))),
    ("Linear", "LINEAR_API_KEY", _j("lin_api_", (ALNUM, 40))),
    ("Notion", "NOTION_TOKEN", _j("ntn_", (ALNUM, 46))),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52))),
    ("Doppler", "DOPPLER_TOKEN", _j("dp.st.prd.", (ALNUM, 43))),
    ("Figma", "FIGMA_TOKEN", _j("figd_", (URLSAFE, 40))),
    ("Sentry", "SENTRY_AUTH_TOKEN", _j("sntrys_", (ALNUM, 60))),
    ("Tailscale", "TS_AUTHKEY", _j("tskey-auth-", (ALNUM, 17), "-", (ALNUM, 32))),
]
_NAMED = [
    "{vendor} API key: {tok}",
    "{env}={tok}",
    'export {env}="{tok}"',
    "la API key de {vendor} es {tok}",
    "clave API de {vendor} → {tok}",
    "{vendor} API-Schlüssel: {tok}",
    "{vendor} のAPIキー：{tok}",
    "{vendor} API kii wa {tok}",
    "Integraciones › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    "{vendor} token-ji {tok} ainawai",
    "{vendor} API llave simi: {tok}",
    "remember the {vendor} key for the webshop: {tok}",
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = [
    "{t}",
    "solo lo muestra una vez, guárdalo:\n{t}",
    "Yoni: {t}",
    "{t}\n^ el nuevo, el viejo ya no sirve",
    "das ist der neue: {t}",
    "これ保存しておいて：{t}",
]
_BARE_MAKERS = [
    _j((ALNUM, 44)),
    _j((URLSAFE, 24), ".", (URLSAFE, 40)),
    _j((B64, 56), "=="),
    _j((LOWER_DIGITS, 48)),
    _j((URLSAFE, 50)),
    _j((ALNUM, 38)),
]
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of the Lámud orchid-house sensor: {h}": 32,
    "HMAC secret for the KuelapPay webhook: {h}": 64,
    "clave de cifrado del respaldo de la planilla: {h}": 64,
    "Verschlüsselungsschlüssel für den Musterversand: {h}": 48,
    "バックアップの暗号化キー：{h}": 64,
    "pre-shared key of the Bagua–Chachapoyas IPsec tunnel (hex): {h}": 64,
    "webhook signing secret, Utcubamba Cloud: {h}": 40,
    "NwkSKey of the Kuélap lodge water meter (ABP): {h}": 32,
}


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization header from the lodge app logs: {t}",
    "el token de sesión del PMS: {t}",
    "JWT für das Musterportal: {t}",
    "セッショントークン：{t}",
    "id_token={t}",
    "Cookie: sp_session={t}; Path=/",
    "token-ji {t} ainawai",
    "recuerda este token para mañana: {t}",
]


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    claims = {
        "iss": "https://auth.sachapuyu.example",
        "sub": _r(rng, LOWER_DIGITS, 16),
        "iat": issued,
        "exp": issued + 3600,
        "role": rng.choice(["admin", "recepcion"]),
    }
    header = {"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    sig = _r(rng, URLSAFE, [43, 86, 342][index % 3])
    return {"t": f"{v.b64url(header)}.{v.b64url(claims)}.{sig}"}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "deploy key for the lodge server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "la llave privada del certificado de la tienda:\n{key}": ("PRIVATE KEY", "\n"),
    "privater Schlüssel (bitte löschen):\n{key}": ("RSA PRIVATE KEY", "\n"),
    "秘密鍵：\n{key}": ("EC PRIVATE KEY", "\n"),
    "tls.key in the configmap: {key}": ("PRIVATE KEY", "\\n"),
    "Yoni's GPG key export:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}
_PEM_STARTS = {
    "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
    "EC PRIVATE KEY": "MIGkAgEBBDA",
    "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
    "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA",
    "PGP PRIVATE KEY BLOCK": "lQVYBG",
}


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "recovery phrase of the coffee-fund wallet: {p}": "english",
    "voice note: the wallet words are {p} and that's all": "english",
    "Trust Wallet backup, copying it off the paper: {p}": "english",
    "seed words (old Kuélap tips wallet, empty):\n{p}": "english",
    "frase semilla de la billetera, oe, guárdala: {p}": "spanish",
    "las palabras de recuperación de la billetera de Tito: {p}": "spanish",
    "Kaori: frase de recuperación {p}": "spanish",
    "pakasqa simikuna (billetera): {p}": "spanish",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "リカバリーフレーズ\n{p}": "japanese",
    "Ryota no wallet no fukugen furēzu: {p}": "english",
    "Wiebke: Wiederherstellungsphrase der Wallet: {p}": "english",
}
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "japanese")}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    sep = "\u3000" if lang == "japanese" else " "
    words = phrase.split(sep)
    layouts = [
        sep.join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(sep.join(words[k : k + 4]) for k in range(0, len(words), 4)),
    ]
    text = layouts[0 if "voice" in template or lang == "japanese" else index % len(layouts)]
    return {"p": text}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "tarjeta de la empresa: {c} vence 08/33",
    "número de tarjeta {c}, la de Interbank no, la otra",
    "Firmenkreditkarte: {c}",
    "カード番号：{c}",
    "card for the Kuélap lodge OTA payouts: {c} exp 11/34",
    "pay the Leymebamba bus tickets with {c}",
    "tarjeta-ji {c} ainawai",
    "la tarjetita de mi mamá {c}, cvv te paso aparte",
]
_BRANDS = ["visa", "mastercard", "amex", "diners", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    sep = ["", " ", "-", " ", "."][index % 5]
    return {"c": v.grouped(number, sep, rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "código de seguridad (atrás): {cvv}",
    "CVV: {cvv}",
    "Prüfnummer {cvv}",
    "セキュリティコード：{cvv}",
    "the three digits on the back are {cvv}",
    "los tres números de atrás son {cvv}",
]
_cvvs = _Family("card_code", _CVV_PLACES, lambda g, i, t: {"cvv": _r(g, D, 3 + (i == 2))}, "cvv")


_IBAN_SHAPES = {
    "ES": "n" * 20,
    "SE": "n" * 20,
    "GT": "c" * 24,
    "LI": "n" * 5 + "c" * 12,
    "LU": "nnn" + "c" * 13,
    "PT": "n" * 21,
    "HR": "n" * 17,
    "IL": "n" * 19,
    "LV": "aaaa" + "c" * 13,
    "MT": "aaaa" + "n" * 5 + "c" * 18,
    "RS": "n" * 18,
}
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Weserkaffee eG zahlt vom Konto IBAN {i}",
    "IBAN für die Vorauszahlung: {i}",
    "el IBAN del comprador de España: {i}",
    "IBAN: {i}\nReferencia: lote 2031-BG-07",
    "口座 IBAN：{i}",
    "Ryota no IBAN wa {i}",
    "pay the orchid nursery deposit to IBAN {i}",
    "cuenta IBAN del tío en Europa {i}",
    "IBAN-ji {i} ainawai",
    "remember the Luxembourg escrow IBAN: {i}",
    "Rechnung 2031-114, bitte auf {i} überweisen",
    "IBAN de la cooperativa de Guatemala: {i}",
]


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cui(g: random.Random) -> str:
    return v.until(g, _j((D, 8), "-", (D + "ABCDEFGHIJK", 1)), pe_cui.is_valid)


def _ruc(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice(["10", "20"]) + _r(h, D, 9), pe_ruc.is_valid)


def _idnr(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(1, 10)) + _r(h, D, 10), de_idnr.is_valid)


def _mynumber(g: random.Random) -> str:
    number = v.until(g, _j((D, 12)), jp_in.is_valid)
    return f"{number[:4]} {number[4:8]} {number[8:]}" if g.random() < 0.5 else number


def _corporate(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(1, 10)) + _r(h, D, 12), jp_cn.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "DNI {s}": _cui,
    "mi DNI es {s}, para la reserva": _cui,
    "DNI de Doña Eulalia: {s}": _cui,
    "DNI-ji {s} ainawai": _cui,
    "RUC de la empresa {s}": _ruc,
    "RUC: {s} (Sachapuyu Nubes)": _ruc,
    "Steuer-IdNr. {s}": _idnr,
    "Wiebke, Identifikationsnummer: {s}": _idnr,
    "マイナンバー：{s}": _mynumber,
    "obaachan no mai nanbaa wa {s}": _mynumber,
    "個人番号 {s}": _mynumber,
    "法人番号：{s}": _corporate,
    "pasaporte peruano {s}": lambda g: _r(g, D, 9),
    "旅券番号：{s}": lambda g: _r(g, UPPER, 2) + _r(g, D, 7),
}
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = [
    "códigos de recuperación de la cuenta de Google:\n{codes}",
    "Backup-Codes fürs Bankkonto: {codes}",
    "バックアップコード\n{codes}",
    "2FA backup codes for the lodge's Booking extranet: {codes}",
    "códigos de respaldo del correo, oe: {codes}",
    "Notfallcodes: {codes}",
]
_SEEDS_2FA = [
    "otpauth://totp/Sachapuyu:yoni@sachapuyu.example?secret={s}&issuer=Sachapuyu",
    "clave de configuración del 2FA: {s}",
    "TOTP-Geheimnis für das Extranet: {s}",
    "2段階認証のセットアップキー：{s}",
    "the manual key under the QR code: {s}",
]
_CODES = [
    "{c} es tu código de verificación de Yape",
    "Tu código Bitel es {c}. No lo compartas",
    "Ihr Bestätigungscode lautet {c}",
    "認証コード：{c}",
    "Use {c} to sign in to Olva",
    "Mibanco: su clave dinámica es {c}",
    "código de verificación {c}, oe pásamelo",
    "【PayPay】認証番号 {c}",
]


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, index % 4)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = [
    "Sachapuyu-Oficina",
    "Lodge Kuelap 5G",
    "Secadora Bagua",
    "Orquideas Lamud",
    "Movistar_Chacha_4412",
    "Bitel-Luya",
    "Claro Leymebamba",
    "WIN-Cocachimba",
]
_WIFI_PLACES = [
    "wifi {s}, clave {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "red: {s}\ncontraseña: {pw}",
    "el wifi del lodge ({s}) tiene clave {pw}",
    "network {s} key {pw}",
    "WLAN {s}, Schlüssel {pw}",
    "Wi-Fi {s} のパスワードは {pw}",
    "wifi {s} / {pw}",
    "wifi clave-ji {pw} ainawai ({s})",
    "wifi {s}-pa pakasqa siminqa {pw} kan",
    "oe, ¿la clave del wifi {s}?\nTito: {pw}",
    "Wi-Fi {s} no pasu wa {pw}",
]


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.2:
        return _r(rng, D, 16)
    if roll < 0.35:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [
    _j("ghp_", (ALNUM, 36)),
    _j((HEX, 32)),
    _j("klp_live_", (ALNUM, 24)),
    _j((ALNUM, 28)),
]
_SPELL = [
    "te lo dicto letra por letra: {t}",
    "[nota de voz, Yoni] {t}",
    "Buchstabe für Buchstabe: {t}",
    "一文字ずつ：{t}",
]


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "PIN de la tarjeta de la empresa: {pw}",
    "el código de la puerta del almacén es {pw}",
    "Tresorcode im Büro: {pw}",
    "暗証番号は{pw}",
    "anshou bangou wa {pw}",
    "kichana yupay: {pw}",
    "candado de la secadora: {pw}",
    "alarm code at the lodge: {pw}",
    "PIN-ji {pw} ainawai",
    "SIM PIN {pw}",
]


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = [
    "quinual",
    "gallito",
    "bromelia",
    "helecho",
    "tucan",
    "neblina",
    "sarcofago",
    "purunmachu",
    "cafeto",
    "orquidea",
    "utcubamba",
    "kuelap",
    "pishgo",
    "shacta",
]
_PHRASES = {
    "KeePassXC master passphrase: {p}": " ",
    "frase de contraseña del respaldo: {p}": "-",
    "Passphrase für den Tresor: {p}": " ",
    "パスフレーズ：{p}": " ",
    "Bitwarden master passphrase for the office vault: {p}": ".",
    "pakasqa rimay: {p}": " ",
    "passphrase of the backup disk: {p}": "_",
}


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Bearer {v}' https://api.sachapuyu.example/lotes": False,
    "header del PMS: Authorization: Bearer {v}": False,
    "Proxy-Authorization: Basic {v}": True,
    "Insomnia-Export, Header Authorization = Bearer {v}": False,
    "authorization: basic {v}": True,
}


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env del lodge:\nDB_HOST=lodge-db.sachapuyu.lan\nDB_USER=pms\nDB_PASSWORD={pw}",
    "Odoo odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_host = pg.sachapuyu.lan",
    "Kirby site/config/config.php:\n'smtp' => ['user' => 'web', 'password' => '{pw}'],",
    "Directus .env:\nADMIN_EMAIL=yoni@sachapuyu.example\nADMIN_PASSWORD={pw}",
    "Strapi .env:\nDATABASE_USERNAME=strapi\nDATABASE_PASSWORD={pw}",
    "OpenEMR sqlconf.php:\n$login = 'openemr';\n$pass = '{pw}';",
    "gnuhealth trytond.conf:\n[database]\nuri = postgresql://gnuhealth:{pw}@localhost:5432/",
    "checkmk .netrc:\nmachine monitor.sachapuyu.lan login cmkadmin password {pw}",
    "aerc accounts.conf:\n[Ventas]\nsource = imaps://ventas:{pw}@mail.sachapuyu.example",
    'himalaya config.toml:\n[accounts.ventas]\nbackend.auth.raw = "{pw}"',
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "application.properties:\nspring.datasource.username=cosecha\nspring.datasource.password={pw}",
    'config.yaml de la secadora:\nmqtt:\n  user: secadora\n  password: "{pw}"',
    "~/.pgpass:\npg.sachapuyu.lan:5432:cosecha:yoni:{pw}",
    "hammerdb.tcl:\ndiset connection mssqls_pass {pw}",
]
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Tito: oe, ¿la clave del servidor?\nYoni: {pw}",
    "[07:12] marleni: contraseña del correo de ventas?\n[07:13] yoni: {pw}",
    "Rosmery: {pw} es la nueva clave del PMS",
    "Yoni: {pw}, eso le puse al router de Luya",
    "Wiebke: Das neue Kennwort ist {pw}",
    "Kaori: 新しいパスワードは {pw} だよ",
    "Ryota: atarashii pasuwaado wa {pw}",
    "Shuwi: yatsuju, clave {pw} ainawai",
    "Doña Eulalia: musuq pakasqa simi {pw} kan",
    "{pw} — esa es la clave del wifi de la secadora",
    "{pw}, das hab ich für den Router gesetzt",
    "type {pw}; that's the lodge admin password",
]
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70),
    (_logins, 24),
    (_spelled, 14),
    (_cli, 36),
    (_urls, 14),
    (_vendors, 50),
    (_bare, 6),
    (_hexes, 8),
    (_jwts, 8),
    (_pems, 6),
    (_seeds, 12),
    (_cards, 12),
    (_cvvs, 6),
    (_ibans, 12),
    (_national, 18),
    (_backups, 6),
    (_totp, 5),
    (_codes, 8),
    (_wifi, 16),
    (_spelled_tokens, 8),
    (_locks, 10),
    (_phrases, 7),
    (_auth, 6),
    (_configs, 16),
    (_chats, 12),
]


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
    "la clave del servidor es": "{s}",
    "Kennwort lautet": "{s} (bitte ändern)",
    "パスワードは": "{s}",
    "pakasqa simi-qa": "{s} kan",
    "wifi clave-ji": "{s} ainawai",
    "the lodge admin password is": "{s}\nchange it after the season",
    "contraseña:": "{s}",
    "pasuwaado wa": "{s} desu",
    "the password Tito read out on the radio was": "{s}, I think",
    "Geheimwort:": "{s}",
}
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "KuelapPay secret key", "{s}", _j("klp_live_", (ALNUM, 32))),
    ("split_token", "Chatwork API token:", "{s}", _j((HEX, 32))),
    ("split_seed", "frase de recuperación", "{s}", _english_seed),
    (
        "split_card",
        "número de tarjeta",
        "{s} vence 04/34",
        lambda g: v.grouped(v.card(g, "visa"), " ", g),
    ),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LI"))),
    ("split_backup", "códigos de respaldo", "{s}\n48213907\n55120968", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "マイナンバー", "{s}", _mynumber),
    ("split_id", "DNI", "{s}", _cui),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]


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
    '{"lodge": {"pms_url": "https://pms.sachapuyu.lan", "admin_password": "{s}"}}': (
        "meta_password",
        _plain_pw,
    ),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"Kennwort": "{s}"}': ("meta_password", _plain_pw),
    '{"パスワード": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "tito.h", "clave": "{s}"}}': ("meta_password", _plain_pw),
    '{"argv": ["mysqlslap", "--user", "root", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"nota": "la clave del NAS es {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "Doña Eulalia: pakasqa simi-qa {s} kan"}': ("meta_password", _plain_pw),
    '{"kuelappay": {"secret_key": "{s}"}}': ("meta_token", _j("klp_live_", (ALNUM, 32))),
    '{"sevdeskToken": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"culqi_sk": "{s}"}': ("meta_token", _j("sk_live_", (ALNUM, 32))),
    '{"pago": {"tarjeta": "{s}", "vence": "09/33"}}': (
        "meta_card",
        lambda g: v.grouped(v.card(g, "mastercard"), " ", g),
    ),
    '{"comprador": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LU")),
    '{"buyer": {"steuer_idnr": "{s}"}}': ("meta_id", _idnr),
    '{"mfa": {"backup_codes": ["{s}", "9042-1177", "3310-8825"]}}': (
        "meta_otp",
        lambda g: f"{_r(g, D, 4)}-{_r(g, D, 4)}",
    ),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"almacen": {"pin": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Lodge Kuelap 5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"reservas: add Kuelap shuttle slots", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"planilla: fix overtime rounding", usedforsecurity=False).hexdigest()[:9]
_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"secadora-fw-3.2.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.sachapuyu.lan/pms:5.4").hexdigest()
_MD5 = hashlib.md5(b"catacion_2031-07-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"exportacion-lotes-2031.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the lodge router password before the high season starts on 2031-06-20.",
    "Tito asked for the dry-mill wifi password; it's on the card in the office drawer.",
    "Policy: Sachapuyu passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into the WhatsApp group; send a vault link.",
    "The line `KUELAPPAY_SECRET=replace-me` in .env.example is a placeholder.",
    "Replace <YOUR_CULQI_KEY> in the README with the key from the Culqi dashboard.",
    "CHATWORK_API_TOKEN and SEVDESK_TOKEN must be set before the nightly sync runs.",
    "oe causa, no le pases la clave a nadie, ya pe.",
    "La contraseña debe tener por lo menos catorce caracteres.",
    "¿Olvidaste tu contraseña? Haz clic aquí para cambiarla.",
    "asu mare, otra vez me olvidé la clave, mañana le pregunto a Yoni.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "Bitte das Passwort nie per E-Mail schicken, Wiebke.",
    "パスワードは誰にも教えないでね、おばあちゃん。",
    "パスワードを忘れた場合は管理者に連絡してください。",
    "pasuwaado wa dare ni mo oshienaide ne.",
    "pakasqa simita ama pimanpas willankichu.",
    "yatsuju, clave ame nuwig ainawai, ayu.",
    "commit " + _COMMIT + " adds the Kuélap shuttle slots to the booking page.",
    "Rolled back to " + _SHORT + " after the overtime rounding broke the payroll export.",
    "requirements.txt: paho-mqtt==2.1.0 --hash=sha256:" + _WHEEL_SUM,
    "The dryer firmware 3.2.7 image has SHA-256 checksum " + _FIRMWARE_SUM + ".",
    "SHA-512 of exportacion-lotes-2031.xlsx: " + _SHA512,
    "The PMS container runs registry.sachapuyu.lan/pms@sha256:" + _IMAGE + ".",
    "MD5 of catacion_2031-07-14.csv is " + _MD5 + ", same as the copy on the NAS.",
    "Request id 4c2e8a10-7b3d-4f6e-9a15-2d8c0b7e6f31 is the slow one in the PMS logs.",
    "Pedido PO-2031-0388: 45 sacos de café pergamino salen de Bagua Grande el jueves.",
    "Ticket SN-4530: the Lámud orchid house heater trips every night at 3 a.m.",
    "Llama a la oficina de Chachapoyas al +51 41 47 8823 antes del mediodía.",
    "Guía de remisión T001-00004821 para el camión de Pedro Ruiz.",
    "HS code 0901.11 is coffee, not roasted, not decaffeinated.",
    "El secador está a 38 °C y 62 % de humedad; el lote 2031-BG-07 sale el lunes.",
    "After five wrong passwords the PMS locks the account for 15 minutes.",
    "The secret of a good juane is the bijao leaf.",
    "Pregúntale a Tito el código del candado, yo no lo tengo.",
    "Mi tarjeta terminada en 4417 fue rechazada en la ferretería de Bagua.",
    "Der Käufer in Bremen möchte die IBAN ohne Leerzeichen auf der Rechnung.",
    "Imprime los códigos de respaldo del correo y guárdalos en la caja fuerte.",
    "Ninguna billetera te pedirá nunca tu frase de recuperación.",
    "Keep `GOCTA_SMS_KEY` in the secrets store, never in the repository.",
    "The Kuélap fortress is about 3000 m above sea level; the tram opened in 2017.",
    "The lodge guest wifi 'Lodge Kuelap Invitados' is open, no password needed.",
    "Lote LOT-2031-LUY-0142, 69 kg, humedad 11.5 %, puntaje de catación 85.25.",
    "Room 12 costs S/ 180 per night with breakfast; the Gocta tour is S/ 60.",
    "Upgraded Odoo from 16.0 to 17.0 and PostgreSQL to 16.4 over the weekend.",
    "El bus a Leymebamba sale a las 06:30 y llega a las 09:15.",
    "Bitte Musterversand Nr. 2031-118 mit DHL Express, Sendungsnummer folgt.",
    "注文番号 2031-0719 の発送は来週になります。",
    "The password field on the PMS login page is now masked.",
    "La clave de un buen café está en el secado lento.",
    "The API key rotation for KuelapPay is scheduled for Friday.",
    "Token limit for the assistant is 8000 tokens per request.",
    "Die PIN der Firmenkarte wurde gestern geändert; frag Marleni.",
    "暗証番号は4桁の数字です。",
    "Our RUC is printed on every invoice; ask accounting for a copy.",
    "El PIN debe tener cuatro dígitos, sin repetir.",
    "The orchid Masdevallia veitchiana flowers from May to July in Lámud.",
    "Tienda Huancas, teléfono +51 41 47 5190, abre de 8 a 18.",
    "kichana yupayta Titota tapuy, ñuqaqa mana yachanichu.",
    "Version 2.14.3 of the booking widget fixes the date picker in Safari.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/sachapuyu/pms", "rotate_every_days": 90}',
    '{"commit": "' + _COMMIT + '", "build": 318}',
    '{"sha256": "' + _WHEEL_SUM + '", "package": "paho-mqtt", "version": "2.1.0"}',
    '{"ticket": "SN-4530", "purchase_order": "PO-2031-0388"}',
    '{"lot": {"id": "LOT-2031-LUY-0142", "weight_kg": 69, "moisture_pct": 11.5}}',
    '{"phone": "+51 41 47 8823", "city": "Chachapoyas"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "rooms": 14}',
    '{"hs_code": "0901.11", "origin": "PE", "description": "green coffee"}',
    '{"guia": "T001-00004821", "carrier": "Transportes Utcubamba", "eta": "2031-07-21"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
