# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-twenty-sixth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-twenty-fifth's
docstring, the fifth to three-hundred-and-twenty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (327 to 329), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (326_418_093), password words (a Gaelic sea
word, a piece of farm gear and a number, `SgadanWellboat47!`; dashed `tarbert-creel-512`; a pen
number and a word; a name, a year and a township; leet `H4rr1sTw33d`; a generator's dotted groups;
random runs).

The fictional company is Muirgorm Marine Ltd (office in Stornoway, salmon pens and feed barges on
Loch Erisort, a smolt unit in Benbecula, a shop and tweed loft in Tarbert, a bothy in Castlebay),
with its care arm Hebridean Care, Polish and Romanian fish-farm staff, Filipino care workers,
mainland Scots contractors and a Faroese partner trawler company (Havbrún P/F), and relatives in
Kraków, Suceava, Cebu, Toronto, Nuuk, Stanley, Reykjavík and Glasgow; every company, person,
address, domain (`muirgorm.lan`, `muirgorm.scot`, `hebcare.lan`), bank and number is invented,
only the region (the Outer Hebrides) is real. Texts: Teams and Slack chats with times, tickets
(Freshservice, Jira), notes, runbooks, shell prompts, config and env files, voice-note
transcripts and requests to the assistant; separators from a colon, `is`, `'s`, `e`, `to`, `ay`,
`er`, `=`, an arrow, a dash and a new line after a question.

Grep counts (heldouts 5 to 325 naming each, grep -l): none for Hebrides, Benbecula, Muirgorm,
Havbrún, HebPay, CuanBook, TweedLedger, MachairSMS, SalmoTrack, CareRota, Oxyguard, Olex, ssvnc,
sftpgo-cli, Loqate, Ideal Postcodes, getAddress, DataPoint, Ordnance Survey, RotaCloud, Mintsoft,
Parcelforce, Starling, `abairt-faire`, `ainm-cleachdaidh`, `atgongdarorð`, `endurskapanarorð`,
`frøorð`, `haslo od`, `codul numeric personal`; one for Stornoway, Tarbert, `consul login`,
GetUserSPNs, GoCardless, Marport, `hasełko`, `wag ipagsabi`; two or three for owncast, wg-quick,
MicroSIP, ezstream, `aws configure set`, Esendex, Zoiper, `passwurd`, `còd dearbhaidh`,
`còdan cùl-taic`, `trygdarkotur`, `V-tal`, `P-tal`; the most used wordings kept for contrast are
`password ng` (51), `yung password` (27), `hasło do` (62) and `parola de la` (11).

About half of the secret samples are not in English: Scottish Gaelic as texted (`s e am
facal-faire`, `facal faire`, `ainm-cleachdaidh`, `iuchair API`, `còd a' ghlas`, `còd dearbhaidh`,
`abairt-faire`, `àireamh na cairt`), the Scots of mainland contractors (`passwurd`, `fur`, `tae`,
`wi`, `dinnae`, `whit ah set fur the router`), the Polish and Romanian of the fish-farm staff, with
diacritics and without (`hasło do`, `haslo od`, `hasełko`, `kod do kłódki`, `parola e`, `parola
nouă`, `cheie API`, `codul de la lacăt`), the Tagalog of care workers in Taglish (`password ng`,
`ay`, `po`, `salitang … tapos`, `yung tatlong numero sa likod`) and the Faroese of the trawler
partner (`loyniorðið er`, `brúkaranavn`, `API-lykilin`, `V-talið`, `P-talið`, `trygdarkotur`,
`kodan til lásin`). Polish, Romanian and Tagalog wordings are ordinary usage as far as the author
knows; the author's guesses, checked by no speaker, are the Gaelic texting forms (notably
`abairt-faire`, `faclan-sìl`, `còdan cùl-taic`), the Scots spellings, the Faroese `atgongdarorð`,
`endurskapanarorðini`, `frøorðini`, `dulkóðingarlykil`, `loyniorðsetningin` and `trygdarkotur`, and
the Romanian `fraza de acces`.

Vendors: invented ones (HebPay `hbp_live_`, CuanBook `cbk-`, TweedLedger `twl.`, MachairSMS
`msms_`, Havbrún Fangst `hvf_`, SalmoTrack UUIDs, CareRota Hebrides `crh_`, a partner portal
`fpk_`, Marport `mpc_`, Olex `olx_`, Teltonika RMS `rms_`; shapes guessed), UK ones with guessed
shapes (GoCardless, Starling, Loqate, Ideal Postcodes, getAddress.io, Met Office DataPoint,
Ordnance Survey Data Hub, RotaCloud, Mintsoft, Parcelforce, Esendex) and the known GitHub, GitLab,
Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Telegram, Mailgun,
Shopify, DigitalOcean, Linear, Doppler, Postman, Tailscale, Grafana, Notion, Figma, PyPI, Pulumi,
Netlify, Databricks, Replicate, Groq, Perplexity, Sentry, Supabase and Square shapes; the JWTs are
well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: the UK's NHS number
(`gb.nhs`), UTR (`gb.utr`) and VAT number (`gb.vat`), Romania's CNP (`ro.cnp`), Poland's PESEL and
NIP (`pl.pesel`, `pl.nip`), the Faroes' V-tal (`fo.vn`) and the Danish-style P-tal (`dk.cpr`); the
National Insurance numbers and a Canadian SIN come from the value helpers (the SIN by Luhn).
Cards pass Luhn (`stdnum.luhn`, in the self-check); IBANs of the United Kingdom, the Faroes,
Greenland, Romania, Poland, the Falklands, Iceland and Gibraltar (all used by some thirty earlier
corpora; chosen to fit the people here), checked with `stdnum.iban`; seed phrases from mnemonic's
English, Czech, Italian, Spanish, Portuguese and Korean lists, checked with `Mnemonic(lang).check`.
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
from stdnum.dk import cpr as dk_cpr
from stdnum.fo import vn as fo_vn
from stdnum.gb import nhs as gb_nhs
from stdnum.gb import utr as gb_utr
from stdnum.gb import vat as gb_vat
from stdnum.pl import nip as pl_nip
from stdnum.pl import pesel as pl_pesel
from stdnum.ro import cnp as ro_cnp

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 326_418_093
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


