# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-sixteenth corpus: written blind, without the rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-thirteenth's
docstring, the fifth to three-hundred-and-thirteenth only through grep -l/-c counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (314, 315, 317), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (316472093), password words (a peak,
a dish and a number, `UshbaKubdari42!`; village and food joined, `mestia_tashmijabi_1998`; leet
`T3tnuld1`; a tower's floor, `Koshki3FloorBecho#`; dot-joined `Shkhara.Lentekhi.417`; a
generator's dashed groups; random runs). The fictional company is Koshki Trails LLC (a
guesthouse in a Svan tower in Mestia, trekking huts in Ushguli and Zhibiani, a sawmill and honey
shop in Lentekhi, a wine cellar near Ambrolauri in Racha and an office in Kutaisi) and its staff's
relatives in Thessaloniki (Kalamaria) and in Bat Yam; every company, person, address, domain
(`koshki.lan`) and number is invented, only the region (Svaneti, Lechkhumi and Racha) is real.
Texts: chats, tickets, runbooks, notes to self, Trello cards, voice-note transcripts, shell
prompts (Termius among them), configs, env files, tables, CSV rows and requests to the assistant;
separators from a colon, `—`, `->`, `→`, `aris`, `ლი`/`li` and `=` to a new line.

Grep counts (heldouts 5 to 313 naming each, grep -l): none for Lentekhi, Chiatura, Tsageri,
Lashkhet, Khaishi, Tkibuli, Shovi, Shaori, Nikortsminda, Payzone, termius, ssh-add,
`svn --password`, yb-admin, `hey -H`, ocrmypdf; one for Racha, Ambrolauri, Zugdidi, Mazeri,
Becho, parolia, x2goclient, `nmap --script-args`; two for Kutaisi, Svaneti, Bank of Georgia,
Keepz, Flitt, UniPAY, Skroutz, Viva Wallet, Cardlink, Glovo; three for Mestia, Ushguli,
Thessaloniki, TBC, Wolt, cy.vat; four to eight for cockroach sql, mongoimport, gr.vat, il.hp,
il.idnr, rntrc, x2go; twelve for პაროლი, sixteen for ru.inn; ipmitool, psql, sshpass-style
flags and the well-known vendors are in many.

About half of the secret samples are not in English: Georgian in Georgian script (`პაროლია`,
`პაროლი არის`, `არავის უთხრა`, `სეიფის კოდი`, `გასაღები` for key) and romanised (`paroli aris`,
`parolia`, `aravis utkhra`, `piradi nomeri`), Svan in Georgian script and in Latin letters
(`პაროლ ლი`, `mestiash ofisish parol li`, `ეჯი ნომა ხოხალ`), Russian in Cyrillic and translit
(`пароль от …`, `parol ot kompa`, `nikomu`), the Greek of relatives in Thessaloniki (in Greek
letters: `o kodikos einai`, `kodikos prosvasis`, `synthimatiko`, AMKA, AFM; Greeklish
`o kwdikos`) and
the Hebrew of Georgian-Jewish relatives in Bat Yam (`הסיסמה היא`, `סיסמה`, `קוד האימות`,
`teudat zehut`, romanised `ha-sisma … hi`). These wordings are the author's guesses, checked by
no speaker; the thinnest are all the Svan ones (the genitive `-იშ`/`-ish`, the copula `ლი`/`li`,
the "don't tell" clause), the Georgian genitives of the romanised lines and the Greeklish.

Vendors: invented ones (SvanPay `svp_live_`, UshbaSMS `ushs.`, RioniCloud `rnc-`, KubdariMaps
`kbm_`, TetnuldiTix UUIDs, LechkhumiMail `lcm-`; shapes guessed), Georgian and Greek ones with
guessed shapes (Payzone, Keepz, Flitt, UniPAY, Skroutz, Viva Wallet, Wolt, Glovo, Cardlink) and
the published GitHub, Stripe, Slack, OpenAI, Anthropic, AWS, Telegram, Hugging Face, SendGrid,
npm, GitLab, Google, Shopify, DigitalOcean, Grafana, Vault, Postman, Sentry, Tailscale, Groq,
Replicate, Docker Hub, Brevo, NVIDIA, Notion, Supabase, Linear, PyPI, Twilio, Doppler,
Perplexity, xAI, Figma, Mailgun, 1Password and Fly shapes; the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Greece's AMKA
(`gr.amka`) and AFM (`gr.vat`), Israel's teudat zehut (`il.idnr`) and company number (`il.hp`),
Russia's INN (`ru.inn`), Ukraine's RNTRC (`ua.rntrc`) and Cyprus's VAT number (`cy.vat`).
Unchecked (shapes guessed): a Georgian personal number and a Georgian passport number. Cards
pass Luhn (`v.card`, checked with `stdnum.luhn`); IBANs of Georgia, Greece, Israel, Turkey,
Lebanon, the Falklands, Honduras and Somalia (each in 23 to 29 earlier corpora by a rough grep;
none is unused), checked with `stdnum.iban`; seed phrases from mnemonic's English, Russian,
Italian, Czech, French and Spanish lists, valid by `Mnemonic(lang).check`.
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
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.cy import vat as cy_vat
from stdnum.gr import amka as gr_amka
from stdnum.gr import vat as gr_vat
from stdnum.il import hp as il_hp
from stdnum.il import idnr as il_idnr
from stdnum.ru import inn as ru_inn
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 316_472_093
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str = "pw"

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            fields = self.draw(rng, index, template)
            secret = fields.get("secret", fields[self.key])
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_PEAKS = ["Ushba", "Tetnuldi", "Shkhara", "Laila", "Tsalgmili", "Hatsvali", "Zuruldi", "Ailama",
          "Shoda", "Khvamli", "Nakerala", "Lamaria", "Tikhuri"]  # fmt: skip
