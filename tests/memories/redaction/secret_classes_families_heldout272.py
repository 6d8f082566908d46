# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-seventy-second corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-seventieth's
docstring, the fifth to two-hundred-and-seventieth only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-sixty-ninth, two-hundred-and-seventy-first and two-hundred-and-seventy-third),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (272604917), password words (a
reindeer's name and a year and a sign; a berry and a jam jar's weight, `Hilla330g!`; a ski
brand and a length in cm; a Northern Sámi word, a village and a year; a husky pair and a number;
a generator's three dashed groups; random runs), names, places, templates, tools, vendors and
layouts, the way the staff of a fictional company (Kaamos Kumppanit Oy, with a reindeer-sled
office in Vikajärvi near Rovaniemi, a husky kennel at Levi, a cloudberry jam kitchen in
Kemijärvi, a ski-rental shop in Ylläs and a border shop in Tornio, across the river from
Haparanda) leak secrets into an assistant's memory. Every company, person, address and number
is fictional; only the region is real. The texts are chats with times, notes, tickets, wiki
table rows and breadcrumbs, e-mails, runbooks, READMEs, shell prompts, voice-memo transcripts,
dictated and spelled text and requests to the assistant itself; the separators run from a
colon, "is" (`on`, `oon`, `lea`, `e`, `är`, `は`, `です`), a dash and an arrow (`→`, `←`,
`»`) to a new line, guillemets (`«…»`), Japanese corner brackets (`「…」`), quotes, a table bar
and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to 270
that name each): in none, Rovaniemi, Kemijärvi, Ylläs, Vikajärvi, `tunnussana`, `pääsykoodi`,
`nettiavain`, `toi on`, `käyttis`, `tunnarit`, `ala kerro`, `kiitti paljon`, `säg int`,
`tackar`, `här e`, `kiitoksia`, `praata`, `lohku`, `ワイファイのパス`, Derby's `ij`, FalkorDB,
ByConity, sqlectron, parseable, keystonejs, and the
vendors Onnibus, Visma Sign, Talenom, Tuntinetti, Nepton, Moi Mobiili, Fonecta, Telia Sign,
Intersport, Sendanor, DB Schenker, Kaukokiito, Ahola Transport, Unifaun, Sendify, Kennelliitto,
Comark, Planet Payment, Forex Bank, JTB, Sparbanken Nord, Länstrafiken Norrbotten and Montana
Sport; in one, Tornio, Haparanda, `tunnari`, `lösen e`, `kelekhään`, `dá lea`, `よろしく`,
hugegraph, elinks, skipfish, quickwit, manticore, openobserve, pgadmin4, mapproxy, tegola,
imposm, nominatim, graphhopper, litestream, pg_featureserv, supabase db, uptrace, and the vendors
Checkout Finland, Kivra, Rentle, Booqable, EZRentOut, Teamaxess, Fortnox, Bokio, Trustly, PayPay,
Zettle, Smartum, Edenred, Eazybreak, Lemonsoft, Heeros, Planmill, Signicat, Enfuce, MyCashflow,
Tractive, Ruuvi, Wintersteiger, Klook, Asoview and Global Blue; in two, `salis`, cnosdb,
infinispan, kingbase's `ksql -U`, collectd, ezstream, steamcmd, siege, wpscan, zincsearch,
appwrite, martin and GridGain's `control.sh`; in four, the H2 shell (`org.h2.tools.Shell`); `gsql` is a substring of many earlier names and `rqlite` is in four. The
common layouts (env files, `export`, compose files, database URLs, JWTs, PEM blocks,
`otpauth://`, Basic and Bearer headers, the `WIFI:` QR string) are in wordings of their own.

About half of the secret samples are in other languages than English: Finnish as it is texted,
sometimes without its dots (`salasana`, `salis`, `tunnussana`, `pääsykoodi`, `koodi`, `avain`,
`API-avain`, `nettiavain`, `tunnarit`, `käyttis`, `on`, `toi on`, `tässä`, `mun`, `uus`,
`kiitti`, `kiitti paljon`, `ala kerro kellekaa`, `älä kerro kellekään`); Northern Sámi
(`beassansátni` "password", `lea` "is", `dá lea` "here is", `mu` "my", `ođđa` "new",
`čoavdda` "key", `lohku` "number", `nummir`, `geavaheaddji` "user", `giitu` "thanks", `ale
muital geasage` "don't tell anyone", `goarta`, `passa`); Tornedalen Meänkieli (`salasana oon`,
`mie`, `uuen`, `tässä on`, `kiitoksia`, `älä praatahaa kelekhään` "don't talk of it to
anyone") and the Swedish of Haparanda (`lösen`, `lösenordet e`, `här e`, `koden`, `nyckel`,
`användare`, `tackar`, `säg int åt nån`, `int`); and the Japanese of tourists (`パスワード`,
`パス`, `暗証番号`, `キー`, `トークン`, `ログインID`, `ユーザー名`, `は…です`, `誰にも言わないで`,
`よろしく`, `ワイファイのパス`). The wordings are the author's approximations, checked by no
speaker; the thinnest guesses are the Meänkieli ones (`oon` as "is", `älä praatahaa
kelekhään`, `koneesseen`), then the Sámi `lohku` for a lock's code, `reinskovttá` for a
reindeer shed, `krypterenčoavdda` for an encryption key, `ovdabeali njeallje nummira` for the
Amex's front digits and `gáhttaga` for a gate, and the Haparanda `säg int åt nån`.

Vendors (the ones above) were grepped by name, each in at most one earlier corpus. No shape
here is one the author knows to be real: every one is a guess (hex, base64, URL-safe,
upper-case and alphanumeric runs, UUIDs, JWTs for Visma Sign, Rentle and Zettle, and the
`isp_live_`, `sfy_` and `mnt_` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Finland's
henkilötunnus (`stdnum.fi.hetu`) and ALV number (`stdnum.fi.alv`), Sweden's personnummer and
organisationsnummer (`stdnum.se.personnummer`, `stdnum.se.orgnr`), Norway's fødselsnummer
(`stdnum.no.fodselsnummer`) and Japan's My Number (`stdnum.jp.in_`); Finland's veronumero is
drawn until `stdnum.fi.veronumero` accepts it, which checks its format only. Kinds no library or
this file checks (no check-digit algorithm is written here; the shapes are guesses): Finnish and
Japanese passports, the number on a Kela card, a Swedish driving licence, a Japanese driving
licence and a Japanese residence card. Card numbers pass Luhn (the value helpers' Visa,
Mastercard, JCB, Amex, Maestro, UnionPay, Discover and Diners, checked with python-stdnum's
`luhn`); the card codes are Amex's four-digit CIDs only, none read as a year. The IBANs are of
Finland, Sweden, Austria, Belgium, the Czech Republic, the Netherlands, Slovakia and Tunisia (a
rough count of the country codes in heldouts 5 to 270 finds each in twenty or twenty-one
corpora, the fewest), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Japanese, Czech, Korean, Spanish and Italian lists, each drawn until
`Mnemonic(lang).check` accepts it. Every secret is drawn again until it is new and no clean
text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import functools
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
from stdnum.fi import alv as fi_alv
from stdnum.fi import hetu as fi_hetu
from stdnum.fi import veronumero as fi_veronumero
from stdnum.jp import in_ as jp_in
from stdnum.no import fodselsnummer as no_fnr
from stdnum.se import orgnr as se_orgnr
from stdnum.se import personnummer as se_pnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 272_604_917
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]


