# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-forty-sixth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and forty-fifth's
docstring, the fifth to four hundred and forty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (447, 448, 449), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (446_271_839), password words (a
melon, rice, a river or a steppe plant with a number and a sign, `Torlama2027!`; dot-joined words
with a year, `kuris.saksaul.darya.2031`; leet `K0rkyt#48`; a person and a town,
`Zhanar@Zhalagash1991`; a wagon or an aircraft part and a count, `Tepl0voz7Vagon$`; random runs).

The fictional company is Syr Darya Agro-Logistika LLP of Kyzylorda, Kazakhstan: the Aq Kuris rice
mill (an invented mill on the road to Zhalagash), Qorqyt Ground Services (an invented
ground-handling firm at the regional airport) and the Torlama melon-export cooperative of
Shieli. Staff and neighbours: Aigerim Nurpeisova (IT), Yerlan Abenov (mill shift boss, Kazakh
as texted), Galina Petrovna Sokolova (a railway family in Kyzylorda, Russian), Kim Yong-su (a
Koryo-saram rice farmer, Korean in Hangul), Dauletbay Seytmuratov (a melon trader from Nukus,
Karakalpak) and Szabó Gergely (a Hungarian grain-machinery engineer servicing the dryers).
Every company, person, address, domain (`syrdarya-agro.lan`, `aqkuris.example`,
`qorqyt-gs.example`, `torlama.example`), account and number is invented; only the region is
real. Texts: WhatsApp and Telegram chats, SMS, tickets, shift notes, runbooks, shell history,
config and env files, URLs, voice-note transcripts and requests to the assistant; separators: a
colon, `=`, `->`, `→`, `=>`, `/`, `|`, a tab, `:=`, `—`, `is`, `деген`, a Russian dash for "is",
`는`, `ez`, a new line, a question then its answer, a value said first and
named after.

