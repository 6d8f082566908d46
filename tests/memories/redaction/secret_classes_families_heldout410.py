# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-tenth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four-hundred-and-ninth's docstring, the
fifth to four-hundred-and-ninth only through grep -l counts (languages, wordings, tools, vendors,
id kinds and IBAN countries already used), the sample types, the value helpers and the
python-stdnum and mnemonic packages; never `memories/`, the tuning, round or concurrent corpora
(411, 412, 413), any other test, the reports, the benchmarks nor the git history, and the
scrubber was never run on it. Its own seed (410_583_917), password words (an orchard, river,
hydro or road word of Zhetysu, a number and a sign, `Aport47!`; dot-joined words with a year,
`koksu.karatal.2036`; leet `T3k3l1#Kapal8`; random runs with a sign; dashed generator groups; a
bus line and a stop, `Bus2417Kapal!`; a name, a birth year and a word).

The fictional company is Koksu Alma Holdings of Taldykorgan: the Almaly Bak orchard co-op (an
invented Aport apple co-op and packhouse in Eskeldi district), Karatal GidroMontazh (an invented
contractor at the Tekeli hydro station) and Zhetysu Express (an invented bus line, route 2417,
Taldykorgan to Almaty). Staff: Yerlan (IT), Aigerim (the co-op's office), Nurlan (the hydro
site), Svetlana Kim (bookkeeper, whose Koryo-saram aunt lives in Ushtobe), Bakhyt and Marat (the
bus depot), the Uyghur market family of Ablimit, Gulnara and Dilshat at the bazaar, and Tomasz of
the invented Polish sprayer and pump supplier Sadtech Polska. Every company, person, address,
domain (`koksu-alma.lan`, `almaly-bak.example`, `zhetysu-express.example`, `sadtech.example`),
account and number is invented; only the region is real. Texts: WhatsApp chats, tickets, notes,
runbooks, shell history, config and env files, voice-note transcripts, SMS, table rows, URLs and
requests to the assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, a dash, `is`,
`мынау`, `такой`, `는 … 이다`, `to`, a new line, a question then its answer, a value said first
and named after, a label ending one field and the value starting the next.

Grep counts (heldouts 5 to 409, grep -l): none for `Taldykorgan`, `Zhetysu`, `Tekeli`,
`hechkimge`, `AportTrack`; one for `Ushtobe`; two for `IBAN PL`, `ۋايفاي`; four for `پارول`,
`Uyghur`, `IBAN GE`, `IBAN AZ`; five for `IBAN KZ`, `kupiya soz`; eleven or twelve for `pl.nip`,
`pl.regon`, `pl.pesel`; `құпия сөз` (21), `kr.rrn` (22), `cn.ric` (34), `ru.inn` (40), `비번`
(54) and `Kazakh` (55) are common, so other wordings stand beside them (`құпия сөзі`, `паролі
мынау`, `kupia soz mynau`, `esik kody`, `ھېچكىمگە دېمە`, `큰엄마 컴퓨터 비밀번호`). Languages:
about half English, config or shell; the rest Kazakh as texted in Cyrillic (`құпия сөзі`,
`есік коды`) and in Latin letters (`parol`, `kupia soz`, `eshkimge aitpa`), Russian as texted in
the south (`короче пароль`, `никому`), the Uyghur of a market family in Arabic script and in
Latin letters (`پارول`, `parol`, `hechkimge dime`), the Korean of Koryo-saram relatives (`비밀번호는
… 이다`, `큰엄마`) and the Polish of an equipment supplier (`hasło do panelu to`). The Latin
Kazakh and Uyghur spellings, the Uyghur Arabic wordings and the Koryo-saram Korean are my
guesses. Vendors: the invented AportTrack, SadCloud, BazarPay, GES-Monitor, Avtovokzal Tickets,
Sadtech Serwis, OrchardEye, Zhetysu Frost and TurbinLog (after a word for key or an
integration), plus GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face,
npm, SendGrid, Telegram, Shopify, DigitalOcean, Groq, Replicate, Notion, Postman, Doppler,
Tailscale, Sentry, Supabase, Grafana, Linear, Perplexity, Twilio, Figma, Pulumi, Vault and PyPI
shapes. Ids: Poland's PESEL, NIP and REGON, Korea's resident registration and business numbers,
Russia's INN and China's resident id (of Xinjiang relatives), each drawn until its `stdnum`
module validates it (python-stdnum has no Kazakh IIN or BIN, so none is used). IBANs of
Kazakhstan, Poland, Georgia and Azerbaijan, checked with `stdnum.iban`; seed phrases from
`mnemonic`'s English, Russian and Korean lists, each checked with `Mnemonic.check`; cards pass
Luhn (Visa, Mastercard, Mir, UnionPay and Amex prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import string
import unicodedata
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.cn import ric as cn_ric
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn
from stdnum.pl import nip as pl_nip
from stdnum.pl import pesel as pl_pesel
from stdnum.pl import regon as pl_regon
from stdnum.ru import inn as ru_inn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 410_583_917
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker

# Orchard, river, hydro and road words of the Zhetysu region, for passwords people pick.
_WORDS = ["Aport", "Alatau", "Koksu", "Karatal", "Tekeli", "Zhetysu", "Kapal", "Lepsi",
          "Sarkand", "Eskeldi", "Kainar", "Shyryn", "Almaly", "Bakhcha", "Turbina", "Shlyuz",
          "Avtobus", "Kolkhoz", "Sinap", "Rashid", "Laila", "Kimchi", "Jablko",
          "Pompa"]  # fmt: skip
_NAMES = ["yerlan", "aigerim", "nurlan", "svetlana", "ablimit", "gulnara", "tomasz", "bakhyt",
          "dana", "rustem", "zarina", "marat"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["4p0rt", "T3k3l1", "K0ksu", "Zh3tysu", "K4r4t4l", "4l4t4u", "L3psi", "S1n4p"]


def _route(g: random.Random) -> str:
    """The bus line's number and a stop, the way the depot staff pick a password."""
    stop = g.choice(["Almaty", "Kapal", "Tekeli"])
    return f"Bus{g.choice([12, 24, 41, 417, 2417])}{stop}{g.choice(_SYMBOLS)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_WORDS, 2)) + f".{g.randrange(2026, 2041)}",
    lambda g: f"{g.choice(_LEET)}{g.choice(_SYMBOLS)}{g.choice(_WORDS)}{g.randrange(1, 100)}",
    lambda g: _r(g, ALNUM, 9) + g.choice(_SYMBOLS) + _r(g, ALNUM, 5),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    _route,
    lambda g: f"{g.choice(_NAMES).capitalize()}{g.randrange(1970, 2010)}{g.choice(_WORDS)}",
    lambda g: f"{g.choice(_WORDS).upper()}_{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


# --- values ------------------------------------------------------------------------------------
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "korean")}


