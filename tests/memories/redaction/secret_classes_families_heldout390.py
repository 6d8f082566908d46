# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-ninetieth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-eighty-ninth's
docstring, the fifth to three-hundred-and-eighty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (391, 392, 393), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (390_418_763), password words (a thing
of the steppe, a number and a sign, `Saiga47!`; dot-joined words with a year, `ilek.zhusan.2031`;
leet `Kh40m1t`; a name, a year and a town; dashed generator groups; random runs).

The fictional company is Ilek Dala Snab LLP, a supplier of crusher liners,
pump parts and conveyor belts to the chrome and copper pits around Khromtau, with an office on an
invented street in Aktobe, a spare-parts store at the rail depot in Kandyagash and a side business
selling feed to farms on the steppe near Martuk and Alga. Staff: Yerlan Sadykov (IT), Ainur
Zhaksylykova (accounts), Dauren and Aigerim at the depot, Sergei Petrenko and Olga at the Khromtau
store, the farmers Bakhyt-aga and Zhanar; the Turkish partner Mehmet Yildiz and Zeynep at an
invented crusher maker in Kayseri; and the equipment supplier Wang Lei and Chen Jing at an invented
works in Xuzhou. Every company, person, address, domain (`ileksnab.lan`, `ilek-dala.example`),
account and number is invented; only the region is real. Texts: chats, tickets, notes, runbooks,
shell prompts, config and env files, voice-note transcripts and requests to the assistant;
separators: a colon, `=`, `→`, `->`, `/`, `|`, `—`, `мынау`, `болды`, `boldy`, `是`, `shi`, `为`,
a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 389, grep -l): none for Ақтөбе, Aqtöbe, Xuzhou, XCMG, Zoomlion and `кіру
коды`; one for Aktobe, Kandyagash, Khromtau, Martuk, `kilit kodu`, Zapier, FusionAuth and Unkey;
two to five for `qūpia`, `qupiasöz`, `kouling`, `pasvort`, Kayseri, Kinde, Resend, `rubygems_`,
`tfp_`, `CFPAT-`; common are `пароль` (145), `密码` (110), `şifre` (61), `sshpass` (212) and
`ipmitool` (141), so other wordings and tools lead (`құпия сөзі`, `登录口令`, `пасс от`). Languages:
about half English or config and shell; the rest Kazakh in Cyrillic (`құпия сөзі мынау`, `жаңа
пароль … болды`) and in the 2021 Latin alphabet (`qūpiasöz`, `jaña paról … boldy`, `esik kody`
written with a dotless i), Russian as it is texted in Kazakhstan (`пасс от вайфая`, `скинь пароль`,
`логин/пароль`, mixed with Kazakh words), the Turkish of the Kayseri partner (`şifresi`, `kilit
kodu`) and the Mandarin of the Xuzhou supplier in characters and in pinyin without tones (`登录口令`,
`mima shi`). The Kazakh Latin spellings, the Russian-Kazakh mixing and the toneless pinyin are my
guesses at how people text. Vendors, mostly invented or little used: Kinde, Unkey, Resend,
FusionAuth, Zapier, RubyGems, Typeform, Contentful, Pulumi, Netlify, Tailscale, Postman, Groq,
Replicate, Brevo, Docker Hub, Alibaba and Tencent key ids, Kaspi Pay (as a merchant key),
SteppeRail (invented), Khrom Assay (invented), QaraGIS (invented), TulparTrack (invented), Elek ERP
(invented), DalaFeed (invented), plus GitHub, GitLab, Slack, Stripe, Hugging Face, OpenAI and
Anthropic shapes. Ids: Türkiye's T.C. Kimlik No and VKN (`stdnum.tr`), China's resident id and
unified social credit code (`stdnum.cn`), Russia's INN and OGRN (`stdnum.ru`; python-stdnum has no
Kazakh IIN or BIN module, so none is planted), each drawn until its module validates it; IBANs of
Kazakhstan, Türkiye, Azerbaijan, Georgia and Belarus (checked with `stdnum.iban`); seed phrases
from `mnemonic`'s English, Russian and Simplified Chinese lists, each drawn until `Mnemonic.check`
passes (its Turkish list fails that check); cards pass Luhn (Visa, Mastercard, UnionPay, Troy and
Mir prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import hashlib
import json
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.tr import tckimlik as tr_tckimlik
from stdnum.tr import vkn as tr_vkn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 390_418_763
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

_STEPPE = ["Saiga", "Tulpar", "Zhusan", "Kumys", "Baursak", "Kokpar", "Ilek", "Shalkar", "Dala",
           "Burkit", "Kiyiz", "Dombra", "Shubat", "Sarysu", "Khrom", "Mys", "Temir",
           "Emba"]  # fmt: skip
_DEPOT = ["Liner", "Bogie", "Shunter", "Coupler", "Rotor", "Impeller", "Conveyor", "Mantle",
          "Hopper", "Sleeper", "Tanker", "Gondola"]  # fmt: skip
_TOWNS = ["Aktobe", "Khromtau", "Kandyagash", "Alga", "Martuk", "Shalkar", "Kargaly", "Emba",
          "Bayganin", "Kayseri", "Xuzhou"]  # fmt: skip
_NAMES = ["Yerlan", "Ainur", "Dauren", "Aigerim", "Sergei", "Olga", "Bakhyt", "Zhanar", "Mehmet",
          "Zeynep", "WangLei", "ChenJing", "Madina", "Nurlan"]  # fmt: skip
_LEET = ["Kh40m1t", "S41g4", "Tulp4r", "Zhu54n", "B4ur54k", "K0kp4r", "D0mbr4", "T3m1r"]
_SYMBOLS = "!#$%&*?@+=^~"


def _gen_groups(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_STEPPE)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_STEPPE)}{g.choice(_DEPOT)}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_STEPPE, 2)) + f".{g.randrange(2024, 2036)}",
    lambda g: g.choice(_LEET) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1965, 2012)}{g.choice(_TOWNS)}",
    _gen_groups,
    lambda g: _r(g, ALNUM + "!%&?#", 16),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_DEPOT).upper()}_{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 13) + str(g.randrange(10, 100)),
]


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    plain = set(ALNUM + "._-")
    return v.until(rng, _pw, lambda value: set(value) <= plain)


