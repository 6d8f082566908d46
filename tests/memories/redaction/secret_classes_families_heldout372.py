# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-seventy-second corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-sixty-ninth's
docstring, the fifth to three-hundred-and-sixty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (370, 371, 373), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (372_118_604), password words (a
desert tree or grape and a Nazca figure with two digits and a sign, `HuarangoColibri47!`;
dot-joined Ica dishes with a year, `carapulcra.sopaseca.2019`; leet `P1sc0`; a name, a year and
a dune; random runs).

The fictional company is Huarango Dunas Pisquera S.A.C., a pisco distiller with its bodega in
Ica, a vineyard in Pisco valley, a visitor centre in Nazca by the Lines and a boat desk in
Paracas; its Iqueño staff (Yesenia, Renzo, Maribel, Jhonatan), Quechua-speaking hands from
Ayacucho (Teodora, Saturnino), the Tusán family that owns part of it (Chong, Wong; a cousin in
Guangzhou, Kit-ying), the Nasca-Stiftung archaeology foundation partner in Bonn (Dr. Ulrike
Brandl, Matthias) and an importer in Bordeaux (Chais Garonne Import, Solène, Bastien). Every
company, person, address, domain (`huarangodunas.lan`, `huarangodunas.example`), account and
number is invented; only the region is real. Texts: chats, tickets, notes, runbooks, shell
prompts, config and env files, voice-note transcripts and requests to the assistant;
separators: a colon, `=`, `→`, `👉`, `/`, `—`, `es`, `kachkan`, `係`, `lautet`, `c'est`, a
new line, and none.

Grep counts (heldouts 5 to 369 naming each, grep -l): none for Ica, Nazca, Paracas, `mat maa`,
`Paßwort`, `le code est`, `rimanakuy`; one for Pisco, Tusán, jyutping, Ayacucho, izipay, barman,
ldeep, `pe causa`; two or three for Bordeaux, Plin, kanidm, `mat6 maa5`; more for Culqi (5), Niubiz
(5), lldap (5), Yape (8), fr.siren (7), fr.nif (8), pe.ruc (9), pe.cui (11), de.idnr (17),
Cantonese (15). The IBAN countries (British Virgin Islands, Monaco, Kosovo, Greenland, Falkland
Islands, Timor-Leste) were each found in 34 to 37 earlier corpora by a rough count of their
quoted codes, the low end of that count.

About half of the secret samples are not in English: coastal Peruvian Spanish as texted (`causa`,
`pe`, `oe`, `la contra`, `ya fue`), the Quechua of Ayacucho migrants around Spanish loans
(`claveyqa … kachkan`, `yaykunapaq`, `rimanakuy`), the Cantonese of Tusán families in
characters (`密碼係`, `個code係`) and jyutping (`mat6 maa5 hai6`), the German of the foundation
(`Das Kennwort lautet`, `Zugangsdaten`) and the French of the Bordeaux importers (`le mot de
passe c'est`, `mdp`, `le code est`). Spanish, German and French are ordinary usage; the author's
guesses, checked by no speaker, are the Quechua sentences, the Iqueño texting flavour, the
Cantonese colloquial wordings and the jyutping tones.

Vendors: invented ones (DunasPay `dnp_live_`, NazcaSMS `nzs_`, Paracas Cloud `prc-`, Garonne
Logistique `gxl.`; shapes guessed), regional ones with guessed shapes (Yape, Plin, Culqi, Niubiz,
izipay, WeChat Pay, Octopus) and published shapes (GitHub, GitLab, Slack, Stripe, OpenAI,
Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Groq, Docker Hub); the JWTs are well-formed.

Ids: Peru's CUI and RUC (`pe.cui`, `pe.ruc`), France's SIREN and NIF (`fr.siren`, `fr.nif`),
Germany's Steuer-ID (`de.idnr`), each drawn until its python-stdnum module validates it. Card
numbers pass Luhn; IBANs pass `stdnum.iban`; seed phrases come from `mnemonic`'s English,
Spanish, French and Traditional Chinese lists.
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
from stdnum.de import idnr as de_idnr
from stdnum.fr import nif as fr_nif
from stdnum.fr import siren as fr_siren
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 372_118_604
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
_r, _j = v.r, v.token
Maker = Callable[[random.Random], str]

