# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-sixty-third corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-sixty-first's
docstring, the fifth to three-hundred-and-sixty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (362, 364, 365), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (363_418_907), password words (a
Trelawny crop, a river or district and a number, `BreadfruitBrae47!`; dot-joined provisions with a
year, `yam.pimento.2019`; leet `P1m3nt0`; a name, a year and a place; a generator's dashed groups
of five; random runs).

The fictional company is Glistening Brae Provisions Ltd., a yam, pimento and sugar-cane
provisioner for the cruise pier in Falmouth, with a packing house in Wakefield, a yard in Duncans,
a farm office in Clark's Town and a lagoon tour desk; its Trelawny staff (Dwayne, Shanice, Kemar,
Tashana, Omari, Mrs. Gayle), Cuban seasonal workers (Yunior, Yaimara, Osniel, Dayana), the
Indo-Jamaican Persaud relatives in Brampton and Queens (Ramesh, Savitri, Anil, Kamla), the
Hakka-Jamaican Chin family (Lyn, Wai-Ming, Ah Kong, cousins in Toronto) and a Brazilian resort
partner in Porto Seguro (Thiago, Luana). Every company, person, address, domain (`glisbrae.lan`,
`glistening-brae.example`), account and number is invented; only the region is real. Texts:
chats, tickets, notes, runbooks, shell prompts, config and env files, voice-note transcripts and
requests to the assistant; separators: a colon, `=`, `→`, `/`, `a` (Patois), `es`, `é`, `है`,
`hai`, `是`, `shi`, a full-width colon, a new line, a question then an answer, and none.

Grep counts (heldouts 5 to 361 naming each, grep -l): none for Trelawny, Duncans, Clark's Town,
Wakefield, Martha Brae, Glistening, Albert Town, Sherwood, Ulster Spring, `qué bolá`, `paasvard`,
`bredda`, `nuh tell`, `wah di`, aerolab, claws, vtadmin; one to five for Jamaica (1), Patois (1),
Falmouth (3), kinetica (1), memsql (1), redis-dump (1), akeyless (2), conjur (2), firebolt (2),
infisical (3), `rar -hp` (2), activemq (4), ktutil (4), ravendb (4), register_new_matrix_user (4),
risingwave (4), secret-tool (4), singlestore (4), isync (4), asere (4), cu.ni (4), Hakka (5),
aerc (5), dragonfly (5), qpid (5), securefs (5), pt.nif (5), sipsak (5), `xe -pw` (5); more for
Royal TSX (6), pdbedit (6), greptime (6), bendsql (6), vmrun (6), VBoxManage (6), pjsua (6),
baresip (6), Cuban (7), esxcli (7), in_.vid (12), in_.gstin (12), cn.uscc (15), `di password`
(17), `mima` (17), cn.ric (23). The IBAN countries (Djibouti, Monaco, Burundi, Mongolia, Sudan,
Libya, Yemen, Timor-Leste) were each found in 32 to 34 earlier corpora by a rough count of their
quoted codes, the low end of that count.

About half of the secret samples are not in English: Jamaican Patois as texted (`di password a`,
`mi pin`, `nuh tell nobody`, `bredda`, `wah di code`, `yuh`, `likkle`), the Spanish of Cuban
workers (`asere`, `qué bolá`, `la contraseña es`, `la clave del wifi`, `mi socio`, `acere`), the
Hindi of the Indo-Jamaican relatives in Devanagari (`पासवर्ड है`, `ओटीपी`, `आधार नंबर`) and
romanised (`mera password ... hai`, `paasvard`, `bhaiya`), the Mandarin of the Hakka-Jamaican
family in characters (`密码是`, `验证码`, `身份证号`, `备用码`) and pinyin (`mima shi`, `wifi
mima`, `yanzhengma`), and the Portuguese of the Brazilian resort partner (`a senha é`, `senha do
wifi`, `código de verificação`, `códigos de backup`, `chave`). Spanish, Portuguese, Hindi in
Devanagari and Mandarin in characters are ordinary usage; the author's guesses, checked by no
speaker, are the Patois spellings, the Cuban slang, the Hindi romanisations and the pinyin
without tones (and the odd Hakka word, `a kung`).

Vendors: invented ones (BraePay `bpay_live_`, CockpitSMS `cks-`, Glistening Cloud `glc_`,
Trelawny Fleet `tfl.`, Duncans ERP `dxe_sk_`, Falmouth Pier Pass `fpp_`; shapes guessed), and
published shapes (GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face,
npm, SendGrid, Twilio, Telegram, Shopify, DigitalOcean, Linear, Groq, Docker Hub, Tailscale,
Postman, Brevo, Vault, Replicate, Perplexity, Mapbox); the JWTs are well-formed.