class _Seen:
    """The secrets drawn so far (every one must be new, and no clean text may hold one)."""

    def __init__(self) -> None:
        self.values: set[str] = set()

    def fresh(self, secret: str) -> bool:
        if len(secret) < 4 or secret in self.values:
            return False
        if any(secret in text for text in _CLEAN_TEXTS):
            return False
        self.values.add(secret)
        return True


_SEEN = _Seen()


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A draw is
    made again until its secret is new."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            while True:
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if _SEEN.fresh(secret):
                    break
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_REINDEER = ["Ruska", "Kuura", "Pilkku", "Tahti", "Nokka", "Valko", "Hirvas", "Vaadin",
             "Kermikki", "Routa", "Kaamos", "Sarvi", "Tokka", "Jaakko"]  # fmt: skip
_DOGS = ["Nanook", "Sisu", "Lumi", "Taiga", "Pakkanen", "Kide", "Tuisku", "Hiutale", "Napa",
         "Aava", "Susi", "Revontuli", "Hanki", "Kuru"]  # fmt: skip
_BERRIES = ["Hilla", "Lakka", "Mustikka", "Puolukka", "Juolukka", "Variksenmarja", "Karpalo",
            "Mesimarja", "Vatukka"]  # fmt: skip
_SKIS = ["Karhu", "Peltonen", "Madshus", "Atomic", "Fischer", "Rossignol", "Elan", "Salomon"]
_SAMI = ["guovssahas", "boazu", "beaivi", "muohta", "dalvi", "vuovdi", "giddat", "cahci",
         "njuorju", "bieggaa", "miessi", "gumpe"]  # fmt: skip
_PLACES = ["Vikajarvi", "Rovaniemi", "Sirkka", "Levi", "Kemijarvi", "Akaslompolo", "Yllasjarvi",
           "Tornio", "Haparanda", "Kolari", "Pello", "Muonio", "Ounasvaara", "Pyha", "Kittila"]  # fmt: skip
