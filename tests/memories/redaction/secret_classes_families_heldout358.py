# ruff: noqa: RUF001, RUF002  (letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-fifty-eighth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-fifty-seventh's
docstring, the fifth to three-hundred-and-fifty-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (359 to 361), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (358_611_047), password words (a Syr Darya
word, a place and a number, `Qorqyt1967!`; dot-joined dishes with a year, `kespe.baursak.2020`;
leet `B41k0nur`; a name, a year and a place; random runs).

The fictional company is Syrdaria Tuz-Kuris LLP (an office on a fictional Saksaul Street in
Kyzylorda, a rice mill in Zhanakorgan, a fish-salting shed in Aralsk and a warehouse by the road
to Baikonur), milling rice, salting Aral fish and hauling for oilfield partners, with staff whose
relatives are Karakalpaks in Nukus, Uzbek traders in Khorezm (Urgench, Khiva), Chinese oilfield
partners and Volga German relatives in Germany (Bielefeld, Lahr, Pforzheim); every company,
person, address, domain (`syrtuz.lan`, `syrtuz-kuris.example`), account and number is invented,
only the region is real. Texts: chats, tickets, notes, runbooks, shell prompts, config and env
files, voice-note transcripts and requests to the assistant; separators: a colon, `=`, `→`, `-`,
`—`, `:=`, `мынау`, `mine`, `shu`, `bu`, `ist`, `是`, a full-width colon, brackets, quotes,
backticks, a new line and none.

Grep counts (heldouts 5 to 357 naming each, grep -l): none for Kyzylorda, Baikonur, Aralsk,
Zhanakorgan, `Syr Darya`, `qupiya söz`, `jasırın`, skytable, bbolt, smallstep, openbao, goldwarden,
marzban; one to nine for `kupia` (1), `qupiya` (1), `құпия код` (1), `mìmǎ` (2), `parolı` (2),
de.wkn (1), handelsregisternummer (5), de.stnr (6), Nukus (3), Karakalpak (3), Khorezm (3), Volga
(4), Kcell (4), Halyk (6), Jusan (6), Kaspi (9), git-crypt (1), sphinx (1), 3x-ui (1), manticore
(2), zitadel (2), kanidm (2), cfssl (2), chezmoi (2), nebula-cert (2), softether (2), v2ray (2),
weaviate (3), typesense (3), garnet (3), sops (3), secret-tool (3), kwallet (3), qdrant (4),
kafkactl (4), nanomq (4), dragonfly (4), netbird (4), headscale (4), zerotier (4), pritunl (4);
more for `құпия сөз` (8), `mima shi` (10), cn.uscc (13), de.idnr (15), ru.ogrn (21), ru.inn
(29), `Passwort` (124), `parol` (136). The IBAN countries (Kazakhstan for the theme, then Gibraltar,
Greece, Slovenia, Tunisia, Albania, Bosnia and Greenland) were picked at the low end of a rough
count of their quoted two-letter codes (26 to 37 corpora each; the count is noisy).

About half of the secret samples are not in English: Kazakh as texted in Cyrillic (`құпия сөз`,
`пароль мынау`, `кілті`, `коды`) and in Latin (`qupiya söz`, `paroli`, `kody`, `mynau`), Russian as
texted (`пароль:`, `парол щас`, `пасс`, `ключ апи`, `логин/пасс`, translit `parol' takoi`), the
Karakalpak of relatives in Nukus (`parol`, `jasırın sóz`, `kodı`, `mine`), the Uzbek of Khorezm
traders (`parol shu`, `maxfiy so'z`, `kodi`, `kalit`), the Chinese of oilfield partners in
characters (`密码是`, `验证码`, `助记词`) and pinyin (`mima shi`, `mìmǎ`), and the German of Volga
German relatives (`Passwort ist`, `Kennwort`, `Steuer-ID`, with a few Russian words mixed in).
Kazakh in Cyrillic, Russian, Chinese in characters and standard German are ordinary usage; the
author's guesses, checked by no speaker, are the Kazakh Latin texting spellings, every Karakalpak
wording (`jasırın sóz`, `kodı`, `mine`), the Khorezm Uzbek forms (`maxfiy so'z`, `parol shu`),
the pinyin chat spellings and the Volga German Russian-mixed phrasing.

Vendors: invented ones (SaksaulPay `skp_live_`, AralFish Telemetry `aft.`, Baikonur Cargo
`bkc_sk_`, Syr SMS `syrsms-`, KorkytCloud `kc1_`, Zhanakorgan ERP `zhk-`; shapes guessed), Kazakh
ones with guessed shapes (Kaspi, Halyk, Jusan, Kcell) and published shapes (GitHub, GitLab, Slack,
Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Telegram, PyPI, Shopify,
DigitalOcean, Grafana, Sentry, Groq, Docker Hub, Postman, Notion, Linear, Doppler); the JWTs are
well-formed.

