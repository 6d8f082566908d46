# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-twenty-first corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-seventeenth's
docstring, the fifth to three-hundred-and-seventeenth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (318 to 320), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (321_580_417), password words (a Kinmen or
Penghu thing and a place, `GongtangLieyu47!`; dot-joined `fengshi.basalt.1958`; a relative's
name, a year and a symbol; leet `K40l14ng`; a generator's dashed groups; random runs).

The fictional company is Kimhong Tidewind Ltd (金鴻潮風有限公司: kaoliang-barrel storage in
Jincheng, an oyster shed and ferry-ticket kiosk on Lieyu, a guesthouse and basalt-tile shop in
Magong) with staff and relatives in Xiamen, Singapore, Johor Bahru and Osaka; every company,
person, address, domain (`kimhong.lan`, `kimhong-tide.tw`) and number is invented, only the region
(Kinmen and Penghu) is real. Texts: chats with times, tickets, notes, runbooks, shell prompts,
config and env files, voice-note transcripts and requests to the assistant; separators from a
colon, `是`, `sī`, `shi`, `は`, `wa`, `is`, `=`, an arrow and a fullwidth colon to a new line.

Grep counts (heldouts 5 to 317 naming each, grep -l): none for Kinmen, Magong, Jincheng, Lieyu,
Kaoliang, Wuqiu, Qimei, Every8d, Gogoro, Kdan, Cresclab, Dcard, Yourator, Gamania, Jubo,
`aikotoba`, `anshō`, tbadmin, smcipmitool (lower case), dmidecode, mlxconfig, R3trans; one for
Penghu, Xiamen, `ipmi-config`, `can or not`; two for `bi̍t-bé`, `m̄-thang`, `毋通`, `mima shi`,
`合言葉`, `don't anyhow`; hdbsql (9), `暗証番号` (16) and `密碼是` (11) are the most used.

About half of the secret samples are not in English: Taiwanese Hokkien in Pe̍h-ōe-jī
(`bi̍t-bé sī`, `sin ê bi̍t-bé`, `m̄-thang kā lâng kóng`), Kinmen Hokkien in Chinese characters
(`阮兜 wifi 密碼是`, `毋通共人講`, `鎖匙`), Mandarin in traditional characters (`密碼`, `驗證碼`,
`備用碼`, `API 金鑰`, `門禁密碼`, `統編`) and in pinyin (`mima shi`, `yanzhengma`, `beiyong ma`,
`miyao`), the Japanese words of grandparents (`パスワードは`, `暗証番号`, `anshō bangō wa`,
`aikotoba`) and the Singapore English and Singlish of relatives (`the pw is … lah`, `don't
anyhow share ah`, `can or not`). The Mandarin and Japanese wordings are ordinary usage; the
author's guesses, checked by no speaker, are every Pe̍h-ōe-jī spelling (tone marks included),
the Kinmen Hokkien phrasing in characters (`阮兜`, `厝裡`, `鎖匙`, `號碼`), the grandparents'
mixed Japanese-Hokkien sentences and the Singlish particles.

Vendors: invented ones (HaikoPay `hkp_live_`, FengshiSMS `fss-`, KaoliangCloud `klc_`, LieyuFerry
`lyf.`, MagongTix UUIDs, OysterTrack `ost_`; shapes guessed), Taiwanese ones with guessed shapes
(Every8d, Gogoro, Kdan, Cresclab, Dcard, Yourator, Gamania, Jubo) and the known GitHub, GitLab,
Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid and Telegram shapes;
the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Taiwan's unified
business number (`tw.ubn`), Singapore's UEN (`sg.uen`), Japan's My Number (`jp.in_`), China's
resident identity number (`cn.ric`, Xiamen area codes) and Malaysia's NRIC (`my.nric`, Johor).
Cards pass Luhn (`stdnum.luhn`, in the self-check); IBANs of Mongolia, Libya, Sudan, Djibouti,
Somalia, the Falklands, Timor-Leste and Burundi (none found by a rough grep), checked with
`stdnum.iban`; seed phrases from mnemonic's English, Traditional Chinese, Simplified Chinese
and Japanese lists, checked with `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum.cn import ric as cn_ric
from stdnum.jp import in_ as jp_in
from stdnum.my import nric as my_nric
from stdnum.sg import uen as sg_uen
from stdnum.tw import ubn as tw_ubn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 321_580_417
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
_r, _j = v.r, v.token
Maker = v.Maker

_THINGS = ["Gongtang", "Kaoliang", "Fengshi", "Basalt", "Oachian", "Mianxian", "Caidao",
           "Tuapsi", "Shuitou", "Guningtou", "Zhaishan", "Cactus", "Xianrenzhang", "Heiyu",
           "Oyster", "Wenshi"]  # fmt: skip
_PLACES = ["Jincheng", "Lieyu", "Jinhu", "Jinsha", "Magong", "Huxi", "Baisha", "Xiyu", "Qimei",
           "Wangan", "Wuqiu", "Shuitou"]  # fmt: skip
_NAMES = ["Ahkong", "Ahma", "Bunhui", "Chhunbi", "Kimlian", "Siongheng", "Weijie", "Yuting",
          "Jiahao", "Meiling", "Keong", "Huishan", "Shunji", "Yoshiko"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["K40l14ng", "G0ngt4ng", "M4g0ng", "L13yu", "F3ngsh1", "B4s4lt"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_THINGS)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_THINGS, 2)) + f".{g.randrange(1949, 2031)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1940, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 14),
    lambda g: g.choice(_LEET) + str(g.randrange(1958, 2031)) + g.choice(_SYMBOLS),
    _manager,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_THINGS).lower()}_{g.randrange(100, 999)}",
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


def _make_family(cls: str, templates: list[str], make: Maker) -> Callable[..., list[Sample]]:
    """A family: each template (cycled) with a fresh value in place of ``{pw}``."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = make(rng)
            out.append(Sample(cls, template.replace("{pw}", secret), secret))
        return out

    return take


_SAID = [
    "LINE group 'Kimhong Lieyu shed', A-hui: the oyster-shed NAS password is {pw}",
    "Chat 07:42 Bunhui: kiosk admin password {pw}",
    "Ticket KT-3381: the Magong guesthouse router admin password is {pw}",
    "Note to self: Jincheng barrel-store PC password {pw}",
    "Voice note, Siongheng: ok the new password for the ferry kiosk is {pw}",
    "Assistant, please remember the basalt shop POS password: {pw}",
    "Runbook step 3: log into the Lieyu tide gauge with password {pw}",
    "Keong (Singapore): the pw for the shared Netflix is {pw} lah",
    "Keong: wah the router pw is {pw}, don't anyhow share ah",
    "Huishan: uncle, password is {pw} can or not?",
    "Weijie: new password liao -> {pw}",
    "阿輝: 倉庫電腦密碼是 {pw}",
    "金城倉庫 wifi 密碼：{pw}",
    "美玲：新密碼改成 {pw}，不要跟別人說",
    "阮兜 wifi 密碼是 {pw}，毋通共人講",
    "厝裡電腦个密碼是 {pw}",
    "烈嶼蚵寮 NAS 密碼 → {pw}",
    "馬公民宿後台密碼={pw}",
    "A-má: bi̍t-bé sī {pw}, m̄-thang kā lâng kóng",
    "Chhunbi: sin ê bi̍t-bé sī {pw}",
    "Kimlian: tiàm-á ê tiān-náu bi̍t-bé: {pw}",
    "Bunhui: goán tau ê wifi bi̍t-bé sī {pw}",
    "Yuting: cangku diannao mima shi {pw}",
    "Jiahao: xin mima shi {pw}, bie gen bieren shuo",
    "Meiling: minsu houtai mima: {pw}",
    "Yoshiko obaachan: パスワードは {pw} よ",
    "Shunji: 新しいパスワードは{pw}です",
    "阿公: pasuwādo wa {pw}, lâng m̄-thang kóng",
    "Siongheng: ticketing email password {pw}",
    "Ahma voice note: the password, ah, {pw}, write it down for me",
]
_said = _make_family("labelled_password", _SAID, _pw)

_USERS = ["bunhui", "kimlian.tan", "siongheng", "ops", "admin", "yuting.chen", "keong.sg",
          "jiahao", "root", "kiosk01"]  # fmt: skip
_LOGINS = [
    "Kiosk login: {u} / {pw}",
    "creds for the Magong guesthouse booking site: {u}:{pw}",
    "帳號 {u} 密碼 {pw}",
    "帳號：{u}，密碼：{pw}",
    "zhanghao {u} mima {pw}",
    "ユーザー名 {u} パスワード {pw}",
    "Keong: login {u} and pw {pw} lah",
    "sign in as {u} with {pw} on the tide portal",
    "user={u} pass={pw}",
    "| {u} | {pw} | Lieyu kiosk |",
    "Sōng-hō͘ {u}, bi̍t-bé {pw}",
]


def _logins(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _LOGINS, n):
        secret, user = _pw(rng), rng.choice(_USERS)
        out.append(
            Sample("login_pair", template.replace("{u}", user).replace("{pw}", secret), secret)
        )
    return out


_SPELLED_WORDS = ["gongtang", "fengshi", "kaoliang", "basalt", "oyster", "cactus", "caidao"]
_SPELLED = [
    "The password is the word {w} followed by {d}",
    "密碼是 {w} 這個字，後面加 {d}",
    "mima shi {w} zhege zi, houmian jia {d}",
    "bi̍t-bé sī {w} chit jī, āu-piah ka {d}",
    "Keong: type {w} then {d}, that's the wifi password lah",
    "the name of A-ma's dog, {W}, followed by {d}",
    "パスワードは {w} という言葉のあとに {d}",
    "{W} with a capital first letter and {d} at the end",
    "{w}{d}, that's what I set for the kiosk router",
    "type {w}, then {d}; that's the admin password",
]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word, digits = rng.choice(_SPELLED_WORDS), str(rng.randrange(100, 10_000))
        secret = word.capitalize() if "{W}" in template else word
        text = (
            template.replace("{w}", word).replace("{W}", word.capitalize()).replace("{d}", digits)
        )
        if "{w}{d}" in template:
            secret = word + digits
        out.append(Sample("spelled_password", text, secret))
    return out


_CLI = [
    "ipmi-config -h bmc-jincheng -u ADMIN -p {pw} --checkout",
    "SMCIPMITool 10.21.0.5 ADMIN {pw} ipmi power status",
    'hdbsql -n magong-hana:30015 -u SYSTEM -p {pw} "select 1 from dummy"',
    "mysql -h 10.21.0.9 -u tix -p{pw} ferry",
    "sshpass -p '{pw}' ssh ops@lieyu-kiosk",
    "redis-cli -h 10.21.0.12 -a {pw} ping",
    "curl -u kiosk:{pw} https://tix.kimhong.lan/api/health",
    "smbclient //nas-lieyu/oyster -U bunhui%{pw}",
    "7z a -p{pw} barrels-2032.7z barrels/",
    "zip -P {pw} tide-logs.zip tide/*.csv",
    "openssl enc -aes-256-cbc -in ledger.xlsx -out ledger.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c payroll.ods",
    "xfreerdp /v:jincheng-pc /u:bunhui /p:{pw}",
    "sqlcmd -S magong-sql -U sa -P '{pw}' -Q \"select @@version\"",
    "ldapsearch -x -D cn=admin,dc=kimhong,dc=lan -w {pw} -b dc=kimhong,dc=lan",
    "mosquitto_pub -h tide.kimhong.lan -u gauge -P {pw} -t lieyu/level -m 1.8",
    "lftp -u tix,{pw} ftp.kimhong.lan",
    "docker login registry.kimhong.lan -u ci -p {pw}",
    "echo '{pw}' | sudo -S systemctl restart kiosk",
    "keytool -importkeystore -srckeystore old.jks -destkeystore new.jks -storepass {pw}",
    "net use \\\\jincheng-nas\\barrels {pw} /user:KIMHONG\\bunhui",
    "rabbitmqctl add_user kiosk {pw}",
    "htpasswd -bc /etc/nginx/.htpasswd tide {pw}",
    "plink -ssh ops@magong-gw -pw {pw}",
    "nmcli dev wifi connect Kimhong-Lieyu-5G password {pw}",
]
_SHELLS = ["bunhui@lieyu-kiosk:~$ {c}", "[root@magong-nas ~]# {c}", "PS C:\\Users\\kimlian> {c}",
           "siongheng@jincheng-pc ~ % {c}", "{c}", "runbook: `{c}`",
           "阿輝貼的指令：{c}", "Keong: try this lah\n{c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CLI, n):
        secret = _plain_pw(rng)
        text = rng.choice(_SHELLS).replace("{c}", template.replace("{pw}", secret))
        out.append(Sample("cli_password", text, secret))
    return out


_CONFIGS = [
    "kiosk.env:\nDB_HOST=10.21.0.9\nDB_PASSWORD={pw}",
    ".env\nFERRY_SMTP_PASS={pw}",
    "config.yaml:\ndatabase:\n  user: tix\n  password: {pw}",
    "settings.ini\n[nas]\nuser = bunhui\npassword = {pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "wp-config.php: define('DB_PASSWORD', '{pw}');",
    "application.properties:\nspring.datasource.password={pw}",
    'appsettings.json: "SmtpPassword": "{pw}"',
    "~/.pgpass:\ndb.kimhong.lan:5432:tide:gauge:{pw}",
    '/etc/tide/gauge.toml\n[mqtt]\nusername = "gauge"\npassword = "{pw}"',
    "民宿後台 .env：\nADMIN_PASSWORD={pw}",
    'terraform.tfvars: db_password = "{pw}"',
]
_configs = _make_family("config_file", _CONFIGS, _plain_pw)


def _jwt(rng: random.Random, issuer: str) -> str:
    header = v.b64url({"alg": "HS256", "typ": "JWT"})
    claims = v.b64url({"iss": issuer, "sub": str(rng.randrange(10**6)), "exp": 2_000_000_000})
    return f"{header}.{claims}.{_r(rng, URLSAFE, 43)}"


_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub token for the kiosk repo: {pw}", _j("ghp_", (ALNUM, 36))),
    ("GITLAB_TOKEN={pw}", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot for #lieyu-ferry: {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe live key {pw}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic key for the tide bot: {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google Maps key for the guesthouse page: {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("npm token: {pw}", _j("npm_", (ALNUM, 36))),
    ("SendGrid key {pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Telegram bot token {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("HaikoPay secret key: {pw}", _j("hkp_live_", (ALNUM, 32))),
    ("FengshiSMS API key {pw}", _j("fss-", (HEX, 40))),
    ("KAOLIANGCLOUD_TOKEN={pw}", _j("klc_", (ALNUM, 40))),
    ("LieyuFerry booking API key: {pw}", _j("lyf.", (URLSAFE, 32))),
    ("MagongTix API 金鑰：{pw}", v.uuid4),
    ("OysterTrack integration broken, current key {pw}", _j("ost_", (ALNUM, 36))),
    ("Every8d SMS API key: {pw}", _j((HEX, 32))),
    ("Gogoro fleet API 金鑰 {pw}", _j((ALNUM, 40))),
    ("Kdan API key for e-sign: {pw}", _j((HEX, 48))),
    ("Cresclab 串接金鑰：{pw}", _j((ALNUM, 44))),
    ("Dcard API key {pw}", _j((URLSAFE, 40))),
    ("Yourator miyao: {pw}", _j((HEX, 32))),
    ("Gamania API キー: {pw}", _j((ALNUM, 36))),
    ("Jubo API key → {pw}", lambda g: v.uuid4(g, "b")),
    ("Integrations › HaikoPay: {pw}", _j((HEX, 64))),
    ("Keong: the Grab-like courier API key is {pw} lah", _j((ALNUM, 40))),
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.replace("{pw}", secret), secret))
    return out


_BARE = ["KIOSK_SIGNING_KEY={pw}", "tide bot secret: {pw}", "金鑰 {pw}",
         "the webhook signing secret is {pw}", "bi̍t-sî: {pw}"]  # fmt: skip
_bare = _make_family("bare_key", _BARE, _j((HEX, 64)))

_JWTS = ["Authorization: Bearer {pw}", "kiosk session token {pw}", "JWT 貼這裡：{pw}",
         "Keong: use this token lah {pw}", "access_token={pw}"]  # fmt: skip
_jwts = _make_family("jwt", _JWTS, lambda g: _jwt(g, "https://auth.kimhong-tide.tw"))

_HEADERS = ["Authorization: Bearer {pw}",
            "curl -H 'Authorization: Bearer {pw}' https://tix.kimhong.lan",
            "Authorization: Basic {pw}", "header Authorization = Basic {pw}"]  # fmt: skip


def _headers(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _HEADERS, n):
        if "Basic" in template:
            raw = f"{rng.choice(_USERS)}:{_plain_pw(rng)}".encode()
            secret = base64.b64encode(raw).decode()
        else:
            secret = _r(rng, ALNUM, 40)
        out.append(Sample("auth_header", template.replace("{pw}", secret), secret))
    return out


_CONNS = [
    "postgres://tide:{pw}@db.kimhong.lan:5432/tide",
    "DATABASE_URL=mysql://tix:{pw}@10.21.0.9:3306/ferry",
    "mongodb+srv://kiosk:{pw}@cluster0.kimhong.lan/guests",
    "redis://:{pw}@cache.kimhong.lan:6379/0",
    "amqp://kiosk:{pw}@mq.kimhong.lan:5672/",
    "Server=magong-sql;Database=Guesthouse;User Id=sa;Password={pw};",
    "jdbc:postgresql://db.kimhong.lan/tide?user=tide&password={pw}",
    "連線字串：postgresql://barrels:{pw}@jincheng-db/barrels",
]
_conns = _make_family("connection_string", _CONNS, _plain_pw)


def _pem(rng: random.Random) -> str:
    body = "\n".join(_r(rng, B64, 64) for _ in range(6))
    kind = rng.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


_PEMS = ["kiosk deploy key:\n{pw}", "阿輝貼上的金鑰：\n{pw}", "Keong: here the key lah\n{pw}",
         "~/.ssh/id_lieyu\n{pw}"]  # fmt: skip
_pems = _make_family("pem_private_key", _PEMS, _pem)

_SSIDS = ["Kimhong-Lieyu-5G", "Magong Minsu Guest", "Jincheng Barrel Store", "KH-Kiosk-2G"]
_WIFI = [
    "wifi {s} password: {pw}",
    "Network: {s} / {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "{s} 的 wifi 密碼是 {pw}",
    "{s} wifi mima: {pw}",
    "{s} ê wifi bi̍t-bé sī {pw}",
    "Keong: wifi {s} pw {pw} lah",
    "psk={pw}  # {s}",
    "{s} のパスワード: {pw}",
    "民宿 wifi（{s}）密碼 → {pw}",
]


def _wifi(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _WIFI, n):
        secret = _plain_pw(rng)
        text = template.replace("{s}", rng.choice(_SSIDS)).replace("{pw}", secret)
        out.append(Sample("wifi_key", text, secret))
    return out


_MNEMO = {lang: Mnemonic(lang) for lang in
          ["english", "chinese_traditional", "chinese_simplified", "japanese"]}  # fmt: skip
_SEEDS = [
    ("english", "Keong's wallet recovery phrase: {pw}"),
    ("english", "seed words for the kiosk's cold wallet\n{pw}"),
    ("chinese_traditional", "助記詞：{pw}"),
    ("chinese_traditional", "阿公的錢包注記詞是 {pw}"),
    ("chinese_simplified", "厦门表哥的助记词：{pw}"),
    ("japanese", "ウォレットの復元フレーズ: {pw}"),
]


def _seed(rng: random.Random, lang: str) -> str:
    words = rng.choice([12, 24])
    entropy = bytes(rng.randrange(256) for _ in range(words * 4 // 3))
    phrase = str(_MNEMO[lang].to_mnemonic(entropy))
    return phrase


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for lang, template in v.cycle(rng, _SEEDS, n):
        secret = _seed(rng, lang)
        out.append(Sample("seed_phrase", template.replace("{pw}", secret), secret))
    return out


_CARDS = ["card number {pw} exp 09/34", "信用卡卡號：{pw}", "xinyongka kahao {pw}",
          "Keong: my card {pw} lah, pay for the ferry first", "カード番号 {pw}",
          "khah hō-bé {pw}"]  # fmt: skip
_BRANDS = ["visa", "mastercard", "jcb", "unionpay", "amex", "discover"]


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CARDS, n):
        number = v.card(rng, rng.choice(_BRANDS))
        secret = v.grouped(number, rng.choice([" ", "-", ""]), rng)
        out.append(Sample("card_number", template.replace("{pw}", secret), secret))
    return out


_CVVS = ["security code on the back: {pw}", "卡片背面三碼 {pw}", "CVV for the card ending 4417 is {pw}",
         "the three digits on the back are {pw}", "kapian beimian san ma {pw}",
         "セキュリティコード {pw}"]  # fmt: skip
_cvvs = _make_family("card_code", _CVVS, _j((D, 3)))

_IBAN_COUNTRIES = ["MN", "LY", "SD", "DJ", "SO", "FK", "TL", "BI"]
_IBAN_SHAPES = {"MN": "n" * 16, "LY": "n" * 21, "SD": "n" * 14, "DJ": "n" * 23,
                "SO": "n" * 19, "FK": "aa" + "n" * 12, "TL": "n" * 19, "BI": "n" * 23}  # fmt: skip
_IBANS = ["IBAN {pw}", "匯款 IBAN：{pw}", "Keong's friend's IBAN is {pw}", "huikuan IBAN {pw}",
          "送金先 IBAN {pw}", "please pay to {pw}"]  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.iban_shaped(rng, country, _IBAN_SHAPES)


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _IBANS, n)):
        number = _iban(rng, _IBAN_COUNTRIES[i % len(_IBAN_COUNTRIES)])
        secret = v.iban_spaced(number) if i % 2 else number
        out.append(Sample("iban", template.replace("{pw}", secret), secret))
    return out


def _ubn(g: random.Random) -> str:
    return v.until(g, _j((D, 8)), tw_ubn.is_valid)


def _uen(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 8) + h.choice(UPPER), sg_uen.is_valid)


def _my_number(g: random.Random) -> str:
    return v.until(g, _j((D, 12)), jp_in.is_valid)


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        area = h.choice(["350203", "350205", "350206", "350211", "350212"])
        date = f"{h.randrange(1950, 2005)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return area + date + _r(h, D, 3) + h.choice(D + "X")

    return v.until(g, make, cn_ric.is_valid)


def _nric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        date = f"{h.randrange(50, 100)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return f"{date}-01-{_r(h, D, 4)}"

    return v.until(g, make, my_nric.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("統編 {pw}", _ubn),
    ("統一編號：{pw}（金鴻潮風）", _ubn),
    ("Keong's company UEN {pw}", _uen),
    ("UEN: {pw}", _uen),
    ("おばあちゃんのマイナンバー {pw}", _my_number),
    ("My Number (個人番号): {pw}", _my_number),
    ("厦门表哥的身份证号 {pw}", _ric),
    ("居民身份证号码：{pw}", _ric),
    ("Auntie in Johor, NRIC {pw}", _nric),
    ("MyKad no. {pw}", _nric),
]


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        secret = make(rng)
        out.append(Sample("national_id", template.replace("{pw}", secret), secret))
    return out


_BACKUPS = ["備用碼：\n{codes}", "2FA backup codes\n{codes}", "beiyong ma: {codes}",
            "バックアップコード\n{codes}", "Keong: the recovery codes lah\n{codes}"]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _BACKUPS, n):
        codes = v.backup_codes(rng, 6, rng.randrange(4))
        joiner = ", " if "beiyong" in template else "\n"
        out.append(
            Sample("backup_codes", template.replace("{codes}", joiner.join(codes)), codes[0])
        )
    return out


_TOTPS = ["TOTP secret for the kiosk admin: {pw}", "2FA 設定金鑰：{pw}",
          "otpauth://totp/Kimhong:bunhui?secret={pw}&issuer=Kimhong",
          "manual key for the authenticator {pw}"]  # fmt: skip


def _totps(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _TOTPS, n):
        secret = v.totp_secret(rng, spaced="otpauth" not in template and rng.random() < 0.5)
        out.append(Sample("totp_seed", template.replace("{pw}", secret), secret))
    return out


_OTPS = ["【金鴻潮風】驗證碼 {pw}，5分鐘內有效", "您的驗證碼為 {pw}", "{pw} is your LieyuFerry verification code",
         "yanzhengma {pw}", "認証コード: {pw}", "Keong: the OTP is {pw}, quick lah",
         "Use {pw} to sign in to HaikoPay", "一次性密碼 {pw}", "ngē-chèng-bé sī {pw}"]  # fmt: skip
_otps = _make_family("one_time_code", _OTPS, _j((D, 6)))

_PINS = ["提款密碼 {pw}", "門禁密碼：{pw}", "menjin mima {pw}", "暗証番号は {pw}",
         "anshō bangō wa {pw} da yo", "the safe PIN is {pw}", "Keong: door code {pw}# lah",
         "mn̂g ê bi̍t-bé sī {pw}", "keypad code for the barrel store: {pw}",
         "ATM PIN {pw}, m̄-thang kā lâng kóng"]  # fmt: skip
_pins = _make_family("pin_code", _PINS, _j((D, 6)))

_PHRASE_WORDS = ["basalt", "oyster", "ferry", "lantern", "cactus", "tide", "barrel", "windlion",
                 "peanut", "sorghum", "granite", "egret", "lighthouse", "kelp"]  # fmt: skip
_PHRASES = ["passphrase: {pw}", "the aikotoba is {pw}", "合言葉は {pw}",
            "vault passphrase → {pw}", "Keong: the passphrase is {pw} lah",
            "密語：{pw}"]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-"]).join(g.sample(_PHRASE_WORDS, 4))


_phrases = _make_family("passphrase", _PHRASES, _phrase)

_PLAN: list[tuple[Callable[[random.Random, int], list[Sample]], int]] = [
    (_said, 50), (_logins, 25), (_spelled, 20), (_cli, 30), (_configs, 30), (_vendors, 40),
    (_bare, 10), (_jwts, 10), (_headers, 12), (_conns, 15), (_pems, 8), (_wifi, 20),
    (_seeds, 12), (_cards, 15), (_cvvs, 6), (_ibans, 12), (_ids, 15), (_backups, 10),
    (_totps, 8), (_otps, 15), (_pins, 15), (_phrases, 12),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family(rng, n)
    return out


_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the kiosk admin password is", "{s}", _pw),
    ("split_password", "密碼：", "{s}", _pw),
    ("split_password", "bi̍t-bé sī", "{s}, m̄-thang kā lâng kóng", _pw),
    ("split_password", "mima shi", "{s}", _pw),
    ("split_password", "パスワードは", "{s}", _pw),
    ("split_password", "Keong: the pw is", "{s} lah", _pw),
    ("split_password", "Magong guesthouse router password", "{s}", _pw),
    ("split_password", "阮兜 wifi 密碼是", "{s}", _pw),
    ("split_password", "NAS passwd =", "{s}", _pw),
    ("split_password", "新密碼改成", "{s}", _pw),
    ("split_token", "HaikoPay secret key", "{s}", _j("hkp_live_", (ALNUM, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "助記詞", "{s}", lambda g: _seed(g, "chinese_traditional")),
    ("split_card", "信用卡卡號", "{s} 有效期 08/35", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MN"))),
    ("split_backup", "備用碼", "{s}\n4821-7730\n9914-2087", lambda g: v.backup_codes(g, 1, 1)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_id", "統編", "{s}", _ubn),
    ("split_pin", "門禁密碼", "{s}#", _j((D, 6))),
    ("split_phrase", "passphrase", "{s}", _phrase),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLIT]


def _one_code(g: random.Random) -> str:
    return v.backup_codes(g, 1, 1)[0]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"kiosk": {"host": "tix", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"密碼": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "bunhui", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"パスワード": "{s}"}': ("meta_password", _plain_pw),
    '{"argv": ["hdbsql", "-u", "SYSTEM", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "阮兜 wifi 密碼是 {s}"}': ("meta_password", _plain_pw),
    '{"bit_be": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "Keong says the router password is {s} lah"}': ("meta_password", _plain_pw),
    '{"haikopay": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"every8dToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"oysterTrackKey": "{s}"}': ("meta_token", _j("ost_", (ALNUM, 36))),
    '{"payment": {"card_number": "{s}"}}': ("meta_card", lambda g: v.card(g, "jcb")),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LY")),
    '{"company": {"ubn": "{s}"}}': ("meta_id", _ubn),
    '{"mfa": {"backup_codes": ["{s}", "7731-2290"]}}': ("meta_otp", _one_code),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", lambda g: _seed(g, "english")),
    '{"totp": {"secret": "{s}"}}': ("meta_key", lambda g: v.totp_secret(g, spaced=False)),
    '{"barrel_store": {"door_pin": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Kimhong-Lieyu-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"kiosk: add Lieyu ferry timetable", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"tide: revert gauge offset", usedforsecurity=False).hexdigest()[:9]
_WHEEL = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_IMAGE = hashlib.sha256(b"registry.kimhong.lan/kiosk:3.4").hexdigest()

CLEAN = [
    "Remind me to change the kiosk password after the ferry timetable update on 2032-07-01.",
    "Keong asked for the guesthouse wifi password; it's on the card at the front desk.",
    "Policy: Kimhong passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into the LINE group; share a vault link instead.",
    "`HAIKOPAY_SECRET_KEY=replace-me` in .env.example is a placeholder.",
    "密碼不要貼在群組裡，請用密碼管理器。",
    "毋通共密碼講予別人知。",
    "bi̍t-bé m̄-thang kā lâng kóng.",
    "mima buyao gen bieren shuo.",
    "パスワードは誰にも教えないでね。",
    "Don't anyhow share your password ah, Keong.",
    "Password must have 14 characters lah, system very strict one.",
    "The Lieyu ferry leaves Shuitou at 07:30, 08:00 and every half hour until 21:00.",
    "Ticket for the Magong flight: booking ref KH3Q9P, seat 14A, NT$2,180.",
    "Order #20320611-0042: 24 boxes of gongtang, NT$9,600, ships Thursday.",
    "Call the Jincheng shop on 082-325-117 before noon.",
    "The guesthouse front desk number is 06-926-1185.",
    f"commit {_COMMIT} adds the Lieyu ferry timetable.",
    f"Rolled back to {_SHORT} after the gauge offset broke the tide chart.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL}",
    f"The kiosk image is registry.kimhong.lan/kiosk@sha256:{_IMAGE}.",
    "Upgraded the kiosk from 3.3.2 to 3.4.0 and Python to 3.11.9.",
    "Request id 3f2a7c10-9b4e-4d21-8e6a-5c0b1d9f7a32 is the slow one in the logs.",
    "統編查詢請到財政部網站，不要傳到群組。",
    "驗證碼五分鐘內有效，過期請重新發送。",
    "The OTP didn't come, Keong says his phone is on airplane mode.",
    "Two-factor is on for every staff account since March.",
    "The PIN pad at the basalt shop is broken again.",
    "門禁卡遺失請找阿輝補辦。",
    "The tide at Lieyu peaks at 1.8 m around 14:20 tomorrow.",
    "Kaoliang barrel 58 holds 600 litres, aged since 2019.",
    "The wind lion god at Shanhou faces north-east.",
    "The passphrase must have at least four words, Keong.",
    "A-má forgot her ATM PIN again; the bank will mail a new one.",
    "Typhoon warning: the Penghu ferry is cancelled on Friday.",
    "The recovery phrase is on paper in the safe, not on any computer.",
    "No wallet support will ever ask for your seed words.",
    "My card ending 4417 was declined at the Magong night market.",
    "The supplier in Ulaanbaatar wants the IBAN on the invoice without spaces.",
    "The API key page moved under Settings › Developers in HaikoPay's June release.",
    "SMS quota: 4,800 of 5,000 messages used this month.",
    "The door code changed last week, ask Bunhui.",
    "token budget: 8000 per call for the tide bot",
    "The kiosk password reset link expires in 30 minutes.",
    "密碼錯誤三次會鎖定帳號二十分鐘。",
    "Guest room 302 checks out at 11:00; room 305 at 12:00.",
    "Container TGHU 3381927 with the basalt tiles is at Kaohsiung port.",
    "Invoice INV-2032-0518, NT$48,300, due 2032-06-30.",
    "ISBN 978-957-13-6210-4 is the Kinmen history book at the guesthouse.",
    "The guest wifi 'Magong Minsu Free' is open, no password needed.",
    "Oyster harvest: 320 kg on Tuesday, 280 kg on Wednesday.",
    "Ferry ticket 0042917 was refunded, NT$60.",
    "Version 2.7.1 of the booking app fixed the date bug.",
    "Keong's flight SQ878 lands at 18:45 in Taoyuan.",
    "Can or not we move the meeting to 3pm lah?",
    "anshō bangō wo wasureta, says A-kong, so the bank is sending a new card.",
    "The secret of good gongtang is slow roasting the peanuts.",
    "Generate the token in the HaikoPay dashboard, then paste it into the vault.",
    "The backup codes were printed and locked in the office safe.",
    "Gate opens at 06:00, the barrel store at 08:30.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kimhong/kiosk", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 417}}',
    f'{{"sha256": "{_WHEEL}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "KT-3381", "order": "20320611-0042"}',
    '{"phone": "082-325-117", "city": "Jincheng"}',
    '{"mfa_enabled": true, "backup_codes_left": 7}',
    '{"ferry": {"route": "Shuitou-Jiugong", "departs": "07:30", "fare_twd": 60}}',
    '{"barrel": 58, "litres": 600, "aged_since": 2019}',
    '{"booking_ref": "KH3Q9P", "seat": "14A"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
