# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, seventy-fourth corpus: written blind, without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to seventieth only to search them (by
grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
the corpora written beside it, their tests nor the reports, and the scrubber was never run on it.
Its own seed, password words, names, places, templates, tools, vendors and layouts, the way the
ramp crews, hangar engineers, dispatchers, crew-roster office, cargo sheds, station agents and
flight-training centre of a small inter-island airline and air-cargo operator leak secrets into an
assistant's memory: Frigatebird Island Air (FIA), with a maintenance hangar at Tokua by Rabaul,
head office at Jacksons in Port Moresby, highland stations at Tari and Wabag, Micronesian stations
at Yap, Kosrae and Nauru, a cargo shed at Faa'a, a weekly run to Totegegie on Mangareva, an
operations-control desk on Mactan, a simulator centre in Puerto Princesa with a strip on Cuyo, and
a parts store in Cairns. Its texts are ACARS and SATCOM free text, HF relays typed up by ops, ops
and tech log entries, handover sheets, crew-room whiteboards read by OCR, voice notes from the
ramp, crew chats, runbooks, e-mails, shell history, configs, voice-dictated text and requests to
the assistant itself, around the web pages and apps of avionics, tracking, ground-support,
fuelling, airfield-lighting, radio, baggage, screening, kiosk and simulator gear (Avidyne, Aspen
Avionics, Flightcell, Blue Sky Network, Latitude Technologies, Teledyne Controls, Garsite, Liquip,
Gammon Technical, TLD, ITW GSE, Guinault, Houchin, Mototok, Lektro, Goldhofer, TowFLEXX, Optical
Scientific, ADB Safegate, Carmanah, Avlite, S4GA, OCEM, Southern Avionics, Park Air, Funkwerk,
Dittel, David Clark, Appareo, uAvionix, ACR Electronics, Artex, Bendix King, Hartzell, Pratt &
Whitney Canada, Frasca, Alsim, Vanderlande, Brock Solutions, Materna, Elenium, Rapiscan, Smiths
Detection, Nuctech, Leidos), none of which heldouts 5 to 70 name. About 40 % of the texts are in
other languages than English (the rest English or language-neutral config and shell): Tolai
(Kuanua), Enga, Huli, Yapese, Kosraean, Nauruan, Mangarevan and Cuyonon, which no earlier docstring
names (written by a non-speaker from a few known words, mixed with the English loanwords
"password", "wifi", "API key" and with Tok Pisin as their speakers text; the wordings are
approximations), and Tok Pisin, Tagalog, Cebuano, French, German, Spanish, Indonesian, Japanese,
Korean and Mandarin Chinese in wordings of their own (Czech, Italian and Russian only as
seed-phrase word lists).
Vendors (Cirium, AvioBook, Navblue, Jeppesen, Traxxall, CAMP Systems, Swiss-AS AMOS, Ramco, Sabre,
Amadeus, Navitaire, Videcom, Travelport, Hitit, Radixx, AeroCRS, RocketRoute, Universal Weather,
Satcom Direct, Gogo Business Aviation, ARINCDirect, PPS Flight Planning, Schedaero, Avianis,
Comply365, Web Manuals, Q-Pulse, Centrik, Coruson, Rusada, Flightdocs, WinAir, cargo.one, iCargo,
Awery, Paydock, CellMoni, M-PAiSA, PlaneFinder, Skybook, Flightkeys, RAIDO, Crewdock, Blue Sky
Network, Latitude Technologies and Flightcell; banks: Kina Bank, ANZ, Bank of the FSM, Banque de
Tahiti and UnionBank) are ones heldouts 5 to 70 do not name; their token shapes are drawn here, not
copied from their documentation. Tools none of heldouts 5 to 70 names: monero-wallet-cli, lncli
(`unlock --stdin`), bitcoin-cli, ipfs-cluster-ctl, dsidm, stolon-keeper, vttablet, pg_autoctl,
s4cmd, coscli and `gh auth login --with-token` (and configs of lnd, monero-wallet-rpc, IPFS
Cluster, coscli, the Gremlin console, Payara, logback, log4j2, Luigi, Dagster, Great Expectations,
Vitess and pg_auto_failover), beside common ones (sqlcmd, mysql, curl, sshpass, smbclient,
ldapsearch, openssl, 7z, zip, keytool, docker, htpasswd, net use, xfreerdp, redis-cli,
mosquitto_pub, ipmitool, psql, rclone, restic, mongosh) in layouts of its own. The ids are kinds
heldouts 5 to 70 do not use, and python-stdnum has no module for any of them: New Zealand's
National Health Index (NHI) number and an IATA numeric (agency) code, each drawn until the check
its issuer publishes holds (NHI: letters as 1 to 24 without I and O, weights 7 to 2, mod 11; IATA:
the first seven digits mod 7), written here as small functions; and, unchecked (no public check, no
algorithm written here), an Australian Working With Children Check number, an Australian ASIC
(aviation security) card number, a Philippine PRC professional licence number, a Philippine COMELEC
voter's identification number (VIN), a PNG Nasfund member number, a Nauru national ID card number,
a Yap State driver's licence, an ICAO crew member certificate (CMC) number, a PNG CASA aircraft
maintenance engineer (AME) licence and a PNG airside pass, as drawn here; passports under Kosraean,
Mangarevan and Cuyonon words, likewise unchecked. Card numbers pass Luhn (Visa, Mastercard, Amex,
JCB, UnionPay, Discover, Diners and the airlines' UATP, drawn here and checked with python-stdnum's
`luhn`). The IBANs are of the countries used least by a rough count over heldouts 5 to 70
(Switzerland, Germany, Spain, the United Kingdom, Ireland, the Netherlands, Poland and Slovenia,
each in five earlier corpora), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Czech, Italian, Korean, Russian, Simplified Chinese and French lists.
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

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 73_862_948
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


_ISLAND = ["Kundu", "Garamut", "Tubuan", "Dukduk", "Kaukau", "Bilum", "Kumul", "Sakau",
           "Pandanus", "Frigate", "Noddy", "Booby", "Tavurvur", "Pinctada", "Mumu", "Sago",
           "Buai", "Tapa", "Kokoda", "Yamstone"]  # fmt: skip
_AERO = ["Aileron", "Rudder", "Pitot", "Windsock", "Taxiway", "Glidepath", "Flaps", "Propwash",
         "Bogie", "Chock", "Yoke", "Trimtab", "Nacelle", "Spinner", "Beacon", "Squawk"]  # fmt: skip
_PLACES = ["Tokua", "Rabaul", "Kokopo", "Tari", "Wabag", "Jacksons", "Colonia", "Kosrae", "Tofol",
           "Okat", "Yaren", "Anibare", "Rikitea", "Totegegie", "Cuyo", "Magsaysay", "Mactan",
           "Faaa", "Cairns", "Hagen", "Kavieng"]  # fmt: skip
