# ruff: noqa: RUF001, RUF002  (letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-eighty-second corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-eighty-first's
docstring, the fifth to three-hundred-and-eighty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (383 to 385), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (382_517_093), password words (a Caspian
place, fish or dish, a number and a sign, `Zhaiyq4417!`; dot-joined words with a year,
`beluga.saksaul.2031`; leet `B4ur54k`; a name, a year and a town; dashed generator groups;
random runs).

The fictional company is Qaraköl Caspian Servis LLP (QCS), a well-service and pipe-yard
contractor with its office in Atyrau, a pipe yard in Kulsary, a camp in Dossor and a pump station
near Makhambet; its staff (Aibek who runs IT, Dana, Nurlan, Gulnar apa, Yerlan, Aigerim, Serik
the driller), relatives abroad (Daniyar in Rotterdam, Madina in Istanbul), the Baku drilling
contractor Abşeron Qazma MMC (Elvin, Rauf, Leyla), the Dutch engineering partner Van Dijk
Offshore Engineering BV of Schiedam (Sander, Marieke) and the Turkish construction firm Kuzey
Yapı İnşaat of Samsun (Emre, Selin). Every company, person, address, domain (`qcs.lan`,
`qcs-atyrau.example`), account and number is invented; only the region is real.
Texts: chats, tickets, notes, runbooks, shell prompts, config and env files, voice-note
transcripts and requests to the assistant; separators: a colon, `=`, `→`, `—`, `/`, `|`, `-`,
`is`, `деп`, `-dır`, `diye`, a new line, a question then its answer, a value said
first.