def _seed(g: random.Random, lang: str, words: int) -> str:
    """A phrase as typed (NFC), drawn until `Mnemonic.check` accepts it (its Russian check
    rejects words with `й`)."""
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]

    def make(h: random.Random) -> str:
        phrase = _MNEMO[lang].to_mnemonic(bytes(h.randrange(256) for _ in range(bits)))
        return unicodedata.normalize("NFC", str(phrase))

    return v.until(g, make, _MNEMO[lang].check)


def _card(g: random.Random, prefix: str, length: int = 16) -> str:
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_KZ_BANKS = ["722", "601", "998", "914", "826", "965"]


def _iban(g: random.Random, country: str) -> str:
    if country == "KZ":
        bban = g.choice(_KZ_BANKS) + _r(g, UPPER_DIGITS, 13)
    elif country == "PL":
        bban = _r(g, D, 24)
    elif country == "GE":
        bban = _r(g, UPPER, 2) + _r(g, D, 16)
    else:  # AZ
        bban = _r(g, UPPER, 4) + _r(g, UPPER_DIGITS, 20)
    number = country + std_iban.calc_check_digits(country + "00" + bban) + bban
    assert std_iban.is_valid(number)
    return number


def _pesel(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        year, month = h.randrange(1950, 2006), h.randrange(1, 13)
        body = f"{year % 100:02d}{month + (20 if year >= 2000 else 0):02d}{h.randrange(1, 29):02d}"
        body += _r(h, D, 4)
        return body + pl_pesel.calc_check_digit(body)

    return v.until(g, make, pl_pesel.is_valid)


def _nip(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("1235789") + _r(h, D, 9), pl_nip.is_valid)


def _regon(g: random.Random) -> str:
    return v.until(
        g, lambda h: (b := _r(h, D, 8)) + pl_regon.calc_check_digit(b), pl_regon.is_valid
    )


def _rrn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"{h.randrange(50, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body += h.choice("12") + _r(h, D, 5)
        return body + kr_rrn.calc_check_digit(body)

    return v.until(g, make, kr_rrn.is_valid)


def _brn(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 10), kr_brn.is_valid)


def _inn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice(["77", "50", "66"]) + _r(h, D, 7)
        return body + ru_inn.calc_company_check_digit(body)

    return v.until(g, make, ru_inn.is_valid)


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice(["650102", "650103", "654002", "652801"])
        body += f"{h.randrange(1960, 2004)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body += _r(h, D, 3)
        return body + cn_ric.calc_check_digit(body)

    return v.until(g, make, cn_ric.is_valid)


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": g.choice(_NAMES), "iat": g.randrange(1_900_000_000, 2_000_000_000)})
    sig = _r(g, URLSAFE, 43)
    return f"{head}.{body}.{sig}"


def _pem(g: random.Random) -> str:
    kind = g.choice(["", "RSA ", "EC ", "OPENSSH "])
    lines = [_r(g, B64, 64) for _ in range(g.randrange(5, 9))] + [_r(g, B64, 20) + "=="]
    return (
        f"-----BEGIN {kind}PRIVATE KEY-----\n"
        + "\n".join(lines)
        + f"\n-----END {kind}PRIVATE KEY-----"
    )