Grep counts (heldouts 5 to 445, grep -l): none for `Qyzylorda`, `hu.vat`, an `RU` IBAN; one to
three for `Kyzylorda`, `Syr Darya`, `Baikonur`, `hu.anum`, `uz.inn`; four to eleven for
`Karakalpak`, `jelszó`, `kz.iin`, a `KZ` IBAN, an `AZ` IBAN; above twelve for `Koryo`,
`Hungarian`, `Kaspi`, `Halyk`, `ru.inn`, `kr.rrn`. Languages: about half English, config or
shell; the rest the Kazakh of Kyzylorda as texted, in Cyrillic and in Latin, with Russian words
mixed in (`құпия сөз`, `паролі`, `жаз`, `ғой`, `кешір`, `qupiya soz`, `jiber`), the Russian of a
railway family (`мам`, `пароль от`, `код из смс`, `не забудь`), the Korean of a Koryo-saram rice
farmer in Hangul (`비밀번호`, `비번`, `와이파이`), the Karakalpak of a trader from across the
border (`parol`, `kupiya soz`, `jiberip tur`, `ağa`) and the Hungarian of a grain-machinery
engineer (`jelszó`, `a wifi jelszava`, `kártyaszám`, `adószám`). The Kazakh texting register, the
Koryo-saram Korean and above all the Karakalpak wordings are my guesses.
Vendors: the invented SyrPay, MelonRoute, KurisTrack, QorqytGS-Ops and DaryaSMS under the words
around their keys, and the GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, OpenRouter, AWS,
Google, Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear,
Grafana, Postman, Doppler, Figma, Sentry, Tailscale, Groq, Replicate, Perplexity, Mailgun, Brevo,
Docker Hub, Pulumi, Supabase, Vault, age, Databricks and Notion shapes. Ids: Russia's INN (of a
person and of a company), South Korea's resident registration number and Hungary's ANUM, each
drawn until its `stdnum` module validates it (stdnum has no Kazakh module, so no ИИН is planted).
IBANs of Kazakhstan, Hungary, Russia, Azerbaijan and Georgia, checked with `stdnum.iban`; seed
phrases from `mnemonic`'s English, Russian and Korean lists, each checked with `Mnemonic.check`;
cards pass Luhn (Visa, Mastercard, Mir, UnionPay and Amex prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.hu import anum as hu_anum
from stdnum.kr import rrn as kr_rrn
from stdnum.ru import inn as ru_inn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 446_271_839

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
LOWER_DIGITS = string.ascii_lowercase + string.digits
URLSAFE = ALNUM + "-_"
B64 = ALNUM + "+/"
Maker = Callable[[random.Random], str]


def _r(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _j(*parts: tuple[str, int] | str) -> Maker:
    def make(rng: random.Random) -> str:
        return "".join(p if isinstance(p, str) else _r(rng, p[0], p[1]) for p in parts)

    return make


# ---------------------------------------------------------------- password values

_WORDS = ["Torlama", "Kuris", "Saksaul", "Darya", "Qauyn", "Korkyt", "Zhalagash", "Shieli",
          "Baursak", "Aral", "Kamys", "Kulan", "Tepl0voz", "Vagon", "Syrdaria",
          "Tugai"]  # fmt: skip
_LOWER = ["kuris", "saksaul", "darya", "qauyn", "torlama", "tugai", "kamys", "kulan", "shieli",
          "zhosaly", "kazaly", "aral", "tandyr", "arba", "lepeshka", "kombajn"]  # fmt: skip
_PEOPLE = ["Zhanar", "Yerlan", "Aigerim", "Galina", "Yongsu", "Dauletbay", "Gergely", "Nurlan"]
_TOWNS = ["Zhalagash", "Shieli", "Kazaly", "Aralsk", "Zhosaly", "Terenozek", "Nukus", "Chirik"]
_LEET = ["K0rkyt", "T0rl4m4", "Kur1sh", "S4ks4ul", "D4ry4", "Q4uyn", "Zh4l4g4sh", "Sh1el1"]
_SIGNS = "!#$%&*?@+="


def _pw(rng: random.Random) -> str:
    style = rng.randrange(6)
    if style == 0:
        return f"{rng.choice(_WORDS)}{rng.randrange(2019, 2034)}{rng.choice(_SIGNS)}"
    if style == 1:
        words = rng.sample(_LOWER, 3)
        return ".".join(words) + f".{rng.randrange(2024, 2036)}"
    if style == 2:
        return f"{rng.choice(_LEET)}{rng.choice(_SIGNS)}{rng.randrange(10, 99)}"
    if style == 3:
        return f"{rng.choice(_PEOPLE)}@{rng.choice(_TOWNS)}{rng.randrange(1961, 2005)}"
    if style == 4:
        a, b = rng.sample(_WORDS, 2)
        return f"{a}{rng.randrange(2, 40)}{b}{rng.choice(_SIGNS)}"
    return _r(rng, ALNUM, rng.randrange(11, 17)) + rng.choice(_SIGNS) + str(rng.randrange(10))


def _phrase(rng: random.Random) -> str:
    words = rng.sample(_LOWER, 4)
    return rng.choice([" ", "-", "_"]).join(words)


# ---------------------------------------------------------------- filling templates

_USERS = ["aigerim.n", "yerlan", "galina.s", "kim.ys", "dauletbay", "szabo.g", "ops", "mill-scada"]
_HOSTS = ["db1.syrdarya-agro.lan", "scada.aqkuris.example", "gse.qorqyt-gs.example",
          "erp.torlama.example", "10.44.7.21", "vpn.syrdarya-agro.lan"]  # fmt: skip
_NETS = ["AqKuris-Office", "Qorqyt GSE 5G", "Torlama-Sklad", "KZT-Elevator-2", "Dryer Hall"]


def _fill(rng: random.Random, cls: str, templates: list[str], n: int, make: Maker) -> list[Sample]:
    """``n`` samples: each template (cycled, every one before repeats) gets a fresh ``{s}``."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        text = (
            template.replace("{u}", rng.choice(_USERS))
            .replace("{h}", rng.choice(_HOSTS))
            .replace("{net}", rng.choice(_NETS))
            .replace("{s}", secret)
        )
        out.append(Sample(cls, text, secret))
    return out


_PASSWORD_LABELS = [
    "mill PC admin password: {s}",
    "password={s}",
    "scale terminal pw -> {s}",
    "Qorqyt GSE tablet password → {s}",
    "password => {s}",
    "login page / password / {s}",
    "| belt-scale HMI | password | {s} |",
    "the password for the dryer PLC is {s}",
    "password:\n{s}",
    "what's the SCADA password again?\n{s}",
    "{s} — that's the password for the melon-shed laptop",
    "set the password to {s} after the audit",
    "new password for the weighbridge := {s}",
    "password\t{s}",
    "Password (prod): {s}",
    "Ерлан, склад компьютерінің паролі: {s} ешкімге айтпа",
    "құпия сөз {s} жаз алшы",
    "parol: {s} , kesh qalma",
    "qupiya soz -> {s}",
    "1С-тің паролі деген {s} ғой",
    "мам, пароль от госуслуг: {s}",
    "пароль от ноутбука — {s}, не забудь",
    "Пароль: {s}",
    "дедушкин пароль от РЖД-личного кабинета {s}",
    "비밀번호: {s}",
    "농협 비밀번호는 {s}",
    "컴퓨터 비번 {s} 잊지마",
    "Dauletbay ağa, parol: {s}",
    "kupiya soz {s} jiberip tur",
    "jelszó: {s}",
    "a szárító vezérlő jelszava {s}",
    "Jelszó = {s}",
    "a jelszó {s}, ne add tovább",
]

_LOGINS = [
    "login: {u} / {s}",
    "{u} / {s}",
    "creds {u}:{s}",
    "sign in as {u} with {s}",
    "https://{u}:{s}@{h}/admin",
    "postgres://{u}:{s}@{h}:5432/mill",
    "user {u}, password {s}",
    "логин {u} пароль {s}",
    "пайдаланушы: {u}, құпия сөз: {s}",
    "아이디 {u} 비밀번호 {s}",
    "felhasználó: {u}, jelszó: {s}",
    "login {u} and {s}",
    "u={u} p={s}",
    "ftp://{u}:{s}@{h}/exports/",
    "{u}:{s}@{h}",
]

_CLI = [
    "$ mysql -u {u} -p{s} -h {h} mill",
    "$ sshpass -p '{s}' ssh {u}@{h}",
    "$ curl -u {u}:{s} https://{h}/api/shipments",
    "$ redis-cli -h {h} -a '{s}'",
    "$ docker login registry.syrdarya-agro.lan -u {u} -p '{s}'",
    "$ htpasswd -b /etc/nginx/.htpasswd {u} '{s}'",
    "$ echo '{s}' | sudo -S systemctl restart dryer-agent",
    "$ 7z a -p'{s}' grain-ledger.7z ledger/",
    "$ zip -P '{s}' invoices.zip *.pdf",
    "$ openssl enc -aes-256-cbc -in melons.csv -out melons.enc -pass pass:{s}",
    '$ psql "postgresql://{u}:{s}@{h}/torlama"',
    "$ smbclient //{h}/scans -U {u}%'{s}'",
    "$ sqlcmd -S {h} -U {u} -P '{s}'",
    "$ xfreerdp /v:{h} /u:{u} /p:'{s}'",
    "$ gpg --batch --passphrase '{s}' -d backup.tar.gpg",
    "$ ldapsearch -x -D cn={u},dc=aqkuris -w '{s}' -H ldap://{h}",
    "$ mosquitto_pub -h {h} -u {u} -P '{s}' -t dryer/temp -m 61",
    "$ ipmitool -I lanplus -H {h} -U {u} -P '{s}' chassis status",
    "$ lftp -u {u},'{s}' sftp://{h}",
    "mysql> CREATE USER '{u}'@'%' IDENTIFIED BY '{s}';",
]

_CONFIGS = [
    "DB_PASSWORD={s}",
    "export SCADA_PASS='{s}'",
    'mill_db:\n  user: {u}\n  password: "{s}"',
    "[smtp]\nhost = mail.aqkuris.example\npassword = {s}",
    "SMTP_PASSWORD: {s}",
    '{"user": "{u}", "password": "{s}"}',
    "spring.datasource.password={s}",
    "define('DB_PASSWORD', '{s}');",
    "{h}:5432:*:{u}:{s}",
    '<add key="WeighbridgePassword" value="{s}" />',
    'MQTT_PASSWORD = "{s}"',
    "pass: {s}  # ground-handling tablets",
]


def _vendor_tokens() -> list[tuple[str, Maker]]:
    return [
        ("GITHUB_TOKEN={s}", _j("ghp_", (ALNUM, 36))),
        ("gitlab deploy token: {s}", _j("glpat-", (URLSAFE, 20))),
        (
            "SLACK_BOT_TOKEN={s}",
            _j("xoxb-", (string.digits, 12), "-", (string.digits, 13), "-", (ALNUM, 24)),
        ),
        ("stripe key for melon pre-orders {s}", _j("sk_live_", (ALNUM, 48))),
        ("OPENAI_API_KEY={s}", _j("sk-proj-", (URLSAFE, 48))),
        ("anthropic: {s}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
        ("OPENROUTER_KEY={s}", _j("sk-or-v1-", (HEX, 64))),
        ("aws_access_key_id = {s}", _j("AKIA", (string.ascii_uppercase + "234567", 16))),
        ("aws_secret_access_key = {s}", _j((B64, 40))),
        ("maps key {s}", _j("AIza", (URLSAFE, 35))),
        ("HF_TOKEN={s}", _j("hf_", (ALNUM, 34))),
        ("//registry.npmjs.org/:_authToken={s}", _j("npm_", (ALNUM, 36))),
        ("SENDGRID_API_KEY={s}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
        ("twilio api key {s}", _j("SK", (HEX, 32))),
        ("telegram bot token {s}", _j((string.digits, 10), ":AA", (URLSAFE, 33))),
        ("TWINE_PASSWORD={s}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
        ("shopify admin token {s}", _j("shpat_", (HEX, 32))),
        ("DIGITALOCEAN_TOKEN={s}", _j("dop_v1_", (HEX, 64))),
        ("linear: {s}", _j("lin_api_", (ALNUM, 40))),
        ("grafana sa token {s}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
        ("postman key {s}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
        ("DOPPLER_TOKEN={s}", _j("dp.st.prd.", (ALNUM, 43))),
        ("figma token {s}", _j("figd_", (URLSAFE, 40))),
        ("SENTRY_AUTH_TOKEN={s}", _j("sntrys_", (ALNUM, 60))),
        ("tailscale up --authkey={s}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 30))),
        ("GROQ_API_KEY={s}", _j("gsk_", (ALNUM, 52))),
        ("REPLICATE_API_TOKEN={s}", _j("r8_", (ALNUM, 37))),
        ("perplexity {s}", _j("pplx-", (ALNUM, 48))),
        ("mailgun api key: {s}", _j("key-", (HEX, 32))),
        ("BREVO_KEY={s}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
        ("docker hub PAT {s}", _j("dckr_pat_", (URLSAFE, 27))),
        ("PULUMI_ACCESS_TOKEN={s}", _j("pul-", (HEX, 40))),
        ("supabase access token {s}", _j("sbp_", (HEX, 40))),
        ("VAULT_TOKEN={s}", _j("hvs.", (URLSAFE, 90))),
        ("age key: {s}", _j("AGE-SECRET-KEY-1", (string.ascii_uppercase + "023456789", 58))),
        ("DATABRICKS_TOKEN={s}", _j("dapi", (HEX, 32))),
        ("NOTION_TOKEN={s}", _j("ntn_", (ALNUM, 46))),
    ]


_INVENTED = [
    ("SyrPay API key: {s}", _j((HEX, 40))),
    ("MelonRoute API кілті: {s}", lambda g: v.uuid4(g, "b")),
    ("ключ API KurisTrack: {s}", _j((ALNUM, 32))),
    ("QorqytGS-Ops API 키 {s}", _j((HEX, 32))),
    ("DaryaSMS API-kulcs: {s}", _j((ALNUM, 28))),
    ("Integrations › SyrPay: {s}", _j((HEX, 48))),
    ("KurisTrack integration broken, current key {s}", lambda g: v.uuid4(g, "9")),
    ("MELONROUTE_API_KEY={s}", _j("mr_live_", (ALNUM, 32))),
    ("DaryaSMS API gilti: {s}", _j((HEX, 36))),
    ("SyrPay webhook secret: {s}", _j("whsec_", (ALNUM, 32))),
]


def _jwt(rng: random.Random) -> str:
    claims = {"sub": rng.choice(_USERS), "iss": "sso.syrdarya-agro.lan",
              "exp": rng.randrange(1_760_000_000, 1_900_000_000)}  # fmt: skip
    header = {"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, 43)}"


def _pem(rng: random.Random) -> str:
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])
    body = base64.b64encode(bytes(rng.randrange(256) for _ in range(rng.randrange(180, 400))))
    text = body.decode()
    lines = "\n".join(text[i : i + 64] for i in range(0, len(text), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "korean")}


def _seed(rng: random.Random, lang: str, words: int) -> str:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]

    def make(g: random.Random) -> str:
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    return v.until(rng, make, _MNEMO[lang].check)


def _card(rng: random.Random, prefix: str, length: int) -> str:
    body = prefix + _r(rng, string.digits, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def _card_any(rng: random.Random) -> str:
    prefix, length = rng.choice(
        [("4", 16), ("5", 16), ("2200", 16), ("2202", 16), ("62", 16), ("37", 15), ("4", 16)]
    )
    if prefix == "5":
        prefix += rng.choice("12345")
    number = _card(rng, prefix, length)
    sep = rng.choice([" ", "-", "", " "])
    if length == 15:
        return sep.join([number[:4], number[4:10], number[10:]]) if sep else number
    return sep.join(number[i : i + 4] for i in range(0, 16, 4)) if sep else number


_IBAN_SHAPES = {
    "KZ": "nnn" + "c" * 13,
    "HU": "n" * 24,
    "RU": "n" * 14 + "c" * 15,
    "AZ": "aaaa" + "c" * 20,
    "GE": "aa" + "n" * 16,
}


def _iban(rng: random.Random) -> str:
    number = v.iban_shaped(rng, rng.choice(sorted(_IBAN_SHAPES)), _IBAN_SHAPES)
    return v.iban_spaced(number) if rng.random() < 0.5 else number


def _inn12(rng: random.Random) -> str:
    return v.until(rng, _j((string.digits, 12)), ru_inn.is_valid)


def _inn10(rng: random.Random) -> str:
    return v.until(rng, _j((string.digits, 10)), ru_inn.is_valid)


def _rrn(rng: random.Random) -> str:
    def make(g: random.Random) -> str:
        yy, mm, dd = g.randrange(50, 99), g.randrange(1, 13), g.randrange(1, 29)
        return f"{yy:02d}{mm:02d}{dd:02d}-{g.choice('12')}{_r(g, string.digits, 6)}"

    return v.until(rng, make, kr_rrn.is_valid)


def _anum(rng: random.Random) -> str:
    return v.until(rng, _j((string.digits, 8)), hu_anum.is_valid)


def _backup(rng: random.Random) -> str:
    style = rng.randrange(3)
    if style == 0:
        codes = [_r(rng, string.digits, 8) for _ in range(8)]
    elif style == 1:
        codes = [f"{_r(rng, LOWER_DIGITS, 5)}-{_r(rng, LOWER_DIGITS, 5)}" for _ in range(8)]
    else:
        codes = [f"{_r(rng, string.digits, 4)} {_r(rng, string.digits, 4)}" for _ in range(6)]
    return rng.choice(["\n", ", ", "\n"]).join(codes)


def _totp(rng: random.Random) -> str:
    return v.totp_secret(rng, rng.random() < 0.3)


def _otp(rng: random.Random) -> str:
    return _r(rng, string.digits, 6)


def _pin(rng: random.Random) -> str:
    return _r(rng, string.digits, rng.choice([4, 4, 5, 6]))


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.5:
        return _pw(rng)
    return _r(rng, string.ascii_uppercase + string.digits, 12)


_SPELL_WORDS = ["saksaul", "torlama", "teplovoz", "kombajn", "qauyn", "kamys", "tugai", "arba"]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        "the password is the word {w} followed by {d}",
        "it's {w} with a capital first letter and {d} at the end",
        "пароль: {w} деген сөз, содан кейін {d}",
        "пароль — слово {w}, потом {d}",
        "a jelszó a {w} szó, utána {d}",
        "비밀번호는 {w} 그리고 {d}",
        "parol: {w} degen soz, keyin {d}",
        "the word {w} and then {d}, that's the mill PC",
        "Das Passwort ist das Wort {w}, dann {d}",
        "password is our old dog's name, {w}, followed by {d}",
    ]
    out = []
    words = _SPELL_WORDS
    for template in v.cycle(rng, templates, n):
        word = rng.choice(words)
        if "capital" in template:
            word = word.capitalize()
        digits = str(rng.randrange(100, 9999))
        secret = word + digits if "{w}{d}" in template else word
        out.append(Sample("spelled_password", template.format(w=word, d=digits), secret))
    return out


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        ("english", "Exodus recovery phrase: {s}"),
        ("english", "seed words for the melon co-op wallet\n{s}"),
        ("russian", "мам, это фраза восстановления кошелька, спрячь: {s}"),
        ("korean", "지갑 복구 단어: {s}"),
        ("english", "Trezor backup — {s}"),
        ("russian", "сид-фраза: {s}"),
        ("english", "kupiya sozler (seed): {s}"),
        ("korean", "니모닉 {s} 절대 보여주지마"),
    ]
    out = []
    for lang, template in v.cycle(rng, templates, n):
        phrase = _seed(rng, lang, rng.choice([12, 12, 24, 18]))
        out.append(Sample("seed_phrase", template.replace("{s}", phrase), phrase))
    return out


def _keyed(rng: random.Random, pairs: list[tuple[str, Maker]], n: int, cls: str) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, pairs, n):
        secret = make(rng)
        out.append(Sample(cls, template.replace("{s}", secret), secret))
    return out


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += _fill(rng, "password", _PASSWORD_LABELS, 50, _pw)
    out += _fill(rng, "login", _LOGINS, 35, _pw)
    out += _fill(rng, "cli_password", _CLI, 30, _pw)
    out += _fill(rng, "config_password", _CONFIGS, 25, _pw)
    out += _keyed(rng, _vendor_tokens(), 35, "vendor_token")
    out += _keyed(rng, _INVENTED, 15, "api_key")
    out += _fill(
        rng,
        "bare_token",
        [
            "{s}",
            "token {s}",
            "use this one: {s}",
            "Authorization: Bearer {s}",
            "мынау токен: {s}",
            "토큰 {s}",
        ],
        10,
        _j((ALNUM, 40)),
    )
    out += _fill(
        rng,
        "hex_key",
        [
            "ENCRYPTION_KEY={s}",
            "aes key {s}",
            "master key: {s}",
            "{s}",
            "ключ шифрования {s}",
            "titkosító kulcs: {s}",
        ],
        10,
        _j((HEX, 64)),
    )
    out += _fill(
        rng,
        "jwt",
        [
            "Authorization: Bearer {s}",
            "session jwt {s}",
            "токен из куки: {s}",
            "SSO_TOKEN={s}",
        ],
        8,
        _jwt,
    )
    out += _fill(
        rng,
        "pem",
        ["{s}", "deploy key for the airport GSE box:\n{s}", "кілт файлы id_rsa:\n{s}"],
        6,
        _pem,
    )
    out += _seeds(rng, 12)
    out += _fill(
        rng,
        "card",
        [
            "card {s} exp 09/28",
            "карта {s}",
            "Kaspi-ға емес, мына картаға: {s}",
            "카드 번호 {s}",
            "kártyaszám: {s}",
            "card number: {s}",
            "kartam {s} ağa",
            "pay with {s}, I'll send the code",
        ],
        15,
        _card_any,
    )
    out += _fill(
        rng,
        "card_code",
        [
            "CVV: {s}",
            "the three digits on the back are {s}",
            "CVC код {s}",
            "security code on the back: {s}",
            "a kártya hátoldalán a kód: {s}",
            "카드 뒷면 CVC {s}",
        ],
        8,
        _j((string.digits, 3)),
    )
    out += _fill(
        rng,
        "iban",
        [
            "IBAN: {s}",
            "pay the melon deposit to {s}",
            "шот IBAN {s}",
            "счёт {s}",
            "IBAN-szám: {s}",
            "bank: {s} (Torlama co-op)",
            "IBAN {s} ağa, jiberip tur",
        ],
        15,
        _iban,
    )
    out += _fill(rng, "national_id", ["ИНН: {s}", "мой ИНН {s}", "INN {s} for the invoice"],
                 6, _inn12)  # fmt: skip
    out += _fill(rng, "national_id", ["ИНН организации {s}", "supplier INN: {s}"], 3, _inn10)
    out += _fill(rng, "national_id", ["주민등록번호 {s}", "RRN: {s}", "주민번호: {s}"], 3, _rrn)
    out += _fill(rng, "national_id", ["adószám: {s}", "ANUM HU{s}", "közösségi adószám {s}"],
                 3, _anum)  # fmt: skip
    out += _fill(
        rng,
        "otp_secret",
        [
            "TOTP secret: {s}",
            "2FA setup key {s}",
            "otpauth://totp/SyrPay:ops?secret={s}",
            "manual key for the authenticator: {s}",
            "2FA құпия кілті {s}",
        ],
        10,
        _totp,
    )
    out += _fill(
        rng,
        "otp_code",
        [
            "{s} is your verification code",
            "Код подтверждения: {s}",
            "SMS kod: {s}",
            "인증번호 [{s}]",
            "Ellenőrző kód: {s}",
            "Use {s} to sign in to SyrPay",
            "растау коды {s}",
            "код из смс {s}, мам скажи быстро",
        ],
        15,
        _otp,
    )
    out += _fill(
        rng,
        "backup_codes",
        [
            "2FA backup codes:\n{s}",
            "резервные коды:\n{s}",
            "백업 코드\n{s}",
            "tartalék kódok: {s}",
            "recovery codes for the GitHub org:\n{s}",
        ],
        10,
        _backup,
    )
    out += _fill(
        rng,
        "wifi",
        [
            "wifi {net} / {s}",
            "Network: {net}\nkey: {s}",
            "WIFI:T:WPA;S:{net};P:{s};;",
            "вайфай паролі {s}",
            "пароль от вайфая {s}",
            "와이파이 비번 {s}",
            "a wifi jelszava {s}",
            "wifi parol {s}",
            "WPA key for {net}: {s}",
        ],
        18,
        _wifi_key,
    )
    out += _fill(
        rng,
        "pin",
        [
            "PIN: {s}",
            "door code {s}",
            "the gate keypad takes {s}",
            "{s} is the code for the cellar",
            "код домофона {s}",
            "ПИН-код карты {s}",
            "есік коды {s}",
            "비밀번호 4자리 {s}",
            "PIN-kód: {s}",
            "padlock on the seed store: {s}",
            "alarm: enter {s} then OFF",
        ],
        20,
        _pin,
    )
    out += _fill(
        rng,
        "passphrase",
        [
            "passphrase: {s}",
            "password is {s}",
            "пароль: {s}",
            "jelszó: {s}",
            "vault passphrase {s}",
        ],
        10,
        _phrase,
    )
    out += _spelled(rng, 10)
    out += _fill(
        rng,
        "said_first",
        [
            "{s} — that's the wifi password",
            "{s}, бұл роутердің паролі",
            "{s} — это пароль от почты",
            "{s} 이게 비밀번호야",
            "{s}, ez a szárító jelszava",
            "type {s}; that's the admin password",
            "{s} deb parol qoydim",
            "{s}, that's what I set for the router",
        ],
        8,
        _pw,
    )
    return out


_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "weighbridge admin password:", "{s}", _pw),
    ("split_password", "the dryer PLC password is", "{s} (since the October service)", _pw),
    ("split_password", "құпия сөз", "{s}", _pw),
    ("split_password", "пароль от госуслуг", "{s}\nне потеряй", _pw),
    ("split_password", "비밀번호는", "{s}", _pw),
    ("split_password", "jelszó:", "{s}", _pw),
    ("split_password", "parol", "{s} ağa", _pw),
    ("split_password", "GSE tablet pw", "{s}", _pw),
    ("split_token", "SyrPay API key", "{s}", _j((HEX, 40))),
    ("split_token", "GITHUB_TOKEN=", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "MelonRoute key:", "{s} (prod)", lambda g: v.uuid4(g, "a")),
    ("split_seed", "wallet seed words", "{s}", lambda g: _seed(g, "english", 12)),
    ("split_card", "card number", "{s}", _card_any),
    ("split_iban", "IBAN:", "{s}", _iban),
    ("split_pin", "door code", "{s}", _pin),
    ("split_pin", "ПИН-код", "{s}", _pin),
    ("split_otp", "Код подтверждения:", "{s}", _otp),
    ("split_wifi", "wifi Dryer Hall key", "{s}", _wifi_key),
    ("split_id", "ИНН", "{s}", _inn12),
    ("split_totp", "TOTP secret", "{s}", _totp),
]


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLIT:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    pw, hx = _pw, _j((HEX, 40))
    rows: list[tuple[str, Callable[[str], dict[str, Any]], Maker]] = [
        ("meta_password", lambda s: {"password": s, "host": "db1.syrdarya-agro.lan"}, pw),
        ("meta_password", lambda s: {"credentials": {"user": "ops", "password": s}}, pw),
        ("meta_password", lambda s: {"пароль": s, "source": "telegram"}, pw),
        ("meta_password", lambda s: {"jelszó": s, "gép": "szárító-2"}, pw),
        ("meta_password", lambda s: {"비밀번호": s, "memo": "농협"}, pw),
        ("meta_password", lambda s: {"db": {"url": f"mysql://mill:{s}@10.44.7.21/mill"}}, pw),
        ("meta_token", lambda s: {"api_key": s, "vendor": "SyrPay"}, hx),
        ("meta_token", lambda s: {"github_token": s}, _j("ghp_", (ALNUM, 36))),
        ("meta_token", lambda s: {"auth": {"bearer": s}}, _jwt),
        ("meta_wifi", lambda s: {"wifi": {"ssid": "AqKuris-Office", "psk": s}}, _wifi_key),
        ("meta_pin", lambda s: {"pin": s, "door": "seed store"}, _pin),
        ("meta_otp", lambda s: {"otp_secret": s, "issuer": "MelonRoute"}, _totp),
        ("meta_card", lambda s: {"card_number": s, "holder": "TORLAMA COOP"}, _card_any),
        ("meta_iban", lambda s: {"iban": s, "bank": "invented"}, _iban),
        ("meta_id", lambda s: {"inn": s, "name": "Sokolova G. P."}, _inn12),
        ("meta_seed", lambda s: {"seed_phrase": s}, lambda g: _seed(g, "russian", 12)),
        ("meta_argv", lambda s: {"argv": ["mysql", "-u", "ops", "--password", s]}, pw),
        ("meta_hex", lambda s: {"encryption_key": s}, _j((HEX, 64))),
        (
            "meta_backup",
            lambda s: {"2fa": {"backup": s.split(",")}},
            lambda g: ",".join(_r(g, string.digits, 8) for _ in range(8)),
        ),
        ("meta_password", lambda s: {"parol": s, "kim": "Dauletbay"}, pw),
    ]
    out = []
    for cls, build, make in rows:
        value = make(rng)
        secret = value.split(",")[0] if cls == "meta_backup" else value
        out.append(MetadataSample(cls, build(value), secret))
    return out


CLEAN = [
    "Dryer firmware updated to v4.12.3 on Tuesday.",
    "sha256 of aqkuris-ledger-2031.xlsx: " + "3f" * 32,
    "commit 9c1e4b7a2d0f5e8b3a6c9d2e1f4a7b0c3d6e9f21 fixes the weighbridge rounding",
    "Order #KZ-2031-448172 shipped to Almaty, tracking 1Z999AA10123456784.",
    "Kyzylorda postcode 120000, Zhalagash 121200.",
    "Call the mill office on +7 7242 55-18-93 after 9.",
    "Melon price today: 180 ₸ per kg, 2 400 000 ₸ per truck.",
    "Card ending in ****4417 was charged 12 500 ₸.",
    "IBAN: KZ** **** **** **** 1234 (masked on purpose)",
    "Please set a password of at least 12 characters with one digit.",
    "The PIN pad at the gate is broken again, use the side door.",
    "Never send your SMS code to anyone, even to the bank.",
    "Flight KC 932 Kyzylorda–Astana departs 07:40, stand 3.",
    "Coordinates of the rice check: 44.8526, 65.5092.",
    "Ticket GSE-5521: the tug battery charger trips the breaker.",
    "Product code RC-LONG-25KG for long-grain rice sacks.",
    "Version 2.4.0-beta of the melon grading app is out.",
    "паролі ертең беремін, қазір есімде жоқ",
    "құпия сөзді Айгерімнен сұра",
    "Қызылорда — Шиелі автобусы сағат 14:20-да",
    "күріш бағасы 320 теңге, ертең жеткіземіз",
    "parolni keyin jiberemen, hazir esimde joq",
    "мам, пароль я поменяла, новый скажу по телефону",
    "поезд 045Ц Кызылорда — Москва, вагон 7, место 23",
    "код из смс не приходит уже полчаса",
    "ИНН нужен для справки, пришлю вечером",
    "дедушка, пенсия пришла, 87 400 тенге",
    "비밀번호는 나중에 알려줄게",
    "쌀 도정 끝났어, 40포대",
    "와이파이 안 돼, 공유기 재부팅해봐",
    "내일 크질오르다 시장 가요, 오전 8시",
    "qawın bahası bügin 150 teńge, ağa",
    "parol kerek bolsa Dauletbaydan sora",
    "Nukusqa jük erteń ketedi, 12 tonna",
    "a jelszót majd SMS-ben küldöm",
    "a szárító hőmérséklete 62 °C, a nedvesség 14,2 %",
    "alkatrész: Petkus K-531 rosta, rendelésszám 2031/0448",
    "a PIN-kódot senkinek ne mondd meg",
    "Password reset link expires in 30 minutes.",
    "The SyrPay API key is stored in the vault, ask Aigerim.",
    "Rotate the GitHub token every 90 days.",
    "2FA is now mandatory for all ground-handling staff.",
    "The door code changes every Monday; check the board.",
    "Backup codes are printed and kept in the office safe.",
    "git checkout release/2031.10 && make build",
    "docker pull registry.syrdarya-agro.lan/weighbridge:1.8.2",
    "pip install python-stdnum==1.20",
    "MD5 (dryer-manual.pdf) = 0cc175b9c0f1b6a831c399e269772661",
    "uuid of the scale in the inventory: 1b4e28ba-2fa1-11d2-883f-0016d3cca427",
    "Invoice 2031-0917 due 15.11.2031, amount 4 812 000 ₸.",
    "Meeting at the airport apron, gate B, 10:30.",
    "password_policy: min_length=12, require_digit=true",
    "DB_PASSWORD is read from the secret store at runtime.",
    "token_budget = 4000",
    "Truck plate 777 ABC 11 left the melon yard at 06:15.",
    "The mill's ISO code is 9001:2015, audit in May.",
    "wifi is down in the dryer hall, the router needs a restart",
    "Enter your PIN at the terminal, then press the green key.",
    "Humidity sensor SN 4417-2031-0045 replaced.",
    "Kyzylorda weather: +38 °C, wind NE 6 m/s.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"token_count": 812, "model": "small", "source": "telegram"},
    {"password_policy": "12 chars min", "rotation_days": 90},
    {"pin_pad": "broken", "door": "seed store"},
    {"auth": {"method": "oauth", "provider": "sso.syrdarya-agro.lan"}},
    {"creds": {"username": "ops", "host": "db1.syrdarya-agro.lan"}},
    {"order_id": "KZ-2031-448172", "weight_kg": 12400},
    {"sha256": "ab" * 32, "file": "ledger-2031.xlsx"},
    {"flight": "KC932", "stand": 3, "eta": "07:40"},
    {"card_last4": "4417", "amount_kzt": 12500},
    {"version": "4.12.3", "commit": "9c1e4b7a2d0f5e8b3a6c9d2e1f4a7b0c3d6e9f21"},
]

__all__ = ["CLEAN", "CLEAN_METADATA", "SEED", "field_pairs", "metadata_samples", "secrets"]