Grep counts (heldouts 5 to 381, grep -l): none for Makhambet, Qazaq, Sarayshyk, Embi,
Zhaiyq, KazMunay, PetroTrack, Paribu, `--dbpassword`, `qupiyasöz`, `shifre`; one for Atyrau,
Kulsary, Dossor, Tengiz, Kassa24, PayTR, Exact Online, Teampass, Infisical; two for
Chocofamily, ForteBank, Iyzico, Adyen, Bunq, Moneybird, Trengo, Payze, `parolum`,
`toegangscode`; Caspian three; ttyd five; Kazakh forty-six (the language is not new, the
wordings are meant to be). Languages: about half in English or config; the rest in Kazakh in
Cyrillic (`құпия сөзі`, `құпиясөз`, `кілті`) and in the 2021 Latin alphabet and texting
(`qupiä söz`, `qupiya soz`, `paroli mynau`), Russian of the oilfield office (`пароль от`,
`логин/пароль`, `ключ доступа`), Azerbaijani of Baku (`şifrə`, `şifrəm`, `parolu`, `açar`),
Dutch (`wachtwoord`, `toegangscode`, `gebruikersnaam`), and Turkish (`şifre`, `parolam`,
`kullanıcı adı`) with romanised texting (`sifre`, `sifrem`). My guesses: every Kazakh Latin
spelling (the 2021 alphabet's `ä`, `ö`, `ı`, `ş` as I understand them) and the texting forms
(`qupiya soz`, `paroli mynau`, `kody`), Azerbaijani `giriş şifrəsi`, `açarı budur` and
`təsdiq kodu`, and the Kazakh `растау коды`. Vendors, mostly invented or little used: Paribu,
Kassa24, PayTR, Exact Online, Teampass, Infisical, Iyzico, Moneybird, Trengo, ZhaiyqPay
(invented), SteppeSense (invented), CaspiLog (invented), NeftTrack (invented), BeluGate
(invented), plus GitHub, Slack, Stripe, Groq and Hugging Face shapes. Ids: Azerbaijan's VÖEN,
Turkey's T.C. Kimlik No and VKN, the Netherlands' BSN, Russia's INN and OGRN, each drawn until
its `stdnum` module validates it; IBANs of Kazakhstan, Azerbaijan, Cyprus, Lithuania, Guatemala
and Seychelles, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Russian,
Turkish and Spanish lists. Cards pass Luhn (Visa, Mastercard, Mir, Troy, UzCard, Humo shapes).
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
from stdnum import luhn
from stdnum.az import voen
from stdnum.nl import bsn
from stdnum.ru import inn, ogrn
from stdnum.tr import tckimlik, vkn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 382_517_093
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

_WORDS = ["Zhaiyq", "Beluga", "Saksaul", "Baursak", "Kumys", "Shubat", "Sazan", "Zhusan",
          "Dossor", "Kulsary", "Makhambet", "Sarayshyk", "Embi", "Qaraköl", "Tuzdy", "Sora",
          "Kespe", "Qurt", "Besbarmaq", "Balyq", "Tengiz", "Karabatan"]  # fmt: skip
_LOWER_WORDS = ["beluga", "saksaul", "kumys", "sazan", "zhusan", "pipeyard", "derrick", "sturgeon",
                "steppe", "camel", "shubat", "qurt", "kespe", "salt", "reed", "delta"]  # fmt: skip
_LEET = ["B4ur54k", "Zh41yq", "S4ks4ul", "Kumy5", "Tu2dy", "B3lug4", "Sh0b4t", "Emb1R1ver"]
_NAMES = ["Aibek", "Dana", "Nurlan", "Gulnar", "Yerlan", "Aigerim", "Serik", "Elvin", "Rauf",
          "Leyla", "Sander", "Marieke", "Emre", "Selin", "Daniyar", "Madina"]  # fmt: skip
_TOWNS = ["Atyrau", "Kulsary", "Dossor", "Makhambet", "Baku", "Schiedam", "Samsun", "Rotterdam"]
_SYMBOLS = "!#$%&*?@+=^"


def _word_pw(g: random.Random) -> str:
    return g.choice(_WORDS) + _r(g, D, g.choice([3, 4])) + g.choice(_SYMBOLS)


def _dotted(g: random.Random) -> str:
    return ".".join(g.sample(_LOWER_WORDS, 2)) + "." + str(g.randrange(2024, 2039))


def _leet(g: random.Random) -> str:
    return g.choice(_LEET).replace(" ", "") + _r(g, D, 2) + g.choice(_SYMBOLS)


def _name_pw(g: random.Random) -> str:
    return g.choice(_NAMES) + str(g.randrange(1970, 2030)) + g.choice(_TOWNS)


def _dashed(g: random.Random) -> str:
    return "-".join(_r(g, LOWER + D, 5) for _ in range(3)) + _r(g, UPPER, 1)


def _random_run(g: random.Random) -> str:
    return _r(g, ALNUM, g.randrange(12, 18)) + g.choice(_SYMBOLS)


_PICKS: list[Maker] = [_word_pw, _dotted, _leet, _name_pw, _dashed, _random_run]


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain_pw(g: random.Random) -> str:
    """A password with no sign that JSON or a shell would need to escape."""
    return g.choice(_WORDS).replace("ö", "o") + _r(g, D, 4) + g.choice(["K", "x", "Q"])


def _fill_template(template: str, fields: dict[str, str]) -> str:
    for name, value in fields.items():
        template = template.replace("{" + name + "}", value)
    return template


def _family(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Taker:
    """``n`` samples: each template (cycled) with a fresh ``{pw}`` and a pick of each pool."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = make(rng)
            fields = {"pw": secret} | {k: rng.choice(p) for k, p in pools.items()}
            out.append(Sample(cls, _fill_template(template, fields), secret))
        return out

    return take


def _keyed(cls: str, places: dict[str, Maker]) -> Taker:
    """Each template has its own maker for ``{pw}``."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, list(places), n):
            secret = places[template](rng)
            out.append(Sample(cls, template.replace("{pw}", secret), secret))
        return out

    return take


_SAID = [
    # English
    "Aibek: the Kulsary pipe-yard NAS admin password is {pw}",
    "note to self — QCS Teampass master password: {pw}",
    "Ticket QCS-2291: reset Dana's Exact Online password to {pw} and tell her by phone",
    "runbook step 4: log in to the Dossor camp router, password → {pw}",
    "voice note, Serik: ok so the password for the mud-logging laptop is {pw}, write it down",
    "can you remember for me that the Makhambet pump station HMI password = {pw}",
    "Remember: the CCTV recorder at the Atyrau office, admin password was set to {pw}",
    "password for the NeftTrack dashboard (ops user) – {pw}",
    # Kazakh, Cyrillic
    "Айбек, Құлсары қоймасының компьютерінің құпия сөзі: {pw}",
    "Гүлнар апа, бухгалтерия принтерінің құпиясөз — {pw}",
    "Доссор лагеріндегі ноутбуктың паролі {pw} деп қойдым",
    "жаңа құпия сөз: {pw} (ешкімге айтпа)",
    "Махамбет станциясының HMI паролі: {pw}",
    # Kazakh, Latin alphabet and texting
    "Dana, Atyraudağy serverdiñ qupiä sözi: {pw}",
    "Qulsary qoimasynyñ qupiya soz: {pw}",
    "Nurlan aga, WiFi emes, 1C-dyñ paroli mynau: {pw}",
    "jana qupiä söz → {pw}",
    "kupia soz {pw} dep ozgerttim, Aigerim",
    # Russian
    "Нурлан, пароль от 1С бухгалтерии: {pw}",
    "пароль от почты склада в Кульсары — {pw}",
    "Ерлан: новый пароль на буровой ноутбук {pw}, не теряй",
    "Заявка №4471: сбросить пароль пользователю d.sadykova, временный пароль: {pw}",
    "Пароль для входа в NeftTrack = {pw}",
    "напоминаю, пароль от видеорегистратора в Доссоре {pw}",
    # Azerbaijani
    "Elvin: qazma stansiyasının kompüterinin şifrəsi {pw}",
    "Rauf, yeni şifrəm: {pw}",
    "Leyla xanım, hesabın parolu {pw}-dır",
    "giriş şifrəsi — {pw}",
    "Abşeron Qazma VPN şifrəsi: {pw}",
    # Dutch
    "Sander: het wachtwoord van de Schiedam-testbank is {pw}",
    "Marieke, nieuw wachtwoord voor de gedeelde map: {pw}",
    "wachtwoord van Daniyar's Exact-account = {pw}",
    "het toegangscode-wachtwoord voor de meetkast: {pw}",
    "VDO-portaal wachtwoord gewijzigd naar {pw}",
    # Turkish
    "Emre Bey, şantiye bilgisayarının şifresi: {pw}",
    "Selin: yeni parolam {pw}",
    "Madina abla, e-devlet şifre {pw} diye kaydettim",
    "sifrem {pw} unutma",
    "Kuzey Yapı muhasebe şifresi → {pw}",
]
_said = _family("password_labelled", _SAID, _pw)

_USERS = ["aibek.k", "d.sadykova", "nurlan", "gulnar.apa", "yerlan.t", "aigerim", "serik.drill",
          "elvin.m", "rauf", "leyla.h", "s.vandijk", "marieke", "emre.k", "selin"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}",
    "creds for the Kulsary scale PC are {u} and {pw}",
    "{u}:{pw}@ftp.qcs.lan",
    "логин/пароль: {u} / {pw}",
    "Логин {u}, пароль {pw}",
    "пайдаланушы аты: {u}, құпия сөз: {pw}",
    "paydalanuşy: {u} qupiä söz: {pw}",
    "istifadəçi adı: {u}, şifrə: {pw}",
    "gebruikersnaam {u}, wachtwoord {pw}",
    "kullanıcı adı: {u} şifre: {pw}",
    "sign in to the CaspiLog portal as {u} with {pw}",
    "| {u} | {pw} | Dossor camp kiosk |",
]
_logins = _family("login_pair", _LOGINS, _pw, u=_USERS)


def _spelled_take(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        "the camp wifi password is the word {w} followed by {d}",
        "Құпия сөз: {w} деген сөз, содан кейін {d} саны",
        "пароль — слово {w} с большой буквы и потом {d}",
        "şifrə: {w} sözü, sonra {d} rəqəmi",
        "het wachtwoord is het woord {w}, dan {d}",
        "şifre {w} kelimesi ve ardından {d}",
        "type {w}, then {d}; that's the yard gate password",
        "Gulnar's dog's name, {w}, followed by {d} — that's the printer password",
    ]
    out = []
    for template in v.cycle(rng, templates, n):
        word = rng.choice(_LOWER_WORDS)
        digits = str(rng.randrange(100, 10000))
        text = template.replace("{w}", word).replace("{d}", digits)
        secret = word if rng.random() < 0.5 else digits
        out.append(Sample("password_spelled", text, secret))
    return out


_CLI = [
    "sshpass -p '{pw}' ssh serik@rig-07.qcs.lan",
    "mysql -h 10.12.0.4 -u yard -p'{pw}' yard_stock",
    "redis-cli -h cache.qcs.lan -a '{pw}' ping",
    "ttyd -p 7681 -c aibek:{pw} bash",
    "lftp -u aibek,'{pw}' sftp://files.qcs-atyrau.example",
    "plink -ssh -pw {pw} elvin@10.40.2.11",
    "xfreerdp /v:dossor-ws02 /u:gulnar /p:'{pw}'",
    "smbclient //nas-kulsary/scans -U yerlan%'{pw}'",
    "zip -P '{pw}' payroll_2032_05.zip payroll.xlsx",
    "7z a -p'{pw}' -mhe=on well_logs.7z logs/",
    "openssl enc -aes-256-cbc -in rig.cfg -out rig.enc -pass pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' -c pump_curves.csv",
    "ipmitool -I lanplus -H 10.12.0.90 -U ADMIN -P '{pw}' power status",
    "mosquitto_pub -h mqtt.qcs.lan -u pump -P '{pw}' -t makhambet/p1 -m on",
    "cqlsh cass.qcs.lan -u cassandra -p '{pw}'",
    "sqlcmd -S sql-atyrau -U sa -P '{pw}' -Q \"SELECT 1\"",
    "ldapsearch -x -D 'cn=admin,dc=qcs,dc=lan' -w '{pw}' -b dc=qcs,dc=lan",
    "keytool -importcert -file ca.crt -keystore nefttrack.jks -storepass '{pw}'",
    "rabbitmqctl add_user caspilog '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd dana '{pw}'",
    "docker login registry.qcs.lan -u ci -p '{pw}'",
    "curl -u nurlan:'{pw}' https://nefttrack.qcs.lan/api/wells",
    "net use Z: \\\\nas-atyrau\\buh /user:QCS\\gulnar {pw}",
    "sqlplus yard_owner/{pw}@//ora.qcs.lan:1521/YARD",
    "wget --user=sander --password='{pw}' https://vdo.example/drawings.zip",
    "nmcli dev wifi connect QCS-Kulsary-Yard password '{pw}'",
    "vsql -h vertica.qcs.lan -U dbadmin -w '{pw}'",
    "isql-fb -user SYSDBA -password '{pw}' /data/yard.fdb",
    "clickhouse-client --host ch.qcs.lan --user logs --password '{pw}'",
    "svn checkout https://svn.qcs.lan/rig --username serik --password '{pw}'",
    "echo '{pw}' | sudo -S systemctl restart nefttrack",
    "mega-login madina.k@mail.example '{pw}'",
    "influx -host 10.12.0.7 -username grafana -password '{pw}'",
    "mongosh 'mongodb://10.12.0.8/yard' -u app -p '{pw}'",
]
_SHELLS = ["{c}", "aibek@qcs-jump:~$ {c}", "[serik@rig-07 ~]# {c}", "PS C:\\QCS> {c}",
           "runbook: run `{c}`", "Айбек, мына команданы іске қос: {c}",
           "запусти у себя: {c}", "Elvin, bu əmri işlət: {c}", "bunu çalıştır: {c}"]  # fmt: skip


def _cli_take(rng: random.Random, n: int) -> list[Sample]:
    base = _family("cli_password", _CLI, _plain_pw)(rng, n)
    return [Sample(s.cls, rng.choice(_SHELLS).replace("{c}", s.text), s.secret) for s in base]


_URLS = [
    "DATABASE_URL=postgresql://yard:{pw}@pg.qcs.lan:5432/yard",
    "mongodb+srv://nefttrack:{pw}@cluster0.qcs-atyrau.example/wells",
    "redis://:{pw}@cache.qcs.lan:6379/2",
    "amqp://caspilog:{pw}@mq.qcs.lan:5672/%2F",
    "mysql://buh:{pw}@10.12.0.4:3306/buh_1c",
    "Server=sql-atyrau;Database=Payroll;User Id=sa;Password={pw};",
    "jdbc:postgresql://pg.qcs.lan/yard?user=report&password={pw}",
    "ftp://scans:{pw}@nas-kulsary.qcs.lan/in",
    "smtp://alerts@qcs-atyrau.example:{pw}@mail.qcs-atyrau.example:587",
    "строка подключения: Host=pg.qcs.lan;Username=yard;Password={pw}",
    "bağlantı: postgres://abseron:{pw}@db.abseron.example/qazma",
    "socks5://serik:{pw}@:1080",
    "clickhouse://logs:{pw}@ch.qcs.lan:9000/pump",
    "sqlserver://sa:{pw}@sql-atyrau:1433?database=Payroll",
]
_urls = _family("connection_string", _URLS, _plain_pw)


def _jwt(rng: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": rng.choice(_USERS), "iss": "nefttrack.qcs.lan",
                     "iat": 1_970_000_000 + rng.randrange(10**6)})  # fmt: skip
    return f"{head}.{body}.{_r(rng, URLSAFE, 43)}"


