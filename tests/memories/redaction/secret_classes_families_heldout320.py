# ruff: noqa: RUF001  (labels and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-twentieth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-seventeenth's
docstring, the fifth to three-hundred-and-seventeenth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (318, 319, 321), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (320581774), password words (a
coffee word and a quarter of the old city, `HarrarSanga42!`; two coffee words and a number,
`jebena-qishr417`; a name, a year and a place; leet `H4r4r2031#`; the hyena feeding joke,
`HyenaFeeder17#`; dot-joined `kezira.buna.1998`; `Gate3Erer!512`; a generator's dashed groups;
random runs).

The fictional company is Jugol Bunna Trading PLC (Harar longberry coffee: an office and roastery
inside the walled city, a depot by the Legehare railway station in Dire Dawa, moisture probes in
Haramaya and a shop on Lake Street in Minneapolis) with its staff's relatives in Minneapolis
(Cedar-Riverside), Djibouti, Jeddah and Khartoum; every company, person, address, domain
(`jugolbunna.lan`, `jugolbunna.et`) and number is invented, only the region is real. Texts:
Telegram, Imo, Viber, WhatsApp and Signal chats with times, tickets, wiki breadcrumbs, table and
CSV rows, notes to self, runbooks, shell prompts (bash, PowerShell, zsh), config and env files,
voice-note transcripts and requests to the assistant; separators from a colon, `፦`, `→`, `—`,
`dha`, `ነው`, `new`, `waa`, `هو` and `=` to a new line or the next turn.

Grep counts (heldouts 5 to 317 naming each, grep -l): none for zuliprc, Jugol Bunna, Legehare,
Kezira, Haramaya, Qubee, `mistir qala`, eDahab, Zaad, Hellocash, Zayride, Coopbank, Abay Bank,
Nib Bank, ZamZam, Salaam Bank, Gadaa Bank, Premier Bank and the invented vendors; one or two for
flyctl, `gh auth`, `glab auth`, Minneapolis, Harar, Dire Dawa, `yeyilef qal`, `jecha icciitii`;
three to five for `influx setup`, mqttx, `helm registry login`, matrix-commander, `bench
new-site`, `wp user update`, remmina, himalaya, tccli, aerc, `scw init`, steghide,
transmission-remote, `gitea admin`, mbsyncrc, baresip, Fayda, `stdnum.gh` and `stdnum.ma`; six
to fourteen for the other tools (nxc, mysqlsh, kcat, etcdctl, nats, cypher-shell, couchbase-cli,
qpdf, veracrypt, swaks, yt-dlp, drush, mosquitto_passwd, kcadm, argocd, skopeo, ibmcloud,
openfortivpn, evil-winrm, rdesktop, x11vnc, arangosh, memtier, usql, pgcli, curlftpfs, doctl,
aliyun, rclone); `passout pass:` is in 28 and `wget --user` in 44.

About half of the secret samples are not in English: Afaan Oromo in Qubee (`jecha icciitii`,
`jechi icciitii haaraan … dha`, `maqaa fayyadamaa`, `lakkoofsa kaardii`, `koodii mirkaneessaa`,
`koodota deebii`, `furtuu API`), Amharic in Ge'ez script (`የይለፍ ቃሉ … ነው`, `የተጠቃሚ ስም`,
`የማረጋገጫ ኮድዎ`, `የካርዱ ቁጥር`) and in Latin letters (`yeyilef qalu … new`, `passwordu … new`,
`lemanim atnegrew`), Somali (`erayga sirta ah … waa`, `furaha sirta`, `magaca isticmaalaha`,
`koodhka xaqiijinta`, `lambarka kaarka`), Arabic and its romanised texting (`كلمة المرور`,
`الباسورد`, `رمز التحقق`, `el password huwa`), Harari and the English of relatives in
Minneapolis (`auntie`, `cuz`, `dont tell nobody`); a French, an Italian, a Portuguese and a Korean
seed line. The Amharic, Somali, Arabic and Oromo labels are common usage as the author knows it,
but unchecked by a speaker; the author's guesses are every Harari wording (`ሚስጢር ቃላ`,
`mistir qala`, `gey password … tey, ahadi ale`), the Oromo sentences beyond the labels
(`Abbaan qabeenyaa … jedhee jijjiire`, `sagalee barreeffame`, `Yaadadhu`), the Somali
`weedha sirta ah`, `koodhadhka kaydka` and `cod la qoray`, and the Amharic `የይለፍ ሐረግ`.

Vendors: invented ones (GeyPay `gpy_live_`, DechatuSMS `dsms-`, KeziraCloud `kzc_`, JugolPOS
`jpos_`, ErerMail `erm.`, HyenaTrack `hyt_`, HaramayaGrid UUIDs; shapes guessed), regional ones
with guessed shapes (eDahab, Zaad, Hellocash, Zayride, Coopbank, Abay Bank, Nib Bank, ZamZam
Bank, Salaam Bank, Gadaa Bank, Premier Bank) and the known GitHub, GitLab, Slack, Stripe, OpenAI,
Anthropic, AWS, Telegram, Hugging Face, Google, SendGrid, Twilio, npm, PyPI, DigitalOcean,
Shopify, Sentry, Notion, Grafana and Mailgun shapes; the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: US SSNs
(`us.ssn`) and ITINs (`us.itin`) of relatives in Minneapolis, Ghana's TIN (`gh.tin`), Morocco's
ICE (`ma.ice`) and South Africa's ID number (`za.idnr`). Unchecked (shapes guessed): Ethiopia's
Fayda number and a Somali passport. Cards pass Luhn (Mada and Meeza prefixes drawn here, the rest
from `v.card`, checked with `stdnum.luhn`); IBANs of Saudi Arabia, Djibouti, Libya, Jordan,
Yemen, Sudan, Mauritania and Burundi (28 to 30 earlier corpora each by a rough grep; every
country is in at least 28), checked with `stdnum.iban`; seed phrases from mnemonic's English,
French, Italian, Portuguese and Korean lists, checked with `Mnemonic(lang).check`.
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
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.gh import tin as gh_tin
from stdnum.ma import ice as ma_ice
from stdnum.us import itin as us_itin
from stdnum.us import ssn as us_ssn
from stdnum.za import idnr as za_idnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 320_581_774
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]