def _wifi_key(g: random.Random) -> str:
    roll = g.random()
    if roll < 0.2:
        return _r(g, D, 12)
    if roll < 0.35:
        return "".join(g.sample(["alma", "bazar", "tau", "ozen", "bulak", "kaskad"], 3)) + str(
            g.randrange(10, 100)
        )
    return _plain_pw(g)


def _backups(g: random.Random, n: int) -> list[str]:
    style = g.randrange(3)
    if style == 0:
        return [_r(g, D, 8) for _ in range(n)]
    if style == 1:
        return [f"{_r(g, LOWER_DIGITS, 4)}-{_r(g, LOWER_DIGITS, 4)}" for _ in range(n)]
    return [f"{_r(g, D, 5)} {_r(g, D, 5)}" for _ in range(n)]


_PHRASE_WORDS = ["aport", "tulpar", "kaskad", "sinap", "ozen", "bazar", "sheber", "tauly", "kamys",
                 "bulak", "samovar", "turbine", "sprayer", "ladder", "orchard",
                 "pomegranate"]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))


# --- families ----------------------------------------------------------------------------------
# (class, templates with {pw} the secret and other slots filled by ``extra``, maker, count, extra)
_Fam = tuple[str, list[str], Maker, int, dict[str, Maker]]

_SAID = [
    "WhatsApp, Yerlan: the Mikrotik at the packhouse, admin password: {pw}",
    "Ticket KA-3318 (Almaly Bak): sorting-line HMI password = {pw}",
    "note to self: Karatal GM site laptop pw -> {pw}",
    "Runbook, depot: ticketing kiosk service password → {pw}",
    "Yerlan: cold-store controller / admin / {pw}",
    "Dispatcher console | password | {pw}",
    "The password for the Tekeli site camera NVR is {pw}",
    "packhouse scale admin password\n{pw}",
    "Aigerim: bookkeeping 1C password is {pw}, don't forward it",
    "Nurlan (site): turbine SCADA engineer password: {pw}",
    "Бухгалтерия 1С, пароль: {pw}",
    "Свет, пароль от кассы такой — {pw}",
    "короче пароль от роутера на складе: {pw}",
    "Нурлан: пароль на ноут прораба {pw} , никому",
    "пароль от камер на ГЭС => {pw}",
    "Қойма компьютерінің құпия сөзі: {pw}",
    "құпия сөз — {pw}",
    "Айгерім: бухгалтерия паролі мынау {pw}",
    "Бекет кассасының паролі: {pw}",
    "qoima kompiuterinin paroli: {pw}",
    "Aigerim: kupia soz mynau {pw} eshkimge aitpa",
    "parol kassaga -> {pw}",
    "بازار كومپيۇتېرىنىڭ پارولى: {pw}",
    "دىلشات، پارول {pw} ھېچكىمگە دېمە",
    "bazar kompyuterining paroli: {pw}",
    "Dilshat, parol {pw} hechkimge dime",
    "큰엄마 컴퓨터 비밀번호: {pw}",
    "스베따야, 은행 비밀번호는 {pw} 이다",
    "Hasło do panelu opryskiwacza: {pw}",
    "Tomasz: hasło serwisowe to {pw}",
    "hasło do portalu gwarancyjnego => {pw}",
    "Svetlana: Ushtobe greenhouse tablet pw = {pw}",
    "request to the assistant: store the depot gate PC password, it is {pw}",
    "voice note (Bakhyt, driver): uh the tachograph card password is {pw}, ok",
    "ssh yerlan@pack-01.koksu-alma.lan # password: {pw}",
]  # fmt: skip

_NAMED_AFTER = [
    "{pw} — that's the new password for the packhouse router",
    "{pw}, that's what I set for the Tekeli site wifi admin",
    "type {pw}; that's the dispatcher console password now",
    "{pw} — бұл касса паролі",
    "{pw} — это пароль от бухгалтерии, не теряй",
    "{pw} bu bazar kompyuterining paroli",
    "{pw} 이게 새 비밀번호다",
    "{pw} — to nowe hasło do panelu",
    "{pw} is the root password on the bus-ticket server",
    "{pw}: I set that for the orchard drone controller",
]  # fmt: skip

_QA = [
    "Aigerim: what's the packhouse wifi admin password?\nYerlan: {pw}",
    "[08:14] nurlan: пароль от scada?\n[08:15] yerlan: {pw}",
    "Гульнара: wifi паролі қандай?\nДильшат: {pw}",
    "Dilshat: paroli nime?\nGulnara: {pw}",
    "스베따: 비번 뭐예요?\n큰엄마: {pw}",
    "Tomasz: jakie jest hasło do panelu?\nNurlan: {pw}",
    "Q: password for the depot kiosk?\nA: {pw}",
    "Бахыт: пароль от тахографа какой?\nМарат: {pw}",
]  # fmt: skip

