# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-fifty-ninth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and fifty-seventh's
docstring, the fifth to four hundred and fifty-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (458, 460, 461), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (459_618_274), password words (a
ruin and a number with a sign, `Kuelap#1492`; dot-joined words with a year,
`gocta.cafe.vilaya.2031`; leet `Utcub4mb4!77`; a person and a town, `Rosita@Luya1987`; a coffee
lot and its sack, `LoteVilaya12-Saco40$`; random runs; Quechua words with a number,
`killa.yaku.28`).

The fictional company is Nube Utcubamba S.A.C. of Chachapoyas, Amazonas, Peru: Fortaleza Nube
Tours (an invented Kuelap tour agency on an invented Jirón Santo Tomé), the Tostaduría Café
Vilaya (an invented coffee roaster in Lámud) and the Junta de Agua Sonche (an invented municipal
water board). Staff and neighbours: Rosa "Rosita" Culqui (IT, northern Peruvian Spanish as
texted), don Eusebio Chuquizuta (a grandfather who writes Chachapoyas Quechua), Tsamajain Shimpu
(an Awajún river trader from the Marañón side), Dr. Henrike Vogelsang (a German archaeologist at
the Kuelap digs) and Nattaya and Krit (a Thai backpacker couple). Every company, person, address,
domain (`nubeutcubamba.lan`, `cafevilaya.lan`, `aguasonche.example`, `fortalezanube.example`),
account and number is invented; only the region is real. Texts: WhatsApp chats, SMS, tickets,
notes to self, runbooks, e-mails, shell history, config and env files, URLs, voice-note
transcripts and requests to the assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`,
`es`, `kaymi`, `lautet`, `คือ`, `—`, a new line, a question then its answer, a value said first
and named after.

Grep counts (heldouts 5 to 457, grep -l): none for `Karajía`, `Vilaya`, `Archäolog`; one for
`Awajun`, `pujamek`, `Grabung`; two for `Chachapoyas`, `Utcubamba`, `Kuelap`, `Gocta`,
`Leymebamba`; four for `Awajún`; nine for `th.pin`; twelve to thirty-three for `รหัสผ่าน`,
`Interbank`, `BCP`, `Yape`, `Thai`, `de.idnr`, `pe.cui`, `pe.ruc`, `causa`; the IBAN countries by
a rough count of their quoted code: Iceland, Montenegro and Albania 35, Monaco 37,
Liechtenstein 38. Languages: about half English, config or shell; the rest in the Spanish of the
northern Peruvian Andes as texted (`oe`, `causa`, `pata`, `ya pe`, `chamba`, `al toque`, `jato`,
`bacán`, `q`, `xq`, `toy`), Chachapoyas Quechua (`kaymi`, `yanapaway`, `allillanchu`, `wasi`,
`yaku`), the Awajún of a river trader mixed with Spanish (`pujamek`, `yatsuju`, `ame`), the German
of an archaeologist (`Grabung`, `Kennwort lautet`, `Zugang`) and the Thai of a backpacker couple
(`รหัสผ่าน`, `รหัส OTP`, `นะ`, `ค่ะ`, `ครับ`). The Quechua and Awajún wordings are my guesses and
the least sure; the Peruvian texting is a guess too. Vendors: the invented NubeRuta, CafeTrack,
SoncheMeter, KuelapPass and VilayaPay under the words around their keys, plus Yape,
Interbank and BCP in wording only, and the GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS,
Google, Hugging Face, npm, SendGrid, Twilio, Telegram, Shopify, DigitalOcean, Grafana, Postman,
Tailscale, Doppler, Sentry, Groq, Replicate, Notion, Docker Hub, Linear and PyPI shapes. Ids:
Peru's RUC and CUI (DNI), Thailand's PIN, Germany's Steuer-IdNr and USt-IdNr, each drawn until its
`stdnum` module validates it. IBANs of Iceland, Montenegro, Albania, Monaco and Liechtenstein,
checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish and Japanese lists,
each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Diners and
UnionPay prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import json
import random
import string
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum.de import idnr as de_idnr
from stdnum.de import vat as de_vat
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc
from stdnum.th import pin as th_pin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 459_618_274
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE = ALNUM + "-_"
Maker = v.Maker
_j, _r = v.token, v.r

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "japanese")}

_RUINS = ["Kuelap", "Karajia", "Revash", "Gocta", "Yalape", "Macro", "Olan", "Purunllacta",
          "Vilaya", "Sonche", "Luya", "Lamud", "Tingo", "Huancas", "Levanto",
          "Cohechan"]  # fmt: skip
_WORDS = ["cafe", "yaku", "killa", "inti", "sarcofago", "tostado", "catarata", "nube", "tunki",
          "orquidea", "colibri", "puma", "chirimoya", "mishki", "chakra", "mayu"]  # fmt: skip
_NAMES = ["Rosita", "Eusebio", "Tsamajain", "Henrike", "Nattaya", "Krit", "Yolanda", "Wilder",
          "Nilda", "Segundo", "Elmer", "Marleny", "Jhonny", "Ketty"]  # fmt: skip
_SYM = "!#$%&*?@+="


def _pw(g: random.Random) -> str:
    pick = g.randrange(8)
    if pick == 0:
        return f"{g.choice(_RUINS)}{g.choice(_SYM)}{g.randrange(1000, 10000)}"
    if pick == 1:
        return ".".join(g.sample(_WORDS, 3)) + f".{g.randrange(2019, 2036)}"
    if pick == 2:
        w = g.choice(_RUINS).replace("a", "4").replace("e", "3").replace("o", "0")
        return f"{w}{g.choice(_SYM)}{g.randrange(10, 100)}"
    if pick == 3:
        return f"{g.choice(_NAMES)}@{g.choice(_RUINS)}{g.randrange(1950, 2010)}"
    if pick == 4:
        return (
            f"LoteVilaya{g.randrange(1, 40)}-Saco{g.choice([30, 40, 46, 60, 69])}{g.choice(_SYM)}"
        )
    if pick == 5:
        return _r(g, ALNUM, g.randrange(12, 18))
    if pick == 6:
        return _r(g, UPPER, 1) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYM) + _r(g, LOWER, 2)
    return f"{g.choice(_WORDS)}.{g.choice(_WORDS)}.{g.randrange(10, 100)}"


def _plain_pw(g: random.Random) -> str:
    """A password a URL, a shell word or a JSON value holds as written."""
    return v.until(g, _pw, lambda s: all(c.isalnum() or c in "._-" for c in s))


def _card(g: random.Random, brand: str) -> str:
    return v.card(g, brand)


def _card_any(g: random.Random) -> str:
    brand = g.choice(["visa", "mastercard", "amex", "diners", "unionpay"])
    return v.grouped(_card(g, brand), g.choice([" ", "-", "", " "]), g)


_IBAN_SHAPES = {
    "IS": "n" * 22, "ME": "n" * 18, "AL": "n" * 8 + "c" * 16, "MC": "n" * 10 + "c" * 11 + "nn",
    "LI": "n" * 5 + "c" * 12,
}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    return v.until(g, lambda h: v.iban_shaped(h, country, _IBAN_SHAPES), std_iban.is_valid)


def _iban_any(g: random.Random) -> str:
    number = _iban(g, g.choice(list(_IBAN_SHAPES)))
    return v.iban_spaced(number) if g.random() < 0.5 else number


def _ruc(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice(["10", "20"]) + _r(h, D, 9), pe_ruc.is_valid)


def _cui(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 8) + _r(h, D, 1), pe_cui.is_valid)


def _th_pin(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(1, 9)) + _r(h, D, 12), th_pin.is_valid)


def _idnr(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(1, 10)) + _r(h, D, 10), de_idnr.is_valid)


def _ust(g: random.Random) -> str:
    return "DE" + v.until(g, lambda h: str(h.randrange(1, 10)) + _r(h, D, 8), de_vat.is_valid)


def _seed(g: random.Random, lang: str = "english", words: int = 12) -> str:
    bits = {12: 16, 18: 24, 24: 32}[words]
    return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    iat = g.randrange(1_700_000_000, 1_900_000_000)
    sub = f"guia-{g.randrange(100, 999)}"
    body = v.b64url({"sub": sub, "iat": iat, "iss": "fortalezanube.example"})
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


def _pem(g: random.Random) -> str:
    raw = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([300, 360])))).decode()
    lines = "\n".join(raw[i : i + 64] for i in range(0, len(raw), 64))
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


def _wifi(g: random.Random) -> str:
    pick = g.randrange(3)
    if pick == 0:
        return f"{g.choice(_RUINS).lower()}{g.choice(_WORDS)}{g.randrange(100, 1000)}"
    if pick == 1:
        return _r(g, ALNUM, 14)
    return f"{g.choice(_WORDS).capitalize()}{g.choice(_RUINS)}{g.randrange(10, 100)}!"


def _phrase(g: random.Random) -> str:
    pool = ["neblina", "tucan", "sendero", "muralla", "piedra", "helecho", "tostador", "quebrada",
            "lluvia", "bromelia", "cumbre", "candado", "guayaba", "mirador", "acequia"]  # fmt: skip
    return " ".join(g.sample(pool, 4))


_VENDOR: list[Maker] = [
    _j("ghp_", (ALNUM, 36)),
    _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59)),
    _j("glpat-", (URLSAFE, 20)),
    _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24)),
    _j("sk_live_", (ALNUM, 24)),
    _j("rk_live_", (ALNUM, 24)),
    _j("sk-proj-", (URLSAFE, 48)),
    _j("sk-ant-api03-", (URLSAFE, 93), "AA"),
    _j("AKIA", (UPPER + "234567", 16)),
    _j("AIza", (URLSAFE, 35)),
    _j("hf_", (ALNUM, 34)),
    _j("npm_", (ALNUM, 36)),
    _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43)),
    _j("SK", (HEX, 32)),
    lambda g: f"{g.randrange(10**9, 10**10)}:AA{_r(g, URLSAFE, 33)}",
    _j("shpat_", (HEX, 32)),
    _j("dop_v1_", (HEX, 64)),
    _j("glsa_", (ALNUM, 32), "_", (HEX, 8)),
    _j("PMAK-", (HEX, 24), "-", (HEX, 34)),
    _j("tskey-auth-", (ALNUM, 17), "-", (ALNUM, 33)),
    _j("dp.st.prd.", (ALNUM, 43)),
    _j("sntrys_", (ALNUM, 60)),
    _j("gsk_", (ALNUM, 52)),
    _j("r8_", (ALNUM, 37)),
    _j("secret_", (ALNUM, 43)),
    _j("dckr_pat_", (URLSAFE, 27)),
    _j("lin_api_", (ALNUM, 40)),
    _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60)),
]


def _vendor(g: random.Random) -> str:
    return g.choice(_VENDOR)(g)


def _spell(g: random.Random) -> tuple[str, str]:
    """A word and a number, and the password they make."""
    word, num = g.choice(_WORDS + [r.lower() for r in _RUINS]), str(g.randrange(1000, 100_000))
    return word, num


Family = tuple[str, list[str], Maker]

_PASSWORDS: Family = (
    "password",
    [
        "Kuelap ticket office PC password: {s}",
        "router admin password = {s}",
        "the booking laptop's password -> {s}",
        "Junta de Agua SCADA panel password → {s}",
        "roaster touchscreen pw | {s}",
        "password for the Probat at Lámud: {s} (Rosita changed it on Monday)",
        "Password\n{s}",
        "what's the Zoho mail password for reservas@? — {s}",
        "new password for the tour guides' tablet is {s}",
        "oe causa la clave del wifi de la agencia? ya pe: contraseña {s}",
        "pata la contraseña del sistema de reservas es {s} no la pases a nadie xq se arma",
        "contraseña del correo de la junta: {s}",
        "toy en la chamba, la contraseña nueva del jato es {s} al toque cámbiala",
        "clave de la laptop de la tostaduría => {s}",
        "contraseña / {s}",
        "Rosita: q contraseña le pusiste al admin?\nyo: {s}",
        "Reservas-wasipa contraseñan kaymi: {s}",
        "don Eusebio: yakupa computadoranpa claven kaymi {s}, yanapaway",
        "allillanchu Rosita, contraseña kaymi {s}",
        "Pujamek yatsuju, contraseña de la cuenta {s}, ame nomás entras",
        "Tsamajain: la clave del celular de la bodega en Imacita es {s}",
        "Das Passwort für den Grabungsserver lautet {s}",
        "Kennwort Drohnen-Laptop: {s}",
        "Zugang Fotoarchiv Kuelap, Passwort ist {s}",
        "Henrike: das neue Kennwort ist {s}, bitte nicht ins Feldbuch schreiben",
        "รหัสผ่าน wifi ที่โฮสเทลคือ {s} นะ",
        "Krit: รหัสผ่านอีเมลของเราคือ {s} ครับ",
        "รหัสผ่าน: {s}",
        "Nattaya: password ล็อกอิน Agoda {s} ค่ะ",
        "{s} — that's the password for the booking site, don't lose it",
        "type {s}; that's the water board's admin password",
        "{s} es la contraseña del Yape de la agencia, causa",
        "sudo password on roaster-01: {s}",
        "reset the Kuelap kiosk; new password '{s}'",
        'pw for the coffee-lot spreadsheet: "{s}"',
        "[{s}] is the password of the tablet at the Gocta trailhead",
    ],
    _pw,
)

_LOGINS: Family = (
    "login",
    [
        "login: rosita / {s}",
        "creds for the reservas server are admin and {s}",
        "user guia03 pass {s}",
        "mysql -u reservas -p{s} -h db.nubeutcubamba.lan fortaleza",
        "psql postgresql://junta:{s}@pg.aguasonche.example:5432/lecturas",
        "curl -u tostador:{s} https://api.cafevilaya.lan/v1/lotes",
        "sshpass -p '{s}' ssh eusebio@192.168.40.12",
        "redis-cli -h cache.nubeutcubamba.lan -a {s} ping",
        "docker login registry.nubeutcubamba.lan -u ci -p {s}",
        "echo '{s}' | sudo -S systemctl restart medidores",
        "mongosh 'mongodb://app:{s}@mongo.fortalezanube.example/tours'",
        "DB_PASSWORD={s}",
        "export SCADA_PASS={s}",
        "smtp_password: {s}",
        "htpasswd -b /etc/nginx/.htpasswd guia {s}",
        "lftp -u tostaduria,{s} sftp://files.cafevilaya.lan",
        "https://reportes:{s}@grafana.aguasonche.example/d/caudal",
        "Benutzer: hvogelsang, Passwort: {s}",
        "usuario: cajera2 / contraseña: {s}",
        "Rosita: entra como soporte con {s}",
        "ssh-keygen -p -N '{s}' -f ~/.ssh/id_kuelap",
        "zip -P {s} fotos_sarcofagos.zip *.jpg",
        "7z a -p{s} backup_reservas.7z /srv/reservas",
        "openssl enc -aes-256-cbc -in lotes.csv -out lotes.enc -pass pass:{s}",
        "mysqldump -uroot --password={s} tours > tours.sql",
        "keytool -importcert -keystore app.jks -storepass {s} -file ca.crt",
        "sign in as krit.t with {s}",
        "root:{s}",
        "eusebio@aguasonche.example:{s}",
        "ldapsearch -x -D cn=admin,dc=nube -w {s} -b dc=nube",
        "mosquitto_pub -h mqtt.aguasonche.example -u sensor -P {s} -t caudal -m 12",
        "xfreerdp /v:10.4.0.8 /u:contabilidad /p:{s}",
    ],
    _plain_pw,
)

_TOKENS: Family = (
    "vendor_token",
    [
        "GITHUB_TOKEN={s}",
        "here's the token for CI: {s}",
        "api key: {s}",
        "Authorization: Bearer {s}",
        "token → {s}",
        "la key de la API para el bot de reservas es {s}",
        "API-Schlüssel für die Fotodatenbank: {s}",
        "คีย์ API ของเรา {s}",
        'secrets.toml: key = "{s}"',
        "Rosita pegó esto en el grupo: {s}",
    ],
    _vendor,
)

_INVENTED: Family = (
    "invented_key",
    [
        "NubeRuta API key: {s}",
        "CafeTrack integration broken, current key {s}",
        "Integrations › SoncheMeter: {s}",
        "KuelapPass api_key = {s}",
        "clave API de VilayaPay: {s}",
        "VILAYAPAY_SECRET_KEY={s}",
        "SoncheMeter-Schlüssel der API {s}",
    ],
    lambda g: g.choice([_j((HEX, 32)), _j((HEX, 40)), v.uuid4, _j((ALNUM, 32))])(g),
)

_BARE: Family = (
    "bare_token",
    [
        "{s}",
        "pegá esto nomás: {s}",
        "ok the thing is {s}",
        "use {s} for the staging hook",
        "Henrike schickte: {s}",
    ],
    _j((ALNUM, 40)),
)

_HEX: Family = (
    "hex_key",
    [
        "AES key for the sensor firmware: {s}",
        "WEBHOOK_SIGNING_SECRET={s}",
        "encryption_key: {s}",
        "la llave de cifrado de los medidores es {s}",
        "LoRaWAN AppKey {s}",
        "master key\n{s}",
    ],
    lambda g: _r(g, HEX, g.choice([32, 64])),
)

_JWT: Family = (
    "jwt",
    [
        "Bearer {s}",
        "session cookie: {s}",
        "el token del guía es {s}",
        "JWT={s}",
    ],
    _jwt,
)

_PEMS: Family = (
    "pem",
    [
        "deploy key for the booking server:\n{s}",
        "{s}",
        "Rosita, la llave del servidor:\n{s}\nno la subas a drive",
    ],
    _pem,
)

_SEEDS: Family = ("seed_phrase", [
    "wallet backup words: {s}",
    "frase semilla de la billetera de la agencia: {s}",
    "Seed-Phrase der Grabungskasse: {s}",
    "recovery phrase\n{s}",
    "วลีกู้คืนกระเป๋าเงิน: {s}",
], lambda g: _seed(g, g.choice(["english", "english", "spanish", "japanese"]),
                   g.choice([12, 12, 24])))  # fmt: skip

_CARDS: Family = (
    "card",
    [
        "card: {s} exp 08/29",
        "tarjeta de la agencia {s} vence 11/28",
        "Kreditkarte für die Flüge: {s}",
        "บัตรเครดิต {s} หมดอายุ 03/30",
        "pay the roaster parts with {s}",
        "número de tarjeta => {s}",
    ],
    _card_any,
)

_CVV: Family = (
    "card_code",
    [
        "security code on the back: {s}",
        "CVV {s}",
        "el código de seguridad de la tarjeta es {s}",
        "Prüfnummer der Karte: {s}",
        "the three digits on the back are {s}",
        "รหัส CVV หลังบัตรคือ {s}",
    ],
    _j((D, 3)),
)

_IBANS: Family = (
    "iban",
    [
        "IBAN: {s}",
        "pay the Reykjavik travel agent to IBAN {s}",
        "IBAN der Stiftung für die Grabung: {s}",
        "cuenta IBAN para la transferencia del Mónaco: {s}",
        "wire to {s}, ref KUELAP-GRUPO",
        "บัญชี IBAN {s}",
    ],
    _iban_any,
)

_IDS: Family = (
    "national_id",
    [
        "RUC de la tostaduría: {s}",
        "DNI de Eusebio {s}",
        "mi DNI es {s} para la reserva",
        "Steuer-ID: {s}",
        "Steuerliche Identifikationsnummer {s}",
        "USt-IdNr. {s}",
        "เลขบัตรประชาชน {s}",
        "Thai national ID for Nattaya: {s}",
        "RUC: {s}",
        "CUI {s}",
    ],
    lambda g: _r(g, D, 1),
)  # replaced per template below

_TOTP: Family = (
    "totp",
    [
        "TOTP secret: {s}",
        "2FA setup key {s}",
        "otpauth://totp/Reservas:rosita?secret={s}&issuer=Reservas",
        "manual key for the authenticator: {s}",
        "clave 2FA del correo: {s}",
    ],
    lambda g: v.totp_secret(g, spaced=False),
)

_OTP: Family = (
    "otp",
    [
        "{s} is your verification code",
        "Your code: {s}",
        "código de verificación: {s}",
        "Yape: tu código es {s}",
        "Ihr Bestätigungscode lautet {s}",
        "รหัส OTP คือ {s} ห้ามบอกใคร",
        "Use {s} to sign in to Interbank",
        "el código q me llegó es {s}, pásalo al toque",
    ],
    _j((D, 6)),
)

_WIFI: Family = (
    "wifi",
    [
        "wifi Fortaleza Nube Oficina / {s}",
        "Network: Vilaya-Tostado-5G, key {s}",
        "WIFI:T:WPA;S:Junta Sonche;P:{s};;",
        "la clave del wifi del hostal es {s}",
        "wifi? \nRosita: {s}",
        "WLAN-Passwort im Grabungscontainer: {s}",
        "รหัสไวไฟ {s}",
        'wpa_passphrase="{s}"',
        "{s} — that's the wifi at the Gocta lodge",
        "red Mirador Karajia, contraseña {s}",
    ],
    _wifi,
)

_PINS: Family = (
    "pin",
    [
        "PIN: {s}",
        "door code for the ticket office is {s}#",
        "el pin de la tarjeta BCP es {s}",
        "candado del almacén de café: {s}",
        "código de la puerta de la junta → {s}",
        "Tresorcode im Fundlager: {s}",
        "PIN ของบัตร ATM คือ {s}",
        "alarm code {s}",
        "SIM PIN = {s}",
        "PINnin kaymi {s}",
    ],
    lambda g: _r(g, D, g.choice([4, 4, 5, 6])),
)

_PHRASES: Family = (
    "passphrase",
    [
        "passphrase: {s}",
        "la frase de contraseña del KeePass es {s}",
        "Passphrase des GPG-Schlüssels: {s}",
        "gpg --batch --passphrase '{s}' -d notas.gpg",
    ],
    _phrase,
)

_BACKUP_STYLES = [0, 1, 2, 3]


def _backup(g: random.Random, template: str) -> tuple[str, str]:
    codes = v.backup_codes(g, g.choice([4, 5, 6]), g.choice(_BACKUP_STYLES))
    sep = "\n" if "\n" in template else ", "
    body = sep.join(codes)
    return template.replace("{s}", body), codes[0]


_BACKUP_TEMPLATES = [
    "Google backup codes:\n{s}",
    "códigos de respaldo de la cuenta de la agencia: {s}",
    "Notfallcodes fürs Grabungskonto:\n{s}",
    "2FA backup codes: {s}",
    "รหัสสำรอง 2FA:\n{s}",
    "recovery codes for GitHub (cafevilaya): {s}",
]

_SPELL_TEMPLATES = [
    "the password is the word {w} followed by {n}",
    "la contraseña es la palabra {w} y después {n}",
    "Das Passwort ist das Wort {w}, dann {n}",
    "{W} with a capital first letter and {n} at the end",
    "Contraseñan: {w} simin, qhipanpi {n}",
    "รหัสผ่านคือคำว่า {w} ตามด้วย {n}",
    "type {w}, then {n}; that's the admin password",
]


def _spelled(g: random.Random, template: str) -> tuple[str, str]:
    word, num = _spell(g)
    text = template.format(w=word, W=word.capitalize(), n=num)
    return text, num  # the word is from a short list: the number is the part that must go


_ID_MAKERS: dict[str, Maker] = {
    "RUC": _ruc, "DNI": _cui, "CUI": _cui, "Steuer": _idnr, "USt": _ust,
    "เลขบัตร": _th_pin, "Thai": _th_pin,
}  # fmt: skip


def _take(rng: random.Random, family: Family, n: int) -> list[Sample]:
    cls, templates, make = family
    out = []
    for template in v.cycle(rng, templates, n):
        if cls == "national_id":
            make = next(m for k, m in _ID_MAKERS.items() if k in template)
        secret = make(rng)
        out.append(Sample(cls, template.replace("{s}", secret), secret))
    return out


_PLAN: list[tuple[Family, int]] = [
    (_PASSWORDS, 70), (_LOGINS, 50), (_TOKENS, 40), (_INVENTED, 14), (_BARE, 10), (_HEX, 12),
    (_JWT, 8), (_PEMS, 6), (_SEEDS, 12), (_CARDS, 16), (_CVV, 8), (_IBANS, 14), (_IDS, 20),
    (_TOTP, 12), (_OTP, 16), (_WIFI, 22), (_PINS, 22), (_PHRASES, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += _take(rng, family, n)
    for template in v.cycle(rng, _BACKUP_TEMPLATES, 14):
        out.append(Sample("backup_codes", *_backup(rng, template)))
    for template in v.cycle(rng, _SPELL_TEMPLATES, 14):
        out.append(Sample("spelled", *_spelled(rng, template)))
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the reservas admin password is", "{s}", _pw),
    ("split_password", "contraseña del router:", "{s} (la cambió Rosita)", _pw),
    ("split_password", "Kennwort lautet", "{s}", _pw),
    ("split_password", "รหัสผ่านคือ", "{s}", _pw),
    ("split_password", "claven kaymi", "{s}", _pw),
    ("split_password", "SCADA password", "{s}\nrotate after the rainy season", _pw),
    ("split_password", "la clave del Yape es", "{s} causa", _pw),
    ("split_password", "Password:", "{s}", _pw),
    ("split_wifi", "wifi key for the Lámud roastery", "{s}", _wifi),
    ("split_token", "NubeRuta API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Stripe secret", "{s} (live)", _j("sk_live_", (ALNUM, 24))),
    ("split_seed", "frase semilla", "{s}", lambda g: _seed(g, "spanish")),
    ("split_card", "card number", "{s} exp 02/30", _card_any),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IS"))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "RUC", "{s}", _ruc),
    ("split_id", "Steuer-ID", "{s}", _idnr),
    ("split_pin", "door code", "{s}#", _j((D, 6))),
    ("split_phrase", "KeePass passphrase", "{s}", _phrase),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLITS:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


_METADATA: list[tuple[str, str, Maker]] = [
    (
        "meta_password",
        '{"reservas": {"url": "https://reservas.fortalezanube.example", "admin_password": "{s}"}}',
        _plain_pw,
    ),
    ("meta_password", '{"contraseña": "{s}"}', _plain_pw),
    ("meta_password", '{"account": {"user": "rosita", "passwd": "{s}"}}', _plain_pw),
    ("meta_password", '{"Kennwort": "{s}"}', _plain_pw),
    ("meta_password", '{"รหัสผ่าน": "{s}"}', _plain_pw),
    ("meta_password", '{"argv": ["mysql", "-u", "junta", "--password", "{s}"]}', _plain_pw),
    ("meta_password", '{"note": "la contraseña del medidor es {s}"}', _plain_pw),
    ("meta_token", '{"nuberuta": {"api_key": "{s}"}}', _j((HEX, 32))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    ("meta_token", '{"slackToken": "{s}"}', _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("meta_card", '{"payment": {"card_number": "{s}", "exp": "05/31"}}', _card_any),
    ("meta_iban", '{"proveedor": {"iban": "{s}"}}', lambda g: _iban(g, "ME")),
    ("meta_id", '{"cliente": {"ruc": "{s}"}}', _ruc),
    ("meta_id", '{"traveller": {"thai_id": "{s}"}}', _th_pin),
    ("meta_otp", '{"mfa": {"backup_codes": ["{s}", "{s2}", "{s3}"]}}', _j((D, 8))),
    ("meta_seed", '{"wallet": {"seed_words": "{s}"}}', _seed),
    ("meta_totp", '{"totp_secret": "{s}"}', lambda g: v.totp_secret(g, spaced=False)),
    ("meta_pin", '{"almacen": {"padlock_code": "{s}"}}', _j((D, 4))),
    ("meta_wifi", '{"wifi": {"ssid": "FortalezaNube-5G", "psk": "{s}"}}', _wifi),
    ("meta_key", '{"lorawan": {"app_key": "{s}"}}', _j((HEX.upper(), 32))),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for cls, template, make in _METADATA:
        secret = make(rng)
        text = template.replace("{s2}", _r(rng, D, 8)).replace("{s3}", _r(rng, D, 8))
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_CHECKSUM = "4be1c07a9d3f26e8b5a0c7d41e9f3a6b2c8d5e0f1a7b3c9d4e6f2a8b0c5d7e91"

# Innocent text that talks about secrets or looks like one: nothing in it may be scrubbed.
CLEAN = [
    "The password policy at the agency: twelve characters, one symbol, changed every 90 days.",
    "Rosita reset the reservas password yesterday; ask her in person, never by chat.",
    "Tour KUE-2031-0457 to Kuelap leaves at 7:30 from Jirón Santo Tomé 412.",
    "Order #VL-884213 of 46 kg green coffee shipped, tracking 1Z 4A7 912 03 8841 2219.",
    f"sha256 of vilaya-lotes-2031.xlsx: {_CHECKSUM}",
    "commit 9f2c1e7 fixes the caudal chart on the water board dashboard",
    "Release 4.12.3 of the booking app is out; update from the Play Store.",
    "Call the Junta de Agua at +51 41 478 213 between 8 and 13h.",
    "Kuelap fortress: -6.4182, -77.9237, about 3000 m above sea level.",
    "Entry to Kuelap costs S/ 30 for adults and S/ 15 for students.",
    "The card ending in 4417 was charged S/ 240.00 for the Gocta tour.",
    "Tarjeta **** **** **** 0932 rechazada, intenta otra.",
    "oe causa, ¿cuál era la clave del wifi? pregúntale a Rosita nomás",
    "la contraseña del correo la cambiamos cada mes, no la mandes por WhatsApp",
    "ya pe, mañana vamos a Karajía a las 6, llevamos poncho xq llueve",
    "el código postal de Chachapoyas es 01001",
    "Pedido de café 12 sacos de 69 kg, lote 7, precio S/ 1 380 por saco.",
    "El PIN de la tarjeta nunca se da por teléfono, ni al banco.",
    "allillanchu don Eusebio, yakuqa kunan punchaw manam kanchu",
    "Kuelap llaqtaman paqarin risaq, wasiypi kani",
    "Pujamek yatsuju, mañana bajo el río con el cacao, 40 kilos",
    "Tsamajain trae 3 bultos de plátano a Imacita el jueves",
    "Das Passwort für den Server bekommst du von mir persönlich, nicht per Mail.",
    "Fundnummer KU-S3-0412, Schicht 4, Sektor Nordmauer, Tiefe 1,20 m.",
    "Die Grabung beginnt am 14.06. um 7 Uhr; Treffpunkt am Tingo-Parkplatz.",
    "Bitte das Kennwort alle drei Monate ändern, mindestens 14 Zeichen.",
    "รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษรนะ",
    "พรุ่งนี้เราจะไปน้ำตก Gocta กันตอนเจ็ดโมงเช้า ค่ะ",
    "ตั๋วรถบัสไป Chachapoyas ราคา 45 โซล ครับ",
    "อย่าบอกรหัส OTP กับใครเด็ดขาดนะ",
    "Your verification code will arrive by SMS within a minute.",
    "Enter the 6-digit code we sent to your phone.",
    "Backup codes can be generated again from the security page.",
    "The wifi password is on the card at reception.",
    "The door code changes every Monday; the guide on duty knows it.",
    "Seed phrases go on paper in the safe, never in a chat.",
    "The API key for NubeRuta is in the vault under reservas/nuberuta.",
    "Set DB_PASSWORD in the .env file; see the runbook, section 3.",
    "export DB_PASSWORD=$(cat /run/secrets/db_password)",
    "password: ${RESERVAS_DB_PASSWORD}",
    "token: <paste your token here>",
    "The Stripe key starts with sk_live_ and is 32 characters long.",
    "IBAN format for Iceland: IS plus 24 digits.",
    "RUC numbers in Peru have 11 digits; companies start with 20.",
    "The DNI has 8 digits and a check character.",
    "docker pull postgres:16.3-alpine",
    "pip install requests==2.32.3",
    "uuid of the sensor batch in the manual: see page 12",
    "Ticket #48213: roaster panel freezes after 40 minutes.",
    "Water meter M-20417 read 3418 m³ on 2031-03-01.",
    "Invoice F001-00004182 for S/ 2 140.50, due 30 days.",
    "Bus ticket 0045-221873, seat 14, Chachapoyas → Lima, 18:30.",
    "Phone for the roastery: 941 552 087.",
    "Flight LA 2231 to Jaén lands at 10:05.",
    "The PIN pad at the ticket office is broken, take cash.",
    "ISBN 978-612-4120-33-0 for the Kuelap guidebook.",
    "Coordinates of the Revash tombs: 6°26′S 77°55′W.",
    "The wifi is called FortalezaNube-5G; the key is on the router's sticker.",
    "Masked card: 4•••• •••• •••• 2231, expires 09/29.",
    "Model number of the roaster: TV-15 serial plate R-2019-0447.",
]

_CLEAN_METADATA_JSON = [
    '{"tour_id": "KUE-2031-0458", "seats": 14, "guide": "Wilder"}',
    '{"password_policy": {"min_length": 12, "rotate_days": 90}}',
    '{"order": {"id": "VL-884214", "sacks": 12, "kg": 69}}',
    '{"sha256": "' + _CHECKSUM + '", "file": "vilaya-lotes-2031.xlsx"}',
    '{"token_count": 512, "model": "summary-small"}',
    '{"wifi": {"ssid": "FortalezaNube-5G", "band": "5GHz"}}',
    '{"meter": "M-20417", "reading_m3": 3418, "date": "2031-03-01"}',
    '{"creds": {"username": "rosita", "source": "vault"}}',
    '{"card_last4": "4417", "amount": "240.00", "currency": "PEN"}',
    '{"lugar": "Kuelap", "lat": -6.4182, "lon": -77.9237}',
]

CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