_ISLES = ["Stornoway", "Tarbert", "Barra", "Benbecula", "Castlebay", "Leverburgh", "Balivanich",
          "Lochboisdale", "Eriskay", "Scalpay", "Uig", "Carloway", "Ness", "Lochmaddy"]  # fmt: skip
_SEA = ["Sgadan", "Rionnag", "Bradan", "Muirgorm", "Faoileag", "Ròn", "Cliabh", "Creagan",
        "Geodha", "Sgeir", "Machair", "Mòinteach", "Cuan", "Lìon"]  # fmt: skip
_THINGS = ["Cage", "Smolt", "Feedbarge", "Wellboat", "Creel", "Pontoon", "Ferry", "Peat",
           "Tweed", "Loom", "Lobster", "Kelp"]  # fmt: skip
_NAMES = ["Catriona", "Iain", "Seonag", "Murdo", "Kenny", "Mairi", "Krzysztof", "Agnieszka",
          "Bartek", "Ionut", "Mihaela", "Florin", "Maricel", "Rodel", "Lorna", "Joanes",
          "Rogvi", "Solja", "Hedin", "Tam", "Shug", "Davie"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["H4rr1sTw33d", "B4rr4B34ch", "Sg4d4n", "M4ch41r", "St0rn0w4y", "C4stl3b4y",
         "F33db4rg3"]  # fmt: skip


def _gen_groups(g: random.Random) -> str:
    """Four random groups of four, as a vault generator writes them."""
    return ".".join(_r(g, LOWER_DIGITS, 4) for _ in range(4))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SEA)}{g.choice(_THINGS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_ISLES).lower()}-{g.choice(_THINGS).lower()}-{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}{g.choice(_ISLES)}",
    lambda g: _r(g, ALNUM + "%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
    lambda g: f"Pen{g.randrange(1, 25)}{g.choice(_SEA)}{g.randrange(1000, 10_000)}",
    lambda g: f"{g.choice(_SEA).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _gen_groups,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}_{g.choice(_ISLES).lower()}_{g.randrange(1960, 2031)}",
    lambda g: _r(g, ALNUM, 15),
]
_PLAIN_CHARS = set(ALNUM + "._~-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN_CHARS)


_SAID = [
    "Teams note, Muirgorm hatchery Tarbert: the Oxyguard controller password is {pw}",
    "ticket MGM-4471 (Freshservice): feed barge PC at Loch Erisort, local admin password {pw}",
    "Catriona: s e am facal-faire ùr aig a' bhàta-bìdh {pw}",
    "Seonag: facal-faire an router sa bhùth an Tairbeart -> {pw}",
    "Mairi (voice note): ceart, am facal-faire airson a' phortal, sgrìobh sìos e, {pw}",
    "Murdo: facal faire na h-oifis ann an Steòrnabhagh {pw} na innis do dhuine",
    "Tam: the passwurd fur the site hut laptop's {pw}, dinnae lose it",
    "Shug: aye the login's sorted, password noo is {pw} fur the crane cab tablet",
    "Davie (contractor, Inverness): ah set the CCTV NVR password tae {pw}",
    "Krzysztof: hasło do panelu karmienia na barce: {pw}",
    "Agnieszka: haslo od komputera w wylęgarni to {pw} nie mow nikomu",
    "Bartek: nowe hasełko do Wi-Fi w kontenerze socjalnym → {pw}",
    "Ionuț: parola de la calculatorul de pe barjă e {pw}",
    "Mihaela: parola nouă pentru portalul de salarii este {pw}",
    "Florin: am schimbat parola la {pw}, s-o știi și tu",
    "Maricel: ate eto na yung bagong password ng care app: {pw}",
    "Rodel: pw ng laptop sa Balivanich office ay {pw} po",
    "Lorna: password ng e-MAR natin {pw} wag ipagsabi ha",
    "Jóannes: loyniorðið til skipstjórnarteldan er {pw}",
    "Rógvi: nýtt loyniorð á trolarinum: {pw}",
    "Sólja: atgongdarorðið til bókhaldið hjá Havbrún er {pw}",
    "runbook: Benbecula smolt unit, SCADA HMI operator password = {pw}",
    "note to self - Castlebay B&B booking laptop password {pw}",
    "Assistant, remember this for me: the Hebridean Care rota app password is {pw}",
    "please store: Barra pontoon camera admin pw: {pw}",
    "voice note (transcribed): uh the password for the weighbridge at Arnish is {pw} okay",
    "Slack #farm-ops: AKVA-style feed camera recorder, password {pw} (changed after the storm)",
    "[08:14] kenny: Leverburgh ferry office printer admin password - {pw}",
    "Iain: password an t-seòmar-fuarachaidh {pw}",
    "Tam: it's {pw} fur the generator panel, the password ah mean",
    "Agnieszka: hasło do maila biurowego zmienione, teraz {pw}",
    "Florin: parola wifi-ului din cabana de la Scalpay e {pw}",
    "Maricel: yung password ni Lola sa Cebu para sa GCash ay {pw}",
    "Heðin: loyniorð til VPN hjá Havbrún P/F: {pw}",
    "Jira MG-208: Lochmaddy depot label printer web UI password {pw}",
    "Catriona (text): facal-faire email na companaidh an-dràsta {pw}",
]
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")

_USERS = ["catriona.macleod", "iain.d", "seonag", "murdo", "kmorrison", "mairi.campbell",
          "kwojcik", "anowak", "bartek.k", "ionut.p", "mihaela.r", "florin", "maricel",
          "rodel.s", "lorna", "joannes", "rogvi.h", "tam.mcbride", "shug"]  # fmt: skip
_LOGINS = [
    "Hebridean Care rota app - user {u}, password {pw}",
    "Catriona: ainm-cleachdaidh {u} agus facal-faire {pw}",
    "Krzysztof: login {u} hasło {pw} do systemu paszowego",
    "Ionuț: utilizator {u} / parola {pw}",
    "Maricel: username ko {u}, password ko {pw}",
    "Jóannes: brúkaranavn {u} loyniorð {pw}",
    "Tam: log in as {u} wi {pw}",
    "feed system: {u} / {pw}",
    "creds for the Arnish weighbridge are {u} and {pw}",
    "{u}:{pw}@nvr.muirgorm.lan",
    "u={u} p={pw} (Balivanich rota PC)",
    "| {u} | {pw} | hatchery HMI |",
    "Seonag: sign in as {u} with {pw}",
    "Bartek: user: {u}, pass: {pw}",
    "Mihaela: cont {u}, parolă {pw}",
    "Lorna: login ni {u} ay {pw}",
]
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")

_SAID_WORDS = ["sgadan", "rionnag", "faoileag", "machair", "geodha", "clachan", "skerry",
               "puffin", "gannet", "sealgair", "halla", "tobar"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "Catriona: am facal-faire, s e am facal {w} agus an uair sin {d}",
    "Tam: it's the word {w} an then {d} efter it, aw wee letters",
    "the password is the word {w} followed by {d}",
    "Krzysztof: hasło to słowo {w} i liczba {d}",
    "Ionuț: parola e cuvântul {w} și apoi {d}",
    "Maricel: yung password, salitang {w} tapos {d}",
    "Jóannes: loyniorðið er orðið {w} og síðan {d}",
    "voice note: type {w}, then {d}; that's the barge PC password",
    "{w}{d} - that's the wifi password in the bothy",
    "Mairi: the name of my gran's collie, {w}, followed by {d}",
    "Shug: {w} wi a capital at the front an {d} at the end",
    "Bartek: {w}{d} to nowe hasło",
]


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "consul acl bootstrap; consul login -method=userpass -password {pw}",
    "openssl pkcs12 -export -in farm.crt -inkey farm.key -out farm.p12 -passout pass:{pw}",
    "qpdf --decrypt --password={pw} payslips-2032-05.pdf out.pdf",
    "sftpgo-cli add-user --username hatchery --password {pw}",
    "aws configure set aws_secret_access_key {pw} --profile muirgorm",
    "ezstream -c radio.xml  # <password>{pw}</password>",
    "owncast --adminpassword {pw}",
    "yt-dlp --username tam --password {pw} https://video.muirgorm.lan/induction",
    "netexec smb 10.40.0.5 -u svc_backup -p {pw}",
    "GetUserSPNs.py muirgorm.lan/svc_backup:{pw} -dc-ip 10.40.0.5",
    "strongswan: echo ': PSK \"{pw}\"' >> /etc/ipsec.secrets",
    "wg-quick up barra0 && curl -u monitor:{pw} http://10.41.0.1/status",
    "ssvnc -cmd vnc://feedbarge:5901 -passwd {pw}",
    "freeswitch: fs_cli -H 127.0.0.1 -p {pw} -x 'sofia status'",
    "MicroSIP.ini: password={pw}",
    "Olex plotter backup: smbclient //olex/share -U olex%{pw}",
    "mysql -u feed -p{pw} -h db.muirgorm.lan feedlog",
    "sshpass -p {pw} ssh ops@barge-erisort.muirgorm.lan",
    "redis-cli -h 10.40.0.9 -a {pw} info",
    "docker login registry.muirgorm.lan -u ci -p {pw}",
    "7z a -p{pw} rota-backup.7z rota/",
    "zip -P {pw} payslips.zip *.pdf",
    "lftp -u hatchery,{pw} sftp://files.muirgorm.lan",
    "sqlcmd -S sql01 -U sa -P {pw} -Q 'select 1'",
    "ldapsearch -x -D cn=admin,dc=muirgorm,dc=lan -w {pw}",
    "mosquitto_pub -h mqtt.muirgorm.lan -u sensor -P {pw} -t cage/7/o2 -m 8.1",
    "keytool -importcert -keystore care.jks -storepass {pw} -file ca.crt",
    "ipmitool -I lanplus -H 10.40.0.30 -U ADMIN -P {pw} power status",
    "xfreerdp /v:rota-pc /u:maricel /p:{pw}",
    "plink -ssh ops@10.40.0.12 -pw {pw}",
    "htpasswd -b /etc/nginx/.htpasswd tam {pw}",
    "echo '{pw}' | sudo -S systemctl restart oxyguard",
    "gpg --batch --passphrase {pw} -d smolt-counts.csv.gpg",
    "curl -u catriona:{pw} https://wiki.muirgorm.lan/api/pages",
]
_SHELLS = [
    "ops@barge-erisort:~$ {c}",
    "PS C:\\Users\\ionut> {c}",
    "Tam pasted this in the channel:\n{c}",
    "[Krzysztof] uruchom to:\n{c}",
    "Catriona: ruith seo\n{c}",
    "history | tail -3\n  512  {c}",
    "runbook step 4: {c}",
]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        samples = _Family(cls, templates, _with(_plain_pw), "pw").take(rng, n)
        return v.framed(rng, samples, frames)

    return take