_TREES = ["Huarango", "Quebranta", "Torontel", "Italia", "Albilla", "Moscatel", "Pallar",
          "Tejas", "Chincha", "Ocucaje", "Cahuachi", "Palpa", "Marcona", "Ballestas"]  # fmt: skip
_FIGURES = ["Colibri", "Mono", "Arana", "Condor", "Ballena", "Perro", "Astronauta", "Pelicano",
            "Flamenco", "Garza", "Lagarto", "Huarango"]  # fmt: skip
_DISHES = ["carapulcra", "sopaseca", "tejas", "chapana", "pallares", "frejol", "cachina",
           "pecanas", "tamalito", "seco", "huatia"]  # fmt: skip
_DUNES = ["Huacachina", "Usaca", "CerroBlanco", "Sarasara", "Ocucaje", "Tunga"]
_NAMES = ["Yesenia", "Renzo", "Maribel", "Jhonatan", "Teodora", "Saturnino", "Kityi", "Solene"]
_LEET = ["P1sc0", "Hu4r4ng0", "N4zc4", "P4r4c4s", "Qu3br4nt4", "C4hu4ch1", "T0r0nt3l"]
_USERS = ["yesenia.q", "renzo", "maribel", "jhonatan.p", "teodora", "saturnino", "kchong",
          "ubrandl", "solene", "bastien.g", "bodega", "admin"]  # fmt: skip


def _pw(g: random.Random) -> str:
    k = g.randrange(5)
    if k == 0:
        return f"{g.choice(_TREES)}{g.choice(_FIGURES)}{g.randrange(10, 99)}{g.choice('!#$%*?@+')}"
    if k == 1:
        return f"{g.choice(_DISHES)}.{g.choice(_DISHES)}.{g.randrange(1990, 2030)}"
    if k == 2:
        return f"{g.choice(_LEET)}{g.choice('!#$%*')}{g.randrange(100, 999)}"
    if k == 3:
        return f"{g.choice(_NAMES)}{g.randrange(1960, 2020)}{g.choice(_DUNES)}"
    return _r(g, ALNUM, 6) + g.choice("!#%*") + _r(g, ALNUM, 7)


def _plain(g: random.Random) -> str:
    return f"{g.choice(_TREES)}{g.choice(_FIGURES)}{g.randrange(10, 99)}{_r(g, UPPER, 2)}"