_FOOD = ["Kubdari", "Tashmijabi", "Chvishtari", "Lobiani", "Khvanchkara", "Usakhelouri",
         "Murtskhvali", "Tkhemali", "Sulguni", "Pkhali", "Chacha", "Gomi"]  # fmt: skip
_VILLAGES = ["Mestia", "Ushguli", "Lentekhi", "Kutaisi", "Chazhashi", "Zhibiani", "Becho",
             "Lashkhet", "Khaishi", "Tsageri", "Ambrolauri", "Nikortsminda", "Shovi", "Chiatura",
             "Tkibuli", "Shaori", "Mazeri", "Latali"]  # fmt: skip
_NAMES = ["Gela", "Nino", "Levan", "Tamta", "Zurab", "Eka", "Guram", "Maia", "Dato", "Khatia",
          "Beso", "Lela", "Iasha", "Tsiala", "Soso", "Natela", "Rezo", "Manana", "Yiannis",
          "Eleni", "Sotiris", "Despina", "Avraham", "Rivka", "Shalom", "Batya"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Ushb4", "T3tnuld1", "Kubd4r1", "Sv4n3t1", "R4ch4", "L4m4r14", "Sh0d4", "K0shk1"]


def _tower(g: random.Random) -> str:
    """A Svan tower, its floor and a sign: how the guesthouse crew builds passwords."""
    return f"Koshki{g.randrange(1, 6)}Floor{g.choice(_VILLAGES)}{g.choice(_SYMBOLS)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PEAKS)}{g.choice(_FOOD)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_VILLAGES).lower()}_{g.choice(_FOOD).lower()}_{g.randrange(1970, 2033)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2033)) + g.choice(_SYMBOLS),
    _tower,
    lambda g: f"{g.choice(_PEAKS)}.{g.choice(_VILLAGES)}.{g.randrange(100, 1000)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, ALNUM + "%&!?", 16),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1950, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PEAKS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English
    "Mestia front desk chat 08:12, Tamta: the Cloudbeds-like PMS login password is {pw}",
    "ticket KT-4117 (Lentekhi sawmill): Hikvision NVR admin password {pw}",
    "runbook 'Ushguli hut solar': Victron Cerbo GX remote console password {pw}",
    "note to self: the Kutaisi office router password is {pw} since Tuesday",
    "voice note from Gela, transcribed: uh, the ski-rental tablet password is {pw}, okay?",
    "Can you remember for me that the Zhibiani hut laptop password is {pw}?",
    "Skype chat with Levan (Koshki Trails): Ubiquiti UniFi controller password {pw}",
    "Signal note 'Racha cellar': the Ambrolauri tank-sensor portal password is {pw}",
    "Hey assistant, store this: Lentekhi honey shop POS password -- {pw}",
    "Trello card 'Tetnuldi lift shack', comment: kiosk password {pw}",
    # Georgian, in Georgian script
    "ნინო, მესტიის სასტუმროს როუტერის პაროლია {pw}",
    "ლენტეხის სახერხის კომპიუტერის პაროლი: {pw}",
    "უშგულის ქოხის ვაიფაის პაროლი არის {pw} — არავის უთხრა",
    "ქუთაისის ოფისის ახალი პაროლი → {pw}",
    "ამბროლაურის მარნის სისტემის პაროლი ასეთია: {pw}",
    "ზურაბ, ბუღალტერიის პროგრამის პაროლი შევცვალე, ახალია {pw}",
    "გახსოვდეს: სალაროს აპარატის პაროლი — {pw}",
    "ციალა დეიდას ინტერნეტ-ბანკის პაროლი {pw} (ნუ დაკარგავ)",
    # Georgian, romanised
    "gela, mestiis routeris paroli aris {pw}",
    "lentekhis kompis paroli: {pw} aravis utkhra",
    "ushgulis koshkis parolia {pw} ok?",
    "akhali paroli kutaisis ofisshi -> {pw}",
    "ambrolauris marnis programis parolia {pw}, Levanma sheqvala",
    "deda, skype-is paroli {pw} daimakhsovre",
    # Svan (author's guess), Georgian script and Latin
    "მესტიაშ ოფისიშ პაროლ ლი {pw}",
    "უშგულიშ ქორიშ პაროლ {pw} ლი, ეჯი ნომა ხოხალ",
    "mestiash ofisish parol li {pw}",
    "ushgulish qorish parol {pw} li, nomad ikhvale",
    # Russian, Cyrillic and translit
    "Гела, пароль от роутера в Местии: {pw}",
    "пароль от кассы в Лентехи — {pw}, никому не говори",
    "новый пароль для бухгалтерии Кутаиси {pw}",
    "Тётя Циала, пароль от вашего онлайн-банка: {pw}",
    "parol ot kompa v Ushguli {pw}",
    "parol ot wifi v Ambrolauri — {pw}, nikomu",
    "Levan skazal parol' ot kassy: {pw}",
    # Greek of relatives in Thessaloniki
    "Ελένη, ο κωδικός του λάπτοπ στη Θεσσαλονίκη είναι {pw}",
    "ο νέος κωδικός πρόσβασης για το e-banking: {pw}",
    "Σωτήρη, το συνθηματικό του router είναι {pw}",
    "κωδικός για το Skroutz της θείας: {pw} (μην τον πεις)",
    "o kwdikos tou router stin Kalamaria einai {pw}",
    "Despina: o neos kodikos gia to laptop {pw}",
    # Hebrew of Georgian-Jewish relatives
    "רבקה, הסיסמה של המחשב בבת ים היא {pw}",
    "הסיסמה החדשה לבנק: {pw} אל תגידי לאף אחד",
    "אברהם, סיסמה לראוטר {pw}",
    "ha-sisma shel ha-computer be-Bat Yam hi {pw}",
    "Shalom: sisma la-bank {pw}, lo le-hagid le-af ekhad",
]  # fmt: skip
_said = _Family("chat_password", _SAID, _with(_pw))