_cli = _framed("command_line", _CLI, _SHELLS)

_URLS = [
    "DATABASE_URL=postgres://feedlog:{pw}@db.muirgorm.lan:5432/feedlog",
    "mongodb://care:{pw}@mongo.hebcare.lan:27017/rota?authSource=admin",
    "amqp://sensor:{pw}@mq.muirgorm.lan:5672/cages",
    "redis://:{pw}@10.40.0.9:6379/2",
    "mysql://wellboat:{pw}@10.41.2.4/logbook",
    "Server=sql01;Database=Payroll;User Id=sa;Password={pw};",
    "sqlserver://rota:{pw}@rota-pc:1433",
    "ftp://olex:{pw}@10.40.0.44/exports",
    "socks5://tam:{pw}@:1080",
    "smtps://alerts%40muirgorm.scot:{pw}@smtp.muirgorm.scot:465",
    "clickhouse://reader:{pw}@ch.muirgorm.lan:9000/sensors",
]
_URL_PLACES = ["{u}", "Catriona: seo an ceangal {u}", "Florin: conexiunea e {u}",
               "Krzysztof: {u}", "config: {u}"]  # fmt: skip


def _url_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    pw = _plain_pw(rng)
    return {"u": rng.choice(_URLS).format(pw=pw), "secret": pw}


