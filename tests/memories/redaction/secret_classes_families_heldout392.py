# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-ninety-second corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-eighty-ninth's
docstring, the fifth to three-hundred-and-eighty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (390, 391, 393), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (392_518_064), password words (a craft,
a crop or a place of Ayacucho, a number and a sign, `Retablo58!`; dot-joined words with a year,
`qantu.pichari.2031`; leet `R3t4bl0`; a name, a year and a town; dashed generator groups; random
runs).

The fictional company is Sumaq Maki Exportadora S.A.C., a retablo, tapestry and filigree exporter
in Huamanga (Ayacucho, Peru) that also markets the green coffee of the invented Cooperativa Agraria
Yanamayu in Santa Rosa and Llochegua (VRAEM) and runs the Hostal Killa Wasi two blocks from the
Plaza de Armas. Staff: Efraín Quispe (IT), Rosa Huamaní (sales), Teodoro Ccente (retablo workshop),
Maribel Cárdenas (hostel front desk), Wilber Palomino (coffee warehouse), Doña Alejandrina Tineo
(weaver in Santa Ana); the Italian NGO partner Chiara Bellandi of the invented Ponti Andini ETS in
Bergamo; and the Japanese buyer 藤沢かおる (Fujisawa Kaoru) of the invented 工房あまやどり in Kyoto.
Every company, person, address, domain (`sumaqmaki.lan`, `killawasi.example`,
`yanamayu.example`), account and number is invented; only the region is real. Texts: WhatsApp and
LINE chats, tickets, notes, runbooks, shell prompts, config and env files, voice-note transcripts
and requests to the assistant; separators: a colon, `=`, `→`, `->`, `/`, `|`, `es`, `è`, `は`,
`kan`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 389, grep -l): none for VRAEM, Pichari, Kimbiri, Sivia, Pikimachay,
`Qapaq`, `Hayk'aq` and `qm.lan`; one for Huamanga, Huanta, retablo, freee and Misoca; two for
Ayacucho; three for Chanka; four to nine for Kintone, Cybozu, Chatwork, Chatwoot, Izipay, Culqi,
Satispay, Niubiz, Interbank, PayPay, Rakuten and Quinua; `yaykuna` (11), `contra es` (26), `la
password è` (28), `暗証番号` (23) and `chiave API` (83) are used before, so other wordings are
used (`la clave del wifi ya es`, `la pw è`, `ログインパス`, `chiave d'accesso`); `pe.cui` (15),
`pe.ruc` (14), `jp.cn` (13), `jp.in_` (14), `it.iva` (20) and `it.codicefiscale` (21) are used
before but are the region's and the partners' ids. Languages: about half English or config; the
rest Peruvian Spanish as texted in Ayacucho (`oe`, `causa`, `pe`, `al toque`, `manyas`), Ayacucho
(Chanka) Quechua (`wifipa clavenqa … kachkan`, `punkupa kichananpaq`, `kaymi clave`), the Italian
of the NGO partner (`la pw del wifi è`, `ti giro le credenziali`) and the Japanese of the buyer
(`ログインパス`, `PWは`, `認証コード`). The Quechua wordings and the Spanish-Quechua mixing are my
guesses at how they are texted, as are the Japanese abbreviations. Vendors, mostly invented or
little used: Cloudbeds, Little Hotelier, Kintone, freee, Chatwork, Chatwoot, Izipay, Culqi,
Satispay, Qantu Pay (invented), Retablink (invented), Wayra Cargo (invented), Ccollpa ERP
(invented), Killa Booking (invented), Tarpuy Sensors (invented), plus GitHub, GitLab, Slack,
Stripe, Hugging Face, Anthropic, OpenAI, SendGrid, Twilio, Telegram, Shopify, Linear, DigitalOcean,
Postman, Grafana, npm, Doppler and Notion shapes. Ids: Peru's RUC and DNI with its check digit
(`pe.ruc`, `pe.cui`), Italy's codice fiscale and partita IVA (`it.codicefiscale`, `it.iva`),
Japan's My Number and corporate number (`jp.in_`, `jp.cn`), each drawn until its module validates
it; IBANs of Italy, San Marino, Costa Rica, Brazil and Timor-Leste (checked with `stdnum.iban`);
seed phrases from `mnemonic`'s English, Spanish, Italian and French lists, each checked with
`Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Diners and JCB prefixes).
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
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva
from stdnum.jp import cn as jp_cn
from stdnum.jp import in_ as jp_in
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 392_518_064
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Value = Callable[[random.Random], "str | tuple[str, str]"]


@dataclass(frozen=True)
class _Family:
    """A class of samples: templates holding ``{pw}`` (the drawn value) and named pools.

    ``make`` returns the value, or (the text put in ``{pw}``, the secret inside it)."""

    cls: str
    templates: list[str]
    make: Value
    pools: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, self.templates, n):
            made = self.make(rng)
            shown, secret = made if isinstance(made, tuple) else (made, made)
            text = template
            for name, pool in self.pools:
                text = text.replace("{" + name + "}", rng.choice(pool))
            out.append(Sample(self.cls, text.replace("{pw}", shown), secret))
        return out


_CRAFT = [
    "Retablo",
    "Tapiz",
    "Filigrana",
    "Huamanga",
    "Alabastro",
    "Chuspa",
    "Qantu",
    "Cochinilla",
    "Quinua",
    "Chakana",
    "Wari",
    "Qoricancha",
    "Tinya",
    "Waqrapuku",
    "Cafetal",
    "Arabica",
]
_PLACES = [
    "Huamanga",
    "Huanta",
    "Quinua",
    "Llochegua",
    "SantaRosa",
    "Sivia",
    "Ayna",
    "Tambo",
    "Vilcashuaman",
    "Cangallo",
    "SantaAna",
    "Carmenca",
    "Pikimachay",
    "Ccollpa",
]
_NAMES = [
    "efrain",
    "rosa",
    "teodoro",
    "maribel",
    "wilber",
    "alejandrina",
    "chiara",
    "kaoru",
    "yesenia",
    "percy",
    "nilda",
    "jhon",
    "edith",
    "grimaldo",
]
_SYMBOLS = "!#$%&*?@+=^"
_LEET = ["R3t4bl0", "T4p1z", "Qu1nu4", "W4r1", "Ch4k4n4", "C0ch1n1ll4", "Al4b4str0"]
_WORDS = [
    "qantu",
    "pichari",
    "retablo",
    "cafe",
    "killa",
    "wasi",
    "tinya",
    "warmi",
    "puna",
    "ichu",
    "molle",
    "tuna",
    "sanki",
    "yanamayu",
    "apu",
    "wari",
]

_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CRAFT)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_WORDS, 2)) + f".{g.randrange(2024, 2040)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2040)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1960, 2010)}{g.choice(_PLACES)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: f"{g.choice(_CRAFT)}{g.choice(_PLACES)}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 15),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_USERS = ("efrain", "rquispe", "admin", "tccente", "recepcion", "wpalomino", "chiara.b", "kaoru")
_HOSTS = ("erp.sumaqmaki.lan", "pms.killawasi.example", "db1.sumaqmaki.lan", "nas.yanamayu.example")
_NETS = ("Killa Wasi Huespedes", "SumaqMaki Taller 2G", "Yanamayu Almacen", "MOVISTAR_8F2A")
_POOLS = (("u", _USERS), ("h", _HOSTS), ("n", _NETS))

_SAID = [
    "Cloudbeds admin password: {pw}",
    "password = {pw}",
    "NAS password → {pw}",
    "Kintone login pw -> {pw}",
    "root pw / {pw}",
    "router admin | password | {pw}",
    "The password for the retablo catalogue site is {pw}",
    "Little Hotelier front desk password:\n{pw}",
    "What's the freee password again?\n{pw}",
    "{pw} is the password for the hostel's POS tablet.",
    "Efraín: ERP password changed to {pw}",
    "Note to self: Ccollpa ERP password is {pw} until the audit.",
    "oe causa, la clave del ERP ya es {pw}, no la cambies pe",
    "Rosa: contraseña del correo de ventas → {pw}",
    "la clave del sistema de la coop: {pw} (al toque cámbiala)",
    "manyas la contraseña del Chatwoot? es {pw}",
    "Maribel: clave de la recepción {pw} — no la pegues en el grupo",
    "sistema de reservas, usuario recepcion, contraseña {pw}",
    "ERPpa clavenqa {pw} kachkan",
    "kaymi clave: {pw}",
    "correopa clavenqa {pw}, ama pimanpas willankichu",
    "Chiara: la pw del gestionale è {pw}",
    "ti giro la chiave d'accesso del Satispay: {pw}",
    "Password del portale donatori = {pw}",
    "ログインパス：{pw}",
    "Kintone のパスワードは {pw} です",
    "PWは {pw} に変えました",
    "[Chatwork] 藤沢: 発注システムのパスワード → {pw}",
    "Wilber (voice note): the warehouse scale password is {pw}, write it down",
    "Can you remember for me that the Retablink password is {pw}?",
    "ssh pw for the hostel mini PC = `{pw}`",
    'password: "{pw}"',
    "Rosa: pass del Izipay (panel) = {pw}",
    "Teodoro: la contra del taller es {pw}",
]
_said = _Family("password_label", _SAID, _pw)

_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "{u} / {pw}",
    "user={u} pass={pw}",
    "usuario: {u}\ncontraseña: {pw}",
    "Cloudbeds — usuario {u}, clave {pw}",
    "sign in as {u} with {pw}",
    "ユーザー名：{u}　パスワード：{pw}",
    "utente {u}, password {pw}",
    "| {u} | {pw} | admin |",
    "u={u} p={pw}",
    "{u}@sumaqmaki.lan:{pw}",
    "creds for the coffee scale are {u} and {pw}",
]
_logins = _Family("login_pair", _LOGINS, _plain_pw, _POOLS)

_CLI = [
    "$ mysql -u {u} -p{pw} killawasi_pms",
    "efrain@taller:~$ sshpass -p '{pw}' ssh {u}@{h}",
    "$ curl -u {u}:{pw} https://{h}/api/v1/pedidos",
    "$ redis-cli -h {h} -a {pw} ping",
    "$ docker login registry.sumaqmaki.lan -u {u} -p {pw}",
    "$ htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    '$ psql "postgresql://{u}:{pw}@{h}:5432/ventas"',
    "$ smbclient //nas.yanamayu.example/cosecha -U {u}%{pw}",
    "$ 7z a fotos_retablos.7z fotos/ -p{pw}",
    "$ zip -P {pw} facturas_2032.zip facturas/*.pdf",
    "$ openssl enc -aes-256-cbc -in lista.csv -out lista.enc -pass pass:{pw}",
    "$ ldapsearch -x -D cn={u},dc=sumaqmaki,dc=lan -w {pw}",
    "$ echo '{pw}' | sudo -S systemctl restart cloudbeds-bridge",
    '$ mongosh "mongodb://{u}:{pw}@{h}/stock"',
    "$ sqlcmd -S {h} -U {u} -P {pw}",
    "$ keytool -genkey -alias retablink -keystore tienda.jks -storepass {pw}",
    "$ ssh-keygen -t ed25519 -f ~/.ssh/coop -N '{pw}'",
    "$ lftp -u {u},{pw} sftp://{h}",
    "$ xfreerdp /v:{h} /u:{u} /p:{pw}",
    "$ gpg --batch --passphrase {pw} -c contratos.tar",
    "$ rabbitmqctl add_user {u} {pw}",
    "$ mosquitto_pub -h {h} -u {u} -P {pw} -t secador/temp -m 41",
    "$ twine upload -u {u} -p {pw} dist/*",
    "$ ipmitool -I lanplus -H {h} -U {u} -P {pw} power status",
    "$ passwd --stdin {u} <<< '{pw}'",
]
_cli = _Family("cli_password", _CLI, _plain_pw, _POOLS)

_URLS = [
    "DATABASE_URL=postgres://{u}:{pw}@{h}:5432/killawasi",
    "mysql://{u}:{pw}@db1.sumaqmaki.lan/retablos",
    "smtp://ventas:{pw}@mail.sumaqmaki.lan:587",
    "amqp://{u}:{pw}@mq.sumaqmaki.lan:5672/",
    "redis://:{pw}@cache.killawasi.example:6379/0",
    "ftp://{u}:{pw}@fotos.yanamayu.example/cosecha2032",
    "https://{u}:{pw}@git.sumaqmaki.lan/tienda.git",
    "el link del NAS: https://{u}:{pw}@nas.yanamayu.example:5001",
]
_urls = _Family("url_credentials", _URLS, _plain_pw, _POOLS)

_CONFIGS = [
    ".env:\nDB_USER=pms\nDB_PASSWORD={pw}",
    "config.yml:\ndatabase:\n  user: retablink\n  password: {pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "[mysql]\nuser = backup\npassword = {pw}",
    "application.properties:\nspring.datasource.password={pw}",
    'docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: "{pw}"',
    "~/.pgpass:\ndb1.sumaqmaki.lan:5432:ventas:efrain:{pw}",
    'settings.py:\nEMAIL_HOST_PASSWORD = "{pw}"',
    "export SMTP_PASS='{pw}'",
    'appsettings.json: "ConnectionStrings": "Server=db1;User Id=pms;Password={pw};"',
    'wpa_supplicant.conf:\nnetwork={\n  ssid="Yanamayu Almacen"\n  psk="{pw}"\n}',
    'terraform.tfvars:\ndb_password = "{pw}"',
]
_configs = _Family("config_file", _CONFIGS, _plain_pw)

# vendor templates: the whole token (prefix included) goes in {pw}
_VENDOR_ROWS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={pw}", _j("ghp_", (ALNUM, 36))),
    ("gitlab token for the tienda repo: {pw}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN={pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe live key {pw}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("anthropic key: {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("sendgrid: {pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key {pw}", _j("SK", (HEX, 32))),
    ("bot del hostal (Telegram): {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("Shopify admin token {pw}", _j("shpat_", (HEX, 32))),
    ("LINEAR_API_KEY={pw}", _j("lin_api_", (ALNUM, 40))),
    ("DigitalOcean: {pw}", _j("dop_v1_", (HEX, 64))),
    ("Postman key {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("grafana service token {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("notion integration secret: {pw}", _j("ntn_", (ALNUM, 46))),
    ("Qantu Pay API key: {pw}", _j((HEX, 40))),
    ("Retablink API-Key = {pw}", _j((ALNUM, 36))),
    ("Wayra Cargo integration broken, current key {pw}", _j((HEX, 32))),
    ("Ccollpa ERP › Integraciones › Killa Booking: {pw}", lambda g: v.uuid4(g, "b")),
    ("Tarpuy Sensors api_key={pw}", _j("tps_", (ALNUM, 32))),
    ("Cloudbeds API key: {pw}", _j("cbat_", (ALNUM, 32))),
    ("Izipay clave API (producción): {pw}", _j((HEX, 48))),
    ("Culqi llave secreta {pw}", _j("sk_live_", (HEX, 32))),
    ("Satispay chiave API: {pw}", _j((ALNUM, 40))),
    ("kintone APIトークン：{pw}", _j((ALNUM, 40))),
    ("freee のアクセストークン {pw}", _j((URLSAFE, 43))),
    ("Chatwork API token: {pw}", _j((HEX, 32))),
    ("Chatwoot api_access_token: {pw}", _j((ALNUM, 24))),
    ("la API key de Qantu Pay para la coop es {pw}", _j("qp_live_", (ALNUM, 32))),
    ("API-Key per il portale di Ponti Andini: {pw}", _j((HEX, 32))),
    ("Authorization: Bearer {pw}", _j((URLSAFE, 48))),
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDOR_ROWS, n):
        token = make(rng)
        out.append(Sample("vendor_token", template.replace("{pw}", token), token))
    return out


_BARE = [
    "{pw}",
    "here's what the Retablink dashboard showed: {pw}",
    "pegué esto en el grupo sin querer: {pw}",
    "Efraín, ¿esto qué es? {pw}",
    "kay kodigota tarirqani: {pw}",
    "copiato dal pannello: {pw}",
    "これ何ですか → {pw}",
    "token from the Cloudbeds bridge log: {pw}",
]
_bare = _Family("bare_token", _BARE, _j((ALNUM, 40)))

_HEXES = [
    "AES key for the backup: {pw}",
    "encryption_key = {pw}",
    "{pw}",
    "HMAC secret for the Qantu Pay webhook: {pw}",
    "la llave del cifrado de la tienda: {pw}",
    "SECRET_KEY_BASE={pw}",
]
_hexes = _Family("hex_key", _HEXES, _j((HEX, 64)))


def _jwt(rng: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": rng.choice(_USERS), "iat": 1_900_000_000 + rng.randrange(10**7)})
    return f"{head}.{body}.{_r(rng, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "session token: {pw}",
    "{pw}",
    "el token de Killa Booking que me pasaron: {pw}",
    "cookie access_token={pw}; Path=/",
    "トークン：{pw}",
]
_jwts = _Family("jwt", _JWTS, _jwt)


def _pem(rng: random.Random) -> str:
    kind = rng.choice(["PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    raw = base64.b64encode(
        bytes(rng.randrange(256) for _ in range(rng.choice([180, 240])))
    ).decode()
    lines = "\n".join(raw[i : i + 64] for i in range(0, len(raw), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEMS = [
    "the deploy key for the tienda server:\n{pw}",
    "{pw}",
    "id_ed25519 del mini PC:\n{pw}",
    "chiave privata del certificato:\n{pw}",
]
_pems = _Family("pem_key", _PEMS, _pem)

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "italian", "french")}


def _seed(lang: str, words: int) -> Maker:
    def make(g: random.Random) -> str:
        n = {12: 16, 15: 20, 18: 24, 24: 32}[words]
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(n))))

    return make


_SEED_ROWS: list[tuple[str, Maker]] = [
    ("seed phrase of the coop's wallet: {pw}", _seed("english", 12)),
    ("recovery words (Ledger, donations):\n{pw}", _seed("english", 24)),
    ("frase semilla de la billetera de Wilber: {pw}", _seed("spanish", 12)),
    ("las 12 palabras: {pw}", _seed("spanish", 12)),
    ("le 12 parole del wallet della ONG: {pw}", _seed("italian", 12)),
    ("frase di recupero → {pw}", _seed("italian", 18)),
    ("phrase de récupération du portefeuille : {pw}", _seed("french", 12)),
    ("{pw}", _seed("english", 15)),
]


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _SEED_ROWS, n):
        phrase = make(rng)
        out.append(Sample("seed_phrase", template.replace("{pw}", phrase), phrase))
    return out


def _card_number(rng: random.Random) -> str:
    brand = rng.choice(["visa", "mastercard", "amex", "diners", "jcb"])
    number = v.card(rng, brand)
    return v.grouped(number, rng.choice(["", " ", "-", " "]), rng)


_CARDS = [
    "card number {pw} exp 09/35",
    "tarjeta de la empresa: {pw}",
    "Visa de Rosa {pw} vence 11/34",
    "numero della carta: {pw}",
    "カード番号：{pw}",
    "pay the Wayra Cargo invoice with {pw}",
    "tarjetapa numeron: {pw}",
]
_cards = _Family("card", _CARDS, _card_number)

_CVVS = [
    "CVV: {pw}",
    "security code on the back: {pw}",
    "el código de seguridad es {pw}",
    "the three digits on the back are {pw}",
    "codice di sicurezza (CVV2): {pw}",
    "セキュリティコード：{pw}",
]
_cvvs = _Family("card_code", _CVVS, lambda g: _r(g, D, g.choice([3, 3, 4])))

_IBAN_SHAPES = {
    "IT": "a" + "n" * 10 + "c" * 12,
    "SM": "a" + "n" * 10 + "c" * 12,
    "CR": "0" + "n" * 17,
    "BR": "n" * 23 + "a" + "c",
    "TL": "n" * 19,
}


def _iban(g: random.Random, country: str) -> str:
    return v.iban_shaped(g, country, _IBAN_SHAPES)


def _iban_any(g: random.Random) -> str:
    number = _iban(g, g.choice(list(_IBAN_SHAPES)))
    return v.iban_spaced(number) if g.random() < 0.5 else number


_IBANS = [
    "IBAN: {pw}",
    "bonifico di Ponti Andini sull'IBAN {pw}",
    "cuenta para el pago del café: IBAN {pw}",
    "振込先 IBAN：{pw}",
    "{pw} (conto della ONG)",
    "wire to {pw}, ref. lote YNM-32",
]
_ibans = _Family("iban", _IBANS, _iban_any)


def _ruc(g: random.Random) -> str:
    return v.until(g, _j(g.choice(["20", "10"]), (D, 9)), pe_ruc.is_valid)


def _dni(g: random.Random) -> str:
    body = _r(g, D, 8)
    return body + g.choice(pe_cui.calc_check_digits(body))


def _cf(g: random.Random) -> str:
    body = (_r(g, UPPER, 6) + _r(g, D, 2) + g.choice("ABCDEHLMPRST")
            + f"{g.choice([g.randrange(1, 29), g.randrange(41, 69)]):02d}"
            + g.choice("ABCDEFGHILMZ") + _r(g, D, 3))  # fmt: skip
    return body + it_cf.calc_check_digit(body)


def _iva(g: random.Random) -> str:
    return v.until(g, _j((D, 7), "0", (D, 3)), it_iva.is_valid)


def _my_number(g: random.Random) -> str:
    body = str(g.randrange(1, 10)) + _r(g, D, 10)
    return body + jp_in.calc_check_digit(body)


def _corp_number(g: random.Random) -> str:
    body = str(g.randrange(1, 10)) + _r(g, D, 11)
    return jp_cn.calc_check_digit(body) + body


_ID_ROWS: list[tuple[str, str, Maker]] = [
    ("id_pe_ruc", "RUC de Sumaq Maki: {pw}", _ruc),
    ("id_pe_ruc", "factura a nombre de la coop, RUC {pw}", _ruc),
    ("id_pe_ruc", "Wayra Cargo's tax id (RUC) is {pw}", _ruc),
    ("id_pe_cui", "DNI de Doña Alejandrina: {pw}", _dni),
    ("id_pe_cui", "my DNI number is {pw}", _dni),
    ("id_pe_cui", "DNI-nin: {pw}", _dni),
    ("id_it_cf", "codice fiscale di Chiara: {pw}", _cf),
    ("id_it_cf", "CF {pw}", _cf),
    ("id_it_iva", "Partita IVA di Ponti Andini ETS: {pw}", _iva),
    ("id_it_iva", "P.IVA {pw}", _iva),
    ("id_jp_in", "マイナンバー：{pw}", _my_number),
    ("id_jp_in", "藤沢さんの個人番号は {pw} です", _my_number),
    ("id_jp_cn", "法人番号 {pw}（工房あまやどり）", _corp_number),
    ("id_jp_cn", "the buyer's corporate number: {pw}", _corp_number),
]


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for cls, template, make in v.cycle(rng, _ID_ROWS, n):
        value = make(rng)
        out.append(Sample(cls, template.replace("{pw}", value), value))
    return out


def _codes(g: random.Random, style: int) -> list[str]:
    if style == 0:
        return [_r(g, D, 8) for _ in range(10)]
    if style == 1:
        return [f"{_r(g, D, 4)} {_r(g, D, 4)}" for _ in range(8)]
    return [f"{_r(g, LOWER_DIGITS, 4)}-{_r(g, LOWER_DIGITS, 4)}" for _ in range(10)]


def _backup_value(g: random.Random) -> tuple[str, str]:
    codes = _codes(g, g.randrange(3))
    return g.choice(["\n", ", ", "  "]).join(codes), codes[g.randrange(len(codes))]


_BACKUPS = [
    "Google backup codes for ventas@sumaqmaki.lan:\n{pw}",
    "códigos de respaldo del correo de la coop:\n{pw}",
    "2FA recovery codes (Cloudbeds): {pw}",
    "codici di backup dell'account della ONG:\n{pw}",
    "バックアップコード：\n{pw}",
    "Kintone 2FA backup codes {pw}",
]
_backups = _Family("backup_codes", _BACKUPS, _backup_value)

_TOTPS = [
    "otpauth://totp/SumaqMaki:efrain?secret={pw}&issuer=SumaqMaki",
    "TOTP secret for the admin panel: {pw}",
    "2FA setup key (Cloudbeds): {pw}",
    "clave del autenticador (no escaneé el QR): {pw}",
    "chiave segreta 2FA: {pw}",
    "二段階認証のセットアップキー：{pw}",
]
_totp = _Family("totp_secret", _TOTPS, lambda g: v.totp_secret(g, spaced=g.random() < 0.4))

_OTPS = [
    "Your verification code is {pw}",
    "{pw} is your Qantu Pay sign-in code",
    "código de verificación: {pw}",
    "Izipay: tu código es {pw}. No lo compartas.",
    "il codice di verifica è {pw}",
    "【Kintone】認証コード：{pw}",
    "Rosa: me llegó el código {pw}, pásalo rápido",
    "Use {pw} to sign in to Killa Booking",
]
_otps = _Family("one_time_code", _OTPS, lambda g: _r(g, D, 6))


def _wifi(g: random.Random) -> str:
    if g.random() < 0.5:
        return _plain_pw(g)
    return "".join(g.sample(_WORDS, 3)) + str(g.randrange(10, 99))


_WIFI = [
    "wifi: {n} / {pw}",
    "WiFi password for guests: {pw}",
    "WIFI:T:WPA;S:{n};P:{pw};;",
    "la clave del wifi ya es {pw}",
    "red {n}, clave {pw}",
    "wifipa clavenqa {pw} kachkan",
    "la pw del wifi è {pw}",
    "Wi-Fiのパスワード：{pw}",
    "network: {n}\nkey: {pw}",
    "WPA key → {pw}",
    "¿clave del wifi del almacén?\nWilber: {pw}",
    "{pw} — that's the wifi password at the hostel",
]
_wifis = _Family("wifi_key", _WIFI, _wifi, _POOLS)

_LOCKS = [
    "door code for the workshop: {pw}",
    "PIN de la tarjeta: {pw}",
    "alarm code is {pw}",
    "código del candado del almacén: {pw}",
    "punkupa kichananpaq numero: {pw}",
    "il PIN della carta è {pw}",
    "暗証コード：{pw}",
    "safe at reception → {pw}#",
    "SIM PIN {pw}",
    "la clave del cajero de Rosa es {pw}",
]
_locks = _Family("pin_code", _LOCKS, lambda g: _r(g, D, g.choice([4, 4, 5, 6])))

_PHRASE_WORDS = [
    "retablo",
    "molle",
    "tinya",
    "cochinilla",
    "alpaca",
    "quinua",
    "ichu",
    "piedra",
    "cerro",
    "lluvia",
    "tambo",
    "chakana",
    "huayno",
    "puna",
    "sanki",
]


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", " "]).join(g.sample(_PHRASE_WORDS, 4 + g.randrange(2)))


_PHRASES = [
    "passphrase: {pw}",
    "Bitlocker passphrase for the laptop = {pw}",
    "frase de paso del respaldo: {pw}",
    'the KeePass master passphrase is "{pw}"',
    "passphrase della chiave: {pw}",
]
_phrases = _Family("passphrase", _PHRASES, _phrase)


def _dictated(g: random.Random) -> tuple[str, str]:
    word = g.choice(["retablo", "killa", "tinya", "molle", "qantu", "sanki"])
    num = str(g.randrange(1000, 10_000))
    cap = word.capitalize()
    forms = [
        (f"the word {word} followed by {num}", f"{word} followed by {num}"),
        (f"{cap} with a capital first letter and {num} at the end", f"{cap}"),
        (f"la palabra {word} y luego {num}", f"{word} y luego {num}"),
        (f"la parola {word} seguita da {num}", f"{word} seguita da {num}"),
        (f"type {word}, then {num}", f"{word}, then {num}"),
    ]
    text, _ = g.choice(forms)
    return text, num


_SPELLED = [
    "Wilber (voice note): the scale password is {pw}",
    "the hostel router password is {pw}",
    "Rosa dictó: la contraseña es {pw}",
    "Chiara: la password è {pw}",
    "{pw}; that's the admin password",
]
_spelled = _Family("spoken_password", _SPELLED, _dictated)


def _split_token(g: random.Random) -> tuple[str, str]:
    token = _r(g, ALNUM, 24)
    sep = g.choice([" ", "-", " · ", " | "])
    size = g.choice([1, 4])
    groups = [token[i : i + size] for i in range(0, len(token), size)]
    shown = sep.join(groups)
    return shown, shown


_SPLIT_TOKENS = [
    "the Retablink key read out over the phone: {pw}",
    "api key (dictada): {pw}",
    "token → {pw}",
]
_split_tokens = _Family("spaced_token", _SPLIT_TOKENS, _split_token)

_CHATS = [
    "Maribel: {pw} es la nueva clave de la recepción",
    "Teodoro: {pw}, eso puse para el router del taller",
    "[08:14] rosa: clave del Cloudbeds?\n[08:15] efrain: {pw}",
    "Chiara: ti scrivo la pw qui, poi cancella: {pw}",
    "藤沢: 新しいパスワードは {pw} です。",
    "Wilber: kunanqa {pw} kachkan claveyqa",
    "Efraín: use {pw}, that's what the NAS has now",
    "oe Percy, la contraseña del Kintone quedó {pw}",
]
_chats = _Family("chat_password", _CHATS, _pw)

Taker = Callable[[random.Random, int], list[Sample]]
# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 68), (_logins, 25), (_cli, 35), (_urls, 14), (_configs, 22), (_vendors, 50),
    (_bare, 8), (_hexes, 10), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 7),
    (_ibans, 12), (_ids, 20), (_backups, 7), (_totp, 7), (_otps, 8), (_wifis, 14), (_locks, 12),
    (_phrases, 7), (_spelled, 10), (_split_tokens, 6), (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


# (class, first field ending in a label, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the Cloudbeds password is", "{s}", _pw),
    ("split_password", "contraseña del ERP:", "{s} (desde el lunes)", _pw),
    ("split_password", "la clave del correo es", "{s}", _pw),
    ("split_password", "ERPpa clavenqa", "{s} kachkan", _pw),
    ("split_password", "la pw del gestionale è", "{s}", _pw),
    ("split_password", "ログインパスワード：", "{s}", _pw),
    ("split_password", "Kintone password", "{s}\nchange it after the fair", _pw),
    ("split_password", "NAS admin pw ->", "{s}", _pw),
    ("split_password", "the password Wilber read over the radio was", "{s}, I think", _pw),
    ("split_wifi", "wifi de huéspedes, clave", "{s}", _plain_pw),
    ("split_token", "Qantu Pay API key", "{s}", _j((HEX, 40))),
    ("split_token", "GitHub token:", "ghp_{s}", _j((ALNUM, 36))),
    ("split_token", "Killa Booking client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "frase semilla", "{s}", _seed("spanish", 12)),
    ("split_card", "card number", "{s} exp 03/36", _card_number),
    ("split_iban", "IBAN della ONG", "{s}", lambda g: v.iban_spaced(_iban(g, "IT"))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "RUC", "{s}", _ruc),
    ("split_pin", "PIN de la tarjeta:", "{s}", _j((D, 4))),
    ("split_phrase", "KeePass passphrase", "{s}", _phrase),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


_METADATA: list[tuple[str, str, Maker]] = [
    ("meta_password", '{"cloudbeds": {"user": "recepcion", "password": "{s}"}}', _plain_pw),
    ("meta_password", '{"contraseña": "{s}"}', _plain_pw),
    ("meta_password", '{"erp": {"url": "https://erp.sumaqmaki.lan", "pwd": "{s}"}}', _plain_pw),
    ("meta_password", '{"nota": "la clave del NAS es {s}"}', _plain_pw),
    ("meta_password", '{"パスワード": "{s}"}', _plain_pw),
    ("meta_password", '{"argv": ["mysql", "-u", "pms", "--password={s}", "killawasi"]}', _plain_pw),
    ("meta_password", '{"credenziali": {"utente": "chiara.b", "password": "{s}"}}', _plain_pw),
    ("meta_password", '{"transcript": "the Kintone password is {s}, Wilber said"}', _plain_pw),
    ("meta_token", '{"qantu_pay": {"api_key": "{s}"}}', _j((HEX, 40))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    ("meta_token", '{"slackToken": "xoxb-{s}"}', _j((D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("meta_token", '{"env": {"HF_TOKEN": "hf_{s}"}}', _j((ALNUM, 34))),
    ("meta_card", '{"pago": {"tarjeta": "{s}", "vence": "08/35"}}', _card_number),
    ("meta_iban", '{"ong": {"iban": "{s}"}}', lambda g: _iban(g, "SM")),
    ("meta_id", '{"proveedor": {"ruc": "{s}"}}', _ruc),
    ("meta_otp", '{"mfa": {"backup_codes": ["{s}", "48213975", "90317264"]}}', _j((D, 8))),
    ("meta_seed", '{"wallet": {"seed_phrase": "{s}"}}', _seed("english", 12)),
    ("meta_totp", '{"2fa": {"totp_secret": "{s}"}}', lambda g: v.totp_secret(g, spaced=False)),
    ("meta_pin", '{"almacen": {"candado_codigo": "{s}"}}', _j((D, 4))),
    ("meta_wifi", '{"wifi": {"ssid": "Killa Wasi Huespedes", "psk": "{s}"}}', _plain_pw),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for cls, text, make in _METADATA:
        filled, secret = _fill(rng, text, make)
        out.append(MetadataSample(cls, json.loads(filled), secret))
    return out


_WHEEL_SUM = hashlib.sha256(b"cloudbeds-bridge-2.4.1-py3-none-any.whl").hexdigest()
_COMMIT = hashlib.sha1(b"tienda: add retablo size filter", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pms: fix checkout date", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"catalogo_retablos_2032.pdf", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"cosecha-yanamayu-2032.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the Cloudbeds password before the audit on 2032-07-14.",
    "Policy: Sumaq Maki passwords are at least 14 characters and live only in the vault.",
    "Maribel asked for the guest wifi password; it's printed on the card at reception.",
    "oe causa, ¿cuál era la clave del wifi? pregúntale a Maribel nomás",
    "la contraseña del ERP la tiene Efraín, no la mandes por WhatsApp",
    "wifipa clavenqa recepcionpim kachkan",
    "Chiara: la password del gestionale te la do a voce domani",
    "パスワードは後で電話で伝えます。",
    "The PIN pad at the hostel is broken again, use the Izipay link for now.",
    "Your verification code expires in 10 minutes.",
    "El código de verificación llega por SMS al número de Rosa.",
    "Order SMX-2032-00418 shipped: 14 retablos, 6 tapices, tracking 1Z 4R8 771 03 9921 3384.",
    "Lote YNM-2032-0311: 69 kg sacks, moisture 11.2 %, cup score 86.25.",
    "Kintone app 412, record 1187: pedido de Kyoto confirmado.",
    f"sha256 of cloudbeds-bridge-2.4.1-py3-none-any.whl: {_WHEEL_SUM}",
    f"commit {_COMMIT} adds the retablo size filter",
    f"reverted {_SHORT} (checkout date bug) on the pms branch",
    f"md5 catalogo_retablos_2032.pdf = {_MD5}",
    f"SHA-512 of cosecha-yanamayu-2032.xlsx: {_SHA512}",
    "Upgrade the tienda to Django 5.1.4 and Python 3.12.7 next sprint.",
    "Hostal Killa Wasi, Jr. Qorichaska 412, Huamanga, Ayacucho 05001.",
    "Teléfono de la coop: +51 966 412 087; almacén de Llochegua: +51 944 218 503.",
    "Coordinates of the drying patio: -12.5921, -73.8457.",
    "Card ending in 4417 was charged S/ 1,284.50 for the Wayra Cargo invoice.",
    "IBAN della ONG: IT** **** **** **** **** ***1 234 (masked in the report).",
    "RUC field is required on every invoice; ask the buyer for theirs.",
    "Never paste a seed phrase into the group chat, not even a test one.",
    "The 2FA backup codes are printed and locked in the office safe.",
    "la contraseña debe tener 12 caracteres y un número",
    "Password rotation for the hostel PCs is every 90 days.",
    "API key rotation for Qantu Pay is scheduled for Friday.",
    "The door code changed last week; Teodoro has the new one.",
    "Il codice fiscale va inserito nel modulo, non qui in chat.",
    "マイナンバーは書類でお送りします。",
    "Flight LA2297 Lima–Ayacucho lands 07:40; check-in closes 45 minutes before.",
    "Reserva 88213 en Killa Wasi: 3 noches, 2 huéspedes, S/ 360.",
    "Version 4.12.0 of the retablo catalogue app is live.",
    "punkupa kichanan llaveta Doña Alejandrinam apachkan",
    "¿me pasas el número de tracking del envío a Kyoto? el de DHL",
    "Token counts for the translation job: prompt 1,842, completion 611.",
    "HS code 4420.90 for carved retablos, 5701.90 for the tapestries.",
    "Product codes: RET-GR-032 (retablo grande), TAP-SA-118 (tapiz Santa Ana).",
    "The API returned error 429 at 2032-05-03T14:22:07Z; retry later.",
    "Container MSKU 4821736 leaves Callao on 2032-06-02.",
    "Set a wifi password of at least 12 characters on the new router.",
    "The PIN must be four digits and the alarm code six.",
    "Efraín is rotating the database password tonight; expect a short outage.",
    "la clave la guardé en el gestor de contraseñas de la empresa",
    "ticket #4471: guest can't connect to the wifi in room 12",
    "Ponti Andini ETS, Via dei Tessitori 18, 24121 Bergamo.",
    "工房あまやどりの注文番号は A-2032-0577 です。",
    "UUID of the staging bucket policy: documented in the runbook, not here.",
    "Meeting with the coop on 2032-08-09 at 10:00 in Santa Rosa.",
    "S/ 18.50 per kg FOB Callao, 275 bags of 69 kg.",
    "password: ask Efraín, it's in the vault",
    "la pw del wifi è scritta sul frigo dell'ostello",
    "Your one-time code will arrive by SMS; don't share it with anyone.",
    "kaymi kachkan pedidoq numeron: SMX-2032-00512",
    "The JWT library was bumped from 2.8.0 to 2.9.0.",
    "Cloudbeds property id 271844, rate plan ESTANDAR-2P.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/sumaqmaki/cloudbeds", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 212}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "cloudbeds-bridge", "version": "2.4.1"}}',
    '{"pedido": "SMX-2032-00418", "retablos": 14, "destino": "Kyoto"}',
    '{"lote": {"id": "YNM-2032-0311", "peso_kg": 69, "humedad_pct": 11.2}}',
    '{"telefono": "+51 966 412 087", "ciudad": "Huamanga"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "habitaciones": 12}',
    '{"hs_code": "4420.90", "origin": "PE", "description": "retablos de Ayacucho"}',
    '{"card_last4": "4417", "amount": "1284.50", "currency": "PEN"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
