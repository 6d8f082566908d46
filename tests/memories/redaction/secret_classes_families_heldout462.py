# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-sixty-second corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and sixty-first's
docstring, the fifth to four hundred and sixty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (463, 464, 465), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (462_578_798), password words (a
grain-belt word and a sign with two digits, `Bidai#58`; dot-joined steppe words with a year,
`yesil.kombain.zhatka.2031`; leet `K0mb41n!` with a year; a person and a village,
`Frieda@Mamlyut1941`; Volga-German kitchen words with a number, `Kreppel-Rosenkohl-77`; random
runs).

The fictional companies are Esil Astyk Holding LLP of Petropavl (an invented grain trader with
the Kyzylzhar Elevator at Bulaevo and a lab in Mamlyut) and Sary-Dala Agro (an invented farm near
Tayynsha). Staff and neighbours: Artyom "Tyoma" Zhukov (IT in Petropavl, Russian as texted, in
Cyrillic and translit), Aruzhan Seitkali (a young agronomist, shala-qazaq: Kazakh with Russian
mixed in), Mykola "Kolya" Hrytsenko (the elevator foreman, Ukrainian-Russian surzhyk), Frieda
Reimer ("Oma Frieda", a Volga-German grandmother in Mamlyut, German with Russian loans) and Greg
Halvorsen (an English-speaking grain buyer from Winnipeg). Every company, person, address,
domain (`esilastyk.lan`, `kyzylzhar.lan`, `sarydala.example`, `astyklink.example`), account and
number is invented; only the region is real. Texts: Telegram and WhatsApp chats, SMS, tickets,
notes to self, runbooks, e-mails, shell history, env and config files, URLs, voice-note
transcripts and requests to the assistant; separators: a colon, `=`, `->`, `→`, a dash, `—`, `/`,
`это`, `мынау`, `ось`, `is`/`ist`, a new line, a question then its answer, a value said first
and named after.

Grep counts (heldouts 5 to 461, grep -l): none for `Булаево`, `Tayynsha`, `суржик`, `Stofftier`,
`Kassachstan`, `Smartbank`, `KazPost`, `de.svnr`; one for `Петропавл`, `Bulaevo`, `Mamlyut`,
`шала`, `ваще`, `Egov`, `dochte`, `Qazpost`; two or three for `Petropavl`, `Kokshetau`,
`surzhyk`, `Wolgadeutsch`, `Tengri`, `Arbuz`; four to eight for `Krisha`, `Tele2`, `шо `,
`элеватор`, `Elevator`, `Volga`, `eGov`, `Wolt`; twelve to thirty-three for `Kolesa`, `Jusan`,
`de.stnr`, `ua.edrpou`, `ua.rntrc`, `by.unp`, `құпия сөз`, `de.idnr`, `Kaspi`; forty-one and
fifty-two for `ru.ogrn`, `ru.inn`. By a rough count of quoted country codes beside an IBAN call,
Mauritius (30), Pakistan, Saudi Arabia and Cyprus (34), the UAE, Egypt and Seychelles (35) and
Tunisia (36) are the least used; Kazakhstan (64) is used for the region.
Languages: about half English, config or shell; the rest in the Russian of Petropavl as texted
(`щас`, `ваще`, `норм`, `спс`, `кароч`, translit `parol'`, `skin'`), the shala-qazaq of a
young agronomist (`құпия сөз`, `мынау`, `ғой`, `жаным`, Russian nouns in Kazakh sentences), the
surzhyk of an elevator foreman (`шо`, `тіки`, `ось`, `його`, `нада`, `бумажка`) and the German
of a Volga-German grandmother (`Kindl`, `des is`, `mei`, `Dochenka`, Russian loans). The texted
Russian is close to what I know; the surzhyk, the shala-qazaq and above all the Volga-German
dialect are my guesses. Vendors: the invented AstykLink, ZernoTrack, KyzylPay, DalaSMS and
ElevatorOS under the words around their keys, plus the GitHub, GitLab, Slack, Stripe, OpenAI,
Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Shopify,
DigitalOcean, Linear, Grafana, Postman, Vault, Doppler, New Relic, Groq, Replicate, Notion,
Supabase, Databricks, Mailgun, Brevo, Docker Hub, Pulumi, Perplexity, xAI, NVIDIA, Tencent and
Alibaba shapes. Ids: Russia's INN and OGRN, Ukraine's RNTRC and EDRPOU, Belarus's UNP and
Germany's Steuer-Identifikationsnummer, each drawn until its `stdnum` module validates it.
IBANs of Kazakhstan, Mauritius, Pakistan, Saudi Arabia, Cyprus, the UAE, Egypt, Seychelles and
Tunisia, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish and Czech
lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Mir, UnionPay and
Amex prefixes).
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
from stdnum.by import unp as by_unp
from stdnum.de import idnr as de_idnr
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.ua import edrpou as ua_edrpou
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 462_578_798
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"

_r, _j = v.r, v.token
Maker = v.Maker

_GRAIN = ["Bidai", "Arpa", "Suly", "Kombain", "Zhatka", "Elevator", "Zerno", "Pshenitsa",
          "Kulager", "Yesil", "Kyzylzhar", "Saksaul", "Burannyi", "Tyrna", "Kuzgi", "Ogorod"]  # fmt: skip
_STEPPE = ["yesil", "kombain", "zhatka", "bidai", "dala", "boran", "kurai", "tyrna", "ishim",
           "elevator", "sushka", "vagon", "kulak", "stepnyak", "kolos", "borona"]  # fmt: skip
_LEET = ["K0mb41n", "Z3rn0", "B1d41", "Y3s1l", "Zh4tk4", "Su5hk4", "Kul4g3r", "3l3v4t0r"]
_PEOPLE = ["Frieda", "Aruzhan", "Mykola", "Artyom", "Greg", "Ainur", "Erlan", "Heinrich",
           "Katharina", "Bolat", "Oksana", "Dauren"]  # fmt: skip
