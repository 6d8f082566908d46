# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-thirty-fourth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and thirty-third's
docstring, the fifth to four hundred and thirty-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (435, 436, 437), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (434_271_865), password words (two
steppe or kitchen words with a number and a sign, `DerkulTandyr58!`; dot-joined words with a
year, `zhaiyk.parom.samsa.2031`; leet `B3shb@rm@k#47`; a person and a town, `Aigerim@Aksai1987`;
random runs with a sign; dashed generator groups).

The fictional company is Zhaiyk Service Group LLP (TOO «Zhaiyq Servis Grup») of Uralsk (Oral),
West Kazakhstan region: Aksai Well Services (an invented gas-field services depot near Aksai),
Zhaiyk Parom (an invented Ural river ferry at an invented Kushum crossing) and Nan Üii (an
invented bakery chain in Uralsk). Staff: Dauren Sarsenbayev (IT), Aigerim Kenzhebayeva (office),
Rustem Nurmagambetov (depot shift lead), Serik Utepov (ferry captain), Sveta Lomakina (bakery
manager, in the Russian of Uralsk), the Khabibullin market family (Ilnur, Alsu, äni Roza, in
Tatar), the Hnatiuk family of settlers' descendants (Taras, Oksana, babusia Halyna, in Ukrainian)
and the Korean-Kazakh Kim family (Mikhail Min-ho, halmoni Ten Sun-ok, Yulia, in Koryo-mar and
standard Korean). Every company, person, address, domain (`zhaiyk-sg.lan`, `aksai-depot.example`,
`zhaiykparom.example`, `nanuii.example`), account and number is invented; only the region is real.
Texts: WhatsApp and Telegram chats, tickets, notes, runbooks, shell history, config and env files,
URLs, voice-note transcripts, SMS and requests to the assistant; separators: a colon, `=`, `->`,
`→`, `=>`, `/`, `|`, `::`, a tab, `—`, Russian `eto`, Kazakh `mynau`, Tatar `bu`, Ukrainian `tse`,
Korean `neun`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 433, grep -l): none for `Aksay`, `West Kazakhstan`, Koryo in Cyrillic,
`Rutracker`; one for `Uralsk`, tatar in Cyrillic, `Zilliz`, `Liveblocks`; two for `PostHog`,
`WorkOS`, the 2018 Latin spelling of qupia soz, `Windscribe`; three to nine for `Aksai`, `Stytch`,
`Porkbun`, `Sanity`, `Kolesa`, `Wildberries`, `pgbench`; above ten for `Kazakh`, `Koryo`, `Tatar`,
`Ukrainian`, qupiya soz and sersuz in Cyrillic, the Korean for password, `Kaspi`, `Halyk`, `ru.inn`,
`ua.rntrc`, `kr.rrn`, `KZ` and every IBAN country considered (the fewest: Vatican 18; Azerbaijan 56,
Belarus 58).
Languages: about half English, config or shell; the rest in the Russian of Uralsk as texted (parol',
pass, shchas, karoch, skin', zhanym, aga), Kazakh in Cyrillic (qupiya soz, paroli mynau, eshkimge
aitpa, written in Cyrillic in the samples) and in Latin letters, both the 2021 alphabet and the
ad-hoc way people type it (`qupiia sóz`, `paroli mynau`, `eshkimge aitpa`), the Tatar of a market
family (sersuz, menä, berkemgä dä äytmä, ulym, in Cyrillic in the samples), the Ukrainian of a
settlers' family (parol' vid vaifaiu, os', nikomu ne kazhy, donyu, in Cyrillic) and the Korean of a
Korean-Kazakh family, standard (bimilbeonho-neun ... ieyo, bibeon, in Hangul) and Koryo-mar
(Hamgyong endings -seumda and -mda with Russian words such as parol', in Hangul and in a Cyrillic
transliteration). The Kazakh Latin spellings, the Tatar texting, the Koryo-mar lines and the Uralsk
slang are my guesses.
Vendors: the invented StepLogix, ParomPass, NanKassa, AksaiTrack and ZhaiykGIS, plus Zilliz,
Liveblocks, Stytch, WorkOS, Sanity and Porkbun under the words around their keys, and the GitHub,
GitLab, Slack, Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google, Hugging Face, npm, SendGrid,
Twilio, Telegram, PyPI, Mailchimp, Shopify, DigitalOcean, Linear, Grafana, Postman, Doppler,
Vault, Tailscale, Supabase, Groq, Replicate, Perplexity, xAI, Brevo, NVIDIA, Docker Hub,
Databricks, Pulumi and age shapes. Ids: Russia's INN (personal and company) and OGRN (a supplier
across the border in Samara), Ukraine's RNTRC and EDRPOU, South Korea's RRN and BRN, each drawn
until its `stdnum` module validates it, and Kazakhstan's IIN, which python-stdnum has no module
for: its two-pass mod-11 check digit is computed here and checked by this file's own function.
IBANs of Kazakhstan, Russia, Ukraine and Azerbaijan, checked with `stdnum.iban`; seed phrases from
`mnemonic`'s English, Russian, Korean and Turkish lists, each drawn until `Mnemonic.check` passes
(it fails on letters that decompose, `й`, `ş`, so those phrases avoid them); cards pass Luhn (Visa,
Mastercard, Mir-like `2202` and UnionPay prefixes).
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
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.ua import edrpou as ua_edrpou
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 434_271_865
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
SIGNS = "!#$%&*+?@^"

_r, _j = v.r, v.token
Maker = v.Maker
# A drawn secret and the text that stands for it in a template (a list around it, say).
Pair = Callable[[random.Random], tuple[str, str]]

# ---------------------------------------------------------------------------------------------
# Value makers
# ---------------------------------------------------------------------------------------------

_WORDS = ["Saksaul", "Baursak", "Zhaiyk", "Kushum", "Derkul", "Chagan", "Tulpar", "Beshbarmak",
          "Kumys", "Shubat", "Irbis", "Kokpar", "Dombra", "Samsa", "Chakchak", "Kimchi", "Tandyr",
          "Kurt", "Shelek", "Bukhar", "Sterlyad", "Parom", "Karagash", "Baiterek"]  # fmt: skip
_NAMES = ["Aigerim", "Nurlan", "Dauren", "Zarina", "Rustem", "Gulnaz", "Taras", "Oksana",
          "Minho", "Sveta", "Ilnur", "Alsu", "Serik", "Yulia", "Halyna", "Roza"]  # fmt: skip
_TOWNS = ["Aksai", "Oral", "Uralsk", "Chapaev", "Zhympity", "Terekty", "Burlin", "Peremetnoe",
          "Darinskoe", "Kaztalovka", "Fedorovka", "Zhanibek"]  # fmt: skip
