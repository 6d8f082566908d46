# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-thirty-fourth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-thirty-third's
docstring, the fifth to three-hundred-and-thirty-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (335 to 337), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (334_518_207), password words (rivers, towns
and Erzya and Moksha names with a number and a sign, `Insar47!Vezhava`; dot-joined
`kudo.insar.1987`; leet `S4r4nsk`; `Saransk1641#QZ`; a generator's dashed groups; random runs).

The fictional company is OOO Valdo-Sura (a lamp maker and wholesaler in Saransk with a warehouse
in Ruzayevka, a depot in Temnikov, a shop and glassworks partner in Krasnoslobodsk and a branch in
Lyambir), with its office, warehouse and IT staff and relatives in Tampere and Debrecen; every
company, person, address, domain (`valdosura.lan`, `valdo-sura.ru`), bank account and number is
invented, only the region is real. Texts: chats with times, Kaiten cards, tickets, notes, shell
prompts (Yakuake, Tilix, Guake, zellij), config and env files, voice-note transcripts and requests
to the assistant; separators from a colon, `—`, `→`, `=>`, `=`, `on`, `is`, a table cell, Russian
guillemets, Hungarian low-high quotes and a new line.

Grep counts (heldouts 5 to 333 naming each, grep -l): none for Mordovia, Ruzayevka,
Krasnoslobodsk, Lyambir, Valdo, Lisma, SuraPay, InsarTrack, MokshaSMS, VadCloud, Pichingusha,
Insales, fdbcli, sqlfluff, ferretdb; one or two for Saransk, Temnikov, Erzya, Moksha, `salava`,
`salaf`, `sersüz`, Dadata, Barion, SimplePay, Billingo, Számlázz, MiniCRM, Sbis, Yougile, Compass,
Yandex Delivery, Paytrail, Holvi, Procountor, Unisender, Prodamus, МойСклад, VK Cloud, hashcat,
mc-cli, zellij, `varmistuskood`, `hu.anum`; three to nine for Tampere, Debrecen, Tatar, `серсүз`,
`jelszavam`, `tunnuslause`, `registrikood`, `veronumero`, Yakuake, Kaiten; more for Tilix, Guake,
`henkilötunnus`, `ОГРН`, `УНП`, `parol`.

About half of the secret samples are not in English: Russian in Cyrillic (`пароль от`, `ключ API`,
`сид-фраза`, `резервные коды`, `код подтверждения`, `три цифры на обороте`, `ИНН`) and as texted in
Latin letters (`parol ot wifi`, `klyuch API`, `kod iz SMS`, `sid-fraza`, `rezervnye kody`), Erzya
(`салава вал`, `салава валось`, `салава панжома`, `sklad kompyuteren salava val`, `мейле`), Moksha
(`салаф валсь`, `salaf vals'`), the Finnish of relatives in Tampere (`salasana on`, `tunnuslause`,
`varmistuskoodit`, `vahvistuskoodisi on`, `henkilötunnus`, `API-avain`, `kodlukko`), the
Hungarian of relatives in Debrecen (`a jelszó`, `jelszavam`, `tartalék kódok`, `ellenőrző kód`,
`API-kulcs`, `jelmondat`, `kártya hátoldalán lévő kód`) and the Tatar of Lyambir neighbours in
Cyrillic (`серсүз`, `API ачкычы`, `челтәре`, `яңа серсүз`) and Latin (`sersüze`, `zapas kodlar`).
Russian, Finnish and Hungarian wordings are ordinary usage except the guesses; the author's
guesses, checked by no speaker, are all the Erzya and Moksha wordings, the Russian
`frasa-parol`, the Finnish `kodlukko` for a cabin's code lock, the Hungarian `jelmondat` for a
passphrase, and the Tatar `сейф коды`, `кәрт номеры`, `раз кулланыла торган код`, `сүзе, аннан
соң`, `banka hesabi` (with a dotless i), `Tatar kuzene` and `zapas kodlar`.

Vendors: invented ones (SuraPay `srp_live_`, InsarTrack `ins-`, MokshaSMS `mks.`, VadCloud
`vdc_`, a Compass `cmp_`; shapes guessed), Russian, Finnish and Hungarian ones with guessed shapes
(Insales, Dadata, СБИС, МойСклад, Yougile, Unisender, Prodamus, Yandex Delivery, Paytrail, Holvi,
Procountor, Számlázz.hu, Billingo, Barion, MiniCRM) and ones the docs name (GitHub, GitLab, Slack,
Stripe, OpenAI, Anthropic, AWS, Telegram, Hugging Face, npm, SendGrid, Google, PyPI, DigitalOcean,
Grafana, Tailscale); the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Russia's INN of a person
and of a company (`ru.inn`) and OGRN (`ru.ogrn`), Finland's henkilötunnus and veronumero
(`fi.hetu`, `fi.veronumero`), Hungary's ANUM (`hu.anum`), Belarus' UNP (`by.unp`) and Estonia's
registrikood (`ee.registrikood`). Cards pass Luhn (`stdnum.luhn`; Mir's 2200 to 2204 prefixes
among them); IBANs of Belarus, Moldova, Estonia, Montenegro, Lithuania, Latvia, Azerbaijan and
Russia (codes a rough grep finds in fewer earlier corpora than most), checked with `stdnum.iban`;
seed phrases from mnemonic's English, Russian, Turkish, Portuguese and Czech lists, checked with
`Mnemonic(lang).check` (each drawn again until the check passes).
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
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.by import unp as by_unp
from stdnum.ee import registrikood as ee_registrikood
from stdnum.fi import hetu as fi_hetu
from stdnum.fi import veronumero as fi_veronumero
from stdnum.hu import anum as hu_anum
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 334_518_207
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker

_NAMES = ["Orgo", "Lembe", "Ineshke", "Viryava", "Paksyazh", "Alsu", "Rustam", "Nadya", "Pavel",
          "Aino", "Zsófia", "Kastor", "Syreś", "Dilyara", "Ilmar", "Tuomas", "Bence"]  # fmt: skip
_USERS = ["orgo.v", "lembe", "ineshke.k", "viryava", "paksyazh", "alsu.s", "rustam.kh", "nadya",
          "pdevyatkin", "svc_sklad", "valdo_ops", "kastor", "buh", "lisma_sync"]  # fmt: skip
_HOSTS = ["sklad-ruz.valdosura.lan", "db1.valdosura.lan", "temnikov-gw.valdosura.lan",
          "nas-krs.valdosura.lan", "10.44.7.12", "erp.valdo-sura.ru", "172.20.3.9"]  # fmt: skip
_WORDS = ["Insar", "Sura", "Moksha", "Alatyr", "Vad", "Pichingusha", "Kudava", "Vezhava",
          "Ineshkipaz", "Tyushtya", "Litova", "Syres", "Mastorava", "Nishke", "Kaldas",
          "Lyambir"]  # fmt: skip
_LOWER_WORDS = ["insar", "sura", "alatyr", "kudo", "vezhava", "lisma", "tyushtya", "pachalks",
                "panjo", "kshi", "ved", "tol", "moda", "chi", "kaldaz", "ozks"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["S4r4nsk", "Mord0v1ya", "Ruz4y3vk4", "T3mn1k0v", "Kr4sn0sl0b", "L1sm4", "1ns4r"]


def _pw(g: random.Random) -> str:
    style = g.randrange(8)
    if style == 0:
        return f"{g.choice(_WORDS)}{g.randrange(10, 99)}{g.choice(_SYMBOLS)}{g.choice(_WORDS)}"
    if style == 1:
        return f"{g.choice(_LOWER_WORDS)}.{g.choice(_LOWER_WORDS)}.{g.randrange(1950, 2031)}"
    if style == 2:
        return f"{g.choice(_LEET)}{g.choice(_SYMBOLS)}{g.randrange(100, 9999)}"
    if style == 3:
        return _r(g, ALNUM, g.randrange(14, 20)) + g.choice(_SYMBOLS) + _r(g, D, 2)
    if style == 4:
        return "-".join(_r(g, ALNUM, 6) for _ in range(3))
    if style == 5:
        return f"Saransk{g.randrange(1641, 2030)}{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}"
    if style == 6:
        return f"{g.choice(_WORDS)}_{_r(g, LOWER_DIGITS, 5)}{g.choice(_SYMBOLS)}{_r(g, D, 3)}"
    return f"{g.choice(_WORDS)}{g.choice(_SYMBOLS)}{g.choice(_WORDS).lower()}{g.randrange(10, 99)}"


def _plain_pw(g: random.Random) -> str:
    """A password with no quote, brace or backslash (safe in JSON and shell)."""
    return f"{g.choice(_WORDS)}{g.randrange(10, 99)}{g.choice('!#%*@+')}{_r(g, ALNUM, 6)}"


def _fam(g: random.Random, cls: str, templates: list[str], make: Maker, n: int) -> list[Sample]:
    """``n`` samples of ``cls``: each template in turn filled with a fresh ``{s}`` (the secret)
    and a person (``{n}``), user (``{u}``) and host (``{h}``)."""
    out = []
    for template in v.cycle(g, templates, n):
        secret = make(g)
        text = (template.replace("{n}", g.choice(_NAMES)).replace("{u}", g.choice(_USERS))
                .replace("{h}", g.choice(_HOSTS)).replace("{s}", secret))  # fmt: skip
        out.append(Sample(cls, text, secret))
    return out


# Passwords after a label, in many languages and with many separators.
_LABELLED = [
    "Orgo: the password for the Ruzayevka warehouse NAS is {s}",
    "note to self — Temnikov router admin password: {s}",
    "Ineshke → assistant: remember the 1C:Enterprise password for {u} is {s}",
    "Lembe: Yakuake dropdown on the sklad PC, password => {s}",
    "[09:41] Alsu: пароль от кассы в Краснослободске — {s}",
    "пароль к базе склада: {s} (не менять до инвентаризации)",
    "Павел: новый пароль от почты бухгалтерии {s}",
    "пароль = {s}",
    "parol ot wifi na sklade v Ruzaevke: {s}",
    "Nadya: parol ot 1C teper {s}, ne teryai",
    "Эрзянь: склад компьютерэнь салава вал — {s}",  # Erzya, guessed
    "салава валось: {s}",  # Erzya definite, guessed
    "Viryava: sklad kompyuteren salava val — {s}",  # Erzya translit, guessed
    "Мокшень: салаф валсь {s}",  # Moksha, guessed
    "Paksyazh: salaf vals' kassas: {s}",  # Moksha translit, guessed
    "Aino (Tampere): wlanin salasana on {s}",
    "salasana: {s} — älä kerro Tuomakselle",
    "Tuomas: uusi salasana pankkiin on {s}",
    "Zsófia (Debrecen): a jelszó {s}",
    "jelszó → {s}",
    "Bence: az új jelszavam {s}, ne add tovább",
    "Дилара (Ләмбер): серсүз — {s}",  # Tatar
    "Rustam: kompyuter sersüze {s}",  # Tatar Latin, guessed
    "серсүзем: {s}",  # Tatar possessive
    "voice note, Temnikov depot: uh, the pass word for the camera box is {s}, okay",
    "hey assistant, store this: Wildfly admin pw — {s}",
    "| Kaiten board | svc_kaiten | {s} |",
    "Ticket VS-4417: reset done, temp password `{s}` — user must change it",
    "passwd for {u}@{h}:\n{s}",
    "ПАРОЛЬ: «{s}»",
    "пароль от роутера в Темникове сменили на {s}",
    "parol' (Lyambir filial): {s}",
    "jelszó a debreceni routerhez: „{s}”",
    "salasanaksi vaihdettu {s}",
]  # fmt: skip

_PHRASE_WORDS = ["kudo", "ved", "tol", "moda", "chi", "ovto", "kal", "lisma", "pakся",
                 "insar", "sura", "alatyr", "temnikov", "oak", "lantern", "swallow", "birch",
                 "sledge", "honey", "pine"]  # fmt: skip
_PHRASE_WORDS = [w for w in _PHRASE_WORDS if w.isascii()]


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", ".", "_"]).join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))


_PHRASES = [
    "Keeper master passphrase for the Valdo-Sura vault: {s}",
    "VeraCrypt volume on the Krasnoslobodsk laptop, passphrase {s}",
    "tunnuslause (Aino's Bitwarden): {s}",
    "парольная фраза для архива: {s}",
    "jelmondat a széfhez: {s}",  # Hungarian, guessed
    "passphrase for the GPG key of orgo@valdo-sura.ru → {s}",
    "Lembe: frasa-parol k KeePassXC — {s}",  # translit, guessed
]  # fmt: skip

_PINS = [
    "PIN of the Mir card for fuel in Ruzayevka: {s}",
    "ПИН-код от карты склада: {s}",
    "pin-kod ot sim-karty v routere: {s}",
    "alarm code for the Temnikov depot {s}, then press #",
    "код домофона на Большевистской (офис): {s}",
    "kodlukko Tampereen mökillä: {s}",  # Finnish, guessed
    "a PIN-kódom {s}",
    "Rustam: сейф коды {s}",  # Tatar, guessed
    "PIN ⇒ {s} (Sberbank card of Nadya)",
    "шкафчик в Краснослободске, код {s}",
]  # fmt: skip


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6]))


