# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-sixty-ninth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-sixty-fifth's
docstring, the fifth to three-hundred-and-sixty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (366 to 368), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (369_481_207), password words (a Puna plant,
a Quebrada village and a number with a sign, `YaretaTilcara58!`; dot-joined Jujuy dishes with a
year, `tamal.humita.2016`; leet `C4rd0n`; a name, a year and a hill; a generator's dashed groups
of five; random runs).

The fictional company is Yaretasur Textiles Andinos S.R.L., a llama and vicuña wool weaver with
its office in San Salvador de Jujuy, a dye workshop in Tilcara, a shop in Humahuaca and a depot in
La Quiaca; its Jujeño staff (Nilda, Eusebio, Rosario who writes Quechua, Cirilo), Bolivian
traders across the bridge in Villazón (Wilber, Marlene), the Syrian-Lebanese descendant families
who own it (Fátima Haddad, Jorge Nasif, relatives in Homs and Zahle) and a Korean textile partner
in Daegu (Kim Minji, Park Sungho). Every company, person, address, domain (`yaretasur.lan`,
`yaretasur.example`), account and number is invented; only the region is real. Texts: chats,
tickets, notes, runbooks, shell prompts, config and env files, voice-note transcripts and requests
to the assistant; separators: a colon, `=`, `→`, `👉`, `/`, `—`, `es`, `kan`, `는`, `은`, `هي`,
a new line, a question then an answer, and none.

Grep counts (heldouts 5 to 365 naming each, grep -l): none for Tilcara, Humahuaca, Quiaca,
Yaretasur, BNB Bolivia, Kakao Pay, `rimaykuna`, `kalmet sir`, `yachay`; one for Jujuy, Villazón,
Modo, Syncthing, `clavecita`; two for AnyDesk, `ch'alla`, `kelmet el ser`; more for ar.dni (5),
Ualá (6), Toss (7), Mercado Pago (8), MinIO (6), frpc (7), sshfs (10), wget --password (10),
ar.cbu (10), ar.cuit (12), Quechua (13), Hangul (12), kr.rrn and kr.brn (16), Arabizi (16), Tigo
(21); the common tools (rclone 65, mongosh 44, aria2c 25) carry the shells. The IBAN countries
(Mauritania, Oman, Russia, Nicaragua, Belarus, Djibouti) were each found in 33 to 35 earlier
corpora by a rough count of their quoted codes, the low end of that count.

About half of the secret samples are not in English: Argentine Spanish as texted in the
northwest (`che`, `la clave`, `nomás`, `ahicito`, voseo), the Quechua of the Puna around Spanish
loans (`claveqa … kan`, `yaykunapaq`, `rimaykuna`, `PINniyqa`), the Spanish of Bolivian traders
in Villazón (`pues`, `ya`, `oye`, `la contraseña es pues`), the Arabic of the Syrian-Lebanese
families in script (`كلمة السر`, `الباسوورد`) and Arabizi (`kilmet el sir`, `el password 3ande`),
and the Korean of the Daegu partner in Hangul (`비밀번호는`, `비번`, `인증번호`) and romanised
(`bimilbeonho-neun`, `bibeon`). Spanish and Korean in Hangul are ordinary usage; the author's
guesses, checked by no speaker, are the Quechua sentences, the Bolivian and Jujeño chat flavour,
the Arabizi spellings and the Korean romanisations.

Vendors: invented ones (YaretaPay `ytp_live_`, PunaSMS `pns_`, Quebrada Cloud `qdc-`, Villazón
Cambios `vzc.`, Daegu TexLink `dtl_sk_`; shapes guessed), regional ones with guessed shapes (BNB
Bolivia, Tigo Money, Mercado Pago, Ualá, Modo, Kakao Pay, Toss Payments, Naver Cloud) and
published shapes (GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face,
npm, SendGrid, Shopify, DigitalOcean, Groq, Docker Hub, Postman); the JWTs are well-formed.

Ids: Argentina's CUIT and CBU (`ar.cuit`, `ar.cbu`), Korea's RRN and BRN (`kr.rrn`, `kr.brn`),
each drawn until its python-stdnum module validates it. Card numbers pass Luhn; IBANs pass
`stdnum.iban`; seed phrases come from `mnemonic`'s English, Spanish and Korean lists.
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
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 369_481_207
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS = LOWER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
_r, _j = v.r, v.token
Maker = v.Maker

