# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-ninety-first corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-eighty-ninth's
docstring, the fifth to two-hundred-and-eighty-ninth only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-ninetieth, two-hundred-and-ninety-second and two-hundred-and-ninety-third), any
other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the git
history, and the scrubber was never run on it. Its own seed (291604387), password words (a
humpback's or a river fish's name, a Chocó place and a number; a panga's horsepower; grams of gold
and a town; a name, a year and a place; leet place names; a generator's four dashed groups;
random runs), names, places, templates, tools, vendors and layouts, the way the staff of a
fictional company (a whale-watching desk in Nuquí, a river-boat ticket office in Quibdó, a
chontaduro market stall, a gold cooperative office and a border-crossing travel agency in Yaviza)
and its visiting birdwatchers leak secrets into an assistant's memory. Every company, person,
address and number is fictional; only the region (Chocó and the Darién, Colombia and Panama, with
its rivers, towns and birds) is real. The texts are chats with times, tickets, wiki table rows,
notes, e-mails, runbooks, READMEs, shell prompts, voice-memo transcripts, dictated and spelled
text and requests to the assistant itself; the separators run from a colon, "is", `es`, `quedó`
and a dash to an arrow, an emoji (`👉`, `🙏`), a new line, a table bar, `«…»`, quotes and
parentheses.

Names and tools by grep (case-insensitively, the number of heldouts 5 to 289 that name each): in
none, `tqm`, `xopa`, `kapunía`, Nuquí, Quibdó and chontaduro; in one, Yaviza, Emberá, Wounaan,
`maach`, `mʉ`; in two, `naiden`; in three, `typedb console`; in four, `dgraph live --creds`,
`pulsar-admin --auth-params`, baresip's `auth_pass`, getmail, keydb-cli, ocserv's `ocpasswd`,
`lynx -auth`, `CONSUL_HTTP_TOKEN`. The common tools (sshpass, mysql, psql, curl, smbclient, 7z,
zip, openssl, mosquitto_pub, lftp, sqlcmd, xfreerdp, ldapsearch, htpasswd, docker login,
mongosh, wget, ipmitool, rabbitmqctl, plink, `net use`, redis-cli, env files, Compose,
WordPress, Django, Spring, Odoo, Terraform, Ansible, `.pgpass`, netrc, msmtp, JWTs, PEM blocks,
`otpauth://`, Basic and Bearer headers, the `WIFI:` QR string, `uci set`, Insomnia, Bruno,
HTTPie, Aegis, BitLocker, Enpass, Sparrow, Nunchuk) are used often before and are here in
wordings of their own.

About half of the secret samples are in other languages than English: Colombian and Panamanian
Spanish texting (`clave`, `contraseña`, `pass`, `llave`, `código`, `PIN`, `es`, `quedó`, `aki
ta`, `ahí va`, `q`, `xq`, `tqm`, `parce`, `mae`, `mi so`, `ome`, `oye`, `xopa fren`, `pelao`,
`no le digas a naiden`, `q nadie sepa`, `no se la pases a nadie`, `grax`, `gracias mi so`, `todo
pegado`, `y luego`, `después`); Emberá frames around Spanish loans (`mʉ` "my", `ẽberã`, `tachi`,
`kapunía-ra … jarada-e` "don't tell outsiders", `maʉ` "then"); Wounaan (`Wounaan meu`, `maach`
"our", `bia` "good, thanks", `mag` "then"); and the English of birdwatchers (`lifer`, `checklist`,
`scope cam`, `ta`, `cheers`). The wordings are the author's approximations, checked by no
speaker; the thinnest guesses are the Emberá and Wounaan ones (`kapunía-ra … jarada-e`, `maʉ`,
`tachi`, `mag`, `bia`, and `maach` as "our"), which are at best loosely remembered words around
Spanish loans, then `xopa fren` and `mae` as Panamanian texting.

