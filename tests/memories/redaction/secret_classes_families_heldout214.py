# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-fourteenth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-thirteenth only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-fifteenth to two-hundred-and-seventeenth), any test, the reports, the benchmarks,
the changelog nor the git history, and the scrubber was never run on it. Its own seed (214683157),
password words (an Arctic word and a piece of fishing or kayak gear with a number and a sign; two
Arctic words joined by dots with a number; a name, a birth year, a sign and a town; a fish, a haul's
weight in kg and a sign; leet words of the northern lights, the skrei, the lavvu and the killer
whale with a year; a town, a gear word and a year joined by underscores; `Ferje`, a number and a
town; a word in capitals, a sign and a number; a name, `Padler` and a town; a generator's four
groups of five and random runs), names, places, templates, tools, vendors and layouts, the way the
staff of Nordkyst Samvirke (fictional: a whaling museum, sea-kayak rentals, a herring smokehouse, a
ferry kiosk, a reindeer-meat shop, a fishing-gear store and a cooperative bank across northern
Norway and Svalbard: Tromsø, Bodø, Lofoten, Hammerfest, Kirkenes, Longyearbyen and Barentsburg)
leak secrets into an assistant's memory. The texts are Signal, WhatsApp, Slack, Teams, Messenger,
Telegram and SMS messages, chat logs with times, Zendesk and Jira tickets, Confluence pages and
tables, notes, an e-mail, a runbook, a README fragment, shell prompts (Termux, Blink, WSL, a GitLab
CI log, an Ansible task, `history`), code (Python, Go, Rust, C#, Kotlin, TypeScript, PowerShell,
Elixir, Lua, R, Spring properties), configs, a transcribed voice memo and VHF call, and requests
to the assistant; separators run from a colon, "is", a dash and an arrow to an emoji, a new line,
quotes (`"…"`, `'…'`, `«…»`), parentheses and a table's bar.

