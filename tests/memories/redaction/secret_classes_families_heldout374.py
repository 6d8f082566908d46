# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-seventy-fourth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-seventy-third's
docstring, the fifth to three-hundred-and-seventy-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (375 to 377), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (374_226_581), password words (a Taraz-region
word, a year and a sign, `Tulpar1998!`; dot-joined dishes with a number, `baursak.kurt.2031`; leet
`B3rkut`; a name, a year, a sign and a town, `aibek1987#Zhanatas`; a generator's dashed groups of
six; random runs).

The fictional company is Beskain Agro-Logistika LLP, a grain, sugar-beet and fertiliser haulier with
its office on a made-up street of Taraz, a depot in Shu by the railway, a warehouse by the
phosphate works in Zhanatas and a yard in Karatau; its staff (Aibek who runs IT, Dana in
accounts, Nurlan the dispatcher, Saule, Yerlan the driver, Gulnara at the Shu depot), Kyrgyz
relatives in Talas (Bakyt, Aizada, Chynara), Dungan neighbours in Masanchi (Вансы, Хусэ, Мусаэр)
and the German relatives of a resettled family in Hanover (Waldemar and Irina Schäfer, Lena).
Every company, person, address, domain (`beskain.lan`, `beskain.example`), account and number is
invented; only the region is real. Texts: chats, tickets, notes, runbooks, shell prompts, config
and env files, voice-note transcripts and requests to the assistant; separators: a colon, `=`,
`→`, `->`, `/`, `|`, `—`, `:=`, Kazakh `—` and `деп`, Russian `это`, German `lautet` and `ist`,
a new line, a value said first and named after it, and none.

Grep counts (heldouts 5 to 373 naming each, grep -l): none for Taraz, Zhambyl, Jambyl, Zhanatas,
Beskain, Mbank, `Netzwerkschlüssel`, `кілтсөз`, `qupiya kilt`, `syr soz`, `mariadb -p`; one for
Karatau, Hannover, Talas, wfreerdp, Freedom Finance, Bereke, Элкарт, `kupuya soz`, `тастыктоо
коду`; two for Masanchi, Elsom, `kupia soz`, `купуя сөз`, `rastau kody`, xtightvncviewer; three
for keyStorePassword, `MEILI_MASTER_KEY`, `мима`; four to seven for Dungan, Kcell, Kaspi Gold,
typesense, yugabyte, podman login, litecli, `ЖСН`, de.stnr, Geheimzahl; more for the shells and
labels they sit in (`паролі` 12, VÖEN 12, РНОКПП 18, `пароль` 137, `Passwort` 131).
The IBAN countries (Liechtenstein, Croatia, Lithuania, Malta, Estonia, Greece, Bulgaria, Tunisia,
Kazakhstan) were found in 31 to 40 earlier corpora by a rough count of their
quoted codes, the low end of that count (Kazakhstan kept for the theme).

About half of the secret samples are not in English: Kazakh as texted in Cyrillic and in Latin
letters (`құпия сөз`, `құпиясөзі`, `кілтсөз`, `qupiya soz`, `paroli`, `растау коды`, `резервтік
кодтар`), Russian as texted (`пароль от …`, `пасс`, `код из смс`, `запасные коды`), the Kyrgyz of
the relatives in Talas in Cyrillic and Latin (`сырсөз`, `купуя сөз`, `syr soz`, `тастыктоо коду`,
`карта артындагы үч сан`), the Dungan of the neighbours in Masanchi in Cyrillic (`мима сы …`,
`вэйфэй мима`, guessed from Mandarin's 密码 and 是) and the German of the relatives in Hanover
(`Passwort`, `Kennwort lautet`, `Netzwerkschlüssel`, `Geheimzahl`, `Zugangsdaten`). Russian and
German are ordinary usage; the author's guesses, checked by no speaker, are the Kazakh and Kyrgyz
chat wordings (in either script), and every Dungan sentence, which stands only as colour around
its labels.

Vendors: invented ones (ZhambylPay `zbp_live_`, Karatau Cloud `krt.`, ShuSMS `shsms-`, TarazTrack
`ttk_sk_`, AulNet `aul_`; shapes guessed), regional ones with guessed shapes (Kaspi Pay, Halyk
ePay, Freedom Pay, Bereke, Mbank, Elsom, Kazpost, Kcell) and published shapes (GitHub, GitLab,
Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Telegram, Shopify,
DigitalOcean, Linear, Grafana, Vault, Postman, Doppler, Sentry, Tailscale, New Relic, Groq,
Replicate, xAI, PlanetScale, Docker Hub, Brevo, HubSpot, NVIDIA, Alibaba, Tencent, Contentful,
Typeform, Flutterwave, PyPI, Supabase, 1Password, age, Figma, Databricks); the JWTs are
well-formed.

Ids: Germany's Steuer-ID and Steuernummer (`de.idnr`, `de.stnr` for Niedersachsen), Moldova's IDNO
(`md.idno`), Azerbaijan's VÖEN (`az.voen`), Belarus' UNP (`by.unp`), Ukraine's RNTRC (`ua.rntrc`)
and Russia's INN (`ru.inn`), each drawn until its python-stdnum module validates it; Kazakhstan's
ИИН (no module; twelve digits, unchecked). Card numbers (Visa, Mastercard, UnionPay, Mir, Troy and
a guessed Elcart prefix) pass Luhn; IBANs pass `stdnum.iban`; seed phrases come from `mnemonic`'s
English, Russian, Turkish and Spanish lists.
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
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.az import voen as az_voen
from stdnum.by import unp as by_unp
from stdnum.de import idnr as de_idnr
from stdnum.de import stnr as de_stnr
from stdnum.md import idno as md_idno
from stdnum.ru import inn as ru_inn
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 374_226_581
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


_WORDS = ["Tulpar", "Berkut", "Saksaul", "Zhusan", "Baursak", "Shubat", "Qymyz", "Tuzdyk",
          "Karakhan", "Aisha", "Tekturmas", "Talas", "Assa", "Kurt", "Dombra", "Kokpar",
          "Jailau", "Arpa"]  # fmt: skip
_TOWNS = ["Taraz", "Shu", "Zhanatas", "Karatau", "Masanchi", "Talas", "Hannover", "Merke",
          "Kordai", "Sarykemer"]  # fmt: skip
_NAMES = ["aibek", "dana", "nurlan", "saule", "yerlan", "gulnara", "bakyt", "aizada", "chynara",
          "vansy", "huse", "waldemar", "irina", "lena"]  # fmt: skip
_DISHES = ["baursak", "kurt", "beshbarmak", "lagman", "manty", "shubat", "samsa", "kespe",
           "chuchuk", "ashlyanfu"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^"
_LEET = ["B3rkut", "Tulp4r", "S4ks4ul", "T4r4z", "Zh4n4t4s", "K4r4t4u", "Sh0ub4t"]

_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.randrange(1960, 2032)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_DISHES, 2)) + "." + str(g.randrange(1990, 2032)),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"{g.choice(_WORDS)}{g.choice(_TOWNS)}{g.randrange(10, 100)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 14),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