Vendors (by grep, in no earlier corpus: Credibanco, Redeban, Mipaquete, Melonn, Zinobe,
Sistecrédito, Evertec, Vendty, Tu Compra, Zona Virtual, Efecty, Baloto, SuperGIROS, Puntored,
Movilred, Conexred, Banco General, Cuanto, Macaulay Library, Avibase, Birda, BirdLasser, Audubon;
in one: Wompi, ePayco, Daviplata, Yappy, Tpaga, Movii, Coordinadora, Interrapidísimo, Paymentez,
xeno-canto, Satena, Payvalida, Banistmo, Davivienda, Multibank, Cable Onda, Facturatech, Loggro)
and a few well-known shapes (GitHub, Stripe, Telegram, Hugging Face). No shape of the local
vendors is one the author knows to be real: every one is a guess (hex, base64, URL-safe,
upper-case and alphanumeric runs, UUIDs, JWTs for Mipaquete and Davivienda, and the `prv_prod_`,
`bg_live_` and `cnt_sk_` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Colombia's
NIT (`stdnum.co.nit`, in five earlier corpora), Ecuador's cédula (`stdnum.ec.ci`, two),
Venezuela's RIF (`stdnum.ve.rif`, two), Peru's CUI (`stdnum.pe.cui`, three), Cuba's carné de
identidad number (`stdnum.cu.ni`, four) and the Dominican cédula (`stdnum.do.cedula`, one): the
travellers of the Yaviza agency. Kinds no library or this file checks (no check-digit algorithm is
written here; the shapes are guesses): the Colombian cédula de ciudadanía and tarjeta de
identidad, the Panamanian cédula of Darién province (`5-…`), the PPT number, Colombian,
Panamanian and Venezuelan passports. Card numbers pass Luhn (the value helpers' Visa,
Mastercard, Amex, Diners, Discover, JCB, UnionPay and Maestro, checked with python-stdnum's
`luhn`); the card codes are Amex's four-digit CIDs only. The IBANs are of Guatemala, Croatia,
Iceland, Liechtenstein, Lithuania, Malta, Pakistan and Tunisia (among the countries a rough count
of the country codes in heldouts 5 to 289 finds least, in twenty-four corpora each), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Spanish, Portuguese,
French, Italian, Czech and Korean lists (no Turkish nor Russian), each checked with
`Mnemonic(lang).check`. Every secret is drawn again until it is new and no clean text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.co import nit as co_nit
from stdnum.cu import ni as cu_ni
from stdnum.do import cedula as do_cedula
from stdnum.ec import ci as ec_ci
from stdnum.pe import cui as pe_cui
from stdnum.ve import rif as ve_rif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 291_604_387
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


def _clean_hit(secret: str) -> bool:
    """Whether a clean text or clean metadata dict holds ``secret``."""
    return any(secret in text for text in CLEAN) or any(
        secret in json.dumps(d, ensure_ascii=False) for d in CLEAN_METADATA
    )


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A draw is
    made again until its secret is new, four characters or longer and in no clean text."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(1000):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if secret not in seen and len(secret) >= 4 and not _clean_hit(secret):
                    break
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_WILD = ["Yubarta", "Ballena", "Chontaduro", "Borojo", "Guachalito", "Jurubida", "Utria",
         "Tribuga", "Arusi", "Pangui", "Piangua", "Bocachico", "Pargo", "Jaiba", "Oropendola",
         "Tucan", "Champa", "Panga", "Potrillo", "Canalete", "Bateadora", "Achiote"]  # fmt: skip
_PLACES = ["Nuqui", "Quibdo", "Yaviza", "ElReal", "Meteti", "Istmina", "Tado", "Condoto",
           "BahiaSolano", "Capurgana", "Acandi", "Jaque", "LaPalma", "Termales", "Coqui",
           "Atrato", "Baudo", "SanJuan", "Tuira", "Chucunaque"]  # fmt: skip
_NAMES = ["Yeison", "Leidy", "Dairon", "Yuranis", "Eberto", "Nelcy", "Darwin", "Yarledis",
          "Baudilio", "Ismenia", "Ovidio", "Marleny", "Jhon", "Kelly", "Arcesio", "Nayibe",
          "Graham", "Sally", "Hugh", "Priya", "Wendell", "Fiona", "Iván", "Querubín"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["Yub4rt4", "B0r0j0", "Ch0nt4dur0", "Nuqu1", "Qu1bd0", "Y4v1z4", "4tr4t0", "B4ud0",
         "P4ng4"]  # fmt: skip


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WILD)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_WILD).lower()}.{g.choice(_PLACES).lower()}.{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2035)) + g.choice(_SYMBOLS),
    lambda g: f"Panga{g.randrange(2, 60)}HP{g.choice(_WILD)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_WILD).lower()}_{g.randrange(1960, 2035)}",
    lambda g: f"Oro{g.randrange(10, 999)}g{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    _manager,
    lambda g: f"{g.choice(_NAMES)}Ve{g.choice(_WILD)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda s: all(c in ALNUM + "._~-" for c in s))