_VILLAGES = ["Mamlyut", "Bulaevo", "Tayynsha", "Sergeevka", "Presnovka", "Timiryazevo",
             "Smirnovo", "Novoishimka", "Blagoveshchenka", "Kishkenekol"]  # fmt: skip
_KITCHEN = ["Kreppel", "Rosenkohl", "Kartoffel", "Strudel", "Wassermelone", "Riwwelkuche",
            "Schnitzsupp", "Kraut", "Nudelsupp", "Pfannkuche"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+="


def _pick_word(g: random.Random) -> str:
    return f"{g.choice(_GRAIN)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _pick_dots(g: random.Random) -> str:
    return ".".join(g.sample(_STEPPE, 3)) + f".{g.randrange(1995, 2035)}"


def _pick_leet(g: random.Random) -> str:
    return f"{g.choice(_LEET)}{g.choice(_SYMBOLS)}{g.randrange(1990, 2035)}"


def _pick_person(g: random.Random) -> str:
    return f"{g.choice(_PEOPLE)}@{g.choice(_VILLAGES)}{g.randrange(1936, 2030)}"


def _pick_kitchen(g: random.Random) -> str:
    return "-".join(g.sample(_KITCHEN, 2)) + f"-{g.randrange(10, 1000)}"


def _pick_random(g: random.Random) -> str:
    return _r(g, ALNUM, 6) + g.choice(_SYMBOLS) + _r(g, ALNUM, 7) + g.choice(D)


_PICKS: list[Maker] = [
    _pick_word,
    _pick_dots,
    _pick_leet,
    _pick_person,
    _pick_kitchen,
    _pick_random,
]
_SEEN: set[str] = set()


def _unique(make: Maker) -> Maker:
    """``make``, drawn again until its value is one no earlier sample holds."""

    def draw(g: random.Random) -> str:
        while (value := make(g)) in _SEEN:
            pass
        _SEEN.add(value)
        return value

    return draw


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain(g: random.Random) -> str:
    """A password a shell word, a URL or a config value holds as written (no quoting)."""
    makers: list[Maker] = [
        lambda h: f"{h.choice(_GRAIN)}{h.randrange(10, 100)}{h.choice(_VILLAGES)}",
        _pick_dots,
        _pick_kitchen,
        lambda h: _r(h, ALNUM, 16),
        lambda h: f"{h.choice(_LEET)}_{h.randrange(1990, 2035)}",
    ]
    return g.choice(makers)(g)


def _take(g: random.Random, cls: str, templates: list[str], n: int, make: Maker) -> list[Sample]:
    """``n`` samples of ``cls``: each template with a fresh value of ``make`` in place of ``{s}``."""
    draw = _unique(make)
    out = []
    for template in v.cycle(g, templates, n):
        secret = draw(g)
        out.append(Sample(cls, template.replace("{s}", secret), secret))
    return out


# ---------------------------------------------------------------- labelled passwords (56)
_LABELLED = [
    "Tyoma, Telegram: пароль от 1С на элеваторе щас {s}, не теряй",
    "parol' ot routera v Bulaevo: {s}",
    "кароч пароль от камер — {s}, спс потом скажешь",
    "pass ot kassy Kaspi terminala = {s}",
    "Тёма: новый пароль на почту esilastyk.lan это {s} ок4?",
    "skin' parol ot VPN, vot: {s}",
    "пароль к серверу lab-mamlyut -> {s}",
    "ваще забыл, пароль от 1С:Элеватор → {s}",
    "Aruzhan: лабораторияның компьютер құпия сөзі мынау {s}",
    "жаным, агро-порталдың паролі {s} ғой, ешкімге айтпа",
    "Сәлем! eGov-тағы құпия сөз: {s}",
    "құпиясөз дрондікі -> {s} (DJI Agras)",
    "Aruzhan, voice note: ну короче метеостанцияның паролі {s}, жазып ал",
    "Коля: пароль від вагів — {s}, я його на бумажкє записав",
    "шо там з паролем? пароль: {s}, тіки нікому",
    "Кольо, пароль від комп'ютера в диспетчерській ось {s}",
    "паролька від сушилки = {s}, нада поміняти",
    "Коля, голосове: значить пароль від зерносушилки {s}, запиши собі",
    "Oma Frieda: Kindl, mei Passwort fürs Onlinebanking is {s}",
    "Dochenka, des Kennwort für dr Computer ist {s}",
    "Passwort vom Skype fürn Heinrich in Deutschland: {s}",
    "Oma, Sprachnachricht: also, des Passwort, des is {s}, schreib's dir auf",
    "Greg: the AstykLink portal password is {s}",
    "note to self: elevator SCADA password -> {s}",
    "Password for the Bulaevo weighbridge PC: {s}",
    "ticket #4471 (Kyzylzhar Elevator): reset the dispatcher's password to {s} as requested",
    "e-mail from Greg: Hi Tyoma, the buyer dashboard password is {s}. Cheers, Greg",
    "Hey, can you remember that my Krisha.kz password is {s}?",
    "runbook step 3: log into the grain-moisture analyser with password {s}",
    "SMS from Sary-Dala Agro: Your new portal password — {s}",
    "password:\n{s}",
    "Pwd for the Tayynsha farm NAS is {s}",
]
# ---------------------------------------------------------------- CLI passwords (23)
_CLI = [
    "$ sshpass -p '{s}' ssh kolya@scada.kyzylzhar.lan",
    "mysql -h db.esilastyk.lan -u elevator -p{s} grain",
    "redis-cli -h cache.esilastyk.lan -a {s} ping",
    "docker login registry.esilastyk.lan -u tyoma -p {s}",
    "htpasswd -b /etc/nginx/.htpasswd aruzhan {s}",
    "curl -u greg:{s} https://astyklink.example/api/lots",
    "smbclient //nas.sarydala.example/docs -U frieda%{s}",
    "sqlcmd -S 10.12.4.7 -U sa -P {s} -Q 'select 1'",
    "zip -P {s} harvest-2031.zip harvest-2031.xlsx",
    "7z a -p{s} weighbridge-backup.7z /srv/weigh",
    "openssl enc -aes-256-cbc -in contracts.tar -out contracts.enc -pass pass:{s}",
    "gpg --batch --passphrase {s} -c moisture-log.csv",
    "xfreerdp /v:dispatch.kyzylzhar.lan /u:kolya /p:{s}",
    "ipmitool -I lanplus -H 10.12.0.21 -U ADMIN -P {s} chassis status",
    "mosquitto_pub -h mqtt.kyzylzhar.lan -u silo -P {s} -t silo/3/temp -m 14.2",
    "lftp -u aruzhan,{s} ftp.sarydala.example",
    "rabbitmqctl add_user zernotrack {s}",
    "keytool -importcert -keystore astyk.jks -storepass {s} -file ca.crt",
    "plink -ssh -pw {s} kolya@sushka.kyzylzhar.lan",
    "ldapsearch -H ldap://dc.esilastyk.lan -D cn=admin,dc=esilastyk -w {s}",
    "echo {s} | sudo -S systemctl restart elevator-scada",
    "psql 'host=pg.esilastyk.lan user=grain' # PGPASSWORD={s}",
    "cqlsh cass.esilastyk.lan -u tyoma -p {s}",
]
# ---------------------------------------------------------------- login pairs (18)
_LOGINS = [
    "login: tzhukov / {s}",
    "логин kolya.h, пароль {s}",
    "Benutzer oma.frieda, Kennwort {s}",
    "логин aruzhan.s, құпия сөз {s}",
    "creds for the elevator SCADA are mhrytsenko and {s}",
    "root:{s}",
    "admin / {s}",
    "tyoma@esilastyk.lan:{s}",
    "u=kolya p={s}",
    "юзер: dispatcher, пароль → {s}",
    "sign in as greg.h with {s}",
    "логін: vagy2, пароль: {s} (Коля)",
    "Tyoma: zahodi pod buh / {s}",
    "Nutzername frieda.reimer — Passwort {s}",
    "| sushka-hmi | operator | {s} |",
    "creds lab:{s}",
    "Пайдаланушы: agro01, пароль: {s}",
    "user greg, pass {s}",
]
_CONFIGS = [
    "DB_PASSWORD={s}",
    "spring.datasource.password={s}",
    "elevator:\n  db:\n    user: grain\n    password: {s}",
    "[scada]\nhost = 10.12.0.5\npwd = {s}",
    "POSTGRES_PASSWORD: {s}",
    "define('DB_PASSWORD', '{s}');",
    'variable "db_password" {\n  default = "{s}"\n}',
    "pg.esilastyk.lan:5432:grain:grain:{s}",
    "SMTP_PASS={s}  # DalaSMS relay",
    '{"mqtt": {"user": "silo", "password": "{s}"}}',
    "export ZERNOTRACK_DB_PASS='{s}'",
    '<add key="WeighbridgePassword" value="{s}" />',
]
_URLS = [
    "postgres://grain:{s}@pg.esilastyk.lan:5432/grain",
    "mysql://elevator:{s}@db.kyzylzhar.lan/weigh",
    "amqp://zernotrack:{s}@mq.esilastyk.lan:5672/",
    "mongodb://lab:{s}@mongo.esilastyk.lan/moisture",
    "ftp://aruzhan:{s}@ftp.sarydala.example/uploads",
    "https://kolya:{s}@cams.kyzylzhar.lan/live",
    "redis://:{s}@cache.esilastyk.lan:6379/0",
    "sftp://tyoma:{s}@backup.esilastyk.lan:22/srv",
    "smb://frieda:{s}@nas.sarydala.example/Fotos",
    "Тёма скинул ссылку: http://admin:{s}@192.168.8.1/",
    "DATABASE_URL=postgresql://astyk:{s}@db.astyklink.example/prod",
    "Greg: use mssql://buyer:{s}@sql.esilastyk.lan/contracts",
]
_ASKED = [
    "Коля: а шо за пароль від вайфая на вагах?\nТёма: {s}",
    "Greg: what's the password for the lab PC?\nAruzhan: {s}",
    "Oma: Kindl, wie war des Passwort vom Telefon?\nKatharina: {s}",
    "— пароль от 1С какой?\n— {s}",
    "Aruzhan: сушилканың паролі қандай?\nКоля: {s}",
    "Q: admin password for the weighbridge?\nA: {s}",
    "Tyoma, kakoi parol' na routere?\n> {s}",
    "Frieda: Und des Kennwort fürs Bankingl?\nHeinrich: {s}",
]
_SAID_FIRST = [
    "{s} — это пароль от роутера на элеваторе",
    "{s}, that's the admin password for the dryer HMI",
    "{s} — це пароль від комп'ютера в лабораторії, запиши",
    "{s} — des is mei Passwort fürs Handy",
    "{s} мынау агро-порталдың құпия сөзі",
    "type {s}; that's the weighbridge password",
    "{s} eto parol' ot pochty Grega",
    "{s}, das hab ich für den Router eingestellt",
    "{s} — вот что я поставил на камеры",
    "{s} is what I set for the Bulaevo NAS",
]
_PHRASES = [
    "passphrase: {s}",
    "Bitwarden master passphrase -> {s}",
    "парольная фраза от KeePass: {s}",
    "Passphrase fürs Laptop ist {s}",
    "ssh key passphrase = {s}",
    "кілттің парольдік фразасы: {s}",
    "фраза-пароль від ноута — {s}",
    "the vault passphrase is {s}",
    "LUKS passphrase for the lab disk: {s}",
    "VeraCrypt Passphrase: {s}",
]
_PHRASE_WORDS = ["wheat", "silo", "harvest", "steppe", "combine", "tractor", "birch", "river",
                 "frost", "grain", "winter", "barley", "meadow", "sunflower", "buran", "horizon",
                 "pasture", "thresher", "furrow", "hayrick"]  # fmt: skip

_SPELLED = [
    "пароль: слово {w}, потом {d}",
    "Das Passwort ist das Wort {w}, dann {d}",
    "the password is the word {w} followed by {d}",
    "пароль — слово {w} і цифри {d}",
    "құпия сөз: {w} деген сөз, артынан {d}",
    "parol': {w} s bol'shoi bukvy i {d} v kontse",
    "{w} with a capital first letter and {d} at the end, that's the lab login",
    "des Passwort is der Name vom Hund, {w}, und dann {d}",
    "the name of our cat, {w}, followed by {d} — wifi password",
    "пароль: кличка коня {w} плюс {d}",
]
_SPELL_WORDS = ["Kulager", "Burannyi", "Saksaul", "Zhuldyz", "Tuman", "Laska", "Bobik",
                "Mursik", "Schneeflocke", "Sharik", "Aktos", "Karlygash"]  # fmt: skip


def _spelled(g: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(g, _SPELLED, n):
        word = g.choice(_SPELL_WORDS)
        digits = str(g.randrange(100, 10_000))
        while digits in _SEEN:
            digits = str(g.randrange(100, 10_000))
        _SEEN.add(digits)
        out.append(Sample("spelled_password", template.format(w=word, d=digits), digits))
    return out


# ---------------------------------------------------------------- vendors (36)
_VENDOR_MAKERS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={s}", _j("ghp_", (ALNUM, 36))),
    ("gitlab token для CI: {s}", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot token: {s}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("STRIPE_SECRET_KEY={s}", _j("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={s}", _j("sk-proj-", (URLSAFE, 48), "T3BlbkFJ", (URLSAFE, 48))),
    ("ключ Claude: {s}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {s}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google Maps key for the field map: {s}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={s}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={s}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={s}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key SID {s}", _j("SK", (HEX, 32))),
    ("Телеграм бот элеватора: {s}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("password = {s}  # pypi", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
    ("SHOPIFY_ACCESS_TOKEN={s}", _j("shpat_", (HEX, 32))),
    ("doctl auth init -t {s}", _j("dop_v1_", (HEX, 64))),
    ("LINEAR_API_KEY={s}", _j("lin_api_", (ALNUM, 40))),
    ("Grafana service account token {s}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Postman key: {s}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("VAULT_TOKEN={s}", _j("hvs.", (URLSAFE, 90))),
    ("DOPPLER_TOKEN={s}", _j("dp.st.prd.", (ALNUM, 43))),
    ("NEW_RELIC_API_KEY={s}", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("GROQ_API_KEY={s}", _j("gsk_", (ALNUM, 52))),
    ("Replicate token: {s}", _j("r8_", (ALNUM, 37))),
    ("Notion integration secret {s}", _j("ntn_", (D, 11), (ALNUM, 35))),
    ("supabase access token {s}", _j("sbp_", (HEX, 40))),
    ("DATABRICKS_TOKEN={s}", _j("dapi", (HEX, 32))),
    ("MAILGUN_API_KEY={s}", _j("key-", (HEX, 32))),
    ("Brevo: {s}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("docker login -u esilastyk --password {s}", _j("dckr_pat_", (URLSAFE, 27))),
    ("PULUMI_ACCESS_TOKEN={s}", _j("pul-", (HEX, 40))),
    ("PERPLEXITY_API_KEY={s}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={s}", _j("xai-", (ALNUM, 80))),
    ("NGC key: {s}", _j("nvapi-", (URLSAFE, 64))),
    ("Tencent Cloud SecretId {s}", _j("AKID", (ALNUM, 32))),
    ("Alibaba AccessKey ID {s}", _j("LTAI", (ALNUM, 20))),
]
_VENDOR_FRAMES = [
    "{c}",
    "Тёма, в .env положил: {c}",
    "Tyoma's notes, 2031-09-14:\n{c}",
    "$ grep -r KEY deploy/\ndeploy/.env:{c}",
    "Greg: ok here it is, {c}",
    "Коля переслав: {c}",
]


def _vendors(g: random.Random) -> list[Sample]:
    out = []
    for template, make in _VENDOR_MAKERS:
        secret = _unique(make)(g)
        text = g.choice(_VENDOR_FRAMES).replace("{c}", template.replace("{s}", secret))
        out.append(Sample("vendor_token", text, secret))
    return out


_INVENTED = [
    ("AstykLink API key: {s}", _j((HEX, 40))),
    ("ключ API ZernoTrack: {s}", lambda g: v.uuid4(g, "b")),
    ("KyzylPay integration broken, current key {s}", _j((ALNUM, 40))),
    ("Integrations › DalaSMS: {s}", _j((HEX, 32))),
    ("ElevatorOS API key for prod: {s}", _j((ALNUM, 36))),
    ("API-Schlüssel für AstykLink: {s}", _j((HEX, 48))),
    ("ZernoTrack API ключі: {s}", _j((ALNUM, 32))),
    ("API ключ від ElevatorOS — {s}", lambda g: v.uuid4(g, "9")),
    ("kyzylpay key -> {s}", _j("kzp_live_", (ALNUM, 32))),
    ("DalaSMS api key = {s}", _j((ALNUM, 44))),
    ("Settings › Integrations › ZernoTrack → {s}", _j((HEX, 64))),
    ("Greg: the AstykLink key for the buyer sandbox is {s}", _j("astk_", (ALNUM, 36))),
    ("ElevatorOS-тың API кілті: {s}", _j((ALNUM, 40))),
    ("ключ API KyzylPay: {s}", lambda g: v.uuid4(g, "a")),
    ("DalaSMS integration key {s}", _j("dsms-", (HEX, 32))),
]


def _invented(g: random.Random) -> list[Sample]:
    out = []
    for template, make in _INVENTED:
        secret = _unique(make)(g)
        out.append(Sample("invented_vendor_key", template.replace("{s}", secret), secret))
    return out


# ---------------------------------------------------------------- ids, money
_IDS: list[tuple[str, Maker, Callable[[str], bool]]] = [
    ("ИНН {s}", _j((D, 12)), ru_inn.is_valid),
    ("мой ИНН: {s}, для договора", _j((D, 12)), ru_inn.is_valid),
    ("INN fizlica -> {s}", _j((D, 12)), ru_inn.is_valid),
    ("tax id (Russian INN) {s}", _j((D, 12)), ru_inn.is_valid),
    ("ИНН поставщика: {s}", _j((D, 10)), ru_inn.is_valid),
    ("ОГРН {s}", _j("1", (D, 12)), ru_ogrn.is_valid),
    ("OGRN of the Omsk buyer: {s}", _j("1", (D, 12)), ru_ogrn.is_valid),
    ("РНОКПП Коли: {s}", _j((D, 10)), ua_rntrc.is_valid),
    ("ідентифікаційний код — {s}", _j((D, 10)), ua_rntrc.is_valid),
    ("Ukrainian RNTRC {s}", _j((D, 10)), ua_rntrc.is_valid),
    ("ЄДРПОУ {s}", _j((D, 8)), ua_edrpou.is_valid),
    ("EDRPOU code of the Kharkiv mill: {s}", _j((D, 8)), ua_edrpou.is_valid),
    ("УНП {s}", _j((D, 9)), by_unp.is_valid),
    ("Belarus UNP: {s}", _j((D, 9)), by_unp.is_valid),
    ("Steuer-ID vom Heinrich: {s}", _j((D, 11)), de_idnr.is_valid),
    ("Oma: mei Steueridentifikationsnummer is {s}", _j((D, 11)), de_idnr.is_valid),
    ("Identifikationsnummer {s}", _j((D, 11)), de_idnr.is_valid),
    ("Aruzhan: ИНН-ім мынау {s}", _j((D, 12)), ru_inn.is_valid),
    ("Greg, for the Ukrainian contract: Mykola's tax number {s}", _j((D, 10)), ua_rntrc.is_valid),
    ("ИНН организации -> {s}", _j((D, 10)), ru_inn.is_valid),
]


def _valid(make: Maker, valid: Callable[[str], bool]) -> Maker:
    """``make``, drawn again until ``valid`` (the id's own ``stdnum`` module) accepts it."""
    return lambda h: v.until(h, make, valid)


def _ids(g: random.Random) -> list[Sample]:
    out = []
    for template, make, valid in _IDS:
        secret = _unique(_valid(make, valid))(g)
        out.append(Sample("national_id", template.replace("{s}", secret), secret))
    return out


_CARD_PREFIXES = ["4", "51", "53", "55", "2200", "2202", "2204", "62", "37"]


def _card(g: random.Random, spaced: bool = True) -> str:
    prefix = g.choice(_CARD_PREFIXES)
    length = 15 if prefix == "37" else 16
    body = prefix + _r(g, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return v.grouped(number, g.choice([" ", "-", ""]), g) if spaced else number


_CARDS = [
    "номер карты {s}",
    "karta Kaspi Gold {s}, perevedi tuda",
    "Kartennummer: {s}",
    "номер картки — {s}",
    "карта нөмірі: {s}",
    "card {s} exp 04/33",
    "Greg: pay the deposit from {s}",
    "Oma: die Karte vom Heinrich, {s}",
    "скинь на {s} до вечера",
    "visa: {s}",
    "Mir card for fuel: {s}",
    "Коля: карта {s}, на ній зарплата",
]
_CVVS = [
    "CVV {s}",
    "три цифры на обороте: {s}",
    "CVC2 — {s}",
    "Prüfnummer hinten drauf: {s}",
    "код на звороті {s}",
    "the three digits on the back are {s}",
    "security code: {s}",
    "артындағы үш сан: {s}",
]
_IBAN_COUNTRIES = ["KZ", "MU", "PK", "SA", "CY", "AE", "EG", "SC", "TN"]


def _iban(g: random.Random, country: str) -> str:
    number = v.until(g, lambda h: _iban_raw(h, country), std_iban.is_valid)
    return number


_IBAN_SHAPES = {
    "KZ": "nnn" + "c" * 13, "MU": "aaaa" + "n" * 19 + "aaa", "PK": "aaaa" + "c" * 16,
    "SA": "nn" + "c" * 18, "CY": "n" * 8 + "c" * 16, "AE": "n" * 19, "EG": "n" * 25,
    "SC": "aaaa" + "n" * 20 + "aaa", "TN": "n" * 20,
}  # fmt: skip


def _iban_raw(g: random.Random, country: str) -> str:
    return v.iban_shaped(g, country, _IBAN_SHAPES)


_IBANS = [
    "IBAN {s}",
    "реквизиты: ИИК {s}, Halyk",
    "IBAN fürs Geld vom Heinrich: {s}",
    "рахунок {s}",
    "шот нөмірі {s}",
    "Greg: wire the advance to {s}",
    "Kontonummer (IBAN) — {s}",
    "счёт для оплаты за элеватор: {s}",
]


def _ibans(g: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(g, _IBANS, n)):
        number = _iban(g, _IBAN_COUNTRIES[i % len(_IBAN_COUNTRIES)])
        secret = v.iban_spaced(number) if i % 2 else number
        out.append(Sample("iban", template.replace("{s}", secret), secret))
    return out


# ---------------------------------------------------------------- seeds, codes
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "czech")}


def _seed(g: random.Random, lang: str, words: int = 12) -> str:
    bits = {12: 16, 18: 24, 24: 32}[words]
    phrase = str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))
    assert _MNEMO[lang].check(phrase)
    return phrase


_SEEDS = [
    "seed фраза от кошелька: {s}",
    "Trust Wallet recovery phrase: {s}",
    "мнемоника -> {s}",
    "Tyoma's note: metamask seed\n{s}",
    "сид-фраза від гаманця — {s}",
    "Wiederherstellungsphrase vom Heinrich: {s}",
    "әмиянның seed сөздері: {s}",
]
_SEED_LANGS = ["english", "spanish", "english", "czech", "spanish", "english", "czech"]


def _seeds(g: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template = _SEEDS[i % len(_SEEDS)]
        secret = _seed(g, _SEED_LANGS[i % len(_SEED_LANGS)], [12, 24, 18][i % 3])
        if i % 4 == 3:
            numbered = " ".join(f"{k}. {w}" for k, w in enumerate(secret.split(), 1))
            out.append(Sample("seed_phrase", template.replace("{s}", numbered), numbered))
        else:
            out.append(Sample("seed_phrase", template.replace("{s}", secret), secret))
    return out


_SSIDS = ["Kyzylzhar-Elevator 5G", "Esil Astyk Office", "SaryDala Ferma", "Oma Frieda WLAN",
          "Bulaevo Vesy", "Lab Mamlyut 2G", "Tele2 Home 4G"]  # fmt: skip
_WIFI = [
    "wifi {n}, пароль {s}",
    "Network: {n} / {s}",
    "вайфай {n} — пароль {s}",
    "WLAN {n}, Kennwort {s}",
    "WIFI:T:WPA;S:{n};P:{s};;",
    "вайфай {n} құпия сөзі: {s}",
    "network ({n}) uses {s}",
    "wifi {n} / WPA key {s}",
]


def _wifi_key(g: random.Random) -> str:
    return g.choice([_pick_dots, _pick_kitchen, lambda h: _r(h, ALNUM, 12), _pick_word])(g)


def _wifi(g: random.Random, n: int) -> list[Sample]:
    draw = _unique(_wifi_key)
    out = []
    for template in v.cycle(g, _WIFI, n):
        secret = draw(g)
        text = template.replace("{n}", g.choice(_SSIDS)).replace("{s}", secret)
        out.append(Sample("wifi_key", text, secret))
    return out


_OTPS = [
    "Код подтверждения: {s}",
    "Kaspi.kz: kod {s}, nikomu ne soobshchaite",
    "{s} is your AstykLink verification code",
    "Ihr Bestätigungscode lautet {s}",
    "Растау коды: {s}",
    "код підтвердження {s}",
    "Use {s} to sign in to ZernoTrack",
    "Тёма, скинь код из смс! — {s}",
    "eGov: бір реттік код {s}",
    "one-time code -> {s}",
]


def _otps(g: random.Random, n: int) -> list[Sample]:
    out = []
    draw = _unique(_j((D, 6)))
    for i, template in enumerate(v.cycle(g, _OTPS, n)):
        code = draw(g)
        secret = f"{code[:3]} {code[3:]}" if i % 5 == 4 else code
        out.append(Sample("otp_code", template.replace("{s}", secret), secret))
    return out


_BACKUPS = [
    "Google backup codes:\n{s}",
    "резервные коды 2FA: {s}",
    "Backup-Codes fürs Konto: {s}",
    "резервні коди — {s}",
    "2FA backup codes for AstykLink\n{s}",
]


def _backups(g: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(g, _BACKUPS, n)):
        codes = v.backup_codes(g, 6, i % 4)
        secret = ("\n" if "\n{s}" in template else ", ").join(codes)
        out.append(Sample("backup_codes", template.replace("{s}", secret), secret))
    return out


_TOTP = [
    "otpauth://totp/AstykLink:tyoma@esilastyk.lan?secret={s}&issuer=AstykLink",
    "2FA secret for the buyer portal: {s}",
    "TOTP ключ: {s}",
    "setup key for Google Authenticator: {s}",
    "manual key (QR не сканируется): {s}",
    "2FA-Schlüssel vom Heinrich sein Konto: {s}",
    "TOTP seed -> {s}",
    "2FA құпиясы: {s}",
    "ключ для 2FA від ZernoTrack — {s}",
    "Greg: the TOTP secret is {s}",
]


def _totps(g: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(g, _TOTP, n)):
        secret = v.totp_secret(g, spaced=(i % 3 == 2 and "otpauth" not in template))
        out.append(Sample("totp_secret", template.replace("{s}", secret), secret))
    return out


_PINS = [
    "PIN {s}",
    "пин от карты {s}",
    "pin-kod ot sima: {s}",
    "код від воріт елеватора — {s}",
    "PIN vom Handy is {s}",
    "картаның пин-коды: {s}",
    "door code for the lab -> {s}",
    "код домофона {s}#",
    "Oma: die Geheimzahl für die Karte ist {s}",
    "сейф в бухгалтерии, код {s}",
]


def _pins(g: random.Random, n: int) -> list[Sample]:
    draw = _unique(lambda h: _r(h, D, h.choice([4, 4, 5, 6])))
    return [Sample("pin_code", t.replace("{s}", s := draw(g)), s) for t in v.cycle(g, _PINS, n)]


# ---------------------------------------------------------------- keys, tokens
_HEXES = [
    "ENCRYPTION_KEY={s}",
    "ключ шифрования бэкапов: {s}",
    "AES key for the weighbridge export -> {s}",
    "LORAWAN_APP_KEY={s}",
    "Schlüssel fürs Backup: {s}",
    "master_key = {s}",
]
_BARE = [
    "{s}",
    "Тёма, вот: {s}",
    "скинь в чат, ок — {s}",
    "put {s} in the header and it works",
    "ось воно: {s}",
    "Greg pasted this in the chat: {s}",
]
_JWTS = [
    "Authorization: Bearer {s}",
    "токен сессии: {s}",
    "JWT from the AstykLink login -> {s}",
    "cookie: session={s}",
    "Коля, встав це: {s}",
]


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": g.choice(["tyoma", "kolya", "aruzhan", "greg"]),
                     "iat": g.randrange(1_900_000_000, 1_990_000_000), "org": "esilastyk"})  # fmt: skip
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_PEMS = [
    "{s}",
    "tyoma's id_rsa:\n{s}",
    "ключ для деплоя:\n{s}",
    "key.pem\n{s}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    raw = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([192, 288])))).decode()
    lines = "\n".join(raw[i : i + 64] for i in range(0, len(raw), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    _SEEN.clear()
    g = random.Random(SEED)
    out: list[Sample] = []
    out += _take(g, "labelled_password", _LABELLED, 56, _pw)
    out += _vendors(g)
    out += _invented(g)
    out += _take(g, "cli_password", _CLI, 23, _plain)
    out += _take(g, "login_pair", _LOGINS, 18, _pw)
    out += _ids(g)
    out += _pins(g, 18)
    out += _take(g, "card_number", _CARDS, 16, _card)
    out += _take(g, "card_code", _CVVS, 8, _j((D, 3)))
    out += _ibans(g, 14)
    out += _seeds(g, 14)
    out += _wifi(g, 14)
    out += _otps(g, 14)
    out += _take(g, "hex_key", _HEXES, 12, lambda h: _r(h, HEX, h.choice([32, 64])))
    out += _take(g, "bare_token", _BARE, 12, _j((ALNUM, 40)))
    out += _take(g, "config_password", _CONFIGS, 12, _plain)
    out += _take(g, "login_url", _URLS, 12, _plain)
    out += _take(g, "jwt", _JWTS, 10, _jwt)
    out += _backups(g, 10)
    out += _take(g, "passphrase", _PHRASES, 10, lambda h: " ".join(h.sample(_PHRASE_WORDS, 4)))
    out += _totps(g, 10)
    out += _take(g, "asked_answered", _ASKED, 8, _pw)
    out += _take(g, "said_first", _SAID_FIRST, 10, _pw)
    out += _spelled(g, 10)
    out += _take(g, "pem_key", _PEMS, 8, _pem)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = [
    ("пароль от 1С:", "{s}"),
    ("Kolya's dryer password is", "{s} (since the August refit)"),
    ("құпия сөз", "{s}"),
    ("Passwort vom Banking:", "{s}\nnet weitersagen, Kindl"),
    ("пароль від вагів —", "{s}"),
    ("parol' ot routera", "{s}"),
    ("the SCADA admin password is", "{s}, I think"),
    ("Kennwort", "{s}"),
    ("новый пароль:", "{s}\nпоменяй после уборки"),
    ("AstykLink password", "{s}"),
]
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "ZernoTrack API key", "{s}", _j((HEX, 40))),
    ("split_token", "GitHub token:", "{s} (deploy only)", _j("ghp_", (ALNUM, 36))),
    ("split_token", "ключ API KyzylPay", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_card", "номер карты", "{s} до 09/34", _card),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MU"))),
    ("split_id", "ИНН", "{s}", lambda g: v.until(g, _j((D, 12)), ru_inn.is_valid)),
    ("split_otp", "код из СМС:", "{s}", _j((D, 6))),
    ("split_phrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
    ("split_pin", "PIN від картки", "{s}", _j((D, 4))),
    ("split_seed", "сид-фраза", "{s}", lambda g: _seed(g, "czech")),
]


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    g = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS] + _SPLIT_OTHERS
    out = []
    for cls, first, second, make in rows:
        secret = make(g)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


_METADATA: list[tuple[str, str, Maker]] = [
    ("meta_password", '{"scada": {"url": "https://scada.kyzylzhar.lan", "admin_password": "{s}"}}', _plain),
    ("meta_password", '{"пароль": "{s}"}', _plain),
    ("meta_password", '{"account": {"user": "kolya", "passwd": "{s}"}}', _plain),
    ("meta_password", '{"Passwort": "{s}", "wer": "Oma Frieda"}', _plain),
    ("meta_password", '{"argv": ["mysql", "-u", "elevator", "--password", "{s}", "grain"]}', _plain),
    ("meta_password", '{"note": "пароль от 1С щас {s}"}', _plain),
    ("meta_password", '{"құпия_сөз": "{s}"}', _plain),
    ("meta_password", '{"transcript": "Коля каже пароль від сушилки {s}, запиши"}', _plain),
    ("meta_token", '{"astyklink": {"api_key": "{s}"}}', _j((HEX, 40))),
    ("meta_token", '{"zernotrackToken": "{s}"}', _j((ALNUM, 40))),
    ("meta_token", '{"env": {"GITLAB_TOKEN": "{s}"}}', _j("glpat-", (URLSAFE, 20))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 48))),
    ("meta_card", '{"payment": {"card_number": "{s}", "exp": "05/33"}}', _card),
    ("meta_iban", '{"supplier": {"iban": "{s}"}}', lambda g: _iban(g, "KZ")),
    ("meta_id", '{"farmer": {"inn": "{s}"}}', lambda g: v.until(g, _j((D, 12)), ru_inn.is_valid)),
    ("meta_key", '{"lorawan": {"app_key": "{s}"}}', _j((HEX, 32))),
    ("meta_otp", '{"sms": "Код подтверждения: {s}"}', _j((D, 6))),
    ("meta_pin", '{"gate": {"pin_code": "{s}"}}', _j((D, 5))),
    ("meta_seed", '{"wallet": {"seed_phrase": "{s}"}}', lambda g: _seed(g, "english")),
    ("meta_wifi", '{"wifi": {"ssid": "Kyzylzhar-Elevator 5G", "psk": "{s}"}}', _wifi_key),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    g = random.Random(SEED + 2)
    out = []
    for cls, text, make in _METADATA:
        secret = make(g)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_COMMIT = hashlib.sha1(b"weigh: add moisture column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"scada: revert silo 3 alarms", usedforsecurity=False).hexdigest()[:9]
_FIRMWARE = hashlib.sha256(b"dryer-hmi-4.2.1.bin").hexdigest()
_MD5 = hashlib.md5(b"harvest-2031.xlsx", usedforsecurity=False).hexdigest()

CLEAN = [
    "Тёма, напомни поменять пароль от 1С после уборки.",
    "parol' ot wifi sprosi u Koli, u menya net",
    "Пароль должен быть не короче 12 символов, так в политике написано.",
    "кароч пароль в менеджере паролей лежит, в чат не кидай",
    "Тёма: пароль сбросил, новый придёт тебе на почту.",
    "пароль: см. хранилище, раздел Элеватор",
    "Aruzhan: құпия сөзді ешкімге айтпа, жаным.",
    "Құпия сөз кемінде 12 таңбадан тұруы керек.",
    "агро-порталдың паролін ертең ауыстырамыз",
    "Сәлем, eGov-қа кіре алмай жатырмын, құпия сөзді ұмытып қалдым.",
    "шо з паролем? та я його поміняв, спитай у Тьоми",
    "Коля: пароль від вагів в сейфі, на бумажкє",
    "паролі тіки через менеджер, ніяких бумажок",
    "Oma: Kindl, des Passwort hab ich vergessen, ruf mich an.",
    "Das Kennwort muss mindestens zwölf Zeichen haben, sagt der Heinrich.",
    "Passwort steht im Büchle in der Küchenschublad.",
    "The password policy is 14 characters, rotated every 90 days.",
    "Please don't paste passwords into Telegram; send a vault link.",
    "ZERNOTRACK_API_KEY=<your-key-here> is a placeholder in .env.example.",
    "Replace YOUR_ASTYKLINK_TOKEN in the README with your own token.",
    "The API key field is required on the KyzylPay settings page.",
    "The weighbridge PC asks for a new password after every update.",
    "password: ask Tyoma",
    "PIN codes are four to six digits; the gate keypad takes five.",
    "Код подтверждения придёт по СМС в течение минуты.",
    "Your verification code expires in 10 minutes.",
    "Ihr Bestätigungscode wurde gesendet.",
    "Print the 2FA backup codes and keep them in the office safe.",
    "Никому не сообщайте сид-фразу, даже поддержке.",
    "No wallet support will ever ask for your recovery phrase.",
    f"commit {_COMMIT} adds the moisture column to the weigh table.",
    f"Rolled back to {_SHORT} after the silo 3 alarms went off.",
    f"Dryer HMI firmware 4.2.1, SHA-256 checksum {_FIRMWARE}.",
    f"MD5 of harvest-2031.xlsx is {_MD5}.",
    "Request id 3f9c2e71-8b4d-4a06-9e15-d27b6c0a4f83 is the slow one in the logs.",
    "Заявка №2031-0877 на 64 тонны пшеницы 3 класса, отгрузка в четверг.",
    "Вагон 5218 7734 с ячменём ушёл на Омск.",
    "Трек-номер Казпочты RR123456785KZ, посылка Оме в Мамлют.",
    "Позвони в лабораторию: +7 715 234 18 06, спросить Аружан.",
    "Moisture 14.2 %, protein 12.8 %, test weight 760 g/l; class 3 wheat.",
    "Ticket #4471: the Bulaevo weighbridge display flickers at night.",
    "Elevator SCADA upgraded from 7.3 to 7.4 on 2031-08-30.",
    "Карта заканчивается на 4417, платёж не прошёл.",
    "Card ending 0093 was declined at the fuel station in Tayynsha.",
    "IBAN указывайте без пробелов, так просит бухгалтерия.",
    "Kaspi перевод на 185 000 ₸ за солярку, квитанция в чате.",
    "Силос №3: 1 840 тонн, температура 11 °C.",
    "Коля: вагів на 60 тонн, повірка до 2032-03-01.",
    "Oma hat 12 Gläser Kirschmarmelad gemacht, 3 sind für dich.",
    "Heinrich ruft am Sonntag um 15 Uhr an, Telefon +49 6221 558 301.",
    "Aruzhan: топырақ сынамасы 2031-09-12, pH 7.4, гумус 4.1 %.",
    "Бидай егісі 1 250 гектар, өнім 14 ц/га.",
    "The guest wifi 'Esil Astyk Guest' is open, no password needed.",
    "ISBN 978-5-02-038563-1 is the agronomy handbook on the lab shelf.",
    "Greg: the contract number is ESA-2031-0412, price 112 USD per tonne FCA Petropavl.",
    "Order 7741-2031 of spare sieves for the combine ships Monday.",
    "API key rotation is scheduled for Friday, nothing to do until then.",
    "Тёма, ключ от склада у Коли, не у меня.",
    "Der Schlüssel vom Schuppen hängt hinter der Tür.",
    "Passphrases must have at least four words; see the wiki page.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-09-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/esilastyk/scada", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_FIRMWARE}", "firmware": "dryer-hmi", "version": "4.2.1"}}',
    '{"ticket": "4471", "order": "7741-2031"}',
    '{"silo": 3, "tonnes": 1840, "temp_c": 11}',
    '{"phone": "+7 715 234 18 06", "city": "Petropavl"}',
    '{"mfa_enabled": true, "backup_codes_left": 8}',
    '{"wagon": "5218 7734", "cargo": "barley", "destination": "Omsk"}',
    '{"lab": {"moisture_pct": 14.2, "protein_pct": 12.8, "class": 3}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
