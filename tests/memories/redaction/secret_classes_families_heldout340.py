# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-fortieth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-thirty-seventh's
docstring, the fifth to three-hundred-and-thirty-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (338, 339, 341), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (340_617_293), password words (a
Surxondaryo place, a thing of the region and a number, `SherobodAnor47!`; dot-joined
`denov.xurmo.1987`; a truck plate of region 75, `Kamaz75A512BA#`; a crop and a weight; `Surxon`
and a year; leet `H4yr4t0n`; a generator's dashed groups; random runs).

The fictional company is Sangardak Logistika (cold stores and trucks: an office in Termez, a depot
in Denov, a cold store at Sherobod and a yard by the Hairatan bridge), with Uzbek office and
warehouse staff, Tajik-speaking drivers and clerks of Denov, Afghan traders of Hairatan and
Mazar, Turkish building contractors, the Hindi-speaking staff of a pharma supplier in Baddi, and
relatives in Moscow, Seoul, Dushanbe and Dubai; every company, person, address, domain
(`sangardak.lan`, `sangardak-log.uz`), bank account and number is invented, only the region is
real. Texts: Telegram chats, YouTrack tickets, Outline wiki pages, notes, shell prompts (bash,
root, PowerShell, bash history), config and env files, voice-note transcripts and requests to the
assistant in five languages; separators from a colon, `=`, `→`, `-`, `is`, `bo'ldi`, `аст`,
`است`, `اس`, `دی`, `de`, `hai`, `है`, `oldu`, a table cell, a new line and none.

Grep counts (heldouts 5 to 337 naming each, grep -l): none for Termez, Surxon, Denov, Sherobod,
Hairatan, Sangardak, Boysun, SurxonPay, TermizTrack, DenovSMS, `maxfiy so`, `махфий`,
`kalimai ramz`, `پټ نوم`, `paswerd`, `कूटशब्द`, `tiklash kodlari`, `Заҳира кодлари`; one to
four for ПИНФЛ, HesabPay, PharmEasy, `paswurd`, `کلمه عبور`, `API калити`, MoySklad, Smartup,
Razorpay, Cashfree, Azizi, Uzum Bank, amoCRM, Omnicomm, iyzico, Eskiz, Didox, iiko, JShShIR,
Kamaz, `parola ifadesi`, `maxfiy ibora`, `kalimai`, az.voen's import (8), pk.cnic (4 to 5); five
to nine for Carel, PINFL, the CLIs rustdesk, anydesk, pveum, surreal sql, valkey-cli and
keydb-cli, Wialon, Papara and `рамз`; more for Turkish `şifresi` (42),
`API anahtar` (42), `yedek kod` (17), `doğrulama kodu` (16), `paroli` (27), Humo (15), UzCard
(11), tckimlik (13), in_.epic (9 to 10), tr.vkn (9 to 10).

About half of the secret samples are not in English: Uzbek in Latin letters as texted (`paroli`,
`bo'ldi`, `maxfiy so'z`, `maxfiy ibora`, `tiklash kodlari`, `API kaliti`, `kirish kodi`) and in
Cyrillic (`пароли`, `бўлди`, `фойдаланувчи номи`, `Заҳира кодлари`, `API калити`), the Tajik of
Denov in Cyrillic and romanised (`пароли нав … аст`, `рамз`, `рамзи вай-фай`, `номи корбар`,
`paroli nav … ast`), Russian as texted and romanised (`пароль от`, `пасс от роутера`, `пароль
щас такой`, `parol ot pochty`, `сид фраза`, `ключ API`), the Dari of Afghan traders in script
and Latin (`رمز عبور … است`, `پسورد … اس`, `paswerd-e … as`, `کد تایید`, `کدهای پشتیبان`), their
Pashto (`پاسورډ … دی`, `پټ نوم`, `paswurd … de`, `کوډ`), the Turkish of contractors (`şifresi`,
`oldu abi`, `güvenlik kodu`, `yedek`, `kimlik`, `VÖEN`, the words of backup codes and a setup
key) and the
Hindi and Hinglish of the pharma supplier (`का पासवर्ड … है`, `कूटशब्द`, `password … hai`,
`OTP … hai`, `पीछे के तीन अंक`). Uzbek, Russian, Turkish and Hindi wordings are ordinary usage;
the author's guesses, checked by no speaker, are every Tajik wording, the Dari and Pashto
colloquial forms and their Latin spellings (`paswerd-e system-e gomrok … as`, `da godam da
computer paswurd … de, chata ye ma wayá`), `پټ نوم` for a password, the Uzbek Cyrillic compounds,
`harfma-harf`, the romanised Russian and the Hinglish.

Vendors: known shapes (AWS, GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, Google, Hugging
Face, npm, SendGrid, Telegram, Mailchimp, DigitalOcean, Shopify, Linear, Doppler, Groq, Notion,
Tailscale, Pulumi, Sentry, Supabase, Grafana, an Alchemy RPC URL); Uzbek, Russian, Afghan,
Turkish and Indian ones with guessed shapes (Eskiz, Didox, МойСклад, amoCRM, Wialon, Omnicomm,
Smartup, iiko, HesabPay, Azizi Bank, Papara, iyzico, Razorpay, Cashfree, PharmEasy); invented
ones (SurxonPay `sxp_live_`, TermizTrack `ttk_`, Hayraton Customs Broker `hcb-`, DenovSMS
`dsms.`). The JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Turkey's T.C. kimlik
(`tr.tckimlik`) and VKN (`tr.vkn`), Pakistan's CNIC (`pk.cnic`), India's PAN (`in_.pan`), EPIC
voter id (`in_.epic`) and Aadhaar (`in_.aadhaar`), Azerbaijan's VÖEN (`az.voen`); Uzbekistan's
passport series and number and its JShShIR (PINFL) carry no check a library or this file
verifies. Cards pass Luhn (`stdnum.luhn`; Humo 9860, UzCard 8600, Visa, Mastercard, Troy, Mir,
RuPay and UnionPay prefixes); IBANs of Azerbaijan, Georgia, Kazakhstan, Turkey, Ukraine,
Pakistan, the United Arab Emirates and Moldova, checked with `stdnum.iban`; seed phrases from
mnemonic's English, Russian, Turkish and Korean lists, checked with `Mnemonic(lang).check`
(a phrase is drawn again until the check passes).
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
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.az import voen as az_voen
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import epic as in_epic
from stdnum.in_ import pan as in_pan
from stdnum.pk import cnic as pk_cnic
from stdnum.tr import tckimlik as tr_tckimlik
from stdnum.tr import vkn as tr_vkn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 340_617_293
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            fields = self.draw(rng, index, template)
            secret = fields.get("secret", fields[self.key])
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_PLACES = ["Termiz", "Denov", "Sherobod", "Hayraton", "Boysun", "Sangardak", "Jarqurgon",
           "Kokaydi", "Zarabog", "Angor", "Qumqorgon", "Muzrabot", "Sariosiyo", "Uzun",
           "Shorchi", "Oltinsoy", "Bandixon", "Qiziriq"]  # fmt: skip
_THINGS = ["Anor", "Qovun", "Tandir", "Somsa", "Shirchoy", "Kokpar", "Lagmon", "Paxta",
           "Xurmo", "Limon", "Arava", "Kamaz", "Furgon", "Kopri", "Chegara", "Karvon",
           "Sovutgich", "Dorixona"]  # fmt: skip
_NAMES = ["Dilshod", "Shahnoza", "Otabek", "Zulfiya", "Jasurbek", "Malika", "Sardor", "Nigora",
          "Bekzod", "Gulnora", "Firuza", "Rustam", "Farrukh", "Mehrangez", "Najibullah",
          "Hamidullah", "Zarmina", "Wahid", "Fawad", "Emre", "Serkan", "Burcu", "Oguz",
          "Rajesh", "Priya", "Ankit", "Sunita"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["T3rm1z", "D3n0v", "H4yr4t0n", "Sh3r0b0d", "B0ysun", "K4rv0n", "S4ng4rd4k",
         "Ch3g4r4"]  # fmt: skip


def _truck(g: random.Random) -> str:
    """A Surxondaryo truck plate (region 75) and a symbol: the garage's favourite password."""
    return f"Kamaz75{g.choice(UPPER)}{g.randrange(100, 1000)}{_r(g, UPPER, 2)}{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a password manager writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLACES)}{g.choice(_THINGS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_THINGS).lower()}.{g.randrange(1960, 2010)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2033)) + g.choice(_SYMBOLS),
    _truck,
    lambda g: f"{g.choice(_THINGS)}{g.randrange(2, 60)}kg{g.choice(_SYMBOLS)}{_r(g, UPPER, 1)}",
    lambda g: f"Surxon{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}{g.choice(_THINGS).lower()}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, D, 2),
    _generator,
    lambda g: f"{g.choice(_THINGS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}Surxon",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = set(ALNUM + "._~-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN)


_SAID = [
    "Telegram, 'Hayraton ombor' guruhi, Dilshod: ombor serverining paroli {pw}",
    "Otabek: wifi emas, kassa kompyuterining paroli - {pw}, hech kimga aytma",
    "Malika: 1C bazaning yangi paroli {pw} bo'ldi, eskisi ishlamaydi",
    "Jasurbek: bojxona deklaratsiya dasturiga parol: {pw}",
    "Бекзод: почтанинг пароли {pw}, эртага алмаштираман",
    "Шаҳноза: 1С базанинг янги пароли {pw} бўлди",
    "Гулнора: бухгалтерия компьютерининг пароли → {pw}",
    "Фируза (Денов): пароли нави компютер {pw} аст, ба касе нагӯ",
    "Rustam: paroli kompyuteri anbor {pw} ast, ba kase nagu",
    "Фаррух: пароли почтаи корӣ: {pw}",
    "نجیب‌الله: رمز عبور کمپیوتر گدام حیرتان {pw} است",
    "وحید: پسورد سیستم گمرک {pw} اس، به کسی نگو",
    "Wahid: paswerd-e system-e gomrok {pw} as, ba kas nagu",
    "حمیدالله: د ګودام د کمپیوټر پاسورډ {pw} دی",
    "Fawad: da godam da computer paswurd {pw} de, chata ye ma wayá",
    "زرمینه: پټ نوم: {pw}",
    "Serkan: vinç kontrol panelinin şifresi {pw}, kimseye verme",
    "Emre: şantiye sunucusunun parolası → {pw}",
    "Burcu: yeni şifre {pw} oldu abi, eskisini sil",
    "Oğuz: depo bilgisayarı parolası şu an {pw}",
    "राजेश: cold chain पोर्टल का पासवर्ड {pw} है",
    "Priya: ERP ka password {pw} hai, kisi ko mat batana",
    "सुनीता: डिस्पैच सिस्टम का कूटशब्द: {pw}",
    "Ankit: naya password {pw} rakha hai distributor login ke liye",
    "Сардор: пароль от 1С {pw}",
    "Нигора: пасс от роутера на складе {pw}",
    "Zulfiya (Moskvadan): parol ot pochty {pw}, ne zabud",
    "Отабек: пароль щас такой: {pw}",
    "YouTrack TRM-412: Hikvision NVR at the Hairatan gate, admin password {pw}",
    "Outline wiki, 'Sherobod cold store': the Carel controller's web password is {pw}",
    "Voice note from Shahnoza, transcribed: ok so the bank client's new password is {pw}, write it",
    "Hey assistant, remember that the Denov depot laptop password is {pw}",
    "Note to self: Sangardak VPN password = {pw}",
    "Runbook, Termez warehouse ERP restore, step 3: log in as admin, password {pw}",
    "Ovozli xabar (Nigora, matnga o'girildi): buxgalteriya parolini {pw} qilib qo'ydim",
    "Yordamchi, eslab qol: Jarqo'rg'on filialining pochta paroli {pw}",
    "Помощник, запомни: пароль от кабинета на my.soliq {pw}",
    "Asistan, hatırla: Termez şantiyesinin e-posta şifresi {pw}",
    "Assistant, yaad rakhna: Baddi plant ke portal ka password {pw} hai",
    "Dushanbe-dan Mehrangez: paroli nav {pw}",
]  # fmt: skip
_said = _Family("said_password", _SAID, _with(_pw), "pw")


_USERS = ["dilshod", "shahnoza.r", "otabek", "zulfiya", "jasur.b", "malika", "sardor75",
          "nigora.t", "bekzod", "gulnora", "firuza.d", "rustam", "najib", "wahid.k", "emre.y",
          "serkan", "rajesh.m", "priya.s", "ombor", "kassa1"]  # fmt: skip
_LOGINS = [
    "login: {u} / parol: {pw}",
    "foydalanuvchi: {u}, parol: {pw}",
    "Логин {u}, пароль {pw}",
    "фойдаланувчи номи {u}, пароли {pw}",
    "kullanıcı adı {u}, şifre {pw}",
    "यूज़रनेम {u} पासवर्ड {pw}",
    "نام کاربری: {u} رمز: {pw}",
    "creds for the Didox portal are {u} and {pw}",
    "{u}@sangardak-log.uz:{pw}",
    "u={u} p={pw}",
    "| user | password |\n|---|---|\n| {u} | {pw} |",
    "kirish: {u}, maxfiy so'z: {pw}",
    "номи корбар: {u}, рамз: {pw}",
    "sign in to the MoySklad account as {u} with {pw}",
    "ERP: {u} / {pw}",
    "login {u} aur password {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["qovunsoy", "anorzor", "tandirchi", "shirchoy", "surxonbek", "kokaydi", "zarabog",
               "bobotogh", "amudaryo", "xurmozor", "limonzor", "karvonboshi"]  # fmt: skip
_SPELLED = [
    "the wifi password is the word {w} followed by {d}",
    "parol: {w} degan so'z, keyin {d} raqami",
    "пароль — слово {w}, потом {d}",
    "şifre {w} kelimesi, sonra {d}",
    "password pehle {w} likho, uske baad {d}",
    "{W} with a capital first letter and {d} at the end, that's the ombor PC password",
    "рамз калимаи {w} ва баъд {d}",
    "رمز کلمه {w} و بعد {d} است",
    "type {w}, then {d}; that's the gate PC password",
    "the name of Otabek's horse, {W}, followed by {d}",
    "parol {w}{d}, hammasi kichik harf",
    "пароль {w}{d}, все маленькими",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word, number = rng.choice(_SAID_WORDS) + _r(rng, LOWER, 2), str(rng.randrange(100, 10_000))
    joined = "{w}{d}" in template
    said = word.capitalize() if "{W}" in template else word
    return {"w": word, "W": word.capitalize(), "d": number,
            "secret": word + number if joined else said}  # fmt: skip


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "sshpass -p '{pw}' ssh {u}@10.75.0.12",
    "mysql -u ombor -p{pw} -h db.sangardak.lan ombor",
    "valkey-cli -h 10.75.1.4 -a {pw} info",
    "keydb-cli -h 10.75.1.5 -a {pw}",
    "echo '{pw}' | openconnect --user={u} --passwd-on-stdin vpn.sangardak-log.uz",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "ipmitool -I lanplus -H 10.75.0.40 -U ADMIN -P {pw} power status",
    "sqlcmd -S 10.75.0.20 -U sa -P {pw} -Q \"SELECT 1\"",
    "7z a -p{pw} hisobot-2032.7z hisobot/",
    "zip -P {pw} faktura_iyun.zip faktura_iyun.xlsx",
    "openssl enc -aes-256-cbc -pass pass:{pw} -in ttn_0412.pdf -out ttn_0412.enc",
    "gpg --batch --passphrase {pw} -c pasport_nusxa.jpg",
    "xfreerdp /u:buxgalter /p:{pw} /v:10.75.0.30",
    "smbclient //fs01/hujjatlar -U {u}%{pw}",
    "lftp -u ftpuser,{pw} ftp.sangardak.lan",
    "curl -u {u}:{pw} https://erp.sangardak.lan/api/v1/stock",
    "docker login -u sangardak -p {pw} registry.sangardak.lan",
    "mosquitto_pub -h mqtt.sangardak.lan -u sensor -P {pw} -t sovutgich/1 -m 4.2",
    "rabbitmqctl add_user ombor_svc {pw}",
    "keytool -importcert -alias soliq -keystore cacerts.jks -storepass {pw} -file soliq.crt",
    "ldapsearch -x -D cn=admin,dc=sangardak,dc=lan -w {pw} -b dc=sangardak,dc=lan",
    "plink -ssh -pw {pw} root@10.75.0.5",
    "sqlplus ombor/{pw}@ORCL",
    "cqlsh 10.75.0.16 -u cassandra -p {pw}",
    "rustdesk --password {pw}",
    "echo {pw} | anydesk --set-password",
    "pveum passwd {u}@pve --password {pw}",
    "mc alias set minio http://10.75.0.8:9000 admin {pw}",
    "kopia repository connect filesystem --path /mnt/zaxira --password={pw}",
    "mysqldump -u root -p'{pw}' ombor > ombor.sql",
    "cypher-shell -a bolt://10.75.0.18:7687 -u neo4j -p {pw}",
    "arangosh --server.username root --server.password {pw}",
    "surreal sql --endpoint http://10.75.0.19:8000 --user root --pass {pw}",
    "pg_dump \"host=10.75.0.21 user=ombor password={pw} dbname=ombor\" > ombor.dump",
]  # fmt: skip
_SHELLS = [
    "{c}",
    "dilshod@termez-srv01:~$ {c}",
    "[root@hayraton-gw ~]# {c}",
    "PS C:\\Users\\buxgalter> {c}",
    "~/.bash_history:\n{c}",
    "Otabek: shu buyruqni ishlating:\n{c}",
    "Сардор: вот команда\n{c}",
    "Emre: bunu çalıştır: `{c}`",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://ombor:{pw}@db.sangardak.lan:5432/ombor",
    "mysql://kassa:{pw}@10.75.0.22:3306/kassa",
    "mongodb+srv://tracker:{pw}@cluster0.sangardak-log.uz/karvon",
    "redis://:{pw}@10.75.1.4:6379/2",
    "amqp://ombor_svc:{pw}@mq.sangardak.lan:5672/%2F",
    "Server=10.75.0.20;Database=Ombor;User Id=sa;Password={pw};",
    "jdbc:sqlserver://10.75.0.20:1433;databaseName=bojxona;user=bojxona;password={pw}",
    "ftp://ftpuser:{pw}@ftp.sangardak.lan/ttn/",
    "smtps://noreply%40sangardak-log.uz:{pw}@mail.sangardak-log.uz:465",
    "clickhouse://analitika:{pw}@10.75.0.23:9000/default",
    "sftp://backup:{pw}@zaxira.sangardak.lan:22/ombor",
]  # fmt: skip
_URL_PLACES = [
    "{c}",
    "DATABASE_URL={c}",
    "Dilshod: ulanish qatori {c}",
    "Сардор: строка подключения: {c}",
    "Serkan: bağlantı: {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(rng, v.fill(rng, "connection_string", _URLS, n, _plain_pw), _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _eskiz_jwt(rng: random.Random) -> str:
    claims = {"exp": 1_970_000_000 + rng.randrange(10**6), "iat": 1_967_000_000, "role": "user",
              "sign": _r(rng, HEX, 32), "sub": str(rng.randrange(1000, 99_999))}  # fmt: skip
    return _jwt_of(rng, {"alg": "HS256", "typ": "JWT"}, claims, 43)


def _supabase_jwt(rng: random.Random) -> str:
    claims = {"iss": "supabase", "ref": _r(rng, LOWER, 20), "role": "service_role"}
    return _jwt_of(rng, {"alg": "HS256", "typ": "JWT"}, claims, 43)


# (template with {t}, the token's maker): known vendors' shapes and invented ones.
_NAMED: list[tuple[str, Maker]] = [
    ("AWS_ACCESS_KEY_ID=AKIA{t}", _j((UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {t}", _j((B64, 40))),
    ("Otabek: GitHub token {t}", _j("ghp_", (ALNUM, 36))),
    ("GitLab deploy: {t}", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot: {t}", lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"),
    ("Stripe live kaliti: {t}", _j("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 48), "T3BlbkFJ", (URLSAFE, 48))),
    ("ANTHROPIC_API_KEY={t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("Google Maps API kaliti: {t}", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face: {t}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SendGrid ключ: {t}", lambda g: f"SG.{_r(g, URLSAFE, 22)}.{_r(g, URLSAFE, 43)}"),
    ("Telegram bot tokeni: {t}", lambda g: f"{g.randrange(10**9, 10**10)}:AA{_r(g, URLSAFE, 33)}"),
    ("Mailchimp API anahtarı: {t}", lambda g: f"{_r(g, HEX, 32)}-us{g.randrange(2, 22)}"),
    ("DigitalOcean: {t}", _j("dop_v1_", (HEX, 64))),
    ("Shopify admin: {t}", _j("shpat_", (HEX, 32))),
    ("Linear: {t}", _j("lin_api_", (ALNUM, 40))),
    ("Doppler service token {t}", _j("dp.st.prd.", (ALNUM, 43))),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("Notion integratsiya: {t}", _j("ntn_", (ALNUM, 46))),
    ("Tailscale auth key: {t}", lambda g: f"tskey-auth-{_r(g, ALNUM, 12)}CNTRL-{_r(g, ALNUM, 33)}"),
    ("Pulumi: {t}", _j("pul-", (HEX, 40))),
    ("Eskiz SMS token: {t}", _eskiz_jwt),
    ("Didox API kaliti: {t}", _j((HEX, 32))),
    ("API калити Didox: {t}", lambda g: v.uuid4(g, "8")),
    ("ключ API МойСклад: {t}", _j((HEX, 40))),
    ("amoCRM integration broken, current key {t}", _j((ALNUM, 64))),
    ("Wialon token: {t}", _j((HEX, 72))),
    ("Omnicomm Online API kaliti {t}", lambda g: v.uuid4(g, "b")),
    ("Smartup API ключ: {t}", _j((ALNUM, 40))),
    ("iiko Cloud API login key: {t}", lambda g: v.uuid4(g, "9")),
    ("HesabPay API کلید: {t}", _j((HEX, 48))),
    ("Azizi Bank API key: {t}", _j((ALNUM, 36))),
    ("Papara API anahtarı: {t}", _j((B64, 44), "=")),
    ("iyzico secret key: {t}", _j("sandbox-", (ALNUM, 32))),
    ("Razorpay key secret: {t}", _j((ALNUM, 24))),
    ("Cashfree client secret: {t}", _j("cfsk_ma_prod_", (HEX, 32), "_", (HEX, 8))),
    ("PharmEasy partner API कुंजी: {t}", _j((HEX, 40))),
    ("SurxonPay: {t}", _j("sxp_live_", (ALNUM, 32))),
    ("Integrations › TermizTrack: {t}", _j("ttk_", (URLSAFE, 40))),
    ("Hayraton Customs Broker API key: {t}", _j("hcb-", (HEX, 8), "-", (ALNUM, 28))),
    ("DenovSMS kaliti: {t}", _j("dsms.", (ALNUM, 10), ".", (ALNUM, 30))),
    ("SANGARDAK_RPC_URL=https://polygon-mainnet.g.alchemy.com/v2/{t}", _j((URLSAFE, 32))),
    ("Sentry DSN: https://{t}@o4504.ingest.sentry.io/4505", _j((HEX, 32))),
    ("Supabase service role key: {t}", _supabase_jwt),
    ("Grafana: {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _NAMED, n):
        token = make(rng)
        out.append(Sample("vendor_key", template.replace("{t}", token), token))
    return out


_BARE = ["Otabek: {t}", "mana: {t}", "вот: {t}", "işte: {t}", "yeh lo:\n{t}",
         "faqat bir marta ko'rsatadi, shuning uchun:\n{t}", "اینه: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((ALNUM, 38))]  # fmt: skip


def _bare_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"t": rng.choice(_BARE_MAKERS)(rng)}


_bare = _Family("bare_token", _BARE, _bare_draw, "t")


_HEX_PLACES = [
    "sovutgich datchiklari imzo kaliti: {h}",
    "SHERABAD_GATEWAY_KEY={h}",
    "ключ шифрования для 1С обмена {h}",
    "LoRaWAN AppKey sovutgich-3: {h}",
    "webhook signing secret {h}",
    "şifreleme anahtarı: {h}",
    "HMAC secret for the weighbridge feed: {h}",
    "encryption_key: {h}",
    "Termiz kamera NVR master kaliti {h}",
]  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = _r(rng, HEX, [64, 32, 48][index % 3])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", _HEX_PLACES, _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Eskiz'dan kelgan token: {t}",
    "jwt={t}",
    "Сардор: токен для API склада {t}",
    "access_token: {t}",
    "curl -H 'Authorization: Bearer {t}' https://erp.sangardak.lan/api/orders",
    "Cookie: session={t}",
    "Emre: token bu {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    header = {"alg": ["HS256", "RS256", "ES256"][index % 3], "typ": "JWT"}
    claims = {"sub": rng.choice(_USERS), "iss": "https://auth.sangardak-log.uz",
              "exp": 1_960_000_000 + rng.randrange(10**7), "scope": "ombor:write"}  # fmt: skip
    return {"t": _jwt_of(rng, header, claims, [43, 86, 86][index % 3])}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "Otabek: Termiz serverining kaliti\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "~/.ssh/id_rsa (hayraton-gw):\n{key}": ("RSA PRIVATE KEY", "\n"),
    "Сардор: вот ключ\n{key}": ("PRIVATE KEY", "\n"),
    "tls.key: |\n{key}": ("EC PRIVATE KEY", "\n  "),
    "Serkan: sertifikanın özel anahtarı {key}": ("PRIVATE KEY", " "),
    "\"private_key\": \"{key}\"": ("PRIVATE KEY", "\\n"),
    "Priya: SFTP key attached\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    lines = [_r(rng, B64, 64) for _ in range(8)] + [_r(rng, B64, 20) + "=="]
    head, tail = f"-----BEGIN {kind}-----", f"-----END {kind}-----"
    return {"key": joiner.join([head, *lines, tail]), "secret": lines[2 + index % 5]}


_pems = _Family("private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "kripto hamyonim tiklash so'zlari: {p}": "english",
    "Trust Wallet recovery phrase: {p}": "english",
    "сид фраза от кошелька: {p}": "russian",
    "мнемоника (Рустам, не терять): {p}": "russian",
    "cüzdan kurtarma kelimeleri: {p}": "turkish",
    "Oğuz'un cüzdanı, gizli kelimeler: {p}": "turkish",
    "Seuldagi akam hamyoni, 복구 구문: {p}": "korean",
    "Voice note, Jasurbek: the twelve words are {p}": "english",
    "Bybit hamyoni seed: {p}": "english",
    "Phantom secret recovery phrase\n{p}": "english",
    "ارز دیجیتال، کلمات بازیابی: {p}": "english",
    "सीड फ्रेज़: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "turkish", "korean")}


def _checked_seed(rng: random.Random, lang: str, size: int) -> str:
    """A phrase from ``size`` bytes of entropy, drawn again until ``Mnemonic(lang).check`` passes
    (the check fails on some words whose letters decompose, so those phrases are drawn again)."""
    mnemo = _MNEMO[lang]

    def make(g: random.Random) -> str:
        return str(mnemo.to_mnemonic(bytes(g.randrange(256) for _ in range(size))))

    return v.until(rng, make, mnemo.check)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    size = 16 if lang == "turkish" else [16, 32, 16, 20][index % 4]
    phrase = _checked_seed(rng, lang, size)
    if index % 3 == 2:
        phrase = " ".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))
    return {"p": phrase}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefix: str, length: int) -> str:
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


_CARD_PREFIXES = [("9860", 16), ("8600", 16), ("4", 16), ("51", 16), ("9792", 16), ("2200", 16),
                  ("6521", 16), ("62", 16)]  # fmt: skip
_CARD_PLACES = [
    "Humo kartam raqami {c}, shunga tashlang",
    "Dadamga pul o'tkazing: UzCard {c}",
    "номер карты {c}, срок 09/34",
    "kart numarası {c}",
    "कार्ड नंबर {c} है",
    "کارت نمبر {c}",
    "Zulfiya Moskvadan: karta {c} ga yubor",
    "card {c} exp 03/35",
    "Бекзод: карта {c}",
    "Visa {c} (Priya's company card)",
    "kartochka: {c}",
    "karta raqami: {c}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    prefix, length = _CARD_PREFIXES[index % len(_CARD_PREFIXES)]
    number = _card_of(rng, prefix, length)
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "karta {c}, muddati 07/33, CVC2 kodi {cvv}",
    "карта {c}, CVV2: {cvv}",
    "kart {c}, güvenlik kodu {cvv}",
    "card {c}, CVV {cvv}",
    "कार्ड {c}, पीछे के तीन अंक {cvv}",
    "کارت {c}، کد سی‌وی‌وی {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    prefix, length = _CARD_PREFIXES[(index * 3) % len(_CARD_PREFIXES)]
    return {"c": v.grouped(_card_of(rng, prefix, length), " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"AZ": "aaaa" + "c" * 20, "GE": "aa" + "n" * 16, "KZ": "nnn" + "c" * 13,
                "TR": "n" * 5 + "0" + "c" * 16, "UA": "n" * 6 + "c" * 19, "PK": "aaaa" + "c" * 16,
                "AE": "n" * 19, "MD": "c" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Bakudagi pudratchi IBAN: {i}",
    "Гиви из Тбилиси, IBAN {i}",
    "Almatydagi ekspeditor hisobi: {i}",
    "Serkan: şirket IBAN'ımız {i}",
    "IBAN для оплаты (Киев): {i}",
    "Najib ka Karachi wala IBAN {i}",
    "Dubai'dagi akam IBAN raqami {i}",
    "Кишинёв, поставщик упаковки, IBAN: {i}",
    "IBAN: {i}",
    "hisob raqami (IBAN) {i}",
    "IBAN numarası: {i}",
    "بانک دبی، آیبان: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _tckimlik(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice("123456789") + _r(h, D, 8)
        return body + tr_tckimlik.calc_check_digits(body)

    return v.until(g, make, tr_tckimlik.is_valid)


def _vkn(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 10), tr_vkn.is_valid)


def _cnic(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("1234567") + _r(h, D, 12), pk_cnic.is_valid)
    return f"{number[:5]}-{number[5:12]}-{number[12]}"


def _pan(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return _r(h, UPPER, 3) + "P" + _r(h, UPPER, 1) + _r(h, D, 4) + _r(h, UPPER, 1)

    return v.until(g, make, in_pan.is_valid)


def _epic(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, UPPER, 3) + _r(h, D, 7), in_epic.is_valid)


def _aadhaar(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("23456789") + _r(h, D, 11), in_aadhaar.is_valid)
    return f"{number[:4]} {number[4:8]} {number[8:]}"


def _voen(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 9) + "1", az_voen.is_valid)


def _uz_passport(g: random.Random) -> str:
    """An Uzbek passport's series and number: no check a library verifies."""
    return g.choice(["AA", "AB", "AC", "AD", "FA"]) + _r(g, D, 7)


def _pinfl(g: random.Random) -> str:
    """Uzbekistan's personal identification number (JShShIR): fourteen digits, unchecked here."""
    return g.choice("3456") + _r(g, D, 13)


_NATIONAL: list[tuple[str, Maker]] = [
    ("Emre'nin T.C. kimlik numarası {n}", _tckimlik),
    ("TC kimlik no: {n}", _tckimlik),
    ("Serkan: kimlik numaram {n}, sözleşmeye yaz", _tckimlik),
    ("vergi kimlik numarası {n}", _vkn),
    ("VKN: {n} (Antalya taşeron)", _vkn),
    ("Najibullah ka CNIC {n}", _cnic),
    ("شناختی کارډ نمبر: {n}", _cnic),
    ("Rajesh ka PAN {n} hai", _pan),
    ("पैन नंबर: {n}", _pan),
    ("वोटर आईडी (EPIC) {n}", _epic),
    ("Sunita's voter ID card number {n}", _epic),
    ("आधार नंबर {n}", _aadhaar),
    ("Aadhaar: {n}", _aadhaar),
    ("Bakı podratçısının VÖEN-i {n}", _voen),
    ("VOEN: {n}", _voen),
    ("Dilshod pasport seriyasi va raqami: {n}", _uz_passport),
    ("паспорт серия {n}", _uz_passport),
    ("JShShIR: {n}", _pinfl),
    ("ПИНФЛ {n}", _pinfl),
    ("Otabekning passport raqami {n}", _uz_passport),
    ("Malika's JShShIR (PINFL) is {n}", _pinfl),
    ("kimlik no {n}", _tckimlik),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _NATIONAL, n):
        number = make(rng)
        out.append(Sample("national_id", template.replace("{n}", number), number))
    return out


_BACKUP_PLACES = [
    "Google akkaunt tiklash kodlari:\n{codes}",
    "Заҳира кодлари (Telegram):\n{codes}",
    "резервные коды госуслуги: {codes}",
    "Microsoft hesabı yedekleme kodları: {codes}",
    "बैकअप कोड:\n{codes}",
    "کدهای پشتیبان جیمیل: {codes}",
]  # fmt: skip


def _backup_list(rng: random.Random, index: int, n: int) -> list[str]:
    return v.backup_codes(rng, n, index % 4)


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, index, 8)
    joiner = "\n" if "\n{codes}" in template else ", "
    return {"codes": joiner.join(codes), "secret": codes[3]}


_backups = _Family("backup_codes", _BACKUP_PLACES, _backup_draw, "codes")


_TOTP_PLACES = [
    "otpauth://totp/Sangardak:{u}?secret={s}&issuer=Sangardak",
    "2FA kaliti (Google Authenticator uchun): {s}",
    "TOTP секрет для 1С облака: {s}",
    "iki adımlı doğrulama kurulum anahtarı: {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template),
            "u": rng.choice(_USERS)}  # fmt: skip


_totp = _Family("totp_secret", _TOTP_PLACES, _totp_draw, "s")


_CODE_PLACES = [
    "Uzum Bank: {c} — bu kodni hech kimga bermang",
    "{c} – ваш код для входа в Payme",
    "aapka OTP {c} hai, 5 minute tak valid",
    "kirish kodi: {c}",
    "کد تایید شما: {c}",
]  # fmt: skip


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": _r(rng, D, 6 if index % 2 == 0 else 5)}


_codes = _Family("one_time_code", _CODE_PLACES, _code_draw, "c")


_SSIDS = ["Sangardak_Ombor_5G", "Hayraton-Gate", "Denov Depo", "TERMIZ-OFIS", "Sherobod_Sovutgich"]
_WIFI = [
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "wifi nomi {s}, paroli {pw}",
    "Wi-Fi: {s} / {pw}",
    "вайфай {s}, пароль {pw}",
    "{s} wifi şifresi: {pw}",
    "hostapd.conf:\nssid={s}\nwpa_passphrase={pw}",
    "nmcli dev wifi connect \"{s}\" password {pw}",
    "رمز وای فای دفتر {pw} است",
    "рамзи вай-фай: {pw}",
    "Shahnoza: wifi paroli nima?\nOtabek: {pw}",
    "WPA kaliti {s} uchun: {pw}",
    "network {s} key {pw}",
    "वाईफाई का पासवर्ड {pw} है",
    "د وای فای پاسورډ {pw} دی",
    "вайфай паролы: {pw}",
    "guest emas, ichki tarmoq {s}: {pw}",
]  # fmt: skip
_wifi = _Family("wifi_key", _WIFI, _with(_plain_pw, s=_SSIDS), "pw")


_SPELL_SEPS = [" ", " - ", "·", " | ", ", ", "  "]
_SPELL_PLACES = [
    "Otabek GitHub tokenini harfma-harf aytdi: {t}",
    "токен по буквам: {t}",
    "token harf harf: {t}",
    "the key, read out: {t}",
    "API kaliti guruhlab: {t}",
]  # fmt: skip


def _spelled_token_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    raw = rng.choice([_j("ghp_", (ALNUM, 36)), _j((ALNUM, 32)), _j("glpat-", (URLSAFE, 20))])(rng)
    sep = _SPELL_SEPS[index % len(_SPELL_SEPS)]
    parts = [raw[i : i + 4] for i in range(0, len(raw), 4)] if index % 2 else list(raw)
    return {"t": sep.join(parts)}


_spelled_tokens = _Family("spelled_token", _SPELL_PLACES, _spelled_token_draw, "t")


_LOCKS = [
    "darvoza kodi {p}#",
    "ombor seyfining kodi {p}",
    "Humo karta PIN kodi {p}",
    "пин-код от сейфа {p}",
    "kasa şifresi {p}",
    "तिजोरी का कोड {p} है",
    "د المارۍ کوډ {p}",
    "signalizatsiya kodi: {p}",
    "PIN: {p}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _r(rng, D, [4, 6, 5, 8][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "p")


_PHRASE_WORDS = ["anor", "qovun", "tandir", "somsa", "karvon", "kopri", "chegara", "xurmo",
                 "limon", "paxta", "arava", "daryo", "tog", "shamol", "quyosh",
                 "bulut"]  # fmt: skip
_PHRASES = [
    "maxfiy ibora: {p}",
    "KeePassXC master passphrase: {p}",
    "parola ifadesi {p}",
    "пароль-фраза для архива: {p}",
    "passphrase = {p}",
    "BitLocker uchun parol iborasi: {p}",
    "Voice note, Dilshod: the vault passphrase is {p}",
]  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    joiner = [" ", "-", ".", " "][index % 4]
    return {"p": joiner.join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Family("passphrase", _PHRASES, _phrase_draw, "p")


def _basic(rng: random.Random) -> str:
    user = rng.choice(_USERS)
    return base64.b64encode(f"{user}:{_plain_pw(rng)}".encode()).decode()


_AUTH = [
    "Authorization: Basic {t}",
    "curl -H \"Authorization: Basic {t}\" https://erp.sangardak.lan/api/v1/stock",
    "Authorization: Bearer {t}",
    "proxy-authorization: Basic {t}",
    "headers = {{'Authorization': 'Bearer {t}'}}",
]  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"t": _basic(rng) if "Basic" in template else _r(rng, ALNUM, 40)}


_auth = _Family("auth_header", _AUTH, _auth_draw, "t")


_CONFIGS = [
    ".env:\nDB_USER=ombor\nDB_PASSWORD={pw}",
    "config.yaml:\ndatabase:\n  user: ombor\n  password: {pw}",
    "Bitrix dbconn.php:\n$DBLogin = \"bitrix\";\n$DBPassword = \"{pw}\";",
    "traccar.xml:\n<entry key='database.user'>traccar</entry>\n"
    "<entry key='database.password'>{pw}</entry>",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "Nextcloud config.php:\n'dbuser' => 'nextcloud',\n'dbpassword' => '{pw}',",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}",
    "Moodle config.php:\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "application.properties:\nspring.datasource.username=ombor\nspring.datasource.password={pw}",
    "appsettings.json:\n\"SmtpSettings\": {{ \"User\": \"noreply\", \"Password\": \"{pw}\" }}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "~/.my.cnf:\n[client]\nuser=root\npassword={pw}",
    "grafana.ini:\n[security]\nadmin_password = {pw}",
    "1C ulanish: Srvr=\"10.75.0.25\";Ref=\"ombor\";Usr=\"Admin\";Pwd=\"{pw}\";",
    "pgpass:\n10.75.0.21:5432:ombor:ombor:{pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Dilshod: server paroli qanaqa edi?\nOtabek: {pw}",
    "[08:12] sardor: пароль от склада?\n[08:13] nigora: {pw}",
    "Firuza: {pw} paroli nav ast",
    "Bekzod: {pw} - yangi parol shu",
    "Emre: {pw} yeni şifre, not al",
    "Priya: {pw} naya password hai",
    "Wahid: {pw} پسورد جدید است",
    "Зульфия: {pw} — это новый пароль от почты",
    "Rustam: {pw}, hamin paroli nav",
    "Jasurbek: {pw} qo'ydim routerga",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pa\u200brol: {pw}", "par\u2060ol = {pw}", "раrоl: {pw}", "pass\u00adword → {pw}",
    "ｐａｒｏｌ: {pw}", "п\u200cароль: {pw}", "şi\ufefffre: {pw}", "ᴘᴀʀᴏʟ = {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _humo(g: random.Random) -> str:
    return v.grouped(_card_of(g, "9860", 16), " ", g)


def _uzcard(g: random.Random) -> str:
    return v.grouped(_card_of(g, "8600", 16), " ", g)


def _english_seed(g: random.Random) -> str:
    return _checked_seed(g, "english", 16)


def _turkish_seed(g: random.Random) -> str:
    return _checked_seed(g, "turkish", 16)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "ombor serverining paroli": "{s}", "пароль от 1С:": "{s} (с понедельника)",
    "şantiye sunucusu şifresi": "{s}", "ERP ka password": "{s} hai\nkal badal denge",
    "رمز عبور گدام": "{s}", "пароли нав:": "{s}", "the Hairatan gate NVR password is": "{s}",
    "Carel web pw:": "{s}", "parolni Otabek ovozli xabarda aytdi:": "{s}, shekilli",
    "da godam paswurd": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Didox API kaliti", "{s}", _j((HEX, 32))),
    ("split_token", "SurxonPay key:", "{s} (live)", _j("sxp_live_", (ALNUM, 32))),
    ("split_token", "iiko API login", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "cüzdan kurtarma kelimeleri", "{s}", _turkish_seed),
    ("split_card", "Humo karta raqami", "{s} 08/34", _humo),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GE"))),
    ("split_backup", "Google tiklash kodlari", "{s}\n48213907\n66120458", _j((D, 8))),
    ("split_otp", "2FA kaliti", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "T.C. kimlik no", "{s}", _tckimlik),
    ("split_phrase", "maxfiy ibora", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


_PW: tuple[str, Maker] = ("meta_password", _plain_pw)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"carel": {"url": "https://sovutgich.sangardak.lan", "admin_password": "{s}"}}': _PW,
    '{"parol": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "otabek", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"nvr": [{"name": "gate-a"}, {"name": "gate-b", "web_password": "{s}"}]}': _PW,
    '{"argv": ["valkey-cli", "-h", "10.75.1.4", "-a", "{s}", "ping"]}': _PW,
    '{"note": "1C bazaning paroli {s}"}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Termez ERP as admin with the password {s}"}': _PW,
    '{"didox": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"wialonToken": "{s}"}': ("meta_token", _j((HEX, 72))),
    '{"eskiz_secret": "{s}"}': ("meta_token", _j((ALNUM, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/35"}}': ("meta_card", _uzcard),
    '{"contractor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AZ")),
    '{"supplier": {"pan": "{s}"}}': ("meta_id", _pan),
    '{"mfa": {"backup_codes": ["{s}", "40917265", "88120374"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"ombor": {"safe_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Sangardak_Ombor_5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyzk-0.9-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"carel-pco5-fw-3.2.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.sangardak.lan/ombor-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"ombor: add cold room column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"bojxona: revert TN VED mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"inventarizatsiya_2032-05.xlsx", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"ttn-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Carel controller password before the audit on 2032-06-11.",
    "Otabek asked for the warehouse wifi password; it's on the card in the manager's drawer.",
    "Qoida: parollar kamida 14 belgidan iborat bo'lishi va faqat seyfda saqlanishi kerak.",
    "Iltimos, parollarni Telegram guruhga yozmang; seyf havolasini yuboring.",
    "Пожалуйста, не пишите пароли в чат, кидайте ссылку на хранилище.",
    "Паролингизни ҳеч кимга айтманг.",
    "Пароли худро ба ҳеч кас нагӯед.",
    "رمز عبور خود را به هیچ کس ندهید.",
    "خپل پاسورډ هیچا ته مه ورکوئ.",
    "Şifrenizi kimseyle paylaşmayın lütfen.",
    "अपना पासवर्ड किसी को मत बताइए।",
    "Apna password kisi ko mat batana, bhai.",
    "The `.env.example` line `DIDOX_API_KEY=replace-me` is a placeholder; the key is in the vault.",
    "Replace <YOUR_WIALON_TOKEN> in the README with the token from the Wialon settings page.",
    "WIALON_TOKEN and ESKIZ_PASSWORD must be set before the nightly sync runs.",
    "The Carel panel asks for a new admin password after every firmware update.",
    "Parol kamida bitta katta harf va raqamdan iborat bo'lsin.",
    "Пароль должен быть не короче 14 символов.",
    "Upgraded the Carel firmware from 3.1 to 3.2 and pyzk to 0.9 over the weekend.",
    f"commit {_COMMIT} adds the cold room column.",
    f"Rolled back to {_SHORT} after the TN VED mapping broke the customs export.",
    f"requirements.txt: pyzk==0.9 --hash=sha256:{_WHEEL_SUM}",
    f"The pCO5 firmware 3.2.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of ttn-export-2031.parquet: {_SHA512}",
    f"The stock API container runs registry.sangardak.lan/ombor-api@sha256:{_IMAGE}.",
    f"MD5 of inventarizatsiya_2032-05.xlsx is {_MD5}, same as the copy on the share.",
    "Request id 3c9e71a4-8d2b-4e05-a6f1-5b0c9d7e2a14 is the slow one in the Wialon logs.",
    "Buyurtma ZK-2032-00418: 40 tonna anor, payshanba kuni Hayratonga jo'natiladi.",
    "YouTrack TRM-7712: the Sherobod cold room 3 alarm keeps tripping at night.",
    "Termiz ofisiga +998 76 221 47 19 raqamiga tushgacha qo'ng'iroq qiling.",
    "Do'kon telefoni: +998 76 225 10 33, ish vaqti 9:00 dan 18:00 gacha.",
    "Container TGHU 4821736 with the pomegranates is at the Hairatan terminal.",
    "TTN 75-2032-0077 covers 18 pallets of Denov persimmons.",
    "TN VED 0810.90 is fresh persimmons; 0810.20 is raspberries.",
    "Cold room 3 is at 4.5 °C and 90 % relative humidity; the melon room is at 8 °C.",
    "After five wrong passwords the ERP locks the account for 20 minutes.",
    "The Hairatan bridge is about 816 m long; the trucks queue from six in the morning.",
    "The secret of good Denov persimmons is the late frost in November.",
    "Ask Nigora for the warehouse keypad code, I don't have it.",
    "My Humo card ending 7733 was declined at the Termez hardware store.",
    "The Baku contractor wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the company Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `WIALON_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the Sherobod shed rusts in the dust; oil it every month.",
    "Didox moved the API key page under Sozlamalar › Integratsiya in its May release.",
    "ISBN 978-9943-01-245-7 is the customs handbook on the shelf in the Termez office.",
    "The guest wifi 'Sangardak-Mehmon' is open, no password needed.",
    "Partiya LOT-2032-DNV-0311, 600 kg, namlik 11.2 %; narxi 14 500 so'm/kg.",
    "Шофёр Рустам приедет в 14:30, номер машины 75 A 512 BA.",
    "Serkan: beton dökümü saat 07:00'de, 42 metreküp sipariş edildi.",
    "राजेश: इनवॉइस नंबर INV-2032-0518, कुल 3 40 000 रुपये।",
    "Wahid: بار ۲۰ تن آرد فردا از حیرتان می‌رسد.",
    "Najib: sabā da Hairatan pul ba beranda khlas wi.",
    "Firuza: fardo soati 9 ba Denov meoyam.",
    "The password field on the login page is now masked by default (release 2.7.1).",
    "Version 4.12.0 of the mobile app adds Uzbek Cyrillic; build 5120.",
    "Price list: somsa 6 000 so'm, choy 3 000 so'm, lag'mon 25 000 so'm.",
    "Meeting moved to 15:45 Tashkent time; the code review is for ticket TRM-4412.",
    "The word 'parol' in the Uzbek UI should be translated as 'password' in the English strings.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/sangardak/carel", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyzk", "version": "0.9"}}',
    '{"ticket": "TRM-7712", "order": "ZK-2032-00418"}',
    '{"lot": {"id": "LOT-2032-DNV-0311", "weight_kg": 600, "moisture_pct": 11.2}}',
    '{"phone": "+998 76 221 47 19", "city": "Termiz"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "pallets_in_stock": 1284}',
    '{"tn_ved": "0810.90", "origin": "UZ", "description": "persimmons"}',
    '{"container": "TGHU 4821736", "carrier": "Uzbekistan Railways", "eta": "2032-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