_NAMES = ["Kaboi", "Tamur", "Ipatas", "Akipe", "Kandai", "Hiwi", "Tumbe", "Agiru", "Tamag",
          "Fanechoor", "Gilmar", "Falan", "Palik", "Sepe", "Tulensru", "Lonno", "Aingimea",
          "Detudamo", "Eidagaruwo", "Teakarotu", "Maputeoa", "Hinano", "Teiki", "Marites",
          "Jericho", "Aileen", "Dindo", "Nenita", "Junjun", "Haruka", "Bronwyn", "Lachlan"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^"
_LEET = ["Kund00", "G4r4mut", "Tubu4n", "Fr1g4t3", "K0k0d4", "P1nct4d4", "W1nds0ck", "Tw0tt3r",
         "N4c3ll3"]  # fmt: skip


def _apple(g: random.Random) -> str:
    """Three groups of six letters, one capital and one digit among them, as a keychain makes."""
    groups = [list(_r(g, LOWER, 6)) for _ in range(3)]
    a, b = g.sample(range(3), 2)
    groups[a][g.randrange(6)] = g.choice(UPPER)
    groups[b][g.randrange(6)] = g.choice(D)
    return "-".join("".join(group) for group in groups)


def _tail(g: random.Random) -> str:
    """A tail number, a symbol and a year: what a line engineer sets on a shared panel."""
    return f"P2{g.choice(['FIA', 'FIB', 'FIC', 'FID', 'FIE'])}{g.choice(_SYMBOLS)}{g.randrange(2019, 2034)}"


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_ISLAND)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_ISLAND, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2033)) + g.choice(_SYMBOLS),
    _tail,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_AERO).lower()}_{g.randrange(1970, 2034)}",
    lambda g: f"Flt{g.randrange(100, 1000)}{g.choice(_AERO)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_AERO).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _apple,
    lambda g: f"{g.choice(_NAMES)}Flies{g.choice(_ISLAND)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "ACARS free text from P2-FIB: Aspen Evolution config page password {pw}",
    "SATCOM text from the Caravan: Flightcell DZMx web password {pw}",
    "Ops log 0612Z, Tokua: Blue Sky Network HawkEye 7200 portal password {pw}",
    "Tech log remark, Dash 8 P2-FID: Teledyne GroundLink admin password {pw}",
    "handover sheet, night shift Mactan: Latitude SkyNode password {pw}",
    "crew room whiteboard photo, OCR'd: Garsite refueller controller password {pw}",
    "voice note from the Tari ramp: the Liquip meter's web password is {pw}",
    "HF relay typed up by ops: Gammon fuel-test tablet password {pw}",
    "shift report, Wabag: TLD GPU remote panel password {pw}",
    "ramp chat, Colonia: ITW GSE 400 Hz unit password {pw}",
    "hangar notice board scan: Guinault air-start unit service password {pw}",
    "MRO group chat: Houchin GPU web page password {pw}",
    "cargo shed chat, Faa'a: Mototok Twin tug app password {pw}",
    "Tokua hangar log: Lektro tug telematics password {pw}",
    "Goldhofer tow tractor telematics, password {pw}",
    "TowFLEXX fleet portal password: {pw}",
    "AWOS notes, Kosrae: Optical Scientific visibility sensor password {pw}",
    "airfield lighting logbook: ADB Safegate CCR web password {pw}",
    "Carmanah solar light controller on the Cuyo strip: password {pw}",
    "Avlite app for the Yaren PAPI, password {pw}",
    "S4GA runway lights dashboard, Totegegie: password {pw}",
    "the OCEM regulator's local HMI password is {pw}",
    "NDB maintenance note, Tari: Southern Avionics monitor password {pw}",
    "Park Air T6 radio web page password {pw}",
    "Funkwerk radio remote page at the Kosrae tower: password {pw}",
    "Dittel FSG 90 config app password {pw}",
    "David Clark ramp intercom base station password {pw}",
    "Appareo Stratus config app password {pw}",
    "uAvionix tailBeacon install app password {pw}",
    "Bendix King flight-stream app password {pw}",
    "ACR Electronics ELT registration site password {pw}",
    "Artex ELT test software password {pw}",
    "Hartzell prop overhaul portal password {pw}",
    "P&WC engine trend portal (PT6A-34 fleet) password {pw}",
    "Frasca sim instructor station password at Puerto Princesa: {pw}",
    "Alsim AL250 instructor password {pw}",
    "Vanderlande baggage HMI password at Mactan: {pw}",
    "Brock Solutions BHS SCADA password {pw}",
    "Materna kiosk maintenance password {pw}",
    "Elenium bag-drop engineer password {pw}",
    "Rapiscan 620DV X-ray supervisor password {pw}",
    "Smiths Detection HI-SCAN admin password {pw}",
    "Hi Lachlan,\n\nthe root password on the Cairns parts server is {pw}. Delete this once it's in the vault.\n\nBronwyn",
    "Incident 2032-06-02: the Nuctech console at Jacksons was reachable from the terminal wifi with password {pw}",
    "Runbook: restart the belts at Mactan\n1. open the Vanderlande HMI\n2. log in as eng\n3. password {pw}\n4. reset zone B",
    "README (ops rack)\nthe Leidos ProVision service page is at https://provision.fia.lan, password `{pw}`.",
    "note to self: my Kina Bank internet banking password is {pw}",
    "can you remember my ANZ app password? it's {pw}",
    "the Bank of the FSM online password is {pw}",
    "dictated: the Banque de Tahiti password is {pw} full stop",
    "ra password kai ra computer ta ra hangar ia {pw}",
    "ToKaboi: ra kalamana password kai ra server ia {pw}",
    "ra password kaugu ta ra email ia {pw}",
    "Yanda, email password nambane {pw}",
    "Akipe: hangar computer password nambane {pw}",
    "ina email password {pw}",
    "Hiwi: server password ina {pw}",
    "ea password rog ko email e {pw}",
    "Tamag: ea password ko server e {pw}, kammagar",
    "password sik ke email pa {pw}",
    "Palik: password ke server pa {pw}, kulo",
    "password oñ ñea email: {pw}",
    "Aingimea: password ñea server {pw}, tubwa",
    "te password o toku imere ko {pw}",
    "Teakarotu: te password o te tavini ko {pw}",
    "ang password ko sa email i {pw}",
    "Marites: ang bag-ong password ang server i {pw}",
    "pasword bilong email bilong mi em {pw}",
    "Kandai: nupela pasword bilong server em {pw}",
    "ang password ng email ko ay {pw}",
    "Jericho: bagong password ng server: {pw}",
    "ang password sa akong email kay {pw}",
    "le mot de passe du poste de l'escale de Faa'a, c'est {pw}",
    "整備ハンガーのPCのパスワードは {pw} です",
    "机库电脑的密码是 {pw}",
    "정비 격납고 PC 비밀번호: {pw}",
    "kata sandi komputer hanggar: {pw}",
    "la contraseña del simulador es {pw}",
    "Kennwort für den Hangar-Rechner: {pw}",
    "Junjun: bag-ong password sa server kay {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["kaboi", "iatamur", "ipatas.k", "akipe", "kandai", "hiwi.t", "tumbe", "agiru", "tamag",
          "fanechoor", "gilmar.f", "falan", "palik", "sepe.t", "tulensru", "lonno", "aingimea",
          "detudamo", "eidagaruwo", "teakarotu", "maputeoa", "hinano.t", "teiki", "marites",
          "jericho.d", "aileen", "dindo", "nenita", "junjun", "haruka.s", "bronwyn", "lachlan.m",
          "svc-techlog", "mro-ops"]  # fmt: skip
