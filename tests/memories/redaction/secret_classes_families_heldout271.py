# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-seventy-first corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-seventieth's docstring,
the fifth to two-hundred-and-seventieth only to search them (grep) for the languages, wordings,
tools, flags, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the library docs
of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round corpora, the
corpora written at the same time (the two-hundred-and-sixty-ninth, two-hundred-and-seventy-second
and two-hundred-and-seventy-third), any other test, the reports, the benchmarks, the rest of
docs/security.md, the changelog nor the git history, and the scrubber was never run on it. Its own
seed (271604839), password words (a beer style and its bitterness, `Kolsch42IBU!`; a Mapudungun
word, a beer and a year joined by dots; a volcano and its height, `Osorno2652m`; a wool and its
micron count; a smoked coho lot; a name, a year and a sign; a generator's four dashed groups;
random runs), names, places, templates, tools, vendors and layouts, the way the staff of a
fictional company (Lluvia Austral SpA, with a craft brewery in Valdivia, the Lanchas Niebla ferry
office at Niebla, the Ahumados Reloncaví smoked-salmon plant in Puerto Montt, the Lanas Rahue wool
shop in Osorno and the Termas Pillankura hot-springs lodge near Pucón) leak secrets into an
assistant's memory. Every company, person, address and number is fictional; only the region is
real. The texts are chats with times (WhatsApp, a guides' radio), notes, tickets, wiki table rows,
e-mails, runbooks, READMEs, shell prompts, voice-memo transcripts, dictated and spelled text and
requests to the assistant itself; the separators run from a colon, "is" (`es`, `ist`, `lautet`,
`ka`, `is`), a dash and an arrow (`→`, `👉`, `←`) to an emoji (`🔑`, `🍺`), a new line, German
and Spanish quotes (`„…“`, `«…»`), backticks, a table bar and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to 270
that name each): in none, Valdivia, Niebla, Pucón, Llanquihue, Frutillar, Rahue, `mañumin`,
`feley`, `kimelkelaymi`, `digai`, `Losungswort`, `Losungssatz`, `Kuchenstube`, and the vendors
Rindegastos, Envíame, Turistik, Skualo, Gesintel, Grainfather and BeerSmith; in one, Osorno,
`ellkan`, `tüfa`, `lamngen`, `peñi`, `chaltu may`, `mari mari`, `naiden`, `altiro`, `sag's
keinem`, Sudhaus, Brewblox, CraftBeerPi, iSpindel, `dk.cpr`, and the vendors Transbank, Fintoc,
Haulmer, Bsale, Defontana, Nubox, Talana, Chilexpress, Starken, Shipit, Pago46, Openfactura,
LibreDTE, Jumpseller, Brewfather, Plaato, Ubidots, Datacake, Hologram, Payku, Floid, Multicaja,
Agendapro, Mercatus, AquaManager, Toteat, Fudo, Relbase, Laudus, Softland and Navimag; in two,
litecli, 7za, vmq-passwd, kpcli, `rakin`, `bkn` and `at.vnr`; in three, radtest, slappasswd,
ftpasswd, fs_cli, mutool, kamailio, ansible-vault, `de.idnr`, `ar.cuit` and `cl.rut`; in four or
five, couchbase-cli, neo4j-admin, nzsql, snowsql, ldappasswd, saslpasswd2, smbget, zkCli,
grafana-cli, keepassxc-cli, pure-pw and `cachai`. The common layouts (env files, docker-compose,
`.pgpass`, database URLs, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the `WIFI:`
QR string, `curl -u`, `sshpass`, `mysql -p`, published vendor prefixes) are in wordings of their
own.

About half of the secret samples are in other languages than English (tour guides' English:
"heads up team", "folks", "mate"): Chilean Spanish as it is texted (`la clave`, `la contra`, `la
pass`, `contraseña`, `pin`, `código`, `es`, `aquí va`, `ahí te va`, `po`, `cachai`, `wn`, `weon`,
`altiro`, `bkn`, `q`, `xfa`, `grax`, `pa'l`, `no se la digai a naiden`, `no la pasí a nadie`);
Mapudungun words (`mari mari` "hello", `lamngen` and `peñi` "sister, brother", `ellkan dungu`
"hidden word" for a password, `tüfa` "this, here is", `ñi` "my", `ruka mew` "at the house",
`ka` "and, also", `fey`, `feley` "that's it", `ellkan rakin` "hidden number" for a PIN,
`mañumin` and `chaltu may` "thanks", `kimelkelaymi … kiñe che` "don't tell anyone", `ngelay`
"there is none"); and the German of the old Llanquihue settlers' families (`Kennwort`,
`Passwort`, `Losungswort`, `lautet`, `ist`, `hier ist`, `sag's keinem`, `nicht weitersagen,
gell`, `danke schön`, `Zahlenschloss`, `Schlüssel`, `Notfallcodes`, `Kuchenstube`, `Sudhaus`, and
Spanish loans: `die Clave vom Fundo-Computer`). The wordings are the author's approximations,
checked by no speaker; the thinnest guesses are the Mapudungun ones (`ellkan dungu` for a
password, `ellkan rakin` for a PIN, `kimelkelaymi kiñe che` and `ngelay ta kiñe che ta kimayay`
for "don't tell anyone", `fila dungu` for a passphrase, `we` "new"), then the settlers'
`Losungswort` and `Losungssatz` as their word for a password and a passphrase.

