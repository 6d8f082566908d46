# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-twenty-eighth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-twenty-fifth's
docstring, the fifth to three-hundred-and-twenty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (326, 327, 329), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (328_419_067), password words (a boat
word, a number, a symbol and an island, `Kobba42!Foglo`; dot-joined `sjobod.galeas.1987`; a
ferry's name and her speed in knots; a name, a year and a shipyard word; leet `Str0mm1ng`; a cabin
number and a village; underscore-joined generator groups; random runs).

The fictional company is Fastholm Färje & Varv Ab (a small ferry line, a shipyard and Hotell
Sjöbod in Mariehamn, a ticket kiosk in Eckerö, a guest harbour and berths in Föglö and Degerby,
domain `fastholm.ax`), with Finnish office staff, Estonian ferry crew, Russian hotel staff,
Latvian shipyard welders and relatives in Stockholm, Norrtälje, Turku, Tallinn and Riga; every
company, person, address, domain, bank and number is invented, only the region (Åland) is real.
Texts: chats with times, tickets (Efecte, Hesk, Huly, Bugzilla), cards (Wekan, Focalboard), notes
(Usememos, Drafts, Notability, Reflect, Amplenote, AFFiNE), mails (Posteo, Mailfence), chats
(Wickr, Whereby, Berty, Keet, Tox), runbooks, README fragments, shell prompts (Blackbox, urxvt,
iSH, Kermit, ZOC, PowerShell), config and env files, voice-note transcripts and requests to the
assistant; separators: a colon, `e`, `är`, `on`, `ir`, `=`, `->`, an em dash, a slash, a comma
and a new line, and a question answered on the next line.

Grep counts (heldouts 5 to 325 naming each, grep -l): none for Fastholm, Eckerö, Föglö,
Sottunga, Norrtälje, `personbeteckning`, Apix, Ropo, Severa, Kiho, Mepco, Eezy, Ukko.fi, Dooer,
Leanware, Flowhaven, Bokamo, Epassi, Usememos, flink; one for Mariehamn, Degerby, MailerLite,
Holvi, Montonio, Maksekeskus, Zervant, Sympa, Accountor, SmartPOST (as Smartpost), Swish, Zimpler,
Brite, Pagero, Talenom, Finago, Nepton, Tuntinetti, Procurify, Bookingsuite, Drafts, Notability,
Berty, smbmount, `tea login`; two or three for Åland, Wickr, Blackbox, Whereby, Efecte, Hesk,
Huly, Wekan, Focalboard, Bugzilla, Reflect, Amplenote, AFFiNE, Posteo, Mailfence, Tox,
Invoke-Command, spark-submit, `gio mount`, sbt, KMKR, registrikood, `varukoodid`, `rezerves kodi`,
`lösenordet e`; four to nine for Kermit, urxvt, iSH, ZOC, Keet, hivemq's `mqtt pub`, nats-server,
sqoop, Set-ADAccountPassword, `git credential`, isikukood, veronumero, `personas kods`, beeline,
fossil, samba-tool, dsadd, netexec, regctl, mongoexport, mariadb-dump, zkCli, mqttx, oras, iredis,
`parool on`, `parole ir`; `salasana on` (16), Y-tunnus (6) and hetu (11) are the most used.

About half of the secret samples are not in English: Åland and Finland Swedish as texted
(`lösenordet e`, `lösen ti`, `inlogg`, `nyckeln e`, `å sen`, `såå`, `ja` for "jag"), Finnish
(`salasana on`, `käyttäjätunnus`, `varakoodit`, `hetu`), Estonian of ferry crew (`parool on`,
`kasutajanimi`, `varukoodid`, `taastefraas`), Russian of hotel staff in Cyrillic and translit
(`пароль от`, `parol ot`, `nomer karty`) and Latvian of shipyard workers with and without
diacritics (`parole ir`, `lietotajvards`, `rezerves kodi`, `personas kods`). The Åland dialect
spellings (`e` for "är", `ti` for "till", `ja` for "jag", `såå`), the Estonian `varukoodid`,
`taastefraas`, `paroolifraas` and `pardaarvuti`, the Latvian `rezerves kodi`, `seed frāze`,
`paroles frāze` and `ligzdotais maks`, and the Russian translit are the author's guesses.
Vendors (Apix, Ropo, Severa, Kiho, Mepco, Eezy, Ukko.fi, Dooer, MailerLite, Leanware, Flowhaven,
Bokamo, Epassi, Holvi, Montonio, Maksekeskus, Zervant, Sympa, Accountor, SmartPOST, Swish,
Zimpler, Brite, Pagero, Talenom, Finago, Nepton, Tuntinetti, Procurify, Bookingsuite) carry
invented key shapes. Ids are drawn until python-stdnum's module validates them: Finland's
henkilötunnus (`fi.hetu`), Y-tunnus (`fi.ytunnus`) and veronumero (`fi.veronumero`), Estonia's
isikukood (`ee.ik`), registrikood (`ee.registrikood`) and KMKR (`ee.kmkr`), Latvia's personas
kods (`lv.pvn`), Russia's INN (`ru.inn`) and a Swedish personnummer (`se.personnummer`). Card
numbers pass Luhn (Mir `2200`-`2204` and Dankort `5019` prefixes drawn here). IBANs are of
countries used least by a rough count (Finland, Serbia, Slovakia, Bulgaria, Costa Rica, Estonia,
Latvia), validated by `stdnum.iban`; seed phrases come from `mnemonic`'s English, Russian,
Spanish, Czech, Italian, Portuguese and French lists.
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
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ee import ik as ee_ik
from stdnum.ee import kmkr as ee_kmkr
from stdnum.ee import registrikood as ee_reg
from stdnum.fi import hetu as fi_hetu
from stdnum.fi import veronumero as fi_vero
from stdnum.fi import ytunnus as fi_ytunnus
from stdnum.lv import pvn as lv_pvn
from stdnum.ru import inn as ru_inn
from stdnum.se import personnummer as se_pnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 328_419_067
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]


