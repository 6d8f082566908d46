# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-twenty-second corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-twenty-first's
docstring, the fifth to three-hundred-and-twenty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (323 to 325), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (322_460_913), password words (a highland
thing and a place, `MohairSemonkong47!`; dot-joined `sani.pony.1966`; a relative's name, a year
and a symbol; leet `M0h41r`; a generator's dashed groups; random runs).

The fictional company is Letsatsi Highlands Wool & Transport (Pty) Ltd (a wool and mohair shed in
Mokhotlong, a pony-trek lodge at Semonkong, a 4x4 shuttle over the Sani Pass and an office in
Maseru) with staff and relatives in Johannesburg, Pretoria, Bloemfontein, Maputo and the mines of
the Free State; every company, person, address, domain (`letsatsi.lan`, `letsatsi-wool.co.ls`)
and number is invented, only the region (Lesotho) is real. Texts: chats with times, tickets,
notes, runbooks, shell prompts, config and env files, voice-note transcripts and requests to the
assistant; separators from a colon, `ke`, `yi`, `ngu`, `is`, `é`, `=`, an arrow and a dash to a
new line.

Grep counts (heldouts 5 to 321 naming each, grep -l): none for Mokhotlong, Sani Pass, Letsatsi,
Maluti, Moeketsi, Relebohile, `ke phasewete`, `ungatsheli`, `die kode is`; one for Lesotho,
Semonkong, Basotho, lekunutu, Palesa, Nomvula, Lwazi, Marietjie, EcoCash, Mukuru, Mama Money,
Hello Paisa, Wumdrop, Ozow, Peach Payments, Clickatell, TymeBank, Takealot; two for Maseru,
Lineo, Celso; four for phasewete and duplicati-cli; five for smbmap, imapsync, hdbuserstore SET;
six to nine for dbisql, cadaver, gsec, kopia, getmail, wput, isql-fb, bteq, beeline, kcat,
snowsql, impala-shell, pdftk, yt-dlp, iwctl; `a senha` (78) and `senha do` (72) are the most
used, so the Portuguese here leans on `palavra-passe` and `código`.

About half of the secret samples are not in English: Sesotho as texted (`phasewete ke`, `nomoro
ea lekunutu`, `u se ke ua bolella motho`, `ntate`, `'me`), the isiZulu of relatives in
Johannesburg (`iphasiwedi yi-`, `ungatsheli muntu`, `ikhodi`), isiXhosa (`iphaswedi ngu-`,
`ungaxeleli mntu`), the Afrikaans of wool traders (`wagwoord is`, `die kode is`, `PIN-kode`) and
the Portuguese of Mozambican miners (`a palavra-passe é`, `código`, `não contes a ninguém`), and
NGO English. The Afrikaans and Portuguese wordings are ordinary usage; the author's guesses,
checked by no speaker, are every Sesotho, isiZulu and isiXhosa spelling and phrasing (including
the loan words `phasewete`, `iphasiwedi`, `iphaswedi`, `wi-fi`, and the texting shortenings).

Vendors: invented ones (MalutiPay `mlp_live_`, SaniTrack `snt_`, BasothoSMS `bsms-`, MohairX
`mhx_`, KatseCloud `ktc_`, SemonkongBooking UUIDs, LetsatsiGrid hex; shapes guessed), southern
African ones with guessed shapes (EcoCash, Mukuru, Mama Money, Hello Paisa, Wumdrop, Ozow, Peach
Payments, Clickatell, TymeBank, Takealot) and the known GitHub, GitLab, Slack, Stripe, OpenAI,
Anthropic, AWS, Google, Hugging Face, npm, SendGrid and Telegram shapes; the JWTs are
well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: South Africa's identity
number (`za.idnr`), South Africa's tax reference number (`za.tin`) and Mozambique's NUIT
(`mz.nuit`); Lesotho national id and passport numbers carry no check a library or this file
verifies. Cards pass Luhn (`stdnum.luhn`, in the self-check); IBANs of Bosnia, Kosovo, Tunisia,
Vatican City, the British Virgin Islands, Saint Lucia, Palestine and the Faroe Islands (each
quoted in 27 to 29 earlier corpora, the least of the countries looked at), checked with
`stdnum.iban`; seed phrases from mnemonic's English, Portuguese, Spanish and French lists,
checked with `Mnemonic(lang).check`.
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
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.mz import nuit as mz_nuit
from stdnum.za import idnr as za_idnr
from stdnum.za import tin as za_tin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 322_460_913
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


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


_THINGS = [
    "Mohair",
    "Merino",
    "Pony",
    "Blanket",
    "Mokorotlo",
    "Papa",
    "Moroho",
    "Maluti",
    "Sheep",
    "Shearing",
    "Bale",
    "Lamb",
    "Trek",
    "Leqhoa",
    "Seshoeshoe",
    "Lesiba",
]
_PLACES = ["Semonkong", "Mokhotlong", "Maseru", "SaniTop", "Thaba-Tseka", "Qachasnek",
           "Teyateyaneng", "Mafeteng", "Quthing", "Leribe", "ButhaButhe", "Katse", "Mohale",
           "Letseng", "Maletsunyane", "Morija"]  # fmt: skip
_NAMES = ["Thabo", "Palesa", "Lineo", "Mpho", "Teboho", "Refiloe", "Nthabiseng", "Tsepo",
          "Lerato", "Moeketsi", "Mamello", "Relebohile", "Sipho", "Nomvula", "Themba", "Ayanda",
          "Lwazi", "Siyabonga", "Jannie", "Marietjie", "Hennie", "Armando", "Celso", "Inacio",
          "Fiona", "Sarah"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["M0h41r", "S3m0nk0ng", "P0nyTr3k", "M4lut1", "L3qh04", "K4ts3D4m", "S4n1P4ss"]


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_THINGS)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_THINGS).lower()}.{g.randrange(1950, 2030)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1960, 2012)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"Bale{g.randrange(100, 1000)}{g.choice(_THINGS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_THINGS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Thabo (shed, Mokhotlong): the wool scale PC password is {pw}",
    "Signal from Palesa: Semonkong lodge booking laptop password {pw}",
    "Telegram group 'Sani shuttle': the Land Cruiser tracker portal password is {pw}",
    "Teams chat, Maseru office: the payroll PC password is {pw}",
    "SMS from Teboho: the shearing shed router admin password {pw}",
    "Jira LHW-412: lodge POS password {pw} stopped working after the outage",
    "Zendesk #3381: reset the Mokhotlong shed NAS, current password {pw}",
    "Trello card 'Sani Top fuel': pump controller password {pw}",
    "note to self: solar inverter at Semonkong, installer password {pw}",
    "voice note transcript, Moeketsi: the satellite modem password is {pw} okay",
    "Runbook: clip the bales\n1. open the baler HMI\n2. log in as shed\n3. password {pw}",
    "README (Maseru rack)\nthe NVR is at https://nvr.letsatsi.lan, admin password `{pw}`",
    "Incident 2032-07-03: the lodge booking server was open to the internet with password {pw}",
    "Hi Lineo,\n\nthe root password on the wool-shed server is {pw}. Delete this mail.\n\nFiona",
    "can you remember my Standard Lesotho Bank app password? it's {pw}",
    "my mail password is {pw} now",
    "after the reinstall the trek booking password became {pw}",
    "dictated: the Sani Pass border queue app password is {pw} full stop",
    "phasewete ea ka ea email ke {pw}",
    "ntate, phasewete ea router ea lapeng ke {pw}",
    "Palesa: phasewete e ncha ea server ke {pw}, u se ke ua bolella motho",
    "'me Mamello, phasewete ea laptop ea lodge: {pw}",
    "ke phasewete ea wifi ea ofisi ea Maseru: {pw}",
    "Lineo: phasewete ea mohair scale e fetohile, joale ke {pw}",
    "iphasiwedi ye-email yami yi-{pw}",
    "iphasiwedi ye-router ekhaya: {pw}, ungatsheli muntu",
    "Sipho: iphasiwedi entsha ye-server yi {pw}",
    "Nomvula: sisi, iphasiwedi ye-Netflix ngu {pw}",
    "iphaswedi ye-imeyile yam ngu-{pw}",
    "Ayanda: iphaswedi entsha yeserver ngu {pw}, ungaxeleli mntu",
    "Lwazi: iphaswedi ye-router yasekhaya: {pw}",
    "Jannie: die wagwoord vir die wolskaal is {pw}",
    "Marietjie: nuwe wagwoord vir die bank-app: {pw}",
    "Hennie sê die wagwoord van die rekenaar in die skuur is {pw}",
    "Armando: a palavra-passe do email é {pw}, não contes a ninguém",
    "Celso: palavra-passe nova do servidor: {pw}",
    "Inácio: a palavra-passe do telemóvel da mina é {pw}",
    "NGO field note (Fiona): clinic tablet password {pw}, rotate after the visit",
    "Sarah, WFP liaison: the Mokhotlong warehouse laptop password is {pw}",
    "ms. Relebohile, phasewete ea POS ea lebenkele: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["thabo", "palesa.m", "lineo", "mpho.k", "teboho", "refiloe", "nthabiseng", "tsepo",
          "lerato", "moeketsi", "mamello", "relebohile", "sipho.n", "nomvula", "themba",
          "ayanda", "lwazi", "jannie", "marietjie", "hennie", "armando", "celso", "inacio",
          "fiona.ngo", "svc-shed", "lodge-pos"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Thabo: the wool scale login is {u} / {pw}",
    "Zendesk #3390: {u} locked out of the lodge PMS, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Lodge › Semonkong › NVR: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| shed NAS | {u} | {pw} |",
    "sign into the satellite modem as {u} with {pw}",
    "router login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: shed-mokhotlong\n  username: {u}\n  password: {pw}",
    "Teboho says the booking account is {u} and the password is {pw}",
    "host,login,password\nlodge-pos,{u},{pw}",
    "ssh {u}@wool-srv.letsatsi.lan (password {pw})",
    "lebitso la mosebelisi {u}, phasewete {pw}",
    "igama lomsebenzisi {u}, iphasiwedi {pw}",
    "igama lomsebenzisi ngu {u}, iphaswedi ngu {pw}",
    "gebruiker {u}, wagwoord {pw}",
    "utilizador {u}, palavra-passe {pw}",
    "Celso: o login é {u} e a palavra-passe é {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["mohair", "mokorotlo", "seshoeshoe", "leqhoa", "lesiba", "maletsunyane",
               "moroho", "thaba", "khomo", "pere", "bokoni", "sekhukhune"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "for the shed server it's {w} and {d} at the end",
    "voice note: the lodge wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "phasewete ke lentsoe {w}, ebe {d}",
    "iphasiwedi igama elithi {w}, bese {d}",
    "iphaswedi ligama elithi {w}, emva koko {d}",
    "die wagwoord is die woord {w}, dan {d}",
    "a palavra-passe é a palavra {w}, depois {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "dbisql -c \"UID={u};PWD={pw};Host=asa.letsatsi.lan\" -nogui",
    "imapsync --host1 mail.old.ls --user1 {u} --password1 '{pw}' --host2 mail.letsatsi.lan",
    "smbmap -H 10.40.1.5 -u {u} -p '{pw}' -d LETSATSI",
    "duplicati-cli backup b2://lhw-shed /srv/wool --passphrase='{pw}'",
    "hdbuserstore SET WOOLKEY hana.letsatsi.lan:30015 {u} {pw}",
    "kopia repository connect s3 --bucket=lhw-bak --password='{pw}'",
    "iwctl --passphrase '{pw}' station wlan0 connect Letsatsi-Shed",
    "yt-dlp --username {u} --password '{pw}' https://training.letsatsi.lan/v/shearing",
    "wput shearing.csv ftp://{u}:{pw}@ftp.letsatsi.lan/in/",
    "gsec -user sysdba -password {pw} -add {u} -pw Temp1234x",
    "isql-fb -user {u} -password '{pw}' fb.letsatsi.lan:/data/wool.fdb",
    "bteq .logon td.letsatsi.lan/{u},{pw}",
    "beeline -u jdbc:hive2://hive.letsatsi.lan:10000 -n {u} -p '{pw}'",
    "kcat -b kafka.letsatsi.lan:9093 -X sasl.username={u} -X sasl.password={pw} -t bales",
    "snowsql -a lhw.eu-west-1 -u {u} --password '{pw}'",
    "impala-shell -i impala.letsatsi.lan -u {u} --ldap_password_cmd=\"echo {pw}\"",
    "pdftk payroll.pdf output payroll-locked.pdf user_pw {pw}",
    "exaplus -c exa.letsatsi.lan:8563 -u {u} -p '{pw}'",
    "vsql -h vertica.letsatsi.lan -U {u} -w '{pw}'",
    "unrar x -p{pw} shearing-2032.rar",
    "getmail --rcfile=lodge -p '{pw}'",
    "wget --user={u} --password='{pw}' https://files.letsatsi.lan/wool-prices.xlsx",
    "rpcclient -U 'LETSATSI/{u}%{pw}' 10.40.1.2",
    "evil-winrm -i 10.40.1.9 -u {u} -p '{pw}'",
    "nxc smb 10.40.1.0/24 -u {u} -p '{pw}' --shares",
    "openssl enc -aes-256-cbc -in bales.csv -out bales.enc -pass pass:{pw}",
    "7z a -p{pw} lodge-bookings.7z bookings/",
    "mysql -h db.letsatsi.lan -u {u} -p{pw} wool",
    "psql 'postgresql://{u}:{pw}@pg.letsatsi.lan/lodge'",
    "redis-cli -h redis.letsatsi.lan -a '{pw}' ping",
    "sshpass -p '{pw}' ssh {u}@sanitop-gw.letsatsi.lan",
    "curl -u {u}:{pw} https://api.letsatsi.lan/v1/bales",
    "docker login registry.letsatsi.lan -u {u} -p '{pw}'",
    "zip -P {pw} mohair-prices.zip prices.xlsx",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "thabo@wool-srv:~$ {c}", "PS C:\\shed> {c}", "root@sanitop-gw:/# {c}",
    "Termux on Palesa's phone: {c}", "lodge-pc$ {c}", "history | tail:\n  412  {c}",
    "taelo eo ke e mathisitseng: {c}", "umyalo engiwusebenzisile: {c}",
    "die opdrag wat Jannie gebruik het: {c}", "o comando que corri: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.letsatsi.lan:5432/lodge",
    "mysql://{u}:{pw}@db.letsatsi.lan:3306/wool",
    "mongodb+srv://{u}:{pw}@cluster0.letsatsi-wool.co.ls/bales",
    "redis://{u}:{pw}@redis.letsatsi.lan:6379/0",
    "amqp://{u}:{pw}@mq.letsatsi.lan:5672/shed",
    "sftp://{u}:{pw}@ftp.letsatsi.lan:22/inbound/",
    "ldap://{u}:{pw}@dc1.letsatsi.lan:389/dc=letsatsi,dc=lan",
    "mssql+pyodbc://{u}:{pw}@sql.letsatsi.lan/Payroll?driver=ODBC+Driver+18",
    "smtp://{u}:{pw}@mail.letsatsi-wool.co.ls:587",
    "rtsp://{u}:{pw}@cam-sanitop.letsatsi.lan:554/stream1",
    "Server=sql.letsatsi.lan;Database=Payroll;User Id={u};Password={pw};",
    "clickhouse://{u}:{pw}@ch.letsatsi.lan:9000/prices",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "Zendesk #3402: {c}",
    "connection string ea lodge ke {c}", "i-connection string: {c}", "ligação: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("MalutiPay", "MALUTIPAY_SECRET_KEY", _j("mlp_live_", (ALNUM, 32))),
    ("SaniTrack", "SANITRACK_API_KEY", _j("snt_", (LOWER_DIGITS, 36))),
    ("BasothoSMS", "BASOTHOSMS_TOKEN", _j("bsms-", (HEX, 40))),
    ("MohairX", "MOHAIRX_API_KEY", _j("mhx_", (ALNUM, 40))),
    ("KatseCloud", "KATSECLOUD_ACCESS_TOKEN", _j("ktc_", (URLSAFE, 43))),
    ("SemonkongBooking", "SEMONKONG_BOOKING_KEY", lambda g: v.uuid4(g, "9")),
    ("LetsatsiGrid", "LETSATSIGRID_API_KEY", _j((HEX, 64))),
    ("EcoCash", "ECOCASH_MERCHANT_SECRET", _j((ALNUM, 40))),
    ("Mukuru", "MUKURU_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Mama Money", "MAMAMONEY_API_KEY", _j((HEX, 32))),
    ("Hello Paisa", "HELLOPAISA_API_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Wumdrop", "WUMDROP_API_KEY", _j((HEX, 40))),
    ("Ozow", "OZOW_PRIVATE_KEY", _j((ALNUM, 32))),
    ("Peach Payments", "PEACH_ACCESS_TOKEN", _j((B64, 56), "==")),
    ("Clickatell", "CLICKATELL_API_KEY", _j((URLSAFE, 22), "==")),
    ("TymeBank", "TYMEBANK_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Takealot", "TAKEALOT_SELLER_API_KEY", _j((HEX, 128))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("Google", "GOOGLE_MAPS_API_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env on the lodge server:\n{env}={tok}",
    "docker-compose.yml:\n    environment:\n      {env}: {tok}",
    "fly secrets set {env}={tok}",
    "Dockerfile:\nENV {env}={tok}",
    "Letsatsi admin › Settings › Integrations › {vendor}: {tok}",
    "Zendesk #3415: {vendor} integration broken, current key {tok}",
    "WhatsApp, Thabo: {vendor} key for the bale sync: {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "senotlolo sa API sa {vendor} ke {tok}",
    "API key ea {vendor} ke {tok}",
    "ukhiye we-API ka-{vendor} yi-{tok}",
    "isitshixo se-API sika-{vendor} ngu-{tok}",
    "{vendor} API-sleutel vir die wolskuur: {tok}",
    "chave de API da {vendor}: {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = [
    "{t}",
    "WhatsApp: {t}",
    "it only shows it once, so here:\n{t}",
    "token ke {t}",
    "i-token: {t}",
    "{t}\n^ new one, the old one is dead",
    "hold on to this: {t}",
]
_BARE_MAKERS = [
    _j((ALNUM, 44)),
    _j((URLSAFE, 24), ".", (URLSAFE, 40)),
    _j((B64, 56), "=="),
    _j((LOWER_DIGITS, 48)),
    _j((URLSAFE, 50)),
    _j((B64, 44)),
    _j((ALNUM, 36)),
]
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the shed humidity sensor (OTAA): {h}": 32,
    "HMAC secret for the MalutiPay webhook: {h}": 64,
    "pre-shared key of the Sani Top IPsec tunnel (hex): {h}": 64,
    "AES key of the bale-scale config export: {h}": 32,
    "senotlolo sa encryption sa backup: {h}": 64,
    "ukhiye wokubethela we-backup: {h}": 48,
    "enkripsiesleutel van die rugsteun: {h}": 64,
    "chave de cifra do backup: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zendesk #3420: token copied out of the browser's network tab {t}",
    "Cookie: lang=st; lhw_session={t}",
    "LODGE_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token ea ka ke {t}",
    "i-token yami yi-{t}",
    "Postman export: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@letsatsi-wool.co.ls"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.letsatsi.lan/realms/lhw", "azp": "lodge-console"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the wool-shed server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/lodge.letsatsi-wool.co.ls.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "bloem-wool"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_sani <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zendesk #3431, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "senotlolo sa poraefete sa server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the wool broker's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {
    "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
    "EC PRIVATE KEY": "MIGkAgEBBDA",
    "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
    "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA",
    "PGP PRIVATE KEY BLOCK": "lQVYBG",
}


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus wallet backup, copying it off the card before I burn it: {p}": "english",
    "Trust Wallet recovery phrase\n{p}": "english",
    "voice note: the Valora wallet recovery words are {p} and that's all": "english",
    "mantsoe a ho khutlisa wallet ea ka: {p}": "english",
    "amagama okubuyisa i-wallet yami: {p}": "english",
    "frase de recuperação da carteira do Armando: {p}": "portuguese",
    "as palavras da carteira Blue Wallet, não mostres a ninguém: {p}": "portuguese",
    "frase de recuperación de la billetera del Celso: {p}": "spanish",
    "phrase de récupération du portefeuille de la coopérative : {p}": "french",
    "die herstelfrase van Jannie se beursie: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
        " ".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "WhatsApp, Thabo: the company card for the shearing parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Zendesk #3440: pay the Land Cruiser service with card {c}",
    "nomoro ea karete ea ka: {c}, {mm}/{yy}",
    "inombolo yekhadi lami: {c}",
    "inombolo yekhadi lam ngu {c}, {mm}/{yy}",
    "my kaartnommer is {c}, verval {mm}/{yy}",
    "número do cartão: {c}, validade {mm}/{yy}",
    "NGO travel card (Fiona): {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "unionpay", "maestro", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", " "][index % 5], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 04/35, security code {cvv}",
               "the three digits on the back of the card: {cvv}",
               "Amex {c}, four-digit CID printed above the number: {cvv}",
               "linomoro tse tharo ka morao ho karete: {cvv}",
               "die drie syfers agter op die kaart: {cvv}",
               "código de segurança atrás do cartão: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"BA": "n" * 16, "XK": "n" * 16, "TN": "n" * 20, "VA": "n" * 18,
                "VG": "aaaa" + "n" * 16, "LC": "aaaa" + "c" * 24, "PS": "aaaa" + "c" * 21,
                "FO": "n" * 14}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice LHW-2032-118: pay the mohair buyer's agent to {i} within 30 days",
    "save the Sarajevo wool buyer's IBAN: {i}",
    "IBAN: {i}\nReference: bale lot 44, July",
    "WhatsApp #finance: the Tunis blanket importer's new bank details, IBAN {i}",
    "IBAN ea ka: {i}",
    "i-IBAN yami: {i}",
    "my IBAN is {i}",
    "o meu IBAN: {i}",
    "NGO grant transfer, IBAN {i}",
    "i-IBAN yam ngu {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _za_id(g: random.Random) -> str:
    """A South African identity number: a birth date, a serial, citizenship, 8, a Luhn digit."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(55, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = born + _r(h, D, 4) + h.choice("01") + "8"
        return body + luhn.calc_check_digit(body)

    return v.until(g, make, za_idnr.is_valid)


def _za_tin(g: random.Random) -> str:
    """A South African tax reference number: ten digits starting 0-3 or 9, a Luhn digit."""

    def make(h: random.Random) -> str:
        body = h.choice("01239") + _r(h, D, 8)
        return body + luhn.calc_check_digit(body)

    return v.until(g, make, za_tin.is_valid)


def _nuit(g: random.Random) -> str:
    """A Mozambican NUIT: nine digits with a weighted check digit."""

    def make(h: random.Random) -> str:
        body = h.choice("1456") + _r(h, D, 7)
        return body + mz_nuit.calc_check_digit(body)

    return v.until(g, make, mz_nuit.is_valid)


def _ls_id(g: random.Random) -> str:
    """A Lesotho national id number: a run of digits, no public check."""
    return g.choice("0123") + _r(g, D, 11)


def _ls_passport(g: random.Random) -> str:
    """A Lesotho passport number: RA and seven digits, no public check."""
    return "RA" + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "Sipho's South African ID number for the payroll: {s}": _za_id,
    "inombolo kamazisi yami (ID number): {s}": _za_id,
    "ID-nommer van Jannie vir die kontrak: {s}": _za_id,
    "nomoro ea ID ea Afrika Boroa ea Nomvula: {s}": _za_id,
    "SARS tax reference number of the Bloemfontein wool buyer: {s}": _za_tin,
    "belastingverwysingsnommer: {s}": _za_tin,
    "NUIT do Armando para o contrato: {s}": _nuit,
    "o meu NUIT é {s}": _nuit,
    "Celso, número NUIT: {s}": _nuit,
    "nomoro ea ID ea naha (Lesotho): {s}": _ls_id,
    "Lesotho national ID of the new shepherd: {s}": _ls_id,
    "nomoro ea passport ea ka: {s}": _ls_passport,
    "Lineo's passport number for the visa form: {s}": _ls_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 3)}{_r(rng, D, 3)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = ["MalutiPay 2FA recovery codes\n{codes}",
            "backup codes for the lodge's Google account {codes}",
            "likhoutu tsa backup tsa 2FA: {codes}", "amakhodi e-backup e-2FA: {codes}",
            "rugsteunkodes vir 2FA: {codes}", "códigos de recuperação 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/MalutiPay:thabo@letsatsi-wool.co.ls?secret={s}&issuer=MalutiPay",
              "Aegis, manual setup key for the Mukuru login: {s}",
              "2FA secret for the SaniTrack admin: {s}",
              "senotlolo sa 2FA: {s}", "TOTP-geheim vir die bank: {s}"]  # fmt: skip
_CODES = ["{c} is your MalutiPay verification code", "EcoCash: your one-time PIN is {c}",
          "khoutu ea netefatso: {c}", "ikhodi yokuqinisekisa: {c}", "jou eenmalige kode is {c}",
          "o seu código de verificação é {c}", "Use {c} to sign in to Mukuru",
          "ikhowudi yokungena: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 3) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = [
    "Letsatsi-Shed",
    "LHW-Lodge-5G",
    "Semonkong Lodge Guest",
    "SaniTop-Office",
    "Vodacom-LS-4821",
    "Econet-Maseru-2G",
    "Mokhotlong Wool Shed",
    "Thaba-Tseka-Clinic",
]
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "lodge network {s}, password {pw}",
    "wifi at Sani Top: {s} / {pw}",
    "phasewete ea wifi {s} ke {pw}",
    "iphasiwedi ye-wifi {s} yi-{pw}",
    "iphaswedi ye-wifi {s} ngu-{pw}",
    "die wifi {s} se wagwoord is {pw}",
    "a palavra-passe do wifi {s} é {pw}",
    "NGO clinic router: ssid {s}, psk {pw}",
    "the key printed under the Vodacom box: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("mlp_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ghp_", (ALNUM, 36)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "tlhaku ka tlhaku: {t}",
          "uhlamvu ngohlamvu: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["PIN ea karete ea ka ke {pw}", "khoutu ea senotlolo sa shed: {pw}",
          "i-PIN yekhadi lami yi-{pw}", "ikhodi yesango: {pw}",
          "die PIN-kode van die kluis is {pw}",
          "die kode is {pw} vir die hek", "o código do cadeado é {pw}",
          "the shed door keypad takes {pw} then #", "lodge safe code: {pw}",
          "PIN ea SIM: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = [
    "mohair",
    "pony",
    "blanket",
    "shearing",
    "maloti",
    "waterfall",
    "basalt",
    "aloe",
    "snowline",
    "kraal",
    "donkey",
    "reservoir",
    "thunder",
    "sorghum",
]
_PHRASES = {"Bitwarden master passphrase for the office vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-", "Proton Pass passphrase: {p}": ".",
            "passphrase ea backup: {p}": " ", "i-passphrase ye-backup: {p}": "_",
            "die wagfrase van die kluis: {p}": " ", "frase-passe do cofre: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "HTTPie: http GET api.letsatsi.lan/bales 'Authorization: Bearer {v}'": False,
    "Bruno collection, header Authorization = Basic {v}": True,
    "curl -H 'authorization: bearer {v}' https://api.letsatsi.lan/v1/lodge": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "config/database.yml:\nproduction:\n  username: lodge\n  password: {pw}",
    "application.properties:\nspring.datasource.password={pw}",
    ".pgpass:\npg.letsatsi.lan:5432:lodge:lodge:{pw}",
    "msmtprc:\naccount lodge\nuser lodge@letsatsi-wool.co.ls\npassword {pw}",
    "fetchmailrc:\npoll mail.letsatsi-wool.co.ls user 'shed' there with password '{pw}'",
    "smb.conf credentials file:\nusername=shed\npassword={pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'wool', 'PASSWORD': '{pw}'}}}}",
    "appsettings.json:\n{{\"Smtp\": {{\"User\": \"lodge\", \"Password\": \"{pw}\"}}}}",
    "odoo.conf:\n[options]\ndb_user = odoo\ndb_password = {pw}\nadmin_passwd = {pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "values.yaml:\npostgresql:\n  auth:\n    password: {pw}",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"Letsatsi-Shed\"\n  psk=\"{pw}\"\n}}",
    ".env:\nDB_USER=lodge\nDB_PASS={pw}",
    "rclone.conf:\n[lodge-sftp]\ntype = sftp\nuser = shed\npass = {pw}",
    "mosquitto passwd input:\nshedsensor:{pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Thabo: lodge wifi password?\nPalesa: {pw}",
    "[06:12] teboho: root pw for the shed server?\n[06:13] moeketsi: {pw}",
    "Lineo: {pw} is the new booking admin password",
    "Mpho: use {pw}, that's what the satellite modem has now",
    "Palesa: phasewete e ncha ke {pw}",
    "Sipho: iphasiwedi entsha yi-{pw}",
    "Ayanda: iphaswedi entsha ngu-{pw}",
    "Hennie: nuwe wagwoord is {pw}",
    "Armando: a palavra-passe nova é {pw}",
    "[21:40] nthabiseng: phasewete?\n[21:41] refiloe: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 26), (_spelled, 14), (_cli, 34), (_urls, 14), (_vendors, 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 18), (_backups, 6), (_totp, 5), (_codes, 8), (_wifi, 16),
    (_spelled_tokens, 9), (_locks, 10), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
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
    "the lodge admin password is": "{s}", "shed server pw:": "{s} (since the June outage)",
    "phasewete ke": "{s}", "iphasiwedi yi-": "{s}\nyishintshe emva kwenyanga",
    "iphaswedi ngu": "{s}", "wagwoord:": "{s}", "a palavra-passe é": "{s}",
    "router password": "{s}", "the password Moeketsi read out over the radio was": "{s}, I think",
    "NGO laptop password": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "MalutiPay secret key", "{s}", _j("mlp_live_", (ALNUM, 32))),
    ("split_token", "SaniTrack key:", "{s} (vehicle tracking)", _j("snt_", (LOWER_DIGITS, 36))),
    ("split_token", "TymeBank client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Exodus backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "BA"))),
    ("split_backup", "Mukuru recovery codes", "{s}\nKXR204-7QM2D\nBTW881-H3VZ9",
     lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NUIT", "{s}", _nuit),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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


_MP: tuple[str, Maker] = ("meta_password", _plain_pw)


def _meta_card(g: random.Random) -> str:
    return v.grouped(v.card(g, "mastercard"), " ", g)


def _one_backup(g: random.Random) -> str:
    return _backup_list(g, 1, 4)[0]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"lodge": {"url": "https://pms.letsatsi.lan", "admin_password": "{s}"}}': _MP,
    '{"phasewete": "{s}"}': _MP,
    '{"account": {"user": "thabo", "passwd": "{s}"}}': _MP,
    '{"scales": [{"name": "scale-a"}, {"name": "scale-b", "web_password": "{s}"}]}': _MP,
    '{"argv": ["beeline", "-u", "jdbc:hive2://hive:10000", "-n", "wool", "-p", "{s}"]}': _MP,
    '{"note": "iphasiwedi ye-server yi-{s}"}': _MP,
    '{"wagwoord": "{s}"}': _MP,
    '{"transcript": "log into the satellite modem as admin with the password {s}"}': _MP,
    '{"malutipay": {"secret_key": "{s}"}}': ("meta_token", _j("mlp_live_", (ALNUM, 32))),
    '{"letsatsiGridKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"mama_money_api_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", _meta_card),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "XK")),
    '{"employee": {"za_id_number": "{s}"}}': ("meta_id", _za_id),
    '{"mfa": {"recovery_codes": ["{s}", "KXR204-7QM2D"]}}': ("meta_otp", _one_backup),
    '{"wool_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "LHW-Lodge-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"baler-hmi-firmware-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/letsatsi/lodge-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"bales: add micron column for mohair", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"lodge: revert tariff table", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"shearing_2032-09-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"wool-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the lodge PMS password before the auditors arrive on 2032-08-11.",
    "Palesa asked for the shed wifi password; it's on the card in the manager's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `MALUTIPAY_SECRET_KEY=replace-me` is a placeholder.",
    "The booking panel asks for a new admin password after every update.",
    "Replace <YOUR_SANITRACK_KEY> in the README with the key from your dashboard.",
    "MAMAMONEY_API_KEY and OZOW_PRIVATE_KEY must be set before the nightly payout job runs.",
    "U se ke ua bolella motho phasewete ea hao.",
    "Ungatsheli muntu iphasiwedi yakho.",
    "Ungaxeleli mntu iphaswedi yakho.",
    "Moenie jou wagwoord vir iemand sê nie.",
    "Não contes a tua palavra-passe a ninguém.",
    "Phasewete e lokela ho ba le litlhaku tse leshome le metso e mene.",
    "Die wagwoord moet ten minste veertien karakters lank wees.",
    "A palavra-passe deve ter pelo menos catorze caracteres.",
    "Upgraded the baler HMI firmware from 2.6 to 2.7 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the micron column for mohair bales.",
    f"Rolled back to {_SHORT} after the tariff table broke the lodge invoices.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The baler HMI firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of wool-export-2031.parquet: {_SHA512}",
    f"The lodge API container runs ghcr.io/letsatsi/lodge-api@sha256:{_IMAGE}.",
    f"MD5 of shearing_2032-09-14.csv is {_MD5}, same as the copy on the shed share.",
    "Request id 3c9d17a2-5b4e-4e61-a8f0-2d7c1b9e6f45 is the slow one in the booking logs.",
    "Purchase order PO-2032-00731 for 120 bales of kid mohair ships on Thursday.",
    "Zendesk #3381: the Mokhotlong shed generator keeps tripping at night.",
    "Call the Semonkong lodge on +266 2700 0184 before noon to book the pony trek.",
    "The Sani Pass shuttle leaves Sani Top at 08:30 and costs M 450 per seat.",
    "Bale ticket LHW-MKH-2032-0077 covers 18 bales, 26.4 micron, clean yield 72 %.",
    "The Maletsunyane falls are 192 m high; the lodge is a two-hour walk away.",
    "It was -9 °C at Sani Top last night and 4 °C in Maseru.",
    "After five wrong passwords the booking panel locks the account for 20 minutes.",
    "The secret of a good Basotho blanket is the wool from the high pastures.",
    "Ask Thabo for the shed keypad code, I don't have it.",
    "My card ending 4417 was declined at the Mokhotlong hardware store.",
    "The Sarajevo buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the company MalutiPay account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SANITRACK_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the shed rusts in the snow; oil it every month.",
    "The guest wifi 'Semonkong Lodge Free' is open, no password needed.",
    "Lot LOT-2032-MKH-0311, 60 kg, micron 24.8; the wool scored 84.5 at the Port Elizabeth sale.",
    "Invoice INV-2032-0412 is due on 30 September, total M 18 240.00.",
    "Version 4.2.1 of the lodge app fixed the tariff rounding bug.",
    "Phasewete ea hao e tlameha ho fetoloa khoeli le khoeli.",
    "Iphasiwedi kufanele ibe nezinhlamvu eziyishumi nane.",
    "Die PIN-kode word nooit per e-pos gestuur nie.",
    "O código PIN nunca é enviado por SMS.",
    "Flight SA 8031 from Johannesburg lands in Maseru at 14:05.",
    "The border post at Sani Pass opens at 06:00 and closes at 18:00.",
    "Order 88213 from the Maseru hardware shop: 40 m of fencing wire, M 1 260.",
    "ISBN 978-0-620-45112-9 is the shearing handbook on the office shelf.",
    "Train the new shearers on Tuesday; bring the shearing log book, page 17.",
    "Pony 12 (Letšoai) needs new shoes before the Semonkong trek on the 14th.",
    "The tokens in the lodge loyalty program expire after 12 months.",
    "Mokhotlong shed phone: +266 2292 0417, open 07:00 to 16:00.",
    "The password reset e-mail takes about five minutes to arrive.",
    "Vodacom bundle 2 GB for M 99, valid 30 days.",
    "The API rate limit is 120 requests per minute per key.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/lhw/lodge-pms", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "3381", "purchase_order": "PO-2032-00731"}',
    '{"lot": {"id": "LOT-2032-MKH-0311", "weight_kg": 60, "micron": 24.8}}',
    '{"phone": "+266 2700 0184", "city": "Semonkong"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "bales_in_stock": 1284}',
    '{"shuttle": {"route": "Sani Top - Himeville", "departs": "08:30", "price": "M 450"}}',
    '{"invoice": "INV-2032-0412", "total": 18240.0, "currency": "LSL"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