Vendors (the Chilean payment, accounting, shipping, tourism, brewing and IoT ones above) were
grepped by name, each in at most one earlier corpus. No shape of theirs is one the author knows to
be real: every one is a guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs for
Gesintel and Mercatus, `Token ` before Talana's hex, and the `rg_live_`, `tk_`, `skl_`, `sk_live_`,
`dfn_`, `p46_`, `BBFF-` and `fl_` prefixes); the published prefixes of vendors the docs list
(GitHub, Slack, Stripe, OpenAI, AWS, Hugging Face, npm, SendGrid, Telegram, GitLab, Anthropic,
Mailchimp, Twilio, PyPI, Google, Shopify, Linear, DigitalOcean) sit in this theme's places. The
JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Chile's RUT
and RUN (`stdnum.cl.rut`), Argentina's CUIT (`stdnum.ar.cuit`), Germany's Steuer-ID
(`stdnum.de.idnr`), Austria's social insurance number (`stdnum.at.vnr`) and Denmark's CPR number
(`stdnum.dk.cpr`). Kinds no library or this file checks (no check-digit algorithm is written here;
the shapes are guesses): a Chilean identity card's document number, a Chilean passport, an
Argentine DNI, a German Reisepassnummer and an Australian passport. Card numbers pass Luhn (a
Chilean store card's `6034` prefix, a guess, drawn here, and the value helpers' Visa, Mastercard,
Amex, Diners and Discover, checked with python-stdnum's `luhn`); the card codes are Amex's
four-digit CIDs only, none starting 19 or 20. Chile issues no IBANs; the IBANs are of Norway,
Denmark, the Netherlands, Austria, Germany, Hungary, Finland and Switzerland (the salmon buyers,
feed, malt and hop suppliers and the settlers' relatives; a rough count of the country codes in
heldouts 5 to 270 finds each in seventeen to nineteen corpora, about the fewest), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Spanish, Portuguese,
French, Italian, Czech and Traditional Chinese lists, each drawn until `Mnemonic(lang).check`
accepts it. Every secret is drawn again until it is new and no clean text holds it.
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
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ar import cuit as ar_cuit
from stdnum.at import vnr as at_vnr
from stdnum.cl import rut as cl_rut
from stdnum.de import idnr as de_idnr
from stdnum.dk import cpr as dk_cpr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 271_604_839
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]

# Every secret drawn so far (a new one is drawn again until it is new and no clean text holds it).
_SEEN: set[str] = set()


def _fresh(secret: str) -> bool:
    if len(secret) < 4 or secret in _SEEN:
        return False
    if any(secret in text for text in CLEAN) or any(
        secret in text for text in _CLEAN_METADATA_JSON
    ):
        return False
    _SEEN.add(secret)
    return True


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
            while True:
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if _fresh(secret):
                    break
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_BEERS = ["Kolsch", "Weizen", "Bockbier", "Porter", "Marzen", "Dunkel", "Helles", "Stout",
          "Altbier", "Rauchbier", "Maibock", "Schwarz"]  # fmt: skip
_SOUTH = ["Leufu", "Lafken", "Pillan", "Antu", "Kuyen", "Mawida", "Ruka", "Trayenko", "Kulliñ",
          "Wenu", "Ngen", "Fotra", "Pewen"]  # fmt: skip
_PLACES = ["Niebla", "Corral", "Mancera", "Isla Teja", "Calle-Calle", "Cau-Cau", "Rahue",
           "Frutillar", "Llanquihue", "Reloncavi", "Angelmo", "Chinquihue", "Curarrehue",
           "Caburgua", "Villarrica", "Puyehue", "Ensenada", "Entre Lagos"]  # fmt: skip
_VOLCANOES = {"Villarrica": 2847, "Osorno": 2652, "Calbuco": 2003, "Lanin": 3747,
              "Puntiagudo": 2493, "Mocho": 2422, "Llaima": 3125, "Tronador": 3470}  # fmt: skip
_NAMES = ["Millaray", "Nahuel", "Ayelen", "Lautaro", "Rayen", "Antumalen", "Huenchul",
          "Catalina", "Matias", "Javiera", "Vicente", "Constanza", "Ignacio", "Gertrud",
          "Helmut", "Ursula", "Wilfried", "Ingrid", "Klaus", "Rowan", "Tessa", "Declan",
          "Fernanda", "Benja"]  # fmt: skip
_WOOLS = ["Merino", "Corriedale", "Romney", "Chilota", "Suffolk", "Texel"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["V4ld1v14", "N13bl4", "S4lm0n", "K0lsch", "T3rm4s", "L4n4s", "Pucon", "Ch4ltu"]


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


def _volcano(g: random.Random) -> str:
    name, height = g.choice(list(_VOLCANOES.items()))
    return f"{name}{height}m{g.choice(_SYMBOLS)}{_r(g, D, 2)}"


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BEERS)}{g.randrange(10, 100)}IBU{g.choice(_SYMBOLS)}{_r(g, D, 2)}",
    lambda g: f"{g.choice(_SOUTH).lower()}.{g.choice(_BEERS).lower()}.{g.randrange(1850, 2035)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1940, 2012)}{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2035)) + g.choice(_SYMBOLS),
    _volcano,
    lambda g: f"{g.choice(_WOOLS)}{g.randrange(18, 40)}mic{g.choice(_SYMBOLS)}{_r(g, D, 3)}",
    lambda g: f"Coho{g.randrange(100, 1000)}{g.choice(['Ahumado', 'Frio', 'Caliente'])}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_SOUTH).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Fahrt{g.choice(_SOUTH)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = set(ALNUM + "._~-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN and len(value) >= 10)


