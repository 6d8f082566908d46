# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-forty-second corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-forty-first's
docstring, the fifth to two-hundred-and-forty-first only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-forty-third to two-hundred-and-forty-fifth), any test, the reports, the
benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own seed
(242618073), password words (a word of the islands, a trade word, two digits and a sign; two
island words joined by a dash and a number; a name, a birth year, a sign and a place in Yell
Sound, Shetland or Orkney; leet island words with a year; a pen number and its site; a place, a
word and a year joined by dots; a cask number and its wood; a turbine, a sign, a place and a
number; a knitter's name, `Knits` and a Shetland sheep shade such as moorit, shaela or
katmollet; a generator's four groups and random runs), names, places, templates, tools, vendors
and layouts, the way the staff of Haaf Isles Ltd (fictional: a salmon farm in Yell Sound with a
feed barge at Bigga, pens off Samphrey and a shore base at Cullivoe, the Peerie Wirsit knitwear
studio in Lerwick, the Blacksness fish-processing plant at Scalloway, the Sooth Mooth
inter-island ferry agency, the Hatston Bond whisky warehouse in Kirkwall and a wind-farm
maintenance crew at Lyness on Hoy) leak secrets into an assistant's memory. The texts are chats
with times, tickets (`HIS-…`), wiki tables and breadcrumbs, notes, e-mails, runbooks, READMEs,
shell, PowerShell, tmux, shell-history and serial-console prompts, voice-memo transcripts,
dictated text and requests to the assistant itself; the separators run from a colon, "is" and a
dash to an arrow (`→`, `👉`), an emoji (`🙏`), an equals sign, a new line, Faroese quotes
(`« … »`), backticks and parentheses.

Tools, flags and names none of heldouts 5 to 241 names (each grepped for the command, flag or
name itself, case-insensitively): `ncat --proxy-auth`, `ffmpeg -i rtsp://user:…@`, the `svn://`
URL, `echo … | circleci context store-secret`, `earthly secret set`, home-manager's
`home.sessionVariables`, a runit `envdir` file under `/etc/sv/…/env/`, newsboat's
`ocnews-password`, polipo's `parentAuthCredentials`, boto's `proxy_pass =`, syslog-ng's
`elasticsearch-http(… password(…))`, keepalived's `vrrp_instance … auth_pass` and an R
`whiskybase_connect(token = …)`. Beside them tools lightly used before (by grep, the number of
earlier corpora that name each): in one, `curl --proxy-user`, `amqp-consume --url`, `nats
--user`, `gvmd --new-password`, `centreon -u … -p`, `tdload -u … -p`, `artemis producer
--password`, `ldifde -b`, `New-SmbMapping -Password`, `hammer -u … -p`, `unzip -P`,
`pulsar-admin --auth-params`, `bdemount -p`, the `exa+pyodbc://`, `pinot+https://`, `solr://`,
`nntp://`, `ibmi://`, `sqlite+pysqlcipher://` and `clickhousedb://` URLs, `oc set env`,
`systemd-run --setenv`, `glab variable set`, `travis env set`, `drone secret add`,
`woodpecker-cli secret add`, `devspace.yaml`, elvish's `set E:`, Heartbeat's `authkeys`, DRBD's
`shared-secret`, apt-cacher-ng's `AdminAuth`, rsyslog's `omelasticsearch`, `.smbcredentials`,
`ntp.keys`, ActiveMQ's `jetty-realm.properties`, GitLab's `initial_root_password`, DavMail's
`proxyPassword`, connman's `Passphrase =`, ESP-IDF's `CONFIG_ESP_WIFI_PASSWORD`, Zephyr's `wifi
connect -s … -p`, `jaydebeapi.connect`, `clickhouse_driver.Client`, `winrm.Session`,
`ProxmoxAPI`, smbprotocol's `register_session`, Puppeteer's `page.type` and Cypress's `cy.get(…)
.type`; in two, `dsmc -password=`, `mongorestore -p`, `argocd login --password`,
`register_new_matrix_user -p`, `turnadmin -p`, `emqx_ctl admins passwd`, `influx v1 auth create
--password`, `lnms user:add --password`, Observium's `adduser.php`, `sapcontrol -user`, `exaplus
-p`, HSQLDB's `sqltool --inlineRc`, `qpid-config -b user/…@`, `sdkperf_java -cp`, `zmu -P`,
`openRTSP -u`, `rtl_433 -F mqtt://…,pass=`, `snmpset -A`, HiveMQ's `mqtt sub -pw`, the
`druid+https://`, `hive://`, `kylin://`, `hg+https://` and `bolt+s://` URLs, `koyeb secrets
create`, `cf set-env`, `vault kv put`, `~/.wgetrc` and `~/.curlrc`. The common layouts (env
files, `export`, nushell's `$env.`, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers in
HAProxy, Envoy and Traefik, the `WIFI:` QR string, CSV rows, Markdown tables, YAML, Python,
JavaScript and Info.plist) are in wordings of their own. The devices whose passwords leak are of
makers heldouts 5 to 241 do not name (Fiizk, Helgeland Plast, Erling Haug, Oxymat, Linn
Gerätebau, Moen Marin, Polarcirkel, Silver Reed, the M1plus pattern software, DesignaKnit, Hague Linkers,
Comez, Kroma, Sepamatic, Pisces Fish Machinery, Kronen, Briggs of Burton, Forsyths, Moog, Hydac,
Windcube, ZephIR) or name in one (Gael Force, Mita-Teknik, Laitram, Cretel) or three (Stoll).

About 47 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 183 of 390: the texts with a marker word of the languages below): Shetland dialect
(Shaetlan) as texted (`da` "the", `fir` "for", `dy` "your", `wir` "our", `dis`, `dat's`,
`hit's`, `here hit is` "here it is", `noo`, `da day` "today", `dey`, `min` as a term of address,
`dunna lat on ta onybody` "don't let on to anybody", `keep dis ta dysel`, `dunna pit hit in da
group`, `an dat's aa o dem` "and that's all of them", `wan by wan`, `I tink`); Orcadian (`beuy`
as a term of address, `hid's`, `hid wis`, `thoo'll`, `fur`, `tae`, `wi … efter hid`, `dinna tell
a sowl`); Scots (`the noo`, `haud yer wheesht aboot it`, `dinnae gie it oot`, `dinnae tell
onybody`, `mind an no share it`, `saicret`, `wird`, `fae her auld school`, `the bairn`, `it runs
oot`, `cheers`); the Polish of the fish-plant workers as texted, mostly without diacritics
(`haslo`/`hasło` "password", `haslo do …`, `… to …` "is", `trzymaj` "here you go", `nikomu nie
mow`, `nie wysylaj nikomu`, `nie udostepniaj`, `dzieki`, `zmienilem … na` "I changed … to",
`uzytkownik`, `konto`, `klucz API`, `klucz szyfrujacy`, `kod do szatni`, `kody zapasowe`,
`sekret TOTP`, `kod SMS`, `numer karty … wazna do`, `numer dowodu`, `fraza odzyskiwania`,
`klucz odzyskiwania`, `przeliteruje` "I'll spell it", `siec` "network", `odpalilem`); the Latvian
of the fish-plant workers as texted (`parole`, `jaunā parole … ir`, `lūk` "here", `nesaki
nevienam`, `nevienam nerādi`, `paldies` and `pldies`, `nomainīju paroli uz` "I changed the
password to", `lietotājs`, `lietotājvārds`, `konts`, `API atslēga`/`atslega`, `šifrēšanas
atslēga`, `piekļuves tokens`, `privātā atslēga`, `rezerves kodi`, `verifikācijas kods`, `durvju
kods`, `kartes numurs … derīga līdz`, `personas kods`, `pases numurs`, `atkopšanas frāze`, `pa
burtam` "letter by letter", `paroles frāze`, `savienojuma virkne`); the Faroese of visiting crews
(`loyniorð`, `loyniorðið er`, `nýggja loyniorðið`, `Her er` "here is", `sig tað ikki við
nakran` "don't tell anyone", `Tøkk`, `takk fyri`, `brúkaranavn`, `brúkari`, `API-lykilin hjá …
er`, `kodan`, `kortnummar`, `P-talið`, `passnummarið`, `bókstav fyri bókstav`, `boðið, eg
koyrdi`); Scottish English texting throughout; Chinese, Turkish and Japanese only around one
seed phrase each. The wordings are the author's approximations, checked by no speaker; the
thinnest guesses are the split between Shetland and Orcadian texting (marked here only by `da`
and `dis` against `beuy` and `hid`), Scots `saicret` and `wird`, Latvian `pldies`, and the
Faroese compounds `loyniorðsetningurin` (passphrase), `trygdarkotur` (backup codes),
`endurstovningarorðini` (recovery words), `dulkóðingarlykilin til trygdaravritið` (the backup's
encryption key), `tokin hjá bókingarskipanini` (the booking system's token), `sambandsstrongurin`
(connection string) and their cases after `til`.

Vendors (Hendrix Genetics, Benchmark Genetics, Landcatch, AquaGen, StofnFiskur, Fishvet Group,
Kniterate, Shopwired, LoveCrafts, Ribblr, KnitCompanion, Beyonk, Corethree, Vix Technology,
Tallink, Viking Line, airBaltic, Mobilly, Elektrum, Latvijas Pasts, Twino, Bigbank, Alior, Pekao,
Allica, BrightPay, Clear Books, Pandle, Shiptheory, Caskshare, Vinovest, Whisky Auctioneer, Whisky
Hammer, WhiskyBase, Caskwise, Cask Trade, Master of Malt, the Scotch Malt Whisky Society, Siemens
Gamesa, Clobotics, Nabla Wind Hub, Sereema, Eologix, Uptime Engineering, Deutsche Windtechnik and
ArcVera) are ones heldouts 5 to 241 do not name (grepped by name). No shape here is one the author
knows to be real: every one is a guess (hex, base64, URL-safe, upper-case and alphanumeric runs,
UUIDs, JWTs for Kniterate, Elektrum and Vinovest, and the `fvg_`, `bk_live_`, `alc_`,
`cs_live_` and `srm_` prefixes); the JWTs are well-formed.

The ids that carry a check are kinds lightly used before (in one to three corpora each by grep),
each drawn until its python-stdnum module validates it: Poland's PESEL (`stdnum.pl.pesel`), NIP
(`stdnum.pl.nip`) and REGON (`stdnum.pl.regon`), Latvia's personas kods in its old (birth date)
and new (`32…`) forms (`stdnum.lv.pvn`), and the UK's UTR (`stdnum.gb.utr`), NHS number
(`stdnum.gb.nhs`) and Unique Pupil Number (`stdnum.gb.upn`). Kinds that no library or this file
checks (no check-digit algorithm is written here; the WINDA shape is a guess): a UK passport and
driving licence number, a Polish identity card (dowód osobisty), a Latvian passport, a Faroese
P-tal and a GWO WINDA ID. Card numbers pass Luhn (the value helpers' Visa, Mastercard, Amex,
Discover, JCB, Diners, UnionPay and Maestro, checked with python-stdnum's `luhn`); the card codes
are Amex's four-digit CIDs only, so that no planted value is shorter than four characters. The
IBANs are of countries used least by a rough count over the IBAN shapes of heldouts 5 to 241
(Mongolia, Mauritius and Qatar, sixteen corpora each; Georgia, Kazakhstan, Lebanon, Liechtenstein
and Pakistan, seventeen), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Traditional Chinese, Turkish and Japanese lists, each drawn until
`Mnemonic(lang).check` accepts it (most Turkish phrases are redrawn), for wallets named in two
earlier corpora at most (Keevo, Best Wallet, Frame, Sollet, Cosmostation, Uniswap Wallet, Sui
Wallet, Vespr) or in three (Kukai, Yoroi, Enkrypt, Zerion). Counts: 390 secret samples, 20 field
pairs and 20 metadata samples (430 scored, every secret unique), 60 clean texts and 10 clean
metadata dicts.
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
from stdnum.gb import nhs as gb_nhs
from stdnum.gb import upn as gb_upn
from stdnum.gb import utr as gb_utr
from stdnum.lv import pvn as lv_pvn
from stdnum.pl import nip as pl_nip
from stdnum.pl import pesel as pl_pesel
from stdnum.pl import regon as pl_regon

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 242_618_073
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


# Words of the islands (birds, boats, weather, wool) that people there build passwords from.
_ISLE = ["Simmerdim", "Tammienorie", "Sillock", "Piltock", "Kishie", "Shalder", "Dratsie",
         "Selkie", "Sixareen", "Yoal", "Gansey", "Moorit", "Shaela", "Voar", "Hairst", "Noost",
         "Tushkar", "Mareel", "Bruck", "Maalie", "Whitrit", "Hap"]  # fmt: skip
_TRADE = ["Smolt", "Wellboat", "Feedbarge", "Fillet", "Cask", "Hogshead", "Bothy", "Nacelle",
          "Blade", "Yaw", "Linkspan", "Fairisle", "Wirsit", "Ness", "Skerry", "Ebb"]  # fmt: skip
_SPOTS = ["Bigga", "Samphrey", "Cullivoe", "Ulsta", "Toft", "Burravoe", "Scalloway", "Hatston",
          "Lyness", "Longhope", "Rackwick", "Whalsay", "Fetlar", "Bressay", "Stromness",
          "Orfasay", "Lamba", "Blacksness"]  # fmt: skip
_FOLK = ["Magnie", "Jeemie", "Lowrie", "Ertie", "Inga", "Thora", "Osla", "Tammas", "Kirsteen",
         "Sigurd", "Erlend", "Isla", "Kasia", "Tomek", "Agnieszka", "Marek", "Bartek", "Gosia",
         "Janis", "Ilze", "Edgars", "Liga", "Kristaps", "Zane", "Jogvan", "Rogvi", "Sjurdur",
         "Turid", "Gunnva", "Hedin"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["S1mm3rd1m", "S3lk13", "G4ns3y", "M00r1t", "Sh4l4", "D4ts13", "N00st", "H41rst",
         "W3llb04t", "Sk3rry"]  # fmt: skip


def _pen(g: random.Random) -> str:
    """A pen, its site and a sign, the way the barge crew writes a shared password."""
    return f"Pen{g.randrange(1, 25):02d}{g.choice(_SPOTS)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_ISLE)}{g.choice(_TRADE)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_ISLE, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_FOLK).lower()}{g.randrange(1958, 2008)}{g.choice(_SYMBOLS)}{g.choice(_SPOTS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1986, 2034)) + g.choice(_SYMBOLS),
    _pen,
    lambda g: f"{g.choice(_SPOTS).lower()}.{g.choice(_ISLE).lower()}.{g.randrange(1960, 2034)}",
    lambda g: f"Cask{g.randrange(1000, 10_000)}{g.choice(['Sherry', 'Bourbon', 'Port', 'Refill'])}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"WTG{g.randrange(1, 13):02d}{g.choice(_SYMBOLS)}{g.choice(_SPOTS)}{g.randrange(10, 100)}",
    _manager,
    lambda g: f"{g.choice(_FOLK)}Knits{g.choice(['Moorit', 'Shaela', 'Katmollet', 'Mooskit', 'Eesit'])}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "[06:41] Magnie: feed barge at Bigga, the Fiizk net-cleaner control box password is {pw}",
    "HIS-2291 (Yell Sound site): Helgeland Plast ring-sensor gateway, admin password {pw}",
    "Note for the Cullivoe shore base: Erling Haug mooring-monitor app password {pw}",
    "Oxymat O2 generator panel on the Ulsta barge, password {pw} (Inga set it in March)",
    "Linn Gerätebau oxygen-cone controller at the smolt unit: web password {pw}",
    "Moen Marin workboat 'Tirrick', wheelhouse PC password {pw}",
    "Polarcirkel 845 'Maalie' chartplotter service menu password: {pw}",
    "Peerie Wirsit studio: the Silver Reed SK840 pattern PC password is {pw}",
    "Stoll M1plus licence account for the Lerwick studio, password {pw}",
    "DesignaKnit 9 registration login on the studio laptop: password {pw}",
    "Hague Linkers service portal for the linking machine, password {pw}",
    "Comez loom HMI service password {pw}, don't let the students see it",
    "Scalloway plant: Kroma fillet-line HMI supervisor password {pw}",
    "Sepamatic skinning machine, remote service password {pw}",
    "Pisces Fish Machinery heading line, engineer password {pw}",
    "Kronen myjka przy Blacksness, haslo do panelu www: {pw}",
    "the Briggs o Burton filling station at the bond, the password's {pw} beuy",
    "Forsyths tank-level display in the bond, admin password {pw}",
    "Hoy crew: Moog pitch-system service laptop password {pw}",
    "loyniorðið til Hydac-hubbin á WTG-03: {pw}",
    "Windcube lidar web UI at the Lyness met mast, admin password {pw}",
    "ZephIR 300 lidara portāls (Hoy), parole: {pw}",
    "Hi Ertie,\n\nthe root password for the Scalloway weighbridge PC is {pw}. Please bin this mail once it's in the vault.\n\nCheers,\nKirsteen",
    "Runbook: wellboat delivery at Bigga\n1. log on to the Gael Force feed system\n2. user ops\n3. password {pw}\n4. stop feeding on pens 4-9",
    "README (bond office rack)\nThe Cretel washer dashboard is at https://cretel.hatston.haaf.lan, admin password `{pw}`.",
    "voice memo, 07:12, Longhope pier: the Mita-Teknik controller password for turbine three is {pw} full stop",
    "Can you keep hold of my Pekao online banking password for me? It's {pw}",
    "remember this for me please: the Sooth Mooth booking PC password is now {pw}",
    "Incident 2033-02-09: the Laitram peeler HMI at Scalloway sat on the guest VLAN with password {pw}",
    "my Allica business banking password is {pw} now",
    "Jeemie: da password fir da feed barge laptop is {pw}, dunna lat on ta onybody",
    "here hit is min, da Gael Force login password: {pw}",
    "Lowrie: dy new password fir da wellboat radio PC is {pw}. keep dis ta dysel",
    "Magnie 🙏 da studio till password noo is {pw}",
    "da password fir wir Shopwired admin is {pw}, dunna pit hit in da group",
    "Thora: hit's {pw} fir da Kroma noo, dey changed hit da day",
    "Sigurd: the password fur the bond office PC is {pw}, dinna tell a sowl beuy",
    "Here hid is beuy → {pw} (the Briggs filling station password)",
    "Erlend: the Hydac hub password wis changed tae {pw} the day",
    "Isla: thoo'll need {pw} fur the Windcube, hid's the new password",
    "Kirsteen: the password fur the ferry office PC's {pw}, haud yer wheesht aboot it",
    "right, the password's noo {pw} fur the Sepamatic, dinnae gie it oot",
    "mind the saicret word fur the bond alarm panel: {pw}",
    "the password fur the Pandle login is {pw}, cheers",
    "aye, the laptop password is {pw} the noo, dinnae tell onybody",
    "Kasia: haslo do komputera na hali filetowania: {pw}",
    "Tomek: nowe hasło do Kronena to {pw}, nikomu nie mow",
    "trzymaj: {pw} — to haslo do wagi na przyjeciu ryb",
    "Marek 👉 haslo do maila: {pw} dzieki",
    "zmienilem haslo do Piscesa na {pw}",
    "Agnieszka: hasło admina na linii Sepamatic = {pw}, nie wysylaj nikomu",
    "Jānis: jaunā parole skalošanas mašīnai ir {pw}, nesaki nevienam",
    "Ilze: lūk, parole: {pw} (Kroma līnija)",
    "Edgars → e-pasta parole: {pw}, pldies",
    "nomainīju paroli uz {pw} — Līga",
    "Kristaps: darba datora parole ir {pw}",
    "Jógvan: loyniorðið til teldu í stýrishúsinum er {pw}, sig tað ikki við nakran",
    "Rógvi: Her er nýggja loyniorðið: {pw}. Tøkk!",
    "Sjúrður: loyniorð til radaran á Tirrick: «{pw}»",
    "Gunnvá: loyniorðið til Wirsit-handilin er {pw}, takk fyri",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["magnie", "jeemie.t", "lowrie", "inga.h", "thora", "osla", "tammas", "kirsteen.m",
          "sigurd", "erlend.f", "isla.r", "kasia.w", "tomek", "agnieszka.k", "marek", "bartek.n",
          "janis.b", "ilze", "edgars", "liga.o", "kristaps", "jogvan", "rogvi", "sjurdur",
          "turid", "svc-feedbarge", "hoywind-ops", "bond-clerk"]  # fmt: skip
_LOGINS = [
    "[07:58] Tammas: the Shiptheory login is {u} / {pw}",
    "HIS-2304: {u} locked out of the Kroma HMI, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Scalloway › Fillet line › Sepamatic: {u} — {pw}",
    "| site | user | password |\n|---|---|---|\n| Bigga feed barge | {u} | {pw} |",
    "sign in to the Windcube portal as {u} with {pw}",
    "ferry booking desk login {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: bond-scada.hatston.haaf.lan\n  user: {u}\n  pass: {pw}",
    "creds for the Moog laptop are {u} and {pw}",
    "site,user,password\nlyness-met,{u},{pw}",
    "ssh {u}@feedbarge-bigga.haaf.lan (pw {pw})",
    "dy user is {u} an da password {pw}, dunna lat on",
    "login fir da till: {u} / {pw} min",
    "user's {u} an the password's {pw} beuy",
    "username {u}, password {pw}, mind an no share it",
    "login: {u}, hasło: {pw}",
    "uzytkownik {u} haslo {pw} (waga przy bramie)",
    "lietotājs {u}, parole {pw}",
    "lietotājvārds: {u}\nparole: {pw}",
    "brúkaranavn {u}, loyniorð {pw}",
    "brúkari: {u} — loyniorðið: {pw}",
    "konto {u}, haslo to {pw}, dzieki",
    "konts {u} un parole {pw}, nevienam nerādi",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


# Shetland and Orkney names of birds: a spoken password's word.
_BIRDS = ["tammienorie", "dunter", "maalie", "whaap", "teeick", "bonxie", "scootiallan",
          "swaabie", "lyrie", "stanechakker", "rittock", "calloo"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "it's {w} (like the bird) and {d} after it",
    "voice memo: Windcube password, the word {w} then the number {d}, no gap",
    "type {w}, then {d}",
    "password's {w}{d}, bird and number stuck together",
    "dictated: {w} followed by {d}, that's the bond PC",
    "da password is da bird {w}, an dan {d}",
    "hid's the word {w} wi {d} efter hid",
    "haslo to slowo {w}, a potem {d}",
    "parole ir vārds {w}, pēc tam {d}",
    "loyniorðið er orðið {w}, og so {d}",
    "the password's the wird {w} an then {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _BIRDS[index]  # each bird once
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "ncat --proxy proxy.haaf.lan:3128 --proxy-type http --proxy-auth {u}:{pw} scada.hoy.haaf.lan 502",
    "ffmpeg -i rtsp://{u}:{pw}@pencam-07.bigga.haaf.lan:554/Streaming/Channels/101 -t 60 -c copy pen7.mp4",
    "curl --proxy http://proxy.haaf.lan:3128 --proxy-user {u}:{pw} -O https://updates.haaf.lan/feed-tables.json",
    "amqp-consume --url amqp://{u}:{pw}@rabbit.haaf.lan:5672/ferries -q bookings cat",
    "nats --server nats://nats.haaf.lan:4222 --user {u} --password '{pw}' sub 'turbines.>'",
    "gvmd --user={u} --new-password='{pw}'",
    "centreon -u {u} -p '{pw}' -o HOST -a show",
    "tdload -f casks.csv -u {u} -p '{pw}' -h td.haaf.lan -t bond.casks",
    "artemis producer --url tcp://mq.haaf.lan:61616 --user {u} --password '{pw}' --destination queue://fillet.weights --message-count 10",
    "ldifde -i -f pickers.ldf -s dc1.haaf.lan -b {u} HAAF '{pw}'",
    "New-SmbMapping -LocalPath B: -RemotePath \\\\fs1.haaf.lan\\bond -UserName 'HAAF\\{u}' -Password '{pw}'",
    "hammer -u {u} -p '{pw}' host list --organization Haaf",
    "unzip -P '{pw}' cask-ledger-2033.zip",
    "pulsar-admin --admin-url http://pulsar.haaf.lan:8080 --auth-plugin org.apache.pulsar.client.impl.auth.AuthenticationBasic --auth-params '{{\"userId\":\"{u}\",\"password\":\"{pw}\"}}' tenants list",
    "bdemount -p '{pw}' /dev/sdc1 /mnt/studio-usb",
    "dsmc query backup '/bond/ledger/*' -password='{pw}'",
    "mongorestore --host mongo.haaf.lan -u {u} -p '{pw}' --authenticationDatabase admin dump/",
    "argocd login argocd.haaf.lan --username {u} --password '{pw}'",
    "register_new_matrix_user -u {u} -p '{pw}' -a -c /etc/matrix-synapse/homeserver.yaml http://localhost:8008",
    "turnadmin -a -u {u} -r haaf.lan -p '{pw}'",
    "emqx_ctl admins passwd {u} '{pw}'",
    "influx v1 auth create --username {u} --password '{pw}' --read-bucket 0a1b2c3d4e5f6a7b",
    "lnms user:add --password='{pw}' --role=admin {u}",
    "php adduser.php {u} '{pw}' 10",
    "sapcontrol -nr 00 -host sap.haaf.lan -user {u} '{pw}' -function GetProcessList",
    "exaplus -c exa.haaf.lan:8563 -u {u} -p '{pw}' -sql 'select 1;'",
    "java -jar sqltool.jar --inlineRc=url=jdbc:hsqldb:hsql://hsql.haaf.lan/lots,user={u},password={pw}",
    "qpid-config -b {u}/{pw}@mq.haaf.lan:5672 queues",
    "sdkperf_java.sh -cip=tcp://solace.haaf.lan:55555 -cu={u}@ferries -cp='{pw}' -ptl=bookings -mn=10",
    "zmu -m 3 -U {u} -P '{pw}' -i",
    "openRTSP -u {u} '{pw}' -d 30 rtsp://pencam-03.bigga.haaf.lan/live",
    "rtl_433 -F 'mqtt://mqtt.haaf.lan:1883,user={u},pass={pw},retain=0'",
    "snmpset -v3 -u {u} -l authNoPriv -a SHA -A '{pw}' turbine3.hoy.haaf.lan SNMPv2-MIB::sysContact.0 s 'Hoy crew'",
    "mqtt sub -h hivemq.haaf.lan -u {u} -pw '{pw}' -t 'pens/+/oxygen'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "magnie@feedbarge-bigga:~$ {c}", "[root@bond-db ~]# {c}",
    "PS C:\\Users\\kasia> {c}", "tmux, pane 2 on the Lyness jump box:\n$ {c}",
    "serial console of the barge NUC:\n# {c}", "ran this on the ferry office box: {c}",
    "ops@hoy-scada:/opt/turbines$ {c}", "history | tail -1\n  512  {c}",
    "I ran dis on da barge: {c}", "odpalilem to na barce: {c}", "palaidu šo uz servera: {c}",
    "hetta koyrdi eg á servaranum: {c}",
    "dis is whit I ran: {c}", "the command hid wis: {c}", "here's the command I ran the noo: {c}",
    "komenda, ktora odpalilem: {c}", "komanda, ko palaidu: {c}", "boðið, eg koyrdi: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "svn://{u}:{pw}@svn.haaf.lan/patterns/trunk",
    "exa+pyodbc://{u}:{pw}@exa.haaf.lan:8563/BOND?driver=EXAODBC",
    "pinot+https://{u}:{pw}@pinot.haaf.lan:443/query/sql?controller=https://pinot.haaf.lan:9000/",
    "solr://{u}:{pw}@solr.haaf.lan:8983/solr/yarn_catalogue",
    "nntp://{u}:{pw}@news.haaf.lan/haaf.ops",
    "ibmi://{u}:{pw}@as400.haaf.lan/",
    "sqlite+pysqlcipher://:{pw}@/casks.db",
    "clickhousedb://{u}:{pw}@ch.haaf.lan:8443/turbines?secure=true",
    "druid+https://{u}:{pw}@druid.haaf.lan:8282/druid/v2/sql/",
    "hive://{u}:{pw}@hive.haaf.lan:10000/catches?auth=LDAP",
    "kylin://{u}:{pw}@kylin.haaf.lan:7070/sales",
    "hg+https://{u}:{pw}@hg.haaf.lan/knit-patterns",
    "bolt+s://{u}:{pw}@graph.haaf.lan:7687",
]  # fmt: skip
_URL_PLACES = [
    "CATCH_DB_URL={c}", "the old BI tool's database: {c}",
    "keep this connection string for me: {c}", "da database URL is {c}",
    "HIS-2377: {c}", "wiki page 'Databases': {c}", "adres bazy: {c}", "savienojuma virkne: {c}",
    "sambandsstrongurin: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "haaf-isles", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read stock:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# (vendor, its variable, the key's shape): every shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Hendrix Genetics", "HENDRIX_GENETICS_API_KEY", _j((HEX, 32))),
    ("Benchmark Genetics", "BENCHMARK_GENETICS_TOKEN", _j((ALNUM, 40))),
    ("Landcatch", "LANDCATCH_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("AquaGen", "AQUAGEN_API_KEY", lambda g: v.uuid4(g, "8")),
    ("StofnFiskur", "STOFNFISKUR_API_TOKEN", _j((UPPER_HEX, 32))),
    ("Fishvet Group", "FISHVET_API_KEY", _j("fvg_", (ALNUM, 32))),
    ("Kniterate", "KNITERATE_TOKEN", _vendor_jwt("https://api.kniterate.com")),
    ("Shopwired", "SHOPWIRED_API_SECRET", _j((HEX, 40))),
    ("LoveCrafts", "LOVECRAFTS_API_KEY", _j((ALNUM, 32))),
    ("Ribblr", "RIBBLR_TOKEN", _j((URLSAFE, 40))),
    ("KnitCompanion", "KNITCOMPANION_LICENSE_KEY", _j((UPPER_DIGITS, 28))),
    ("Beyonk", "BEYONK_API_KEY", _j("bk_live_", (ALNUM, 32))),
    ("Corethree", "CORETHREE_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Vix Technology", "VIX_API_TOKEN", _j((HEX, 64))),
    ("Tallink", "TALLINK_AGENT_KEY", lambda g: v.uuid4(g, "9")),
    ("Viking Line", "VIKINGLINE_API_KEY", _j((ALNUM, 36))),
    ("airBaltic", "AIRBALTIC_NDC_KEY", _j((ALNUM, 32))),
    ("Mobilly", "MOBILLY_API_SECRET", _j((HEX, 40))),
    ("Elektrum", "ELEKTRUM_API_TOKEN", _vendor_jwt("https://api.elektrum.lv")),
    ("Latvijas Pasts", "LATVIJAS_PASTS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Twino", "TWINO_API_KEY", _j((ALNUM, 40))),
    ("Bigbank", "BIGBANK_CLIENT_SECRET", _j((B64, 64))),
    ("Alior", "ALIOR_API_SECRET", _j((HEX, 32))),
    ("Pekao", "PEKAO_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Allica", "ALLICA_API_KEY", _j("alc_", (ALNUM, 40))),
    ("BrightPay", "BRIGHTPAY_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Clear Books", "CLEARBOOKS_API_KEY", _j((ALNUM, 40))),
    ("Pandle", "PANDLE_API_TOKEN", _j((URLSAFE, 32))),
    ("Shiptheory", "SHIPTHEORY_API_KEY", _j((HEX, 64))),
    ("Caskshare", "CASKSHARE_API_KEY", _j("cs_live_", (ALNUM, 28))),
    ("Vinovest", "VINOVEST_API_TOKEN", _vendor_jwt("https://api.vinovest.co")),
    ("Whisky Auctioneer", "WHISKY_AUCTIONEER_KEY", _j((ALNUM, 32))),
    ("Whisky Hammer", "WHISKYHAMMER_API_KEY", _j((HEX, 32))),
    ("WhiskyBase", "WHISKYBASE_TOKEN", _j((ALNUM, 40))),
    ("Caskwise", "CASKWISE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Cask Trade", "CASKTRADE_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Master of Malt", "MASTEROFMALT_AFFILIATE_KEY", _j((HEX, 40))),
    ("Scotch Malt Whisky Society", "SMWS_API_KEY", _j((UPPER_HEX, 32))),
    ("Siemens Gamesa", "SGRE_DIAGNOSTICS_TOKEN", _j((URLSAFE, 64))),
    ("Clobotics", "CLOBOTICS_API_KEY", _j((HEX, 40))),
    ("Nabla Wind Hub", "NABLA_API_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Sereema", "SEREEMA_API_KEY", _j("srm_", (ALNUM, 32))),
    ("Eologix", "EOLOGIX_API_TOKEN", _j((HEX, 32))),
    ("Uptime Engineering", "UPTIME_ENGINEERING_KEY", _j((ALNUM, 40))),
    ("Deutsche Windtechnik", "DWT_PORTAL_TOKEN", _j((B64, 60))),
    ("ArcVera", "ARCVERA_API_KEY", _j((HEX, 64))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "echo '{tok}' | circleci context store-secret github haafisles haaf-prod {env}",
    "earthly secret set /user/{env} '{tok}'",
    "home.nix: home.sessionVariables.{env} = \"{tok}\";",
    "oc set env deployment/bookings {env}={tok}",
    "systemd-run --user --setenv={env}={tok} ./sync-stock.sh",
    "echo '{tok}' > /etc/sv/stock-sync/env/{env}",
    "glab variable set {env} '{tok}' --masked",
    "travis env set {env} {tok} --private",
    "drone secret add --repository haaf/bookings --name {env} --data {tok}",
    "woodpecker-cli secret add --repository haaf/lots --name {env} --value {tok}",
    "devspace.yaml:\nvars:\n  {env}: \"{tok}\"",
    "elvish: set E:{env} = '{tok}'",
    "nushell: $env.{env} = \"{tok}\"",
    "koyeb secrets create {env} --value {tok}",
    "cf set-env bookings {env} {tok}",
    "vault kv put secret/haaf/{env} value={tok}",
    "Studio till › Settings › Apps › {vendor} → {tok}",
    "wiki table 'Integrations': | {vendor} | live | {tok} |",
    "HIS-2417: {vendor} sync 401 again, the key in the config is {tok}",
    "[09:14] Osla: {vendor} key fir da shop: {tok}",
    "keep my {vendor} API key safe for me: {tok}",
    "da {vendor} key is {tok}, dunna lat on",
    "the {vendor} API key, beuy: {tok}",
    "here's the {vendor} API key the noo: {tok}",
    "klucz API {vendor}: {tok}",
    "klucz do API {vendor} to {tok}, nie wysylaj nikomu",
    "{vendor} API atslēga: {tok}",
    "API atslega {vendor} ir {tok}",
    "API-lykilin hjá {vendor} er {tok}",
    "{vendor} API-lykil: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    shiptheory = _r(rng, HEX, 64)
    beyonk = "bk_live_" + _r(rng, ALNUM, 32)
    whiskybase = _r(rng, ALNUM, 40)
    clobotics = _r(rng, HEX, 40)
    return [
        Sample("vendor_token", f'r = httpx.post("https://api.shiptheory.example/v1/shipments", headers={{"Authorization": "Bearer {shiptheory}"}})', shiptheory),
        Sample("vendor_token", f"const beyonk = new BeyonkClient({{ apiKey: '{beyonk}' }});", beyonk),
        Sample("vendor_token", f"wb <- whiskybase_connect(token = \"{whiskybase}\")", whiskybase),
        Sample("vendor_token", f"Info.plist:\n<key>CloboticsApiKey</key>\n<string>{clobotics}</string>", clobotics),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "[22:40] Bartek: {t}", "it only shows it the once, so here:\n{t}",
                "da token: {t}", "token: {t} (nie udostepniaj)", "{t}\n^ new one, the old one's dead",
                "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES-128 key for the Lyness met-mast logger's data export: {h}": 32,
    "PSK of the feed barge's IPsec tunnel to Ulsta (hex): {h}": 64,
    "HMAC secret for the ferry booking webhook: {h}": 64,
    "Scalloway label printer's encryption key: {h}": 32,
    "DESFire master key for the bond's door cards: {h}": 32,
    "da encryption key fir da barge backup: {h}": 64,
    "klucz szyfrujacy do kopii zapasowej: {h}": 64,
    "šifrēšanas atslēga rezerves kopijai: {h}": 48,
    "dulkóðingarlykilin til trygdaravritið: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "curl -H 'Authorization: Bearer {t}' https://booking.haaf.lan/api/manifests",
    "HIS-2450: token copied out of the browser devtools {t}",
    "Cookie: lang=en-GB; haaf_sid={t}",
    "BOOKING_PORTAL_SESSION={t}",
    "da token fir da booking portal: {t}",
    "token do panelu: {t}",
    "piekļuves tokens: {t}",
    "tokin hjá bókingarskipanini: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@haafisles.co.uk"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.haafisles.co.uk/realms/isles",
            "azp": "booking-desk",
            "roles": ["agent", "ferries"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the barge NUC, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.haafisles.co.uk.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "hatston-bond"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_hoy <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "privātā atslēga, ko atsūtīja integrators:\n{key}": ("PRIVATE KEY", "\n"),
    "klucz prywatny serwera:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs broker's drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Keevo backup card, copying it off before I shred it: {p}": "english",
    "Best Wallet recovery phrase\n{p}": "english",
    "voice memo: the Frame wallet words are {p} an dat's aa o dem": "english",
    "Sollet recovery words (old wallet, emptied): {p}": "english",
    "Cosmostation mnemonic for the staking account: {p}": "english",
    "fraza odzyskiwania do Uniswap Wallet: {p}": "english",
    "Sui Wallet atkopšanas frāze: {p}": "english",
    "endurstovningarorðini til Vespr: {p}": "english",
    "da Kukai seed words fir da auld shop wallet: {p}": "english",
    "Yoroi 錢包助記詞：{p}": "chinese_traditional",
    "Enkrypt cüzdanının kurtarma ifadesi: {p}": "turkish",
    "Zerion ウォレットの復元フレーズ：{p}": "japanese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_of(rng: random.Random, lang: str, words_n: int) -> str:
    """A phrase of ``lang``'s list, drawn until ``Mnemonic(lang).check`` accepts it."""
    size = {12: 16, 15: 20, 18: 24, 24: 32}[words_n]

    def make(g: random.Random) -> str:
        return unicodedata.normalize(
            "NFC", str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(size))))
        )

    return v.until(rng, make, _MNEMO[lang].check)  # fmt: skip


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    words = _seed_of(rng, lang, [12, 24, 12, 18, 15][index % 5]).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "[12:03] Osla: the studio card for the yarn order is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "HIS-2481: pay the Kroma service visit with card {c}",
    "da card number is {c}, {mm}/{yy}",
    "the card's {c}, it runs oot {mm}/{yy}",
    "numer karty: {c}, wazna do {mm}/{yy}",
    "moja karta {c} {mm}/{yy}",
    "kartes numurs: {c}, derīga līdz {mm}/{yy}",
    "kortnummar: {c}, {mm}/{yy}",
    "Please remember my card for the ferry bookings: {c}, {mm}/{yy}",
    "card number fur the bond's fuel account: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c}, the four digits printed above the number: {cvv}",
               "the wee four-digit code on the front o the Amex is {cvv}",
               "Amex {c}, kod CID z przodu karty: {cvv}",
               "Amex kartes priekšpusē četri cipari: {cvv}",
               "Amex {c}, tey fýra tølini frammanfyri: {cvv}",
               "da four numbers on da front o da Amex: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    return {"c": number, "cvv": _r(rng, "123456789", 1) + _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 241 (sixteen and
# seventeen corpora each); BBAN shapes after stdnum's iban.dat (a: a capital, n: a digit, c:
# either; a capital that is not a, n or c stands for itself).
_IBAN_SHAPES = {"MN": "n" * 16, "MU": "aaaa" + "n" * 19 + "MUR", "QA": "aaaa" + "n" * 6 + "c" * 15,
                "GE": "aa" + "n" * 16, "KZ": "nnn" + "c" * 13, "LB": "n" * 4 + "c" * 20,
                "LI": "n" * 5 + "c" * 12, "PK": "aaaa" + "c" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    alphabet = {"a": UPPER, "n": D, "c": UPPER_DIGITS}

    def make(g: random.Random) -> str:
        bban = "".join(g.choice(alphabet[c]) if c in alphabet else c for c in _IBAN_SHAPES[country])
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice BND-2033-061: please pay the cask hire to {i} within 30 days",
    "save the Doha buyer's IBAN: {i}",
    "IBAN: {i}\nReference: smolt batch 12, April",
    "[10:22] Ertie: the Vaduz broker's new bank details, IBAN {i}",
    "da IBAN fir da yarn supplier: {i}",
    "numer konta (IBAN): {i}",
    "mans IBAN: {i}",
    "IBAN hjá mær: {i}",
    "the IBAN fur the Port Louis agent is {i}",
    "IBAN do przelewu: {i}, dzieki",
    "konta numurs IBAN {i}, paldies",
    "Please store the Almaty distributor's IBAN for me: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _pesel(g: random.Random) -> str:
    """A PESEL: a birth date (the century in the month), a serial, the sex and a check digit."""
    year, month, day = g.randrange(1960, 2006), g.randrange(1, 13), g.randrange(1, 29)
    month += 20 if year >= 2000 else 0
    head = f"{year % 100:02d}{month:02d}{day:02d}"
    return v.until(g, lambda h: head + _r(h, D, 5), pl_pesel.is_valid)


def _nip(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 9), pl_nip.is_valid)
    return str(pl_nip.format(number))


def _regon(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 8), pl_regon.is_valid)


def _lv_code(g: random.Random) -> str:
    """A Latvian personas kods: the old form (a birth date) or the new one (32…), with its check
    digit as python-stdnum computes it."""

    def make(h: random.Random) -> str:
        if h.random() < 0.5:
            year = h.randrange(1960, 2006)
            century = "1" if year < 2000 else "2"
            head = f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{year % 100:02d}"
            body = head + century + _r(h, D, 3)
        else:
            body = "32" + _r(h, D, 8)
        number = body + lv_pvn.calc_check_digit_pers(body)
        return f"{number[:6]}-{number[6:]}"

    return v.until(g, make, lv_pvn.is_valid)


def _utr(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 10), gb_utr.is_valid)


def _nhs(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("4679") + _r(h, D, 9), gb_nhs.is_valid)
    return str(gb_nhs.format(number))


def _upn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = (
            h.choice(["810", "811", "812", "813", "815", "816"])
            + _r(h, D, 4)
            + str(h.randrange(18, 26))
            + _r(h, D, 3)
        )
        return gb_upn.calc_check_digit(body) + body

    return v.until(g, make, gb_upn.is_valid)  # fmt: skip


def _uk_passport(g: random.Random) -> str:
    """A UK passport number: nine digits, no public check."""
    return g.choice("12345") + _r(g, D, 8)


def _pl_id_card(g: random.Random) -> str:
    """A Polish identity card (dowód osobisty): three letters and six digits; its check digit is
    not computed here (no library checks it)."""
    return _r(g, UPPER, 3) + _r(g, D, 6)


def _lv_passport(g: random.Random) -> str:
    """A Latvian passport: two letters and seven digits, no public check."""
    return g.choice(["LV", "PA"]) + _r(g, D, 7)


def _fo_ptal(g: random.Random) -> str:
    """A Faroese P-tal: a birth date and three digits, no check a library knows."""
    return (
        f"{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(60, 100):02d}-{_r(g, D, 3)}"
    )


def _winda(g: random.Random) -> str:
    """A GWO WINDA ID: a number of seven digits (its shape a guess), no check."""
    return g.choice("123456789") + _r(g, D, 6)


def _uk_licence(g: random.Random) -> str:
    """A UK driving licence number: five letters of the surname, a coded birth date, initials,
    a digit and two check letters nobody's library computes."""
    surname = g.choice(["TULLO", "JAMIE", "HENDE", "GOODL", "IRVIN", "SINCL", "FLAWS", "RENDA"])
    month = g.randrange(1, 13) + g.choice([0, 50])  # fifty added for a woman
    born = f"{g.randrange(6, 10)}{month:02d}{g.randrange(1, 29):02d}{g.randrange(0, 10)}"
    return f"{surname}{born}{_r(g, UPPER, 2)}9{_r(g, UPPER, 2)}"


_ID_PLACES: dict[str, Maker] = {
    "Kasia's PESEL for the payroll form: {s}": _pesel,
    "PESEL: {s} (Marek, nowy pracownik)": _pesel,
    "moj PESEL to {s}": _pesel,
    "nr PESEL Gosi do umowy: {s}": _pesel,
    "personas kods: {s}": _lv_code,
    "Jāņa personas kods ir {s}": _lv_code,
    "Latvian personal code (personas kods) of the new filleter: {s}": _lv_code,
    "mans personas kods {s}, nesaki nevienam": _lv_code,
    "NIP firmy transportowej na fakturze: {s}": _nip,
    "NIP of the Gdynia fish buyer: {s}": _nip,
    "REGON of the Szczecin cold store: {s}": _regon,
    "my UTR for the self-assessment: {s}": _utr,
    "da UTR fir Magnie's boat accounts: {s}": _utr,
    "da new starter's NHS number fir da medical form: {s}": _nhs,
    "Erlend's NHS number, fur the occupational health: {s}": _nhs,
    "the bairn's UPN fae her auld school in Hull: {s}": _upn,
    "passnummarið hjá mær (UK pass): {s}": _uk_passport,
    "numer dowodu: {s}": _pl_id_card,
    "pases numurs: {s}": _lv_passport,
    "P-talið hjá mær er {s}": _fo_ptal,
    "GWO WINDA ID for the Hoy induction: {s}": _winda,
    "driving licence number (for the van insurance): {s}": _uk_licence,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Shiptheory 2FA backup codes\n{codes}", "spare sign-in codes for the studio's Microsoft account {codes}",
            "Allica backup codes: {codes}", "kody zapasowe do 2FA:\n{codes}",
            "rezerves kodi 2FA: {codes}", "da backup codes fir da shop: {codes}",
            "trygdarkotur til 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Shiptheory:osla@haafisles.co.uk?secret={s}&issuer=Shiptheory&period=30",
              "setup key for the Allica app (couldn't scan the QR): {s}",
              "TOTP secret for the bond's WhiskyBase login: {s}",
              "sekret TOTP do panelu Pekao: {s}",
              "2FA lykilin (QR-kodan virkaði ikki): {s}"]  # fmt: skip
_CODES = ["{c} is your Tallink login code", "Kod SMS do logowania w Pekao: {c}. Nie podawaj go nikomu",
          "Jūsu verifikācijas kods: {c}", "Kodan hjá tær er {c}",
          "da code dey sent is {c}", "Use {c} to sign in to Beyonk"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family(
    "otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, [6, 6, 8, 6, 6, 7][i % 6])}, "c"
)


def _bitlocker(g: random.Random) -> str:
    """A BitLocker recovery password: eight groups of six digits, each a multiple of eleven."""
    return "-".join(f"{g.randrange(0, 65_536) * 11:06d}" for _ in range(8))


def _apple_key(g: random.Random) -> str:
    return "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(7))


def _ms_code(g: random.Random) -> str:
    return "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(5))


_RECOVERY: dict[str, Maker] = {
    "BitLocker recovery key for the bond office laptop: {k}": _bitlocker,
    "Apple recovery key for the studio iPad: {k}": _apple_key,
    "klucz odzyskiwania konta Microsoft: {k}": _ms_code,
    "da BitLocker recovery key fir da barge NUC: {k}": _bitlocker,
}  # fmt: skip
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")


_SSIDS = ["HAAF-Barge-Bigga", "Wirsit-Studio", "Blacksness-Plant", "SoothMooth-Office",
          "Hatston-Bond-5G", "HoyWind-Lyness", "Cullivoe-Shorebase", "BT-Hub-Ulsta",
          "Rackwick-Bothy", "Scalloway-Canteen", "Longhope-Pier"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\npasscode: {pw}",
    "studio network {s}, password {pw}",
    "wifi on the barge: {s} / {pw}",
    "sdkconfig of the pen-7 oxygen logger:\nCONFIG_ESP_WIFI_SSID=\"{s}\"\nCONFIG_ESP_WIFI_PASSWORD=\"{pw}\"",
    "/var/lib/connman/barge.config:\n[service_wifi_barge]\nType = wifi\nName = {s}\nPassphrase = {pw}",
    "the key on the sticker under the router: {pw}",
    "da wifi {s} password is {pw}",
    "the wifi {s}'s password, beuy: {pw}",
    "hasło do wifi {s}: {pw}",
    "wifi {s} parole: {pw}",
    "loyniorðið til WiFi {s} er {pw}",
    "the wifi fur the canteen, {s}, key's {pw}",
    "siec {s}, haslo {pw}, dzieki",
    "Zephyr shell on the met-mast logger:\nuart:~$ wifi connect -s {s} -p {pw} -k 1",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 13)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("bk_live_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("srm_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[voice note, crackly line from Hoy] {t}",
          "here hit is, bit by bit: {t}", "przeliteruje: {t}", "pa burtam: {t}",
          "bókstav fyri bókstav: {t}", "(spaced so the group preview doesn't show it) {t}",
          "I'll say it slow: {t}", "wan by wan: {t}", "dictated over the VHF: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["keypad on the bond door takes {pw} then #", "gate code at the Lyness compound: {pw}",
          "studio alarm code {pw}", "da code fir da barge store is {pw}",
          "the bond's back door code, hid's {pw}", "kod do szatni: {pw}", "durvju kods: {pw}",
          "kodan til hurðina er {pw}", "the PIN fur the office safe's {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, "123456789", 1) + _r(rng, D, [3, 4, 5, 3][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["gansey", "simmerdim", "noost", "kishie", "sixareen", "tushkar", "voar",
                 "hairst", "peat", "skerry", "yoal", "mareel", "sillock", "haaf", "bruck",
                 "piltock"]  # fmt: skip
_PHRASES = {"master passphrase for the studio vault: {p}": " ",
            "the passphrase for the bond's backup disk is {p}": "-",
            "da passphrase fir da barge backup is {p}": " ",
            "passphrase do menedzera hasel: {p}": ".",
            "paroles frāze: {p}": " ",
            "loyniorðsetningurin: {p}": "_",
            "the passphrase is {p}, dinnae tell": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Envoy route:\n  request_headers_to_add:\n  - header: {{key: Authorization, value: \"Bearer {v}\"}}": False,
    "Traefik middleware:\n  headers:\n    customRequestHeaders:\n      Authorization: \"Basic {v}\"": True,
    "raw request from the booking log:\nGET /api/manifests HTTP/1.1\nHost: booking.haaf.lan\nAuthorization: Bearer {v}": False,
    "naglowek z logu: Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "~/.newsboat/config:\nurls-source \"ocnews\"\nocnews-url \"https://cloud.haaf.lan\"\nocnews-login \"{u}\"\nocnews-password \"{pw}\"",
    "/etc/polipo/config:\nparentProxy = proxy.haaf.lan:3128\nparentAuthCredentials = {u}:{pw}",
    "~/.boto:\n[Boto]\nproxy = proxy.haaf.lan\nproxy_port = 3128\nproxy_user = {u}\nproxy_pass = {pw}",
    "syslog-ng.conf:\ndestination d_es {{ elasticsearch-http(url(\"https://es.haaf.lan:9200/_bulk\") user(\"{u}\") password(\"{pw}\")); }};",
    "/etc/keepalived/keepalived.conf:\nvrrp_instance BARGE {{\n    state MASTER\n    authentication {{\n        auth_type PASS\n        auth_pass {pw}\n    }}\n}}",
    "/etc/ha.d/authkeys:\nauth 1\n1 sha1 {pw}",
    "/etc/drbd.d/global_common.conf:\nnet {{\n    cram-hmac-alg sha1;\n    shared-secret \"{pw}\";\n}}",
    "/etc/apt-cacher-ng/security.conf:\nAdminAuth: {u}:{pw}",
    "/etc/rsyslog.d/60-es.conf:\naction(type=\"omelasticsearch\" server=\"es.haaf.lan\" uid=\"{u}\" pwd=\"{pw}\" searchIndex=\"barge-logs\")",
    "/root/.smbcredentials:\nusername={u}\npassword={pw}\ndomain=HAAF",
    "/etc/ntp.keys:\n1 M {pw}",
    "activemq conf/jetty-realm.properties:\nadmin: {pw}, admin",
    "/etc/gitlab/gitlab.rb:\ngitlab_rails['initial_root_password'] = \"{pw}\"",
    "davmail.properties:\ndavmail.url=https://mail.haaf.lan/owa\ndavmail.proxyUser={u}\ndavmail.proxyPassword={pw}",
    "~/.wgetrc:\nhttp_user = {u}\nhttp_password = {pw}",
    "~/.curlrc:\nproxy-user = \"{u}:{pw}\"",
]  # fmt: skip


def _config_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "auth_pass" in template:  # keepalived reads eight characters of it
        return {"pw": _r(rng, ALNUM, 8), "u": rng.choice(_USERS)}
    return {"pw": _plain_pw(rng), "u": rng.choice(_USERS)}


_configs = _Family("config_file", _CONFIGS, _config_draw, "pw")


_CODE = [
    "conn = jaydebeapi.connect(\"com.exasol.jdbc.EXADriver\", \"jdbc:exa:exa.haaf.lan:8563\", [\"{u}\", \"{pw}\"], \"exajdbc.jar\")",
    "ch = clickhouse_driver.Client(\"ch.haaf.lan\", user=\"{u}\", password=\"{pw}\", database=\"turbines\")",
    "s = winrm.Session(\"bond-pc01.haaf.lan\", auth=(\"HAAF\\\\{u}\", \"{pw}\"))",
    "prox = ProxmoxAPI(\"pve.haaf.lan\", user=\"{u}@pam\", password=\"{pw}\", verify_ssl=False)",
    "smbclient.register_session(\"fs1.haaf.lan\", username=\"{u}\", password=\"{pw}\")",
    "await page.type(\"#username\", \"{u}\");\nawait page.type(\"#password\", \"{pw}\");",
    "cy.get('input[name=user]').type('{u}')\ncy.get('input[name=password]').type('{pw}')",
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw, u=_USERS), "pw")


_CHATS = [
    "[18:02] Inga: whit's da wifi password at da studio?\n[18:03] Osla: {pw}",
    "Sigurd: bond PC password?\nErlend: {pw}",
    "Kasia: {pw} to nowe haslo do wagi",
    "Jānis: {pw} ir jaunā parole Kroma līnijai",
    "Rógvi: {pw} er nýggja loyniorðið til stýrishúsið",
    "Tammas: use {pw}, dat's whit da Moog laptop has noo",
    "Kirsteen: {pw}'s the ferry office password the noo",
    "Bartek: haslo?\nGosia: {pw}",
    "Thora: {pw} is the new till password",
    "Heðin: Loyniorð til netið?\nTurið: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 50),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 7), (_totp, 5), (_codes, 6), (_recovery, 4),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16),
    (_code, 7), (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _seed_of(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Kroma HMI password is": "{s}", "Windcube admin pw:": "{s} (since the firmware update)",
    "da password fir da barge is": "{s}", "haslo do wagi:": "{s}",
    "parole:": "{s}\nnomainīt pēc sezonas", "loyniorðið er": "{s}",
    "the bond PC password's": "{s}, dinnae tell onybody",
    "the password fur the Hydac hub, beuy:": "{s}", "Sepamatic password": "{s}",
    "the password Jeemie read oot ower da VHF wis": "{s}, I tink",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Shiptheory API key", "{s}", _j((HEX, 64))),
    ("split_token", "Caskshare key:", "{s} (bond stock sync)", _j("cs_live_", (ALNUM, 28))),
    ("split_token", "Tallink agent key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Keevo backup words", "{s}", _english_seed),
    ("split_card", "numer karty", "{s} wazna do 09/35", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LI"))),
    ("split_backup", "rezerves kodi", "{s}\nqkzt41-8fw2ma\nbrop07-x3vn9d", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "PESEL", "{s}", _pesel),
    ("split_phrase", "passphrase fir da vault", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"feed_barge": {"url": "https://barge-bigga.haaf.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"haslo": "{s}"}': ("meta_password", _plain_pw),
    '{"parole": "{s}"}': ("meta_password", _plain_pw),
    '{"loyniorð": "{s}"}': ("meta_password", _plain_pw),
    '{"turbines": [{"id": "WTG-01"}, {"id": "WTG-03", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mongorestore", "--host", "mongo.haaf.lan", "-u", "magnie", "-p", "{s}", "dump/"]}': ("meta_password", _plain_pw),
    '{"note": "da password fir da studio till is {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log on to the Kroma line as service, password {s}"}': ("meta_password", _plain_pw),
    '{"shiptheory": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"caskshareToken": "{s}"}': ("meta_token", _j("cs_live_", (ALNUM, 28))),
    '{"beyonk_key": "{s}"}': ("meta_token", _j("bk_live_", (ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "expiry": "03/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "QA")),
    '{"worker": {"personas_kods": "{s}"}}': ("meta_id", _lv_code),
    '{"mfa": {"backup_codes": ["{s}", "qkzt41-8fw2ma", "brop07-x3vn9d"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"old_shop_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"met_mast": {"logger_aes_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bond_door": {"keypad_code": "{s}"}}': ("meta_pin", _j("7", (D, 4))),
    '{"wifi": {"ssid": "Wirsit-Studio", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_FIRMWARE_SUM = hashlib.sha256(b"windcube-v2.1-firmware-4.7.2.bin").hexdigest()
_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/haafisles/booking-api:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"feed: add pen 12 to the Bigga schedule", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"bond: revert cask-ledger export", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"shade-card-2033.pdf", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"catch-returns-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Kroma HMI password before the service visit on 2033-05-14.",
    "Osla asked for the studio wifi password; it's on the card behind the till.",
    "Policy: Haaf Isles passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the group chat; send a vault link instead.",
    "The `.env.example` line `SHIPTHEORY_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Windcube asks for a new admin password after every firmware update.",
    "Replace <YOUR_CASKSHARE_KEY> in the README with the key from your Caskshare dashboard.",
    "BEYONK_API_KEY and TALLINK_AGENT_KEY must be set before the nightly booking sync runs.",
    "Dunna pit passwords in da group chat, use da vault.",
    "Dinna tell onybody yer password, beuy, no even me.",
    "Naebody fae the bank will ever ask ye fur yer PIN ower the phone.",
    "Hasło musi mieć co najmniej 14 znaków.",
    "Nigdy nie podawaj nikomu kodu z SMS-a.",
    "Parolei jābūt vismaz 14 rakstzīmes garai.",
    "Loyniorðið skal hava í minsta lagi 14 tekn.",
    "Sig ongantíð loyniorðið við nakran, heldur ikki okkum.",
    "Upgraded the Windcube firmware from 4.6 to 4.7.2 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds pen 12 to the Bigga feeding schedule.",
    f"Rolled back to {_SHORT} after the cask-ledger export broke the duty return.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Windcube firmware 4.7.2 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of catch-returns-2032.parquet: {_SHA512}",
    f"The booking API container runs ghcr.io/haafisles/booking-api@sha256:{_IMAGE}.",
    f"MD5 of shade-card-2033.pdf is {_MD5}, same as the copy on the studio share.",
    "Request id 4c2e8a1f-7b3d-4e90-a5c6-1d8f0b9e7a32 is the slow one in the booking logs.",
    "Purchase order PO-2033-00271 for 40 cones of moorit yarn ships on Thursday.",
    "HIS-2519: the Bigga barge's feed blower trips when the wind is over 40 knots.",
    "Call the Lerwick studio on +44 1595 690 421 before noon.",
    "Container HLXU 6614093 with the smolt feed is on the quay at Holmsgarth.",
    "Consignment note SCL-2033-0418 covers 18 pallets of haddock fillets.",
    "HS code 0302.14 is fresh Atlantic salmon; 2208.30 is whisky; 6110.11 is wool jumpers.",
    "Pen 7 is at 9.4 °C and 7.8 mg/l oxygen; the smolt unit is at 11 °C.",
    "After five wrong passwords the Kroma HMI locks the account for 20 minutes.",
    "The Lyness met mast is 80 m tall; turbine three has a 52 m rotor.",
    "The secret of a good gansey is the tension on the fourth needle.",
    "Ask Erlend for the bond door code, I don't have it.",
    "My card ending 4417 was declined at the chandlery in Scalloway.",
    "The Doha buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the studio's Shopwired account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `CASKSHARE_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the Cullivoe store rusts in the salt air; oil it every month.",
    "Shiptheory moved the API key page under Settings › Developers in its spring release.",
    "ISBN 978-1-84158-392-1 is the Fair Isle knitting book on the studio shelf.",
    "The guest wifi 'SoothMooth-Guest' is open, no password needed.",
    "Cask 2033/118, first-fill sherry hogshead, filled 2033-03-02, 63.8 % ABV.",
    "Lerwick is ZE1 0LL, Scalloway ZE1 0TR, Kirkwall KW15 1NX and Lyness KW16 3NU.",
    "The Toft to Ulsta ferry runs every half hour; bus route 24 meets it at Ulsta.",
    "The wellboat Voe Carrier is IMO 9817298; the Tirrick is registered LK 427.",
    "Windows Server 2022 and Stoll CMS 530 HP are the two licences up for renewal.",
    "Smolt batch SB-2033-12: 184 000 fish, average weight 112 g.",
    "WTG-03 logged 3 412 MWh in 2032 at a capacity factor of 41.6 %.",
    "Da PIN pad at da shop is broken again, card payments only on da phone.",
    "The VAT return for Q1 2033 is due on 7 May.",
    "Pattern HAP-2031-07 uses 6 shades: moorit, shaela, eesit, katmollet, mooskit, white.",
    "Token counts for the assistant: prompt 1 024, completion 256.",
    "The ferry booking reference is SM-77-4410, two cars and a van on the 07:45.",
    "Kody pocztowe w Szczecinie zaczynają się od 70.",
    "Rīgas pasta indekss ir LV-1050.",
    "Ferjan úr Tórshavn fer klokkan 18:00 á hvørjum mánadegi.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/isles/kroma", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "HIS-2519", "purchase_order": "PO-2033-00271"}',
    '{"cask": {"id": "2033/118", "type": "sherry hogshead", "abv": 63.8}}',
    '{"phone": "+44 1595 690 421", "town": "Lerwick"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "pens_stocked": 11}',
    '{"hs_code": "0302.14", "origin": "GB", "description": "fresh Atlantic salmon"}',
    '{"ferry": {"route": "Toft-Ulsta", "booking_ref": "SM-77-4410", "sailing": "07:45"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