# ---------------------------------------------------------------------------------------------
# Passwords after a label, in the staff's and relatives' languages.
_SAID = [
    "WhatsApp, Aibek → Nurlan: the 1C server password for the Shu depot is {pw}",
    "Ticket BSK-4127 (Taraz office): reset the Mikrotik admin password to {pw} and close.",
    "Note to self: Zhanatas warehouse scale PC, local admin password = {pw}",
    "Telegram, Dana: accounting laptop password — {pw}",
    "Runbook step 4: log into the Karatau yard NVR with password {pw}",
    "voice note from Yerlan, transcribed: ok the tachograph card reader password is {pw} got it",
    "Hey assistant, remember that the Beskain payroll portal password is {pw}",
    "> Gulnara: Shu depot printer web panel, password: {pw}",
    "Aibek: 1С базасының құпия сөзі: {pw}",
    "Дана: бухгалтерия компьютерінің құпиясөзі {pw}",
    "Нұрлан, Шу қоймасының роутер паролі — {pw}",
    "Saule: Taraz ofisiniń wifi qupiya sozi: {pw}",
    "Yerlan: kompyuterdin paroli {pw} dep jazyp qoi",
    "Жаңа кілтсөз: {pw}, ешкімге айтпа",
    "Нурлан, пароль от 1С на складе в Шу: {pw}",
    "Гульнара: пасс от камер в Каратау {pw}, не теряй",
    "Айбек: новый пароль для почты бухгалтерии — {pw}",
    "короче пароль от ноута Даны это {pw}",
    "Бакыт: Таластагы үйдүн компьютеринин сырсөзү: {pw}",
    "Айзада: менин почтамдын купуя сөзү {pw}",
    "Chynara: Talastagy dükөndün syr soz: {pw}",
    "Bakyt: jany syrsöz {pw}, unutpa",
    "Вансы: вэ дянно мима сы {pw}",
    "Хусэ: Масанчи дюкан дянно мима: {pw}",
    "Мусаэр: ни ба мима жи ся: {pw}",
    "Waldemar: Das Passwort für den Rechner in Hannover ist {pw}",
    "Irina: Kennwort fürs Online-Banking lautet {pw}",
    "Lena: Zugangsdaten für die Cloud – Passwort: {pw}",
    "Waldemar an Aibek: das neue Kennwort vom Router: {pw}",
    "Irina: mein E-Mail-Passwort ist jetzt {pw}, schreib es dir auf",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aibek", "dana.s", "nurlan", "saule.k", "yerlan", "gulnara", "bakyt", "aizada",
          "chynara", "vansy", "waldemar", "irina.schaefer", "lena", "svc-1c", "dispatch",
          "buh-taraz"]  # fmt: skip