_LEET = str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "$"})


def _pw_words(g: random.Random) -> str:
    a, b = g.sample(_WORDS, 2)
    return f"{a}{b}{g.randrange(10, 100)}{g.choice(SIGNS)}"


def _pw_dots(g: random.Random) -> str:
    words = [w.lower() for w in g.sample(_WORDS, 3)]
    return ".".join([*words, str(g.randrange(2024, 2040))])


def _pw_leet(g: random.Random) -> str:
    word = g.choice(_WORDS)
    return word[0] + word[1:].translate(_LEET) + g.choice("#!%") + str(g.randrange(10, 100))


def _pw_person(g: random.Random) -> str:
    return f"{g.choice(_NAMES)}@{g.choice(_TOWNS)}{g.randrange(1950, 2015)}"


def _pw_random(g: random.Random) -> str:
    body = _r(g, ALNUM, g.randrange(12, 18))
    cut = g.randrange(3, len(body) - 2)
    return body[:cut] + g.choice(SIGNS) + body[cut:] + g.choice(D)


def _pw_gen(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)) + g.choice(UPPER)


_PW_MAKERS: list[Maker] = [_pw_words, _pw_dots, _pw_leet, _pw_person, _pw_random, _pw_gen]


def _pw(g: random.Random) -> str:
    return g.choice(_PW_MAKERS)(g)


def _same(make: Maker) -> Pair:
    def pair(g: random.Random) -> tuple[str, str]:
        value = make(g)
        return value, value

    return pair


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "korean", "turkish")}


def _seed(lang: str, words: int = 12) -> Maker:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    mnemo = _MNEMO[lang]

    def draw(g: random.Random) -> str:
        return str(mnemo.to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    # `Mnemonic.check` reads its words decomposed (NFKD): a phrase with `й` or `ş` fails it,
    # so a phrase is drawn until the check passes.
    return lambda g: v.until(g, draw, mnemo.check)


def _card(g: random.Random, prefix: str, length: int = 16) -> str:
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def _cards(prefixes: list[str]) -> Maker:
    def make(g: random.Random) -> str:
        number = _card(g, g.choice(prefixes))
        sep = g.choice([" ", "", "-", " "])
        return v.grouped(number, sep, g)

    return make


_IBAN_SHAPES = {"KZ": "nnn" + "c" * 13, "RU": "n" * 14 + "c" * 15, "UA": "n" * 6 + "c" * 19,
                "AZ": "aaaa" + "c" * 20}  # fmt: skip


def _iban(country: str, spaced: bool) -> Maker:
    def make(g: random.Random) -> str:
        number = v.iban_shaped(g, country, _IBAN_SHAPES)
        assert std_iban.is_valid(number)
        return v.iban_spaced(number) if spaced else number

    return make


def _digits_until(n: int, valid: Callable[[str], bool], head: str = "") -> Maker:
    def make(g: random.Random) -> str:
        return v.until(g, lambda h: head + _r(h, D, n - len(head)), valid)

    return make


def _inn_person(g: random.Random) -> str:
    body = "63" + _r(g, D, 8)  # Saratov/Samara-like region code, invented
    number = body + ru_inn.calc_personal_check_digits(body)
    assert ru_inn.is_valid(number)
    return number


def _rrn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        yy, mm, dd = h.randrange(50, 100), h.randrange(1, 13), h.randrange(1, 29)
        body = f"{yy:02d}{mm:02d}{dd:02d}{h.choice('12')}{h.randrange(0, 96):02d}{_r(h, D, 3)}"
        return body + kr_rrn.calc_check_digit(body)

    number = v.until(g, make, kr_rrn.is_valid)
    return f"{number[:6]}-{number[6:]}"


def kz_iin_valid(number: str) -> bool:
    """Kazakhstan's IIN/BIN check digit: weights 1..11 mod 11, else 3..11,1,2 (10 twice: none)."""
    if len(number) != 12 or not number.isdigit():
        return False
    digits = [int(c) for c in number]
    check = sum(d * w for d, w in zip(digits[:11], range(1, 12), strict=True)) % 11
    if check == 10:
        weights = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]
        check = sum(d * w for d, w in zip(digits[:11], weights, strict=True)) % 11
    return check != 10 and check == digits[11]


def _iin(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        yy, mm, dd = h.randrange(60, 100), h.randrange(1, 13), h.randrange(1, 29)
        return f"{yy:02d}{mm:02d}{dd:02d}{h.choice('34')}{_r(h, D, 5)}"

    return v.until(g, make, kz_iin_valid)


def _backup(style: int, n: int) -> Pair:
    """A list of backup codes, one a line or comma-joined; the secret is the first code."""

    def pair(g: random.Random) -> tuple[str, str]:
        if style == 0:
            codes = [_r(g, D, 8) for _ in range(n)]
        elif style == 1:
            codes = [f"{_r(g, LOWER_DIGITS, 4)} {_r(g, LOWER_DIGITS, 4)}" for _ in range(n)]
        else:
            codes = [f"{_r(g, UPPER_DIGITS, 5)}-{_r(g, UPPER_DIGITS, 5)}" for _ in range(n)]
        joiner = "\n" if style != 1 else ", "
        return codes[0], joiner.join(codes)

    return pair


def _b64u(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": g.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"})
    body = v.b64url(
        {
            "sub": g.choice(["depot-gw", "parom-kassa", "nanuii-pos", "dauren.s"]),
            "iss": g.choice(["https://sso.zhaiyk-sg.lan", "https://auth.nanuii.example"]),
            "exp": g.randrange(1_900_000_000, 2_100_000_000),
            "jti": _r(g, LOWER_DIGITS, 12),
        }
    )
    return f"{head}.{body}.{_b64u(bytes(g.randrange(256) for _ in range(32)))}"


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    raw = base64.b64encode(bytes(g.randrange(256) for _ in range(g.randrange(180, 320)))).decode()
    lines = [raw[i : i + 64] for i in range(0, len(raw), 64)]
    return "\n".join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])


def _wifi(g: random.Random) -> str:
    return g.choice([_pw_words, _pw_dots, lambda h: _r(h, ALNUM, 12), _pw_person])(g)


def _spaced(sep: str, size: int, make: Maker) -> Pair:
    """A token written with ``sep`` between groups of ``size`` characters (the text) and the
    token itself, as the secret the spacing hides."""

    def pair(g: random.Random) -> tuple[str, str]:
        value = make(g)
        shown = sep.join(value[i : i + size] for i in range(0, len(value), size))
        return shown, shown

    return pair


