# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-ninety-fourth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-ninety-third's
docstring, the fifth to three-hundred-and-ninety-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (395, 396, 397), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (394_562_817), password words (a
mountain, river, town, dish or flower of the region, a number and a sign, `Qaratau58!`; dot-joined
words with a year, `maqta.badam.2033`; leet `Qyzg4ld4q`; random runs with a sign; dashed
generator groups).

The fictional company is Aqmaqta Group LLP of Shymkent: the Aqmaqta cotton gin on an invented
Sairam road number, the Qaratau Syra brewery in the Abay district, the Aqmaqta Optom stalls of a
wholesaler at the big bazaar, and the Shipa Yasawi clinic in Turkistan town. Staff: Nurlan
Abdikarimov (IT), Aigerim Seitkali (brewery accounts), the gin foreman Yerlan Tursynbek, the
mechanic Seryozha Kim, the wholesaler Dilshod Rakhimov and his sister Gulnora Yusupova (of
Shymkent's Uzbek families), the driver Farrukh Nazarov (Tajik), Dr. Saule Omarova at the clinic
and the Turkish textile partner Mehmet Yildirim of an invented Denizli weaver. Every company,
person, address, domain (`aqmaqta.lan`, `aqmaqta.example`, `qaratausyra.example`,
`shipa.example`), account and number is invented; only the region is real. Texts: WhatsApp and
Telegram chats, tickets, notes, runbooks, shell history, config and env files, voice-note
transcripts and requests to the assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`,
`—`, `деген`, `shu`, `bu`, `ин`, `şöyle`, a new line, a question then its answer, a value said
first and named after.

Grep counts (heldouts 5 to 393, grep -l): none for `Chimkent`, `Yasawi`, `Sairam`, `қупия`,
`Efes`, `Damumed`, `ашуға`, an `IBAN KZ`, `IBAN TR` or `IBAN AZ`; one for Shymkent, Turkistan,
Qazaq, `гузарвожа`, `IBAN GE`; two or three for Denizli, `cotton gin`, `shifrlash`, Freedom
Finance; six to twenty for Kolesa, Jusan, `рамзи`, Kcell, Halyk, Kaspi, `пароли`, Humo, Troy,
`tckimlik`, `vkn`, `az.voen`; `paroli` (40), `şifresi` (45), `короче` (50), `Şifre` (62) and
`parol` (155) are common, so other wordings are used beside them (`құпия сөзі`, `кілт сөз`,
`paroli shu`, `рамзаш ин`, `şifre şöyle`). Languages: about half English, config or shell; the
rest Kazakh in Cyrillic (`құпия сөз`, `кілт`, `растау коды`) and in Latin letters as texted
(`qupia soz`, `kod keldi`), the Russian of the south as texted (`короче`, `ща`, `пароль такой`,
mixed with Kazakh words), the Uzbek of the wholesaler in Latin (`parol`, `kodi`, `aka`) and
Cyrillic (`пароли`, `коди`), the Tajik of the driver (`рамз`, `парол`, `ин`) and the Turkish of
the textile partner (`şifre`, `doğrulama kodu`, `kolay gelsin`). The Kazakh Latin spellings, the
Tajik wordings and the texted abbreviations are my guesses. Vendors, mostly invented or little
used: Kaspi, Halyk, Jusan, Freedom Finance, Kcell, Kolesa, Wildberries, Damumed, Click, Payme,
Paynet, Papara, iyzico, Trendyol, Maqta Cloud (invented), Syra ERP (invented), Bazar Optom POS
(invented), Shipa MIS (invented), Qaratau Sensors (invented), plus GitHub, GitLab, Slack, Stripe,
OpenAI, Anthropic, Hugging Face, Groq, Shopify, DigitalOcean, Sentry, Notion, Tailscale, npm,
SendGrid, Twilio, Telegram, Doppler, Linear and Postman shapes. Ids: Turkey's T.C. Kimlik No and
VKN (`stdnum.tr`), Russia's INN and OGRN (`stdnum.ru`) of a Moscow yarn supplier and
Azerbaijan's VÖEN (`stdnum.az`) of a Baku buyer, each drawn until its module validates it
(python-stdnum has no Kazakh, Uzbek or Tajik module, so no IIN, BIN, JShShIR or INN of those
countries is planted); IBANs of Kazakhstan, Turkey, Azerbaijan and Georgia (checked with
`stdnum.iban`); seed phrases from `mnemonic`'s English, Russian, Turkish and Spanish lists, each
checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Mir, Humo, UzCard and Troy
prefixes, the national ones grouped four by four).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import json
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.az import voen
from stdnum.ru import inn, ogrn
from stdnum.tr import tckimlik, vkn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 394_562_817
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
_r, _j = v.r, v.token
Maker = Callable[[random.Random], str]

_WORDS = ["Qaratau", "Sairam", "Badam", "Arys", "Ordabasy", "Aqsu", "Maqta", "Syra", "Shubat",
          "Kymyz", "Baursak", "Samsa", "Lagman", "Tulpar", "Zhusan", "Qyzgaldaq", "Otrar",
          "Kazygurt", "Boralday", "Mashat", "Zhabagly", "Turbat", "Sozak", "Shardara"]  # fmt: skip
_LEET = ["Qyzg4ld4q", "Q4r4t4u", "T0lp4r", "Sh0b4t", "B4urs4k", "0rd4b4sy", "M4qt4", "Zhus4n",
         "S4yr4m", "L4gm4n", "K4zygurt", "B0r4ld4y"]  # fmt: skip
_SIGNS = "!#$%&*?@+=^~"


def _pw(g: random.Random) -> str:
    kind = g.randrange(5)
    if kind == 0:
        return f"{g.choice(_WORDS)}{g.randrange(10, 9999)}{g.choice(_SIGNS)}"
    if kind == 1:
        words = g.sample(_WORDS, 2)
        return f"{words[0].lower()}.{words[1].lower()}.{g.randrange(2024, 2040)}"
    if kind == 2:
        return f"{g.choice(_LEET)}{g.choice(_SIGNS)}{g.randrange(10, 999)}"
    if kind == 3:
        return _r(g, ALNUM, g.randrange(11, 17)) + g.choice(_SIGNS) + _r(g, D, 2)
    return "-".join(_r(g, ALNUM, 6) for _ in range(3)) + str(g.randrange(1, 9))


def _plain_pw(g: random.Random) -> str:
    """A password with no character that a URL or shell would need escaped."""
    return f"{g.choice(_WORDS)}{g.randrange(100, 99999)}{_r(g, UPPER, 2)}"


def _fill(rng: random.Random, cls: str, templates: list[str], n: int, makers: dict[str, Maker],
          *, key: str = "pw") -> list[Sample]:  # fmt: skip
    """``n`` samples: each template (cycled) filled with fresh values; ``key`` is the secret."""
    out = []
    for template in v.cycle(rng, templates, n):
        fields = {name: make(rng) for name, make in makers.items() if "{" + name + "}" in template}
        out.append(Sample(cls, template.format(**fields), fields[key]))
    return out


def _pick(pool: list[str]) -> Maker:
    return lambda g: g.choice(pool)


_USERS = ["nurlan.a", "aigerim", "yerlan.t", "seryozha", "dilshod", "gulnora", "farrukh",
          "s.omarova", "mehmet.y", "admin", "root", "buhgalter", "kassa2", "ops"]  # fmt: skip
_HOSTS = ["gin-scada.aqmaqta.lan", "erp.qaratausyra.example", "pos.aqmaqta.lan",
          "mis.shipa.example", "nas01.aqmaqta.lan", "db.qaratausyra.example"]  # fmt: skip

_LABELLED = [
    "password: {pw}",
    "Syra ERP admin password = {pw}",
    "gin SCADA pw -> {pw}",
    "Bazar Optom POS / kassa2 / {pw}",
    "router | admin | {pw}",
    "the new password for the brewery NAS is {pw}",
    "Password for the Maqta Cloud console:\n{pw}",
    "Шипа MIS құпия сөз: {pw}",
    "Нұрлан, бухгалтерияның құпия сөзі {pw}",
    "кілт сөз → {pw} (сервер бөлмесі)",
    "құпия сөз өзгерді, жаңасы {pw}",
    "qupia soz: {pw} eshkimge aitpa",
    "Aigerim, 1C-ga parol {pw} boldy",
    "короче пароль такой: {pw}",
    "пароль от камер на складе — {pw}",
    "ща скину, пароль {pw} , только не пересылай",
    "Серёга, пароль от компрессора поменял => {pw}",
    "пароль на ноут Айгерим: {pw}",
    "Dilshod aka, kassaning paroli: {pw}",
    "parol shu: {pw}",
    "yangi parol {pw} , eskisi ishlamaydi",
    "ombor kompyuteri paroli — {pw}",
    "Гулнора опа, пароли 1С: {pw}",
    "пароли янги: {pw}",
    "рамзи телефони корӣ: {pw}",
    "парол ин: {pw}",
    "рамзаш ин {pw}, бародар",
    "Mehmet Bey, B2B portalın şifre şöyle: {pw}",
    "Şifre = {pw} (kolay gelsin)",
    "yeni şifremiz {pw}",
    "DB_PASSWORD={pw}",
    "pwd: {pw}  # clinic MIS read-only user",
    "Password → {pw}",
    "mail password for accounts@qaratausyra.example is {pw}",
    "@assistant remember the gin's HMI password: {pw}",
    "Nurlan: HMI paroli {pw}\nYerlan: ok",
    "пароль/{pw}",
    "pass: `{pw}`",
    "password «{pw}»",
    "Passwort für Mehmets Dropbox: {pw}",
]

_QA = [
    "Yerlan: what's the scale PC password?\nNurlan: {pw}",
    "Aigerim: пароль от 1С какой?\nНұрлан: {pw}",
    "Dilshod: parol nima edi?\nGulnora: {pw}",
    "Farrukh: рамз чист?\nNurlan: {pw}",
    "Mehmet: şifre neydi?\nNurlan: {pw}",
    "Сауле: құпия сөз қандай?\nНұрлан: {pw}",
    "{pw} — that's the brewery router password",
    "{pw} — бұл қойманың құпия сөзі",
    "{pw} это пароль от кассы, запиши",
    "{pw} - kassa paroli shu",
    "{pw} bu yeni şifre, kaydet",
    "type {pw}, that's the admin password for the bottling line",
    "{pw} — рамзи компютери анбор",
]

_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "https://{u}:{pw}@{h}/api",
    "postgres://{u}:{pw}@{h}:5432/syra",
    "mysql -u {u} -p'{pw}' -h {h}",
    "sshpass -p '{pw}' ssh {u}@{h}",
    "curl -u {u}:{pw} https://{h}/export.csv",
    "redis-cli -h {h} -a '{pw}' ping",
    "echo '{pw}' | docker login registry.aqmaqta.lan -u {u} --password-stdin",
    "smbclient //nas01.aqmaqta.lan/buh -U {u}%'{pw}'",
    "lftp -u {u},'{pw}' sftp://{h}",
    "xfreerdp /v:{h} /u:{u} /p:'{pw}'",
    "Логин {u}, пароль {pw}",
    "kirish: {u} / parol: {pw}",
    "Пайдаланушы: {u}, құпия сөз: {pw}",
    "kullanıcı adı {u}, şifre {pw}",
    "{u} / {pw}",
    "sign in as {u} with {pw}",
    "ldapsearch -x -D 'cn={u},dc=aqmaqta,dc=lan' -w '{pw}'",
    "sqlcmd -S {h} -U {u} -P '{pw}'",
    "printf '%s\\n' '{pw}' | sudo -S systemctl restart scada",
    "ipmitool -I lanplus -H {h} -U {u} -P '{pw}' power status",
    "mosquitto_pub -h {h} -u {u} -P '{pw}' -t gin/line1 -m on",
    "ftp://{u}:{pw}@{h}/scales/",
    "net use \\\\nas01\\buh /user:{u} {pw}",
]

_CONFIG = [
    "[database]\nhost = {h}\nuser = {u}\npassword = {pw}",
    "SYRA_DB_PASS={pw}\nSYRA_DB_HOST={h}",
    'smtp:\n  host: mail.aqmaqta.example\n  password: "{pw}"',
    '{{"mis_user": "{u}", "mis_password": "{pw}"}}',
    "export MAQTA_ADMIN_PASSWORD='{pw}'",
    "{h}:5432:syra:{u}:{pw}",
    "define('DB_PASSWORD', '{pw}');",
    "spring.datasource.password={pw}",
    "ssid,psk\nAqmaqta-Gin,{pw}",
    "MYSQL_ROOT_PASSWORD: {pw}",
]

_VENDOR_MAKERS: list[Maker] = [
    _j("ghp_", (ALNUM, 36)),
    _j("glpat-", (URLSAFE, 20)),
    _j("xoxb-", (D, 12), "-", (D, 12), "-", (ALNUM, 24)),
    _j("sk_live_", (ALNUM, 24)),
    _j("sk-proj-", (URLSAFE, 48)),
    _j("sk-ant-api03-", (URLSAFE, 93), "AA"),
    _j("hf_", (ALNUM, 34)),
    _j("gsk_", (ALNUM, 52)),
    _j("shpat_", (HEX, 32)),
    _j("dop_v1_", (HEX, 64)),
    _j("sntrys_", (ALNUM, 60)),
    _j("secret_", (ALNUM, 43)),
    _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32)),
    _j("npm_", (ALNUM, 36)),
    _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43)),
    _j("SK", (HEX, 32)),
    _j((D, 10), ":AA", (URLSAFE, 33)),
    _j("dp.st.prod.", (ALNUM, 43)),
    _j("lin_api_", (ALNUM, 40)),
    _j("PMAK-", (HEX, 24), "-", (HEX, 34)),
    _j("AKIA", (UPPER + D, 16)),
]
_VENDOR_PLACES = [
    "{t}",
    "token for the gin dashboard repo: {t}",
    "Нұрлан, токен: {t}",
    "GITHUB_TOKEN={t}",
    "ключ от бота: {t}",
    "bot tokeni {t}",
    "CI variable → {t}",
    "token: {t}  (Mehmet'in hesabı)",
    "Authorization: Bearer {t}",
    "@assistant save this key for the brewery shop: {t}",
    "токени нав: {t}",
]

_INVENTED_KEYS = [
    "Maqta Cloud API key: {k}",
    "Syra ERP API-кілті: {k}",
    "Bazar Optom POS API kaliti {k}",
    "Shipa MIS API ключ: {k}",
    "Qaratau Sensors API key for the fermenters -> {k}",
    "Damumed integration broken, current key {k}",
    "Kaspi Pay merchant API key: {k}",
    "Payme kassa kaliti: {k}",
    "iyzico API anahtarı: {k}",
    "Click merchant secret key = {k}",
    "Integrations › Wildberries: {k}",
    "Kolesa API ключ {k}",
    "Freedom Finance API-кілт: {k}",
]
_INVENTED_MAKERS: list[Maker] = [
    _j((HEX, 32)),
    lambda g: v.uuid4(g, g.choice("89ab")),
    _j((ALNUM, 40)),
    _j("mq_live_", (ALNUM, 32)),
    _j("sandbox-", (HEX, 40)),
]

_BARE = ["{t}", "here:\n{t}", "вот {t}", "mana {t}", "al bunu: {t}", "{t} (copied from the panel)",
         "скопируй: {t}", "use {t}"]  # fmt: skip
_BARE_MAKERS: list[Maker] = [_j((ALNUM, 40)), _j((B64, 52), "=="), _j((URLSAFE, 24), ".",
                             (URLSAFE, 36)), _j((ALNUM, 32))]  # fmt: skip

_HEX_PLACES = [
    "encryption_key = {x}",
    "AES key for the scale backups: {x}",
    "SECRET_KEY_BASE={x}",
    "HMAC secret → {x}",
    "шифрлау кілті: {x}",
    "webhook signing secret {x}",
    "ключ шифрования: {x}",
    "{x}",
    "master.key\n{x}",
    "Kaspi webhook secret: {x}",
]


def _b64url(data: dict[str, Any]) -> str:
    raw = json.dumps(data, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _jwt(g: random.Random) -> str:
    header = {"alg": g.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    claims = {
        "sub": g.choice(_USERS),
        "iss": g.choice(_HOSTS),
        "exp": g.randrange(1_800_000_000, 2_100_000_000),
    }
    return f"{_b64url(header)}.{_b64url(claims)}.{_r(g, URLSAFE, g.choice([43, 86]))}"


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "session token {t}",
    "MIS_JWT={t}",
    "токен сессии: {t}",
    "curl -H 'Authorization: Bearer {t}' https://mis.shipa.example/api/patients",
    "jwt → {t}",
    "{t}",
    "access_token: {t}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])
    lines = [_r(g, B64, 64) for _ in range(g.randrange(4, 9))] + [_r(g, B64, 20) + "=="]
    body = "\n".join(lines)
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


_PEM_PLACES = [
    "{k}",
    "deploy key for the gin SCADA box:\n{k}",
    "id_rsa сервера бухгалтерии:\n{k}",
    "ssl.key\n{k}",
    "kalit fayl:\n{k}",
]

_MNEMO = {lang: Mnemonic(lang) for lang in ["english", "russian", "turkish", "spanish"]}
_SEED_PLACES = {
    "seed phrase of the brewery's USDT wallet: {s}": "english",
    "recovery words: {s}": "english",
    "сид-фраза: {s}": "russian",
    "мнемоника кошелька — {s}": "russian",
    "kurtarma kelimeleri: {s}": "turkish",
    "cüzdan anahtar kelimeleri {s}": "turkish",
    "әмиян сөздері: {s}": "english",
    "hamyon so'zlari: {s}": "english",
    "frase semilla {s}": "spanish",
    "{s}": "english",
}


def _seed(g: random.Random, lang: str) -> str:
    """A phrase of ``lang``'s list that `Mnemonic.check` accepts (its check reads words in NFKD,
    so a phrase with a word that decomposes, such as Russian `й`, is drawn again)."""
    size = 16 if lang == "russian" else g.choice([16, 32])
    for _ in range(10_000):
        entropy = bytes(g.randrange(256) for _ in range(size))
        phrase = str(_MNEMO[lang].to_mnemonic(entropy))
        if _MNEMO[lang].check(phrase):
            return phrase
    raise ValueError(lang)


_CARD_PREFIXES = {"visa": (["4400", "4405", "4169"], [16]), "mc": (["5169", "5440", "5213"], [16]),
                  "mir": (["2200", "2202"], [16]), "humo": (["9860"], [16]),
                  "uzcard": (["8600"], [16]), "troy": (["9792"], [16])}  # fmt: skip


def _card(g: random.Random, brand: str) -> str:
    prefixes, lengths = _CARD_PREFIXES[brand]
    body = g.choice(prefixes)
    body += _r(g, D, g.choice(lengths) - len(body) - 1)
    return body + luhn.calc_check_digit(body)


def _grouped(number: str, sep: str) -> str:
    return sep.join(number[i : i + 4] for i in range(0, len(number), 4))


_CARD_PLACES = [
    ("card {c} exp 09/31", "visa", " "),
    ("Kaspi Gold картасы: {c}", "visa", " "),
    ("картаға сал: {c}", "mc", ""),
    ("карта {c} Сергей К.", "mir", " "),
    ("Humo karta: {c}", "humo", " "),
    ("Uzcard {c} Dilshod R.", "uzcard", " "),
    ("pul o'tkazing: {c}", "humo", "-"),
    ("Troy kart no {c}", "troy", " "),
    ("company card for fuel: {c}", "mc", "-"),
    ("{c}", "visa", ""),
    ("корпоративная карта {c}, срок 03/32", "mc", " "),
    ("кортро ин: {c}", "uzcard", ""),
]

_CVV_PLACES = [
    "Visa {c} 11/30 CVV {cvv}",
    "карта {c}, CVC {cvv}",
    "{c} exp 07/33, security code on the back: {cvv}",
    "kart {c} son kullanma 04/31 güvenlik kodu {cvv}",
    "{c}, артындағы үш сан: {cvv}",
]

_IBAN_SHAPES = {"KZ": "nnn" + "n" * 13, "TR": "nnnnn0" + "n" * 16, "AZ": "aaaa" + "n" * 20,
                "GE": "aa" + "n" * 16}  # fmt: skip
_IBAN_PLACES = [
    ("IBAN: {i}", "KZ", False),
    ("шот: {i} (Halyk)", "KZ", True),
    ("ЖСК {i}", "KZ", False),
    ("Jusan счёт {i}, получатель ТОО", "KZ", True),
    ("Mehmet Bey'in IBAN'ı {i}", "TR", True),
    ("IBAN TR: {i}", "TR", False),
    ("ödeme bu hesaba: {i}", "TR", True),
    ("Baku buyer's account {i}", "AZ", False),
    ("hesab: {i}", "AZ", True),
    ("Tbilisi forwarder IBAN {i}", "GE", True),
    ("{i}", "KZ", False),
]


def _iban(g: random.Random, country: str) -> str:
    alphabet = {"a": UPPER, "n": D, "0": "0"}
    for _ in range(10_000):
        bban = "".join(g.choice(alphabet[c]) for c in _IBAN_SHAPES[country])
        number = country + std_iban.calc_check_digits(country + "00" + bban) + bban
        if std_iban.is_valid(number):
            return number
    raise ValueError(country)


def _until(g: random.Random, make: Maker, ok: Callable[[str], bool]) -> str:
    for _ in range(100_000):
        if ok(value := make(g)):
            return value
    raise ValueError("no valid value")


def _tc(g: random.Random) -> str:
    return _until(g, lambda h: str(h.randrange(1, 10)) + _r(h, D, 10), tckimlik.is_valid)


def _vkn(g: random.Random) -> str:
    return _until(g, lambda h: _r(h, D, 10), vkn.is_valid)


def _inn(g: random.Random) -> str:
    return _until(g, lambda h: _r(h, D, h.choice([10, 12])), inn.is_valid)


def _ogrn(g: random.Random) -> str:
    return _until(g, lambda h: str(h.randrange(1, 10)) + _r(h, D, 12), ogrn.is_valid)


def _voen(g: random.Random) -> str:
    return _until(g, lambda h: _r(h, D, 9) + "1", voen.is_valid)


_ID_PLACES: list[tuple[str, Maker]] = [
    ("Mehmet Bey'in T.C. Kimlik No: {n}", _tc),
    ("TC kimlik numarası {n}", _tc),
    ("kimlik no → {n}", _tc),
    ("Denizli weaver's VKN (vergi kimlik no): {n}", _vkn),
    ("vergi numarası: {n}", _vkn),
    ("ИНН поставщика пряжи: {n}", _inn),
    ("INN {n}", _inn),
    ("ОГРН {n} (ООО в Москве)", _ogrn),
    ("OGRN: {n}", _ogrn),
    ("Baku buyer VÖEN: {n}", _voen),
    ("VÖEN {n}", _voen),
]

_TOTP_PLACES = [
    "TOTP secret: {t}",
    "2FA setup key for the Maqta Cloud admin: {t}",
    "otpauth://totp/Aqmaqta:nurlan?secret={t}&issuer=Aqmaqta",
    "Google Authenticator кілті: {t}",
    "manual key (if the QR code won't scan): {t}",
    "2FA kaliti {t}",
    "ключ для аутентификатора: {t}",
]

_CODES = [
    "Kaspi.kz: код {c}. Никому не сообщайте",
    "Растау коды: {c}",
    "{c} is your Syra ERP verification code",
    "Tasdiqlash kodi: {c}. Hech kimga aytmang",
    "Payme: kod {c}",
    "doğrulama kodunuz {c}",
    "iyzico tek kullanımlık şifre: {c}",
    "kod keldi {c}",
    "Halyk: код подтверждения {c}",
    "коди тасдиқ: {c}",
    "Use {c} to sign in to Shipa MIS",
    "SMS code → {c}",
]

_BACKUP_PLACES = [
    "Maqta Cloud backup codes:\n{codes}",
    "резервные коды Google: {codes}",
    "2FA backup codes for the brewery's Gmail\n{codes}",
    "қалпына келтіру кодтары:\n{codes}",
    "zaxira kodlari: {codes}",
    "yedek kodlar (GitHub): {codes}",
]

_SSIDS = ["Aqmaqta-Gin", "Qaratau Syra Office", "Bazar-Optom-12", "Shipa Yasawi Guest",
          "Kcell-Home-5G", "TP-Link Sklad"]  # fmt: skip
_WIFI = [
    "wifi: {s} / {pw}",
    "Wi-Fi {s} құпия сөзі: {pw}",
    "вайфай {s}, пароль {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network {s} key {pw}",
    "wifi paroli ({s}): {pw}",
    "kablosuz ağ {s}, şifre {pw}",
    "WPA key for {s} → {pw}",
    "рамзи вайфай {s}: {pw}",
    "wifi? / Nurlan: {pw}",
]

_PINS = [
    "the gate code at the gin is {p}",
    "door code: {p}#",
    "сейфтің коды {p}",
    "PIN-код карты {p}",
    "kassa seyfi kodi: {p}",
    "omborxona eshigi kodi — {p}",
    "код от домофона {p}",
    "kapı şifresi {p}",
    "PIN {p}",
    "the alarm code for the bottling hall is {p}",
    "пин-кодаш {p}",
    "карта PIN: {p}",
]

_PHRASE_WORDS = ["cotton", "tulip", "samsa", "camel", "river", "steppe", "apricot", "kettle",
                 "lantern", "minaret", "saddle", "barley", "hop", "melon", "wool",
                 "loom"]  # fmt: skip
_PHRASES = [
    "passphrase: {p}",
    "KeePass master passphrase is {p}",
    "құпия фраза: {p}",
    "кодовая фраза — {p}",
    "gpg --batch --passphrase '{p}' -d buh.tar.gpg",
]

_SPELL_WORDS = ["shubat", "tulpar", "badam", "zhusan", "otrar", "samsa", "mashat", "turbat"]
_SPELLED = [
    "the password is the word {w} with a capital first letter and {d} at the end",
    "пароль — слово {w}, потом {d}",
    "құпия сөз: {w} деген сөз, артынан {d}",
    "parol: {w} so'zi, keyin {d}",
    "şifre {w} kelimesi, sonra {d}",
    "the name of Yerlan's horse, {w}, followed by {d}",
]
_LETTERS = [
    "spelling it: {l}",
    "по буквам: {l}",
    "әріптеп: {l}",
    "harfma-harf: {l}",
]

# (family, count)
_COUNTS = {"labelled": 56, "qa": 20, "logins": 45, "config": 20, "vendor": 35, "invented": 15,
           "bare": 12, "hex": 12, "jwt": 10, "pem": 8, "seed": 12, "card": 16, "cvv": 8,
           "iban": 14, "id": 15, "totp": 10, "code": 14, "backup": 10, "wifi": 16, "pin": 18,
           "phrase": 10, "spelled": 14}  # fmt: skip


def _backup(g: random.Random) -> str:
    style = g.randrange(3)
    n = g.randrange(5, 9)
    if style == 0:
        codes = [_r(g, D, 8) for _ in range(n)]
    elif style == 1:
        codes = [f"{_r(g, D, 4)}-{_r(g, D, 4)}" for _ in range(n)]
    else:
        codes = [f"{_r(g, LOWER + D, 5)}-{_r(g, LOWER + D, 5)}" for _ in range(n)]
    return g.choice(["\n", ", ", " "]).join(codes)


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6]))


def _otp(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 6, 6]))


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    g = random.Random(SEED)
    c = _COUNTS
    out: list[Sample] = []
    out += _fill(g, "password_labelled", _LABELLED, c["labelled"], {"pw": _pw})
    out += _fill(g, "password_said", _QA, c["qa"], {"pw": _pw})
    login = {"pw": _plain_pw, "u": _pick(_USERS), "h": _pick(_HOSTS)}
    out += _fill(g, "login", _LOGINS, c["logins"], login)
    out += _fill(g, "config", _CONFIG, c["config"], login)
    vendor = {"t": lambda h: h.choice(_VENDOR_MAKERS)(h)}
    out += _fill(g, "vendor_token", _VENDOR_PLACES, c["vendor"], vendor, key="t")
    invented = {"k": lambda h: h.choice(_INVENTED_MAKERS)(h)}
    out += _fill(g, "invented_key", _INVENTED_KEYS, c["invented"], invented, key="k")
    bare = {"t": lambda h: h.choice(_BARE_MAKERS)(h)}
    out += _fill(g, "bare_token", _BARE, c["bare"], bare, key="t")
    hexkey = {"x": lambda h: _r(h, h.choice([HEX, HEX.upper()]), h.choice([32, 48, 64]))}
    out += _fill(g, "hex_key", _HEX_PLACES, c["hex"], hexkey, key="x")
    out += _fill(g, "jwt", _JWT_PLACES, c["jwt"], {"t": _jwt}, key="t")
    out += _fill(g, "pem", _PEM_PLACES, c["pem"], {"k": _pem}, key="k")
    for template in v.cycle(g, list(_SEED_PLACES), c["seed"]):
        phrase = _seed(g, _SEED_PLACES[template])
        out.append(Sample("seed_phrase", template.format(s=phrase), phrase))
    for template, brand, sep in v.cycle(g, _CARD_PLACES, c["card"]):
        number = _grouped(_card(g, brand), sep)
        out.append(Sample("card", template.format(c=number), number))
    for template in v.cycle(g, _CVV_PLACES, c["cvv"]):
        number, cvv = _grouped(_card(g, g.choice(["visa", "mc"])), " "), _r(g, D, 3)
        out.append(Sample("card_cvv", template.format(c=number, cvv=cvv), cvv))
    for template, country, spaced in v.cycle(g, _IBAN_PLACES, c["iban"]):
        number = _iban(g, country)
        number = v.iban_spaced(number) if spaced else number
        out.append(Sample("iban", template.format(i=number), number))
    for template, make in v.cycle(g, _ID_PLACES, c["id"]):
        number = make(g)
        out.append(Sample("national_id", template.format(n=number), number))
    totp = {"t": lambda h: _r(h, BASE32, h.choice([16, 32]))}
    out += _fill(g, "totp_secret", _TOTP_PLACES, c["totp"], totp, key="t")
    out += _fill(g, "otp_code", _CODES, c["code"], {"c": _otp}, key="c")
    out += _fill(g, "backup_codes", _BACKUP_PLACES, c["backup"], {"codes": _backup}, key="codes")
    wifi = {"pw": lambda h: h.choice([_plain_pw, _pw])(h), "s": _pick(_SSIDS)}
    out += _fill(g, "wifi_key", _WIFI, c["wifi"], wifi)
    out += _fill(g, "pin_code", _PINS, c["pin"], {"p": _pin}, key="p")
    phrase = {"p": lambda h: " ".join(h.sample(_PHRASE_WORDS, h.choice([4, 5])))}  # type: ignore[assignment]
    out += _fill(g, "passphrase", _PHRASES, c["phrase"], phrase, key="p")
    out += _spelled(g, c["spelled"])
    return out


def _spelled(g: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        if i % 3 == 2:
            value = f"{g.choice(_WORDS)}{g.randrange(10, 999)}"
            letters = g.choice([" ", "-", " - "]).join(value)
            text = g.choice(_LETTERS).format(l=letters)
            out.append(Sample("password_spelled", text, letters))
        else:
            word, digits = g.choice(_SPELL_WORDS), str(g.randrange(100, 9999))
            text = g.choice(_SPELLED).format(w=word, d=digits)
            out.append(Sample("password_spelled", text, word))
    return out


_SPLIT_FIRST = [
    "the brewery ERP password is",
    "құпия сөз:",
    "пароль от кассы",
    "parol:",
    "рамз:",
    "şifre:",
    "Maqta Cloud API key",
    "TOTP secret",
    "IBAN",
    "Humo karta raqami",
]


def field_pairs() -> list[FieldPair]:
    g = random.Random(SEED + 1)
    makers: dict[str, tuple[str, Maker]] = {
        "Maqta Cloud API key": ("split_token", _j((HEX, 32))),
        "TOTP secret": ("split_otp", lambda h: _r(h, BASE32, 32)),
        "IBAN": ("split_iban", lambda h: v.iban_spaced(_iban(h, "KZ"))),
        "Humo karta raqami": ("split_card", lambda h: _grouped(_card(h, "humo"), " ")),
    }
    tails = ["", " (since the gin restart)", "\nне забудь", ". rahmet", "\nkolay gelsin"]
    out = []
    for first in v.cycle(g, _SPLIT_FIRST, 20):
        cls, make = makers.get(first, ("split_password", _pw))
        secret = make(g)
        out.append(FieldPair(cls, first, secret + g.choice(tails), secret))
    return out


_META_KEYS = ["password", "құпия_сөз", "parol", "пароль", "şifre", "рамз", "db_pass", "apiKey",
              "wifi_key", "pin", "doorCode", "token", "client_secret", "passphrase"]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    g = random.Random(SEED + 2)
    out = []
    for i in range(20):
        if i % 5 == 4:
            number = _iban(g, g.choice(["KZ", "TR"]))
            inner: Any = {"iban": number, "bank": "invented"}
            out.append(MetadataSample("metadata_iban", {"payee": inner}, number))
            continue
        key = g.choice(_META_KEYS)
        secret = _pin(g) if key in ("pin", "doorCode") else _pw(g)
        inner = {key: secret, "host": g.choice(_HOSTS)}
        for parent in g.sample(["creds", "gin", "syra", "auth", "settings"], g.randrange(1, 3)):
            inner = {parent: [inner]} if g.random() < 0.3 else {parent: inner}
        out.append(MetadataSample("metadata_key", inner, secret))
    return out


CLEAN: list[str] = [
    "the password policy for the brewery ERP is 12 characters and a digit",
    "құпия сөзді ешкімге айтпаңыз",
    "пароль поменяем в понедельник, напомни",
    "parolni yangilash kerak, IT ga yozing",
    "рамзро фаромӯш кардам, Нурлан ака ёрӣ диҳед",
    "şifremi unuttum, sıfırlama linki gönderir misin?",
    "Kaspi never asks for your SMS code — don't tell anyone the code",
    "PIN-кодты ешкімге айтпа",
    "the door code changed last week, ask Yerlan at the gate",
    "gin v2.14.3 release notes: moisture sensor fix",
    "sha256 of scada-backup-2031.tar.gz: " + "3f" * 32,
    "commit 9e4b2a71c0d3f58e6a1b2c3d4e5f60718293a4b5 fixes the bale counter",
    "order № 4471-2290 from Aqmaqta Optom, 36 bales",
    "трекинг СДЭК 1498203347",
    "Shymkent postcode 160000, Turkistan 161200",
    "call the clinic: +7 725 330 1187",
    "тел: +7 701 555 0193, Сауле Омаровна",
    "42.3417° N, 69.5901° E — the gin's gate",
    "Narx: 1 450 000 tenge, 18.06.2031 gacha",
    "fiyat 12.400 TL + KDV, teslim 15 Mart",
    "card ending in 4417",
    "карта **** **** **** 8301",
    "IBAN: KZ** **** **** **** 1123 (masked in the invoice)",
    "ticket SYRA-2281: reset the password for aigerim",
    "please generate a new API key in the Maqta Cloud console",
    "the TOTP app shows a six-digit code every 30 seconds",
    "backup codes are printed and stored in the safe in the accounts office",
    "wifi for guests is open, no password",
    "Wi-Fi желісі: Shipa Yasawi Guest (құпия сөзсіз)",
    "product code HB-4410-KZ, cotton lint grade 2",
    "партия № 2031/117, хлопок-волокно 4-й сорт",
    "SKU TRK-DNZ-0931 havlu 50x90",
    "barcode 4870201234566 on the Qaratau Syra lager",
    "invoice INV-2031-00418, due 30 days",
    "the token limit for the assistant is 8000 per call",
    "the PIN pad at kassa 2 is broken again",
    "код ошибки E-217 на весах",
    "xato kodi 0x80070005, printer ishlamayapti",
    "hata kodu 503, B2B portal çöktü",
    "Tailscale is installed on the gin PC, login via SSO",
    "UUID of the fermenter report template: none yet, Nurlan will make one",
    "version 3.8.11 of the MIS is on the staging server",
    "рамз бояд 8 аломат дошта бошад",
    "parol kamida 10 ta belgidan iborat bo'lsin",
    "құпия сөз кемінде 12 таңбадан тұруы керек",
    "şifre en az 8 karakter, bir büyük harf içermeli",
    "пароль хранится в KeePass, спроси у Нурлана",
    "the seed phrase is on paper in the director's safe, never typed anywhere",
    "Dilshod aka, kodni SMS orqali oldingizmi?",
    "растау кодын енгізіңіз",
    "the gate opens with a fob now, no code",
    "meeting 14:30, room 204, Sairam road office",
    "cotton intake today: 212.4 t, moisture 9.1 %",
    "brew #318 OG 1.048, FG 1.010",
    "ИИН и БИН в договоре указать позже",
    "T.C. kimlik numarası faturada gerekmiyor",
    "the API key field in the Damumed settings is required",
    "Kolay gelsin Mehmet Bey, numuneler kargoda: takip no yarın",
    "бародар, рамзи вайфайро аз Нурлан пурс",
    "ticket SHIPA-77: patient portal password reset flow broken",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_policy": "12 chars min", "rotation_days": 90},
    {"token_count": 512, "model": "assistant"},
    {"order": "4471-2290", "bales": 36, "site": "Aqmaqta gin"},
    {"auth": {"method": "sso", "provider": "Maqta Cloud"}},
    {"creds": {"username": "aigerim", "host": "erp.qaratausyra.example"}},
    {"sha256": "ab" * 32, "file": "scada-backup.tar.gz"},
    {"card_last4": "4417", "iban_masked": "KZ** **** 1123"},
    {"pin_pad": "broken", "kassa": 2},
    {"version": "3.8.11", "commit": "9e4b2a71c0d3f58e6a1b2c3d4e5f60718293a4b5"},
    {"phone": "+7 725 330 1187", "postcode": "160000"},
]
