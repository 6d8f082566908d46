# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-thirteenth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-ninth only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-tenth to two-hundred-and-twelfth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (213604871),
password words (an island, a fish, two digits and a sign; leet words of grogue, the trapiche,
cashew, the salt pan, the ferry, morna and ponche with a year and a sign; a town, a music genre
and a year joined by underscores; two Cabo Verdean or Guinean dishes joined by dots with a number;
a ferry's name, a sign, a number and an island; a name, a birth year, a sign and `Morabeza`;
`Kaju`, a cashew grade, a town and two digits; a town in capitals, a sign and a number; a
generator's four groups and random runs), names, places, templates, tools, vendors and layouts,
the way the staff of Djarama Ilhéu (fictional: a tuna cannery in Mindelo, salt flats on Sal, a
grogue distillery on Santiago, a cashew export house in Bafatá and Gabú, inter-island ferries from
Praia, a morna club and a mobile-money agent network, with offices in Praia, Mindelo, Espargos,
Bissau, Bafatá and Bolama) leak secrets into an assistant's memory. The texts are WhatsApp,
Signal, Telegram, Viber and Teams messages, chat logs with times, Jira-style tickets, Confluence
pages and wiki tables, notes, an e-mail, runbooks, shell, PowerShell and Termux prompts, a bash
history, code (Python, JavaScript, Go, PHP, Kotlin, Ruby, Rust, C#, Dart and shell), configs,
voice-memo transcripts, dictated text and requests to the assistant itself; the label's
separators run from a colon, "is" (`e`, `ê`, `i`, `ko`, `mu … le ti`, `é`) and a dash to an arrow,
an emoji, a new line, quotes (`"…"`, `«…»`, backticks), parentheses and a table's bar.

Tools, flags, variables and files none of heldouts 5 to 209 names (each grepped for the command,
flag or variable itself): the company's own CLIs `djr-ferry login --senha`, `atum-sync
--retort-pass`, `kaju-export --auth`, `salina-scada --pin-senha`, `morna-tix --passwd=`,
`grogue-lims --lims-password`, `kumbu-float --agent-pin-secret=`, `balsa-ctl --senha=`,
`bolama-radio cfg set link.password`, `kumbi-pos admin reset --new-pos-password` and
`./retort-report.sh`; Tera Term's `ttpmacro` with `connect '… /ssh /2 /user=… /passwd=…'`; the
BUTT streaming client's `butt.rc` `[icecast]` password; Open Source Point of Sale's `.env`; and the
variables `DJR_TUNA_DB_PASS`, `DJARAMA_ERP_SENHA`, `DJARAMA_DB_URL`, `DJARAMA_DB_PASSWORD`,
`RETORT_DB_PASS`, `KUMBU_ACCESS_TOKEN`, `DJR_FERRY_SIGNING_KEY` and `DJR_SMTP_PASS`. Beside them
commands of lightly used tools (each in one or two earlier corpora: `putty -ssh … -pw`, `sipsak
-U -s … -a`), and common layouts (env files, compose, systemd, Kubernetes secrets, Helm values,
Rails, Spring, Django and WordPress settings, a wifi QR code, `otpauth://`, JWTs, PEM blocks,
Basic and Bearer headers, connection strings) in wordings of their own.

About 49 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, some 192 of 390): Kabuverdianu of Santiago (Badiu) and of São Vicente
(Sanpadjudu), Guinea-Bissau Kriol, Balanta, the Fula of Gabú, Mandinka and the Portuguese people
text on the islands, and Spanish, French, Italian and Czech only in seed-phrase lines. The
wordings are the author's approximations, checked by no speaker, built around a few marker words
and the loanwords people there really text (password, senha, wifi, PIN, token, API key, backup,
server, POS): Badiu's `nha`, `N muda … pa`, `oji`, `nobu`, `ka bu da ningen`, `obrigadu`, `kumé`,
`kódigu`, `kartãu`, `xavi`, `dipos`; Sanpadjudu's `ê`, `d'`, `M mudá`, `oje`, `ka bo dá ninguem`,
`dpos`, `bo ta lembrá`; Kriol's copula `i`, `aos`, `djubi`, `ka bu da ningin`, `obrigadu manga`,
`palabra`, `dipus`, `karton`; Fula's `am` after the noun, `ko`, `wota hokku goɗɗo`, `on
jaraama`, `waylii`, `innde`, `konngol`, `caggal`, `hesso`; Mandinka's `n na … mu … le ti`, `kana a
dii mɔɔ la`, `abaraka`, `too`, `kumoo`, `kutoo`; island Portuguese's `pw`, `blz`, `obg`, `n
partilhes`, `mn`, `bjs`, `palavra-passe`; Sanpadjudu's elided `d'` is typed as the ASCII apostrophe, as people
text it, though print writes `d’`. The Balanta line (Nhacra and the rice of the bolanha,
in Kriol loanwords only), the Fula `waylii`, `caggal` and `hesso`, the Mandinka `kumoo`, `a kɔ
la` and `kutoo`, and the Sanpadjudu `d'computador d'fábrica` are the thinnest guesses.