_LOGINS = [
    "login: aigerim / {pw}",
    "creds for the cold-store panel: admin / {pw}",
    "user yerlan, password {pw}",
    "пользователь: buh01  пароль: {pw}",
    "логин nurlan.t пароль {pw}",
    "кіру: kassir2  құпия сөз: {pw}",
    "login: dilshat parol: {pw}",
    "아이디: svetakim 비밀번호: {pw}",
    "login: serwis_sadtech hasło: {pw}",
    "sign in as dispatcher with {pw}",
    "bakhyt@zhetysu-express.example:{pw}",
    "u=tomasz p={pw}",
    "| turbine-hmi | engineer | {pw} |",
    "https://buh:{pw}@1c.koksu-alma.lan/accounting",
    "postgres://orchard:{pw}@db.almaly-bak.example:5432/harvest",
    "ftp://scada:{pw}@10.40.2.11/logs",
    "mysql://tickets:{pw}@db.zhetysu-express.example/booking",
    "redis://:{pw}@cache.koksu-alma.lan:6379/0",
]  # fmt: skip

_CLI = [
    "$ sshpass -p '{pw}' ssh root@pack-01.koksu-alma.lan",
    "$ mysql -u tickets -p{pw} booking",
    "$ redis-cli -a {pw} -h cache.koksu-alma.lan",
    "$ docker login registry.koksu-alma.lan -u yerlan -p {pw}",
    "$ curl -u dispatcher:{pw} https://kiosk.zhetysu-express.example/api/status",
    "$ htpasswd -b /etc/nginx/.htpasswd aigerim {pw}",
    "$ smbclient //files.koksu-alma.lan/buh -U svetlana%{pw}",
    "$ zip -P {pw} harvest-2034.zip harvest.xlsx",
    "$ 7z a -p{pw} payroll.7z payroll/",
    "$ openssl enc -aes-256-cbc -in scada.bak -out scada.enc -pass pass:{pw}",
    "$ echo '{pw}' | sudo -S systemctl restart scada-bridge",
    "$ sqlcmd -S 10.40.2.5 -U sa -P {pw}",
    "$ lftp -u tomasz,{pw} sftp://files.sadtech.example",
    "$ keytool -importcert -keystore kiosk.jks -storepass {pw} -file kiosk.crt",
    "$ ldapsearch -x -D cn=admin,dc=koksu-alma,dc=lan -w {pw}",
    "$ mosquitto_pub -h mqtt.almaly-bak.example -u sensor -P {pw} -t orchard/frost -m on",
    "$ ipmitool -I lanplus -H 10.40.1.20 -U admin -P {pw} power status",
    "$ xfreerdp /v:buh-pc.koksu-alma.lan /u:svetlana /p:{pw}",
    "$ gpg --batch --passphrase {pw} -d payroll.csv.gpg",
    "$ psql \"host=db.almaly-bak.example user=orchard password={pw}\"",
    "$ mysql --password={pw} -u harvest",
    "$ net use Z: \\\\files\\buh {pw} /user:svetlana",
]  # fmt: skip

_CONFIGS = [
    "DB_PASSWORD={pw}",
    ".env of the booking app:\nDATABASE_URL=postgres://booking:{pw}@db:5432/booking",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "scada-bridge.ini\n[opcua]\nuser = engineer\npassword = {pw}",
    "export KIOSK_ADMIN_PASS='{pw}'",
    "settings.py: EMAIL_HOST_PASSWORD = \"{pw}\"",
    "application.yml:\nspring:\n  datasource:\n    password: {pw}",
    "[mail]\nsmtp_user = noreply@almaly-bak.example\nsmtp_password = {pw}",
    "define('DB_PASSWORD', '{pw}');",
    "host,user,password\n1c.koksu-alma.lan,buh,{pw}",
    "*:*:harvest:orchard:{pw}",
    "ansible vars: ansible_become_password: {pw}",
    "wp-config.php: define( 'DB_PASSWORD', '{pw}' );",
]  # fmt: skip

_VENDORS = {
    "GitHub token for the booking repo: {pw}": _j("ghp_", (ALNUM, 36)),
    "GITLAB_TOKEN={pw}": _j("glpat-", (URLSAFE, 20)),
    "Slack bot for #harvest: {pw}": _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24)),
    "stripe secret (bus tickets): {pw}": _j("sk_live_", (ALNUM, 24)),
    "OPENAI_API_KEY={pw}": _j("sk-proj-", (URLSAFE, 48)),
    "anthropic key for the ticket bot: {pw}": _j("sk-ant-api03-", (URLSAFE, 93), "AA"),
    "aws_access_key_id = {pw}": _j("AKIA", (UPPER_DIGITS, 16)),
    "Maps key for the route page: {pw}": _j("AIza", (URLSAFE, 35)),
    "HF_TOKEN={pw}": _j("hf_", (ALNUM, 34)),
    "//registry.npmjs.org/:_authToken={pw}": _j("npm_", (ALNUM, 36)),
    "SendGrid: {pw}": _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43)),
    "Telegram bot for frost alerts: {pw}": _j((D, 10), ":AA", (URLSAFE, 33)),
    "Shopify admin token (apple shop): {pw}": _j("shpat_", (HEX, 32)),
    "DigitalOcean: {pw}": _j("dop_v1_", (HEX, 64)),
    "Groq key: {pw}": _j("gsk_", (ALNUM, 52)),
    "Replicate token: {pw}": _j("r8_", (ALNUM, 37)),
    "Notion integration secret: {pw}": _j("ntn_", (ALNUM, 46)),
    "Postman API key: {pw}": _j("PMAK-", (HEX, 24), "-", (HEX, 34)),
    "Doppler service token: {pw}": _j("dp.st.prd.", (ALNUM, 43)),
    "Tailscale auth key for the site gateway: {pw}": _j(
        "tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32)
    ),
    "Sentry auth token: {pw}": _j("sntrys_", (ALNUM, 60)),
    "Supabase: {pw}": _j("sbp_", (HEX, 40)),
    "Grafana service account: {pw}": _j("glsa_", (ALNUM, 32), "_", (HEX, 8)),
    "Linear API: {pw}": _j("lin_api_", (ALNUM, 40)),
    "Perplexity key: {pw}": _j("pplx-", (ALNUM, 48)),
    "Twilio API key SID {pw}": _j("SK", (HEX, 32)),
    "Figma token: {pw}": _j("figd_", (URLSAFE, 40)),
    "Pulumi access token: {pw}": _j("pul-", (HEX, 40)),
    "Vault token: {pw}": _j("hvs.", (URLSAFE, 90)),
    "PyPI upload token: {pw}": _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60)),
}  # fmt: skip