_urls = _Family("connection_string", _URL_PLACES, _url_draw, "u")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _sb_jwt(g: random.Random) -> str:
    claims = {"iss": "supabase", "ref": _r(g, LOWER, 20), "role": "service_role"}
    return _jwt_of(g, {"alg": "HS256", "typ": "JWT"}, claims, 43)


_TELEGRAM = _j((D, 10), ":AA", (URLSAFE, 33))
# template → the token's maker ({t}: the token); known shapes and invented or guessed ones
_VENDOR_PLACES: dict[str, Maker] = {
    "GitHub PAT for the hatchery repo: {t}": _j("ghp_", (ALNUM, 36)),
    "Catriona: tòcan GitLab airson an CI {t}": _j("glpat-", (URLSAFE, 20)),
    "Slack bot token for #farm-alerts -> {t}": _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24)),
    "Stripe live key for the Castlebay shop: {t}": _j("sk_live_", (ALNUM, 99)),
    "Florin: cheia OpenAI de la proiectul de traduceri e {t}": _j("sk-proj-", (URLSAFE, 120)),
    "ANTHROPIC_API_KEY={t}": _j("sk-ant-api03-", (URLSAFE, 93), "AA"),
    "Krzysztof: klucz AWS do backupu {t}": _j("AKIA", (UPPER_DIGITS, 16)),
    "Maps key for the delivery app: {t}": _j("AIza", (URLSAFE, 35)),
    "Maricel: token ng Hugging Face ni Rodel {t}": _j("hf_", (ALNUM, 34)),
    "npm publish token (care-forms pkg) {t}": _j("npm_", (ALNUM, 36)),
    "SendGrid key for rota reminders {t}": _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43)),
    "Telegram bot for cage O2 alerts: {t}": _TELEGRAM,
    "Jóannes: Telegram bot-lykilin hjá trolaranum er {t}": _TELEGRAM,
    "Mailgun key (muirgorm.scot domain) {t}": _j("key-", (HEX, 32)),
    "Shopify admin token, Harris tweed shop: {t}": _j("shpat_", (HEX, 32)),
    "DigitalOcean token for the booking droplet: {t}": _j("dop_v1_", (HEX, 64)),
    "Linear API key {t}": _j("lin_api_", (ALNUM, 40)),
    "Doppler service token (hebcare prd): {t}": _j("dp.st.prd.", (ALNUM, 43)),
    "Postman key {t}": _j("PMAK-", (HEX, 24), "-", (HEX, 34)),
    "Tailscale auth key for the barges: {t}": _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32)),
    "Grafana service account token {t}": _j("glsa_", (ALNUM, 32), "_", (HEX, 8)),
    "Notion integration secret: {t}": _j("ntn_", (ALNUM, 46)),
    "Figma token for the brochure: {t}": _j("figd_", (URLSAFE, 40)),
    "PyPI upload token {t}": _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60)),
    "Pulumi access token {t}": _j("pul-", (HEX, 40)),
    "Netlify token for the ferry-times site: {t}": _j("nfp_", (ALNUM, 36)),
    "Databricks PAT {t}": _j("dapi", (HEX, 32)),
    "Replicate token {t}": _j("r8_", (ALNUM, 37)),
    "Groq key for the voice notes bot: {t}": _j("gsk_", (ALNUM, 52)),
    "Agnieszka: klucz Perplexity {t}": _j("pplx-", (ALNUM, 48)),
    "Sentry auth token {t}": _j("sntrys_", (B64, 120)),
    "Supabase service role key for the care app: {t}": _sb_jwt,
    "Square access token (Stornoway café) {t}": _j("EAAA", (URLSAFE, 60)),
    # invented vendors (shapes guessed)
    "HebPay live key: {t}": _j("hbp_live_", (ALNUM, 32)),
    "Catriona: iuchair API CuanBook (aiseag) {t}": _j("cbk-", (LOWER_DIGITS, 30)),
    "TweedLedger API key = {t}": _j("twl.", (ALNUM, 40)),
    "MachairSMS token {t}": _j("msms_", (HEX, 40)),
    "Rógvi: API-lykilin til Havbrún Fangst er {t}": _j("hvf_", (ALNUM, 36)),
    "Ionuț: cheie API pentru SalmoTrack: {t}": lambda g: v.uuid4(g, "b"),
    "Maricel: API key ng CareRota Hebrides {t}": _j("crh_", (ALNUM, 34)),
    # UK and Nordic vendors, shapes guessed
    "GoCardless access token (live): {t}": _j("live_", (URLSAFE, 40)),
    "Starling personal access token {t}": _j("eyJhbGciOiJQUzI1NiJ9.", (URLSAFE, 80)),
    "Loqate key for address lookup: {t}": _j((UPPER, 2), (D, 2), "-", (UPPER_DIGITS, 4), "-",
                                              (UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4)),
    "Ideal Postcodes api key {t}": _j("ak_", (LOWER_DIGITS, 30)),
    "getAddress.io key: {t}": _j((URLSAFE, 22), (D, 5)),
    "Met Office DataPoint key {t}": lambda g: v.uuid4(g, "8"),
    "Ordnance Survey Data Hub project key {t}": _j((ALNUM, 32)),
    "RotaCloud API key: {t}": _j((HEX, 40)),
    "Mintsoft API key {t}": lambda g: v.uuid4(g, "9"),
    "Parcelforce ExpressLink password token {t}": _j((ALNUM, 28), "=="),
    "Esendex API token {t}": _j((HEX, 48)),
    "Bakkafrost-style partner portal key (Sólja): {t}": _j("fpk_", (HEX, 40)),
    "Marport sensor cloud key {t}": _j("mpc_", (ALNUM, 40)),
    "Olex sync token {t}": _j("olx_", (URLSAFE, 36)),
    "Shug: the Zoiper provisioning key's {t}": _j((HEX, 32)),
    "Teltonika RMS token for the Barra router: {t}": _j("rms_", (ALNUM, 40)),
}  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_VENDOR_PLACES), n):
        token = _VENDOR_PLACES[template](rng)
        out.append(Sample("vendor_token", template.format(t=token), token))
    return out