def _family(cls: str, templates: list[str], draw: Draw, key: str) -> Taker:
    """``n`` samples of ``cls``: every template before any repeats, the fields drawn by ``draw``;
    ``key`` names the planted value unless the draw returns a ``secret`` field (a piece of it)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, templates, n)):
            fields = draw(rng, index, template)
            secret = fields.get("secret", fields[key])
            out.append(Sample(cls, template.format_map(fields), secret))
        return out

    return take


def _with(make: Maker, **pools: list[str]) -> Draw:
    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_SEA = ["Stromming", "Sjobod", "Kobba", "Fyrskepp", "Ankare", "Roddbat", "Klinten", "Skarbat",
        "Pannkaka", "Notbod", "Galeas", "Vindas", "Ejder", "Alstrom", "Rakbat",
        "Koster"]  # fmt: skip
_YARD = ["Svets", "Slip", "Docka", "Kolv", "Propeller", "Bogpropp", "Roder", "Knap", "Spant"]
_PLACES = ["Mariehamn", "Ecker", "Foglo", "Degerby", "Storby", "Sottunga", "Jomala", "Lemland",
           "Kokar", "Brando", "Vardo", "Saltvik", "Godby", "Kumlinge"]  # fmt: skip
_NAMES = ["Ebba", "Rasmus", "Jannike", "Linnea", "Tobbe", "Sanna", "Tuomas", "Kaarel", "Triin",
          "Margus", "Oksana", "Dmitri", "Galina", "Janis", "Ilze", "Raitis", "Agris",
          "Elna"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["Str0mm1ng", "Sj0b0d", "K0bb4", "Fyr3n", "4nk4r3", "P4nnk4k4", "G4l34s"]


def _knots(g: random.Random) -> str:
    """A ferry's name and her speed, the way a deck crew jokes a password together."""
    return f"{g.choice(_SEA)}{g.randrange(9, 24)}kn{g.choice(_SYMBOLS)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SEA)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: ".".join(w.lower() for w in g.sample(_SEA, 2)) + "." + str(g.randrange(1950, 2031)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}"
        f"{g.choice(_YARD)}",
    lambda g: _r(g, ALNUM + "%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2031)) + g.choice(_SYMBOLS),
    _knots,
    lambda g: f"Hytt{g.randrange(100, 700)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_YARD)}{g.choice(_SEA)}{g.randrange(2, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "_".join(_r(g, LOWER_DIGITS, 5) for _ in range(3)),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER,
    3),
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Wickr, Ebba 07:42: lösenordet till bokningsdatorn i Eckerö e {pw}",
    "Ebba: lösen ti wifi-routern på kontoret e {pw} ok?",
    "Rasmus sms: nya lösenordet för kassan i Föglö är {pw}",
    "Jannike (röstmeddelande): lösenordet, skriv upp, {pw}, tack",
    "Tobbe: lösen för varvets ritdator = {pw}",
    "Linnea i Degerby: lösenordet ti skrivarn e nu {pw} såå",
    "Elna (mormor): mitt lösenord till banken är {pw} om jag glömmer",
    "Usememos anteckning: bokningssystemet, lösenord -> {pw}",
    "Drafts, Rasmus: lösenord till hamnkontorets NAS {pw}",
    "Tuomas: varaston koneen salasana on {pw}",
    "Sanna whatsapista: uus salasana on {pw}, älä kerro kellekään",
    "salasana sähköpostiin: {pw}",
    "Tuomas (ääniviesti): kassakoneen salasana, kirjoita ylös, {pw}",
    "Notability-muistio: lipunmyynnin salasana = {pw}",
    "Kaarel: pardaarvuti parool on {pw}",
    "Triin: uus parool kassas on {pw}, ära ütle kellelegi",
    "Margus, Tallinnast: minu e-posti parool: {pw}",
    "kajuti tahvelarvuti parool -> {pw}",
    "Оксана: пароль от ресепшена {pw}",
    "Дмитрий: новый пароль на вайфай в отеле — {pw}",
    "Галина: пароль к бронированию: {pw}, никому",
    "Oksana: parol ot resepshena {pw}",
    "Dima: novyj parol na kompe v lobby — {pw}",
    "Jānis: parole cehā datoram ir {pw}",
    "Ilze: jaunā parole noliktavai ir {pw}",
    "Raitis no Rīgas: mana e-pasta parole: {pw}",
    "Agris: parole metinasanas stacijai ir {pw}",
    "Whereby chat, morning call: the booking portal password is {pw}",
    "Berty DM from Tobbe: NAS admin password {pw}",
    "Efecte ticket 5512: reception PC password {pw}, please reset",
    "Hesk ticket #218: the gangway camera password is {pw}",
    "Huly issue FAS-77: kiosk password {pw} leaked in screenshot",
    "Wekan card 'Föglö kiosk': admin password {pw}",
    "Focalboard card: slipway PLC password {pw}",
    "Bugzilla 3321: the crane HMI still takes password {pw}",
    "Reflect note: hotel door system password {pw}",
    "Amplenote: fuel-log tablet password {pw}",
    "AFFiNE page 'Varvet': welding PC password {pw}",
    "Posteo mail from Ebba: my password for the harbour portal is {pw}",
    "Mailfence draft: ferry timetable CMS password {pw}",
    "Keet chat: the ship's router password is {pw}",
    "Tox message from Rasmus: restaurant POS password {pw}",
    "Runbook: cold start of the Eckerö ticket kiosk\n1. power on\n2. log in as kiosk\n3. passwo"
        "rd {pw}\n4. open the sales app",
    "README (Föglö guest harbour)\nthe pay station UI is at https://pay.fastholm.ax, admin pass"
        "word `{pw}`.",
    "Hi Tuomas,\n\nthe root password on the booking server is {pw}. Delete this mail.\n\nEbba",
    "hey assistant, remember my Ålandsbanken-style netbank password for me: {pw}",
    "please store this: harbour office laptop password {pw}",
    "dictated: the ferry Wi-Fi portal password is {pw} full stop",
    "note to self: shipyard time clock password {pw}",
    "after the reinstall the kiosk password became {pw}",
]  # fmt: skip
_said = _family("labelled_password", _SAID, _with(_pw), "pw")

