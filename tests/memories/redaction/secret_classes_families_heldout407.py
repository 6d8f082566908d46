# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-seventh corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four-hundred-and-fifth's docstring, the
fifth to four-hundred-and-fifth only through grep -l counts (languages, wordings, tools, vendors,
id kinds and IBAN countries already used), the sample types, the value helpers and the
python-stdnum and mnemonic packages; never `memories/`, the tuning, round or concurrent corpora
(406, 408, 409), any other test, the reports, the benchmarks nor the git history, and the scrubber
was never run on it. Its own seed (407_518_263), password words (a singani, fossil, dance or bus
word of Tarija, a number and a sign, `Megaterio74#`; dot-joined words with a year,
`uriondo.moscatel.2031`; leet `S1ng4n1`; random runs with a sign; dashed generator groups; a
bus's name and a year, `Emborozu#2029`).

The fictional company is Grupo Vallecito Uriondo S.R.L. of Tarija, Bolivia: the Destilería Santa
Clotilde (an invented singani distillery in the Valle de Concepción), the Tienda Megaterio (an
invented gift shop of the city's paleontology museum) and the Flota Emborozú (an invented bus
company on the Tarija-Bermejo road). Staff: Wilfredo Cardozo (IT), Doña Petrona Vaca (the
distillery), Ariel Tejerina (bus dispatch), Ruth Arce (the shop), the Chaco driver Taurino
Chumiray of Villa Montes (who texts in Guaraní); the Argentine border trader Gustavo "el Turco"
Maidana of Aguas Blancas; the Bordeaux wine buyer Hélène Castaing of an invented Maison Castaing;
and the Croatian emigrant family Vuletić (Ivana in Split, her uncle Ante in Tarija). Every company,
person, address, domain (`vallecito.lan`, `flota-emborozu.example`, `tienda-megaterio.example`),
account and number is invented; only the region is real. Texts: WhatsApp and Telegram chats,
tickets, notes, runbooks, shell history, config and env files, voice-note transcripts, SMS and
requests to the assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `::`, a tab, `es`,
`ha'e`, `est`, `je`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 405, grep -l): none for `IBAN HR`, `IBAN RS`, `IBAN MK`; one for `IBAN
FR`, `IBAN XK`, `Valle de Concepción`, `Yacuiba`, `ñembohasa`; two or three for `Tarija`,
`chapaco`, `singani`, `Bermejo`, `Bordeaux`, `IBAN AD`; four to twelve for `hr.oib`, `fr.siret`,
`fr.siren`, `fr.tva`, `lozinka je`, `Tigo Money`; `la clave es` (52), `mot de passe c` (27),
`ar.cuit` (23) and `fr.nir` (18) are common, so other wordings stand beside them (`la contra del
… es nomás`, `mdp du portail :`, `šifra od wifija je`, `clave ko ha'e`). Languages: about half
English, config or shell; the rest in the Spanish of Tarija as texted (chapaco: `oiga`, `pues`,
`ahicito`, `nomás`, `cholita`, `vos`), Guaraní of the Chaco (`che`, `nde`, `ha'e`, `aguyje`,
`ko`), the Argentine Spanish of a border trader (`che`, `boludo`, `posta`, `te paso`, `dale`), the
French of a Bordeaux wine buyer (`mdp`, `voici`, `bises`, `cordialement`) and the Croatian of an
emigrant family (`lozinka je`, `šifra`, `evo`, `pozdrav`, `stric`). The chapaco texting, the
Chaco Guaraní and the Croatian of the family are my guesses. Vendors: the invented Singani
Ledger, Flota Pasajes, Megaterio POS, Chaco Telemetría and Valle Sync, plus GitHub, GitLab, Slack,
Stripe, OpenAI, Anthropic, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Shopify,
DigitalOcean, Linear, Postman, Sentry, Tailscale, Groq, Replicate, Perplexity and AWS shapes. Ids:
Croatia's OIB, France's SIREN, SIRET, TVA and NIR, Argentina's CUIT and CBU and Paraguay's RUC,
each drawn until its `stdnum` module validates it (Bolivia's CI and NIT have no module, so none is
used). IBANs of Croatia, Serbia, North Macedonia, France, Kosovo and Andorra, checked with
`stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish and French lists, each checked with
`Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Discover, Maestro, UnionPay, JCB).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.fr import nir as fr_nir
from stdnum.fr import siren as fr_siren
from stdnum.fr import siret as fr_siret
from stdnum.fr import tva as fr_tva
from stdnum.hr import oib as hr_oib
from stdnum.py import ruc as py_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 407_518_263
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
_r = v.r
Maker = v.Maker