_SLACK = _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))
_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub token for the qcs-rig repo: {pw}", _j("ghp_", (ALNUM, 36))),
    ("Slack bot token for #kulsary-yard → {pw}", _SLACK),
    ("STRIPE_SECRET_KEY={pw}", _j("sk_live_", (ALNUM, 24))),
    ("Groq key for the summariser: {pw}", _j("gsk_", (ALNUM, 52))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("Paribu API key: {pw}", _j((HEX, 64))),
    ("Kassa24 API ключ: {pw}", lambda g: v.uuid4(g, "b")),
    ("PayTR merchant_key = {pw}", _j((ALNUM, 16))),
    ("PayTR merchant_salt: {pw}", _j((ALNUM, 16))),
    ("Exact Online client secret {pw}", _j((ALNUM, 12), "!", (ALNUM, 10))),
    ("Infisical service token: {pw}", _j("st.", (HEX, 24), ".", (HEX, 32), ".", (HEX, 32))),
    ("Iyzico secret key: {pw}", _j("sandbox-", (ALNUM, 32))),
    ("Moneybird API-sleutel: {pw}", _j((HEX, 64))),
    ("Trengo API token → {pw}", _j((ALNUM, 40))),
    ("ZhaiyqPay API кілті: {pw}", _j("zp_live_", (ALNUM, 32))),
    ("SteppeSense API açarı budur: {pw}", _j("ss-", (HEX, 40))),
    ("CaspiLog integration broken, current key {pw}", _j((HEX, 40))),
    ("NeftTrack API anahtarı: {pw}", _j("ntk_", (ALNUM, 30))),
    ("BeluGate ключ API: {pw}", _j("bg1.", (URLSAFE, 40))),
    ("Integrations › NeftTrack: {pw}", _j((HEX, 48))),
    ("NEFTTRACK_ACCESS_TOKEN={pw}", _j((ALNUM, 48))),
    ("Teampass API key for the backup job: {pw}", _j((ALNUM, 39))),
    ("SteppeSense API-sleutel voor de meetkast: {pw}", _j("ss-", (HEX, 40))),
    ("CASPILOG_WEBHOOK_SECRET={pw}", _j("whsec_", (ALNUM, 32))),
    ("the NeftTrack session JWT was {pw}", _jwt),
]  # fmt: skip
_vendors = _keyed("vendor_token", dict(_VENDORS))