_USERS = ["gela.k", "nino", "levan.g", "tamta", "zurab", "eka.j", "guram", "maia.ch", "dato",
          "khatia", "frontdesk", "admin", "root", "koshki"]  # fmt: skip
_LOGINS = [
    "Mestia PMS: user {u} / pass {pw}",
    "login {u} and password {pw} for the Kutaisi file server",
    "creds for the Lentekhi sawmill scale are {u} and {pw}",
    "მომხმარებელი: {u}, პაროლი: {pw}",
    "logini {u}, paroli {pw} (ushgulis kompi)",
    "логин {u}, пароль {pw} — касса в Лентехи",
    "login {u} parol {pw} dlya 1C v Kutaisi",
    "όνομα χρήστη {u}, κωδικός {pw}",
    "שם משתמש {u} סיסמה {pw}",
    "{u}:{pw}@nas.koshki.lan",
    "sign in as {u} with {pw} on the Ambrolauri cellar tablet",
    "| {u} | {pw} | Zhibiani hut laptop |",
]
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS))

_SAID_WORDS = ["kubdari", "ushba", "tetnuldi", "lamaria", "shkhara", "tashmijabi", "rioni",
               "enguri", "khvanchkara", "lajanuri"]  # fmt: skip
_SPELLED = [
    "the office password is the word {w} followed by {d}",
    "type {w}, then {d}; that's the Mestia admin password",
    "პაროლი არის სიტყვა {w} და ბოლოში {d}",
    "paroli aris sityva {w} da mere {d}",
    "пароль — слово {w}, потом цифры {d}",
    "ο κωδικός είναι η λέξη {w} και μετά {d}",
    "הסיסמה היא המילה {w} ואחריה {d}",
    "the name of our dog, {W}, followed by {d} — that's the NAS password",
    "{W} with a capital first letter and {d} at the end",
]


def _spelled_take(rng: random.Random, n: int) -> list[Sample]:
    """The secret is the word and the number; both stand in the text, the number is kept."""
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        w, d = rng.choice(_SAID_WORDS), str(rng.randrange(100, 10_000))
        text = template.format(w=w, W=w.capitalize(), d=d)
        out.append(Sample("spelled_password", text, d))
    return out