_INVENTED = [
    "AportTrack API key: {pw}",
    "Integrations › SadCloud: {pw}",
    "BazarPay API ключ: {pw}",
    "GES-Monitor API кілті: {pw}",
    "Avtovokzal Tickets integration broken, current key {pw}",
    "klucz API Sadtech Serwis: {pw}",
    "OrchardEye API 키: {pw}",
    "Zhetysu Frost API key for the sensors: {pw}",
    "BazarPay API achquchi: {pw}",
    "TurbinLog api_key={pw}",
]  # fmt: skip


def _invented_key(g: random.Random) -> str:
    kind = g.randrange(3)
    if kind == 0:
        return _r(g, HEX, 40)
    return v.uuid4(g, "b") if kind == 1 else _r(g, ALNUM, 32)


_BARE = [
    "{pw}",
    "paste from the kiosk log: {pw}",
    "Бахыт скинул: {pw}",
    "what is this, found in the 1C export: {pw}",
    "Tomasz wysłał: {pw}",
]  # fmt: skip

_HEXES = [
    "encryption key for the tachograph backups: {pw}",
    "AES key (scada archive) {pw}",
    "LoRaWAN AppKey for the orchard sensors: {pw}",
    "ключ шифрования: {pw}",
    "HMAC_SECRET={pw}",
]  # fmt: skip

_JWTS = [
    "Authorization: Bearer {pw}",
    "kiosk session token {pw}",
    "токен из браузера: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.zhetysu-express.example/v1/trips",
]  # fmt: skip

_PEMS = [
    "deploy key for the booking server:\n{pw}",
    "{pw}",
    "Ернур, ключ от сервера:\n{pw}",
]  # fmt: skip

_SEEDS = {
    "Trust Wallet recovery phrase (co-op reserve): {pw}": "english",
    "seed words for Dilshat's wallet\n{pw}": "english",
    "сид-фраза от кошелька: {pw}": "russian",
    "мнемоника: {pw}": "russian",
    "지갑 복구 단어: {pw}": "korean",
    "Tomasz: fraza odzyskiwania portfela {pw}": "english",
}  # fmt: skip

_CARDS = [
    "card number {pw} exp 09/33",
    "Kaspi Gold карта: {pw}",
    "карта для предоплаты {pw}",
    "karta nömiri: {pw}",
    "카드 번호 {pw}",
    "numer karty firmowej: {pw}",
    "fuel card for bus 17: {pw}",
]  # fmt: skip

_CVVS = [
    "card {card}, CVV {pw}",
    "карта {card} срок 07/34 CVC {pw}",
    "{card} 08/35, three digits on the back are {pw}",
    "karta {card}, kod CVV2: {pw}",
    "카드 {card} 보안코드 {pw}",
]  # fmt: skip

_IBANS = [
    "IBAN {pw}",
    "co-op account for the apple buyers: {pw}",
    "ИИК / IBAN: {pw}",
    "шот нөмірі (IBAN): {pw}",
    "Sadtech Polska, numer konta IBAN: {pw}",
    "IBAN for the turbine parts invoice: {pw}",
]  # fmt: skip

_IDS: list[tuple[str, Maker]] = [
    ("PESEL: {pw}", _pesel),
    ("Tomasz, PESEL {pw} (for the visa letter)", _pesel),
    ("NIP Sadtech Polska: {pw}", _nip),
    ("REGON: {pw}", _regon),
    ("주민등록번호: {pw}", _rrn),
    ("큰엄마 주민번호 {pw}", _rrn),
    ("사업자등록번호 {pw}", _brn),
    ("ИНН поставщика: {pw}", _inn),
    ("ИНН {pw}", _inn),
    ("身份证号: {pw}", _ric),
    ("kimlik nomuri (Xitay): {pw}", _ric),
]  # fmt: skip