_LOGINS = [
    "Taraz 1C web client: login {u} / {pw}",
    "creds for the Shu depot terminal server: {u}:{pw}",
    "Zhanatas scale PC — user {u}, password {pw}",
    "sign in to the Karatau NVR as {u} with {pw}",
    "логин {u}, пароль {pw} — это для склада в Шу",
    "кіру: {u}, құпия сөз: {pw}",
    "login: {u}  paroli: {pw}",
    "колдонуучу {u}, сырсөз {pw}",
    "Benutzer {u}, Passwort {pw} (Hannover, Fritzbox)",
    "u={u} p={pw}",
    "| {u} | {pw} | Shu depot RDP |",
    "{u}@beskain.example:{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_plain_pw, u=_USERS), "pw")


_SAY_WORDS = ["tulpar", "berkut", "saksaul", "zhusan", "baursak", "shubat", "tekturmas",
              "karakhan", "dombra", "kokpar", "jailau", "ashlyanfu"]  # fmt: skip
_SPELLED = [
    "the password is the word {w} followed by {d}",
    "wifi password: {w} with a capital first letter and {d} at the end",
    "type {w}, then {d}; that's the admin password for the Taraz router",
    "the name of Dana's horse, {w}, followed by {d} — that's the 1C password",
    "Құпия сөз — {w} деген сөз, сосын {d}",
    "qupiya soz: {w} degen soz, sosyn {d}",
    "Пароль — слово {w}, потом цифры {d}",
    "Сырсөз — {w} деген сөз, анан {d}",
    "Das Passwort ist das Wort {w}, dann {d}",
    "{w}{d} — это пароль от вайфая на складе",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAY_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_PHRASE_WORDS = ["steppe", "camel", "falcon", "apricot", "railway", "phosphate", "granary",
                 "poplar", "melon", "saddle", "river", "canyon", "tulip", "walnut", "yurt",
                 "barley"]  # fmt: skip
_PHRASES = [
    "KeePassXC master passphrase: {pw}",
    "the Bitwarden passphrase Aibek chose is {pw}",
    "құпия фраза: {pw}",
    "кодовая фраза для сейфа: {pw}",
    "Passphrase für den Tresor: {pw}",
]


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, 4))


_phrases = _Family("passphrase", _PHRASES, _with(_phrase), "pw")


# ---------------------------------------------------------------------------------------------
# Command lines with a password.
_CLI = [
    "wfreerdp /v:shu-ts01.beskain.lan /u:{u} /p:{pw} /cert:ignore",
    "mariadb -u {u} -p{pw} -h db.beskain.lan beskain_1c",
    "litecli --password {pw} sqlite:///srv/scale.db",
    "podman login -u {u} -p {pw} registry.beskain.lan",
    "sshpass -p {pw} ssh {u}@zhanatas-gw.beskain.lan",
    "redis-cli -h cache.beskain.lan -a {pw} ping",
    "mysql -u {u} -p{pw} dispatch",
    "curl -u {u}:{pw} https://nvr-karatau.beskain.lan/api/v1/status",
    "7z a -p{pw} payroll-2032-05.7z payroll/",
    "zip -P {pw} waybills.zip waybills/*.pdf",
    "openssl enc -aes-256-cbc -in tariffs.xlsx -out tariffs.enc -pass pass:{pw}",
    "keytool -importkeystore -srckeystore old.jks -srcstorepass {pw} -destkeystore new.jks",
    "java -Djavax.net.ssl.keyStorePassword={pw} -jar dispatch-bridge.jar",
    "ldapsearch -x -D cn={u},dc=beskain,dc=lan -w {pw} -b dc=beskain,dc=lan",
    "sqlcmd -S tcp:10.41.2.7 -U {u} -P {pw} -Q 'SELECT 1'",
    "psql 'host=db.beskain.lan user={u} password={pw} dbname=fleet'",
    "echo {pw} | sudo -S systemctl restart dispatch-bridge",
    "xtightvncviewer -passwd <(echo {pw}) shu-hmi:1",
    "typesense-server --data-dir /var/lib/ts --api-key={pw}",
    "smbclient //files.beskain.lan/buh -U {u}%{pw}",
]  # fmt: skip
_SHELLS = [
    "{c}",
    "aibek@taraz-adm:~$ {c}",
    "[root@shu-depot ~]# {c}",
    "PS C:\\Users\\nurlan> {c}",
    "Айбек, запусти вот это: {c}",
    "Нұрлан, мынаны терминалға жаз: {c}",
    "Waldemar, tipp das ein: {c}",
    "history | tail -3\n  611  {c}\n  612  exit",
]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(rng, v.fill(rng, "cli_password", _CLI, n, _plain_pw, u=_USERS), _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@db.beskain.lan:5432/fleet",
    "mysql://{u}:{pw}@10.41.2.9:3306/beskain_1c",
    "mongodb+srv://{u}:{pw}@karatau-cluster.beskain.example/waybills",
    "redis://:{pw}@cache.beskain.lan:6379/2",
    "amqp://{u}:{pw}@mq.beskain.lan:5672/dispatch",
    "Server=sql.beskain.lan;Database=Buh;User Id={u};Password={pw};",
    "sftp://{u}:{pw}@zhanatas-ftp.beskain.lan/incoming",
    "yugabyte://{u}:{pw}@yb.beskain.lan:5433/yb",
    "clickhouse://{u}:{pw}@ch.beskain.lan:9000/telemetry",
    "smtp://{u}%40beskain.example:{pw}@mail.beskain.example:587",
]  # fmt: skip
_URL_PLACES = [
    "{c}",
    "DATABASE_URL={c}",
    "Aibek: строка подключения {c}",
    "qosylu joly: {c}",
    "Verbindung: {c}",
    "dispatch.yaml:\n  db:\n    url: {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(
        rng, v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS), _URL_PLACES
    )