Tools, flags and variables grepped one by one over heldouts 5 to 213: none of them names
`REDISCLI_AUTH`, sensu-backend's `--cluster-admin-password`, `lizardfs-admin … --password`,
tvheadend's `--user_admin`, `warpgate hash`, `pritunl set-password`, kvrocks2redis's
`--src-password`, `aprs-igate`, `yggdrasilctl -password`, a `gammurc` PIN, nor the variables
`KILN_DB_PASSWORD` and `SMOKEHOUSE_SMTP_PASSWORD`; lightly used (one or two earlier corpora each):
pgagroal-admin, pg_probackup, pgmetrics, signal-cli's `setPin`, vpncmd's `/PASSWORD:`, nxserver,
ceph-authtool's `--add-key`, mariadb-backup, immuadmin, keydb-cli, skysh, vmq-passwd, ssserver,
ipa-client-install, adcli's `--stdin-password` and hostapd_cli's `wps_ap_pin`; the rest (influx's
`-password`, `tor --hash-password`, domoticz, fhem, i2pd, telegraf, weewx, icecast, murmur,
ddclient, fetchmail, pppd, wvdial, zigbee2mqtt, uci, nmcli's `802-1x.password`, wpa_supplicant,
a Kubernetes secret, compose, systemd) are common layouts in wordings of their own. A few flags
are the author's guesses at the tool's spelling (tvheadend's, kvrocks2redis's, aprs-igate's).

About 45 % of the secret samples are in other languages than English (by a rough count of the
drawn samples' marker words): Northern Sámi, Lule Sámi, Kven, Norwegian (nynorsk texting and Tromsø and
Lofoten dialect), the Russian of Barentsburg (also in Latin letters) and, counted as English,
Svalbard English texting (`pw 4`, `btw`, `thats`). The wordings are the author's approximations,
checked by no speaker, built around marker words and the loanwords people text (password, wifi,
PIN, token, server, API key): Northern Sámi `beassansátni`, `lea`, `mu`, `ođđa`, `ale muital
geasage`, `giitu`, `dihtor`, `čoavdda`, `bustávas bustávas`; Lule Sámi `ådå`, `la`, `gijtto`,
`bessambáhko`, `áddjár`, `báhko`; Kven `miun`, `on`, `salasana`, `passori`, `kelleekhään`,
`kiitoksi`, `smoukihuonheen`; Norwegian `passordet er`, `eg`, `ikkje`, `æ har byttat`, `passorde
e`, `te`, `no`, `ka e`, `koda`; Russian `пароль`, `пасс`, `вайфай`, `от`, `никому не говори`,
`parol ot wifi`. The Lule Sámi lines (`bessambáhko`, `áddjár`, `dátamasjijna`, `kortta nummar`),
the Kven `passori`, `smoukihuonheen` and `kiitoksi`, and the Sámi `bohccomearka eaiggátnummir` and
`backup-krypterenčoavdda` are the thinnest guesses; the typographic `’` is never typed.

Vendors (Hurtigruten, Torghatten, Avinor, Lufttransport, Place2book, Tikkio, Resurs, Norled,
Fjord1, Nofima, Lerøy, Nordlandsbanken, Bulder and Kolonial) are ones heldouts 5 to 181 do not
name (grepped by name). No shape here is one the author knows to be real: the `hrg_live_`,
`p2b_`, `tk_sec_` and `lsy-` prefixes, hex, base64, URL-safe and alphanumeric runs, UUIDs and a
Lufttransport JWT are guesses; the JWTs are well-formed.

The ids: a Norwegian bank account number (`stdnum.no.kontonr`), a Norwegian VAT number
(`stdnum.no.mva`), a Russian INN (`stdnum.ru.inn`) and OGRN (`stdnum.ru.ogrn`), each drawn until
python-stdnum validates its check digits (kontonr and mva in one earlier corpus, INN and OGRN in
three, by grep); invented shapes no library or this file checks: a Svalbard firearm licence, a
snowmobile driving licence, a fishermen's register number, a reindeer-earmark owner number, a
Russian internal passport, a Norwegian passport and a boat-driver's licence. Card numbers pass Luhn
(Mir's 2200-2204 drawn here, and the helpers' Visa, Mastercard, Amex, Maestro, Discover and
UnionPay, checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough
count over heldouts 5 to 213 (Montenegro, Kosovo, Qatar, Lebanon, Iraq, Yemen, Russia and Oman, in
seventeen corpora each by that count), drawn until `stdnum.iban` validates them; seed phrases come
from `mnemonic`'s English, Russian, Czech, Korean and Italian lists, each with a valid checksum.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
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
from stdnum.no import kontonr as no_kontonr
from stdnum.no import mva as no_mva
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 214_683_157
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


_ARCTIC = ["Nordlys", "Skrei", "Torrfisk", "Rorbu", "Spekkhogger", "Knolhval", "Kajakk",
           "Polarnatt", "Morketid", "Isbjorn", "Sildeloft", "Boknafisk", "Reinsdyr", "Lavvu",
           "Gakti", "Bidos", "Joik", "Snoskred", "Hurtigrute", "Barentshav", "Nordkapp",
           "Fjellrev", "Klippfisk", "Svalbard"]  # fmt: skip
_GEAR = ["Garn", "Line", "Snurpenot", "Juksa", "Teine", "Trål", "Pilk", "Dregg", "Tauverk",
         "Fender", "Padleåre", "Spruttrekk", "Lenser", "Nøst"]  # fmt: skip
_GEAR = [g.replace("å", "aa").replace("ø", "o") for g in _GEAR]
_PLACES = ["Tromso", "Bodo", "Svolvaer", "Reine", "Henningsvaer", "Hammerfest", "Kirkenes",
           "Longyearbyen", "Barentsburg", "Vardo", "Honningsvag", "Kautokeino", "Karasjok",
           "Jokkmokk", "Porsanger", "Skibotn", "Andenes", "Stamsund"]  # fmt: skip
_NAMES = ["Maret", "Ande", "Niillas", "Sunna", "Biret", "Aile", "Inga", "Elle", "Oddvar",
          "Sigrid", "Eirik", "Kari", "Rune", "Ingrid", "Terje", "Solveig", "Vasily", "Oksana",
          "Dmitri", "Yulia", "Aleksei", "Hilja", "Tuula", "Esko", "Siiri"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["N0rdly5", "Skr31", "T0rrf1sk", "R0rbu", "Kn0lhv4l", "1sbj0rn", "L4vvu", "B1d0s",
         "Sp3kkh0gg3r"]  # fmt: skip


def _catch(g: random.Random) -> str:
    """A fish, its weight in a haul and a sign, the way a smokehouse crew jokes a password."""
    return f"{g.choice(['Sild', 'Skrei', 'Hyse', 'Sei', 'Laks', 'Kveite'])}{g.randrange(12, 990)}kg{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a password manager writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_ARCTIC)}{g.choice(_GEAR)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_ARCTIC, 2)) + "." + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2034)) + g.choice(_SYMBOLS),
    _catch,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_GEAR).lower()}_{g.randrange(1950, 2034)}",
    lambda g: f"Ferje{g.randrange(100, 1000)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_ARCTIC).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generated,
    lambda g: f"{g.choice(_NAMES)}Padler{g.choice(_PLACES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # Svalbard English texting and office English
    "Signal, Sigrid: pw 4 the kayak shed laptop is {pw} btw",
    "WhatsApp group 'Longyear crew': new wifi pw @ the Nybyen office → {pw}",
    "Slack #smokehouse, Terje: Marel scale terminal password: {pw}",
    "Teams chat, ferry desk Bodø: the Moxa ticket-gate admin password is \"{pw}\"",
    "Messenger, Eirik: whale museum till pw (the Lightspeed one) = {pw}",
    "SMS from Rune: polar bear alarm box pw - {pw} - dont lose it",
    "Telegram, Kari: cold room controller password 🔑 {pw}",
    "Zendesk #4418: Hammerfest reindeer-meat webshop admin password {pw} leaked in a screenshot",
    "Jira FERRY-212: reset the Bodø quay camera password (currently {pw})",
    "Confluence table 'Lofoten rorbu': | router | admin | ({pw}) |",
    "Hi Oddvar,\n\nthe Kirkenes bank terminal back-office password is now {pw}. Shred this when it's in Bitwarden.\n\nIngrid",
    "Runbook: smokehouse kiln restart\n1. open the Siemens HMI\n2. user: service\n3. password:\n{pw}\n4. set kiln 2 to 28 °C",
    "README (kayak booking kiosk)\nadmin UI at https://kiosk.nordkajakk.lan, password '{pw}'",
    "Voice memo, transcribed: the museum's Axis camera password is {pw} full stop",
    "note to self: coop bank test portal password ({pw})",
    "remember my Svalbard snowmobile-rental account for me, the password is {pw}",
    # Northern Sámi (davvisámegiella)
    "Máret: mu ođđa beassansátni lea {pw}",
    "wifi beassansátni lea {pw}, ale muital geasage",
    "dihtora beassansátni: {pw}",
    "Ánde: boazobiergu-gávppi server password lea {pw}, giitu",
    "Niillas: bargodihtora password → {pw}",
    "Sunná: ruovttu rávdnji password lea \"{pw}\"",
    # Lule Sámi (julevsámegiella)
    "Biret: ådå password la {pw}, gijtto",
    "bessambáhko: {pw}",
    "Elle: dátamasjijna password la {pw}",
    # Kven (kainun kieli)
    "Hilja: miun uusi salasana on {pw}",
    "wifin passori on {pw}, älä sano kelleekhään",
    "Esko: smoukihuonheen koneen salasana – {pw}",
    "Tuula: pankin passori on {pw}, kiitoksi",
    # Norwegian: nynorsk texting and northern dialects
    "Solveig: passordet til kassa er {pw}, ikkje del det",
    "eg har sett nytt passord på ruteren: {pw}",
    "æ har byttat passorde te {pw}",
    "Terje: passorde på røykeriet e {pw} no",
    "pw te wifien i rorbua e {pw}",
    "ka e passorde på kajakk-pcen? – {pw}",
    "Kari: nytt passord på fergebilletten: «{pw}»",
    "passordet på museumskassa (Lightspeed): {pw}",
    # Russian of Barentsburg
    "Василий: пароль от вайфая в гостинице «Баренцбург» — {pw}",
    "Оксана: новый пасс от кассы музея {pw}",
    "пароль на комп в Пирамиде: {pw}, никому не говори",
    "Дмитрий: от почты треста теперь {pw}",
    "parol ot wifi v stolovoy: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["maret.s", "ande", "niillas", "sunna.b", "biret", "aile", "inga.k", "elle",
          "oddvar", "sigrid", "eirik.h", "kari", "rune", "ingrid.l", "terje", "solveig",
          "vasily", "oksana.p", "dmitri", "yulia", "hilja", "tuula", "esko", "svc-kiln",
          "ferry-gate", "museum-pos"]  # fmt: skip