_LOGINS = [
    "crew chat, Kaboi: the Avidyne loader login is {u} / {pw}",
    "ops log: {u} locked out of the RAIDO roster, last password {pw}",
    "user {u} pass {pw}",
    "Tech library › Avionics › Aspen: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Traxxall | {u} | {pw} |",
    "sign in to AvioBook as {u} with {pw}",
    "Skybook login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: bhs-hmi-mactan\n  user: {u}\n  pass: {pw}",
    "account {u}, password {pw} (Comply365)",
    "Hinano says the iCargo account is {u} and its password is {pw}",
    "system,user,password\nawery,{u},{pw}",
    "ssh {u}@mro-srv.fia.lan (password {pw})",
    "creds for the Centrik safety system are {u} and {pw}",
    "nem {u}, pasword {pw}",
    "username {u} at password {pw}",
    "ang username kay {u} ug ang password kay {pw}",
    "ra username {u}, ra password {pw}",
    "username sik {u}, password sik {pw}",
    "ea username rog e {u}, ea password e {pw}",
    "username oñ {u}, password oñ {pw}",
    "te username ko {u}, te password ko {pw}",
    "ang username ko {u} kag ang password {pw}",
    "username {u}, password nambane {pw}",
    "ina username {u}, password {pw}",
    "identifiant {u}, mot de passe {pw}",
    "ユーザー名 {u}／パスワード {pw}",
    "Nutzer {u}, Passwort {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["garamut", "kundu", "tubuan", "dukduk", "kaukau", "bilum", "sakau", "pandanus",
               "tavurvur", "pinctada", "yamstone", "windsock", "aileron", "nacelle", "taro",
               "mumu", "kokoda", "frigate"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "password: {w}, and right after it the digits {d}",
    "for the crew tablet it's {w} with {d} on the end",
    "voice note: the hangar wifi password is {w} then {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the number run together",
    "pasword em dispela word {w}, bihain {d}",
    "ang password ay ang salitang {w}, tapos {d}",
    "ra password ia ra tinata {w}, mur {d}",
    "password sik pa kas {w}, na {d}",
    "ea password e thin ni {w}, me {d}",
    "te password ko te reo {w}, muri {d}",
    "ang password i ang pulong {w}, dayon {d}",
    "password oñ ñea dorerin {w}, ma {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI: dict[str, Maker] = {  # template: the maker of its {pw} (a password, or a key it stands for)
    "monero-wallet-cli --wallet-file /srv/xmr/fuel-fund --password '{pw}' --daemon-address xmr.fia.lan:18081": _plain_pw,
    "echo '{pw}' | lncli --rpcserver=ln.fia.lan:10009 unlock --stdin": _plain_pw,
    "bitcoin-cli -rpcconnect=btc.fia.lan -rpcuser={u} -rpcpassword='{pw}' getblockchaininfo": _plain_pw,
    "ipfs-cluster-ctl --host /dns4/ipfs.fia.lan/tcp/9094 --basic-auth {u}:{pw} pin ls": _plain_pw,
    "dsidm -D 'cn=Directory Manager' -w '{pw}' ldap://ds.fia.lan -b dc=fia,dc=lan user list": _plain_pw,
    "stolon-keeper --cluster-name crewdb --store-backend etcdv3 --uid keeper1 --data-dir /var/lib/stolon --pg-su-password '{pw}' --pg-repl-username repl --pg-repl-passwordfile /etc/stolon/repl": _plain_pw,
    "vttablet --tablet-path zone1-101 --init_keyspace techlog --db_app_user {u} --db_app_password '{pw}'": _plain_pw,
    "pg_autoctl config set --pgdata /var/lib/pgsql/roster replication.password '{pw}'": _plain_pw,
    "s4cmd --access-key=$FIA_S3_ID --secret-key='{pw}' ls s3://fia-techlog/2032/": _j((B64, 40)),
    "coscli config set --secret_id $COS_ID --secret_key {pw}": _j((ALNUM, 32)),
    "echo {pw} | gh auth login --hostname github.fia.lan --with-token": _j("ghp_", (ALNUM, 36)),
    "sqlcmd -S sql.fia.lan -U {u} -P '{pw}' -Q \"SELECT TOP 5 * FROM Roster\"": _plain_pw,
    "mysql -h traxx-db.fia.lan -u {u} -p'{pw}' techlog": _plain_pw,
    "curl -u {u}:{pw} https://bhs.fia.lan/api/zones": _plain_pw,
    "sshpass -p '{pw}' ssh {u}@kiosk-07.mactan.fia.lan": _plain_pw,
    "smbclient //fs.fia.lan/techlibrary -U {u}%{pw}": _plain_pw,
    "ldapsearch -x -H ldaps://dc.fia.lan -D '{u}@fia.lan' -w '{pw}' '(cn=crew*)'": _plain_pw,
    "openssl pkcs12 -export -in ops.crt -inkey ops.key -out ops.p12 -passout pass:{pw}": _plain_pw,
    "7z a -p'{pw}' -mhe=on roster-2032-06.7z roster/": _plain_pw,
    "zip -P '{pw}' manuals.zip AMM/*.pdf": _plain_pw,
    "keytool -importkeystore -srckeystore acars.p12 -destkeystore acars.jks -deststorepass '{pw}'": _plain_pw,
    "docker login registry.fia.lan -u {u} -p '{pw}'": _plain_pw,
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'": _plain_pw,
    "net use Z: \\\\fs.fia.lan\\manuals /user:FIA\\{u} {pw}": _plain_pw,
    "xfreerdp /v:ops-desk.fia.lan /u:{u} /p:'{pw}'": _plain_pw,
    "redis-cli -h cache.fia.lan -a '{pw}' info keyspace": _plain_pw,
    "mosquitto_pub -h mqtt.fia.lan -u {u} -P '{pw}' -t fuel/tari/level -m 71": _plain_pw,
    "ipmitool -I lanplus -H bmc-mro1.fia.lan -U {u} -P '{pw}' chassis status": _plain_pw,
    "psql 'postgresql://{u}:{pw}@pg.fia.lan/roster' -c 'select 1'": _plain_pw,
    "rclone config create techlog webdav url=https://dav.fia.lan user={u} pass={pw} --obscure": _plain_pw,
    "restic -r sftp:{u}@nas.fia.lan:/backup/crew --password-command 'echo {pw}' snapshots": _plain_pw,
    "mongosh 'mongodb://{u}:{pw}@mongo.fia.lan:27017/cargo'": _plain_pw,
}  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@tokua-mro:~# {c}", "kaboi@ops-mactan:~$ {c}", "PS C:\\Ops> {c}",
    "C:\\Users\\hinano> {c}", "bash history on the Cairns parts server:\n{c}",
    "history | tail -3\n  412  cd /srv\n  413  {c}\n  414  exit",
    "Termux on the Tari station phone: {c}", "serial console of the BHS gateway:\n# {c}",
    "ssh session on the Nauru station NUC:\n$ {c}", "cron line: 0 2 * * * {c}",
    "Makefile:\nsync:\n\t{c}", "Ansible task:\n- ansible.builtin.shell: {c}",
    "tmux pane 2, Kosrae: {c}", "(ran this from the crew-room laptop) {c}", "Jupyter cell:\n!{c}",
    "Dockerfile:\nRUN {c}", "workflow step:\n  run: {c}",
    "komand mi ranim: {c}", "ito yung command na pinatakbo ko: {c}",
    "ra command iau ga vana ia: {c}", "command se nga orekmakin: {c}",
    "commande lancée à Faa'a : {c}", "実行したコマンド：{c}", "ang command nga akong gipadagan: {c}",
]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    """``n`` commands, every template before any repeats, each in a frame (a prompt, a log)."""
    out = []
    for template in v.cycle(rng, list(_CLI), n):
        secret = _CLI[template](rng)
        command = template.format(pw=secret, u=rng.choice(_USERS))
        out.append(Sample("cli_password", rng.choice(_SHELLS).format(c=command), secret))
    return out


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_URLS = [
    "postgresql://{u}:{pw}@pg.fia.lan:5432/roster",
    "mysql://{u}:{pw}@traxx-db.fia.lan:3306/techlog",
    "mongodb+srv://{u}:{pw}@cargo.fia-air.net/manifests?retryWrites=true",
    "rediss://{u}:{pw}@cache.fia.lan:6380/0",
    "amqp://{u}:{pw}@mq.fia.lan:5672/acars",
    "ftps://{u}:{pw}@ftp.fia-air.net/fuel-receipts/",
    "davs://{u}:{pw}@dav.fia.lan/techlibrary",
    "clickhouse://{u}:{pw}@ch.fia.lan:9440/telemetry?secure=true",
    "neo4j+s://{u}:{pw}@graph.fia.lan:7687",
    "rtsp://{u}:{pw}@cam-apron2.tokua.fia.lan:554/h264",
    "oracle+oracledb://{u}:{pw}@ora.fia.lan:1521/?service_name=MRO",
    "jdbc:postgresql://pg.fia.lan:5432/roster?user={u}&password={pw}",
    "Server=sql.fia.lan;Database=Crew;User Id={u};Password={pw};TrustServerCertificate=True",
    "http://{u}:{pw}@adsb-tari.fia.lan:8080/",
]  # fmt: skip
_URL_PLACES = [
    "ROSTER_DB_URL={c}", "keep this DSN for me: {c}", "URL bilong database em {c}",
    "ito ang connection string: {c}", "ops log, 1930Z: {c}", "Comply365 note 'DB links': {c}",
    "la chaîne de connexion : {c}", "接続文字列：{c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "frigatebird-island-air", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "fleet:read techlog:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Cirium", "CIRIUM_APP_KEY", _j((HEX, 32))),
    ("AvioBook", "AVIOBOOK_API_TOKEN", _j((URLSAFE, 43))),
    ("Navblue", "NAVBLUE_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Jeppesen", "JEPPESEN_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Traxxall", "TRAXXALL_API_KEY", _j((HEX, 40))),
    ("CAMP Systems", "CAMP_API_TOKEN", _vendor_jwt("https://api.campsystems.com")),
    ("Swiss-AS AMOS", "AMOS_WS_TOKEN", _j((ALNUM, 32))),
    ("Ramco", "RAMCO_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Sabre", "SABRE_SESSION_TOKEN", _j("T1RLAQ", (B64, 90))),
    ("Amadeus", "AMADEUS_API_KEY", _j((ALNUM, 32))),
    ("Navitaire", "NAVITAIRE_TOKEN", _vendor_jwt("https://dotrez.navitaire.com")),
    ("Videcom", "VIDECOM_API_TOKEN", _j((HEX, 32))),
    ("Travelport", "TRAVELPORT_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Hitit", "HITIT_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Radixx", "RADIXX_SECURITY_TOKEN", lambda g: v.uuid4(g, "b")),
    ("AeroCRS", "AEROCRS_AUTH_PASSWORD", _j((ALNUM, 24))),
    ("RocketRoute", "ROCKETROUTE_API_KEY", _j((HEX, 40))),
    ("Universal Weather", "UVGO_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Satcom Direct", "SATCOMDIRECT_API_KEY", _j((B64, 44))),
    ("Gogo Business Aviation", "GOGO_API_TOKEN", _j((URLSAFE, 48))),
    ("ARINCDirect", "ARINCDIRECT_API_KEY", _j((HEX, 64))),
    ("PPS Flight Planning", "PPS_API_PASSWORD", _j((ALNUM, 20))),
    ("Schedaero", "SCHEDAERO_API_TOKEN", _j((ALNUM, 40))),
    ("Avianis", "AVIANIS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Comply365", "COMPLY365_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Web Manuals", "WEBMANUALS_API_KEY", _j((HEX, 32))),
    ("Q-Pulse", "QPULSE_API_TOKEN", _j((B64, 64))),
    ("Centrik", "CENTRIK_API_KEY", _j((ALNUM, 32))),
    ("Coruson", "CORUSON_TOKEN", _j((HEX, 40))),
    ("Rusada", "RUSADA_ENVISION_KEY", _j((UPPER_HEX, 32))),
    ("Flightdocs", "FLIGHTDOCS_CLIENT_SECRET", _j((ALNUM, 48))),
    ("WinAir", "WINAIR_API_KEY", lambda g: v.uuid4(g, "9")),
    ("cargo.one", "CARGO_ONE_API_KEY", _j("c1k_", (ALNUM, 32))),
    ("iCargo", "ICARGO_API_SECRET", _j((URLSAFE, 40))),
    ("Awery", "AWERY_API_KEY", _j((HEX, 40))),
    ("Paydock", "PAYDOCK_SECRET_KEY", _j((HEX, 40))),
    ("CellMoni", "CELLMONI_MERCHANT_KEY", _j((ALNUM, 32))),
    ("M-PAiSA", "MPAISA_CLIENT_SECRET", _j((B64, 32))),
    ("PlaneFinder", "PLANEFINDER_API_KEY", _j((HEX, 32))),
    ("Skybook", "SKYBOOK_API_KEY", _j((ALNUM, 40))),
    ("Flightkeys", "FLIGHTKEYS_TOKEN", _vendor_jwt("https://auth.flightkeys.com")),
    ("RAIDO", "RAIDO_API_PASSWORD", _j((ALNUM, 24))),
    ("Crewdock", "CREWDOCK_API_KEY", _j((URLSAFE, 32))),
    ("Blue Sky Network", "BSN_API_KEY", _j((HEX, 32))),
    ("Latitude Technologies", "LATITUDE_API_TOKEN", _j((ALNUM, 40))),
    ("Flightcell", "FLIGHTCELL_DZMX_KEY", _j((UPPER_DIGITS, 24))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok} -a fia-ops",
    "kubectl create secret generic ops-api --from-literal={env}={tok}",
    "app.json (Expo): \"extra\": {{ \"{env}\": \"{tok}\" }}",
    "CI variables export:\n{env}: {tok}",
    "launchd plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "web.config: <add key=\"{env}\" value=\"{tok}\" />",
    "PowerShell: $env:{env} = '{tok}'",
    "setx {env} {tok}",
    "group_vars/ops.yml:\n{env}: {tok}",
    "Ops portal › Settings › Connections › {vendor} › API key: {tok}",
    "tech library wiki table: | {vendor} | prod | {tok} |",
    "reminder: rotate the {vendor} key {tok} before the audit",
    "crew chat, Lachlan: {vendor} key for the nightly sync: {tok}",
    "the {vendor} token in use now is {tok}; the old one is revoked",
    "ops log: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken again, current key {tok}",
    "please remember my {vendor} API key: {tok}",
    "ra API key kai {vendor} ia {tok}",
    "{vendor} API key nambane {tok}",
    "{vendor} API key ina {tok}",
    "ea API key ko {vendor} e {tok}",
    "API key ke {vendor} pa {tok}",
    "ñea API key an {vendor}: {tok}",
    "te API key o {vendor} ko {tok}",
    "ang API key ka {vendor} i {tok}",
    "API key bilong {vendor} em {tok}",
    "ang API key ng {vendor} ay {tok}",
    "ang API key sa {vendor} kay {tok}",
    "clé API {vendor} pour l'escale de Faa'a : {tok}",
    "{vendor} の API キー：{tok}",
    "{vendor} 的 API 密钥是 {tok}",
    "{vendor} API 키: {tok}",
    "kunci API {vendor} untuk stasiun Biak: {tok}",
    "clave de API de {vendor} para el simulador: {tok}",
    "API-Schlüssel von {vendor} für die Werft: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    cirium = _r(rng, HEX, 32)
    amadeus = _r(rng, ALNUM, 16)
    paydock = _r(rng, HEX, 40)
    skybook = _r(rng, ALNUM, 40)
    flightkeys = _r(rng, URLSAFE, 40)
    rocketroute = _r(rng, HEX, 40)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.flightstats.com/flex/flightstatus/rest/v2/json/airport/status/POM", params={{"appId": "fia-ops", "appKey": "{cirium}"}})', cirium),
        Sample("vendor_token", f'curl -X POST https://test.api.amadeus.com/v1/security/oauth2/token -d "grant_type=client_credentials&client_id=fiaops&client_secret={amadeus}"', amadeus),
        Sample("vendor_token", f'const paydock = new PaydockClient("{paydock}");', paydock),
        Sample("vendor_token", f"Info.plist:\n<key>SkybookAPIKey</key>\n<string>{skybook}</string>", skybook),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "FLIGHTKEYS_KEY", "\\"{flightkeys}\\"")\n  }}\n}}', flightkeys),
        Sample("vendor_token", f"$rr = new RocketRouteClient('fia-ops', '{rocketroute}');", rocketroute),
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