# ---------------------------------------------------------------------------------------------
# Vendor tokens.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("ZhambylPay", "ZHAMBYLPAY_SECRET_KEY", _j("zbp_live_", (ALNUM, 32))),
    ("Karatau Cloud", "KARATAU_CLOUD_TOKEN", _j("krt.", (URLSAFE, 40))),
    ("ShuSMS", "SHUSMS_API_KEY", _j("shsms-", (LOWER_DIGITS, 36))),
    ("TarazTrack", "TARAZTRACK_SECRET", _j("ttk_sk_", (ALNUM, 30))),
    ("AulNet", "AULNET_TOKEN", _j("aul_", (HEX, 40))),
    ("Kaspi Pay", "KASPI_PAY_API_KEY", _j((HEX, 32))),
    ("Halyk ePay", "HALYK_EPAY_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Freedom Pay", "FREEDOM_PAY_SECRET_KEY", _j((ALNUM, 32))),
    ("Bereke", "BEREKE_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Mbank", "MBANK_MERCHANT_SECRET", _j((UPPER_HEX, 48))),
    ("Elsom", "ELSOM_API_KEY", _j((ALNUM, 40))),
    ("Kazpost", "KAZPOST_API_TOKEN", _j((HEX, 64))),
    ("Kcell", "KCELL_SMS_TOKEN", _j((B64, 43), "=")),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 100))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("Google", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("Shopify", "SHOPIFY_ACCESS_TOKEN", _j("shpat_", (HEX, 32))),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Linear", "LINEAR_API_KEY", _j("lin_api_", (ALNUM, 40))),
    ("Grafana", "GRAFANA_SA_TOKEN", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Vault", "VAULT_TOKEN", _j("hvs.", (URLSAFE, 90))),
    ("Postman", "POSTMAN_API_KEY", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Doppler", "DOPPLER_TOKEN", _j("dp.st.prd.", (ALNUM, 43))),
    ("Sentry", "SENTRY_AUTH_TOKEN", _j("sntrys_", (B64, 80))),
    ("Tailscale", "TS_AUTHKEY", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 33))),
    ("New Relic", "NEW_RELIC_API_KEY", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52))),
    ("Replicate", "REPLICATE_API_TOKEN", _j("r8_", (ALNUM, 37))),
    ("xAI", "XAI_API_KEY", _j("xai-", (ALNUM, 80))),
    ("PlanetScale", "PLANETSCALE_PASSWORD", _j("pscale_pw_", (URLSAFE, 43))),
    ("Docker Hub", "DOCKERHUB_TOKEN", _j("dckr_pat_", (URLSAFE, 27))),
    ("Brevo", "BREVO_API_KEY", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("HubSpot", "HUBSPOT_TOKEN", lambda g: f"pat-eu1-{v.uuid4(g, 'a')}"),
    ("NVIDIA", "NVIDIA_API_KEY", _j("nvapi-", (URLSAFE, 64))),
    ("Alibaba Cloud", "ALIBABA_CLOUD_ACCESS_KEY_ID", _j("LTAI5t", (ALNUM, 18))),
    ("Tencent Cloud", "TENCENTCLOUD_SECRET_ID", _j("AKID", (ALNUM, 32))),
    ("Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", _j("CFPAT-", (URLSAFE, 43))),
    ("Typeform", "TYPEFORM_TOKEN", _j("tfp_", (URLSAFE, 44), "_", (URLSAFE, 14))),
    ("Flutterwave", "FLW_SECRET_KEY", _j("FLWSECK-", (HEX, 32), "-X")),
    ("PyPI", "PYPI_TOKEN", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
    ("Supabase", "SUPABASE_ACCESS_TOKEN", _j("sbp_", (HEX, 40))),
    ("1Password", "OP_SERVICE_ACCOUNT_TOKEN", _j("ops_eyJ", (URLSAFE, 120))),
    ("Figma", "FIGMA_TOKEN", _j("figd_", (URLSAFE, 40))),
    ("Databricks", "DATABRICKS_TOKEN", _j("dapi", (HEX, 32))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}='{tok}'",
    "{vendor} API key: {tok}",
    "Aibek: {vendor} токен — {tok}",
    "Dana: {vendor} API кілті: {tok}",
    "{vendor} API ачкычы: {tok}",
    "{vendor}-API-Schlüssel: {tok}",
    "Integrations › {vendor}: {tok}",
    "the {vendor} integration broke again, current key {tok}",
    "  {env}: \"{tok}\"",
    "ключ API {vendor}: {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    aws_id = "AKIA" + _r(rng, UPPER_DIGITS, 16)
    aws_secret = _r(rng, B64, 40)
    age = "AGE-SECRET-KEY-1" + _r(rng, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58)
    out = [
        Sample("vendor_token",
               f"[beskain-prod]\naws_access_key_id = {aws_id}\n"
               f"aws_secret_access_key = {aws_secret}", aws_secret),
        Sample("vendor_token", f"# Karatau yard backups\n{age}", age),
    ]  # fmt: skip
    chosen = rng.sample(_VENDORS, n - len(out))
    for vendor, env, make in chosen:
        tok = make(rng)
        text = rng.choice(_NAMED).format(vendor=vendor, env=env, tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "Telegram, Aibek: {t}", "он один раз показывает, вот:\n{t}",
                "мынаны сақтап қой: {t}", "{t}\n^ жаңасы, ескісі өлді",
                "behalte das bitte für mich: {t}", "STORJ_ACCESS_GRANT={t}",
                "fcmServerKey: {t}", "AZURE_STORAGE_KEY={t}",
                "webhook signing secret {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((B64, 86), "=="), _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)),
                _j((HEX, 64)), _j((ALNUM, 36))]  # fmt: skip


def _bare_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"t": _BARE_MAKERS[index % len(_BARE_MAKERS)](rng)}


_bare = _Family("bare_token", _BARE_PLACES, _bare_draw, "t")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "curl -H 'Authorization: Bearer {t}' https://api.beskain.example/v2/trips",
    "Айбек, вот токен для теста: {t}",
    "access_token={t}",
    "Cookie: session={t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@beskain.example",
                              "iss": "https://sso.beskain.example/realms/depot"}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