_TOTP = [
    "TOTP secret for the 1C admin: {pw}",
    "otpauth://totp/KoksuAlma:yerlan?secret={pw}&issuer=KoksuAlma",
    "2FA setup key: {pw}",
    "Google Authenticator кілті: {pw}",
    "ключ для аутентификатора {pw}",
]  # fmt: skip

_CODES = [
    "{pw} is your Kaspi verification code",
    "Код подтверждения: {pw}",
    "Растау коды: {pw}",
    "Twój kod weryfikacyjny to {pw}",
    "인증번호 [{pw}]",
    "Use {pw} to sign in to AportTrack",
    "SMS: your one-time code is {pw}",
    "tastiqlash kodi: {pw}",
]  # fmt: skip

_BACKUPS = [
    "Google backup codes for yerlan@koksu-alma.lan:\n{pw}\n{rest}",
    "Резервные коды: {pw}, {rest}",
    "Kody zapasowe: {pw} {rest}",
    "백업 코드\n{pw}\n{rest}",
]  # fmt: skip

_WIFI = [
    "wifi packhouse / {pw}",
    "Network: AlmalyBak-5G / key {pw}",
    "WIFI:T:WPA;S:Depot-Taldykorgan;P:{pw};;",
    "вайфай на складе: KoksuSklad, пароль {pw}",
    "wifi paroli: {pw}",
    "ۋايفاي پارولى: {pw}",
    "와이파이 비번 {pw}",
    "hasło do wifi w biurze: {pw}",
    "Tekeli site wifi (KGM-Site) WPA key: {pw}",
    "Wi-Fi құпия сөзі: {pw}",
]  # fmt: skip

_LOCKS = [
    "packhouse door code: {pw}",
    "код от шлагбаума {pw}#",
    "есік коды: {pw}",
    "esik kody {pw}",
    "ماگىزىن قۇلۇپىنىڭ كودى: {pw}",
    "dukan qulupining kodi {pw}",
    "창고 비밀번호 {pw}",
    "kod do kłódki: {pw}",
    "the PIN of the depot fuel card is {pw}",
    "ПИН-код карты: {pw}",
    "my SIM pin is {pw}",
    "alarm code at the Tekeli site office: {pw}",
]  # fmt: skip

_PHRASES = [
    "KeePassXC master passphrase: {pw}",
    "Bitwarden passphrase for the co-op vault: {pw}",
    "passphrase = {pw}",
    "кодовая фраза: {pw}",
]  # fmt: skip

_SPELLED = [
    "the password is the word {pw} followed by 47, all small",
    "пароль: слово {pw}, потом 2031",
    "құпия сөз: {pw} деген сөз, сосын 88",
    "Hasło to słowo {pw} i liczba 505",
    "the name of the orchard dog, {pw}, followed by 2019",
    "{pw} with a capital first letter and 317 at the end — that's the kiosk login",
]  # fmt: skip


def _spell_word(g: random.Random) -> str:
    return g.choice(["barys", "shyraq", "tulpar", "kasqyr", "aqqu", "zhaqut"]) + _r(g, LOWER, 3)


_SPACED = [
    "reading it out one character at a time: {pw}",
    "(spaced so the preview hides it) {pw}",
    "по буквам: {pw}",
]  # fmt: skip


def _spaced(g: random.Random) -> str:
    token = g.choice([_j("ghp_", (ALNUM, 36)), _j((ALNUM, 28)), _j("glpat-", (ALNUM, 20))])(g)
    style = g.randrange(3)
    if style == 0:
        return " ".join(token)
    if style == 1:
        return " - ".join(token[k : k + 4] for k in range(0, len(token), 4))
    return " · ".join(token[k : k + 5] for k in range(0, len(token), 5))


def _vendor_family() -> list[_Fam]:
    return [("vendor_token", [t], m, 1, {}) for t, m in _VENDORS.items()]


def _one_of(makers: list[Maker]) -> Maker:
    return lambda g: g.choice(makers)(g)


_CARD_MAKERS: list[Maker] = [
    lambda g: _card(g, "4" + _r(g, D, 1)),
    lambda g: _card(g, g.choice(["51", "53", "55", "2221"])),
    lambda g: _card(g, "2200"),
    lambda g: _card(g, "62", g.choice([16, 19])),
    lambda g: _card(g, "37", 15),
]  # fmt: skip


def _any_card(g: random.Random) -> str:
    number = g.choice(_CARD_MAKERS)(g)
    return v.grouped(number, g.choice(["", " ", "-"]), g) if len(number) in (15, 16) else number