Vendors (Zonesoft, Ekwanza, Ticketline, Xceed, Fourvenues, iKentoo, Seabookings, Fishory, Tuna
Track, Tecnisal, Salinor, Fidelidade, Garval, Tranquilidade, Deliverea, Cuboo, Tecnicil, Cabnave,
Moave, Lusitania and the invented Kriolfone) are ones heldouts 5 to 209 do not name (grepped by
name). No shape here is one the author knows to be real: every one is a guess (hex, base64,
URL-safe and alphanumeric runs, UUIDs, JWTs for Seabookings and Moave, and the prefixes
`ekz_live_`, `fvn_`, `sln_`, `sk_cuboo_` and `kfone_`, none of them in an earlier corpus); the
JWTs are well-formed, and the Apple recovery key's seven groups of four and BitLocker's eight
groups of six follow their published layouts.

The ids are kinds heldouts 5 to 209 do not use, except four lightly used ones that carry a check,
each drawn until python-stdnum validates it: Portugal's Cartão de Cidadão (`stdnum.pt.cc`),
Guinea's NIFp (`stdnum.gn.nifp`), Mozambique's NUIT (`stdnum.mz.nuit`) and Brazil's CNPJ
(`stdnum.br.cnpj`). The others are invented shapes that no library or this file checks: a Cabo
Verde NIF, a Cabo Verde CNI number, a Guinea-Bissau bilhete de identidade, a Guinea-Bissau NIF,
Cabo Verdean and Bissau-Guinean passports, a seafarer's card, a tuna boat's fishing licence, a
Cabo Verde driving licence, a Guinea-Bissau voter card and an INPS beneficiary number. Card
numbers pass Luhn (the value helpers' Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay and
Maestro, checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough
count over the IBAN shapes and IBAN calls of heldouts 5 to 209 (São Tomé and Príncipe, Brazil,
Nicaragua, Andorra, Somalia, North Macedonia, Monaco and Saint Lucia, in sixteen or seventeen
corpora each by that count; Cabo Verde and Guinea-Bissau have none in stdnum), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Portuguese, Spanish,
French, Italian and Czech lists, each with a valid checksum. Counts: 390 secret samples, 20 field
pairs and 20 metadata samples (430 scored, every secret unique), 60 clean texts and 10 clean
metadata dicts.
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
from stdnum.gn import nifp as gn_nifp
from stdnum.mz import nuit as mz_nuit
from stdnum.pt import cc as pt_cc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 213_604_871
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


_ISLANDS = ["Santiago", "SaoVicente", "Sal", "Boavista", "Fogo", "Brava", "Maio", "SantoAntao",
            "SaoNicolau", "Bolama", "Bubaque", "Orango", "Cacheu", "Formosa"]  # fmt: skip
_FISH = ["Atum", "Cavala", "Garoupa", "Serra", "Bica", "Dobrada", "Moreia", "Lagosta", "Salmonete",
         "Cherne", "Bonito", "Djagaz"]  # fmt: skip
_TOWNS = ["Praia", "Mindelo", "Espargos", "SantaMaria", "Bissau", "Bafata", "Bolama", "Gabu",
          "Assomada", "Tarrafal", "Pedra", "Palmeira", "Canchungo", "Catio", "Mansoa"]  # fmt: skip
_GENRES = ["morna", "coladeira", "funana", "batuku", "tabanka", "gumbe", "mazurka", "kola",
           "cabazada", "finason"]  # fmt: skip
_DISHES = ["katxupa", "pastel", "djagacida", "kuskus", "ponche", "grogue", "mancarra", "kaldu",
           "bafada", "sigas", "kanja", "tchabeu"]  # fmt: skip
_LEET = ["Gr0gu3", "Tr4p1ch3", "K4ju", "Mun4", "S4l1n4", "B4ls4", "4tum", "M0rn4", "P0nch3",
         "Funan4", "M4nc4rr4"]  # fmt: skip
_FERRIES = ["Kriola", "Liberdadi", "Sodadi", "Morabeza", "Djarmai", "Tchuba", "Bijagos", "Rubon"]
_GRADES = ["W180", "W210", "W240", "W320", "W450", "SW240", "LWP", "BB"]
_NAMES = ["Ilda", "Nelson", "Djenifer", "Arlindo", "Zezinho", "Fatumata", "Braima", "Aua",
          "Mamadu", "Nhima", "Sadju", "Kumba", "Adelaide", "Tchico", "Nuno", "Edna", "Ivanilda",
          "Amadu", "Lassana", "Ndaye"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"


def _manager(g: random.Random) -> str:
    """Four random groups of five, letters and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people at the company pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_ISLANDS)}{g.choice(_FISH)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1975, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_TOWNS).lower()}_{g.choice(_GENRES)}_{g.randrange(1960, 2033)}",
    lambda g: ".".join(g.sample(_DISHES, 2)) + "." + str(g.randrange(10, 1000)),
    lambda g: f"{g.choice(_FERRIES)}{g.choice(_SYMBOLS)}{g.randrange(100, 10_000)}{g.choice(_ISLANDS)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    _manager,
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}Morabeza",
    lambda g: f"Kaju{g.choice(_GRADES)}{g.choice(_TOWNS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_TOWNS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 100_000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Ilda in 'Frio Mindelo': the Bitzer cold-room controller password is {pw}",
    "Signal note to self — salt-works SCADA pw → {pw}",
    "ticket DJR-4471: reset the Gabú cashew weighbridge admin, new password: {pw}",
    "password for the Sal ferry ticket kiosk - {pw}",
    "Telegram, Bissau port desk: booking portal password 👉 {pw}",
    "grogue lab PC\npassword:\n{pw}",
    "the still-house tablet password is \"{pw}\"",
    "(tuna line 2 retort HMI password: {pw})",
    "Viber from Nelson: morna club POS manager password = {pw}",
    "e-mail, subject 'Bolama radio link': the airMAX login password is {pw}, please don't forward",
    "runbook › Mindelo cannery › retort logger: password `{pw}`",
    "remind me: the new mobile-money agent back-office password is {pw}",
    "| system | password |\n|---|---|\n| Praia ferry booking | {pw} |",
    "voice memo, 07:42: ok so the password for the Boa Vista warehouse NVR is {pw} yeah",
    "Senha di kompiutador di fábrika di atum e {pw}",
    "Oji N muda senha di servidor pa {pw}, ka bu da ningen",
    "Senha nobu di sistema di balsa: {pw} — obrigadu",
    "Kumé, bu podi guarda nha password? E {pw}",
    "WhatsApp, Djonsa: password di POS di klubi e «{pw}»",
    "Senha d'computador d'fábrica d'atum ê {pw}, ka bo dá ninguem",
    "M mudá password d'sistema pa {pw} oje",
    "Bo ta lembrá? Senha d'caixa ê → {pw}",
    "Nha senha di sistema di kaju i {pw}, ka bu da ningin",
    "N muda password di servidor pa {pw} aos",
    "Djubi: senha nobu di armazen di Bafatá i \"{pw}\"",
    "password di computador di porto di Bissau i: {pw}, obrigadu manga",
    "Nhacra, arus di bolanha: a senha di balança — {pw}",
    "Password am ko {pw}, wota hokku goɗɗo",
    "On jaraama! password wifi magasin Gabu ko {pw}",
    "Mi waylii password server ngal: {pw}",
    "N na password mu {pw} le ti, kana a dii mɔɔ la",
    "Abaraka! kompiuter password mu {pw} le ti",
    "a pw nova do sistema é {pw} blz? n partilhes",
    "Senha do POS do clube: {pw} obg",
    "palavra-passe do portal do porto (Mindelo): {pw}",
    "mn a senha do router da salina é {pw} bjs",
    "(senha: {pw})",
    "Senha nobu di app di kumbu\n{pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ilda.f", "nelson", "djenifer", "arlindo.t", "zezinho", "fatumata.b", "braima",
          "aua.s", "mamadu", "nhima", "sadju", "kumba.c", "adelaide", "tchico", "nuno.l", "edna",
          "ivanilda", "amadu.j", "lassana", "ndaye", "svc-retort", "ops-balsa"]  # fmt: skip
_LOGINS = [
    "Djarama ERP login: {u} / {pw}",
    "creds for the ferry ticket office PC are {u} and {pw}",
    "utilizador: {u}\nsenha: {pw}",
    "Utilizador {u}, senha {pw} — N kria es oji",
    "nomi di utilizador {u}, senha {pw}",
    "| host | user | pass |\n|---|---|---|\n| mm-agent-03 | {u} | {pw} |",
    "sign in to the grogue lab LIMS as {u} with {pw}",
    "innde {u}, password am ko {pw}",
    "too {u}, password mu {pw} le ti",
    "Confluence › Ferries › Ticket kiosks: {u} — {pw}",
    "login {u} and {pw} for the mobile-money float dashboard",
    "user {u} pass {pw} (Bafatá warehouse tablet)",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["funana", "batuku", "tabanka", "katxupa", "trapiche", "mancarra", "salina",
               "cavala", "garoupa", "djagacida", "kankuran", "bissilao", "sodadi", "morabeza",
               "pontinha", "lajedos"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "type {w} and right after it {d}, no space",
    "it's {w}{d}, word and number together",
    "senha e palavra {w}, dipos {d}",
    "senha ê palavra {w}, dpos {d}",
    "senha i palabra {w}, dipus {d}",
    "a senha é a palavra {w} seguida de {d}",
    "password ko konngol {w}, caggal {d}",
    "password mu kumoo {w} le ti, a kɔ la {d}",
    "voice memo: uh the wifi at the Pedra de Lume office, it's {w} then {d}",
    "{w} with a capital first letter and {d} at the end",
    "the name of our old fishing boat, {w}, followed by {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index * 5 % len(_SAID_WORDS)]  # each word once (5 is prime to 16)
    number = str(rng.randrange(100, 100_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "djr-ferry login --operator {u} --senha '{pw}'",
    "atum-sync push --lote 2032-118 --user {u} --retort-pass '{pw}'",
    "kaju-export manifest --porto bissau --auth {u}:{pw}",
    "salina-scada --host 10.40.0.5 --operator {u} --pin-senha '{pw}'",
    "morna-tix sync --venue 'Clube Morabeza' --user {u} --passwd='{pw}'",
    "grogue-lims import --from still-3 --user {u} --lims-password '{pw}'",
    "kumbu-float topup --agent BAF-014 --user {u} --agent-pin-secret='{pw}'",
    "balsa-ctl seat-map --ferry Kriola --user {u} --senha={pw}",
    "bolama-radio cfg set link.password '{pw}'",
    "DJR_TUNA_DB_PASS='{pw}' ./retort-report.sh --day 2032-05-14",
    "kumbi-pos admin reset --user {u} --new-pos-password '{pw}'",
    "putty -ssh {u}@10.30.1.4 -pw {pw}",
    "sipsak -U -s sip:{u}@pbx.djarama.lan -a '{pw}'",
    "ttpmacro ferry.ttl → connect '10.30.1.4:22 /ssh /2 /user={u} /passwd={pw}'",
    "docker run -e DJARAMA_ERP_SENHA='{pw}' djarama/erp:5.2",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "ops@praia-erp:~$ {c}", "root@mindelo-retort:/opt/atum# {c}",
    "PS C:\\balsa> {c}", "Termux no telemóvel do Braima: {c}", "cmd na bilheteira de Sal:\n{c}",
    "kumandu ki N koré: {c}", "komandu ki m corrê: {c}", "komandu ku n kore: {c}",
    "o comando que correu ontem à noite: {c}", "Jira DJR-4502, steps to reproduce:\n{c}",
    "bash history on the Bafatá tablet:\n  211  {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@pg.djarama.lan:5432/atum",
    "mysql://{u}:{pw}@db-ferry.djarama.cv:3306/balsas",
    "mongodb+srv://{u}:{pw}@kaju.djarama.gw/exporta?retryWrites=true",
    "ftp://{u}:{pw}@ftp.djarama.gw/manifestos/",
    "https://{u}:{pw}@nvr-boavista.djarama.lan/",
    "rtsp://{u}:{pw}@cam-salina.djarama.lan:554/stream2",
    "Server=sql.djarama.lan;Database=Balsas;User Id={u};Password={pw};",
    "amqp://{u}:{pw}@mq.djarama.lan:5672/kumbu",
    "smtp://{u}:{pw}@mail.djarama.cv:587",
    "clickhouse://{u}:{pw}@ch.djarama.lan:9000/ferry",
]  # fmt: skip
_URL_PLACES = [
    "DJARAMA_DB_URL={c}", "string di konekson: {c}", "string d'conexão: {c}",
    "keep this connection string for me: {c}", "Confluence 'Databases': {c}",
    "a string de ligação é {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "djarama", "sub": f"acc_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Zonesoft", "ZONESOFT_API_KEY", _j((HEX, 40))),
    ("Ekwanza", "EKWANZA_MERCHANT_SECRET", _j("ekz_live_", (ALNUM, 32))),
    ("Ticketline", "TICKETLINE_API_TOKEN", _j((URLSAFE, 43))),
    ("Xceed", "XCEED_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Fourvenues", "FOURVENUES_API_KEY", _j("fvn_", (ALNUM, 40))),
    ("iKentoo", "IKENTOO_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Seabookings", "SEABOOKINGS_TOKEN", _vendor_jwt("https://api.seabookings.com")),
    ("Fishory", "FISHORY_API_KEY", _j((UPPER_HEX, 32))),
    ("Tuna Track", "TUNATRACK_SECRET", _j((B64, 43), "=")),
    ("Tecnisal", "TECNISAL_PORTAL_TOKEN", _j((HEX, 64))),
    ("Salinor", "SALINOR_API_KEY", _j("sln_", (LOWER_DIGITS, 36))),
    ("Fidelidade", "FIDELIDADE_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Garval", "GARVAL_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Tranquilidade", "TRANQUILIDADE_TOKEN", _j((ALNUM, 40))),
    ("Deliverea", "DELIVEREA_API_KEY", _j((HEX, 32))),
    ("Cuboo", "CUBOO_SECRET_KEY", _j("sk_cuboo_", (ALNUM, 30))),
    ("Tecnicil", "TECNICIL_ERP_TOKEN", _j((B64, 56), "==")),
    ("Cabnave", "CABNAVE_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Moave", "MOAVE_ACCESS_TOKEN", _vendor_jwt("https://auth.moave.cv")),
    ("Kriolfone", "KRIOLFONE_SMS_KEY", _j("kfone_", (HEX, 40))),
    ("Lusitania", "LUSITANIA_API_SECRET", _j((ALNUM, 36))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker-compose.yml:\n    environment:\n      - {env}={tok}",
    "k8s secret (stringData):\n  {env}: \"{tok}\"",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "fly secrets set {env}={tok}",
    "Djarama ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Jira DJR-4519: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "WhatsApp, Nelson: {vendor} key for the ticket sync: {tok}",
    "chave API di {vendor} e {tok}",
    "xavi API d'{vendor} ê {tok}",
    "xavi di API di {vendor} i {tok}",
    "{vendor} API key am ko {tok}",
    "{vendor} API key mu {tok} le ti",
    "chave de API da {vendor}: {tok}",
    "a key da {vendor} pra integração é {tok} obg",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    zonesoft = _r(rng, HEX, 40)
    fishory = _r(rng, UPPER_HEX, 32)
    deliverea = _r(rng, HEX, 32)
    lusitania = _r(rng, ALNUM, 36)
    xceed = v.uuid4(rng, "a")
    tranq = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'resp = httpx.get("https://api.zonesoft.pt/v3/sales", headers={{"X-Api-Key": "{zonesoft}"}})', zonesoft),
        Sample("vendor_token", f'const fishory = new FishoryClient({{ apiKey: "{fishory}" }});', fishory),
        Sample("vendor_token", f'req.Header.Set("Authorization", "Token {deliverea}") // Deliverea', deliverea),
        Sample("vendor_token", f"$lusitania = new LusitaniaApi('djarama', '{lusitania}');", lusitania),
        Sample("vendor_token", f'val xceed = XceedClient(apiKey = "{xceed}")', xceed),
        Sample("vendor_token", f'TRANQUILIDADE = {{ token: "{tranq}" }} # config/initializers/seguros.rb', tranq),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "token nobu: {t}",
                "{t}\n^ es e di nobu, kel bedju dja mori", "guarda isto pra mim: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the salt-pan level sensor SP-04: {h}": 32,
    "HMAC secret for the kumbu wallet webhook: {h}": 64,
    "AES key of the retort temperature logger export: {h}": 32,
    "xavi di enkriptason di backup: {h}": 64,
    "xavi d'encriptação d'backup ê {h}": 48,
    "pre-shared key of the Bolama–Bissau radio link (hex): {h}": 64,
    "chave de cifra do leitor de cartões do clube: {h}": 32,
    "encryption key am ko {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira DJR-4530: token copied out of the browser's network tab {t}",
    "Cookie: lang=kea; djr_session={t}",
    "KUMBU_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token di sesson e {t}",
    "o token da app é {t}",
    "token am ko {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@djarama.cv"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://id.djarama.cv/realms/ilhas",
            "azp": "ferry-desk",
            "roles": ["agent"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 16)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key for the Mindelo retort box, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/kumbu.djarama.cv.key:\n{key}": ("PRIVATE KEY", "\n"),
    '{{"DJR_FERRY_SIGNING_KEY": "{key}", "env": "prod"}}': ("EC PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_rsa_balsa <<'EOF'\n{key}\nEOF": ("RSA PRIVATE KEY", "\n"),
    "xavi privadu di servidor:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "chave privada do certificado da bilheteira:\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the customs broker in Bissau:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
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
    "Exodus backup of the grogue fund wallet: {p}": "english",
    "recovery phrase, hardware wallet in the Praia safe\n{p}": "english",
    "voice memo: the wallet words are {p} and that's all of them": "english",
    "frase di rekuperason di karteira: {p}": "portuguese",
    "palavras d'recuperação d'carteira: {p}": "portuguese",
    "frase de recuperação da carteira (não partilhar): {p}": "portuguese",
    "seed phrase am ko {p}": "english",
    "frase de recuperación de la billetera del socio canario: {p}": "spanish",
    "phrase de récupération du portefeuille de Ziguinchor : {p}": "french",
    "frase di recupero del portafoglio del cliente di Genova: {p}": "italian",
    "obnovovací fráze peněženky pražského odběratele: {p}": "czech",
    "wallet words mu {p} le ti": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " | ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "WhatsApp, Ilda: the company card for the Bitzer spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Jira DJR-4544: pay the ferry engine service with card {c}",
    "nha kartãu e {c}, {mm}/{yy}",
    "númeru d'nha cartão ê {c}",
    "numeru di nha karton i {c}, {mm}/{yy}",
    "karte am ko {c}",
    "n na karti nimero mu {c} le ti",
    "o nº do cartão é {c}, val. {mm}/{yy}",
    "cartão da empresa: {c} ({mm}/{yy})",
    "Card for the Lisbon cashew broker deposit: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, security code {cvv}",
               "the three digits on the back are {cvv}",
               "kódigu di seguransa na kosta di kartãu: {cvv}",
               "Amex {c}, four-digit CID above the number: {cvv}",
               "os três números atrás do cartão: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 209; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"ST": "n" * 21, "BR": "n" * 23 + "ac", "NI": "aaaa" + "n" * 20,
                "AD": "n" * 8 + "c" * 12, "SO": "n" * 19, "MK": "nnn" + "c" * 10 + "nn",
                "MC": "n" * 10 + "c" * 11 + "nn", "LC": "aaaa" + "c" * 24}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice DJR-2032-077: pay the tuna cans to {i} within 30 days",
    "save the São Tomé cocoa broker's IBAN: {i}",
    "IBAN: {i}\nReference: cashew lot W240-17",
    "WhatsApp #finansas: the Recife grogue importer's new bank details, IBAN {i}",
    "nha IBAN e {i}",
    "IBAN d'nha conta ê {i}",
    "nha IBAN i {i}",
    "IBAN am ko {i}",
    "n na IBAN mu {i} le ti",
    "o IBAN do fornecedor de latas é {i}",
    "IBAN pa paga ferry: {i}",
    "pay the Monaco yacht charter deposit to {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _pt_cc(g: random.Random) -> str:
    """A Portuguese Cartão de Cidadão number: checked by `stdnum.pt.cc`."""

    def make(h: random.Random) -> str:
        return f"{_r(h, D, 8)}{_r(h, D, 1)}{_r(h, UPPER, 2)}{_r(h, D, 1)}"

    return str(pt_cc.format(v.until(g, make, pt_cc.is_valid)))


def _gn_nifp(g: random.Random) -> str:
    """A Guinean NIFp (tax number): nine digits, checked by `stdnum.gn.nifp`."""
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 8), gn_nifp.is_valid)
    return str(gn_nifp.format(number))


def _mz_nuit(g: random.Random) -> str:
    """A Mozambican NUIT: nine digits, checked by `stdnum.mz.nuit`."""
    return v.until(g, lambda h: h.choice("1234") + _r(h, D, 8), mz_nuit.is_valid)


def _br_cnpj(g: random.Random) -> str:
    """A Brazilian CNPJ of a supplier: fourteen digits, checked by `stdnum.br.cnpj`."""
    number = v.until(g, lambda h: _r(h, D, 8) + "0001" + _r(h, D, 2), br_cnpj.is_valid)
    return str(br_cnpj.format(number))


def _cv_nif(g: random.Random) -> str:
    """A Cabo Verde NIF: nine digits (invented shape, no check)."""
    return g.choice("12") + _r(g, D, 8)


def _cv_cni(g: random.Random) -> str:
    """A Cabo Verde CNI number: a birth date, a sex letter and a serial (invented shape)."""
    return f"{g.randrange(1960, 2006)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}{g.choice('MF')}{_r(g, D, 3)}{g.choice(UPPER)}"


def _gw_bi(g: random.Random) -> str:
    """A Guinea-Bissau bilhete de identidade (invented shape)."""
    return f"BI{_r(g, D, 7)}"


def _gw_nif(g: random.Random) -> str:
    """A Guinea-Bissau NIF (invented shape)."""
    return "5" + _r(g, D, 8)


def _cv_passport(g: random.Random) -> str:
    return "PA" + _r(g, D, 7)


def _gw_passport(g: random.Random) -> str:
    return "GB" + _r(g, D, 7)


def _seafarer(g: random.Random) -> str:
    return f"CM-{g.choice(['SV', 'ST', 'SL'])}-{_r(g, D, 6)}"


def _fishing(g: random.Random) -> str:
    return f"LP/{g.choice(['CV', 'GB'])}/2032/{_r(g, D, 5)}"


def _cv_licence(g: random.Random) -> str:
    return f"{g.choice(['S', 'SV', 'SL'])}-{_r(g, D, 6)}"


def _gw_voter(g: random.Random) -> str:
    return f"{_r(g, D, 4)}-{_r(g, D, 4)}-{_r(g, D, 3)}"


def _inps(g: random.Random) -> str:
    return "1" + _r(g, D, 9)


_ID_PLACES: dict[str, Maker] = {
    "Cartão de Cidadão do técnico português da cravadeira: {s}": _pt_cc,
    "Portuguese citizen card of the can-seamer engineer: {s}": _pt_cc,
    "NIFp of the Conakry cashew buyer, for the export form: {s}": _gn_nifp,
    "NIFp di komprador di kaju di Guiné-Conakri: {s}": _gn_nifp,
    "NUIT do distribuidor de Maputo: {s}": _mz_nuit,
    "CNPJ do importador de grogue no Recife: {s}": _br_cnpj,
    "nha NIF e {s}": _cv_nif,
    "NIF d'Cabo Verde d'nha: {s}": _cv_nif,
    "nha CNI e {s}": _cv_cni,
    "numeru di nha bilheti di identidadi i {s}": _gw_bi,
    "NIF di empresa na Bissau i {s}": _gw_nif,
    "my Cabo Verde passport number: {s}": _cv_passport,
    "pasaporti am ko {s}": _gw_passport,
    "cartão de marítimo do maquinista do ferry: {s}": _seafarer,
    "licença de pesca do atuneiro: {s}": _fishing,
    "n na karta di kondukson mu {s} le ti": _cv_licence,
    "kartãu di eleitor di nha mãe: {s}": _gw_voter,
    "nº de beneficiário do INPS: {s}": _inps,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Google Workspace backup codes for ops@djarama.cv\n{codes}",
            "kódigus di backup di 2FA: {codes}", "códigos d'backup d'2FA:\n{codes}",
            "2FA backup codes am ko: {codes}", "códigos de recuperação 2FA da conta do banco:\n{codes}",
            "recovery codes, ferry booking admin: {codes}", "2FA backup codes mu: {codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_SEEDS_2FA = ["otpauth://totp/Djarama:ilda@djarama.cv?secret={s}&issuer=Djarama&digits=6",
              "Aegis, setup key for the port portal: {s}",
              "xavi di 2FA (TOTP): {s}",
              "chave TOTP da conta do banco: {s}",
              "TOTP secret am ko {s}",
              "2FA seed for the kumbu admin console: {s}"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")

_CODES = ["{c} is your Djarama verification code", "Bu kódigu di verifikason e {c}",
          "O seu código de confirmação kumbu: {c}. Não partilhe", "kódigu di entrada: {c}",
          "Use {c} to sign in to the ferry booking desk"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")

_RECOVERY = ["Apple ID recovery key of the club MacBook: {k}", "recovery key di BitLocker: {k}",
             "chave de recuperação do cofre de senhas: {k}", "recovery key am ko {k}",
             "Bitwarden recovery code: {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    if "Apple" in template:
        return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 5) for _ in range(5))}


_recovery = _Family("recovery_code", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["Djarama-Retort", "DJR-Salina-5G", "CVT-Mindelo-Fabrica", "Unitel-Praia-Office",
          "Orange-Bissau-Armazem", "Gabu-Kaju-2G", "Clube-Morabeza", "Balsa-Kriola-Crew",
          "Bolama-Radio", "Espargos-Salt"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "warehouse network {s}, password {pw}",
    "wifi at the salt office: {s} / {pw}",
    "senha di wifi {s} e {pw}",
    "senha d'wifi {s} ê {pw}",
    "senha di wifi {s} i {pw}",
    "password wifi {s} ko {pw}",
    "wifi {s} password mu {pw} le ti",
    "a senha do wi-fi {s} é {pw}",
    "crew wifi on the ferry: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ekz_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("kfone_", (HEX, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "letra pa letra: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the cold-store door keypad takes {pw} then #", "padlock on the Gabú cashew shed: {pw}",
          "kódigu di kadiadu di armazen: {pw}", "code d'porta d'fábrica ê {pw}",
          "kodigu di porta di armazen i {pw}", "PIN am ko {pw}", "n na PIN mu {pw} le ti",
          "o PIN do cartão da empresa é {pw}", "PIN di kumbu: {pw}",
          "safe in the Praia office: {pw}", "alarm code at the morna club: {pw}",
          "agent PIN for the mobile-money till: {pw}", "kódigu di kofri: {pw}",
          "código do cadeado do contentor: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [6, 5, 6, 7][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["trapiche", "salina", "cavala", "katxupa", "morna", "batuku", "kaju", "bolanha",
                 "tabanka", "ferry", "ponche", "funana", "lagosta", "cravadeira", "mancarra",
                 "djagacida"]  # fmt: skip
_PHRASES = {"KeePassXC database passphrase: {p}": " ", "passphrase di kofri di senha: {p}": "-",
            "Bitwarden master passphrase: {p}": ".", "frase-passe do cofre: {p}": " ",
            "passphrase am ko {p}": "_", "backup passphrase mu {p} le ti": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "curl -H 'Authorization: Bearer {v}' https://api.djarama.cv/ferry/seats": False,
    "Insomnia export, header Authorization = Basic {v}": True,
    "header di pididu: authorization: bearer {v}": False,
    "HTTPie: http GET kumbu.djarama.cv/float 'Authorization: Bearer {v}'": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nDJARAMA_DB_USER=atum\nDJARAMA_DB_PASSWORD={pw}",
    "docker-compose.yml:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: \"{pw}\"",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ferry-db\nstringData:\n  password: {pw}",
    "/etc/systemd/system/retort-logger.service:\n[Service]\nEnvironment=RETORT_DB_PASS={pw}",
    "config/database.yml:\nproduction:\n  username: kaju\n  password: {pw}",
    "appsettings.json: \"ConnectionStrings\": {{ \"Balsas\": \"Server=sql;User Id=balsa;Password={pw}\" }}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'morna', 'PASSWORD': '{pw}'}}}}",
    "butt.rc (morna club stream):\n[icecast]\naddress = radio.djarama.cv\nport = 8000\npassword = {pw}",
    "application.properties:\nspring.datasource.username=kumbu\nspring.datasource.password={pw}",
    "helm values.yaml:\npostgresql:\n  auth:\n    username: ferry\n    password: \"{pw}\"",
    "opensourcepos .env (club bar):\nMYSQL_USERNAME=ospos\nMYSQL_PASSWORD={pw}",
    "ficheiru di konfigurason:\nutilizador = salina\nsenha = {pw}",
    "config.toml:\n[smtp]\nuser = \"avisos@djarama.cv\"\npassword = \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "python:\nconn = psycopg.connect(host='pg.djarama.lan', user='atum', password='{pw}')",
    "node:\nconst pool = mysql.createPool({{ user: 'balsa', password: '{pw}' }});",
    "Go:\ndb, _ := sql.Open(\"mysql\", \"kaju:{pw}@tcp(10.20.0.8:3306)/exporta\")",
    "PHP:\n$pdo = new PDO($dsn, 'morna', '{pw}');",
    "Kotlin:\nval ds = HikariDataSource().apply {{ username = \"kumbu\"; password = \"{pw}\" }}",
    "Ruby:\nRedis.new(host: 'redis.djarama.lan', password: '{pw}')",
    "Rust:\nlet opts = PgConnectOptions::new().username(\"ferry\").password(\"{pw}\");",
    "C#:\nvar cred = new NetworkCredential(\"avisos\", \"{pw}\");",
    "Dart:\nfinal conn = PostgreSQLConnection('pg', 5432, 'kumbu', username: 'app', password: '{pw}');",
    "bash:\nDJR_SMTP_PASS='{pw}' ./send-manifest.sh",
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "[07:12] Ilda: senha di wifi di fábrika?\n[07:13] Nelson: {pw}",
    "WhatsApp 21:40 — Braima: password di servidor?\nAua: {pw}",
    "Fatumata: {pw} e senha nobu di POS",
    "Zezinho: usa {pw}, é o que pus no router",
    "Mamadu: password am hesso ko {pw}",
    "Lassana: password kutoo mu {pw} le ti",
    "Telegram, Edna: {pw} — that's the Bitzer admin password now",
    "Nhima: m pô {pw} na caixa, ka bo esquecê",
    "Teams, Arlindo 16:05: new NVR password: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 22), (_spelled, 14), (_cli, 30), (_urls, 12), (_vendors, 44),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 5),
    (_ibans, 12), (_national, 18), (_backups, 7), (_totp, 6), (_codes, 5), (_recovery, 5),
    (_wifi, 18), (_spelled_tokens, 8), (_locks, 14), (_phrases, 6), (_auth, 6), (_configs, 16),
    (_code, 10), (_chats, 9),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _portuguese_seed(g: random.Random) -> str:
    return str(_MNEMO["portuguese"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the retort HMI password is": "{s}", "Senha di servidor e": "{s}, ka bu da ningen",
    "Senha d'caixa ê": "{s}", "Nha senha i": "{s}\nmuda el dipus di kampanha",
    "Password am ko": "{s}", "password mu": "{s} le ti", "a senha nova é": "{s}",
    "ferry kiosk pw:": "{s} (since the March update)", "palavra-passe:": "{s}",
    "the password Braima read out on the radio was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Zonesoft API key", "{s}", _j((HEX, 40))),
    ("split_token", "Fourvenues key:", "{s} (club tickets)", _j("fvn_", (ALNUM, 40))),
    ("split_token", "Garval client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "palavras d'recuperação", "{s}", _portuguese_seed),
    ("split_card", "card number", "{s} exp 03/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "ST"))),
    ("split_backup", "kódigus di backup", "{s}\nqwer-1234-ab12\nzxcv-9876-cd34", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NIFp", "{s}", _gn_nifp),
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
    '{"retort": {"url": "https://retort.djarama.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "braima", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "sal-1"}, {"name": "sal-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["djr-ferry", "login", "--operator", "ilda", "--senha", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "senha di servidor e {s}"}': ("meta_password", _plain_pw),
    '{"password am": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the ferry booking desk as nelson with the password {s}"}': ("meta_password", _plain_pw),
    '{"zonesoft": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"tecnisalToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"deliverea_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SO")),
    '{"buyer": {"cnpj": "{s}"}}': ("meta_id", _br_cnpj),
    '{"mfa": {"recovery_codes": ["{s}", "qwer-1234-ab12", "zxcv-9876-cd34"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"grogue_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _portuguese_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cashew_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "DJR-Salina-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"retort-logger-fw-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/djarama/ferry-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"ferry: add Bubaque route", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"kaju: revert grade mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"salina_2032-05-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"tuna-lots-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the retort HMI password before the audit on 2032-06-11.",
    "Braima asked for the warehouse wifi password; it's on the card in the foreman's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `ZONESOFT_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Bitzer controller asks for a new admin password after every firmware update.",
    "Replace <YOUR_FOURVENUES_KEY> in the README with the key from the Fourvenues dashboard.",
    "DJARAMA_DB_PASSWORD and KUMBU_ACCESS_TOKEN must be set before the nightly sync runs.",
    "Ka bu da ningen bu senha.",
    "Ka bo dá ninguem bo senha, ouvi?",
    "Ka bu da ningin bu senha.",
    "Wota hokku goɗɗo password maa.",
    "Kana i la password dii mɔɔ la.",
    "Não partilhes a senha com ninguém, blz?",
    "Senha debe ten pelu menus 14 karakteris.",
    "A senha tem de ter pelo menos catorze caracteres.",
    "La contraseña debe tener al menos catorce caracteres.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "N skese nha senha, N ta pidi Nelson pa muda-l.",
    "M esquecê nha senha, m ta pedi Ilda pa mudá-l.",
    "Upgraded the retort logger firmware from 2.6 to 2.7.0 and pymodbus to 3.9.2 last weekend.",
    f"commit {_COMMIT} adds the Bubaque route to the ferry schedule.",
    f"Rolled back to {_SHORT} after the cashew grade mapping broke the export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The retort logger firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of tuna-lots-2031.parquet: {_SHA512}",
    f"The ferry API container runs ghcr.io/djarama/ferry-api@sha256:{_IMAGE}.",
    f"MD5 of salina_2032-05-03.csv is {_MD5}, same as the copy on the share.",
    "Request id 4e2a91c7-5b3d-4f18-a6e2-8c1d3b7f9e40 is the slow one in the ferry API logs.",
    "Purchase order PO-2032-00731 for 1 200 cartons of tuna in olive oil ships on Thursday.",
    "Jira DJR-4600: the Mindelo cold room 2 alarm keeps tripping at night.",
    "Call the Bafatá warehouse on +245 955 412 873 before noon.",
    "Call the Praia office on +238 261 47 90 or the Mindelo desk on +238 232 15 88.",
    "Container MSCU 7314952 with the W240 cashew lot is at the Bissau quay.",
    "Bill of lading DJR-BXO-2032-0042 covers 18 pallets of canned tuna.",
    "HS code 0801.32 is shelled cashew; 1604.14 is prepared tuna.",
    "The salt pans at Pedra de Lume read 26 % salinity this morning; the brine pump runs at 4 bar.",
    "After five wrong passwords the ferry desk locks the account for 20 minutes.",
    "The Sal–Boa Vista ferry leaves at 07:30 and takes about two hours.",
    "The secret of a good grogue is fresh cane and a slow copper still.",
    "Ask Ilda for the cold-store keypad code, I don't have it.",
    "My card ending 4417 was declined at the Mindelo hardware store.",
    "The Lisbon broker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the ops account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `FOURVENUES_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the cashew shed rusts in the salt air; oil it every month.",
    "Zonesoft moved the API key page under Settings › Developers in its May release.",
    "The guest wifi 'Clube-Morabeza-Guest' is open, no password needed.",
    "Lot TUN-2032-0311: 4 800 cans, 160 g each, sterilised at 116 °C for 75 minutes.",
    "Tickets for the Friday morna night cost 800 escudos; doors open at 22:00.",
    "Sodade is a morna; the funaná on Saturday starts after midnight.",
    "Kaju di Gabu sta barátu es anu, 750 francos kilu.",
    "Ferry di Bolama ta sai às 9 ora, si maré dexa.",
    "Hande kaju ndin no moƴƴi, sobaajo.",
    "Bii kaju mu diyaa le ti Bafatá.",
    "A reunião sobre a política de senhas é na sexta às 10h.",
    "The mobile-money float at agent BAF-014 is 2 400 000 XOF after today's top-up.",
    "Ticket number 000418 for the Praia–Fogo crossing, seat 14C.",
    "The PIN pad at the bar needs new batteries; the receipts print fine.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ops/retort", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "DJR-4600", "purchase_order": "PO-2032-00731"}',
    '{"lot": {"id": "TUN-2032-0311", "cans": 4800, "net_g": 160}}',
    '{"phone": "+238 261 47 90", "city": "Praia"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cartons_in_stock": 1284}',
    '{"hs_code": "0801.32", "origin": "GW", "description": "cashew kernels W240"}',
    '{"ferry": "Kriola", "route": "Praia-Fogo", "departure": "2032-06-02T07:30:00Z"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