_USERS = ["ebba.l", "rasmus", "jannike", "linnea", "tobbe", "sanna.v", "tuomas", "kaarel",
          "triin", "margus", "oksana", "dmitri", "galina", "janis.b", "ilze", "raitis",
          "agris", "svc-kiosk", "varv-ops", "hamn"]  # fmt: skip
_LOGINS = [
    "användarnamn {u}, lösenord {pw}",
    "Ebba: inlogg ti bokningen e {u} / {pw}",
    "käyttäjätunnus {u}, salasana {pw}",
    "tunnus: {u}\nsalasana: {pw}",
    "kasutajanimi {u}, parool {pw}",
    "Kaarel: kasutaja {u} ja parool {pw}",
    "логин {u}, пароль {pw}",
    "login {u} parol {pw}",
    "lietotājs {u}, parole {pw}",
    "lietotajvards: {u} parole: {pw}",
    "Hesk #230: {u} locked out of the kiosk, last password {pw}",
    "| system | user | password |\n|---|---|---|\n| booking | {u} | {pw} |",
    "sign into the harbour portal as {u} with {pw}",
    "system,user,password\nferry-pos,{u},{pw}",
    "- host: varv-plc-2\n  username: {u}\n  password: {pw}",
    "ssh {u}@booking.fastholm.ax (password {pw})",
    "Whereby chat: creds for the gangway cam are {u} and {pw}",
    "Amplenote › Hotel › Door system: {u} — {pw}",
]  # fmt: skip
_logins = _family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")

_SAID_WORDS = ["strömming", "kobba", "sjöbod", "galeas", "ejder", "klinten", "kummel", "skata",
               "räkmacka", "silakka", "kilu", "rannamaja", "brētliņa", "kompot"]  # fmt: skip