_PLAN: list[_Fam] = [
    ("password_label", _SAID, _pw, 70, {}),
    ("password_named_after", _NAMED_AFTER, _pw, 10, {}),
    ("password_question", _QA, _pw, 10, {}),
    ("login_pair", _LOGINS, _plain_pw, 30, {}),
    ("cli_password", _CLI, _plain_pw, 30, {}),
    ("config_file", _CONFIGS, _plain_pw, 25, {}),
    *_vendor_family(),
    ("invented_vendor", _INVENTED, _invented_key, 12, {}),
    ("bare_token", _BARE, _one_of([_j((ALNUM, 40)), _j((URLSAFE, 48))]), 8, {}),
    ("hex_key", _HEXES, _one_of([_j((HEX, 64)), _j((HEX, 32))]), 8, {}),
    ("jwt", _JWTS, _jwt, 7, {}),
    ("pem_key", _PEMS, _pem, 6, {}),
    ("card", _CARDS, _any_card, 12, {}),
    ("card_cvv", _CVVS, _j((D, 3)), 7, {"card": _any_card}),
    ("totp_secret", _TOTP, _one_of([_j((BASE32, 32)), _j((BASE32, 16))]), 8, {}),
    ("one_time_code", _CODES, _j((D, 6)), 12, {}),
    ("wifi_key", _WIFI, _wifi_key, 16, {}),
    ("pin_code", _LOCKS, _one_of([_j((D, 4)), _j((D, 6)), _j((D, 5))]), 16, {}),
    ("passphrase", _PHRASES, _phrase, 8, {}),
    ("spelled_password", _SPELLED, _spell_word, 10, {}),
    ("spaced_token", _SPACED, _spaced, 5, {}),
]  # fmt: skip


def _kz_iban(g: random.Random) -> str:
    number = _iban(g, g.choice(["KZ", "KZ", "KZ", "PL", "GE", "AZ"]))
    return v.iban_spaced(number) if g.random() < 0.5 else number


def _seed_maker(lang: str) -> Maker:
    return lambda g: _seed(g, lang, g.choice([12, 24]))


_PLAN += [("seed_phrase", [t], _seed_maker(lang), 2, {}) for t, lang in _SEEDS.items()]
_PLAN += [("iban", _IBANS, _kz_iban, 12, {})]
_PLAN += [("national_id", [t], m, 2 if k < 7 else 1, {}) for k, (t, m) in enumerate(_IDS)]


def _take(rng: random.Random, fam: _Fam) -> list[Sample]:
    cls, templates, make, n, extra = fam
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        text = template
        for slot, filler in extra.items():
            text = text.replace("{" + slot + "}", filler(rng))
        out.append(Sample(cls, text.replace("{pw}", secret), secret))
    return out


