# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-fifty-sixth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and fifty-third's
docstring, the fifth to four hundred and fifty-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (454, 455, 457), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (456_281_739), password words (a
Statia or Saba place with a word and a sign, `QuillCrater47!`; dot-joined words with a year,
`zeelandia.gallows.bollard.2036`; leet `Z33l4nd14#`; a person and a town, `Yusmary@Cumana1991`;
a tank and its barrels, `Tank12k%bbl`; random runs; dive words, `ReefWall30m&`).

The fictional company is Zeelandia Tank & Pipe N.V. of Oranjestad, Sint Eustatius (an invented
contractor to the oil terminal: tank cleaning, pipe welding, mooring crews), with two invented
neighbours it keeps the books for: Statia Wreck & Reef Divers (a dive shop in Lower Town) and
Quill Crater Trail Guides (a hiking-guide office for the Quill, with a desk in Windwardside,
Saba). People: Dwayne Spanner (IT, Statian English Creole), mevrouw Ingrid Verhoeven (an official
of an invented Rijksdienst desk, formal Dutch), Edsel Martina (a welder from Curaçao,
Papiamentu), Yusmary Parra (a Venezuelan nurse at an invented clinic, Spanish) and the Chen
family (Chen Wei, Lin Xiumei and Chen Hao) of the invented Golden Harbor supermarket (Mandarin,
in pinyin and in characters). Every company, person, address, domain (`zeelandia-tp.lan`,
`wreckreef.example`, `quillguides.example`, `goldenharbor.example`, `rcn-desk.lan`), account and
number is invented; only the islands are real. Texts: WhatsApp chats, SMS, e-mails, tickets,
notes to self, runbooks, shell history, env and config files, URLs, CSV rows, voice-note
transcripts and requests to the assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`,
`||`, a tab, `is`, `a` (Creole), `is` / `luidt` (Dutch), `ta` (Papiamentu), `es`, `是`, `shi`, a
new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 453, grep -l): none for `wakker` and the IBAN code `'SR'`; one for
`Statia`, `Sint Eustatius`, `bo sa`, `Pago Móvil`, `Banco di Caribe`, `Vattenfall`; two to
twelve for `Oranjestad`, `Papiamentu`, `Sentoo`, `Zelle`, `WeChat Pay`, `Alipay`, `Windward`,
`mi clave`, `MCB`, `onderwijsnummer`, `ve.rif`; thirteen to forty for `nl.btw`, `nl.bsn`,
`mi contraseña`, `quill`, `cn.uscc`, `pinyin`, `mima`, `cn.ric`; the IBAN countries by a rough
count of their quoted code: the Falkland Islands 47, Honduras 52, Belarus 81, Djibouti 87
(the Netherlands is used as the islands' own).
Languages: about half English, config or shell; the rest in Statian English Creole as texted
(`me password a`, `wha di code`, `ah tell yuh`, `doh`, `fuh`), the Dutch of a Rijksdienst
official (`Het wachtwoord luidt`, `graag vertrouwelijk behandelen`, `met vriendelijke groet`),
the Papiamentu of a Curaçao welder (`mi password ta`, `e kode di porta ta`, `bo sa`, `mira`),
the Spanish of a Venezuelan nurse (`chamo`, `la clave es`, `mi amor`, `vale`, `porfa`) and the
Mandarin of a supermarket family in pinyin and characters (`密码是`, `mima shi`, `验证码`, `wifi
mima`). The Statian Creole, the Papiamentu and the pinyin texting are my guesses; the Creole is
the least sure.
Vendors: the invented TankLog, ReefPass, QuillBook, StatiaPay and FerryLine under the words
around their keys, plus Sentoo, MCB, Zelle, Pago Móvil, WeChat Pay and Alipay for codes, and the
GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google, Hugging Face, npm,
SendGrid, Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana, Postman, Vault,
Tailscale, Doppler, Figma, Sentry, New Relic, Groq, Replicate, Perplexity, xAI, Supabase,
Notion, Brevo, NVIDIA, Docker Hub and RubyGems shapes. Ids: the Dutch BSN (as used on the
islands), btw-nummer and onderwijsnummer, Venezuela's RIF and China's resident id and USCC, each
drawn until its `stdnum` module validates it. IBANs of the Netherlands, the Falkland Islands,
Honduras, Belarus and Djibouti, checked with `stdnum.iban`; seed phrases from `mnemonic`'s
English, Spanish, Portuguese and Simplified Chinese lists, each checked with `Mnemonic.check`;
cards pass Luhn (Visa, Mastercard, Amex, Discover and UnionPay prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import btw as nl_btw
from stdnum.nl import onderwijsnummer as nl_onr
from stdnum.ve import rif as ve_rif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 456_281_739
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE = ALNUM + "-_"
_r, _j = v.r, v.token
Maker = v.Maker

_MNEMO = {
    lang: Mnemonic(lang) for lang in ("english", "spanish", "portuguese", "chinese_simplified")
}

_PLACES = ["Quill", "Zeelandia", "Gallows", "Oranjestad", "Windwardside", "Hellsgate", "Fort",
           "Boven", "Signal", "Tumble", "Concordia", "Jenkins", "Cove", "Bottom"]  # fmt: skip
_WORDS = ["Crater", "Bollard", "Mooring", "Flange", "Reef", "Wreck", "Anchor", "Mahogany",
          "Booby", "Iguana", "Tanker", "Pipe", "Valve", "Manifold", "Ladder", "Trail"]  # fmt: skip
_PEOPLE = ["Dwayne", "Ingrid", "Edsel", "Yusmary", "ChenWei", "Xiumei", "ChenHao", "Marva",
           "Glenroy", "Shurlan", "Rosemond", "Kelvin", "Anouk", "Jurick"]  # fmt: skip
_TOWNS = ["Cumana", "Maturin", "Barcelona", "Willemstad", "Bandabou", "Fuqing", "Taishan",
          "Lowertown", "Palmetto", "Cottage"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"


def _leet(word: str) -> str:
    return word.translate(str.maketrans("aeio", "4310"))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLACES)}{g.choice(_WORDS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: (
        ".".join(w.lower() for w in g.sample(_PLACES + _WORDS, 3)) + f".{g.randrange(2026, 2040)}"
    ),
    lambda g: _leet(g.choice(_PLACES + _WORDS)) + g.choice(_SYMBOLS) + str(g.randrange(10, 1000)),
    lambda g: f"{g.choice(_PEOPLE)}@{g.choice(_TOWNS)}{g.randrange(1960, 2010)}",
    lambda g: f"Tank{g.randrange(2, 60)}k{g.choice('%$#&')}bbl{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM + "!$%&?", 16),
    lambda g: f"ReefWall{g.randrange(12, 40)}m{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: "-".join(_r(g, LOWER + D, 6) for _ in range(3)),
    lambda g: _r(g, ALNUM, 14),
]


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain_pw(g: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    ok = set(ALNUM + "._-")
    return v.until(g, _pw, lambda s: set(s) <= ok and any(c.isdigit() for c in s))


def _take(
    rng: random.Random, cls: str, templates: list[str], n: int, make: Maker, **pools: list[str]
) -> list[Sample]:
    """``n`` samples of ``cls``: each template with a fresh ``{s}`` and a pick of each pool."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        text = template
        for name, pool in pools.items():
            text = text.replace("{" + name + "}", rng.choice(pool))
        out.append(Sample(cls, text.replace("{s}", secret), secret))
    return out


# ---------------------------------------------------------------- passwords after labels
_LABELLED = [
    "WhatsApp, Dwayne: the Emerson tank gauge panel password: {s}",
    "the jetty PLC password = {s}",
    "tank farm HMI password -> {s}",
    "Fluke calibrator web login password → {s}",
    "backup NAS admin pw => {s}",
    "office router / password / {s}",
    "SCADA viewer | password | {s}",
    "compressor panel password || {s}",
    "password\t{s}",
    "The password for the dive-shop laptop is {s}",
    "Dive log server password:\n{s}",
    "what's the password for the booking tablet?\n{s}",
    "Marva: what's the till password again?\nDwayne: {s}",
    "{s} — that's the password for the Quill guides' shared mailbox",
    "{s}, that's what I set for the compressor room PC",
    "note to self: Zeelandia VPN password {s}",
    "Ticket ZTP-2291: reset the welding-shop kiosk, password is now {s}",
    "Hi Edsel,\n\nthe password for the inspection tablet is {s}\n\nRegards,\nDwayne",
    "Runbook: tank 7 gauging\n1. open the Rosemount portal\n2. user ops\n3. password {s}",
    "README: the mooring-log UI runs on http://moor.zeelandia-tp.lan, password `{s}`",
    "remember for me: my Sentoo app password is {s}",
    'please save this: MCB internet banking password "{s}"',
    "voice note: the ferry booking password is {s} full stop",
    "password changed to {s} after the hurricane drill",
    "Statia Wreck & Reef Divers booking site password ({s})",
    "admin password [{s}] for the fill-station logger",
    "Quill guides' radio repeater password: `{s}`",
    "Me password fuh de email a {s}",
    "Dwayne: de password fuh de tank office computer a {s}, doh tell nobody",
    "wha de password fuh de wifi printer? ah tell yuh: {s}",
    "de new password a {s}",
    "Het wachtwoord voor het portaal luidt {s}. Graag vertrouwelijk behandelen.",
    "Geachte heer Spanner, uw tijdelijke wachtwoord is {s}. Met vriendelijke groet, I. Verhoeven",
    "wachtwoord gewijzigd naar {s}",
    "Wachtwoord dossiersysteem: {s}",
    "Mi password di e computer di weldmento ta {s}",
    "Mira, e password di e tablet ta {s}, bo sa",
    "Edsel: mi kontrasenja nobo ta {s}",
    "chamo, la clave del sistema de la clínica es {s}",
    "Yusmary: mi contraseña del correo es {s}, no se la digas a nadie porfa",
    "mi amor, la clave del wifi de la casa es {s} vale",
    "contraseña: {s}",
    "我的邮箱密码是 {s}",
    "收银机密码：{s}",
    "Chen Hao: dian nao mima shi {s}",
    "mima: {s}",
    "超市电脑的新密码是 {s}，别告诉别人",
]


# ---------------------------------------------------------------- logins
_USERS = ["dspanner", "iverhoeven", "emartina", "yparra", "chenwei", "lin.xiumei", "chenhao",
          "ops", "admin", "root", "diveshop", "quillguide", "marva.g", "svc-tankgauge"]  # fmt: skip
_LOGINS = [
    "login: {u} / {s}",
    "creds {u}:{s}",
    "{u} / {s}",
    "user {u}\npassword {s}",
    "u={u} p={s}",
    "sign in as {u} with {s}",
    "creds for the tank gauge are {u} and {s}",
    "{u}@zeelandia-tp.lan:{s}",
    "| host | user | password |\n|---|---|---|\n| gauge-01 | {u} | {s} |",
    "host,user,password\ndive-pos,{u},{s}",
    "username: {u}\npassword: {s}",
    "Gebruikersnaam {u}, wachtwoord {s}",
    "usuario {u} y contraseña {s}",
    "usuario: {u} / clave: {s}",
    "user {u}, mi password ta {s}",
    "用户名 {u}，密码 {s}",
    "me username a {u} an de password a {s}",
]


# ---------------------------------------------------------------- command lines
_CLI = [
    "curl -u {u}:{s} https://gauge.zeelandia-tp.lan/api/levels",
    "sshpass -p '{s}' ssh ops@jetty-plc.zeelandia-tp.lan",
    "mysql -u {u} -p{s} dive_bookings",
    "redis-cli -h cache.zeelandia-tp.lan -a {s} ping",
    "docker login registry.zeelandia-tp.lan -u {u} -p {s}",
    "htpasswd -b /etc/nginx/.htpasswd {u} {s}",
    "ldapsearch -x -D cn={u},dc=ztp,dc=lan -w {s} -b dc=ztp,dc=lan",
    "sqlcmd -S mssql.zeelandia-tp.lan -U {u} -P {s}",
    "zip -P {s} manifests.zip manifests/*.pdf",
    "7z a -p{s} dive-logs.7z logs/",
    "openssl enc -aes-256-cbc -in payroll.csv -out payroll.enc -pass pass:{s}",
    "gpg --batch --passphrase {s} -c crew-list.ods",
    "plink -ssh -pw {s} ops@10.30.4.12",
    "xfreerdp /v:rdp.zeelandia-tp.lan /u:{u} /p:{s}",
    "net use \\\\fs01\\tanks /user:ZTP\\{u} {s}",
    "sqlplus {u}/{s}@//ora.zeelandia-tp.lan:1521/TANKS",
    "lftp -u {u},{s} sftp://files.wreckreef.example",
    "ipmitool -I lanplus -H 10.30.9.5 -U {u} -P {s} chassis status",
    "mosquitto_pub -h mqtt.zeelandia-tp.lan -u {u} -P {s} -t tank/7 -m 1",
    "echo '{s}' | sudo -S systemctl restart gauge",
    "echo '{s}' | docker login -u {u} --password-stdin",
    "psql postgresql://{u}:{s}@pg.zeelandia-tp.lan:5432/moorings",
    "smbclient //fs01/dive -U {u}%{s}",
    "keytool -importcert -keystore gauge.jks -storepass {s} -file ca.pem",
    "rabbitmqctl add_user {u} {s}",
    "cqlsh cass.zeelandia-tp.lan -u {u} -p {s}",
]
_SHELL = ["{c}", "$ {c}", "ops@ztp-jump:~$ {c}", "  412  {c}", "history | tail\n  88  {c}"]


# ---------------------------------------------------------------- config, env and URLs
_CONFIGS = [
    "DB_PASSWORD={s}",
    "export TANKLOG_DB_PASS={s}",
    "MYSQL_ROOT_PASSWORD: {s}",
    "[database]\nhost = pg.zeelandia-tp.lan\nuser = ops\npassword = {s}",
    "spring.datasource.password={s}",
    'smtp:\n  host: mail.wreckreef.example\n  password: "{s}"',
    "define('DB_PASSWORD', '{s}');",
    '<add key="SmtpPassword" value="{s}" />',
    "redis://:{s}@cache.zeelandia-tp.lan:6379/0",
    "amqp://ops:{s}@mq.zeelandia-tp.lan:5672/",
    "mongodb://booking:{s}@mongo.wreckreef.example/bookings",
    "https://admin:{s}@nas.quillguides.example/",
    "ftp://upload:{s}@ftp.goldenharbor.example/prices/",
    "pg.zeelandia-tp.lan:5432:moorings:ops:{s}",
    'variable "db_password" {\n  default = "{s}"\n}',
    '"password": "{s}",',
    "passwd={s}",
    "pwd: {s}",
    "secret: {s}",
    "auth_pass {s}",
    "socks5://dive:{s}@:1080",
]


# ---------------------------------------------------------------- vendor tokens
_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub token", _j("ghp_", (ALNUM, 36))),
    ("GitHub fine-grained token", _j("github_pat_11", (UPPER + D, 20), "_", (ALNUM, 59))),
    ("GitLab token", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot token", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe secret", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI key", _j("sk-proj-", (URLSAFE, 48), "T3BlbkFJ", (URLSAFE, 48))),
    ("Anthropic key", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("OpenRouter key", _j("sk-or-v1-", (HEX, 64))),
    ("AWS access key", _j("AKIA", (UPPER + "234567", 16))),
    ("Google API key", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face token", _j("hf_", (ALNUM, 34))),
    ("npm token", _j("npm_", (ALNUM, 36))),
    ("SendGrid key", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key", _j("SK", (HEX, 32))),
    ("Telegram bot token", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("PyPI token", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
    ("Shopify token", _j("shpat_", (HEX, 32))),
    ("DigitalOcean token", _j("dop_v1_", (HEX, 64))),
    ("Linear key", _j("lin_api_", (ALNUM, 40))),
    ("Grafana token", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Postman key", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Vault token", _j("hvs.", (URLSAFE, 90))),
    ("Tailscale auth key", _j("tskey-auth-", (ALNUM, 10), "CNTRL-", (ALNUM, 33))),
    ("Doppler token", _j("dp.st.prd.", (ALNUM, 43))),
    ("Figma token", _j("figd_", (URLSAFE, 40))),
    ("Sentry token", _j("sntrys_", (ALNUM, 80))),
    ("New Relic key", _j("NRAK-", (UPPER + D, 27))),
    ("Groq key", _j("gsk_", (ALNUM, 52))),
    ("Replicate token", _j("r8_", (ALNUM, 37))),
    ("Perplexity key", _j("pplx-", (ALNUM, 48))),
    ("xAI key", _j("xai-", (ALNUM, 80))),
    ("Supabase token", _j("sbp_", (HEX, 40))),
    ("Notion token", _j("ntn_", (D, 11), (ALNUM, 35))),
    ("Brevo key", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA key", _j("nvapi-", (URLSAFE, 64))),
    ("Docker Hub token", _j("dckr_pat_", (URLSAFE, 27))),
    ("RubyGems key", _j("rubygems_", (HEX, 48))),
]
_VENDOR_FRAMES = [
    "{name}: {s}",
    "the {name} for the booking site is {s}",
    "{name} = {s}",
    "Dwayne pasted the {name} in the group chat: {s}",
    "{s}",
    "export TOKEN={s}",
    "Authorization: Bearer {s}",
    "de {name} a {s}",
    "e {name} ta {s}",
    "{name} 是 {s}",
]

_INVENTED = [
    ("TankLog API key", _j((HEX, 40))),
    ("ReefPass API key", lambda g: v.uuid4(g, "b")),
    ("QuillBook API key", _j((ALNUM, 32))),
    ("StatiaPay secret key", _j((HEX, 48))),
    ("FerryLine API key", _j((ALNUM, 28), (D, 4))),
]
_INVENTED_FRAMES = [
    "{name}: {s}",
    "{name} for prod -> {s}",
    "Integrations › {vendor}: {s}",
    "{vendor} integration broken, current key {s}",
    "API key for {vendor} is {s}",
    "API-sleutel {vendor}: {s}",
    "clave de API de {vendor}: {s}",
    "{vendor} 的 API 密钥：{s}",
]


def _vendor_samples(rng: random.Random, n: int) -> list[Sample]:
    out = []
    frames = v.cycle(rng, _VENDOR_FRAMES, n)
    for (name, make), frame in zip(v.cycle(rng, _VENDORS, n), frames, strict=True):
        secret = make(rng)
        out.append(Sample("vendor_token", frame.format(name=name, s=secret), secret))
    return out


def _invented_samples(rng: random.Random, n: int) -> list[Sample]:
    out = []
    frames = v.cycle(rng, _INVENTED_FRAMES, n)
    for (name, make), frame in zip(v.cycle(rng, _INVENTED, n), frames, strict=True):
        secret = make(rng)
        text = frame.format(name=name, vendor=name.split()[0], s=secret)
        out.append(Sample("invented_vendor_key", text, secret))
    return out


# ---------------------------------------------------------------- bare, hex, JWT, PEM
def _b64url(data: dict[str, Any]) -> str:
    return v.b64url(data)


def _jwt(g: random.Random) -> str:
    head = _b64url({"alg": "HS256", "typ": "JWT"})
    body = _b64url({"sub": f"u{g.randrange(10**5)}", "iat": g.randrange(1_900_000_000, 2**31)})
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


def _pem(g: random.Random) -> str:
    raw = bytes(g.randrange(256) for _ in range(g.choice([300, 420])))
    body = base64.b64encode(raw).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_BARE = [
    "{s}",
    "here it is {s}",
    "Dwayne sent me {s} for the gauge",
    "copy this {s}",
    "na bo esaki: {s}",
    "toma chamo {s}",
    "发给你 {s}",
]
_HEX = [
    "signing key {s}",
    "HMAC secret: {s}",
    "AES key = {s}",
    "encryption_key: {s}",
    "TANKLOG_MASTER_KEY={s}",
    "{s}",
]
_JWT = [
    "Authorization: Bearer {s}",
    "session token {s}",
    "jwt={s}",
    "curl -H 'Authorization: Bearer {s}' https://api.quillguides.example/v1/trips",
    "the booking app cookie is {s}",
]
_PEM = [
    "{s}",
    "deploy key for the gauge box:\n{s}",
    "cat ~/.ssh/id_ztp\n{s}",
    "Hi Dwayne, the key you asked for:\n\n{s}\n\nDelete after use.",
]


# ---------------------------------------------------------------- seed phrases
def _seed(lang: str, words: int = 12) -> Maker:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]

    def make(g: random.Random) -> str:
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    return make


_SEEDS: list[tuple[str, Maker]] = [
    ("my MetaMask recovery phrase: {s}", _seed("english")),
    ("seed words for the cold wallet\n{s}", _seed("english", 24)),
    ("Trust Wallet backup: {s}", _seed("english", 18)),
    ("frase semilla de mi billetera: {s}", _seed("spanish")),
    ("chamo guárdame esto, las palabras de la wallet: {s}", _seed("spanish", 15)),
    ("mi palabranan di seed ta: {s}", _seed("portuguese")),
    ("助记词：{s}", _seed("chinese_simplified")),
    ("zhu ji ci {s}", _seed("chinese_simplified", 24)),
    ("de wallet words a {s}", _seed("english", 15)),
    ("{s}", _seed("english")),
    ("Ledger recovery: {s}", _seed("english", 24)),
    ("herstelzin: {s}", _seed("english")),
]


def _seed_samples(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for frame, make in v.cycle(rng, _SEEDS, n):
        secret = make(rng)
        out.append(Sample("seed_phrase", frame.replace("{s}", secret), secret))
    return out


# ---------------------------------------------------------------- cards, codes
def _card(g: random.Random) -> str:
    return v.card(g, g.choice(["visa", "mastercard", "amex", "discover", "unionpay"]))


def _card_shown(g: random.Random) -> str:
    return v.grouped(_card(g), g.choice([" ", "-", "", " "]), g)


_CARDS = [
    "card {s} exp 04/31",
    "Visa: {s}",
    "pay the dive gear invoice with {s}",
    "creditcard {s}, vervaldatum 09/30",
    "mi karchi di krédito ta {s}",
    "tarjeta {s} vence 11/29",
    "银行卡号 {s}",
    "de card number a {s}",
    "{s}",
]
_CVV = [
    "security code on the back: {s}",
    "CVV {s}",
    "the three digits on the back are {s}",
    "CVC: {s}",
    "código de seguridad {s}",
    "beveiligingscode {s}",
    "安全码 {s}",
]


# ---------------------------------------------------------------- IBANs
_IBAN_COUNTRIES = {"NL": "aaaa" + "n" * 10, "FK": "aa" + "n" * 12, "HN": "aaaa" + "n" * 20,
                   "BY": "cccc" + "nnnn" + "c" * 16, "DJ": "n" * 23}  # fmt: skip


def _iban(g: random.Random) -> str:
    country = g.choice(list(_IBAN_COUNTRIES))
    number = v.iban_shaped(g, country, _IBAN_COUNTRIES)
    return v.iban_spaced(number) if g.random() < 0.5 else number


_IBANS = [
    "IBAN: {s}",
    "pay the welders to {s}",
    "Gelieve over te maken op IBAN {s} t.n.v. Zeelandia Tank & Pipe N.V.",
    "mi IBAN ta {s}",
    "transferir a la cuenta {s}",
    "收款账号 {s}",
    "de bank account a {s}",
    "{s}",
]


# ---------------------------------------------------------------- national and company ids
def _bsn(g: random.Random) -> str:
    return v.until(g, _j((D, 9)), lambda s: s[0] != "0" and nl_bsn.is_valid(s))


def _btw(g: random.Random) -> str:
    return v.until(g, _j("NL", (D, 9), "B01"), nl_btw.is_valid)


def _onr(g: random.Random) -> str:
    return v.until(g, _j("10", (D, 7)), nl_onr.is_valid)


def _rif(g: random.Random) -> str:
    return v.until(g, lambda r: r.choice("VEJ") + _r(r, D, 9), ve_rif.is_valid)


def _ric(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        date = f"{r.randrange(1960, 2005)}{r.randrange(1, 13):02d}{r.randrange(1, 29):02d}"
        return r.choice(["350181", "440781", "350128"]) + date + _r(r, D, 4)

    return v.until(g, make, cn_ric.is_valid)


def _uscc(g: random.Random) -> str:
    alphabet = D + "ABCDEFGHJKLMNPQRTUWXY"
    return v.until(g, _j("91350181", (alphabet, 10)), cn_uscc.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("BSN: {s}", _bsn),
    ("burgerservicenummer {s}", _bsn),
    ("Uw BSN luidt {s}; graag vertrouwelijk behandelen.", _bsn),
    ("mi BSN ta {s}", _bsn),
    ("btw-nummer Zeelandia Tank & Pipe: {s}", _btw),
    ("VAT number {s}", _btw),
    ("onderwijsnummer van Chen Hao: {s}", _onr),
    ("RIF {s}", _rif),
    ("mi RIF es {s}", _rif),
    ("身份证号：{s}", _ric),
    ("shen fen zheng hao {s}", _ric),
    ("统一社会信用代码 {s}", _uscc),
    ("supplier tax id (USCC) {s}", _uscc),
]


def _id_samples(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for frame, make in v.cycle(rng, _IDS, n):
        secret = make(rng)
        out.append(Sample("national_id", frame.replace("{s}", secret), secret))
    return out


# ---------------------------------------------------------------- TOTP, OTP, backup codes
_TOTP = [
    "TOTP secret: {s}",
    "2FA setup key {s}",
    "otpauth://totp/ZTP:dspanner?secret={s}&issuer=ZTP",
    "manual key for the authenticator (couldn't scan the QR code): {s}",
    "2FA-sleutel: {s}",
    "clave 2FA {s}",
    "两步验证密钥 {s}",
]
_OTP = [
    "Your Sentoo verification code is {s}",
    "{s} is your MCB login code",
    "Use {s} to sign in to TankLog",
    "verification code: {s}",
    "Zelle code {s}, don't share it",
    "código de verificación de Pago Móvil: {s}",
    "【支付宝】验证码 {s}，5分钟内有效",
    "微信支付验证码：{s}",
    "yan zheng ma {s}",
    "de code dey send me a {s}",
    "e kode ku mi a haña ta {s}",
    "Uw verificatiecode is {s}",
    "one-time code {s}",
    "OTP: {s}",
]
_BACKUP = [
    "2FA backup codes:\n{s}",
    "GitHub recovery codes\n{s}",
    "códigos de recuperación: {s}",
    "Herstelcodes voor het portaal:\n{s}",
    "备用验证码：\n{s}",
    "backup codes fuh de email: {s}",
]


def _otp_code(g: random.Random) -> str:
    code = _r(g, D, 6)
    return code if g.random() < 0.75 else f"{code[:3]} {code[3:]}"


def _backup_samples(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for frame in v.cycle(rng, _BACKUP, n):
        codes = v.backup_codes(rng, rng.choice([5, 8, 10]), rng.randrange(4))
        sep = ", " if ": {s}" in frame else "\n"
        out.append(Sample("backup_codes", frame.replace("{s}", sep.join(codes)), codes[0]))
    return out


# ---------------------------------------------------------------- wifi
_SSIDS = ["ZTP Office 5G", "Wreck&Reef Guest", "QuillGuides-Desk", "GoldenHarbor_2G",
          "Lower Town Dive", "Windwardside Lodge", "TankFarm Ops"]  # fmt: skip
_WIFI = [
    "wifi {net} / {s}",
    "Network: {net}\nPassword: {s}",
    "WIFI:T:WPA;S:{net};P:{s};;",
    "wifi password for {net} is {s}",
    "WPA key {s}",
    "network ({net}) uses {s}",
    "wifi? \nMarva: {s}",
    "de wifi password a {s}",
    "e password di wifi ta {s}",
    "la clave del wifi es {s}",
    "wifi 密码：{s}",
    "wifi mima shi {s}",
    "wifi-wachtwoord: {s}",
]


def _wifi_key(g: random.Random) -> str:
    if g.random() < 0.3:
        return "".join(w.lower() for w in g.sample(_WORDS, 3)) + str(g.randrange(10, 100))
    return _plain_pw(g)


# ---------------------------------------------------------------- PINs and lock codes
_PINS = [
    "The gate code at the tank farm is {s}",
    "PIN: {s}",
    "bank card PIN {s}",
    "door code for the dive shop is {s}#",
    "padlock on the compressor shed: {s}",
    "alarm code → {s}",
    "safe combination {s}",
    "de door code a {s}",
    "wha di code fuh de gate? {s}",
    "e kode di porta ta {s}",
    "el PIN de mi tarjeta es {s}",
    "pincode: {s}",
    "门禁密码 {s}",
    "PIN ma {s}",
    "keypad at the Quill trailhead box: {s}",
]


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6]))


# ---------------------------------------------------------------- passphrases and spelled
_PHRASE_WORDS = ["mahogany", "iguana", "bollard", "sargassum", "frigatebird", "lionfish",
                 "cannonball", "breadfruit", "tamarind", "kingfish", "trumpet", "ferry",
                 "tradewind", "sugarmill", "coral", "lantern"]  # fmt: skip
_PHRASES = [
    "passphrase: {s}",
    "the vault passphrase is {s}",
    "KeePass master passphrase = {s}",
    "wachtwoordzin: {s}",
    "frase de contraseña: {s}",
    "de passphrase a {s}",
]
_SPELLED = [
    ("the password is the word {w} and then {d}", "{w}"),
    ("type {w}, then {d}; that's the admin password", "{w}"),
    ("{w} with a capital first letter and {d} at the end", "{w}"),
    ("de password a de word {w} den {d}", "{w}"),
    ("e password ta e palabra {w} i despues {d}", "{w}"),
    ("la clave es la palabra {w} y luego {d}", "{w}"),
    ("het wachtwoord is het woord {w}, gevolgd door {d}", "{w}"),
    ("密码是 {w} 这个词，后面加 {d}", "{w}"),
    ("the name of our dive boat, {w}, followed by {d}", "{w}"),
    ("it's {w}{d}, all joined", "{w}{d}"),
]


def _spelled_samples(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for frame, key in v.cycle(rng, _SPELLED, n):
        word, digits = rng.choice(_PHRASE_WORDS + _WORDS), str(rng.randrange(100, 10_000))
        text = frame.replace("{w}", word).replace("{d}", digits)
        secret = key.replace("{w}", word).replace("{d}", digits)
        out.append(Sample("spelled_password", text, secret))
    return out


def _passphrase(g: random.Random) -> str:
    return " ".join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))


# ---------------------------------------------------------------- the plan
def _cli_samples(rng: random.Random, n: int) -> list[Sample]:
    raw = _take(rng, "cli_password", _CLI, n, _plain_pw, u=_USERS)
    return v.framed(rng, raw, _SHELL)


def _simple(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Any:
    return lambda rng, n: _take(rng, cls, templates, n, make, **pools)


def _hex(g: random.Random) -> str:
    return _r(g, HEX, g.choice([32, 48, 64]))


_PLAN: list[tuple[Callable[[random.Random, int], list[Sample]], int]] = [
    (_simple("labelled_password", _LABELLED, _pw), 70),
    (_simple("login_pair", _LOGINS, _pw, u=_USERS), 30),
    (_cli_samples, 30),
    (_simple("config_file", _CONFIGS, _plain_pw), 25),
    (_vendor_samples, 35),
    (_invented_samples, 15),
    (_simple("bare_token", _BARE, _j((ALNUM, 40))), 10),
    (_simple("hex_key", _HEX, _hex), 6),
    (_simple("jwt", _JWT, _jwt), 5),
    (_simple("pem_key", _PEM, _pem), 4),
    (_seed_samples, 12),
    (_simple("card_number", _CARDS, _card_shown), 12),
    (_simple("card_code", _CVV, _j((D, 3))), 6),
    (_simple("iban", _IBANS, _iban), 14),
    (_id_samples, 16),
    (_simple("otp_secret", _TOTP, lambda g: v.totp_secret(g, spaced=g.random() < 0.3)), 10),
    (_simple("otp_code", _OTP, _otp_code), 14),
    (_backup_samples, 8),
    (_simple("wifi_key", _WIFI, _wifi_key, net=_SSIDS), 18),
    (_simple("pin_code", _PINS, _pin), 18),
    (_simple("passphrase", _PHRASES, _passphrase), 8),
    (_spelled_samples, 12),
    (_simple("hidden_label", ["{s}", "ok so {s}", "{s} (don't lose it)"], _j((ALNUM, 24))), 12),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family(rng, n)
    return out


# ---------------------------------------------------------------- split fields
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the tank gauge password is", "{s}", _pw),
    ("split_password", "Wachtwoord:", "{s}\nna de storing gewijzigd", _pw),
    ("split_password", "de password a", "{s}", _pw),
    ("split_password", "mi password ta", "{s}, bo sa", _pw),
    ("split_password", "la clave del sistema es", "{s}", _pw),
    ("split_password", "密码是", "{s}", _pw),
    ("split_password", "dive laptop pw:", "{s} (since the flood)", _pw),
    ("split_password", "mima shi", "{s}", _pw),
    ("split_token", "TankLog API key", "{s}", _j((HEX, 40))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Stripe secret", "{s} (live)", _j("sk_live_", (ALNUM, 99))),
    ("split_seed", "recovery phrase", "{s}", _seed("english")),
    ("split_card", "card number", "{s} exp 02/32", _card_shown),
    ("split_iban", "IBAN", "{s}", _iban),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "BSN", "{s}", _bsn),
    ("split_pin", "the gate code is", "{s}#", _pin),
    ("split_wifi", "wifi ZTP Office 5G password", "{s}", _plain_pw),
    ("split_phrase", "vault passphrase", "{s}", _passphrase),
    ("split_code", "Uw verificatiecode is", "{s}", lambda g: _r(g, D, 6)),
]


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLITS:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


# ---------------------------------------------------------------- metadata
_META: list[tuple[str, Maker]] = [
    ("password", _pw),
    ("db_password", _plain_pw),
    ("wachtwoord", _pw),
    ("contraseña", _pw),
    ("密码", _pw),
    ("apiKey", _j((HEX, 40))),
    ("github_token", _j("ghp_", (ALNUM, 36))),
    ("client_secret", _j((URLSAFE, 40))),
    ("pin", _pin),
    ("doorCode", _pin),
    ("wifi_psk", _plain_pw),
    ("passphrase", _passphrase),
    ("totp_secret", lambda g: v.totp_secret(g, spaced=False)),
    ("iban", _iban),
    ("bsn", _bsn),
    ("card_number", _card),
    ("seed_phrase", _seed("english")),
    ("jwt", _jwt),
    ("pwd", _pw),
    ("token", _j((ALNUM, 32))),
]


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    out = []
    for key, make in _META:
        secret = make(rng)
        inner: Any = {key: secret, "host": rng.choice(["gauge-01", "dive-pos", "till-2"])}
        for parent in rng.sample(["creds", "tankfarm", "diveshop", "auth", "settings"], 2)[
            : rng.randrange(1, 3)
        ]:
            inner = {parent: [inner]} if rng.random() < 0.3 else {parent: inner}
        out.append(MetadataSample("metadata_key", inner, secret))
    return out


# ---------------------------------------------------------------- clean
CLEAN = [
    "Release 4.12.3 of the tank gauge firmware is out.",
    "sha256 of fw-4.12.bin: 9f2c4e1a7b3d5f6e8a0c1b2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f",
    "commit 4e7a9c1b2d3f5e6a8b0c9d1e2f3a4b5c6d7e8f90 fixed the mooring report",
    "Order ZTP-2036-00418 shipped, tracking 1Z 999 AA1 01 2345 6784.",
    "Ticket 7712: the booking tablet won't charge.",
    "Call the dive shop at +599 318 2245 before 17:00.",
    "The ferry leaves Fort Bay at 09:00 on 14 March 2036.",
    "Tank 7 holds 480,000 bbl; gauge reads 61.4 %.",
    "The Quill trailhead is at 17.4822 N, 62.9661 W.",
    "Card ending in 4421 was charged USD 86.50.",
    "IBAN: NL** **** **** **** 12 (masked on the invoice)",
    "Password must be at least 12 characters and include a symbol.",
    "Reset your password from the portal; never send it by mail.",
    "The PIN pad at the till is broken again.",
    "We changed the door code last week; ask Marva in person.",
    "2FA is now required for all ZTP accounts.",
    "The verification code expires after five minutes.",
    "Product code WLD-7018-ROD, 5 kg box of welding rods.",
    "Invoice 2036/0412, total USD 1,284.00, due 30 days.",
    "Postal code doesn't exist on Statia; use Oranjestad, Sint Eustatius.",
    "The dive computer serial is on the back plate.",
    "API version 2.3 of the ReefPass booking service is deprecated.",
    "De wachtwoordregels zijn aangepast; minimaal twaalf tekens.",
    "Graag uw BSN meenemen naar de balie, niet per e-mail sturen.",
    "Het dossiernummer is RCN-2036-0815.",
    "Wachtwoord vergeten? Klik op de link in het portaal.",
    "Mi password a bai kaba, mi ta bai pidi un nobo na Dwayne.",
    "E kode di porta a kambia, puntra Marva.",
    "Mira, e weldmento di tanki 7 ta kla djaweps.",
    "chamo, el turno de la noche empieza a las 19:00",
    "La contraseña tiene que tener doce caracteres, vale.",
    "Mi amor, el código de la puerta lo cambiaron, pregúntale a Marva.",
    "Cita en la clínica el 22/04 a las 8:30.",
    "密码要十二位以上，要有数字。",
    "验证码五分钟内有效，不要告诉别人。",
    "今天进货单号 GH-20360412-07，共 38 箱。",
    "mima wang le, qu zhao Chen Hao chong zhi",
    "Chen Wei: huo dao le, 42 xiang nai fen",
    "Me forget de password again, ah go ask Dwayne fuh reset it.",
    "de gate code change, ask Marva when yuh reach",
    "Wha time de ferry leave fuh Saba?",
    "docker image ztp/gauge:4.12.3@sha256 digest is pinned in compose",
    "pip install tanklog-client==2.8.1",
    "git checkout 7c1e9a2",
    "uuid of the dive trip record: request id in the logs, see ticket 5521",
    "password: (see the password manager)",
    "token: <redacted in the screenshot>",
    "API key: ask Dwayne for one",
    "PIN codes are four to six digits long.",
    "The wifi password is on the card at the front desk.",
    "Passphrase rules: four words or more, no names.",
    "Backup codes are printed and kept in the office safe.",
    "Seed phrases are never typed into a computer here.",
    "The card's security code is the three digits on the back.",
    "MAC address of the gauge: 00:1B:44:11:3A:B7",
    "Flight WM 412 to Sint Maarten, seat 3A.",
    "Dive depth 28 m, 42 min, nitrox 32 %.",
    "Phone: +599 416 3390 (Saba desk)",
    "Coordinates of the wreck: 17.4791, -62.9934",
    "Build 2036.04.12-rc2 passed all checks.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_policy": "12 chars min", "password_set": True},
    {"pin_pad": "broken", "till": 2},
    {"auth": {"method": "oauth", "provider": "gitlab"}},
    {"creds": {"username": "ops", "host": "gauge-01"}},
    {"sha256": "3b7e9f1c2a4d6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e1f"},
    {"tracking": "1Z999AA10123456784", "carrier": "UPS"},
    {"card_last4": "4421", "amount": "86.50"},
    {"trip": {"site": "Double Wreck", "depth_m": 18, "tank": "AL80"}},
    {"version": "4.12.3", "commit": "4e7a9c1b2d3f5e6a8b0c9d1e2f3a4b5c6d7e8f90"},
    {"ticket": 7712, "phone": "+599 318 2245", "token_count": 512},
]