_WORDS = ["Singani", "Moscatel", "Chapaco", "Megaterio", "Gliptodonte", "Toxodonte", "Erke",
          "Cueca", "Rueda", "Camacho", "Uriondo", "Padcaya", "Emborozu", "Bermejo", "Rosquete",
          "Tablada", "Churqui", "Coimata", "Caramba", "Sauces"]  # fmt: skip
_SIGNS = "!#$%&*?@+=."
_LEET = ["S1ng4n1", "M0sc4t3l", "Ch4p4c0", "M3g4t3r10", "T0x0d0nt3", "Em80r0zu"]


def _sign(g: random.Random) -> str:
    return g.choice(_SIGNS)


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.randrange(10, 100)}{_sign(g)}",
    lambda g: ".".join(w.lower() for w in g.sample(_WORDS, 2)) + f".{g.randrange(1990, 2035)}",
    lambda g: g.choice(_LEET) + str(g.randrange(100, 1000)) + _sign(g),
    lambda g: _r(g, ALNUM + "!#%&", 14),
    lambda g: "-".join(_r(g, LOWER + D, 5) for _ in range(3)),
    lambda g: f"{g.choice(_WORDS)}{_sign(g)}{g.randrange(2020, 2036)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + _sign(g),
    lambda g: f"{g.choice(_WORDS).lower()}_{g.choice(_WORDS)}{g.randrange(1, 99):02d}",
]


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain(g: random.Random) -> str:
    """A password a URL or a shell word holds as written."""
    return v.until(g, _pw, lambda s: all(c in ALNUM + "._-" for c in s))


def _fill(
    rng: random.Random,
    cls: str,
    templates: list[str],
    n: int,
    make: Maker,
    **pools: list[str],
) -> list[Sample]:
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        extra = {k: rng.choice(pool) for k, pool in pools.items()}
        out.append(Sample(cls, template.format(pw=secret, **extra), secret))
    return out


_LABELLED = [
    "WhatsApp, Wilfredo: the router password at the distillery is {pw}",
    "password: {pw}",
    "DB_PASSWORD={pw}",
    "admin pass -> {pw}",
    "alambique SCADA password → {pw}",
    "pos_password => {pw}",
    "Megaterio POS | password | {pw}",
    "vault::tienda::password :: {pw}",
    "password\t{pw}",
    "the Flota Emborozú dispatch panel password is {pw}",
    "new password for the museum shop PC:\n{pw}",
    "what's the password for the ticket printer?\nAriel: {pw}",
    "{pw} — that's the password for the bus GPS portal",
    "type {pw}, that's the admin password on the cellar NAS",
    "Telegram from Ruth: shop laptop password is {pw}, don't lose it again",
    "ticket VAL-2291: reset the Uriondo gateway, temporary password {pw}",
    "note to self: NAS password {pw}",
    "please remember that my email password is {pw}",
    "runbook, step 3: log in as root with password {pw}",
    "password changed to {pw} after the audit",
    "oiga Wilfredo, la contra del wifi de la bodega es {pw} nomás",
    "la contraseña del sistema de pasajes es {pw}, ya pues",
    "contraseña → {pw}",
    "ahicito te paso la contraseña de la caja: {pw}",
    "Doña Petrona: la contraseña del alambique nuevo es {pw}, cholita",
    "¿y la contraseña de la compu de la tienda?\n{pw} pues",
    "la clave del correo de la flota nomás es {pw}",
    "contraseña del sistema de boletos: {pw} (no le digás a nadie)",
    "che contraseña ha'e {pw}",
    "clave ko ha'e {pw}, aguyje",
    "Taurino: nde contraseña pyahu ha'e {pw}",
    "contraseña micro Villa Montes-pe ha'e {pw}",
    "che boludo, la contraseña del home banking es {pw}, posta",
    "te paso la contra del depósito de Aguas Blancas: {pw}",
    "dale, la contraseña nueva es {pw}",
    "Turco: la contraseña del sistema de aduana quedó {pw}",
    "le mot de passe du portail Maison Castaing est {pw}",
    "mdp du portail : {pw}",
    "voici le mot de passe de l'extranet : {pw}. Cordialement, Hélène",
    "Hélène : mot de passe de la cave = {pw}, bises",
    "lozinka je {pw}",
    "Ivana: lozinka za mail je {pw}, pozdrav",
    "evo ti lozinka od računala u trgovini: {pw}",
    "stric Ante, nova lozinka: {pw}",
    "šifra za internet bankarstvo je {pw}",
]  # fmt: skip