_SAID = [
    "[08:14] Millaray: la clave del router de la cervecería es {pw} po, no la pasí a nadie",
    "Nahuel (WhatsApp): wn la contra del PC de la romana es {pw} cachai",
    "oye la pass del wifi de la boletería en Niebla: {pw} grax",
    "Javiera: xfa cambia la clave del Toteat, la nueva es {pw}",
    "Vicente 🍺: contraseña del Brewfather de la sala de cocción → {pw}",
    "[19:02] Constanza: aquí va la clave del ahumador {pw}, no se la digai a naiden",
    "ahí te va la contraseña del notebook de la planta: «{pw}» altiro la cambiamos",
    "Benja: la clave de la caja de Lanas Rahue es {pw} bkn",
    "Fernanda: q la contra del mail de reservas de las termas es {pw}, vale?",
    "weon anota: clave admin del Jumpseller = {pw}",
    "Ayelen: mari mari lamngen! ellkan dungu tüfa {pw} — mañumin",
    "Rayen: tüfa ta ñi ellkan dungu ruka mew: {pw} (kimelkelaymi kiñe che)",
    "Huenchul: feley, ellkan dungu ka {pw}, chaltu may peñi",
    "Antumalen → ellkan dungu pu termas mew: {pw}",
    "Lautaro: ñi ellkan dungu Bsale mew {pw} — ngelay ta kiñe che ta kimayay",
    "Gertrud: Das Kennwort vom Rechner im Laden ist {pw}, sag's keinem.",
    "Helmut: Losungswort für die Brauerei-Kasse lautet {pw} — danke schön",
    "Ursula (Frutillar): mein Passwort von der Sparkasse-App ist {pw}, nicht weitersagen, gell",
    "Wilfried: die Clave vom Fundo-Computer ist {pw}, Kind",
    "Ingrid: Hier ist das Kennwort für die Kuchenstube: {pw}. Danke dir!",
    "Klaus: Passwort fürs Sudhaus-Tablet: „{pw}“",
    "Rowan (guide): heads up team, the lodge admin password is {pw}",
    "Tessa: the Turistik booking portal password is now {pw}, don't share it with guests",
    "Declan: ferry office laptop password → {pw}",
    "Note to self: Rindegastos login password {pw}",
    "Ticket LLV-4412 (Termas Pillankura): front desk PC password reset to {pw}",
    "| Grainfather controller | admin | {pw} |",
    "Wiki › Brewery › BeerSmith licence box: password `{pw}`",
    "runbook step 3: unlock the smokehouse HMI with password {pw}",
    "voice memo, Puerto Montt plant: uh the password for the chiller panel is {pw} okay bye",
    "hey assistant, remember that the Skualo password for Ahumados Reloncaví is {pw}",
    "please store this for me: wool shop Defontana password = {pw}",
    "e-mail from Catalina: Subject: clave Nubox\n\nHola, la clave nueva es {pw}\nSaludos",
    "README (ferry-tickets): default admin password: {pw} (change on first login)",
    "Matias: password del Navimag partner portal 👉 {pw}",
    "Ignacio: PIN no, es password: {pw} pa'l Haulmer",
    "Tessa: 🔑 {pw} (that's the hot-springs booking tablet)",
    "tour guide briefing: Pucón van tablet passcode is {pw}",
    "Rowan: Cloud PBX voicemail password for the Niebla office: {pw}",
    "postit.txt — Openfactura: {pw}",
    "Millaray: la contraseña del Fudo (cafetería de la cervecería) es: {pw}",
    "Gertrud: Kennwort für LibreDTE: {pw} – und sag es niemandem",
    "[07:40] Javiera: la pass del Talana es {pw} wn, pa que marquen asistencia",
    "Declan: password for the raft company's Checkfront clone is {pw}; thanks mate",
    "Constanza: Relbase → contraseña: {pw}",
    "Ayelen: Laudus mew ellkan dungu: {pw}",
    "Ingrid: Das Passwort für den Softland-Zugang: {pw}",
    "Klaus 🍻 Passwort Zapfanlage: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_LOGINS = [
    "login Transbank portal: ahumados.pmontt / {pw}",
    "usuario: lanasrahue, clave: {pw}",
    "Benutzer gertrud.b, Kennwort {pw}",
    "creds for the Brewfather account are vicente.brew and {pw}",
    "sign in to the Toteat back office as cafe.valdivia with {pw}",
    "ferry_office:{pw}",
    "u=termas.pillankura p={pw}",
    "user Tessa.guide pass {pw}",
    "| Fintoc dashboard | finanzas@lluviaaustral.cl | {pw} |",
    "usuario del Chilexpress: despachos.osorno — contraseña: {pw}",
    "Ayelen: user ayelen.h, ellkan dungu {pw}",
    "Helmut: Benutzername helmut.kuchen und Passwort {pw}",
    "admin / {pw}",
    "root:{pw}",
    "reservas@termaspillankura.cl:{pw}",
    "login starken.pmontt and {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_plain_pw), "pw")


_SPELL_WORDS = ["lafkenbier", "pillanhof", "leufuhaus", "kuyenbock", "antukuchen", "rukabrau",
                "fotrawolle", "pewenlachs", "wenufahre", "mawidaquelle", "trayenkobad",
                "ngenstube", "kullinmalz"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "la clave es la palabra {w} y después {d}, todo junto po",
    "la contra: {w} con minúscula y {d} al final",
    "Das Kennwort ist das Wort {w}, dann {d}",
    "Kennwort: {w} kleingeschrieben und hinten {d}",
    "ellkan dungu: {w} dungu, fey mew {d}",
    "voice memo: ferry wifi password is {w} and then {d}, no space",
    "it's {w}{d}, word and number together",
    "type {w}, then {d}; that's the lodge admin password",
    "la clave es {w}{d} todo pegado wn",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SPELL_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "brewer@sudhaus:~$ litecli -u brewer --password {pw} mash.db",
    "$ couchbase-cli server-list -c 10.4.2.8 -u Administrator -p {pw}",
    "neo4j-admin dbms set-initial-password {pw}",
    "nzsql -u lanas -pw {pw} -d ventas",
    "snowsql -a lluvia.sa-east-1 -u etl --password {pw}",
    "radtest ferry.niebla {pw} 10.8.0.1 0 testing123",
    "slappasswd -s {pw}",
    "ldappasswd -x -D cn=admin,dc=lluvia,dc=cl -w {pw} uid=rayen,ou=people,dc=lluvia,dc=cl",
    "saslpasswd2 -p -c termas <<< '{pw}'",
    "ftpasswd --passwd --name=boletas --uid=1001 --home=/srv/ftp --stdin <<< '{pw}'",
    "pure-pw useradd ahumados -u ftp -d /srv/ftp/pmontt -m <<< $'{pw}\\n{pw}'",
    "smbget -U ingrid%{pw} smb://nas-frutillar/rezepte/kuchen.odt",
    "unzip -P {pw} guias_pucon_2035.zip",
    "qpdf --decrypt --password={pw} contrato_navimag.pdf out.pdf",
    "7za x -p{pw} respaldo_planta.7z",
    "fs_cli -H 127.0.0.1 -p {pw} -x 'show registrations'",
    "mutool clean -p {pw} factura_lanas.pdf plain.pdf",
    "zkCli.sh -server 10.4.2.9:2181 addauth digest kafka:{pw}",
    "vernemq: vmq-passwd /etc/vernemq/vmq.passwd sensor-ahumador <<< '{pw}'",
    "grafana-cli admin reset-admin-password {pw}",
    "smbclient //nas-osorno/lanas -U caja%{pw}",
    "keepassxc-cli open termas.kdbx <<< '{pw}'",
    "kpcli --kdb=cerveceria.kdbx --pwfile <(echo '{pw}')",
    "ansible-vault view vars/termas.yml --vault-password-file <(echo {pw})",
    "echo '{pw}' | sudo -S systemctl restart ahumador-logger",
    "mysql -h 127.0.0.1 -u fudo -p{pw} cafeteria",
    "curl -u ferry-api:{pw} https://boletos.lanchasniebla.cl/api/zarpes",
    "sshpass -p '{pw}' ssh pi@tiltpi.local",
    "ipmitool -I lanplus -H 10.4.2.20 -U ADMIN -P {pw} chassis status",
    "htpasswd -b /etc/nginx/.htpasswd guias {pw}",
    "mosquitto_pub -h 10.4.2.15 -u ispindel -P {pw} -t brew/fermenter3 -m 1.048",
    "docker login registry.lluvia.cl -u ci -p {pw}",
    "openssl enc -d -aes-256-cbc -in reservas.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -d nomina_lanas.gpg",
]  # fmt: skip
_cli = _Family("cli_password", _CLI, _with(_plain_pw), "pw")


_URLS = [
    "DATABASE_URL=postgres://brewer:{pw}@db.cerveceria.lan:5432/mash",
    "mongodb://ahumados:{pw}@10.4.2.30:27017/trazabilidad?authSource=admin",
    "redis://:{pw}@cache.termas.lan:6379/2",
    "amqp://iot:{pw}@rabbit.lluvia.lan:5672/ahumador",
    "ftp://boletas:{pw}@ftp.lanchasniebla.cl/zarpes/",
    "mysql://lanas:{pw}@127.0.0.1:3306/bsale_sync",
    "sftp://guias:{pw}@files.termaspillankura.cl/fotos",
    "smtp://reservas%40termaspillankura.cl:{pw}@mail.lluviaaustral.cl:587",
    "Server=sql-pmontt;Database=Planta;User Id=sa;Password={pw};",
    "jdbc:postgresql://10.4.2.31/ferry?user=ferry&password={pw}",
    "https://admin:{pw}@grafana.cerveceria.lan/d/fermenters",
    "socks5://guia:{pw}@proxy.lodge.lan:1080",
]  # fmt: skip
_urls = _Family("connection_string", _URLS, _with(_plain_pw), "pw")


# Vendor key shapes are the author's guesses.
_VENDOR_MAKERS: dict[str, Maker] = {
    "{rin}": _j("rg_live_", (ALNUM, 32)),
    "{env}": _j((HEX, 40)),
    "{tur}": _j("tk_", (URLSAFE, 36)),
    "{sku}": _j("skl_", (LOWER_DIGITS, 30)),
    "{ges}": lambda g: v.uuid4(g, "b"),
    "{tbk}": _j((UPPER_HEX, 64)),
    "{fin}": _j("sk_live_", (ALNUM, 28)),
    "{hau}": _j((ALNUM, 40)),
    "{bsa}": _j((HEX, 32)),
    "{def}": _j("dfn_", (ALNUM, 30)),
    "{nub}": _j((URLSAFE, 43)),
    "{tal}": _j("Token ", (HEX, 40)),
    "{chx}": _j((HEX, 32)),
    "{sta}": _j((ALNUM, 36)),
    "{shp}": _j((URLSAFE, 20)),
    "{p46}": _j("p46_", (ALNUM, 32)),
    "{ofa}": _j((HEX, 32)),
    "{ldt}": _j((ALNUM, 48)),
    "{jum}": _j((HEX, 32)),
    "{bfa}": _j((ALNUM, 30)),
    "{pla}": _j((URLSAFE, 32)),
    "{ubi}": _j("BBFF-", (ALNUM, 30)),
    "{dck}": _j((HEX, 40)),
    "{hol}": _j((ALNUM, 32)),
    "{pyk}": _j((HEX, 32)),
    "{flo}": _j("fl_", (ALNUM, 40)),
    "{mul}": _j((UPPER_DIGITS, 24)),
    "{agp}": _j((HEX, 48)),
    "{mer}": lambda g: v.uuid4(g, "8"),
    "{aqm}": _j((B64, 40), "=="),
}
_VENDORS = [
    "Rindegastos API key: {rin}",
    "Envíame token for the Osorno shop: {env}",
    "la API key de Turistik es {tur}",
    "Skualo API-Key → {sku}",
    "Gesintel client secret {ges} (compliance checks)",
    "Transbank commerce secret: {tbk}",
    "FINTOC_SECRET_KEY={fin}",
    "Haulmer API key for boletas: {hau}",
    "Bsale access_token: {bsa}",
    "Defontana clave API: {def}",
    "Nubox integration broken, current key {nub}",
    "Authorization: {tal}   # Talana",
    "CHILEXPRESS_API_KEY={chx}",
    "Starken API-Schlüssel für die Wolle: {sta}",
    "Shipit X-Shipit-Access-Token: {shp}",
    "pago46 merchant key {p46}",
    "Openfactura apikey: {ofa}",
    "LibreDTE hash de la API: {ldt}",
    "Jumpseller login + auth token: lanas-rahue / {jum}",
    "Brewfather API key: {bfa}",
    "Plaato auth token {pla} (fermenter 2 airlock)",
    "Ubidots token for the smokehouse thermometers: {ubi}",
    "Datacake API token: {dck}",
    "Hologram apikey={hol}",
    "Payku token público no, el privado: {pyk}",
    "Floid API key → {flo}",
    "Multicaja secret {mul}",
    "Agendapro API key para masajes de las termas: {agp}",
    "Mercatus API key {mer}",
    "AquaManager service key: {aqm}",
    "ellkan dungu Bsale API mew: {bsa}",
    "Integrations › Rindegastos: {rin}",
    "Skualo-Schlüssel für die Buchhaltung: {sku}",
    "export ENVIAME_API_KEY={env}",
    "Turistik key (tour operator portal): {tur}",
    "Transbank integration broken, current key {tbk}",
]  # fmt: skip


def _vendor_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    slot = next(s for s in _VENDOR_MAKERS if s in template)
    value = _VENDOR_MAKERS[slot](rng)
    fields = {s[1:-1]: value for s in _VENDOR_MAKERS}
    secret = value.removeprefix("Token ")
    return fields | {"secret": secret}


_vendors = _Family("vendor_key", _VENDORS, _vendor_draw, "secret")


# Published prefixes of vendors the docs list, in this theme's places ({t}: the token).
_KNOWN: dict[str, Maker] = {
    "GitHub token for the ferry-tickets repo: {t}": _j("ghp_", (ALNUM, 36)),
    "Slack bot token (canal #cerveceria): {t}": _j("xoxb-", (D, 11), "-", (D, 12), "-", (ALNUM, 24)),
    "STRIPE_SECRET_KEY={t}": _j("sk_live_", (ALNUM, 24)),
    "OpenAI key pa'l chatbot de reservas: {t}": _j("sk-proj-", (URLSAFE, 48)),
    "AWS_ACCESS_KEY_ID={t}": _j("AKIA", (UPPER_DIGITS, 16)),
    "HF_TOKEN={t}": _j("hf_", (ALNUM, 34)),
    ".npmrc: //registry.npmjs.org/:_authToken={t}": _j("npm_", (ALNUM, 36)),
    "SendGrid key for the lodge newsletters: {t}": _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43)),
    "Telegram-Bot der Brauerei: {t}": _j((D, 10), ":AA", (URLSAFE, 33)),
    "gitlab runner token {t}": _j("glpat-", (URLSAFE, 20)),
    "Anthropic key: {t}": _j("sk-ant-api03-", (URLSAFE, 48)),
    "Mailchimp API key {t}": _j((HEX, 32), "-us21"),
    "Twilio API key secret for SMS reminders: {t}": _j("SK", (HEX, 32)),
    "PyPI upload token {t}": _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 48)),
    "Google Maps key (mapa de termas): {t}": _j("AIza", (URLSAFE, 35)),
    "Shopify admin token {t}": _j("shpat_", (HEX, 32)),
    "Linear key {t}": _j("lin_api_", (ALNUM, 40)),
    "DigitalOcean token {t}": _j("dop_v1_", (HEX, 64)),
}  # fmt: skip