_SAID = [
    "[05:48] Dairon: the whale desk laptop password is {pw}",
    "WhatsApp, Nuquí ballenas desk, Leidy: the Garmin inReach portal password is {pw}",
    "Telegram from Eberto: Starlink router admin password {pw}",
    "Signal, Graham (birding group): the Macaulay Library uploader login password is {pw}, don't share",
    "ticket QBD-2291: river-boat ticket office POS password {pw} stopped working after the update",
    "note to self: the Yaviza agency's Epson TM-T20 web password {pw}",
    "Runbook: open the gold co-op safe room\n1. badge in\n2. Hikvision door panel\n3. password {pw}\n4. log the entry in the book",
    "e-mail from Sally: Hi! The Merlin-sound laptop at the lodge has password {pw}. Cheers, S.",
    "README (whale desk Raspberry Pi)\nweb UI on http://ballenas.lan:8080, admin password `{pw}`",
    "voice memo transcript: ok so the hydrophone recorder password is {pw} full stop",
    "please remember my Banco General app password: {pw}",
    "the Davivienda portal password for the co-op is {pw} now",
    "after the reset the chontaduro stall tablet password became {pw}",
    "Incident 2033-02-09: the Quibdó ticket office NVR was open to the internet with password {pw}",
    "reminder for Priya: the lodge Ubiquiti controller password is {pw}",
    "Sally's birding laptop, password {pw}, she says fine to write it down here",
    "wiki › Yaviza › border desk PC: password {pw}",
    "Hugh: password for the scope-cam upload account is {pw}, ta",
    "Fiona texted: the Coqui lodge booking laptop password is {pw}",
    "Assistant, store this: the gold co-op's scale PC password is {pw}",
    "parce la clave del compu de la taquilla es {pw}",
    "la contraseña del router de la oficina de Quibdó: {pw} no le digas a naiden",
    "mi so, la clave del wifi del muelle no, la del PC: {pw}",
    "xopa fren, la contraseña del datáfono de Yaviza es {pw}",
    "Yuranis: la clave nueva del POS es {pw} tqm",
    "ome la contraseña del correo de la cooperativa es {pw}, q nadie sepa",
    "contraseña del compu de la bodega de oro 👉 {pw}",
    "la clave del Banco General de la agencia → {pw}",
    "clave del portal de Satena: «{pw}»",
    "mae la contraseña del panel solar es {pw}, grax",
    "Nelcy: aki ta la clave del celular de la caseta: {pw}",
    "xq no entra? la clave es {pw} parce",
    "oye, ahí va la contraseña del PC del puesto de chontaduro: {pw}",
    "la clave del computador de la lancha (la del GPS) es {pw}, gracias mi so",
    "contraseña de la cuenta de Nequi de la tienda = {pw}",
    "mʉ contraseña ara {pw}",
    "Emberá: mʉ clave {pw}, kapunía-ra jarada-e",
    "ẽberã tachi ticket PC contraseña: {pw}",
    "Wounaan meu: maach contraseña {pw}",
    "Querubín (en Wounaan y español): maach clave {pw}, bia",
    "the password of the Atrato radio-booking PC, dictated by Ovidio: {pw}",
    "note: Yaviza agency Windows login password {pw}",
    "Hi Arcesio,\n\nthe password for the co-op's assay laptop is {pw}. Delete this once it's in the vault.\n\nGracias,\nNayibe",
    "la contraseña de la balanza de oro (la Ohaus) quedó {pw}",
    "clave de la app de la lancha: {pw} no se la pases a nadie",
    "el pass del compu de ballenas es {pw} jajaja",
    "contraseña: {pw}\n(la de la taquilla de Quibdó)",
    "Dairon → la contraseña del drone es {pw}",
    "[18:02] Kelly: la clave del PC de reservas es {pw}",
    "Hugh: password for the lodge's eBird-free laptop, sorry, the trip laptop: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["yeison", "leidy.m", "dairon", "yuranis", "eberto", "nelcy", "darwin.p", "yarledis",
          "baudilio", "ismenia", "ovidio", "marleny.c", "jhonf", "kelly", "arcesio", "nayibe",
          "graham", "sally.w", "hugh", "priya", "taquilla", "ballenas", "oro-coop", "yaviza-desk"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Leidy: the whale-desk booking system login is {u} / {pw}",
    "ticket QBD-2307: {u} locked out of the ticket POS, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Quibdó › Taquilla › POS: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| gold scale PC | {u} | {pw} |",
    "sign into the lodge NAS as {u} with {pw}",
    "creds {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: taquilla-qbd\n  user: {u}\n  password: {pw}",
    "Sally says the Birda group account is {u} and the password is {pw}",
    "system,user,password\nyaviza-pos,{u},{pw}",
    "usuario {u} y contraseña {pw}, parce",
    "usuario: {u} / clave: {pw}",
    "el user es {u} y la clave {pw} tqm",
    "mae, entra con {u} y {pw}",
    "Emberá: mʉ usuario {u}, contraseña {pw}",
    "Wounaan meu: maach usuario {u}, clave {pw}",
    "ssh {u}@oro-coop.lan (password {pw})",
    "Telegram, Graham: log in as {u}, password {pw}",
    "usuario {u} — contraseña {pw} (la de la lancha)",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["yubarta", "borojo", "chontaduro", "piangua", "bocachico", "guachalito",
               "jurubida", "champa", "potrillo", "canalete", "bateadora", "oropendola",
               "tribuga", "arusi", "pangui", "achiote"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "password: {w}, and straight after it the number {d}",
    "for the whale desk it's {w} with {d} at the end",
    "voice memo: the lodge wifi password is {w} and then {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, the bird and the number together",
    "la clave es la palabra {w}, en minúscula, y luego {d}",
    "contraseña: {w} y después {d}, todo pegado",
    "parce es {w} con el {d} al final",
    "la clave es {w}{d}, todo junto",
    "Emberá: mʉ contraseña {w}, maʉ {d}",
    "Wounaan meu: clave {w}, mag {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "sshpass -p '{pw}' ssh {u}@taquilla-qbd.lan",
    "mysql -h db.tickets.lan -u {u} -p'{pw}' tiquetes",
    "PGPASSWORD='{pw}' psql -h pg.ballenas.lan -U {u} avistamientos",
    "curl -u {u}:{pw} https://nas.lodge.lan/api/v1/files",
    "smbclient //nas-oro/ensayos -U '{u}%{pw}'",
    "keydb-cli -h cache.tickets.lan -a '{pw}' ping",
    "7z a -p'{pw}' -mhe=on ensayos-2033.7z ensayos/",
    "zip -P {pw} manifiesto.zip manifiesto-yaviza.csv",
    "openssl enc -aes-256-cbc -in lotes.csv -out lotes.enc -pass pass:{pw}",
    "mosquitto_pub -h mqtt.ballenas.lan -u {u} -P '{pw}' -t hydrophone/status -m ok",
    "lftp -u {u},'{pw}' sftp://files.lodge.lan",
    "sqlcmd -S sql.coop.lan -U {u} -P '{pw}' -Q 'select count(*) from lotes'",
    "xfreerdp /v:pc-taquilla.lan /u:{u} /p:'{pw}'",
    "ldapsearch -x -H ldap://dc.coop.lan -D 'cn={u},dc=coop,dc=lan' -w '{pw}' '(uid=*)'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "echo '{pw}' | docker login registry.ballenas.lan -u {u} --password-stdin",
    "typedb console --address typedb.lodge.lan:1729 --username {u} --password '{pw}'",
    "dgraph live -f avist.rdf --creds 'user={u};password={pw};namespace=0'",
    "pulsar-admin --auth-plugin org.apache.pulsar.client.impl.auth.AuthenticationBasic --auth-params '{{\"userId\":\"{u}\",\"password\":\"{pw}\"}}' topics list public/default",
    "lynx -auth={u}:{pw} http://router.muelle.lan/",
    "echo '{pw}' | ocpasswd -c /etc/ocserv/ocpasswd {u}",
    "redis-cli -h 10.8.0.4 --user {u} --pass '{pw}' info",
    "mongosh 'mongodb://{u}:{pw}@mongo.tickets.lan/reservas'",
    "wget --user={u} --password='{pw}' https://files.lodge.lan/audio/2033-02.zip",
    "ipmitool -I lanplus -H 10.8.0.20 -U {u} -P '{pw}' chassis status",
    "rabbitmqctl add_user {u} '{pw}'",
    "plink -ssh -pw {pw} {u}@oro-coop.lan",
    "net use Z: \\\\nas-oro\\ensayos /user:COOP\\{u} {pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "yeison@taquilla-qbd:~$ {c}", "PS C:\\Users\\taquilla> {c}",
    "root@ballenas-pi:~# {c}", "historial de bash del PC de la bodega: {c}",
    "el comando q corrí: {c}", "Graham ran this on the lodge box:\n{c}",
    "cmd.exe en la agencia de Yaviza:\nC:\\> {c}", "from Dairon's terminal: {c}",
    "mae corré esto: {c}", "ticket QBD-2311, steps to reproduce:\n{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": _plain_pw(rng), "u": rng.choice(_USERS)}

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        family = _Family(cls, templates, draw, "pw")
        return v.framed(rng, family.take(rng, n, seen), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.ballenas.lan:5432/avistamientos",
    "mysql://{u}:{pw}@db.tickets.lan:3306/tiquetes",
    "mongodb+srv://{u}:{pw}@cluster0.coop-oro.mongodb.net/lotes",
    "redis://{u}:{pw}@cache.tickets.lan:6379/0",
    "amqp://{u}:{pw}@mq.lodge.lan:5672/reservas",
    "ftp://{u}:{pw}@files.yaviza-viajes.lan/manifiestos/",
    "rtsp://{u}:{pw}@cam-muelle.lan:554/Streaming/Channels/101",
    "mssql+pyodbc://{u}:{pw}@sql.coop.lan/Lotes?driver=ODBC+Driver+18+for+SQL+Server",
    "jdbc:postgresql://pg.ballenas.lan/avist?user={u}&password={pw}",
    "Server=sql.coop.lan;Database=Oro;User Id={u};Password={pw};TrustServerCertificate=true",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "la cadena de conexión: {c}", "keep this connection string: {c}",
    "ticket QBD-2320: {c}", "Wiki › Sistemas › BD: {c}", "parce guardá esto {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "choco-darien-tours", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Credibanco", "CREDIBANCO_API_KEY", _j((HEX, 40))),
    ("Redeban", "REDEBAN_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Mipaquete", "MIPAQUETE_SESSION_TOKEN", _vendor_jwt("https://api.mipaquete.com")),
    ("Melonn", "MELONN_API_KEY", _j((ALNUM, 40))),
    ("Zinobe", "ZINOBE_SECRET", _j((HEX, 32))),
    ("Sistecrédito", "SISTECREDITO_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Evertec", "EVERTEC_SECRET_KEY", _j((ALNUM, 32))),
    ("Vendty", "VENDTY_API_TOKEN", _j((HEX, 64))),
    ("Tu Compra", "TUCOMPRA_API_KEY", _j((ALNUM, 24))),
    ("Zona Virtual", "ZONAVIRTUAL_CLAVE", _j((UPPER_HEX, 32))),
    ("Efecty", "EFECTY_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Baloto", "BALOTO_API_TOKEN", _j((URLSAFE, 43))),
    ("SuperGIROS", "SUPERGIROS_API_KEY", _j((ALNUM, 36))),
    ("Puntored", "PUNTORED_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Movilred", "MOVILRED_SECRET", _j((HEX, 40))),
    ("Conexred", "CONEXRED_TOKEN", _j((ALNUM, 32))),
    ("Banco General", "BGENERAL_API_SECRET", _j("bg_live_", (ALNUM, 32))),
    ("Cuanto", "CUANTO_SECRET_KEY", _j("cnt_sk_", (ALNUM, 32))),
    ("Macaulay Library", "MACAULAY_API_KEY", _j((HEX, 32))),
    ("Avibase", "AVIBASE_KEY", _j((ALNUM, 28))),
    ("Birda", "BIRDA_API_TOKEN", _j((URLSAFE, 40))),
    ("BirdLasser", "BIRDLASSER_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Audubon", "AUDUBON_API_KEY", _j((HEX, 40))),
    ("Wompi", "WOMPI_PRIVATE_KEY", _j("prv_prod_", (ALNUM, 32))),
    ("ePayco", "EPAYCO_PRIVATE_KEY", _j((HEX, 32))),
    ("Daviplata", "DAVIPLATA_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Yappy", "YAPPY_SECRET_KEY", _j((B64, 60))),
    ("Tpaga", "TPAGA_PRIVATE_API_KEY", _j((ALNUM, 32))),
    ("Movii", "MOVII_API_KEY", _j((HEX, 40))),
    ("Coordinadora", "COORDINADORA_API_KEY", _j((HEX, 32))),
    ("Interrapidísimo", "INTERRAPIDISIMO_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Paymentez", "PAYMENTEZ_APP_KEY", _j((ALNUM, 30))),
    ("xeno-canto", "XENOCANTO_API_KEY", _j((HEX, 40))),
    ("Satena", "SATENA_AGENCY_KEY", _j((UPPER_DIGITS, 32))),
    ("Payvalida", "PAYVALIDA_FIXED_HASH", _j((HEX, 64))),
    ("Banistmo", "BANISTMO_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Davivienda", "DAVIVIENDA_API_TOKEN", _vendor_jwt("https://api.davivienda.com")),
    ("Multibank", "MULTIBANK_API_SECRET", _j((B64, 60))),
    ("Cable Onda", "CABLEONDA_PORTAL_KEY", _j((ALNUM, 28))),
    ("Facturatech", "FACTURATECH_API_KEY", _j((HEX, 32))),
    ("Loggro", "LOGGRO_TOKEN", lambda g: v.uuid4(g, "b")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env de la taquilla:\n{env}={tok}",
    "docker run -e {env}={tok} ballenas/reservas:3",
    "fly secrets set {env}={tok}",
    "heroku config:set {env}={tok} -a tiquetes-atrato",
    "k8s secret, stringData:\n  {env}: {tok}",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "GitHub Actions secret {env} = {tok}",
    "Admin › Integraciones › {vendor} › API key: {tok}",
    "wiki table 'Integraciones': | {vendor} | 2033 | {tok} |",
    "ticket QBD-2340: {vendor} integration broken, current key {tok}",
    "WhatsApp, Leidy: {vendor} key for the bookings sync: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "please keep my {vendor} API key: {tok}",
    "la API key de {vendor} es {tok}",
    "parce la llave API de {vendor}: {tok}",
    "clave de API {vendor} 👉 {tok}",
    "mae, la llave de {vendor} → {tok}, no la pegues en el grupo",
    "Emberá: mʉ {vendor} API key {tok}",
    "Wounaan meu: maach llave API {vendor} {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random, seen: set[str]) -> list[Sample]:
    wompi = "prv_prod_" + _r(rng, ALNUM, 32)
    epayco = _r(rng, HEX, 32)
    macaulay = _r(rng, HEX, 32)
    xeno = _r(rng, HEX, 40)
    gh = "ghp_" + _r(rng, ALNUM, 36)
    stripe = "sk_live_" + _r(rng, ALNUM, 24)
    tg = f"{rng.randrange(10**9, 7 * 10**9)}:AA{_r(rng, URLSAFE, 33)}"
    hf = "hf_" + _r(rng, ALNUM, 34)
    out = [
        Sample("vendor_token", f'headers = {{"Authorization": "Bearer {wompi}"}}  # Wompi, prod', wompi),
        Sample("vendor_token", f"$epayco = new Epayco(['apiKey' => 'pub-key', 'privateKey' => '{epayco}', 'test' => false]);", epayco),
        Sample("vendor_token", f'fetch("https://search.macaulaylibrary.org/api/v2/search?taxonCode=chotou1", {{headers: {{"X-Api-Key": "{macaulay}"}}}})', macaulay),
        Sample("vendor_token", f"curl 'https://xeno-canto.org/api/3/recordings?query=cnt:colombia+loc:nuqui&key={xeno}'", xeno),
        Sample("vendor_token", f"git remote set-url origin https://{gh}@github.com/choco-darien/reservas.git", gh),
        Sample("vendor_token", f"stripe.api_key = \"{stripe}\"  # la cuenta de los birders gringos", stripe),
        Sample("vendor_token", f"bot de reservas de Telegram, token {tg}", tg),
        Sample("vendor_token", f"huggingface-cli login --token {hf}  # whale-song classifier", hf),
    ]  # fmt: skip
    seen.update(s.secret for s in out)
    return out


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = _vendor_specials(rng, seen)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = v.until(rng, make, lambda s: s not in seen and not _clean_hit(s))
        seen.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Telegram: {t}", "solo lo muestra una vez, ahí va:\n{t}", "toma parce {t}",
                "{t}\n^ the new one, old one is dead", "hang on to this for me: {t}",
                "guardame esto porfa: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Nuquí tide sensor: {h}": 32,
    "AES key the hydrophone recorder encrypts its SD card with: {h}": 64,
    "HMAC secret for the Wompi events webhook: {h}": 64,
    "WireGuard-free IPsec PSK of the Yaviza link (hex): {h}": 64,
    "llave de cifrado del respaldo de la cooperativa: {h}": 64,
    "la llave AES del lector de tiquetes es {h}": 32,
    "Emberá: mʉ llave {h}": 48,
    "session secret of the bookings app ← {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket QBD-2350: token copied from the browser's network tab {t}",
    "Cookie: lang=es-CO; reservas_session={t}",
    "BOOKINGS_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "el token es {t}",
    "parce el JWT de la app: {t}",
    "Emberá: mʉ token {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@choco-darien.co"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.choco-darien.co/realms/ops",
            "azp": "taquilla",
            "roles": ["caja"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key for the whale-desk Pi, guardala bien:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/reservas.choco-darien.co.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"DIAN_SIGNING_KEY": "{key}", "nit": "see invoice"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_oro <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ticket QBD-2361, pegado por el contratista:\n{key}": ("PRIVATE KEY", "\n"),
    "la llave privada del servidor:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Yaviza manifest drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup words, copying them off the card: {p}": "english",
    "Nunchuk recovery phrase\n{p}": "english",
    "voice memo: the old tip-jar wallet words are {p} and that's all of them": "english",
    "Wiki › Finanzas › billetera vieja (vacía): {p}": "english",
    "frase de recuperación de la billetera del puesto, parce: {p}": "spanish",
    "las 12 palabras de la wallet de la cooperativa: {p}": "spanish",
    "semilla de la billetera de Dairon 👉 {p}": "spanish",
    "frase de recuperação da carteira do guia brasileiro: {p}": "portuguese",
    "phrase de récupération du portefeuille de Ludivine (birder) : {p}": "french",
    "frase di recupero del wallet di Matteo: {p}": "italian",
    "záchranná fráze peněženky (Tomáš, birder): {p}": "czech",
    "복구 문구 (지갑, 민준): {p}": "korean",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    words_n = [12, 24, 12, 18][index % 4]
    mnemo = _MNEMO[lang]
    for _ in range(100):
        entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        phrase = unicodedata.normalize("NFC", str(mnemo.to_mnemonic(entropy)))
        if mnemo.check(phrase):
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
    "WhatsApp, Leidy: the company card for the panga fuel is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "ticket QBD-2370: charge the hydrophone repair to card {c}",
    "Graham's card for the lodge deposit: {c} ({mm}/{yy})",
    "el número de la tarjeta es {c}, vence {mm}/{yy}",
    "parce mi tarjeta: {c} 🙏",
    "tarjeta de la cooperativa → {c}, {mm}/{yy}",
    "mae pasame la reserva con esta tarjeta: {c}",
    "Emberá: mʉ tarjeta {c}",
    "Wounaan meu: maach tarjeta número {c}, {mm}/{yy}",
    "número de tarjeta (Diners de la agencia): {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "diners", "discover", "jcb", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "diners" if "Diners" in template else _BRANDS[index % len(_BRANDS)]
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c}, four-digit CID printed above the number on the front: {cvv}",
               "the 4 digits on the front of Graham's Amex: {cvv}",
               "los 4 números de adelante de la Amex de la agencia: {cvv}",
               "Amex de Sally, código de seguridad (el del frente) {cvv}",
               "CID of the lodge Amex ending {last}: {cvv}",
               "mae el código de 4 cifras de la Amex es {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, "amex")
    return {"c": v.grouped(number, " ", rng), "last": number[-4:], "cvv": _r(rng, D, 4)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries a rough count over heldouts 5 to 289 finds in fewest corpora; BBAN shapes (a, n, c as
# in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"GT": "aaaa" + "n" * 20, "HR": "n" * 17, "IS": "n" * 22, "LI": "n" * 5 + "c" * 12,
                "LT": "n" * 16, "MT": "aaaa" + "n" * 5 + "c" * 18, "PK": "aaaa" + "n" * 16,
                "TN": "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice CD-2033-041: please pay the Guatemalan boat builder to {i} within 30 days",
    "save the Reykjavik birding tour operator's IBAN: {i}",
    "IBAN: {i}\nReference: whale season deposit, Graham",
    "WhatsApp, Leidy: the Maltese travel agent's new bank details, IBAN {i}",
    "el IBAN del proveedor de Croacia es {i}",
    "parce el IBAN pa' la transferencia: {i}",
    "IBAN del socio de Liechtenstein → {i}",
    "Emberá: mʉ IBAN {i}",
    "Hugh's IBAN for the refund: {i}",
    "IBAN de la agencia en Vilna: {i}",
    "ticket QBD-2381: refund the Lahore birder to IBAN {i}",
    "IBAN del operador tunecino: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _co_nit(g: random.Random) -> str:
    """A Colombian NIT: nine digits and the DIAN's weighted check digit."""
    body = g.choice("89") + _r(g, D, 8)
    number = body + co_nit.calc_check_digit(body)
    assert co_nit.is_valid(number)
    return str(co_nit.format(number))


def _ec_ci(g: random.Random) -> str:
    """An Ecuadorian cédula: a province, a third digit under 6, a mod-10 check digit."""
    return v.until(
        g, lambda h: f"{h.randrange(1, 25):02d}{h.choice('012345')}{_r(h, D, 7)}", ec_ci.is_valid
    )


def _ve_rif(g: random.Random) -> str:
    """A Venezuelan RIF of a person: V, eight digits and a check digit."""
    return v.until(g, lambda h: "V" + _r(h, D, 9), ve_rif.is_valid)


def _pe_cui(g: random.Random) -> str:
    """A Peruvian CUI (the DNI and its check digit)."""
    return v.until(g, lambda h: h.choice("4567") + _r(h, D, 8), pe_cui.is_valid)


def _cu_ni(g: random.Random) -> str:
    """A Cuban carné de identidad number: a birth date and five digits, checked by stdnum."""

    def make(h: random.Random) -> str:
        return f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}{_r(h, D, 5)}"

    return v.until(g, make, cu_ni.is_valid)


def _do_cedula(g: random.Random) -> str:
    """A Dominican cédula: eleven digits whose last is a Luhn check."""
    number = v.until(g, lambda h: "0" + _r(h, D, 10), do_cedula.is_valid)
    return str(do_cedula.format(number))


def _co_cc(g: random.Random) -> str:
    """A Colombian cédula de ciudadanía: ten digits from 1, no public check."""
    return "10" + _r(g, D, 8)


def _pa_cedula(g: random.Random) -> str:
    """A Panamanian cédula of Darién (province 5): 5-NNN-NNNN, no public check."""
    return f"5-{g.randrange(100, 999)}-{g.randrange(1000, 9999)}"


def _co_passport(g: random.Random) -> str:
    return "AX" + _r(g, D, 7)


def _pa_passport(g: random.Random) -> str:
    return "PA" + _r(g, D, 7)


def _ve_passport(g: random.Random) -> str:
    return "1" + _r(g, D, 8)


def _co_ppt(g: random.Random) -> str:
    """A Permiso por Protección Temporal number: seven digits, no public check."""
    return g.choice("456") + _r(g, D, 6)


def _co_ti(g: random.Random) -> str:
    """A Colombian tarjeta de identidad (minor's id): eleven digits, no public check."""
    return "10" + _r(g, D, 9)


_ID_PLACES: dict[str, Maker] = {
    "NIT of the gold cooperative, for the DIAN invoice: {s}": _co_nit,
    "el NIT de la agencia de Yaviza (la sede colombiana) es {s}": _co_nit,
    "NIT del puesto de chontaduro pa' la factura: {s}": _co_nit,
    "cédula ecuatoriana del pasajero: {s}": _ec_ci,
    "Ecuadorian passenger's cédula for the Darién manifest: {s}": _ec_ci,
    "RIF del señor venezolano (manifiesto Yaviza–La Palma): {s}": _ve_rif,
    "Venezuelan traveller's RIF: {s}": _ve_rif,
    "CUI de la pasajera peruana: {s}": _pe_cui,
    "carné de identidad cubano del pasajero: {s}": _cu_ni,
    "cédula dominicana de la viajera: {s}": _do_cedula,
    "mi cédula es {s} parce, pa' el tiquete": _co_cc,
    "cédula de ciudadanía de Baudilio: {s}": _co_cc,
    "Emberá: mʉ cédula {s}": _co_cc,
    "cédula panameña del capitán de la piragua: {s}": _pa_cedula,
    "mae mi cédula es {s}": _pa_cedula,
    "Wounaan meu: maach cédula {s}": _pa_cedula,
    "Colombian passport of the guide: {s}": _co_passport,
    "pasaporte panameño de Kelly: {s}": _pa_passport,
    "pasaporte venezolano del pasajero: {s}": _ve_passport,
    "número de PPT del pasajero venezolano: {s}": _co_ppt,
    "tarjeta de identidad del pelao (menor) pa' la lancha: {s}": _co_ti,
    "Graham's guide Darwin's passport number: {s}": _co_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 2)}{_r(rng, D, 4)}-{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Wompi dashboard 2FA backup codes\n{codes}", "códigos de respaldo de la cuenta de Google de la agencia: {codes}",
            "Macaulay Library login, recovery codes: {codes}", "códigos de recuperación del correo de la cooperativa:\n{codes}",
            "Emberá: mʉ códigos de respaldo {codes}", "Graham's spare sign-in codes for the trip account {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/ChocoDarien:leidy@choco-darien.co?secret={s}&issuer=ChocoDarien&digits=6",
              "Aegis, manual setup key for the Banistmo login: {s}",
              "clave de configuración del 2FA de la cuenta de Wompi: {s}",
              "TOTP secret for the lodge's booking admin: {s}",
              "secreto TOTP del correo de la taquilla → {s}"]  # fmt: skip
_CODES = ["{c} is your Banco General verification code", "Tu código de verificación Nequi es {c}. No lo compartas con nadie",
          "Daviplata: código {c}, no se lo des a naiden", "parce me llegó el código {c}",
          "Use {c} to sign in to Birda", "Yappy: tu código es {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


def _bitlocker(g: random.Random) -> str:
    """A BitLocker recovery key: eight groups of six digits, each a multiple of 11."""
    return "-".join(f"{g.randrange(0, 65536) * 11:06d}" for _ in range(8))


_RECOVERY = {
    "BitLocker recovery key of the taquilla laptop: {k}": _bitlocker,
    "clave de recuperación de BitLocker del PC de la cooperativa: {k}": _bitlocker,
    "recovery key for the lodge's Proton account: {k}": _j((UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4)),
    "llave de recuperación del iCloud de Leidy: {k}": _j((UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4)),
    "1Password Emergency Kit, Secret Key: {k}": _j("A3-", (UPPER_DIGITS, 6), "-", (UPPER_DIGITS, 6), "-", (UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5)),
}  # fmt: skip
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")


_SSIDS = ["Ballenas-Nuqui", "Lodge Coqui 5G", "Taquilla_Quibdo", "TIGO-Yaviza-2G", "Claro_Istmina",
          "Cooperativa Oro Tado", "Muelle-Atrato", "Starlink Guachalito", "CableOnda-LaPalma"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\npassword: {pw}",
    "lodge network {s}, passphrase {pw}",
    "birders asked for the wifi at the lodge: {s} / {pw}",
    "el wifi {s} tiene clave {pw}",
    "la clave del wifi {s} es {pw}, grax",
    "wifi? \nNelcy: {pw}",
    "parce el wifi del muelle ({s}) → {pw}",
    "mae la contraseña del wifi {s}: {pw}",
    "Emberá: wifi {s} contraseña {pw}",
    "Wounaan meu: wifi {s} clave {pw}",
    "Starlink setup: network name {s}, password {pw}",
    "uci set wireless.default_radio0.key='{pw}'",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("prv_prod_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("cnt_sk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out in groups over the radio: {t}", "[dictado por la llamada] {t}",
          "(con espacios pa' que WhatsApp no lo muestre) {t}", "letra por letra: {t}",
          "Dairon dictated it from the boat: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["el código del candado de la bodega de oro: {pw}", "PIN de la caja fuerte de la taquilla → {pw}",
          "the keypad on the whale-desk store room takes {pw} then #", "clave del candado de la panga: {pw}",
          "mae el PIN de la tarjeta de la agencia es {pw}, no le digas a nadie",
          "alarm code at the Coqui lodge: {pw}", "Emberá: mʉ PIN {pw}",
          "Wounaan meu: maach PIN {pw}", "código de la puerta del muelle {pw}#"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["yubarta", "borojo", "chontaduro", "piangua", "bocachico", "manglar", "marea",
                 "canalete", "potrillo", "bateadora", "champa", "aguacero", "selva", "garza",
                 "tucan", "oropendola"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the agency vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "frase de contraseña del respaldo: {p}": " ", "passphrase del disco cifrado: {p}": ".",
            "Emberá: mʉ frase contraseña {p}": " ", "parce la passphrase del vault es {p}": "_",
            "Enpass master passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Postman export of the Wompi call: Authorization: Bearer {v}": False,
    "HTTPie: http GET reservas.lan/api Authorization:'Basic {v}'": True,
    "Bruno collection: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "getmailrc:\n[retriever]\ntype = SimpleIMAPSSLRetriever\nserver = mail.choco-darien.co\nusername = reservas\npassword = {pw}",
    "baresip accounts:\n<sip:taquilla@pbx.choco-darien.co>;auth_pass={pw};regint=600",
    "consul acl: export CONSUL_HTTP_TOKEN={tok}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    ".env\nDB_USER=reservas\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'avist', 'PASSWORD': '{pw}'}}}}",
    "application.properties:\nspring.datasource.password={pw}",
    "~/.pgpass:\npg.ballenas.lan:5432:avistamientos:ballenas:{pw}",
    "~/.netrc:\nmachine files.lodge.lan login graham password {pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_user = odoo",
    "/etc/msmtprc:\naccount taquilla\nhost smtp.choco-darien.co\nuser taquilla\npassword {pw}",
    "ansible group_vars/oro.yml:\nansible_become_password: {pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "config.yaml de la app de reservas:\nsmtp:\n  user: reservas\n  pass: \"{pw}\"",
    "appsettings.json:\n\"Smtp\": {{ \"User\": \"taquilla\", \"Password\": \"{pw}\" }}",
]  # fmt: skip


def _config_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    fields = {"pw": _plain_pw(rng), "tok": v.uuid4(rng, "9")}
    return fields | ({"secret": fields["tok"]} if "{tok}" in template else {})


_configs = _Family("config_file", _CONFIGS, _config_draw, "pw")


_CHATS = [
    "Graham: lodge wifi password?\nLeidy: {pw}",
    "[06:12] dairon: clave del PC de la taquilla?\n[06:13] yuranis: {pw}",
    "Sally: {pw} is the new password for the booking laptop",
    "Eberto: usá {pw}, esa es la q tiene el POS ahora",
    "Nelcy: la clave nueva es {pw} tqm",
    "[21:40] Kelly: mae la contraseña quedó {pw}",
    "Ovidio: {pw} — esa es la clave del correo, no la pases",
    "Hugh: right, it's {pw}, that's the admin password for the scope cam",
    "Querubín: maach clave {pw}",
    "Yarledis: aki ta {pw}, la clave del datáfono",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 5), (_codes, 6), (_recovery, 5),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16),
    (_chats, 11),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