_LOGINS = [
    "login {u} / {pw}",
    "creds {u}:{pw}",
    "user: {u}\npass: {pw}",
    "sign in as {u} with {pw}",
    "| host | user | password |\n|---|---|---|\n| pos-1 | {u} | {pw} |",
    "Ariel: creds for the GPS portal are {u} and {pw}",
    "usuario {u}, contraseña {pw}",
    "usuario: {u} / contraseña: {pw}, ya pues",
    "che, usuario {u} y la contraseña {pw}",
    "utilisateur {u}, mot de passe {pw}",
    "korisničko ime {u}, lozinka {pw}",
    "usuario {u} ha contraseña ha'e {pw}",
    "u={u} p={pw}",
    "{u}@vallecito.lan:{pw}",
]
_USERS = ["wcardozo", "pvaca", "atejerina", "rarce", "tchumiray", "gmaidana", "hcastaing",
          "ivuletic", "caja1", "despacho", "bodega", "svc-pos"]  # fmt: skip

_CLI = [
    "$ mysql -u {u} -p{pw} pasajes",
    "sshpass -p '{pw}' ssh {u}@bodega.vallecito.lan",
    "curl -u {u}:{pw} https://api.flota-emborozu.example/v1/salidas",
    "redis-cli -h cache.vallecito.lan -a '{pw}' ping",
    "docker login registry.vallecito.lan -u {u} -p {pw}",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "echo '{pw}' | sudo -S systemctl restart alambique",
    "psql postgresql://{u}:{pw}@db.vallecito.lan/tienda",
    "smbclient //nas.vallecito.lan/boletos -U {u}%{pw}",
    "sqlcmd -S sql.vallecito.lan -U {u} -P '{pw}'",
    "zip -P '{pw}' planillas.zip planillas/*.xlsx",
    "7z a -p{pw} respaldo.7z /srv/pos",
    "openssl enc -aes-256-cbc -in ventas.csv -out ventas.enc -pass pass:{pw}",
    "ldapsearch -x -D 'cn={u},dc=vallecito,dc=lan' -w '{pw}' -b dc=vallecito,dc=lan",
    "mosquitto_pub -h mqtt.vallecito.lan -u {u} -P '{pw}' -t buses/gps -m ping",
    "xfreerdp /v:caja.vallecito.lan /u:{u} /p:'{pw}'",
    "lftp -u {u},'{pw}' sftp://files.vallecito.lan",
    "keytool -importkeystore -srckeystore pos.p12 -storepass '{pw}'",
    "mysql -h db.vallecito.lan -u {u} -p <<< '{pw}'",
    "ipmitool -I lanplus -H 10.4.0.9 -U {u} -P '{pw}' power status",
    "rabbitmqctl add_user {u} '{pw}'",
    "ALTER USER {u} IDENTIFIED BY '{pw}';",
    "gpg --batch --passphrase '{pw}' -d cierre.gpg",
    "net use \\\\nas\\pasajes /user:{u} {pw}",
]  # fmt: skip

_CONFIG = [
    "POSTGRES_PASSWORD={pw}",
    "export SMTP_PASSWORD='{pw}'",
    "database:\n  host: db.vallecito.lan\n  password: \"{pw}\"",
    "[client]\nuser=pos\npassword={pw}",
    "spring.datasource.password={pw}",
    "redis://:{pw}@cache.vallecito.lan:6379/0",
    "amqp://despacho:{pw}@mq.flota-emborozu.example:5672/",
    "mongodb://tienda:{pw}@mongo.tienda-megaterio.example/shop",
    "https://bodega:{pw}@git.vallecito.lan/scada.git",
    "ftp://ventas:{pw}@ftp.vallecito.lan/cierres/",
    "db.vallecito.lan:5432:pasajes:boletos:{pw}",
    "define('DB_PASSWORD', '{pw}');",
    "\"smtp_password\": \"{pw}\"",
    "<add key=\"DbPassword\" value=\"{pw}\" />",
    "variable \"db_password\" {{ default = \"{pw}\" }}",
]  # fmt: skip


def _tok(*parts: tuple[str, int] | str) -> Maker:
    return v.token(*parts)