def _family(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Taker:
    """``n`` samples of ``cls``: every template before any repeats, each with a fresh ``{pw}``
    from ``make`` (the secret) and one pick of each pool (a name, a network, a frame)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = make(rng)
            fields = {name: rng.choice(pool) for name, pool in pools.items()}
            out.append(Sample(cls, template.format(pw=secret, **fields), secret))
        return out

    return take


_COFFEE = ["Harrar", "Longberry", "Shortberry", "Jebena", "Buna", "Qahwa", "Hashara", "Qishr",
           "Mocha", "Kuti", "Ittu", "Anfillo"]  # fmt: skip
_TOWN = ["Jugol", "Erer", "Shoa", "Sanga", "Assum", "Argob", "Badro", "Kezira", "Sabian",
         "Legehare", "Dechatu", "Haramaya", "Alemaya", "Awday", "Babile", "Kulubi"]  # fmt: skip
_NAMES = ["Abdulkadir", "Ikram", "Gadisa", "Chaltu", "Tigist", "Dawit", "Hamdi", "Fozia",
          "Lensa", "Biniam", "Sabontu", "Nuradin", "Ayan", "Hodan", "Faisal", "Zahra", "Abdi",
          "Meron", "Obsa", "Ramlah"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["H4r4r", "J3b3n4", "Hy3n4", "L3g3h4r3", "D3ch4tu", "Q4hw4", "K3z1r4", "Buna4Ever"]


def _hyena(g: random.Random) -> str:
    """The hyena feeding joke the office picks passwords from: a name and a count."""
    kind = g.choice(["Man", "Feeder", "Night", "Gate"])
    return f"Hyena{kind}{g.randrange(2, 99)}{g.choice(_SYMBOLS)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_COFFEE)}{g.choice(_TOWN)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_COFFEE, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}"
    + f"{g.choice(_SYMBOLS)}{g.choice(_TOWN)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2035)) + g.choice(_SYMBOLS),
    _hyena,
    lambda g: f"{g.choice(_TOWN).lower()}.{g.choice(_COFFEE).lower()}.{g.randrange(1960, 2035)}",
    lambda g: f"Gate{g.randrange(1, 6)}{g.choice(_TOWN)}"
    + f"{g.choice(_SYMBOLS)}{g.randrange(100, 999)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"{g.choice(_NAMES)}Loves{g.choice(_COFFEE)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip
_PLAIN = set(ALNUM + "._~-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN)


# Where a line was posted: the text follows the frame.
_WHERE = ["Telegram, 'Jugol Bunna ops': ", "[Imo] ", "Viber from Dire Dawa: ", "note to self: ",
          "WhatsApp (Legehare depot): ", "", "ticket JB-4471 comment: ", "voice note, typed: ",
          "Signal, Minneapolis cousins: ", "", "[07:42] ",
          "sticky on the roastery PC: "]  # fmt: skip

_SAID = [
    "{w}the password for the Probat-style roaster panel in Harar is {pw}",
    "{w}roastery NAS admin password: {pw}",
    "{w}Legehare warehouse PC password → {pw}",
    "{w}jecha icciitii kompiitara kuusaa Dire Dawaa: {pw}",
    "{w}jechi icciitii haaraan {pw} dha, namni kamuu hin beekin",
    "{w}Jecha icciitii email keessanii: {pw}",
    "{w}jecha icc. kompiitara Haramaya → {pw}",
    "{w}Abbaan qabeenyaa jecha icciitii {pw} jedhee jijjiire",
    "{w}የመጋዘኑ ኮምፒውተር የይለፍ ቃል፦ {pw}",
    "{w}አዲሱ የይለፍ ቃል {pw} ነው፤ ለማንም አትንገሩ",
    "{w}የሮስተሪው ፓስወርድ፡ {pw}",
    "{w}yeyilef qalu {pw} new, lemanim atnegrew",
    "{w}addisu passwordu {pw} new",
    "{w}ye Dire Dawa warehouse password: {pw}",
    "{w}erayga sirta ah ee kombiyuutarka bakhaarka waa {pw}",
    "{w}furaha sirta cusub: {pw} (qofna ha u sheegin)",
    "{w}password-ka email-ka waa {pw}",
    "{w}sirta xafiiska Jigjiga road: {pw}",
    "{w}كلمة المرور الجديدة لحاسوب المستودع: {pw}",
    "{w}الباسورد حق الراوتر في هرر هو {pw}",
    "{w}كلمة السر للبريد: {pw} لا تعطيها لأحد",
    "{w}el password taba3 el roastery huwa {pw}",
    "{w}kalimat el sir el jdida: {pw}",
    "{w}ሚስጢር ቃላ ኮምፒዩተሪ: {pw}",
    "{w}mistir qala Jugol ofis: {pw}",
    "{w}gey password {pw} tey, ahadi ale",
    "{w}ok auntie the Netflix password is {pw} dont change it again lol",
    "{w}cuz the Cedar-Riverside apt portal pw = {pw}",
    "{w}Lake Street shop tablet password: {pw}",
    "{w}ayeeyo's Hulu password is {pw}, she keeps forgetting",
    "{w}the new password Zahra set for the family iCloud: {pw}",
    "{w}pw for the Karmel mall stall POS — {pw}",
    "{w}Sidama lot export portal, password {pw}",
    "{w}ECX trading terminal passwd: {pw}",
    "{w}passwd for sabian-router is {pw}",
]  # fmt: skip
_said = _family("labelled_password", _SAID, _pw, w=_WHERE)


_USERS = ["abdulkadir", "ikram.h", "gadisa", "chaltu.b", "tigist", "dawit.k", "hamdi", "fozia",
          "lensa", "biniam", "roastery", "depot-dd", "admin", "ops", "faisal.mpls"]  # fmt: skip
_LOGINS = [
    "Roastery laptop login: {u} / {pw}",
    "maqaa fayyadamaa: {u}, jecha icciitii: {pw}",
    "Maqaa: {u}\nJecha icciitii: {pw}",
    "የተጠቃሚ ስም፦ {u} የይለፍ ቃል፦ {pw}",
    "yetetekami sim {u}, password {pw}",
    "magaca isticmaalaha: {u} | erayga sirta: {pw}",
    "اسم المستخدم: {u} كلمة المرور: {pw}",
    "user {u} pass {pw} for the Legehare scale PC",
    "creds for the Haramaya sensor box are {u} and {pw}",
    "sign in to the depot webmail as {u} with {pw}",
    "{u}:{pw}@nas.jugolbunna.lan",
    "{u}@jugolbunna.et:{pw}",
    "| {u} | {pw} | roastery HMI |",
    "login {u} and {pw} for the Awday weighbridge",
    "Wiki › Depot › Dire Dawa › Scale PC: {u} — {pw}",
    "u={u} p={pw}",
]  # fmt: skip
_logins = _family("login_pair", _LOGINS, _pw, u=_USERS)


_SPELL_WORDS = ["jebena", "hyena", "gidir", "erer", "kezira", "qishr", "halwa", "ashura",
                "burri", "shebeka"]  # fmt: skip
_SPELLED = [
    "the password is the word {word} followed by {num}",
    "jecha icciitii: jecha '{word}' booda lakkoofsa {num}",
    "የይለፍ ቃሉ '{word}' የሚለው ቃል ከዚያ {num} ነው",
    "yeyilef qalu '{word}' ina {num} new",
    "erayga sirta waa ereyga {word} kadibna {num}",
    "كلمة المرور هي كلمة {word} ثم الرقم {num}",
    "{word} with a capital first letter and {num} at the end",
    "the name of Fozia's cat, {word}, followed by {num}",
    "type {word}, then {num}; that's the roastery admin password",
    "{word}{num} — that's the wifi password for the depot",
    "auntie it's {word} all small then {num}, that's the Roku password",
    "password-ka waa {word} kadib {num}, xarfo yar",
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word, num = rng.choice(_SPELL_WORDS), str(rng.randrange(100, 10_000))
        shown = word.capitalize() if "capital" in template else word
        text = template.format(word=shown, num=num)
        secret = f"{shown}{num}" if f"{shown}{num}" in text else shown
        out.append(Sample("spelled_password", text, secret))
    return out


_PROMPTS = ["abdulkadir@roastery-01:~$ ", "gadisa@dd-depot:~$ ", "[ops@harar-gw ~]# ",
            "PS C:\\Users\\tigist> ", "lensa@haramaya-lab % ", "",
            "faisal@mpls-mbp ~ % "]  # fmt: skip
_CLI = [
    "{p}influx setup --username admin --password {pw} --org jugol --bucket roast --force",
    "{p}mqttx pub -h mqtt.jugolbunna.lan -u roaster -P {pw} -t roast/temp -m 212",
    "{p}helm registry login harbor.jugolbunna.lan --username ci --password {pw}",
    "{p}matrix-commander --login password --user-login @ops:jugol.chat --password {pw}",
    "{p}bench new-site erp.jugolbunna.lan --admin-password {pw} --no-mariadb-socket",
    "{p}rclone config create depotdav webdav url=https://dav.jugolbunna.lan user=ops pass={pw}",
    "{p}openssl pkcs12 -export -in dd.crt -inkey dd.key -out dd.p12 -passout pass:{pw}",
    "{p}nxc smb 10.14.2.0/24 -u administrator -p {pw}",
    "{p}wget --user=ops --password={pw} https://files.jugolbunna.lan/lots.csv",
    "{p}mysqlsh --uri root:{pw}@db.jugolbunna.lan:3306",
    "{p}kcat -b kafka.dd.lan:9093 -X sasl.username=jb -X sasl.password={pw} -L",
    "{p}etcdctl --user root:{pw} get /jugol/config",
    "{p}nats --server nats://hub.jugolbunna.lan --user depot --password {pw} pub lots.new 1",
    "{p}cypher-shell -a neo4j://graph.jugolbunna.lan -u neo4j -p {pw}",
    "{p}couchbase-cli bucket-list -c cb.jugolbunna.lan -u Administrator -p {pw}",
    "{p}qpdf --encrypt {pw} {pw} 256 -- contracts.pdf contracts-locked.pdf",
    "{p}steghide embed -cf harar.jpg -ef lots.txt -p {pw}",
    "{p}veracrypt --text --mount vault.hc /mnt/v --password={pw} --pim=0",
    "{p}swaks --to ikram@jugolbunna.et --auth-user ops --auth-password {pw}",
    "{p}transmission-remote 10.14.2.9 -n ops:{pw} -l",
    "{p}yt-dlp -u training@jugolbunna.et -p {pw} https://learn.example.net/course/41",
    "{p}ffmpeg -i rtsp://admin:{pw}@cam-erer-gate.lan:554/stream1 -t 60 clip.mp4",
    "{p}gitea admin user create --username obsa --email obsa@jugolbunna.et --password {pw}",
    "{p}drush user:password admin \"{pw}\"",
    "{p}wp user update 1 --user_pass={pw}",
    "{p}mosquitto_passwd -b /etc/mosquitto/passwd roaster {pw}",
    "{p}kcadm.sh config credentials --server https://sso.lan --user admin --password {pw}",
    "{p}argocd login cd.jugolbunna.lan --username admin --password {pw}",
    "{p}skopeo copy docker://harbor.lan/erp:4 docker://reg.dd.lan/erp:4 --dest-creds ci:{pw}",
    "{p}ibmcloud login -u ops@jugolbunna.et -p {pw} -r eu-de",
    "{p}openfortivpn vpn.jugolbunna.et:443 -u gadisa -p {pw}",
    "{p}evil-winrm -i 10.14.2.20 -u svc_backup -p {pw}",
    "{p}rdesktop -u tigist -p {pw} erp-ts.jugolbunna.lan",
    "{p}x11vnc -display :0 -passwd {pw} -forever",
    "{p}arangosh --server.username root --server.password {pw}",
    "{p}memtier_benchmark -s redis.dd.lan -a {pw} -n 1000",
]  # fmt: skip
_cli = _family("cli_password", _CLI, _plain_pw, p=_PROMPTS)


_URLS = [
    "DATABASE_URL=postgres://erp:{pw}@pg.jugolbunna.lan:5432/erp",
    "mongodb+srv://lots:{pw}@cluster-dd.jugolbunna.lan/lots?retryWrites=true",
    "redis://:{pw}@cache.harar.lan:6379/2",
    "amqp://depot:{pw}@mq.jugolbunna.lan:5672/%2f",
    "usql postgres://reporting:{pw}@pg.jugolbunna.lan/erp",
    "pgcli postgresql://obsa:{pw}@10.14.2.5/roast",
    "curlftpfs ftp://scale:{pw}@ftp.legehare.lan /mnt/scale",
    "aerc accounts.conf: source = imaps://ikram:{pw}@mail.jugolbunna.et",
    "jdbc:sqlserver://erp.dd.lan:1433;databaseName=ERP;user=sa;password={pw}",
    "Server=sql.harar.lan;Database=Lots;User Id=lots;Password={pw};",
    "clickhouse://analytics:{pw}@ch.jugolbunna.lan:9000/roast",
    "remmina -c rdp://tigist:{pw}@erp-ts.jugolbunna.lan",
    "socks5://field:{pw}@proxy.dd.lan:1080",
    "smtp://alerts@jugolbunna.et:{pw}@smtp.jugolbunna.et:587",
]  # fmt: skip
_urls = _family("connection_string", _URLS, _plain_pw)


# (template with {t}, the token's maker): invented vendors, regional ones (shapes guessed) and
# published shapes.
_VENDORS: list[tuple[str, Maker]] = [
    ("GeyPay live key for the Harar shop: {t}", _j("gpy_live_", (ALNUM, 32))),
    ("GeyPay furtuu API: {t}", _j("gpy_live_", (ALNUM, 32))),
    ("DechatuSMS API key → {t}", _j("dsms-", (LOWER_DIGITS, 36))),
    ("የDechatuSMS ኤፒአይ ቁልፍ፦ {t}", _j("dsms-", (LOWER_DIGITS, 36))),
    ("KeziraCloud token: {t}", _j("kzc_", (URLSAFE, 40))),
    ("KEZIRA_CLOUD_TOKEN={t}", _j("kzc_", (URLSAFE, 40))),
    ("JugolPOS integration broken, current key {t}", _j("jpos_", (HEX, 40))),
    ("ErerMail sending key: {t}", _j("erm.", (ALNUM, 24), ".", (ALNUM, 24))),
    ("Integrations › HyenaTrack: {t}", _j("hyt_", (ALNUM, 36))),
    ("HaramayaGrid API key {t}", lambda g: v.uuid4(g, "b")),
    ("furaha API-ga eDahab: {t}", _j((HEX, 40))),
    ("Zaad merchant API key: {t}", _j((HEX, 32))),
    ("Hellocash merchant API key = {t}", _j((ALNUM, 40))),
    ("Zayride partner token: {t}", _j("zr_", (ALNUM, 40))),
    ("Coopbank gateway API key {t}", _j((HEX, 48))),
    ("Abay Bank sandbox client secret: {t}", _j((URLSAFE, 43))),
    ("Nib Bank e-commerce API key: {t}", lambda g: v.uuid4(g, "8")),
    ("ZamZam Bank API furtuu: {t}", _j((HEX, 32))),
    ("Salaam Bank merchant key: {t}", _j((ALNUM, 36))),
    ("Gadaa Bank API key → {t}", _j((HEX, 40))),
    ("Premier Bank Somaliland API key: {t}", _j((ALNUM, 32))),
    ("مفتاح API حق eDahab: {t}", _j((HEX, 40))),
    ("GitHub token for the lots repo: {t}", _j("ghp_", (ALNUM, 36))),
    ("glab auth login --hostname gitlab.com --token {t}", _j("glpat-", (URLSAFE, 20))),
    ("echo {t} | gh auth login --with-token", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("Slack bot for #roastery alerts: {t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("STRIPE_SECRET_KEY={t}", _j("sk_live_", (ALNUM, 24))),
    ("Minneapolis shop Stripe key: {t}", _j("rk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 48))),
    ("Claude key for the translation bot: {t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {t}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {t}", _j((ALNUM + "/+", 40))),
    ("Telegram bot for the Jugol Bunna ops group: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("HF token for the Oromo ASR model: {t}", _j("hf_", (ALNUM, 34))),
    ("Google Maps key for the delivery page: {t}", _j("AIza", (URLSAFE, 35))),
    ("SENDGRID_API_KEY={t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio auth token for the Minneapolis line: {t}", _j((HEX, 32))),
    ("npm publish token: {t}", _j("npm_", (ALNUM, 36))),
    ("PyPI token for jugol-lots: {t}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 50))),
    ("flyctl secrets set DECHATU_SMS_KEY={t}", _j("dsms-", (LOWER_DIGITS, 36))),
    ("doctl auth init -t {t}", _j("dop_v1_", (HEX, 64))),
    ("tccli configure set secretKey {t}", _j((ALNUM, 32))),
    ("aliyun configure set --access-key-id LTAI5tQ8mX2k --access-key-secret {t}", _j((ALNUM, 30))),
    ("scw init secret-key={t}", lambda g: v.uuid4(g, "9")),
    ("zuliprc:\n[api]\nemail=bot@jugol.zulipchat.com\nkey={t}", _j((ALNUM, 32))),
    ("Shopify admin token for the Lake Street store: {t}", _j("shpat_", (HEX, 32))),
    ("Sentry auth token: {t}", _j("sntrys_", (ALNUM, 60))),
    ("Notion integration secret: {t}", _j("ntn_", (ALNUM, 46))),
    ("Grafana service account token {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Mailgun key: {t}", _j("key-", (HEX, 32))),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.format(t=secret), secret))
    return out


_HEXES = [
    "ROASTERY_SIGNING_KEY={h}",
    "furtuu icciitii sirna kuusaa: {h}",
    "የሰርቨሩ ሚስጥራዊ ቁልፍ፦ {h}",
    "furaha qarsoodiga ah ee server-ka: {h}",
    "المفتاح السري للخادم: {h}",
    "session secret for erp.jugolbunna.lan → {h}",
    "django SECRET_KEY = '{h}'",
    "LoRaWAN AppKey for the Haramaya moisture probes: {h}",
]  # fmt: skip


def _hexes(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _HEXES, n):
        secret = v.hex_key(rng, 32 if "AppKey" in template else 64)
        out.append(Sample("hex_key", template.format(h=secret), secret))
    return out


def _jwt(rng: random.Random, issuer: str) -> str:
    header = v.b64url({"alg": "HS256", "typ": "JWT"})
    claims = {"iss": issuer, "sub": str(rng.randrange(10**5, 10**6)), "iat": 2_050_000_000,
              "exp": 2_050_086_400, "role": rng.choice(["ops", "depot", "shop"])}  # fmt: skip
    sig = base64.urlsafe_b64encode(bytes(rng.randrange(256) for _ in range(32)))
    return f"{header}.{v.b64url(claims)}.{sig.decode().rstrip('=')}"


_JWTS = [
    "Authorization: Bearer {t}",
    "the ERP session cookie was jb_session={t}",
    "tookenii seensaa ERP: {t}",
    "የERP ቶከን፦ {t}",
    "token-ka ERP-ga: {t}",
    "التوكن: {t}",
    "curl -H 'Authorization: Bearer {t}' https://erp.jugolbunna.lan/api/lots",
    "localStorage.jb_token = \"{t}\"",
]  # fmt: skip


def _jwts(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _JWTS, n):
        secret = _jwt(rng, rng.choice(["erp.jugolbunna.lan", "sso.jugolbunna.lan"]))
        out.append(Sample("jwt", template.format(t=secret), secret))
    return out


_PEM_PLACES = [
    "deploy key for the roastery box:\n{k}",
    "furtuu dhuunfaa SSH:\n{k}",
    "የSSH የግል ቁልፍ፦\n{k}",
    "furaha gaarka ah ee SSH:\n{k}",
    "المفتاح الخاص:\n{k}",
    "cat ~/.ssh/id_dd_depot\n{k}",
]  # fmt: skip


def _pem(rng: random.Random) -> str:
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])
    body = base64.b64encode(bytes(rng.randrange(256) for _ in range(rng.choice([240, 320]))))
    lines = [body.decode()[i : i + 64] for i in range(0, len(body), 64)]
    return "\n".join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])


def _pems(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _PEM_PLACES, n):
        secret = _pem(rng)
        out.append(Sample("pem_private_key", template.format(k=secret), secret))
    return out


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "french", "italian", "portuguese", "korean")}
_SEED_PLACES = {
    "Trust Wallet recovery phrase for the remittance wallet: {p}": "english",
    "jechoota seed wallet koo: {p}": "english",
    "የዋሌቱ መልሶ ማግኛ ቃላት፦ {p}": "english",
    "ereyada soo celinta jeebka: {p}": "english",
    "كلمات الاسترداد للمحفظة: {p}": "english",
    "auntie's wallet backup words (do NOT post) {p}": "english",
    "phrase de récupération du cousin à Djibouti : {p}": "french",
    "frase di recupero: {p}": "italian",
    "palavras de recuperação da prima em Lisboa: {p}": "portuguese",
    "복구 문구: {p}": "korean",
    "seed: {p}": "english",
    "Ledger 24 words, Faisal's:\n{p}": "english",
}  # fmt: skip


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, list(_SEED_PLACES), n)):
        words = 24 if "24" in template else [12, 12, 18, 24][index % 4]
        bits = {12: 16, 18: 24, 24: 32}[words]
        lang = _SEED_PLACES[template]
        phrase = str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(bits))))
        if index % 3 == 2:
            phrase = " ".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))
        out.append(Sample("seed_phrase", template.format(p=phrase), phrase))
    return out


def _card_of(rng: random.Random, prefixes: list[str], length: int) -> str:
    prefix = rng.choice(prefixes)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_BRANDS: dict[str, Maker] = {
    "visa": lambda g: v.card(g, "visa"),
    "mastercard": lambda g: v.card(g, "mastercard"),
    "amex": lambda g: v.card(g, "amex"),
    "unionpay": lambda g: v.card(g, "unionpay"),
    "mada": lambda g: _card_of(g, ["588845", "440647", "968208", "446404"], 16),
    "meeza": lambda g: _card_of(g, ["507803", "507808"], 16),
}
_CARDS = [
    "card for the Minneapolis shop supplier: {c} exp 04/33",
    "lakkoofsa kaardii: {c}",
    "የካርዱ ቁጥር፦ {c}",
    "lambarka kaarka: {c}",
    "رقم البطاقة: {c}",
    "Visa-ka Faisal {c}, 09/34",
    "pay the Djibouti forwarder with {c}",
    "kaardii baankii {c} irratti kafali",
]  # fmt: skip


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    brands = list(_BRANDS)
    for index, template in enumerate(v.cycle(rng, _CARDS, n)):
        number = _BRANDS[brands[index % len(brands)]](rng)
        shown = v.grouped(number, [" ", "-", "", "."][index % 4], rng)
        out.append(Sample("card_number", template.format(c=shown), shown))
    return out


_CVVS = [
    "the three digits on the back are {c}",
    "lakkoofsa sadan duuba kaardii: {c}",
    "ከካርዱ ጀርባ ያሉት ሦስት ቁጥሮች፦ {c}",
    "CVV-ga kaarka: {c}",
    "رمز الأمان CVV: {c}",
    "security code on the back: {c}",
]  # fmt: skip


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CVVS, n):
        code = _r(rng, D, 3)
        out.append(Sample("card_code", template.format(c=code), code))
    return out


# country → BBAN shape (a letter, n digit, c either), from stdnum's iban.dat
_IBAN_SHAPES = {
    "SA": "nn" + "c" * 18, "DJ": "n" * 23, "LY": "n" * 21, "JO": "aaaa" + "nnnn" + "c" * 18,
    "YE": "aaaa" + "nnnn" + "c" * 18, "SD": "n" * 14, "MR": "n" * 23, "BI": "n" * 23,
}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    number = v.iban_shaped(rng, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


_IBANS = [
    ("IBAN for the Jeddah buyer: {i}", "SA"),
    ("IBAN-ka adeerka Jabuuti: {i}", "DJ"),
    ("Lakkoofsa IBAN: {i}", "LY"),
    ("አይባን፦ {i}", "JO"),
    ("رقم الآيبان: {i}", "YE"),
    ("Khartoum cousin's IBAN {i}", "SD"),
    ("IBAN du transitaire à Nouakchott : {i}", "MR"),
    ("IBAN ya Bujumbura: {i}", "BI"),
]  # fmt: skip


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, (template, country) in enumerate(v.cycle(rng, _IBANS, n)):
        number = _iban(rng, country)
        shown = v.iban_spaced(number) if index % 2 else number
        out.append(Sample("iban", template.format(i=shown), shown))
    return out


def _gh_tin(g: random.Random) -> str:
    return v.until(g, _j(g.choice("PCGQV"), "00", (D, 8)), gh_tin.is_valid)


def _ma_ice(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, D, 13)
        return body + f"{-int(body + '00') % 97:02d}"

    return v.until(g, make, ma_ice.is_valid)


def _itin(g: random.Random) -> str:
    return v.until(g, _j("9", (D, 2), "-", (D, 2), "-", (D, 4)), us_itin.is_valid)


def _za_id(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body += _r(h, D, 4) + h.choice("01") + "8"
        return body + luhn.calc_check_digit(body)

    return v.until(g, make, za_idnr.is_valid)


def _ssn(g: random.Random) -> str:
    value = v.ssn_number(g)
    assert us_ssn.is_valid(value)
    return value


def _fayda(g: random.Random) -> str:
    """Ethiopia's Fayda number: twelve digits (the shape is guessed, nothing checks it)."""
    return f"{_r(g, D, 4)} {_r(g, D, 4)} {_r(g, D, 4)}"


def _so_passport(g: random.Random) -> str:
    return "P" + _r(g, UPPER_DIGITS, 1) + _r(g, D, 7)


_IDS: list[tuple[str, Maker]] = [
    ("Faisal's SSN for the lease form: {s}", _ssn),
    ("auntie Zahra social security number {s}", _ssn),
    ("SSN-ka Hodan: {s}", _ssn),
    ("ITIN for uncle Abdi's tax return: {s}", _itin),
    ("Individual Taxpayer Identification Number {s}", _itin),
    ("Ghana TIN of the Tema buyer: {s}", _gh_tin),
    ("TIN: {s} (Accra importer)", _gh_tin),
    ("ICE de l'acheteur à Casablanca : {s}", _ma_ice),
    ("رقم ICE: {s}", _ma_ice),
    ("South African ID number of the Durban agent: {s}", _za_id),
    ("ID number {s} (Joburg cousin)", _za_id),
    ("lakkoofsa Fayda: {s}", _fayda),
    ("የፋይዳ ቁጥር፦ {s}", _fayda),
    ("Fayda ID-ga: {s}", _fayda),
    ("lambarka baasaboorka: {s}", _so_passport),
    ("رقم جواز السفر: {s}", _so_passport),
    ("passport no. {s}, Hodan, Somali", _so_passport),
    ("SSN {s}", _ssn),
    ("ITIN: {s}", _itin),
    ("Ghana Card TIN {s}", _gh_tin),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        secret = make(rng)
        out.append(Sample("national_id", template.format(s=secret), secret))
    return out


_BACKUPS = [
    "Telebirr-style wallet backup codes:\n{codes}",
    "koodota deebii 2FA:\n{codes}",
    "የ2FA መጠባበቂያ ኮዶች፦ {codes}",
    "koodhadhka kaydka 2FA: {codes}",
    "رموز الاسترداد: {codes}",
    "Microsoft backup codes for Faisal's account\n{codes}",
]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = v.backup_codes(rng, rng.choice([5, 6, 8]), index % 4)
        joiner = "\n" if template.endswith("\n{codes}") or ":\n" in template else ", "
        text = template.format(codes=joiner.join(codes))
        out.append(Sample("backup_codes", text, codes[0]))
    return out


_TOTP = [
    "2FA setup key for the ERP admin: {s}",
    "TOTP seed (the QR code would not scan): {s}",
    "furtuu 2FA: {s}",
    "otpauth://totp/JugolBunna:ops?secret={s}&issuer=JugolBunna",
    "مفتاح الإعداد للمصادقة الثنائية: {s}",
]  # fmt: skip


def _totp(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _TOTP, n):
        secret = v.totp_secret(rng, spaced="otpauth" not in template and rng.random() < 0.5)
        out.append(Sample("otp_secret", template.format(s=secret), secret))
    return out


_CODES = [
    "koodii mirkaneessaa kee {c} dha",
    "የማረጋገጫ ኮድዎ {c} ነው",
    "koodhka xaqiijinta: {c}",
    "رمز التحقق الخاص بك هو {c}",
    "{c} is your verification code for the ERP",
    "Use {c} to sign in to the depot portal",
    "auntie read me the code from her phone: {c}",
    "one-time code {c}",
]  # fmt: skip


def _codes(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CODES, n):
        code = _r(rng, D, 6)
        out.append(Sample("otp_code", template.format(c=code), code))
    return out


_SSIDS = ["JugolBunna-Office", "Legehare Depot 5G", "Roastery-2.4", "Haramaya-Lab",
          "Kezira Guest House", "Hodan iPhone", "Cedar-Riverside 4B"]  # fmt: skip
_WIFI = [
    "wifi {s} password: {pw}",
    "Network: {s} / {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "jecha icciitii WiFi {s}: {pw}",
    "የዋይፋይ ({s}) የይለፍ ቃል፦ {pw}",
    "wifi-ga {s} erayga sirta: {pw}",
    "كلمة سر الواي فاي {s}: {pw}",
    "network ({s}) uses {pw}",
    "wifi? / Gadisa: {pw}",
    "nmcli dev wifi connect '{s}' password {pw}",
    "WPA key for {s} → {pw}",
    "yewifi passwordu {pw} new",
    "psk=\"{pw}\" # {s}",
    "ssid,psk\n{s},{pw}",
    "auntie the wifi is {s} and the password {pw}",
    "{s} ka passkey: {pw}",
]  # fmt: skip


def _wifi_key(g: random.Random) -> str:
    style = g.randrange(3)
    if style == 0:
        return _plain_pw(g)
    if style == 1:
        return "".join(w.capitalize() for w in g.sample(_SPELL_WORDS, 3)) + str(g.randrange(10, 99))
    return _r(g, LOWER_DIGITS, 12)


_wifi = _family("wifi_key", _WIFI, _wifi_key, s=_SSIDS)


_SPACED = ["token, spaced so Telegram won't link it: {t}", "furtuu: {t}", "ቁልፉ፦ {t}",
           "furaha: {t}", "المفتاح: {t}", "read it slowly: {t}", "key: {t}",
           "the KeziraCloud token in groups: {t}"]  # fmt: skip


def _spaced(rng: random.Random, n: int) -> list[Sample]:
    out = []
    seps = [" ", " - ", " · ", " | ", ",", ".", " / ", "  "]
    for index, template in enumerate(v.cycle(rng, _SPACED, n)):
        raw = rng.choice([_j("ghp_", (ALNUM, 36)), _j("kzc_", (ALNUM, 28)), _j((ALNUM, 32))])(rng)
        sep = seps[index % len(seps)]
        size = [1, 4, 4, 4, 1, 1, 6, 1][index % len(seps)]
        shown = sep.join(raw[i : i + size] for i in range(0, len(raw), size))
        out.append(Sample("spaced_token", template.format(t=shown), shown))
    return out


_PINS = [
    "PIN kaardii ATM: {pw}",
    "የኤቲኤም ፒን፦ {pw}",
    "PIN-ka kaarka: {pw}",
    "الرقم السري للبطاقة: {pw}",
    "door code for the Legehare depot is {pw}#",
    "lakkoofsa icciitii balbala kuusaa: {pw}",
    "safe in the Harar office: {pw}",
    "auntie's debit PIN {pw}, dont tell nobody",
    "Telebirr PIN-kee {pw}",
    "alarm code at the Lake Street shop: {pw}",
]  # fmt: skip
_pins = _family("pin_code", _PINS, lambda g: _r(g, D, g.choice([4, 4, 5, 6])))


_PHRASE_WORDS = ["jebena", "hyena", "gidir", "erer", "kezira", "qishr", "halwa", "burri",
                 "shebeka", "legehare", "dechatu", "babile", "awday", "sanga"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase: {p}": " ", "jecha icciitii dheeraa: {p}": "-",
            "የይለፍ ሐረግ፦ {p}": " ", "weedha sirta ah: {p}": ".",
            "عبارة المرور: {p}": " ", "KeePassXC passphrase → {p}": "-",
            "passphrase for the backup drive: {p}": "_"}  # fmt: skip


def _phrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, list(_PHRASES), n)):
        phrase = _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))
        out.append(Sample("passphrase", template.format(p=phrase), phrase))
    return out


