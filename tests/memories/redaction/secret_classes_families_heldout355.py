# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-fifty-fifth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-fifty-third's
docstring, the fifth to three-hundred-and-fifty-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (354, 356, 357), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (355_640_817), password words (a
Kittitian word, a parish and a number with a symbol, `VervetCayon47!`; dot-joined places with a
year, `cayon.dieppe.2019`; leet `M4squ3r4d3`; a name, a year and a word; a generator's four dashed
groups of five; `Nevis` with a symbol, a word and four digits; random runs).

The fictional company is Tamarind Reef Couriers Ltd (a yard in Basseterre, a shop in
Charlestown, an office in Sandy Point and a depot in Cayon; `trc.lan`, `tamarindreef.example`),
with Kittitian staff, Dominican warehouse workers, Chinese and Russian investor-citizen clients
and a Syrian-Lebanese merchant family (the Haddads, cousins in Beirut, Montreal and London);
every company, person, address, domain, account and number is invented, only the region is real.
Texts: chats, tickets, notes, runbooks, shell prompts, config and env files, CSV rows,
voice-note transcripts and requests to the assistant; separators: a colon, `=`, `→`, `—`, `a`,
`es`, `e'`, `是`, a full-width colon, `heye`, a new line, quotes, backticks and none.

Grep counts (heldouts 5 to 353 naming each, grep -l): none for Kitts, Nevis, Basseterre,
Charlestown, Sandy Point, Cayon, Tamarind Reef, `passwud` and the invented vendors; one for
`mi pana`, `kilmet el sir`, `ya 3ammo`, Vultr and Linode; two to nine for `dem sen` (3), `klk`
(5), `taba3` (5), `mima shi` (8), Paddle, Backblaze, Scaleway, Koyeb (2 each), Razorpay (4),
Hetzner (8), smbmap (8), certutil (7), do.cedula and do.rnc (5 each), ca.bn (6), gb.utr (7); more
for cn.uscc (10), keydb-cli and `xh -a` (11), ncftp (16), mega-login (15), cn.ric (17), ru.ogrn
(18), ru.inn (25), `parol ot` (28), cqlsh (37) and the common tools (sshpass, plink, ipmitool,
mosquitto_pub, nmcli, wpa_passphrase: 65 to 185).

About half of the secret samples are not in English: Kittitian and Nevisian Creole as texted
(`passwud`, `di … a`, `dem`, `fi`, `pon`, `doan`, `mi tink`), the Spanish of Dominican workers
(`klk`, `mi pana`, `e'`, `diablo loco`, `nomás`), the Mandarin of investor-citizens in characters
(`密码是`, `验证码`, `身份证号`) and pinyin (`mima shi`, `shenfenzheng hao`), the Russian of
investor clients in Cyrillic (`пароль`, `ИНН`, `сид-фраза`) and translit (`parol ot`,
`rezervnye kody`), and the Arabic of the Haddad family in script (`كلمة السر`, `رمز التحقق`) and
Arabizi (`kilmet el sir`, `taba3`, `ya 3ammo`, `ra2m`). Standard Mandarin, Russian, Spanish and
Arabic in script are ordinary usage; the author's guesses, checked by no speaker, are every
Kittitian Creole spelling, the Dominican slang and elisions, the pinyin without tones, the
Russian translit and every Arabizi spelling.

Vendors: invented ones (LiamuigaPay `lmp_live_`, NevisCloud `nvc-`, Basseterre SMS `bsms_`,
CaribLedger `cbl_sk_`, Canefield ERP, Mokojumbie POS `mkj_`, Reefwatch `rwt.`, Sugarmill HR;
shapes guessed), vendors with guessed shapes (Paddle, Backblaze, Scaleway, Koyeb, Hetzner, Vultr,
Linode, Razorpay) and published shapes (GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic,
OpenRouter, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Shopify,
DigitalOcean, Linear, Grafana, Doppler, Tailscale, Groq, Docker Hub, Brevo, NVIDIA, Postman,
Netlify, Notion, Figma, Sentry, Mailchimp, Discord); the JWTs are well-formed.