def _known_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"t": _KNOWN[template](rng)}


_known = _Family("vendor_token", list(_KNOWN), _known_draw, "t")


_BARE_PLACES = ["{t}", "Matias: {t}", "solo lo muestra una vez, ahí va:\n{t}",
                "das Token: {t}", "pasted from the Hologram console:\n{t}",
                "Rowan: {t}, that's the new one for the van tracker"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 26), ".", (URLSAFE, 38)), _j((B64, 56), "=="),
                _j((ALNUM, 32), "|", (ALNUM, 40))]  # fmt: skip


def _bare_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"t": _BARE_MAKERS[index % len(_BARE_MAKERS)](rng)}


_bare = _Family("bare_token", _BARE_PLACES, _bare_draw, "t")


_HEX_PLACES = {
    "SESSION_SECRET={h}": 64, "secret_key_base: {h}": 128, "la llave del webhook de Bsale: {h}": 40,
    "HMAC-Schlüssel der Kasse: {h}": 64, "{h} ← signing secret of the ferry API": 64,
    "ellkan dungu webhook: {h}": 32, "APP_KEY={h}": 64, "encryption key for the smokehouse logs {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"h": _r(rng, HEX, _HEX_PLACES[template])}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {jwt}",
    "token de sesión del portal de reservas: {jwt}",
    "Tessa: the Turistik JWT expired, new one {jwt}",
    "Sitzungs-Token aus dem Browser: {jwt}",
    "curl -H 'Authorization: Bearer {jwt}' https://api.lanchasniebla.cl/v1/zarpes",
    "id_token={jwt}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    header = v.b64url({"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"})
    payload = v.b64url(
        {
            "sub": rng.choice(_NAMES).lower(),
            "iss": rng.choice(["termas", "ferry", "lanas", "ahumados", "cerveceria"]),
            "iat": rng.randrange(1_900_000_000, 2_000_000_000),
            "jti": _r(rng, LOWER_DIGITS, 12),
        }
    )
    return {"jwt": f"{header}.{payload}.{_r(rng, URLSAFE, 43)}"}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "jwt")