def _basic_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    cred = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
    return {"b": base64.b64encode(cred.encode()).decode()}


_BASIC = _Family(
    "basic_auth",
    ["Authorization: Basic {b}",
     "nginx upstream header: proxy_set_header Authorization \"Basic {b}\";"],
    _basic_draw,
    "b",
)  # fmt: skip


_PEM_PLACES = {
    "~/.ssh/id_ed25519 from the Shu depot box:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Айбек, ключ для сервера:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"tls_key": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "kilt faily:\n{key}": ("EC PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY":
                   "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 40) + "=="]
    text = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": text, "secret": lines[2 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


# ---------------------------------------------------------------------------------------------
# Seed phrases, cards, IBANs, ids.
_SEED_PLACES = {
    "Aibek's Trust Wallet recovery phrase: {p}": "english",
    "сид-фраза от кошелька: {p}": "russian",
    "Yerlan: әмиянның қалпына келтіру сөздері — {p}": "english",
    "Ledger kurtarma kelimeleri (Waldemar): {p}": "turkish",
    "Wiederherstellungsphrase der Wallet: {p}": "english",
    "мнемоника: {p}": "russian",
    "frase semilla de la billetera de Lena: {p}": "spanish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    mnemo = _MNEMO[_SEED_PLACES[template]]
    size = {12: 16, 18: 24, 24: 32}[words_n]
    while True:  # a phrase the list's own check accepts (it reads some letters decomposed)
        phrase = str(mnemo.to_mnemonic(bytes(rng.randrange(256) for _ in range(size))))
        if mnemo.check(phrase):
            break
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
    ]
    return {"p": layouts[index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], length: int) -> str:
    body = rng.choice(prefixes) + ""
    body += _r(rng, D, length - len(body) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2204"], 16)
    if brand == "elcart":  # prefix guessed
        return _card_of(rng, ["9417"], 16)
    if brand == "troy":
        return _card_of(rng, ["979200", "979218"], 16)
    return v.card(rng, brand)


_BRANDS = ["visa", "mastercard", "mir", "unionpay", "elcart", "troy"]
_CARD_PLACES = [
    "Dana: корпоративная карта {c}, до {mm}/{yy}",
    "Kaspi Gold kartam: {c}",
    "Бакыт: Элкарт картамдын номери {c}",
    "Irina: Kreditkarte {c}, gültig bis {mm}/{yy}",
    "card for the fuel account: {c} exp {mm}/{yy}",
    "Ваньса: кар хо {c}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", "."][index % 5], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")

_CVV_PLACES = [
    "Visa {c}, CVV {cvv}",
    "картаның артындағы код {cvv}",
    "карта артындагы үч сан: {cvv}",
    "die Prüfnummer hinten auf der Karte: {cvv}",
    "три цифры на обороте карты: {cvv}",
    "the three digits on the back are {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "visa"), " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")

# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"LI": "n" * 5 + "c" * 12, "HR": "n" * 17, "LT": "n" * 16,
                "MT": "aaaa" + "n" * 5 + "c" * 18,
                "EE": "n" * 16, "GR": "n" * 7 + "c" * 16, "BG": "aaaa" + "n" * 6 + "c" * 8,
                "TN": "n" * 20, "KZ": "nnn" + "c" * 13}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Dana: жеткізушінің IBAN-ы {i}",
    "IBAN for the Hanover transfer: {i}",
    "Irina: meine IBAN lautet {i}",
    "счёт получателя (IBAN): {i}",
    "Бакыт: эсеп номери IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _idnr(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), de_idnr.is_valid)


def _stnr(g: random.Random) -> str:
    number = v.until(
        g, lambda h: f"{_r(h, D, 2)}/{_r(h, D, 3)}/{_r(h, D, 5)}",
        lambda s: bool(de_stnr.is_valid(s, "Niedersachsen")),
    )  # fmt: skip
    return number


def _idno(g: random.Random) -> str:
    return v.until(g, lambda h: "100" + _r(h, D, 10), md_idno.is_valid)


def _voen(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 9) + h.choice("12"), az_voen.is_valid)


def _unp(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), by_unp.is_valid)