_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={t}", _tok("ghp_", (ALNUM, 36))),
    ("the deploy bot uses {t} for GitHub", _tok("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("gitlab token: {t}", _tok("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN={t}", _tok("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe live key {t}", _tok("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={t}", _tok("sk-proj-", (URLSAFE, 56))),
    ("anthropic: {t}", _tok("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {t}", _tok("AKIA", (UPPER + "234567", 16))),
    ("GOOGLE_MAPS_KEY={t}", _tok("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={t}", _tok("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _tok("npm_", (ALNUM, 36))),
    ("sendgrid key {t}", _tok("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key {t}", _tok("SK", (HEX, 32))),
    ("telegram bot token: {t}", _tok((D, 10), ":AA", (URLSAFE, 33))),
    ("password = {t}", _tok("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("shopify token {t}", _tok("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={t}", _tok("dop_v1_", (HEX, 64))),
    ("linear: {t}", _tok("lin_api_", (ALNUM, 40))),
    ("postman api key {t}", _tok("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("SENTRY_AUTH_TOKEN={t}", _tok("sntrys_", (ALNUM, 80))),
    ("tailscale up --authkey={t}", _tok("tskey-auth-", (ALNUM, 17), "-", (ALNUM, 33))),
    ("GROQ_API_KEY={t}", _tok("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={t}", _tok("r8_", (ALNUM, 37))),
    ("perplexity: {t}", _tok("pplx-", (ALNUM, 48))),
    ("oiga, el token de GitHub de la flota es {t}", _tok("ghp_", (ALNUM, 36))),
    ("Turco: te paso la key de Stripe {t}", _tok("rk_live_", (ALNUM, 99))),
    ("clé d'API Shopify de la boutique : {t}", _tok("shpat_", (HEX, 32))),
    ("Ivana: token za GitLab je {t}", _tok("glpat-", (URLSAFE, 20))),
]
_INVENTED = [
    "Singani Ledger API key: {t}",
    "API key de Flota Pasajes: {t}",
    "Megaterio POS integration broken, current key {t}",
    "Integrations › Chaco Telemetría: {t}",
    "clé d'API Valle Sync : {t}",
    "Valle Sync API ključ: {t}",
    "FLOTA_PASAJES_API_KEY={t}",
    "la API key de Singani Ledger es {t}",
]

_PEM_KINDS = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"]
_PEM_PLACES = [
    "{k}",
    "deploy key for the bus GPS server:\n{k}",
    "Wilfredo, la llave del servidor de pasajes:\n{k}",
    "id_ed25519 of the cellar box\n{k}\nkeep it offline",
]

_SEED_PLACES: list[tuple[str, str]] = [
    ("english", "wallet recovery phrase: {p}"),
    ("english", "seed: {p}"),
    ("english", "Ledger backup words for the shop's tips wallet -> {p}"),
    ("spanish", "frase semilla de la billetera: {p}"),
    ("spanish", "Turco: las 12 palabras son {p}"),
    ("spanish", "mis palabras de recuperación, guardámelas: {p}"),
    ("french", "phrase de récupération : {p}"),
    ("french", "Hélène : les mots de secours du portefeuille {p}"),
]


def _pem(g: random.Random, kind: str) -> tuple[str, str]:
    lines = [_r(g, B64, 64) for _ in range(8)] + [_r(g, B64, 20) + "=="]
    block = "\n".join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return block, lines[2]


def _seed(g: random.Random, lang: str, words: int) -> str:
    bits = {12: 16, 18: 24, 24: 32}[words]
    return str(Mnemonic(lang).to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))


_CARD_PLACES = [
    "card {c}",
    "tarjeta de la tienda: {c}",
    "Visa empresa {c} vence 08/31",
    "pay the Bordeaux invoice with {c}",
    "Turco: pasale a la tarjeta {c}",
    "carte {c}, expire 11/30",
    "broj kartice {c}",
    "número de tarjeta → {c}",
    "card_number={c}",
]
_CARD_BRANDS = ["visa", "mastercard", "amex", "discover", "maestro", "unionpay", "jcb"]
_CVV_PLACES = [
    "card {c} exp 03/32, CVV {cvv}",
    "security code on the back: {cvv}",
    "tarjeta {c}, código de seguridad {cvv}",
    "the three digits on the back are {cvv}",
    "cryptogramme visuel : {cvv}",
    "sigurnosni kod s poleđine kartice: {cvv}",
    "CVC {cvv} para la {c}",
]

_IBAN_SHAPES = {"HR": "n" * 17, "RS": "n" * 18, "MK": "nnn" + "c" * 10 + "nn",
                "FR": "n" * 10 + "c" * 11 + "nn", "XK": "n" * 16,
                "AD": "n" * 8 + "c" * 12}  # fmt: skip
_IBAN_PLACES = [
    "IBAN {i}",
    "Ivana's account for the transfer: {i}",
    "pagar a Maison Castaing, IBAN {i}",
    "RIB / IBAN : {i}",
    "moj IBAN je {i}",
    "transferile al {i}, che",
    "beneficiary IBAN: {i}",
]


def _iban(g: random.Random, country: str) -> str:
    return v.until(g, lambda h: v.iban_shaped(h, country, _IBAN_SHAPES), std_iban.is_valid)


def _oib(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), hr_oib.is_valid)


def _siren(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("3456789") + _r(h, D, 8), fr_siren.is_valid)


def _siret(g: random.Random) -> str:
    return v.until(g, lambda h: _siren(h) + _r(h, D, 5), fr_siret.is_valid)


def _tva(g: random.Random) -> str:
    siren = _siren(g)
    return f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"


def _nir(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"{h.choice('12')}{h.randrange(50, 99)}{h.randrange(1, 13):02d}33"
        body += f"{h.randrange(1, 999):03d}{h.randrange(1, 999):03d}"
        return body + f"{97 - int(body) % 97:02d}"

    return v.until(g, make, fr_nir.is_valid)


def _cuit(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return h.choice(["20", "23", "27", "30"]) + _r(h, D, 9)

    return str(ar_cuit.format(v.until(g, make, ar_cuit.is_valid)))


def _cbu(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 22), ar_cbu.is_valid)


def _ruc(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("1234568") + _r(h, D, 7), py_ruc.is_valid)
    return str(py_ruc.format(number))


_ID_PLACES: list[tuple[str, Callable[[random.Random], str]]] = [
    ("OIB: {s}", _oib),
    ("Ivana, moj OIB je {s}", _oib),
    ("osobni identifikacijski broj stric Ante → {s}", _oib),
    ("SIREN Maison Castaing : {s}", _siren),
    ("numéro SIRET {s}", _siret),
    ("n° TVA intracommunautaire : {s}", _tva),
    ("numéro de sécu d'Hélène : {s}", _nir),
    ("CUIT del Turco: {s}", _cuit),
    ("che, mi CUIT es {s}", _cuit),
    ("CBU para la transferencia: {s}", _cbu),
    ("RUC del proveedor de Mariscal Estigarribia: {s}", _ruc),
    ("tax id (Paraguay RUC) {s}", _ruc),
]
_ID_CHECKS: dict[str, Callable[[str], bool]] = {
    "_oib": hr_oib.is_valid, "_siren": fr_siren.is_valid, "_siret": fr_siret.is_valid,
    "_tva": fr_tva.is_valid, "_nir": fr_nir.is_valid, "_cuit": ar_cuit.is_valid,
    "_cbu": ar_cbu.is_valid, "_ruc": py_ruc.is_valid,
}  # fmt: skip

_TOTP_PLACES = [
    "otpauth://totp/Vallecito:{u}?secret={s}&issuer=Vallecito",
    "TOTP secret for the POS admin: {s}",
    "2FA setup key {s}",
    "clave de configuración del autenticador: {s}",
    "can't scan the QR code, manual key is {s}",
    "clé secrète 2FA : {s}",
]
_OTP_PLACES = [
    "{c} is your verification code",
    "Your Flota Emborozú code: {c}",
    "Tu código de verificación es {c}",
    "código de acceso Tigo: {c}. No lo compartas",
    "Use {c} to sign in to Singani Ledger",
    "Votre code de confirmation : {c}",
    "Vaš kod za prijavu je {c}",
    "Turco: me llegó el código {c}, pasámelo rápido",
    "ne código ha'e {c}",
]
_BACKUP_PLACES = [
    "GitHub recovery codes\n{codes}",
    "códigos de recuperación de la cuenta de la flota: {codes}",
    "2FA backup codes: {codes}",
    "codes de secours Google : {codes}",
    "rezervni kodovi za prijavu:\n{codes}",
]
_WIFI_PLACES = [
    "WIFI:T:WPA;S:{net};P:{pw};;",
    "wifi {net} / {pw}",
    "red {net}, contraseña {pw}",
    "Network: {net}\nkey: {pw}",
    "el wifi de la terminal de Bermejo es {net}, la contra {pw} nomás",
    "wifi? \nRuth: {pw}",
    "WPA key for {net}: {pw}",
    "code wifi de la chambre d'hôtes : {pw}",
    "šifra od wifija je {pw}",
    "wifi ko ha'e {net}, contraseña ha'e {pw}",
    "{pw}, that's the wifi password in the museum shop",
]
_NETS = ["Bodega Santa Clotilde", "Megaterio-Tienda", "FlotaEmborozu_5G", "Terminal Bermejo",
         "Casa Vuletic", "Uriondo-Cava"]  # fmt: skip
_PIN_PLACES = [
    "PIN of the shop card: {p}",
    "alarm code is {p}",
    "gate code at the bus yard: {p}#",
    "el PIN de la tarjeta es {p}",
    "código del candado del depósito: {p}",
    "code de la porte du chai : {p}",
    "PIN kartice je {p}",
    "kod za ulazna vrata: {p}",
    "che, el PIN del cajero {p}",
    "caja fuerte de la destilería → {p}",
    "PIN ha'e {p}",
]
_PASSPHRASE_PLACES = [
    "passphrase: {pw}",
    "the vault passphrase is {pw}",
    "frase de contraseña: {pw}",
    "BORG_PASSPHRASE='{pw}'",
    "phrase de passe : {pw}",
]
_PP_WORDS = ["condor", "molle", "tablita", "cueca", "churqui", "quebracho", "pacay", "alambique",
             "uva", "fogata", "chaco", "ripio", "lapacho", "tusca", "zorzal", "viento"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, then {d}",
    "type {w} with a capital first letter and {d} at the end",
    "la contraseña es la palabra {w} y después {d}",
    "le mot de passe, c'est le mot {w} suivi de {d}",
    "lozinka je riječ {w} pa {d}",
    "it's the name of our dog, {w}, followed by {d}",
    "it's {w}{d}, word and number together",
    "che, es {w}{d} todo junto",
]
_SPELL_WORDS = ["Cuchicho", "Pochola", "Tatú", "Quirquincho", "Moscatelito", "Lagartija",
                "Chancaca", "Tojo", "Ivanka", "Gaston", "Chivito", "Copla"]  # fmt: skip
_HEX_PLACES = ["SECRET_KEY={h}", "encryption key: {h}", "hmac key -> {h}", "{h}",
               "llave de cifrado del POS: {h}", "clé AES : {h}"]  # fmt: skip
_BARE_PLACES = ["{t}", "token\n{t}", "acá está: {t}", "voici : {t}", "evo: {t}"]
_JWT_PLACES = ["Authorization: Bearer {t}", "{t}", "jwt={t}", "el token de sesión: {t}",
               "cookie session={t}"]  # fmt: skip


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    claims = {"sub": _r(g, D, 6), "iss": "pasajes.flota-emborozu.example",
              "exp": g.randrange(1_900_000_000, 2_000_000_000)}  # fmt: skip
    return f"{head}.{v.b64url(claims)}.{_r(g, URLSAFE, 43)}"


def _sub(rng: random.Random, cls: str, templates: list[str], n: int, draw: Any) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, templates, n)):
        fields, secret = draw(rng, i)
        out.append(Sample(cls, template.format(**fields), secret))
    return out


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _CARD_PLACES, n)):
        number = v.card(rng, _CARD_BRANDS[i % len(_CARD_BRANDS)])
        shown = v.grouped(number, ["", " ", "-", " "][i % 4], rng)
        out.append(Sample("card_number", template.format(c=shown), shown))
    return out


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CVV_PLACES, n):
        number = v.grouped(v.card(rng, "visa"), " ", rng)
        cvv = _r(rng, D, 3)
        out.append(Sample("card_code", template.format(c=number, cvv=cvv), cvv))
    return out


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _BACKUP_PLACES, n)):
        codes = v.backup_codes(rng, 8, i % 4)
        sep = "\n" if "\n" in template else ", "
        out.append(Sample("backup_codes", template.format(codes=sep.join(codes)), codes[3]))
    return out


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += _fill(rng, "labelled_password", _LABELLED, 76, _pw)
    out += _fill(rng, "login_pair", _LOGINS, 28, _pw, u=_USERS)
    out += _fill(rng, "cli_password", _CLI, 30, _plain, u=_USERS)
    out += _fill(rng, "config_password", _CONFIG, 22, _plain)
    for i in range(35):
        template, make = _VENDORS[i % len(_VENDORS)]
        t = make(rng)
        out.append(Sample("vendor_token", template.format(t=t), t))
    inv = [_tok((HEX, 32)), v.uuid4, _tok((ALNUM, 40))]
    out += _sub(rng, "invented_vendor_key", _INVENTED, 12,
                lambda g, i: ({"t": (s := inv[i % 3](g))}, s))  # fmt: skip
    bare = [_tok((ALNUM, 40)), _tok((URLSAFE, 48)), _tok((B64, 56), "==")]
    out += _sub(rng, "bare_token", _BARE_PLACES, 10,
                lambda g, i: ({"t": (s := bare[i % 3](g))}, s))  # fmt: skip
    out += _sub(rng, "hex_key", _HEX_PLACES, 12,
                lambda g, i: ({"h": (s := _r(g, HEX, [64, 32, 48][i % 3]))}, s))  # fmt: skip
    out += _sub(rng, "jwt", _JWT_PLACES, 10, lambda g, i: ({"t": (s := _jwt(g))}, s))
    for i in range(8):
        block, line = _pem(rng, _PEM_KINDS[i % 4])
        out.append(Sample("pem_private_key", _PEM_PLACES[i % 4].format(k=block), line))
    for i in range(12):
        lang, template = _SEED_PLACES[i % len(_SEED_PLACES)]
        phrase = _seed(rng, lang, [12, 24, 18][i % 3])
        out.append(Sample("seed_phrase", template.format(p=phrase), phrase))
    out += _cards(rng, 15)
    out += _cvvs(rng, 10)
    countries = list(_IBAN_SHAPES)
    for i, template in enumerate(v.cycle(rng, _IBAN_PLACES, 14)):
        number = _iban(rng, countries[i % len(countries)])
        shown = v.iban_spaced(number) if i % 2 else number
        out.append(Sample("iban", template.format(i=shown), shown))
    for i in range(18):
        template, make = _ID_PLACES[i % len(_ID_PLACES)]
        value = make(rng)
        out.append(Sample("national_id", template.format(s=value), value))
    out += _sub(rng, "totp_secret", _TOTP_PLACES, 10,
                lambda g, i: ({"s": (s := v.totp_secret(g, False)),
                               "u": g.choice(_USERS)}, s))  # fmt: skip
    out += _sub(rng, "one_time_code", _OTP_PLACES, 12,
                lambda g, i: ({"c": (s := _r(g, D, 6))}, s))  # fmt: skip
    out += _backups(rng, 8)
    out += _fill(rng, "wifi_key", _WIFI_PLACES, 15, _pw, net=_NETS)
    out += _sub(rng, "pin_code", _PIN_PLACES, 15,
                lambda g, i: ({"p": (s := _r(g, D, [4, 6, 5][i % 3]))}, s))  # fmt: skip
    out += _fill(rng, "passphrase", _PASSPHRASE_PLACES, 8,
                 lambda g: " ".join(g.sample(_PP_WORDS, 4)))  # fmt: skip

    def spelled(g: random.Random, i: int) -> tuple[dict[str, str], str]:
        w, d = g.choice(_SPELL_WORDS), str(g.randrange(100, 10_000))
        return {"w": w, "d": d}, w + d

    for template in v.cycle(rng, _SPELLED, 10):
        fields, joined = spelled(rng, 0)
        secret = joined if "{w}{d}" in template else fields["w"]
        out.append(Sample("spelled_password", template.format(**fields), secret))
    return out


_FIRSTS = [
    "the distillery NAS password is",
    "Login for the ticket printer. Password:",
    "la contraseña del wifi de la terminal es",
    "contraseña:",
    "mot de passe :",
    "lozinka:",
    "che, la contra es",
    "API key de Singani Ledger:",
    "PIN de la caja fuerte",
    "clave ko ha'e",
]


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for first in v.cycle(rng, _FIRSTS, 20):
        secret = _r(rng, D, 6) if "PIN" in first else _pw(rng)
        tail = rng.choice(["", " (no lo compartas)", "\nrotated monthly", ", pozdrav", " bises"])
        out.append(FieldPair("split_fields", first, secret + tail, secret))
    return out


_META_KEYS = ["password", "contraseña", "contra", "mot_de_passe", "lozinka", "wifi_psk", "pin",
              "api_key", "pos_token", "db_pass", "clave", "secret"]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    out = []
    for i, key in enumerate(v.cycle(rng, _META_KEYS, 20)):
        secret = _r(rng, D, 4) if key == "pin" else _pw(rng) if i % 3 else _r(rng, ALNUM, 32)
        inner: dict[str, Any] = {key: secret, "host": rng.choice(["pos-1", "nas", "gps"])}
        if i % 2:
            inner = {rng.choice(["bodega", "tienda", "flota"]): inner}
        if i % 5 == 0:
            inner = {"items": [inner]}
        out.append(MetadataSample("metadata_key", inner, secret))
    return out


CLEAN: list[str] = [
    "the password policy at the distillery is 12 characters, changed every 90 days",
    "la contraseña tiene que tener 10 caracteres como mínimo, dice Wilfredo",
    "Forgot your password? Ask Wilfredo to send a reset link.",
    "oiga, ¿cuál era la contraseña del wifi? no me acuerdo pues",
    "la contra del wifi está pegada atrás del router, fijate vos",
    "le mot de passe vous sera envoyé par courrier séparé",
    "lozinka je u kuverti kod stric Ante",
    "contraseña ha'e pe kuatiápe, aguyje",
    "che, la contraseña te la paso mañana en persona, no por acá",
    "the PIN pad at the shop counter is broken again",
    "never send a PIN or a code by WhatsApp, not even to Ruth",
    "Tu código de verificación vence en 10 minutos.",
    "Le code promo du salon est VINEXPO-2030 pour les acheteurs.",
    "codes de réduction : SINGANI10 et CUECA15, valables en juin",
    "error codes on the still: E04, E11, E17",
    "postal code of the Tarija office: 00000, there are no postcodes here",
    "tracking number 1Z 999 AA1 01 2345 6784 for the shipment to Bordeaux",
    "pedido n.º 2031-004817 de 36 cajas de singani",
    "boleto Tarija–Bermejo, asiento 14, salida 06:30, Bs 60",
    "pasaje 00418273, bus interno 27, andén 3",
    "factura 001-002-0004512 por Bs 1.250,00",
    "ticket VAL-3307: printer out of paper at the museum shop",
    "version 4.12.3 of the POS app is out; update before Friday",
    "release v2.31.0 (build 20310518) of the dispatch panel",
    "sha256 of pasajes-2031-05.tar.gz: "
    "3b7f1c9e8a2d4f6b0c5e7a9d1f3b5c7e9a0b2d4f6e8c1a3b5d7f9e0c2a4b6d8f",
    "commit 9f2c4a1e7b3d5f8a0c6e2b4d9f1a3c5e7b9d0f2a fixed the seat map",
    "md5sum inventario.xlsx = 0cc175b9c0f1b6a831c399e269772661",
    "call the terminal at +591 4 666 0000 or WhatsApp +591 70000000",
    "Gustavo's shop phone: +54 3878 00-0000",
    "the museum is at -21.5355, -64.7296 more or less",
    "the distillery sits at 1,850 m above sea level",
    "card ending in 4821 was charged Bs 312,50",
    "tarjeta **** **** **** 0917, vence 09/29",
    "IBAN: HR** **** **** **** **** * (masked in the export)",
    "product code MGT-PLUSH-GLIPTO-01, plush glyptodon, Bs 85",
    "SKU SNG-750-RES-2030, singani reserva 750 ml",
    "lot number L2031-118, bottled 2031-05-18",
    "la cueca chapaca empieza a las 21:00 en la plaza Luis de Fuentes",
    "Hélène arrive le 12/09 à 14h05, vol AF 3947 via La Paz",
    "Ivana dolazi 14. 10. u 16:20, let 4521",
    "che, el camión pasa por Aguas Blancas a las 7, avisale al Turco",
    "mba'éichapa Taurino, ¿qué tal el camino a Villa Montes?",
    "the API key field in Singani Ledger settings is required",
    "API version 3 of Flota Pasajes drops the old endpoints",
    "rotate the Stripe keys every quarter; the runbook says how",
    "the token limit of the assistant is 8000 per request",
    "the seed phrase of the shop's wallet is on paper in the safe",
    "the wifi password changed last week; ask at the counter",
    "two-factor is mandatory for every dispatcher account now",
    "the door code is the same as last year, ask Doña Petrona",
    "Bus 27 plate 2417-KDT needs new tyres",
    "temperature of still 2: 78.4 °C, pressure 1.02 bar",
    "le millésime 2029 du moscatel est plus sec, 14,5 % vol",
    "u Splitu je 24 stupnja, pozdrav svima u Tariji",
    "contraseña incorrecta, intente de nuevo",
    "El PIN debe tener 4 dígitos.",
    "public key fingerprint SHA256:Xy7ab is shown on the router's page",
    "NIT and CI go on the invoice header, see the template",
    "UUID of the test fixture: 00000000-0000-0000-0000-000000000000",
    "remember: the password manager is Bitwarden, vault 'Vallecito'",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_policy": "12 chars", "rotated": "2031-05-01"},
    {"route": "Tarija-Bermejo", "bus": 27, "seat": 14},
    {"order_id": "2031-004817", "items": 36, "currency": "BOB"},
    {"sha256": "9b74c9897bac770ffc029102a200c5de0f1e3b1b1a6d1e0c5e6f8a7b9c0d1e2f"},
    {"auth": {"method": "oauth", "provider": "google"}, "user": "rarce"},
    {"pin_pad": "broken", "shop": "Megaterio"},
    {"tracking": "1Z999AA10123456784", "to": "Bordeaux"},
    {"version": "4.12.3", "build": 20310518},
    {"contraseña_cambiada": True, "por": "wcardozo"},
    {"lat": -21.5355, "lon": -64.7296, "alt_m": 1850},
]