def _family(cls: str, templates: list[str], make: Maker) -> Taker:
    """``n`` samples: each template (cycled) with a fresh value in place of ``{pw}``."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = make(rng)
            out.append(Sample(cls, template.replace("{pw}", secret), secret))
        return out

    return take


_SAID = [
    "Ticket ILK-2217: reset the Khromtau store PC. New password: {pw}",
    "The admin password for the depot NAS is {pw}",
    "Kandyagash depot router password = {pw}",
    "1C server password → {pw}",
    "password for the weighbridge terminal -> {pw}",
    "Metso liner portal | password | {pw}",
    "Accounts laptop / password / {pw}",
    "Password for Ainur's mailbox:\n{pw}",
    "What's the password for the Martuk feed shed PC?\nYerlan: {pw}",
    "{pw} — that's the new password for the camera recorder at Alga.",
    "Type {pw}; that's the admin password on the Xuzhou crusher panel.",
    "pwd: {pw}",
    "The Elek ERP password was changed to {pw} this morning.",
    "Note to self: SCADA HMI password is `{pw}`",
    "new password (depot tablet): {pw}",
    "Please remember the password for the Kayseri portal: {pw}",
    "Қойма компьютерінің құпия сөзі мынау: {pw}",
    "Жаңа пароль {pw} болды, ешкімге айтпа.",
    "Бухгалтерия поштасының құпия сөзі — {pw}",
    "Құпия сөз: {pw}",
    "Qoima kompiuterınıñ qūpiasözı: {pw}",
    "Jaña paról {pw} boldy, eşkımge aitpa.",
    "Poştanyñ qūpia sözı → {pw}",
    "Ainur, qūpiasöz mynau: {pw}",
    "Пароль от 1С: {pw}",
    "скинь пароль от кассы плиз\n— {pw}",
    "пасс от ноута в депо {pw}",
    "пароль поменяла, теперь {pw}",
    "Серёжа, пароль на весовой компьютер — {pw}, жаным",
    "Portal şifresi: {pw}",
    "Bayi panelinin parolası {pw}",
    "Yeni şifre → {pw}",
    "Mehmet Bey, sunucunun şifresi {pw} olarak değişti.",
    "登录口令为 {pw}",
    "破碎机控制面板的密码是：{pw}",
    "新密码：{pw}",
    "Wang Lei: denglu mima shi {pw}",
    "mima gai le, xin de shi {pw}",
    "Olga: the Khromtau store tablet password is now {pw}",
    "remember: password for the ore assay PC is {pw}",
    "Password of the depot wifi printer: {pw}",
    "Yerlan said the mail server password is {pw}",
]  # fmt: skip

_LOGINS = [
    "login: dauren / {pw}",
    "creds aigerim:{pw}",
    "Kaspi business cabinet — user ilek_buh, password {pw}",
    "Sign in as olga.p with {pw}",
    "admin / {pw}",
    "root:{pw}",
    "yerlan@ileksnab.lan:{pw}",
    "u=depot p={pw}",
    "| store-khromtau | sergei | {pw} |",
    "Логин/пароль: buh2 / {pw}",
    "логин ainur, пароль {pw}",
    "Пайдаланушы аты: madina, құпия сөз: {pw}",
    "Paidalanuşy aty: nurlan, qūpiasöz: {pw}",
    "Kullanıcı adı: ilekdala, şifre: {pw}",
    "用户名：ilek_depot 密码：{pw}",
    "yonghuming ilek02, mima {pw}",
    "The creds for the weighbridge are operator and {pw}",
    "login zhanar and {pw}",
    "Elek ERP › Users › bakhyt: {pw}",
    "user: scada\npassword: {pw}",
]  # fmt: skip

_SPELLED_WORDS = ["saiga", "tulpar", "zhusan", "kumys", "baursak", "dombra", "burkit", "shubat"]
_SPELLED = [
    "The password is the word {w} followed by {d}",
    "It's {W} with a capital first letter and {d} at the end",
    "Құпия сөз: {w} деген сөз, содан кейін {d}",
    "Qūpiasöz: {w} degen söz, sodan keiın {d}",
    "Пароль — слово {w}, потом цифры {d}",
    "Şifre {w} kelimesi, sonra {d}",
    "密码是拼音 {w} 后面加 {d}",
    "the name of our dog, {W}, followed by {d}",
    "type {w}, then {d}; that's the admin password",
    "{w}{d}, that's what I set for the depot router",
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        w, d = rng.choice(_SPELLED_WORDS), str(rng.randrange(100, 10_000))
        text = template.replace("{w}", w).replace("{W}", w.capitalize()).replace("{d}", d)
        if "{w}{d}" in template:
            secret = w + d
        elif "{W}" in template:
            secret = w.capitalize()
        else:
            secret = w
        out.append(Sample("spelled_password", text, secret if secret in text else d))
    return out


_CLI = [
    "$ sshpass -p '{pw}' ssh ops@depot-gw.ileksnab.lan",
    "mysql -u ilek -p{pw} -h 10.40.2.7 feed_orders",
    "redis-cli -h cache.ileksnab.lan -a {pw} ping",
    "docker login registry.ilek-dala.example -u ci -p {pw}",
    "htpasswd -b /etc/nginx/.htpasswd depot {pw}",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/depot",
    "smbclient //fs01/buh -U ainur%{pw}",
    "echo '{pw}' | docker login -u ci --password-stdin registry.ileksnab.lan",
    "printf '%s\\n' '{pw}' | sudo -S systemctl restart scada",
    "mosquitto_pub -h mqtt.ileksnab.lan -u sensor -P {pw} -t belt/3 -m on",
    "zip -P {pw} payroll-2031.zip payroll.xlsx",
    "7z a -p{pw} scans.7z ./scans",
    "openssl enc -aes-256-cbc -in tariffs.csv -out tariffs.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c contracts.tar",
    "xfreerdp /v:10.40.1.20 /u:buh /p:{pw}",
    "net use Z: \\\\fs01\\store {pw} /user:ILEK\\olga",
    "sqlplus depot/{pw}@orcl",
    "lftp -u feeds,{pw} ftp.dalafeed.example",
    "rabbitmqctl add_user tulpar {pw}",
    "sqlcmd -S 10.40.2.9 -U sa -P {pw} -Q \"select 1\"",
    "ldapsearch -x -D cn=admin,dc=ileksnab,dc=lan -w {pw}",
    "keytool -importcert -keystore depot.jks -storepass {pw} -file ca.crt",
    "psql \"host=db1 user=ilek password={pw} dbname=stock\"",
    "plink -ssh ops@10.40.1.5 -pw {pw}",
    "curl -u yerlan:{pw} https://nexus.ileksnab.lan/repository/",
    "mongosh --username ops --password {pw} mongodb://10.40.2.11",
    "kinit yerlan <<< '{pw}'",
    "ipmitool -I lanplus -H 10.40.9.2 -U ADMIN -P {pw} power status",
    "restic -r /mnt/backup --password-command 'echo {pw}' snapshots",
    "echo {pw} | passwd --stdin depot",
    "cqlsh 10.40.2.15 -u cassandra -p {pw}",
    "bw unlock {pw}",
    "twine upload -u ilek -p {pw} dist/*",
    "oc login https://api.ilek-dala.example:6443 -u dev -p {pw}",
]  # fmt: skip

_URLS = [
    "DATABASE_URL=postgres://stock:{pw}@db1.ileksnab.lan:5432/stock",
    "mysql://feed:{pw}@10.40.2.7/orders",
    "amqp://tulpar:{pw}@mq.ileksnab.lan:5672/",
    "redis://:{pw}@cache.ileksnab.lan:6379/0",
    "ftp://scans:{pw}@nas.ileksnab.lan/inbox",
    "https://olga:{pw}@wiki.ileksnab.lan/depot",
    "mongodb+srv://ops:{pw}@cluster0.ilek-dala.example/stock",
    "smtp://noreply:{pw}@mail.ileksnab.lan:587",
    "socks5://depot:{pw}@:1080",
    "Connection string: Server=10.40.2.9;User Id=sa;Password={pw};",
    "jdbc:postgresql://db1/stock?user=erp&password={pw}",
    "git clone https://ci:{pw}@git.ileksnab.lan/ilek/depot.git",
]  # fmt: skip


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": _r(g, D, 6), "iss": "ileksnab.lan", "exp": g.randrange(2 * 10**9)})
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_VENDORS = [
    ("GitHub token: {pw}", _j("ghp_", (ALNUM, 36))),
    ("GITLAB_TOKEN={pw}", _j("glpat-", (URLSAFE, 20))),
    ("slack bot token {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe: {pw}", _j("sk_live_", (ALNUM, 48))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic key {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("Kinde client secret: {pw}", _j((ALNUM, 48))),
    ("Unkey root key {pw}", _j("unkey_", (ALNUM, 24))),
    ("RESEND_API_KEY={pw}", _j("re_", (ALNUM, 8), "_", (ALNUM, 24))),
    ("FusionAuth API key: {pw}", _j((URLSAFE, 44))),
    ("rubygems key {pw}", _j("rubygems_", (HEX, 48))),
    ("Typeform token {pw}", _j("tfp_", (ALNUM, 44), "_", (ALNUM, 14))),
    ("CONTENTFUL_TOKEN={pw}", _j("CFPAT-", (URLSAFE, 43))),
    ("PULUMI_ACCESS_TOKEN={pw}", _j("pul-", (HEX, 40))),
    ("NETLIFY_AUTH_TOKEN={pw}", _j("nfp_", (ALNUM, 36))),
    ("Postman key {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("replicate: {pw}", _j("r8_", (ALNUM, 37))),
    ("Brevo api key {pw}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("DOCKERHUB_TOKEN={pw}", _j("dckr_pat_", (URLSAFE, 27))),
    ("aliyun AccessKey ID {pw}", _j("LTAI", (ALNUM, 20))),
    ("Tencent SecretId: {pw}", _j("AKID", (ALNUM, 32))),
    ("tailscale auth key {pw}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 30))),
    ("AWS_SECRET_ACCESS_KEY={pw}", _j((B64, 40))),
    ("SteppeRail API key: {pw}", _j((HEX, 40))),
    ("Khrom Assay API кілті: {pw}", lambda g: v.uuid4(g, "b")),
    ("QaraGIS API kılti → {pw}", _j((HEX, 32))),
    ("TulparTrack integration broken, current key {pw}", _j((ALNUM, 32))),
    ("Integrations › Elek ERP: {pw}", _j((HEX, 48))),
    ("DalaFeed API ключ: {pw}", _j((ALNUM, 40))),
    ("Kaspi Pay merchant secret key: {pw}", _j((HEX, 64))),
    ("Zapier hook: https://hooks.zapier.com/hooks/catch/{pw}/", _j((D, 7), "/", (LOWER_DIGITS, 6))),
    ("破碎机云平台 API 密钥：{pw}", _j((ALNUM, 32))),
    ("Xuzhou cloud API key (api miyao): {pw}", _j((HEX, 32))),
    ("Kayseri bayi API anahtarı: {pw}", _j((ALNUM, 36))),
    ("STEPPERAIL_SECRET={pw}", _j((ALNUM, 44))),
    ("Authorization: Bearer {pw}", _j((URLSAFE, 40))),
    ("SENDGRID_API_KEY={pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("telegram bot token {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("npm token {pw}", _j("npm_", (ALNUM, 36))),
    ("Google maps key {pw}", _j("AIza", (URLSAFE, 35))),
    ("TWILIO_API_SECRET={pw}", _j((ALNUM, 32))),
    ("jwt for the depot API: {pw}", _jwt),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in _VENDORS[:n]:
        secret = make(rng)
        out.append(Sample("vendor_token", template.replace("{pw}", secret), secret))
    return out


_BARE = [
    "{pw}",
    "here, it only shows it once:\n{pw}",
    "Yerlan: {pw}",
    "мынау: {pw}",
    "copy this before it expires {pw}",
    "şunu kullan: {pw}",
    "复制这个：{pw}",
    "token from the SteppeRail page: {pw}",
]  # fmt: skip
_HEXES = [
    "ENCRYPTION_KEY={pw}",
    "master key: {pw}",
    "AES key for the depot backups → {pw}",
    "shifrlau kılti: {pw}",
    "шифрлау кілті: {pw}",
    "ключ шифрования {pw}",
    "şifreleme anahtarı: {pw}",
    "加密密钥：{pw}",
    "HMAC secret {pw}",
    "{pw}",
]  # fmt: skip
_JWTS = [
    "Authorization: Bearer {pw}",
    "session cookie: {pw}",
    "id_token={pw}",
    "токен: {pw}",
    "jwt {pw}",
    "Depot API token:\n{pw}",
    "erişim belirteci: {pw}",
    "令牌 {pw}",
]  # fmt: skip


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = "\n".join(_r(g, B64, 64) for _ in range(g.randrange(3, 7)))
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


_PEMS = [
    "depot-gw key:\n{pw}",
    "{pw}",
    "Мына кілтті серверге сал:\n{pw}",
    "sunucu anahtarı:\n{pw}",
    "私钥如下\n{pw}",
    "deploy key (do not commit)\n{pw}",
]  # fmt: skip

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "chinese_simplified")}


def _seed_of(lang: str, words: int) -> Maker:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]

    def draw(g: random.Random) -> str:
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    def make(g: random.Random) -> str:
        return v.until(g, draw, _MNEMO[lang].check)

    return make


_SEEDS = [
    ("Tonkeeper recovery phrase: {pw}", "english", 24),
    ("seed words for the USDT wallet\n{pw}", "english", 12),
    ("Әмиянның қалпына келтіру сөздері: {pw}", "english", 12),
    ("Ämiannyñ seed sözderı: {pw}", "english", 15),
    ("сид-фраза: {pw}", "russian", 12),
    ("мнемоника {pw}", "russian", 24),
    ("kurtarma kelimeleri: {pw}", "english", 12),
    ("cüzdan seed: {pw}", "english", 18),
    ("助记词：{pw}", "chinese_simplified", 12),
    ("zhujici {pw}", "chinese_simplified", 12),
    ("backup phrase (Trust Wallet): {pw}", "english", 18),
    ("{pw}", "english", 12),
]  # fmt: skip


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, lang, words in _SEEDS[:n]:
        secret = _seed_of(lang, words)(rng)
        out.append(Sample("seed_phrase", template.replace("{pw}", secret), secret))
    return out


_CARD_PREFIXES = {"visa": "4", "mastercard": "53", "unionpay": "62", "troy": "9792", "mir": "2200"}


def _card(g: random.Random, brand: str) -> str:
    body = _CARD_PREFIXES[brand] + _r(g, D, 15 - len(_CARD_PREFIXES[brand]))
    return body + luhn.calc_check_digit(body)


def _card_shown(g: random.Random) -> str:
    number = _card(g, g.choice(list(_CARD_PREFIXES)))
    return v.grouped(number, g.choice([" ", "-", "", " "]), g)


_CARDS = [
    "card: {pw} exp 09/33",
    "Корпоративная карта {pw}, срок 11/32",
    "Компания картасы: {pw}",
    "Kompania kartasy {pw}",
    "kart numarası {pw}",
    "卡号 {pw}",
    "pay the liner invoice with {pw}",
    "Kaspi Gold {pw}",
    "the fuel card is {pw}",
    "kaska karta nomeri: {pw}",
    "{pw} 04/31",
    "Card number → {pw}",
]  # fmt: skip
_CVVS = [
    "security code on the back: {pw}",
    "CVV {pw}",
    "the three digits on the back are {pw}",
    "CVC-код: {pw}",
    "güvenlik kodu {pw}",
    "安全码 {pw}",
]  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    shapes = {"KZ": "nnn" + "c" * 13, "TR": "nnnnn0" + "n" * 16, "AZ": "aaaa" + "n" * 20,
              "GE": "aa" + "n" * 16, "BY": "aaaa" + "nnnn" + "n" * 16}  # fmt: skip
    return v.iban_shaped(g, country, shapes)


def _iban_shown(g: random.Random) -> str:
    number = _iban(g, g.choice(["KZ", "KZ", "TR", "AZ", "GE", "BY"]))
    return v.iban_spaced(number) if g.random() < 0.5 else number


_IBANS = [
    "IBAN: {pw}",
    "Төлем шоты (ЖСК): {pw}",
    "Esep şot IBAN {pw}",
    "ИИК {pw}",
    "Счёт для оплаты: {pw}",
    "IBAN numaramız {pw}",
    "账户 IBAN：{pw}",
    "pay the feed invoice to {pw}",
    "bank details — {pw}",
    "Mehmet's IBAN is {pw}",
    "Zhanar: akshany {pw} şotyna salyñyz",
    "new account {pw}",
]  # fmt: skip


def _tckimlik(g: random.Random) -> str:
    body = str(g.randrange(1, 10)) + _r(g, D, 8)
    return body + tr_tckimlik.calc_check_digits(body)


def _vkn(g: random.Random) -> str:
    body = _r(g, D, 9)
    return body + tr_vkn.calc_check_digit(body)


def _ric_drawn(g: random.Random) -> str:
    region = g.choice(["320302", "320303", "320311", "320381", "320382", "320321", "320324"])
    birth = f"{g.randrange(1965, 2002)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    body = region + birth + _r(g, D, 3)
    return body + cn_ric.calc_check_digit(body + "0")


def _ric(g: random.Random) -> str:
    return v.until(g, _ric_drawn, cn_ric.is_valid)


def _uscc(g: random.Random) -> str:
    body = "91320300" + _r(g, "0123456789ABCDEFGHJKLMNPQRTUWXY", 9)
    return body + cn_uscc.calc_check_digit(body)


def _inn(g: random.Random) -> str:
    body = _r(g, D, 10)
    return body + ru_inn.calc_personal_check_digits(body)


def _ogrn(g: random.Random) -> str:
    body = "1" + _r(g, D, 11)
    return body + ru_ogrn.calc_check_digit(body + "0")


_NATIONAL = [
    ("T.C. Kimlik No: {pw}", _tckimlik),
    ("TC kimlik numaram {pw}", _tckimlik),
    ("Mehmet's national id (TCKN) {pw}", _tckimlik),
    ("Vergi Kimlik No (VKN): {pw}", _vkn),
    ("Kayseri firm's tax id: {pw}", _vkn),
    ("身份证号：{pw}", _ric),
    ("Wang Lei shenfenzheng hao {pw}", _ric),
    ("Chen Jing's resident id card number is {pw}", _ric),
    ("统一社会信用代码：{pw}", _uscc),
    ("Xuzhou works USCC {pw}", _uscc),
    ("ИНН физлица: {pw}", _inn),
    ("ИНН Сергея {pw}", _inn),
    ("Russian INN of the Orsk forwarder's director: {pw}", _inn),
    ("ОГРН: {pw}", _ogrn),
    ("OGRN of the Orenburg buyer {pw}", _ogrn),
    ("Türk ortağın kimlik numarası → {pw}", _tckimlik),
    ("Зейнептің жеке куәлік нөмірі (TCKN): {pw}", _tckimlik),
    ("tax id (VKN) | {pw}", _vkn),
    ("passport copy says ID {pw} (China resident id)", _ric),
    ("ИНН: {pw}", _inn),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in _NATIONAL[:n]:
        secret = make(rng)
        out.append(Sample("national_id", template.replace("{pw}", secret), secret))
    return out


def _backup_list(g: random.Random, n: int) -> str:
    style = g.randrange(3)
    codes = v.backup_codes(g, n, style)
    return g.choice(["\n", ", ", " "]).join(codes)


_BACKUPS = [
    "GitHub recovery codes:\n{pw}",
    "2FA backup codes for the Kaspi business account: {pw}",
    "Қосымша кодтар (2FA): {pw}",
    "Rezervtık kodtar: {pw}",
    "Резервные коды Google: {pw}",
    "yedek kodlar: {pw}",
    "备用验证码：{pw}",
    "backup codes for yerlan@ileksnab.lan\n{pw}",
]  # fmt: skip
_TOTP = [
    "TOTP secret: {pw}",
    "2FA setup key {pw}",
    "otpauth://totp/Ilek:yerlan?secret={pw}&issuer=Ilek",
    "can't scan the QR code, manual key is {pw}",
    "2FA кілті: {pw}",
    "iki adımlı doğrulama anahtarı {pw}",
    "两步验证密钥：{pw}",
    "authenticator seed → {pw}",
]  # fmt: skip
_CODES = [
    "Your Kaspi code: {pw}",
    "{pw} is your verification code",
    "Растау коды: {pw}",
    "Rastau kody {pw}",
    "Код подтверждения {pw}, никому не сообщайте",
    "Doğrulama kodunuz: {pw}",
    "【徐工云】验证码：{pw}",
    "Use {pw} to sign in",
    "one-time code {pw}",
    "eGov SMS kod: {pw}",
]  # fmt: skip


def _otp(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 6, 6, 6]))


_WIFI = [
    "wifi Ilek Depot 5G / {pw}",
    "Network: Kandyagash-Store / {pw}",
    "WIFI:T:WPA;S:IlekOffice;P:{pw};;",
    "Wi-Fi құпия сөзі: {pw}",
    "Wi-Fi qūpiasözı → {pw}",
    "пасс от вайфая в депо {pw}",
    "wifi şifresi: {pw}",
    "WiFi密码：{pw}",
    "wifi mima {pw}",
    "WPA key for Martuk-Farm-AP: {pw}",
    "ssid,psk\nIlek-Guest2,{pw}",
    "wifi password?\nDauren: {pw}",
    "network (Khromtau-Store-2G) uses {pw}",
    "psk={pw}",
    "{pw} — that's the wifi password at the Alga shed",
    "Wi-Fi кілті: {pw}",
]  # fmt: skip


def _wifi_key(g: random.Random) -> str:
    return g.choice([_plain_pw, lambda h: _r(h, LOWER_DIGITS, 12), lambda h: _r(h, ALNUM, 10)])(g)


_LOCKS = [
    "door code for the depot store is {pw}#",
    "The alarm code is {pw}.",
    "Есік коды: {pw}",
    "Esık kody {pw}",
    "код от ворот {pw}",
    "кодовый замок на складе {pw}",
    "kilit kodu {pw}",
    "门禁密码 {pw}",
    "SIM PIN {pw}",
    "PIN for the fuel card is {pw}",
    "Сейфтің коды — {pw}",
    "keypad code: {pw}",
    "padlock on the feed shed → {pw}",
    "карта PIN-коды {pw}",
]  # fmt: skip

_PHRASE_WORDS = ["steppe", "saiga", "eagle", "copper", "chrome", "wagon", "tulip", "wormwood",
                 "felt", "camel", "thunder", "river", "lantern", "harness", "barley",
                 "anvil"]  # fmt: skip
_PHRASES = [
    "passphrase: {pw}",
    "KeePass master passphrase is {pw}",
    "The vault passphrase → {pw}",
    "құпия фраза: {pw}",
    "парольная фраза {pw}",
    "parola cümlesi: {pw}",
    "SSH key passphrase = {pw}",
    "backup passphrase\n{pw}",
]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, 4))


_CONFIGS = [
    ".env:\nDB_USER=stock\nDB_PASSWORD={pw}",
    "config.yaml:\ndatabase:\n  user: erp\n  password: {pw}",
    "[mysql]\nuser = feed\npassword = {pw}",
    "appsettings.json: \"Password\": \"{pw}\"",
    "define('DB_PASSWORD', '{pw}');",
    "variable \"db_password\" {\n  default = \"{pw}\"\n}",
    "~/.pgpass:\ndb1.ileksnab.lan:5432:stock:erp:{pw}",
    "spring.datasource.password={pw}",
    "SMTP_PASS={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "wp-config.php: define( 'DB_PASSWORD', '{pw}' );",
    "<add key=\"ScadaPassword\" value=\"{pw}\" />",
    "ansible vars: depot_admin_pass: !unsafe '{pw}'",
    "redis.conf:\nrequirepass {pw}",
    "mosquitto passwd file — sensor:{pw}",
    "grafana.ini:\n[security]\nadmin_password = {pw}",
]  # fmt: skip

_CHATS = [
    "Dauren: depot pc password?\nAigerim: {pw}",
    "[08:14] olga: пароль от кассы?\n[08:15] yerlan: {pw}",
    "Aigerim: {pw} — бұл жаңа пароль",
    "Bakhyt-aga: {pw} dep qoidym, parol",
    "Zeynep: {pw} yeni şifre, kaydet",
    "陈静：{pw} 是新密码",
    "Sergei: use {pw}, that's what the scale PC has now",
    "Yerlan: ok, paról {pw} boldy",
    "Мадина: вот пароль {pw} только не теряй",
    "Wang Lei: xin mima {pw}",
]  # fmt: skip


def _spaced_token(g: random.Random) -> tuple[str, str]:
    raw = _r(g, ALNUM, 24)
    sep = g.choice([" ", "-", " · ", " | "])
    return raw, sep.join(raw[i : i + 4] for i in range(0, 24, 4))


_SPELLED_TOKENS = [
    "the SteppeRail key read out over the radio: {pw}",
    "Dauren dictated the token: {pw}",
    "API кілті (бөліп жаздым): {pw}",
    "ключ по частям: {pw}",
    "anahtar parça parça: {pw}",
    "密钥分段：{pw}",
    "token, in groups: {pw}",
    "key for Elek ERP {pw}",
]  # fmt: skip


def _spelled_tokens(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED_TOKENS, n):
        _raw, shown = _spaced_token(rng)
        out.append(Sample("spelled_token", template.replace("{pw}", shown), shown))
    return out


def _plan() -> list[tuple[Taker, int]]:
    return [
        (_family("labelled_password", _SAID, _pw), 66),
        (_family("login_pair", _LOGINS, _pw), 30),
        (_spelled, 12),
        (_family("cli_password", _CLI, _plain_pw), 34),
        (_family("url_credentials", _URLS, _plain_pw), 12),
        (_vendors, 44),
        (_family("bare_token", _BARE, _j((ALNUM, 40))), 8),
        (_family("hex_key", _HEXES, lambda g: _r(g, HEX, g.choice([32, 64]))), 10),
        (_family("jwt", _JWTS, _jwt), 8),
        (_family("pem_key", _PEMS, _pem), 6),
        (_seeds, 12),
        (_family("card", _CARDS, _card_shown), 12),
        (_family("card_code", _CVVS, lambda g: _r(g, D, g.choice([3, 3, 4]))), 6),
        (_family("iban", _IBANS, _iban_shown), 12),
        (_national, 20),
        (_family("backup_codes", _BACKUPS, lambda g: _backup_list(g, 6)), 8),
        (_family("totp_secret", _TOTP, lambda g: _r(g, BASE32, 32)), 8),
        (_family("one_time_code", _CODES, _otp), 10),
        (_family("wifi_key", _WIFI, _wifi_key), 16),
        (_family("pin_code", _LOCKS, lambda g: _r(g, D, g.choice([4, 5, 6]))), 14),
        (_family("passphrase", _PHRASES, _phrase), 8),
        (_family("config_file", _CONFIGS, _plain_pw), 16),
        (_family("chat_password", _CHATS, _pw), 10),
        (_spelled_tokens, 8),
    ]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _plan():
        out += take(rng, n)
    return out


# (class, first field, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the depot NAS password is", "{s}", _pw),
    ("split_password", "Қойма компьютерінің құпия сөзі:", "{s}\nешкімге берме", _pw),
    ("split_password", "Qūpiasöz", "{s} (jaña)", _pw),
    ("split_password", "пароль от 1С", "{s} если что", _pw),
    ("split_password", "Portal şifresi:", "{s}", _pw),
    ("split_password", "登录密码是", "{s}", _pw),
    ("split_password", "Kaspi cabinet password", "{s}\nchanged after the audit", _pw),
    ("split_password", "wifi password at Martuk:", "{s}", _wifi_key),
    ("split_password", "denglu mima", "{s}", _pw),
    ("split_password", "the password Dauren read over the radio was", "{s}, I think", _pw),
    ("split_token", "SteppeRail API key", "{s}", _j((HEX, 40))),
    ("split_token", "GitHub token:", "{s} (CI only)", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "Tonkeeper words", "{s}", _seed_of("english", 12)),
    ("split_card", "card number", "{s} exp 08/34", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_backup", "Google backup codes", "{s}", lambda g: _backup_list(g, 5)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "T.C. Kimlik No", "{s}", _tckimlik),
    ("split_pin", "Есік коды", "{s}#", _j((D, 5))),
    ("split_phrase", "KeePass passphrase", "{s}", _phrase),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


def _mir_card(g: random.Random) -> str:
    return v.grouped(_card(g, "mir"), " ", g)


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"nas": {"host": "nas.ileksnab.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"құпия_сөз": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "buh2", "пароль": "{s}"}}': ("meta_password", _plain_pw),
    '{"bayi": {"kullanici": "ilekdala", "sifre": "{s}"}}': ("meta_password", _plain_pw),
    '{"note": "破碎机面板的密码是 {s}"}': ("meta_password", _plain_pw),
    '{"argv": ["sshpass", "-p", "{s}", "ssh", "ops@depot-gw"]}': ("meta_password", _plain_pw),
    '{"transcript": "Qoima kompiuterınıñ qūpiasözı {s} boldy"}': ("meta_password", _plain_pw),
    '{"steppe_rail": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"github": {"token": "{s}"}}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"payment": {"card_number": "{s}", "exp": "10/33"}}': ("meta_card", _mir_card),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "TR")),
    '{"partner": {"tckn": "{s}"}}': ("meta_id", _tckimlik),
    '{"mfa": {"backup_codes": "{s}"}}': ("meta_otp", lambda g: ", ".join(v.backup_codes(g, 5, 1))),
    '{"wallet": {"seed_phrase": "{s}"}}': ("meta_seed", _seed_of("russian", 12)),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((HEX.upper(), 32))),
    '{"feed_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Ilek-Depot-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
    '{"totp": {"secret": "{s}"}}': ("meta_otp", _j((BASE32, 32))),
    '{"vault": {"passphrase": "{s}"}}': ("meta_phrase", _phrase),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for text, (cls, make) in _METADATA.items():
        secret = make(rng)
        filled = text.replace("{s}", json.dumps(secret)[1:-1])
        out.append(MetadataSample(cls, json.loads(filled), secret))
    return out


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"crusher-plc-fw-2.7.3.bin").hexdigest()
_COMMIT = hashlib.sha1(b"stock: add liner wear column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"feed: revert price rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"wagons_2031-10-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"assay-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the depot NAS password before the audit on 2031-11-14.",
    "Dauren asked for the depot wifi password; it's on the card in the store drawer.",
    "Policy: company passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into WhatsApp; send a vault link instead.",
    "Құпия сөзді ешкімге айтпаңыз.",
    "Qūpiasözdı eşkımge aitpañyz.",
    "Пароль никому не говори, даже мне.",
    "Şifrenizi kimseyle paylaşmayın.",
    "请不要把密码告诉任何人。",
    "bie ba mima gaosu bieren",
    "Құпия сөз кемінде 12 таңбадан тұруы керек.",
    "Пароль должен быть не короче 12 символов.",
    "Şifre en az 12 karakter olmalı.",
    "密码至少需要12位。",
    "The `.env.example` line `STEPPERAIL_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_QARAGIS_KEY> in the README with the key from the QaraGIS dashboard.",
    "Upgraded the crusher PLC firmware from 2.7.1 to 2.7.3 and pyserial to 3.5.",
    f"commit {_COMMIT} adds the liner wear column.",
    f"Rolled back to {_SHORT} after the feed price rounding broke the invoices.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The crusher PLC firmware 2.7.3 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of assay-export-2031.parquet: {_SHA512}",
    f"MD5 of wagons_2031-10-02.csv is {_MD5}, same as the copy on the share.",
    "Request id 3f9a21c7-8e4b-4d10-a2c5-71e0b9d4f6a3 is the slow one in the ERP logs.",
    "Purchase order PO-2031-00736 for 12 manganese liners ships from Xuzhou on Monday.",
    "Ticket ILK-2240: the Kandyagash store printer jams on A5 paper.",
    "Call the Aktobe office on +7 7132 55 04 18 before noon.",
    "Wagon 64-183-27 with the conveyor belts is at Kandyagash, track 4.",
    "Postcode 030000 is Aktobe; 031100 is Khromtau.",
    "Bill of lading XZ-KZ-2031-0119 covers 18 pallets of crusher parts.",
    "HS code 8474.90 is parts of crushing machinery; 4010.12 is conveyor belts.",
    "The Martuk farm is at 50.75 N, 56.50 E, about 100 km from Aktobe.",
    "Feed barley costs 95 000 tenge a tonne this week, oats 88 000.",
    "After five wrong passwords the ERP locks the account for 20 minutes.",
    "Ask Aigerim for the depot keypad code, I don't have it.",
    "Есіктің кодын Айгеримнен сұра, менде жоқ.",
    "Код от склада у Серёжи спроси, я не знаю.",
    "Kilit kodunu Zeynep biliyor, ona sor.",
    "My card ending 4417 was declined at the Alga hardware store.",
    "Card **** **** **** 2093 expires next month.",
    "The Kayseri partner wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Kaspi account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Kaspi will never ask for your SMS code by phone.",
    "Растау кодын ешкімге айтпаңыз, банк қызметкері де сұрамайды.",
    "Никому не сообщайте код из SMS.",
    "验证码5分钟内有效，请勿泄露。",
    "Keep `TULPARTRACK_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the feed shed freezes in January; spray it with WD-40.",
    "The guest wifi 'Ilek-Guest' is open, no password needed.",
    "Liner lot LN-2031-XZ-0412, 2.4 t, hardness 52 HRC.",
    "Train 6527 leaves Kandyagash at 04:35 and reaches Aktobe at 07:10.",
    "ISBN 978-601-7096-12-4 is the steppe grazing handbook on the shelf.",
    "Version 4.12.0 of the ERP client is out; install it by Friday.",
    "Tracking number 1Z 8W4 E17 03 6219 8842 is the Kayseri parcel.",
    "Wang Lei: xia zhou yi fa huo, dingdan hao PO-2031-00736.",
    "Жаңа пароль қою үшін Баптаулар › Қауіпсіздік бөліміне кіріңіз.",
    "Jaña paról qoiu üşın Baptaular › Qauıpsızdık bölımıne kırıñız.",
    "Şifre sıfırlama bağlantısı 30 dakika geçerli.",
    "The MAC address of the depot switch is 3c:52:82:1a:7f:09.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-10-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ilek/nas", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "ILK-2240", "purchase_order": "PO-2031-00736"}',
    '{"wagon": "64-183-27", "station": "Kandyagash", "track": 4}',
    '{"phone": "+7 7132 55 04 18", "city": "Aktobe", "postcode": "030000"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "liners_in_stock": 128}',
    '{"hs_code": "8474.90", "origin": "CN", "description": "crusher parts"}',
    '{"card_last4": "4417", "iban_masked": "KZ** **** **** **** 1234"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