def _rntrc(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123") + _r(h, D, 9), ua_rntrc.is_valid)


def _inn(g: random.Random) -> str:
    return v.until(g, lambda h: "77" + _r(h, D, 10), ru_inn.is_valid)


def _iin(g: random.Random) -> str:
    """Kazakhstan's ИИН: a birth date and six digits (no python-stdnum module; unchecked)."""
    return f"{g.randrange(60, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}" + _r(
        g, D, 6
    )


_ID_PLACES: list[tuple[str, Maker]] = [
    ("Irina: meine Steuer-ID ist {n}", _idnr),
    ("Waldemar, Steuerliche Identifikationsnummer: {n}", _idnr),
    ("Steuernummer vom Finanzamt Hannover-Nord: {n}", _stnr),
    ("Lena: meine Steuernummer {n}", _stnr),
    ("IDNO of the Chisinau buyer: {n}", _idno),
    ("Moldovan partner IDNO {n}", _idno),
    ("VÖEN of the Baku forwarder: {n}", _voen),
    ("Azerbaijani tax id (VOEN) {n}", _voen),
    ("УНП белорусского перевозчика: {n}", _unp),
    ("Belarus UNP {n}", _unp),
    ("РНОКПП водителя из Украины: {n}", _rntrc),
    ("Ukrainian RNTRC {n}", _rntrc),
    ("ИНН физлица: {n}", _inn),
    ("Russian INN of the driver {n}", _inn),
    ("Individual Taxpayer Number (INN): {n}", _inn),
    ("Aibek: менің ЖСН-ім {n}", _iin),
    ("Ернар, ИИН: {n}", _iin),
    ("Dana's tax id: {n}", _rntrc),
    ("Steuer-ID von Lena {n}", _idnr),
    ("Moldova IDNO: {n}", _idno),
]  # fmt: skip


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in _ID_PLACES[:n]:
        number = make(rng)
        out.append(Sample("national_id", template.format(n=number), number))
    return out


# ---------------------------------------------------------------------------------------------
# Codes: backup lists, one-time codes, TOTP seeds, PINs, Wi-Fi.
_BACKUP_PLACES = [
    "Google backup codes for buh@beskain.example:\n{l}",
    "резервтік кодтар (Dana): {l}",
    "запасные коды для почты Айбека:\n{l}",
    "Backup-Codes fürs Microsoft-Konto von Irina: {l}",
    "GitHub recovery codes: {l}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 6, index % 4)
    joiner = "\n" if "\n" in template else ", "
    return {"l": joiner.join(codes), "secret": codes[index % 6]}


_backups = _Family("backup_codes", _BACKUP_PLACES, _backup_draw, "l")

_OTP_PLACES = [
    "Kaspi: растау коды {o}, ешкімге айтпаңыз",
    "rastau kody: {o}",
    "Код из смс: {o}",
    "тастыктоо коду {o}",
    "Ihr Bestätigungscode lautet {o}",
    "{o} is your Beskain verification code",
    "Ваньса, ни ба кома гын во: {o}",
    "one-time code from Halyk: {o}",
    "Нұрлан, смс-код {o} келді",
    "Lena: der Code ist {o}",
]  # fmt: skip


def _otp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"o": _r(rng, D, 6)}


_otps = _Family("one_time_code", _OTP_PLACES, _otp_draw, "o")

_TOTP_PLACES = [
    "2FA setup key for the 1C cloud: {s}",
    "otpauth://totp/Beskain:aibek?secret={s}&issuer=Beskain",
    "TOTP secret (Irina's bank): {s}",
    "екі факторлы кілт: {s}",
    "ключ для аутентификатора: {s}",
    "Manueller Schlüssel für die Authenticator-App: {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_totps = _Family("totp_secret", _TOTP_PLACES, _totp_draw, "s")

_PIN_PLACES = [
    "Dana: корпоративной карты PIN {p}",
    "карта PIN коды: {p}",
    "Irina: die Geheimzahl meiner EC-Karte ist {p}",
    "Shu depot gate code: {p}",
    "сейфтің коды {p}",
    "Бакыт: картанын PIN-коду {p}",
    "the alarm code at the Karatau yard is {p}",
    "SIM PIN for the tachograph modem: {p}",
    "Хусэ: мыньди мима {p}",
    "пин от карты: {p}",
]  # fmt: skip


def _pin_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _r(rng, D, [4, 6, 4, 5][index % 4])}


_pins = _Family("pin_code", _PIN_PLACES, _pin_draw, "p")


def _wifi_key(g: random.Random) -> str:
    return g.choice([_plain_pw, lambda h: _r(h, ALNUM, 16), lambda h: _r(h, HEX, 26)])(g)


_WIFI_PLACES = [
    "WIFI:T:WPA;S:Beskain-Taraz;P:{pw};;",
    "Wi-Fi Beskain-Shu-Depot, key {pw}",
    "network Beskain Zhanatas Warehouse key {pw}",
    "вайфай қоймада: Beskain-5G / {pw}",
    "wifi paroli: {pw}",
    "пароль от вайфая на складе: {pw}",
    "WLAN FRITZ!Box 7530 Hannover, Netzwerkschlüssel: {pw}",
    "Таластагы үйдүн wifi сырсөзү {pw}",
    "Вансы: вэйфэй мима сы {pw}",
    "wpa_passphrase Beskain-Karatau {pw}",
]  # fmt: skip
_wifis = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key), "pw")