_BARE_PLACES = ["{t}", "crew chat: {t}", "it only displays once, so:\n{t}", "dispela token: {t}",
                "ra token: {t}", "{t}\n^ the new one; the old one is dead", "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 54), "=="),
                _j((LOWER_DIGITS, 46)), _j((URLSAFE, 52)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Flightcell DZMx AES-128 key (hex): {h}": 32,
    "Garsite refueller telemetry key: {h}": 32,
    "HMAC secret for the Paydock webhook: {h}": 64,
    "ACARS gateway shared secret, hex: {h}": 48,
    "SRTP master key for the ops-room Park Air gateway: {h}": 60,
    "Kina Bank host-to-host file encryption key: {h}": 64,
    "ra encryption key kai ra backup ia {h}": 64,
    "バックアップの暗号鍵：{h}": 64,
    "encryption key ng backup: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ops log: token lifted from the browser's dev tools {t}",
    "Cookie: lang=tpi; fia_sess={t}",
    "ROSTER_API_ACCESS_TOKEN={t}",
    "keep this bearer for me {t}",
    "ra token ia {t}",
    "token bilong mi em {t}",
    "le jeton d'accès : {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.fia-air.net/realms/crew",
            "azp": "roster-web",
            "roles": ["dispatch", "crew-scheduling"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Cairns parts server, keep it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/acars-gw.fia.lan.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"BHS_SFTP_PRIVATE_KEY": "{key}", "host": "bhs-mactan"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_cargo <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ops log, pasted by the avionics contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "ra private key kai ra server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the lessor's document drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Monerujo backup, copying it before I wipe the phone: {p}": "english",
    "fuel-fund wallet recovery phrase\n{p}": "english",
    "old crew-fund wallet (emptied) words: {p}": "english",
    "voice note: the wallet recovery words are {p} and that's all of them": "english",
    "seed backup for the Tokua hardware wallet: {p}": "english",
    "ra seed phrase kai ra wallet: {p}": "english",
    "obnovovací fráze peněženky: {p}": "czech",
    "frase di recupero del portafoglio: {p}": "italian",
    "지갑 복구 문구: {p}": "korean",
    "сид-фраза кошелька: {p}": "russian",
    "钱包助记词：{p}": "chinese_simplified",
    "phrase de récupération du portefeuille de l'escale : {p}": "french",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
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


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (UATP's: a brand the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "uatp":
        return _card_of(rng, ["1"], [15])
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "crew chat, Bronwyn: the company card for the Hartzell invoice is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "ops log: pay the Tokua fuel uplift with card {c}",
    "kad namba bilong mi: {c}, {mm}/{yy}",
    "ang card number ko: {c}",
    "ra kad namba kaugu: {c}",
    "card number sik pa {c}, {mm}/{yy}",
    "te numera o toku karata: {c}",
    "ang numero ka card ko: {c}",
    "numéro de ma carte : {c}, {mm}/{yy}",
    "カード番号：{c}（{mm}/{yy}）",
]  # fmt: skip
_BRANDS = ["visa", "uatp", "mastercard", "amex", "jcb", "unionpay", "discover", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, CVV2 {cvv}",
               "the three digits printed on the back: {cvv}",
               "Amex {c}, the four-digit code on the front: {cvv}",
               "tripela namba long baksait bilong kad: {cvv}",
               "les 3 chiffres derrière la carte : {cvv}",
               "ang CVV sa likod ng card: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 70 (each in five earlier corpora); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"IE": "aaaa" + "n" * 14, "DE": "n" * 18, "ES": "n" * 20, "GB": "aaaa" + "n" * 14,
                "CH": "n" * 5 + "c" * 12, "NL": "aaaa" + "n" * 10, "PL": "n" * 24,
                "SI": "n" * 15}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice FIA-LSE-0412: lease rental for P2-FID to {i}, due on the 5th",
    "save the engine shop's IBAN: {i}",
    "IBAN: {i}\nReference: PT6A overhaul, ESN PCE-RB0412",
    "crew chat: the trainer dealer's new bank details, IBAN {i}",
    "IBAN bilong mi: {i}",
    "ang IBAN ko: {i}",
    "ra IBAN kaugu: {i}",
    "IBAN sik pa {i}",
    "toku IBAN: {i}",
    "mon IBAN pour le remboursement : {i}",
    "IBAN des Triebwerksbetriebs: {i}",
    "IBAN del centro de simuladores: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


_NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # I and O are never used


def _nhi_valid(value: str) -> bool:
    """New Zealand's NHI check (the old AAANNNC form): letters count 1 to 24, weights 7 to 2,
    the check digit is 11 less the sum modulo 11 (10 reads 0; a remainder of 0 is invalid)."""
    numbers = [_NHI_LETTERS.index(c) + 1 for c in value[:3]] + [int(c) for c in value[3:6]]
    remainder = sum(n * w for n, w in zip(numbers, range(7, 1, -1), strict=True)) % 11
    return remainder != 0 and (11 - remainder) % 10 == int(value[6])


assert _nhi_valid("ZZZ0016")  # the published test numbers
assert _nhi_valid("ZZZ0024")
assert not _nhi_valid("ZZZ0017")


def _nhi(g: random.Random) -> str:
    """A New Zealand National Health Index number whose check digit holds."""
    return v.until(g, lambda h: _r(h, _NHI_LETTERS, 3) + _r(h, D, 4), _nhi_valid)


def _iata_compact(g: random.Random) -> str:
    """An IATA numeric (agency) code: seven digits and their remainder modulo 7."""
    body = g.choice("123456789") + _r(g, D, 6)
    return body + str(int(body) % 7)


def _iata(g: random.Random) -> str:
    """The same code as it is printed, `NN-N NNNN N`."""
    code = _iata_compact(g)
    return f"{code[:2]}-{code[2]} {code[3:7]} {code[7]}"


def _wwc(g: random.Random) -> str:
    """An Australian Working With Children Check number (NSW): WWC, seven digits, E or V."""
    return f"WWC{_r(g, D, 7)}{g.choice('EV')}"


def _asic(g: random.Random) -> str:
    """An Australian ASIC (aviation security identification) card number as drawn here."""
    return f"{g.choice(['ASA', 'AVS', 'ASQ'])}{_r(g, D, 6)}"


def _prc(g: random.Random) -> str:
    """A Philippine PRC professional licence number: seven digits, no public check."""
    return "0" + _r(g, D, 6)


def _vin(g: random.Random) -> str:
    """A Philippine COMELEC voter's identification number (VIN) as drawn here."""
    return f"{_r(g, D, 4)}-{_r(g, D, 4)}{g.choice(UPPER)}-{g.choice(UPPER)}{_r(g, D, 4)}{_r(g, UPPER, 3)}{_r(g, D, 5)}"


def _nasfund(g: random.Random) -> str:
    """A PNG Nasfund member number: eight digits as drawn here."""
    return g.choice("123456789") + _r(g, D, 7)


def _nauru_id(g: random.Random) -> str:
    """A Nauru national ID card number as drawn here: NR and seven digits."""
    return "NR" + _r(g, D, 7)


def _yap_licence(g: random.Random) -> str:
    """A Yap State driver's licence as drawn here: Y and six digits."""
    return "Y" + _r(g, D, 6)


def _cmc(g: random.Random) -> str:
    """An ICAO crew member certificate number as drawn here: the state's prefix, CMC, five digits."""
    return f"{g.choice(['P2', 'V6', 'C2'])}-CMC-{_r(g, D, 5)}"


def _ame(g: random.Random) -> str:
    """A PNG CASA aircraft maintenance engineer licence as drawn here."""
    return f"P2-AME-{_r(g, D, 5)}"


def _airside(g: random.Random) -> str:
    """A PNG airside pass number as drawn here."""
    return f"NAC-ASP-{_r(g, D, 6)}"


def _fsm_passport(g: random.Random) -> str:
    """A Micronesian (FSM) passport as drawn here: F and seven digits."""
    return "F" + _r(g, D, 7)


def _fr_passport(g: random.Random) -> str:
    """A French passport: two digits, two letters, five digits."""
    return f"{_r(g, D, 2)}{_r(g, UPPER, 2)}{_r(g, D, 5)}"


def _ph_passport(g: random.Random) -> str:
    """A Philippine passport: P, seven digits, a letter."""
    return f"P{_r(g, D, 7)}{g.choice(UPPER)}"


_ID_PLACES: dict[str, Maker] = {
    "NHI number for the crew medical in Cairns: {s}": _nhi,
    "Lachlan's NHI, for the aeromedical transfer form: {s}": _nhi,
    "IATA numeric code of the Port Moresby sales office: {s}": _iata,
    "code IATA numérique de l'agence de Faa'a : {s}": _iata_compact,
    "my WWC number for the youth aviation day: {s}": _wwc,
    "ASIC card number, Cairns airside: {s}": _asic,
    "numero ng PRC license ko (aeronautical engineer): {s}": _prc,
    "ang numero ka PRC license ko: {s}": _prc,
    "COMELEC voter's ID (VIN) ni Nanay: {s}": _vin,
    "ang voter's ID (VIN) nako: {s}": _vin,
    "Nasfund member namba bilong mi: {s}": _nasfund,
    "ra Nasfund namba kaugu: {s}": _nasfund,
    "Nauru ID card number for the ground-handling form: {s}": _nauru_id,
    "ñea namba an ID card oñ: {s}": _nauru_id,
    "Yap State driver's license: {s}": _yap_licence,
    "ea driver's license rog: {s}": _yap_licence,
    "CMC number (crew member certificate) for the Nauru roster: {s}": _cmc,
    "AME licence namba nambane: {s}": _ame,
    "airside pass namba ina: {s}": _airside,
    "passport sik pa {s}": _fsm_passport,
    "te numera o toku passport: {s}": _fr_passport,
    "ang numero ka passport ko: {s}": _ph_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Kina Bank 2FA recovery codes\n{codes}", "spare sign-in codes for the ops Microsoft 365 tenant {codes}",
            "AvioBook backup codes: {codes}", "2FA backup codes bilong mi:\n{codes}",
            "mga backup code ng 2FA: {codes}", "codes de secours 2FA (Banque de Tahiti) : {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Traxxall:lachlan@fia-air.net?secret={s}&issuer=Traxxall&period=30",
              "Aegis, manual entry for the Navblue login: {s}",
              "setup key for the Amadeus portal 2FA: {s}",
              "2FA secret kaugu: {s}"]  # fmt: skip
_CODES = ["{c} is your Kina Bank verification code", "【中国银行】您的验证码是 {c}，5分钟内有效",
          "Ang iyong UnionBank OTP ay {c}. Huwag ibigay kahit kanino.",
          "CellMoni: OTP bilong yu em {c}. No ken givim narapela.",
          "Votre code Banque de Tahiti : {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["FIA-Hangar-Tokua", "FIA-CrewRest", "Digicel-Tari-4G", "Telikom-Wabag", "FSMTC-Okat",
          "YapNet-Colonia", "CenpacNet-Yaren", "Vini-Rikitea", "Globe-Cuyo-5G", "PLDT-Mactan-Ops",
          "Faaa-Fret", "Cairns-Stores", "Jacksons-Ops", "Totegegie-Tower"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID: {s}\npassphrase: {pw}",
    "hangar network {s}, password {pw}",
    "wifi at the Tari terminal: {s} / {pw}",
    "the key on the sticker under the router: {pw}",
    "netplan:\n  wifis:\n    wlan0:\n      access-points:\n        \"{s}\":\n          password: \"{pw}\"",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"{s}\"\n  psk=\"{pw}\"\n}}",
    "wifi {s} pasword em {pw}",
    "ang password ng wifi {s} ay {pw}",
    "ra wifi {s}, ra password ia {pw}",
    "password ke wifi {s} pa {pw}",
    "ea password ko wifi {s} e {pw}",
    "password an wifi {s}: {pw}",
    "te password o te wifi {s} ko {pw}",
    "ang password ka wifi {s} i {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("c1k_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ghp_", (ALNUM, 36)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[read over the HF, typed by ops] {t}",
          "(split so the chat preview hides it) {t}", "wan wan leta: {t}", "isa-isang letra: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["cargo shed padlock at Faa'a: {pw}", "the crew rest keypad takes {pw} then #",
          "fuel farm gate at Tari, code {pw}", "kod bilong lok bilong kago haus: {pw}",
          "ang code ng padlock sa bodega: {pw}", "ra code kai ra padlock ta ra hangar: {pw}",
          "code ke padlock in shed pa {pw}", "code du cadenas du hangar fret : {pw}",
          "倉庫の南京錠の番号：{pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["garamut", "kundu", "bilum", "tubuan", "aileron", "windsock", "pandanus",
                 "frigate", "nacelle", "taxiway", "sakau", "kaukau", "pitot", "tapa", "yoke",
                 "chock"]  # fmt: skip
_PHRASES = {"vault master passphrase for ops: {p}": " ",
            "Keeper master passphrase: {p}": "-",
            "KeePassXC database passphrase: {p}": ".",
            "RoboForm master passphrase: {p}": " ",
            "ra passphrase kai ra backup: {p}": " ",
            "passphrase bilong backup em {p}": "_",
            "ang passphrase ng backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "roster.http:\nGET https://roster.fia.lan/api/duties\nAuthorization: Basic {v}": True,
    "haproxy.cfg: http-request set-header Authorization \"Basic {v}\"": True,
    "captured with mitmproxy: authorization: Bearer {v}": False,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Apache vhost: RequestHeader set Authorization \"Bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS: dict[str, Maker] = {
    "lnd.conf:\n[Bitcoind]\nbitcoind.rpchost=btc.fia.lan\nbitcoind.rpcuser=lnd\nbitcoind.rpcpass={pw}": _plain_pw,
    "monero-wallet-rpc.conf:\nrpc-bind-port=18082\nrpc-login=fuelfund:{pw}": _plain_pw,
    "ipfs-cluster service.json:\n\"restapi\": {{\"basic_auth_credentials\": {{\"ops\": \"{pw}\"}}}}": _plain_pw,
    "~/.cos.yaml:\ncos:\n  base:\n    secretkey: {pw}\n  buckets:\n  - name: fia-manuals": _j((ALNUM, 32)),
    "conf/remote-secure.yaml (Gremlin console):\nhosts: [graph.fia.lan]\nport: 8182\nusername: ops\npassword: {pw}": _plain_pw,
    "Payara passwordfile:\nAS_ADMIN_PASSWORD={pw}": _plain_pw,
    "logback.xml:\n<appender class=\"ch.qos.logback.classic.net.SMTPAppender\">\n  <username>alerts@fia-air.net</username>\n  <password>{pw}</password>\n</appender>": _plain_pw,
    "log4j2.xml:\n<SMTP name=\"Mail\" smtpHost=\"smtp.fia-air.net\" smtpUsername=\"alerts\" smtpPassword=\"{pw}\"/>": _plain_pw,
    "luigi.cfg:\n[smtp]\nhost=smtp.fia-air.net\nusername=alerts\npassword={pw}": _plain_pw,
    "dagster.yaml:\nstorage:\n  postgres:\n    postgres_db:\n      username: dagster\n      password: {pw}\n      hostname: pg.fia.lan": _plain_pw,
    "great_expectations/uncommitted/config_variables.yml:\nroster_db_password: {pw}": _plain_pw,
    "vttablet.yaml:\ndb:\n  app:\n    user: vt_app\n    password: {pw}": _plain_pw,
    "pg_autoctl.cfg:\n[replication]\nmaximum_backup_rate = 100M\npassword = {pw}": _plain_pw,
    "~/.config/gh/hosts.yml:\ngithub.fia.lan:\n    user: lachlan-m\n    oauth_token: {pw}": _j("gho_", (ALNUM, 36)),
    "verdaccio config.yaml:\nuplinks:\n  corp:\n    url: https://npm.fia.lan/\n    auth:\n      type: bearer\n      token: {pw}": _j((URLSAFE, 40)),
    "appsettings.Production.json (RAIDO bridge):\n\"ConnectionStrings\": {{ \"Roster\": \"Host=pg.fia.lan;Username=raido;Password={pw}\" }}": _plain_pw,
}  # fmt: skip


def _config_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _CONFIGS[template](rng)}


_configs = _Family("config_file", list(_CONFIGS), _config_draw, "pw")


_CHATS = [
    "Bronwyn: hangar wifi password?\nKaboi: {pw}",
    "[05:40] lachlan: root pw for the parts server?\n[05:41] marites: {pw}",
    "Teiki: {pw} is the new admin password for the kiosk",
    "Jericho: use {pw}, that's what the BHS HMI has now",
    "Kandai: nupela pasword em {pw}",
    "Aileen: ang bagong password ay {pw}",
    "ToKaboi: ra kalamana password ia {pw}",
    "Palik: password sasu pa {pw}",
    "Hinano : le nouveau mot de passe, c'est {pw}",
    "Tamag: ea new password e {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "p\u200ca\u200cssword = {pw}", "pаsswоrd → {pw}", "passwοrd: {pw}",
    "𝗉𝖺𝗌𝗌𝗐𝗈𝗋𝖽 {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "PASS\u2061WORD = {pw}", "pass\u034fword: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
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
    "the Avidyne loader password is": "{s}", "BHS HMI service pw:": "{s} (since the belt upgrade)",
    "pasword bilong mi em": "{s}", "Vanderlande password": "{s}\nchange it after the audit",
    "ra password kaugu ia": "{s}", "mot de passe :": "{s}", "ang password ko ay": "{s}",
    "Rapiscan password": "{s}", "the password Kandai read out on the HF was": "{s}, I think",
    "password sik pa": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Cirium app key", "{s}", _j((HEX, 32))),
    ("split_token", "cargo.one key:", "{s} (rates API)", _j("c1k_", (ALNUM, 32))),
    ("split_token", "Jeppesen client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "fuel-fund wallet words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/35", lambda g: v.grouped(_card(g, "uatp"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IE"))),
    ("split_backup", "Kina Bank recovery codes", "{s}\nmoka41-7qz2\ntavu08-k3hn", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NHI", "{s}", _nhi),
    ("split_phrase", "Keeper passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"bhs": {"hmi_url": "https://bhs-mactan.fia.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"pasword": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kaboi", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"id": "k-01"}, {"id": "k-07", "service_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["bitcoin-cli", "-rpcuser=ops", "-rpcpassword={s}", "getblockcount"]}': ("meta_password", _plain_pw),
    '{"note": "ra password kai ra server ia {s}"}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Rapiscan console as supervisor with the password {s}"}': ("meta_password", _plain_pw),
    '{"cirium": {"app_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"raidoToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"awery_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    '{"lessor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SI")),
    '{"crew": {"nhi_number": "{s}"}}': ("meta_id", _nhi),
    '{"mfa": {"backup_codes": ["{s}", "moka41-7qz2", "tavu08-k3hn"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"fuel_fund_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"flightcell": {"aes_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cargo_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "FIA-Hangar-Tokua", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyModeS-2.18-py3-none-any.whl").hexdigest()
_NAVDB_SUM = hashlib.sha256(b"ifd550-navdata-2407.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/fia/roster-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"techlog: add fuel uplift column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"roster: revert duty-time import", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"weight-and-balance_P2-FID.xlsx", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"techlog-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Rapiscan supervisor password before the security audit on 2032-07-14.",
    "Kandai asked for the hangar wifi password; it's on the card in the duty manager's drawer.",
    "Policy: FIA passwords are at least 16 characters and live only in the ops vault.",
    "Please don't paste passwords into the crew chat; share a vault link instead.",
    "The `.env.example` line `CIRIUM_APP_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Vanderlande HMI asks for a new password after every firmware update.",
    "Replace <YOUR_AMADEUS_KEY> in the README with the key from the Amadeus self-service portal.",
    "RAIDO_API_PASSWORD and TRAXXALL_API_KEY must be set before the nightly roster sync runs.",
    "No ken givim pasword bilong yu long narapela man.",
    "Huwag ibigay ang password mo kahit kanino.",
    "Ayaw ihatag ang imong password bisan kinsa.",
    "Le mot de passe doit contenir au moins seize caractères.",
    "パスワードは16文字以上にしてください。",
    "Das Kennwort des Simulators wird jeden Monat geändert.",
    "Upgraded the Aspen firmware from 2.11 to 2.12 and pyModeS to 2.18 over the weekend.",
    f"commit {_COMMIT} adds the fuel uplift column to the tech log export.",
    f"Rolled back to {_SHORT} after the roster import broke the duty-time check.",
    f"requirements.txt: pyModeS==2.18 --hash=sha256:{_WHEEL_SUM}",
    f"The IFD550 navdata 2407 image has SHA-256 checksum {_NAVDB_SUM}.",
    f"SHA-512 of techlog-export-2032.parquet: {_SHA512}",
    f"The roster API container runs ghcr.io/fia/roster-api@sha256:{_IMAGE}.",
    f"MD5 of weight-and-balance_P2-FID.xlsx is {_MD5}, same as the copy on the share.",
    "Request id 3f9c2a71-8b4e-4d15-a6c0-2e7b19d4f853 is the slow one in the Cirium logs.",
    "Purchase order PO-2032-00731 for two PT6A hot-section kits ships on Monday.",
    "Ops ticket #5218: the Tari fuel farm level sensor reads zero at night.",
    "Call the Wabag station on +675 547 1203 before 0900.",
    "Flight FI 214 Tokua to Kavieng departs at 07:40 local; the Twin Otter P2-FIB flies it.",
    "Air waybill 932-48107265 covers the Faa'a cargo, 14 pieces, 380 kg.",
    "Runway 07/25 at Tokua is 1,600 m long; the Dash 8 needs about 1,100 m at maximum weight.",
    "After five wrong passwords the Traxxall account locks for 30 minutes.",
    "The Caravan burns about 200 litres of Jet A-1 an hour at cruise.",
    "The secret of a smooth landing at Tari is a long final and patience.",
    "Ask Kaboi for the crew-rest keypad code, I don't have it.",
    "My card ending 4417 was declined at the Kokopo hardware store.",
    "The Dublin lessor wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the ops Microsoft 365 account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `CIRIUM_APP_KEY` in the secrets store, never in the repository.",
    "The padlock on the Faa'a cargo shed corrodes in the salt air; oil it every month.",
    "Amadeus moved the API key page under My Self-Service Workspace in its June release.",
    "The guest wifi 'FIA-Guest' at Jacksons is open, no password needed.",
    "Cargo lot FIA-CGO-2032-0419: two pallets of fresh tuna for Faa'a, 380 kg.",
    "The Navblue password reset link expires in 20 minutes.",
    "Nakalimutan ko ang password ko kaya pinareset ko kahapon.",
    "Pasword bilong mi i no wok, plis resetim.",
    "Mot de passe oublié ? Appelez l'escale de Faa'a.",
    "倉庫のWi-Fiは来週パスワードが変わります。",
    "The hex dump of the ACARS frame is attached to ops ticket #5230, not pasted here.",
    "Version 4.7.2 of the EFB app fixes the chart download bug.",
    "The tow bar for the Dash 8 weighs 48 kg.",
    "Dispatch release DR-2032-0611-03 was signed at 06:15Z.",
    "The PIN pad at the Tokua fuel bowser is broken again.",
    "Weight and balance: basic empty weight 3,363 kg, arm 5.82 m.",
    "Kammagar ko ayuw rom ko hangar.",
    "Tubwa, ekamawir omo!",
    "Salamat sa bulig sa hangar kaina.",
    "Kulo ma lulap, flight se nu Pohnpei pa tuku ekasr.",
    "Ra balus ia vana ta Kavieng ta ra malana.",
    "Wabag balus i go long 10 klok, Tari balus long 2 klok.",
    "Il faut changer le mot de passe tous les 90 jours.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-06-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/ops/vanderlande", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyModeS", "version": "2.18"}}',
    '{"ticket": "5218", "purchase_order": "PO-2032-00731"}',
    '{"request_id": "3f9c2a71-8b4e-4d15-a6c0-2e7b19d4f853", "latency_ms": 2140}',
    '{"phone": "+675 547 1203", "station": "Wabag"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "sectors_flown": 1874}',
    '{"flight": "FI 214", "tail": "P2-FIB", "pax": 17, "fuel_kg": 640}',
    '{"awb": "932-48107265", "pieces": 14, "weight_kg": 380}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