_SPELLED = [
    "lösenordet e ordet {w}, små bokstäver, å sen {d}",
    "salasana on sana {w} ja perään {d}",
    "parool on sõna {w}, siis {d}",
    "пароль — слово {w}, потом {d}",
    "parole ir vārds {w} un tad {d}",
    "the password is the word {w}, then the number {d}",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "voice note: the sauna wifi password is {w} and after that {d}, no space",
    "lösen: {w} med {d} på slutet",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _family("spelled_password", _SPELLED, _spelled_draw, "w")

_CLI = [
    "smbmount //nas.fastholm.ax/bokning /mnt/bokning -o username={u},password={pw}",
    "gio mount smb://nas.fastholm.ax/varv <<< $'{u}\\nFASTHOLM\\n{pw}'",
    "Invoke-Command -ComputerName kiosk01 -Credential (New-Object PSCredential('{u}', (ConvertT"
        "o-SecureString '{pw}' -AsPlainText -Force))) -ScriptBlock {{ hostname }}",
    "spark-submit --conf spark.ssl.keyStorePassword={pw} --class Fares fares.jar",
    "flink run -Dsecurity.ssl.rest.keystore-password={pw} ferry-stats.jar",
    "tea login add --name fastholm --url https://git.fastholm.ax --user {u} --password {pw}",
    "sbt -Dsbt.repository.user={u} -Dsbt.repository.password={pw} publish",
    "mqtt pub -h broker.fastholm.ax -u {u} -pw {pw} -t ferry/fuel -m 71",
    "nats-server --user {u} --pass {pw} -p 4222",
    "sqoop import --connect jdbc:mysql://db.fastholm.ax/booking --username {u} --password {pw} "
        "--table cabins",
    "Set-ADAccountPassword -Identity {u} -NewPassword (ConvertTo-SecureString -AsPlainText '{pw"
        "}' -Force) -Reset",
    "printf 'protocol=https\\nhost=git.fastholm.ax\\nusername={u}\\npassword={pw}\\n' | git cre"
        "dential approve",
    "beeline -u jdbc:hive2://hive.fastholm.ax:10000 -n {u} -p {pw}",
    "fossil user password {u} {pw}",
    "samba-tool user create {u} {pw}",
    "dsadd user cn={u},ou=Varv,dc=fastholm,dc=ax -pwd {pw}",
    "netexec smb 10.8.0.12 -u {u} -p {pw}",
    "regctl registry login registry.fastholm.ax -u {u} -p {pw}",
    "mongoexport --uri mongodb://db.fastholm.ax --username {u} --password {pw} --collection trips",
    "mariadb-dump -u {u} -p{pw} booking > booking.sql",
    "zkCli.sh -server zk.fastholm.ax:2181 addauth digest {u}:{pw}",
    "mqttx pub -h broker.fastholm.ax -u {u} -P {pw} -t hotel/door -m open",
    "oras login registry.fastholm.ax -u {u} -p {pw}",
    "iredis -h cache.fastholm.ax -a {pw}",
]  # fmt: skip
_SHELLS = ["{c}", "ebba@mhm-kontor:~$ {c}", "PS C:\\Users\\rasmus> {c}",
           "[kaarel@m-s-ejder ~]$ {c}",
           "Blackbox, tuomas@varv-ops:~$ {c}", "urxvt: root@hamn-gw:/# {c}",
           "iSH on Jannike's iPad:\n$ {c}",
           "Kermit> !{c}", "ZOC session 'Föglö':\n$ {c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(rng, v.fill(rng, "cli_password", _CLI, n, _plain_pw, u=_USERS), _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@db.fastholm.ax:5432/booking",
    "mssql+pyodbc://{u}:{pw}@sql.fastholm.ax/Kassa?driver=ODBC+Driver+18",
    "amqps://{u}:{pw}@mq.fastholm.ax:5671/ferry",
    "redis://:{pw}@cache.fastholm.ax:6379/2",
    "mongodb+srv://{u}:{pw}@trips.fastholm.ax/?retryWrites=true",
    "jdbc:sqlserver://sql.fastholm.ax:1433;databaseName=Hotell;user={u};password={pw}",
    "nats://{u}:{pw}@nats.fastholm.ax:4222",
    "mqtts://{u}:{pw}@broker.fastholm.ax:8883",
    "ftps://{u}:{pw}@ftp.fastholm.ax/timetables",
    "clickhouse://{u}:{pw}@ch.fastholm.ax:9440/stats?secure=true",
    "smb://{u}:{pw}@nas.fastholm.ax/varv",
    "mysql://{u}:{pw}@10.8.0.21/cabins",
    "couchbases://{u}:{pw}@cb.fastholm.ax/bokning",
]  # fmt: skip
_URL_PLACES = ["DATABASE_URL={c}", "{c}", "Tuomas: yhteys on {c}", "Kaarel: ühendus: {c}",
               "строка подключения: {c}", "savienojums: {c}", "anslutningen e {c}"]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(
        rng, v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS), _URL_PLACES
    )


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "fastholm", "sub": f"acc_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 86_400 * 30}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Apix", "APIX_TRANSFER_KEY", _j((HEX, 40))),
    ("Ropo", "ROPO_API_SECRET", _j((ALNUM, 40))),
    ("Severa", "SEVERA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Kiho", "KIHO_API_TOKEN", _j((HEX, 48))),
    ("Mepco", "MEPCO_INTEGRATION_KEY", lambda g: v.uuid4(g, "a")),
    ("Eezy", "EEZY_API_KEY", _j((ALNUM, 32))),
    ("Ukko.fi", "UKKO_API_TOKEN", _j((HEX, 64))),
    ("Dooer", "DOOER_SECRET_KEY", _j("dsk_", (ALNUM, 32))),
    ("MailerLite", "MAILERLITE_API_TOKEN", _vendor_jwt("https://connect.mailerlite.com")),
    ("Leanware", "LEANWARE_API_KEY", _j((UPPER_HEX, 32))),
    ("Flowhaven", "FLOWHAVEN_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Bokamo", "BOKAMO_API_KEY", _j((ALNUM, 36))),
    ("Epassi", "EPASSI_MAC_KEY", _j((HEX, 64))),
    ("Holvi", "HOLVI_API_TOKEN", _j((HEX, 40))),
    ("Montonio", "MONTONIO_SECRET_KEY", _j((B64, 43), "=")),
    ("Maksekeskus", "MAKSEKESKUS_SECRET_KEY", _j((ALNUM, 64))),
    ("Zervant", "ZERVANT_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Sympa", "SYMPA_API_SECRET", _j((ALNUM, 48))),
    ("Accountor", "ACCOUNTOR_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("SmartPOST", "SMARTPOST_API_KEY", _j((HEX, 32))),
    ("Swish", "SWISH_CERT_PASSPHRASE", _j((ALNUM, 24))),
    ("Zimpler", "ZIMPLER_API_KEY", _j("zk_live_", (ALNUM, 32))),
    ("Brite", "BRITE_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Pagero", "PAGERO_API_TOKEN", _vendor_jwt("https://api.pagero.com")),
    ("Talenom", "TALENOM_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Finago", "FINAGO_API_SECRET", _j((HEX, 40))),
    ("Nepton", "NEPTON_API_KEY", _j((ALNUM, 40))),
    ("Tuntinetti", "TUNTINETTI_TOKEN", _j((HEX, 32))),
    ("Procurify", "PROCURIFY_CLIENT_SECRET", _j((ALNUM, 50))),
    ("Bookingsuite", "BOOKINGSUITE_API_KEY", _j((UPPER_DIGITS, 32))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}='{tok}'",
    "{vendor} API key: {tok}",
    "{vendor}-API-nyckel: {tok}",
    "{vendor} API-avain: {tok}",
    "{vendor} API võti: {tok}",
    "ключ API {vendor}: {tok}",
    "{vendor} API atslēga: {tok}",
    "Integrations › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    '"{env}": "{tok}",',
    "{env}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    holvi = _r(rng, HEX, 40)
    zimpler = "zk_live_" + _r(rng, ALNUM, 32)
    kiho = _r(rng, HEX, 48)
    return [
        Sample("vendor_token",
        f'requests.get("https://holvi.com/api/pool/fastholm/", headers='
            f'{{"Authorization": "Token {holvi}"}})', holvi),
        Sample("vendor_token", f'const zimpler = new Zimpler("{zimpler}");', zimpler),
        Sample("vendor_token", f"<add key=\"KihoApiToken\" value=\"{kiho}\" />", kiho),
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


_BARE_PLACES = ["{t}", "Wickr: {t}", "den syns bara en gång, så här:\n{t}", "token: {t}",
                "{t}\n^ uus, vana on surnud", "spara den här åt mig: {t}",
                "вот токен {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _family("bare_token", _BARE_PLACES,
                lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t")  # fmt: skip

_HEX_PLACES = {
    "HOTEL_DOOR_MASTER_KEY={h}": 64,
    "lock_encryption_key: {h}": 64,
    "avain ovijärjestelmään: {h}": 32,
    "ukse süsteemi võti {h}": 64,
    "ключ шифрования замков: {h}": 64,
    "slēdzeņu atslēga: {h}": 48,
    "kiosk HMAC secret -> {h}": 64,
    "nyckeln ti dörrsystemet e {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _family("hex_key", list(_HEX_PLACES), _hex_draw, "h")

_JWT_PLACES = ["Authorization: Bearer {t}", "id_token={t}", "Ebba: token för bokningen {t}",
               "Tuomas: tässä tokeni {t}", "Kaarel: sessioon {t}", "Cookie: fh_session={t}",
               "токен: {t}", "Jānis: tokens {t}"]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@fastholm.ax"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.fastholm.ax/realms/staff", "azp": "booking"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _family("jwt", _JWT_PLACES, _jwt_draw, "t")

_PEM_PLACES = {
    "{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Ebba: här e nyckeln ti servern\n{key}": ("RSA PRIVATE KEY", "\n"),
    "Tuomas: yksityinen avain:\n{key}": ("EC PRIVATE KEY", "\n"),
    "Kaarel: privaatvõti\n{key}": ("PRIVATE KEY", "\n"),
    "закрытый ключ:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    '{{"kiosk_tls_key": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "Jānis: privātā atslēga\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAB"
    "FwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
               "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")

_SEED_PLACES = {
    "Ebba: återställningsfraserna för plånboken:\n{p}": "english",
    "Tuomas: palautuslause {p}": "english",
    "Kaarel: taastefraas: {p}": "english",
    "Оксана: сид-фраза кошелька: {p}": "english",
    "Jānis: seed frāze {p}": "english",
    "voice note: my recovery words are {p}": "english",
    "Dmitri: {p}": "russian",
    "Elna, frasen från Stockholm: {p}": "spanish",
    "Margus: {p}": "czech",
    "Ilze: {p}": "italian",
    "seed: {p}": "portuguese",
    "Raitis, ligzdotais maks: {p}": "french",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2202", "2204"], [16])
    if brand == "dankort":
        return _card_of(rng, ["5019"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "kortnumret e {c}, går ut {mm}/{yy}",
    "Ebba: mitt kort {c} {mm}/{yy}",
    "kortin numero {c}, voimassa {mm}/{yy}",
    "kaardi number {c}, kehtib {mm}/{yy}",
    "номер карты {c}, срок {mm}/{yy}",
    "nomer karty {c} do {mm}/{yy}",
    "kartes numurs {c}, derīga līdz {mm}/{yy}",
    "card for the fuel order: {c} exp {mm}/{yy}",
    "pay the Föglö berth with {c} ({mm}/{yy})",
    "please keep my card {c} for the booking",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "mir", "maestro", "dankort", "amex", "visa", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", "."][index % 5], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(28, 36))}  # fmt: skip


_cards = _family("card_number", _CARD_PLACES, _card_draw, "c")

_CVV_PLACES = ["säkerhetskoden på baksidan: {cvv}", "kortin turvakoodi {cvv}",
               "kaardi turvakood: {cvv}", "три цифры на обороте карты: {cvv}",
               "the three digits on the back are {cvv}"]  # fmt: skip
_cvvs = _family("card_code", _CVV_PLACES, lambda g, i, t: {"cvv": _r(g, D, 3)}, "cvv")

# Countries used least by a rough count over heldouts 5 to 325 (FI, RS, SK and BG, 24 corpora
# each; CR 25; EE and LV 26); BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"FI": "n" * 14, "RS": "n" * 18, "SK": "n" * 20, "BG": "aaaa" + "n" * 6 + "cccccccc",
                "CR": "0" + "n" * 17, "EE": "n" * 16, "LV": "aaaa" + "c" * 13}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "mitt kontonummer (IBAN) e {i}",
    "Elna: sätt in hyran på {i}",
    "tilinumero {i}",
    "Tuomas: palkka tilille {i}",
    "arveldusarve {i}",
    "номер счёта IBAN {i}",
    "konta numurs {i}",
    "IBAN: {i}",
    "wire the deposit to {i}",
    "Raitis: pārskaiti uz {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _family("iban", _IBAN_PLACES, _iban_draw, "i")


def _hetu(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        year = h.randrange(1950, 2006)
        body = f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{year % 100:02d}"
        sep = "-" if year < 2000 else "A"
        num = f"{h.randrange(2, 900):03d}"
        return body + sep + num + h.choice("0123456789ABCDEFHJKLMNPRSTUVWXY")

    return v.until(g, make, fi_hetu.is_valid)


def _ee_ik(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = (
            f"{h.choice('3456')}{h.randrange(50, 100):02d}{h.randrange(1, 13):02d}"
            f"{h.randrange(1, 29):02d}{_r(h, D, 3)}"
        )
        return body + ee_ik.calc_check_digit(body)

    return v.until(g, make, ee_ik.is_valid)


def _lv_pk(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = (
            f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(50, 100):02d}1"
            f"{_r(h, D, 3)}"
        )
        return body + lv_pvn.calc_check_digit_pers(body)

    number = v.until(g, make, lv_pvn.is_valid)
    return number[:6] + "-" + number[6:]


def _ytunnus(g: random.Random) -> str:
    return str(fi_ytunnus.format(v.until(g, lambda h: _r(h, D, 8), fi_ytunnus.is_valid)))


def _ee_reg(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("189") + _r(h, D, 7), ee_reg.is_valid)


def _ee_kmkr(g: random.Random) -> str:
    return "EE" + v.until(g, lambda h: "10" + _r(h, D, 7), lambda x: ee_kmkr.is_valid("EE" + x))


def _vero(g: random.Random) -> str:
    return v.until(g, lambda h: "1000" + _r(h, D, 8), fi_vero.is_valid)


def _inn(g: random.Random) -> str:
    return v.until(g, lambda h: "77" + _r(h, D, 10), ru_inn.is_valid)


def _pnr(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = (
            f"{h.randrange(50, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
            f"{_r(h, D, 3)}"
        )
        return body[:6] + "-" + body[6:] + str(luhn.calc_check_digit(body))

    return v.until(g, make, se_pnr.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "henkilötunnus: {s}": _hetu,
    "Tuomas: mun hetu on {s}": _hetu,
    "personbeteckning {s} (Ebbas)": _hetu,
    "Elnas finska personbeteckning e {s}": _hetu,
    "isikukood {s}": _ee_ik,
    "Triin: minu isikukood on {s}": _ee_ik,
    "Margus isikukood: {s}": _ee_ik,
    "personas kods {s}": _lv_pk,
    "Jānis: mans personas kods ir {s}": _lv_pk,
    "Ilzes personas kods: {s}": _lv_pk,
    "ИНН Галины: {s}": _inn,
    "INN Oksany {s}": _inn,
    "personnummer (mostern i Norrtälje): {s}": _pnr,
    "Y-tunnus {s}": _ytunnus,
    "FO-nummer för bolaget: {s}": _ytunnus,
    "registrikood {s}": _ee_reg,
    "KMKR nr {s}": _ee_kmkr,
    "veronumero: {s}": _vero,
    "Tuomaksen veronumero on {s}": _vero,
    "Dmitri, ИНН {s}": _inn,
}  # fmt: skip
_national = _family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")

_BACKUPS = ["reservkoder för tvåstegsverifieringen:\n{codes}", "varakoodit: {codes}",
            "varukoodid 2FA jaoks:\n{codes}", "резервные коды: {codes}",
            "rezerves kodi: {codes}", "MailerLite backup codes\n{codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, index % 4)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


_backups = _family("backup_codes", _BACKUPS, _backup_draw, "codes")

_SEEDS_2FA = ["otpauth://totp/Fastholm:ebba@fastholm.ax?secret={s}&issuer=Fastholm",
              "TOTP-nyckel för bokningen: {s}", "2FA-avain (manuaalinen): {s}",
              "2FA salajane võti {s}", "секретный ключ 2FA: {s}"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_totp = _family("otp_secret", _SEEDS_2FA, _totp_draw, "s")

_CODES = ["Din verifieringskod e {c}", "Vahvistuskoodisi on {c}", "Sinu kinnituskood: {c}",
          "Код подтверждения: {c}", "Jūsu verifikācijas kods: {c}",
          "{c} is your Holvi code"]  # fmt: skip
_codes = _family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")

_SSIDS = ["Fastholm-Kontor", "FH-Varv-5G", "Ecker-Gasthamn", "Foglo-Guest", "MS-Ejder-Crew",
          "Hotell-Sjobod", "Degerby-Kiosk"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, lösen {pw}",
    "nätverket {s}, nyckeln e {pw}",
    "WLAN {s} salasana {pw}",
    "verkko {s}: {pw}",
    "wifi {s} parool {pw}",
    "Wi-Fi {s}, пароль {pw}",
    "wifi {s} parole {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "Network: {s} / {pw}",
    "guest wifi ({s}) key {pw}",
    "{s}\nWPA2: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    return _r(rng, D, 16) if rng.random() < 0.2 else _plain_pw(rng)


_wifi = _family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")

_SPELL_MAKERS = [_j("zk_live_", (ALNUM, 20)), _j((HEX, 32)), _j((ALNUM, 28))]
_SPELL = ["en bokstav i taget: {t}", "[diktert] {t}", "üks märk korraga: {t}",
          "по буквам: {t}", "pa vienam: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 3
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    return {"t": [" ", "  "][index % 2].join(token)}


_spaced = _family("spaced_token", _SPELL, _spell_draw, "t")

_LOCKS = ["koden ti sjöboden e {pw}", "portkoden i Degerby: {pw}#", "ovikoodi {pw}",
          "PIN-koodi {pw}", "ukse kood {pw}", "PIN-kood: {pw}", "код от двери {pw}",
          "durvju kods {pw}", "kiosk keypad code {pw}", "the bank card PIN is {pw}"]  # fmt: skip
_pins = _family("pin_code", _LOCKS, lambda g, i, t: {"pw": _r(g, D, [4, 6, 5, 4][i % 4])}, "pw")

_PHRASE_WORDS = ["strömming", "kobba", "galeas", "ejder", "fyrskepp", "roddbåt", "klinten",
                 "notbod", "vindas", "koster", "skata", "alstrom"]  # fmt: skip
_PHRASES = {"lösenfras för valvet: {p}": " ", "salalause: {p}": "-", "paroolifraas: {p}": ".",
            "парольная фраза: {p}": " ", "paroles frāze: {p}": " ",
            "Bitwarden master passphrase: {p}": "-", "KeePassXC passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _family("passphrase", list(_PHRASES), _phrase_draw, "p")

_AUTH = {"Authorization: Basic {v}": True,
         "curl -H 'Authorization: Basic {v}' https://pay.fastholm.ax": True,
         "Authorization: Bearer {v}": False, "headers = {{'Authorization': 'Bearer {v}'}}": False,
         "proxy-authorization: Basic {v}": True, "Tuomas: Bearer {v}": False}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _family("auth_header", list(_AUTH), _auth_draw, "v")

_CONFIGS = [
    "[booking]\nhost = db.fastholm.ax\nuser = booking\npassword = {pw}",
    "DB_HOST=db.fastholm.ax\nDB_USER=kassa\nDB_PASSWORD={pw}",
    "spring.datasource.password={pw}",
    "smtp:\n  host: mail.fastholm.ax\n  user: noreply\n  pass: {pw}",
    "<add name=\"Hotell\" connectionString=\"Server=sql;User Id=hotell;Password={pw};\" />",
    "define('DB_PASSWORD', '{pw}');",
    "[mqtt]\nusername = ferry\npassword = \"{pw}\"",
    "variable \"db_password\" {{ default = \"{pw}\" }}",
    "KIOSK_ADMIN_PASS={pw}",
    "{{\"smtp_password\": \"{pw}\"}}",
    "lösenord = {pw}  # bokningsdatorn",
    "salasana={pw}",
    "parool: {pw}",
    "пароль = {pw}",
    "parole: {pw}",
    "*:*:booking:booking:{pw}",
]  # fmt: skip
_configs = _family("config_file", _CONFIGS, _with(_plain_pw), "pw")

_HIDDEN = [
    "{pw} — det e wifi-lösenordet",
    "{pw}, det satte ja för routern",
    "{pw} on kassan salasana",
    "kirjoita {pw}, se on adminin salasana",
    "{pw} — see on wifi parool",
    "{pw} — это пароль от вайфая",
    "{pw} ir wifi parole",
    "{pw} — that's the admin password",
    "type {pw}; that's the kiosk password",
    "Ebba?\nJannike: {pw}",
    "wifi lösen?\nTobbe: {pw}",
    "mikä on salasana?\nSanna: {pw}",
    "kāda ir parole?\nIlze: {pw}",
]  # fmt: skip
_hidden = _family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

_PLAN: list[tuple[Taker, int]] = [
    (_said, 70), (_logins, 26), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 5),
    (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 5), (_codes, 6), (_wifi, 16),
    (_spaced, 9), (_pins, 10), (_phrases, 7), (_auth, 6), (_configs, 16), (_hidden, 13),
]  # fmt: skip


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


_SPLIT_PASSWORDS = {
    "lösenordet e": "{s}",
    "Ebba: lösen ti kassan:": "{s} (byt nästa vecka)",
    "salasana on": "{s}",
    "Tuomas: uusi salasana:": "{s}\nvaihda huomenna",
    "parool on": "{s}",
    "пароль:": "{s}",
    "parole ir": "{s}. paldies",
    "the booking server password is": "{s}",
    "wifi Fastholm-Kontor, lösen": "{s}",
    "kiosk login kiosk /": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Holvi API key", "{s}", _j((HEX, 40))),
    ("split_token", "MONTONIO_SECRET_KEY=", "{s}", _j((B64, 43), "=")),
    ("split_seed", "återställningsfras", "{s}", _english_seed),
    ("split_card", "kortin numero", "{s} 09/31", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "FI"))),
    ("split_backup", "varakoodit", "{s}\n48213377\n90127764", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "isikukood", "{s}", _ee_ik),
    ("split_id", "henkilötunnus", "{s}", _hetu),
    ("split_phrase", "lösenfras", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _plain_pw) for a, b in _SPLIT_PASSWORDS.items()]
    rows += _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"booking": {"host": "bk1", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"lösenord": "{s}"}': ("meta_password", _plain_pw),
    '{"salasana": "{s}"}': ("meta_password", _plain_pw),
    '{"parool": "{s}"}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"parole": "{s}"}': ("meta_password", _plain_pw),
    '{"argv": ["sqoop", "import", "--username", "varv", "--password", "{s}"]}': ("meta_password",
    _plain_pw),
    '{"transcript": "log into the kiosk as kiosk with the password {s}"}': ("meta_password",
    _plain_pw),
    '{"holvi": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"apixTransferKey": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/32"}}': ("meta_card",
    lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"crew": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "EE")),
    '{"guest": {"isikukood": "{s}"}}': ("meta_id", _ee_ik),
    '{"worker": {"personas_kods": "{s}"}}': ("meta_id", _lv_pk),
    '{"mfa": {"backup_codes": ["{s}", "11902736", "55017283"]}}': ("meta_otp", lambda g: _r(g, D,
    8)),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"door": {"master_key": "{s}"}}': ("meta_key", _j((HEX, 64))),
    '{"sjobod": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "FH-Varv-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"kiosk-firmware-2.9.0.bin").hexdigest()
_COMMIT = hashlib.sha1(b"booking: add Foglo berth prices", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"kassa: revert VAT rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"timetable_2031_summer.pdf", usedforsecurity=False).hexdigest()

CLEAN = [
    f"commit {_COMMIT} adds the Föglö berth prices.",
    f"Rolled back to {_SHORT} after the VAT rounding broke the till.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The kiosk firmware 2.9.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"MD5 of timetable_2031_summer.pdf is {_MD5}.",
    "Lösenordet måste ha minst 12 tecken.",
    "Glömt lösenordet? Klicka här.",
    "Salasanan pitää olla vähintään 12 merkkiä pitkä.",
    "Unohditko salasanan? Vaihda se asetuksista.",
    "Parool peab olema vähemalt 12 märki.",
    "Пароль должен содержать не менее 12 символов.",
    "Parolei jābūt vismaz 12 rakstzīmes garai.",
    "The password policy requires 14 characters since March.",
    "Booking 4471-AX confirmed: cabin 212, departure 07:30 from Eckerö.",
    "Order FH-2031-00418 shipped, 3 crates of paint for the slipway.",
    "Call the kiosk in Föglö on +358 18 55 012 if the card reader fails.",
    "Hotell Sjöbod reception: +358 18 52 771, open 07-23.",
    "The ferry leaves Degerby at 14:05 and arrives in Mariehamn at 15:10.",
    "A cabin for two costs 89,50 € in the high season.",
    "Kiosk app version 4.12.3 is rolled out to all terminals.",
    "The PIN pad at the Eckerö kiosk is broken again.",
    "PIN-koodia ei saa kertoa kenellekään.",
    "Koden till porten byts varje månad.",
    "Uksekood vahetatakse iga kuu.",
    "Код от двери меняется каждый месяц.",
    "Durvju kods mainās katru mēnesi.",
    "Tokens are counted per request; the limit is 8000.",
    "The API key field is required when enabling the Holvi integration.",
    "Password reset link expires in 30 minutes.",
    "The recovery phrase is on paper in the office safe in Mariehamn.",
    "Backup codes are printed and kept in the harbour master's drawer.",
    "Ticket 5512 closed: the reception PC was reinstalled.",
    "Wifi-nätverket i gästhamnen heter Foglo-Guest och är öppet.",
    "Vieraslaituri avautuu toukokuussa.",
    "The welding station in hall 2 needs a new torch by Friday.",
    "Y-tunnus kysytään laskussa, ei täällä.",
    "The IBAN field on the form is optional for card payments.",
    "Card payments over 50 € need the chip and PIN.",
    "Invoice 2031-0877, due 30 days, reference 11 22334 45567.",
    "Jannike's flight from Arlanda lands at 21:40.",
    "Linnea works the Degerby kiosk on Tuesdays and Thursdays.",
    "Margus is on the crew rota for weeks 23 to 26.",
    "Оксана работает на ресепшене с понедельника.",
    "Jānis sāk maiņu sešos no rīta.",
    "Triin teeb homme inventuuri.",
    "The secret to good pannkaka is cardamom and semolina.",
    "Secret Santa at the shipyard is on 20 December.",
    "Pass the salt, please, and the strömming.",
    "Pin the dependency to Django 5.2 until the kiosk build is fixed.",
    "The door system logs every badge with a timestamp like 2031-06-02T07:15:00Z.",
    "MMSI 230123450 is the pilot boat's transponder id.",
    "The ferry's IMO number is printed on the bridge placard.",
    "Engine hours: 12 408, next service at 12 500.",
    "Fuel order 2031-06: 18 400 litres MGO at the Mariehamn quay.",
    "The tracking number for the propeller is on the DHL slip.",
    "Room 214 checked out at 11:02, minibar 12,40 €.",
    "The 2FA setting is enabled for every staff account.",
    "Passwords are stored with argon2id, never in plain text.",
    "API version 3 of the booking service drops the old endpoints.",
    "Lösenordet byttes i går av IT, fråga Tobbe om du inte fått mejlet.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 12}',
    '{"secret_ref": "vault/fastholm/booking", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "5512", "order": "FH-2031-00418"}',
    '{"booking": {"id": "4471-AX", "cabin": 212, "departure": "07:30"}}',
    '{"phone": "+358 18 55 012", "town": "Föglö"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cabins_free": 14}',
    '{"vessel": "MS Ejder", "mmsi": "230123450", "berth": "Degerby 2"}',
    '{"pin_pad": "broken", "tokens": 512, "kiosk_version": "4.12.3"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