_PEM_PLACES = {
    "deploy key of the ferry-tickets server:\n{k}": "RSA PRIVATE KEY",
    "cat ~/.ssh/id_ed25519\n{k}": "OPENSSH PRIVATE KEY",
    "Transbank certificado, llave privada:\n{k}": "PRIVATE KEY",
    "Schlüssel vom Kassen-Server:\n{k}": "EC PRIVATE KEY",
    "the lodge's VPN key (tls-crypt aside):\n{k}": "PRIVATE KEY",
}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = _PEM_PLACES[template]
    body = base64.b64encode(
        bytes(rng.randrange(256) for _ in range(rng.choice([180, 240])))
    ).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return {"k": f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "k")


_SEED_PLACES = {
    "recovery phrase of the brewery's hardware wallet: {s}": "english",
    "frase semilla de la billetera de la cervecería: {s}": "spanish",
    "palabras de respaldo (no se las digai a nadie): {s}": "spanish",
    "Wiederherstellungswörter vom Opa seiner Wallet: {s}": "english",
    "seed words for the lodge's tips wallet: {s}": "english",
    "frase de recuperação do fornecedor de Florianópolis: {s}": "portuguese",
    "phrase de récupération (guide from Lyon): {s}": "french",
    "frase di recupero della guida di Bolzano: {s}": "italian",
    "obnovovací fráze (Czech hiker at the lodge): {s}": "czech",
    "助記詞（台灣來的背包客）：{s}": "chinese_traditional",
    "ellkan dungu wallet mew: {s}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_of(rng: random.Random, language: str, words: int = 12) -> str:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    return v.until(
        rng,
        lambda g: str(_MNEMO[language].to_mnemonic(bytes(g.randrange(256) for _ in range(bits)))),
        _MNEMO[language].check,
    )


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": _seed_of(rng, _SEED_PLACES[template], [12, 24, 12, 18][index % 4])}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "s")


def _card(rng: random.Random, brand: str) -> str:
    if brand == "magna":  # a Chilean department store's card; the prefix is a guess
        body = "6034" + _r(rng, D, 11)
        return body + luhn.calc_check_digit(body)
    return v.card(rng, brand)