# Tokens of invented and regional vendors (shapes guessed).
_VENDOR_TOKENS: list[tuple[str, Maker]] = [
    ("SuraPay live key for the shop: {s}", _j("srp_live_", (ALNUM, 32))),
    ("ключ API SuraPay: {s}", _j("srp_live_", (ALNUM, 32))),
    ("InsarTrack API key {s} (fleet of 6 vans)", _j("ins-", (HEX, 40))),
    ("InsarTrack integration broken, current key {s}", _j("ins-", (HEX, 40))),
    ("MokshaSMS token: {s}", _j("mks.", (URLSAFE, 36))),
    ("MokshaSMS API-avain: {s}", _j("mks.", (URLSAFE, 36))),
    ("VadCloud access token {s}", _j("vdc_", (ALNUM, 40))),
    ("Integrations › VadCloud: {s}", _j("vdc_", (ALNUM, 40))),
    ("Insales API-ключ для магазина светильников: {s}", _j((HEX, 32))),
    ("klyuch API Insales: {s}", _j((HEX, 32))),
    ("Dadata secret key {s}", _j((HEX, 40))),
    ("Számlázz.hu Agent kulcs: {s}", _j((LOWER_DIGITS, 42))),
    ("Billingo API-kulcs: {s}", v.uuid4),
    ("Barion POSKey {s}", lambda g: v.uuid4(g).replace("-", "")),
    ("Paytrail merchant secret: {s}", _j((ALNUM, 40))),
    ("MiniCRM API kulcs {s}", _j((ALNUM, 32))),
    ("Yougile API ключ: {s}", _j((ALNUM, 64))),
    ("СБИС токен доступа: {s}", _j((HEX, 32), "-", (HEX, 8))),
    ("Unisender api_key={s}", _j((LOWER_DIGITS, 44))),
    ("Prodamus секретный ключ — {s}", _j((HEX, 64))),
    ("Procountor client secret {s}", _j((ALNUM, 48))),
    ("Holvi API token: {s}", _j((URLSAFE, 43))),
    ("API ачкычы (Ләмбер кибете): {s}", _j((ALNUM, 36))),  # Tatar
    ("Lisma sync, Compass token {s}", _j("cmp_", (ALNUM, 36))),
    ("Yandex Delivery OAuth: {s}", _j("y0_", (URLSAFE, 55))),
    ("МойСклад токен {s}", _j((HEX, 40))),
]  # fmt: skip