_AUTHS = [
    ("Authorization: Basic {v}", True),
    ("curl -H \"Authorization: Basic {v}\" https://erp.jugolbunna.lan/api", True),
    ("proxy_set_header Authorization \"Basic {v}\";", True),
    ("Authorization: Bearer {v}", False),
    ("headers = {{'Authorization': 'Bearer {v}'}}", False),
    ("Postman env: auth header = Bearer {v}", False),
]  # fmt: skip


def _auths(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, basic in v.cycle(rng, _AUTHS, n):
        if basic:
            pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
            value = base64.b64encode(pair.encode()).decode()
        else:
            value = _r(rng, ALNUM, 40)
        out.append(Sample("auth_header", template.format(v=value), value))
    return out


_CONFIGS = [
    ".env of the ERP:\nDB_HOST=pg.jugolbunna.lan\nDB_USER=erp\nDB_PASSWORD={pw}",
    "mbsyncrc:\nIMAPAccount jugol\nHost mail.jugolbunna.et\nUser ikram\nPass {pw}",
    "himalaya config.toml:\n[accounts.jugol]\nbackend.auth.raw = \"{pw}\"",
    "influxdb.env:\nDOCKER_INFLUXDB_INIT_USERNAME=admin\nDOCKER_INFLUXDB_INIT_PASSWORD={pw}",
    "baresip accounts:\n<sip:depot@pbx.jugolbunna.lan>;auth_pass={pw}",
    "sip.conf:\n[depot-phone]\ntype=friend\nsecret={pw}",
    "docker-compose.yml:\n  environment:\n    MARIADB_ROOT_PASSWORD: {pw}",
    "erpnext site_config.json:\n{{\"db_name\": \"_a1b2\", \"db_password\": \"{pw}\"}}",
    "application.properties:\nspring.datasource.username=lots\nspring.datasource.password={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "settings.py:\nDATABASES['default']['PASSWORD'] = \"{pw}\"",
    "terraform.tfvars:\nerp_db_password = \"{pw}\"",
    "values.yaml:\npostgresql:\n  auth:\n    password: {pw}",
    "[client]\nuser=backup\npassword={pw}",
    "DJANGO_SUPERUSER_PASSWORD={pw} python manage.py createsuperuser --noinput",
    "rclone.conf:\n[depotdav]\ntype = webdav\nuser = ops\npass = {pw}",
]  # fmt: skip
_configs = _family("config_file", _CONFIGS, _plain_pw)


_CHATS = [
    "Gadisa: password roastery PC maali?\nChaltu: {pw}",
    "[21:04] Hamdi: erayga sirta xafiiska?\n[21:05] Ayan: {pw}",
    "ትግስት፦ የይለፍ ቃሉ ስንት ነው?\nዳዊት፦ {pw}",
    "Biniam: {pw} — that's the new ERP admin password",
    "Obsa: {pw} jedheen jijjiire, kompiitara kuusaa",
    "Faisal: {pw} is what I set for the router at auntie's",
    "Nuradin: {pw} ayaan u bedelay password-ka",
    "Ikram: الباسورد الجديد {pw}",
    "Meron: password-u {pw} new",
    "Zahra: baby the password is {pw} ok",
    "Lensa: {pw}, that's what I set for the Haramaya sensor box",
    "Abdi: passwordkii cusbaa waa {pw}",
]  # fmt: skip
_chats = _family("chat_password", _CHATS, _pw)


_VOICE = [
    "(voice note, transcribed) ok so the password for the depot email is {pw} yeah",
    "(sagalee barreeffame) jecha icciitii email kuusaa {pw} dha",
    "(የድምፅ መልዕክት) የይለፍ ቃሉ {pw} ነው እሺ",
    "(cod la qoray) password-ka waa {pw}",
    "(رسالة صوتية) كلمة المرور {pw} تمام",
    "voice memo from auntie: the Xfinity password is {pw} ok love you",
]  # fmt: skip
_voice = _family("voice_password", _VOICE, _pw)


_ASKS = [
    "Hey assistant, remember the roastery NAS password is {pw}",
    "Yaadadhu: jecha icciitii ERP {pw} dha",
    "አስታውስልኝ፦ የERP የይለፍ ቃል {pw} ነው",
    "Xasuuso: password-ka ERP waa {pw}",
    "تذكر أن كلمة المرور {pw}",
    "please save this for later: Legehare scale PC, pw {pw}",
]  # fmt: skip
_asks = _family("assistant_request", _ASKS, _pw)


# How many samples each family draws (390 in all).
_PLAN: list[tuple[Taker, int]] = [
    (_said, 64), (_logins, 24), (_spelled, 12), (_cli, 36), (_urls, 14), (_vendors, 50),
    (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 12),
    (_national, 20), (_backups, 6), (_totp, 5), (_codes, 8), (_wifi, 16), (_spaced, 8),
    (_pins, 10), (_phrases, 7), (_auths, 6), (_configs, 16), (_chats, 12), (_voice, 6),
    (_asks, 6),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


def _visa(g: random.Random) -> str:
    return v.card(g, "visa")


def _mc(g: random.Random) -> str:
    return v.grouped(v.card(g, "mastercard"), " ", g)


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# (class, first field, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the roastery NAS password is", "{s}", _pw),
    ("split_password", "jecha icciitii:", "{s} (kompiitara kuusaa)", _pw),
    ("split_password", "የይለፍ ቃሉ", "{s} ነው", _pw),
    ("split_password", "erayga sirta waa", "{s}", _pw),
    ("split_password", "كلمة المرور:", "{s}", _pw),
    ("split_password", "yeyilef qalu", "{s} new", _pw),
    ("split_password", "auntie the Netflix pw is", "{s}\ndont change it", _pw),
    ("split_password", "ERP admin password", "{s}", _pw),
    ("split_password", "mistir qala", "{s}", _pw),
    ("split_password", "Legehare scale PC passwd:", "{s}, I think", _pw),
    ("split_token", "GeyPay live key", "{s}", _j("gpy_live_", (ALNUM, 32))),
    ("split_token", "Zaad merchant API key:", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token", "{s} (lots repo)", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "wallet recovery words", "{s}", _english_seed),
    ("split_card", "lakkoofsa kaardii", "{s} 04/33", lambda g: v.grouped(_visa(g), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SA"))),
    ("split_backup", "koodota deebii", "{s}\n48213977\n10392848", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "SSN", "{s}", _ssn),
    ("split_pin", "PIN kaardii ATM:", "{s}", _j((D, 4))),
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
    '{"roastery": {"nas_url": "nas.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"jecha_icciitii": "{s}"}': ("meta_password", _plain_pw),
    '{"የይለፍ_ቃል": "{s}"}': ("meta_password", _plain_pw),
    '{"erayga_sirta": "{s}"}': ("meta_password", _plain_pw),
    '{"كلمة_المرور": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "gadisa", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"argv": ["mysqlsh", "--user", "root", "--password={s}"]}': ("meta_password", _plain_pw),
    '{"transcript": "auntie says the Xfinity password is {s} ok"}': ("meta_password", _plain_pw),
    '{"geypay": {"api_key": "{s}"}}': ("meta_token", _j("gpy_live_", (ALNUM, 32))),
    '{"zaadKey": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"github_token": "{s}"}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"payment": {"card_number": "{s}", "exp": "04/33"}}': ("meta_card", _mc),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "JO")),
    '{"tenant": {"ssn": "{s}"}}': ("meta_id", _ssn),
    '{"mfa": {"backup_codes": ["{s}", "93018472", "55120938"]}}': ("meta_otp", _j((D, 8))),
    '{"remittance_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"probes": {"app_key": "{s}"}}': ("meta_key", _j((HEX.upper(), 32))),
    '{"depot": {"door_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Legehare Depot 5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"roaster-hmi-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"harbor.jugolbunna.lan/erp:4.3").hexdigest()
_COMMIT = hashlib.sha1(b"lots: add Harar longberry grade", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"depot: fix scale rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cupping_2034-02-11.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the roastery NAS password before the audit on 2034-03-02.",
    "Gadisa asked for the depot wifi password; it is on the card in the manager's drawer.",
    "Policy: Jugol Bunna passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into the Telegram ops group; share a vault link.",
    "The `.env.example` line `GEYPAY_API_KEY=replace-me` is a placeholder.",
    "The roaster HMI asks for a new admin password after every firmware update.",
    "Replace <YOUR_ZAAD_KEY> in the README with the key from the merchant dashboard.",
    "DECHATU_SMS_KEY and KEZIRA_CLOUD_TOKEN must be set before the nightly sync runs.",
    "Jecha icciitii kee nama kamiifuu hin himin.",
    "የይለፍ ቃልዎን ለማንም አይንገሩ።",
    "yeyilef qalachihun lemanim atnegru",
    "Erayga sirta ah qofna ha u sheegin.",
    "لا تشارك كلمة المرور مع أي شخص.",
    "Jechi icciitii yoo xiqqaate qubee 14 qabaachuu qaba.",
    "auntie pls never send passwords on Facebook again ok",
    "Password-ka waa inuu ka koobnaadaa ugu yaraan 14 xaraf.",
    "Upgraded the roaster HMI from 5.1 to 5.2 and paho-mqtt to 2.1.0 over the weekend.",
    f"commit {_COMMIT} adds the Harar longberry grade to the lots table.",
    f"Rolled back to {_SHORT} after the scale rounding broke the depot export.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The roaster HMI firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The ERP container runs harbor.jugolbunna.lan/erp@sha256:{_IMAGE}.",
    f"MD5 of cupping_2034-02-11.csv is {_MD5}, same as the copy on the share.",
    "Request id 3c8e51a2-7b4d-4e09-a1f6-2d9c0b7e4a35 is the slow one in the ERP logs.",
    "Purchase order PO-2034-00217 for 60 bags of Harar longberry ships on Monday.",
    "Ticket JB-4471: the Legehare depot scale drifts by 0.4 kg in the afternoon heat.",
    "Call the Harar shop on +251 25 666 0417 before noon.",
    "The Minneapolis shop on Lake Street is at (612) 555-0148, open until 9 pm.",
    "Container TGHU 6120487 with the Harar lot left Djibouti on Tuesday.",
    "Waybill JB-DD-2034-0091 covers 18 pallets from Dire Dawa to Djibouti.",
    "HS code 0901.11 is coffee, not roasted, not decaffeinated.",
    "The roastery is at 24.5 °C and 48 % relative humidity this morning.",
    "After five wrong passwords the ERP locks the account for 20 minutes.",
    "The train from Dire Dawa to Djibouti leaves at 08:00 and costs 900 birr.",
    "The secret of Harar coffee is the slow sun drying on raised beds.",
    "Ask Chaltu for the depot door code, I don't have it.",
    "My card ending 4417 was declined at the Kezira pharmacy.",
    "The Jeddah buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the GeyPay account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `ZAAD_API_KEY` in the secrets store, never in the repository.",
    "The guest wifi 'JugolBunna-Guest' is open, no password needed.",
    "Lot LOT-2034-HAR-0117, 60 kg, moisture 10.8 %; the cupping score was 86.25.",
    "The hyena feeding at the Erer gate starts around 19:30 every evening.",
    "Haramaya lake level is 1.2 m lower than last March.",
    "The PIN pad at the Harar shop is broken again; use the other terminal.",
    "Token counts for the Oromo ASR run: 41 210 prompt, 9 880 completion.",
    "Invoice INV-2034-0588 totals 142 300 birr, due 2034-03-15.",
    "The five gates of the old city are Shoa, Erer, Buda, Sanga and Fallana.",
    "ERP version 4.3.2, build 1187, released 2034-01-28.",
    "Faisal's flight DL 2417 lands in Minneapolis at 17:45.",
    "The password reset link expires in 30 minutes; ask IT if it runs out.",
    "Please pass the jebena, the buna is ready.",
    "I pinned paho-mqtt to 2.1.0 until the broker is upgraded.",
    "Employee number JB-0142 is Gadisa, employee number JB-0157 is Lensa.",
    "The passphrase rule: four words or more, no names of staff.",
    "Auntie Zahra's birthday is 14 March; the party is at Karmel on Saturday.",
    "The API key rotation for GeyPay is scheduled for the first Friday of the month.",
    "tracking number 1Z 9X4 720 46 1183 5094 for the parcel to Minneapolis",
    "Room 12 at the Kezira guest house is booked for the buyer from 3 to 7 May.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-02-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/jugol/erp", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 1187}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "JB-4471", "purchase_order": "PO-2034-00217"}',
    '{"lot": {"id": "LOT-2034-HAR-0117", "weight_kg": 60, "moisture_pct": 10.8}}',
    '{"phone": "+251 25 666 0417", "city": "Harar"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bags_in_stock": 942}',
    '{"hs_code": "0901.11", "origin": "ET", "description": "green coffee"}',
    '{"container": "TGHU 6120487", "route": "Dire Dawa-Djibouti", "eta": "2034-02-20"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