_NAMES = ["Aino", "Eetu", "Jussi", "Kaisa", "Sanna", "Ville", "Tuomas", "Riikka", "Hannu",
          "Marjatta", "Oskari", "Pirjo", "Ande", "Maret", "Niillas", "Biret", "Issat", "Elle",
          "Bengt", "Gunnel", "Tore", "Linnea", "Ebba", "Haruka", "Yuto", "Sakura", "Kenji", "Aoi"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["P0r0t4ll1", "Hu5ky", "H1ll4", "Tunt5r1", "R4j4k4upp4", "Y114s", "K4am0s", "L4pp1"]


def _jar(g: random.Random) -> str:
    """A berry and a jar's weight, the way the jam kitchen jokes a password together."""
    return f"{g.choice(_BERRIES)}{g.choice([200, 250, 330, 350, 400, 500])}g{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_REINDEER)}{g.randrange(1990, 2032)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_DOGS, 2)) + str(g.randrange(10, 1000)),
    _jar,
    lambda g: f"{g.choice(_SKIS)}{g.randrange(150, 200)}cm{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_SAMI)}_{g.choice(_PLACES).lower()}_{g.randrange(1970, 2032)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    _manager,
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"Kaamos{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}{_r(g, LOWER, 3)}",
    lambda g: f"{g.choice(_PLACES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"Poro{g.randrange(2, 60)}Reki{g.choice(_DOGS)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "sled-office group chat, 07:42 Jussi: the booking PC in the Vikajärvi hut has password {pw}",
    "Kennel note (Levi): the GPS-collar portal password is now {pw} — Eetu changed it Sunday",
    "Jam kitchen runbook, step 4: log into the pasteuriser panel, password {pw}",
    "Ylläs rental shop: the ski-binding test bench admin password is {pw}",
    "Tornio border shop till, back-office password: {pw}",
    "hey, can you remember this for me? the password for the reindeer-farm booking page is {pw}",
    "voice memo, Kaisa, driving on the E75: okay so the kennel laptop password is {pw}, write that down",
    "Ticket KMS-1182 (Kemijärvi): label printer web UI, password reset to {pw}",
    "Wiki › Sled office › Devices\n| device | password |\n|---|---|\n| Vikajärvi tablet | {pw} |",
    "From: riikka@kaamos.fi\nSubject: new password\n\nThe cash-office PC in Tornio now takes {pw}. Delete this mail.",
    "README (ski-rental kiosk): default operator password — {pw}",
    "note to self: husky shed camera NVR password = {pw}",
    "the old password for the jam shop's web store was {pw}, keep it until the migration is done",
    "Please save: Ounasvaara sled-track gate controller password → {pw}",
    "[08:15] Oskari: vuokraamon huoltokoneen pääsykoodi on {pw}",
    "Kaisa 07:42: porotallin koneen salis on {pw}",
    "toi on kassan tunnussana: {pw} — ala kerro kellekaa",
    "mun uus salasana hillakeittiön koneelle on {pw}, kiitti paljon",
    "Ville: kennelin läppärin salasana » {pw}",
    "Máret: mu beassansátni lea {pw}",
    "dá lea boazodoalu dihtora beassansátni: {pw}, giitu",
    "Niillas: reinskovttá beassansátni lea «{pw}», ale muital geasage",
    "Tore: tässä on kassakoneen salasana {pw}, älä praatahaa kelekhään",
    "mie panin uuen salasanan rajakaupan koneesseen: {pw}, kiitoksia",
    "Linnea: lösenordet till kassan e {pw}, säg int åt nån",
    "här e lösen till gränsbutikens dator: {pw} tackar",
    "nya lösenordet för lagret i Haparanda är \"{pw}\"",
    "Haruka: そりツアー予約サイトのパスワードは {pw} です",
    "パスは「{pw}」です。誰にも言わないでね",
    "ハスキー犬舎の管理画面パスワード：{pw}　よろしく",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["jussi.k", "eetu", "kaisa", "sanna.h", "ville", "tuomas", "riikka", "hannu.p",
          "marjatta", "oskari", "pirjo", "ande.s", "maret", "niillas", "biret", "issat",
          "bengt.l", "gunnel", "tore", "linnea.h", "ebba", "haruka.t", "yuto", "svc-kassa",
          "rental-kiosk", "kennel-ops"]  # fmt: skip
_LOGINS = [
    "sled office chat: the booking system login is {u} / {pw}",
    "Ticket KMS-1207: {u} locked out of the till back office, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Kennel › GPS collars: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| jam-kitchen HACCP tablet | {u} | {pw} |",
    "sign into the rental POS as {u} with {pw}",
    "label printer login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: kassa-tornio-1\n  user: {u}\n  password: {pw}",
    "Hannu says the ski-service machine account is {u} and the password is {pw}",
    "system,user,password\nsled-bookings,{u},{pw}",
    "ssh {u}@kennel-nuc.kaamos.lan (password {pw})",
    "käyttis {u}, salis {pw}",
    "tunnarit: {u} / {pw}, kiitti",
    "geavaheaddji {u}, beassansátni {pw}",
    "käyttäjä on {u} ja salasana {pw}, älä praatahaa",
    "användare {u}, lösen {pw}",
    "ログインID：{u}　パスワード：{pw}",
    "ユーザー名は {u}、パスは {pw} です",
    "creds for the Tornio till are {u} and {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["hilla", "lakka", "poro", "tunturi", "kaamos", "ahkio", "porokello", "suopunki",
               "lapikas", "kuksa", "tuisku", "hanki", "boazu", "guovssahas", "rajakauppa",
               "laavu", "nutukas", "kontio", "revontuli", "pulkka", "sompa"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "voice memo: the kennel wifi password is {w} and after that {d}, no space",
    "for the till it's {w} with {d} at the end",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the digits stuck together",
    "salis on sana {w} ja perään {d}",
    "salasana: ensin {w}, sitten {d}, ilman väliä",
    "beassansátni lea sátni {w}, ja dasto {d}",
    "lösen e ordet {w} och sen {d}",
    "パスワードは {w} という単語、そのあとに {d} です",
    "salasana oon sana {w} ja perässä {d}",
    "{w}{d} — that's the sled-office wifi password",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "java -cp h2.jar org.h2.tools.Shell -url jdbc:h2:tcp://bookings.kaamos.lan/sleds -user {u} -password '{pw}'",
    "ij> connect 'jdbc:derby://kassa-db.kaamos.lan:1527/till;user={u};password={pw}';",
    "control.sh --host gridgain.kaamos.lan --user {u} --password '{pw}' --baseline",
    "redis-cli -h falkordb.kaamos.lan -a '{pw}' GRAPH.QUERY routes \"MATCH (n) RETURN count(n)\"",
    "clickhouse client --host byconity.kaamos.lan --user {u} --password '{pw}' --query 'SELECT 1'",
    "rqlite -H rqlite.kaamos.lan -u {u}:{pw}",
    "hugegraph-tools --url http://graph.kaamos.lan:8080 --graph kennel --user {u} --password '{pw}' backup -t all",
    "cnosdb-cli --host tsdb.kaamos.lan --user {u} --password '{pw}'",
    "bin/cli.sh -c http://ispn.kaamos.lan:11222 user create {u} -p '{pw}'",
    "skipfish -A {u}:{pw} -o /tmp/shop-scan https://hillo.kaamos.fi/",
    "elinks 'http://{u}:{pw}@printer-kemijarvi.kaamos.lan/'",
    "steamcmd +login {u} {pw} +app_update 896660 +quit",
    "wpscan --url https://hillo.kaamos.fi --http-auth {u}:{pw}",
    "ksql -h kingbase.kaamos.lan -U {u} -W '{pw}' -d kassa",
    "supabase db push --db-url 'postgresql://{u}:{pw}@db.kaamos.fi:5432/postgres'",
    "imposm import -connection 'postgis://{u}:{pw}@gis.kaamos.lan/osm' -mapping trails.yml -read finland-latest.osm.pbf -write",
    "siege -c 5 -t 30s --header 'Authorization: Basic x' --login {u}:{pw} https://booking.kaamos.fi/",
    "ezstream-cli --user {u} --password '{pw}' --host radio.kaamos.lan",
    "mysql -h manticore.kaamos.lan -P 9306 -u {u} -p'{pw}'",
    "gsql -d kassa -h gauss.kaamos.lan -U {u} -W '{pw}' -p 26000",
    "quickwit index ingest --index trail-logs --endpoint https://{u}:{pw}@qw.kaamos.lan",
    "litestream restore -o sleds.db 'sftp://{u}:{pw}@backup.kaamos.lan/litestream/sleds'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "jussi@porotalli-nuc:~$ {c}", "kennel laptop, zsh:\n% {c}",
    "root@kassa-tornio:/opt# {c}", "PS C:\\kassa> {c}", "ran this from the Kemijärvi kitchen PC: {c}",
    "history | tail -1\n  512  {c}", "runbook, 'restore after power cut':\n{c}",
    "tmux pane 2 (ylläs-pos): {c}", "ajoin tän komennon: {c}", "kommandot jag körde: {c}",
    "dát gohččuma čállen: {c}", "実行したコマンド：{c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            while True:
                secret, user = _plain_pw(rng), rng.choice(_USERS)
                if _SEEN.fresh(secret):
                    break
            text = rng.choice(frames).format(c=template.format(pw=secret, u=user))
            out.append(Sample(cls, text, secret))
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@bookings.kaamos.lan:5432/sleds",
    "mysql://{u}:{pw}@kassa-db.kaamos.lan:3306/till",
    "ftp://{u}:{pw}@labels.kaamos.lan/hilla/",
    "mongodb+srv://{u}:{pw}@kennel.abc12.mongodb.net/collars",
    "redis://{u}:{pw}@cache.kaamos.lan:6379/2",
    "rtsp://{u}:{pw}@cam-husky3.kaamos.lan:554/ch1",
    "amqp://{u}:{pw}@mq.kaamos.lan:5672/rentals",
    "jdbc:postgresql://gis.kaamos.lan/trails?user={u}&password={pw}",
    "clickhouse://{u}:{pw}@byconity.kaamos.lan:9000/trails",
    "Server=sql.kaamos.lan;Database=Kassa;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "BOOKINGS_DATABASE_URL={c}", "keep this connection string for me: {c}",
    "tietokannan osoite: {c}", "databas-URL:en e {c}", "接続文字列：{c}",
    "Ticket KMS-1230: {c}", "wiki 'Databases' page: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kaamos-kumppanit", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read orders:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Key shapes are the author's guesses, not the vendors' published formats.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Onnibus", "ONNIBUS_API_KEY", _j((HEX, 32))),
    ("Visma Sign", "VISMA_SIGN_TOKEN", _vendor_jwt("https://sign.visma.net")),
    ("Talenom", "TALENOM_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Tuntinetti", "TUNTINETTI_API_KEY", _j((ALNUM, 40))),
    ("Nepton", "NEPTON_API_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Moi Mobiili", "MOI_API_KEY", _j((UPPER_HEX, 32))),
    ("Fonecta", "FONECTA_API_SECRET", _j((B64, 43), "=")),
    ("Telia Sign", "TELIA_SIGN_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Intersport", "INTERSPORT_PARTNER_KEY", _j("isp_live_", (ALNUM, 28))),
    ("Sendanor", "SENDANOR_API_TOKEN", _j((HEX, 40))),
    ("DB Schenker", "SCHENKER_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Kaukokiito", "KAUKOKIITO_API_KEY", _j((LOWER_DIGITS, 36))),
    ("Ahola Transport", "AHOLA_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Unifaun", "UNIFAUN_API_SECRET", _j((UPPER_DIGITS, 24))),
    ("Sendify", "SENDIFY_API_KEY", _j("sfy_", (ALNUM, 32))),
    ("Kennelliitto", "KENNELLIITTO_API_KEY", _j((HEX, 48))),
    ("Comark", "COMARK_CLOUD_KEY", _j((UPPER_DIGITS, 32))),
    ("Planet Payment", "PLANET_TAXFREE_SECRET", _j((B64, 56), "==")),
    ("Forex Bank", "FOREX_BANK_CLIENT_SECRET", _j((ALNUM, 40))),
    ("JTB", "JTB_PARTNER_API_KEY", _j((HEX, 32))),
    ("Sparbanken Nord", "SPARBANKEN_NORD_TOKEN", _j((URLSAFE, 64))),
    ("Länstrafiken Norrbotten", "LTNBD_API_KEY", _j((HEX, 32))),
    ("Montana Sport", "MONTANA_MACHINE_TOKEN", _j("mnt_", (LOWER_DIGITS, 30))),
    ("Checkout Finland", "CHECKOUT_SECRET", _j((ALNUM, 30))),
    ("Kivra", "KIVRA_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Rentle", "RENTLE_API_TOKEN", _vendor_jwt("https://api.rentle.io")),
    ("Booqable", "BOOQABLE_API_KEY", _j((HEX, 64))),
    ("EZRentOut", "EZRENTOUT_TOKEN", _j((ALNUM, 40))),
    ("Teamaxess", "TEAMAXESS_API_SECRET", _j((UPPER_HEX, 40))),
    ("Fortnox", "FORTNOX_CLIENT_SECRET", _j((ALNUM, 10))),
    ("Bokio", "BOKIO_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Trustly", "TRUSTLY_PRIVATE_KEY_PASSPHRASE", _j((ALNUM + "!#%", 24))),
    ("PayPay", "PAYPAY_API_SECRET", _j((B64, 44))),
    ("Zettle", "ZETTLE_API_KEY", _vendor_jwt("https://oauth.zettle.com")),
    ("Smartum", "SMARTUM_API_KEY", _j((HEX, 40))),
    ("Edenred", "EDENRED_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Eazybreak", "EAZYBREAK_API_KEY", _j((ALNUM, 36))),
    ("Lemonsoft", "LEMONSOFT_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Heeros", "HEEROS_API_SECRET", _j((HEX, 32))),
    ("Planmill", "PLANMILL_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Signicat", "SIGNICAT_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Enfuce", "ENFUCE_API_KEY", _j((UPPER_DIGITS, 40))),
    ("MyCashflow", "MYCASHFLOW_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Tractive", "TRACTIVE_TOKEN", _j((HEX, 64))),
    ("Ruuvi", "RUUVI_CLOUD_TOKEN", _j((B64, 40), "=")),
    ("Wintersteiger", "WINTERSTEIGER_API_KEY", _j((UPPER_HEX, 32))),
    ("Klook", "KLOOK_AGENT_SECRET", _j((HEX, 32))),
    ("Asoview", "ASOVIEW_API_KEY", _j((ALNUM, 32))),
    ("Global Blue", "GLOBALBLUE_CLIENT_SECRET", _j((URLSAFE, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}='{tok}'",
    "fly secrets set {env}={tok}",
    "kubectl create secret generic bookings --from-literal={env}={tok}",
    "docker run -e {env}={tok} kaamos/bookings:2031.4",
    "compose.yaml:\n    environment:\n      - {env}={tok}",
    "appsettings.Production.json: {{ \"{env}\": \"{tok}\" }}",
    "Kaamos admin › Settings › Integrations › {vendor} › API key: {tok}",
    "wiki table 'Integrations': | {vendor} | 2031 | {tok} |",
    "Ticket KMS-1244: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken since Monday, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Jussi 09:03: {vendor} key for the booking sync: {tok}",
    "{vendor} API-avain: {tok}",
    "{vendor}:n API-avain on {tok}, ala kerro kellekaa",
    "tässä {vendor}in rajapinta-avain: {tok}",
    "{vendor} API-čoavdda lea {tok}",
    "API-nyckeln till {vendor} e {tok}",
    "{vendor} API-avain rajakaupan kassaan: {tok}",
    "{vendor} のAPIキーは {tok} です",
    "{vendor} APIキー：{tok}　誰にも言わないで",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    onnibus = _r(rng, HEX, 32)
    booqable = _r(rng, HEX, 64)
    klook = _r(rng, HEX, 32)
    smartum = _r(rng, HEX, 40)
    ruuvi = _r(rng, ALNUM, 40)
    heeros = _r(rng, HEX, 32)
    out = [
        Sample("vendor_token", f'resp = httpx.get("https://api.onnibus.example/v2/departures", headers={{"x-api-key": "{onnibus}"}})', onnibus),
        Sample("vendor_token", f"curl -H 'Authorization: Token {booqable}' https://kaamos.booqable.com/api/1/orders", booqable),
        Sample("vendor_token", f'const klook = new KlookAgentClient({{ agentId: 8812, secret: "{klook}" }});', klook),
        Sample("vendor_token", f"smartum:\n  base_url: https://api.smartum.fi\n  api_key: {smartum}", smartum),
        Sample("vendor_token", f"ruuvi-gateway.json: {{\"cloud\": {{\"token\": \"{ruuvi}\"}}, \"interval\": 60}}", ruuvi),
        Sample("vendor_token", f"$heeros = new HeerosClient('kaamos-oy', '{heeros}');", heeros),
    ]  # fmt: skip
    for sample in out:
        assert _SEEN.fresh(sample.secret)
    return out


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        while not _SEEN.fresh(tok := make(rng)):
            pass
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Jussi: {t}", "it only shows it once, so here:\n{t}", "tässä token: {t}",
                "{t}\n^ uus, vanha on kuollut", "hang on to this for me: {t}", "トークン：{t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the jam cold-room sensor JK-03 (OTAA): {h}": 32,
    "AppSKey of the husky-yard gate node (ABP): {h}": 32,
    "HMAC secret for the booking-site payment webhook: {h}": 64,
    "pre-shared key of the Tornio–Vikajärvi IPsec tunnel (hex): {h}": 64,
    "varmuuskopion salausavain: {h}": 64,
    "krypteringsnyckel för backupen: {h}": 48,
    "バックアップの暗号鍵：{h}": 64,
    "sled-tracker firmware AES key, hex: {h}": 32,
    "backupa krypterenčoavdda: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket KMS-1251: token copied from the browser's network tab {t}",
    "Cookie: lang=fi; kaamos_session={t}",
    "BOOKINGS_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "tässä token: {t}",
    "token e {t}",
    "トークンは {t} です",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@kaamos.fi"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.kaamos.fi/realms/staff", "azp": "booking-desk",
                   "roles": ["sled", "kennel"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the sled-office NUC, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.kaamos.fi.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"TAXFREE_SIGNING_KEY": "{key}", "shop": "tornio-1"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_kennel <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Ticket KMS-1260, pasted by the POS integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "palvelimen yksityinen avain:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "サーバーの秘密鍵：\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    text = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": text, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "hardware wallet backup, copying it off the card before I shred it: {p}": "english",
    "recovery phrase of the old tip-jar wallet (emptied)\n{p}": "english",
    "voice memo: the kennel's wallet recovery words are {p} and that's all of them": "english",
    "lompakon palautuslause: {p}": "english",
    "plånbokens återställningsfras: {p}": "english",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "ツアー代金用ウォレットのシードフレーズ\n{p}": "japanese",
    "obnovovací fráze peněženky (od českého průvodce): {p}": "czech",
    "지갑 복구 문구: {p}": "korean",
    "frase de recuperación de la cartera del guía: {p}": "spanish",
    "frase di recupero del portafoglio: {p}": "italian",
    "lompakko seed, älä kerro kellekään: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _mnemonic(rng: random.Random, lang: str, words_n: int) -> str:
    """A phrase of ``lang``'s list, drawn until ``Mnemonic(lang).check`` accepts it."""
    size = {12: 16, 15: 20, 18: 24, 24: 32}[words_n]
    while True:
        entropy = bytes(rng.randrange(256) for _ in range(size))
        phrase = str(_MNEMO[lang].to_mnemonic(entropy))
        if _MNEMO[lang].check(phrase):
            return unicodedata.normalize("NFC", phrase)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    words = _mnemonic(rng, lang, [24, 12, 12, 18][index % 4]).split()
    joiner = "\u3000" if lang == "japanese" else " "
    layouts = [
        joiner.join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(joiner.join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
        " ".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Jussi 10:02: the company card for the sled spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Ticket KMS-1270: pay the Wintersteiger service visit with card {c}",
    "mun kortin numero: {c}, {mm}/{yy}",
    "kortti {c} voimassa {mm}/{yy}, ala kerro kellekaa",
    "mu goarta nummir lea {c}",
    "kortnumret e {c}, går ut {mm}/{yy}",
    "カード番号：{c}　有効期限 {mm}/{yy}",
    "guest at the sled office paid the deposit by phone, card {c}",
    "korttinumero oon {c}, {mm}/{yy}",
    "please save the Tornio shop's fuel card: {c}",
]  # fmt: skip


_BRANDS = ["visa", "mastercard", "jcb", "amex", "maestro", "unionpay", "discover", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c}, four-digit CID printed above the number: {cvv}",
               "the four small digits on the front of the Amex: {cvv}",
               "Amexin etupuolen neljä numeroa: {cvv}",
               "Amex {c}, de fyra siffrorna på framsidan: {cvv}",
               "アメックスの表面の4桁：{cvv}",
               "Amex goarta ovdabeali njeallje nummira: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(_card(rng, "amex"), " ", rng)
    cvv = v.until(rng, _j((D, 4)), lambda c: not c.startswith(("19", "20")))
    return {"c": number, "cvv": cvv}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries found least by a rough grep over heldouts 5 to 270; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"FI": "n" * 14, "SE": "n" * 20, "AT": "n" * 16, "BE": "n" * 12,
                "CZ": "n" * 20, "NL": "aaaa" + "n" * 10, "SK": "n" * 20, "TN": "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KMS-2031-088: please pay the cloudberry pickers' advance to {i} within 14 days",
    "save the Haparanda supplier's IBAN: {i}",
    "IBAN: {i}\nViite: hillasato 2031",
    "Jussi 11:20: the sled builder's new bank details, IBAN {i}",
    "tilinumero: {i}, kiitti",
    "mun IBAN on {i}",
    "mu IBAN lea {i}",
    "kontonumret (IBAN) e {i}",
    "振込先 IBAN：{i}",
    "the Vienna tour agency refund goes to IBAN {i}",
    "tilinumero oon {i}",
    "Tunis jam-jar supplier, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _hetu(g: random.Random) -> str:
    """A Finnish henkilötunnus: birth date, century sign, serial and check character."""

    def make(h: random.Random) -> str:
        year = h.randrange(1950, 2010)
        sign = "-" if year < 2000 else "A"
        date = f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{year % 100:02d}"
        serial = f"{h.randrange(2, 900):03d}"
        return date + sign + serial + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(date + serial) % 31]

    return v.until(g, make, fi_hetu.is_valid)


def _alv(g: random.Random) -> str:
    return "FI" + v.until(g, lambda h: h.choice("123") + _r(h, D, 7), fi_alv.is_valid)


def _veronumero(g: random.Random) -> str:
    return v.until(g, lambda h: "1000" + _r(h, D, 8), fi_veronumero.is_valid)


def _personnummer(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.randrange(50, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}-{_r(h, D, 4)}"

    return v.until(g, make, se_pnr.is_valid)


def _orgnr(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"55{_r(h, D, 4)}-{_r(h, D, 4)}"

    return v.until(g, make, se_orgnr.is_valid)


def _my_number(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 11), jp_in.is_valid)
    return str(jp_in.format(number))


def _fodselsnummer(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(60, 100):02d}{_r(h, D, 5)}"

    return v.until(g, make, no_fnr.is_valid)


def _fi_passport(g: random.Random) -> str:
    """A Finnish passport number: two letters and seven digits (a guess, no public check)."""
    return g.choice(["XP", "PG", "FP"]) + _r(g, D, 7)


def _jp_passport(g: random.Random) -> str:
    """A Japanese passport number: two letters and seven digits (no public check)."""
    return g.choice(["TK", "TR", "MZ"]) + _r(g, D, 7)


def _kela_card(g: random.Random) -> str:
    """The number printed on a Kela card: ten digits (a guess, no check written here)."""
    return "80246" + _r(g, D, 5)


def _se_korkort(g: random.Random) -> str:
    """A Swedish driving licence's card number: eight digits (a guess)."""
    return g.choice("123456789") + _r(g, D, 7)


def _jp_licence(g: random.Random) -> str:
    """A Japanese driving licence number: twelve digits (no check written here)."""
    return "30" + _r(g, D, 10)


def _residence_card(g: random.Random) -> str:
    """A Japanese residence card number: two letters, eight digits, two letters (a guess)."""
    return f"{_r(g, UPPER, 2)}{_r(g, D, 8)}{_r(g, UPPER, 2)}"


_ID_PLACES: dict[str, Maker] = {
    "henkilötunnus: {s}": _hetu,
    "mun hetu on {s}, tarviit sen vuokrasopimukseen": _hetu,
    "personal identity code of the new kennel hand, for payroll: {s}": _hetu,
    "Finnish VAT (ALV) number of the Kemijärvi jam kitchen: {s}": _alv,
    "ALV-numero laskuun: {s}": _alv,
    "veronumero (rakennusmaa, new sled shed): {s}": _veronumero,
    "personnummer: {s}": _personnummer,
    "mitt personnummer e {s}, int åt nån": _personnummer,
    "Haparanda supplier's organisationsnummer for the contract: {s}": _orgnr,
    "マイナンバー：{s}": _my_number,
    "tour guest's My Number (個人番号) on the insurance form: {s}": _my_number,
    "fødselsnummer of the Norwegian musher renting a sled: {s}": _fodselsnummer,
    "passin numero: {s}": _fi_passport,
    "passport number of the sled guide, for the border run: {s}": _fi_passport,
    "旅券番号：{s}": _jp_passport,
    "guest's Japanese passport no. {s}": _jp_passport,
    "Kela-kortin numero: {s}": _kela_card,
    "körkortsnummer: {s}": _se_korkort,
    "運転免許証番号：{s}": _jp_licence,
    "在留カード番号 {s}": _residence_card,
    "mu passa nummir lea {s}": _fi_passport,
    "passinumero oon {s}, älä praatahaa": _fi_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}" for _ in range(n)]


_BACKUPS = ["Visma Sign 2FA recovery codes\n{codes}", "spare sign-in codes for the shop's Google account {codes}",
            "Rentle backup codes: {codes}", "2FA-varakoodit:\n{codes}",
            "reservkoder för tvåstegsinloggningen: {codes}", "2段階認証のバックアップコード：\n{codes}"]  # fmt: skip
_RECOVERY = ["BitLocker recovery key of the till PC: {k}", "palautusavain (kassakone): {k}",
             "återställningsnyckel för kassadatorn: {k}", "回復キー：{k}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Kaamos:jussi@kaamos.fi?secret={s}&issuer=Kaamos&digits=6",
              "2FA setup key for the booking admin (couldn't scan the QR): {s}",
              "TOTP-avain hallintapaneeliin: {s}",
              "2FA-nyckel för Forex-kontot: {s}"]  # fmt: skip
_CODES = ["{c} is your Kaamos booking verification code", "Vahvistuskoodisi on {c}. Älä kerro sitä kenellekään.",
          "Din verifieringskod är {c}", "【Asoview】認証コード：{c}（10分間有効）",
          "Use {c} to sign in to the Zettle back office"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template or index % 2 == 0:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(6))}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Kaamos-Porotalli", "TunturiHuskies-5G", "Hillakeittio_2G", "Yllas-Vuokraamo",
          "Rajakauppa-Kassa", "Elisa-Levi-Kennel", "DNA-Vikajarvi-4G", "Telia-Haparanda-GW",
          "Porotila-Guest", "Kemijarvi-Jam-5G", "Yllas-Huolto"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "kennel network {s}, password {pw}",
    "wifi at the jam kitchen: {s} / {pw}",
    "Raspberry Pi first boot, wireless: SSID {s}, passphrase {pw}",
    "the key printed under the router in the sled hut: {pw}",
    "wlan {s}, nettiavain {pw}",
    "wifin salis ({s}) on {pw}",
    "Wi-Fi beassansátni ({s}) lea {pw}, giitu",
    "wifi-lösenordet till {s} e {pw}",
    "wlanin salasana oon {pw} ({s})",
    "Wi-Fi「{s}」のパスワードは {pw} です",
    "guest wifi for the sled tourists: {s}, key {pw}",
    "ワイファイのパス：{pw}（{s}）",
    "wifi {s} — {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("isp_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sfy_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone from Levi] {t}",
          "(spaced so the chat preview hides it) {t}", "kirjain kerrallaan: {t}",
          "bokstav för bokstav: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4)), "secret": token}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5)), "secret": token}
    return {"t": [" ", "-", "  "][index % 3].join(token), "secret": token}


def _spelled_tokens(rng: random.Random, n: int) -> list[Sample]:
    """A token read out in groups or one character at a time: the secret is the text as spoken."""
    out = []
    for index, template in enumerate(v.cycle(rng, _SPELL, n)):
        while True:
            fields = _spell_draw(rng, index, template)
            if _SEEN.fresh(fields["t"]):
                break
        out.append(Sample("spaced_token", template.format(t=fields["t"]), fields["t"]))
    return out


_LOCKS = ["porotallin varaston koodilukko: {pw}", "kennelin portin koodi on {pw}",
          "the jam kitchen's cold-room keypad takes {pw} then #",
          "padlock on the ski-wax cabinet in Ylläs: {pw}", "hänglåset på lagret i Haparanda: {pw}",
          "gáhttaga lohku lea {pw}", "倉庫の暗証番号は {pw} です",
          "safe in the Tornio shop: {pw}", "kassakaapin koodi oon {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    make = _j((D, [4, 5, 6, 4][index % 4]))
    return {"pw": v.until(rng, make, lambda c: not c.startswith(("19", "20")))}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["hilla", "lakka", "poro", "tunturi", "kaamos", "ahkio", "kuksa", "hanki",
                 "tuisku", "lapikas", "revontuli", "jankko", "aapa", "vaara", "kelo", "rakka"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the office vault: {p}": " ",
            "Proton Pass passphrase: {p}": "-", "salalause: {p}": " ",
            "lösenfras till valvet: {p}": ".", "varmuuskopion salalause on {p}": "_",
            "パスフレーズ：{p}": " ", "vault passphrase, don't tell anyone: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia request, header Authorization: Basic {v}": True,
    "haproxy.cfg: http-request set-header Authorization \"Basic {v}\"": True,
    "Bruno .bru file:\nauth:bearer {{\n  token: {v}\n}}": False,
    "curl -H 'Authorization: Basic {v}' https://booking.kaamos.fi/admin": True,
    "HTTPie: http GET api.kaamos.fi/sleds 'Authorization:Bearer {v}'": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "parseable.env:\nP_USERNAME=admin\nP_PASSWORD={pw}",
    "openobserve.env:\nZO_ROOT_USER_EMAIL=ops@kaamos.fi\nZO_ROOT_USER_PASSWORD={pw}",
    "pgadmin compose:\n      PGADMIN_DEFAULT_EMAIL: ops@kaamos.fi\n      PGADMIN_DEFAULT_PASSWORD: {pw}",
    "zincsearch.env:\nZINC_FIRST_ADMIN_USER=admin\nZINC_FIRST_ADMIN_PASSWORD={pw}",
    "sqlectron.json:\n{{\"servers\": [{{\"name\": \"kassa\", \"user\": \"kassa\", \"password\": \"{pw}\"}}]}}",
    "collectd.conf:\n<Plugin network>\n  <Server \"stats.kaamos.lan\">\n    Username \"kennel\"\n    Password \"{pw}\"\n  </Server>\n</Plugin>",
    "ezstream.xml:\n<server>\n  <hostname>radio.kaamos.lan</hostname>\n  <password>{pw}</password>\n</server>",
    "tegola.toml:\n[[providers]]\nname = \"trails\"\nuri = \"postgres://tegola:{pw}@gis.kaamos.lan:5432/trails\"",
    "mapproxy.yaml:\nsources:\n  trails_wms:\n    http:\n      headers:\n        X-Password: {pw}",
    "nominatim .env:\nNOMINATIM_DATABASE_DSN=\"pgsql:dbname=nominatim;user=nom;password={pw}\"",
    "martin.yaml:\npostgres:\n  connection_string: postgresql://martin:{pw}@gis.kaamos.lan/trails",
    "pg_featureserv.toml:\n[Database]\nDbConnection = \"postgresql://feat:{pw}@gis.kaamos.lan/trails\"",
    "keystone.ts: db: {{ provider: 'postgresql', url: 'postgres://keystone:{pw}@db.kaamos.lan/shop' }}",
    "appwrite .env:\n_APP_DB_USER=appwrite\n_APP_DB_PASS={pw}",
    "graphhopper config.yml:\n  datasource.password: {pw}",
    "uptrace.yml:\nauth:\n  users:\n    - name: admin\n      password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Eetu: kennel wifi password?\nSanna: {pw}",
    "[06:12] tuomas: root pw for the sled-booking server?\n[06:13] jussi: {pw}",
    "Riikka: {pw} is the new till password",
    "Hannu: use {pw}, that's what the ski-service machine has now",
    "Kaisa: uus salis on {pw}",
    "Biret: ođđa beassansátni lea {pw}",
    "Gunnel: nya lösenordet e {pw}",
    "Tore: uusi salasana oon {pw}",
    "Yuto: 新しいパスワードは {pw} です",
    "Aino: {pw} ← toi on uus wifin salis",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = ["sala\u200bsana: {pw}", "pass\u2060word = {pw}", "ｐａｓｓｗｏｒｄ: {pw}",
           "lösen\u00adord → {pw}"]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_recovery, 4), (_hidden, 4),
]  # fmt: skip


def _english_seed(g: random.Random) -> str:
    return _mnemonic(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the till back-office password is": "{s}", "kennel laptop pw:": "{s} (since the new SSD)",
    "salis on": "{s}", "booking PC password": "{s}\nchange it after the season",
    "beassansátni lea": "{s}", "lösenordet e": "{s}", "パスワードは": "{s} です",
    "Wintersteiger password": "{s}", "the password Hannu read out over the radio was": "{s}, I think",
    "salasana oon": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Tuntinetti API key", "{s}", _j((ALNUM, 40))),
    ("split_token", "Sendify key:", "{s} (parcel labels)", _j("sfy_", (ALNUM, 32))),
    ("split_token", "Bokio API token", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "wallet recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "FI"))),
    ("split_backup", "2FA-varakoodit", "{s}\nhmkq-4417\nrvtz-9082", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "henkilötunnus", "{s}", _hetu),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    while not _SEEN.fresh(secret := make(rng)):
        pass
    return template.replace("{s}", secret), secret


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"till": {"url": "https://kassa.kaamos.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"salasana": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "tore", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "nvr-kennel"}, {"name": "nvr-sled", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["hugegraph-tools", "--user", "admin", "--password", "{s}", "backup"]}': ("meta_password", _plain_pw),
    '{"note": "kassakoneen salis on {s}"}': ("meta_password", _plain_pw),
    '{"lösenord": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the rental POS as hannu with the password {s}"}': ("meta_password", _plain_pw),
    '{"tuntinetti": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"booqableToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"klook_secret": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SE")),
    '{"guest": {"personnummer": "{s}"}}': ("meta_id", _personnummer),
    '{"mfa": {"recovery_codes": ["{s}", "hmkq-4417", "rvtz-9082"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tip_jar_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"wax_cabinet": {"padlock_code": "{s}"}}': ("meta_pin", lambda g: v.until(g, _j((D, 5)), lambda c: c[0] != "9")),
    '{"wifi": {"ssid": "Hillakeittio_2G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


@functools.cache
def _corpus() -> tuple[list[Sample], list[FieldPair], list[MetadataSample]]:
    """All 430 scored samples, drawn in one order so that every secret is new."""
    rng = random.Random(SEED)
    samples: list[Sample] = []
    for family, n in _PLAN:
        samples += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    pairs = [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    meta = [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]
    return samples, pairs, meta


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return list(_corpus()[0])


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    return list(_corpus()[1])


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    return list(_corpus()[2])


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"sled-tracker-fw-2.7.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kaamos/bookings:2031.4").hexdigest()
_COMMIT = hashlib.sha1(b"bookings: add aurora-night sled slots", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"till: revert tax-free rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"hillasato_2031-08-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"kennel-feeding-log-2031.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the till password before the tax inspector's visit on 2031-11-14.",
    "Eetu asked for the kennel wifi password; it's on the card in the feed-room drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the group chat; share a vault link instead.",
    "The `.env.example` line `BOOQABLE_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The pasteuriser panel asks for a new password after every firmware update.",
    "Replace <YOUR_SENDIFY_KEY> in the README with the key from your Sendify dashboard.",
    "TUNTINETTI_API_KEY and BOOKINGS_DATABASE_URL must be set before the nightly sync runs.",
    "Älä kerro salasanaa kellekään, ei edes pomolle.",
    "Salasanan pitää olla vähintään neljätoista merkkiä pitkä.",
    "Ale muital du beassansáni geasage.",
    "Älä praatahaa salasanasta kelekhään.",
    "Säg int lösenordet åt nån, inte ens åt chefen.",
    "パスワードは誰にも教えないでください。",
    "Wifin salis on kirjoitettu lapulle kassan alle, kysy Riikalta.",
    "Lösenordet måste ha minst fjorton tecken.",
    "Upgraded the sled-tracker firmware from 2.6 to 2.7.1 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the aurora-night sled slots.",
    f"Rolled back to {_SHORT} after the tax-free rounding broke the Tornio till.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The sled-tracker firmware 2.7.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of kennel-feeding-log-2031.xlsx: {_SHA512}",
    f"The bookings container runs ghcr.io/kaamos/bookings@sha256:{_IMAGE}.",
    f"MD5 of hillasato_2031-08-02.csv is {_MD5}, same as the copy on the office share.",
    "Request id 3c9e7a12-5b4d-4e61-a8f0-2d7c1b9e6f43 is the slow one in the booking logs.",
    "Purchase order PO-2031-00772 for 400 jars of cloudberry jam ships on Thursday.",
    "Ticket KMS-1302: the Levi kennel's water heater trips the breaker at night.",
    "Call the sled office on +358 40 712 5530 before noon; the Haparanda shop is +46 922 155 40.",
    "Lot HL-2031-KMJ-0412: cloudberry jam, 330 g jars, best before 2033-08-31.",
    "HS code 2007.99 covers the cloudberry jam; 0811.90 is frozen berries; 0208.90 is reindeer meat.",
    "Postcodes: 96100 Rovaniemi, 99130 Sirkka, 98100 Kemijärvi, 95980 Ylläsjärvi, 95400 Tornio, 953 31 Haparanda.",
    "Take road E75 north from Rovaniemi, then road 79 to Kittilä and road 957 to Levi.",
    "After five wrong passwords the booking admin locks the account for 20 minutes.",
    "The Vikajärvi sled track is 4.2 km long; a reindeer pulls about 120 kg on a sled.",
    "The secret of good cloudberry jam is picking the berries when they turn amber.",
    "Ask Hannu for the wax-cabinet padlock code, I don't have it.",
    "My card ending 4417 was declined at the Tornio hardware store.",
    "The Haparanda supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the shop's account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SENDIFY_API_KEY` in the secrets store, never in the repository.",
    "The kennel's padlock freezes at −30 °C; warm it with your hand, not a lighter.",
    "Rentle moved the API key page under Settings › Developers in its spring release.",
    "ISBN 978-951-1-29764-2 is the Lapland field guide on the office shelf.",
    "The guest wifi 'Porotila-Guest' is open, no password needed.",
    "Rental contract R-2031-1187: Fischer skis 177 cm, boots size 43, returned 2031-02-18.",
    "Bus 8 leaves Rovaniemi travel centre at 08:40 and reaches Vikajärvi at 09:05.",
    "Karhu Elite 2031 skis and Peltonen Supra 2030 poles are on sale this week.",
    "Husky team 7: Nanook, Sisu, Lumi, Taiga, Kide and Tuisku; 38 km on Tuesday.",
    "Passwords must never be written on the sled-booking whiteboard.",
    "Varaus 2031-1204: kolme aikuista, kaksi lasta, porosafari klo 13.",
    "Beassansátni galgá leat guhkki ja váttis árvidit.",
    "Lösenordet byttes i går av Bengt, fråga honom om du behöver det.",
    "そりツアーは毎日10時と14時に出発します。予約番号は KMS-2031-0917 です。",
    "Temperature log, cold room 2: 3.8 °C at 06:00, 4.1 °C at 12:00, 3.9 °C at 18:00.",
    "Tax-free cheque TF-2031-55812 for a Japanese guest, refund 12.40 EUR.",
    "Order #88217 from the web shop: 6 jars lakkahillo, 2 kuksa cups.",
    "The PIN pad at the Ylläs shop is broken; card payments go through the spare terminal.",
    "Our Y-tunnus is printed on every invoice footer, that one is public.",
    "Kennel GPS collar serial GC-2031-00458 reports every 60 seconds.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-10-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kaamos/till", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "KMS-1302", "purchase_order": "PO-2031-00772"}',
    '{"lot": {"id": "HL-2031-KMJ-0412", "jar_g": 330, "jars": 400}}',
    '{"phone": "+358 40 712 5530", "city": "Rovaniemi"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "huskies": 42}',
    '{"hs_code": "2007.99", "origin": "FI", "description": "cloudberry jam"}',
    '{"postcode": "95400", "route": "E75", "sled_km": 4.2}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
_CLEAN_TEXTS = [*CLEAN, *_CLEAN_METADATA_JSON]