_CLI = [
    "svn checkout https://svn.koshki.lan/booking --username gela --password {pw}",
    "yb-admin --master_addresses kt-db:7100 -u yugabyte -p {pw} list_tables",
    "hey -H 'X-Api-Pass: {pw}' https://api.koshki.lan/rooms",
    "ocrmypdf --pdf-password {pw} invoices.pdf out.pdf",
    "sshpass -p {pw} ssh guide@ushguli-hut.koshki.lan",
    "mysql -u booking -p{pw} -h kt-db kutaisi",
    "redis-cli -h cache.koshki.lan -a {pw} FLUSHDB",
    "docker login registry.koshki.lan -u ci -p {pw}",
    "zip -P {pw} passports_2032.zip scans/*.jpg",
    "7z a -p{pw} racha_cellar_2032.7z ledgers/",
    "openssl enc -aes-256-cbc -in guests.csv -out guests.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c waybills.tar",
    "plink -pw {pw} admin@192.168.40.2",
    "xfreerdp /v:kt-acc.koshki.lan /u:eka /p:{pw}",
    "net use \\\\kt-nas\\scans /user:KOSHKI\\gela {pw}",
    "sqlcmd -S kt-sql -U sa -P {pw} -Q \"select 1\"",
    "ldapsearch -x -D cn=admin,dc=koshki,dc=lan -w {pw} -b dc=koshki,dc=lan",
    "smbclient //kt-nas/photos -U levan%{pw}",
    "mosquitto_pub -h kt-iot -u hut -P {pw} -t ushguli/temp -m 4",
    "curl -u frontdesk:{pw} https://pms.koshki.lan/api/bookings",
    "ipmitool -I lanplus -H 10.4.0.9 -U ADMIN -P {pw} power status",
    "rabbitmqctl add_user bookings {pw}",
    "keytool -list -keystore kt.jks -storepass {pw}",
    "x2goclient --user=tamta --password={pw} --server=kt-term",
    "psql postgresql://booking:{pw}@kt-db:5432/koshki",
    "cockroach sql --url 'postgresql://root:{pw}@kt-crdb:26257/defaultdb'",
    "echo '{pw}' | sudo -S systemctl restart lift-kiosk",
    "htpasswd -b /etc/nginx/.htpasswd guide {pw}",
    "mongoimport --uri mongodb://hut:{pw}@kt-mongo/koshki -c rooms rooms.json",
    "ssh-keygen -p -f ~/.ssh/id_ed25519 -N {pw}",
]  # fmt: skip
_SHELLS = ["{c}", "gela@mestia-pc:~$ {c}", "[root@kt-db ~]# {c}", "PS C:\\Koshki> {c}",
           "levan@ushguli-hut:/srv$ {c}", "ქუთაისი$ {c}", "Termius, Lentekhi host: {c}",
           "zsh: history | grep 316\n  412  {c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    base = _Family("cli_password", _CLI, _with(_plain_pw)).take(rng, n)
    return v.framed(rng, base, _SHELLS)


_URLS = [
    "DATABASE_URL=postgres://koshki:{pw}@db.koshki.lan:5432/bookings",
    "mongodb+srv://hutapp:{pw}@cluster0.ushguli.example/huts",
    "redis://:{pw}@cache.koshki.lan:6379/2",
    "amqp://lentekhi:{pw}@mq.koshki.lan:5672/saw",
    "mysql://cellar:{pw}@ambrolauri-db:3306/wine",
    "the Kutaisi 1C uses Server=kt-sql;Database=acc;User Id=sa;Password={pw};",
    "sqlserver://kt-sql:1433;user=acct;password={pw};database=ledger",
    "ftp://photos:{pw}@ftp.koshki.lan/mestia",
    "clickhouse://analytics:{pw}@kt-ch:9000/lifts",
    "კავშირის სტრიქონი: postgresql://nino:{pw}@kt-db/koshki",
    "строка подключения: mysql://kassa:{pw}@lentekhi-db/shop",
    "jdbc:postgresql://kt-db:5432/koshki?user=levan&password={pw}",
]
_urls = _Family("connection_string", _URLS, _with(_plain_pw))


def _jwt(rng: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": _r(rng, D, 7), "iss": "pms.koshki.lan", "exp": 1_900_000_000})
    return f"{head}.{body}.{_r(rng, URLSAFE, 43)}"


_VENDORS: list[tuple[str, Maker]] = [
    ("Koshki Trails' own SvanPay key: {t}", _j("svp_live_", (ALNUM, 32))),
    ("UshbaSMS API key for the hut alerts — {t}", _j("ushs.", (LOWER_DIGITS, 36))),
    ("RioniCloud token {t}", _j("rnc-", (HEX, 40))),
    ("KubdariMaps key (routes page): {t}", _j("kbm_", (ALNUM, 28))),
    ("TetnuldiTix partner id {t}", lambda g: v.uuid4(g, "b")),
    ("LechkhumiMail API გასაღები: {t}", _j("lcm-", (ALNUM, 34))),
    ("Payzone integration broken, current key {t}", _j((HEX, 40))),
    ("Keepz API key: {t}", _j((HEX, 32))),
    ("Flitt merchant secret = {t}", _j((ALNUM, 32))),
    ("UniPAY API ключ: {t}", _j((HEX, 48))),
    ("Skroutz Marketplace κλειδί API: {t}", _j((ALNUM, 40))),
    ("Viva Wallet API key {t}", _j((B64, 40), "==")),
    ("Wolt Drive token: {t}", _j((URLSAFE, 48))),
    ("Glovo partner API key {t}", lambda g: v.uuid4(g, "8")),
    ("Integrations › Cardlink: {t}", _j((HEX, 64))),
    ("GITHUB_TOKEN={t}", _j("ghp_", (ALNUM, 36))),
    ("the booking repo deploy token is {t}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("STRIPE_SECRET_KEY={t}", _j("sk_live_", (ALNUM, 24))),
    ("Slack bot for #mestia-desk: {t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 48))),
    ("Claude key for the translator bot: {t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {t}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Telegram bot of the huts: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("HF_TOKEN={t}", _j("hf_", (ALNUM, 34))),
    ("SendGrid key for booking mails {t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("npm publish token: {t}", _j("npm_", (ALNUM, 36))),
    ("GitLab runner token {t}", _j("glpat-", (URLSAFE, 20))),
    ("Google Maps key for the trail site: {t}", _j("AIza", (URLSAFE, 35))),
    ("Shopify admin token (honey shop) {t}", _j("shpat_", (HEX, 32))),
    ("DigitalOcean token: {t}", _j("dop_v1_", (HEX, 64))),
    ("Grafana service account {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("VAULT_TOKEN={t}", _j("hvs.", (URLSAFE, 90))),
    ("Postman key {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Sentry auth token {t}", _j("sntrys_", (ALNUM, 60))),
    ("Tailscale auth key for the huts {t}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 30))),
    ("Groq key {t}", _j("gsk_", (ALNUM, 52))),
    ("Replicate token: {t}", _j("r8_", (ALNUM, 37))),
    ("Docker Hub PAT {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("Brevo key for newsletters: {t}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA key {t}", _j("nvapi-", (URLSAFE, 64))),
    ("Notion integration secret {t}", _j("ntn_", (ALNUM, 46))),
    ("Supabase token {t}", _j("sbp_", (HEX, 40))),
    ("Linear API key {t}", _j("lin_api_", (ALNUM, 40))),
    ("PyPI token {t}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Twilio API key SID {t}", _j("SK", (HEX, 32))),
    ("Doppler token: {t}", _j("dp.pt.", (ALNUM, 43))),
    ("Perplexity key {t}", _j("pplx-", (ALNUM, 48))),
    ("xAI key {t}", _j("xai-", (ALNUM, 80))),
    ("Figma token for the brochure {t}", _j("figd_", (URLSAFE, 40))),
    ("Mailgun key {t}", _j("key-", (HEX, 32))),
    ("1Password service account {t}", _j("ops_", (URLSAFE, 80))),
    ("Fly deploy token {t}", _j("fo1_", (URLSAFE, 43))),
    ("Authorization: Bearer {t}", _jwt),
]  # fmt: skip
_VENDOR_FRAMES = ["{c}", "Levan, Slack DM: {c}", "ნინო: {c}", "Гела: {c}",
".env in kt-booking:\n{c}",
                  "runbook step 4 — {c}", "Ελένη: {c}", "voice note: ok so {c}"]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        value = make(rng)
        out.append(Sample("vendor_token", template.format(t=value), value))
    return v.framed(rng, out, _VENDOR_FRAMES)


_HEXES = ["LIFT_SIGNING_KEY={t}", "kiosk hmac secret: {t}", "გასაღები: {t}",
          "ключ шифрования кассы {t}", "hut sensor master key -> {t}"]  # fmt: skip


def _hexes(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _HEXES, n):
        value = v.hex_key(rng, 64)
        out.append(Sample("hex_key", template.format(t=value), value))
    return out


_JWT_PLACES = ["session cookie for the PMS: {t}", "Authorization: Bearer {t}", "JWT {t}",
               "ტოკენი: {t}", "токен доступа {t}", "id_token={t}"]  # fmt: skip


def _jwts(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _JWT_PLACES, n):
        value = _jwt(rng)
        out.append(Sample("jwt", template.format(t=value), value))
    return out


def _pem(rng: random.Random, kind: str) -> str:
    lines = [_r(rng, B64, 64) for _ in range(rng.randrange(4, 8))] + [_r(rng, B64, 20) + "=="]
    body = "\n".join(lines)
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


_PEM_PLACES = [("OPENSSH PRIVATE KEY", "deploy key for ushguli-hut:\n{t}"),
               ("RSA PRIVATE KEY", "kt-booking/config/tls.key\n{t}"),
               ("PRIVATE KEY", "Gela, here is the key from the old laptop:\n{t}"),
               ("EC PRIVATE KEY", "პირადი გასაღები:\n{t}"),
               ("OPENSSH PRIVATE KEY", "ключ для сервера в Кутаиси\n{t}"),
               ("PRIVATE KEY", "ssh-add complains, key below\n{t}")]  # fmt: skip


def _pems(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for kind, template in v.cycle(rng, _PEM_PLACES, n):
        value = _pem(rng, kind)
        out.append(Sample("private_key", template.format(t=value), value))
    return out


_SEED_PLACES = [("english", "hardware wallet words for the hut fund: {t}"),
                ("english", "ბიტკოინის საფულის სიტყვები: {t}"),
                ("russian", "сид-фраза кошелька дяди Гурама: {t}"),
                ("english", "seed-fraza koshelka: {t}"),
                ("italian", "frase di recupero (Lela): {t}"),
                ("czech", "recovery words, Dato's wallet: {t}"),
                ("english", "οι λέξεις ανάκτησης του πορτοφολιού: {t}"),
                ("english", "מילות השחזור של הארנק: {t}"),
                ("french", "phrase de récupération du portefeuille: {t}"),
                ("spanish", "Trust Wallet recovery phrase {t}")]  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang, _ in _SEED_PLACES}


def _seed(rng: random.Random, lang: str) -> str:
    words = rng.choice([12, 12, 24, 18])
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words]))
    return str(_MNEMO[lang].to_mnemonic(entropy))


def _checked_seed(rng: random.Random, lang: str) -> str:
    """A phrase drawn until `Mnemonic(lang).check` accepts it (the Russian list's `й` words
    do not survive its normalisation)."""
    return v.until(rng, lambda g: _seed(g, lang), _MNEMO[lang].check)


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for lang, template in v.cycle(rng, _SEED_PLACES, n):
        value = _checked_seed(rng, lang)
        out.append(Sample("seed_phrase", template.format(t=value), value))
    return out


_CARD_PLACES = ["card for the Mestia booking: {t} exp 09/34", "ბარათის ნომერი {t}",
                "номер карты тёти Мананы {t}", "αριθμός κάρτας {t} λήξη 03/33",
                "מספר כרטיס {t}", "karta: {t}, srok 11/35",
                "pay the Kutaisi supplier with {t}"]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "unionpay", "maestro", "jcb", "discover", "diners"]


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CARD_PLACES, n):
        number = v.card(rng, rng.choice(_BRANDS))
        value = v.grouped(number, rng.choice([" ", "-", ""]), rng)
        out.append(Sample("card_number", template.format(t=value), value))
    return out


_CVV_PLACES = ["Visa {c}, CVV {cvv}", "CVC კოდი: {cvv} (ბარათი {c})",
               "код на обороте карты {c}: {cvv}",
               "the three digits on the back are {cvv}, card {c}",
               "κωδικός ασφαλείας {cvv}, κάρτα {c}", "קוד אבטחה {cvv} לכרטיס {c}"]  # fmt: skip


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CVV_PLACES, n):
        cvv = _r(rng, D, 3)
        text = template.format(cvv=cvv, c="*" * 12 + _r(rng, D, 4))
        out.append(Sample("card_cvv", text, cvv))
    return out


_IBAN_SHAPES = {"GE": "aa" + "n" * 16, "GR": "n" * 7 + "c" * 16, "IL": "n" * 19,
                "TR": "n" * 6 + "c" * 16, "LB": "n" * 4 + "c" * 20, "FK": "aa" + "n" * 12,
                "HN": "aaaa" + "n" * 20, "SO": "n" * 19}  # fmt: skip
_IBAN_PLACES = ["IBAN: {t}", "ანგარიში (IBAN) {t}", "ჩემი ანგარიშის ნომერი: {t}",
                "переведи на {t}", "ΙΒΑΝ θείας Δέσποινας: {t}", "חשבון בנק {t}",
                "iban-i: {t} (Levanis)"]  # fmt: skip


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for country in v.cycle(rng, list(_IBAN_SHAPES), n):
        number = v.iban_shaped(rng, country, _IBAN_SHAPES)
        value = v.iban_spaced(number) if rng.random() < 0.5 else number
        out.append(Sample("iban", rng.choice(_IBAN_PLACES).format(t=value), value))
    return out


def _amka(g: random.Random) -> str:
    def make(g: random.Random) -> str:
        body = f"{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(50, 99)}"
        body += _r(g, D, 4)
        return body + luhn.calc_check_digit(body)

    return v.until(g, make, gr_amka.is_valid)


def _digits_until(n: int, valid: Callable[[str], bool], first: str = D) -> Maker:
    return lambda g: v.until(g, lambda h: h.choice(first) + _r(h, D, n - 1), valid)


_ID_PLACES: list[tuple[str, str, Maker]] = [
    ("gr.amka", "ΑΜΚΑ της γιαγιάς: {t}", _amka),
    ("gr.amka", "AMKA tou Sotiri {t}", _amka),
    ("gr.vat", "ΑΦΜ: {t}", _digits_until(9, gr_vat.is_valid, "0123456789")),
    ("il.idnr", "מספר תעודת זהות {t}", _digits_until(9, il_idnr.is_valid)),
    ("il.idnr", "teudat zehut shel Avraham: {t}", _digits_until(9, il_idnr.is_valid)),
    ("il.hp", "ח.פ. של החברה {t}", _digits_until(9, il_hp.is_valid, "5")),
    ("ru.inn", "ИНН дяди Сосо {t}", _digits_until(12, ru_inn.is_valid, "123456789")),
    ("ua.rntrc", "РНОКПП: {t}", _digits_until(10, ua_rntrc.is_valid, "123")),
    ("cy.vat", "Cyprus VAT number of the tour agent: {t}",
     lambda g: v.until(g, lambda h: "1" + _r(h, D, 7) + h.choice(UPPER), cy_vat.is_valid)),
    ("unchecked", "პირადი ნომერი: {t}", _j("01", (D, 9))),
    ("unchecked", "piradi nomeri {t}", _j("6", (D, 10))),
    ("unchecked", "Georgian passport number {t}", _j((D, 2), (UPPER, 2), (D, 5))),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for _kind, template, make in v.cycle(rng, _ID_PLACES, n):
        value = make(rng)
        out.append(Sample("national_id", template.format(t=value), value))
    return out


_BACKUPS = ["Google backup codes for the Koshki account:\n{codes}",
            "სარეზერვო კოდები: {codes}", "резервные коды Booking.com: {codes}",
            "κωδικοί ανάκτησης: {codes}", "קודי גיבוי: {codes}",
            "2FA backup codes (Airbnb) {codes}"]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = v.backup_codes(rng, 6, index % 4)
        sep = "\n" if "\n" in template else ", "
        out.append(Sample("backup_codes", template.format(codes=sep.join(codes)), codes[2]))
    return out


_TOTP = ["TOTP secret for the PMS admin: {t}",
         "otpauth://totp/Koshki:gela?secret={t}&issuer=Koshki",
         "2FA setup key (QR would not scan): {t}", "ორფაქტორიანის გასაღები {t}",
         "секрет для 2FA: {t}"]  # fmt: skip


def _totp(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _TOTP, n):
        value = v.totp_secret(rng, spaced=False)
        out.append(Sample("totp_secret", template.format(t=value), value))
    return out


_CODES = ["{c} is your Booking.com verification code", "TBC-ს კოდი: {c}",
          "დადასტურების კოდი {c}", "Код подтверждения: {c}", "Ο κωδικός επαλήθευσής σας είναι {c}",
          "קוד האימות שלך: {c}", "kodi {c}, nuravis utkhra",
          "Use {c} to sign in to Wolt"]  # fmt: skip


def _codes(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CODES, n):
        value = _r(rng, D, 6)
        out.append(Sample("one_time_code", template.format(c=value), value))
    return out


_SSIDS = ["Koshki-Mestia-5G", "Ushguli Hut Guest", "KT Lentekhi Sawmill", "Racha Cellar",
          "Zhibiani-Koshki", "Kutaisi Office 2G"]  # fmt: skip
_WIFI = ["wifi {s} / {pw}", "Network: {s}, key {pw}", "WIFI:T:WPA;S:{s};P:{pw};;",
         "ვაიფაი {s}, პაროლი {pw}", "vaifai {s} parolia {pw}", "вайфай {s}, пароль {pw}",
         "WiFi {s} κωδικός {pw}", "וויפיי {s} סיסמה {pw}", "ssid,psk\n{s},{pw}",
         "WPA key for {s}: {pw}"]  # fmt: skip
_wifi = _Family("wifi_key", _WIFI, _with(_plain_pw, s=_SSIDS))

_PINS = ["the safe in Mestia: PIN {pw}", "სეიფის კოდი {pw}", "ПИН-код карты {pw}",
         "door code of the Ushguli hut is {pw}", "PIN της κάρτας {pw}", "קוד לכספת {pw}",
         "pin kodi {pw}", "ski-locker code: {pw}"]  # fmt: skip
_pins = _Family("pin_code", _PINS, _with(_j((D, 4))))

_PHRASE_WORDS = ["tower", "glacier", "khachapuri", "lantern", "walnut", "avalanche", "saddle",
                 "honey", "sawmill", "cellar", "chestnut", "raven", "hornbeam",
                 "meadow"]  # fmt: skip
_PHRASES = ["KeePassXC master passphrase: {pw}", "passphrase for the backup disk: {pw}",
            "საიდუმლო ფრაზა: {pw}", "парольная фраза — {pw}", "ha-sisma: {pw}"]  # fmt: skip
_phrases = _Family("passphrase", _PHRASES,
                   _with(lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))))  # fmt: skip

_AUTH = ["Authorization: Basic {pw}", "curl -H 'Authorization: Bearer {pw}' https://api.koshki.lan",
         "header 'Authorization: Token {pw}' for the lift API", "Bearer {pw}"]  # fmt: skip


def _auth_value(g: random.Random) -> str:
    if g.random() < 0.5:
        return base64.b64encode(f"frontdesk:{_plain_pw(g)}".encode()).decode()
    return _r(g, ALNUM, 40)


_auth = _Family("auth_header", _AUTH, _with(_auth_value))

_CONFIGS = [
    "# kt-booking/.env\nDB_HOST=kt-db\nDB_PASSWORD={pw}\n",
    "smtp:\n  host: mail.koshki.lan\n  password: \"{pw}\"\n",
    "[database]\nuser = cellar\npasswd = {pw}\n",
    "variable \"db_password\" {{ default = \"{pw}\" }}",
    "define('DB_PASSWORD', '{pw}');",
    "<add key=\"SmtpPassword\" value=\"{pw}\" />",
    "spring.datasource.password={pw}",
    "export KASSA_PASS='{pw}'",
    "{{\"pms\": {{\"user\": \"desk\", \"password\": \"{pw}\"}}}}",
    "kt-db:5432:koshki:booking:{pw}",
    "CREATE USER hut IDENTIFIED BY '{pw}';",
    "ansible_become_pass: {pw}",
]  # fmt: skip
_configs = _Family("config_password", _CONFIGS, _with(_plain_pw))


def _dotted(value: str, rng: random.Random) -> str:
    return rng.choice([" ", "-", "·"]).join(value)


def _spelled_tokens(rng: random.Random, n: int) -> list[Sample]:
    out = []
    templates = ["Levan read the token out: {t}", "ტოკენი ასოებით: {t}", "токен по буквам: {t}"]
    for template in v.cycle(rng, templates, n):
        value = "ghp_" + _r(rng, ALNUM, 36)
        spelled = _dotted(value, rng)
        out.append(Sample("spelled_token", template.format(t=spelled), spelled))
    return out


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 79), (_logins, 24), (_spelled_take, 14), (_cli, 36), (_urls, 14), (_vendors, 52),
    (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 12),
    (_national, 20), (_backups, 6), (_totp, 5), (_codes, 8), (_wifi, 16), (_pins, 12),
    (_phrases, 10), (_auth, 8), (_configs, 16), (_spelled_tokens, 6),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _checked_seed(g, "english")


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Mestia PMS admin password is": "{s}", "მესტიის როუტერის პაროლია": "{s}",
    "paroli aris": "{s} (ushgulis kompi)", "пароль от кассы:": "{s}\nне теряй",
    "ο κωδικός είναι": "{s}", "הסיסמה היא": "{s}", "parol li": "{s}",
    "Lentekhi sawmill scale pw:": "{s}, changed after the storm",
    "the password Gela read out on the radio was": "{s}, I think",
    "parol ot wifi": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "SvanPay secret key", "{s}", _j("svp_live_", (ALNUM, 32))),
    ("split_token", "Keepz API key:", "{s} (hut payments)", _j((HEX, 32))),
    ("split_token", "GitHub token", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "wallet recovery words", "{s}", _english_seed),
    ("split_card", "ბარათის ნომერი", "{s} 04/35", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(v.iban_shaped(g, "GE", _IBAN_SHAPES))),
    ("split_backup", "Google backup codes", "{s}\n4417 9023\n6610 2288",
     lambda g: f"{_r(g, D, 4)} {_r(g, D, 4)}"),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ΑΜΚΑ", "{s}", _amka),
    ("split_pin", "სეიფის კოდი", "{s}", _j((D, 6))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"pms": {"url": "https://pms.koshki.lan", "admin_password": "{s}"}}':
        ("meta_password", _plain_pw),
    '{"პაროლი": "{s}"}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"κωδικός": "{s}"}': ("meta_password", _plain_pw),
    '{"סיסמה": "{s}"}': ("meta_password", _plain_pw),
    '{"hut": {"user": "guide", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"argv": ["yb-admin", "-u", "yugabyte", "-p", "{s}", "list_tables"]}':
        ("meta_password", _plain_pw),
    '{"transcript": "the sawmill laptop password is {s}"}': ("meta_password", _plain_pw),
    '{"svanpay": {"secret_key": "{s}"}}': ("meta_token", _j("svp_live_", (ALNUM, 32))),
    '{"rioniToken": "{s}"}': ("meta_token", _j("rnc-", (HEX, 40))),
    '{"keepz_api_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "02/34"}}':
        ("meta_card", lambda g: v.card(g, "mastercard")),
    '{"landlord": {"iban": "{s}"}}': ("meta_iban", lambda g: v.iban_shaped(g, "GR", _IBAN_SHAPES)),
    '{"guest": {"amka": "{s}"}}': ("meta_id", _amka),
    '{"mfa": {"backup_codes": ["{s}", "k2x7p-9qm4d", "t8wn3-h5vz1"]}}':
        ("meta_otp", _j((LOWER_DIGITS, 5), "-", (LOWER_DIGITS, 5))),
    '{"hut_fund_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"lift": {"hmac_key": "{s}"}}': ("meta_key", _j((HEX, 64))),
    '{"ushguli_hut": {"door_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Koshki-Mestia-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"pms: add Ushguli hut rooms", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"kiosk: revert lift timetable", usedforsecurity=False).hexdigest()[:9]
