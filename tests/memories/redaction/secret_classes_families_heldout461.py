# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-sixty-first corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and fifty-seventh's
docstring, the fifth to four hundred and fifty-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (458, 459, 460), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (461_583_207), password words (a
Patagonian thing and a sign with two digits, `Choique#58`; dot-joined words with a year,
`barda.jarilla.meseta.2031`; leet `V4c4Mu3rt4!73`; a person and a town, `Luned@Gaiman1865`;
Mapudungun words with a number, `kurruf.leufu.88`; random runs).

The fictional company is Grupo Limay Sur S.A. of Neuquén, Argentina: Pozo Claro Servicios
Petroleros (an invented oilfield-services firm with a yard in Añelo, working the Vaca Muerta
pads), Frutícola Barda Alta (an invented pear and apple packer in Centenario) and the Tienda del
Giganoto (an invented shop beside a dinosaur museum in Villa El Chocón). Staff and neighbours:
Micaela "Mica" Nahuelpán (IT, Neuquén Spanish as texted), Ramón Cárcamo (a Chilean truck driver
from Temuco), the lonko Ceferino Huenchupán (a Mapuche community leader, Mapudungun with
Spanish loans), Travis Boudreaux (a Texan completions engineer from Midland) and Eluned "Luned"
Jones (a Welsh-speaking cousin in Gaiman, Chubut). Every company, person, address, domain
(`limaysur.lan`, `pozoclaro.lan`, `bardaalta.example`, `tiendagiganoto.example`,
`huenchupan.example`), account and number is invented; only the region is real. Texts: WhatsApp
chats, SMS, tickets, notes to self, runbooks, e-mails, shell history, env and config files, URLs,
voice-note transcripts and requests to the assistant; separators: a colon, `=`, `->`, `→`, `=>`,
`/`, `|`, `es`, `yw`, `is`, `—`, a new line, a question then its answer, a value said first and
named after.

Grep counts (heldouts 5 to 457, grep -l): none for `PozoLink`, `Huenchupán`, `Boudreaux`,
`pardner`, `Wenance`; one for `Giganoto`, `Chocón`, `Midland`, `fracking`, `chabón`; two for
`Neuquén`, `Vaca Muerta`, `Añelo`, `Cipolletti`, `Limay`, `Centenario`, `y'all`, `fixin`; three to
eleven for `Chubut`, `Trevelin`, `Gaiman`, `Cymraeg`, `Welsh`, `Mapudungun`, `mari mari`,
`kontraseña`, `cyfrinair`, `weón`, `gb.nhs`, `us.rtn`, `us.ein`; seventeen to thirty-three for
`cachai`, `ar.dni`, `cl.rut`, `ar.cbu`, `ar.cuit`, `us.itin`. No earlier corpus quotes an IBAN of
the Falkland Islands, Mongolia, Georgia, Honduras or Djibouti by its country code.
Languages: about half English, config or shell; the rest in the Spanish of Neuquén as texted
(voseo, `che`, `boludo`, `re`, `posta`, `mirá`, `pasame`, `tenés`, `q`, `xq`), the Chilean Spanish
of a truck driver (`weón`, `cachai`, `al tiro`, `po`, `bacán`), the Mapudungun of a community
leader (`mari mari`, `chaltu may`, `feley`, `ñi`, `tami`, `pewkallal`), the English of a Texan
engineer (`y'all`, `fixin' to`, `reckon`, `howdy`) and the Welsh of a Chubut cousin (`cyfrinair`,
`yw`, `diolch`, `cariad`, `iawn`). The Neuquén texting and the Texan are close to what I know;
the Chilean trucker's turns, the Patagonian Welsh and above all the Mapudungun are my guesses.
Vendors: the invented PozoLink, BardaCloud, ChocónPay, MeseTrack and LimaySMS under the words
around their keys, plus the GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google,
Hugging Face, npm, SendGrid, Twilio, Telegram, Shopify, DigitalOcean, Linear, Grafana, Postman,
Vault, Tailscale, Doppler, Sentry, New Relic, Groq, Replicate, Notion, Supabase, Databricks,
Mailgun, Brevo, age, PyPI, Docker Hub and Pulumi shapes. Ids: Argentina's CUIT, DNI and CBU,
Chile's RUT, the US SSN, EIN and routing number, the UK's NHS number and UTR, each drawn until its
`stdnum` module validates it (the DNI, which has no check digit, by its format only). IBANs of
the Falklands, Mongolia, Georgia, Honduras and Djibouti, checked with `stdnum.iban`; seed phrases
from `mnemonic`'s English, Spanish and Italian lists, each checked with `Mnemonic.check`; cards
pass Luhn (Visa, Mastercard, Amex, Naranja and Cabal prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.ar import dni as ar_dni
from stdnum.cl import rut as cl_rut
from stdnum.gb import nhs as gb_nhs
from stdnum.gb import utr as gb_utr
from stdnum.us import ein as us_ein
from stdnum.us import rtn as us_rtn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 461_583_207
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE = ALNUM + "-_"
Maker = v.Maker
_r, _j = v.r, v.token

_THINGS = ["Choique", "Jarilla", "Pehuen", "Huemul", "Barda", "Meseta", "Piedra", "Manzana",
           "Williams", "Giganoto", "Zapala", "Chocon", "Torre", "Cuadrilla", "Trepano",
           "Arena"]  # fmt: skip
_LOWER_WORDS = ["barda", "jarilla", "meseta", "pera", "manzana", "limay", "neuquen", "viento",
                "choique", "pozo", "arena", "torre", "fosil", "calafate", "alpaca",
                "tehuelche"]  # fmt: skip
_MAPU = ["kurruf", "leufu", "mawida", "antu", "kuyen", "ruka", "pewma", "lafken", "trayenko",
         "foye", "pewen", "mapu"]  # fmt: skip
_LEET = ["V4c4Mu3rt4", "P3hu3n", "Ch0iqu3", "G1g4n0t0", "B4rd4Alt4", "Fr4ck1ng", "M3s3t4",
         "Z4p4l4", "Tr3p4n0", "Cuadr1ll4"]  # fmt: skip
_PEOPLE = ["Luned", "Mica", "Ramon", "Travis", "Ceferino", "Nonna", "Yanina", "Dewi"]
_TOWNS = ["Gaiman", "Anelo", "Temuco", "Midland", "Zapala", "Plottier", "Cutral", "Trelew"]
_SYM = "!#$%&*?@+=~"


def _year(g: random.Random) -> str:
    return str(g.randrange(1865, 2040))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_THINGS)}{g.choice(_SYM)}{_r(g, D, 2)}",
    lambda g: ".".join(g.sample(_LOWER_WORDS, 3)) + "." + _year(g),
    lambda g: f"{g.choice(_LEET)}{g.choice(_SYM)}{_r(g, D, 2)}",
    lambda g: f"{g.choice(_PEOPLE)}@{g.choice(_TOWNS)}{_year(g)}",
    lambda g: ".".join(g.sample(_MAPU, 2)) + "." + _r(g, D, 2),
    lambda g: _r(g, LOWER, 3) + _r(g, UPPER, 2) + _r(g, D, 3) + g.choice(_SYM) + _r(g, ALNUM, 5),
    lambda g: f"{g.choice(_THINGS)}{g.choice(_THINGS)}{_r(g, D, 3)}{g.choice(_SYM)}",
]
_PLAIN_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_THINGS)}{_r(g, D, 4)}{g.choice(_THINGS).lower()}",
    lambda g: "-".join(g.sample(_LOWER_WORDS, 2)) + "-" + _r(g, D, 3),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 4) + _r(g, ALNUM, 3),
]


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain(g: random.Random) -> str:
    """A password that needs no quoting in a URL, a shell or JSON."""
    return g.choice(_PLAIN_PICKS)(g)