# ---------------------------------------------------------------------------------------------
# Families
# ---------------------------------------------------------------------------------------------

_USERS = ["dauren", "aigerim.k", "rustem", "serik", "sveta", "ilnur", "oksana", "mkim", "depot",
          "kassa01", "admin", "root", "operator", "nanuii-pos"]  # fmt: skip
_HOSTS = ["db1.zhaiyk-sg.lan", "depot-nas.aksai-depot.example", "kassa.nanuii.example",
          "10.42.7.15", "ferry-gw.zhaiykparom.example", "git.zhaiyk-sg.lan"]  # fmt: skip


def _take(rng: random.Random, cls: str, templates: list[str], n: int, pair: Pair) -> list[Sample]:
    """``n`` samples of ``cls``: each template (every one before any repeats) with a fresh
    value in place of ``{pw}``, a user for ``{u}`` and a host for ``{h}``."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret, shown = pair(rng)
        text = (
            template.replace("{pw}", shown)
            .replace("{u}", rng.choice(_USERS))
            .replace("{h}", rng.choice(_HOSTS))
        )
        out.append(Sample(cls, text, secret))
    return out


_SAID = [
    # English, every separator
    "Depot NAS admin password: {pw}",
    "password = {pw}",
    "the 1C server password -> {pw}",
    "Bakery till back-office pw => {pw}",
    "ferry ticket kiosk | password | {pw}",
    "Kushum crossing router :: password :: {pw}",
    "Password\t{pw}",
    "new password for the Aksai depot VPN is {pw}",
    "The dispatcher laptop password:\n{pw}",
    "pwd — {pw} (the shift PC in the compressor hall)",
    "NAS / password / {pw}",
    "password changed to {pw} after Rustem left the laptop in the canteen",
    "Reminder for me: the Grafana viewer password on the depot board is {pw}",
    "Can you store this? Nan Üii Wolt partner portal password: {pw}",
    "ticket #4471: reset done, temporary password → {pw}",
    'Serik, the wheelhouse tablet password is "{pw}"',
    "pw: `{pw}`",
    "the password for the ferry CCTV recorder is ({pw})",
    # Russian as texted in Uralsk
    "Свет, пароль от кассы: {pw}",
    "пароль от вайфая в пекарне на Досмухамедова {pw} если чо",
    "кароч пароль щас поменял, новый — {pw}",
    "Даурен, скинь пасс от 1С... а, нашла: {pw}",
    "жаным, пароль от почты {pw} никому не говори",
    "ага, пароль на планшете у капитана это {pw}",
    "Пароль админки сайта => {pw}",
    "пароль:\n{pw}\nне теряй",
    # Kazakh, Cyrillic and Latin
    "Құпия сөз: {pw}",
    "Айгерім, поштаның құпия сөзі мынау: {pw}",
    "кассаның паролі {pw}, ешкімге айтпа",
    "qupiia sóz: {pw}",
    "Dauren aga, wi-fi paroli mynau {pw}",
    "kompiuterdin paroli → {pw} eshkimge aitpa",
    # Tatar of the market family
    "Улым, кассаның серсүзе менә: {pw}",
    "серсүз - {pw}, беркемгә дә әйтмә",
    "Әни, телефонның пароле {pw} бу",
    "Alsu, serswz: {pw}",
    # Ukrainian of the settlers' family
    "Доню, пароль від вайфаю: {pw}",
    "ось пароль від пошти {pw} — нікому не кажи",
    "Тарасе, новий пароль до ноутбука — {pw}",
    "пароль від госуслуг бабусі: {pw}",
    # Korean: standard and Koryo-mar
    "비밀번호는 {pw} 이에요",
    "유리야, 노트북 비번: {pw}",
    "와이파이 비밀번호 {pw} 입니다",
    "할매, 카스피 пароль는 {pw} 임다",
    "아바이, 그 컴퓨터 пароль {pw} 이슴다. 아무한테도 말하지 마쇼",
    "Пароль ирмун {pw} имда, ничего ань малхэра",
    # more shapes
    "DB_PASSWORD={pw}",
    "the password for {u} on {h} is {pw}",
    "Aigerim: ok so the office printer admin password is {pw}",
    "pass -> {pw}",
    "[Telegram] Rustem: пароль от щита управления {pw}",
    "Note to self — HikVision NVR at the depot gate, password {pw}",
]

_ASKED = [
    "Sveta: какой пароль от кассы?\nDauren: {pw}",
    "What's the ferry Starlink password?\nSerik: {pw}",
    "- Айгерім, поштаның паролі қандай?\n- {pw}",
    "Ilnur: Әни, серсүз нинди?\nRoza: {pw}",
    "Оксана: Тарасе, який пароль від роутера?\nТарас: {pw}",
    "유리: 할매, 와이파이 비번 뭐예요?\n순옥: {pw}",
    "Q: admin password for the bakery CCTV?\nA: {pw}",
    "{pw} — that's the depot NAS password, don't lose it",
    "{pw} — это пароль от кассы, запиши",
    "{pw} is what I set for the ferry router",
    "{pw} бу кассаның серсүзе",
    "{pw} — це пароль від ноута, не забудь",
    "{pw} 이게 비밀번호예요",
    "type {pw} at the prompt; that's the admin password for the Aksai depot firewall",
    "{pw} - osy kassanyn paroli",
    "{pw}, deseń — poshtanyń qupiia sózi",
    "Rustem asked what the compressor HMI password is. Answer: {pw}",
    "pw?\n{pw}",
    "Сергей: пасс от вайфая?\nСвета: {pw}",
    "what did you set the Wolt tablet password to? — {pw}",
]

_LOGINS = [
    "login: {u} / {pw}",
    "{u} / {pw}",
    "creds {u}:{pw}",
    "1C: пользователь {u}, пароль {pw}",
    "логин {u} пароль {pw}",
    "user={u} pass={pw}",
    "| {u} | {pw} | depot NAS |",
    "sign in as {u} with {pw}",
    "kiru: {u} / qupiia sóz: {pw}",
    "логін {u}, пароль {pw}",
    "아이디: {u} 비밀번호: {pw}",
    "кулланучы {u}, серсүз {pw}",
    "Username: {u}\nPassword: {pw}",
    "u={u} p={pw}",
    "{u}@zhaiyk-sg.lan:{pw}",
    "creds for the Wolt partner portal are {u} and {pw}",
    "admin / {pw}",
    "root:{pw}",
    "Пайдаланушы: {u}, құпия сөз: {pw}",
    "login {u} and {pw} for the ferry booking back office",
    "user,password\n{u},{pw}",
    "{u}:{pw}@{h}",
]

_SPELLED = [
    "The password is the word zhaiyk followed by {pw}",
    "пароль: слово parom с большой буквы, потом {pw}",
    "Password is Baursak with a capital B and {pw} at the end",
    "the name of our dog, Borzoi, followed by {pw}",
    "құпия сөз: kushum деген сөз, сосын {pw}",
    "пароль — слово samsa, а потом цифры {pw}",
    "비밀번호는 kimchi 라는 단어 다음에 {pw} 예요",
    "серсүз: chakchak сүзе, аннары {pw}",
    "пароль: слово varenyky, потім число {pw}",
    "Voice note: the router password is tulpar, all small, then {pw}",
    "type derkul, then {pw}; that's the admin password",
    "Tandyr with a capital first letter and {pw} at the end — the bakery wifi",
]

_CLI = [
    "$ sshpass -p '{pw}' ssh {u}@{h}",
    "mysql -u {u} -p'{pw}' -h {h} nanuii_pos",
    "redis-cli -h {h} -a '{pw}' ping",
    "docker login registry.zhaiyk-sg.lan -u {u} -p '{pw}'",
    "curl -u {u}:{pw} https://{h}/api/v1/health",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/depot_ed25519",
    "smbclient //depot-nas/scans -U {u}%{pw}",
    "sqlcmd -S {h} -U sa -P '{pw}' -Q \"select 1\"",
    "zip -P '{pw}' payroll_2031_05.zip payroll.xlsx",
    "7z a -p'{pw}' -mhe=on scans.7z scans/",
    "openssl enc -aes-256-cbc -in waybills.csv -out waybills.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c ferry_manifest.ods",
    "plink -ssh {u}@{h} -pw {pw}",
    "xfreerdp /v:{h} /u:{u} /p:'{pw}'",
    "ldapsearch -x -D 'cn={u},dc=zhaiyk,dc=lan' -w '{pw}' -b dc=zhaiyk,dc=lan",
    "echo '{pw}' | sudo -S systemctl restart kassa-sync",
    "printf '{pw}' | docker login -u {u} --password-stdin registry.zhaiyk-sg.lan",
    "PGPASSWORD='{pw}' pgbench -h {h} -U {u} -c 4 nanuii",
    "mosquitto_pub -h {h} -u {u} -P '{pw}' -t depot/compressor/3 -m on",
    "rabbitmqctl add_user {u} '{pw}'",
    "ipmitool -I lanplus -H 10.42.7.40 -U ADMIN -P '{pw}' power status",
    "net use \\\\depot-nas\\scans /user:ZHAIYK\\{u} {pw}",
    "sqlplus {u}/{pw}@//{h}:1521/DEPOT",
    "lftp -u {u},{pw} sftp://{h}",
    "keytool -importkeystore -srckeystore kassa.p12 -storepass '{pw}'",
    "cqlsh {h} -u {u} -p '{pw}'",
    "kinit {u}@ZHAIYK.LAN <<< '{pw}'",
    "mysql -u{u} -p{pw} -e 'show databases'",
    'restic -r sftp:{u}@{h}:/backup --password-command "echo {pw}" snapshots',
    "clickhouse-client --host {h} --user {u} --password '{pw}'",
    "mega-login dauren@zhaiyk-sg.lan '{pw}'",
]

_URLS = [
    "postgres://{u}:{pw}@{h}:5432/depot",
    "mysql://{u}:{pw}@{h}/nanuii_pos",
    "mongodb+srv://{u}:{pw}@cluster0.zhaiyk-sg.lan/ferry",
    "redis://:{pw}@{h}:6379/0",
    "amqp://{u}:{pw}@{h}:5672/%2F",
    "https://{u}:{pw}@git.zhaiyk-sg.lan/depot/compressor-logs.git",
    "ftp://{u}:{pw}@ferry-gw.zhaiykparom.example/tickets/",
    "DATABASE_URL=postgresql://{u}:{pw}@{h}/kassa",
    "connect with jdbc:postgresql://{h}/depot?user={u}&password={pw}",
    "smb://{u}:{pw}@depot-nas/scans",
    "socks5://{u}:{pw}@:1080",
    "открой https://{u}:{pw}@{h}/admin там всё есть",
]

_CONFIGS = [
    "[client]\nuser = {u}\npassword = {pw}",
    "SMTP_PASSWORD={pw}",
    "export KASSA_DB_PASS='{pw}'",
    "spring.datasource.password={pw}",
    'db:\n  host: {h}\n  user: {u}\n  password: "{pw}"',
    '<add key="DepotDbPassword" value="{pw}" />',
    "{h}:5432:depot:{u}:{pw}",
    "define('DB_PASSWORD', '{pw}');",
    'variable "db_password" {\n  default = "{pw}"\n}',
    "[depot-nas]\npass={pw}",
    "ansible_become_password: !unsafe '{pw}'",
    '"password": "{pw}",',
    "MYSQL_ROOT_PASSWORD: {pw}",
    "smtp_password,{pw}",
    "[mail]\nsmtp_user = {u}\nsmtp_pass = {pw}",
    "ENV FERRY_ADMIN_PASSWORD={pw}",
    "requirepass {pw}",
    "passwd: '{pw}'  # kassa sync",
]

_VENDOR_MAKERS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={pw}", _j("ghp_", (ALNUM, 36))),
    ("gitlab deploy token for the depot repo: {pw}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN={pw}", _j("xoxb-", (D, 11), "-", (D, 12), "-", (ALNUM, 24))),
    ("Stripe live key for the bakery online shop: {pw}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("anthropic: {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("OpenRouter key -> {pw}", _j("sk-or-v1-", (HEX, 64))),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google Maps key for the ferry timetable page: {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("TWILIO_AUTH_TOKEN={pw}", _j((HEX, 32))),
    ("Telegram bot for bakery orders: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("pypi token: {pw}", _j("pypi-AgEIcHlwaS5vcmcCJ", (URLSAFE, 60))),
    ("mailchimp api key {pw}", _j((HEX, 32), "-us21")),
    ("Shopify admin token: {pw}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", _j("dop_v1_", (HEX, 64))),
    ("Linear: {pw}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account token {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Postman key: {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 90))),
    ("tailscale up --authkey={pw}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("supabase access token: {pw}", _j("sbp_", (HEX, 40))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={pw}", _j("r8_", (ALNUM, 37))),
    ("perplexity: {pw}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={pw}", _j("xai-", (ALNUM, 80))),
    ("Brevo key for the bakery newsletter: {pw}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA_API_KEY={pw}", _j("nvapi-", (URLSAFE, 64))),
    ("docker hub PAT {pw}", _j("dckr_pat_", (URLSAFE, 27))),
    ("DATABRICKS_TOKEN={pw}", _j("dapi", (HEX, 32))),
    ("PULUMI_ACCESS_TOKEN={pw}", _j("pul-", (HEX, 40))),
    ("age key for the depot secrets: {pw}", _j("AGE-SECRET-KEY-1", (UPPER_DIGITS, 58))),
    ("Kaspi Pay webhook for Nan Üii — Stripe restricted key {pw}", _j("rk_live_", (ALNUM, 24))),
]

_NAMED_MAKERS: list[tuple[str, Maker]] = [
    ("StepLogix API key: {pw}", _j((HEX, 32))),
    ("ключ API ParomPass: {pw}", lambda g: v.uuid4(g, "b")),
    ("NanKassa API ачқышы: {pw}", _j((ALNUM, 40))),
    ("AksaiTrack integration broken, current key {pw}", _j((HEX, 40))),
    ("Integrations › ZhaiykGIS: {pw}", _j((ALNUM, 32))),
    ("Zilliz API key for the depot search: {pw}", _j((HEX, 64))),
    ("Liveblocks secret key {pw}", _j("sk_prod_", (URLSAFE, 40))),
    ("STYTCH_SECRET={pw}", _j("secret-live-", (URLSAFE, 36))),
    ("WorkOS API key: {pw}", _j("sk_live_", (ALNUM, 40))),
    ("SANITY_API_TOKEN={pw}", _j("sk", (ALNUM, 80))),
    ("Porkbun secret API key for zhaiykparom.example: {pw}", _j("sk1_", (HEX, 64))),
    ("API-кілті StepLogix (депо): {pw}", _j((HEX, 48))),
    ("API ачкычы NanKassa: {pw}", _j((ALNUM, 36))),
    ("ParomPass API 키: {pw}", _j((HEX, 32))),
    ("ключ API AksaiTrack для диспетчерской — {pw}", lambda g: v.uuid4(g, "9")),
    ("API-ключ ZhaiykGIS: {pw}", _j((ALNUM, 44))),
]

_BARE = [
    "{pw}",
    "forgot to save this: {pw}",
    "вот {pw}",
    "копирую сюда чтобы не потерять {pw}",
    "mynau: {pw}",
    "저장해 두세요 {pw}",
    "the string from the installer was {pw}",
    "Aigerim sent {pw} over Telegram, no idea what it unlocks",
]

_HEXES = [
    "ENCRYPTION_KEY={pw}",
    "depot backup key: {pw}",
    "AES key for the kassa export {pw}",
    "hmac_secret: {pw}",
    "ключ шифрования {pw}",
    "{pw}",
    "APP_KEY=base16:{pw}",
    "session secret -> {pw}",
    "LoRa AppKey {pw}",
]

_JWTS = [
    "Authorization: Bearer {pw}",
    "token={pw}",
    "токен от кассы {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://kassa.nanuii.example/api/orders",
    "jwt: {pw}",
    "ferry kiosk session cookie {pw}",
    "Set-Cookie: access_token={pw}; HttpOnly",
    "what does this token say? {pw}",
]

_PEMS = [
    "{pw}",
    "depot deploy key:\n{pw}",
    "ключ от сервера кассы\n{pw}",
    "config/ssh/ferry_gw_key\n{pw}",
    "Can you keep this for me? It's the NAS key.\n{pw}",
    "private_key: |\n{pw}",
]

_SEEDS: list[tuple[str, Maker]] = [
    ("seed phrase for the depot USDT wallet: {pw}", _seed("english")),
    ("recovery phrase: {pw}", _seed("english", 24)),
    ("сид-фраза: {pw}", _seed("russian")),
    ("мнемоника кошелька {pw}", _seed("russian", 15)),
    ("시드 문구: {pw}", _seed("korean")),
    ("복구 단어 {pw}", _seed("korean", 18)),
    ("kurtarma kelimeleri: {pw}", _seed("turkish")),
    ("Trust Wallet words — {pw}", _seed("english", 18)),
    ("әмиян сүзләре: {pw}", _seed("turkish")),
    ("12 слів гаманця: {pw}", _seed("english")),
    ("{pw}", _seed("english")),
    ("әмиянның қалпына келтіру сөздері: {pw}", _seed("russian")),
]

_CARDS = [
    "card {pw} exp 09/33",
    "Visa {pw}",
    "номер карты {pw}",
    "карта для оплаты газа: {pw} до 11/32",
    "карта нөмірі: {pw}",
    "номер картки {pw}",
    "카드 번호 {pw}",
    "kartanyń nómiri {pw}",
    "Mastercard ending… no wait, full: {pw}",
    "{pw} — карта мамы, для коммуналки",
    "pay the ferry fuel with {pw}",
    "карта {pw}, срок 04/31",
]

_CVVS = [
    "CVV: {pw}",
    "CVC {pw}",
    "the three digits on the back are {pw}",
    "код на обороте карты {pw}",
    "CVV коды {pw}",
    "카드 뒷면 세 자리 {pw}",
]

_IBANS: list[tuple[str, Maker]] = [
    ("IBAN: {pw}", _iban("KZ", True)),
    ("ИИК {pw}", _iban("KZ", False)),
    ("шот нөмірі (IBAN) {pw}", _iban("KZ", True)),
    ("Nan Üii account {pw}", _iban("KZ", False)),
    ("IBAN поставщика из Самары: {pw}", _iban("RU", False)),
    ("pay to {pw}", _iban("RU", True)),
    ("рахунок IBAN {pw}", _iban("UA", True)),
    ("бабусі на картку… ні, на рахунок {pw}", _iban("UA", False)),
    ("Baku subcontractor IBAN {pw}", _iban("AZ", True)),
    ("IBAN {pw} (Azeri drilling crew)", _iban("AZ", False)),
    ("счёт {pw}", _iban("KZ", True)),
    ("{pw}", _iban("UA", False)),
]

_IDS: list[tuple[str, str, Maker]] = [
    ("national_id", "ИНН поставщика: {pw}", _digits_until(10, ru_inn.is_valid)),
    ("national_id", "ИНН (личный) {pw}", _inn_person),
    ("national_id", "INN: {pw}", _inn_person),
    ("national_id", "ОГРН {pw}", _digits_until(13, ru_ogrn.is_valid, "1")),
    ("national_id", "OGRN (Samara supplier): {pw}", _digits_until(13, ru_ogrn.is_valid, "1")),
    ("national_id", "РНОКПП: {pw}", _digits_until(10, ua_rntrc.is_valid)),
    ("national_id", "ідентифікаційний код бабусі {pw}", _digits_until(10, ua_rntrc.is_valid)),
    ("national_id", "ЄДРПОУ {pw}", _digits_until(8, ua_edrpou.is_valid)),
    ("national_id", "주민등록번호 {pw}", _rrn),
    ("national_id", "할매 주민번호: {pw}", _rrn),
    ("national_id", "사업자등록번호: {pw}", _digits_until(10, kr_brn.is_valid, "2")),
    ("national_id", "tax id (Korea BRN) {pw}", _digits_until(10, kr_brn.is_valid, "1")),
    ("national_id", "Resident Registration Number: {pw}", _rrn),
    ("national_id", "Taxpayer Identification Number (INN) {pw}", _inn_person),
    ("national_id", "ИНН: {pw}", _digits_until(10, ru_inn.is_valid)),
    ("kz_iin", "ИИН: {pw}", _iin),
    ("kz_iin", "ЖСН {pw}", _iin),
    ("kz_iin", "IIN: {pw}", _iin),
]  # fmt: skip

_TOTP = [
    "TOTP secret: {pw}",
    "otpauth://totp/Zhaiyk:dauren?secret={pw}&issuer=Zhaiyk",
    "2FA setup key for the depot VPN {pw}",
    "ключ для Google Authenticator: {pw}",
    "can't scan the QR code, manual key is {pw}",
    "2FA кілті: {pw}",
]

_CODES = [
    "Your Kaspi code: {pw}",
    "{pw} is your verification code",
    "Код подтверждения: {pw}. Никому не сообщайте.",
    "Растау коды: {pw}",
    "Код підтвердження {pw}",
    "인증번호 [{pw}]",
    "Use {pw} to sign in to Zhaiyk SSO",
    "Sveta, скажи код из смс — {pw}",
    "Rastau kody: {pw}",
    "раслау коды {pw}",
]

_BACKUPS: list[tuple[str, Pair]] = [
    ("Backup codes for the depot Google account:\n{pw}", _backup(0, 8)),
    ("резервные коды: {pw}", _backup(1, 6)),
    ("Recovery codes (GitHub, dauren):\n{pw}", _backup(2, 8)),
    ("Сақтық кодтар:\n{pw}", _backup(0, 6)),
    ("резервні коди для пошти\n{pw}", _backup(2, 6)),
    ("백업 코드\n{pw}", _backup(0, 6)),
    ("2FA backup codes: {pw}", _backup(1, 8)),
]

_WIFI = [
    "wifi: Nan-Uii-Guest / {pw}",
    "WIFI:T:WPA;S:ZhaiykParom;P:{pw};;",
    "Network: Depot-Aksai-5G\nPassword: {pw}",
    "вайфай NanUii_Kassa пароль {pw}",
    'wpa_passphrase="{pw}"',
    "wifi сети «Пекарня 2» — {pw}",
    "Wi-Fi құпия сөзі: {pw}",
    "вайфай пароль: {pw}",
    "wifi Kim Family 5G / {pw}",
    "와이파이 비번 {pw}",
    "network (Parom-Wheelhouse) uses {pw}",
    "psk={pw}",
    "ssid,psk\nAksai-Depot-Staff,{pw}",
    "wifi paroli: {pw}",
    "Ферма Гнатюків wifi\n{pw}",
    "the WPA key for the ferry ticket office is {pw}",
]

_LOCKS: list[tuple[str, Maker]] = [
    ("gate code at the Aksai depot: {pw}", _j((D, 4))),
    ("код домофона {pw}#", _j((D, 4))),
    ("PIN {pw}", _j((D, 4))),
    ("PIN карты {pw}", _j((D, 4))),
    ("сейфтің коды: {pw}", _j((D, 6))),
    ("кодовый замок на складе муки {pw}", _j((D, 5))),
    ("the alarm code at the bakery on Dostyk is {pw}", _j((D, 6))),
    ("ПІН-код від картки {pw}", _j((D, 4))),
    ("카드 비밀번호 네 자리 {pw}", _j((D, 4))),
    ("padlock on the ferry fuel tank: {pw}", _j((D, 4))),
    ("SIM PIN: {pw}", _j((D, 4))),
    ("ишек коды {pw}", _j((D, 4))),
    ("keypad code for the compressor hall -> {pw}", _j((D, 6))),
    ("esik kody {pw}", _j((D, 5))),
]

_PHRASE_WORDS = ["steppe", "ferry", "sturgeon", "saksaul", "baursak", "camel", "melon", "dombra",
                 "falcon", "samovar", "tulip", "compressor", "poplar", "sandbar"]  # fmt: skip


def _phrase(sep: str) -> Maker:
    return lambda g: sep.join(g.sample(_PHRASE_WORDS, 4))


_PHRASES: list[tuple[str, Maker]] = [
    ("KeePassXC master passphrase: {pw}", _phrase(" ")),
    ("passphrase = {pw}", _phrase("-")),
    ("кодовая фраза: {pw}", _phrase(" ")),
    ("Bitwarden passphrase for the depot vault is {pw}", _phrase(" ")),
    ("BORG_PASSPHRASE={pw}", _phrase("-")),
    ("veracrypt container passphrase: {pw}", _phrase(" ")),
    ("парольная фраза — {pw}", _phrase("_")),
    ("passphrase: {pw}", _phrase(".")),
]

_SPELL_TOKENS: list[tuple[str, Pair]] = [
    ("reading it out one character at a time: {pw}", _spaced(" ", 1, _j("ghp_", (ALNUM, 36)))),
    ("диктую ключ: {pw}", _spaced(" - ", 4, _j((HEX, 32)))),
    ("the key in groups: {pw}", _spaced(" · ", 5, _j((ALNUM, 30)))),
    ("token {pw}", _spaced(" ", 4, _j("glpat-", (URLSAFE, 20)))),
    ("ключ по буквам {pw}", _spaced(".", 1, _j((ALNUM, 24)))),
    ("API key read out over the radio: {pw}", _spaced(" | ", 4, _j((HEX, 32)))),
    ("secret {pw}", _spaced(", ", 6, _j((UPPER_HEX, 36)))),
    ("кілт: {pw}", _spaced("·", 2, _j((ALNUM, 28)))),
]

_CHATS = [
    "[12.05.31 08:14] Sveta: Даурен, касса не пускает\n"
    "[12.05.31 08:15] Dauren: пароль поменял, теперь {pw}\n[12.05.31 08:15] Sveta: спс",
    "Rustem: depot NAS is down again\nDauren: log in as admin, password {pw}\nRustem: ok",
    "Oksana: Тарасе, де пароль від роутера?\nTaras: на наклейці… ні, я змінив: {pw}",
    "Yulia: 할매, 카톡 비번 뭐야?\nSun-ok: {pw} 임다. 아무한테도 말하지 마라",
    "Alsu: Әни, кассаның пароле?\nRoza: {pw}. Беркемгә дә әйтмә!",
    "Aigerim: Serik aga, the ferry email password?\nSerik: {pw}\nAigerim: rahmet",
    "Ilnur: Dauren, скинь пароль от 1С\nDauren: {pw}\nIlnur: рәхмәт",
    "Мама: сынок, пароль от госуслуг какой?\nЯ: {pw}\nМама: спасибо жаным",
    "Serik: wheelhouse tablet locked\nDauren: PIN was reset, new password {pw}",
    "Mikhail: Юля, пароль от ноутбука {pw}\nYulia: ок, 감사해요",
]


def _pairs(table: list[tuple[str, Maker]]) -> list[tuple[str, Pair]]:
    return [(t, _same(m)) for t, m in table]


def _each(rng: random.Random, cls: str, rows: list[tuple[str, Pair]], n: int) -> list[Sample]:
    """``n`` samples of ``cls`` from rows of (template, its own maker), cycled."""
    out = []
    for template, pair in v.cycle(rng, rows, n):
        secret, shown = pair(rng)
        out.append(Sample(cls, template.replace("{pw}", shown), secret))
    return out


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for cls, template, make in v.cycle(rng, _IDS, n):
        secret = make(rng)
        out.append(Sample(cls, template.replace("{pw}", secret), secret))
    return out


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    g = random.Random(SEED)
    pw = _same(_pw)
    out: list[Sample] = []
    out += _take(g, "password_label", _SAID, 52, pw)
    out += _take(g, "password_asked_or_said_first", _ASKED, 20, pw)
    out += _take(g, "login_pair", _LOGINS, 22, pw)
    out += _take(g, "spelled_password", _SPELLED, 12, _same(_j((D, 3))))
    out += _take(g, "cli_password", _CLI, 32, pw)
    out += _take(g, "url_credentials", _URLS, 12, _same(_pw_random))
    out += _take(g, "config_password", _CONFIGS, 18, pw)
    out += _each(g, "vendor_token", _pairs(_VENDOR_MAKERS), 36)
    out += _each(g, "named_api_key", _pairs(_NAMED_MAKERS), 16)
    out += _take(g, "bare_token", _BARE, 8, _same(_j((ALNUM, 40))))
    out += _take(g, "hex_key", _HEXES, 9, _same(lambda h: _r(h, HEX, h.choice([32, 64]))))
    out += _take(g, "jwt", _JWTS, 8, _same(_jwt))
    out += _take(g, "pem_private_key", _PEMS, 6, _same(_pem))
    out += _each(g, "seed_phrase", _pairs(_SEEDS), 12)
    cards = _cards(["4", "51", "53", "2202", "2204", "62"])
    out += _take(g, "card_number", _CARDS, 12, _same(cards))
    out += _take(g, "card_code", _CVVS, 6, _same(_j((D, 3))))
    out += _each(g, "iban", _pairs(_IBANS), 12)
    out += _ids(g, 18)
    totp = _same(lambda h: v.totp_secret(h, spaced=False))
    out += _take(g, "totp_secret", _TOTP, 6, totp)
    out += _take(g, "one_time_code", _CODES, 10, _same(_j((D, 6))))
    out += _each(g, "backup_codes", _BACKUPS, 7)
    out += _take(g, "wifi_key", _WIFI, 16, _same(_wifi))
    out += _each(g, "pin_code", _pairs(_LOCKS), 14)
    out += _each(g, "passphrase", _pairs(_PHRASES), 8)
    out += _each(g, "spelled_token", _SPELL_TOKENS, 8)
    out += _take(g, "chat_password", _CHATS, 10, pw)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the depot NAS admin password is", "{s}", _pw),
    ("split_password", "пароль от кассы:", "{s} (с понедельника)", _pw),
    ("split_password", "құпия сөз", "{s}", _pw),
    ("split_password", "серсүз:", "{s}\nберкемгә дә әйтмә", _pw),
    ("split_password", "пароль від вайфаю", "{s}", _wifi),
    ("split_password", "비밀번호:", "{s} 예요", _pw),
    ("split_password", "Ferry booking back office password", "{s}\nrotate after the season", _pw),
    ("split_password", "Password:", "{s}", _pw),
    ("split_password", "the password Serik read out over the radio was", "{s}, I think", _pw),
    ("split_password", "qupiia sóz:", "{s}", _pw),
    ("split_token", "StepLogix API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s} (depot CI)", _j("ghp_", (ALNUM, 36))),
    ("split_token", "ParomPass client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "сид-фраза кошелька", "{s}", _seed("russian")),
    ("split_card", "номер карты", "{s} до 06/32", _cards(["4", "2202"])),
    ("split_iban", "IBAN", "{s}", _iban("KZ", True)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ИНН", "{s}", _inn_person),
    ("split_pin", "код от сейфа в пекарне", "{s}", _j((D, 6))),
    ("split_phrase", "KeePassXC passphrase", "{s}", _phrase(" ")),
]


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLIT]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: list[tuple[str, str, Maker]] = [
    (
        "meta_password",
        '{"nas": {"url": "https://depot-nas.aksai-depot.example", "admin_password": "{s}"}}',
        _pw,
    ),
    ("meta_password", '{"пароль": "{s}"}', _pw),
    ("meta_password", '{"account": {"user": "sveta", "passwd": "{s}"}}', _pw),
    (
        "meta_password",
        '{"kassas": [{"name": "kassa-1"}, {"name": "kassa-2", "web_password": "{s}"}]}',
        _pw,
    ),
    (
        "meta_password",
        '{"argv": ["clickhouse-client", "--user", "depot", "--password", "{s}"]}',
        _pw,
    ),
    ("meta_password", '{"note": "кассаның құпия сөзі {s}"}', _pw),
    ("meta_password", '{"비밀번호": "{s}"}', _pw),
    (
        "meta_password",
        '{"transcript": "log into the ferry router as admin with the password {s}"}',
        _pw,
    ),
    ("meta_token", '{"steplogix": {"api_key": "{s}"}}', _j((HEX, 32))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    (
        "meta_token",
        '{"slack_token": "{s}"}',
        _j("xoxb-", (D, 11), "-", (D, 12), "-", (ALNUM, 24)),
    ),
    ("meta_card", '{"payment": {"card_number": "{s}", "exp": "03/34"}}', _cards(["4", "53"])),
    ("meta_iban", '{"supplier": {"iban": "{s}"}}', _iban("RU", False)),
    ("meta_id", '{"client": {"inn": "{s}"}}', _inn_person),
    (
        "meta_otp",
        '{"2fa": {"totp_secret": "{s}"}}',
        lambda g: v.totp_secret(g, spaced=False),
    ),
    ("meta_seed", '{"wallet": {"seed_words": "{s}"}}', _seed("english")),
    ("meta_key", '{"lora": {"app_key": "{s}"}}', _j((UPPER_HEX, 32))),
    ("meta_pin", '{"flour_store": {"lock_code": "{s}"}}', _j((D, 5))),
    ("meta_wifi", '{"wifi": {"ssid": "NanUii-Kassa", "psk": "{s}"}}', _wifi),
    ("meta_password", '{"серсүз": "{s}"}', _pw),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for cls, text, make in _METADATA:
        secret = make(rng)
        data = json.loads(text.replace("{s}", json.dumps(secret)[1:-1]))
        out.append(MetadataSample(cls, data, secret))
    return out


_WHEEL_SUM = hashlib.sha256(b"psycopg-3.2.9-cp311-cp311-linux_x86_64.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"hmi-compressor-fw-5.1.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.zhaiyk-sg.lan/kassa-sync:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"kassa: round totals to tiyn", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: fix winter timetable", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"flour_orders_2031-05.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the depot NAS password before the audit on 2031-06-11.",
    "Sveta asked for the bakery wifi password; it's on the card behind the till.",
    "Policy: Zhaiyk passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Telegram; share a vault link instead.",
    "The `.env.example` line `STEPLOGIX_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_PAROMPASS_KEY> in the README with the key from your dashboard.",
    "Пароль должен быть не короче 12 символов.",
    "Свет, пароль от кассы у Даурена спроси, я не знаю.",
    "Пароль никому не говорите, даже сотрудникам банка.",
    "Құпия сөзді ешкімге айтпаңыз.",
    "Qupiia sózdi eshkimge aitpa, jaryq pa?",
    "Серсүзне беркемгә дә әйтмә, улым.",
    "Доню, пароль нікому не кажи, навіть бабусі.",
    "비밀번호는 아무한테도 알려주지 마세요.",
    "할매, 비번은 유리한테 물어보쇼.",
    "Kaspi никогда не спрашивает код из СМС.",
    "Код из смс не пришёл, запросила ещё раз.",
    "After five wrong PINs the ferry kiosk locks the card for 24 hours.",
    "The PIN must be 4 digits and not your birth year.",
    "Upgraded psycopg to 3.2.9 and the HMI firmware to 5.1.0 over the weekend.",
    f"commit {_COMMIT} rounds kassa totals to tiyn.",
    f"Rolled back to {_SHORT} after the winter timetable broke the ferry page.",
    f"requirements.txt: psycopg==3.2.9 --hash=sha256:{_WHEEL_SUM}",
    f"The HMI firmware 5.1.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The kassa-sync container runs registry.zhaiyk-sg.lan/kassa-sync@sha256:{_IMAGE}.",
    f"MD5 of flour_orders_2031-05.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3c9e12f4-7a0b-4d61-9e2c-5b8f0a1d6e73 is the slow one in the kassa logs.",
    "Order ZK-2031-00417: 300 baursaks for the Aksai depot canteen, Friday 06:00.",
    "Тикет #5523: в пекарне на Евразии не печатает чек.",
    "Позвоните в офис на Досмухамедова: +7 7112 51 34 08, до обеда.",
    "Почтовый индекс Уральска 090000, Аксая 090300.",
    "Паром Кушум ходит с 07:00 до 21:00, билет 400 тенге, машина 2500 тенге.",
    "Трек-номер посылки KZ123456789KZ, Казпочта обещает в четверг.",
    "The ferry crossing is at 51.2301, 51.3717; the depot gate at 51.1680, 52.9941.",
    "Compressor C-3 pressure 7.4 bar, 62 °C at 14:20; shift log entry 2031-05-12.",
    "Артикул муки М-ВС-50, 50 кг, 12 800 тенге за мешок.",
    "My card ending 4417 was declined at the Magnum on Kurmangazy.",
    "The card number is masked on the receipt: **** **** **** 8832.",
    "IBAN поставщика проверьте по счёту-фактуре, там без пробелов.",
    "Print the 2FA backup codes for the depot Google account and keep them in the safe.",
    "Сид-фразу никому не показывайте, даже поддержке.",
    "Keep `PAROMPASS_API_KEY` in the secrets store, never in the repository.",
    "The wifi 'NanUii-Guest' is open, no password needed.",
    "Ask Rustem for the compressor hall keypad code, I don't have it.",
    "Кассаның паролін Дәурен ертең өзгертеді.",
    "Ертең сағат 9-да жиналыс, 3-кабинет.",
    "Бүген базарда бәрәңге 350 тәңкә, суган 280.",
    "Бабуся пече вареники в неділю, приходьте о 12:00.",
    "유리야, 내일 오후 3시에 할매 병원 예약했어.",
    "할매, 김치 세 통 보냈슴다. 화요일에 도착함다.",
    "Model HMI-7000 rev B, serial KZ-HMI-2031-0447.",
    "Version 2.7.14 of kassa-sync ships on Monday; build 4812 is the candidate.",
    "ISBN 978-601-7027-24-6 is the ferry safety manual on the shelf.",
    "The password reset link expires in 30 minutes.",
    "The router asks for a new admin password after every firmware update.",
    "Кодовый замок на складе сломан, вызвали мастера.",
    "Set a 6-digit PIN on the wheelhouse tablet when it arrives.",
    "Tracking 1Z 999 AA1 01 2345 6784 — the compressor parts from Samara.",
    "Lot LOT-2031-AKS-0219, 18 pallets of pipe fittings, weight 4.2 t.",
    "The secret of good baursak is warm milk and a hot kazan.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/depot/nas", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 4812}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "psycopg", "version": "3.2.9"}}',
    '{"ticket": "5523", "order": "ZK-2031-00417"}',
    '{"lot": {"id": "LOT-2031-AKS-0219", "pallets": 18, "weight_t": 4.2}}',
    '{"phone": "+7 7112 51 34 08", "city": "Oral", "postcode": "090000"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "baursaks_baked": 1284}',
    '{"card_last4": "4417", "card_masked": "**** **** **** 4417"}',
    '{"ferry": {"crossing": "Kushum", "lat": 51.2301, "lon": 51.3717, "fare_kzt": 400}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
