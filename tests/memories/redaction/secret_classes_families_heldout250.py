# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-fiftieth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-forty-ninth's
docstring, the fifth to two-hundred-and-forty-ninth only to search them (grep) for the languages,
wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-fifty-first to
two-hundred-and-fifty-third), any other test, the reports, the benchmarks, the rest of
docs/security.md, the changelog nor the git history, and the scrubber was never run on it. Its own
seed (250417093), password words (a Madeira or Azores good and a boat word with a number and a
sign; two goods joined by an underscore and a number; a name, a birth year, a sign and a place; leet
words of queijo, verdelho, cachalote, baleeira, poncha, malassada, semilha, lapas and banana with a
year; a São Jorge cheese's months of curing and weight, `Queijo12meses10kg…`; a place, a good and
a year joined by dots; `Lote…`; a boat word in capitals, a sign and four digits; a generator's four
groups and random runs), names, places, templates, tools, vendors and layouts, the way the staff
of a fictional company (a dairy cooperative at Topo on São Jorge, a banana and sugar-cane packing
house near Funchal, a whale-watching boat office in Lajes do Pico, a wine lodge's shipping desk and
a cousins' remittance and travel agency in Fall River, Massachusetts) leak secrets into an
assistant's memory. The texts are chats with times, tickets (Jira, Freshdesk, Zendesk, Trello),
wiki breadcrumbs and tables, notes, e-mails, runbooks, READMEs, shell and PowerShell prompts,
Termux, tmux, shell history, voice-memo transcripts, dictated text and requests to the assistant
itself; the separators run from a colon, "is" (`é`, `es`) and a dash to an arrow (`→`), an emoji
(`🐋`, `👍`), a new line, the Portuguese guillemets (`«…»`), backticks and parentheses.

Tools and names grepped (case-insensitively, the number of earlier corpora that name each): in
none, `wget --ftp-password`, CrateDB's `crash` with `CRATEPASSWORD`, TinyFugue's `/addworld`,
DragonFly Mail Agent's `auth.conf`, AvNav, Yacht Devices, Fall River, New Bedford, Fairhaven,
São Jorge, Lajes do Pico, Funchal, Machico, Madeira, Azores, `friza`, `marqueta`, `brigado`, `tá
aqui`; in one, `ffuf`, `hydra -l`, OpenSMTPD's `smtpd.conf`, `.esmtprc`, Agent DVR, OpenCPN, Signal
K, iKommunicate, Navionics, `bossa`, `n digas a ninguém`; in two, `osm2pgsql`, `ycqlsh`, `ncrack`,
`bloodhound-python`, `cargo login`, `certipy`, `cf login`, `enum4linux`, `ibmcloud login`,
`kerbrute`, `linode-cli`, `mix hex`, `poetry config http-basic`, `s3cmd`, `sipcmd`, `ttIsql`,
Digital Yacht, Blue Iris, Domoticz, Emby, openHAB, Shinobi, tvheadend; in three, `ilorest`,
`mailsend`, `rethinkdb`, `neo4j-admin`, `couchbase-cli`, `repmgr`, `surreal sql`, `exaplus`,
`snowsql`, `tarantoolctl`, `arangodump`, `pg_basebackup` (the brief's "others" ran thin here: a
grep of some hundred and fifty command names found almost every one in an earlier corpus). The
common layouts (env files, `export`, compose files, Dockerfiles, `kubectl create secret`, `fly
secrets set`, `heroku config:set`, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the
`WIFI:` QR string, CSV rows, Markdown tables, YAML, Moodle, Joomla, MediaWiki, pjsip, Dolibarr,
osTicket, SuiteCRM, Snipe-IT, GLPI, Invoice Ninja, Vaultwarden) are named in many earlier corpora
and are here in wordings of their own.

About half of the secret samples are in other languages than English: European Portuguese as
typed in the Azores and Madeira (`palavra-passe`, `pass`, `senha`, `código`, `chave`, `é` "is",
`tá aqui` "here it is", `n digas a ninguém` / `n contes a ninguém` "don't tell anyone", `obg`,
`obrigadinho` "thanks", `bjs`, `ó home` the Azorean address, `computa`, `utilizador` for a user
name, `frase-passe`, `códigos de backup`, `códigos de recuperação`, `cadeado`, `portão`); the
Portuguese-American of Fall River and New Bedford mixing both (`a password é`, `o bossa`, `a
estoa` "the store", `a bila` "the bill", `o computa`, `brigado`, `don't tell ninguém`, `pro` for
"for the"); a little Spanish of the seasonal workers at the packing house (`contraseña`, `clave`,
`es`, `no le digas a nadie`, `gracias`, `códigos de respaldo`); French, Italian, Czech and Korean
only around seed phrases kept by relatives abroad. The wordings are the author's approximations,
checked by no speaker; the thinnest guesses are the Portuguese-American loans (`estoa`, `bila`,
`bossa`, `computa`, `a password novo`), `ó home` as typed in a chat, `obrigadinho` closing a
password, and `frase-passe` for a passphrase.

Vendors: in none of heldouts 5 to 249 (grepped by name), Atlanticoline, Porto Santo Line,
Clickferry, Kuantokusta, Worten, eCellar, Vinfolio, Vinify, Wine Owners, Uvinum, Drinks&Co,
CurrencyFair, Xe Money, Euronet, Pangea Money, Sharemoney, Masspay, Nomad Global, Happy Whale,
DairyComp, Uniform-Agri, Bentley Instruments, Fossomatic, Ecolean, Vinosoft, Winesoft, BayCoast
Bank, Rockland Trust, St. Anne's Credit Union, Banco Montepio and Santander Totta; in one,
EuPago, ifthenpay, InvoiceXpress, Moloni, Vendus, Toconline, KeyInvoice, FareHarbor, Bókun,
Checkfront, Rezdy, Regiondo, Ventrata, Commerce7, Vinoshipper, ShipCompliant, WineDirect,
InnoVint, vintrace, Sendwave, Remitly, Xoom, Intermex, Viamericas, Herdwatch, CowManager,
Afimilk, BouMatic, Fullwood and Greefa; in two, MB WAY. No shape here is one the author knows to
be real: every one is a guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs,
JWTs for Masspay and WineDirect, the `vfy_sk_`, `pgm_live_` and `demo-` prefixes and ifthenpay's
dashed groups); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Portugal's NIF
(`stdnum.pt.nif`, in one earlier corpus by grep of the module's name) and Cartão de Cidadão
number (`stdnum.pt.cc`, in four), Spain's NIE (`stdnum.es.nie`, one), Brazil's CNPJ
(`stdnum.br.cnpj`, two) and the US ATIN (`stdnum.us.atin`, two); the US EIN is validated by
`stdnum.us.ein` for its format and campus prefix only. Kinds no library or this file checks (no
check-digit algorithm is written here; the shapes are guesses): a Massachusetts driver's licence
(the state named in no earlier corpus), a US and a Portuguese passport, Portugal's SNS user
number and its social security number (NISS). Card numbers pass Luhn (Elo prefixes drawn here and
the value helpers' Visa, Mastercard, Amex, Discover, JCB, Maestro and UnionPay, checked with
python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only, drawn so that none reads
as a year. The IBANs are of Portugal, Brazil, São Tomé and Príncipe, Timor-Leste, the Faroe
Islands and Greenland (a rough count over the country codes quoted in heldouts 5 to 249 finds
each in eighteen to twenty-one corpora), drawn until `stdnum.iban` validates them; seed phrases
come from `mnemonic`'s English, Portuguese, Spanish, French, Italian, Czech and Korean lists, each
drawn until `Mnemonic(lang).check` accepts it. Counts: 390 secret samples, 20 field pairs and 20
metadata samples (430 scored, every secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.br import cnpj as br_cnpj
from stdnum.es import nie as es_nie
from stdnum.pt import cc as pt_cc
from stdnum.pt import nif as pt_nif
from stdnum.us import atin as us_atin
from stdnum.us import ein as us_ein

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 250_417_093
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


_GOODS = ["Queijo", "Verdelho", "Sercial", "Malvasia", "Boal", "Terrantez", "Cachalote",
          "Espada", "Lapas", "Poncha", "Alcatra", "Malassada", "Semilha", "Inhame", "Bananeira",
          "Garapa", "Cagarro", "Hortensia"]  # fmt: skip
_BOAT = ["Zodiac", "Vigia", "Arpoador", "Canoa", "Baleeira", "Bote", "Traineira", "Lancha",
         "Cabrestante", "Proa", "Popa", "Leme", "Amarra", "Boia"]  # fmt: skip
_PLACES = ["Topo", "Calheta", "Velas", "Urzelina", "Lajes", "Madalena", "Funchal", "Machico",
           "CamaraLobos", "RibeiraBrava", "SantaCruz", "PontaDelgada", "Horta", "FallRiver",
           "NewBedford", "Fairhaven", "Somerset", "Tiverton", "Taunton", "Rosais"]  # fmt: skip
_NAMES = ["Jacinto", "Fatima", "Dinis", "Lurdes", "Tiago", "Goreti", "Nelson", "Rui", "Duarte",
          "Filipa", "Zeca", "Ines", "Brian", "Kaitlyn", "Tony", "Edmundo", "Yesenia", "Ramiro",
          "Lucilia", "Helder", "Mariana", "Cristovao", "Adelino", "Nathalie"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Qu31j0", "V3rd3lh0", "C4ch4l0t3", "B4l31r4", "P0nch4", "M4l4ss4d4", "S3m1lh4",
         "L4p4s", "B4n4n4"]  # fmt: skip


def _cheese(g: random.Random) -> str:
    """A São Jorge cheese's months of curing and weight, as the dairy crew joke a password."""
    return f"Queijo{g.choice([3, 4, 7, 12, 24])}meses{g.choice([8, 10, 12])}kg{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Four random groups of four, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GOODS)}{g.choice(_BOAT)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "_".join(w.lower() for w in g.sample(_GOODS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1975, 2031)) + g.choice(_SYMBOLS),
    _cheese,
    lambda g: f"{g.choice(_PLACES)}.{g.choice(_GOODS).lower()}.{g.randrange(1960, 2031)}",
    lambda g: f"Lote{g.randrange(100, 1000)}{g.choice(_GOODS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, UPPER, 1),
    lambda g: f"{g.choice(_BOAT).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generated,
    lambda g: f"{g.choice(_NAMES)}Ama{g.choice(_PLACES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, grupo 'Cooperativa Topo', Jacinto: the Fossomatic 7 analyser password is {pw}",
    "Signal from Goreti: Bentley FTS milk tester web password {pw}",
    "Telegram, #ordenha: Afimilk AfiFarm admin password {pw}",
    "Messenger from Dinis: BouMatic Gemini robot panel password {pw}",
    "Slack huddle note, São Jorge dairy: Fullwood Packo M-Ranger password {pw}",
    "Teams chat with Lurdes: Ecolean filling line HMI password {pw}",
    "Funchal packing house, Greefa iQS sorter service password: {pw}",
    "Zoom chat: the DairyComp 305 server password is {pw}",
    "Lajes do Pico boat office, AvNav web UI password {pw}",
    "Google Chat from Nelson: Yacht Devices YDWG-02 gateway password {pw}",
    "SMS from Rui: the Digital Yacht iKommunicate admin password is {pw}",
    "Discord DM from Duarte: Signal K server admin password {pw} (for the OpenCPN plugin)",
    "Navionics account on the office tablet, password {pw}",
    "Agent DVR on the harbour camera PC: admin password {pw}",
    "Blue Iris web login at the wine lodge loading dock: password {pw}",
    "Domoticz on the Calheta cold room, admin password {pw}",
    "openHAB main UI, Fall River office: admin password {pw}",
    "Shinobi CCTV at the remittance counter, superuser password {pw}",
    "tvheadend in the boat office lobby: password {pw}",
    "Emby on the Velas guesthouse NAS, admin password {pw}",
    "Jira ticket AZ-2231: Uniform-Agri herd PC password {pw} stopped working",
    "Freshdesk #5518, wine lodge shipping desk: Vinosoft admin password {pw}",
    "Zendesk ticket 8812: Winesoft cellar PC password {pw}, please reset",
    "Trello card 'Funchal packing line 2': Greefa service login password {pw}",
    "Hi Kaitlyn,\n\nthe admin password on the Fall River agency's server is {pw}. Delete this once it's in the vault.\n\nObrigado,\nEdmundo",
    "Runbook: restart the São Jorge pasteuriser recorder\n1. open the Bentley FTS web page\n2. log in as service\n3. password {pw}\n4. export yesterday's counts",
    "README (boat office rack)\nthe AvNav page is at http://avnav.baleia.lan:8080, admin password `{pw}`.",
    "my BayCoast Bank online banking password is {pw} now",
    "can you remember my Rockland Trust app password? it's {pw}",
    "the St. Anne's Credit Union login password is {pw}",
    "password for my Banco Montepio app: {pw}",
    "dictated: the Santander Totta net banking password is {pw} full stop",
    "note to self: Worten account password {pw}",
    "after the reset the Kuantokusta seller password became {pw}",
    "a palavra-passe do meu email é {pw}",
    "palavra-passe do router lá de casa: {pw}",
    "Lurdes: a nova palavra-passe do servidor é {pw}, n digas a ninguém",
    "ó home, a senha do computa da queijaria é {pw}",
    "a pass do wifi da vacaria tá aqui: {pw} bjs",
    "Fatima: a palavra-passe nova do Fossomatic é {pw} obg",
    "olha, a pass do PC da casa das bananas é {pw}, n contes a ninguém",
    "Semilha: palavra-passe da balança do armazém → {pw}",
    "Zeca: a senha do computa do bote é {pw} 🐋",
    "a palavra-passe do Vinosoft no escritório do vinho é «{pw}»",
    "the bossa wants a password novo pro computa: {pw}",
    "a password da banca do Tony é {pw}, don't tell ninguém",
    "Edmundo: o password da estoa em Fall River é {pw}",
    "ya sabes, a password do computador da agência é {pw}, brigado",
    "a senha do email da agência é {pw}, tá?",
    "la contraseña de la báscula de plátanos es {pw}",
    "Ramiro: la clave del ordenador del empaque es {pw}, no le digas a nadie",
    "Yesenia: la contraseña nueva del servidor es {pw}, gracias",
    "password del wifi de los trabajadores: {pw}",
    "Sandra: the password for the Fall River agency laptop is {pw}",
    "Kaitlyn: Remitly business portal password {pw}",
    "note: New Bedford branch printer admin password {pw}",
    "Helder, voice memo: the wine lodge label printer password is {pw}",
    "o password do Blue Iris é {pw}, obrigadinho",
    "Nathalie: Xe Money business login password {pw}",
    "Mariana: Atlanticoline agent portal password {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["jacinto", "fatima.s", "dinis", "lurdes", "tiago.m", "goreti", "nelson", "rui.a",
          "duarte", "filipa", "zeca", "ines.b", "brian", "kaitlyn.m", "tony", "edmundo",
          "yesenia", "ramiro", "lucilia", "helder", "mariana", "cristovao", "adelino", "nathalie",
          "svc-ordenha", "svc-embalagem"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Jacinto: the Afimilk login is {u} / {pw}",
    "Freshdesk #5530: {u} locked out of the Greefa panel, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Queijaria › Equipamento › Fossomatic: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| Bentley FTS | {u} | {pw} |",
    "sign into the DairyComp server as {u} with {pw}",
    "AvNav login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- device: sorter-funchal-1\n  username: {u}\n  password: {pw}",
    "Teams: account {u}, password {pw}",
    "Dinis says the Vinosoft account is {u} and the password is {pw}",
    "device,login,password\nboumatic-gemini,{u},{pw}",
    "ssh {u}@queijaria-srv.topo.lan (password {pw})",
    "creds for the Yacht Devices gateway are {u} and {pw}",
    "utilizador {u}, palavra-passe {pw}",
    "o utilizador é {u} e a palavra-passe é {pw}, n digas a ninguém",
    "nome de utilizador: {u} / senha: {pw}",
    "o login do computa da estoa é {u} e a password é {pw}",
    "usuario {u} y contraseña {pw}",
    "el usuario es {u}, la clave {pw}",
    "entra como {u} com a pass {pw}",
    "user da agência: {u} — password: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["cachalote", "cagarro", "garapa", "semilha", "poncha", "espetada", "malassada",
               "sercial", "terrantez", "baleeira", "hortensia", "cracas", "lapas", "alcatra",
               "filhoses", "massa-sovada"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the boat office PC it's {w} and {d} at the end",
    "voice memo: the packing house wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "a palavra-passe é a palavra {w}, tudo em minúsculas, e depois {d}",
    "a pass é {w} e a seguir o número {d}",
    "a senha é {w}{d}, tudo junto",
    "the password é a palavra {w}, then {d}",
    "la contraseña es la palabra {w} y luego {d}",
    "escreve {w}, depois {d}, sem espaço",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "CRATEPASSWORD='{pw}' crash --hosts https://crate.baleia.lan:4200 --username {u}",
    "wget --ftp-user={u} --ftp-password='{pw}' ftp://ftp.madeira-pack.lan/etiquetas/lote.csv",
    "tf -n\n/addworld -T'lp' agencia {u} {pw} mud.fallriver.lan 4000",
    "ffuf -u https://intranet.saojorge.lan/FUZZ -w words.txt -H 'Authorization: Basic' -auth {u}:{pw}",
    "hydra -l {u} -p '{pw}' ssh://10.40.0.12",
    "osm2pgsql -d gis -U {u} -H pg.baleia.lan -W --password='{pw}' acores.osm.pbf",
    "ttIsql -connStr 'DSN=cooperativa;UID={u};PWD={pw}'",
    "ycqlsh yb.baleia.lan 9042 -u {u} -p '{pw}'",
    "ncrack -p 3389 --user {u} --pass '{pw}' 10.40.0.30",
    "bloodhound-python -d agencia.local -u {u} -p '{pw}' -c All -ns 10.50.0.2",
    "cargo login --registry agencia-crates '{pw}'",
    "certipy find -u {u}@agencia.local -p '{pw}' -dc-ip 10.50.0.2",
    "cf login -a https://api.sys.agencia.lan -u {u} -p '{pw}' -o remessas -s prod",
    "enum4linux -u {u} -p '{pw}' -a 10.50.0.2",
    "ibmcloud login -u {u}@fallriver-travel.com -p '{pw}' -r us-east",
    "kerbrute passwordspray -d agencia.local users.txt '{pw}'",
    "linode-cli --token '{pw}' linodes list",
    "mix hex.user auth --password '{pw}'",
    "poetry config http-basic.agencia {u} '{pw}'",
    "s3cmd --access_key=AKIA0000AGENCIA --secret_key='{pw}' ls s3://vinho-etiquetas",
    "sipcmd -P sip -u {u} -c '{pw}' -w pbx.fallriver.lan -x 'c5085550142;w2000;h'",
    "gsutil -o 'Credentials:gs_secret_access_key={pw}' ls gs://baleias-fotos",
    "ilorest login ilo-queijaria.topo.lan -u {u} -p '{pw}'",
    "mailsend -smtp smtp.agencia.lan -port 587 -starttls -auth -user {u} -pass '{pw}' -t tony@fallriver-travel.com -sub teste",
    "pg_basebackup -h pg.madeira-pack.lan -U {u} -D /srv/standby -P  # PGPASSWORD={pw}",
    "rethinkdb --initial-password '{pw}' --bind all",
    "neo4j-admin dbms set-initial-password '{pw}'",
    "couchbase-cli bucket-list -c cb.baleia.lan -u {u} -p '{pw}'",
    "repmgr -f /etc/repmgr.conf --superuser={u} standby clone  # password {pw}",
    "surreal sql --endpoint http://surreal.agencia.lan:8000 --user {u} --pass '{pw}' --ns remessas --db prod",
    "exaplus -c exa.madeira-pack.lan:8563 -u {u} -p '{pw}'",
    "snowsql -a agencia-xy12345 -u {u} -o password='{pw}'",
    "tarantoolctl connect {u}:{pw}@tnt.baleia.lan:3301",
    "arangodump --server.endpoint tcp://arango.agencia.lan:8529 --server.username {u} --server.password '{pw}' --output-directory dump",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "helder@queijaria-srv:~$ {c}", "PS C:\\agencia> {c}",
    "Termux no telemóvel do Zeca:\n$ {c}", "root@bote-nuc:~# {c}",
    "o comando que corri: {c}", "el comando que usé: {c}", "the command Tony ran: {c}",
    "Jira AZ-2240, pasted output:\n$ {c}", "tmux, janela 2:\n{c}", "history | grep -i pass\n  412  {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "crate://{u}:{pw}@crate.baleia.lan:4200/?ssl=true",
    "ftps://{u}:{pw}@ftp.madeira-pack.lan:990/etiquetas/",
    "exa://{u}:{pw}@exa.madeira-pack.lan:8563/VINHO",
    "surrealdb+ws://{u}:{pw}@surreal.agencia.lan:8000/remessas",
    "arangodb://{u}:{pw}@arango.agencia.lan:8529/_db/viagens",
    "neo4j+s://{u}:{pw}@graph.baleia.lan:7687",
    "couchbases://{u}:{pw}@cb.baleia.lan/avistamentos",
    "rethinkdb://{u}:{pw}@rdb.topo.lan:28015/queijaria",
    "tarantool://{u}:{pw}@tnt.baleia.lan:3301",
    "snowflake://{u}:{pw}@agencia-xy12345/REMESSAS/PUBLIC?warehouse=WH_XS",
    "yugabytedb://{u}:{pw}@yb.baleia.lan:5433/viagens",
    "sip:{u}:{pw}@pbx.fallriver.lan:5061;transport=tls",
    "Server=sql.agencia.lan;Database=Remessas;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "REMESSAS_DB_URL={c}", "a connection string antiga: {c}",
    "keep this connection string for me: {c}", "la cadena de conexión es {c}",
    "Freshdesk #5541: {c}", "Confluence page 'Bases de dados': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "baleia-cooperativa", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read payouts:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Atlanticoline", "ATLANTICOLINE_AGENT_KEY", _j((ALNUM, 32))),
    ("Porto Santo Line", "PORTOSANTOLINE_API_TOKEN", _j((HEX, 40))),
    ("Clickferry", "CLICKFERRY_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Kuantokusta", "KUANTOKUSTA_API_KEY", _j((HEX, 32))),
    ("Worten Marketplace", "WORTEN_MIRAKL_KEY", lambda g: v.uuid4(g, "a")),
    ("eCellar", "ECELLAR_API_SECRET", _j((ALNUM, 40))),
    ("Vinfolio", "VINFOLIO_API_KEY", _j((UPPER_HEX, 32))),
    ("Vinify", "VINIFY_SECRET_KEY", _j("vfy_sk_", (ALNUM, 32))),
    ("Wine Owners", "WINEOWNERS_TOKEN", _j((URLSAFE, 43))),
    ("Uvinum", "UVINUM_API_KEY", _j((HEX, 40))),
    ("Drinks&Co", "DRINKSANDCO_API_KEY", _j((ALNUM, 36))),
    ("CurrencyFair", "CURRENCYFAIR_API_SECRET", _j((B64, 43), "=")),
    ("Xe Money", "XE_MONEY_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Euronet", "EURONET_EFT_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Pangea Money", "PANGEA_API_KEY", _j("pgm_live_", (ALNUM, 30))),
    ("Sharemoney", "SHAREMONEY_PARTNER_SECRET", _j((HEX, 64))),
    ("Masspay", "MASSPAY_API_TOKEN", _vendor_jwt("https://api.masspay.io")),
    ("Nomad Global", "NOMAD_GLOBAL_API_KEY", _j((ALNUM, 48))),
    ("Happy Whale", "HAPPYWHALE_API_TOKEN", _j((HEX, 40))),
    ("DairyComp", "DAIRYCOMP_SYNC_KEY", _j((UPPER_HEX, 40))),
    ("Uniform-Agri", "UNIFORM_AGRI_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Bentley Instruments", "BENTLEY_FTS_API_KEY", _j((HEX, 32))),
    ("EuPago", "EUPAGO_API_KEY", _j("demo-", (HEX, 4), "-", (HEX, 4), "-", (HEX, 4), "-", (HEX, 3))),
    ("ifthenpay", "IFTHENPAY_BACKOFFICE_KEY", _j((UPPER, 4), "-", (D, 4), "-", (D, 4), "-", (D, 4))),
    ("InvoiceXpress", "INVOICEXPRESS_API_KEY", _j((HEX, 40))),
    ("Moloni", "MOLONI_CLIENT_SECRET", _j((HEX, 40))),
    ("Vendus", "VENDUS_API_KEY", _j((HEX, 32))),
    ("Toconline", "TOCONLINE_CLIENT_SECRET", _j((ALNUM, 32))),
    ("KeyInvoice", "KEYINVOICE_API_KEY", _j((HEX, 32))),
    ("FareHarbor", "FAREHARBOR_USER_KEY", lambda g: v.uuid4(g, "8")),
    ("Bókun", "BOKUN_SECRET_KEY", _j((HEX, 32))),
    ("Checkfront", "CHECKFRONT_API_SECRET", _j((HEX, 64))),
    ("Rezdy", "REZDY_API_KEY", _j((HEX, 32))),
    ("Regiondo", "REGIONDO_PRIVATE_KEY", _j((ALNUM, 40))),
    ("Ventrata", "VENTRATA_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Commerce7", "COMMERCE7_SECRET_KEY", _j((ALNUM, 64))),
    ("Vinoshipper", "VINOSHIPPER_API_SECRET", _j((URLSAFE, 40))),
    ("ShipCompliant", "SHIPCOMPLIANT_PASSWORD_KEY", _j((B64, 40))),
    ("WineDirect", "WINEDIRECT_API_TOKEN", _vendor_jwt("https://api.winedirect.com")),
    ("InnoVint", "INNOVINT_API_TOKEN", _j((HEX, 64))),
    ("vintrace", "VINTRACE_API_TOKEN", _j((ALNUM, 40))),
    ("Sendwave", "SENDWAVE_PARTNER_KEY", _j((URLSAFE, 43))),
    ("Remitly", "REMITLY_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Xoom", "XOOM_API_SECRET", _j((HEX, 48))),
    ("Intermex", "INTERMEX_AGENT_TOKEN", _j((UPPER_DIGITS, 36))),
    ("Viamericas", "VIAMERICAS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Herdwatch", "HERDWATCH_API_KEY", _j((ALNUM, 32))),
    ("CowManager", "COWMANAGER_CLIENT_SECRET", _j((URLSAFE, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok} -a reservas-pico",
    "heroku config:set {env}={tok} -a remessas-fr",
    "kubectl create secret generic agencia-api --from-literal={env}={tok}",
    "docker-compose.yml:\n    environment:\n      - {env}={tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "GitHub Actions, Settings › Secrets › {env}: {tok}",
    "Dockerfile:\nENV {env}={tok}",
    "Baleia ERP › Definições › Integrações › {vendor} › API key: {tok}",
    "Confluence table 'Integrações': | {vendor} | 2032 | {tok} |",
    "Trello card: rotate the {vendor} key {tok}",
    "WhatsApp, Tony: {vendor} key for the booking sync: {tok}",
    "Freshdesk #5560: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "a chave da API do {vendor} é {tok}",
    "chave API {vendor} pra agência: {tok}, n digas a ninguém",
    "o token do {vendor} tá aqui: {tok}",
    "the {vendor} key pro escritório é {tok}, obrigado",
    "la clave de API de {vendor} es {tok}",
    "Jira AZ-2251: {vendor} returns 401 with key {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    fareharbor = v.uuid4(rng, "b")
    rezdy = _r(rng, HEX, 32)
    checkfront = _r(rng, HEX, 40)
    eupago = _r(rng, ALNUM, 28)
    happywhale = _r(rng, HEX, 48)
    moloni = _r(rng, ALNUM, 36)
    return [
        Sample("vendor_token", f'r = requests.get("https://fareharbor.com/api/external/v1/companies/", headers={{"X-FareHarbor-API-User": "{fareharbor}"}})', fareharbor),
        Sample("vendor_token", f"curl 'https://api.rezdy.com/v1/products?apiKey={rezdy}'", rezdy),
        Sample("vendor_token", f"$cf = new Checkfront(['host' => 'baleias-pico.checkfront.com', 'api_secret' => '{checkfront}']);", checkfront),
        Sample("vendor_token", f'const eupago = new EuPago({{ apiKey: "{eupago}", sandbox: false }});', eupago),
        Sample("vendor_token", f"<add key=\"HappyWhaleToken\" value=\"{happywhale}\" />", happywhale),
        Sample("vendor_token", f"moloni:\n  client_id: baleiaacores\n  client_secret: {moloni}", moloni),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "só aparece uma vez, por isso aqui vai:\n{t}",
                "o token novo: {t}", "{t}\n^ new one, the old one is dead",
                "guarda isto pra mim: {t}", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the São Jorge milk-tank sensor T-04 (OTAA): {h}": 32,
    "NwkSKey of the banana ripening room probe (ABP): {h}": 32,
    "HMAC secret for the ifthenpay MB WAY callback: {h}": 64,
    "AES key of the AvNav chart cache: {h}": 32,
    "pre-shared key of the Fall River to Ponta Delgada IPsec tunnel (hex): {h}": 64,
    "chave de encriptação do backup da queijaria: {h}": 64,
    "clave de cifrado de la báscula: {h}": 48,
    "the boat tracker's AES-128 key, hex: {h}": 32,
    "a chave HMAC do webhook da agência: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Freshdesk #5577: token copied from the browser's network tab {t}",
    "Cookie: lang=pt-PT; baleia_session={t}",
    "RESERVAS_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "o token é {t}",
    "el token es {t}",
    "Postman, Authorization tab: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@baleia-acores.pt"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.baleia-acores.pt/realms/coop", "azp": "reservas",
                   "groups": ["barco", "agencia"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the boat office NUC, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/reservas.baleia-acores.pt.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SIBS_MTLS_PRIVATE_KEY": "{key}", "terminal": "lajes-01"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_agencia <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Freshdesk #5580, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "a chave privada do servidor:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the wine lodge's customs SFTP:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus wallet backup, copying it off the card before I shred it: {p}": "english",
    "Sparrow wallet recovery phrase\n{p}": "english",
    "Nunchuk seed backup (the old remittance float wallet, emptied): {p}": "english",
    "voice memo: the Blockstream Green recovery words are {p} and that's all of them": "english",
    "frase de recuperação da carteira do primo Tony: {p}": "portuguese",
    "as 12 palavras da carteira, n digas a ninguém: {p}": "portuguese",
    "palavras de recuperação (carteira da agência, já vazia)\n{p}": "portuguese",
    "frase de recuperación de la billetera de Ramiro: {p}": "spanish",
    "phrase de récupération du portefeuille de Nathalie : {p}": "french",
    "frase di recupero del portafoglio di Adelino: {p}": "italian",
    "obnovovací fráze peněženky (od kamaráda z Brna): {p}": "czech",
    "지갑 복구 문구 (이모 것): {p}": "korean",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    lang = _SEED_PLACES[template]
    if "12 palavras" in template:
        words_n = 12

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return str(_MNEMO[lang].to_mnemonic(entropy))

    phrase = v.until(rng, make, _MNEMO[lang].check)
    words = unicodedata.normalize("NFC", phrase).split()  # as typed
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Elo's: a brand the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "elo":
        return _card_of(rng, ["636368", "438935", "504175", "451416", "636297", "506699"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Tony: the agency card for the ferry tickets is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Freshdesk #5590: pay the Greefa service visit with card {c}",
    "o número do meu cartão: {c}, validade {mm}/{yy}",
    "cartão da cooperativa → {c}",
    "o card do bossa é {c}, expira {mm}/{yy}",
    "el número de mi tarjeta es {c}",
    "número do cartão de crédito da adega: {c} ({mm}/{yy})",
    "Kaitlyn: use the Rockland Trust card {c}, {mm}/{yy}",
    "cartão pra pagar a bila do barco: {c}",
    "tarjeta de Yesenia: {c}, vence {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "elo", "mastercard", "amex", "discover", "jcb", "maestro", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 09/35, CID {cvv}",
               "o código de 4 dígitos à frente do Amex, por cima do número: {cvv}",
               "Amex {c}, the four little digits above the number on the front: {cvv}",
               "os quatro números pequenos na frente do American Express são {cvv}",
               "los cuatro números de delante de la Amex: {cvv}",
               "the four-digit code on the front of the agency Amex: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    """An Amex number and its four-digit CID, drawn so that it never reads as a year."""
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    cvv = v.until(rng, lambda g: _r(g, D, 4), lambda c: not 1900 <= int(c) <= 2099)
    return {"c": number, "cvv": cvv}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"PT": "n" * 21, "BR": "n" * 23 + "ac", "ST": "n" * 21, "TL": "n" * 19,
                "FO": "n" * 14, "GL": "n" * 14}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Fatura 2032/118: pagar as cubas de leite para o IBAN {i} em 30 dias",
    "guarda o IBAN da adega do Funchal: {i}",
    "IBAN: {i}\nReferência: lote 44 de bananas, maio",
    "WhatsApp #tesouraria: new bank details of the São Tomé cocoa partner, IBAN {i}",
    "o meu IBAN é {i}",
    "IBAN pra mandar o dinheiro à tia: {i}",
    "Tony: send the remittance to IBAN {i}",
    "mi IBAN es {i}",
    "IBAN do primo em Díli: {i}",
    "Kaitlyn, the Tórshavn fish buyer's IBAN: {i}",
    "IBAN da loja de Nuuk (postais das baleias): {i}",
    "the Santos importer's IBAN for the Verdelho invoice: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _nif(g: random.Random) -> str:
    """Portugal's NIF: nine digits, the last a mod-11 check digit."""
    return v.until(g, lambda h: h.choice("12356") + _r(h, D, 8), pt_nif.is_valid)


def _cc(g: random.Random) -> str:
    """Portugal's Cartão de Cidadão number: eight digits, a check digit, two version characters
    and a second check digit."""
    number = v.until(
        g, lambda h: _r(h, D, 9) + _r(h, UPPER_DIGITS, 2) + _r(h, D, 1), pt_cc.is_valid
    )
    return str(pt_cc.format(number))


def _nie(g: random.Random) -> str:
    """Spain's NIE: X, Y or Z, seven digits and a check letter."""
    return v.until(g, lambda h: h.choice("XYZ") + _r(h, D, 7) + h.choice(UPPER), es_nie.is_valid)


def _cnpj(g: random.Random) -> str:
    """Brazil's CNPJ: eight digits, a branch of four and two check digits."""
    number = v.until(g, lambda h: _r(h, D, 8) + "0001" + _r(h, D, 2), br_cnpj.is_valid)
    return str(br_cnpj.format(number))


def _atin(g: random.Random) -> str:
    """A US Adoption Taxpayer Identification Number: 9xx-93-xxxx."""
    return v.until(g, lambda h: f"9{_r(h, D, 2)}-93-{_r(h, D, 4)}", us_atin.is_valid)


def _ein(g: random.Random) -> str:
    """A US EIN: a campus prefix and seven digits (python-stdnum checks the prefix only)."""
    return v.until(g, lambda h: f"{_r(h, D, 2)}-{_r(h, D, 7)}", us_ein.is_valid)


def _ma_licence(g: random.Random) -> str:
    """A Massachusetts driver's licence: S and eight digits, no public check."""
    return "S" + _r(g, D, 8)


def _us_passport(g: random.Random) -> str:
    """A US passport book number: nine digits (or a letter and eight), no public check."""
    return g.choice(["5", "6", "A"]) + _r(g, D, 8)


def _pt_passport(g: random.Random) -> str:
    """A Portuguese passport: two letters and six digits, a guess; no public check."""
    return g.choice(["CA", "CB", "CC"]) + _r(g, D, 6)


def _utente(g: random.Random) -> str:
    """A Portuguese SNS user number: nine digits, no check verified here."""
    return g.choice("123") + _r(g, D, 8)


def _niss(g: random.Random) -> str:
    """A Portuguese social security number: eleven digits, no check verified here."""
    return g.choice("12") + _r(g, D, 10)


_ID_PLACES: dict[str, Maker] = {
    "o meu NIF é {s}": _nif,
    "NIF da cooperativa de lacticínios, pra fatura: {s}": _nif,
    "contribuinte nº {s}, em nome da Lurdes": _nif,
    "número do cartão de cidadão: {s}": _cc,
    "CC do Jacinto (pro seguro do barco): {s}": _cc,
    "Ramiro's NIE for the packing-house contract: {s}": _nie,
    "mi NIE es {s}, no lo compartas": _nie,
    "CNPJ do importador de Santos: {s}": _cnpj,
    "the Brazilian buyer's CNPJ: {s}": _cnpj,
    "ATIN for the Fall River adoption file: {s}": _atin,
    "EIN of the Fall River agency (for the 1099s): {s}": _ein,
    "Tony's Massachusetts driver's license number: {s}": _ma_licence,
    "a carta de condução do Edmundo em Massachusetts: {s}": _ma_licence,
    "Kaitlyn's US passport number: {s}": _us_passport,
    "passaporte americano do primo: {s}": _us_passport,
    "número do passaporte português da avó: {s}": _pt_passport,
    "my Portuguese passport number is {s}": _pt_passport,
    "número de utente do SNS da Goreti: {s}": _utente,
    "o meu número de utente é {s}": _utente,
    "NISS (segurança social) do Helder: {s}": _niss,
    "número da segurança social pro contrato do bote: {s}": _niss,
    "numéro de contribuinte de Nathalie au Portugal : {s}": _nif,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Remitly 2-step recovery codes\n{codes}", "códigos de backup da conta Google da queijaria: {codes}",
            "FareHarbor backup codes: {codes}", "códigos de recuperação do 2FA:\n{codes}",
            "códigos de respaldo de Ramiro: {codes}", "backup codes pro email da agência: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Checkfront:tony@fallriver-travel.com?secret={s}&issuer=Checkfront&digits=6",
              "Aegis, manual setup key for the Xoom login: {s}",
              "chave secreta do 2FA do Moloni: {s}",
              "2FA setup key for the Bókun account, from under the QR code: {s}"]  # fmt: skip
_CODES = ["{c} is your Remitly verification code", "Montepio: o seu código de confirmação é {c}",
          "MB WAY: código {c}. Não partilhe este código com ninguém.",
          "Tu código de verificación de Sendwave es {c}", "BayCoast Bank: your one-time code is {c}"]  # fmt: skip


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
_codes = _Family(
    "otp_code", _CODES, lambda g, i, t: {"c": _r(g, "123456789", 1) + _r(g, D, 5)}, "c"
)


_SSIDS = ["MEO-Queijaria-Topo", "NOS-Velas-5G", "Vodafone-Lajes-Pico", "Baleia-Escritorio",
          "Armazem-Banana-Funchal", "Adega-Expedicao", "Agencia-FallRiver", "Xfinity-NewBedford",
          "Bote-Cachalote", "Vacaria-Urzelina", "Casa-da-Poncha", "Verizon-Fairhaven-5G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "office network {s}, password {pw}",
    "wifi no bote: {s} / {pw}",
    "a pass do wifi {s} é {pw}",
    "palavra-passe da rede {s}: {pw}",
    "the key printed under the MEO box: {pw}",
    "wifi da vacaria ({s}) → {pw}",
    "la contraseña del wifi {s} es {pw}",
    "o wifi da estoa é {s} e a password é {pw}",
    "rede {s}, chave WPA {pw}",
    "Raspberry Pi Imager, wireless LAN: SSID {s}, password {pw}",
    "nmtui on the boat NUC: {s}, password {pw}",
    "wifi da agência, n digas a ninguém: {s} — {pw}",
    "AvNav hotspot {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("pgm_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("vfy_sk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[ditado ao telefone] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "letra a letra: {t}",
          "letra por letra: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["código do cadeado da queijaria: {pw}", "o código da porta do armazém é {pw}",
          "el código del candado de la nave: {pw}", "the boat shed keypad takes {pw} then #",
          "padlock on the Fall River storage unit: {pw}", "código do portão da adega → {pw}",
          "o código do alarme da agência é {pw}, n digas a ninguém",
          "PIN do cartão da cooperativa: {pw}", "o PIN do telemóvel do bote é {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, "123456789", 1) + _r(rng, D, [3, 4, 5, 3][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["cachalote", "cagarro", "hortensia", "garapa", "verdelho", "semilha", "lapas",
                 "baleeira", "vigia", "arpoador", "caldeira", "fajã", "queijo", "bananeira",
                 "poncha", "levada"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the agency vault: {p}": " ",
            "frase-passe do KeePassXC da queijaria: {p}": " ",
            "Proton Pass master passphrase: {p}": "-", "a frase-passe do backup é {p}": ".",
            "passphrase do cofre da agência: {p}": " ", "frase de contraseña del portátil: {p}": "_",
            "Enpass master passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Hoppscotch history: Authorization: Bearer {v}": False,
    "Insomnia export, header authorization = Basic {v}": True,
    "HTTPie: http GET reservas.baleia.lan/api 'Authorization: Bearer {v}'": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/dma/auth.conf:\nalertas@baleia-acores.pt|smtp.baleia-acores.pt:{pw}",
    "/etc/mail/secrets (OpenSMTPD):\nrelay alertas@baleia-acores.pt:{pw}",
    "~/.esmtprc:\nidentity alertas@baleia-acores.pt\n  hostname smtp.baleia-acores.pt:587\n  username alertas\n  password {pw}",
    "openHAB things/mqtt.things:\nBridge mqtt:broker:lajes [ host=\"mqtt.baleia.lan\", username=\"openhab\", password=\"{pw}\" ]",
    "Shinobi conf.json:\n{{\"db\": {{\"host\": \"127.0.0.1\", \"user\": \"majesticflame\", \"password\": \"{pw}\"}}}}",
    "Moodle config.php:\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "Joomla configuration.php:\n\tpublic $user = 'joomla';\n\tpublic $password = '{pw}';",
    "MediaWiki LocalSettings.php:\n$wgDBuser = \"wiki\";\n$wgDBpassword = \"{pw}\";",
    "pjsip.conf:\n[agencia-6001]\ntype=auth\nauth_type=userpass\nusername=6001\npassword={pw}",
    "Dolibarr conf.php:\n$dolibarr_main_db_user='dolibarr';\n$dolibarr_main_db_pass='{pw}';",
    "osTicket ost-config.php:\ndefine('DBUSER','osticket');\ndefine('DBPASS','{pw}');",
    "SuiteCRM config.php:\n'db_user_name' => 'suitecrm',\n'db_password' => '{pw}',",
    "Snipe-IT .env:\nDB_USERNAME=snipeit\nDB_PASSWORD={pw}",
    "GLPI config_db.php:\npublic $dbuser = 'glpi';\npublic $dbpassword = '{pw}';",
    "Invoice Ninja .env:\nDB_USERNAME=ninja\nDB_PASSWORD={pw}",
    "Vaultwarden .env:\nADMIN_TOKEN={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[07:02] Jacinto: wifi da vacaria?\n[07:03] Goreti: {pw}",
    "[06:40] nelson: root pw do NUC do bote?\n[06:41] duarte: {pw}",
    "Filipa: {pw} é a nova palavra-passe do Greefa",
    "Tiago: usa {pw}, é o que o Fossomatic tem agora",
    "Zeca: a pass nova é {pw} 👍",
    "Lucilia: a password nova da estoa é {pw}, brigado",
    "Ramiro: la contraseña nueva es {pw}",
    "Kaitlyn: new password for the agency PC is {pw}",
    "[18:15] Tony: password do Remitly?\n[18:16] Edmundo: {pw}",
    "Adelino: a senha mudou para {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "palavra\u200b-passe: {pw}", "pass\ufeffword = {pw}", "se\u00adnha → {pw}", "раlavra-passe: {pw}",
    "𝐩𝐚𝐥𝐚𝐯𝐫𝐚-𝐩𝐚𝐬𝐬𝐞 {pw}", "ｓｅｎｈａ: {pw}", "ᴘᴀssᴡᴏʀᴅ = {pw}", "contra\u2060seña: {pw}",
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
    return v.until(
        g,
        lambda h: str(_MNEMO["english"].to_mnemonic(bytes(h.randrange(256) for _ in range(16)))),
        _MNEMO["english"].check,
    )


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Greefa admin password is": "{s}", "Fossomatic service pw:": "{s} (since the March visit)",
    "a palavra-passe é": "{s}", "AvNav password": "{s}\nchange it after the season",
    "a pass do wifi:": "{s}", "la contraseña es": "{s}", "o password da estoa é": "{s}",
    "Vinosoft password": "{s}", "the password Zeca read out over the VHF was": "{s}, I think",
    "senha:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Rezdy API key", "{s}", _j((HEX, 32))),
    ("split_token", "Pangea key:", "{s} (remittances)", _j("pgm_live_", (ALNUM, 30))),
    ("split_token", "Ventrata API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "número do cartão", "{s} val. 11/36", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "PT"))),
    ("split_backup", "Xoom recovery codes", "{s}\nkpqz71-4m2d\nbtwr88-h3vz", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NIF", "{s}", _nif),
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


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"greefa": {"url": "https://sorter.funchal.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"palavra_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "tony", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"boats": [{"name": "Cachalote I"}, {"name": "Cachalote II", "avnav_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["ncrack", "-p", "3389", "--user", "admin", "--pass", "{s}", "10.40.0.30"]}': ("meta_password", _plain_pw),
    '{"nota": "a palavra-passe do computa da queijaria é {s}"}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Fossomatic as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"rezdy": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"checkfrontSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"kuantokusta_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pagamento": {"numero_cartao": "{s}", "validade": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    '{"fornecedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "ST")),
    '{"cliente": {"nif": "{s}"}}': ("meta_id", _nif),
    '{"mfa": {"recovery_codes": ["{s}", "kpqz71-4m2d", "btwr88-h3vz"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"remittance_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"armazem": {"codigo_cadeado": "{s}"}}': ("meta_pin", _j("7", (D, 4))),
    '{"wifi": {"ssid": "Baleia-Escritorio", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pynmea2-1.19.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"ydwg02-firmware-1.71.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/baleia/reservas:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"reservas: add whale species to trip log", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"remessas: revert fx rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"contagem_leite_2032-05-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"expedicao-vinho-2031.parquet").hexdigest()

CLEAN = [
    "Lembra-me de mudar a palavra-passe do Greefa antes da visita técnica de 11 de junho.",
    "O Jacinto pediu a pass do wifi da vacaria; está no cartão na gaveta do encarregado.",
    "Policy: agency passwords are at least 14 characters and live only in the shared vault.",
    "Por favor não mandem palavras-passe pelo WhatsApp; usem o link do cofre.",
    "The `.env.example` line `REZDY_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "O Fossomatic pede uma palavra-passe nova depois de cada atualização.",
    "Replace <YOUR_FAREHARBOR_KEY> in the README with the key from your FareHarbor dashboard.",
    "CHECKFRONT_API_SECRET and MOLONI_CLIENT_SECRET must be set before the nightly booking sync runs.",
    "Não digas a tua palavra-passe a ninguém, ouviste?",
    "n digas a pass a ninguém, tá?",
    "Don't tell ninguém your password, the bossa says.",
    "No le digas tu contraseña a nadie.",
    "A palavra-passe tem de ter pelo menos catorze caracteres.",
    "La contraseña debe tener al menos catorce caracteres.",
    "Upgraded the AvNav server from 20240520 to 20250322 and pynmea2 to 1.19.0 over the weekend.",
    f"commit {_COMMIT} adds whale species to the trip log.",
    f"Rolled back to {_SHORT} after the FX rounding broke the remittance receipts.",
    f"requirements.txt: pynmea2==1.19.0 --hash=sha256:{_WHEEL_SUM}",
    f"The YDWG-02 firmware 1.71 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of expedicao-vinho-2031.parquet: {_SHA512}",
    f"The reservas container runs ghcr.io/baleia/reservas@sha256:{_IMAGE}.",
    f"MD5 of contagem_leite_2032-05-03.csv is {_MD5}, same as the copy on the dairy share.",
    "Request id 3f9c2a71-8d4e-4b06-a5c2-7e1d0b9f6a35 is the slow one in the Rezdy logs.",
    "Encomenda EN-2032-00731: 120 queijos de São Jorge, 12 meses de cura, sai na quinta.",
    "Freshdesk #5518: the Funchal packing line 2 sorter stops at every third pallet.",
    "Liga para a queijaria no Topo: +351 295 410 118, antes do meio-dia.",
    "Call the Fall River agency at (508) 555-0147, ask for Kaitlyn.",
    "Container CMAU 7730214 with the Madeira wine is at Leixões.",
    "Guia de transporte GT-2032-PDL-0412 covers 18 paletes de bananas.",
    "HS code 0803.90 is fresh bananas; 0406.90 is cheese; 2204.21 is wine in bottles under 2 litres.",
    "Código postal da queijaria: 9850-032 Calheta; da agência em Fall River: MA 02723.",
    "Route 6 to New Bedford is closed at the Braga Bridge ramp on Saturday.",
    "A câmara frigorífica está a 4 °C e 85 % de humidade; a sala de maturação a 14 °C.",
    "After five wrong passwords the AvNav page locks the account for 20 minutes.",
    "O bote leva 12 passageiros e sai de Lajes do Pico às 9h30 e às 14h00.",
    "O segredo do queijo de São Jorge é o leite cru e o vento do norte.",
    "Pergunta ao Zeca o código do cadeado, eu não sei.",
    "My card ending 4417 was declined at the Fall River hardware store.",
    "O importador de Santos quer o IBAN na fatura sem espaços.",
    "Imprime os códigos de backup da conta do Remitly e guarda-os no cofre.",
    "Nenhuma carteira te vai pedir a frase de recuperação.",
    "Keep `PANGEA_API_KEY` in the secrets store, never in the repository.",
    "O cadeado do armazém enferruja com o salitre; põe-lhe óleo todos os meses.",
    "Rezdy moved the API key page under Settings › Integrations in its May release.",
    "ISBN 978-972-37-1769-3 is the whale guide on the boat office shelf.",
    "O wifi 'Baleia-Convidados' é aberto, não precisa de palavra-passe.",
    "Lote LOT-2032-SJ-0311, 60 queijos, 8 kg cada; humidade 38 %; nota da prova 17,5.",
    "Whale sighting log: 14 sperm whales, 3 Risso's dolphins, sea state 3, 7 nm south of Lajes.",
    "A Atlanticoline muda o horário do ferry Velas–Madalena a 1 de junho.",
    "Ticket SATA S4 129 Boston–Ponta Delgada, booking ref. K7QXM2, seat 23C.",
    "Flight TP 1692 Funchal–Lisboa leaves at 07:05; check-in closes at 06:20.",
    "Vinho Madeira Verdelho 10 anos, safra 2014, garrafa de 50 cl, 19 % vol.",
    "Remittance receipt RM-2032-118-44: US$ 300.00 to Ponta Delgada, fee US$ 3.99.",
    "The Fall River agency's Wi-Fi is called Agencia-Guest; the guest password is on the front desk card.",
    "A palavra-passe do cliente foi reposta às 10h e ele vai escolher uma nova.",
    "La contraseña se cambia cada 90 días, dice Ramiro.",
    "The Espadarte II logbook entry 2032-07-14: 41 passengers, 2 crew, no incidents.",
    "Dairy cooperative milk count, 3 May: 18 420 litres from 212 farms.",
    "O número de série do Fossomatic é FT7-2031-0088; a garantia acaba em 2034.",
    "Sale das Lajes às 9h, regressa às 12h; o briefing é na vigia às 8h45.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/agencia/remitly", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pynmea2", "version": "1.19.0"}}',
    '{"ticket": "5518", "encomenda": "EN-2032-00731"}',
    '{"lote": {"id": "LOT-2032-SJ-0311", "peso_kg": 8, "humidade_pct": 38}}',
    '{"telefone": "+351 295 410 118", "localidade": "Calheta"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "queijos_em_stock": 1284}',
    '{"hs_code": "0803.90", "origem": "PT-30", "descricao": "bananas da Madeira"}',
    '{"container": "CMAU 7730214", "carrier": "Mutualista Açoreana", "eta": "2032-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