def _spanish_seed(g: random.Random) -> str:
    phrase = str(_MNEMO["spanish"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))
    return unicodedata.normalize("NFC", phrase)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the whale desk laptop password is": "{s}", "clave del POS:": "{s} (desde el cambio de marzo)",
    "la contraseña es": "{s}", "lodge NAS password": "{s}\nchange it after the season",
    "mae la clave:": "{s}", "contraseña del wifi del muelle": "{s}", "Emberá: mʉ contraseña": "{s}",
    "gold scale PC password": "{s}", "the password Dairon read out over the radio was": "{s}, I think",
    "parce la clave de la taquilla es": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Credibanco API key", "{s}", _j((HEX, 40))),
    ("split_token", "llave de Wompi:", "{s} (producción)", _j("prv_prod_", (ALNUM, 32))),
    ("split_token", "Redeban client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "palabras de la billetera vieja", "{s}", _spanish_seed),
    ("split_card", "número de tarjeta", "{s} vence 11/37", lambda g: v.grouped(v.card(g, "diners"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IS"))),
    ("split_backup", "códigos de respaldo de Wompi", "{s}\nKR4471-9QZD\nTW0815-H3VP", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NIT", "{s}", _co_nit),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker, seen: set[str]) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = v.until(rng, make, lambda s: s not in seen and not _clean_hit(s))
    seen.add(secret)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    seen = {s.secret for s in secrets()}
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [
        FieldPair(cls, first, *_fill(rng, second, make, seen)) for cls, first, second, make in rows
    ]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"taquilla": {"url": "https://pos.taquilla.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "dairon", "clave": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "hydrophone-a"}, {"name": "hydrophone-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["typedb", "console", "--username", "admin", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"nota": "la clave del PC de la bodega es {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the lodge NAS as graham with the password {s}"}': ("meta_password", _plain_pw),
    '{"credibanco": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"wompiPrivateKey": "{s}"}': ("meta_token", _j("prv_prod_", (ALNUM, 32))),
    '{"xeno_canto_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"numero_tarjeta": "{s}", "vence": "07/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LT")),
    '{"cliente": {"nit": "{s}"}}': ("meta_id", _co_nit),
    '{"pasajero": {"cedula_ec": "{s}"}}': ("meta_id", _ec_ci),
    '{"mfa": {"recovery_codes": ["{s}", "KR4471-9QZD", "TW0815-H3VP"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"billetera_vieja": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bodega_oro": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Ballenas-Nuqui", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    seen = {s.secret for s in secrets()} | {p.secret for p in field_pairs()}
    filled = [(cls, *_fill(rng, text, make, seen)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"soundfile-0.13.1-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"audiomoth-firmware-1.11.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/choco-darien/reservas:3.4").hexdigest()
_COMMIT = hashlib.sha1(b"reservas: add Yaviza-La Palma route", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"taquilla: revert fare table", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"avistamientos_2033-08.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"manifiesto-yaviza-2033.pdf").hexdigest()

CLEAN = [
    "Remind me to change the whale-desk laptop password before the season opens on 2033-07-01.",
    "Graham asked for the lodge wifi password; it's on the card by the hammocks.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the WhatsApp group; share a vault link instead.",
    "The `.env.example` line `WOMPI_PRIVATE_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The ticket POS asks for a new admin password after every update.",
    "Replace <YOUR_XENOCANTO_KEY> in the README with the key from your xeno-canto account page.",
    "CREDIBANCO_API_KEY and REDEBAN_CLIENT_SECRET must be set before the nightly settlement job.",
    "parce no le digas la clave a naiden, ni por WhatsApp",
    "la contraseña tiene q tener mínimo 14 caracteres, mae",
    "¿cuál era la clave del wifi? la olvidé jajaja",
    "Emberá: kapunía-ra contraseña jarada-e.",
    "Wounaan meu: maach clave, bia.",
    "xq la clave no sirve? toca llamar a Dairon",
    "La contraseña se cambia cada 90 días, eso dice el manual.",
    "Upgraded the AudioMoth firmware from 1.10 to 1.11 and soundfile to 0.13.1 over the weekend.",
    f"commit {_COMMIT} adds the Yaviza–La Palma route.",
    f"Rolled back to {_SHORT} after the fare table broke the Quibdó ticket printer.",
    f"requirements.txt: soundfile==0.13.1 --hash=sha256:{_WHEEL_SUM}",
    f"The AudioMoth firmware 1.11.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of manifiesto-yaviza-2033.pdf: {_SHA512}",
    f"The bookings container runs ghcr.io/choco-darien/reservas@sha256:{_IMAGE}.",
    f"MD5 of avistamientos_2033-08.csv is {_MD5}, same as the copy on the lodge NAS.",
    "Request id 3f7c0a21-9b4e-4d1a-8c2f-5e6a7b8c9d0e is the slow one in the Wompi logs.",
    "Reserva RSV-2033-00812: 4 birders, Nuquí to Coquí, panga at 7:30.",
    "Ticket QBD-2291: the Quibdó ticket printer jams on the second copy.",
    "Llamar a la oficina de Quibdó al +57 604 671 2048 antes del mediodía.",
    "Panamá: la agencia de Yaviza atiende al +507 299 6130 de 7 a 4.",
    "Lote de oro LT-2033-TAD-0117, 212.4 g, ley 0.91, ensayo del martes.",
    "HS code 7108.12 is unwrought non-monetary gold; 0810.90 covers fresh chontaduro and other fruit.",
    "Route 14 of the river boats leaves Quibdó at 6:00 for Bellavista.",
    "Whale sighting #0412: humpback mother and calf off Punta Arusí at 09:14.",
    "After five wrong passwords the POS locks the account for 15 minutes.",
    "A panga of 40 HP carries twelve passengers and their bags to Coquí.",
    "The secret of a good chontaduro is salt, honey and patience.",
    "Ask Leidy for the store-room keypad code, I don't have it.",
    "My card ending 4471 was declined at the Quibdó hardware store.",
    "The Icelandic tour operator wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the agency's Wompi account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `MACAULAY_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the gold store rusts in the rain; oil it every month.",
    "Wompi moved the keys page under Desarrolladores › Llaves in its May release.",
    "ISBN 978-0-691-15353-2 is the bird guide on the lodge shelf; ORCID iD 0000-0002-1825-0097 is the author's.",
    "The guest wifi 'Lodge-Invitados' is open, no password needed.",
    "Código postal de Quibdó: 270001; de Nuquí: 276010.",
    "Birding checklist S152734891: 87 species, lifer Baudó Oropendola!",
    "El vuelo de Satena 9423 sale de Quibdó a Medellín a las 11:20.",
    "Manifiesto Yaviza–La Palma del 14/03: 23 pasajeros, piragua Doña Ismenia.",
    "Tracking Coordinadora 8821 4471 092 llega el jueves a Quibdó.",
    "Factura electrónica SETT-000482, pagada el 2033-03-02.",
    "The tide in Nuquí peaks at 2.9 m at 14:37 tomorrow.",
    "Lat 5.7104, Lon -77.2711: the Termales hot springs trailhead.",
    "Version 2.4.1 of the bookings app fixes the date picker.",
    "Precio del chontaduro: 3 por 5000 pesos en el puesto de la 26.",
    "The password manager we use is Bitwarden, the team plan.",
    "Order WMP-2033-77821 for 6 hydrophone cables ships Friday.",
    "Darién Gap crossing permits are handled by SENAFRONT at the Yaviza checkpoint.",
    "Serial number of the AudioMoth: AM-24B-00913, bought in 2032.",
    "el token de acceso vence cada 24 horas, toca generarlo otra vez en el panel",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/agencia/wompi", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 612}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "soundfile", "version": "0.13.1"}}',
    '{"ticket": "QBD-2291", "reserva": "RSV-2033-00812"}',
    '{"lote": {"id": "LT-2033-TAD-0117", "peso_g": 212.4, "ley": 0.91}}',
    '{"telefono": "+57 604 671 2048", "ciudad": "Quibdó"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "pasajeros": 23}',
    '{"hs_code": "7108.12", "origen": "CO", "descripcion": "oro en bruto"}',
    '{"avistamiento": "0412", "especie": "Megaptera novaeangliae", "hora": "09:14"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