Ids: Germany's Steuer-ID (`de.idnr`) of the Volga German relatives, China's resident id and
unified social credit code (`cn.ric`, `cn.uscc`) of the oilfield partners, Russia's INN and OGRN
(`ru.inn`, `ru.ogrn`) of a supplier in Samara and the US SSN of a cousin (`us.ssn` through the
helper), each drawn until its python-stdnum module validates it. Cards pass Luhn (`stdnum.luhn`;
Visa, Mastercard, UnionPay and Mir `2200` prefixes); IBANs are checked with `stdnum.iban`; seed
phrases come from mnemonic's English, Russian, Turkish and Simplified Chinese lists, checked with
`Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and
10 clean metadata dicts.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc
from stdnum.de import idnr as de_idnr
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 358_611_047
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
_r, _j = v.r, v.token
Maker = v.Maker


@dataclass(frozen=True)
class _Family:
    """A class of samples: templates whose ``{pw}`` is filled with a fresh value of ``make``,
    and whose ``{u}`` (a user) and ``{n}`` (a network) with a pick of their pools."""

    cls: str
    templates: list[str]
    make: Maker

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, self.templates, n):
            secret = self.make(rng)
            text = template.replace("{u}", rng.choice(_USERS)).replace("{n}", rng.choice(_SSIDS))
            out.append(Sample(self.cls, text.replace("{pw}", secret), secret))
        return out


_WORDS = ["Qorqyt", "Saksaul", "Tugai", "Kambala", "Sazan", "Zhusan", "Kerbez", "Sygnak",
          "Otyrar", "Shieli", "Karaozek", "Tasbuget", "Kazaly", "Zhosaly", "Syrdaria", "Aralkum",
          "Barsakelmes", "Kokaral", "Tulpar", "Kumys"]  # fmt: skip
_DISHES = ["kespe", "baursak", "beshbarmak", "kuyrdak", "shubat", "kurt", "sorpa", "zhent",
           "samsa", "plov", "lagman", "manty", "chuchvara", "tuzlyk"]  # fmt: skip
_NAMES = ["Aigerim", "Nurlan", "Dauren", "Gulnara", "Yerlan", "Madina", "Zhanar", "Bakhyt",
          "Oksana", "Waldemar", "Irina", "Xiaolong", "Ayjamal", "Berdakh", "Shokhrukh"]  # fmt: skip
_LEET = ["B41k0nur", "Kyzy10rd4", "S4ks4ul", "Ar4lsk!", "Zh4n4k0rg4n", "Syrd4r1y4", "Tu9a1",
         "K4mb4l4", "Qorqyt#", "Kum15"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"


def _pw(g: random.Random) -> str:
    style = g.randrange(6)
    if style == 0:
        return f"{g.choice(_WORDS)}{g.randrange(1900, 2030)}{g.choice(_SYMBOLS)}"
    if style == 1:
        return ".".join(g.sample(_DISHES, 2)) + f".{g.randrange(2000, 2031)}"
    if style == 2:
        return f"{g.choice(_LEET)}{g.randrange(10, 99)}"
    if style == 3:
        return f"{g.choice(_NAMES)}{g.randrange(1950, 2024)}{g.choice(_WORDS).lower()}"
    if style == 4:
        return _r(g, ALNUM, g.randrange(12, 18)) + g.choice(_SYMBOLS) + str(g.randrange(10))
    return f"{g.choice(_WORDS)}-{_r(g, D, 4)}-{g.choice(_DISHES).title()}"


def _plain_pw(g: random.Random) -> str:
    return f"{g.choice(_WORDS)}{g.randrange(1900, 2030)}{g.choice('!#%*?')}"


_USERS = ["aigerim.s", "nurlan", "dauren.k", "gulnara", "yerlan", "madina.zh", "bakhyt",
          "waldemar.f", "oksana", "xiaolong", "ayjamal", "shokhrukh"]  # fmt: skip
_SSIDS = ["SyrTuz-Office", "SyrTuz Mill Zhanakorgan", "Aralsk Tuzlyk 5G", "Baikonur Depot",
          "Kaz Telecom 2.4", "Saksaul Guest"]  # fmt: skip

_SAID = [
    "құпия сөз: {pw}",
    "Кеңседегі компьютердің құпия сөзі → {pw}",
    "qupiya söz {pw} bolyp özgerdi",
    "kompiuterdin paroli mynau: {pw}",
    "Айгерім, пошта құпия сөзі мынау: «{pw}»",
    "roomdy aşu üşin qupiya söz - {pw}",
    "диірмен серверінің паролі = {pw}",
    "пароль: {pw}",
    "парол щас {pw} не забудь",
    "пароль от 1С поменял на {pw}",
    "Даурен, пасс от роутера на складе {pw}",
    "parol' takoi: {pw}",
    "пароль от почты бухгалтерии — {pw}",
    "новый пароль к кассе: `{pw}`",
    "parol {pw} boldı, umıtpa",
    "jasırın sóz mine: {pw}",
    "Nókis úyindegi wifi parolı: {pw}",
    "parol shu: {pw}",
    "maxfiy so'z — {pw}",
    "do'kon kompyuteri paroli: {pw}",
    "Urganchdagi omborning paroli {pw} ekan",
    "密码是 {pw}",
    "服务器密码：{pw}",
    "油田门户的密码是「{pw}」",
    "mima shi {pw}",
    "mìmǎ: {pw}",
    "wo de mima gaicheng {pw} le",
    "Das Passwort ist {pw}",
    "Kennwort für den Router: {pw}",
    "Opa, dein Passwort ist jetzt {pw}",
    "Passwort vom Banking, ja? {pw}",
    "Mama, пароль для WhatsApp Web ist {pw}",
    "password: {pw}",
    "the mill SCADA password is {pw}",
    "pw={pw}",
    "pwd → {pw}",
    "new password for the weighbridge PC: {pw}",
    "secret: {pw}",
    "please remember my Jusan login password {pw}",
    "Note to self — admin password {pw}",
    "Q: what's the NAS password?\nA: {pw}",
    "password:\n{pw}",
    "Hey assistant, store this: the Aralsk shed laptop password is {pw}",
    "voice note: uh, so the password for the salting line tablet, it's {pw}, okay",
    "ticket SYR-4411: reset done, temp password [{pw}]",
]
_said = _Family("said_password", _SAID, _pw)

_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "логин {u}, пароль {pw}",
    "логин/пасс: {u} / {pw}",
    "Benutzer {u}, Passwort {pw}",
    "用户名 {u} 密码 {pw}",
    "paydalanuşy {u}, qupiya söz {pw}",
    "пайдаланушы: {u}  құпия сөз: {pw}",
    "foydalanuvchi {u}, parol {pw}",
    "sign in as {u} with {pw}",
    "{u}@syrtuz-kuris.example:{pw}",
    "u={u} p={pw}",
    "| {u} | {pw} | mill PLC |",
    "ssh {u}@mill-gw.syrtuz.lan  (pass {pw})",
    "Kirish: {u} — {pw}",
    "user {u} and password {pw} for the Baikonur depot portal",
]
_logins = _Family("login_pair", _LOGINS, _pw)


def _spelled_word(g: random.Random) -> str:
    return f"{g.choice(_WORDS).lower()}{g.randrange(100, 9999)}"


_SPELLED = [
    "{pw} — бұл wifi құпия сөзі",
    "type {pw}, that's the admin password for the scale",
    "{pw} — это пароль от камеры на складе",
    "{pw}, das hab ich für den Router gesetzt",
    "{pw} bu kompyuterning paroli",
    "{pw} 就是仓库电脑的密码",
    "the password is just {pw}, all lower case",
    "{pw} — мынау жаңа пароль",
    "{pw} mine jańa parol",
    "{pw} set that for the salting tablet",
]
_spelled = _Family("spelled_password", _SPELLED, _spelled_word)

_CLI = [
    "$ sshpass -p '{pw}' ssh mill@10.40.2.11",
    "mysql -u mill -p'{pw}' rice_lots",
    "redis-cli -h cache.syrtuz.lan -a {pw} INFO",
    "docker login -u syrtuz -p {pw} registry.syrtuz.lan",
    "htpasswd -b /etc/nginx/.htpasswd aigerim {pw}",
    "smbclient //nas/buh -U nurlan%{pw}",
    "curl -u dauren:{pw} https://scale.syrtuz.lan/api/weights",
    "zip -P {pw} salaries.zip *.xlsx",
    "7z a -p{pw} otchet.7z otchet/",
    "openssl enc -aes-256-cbc -in db.sql -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c lots.csv",
    "plink -pw {pw} root@10.40.2.1",
    "xfreerdp /u:buh /p:{pw} /v:10.40.3.5",
    "sqlcmd -S erp -U sa -P {pw}",
    "lftp -u aralsk,{pw} ftp.syrtuz.lan",
    "ipmitool -I lanplus -H 10.40.9.2 -U admin -P {pw} power status",
    "mosquitto_pub -h mqtt.syrtuz.lan -u silo -P {pw} -t silo/3 -m 1",
    "echo '{pw}' | sudo -S systemctl restart weighbridge",
    "keytool -importkeystore -srckeystore mill.p12 -storepass {pw}",
    "valkey-cli -a {pw} -h 10.40.2.20 ping",
    "skytable --user root --password {pw}",
    "kanidm login -D admin --password {pw}",
    "kafkactl config --password {pw}",
    "nanomq_cli pub -u fish -P {pw} -t aral/temp",
    "softether vpncmd /SERVER 10.40.0.1 /PASSWORD:{pw}",
    "zitadel-tools login --password '{pw}'",
    "rclone config create nas webdav pass {pw}",
    "ldapsearch -x -D cn=admin,dc=syrtuz,dc=lan -w {pw}",
    "psql postgresql://erp:{pw}@10.40.2.5/erp",
    "[mill@zhk-gw ~]$ mongosh -u mill -p {pw} --authenticationDatabase admin",
    "PS C:\\> net use Z: \\\\nas\\rice {pw} /user:SYRTUZ\\buh",
    "sqlplus rice/{pw}@ZHKDB",
    "cqlsh 10.40.2.30 -u cassandra -p {pw}",
    "rabbitmqctl add_user telemetry {pw}",
]
_cli = _Family("cli_password", _CLI, _plain_pw)

_URLS = [
    "DATABASE_URL=postgres://rice:{pw}@db.syrtuz.lan:5432/lots",
    "mongodb://fish:{pw}@10.40.2.40:27017/aralsk?authSource=admin",
    "строка подключения: mysql://buh:{pw}@erp.syrtuz.lan/kassa",
    "amqp://bkc:{pw}@mq.syrtuz.lan:5672/",
    "redis://:{pw}@cache.syrtuz.lan:6379/0",
    "Server=erp;Database=Kassa;User Id=sa;Password={pw};",
    "qosylu joly: postgresql://zhk:{pw}@10.40.2.5/zhk_mill",
    "jdbc:postgresql://10.40.2.5/erp?user=erp&password={pw}",
    "ftp://aralsk:{pw}@ftp.syrtuz.lan/upload",
    "smtp://noreply:{pw}@mail.syrtuz-kuris.example:587",
    "连接串 clickhouse://oil:{pw}@10.40.5.9:9000/wells",
    "socks5://driver:{pw}@:1080",
    "Verbindung: mssql://opa:{pw}@pc-lahr/haushalt",
]
_urls = _Family("connection_string", _URLS, _plain_pw)

_VENDOR_TOKENS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN=", _j("ghp_", (ALNUM, 36))),
    ("gitlab token: ", _j("glpat-", (URLSAFE, 20))),
    ("slack bot: ", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe live key ", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY=", _j("sk-proj-", (URLSAFE, 48))),
    ("anthropic ключ: ", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = ", _j("AKIA", (UPPER + "234567", 16))),
    ("google maps kilti: ", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN=", _j("hf_", (ALNUM, 34))),
    ("npm token ", _j("npm_", (ALNUM, 36))),
    ("sendgrid: ", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("телеграм бот токен ", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("pypi token ", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("shopify: ", _j("shpat_", (HEX, 32))),
    ("DO token ", _j("dop_v1_", (HEX, 64))),
    ("grafana sa token ", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("SENTRY_AUTH_TOKEN=", _j("sntrys_", (ALNUM, 60))),
    ("GROQ_API_KEY=", _j("gsk_", (ALNUM, 52))),
    ("docker hub pat ", _j("dckr_pat_", (URLSAFE, 27))),
    ("postman key ", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("notion 集成密钥 ", _j("secret_", (ALNUM, 43))),
    ("linear: ", _j("lin_api_", (ALNUM, 40))),
    ("doppler ", _j("dp.st.prd.", (ALNUM, 43))),
    ("SaksaulPay API kaliti: ", _j("skp_live_", (ALNUM, 32))),
    ("AralFish telemetry key ", _j("aft.", (HEX, 40))),
    ("Baikonur Cargo client secret ", _j("bkc_sk_", (ALNUM, 36))),
    ("Syr SMS апи ключ: ", _j("syrsms-", (LOWER + D, 32))),
    ("KORKYTCLOUD_TOKEN=", _j("kc1_", (URLSAFE, 40))),
    ("Zhanakorgan ERP API kilti ", _j("zhk-", (HEX, 32))),
    (
        "Kaspi Pay API key: ",
        _j((HEX, 8), "-", (HEX, 4), "-4", (HEX, 3), "-a", (HEX, 3), "-", (HEX, 12)),
    ),
    ("Halyk ePay client_secret=", _j((ALNUM, 40))),
    ("Jusan API ключ: ", _j((HEX, 40))),
    ("Kcell SMS integration broken, current key ", _j((HEX, 32))),
]
_VENDOR_FRAMES = ["{c}", "проверь плиз: {c}", "{c}  # prod", "Assistant, remember {c}",
                  "kc: {c}", "шоу: {c}", "记一下 {c}", "Merk dir: {c}"]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for label, make in v.cycle(rng, _VENDOR_TOKENS, n):
        secret = make(rng)
        frame = rng.choice(_VENDOR_FRAMES)
        out.append(Sample("vendor_token", frame.replace("{c}", label + secret), secret))
    return out


_BARE = ["{pw}", "тек бір рет көрсетеді, міне:\n{pw}", "token {pw}", "here it is: {pw}",
         "Bearer-free: {pw}", "скопировал: {pw}", "复制：{pw}"]  # fmt: skip
_bare = _Family("bare_token", _BARE, _j((ALNUM, 44)))

_HEXES = ["API_SECRET={pw}", "AZURE_STORAGE_KEY={pw}", "mill hmac key: {pw}",
          "ключ шифрования {pw}", "kalit: {pw}", "webhook signing secret {pw}",
          "加密密钥 {pw}", "Schlüssel fürs Backup: {pw}", "ENCRYPTION_KEY = {pw}"]  # fmt: skip
_hexes = _Family("hex_key", _HEXES, _j((HEX, 64)))


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url(
        {"sub": g.choice(_USERS), "iss": "auth.syrtuz.lan", "iat": g.randrange(2 * 10**9)}
    )
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "jwt={pw}",
    "токен сессии: {pw}",
    "cookie access_token={pw}",
    "sessiya tokeni {pw}",
    "JWT：{pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.syrtuz.lan",
    "id_token {pw}",
]
_jwts = _Family("jwt", _JWTS, _jwt)


def _pem(g: random.Random) -> str:
    lines = [_r(g, B64, 64) for _ in range(g.randrange(4, 8))]
    body = "\n".join(
        ["b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", *lines]
    )
    return f"-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----"


_PEMS = [
    "ключ от сервера:\n{pw}",
    "{pw}",
    "id_ed25519 of the mill gateway\n{pw}",
    "服务器私钥\n{pw}",
    "kilt:\n{pw}",
    "Assistant, keep this key:\n{pw}",
    "```\n{pw}\n```",
]
_pems = _Family("private_key", _PEMS, _pem)

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "turkish", "chinese_simplified")}


def _seed_of(lang: str, words: int) -> Maker:
    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 24: 32}[words]))
        return str(_MNEMO[lang].to_mnemonic(entropy))

    return lambda g: v.until(g, make, _MNEMO[lang].check)  # a phrase `check` accepts as written


_SEEDS: list[tuple[str, Maker]] = [
    ("сид-фраза кошелька: {pw}", _seed_of("russian", 12)),
    ("әмиян сөздері: {pw}", _seed_of("english", 12)),
    ("recovery phrase {pw}", _seed_of("english", 24)),
    ("助记词：{pw}", _seed_of("chinese_simplified", 12)),
    ("kurtarma kelimeleri {pw}", _seed_of("turkish", 12)),
    ("Seed-Phrase vom Wallet: {pw}", _seed_of("english", 12)),
]


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _SEEDS, n):
        secret = make(rng)
        out.append(Sample("seed_phrase", template.replace("{pw}", secret), secret))
    return out


def _card_of(g: random.Random, prefix: str, length: int) -> str:
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def _card(g: random.Random) -> str:
    prefix = g.choice(["4", "51", "55", "2200", "2204", "62"])
    return v.grouped(_card_of(g, prefix, 16), g.choice([" ", "-", ""]), g)


_CARDS = ["карта {pw} срок 08/31", "karta nomeri {pw}", "kartochka raqami: {pw}",
          "card number {pw}", "卡号 {pw}", "Kartennummer {pw}", "Kaspi Gold {pw}",
          "оплати с моей карты {pw}, код пришлю", "kartam {pw} kerek bolsa"]  # fmt: skip
_cards = _Family("card_number", _CARDS, _card)

_CVVS = ["CVV {pw}", "на обороте три цифры: {pw}", "Prüfnummer {pw}", "安全码 {pw}",
         "security code on the back: {pw}", "kartanıń artındağı kod {pw}"]  # fmt: skip
_cvvs = _Family("card_code", _CVVS, _j((D, 3)))

_IBAN_SHAPES = {"KZ": "nnn" + "c" * 13, "GI": "aaaa" + "c" * 15, "GR": "n" * 7 + "c" * 16,
                "SI": "n" * 15, "TN": "n" * 20, "AL": "n" * 8 + "c" * 16, "BA": "n" * 16,
                "GL": "n" * 14}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    return v.iban_shaped(g, country, _IBAN_SHAPES)


def _any_iban(g: random.Random) -> str:
    number = _iban(g, g.choice(list(_IBAN_SHAPES)))
    return v.iban_spaced(number) if g.random() < 0.4 else number


_IBANS = ["IBAN {pw}", "шот нөмірі (IBAN): {pw}", "ИИК {pw}", "hisob raqam {pw}",
          "Bankverbindung: {pw}", "收款账号 IBAN {pw}", "pay the Aralsk supplier to {pw}",
          "esep-shot {pw}"]  # fmt: skip
_ibans = _Family("iban", _IBANS, _any_iban)


def _until(g: random.Random, make: Maker, valid: Callable[[str], bool]) -> str:
    return v.until(g, make, valid)


def _idnr(g: random.Random) -> str:
    return _until(g, _j((D, 11)), de_idnr.is_valid)


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"{h.choice(['110101', '310101', '650102', '650203'])}19{h.randrange(60, 99)}"
        body += f"{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}{_r(h, D, 3)}"
        return body + cn_ric.calc_check_digit(body)

    return _until(g, make, cn_ric.is_valid)


def _uscc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = (
            "91"
            + h.choice(["650100", "110105", "310115"])
            + _r(h, "0123456789ABCDEFGHJKLMNPQRTUWXY", 9)
        )
        return body + cn_uscc.calc_check_digit(body)

    return _until(g, make, cn_uscc.is_valid)


def _inn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = "63" + _r(h, D, 8)
        return body + ru_inn.calc_personal_check_digits(body)

    return _until(g, make, ru_inn.is_valid)


def _ogrn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = "1" + _r(h, D, 11)
        return body + ru_ogrn.calc_check_digit(body)

    return _until(g, make, ru_ogrn.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("Omas Steuer-ID: {pw}", _idnr),
    ("Steuerliche Identifikationsnummer von Waldemar {pw}", _idnr),
    ("Papas Steuer-ID für das Finanzamt Lahr — {pw}", _idnr),
    ("王工的身份证号 {pw}", _ric),
    ("shenfenzheng haoma: {pw}", _ric),
    ("居民身份证 {pw}", _ric),
    ("合作方统一社会信用代码 {pw}", _uscc),
    ("USCC of the oilfield partner: {pw}", _uscc),
    ("ИНН поставщика из Самары {pw}", _inn),
    ("мой ИНН: {pw}", _inn),
    ("INN raqami {pw}", _inn),
    ("ОГРН {pw}", _ogrn),
    ("OGRN kompanii: {pw}", _ogrn),
    ("cousin's SSN {pw}", v.ssn_number),
    ("SSN: {pw}", v.ssn_number),
]


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        secret = make(rng)
        out.append(Sample("national_id", template.replace("{pw}", secret), secret))
    return out


def _codes_list(g: random.Random) -> str:
    style = g.randrange(3)
    return "\n".join(v.backup_codes(g, 6, style))


_BACKUPS = ["Google аккаунттың резервтік кодтары\n{pw}", "резервные коды 2FA:\n{pw}",
            "backup codes for the mill GitHub\n{pw}", "备用验证码\n{pw}",
            "zaxira kodlari:\n{pw}", "Notfallcodes fürs Microsoft-Konto\n{pw}",
            "qalpyna keltiru kodtary\n{pw}", "Kaspi recovery codes:\n{pw}"]  # fmt: skip
_backups = _Family("backup_codes", _BACKUPS, _codes_list)

_TOTPS = ["TOTP secret {pw}", "2FA setup key: {pw}", "ключ для Google Authenticator: {pw}",
          "otpauth://totp/SyrTuz:nurlan?secret={pw}&issuer=SyrTuz", "二步验证密钥 {pw}"]  # fmt: skip
_totp = _Family("totp_secret", _TOTPS, lambda g: _r(g, BASE32, 32))

_CODES = [
    "{pw} — Kaspi.kz растау коды",
    "Код подтверждения: {pw}",
    "【油田通】验证码 {pw}，5分钟内有效",
    "tasdiqlash kodi {pw}",
    "Ihr Bestätigungscode lautet {pw}",
    "{pw} is your Halyk Homebank code",
]
_codes = _Family("one_time_code", _CODES, _j((D, 6)))


def _wifi_key(g: random.Random) -> str:
    return g.choice([_plain_pw(g), f"{g.choice(_DISHES)}{g.choice(_WORDS)}{_r(g, D, 4)}"])


_WIFI = [
    "wifi {n} құпия сөзі: {pw}",
    "сеть {n}, пароль {pw}",
    "Network: {n} / {pw}",
    "WIFI:T:WPA;S:{n};P:{pw};;",
    "вайфай {n} пасс {pw}",
    "wifi nomi {n}, paroli {pw}",
    "无线网 {n} 密码 {pw}",
    "WLAN {n}, Kennwort {pw}",
    "network ({n}) uses {pw}",
    'wpa_passphrase "{n}" {pw}',
    "psk={pw}",
    "wifi {n}\n{pw}",
    "Nukus úyde wifi {n} parolı {pw}",
    "wifi? / Gulnara: {pw}",
    "WPA key for {n}: {pw}",
    "wifi paroli {pw}",
]
_wifi = _Family("wifi_key", _WIFI, _wifi_key)


def _spaced_token(g: random.Random) -> str:
    return _r(g, ALNUM, 24)


def _spelled_tokens(rng: random.Random, n: int) -> list[Sample]:
    seps = [" ", " - ", "·", " | ", ", ", "."]
    frames = ["ключ по буквам: {c}", "token read out: {c}", "kilt: {c}", "令牌：{c}"]
    out = []
    for i in range(n):
        secret = _spaced_token(rng)
        sep = seps[i % len(seps)]
        size = rng.choice([1, 4]) if sep.strip() else 4
        shown = sep.join(secret[k : k + size] for k in range(0, len(secret), size))
        text = rng.choice(frames).replace("{c}", shown)
        out.append(Sample("spelled_token", text, shown))
    return out


_PINS = ["PIN {pw}", "пин-код карты {pw}", "kartanyń PIN kody {pw}", "sim karta pin {pw}",
         "дверь склада код {pw}#", "ombor eshigi kodi {pw}", "保险柜密码 {pw}",
         "Geheimzahl {pw}", "alarm code at the Aralsk shed: {pw}", "PIN-kod: {pw}",
         "сейфтің коды {pw}", "gate code for the Baikonur yard {pw}"]  # fmt: skip
_pins = _Family("pin_code", _PINS, _j((D, 4)))


def _basic(g: random.Random) -> str:
    return base64.b64encode(f"{g.choice(_USERS)}:{_plain_pw(g)}".encode()).decode()


_AUTHS = ["Authorization: Basic {pw}", "basic auth header {pw}", "заголовок Basic {pw}",
          "-H 'Authorization: Basic {pw}'", "proxy-authorization: Basic {pw}",
          "Basic {pw} — для весов"]  # fmt: skip
_auth = _Family("basic_auth", _AUTHS, _basic)

_CONFIGS = [
    "[database]\nhost = 10.40.2.5\npassword = {pw}",
    "DB_PASSWORD={pw}\nDB_HOST=db.syrtuz.lan",
    'smtp:\n  user: noreply\n  password: "{pw}"',
    "export MILL_PASS='{pw}'",
    "define('DB_PASSWORD', '{pw}');",
    'variable "db_pass" {\n  default = "{pw}"\n}',
    '<add key="Password" value="{pw}" />',
    "rootpw {pw}",
    "ssid,psk\nSyrTuz-Office,{pw}",
    "10.40.2.5:5432:erp:erp:{pw}",
    "bindpw {pw}",
    '"password": "{pw}",',
    "spring.datasource.password={pw}",
    "REDIS_PASSWORD: {pw}",
    'admin_pass := "{pw}"',
    "PGPASSWORD={pw} pg_dump erp",
]
_configs = _Family("config_password", _CONFIGS, _plain_pw)

_CHATS = [
    "[09:14] Nurlan: пароль от 1С {pw}\n[09:15] Aigerim: ok",
    "Dauren: kompty aşatyn qupiya söz {pw}",
    "奶奶: 网银密码是{pw}吗？",
    "Opa Waldemar: Passwort ist {pw}, nicht vergessen!",
    "Ayjamal (Nókis): parol {pw}",
    "Shokhrukh (Urganch): parol shu {pw}",
    "Gulnara: mail password {pw}\nYerlan: 👍",
    "Оксана: пароль {pw} поставила",
    "Xiaolong: 路由器密码 {pw}",
]
_chats = _Family("chat_password", _CHATS, _pw)

_PLAN: list[tuple[_Family | Callable[[random.Random, int], list[Sample]], int]] = [
    (_said, 78), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 50),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 8), (_totp, 5), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 8), (_pins, 12), (_auth, 6), (_configs, 16), (_chats, 9),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "құпия сөз:", "{s}", _plain_pw),
    ("split_password", "пароль от склада", "{s}\nне меняй", _plain_pw),
    ("split_password", "Passwort ist", "{s} (von Oma)", _plain_pw),
    ("split_password", "密码是", "{s}", _plain_pw),
    ("split_password", "maxfiy so'z", "{s}", _plain_pw),
    ("split_password", "jasırın sóz mine", "{s}", _plain_pw),
    ("split_password", "the weighbridge password is", "{s}, I think", _plain_pw),
    ("split_password", "qupiya söz", "{s}", _plain_pw),
    ("split_password", "mima shi", "{s}", _plain_pw),
    ("split_password", "Kennwort:", "{s}", _plain_pw),
    ("split_token", "SaksaulPay API kaliti", "{s}", _j("skp_live_", (ALNUM, 32))),
    ("split_token", "GitHub token", "{s} (mill repo)", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Jusan client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "сид-фраза", "{s}", _seed_of("english", 12)),
    ("split_card", "номер карты", "{s} 09/30", _card),
    ("split_iban", "IBAN", "{s}", lambda g: _iban(g, "KZ")),
    ("split_otp", "TOTP secret", "{s}", lambda g: _r(g, BASE32, 32)),
    ("split_id", "Steuer-ID", "{s}", _idnr),
    ("split_pin", "PIN-код", "{s}", _j((D, 4))),
    ("split_wifi", "wifi SyrTuz-Office paroli", "{s}", _wifi_key),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [FieldPair(cls, a, *_fill(rng, b, make)) for cls, a, b, make in _SPLITS]


_META_PW: tuple[str, Maker] = ("meta_password", _plain_pw)
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"mill": {"scada_url": "https://scada.syrtuz.lan", "admin_password": "{s}"}}': _META_PW,
    '{"құпия_сөз": "{s}"}': _META_PW,
    '{"account": {"login": "nurlan", "пароль": "{s}"}}': _META_PW,
    '{"devices": [{"name": "scale-1"}, {"name": "scale-2", "web_pass": "{s}"}]}': _META_PW,
    '{"argv": ["mongosh", "-u", "mill", "--password", "{s}"]}': _META_PW,
    '{"note": "油田门户密码是 {s}"}': _META_PW,
    '{"Passwort": "{s}"}': _META_PW,
    '{"transcript": "log into the weighbridge as operator with the password {s}"}': _META_PW,
    '{"saksaulpay": {"api_key": "{s}"}}': ("meta_token", _j("skp_live_", (ALNUM, 32))),
    '{"korkytToken": "{s}"}': ("meta_token", _j("kc1_", (URLSAFE, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/32"}}': ("meta_card", _card),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "KZ")),
    '{"oma": {"steuer_id": "{s}"}}': ("meta_id", _idnr),
    '{"mfa": {"backup_codes": ["{s}", "48213907", "55102846"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _seed_of("english", 12)),
    '{"lora": {"app_key": "{s}"}}': ("meta_key", _j((HEX.upper(), 32))),
    '{"shed": {"door_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Aralsk Tuzlyk 5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
    '{"totp": {"secret": "{s}"}}': ("meta_otp", lambda g: _r(g, BASE32, 32)),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(
    b"mill: add moisture column for rice lots", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"scale: revert tare rounding", usedforsecurity=False).hexdigest()[:9]
_WHEEL = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"weighbridge-fw-2.7.1.bin").hexdigest()

CLEAN = [
    "Remind me to change the weighbridge password before the audit on 2031-05-14.",
    "Aigerim asked for the office wifi password; it's on the card in the director's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into the chat; share a vault link instead.",
    "The `.env.example` line `SAKSAULPAY_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_KASPI_KEY> in the README with the key from the Kaspi dashboard.",
    "Құпия сөзіңізді ешкімге айтпаңыз.",
    "Никому не сообщайте свой пароль.",
    "Paroldi hesh kimge aytpań.",
    "Parolingizni hech kimga aytmang.",
    "请不要把密码告诉任何人。",
    "Bitte gib dein Passwort niemals am Telefon weiter.",
    "Пароль должен быть не короче 14 символов.",
    "Qupiya söz keminde 14 tańbadan turuy kerek.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "mima bu neng shao yu 14 ge zifu",
    "Upgraded the scale firmware from 2.6 to 2.7.1 and pyserial to 3.5 on Sunday.",
    f"commit {_COMMIT} adds the moisture column for rice lots.",
    f"Rolled back to {_SHORT} after the tare rounding broke the weighbridge report.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL}",
    f"The weighbridge firmware 2.7.1 image has SHA-256 checksum {_FIRMWARE}.",
    "Request id 3f9c1a2e-7b4d-4e08-9a61-2c5d8e0f4b17 is the slow one in the logs.",
    "Purchase order PO-2031-00712 for 20 tonnes of Zhanakorgan rice ships Tuesday.",
    "Ticket SYR-4410: the Aralsk freezer alarm keeps tripping at night.",
    "Call the Kyzylorda shop on +7 7242 55 01 93 before noon.",
    "Truck 845 AKZ 11 left the Baikonur road warehouse at 06:40.",
    "Invoice 2031/118 totals 1 284 500 tenge including VAT.",
    "A kilo of salted kambala costs 2 900 tenge at the Aralsk market.",
    "The Syr Darya at Kyzylorda was 3.2 m on the gauge this morning.",
    "After five wrong passwords the ERP locks the account for 20 minutes.",
    "The secret of good kespe is rolling the dough thin.",
    "Ask Dauren for the warehouse keypad code, I don't have it.",
    "My card ending 4417 was declined at the Zhanakorgan hardware store.",
    "The supplier in Aralsk wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the company Google account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `KORKYTCLOUD_TOKEN` in the secrets store, never in the repository.",
    "The guest wifi 'Saksaul Guest' is open, no password needed.",
    "Lot ZHK-2031-0418: 60 tonnes, moisture 13.8 %, broken grains 4 %.",
    "Rice mill line 2 runs at 3.5 tonnes per hour; line 1 at 2.8.",
    "Пароль от склада я не знаю, спроси у Нурлана.",
    "Kaspi QR оплатить по номеру заказа 7741-2209.",
    "Oma ruft am Sonntag um 15:00 aus Lahr an.",
    "油田合作方的会议改到周四下午三点。",
    "Nókistegi ağayinlar bayram kúni keledi.",
    "Xorazmdan guruch narxi tonnasiga 410 dollar.",
    "Version 4.12.0 of the mill dashboard moves the login page to /auth.",
    "The token limit for the assistant is 8000 per request.",
    "The PIN pad at the Kyzylorda till is broken again.",
    "Tracking number KZ 2031 7745 0098 for the parcel to Pforzheim.",
    "Ticket SYR-4422: reset the password of the mill tablet (done via the admin panel).",
    "The Baikonur launch is on 2031-09-03 at 14:22 local time.",
    "Order #55812 from the Kyzylorda shop: 4 sacks of rice, 12 000 tenge.",
    "API version 3 of the SMS gateway drops the /v2 endpoints in June.",
    "Fish salting shed temperature: 4.5 °C, humidity 80 %.",
    "ISBN 978-601-7100-44-3 is the Aral Sea history book on the office shelf.",
    "Password reset links expire after 30 minutes.",
    "Кілтті Дәуреннен алыңыз, ол қоймада.",
    "Der Schlüssel für den Keller hängt neben der Tür.",
    "Bill of lading SYR-ALM-2031-0077 covers 18 pallets of rice.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/syrtuz/mill", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "SYR-4410", "purchase_order": "PO-2031-00712"}',
    '{"lot": {"id": "ZHK-2031-0418", "weight_t": 60, "moisture_pct": 13.8}}',
    '{"phone": "+7 7242 55 01 93", "city": "Kyzylorda"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "sacks_in_stock": 2210}',
    '{"truck": "845 AKZ 11", "route": "Kyzylorda-Baikonur", "eta": "2031-06-02"}',
    '{"tokens_used": 512, "model": "assistant-small", "pin_pad": "broken"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