_CARD_PLACES = [
    "tarjeta pa' pagar el lúpulo: {c} vence 09/33",
    "Visa der Firma: {c}, gültig bis 04/34",
    "card on file for the lodge deposit: {c}",
    "Rayen: tarjeta ka {c}, chaltu",
    "número de tarjeta {c} (la de la planta de Puerto Montt)",
    "Kartennummer fürs Sudhaus-Ersatzteil: {c}",
    "guest's card for the rafting add-on {c} exp 11/32",
    "Javiera: ocupa esta tarjeta {c} pa las etiquetas",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "diners", "magna", "visa", "mastercard", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " "][index % 4], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Amex de la cervecería {c}, los 4 números de adelante: {cvv}",
    "Amex {c} exp 02/34, CID {cvv}",
    "the four digits on the front of the Amex {c}: {cvv}",
    "Amex {c}, die vier Ziffern vorne: {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    card = v.grouped(v.card(rng, "amex"), " ", rng)
    code = v.until(rng, _j((D, 4)), lambda c: not c.startswith(("19", "20")))
    return {"c": card, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_COUNTRIES = ["NO", "DK", "NL", "AT", "DE", "HU", "FI", "CH"]
_IBAN_PLACES = [
    "IBAN del comprador noruego de salmón: {i}",
    "Überweisung an die Mälzerei: IBAN {i}",
    "IBAN for the Danish feed supplier → {i}",
    "pásale la plata a la prima de Viena, IBAN {i}",
    "Oma's account in Germany: {i}",
    "IBAN: {i} (Hopfen aus der Hallertau)",
]  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_number(g, country), std_iban.is_valid)


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": v.iban_spaced(number) if index % 2 else number}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _rut(g: random.Random) -> str:
    body = str(g.randrange(5_000_000, 27_000_000))
    return str(cl_rut.format(body + cl_rut.calc_check_digit(body)))


def _cuit(g: random.Random) -> str:
    body = g.choice(["20", "27", "30"]) + _r(g, D, 8)
    return str(ar_cuit.format(body + ar_cuit.calc_check_digit(body)))


def _idnr(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(1, 10)) + _r(h, D, 10), de_idnr.is_valid)


def _vnr(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{_r(h, D, 4)}{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(40, 100):02d}"

    return v.until(g, make, at_vnr.is_valid)


def _cpr(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(50, 100):02d}-{_r(h, D, 4)}"

    return v.until(g, make, dk_cpr.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "RUT de la Millaray pa'l contrato: {n}": _rut,
    "mi RUT es {n} po": _rut,
    "RUN del guía nuevo {n}": _rut,
    "Rol Único Tributario (Rayen, cajera): {n}": _rut,
    "CUIT del proveedor de Bariloche: {n}": _cuit,
    "Steuer-ID vom Opa Helmut: {n}": _idnr,
    "steuerliche Identifikationsnummer von Tante Ursula: {n}": _idnr,
    "Sozialversicherungsnummer (Cousine in Graz): {n}": _vnr,
    "CPR-nummer of the Danish feed technician: {n}": _cpr,
    "número de documento de la cédula de Nahuel: {n}": lambda g: f"{g.randrange(100, 600)}.{_r(g, D, 3)}.{_r(g, D, 3)}",
    "pasaporte chileno de la Tessa? no, de la Constanza: {n}": lambda g: "F" + _r(g, D, 8),
    "DNI argentino del chofer del bus: {n}": lambda g: f"{g.randrange(20, 45)}.{_r(g, D, 3)}.{_r(g, D, 3)}",
    "Reisepassnummer von Ingrid: {n}": lambda g: "C" + _r(g, "CFGHJKLMNPRTVWXYZ" + D, 8),
    "passport number of the Australian guide: {n}": lambda g: g.choice("NPE") + _r(g, D, 7),
}  # fmt: skip


def _id_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"n": _ID_PLACES[template](rng)}


_national = _Family("national_id", list(_ID_PLACES), _id_draw, "n")


