# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, corpus 304: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the docstring of the 301st, the fifth to 301st
only through `grep -l`/`grep -c` (counts and file names, never their lines) to find the
languages, wordings, tools, vendors, id kinds and IBAN countries already used, the sample types
(`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the docs and
source of python-stdnum and `mnemonic`; never `memories/` (the product code), the tuning corpus,
`secret_classes_families.py`, any test, `round_checks.py`, the reports, `docs/benchmarks.md`, the
rest of `docs/security.md`, `CHANGELOG.md`, the git history nor the corpora 302, 303 and 305
written beside it, and the scrubber was never run on it.

Theme: Gabon (Libreville, Lambaréné on the Ogooué, Franceville, Port-Gentil, Loango and Lopé).
A fictional company, Okoumé Ogooué, runs a pirogue safari desk on the Ogooué, an eco-lodge in
Loango, an okoumé timber yard's office, a bush-taxi stand and an Airtel Money agent shop; every
person, company, domain (`okoume.lan`, `loango-lodge.ga`, …), address and number is invented.

Languages: about half English or language-neutral config and shell; the rest Gabonese French
(texting: `mdp`, `c`, `stp`, `grave`, `on dit quoi`, `dis pas à qqn`), Fang, Myene, Punu,
Lingala and Portuguese of São Tomé. The Fang (`nkóbó a sóló` for "password", `ne` for "is",
`ke kobe môt` for "tell no one", `dzina` for "name"), Myene (`ompindi`, `ìnò`, `kà ìtondo`,
`ìna`) and Punu (`diloungou di swèmi`, `ka wuli mutu`, `dyina`, `ku nima`) wordings are the
author's own approximations, checked by no speaker and the thinnest guesses here; the Lingala
ones (`liloba ya kobombama`, `ezali`, `koyebisa moto te`, `sima`, `fungola ya API`) are closer
but still guesses.

Tools, by how many earlier corpora (5 to 301) name them by a rough `grep -l`: ncftpget 3, erpnext 2,
qloapps 1, SimpleX 5, db2 connect 5, mariadb-dump 5, keydb-cli 5, dotnet nuget 5, freeradius 5,
memtier_benchmark 6, rabbitmqadmin 6, isql-fb 6, veracrypt 6, hdbsql 7, exaplus 7, beeline 7,
mysqladmin 7, wget --ftp-password 7, mc alias 7, az login 7, jarsigner 7, apksigner 7, Guake 8,
vsql 9, curlftpfs 9, openconnect 9, ConEmu 9, Briar 10, unrar 10, rdesktop 11, x11vnc 12, qpdf
12, dolibarr 12, snmpwalk 13, Logseq 14, clickhouse-client 15, traccar 16, mount -t cifs 17, Blink
Shell 19, aria2c 20, fetchmail 23, WezTerm 26, Warp 28, Tabby 29, influx 30; well used: Zulip 36,
Zammad 37, mongosh 35, rclone 43, Joplin 44, msmtprc 46, zabbix 48, Threema 50, MobaXterm 51,
odoo 56, Caddyfile 77, Wire 80, Hoppscotch 80, Termux 113, Bruno 130, sshpass 156.
Vendors: the invented OgoouePay, Okoume Cloud, PirogueBook, MandjiSMS, LoangoMaps, Ivindo
Ledger, TaxiBrousse Track, Lope Weather, Batouala Payments, Nyanga Insure, Mayumba Mail,
Estuaire Sync, Akanda Hosting and Rembo Radio (no earlier corpus names them; their prefixes and
shapes are this file's guesses: `ogp_live_`, `okc_pat_`, `msms-`, `lgm.`, `tbt_`, `btl_sk_`,
`mym-`, `akd_`, hex, base64, URL-safe and upper-case runs, UUIDs, a JWT), besides the well-known
GitHub, Stripe, Slack, AWS, OpenAI, Telegram, Hugging Face, SendGrid, GitLab, Google, Anthropic,
npm, Flutterwave and Twilio shapes; the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Senegal's
NINEA (`stdnum.sn.ninea`, in four earlier corpora by a rough grep), Guinea's NIFp
(`stdnum.gn.nifp`, four), Tunisia's matricule fiscal (`stdnum.tn.mf`, three), North Macedonia's
EDB (`stdnum.mk.edb`, two), Bulgaria's EGN (`stdnum.bg.egn`, two) and Cuba's número de identidad
(`stdnum.cu.ni`, five): the yard's buyers and the lodge's guests. Kinds no library or this file
checks (shapes guessed): a Gabonese NIP, a Gabonese passport, a CNAMGS number, a DRC voter card
and a São Tomé BI. Card numbers pass Luhn (Visa, Mastercard, Amex, UnionPay, Discover, JCB, a
Mir-like `2200`/`2204` and a regional `6274..` prefix guessed here, checked with `luhn`); card
codes are three digits or Amex's four. The IBANs are of São Tomé and Príncipe, Burundi, Djibouti,
Mauritania, Libya and Sudan (each quoted in twenty-six to twenty-nine earlier corpora by a rough
grep), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
French, Portuguese, Spanish, Italian and Czech lists, each checked with `Mnemonic(lang).check`.
Every secret is drawn again until it is new and no clean text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.bg import egn as bg_egn
from stdnum.cu import ni as cu_ni
from stdnum.gn import nifp as gn_nifp
from stdnum.mk import edb as mk_edb
from stdnum.sn import ninea as sn_ninea
from stdnum.tn import mf as tn_mf

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 304_618_293
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]


class _Seen:
    """The secrets drawn so far in one call: a value is drawn again until it is new and no clean
    text holds it."""

    def __init__(self) -> None:
        self.values: set[str] = set()

    def fresh(self, secret: str) -> bool:
        if secret in self.values or any(secret in text for text in _clean_texts()):
            return False
        self.values.add(secret)
        return True


def _clean_texts() -> list[str]:
    return CLEAN + [json.dumps(m, ensure_ascii=False) for m in CLEAN_METADATA]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: _Seen) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            while True:
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if seen.fresh(secret):
                    break
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_RIVER = ["Okoume", "Ogooue", "Pirogue", "Lambarene", "Loango", "Mandji", "Ozouri", "Setté",
          "Iguela", "Lope", "Mikongo", "Ndjole", "Makokou", "Batouala", "Mayumba", "Ivindo",
          "Azingo", "Onangue", "Ezanga", "Franceville"]  # fmt: skip
_WILD = ["Hippo", "Mandrill", "Sitatunga", "Lamantin", "Tortue", "Perroquet", "Buffle",
         "Calao", "Potamochere", "Crocodile", "Baleine", "Elephant", "Gorille", "Pangolin"]  # fmt: skip
_NAMES = ["Ondo", "Mbina", "Nzamba", "Obiang", "Moussavou", "Ndong", "Mba", "Bivigou",
          "Koumba", "Nguema", "Essono", "Mouity", "Ekomi", "Mintsa", "Akoue", "Boussougou",
          "Ntoutoume", "Mapangou", "Lissouba", "Mavoungou", "Quaresma", "Nazare"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["0k0um3", "P1r0gu3", "L0ang0", "0g00u3", "M4ndr1ll", "H1pp0", "G0r1ll3", "T4x1Br0uss3"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_RIVER)}{g.choice(_WILD)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_WILD).lower()}.{g.choice(_RIVER).lower()}.{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_RIVER)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2035)) + g.choice(_SYMBOLS),
    lambda g: f"Pirogue{g.randrange(2, 40)}x{g.choice(['Ogooue', 'Rembo', 'Ngounie'])}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_RIVER).lower()}_{g.choice(_WILD).lower()}_{g.randrange(1960, 2035)}",
    lambda g: f"AirtelM{g.randrange(100, 1000)}{g.choice(_WILD)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_WILD).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Rame{g.choice(_RIVER)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Wire message from Ondo at the pirogue desk: the Garmin inReach portal password is {pw}",
    "Threema note, Lambaréné landing: Starlink router admin password {pw}",
    "Element room #ogooue-ops, Mbina: the Victron Cerbo GX remote console password is {pw}",
    "Session DM from Nzamba: Mikrotik hAP ax3 admin password {pw}",
    "Zulip stream 'lodge', topic 'wifi': UniFi controller password {pw}",
    "Mattermost, #timber-yard: the Wood-Mizer LT40 tablet password is {pw}",
    "Rocket.Chat from Obiang: Hikvision DVR password at the log pond {pw}",
    "Briar message (no signal upriver): Sunny Portal password {pw}",
    "Keybase chat: Peplink MAX BR1 admin password {pw}",
    "SimpleX chat with Akoue: Teltonika RUT240 web password {pw}",
    "Zammad ticket 2231, Loango lodge: Opera PMS night-audit password {pw}",
    "Joplin note 'Franceville office': the Sage 100 password is {pw}",
    "Standard Notes, 'Port-Gentil yard': weighbridge PC password {pw}",
    "voice note transcript, Ekomi: the booking laptop password is {pw}, capital first letter",
    "Logseq journal: Airtel Money agent back-office password {pw}",
    "password for the Lopé camp's Ubiquiti LiteBeam: {pw}",
    "Nextcloud Talk, Mintsa: Yamaha outboard diagnostic laptop password {pw}",
    "Obsidian note 'bush taxi stand': the fleet tracker password is {pw}",
    "on dit quoi, le mdp du routeur du lodge c {pw} stp garde ça",
    "mdp du PC de la caisse: {pw} (dis pas à qqn hein)",
    "le mot de passe de la borne Airtel c'est {pw}, c grave important",
    "stp note le mdp de la tablette des pirogues → {pw}",
    "Mdp wifi bureau okoumé = {pw} ✌️",
    "nkóbó a sóló ya ordinateur ne {pw} — ke kobe môt",
    "Fang: nkóbó a sóló ya routeur: {pw}",
    "Myene: ompindi w'ordinateur ìnò {pw}, kà ìtondo",
    "Myene — ompindi wi lodge ➜ {pw}",
    "Punu: diloungou di swèmi di ordinateur: {pw}",
    "Punu — diloungou di swèmi | {pw} | ka wuli mutu",
    "Lingala: liloba ya kobombama ya ordinateur ezali {pw}, koyebisa moto te",
    "mot de passe ya kompyuta ezali {pw}, ndeko",
    "Lingala: liloba ya kobombama » {pw}",
    "a senha do computador da loja é {pw}, não conta a ninguém",
    "palavra-passe do router da roça: {pw}",
    "senha do Airtel Money, guarda isto: {pw}",
    "Mot de passe : {pw}\n(lodge Loango, poste réception)",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ondo", "mbina.c", "nzamba", "obiang.j", "moussavou", "ndong", "mba.r", "bivigou",
          "koumba", "nguema.p", "essono", "mouity", "ekomi", "mintsa.l", "akoue", "quaresma",
          "nazare.s", "svc-pirogue", "lodge-desk", "yard-office"]  # fmt: skip
_LOGINS = [
    "Wire, Ondo: the Opera PMS login is {u} / {pw}",
    "Zammad #2240: {u} can't get into the weighbridge PC, last password {pw}",
    "user {u} pass {pw}",
    "Joplin › Lodge › Network › UniFi: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Sage 100 | {u} | {pw} |",
    "log into the Airtel Money back office as {u} with {pw}",
    "Peplink login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: yard-pc-2\n  user: {u}\n  pass: {pw}",
    "creds for the fleet tracker are {u} and {pw}",
    "system,user,password\nweighbridge,{u},{pw}",
    "identifiant {u} mdp {pw} stp",
    "login c {u}, mdp c {pw}",
    "identifiant : {u}\nmot de passe : {pw}",
    "Fang: dzina {u}, nkóbó a sóló {pw}",
    "Myene: ìna {u}, ompindi {pw}",
    "Punu: dyina {u} / diloungou di swèmi {pw}",
    "Lingala: kombo {u}, liloba ya kobombama {pw}",
    "utilizador {u} e senha {pw}",
    "usuário: {u} → senha: {pw}",
    "the Starlink account is {u} and the password is {pw}",
    "ssh {u}@yard-gw.okoume-ogooue.ga (password {pw})",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["okoume", "pirogue", "mandrill", "sitatunga", "lamantin", "calao", "ngounie",
               "rembo", "nyanga", "ogooue", "azingo", "mikongo", "mayumba", "iguela"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, all lowercase, then {d}",
    "it's {w} followed by the number {d}",
    "for the lodge router it's {w} with {d} at the end",
    "voice note: the Airtel shop wifi password is {w} and right after it {d}, no space",
    "type {w}, then {d}",
    "mdp c le mot {w} puis {d}",
    "le mot de passe c'est {w}, après tu mets {d}",
    "Fang: nkóbó a sóló ne {w}, mvus {d}",
    "Lingala: liloba ezali {w}, sima {d}",
    "Punu: diloungou di {w}, ku nima {d}",
    "a senha é a palavra {w}, depois o número {d}",
    "it's {w}{d}, word and digits together",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "vsql -h vertica.okoume.lan -U {u} -w '{pw}' -d yard",
    "hdbsql -n hana.okoume.lan:30015 -u {u} -p '{pw}' \"select 1 from dummy\"",
    "db2 connect to LODGE user {u} using '{pw}'",
    "exaplus -c exa.okoume.lan:8563 -u {u} -p '{pw}'",
    "beeline -u jdbc:hive2://hive.okoume.lan:10000 -n {u} -p '{pw}'",
    "isql-fb -user {u} -password '{pw}' fb.okoume.lan:/data/yard.fdb",
    "mariadb-dump -h db.loango-lodge.ga -u {u} -p'{pw}' bookings",
    "mysqladmin -u {u} -p'{pw}' -h db.loango-lodge.ga status",
    "clickhouse-client --host ch.okoume.lan --user {u} --password '{pw}'",
    "mongosh 'mongodb://mongo.okoume.lan/admin' -u {u} -p '{pw}'",
    "influx -host influx.okoume.lan -username {u} -password '{pw}'",
    "keydb-cli -h keydb.okoume.lan -a '{pw}' ping",
    "memtier_benchmark -s redis.okoume.lan -a '{pw}' --test-time 30",
    "neo4j-admin dbms set-initial-password '{pw}'",
    "rabbitmqadmin -H mq.okoume.lan -u {u} -p '{pw}' list queues",
    "aria2c --ftp-user={u} --ftp-passwd='{pw}' ftp://ftp.okoume.lan/exports/logs.zip",
    "wget --ftp-user={u} --ftp-password='{pw}' ftp://ftp.okoume.lan/grumes.csv",
    "ncftpget -u {u} -p '{pw}' ftp.okoume.lan . /exports/tally.xlsx",
    "curlftpfs {u}:{pw}@ftp.okoume.lan /mnt/ftp",
    "mount -t cifs //nas.loango-lodge.ga/photos /mnt/photos -o username={u},password={pw}",
    "rdesktop -u {u} -p '{pw}' compta.okoume.lan",
    "x11vnc -passwd '{pw}' -forever -display :0",
    "mc alias set yard https://minio.okoume.lan {u} '{pw}'",
    "az login -u {u}@okoume-ogooue.ga -p '{pw}'",
    "unrar x -p'{pw}' factures-2033.rar",
    "qpdf --password='{pw}' --decrypt bordereau.pdf bordereau-clear.pdf",
    "jarsigner -keystore lodge.jks -storepass '{pw}' app-release.apk lodge",
    "apksigner sign --ks lodge.jks --ks-pass pass:{pw} app-release.apk",
    "dotnet nuget add source https://nuget.okoume.lan/v3/index.json -n yard -u {u} -p '{pw}'",
    "veracrypt --text --mount compta.hc /mnt/compta --password='{pw}' --pim=0",
    "openconnect -u {u} vpn.okoume-ogooue.ga <<< '{pw}'",
    "snmpwalk -v3 -l authPriv -u {u} -a SHA -A '{pw}' -x AES -X '{pw}' 10.20.0.1",
    "fetchmail --username {u} --password '{pw}' pop.loango-lodge.ga",
    "sshpass -p '{pw}' ssh {u}@yard-gw.okoume.lan",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Termux on the yard tablet: {c}", "Blink Shell, lodge iPad:\n{c}",
    "Tabby tab 'franceville': {c}", "WezTerm, {u_}@yard-gw:~$ {c}", "foot terminal: {c}",
    "MobaXterm session 'Port-Gentil': {c}", "Warp block:\n{c}", "st on the old ThinkPad: {c}",
    "ConEmu, compta PC: {c}", "Hyper terminal:\n$ {c}", "Guake drop-down: {c}",
    "la commande que j'ai tapée: {c}", "commande lancée hier soir stp vérifie: {c}",
    "o comando que eu corri: {c}", "mitindo nasalaki: {c}",
]  # fmt: skip


def _cli(rng: random.Random, n: int, seen: _Seen) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CLI, n):
        while not seen.fresh(pw := _plain_pw(rng)):
            pass
        text = template.format(pw=pw, u=rng.choice(_USERS))
        frame = rng.choice(_SHELLS)
        out.append(Sample("cli_password", frame.replace("{u_}", "ondo").format(c=text), pw))
    return out


_URLS = [
    "vertica://{u}:{pw}@vertica.okoume.lan:5433/yard",
    "ftps://{u}:{pw}@ftp.okoume.lan:990/grumes/",
    "clickhouse://{u}:{pw}@ch.okoume.lan:9000/sales",
    "hana://{u}:{pw}@hana.okoume.lan:30015",
    "ibm_db_sa://{u}:{pw}@db2.okoume.lan:50000/LODGE",
    "snowflake://{u}:{pw}@okoume-xy12345/yard/public",
    "neo4j+s://{u}:{pw}@graph.okoume.lan:7687",
    "rediss://{u}:{pw}@redis.loango-lodge.ga:6380/0",
    "webdavs://{u}:{pw}@cloud.loango-lodge.ga/remote.php/dav/files/{u}/",
    "postgresql://{u}:{pw}@pg.okoume.lan:5432/pirogues",
    "Server=sql.okoume.lan;Database=Yard;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "YARD_DB_URL={c}", "Metabase connection (old): {c}", "garde ça pour moi stp: {c}",
    "a string de ligação é {c}", "Zammad #2251: {c}", "Joplin note 'DB': {c}",
    "url ya base: {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int, seen: _Seen) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _URLS, n):
        while not seen.fresh(pw := _plain_pw(rng)):
            pass
        text = rng.choice(_URL_PLACES).format(c=template.format(pw=pw, u=rng.choice(_USERS)))
        out.append(Sample("connection_string", text, pw))
    return out


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 2_010_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "okoume-ogooue", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Invented vendors (their prefixes and shapes are this file's guesses) and a few well-known shapes.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("OgoouePay", "OGOOUEPAY_SECRET_KEY", _j("ogp_live_", (ALNUM, 32))),
    ("Okoume Cloud", "OKOUME_CLOUD_TOKEN", _j("okc_pat_", (URLSAFE, 40))),
    ("PirogueBook", "PIROGUEBOOK_API_KEY", _j((HEX, 40))),
    ("MandjiSMS", "MANDJI_SMS_API_KEY", _j("msms-", (LOWER_DIGITS, 36))),
    ("LoangoMaps", "LOANGO_MAPS_KEY", _j("lgm.", (ALNUM, 44))),
    ("Ivindo Ledger", "IVINDO_LEDGER_SECRET", lambda g: v.uuid4(g, "b")),
    ("TaxiBrousse Track", "TBT_API_TOKEN", _j("tbt_", (HEX, 48))),
    ("Lope Weather", "LOPE_WEATHER_KEY", _j((UPPER_DIGITS, 32))),
    ("Batouala Payments", "BATOUALA_PRIVATE_KEY", _j("btl_sk_", (ALNUM, 40))),
    ("Nyanga Insure", "NYANGA_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Mayumba Mail", "MAYUMBA_MAIL_KEY", _j("mym-", (HEX, 32), "-eu")),
    ("Estuaire Sync", "ESTUAIRE_SYNC_TOKEN", _vendor_jwt("https://auth.estuaire-sync.ga")),
    ("Akanda Hosting", "AKANDA_API_KEY", _j("akd_", (ALNUM, 36))),
    ("Rembo Radio", "REMBO_RADIO_TOKEN", _j((URLSAFE, 48))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("Slack", "SLACK_BOT_TOKEN", lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 120))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Google Maps", "GOOGLE_MAPS_API_KEY", _j("AIza", (URLSAFE, 35))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("Flutterwave", "FLW_SECRET_KEY", _j("FLWSECK-", (HEX, 32), "-X")),
    ("Twilio", "TWILIO_AUTH_TOKEN", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}='{tok}'",
    "fish: set -gx {env} {tok}",
    "PowerShell: $env:{env} = \"{tok}\"",
    "netlify.toml:\n[context.production.environment]\n  {env} = \"{tok}\"",
    "app.json (Expo): \"extra\": {{ \"{env}\": \"{tok}\" }}",
    "fly secrets set {env}={tok}",
    "railway variables --set \"{env}={tok}\"",
    "kubectl create secret generic lodge-api --from-literal={env}={tok}",
    "wrangler secret put {env}\n> {tok}",
    "podman run -e {env}={tok} ghcr.io/okoume/pirogue-api:2.4",
    "Ansible group_vars/lodge.yml:\n{env}: \"{tok}\"",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "Pirogue desk admin › Settings › Integrations › {vendor}: {tok}",
    "Zammad #2270: {vendor} integration broken, current key {tok}",
    "Joplin table 'APIs': | {vendor} | prod | {tok} |",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} key for the booking sync: {tok}",
    "clé d'API {vendor} pour le lodge : {tok}",
    "la clé API {vendor} c {tok}, garde ça stp",
    "chave de API da {vendor}: {tok}",
    "Lingala: fungola ya API ya {vendor} ezali {tok}",
    "Fang: API key {vendor} ne {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: _Seen) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        while not seen.fresh(tok := make(rng)):
            pass
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Wire: {t}", "it shows it only once, so:\n{t}", "garde ça stp: {t}",
                "token ya sika: {t}", "{t}\n^ the new one", "guarda isto: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 46)), _j((URLSAFE, 54)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "AppKey of the LoRa river-level sensor at Lambaréné (OTAA): {h}": 32,
    "AES key of the Teltonika FMB920 in taxi GA-4471: {h}": 32,
    "HMAC secret for the Airtel Money callback: {h}": 64,
    "IPsec PSK between the yard and Port-Gentil (hex): {h}": 64,
    "clé de chiffrement des sauvegardes du lodge : {h}": 64,
    "chave de cifra do backup: {h}": 48,
    "fungola ya backup: {h}": 64,
    "Fang: ekóbó ya backup ne {h}": 40,
    "master key of the Opera PMS export: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zammad #2288: token copied from devtools {t}",
    "Cookie: lang=fr-GA; lodge_session={t}",
    "BOOKING_API_ACCESS_TOKEN={t}",
    "garde ce token stp {t}",
    "token ezali {t}",
    "o token é {t}",
    "Fiddler capture: authorization: bearer {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 2_010_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@okoume-ogooue.ga"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://id.loango-lodge.ga/realms/lodge", "azp": "pirogue-desk"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key for the yard gateway, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.loango-lodge.ga.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PAYMENT_SIGNING_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_lodge <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zammad #2299, collé par le prestataire:\n{key}": ("PRIVATE KEY", "\n"),
    "chave privada do servidor:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the timber export docs:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "Zengo wallet backup words, copying them off the card: {p}": "english",
    "Coinomi recovery phrase\n{p}": "english",
    "BlueWallet words (old lodge tips wallet, emptied): {p}": "english",
    "voice note: the Exodus recovery words are {p} and that's all": "english",
    "phrase de récupération du portefeuille Trust, garde ça stp : {p}": "french",
    "mots de secours du wallet du lodge : {p}": "french",
    "frase de recuperação da carteira, não conta a ninguém: {p}": "portuguese",
    "palavras de recuperação: {p}": "portuguese",
    "frase semilla de la billetera del comprador: {p}": "spanish",
    "frase di recupero del portafoglio del socio di Genova: {p}": "italian",
    "obnovovací fráze peněženky: {p}": "czech",
    "Lingala: maloba ya wallet (kobomba!): {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    words = str(_MNEMO[lang].to_mnemonic(entropy)).split()
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
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "gimac":  # a regional-scheme-like prefix, this file's guess
        return _card_of(rng, ["627468", "627470"], [16])
    if brand == "mir":
        return _card_of(rng, ["2200", "2204"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Wire, Ondo: the lodge card for the outboard spares is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Zammad #2305: pay the Starlink invoice with card {c}",
    "mon numéro de carte c {c}, exp {mm}/{yy} stp dis pas",
    "numéro carte → {c}",
    "o número do meu cartão: {c}, validade {mm}/{yy}",
    "nimero ya kalati na ngai: {c}",
    "Fang: nimero kart ya ma: {c}, {mm}/{yy}",
    "| carte | {c} | {mm}/{yy} |",
    "booking form, card field: {c}",
    "Punu: nimero kartu: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "gimac", "amex", "unionpay", "mir", "discover", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, security code {cvv}",
               "the three digits on the back are {cvv}",
               "Amex {c}, the four-digit code on the front: {cvv}",
               "cryptogramme visuel : {cvv}",
               "les trois chiffres au dos : {cvv}",
               "código de segurança do cartão: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"ST": "n" * 21, "BI": "n" * 23, "DJ": "n" * 23, "MR": "n" * 23,
                "LY": "n" * 21, "SD": "n" * 14}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice OKO-2033-071: please pay the okoumé logs to {i} within 30 days",
    "save the São Tomé cocoa supplier's IBAN: {i}",
    "IBAN: {i}\nRéférence: pirogue safari, groupe Mbina",
    "Wire #finance: new bank details of the Nouakchott buyer, IBAN {i}",
    "l'IBAN du fournisseur c {i} stp",
    "IBAN du lodge → {i}",
    "o IBAN da roça é {i}",
    "IBAN ya mosombi: {i}",
    "Fang: IBAN ya ma ne {i}",
    "| banque | IBAN |\n| BCI | {i} |",
    "Zammad #2311: refund to IBAN {i}",
    "Punu: IBAN: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ninea(g: random.Random) -> str:
    """Senegal's NINEA: seven digits with a weighted check digit, then a three-character COFI."""
    make = _j((D, 7), (D, 1), (UPPER, 1), (D, 1))
    return v.until(g, make, sn_ninea.is_valid)


def _nifp(g: random.Random) -> str:
    """Guinea's NIFp: nine digits, the last a Luhn check digit; written in three groups."""
    number = v.until(g, _j((D, 9)), gn_nifp.is_valid)
    return f"{number[:3]}-{number[3:6]}-{number[6:]}"


def _tn_mf(g: random.Random) -> str:
    """Tunisia's matricule fiscal: seven digits and a check letter, then its codes."""
    base = v.until(g, lambda h: _r(h, D, 7) + h.choice("ABCDEFGHJKLMNPQRSTVWXYZ"), tn_mf.is_valid)
    return f"{base}/{g.choice('ABPDN')}/M/000"


def _mk_edb(g: random.Random) -> str:
    """North Macedonia's EDB: thirteen digits, the last a weighted check digit."""
    return v.until(g, lambda h: h.choice("4") + _r(h, D, 12), mk_edb.is_valid)


def _egn(g: random.Random) -> str:
    """Bulgaria's EGN: a birth date, a serial and a weighted check digit."""

    def make(h: random.Random) -> str:
        return f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}" + _r(
            h, D, 4
        )

    return v.until(g, make, bg_egn.is_valid)


def _cu_ni(g: random.Random) -> str:
    """Cuba's número de identidad: a birth date, a serial and a check digit."""

    def make(h: random.Random) -> str:
        return f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}" + _r(
            h, D, 5
        )

    return v.until(g, make, cu_ni.is_valid)


def _ga_nip(g: random.Random) -> str:
    """A Gabonese NIP (numéro d'identification personnel): this file guesses twelve digits."""
    return g.choice("12") + _r(g, D, 11)


def _ga_passport(g: random.Random) -> str:
    """A Gabonese passport number: the shape (two letters, seven digits) is a guess."""
    return g.choice(["GA", "GB"]) + _r(g, D, 7)


def _cnamgs(g: random.Random) -> str:
    """A CNAMGS (health insurance) number: the shape is a guess."""
    return f"{_r(g, D, 3)}-{_r(g, D, 3)}-{_r(g, D, 4)}"


def _cd_voter(g: random.Random) -> str:
    """A DRC voter card number: the shape is a guess."""
    return _r(g, D, 5) + _r(g, UPPER, 2) + _r(g, D, 6)


def _st_bi(g: random.Random) -> str:
    """A São Tomé identity card (BI) number: the shape is a guess."""
    return _r(g, D, 6) + "ST" + g.choice("0123456789")


_ID_PLACES: dict[str, Maker] = {
    "NINEA of the Dakar plywood buyer, for the export invoice: {s}": _ninea,
    "NINEA de l'acheteur sénégalais stp : {s}": _ninea,
    "Guinean NIFp of the Conakry sawmill partner: {s}": _nifp,
    "NIFp du transitaire de Conakry → {s}": _nifp,
    "matricule fiscal du client tunisien : {s}": _tn_mf,
    "Tunisian tax id (matricule fiscal) of the Sfax furniture maker: {s}": _tn_mf,
    "EDB of the Skopje veneer importer: {s}": _mk_edb,
    "EGN of the Bulgarian guest, from the lodge's police form: {s}": _egn,
    "ЕГН на госта: {s}": _egn,
    "número de identidad of the Cuban volunteer at the turtle camp: {s}": _cu_ni,
    "carné de identidad cubano del voluntario: {s}": _cu_ni,
    "mon NIP c {s}, dis pas à qqn": _ga_nip,
    "numéro d'identification personnel (NIP) : {s}": _ga_nip,
    "Fang: nimero NIP ya ma ne {s}": _ga_nip,
    "my Gabonese passport number is {s}": _ga_passport,
    "numéro de passeport : {s}": _ga_passport,
    "Myene: passeport ìnò {s}": _ga_passport,
    "numéro CNAMGS de Ekomi : {s}": _cnamgs,
    "Lingala: nimero ya carte d'électeur na ngai ezali {s}": _cd_voter,
    "Punu: nimero passeport: {s}": _ga_passport,
    "o número do meu BI é {s}, não conta a ninguém": _st_bi,
    "passport no. of the guest from Libreville: {s}": _ga_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Starlink account 2FA backup codes\n{codes}",
            "codes de secours du compte Google du lodge : {codes}",
            "GitHub recovery codes (okoume-ogooue org): {codes}",
            "códigos de backup da conta: {codes}",
            "backup codes ya 2FA: {codes}",
            "Proton recovery codes for the booking mailbox:\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/PirogueBook:mbina@okoume-ogooue.ga?secret={s}&issuer=PirogueBook",
              "Aegis, manual setup key for the OgoouePay dashboard: {s}",
              "clé TOTP du compte Airtel Business : {s}",
              "2FA secret ya Okoume Cloud: {s}"]  # fmt: skip
_CODES = ["{c} is your OgoouePay verification code",
          "Airtel Money: votre code de confirmation est {c}. Ne le partagez avec personne.",
          "Use {c} to sign in to PirogueBook",
          "código de verificação: {c}",
          "code de vérification du lodge c {c} stp vite"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Loango-Lodge-Guest", "Okoume Yard Office", "Pirogue Desk 5G", "AirtelMoney-Kiosk",
          "Lambarene-Embarcadere", "Lope Camp Mikongo", "Taxi Stand Nzeng-Ayong",
          "PortGentil-Parc-Bois", "Franceville-Bureau"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\npassword: {pw}",
    "lodge network {s}, passphrase {pw}",
    "wifi at the embarcadère: {s} / {pw}",
    "le mdp du wifi {s} c {pw}",
    "wifi {s} → mdp {pw} stp partage pas",
    "mot de passe wifi : {pw}",
    "a senha do wifi {s} é {pw}",
    "Lingala: liloba ya kobombama ya wifi {s} ezali {pw}",
    "Fang: wifi {s}, nkóbó a sóló ne {pw}",
    "Punu: wifi {s} — diloungou di swèmi: {pw}",
    "Myene: wifi {s}, ompindi ìnò {pw}",
    "hostapd.conf:\nssid={s}\nwpa_passphrase={pw}",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"{s}\"\n  psk=\"{pw}\"\n}}",
    "Starlink router, network name {s}, wifi password {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 13)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ghp_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ogp_live_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated on the phone] {t}",
          "(spaced so the Wire preview hides it) {t}", "je te l'épelle: {t}",
          "lettre par lettre: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["cadenas du hangar à pirogues: {pw}", "code du coffre de l'agence Airtel c {pw}",
          "the lodge safe in room 4 takes {pw}", "código do cadeado do armazém: {pw}",
          "Lingala: code ya cadenas ezali {pw}", "Fang: code ya cadenas ne {pw}",
          "keypad at the yard office door: {pw} then #", "PIN of the Airtel Money agent SIM: {pw}",
          "Punu: code ya kufuli: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["okoume", "pirogue", "mandrill", "lagune", "calao", "sitatunga", "estuaire",
                 "latérite", "manioc", "atanga", "nyembwe", "baobab", "pagaie", "marée"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the lodge vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "phrase de passe du coffre Enpass : {p}": " ",
            "frase-passe do backup: {p}": ".",
            "Lingala: passphrase ya backup ezali {p}": " ",
            "VeraCrypt volume passphrase: {p}": "_",
            "passphrase du disque de la compta, dis pas à qqn: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "HTTPie: http GET api.okoume.lan/logs 'Authorization: Bearer {v}'": False,
    "Hoppscotch collection: authorization = Bearer {v}": False,
    "Thunder Client export: \"Authorization\": \"Bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "odoo.conf:\n[options]\ndb_user = odoo\ndb_password = {pw}\nadmin_passwd = changeme-not",
    "dolibarr conf.php:\n$dolibarr_main_db_user='dolibarr';\n$dolibarr_main_db_pass='{pw}';",
    "erpnext site_config.json:\n{{\"db_name\": \"lodge\", \"db_password\": \"{pw}\"}}",
    "qloapps settings.inc.php:\ndefine('_DB_PASSWD_', '{pw}');",
    "nextcloud config.php:\n'dbuser' => 'nc',\n'dbpassword' => '{pw}',",
    "mosquitto passwd source:\nriver-sensor:{pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "traccar.xml:\n<entry key='database.user'>traccar</entry>\n<entry key='database.password'>{pw}</entry>",
    "msmtprc:\naccount lodge\nhost smtp.loango-lodge.ga\nuser booking@loango-lodge.ga\npassword {pw}",
    "rclone.conf:\n[yardftp]\ntype = ftp\nhost = ftp.okoume.lan\nuser = export\npass = {pw}",
    "docker-compose.yml:\n  environment:\n    MARIADB_ROOT_PASSWORD: {pw}",
    "application.properties:\nspring.datasource.username=yard\nspring.datasource.password={pw}",
    ".pgpass:\npg.okoume.lan:5432:yard:yard_app:{pw}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "freeradius clients.conf:\nclient starlink {{\n  ipaddr = 10.20.0.1\n  secret = {pw}\n}}",
    "unifi system.properties:\ndb.mongo.uri=mongodb://unifi:{pw}@127.0.0.1:27117/ace",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Ondo: mdp du wifi du lodge?\nMbina: {pw}",
    "[07:02] nzamba: root pw for the yard gateway?\n[07:03] obiang: {pw}",
    "Ekomi: {pw} is the new Opera password",
    "Mintsa: use {pw}, that's what the weighbridge PC has now",
    "Akoue: le nouveau mdp c {pw}",
    "Nazare: a senha nova é {pw}",
    "Koumba: liloba ya sika ezali {pw}",
    "Essono: nkóbó a sóló a mfé ne {pw}",
    "Mouity: diloungou di swèmi di mupia: {pw}",
    "Bivigou: mdp?\nNdong: {pw} 🤫",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


def _recovery_key(g: random.Random) -> str:
    return "-".join(_r(g, D, 6) for _ in range(8))


_RECOVERY = {
    "BitLocker recovery key for the compta laptop: {k}": _recovery_key,
    "clé de récupération BitLocker du PC de la caisse : {k}": _recovery_key,
    "FileVault recovery key: {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(6)),
    "Proton account recovery key: {k}": lambda g: "-".join(
        _r(g, UPPER_DIGITS, 5) for _ in range(5)
    ),
    "chave de recuperação do Windows: {k}": _recovery_key,
    "Apple ID recovery key for the lodge iPad: {k}": lambda g: "-".join(
        _r(g, UPPER_DIGITS, 4) for _ in range(7)
    ),
    "1Password Emergency Kit secret key: {k}": lambda g: "A3-"
    + "-".join([_r(g, UPPER_DIGITS, 6), _r(g, UPPER_DIGITS, 5), _r(g, UPPER_DIGITS, 5)])
    + "-"
    + "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(3)),
    "recovery key ya Bitwarden: {k}": lambda g: "-".join(_r(g, LOWER_DIGITS, 4) for _ in range(8)),
}  # fmt: skip
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")


_Part = _Family | Callable[[random.Random, int, _Seen], list[Sample]]
_PLAN: list[tuple[_Part, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_recovery, 8),
]  # fmt: skip


def _secrets(seen: _Seen) -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
    return out


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return _secrets(_Seen())


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


_SPLIT_PASSWORDS = {
    "the Opera PMS password is": "{s}", "mdp du routeur:": "{s} (depuis la panne de mars)",
    "a senha é": "{s}", "weighbridge PC password": "{s}\nchange it after the audit",
    "liloba ya kobombama ezali": "{s}", "nkóbó a sóló ne": "{s}", "mot de passe :": "{s}",
    "Starlink password": "{s}", "the password Ondo read out on the radio was": "{s}, I think",
    "mdp c": "{s} stp",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "PirogueBook API key", "{s}", _j((HEX, 40))),
    ("split_token", "OgoouePay secret key:", "{s} (prod)", _j("ogp_live_", (ALNUM, 32))),
    ("split_token", "Ivindo Ledger client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Coinomi recovery words", "{s}", _english_seed),
    ("split_card", "numéro de carte", "{s} exp 03/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "ST"))),
    ("split_backup", "Starlink backup codes", "{s}\n51829304\n77310462", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NINEA", "{s}", _ninea),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker, seen: _Seen) -> tuple[str, str]:
    while not seen.fresh(secret := make(rng)):
        pass
    return template.replace("{s}", secret), secret


def _field_pairs(seen: _Seen) -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [
        FieldPair(cls, first, *_fill(rng, second, make, seen)) for cls, first, second, make in rows
    ]


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    seen = _Seen()
    _secrets(seen)
    return _field_pairs(seen)


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"opera": {"url": "https://pms.loango-lodge.ga", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mdp": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "mbina", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"routers": [{"name": "yard"}, {"name": "lodge", "admin_pass": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["clickhouse-client", "--user", "yard", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "le mdp du PC de la caisse c {s}"}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the weighbridge PC as yard with the password {s}"}': ("meta_password", _plain_pw),
    '{"piroguebook": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"ogpSecretKey": "{s}"}': ("meta_token", _j("ogp_live_", (ALNUM, 32))),
    '{"telegram_bot_token": "{s}"}': ("meta_token", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "DJ")),
    '{"buyer": {"egn": "{s}"}}': ("meta_id", _egn),
    '{"mfa": {"backup_codes": ["{s}", "40917735", "88214063"]}}': ("meta_otp", _j((D, 8))),
    '{"tips_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lora": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"hangar_pirogues": {"code_cadenas": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Loango-Lodge-Guest", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    seen = _Seen()
    _secrets(seen)
    _field_pairs(seen)
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make, seen)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"rut240-fw-7.09.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/okoume/pirogue-api:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"bookings: add pirogue capacity", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"yard: revert log volume rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"tally_2033-02-14.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Opera PMS password before the season opens on 2033-06-01.",
    "Ondo asked for the lodge wifi password; it's on the card at reception.",
    "Policy: lodge passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into Wire; share a vault link instead.",
    "`OGOUEPAY_SECRET_KEY=replace-me` in `.env.example` is a placeholder.",
    "The weighbridge PC asks for a new password after every Windows update.",
    "Replace <YOUR_PIROGUEBOOK_KEY> in the README with the key from your dashboard.",
    "OKOUME_CLOUD_TOKEN and TBT_API_TOKEN must be set before the nightly sync runs.",
    "on dit quoi, t'as changé le mdp du routeur? faut le faire avant lundi stp",
    "le mdp du wifi? demande à Mbina, moi je l'ai pas",
    "ne donne jamais ton code Airtel Money à qqn, même au téléphone",
    "Fang: ke kobe môt nkóbó a sóló wo.",
    "Lingala: koyebisa moto te liloba na yo ya kobombama.",
    "Punu: ka wuli mutu diloungou di swèmi.",
    "Myene: ompindi kà ìtondo.",
    "Não conta a ninguém a tua senha, está bem?",
    "A senha deve ter pelo menos catorze caracteres.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Upgraded the RUT240 firmware from 7.08 to 7.09 and pyserial to 3.5 on Sunday.",
    f"commit {_COMMIT} adds the pirogue capacity field.",
    f"Rolled back to {_SHORT} after the log volume rounding broke the tally.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The RUT240 firmware 7.09 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The pirogue API runs ghcr.io/okoume/pirogue-api@sha256:{_IMAGE}.",
    f"MD5 of tally_2033-02-14.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3c9a5e21-7b04-4d8f-9e16-a2b7c0d4f8e3 is the slow one in the booking logs.",
    "Booking LDG-2033-00412: two nights at Loango, pirogue transfer from Omboué at 09:30.",
    "Zammad #2231: the Lambaréné landing's solar inverter trips at noon.",
    "Call the Franceville office on +241 01 67 45 12 before noon.",
    "Bush taxi GA-4471 leaves the Nzeng-Ayong stand at 06:15 for Ndjolé.",
    "Export permit EXP-OKO-2033-0188 covers 42 okoumé logs, 318 m³.",
    "A pirogue seats 12 guests and 2 paddlers; the Ogooué is 1 200 km long.",
    "The river at Lambaréné was 4.2 m on the gauge this morning, 28 °C.",
    "After five wrong passwords the Airtel back office locks the account for 30 minutes.",
    "The secret of a good pirogue trip is leaving before the afternoon storm.",
    "Ask Nzamba for the hangar padlock code, I don't have it.",
    "My card ending 4417 was declined at the Port-Gentil hardware shop.",
    "The São Tomé supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Starlink account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `PIROGUEBOOK_API_KEY` in the secrets store, never in the repository.",
    "The hangar padlock rusts in the rainy season; oil it every month.",
    "PirogueBook moved the API key page under Settings › Developers in May.",
    "The guest wifi 'Loango-Lodge-Public' is open, no password needed.",
    "Lot LOG-2033-PG-0311: 14 logs, 96.5 m³, grade LM; price 185 000 FCFA per m³.",
    "Room 4's safe takes a 4-digit code that the guest chooses at check-in.",
    "Airtel Money fees: 1.5 % for withdrawals up to 50 000 FCFA.",
    "Postal box BP 2071 Libreville; the yard is at PK 12, route de Ntoum.",
    "The booking page shows 'Enter the 6-digit code we sent you' after login.",
    "stp mets à jour le logiciel de la caisse ce soir, version 4.12.3.",
    "Lingala: tokokende na pirogue na ngonga ya zomi, ndeko.",
    "Fang: bia ke na pirogue ngon zamba.",
    "Reset links for the booking site expire after 30 minutes.",
    "Password managers we allow: Bitwarden and KeePassXC.",
    "Tide at Port-Gentil: high water 14:22, low water 20:41.",
    "The Lopé camp has no wifi; satellite messages only via the inReach.",
    "Passport scans go in the locked cabinet, never in the chat.",
    "La passphrase doit avoir au moins quatre mots, c la règle.",
    "Our IBAN is printed on the invoice template, ask the accountant.",
    "Ticket LDG-7781: guest lost the room key card, new one issued.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/lodge/opera", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 212}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "2231", "booking": "LDG-2033-00412"}',
    '{"lot": {"id": "LOG-2033-PG-0311", "volume_m3": 96.5, "grade": "LM"}}',
    '{"phone": "+241 01 67 45 12", "city": "Franceville"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "pirogues": 9}',
    '{"river": "Ogooue", "gauge_m": 4.2, "station": "Lambarene"}',
    '{"taxi": "GA-4471", "route": "Libreville-Ndjole", "departs": "06:15"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
