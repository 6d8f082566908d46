# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-fifteenth corpus: written blind, without the rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-thirteenth's
docstring, the fifth to three-hundred-and-thirteenth only through grep -l/-c counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (314, 316, 317), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (315_604_118), password words (a
Oaxacan dish, drink or place and a year, `Tlayuda1994!`; a market and a stall, `benito_juarez_42`;
leet `M3zc4l`; dot-joined `Chapulin.Zipolite.318`; a generator's dashed groups; random runs).

The fictional company is "Mezcalera Cuixe Dorado S. de R.L." (a mezcal and mole-paste maker: a
palenque near Santiago Matatlán, a bottling shed and office in Oaxaca de Juárez, a shop in
Juchitán, an agave nursery in the Mixteca near Huajuapan and a surf-hostel side business in
Puerto Escondido) and its staff's relatives in Los Angeles (Koreatown, Pico-Union) and Fresno;
every company, person, address, domain (`cuixedorado.lan`, `cuixe-dorado.mx`) and number is
invented, only the region is real. Texts: WhatsApp-style chats with times, help-desk tickets,
wiki breadcrumbs, tables, CSV and YAML rows, e-mails, runbooks, shell prompts, configs, env
files, voice-note transcripts and requests to the assistant; separators from a colon, `—`, `=`,
`→`, `👉` and `es` to a new line.

Grep counts (heldouts 5 to 313 naming each, grep -l): none for Mixteca, Puerto Escondido,
Zipolite, Mazunte, Huajuapan, Triqui, Copala, OpenPay, Konfio, SPEI, ttisql, `influx v1 shell`;
one for Tlaxiaco, Mixtec, Bitso, Spin by OXXO, typesense; two for Juchitán, Tehuantepec,
Zapotec, Conekta, Mercado Pago, Kueski, Skydropx, Estafeta, Facturama, Belvo, Zenvia, qdrant;
three for Oaxaca, meilisearch.

About half of the secret samples are not in English: Mexican Spanish with Oaxacan slang
(`la contra`, `ahí te va`, `no se la pases a nadie`, `neta`, `chido`, `mija`), Isthmus Zapotec
greetings and words (`Padiuxi`, `xquixe pe' lii`, `diidxa'` for word), Mixtec (`tu'un` for word,
`ña'a` guessed as a particle), Triqui words (`guendâ` guessed, `chrun` guessed), the Spanglish
of relatives in Los Angeles (`la password del wifi is`, `no se la des a nadie ok`), and the
English of surf tourists at the Puerto Escondido hostel. All the Zapotec, Mixtec and Triqui
wordings are the author's guesses, checked by no speaker (thinnest: the Triqui and Mixtec ones).

Vendors: invented ones (CuixePay `cxp_live_`, MatatlanSMS `msms-`, ZipoliteCloud `zc_`,
TlayudaMaps `tlm.`, AgaveOps UUIDs, MixtecaMail `mxm-`, GuelaguetzaTix `ggt_`; shapes guessed),
Mexican ones with guessed shapes (Conekta, OpenPay, Clip, Konfio, Bitso, Skydropx, Facturama,
Estafeta) and the known GitHub, Stripe, Slack, OpenAI, Anthropic, AWS, Hugging Face, SendGrid,
npm, GitLab and Google shapes; the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Mexico's CURP
(`mx.curp`) and RFC (`mx.rfc`, check digit validated), Guatemala's NIT (`gt.nit`), the
Dominican Republic's RNC (`do.rnc`) and US SSNs (`us.ssn`, of relatives in Los Angeles).
Unchecked (shapes guessed): a Mexican INE clave de elector and a US ITIN-looking passport number.
Cards pass Luhn (`v.card` brands plus Carnet `5062` prefixes drawn here, checked with
`stdnum.luhn`); IBANs of Guatemala, El Salvador, Belgium, Luxembourg, the Falklands, Czechia,
Bulgaria and the United Kingdom (each in 22 to 25 earlier corpora by a rough grep, the least
used), checked with `stdnum.iban`; seed phrases from mnemonic's English, Spanish and Portuguese
lists, validated by `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.do import rnc as do_rnc
from stdnum.gt import nit as gt_nit
from stdnum.mx import curp as mx_curp
from stdnum.mx import rfc as mx_rfc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 315_604_118
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
_r, _j = v.r, v.token
Maker = v.Maker

_FOOD = [
    "Tlayuda",
    "Mezcal",
    "Memela",
    "Tejate",
    "Chapulin",
    "Mole",
    "Quesillo",
    "Tasajo",
    "Chileajo",
    "Garnacha",
    "Totopo",
    "Tamal",
    "Nicuatole",
    "Chocolate",
    "Espadin",
    "Tobala",
    "Cuixe",
    "Huaxmole",
]
_PLACE = [
    "Zipolite",
    "Mazunte",
    "Matatlan",
    "Juchitan",
    "Huajuapan",
    "Tlaxiaco",
    "Zicatela",
    "Carrizalillo",
    "Ejutla",
    "Mitla",
    "Teotitlan",
    "Etla",
    "Tehuantepec",
    "Copala",
]
_NAMES = [
    "Xóchitl",
    "Nayeli",
    "Rigoberto",
    "Eufemia",
    "Baltazar",
    "Yazmín",
    "Odilón",
    "Citlali",
    "Tomasa",
    "Heriberto",
    "Jacinta",
    "Leobardo",
    "Marisol",
    "Abdiel",
    "Gaudencio",
]
_USERS = [
    "xochitl",
    "nayeli.r",
    "rigo",
    "eufemia",
    "balta",
    "yazmin.l",
    "odilon",
    "citlali",
    "tomasa",
    "heri",
    "jacinta.m",
    "leobardo",
    "marisol",
    "abdiel",
    "gaudencio",
    "svc-palenque",
    "caja-juchitan",
]
_SYM = "!#$%&*?@+="
_LEET = ["M3zc4l", "T14yud4", "Ch4pul1n", "Cu1x3", "Esp4d1n", "Z1p0l1t3", "T0b4l4"]


def _pw(g: random.Random) -> str:
    k = g.randrange(8)
    if k == 0:
        return f"{g.choice(_FOOD)}{g.randrange(1960, 2031)}{g.choice(_SYM)}"
    if k == 1:
        return f"{g.choice(_PLACE).lower()}_{g.choice(_FOOD).lower()}_{g.randrange(10, 100)}"
    if k == 2:
        return f"{g.choice(_LEET)}{g.randrange(10, 1000)}{g.choice(_SYM)}"
    if k == 3:
        return f"{g.choice(_FOOD)}.{g.choice(_PLACE)}.{g.randrange(100, 1000)}"
    if k == 4:
        return "-".join(_r(g, LOWER + D, 6) for _ in range(3))
    if k == 5:
        return _r(g, ALNUM, 14)
    if k == 6:
        return _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYM)
    return f"{g.choice(_PLACE)}{g.choice(_FOOD)}{g.randrange(10, 100)}{g.choice(_SYM)}"


def _plain(g: random.Random) -> str:
    return v.until(g, _pw, lambda s: all(c.isalnum() or c in "._-" for c in s))


def _fam(
    rng: random.Random, cls: str, templates: list[str], n: int, make: Maker = _pw
) -> list[Sample]:
    out = []
    for t in v.cycle(rng, templates, n):
        secret = make(rng)
        text = t.replace("{u}", rng.choice(_USERS)).replace("{n}", rng.choice(_NAMES))
        out.append(Sample(cls, text.replace("{pw}", secret), secret))
    return out


_SAID = [
    "[08:14] Xóchitl: la contra del Aspel SAE de la oficina es {pw}",
    "[21:02] Rigo: ahí te va la contraseña del NAS de Matatlán 👉 {pw}",
    "neta güey, la contraseña del router del palenque quedó {pw}, no se la pases a nadie",
    "Eufemia: oye mija, la clave del correo de ventas es {pw}",
    "contraseña nueva del Bind ERP: {pw} (la cambió Balta el lunes)",
    "Ticket Zendesk #4471: Contraseña del POS de la tienda de Juchitán → {pw}",
    "Padiuxi Nayeli! contraseña stibe' ni cubi: {pw}, xquixe pe' lii",
    "Tomasa (Juchitán): ni contraseña stiidxa' tienda nga {pw}",
    "Odilón, Huajuapan: contraseña ña'a vivero {pw}",
    "tu'un yu'u: contraseña ña'a {pw}",
    "Citlali (Copala): chrun contraseña guendâ {pw}",
    "primo en LA: la password del wifi is {pw}, no se la des a nadie ok",
    "tía Jacinta (Pico-Union): my Wells password es {pw} mijo, apúntala",
    "Leobardo from Fresno: the password pa' la cuenta del Netflix is {pw}",
    "Marisol: bro the hostel admin password is {pw}, don't post it in the group",
    "surfer at Zicatela hostel: dude the booking panel password is {pw}",
    "voice note transcript (Baltazar): eh la contraseña del Contpaqi es {pw} punto",
    "nota de voz: contraseña del panel de la cámara de la bodega... {pw}",
    "Runbook embotellado\n1. prender la llenadora\n2. usuario operador\n3. contraseña {pw}",
    "Hola Heriberto,\n\nla contraseña del SAT (CIEC) quedó como {pw}. Bórralo después.\n\nAbdiel",
    "Jira MEZ-112: el password del servidor de facturas es {pw}, favor de rotarlo",
    "Notion › Oficina › Impresoras › Epson L6270: contraseña — {pw}",
    "recuérdame que la contraseña de mi Banorte es {pw}",
    "remember that the Puerto Escondido hostel wifi admin password is {pw}",
    "apunta: password del Odoo = {pw}",
    "Gaudencio: el pass del correo quedó «{pw}»",
    "contraseña:\n{pw}",
    "Yazmín: contraseña cambiada a {pw} en el Mikrotik",
    "my password for the mezcal shop Shopify is {pw}",
    "Can you store this? CONTPAQi admin password = {pw}",
]
_LOGINS = [
    "usuario {u} / contraseña {pw}",
    "Aspel COI: {u} / {pw}",
    "login {u} y la contra {pw}",
    "entra al Odoo como {u} con {pw}",
    "| equipo | usuario | contraseña |\n|---|---|---|\n| NVR bodega | {u} | {pw} |",
    "user: {u}\npass: {pw}",
    "creds {u}:{pw}",
    "- host: pos-juchitan\n  usuario: {u}\n  password: {pw}",
    "equipo,usuario,contraseña\nllenadora-2,{u},{pw}",
    "ssh {u}@palenque.cuixedorado.lan (password {pw})",
    "mi usuario es {u} and the password is {pw} ok primo",
    "hostel panel: user {u}, pw {pw}",
]
_SPELL_WORDS = [
    "tlayuda",
    "chapulin",
    "tejate",
    "memela",
    "quesillo",
    "tasajo",
    "cuixe",
    "espadin",
    "totopo",
    "huaxmole",
]
_SPELLED = [
    "la contraseña es la palabra {w}, todo en minúsculas, y luego {d}",
    "password: es {w} y después el número {d}, sin espacio",
    "the wifi password is the word {w} followed by {d}",
    "diidxa' {w}, ne {d} — contraseña",
    "la contra es {w} con mayúscula al principio y {d} al final",
    "type {w}, then {d}; that's the admin password",
]
_CLI = [
    "influx -username {u} -password '{pw}' -host influx.cuixedorado.lan",
    "ttisql -connStr 'DSN=ventas;UID={u};PWD={pw}'",
    "mysql -h erp.cuixedorado.lan -u {u} -p'{pw}' facturas",
    "sshpass -p '{pw}' ssh {u}@bodega.cuixedorado.lan",
    "curl -u {u}:{pw} https://api.cuixedorado.lan/v1/lotes",
    "redis-cli -h cache.cuixedorado.lan -a '{pw}' ping",
    "docker login registry.cuixedorado.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "psql 'postgresql://{u}:{pw}@pg.cuixedorado.lan:5432/mezcal'",
    "zip -P '{pw}' nomina-2032.zip nomina.xlsx",
    "7z a -p'{pw}' facturas.7z facturas/",
    "openssl enc -aes-256-cbc -in cfdi.xml -out cfdi.enc -pass pass:{pw}",
    "lftp -u {u},{pw} sftp://sat-backup.cuixedorado.lan",
    "sqlcmd -S sql.cuixedorado.lan -U {u} -P '{pw}' -d Contpaqi",
    "mosquitto_pub -h mqtt.cuixedorado.lan -u {u} -P '{pw}' -t horno/temp -m 92",
    "ipmitool -I lanplus -H 10.8.0.5 -U {u} -P '{pw}' power status",
    "xfreerdp /v:caja.cuixedorado.lan /u:{u} /p:'{pw}'",
    "smbclient //nas/facturas -U '{u}%{pw}'",
    "keytool -importcert -keystore cfdi.jks -storepass '{pw}' -file sat.cer",
    "echo '{pw}' | sudo -S systemctl restart llenadora",
]
_SHELLS = [
    "{c}",
    "$ {c}",
    "rigo@palenque:~$ {c}",
    "PS C:\\Contpaqi> {c}",
    "lo que corrí en la terminal: {c}",
    "history | tail -1\n  512  {c}",
    "the command the surf guy ran: {c}",
    "comando que me pasó mi primo de LA: {c}",
]

_VENDORS: list[tuple[str, Maker]] = [
    ("CuixePay API key: {k}", _j("cxp_live_", (ALNUM, 32))),
    ("MatatlanSMS token → {k}", _j("msms-", (HEX, 40))),
    ("ZIPOLITECLOUD_API_KEY=zc_{k}", _j((ALNUM, 36))),
    ("llave de API de TlayudaMaps: {k}", _j("tlm.", (ALNUM, 40))),
    ("AgaveOps integration broken, current key {k}", lambda g: v.uuid4(g, "b")),
    ("MixtecaMail clave API: {k}", _j("mxm-", (HEX, 32))),
    ("GuelaguetzaTix API key {k}", _j("ggt_", (ALNUM, 30))),
    ("Conekta llave privada: {k}", _j("key_", (ALNUM, 27))),
    ("OpenPay private key {k}", _j("sk_", (HEX, 32))),
    ("Clip API key: {k}", lambda g: v.uuid4(g, "a")),
    ("Konfio api_key = {k}", _j((HEX, 40))),
    ("BITSO_API_SECRET={k}", _j((HEX, 32))),
    ("Skydropx token: {k}", _j((ALNUM, 43))),
    ("Facturama contraseña de API: {k}", _j((ALNUM, 24))),
    ("Estafeta API key {k}", _j((HEX, 32))),
    ("GITHUB_TOKEN={k}", _j("ghp_", (ALNUM, 36))),
    ("stripe secret {k}", _j("sk_live_", (ALNUM, 24))),
    ("Slack bot token: {k}", lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"),
    ("OPENAI_API_KEY={k}", _j("sk-proj-", (ALNUM, 48))),
    ("la key de Claude es {k}", _j("sk-ant-api03-", (ALNUM + "-_", 93), "AA")),
    ("aws_access_key_id = {k}", _j("AKIA", (UPPER + "234567", 16))),
    ("HF token: {k}", _j("hf_", (ALNUM, 34))),
    ("SENDGRID_API_KEY={k}", lambda g: f"SG.{_r(g, ALNUM, 22)}.{_r(g, ALNUM + '-_', 43)}"),
    ("//registry.npmjs.org/:_authToken={k}", _j("npm_", (ALNUM, 36))),
    ("gitlab token {k}", _j("glpat-", (ALNUM, 20))),
    ("Google Maps key: {k}", _j("AIza", (ALNUM + "-_", 35))),
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    frames = [
        "{c}",
        "Xóchitl: {c}",
        "nota: {c}",
        ".env del hostel:\n{c}",
        "[10:41] Rigo: {c}",
        "pásame esto al vault porfa — {c}",
        "ticket MEZ-2{d}: {c}",
    ]
    out = []
    for t, make in v.cycle(rng, _VENDORS, n):
        k = make(rng)
        text = rng.choice(frames).replace("{d}", str(rng.randrange(100, 999)))
        out.append(Sample("vendor_token", text.replace("{c}", t.replace("{k}", k)), k))
    return out


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": g.choice(_USERS), "iat": 1_900_000_000 + g.randrange(10**6)})
    return f"{head}.{body}.{_r(g, ALNUM + '-_', 43)}"


def _pem(g: random.Random) -> str:
    body = "\n".join(_r(g, ALNUM + "+/", 64) for _ in range(5))
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


def _basic(g: random.Random) -> str:
    return base64.b64encode(f"{g.choice(_USERS)}:{_plain(g)}".encode()).decode()


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "portuguese")}


def _seed(g: random.Random, lang: str) -> str:
    words = g.choice([12, 12, 24])
    ent = bytes(g.randrange(256) for _ in range({12: 16, 24: 32}[words]))
    return str(_MNEMO[lang].to_mnemonic(ent))


def _carnet(g: random.Random) -> str:
    body = "5062" + _r(g, D, 11)
    return body + luhn.calc_check_digit(body)


_CARD_BRANDS = ["visa", "mastercard", "amex", "discover"]


def _card(g: random.Random) -> str:
    num = _carnet(g) if g.random() < 0.25 else v.card(g, g.choice(_CARD_BRANDS))
    return v.grouped(num, g.choice([" ", "-", ""]), g)


_IBAN_SHAPES = {
    "GT": "c" * 24,
    "SV": "aaaa" + "n" * 20,
    "BE": "n" * 12,
    "LU": "nnn" + "c" * 13,
    "FK": "aa" + "n" * 12,
    "CZ": "n" * 20,
    "BG": "aaaa" + "n" * 6 + "c" * 8,
    "GB": "aaaa" + "n" * 14,
}


def _iban(g: random.Random, cc: str) -> str:
    return v.iban_shaped(g, cc, _IBAN_SHAPES)


def _curp(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        date = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = (
            _r(h, "BCDFGLMPRST", 1)
            + _r(h, "AEIOU", 1)
            + _r(h, UPPER, 2)
            + date
            + h.choice("HM")
            + h.choice(["OC", "OC", "DF", "PL", "GR", "CS"])
            + _r(h, "BCDFGHJKLMNPRSTVZ", 3)
            + "0"
        )
        return body + mx_curp.calc_check_digit(body)

    return v.until(g, make, mx_curp.is_valid)


def _rfc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        date = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = _r(h, UPPER, 4) + date + _r(h, "123456789ABCDEFGHJKLMNPRSTUV", 1) + _r(h, UPPER, 1)
        return body + mx_rfc.calc_check_digit(body)

    return v.until(g, make, lambda s: mx_rfc.is_valid(s, validate_check_digits=True))


def _gt_nit(g: random.Random) -> str:
    body = str(g.randrange(10**6, 10**8))
    return f"{body}-{gt_nit.calc_check_digit(body)}"


def _rnc(g: random.Random) -> str:
    return v.until(
        g, lambda h: (b := "1" + _r(h, D, 7)) + do_rnc.calc_check_digit(b), do_rnc.is_valid
    )


def _backup_list(g: random.Random, n: int) -> list[str]:
    return [f"{_r(g, LOWER + D, 4)}-{_r(g, LOWER + D, 4)}" for _ in range(n)]


def _wifi_key(g: random.Random) -> str:
    return g.choice(
        [
            _plain,
            lambda h: _r(h, ALNUM, 16),
            lambda h: "".join(w.capitalize() for w in h.sample(_FOOD, 3)) + "7",
        ]
    )(g)


def _structured(rng: random.Random) -> list[Sample]:
    out: list[Sample] = []

    def add(cls: str, templates: list[str], n: int, make: Maker) -> None:
        out.extend(_fam(rng, cls, templates, n, make))

    add(
        "jwt",
        [
            "Authorization header del POS: {pw}",
            "token de sesión del portal: {pw}",
            "jwt={pw}",
            "the hostel app gave me this token {pw}",
        ],
        8,
        _jwt,
    )
    add(
        "private_key",
        [
            "llave del servidor de facturas:\n{pw}",
            "id_rsa del palenque\n{pw}",
            "cfdi.key convertido:\n{pw}",
        ],
        6,
        _pem,
    )
    add(
        "auth_header",
        [
            "Authorization: Basic {pw}",
            "curl -H 'Authorization: Basic {pw}' https://erp.cuixedorado.lan",
            "header Authorization → Basic {pw}",
        ],
        5,
        _basic,
    )
    add(
        "auth_header",
        ["Authorization: Bearer {pw}", "bearer token del Facturama: Bearer {pw}"],
        4,
        _j((ALNUM, 40)),
    )
    add(
        "seed_phrase",
        [
            "frase semilla de la cartera de Bitso: {pw}",
            "mis 12 palabras de recuperación: {pw}",
            "seed phrase of the hostel's crypto tips wallet: {pw}",
        ],
        6,
        lambda g: _seed(g, "english"),
    )
    add(
        "seed_phrase",
        ["palabras de respaldo: {pw}", "frase de recuperación → {pw}"],
        5,
        lambda g: _seed(g, "spanish"),
    )
    add(
        "seed_phrase",
        ["frase de recuperação da carteira do tio: {pw}"],
        2,
        lambda g: _seed(g, "portuguese"),
    )
    add(
        "card_number",
        [
            "tarjeta de la empresa: {pw} vence 08/33",
            "número de tarjeta {pw}, CVV aparte",
            "tía Jacinta: my card number es {pw}",
            "pon esta tarjeta en Mercado Libre: {pw}",
            "card on file for the surf rental: {pw}",
        ],
        12,
        _card,
    )
    add(
        "card_cvv",
        [
            "código de seguridad atrás: {pw}",
            "los tres dígitos de atrás son {pw}",
            "CVV {pw}",
            "security code on the back: {pw}",
        ],
        6,
        _j((D, 3)),
    )
    for i, cc in enumerate(_IBAN_SHAPES):
        add(
            "iban",
            ["IBAN del proveedor: {pw}", "my cousin's IBAN is {pw}", "transferencia al IBAN {pw}"][
                i % 3 :
            ][:1],
            1,
            lambda g, c=cc: _iban(g, c),
        )
        add("iban", ["IBAN: {pw}"], 1, lambda g, c=cc: v.iban_spaced(_iban(g, c)))
    add("national_id", ["CURP: {pw}", "mi CURP es {pw}", "la CURP de Tomasa → {pw}"], 6, _curp)
    add(
        "national_id",
        ["RFC {pw}", "RFC del empleado: {pw}", "registro federal de contribuyentes {pw}"],
        5,
        _rfc,
    )
    add("national_id", ["NIT del comprador guatemalteco: {pw}", "NIT {pw}"], 3, _gt_nit)
    add("national_id", ["RNC del importador dominicano: {pw}", "RNC {pw}"], 3, _rnc)
    add(
        "national_id",
        ["my SSN is {pw}", "SSN del primo en LA: {pw}", "social security number {pw}"],
        5,
        v.ssn_number,
    )
    add(
        "national_id",
        ["clave de elector INE: {pw}"],
        2,
        lambda g: _r(g, UPPER, 6) + _r(g, D, 8) + "H" + _r(g, D, 3),
    )
    add(
        "backup_codes",
        [
            "códigos de respaldo de Google:\n{pw}\n{x}",
            "backup codes del Facebook de la tienda: {pw}, {x}",
        ],
        6,
        lambda g: _backup_list(g, 1)[0],
    )
    add(
        "totp_seed",
        [
            "clave de configuración del 2FA: {pw}",
            "otpauth://totp/Cuixe:rigo?secret={pw}&issuer=Cuixe",
            "TOTP secret for the hostel admin: {pw}",
        ],
        5,
        lambda g: _r(g, BASE32, 32),
    )
    add(
        "otp_code",
        [
            "Tu código de verificación es {pw}",
            "{pw} es tu código de Banorte",
            "código de WhatsApp: {pw}",
            "your Airbnb code is {pw}",
            "código OTP → {pw}",
        ],
        7,
        _j((D, 6)),
    )
    add(
        "pin_code",
        [
            "el NIP de la tarjeta es {pw}",
            "PIN del candado de la bodega: {pw}",
            "clave del portón: {pw}#",
            "PIN de la alarma de la tienda → {pw}",
            "the hostel safe PIN is {pw}",
            "NIP {pw}",
        ],
        10,
        lambda g: _r(g, D, g.choice([4, 6])),
    )
    add(
        "wifi_key",
        [
            "red Palenque_Cuixe, contraseña {pw}",
            "WIFI:T:WPA;S:Hostel Zicatela;P:{pw};;",
            "wifi de la tienda: TiendaJuchitan / {pw}",
            "ssid,psk\nBodega-Etla,{pw}",
            "Network: SurfHouse 5G / {pw}",
            "clave del wifi 👉 {pw}",
            "the wifi password at the hostel is {pw}",
            "contraseña wifi:\n{pw}",
        ],
        14,
        _wifi_key,
    )
    add(
        "passphrase",
        [
            "passphrase: {pw}",
            "frase de paso del KeePass: {pw}",
            "contraseña de cuatro palabras: {pw}",
        ],
        6,
        lambda g: " ".join(w.lower() for w in g.sample(_FOOD, 4)),
    )
    add(
        "conn_string",
        [
            "DATABASE_URL=postgres://mezcal:{pw}@pg.cuixedorado.lan:5432/ventas",
            "mongodb+srv://tienda:{pw}@cluster0.cuixe.mongodb.net/pos",
            "Server=sql.cuixedorado.lan;Database=Nomina;User Id=sa;Password={pw};",
            "amqp://bodega:{pw}@rabbit.cuixedorado.lan:5672/",
            "redis://:{pw}@cache.cuixedorado.lan:6379/0",
            "mysql://hostel:{pw}@db.zicatela-hostel.lan/reservas",
        ],
        12,
        _plain,
    )
    add(
        "config_file",
        [
            "config.php del hostel:\ndefine('DB_PASSWORD', '{pw}');",
            ".env\nDB_USER=cuixe\nDB_PASSWORD={pw}",
            "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
            "application.properties\nspring.datasource.password={pw}",
            "wp-config.php: define( 'DB_PASSWORD', '{pw}' );",
            "[smtp]\nuser = ventas@cuixe-dorado.mx\npassword = {pw}",
            'settings.yaml:\nfacturama:\n  usuario: cuixe\n  password: "{pw}"',
            'terraform.tfvars: db_password = "{pw}"',
        ],
        14,
        _plain,
    )
    add(
        "spelled_token", ["el token letra por letra: {pw}"], 3, lambda g: " ".join(_r(g, ALNUM, 20))
    )
    add("hex_key", ["MASTER_KEY={pw}", "llave AES del respaldo: {pw}"], 4, lambda g: _r(g, HEX, 64))
    return out


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for t in v.cycle(rng, _SPELLED, n):
        w, d = rng.choice(_SPELL_WORDS), str(rng.randrange(100, 10_000))
        out.append(Sample("spelled_password", t.replace("{w}", w).replace("{d}", d), w))
    return out


def _cli(rng: random.Random, n: int) -> list[Sample]:
    base = _fam(rng, "cli_password", _CLI, n, _plain)
    return [Sample(s.cls, rng.choice(_SHELLS).replace("{c}", s.text), s.secret) for s in base]


def _fix_backups(samples: list[Sample], rng: random.Random) -> list[Sample]:
    out = []
    for s in samples:
        text = s.text.replace("{x}", ", ".join(_backup_list(rng, 3))) if "{x}" in s.text else s.text
        out.append(Sample(s.cls, text, s.secret))
    return out


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out = _fam(rng, "labelled_password", _SAID, 60)
    out += _fam(rng, "login_pair", _LOGINS, 36)
    out += _spelled(rng, 12)
    out += _cli(rng, 40)
    out += _vendors(rng, 52)
    out += _structured(rng)
    out = _fix_backups(out, rng)
    out += _fam(rng, "labelled_password", _SAID, 390 - len(out))
    assert len(out) == 390
    return out


_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la contraseña del Aspel es", "{s}", _pw),
    ("split_password", "contra:", "{s} (no la compartas)", _pw),
    ("split_password", "my password es", "{s}\nok primo?", _pw),
    ("split_password", "Contraseña stiidxa' tienda nga", "{s}", _pw),
    ("split_password", "hostel admin password:", "{s} bro", _pw),
    ("split_password", "usuario rigo, contraseña", "{s}", _pw),
    ("split_password", "la clave del correo quedó", "{s}.", _pw),
    ("split_password", "password del Odoo =", "{s}", _pw),
    ("split_token", "CuixePay API key", "{s}", _j("cxp_live_", (ALNUM, 32))),
    ("split_token", "Conekta llave privada:", "{s}", _j("key_", (ALNUM, 27))),
    ("split_token", "GITHUB_TOKEN=", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Bearer", "{s}", _j((ALNUM, 40))),
    ("split_seed", "frase semilla:", "{s}", lambda g: _seed(g, "spanish")),
    ("split_card", "tarjeta", "{s} exp 04/34", _card),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SV"))),
    ("split_id", "CURP", "{s}", _curp),
    ("split_otp", "código de verificación:", "{s}", _j((D, 6))),
    ("split_pin", "NIP de la tarjeta", "{s}", _j((D, 4))),
    ("split_wifi", "wifi Hostel Zicatela, password", "{s}", _wifi_key),
    ("split_totp", "clave secreta del 2FA", "{s}", lambda g: _r(g, BASE32, 32)),
]


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLIT:
        s = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", s), s))
    return out


_METADATA: list[tuple[str, str, Maker]] = [
    ('{"contraseña": "{s}"}', "meta_password", _plain),
    ('{"aspel": {"usuario": "xochitl", "password": "{s}"}}', "meta_password", _plain),
    ('{"pos": [{"id": "caja-1"}, {"id": "caja-2", "pwd": "{s}"}]}', "meta_password", _plain),
    ('{"nota": "la contra del router es {s}"}', "meta_password", _plain),
    ('{"argv": ["mysql", "-u", "cuixe", "--password", "{s}"]}', "meta_password", _plain),
    ('{"hostel": {"admin_pass": "{s}"}}', "meta_password", _plain),
    ('{"transcript": "primo the wifi password is {s} ok"}', "meta_password", _plain),
    ('{"cuixepay": {"api_key": "{s}"}}', "meta_token", _j("cxp_live_", (ALNUM, 32))),
    ('{"conektaKey": "{s}"}', "meta_token", _j("key_", (ALNUM, 27))),
    ('{"headers": {"Authorization": "Bearer {s}"}}', "meta_token", _j((ALNUM, 40))),
    ('{"openai": {"token": "{s}"}}', "meta_token", _j("sk-proj-", (ALNUM, 48))),
    ('{"pago": {"tarjeta": "{s}", "vence": "09/34"}}', "meta_card", _card),
    ('{"proveedor": {"iban": "{s}"}}', "meta_iban", lambda g: _iban(g, "LU")),
    ('{"empleado": {"curp": "{s}"}}', "meta_id", _curp),
    ('{"primo": {"ssn": "{s}"}}', "meta_id", v.ssn_number),
    (
        '{"2fa": {"backup": ["{s}", "k2m8-pq4z", "x7rt-0wq3"]}}',
        "meta_otp",
        lambda g: _backup_list(g, 1)[0],
    ),
    ('{"wallet": {"seed_words": "{s}"}}', "meta_seed", lambda g: _seed(g, "english")),
    ('{"bodega": {"nip_candado": "{s}"}}', "meta_pin", _j((D, 4))),
    ('{"wifi": {"ssid": "Palenque_Cuixe", "psk": "{s}"}}', "meta_wifi", _wifi_key),
    ('{"totp_secret": "{s}"}', "meta_otp", lambda g: _r(g, BASE32, 32)),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for text, cls, make in _METADATA:
        s = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", s)), s))
    return out


_COMMIT = hashlib.sha1(b"pos: agregar IVA frontera", usedforsecurity=False).hexdigest()
_SHA = hashlib.sha256(b"odoo-17.0-cuixe.deb").hexdigest()
_MD5 = hashlib.md5(b"inventario_2032-03.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "La contraseña debe tener al menos 12 caracteres, neta.",
    "Olvidé mi contraseña del Aspel, ¿quién la puede resetear?",
    "No compartas contraseñas por WhatsApp, usa el Bitwarden.",
    "Pedido #PED-2032-0418: 24 botellas de espadín, 750 ml, $480 MXN cada una.",
    "La tienda de Juchitán abre a las 9:00 y cierra a las 20:30.",
    "Teléfono de la tienda: +52 971 555 0142.",
    "Factura F-00731 por $12,480.00 MXN, pagada el 2032-04-11.",
    "Actualicé Odoo de 16.0 a 17.0 y el POS a 3.4.2.",
    f"commit {_COMMIT} agrega el IVA de frontera al POS.",
    f"SHA-256 del paquete odoo-17.0-cuixe.deb: {_SHA}",
    f"MD5 de inventario_2032-03.csv es {_MD5}.",
    "El lote L-2032-MAT-07 de tobalá salió a 48 grados.",
    "Padiuxi! Xquixe pe' lii por el mezcal.",
    "primo the wifi at grandma's house doesn't need a password lol",
    "The hostel wifi 'Zicatela-Guest' is open, no password needed.",
    "Surf lesson at 7:30, board rental $350 MXN per hour.",
    "El código postal de la oficina es 68000.",
    "La guía de Estafeta 8055 2341 9987 llega el jueves.",
    "El token de la Guelaguetza es el boleto de papel que dan en la entrada.",
    "The password reset link expires in 30 minutes.",
    "La CURP se pide en el formulario de alta, no la mandes por chat.",
    "El NIP de la tarjeta nunca se escribe en el ticket.",
    "Remind me to rotate the Facturama API key next Friday.",
    "CUIXEPAY_API_KEY=replace-me es solo un ejemplo del .env.example.",
    "El pedido de 200 litros de espadín cuesta $96,000 MXN.",
    "Versión 2.31.0 de requests, fijada en requirements.txt.",
    "Tu pedido 7781-2210 va en camino.",
    "La clave del producto es MZ-ESP-750 para el espadín joven.",
    "Mi tía dice que el secreto del mole negro es el chilhuacle.",
    "La contraseña del wifi está en la tarjetita junto a la caja.",
    "¿Cuál es la contraseña del wifi? Pregúntale a Rigo.",
    "Cambia la contraseña cada 90 días, dice la política.",
    "El PIN pad de la terminal Clip se quedó sin batería.",
    "Ticket MEZ-2207: la llenadora 2 marca error E14.",
    "Las 12 palabras de recuperación se guardan en papel, en la caja fuerte.",
    "El vuelo de mi primo de LA llega a las 14:35, vuelo 4O 1283.",
    "Ocean temp at Zicatela today: 28 °C, swell 2.1 m at 14 s.",
    "The token counter says 4096 tokens per request.",
    "RFC de la empresa en la factura: lo saca el contador del SAT.",
    "Mixteca: el vivero tiene 3,400 plantas de agave papalomé.",
    "El horno de tierra lleva 72 horas; la tina 4 fermenta 8 días.",
    "Tlaxiaco: la feria es el 12 de diciembre.",
    "El código de barras 7501234567893 es del mezcal joven.",
    "UUID del CFDI: 3f2b9c1e-7a4d-4e8b-9c2f-1d5e6a7b8c9d (es público en la factura).",
    "Request id 5b7e2a91-3c4d-4f60-8e1a-2b3c4d5e6f70 fue el lento.",
    "Reservation HZ-2032-0917 for two beds, check-in 15:00.",
    "Hostel rule: never ask guests for their card PIN.",
    "El password manager de la oficina es Bitwarden, autoaloja Rigo.",
    "La passphrase debe tener cuatro palabras, según la guía.",
    "no se la pases a nadie: la receta del mole de la abuela.",
    "Secret Santa de la oficina el 20 de diciembre en Mitla.",
    "Tomasa pide que le manden el API key por el vault, no por chat.",
    "Huajuapan de León queda a 3 horas de Oaxaca de Juárez.",
    "Mazunte: el museo de la tortuga abre de 10:00 a 16:30.",
    "El kilo de chapulines está a $400 MXN en el mercado Benito Juárez.",
    "2FA activado en la cuenta de Bitso; los códigos están en la caja fuerte.",
    "Nuestro número de WhatsApp Business es +52 951 555 0199.",
    "El puerto de la base de datos es 5432 y el de Redis 6379.",
    "SKU 750-ESP-J, existencia 1,284 botellas al 2032-05-01.",
    "El IBAN no aplica en México; aquí usamos CLABE para transferencias.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 12}',
    '{"secret_ref": "vault/cuixe/aspel", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_SHA}", "package": "odoo", "version": "17.0"}}',
    '{"ticket": "MEZ-2207", "pedido": "PED-2032-0418"}',
    '{"lote": {"id": "L-2032-MAT-07", "litros": 200, "grados": 48}}',
    '{"telefono": "+52 971 555 0142", "ciudad": "Juchitán"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "botellas": 1284}',
    '{"tokens": 4096, "pin_pad": "sin batería", "passes": 3}',
    '{"reserva": "HZ-2032-0917", "camas": 2, "check_in": "15:00"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