def _fam(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Callable[..., Any]:
    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for t in v.cycle(rng, templates, n):
            secret = make(rng)
            extra = {k: rng.choice(p) for k, p in pools.items()}
            out.append(Sample(cls, t.replace("{pw}", secret).format(**extra), secret))
        return out

    return take


_SAID = [
    "oe causa la contra del wifi de la bodega es {pw}",
    "la clave del sistema de ventas ya fue cambiada pe, ahora es {pw}",
    "Renzo: la contraseña del Odoo de la pisquera es {pw} no la compartas",
    "contra del correo de despacho 👉 {pw}",
    "causa pasame la clave del NAS… ya: {pw}",
    "la clave de la balanza de Ocucaje: {pw}",
    "Ica bodega server — contraseña: {pw}",
    "claveyqa {pw} kachkan, Teodora",
    "computadora yaykunapaq claveqa: {pw}",
    "rimanakuy: bodegapa claven {pw} kachkan",
    "Saturnino, contraseñaqa {pw}, ama pimanpas willankichu",
    "電腦密碼係 {pw}",
    "阿表，個 email 密碼係 {pw}，唔好話俾人聽",
    "mat6 maa5 hai6 {pw} aa3",
    "ngo5 dei6 go3 wifi mat maa: {pw}",
    "密碼：{pw}（廣州嗰邊用）",
    "Das Kennwort für die Grabungsdatenbank lautet {pw}",
    "Zugangsdaten Fundkatalog: Kennwort {pw}",
    "Paßwort für den Drohnen-Laptop in Palpa: {pw}",
    "Matthias, das Passwort ist {pw} – bitte nicht ins Wiki",
    "le mot de passe du portail douane c'est {pw}",
    "mdp du compte Chais Garonne : {pw}",
    "Solène : le mot de passe est {pw}, ne le transfère pas",
    "Bastien, mot de passe de l'entrepôt → {pw}",
    "Hey, can you remember that the Nazca visitor centre kiosk password is {pw}?",
    "note to self: Paracas boat desk laptop password = {pw}",
    "ticket HD-4471: reset the Pisco vineyard pump panel, new password {pw}",
    "Remember for me: pwd for the tasting-room POS is {pw}",
    "the bodega router admin password was changed to {pw}",
    "password for ica-erp.huarangodunas.lan\n{pw}",
    "[voice note] okay so the password for the label printer is {pw} got it",
    "secret: {pw}",
    "Yesenia: pw del dron de Cahuachi = {pw}",
    'La contraseña de la cámara de la sala de barricas es "{pw}"',
    "pass de la intranet (está en el cuaderno) `{pw}`",
]
_LOGINS = [
    "login: {u} / {pw}",
    "usuario {u} contraseña {pw}",
    "creds for the Niubiz back office are {u} and {pw}",
    "{u}:{pw}@erp.huarangodunas.lan",
    "Benutzer {u}, Kennwort {pw}",
    "utilisateur : {u} / mot de passe : {pw}",
    "用戶名 {u} 密碼 {pw}",
    "sign in as {u} with {pw}",
    "u={u} p={pw}",
    "| {u} | {pw} | bodega-nas |",
    "ingresa como {u} con la clave {pw} nomás",
]
_SPELLED = [
    "the password is the word {w} followed by {d}",
    "la clave es la palabra {w} y luego {d}",
    "Das Passwort ist das Wort {w}, dann {d}",
    "le mot de passe c'est le mot {w} puis {d}",
    "{w} with a capital first letter and {d} at the end, that's the NAS password",
]
_CLI = [
    "$ sshpass -p '{pw}' ssh {u}@bodega-nas.huarangodunas.lan",
    "yesenia@ica-pos:~$ mysql -u {u} -p{pw} ventas",
    "root@nazca-kiosk:~# redis-cli -a {pw} ping",
    "$ curl -u {u}:{pw} https://api.huarangodunas.example/v1/lots",
    "PS C:\\bodega> net use \\\\fs01\\barricas /user:{u} {pw}",
    "$ docker login -u {u} -p {pw} registry.huarangodunas.example",
    "$ zip -P {pw} fundkatalog.zip fotos/*.jpg",
    "$ 7z a -p{pw} lineas-dron.7z vuelos/",
    "$ openssl enc -aes-256-cbc -in cuentas.csv -out cuentas.enc -pass pass:{pw}",
    "$ gpg --batch --passphrase {pw} -c precios_bordeaux.ods",
    "$ plink -pw {pw} {u}@paracas-desk",
    "$ xfreerdp /u:{u} /p:{pw} /v:10.20.4.11",
    "$ lftp -u {u},{pw} sftp://ftp.huarangodunas.example",
    "$ ldapsearch -x -D cn={u},dc=huarangodunas,dc=lan -w {pw}",
    "$ sqlcmd -S ica-sql -U {u} -P {pw}",
    "$ htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "$ mosquitto_pub -h tanques.lan -u {u} -P {pw} -t temp/fermentador3 -m 19.4",
    "$ ipmitool -H 10.20.0.9 -U {u} -P {pw} power status",
    "SQL> CREATE USER {u} IDENTIFIED BY '{pw}';",
    "$ echo '{pw}' | sudo -S systemctl restart barman",
    "$ smbclient //fs01/ventas -U {u}%{pw}",
    "$ rabbitmqctl add_user {u} {pw}",
    "$ keytool -importcert -keystore pos.jks -storepass {pw} -file niubiz.crt",
    "$ kanidm login -D {u} --password {pw}",
]
_URLS = [
    "DATABASE_URL=postgres://{u}:{pw}@db.huarangodunas.lan:5432/pisco",
    "mongodb+srv://{u}:{pw}@cluster-ica.huarangodunas.example/visitas",
    "mysql://{u}:{pw}@10.20.1.5/ventas",
    "redis://:{pw}@cache.huarangodunas.lan:6379/0",
    "amqp://{u}:{pw}@mq.huarangodunas.lan:5672/",
    "Server=ica-sql;Database=Bodega;User Id={u};Password={pw};",
    "la cadena de conexión: postgresql://{u}:{pw}@nazca-db/tickets",
    "die Verbindung: mariadb://{u}:{pw}@fund-db.nasca-stiftung.example/katalog",
]

_VENDOR_MAKERS: list[tuple[str, Maker]] = [
    ("GitHub token {t}", _j("ghp_", (ALNUM, 36))),
    ("gitlab: {t}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN={t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe live key for the tienda online: {t}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 48))),
    ("la key de Anthropic es {t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {t}", _j("AKIA", (UPPER + "234567", 16))),
    ("Google Maps key para el mapa de las Líneas: {t}", _j("AIza", (URLSAFE, 35))),
    ("hf token: {t}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("Docker Hub PAT: {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("DunasPay live key {t}", _j("dnp_live_", (ALNUM, 32))),
    ("NazcaSMS API-Schlüssel: {t}", _j("nzs_", (HEX, 40))),
    ("Paracas Cloud token → {t}", _j("prc-", (ALNUM, 40))),
    ("clé d'API Garonne Logistique : {t}", _j("gxl.", (URLSAFE, 44))),
    ("Culqi secret key: {t}", _j("sk_live_", (HEX, 32))),
    ("Integrations › Niubiz: {t}", _j((HEX, 40))),
    ("izipay integration broken, current key {t}", lambda g: v.uuid4(g, "b")),
    ("API key de Yape para empresas: {t}", _j((ALNUM, 40))),
    ("Plin API key {t}", _j((HEX, 48))),
    ("微信支付 API 密鑰: {t}", _j((HEX, 32))),
    ("Octopus merchant API key: {t}", _j((ALNUM, 36))),
    ("Bearer token del portal SUNAT de prueba: {t}", _j((URLSAFE, 48))),
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for text, make in v.cycle(rng, _VENDOR_MAKERS, n):
        t = make(rng)
        out.append(Sample("vendor_token", text.replace("{t}", t), t))
    return out


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": g.choice(_USERS), "iss": "huarangodunas", "iat": 2_000_000_000
                     + g.randrange(10**6)})  # fmt: skip
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWTS = ["Authorization: Bearer {pw}", "el token del kiosko de Nazca: {pw}", "jwt={pw}",
         "Das Token für die Fund-API lautet {pw}", "token du portail Garonne : {pw}",
         "cookie session={pw}; Path=/", "登入 token 係 {pw}",
         "JWT for the POS sync {pw}"]  # fmt: skip


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    body = "\n".join(_r(g, B64, 64) for _ in range(g.randrange(4, 8)))
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


_PEMS = ["guardé la llave del servidor aquí:\n{pw}", "deploy key for nazca-kiosk:\n{pw}",
         "Schlüssel für den Grabungsserver:\n{pw}", "clé privée du SFTP :\n{pw}",
         "id_ed25519 ->\n{pw}", "bodega-nas.pem\n{pw}", "私鑰放呢度:\n{pw}"]  # fmt: skip

_SEED_LANGS = {"english": "Ledger seed for the pisco-club fund: {pw}",
               "spanish": "las 12 palabras de la billetera son {pw}",
               "french": "phrase de récupération du portefeuille : {pw}",
               "chinese_traditional": "助記詞：{pw}"}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in _SEED_LANGS}


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for lang in v.cycle(rng, list(_SEED_LANGS), n):
        words = rng.choice([12, 24])
        phrase = _MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(words * 4 // 3)))
        out.append(Sample("seed_phrase", _SEED_LANGS[lang].replace("{pw}", phrase), phrase))
    return out


def _card(g: random.Random) -> str:
    prefix = g.choice(["4", "51", "53", "2221", "37", "6011", "3528", "62"])
    length = 15 if prefix == "37" else 16
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def _card_fmt(g: random.Random) -> str:
    return v.grouped(_card(g), g.choice([" ", "-", ""]), g)


_CARDS = ["tarjeta de la empresa {pw} vence 08/33", "card number {pw} exp 11/34",
          "Kreditkarte der Stiftung: {pw}", "carte bancaire {pw} exp 02/35",
          "信用卡號 {pw}", "oe la tarjeta pa pagar el flete es {pw}"]  # fmt: skip
_CVVS = ["security code on the back: {pw}", "el código de seguridad de la tarjeta es {pw}",
         "Prüfnummer {pw}", "cryptogramme visuel : {pw}", "les trois chiffres au dos sont {pw}",
         "CVV {pw}"]  # fmt: skip

_IBAN_SHAPES = {"VG": "aaaa" + "n" * 16, "MC": "n" * 10 + "c" * 11 + "nn", "XK": "n" * 16,
                "GL": "n" * 14, "FK": "aa" + "n" * 12, "TL": "n" * 19}  # fmt: skip


def _iban(g: random.Random) -> str:
    country = g.choice(list(_IBAN_SHAPES))
    number = v.iban_shaped(g, country, _IBAN_SHAPES)
    return v.iban_spaced(number) if g.random() < 0.5 else number


_IBANS = ["IBAN para el pago del importador: {pw}", "Bankverbindung der Stiftung, IBAN {pw}",
          "virement sur l'IBAN {pw}", "IBAN: {pw}", "la cuenta en el extranjero, IBAN {pw}",
          "匯款 IBAN {pw}"]  # fmt: skip


def _cui(g: random.Random) -> str:
    body = _r(g, D, 8)
    return f"{body}-{pe_cui.calc_check_digits(body)[0]}"


def _ruc(g: random.Random) -> str:
    return v.until(g, _j(g.choice(["10", "20"]), (D, 9)), pe_ruc.is_valid)


def _siren(g: random.Random) -> str:
    return v.until(g, _j((D, 9)), fr_siren.is_valid)


def _nif(g: random.Random) -> str:
    body = g.choice("0123") + _r(g, D, 9)
    return body + fr_nif.calc_check_digits(body)


def _idnr(g: random.Random) -> str:
    return v.until(g, _j((D, 11)), de_idnr.is_valid)


_NATIONAL: list[tuple[str, Maker]] = [
    ("mi DNI (CUI) es {pw}", _cui), ("DNI de Teodora: {pw}", _cui),
    ("número de documento de identidad {pw}", _cui), ("RUC de la pisquera: {pw}", _ruc),
    ("el RUC del proveedor de botellas es {pw}", _ruc), ("SIREN de Chais Garonne : {pw}", _siren),
    ("numéro fiscal de référence de Bastien : {pw}", _nif), ("mon NIF est {pw}", _nif),
    ("Steuer-ID von Ulrike: {pw}", _idnr), ("Identifikationsnummer {pw}", _idnr),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for text, make in v.cycle(rng, _NATIONAL, n):
        value = make(rng)
        out.append(Sample("national_id", text.replace("{pw}", value), value))
    return out


_BACKUPS = ["Códigos de respaldo de Google de la bodega:\n{c}",
            "Backup-Codes für das Stiftungskonto: {c}", "codes de secours du compte OVH :\n{c}",
            "2FA backup codes (Culqi dashboard)\n{c}", "後備碼：{c}"]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for t in v.cycle(rng, _BACKUPS, n):
        codes = v.backup_codes(rng, 5, rng.randrange(4))
        sep = "\n" if t.endswith("\n{c}") else ", "
        out.append(Sample("backup_codes", t.replace("{c}", sep.join(codes)), codes[0]))
    return out


_TOTP = ["TOTP secret for the Niubiz admin: {pw}", "clave 2FA del correo: {pw}",
         "otpauth://totp/Huarango:{u}?secret={pw}&issuer=Huarango",
         "setup key de Authenticator: {pw}", "2FA-Schlüssel (manuell): {pw}",
         "clé TOTP : {pw}"]  # fmt: skip
_CODES = ["{pw} es tu código de verificación de Yape", "Tu código de verificación es {pw}",
          "Ihr Code lautet {pw}", "Votre code de vérification : {pw}",
          "【微信】驗證碼 {pw}",
          "Use {pw} to sign in to Culqi", "código OTP del banco: {pw}",
          "le code est {pw}, valable 5 minutes"]  # fmt: skip
_WIFI = ["wifi {n} / {pw}", "red {n} clave {pw}", "WIFI:T:WPA;S:{n};P:{pw};;",
         "Network: {n}\npassword: {pw}", "WLAN {n}, WPA-Schlüssel: {pw}",
         "le wifi {n}, mot de passe {pw}", "wifi {n} 密碼係 {pw}",
         "wifi {n} claveqa {pw} kachkan"]  # fmt: skip
_SSIDS = ["Huarango-Bodega", "HD-Paracas-Muelle", "Nazca Lineas Visitantes", "Pisco Vinedo 5G",
          "Stiftung-Palpa", "Garonne-Chai"]  # fmt: skip
_PINS = ["el PIN de la tarjeta es {pw}", "clave del candado del almacén: {pw}",
         "door code for the barrel room is {pw}#", "PIN-Nummer {pw}", "le code de la porte : {pw}",
         "PIN 係 {pw}", "código de la alarma de la bodega {pw}"]  # fmt: skip
_CONFIGS = [
    "# .env\nDB_HOST=10.20.1.5\nDB_PASSWORD={pw}\nDB_NAME=pisco",
    "smtp:\n  host: mail.huarangodunas.example\n  user: despacho\n  password: {pw}",
    "[database]\nhost = ica-sql\nuser = odoo\npassword = {pw}",
    "define('DB_PASSWORD', '{pw}');",
    "spring.datasource.password={pw}",
    "ica-sql:5432:pisco:odoo:{pw}",
    'MAIL_PASSWORD="{pw}"',
    'variable "db_password" {{ default = "{pw}" }}',
    '<add key="SmtpPassword" value="{pw}" />',
    "ssid,psk\nHuarango-Bodega,{pw}",
    '    "adminPassword": "{pw}",',
    "export KEYSTORE_PASS={pw}",
]
_AUTH = ["Authorization: Basic {pw}", "curl -H 'Authorization: Bearer {pw}' https://api.lan",
         "header Authorization → Bearer {pw}", "proxy-authorization: Basic {pw}"]  # fmt: skip


def _basic(g: random.Random) -> str:
    return base64.b64encode(f"{g.choice(_USERS)}:{_plain(g)}".encode()).decode()


def _auth(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for t in v.cycle(rng, _AUTH, n):
        value = _basic(rng) if "Basic" in t else _r(rng, URLSAFE, 40)
        out.append(Sample("auth_header", t.replace("{pw}", value), value))
    return out


_CHATS = [
    "[audio transcrito] ya causa apunta: la clave del correo es {pw} ya fue",
    "Kit-ying (WeChat): 阿Ben，新嘅密碼係 {pw}",
    "Hi assistant, please remember my bodega VPN password: {pw}",
    "[Sprachnachricht] also das Kennwort vom Server lautet {pw}, okay?",
    "[message vocal] bon, le mot de passe c'est {pw}, tu notes",
    "asistente, guarda esto: contraseña del banco {pw}",
    "Teodora: Renzo, claveyki {pw} kachkan, yaykunapaq",
    "Can you store the Paracas boat desk login? password {pw}",
]
_SPELLED_WORDS = ["huarango", "quebranta", "colibri", "ballena", "tejas", "cachina", "pallar"]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for t in v.cycle(rng, _SPELLED, n):
        w, d = rng.choice(_SPELLED_WORDS), str(rng.randrange(100, 9999))
        if t.startswith("{w}"):
            w = w.capitalize()
        out.append(Sample("spelled_password", t.format(w=w, d=d), f"{w}"))
    return out


_PLAN: list[tuple[Callable[[random.Random, int], list[Sample]], int]] = [
    (_fam("labelled_password", _SAID, _pw), 70),
    (_fam("login_pair", _LOGINS, _pw, u=_USERS), 25),
    (_spelled, 12),
    (_fam("cli_password", _CLI, _plain, u=_USERS), 35),
    (_fam("connection_string", _URLS, _plain, u=_USERS), 15),
    (_vendors, 50),
    (_fam("jwt", _JWTS, _jwt), 8),
    (_fam("private_key", _PEMS, _pem), 7),
    (_seeds, 12),
    (_fam("card_number", _CARDS, _card_fmt), 12),
    (_fam("card_code", _CVVS, _j((D, 3))), 6),
    (_fam("iban", _IBANS, _iban), 12),
    (_national, 18),
    (_backups, 8),
    (_fam("totp_seed", _TOTP, lambda g: v.totp_secret(g, spaced=False), u=_USERS), 6),
    (_fam("one_time_code", _CODES, _j((D, 6))), 8),
    (_fam("wifi_key", _WIFI, _plain, n=_SSIDS), 16),
    (_fam("pin_code", _PINS, lambda g: _r(g, D, g.choice([4, 6]))), 14),
    (_fam("config_secret", _CONFIGS, _pw), 20),
    (_auth, 8),
    (_fam("chat_password", _CHATS, _pw), 28),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# (class, first field, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la contraseña de la bodega es", "{s}", _pw),
    ("split_password", "Kennwort für den Fundkatalog:", "{s} (seit März)", _pw),
    ("split_password", "le mot de passe du chai c'est", "{s}", _pw),
    ("split_password", "密碼係", "{s}", _pw),
    ("split_password", "claveqa", "{s} kachkan", _pw),
    ("split_password", "Nazca kiosk admin password:", "{s}\nchange it after the season", _pw),
    ("split_password", "oe la contra del wifi", "{s} causa", _plain),
    ("split_password", "mat6 maa5 hai6", "{s}", _pw),
    ("split_password", "Paracas desk pwd", "{s}", _pw),
    ("split_password", "Zugangsdaten: Benutzer ubrandl, Passwort", "{s}", _pw),
    ("split_token", "Culqi secret key", "{s}", _j("sk_live_", (HEX, 32))),
    ("split_token", "DunasPay API key:", "{s}", _j("dnp_live_", (ALNUM, 32))),
    ("split_token", "GitHub token", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "palabras de recuperación", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 05/34", _card_fmt),
    ("split_iban", "IBAN", "{s}", _iban),
    ("split_id", "RUC", "{s}", _ruc),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_pin", "PIN de la tarjeta", "{s}", _j((D, 4))),
    ("split_wifi", "wifi Huarango-Bodega / clave", "{s}", _plain),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [FieldPair(cls, a, *_fill(rng, b, make)) for cls, a, b, make in _SPLITS]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"odoo": {"url": "https://erp.hd.lan", "admin_password": "{s}"}}': ("meta_password", _plain),
    '{"contraseña": "{s}"}': ("meta_password", _plain),
    '{"Kennwort": "{s}", "host": "fund-db"}': ("meta_password", _plain),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain),
    '{"密碼": "{s}"}': ("meta_password", _plain),
    '{"kiosks": [{"id": "nz1"}, {"id": "nz2", "pwd": "{s}"}]}': ("meta_password", _plain),
    '{"argv": ["mysql", "-u", "odoo", "--password", "{s}", "ventas"]}': ("meta_password", _plain),
    '{"transcript": "la clave del NAS es {s} causa"}': ("meta_password", _plain),
    '{"culqi": {"secret_key": "{s}"}}': ("meta_token", _j("sk_live_", (HEX, 32))),
    '{"nazcasmsToken": "{s}"}': ("meta_token", _j("nzs_", (HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"paracas_api_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"pago": {"card_number": "{s}", "exp": "09/34"}}': ("meta_card", _card_fmt),
    '{"importer": {"iban": "{s}"}}': ("meta_iban", _iban),
    '{"staff": {"dni": "{s}"}}': ("meta_id", _cui),
    '{"mfa": {"backup_codes": ["{s}", "48213077", "90172254"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"barricas": {"door_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Huarango-Bodega", "psk": "{s}"}}': ("meta_wifi", _plain),
    '{"totp_secret": "{s}"}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"pos: add pisco acholado SKU", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"kiosk: fix ticket printer", usedforsecurity=False).hexdigest()[:9]
_WHEEL = hashlib.sha256(b"odoo-17.0.20340512.tar.gz").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/huarango/kiosk:2.4").hexdigest()
_MD5 = hashlib.md5(b"catas_2034-03-14.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Odoo password before the harvest audit on 2034-03-20.",
    "La contraseña debe tener al menos 14 caracteres, causa.",
    "No compartas tu clave por WhatsApp, usa el gestor de contraseñas.",
    "Das Kennwort muss mindestens vierzehn Zeichen haben.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "唔好將密碼話俾任何人聽。",
    "Claveykita ama pimanpas willankichu.",
    "The Nazca kiosk asks for a new password after every update.",
    "Password reset link expires in 30 minutes.",
    "Where is the barrel room door code kept? Ask Renzo.",
    "Replace <YOUR_CULQI_KEY> with the key from your Culqi dashboard.",
    "CULQI_SECRET_KEY and NIUBIZ_MERCHANT_ID must be set before the nightly sync.",
    "The `.env.example` line `DUNASPAY_API_KEY=changeme` is a placeholder.",
    f"commit {_COMMIT} adds the acholado SKU to the POS.",
    f"Rolled back to {_SHORT} after the ticket printer broke.",
    f"odoo-17.0.20340512.tar.gz sha256:{_WHEEL}",
    f"The kiosk image is ghcr.io/huarango/kiosk@sha256:{_IMAGE}.",
    f"MD5 of catas_2034-03-14.csv is {_MD5}.",
    "Pedido PED-2034-00871: 120 botellas de pisco quebranta para Bordeaux.",
    "Ticket HD-5120: la impresora de etiquetas de la bodega se atasca.",
    "Llama a la tienda de Paracas al +51 56 531 204 antes del mediodía.",
    "Tour a las Líneas de Nazca a las 08:30, sale del aeródromo María Reiche.",
    "El pisco acholado cuesta S/ 68.50 la botella de 700 ml.",
    "Upgraded Odoo from 16.0 to 17.0 and the kiosk app to 2.4.1.",
    "Lote L-2034-QB-0312, 2 400 litros, 42 % vol, destilado el 14 de marzo.",
    "Die Grabung in Palpa beginnt am 3. Juni, Fundnummer NS-2034-118.",
    "La commande n° BX-2034-0419 arrive au chai de Bordeaux le 12 mai.",
    "訂單編號 HK-2034-5521，下星期出貨。",
    "The secret of a good pisco is resting it at least three months in clay botijas.",
    "My card ending 4412 was declined at the Ica hardware store.",
    "The importer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes and keep them in the office safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "The guest wifi 'Huarango-Visitas' is open, no password needed.",
    "Container MSKU 5820147 with the Bordeaux order leaves Callao on Friday.",
    "Tasting room hours: 09:00 to 18:00, Monday to Saturday.",
    "El token del kiosko expira cada 24 horas; se renueva solo.",
    "tokens are counted per request, the budget is 8000 per call",
    "The PIN pad at the Nazca shop is broken again.",
    "PIN codes for the staff lockers are four digits long.",
    "Please pass the salt and the pallares.",
    "pin: odoo-client to 17.0.3 until the build is fixed",
    "HS code 2208.20 covers pisco and other grape spirits.",
    "The Paracas boat leaves at 07:00 for Islas Ballestas, 2 hours round trip.",
    "Request id 3c8e2f91-7a4d-4b16-9e05-d21f6a8b3c77 is the slow one in the kiosk logs.",
    "ISBN 978-0-19-861186-8 is the reference book on the foundation shelf.",
    "After five wrong passwords the POS locks the account for 15 minutes.",
    "Version 2.4.1 of the kiosk app fixes the ticket QR code.",
    "Temperature of fermenter 3 is 19.4 °C, density 1.012.",
    "La cata del viernes empieza a las 17:00 en la bodega de Ica.",
    "The API key rotation for Culqi is scheduled for Friday.",
    "Das Passwort wird mit bcrypt gehasht, bevor es gespeichert wird.",
    "Le mot de passe a été changé hier par l'équipe IT.",
    "密碼政策：最少十四個字元。",
    "Keep `NAZCASMS_TOKEN` in the secrets store, never in the repository.",
    "Flight over the Lines: 35 minutes, 12 passengers, seat 4B.",
    "The hummingbird figure is about 96 m long.",
    "Factura F001-00023418 por S/ 1 240.00 emitida el 2034-04-02.",
    "Our shop phone in Ica is +51 56 210 877; open until 19:00.",
    "Two-factor codes arrive by SMS; the code is valid for five minutes.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/bodega/odoo", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL}", "package": "odoo", "version": "17.0"}}',
    '{"ticket": "HD-5120", "order": "PED-2034-00871"}',
    '{"lot": {"id": "L-2034-QB-0312", "litres": 2400, "abv": 42}}',
    '{"phone": "+51 56 531 204", "city": "Paracas"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bottles_in_stock": 3812}',
    '{"hs_code": "2208.20", "origin": "PE", "description": "pisco"}',
    '{"token_count": 512, "price": "S/ 68.50", "version": "2.4.1"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