def _backup_samples(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _BACKUPS, n):
        codes = _backups(rng, rng.randrange(5, 9))
        sep = ", " if ", " in template else " " if "zapasowe" in template else "\n"
        text = template.replace("{rest}", sep.join(codes[1:])).replace("{pw}", codes[0])
        out.append(Sample("backup_codes", text, codes[0]))
    return out


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for fam in _PLAN:
        out += _take(rng, fam)
    return out + _backup_samples(rng, 8)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the packhouse router password is", "{s}", _pw),
    ("split_password", "Пароль от 1С:", "{s}\nне меняй до конца квартала", _pw),
    ("split_password", "құпия сөз", "{s}", _pw),
    ("split_password", "parol:", "{s} (bazar kompyuteri)", _pw),
    ("split_password", "پارول:", "{s}", _pw),
    ("split_password", "비밀번호는", "{s}", _pw),
    ("split_password", "Hasło do panelu to", "{s}", _pw),
    ("split_password", "kassa paroli", "{s}", _pw),
    ("split_password", "the SCADA engineer password Nurlan read out was", "{s}, I think", _pw),
    ("split_password", "depot kiosk / admin /", "{s}", _pw),
    ("split_token", "AportTrack API key", "{s}", _j((HEX, 40))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "BazarPay client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "recovery words", "{s}", lambda g: _seed(g, "english", 12)),
    ("split_card", "номер карты", "{s} 11/33", lambda g: v.grouped(_card(g, "2200"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_id", "PESEL", "{s}", _pesel),
    ("split_otp", "TOTP secret", "{s}", _j((BASE32, 32))),
    ("split_wifi", "wifi KoksuSklad паролі", "{s}", _wifi_key),
    ("split_pin", "kod do bramy", "{s}#", _j((D, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLIT]


def _visa_grouped(g: random.Random) -> str:
    return v.grouped(_card(g, "4"), " ", g)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"packhouse": {"router": "pack-gw", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"құпия_сөз": "{s}"}': ("meta_password", _plain_pw),
    '{"hasło": "{s}", "user": "serwis"}': ("meta_password", _plain_pw),
    '{"비밀번호": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "dilshat", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"argv": ["sshpass", "-p", "{s}", "ssh", "root@10.40.2.11"]}': ("meta_password", _plain_pw),
    '{"note": "kiosk admin password is {s}"}': ("meta_password", _plain_pw),
    '{"aporttrack": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _jwt),
    '{"github_token": "{s}"}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"payment": {"card_number": "{s}", "exp": "04/35"}}': ("meta_card", _visa_grouped),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "PL")),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "KZ")),
    '{"relative": {"rrn": "{s}"}}': ("meta_id", _rrn),
    '{"mfa": {"backup_codes": ["{s}", "71520394", "66301857"]}}': ("meta_otp", _j((D, 8))),
    '{"reserve_wallet": {"seed_words": "{s}"}}': ("meta_seed", lambda g: _seed(g, "english", 12)),
    '{"totp_secret": "{s}"}': ("meta_otp", _j((BASE32, 32))),
    '{"gate": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "AlmalyBak-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"opcua-asyncio-1.1.5-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"sprayer-panel-fw-3.2.0.bin").hexdigest()
_COMMIT = hashlib.sha1(b"booking: add Kapal stop", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"harvest: fix crate count", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"harvest_2034-09-12.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the packhouse router password after the harvest, on 2034-10-20.",
    "Aigerim asked for the cold-store wifi password; it's on the card in the foreman's drawer.",
    "Policy: co-op passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; send a vault link instead.",
    "The `.env.example` line `APORTTRACK_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_BAZARPAY_KEY> in the README with the key from your dashboard.",
    "The SCADA panel asks for a new engineer password after every firmware update.",
    f"sha256 of opcua-asyncio-1.1.5-py3-none-any.whl: {_WHEEL_SUM}",
    f"sprayer-panel-fw-3.2.0.bin checksum (sha256) {_FIRMWARE_SUM}",
    f"fixed in commit {_COMMIT}",
    f"Nurlan reverted {_SHORT} on the booking repo.",
    f"md5 of harvest_2034-09-12.csv is {_MD5}",
    "Bus 2417 leaves Taldykorgan at 06:40 and reaches Almaty Sayran at 10:55.",
    "Ticket price Taldykorgan–Almaty: 3 800 ₸, children 1 900 ₸.",
    "Order ZE-2034-004518 shipped, tracking 1Z 84F 615 03 4471 2290.",
    "Postcode of the packhouse: 040000, Eskeldi district.",
    "Call the dispatcher on +7 7282 41 53 09 if the bus is late.",
    "Orchard block 7 coordinates: 45.0167, 78.3667.",
    "Aport apples graded 75+ mm: 1 240 crates, 18 kg each.",
    "Card ending 4417 was charged 12 500 ₸ for diesel.",
    "Card: **** **** **** 3391, exp 08/35 (masked in the receipt).",
    "IBAN: KZ** **** **** **** 0417 (masked).",
    "Firmware v3.2.0 build 20340912 for the sprayer panel.",
    "Product code AP-75-GOLD, batch 2034-09-B.",
    "Invoice FV/2034/09/118 from Sadtech Polska, due 2034-10-15.",
    "The turbine's serial number is on the nameplate, not in the wiki.",
    "Your verification code will arrive by SMS within a minute.",
    "The door code changed last week; ask Marat at the depot.",
    "Пароль от 1С спроси у Светланы лично, по телефону не говорю.",
    "Пароль должен быть не короче 12 символов.",
    "Рейс 2417 отправляется в 06:40, перрон 3.",
    "Заказ №45183 на 200 ящиков, оплата до пятницы.",
    "Құпия сөзді ешкімге айтпаңыз.",
    "Құпия сөз кемінде 12 таңбадан тұруы керек.",
    "Автобус 06:40-та шығады, 3-перрон.",
    "kupia sozdi eshkimge aitpa, zhaqsy ma",
    "parol ozgerdi, Yerlanga habarlas",
    "پارولنى ھېچكىمگە دېمە.",
    "بازار 08:00 دە ئېچىلىدۇ، 12-دۇكان.",
    "parolni hechkimge dime, rehmet",
    "alma bahasi kilosi 450 tenge",
    "비밀번호는 아무한테도 말하지 마라.",
    "우슈토베 버스는 아침 7시 20분에 떠난다.",
    "Hasło musi mieć co najmniej 12 znaków.",
    "Nie wysyłaj haseł mailem, proszę.",
    "Zamówienie nr 2034/118, dostawa 2 palet do Taldykorgan.",
    "Kod pocztowy biura: 60-689 Poznań.",
    "Reset link for the AportTrack password expires in 30 minutes.",
    "PIN codes on the depot fuel cards are four digits; never write them on the card.",
    "The co-op uses Bitwarden; ask Yerlan for an invite.",
    "Frost alert: −3 °C expected at 04:00 in block 7.",
    "Tekeli GES unit 2 output 11.4 MW, head 78 m.",
    "Backup codes are printed and kept in the safe at the packhouse.",
    "2FA is mandatory for the booking admin from 2034-11-01.",
    "Version 4.12.7 of the kiosk app fixes the receipt printer bug.",
    "The seed phrase for the reserve wallet is on paper in the bank box.",
    "Bus plate 017 KAB 05, route Taldykorgan–Almaty.",
    "WPA2 is required on every co-op network; WEP is not allowed.",
    "Token counts for the ticket bot: prompt 812, completion 96.",
    "UUID of the orchard sensor record in the docs: see the inventory sheet, row 44.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-09-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/packhouse", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 417}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "opcua-asyncio", "version": "1.1.5"}}',
    '{"ticket": "KA-3318", "order": "ZE-2034-004518"}',
    '{"route": "2417", "departure": "06:40", "platform": 3}',
    '{"phone": "+7 7282 41 53 09", "city": "Taldykorgan"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "crates": 1240}',
    '{"card_last4": "4417", "amount_kzt": 12500}',
    '{"coords": [45.0167, 78.3667], "block": 7}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