# Tokens of vendors the docs name, in this corpus's wordings.
_KNOWN_TOKENS: list[tuple[str, Maker]] = [
    ("Orgo pushed the GitHub token by mistake: {s}", _j("ghp_", (ALNUM, 36))),
    ("токен GitLab для CI склада: {s}", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot, Tampere: {s}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe secret key (Debrecen shop): {s}", _j("sk_live_", (ALNUM, 24))),
    ("OpenAI kulcs: {s}", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic ключ {s}", _j("sk-ant-api03-", (URLSAFE, 86), "AA")),
    ("AWS access key id {s} for the backups bucket", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Telegram bot token (склад-бот): {s}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("Hugging Face token {s}", _j("hf_", (ALNUM, 34))),
    ("npm token: {s}", _j("npm_", (ALNUM, 36))),
    ("SendGrid key for the newsletter {s}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Google API key {s} (maps for the delivery page)", _j("AIza", (URLSAFE, 35))),
    ("PyPI upload token {s}", _j("pypi-AgEIcHlwaS5vcmcCJ", (URLSAFE, 60))),
    ("DigitalOcean token: {s}", _j("dop_v1_", (HEX, 64))),
    ("Grafana service account token {s}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Tailscale auth key {s}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
]  # fmt: skip


def _tokens(g: random.Random, rows: list[tuple[str, Maker]], cls: str, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(g, rows, n):
        secret = make(g)
        out.append(Sample(cls, template.replace("{s}", secret), secret))
    return out


_CONNS = [
    "DATABASE_URL=postgres://valdo:{s}@{h}:5432/sklad",
    "mysql://buh:{s}@db1.valdosura.lan/1c_mirror",
    "строка подключения: Server=10.44.7.12;Database=Kassa;User Id=sa;Password={s};",
    "mongodb://lisma_sync:{s}@mongo-krs.valdosura.lan:27017/catalog",
    "redis://:{s}@10.44.7.30:6379/2",
    "amqp://valdo:{s}@rabbit.valdosura.lan:5672/",
    "yhteys: postgresql://aino:{s}@localhost/mokki",
    "ferretdb --postgresql-url=postgres://ferret:{s}@127.0.0.1/ferret",
    "clickhouse://reports:{s}@ch.valdosura.lan:9000/sales",
    "jdbc:postgresql://db1.valdosura.lan/erp?user=erp&password={s}",
]  # fmt: skip

_PEM_KINDS = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"]
_PEM_PLACES = [
    "ключ от сервера в Рузаевке:\n{k}",
    "Orgo pasted the deploy key into the Kaiten card:\n{k}",
    "id_ed25519 of paksyazh@sklad:\n{k}",
    "Aino: tässä avain palvelimelle\n{k}",
    "the TLS key for erp.valdo-sura.ru\n{k}",
    "privát kulcs:\n{k}",
    "```\n{k}\n```",
    "салава панжома (Erzya, guessed):\n{k}",
]  # fmt: skip


def _pems(g: random.Random, n: int) -> list[Sample]:
    out = []
    for place in v.cycle(g, _PEM_PLACES, n):
        kind = g.choice(_PEM_KINDS)
        body = "\n".join(_r(g, B64, 64) for _ in range(g.randrange(6, 10)))
        block = f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"
        out.append(Sample("private_key", place.replace("{k}", block), body))
    return out


def _jwt(g: random.Random) -> str:
    header = v.b64url({"alg": g.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"})
    claims = v.b64url({"sub": g.choice(_USERS), "iss": "auth.valdo-sura.ru",
                       "exp": 2_000_000_000 + g.randrange(10**7)})  # fmt: skip
    return f"{header}.{claims}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "session token from the Lisma portal: {s}",
    "JWT склада: {s}",
    "cookie: vs_session={s}; Path=/",
    "Aino: tässä token {s}",
    "Authorization: Bearer {s}",
    "токен доступа API заказов {s}",
    "hey, decode this for me? {s}",
    "a munkamenet tokenje {s}",
]  # fmt: skip


def _basic(g: random.Random) -> str:
    creds = f"{g.choice(_USERS)}:{_plain_pw(g)}"
    return base64.b64encode(creds.encode()).decode()


_AUTHS: list[tuple[str, Maker]] = [
    ("curl -H 'Authorization: Basic {s}' https://erp.valdo-sura.ru/api/stock", _basic),
    ("Authorization: Basic {s}", _basic),
    ("заголовок: Authorization: Basic {s}", _basic),
    ("http header for the InsarTrack webhook → Authorization: Bearer {s}", _j((ALNUM, 40))),
    ("xh -A bearer -a {s} GET erp.valdo-sura.ru/orders", _j((ALNUM, 40))),
    ("proxy_set_header Authorization \"Bearer {s}\";", _j((URLSAFE, 48))),
    ("Bearer {s} — токен от Ивана из 1С", _j((HEX, 48))),
]  # fmt: skip

_SSIDS = ["ValdoSura-Sklad", "VS-Temnikov 5G", "Keenetic-Ruz-4471", "MokkiNet Tampere",
          "Telekom-Debrecen-2G", "Lyambir Kibet", "TP-Link_Krasnoslobodsk"]  # fmt: skip
_WIFIS = [
    "wifi {w} — password {s}",
    "сеть «{w}», пароль: {s}",
    "set' {w}, parol {s}",
    "WIFI:T:WPA;S:{w};P:{s};;",
    "WLAN {w} / salasana {s}",
    "a wifi ({w}) jelszava: {s}",
    "вайфай {w}\nпароль\n{s}",
    "network: {w} / key: {s}",
    "{w} челтәре, серсүз: {s}",  # Tatar
    "WPA2 key for {w} is {s}",
]  # fmt: skip


def _wifis(g: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(g, _WIFIS, n):
        key = _plain_pw(g) if g.randrange(2) else _r(g, ALNUM, 12)
        text = template.replace("{w}", g.choice(_SSIDS)).replace("{s}", key)
        out.append(Sample("wifi", text, key))
    return out


_SEED_PLACES = {
    "seed phrase of the company's USDT wallet: {s}": "english",
    "сид-фраза кошелька: {s}": "russian",
    "sid-fraza (ne teryat'): {s}": "russian",
    "Ledger recovery words, Orgo's:\n{s}": "english",
    "palautuslause: {s}": "english",
    "helyreállító szavak: {s}": "english",
    "kurtarma kelimeleri (Rustam's cousin in Kazan wrote it down): {s}": "turkish",
    "мнемоника для Trust Wallet — {s}": "russian",
    "frase de recuperação da carteira da Zsófia: {s}": "portuguese",
    "obnovovací fráze: {s}": "czech",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seed(g: random.Random, lang: str) -> str:
    for _ in range(1000):
        words = g.choice([12, 12, 24])
        entropy = bytes(g.randrange(256) for _ in range(words * 4 // 3))
        phrase = str(_MNEMO[lang].to_mnemonic(entropy))
        if _MNEMO[lang].check(phrase):
            return phrase
    raise ValueError(lang)


def _seeds(g: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(g, list(_SEED_PLACES), n):
        phrase = _seed(g, _SEED_PLACES[template])
        out.append(Sample("seed_phrase", template.replace("{s}", phrase), phrase))
    return out


_CARD_PREFIXES = {"mir": ["2200", "2201", "2202", "2203", "2204"], "visa": ["4"],
                  "mastercard": ["51", "53", "55", "2221"], "maestro": ["6759", "5018"],
                  "unionpay": ["62"]}  # fmt: skip


def _card(g: random.Random) -> str:
    brand = g.choice(sorted(_CARD_PREFIXES))
    prefix = g.choice(_CARD_PREFIXES[brand])
    body = prefix + _r(g, D, 15 - len(prefix))
    number = body + luhn.calc_check_digit(body)
    sep = g.choice(["", " ", "-", " "])
    return v.grouped(number, sep, g)


_CARDS = [
    "карта Мир для закупок: {s}",
    "karta dlya oplaty hostinga {s} 09/31",
    "Aino: kortin numero {s}",
    "kártyaszám: {s}",
    "company card {s}, exp 11/30",
    "номер карты {s} (Сбер, Надя)",
    "Orgo: card {s} for the Ozon order",
    "кәрт номеры: {s}",  # Tatar, guessed
    "hey assistant, remember my card {s}",
    "карточка Павла — {s}",
]  # fmt: skip

_CVVS = [
    "card {c}, CVC {s}",
    "три цифры на обороте: {s}",
    "CVV-koodi {s}",
    "a kártya hátoldalán lévő kód: {s}",
    "security code on the back: {s}",
    "код CVC2 карты {c}: {s}",
]  # fmt: skip


def _cvvs(g: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(g, _CVVS, n):
        code = _r(g, D, 3)
        out.append(
            Sample("card_code", template.replace("{c}", _card(g)).replace("{s}", code), code)
        )
    return out


_IBAN_SHAPES = {"BY": "cccc" + "nnnn" + "c" * 16, "MD": "cc" + "c" * 18, "EE": "n" * 16,
                "ME": "n" * 18, "LT": "n" * 16, "LV": "aaaa" + "c" * 13, "AZ": "aaaa" + "c" * 20,
                "RU": "n" * 9 + "n" * 5 + "c" * 15}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    number = v.iban_shaped(g, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


_IBANS = [
    "IBAN for the supplier in Minsk: {s}",
    "реквизиты: IBAN {s}",
    "tilinumero (IBAN) {s}",
    "IBAN számla: {s}",
    "pay the Chisinau glass works to {s}",
    "Orgo: IBAN {s}, BIC ниже",
    "banka hesabı IBAN: {s}",  # Tatar, guessed
]  # fmt: skip


def _ibans(g: random.Random, n: int) -> list[Sample]:
    out = []
    countries = v.cycle(g, sorted(_IBAN_SHAPES), n)
    for template in v.cycle(g, _IBANS, n):
        number = _iban(g, next(countries))
        shown = v.iban_spaced(number) if g.randrange(2) else number
        out.append(Sample("iban", template.replace("{s}", shown), shown))
    return out


def _digits(n: int) -> Maker:
    return _j((D, n))


def _inn12(g: random.Random) -> str:
    return v.until(g, _j("13", (D, 10)), ru_inn.is_valid)


def _inn10(g: random.Random) -> str:
    return v.until(g, _j("13", (D, 8)), ru_inn.is_valid)


def _ogrn(g: random.Random) -> str:
    return v.until(g, _j("1", (D, 12)), ru_ogrn.is_valid)


def _hetu(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        day, month, year = h.randrange(1, 29), h.randrange(1, 13), h.randrange(50, 100)
        return f"{day:02d}{month:02d}{year:02d}-{h.randrange(2, 899):03d}{h.choice(UPPER_DIGITS)}"

    return v.until(g, make, fi_hetu.is_valid)


def _veronumero(g: random.Random) -> str:
    return v.until(g, _j("1000", (D, 8)), fi_veronumero.is_valid)


def _anum(g: random.Random) -> str:
    return v.until(g, _digits(8), hu_anum.is_valid)


def _unp(g: random.Random) -> str:
    return v.until(g, _j("19", (D, 7)), by_unp.is_valid)


def _registrikood(g: random.Random) -> str:
    return v.until(g, _j("1", (D, 7)), ee_registrikood.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("ИНН Павла: {s}", _inn12),
    ("мой ИНН {s}, для налоговой", _inn12),
    ("INN Nadi: {s}", _inn12),
    ("ИНН ООО «Валдо-Сура»: {s}", _inn10),
    ("ОГРН {s}", _ogrn),
    ("OGRN kompanii {s}", _ogrn),
    ("henkilötunnus: {s}", _hetu),
    ("Ainon hetu {s}", _hetu),
    ("veronumero {s} (Tuomaksen työmaa)", _veronumero),
    ("közösségi adószám: HU{s}", _anum),
    ("ANUM {s}", _anum),
    ("УНП поставщика из Минска: {s}", _unp),
    ("Belarus UNP {s}", _unp),
    ("registrikood: {s}", _registrikood),
    ("Tatar kuzene INN: {s}", _inn12),  # Tatar Latin, guessed
]  # fmt: skip


def _backup(g: random.Random) -> list[str]:
    style = g.randrange(3)
    if style == 0:
        return [_r(g, D, 8) for _ in range(6)]
    if style == 1:
        return [f"{_r(g, LOWER_DIGITS, 4)}-{_r(g, LOWER_DIGITS, 4)}" for _ in range(6)]
    return [_r(g, UPPER_DIGITS, 10) for _ in range(6)]


_BACKUPS = [
    "резервные коды Госуслуг:\n{c}",
    "Yandex ID backup codes: {c}",
    "varmistuskoodit (Aino's Google): {c}",
    "tartalék kódok a Microsoft-fiókhoz:\n{c}",
    "rezervnye kody VK: {c}",
    "запасные коды для GitHub — {c}",
    "2FA recovery codes, Valdo-Sura Google Workspace:\n{c}",
    "Tatar: zapas kodlar {c}",  # Tatar Latin, guessed
]  # fmt: skip


def _backups(g: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(g, _BACKUPS, n):
        codes = _backup(g)
        joiner = "\n" if "\n{c}" in template else ", "
        out.append(Sample("backup_codes", template.replace("{c}", joiner.join(codes)), codes[0]))
    return out


_TOTPS = [
    "TOTP secret for the bank: {s}",
    "otpauth://totp/ValdoSura:orgo?secret={s}&issuer=ValdoSura",
    "ключ 2FA (если телефон потеряю): {s}",
    "2FA setup key {s}",
    "kaksivaiheisen tunnistuksen avain: {s}",
    "kétlépcsős azonosítás titkos kulcsa: {s}",
    "2FA секрет для Selectel — {s}",
]  # fmt: skip

_CODES = [
    "{s} — код подтверждения Госуслуг, никому не сообщайте",
    "Ваш код: {s}",
    "kod iz SMS {s}",
    "vahvistuskoodisi on {s}",
    "az ellenőrző kód: {s}",
    "{s} is your Wildberries code",
    "Use {s} to sign in to Ozon",
    "Orgo: read me the code — it's {s}",
    "раз кулланыла торган код: {s}",  # Tatar, guessed
    "kertakäyttökoodi {s}",
]  # fmt: skip

_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, then {d}",
    "пароль — слово {w}, потом цифры {d}",
    "parol: slovo {w}, potom {d}",
    "salasana on sana {w} ja perään {d}",
    "a jelszó a {w} szó, utána {d}",
    "серсүз: {w} сүзе, аннан соң {d}",  # Tatar, guessed
    "it's {w}{d}, word and digits joined",
    "type {w}, then {d}; that's the router password",
    "салава вал: {w} валось, мейле {d}",  # Erzya, guessed
    "voice note: the wifi password is {w} and after that {d}, no space",
]  # fmt: skip
_SAID_WORDS = ["kudava", "pichingusha", "vezhava", "tyushtya", "kaldaz", "mastorava",
               "insarka", "alatyrka", "nishkepaz", "lyambirka"]  # fmt: skip


def _spelled(g: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(g, _SPELLED, n):
        word, number = g.choice(_SAID_WORDS), str(g.randrange(100, 10_000))
        secret = word + number if "{w}{d}" in template else word
        out.append(Sample("spelled_password", template.replace("{w}", word).replace("{d}", number),
                          secret))  # fmt: skip
    return out


_CLI = [
    "paksyazh@sklad:~$ fdbcli --exec status -C /etc/fdb.cluster --tls_password {s}",
    "sqlfluff lint --dialect postgres  # then: PGPASSWORD={s} psql -h db1.valdosura.lan",
    "orgo@ruz-nas:~$ sshpass -p '{s}' ssh admin@10.44.7.12",
    "mysql -u buh -p{s} -h db1.valdosura.lan kassa",
    "redis-cli -h 10.44.7.30 -a {s} INFO",
    "docker login registry.valdosura.lan -u ci -p {s}",
    "curl -u orgo:{s} https://erp.valdo-sura.ru/api/v2/stock",
    "zip -P {s} otchet_2031.zip otchet.xlsx",
    "7z a -p{s} arhiv.7z buh/",
    "openssl enc -aes-256-cbc -in dump.sql -out dump.enc -pass pass:{s}",
    "lembe@temnikov ~ % sqlcmd -S 10.44.7.12 -U sa -P {s} -Q \"select 1\"",
    "[Tilix] svc@krs:~$ lftp -u svc_sklad,{s} sftp://nas-krs.valdosura.lan",
    "Guake: $ ldapsearch -x -D cn=admin,dc=valdosura,dc=lan -w {s}",
    "hashcat is not needed, Orgo: the keytool -storepass {s} is in the runbook",
    "mc-cli alias set minio http://10.44.7.40:9000 minioadmin {s}",
    "zellij pane: $ mongosh 'mongodb://10.44.7.31' -u lisma_sync -p {s}",
    "ferretdb: psql -U ferret --password {s}",
    "echo '{s}' | sudo -S systemctl restart 1c-server",
    "ssh-keygen -t ed25519 -N '{s}' -f ~/.ssh/valdo",
    "htpasswd -b /etc/nginx/.htpasswd orgo {s}",
    "rabbitmqctl add_user valdo {s}",
    "ipmitool -I lanplus -H 10.44.7.2 -U ADMIN -P {s} power status",
    "plink -ssh -pw {s} rustam@temnikov-gw.valdosura.lan",
    "xfreerdp /v:10.44.7.12 /u:buh /p:{s}",
    "net use Z: \\\\nas-krs\\docs {s} /user:buh",
    "mosquitto_pub -h mqtt.valdosura.lan -u lamp -P {s} -t lisma/line1 -m on",
    "gpg --batch --passphrase {s} -d zarplata.gpg",
    "cqlsh 10.44.7.50 -u cassandra -p {s}",
]  # fmt: skip

_ENVS = [
    "# .env склада\nDB_HOST=db1.valdosura.lan\nDB_PASSWORD={s}",
    "SMTP_PASS={s}\nSMTP_USER=noreply@valdo-sura.ru",
    "config.yaml:\nsklad:\n  db:\n    user: sklad\n    password: \"{s}\"",
    "settings.ini\n[kassa]\nlogin = kassa1\nparol = {s}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {s}",
    "appsettings.json: {\"ConnectionStrings\": {\"Sklad\": \"Host=db1;Password={s}\"}}",
    "wp-config.php: define('DB_PASSWORD', '{s}');",
    "export VALDO_ADMIN_PASSWORD='{s}'",
    "[client]\nuser=buh\npassword={s}",
    "application.properties\nspring.datasource.password={s}",
    "asetukset.toml:\n[tietokanta]\nsalasana = \"{s}\"",
    "beállítások: jelszó = {s}",
    "terraform.tfvars: db_password = \"{s}\"",
    "nginx/.secrets: lisma_api_secret={s}",
    "~/.pgpass\ndb1.valdosura.lan:5432:sklad:sklad:{s}",
    "variable \"sklad_pw\" {\n  default = \"{s}\"\n}",
]  # fmt: skip

_LOGINS = [
    "логин: {u} / пароль: {s}",
    "login {u}, parol {s}",
    "creds {u}:{s}",
    "käyttäjä {u}, salasana {s}",
    "felhasználó: {u} jelszó: {s}",
    "root:{s}",
    "{u}@valdo-sura.ru:{s}",
    "sign in as {u} with {s}",
    "кулланучы {u}, серсүз {s}",  # Tatar
    "admin / {s}",
    "u={u} p={s}",
    "| {u} | {s} | склад Рузаевка |",
]  # fmt: skip

_SAID_FIRST = [
    "{s} — это пароль от вайфая на складе",
    "{s} is the new admin password for the Temnikov router",
    "{s}, that's what I set for the router",
    "{s} on uusi salasana",
    "{s} az új jelszó",
    "{s} — яңа серсүз",  # Tatar
    "type {s}; that's the 1C password",
]  # fmt: skip


def _said_value(g: random.Random) -> str:
    return f"{g.choice(_LOWER_WORDS)}{g.randrange(100, 9999)}"


_HEXES = [
    "LISMA_SIGNING_KEY={s}",
    "encryption key for the backup: {s}",
    "ключ шифрования бэкапов: {s}",
    "salausavain {s}",
    "app_secret: {s}",
]  # fmt: skip

_SPACED_PLACES = [
    "reading it out character by character: {t}",
    "Orgo dictated the token: {t}",
    "токен по буквам: {t}",
    "tokeni kirjain kerrallaan: {t}",
]  # fmt: skip


def _spaced(g: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(g, _SPACED_PLACES, n):
        token = "srp_live_" + _r(g, ALNUM, 24) if g.randrange(2) else _r(g, ALNUM, 32)
        sep = g.choice([" ", " - ", " · ", "."])
        if g.randrange(2):
            shown = sep.join(token)
        else:
            shown = sep.join(token[i : i + 4] for i in range(0, len(token), 4))
        out.append(Sample("spaced_token", template.replace("{t}", shown), shown))
    return out


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    g = random.Random(SEED)
    out: list[Sample] = []
    out += _fam(g, "label_password", _LABELLED, _pw, 44)
    out += _fam(g, "passphrase", _PHRASES, _phrase, 14)
    out += _fam(g, "pin", _PINS, _pin, 14)
    out += _tokens(g, _VENDOR_TOKENS, "vendor_token", 30)
    out += _tokens(g, _KNOWN_TOKENS, "known_vendor_token", 16)
    out += _fam(g, "connection_string", _CONNS, _plain_pw, 14)
    out += _pems(g, 8)
    out += _fam(g, "jwt", _JWTS, _jwt, 10)
    out += _tokens(g, _AUTHS, "auth_header", 10)
    out += _wifis(g, 16)
    out += _seeds(g, 14)
    out += _fam(g, "card_number", _CARDS, _card, 14)
    out += _cvvs(g, 8)
    out += _ibans(g, 14)
    out += _tokens(g, _IDS, "national_id", 18)
    out += _backups(g, 12)
    out += _fam(g, "totp", _TOTPS, lambda h: v.totp_secret(h, spaced=bool(h.randrange(2))), 10)
    out += _fam(g, "one_time_code", _CODES, _j((D, 6)), 14)
    out += _spelled(g, 14)
    out += _fam(g, "command_line", _CLI, _plain_pw, 30)
    out += _fam(g, "config_file", _ENVS, _plain_pw, 24)
    out += _fam(g, "login_pair", _LOGINS, _pw, 16)
    out += _fam(g, "hex_key", _HEXES, _j((HEX, 64)), 8)
    out += _spaced(g, 8)
    out += _fam(g, "said_first", _SAID_FIRST, _said_value, 10)
    return out


def _russian_seed(g: random.Random) -> str:
    return _seed(g, "russian")


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "пароль от склада:", "{s}", _pw),
    ("split_password", "parol ot 1C", "{s} (ne menyat')", _pw),
    ("split_password", "salasana on", "{s}", _pw),
    ("split_password", "a jelszó", "{s}, Bence írta", _pw),
    ("split_password", "серсүз:", "{s}", _pw),
    ("split_password", "салава вал:", "{s}", _pw),
    ("split_password", "the Temnikov router password is", "{s}", _pw),
    ("split_password", "Kaiten admin pw", "{s}\nсменить после аудита", _pw),
    ("split_password", "салаф валсь", "{s}", _pw),
    ("split_password", "Wildfly password:", "{s}", _pw),
    ("split_token", "SuraPay API key", "{s}", _j("srp_live_", (ALNUM, 32))),
    ("split_token", "ключ API InsarTrack:", "{s}", _j("ins-", (HEX, 40))),
    ("split_token", "Billingo API-kulcs", "{s}", v.uuid4),
    ("split_seed", "сид-фраза", "{s}", _russian_seed),
    ("split_card", "номер карты", "{s} до 08/32", _card),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "BY"))),
    ("split_backup", "резервные коды", "{s}\n48302719\n90127733", _j((D, 8))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "henkilötunnus", "{s}", _hetu),
    ("split_phrase", "tunnuslause", "{s}", _phrase),
]  # fmt: skip


def _fill(g: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(g)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    g = random.Random(SEED + 1)
    return [FieldPair(cls, first, *_fill(g, second, make)) for cls, first, second, make in _SPLITS]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"sklad": {"host": "db1.valdosura.lan", "db_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"salasana": "{s}"}': ("meta_password", _plain_pw),
    '{"jelszó": "{s}"}': ("meta_password", _plain_pw),
    '{"серсүз": "{s}"}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "buh", "--password", "{s}", "kassa"]}': ("meta_password", _plain_pw),
    '{"note": "пароль от роутера в Темникове {s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "orgo.v", "parol": "{s}"}}': ("meta_password", _plain_pw),
    '{"surapay": {"api_key": "{s}"}}': ("meta_token", _j("srp_live_", (ALNUM, 32))),
    '{"insartrack_token": "{s}"}': ("meta_token", _j("ins-", (HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"vadcloud": {"secret": "{s}"}}': ("meta_token", _j("vdc_", (ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/33"}}': ("meta_card", _card),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MD")),
    '{"employee": {"inn": "{s}"}}': ("meta_id", _inn12),
    '{"relative": {"hetu": "{s}"}}': ("meta_id", _hetu),
    '{"mfa": {"backup_codes": ["{s}", "71830264", "55019382"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_phrase": "{s}"}}': ("meta_seed", _russian_seed),
    '{"depot": {"alarm_pin": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "ValdoSura-Sklad", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    g = random.Random(SEED + 2)
    filled = [(cls, *_fill(g, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"lisma-sync-2.4.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"keenetic-4.1.7.bin").hexdigest()
_COMMIT = hashlib.sha1(b"sklad: add Ruzayevka shelf codes", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"kassa: fix VAT rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"price_list_2031-10.xlsx", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the 1C password before the stock-take on 2031-11-14.",
    "Nadya asked for the warehouse wifi password; it's on the card in the office safe.",
    "Policy: Valdo-Sura passwords are at least 14 characters and live in the company vault.",
    "Пароль от вайфая спросите у Павла, он в офисе до 18:00.",
    "Не забудь сменить пароль в понедельник, напоминание от ИТ.",
    "Заказ № 2031-004518 отгружен из Рузаевки, 48 светильников, 37 200 ₽.",
    "Телефон магазина в Саранске: +7 8342 55-19-07, с 9 до 20.",
    "Поезд 047Й Саранск — Москва отправляется в 22:41, вагон 7, место 19.",
    "The guest wifi 'ValdoSura-Guest' is open, no password needed.",
    "Order VS-2031-0412: 120 LED panels, 96 000 RUB, ships Thursday from Ruzayevka.",
    f"Release lisma-sync 2.4.1, sha256 {_WHEEL_SUM}.",
    f"Keenetic firmware 4.1.7 checksum: {_FIRMWARE_SUM}",
    f"Merged commit {_COMMIT} into main after review.",
    f"Hotfix {_SHORT} fixed the VAT rounding in the kassa module.",
    f"MD5 of price_list_2031-10.xlsx: {_MD5}",
    "Salasana vaihdetaan joka kolmas kuukausi, muistutus tulee sähköpostiin.",
    "Aino: junalla Tampereelta Helsinkiin 1 h 40 min, lippu 19,90 €.",
    "Tampereen kaupan puhelin: +358 3 555 0142.",
    "A jelszót a rendszergazda küldi el hétfőn, addig türelem.",
    "Debreceni bolt: nyitva 8–18, telefon +36 52 555 713.",
    "Zsófia: a vonat 14:05-kor indul Debrecenből, 3. kocsi.",
    "Серсүзне онытмагыз, дип әйтте Рөстәм.",
    "Ләмбер кибете 8 дән 20 гә кадәр эшли, телефон +7 83441 2-15-09.",
    "Саранскойсь Рузаевкас автобус лиси 07:15 (Erzya, guessed).",
    "Temnikov depot opens at 07:30; the gate code is changed monthly by security.",
    "Invoice 2031/117 from Krasnoslobodsk glassworks: 14 pallets, due in 30 days.",
    "Tracking number 80081234567893 for the parcel to Tampere.",
    "Version 8.3.24.1548 of the 1C platform is installed on the kassa PCs.",
    "ИНН и ОГРН компании есть на сайте в разделе «Реквизиты» — это публичные данные.",
    "The password reset link expires after 24 hours, said the helpdesk.",
    "Token bucket rate limit: 120 requests per minute per client.",
    "Ticket VS-4420: printer in Ruzayevka jammed again, tray 2.",
    "Meeting with the Lisma plant on 2031-12-03 at 10:00, room 204.",
    "UUID of the lamp model in the catalogue: 3f2b6c1e-8d4a-4e7b-9a0c-5d1e2f3a4b6c (public).",
    "Build #4471 passed; coverage 81.3 %.",
    "The API key rotation policy is every 90 days; keys live in Vault.",
    "Mir card payments are accepted at the Saransk shop and online.",
    "Call the Saransk office at +7 8342 55-20-11 for wholesale prices.",
    "Price of the Vezhava floor lamp: 7 490 RUB, 12 % off until Sunday.",
    "Пароль должен содержать не менее 12 символов, включая цифры.",
    "Код товара 4607001234567 — светильник «Сура», белый.",
    "Promo code SURA10 gives ten percent off lamps in November.",
    "Office hours in Temnikov: Mon–Fri 9:00–17:30.",
    "ISBN 978-5-7493-1234-5 is the book on Mordovian crafts in the lobby.",
    "PIN the Kaiten card to the top so Nadya sees it.",
    "Rustam's flight to Kazan leaves at 06:50, gate 3.",
    "The 2FA app is Yandex Key; set it up on your own phone.",
    "Backup job finished at 03:12, 48 GB, 0 errors.",
    "Postal code of the Saransk office: 430005.",
    "Port 5432 is open only inside the office VPN.",
    "Serial number of the Keenetic router: S2031K44710.",
    "Heads up: never paste passwords into the chat, use the vault link instead.",
    "Kassa 3 in Krasnoslobodsk closed the shift with 184 receipts.",
    "Tuomas' mökki is 40 km from Tampere, turn left after the lake.",
    "Jelszókezelőnek a Bitwardent használjuk, mondta Bence.",
    "Salasanan pitää olla vähintään 12 merkkiä pitkä.",
    "Kassa Z-report 2031-11-02: 312 480 RUB, 207 receipts.",
    "Container of LED drivers arrives at Ruzayevka station on the 21st.",
    "Wi-Fi in the Temnikov depot is down; the ISP ticket is 77-3021.",
    "Рабочий телефон Орго: +7 927 555 31 44.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-10-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/valdo/sklad", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 4471}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "lisma-sync", "version": "2.4.1"}}',
    '{"ticket": "VS-4420", "order": "VS-2031-0412"}',
    '{"phone": "+7 8342 55-19-07", "city": "Saransk"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "lamps_in_stock": 1284}',
    '{"invoice": "2031/117", "pallets": 14, "currency": "RUB"}',
    '{"train": "047Й", "departs": "22:41", "car": 7}',
    '{"tracking_number": "80081234567893", "carrier": "Posti"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