_PLANTS = ["Yareta", "Cardon", "Tola", "Queñoa", "Churqui", "Airampo", "Muña", "Rica"]
_VILLAGES = ["Tilcara", "Humahuaca", "Maimara", "Uquia", "Tumbaya", "Purmamarca", "Iturbe"]
_DISHES = ["tamal", "humita", "chairo", "calapurca", "api", "picante", "anchi", "kalapi"]
_HILLS = ["Zenta", "Chani", "Hornocal", "Aguilar", "Tres Cruces"]
_NAMES = ["nilda", "eusebio", "rosario", "cirilo", "wilber", "marlene", "fatima", "jorge",
          "minji", "sungho", "yamila", "teodoro"]  # fmt: skip
_USERS = ["nilda.q", "eusebio", "rosario.m", "cirilo", "wilber.ch", "marlene", "fhaddad",
          "jnasif", "minji.kim", "sungho.park", "deposito", "svc-telar"]  # fmt: skip
_SYM = "!#$%&*?@+="

_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLANTS)}{g.choice(_VILLAGES)}{g.randrange(10, 100)}{g.choice(_SYM)}",
    lambda g: ".".join(g.sample(_DISHES, 2)) + f".{g.randrange(1990, 2031)}",
    lambda g: f"C4rd0n{g.randrange(100, 1000)}{g.choice(_SYM)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1960, 2010)}{g.choice(_HILLS).replace(' ', '')}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3)),
    lambda g: _r(g, ALNUM, 14),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYM),
]


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain(g: random.Random) -> str:
    return v.until(g, _pw, lambda s: all(c.isalnum() or c in "._-" for c in s))


