# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-sixtieth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-fifty-seventh's
docstring, the fifth to three-hundred-and-fifty-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (358, 359, 361), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (360_518_277), password words (a hill
or town of the region, a year and a symbol, `Famatina1998!`; two dishes and a year joined by dots,
`locro.humita.2019`; leet `T0rr0nt3s42#`; a generator's dashed groups; random runs).

The fictional company is Vicuñal Andino S.R.L. (an office in San Fernando del Valle de Catamarca,
a walnut and olive packing house in Belén, a Torrontés bodega in Chilecito and a sales desk in La
Rioja city), with a fictional lithium partner (Xiling Lithium Materials), staff of local families,
Syrian-Lebanese descendants with relatives in Beirut, Calabrian relatives in Cosenza and Quichua-
speaking farm workers from Santiago del Estero; every company, person, address, domain
(`vicunal.lan`, `vicunal-andino.example`), account and number is invented, only the region is real.
Texts: chats, tickets, notes, runbooks, shell prompts, config and env files, voice-note
transcripts and requests to the assistant; separators: a colon, `=`, `→`, `»`, `👉`, `es`, `e'`,
`quedó`, `jè`, `è`, `hiye`, `为`, `是`, a full-width colon, CJK brackets, guillemets, backticks,
brackets, a new line and none.

Grep counts (heldouts 5 to 357 naming each, grep -l): none for Catamarca, Belén, Chilecito,
La Rioja, Famatina, Fiambalá, Andalgalá, Tinogasta, MercadoPago, `kelmet el ser`, mkdocs, jekyll,
wagtail, appsmith, budibase; one to nine for Calabria (1), Cosenza (1), Quichua (1), Syrian (4),
yaykuna (4), Ualá (4), Tiendanube (4), Andreani (3), litio (1), dsconfig (3),
hysteria (4), anydesk (6), rustdesk (6), chisel (6), frpc (6),
rethinkdb (6), flyway (5), liquibase (5), sqoop (5), dbmate (5), nats-server (5), naive (5),
monero (5), brook (3), cast wallet (2), bitcoin-cli (3), ar.cbu (8), gocryptfs (7),
cryptsetup (8), pulsar-admin (8), kadmin (8), adcli (9), doveadm (9), saslpasswd2 (7),
imapsync (7), mariadb-dump (9), superset (9), metabase (8), n8n (7), 3proxy (5), rustic (7),
slappasswd (7); more for ar.cuit (10), pinyin (12), mgconsole (10), veracrypt (10), keepassxc-cli
(10), swaks (13), iwctl (13), openconnect (14), Arabizi (15), rdesktop (15), it.codicefiscale
(16), x11vnc (19), cn.ric (20), gost (21), `la password è` (23), `كلمة السر` (41), `密码是` (72).
IBAN countries by the same rough count of quoted shapes: Slovakia (25), Slovenia, North Macedonia,
Lithuania, Latvia, Greece, Bulgaria and Turkiye (27 each), and Lebanon (32, for the theme).

About half of the secret samples are not in English: the Spanish of Argentina's northwest as
texted (`che`, `chango`, `ñaño`, `ahicito`, `vo' anotá`, `la contra`, `la clave`, `e'`), the
Arabic of Syrian-Lebanese descendant families in script (`كلمة السر`, `الباسورد`, `الرقم السري`)
and Arabizi (`kelmet el ser hiye`, `taba3`, `ya 3ammo`, `t8ayaret`), the Italian of Calabrian
relatives with Calabrian words (`a password jè`, `zzi`, `a chiavi du conto`, `u PIN da carta`,
`nun la dire a nuddu`), the Quichua of Santiago del Estero farm workers (`pakasqa simi`,
`yaykuna`, `punku yupay`, `-ka`, `chaymanta`) and the Mandarin of the lithium partner in characters
(`密码为`, `口令`, `助记词`, `验证码`) and pinyin (`mima wei`, `kouling shi`, `yanzhengma`,
`zhujici shi`). Spanish, Arabic in script, Italian and Mandarin in characters are ordinary usage;
the author's guesses, checked by no speaker, are every Quichua wording, the Calabrian words, the
Arabizi spellings and the pinyin forms.

Vendors: invented ones (FamatinaPay `fmp_live_`, ZondaCloud `znd-`, Chaya SMS `chy_`, Salar
Telemetría `slr.`, Nogalar ERP `nog_sk_`, Talampaya Maps `tlm-`, Xiling Lithium's portal; shapes
guessed), Argentine ones (MercadoPago `APP_USR-`/`TEST-`, Ualá Bis, Tiendanube, Andreani; shapes
guessed) and published shapes (GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google,
Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana,
Doppler, Sentry, Tailscale, Groq, Docker Hub, Postman, Figma, Replicate, Perplexity, xAI, Vault,
Pulumi, age, Notion, Netlify, Snyk, Heroku, Infura); the JWTs are well-formed.

Ids: Argentina's CUIT/CUIL (`ar.cuit`) and CBU (`ar.cbu`), Italy's codice fiscale and partita IVA
(`it.codicefiscale`, `it.iva`) and China's resident id of the partner's staff (`cn.ric`), each
drawn until its python-stdnum module validates it. Cards pass Luhn (`stdnum.luhn`; Visa,
Mastercard, Amex, Diners, Naranja `589562` and Cabal `6042` prefixes); IBANs are checked with
`stdnum.iban`; seed phrases come from mnemonic's English, Spanish, Italian and Simplified Chinese
lists, checked with `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and
10 clean metadata dicts.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.cn import ric as cn_ric
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 360_518_277
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

_HILLS = ["Famatina", "Ambato", "Aconquija", "Talampaya", "Velasco", "Fiambala", "Saujil",
          "Sanagasta", "Pituil", "Londres", "Hualfin", "Andalgala", "Chilecito", "Anillaco",
          "Tinogasta", "Poman", "Chumbicha", "Vinchina"]  # fmt: skip
_DISHES = ["empanada", "locro", "humita", "tamal", "chanfaina", "patay", "arrope", "quesillo",
           "nuez", "aceituna", "torrontes", "chaya", "pelon", "alfajor"]  # fmt: skip
_LEET = ["T0rr0nt3s", "Ch4y4", "F4m4t1n4", "Z0nd4", "Vicun4", "P4tay", "L0cr0", "Nog4l"]
_SYMBOLS = "!#$%*?@+="


def _hill(g: random.Random) -> str:
    """A hill or town, a year and a symbol: `Famatina1998!`."""
    return f"{g.choice(_HILLS)}{g.randrange(1950, 2031)}{g.choice(_SYMBOLS)}"


def _dish(g: random.Random) -> str:
    """Two dishes and a year joined by dots: `locro.humita.2019`."""
    a, b = g.sample(_DISHES, 2)
    return f"{a}.{b}.{g.randrange(1990, 2031)}"


def _leet(g: random.Random) -> str:
    return f"{g.choice(_LEET)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}"


def _dashes(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


def _random_pw(g: random.Random) -> str:
    return _r(g, ALNUM, g.randrange(13, 19)) + g.choice(_SYMBOLS) + g.choice(D)


_PICKS: list[Maker] = [_hill, _dish, _leet, _dashes, _random_pw]


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain_pw(g: random.Random) -> str:
    """A password with no quote, space or shell sign (for command lines and URLs)."""
    return v.until(g, _pw, lambda s: all(c in ALNUM + ".-_" for c in s))


def _family(cls: str, templates: list[str], make: Maker) -> Taker:
    """``n`` samples: each template (cycled) with a fresh value in place of ``{s}``."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = make(rng)
            out.append(Sample(cls, template.replace("{s}", secret), secret))
        return out

    return take


# A password after a label, in the company's languages (70).
_SAID = [
    "Note to self: the Belén packing-house NAS password is {s}",
    "ticket VA-2291: reset the olive press HMI, new password {s}",
    "Runbook, Chilecito bodega: the SCADA admin password → {s}",
    "the password for the walnut dryer panel is now {s}",
    "Please remember that my webmail password is {s} until Monday.",
    "passphrase for the Ambato backup disk: {s}",
    "Che, la contra del router de Belén es {s}",
    "guarda que la contraseña nueva del sistema e' {s}",
    "chango, la clave del mail quedó {s}, no la pierdas",
    "ahicito te paso la contra del galpón: {s}",
    "La clave de la balanza de Chilecito es {s}, ñaño",
    "contraseña del usuario admin de la bodega » {s}",
    "vo' anotá: clave de la cámara de frío = {s}",
    "la contra de la compu de la oficina de Catamarca, {s}",
    "كلمة السر تبع الإيميل هي {s}",
    "الباسورد الجديد للراوتر: {s}",
    "يا عمي، كلمة المرور صارت {s}",
    "الرقم السري للحساب ← {s}",
    "kelmet el ser hiye {s} ya 3ammo",
    "el password taba3 el laptop {s}",
    "ya Rima el pass el jdid 3al wifi taba3 el beit: {s}",
    "l password sar {s}, ma t2ouli la 7ada",
    "a password do computer jè {s}",
    "zzi, a password nova jè: {s}",
    "la password della posta è {s}",
    "'a parola d'ordine pu' contu è {s}",
    "Ciccio, a chiavi du conto è {s}",
    "password di casa a Cosenza → {s}",
    "pakasqa simi-ka {s}",
    "wasi yaykunapaq pakasqa simi: {s}",
    "kay-mi pakasqa simi: {s}",
    "patrón, computadorapa pakasqa simin {s}",
    "邮箱的登录密码为 {s}",
    "口令：{s}",
    "工厂系统的新密码设成了 {s}",
    "盐湖那边VPN密码为「{s}」",
    "mima wei {s}, bie gaosu bieren",
    "denglu mima: {s}",
    "xin de kouling shi {s}",
    "Hey assistant, store this: the ERP password for Lucía is {s}",
    "Can you remember that the Fiambalá server password is {s}?",
    "voice note: uh, so the password for the dryer is, um, {s}, yeah",
    "Transcripción de audio: la contraseña del servidor es {s}, listo",
    "pw del NVR: {s}",
    "pwd → {s}",
    "Password:\n{s}",
    "clave:\n{s}",
    "PASSWORD = `{s}`",
    "password (Torrontés tank sensors) «{s}»",
    'the Famatina-lab pc password, in quotes: "{s}"',
    "contraseña [{s}]",
    "密码（{s}）",
    "كلمة السر: «{s}»",
    "Reminder: olive-grove camera admin, passwd {s}",
    "old pass was retired, new pass is {s}",
    "secret for the nogalera portal: {s}",
    "Ale, cambié la contraseña a {s}",
    "la password è stata cambiata in {s}",
    "密码改成了 {s}",
    "kelmet el mrour t8ayaret la {s}",
    "pass del usuario tesoreria = {s}",
    "clave Wi-Fi no, la del SIAP: {s}",
    "the vineyard tablet's password: {s} (Maru set it)",
    "Contraseña del Office de Nahir 👉 {s}",
    "كلمة المرور 👉 {s}",
    "password → {s} ← don't lose it",
    "Mot de passe du compte de la tía en Lyon: {s}",
    "sifre degil, password: {s}",
    "zia, a password ru telefunu è {s}",
    "Nuevo pass del Tango Gestión: {s}",
]
_said = _family("said_password", _SAID, _pw)

_USERS = ["lucia.quiroga", "nahir", "maru.herrera", "ramon.barrionuevo", "elias.haddad",
          "rima.nassif", "ciccio.greco", "teresa.vitale", "wang.lei", "zhao.min", "admin",
          "root", "tesoreria"]  # fmt: skip
_LOGINS = [
    "usuario: {u} / contraseña: {s}",
    "login {u} / {s}",
    "{u}:{s}",
    "user {u} pass {s}",
    "creds for the Belén NAS are {u} and {s}",
    "entrá como {u} con {s}",
    "u={u} p={s}",
    "| {u} | {s} | bodega-scada |",
    "utente {u}, password {s}",
    "المستخدم {u} وكلمة السر {s}",
    "user {u} w el pass {s}",
    "用户名 {u} 密码 {s}",
    "yonghuming {u}, mima {s}",
    "sign in as {u} with {s}",
    "{u}@vicunal-andino.example:{s}",
    "ID: {u}  clave: {s}",
    "log in with {u} / {s} on https://erp.vicunal.lan",
    "runa suti {u}, pakasqa simi {s}",
    "Benutzer {u}, Passwort {s} (for the Bühler service tech)",
    "login {u} and {s}",
]


def _logins(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _LOGINS, n):
        secret = _plain_pw(rng)
        text = template.replace("{u}", rng.choice(_USERS)).replace("{s}", secret)
        out.append(Sample("login_pair", text, secret))
    return out


_WORDS = ["chaya", "vicuna", "zonda", "nogal", "olivo", "cardon", "algarrobo", "quesillo",
          "pelon", "jarilla", "chanar", "tusca"]  # fmt: skip
_SPELLED = [  # {w}: the word (the secret), {d}: the number
    "the password is the word {w} followed by {d}",
    "la contraseña es la palabra {w} y después el número {d}",
    "{w} with a capital first letter and {d} at the end",
    "la clave: {w} todo en minúscula, después {d}",
    "la password è la parola {w} seguita da {d}",
    "كلمة السر هي كلمة {w} وبعدها {d}",
    "el pass hiye kelmet {w} w ba3da {d}",
    "密码是单词 {w} 后面加 {d}",
    "mima shi danci {w} houmian jia {d}",
    "type {w}, then {d}; that's the admin password",
    "pakasqa simi: {w} simi, chaymanta {d} yupay",
    "the name of our dog, {w}, followed by {d}",
]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word = rng.choice(_WORDS) + _r(rng, LOWER, 3)
        number = str(rng.randrange(100, 10000))
        text = template.replace("{w}", word.capitalize() if "dog" in template else word)
        text = text.replace("{d}", number)
        secret = word.capitalize() if "dog" in template else word
        out.append(Sample("spelled_password", text, secret))
    return out


_CLI = [
    "mariadb-dump -u backup -p{s} olivicola > olivicola.sql",
    "gocryptfs -extpass 'echo {s}' /srv/cifrado /mnt/plano",
    "echo -n '{s}' | cryptsetup luksOpen /dev/sdb1 archivo -",
    "veracrypt --text --password={s} --mount /dev/sdc1 /mnt/vc",
    "echo '{s}' | openconnect --user=lquiroga --passwd-on-stdin vpn.vicunal-andino.example",
    "iwctl --passphrase {s} station wlan0 connect Galpon-Belen",
    "flyway -url=jdbc:postgresql://db.vicunal.lan/erp -user=flyway -password={s} migrate",
    "liquibase --username=lb --password={s} update",
    "sqoop import --connect jdbc:mysql://db/ventas --username etl --password {s}",
    "pulsar-admin --auth-params 'user:etl,password:{s}' topics list public/default",
    "nats-server --user ops --pass {s}",
    "kadmin -p admin/admin -w {s} -q 'listprincs'",
    "echo '{s}' | adcli join --stdin-password -U Administrator VICUNAL.LAN",
    "printf '{s}\\n{s}\\n' | smbpasswd -s -a tesoreria",
    "slappasswd -s {s}",
    "dsconfig --bindDN 'cn=Directory Manager' --bindPassword {s} list-backends",
    "doveadm pw -s SHA512-CRYPT -p {s}",
    "echo {s} | saslpasswd2 -p -c -u vicunal.lan ventas",
    "swaks --to a@vicunal-andino.example --auth-user ventas --auth-password {s}",
    "imapsync --host1 mail.viejo --user1 nahir --password1 {s} --host2 imap.nuevo",
    "rdesktop -u Administrador -p {s} 10.40.1.15",
    "x11vnc -display :0 -passwd {s}",
    "rustdesk --password {s}",
    "echo {s} | anydesk --set-password",
    "chisel client --auth ops:{s} https://tunel.vicunal-andino.example 3389",
    "gost -L socks5://ops:{s}@:1080",
    "brook server --listen :9999 --password {s}",
    "superset fab create-admin --username admin --password {s}",
    "bitcoin-cli -rpcuser=nodo -rpcpassword={s} getblockcount",
    "monero-wallet-cli --wallet-file fondo --password {s}",
    "echo '{s}' | keepassxc-cli ls bodega.kdbx",
    "cast wallet import deployer --interactive --unsafe-password {s}",
    "mgconsole --host 127.0.0.1 --username memgraph --password {s}",
    "aql -h 10.40.2.8 -U admin -P {s}",
    "bench new-site erp.vicunal.lan --admin-password {s}",
    "rethinkdb --initial-password {s}",
]
_SHELLS = ["{c}", "ops@belen-nas:~$ {c}", "[lucia@chilecito-bodega ~]# {c}", "$ {c}",
           "PS C:\\Catamarca> {c}", "root@famatina-lab:/srv# {c}", "corré esto: {c}",
           "كتبت هيدا الأمر: {c}", "运行：{c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CLI, n):
        secret = _plain_pw(rng)
        frame = rng.choice(_SHELLS)
        out.append(
            Sample("cli_password", frame.replace("{c}", template.replace("{s}", secret)), secret)
        )
    return out


_URLS = [
    "DATABASE_URL=postgres://erp:{s}@db.vicunal.lan:5432/olivicola",
    "mongodb+srv://sensores:{s}@cluster0.vicunal-andino.example/viñedo",
    "redis://:{s}@cache.vicunal.lan:6379/2",
    "amqp://bodega:{s}@mq.vicunal.lan:5672/vhost",
    "mysql://tango:{s}@10.40.0.12:3306/gestion",
    "sqlserver://sa:{s}@contable.vicunal.lan:1433",
    "clickhouse://lecturas:{s}@ch.vicunal.lan:9000/salar",
    "Server=contable;Database=Tango;User Id=sa;Password={s};",
    "jdbc:postgresql://db.vicunal.lan/erp?user=erp&password={s}",
    "dbmate --url 'postgres://dbmate:{s}@localhost/nogales?sslmode=disable' up",
    "naive --proxy=https://ops:{s}@proxy.vicunal-andino.example",
    "ftp://cosecha:{s}@ftp.vicunal.lan/partes/",
    "smtp://ventas%40vicunal-andino.example:{s}@smtp.vicunal-andino.example:587",
    "couchdb http://admin:{s}@127.0.0.1:5984/_utils",
]
_urls = _family("connection_string", _URLS, _plain_pw)


# (template, maker): a vendor's token beside its name or variable.
_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN=ghp_{t}", _j((ALNUM, 36))),
    ("glpat-{t} is the GitLab token for the bodega repo", _j((URLSAFE, 20))),
    ("Slack bot del canal #cosecha: xoxb-{t}", _j((D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe: sk_live_{t}", _j((ALNUM, 99))),
    ("OPENAI_API_KEY=sk-proj-{t}", _j((URLSAFE, 120))),
    ("la key de Anthropic: sk-ant-api03-{t}", _j((URLSAFE, 93), "AA")),
    ("aws_secret_access_key = {t}", _j((B64, 40))),
    ("AKIA{t} con secret en el vault", _j((UPPER_DIGITS, 16))),
    ("Google Maps key para el mapa de fincas: AIza{t}", _j((URLSAFE, 35))),
    ("hf_{t} es el token de Hugging Face", _j((ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken=npm_{t}", _j((ALNUM, 36))),
    ("SENDGRID_API_KEY=SG.{t}", _j((URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key SK{t} para los SMS de Chilecito", _j((HEX, 32))),
    ("bot de Telegram de la cooperativa: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("pypi-{t}", _j("AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Tiendanube? no, Shopify: shpat_{t}", _j((HEX, 32))),
    ("DIGITALOCEAN_TOKEN=dop_v1_{t}", _j((HEX, 64))),
    ("Linear: lin_api_{t}", _j((ALNUM, 40))),
    ("grafana service account glsa_{t}", _j((ALNUM, 32), "_", (HEX, 8))),
    ("DOPPLER_TOKEN=dp.st.prd.{t}", _j((ALNUM, 43))),
    ("sentry auth sntrys_{t}", _j((URLSAFE, 80))),
    ("tailscale up --authkey tskey-auth-{t}", _j((ALNUM, 11), "CNTRL-", (ALNUM, 33))),
    ("GROQ_API_KEY=gsk_{t}", _j((ALNUM, 52))),
    ("docker login -u vicunal --password dckr_pat_{t}", _j((URLSAFE, 27))),
    ("Postman: PMAK-{t}", _j((HEX, 24), "-", (HEX, 34))),
    ("figma token figd_{t}", _j((URLSAFE, 40))),
    ("REPLICATE_API_TOKEN=r8_{t}", _j((ALNUM, 37))),
    ("pplx-{t} (Perplexity)", _j((ALNUM, 48))),
    ("XAI_API_KEY=xai-{t}", _j((ALNUM, 80))),
    ("VAULT_TOKEN=hvs.{t}", _j((URLSAFE, 90))),
    ("pulumi login con pul-{t}", _j((HEX, 40))),
    ("AGE-SECRET-KEY-1{t}", _j((UPPER_DIGITS, 58))),
    ("notion integration ntn_{t}", _j((ALNUM, 46))),
    ("netlify nfp_{t}", _j((ALNUM, 36))),
    (
        "MercadoPago access token: APP_USR-{t}",
        _j((D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9)),
    ),
    ("MP_ACCESS_TOKEN=TEST-{t}", _j((D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9))),
    ("clave API de Ualá Bis: {t}", _j((HEX, 40))),
    ("Tiendanube app token {t}", _j((HEX, 40))),
    ("FamatinaPay fmp_live_{t}", _j((ALNUM, 32))),
    ("ZONDACLOUD_KEY=znd-{t}", _j((LOWER_DIGITS, 40))),
    ("Chaya SMS: chy_{t}", _j((ALNUM, 30))),
    ("Salar Telemetría token slr.{t}", _j((URLSAFE, 24), ".", (URLSAFE, 24))),
    ("Nogalar ERP nog_sk_{t}", _j((HEX, 40))),
    ("Talampaya Maps API-Schlüssel? no, clave de API: tlm-{t}", _j((ALNUM, 36))),
    ("盐湖监测平台 API 密钥：{t}", _j((HEX, 32))),
    ("API miyao: {t}", _j((HEX, 40))),
    ("مفتاح API تبع الشحن: {t}", _j((HEX, 32))),
    ("chiave API del conto di Cosenza: {t}", _j((HEX, 48))),
    ("Integraciones › Andreani: {t}", _j((HEX, 32))),
    ("Andreani integration broken, current key {t}", _j((HEX, 32))),
    ("api_key: {t}", v.uuid4),
    ("SNYK_TOKEN={t}", lambda g: v.uuid4(g, "8")),
    ("HEROKU_API_KEY={t}", lambda g: v.uuid4(g, "b")),
    ("Xiling Lithium portal key {t}", _j((ALNUM, 48))),
    ("CONTABLE_ACCESS_GRANT={t}", _j((ALNUM, 64))),
    ("Infura: https://mainnet.infura.io/v3/{t}", _j((HEX, 32))),
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    """The secret is the whole token, its vendor prefix (the run before ``{t}``) included."""
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        before = template.split("{t}")[0]
        found = re.search(r"[A-Za-z0-9_.-]*$", before)
        prefix = found.group(0) if found else ""
        secret = prefix + make(rng)
        out.append(Sample("vendor_token", template.replace(prefix + "{t}", secret), secret))
    return out


_HEXES = [
    "clave de la API del sensor de humedad: {s}",
    "ENCRYPTION_KEY={s}",
    "master key de la bodega {s}",
    "app_key LoRa de los nogales: {s}",
    "AES key for the scale firmware: {s}",
    "el secreto del webhook es {s}",
    "مفتاح التشفير: {s}",
    "加密密钥 {s}",
]
_hexes = _family("hex_key", _HEXES, _j((HEX, 64)))


def _jwt(g: random.Random) -> str:
    header = {"alg": g.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    claims = {"sub": g.choice(_USERS), "iss": "https://sso.vicunal-andino.example",
              "exp": 2_000_000_000 + g.randrange(10**7)}  # fmt: skip
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "token de sesión del portal: {s}",
    "Authorization: Bearer {s}",
    "el JWT que devolvió el login {s}",
    "cookie session={s}",
    "id_token → {s}",
    "JWT من الموقع: {s}",
    "登录令牌 {s}",
    "?access_token={s}",
]
_jwts = _family("jwt", _JWTS, _jwt)


def _basic(g: random.Random) -> str:
    return v.b64url({"u": g.choice(_USERS), "p": _r(g, ALNUM, 12)}).replace("-", "+") + "="


_AUTH = [
    "curl -H 'Authorization: Bearer {s}' https://api.vicunal-andino.example/lotes",
    "Authorization: Basic {s}",
    "header: Proxy-Authorization: Basic {s}",
    "Bearer {s}",
    'http.headers.Authorization = "Bearer {s}"',
    "Sanctum del portal: 17|{s}",
    "wget --header='Authorization: Bearer {s}' https://erp.vicunal.lan/export",
    "authorization: bearer {s}",
]


def _auth_value(g: random.Random) -> str:
    return g.choice([_j((ALNUM, 40)), _basic])(g)


_auth = _family("auth_header", _AUTH, _auth_value)


_PEM_KINDS = ["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"]
_PEM_PLACES = [
    "id_ed25519 del servidor de Belén:\n{s}",
    "la llave privada para el SFTP de Andreani\n{s}",
    "chiave privata del server di Cosenza:\n{s}",
    "المفتاح الخاص:\n{s}",
    "私钥如下\n{s}",
    "```\n{s}\n```",
    "tls.key: |\n{s}",
]


def _pems(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _PEM_PLACES, n):
        kind = rng.choice(_PEM_KINDS)
        lines = [_r(rng, B64, 64) for _ in range(rng.randrange(5, 9))]
        block = "\n".join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
        out.append(Sample("private_key", template.replace("{s}", block), lines[2]))
    return out


_SEED_PLACES = {
    "frase semilla de la billetera del fondo de cosecha: {s}": "spanish",
    "las 12 palabras de la Ledger: {s}": "spanish",
    "seed phrase of the coop's treasury wallet: {s}": "english",
    "recovery words, written on the back of the olive ledger: {s}": "english",
    "le parole di recupero del portafoglio dello zio: {s}": "italian",
    "frase di recupero → {s}": "italian",
    "助记词：{s}": "chinese_simplified",
    "钱包恢复短语 {s}": "chinese_simplified",
    "kalimat el isti3ade lal wallet: {s}": "english",
    "الكلمات السرية للمحفظة: {s}": "english",
    "voice note: the twelve words are {s}, that's it": "english",
    "zhujici shi {s}": "chinese_simplified",
}
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_SEED_PLACES), n):
        lang = _SEED_PLACES[template]
        size = rng.choice([16, 32]) if "twelve" not in template and "12" not in template else 16
        phrase = str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(size))))
        out.append(Sample("seed_phrase", template.replace("{s}", phrase), phrase))
    return out


_CARD_PREFIXES = ["4", "51", "53", "55", "2221", "34", "37", "589562", "6042", "36"]


def _card(g: random.Random) -> str:
    prefix = g.choice(_CARD_PREFIXES)
    length = 15 if prefix in ("34", "37") else 14 if prefix == "36" else 16
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_PLACES = [
    "tarjeta de la empresa: {s} vto 09/31",
    "el número de la Naranja es {s}",
    "Cabal de Maru {s}",
    "card on file for the Xiling invoice: {s}",
    "رقم البطاقة {s}",
    "carta di credito dello zio {s}",
    "信用卡号 {s}",
    "la visa del tío Elías: {s}, vence 03/30",
    "xinyongka haoma {s}",
    "pagá con esta: {s}",
    "numero da carta: {s}",
    "tarjeta {s} (débito, Banco del Valle)",
]
_SEPS = ["", " ", "-", ".", " "]


def _spaced_card(g: random.Random) -> str:
    return v.grouped(_card(g), " ", g)


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CARD_PLACES, n):
        number = v.grouped(_card(rng), rng.choice(_SEPS), rng)
        out.append(Sample("card_number", template.replace("{s}", number), number))
    return out


_CVV_PLACES = [
    "tarjeta {c}, código de seguridad {s}",
    "el CVV de atrás es {s} (tarjeta {c})",
    "card {c}, the three digits on the back are {s}",
    "carta {c}, codice di sicurezza {s}",
    "卡号 {c} 安全码 {s}",
]


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CVV_PLACES, n):
        cvv = _r(rng, D, 3)
        text = template.replace("{c}", v.grouped(_card(rng), " ", rng)).replace("{s}", cvv)
        out.append(Sample("card_code", text, cvv))
    return out


_IBAN_SHAPES = {"SK": "n" * 20, "SI": "n" * 15, "MK": "nnn" + "c" * 10 + "nn", "LT": "n" * 16,
                "LV": "aaaa" + "c" * 13, "GR": "n" * 7 + "c" * 16, "BG": "aaaa" + "n" * 6 + "c" * 8,
                "TR": "n" * 5 + "0" + "c" * 16, "LB": "n" * 4 + "c" * 20}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    return v.until(g, lambda h: v.iban_shaped(h, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN del tío en Beirut: {s}",
    "رقم الآيبان: {s}",
    "transferí al IBAN {s}",
    "l'IBAN per il bonifico: {s}",
    "IBAN for the Xiling deposit: {s}",
    "el IBAN taba3 Rima {s}",
    "国际账号 IBAN {s}",
    "cuenta en euros: {s}",
    "IBAN → {s}",
    "pay the broker in Sofia: {s}",
    "IBAN: {s} (Vilnius)",
    "beneficiario Haddad, IBAN {s}",
]


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    countries = v.cycle(rng, list(_IBAN_SHAPES), n)
    for i, template in enumerate(v.cycle(rng, _IBAN_PLACES, n)):
        number = _iban(rng, next(countries))
        shown = number if i % 3 == 1 else v.iban_spaced(number)
        out.append(Sample("iban", template.replace("{s}", shown), shown))
    return out


def _cuit(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice(["20", "23", "27", "30", "33"]) + _r(h, D, 8)
        return body + ar_cuit.calc_check_digit(body)

    return str(ar_cuit.format(v.until(g, make, ar_cuit.is_valid)))


def _cbu(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        first = _r(h, D, 7)
        second = _r(h, D, 13)
        return (first + ar_cbu.calc_check_digit(first) + second
                + ar_cbu.calc_check_digit(second))  # fmt: skip

    return v.until(g, make, ar_cbu.is_valid)


def _codice(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = (_r(h, UPPER, 6) + _r(h, D, 2) + h.choice("ABCDEHLMPRST")
                + f"{h.randrange(1, 29) + h.choice([0, 40]):02d}"
                + h.choice(["H224", "D086", "C352"]))  # fmt: skip
        return body + it_cf.calc_check_digit(body)

    return v.until(g, make, it_cf.is_valid)


def _iva(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, D, 7) + f"{h.randrange(1, 101):03d}"
        return body + luhn.calc_check_digit(body)

    return v.until(g, make, it_iva.is_valid)


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = (h.choice(["630102", "630104", "110105", "440781"])
                + f"{h.randrange(1950, 2005)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
                + _r(h, D, 3))  # fmt: skip
        return body + cn_ric.calc_check_digit(body)

    return v.until(g, make, cn_ric.is_valid)


_NATIONAL: list[tuple[str, Maker]] = [
    ("CUIT de la empresa: {s}", _cuit),
    ("mi CUIL es {s}", _cuit),
    ("CUIL del peón, pa' el alta: {s}", _cuit),
    ("CBU para el sueldo: {s}", _cbu),
    ("pasame al CBU {s}", _cbu),
    ("codice fiscale della zia Teresa: {s}", _codice),
    ("il mio codice fiscale è {s}", _codice),
    ("partita IVA dello zio: {s}", _iva),
    ("身份证号 {s}", _ric),
    ("王磊的身份证号码是 {s}", _ric),
    ("shenfenzheng haoma {s}", _ric),
    ("Xiling partner's resident id: {s}", _ric),
    ("رقم الـCUIL تبعي {s}", _cuit),
    ("CBU taba3 el sharika: {s}", _cbu),
    ("Codice Fiscale → {s}", _codice),
    ("P.IVA {s}", _iva),
    ("Clave Única de Identificación Tributaria: {s}", _cuit),
    ("Clave Bancaria Uniforme {s}", _cbu),
]


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _NATIONAL, n):
        value = make(rng)
        out.append(Sample("national_id", template.replace("{s}", value), value))
    return out


_BACKUP_PLACES = [
    "códigos de recuperación de la cuenta de Google:\n{s}",
    "backup codes for the bank token:\n{s}",
    "رموز الاحتياط:\n{s}",
    "备用验证码：\n{s}",
    "codici di backup: {s}",
    "códigos de respaldo del MercadoPago, uno por línea\n{s}",
    "2FA backup codes (Xiling portal) {s}",
    "beiyong ma: {s}",
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _BACKUP_PLACES, n)):
        codes = v.backup_codes(rng, 6, i % 4)
        joined = "\n".join(codes) if "\n{s}" in template else ", ".join(codes)
        out.append(Sample("backup_codes", template.replace("{s}", joined), codes[0]))
    return out


_TOTP = [
    "TOTP secret del portal AFIP: {s}",
    "otpauth://totp/Vicunal:lucia?secret={s}&issuer=Vicunal",
    "setup key for the authenticator: {s}",
    "2FA del banco, la clave manual: {s}",
    "سر المصادقة الثنائية: {s}",
    "双因素密钥 {s}",
]
_totp = _family("totp_secret", _TOTP, lambda g: v.totp_secret(g, spaced=False))

_CODES = [
    "tu código de verificación es {s}",
    "{s} is your Xiling portal verification code",
    "código MercadoPago: {s}. No lo compartas.",
    "【验证码】{s}，5分钟内有效",
    "yanzhengma shi {s}",
    "رمز التحقق: {s}",
    "el code taba3 el bank {s}",
    "il codice di verifica è {s}",
    "Use {s} to sign in to Ualá",
    "voice note: the one-time code they texted is {s}",
]
_codes = _family("one_time_code", _CODES, _j((D, 6)))

_WIFI = [
    "wifi Galpón Belén / {s}",
    "red: Bodega-Chilecito-5G, clave: {s}",
    "WIFI:T:WPA;S:Olivar Pomán;P:{s};;",
    "la clave del wifi de la finca es {s}",
    "Network: Nogalar Oficina / {s}",
    'wpa_passphrase "Sala de Prensa" {s}',
    "كلمة سر الواي فاي: {s}",
    "el wifi taba3 el beit, el pass {s}",
    "a password du wifi jè {s}",
    "无线网密码：{s}",
    "wifi mima {s}",
    "psk={s}",
    "WPA key for the Famatina lab AP: {s}",
    "wifi? \nRamón: {s}",
    "{s}, esa es la clave del wifi del galpón",
    "wifipaq pakasqa simi: {s}",
]
_wifi = _family("wifi_key", _WIFI, _pw)


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 5, 6]))


_PINS = [
    "PIN de la tarjeta de débito: {s}",
    "el código de la alarma del galpón es {s}",
    "clave del candado del portón: {s}",
    "PIN del celular de la empresa {s}",
    "الرقم السري للبطاقة {s}",
    "el PIN taba3 el carta {s}",
    "u PIN da carta è {s}",
    "il codice della porta è {s}",
    "银行卡密码 {s}",
    "卡的PIN码是 {s}",
    "punku yupay: {s}",
    "door code for the bodega cellar: {s}#",
    "alarm code at the Catamarca office → {s}",
    "SIM PIN {s}",
]
_pins = _family("pin_code", _PINS, _pin)

_CONFIGS = [
    ".env\nDB_HOST=db.vicunal.lan\nDB_PASSWORD={s}",
    "APPSMITH_ENCRYPTION_PASSWORD={s}",
    "BB_ADMIN_USER_PASSWORD={s}",
    "NC_AUTH_JWT_SECRET={s}",
    "n8n:\n  environment:\n    N8N_BASIC_AUTH_PASSWORD: {s}",
    "MB_DB_PASS={s}",
    "hysteria config.yaml:\nauth:\n  type: password\n  password: {s}",
    'frpc.toml\nauth.token = "{s}"',
    "3proxy.cfg\nusers ops:CL:{s}",
    "mkdocs.yml (private plugin):\n  password: {s}",
    'wagtail settings/local.py\nEMAIL_HOST_PASSWORD = "{s}"',
    "jekyll _config.yml\nsmtp_password: {s}",
    "DIRECTUS ADMIN_PASSWORD={s}",
    "[client]\nuser=backup\npassword={s}",
    '<add key="TangoPassword" value="{s}" />',
    "spring.datasource.password={s}",
    '"password": "{s}",',
    "export RUSTIC_PASSWORD={s}",
]
_configs = _family("config_file", _CONFIGS, _plain_pw)


def _spaced(rng: random.Random, n: int) -> list[Sample]:
    """A token read out with a sign between groups or characters (the secret as written)."""
    places = ["me dictó la key por teléfono: {s}", "token: {s}", "la clave en grupos {s}",
              "密钥分组 {s}", "the key, read out: {s}"]  # fmt: skip
    seps = [" ", " - ", " · ", "|", ", "]
    out = []
    for i, template in enumerate(v.cycle(rng, places, n)):
        raw = _r(rng, ALNUM, 32)
        size = 4 if i % 2 else 1 if i % 5 == 0 else 6
        shown = seps[i % len(seps)].join(raw[k : k + size] for k in range(0, len(raw), size))
        out.append(Sample("spaced_token", template.replace("{s}", shown), shown))
    return out


_CHATS = [
    "[08:14] Nahir: cuál era la contra del Tango?\n[08:15] Ramón: {s}",
    "Lucía: {s} es la nueva clave de la balanza",
    "Elías: ya Rima, el pass huwe {s}",
    "王磊：新密码 {s}",
    "Ciccio: zzi, a password jè {s}",
    "Maru: usá {s}, eso puse para el router",
    "Teresa: la password nuova è {s}",
    "Zhao Min: mima gaicheng {s} le",
    "Don Aurelio (audio): la contraseña, anote, {s}",
    "Rima: {s} hiye el password el jdide",
]
_chats = _family("chat_password", _CHATS, _pw)

# How many samples each family draws (390 in all).
_PLAN: list[tuple[Taker, int]] = [
    (_said, 70), (_logins, 20), (_spelled, 12), (_cli, 36), (_urls, 14), (_vendors, 56),
    (_hexes, 8), (_jwts, 8), (_auth, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 5),
    (_ibans, 12), (_national, 18), (_backups, 8), (_totp, 6), (_codes, 10), (_wifi, 16),
    (_pins, 14), (_configs, 18), (_spaced, 10), (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


def _spanish_seed(g: random.Random) -> str:
    return str(_MNEMO["spanish"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# (class, first field, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la contra del Tango es", "{s}", _pw),
    ("split_password", "كلمة السر:", "{s}", _pw),
    ("split_password", "a password jè", "{s} (nun la dire a nuddu)", _pw),
    ("split_password", "工厂系统密码为", "{s}", _pw),
    ("split_password", "pakasqa simi:", "{s}", _pw),
    ("split_password", "the Belén NAS password is", "{s}\nrotate after harvest", _pw),
    ("split_password", "el pass taba3 el laptop", "{s}", _pw),
    ("split_password", "clave:", "{s}, chango", _pw),
    ("split_password", "mima wei", "{s}", _pw),
    ("split_password", "la password della posta è", "{s}", _pw),
    ("split_token", "FamatinaPay key", "fmp_live_{s}", _j((ALNUM, 32))),
    ("split_token", "MercadoPago token:", "APP_USR-{s}", _j((D, 16), "-", (D, 6), "-", (HEX, 32))),
    ("split_token", "clave de API de Andreani", "{s}", _j((HEX, 32))),
    ("split_seed", "frase semilla", "{s}", _spanish_seed),
    ("split_card", "tarjeta", "{s} vto 11/32", lambda g: v.grouped(_card(g), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LB"))),
    ("split_id", "CUIT", "{s}", _cuit),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_pin", "PIN de la alarma:", "{s}", _pin),
    ("split_wifi", "wifi Galpón Belén, clave", "{s}", _pw),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLITS:
        value = make(rng)
        filled = second.replace("{s}", value)
        secret = filled.split(" ")[0] if cls in ("split_token",) else value
        out.append(FieldPair(cls, first, filled, secret))
    return out


_METADATA: list[tuple[str, str, Maker]] = [
    ("meta_password", '{"contraseña": "{s}"}', _plain_pw),
    ("meta_password", '{"bodega": {"scada": {"admin_password": "{s}"}}}', _plain_pw),
    ("meta_password", '{"كلمة_السر": "{s}"}', _plain_pw),
    ("meta_password", '{"密码": "{s}"}', _plain_pw),
    ("meta_password", '{"nas": [{"host": "nas1"}, {"host": "b2", "passwd": "{s}"}]}', _plain_pw),
    ("meta_password", '{"argv": ["flyway", "-user=fw", "-password={s}", "migrate"]}', _plain_pw),
    ("meta_password", '{"nota": "la contra del galpón es {s}"}', _plain_pw),
    ("meta_password", '{"trascrizione": "a password jè {s}"}', _plain_pw),
    ("meta_token", '{"mercadopago": {"access_token": "APP_USR-{s}"}}', _j((D, 16), "-", (HEX, 32))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    ("meta_token", '{"andreani_api_key": "{s}"}', _j((HEX, 32))),
    ("meta_card", '{"pago": {"tarjeta": "{s}", "vto": "08/31"}}', _spaced_card),
    ("meta_iban", '{"tio_beirut": {"iban": "{s}"}}', lambda g: _iban(g, "LB")),
    ("meta_id", '{"empleado": {"cuil": "{s}"}}', _cuit),
    ("meta_id", '{"zia": {"codice_fiscale": "{s}"}}', _codice),
    ("meta_otp", '{"2fa": {"backup": ["{s}", "41880217", "99023115"]}}', _j((D, 8))),
    ("meta_seed", '{"wallet": {"frase_semilla": "{s}"}}', _spanish_seed),
    ("meta_pin", '{"porton": {"codigo_candado": "{s}"}}', _pin),
    ("meta_wifi", '{"wifi": {"ssid": "Olivar-Poman", "psk": "{s}"}}', _plain_pw),
    ("meta_key", '{"lora": {"app_key": "{s}"}}', _j((HEX, 32))),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for cls, text, make in _METADATA:
        value = make(rng)
        secret = "APP_USR-" + value if "APP_USR-" in text else value
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", value)), secret))
    return out


_COMMIT = hashlib.sha1(b"bodega: add tank 7 sensors", usedforsecurity=False).hexdigest()
_WHEEL = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_SHORT = hashlib.sha1(b"erp: fix walnut lot export", usedforsecurity=False).hexdigest()[:9]

CLEAN = [
    "Recordame cambiar la contraseña de la balanza antes de la vendimia.",
    "La contra del wifi está en el cartel de la oficina, no la pongan en el grupo.",
    "Policy: passwords are 14 characters or more and live only in the company vault.",
    "Pedido 2031-00418: 40 bidones de aceite de oliva, entrega en Belén el 12/05.",
    "El remito 0004-00018832 quedó firmado por Ramón.",
    "Turnos del galpón: 06:30 a 14:30 y 14:30 a 22:30.",
    "Precio del kilo de nuez mariposa: $ 7.850 más IVA.",
    "The ERP moved to version 4.12.3 last night.",
    f"Deployed commit {_COMMIT} to the bodega server.",
    f"sha256 of the wheel: {_WHEEL}",
    f"revert {_SHORT} if the walnut export breaks again",
    "Teléfono de la ferretería de Chilecito: (03825) 42-1187.",
    "La pass de la vendimia es el sábado, vengan todos.",
    "Token count for the contract summary: 4096.",
    "El PIN pad del local de Catamarca anda mal, llamen al técnico.",
    "كلمة السر لازم تكون ١٤ حرف على الأقل.",
    "ما تبعت الباسورد على الواتساب، حطه بالخزنة.",
    "ma tba3at el password 3al group, ya 3ammo",
    "non scrivete la password nella chat, zzi",
    "la password si cambia ogni tre mesi",
    "密码不要发到群里，放在保险库里。",
    "mima bu yao fa dao qun li",
    "pakasqa simi mana willakunachu",
    "The API key field in the Andreani form is required.",
    "Replace <MERCADOPAGO_TOKEN> in the README with your own token.",
    "ANDREANI_API_KEY and MP_ACCESS_TOKEN must be set before the sync runs.",
    "Ticket VA-2291 closed: the olive press HMI works again.",
    "Lote N-2031-117: 3.200 kg de nuez, humedad 9,5 %.",
    "Reunión con Xiling Lithium el martes 14:00 hora de Argentina (01:00 Beijing).",
    "Tracking de Andreani 360000123456780 en camino a Beirut.",
    "La caja fuerte tiene un teclado de 6 dígitos; el código lo sabe Maru.",
    "Backup codes are printed and kept in the safe in Chilecito.",
    "The seed phrase is on steel plates at the notary, not in any file.",
    "Set the DB_PASSWORD variable from the vault, never in the repo.",
    "La alarma suena a las 22:00 si nadie pone el código.",
    "Wi-Fi: Bodega-Invitados (sin clave, portal cautivo).",
    "The password reset link expires in 30 minutes.",
    "Usá el gestor de contraseñas de la empresa para guardar la clave.",
    "IBAN y CBU de proveedores están en el sistema, no por mail.",
    "El CUIT de AFIP se pide en la factura, completalo en el formulario.",
    "Torrontés 2029, tanque 7: 18.400 litros, 13,2 % vol.",
    "Vuelo AR 1483 Catamarca–Aeroparque sale 07:40.",
    "Order #A-77120 for 12 pallets of walnuts shipped from La Rioja.",
    "La temperatura de la cámara de frío es 4 °C.",
    "El código postal de Belén es K4750.",
    "Error code E-1042 on the Bühler sorter; restart fixed it.",
    "Llamá al 0800-555-0190 para soporte del sistema.",
    "El pin del GPIO 17 controla la bomba del tanque.",
    "I pinned the pymodbus dependency to 3.9.2.",
    "The token budget per request is 8000 tokens.",
    "La clave del éxito es la paciencia, decía la abuela.",
    "كلمة السر هي الصبر، كان يقول جدي.",
    "Secret Santa de la oficina: el 20 de diciembre.",
    "The passphrase must have at least five words.",
    "Sales last month: 1.240 bidones, 38 % to Beirut, 12 % to Calabria.",
    "Passwords in the old spreadsheet were removed on 2031-03-02.",
    "UUID of the public dataset: see the README of the olive map.",
    "Coordenadas de la finca: -28.4696, -65.7852.",
    "Ask Lucía for access; she will send a vault invite.",
    "验证码会发到你的手机，请勿转发。",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"pedido": "2031-00418", "kg": 3200, "destino": "Beirut"},
    {"password_policy": "14 chars min", "rotation_days": 90},
    {"commit": _COMMIT, "branch": "main"},
    {"sha256": _WHEEL, "file": "pymodbus-3.9.2-py3-none-any.whl"},
    {"token_count": 512, "model": "summary"},
    {"creds": {"username": "deploy-bot", "host": "db.vicunal.lan"}},
    {"tracking": "360000123456780", "carrier": "Andreani"},
    {"telefono": "(03825) 42-1187", "local": "ferretería"},
    {"lote": "N-2031-117", "humedad": "9,5 %"},
    {"wifi": {"ssid": "Bodega-Invitados", "auth": "portal"}},
]