_BARE_PLACES = ["{t}", "Teams: {t}", "it shows it only once so here\n{t}", "Iain: seo e {t}",
                "Bartek: wklejam {t}", "Maricel: eto {t}", "Tam: here ye go {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "==")]
_bare = _Family("random_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % 3](g)}, "t")

_HEX_PLACES = {  # template: the key's length in hex digits
    "OXYGUARD_HMAC_KEY={h}": 64,
    "Krzysztof: klucz szyfrowania kopii {h}": 64,
    "LoRaWAN AppKey for cage buoy 7: {h}": 32,
    "Catriona: an iuchair dhìomhair {h}": 48,
    "session_secret: {h}": 64,
    "Florin: secretul webhook-ului e {h}": 40,
    "SIGNING_SECRET={h}": 64,
    "Sólja: dulkóðingarlykil {h}": 64,
    "feed barge VPN pre-shared key {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = _r(rng, HEX, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")

_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "care app session cookie: {t}",
    "Maricel: token ng app {t}",
    "Ionuț: tokenul de acces e {t}",
    "curl -H 'Authorization: Bearer {t}' https://api.muirgorm.lan/cages",
    "localStorage.access_token = '{t}'",
    "Jóannes: JWT frá Havbrún portalinum {t}",
    "id_token={t}",
]


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    header = {"alg": ["HS256", "RS256", "ES256"][index % 3], "typ": "JWT"}
    claims = {
        "sub": rng.choice(_USERS),
        "iss": "https://auth.muirgorm.lan",
        "exp": 1_966_000_000 + index * 3_600,
        "role": rng.choice(["ops", "carer"]),
    }
    return {"t": _jwt_of(rng, header, claims, 43 if index % 3 == 0 else 86)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")

_PEM_PLACES = {  # template: the key's kind
    "id_ed25519 for the barge router:\n{key}": "OPENSSH PRIVATE KEY",
    "Krzysztof: klucz prywatny do serwera\n{key}": "RSA PRIVATE KEY",
    "tls/nvr.key\n{key}": "PRIVATE KEY",
    "Catriona: an iuchair phrìobhaideach\n{key}": "EC PRIVATE KEY",
    "Florin: cheia privată pentru VPN\n{key}": "PRIVATE KEY",
    "Jóannes: privati lykilin\n{key}": "OPENSSH PRIVATE KEY",
    "runbook annex B:\n{key}": "RSA PRIVATE KEY",
}


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = _PEM_PLACES[template]
    lines = [_r(rng, B64, 64) for _ in range(8)]
    body = [f"-----BEGIN {kind}-----", *lines, _r(rng, B64, 20) + "=", f"-----END {kind}-----"]
    return {"key": "\n".join(body), "secret": lines[index % 8]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")

_SEED_PLACES = {  # template: the word list's language
    "Rodel: seed phrase ng wallet ko {p}": "english",
    "Catriona: na faclan-sìl airson a' wallet {p}": "english",
    "Krzysztof: fraza odzyskiwania portfela: {p}": "czech",
    "Ionuț: cuvintele de recuperare ale portofelului {p}": "italian",
    "Jóannes: endurskapanarorðini {p}": "english",
    "Trezor backup (Shug's brother in Glasgow): {p}": "english",
    "Maricel: recovery words ni Tita sa Cebu {p}": "spanish",
    "voice note: the recovery phrase is {p}": "english",
    "Bartek: słowa seed {p}": "czech",
    "Mihaela: fraza de recuperare {p}": "portuguese",
    "metamask backup words:\n{p}": "english",
    "Sólja: frøorðini hjá lummabókini {p}": "korean",
}
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    size = [16, 32, 20][index % 3]
    phrase = str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(size))))
    if index % 4 == 3 and "voice" not in template:
        phrase = "\n".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))
    return {"p": phrase}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Maricel: card number ko {c} exp 09/34",
    "Catriona: àireamh na cairt {c}",
    "Krzysztof: numer karty firmowej {c}",
    "Ionuț: numărul cardului {c} expiră 03/33",
    "Jóannes: kortnummar {c}",
    "fuel card for the wellboat: {c}",
    "Tam: company card's {c}, pay the skip hire wi it",
    "Lorna: pambayad sa Lola, card {c}",
    "note: {c} 11/35",
]
_BRANDS = ["visa", "mastercard", "amex", "maestro", "discover", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")

_CVV_PLACES = [
    "Visa {c} exp 05/34, security code {cvv}",
    "Maricel: yung tatlong numero sa likod ng card ay {cvv}",
    "Krzysztof: kod CVV z tyłu karty {cvv}",
    "Ionuț: codul CVV de pe spatele cardului e {cvv}",
    "Catriona: an còd air cùl na cairt {cvv}",
    "the three digits on the back are {cvv} (card {c})",
]


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.card(rng, "visa"), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")

_IBAN_SHAPES = {
    "GB": "aaaa" + "n" * 14,
    "FO": "n" * 14,
    "GL": "n" * 14,
    "RO": "aaaa" + "c" * 16,
    "PL": "n" * 24,
    "FK": "aa" + "n" * 12,
    "IS": "n" * 22,
    "GI": "aaaa" + "c" * 15,
}
_IBAN_PLACES = {
    "Mihaela: IBAN-ul mamei din Suceava {i}": "RO",
    "Bartek: numer konta (IBAN) brata w Krakowie {i}": "PL",
    "Jóannes: IBAN hjá Havbrún P/F {i}": "FO",
    "Catriona: IBAN a' chompanaidh {i}": "GB",
    "payroll: Tam's account IBAN {i}": "GB",
    "Sólja: kontan hjá systrini í Nuuk {i}": "GL",
    "Rodel: IBAN ng pinsan ko sa Stanley {i}": "FK",
    "Heðin: IBAN í Íslandsbanka, Reykjavík {i}": "IS",
    "Shug: pay the Gibraltar supplier, IBAN {i}": "GI",
    "Ionuț: trimite banii pe {i}": "RO",
    "Agnieszka: przelew na {i}": "PL",
    "invoice footer: IBAN {i}": "FO",
}


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _nhs(g: random.Random) -> str:
    number = v.until(g, lambda h: _r(h, D, 10), gb_nhs.is_valid)
    return str(gb_nhs.format(number))


def _utr(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 10), gb_utr.is_valid)