def _take(rng: random.Random, cls: str, templates: list[str], n: int, make: Maker) -> list[Sample]:
    """``n`` samples: each template with a fresh secret for ``{s}`` and a user for ``{u}``."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        text = template.replace("{u}", rng.choice(_USERS)).replace("{s}", secret)
        out.append(Sample(cls, text, secret))
    return out


_SAID = [
    "Nilda: che, la clave del Synology del depósito es {s}",
    "la contraseña del router de Tilcara es {s}, no la cambiés",
    "anotá nomás: contraseña de la caja de Humahuaca → {s}",
    "Cirilo (audio): la clave nueva del sistema de stock es {s}, ahicito la puse",
    "Wilber: la contraseña es pues {s}, ya oye",
    "Marlene desde Villazón: la contraseña del correo es {s} pues",
    "Rosario: routerpa claveqa {s} kan",
    "yaykunapaq claveqa {s} kan, ama willankichu",
    "rimaykuna: sistemapa contraseñanqa {s}",
    "Fátima: كلمة السر للإيميل هي {s}",
    "الباسوورد تبع الراوتر: {s}",
    "Jorge: kilmet el sir la el account {s}",
    "el password 3ande lal bank: {s}",
    "민지: 공유 드라이브 비밀번호는 {s} 입니다",
    "비번：{s}",
    "sungho: bimilbeonho-neun {s} ieyo",
    "bibeon {s} ya, ijeobeoriji ma",
    "Password for the La Quiaca depot NAS: {s}",
    "AnyDesk unattended password on the Tilcara dye PC 👉 {s}",
    "Syncthing GUI password (tejido-share): {s}",
    "voice note, Eusebio: the password for the loom controller is {s}, write it down",
    "hey assistant, remember the Modo merchant portal password: {s}",
    "Jira YTS-412: reset the Humahuaca shop POS admin, new password {s}",
    "note to self — MinIO console root pw {s}",
    "passwd for the weaving-floor tablet = {s}",
]
_LOGINS = [
    "usuario {u} / contraseña {s}",
    "entrá como {u} con la clave {s}",
    "Wilber: el usuario es {u} y la contraseña es pues {s}",
    "usuarioqa {u}, claveqa {s}",
    "اسم المستخدم {u} وكلمة السر {s}",
    "user {u}, kilmet el sir {s}",
    "아이디 {u} 비밀번호 {s}",
    "aidi {u} bibeon {s}",
    "login: {u} / {s}",
    "{u}:{s}@nas.yaretasur.lan",
    "| host | user | pass |\n|---|---|---|\n| telar-01 | {u} | {s} |",
    "sign in to the Kakao Pay partner console as {u} with {s}",
    "Jira YTS-433: creds for the dye kiln panel are {u} and {s}",
]
_SPELLED = [
    "the password is the word {w}, small letters, then {d}",
    "la contraseña es la palabra {w} y después el número {d}",
    "claveqa {w} simi, chaymanta {d} yupay",
    "كلمة السر هي كلمة {w} وبعدها الرقم {d}",
    "비밀번호는 {w} 라는 단어에 숫자 {d} 붙인 거예요",
    "type {w}, then {d}; that's the shop router password",
    "{w}{d} — that's the Villazón wifi password",
]
_SAID_WORDS = ["cardon", "yareta", "vicuna", "coquena", "erke", "siku", "quena", "tola"]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        w, d = rng.choice(_SAID_WORDS), str(rng.randrange(100, 10_000))
        text = template.replace("{w}", w).replace("{d}", d)
        secret = w + d if "{w}{d}" in template else w  # joined, or the spoken word
        out.append(Sample("spelled_password", text, secret))
    return out


_CLI = [
    "rclone config create nube webdav url https://dav.yaretasur.example user {u} pass {s}",
    "mongosh 'mongodb://db.yaretasur.lan' -u {u} -p {s}",
    "aria2c --ftp-user={u} --ftp-passwd={s} ftp://ftp.yaretasur.lan/fotos.zip",
    "wget --user={u} --password={s} https://intranet.yaretasur.lan/stock.csv",
    "sshfs {u}@nas.yaretasur.lan:/tejidos /mnt/t -o password_stdin <<< '{s}'",
    "ncftp -u {u} -p {s} ftp.yaretasur.lan",
    "mysql -h db.yaretasur.lan -u {u} -p{s} stock",
    "sshpass -p {s} ssh {u}@telar-01.yaretasur.lan",
    "curl -u {u}:{s} https://api.yaretasur.example/v1/pedidos",
    "redis-cli -h cache.yaretasur.lan -a {s}",
    "docker login registry.yaretasur.lan -u {u} -p {s}",
    "smbclient //nas/tejidos -U {u}%{s}",
    "mc alias set depo http://minio.yaretasur.lan:9000 {u} {s}",
    "7z a -p{s} planillas.7z planillas/",
    "zip -P {s} sueldos.zip sueldos.xlsx",
    "openssl enc -aes-256-cbc -in costos.csv -out costos.enc -pass pass:{s}",
    "psql 'postgresql://{u}:{s}@pg.yaretasur.lan/ventas'",
    "lftp -u {u},{s} sftp://files.yaretasur.lan",
]
_SHELLS = ["nilda@jujuy-ofi:~$ {c}", "PS C:\\deposito> {c}", "corrí esto: {c}",
           "Jira YTS-450, history:\n$ {c}", "{c}", "rosario@tilcara:~$ {c}",
           "이 명령 실행했어요: {c}", "shaghalt hal command: {c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    inner = _take(rng, "cli_password", _CLI, n, _plain)
    return [Sample(s.cls, rng.choice(_SHELLS).replace("{c}", s.text), s.secret) for s in inner]


_URLS = [
    "postgresql://{u}:{s}@pg.yaretasur.lan:5432/ventas",
    "mysql://{u}:{s}@db.yaretasur.lan:3306/stock",
    "mongodb+srv://{u}:{s}@cluster0.yaretasur.example/telares",
    "amqp://{u}:{s}@mq.yaretasur.lan:5672/pedidos",
    "redis://{u}:{s}@cache.yaretasur.lan:6379/0",
    "Server=sql.yaretasur.lan;Database=Lanas;User Id={u};Password={s};",
    "sftp://{u}:{s}@files.yaretasur.lan:22/fotos",
    "ftp://{u}:{s}@ftp.yaretasur.lan/catalogo",
]
_URL_PLACES = ["DATABASE_URL={c}", "la cadena de conexión: {c}", "연결 문자열: {c}",
               "Rosario: kay conexión {c}", "{c}",
               "remember this connection string: {c}"]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    inner = _take(rng, "connection_string", _URLS, n, _plain)
    return [Sample(s.cls, rng.choice(_URL_PLACES).replace("{c}", s.text), s.secret) for s in inner]


_VENDORS: list[tuple[str, str, Maker]] = [
    ("YaretaPay", "YARETAPAY_SECRET_KEY", _j("ytp_live_", (ALNUM, 32))),
    ("PunaSMS", "PUNASMS_TOKEN", _j("pns_", (ALNUM, 36))),
    ("Quebrada Cloud", "QDC_API_KEY", _j("qdc-", (LOWER_DIGITS, 40))),
    ("Villazón Cambios", "VZC_TOKEN", _j("vzc.", (URLSAFE, 40))),
    ("Daegu TexLink", "TEXLINK_SECRET", _j("dtl_sk_", (ALNUM, 32))),
    ("BNB Bolivia", "BNB_API_KEY", _j((HEX, 40))),
    ("Tigo Money", "TIGO_MONEY_SECRET", _j((ALNUM, 40))),
    ("Mercado Pago", "MP_ACCESS_TOKEN", _j("APP_USR-", (D, 16), "-", (HEX, 32))),
    ("Ualá", "UALA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Kakao Pay", "KAKAOPAY_SECRET_KEY", _j("DEV", (UPPER + D, 37))),
    ("Toss Payments", "TOSS_SECRET_KEY", _j("live_sk_", (ALNUM, 32))),
    ("Naver Cloud", "NCLOUD_SECRET_KEY", _j((ALNUM, 40))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 120))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("Google", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Shopify", "SHOPIFY_ADMIN_TOKEN", _j("shpat_", (HEX, 32))),
    ("DigitalOcean", "DO_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52))),
    ("Docker Hub", "DOCKERHUB_TOKEN", _j("dckr_pat_", (URLSAFE, 27))),
    ("Postman", "POSTMAN_API_KEY", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
]  # fmt: skip
_NAMED = ["{env}={tok}", "export {env}='{tok}'", "clave de API de {vendor}: {tok}",
          "{vendor} API 키: {tok}", "مفتاح API تبع {vendor}: {tok}",
          "{vendor}pa API claveqa {tok} kan", "{vendor} key for prod: {tok}",
          ".env del depósito:\n{env}=\"{tok}\""]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    pairs = [(vd, t) for vd in _VENDORS for t in _NAMED]
    firsts = [(vd, rng.choice(_NAMED)) for vd in _VENDORS]
    rest = [p for p in pairs if p not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.replace("{vendor}", vendor).replace("{env}", env).replace("{tok}", tok)
        out.append(Sample("vendor_token", text, tok))
    return out


def _jwt(g: random.Random) -> str:
    issued = 1_960_000_000 + g.randrange(2_000_000)
    claims = {"sub": v.uuid4(g), "iss": "https://sso.yaretasur.example", "iat": issued,
              "exp": issued + 3600, "email": f"{g.choice(_USERS)}@yaretasur.example"}  # fmt: skip
    head = v.b64url({"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 12)})
    return f"{head}.{v.b64url(claims)}.{_r(g, URLSAFE, 342)}"


_JWTS = ["Authorization: Bearer {s}", "token del portal: {s}", "토큰: {s}",
         "Cookie: yts_session={s}", "SSO_TOKEN={s}", "el token 3ande: {s}"]  # fmt: skip

_PEM_KINDS = ["OPENSSH PRIVATE KEY", "RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"]


def _pems(rng: random.Random, n: int) -> list[Sample]:
    places = ["clave del servidor de Tilcara:\n{k}", "~/.ssh/id_deposito:\n{k}",
              "서버 개인키:\n{k}", "Jira YTS-470, pasted key:\n{k}",
              "keep this deploy key for me:\n{k}", "المفتاح الخاص:\n{k}"]  # fmt: skip
    out = []
    for index, place in enumerate(v.cycle(rng, places, n)):
        kind = _PEM_KINDS[index % 4]
        lines = [_r(rng, B64, 64) for _ in range(8)] + [_r(rng, B64, 40) + "="]
        key = "\n".join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
        out.append(Sample("pem_private_key", place.replace("{k}", key), lines[3]))
    return out


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "korean")}
_SEED_PLACES = [
    ("frase semilla de la billetera de Jorge: {p}", "spanish"),
    ("Rosario: billeterapa rimaykunanqa {p}", "spanish"),
    ("palabras de recuperación, ya pues: {p}", "spanish"),
    ("지갑 복구 문구: {p}", "korean"),
    ("seed words for the wool fund wallet: {p}", "english"),
    ("kalimat el seed 3ande: {p}", "english"),
]


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, (place, lang) in enumerate(v.cycle(rng, _SEED_PLACES, n)):
        size = [16, 32, 24][index % 3]
        phrase = str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(size))))
        out.append(Sample("seed_phrase", place.replace("{p}", phrase), phrase))
    return out


def _card(g: random.Random) -> str:
    return v.card(g, g.choice(["visa", "mastercard", "amex", "unionpay", "discover"]))


_CARDS = ["tarjeta de la empresa: {s} vence 08/33", "número de tarjeta {s}",
          "카드번호 {s}", "raqam el carta: {s}", "رقم البطاقة {s}",
          "card for the Daegu yarn order: {s}"]  # fmt: skip
_CVVS = ["Visa {c}, código de seguridad {s}", "카드 {c} CVC {s}",
         "card {c}, the three digits on the back are {s}"]  # fmt: skip


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CVVS, n):
        cvv = _r(rng, D, 3)
        text = template.replace("{c}", v.grouped(v.card(rng, "visa"), " ", rng))
        out.append(Sample("card_cvv", text.replace("{s}", cvv), cvv))
    return out


_IBAN_SHAPES = {"MR": "n" * 23, "OM": "nnn" + "c" * 16, "RU": "n" * 14 + "c" * 15,
                "NI": "aaaa" + "n" * 20, "BY": "cccc" + "nnnn" + "c" * 16,
                "DJ": "n" * 23}  # fmt: skip


def _iban(g: random.Random) -> str:
    return v.iban_shaped(g, g.choice(list(_IBAN_SHAPES)), _IBAN_SHAPES)


_IBANS = [
    "IBAN del proveedor: {s}",
    "IBAN 3ande: {s}",
    "رقم الآيبان: {s}",
    "계좌 IBAN: {s}",
    "pay the Nouakchott dye seller to {s}",
    "Marlene: el IBAN es pues {s}",
]


def _cuit(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice(["20", "27", "30"]) + _r(h, D, 9), ar_cuit.is_valid)


def _cbu(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 22), ar_cbu.is_valid)


def _brn(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 10), kr_brn.is_valid)


def _rrn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        y, m, d = h.randrange(60, 100), h.randrange(1, 13), h.randrange(1, 29)
        return f"{y:02d}{m:02d}{d:02d}{h.choice('12')}{_r(h, D, 6)}"

    return v.until(g, make, kr_rrn.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("CUIT de Nilda: {s}", _cuit), ("mi CUIL es {s}, che", _cuit), ("CUILniyqa {s}", _cuit),
    ("CBU para el sueldo: {s}", _cbu), ("CBU de la cuenta del taller → {s}", _cbu),
    ("주민등록번호 {s}", _rrn), ("jumin deungnok beonho: {s}", _rrn),
    ("사업자등록번호: {s}", _brn), ("Korean BRN of the Daegu mill: {s}", _brn),
    ("Resident Registration Number of Park Sungho: {s}", _rrn),
]  # fmt: skip


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        secret = make(rng)
        out.append(Sample("national_id", template.replace("{s}", secret), secret))
    return out


_BACKUPS = ["códigos de respaldo de Google:\n{c}", "백업 코드\n{c}", "backup codes el Gmail:\n{c}",
            "Rosario: respaldo codigokuna {c}"]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = v.backup_codes(rng, 8, index % 4)
        sep = "\n" if "\n" in template else ", "
        out.append(Sample("backup_codes", template.replace("{c}", sep.join(codes)), codes[0]))
    return out


_TOTPS = ["clave TOTP del Ualá: {s}", "2FA 시크릿 키: {s}", "setup key for the BNB app: {s}",
          "otpauth://totp/Yaretasur:nilda?secret={s}&issuer=Yaretasur"]  # fmt: skip
_OTPS = ["{s} es tu código de verificación de Modo", "인증번호 [{s}] 타인 노출 금지",
         "código de verificación: {s}", "Wilber: el código que llegó es {s} pues",
         "el code 3ande {s}", "Use {s} to sign in to Naver Cloud"]  # fmt: skip
_WIFI_NETS = ["Yaretasur-Tilcara", "Deposito LaQuiaca 5G", "TALLER_HUMAHUACA", "Fibertel-WiFi482"]
_WIFIS = ["wifi {n} / {s}", "la clave del wifi {n} es {s}", "{n}pa claveqa {s} kan",
          "와이파이 {n} 비번 {s}", "wifi? \nNilda: {s}", "WIFI:T:WPA;S:{n};P:{s};;",
          "kilmet el sir lal wifi {n}: {s}", "network {n}, WPA key {s}"]  # fmt: skip


def _wifi(rng: random.Random, n: int) -> list[Sample]:
    out = _take(rng, "wifi_key", _WIFIS, n, _plain)
    return [Sample(s.cls, s.text.replace("{n}", rng.choice(_WIFI_NETS)), s.secret) for s in out]


def _spelled_tokens(rng: random.Random, n: int) -> list[Sample]:
    places = ["token letra por letra: {t}", "토큰 한 글자씩: {t}", "read out: {t}",
              "Rosario dictó: {t}"]  # fmt: skip
    seps = [" ", "-", " · ", ", "]
    out = []
    for index, place in enumerate(v.cycle(rng, places, n)):
        tok = "ghp_" + _r(rng, ALNUM, 36) if index % 2 else _r(rng, ALNUM, 24)
        spaced = seps[index % 4].join(tok)
        out.append(Sample("spelled_token", place.replace("{t}", spaced), spaced))
    return out


_PINS = ["PIN de la tarjeta: {s}", "el código de la alarma del depósito es {s}",
         "PINniyqa {s}", "카드 비밀번호 {s}", "PIN el carta {s}", "Wilber: el PIN es pues {s}",
         "door code for the Tilcara workshop: {s}"]  # fmt: skip
_PHRASE_WORDS = ["vicuña", "salinas", "cardón", "quena", "tola", "erke", "llama", "cerro",
                 "coplas", "zamba", "pucara", "yareta"]  # fmt: skip
_PHRASES = ["passphrase del KeePass: {s}", "frase de contraseña → {s}",
            "암호 문구: {s}", "passphrase for the backup disk: {s}"]  # fmt: skip
_AUTHS = ["Authorization: Basic {s}", "header Authorization: Bearer {s}",
          "curl -H 'Authorization: Basic {s}' https://api.yaretasur.example"]  # fmt: skip


def _auth(g: random.Random) -> str:
    if g.random() < 0.5:
        return base64.b64encode(f"{g.choice(_USERS)}:{_plain(g)}".encode()).decode()
    return _r(g, ALNUM, 40)


_CONFIGS = [
    "syncthing config.xml:\n<gui><user>admin</user><password>{s}</password></gui>",
    'frpc.toml:\nserverAddr = "frp.yaretasur.example"\nauth.token = "{s}"',
    "wp-config.php:\ndefine('DB_PASSWORD', '{s}');",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {s}",
    "rclone.conf:\n[nube]\ntype = webdav\nuser = nilda\npass = {s}",
    "application.properties:\nspring.datasource.password={s}",
    "settings.py:\nDATABASES['default']['PASSWORD'] = '{s}'",
    "odoo.conf:\n[options]\nadmin_passwd = {s}\ndb_password = x",
    "~/.pgpass:\npg.yaretasur.lan:5432:ventas:nilda:{s}",
    "msmtprc:\naccount yts\nuser ventas@yaretasur.example\npassword {s}",
    "minio.env:\nMINIO_ROOT_USER=admin\nMINIO_ROOT_PASSWORD={s}",
    'netplan wifi:\n  access-points:\n    "Yaretasur-Tilcara":\n      password: "{s}"',
]
_ENVS = [".env:\nDB_PASSWORD={s}\nDB_HOST=pg.yaretasur.lan", ".env.production:\nSMTP_PASS=\"{s}\"",
         "export MAIL_PASSWORD='{s}'", "secrets.env:\nADMIN_PASS={s}"]  # fmt: skip
_HEXES = ["AES key del respaldo: {s}", "백업 암호화 키: {s}",
          "HMAC secret for the YaretaPay webhook: {s}"]  # fmt: skip
_QAS = ["Nilda: ¿cuál es la clave del NAS?\nCirilo: {s}", "민지: 비번 뭐예요?\n성호: {s}",
        "Jorge: shu el password?\nFátima: {s}",
        "Wilber: ¿la contraseña?\nMarlene: {s} pues"]  # fmt: skip


Taker = Callable[[random.Random, int], list[Sample]]


def _simple(cls: str, templates: list[str], make: Maker) -> Taker:
    return lambda rng, n: _take(rng, cls, templates, n, make)


_PLAN: list[tuple[Taker, int]] = [
    (_simple("labelled_password", _SAID, _pw), 55),
    (_simple("login_pair", _LOGINS, _pw), 30),
    (_spelled, 14),
    (_cli, 36),
    (_urls, 16),
    (_vendors, 50),
    (_simple("jwt", _JWTS, _jwt), 8),
    (_pems, 6),
    (_seeds, 12),
    (_simple("card_number", _CARDS, lambda g: v.grouped(_card(g), g.choice([" ", "-"]), g)), 12),
    (_cvvs, 5),
    (_simple("iban", _IBANS, lambda g: g.choice([v.iban_spaced, str])(_iban(g))), 12),
    (_ids, 20),
    (_backups, 8),
    (_simple("totp_secret", _TOTPS, lambda g: v.totp_secret(g, spaced=False)), 6),
    (_simple("one_time_code", _OTPS, _j((D, 6))), 10),
    (_wifi, 18),
    (_spelled_tokens, 8),
    (_simple("pin_code", _PINS, lambda g: _r(g, D, g.choice([4, 6]))), 12),
    (_simple("passphrase", _PHRASES, lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))), 8),
    (_simple("auth_header", _AUTHS, _auth), 6),
    (_simple("config_file", _CONFIGS, _plain), 16),
    (_simple("env_file", _ENVS, _plain), 8),
    (_simple("hex_key", _HEXES, lambda g: v.hex_key(g, 64)), 6),
    (_simple("chat_password", _QAS, _pw), 8),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family(rng, n)
    return out


_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la clave del NAS es", "{s}", _pw),
    ("split_password", "Wilber: la contraseña es pues", "{s} ya", _pw),
    ("split_password", "routerpa claveqa", "{s} kan", _pw),
    ("split_password", "كلمة السر:", "{s}", _pw),
    ("split_password", "kilmet el sir", "{s}", _pw),
    ("split_password", "비밀번호는", "{s}", _pw),
    ("split_password", "bimilbeonho:", "{s}\nbakkuji maseyo", _pw),
    ("split_password", "AnyDesk password", "{s} (Tilcara PC)", _pw),
    ("split_password", "contraseña del Odoo:", "{s}", _pw),
    ("split_password", "the MinIO root password is", "{s}", _pw),
    ("split_token", "YaretaPay secret key", "{s}", _j("ytp_live_", (ALNUM, 32))),
    ("split_token", "BNB Bolivia API key:", "{s}", _j((HEX, 40))),
    ("split_token", "Toss 시크릿 키", "{s}", _j("live_sk_", (ALNUM, 32))),
    ("split_seed", "frase semilla", "{s}", lambda g: str(_MNEMO["spanish"].to_mnemonic(
        bytes(g.randrange(256) for _ in range(16))))),
    ("split_card", "número de tarjeta", "{s} vence 03/34", lambda g: v.grouped(_card(g), " ", g)),
    ("split_iban", "IBAN", "{s}", _iban),
    ("split_id", "CUIT", "{s}", _cuit),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_pin", "PIN de la alarma:", "{s}", _j((D, 6))),
    ("split_wifi", "wifi Deposito LaQuiaca 5G clave", "{s}", _plain),
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
    ('{"nas": {"user": "nilda", "password": "{s}"}}', "meta_password", _plain),
    ('{"clave": "{s}"}', "meta_password", _plain),
    ('{"contraseña_router": "{s}"}', "meta_password", _plain),
    ('{"كلمة_السر": "{s}"}', "meta_password", _plain),
    ('{"비밀번호": "{s}"}', "meta_password", _plain),
    ('{"note": "la clave del Odoo es {s}"}', "meta_password", _plain),
    ('{"argv": ["mongosh", "-u", "ops", "-p", "{s}"]}', "meta_password", _plain),
    ('{"anydesk": {"unattended_pw": "{s}"}}', "meta_password", _plain),
    ('{"yaretapay": {"secret_key": "{s}"}}', "meta_token", _j("ytp_live_", (ALNUM, 32))),
    ('{"headers": {"Authorization": "Bearer {s}"}}', "meta_token", _j((ALNUM, 40))),
    ('{"bnb_api_key": "{s}"}', "meta_token", _j((HEX, 40))),
    ('{"tarjeta": {"numero": "{s}", "vence": "09/33"}}', "meta_card", _card),
    ('{"proveedor": {"iban": "{s}"}}', "meta_iban", _iban),
    ('{"empleado": {"cuil": "{s}"}}', "meta_id", _cuit),
    ('{"partner": {"rrn": "{s}"}}', "meta_id", _rrn),
    (
        '{"wallet": {"seed_words": "{s}"}}',
        "meta_seed",
        lambda g: str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16)))),
    ),
    ('{"mfa": {"totp_secret": "{s}"}}', "meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    ('{"alarma": {"pin": "{s}"}}', "meta_pin", _j((D, 6))),
    ('{"wifi": {"ssid": "Yaretasur-Tilcara", "psk": "{s}"}}', "meta_wifi", _plain),
    ('{"smtp": {"pass": "{s}"}}', "meta_password", _plain),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for text, cls, make in _METADATA:
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_COMMIT = hashlib.sha1(b"stock: add vicuna lot column", usedforsecurity=False).hexdigest()
_SUM = hashlib.sha256(b"odoo-17.0-latest.tar.gz").hexdigest()

CLEAN = [
    "Che, acordate de cambiar la clave del router de Tilcara antes del carnaval.",
    "La contraseña tiene que tener por lo menos doce caracteres, nomás.",
    "No compartás contraseñas por WhatsApp, usá el gestor.",
    "Claveqa ama pimanpas willaychu.",
    "La contraseña nunca se manda por mensaje pues, oye.",
    "لا تعطي كلمة السر لحدا.",
    "ma t3ti el password la 7ada, ya habibi.",
    "비밀번호는 누구에게도 알려주지 마세요.",
    "bimilbeonho-neun amudo allyeojuji maseyo.",
    "The password policy was updated in March.",
    "Password reset links expire in 30 minutes.",
    "Put YARETAPAY_SECRET_KEY in the vault, never in the repo.",
    "The API key field in the Modo dashboard is required.",
    "Pedido PED-2033-00871: 40 ponchos de llama, entrega el jueves.",
    "Factura B 0003-00012845 por $ 184.500,00.",
    "El local de Humahuaca atiende al +54 3887 42-1190 de 9 a 13.",
    "Stock: 312 mantas, 58 ruanas y 1200 madejas de vicuña teñida.",
    "El micro a La Quiaca sale 06:45 y llega 11:20.",
    f"commit {_COMMIT} agrega la columna de lotes de vicuña.",
    f"odoo-17.0-latest.tar.gz sha256 {_SUM}",
    "Upgraded Odoo from 16.0 to 17.0 and Syncthing to 1.27.3.",
    "Request id 3f9c1e2a-7b44-4d1e-9a0f-2c8d5e6b7a10 is the slow one.",
    "The carnival in Humahuaca starts on 2033-02-19.",
    "Ticket YTS-512: the dye kiln in Tilcara reads 82 °C.",
    "Gate code changes every month; ask Eusebio.",
    "The PIN pad at the Humahuaca shop is broken again.",
    "Token counts: prompt 812, completion 240.",
    "My card ending 4417 was declined at the gas station in Maimará.",
    "El IBAN del proveedor lo manda Marlene por mail.",
    "Print the backup codes and keep them in the safe at the office.",
    "No wallet support will ever ask for your recovery phrase.",
    "La alarma del depósito suena si la puerta queda abierta 5 minutos.",
    "The secret of a good ruana is the carding, says Cirilo.",
    "Pase de carnaval: el sábado a las 17 en la plaza de Tilcara.",
    "Villazón cambia a 6,96 bolivianos por dólar hoy.",
    "The guest wifi Yaretasur-Invitados is open, no password needed.",
    "CUIT de la empresa en la factura: ver pie de página.",
    "Order 7781-AR from Daegu: 300 kg of dyed yarn, ETA 2033-04-02.",
    "비번 바꾸는 방법은 위키에 있어요.",
    "Jorge: shu el wifi hon? Fátima: mafi password, open.",
    "Rosario: imaynalla, wawqi, kunan p'unchay telar llamk'an.",
    "Wilber: ya pues, mañana cruzo el puente con la mercadería.",
    "The Naver Cloud bill for March was 48,200 KRW.",
    "MinIO bucket tejidos-fotos is at 71 % capacity.",
    "Version 2.4.1 of the stock app fixes the vicuña lot rounding.",
    "Contraseña olvidada? Hacé clic en el enlace del mail.",
    "ISBN 978-987-1234-56-3 es el libro de tintes naturales.",
    "Lote LOT-2033-TIL-0042: 24 kg, lavado el martes.",
    "The two-factor code arrives by SMS; never forward it.",
    "Keep the PEM files in the HSM, not on the NAS.",
    "Precio mayorista: $ 9.800 la manta, $ 3.200 el gorro.",
    "El cerro de los siete colores se ve mejor a las 8.",
    "Remind me to rotate the BNB Bolivia API key on Friday.",
    "Replace <YOUR_TOSS_KEY> in the README with your own key.",
    "Passphrase rules: at least four words.",
    "The loom controller firmware 3.1.7 needs a reboot after update.",
    "Tel. del taller de Tilcara: 0388 495-5512.",
    "كلمة السر لازم تكون ١٢ حرف عالأقل.",
    "El turno del banco es a las 10:30, ventanilla 4.",
    "Shipment MSKU 5529031 left Busan for Buenos Aires.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T08:00:00Z", "password_min_length": 12}',
    '{"secret_ref": "vault/yts/odoo", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 118}}',
    f'{{"sha256": "{_SUM}", "package": "odoo"}}',
    '{"pedido": "PED-2033-00871", "cantidad": 40}',
    '{"lote": {"id": "LOT-2033-TIL-0042", "peso_kg": 24}}',
    '{"telefono": "+54 3887 42-1190", "ciudad": "Humahuaca"}',
    '{"mfa_enabled": true, "backup_codes_left": 6}',
    '{"shipment": "MSKU 5529031", "eta": "2033-04-02"}',
    '{"token_count": 812, "pin_pad": "broken"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