_ENV_PLACES = [
    "DB_PASSWORD={pw}\nDB_HOST=db.beskain.lan",
    "smtp:\n  host: mail.beskain.example\n  password: \"{pw}\"",
    "[mysql]\nuser = dispatch\npassword = {pw}",
    "spring.datasource.password={pw}",
    "define('DB_PASSWORD', '{pw}');",
    "variable \"db_password\" {{\n  default = \"{pw}\"\n}}",
    "db.beskain.lan:5432:fleet:dispatch:{pw}",
    "<add key=\"SmtpPassword\" value=\"{pw}\" />",
    "ПАРОЛЬ_БД={pw}",
    "requirepass {pw}",
    "MEILI_MASTER_KEY={pw}",
]  # fmt: skip
_envs = _Family("config_password", _ENV_PLACES, _with(_plain_pw), "pw")


_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 20), (_phrases, 10), (_cli, 40), (_urls, 20),
    (_vendors, 45), (_bare, 12), (_BASIC, 3), (_jwts, 10), (_pems, 8), (_seeds, 15),
    (_cards, 15), (_cvvs, 6), (_ibans, 15), (_ids, 20), (_backups, 10), (_otps, 10),
    (_totps, 6), (_wifis, 15), (_pins, 15), (_envs, 11),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the 1C server password is": "{s}", "Шу қоймасының құпия сөзі:": "{s}",
    "пароль от роутера": "{s}\nпоменяй после проверки", "сырсөз:": "{s}",
    "Kennwort lautet": "{s}", "Вансы: мима сы": "{s}",
    "qupiya soz:": "{s} (Taraz office)", "NVR password Yerlan read out was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Kaspi Pay API key", "{s}", _j((HEX, 32))),
    ("split_token", "ZhambylPay secret:", "{s} (prod)", _j("zbp_live_", (ALNUM, 32))),
    ("split_token", "Bereke client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "recovery phrase", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LI"))),
    ("split_backup", "резервтік кодтар", "{s}\n48213907\n55019342", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Steuer-ID", "{s}", _idnr),
    ("split_wifi", "Netzwerkschlüssel", "{s}", _plain_pw),
    ("split_pin", "Geheimzahl:", "{s}", _j((D, 4))),
    ("split_phrase", "KeePassXC passphrase", "{s}", _phrase),
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


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"nvr": {"url": "https://nvr-karatau.beskain.lan", "admin_password": "{s}"}}':
        ("meta_password", _plain_pw),
    '{"құпия_сөз": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "dana.s", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"argv": ["mariadb", "-u", "dispatch", "--password", "{s}", "beskain_1c"]}':
        ("meta_password", _plain_pw),
    '{"note": "сырсөз {s}"}': ("meta_password", _plain_pw),
    '{"Kennwort": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the 1C server as svc-1c with the password {s}"}':
        ("meta_password", _plain_pw),
    '{"kaspi": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"tarazTrackSecret": "{s}"}': ("meta_token", _j("ttk_sk_", (ALNUM, 30))),
    '{"halyk_epay_client_secret": "{s}"}': ("meta_token", _j((URLSAFE, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "04/36"}}':
        ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "HR")),
    '{"driver": {"inn": "{s}"}}': ("meta_id", _inn),
    '{"mfa": {"backup_codes": ["{s}", "90417733", "12840561"]}}':
        ("meta_otp", lambda g: _r(g, D, 8)),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"totp": {"secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"shu_depot": {"gate_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Beskain-Taraz-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"psycopg-3.2.9-py3-none-any.whl").hexdigest()