_WHEEL = hashlib.sha256(b"httpx-0.28.1-py3-none-any.whl").hexdigest()
_IMAGE = hashlib.sha256(b"registry.koshki.lan/pms:3.1").hexdigest()
_MD5 = hashlib.md5(b"bookings_2032-02.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Mestia router password before the winter season opens.",
    "Nino asked for the hut wifi password; it is on the card behind the reception desk.",
    "Policy: Koshki passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into Slack; share a vault link instead.",
    "The `.env.example` line `SVANPAY_KEY=replace-me` is a placeholder.",
    "The PMS asks for a new password every 90 days.",
    "Replace <YOUR_KEEPZ_KEY> in the README with the key from the Keepz dashboard.",
    "KEEPZ_API_KEY and FLITT_SECRET must be set before the nightly sync runs.",
    "პაროლი არავის უთხრა.",
    "პაროლი უნდა იყოს მინიმუმ 14 სიმბოლო.",
    "paroli aravis utkhra, kargi?",
    "Никому не говори пароль.",
    "Пароль должен быть не короче 14 символов.",
    "nikomu ne govori parol, ladno?",
    "Μην πεις σε κανέναν τον κωδικό σου.",
    "Ο κωδικός πρέπει να έχει τουλάχιστον 14 χαρακτήρες.",
    "אל תגלה לאף אחד את הסיסמה.",
    "הסיסמה צריכה להיות לפחות 14 תווים.",
    "lo le-hagid la-af ekhad et ha-sisma.",
    "ეჯი პაროლ ნომა ხოხალ.",
    f"commit {_COMMIT} adds the Ushguli hut rooms to the PMS.",
    f"Rolled back to {_SHORT} after the lift timetable broke the kiosk.",
    f"requirements.txt: httpx==0.28.1 --hash=sha256:{_WHEEL}",
    f"The PMS container runs registry.koshki.lan/pms@sha256:{_IMAGE}.",
    f"MD5 of bookings_2032-02.csv is {_MD5}, same as the copy on the NAS.",
    "Booking KT-2032-00417: two nights in Mestia, 180 GEL, paid at check-in.",
    "Ticket KT-4117: the Lentekhi sawmill scale shows 0.0 kg after a power cut.",
    "Call the Mestia guesthouse on +995 432 21 87 40 before 21:00.",
    "The Ushguli hut shop number is +995 599 41 27 03, open 09:00–18:00.",
    "The marshrutka from Kutaisi to Lentekhi leaves at 08:30 and costs 20 GEL.",
    "Tetnuldi lift pass: 70 GEL a day, 350 GEL a week.",
    "Upgraded the PMS from 3.0.4 to 3.1.2 and PostgreSQL to 16.3 on Sunday.",
    "Order #58213 of Racha ham, 4 kg, ships from Ambrolauri on Monday.",
    "The Khvanchkara 2029 vintage is 13.5 % and sells for 65 GEL a bottle.",
    "Room 4 in the Koshki tower sleeps three; the key is at the front desk.",
    "After five wrong passwords the PMS locks the account for 20 minutes.",
    "Ask Levan for the hut door code, I don't have it.",
    "My card ending 4471 was declined at the Mestia pharmacy.",
    "The Thessaloniki agent wants our IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Booking.com account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SVANPAY_KEY` in the secrets store, never in the repository.",
    "The guest wifi 'Koshki-Guest' is open, no password needed.",
    "ISBN 978-9941-0-1234-5 is the Svaneti guidebook on the reception shelf.",
    "Request id 3f9a1c2e-7b4d-4e08-9c61-2d5a8b0e7f14 is the slow one in the PMS logs.",
    "The Ushba couloir is closed until 2032-03-15 because of avalanche risk.",
    "Flight A9 121 from Kutaisi to Thessaloniki departs at 14:05 on Friday.",
    "Version 2.4.1 of the kiosk app fixes the lift timetable on Sundays.",
    "The sawmill in Lentekhi cuts 12 m³ of beech a day in summer.",
    "Gela's passport photo is due; the embassy in Tbilisi opens at 10:00.",
    "The PIN pad at the Mestia shop is broken; cash only this week.",
    "Mestia weather: −12 °C at 07:00, wind 35 km/h from the north.",
    "The token limit of the translator bot is 4096 per request.",
    "The password field on the booking form must not autofill.",
    "Secret Santa at the Kutaisi office is on 2032-12-22.",
    "უშგულის ქოხის ნომერი: +995 599 41 27 03.",
    "Бронь № 4417 на две ночи в Местии, 180 лари.",
    "Η πτήση για Κουτάισι φεύγει στις 14:05.",
    "הטיסה לקוטאיסי יוצאת ב-14:05.",
    "The recovery phrase of the hut fund is in the bank's safe deposit box.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-02-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/koshki/pms", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 316}}',
    f'{{"sha256": "{_WHEEL}", "package": "httpx", "version": "0.28.1"}}',
    '{"ticket": "KT-4117", "booking": "KT-2032-00417"}',
    '{"room": {"id": 4, "beds": 3, "price_gel": 90}}',
    '{"phone": "+995 432 21 87 40", "city": "Mestia"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "guests_tonight": 23}',
    '{"flight": "A9 121", "from": "KUT", "to": "SKG", "departs": "14:05"}',
    '{"lift": "Tetnuldi", "pass_gel": 70, "open": "09:30"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