def _fill(
    rng: random.Random, cls: str, templates: list[str], n: int, make: Maker, **pools: list[str]
) -> list[Sample]:
    """``n`` samples of ``cls``, every template before any repeats: ``{pw}`` is the secret,
    ``{name}`` one pick of that pool (replaced, not formatted: braces stay as written)."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        text = template
        for name, pool in pools.items():
            text = text.replace("{" + name + "}", rng.choice(pool))
        out.append(Sample(cls, text.replace("{pw}", secret), secret))
    return out


_USERS = ["mnahuelpan", "rcarcamo", "tboudreaux", "ljones", "chuenchupan", "ops", "frigorifico",
          "tienda", "svc_scada", "yard.anelo"]  # fmt: skip

# ---- passwords after a label --------------------------------------------------------------
_LABELLED = [
    "Password: {pw}",
    "password = {pw}",
    "SCADA panel pw -> {pw}",
    "the Pozo Claro VPN password is {pw}",
    "new admin password → {pw} (rotated after the audit)",
    "frigorífico HMI | password | {pw}",
    "pass => {pw}",
    "pw: {pw}  // the packing line's label printer",
    "Password for the yard gate camera:\n{pw}",
    "the Tienda del Giganoto till login password is now {pw}",
    "Remember: the Barda Alta Sage password changed to {pw}",
    "password / {pw}",
    "Travis said the pump-truck laptop password is {pw}",
    "note to self — Pozo Claro SharePoint password: {pw}",
    "che la contraseña del server de Añelo es {pw}, no la pierdas eh",
    "contraseña: {pw} xq la otra ya venció",
    "mirá, la clave del wifi no, la contraseña del ERP es {pw}",
    "Mica: la contraseña nueva del mail de la tienda → {pw}",
    "boludo pasame la contraseña del NAS\nMica: {pw}",
    "posta q la contraseña del sistema de empaque es {pw}?? re fácil jaja",
    "weón la clave del GPS del camión es {pw}, cachai?",
    "la contraseña del portal de la aduana en Pino Hachado es {pw} po",
    "al tiro te la mando: contraseña {pw}",
    "mari mari lamngen, ñi kontraseña ta {pw}, chaltu may",
    "tami contraseña feley: {pw}",
    "howdy y'all, the frac van password is {pw}",
    "I reckon the password for the data van is {pw}",
    "fixin' to reset it, but for now the password's {pw}",
    "Cyfrinair y cyfrifiadur yw {pw}",
    "diolch cariad! cyfrinair: {pw}",
    "cyfrinair newydd ebost y capel → {pw}",
    "Passwort für den Lieferantenportal: {pw}",
    "PASSWORD={pw}",
    "  password: '{pw}'",
    'db_password = "{pw}"',
    "login_password: `{pw}`",
    "contraseña: «{pw}»",
    "the password (the one for the dinosaur museum kiosk) is [{pw}]",
]

# ---- logins -------------------------------------------------------------------------------
_LOGINS = [
    "login: {u} / {pw}",
    "user {u} pass {pw}",
    "creds {u}:{pw}",
    "usuario: {u}\ncontraseña: {pw}",
    "entrá con {u} y la contraseña {pw}",
    "sign in as {u} with {pw}",
    "Usuario {u} — clave {pw}, weón",
    "username {u}, password {pw}; y'all don't share it",
    "enw defnyddiwr: {u}, cyfrinair: {pw}",
    "{u} / {pw}",
    "admin / {pw}",
    "root:{pw}",
    "u={u} p={pw}",
    "| {u} | {pw} | scada-01.pozoclaro.lan |",
    "{u}@pozoclaro.lan:{pw}",
]
_URLS = [
    "postgresql://{u}:{pw}@pg.pozoclaro.lan:5432/pozos",
    "DATABASE_URL=mysql://tienda:{pw}@db.tiendagiganoto.example/shop",
    "mongodb://{u}:{pw}@mongo.limaysur.lan:27017/?authSource=admin",
    "redis://:{pw}@cache.bardaalta.example:6379/0",
    "amqp://{u}:{pw}@rabbit.pozoclaro.lan:5672/",
    "ftp://{u}:{pw}@ftp.bardaalta.example/etiquetas/",
    "https://{u}:{pw}@git.limaysur.lan/ops/runbooks.git",
    "smtp://avisos:{pw}@mail.tiendagiganoto.example:587",
    "socks5://{u}:{pw}@:1080",
]
_CLI = [
    "$ sshpass -p '{pw}' ssh {u}@rig-07.pozoclaro.lan",
    "mysql -u {u} -p{pw} empaque",
    "redis-cli -h cache.bardaalta.example -a {pw} ping",
    "docker login registry.limaysur.lan -u {u} -p {pw}",
    "curl -u {u}:{pw} https://scada.pozoclaro.lan/api/v2/wells",
    "PGPASSWORD={pw} psql -h pg.pozoclaro.lan -U {u} pozos",
    "echo '{pw}' | sudo -S systemctl restart frigorifico",
    "smbclient //nas.bardaalta.example/planillas -U {u}%{pw}",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "zip -P {pw} nominas_2031.zip nominas_2031.xlsx",
    "7z a -p{pw} backup_tienda.7z /srv/tienda",
    "openssl enc -aes-256-cbc -in pozos.csv -out pozos.enc -pass pass:{pw}",
    "xfreerdp /v:hmi-02.bardaalta.example /u:{u} /p:{pw}",
    'sqlcmd -S sql.limaysur.lan -U {u} -P {pw} -Q "select 1"',
    "ldapsearch -x -D cn={u},dc=limaysur,dc=lan -w {pw} -b dc=limaysur,dc=lan",
    "ipmitool -I lanplus -H bmc-03.pozoclaro.lan -U {u} -P {pw} power status",
    "mosquitto_pub -h mqtt.pozoclaro.lan -u {u} -P {pw} -t pozos/presion -m 412",
    "keytool -importcert -keystore scada.jks -storepass {pw} -file ca.crt",
    "lftp -u {u},{pw} sftp://sftp.bardaalta.example",
    "plink -ssh {u}@rig-04.pozoclaro.lan -pw {pw}",
    "echo '{pw}' | docker login -u {u} --password-stdin registry.limaysur.lan",
    "passwd --stdin {u} <<< '{pw}'",
    "gpg --batch --passphrase '{pw}' -d planilla.gpg",
    'psql "host=pg.pozoclaro.lan user={u} password={pw} dbname=pozos"',
]
_CONFIG = [
    "SMTP_PASSWORD={pw}",
    "export SCADA_PASS='{pw}'",
    "[database]\nhost = pg.pozoclaro.lan\nuser = {u}\npassword = {pw}",
    "spring.datasource.password={pw}",
    "pg.pozoclaro.lan:5432:pozos:{u}:{pw}",
    "define('DB_PASSWORD', '{pw}');",
    '  - name: MQTT_PASSWORD\n    value: "{pw}"',
    '<add key="ErpPassword" value="{pw}" />',
    '"password": "{pw}",',
    "ALTER USER tienda IDENTIFIED BY '{pw}';",
]

# ---- question then answer, said first, spelled out, passphrases ---------------------------
_QA = [
    "Travis: what's the password for the frac van laptop?\nMica: {pw}",
    "¿cuál es la contraseña del wifi de la tienda?\n{pw}",
    "Ramón: oye weón, ¿la clave del portal de la ruta?\nMica: {pw} po, digo, {pw}",
    "Luned: beth yw cyfrinair y wifi?\nMica: {pw}",
    "Q: password for the yard camera NVR?\nA: {pw}",
    "lonko: ¿chem pigey ti contraseña?\nMica: {pw}",
    "che, la pass del ERP?\n— {pw}",
    "What's the login for the label printer? → {pw}",
]
_SAID_FIRST = [
    "{pw} — that's the wifi password at the packing shed",
    "{pw} is the new admin password for the frac van",
    "type {pw}; that's the SCADA password",
    "{pw}, esa es la contraseña del sistema de la tienda",
    "{pw} es la clave del camión, cachai",
    "{pw} yw'r cyfrinair, cariad",
    "{pw}, that's what I set for the router at the Añelo yard",
    "{pw} — eso le puse al NAS de Barda Alta",
]
_SPELLED_WORDS = ["jarilla", "choique", "pehuen", "meseta", "barda", "huemul", "giganoto",
                  "zapala", "limay", "tehuelche"]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        "the password is the word {w} followed by {d}",
        "la contraseña es la palabra {w} y después {d}",
        "password: {w} all lowercase, then the number {d}",
        "es {W} con mayúscula al principio y {d} al final",
        "cyfrinair: y gair {w} ac wedyn {d}",
        "the password's the name of the museum dino, {W}, followed by {d}",
        "la clave es {w}{d}, todo junto, el {w} en minúscula",
        "spell it out: {w} then {d}, no spaces — that's the Pozo Claro wifi",
    ]
    out = []
    for template in v.cycle(rng, templates, n):
        word, digits = rng.choice(_SPELLED_WORDS), _r(rng, D, rng.choice([3, 4]))
        cap = word.capitalize()
        text = template.replace("{w}", word).replace("{W}", cap).replace("{d}", digits)
        # joined, the word and the number are the secret; said apart, the word is
        secret = word + digits if "{w}{d}" in template else cap if "{W}" in template else word
        out.append(Sample("password_spelled", text, secret))
    return out


_PASSPHRASE_WORDS = ["viento", "barda", "pera", "choique", "arena", "torre", "ruta", "meseta",
                     "fosil", "limay", "cereza", "trucha", "escarcha", "zorro",
                     "calafate"]  # fmt: skip
_PASSPHRASES = [
    "passphrase: {pw}",
    "the Bitwarden master passphrase is {pw}",
    "frase de contraseña del KeePass: {pw}",
    "KeePass master password → {pw}",
    "cyfrinair hir y laptop yw {pw}",
    "ssh key passphrase = {pw}",
]


def _phrase(g: random.Random) -> str:
    return " ".join(g.sample(_PASSPHRASE_WORDS, 4))


# ---- vendor tokens ------------------------------------------------------------------------
_AGE = "qpzry9x8gf2tvdw0s3jn54khce6mua7l".upper()
_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub token {t}", _j("ghp_", (ALNUM, 36))),
    ("GH_TOKEN={t}", _j("github_pat_11", (UPPER + D, 20), "_", (ALNUM, 59))),
    ("gitlab: {t}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN={t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe live key {t}", _j("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74))),
    ("ANTHROPIC_API_KEY={t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {t}", _j("AKIA", (UPPER + "234567", 16))),
    ("aws_secret_access_key = {t}", _j((ALNUM + "+/", 40))),
    ("maps key {t}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={t}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key {t}", _j("SK", (HEX, 32))),
    ("el bot de Telegram de la tienda: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("shopify admin token {t}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={t}", _j("dop_v1_", (HEX, 64))),
    ("linear: {t}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account token {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("POSTMAN_API_KEY={t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("VAULT_TOKEN={t}", _j("hvs.", (URLSAFE, 24))),
    ("tailscale up --authkey={t}", _j("tskey-auth-", (ALNUM, 12), "CNTRL-", (ALNUM, 33))),
    ("DOPPLER_TOKEN={t}", _j("dp.st.prd.", (ALNUM, 43))),
    ("SENTRY_AUTH_TOKEN={t}", _j("sntrys_", (ALNUM, 60))),
    ("NEW_RELIC_API_KEY={t}", _j("NRAK-", (UPPER + D, 27))),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={t}", _j("r8_", (ALNUM, 37))),
    ("notion integration secret {t}", _j("ntn_", (ALNUM, 46))),
    ("SUPABASE_ACCESS_TOKEN={t}", _j("sbp_", (HEX, 40))),
    ("DATABRICKS_TOKEN={t}", _j("dapi", (HEX, 32))),
    ("mailgun {t}", _j("key-", (HEX, 32))),
    ("BREVO_API_KEY={t}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("# age key for the backups\n{t}", _j("AGE-SECRET-KEY-1", (_AGE, 58))),
    ("TWINE_PASSWORD={t}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("docker hub PAT {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("PULUMI_ACCESS_TOKEN={t}", _j("pul-", (HEX, 40))),
]
_VENDOR_FRAMES = [
    "{c}",
    "Mica pasó esto en el grupo: {c}",
    "Travis: {c} — y'all rotate it after the job",
    "from the Pozo Claro runbook: {c}",
    "Ramón: me mandaron esto pa'l camión {c}",
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for label, make in v.cycle(rng, _VENDORS, n):
        secret = make(rng)
        frame = rng.choice(_VENDOR_FRAMES)
        out.append(
            Sample("vendor_token", frame.replace("{c}", label.replace("{t}", secret)), secret)
        )
    return out


_INVENTED = [
    "PozoLink API key: {pw}",
    "API key de PozoLink → {pw}",
    "BardaCloud integration broken, current key {pw}",
    "Integrations › MeseTrack: {pw}",
    "clave API de ChocónPay: {pw}",
    "LimaySMS api_key={pw}",
    "allwedd API LimaySMS: {pw}",
    "MeseTrack key for prod: {pw}",
    "la key de BardaCloud es {pw}, che",
    "CHOCONPAY_SECRET_KEY={pw}",
]
_INVENTED_MAKERS: list[Maker] = [_j((HEX, 32)), lambda g: v.uuid4(g, "b"), _j((ALNUM, 40)),
                                 _j("lsms_", (ALNUM, 32)), _j((HEX, 48))]  # fmt: skip


def _invented(g: random.Random) -> str:
    return g.choice(_INVENTED_MAKERS)(g)


_BARE = [
    "{pw}",
    "here it is, it only shows once:\n{pw}",
    "ahí va → {pw}",
    "Travis pasted {pw} in the job chat",
    "token {pw}",
    "te lo copio acá: {pw}",
]
_BARE_MAKERS: list[Maker] = [_j((ALNUM, 40)), _j((URLSAFE, 32), ".", (URLSAFE, 43)),
                             _j((ALNUM + "+/", 56), "=="), _j((ALNUM, 64))]  # fmt: skip


def _bare(g: random.Random) -> str:
    return g.choice(_BARE_MAKERS)(g)


_HEXES = [
    "encryption_key = {pw}",
    "SECRET_KEY_BASE={pw}",
    "the HMAC key for the SCADA webhook: {pw}",
    "LoRaWAN AppKey {pw}",
    "clave AES del frigorífico: {pw}",
    "{pw}",
    "master key → {pw}",
    "SESSION_SECRET={pw}",
]


def _hex(g: random.Random) -> str:
    return _r(g, g.choice([HEX, HEX.upper()]), g.choice([32, 64]))


def _b64url(data: dict[str, Any]) -> str:
    raw = json.dumps(data, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _jwt(g: random.Random) -> str:
    header = {"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"}
    claims = {"sub": g.choice(_USERS), "iss": g.choice(["pozoclaro.lan", "bardaalta.example"]),
              "iat": 1_900_000_000 + g.randrange(10**7),
              "role": g.choice(["ops", "admin"])}  # fmt: skip
    return f"{_b64url(header)}.{_b64url(claims)}.{_r(g, URLSAFE, g.choice([43, 86]))}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "jwt={pw}",
    "the SCADA API session token: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://scada.pozoclaro.lan/api/v2/wells",
    "te paso el token del portal: {pw}",
    "{pw}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])
    body = "\n".join(_r(g, ALNUM + "+/", 64) for _ in range(g.randrange(4, 9)))
    return f"-----BEGIN {kind}-----\n{body}\n{_r(g, ALNUM + '+/', 20)}==\n-----END {kind}-----"


_PEMS = [
    "{pw}",
    "deploy key for the rig repo:\n{pw}",
    "Mica, la key del servidor de Añelo:\n{pw}",
    "cat ~/.ssh/id_frac\n{pw}",
]

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "italian")}


def _seed_of(lang: str, words: int) -> Maker:
    def make(g: random.Random) -> str:
        bits = {12: 16, 18: 24, 24: 32}[words]
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    return make


_SEEDS: list[tuple[str, Maker]] = [
    ("seed phrase: {pw}", _seed_of("english", 12)),
    ("Travis' Ledger recovery words: {pw}", _seed_of("english", 24)),
    ("frase semilla de la billetera de la tienda: {pw}", _seed_of("spanish", 12)),
    ("las 12 palabras: {pw}", _seed_of("spanish", 12)),
    ("ñi 24 palabras de la wallet: {pw}", _seed_of("spanish", 24)),
    ("{pw}", _seed_of("english", 12)),
    ("geiriau adfer y waled: {pw}", _seed_of("english", 18)),
    ("parole di recupero del nonno: {pw}", _seed_of("italian", 12)),
    ("backup the MetaMask words weón: {pw}", _seed_of("english", 12)),
]


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, (template, make) in enumerate(v.cycle(rng, _SEEDS, n)):
        secret = make(rng)
        if index % 5 == 4:
            text = f"Trust Wallet de la tienda, las palabras en orden:\n{secret}\nno las pierdas"
            out.append(Sample("seed_phrase", text, secret))
        else:
            out.append(Sample("seed_phrase", template.replace("{pw}", secret), secret))
    return out


_CARD_PREFIXES = {"visa": (["4"], 16), "mastercard": (["51", "53", "55", "2720"], 16),
                  "amex": (["34", "37"], 15), "naranja": (["589562"], 16),
                  "cabal": (["604201", "604215"], 16)}  # fmt: skip


def _card(g: random.Random) -> str:
    prefixes, length = _CARD_PREFIXES[g.choice(list(_CARD_PREFIXES))]
    body = g.choice(prefixes) + _r(g, D, length - 1 - len(prefixes[0]))
    body = body[: length - 1]
    number = body + luhn.calc_check_digit(body)
    return v.grouped(number, g.choice([" ", "-", "", " "]), g)


_CARDS = [
    "card: {pw}",
    "la tarjeta de la empresa {pw} vence 08/34",
    "Travis' company Amex/Visa, whatever: {pw} exp 11/35",
    "número de tarjeta {pw}",
    "pagá el repuesto con {pw}",
    "rhif y cerdyn: {pw}",
    "{pw} 03/36 Grupo Limay Sur",
    "tarjeta pa'l peaje {pw}, cachai",
]
_CVVS = [
    "Visa ending 4417, security code {pw}",
    "código de seguridad de la tarjeta: {pw}",
    "CVV {pw}",
    "the three digits on the back are {pw}",
    "los tres números de atrás son {pw}",
    "CVC: {pw} (the fuel card)",
]


def _cvv(g: random.Random) -> str:
    return _r(g, D, g.choice([3, 3, 4]))


_IBAN_SHAPES = {"FK": "aa" + "n" * 12, "MN": "n" * 16, "GE": "aa" + "n" * 16,
                "HN": "aaaa" + "n" * 20, "DJ": "n" * 23}  # fmt: skip


def _iban(g: random.Random) -> str:
    number = v.iban_shaped(g, g.choice(list(_IBAN_SHAPES)), _IBAN_SHAPES)
    return v.iban_spaced(number) if g.random() < 0.5 else number


_IBANS = [
    "IBAN: {pw}",
    "mandá la plata al IBAN {pw}",
    "the Falklands supplier's IBAN is {pw}",
    "rhif IBAN yr ewythr: {pw}",
    "beneficiary IBAN → {pw}",
    "{pw}",
    "cuenta del proveedor (IBAN) {pw} po",
]


def _until(g: random.Random, make: Maker, valid: Callable[[str], bool]) -> str:
    return v.until(g, make, valid)


def _cuit(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        body = r.choice(["20", "23", "27", "30", "33"]) + _r(r, D, 8)
        return body + ar_cuit.calc_check_digit(body)

    return str(ar_cuit.format(_until(g, make, ar_cuit.is_valid)))


def _dni(g: random.Random) -> str:
    return str(ar_dni.format(str(g.randrange(10_000_000, 46_000_000))))


def _cbu(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        a = _r(r, D, 7)
        b = _r(r, D, 13)
        first = a + ar_cbu.calc_check_digit(a)
        return first + b + ar_cbu.calc_check_digit(b)

    return _until(g, make, ar_cbu.is_valid)


def _rut(g: random.Random) -> str:
    body = str(g.randrange(6_000_000, 26_000_000))
    return str(cl_rut.format(body + cl_rut.calc_check_digit(body)))


def _ssn(g: random.Random) -> str:
    return v.ssn_number(g)


def _ein(g: random.Random) -> str:
    return _until(g, lambda r: f"{_r(r, D, 2)}-{_r(r, D, 7)}", us_ein.is_valid)


def _rtn(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        body = r.choice(["0", "1", "2", "3"]) + _r(r, D, 7)
        return body + us_rtn.calc_check_digit(body)

    return _until(g, make, us_rtn.is_valid)


def _nhs(g: random.Random) -> str:
    number = _until(g, lambda r: _r(r, D, 10), gb_nhs.is_valid)
    return str(gb_nhs.format(number))


def _utr(g: random.Random) -> str:
    return _until(g, lambda r: _r(r, D, 10), gb_utr.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("CUIT de Pozo Claro: {pw}", _cuit),
    ("mi CUIL es {pw}", _cuit),
    ("DNI {pw}, Micaela Nahuelpán", _dni),
    ("el DNI del lonko: {pw}", _dni),
    ("CBU para la transferencia: {pw}", _cbu),
    ("pasame tu CBU → {pw}", _cbu),
    ("RUT del camionero: {pw}", _rut),
    ("mi RUT es {pw} po", _rut),
    ("Travis' SSN: {pw}", _ssn),
    ("social security number {pw}", _ssn),
    ("EIN for the Midland LLC: {pw}", _ein),
    ("routing number {pw}, Permian Basin credit union", _rtn),
    ("rhif GIG / NHS number: {pw}", _nhs),
    ("Luned's NHS number is {pw}", _nhs),
    ("UTR {pw}", _utr),
    ("tax id (UTR) for the Cardiff cousin: {pw}", _utr),
]


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        secret = make(rng)
        out.append(Sample("national_id", template.replace("{pw}", secret), secret))
    return out


# ---- one-time codes, TOTP, backup codes --------------------------------------------------
_TOTPS = [
    "otpauth://totp/PozoClaro:{u}?secret={pw}&issuer=PozoClaro",
    "TOTP secret: {pw}",
    "2FA setup key {pw}",
    "la clave del 2FA (la manual, no el QR) es {pw}",
    "Travis couldn't scan the QR code, so he typed the manual key {pw}",
]


def _totp(g: random.Random) -> str:
    return v.totp_secret(g, spaced=g.random() < 0.4)


_OTPS = [
    "{pw} is your Pozo Claro verification code",
    "Tu código de verificación es {pw}",
    "Banco: código {pw}. No lo compartas.",
    "Use {pw} to sign in to BardaCloud",
    "verification code: {pw}",
    "el código que me llegó por SMS: {pw}",
    "Mica: me llegó el código {pw}, ponelo rápido",
    "cod dilysu: {pw}",
    "LimaySMS: su código de acceso es {pw}",
]


def _otp(g: random.Random) -> str:
    code = _r(g, D, 6)
    return g.choice([code, f"{code[:3]} {code[3:]}", code])


_BACKUPS = [
    "Google backup codes:\n{pw}",
    "códigos de recuperación de la cuenta de Mercado Libre de la tienda:\n{pw}",
    "2FA backup codes for the Pozo Claro GitHub org: {pw}",
    "códigos de respaldo del 2FA\n{pw}",
    "codau wrth gefn: {pw}",
]


def _backup(g: random.Random) -> str:
    codes = v.backup_codes(g, g.randrange(5, 9), g.randrange(4))
    return g.choice(["\n", ", ", " "]).join(codes)


_WIFIS = [
    "wifi Barda Alta Empaque / {pw}",
    "Network: PozoClaro-Yard-5G\nPassword: {pw}",
    "la clave del wifi de la tienda es {pw}",
    "WIFI:T:WPA;S:Giganoto-Tienda;P:{pw};;",
    'wpa_passphrase="{pw}"',
    "cyfrinair y wifi yw {pw}",
    "frac van wifi, y'all: FracVan-7 key {pw}",
    "ssid,psk\nBardaAlta-Camaras,{pw}",
    "el wifi del camión (RAMON-4G) usa {pw}, weón",
    "wifi ruka: Huenchupan-Casa, contraseña {pw}",
]


def _random16(g: random.Random) -> str:
    return _r(g, ALNUM, 16)


def _wifi(g: random.Random) -> str:
    makers: list[Maker] = [_pw, _plain, _random16]
    return g.choice(makers)(g)


_PINS = [
    "PIN: {pw}",
    "the gate code at the Añelo yard is {pw}",
    "código del portón: {pw}#",
    "alarm code for the packing shed → {pw}",
    "el PIN de la tarjeta es {pw}",
    "clave del candado del contenedor: {pw}",
    "Travis: door code for the company house is {pw}, y'all",
    "cod y drws: {pw}",
    "PIN y cerdyn yw {pw}",
    "caja fuerte de la tienda: combinación {pw}",
    "SIM PIN {pw}",
    "keypad at the frac van: {pw}",
    "código de la alarma de la ruka: {pw}",
]


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6]))


_PLAN: list[tuple[str, list[str], Maker, int]] = [
    ("password_labelled", _LABELLED, _pw, 56),
    ("login_pair", _LOGINS, _pw, 18),
    ("login_url", _URLS, _plain, 12),
    ("cli_password", _CLI, _plain, 23),
    ("config_password", _CONFIG, _plain, 12),
    ("password_question", _QA, _pw, 8),
    ("password_said_first", _SAID_FIRST, _pw, 10),
    ("passphrase", _PASSPHRASES, _phrase, 10),
    ("invented_vendor_key", _INVENTED, _invented, 15),
    ("bare_token", _BARE, _bare, 12),
    ("hex_key", _HEXES, _hex, 12),
    ("jwt", _JWTS, _jwt, 10),
    ("pem_private_key", _PEMS, _pem, 8),
    ("card", _CARDS, _card, 16),
    ("card_code", _CVVS, _cvv, 8),
    ("iban", _IBANS, _iban, 14),
    ("totp_secret", _TOTPS, _totp, 10),
    ("otp_code", _OTPS, _otp, 14),
    ("backup_codes", _BACKUPS, _backup, 10),
    ("wifi_key", _WIFIS, _wifi, 14),
    ("pin_code", _PINS, _pin, 18),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for cls, templates, make, n in _PLAN:
        out += _fill(rng, cls, templates, n, make, u=_USERS)
    out += _vendors(rng, 36)
    out += _seeds(rng, 14)
    out += _ids(rng, 20)
    out += _spelled(rng, 10)
    return out


def _english_seed(g: random.Random) -> str:
    return _seed_of("english", 12)(g)


# A field that ends in a label → the start of the next field ({s}: the secret).
# (class, first field, second field, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the Añelo yard VPN password is", "{s}", _pw),
    ("split_password", "contraseña del ERP:", "{s} (la cambié el lunes)", _pw),
    ("split_password", "la clave del GPS del camión es", "{s}, weón", _pw),
    ("split_password", "cyfrinair:", "{s}", _pw),
    ("split_password", "frac van password", "{s}\nchange it after the stage", _pw),
    ("split_password", "ñi kontraseña ta", "{s}", _pw),
    ("split_password", "SCADA admin pw =", "{s}", _pw),
    ("split_password", "Travis said the password's", "{s}, I reckon", _pw),
    ("split_password", "che la pass del NAS es", "{s} jaja", _pw),
    ("split_password", "wifi Barda Alta Empaque key", "{s}", _wifi),
    ("split_token", "PozoLink API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "clave API de ChocónPay", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "frase semilla", "{s}", _seed_of("spanish", 12)),
    ("split_card", "número de tarjeta", "{s} vence 09/35", _card),
    ("split_iban", "IBAN", "{s}", _iban),
    ("split_id", "CUIT", "{s}", _cuit),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_pin", "el código del portón es", "{s}#", _pin),
    ("split_phrase", "KeePass passphrase", "{s}", _phrase),
]


def _put(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [FieldPair(cls, first, *_put(rng, second, make)) for cls, first, second, make in _SPLITS]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: list[tuple[str, str, Maker]] = [
    (
        '{"scada": {"url": "https://scada.pozoclaro.lan", "admin_password": "{s}"}}',
        "meta_password",
        _plain,
    ),
    (
        '{"contraseña": "{s}"}',
        "meta_password",
        _plain,
    ),
    (
        '{"cyfrinair": "{s}", "defnyddiwr": "luned"}',
        "meta_password",
        _plain,
    ),
    (
        '{"account": {"user": "rcarcamo", "passwd": "{s}"}}',
        "meta_password",
        _plain,
    ),
    (
        '{"printers": [{"name": "zebra-1"}, {"name": "zebra-2", "web_password": "{s}"}]}',
        "meta_password",
        _plain,
    ),
    (
        '{"argv": ["mysql", "-h", "db.bardaalta.example", "-u", "empaque", "--password", "{s}"]}',
        "meta_password",
        _plain,
    ),
    (
        '{"note": "che la contraseña del server es {s}"}',
        "meta_password",
        _plain,
    ),
    (
        '{"transcript": "log into the frac van laptop as ops with the password {s}"}',
        "meta_password",
        _plain,
    ),
    (
        '{"pozolink": {"api_key": "{s}"}}',
        "meta_token",
        _j((HEX, 32)),
    ),
    (
        '{"bardaCloudToken": "{s}"}',
        "meta_token",
        _j((HEX, 64)),
    ),
    (
        '{"headers": {"Authorization": "Bearer {s}"}}',
        "meta_token",
        _j((ALNUM, 40)),
    ),
    (
        '{"github": {"token": "{s}"}}',
        "meta_token",
        _j("ghp_", (ALNUM, 36)),
    ),
    (
        '{"payment": {"card_number": "{s}", "exp": "07/36"}}',
        "meta_card",
        _card,
    ),
    (
        '{"proveedor": {"iban": "{s}"}}',
        "meta_iban",
        lambda g: v.iban_shaped(g, "MN", _IBAN_SHAPES),
    ),
    (
        '{"chofer": {"rut": "{s}"}}',
        "meta_id",
        _rut,
    ),
    (
        '{"mfa": {"backup_codes": ["{s}", "K7QX2-M9WPL", "T3HZR-8VD4N"]}}',
        "meta_otp",
        lambda g: v.backup_codes(g, 1, 2)[0],
    ),
    (
        '{"wallet": {"seed_words": "{s}"}}',
        "meta_seed",
        _english_seed,
    ),
    (
        '{"lorawan": {"app_key": "{s}"}}',
        "meta_key",
        _j((HEX.upper(), 32)),
    ),
    (
        '{"contenedor": {"codigo_candado": "{s}"}}',
        "meta_pin",
        _pin,
    ),
    (
        '{"wifi": {"ssid": "PozoClaro-Yard-5G", "psk": "{s}"}}',
        "meta_wifi",
        _plain,
    ),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_put(rng, text, make)) for text, cls, make in _METADATA]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"hmi-panel-firmware-6.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.limaysur.lan/pozos-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"pozos: add casing pressure alarm", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"empaque: revert label template", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"calibre_peras_2031-02-14.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the SCADA admin password before the audit on 2031-05-12.",
    "Travis asked for the frac van wifi password; it's on the card in the company pickup.",
    "Policy: Grupo Limay Sur passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords in the WhatsApp group; share a vault link instead.",
    "The `.env.example` line `POZOLINK_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_MESETRACK_KEY> in the README with the key from your dashboard.",
    "che, no le pases la contraseña a nadie, ni al de sistemas",
    "la contraseña tiene q tener 12 caracteres mínimo, ojo",
    "weón, nunca le dai la clave a nadie por teléfono, cachai",
    "mari mari lamngen, kontraseña ta inche ñi kimün, chaltu may",
    "y'all, don't ever text a password, call me instead",
    "Paid $4,250.00 for the pump parts, invoice 2031-0417.",
    "peidiwch byth â rhannu'ch cyfrinair, cariad",
    "La contraseña debe cambiarse cada 90 días.",
    "Upgraded the HMI firmware from 6.1 to 6.2.0 and pymodbus to 3.9.2 this weekend.",
    f"commit {_COMMIT} adds the casing pressure alarm.",
    f"Rolled back to {_SHORT} after the label template broke the packing line.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The HMI firmware 6.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The pozos API runs registry.limaysur.lan/pozos-api@sha256:{_IMAGE}.",
    f"MD5 of calibre_peras_2031-02-14.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3c9e71a2-5b4d-4e8f-a1c6-7d2b9f0e4a31 is the slow one in the PozoLink logs.",
    "Orden de compra OC-2031-00877: 300 bins de peras Williams para el lunes.",
    "Ticket #5528: la cámara de frío 2 marca 3 °C de noche.",
    "Llamá a la oficina de Añelo al +54 299 555-0142 antes del mediodía.",
    "Código postal Q8300 es Neuquén capital; Q8309 es Centenario.",
    "Pad LC-14, well 6H, stage 38 of 52 pumped at 92 bpm.",
    "Tracking AR-5519-0033-2 del envío de fósiles de réplica a Bahía Blanca.",
    "-38.9516, -68.0591 is the yard; -39.2342, -68.3217 is the museum.",
    "Torque 12,500 ft-lb on the wellhead flange, checked 2031-06-03.",
    "After five wrong passwords the SCADA locks the account for 15 minutes.",
    "The PIN pad at the museum shop is broken again, use the other one.",
    "Ask Ramón for the gate code, I don't have it.",
    "My Visa ending 4417 was declined at the Cutral Có fuel station.",
    "La tarjeta terminada en **** **** **** 8830 está bloqueada.",
    "IBAN: ver la factura, no lo tengo acá.",
    "Print the 2FA backup codes for the shop's Mercado Libre account and keep them in the safe.",
    "Nadie del banco te va a pedir el código que te llega por SMS.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `BARDACLOUD_API_KEY` in the secrets store, never in the repository.",
    "The guest wifi 'Giganoto-Visitantes' is open, no password needed.",
    "Lote PER-2031-CEN-0412, 18 kg por caja, calibre 90, presión 5.8 lb.",
    "Réplica Giganotosaurus carolinii, código de producto GIG-REP-0042, $18.900.",
    "El camión patente AE 512 KD sale de Temuco a las 05:30 por Pino Hachado.",
    "cod post Gaiman yw U9105; mae'r capel ar agor ddydd Sul",
    "Texas plates LRX-4471 on the frac van, registration due 2031-09.",
    "The password field is masked as ******** on the HMI screen.",
    "el código de error E-4021 del frigorífico es por el sensor de puerta",
    "Version 2.14.3 of the label printer driver fixes the barcode bug.",
    "ISBN 978-987-1234-56-7 is the field guide on the museum shelf.",
    "Turno de cosecha: 07:00 a 15:00, 42 cosechadores, 3 tractores.",
    "Gas price today $2.87/MMBtu at Henry Hub; Loma Campana crude at 71.20.",
    "the token limit for the assistant is 8000 per call",
    "la cuadrilla 3 usa el casco con el código QR del turno, no tiene clave",
    "Two-factor is on for every Pozo Claro account since March.",
    "Nos vemos en la ruta 7 km 1247, al lado del surtidor.",
    "feley, pewkallal lamngen, ka antü",
    "Travis: fixin' to head to the Permian on the 14th, back the 28th.",
    "Hash algorithm for the export is SHA-256; the key lives in the HSM.",
    "PO box 31, Trelew, Chubut; fax nobody uses anymore: 0280 442-1137.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/limaysur/scada", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "5528", "orden_compra": "OC-2031-00877"}',
    '{"lote": {"id": "PER-2031-CEN-0412", "kg": 18, "calibre": 90}}',
    '{"telefono": "+54 299 555-0142", "ciudad": "Añelo"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bins_en_camara": 1840}',
    '{"pad": "LC-14", "well": "6H", "stage": 38, "rate_bpm": 92}',
    '{"tarjeta": "**** 8830", "estado": "bloqueada"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