_IMAGE = hashlib.sha256(b"registry.beskain.lan/dispatch-bridge:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"trips: add axle-load column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"waybills: revert pdf font", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"tariffs-2032-05.xlsx", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"fleet-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Shu depot router password before the audit on 2032-06-11.",
    "Yerlan asked for the Zhanatas wifi password; it's on the card in Gulnara's drawer.",
    "Policy: Beskain passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into Telegram; share a vault link instead.",
    "The `.env.example` line `KASPI_PAY_API_KEY=replace-me` is a placeholder.",
    "The NVR asks for a new admin password after every firmware update.",
    "Replace <YOUR_TARAZTRACK_KEY> in the README with the key from your dashboard.",
    "Құпия сөзіңді ешкімге айтпа.",
    "Пароль никому не говори, даже Айбеку.",
    "Сырсөзүңдү эч кимге айтпа.",
    "Das Passwort muss mindestens vierzehn Zeichen lang sein.",
    "Мима бу гэ бечжин шуэ.",
    "Құпия сөз кемінде 12 таңбадан тұруы керек.",
    "Пароль должен быть не короче 12 символов.",
    "Upgraded the NVR firmware from 4.2 to 4.4 and psycopg to 3.2.9 over the weekend.",
    f"commit {_COMMIT} adds the axle-load column for trips.",
    f"Rolled back to {_SHORT} after the waybill PDF font broke.",
    f"requirements.txt: psycopg==3.2.9 --hash=sha256:{_WHEEL_SUM}",
    f"SHA-512 of fleet-export-2032.parquet: {_SHA512}",
    f"The bridge runs registry.beskain.lan/dispatch-bridge@sha256:{_IMAGE}.",
    f"MD5 of tariffs-2032-05.xlsx is {_MD5}, same as the copy on the share.",
    "Request id 3f2a91c4-7d5b-4e08-a6e1-2c0d4a7f9e18 is the slow one in the trips log.",
    "Order ZK-2032-00418 for 20 tonnes of phosphate flour leaves Zhanatas on Thursday.",
    "Ticket BSK-4130: the Karatau yard gate motor keeps stalling at night.",
    "Call the Taraz office on +7 7262 45 18 30 before noon.",
    "Wagon 6218 4473 with the sugar beet is at Shu station, track 3.",
    "Waybill TTN-2032-0077 covers 18 tonnes of wheat from Merke.",
    "Diesel is 310 tenge a litre in Taraz this week; AdBlue is 240.",
    "After five wrong passwords the 1C server locks the account for 20 minutes.",
    "The Shu depot shed is 48 m long; a big bag of fertiliser weighs 1 000 kg.",
    "The secret of good kurt is salting it before the sun dries it.",
    "Ask Gulnara for the depot keypad code, I don't have it.",
    "My card ending 7733 was declined at the Taraz hardware store.",
    "The Hanover bank wants the IBAN on the form without spaces.",
    "Print the 2FA backup codes for the Kaspi account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `ZHAMBYLPAY_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the Karatau shed rusts; oil it every month.",
    "ISBN 978-601-7151-22-6 is the road atlas on the dispatch shelf.",
    "The guest wifi 'Beskain-Guest' is open, no password needed.",
    "Truck 777 ABC 08 is booked for the Shu–Taraz run, 22 tonnes, 04:30 start.",
    "Trip 2032-05-14: 186 km, 41 litres, average 22.0 l/100 km.",
    "Kaspi магазинінің телефоны: +7 7262 43 11 07.",
    "Заказ № 48213 отправлен из Тараза 14 мая.",
    "Буюртма № 55019 Таласка жөнөтүлдү.",
    "Bestellnummer 7712-0418 ist in Hannover angekommen.",
    "Vansy's shop in Masanchi opens at 08:00 and closes at 19:30.",
    "The password field on the 1C login page is now masked.",
    "Version 8.3.24.1467 of the 1C platform is installed on the Taraz server.",
    "The API key page moved under Settings › Developers in the May release.",
    "Passwortänderung ist alle 90 Tage fällig.",
    "Смена пароля каждые 90 дней.",
    "Құпия сөзді әр 90 күн сайын ауыстыру керек.",
    "Token usage this month: 1.2 million prompt tokens, 310 000 completion tokens.",
    "The PIN pad at the Shu depot fuel station is broken again.",
    "Lot 22-0931 of bagged sugar passed the moisture check at 0.05 %.",
    "Serial number of the Zhanatas scale: SN KZ2031A0417.",
    "Tracking number KZ 4821 7365 09 for Irina's parcel to Hannover.",
    "Meeting at 14:30 in Taraz, room 3; bring the May fuel report.",
    "The door code changed last week; Nurlan will send it through the vault.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/beskain/nvr", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "psycopg", "version": "3.2.9"}}',
    '{"ticket": "BSK-4130", "order": "ZK-2032-00418"}',
    '{"trip": {"id": "2032-05-14-07", "km": 186, "litres": 41}}',
    '{"phone": "+7 7262 45 18 30", "city": "Taraz"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "tonnes_in_stock": 1284}',
    '{"truck": "777 ABC 08", "driver": "Yerlan", "route": "Shu-Taraz"}',
    '{"wagon": "6218 4473", "station": "Shu", "eta": "2032-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