_BARE = [
    "сохрани куда-нибудь: {pw}",
    "Aibek pasted this into the chat without a word: {pw}",
    "it only shows once, here:\n{pw}",
    "мынаны сақтап қой {pw}",
    "bunu sakla: {pw}",
    "dit is hem: {pw}",
    "the token from the BeluGate setup page {pw}",
    "bunu yadda saxla {pw}",
]
_bare = _family("bare_token", _BARE, _j((ALNUM, 40)))

_HEXES = [
    "SCADA_HMAC_KEY={pw}",
    "the Makhambet RTU's AES key: {pw}",
    "encryption key for the pump logs — {pw}",
    "шифровальный ключ: {pw}",
    "şifrələmə açarı {pw}",
    "sleutel van de dataloggers: {pw}",
    "LoRaWAN AppKey for the Dossor tank sensor {pw}",
    "vault unseal key 1: {pw}",
]
_hexes = _family("hex_key", _HEXES, _j((HEX, 64)))

_JWTS = [
    "Authorization token in the NeftTrack log: {pw}",
    "токен из браузера: {pw}",
    "the CaspiLog id_token {pw}",
    "JWT-i göndərirəm: {pw}",
    "JWT voor de API van Van Dijk: {pw}",
    "oturum token'ı {pw}",
    "curl -H 'X-Auth: {pw}' https://nefttrack.qcs.lan/api/me",
    "Айбек, мына JWT: {pw}",
]
_jwts = _family("jwt", _JWTS, _jwt)


def _pem(rng: random.Random) -> str:
    kind = rng.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    lines = [_r(rng, B64, 64) for _ in range(rng.randrange(4, 8))] + [_r(rng, B64, 20) + "=="]
    body = "\n".join(lines)
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


_PEMS = [
    "Aibek, the deploy key for rig-07:\n{pw}",
    "приватный ключ от сервера в Кульсары\n{pw}",
    "~/.ssh/id_qcs\n{pw}",
    "Elvin, VPN açarı:\n{pw}",
    "de sleutel voor de SFTP van Van Dijk:\n{pw}",
    "özel anahtar (Kuzey Yapı sunucusu):\n{pw}",
]
_pems = _family("private_key", _PEMS, _pem)

_MNEMO = {lang: Mnemonic(lang) for lang in ["english", "russian", "turkish", "spanish"]}


def _seed_of(lang: str) -> Maker:
    def draw(g: random.Random) -> str:
        size = g.choice([16, 16, 32])
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(size))))

    def make(g: random.Random) -> str:
        # `Mnemonic.check` reads its input NFKD-normalised: keep phrases it accepts as written
        return v.until(g, draw, _MNEMO[lang].check)

    return make