Ids: the Dominican cédula and RNC (`do.cedula`, `do.rnc`), China's resident identity number and
unified social credit code (`cn.ric`, `cn.uscc`), Russia's INN and OGRN (`ru.inn`, `ru.ogrn`),
Canada's Business Number (`ca.bn`) and the UK's UTR (`gb.utr`), each drawn until its
python-stdnum module validates it. Cards pass Luhn (Visa, Mastercard, Amex, Discover, JCB and
UnionPay prefixes); IBANs of Lebanon, the Dominican Republic, Russia, Hungary, the Czech Republic,
Austria, Ireland and Switzerland (the last five the least named by a rough grep over earlier
corpora's IBAN shapes, 21 to 22 each; every country appears in at least 21), checked with
`stdnum.iban`; seed phrases from mnemonic's English, Spanish, Simplified Chinese and Russian
lists, checked with `Mnemonic(lang).check`.
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
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum.ca import bn as ca_bn
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc
from stdnum.do import cedula as do_cedula
from stdnum.do import rnc as do_rnc
from stdnum.gb import utr as gb_utr
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 355_640_817
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker

_WORDS = ["Vervet", "Goatwater", "Johnnycake", "Ducana", "Masquerade", "Brimstone", "Canefield",
          "Sugarmill", "Bullhorn", "Saltfish", "Tamarind", "Soursop", "Breadnut", "Clico",
          "Mokojumbie", "Flambeau", "Guava", "Pelican", "Coconut", "Cassava"]  # fmt: skip
_PLACES = ["Basseterre", "Charlestown", "SandyPoint", "Cayon", "Gingerland", "Cotton", "Molineux",
           "Tabernacle", "Dieppe", "Newcastle", "Brickkiln", "Fountain"]  # fmt: skip
_NAMES = ["Delroy", "Shernel", "Kishawn", "Latoya", "Yokasta", "Wander", "Milagros", "Weiqiang",
          "Meilin", "Arkady", "Oksana", "Samir", "Rania", "Nadim", "Leila", "Tevin"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["V3rv3t", "G04tw4t3r", "M4squ3r4d3", "Br1mst0n3", "T4m4r1nd", "S0urs0p", "Fl4mb34u"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: (
        ".".join(p.lower() for p in g.sample(_PLACES, 2)) + "." + str(g.randrange(1983, 2031))
    ),
    lambda g: g.choice(_LEET) + str(g.randrange(100, 1000)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1960, 2012)}{g.choice(_WORDS).lower()}",
    _manager,
    lambda g: _r(g, ALNUM + "!%&?#", 16),
    lambda g: f"Nevis{g.choice(_SYMBOLS)}{g.choice(_WORDS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 15),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


Family = tuple[str, list[str], Maker]


def _take(rng: random.Random, family: Family, n: int) -> list[Sample]:
    cls, templates, make = family
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        out.append(Sample(cls, template.replace("{pw}", secret), secret))
    return out


_SAID: Family = (
    "label_password",
    [
        "Delroy (WhatsApp, Tamarind Reef yard Basseterre): di gate server passwud a {pw}",
        "Shernel: mi email passwud now a {pw} so doan lock me out again",
        "Kishawn voice note: 'eh eh, di POS password fi Charlestown shop is {pw}, write it dung'",
        "Latoya in the Sandy Point chat: passwud fi di dispatch laptop → {pw}",
        "Tevin: mek sure yuh change it back. Di ole passwud wuz {pw}",
        "ticket TRC-2207 (Cayon depot): router admin password set to {pw} by Kishawn",
        "Note to self: Tamarind Reef payroll portal password = {pw}",
        "Runbook step 4: log into the Basseterre NAS (user trcadmin), password: {pw}",
        "Hey assistant, store this for me: my Clico insurance portal password is {pw}",
        "Yokasta: klk, la contraseña del sistema de inventario e' {pw}, no se la de a nadie",
        "Wander (audio): mi pana, la clave de la computadora del almacén es {pw}",
        "Milagros: oye, te mando la contraseña del correo: {pw} — bórralo después",
        "Yokasta: la contraseña nueva del portal de nómina quedó así → {pw}",
        "Wander: diablo loco, cambiaron la clave del wifi de la oficina, ahora es {pw}",
        "刘伟强：公司服务器的密码是{pw}，别告诉别人",
        "赵美琳：我的邮箱密码：{pw}",
        "Meilin (WeChat): wo de youxiang mima shi {pw}, ni bang wo deng lu yi xia",
        "Weiqiang: Basseterre bangongshi diannao mima: {pw}",
        "刘伟强：银行网银登录密码 → {pw}",
        "Аркадий: пароль от почты {pw}, не пересылай никому",
        "Оксана: новый пароль для портала гражданства — {pw}",
        "Arkady (Telegram): parol ot servera {pw}, potom pomenyayu",
        "Oksana: moi parol' dlya banka: {pw} — sotri posle",
        "سمير: كلمة السر للحاسوب في المحل هي {pw}",
        "رانيا: كلمة المرور الجديدة للإيميل: {pw}",
        "Nadim: ya 3ammo, el pass taba3 el computer bel ma7al {pw}",
        "Leila: kilmet el sir taba3 el bank sarit {pw}, la2 ma t2oul la 7ada",
        "Samir (voice note): el password taba3 el kashier bi Charlestown {pw}",
        "Rania: password el email: {pw} ✌️",
        "Delroy: yuh know di wifi? nah, di server one: {pw}",
    ],
    _pw,
)

_USERS = ["delroy.liburd", "shernel", "kishawn", "latoya.h", "yokasta", "wander.r", "weiqiang",
          "meilin.z", "arkady", "oksana.v", "samir.h", "rania", "nadim", "tevin"]  # fmt: skip
_LOGINS: Family = (
    "login_pair",
    [
        "login: {u} / {pw}",
        "creds for the Cayon depot scanner are {u} and {pw}",
        "Tamarind Reef VPN → user {u}, passwud {pw}",
        "sign in as {u} with {pw} on the customs portal",
        "usuario: {u}  contraseña: {pw}",
        "用户名：{u} 密码：{pw}",
        "логин {u}, пароль {pw}",
        "user {u} w el pass {pw} ya 3ammo",
        "{u}:{pw}@ftp.tamarindreef.example",
        "| {u} | {pw} | Basseterre warehouse |",
    ],
    _pw,
)


def _logins(rng: random.Random, n: int) -> list[Sample]:
    cls, templates, make = _LOGINS
    out = []
    for template in v.cycle(rng, templates, n):
        secret = _plain_pw(rng) if "@ftp" in template else make(rng)
        text = template.replace("{u}", rng.choice(_USERS)).replace("{pw}", secret)
        out.append(Sample(cls, text, secret))
    return out


_SPOKEN_WORDS = ["goatwater", "johnnycake", "mokojumbie", "soursop", "breadnut", "flambeau",
                 "vervet", "masquerade", "saltfish", "ducana", "bullhorn", "canefield"]  # fmt: skip
_SPELLED = [
    "Kishawn voice note: di passwud a di word {w} den {d}, all small letters",
    "the password is the word {w} followed by {d}",
    "Latoya: type {w}, then {d}; dat a di admin passwud",
    "Wander: la contraseña es la palabra {w} y después {d}",
    "Meilin: mima shi {w} zai jia {d}",
    "Оксана: пароль — слово {w}, потом {d}",
    "Samir: el pass heye kelmet {w} w ba3da {d}",
    "{w} with {d} at the end — that's the Sandy Point router password",
    "Delroy: {w}{d}, dat a wha mi set fi di CCTV box",
    "密码是{w}后面加{d}",
    "the name of the yard dog, {w}, followed by {d}, is the gate PC login",
    "Yokasta: pon {w} con {d} al final, esa es la clave del correo",
]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word, number = rng.choice(_SPOKEN_WORDS), str(rng.randrange(100, 10_000))
        secret = word + number if "{w}{d}" in template else word
        out.append(Sample("spelled_password", template.format(w=word, d=number), secret))
    return out


_CLI: Family = (
    "cli_password",
    [
        "delroy@trc-yard:~$ sshpass -p '{pw}' ssh ops@10.14.2.7",
        "PS C:\\Users\\latoya> plink -ssh -pw {pw} trcadmin@scale-gw.trc.lan",
        "$ smbclient //nas01.trc.lan/dispatch -U 'kishawn%{pw}'",
        "$ xfreerdp /v:ts01.trc.lan /u:tevin /p:{pw} /cert:ignore",
        "$ 7z a -p{pw} -mhe=on payroll-2032-05.7z payroll/",
        "$ zip -P {pw} manifests.zip manifests/*.csv",
        "$ openssl enc -aes-256-cbc -in customs.xlsx -out customs.enc -pass pass:{pw}",
        "$ gpg --batch --passphrase '{pw}' -d ledger.gpg",
        "$ mosquitto_pub -h mqtt.trc.lan -u reefer -P '{pw}' -t cold/1 -m on",
        "$ cqlsh db3.trc.lan -u cassandra -p '{pw}'",
        "$ ipmitool -I lanplus -H 10.14.0.21 -U ADMIN -P '{pw}' chassis status",
        "$ keytool -importkeystore -srckeystore old.jks -storepass '{pw}' -destkeystore new.p12",
        "$ ldapsearch -x -H ldap://dc1.trc.lan -D 'cn=admin,dc=trc' -w '{pw}' '(uid=*)'",
        "C:\\> sqlcmd -S trc-sql01 -U sa -P '{pw}' -Q \"SELECT 1\"",
        "C:\\> net use Z: \\\\nas01\\customs /user:TRC\\samir {pw}",
        "$ rabbitmqctl add_user trc_ingest '{pw}'",
        "$ htpasswd -b /etc/nginx/.htpasswd yokasta '{pw}'",
        "$ docker login registry.trc.lan -u ci -p '{pw}'",
        "$ curl -u weiqiang:'{pw}' https://files.tamarindreef.example/api/list",
        "$ mysql -h db1.trc.lan -u ledger -p'{pw}' ledger",
        "$ redis-cli -h cache.trc.lan -a '{pw}' ping",
        "$ mongosh 'mongodb://db2.trc.lan' -u arkady -p '{pw}'",
        "$ keydb-cli -h 10.14.2.9 -a '{pw}' info",
        "$ echo '{pw}' | sudo -S systemctl restart trc-scanner",
        "$ mega-login oksana.v@tamarindreef.example '{pw}'",
        "C:\\> certutil -p '{pw}' -importpfx trc-wildcard.pfx",
        "$ security unlock-keychain -p '{pw}' ~/Library/Keychains/login.keychain-db",
        "$ wget --user=nadim --password='{pw}' https://files.tamarindreef.example/ledger.csv",
        "$ nmcli dev wifi connect 'TRC-Yard-5G' password '{pw}'",
        "SQL> CREATE USER trc_report IDENTIFIED BY '{pw}';",
        "$ sqlplus ledger/{pw}@trcdb",
        "$ lftp -u meilin,'{pw}' sftp://files.trc.lan",
        "$ xh -a rania:'{pw}' https://pos.tamarindreef.example/api/z-report",
        "$ ssh-keygen -p -f ~/.ssh/id_ed25519 -N '{pw}'",
        "$ ncftp -u samir -p '{pw}' ftp.trc.lan",
        "$ smbmap -H 10.14.2.7 -u kishawn -p '{pw}'",
    ],
    _plain_pw,
)

_URLS: Family = (
    "connection_string",
    [
        "DATABASE_URL=postgres://ledger:{pw}@db1.trc.lan:5432/ledger",
        "mysql://pos:{pw}@10.14.2.11/charlestown_pos",
        "mongodb+srv://arkady:{pw}@cluster0.trc-ops.example/customs",
        "redis://:{pw}@cache.trc.lan:6379/2",
        "amqp://trc_ingest:{pw}@mq.trc.lan:5672/%2f",
        "Delroy: di connection string a sqlserver://sa:{pw}@trc-sql01:1433",
        "Wander: la cadena es postgresql://almacen:{pw}@db1.trc.lan/inventario",
        "刘伟强：数据库连接 mysql://investor:{pw}@db3.trc.lan/cbi",
        "Оксана: строка подключения postgres://oksana:{pw}@db2.trc.lan/clients",
        "Nadim: el link taba3 el db: mariadb://shop:{pw}@10.14.3.4/ma7al",
        "ftp://samir:{pw}@ftp.trc.lan/incoming",
        "smtp://alerts%40tamarindreef.example:{pw}@smtp.tamarindreef.example:587",
        "jdbc:postgresql://db1.trc.lan/ledger?user=ledger&password={pw}",
        "Server=trc-sql01;Database=Payroll;User Id=payroll;Password={pw};",
    ],
    _plain_pw,
)

_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub token for the trc-ops repo: {t}", _j("ghp_", (ALNUM, 36))),
    ("Delroy: di GitLab token a {t}", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot token → {t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("STRIPE_SECRET_KEY={t}", _j("sk_live_", (ALNUM, 24))),
    ("Wander: la key de OpenAI es {t}", _j("sk-proj-", (URLSAFE, 48))),
    ("ANTHROPIC_API_KEY={t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("OpenRouter 密钥：{t}", _j("sk-or-v1-", (HEX, 64))),
    ("aws_access_key_id = {t}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google Maps key for the delivery app: {t}", _j("AIza", (URLSAFE, 35))),
    ("Оксана: токен Hugging Face {t}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key SID {t}", _j("SK", (HEX, 32))),
    ("Kishawn: di Telegram bot token a {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("PyPI upload token: {t}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Shopify admin token (Charlestown shop): {t}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={t}", _j("dop_v1_", (HEX, 64))),
    ("Linear key → {t}", _j("lin_api_", (ALNUM, 40))),
    ("Grafana service account token: {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("DOPPLER_TOKEN={t}", _j("dp.st.prd.", (ALNUM, 40))),
    ("Tailscale auth key for the Cayon box: {t}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 30))),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("Docker Hub PAT: {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("Brevo (ex-Sendinblue) key {t}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA_API_KEY={t}", _j("nvapi-", (URLSAFE, 64))),
    ("Postman key: {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("NETLIFY_AUTH_TOKEN={t}", _j("nfp_", (ALNUM, 36))),
    ("Notion integration secret {t}", _j("ntn_", (ALNUM, 46))),
    ("Figma token: {t}", _j("figd_", (URLSAFE, 40))),
    ("Sentry auth token {t}", _j("sntrys_", (ALNUM, 60))),
    ("Mailchimp key {t}", _j((HEX, 32), "-us21")),
    ("Discord webhook for #yard-alerts: {t}",
     _j("https://discord.com/api/webhooks/", (D, 18), "/", (URLSAFE, 68))),
    ("Linode/Akamai token: LINODE_TOKEN={t}", _j((HEX, 64))),
    ("Vultr API key {t}", _j((UPPER_DIGITS, 36))),
    ("Samir: el API key taba3 Paddle {t}", _j("pdl_live_apikey_", (ALNUM, 40))),
    ("Backblaze B2 application key: {t}", _j("K005", (ALNUM, 27))),
    ("Scaleway secret key {t}", lambda g: v.uuid4(g, "b")),
    ("Koyeb token → {t}", _j((ALNUM, 64))),
    ("Hetzner Cloud API token: {t}", _j((ALNUM, 64))),
    ("RAZORPAY_KEY_SECRET={t}", _j((ALNUM, 24))),
]  # fmt: skip

_INVENTED: list[tuple[str, Maker]] = [
    ("LiamuigaPay live key: {t}", _j("lmp_live_", (ALNUM, 32))),
    ("Kishawn: di LiamuigaPay key a {t}", _j("lmp_live_", (ALNUM, 32))),
    ("NEVISCLOUD_TOKEN={t}", _j("nvc-", (LOWER_DIGITS, 40))),
    ("Оксана: API ключ NevisCloud {t}", _j("nvc-", (LOWER_DIGITS, 40))),
    ("Basseterre SMS gateway key {t}", _j("bsms_", (HEX, 40))),
    ("Yokasta: la llave API de Basseterre SMS: {t}", _j("bsms_", (HEX, 40))),
    ("CaribLedger secret key: {t}", _j("cbl_sk_", (ALNUM, 36))),
    ("刘伟强：CaribLedger 的 API 密钥是 {t}", _j("cbl_sk_", (ALNUM, 36))),
    ("Integrations › Canefield ERP: {t}", lambda g: v.uuid4(g, "8")),
    ("Canefield ERP integration broken, current key {t}", _j((HEX, 40))),
    ("Nadim: mifta7 el API taba3 Mokojumbie POS: {t}", _j("mkj_", (ALNUM, 30))),
    ("MOKOJUMBIE_POS_KEY={t}", _j("mkj_", (ALNUM, 30))),
    ("Reefwatch telemetry key for cold room 2: {t}", _j("rwt.", (URLSAFE, 36))),
    ("Tevin: di Reefwatch token a {t}", _j("rwt.", (URLSAFE, 36))),
    ("Sugarmill HR API key: {t}", _j((HEX, 48))),
    ("ключ API Sugarmill HR: {t}", _j((HEX, 48))),
]  # fmt: skip


def _pairs(cls: str, rows: list[tuple[str, Maker]]) -> Callable[[random.Random, int], list[Sample]]:
    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template, make in rows[:n]:
            secret = make(rng)
            out.append(Sample(cls, template.replace("{t}", secret), secret))
        return out

    return take


_HEXES: Family = (
    "hex_key",
    [
        "Delroy: di encryption key fi di backup a {pw}",
        "BACKUP_ENCRYPTION_KEY={pw}",
        "clave de cifrado del respaldo: {pw}",
        "备份加密密钥：{pw}",
        "ключ шифрования бэкапа: {pw}",
        "Samir: el key taba3 el backup {pw}",
        "master_key: {pw}",
        "the HMAC signing secret for the courier webhooks is {pw}",
    ],
    _j((HEX, 64)),
)


def _jwt(rng: random.Random) -> str:
    header = {"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}
    claims = {"sub": rng.choice(_USERS), "iss": "auth.tamarindreef.example",
              "exp": 1_970_000_000 + rng.randrange(10**6)}  # fmt: skip
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, 43)}"


_JWTS: Family = (
    "jwt",
    [
        "Authorization token from the courier app log: {pw}",
        "Kishawn: copy dis token {pw}",
        "session cookie trc_session={pw}",
        "Wander: el token del API de aduana: {pw}",
        "刘伟强：登录令牌 {pw}",
        "Аркадий: вот JWT {pw}",
        "Nadim: el token {pw}",
        "id_token: {pw}",
    ],
    _jwt,
)


def _pem_block(rng: random.Random, kind: str) -> tuple[str, str]:
    lines = [_r(rng, B64, 64) for _ in range(8)]
    block = f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"
    return block, lines[3]


_PEM_PLACES = [
    ("Delroy: here di key fi di yard server\n{k}", "OPENSSH PRIVATE KEY"),
    ("ssl/trc-wildcard.key:\n{k}", "PRIVATE KEY"),
    ("Wander: la llave privada del SFTP:\n{k}", "RSA PRIVATE KEY"),
    ("私钥如下：\n{k}", "EC PRIVATE KEY"),
    ("Оксана: приватный ключ\n{k}", "PRIVATE KEY"),
    ("Samir: el private key taba3 el server\n{k}", "OPENSSH PRIVATE KEY"),
]


def _pems(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, kind in _PEM_PLACES[:n]:
        block, piece = _pem_block(rng, kind)
        out.append(Sample("private_key", template.replace("{k}", block), piece))
    return out


_MNEMO = {lang: Mnemonic(lang) for lang in ["english", "spanish", "chinese_simplified", "russian"]}


def _phrase_of(g: random.Random, lang: str, words: int) -> str:
    """A phrase of ``words`` words; drawn again where the list's check would not read it back."""
    entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words]))
    return str(_MNEMO[lang].to_mnemonic(entropy))


_SEED_PLACES = [
    ("Delroy: di wallet seed words dem: {p}", "english"),
    ("recovery phrase for the Tamarind Reef treasury Ledger: {p}", "english"),
    ("Tevin voice note: ok di twelve words a {p}", "english"),
    ("Yokasta: las palabras de recuperación de la billetera: {p}", "spanish"),
    ("Wander: frase semilla {p}", "spanish"),
    ("赵美琳：助记词 {p}", "chinese_simplified"),
    ("刘伟强：钱包恢复短语：{p}", "chinese_simplified"),
    ("Оксана: сид-фраза кошелька {p}", "russian"),
    ("Аркадий: мнемоническая фраза: {p}", "russian"),
    ("Nadim: el seed phrase taba3 el wallet {p}", "english"),
    ("seed:\n{p}", "english"),
    ("Rania: كلمات الاسترداد للمحفظة: {p}", "english"),
]


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, (template, lang) in enumerate(_SEED_PLACES[:n]):
        words = [12, 24, 12, 18][index % 4]
        phrase = v.until(
            rng, lambda g, lang=lang, words=words: _phrase_of(g, lang, words), _MNEMO[lang].check
        )
        if index == 10:
            phrase = "\n".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))
        out.append(Sample("seed_phrase", template.replace("{p}", phrase), phrase))
    return out


def _card(rng: random.Random) -> str:
    return v.card(rng, rng.choice(["visa", "mastercard", "amex", "discover", "jcb", "unionpay"]))


_CARD_PLACES = [
    "Latoya: card fi di Sandy Point fuel account a {c} exp 09/34",
    "company Visa for customs duties: {c}",
    "Yokasta: el número de la tarjeta es {c}",
    "Wander: pásame eso... la tarjeta {c}, vence 11/35",
    "赵美琳：银行卡号 {c}",
    "刘伟强：信用卡 {c} 有效期 08/33",
    "Оксана: номер карты {c}",
    "Arkady: karta {c} srok 02/36",
    "Samir: ra2m el card {c}",
    "رانيا: رقم البطاقة {c}",
    "Tevin voice note: card number {c}",
    "billing: card={c}",
]


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(_CARD_PLACES[:n]):
        c = v.grouped(_card(rng), [" ", "-", "", " ", ".", " "][index % 6], rng)
        out.append(Sample("card_number", template.replace("{c}", c), c))
    return out


_CVV_PLACES = [
    "Mastercard {c} exp 05/35, security code {v}",
    "Yokasta: los tres números de atrás son {v} (tarjeta {c})",
    "刘伟强：卡号 {c}，安全码 {v}",
    "Оксана: карта {c}, CVV {v}",
    "Samir: el CVV {v} lal card {c}",
    "Delroy: di three digits pon di back a {v}, card {c}",
]


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in _CVV_PLACES[:n]:
        number, code = v.card(rng, "mastercard"), _r(rng, D, 3)
        out.append(Sample("card_code", template.format(c=number, v=code), code))
    return out


_IBAN_SHAPES = {"RU": "n" * 9 + "n" * 5 + "c" * 15, "LB": "n" * 4 + "c" * 20,
                "DO": "aaaa" + "n" * 20, "HU": "n" * 24, "CZ": "n" * 20, "AT": "n" * 16,
                "IE": "aaaa" + "n" * 14, "CH": "n" * 5 + "c" * 12}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    ("Nadim: el IBAN taba3 khalto bi Beirut {i}", "LB"),
    ("رانيا: الآيبان {i}", "LB"),
    ("Yokasta: mándale a mi mamá a este IBAN {i}", "DO"),
    ("Wander: la cuenta IBAN de mi hermano {i}", "DO"),
    ("Оксана: IBAN для перевода {i}", "RU"),
    ("Arkady: moi IBAN {i}", "RU"),
    ("supplier (Budapest) IBAN: {i}", "HU"),
    ("Prague broker wants the transfer to {i}", "CZ"),
    ("Vienna escrow agent IBAN {i}", "AT"),
    ("Tevin: mi cousin inna Dublin IBAN a {i}", "IE"),
    ("刘伟强：瑞士账户 IBAN {i}", "CH"),
    ("payee IBAN={i}", "HU"),
]


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, (template, country) in enumerate(_IBAN_PLACES[:n]):
        number = _iban(rng, country)
        shown = number if index % 3 == 1 else v.iban_spaced(number)
        out.append(Sample("iban", template.replace("{i}", shown), shown))
    return out


_USCC_ALPHABET = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def _uscc(g: random.Random) -> str:
    body = "91" + "310115" + _r(g, _USCC_ALPHABET, 9)
    return body + cn_uscc.calc_check_digit(body)


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"110101{h.randrange(1950, 2005)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body += _r(h, D, 3)
        return body + cn_ric.calc_check_digit(body)

    return v.until(g, make, cn_ric.is_valid)


_ID_MAKERS: dict[str, Maker] = {
    "cedula": lambda g: v.until(g, lambda h: _r(h, D, 11), do_cedula.is_valid),
    "rnc": lambda g: v.until(g, lambda h: h.choice("145") + _r(h, D, 8), do_rnc.is_valid),
    "uscc": _uscc,
    "ric": _ric,
    "inn": lambda g: v.until(g, lambda h: "77" + _r(h, D, 10), ru_inn.is_valid),
    "ogrn": lambda g: v.until(g, lambda h: "1" + _r(h, D, 12), ru_ogrn.is_valid),
    "bn": lambda g: v.until(g, lambda h: _r(h, D, 9), ca_bn.is_valid),
    "utr": lambda g: v.until(g, lambda h: _r(h, D, 10), gb_utr.is_valid),
}
_ID_PLACES = [
    ("Yokasta: mi cédula es {n}", "cedula"),
    ("Wander: cédula de identidad y electoral {n}, pa' el formulario", "cedula"),
    ("Milagros: la cedula de mi hermana {n}", "cedula"),
    ("RNC de la empresa de mi primo en Santiago: {n}", "rnc"),
    ("Wander: el RNC {n}", "rnc"),
    ("刘伟强：公司统一社会信用代码 {n}", "uscc"),
    ("Weiqiang: tongyi shehui xinyong daima {n}", "uscc"),
    ("赵美琳：身份证号 {n}", "ric"),
    ("Meilin: wo de shenfenzheng hao {n}", "ric"),
    ("刘伟强：身份证号码：{n}", "ric"),
    ("Оксана: мой ИНН {n}", "inn"),
    ("Arkady: INN {n} dlya formy", "inn"),
    ("Аркадий: ОГРН компании {n}", "ogrn"),
    ("Arkady: OGRN {n}", "ogrn"),
    ("Nadim: el business number taba3 cousin bi Montreal {n}", "bn"),
    ("Rania's Montreal shop, Business Number (BN): {n}", "bn"),
    ("Tevin: mi uncle in London UTR a {n}", "utr"),
    ("Unique Taxpayer Reference of the Haddad cousin in London: {n}", "utr"),
]


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, kind in _ID_PLACES[:n]:
        number = _ID_MAKERS[kind](rng)
        out.append(Sample("national_id", template.replace("{n}", number), number))
    return out


def _codes_list(g: random.Random, style: int, n: int = 5) -> list[str]:
    return v.backup_codes(g, n, style)


_BACKUP_PLACES = [
    ("Tamarind Reef Google Workspace backup codes:\n{l}", "\n"),
    ("Delroy: mi backup codes dem: {l}", ", "),
    ("Yokasta: códigos de respaldo del correo: {l}", " "),
    ("赵美琳：备用验证码 {l}", "，"),
    ("Оксана: резервные коды {l}", ", "),
    ("Nadim: el backup codes taba3 el account {l}", " / "),
    ("2FA recovery codes (Clico portal): {l}", "\n"),
    ("Arkady: rezervnye kody {l}", " "),
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, (template, sep) in enumerate(_BACKUP_PLACES[:n]):
        codes = _codes_list(rng, index % 4)
        text = template.replace("{l}", sep.join(codes))
        out.append(Sample("backup_codes", text, codes[1]))
    return out


_TOTP: Family = (
    "totp_secret",
    [
        "TOTP secret for the treasury account: {pw}",
        "otpauth://totp/TRC:delroy?secret={pw}&issuer=TRC",
        "Yokasta: la clave 2FA para el autenticador: {pw}",
        "刘伟强：两步验证密钥 {pw}",
        "Оксана: секрет 2FA {pw}",
        "Samir: el setup key taba3 el 2FA {pw}",
    ],
    lambda g: _r(g, BASE32, 32),
)

_OTP: Family = (
    "one_time_code",
    [
        "Kishawn: di code dem sen mi a {pw}",
        "Your Tamarind Reef verification code is {pw}",
        "{pw} is your verification code",
        "Yokasta: el código de verificación es {pw}",
        "Wander: mándame el código que te llegó... ya: {pw}",
        "【验证码】{pw}，5分钟内有效",
        "刘伟强：验证码是{pw}",
        "Оксана: код подтверждения {pw}",
        "Nadim: el code elli wasalni {pw}",
        "رمز التحقق: {pw}",
    ],
    _j((D, 6)),
)

_NETWORKS = ["TRC-Yard-5G", "Charlestown Shop WiFi", "Cayon Depot 2.4", "Haddad Home",
             "SandyPoint-Office", "Liu Villa Frigate", "Volkov Nevis 5G"]  # fmt: skip
_WIFI = [
    "wifi {n} passwud a {pw}",
    "Network: {n} / {pw}",
    "WIFI:T:WPA;S:{n};P:{pw};;",
    "Yokasta: la clave del wifi de {n} es {pw}",
    "Wander: wifi {n}, contraseña {pw}",
    "赵美琳：WiFi {n} 密码：{pw}",
    "Meilin: wifi mima shi {pw} ({n})",
    "Оксана: пароль от вайфая {n} — {pw}",
    "Arkady: wifi {n} parol {pw}",
    "Nadim: el wifi {n} pass {pw}",
    "رانيا: كلمة سر الواي فاي {n}: {pw}",
    "network {n} key {pw}",
    "{pw} — dat a di wifi passwud fi {n}",
    "wpa_passphrase '{n}' '{pw}' > /etc/wpa_supplicant.conf",
    "Tevin: di guest wifi ({n}) a {pw}",
    "ssid={n}\npsk={pw}",
]


def _wifi(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _WIFI, n):
        secret = _plain_pw(rng)
        text = template.replace("{n}", rng.choice(_NETWORKS)).replace("{pw}", secret)
        out.append(Sample("wifi_key", text, secret))
    return out


_PINS: Family = (
    "pin_code",
    [
        "Delroy: di alarm code fi di yard a {pw}",
        "Latoya: mi ATM PIN a {pw}, doan tell nobody",
        "gate keypad at the Cayon depot: {pw}#",
        "Yokasta: el PIN de la tarjeta es {pw}",
        "Wander: la clave del candado del almacén es {pw}",
        "赵美琳：银行卡密码 {pw}",
        "刘伟强：保险箱密码是{pw}",
        "Оксана: ПИН-код карты {pw}",
        "Arkady: kod ot seyfa {pw}",
        "Samir: el PIN taba3 el card {pw}",
        "رانيا: الرقم السري للبطاقة {pw}",
        "safe in the Charlestown shop back office, combination {pw}",
    ],
    lambda g: _r(g, D, g.choice([4, 5, 6])),
)

_PHRASE_WORDS = ["mango", "pelican", "sugar", "cannon", "monkey", "reef", "ferry", "church",
                 "lantern", "coconut", "vervet", "hurricane", "breadfruit", "festival"]  # fmt: skip
_PHRASES: Family = (
    "passphrase",
    [
        "Bitwarden master passphrase: {pw}",
        "Delroy: di passphrase a {pw}",
        "KeePass database passphrase → {pw}",
        "Yokasta: la frase de contraseña es {pw}",
        "赵美琳：密码短语是 {pw}",
        "Оксана: парольная фраза {pw}",
        "Nadim: el passphrase taba3 el vault {pw}",
        "the disk encryption passphrase is {pw}",
        "VeraCrypt volume passphrase: {pw}",
        "Arkady: passfraza {pw}",
    ],
    lambda g: g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, 4)),
)


def _basic(g: random.Random) -> str:
    raw = f"{g.choice(_USERS)}:{_plain_pw(g)}".encode()
    return base64.b64encode(raw).decode()


_AUTH = [
    ("Authorization: Bearer {t}", _j((ALNUM, 40))),
    (
        "curl -H 'Authorization: Bearer {t}' https://api.tamarindreef.example/v2/shipments",
        _j((URLSAFE, 48)),
    ),
    ("Authorization: Basic {t}", _basic),
    ("Kishawn: add dis header: Authorization: Basic {t}", _basic),
    ("Wander: el header es Bearer {t}", _j((ALNUM, 44))),
    ("刘伟强：请求头 Authorization: Bearer {t}", _j((ALNUM, 40))),
    ("Оксана: заголовок Authorization: Basic {t}", _basic),
    ("Samir: 7ot el header Authorization: Bearer {t}", _j((URLSAFE, 42))),
]


_CONFIGS: Family = (
    "config_block",
    [
        "# .env (trc-scanner)\nDB_HOST=db1.trc.lan\nDB_PASSWORD={pw}\nDB_PORT=5432",
        "[database]\nhost = db1.trc.lan\nuser = ledger\npassword = {pw}",
        "spring.datasource.password={pw}",
        'smtp:\n  host: smtp.tamarindreef.example\n  password: "{pw}"',
        "define('DB_PASSWORD', '{pw}');",
        '<add key="SmtpPassword" value="{pw}" />',
        'variable "db_password" {\n  default = "{pw}"\n}',
        "REDIS_PASSWORD={pw}",
        '"password": "{pw}",',
        "export PGPASSWORD='{pw}'",
        "db1.trc.lan:5432:ledger:ledger:{pw}",
        "Delroy: mi put it inna di .env: ADMIN_PASS={pw}",
        "Yokasta: en el config.ini puse contraseña = {pw}",
        "刘伟强：配置文件里 密码={pw}",
        "Оксана: в конфиге пароль: {pw}",
        "Nadim: bel config kilmet_el_sir={pw}",
        "ssid,psk\nTRC-Yard-5G,{pw}",
        "user,password\nkishawn,{pw}",
    ],
    _plain_pw,
)


_SPLIT_TOKEN_PLACES = [
    ("Delroy read it out: {s}", " "),
    ("token (one char at a time): {s}", " - "),
    ("Wander: la clave del API letra por letra {s}", "."),
    ("刘伟强：令牌 {s}", " "),
    ("Оксана: токен по буквам {s}", ", "),
    ("Nadim: el token {s}", "·"),
    ("Tevin voice note: key is {s}", " | "),
    ("Kishawn: di key in groups {s}", " "),
]


def _spelled_tokens(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, (template, sep) in enumerate(_SPLIT_TOKEN_PLACES[:n]):
        raw = _r(rng, LOWER_DIGITS, 20)
        shown = sep.join(raw[i : i + 4] for i in range(0, 20, 4)) if index == 7 else sep.join(raw)
        out.append(Sample("spelled_token", template.replace("{s}", shown), shown))
    return out


def _bare(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in ["it only shows once so here:\n{t}", "Delroy: {t}"][:n]:
        secret = _r(rng, ALNUM, 44)
        out.append(Sample("bare_token", template.replace("{t}", secret), secret))
    return out


Taker = Callable[[random.Random, int], list[Sample]]


def _fam(family: Family) -> Taker:
    return lambda rng, n: _take(rng, family, n)


_PLAN: list[tuple[Taker, int]] = [
    (_fam(_SAID), 70), (_logins, 20), (_spelled, 14), (_fam(_CLI), 36), (_fam(_URLS), 14),
    (_pairs("vendor_token", _VENDORS), 40), (_pairs("invented_vendor", _INVENTED), 16),
    (_fam(_HEXES), 8), (_fam(_JWTS), 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 18), (_backups, 8), (_fam(_TOTP), 6), (_fam(_OTP), 10),
    (_wifi, 16), (_fam(_PINS), 12), (_fam(_PHRASES), 10), (_pairs("auth_header", _AUTH), 8),
    (_fam(_CONFIGS), 18), (_spelled_tokens, 8), (_bare, 2),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        got = take(rng, n)
        assert len(got) == n, (take, n, len(got))
        out += got
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# (class, first field, second field, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "di gate server passwud a", "{s}", _pw),
    ("split_password", "Tamarind Reef NAS password:", "{s} (changed after the audit)", _pw),
    ("split_password", "la contraseña del almacén es", "{s}", _pw),
    ("split_password", "公司邮箱密码是", "{s}", _pw),
    ("split_password", "пароль от сервера:", "{s}", _pw),
    ("split_password", "kilmet el sir taba3 el ma7al", "{s}", _pw),
    ("split_password", "كلمة السر:", "{s}", _pw),
    ("split_password", "Kishawn seh di POS passwud", "{s}, mi tink", _pw),
    ("split_password", "mima:", "{s}", _pw),
    ("split_password", "parol ot pochty", "{s}", _pw),
    ("split_token", "LiamuigaPay live key", "{s}", _j("lmp_live_", (ALNUM, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Canefield ERP API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "wallet recovery words", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 10/34", lambda g: v.grouped(_card(g), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LB"))),
    ("split_backup", "backup codes", "{s}\n48213907\n77120395", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: _r(g, BASE32, 32)),
    ("split_id", "身份证号", "{s}", _ric),
    ("split_pin", "PIN-код карты", "{s}", _j((D, 4))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"nas": {"host": "nas01.trc.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"passwud": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "yokasta", "contraseña": "{s}"}}': ("meta_password", _plain_pw),
    '{"密码": "{s}"}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"argv": ["sshpass", "-p", "{s}", "ssh", "ops@10.14.2.7"]}': ("meta_password", _plain_pw),
    '{"note": "Nadim: el pass taba3 el laptop {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "yard box: trcadmin, password {s}"}': ("meta_password", _plain_pw),
    '{"liamuigapay": {"api_key": "{s}"}}': ("meta_token", _j("lmp_live_", (ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"stripe_secret": "{s}"}': ("meta_token", _j("sk_live_", (ALNUM, 24))),
    '{"reefwatch_token": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"payment": {"card_number": "{s}"}}': ("meta_card", lambda g: v.grouped(_card(g), " ", g)),
    '{"beneficiary": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "DO")),
    '{"client": {"inn": "{s}"}}': ("meta_id", _ID_MAKERS["inn"]),
    '{"mfa": {"backup_codes": ["{s}", "48213907", "7712"]}}': ("meta_otp", lambda g: _r(g, D, 8)),
    '{"treasury_wallet": {"seed_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"backup": {"encryption_key": "{s}"}}': ("meta_key", _j((HEX, 64))),
    '{"depot_gate": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "TRC-Yard-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"trc-scanner-firmware-2.7.1.bin").hexdigest()
_COMMIT = hashlib.sha1(
    b"manifests: add Charlestown ferry column", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"customs: revert tariff rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"ferry-schedule-2032-06.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the yard server password before the audit on 2032-06-11.",
    "Kishawn asked fi di wifi passwud; it deh pon di card inna Delroy drawer.",
    "Policy: Tamarind Reef passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `LIAMUIGAPAY_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_CANEFIELD_KEY> in the README with the key from the Canefield dashboard.",
    "NEVISCLOUD_TOKEN and BSMS_API_KEY must be set before the nightly sync runs.",
    "Doan tell nobody yuh passwud, yuh hear?",
    "No le digas tu contraseña a nadie, mi pana.",
    "不要把密码告诉任何人。",
    "Bu yao ba mima gaosu renhe ren.",
    "Никому не сообщайте свой пароль.",
    "Nikomu ne govori svoi parol'.",
    "لا تعطي كلمة السر لأي أحد.",
    "Ya 3ammo, ma t2oul el pass la 7ada.",
    "La contraseña debe tener por lo menos catorce caracteres.",
    "密码至少要十四个字符。",
    "Пароль должен быть не короче 14 символов.",
    "Upgraded the scanner firmware from 2.6 to 2.7.1 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the Charlestown ferry column.",
    f"Rolled back to {_SHORT} after the tariff rounding broke the customs export.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The scanner firmware 2.7.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"MD5 of ferry-schedule-2032-06.csv is {_MD5}, same as the copy on the share.",
    "Request id 3f2a8c71-9e4b-4d10-a6c2-5b7e0f9d1a34 is the slow one in the courier logs.",
    "Purchase order PO-2032-00731 for 12 pallets of bottled water ships Thursday.",
    "Ticket TRC-2231: the Cayon depot printer jams on thick labels.",
    "Call the Charlestown shop on +1 869 555 0142 before noon.",
    "Container TRCU 5583012 is at the Basseterre deep water port.",
    "Bill of lading TRC-BAS-2032-0144 covers 18 pallets for Sandy Point.",
    "The Sea Bridge ferry leaves Cades Bay at 08:00 and 16:30; the fare is EC$25.",
    "Invoice INV-2032-0418 totals EC$ 4,312.50 including 17 % VAT.",
    "After five wrong passwords the portal locks the account for 20 minutes.",
    "The secret of good goatwater is slow cooking, says Delroy's aunt.",
    "Ask Latoya for the gate keypad code, I don't have it.",
    "My card ending 7733 was declined at the Basseterre hardware store.",
    "The Lebanese supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `LIAMUIGAPAY_KEY` in the secrets store, never in the repository.",
    "The padlock on the Cayon shed rusts in the salt air; oil it every month.",
    "The guest wifi 'TRC-Guest' is open, no password needed.",
    "Yokasta: la reunión es a las 3:30, traigan los recibos de mayo.",
    "刘伟强：下周二 10:00 在巴斯特尔开会。",
    "Оксана: встреча в Чарлстауне в 14:00, номер заказа 2032-0417.",
    "Rania: el shipment wasal, 24 carton, order 58213.",
    "Delroy: di truck reach Sandy Point 2 o'clock, 36 crate.",
    "Version 4.12.3 of the courier app fixes the login screen crash.",
    "Tracking number 1Z 999 AA1 01 2345 6784 arrived at the Basseterre depot.",
    "The yard's Wi-Fi router is a TP-Link Archer AX55 on firmware 1.2.1.",
    "Wander: el código postal no aplica aquí, pon KN0101 nomás.",
    "The assistant should remind staff that password reset links expire in 30 minutes.",
    "Meilin: huiyi gaiwei xingqisi shangwu jiu dian.",
    "Arkady: zakaz 4471 priekhal, vsyo v poryadke.",
    "Samir: el ma7al bifta7 sa3a 8 w bsakker sa3a 6.",
    "Cold room 2 is at 4 °C; the dry store is at 24 °C and 60 % humidity.",
    "ISBN 978-0-19-861186-8 is the shipping handbook on the office shelf.",
    "Kishawn reset his own password through the portal; no help needed.",
    "Tevin: token fi di bus a EC$3 now, dem raise it.",
    "The API key field in the Canefield settings is required.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/trc/nas", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "TRC-2231", "purchase_order": "PO-2032-00731"}',
    '{"shop_phone": "+1 869 555 0142", "city": "Charlestown"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "pallets": 18}',
    '{"invoice": {"id": "INV-2032-0418", "total_xcd": 4312.5}}',
    '{"ferry": {"departs": "08:00", "from": "Cades Bay", "fare": "EC$25"}}',
    '{"app": {"name": "courier", "version": "4.12.3"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