def _gb_vat(g: random.Random) -> str:
    return "GB" + v.until(g, lambda h: _r(h, D, 9), gb_vat.is_valid)


def _cnp(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = (f"{h.choice('1256')}{h.randrange(50, 100):02d}{h.randrange(1, 13):02d}"
                f"{h.randrange(1, 29):02d}{h.randrange(1, 47):02d}{_r(h, D, 3)}")  # fmt: skip
        return body + ro_cnp.calc_check_digit(body)

    return v.until(g, make, ro_cnp.is_valid)


def _pesel(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = (f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}"
                f"{h.randrange(1, 29):02d}{_r(h, D, 4)}")  # fmt: skip
        return body + pl_pesel.calc_check_digit(body)

    return v.until(g, make, pl_pesel.is_valid)


def _nip(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 9), pl_nip.is_valid)


def _fo_vn(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("3456789") + _r(h, D, 5), fo_vn.is_valid)


def _cpr(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(50, 100):02d}-" + _r(
            h, D, 4
        )

    return v.until(g, make, dk_cpr.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "Lorna: NHS number ko {s}": _nhs,
    "care plan for Mrs MacNeil, Castlebay - NHS no. {s}": _nhs,
    "Catriona: àireamh NHS aig mo sheanmhair {s}": _nhs,
    "Tam: ma UTR fur the invoice is {s}": _utr,
    "self assessment, Unique Taxpayer Reference {s}": _utr,
    "Mihaela: CNP-ul meu e {s}": _cnp,
    "Ionuț: codul numeric personal al tatălui {s}": _cnp,
    "Florin: CNP {s}, pentru formular": _cnp,
    "Krzysztof: mój PESEL {s}": _pesel,
    "Agnieszka: PESEL mamy {s} do wniosku": _pesel,
    "Bartek: numer PESEL {s}": _pesel,
    "Krzysztof: NIP firmy brata {s}": _nip,
    "Jóannes: V-talið hjá Havbrún P/F er {s}": _fo_vn,
    "Rógvi: V-tal {s}": _fo_vn,
    "Sólja: P-talið hjá mær er {s}": _cpr,
    "Heðin: CPR-nummar {s}": _cpr,
    "Muirgorm Marine VAT registration {s}": _gb_vat,
    "National Insurance number for the new starter: {s}": v.nino_number,
    "Lorna: SIN ng kapatid ko sa Toronto {s}": v.sin_number,
    "Catriona: àireamh Àrachas Nàiseanta {s}": v.nino_number,
}
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = [
    "Muirgorm Google Workspace backup codes\n{codes}",
    "Krzysztof: kody zapasowe do konta firmowego {codes}",
    "Catriona: còdan cùl-taic airson a' chunntais {codes}",
    "Ionuț: codurile de rezervă pentru 2FA {codes}",
    "Maricel: backup codes ng Facebook ko {codes}",
    "Jóannes: trygdarkotur til kontuna {codes}",
]


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 8, index % 4)
    sep = ["\n", " ", ", ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 8]}


_SEEDS_2FA = [
    "TOTP secret for the HebPay admin: {s}",
    "Krzysztof: klucz 2FA do ręcznego wpisania {s}",
    "otpauth://totp/Muirgorm:catriona?secret={s}&issuer=Muirgorm",
    "Catriona: an iuchair 2FA (setup key) {s}",
]


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index == 1)}


_CODES = [
    "{c} is your HebPay verification code",
    "Maricel: yung OTP ko {c}",
    "Krzysztof: kod weryfikacyjny {c}",
    "Ionuț: codul de verificare e {c}",
    "Catriona: an còd dearbhaidh {c}",
]
_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = [
    "Muirgorm-Barge-Erisort",
    "MGM-Hatchery-5G",
    "HebCare Staff",
    "Castlebay-Bothy",
    "Havbrun-Trolari",
    "Tarbert Tweed Loft",
    "BT-Hub-Benbecula",
    "Scalpay Cabin 2",
]
_WIFI_PLACES = [
    "wifi {s} key {pw}",
    "Network: {s} / {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "Catriona: facal-faire an wifi ({s}) {pw}",
    "Krzysztof: hasło do wifi {s} to {pw}",
    "Ionuț: parola de la wifi {s} e {pw}",
    "Maricel: password ng wifi sa {s} ay {pw}",
    "Jóannes: loyniorðið til wifi {s} er {pw}",
    "Tam: the wifi's {s}, key is {pw}",
    "nmcli connection modify '{s}' wifi-sec.psk {pw}",
    'wpa_supplicant.conf: ssid="{s}" psk="{pw}"',
    "guest card in the bothy: network {s} passcode {pw}",
]


def _wifi_key(rng: random.Random) -> str:
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")