_BACKUPS = [
    "Transbank backup codes\n{codes}",
    "códigos de respaldo de la cuenta Google de las termas: {codes}",
    "Notfallcodes fürs Mailkonto der Kuchenstube:\n{codes}",
    "recovery codes for the ferry's GitHub org: {codes}",
    "códigos de recuperación del Fintoc {codes}",
]  # fmt: skip


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style == 0:
        return [f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]
    if style == 1:
        return [_r(rng, D, 8) for _ in range(n)]
    return [f"{_r(rng, UPPER_DIGITS, 5)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, rng.choice([6, 8, 10]), index % 3)
    joined = ("\n" if template.endswith("\n{codes}") else ", ").join(codes)
    return {"codes": joined}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")


_TOTP = [
    "otpauth://totp/Lluvia%20Austral:{u}?secret={s}&issuer=Bsale",
    "2FA setup key for the Rindegastos admin: {s}",
    "TOTP-Geheimnis vom Kassen-Konto: {s}",
    "clave secreta del 2FA (no escanié el QR): {s}",
    "manual key for the lodge's Authy: {s}",
    "ellkan dungu TOTP: {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 3 == 1), "u": rng.choice(_NAMES).lower()}


_totp = _Family("totp_secret", _TOTP, _totp_draw, "s")


_CODES = [
    "{c} es tu código de verificación de Fintoc",
    "Tu código Transbank es {c}. No lo compartas.",
    "Ihr Bestätigungscode lautet {c}",
    "Rowan: the Turistik login code is {c}, quick",
    "Javiera: me llegó el código {c} wn pásamelo altiro no, ese era pa ti",
    "Use {c} to sign in to Skualo",
    "código de verificación: {c}",
]  # fmt: skip


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": _r(rng, D, 6) if index % 3 else f"{_r(rng, D, 3)} {_r(rng, D, 3)}"}


_codes = _Family("otp_code", _CODES, _code_draw, "c")


_SSIDS = ["Cerveceria-Sudhaus", "Lanchas Niebla Boleteria", "Ahumados PMO 5G", "LanasRahue-Caja",
          "Termas Pillankura Huespedes", "Kuchenstube Frutillar"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {n}: {pw}",
    "la clave del wifi {n} es {pw} po",
    "WLAN {n}, Kennwort {pw}",
    "WIFI:T:WPA;S:{n};P:{pw};;",
    "Network: {n} / {pw}",
    "guide tip: guests ask for the wifi at the pools — network {n}, password {pw}",
    "Tessa: wifi? \nRowan: {pw}",
    "red {n} (clave: {pw})",
    "ellkan dungu wifi mew: {pw}",
    "nmcli dev wifi connect '{n}' password {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    style = rng.randrange(3)
    if style == 0:
        return _plain_pw(rng)
    if style == 1:
        return _r(rng, ALNUM, 20)
    return f"{rng.choice(_SOUTH).lower()}{rng.choice(_BEERS).lower()}{rng.randrange(10, 100)}"


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, n=_SSIDS), "pw")


_SPELL_MAKERS = [_j("rg_live_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 28))]
_SPELL = ["dictándolo letra por letra: {t}", "[dictated over the phone to the Niebla office] {t}",
          "buchstabiert: {t}", "(spaced so the WhatsApp preview hides it) {t}",
          "la llave en grupos: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["código del candado de la bodega de lúpulo: {pw}", "el pin de la caja fuerte de la boletería es {pw}",
          "Zahlenschloss am Schuppen: {pw}", "PIN der Bankkarte von Opa: {pw}",
          "the gate code at the hot springs is {pw} then #", "la alarma de Lanas Rahue: {pw} po",
          "ellkan rakin ruka mew: {pw}", "keypad code for the smokehouse cold room: {pw}",
          "pin del celu de la planta {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["lupulo", "malta", "chicha", "murta", "maqui", "calafate", "nalca", "pudu",
                 "huemul", "coigue", "alerce", "lenga", "ulmo", "tepa", "canelo", "chucao",
                 "martin", "kuchen", "strudel", "niebla", "corral", "mancera"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the termas vault: {p}": " ",
            "frase clave del KeePass: {p}": "-", "Losungssatz: {p}": " ",
            "the lodge's passphrase is {p}": ".", "passphrase: {p}": " ",
            "ellkan dungu (fila dungu): {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = rng.sample(_PHRASE_WORDS, rng.choice([4, 5]))
    return {"p": _PHRASES[template].join(words)}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {"Authorization: Basic {b}": True, "curl -H 'Authorization: Basic {b}' https://erp.lluvia.lan": True,
         "proxy-authorization: Basic {b}": True, "X-Api-Token: {b}": False,
         "Authorization: Bearer {b}": False}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_NAMES).lower()}:{_plain_pw(rng)}"
        return {"b": base64.b64encode(pair.encode()).decode()}
    return {"b": _r(rng, ALNUM, 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "b")


_CONFIGS = [
    ".env (ferry-tickets):\nDB_HOST=10.4.2.31\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "~/.pgpass\ndb.cerveceria.lan:5432:mash:brewer:{pw}",
    "config.php: define('DB_PASSWORD', '{pw}');",
    "wp-config.php (termas blog): define( 'DB_PASSWORD', '{pw}' );",
    "[client]\nuser=lanas\npassword={pw}",
    "settings.py: EMAIL_HOST_PASSWORD = \"{pw}\"",
    "application.yml:\nspring:\n  datasource:\n    password: {pw}",
    "craftbeerpi config.yaml:\nmqtt_password: {pw}",
    "/etc/brewblox/.env\nBREWBLOX_AUTH_PASSWORD={pw}",
    "terraform.tfvars\ndb_password = \"{pw}\"",
    "smokehouse.ini\n[plc]\nuser = ahumador\npassword = {pw}",
    "appsettings.json: \"ConnectionStrings\": {{\"Ferry\": \"Host=db;Username=ferry;Password={pw}\"}}",
    "kamailio.cfg: #!define DBURL \"mysql://kamailio:{pw}@localhost/kamailio\"",
    "ispindel.json: {{\"mqtt_user\": \"ispindel\", \"mqtt_pass\": \"{pw}\"}}",
    "odbc.ini\n[Planta]\nUID=sa\nPWD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Catalina: clave del wifi del ferry?\nMatias: {pw}",
    "[06:12] Nahuel: la pass del ahumador?\n[06:13] Vicente: {pw}",
    "Tessa: {pw} is the new lodge admin password",
    "Declan: use {pw}, that's what the rafting tablet has now",
    "Gertrud: das neue Kennwort ist {pw}",
    "Klaus: {pw} – das hab ich für die Kasse gesetzt",
    "Millaray: nueva clave {pw} wn",
    "Ayelen: we ellkan dungu: {pw}",
    "Huenchul: {pw} — fey ta ellkan dungu ruka mew",
    "Rowan: wifi at the Pucón office?\nTessa: {pw}",
    "Constanza: {pw} esa es la clave del Bsale po",
    "Helmut: hier ist es: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


Taker = Callable[[random.Random, int], list[Sample]]

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 64), (_logins, 22), (_spelled, 12), (_cli, 32), (_urls, 12), (_vendors, 38),
    (_known, 18), (_bare, 8), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 22), (_backups, 7), (_totp, 6), (_codes, 7), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 6), (_configs, 16), (_chats, 12),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    _SEEN.clear()
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _seed_of(g, "english")


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "la clave del router de la cervecería es": "{s}", "Kennwort vom Laden:": "{s} (seit dem Umbau)",
    "ellkan dungu ruka mew": "{s}", "the lodge admin password is": "{s}\nchange it after the season",
    "contraseña del ahumador:": "{s}", "Passwort:": "{s}", "la pass del wifi del ferry es": "{s} po",
    "Bsale password": "{s}", "the password Rowan read out over the radio was": "{s}, I think",
    "Losungswort": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Rindegastos API key", "{s}", _j("rg_live_", (ALNUM, 32))),
    ("split_token", "Envíame token:", "{s} (despachos Osorno)", _j((HEX, 40))),
    ("split_token", "Gesintel client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "frase semilla", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 11/34", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "NO"))),
    ("split_backup", "Transbank backup codes", "{s}\nk2m9-x7qa\nr4tz-88wn", lambda g: _backup_list(g, 1, 0)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "RUT", "{s}", _rut),
    ("split_phrase", "frase clave del KeePass", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    while not _fresh(secret := make(rng)):
        pass
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    secrets()
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"brewfather": {"url": "https://brew.lluvia.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"clave": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "gertrud", "Kennwort": "{s}"}}': ("meta_password", _plain_pw),
    '{"panels": [{"name": "ahumador-1"}, {"name": "ahumador-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["snowsql", "-a", "lluvia", "-u", "etl", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "la contraseña del ferry es {s}"}': ("meta_password", _plain_pw),
    '{"ellkan_dungu": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the lodge booking tablet as frontdesk with the password {s}"}': ("meta_password", _plain_pw),
    '{"rindegastos": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"turistikToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"skualo_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/34"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "DK")),
    '{"guia": {"rut": "{s}"}}': ("meta_id", _rut),
    '{"mfa": {"recovery_codes": ["{s}", "k2m9-x7qa", "r4tz-88wn"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 0)[0]),
    '{"propinas_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bodega": {"candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Termas Pillankura Huespedes", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    field_pairs()
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"ispindel-firmware-7.4.2.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/lluvia/ferry-tickets:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"zarpes: add Corral evening departure", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"lanas: revert price rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"mosto_2035-03-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"trazabilidad-salmon-2035.parquet").hexdigest()

CLEAN = [
    "Recuérdame cambiar la clave del router de la cervecería antes del Bierfest del 2035-02-08.",
    "Nahuel pidió la clave del wifi del ferry; está en la tarjeta del cajón de la boletería.",
    "Policy: Lluvia Austral passwords are at least 14 characters and live only in the shared vault.",
    "Porfa no pegues contraseñas en el WhatsApp del grupo, usa el enlace del gestor.",
    "The `.env.example` line `RINDEGASTOS_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "El panel del ahumador pide una clave nueva después de cada actualización de firmware.",
    "Replace <YOUR_TURISTIK_KEY> in the README with the key from your Turistik dashboard.",
    "SKUALO_API_KEY and ENVIAME_API_KEY must be set before the nightly sync runs.",
    "No le digai la clave a nadie po, ni a tu hermano.",
    "Sag das Kennwort keinem, auch nicht der Verwandtschaft in Osorno.",
    "Kimelkelaymi ellkan dungu kiñe che mew.",
    "Never tell a guest the staff wifi password; the guest network is open.",
    "La contraseña debe tener por lo menos catorce caracteres, cachai.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "Upgraded CraftBeerPi from 4.1 to 4.4 and paho-mqtt to 2.1.0 over the weekend.",
    f"commit {_COMMIT} adds the Corral evening departure.",
    f"Rolled back to {_SHORT} after the price rounding broke the wool shop receipts.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The iSpindel firmware 7.4.2 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of trazabilidad-salmon-2035.parquet: {_SHA512}",
    f"The ferry API runs ghcr.io/lluvia/ferry-tickets@sha256:{_IMAGE}.",
    f"MD5 of mosto_2035-03-14.csv is {_MD5}, same as the copy on the brewery share.",
    "Request id 5c2a81e7-9d4b-4e16-a3f0-7b8c2d1e6f94 is the slow one in the booking logs.",
    "Orden de compra OC-2035-00217 por 40 sacos de malta Pilsen llega el jueves.",
    "Ticket LLV-3308: la cámara de frío 2 de Puerto Montt sigue dando alarma de noche.",
    "Llama a la boletería de Niebla al +56 63 2 281 904 antes del mediodía.",
    "Contenedor MSCU 7730418 con el salmón ahumado sale de Puerto Montt el lunes.",
    "Guía de despacho 48213 por 12 cajas de lana Corriedale a Osorno.",
    "HS code 0305.41 is smoked Pacific salmon; 2203.00 is beer made from malt.",
    "La cámara 2 está a 2,5 °C; el ahumador en frío trabaja a 24 °C.",
    "After five wrong passwords the smokehouse HMI locks the account for 20 minutes.",
    "The ferry from Niebla to Corral takes about 20 minutes; route 20 buses leave from Valdivia.",
    "The secret of a good kuchen is murta from the Llanquihue hedges.",
    "Pregúntale a Vicente el código del candado de la bodega, yo no lo tengo.",
    "Mi tarjeta terminada en 4417 fue rechazada en la ferretería de Osorno.",
    "The Norwegian buyer wants the IBAN on the invoice without spaces.",
    "Imprime los códigos de respaldo del Fintoc y guárdalos en la caja fuerte.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TURISTIK_API_KEY` in the secrets store, never in the repository.",
    "El candado de la bodega se oxida con la lluvia de Valdivia; hay que aceitarlo cada mes.",
    "Turistik moved the API key page under Settings › Developers in its March release.",
    "ISBN 978-956-11-2714-3 is the Valdivia history book at the lodge library.",
    "La red de huéspedes 'Termas-Invitados' es abierta, sin clave.",
    "Lote LOT-2035-PMO-0412, 18 kg, salmón coho ahumado en frío, sal 3,1 %.",
    "Código postal de Niebla: 5090000; Valdivia centro: 5090000 también.",
    "Kölsch 2035 won silver at the Copa Cervezas de América; the Rauchbier 2034 took bronze.",
    "Volcán Osorno mide 2652 m y el Villarrica 2847 m.",
    "Der Kuchen kostet 3500 Pesos, das Stück Strudel 2800.",
    "Tour code PUC-HS-07: hot springs and Ojos del Caburgua, pickup 08:30.",
    "Rowan: guests, the password for the lockers is on your wristband, ask me if it doesn't work.",
    "Factura electrónica N° 10482 emitida a Lanas Rahue, folio 3391.",
    "El número de ruta del ferry es F-34 y el muelle de Niebla es el 2.",
    "Wool shop stock: 480 skeins of Merino 21 micron, 120 of Chilota natural.",
    "The brew log says OG 1.052, FG 1.011, 32 IBU, 5.4 % ABV.",
    "Mañumin, lamngen! Ka antü.",
    "Danke für den Kuchen, Oma, und grüß Tante Ursula in Frutillar.",
    "Thanks for joining the tour; the next one leaves at 14:00 from the Pucón plaza.",
    "La SIM del celu de la planta tiene el número +56 9 6123 4470.",
    "The fermenter 3 airlock reading is 1.048 at 18 °C; Plaato reports every 10 minutes.",
    "Tracking Chilexpress 998321470022 va camino a Osorno.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2035-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/lluvia/ahumador", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "LLV-3308", "orden_compra": "OC-2035-00217"}',
    '{"lote": {"id": "LOT-2035-PMO-0412", "peso_kg": 18, "sal_pct": 3.1}}',
    '{"telefono": "+56 63 2 281 904", "ciudad": "Niebla"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "sacos_en_bodega": 412}',
    '{"hs_code": "0305.41", "origin": "CL", "description": "smoked salmon"}',
    '{"ferry": {"route": "F-34", "from": "Niebla", "to": "Corral", "minutes": 20}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