Ids: Cuba's carné de identidad (`cu.ni`), India's Aadhaar and VID (`in_.aadhaar`, `in_.vid`) and
GSTIN (`in_.gstin`), China's resident id and USCC (`cn.ric`, `cn.uscc`), Portugal's NIF
(`pt.nif`) and Brazil's CPF (`br.cpf`), each drawn until its python-stdnum module validates it
(Jamaica has no python-stdnum module, so the TRN planted is unchecked). Cards pass Luhn
(`stdnum.luhn`; Visa, Mastercard, Amex, Discover, UnionPay, Elo prefixes); IBANs are checked with
`stdnum.iban`; seed phrases come from mnemonic's English, Spanish, Portuguese and Simplified
Chinese lists, checked with `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and
10 clean metadata dicts.
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
from stdnum import luhn, verhoeff
from stdnum.br import cpf as br_cpf
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc
from stdnum.cu import ni as cu_ni
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import gstin as in_gstin
from stdnum.in_ import vid as in_vid
from stdnum.pt import nif as pt_nif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 363_418_907
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


_CROPS = [
    "Breadfruit",
    "Pimento",
    "Yampi",
    "Ackee",
    "Callaloo",
    "Cassava",
    "Dasheen",
    "Sorrel",
    "Guinep",
    "Naseberry",
    "Otaheite",
    "Chocho",
    "Bammy",
    "Plantain",
    "Jackfruit",
    "Soursop",
    "Coco",
    "Cane",
]
_SPOTS = [
    "Brae",
    "Wakefield",
    "Duncans",
    "ClarksTown",
    "Falmouth",
    "Sherwood",
    "AlbertTown",
    "UlsterSpring",
    "Glistening",
    "Lagoon",
    "Cockpit",
    "Hague",
    "Stewart",
    "Wiltshire",
    "Granville",
    "Bounty",
]
_NAMES = [
    "Dwayne",
    "Shanice",
    "Kemar",
    "Tashana",
    "Omari",
    "Yunior",
    "Yaimara",
    "Osniel",
    "Dayana",
    "Ramesh",
    "Savitri",
    "Anil",
    "Kamla",
    "Lyn",
    "WaiMing",
    "Thiago",
    "Luana",
    "Marcia",
    "Delroy",
    "Nordia",
]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["P1m3nt0", "Br34dfru1t", "Y4mp1", "4ck33", "C4ss4v4", "S0rr3l", "Gl1st3n", "Tr3l4wny"]


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CROPS)}{g.choice(_SPOTS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_CROPS, 2)) + f".{g.randrange(1990, 2031)}",
    lambda g: (
        f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_SPOTS)}"
    ),
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: f"{g.choice(_SPOTS).lower()}_{g.choice(_CROPS).lower()}_{g.randrange(1960, 2031)}",
    lambda g: f"Pier{g.randrange(100, 1000)}{g.choice(_CROPS)}{g.choice(_SYMBOLS)}",
    lambda g: (
        _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2)
    ),
    lambda g: f"{g.choice(_NAMES)}Loves{g.choice(_CROPS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Claws Mail note from Dwayne: the packing-house scale PC password is {pw}",
    "Royal TSX entry 'Wakefield NVR', notes field: admin password {pw}",
    "aerc draft to Shanice: the Duncans yard gate controller password is {pw}",
    "ticket GB-2291: cruise pier kiosk password {pw} stopped working after the update",
    "runbook, cold room 2 at Wakefield\n1. open the controller page\n2. log in as tech\n3."
    " password {pw}\n4. set the yam store to 13C",
    "note to self: Clark's Town farm office laptop password {pw}",
    "voice note from Omari, transcribed: the lagoon tour desk tablet password is {pw} full stop",
    "Hi Tashana,\n\nthe root password on the Falmouth invoicing box is {pw}. Delete this mail"
    " after.\n\nMarcia",
    "incident 2031-11-02: the Wakefield irrigation panel was open to the internet with password"
    " {pw}",
    "can you remember my NCB online banking password? it is {pw}",
    "the JN app password is {pw} now, Mrs. Gayle changed it",
    "README (pier kiosk)\nthe admin UI is at https://kiosk.glisbrae.lan, admin password `{pw}`.",
    "after the reset the sugar-cane weighbridge password became {pw}",
    "remind me: the Glistening Brae Xero password is {pw}",
    "Delroy says the new CCTV password for the Duncans yard is {pw}",
    "the password for the Sherwood pump house modem = {pw}",
    "pimento drier PLC, web password → {pw}",
    "di password fi di packing house computer a {pw}",
    "bredda, di new server password a {pw}, nuh tell nobody",
    "Kemar: mi email password a {pw}",
    "wah di password fi di pier kiosk? a {pw} yuh know",
    "Tashana: di laptop password change to {pw}",
    "likkle reminder: di Wakefield CCTV password a {pw}",
    "asere, la contraseña de la computadora del almacén es {pw}",
    "qué bolá, la clave de la báscula es {pw}",
    "Yunior: mi contraseña del correo es {pw}, no se la digas a nadie",
    "Yaimara: la contraseña nueva del servidor es {pw}, mi socio",
    "मेरा ईमेल पासवर्ड {pw} है",
    "भैया, दुकान के कंप्यूटर का पासवर्ड {pw} है",
    "Ramesh: mera bank ka password {pw} hai",
    "Savitri: naye laptop ka paasvard {pw} hai, kisi ko mat batana",
    "我的邮箱密码是 {pw}",
    "阿公家里电脑的密码是 {pw}",
    "Lyn: wo de youxiang mima shi {pw}",
    "Wai-Ming: dian nao mima shi {pw}, bie gaosu bieren",
    "a senha do computador da recepção é {pw}",
    "Thiago: a nova senha do servidor da pousada é {pw}",
    "Luana: minha senha do e-mail é {pw}, não conta pra ninguém",
]
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = [
    "dwayne",
    "shanice.g",
    "kemar",
    "tashana",
    "omari",
    "yunior",
    "yaimara.p",
    "osniel",
    "dayana",
    "ramesh",
    "savitri",
    "anil.p",
    "kamla",
    "lyn.chin",
    "waiming",
    "thiago",
    "luana.r",
    "marcia",
    "delroy",
    "nordia",
    "svc-pier",
    "packhouse",
]
_LOGINS = [
    "Claws Mail, Kemar: the weighbridge login is {u} / {pw}",
    "ticket GB-3308: {u} locked out of the kiosk, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Pier › Kiosk: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| pier kiosk | {u} | {pw} |",
    "sign into the pump house controller as {u} with {pw}",
    "drier login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: scale-wakefield-1\n  username: {u}\n  password: {pw}",
    "creds for the lagoon booking site are {u} and {pw}",
    "device,login,password\npier-kiosk-2,{u},{pw}",
    "ssh {u}@packhouse.glisbrae.lan (password {pw})",
    "mi username a {u} an di password a {pw}",
    "usuario {u} y contraseña {pw}, asere",
    "यूज़रनेम {u}, पासवर्ड {pw}",
    "username {u} hai aur password {pw} hai",
    "用户名 {u}，密码 {pw}",
    "yonghuming {u}, mima {pw}",
    "usuário {u}, senha {pw}",
    "login da pousada: {u} e a senha é {pw}",
]
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = [
    "breadfruit",
    "pimento",
    "yampi",
    "ackee",
    "callaloo",
    "dasheen",
    "guinep",
    "naseberry",
    "chocho",
    "bammy",
    "otaheite",
    "sorrel",
    "jackfruit",
    "soursop",
    "duckunoo",
    "gizzada",
]
_SPELLED = [
    "the password is the word {w}, all small letters, and then {d}",
    "password: it's {w}, and right after it the number {d}",
    "for the kiosk it's {w} with {d} at the end",
    "it's {w}{d}, word and digits joined",
    "di password a di word {w}, den {d}",
    "la contraseña es la palabra {w} y después {d}",
    "पासवर्ड है {w} शब्द, उसके बाद {d}",
    "password hai {w} word, phir {d}",
    "密码是 {w} 这个词，后面加 {d}",
    "mima shi {w} zhege ci, houmian jia {d}",
    "a senha é a palavra {w} e depois {d}",
    "type {w}, then {d}",
]


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "aerolab cluster create -n pier --aerospike-password '{pw}'",
    "vtadmin --addr vt.glisbrae.lan:14200 --user {u} --password {pw}",
    "kisql --url http://kinetica.glisbrae.lan:9191 --user {u} --password '{pw}'",
    "memsql -h s2.glisbrae.lan -u {u} -p'{pw}' stock",
    "redis-dump -u redis.glisbrae.lan:6379 -a '{pw}' > yard.json",
    "akeyless auth --access-id p-3kx91 --access-type password --admin-email {u}@glisbrae.lan"
    " --admin-password '{pw}'",
    "conjur login -i {u} -p '{pw}'",
    "firebolt --username {u}@glisbrae.lan --password '{pw}' --engine pier",
    "infisical login --email {u}@glisbrae.lan --password '{pw}'",
    "activemq producer --user {u} --password {pw} --destination queue://pier.orders",
    "printf '%s\\n' '{pw}' | ktutil addent -password -p {u}@GLISBRAE.LAN -k 1 -e aes256-cts",
    "ravendb-cli --url https://raven.glisbrae.lan --user {u} --password '{pw}'",
    "register_new_matrix_user -u {u} -p '{pw}' -a -c homeserver.yaml",
    "psql -h rw.glisbrae.lan -p 4566 -U {u} 'password={pw} dbname=dev'",
    "echo -n '{pw}' | secret-tool store --label='pier db' service pier user {u}",
    "singlestore -h s2.glisbrae.lan -u {u} --password='{pw}'",
    "dragonfly --requirepass '{pw}' --port 6380",
    "qpid-config -b {u}/{pw}@qpid.glisbrae.lan:5672 add queue yams",
    "securefs mount --pass '{pw}' ~/vault ~/mnt",
    "pdbedit -a -u {u} --password-from-stdin <<< '{pw}'",
    "greptime cli attach --grpc-addr gt.glisbrae.lan:4001 --auth-basic {u}:{pw}",
    "bendsql -h databend.glisbrae.lan -u {u} --password '{pw}'",
    "vmrun -T ws -gu {u} -gp '{pw}' runProgramInGuest kiosk.vmx /bin/ls",
    "VBoxManage guestcontrol kiosk run --username {u} --password '{pw}' --exe /bin/df",
    "pjsua --id sip:{u}@pbx.glisbrae.lan --registrar sip:pbx.glisbrae.lan --realm '*' --username"
    " {u} --password '{pw}'",
    "sipsak -s sip:{u}@pbx.glisbrae.lan -a '{pw}' -U",
    "xe -s xen.glisbrae.lan -u root -pw '{pw}' vm-list",
    "esxcli -s esx1.glisbrae.lan -u {u} -p '{pw}' network ip interface list",
    "rar a -hp'{pw}' payroll-2031.rar payroll/",
    "mysql -h s2.glisbrae.lan -u {u} -p'{pw}' -e 'show databases'",
    "curl -u {u}:{pw} https://pier.glisbrae.lan/api/manifests",
    "sshpass -p '{pw}' ssh {u}@duncans-yard.glisbrae.lan",
    "smbclient //fs.glisbrae.lan/accounts -U {u}%{pw}",
    "zip -P '{pw}' invoices.zip invoices/*.pdf",
]
_SHELLS = [
    "{c}",
    "dwayne@packhouse:~$ {c}",
    "PS C:\\Users\\marcia> {c}",
    "[root@pier-gw ~]# {c}",
    "history | tail -1\n  512  {c}",
    "can you save this command for me? {c}",
    "asere, corre esto: {c}",
    "run dis fi mi: {c}",
]
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.glisbrae.lan:5432/pier",
    "mongodb+srv://{u}:{pw}@stock.glisbrae.example/yams?retryWrites=true",
    "redis://{u}:{pw}@cache.glisbrae.lan:6379/2",
    "amqp://{u}:{pw}@mq.glisbrae.lan:5672/falmouth",
    "mysql://{u}:{pw}@s2.glisbrae.lan:3306/stock",
    "DATABASE_URL=postgres://{u}:{pw}@db.glisbrae.lan/lagoon",
    "Server=sql.glisbrae.lan;Database=Payroll;User Id={u};Password={pw};",
    "sftp://{u}:{pw}@files.glisbrae.example/manifests",
    "mssql+pyodbc://{u}:{pw}@sql.glisbrae.lan/Invoices?driver=ODBC+Driver+18",
    "clickhouse://{u}:{pw}@ch.glisbrae.lan:9000/pier",
    "smtps://{u}:{pw}@mail.glisbrae.example:465",
    "nats://{u}:{pw}@nats.glisbrae.lan:4222",
]
_URL_PLACES = [
    "{c}",
    "config: {c}",
    "la cadena de conexión: {c}",
    "di connection string: {c}",
    "a string de conexão: {c}",
    "连接串：{c}",
]
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("BraePay", "BRAEPAY_SECRET_KEY", _j("bpay_live_", (ALNUM, 32))),
    ("CockpitSMS", "COCKPITSMS_API_KEY", _j("cks-", (LOWER_DIGITS, 40))),
    ("Glistening Cloud", "GLC_TOKEN", _j("glc_", (ALNUM, 36))),
    ("Trelawny Fleet", "TFL_API_TOKEN", _j("tfl.", (URLSAFE, 24), ".", (URLSAFE, 20))),
    ("Duncans ERP", "DXE_SECRET", _j("dxe_sk_", (HEX, 40))),
    ("Falmouth Pier Pass", "FPP_API_KEY", _j("fpp_", (UPPER_DIGITS, 28))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    (
        "Slack",
        "SLACK_BOT_TOKEN",
        lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}",
    ),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_ACCESS_KEY_ID", _j("AKIA", ("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16))),
    ("Google", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio", "TWILIO_API_KEY", _j("SK", (HEX, 32))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("Shopify", "SHOPIFY_ACCESS_TOKEN", _j("shpat_", (HEX, 32))),
    ("DigitalOcean", "DO_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Linear", "LINEAR_API_KEY", _j("lin_api_", (ALNUM, 40))),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52))),
    ("Docker Hub", "DOCKERHUB_TOKEN", _j("dckr_pat_", (URLSAFE, 27))),
    ("Tailscale", "TS_AUTHKEY", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("Postman", "POSTMAN_API_KEY", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Brevo", "BREVO_API_KEY", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("Vault", "VAULT_TOKEN", _j("hvs.", (URLSAFE, 90))),
    ("Replicate", "REPLICATE_API_TOKEN", _j("r8_", (ALNUM, 37))),
    ("Perplexity", "PPLX_API_KEY", _j("pplx-", (ALNUM, 48))),
    ("Mapbox", "MAPBOX_SECRET", _j("sk.eyJ1", (URLSAFE, 60), ".", (URLSAFE, 22))),
]
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "{vendor} key: {tok}",
    "the {vendor} token for the pier app is {tok}",
    "Integrations › {vendor}: {tok}",
    "la llave de {vendor} es {tok}",
    "di {vendor} key a {tok}, nuh share it",
    "{vendor} का API key {tok} है",
    "{vendor} 的 API 密钥：{tok}",
    "a chave da API do {vendor} é {tok}",
    "{vendor} ka key {tok} hai",
    "{vendor} API key shi {tok}",
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = [
    "{t}",
    "new token, only shows once:\n{t}",
    "hold dis fi mi: {t}",
    "guárdame esto: {t}",
    "यह रख लो: {t}",
    "帮我存一下：{t}",
    "guarda isso pra mim: {t}",
]
_BARE_MAKERS = [
    _j((ALNUM, 44)),
    _j((URLSAFE, 24), ".", (URLSAFE, 40)),
    _j((B64, 56), "=="),
    _j((LOWER_DIGITS, 48)),
    _j((URLSAFE, 50)),
    _j((B64, 44)),
    _j((ALNUM, 36)),
]
_bare = _Family(
    "bare_token",
    _BARE_PLACES,
    lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)},
    "t",
)


_HEX_PLACES = {
    "PIER_SIGNING_KEY={h}": 64,
    "the lagoon booking webhook secret: {h}": 64,
    "encryption key for the payroll backup → {h}": 64,
    "LoRa app key fi di yam store sensors: {h}": 32,
    "la clave de cifrado del respaldo: {h}": 64,
    "पेमेंट गेटवे का सीक्रेट: {h}": 40,
    "支付网关的密钥：{h}": 64,
    "a chave secreta do webhook da pousada: {h}": 64,
}


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "the session token from the kiosk logs: {t}",
    'pier_api_jwt = "{t}"',
    "el token del portal: {t}",
    "di token from di booking site: {t}",
    "टोकन: {t}",
    "令牌：{t}",
    "o token do sistema da pousada: {t}",
]


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {
        "sub": v.uuid4(rng, "b"),
        "iat": issued,
        "exp": issued + 3600,
        "email": f"{rng.choice(_USERS)}@glisbrae.lan",
    }
    if index % 2 == 0:
        claims |= {"iss": "https://sso.glisbrae.lan/realms/pier", "azp": "kiosk"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "~/.ssh/id_pier on the packhouse box:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "save dis key fi di yard server:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "la llave privada del túnel:\n{key}": ("EC PRIVATE KEY", "\n"),
    '{{"kiosk_tls_key": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "निजी कुंजी:\n{key}": ("PRIVATE KEY", "\n"),
    "a chave privada do servidor:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}
_PEM_STARTS = {
    "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
    "EC PRIVATE KEY": "MHcCAQEEI",
    "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
    "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
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


_SEED_PLACES = {  # template: the word list's language
    "wallet backup for the pier tips jar: {p}": "english",
    "voice note: the recovery words are {p}": "english",
    "seed words fi di crypto wallet: {p}": "english",
    "Ledger 24 words, Marcia's:\n{p}": "english",
    "las palabras de recuperación de la billetera: {p}": "spanish",
    "asere, la frase semilla: {p}": "spanish",
    "frase de recuperação da carteira: {p}": "portuguese",
    "as palavras da carteira do Thiago: {p}": "portuguese",
    "助记词：{p}": "chinese_simplified",
    "钱包恢复词：\n{p}": "chinese_simplified",
    "wallet ke recovery words: {p}": "english",
    "zhujici: {p}": "english",
}
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
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid number of one of ``prefixes`` (brands the value helpers do not know)."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "elo":
        return _card_of(rng, ["636368", "504175", "451416", "650031"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "NCB Visa {c} exp {mm}/{yy}, for the pier fees",
    "pay the Wakefield fertiliser invoice with card {c}",
    "di company card number a {c}, expire {mm}/{yy}",
    "tarjeta {c}, vence {mm}/{yy}",
    "मेरा कार्ड नंबर {c} है",
    "Ramesh ka card number {c} hai, expiry {mm}/{yy}",
    "银行卡号：{c}",
    "kahao shi {c}",
    "cartão {c} validade {mm}/{yy}",
    "book the Porto Seguro rooms on {c}",
    "card: {c}",
    "Kemar left the card on the desk: {c} {mm}/{yy}",
]
_BRANDS = ["visa", "mastercard", "amex", "discover", "unionpay", "elo"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {
        "c": v.grouped(number, ["-", " ", "", " "][index % 4], rng),
        "mm": f"{rng.randrange(1, 13):02d}",
        "yy": str(rng.randrange(33, 42)),
    }


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Mastercard {c}, the three numbers on the back: {cvv}",
    "di three number pon di back a {cvv}",
    "el código de seguridad de la tarjeta: {cvv}",
    "कार्ड के पीछे का CVV: {cvv}",
    "卡背面的安全码：{cvv}",
    "o código de segurança do cartão é {cvv}",
]


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "mastercard"), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 361; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {
    "DJ": "n" * 23,
    "MC": "n" * 10 + "c" * 11 + "nn",
    "BI": "n" * 23,
    "MN": "n" * 16,
    "SD": "n" * 14,
    "LY": "n" * 21,
    "YE": "aaaa" + "n" * 4 + "c" * 18,
    "TL": "n" * 19,
}
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "wire the pimento deposit to IBAN {i}",
    "Anil's account for the transfer: {i}",
    "di IBAN fi send di money: {i}",
    "el IBAN de mi primo: {i}",
    "IBAN {i} पर पैसे भेज दो",
    "收款账户 IBAN：{i}",
    "o IBAN do fornecedor é {i}",
    "IBAN: {i}",
]


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cu_ni(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        born = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return born + h.choice("012345") + _r(h, D, 4)

    return v.until(g, make, cu_ni.is_valid)


def _aadhaar(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice("23456789") + _r(h, D, 10)
        number = body + verhoeff.calc_check_digit(body)
        return f"{number[:4]} {number[4:8]} {number[8:]}"

    return v.until(g, make, in_aadhaar.is_valid)


def _vid(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice("123456789") + _r(h, D, 14)
        return body + verhoeff.calc_check_digit(body)

    return v.until(g, make, in_vid.is_valid)


def _gstin(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        pan = _r(h, UPPER, 3) + "P" + _r(h, UPPER, 1) + _r(h, D, 4) + _r(h, UPPER, 1)
        return f"{h.choice(['07', '27', '29', '33'])}{pan}1Z{h.choice(UPPER_DIGITS)}"

    return v.until(g, make, in_gstin.is_valid)


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        region = h.choice(["441402", "441422", "441424", "440106", "445102"])
        born = f"{h.randrange(1950, 2005)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = region + born + _r(h, D, 3)
        return body + cn_ric.calc_check_digit(body)

    return v.until(g, make, cn_ric.is_valid)


_USCC_ALPHABET = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def _uscc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = "91" + h.choice(["441400", "440100"]) + _r(h, _USCC_ALPHABET, 9)
        return body + cn_uscc.calc_check_digit(body)

    return v.until(g, make, cn_uscc.is_valid)


def _nif(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice("123") + _r(h, D, 7)
        return body + pt_nif.calc_check_digit(body)

    return v.until(g, make, pt_nif.is_valid)


def _cpf(g: random.Random) -> str:
    return v.until(g, v.cpf_number, br_cpf.is_valid)


def _trn(g: random.Random) -> str:
    return f"1{_r(g, D, 2)}-{_r(g, D, 3)}-{_r(g, D, 3)}"


_ID_PLACES: dict[str, Maker] = {
    "Yunior's carné de identidad: {s}": _cu_ni,
    "mi número de carné de identidad es {s}": _cu_ni,
    "asere, mi carnet: {s}": _cu_ni,
    "número de identidad permanente de Dayana: {s}": _cu_ni,
    "मेरा आधार नंबर {s} है": _aadhaar,
    "Savitri ka Aadhaar number {s} hai": _aadhaar,
    "Aadhaar: {s}": _aadhaar,
    "आधार वर्चुअल आईडी (VID): {s}": _vid,
    "Anil ka VID {s} hai": _vid,
    "Persaud Traders GSTIN {s}": _gstin,
    "阿公的身份证号：{s}": _ric,
    "shenfenzheng haoma shi {s}": _ric,
    "身份证号码 {s}": _ric,
    "Chin cousin's company, 统一社会信用代码 {s}": _uscc,
    "o NIF da Luana: {s}": _nif,
    "NIF do parceiro português {s}": _nif,
    "CPF do Thiago: {s}": _cpf,
    "meu CPF é {s}": _cpf,
    "Kemar TRN a {s}": _trn,
    "TRN for Mrs. Gayle: {s}": _trn,
}
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = [
    "Google Workspace backup codes for the pier account\n{codes}",
    "di 2FA backup codes dem: {codes}",
    "códigos de respaldo del correo: {codes}",
    "बैकअप कोड: {codes}",
    "备用码：\n{codes}",
    "códigos de backup da conta da pousada: {codes}",
]
_SEEDS_2FA = [
    "otpauth://totp/GlisBrae:marcia@glisbrae.lan?secret={s}&issuer=GlisBrae&digits=6",
    "2FA setup key for the BraePay dashboard: {s}",
    "la clave TOTP del banco: {s}",
    "2FA secret key shi {s}",
    "chave 2FA do painel: {s}",
]
_CODES = [
    "{c} is your BraePay verification code",
    "Your NCB one-time code: {c}",
    "mi code a {c}, tell Kemar",
    "tu código de verificación es {c}",
    "आपका ओटीपी {c} है। किसी को न बताएं",
    "【银行】验证码 {c}，5分钟内有效",
    "yanzhengma shi {c}",
    "seu código de verificação é {c}",
]


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = index % 4
    codes = v.backup_codes(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = [
    "GlisBrae-Packhouse",
    "GB-Pier-5G",
    "Digicel_Wakefield",
    "Flow-Duncans-Yard",
    "ClarksTown Farm Office",
    "Lagoon Desk 2G",
    "Chin-Family-5G",
    "Pousada-Recepcao",
]
_WIFI_PLACES = [
    "wifi {s}, password {pw}",
    "Network: {s} / {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "di wifi password fi {s} a {pw}",
    "wifi? / Dwayne: {pw}",
    "la clave del wifi {s} es {pw}",
    "wifi {s} का पासवर्ड {pw} है",
    "wifi mima shi {pw}",
    "{s} 的 wifi 密码：{pw}",
    "a senha do wifi {s} é {pw}",
    "ssid={s}\npsk={pw}",
    "network {s} key {pw}",
]


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.2:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [
    _j("ghp_", (ALNUM, 36)),
    _j((HEX, 32)),
    _j("bpay_live_", (ALNUM, 20)),
    _j((ALNUM, 28)),
]
_SPELL = [
    "reading it out one letter at a time: {t}",
    "[voice note] {t}",
    "spaced out so di preview nuh show it: {t}",
    "letra por letra: {t}",
    "一个一个字母：{t}",
]


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "mi ATM pin a {pw}",
    "the packhouse alarm code is {pw}",
    "Duncans yard gate keypad: {pw}#",
    "el pin de la tarjeta es {pw}",
    "ATM पिन {pw} है",
    "银行卡密码 {pw}",
    "o PIN do cofre da pousada é {pw}",
    "di padlock code fi di cane shed: {pw}",
    "safe in the Falmouth office, combination {pw}",
    "mera ATM pin {pw} hai",
]


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = [
    "breadfruit",
    "pimento",
    "yampi",
    "ackee",
    "dasheen",
    "guinep",
    "naseberry",
    "chocho",
    "bammy",
    "sorrel",
    "lagoon",
    "crocodile",
    "cane",
    "river",
    "cockpit",
    "bauxite",
]
_PHRASES = {
    "Bitwarden master passphrase for the office vault: {p}": " ",
    "di KeePass passphrase a {p}": "-",
    "la frase de contraseña del respaldo: {p}": " ",
    "backup ka passphrase {p} hai": ".",
    "备份口令：{p}": " ",
    "a frase-senha do cofre: {p}": "_",
    "passphrase for the payroll zip: {p}": " ",
}


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "curl -H 'Authorization: Basic {v}' https://pier.glisbrae.lan/api/stock": True,
    "Authorization: Basic {v}": True,
    "nginx log shows header Authorization: Bearer {v}": False,
    "el header es Authorization: Bearer {v}": False,
    "di header a 'Authorization: Basic {v}'": True,
    "header Authorization: Bearer {v} (o token do parceiro)": False,
}


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env for the pier app\nDB_HOST=pg.glisbrae.lan\nDB_PASSWORD={pw}",
    "[client]\nuser=stock\npassword={pw}",
    "spring.datasource.password={pw}",
    "smtp:\n  host: mail.glisbrae.example\n  password: {pw}",
    "define('DB_PASSWORD', '{pw}');",
    'variable "kiosk_db_password" {{ default = "{pw}" }}',
    "[isync]\nIMAPAccount pier\nUser dwayne@glisbrae.example\nPass {pw}",
    "pg.glisbrae.lan:5432:pier:stock:{pw}",
    "REDIS_PASSWORD={pw} # cache on the yard box",
    '<add key="LagoonDbPassword" value="{pw}" />',
    "# docker-compose.yml\n    environment:\n      MYSQL_ROOT_PASSWORD: {pw}",
    'settings.py\nEMAIL_HOST_PASSWORD = "{pw}"',
    "SENHA_BANCO={pw}",
    "CONTRASEÑA_DB={pw}",
    "[database]\nmima = {pw}",
    "ldap.conf\nbindpw {pw}",
]
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Shanice: what's the kiosk password again?\nDwayne: {pw}",
    "Omari: password fi di laptop?\nKemar: {pw}",
    "Yaimara: ¿cuál es la contraseña de la báscula?\nOsniel: {pw}",
    "Kamla: bank ka password kya hai?\nRamesh: {pw}",
    "Lyn: 电脑密码是什么？\nWai-Ming: {pw}",
    "Luana: qual é a senha do sistema?\nThiago: {pw}",
    "me: what did you set the NVR password to?\nDelroy: {pw}",
    "Nordia: wah di password?\nMarcia: {pw}",
    "Dayana: la clave del correo?\nYunior: {pw}",
    "Anil: paasvard bata do\nSavitri: {pw}",
    "WaiMing: mima ne?\nLyn: {pw}",
    "Thiago: senha da pousada?\nLuana: {pw}",
]
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "{pw} — that's the wifi password for the packhouse",
    "type {pw}, that's the admin password on the kiosk",
    "{pw} a di password fi di yard computer",
    "{pw}, esa es la contraseña del almacén",
    "{pw} — यही दुकान का पासवर्ड है",
    "{pw} 就是仓库电脑的密码",
    "{pw} é a senha da recepção",
    "{pw} is what I set for the pump house router",
    "{pw} is the new one for the Xero login",
]
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70),
    (_logins, 26),
    (_spelled, 12),
    (_cli, 34),
    (_urls, 12),
    (_vendors, 40),
    (_bare, 7),
    (_hexes, 8),
    (_jwts, 8),
    (_pems, 6),
    (_seeds, 12),
    (_cards, 12),
    (_cvvs, 6),
    (_ibans, 12),
    (_national, 20),
    (_backups, 6),
    (_totp, 5),
    (_codes, 8),
    (_wifi, 16),
    (_spelled_tokens, 10),
    (_locks, 10),
    (_phrases, 7),
    (_auth, 6),
    (_configs, 16),
    (_chats, 12),
    (_hidden, 9),
]


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the packhouse PC password is": "{s}",
    "di password fi di kiosk a": "{s} nuh tell nobody",
    "la contraseña del correo:": "{s}",
    "मेरा पासवर्ड": "{s} है",
    "密码是": "{s}",
    "a senha do wifi da pousada é": "{s}",
    "login for the weighbridge: kemar /": "{s}",
    "Passwort": "{s}",
    "mima shi": "{s}",
    "password:": "{s}\n(rotated monthly)",
}
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "BraePay secret key", "{s}", _j("bpay_live_", (ALNUM, 32))),
    ("split_token", "GitHub token:", "{s} (pier repo)", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "wallet recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "DJ"))),
    (
        "split_backup",
        "backup codes",
        "{s}\n4821-7730\n9034-1188",
        lambda g: v.backup_codes(g, 1, 1)[0],
    ),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Aadhaar", "{s}", _aadhaar),
    ("split_phrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
    ("split_pin", "ATM pin", "{s}", _j((D, 4))),
]


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"kiosk": {"url": "https://kiosk.glisbrae.lan", "admin_password": "{s}"}}': (
        "meta_password",
        _plain_pw,
    ),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kemar", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "scale-a"}, {"name": "scale-b", "web_password": "{s}"}]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"argv": ["singlestore", "-u", "stock", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "仓库电脑的密码是 {s}"}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "di password fi di yard computer a {s}"}': ("meta_password", _plain_pw),
    '{"braepay": {"secret_key": "{s}"}}': ("meta_token", _j("bpay_live_", (ALNUM, 32))),
    '{"glcToken": "{s}"}': ("meta_token", _j("glc_", (ALNUM, 36))),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': (
        "meta_card",
        lambda g: v.grouped(_card(g, "visa"), " ", g),
    ),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MN")),
    '{"worker": {"carne_identidad": "{s}"}}': ("meta_id", _cu_ni),
    '{"mfa": {"backup_codes": ["{s}", "4821-7730", "9034-1188"]}}': (
        "meta_otp",
        lambda g: v.backup_codes(g, 1, 1)[0],
    ),
    '{"tips_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cane_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "GB-Pier-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"openpyxl-3.1.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"kiosk-firmware-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/glisbrae/pier-api:3.4").hexdigest()
_COMMIT = hashlib.sha1(b"pier: add yam grade column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"stock: revert pimento unit change", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"manifest_2031-11-04.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"payroll-export-2031.xlsx").hexdigest()

CLEAN = [
    f"commit {_COMMIT} adds the yam grade column to the pier manifest.",
    f"Rolled back to {_SHORT} after the pimento unit change broke the invoices.",
    f"requirements.txt: openpyxl==3.1.5 --hash=sha256:{_WHEEL_SUM}",
    f"The kiosk firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of payroll-export-2031.xlsx: {_SHA512}",
    f"The pier API runs ghcr.io/glisbrae/pier-api@sha256:{_IMAGE}.",
    f"MD5 of manifest_2031-11-04.csv is {_MD5}, same as the copy on the share.",
    "The password policy for the kiosk is fourteen characters and no reuse.",
    "Kemar forgot his password again, so Marcia sent him a reset link.",
    "Password reset links for the booking site expire after 30 minutes.",
    "The PIN pad at the pier shop is broken; take cash until Friday.",
    "Order GB-2031-00418: 60 sacks of yampi, 12 bags of pimento, due Thursday.",
    "Invoice INV-7712 for J$148,500.00 is paid.",
    "The cruise ship docks at 07:30 and leaves at 17:45.",
    "Call the Falmouth shop on (876) 555-0142 before noon.",
    "The Duncans yard opens at 6 and closes at 4 on Saturdays.",
    "Version 4.2.1 of the kiosk app fixes the receipt printer.",
    "The lagoon tour costs US$45 per person, children half price.",
    "Ticket GB-3308 is closed; the weighbridge reads correctly again.",
    "We shipped 1,284 cases of breadfruit last month.",
    "The token bucket allows 50 requests a second per client.",
    "Rotate the API keys every 90 days; the next rotation is in March.",
    "The secret to good bammy is soaking it in coconut milk.",
    "Pass the pimento sacks to the loading bay, please.",
    "The Wakefield packhouse has room for 40 pallets.",
    "Use the team password manager; never paste passwords in chat.",
    "Two-factor authentication is on for every staff account.",
    "The backup ran at 02:00 and took 14 minutes.",
    "di password policy seh twelve character minimum",
    "mi fegat mi password, mi a go reset it",
    "la contraseña tiene que tener doce caracteres como mínimo",
    "asere, se me olvidó la contraseña, voy a pedir otra",
    "पासवर्ड कम से कम बारह अक्षर का होना चाहिए",
    "password bhool gaya, reset link bhejo",
    "密码至少要十二位",
    "wo wangle mima, qing chongzhi",
    "a senha precisa ter pelo menos doze caracteres",
    "esqueci a senha, me manda o link de redefinição",
    "Room 204 at the pousada is booked from 12 to 19 March.",
    "The cane harvest starts in January at Clark's Town.",
    "The Glistening Brae VAT registration is on the invoice footer.",
    "Tracking number 1Z999AA10123456784 was delivered in Brampton.",
    "The wifi network at the pier is called GB-Pier-5G.",
    "Flight BW 600 lands in Toronto at 21:10.",
    "The yam store holds at 13 degrees and 85 percent humidity.",
    "Meeting with Thiago on Thursday at 10:00 Jamaica time.",
    "Temperature log: 12.8, 13.1, 13.0, 12.9 degrees.",
    "The forklift serial number is FL-2019-0347.",
    "Batch 2031-11-07-B of pimento passed the moisture test.",
    "Bus to Montego Bay leaves Falmouth square every 30 minutes.",
    "Pier gate 3 is closed for repairs this week.",
    "Ask Dwayne for the key to the cane shed; he keeps it on his ring.",
    "The secret ingredient in Mrs. Gayle's gizzada is nutmeg.",
    "PO-2031-0612 covers 200 crates and 40 pallets.",
    "Kiosk receipt #000418, total J$3,250.00, paid by card ending 4421.",
    "Update the PIN pad firmware to 5.3 before the season.",
    "The one-time code screen times out after five minutes.",
    "Backup codes are printed once and kept in the office safe.",
    "Luana's flight from Porto Seguro connects in Panama.",
    "The Persaud family reunion is in Queens on 4 July.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-11-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/pier/kiosk", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "openpyxl", "version": "3.1.5"}}',
    '{"ticket": "GB-3308", "purchase_order": "PO-2031-0612"}',
    '{"lot": {"id": "LOT-2031-WKF-0211", "weight_kg": 60, "grade": "A"}}',
    '{"phone": "+1 876 555 0142", "town": "Falmouth"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "crates_in_stock": 1284}',
    '{"ship": "MV Example Star", "docks": "07:30", "pier": "Falmouth"}',
    '{"tokens_used": 512, "pin_pad": "broken", "passes_issued": 38}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
