# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-sixth corpus: written blind.
Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four-hundred-and-fifth's docstring, the
fifth to four-hundred-and-fifth only through grep -l counts (languages, wordings, tools, vendors, id
kinds and IBAN countries already used), the sample types, the value helpers and the python-stdnum
and mnemonic packages; never `memories/`, the tuning, round or concurrent corpora (407, 408, 409),
any other test, the reports, the benchmarks nor the git history, and the scrubber was never run on
it. Its own seed (406_518_273), password words (a word of the Irtysh valley, a number and a sign,
`Ulba47!`; dot-joined words with a year, `qalba.bal.2034`; leet `Bukht4rm4`; random runs with a
sign; dashed generator groups; a boat's name and a year, `Shagala#2031`).

The fictional company is Qalba Zhöndeu Service LLP of Oskemen (Ust-Kamenogorsk), East Kazakhstan: a
maintenance contractor for an (unnamed, invented) zinc smelter's roasters and leach tanks, the Ertis
Qayyq boat-rental base on the Bukhtarma reservoir, and the Qalba Bal honey co-op in the Altai
foothills. Staff: Yerlan Mukanov (IT), Vitaliy Kuznetsov (shift foreman), Aigerim Serikqyzy (the
boat base), Gulnar Apa (the co-op); the Bayan-Ölgii trader Bat-Erdene Dorj; the Xinjiang supplier
李建华 (Li Jianhua) of an invented Urumqi beekeeping-goods firm; the Finnish equipment partner Mikko
Lähteenmäki of an invented Saimaa Konepaja Oy. Every company, person, address, domain (`qalba.lan`,
`ertis-qayyq.example`, `qalba-bal.example`), account and number is invented; only the region is
real. Texts: WhatsApp and Telegram chats, tickets, notes, runbooks, shell history, config and env
files, voice-note transcripts, SMS and requests to the assistant; separators: a colon, `=`, `->`,
`→`, `=>`, `/`, `|`, a tab, `это`, `деген`, `нь`, `是`, `on`, a new line, a question then its answer,
a value said first and named after.

Grep counts (heldouts 5 to 405, grep -l): none for `Kamenogorsk`, `Qalba`; one for `Oskemen`,
`Bukhtarma`, `IBAN MN`; three to seven for `Ertis`, `Altai`, `IBAN KZ`, `IBAN AZ`, `IBAN UA`, `IBAN
GE`, `IBAN BY`, `qupiya`, the Mongolian for "the password is", `kz.bin`, `kz.iin`, `fi.ytunnus`,
`fi.hetu`, `fi.veronumero`; 15 to 40 for `IBAN FI`, `salasana on`, `құпия сөз`, `cn.uscc`, `cn.ric`,
`ru.inn`, `mima shi`; `密码是` (83), `пароль от` (120) and `parol` (161) are common, so other wordings
stand beside them (`пасс от`, `кілтсөз`, `qupiia söz`, `нууц код`, `登录密码发你`, `salis on`). Languages:
about half English, config or shell; the rest the Russian of East Kazakhstan as texted (`короче`,
`скинь`, `жаным`), Kazakh in Cyrillic (`құпия сөз`, `кілт`, `коды`) and in Latin letters (`qupiia
söz`, `kody`), the Mongolian of a Bayan-Ölgii trader in Cyrillic (the word for a secret word, `код
нь`, `данс`), the Chinese of a Xinjiang supplier in characters and pinyin (`密码`, `验证码`, `mima`,
`yanzhengma`) and the Finnish of the equipment partner (`salasana on`, `tunnus`, `varakoodit`). The
East Kazakhstan Russian, both Kazakh spellings, the Mongolian and the pinyin texting are my guesses.
Vendors: the invented Roaster Ledger, Qayyq Bookings, Bal Trace, Ertis Telemetry and Saimaa Service
Portal, plus GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, OpenRouter, Hugging Face, PyPI, npm,
SendGrid, Google, AWS, Telegram, Shopify, DigitalOcean, Linear, Grafana, Vault, Docker Hub, Brevo,
NVIDIA, Groq, Replicate, Perplexity, Supabase, Sentry and New Relic shapes. Ids: China's resident
identity number and unified social credit code, Finland's henkilötunnus, Y-tunnus, ALV number and
veronumero, Russia's INN (a Rubtsovsk partner), each drawn until its `stdnum` module validates it;
Kazakhstan's IIN and BIN, which python-stdnum has no module for, are built with the published
weights-and-mod-11 check digit (written in check.py too) and Mongolia's register number is left
unchecked. IBANs of Kazakhstan, Mongolia, Finland, Azerbaijan, Georgia and Türkiye, checked with
`stdnum.iban`; seed phrases from `mnemonic`'s English, Czech, Chinese (simplified) and Korean lists
(its Russian and Turkish phrases fail `Mnemonic.check` here, so none is used), each checked with
`Mnemonic.check`; cards pass Luhn (Visa, Mastercard, UnionPay, Mir and Amex prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import random
import string
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc
from stdnum.fi import alv as fi_alv
from stdnum.fi import hetu as fi_hetu
from stdnum.fi import veronumero as fi_vero
from stdnum.fi import ytunnus as fi_ytunnus
from stdnum.ru import inn as ru_inn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 406_518_273
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE = ALNUM + "-_"
_r = v.r

_WORDS = ["Ulba", "Ertis", "Qalba", "Bukhtarma", "Shagala", "Kokpekty", "Sibiny", "Altai",
          "Zyryan", "Samarka", "Bal", "Ara", "Qayyq", "Kumys", "Marqa", "Tsink",
          "Rudny"]  # fmt: skip
_SYM = "!#$%&*?@+=^~"
_NAMES = ["yerlan", "aigerim", "vitaliy", "gulnar", "bakyt", "dana", "saule", "timur", "arman"]


def _pw(g: random.Random) -> str:
    k = g.randrange(7)
    if k == 0:
        return f"{g.choice(_WORDS)}{g.randrange(10, 100)}{g.choice(_SYM)}"
    if k == 1:
        return ".".join(w.lower() for w in g.sample(_WORDS, 2)) + f".{g.randrange(2024, 2040)}"
    if k == 2:
        return (
            g.choice(["Bukht4rm4", "Qa1b4", "Ul6a", "Sh4g4l4", "Z1ry4n"])
            + str(g.randrange(100, 1000))
            + g.choice(_SYM)
        )
    if k == 3:
        return _r(g, ALNUM, 12) + g.choice(_SYM) + _r(g, ALNUM, 2)
    if k == 4:
        return "-".join(_r(g, LOWER + D, 6) for _ in range(3))
    if k == 5:
        return f"{g.choice(_WORDS)}{g.choice(_SYM)}{g.randrange(2020, 2040)}"
    return (
        f"{g.choice(_NAMES).capitalize()}{g.randrange(1970, 2010)}{g.choice(_SYM)}{_r(g, UPPER, 2)}"
    )


def _plain(g: random.Random) -> str:
    return v.until(g, _pw, lambda s: all(c in ALNUM + "._-" for c in s))


def _fill(g: random.Random, cls: str, tpl: list[str], n: int, make: Any = _pw) -> list[Sample]:
    out = []
    for t in v.cycle(g, tpl, n):
        s = make(g)
        out.append(Sample(cls, t.format(pw=s, u=g.choice(_NAMES), n=g.randrange(2, 99)), s))
    return out


_LABELLED = [
    "roaster HMI admin password: {pw}",
    "Leach tank PLC password = {pw}",
    "password -> {pw} (zinc roaster #{n} panel)",
    "SCADA workstation pwd => {pw}",
    "boat base router / password / {pw}",
    "Qalba Bal shop admin | password | {pw}",
    "the password for the honey scale is {pw}",
    "New password for the Bukhtarma booking laptop:\n{pw}",
    "What's the password of the shift tablet?\nYerlan: {pw}",
    "password\t{pw}",
    "Пароль от сервака цеха: {pw}",
    "короче пасс от ноута бригадира {pw}, не теряй",
    "жаным, пароль это {pw}",
    "пароль на планшет смены -> {pw}",
    "ага, пароль от вайбера кассы {pw} скинь Даше",
    "пароль поменял на {pw}",
    "Құпия сөз: {pw}",
    "Қайық базасының роутер құпия сөзі — {pw}",
    "кілтсөз {pw} деген, ешкімге айтпа",
    "Бал кооперативінің сайтына құпия сөз → {pw}",
    "qupiia söz: {pw}",
    "Qayyq bazasy wifi emes, admin paroli {pw} dep jazdym",
    "qupiya soz = {pw}",
    "Нууц үг: {pw}",
    "Манай дэлгүүрийн системийн нууц үг нь {pw} шүү",
    "нууц код {pw} байна",
    "密码：{pw}",
    "登录密码发你：{pw}",
    "后台密码是{pw}，别外传",
    "mima: {pw}",
    "denglu mima shi {pw}",
    "Salasana: {pw}",
    "Huoltoportaalin salasana on {pw}",
    "salis on {pw} :)",
    "uusi salasana → {pw}",
]

_LOGINS = [
    "login: {u} / {pw}",
    "creds for the leach PLC are {u} and {pw}",
    "{u} / {pw}",
    "sign in as {u} with {pw}",
    "https://{u}:{pw}@grafana.qalba.lan/",
    "ftp://{u}:{pw}@nas.ertis-qayyq.example/backup",
    "postgres://roaster:{pw}@db01.qalba.lan:5432/maint",
    "mysql://shop:{pw}@10.4.2.7/qalba_bal",
    "u={u} p={pw}",
    "Логин {u}, пароль {pw}",
    "логин: admin\nпароль: {pw}",
    "Пайдаланушы: {u}, құпия сөз: {pw}",
    "Хэрэглэгч {u}, нууц үг {pw}",
    "用户名：{u} 密码：{pw}",
    "Tunnus {u}, salasana {pw}",
    "admin / {pw} on the Ertis boat gate",
    "root:{pw}",
    "{u}@qalba.lan:{pw}",
]

_CLI = [
    "$ sshpass -p '{pw}' ssh {u}@10.4.1.20",
    "mysql -u root -p{pw} -h db01.qalba.lan maint",
    "redis-cli -h cache.qalba.lan -a '{pw}'",
    "docker login -u qalba -p '{pw}' registry.qalba.lan",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "curl -u {u}:{pw} https://roaster.qalba.lan/api/status",
    "smbclient //fs.qalba.lan/scans -U {u}%{pw}",
    "ldapsearch -x -D cn=admin,dc=qalba,dc=lan -w '{pw}'",
    "sqlcmd -S mssql.qalba.lan -U sa -P '{pw}'",
    "zip -P '{pw}' invoices.zip *.pdf",
    "7z a -p{pw} honey-lots.7z lots/",
    "openssl enc -aes-256-cbc -in k.txt -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -d backup.gpg",
    "plink -ssh {u}@10.4.1.9 -pw {pw}",
    "xfreerdp /v:10.4.1.15 /u:{u} /p:{pw}",
    "echo '{pw}' | sudo -S systemctl restart scada",
    "ipmitool -I lanplus -H 10.4.0.3 -U admin -P '{pw}' power status",
    "mosquitto_pub -h mqtt.qalba.lan -u tank -P '{pw}' -t leach/level -m 3",
    "keytool -importcert -keystore qalba.jks -storepass '{pw}' -file ca.pem",
    "rabbitmqctl add_user telemetry '{pw}'",
    "lftp -u {u},{pw} sftp://files.qalba-bal.example",
    "net use Z: \\\\fs.qalba.lan\\smena {pw} /user:QALBA\\{u}",
    'psql "host=db01.qalba.lan user=roaster password={pw}"',
    "printf '%s\\n' '{pw}' | kinit {u}@QALBA.LAN",
    "ALTER USER maint IDENTIFIED BY '{pw}';",
    "sqlplus maint/{pw}@//ora.qalba.lan:1521/MAINT",
    "mega-login yerlan@qalba.lan '{pw}'",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/roaster",
    "cqlsh cass.qalba.lan -u telemetry -p '{pw}'",
    "twine upload -u __token__ -p '{pw}' dist/*",
]

_CONFIG = [
    "DB_PASSWORD={pw}",
    "export SMTP_PASS='{pw}'",
    'password: "{pw}"',
    "[mysql]\nuser = shop\npassword = {pw}",
    "spring.datasource.password={pw}",
    'SCADA_ADMIN_PWD="{pw}"',
    "  db_pass: '{pw}'",
    "define('DB_PASSWORD', '{pw}');",
    '<add key="Password" value="{pw}" />',
    "db01.qalba.lan:5432:maint:roaster:{pw}",
    "REDIS_AUTH={pw}",
    "mqtt:\n  username: tank\n  password: {pw}",
    'variable "db_password" {{ default = "{pw}" }}',
]


def _tok(g: random.Random) -> str:
    k = g.randrange(30)
    shapes = [
        lambda: "ghp_" + _r(g, ALNUM, 36),
        lambda: "github_pat_" + _r(g, ALNUM, 22) + "_" + _r(g, ALNUM, 59),
        lambda: "glpat-" + _r(g, URLSAFE, 20),
        lambda: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}",
        lambda: "sk_live_" + _r(g, ALNUM, 24),
        lambda: "rk_live_" + _r(g, ALNUM, 24),
        lambda: "sk-proj-" + _r(g, URLSAFE, 48),
        lambda: "sk-ant-api03-" + _r(g, URLSAFE, 93) + "AA",
        lambda: "sk-or-v1-" + _r(g, HEX, 64),
        lambda: "hf_" + _r(g, ALNUM, 34),
        lambda: "pypi-AgEIcHlwaS5vcmc" + _r(g, URLSAFE, 60),
        lambda: "npm_" + _r(g, ALNUM, 36),
        lambda: "SG." + _r(g, URLSAFE, 22) + "." + _r(g, URLSAFE, 43),
        lambda: "AIza" + _r(g, URLSAFE, 35),
        lambda: "AKIA" + _r(g, UPPER + "234567", 16),
        lambda: f"{g.randrange(10**9, 10**10)}:AA{_r(g, URLSAFE, 33)}",
        lambda: "shpat_" + _r(g, HEX, 32),
        lambda: "dop_v1_" + _r(g, HEX, 64),
        lambda: "lin_api_" + _r(g, ALNUM, 40),
        lambda: "glsa_" + _r(g, ALNUM, 32) + "_" + _r(g, HEX, 8),
        lambda: "hvs." + _r(g, URLSAFE, 24),
        lambda: "dckr_pat_" + _r(g, URLSAFE, 27),
        lambda: "xkeysib-" + _r(g, HEX, 64) + "-" + _r(g, ALNUM, 16),
        lambda: "nvapi-" + _r(g, URLSAFE, 64),
        lambda: "gsk_" + _r(g, ALNUM, 52),
        lambda: "r8_" + _r(g, ALNUM, 37),
        lambda: "pplx-" + _r(g, ALNUM, 48),
        lambda: "sbp_" + _r(g, HEX, 40),
        lambda: "sntrys_" + _r(g, ALNUM, 60),
        lambda: "NRAK-" + _r(g, UPPER + D, 27),
    ]
    return shapes[k]()


_TOKENS = [
    "token: {pw}",
    "export GITHUB_TOKEN={pw}",
    "Authorization: Bearer {pw}",
    "here's the key for the boat bookings bot {pw}",
    "ключ API: {pw}",
    "токен бота {pw}",
    "API кілті: {pw}",
    "API түлхүүр: {pw}",
    "API密钥：{pw}",
    "API-avain: {pw}",
    "put {pw} in the CI secrets",
    "{pw}",
    'OPENAI_API_KEY="{pw}"',
    "the integration uses {pw} now",
]

_INVENTED = [
    "Roaster Ledger API key: {pw}",
    "Qayyq Bookings API key = {pw}",
    "Integrations › Bal Trace: {pw}",
    "Ertis Telemetry integration broken, current key {pw}",
    "ключ API Saimaa Service Portal: {pw}",
    "Bal Trace API кілті → {pw}",
    "Saimaa Service Portal API-avain on {pw}",
]


def _inv(g: random.Random) -> str:
    k = g.randrange(3)
    return _r(g, HEX, 40) if k == 0 else v.uuid4(g, "b") if k == 1 else _r(g, ALNUM, 32)


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url(
        {"sub": g.choice(_NAMES), "iss": "qalba.lan", "exp": g.randrange(10**9, 2 * 10**9)}
    )
    sig = base64.urlsafe_b64encode(bytes(g.randrange(256) for _ in range(32))).decode().rstrip("=")
    return f"{head}.{body}.{sig}"


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    raw = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([240, 300])))).decode()
    lines = [raw[i : i + 64] for i in range(0, len(raw), 64)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


_MN = {x: Mnemonic(x) for x in ("english", "czech", "chinese_simplified", "korean")}


def _seed(g: random.Random, lang: str) -> str:
    words = g.choice([12, 24])
    ent = bytes(g.randrange(256) for _ in range(16 if words == 12 else 32))
    return str(_MN[lang].to_mnemonic(ent))


def _card(g: random.Random) -> str:
    k = g.randrange(5)
    if k < 3:
        return v.card(g, ["visa", "mastercard", "unionpay"][k])
    if k == 3:  # Mir
        body = g.choice(["2200", "2202", "2204"]) + _r(g, D, 11)
    else:
        return v.card(g, "amex")
    return body + luhn.calc_check_digit(body)


_IBAN_SHAPES = {"KZ": "nnn" + "c" * 13, "MN": "n" * 16, "FI": "n" * 14, "AZ": "aaaa" + "c" * 20,
                "GE": "aa" + "n" * 16, "TR": "n" * 5 + "0" + "c" * 16}  # fmt: skip


def _iin(g: random.Random, bin_: bool = False) -> str:
    while True:
        if bin_:
            body = (
                f"{g.randrange(0, 25):02d}{g.randrange(1, 13):02d}4{g.choice('0123')}0{_r(g, D, 4)}"
            )
        else:
            body = (
                f"{g.randrange(55, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
                f"{g.choice('34')}{_r(g, D, 4)}"
            )
        c = kz_check(body)
        if c is not None:
            return body + str(c)


def kz_check(body: str) -> int | None:
    """Kazakhstan's IIN/BIN check digit (weights 1..11, then 3..11,1,2; mod 11; 10 is none)."""
    ds = [int(c) for c in body]
    c = sum(d * w for d, w in zip(ds, range(1, 12), strict=True)) % 11
    if c == 10:
        c = sum(d * w for d, w in zip(ds, [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2], strict=True)) % 11
    return None if c == 10 else c


def _cn_ric(g: random.Random) -> str:
    def make(x: random.Random) -> str:
        body = f"650102{x.randrange(1965, 2004)}{x.randrange(1, 13):02d}{x.randrange(1, 29):02d}"
        body += _r(x, D, 3)
        return body + cn_ric.calc_check_digit(body)

    return v.until(g, make, cn_ric.is_valid)


def _uscc(g: random.Random) -> str:
    def make(x: random.Random) -> str:
        body = "91650100" + _r(x, "0123456789ABCDEFGHJKLMNPQRTUWXY", 9)
        return body + cn_uscc.calc_check_digit(body)

    return v.until(g, make, cn_uscc.is_valid)


def _hetu(g: random.Random) -> str:
    def make(x: random.Random) -> str:
        body = f"{x.randrange(1, 29):02d}{x.randrange(1, 13):02d}{x.randrange(60, 100):02d}-"
        body += f"{x.randrange(2, 900):03d}"
        return body + x.choice("0123456789ABCDEFHJKLMNPRSTUVWXY")

    return v.until(g, make, fi_hetu.is_valid)


def _ytunnus(g: random.Random) -> str:
    def make(x: random.Random) -> str:
        body = _r(x, D, 7)
        return f"{body}-{x.randrange(10)}"

    return v.until(g, make, fi_ytunnus.is_valid)


def _alv(g: random.Random) -> str:
    return v.until(g, lambda x: "FI" + _r(x, D, 8), fi_alv.is_valid)


def _vero(g: random.Random) -> str:
    return v.until(g, lambda x: "1" + _r(x, D, 11), fi_vero.is_valid)


def _inn(g: random.Random) -> str:
    def make(x: random.Random) -> str:
        body = "22" + _r(x, D, 8)
        return body + ru_inn.calc_personal_check_digits(body)

    return v.until(g, make, ru_inn.is_valid)


_ID_SAMPLES: list[tuple[str, Any]] = [
    ("ЖСН / ИИН: {pw}", _iin),
    ("мой ИИН {pw}, для договора", _iin),
    ("Jeke sáikestendirý nómiri (JSN): {pw}", _iin),
    ("БИН ТОО «Qalba Zhöndeu Service»: {pw}", lambda g: _iin(g, True)),
    ("BIN of the contractor: {pw}", lambda g: _iin(g, True)),
    ("身份证号：{pw}", _cn_ric),
    ("shenfenzheng hao {pw}", _cn_ric),
    ("统一社会信用代码：{pw}", _uscc),
    ("Henkilötunnus: {pw}", _hetu),
    ("hetu {pw}", _hetu),
    ("Y-tunnus {pw}", _ytunnus),
    ("ALV-numero: {pw}", _alv),
    ("Veronumero: {pw}", _vero),
    ("ИНН партнёра из Рубцовска: {pw}", _inn),
    ("Регистрийн дугаар: {pw}", lambda g: _r(g, "АБВГДЕЖЗ", 2) + _r(g, D, 8)),
    ("passport no. N{pw}", lambda g: _r(g, D, 8)),
]


def _totp(g: random.Random) -> str:
    return _r(g, BASE32, g.choice([16, 32]))


_TOTP = [
    "TOTP secret: {pw}",
    "2FA setup key {pw} (Grafana)",
    "otpauth://totp/Qalba:yerlan?secret={pw}&issuer=Qalba",
    "manual key for the authenticator: {pw}",
    "2FA кілті: {pw}",
    "двухфакторка, ключ {pw}",
    "两步验证密钥：{pw}",
    "kaksivaiheisen tunnistuksen avain: {pw}",
    "can't scan the QR code, typed {pw} instead",
    "TOTP {pw}",
]

_OTP = [
    "Your Qayyq Bookings verification code: {pw}",
    "{pw} is your sign-in code",
    "Use {pw} to sign in",
    "Код подтверждения: {pw}",
    "Кaspi: код {pw}, никому не сообщайте",
    "Растау коды: {pw}",
    "Rastaý kody: {pw}",
    "Баталгаажуулах код нь {pw}",
    "【蜜蜂之家】验证码：{pw}，5分钟内有效",
    "yanzhengma {pw}",
    "Vahvistuskoodisi on {pw}",
    "one-time code {pw}",
    "OTP: {pw}",
    "SMS code from the bank was {pw}",
]


def _otp(g: random.Random) -> str:
    k = g.randrange(3)
    c = _r(g, D, 6)
    return c if k == 0 else f"{c[:3]} {c[3:]}" if k == 1 else _r(g, D, 4)


_WIFI = [
    "wifi Ertis Qayyq Guest / {pw}",
    "Network: QalbaBal-5G / {pw}",
    "WIFI:T:WPA;S:Qayyq-Dock;P:{pw};;",
    "вайфай Цех-3 пароль {pw}",
    "wifi password is {pw}",
    "WPA key: {pw}",
    "Wi-Fi құпия сөзі: {pw}",
    "WiFi-ийн нууц үг: {pw}",
    "无线密码：{pw}",
    "wlan-salasana: {pw}",
    "network (Bukhtarma-Base) uses {pw}",
    "ssid=Ulba-Workshop\npsk={pw}",
    'wpa_passphrase="{pw}"',
    "Who has the wifi password?\nAigerim: {pw}",
]

_PIN = [
    "PIN: {pw}",
    "door code for the boat shed is {pw}#",
    "the alarm code is {pw}",
    "Код от калитки {pw}",
    "сейф: код {pw}",
    "Пин-код карты {pw}",
    "Есік коды: {pw}",
    "PIN коды {pw}",
    "ПИН код нь {pw}",
    "门禁密码：{pw}",
    "PIN-koodi on {pw}",
    "gate keypad -> {pw}",
    "lock box on the apiary shed: {pw}",
    "SIM PIN = {pw}",
]

_PASSPHRASE = [
    "passphrase: {pw}",
    "the vault passphrase is {pw}",
    "кодовая фраза: {pw}",
    "salalause on {pw}",
    "KeePass master passphrase = {pw}",
]
_PP_WORDS = ["kettle", "barge", "poplar", "smelter", "honeycomb", "reservoir", "ferry", "marmot",
             "anchor", "beehive", "kiln", "pinecone", "ladle", "heron", "trout",
             "saddle"]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-"]).join(g.sample(_PP_WORDS, 4))


def _spelled(g: random.Random) -> Sample:
    w, n = g.choice(_WORDS), str(g.randrange(100, 10_000))
    k = g.randrange(6)
    texts = [
        (f"the router password is the word {w.lower()} followed by {n}", n),
        (f"Пароль — слово {w} с большой буквы и {n} в конце", n),
        (f"құпия сөз: {w} деген сөз, содан кейін {n}", n),
        (f"salasana on sana {w.lower()} ja perään {n}", n),
        (f"{w} with a capital first letter and {n} at the end, that's the NAS login", n),
        (f"密码是拼音{w.lower()}加上{n}", n),
    ]
    return Sample("spelled_password", texts[k][0], texts[k][1])  # the number, as written


_SAID_FIRST = [
    "{pw} — that's the wifi password at the dock",
    "{pw}, that's what I set for the router",
    "type {pw}; that's the admin password",
    "{pw} — это пароль от кассы",
    "{pw} — осы қайық базасының құпия сөзі",
    "{pw} бол шинэ нууц үг",
    "{pw} 就是新密码",
    "{pw} on uusi salasana",
]


def _said(g: random.Random) -> str:
    return f"{g.choice(_WORDS).lower()}{g.randrange(100, 10_000)}"


def secrets() -> list[Sample]:
    g = random.Random(SEED)
    out: list[Sample] = []
    out += _fill(g, "password_label", _LABELLED, 60)
    out += _fill(g, "login_pair", _LOGINS, 35, _plain)
    out += _fill(g, "cli_password", _CLI, 35, _plain)
    out += _fill(g, "config_password", _CONFIG, 25, _plain)
    out += _fill(g, "vendor_token", _TOKENS, 35, _tok)
    out += _fill(g, "invented_vendor_key", _INVENTED, 15, _inv)
    out += _fill(
        g,
        "bare_token",
        ["see {pw}", "{pw}", "ok, that one: {pw}", "вот: {pw}", "мынау {pw}"],
        10,
        lambda x: _r(x, ALNUM, 40),
    )
    out += _fill(
        g,
        "hex_key",
        ["AES key: {pw}", "ENCRYPTION_KEY={pw}", "master key {pw}", "шифрлау кілті: {pw}"],
        10,
        lambda x: _r(x, HEX, x.choice([32, 64])),
    )
    out += _fill(
        g,
        "jwt",
        ["Authorization: Bearer {pw}", "jwt={pw}", "session token {pw}", "токен: {pw}"],
        8,
        _jwt,
    )
    out += _fill(
        g, "pem_key", ["{pw}", "ключ от сервера:\n{pw}", "key for roaster-gw:\n{pw}"], 6, _pem
    )
    seed_tpl = [
        "seed phrase: {pw}",
        "seed od Mikko (český seznam slov): {pw}",
        "recovery words for the co-op wallet\n{pw}",
        "助记词：{pw}",
        "мнемоника кошелька кооператива {pw}",
        "Koryo cousin's wallet, 복구 문구: {pw}",
    ]
    langs = ["english", "czech", "english", "chinese_simplified", "english", "korean"]
    for i in range(12):
        lang = langs[i % 6]
        s = _seed(g, lang)
        out.append(Sample("seed_phrase", seed_tpl[i % 6].format(pw=s), s))
    card_tpl = [
        "card {pw}",
        "карта {pw}",
        "Карта нөмірі: {pw}",
        "картын дугаар {pw}",
        "卡号：{pw}",
        "kortin numero {pw}",
        "company Visa {pw} exp 09/29",
    ]
    for i in range(15):
        c = _card(g)
        shown = v.grouped(c, g.choice(["", " ", "-"]), g)
        out.append(Sample("card_number", card_tpl[i % 7].format(pw=shown), shown))
    out += _fill(
        g,
        "card_security_code",
        [
            "CVV: {pw}",
            "security code on the back: {pw}",
            "CVC {pw}",
            "код на обороте карты {pw}",
            "the three digits on the back are {pw}",
            "卡背面安全码：{pw}",
            "turvakoodi {pw}",
            "CVV2 коды: {pw}",
        ],
        8,
        lambda x: _r(x, D, 3),
    )
    iban_tpl = [
        "IBAN: {pw}",
        "ИИК / IBAN {pw}",
        "Шот нөмірі (IBAN): {pw}",
        "Дансны дугаар IBAN {pw}",
        "收款账号 IBAN：{pw}",
        "Tilinumero {pw}",
        "pay to {pw}, Qalba Zhöndeu Service LLP",
    ]
    countries = list(_IBAN_SHAPES)
    for i in range(14):
        num = v.iban_shaped(g, countries[i % len(countries)], _IBAN_SHAPES)
        shown = v.iban_spaced(num) if i % 2 else num
        out.append(Sample("iban", iban_tpl[i % 7].format(pw=shown), shown))
    for tpl, make in _ID_SAMPLES:
        s = make(g)
        out.append(Sample("national_id", tpl.format(pw=s), s))
    out += _fill(g, "totp_secret", _TOTP, 10, _totp)
    out += _fill(g, "one_time_code", _OTP, 14, _otp)
    bc_tpl = [
        "2FA backup codes:\n{pw}",
        "Резервные коды: {pw}",
        "Сақтық кодтар:\n{pw}",
        "备用验证码：{pw}",
        "Varakoodit:\n{pw}",
        "recovery codes for the GitLab account {pw}",
        "Нөөц кодууд: {pw}",
        "backup codes — {pw}",
    ]
    for i in range(8):
        codes = v.backup_codes(g, g.randrange(5, 9), i % 4)
        s = ("\n" if "\n" in bc_tpl[i] else ", ").join(codes)
        out.append(Sample("backup_codes", bc_tpl[i].format(pw=s), s))
    out += _fill(g, "wifi_key", _WIFI, 14, _plain)
    out += _fill(g, "pin_code", _PIN, 14, lambda x: _r(x, D, x.choice([4, 5, 6])))
    out += _fill(g, "passphrase", _PASSPHRASE, 8, _phrase)
    out += [_spelled(g) for _ in range(8)]
    out += _fill(g, "said_first", _SAID_FIRST, 10, _said)
    return out


_FIRSTS = [
    "the roaster HMI password is",
    "Пароль от сервера:",
    "Құпия сөз",
    "нууц үг нь",
    "密码是",
    "Huoltoportaalin salasana:",
    "wifi key for the dock",
    "Bal Trace API key:",
    "PIN code for the gate",
    "export DB_PASSWORD=",
]


def field_pairs() -> list[FieldPair]:
    g = random.Random(SEED + 1)
    out = []
    for first in v.cycle(g, _FIRSTS, 20):
        s = _inv(g) if "API" in first else _r(g, D, 6) if "PIN" in first else _plain(g)
        second = s + g.choice(["", " (do not share)", "\nпотом сменю", ". рахмет", " 谢谢"])
        out.append(FieldPair("split_fields", first, second, s))
    return out


def metadata_samples() -> list[MetadataSample]:
    g = random.Random(SEED + 2)
    keys = ["password", "db_pass", "pwd", "api_key", "token", "wifi_psk", "pin", "пароль",
            "құпия_сөз", "密码", "salasana", "clientSecret", "backup_codes", "iin"]  # fmt: skip
    out = []
    for i in range(20):
        key = keys[i % len(keys)]
        s: str
        val: Any
        if key == "backup_codes":
            codes = v.backup_codes(g, 6, i % 4)
            val, s = codes, codes[0]
        elif key == "iin":
            s = _iin(g)
            val = s
        elif key == "pin":
            s = _r(g, D, 6)
            val = s
        elif key in ("api_key", "token", "clientSecret"):
            s = _tok(g) if key == "token" else _r(g, ALNUM, 36)
            val = s
        else:
            s = _plain(g)
            val = s
        inner: Any = {key: val, "host": g.choice(["db01.qalba.lan", "dock.ertis-qayyq.example"])}
        for parent in g.sample(
            ["creds", "roaster", "boats", "auth", "settings"], g.randrange(1, 3)
        ):
            inner = {parent: inner}
        out.append(MetadataSample("metadata_key", inner, s))
    return out


CLEAN: list[str] = [
    "Roaster firmware updated to 4.12.7, the previous build was 4.11.3.",
    "sha256 of roaster-fw-4.12.7.bin: "
    "3f1c9a07d2b64e58a1f0c7d93e2b5a6f8c41d07e9b2a3c5d6e7f8091a2b3c4d5",
    "fixed in commit 9e4b2c1a7d3f5e6b8a0c1d2e3f4a5b6c7d8e9f01",
    "Order #QZ-2024-118733 shipped, tracking 1Z999AA10123456784.",
    "Ticket QZS-4471: leach tank 3 level sensor drifts after 02:00.",
    "Postcode of the workshop: 070004, Oskemen.",
    "Call Aigerim at +7 705 555 0142 about the boat rental.",
    "The reservoir trip is on 14.07.2025 at 09:30.",
    "Honey 3 kg jar costs 9 500 ₸, 1 kg is 3 400 ₸.",
    "Card ending in 4417 was charged for the fuel.",
    "IBAN KZ** **** **** **** 1234 (masked in the invoice)",
    "Password must be at least 12 characters and include a digit.",
    "Never send your PIN by SMS; the bank never asks for it.",
    "The one-time code arrives within a minute, enter it on the next screen.",
    "Product code ZN-SHG-99.995 is the special high grade zinc ingot.",
    "Coordinates of the boat base: 49.6120 N, 83.5170 E.",
    "Пароль нужно менять раз в 90 дней.",
    "Код из СМС никому не сообщайте.",
    "Заказ № 558201 отгружен, трек 80082971235411.",
    "Прошивка обновлена до версии 2.3.18.",
    "Құпия сөзді ешкімге айтпаңыз.",
    "Тапсырыс нөмірі 7741-КЗ, жеткізу ертең.",
    "Qupiia sözdi auystyru kerek, biraq jańasyn áli qoiǵan joqpyn.",
    "Kod SMS arqyly keledi, kútińiz.",
    "Нууц үгээ хэнд ч бүү хэл.",
    "Захиалгын дугаар 20240611-33, 40 кг бал.",
    "请不要把密码告诉任何人。",
    "订单号：XJ20240611008812，已发货。",
    "验证码会在一分钟内发送，请注意查收。",
    "mima bu yao fa zai qun li",
    "Salasana vaihdetaan ensi viikolla, en lähetä sitä tänne.",
    "Tilausnumero 48213-FI, toimitus viikolla 27.",
    "Varaosan tuotekoodi SK-7741-B, hinta 412 €.",
    "The wifi password is on the sticker under the router.",
    "Ask Yerlan for the new door code tomorrow.",
    "The TOTP app shows a new code every 30 seconds.",
    "backup codes are printed and kept in the office safe",
    "Invoice INV-2024-0612 total 1 240 000 ₸ due in 30 days.",
    "Boat #12 'Shagala' needs a new propeller, part 6E5-45943-00.",
    "git tag v1.8.0 && git push --tags",
    "docker pull registry.qalba.lan/roaster-exporter:1.4.2",
    "md5 of lots-2024.csv: 9b2f6c1e8d4a7b3c0e5f1a2d6c8b4e7f",
    "The API key field is required for the Bal Trace integration.",
    "token limit for the assistant is 8000 per request",
    "Passphrase rules: four words, no names.",
    "SSID Ertis-Qayyq-Guest is open for clients from 08:00 to 22:00.",
    "The PIN pad at the fuel station is broken again.",
    "MAC address of the PLC: 00:1B:44:11:3A:B7.",
    "Serial number of the scale: OH-D5K-22419870.",
    "UUID of the dashboard panel is shown in its URL.",
    "roaster 2 temperature 940 °C, feed 12.4 t/h",
    "Reset your password via https://portal.qalba.lan/reset",
    "Пароль от вайфая спроси у Айгерим, я не помню.",
    "Есік кодын ертең айтамын.",
    "Код нь маргааш ирнэ.",
    "门禁密码明天换，先别问我。",
    "PIN-koodi tulee kirjeessä.",
    "The Visa ends 0093, the card expired in 2023.",
    "The helpdesk phone is 8 800 080 7777.",
    "Lot 2024-HB-0417: 120 frames of linden honey, moisture 17.8 %.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_policy": "12 chars min", "rotation_days": 90},
    {"order_id": "QZ-2024-118733", "tracking": "1Z999AA10123456784"},
    {
        "firmware": "4.12.7",
        "sha256": "3f1c9a07d2b64e58a1f0c7d93e2b5a6f8c41d07e9b2a3c5d6e7f8091a2b3c4d5",
    },
    {"auth": {"method": "oauth", "provider": "gitlab"}},
    {"creds": {"username": "roaster-bot", "host": "db01.qalba.lan"}},
    {"пароль_сменён": "2024-06-11", "кто": "Ерлан"},
    {"pin_length": 6, "pin_pad": "ok"},
    {"wifi_ssid": "QalbaBal-5G", "band": "5GHz"},
    {"订单号": "XJ20240611008812", "数量": 40},
    {"tilausnumero": "48213-FI", "toimitus": "vk 27"},
]