_LOGINS = [
    "Slack, Terje: the Marel login is {u} / {pw}",
    "Zendesk #4431: {u} locked out of the ferry gate console, last password {pw}",
    "Confluence › Smokehouse › Kiln HMI: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| reindeer-meat shop | {u} | {pw} |",
    "sign in to the Lightspeed back office as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "Sigrid says the kayak booking account is {u} and the password is {pw}",
    "system,user,password\nkiosk-bodo,{u},{pw}",
    "geavaheaddji {u}, beassansátni {pw}",
    "áddjár {u}, password la {pw}",
    "käyttäjä {u}, salasana {pw}",
    "brukar {u}, passord {pw}",
    "brukernavn {u} og passorde e {pw}",
    "логин {u}, пароль {pw}",
    "user {u} pw {pw} 4 the snowmobile rental site",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["skrei", "rorbu", "bidos", "lavvu", "gakti", "joik", "sildeloft", "klippfisk",
               "morketid", "nordlys", "fjellrev", "hurtigrute", "boknafisk", "snoskred",
               "spekkhogger", "knolhval", "reinsdyr", "barentshav", "lenser"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, and then {d}",
    "Svalbard wifi: it's {w} and then the number {d}, no space",
    "type {w}, then {d}; that's the kiosk password",
    "voice memo: the museum password is {w} followed by {d}",
    "beassansátni lea sátni {w}, dasto {d}",
    "salasana on sana {w}, sitten {d}",
    "passordet er ordet {w}, og så {d}",
    "passorde e {w} og så {d} rett etter",
    "пароль — слово {w}, потом {d}",
    "password la báhko {w}, ja {d}",
    "{w}{d}, thats the wifi pw for the rorbu",
    "{w}{d} — det e passorde te røykeriet",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 7 + 3) % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "influx -host influx.nordkyst.lan -username {u} -password '{pw}' -database kiln",
    "REDISCLI_AUTH='{pw}' redis-cli -h cache.nordkyst.lan --scan",
    "sensu-backend init --cluster-admin-username {u} --cluster-admin-password '{pw}'",
    "tor --hash-password '{pw}'",
    "pgagroal-admin -f /etc/pgagroal/pgagroal_users.conf -U {u} -P '{pw}' user add",
    "pg_probackup backup -B /backup -b FULL --instance ferry -U {u} --password -d ferry <<< '{pw}'",
    "pgmetrics --host=pg.nordkyst.lan --username={u} --password='{pw}' ferry",
    "signal-cli -a +4790000000 register --captcha x; signal-cli setPin '{pw}'",
    "vpncmd localhost /SERVER /PASSWORD:{pw} /CMD HubList",
    "nxserver --useradd {u} --system --password '{pw}'",
    "lizardfs-admin info master.nordkyst.lan 9421 --password='{pw}'",
    "tvheadend --noacl -u {u} -g video --http_root /tv --user_admin {u}:{pw}",
    "ceph-authtool --create-keyring /tmp/kiln.keyring --gen-key -n client.{u} --add-key '{pw}'",
    "warpgate hash <<< '{pw}'",
    "domoticz -www 8080 -sslwww 0 -userpass {u}:{pw}",
    "fhem.pl 7072 'attr WEB basicAuth {{ \"$user:$password\" eq \"{u}:{pw}\" }}'",
    "pritunl set-password --username {u} --password '{pw}'",
    "mariadb-backup --backup --target-dir=/backup/ferry --user={u} --password='{pw}'",
    "immuadmin login {u} --password '{pw}'",
    "keydb-cli -h keydb.nordkyst.lan --user {u} --pass '{pw}' INFO",
    "kvrocks2redis -c kvrocks.conf --src-password '{pw}'",
    "skysh --user {u} --password '{pw}' -h sky.nordkyst.lan",
    "aprs-igate --callsign LA9TRM --passcode 0 --login-pass '{pw}'",
    "vmq-admin listener start port=8883 --mountpoint kiln; vmq-passwd -U /etc/vernemq/vmq.passwd {u} <<< '{pw}'",
    "ssserver -s '[::]:8388' -m chacha20-ietf-poly1305 -k '{pw}'",
    "i2pd --http.auth --http.user={u} --http.pass='{pw}'",
    "yggdrasilctl -endpoint=tcp://localhost:9001 -password '{pw}' getPeers",
    "ipa-client-install --domain=nordkyst.lan --principal={u} --password='{pw}' --unattended",
    "adcli join --domain=nordkyst.lan --login-user={u} --stdin-password <<< '{pw}'",
    "hostapd_cli -i wlan0 wps_ap_pin set '{pw}' 600",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "sigrid@kiln-pi:~$ {c}", "root@barentsburg-gw:~# {c}",
    "Termux on the ferry tablet: {c}", "Blink Shell, mosh to tromso-ops: {c}",
    "Windows Terminal, WSL Debian ~$ {c}", "history | grep pass\n  412  {c}",
    "GitLab CI job log (#88213):\n$ {c}", "Ansible shell task output: cmd: {c}",
    "komandu maid mun čállen: {c}", "komento jonka mie panin: {c}",
    "kommandoen eg køyrde: {c}", "dæm kommandoan æ køyrt: {c}", "kommándu maid Ánde čálii: {c}", "команда из истории: {c}", "komento jonka Esko kirjoitti: {c}", "команда, которую я запустил: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.nordkyst.lan:5432/ferrytickets",
    "mysql://{u}:{pw}@shop-db.reinkjott.no:3306/webshop",
    "mongodb+srv://{u}:{pw}@museum.x1kq.mongodb.net/exhibits",
    "redis://{u}:{pw}@cache.nordkyst.lan:6379/2",
    "amqp://{u}:{pw}@mq.nordkyst.lan:5672/kiln",
    "ftp://{u}:{pw}@ftp.rorbu-booking.no/export/",
    "rtsp://{u}:{pw}@cam-quay2.bodo.lan:554/h264",
    "clickhouse://{u}:{pw}@ch.nordkyst.lan:9000/catch",
    "opc.tcp://{u}:{pw}@kiln-plc.lofoten.lan:4840",
    "jdbc:postgresql://pg.nordkyst.lan/bank?user={u}&password={pw}",
    "Server=sql.nordkyst.lan;Database=Coop;User Id={u};Password={pw};TrustServerCertificate=True",
    "webdav://{u}:{pw}@files.longyear.lan/kayak-waivers",
    "influxdb://{u}:{pw}@influx.nordkyst.lan:8086/kiln",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "Slack, Terje: connection string for the new shop {c}",
    "keep this DSN for me: {c}", "tilkoplingsstreng: {c}", "строка подключения: {c}",
    "Zendesk #4450: {c}", "Confluence 'Datakilder': {c}", "čatnanstreaŋga: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "nordkyst-samvirke", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Hurtigruten", "HURTIGRUTEN_PARTNER_KEY", _j("hrg_live_", (ALNUM, 32))),
    ("Torghatten", "TORGHATTEN_API_SECRET", _j((HEX, 40))),
    ("Avinor", "AVINOR_FLIGHTDATA_KEY", lambda g: v.uuid4(g, "b")),
    ("Lufttransport", "LUFTTRANSPORT_CHARTER_TOKEN", _vendor_jwt("https://api.lufttransport.no")),
    ("Place2book", "PLACE2BOOK_API_KEY", _j("p2b_", (LOWER_DIGITS, 36))),
    ("Tikkio", "TIKKIO_SECRET_KEY", _j("tk_sec_", (URLSAFE, 40))),
    ("Resurs", "RESURS_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Norled", "NORLED_TICKET_API_KEY", _j((UPPER_HEX, 32))),
    ("Fjord1", "FJORD1_API_TOKEN", _j((ALNUM, 48))),
    ("Nofima", "NOFIMA_DATALAB_KEY", _j((HEX, 64))),
    ("Lerøy", "LEROY_SUPPLIER_TOKEN", _j("lsy-", (ALNUM, 36))),
    ("Nordlandsbanken", "NORDLANDSBANKEN_OPENBANKING_SECRET", _j((URLSAFE, 64))),
    ("Bulder", "BULDER_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Kolonial", "KOLONIAL_PARTNER_TOKEN", _j((HEX, 48))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}=\"{tok}\"",
    "fly secrets set {env}={tok}",
    "compose.yaml:\n    environment:\n      - {env}={tok}",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "Slack, Terje: {vendor} key for the booking sync: {tok}",
    "Zendesk #4466: {vendor} integration broken, current key {tok}",
    "Nordkyst admin › Integrations › {vendor}: {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API-nøkkel: {tok}",
    "API-nykkelen til {vendor} er {tok}",
    "{vendor} API-čoavdda: {tok}",
    "{vendor} API-avain on {tok}",
    "ключ API {vendor}: {tok}",
    "{vendor} api key 4 the ferry app is {tok} btw",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    torg = _r(rng, HEX, 40)
    norled = _r(rng, UPPER_HEX, 32)
    fjord = _r(rng, ALNUM, 48)
    nofima = _r(rng, HEX, 64)
    return [
        Sample("vendor_token", f'r = httpx.get("https://api.torghatten.example/v2/departures", headers={{"X-Api-Secret": "{torg}"}})', torg),
        Sample("vendor_token", f'val norled = NorledClient(apiKey = "{norled}")', norled),
        Sample("vendor_token", f'const fjord1 = new Fjord1Tickets({{ token: "{fjord}" }});', fjord),
        Sample("vendor_token", f'client <- nofima_connect(key = "{nofima}")', nofima),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Signal: {t}", "it shows it only once so here:\n{t}", "token: {t}",
                "tokena lea {t}", "{t}\n^ new one, old is revoked", "hold on to this 4 me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 26), ".", (URLSAFE, 38)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 52)), _j((B64, 44)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of the kiln temperature sensor K-03: {h}": 32,
    "HMAC secret for the Vipps-style payment callback of the ferry kiosk: {h}": 64,
    "AES key for the museum's audio-guide export: {h}": 32,
    "IPsec PSK (hex) Longyearbyen ↔ Tromsø: {h}": 64,
    "krypteringsnøkkel for backupen: {h}": 64,
    "ключ шифрования бэкапа: {h}": 48,
    "backup-krypterenčoavdda: {h}": 64,
    "salauksen avain (backup): {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zendesk #4472: token copied from DevTools {t}",
    "Cookie: lang=se; nk_session={t}",
    "BOOKING_ACCESS_TOKEN={t}",
    "keep this bearer 4 me {t}",
    "tokena lea {t}",
    "токен: {t}",
    "tokenet er {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@nordkyst.no"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://id.nordkyst.no/realms/samvirke", "azp": "ferry-kiosk"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key for the kiln Pi, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.nordkyst.no.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"BANKID_SIGNING_KEY": "{key}", "env": "test"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_ferry <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zendesk #4480, pasted by the consultant:\n{key}": ("PRIVATE KEY", "\n"),
    "serverra priváhta čoavdda:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "приватный ключ сервера:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head, tail = [f"-----BEGIN {kind}-----"], [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "Sparrow wallet backup words, copying them off the card: {p}": "english",
    "Nunchuk recovery phrase\n{p}": "english",
    "voice memo: the Blockstream Green words are {p} and that's all": "english",
    "Confluence 'Kayak club wallet (retired)': {p}": "english",
    "сид-фраза кошелька Tonkeeper: {p}": "russian",
    "мнемоника от кошелька треста: {p}": "russian",
    "obnovovací fráze peněženky Trezor: {p}": "czech",
    "지갑 복구 구문: {p}": "korean",
    "frase di recupero del portafoglio: {p}": "italian",
    "seed-frasa (Electrum) lea {p}": "english",
    "gjenopprettingsfrasa til lommeboka: {p}": "english",
    "palautuslause: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 6]) for k in range(0, len(words), 6)),
        " | ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _mir(rng: random.Random) -> str:
    """A Luhn-valid Mir card number (Russia's scheme, 2200-2204), which the helpers do not know."""
    body = rng.choice(["2200", "2202", "2204"]) + _r(rng, D, 11)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    return _mir(rng) if brand == "mir" else v.card(rng, brand)


_CARD_PLACES = [
    "Slack, Terje: the coop card for the smokehouse spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card 4 me: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Zendesk #4490: pay the kiln service with card {c}",
    "mu kortanummir: {c}, {mm}/{yy}",
    "miun korttinumero: {c}",
    "kortnummeret mitt: {c}, {mm}/{yy}",
    "номер карты Мир: {c}",
    "kortnummer te firmakortet e {c}",
    "kortta nummar la {c}",
]  # fmt: skip
_BRANDS = ["visa", "mir", "mastercard", "amex", "maestro", "mir", "discover", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/37, CVC {cvv}",
               "the three digits on the back are {cvv}",
               "Amex {c}, four-digit code on the front: {cvv}",
               "tre siffer bak på kortet: {cvv}",
               "три цифры на обороте: {cvv}",
               "golbma nummara kortta duogábealde: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 213 (seventeen corpora each by that
# count); BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"ME": "n" * 18, "XK": "n" * 16, "QA": "aaaa" + "c" * 21, "LB": "nnnn" + "c" * 20,
                "IQ": "aaaa" + "n" * 15, "YE": "aaaa" + "nnnn" + "c" * 18,
                "RU": "n" * 14 + "c" * 15, "OM": "nnn" + "c" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice NK-2033-071: please pay the herring barrels to {i} within 14 days",
    "save the Podgorica kayak supplier's IBAN: {i}",
    "IBAN: {i}\nReference: reindeer-meat order 118",
    "Slack #finance: the Doha whale-tour agent's new IBAN {i}",
    "mu IBAN: {i}",
    "miun IBAN on {i}",
    "IBAN-en min: {i}",
    "IBAN треста для оплаты: {i}",
    "IBAN te leverandøren e {i}",
    "IBAN la {i}",
    "Hi Oddvar, the Beirut fish-smoke buyer pays from {i}",
    "Erbil travel agency IBAN (for the Svalbard tour deposit): {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _kontonr(g: random.Random) -> str:
    """A Norwegian bank account number: eleven digits with a mod-11 check digit (stdnum)."""
    number = v.until(
        g, lambda h: h.choice(["4530", "4500", "1503", "4750"]) + _r(h, D, 7), no_kontonr.is_valid
    )
    return str(no_kontonr.format(number))


def _mva(g: random.Random) -> str:
    """A Norwegian VAT number: NO, an organisation number with its mod-11 digit, MVA (stdnum)."""
    return v.until(g, lambda h: "NO" + h.choice("89") + _r(h, D, 8) + "MVA", no_mva.is_valid)


def _inn(g: random.Random) -> str:
    """A Russian INN of a person: twelve digits, two check digits (stdnum)."""
    return v.until(g, lambda h: h.choice(["51", "29", "77"]) + _r(h, D, 10), ru_inn.is_valid)


def _ogrn(g: random.Random) -> str:
    """A Russian OGRN: thirteen digits whose last is a mod-11 check (stdnum)."""
    return v.until(g, lambda h: "1" + _r(h, D, 12), ru_ogrn.is_valid)


def _firearm(g: random.Random) -> str:
    """Svalbard firearm licence (for polar-bear protection): invented shape, no check."""
    return f"SYS-V-{g.randrange(2019, 2034)}-{_r(g, D, 5)}"


def _scooter(g: random.Random) -> str:
    """A snowmobile driving licence number: invented shape, no check."""
    return f"S{_r(g, D, 8)}"


def _fisher(g: random.Random) -> str:
    """A fishermen's register (fiskarmanntal) number: invented shape, no check."""
    return f"FM-{_r(g, D, 6)}"


def _earmark(g: random.Random) -> str:
    """A reindeer-earmark owner number in a siida: invented shape, no check."""
    return f"{_r(g, D, 2)}-{_r(g, D, 4)}-{_r(g, UPPER, 2)}"


def _ru_passport(g: random.Random) -> str:
    """A Russian internal passport: series of four digits and number of six, unchecked."""
    return f"{_r(g, D, 2)} {_r(g, D, 2)} {_r(g, D, 6)}"


def _no_passport(g: random.Random) -> str:
    """A Norwegian passport number: invented shape (two letters, seven digits), unchecked."""
    return f"{_r(g, UPPER, 2)}{_r(g, D, 7)}"


def _boat(g: random.Random) -> str:
    """A recreational boat-driver's licence (båtførerbevis) number: invented, unchecked."""
    return f"BFB{_r(g, D, 7)}"


_ID_PLACES: dict[str, Maker] = {
    "kontonummeret mitt i banken: {s}": _kontonr,
    "Norwegian bank account for the kayak refunds: {s}": _kontonr,
    "mu bánkokonto: {s}": _kontonr,
    "MVA-nummer til røykeriet på fakturaen: {s}": _mva,
    "VAT no. of the reindeer-meat shop: {s}": _mva,
    "ИНН Оксаны для договора: {s}": _inn,
    "мой ИНН: {s}": _inn,
    "ОГРН подрядчика в Баренцбурге: {s}": _ogrn,
    "våpenkortet mitt (Sysselmesteren): {s}": _firearm,
    "my Svalbard rifle licence no. {s}": _firearm,
    "snøscooterførerkort nr. {s}": _scooter,
    "miun moottorikelkkakortti: {s}": _scooter,
    "fiskarmanntal-nummeret mitt: {s}": _fisher,
    "mu bohccomearka eaiggátnummir: {s}": _earmark,
    "серия и номер паспорта: {s}": _ru_passport,
    "passnummeret mitt: {s}": _no_passport,
    "mu pássa nummir lea {s}": _no_passport,
    "båtførerbevis nr {s}": _boat,
    "passport no. 4 the Barentsburg trip: {s}": _ru_passport,
    "earmark owner no. for Áile's herd: {s}": _earmark,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Bitwarden 2FA recovery codes\n{codes}", "backup codes for the coop's Microsoft account: {codes}",
            "reservekodar for 2FA:\n{codes}", "2FA várrekodat: {codes}", "резервные коды 2FA: {codes}",
            "2FA-varakoodit:\n{codes}", "backup codes 4 the ferry gmail: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Nordkyst:sigrid@nordkyst.no?secret={s}&issuer=Nordkyst&period=30",
              "2FA setup key for the bank portal (manual entry): {s}",
              "TOTP secret for the booking admin: {s}",
              "2FA čiegusčoavdda: {s}", "секрет TOTP: {s}", "TOTP-hemmeligheita: {s}"]  # fmt: skip
_CODES = ["{c} is your Lightspeed verification code", "Engangskoden din er {c}",
          "Код подтверждения: {c}. Никому не сообщайте", "Duođaštankoda: {c}",
          "verification code 4 the kiosk: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Nordkyst-Kontor", "Rorbu-Reine-5G", "Roykeri_Svolvaer", "Kajakk-Tromso",
          "Museum Hvalfangst", "Ferje Bodo Gjest", "Reinkjott-Lager", "Telenor_Kirkenes_2G",
          "Longyear Nybyen 5G", "Barentsburg Hotel", "Pyramiden-Sat", "Hammerfest Kai"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\npassword: {pw}",
    "smokehouse network {s}, passphrase {pw}",
    "wifi in the rorbu: {s} / {pw}",
    "Raspberry Pi imager, wireless LAN: SSID {s}, password {pw}",
    "wifi {s} beassansátni lea {pw}",
    "wifi {s}: passordet er {pw}",
    "wifien {s} – passorde e {pw}",
    "wifin {s} salasana on {pw}",
    "вайфай {s}, пароль {pw}",
    "wifi {s} pw {pw} btw",
    "wifi {s} password la {pw}",
    "the key on the sticker under the Telenor box: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 13)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("hrg_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("p2b_", (LOWER_DIGITS, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated on the VHF, transcribed] {t}",
          "(spaced so the preview hides it) {t}", "bustávas bustávas: {t}", "по одной букве: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["door code for the kayak shed: {pw}", "kodelås på røykeriet: {pw}#",
          "koda te nøstet e {pw}", "uksa koda lea {pw}", "oven koodi on {pw}",
          "код от двери склада {pw}", "safe in the museum office, PIN {pw}",
          "PIN-koden til bankkortet: {pw}", "gun-locker code at the Longyear office: {pw}",
          "PIN la {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4, 8][index % 5])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["skrei", "rorbu", "lavvu", "bidos", "joik", "sildeloft", "klippfisk",
                 "nordlys", "fjellrev", "lenser", "padleaare", "knolhval", "polarnatt",
                 "hurtigrute", "dregg", "tauverk"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the coop vault: {p}": " ",
            "Proton Pass passphrase: {p}": "-", "Enpass master passphrase: {p}": ".",
            "beassansátnecealkka: {p}": " ", "passfrasen er {p}": "_",
            "парольная фраза: {p}": " ", "passphrase 4 the backup disk: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Insomnia raw request: Authorization: Bearer {v}": False,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Thunder Client export: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.nordkyst.lan:8086\"]\n  username = \"kiln\"\n  password = \"{pw}\"",
    "weewx.conf:\n[StdRESTful]\n    [[Wunderground]]\n        station = ITROMS42\n        password = {pw}",
    "icecast.xml:\n<authentication>\n  <source-password>{pw}</source-password>\n</authentication>",
    "murmur.ini:\nserverpassword={pw}\nwelcometext=\"Nordkyst crew radio\"",
    "ddclient.conf:\nprotocol=dyndns2\nlogin=nordkyst\npassword='{pw}'\nkiosk.nordkyst.no",
    "fetchmailrc:\npoll imap.nordkyst.no proto imap user \"booking\" pass \"{pw}\"",
    "/etc/ppp/peers/ice-modem:\nuser \"ice\"\npassword \"{pw}\"",
    "gammurc:\n[gammu]\ndevice = /dev/ttyUSB2\nconnection = at\npin = {pw}",
    "ceph keyring /etc/ceph/ceph.client.kiln.keyring:\n[client.kiln]\n    key = {pw}",
    "torrc:\nControlPort 9051\n# plain one for the script: {pw}",
    "wvdial.conf:\n[Dialer Defaults]\nModem = /dev/ttyUSB0\nUsername = nordkyst\nPassword = {pw}",
    "zigbee2mqtt configuration.yaml:\nmqtt:\n  server: mqtt://broker.nordkyst.lan\n  user: z2m\n  password: '{pw}'",
    "uci set wireless.@wifi-iface[0].key='{pw}'",
    "nmcli connection modify eduroam 802-1x.password '{pw}'",
    "wpa_supplicant.conf:\nnetwork={{\n    ssid=\"Nordkyst-Kontor\"\n    psk=\"{pw}\"\n}}",
    "k8s Secret booking-db:\napiVersion: v1\nkind: Secret\nmetadata:\n  name: booking-db\nstringData:\n  DB_PASSWORD: \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "settings.py:\nDATABASES = {{'default': {{'ENGINE': 'django.db.backends.postgresql', 'USER': 'ferry', 'PASSWORD': '{pw}'}}}}",
    "main.go:\ndb, _ := sql.Open(\"pgx\", \"user=ferry password={pw} host=pg.nordkyst.lan\")",
    "config.rs:\nlet password = \"{pw}\";",
    "Program.cs:\nvar conn = new NpgsqlConnection(\"Host=pg;Username=ferry;Password={pw}\");",
    "app.kt:\nval dbPassword = \"{pw}\"",
    "index.ts:\nconst kilnPassword = '{pw}';",
    "deploy.ps1:\n$pw = ConvertTo-SecureString '{pw}' -AsPlainText -Force",
    "docker-compose.yml:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "kiln.service:\n[Service]\nEnvironment=KILN_DB_PASSWORD={pw}",
    ".env:\nSMOKEHOUSE_SMTP_PASSWORD={pw}",
    "config.exs:\nconfig :ferry, Ferry.Repo, username: \"ferry\", password: \"{pw}\"",
    "application.properties:\nspring.datasource.password={pw}",
    "init.lua:\nlocal wifi_pass = \"{pw}\"",
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "Sigrid: wifi pw in the rorbu?\nTerje: {pw}",
    "[07:02] eirik: root pw for the kiln pi?\n[07:04] rune: {pw}",
    "Kari: {pw} is the new museum till password",
    "Terje: use {pw}, thats what the Marel has now",
    "Máret: ođđa beassansátni lea {pw}",
    "Solveig: nytt passord: {pw}",
    "Oksana: новый пароль {pw}",
    "Hilja: uusi salasana {pw}",
    "Biret: ådå password {pw}",
    "[23:41] oddvar: pw?\n[23:41] ingrid: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 6), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 10), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_code, 13),
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


_SPLIT_PASSWORDS = {
    "the kiln HMI password is": "{s}", "Marel service pw:": "{s} (since the scale swap)",
    "mu beassansátni lea": "{s}", "passordet er": "{s}\nbytt det etter sesongen",
    "salasana on": "{s}", "пароль:": "{s}", "passorde e": "{s}", "password la": "{s}",
    "the pw Rune read out on the VHF was": "{s}, i think", "wifi pw 4 the rorbu:": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Norled API key", "{s}", _j((UPPER_HEX, 32))),
    ("split_token", "Place2book key:", "{s} (museum tickets)", _j("p2b_", (LOWER_DIGITS, 36))),
    ("split_token", "Bulder client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/37", lambda g: v.grouped(_mir(g), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "ME"))),
    ("split_backup", "Bitwarden recovery codes", "{s}\nqzxw-4821-plmk\nrtye-9034-vbnc", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ИНН", "{s}", _inn),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"kiln": {"url": "https://kiln.lofoten.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"beassansátni": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "terje", "passord": "{s}"}}': ("meta_password", _plain_pw),
    '{"gates": [{"name": "gate-a"}, {"name": "gate-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["influx", "-username", "kiln", "-password", "{s}", "-database", "kiln"]}': ("meta_password", _plain_pw),
    '{"note": "passorde te røykeriet e {s}"}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the museum till as kari with the password {s}"}': ("meta_password", _plain_pw),
    '{"norled": {"api_key": "{s}"}}': ("meta_token", _j((UPPER_HEX, 32))),
    '{"tikkioSecret": "{s}"}': ("meta_token", _j("tk_sec_", (URLSAFE, 40))),
    '{"nofima_key": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 42))),
    '{"payment": {"card_number": "{s}", "exp": "03/38"}}': ("meta_card", lambda g: v.grouped(_mir(g), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "QA")),
    '{"shop": {"mva_nummer": "{s}"}}': ("meta_id", _mva),
    '{"mfa": {"recovery_codes": ["{s}", "qzxw-4821-plmk", "rtye-9034-vbnc"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"club_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"kayak_shed": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Rorbu-Reine-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"influxdb-client-1.44.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"kiln-hmi-firmware-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/nordkyst/booking:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"booking: add ferry departures from Reine", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"shop: revert reindeer price table", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"catch_2033-03-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"museum-visitors-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the kiln HMI password before the inspection on 2033-04-18.",
    "Terje asked for the rorbu wifi password; it's on the card in the kitchen drawer.",
    "Policy: coop passwords are at least 16 characters and live only in Bitwarden.",
    "Please don't paste passwords into Slack; share a vault link instead.",
    "The `.env.example` line `NORLED_TICKET_API_KEY=changeme` is a placeholder.",
    "The museum till asks for a new password after every update.",
    "Replace <YOUR_PLACE2BOOK_KEY> in the README with the key from your dashboard.",
    "HURTIGRUTEN_PARTNER_KEY must be set before the nightly departures sync runs.",
    "Ale muital du beassansáni geasage.",
    "Beassansátni galgá leat unnimusat 16 mearkka guhkki.",
    "Ij galga bessambáhkov ietjáj subtsastit.",
    "Älä sano salasanaa kelleekhään.",
    "Passordet skal vere minst 16 teikn langt.",
    "Æ har glømt passorde igjen, må ringe Terje.",
    "Ikkje del passordet i gruppa, ver så snill.",
    "Никому не сообщайте свой пароль.",
    "Пароль должен быть не короче 16 символов.",
    "pw reset link 4 the booking site expires in 30 min btw",
    "Upgraded the kiln HMI firmware from 5.1 to 5.2 and influxdb-client to 1.44.0.",
    f"commit {_COMMIT} adds the ferry departures from Reine.",
    f"Rolled back to {_SHORT} after the reindeer price table broke the shop.",
    f"requirements.txt: influxdb-client==1.44.0 --hash=sha256:{_WHEEL_SUM}",
    f"The kiln HMI firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of museum-visitors-2032.parquet: {_SHA512}",
    f"The booking container runs ghcr.io/nordkyst/booking@sha256:{_IMAGE}.",
    f"MD5 of catch_2033-03-02.csv is {_MD5}, same as the copy on the share.",
    "Request id 3c9e1a77-5b20-4d8e-9f11-2a6b7c8d9e01 is the slow one in the booking logs.",
    "Order NK-2033-00712: 40 kg of smoked reindeer to Tromsø, ships Thursday.",
    "Zendesk #4501: the Reine rorbu heater trips the breaker at night.",
    "Call the Kirkenes office on +47 78 99 12 34 before noon.",
    "Ferry MF Lofoten departs Bodø 15:30 and arrives Moskenes 18:45.",
    "The herring barrel lot SB-2033-044 weighs 112 kg.",
    "The kiln runs at 28 °C for 14 hours; relative humidity 70 %.",
    "After five wrong passwords the booking admin locks for 15 minutes.",
    "The secret of good tørrfisk is the March wind on the Lofoten racks.",
    "Ask Sigrid for the kayak shed code, I don't have it.",
    "My card ending 4412 was declined at the Longyearbyen Coop.",
    "The Doha agent wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's bank portal and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `NOFIMA_DATALAB_KEY` in the secrets store, never in the repository.",
    "The padlock on the boathouse rusts in the salt air; oil it monthly.",
    "ISBN 978-82-02-12345-5 is the whaling history book in the museum shop.",
    "The guest wifi 'Museum-Gjest' is open, no password needed.",
    "Vessel registration N-123-VV is the museum's old whale catcher; IMO 5123456.",
    "The gun locker must stay closed; only Sysselmesteren-licensed guides carry rifles.",
    "Kayak K-17 needs a new skeg; serial NK-KAJ-2031-017.",
    "Meeting room Nordlys is booked 10:00–11:30 on 2033-05-02.",
    "Postnummer til Longyearbyen er 9170, og Reine har 8390.",
    "Hammerfest harbour depth at quay 3 is 9.5 m.",
    "Telefonnummeret til røykeriet er 76 09 12 00.",
    "Тел. гостиницы в Баренцбурге: +47 79 02 10 00.",
    "Girjji ISBN lea 978-82-7374-000-3.",
    "Museum ticket 0412-2033 was scanned at 11:02.",
    "The PIN pad on the ferry kiosk is broken again.",
    "Reindeer slaughter quota for the siida is 420 animals this autumn.",
    "The Bitwarden org has 14 members and 212 items.",
    "Token limit for the assistant is 8000 per call.",
    "Card payments need a PIN over 500 kroner.",
    "Sámi National Day is 6 February; the shop closes at 14:00.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/coop/kiln", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "influxdb-client", "version": "1.44.0"}}',
    '{"ticket": "4501", "order": "NK-2033-00712"}',
    '{"lot": {"id": "SB-2033-044", "weight_kg": 112}}',
    '{"phone": "+47 78 99 12 34", "city": "Kirkenes"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "kayaks": 38}',
    '{"ferry": "MF Lofoten", "departs": "15:30", "from": "Bodø"}',
    '{"vessel": "N-123-VV", "imo": "5123456"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