_SEED_PLACES: dict[str, Maker] = {
    "Daniyar's Trust Wallet recovery phrase: {pw}": _seed_of("english"),
    "Aigerim, the 12 words for the company USDT wallet — {pw}": _seed_of("english"),
    "сид-фраза кошелька: {pw}": _seed_of("russian"),
    "мнемоника от Ledger (не терять): {pw}": _seed_of("russian"),
    "Madina'nın cüzdan kurtarma kelimeleri: {pw}": _seed_of("turkish"),
    "kurtarma ifadesi {pw}": _seed_of("turkish"),
    "frase semilla del monedero de Rauf: {pw}": _seed_of("spanish"),
    "seed phrase (Paribu transfer wallet)\n{pw}": _seed_of("english"),
    "әмиянның құпия сөздері: {pw}": _seed_of("russian"),
    "herstelzin van Sander's wallet: {pw}": _seed_of("english"),
    "bərpa sözləri: {pw}": _seed_of("english"),
    "voice note: ok the backup words are {pw}, that's all twelve": _seed_of("english"),
}
_seeds = _keyed("seed_phrase", _SEED_PLACES)


def _card_of(g: random.Random, prefixes: list[str], length: int) -> str:
    body = g.choice(prefixes)
    body += _r(g, D, length - len(body) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_KINDS: list[tuple[list[str], int]] = [
    (["4"], 16), (["51", "53", "55", "2221"], 16), (["2200", "2202", "2204"], 16),
    (["9792"], 16), (["8600"], 16), (["9860"], 16),
]  # fmt: skip


def _card(g: random.Random) -> str:
    prefixes, length = g.choice(_CARD_KINDS)
    number = _card_of(g, prefixes, length)
    sep = g.choice([" ", "-", "", " "])
    return sep.join(number[i : i + 4] for i in range(0, 16, 4))


_CARDS = [
    "Halyk emes, Kaspi Gold kartasy: {pw}, Dana",
    "номер карты для закупа: {pw}",
    "kart nömrəsi {pw}, Rauf",
    "kartnummer van de zakelijke creditcard: {pw}",
    "kart numarası: {pw} son kullanma 09/35",
    "Aibek, pay the NeftTrack invoice with card {pw}",
    "карта нөмірі — {pw}",
    "company Visa for fuel: {pw} exp 11/34",
    "Madina's card {pw}",
    "kartam: {pw}",
    "оплати с карты {pw}",
    "the Makhambet diesel supplier wants card {pw}",
]
_cards = _family("card_number", _CARDS, _card)


def _cvv_take(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        "card {c} exp 04/35, security code {pw}",
        "карта {c}, CVV {pw}",
        "kart {c}, güvenlik kodu {pw}",
        "kaart {c}, de drie cijfers op de achterkant zijn {pw}",
        "kart {c} CVC: {pw}",
        "картаның артындағы үш сан: {pw} ({c})",
    ]
    out = []
    for template in v.cycle(rng, templates, n):
        code = _r(rng, D, 3)
        text = template.replace("{c}", _card(rng)).replace("{pw}", code)
        out.append(Sample("card_cvv", text, code))
    return out


_IBAN_SHAPES = {
    "KZ": "nnn" + "c" * 13, "AZ": "aaaa" + "c" * 20, "CY": "n" * 8 + "c" * 16,
    "LT": "n" * 16, "GT": "c" * 24, "SC": "aaaa" + "n" * 20 + "aaa",
}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    return v.iban_shaped(g, country, _IBAN_SHAPES)


def _iban_take(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        "QCS IBAN for the Kulsary invoice: {pw}",
        "реквизиты: ИИК {pw}, БИК QCSBKZKA",
        "Abşeron Qazma IBAN: {pw}",
        "IBAN van Van Dijk Offshore: {pw}",
        "Kuzey Yapı hesap IBAN {pw}",
        "Daniyar'ın hesabı → {pw}",
        "шот нөмірі (IBAN): {pw}",
        "send the deposit to {pw}, Madina",
        "IBAN-ı budur: {pw}",
        "pay to IBAN {pw} ref QCS-PO-2032-118",
        "IBAN: {pw}",
        "счет для перевода {pw}",
    ]
    countries = list(_IBAN_SHAPES)
    out = []
    for template in v.cycle(rng, templates, n):
        number = _iban(rng, rng.choice(countries))
        secret = v.iban_spaced(number) if rng.random() < 0.5 else number
        out.append(Sample("iban", template.replace("{pw}", secret), secret))
    return out


def _digits_until(module: Any, length: int, first: str = "") -> Maker:
    def make(g: random.Random) -> str:
        return v.until(g, lambda r: first + _r(r, D, length - len(first)), module.is_valid)

    return make


_ID_PLACES: dict[str, Maker] = {
    "Elvin's VÖEN: {pw}": _digits_until(voen, 10),
    "VÖEN (Abşeron Qazma): {pw}": _digits_until(voen, 10),
    "Emre'nin T.C. Kimlik No: {pw}": _digits_until(tckimlik, 11, "1"),
    "TC kimlik numaram {pw}": _digits_until(tckimlik, 11, "2"),
    "Kuzey Yapı vergi kimlik no (VKN): {pw}": _digits_until(vkn, 10),
    "BSN van Daniyar: {pw}": _digits_until(bsn, 9),
    "burgerservicenummer {pw} (Marieke)": _digits_until(bsn, 9),
    "ИНН Ерлана: {pw}": _digits_until(inn, 12),
    "ИНН поставщика {pw}": _digits_until(inn, 10),
    "ОГРН контрагента: {pw}": _digits_until(ogrn, 13, "1"),
    "Madina's Turkish ID number (TCKN) {pw}": _digits_until(tckimlik, 11, "3"),
    "Dutch BSN for Daniyar's tax form: {pw}": _digits_until(bsn, 9),
    "VÖEN nömrəsi {pw}": _digits_until(voen, 10),
    "Russian INN of the pipe supplier: {pw}": _digits_until(inn, 10),
}
_national = _keyed("national_id", _ID_PLACES)


def _backup_take(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        "Paribu 2FA backup codes:\n{codes}",
        "резервные коды Google для qcs-atyrau.example: {codes}",
        "Exact Online herstelcodes\n{codes}",
        "yedek kodlar (Iyzico panel): {codes}",
        "ehtiyat kodları:\n{codes}",
        "сақтық кодтар: {codes}",
    ]
    out = []
    for i, template in enumerate(v.cycle(rng, templates, n)):
        codes = v.backup_codes(rng, 6, i % 4)
        joined = "\n".join(codes) if "\n{codes}" in template else ", ".join(codes)
        out.append(Sample("backup_codes", template.replace("{codes}", joined), codes[0]))
    return out


def _totp_take(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        "NeftTrack 2FA setup key: {pw}",
        "otpauth://totp/QCS:aibek?secret={pw}&issuer=QCS",
        "TOTP секрет для Teampass: {pw}",
        "2FA açarı (manual key) {pw}",
        "TOTP-geheim voor de VPN: {pw}",
    ]
    out = []
    for template in v.cycle(rng, templates, n):
        secret = v.totp_secret(rng, spaced="otpauth" not in template and rng.random() < 0.5)
        out.append(Sample("totp_seed", template.replace("{pw}", secret), secret))
    return out


_CODES = [
    "Растау коды: {pw}. Оны ешкімге айтпаңыз.",
    "Код подтверждения Kassa24: {pw}",
    "{pw} is your ZhaiyqPay verification code",
    "PayTR doğrulama kodunuz: {pw}",
    "Uw verificatiecode is {pw}",
    "təsdiq kodu: {pw}",
]
_codes = _family("one_time_code", _CODES, _j((D, 6)))

_SSIDS = ["QCS-Kulsary-Yard", "Dossor Camp Guest", "QCS_Atyrau_5G", "Makhambet PS-1 Net",
          "Abseron Rig WiFi", "VDO Schiedam Lab"]  # fmt: skip
_WIFI = [
    "wifi {s} password {pw}",
    "Network: {s} / {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "вайфай {s}, пароль {pw}",
    "Wi-Fi {s} құпия сөзі: {pw}",
    "wifi {s} qupiya soz {pw}",
    "Wi-Fi şifrəsi ({s}): {pw}",
    "wifi-wachtwoord van {s}: {pw}",
    "{s} kablosuz ağ şifresi {pw}",
    "WPA key for {s} = {pw}",
    "network ({s}) uses {pw}",
    "Айбек: wifi? \nДана: {pw}",
    "ssid={s}\npsk={pw}",
    "wifi {s}\n{pw}",
    "{s} вайфай кілті → {pw}",
    "the camp wifi key: {pw}",
]
_wifi = _family("wifi_key", _WIFI, _pw, s=_SSIDS)


def _spell_take(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        "reading it out one character at a time: {t}",
        "по буквам: {t}",
        "harf harf: {t}",
        "letter voor letter: {t}",
        "voice note transcript — the key is {t}",
        "тыңда, кілт: {t}",
        "hərf-hərf yazıram: {t}",
        "spelled out for Serik: {t}",
    ]
    out = []
    for template in v.cycle(rng, templates, n):
        value = _r(rng, ALNUM, 24)
        spelled = rng.choice([" ", " - ", " · ", ".", " | "]).join(value)
        out.append(Sample("token_spelled", template.replace("{t}", spelled), spelled))
    return out


_LOCKS = [
    "Kulsary yard gate code: {pw}",
    "код от сейфа в бухгалтерии {pw}",
    "Доссор лагерінің есік коды: {pw}",
    "kapı kodu {pw}#",
    "seyfin kodu: {pw}",
    "pincode van de meetkast is {pw}",
    "PIN бухгалтерии карты: {pw}",
    "the alarm code at the Atyrau office is {pw}",
    "SIM PIN for the Makhambet modem {pw}",
    "kart PİN kodu {pw}",
    "қоймадағы сейфтің коды {pw}",
    "pinim {pw}",
]
_locks = _family("pin_code", _LOCKS, _j((D, 4)))


def _phrase(g: random.Random) -> str:
    return " ".join(g.sample(_LOWER_WORDS, 4))


_PHRASES = [
    "Teampass master passphrase: {pw}",
    "парольная фраза для VeraCrypt: {pw}",
    "qupiä söz tirkesi: {pw}",
    "wachtwoordzin voor de back-upschijf: {pw}",
    "parola cümlesi: {pw}",
    "the KeePass passphrase is {pw}",
    "şifrə ifadəsi: {pw}",
]
_phrases = _family("passphrase", _PHRASES, _phrase)


def _basic(g: random.Random) -> str:
    raw = f"{g.choice(_USERS)}:{_plain_pw(g)}".encode()
    return base64.b64encode(raw).decode()


_AUTH: dict[str, Maker] = {
    "Authorization: Basic {pw}": _basic,
    "curl -H 'Authorization: Bearer {pw}' https://api.caspilog.example/v2/trucks": _j((ALNUM, 40)),
    "заголовок: Authorization: Bearer {pw}": _j((URLSAFE, 48)),
    "Basic {pw} — bu NeftTrack üçün": _basic,
    "Bearer {pw} (SteppeSense)": _j((ALNUM, 44)),
    "proxy-authorization: basic {pw}": _basic,
}
_auth = _keyed("auth_header", _AUTH)

_CONFIGS = [
    "# /etc/nefttrack/nefttrack.env\nDB_HOST=pg.qcs.lan\nDB_PASSWORD={pw}\nDB_USER=yard",
    "[mysql]\nuser = buh\npassword = {pw}\nhost = 10.12.0.4",
    'smtp:\n  host: mail.qcs-atyrau.example\n  user: alerts\n  password: "{pw}"',
    "define('DB_PASSWORD', '{pw}');",
    'variable "pg_password" {\n  default = "{pw}"\n}',
    "spring.datasource.password={pw}",
    "MQTT_PASS={pw}\nMQTT_HOST=mqtt.qcs.lan",
    "pg.qcs.lan:5432:yard:report:{pw}",
    '{"scada": {"user": "operator", "password": "{pw}"}}',
    '<add key="SmtpPassword" value="{pw}" />',
    "ssid,psk\nQCS-Kulsary-Yard,{pw}",
    "smtp_password,{pw}",
    "bindpw {pw}",
    "restic -r sftp:backup@nas:/rig --password-command 'echo {pw}'",
    "docker-compose.yml:\n  environment:\n    - POSTGRES_PASSWORD={pw}",
    "КУПИЯ_СОЗ={pw}",
]
_configs = _family("config_secret", _CONFIGS, _plain_pw)

_CHATS = [
    "Серик: пароль от рации какой?\nНурлан: {pw}",
    "Dana: Айбек, принтердің паролі қандай?\nАйбек: {pw}",
    "Rauf: stansiyanın şifrəsi nədir?\nElvin: {pw}",
    "Marieke: wat is het wachtwoord van de NAS?\nSander: {pw}",
    "Selin: şantiye wifi şifresi ne?\nEmre: {pw}",
    "Aigerim: what's the password for the Dossor kiosk?\nAibek: {pw}",
    "Гүлнар апа: 1С паролі?\nДана: {pw}",
    "Yerlan: wifi?\nSerik: {pw}",
]
_chats = _family("qa_password", _CHATS, _pw)

_HIDDEN = [
    "{pw} — that's the Makhambet HMI password",
    "{pw}, that's what I set for the Kulsary router",
    "{pw} — это пароль от склада",
    "{pw} — Доссор роутерінің паролі осы",
    "{pw} — şantiye bilgisayarının şifresi bu",
    "{pw}, dat is het wachtwoord van de testbank",
    "{pw} — bu Elvin-in şifrəsidir",
    "type {pw}; that's the admin password for the yard scale",
]
_hidden = _family("hidden_label", _HIDDEN, _plain_pw)

# How many samples each family draws (390 in all).
_PLAN: list[tuple[Taker, int]] = [
    (_said, 66), (_logins, 24), (_spelled_take, 12), (_cli_take, 34), (_urls, 14),
    (_vendors, 50), (_bare, 8), (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12),
    (_cvv_take, 6), (_iban_take, 12), (_national, 20), (_backup_take, 6), (_totp_take, 5),
    (_codes, 6), (_wifi, 16), (_spell_take, 8), (_locks, 12), (_phrases, 7), (_auth, 6),
    (_configs, 16), (_chats, 8), (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


# (class, first field, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the Kulsary NAS admin password is", "{s}", _pw),
    ("split_password", "Құлсары серверінің құпия сөзі:", "{s}", _pw),
    ("split_password", "пароль от 1С", "{s}\nпоменяй после сдачи отчёта", _pw),
    ("split_password", "stansiyanın şifrəsi", "{s}", _pw),
    ("split_password", "het wachtwoord van de testbank is", "{s} (niet delen)", _pw),
    ("split_password", "şantiye şifresi:", "{s}", _pw),
    ("split_password", "qupiä söz", "{s}", _pw),
    ("split_password", "Teampass password", "{s}, rotated in June", _pw),
    ("split_token", "Paribu API key", "{s}", _j((HEX, 64))),
    ("split_token", "ZhaiyqPay API кілті:", "{s}", _j("zp_live_", (ALNUM, 32))),
    ("split_token", "GitHub token", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "Trust Wallet recovery phrase", "{s}", _seed_of("english")),
    ("split_seed", "сид-фраза:", "{s}", _seed_of("russian")),
    ("split_card", "номер карты", "{s} до 08/34", _card),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "AZ"))),
    ("split_id", "T.C. Kimlik No:", "{s}", _digits_until(tckimlik, 11, "4")),
    ("split_id", "BSN", "{s}", _digits_until(bsn, 9)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_wifi", "QCS-Kulsary-Yard wifi password", "{s}", _pw),
    ("split_pin", "код от сейфа", "{s}", _j((D, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"nas": {"host": "nas-kulsary", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"құпия_сөз": "{s}"}': ("meta_password", _plain_pw),
    '{"пароль": "{s}", "логин": "buh"}': ("meta_password", _plain_pw),
    '{"hesab": {"istifadəçi": "elvin.m", "şifrə": "{s}"}}': ("meta_password", _plain_pw),
    '{"wachtwoord": "{s}"}': ("meta_password", _plain_pw),
    '{"sunucu": {"kullanici": "emre.k", "sifre": "{s}"}}': ("meta_password", _plain_pw),
    '{"argv": ["clickhouse-client", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"transcript": "Serik said the rig laptop password is {s}"}': ("meta_password", _plain_pw),
    '{"paribu": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"zhaiyqpayToken": "{s}"}': ("meta_token", _j("zp_live_", (ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"github": {"token": "{s}"}}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"payment": {"card_number": "{s}", "exp": "03/35"}}': ("meta_card", _card),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "KZ")),
    '{"employee": {"voen": "{s}"}}': ("meta_id", _digits_until(voen, 10)),
    '{"mfa": {"backup_codes": ["{s}", "48213907", "77120458"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _seed_of("english")),
    '{"rtu": {"aes_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"safe": {"door_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Dossor Camp Guest", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"rtu-makhambet-firmware-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.qcs.lan/nefttrack:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"yard: add pipe grade column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"rig: revert depth units", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"mud_report_2032-05-14.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Kulsary NAS password before the audit on 2032-06-11.",
    "Dana asked for the camp wifi password; it's on the card in the foreman's office.",
    "Policy: QCS passwords are at least 14 characters and live only in Teampass.",
    "Please don't paste passwords into the chat; share a Teampass link instead.",
    "The `.env.example` line `PARIBU_API_KEY=replace-me` is a placeholder.",
    "The NeftTrack panel asks for a new password after every update.",
    "Replace <YOUR_CASPILOG_KEY> in the README with the key from the CaspiLog dashboard.",
    "NEFTTRACK_ACCESS_TOKEN and CASPILOG_WEBHOOK_SECRET must be set before the sync runs.",
    "Құпия сөзіңді ешкімге айтпа.",
    "Qupiä sözdi eşkimge aitpa.",
    "Никому не сообщайте свой пароль.",
    "Şifrənizi heç kimə deməyin.",
    "Deel je wachtwoord nooit met iemand.",
    "Şifrenizi kimseyle paylaşmayın.",
    "Пароль должен быть не короче 14 символов.",
    "Het wachtwoord moet minstens veertien tekens bevatten.",
    "Şifre en az on dört karakter olmalıdır.",
    "Upgraded pymodbus from 3.8.6 to 3.9.2 on the Makhambet RTU gateway.",
    f"commit {_COMMIT} adds the pipe grade column to the yard sheet.",
    f"Rolled back to {_SHORT} after the depth units broke the rig report.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The RTU firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"NeftTrack runs registry.qcs.lan/nefttrack@sha256:{_IMAGE}.",
    f"MD5 of mud_report_2032-05-14.csv is {_MD5}, same as on the share.",
    "Request id 3c9f2e71-8a4d-4b06-9e13-5f7a2d0c6b84 is the slow one in the NeftTrack log.",
    "Purchase order QCS-PO-2032-0418 for 120 joints of casing ships on Thursday.",
    "Ticket QCS-2291: the Kulsary yard crane alarm trips at night.",
    "Call the Atyrau office on +7 7122 55 41 08 before noon.",
    "Заказ №58213 на 40 тонн цемента прибудет в Кульсары в среду.",
    "Sifariş 7741: 18 boru, Bakıdan cümə axşamı yola düşür.",
    "Bestelling 2032-0114 van Van Dijk: 6 drukopnemers, levering week 23.",
    "Sipariş no 66120: 300 torba çimento, Samsun'dan pazartesi çıkıyor.",
    "Well DS-14 at Dossor: depth 1 240 m, pressure 86 bar, 38 °C at the wellhead.",
    "The Makhambet pump station runs at 2 950 rpm and 4.2 bar.",
    "After five wrong passwords NeftTrack locks the account for 20 minutes.",
    "Ask Nurlan for the yard gate code, I don't have it.",
    "My card ending 4417 was declined at the Atyrau hardware store.",
    "Van Dijk wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Paribu account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `PARIBU_API_KEY` in Teampass, never in the repository.",
    "The guest wifi 'Dossor Camp Guest' is open, no password needed.",
    "Құлсарыдағы қоймада 1 284 құбыр бар, бағасы 45 000 теңге.",
    "Бензин АИ-92 в Атырау стоит 215 тенге за литр.",
    "Bakı–Atırau bərə bileti 120 manatdır.",
    "De vlucht naar Atyrau vertrekt om 14:35 uit Amsterdam.",
    "Samsun'dan Atırau'ya konteyner 18 gün sürüyor.",
    "The secret of good baursak is hot oil and patience.",
    "Version 5.1.3 of NeftTrack fixes the well list export.",
    "The PIN pad at the Kulsary canteen is broken again.",
    "Gulnar apa: the password reset link expires in 30 minutes.",
    "Tokens are counted per request; the summariser used 512 tokens.",
    "The API key field in the CaspiLog form is required.",
    "Passport photos for the Baku visas are due on Friday.",
    "Rig shift starts at 07:00; the bus leaves Kulsary at 05:40.",
    "The Atyrau shop's number is +7 7122 30 18 44, open 09:00–18:00.",
    "Invoice INV-2032-00731 total: 1 450 000 KZT incl. VAT 12 %.",
    "Пароль менять раз в 90 дней, напоминание придёт на почту.",
    "Wi-Fi şifrəsi resepsiyada yazılıb.",
    "Het wachtwoordbeleid staat in de handleiding, hoofdstuk 4.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "teampass/qcs/nas", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "QCS-2291", "purchase_order": "QCS-PO-2032-0418"}',
    '{"well": {"id": "DS-14", "depth_m": 1240, "pressure_bar": 86}}',
    '{"phone": "+7 7122 55 41 08", "city": "Atyrau"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "joints_in_stock": 1284}',
    '{"order": "58213", "item": "cement", "tonnes": 40, "town": "Kulsary"}',
    '{"flight": "KC 902", "departs": "14:35", "from": "AMS", "to": "GUW"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