_SPELL_MAKERS = [_j((HEX, 32)), _j((ALNUM, 24)), _j("hbp_live_", (ALNUM, 20))]
_SPELL = [
    "reading it out one character at a time: {t}",
    "voice note (Rodel): {t}",
    "Catriona air a' fòn, litir air litir: {t}",
    "Krzysztof literuje klucz: {t}",
    "Ionuț dictează cheia: {t}",
]


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % 3](rng)
    if index % 2:
        return {"t": " - ".join(token[i : i + 4] for i in range(0, len(token), 4))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")

_LOCKS = [
    "Catriona: còd a' ghlas air a' bhothan {pw}",
    "Krzysztof: kod do kłódki na kontenerze {pw}",
    "Ionuț: codul de la lacătul magaziei e {pw}",
    "Maricel: code ng key safe sa bahay ni Mrs MacNeil {pw}",
    "Jóannes: kodan til lásin á goymsluni {pw}",
    "Tam: the padlock oan the diesel tank's {pw}",
    "key safe at 4 Ceann a' Bhàigh, Benbecula: {pw}",
    "alarm code, Tarbert loom shed: {pw}",
    "Lorna: PIN ng card ko {pw}",
]


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")

_PHRASE_WORDS = ["gannet", "machair", "skerry", "peatstack", "tweed", "creel", "selkie",
                 "kelp", "lighthouse", "ferry", "curlew", "bothy", "lochan", "oyster"]  # fmt: skip
_PHRASES = {
    "Bitwarden master passphrase for the care vault: {p}": " ",
    "Catriona: an abairt-faire {p}": "-",
    "Krzysztof: fraza hasła do KeePassa {p}": " ",
    "Ionuț: fraza de acces a discului {p}": ".",
    "passphrase for the Olex backup disk: {p}": "-",
    "Jóannes: loyniorðsetningin er {p}": " ",
    "Maricel: passphrase ng laptop {p}": " ",
}


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")

_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Bearer {v}' https://api.hebpay.example/v1/payouts": False,
    "Krzysztof: nagłówek Authorization: Bearer {v}": False,
    "proxy-authorization: Basic {v}": True,
    "Ionuț: headerul e Authorization: Bearer {v}": False,
}


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        raw = f"{rng.choice(_USERS)}:{_plain_pw(rng)}".encode()
        return {"v": base64.b64encode(raw).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")

_CONFIGS = [
    ".env (care app):\nDB_USER=hebcare\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "settings.py:\nEMAIL_HOST_PASSWORD = '{pw}'",
    "application.properties:\nspring.datasource.password={pw}",
    "/etc/oxyguard/agent.ini\n[mqtt]\nuser = sensor\npassword = {pw}",
    "k8s secret (decoded):\nstringData:\n  feedlog-password: {pw}",
    'terraform.tfvars:\ndb_password = "{pw}"',
    "ansible group_vars/barges.yml:\nansible_become_password: {pw}",
    "rclone.conf\n[olex]\ntype = sftp\nuser = olex\npass = {pw}",
    'freeswitch vars.xml:\n<X-PRE-PROCESS cmd="set" data="default_password={pw}"/>',
    "icecast.xml:\n<source-password>{pw}</source-password>",
    'config.toml (ferry-times):\n[smtp]\npassword = "{pw}"',
    'appsettings.json:\n"ConnectionStrings": {{ "Rota": "Server=rota;Password={pw}" }}',
    "~/.pgpass\ndb.muirgorm.lan:5432:feedlog:feedlog:{pw}",
    'sftpgo.json:\n"password": "{pw}"',
]
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")

_CHATS = [
    "Kenny: barge wifi password?\nMurdo: {pw}",
    "[06:02] shug: whit's the root pw fur the hut server?\n[06:03] davie: {pw}",
    "Seonag: dè am facal-faire?\nIain: {pw}",
    "Agnieszka: jakie hasło do drukarki?\nBartek: {pw}",
    "Mihaela: care e parola?\nFlorin: {pw}",
    "Lorna: ano password ng tablet?\nMaricel: {pw}",
    "Rógvi: hvat er loyniorðið?\nJóannes: {pw}",
    "Iain: {pw} is the new Oxyguard admin password",
    "Tam: {pw}, that's whit ah set fur the router",
    "Florin: {pw} e parola nouă",
]
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

_HIDDEN = [
    "pass\u2060word: {pw}", "pass\ufeffword = {pw}", "pass\u00adword → {pw}", "раsswоrd: {pw}",
    "𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝 {pw}", "ｐａｓｓｗｏｒｄ: {pw}", "facal\u200b-faire: {pw}", "has\u200dło: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, held-out 32's proportions).
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


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Oxyguard admin password is": "{s}",
    "facal-faire:": "{s} (bho Dhiluain)",
    "hasło do barki to": "{s}",
    "parola e": "{s}\nschimb-o după recoltare",
    "password ng tablet ay": "{s}",
    "loyniorðið er": "{s}",
    "the passwurd fur the crane's": "{s}, ah think",
    "NVR password": "{s}",
    "Teams: barge PC pw:": "{s}",
    "Heðin las loyniorðið upp:": "{s}",
}
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "HebPay live key", "{s}", _j("hbp_live_", (ALNUM, 32))),
    ("split_token", "klucz API SalmoTrack:", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_token", "GitHub token", "{s} (hatchery repo)", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "recovery phrase", "{s}", _english_seed),
    ("split_card", "àireamh na cairt", "{s} 08/35", lambda g: v.grouped(v.card(g, "visa"), "", g)),
    ("split_iban", "IBAN-ul mamei", "{s}", lambda g: v.iban_spaced(_iban(g, "RO"))),
    ("split_backup", "backup codes", "{s}\n48213907\n55120486", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "PESEL", "{s}", _pesel),
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


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"oxyguard": {"url": "https://o2.muirgorm.lan", "admin_password": "{s}"}}': (
        "meta_password",
        _plain_pw,
    ),
    '{"facal_faire": "{s}"}': ("meta_password", _plain_pw),
    '{"konto": {"login": "kwojcik", "haslo": "{s}"}}': ("meta_password", _plain_pw),
    '{"barges": [{"name": "erisort"}, {"name": "seaforth", "web_password": "{s}"}]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"argv": ["sshpass", "-p", "{s}", "ssh", "ops@barge-erisort"]}': ("meta_password", _plain_pw),
    '{"note": "parola de la barjă e {s}"}': ("meta_password", _plain_pw),
    '{"loyniorð": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log in to the rota app as maricel with the password {s}"}': (
        "meta_password",
        _plain_pw,
    ),
    '{"hebpay": {"api_key": "{s}"}}': ("meta_token", _j("hbp_live_", (ALNUM, 32))),
    '{"salmotrackToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"rotacloud_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "06/35"}}': (
        "meta_card",
        lambda g: v.grouped(v.card(g, "mastercard"), " ", g),
    ),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "FO")),
    '{"patient": {"nhs_number": "{s}"}}': ("meta_id", _nhs),
    '{"mfa": {"backup_codes": ["{s}", "48213907", "55120486"]}}': (
        "meta_otp",
        lambda g: _r(g, D, 8),
    ),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((HEX.upper(), 32))),
    '{"bothy": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "MGM-Hatchery-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"oxyguard-pacific-4.2.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/muirgorm/feedlog:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"feedlog: add cage 12 to Loch Erisort", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"rota: revert night shift export", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"smolt_counts_2032-04.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"lice-counts-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Oxyguard password before the service visit on 2032-06-11.",
    "Kenny asked for the barge wifi password; it's on the card in the wheelhouse drawer.",
    "Policy: company passwords are at least 14 characters and live only in Bitwarden.",
    "Please don't paste passwords into Teams; share a vault link instead.",
    "The `.env.example` line `HEBPAY_API_KEY=replace-me` is a placeholder.",
    "The NVR asks for a new admin password after every firmware update.",
    "Replace <YOUR_ROTACLOUD_KEY> in the README with the key from your dashboard.",
    "SALMOTRACK_TOKEN and ROTACLOUD_API_KEY must be set before the nightly sync runs.",
    "Na innis am facal-faire agad do dhuine sam bith.",
    "Feumaidh am facal-faire a bhith co-dhiù ceithir caractaran deug.",
    "Dinnae tell onybody yer password, ken?",
    "Nie podawaj nikomu swojego hasła.",
    "Hasło musi mieć co najmniej czternaście znaków.",
    "Nu spune nimănui parola ta.",
    "Parola trebuie să aibă cel puțin paisprezece caractere.",
    "Huwag mong sabihin kahit kanino ang password mo ha.",
    "Nakalimutan ko yung password, magre-reset na lang ako bukas.",
    "Sig ongum loyniorðið hjá tær.",
    "Loyniorðið skal vera í minsta lagi fjúrtan tekin.",
    "Upgraded the Oxyguard firmware from 4.1 to 4.2.7 and paho-mqtt to 2.1.0 over the weekend.",
    f"commit {_COMMIT} adds cage 12 to Loch Erisort.",
    f"Rolled back to {_SHORT} after the night shift export broke the rota.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The Oxyguard firmware 4.2.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of lice-counts-2031.parquet: {_SHA512}",
    f"The feedlog container runs ghcr.io/muirgorm/feedlog@sha256:{_IMAGE}.",
    f"MD5 of smolt_counts_2032-04.csv is {_MD5}, same as the copy on the share.",
    "Request id 3c9e71b2-5d4a-4e18-a6f1-8b2c0d9e7f31 is the slow one in the SalmoTrack logs.",
    "Purchase order PO-2032-00731 for 12 tonnes of feed ships on the Thursday ferry.",
    "Freshservice #5518: the Loch Erisort barge generator alarm keeps tripping at night.",
    "Call the Tarbert shop on 01859 555 014 before noon.",
    "The ferry leaves Stornoway at 07:00 and reaches Ullapool at 09:45.",
    "Booking ref CB-2032-44817 for the car on the Castlebay sailing.",
    "Cage 7 oxygen 8.4 mg/l at 11.2 °C; cage 9 at 7.9 mg/l.",
    "After five wrong passwords the rota app locks the account for 20 minutes.",
    "The Benbecula smolt unit has 14 tanks of 40 cubic metres each.",
    "The secret of good Harris tweed is the wool and the weaver's patience.",
    "Ask Murdo for the shed keypad code, I don't have it.",
    "My card ending 4412 was declined at the Co-op in Stornoway.",
    "The Faroese supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the HebPay account and keep them in the office safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `HEBPAY_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the bothy rusts in the salt air; oil it every month.",
    "Loqate moved the API key page under Account › Keys in its May release.",
    "ISBN 978-0-14-103614-4 is the birds of the Hebrides book in the office.",
    "The guest wifi 'Muirgorm-Guest' is open, no password needed.",
    "Harvest batch HB-2032-ERI-0417, 18 tonnes, average weight 5.2 kg.",
    "Postcode HS1 2XX is the Stornoway office; HS3 3DB is Tarbert.",
    "Invoice INV-2032-0388: £1,240.50 for net repairs, due 30 June.",
    "The wellboat MV Cuan Gorm is IMO 9876541 in the public register.",
    "Version 2.14.3 of the care app fixes the medication chart bug.",
    "The token ring on the old feed barge PLC was replaced with Ethernet in 2029.",
    "Catriona: tha am facal-faire ùr ann am Bitwarden, chan ann an seo.",
    "Krzysztof: hasło jest w sejfie, zapytaj kierownika.",
    "Florin: parola e în Bitwarden, nu o scriu aici.",
    "Maricel: nasa vault yung password, tanong mo kay Lorna.",
    "Jóannes: loyniorðið er í Bitwarden, ikki her.",
    "Tam: the code fur the gate's on the sheet in the site office, no in here.",
    "Flight LM 0521 from Glasgow lands in Barra at 11:15 if the tide allows.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/muirgorm/oxyguard", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "5518", "purchase_order": "PO-2032-00731"}',
    '{"batch": {"id": "HB-2032-ERI-0417", "tonnes": 18, "avg_kg": 5.2}}',
    '{"phone": "01859 555 014", "town": "Tarbert"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "smolts_in_tank": 41250}',
    '{"ferry": {"from": "Stornoway", "to": "Ullapool", "departs": "07:00"}}',
    '{"booking_ref": "CB-2032-44817", "vehicle": "van", "sailing": "Castlebay"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
