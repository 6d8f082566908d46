# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-twenty-fifth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-twenty-first's
docstring, the fifth to three-hundred-and-twenty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (322 to 324), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (325_604_871), password words (a stockfish
word, a piece of gear and a number, `SkreiVinsj47!`; dot-joined `hjell.rorbu.1987`; a rack's row
and a fish count; a name, a year and a place; leet `T0rrf1sk`; a generator's dashed groups;
random runs).

The fictional company is Skreivær Hjell & Rorbu AS (office in Sortland, stockfish racks and a
drying loft in Reine, rorbu cabins in Hamnøy and Svolvær, a whale-safari desk in Andenes), with
Lithuanian and Polish fish-factory staff, Swedish seasonal workers, German campervan guests and
relatives in Klaipėda, Gdańsk, Umeå, Kiel, Linz and Budapest; every company, person, address,
domain (`skreivaer.lan`, `skreivaer-lofot.no`), bank and number is invented, only the region
(Vesterålen and Lofoten) is real. Texts: chats with times, tickets (Landax avvik, Simployer
saker), notes, runbooks, shell prompts, config and env files, voice-note transcripts and requests
to the assistant; separators from a colon, `er`, `e`, `är`, `yra`, `to`, `ist`, `lautet`, `=`, an
arrow and a dash to a new line.

Grep counts (heldouts 5 to 321 naming each, grep -l): none for Vesterålen, Sortland, Svolvær,
Hinnøy, Strex, Motimate, Landax, Heii, `ittj`, `korsn`, `sluttseddel`; one for Andenes, dvtm,
abduco, Tidsbanken, Simployer, Billogram, Omniva, Przelewy24, InPost, Baselinker, Fakturownia,
Sveve, Kassal, `slaptazodis`, `passordet e`; two or three for Reine, Lofoten, yb-admin, Eternal
Terminal, `vault kv put`, `irreversible-cipher`, Tripletex, PowerOffice, Planday, Quinyx, Bokio,
Paysera, Lexoffice, sevDesk, Altinn, Unimicro, 24SevenOffice, Xledger, Svea, `lt.pvm`, `lt.asmens`;
four to nine for the other tools (kpcli, zkCli, kafka-configs, ovftool, pveum, enum4linux,
ldapwhoami, gopass, mcrypt, emqx_ctl, ilorest, isql-fb, nzsql, dbisql, sqlline, cbq, cockroach
sql, mongodump, neo4j-admin, govc, duplicity, proxmox-backup-client, deluge-console, sendemail,
smbget, transmission-remote, mysqladmin, helm install, `wget --http-password`) and terminals
(Zellij, byobu, Extraterm, Yakuake, FinalShell, cool-retro-term, Electerm, WindTerm, Contour,
Guake, mosh); `hasło to` (13), `passordet er` (13) and `slaptažodis` (11) are the most used.

About half of the secret samples are not in English: Norwegian bokmål (`passordet er`,
`brukernavn`, `API-nøkkel`, `engangskoden`), Northern Norwegian dialect as texted (`passordet e`,
`passorde`, `æ har bytta`, `ittj si det te nån`, `korsn e det`, `ruter'n`), nynorsk (`eg har
sett passordet til`, `brukarnamn`, `ikkje del det`, `frå`), the Swedish of seasonal workers
(`lösenordet är`, `lösen`, `användarnamn`, `nyckel`), the Lithuanian and Polish of the fish-factory
staff, with diacritics and romanised (`slaptažodis yra`, `slaptazodis nuo`, `asmens kodas`,
`hasło to`, `haslo do`, `kod BLIK`, `klucz API`) and the German of campervan tourists (`Passwort
ist`, `Kennwort lautet`, `WLAN-Schlüssel`, `Prüfnummer`). Bokmål, Swedish and German wordings are
ordinary usage; the author's guesses, checked by no speaker, are the Northern Norwegian dialect
spellings, the nynorsk phrasing, the Lithuanian and Polish chat phrasing (and the Lithuanian
`slaptafrazė`), and the Faroese `V-talið hjá beiggjanum`.

Vendors: invented ones (LofotPay `lfp_live_`, HjellTrack `hjt_`, RorbuBook `rbk-`, SkreiSMS
`ssm.`, KvalSafari Booking UUIDs; shapes guessed), Nordic, Baltic, Polish and German ones with
guessed shapes (Strex, Motimate, Landax, Tidsbanken, Simployer, Heii, Tripletex, PowerOffice,
Planday, Quinyx, Billogram, Bokio, Omniva, Paysera, Przelewy24, InPost, Baselinker, Fakturownia,
Lexoffice, sevDesk, Altinn, Sveve, Kassalapp, Unimicro, 24SevenOffice, Xledger, Svea) and the known
GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid and
Telegram shapes; the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Norway's fødselsnummer
and D-nummer (`no.fodselsnummer`), organisasjonsnummer (`no.orgnr`), MVA number (`no.mva`) and
kontonummer (`no.kontonr`), Sweden's personnummer and organisationsnummer (`se.personnummer`,
`se.orgnr`), Lithuania's asmens kodas and PVM code (`lt.asmens`, `lt.pvm`), Poland's PESEL, NIP
and REGON (`pl.pesel`, `pl.nip`, `pl.regon`), Germany's Steuer-ID (`de.idnr`), Finland's
henkilötunnus (`fi.hetu`), Iceland's kennitala (`is_.kennitala`) and the Faroes' V-tal (`fo.vn`).
Cards pass Luhn (`stdnum.luhn`, in the self-check); IBANs of Norway, Sweden, Finland, Denmark,
Spain, Austria, Hungary and Ireland (the least used by a rough grep that fit the people here),
checked with `stdnum.iban`; seed phrases from mnemonic's English, Czech, Italian, Spanish, Korean
and Portuguese lists, checked with `Mnemonic(lang).check`.
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
from stdnum.de import idnr as de_idnr
from stdnum.fi import hetu as fi_hetu
from stdnum.fo import vn as fo_vn
from stdnum.is_ import kennitala as is_kennitala
from stdnum.lt import asmens as lt_asmens
from stdnum.lt import pvm as lt_pvm
from stdnum.no import fodselsnummer as no_fnr
from stdnum.no import kontonr as no_kontonr
from stdnum.no import mva as no_mva
from stdnum.no import orgnr as no_orgnr
from stdnum.pl import nip as pl_nip
from stdnum.pl import pesel as pl_pesel
from stdnum.pl import regon as pl_regon
from stdnum.se import orgnr as se_orgnr
from stdnum.se import personnummer as se_pnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 325_604_871
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


_FISH = [
    "Skrei",
    "Torrfisk",
    "Hjell",
    "Rogn",
    "Tunge",
    "Sei",
    "Lange",
    "Brosme",
    "Klippfisk",
    "Rorbu",
    "Lundefugl",
    "Spekkhogger",
    "Nordlys",
    "Midnattsol",
    "Fjellvank",
]
_GEAR = [
    "Garn",
    "Line",
    "Juksa",
    "Snurpe",
    "Vinsj",
    "Bauta",
    "Krok",
    "Vrakkasse",
    "Stamp",
    "Kaibolt",
    "Trosse",
    "Bryggekant",
]
_PLACES = [
    "Sortland",
    "Andenes",
    "Svolvaer",
    "Reine",
    "Hamnoy",
    "Sakrisoy",
    "Moskenes",
    "Ramberg",
    "Stokmarknes",
    "Myre",
    "Bleik",
    "Nyksund",
    "Kabelvag",
    "Henningsvaer",
    "Ballstad",
    "Eggum",
    "Melbu",
    "Risoyhamn",
]
_NAMES = [
    "Ingrid",
    "Kaare",
    "Bjornar",
    "Siri",
    "TorEinar",
    "Marit",
    "Hallvard",
    "Ruta",
    "Darius",
    "Aiste",
    "Mindaugas",
    "Agnieszka",
    "Pawel",
    "Kasia",
    "Grzegorz",
    "Elin",
    "Oskar",
    "Linnea",
    "Juergen",
    "Heike",
]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Skr31", "T0rrf1sk", "Hj3ll", "R0rbu", "L0f0t", "Sp3kkh0gg3r", "N0rdly5", "Br0sm3"]


def _rack(g: random.Random) -> str:
    """A rack's row and a fish count, the way the hjell crew jokes a password together."""
    return f"Hjell{g.randrange(1, 40)}{g.choice(_FISH)}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a password generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.choice(_GEAR)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_FISH, 2)) + "." + str(g.randrange(1950, 2031)),
    lambda g: (
        f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2012)}"
        + f"{g.choice(_SYMBOLS)}{g.choice(_PLACES)}"
    ),
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2032)) + g.choice(_SYMBOLS),
    _rack,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_FISH).lower()}_{g.randrange(1960, 2032)}",
    lambda g: (
        _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2)
    ),
    lambda g: f"{g.choice(_GEAR).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generated,
    lambda g: f"{g.choice(_NAMES)}Fra{g.choice(_PLACES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # Bokmål
    "Notat til meg selv: passordet til tørkeloftet i Reine er {pw}",
    "Kåre på Teams-chatten: nytt passord for vekta på mottaket er {pw}",
    "Sak #4411 (Landax): Ingrid kommer ikke inn på kjølelageret, passord {pw}",
    "Husk: admin-passord på Hjelltrack-serveren = {pw}",
    "Passordet til bookingsystemet for rorbuene: {pw}",
    "Marit: passord til nettbanken for lønn → {pw}",
    "Heii-melding fra Siri 07:12: passordet til kvalsafari-kassa er nå {pw}",
    "Motimate-kurset for nye skjærere krever admin-passord {pw}",
    # Nordnorsk som det tekstes
    "Tor-Einar: passordet e {pw} , ittj si det te nån",
    "æ har bytta passordet på ruter'n te {pw}",
    "ka e passordet te vekta? jo det e {pw}",
    "Bjørnar: passorde på pc'n i bua e {pw} no",
    "sånn for ordens skyld, passord te hjellbua: {pw} (ittj skriv det på lappen)",
    "hei! passorde te kassa på kaia e {pw} , mvh Siri",
    "korsn e det... passorde e {pw} ja",
    # Nynorsk
    "Hallvard: eg har sett passordet på fryseriet til {pw}",
    "Passordet til vaktbua på Andenes er {pw}, ikkje del det",
    "Merknad frå styret: nytt passord for rekneskapen er {pw}",
    "Passordet mitt til lønsportalen er {pw}, eg gløymer det heile tida",
    # Svenska
    "Elin i Quinyx-chatten: lösenordet till skiftschemat är {pw}",
    "Oskar: lösen till fryshuset = {pw}",
    "Linnea: nya lösenordet för packlinjen blir {pw}",
    "lösenordet till båtens plotter är {pw}, sa skepparen",
    "Mitt lösenord till hyresvärdens portal: {pw}",
    # Lietuvių
    "Rūta: slaptažodis yra {pw}",
    "Darius: naujas slaptažodis svarstyklėms – {pw}",
    "slaptazodis nuo sandelio kompo: {pw}",
    "Aistė: mano slaptažodis į algų portalą {pw}, nesakyk niekam",
    "Mindaugas: slaptazodis nuo wifi kameros yra {pw}",
    "sesei į Klaipėdą: mano pašto slaptažodis {pw}",
    # Polski
    "Agnieszka: hasło do wagi to {pw}",
    "Paweł: nowe haslo do skanera {pw}",
    "haslo do kompa w chlodni to {pw}, nikomu nie mow",
    "Kasia do mamy w Gdańsku: hasło do mojego konta w banku to {pw}",
    "Grzegorz: hasło administratora na hali: {pw}",
    "hasło: {pw} (do drukarki etykiet)",
    # Deutsch
    "Jürgen aus Kiel: das Passwort für das WLAN-Portal am Stellplatz ist {pw}",
    "Heike: mein Kennwort fürs Wohnmobil-Navi lautet {pw}",
    "Notiz im Camper: Passwort der Fähre-App: {pw}",
    "Das neue Passwort für das Reine-Rorbu-Buchungskonto ist {pw}",
    # English and config-ish
    "Andenes whale desk handover: POS admin password {pw}",
    "Sortland office note: printer admin password is {pw}",
    "remember this for me: the Svolvær harbour gate panel password is {pw}",
    "voice note, Tor-Einar on the boat: uh, the plotter password, it's {pw}, yeah",
    "Hey, can you store the Reine drying loft password? It's {pw}",
    "pass: {pw} (the fish-sales portal, the sales note login)",
    "PASSWORD={pw}",
    "pw -> {pw}",
]
_said = _Family("password_label", _SAID, _with(_pw), "pw")


_USERS = [
    "ingrid.hm",
    "kaare",
    "bjornar",
    "siri.a",
    "toreinar",
    "marit",
    "hallvard",
    "ruta.k",
    "darius",
    "aiste.p",
    "mindaugas",
    "agnieszka.w",
    "pawel",
    "kasia.n",
    "grzegorz",
    "elin.s",
    "oskar",
    "linnea",
    "svc-hjell",
    "vekt-mottak",
    "juergen.k",
    "heike",
]
_LOGINS = [
    "Tidsbanken: brukernavn {u}, passord {pw}",
    "brukarnamn {u}, passord {pw}",
    "æ logga inn som {u} med {pw}",
    "användarnamn {u} och lösenord {pw}",
    "vartotojas {u}, slaptažodis {pw}",
    "login {u} haslo {pw}",
    "Benutzername {u}, Passwort {pw}",
    "Sortland wiki › Fryseri › Vekt 3: {u} — {pw}",
    "| system | bruker | passord |\n|---|---|---|\n| Landax | {u} | {pw} |",
    "bruker,passord\n{u},{pw}",
    "- host: hjell-srv.skreivaer.lan\n  user: {u}\n  pass: {pw}",
    "creds for the Andenes POS are {u} and {pw}",
    "{u} / {pw} (rorbu booking admin)",
    "ssh {u}@fryseri-nas.skreivaer.lan, passord {pw}",
    "Simployer sak 882: {u} låst ute, siste passord {pw}",
    "login: {u}\npassord: {pw}",
    "nazwa użytkownika {u}, hasło {pw}",
    "vartotojo vardas: {u}\nslaptažodis: {pw}",
    "Planday-konto: {u}:{pw}",
    "log into the Heii admin as {u} with {pw}",
    "eg loggar inn som {u} med passordet {pw}",
    "Anmeldung am Campingplatz-Terminal: {u} / {pw}",
    "u={u} p={pw}",
    "användare {u} lösen {pw}",
]
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = [
    "skrei",
    "brosme",
    "hjell",
    "rorbu",
    "tungeskjaering",
    "lundefugl",
    "stokkfisk",
    "moltebaer",
    "fjellrype",
    "sjark",
    "juksa",
    "torsketunge",
    "bacalao",
    "rakfisk",
]
_SPELLED = [
    "passordet er ordet {w}, små bokstaver, og så {d}",
    "passorde e {w} og så {d} rett etter, ittj mellomrom",
    "passordet er {w} med stor forbokstav og {d} på slutten",
    "lösenordet är ordet {w} och sedan {d}",
    "slaptažodis yra žodis {w}, po to skaičius {d}",
    "hasło to słowo {w} i liczba {d}",
    "das Passwort ist das Wort {w}, dann {d}",
    "voice note: the password is the word {w}, then {d}, no space",
    "skriv {w}, så {d}",
    "it's {w}{d}, the fish and the number together",
    "{w}{d} — det er det eg sette på ruteren",
    "type {w}, then {d}; that's the drying-loft PC",
]


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "vault kv put secret/hjell/db username={u} password='{pw}'",
    "yb-admin --master_addresses yb1.skreivaer.lan:7100 -u {u} -p '{pw}' list_tables",
    "kpcli --kdb=hjell.kdbx --pwfile=<(echo '{pw}')",
    "zkCli.sh -server zk1.skreivaer.lan:2181 addauth digest {u}:{pw}",
    "kafka-configs.sh --bootstrap-server kafka.skreivaer.lan:9092 --alter"
    " --add-config 'SCRAM-SHA-256=[password={pw}]' --entity-type users --entity-name {u}",
    "ovftool vi://{u}:{pw}@esx1.skreivaer.lan/fryseri-vm /tmp/fryseri.ova",
    "pveum passwd {u}@pve --password '{pw}'",
    "enum4linux -u {u} -p '{pw}' nas.skreivaer.lan",
    "ldapwhoami -x -H ldaps://dc1.skreivaer.lan -D 'cn={u},ou=staff,dc=skreivaer,dc=lan' -w '{pw}'",
    "echo '{pw}' | gopass insert -f skreivaer/hjell/{u}",
    "mcrypt -k '{pw}' lonn-2032.xlsx",
    "emqx_ctl admins passwd {u} '{pw}'",
    "ilorest login ilo-fryseri.skreivaer.lan -u {u} -p '{pw}'",
    "isql-fb -user {u} -password '{pw}' fb.skreivaer.lan:/data/vekt.fdb",
    "nzsql -host nz.skreivaer.lan -u {u} -pw '{pw}' -d salg",
    'dbisql -c "UID={u};PWD={pw};Server=kasse_andenes"',
    "sqlline -u jdbc:phoenix:hbase.skreivaer.lan -n {u} -p '{pw}'",
    "cbq -e couchbase://cb.skreivaer.lan -u {u} -p '{pw}'",
    "cockroach sql --url 'postgresql://{u}:{pw}@crdb.skreivaer.lan:26257/rorbu?sslmode=require'",
    "mongodump --host mongo.skreivaer.lan --username {u} --password '{pw}' --db booking",
    "neo4j-admin dbms set-initial-password '{pw}'",
    "GOVC_USERNAME={u} GOVC_PASSWORD='{pw}' govc ls /Sortland/vm",
    "PASSPHRASE='{pw}' duplicity /srv/hjell sftp://{u}@backup.skreivaer.lan/hjell",
    "proxmox-backup-client login --repository {u}@pbs@pbs.skreivaer.lan:store1 --password '{pw}'",
    'deluge-console "connect 127.0.0.1:58846 {u} {pw}; info"',
    "sendemail -f drift@skreivaer-lofot.no -t ingrid@skreivaer-lofot.no"
    " -s smtp.skreivaer.lan:587 -xu {u} -xp '{pw}' -u test",
    "smbget -U {u}%{pw} smb://nas.skreivaer.lan/lonn/2032.xlsx",
    "psql 'host=questdb.skreivaer.lan port=8812 user={u} password={pw} dbname=qdb'",
    "mysqladmin -u {u} -p'{pw}' -h kasse-db.skreivaer.lan status",
    "neo4j-admin database import full --overwrite-destination -u {u} -p '{pw}'",
    "helm install booking ./chart --set auth.username={u} --set auth.password='{pw}'",
    "wget --http-user={u} --http-password='{pw}' https://filer.skreivaer-lofot.no/salgsnota.csv",
    "mongorestore --uri 'mongodb://{u}:{pw}@mongo.skreivaer.lan:27017/booking'",
    "transmission-remote nas.skreivaer.lan:9091 -n {u}:{pw} -l",
]
_SHELLS = [
    "{c}",
    "$ {c}",
    "Zellij, pane 2 on hjell-srv:\n{c}",
    "byobu session 'fryseri': {c}",
    "Eternal Terminal to the Reine box: {c}",
    "dvtm on the old till PC: {c}",
    "abduco session 'vekt':\n$ {c}",
    "Extraterm, ingrid@sortland-ws:~$ {c}",
    "Yakuake dropdown: {c}",
    "FinalShell tab 'Andenes': {c}",
    "cool-retro-term (for fun): {c}",
    "Electerm, host 'svolvaer-nas': {c}",
    "WindTerm session log:\n{c}",
    "Contour terminal ~ $ {c}",
    "Guake: {c}",
    "mosh toreinar@boat-pi: {c}",
    "kommandoen æ køyrte: {c}",
    "komandą, którą puściłem: {c}",
    "komanda, kurią paleidau: {c}",
    "kommandot jag körde: {c}",
    "der Befehl im Camper-Laptop: {c}",
    "eg køyrde dette: {c}",
]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.skreivaer.lan:5432/hjell",
    "mysql://{u}:{pw}@kasse-db.skreivaer.lan:3306/kasse_andenes",
    "mongodb+srv://{u}:{pw}@booking.skreivaer-lofot.no/rorbu",
    "redis://{u}:{pw}@redis.skreivaer.lan:6379/2",
    "amqp://{u}:{pw}@mq.skreivaer.lan:5672/vekt",
    "ftp://{u}:{pw}@ftp.skreivaer.lan/salgsnotaer/",
    "rtsp://{u}:{pw}@kamera-hjell3.skreivaer.lan:554/live",
    "mssql+pyodbc://{u}:{pw}@sql.skreivaer.lan/Lonn?driver=ODBC+Driver+18+for+SQL+Server",
    "clickhouse://{u}:{pw}@ch.skreivaer.lan:9000/fangst",
    "Server=sql.skreivaer.lan;Database=Rorbu;User Id={u};Password={pw};TrustServerCertificate=True",
    "oracle+oracledb://{u}:{pw}@ora.skreivaer.lan:1521/?service_name=SALG",
    "jdbc:postgresql://pg.skreivaer.lan/hjell?user={u}&password={pw}",
    "neo4j+s://{u}:{pw}@graph.skreivaer.lan:7687",
]
_URL_PLACES = [
    "DATABASE_URL={c}",
    "tilkoblingsstrengen: {c}",
    "ta vare på denne for meg: {c}",
    "połączenie do bazy: {c}",
    "prisijungimas prie DB: {c}",
    "anslutningssträng: {c}",
    "Landax avvik 221: {c}",
    "Verbindung zur Datenbank: {c}",
]
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_957_000_000 + g.randrange(2_500_000)
        claims = {
            "iss": issuer,
            "aud": "skreivaer",
            "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
            "iat": issued,
            "exp": issued + 2_592_000,
            "scope": "booking:write",
        }
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Strex", "STREX_API_KEY", _j((HEX, 32))),
    ("Motimate", "MOTIMATE_API_TOKEN", _j((ALNUM, 40))),
    ("Landax", "LANDAX_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Tidsbanken", "TIDSBANKEN_API_KEY", _j((UPPER_HEX, 32))),
    ("Simployer", "SIMPLOYER_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Heii", "HEII_WEBHOOK_SECRET", _j((HEX, 64))),
    ("Tripletex", "TRIPLETEX_EMPLOYEE_TOKEN", _j((B64, 44))),
    ("PowerOffice", "POWEROFFICE_CLIENT_KEY", lambda g: v.uuid4(g, "b")),
    ("Planday", "PLANDAY_REFRESH_TOKEN", _j((URLSAFE, 48))),
    ("Quinyx", "QUINYX_CLIENT_SECRET", _j((ALNUM, 36))),
    ("Billogram", "BILLOGRAM_API_PASSWORD", _j((HEX, 40))),
    ("Bokio", "BOKIO_API_TOKEN", _j((ALNUM, 48))),
    ("Omniva", "OMNIVA_API_KEY", _j((ALNUM, 32))),
    ("Paysera", "PAYSERA_SIGN_PASSWORD", _j((HEX, 32))),
    ("Przelewy24", "P24_CRC_KEY", _j((HEX, 16))),
    ("Przelewy24", "P24_API_KEY", _j((HEX, 32))),
    ("InPost", "INPOST_SHIPX_TOKEN", _vendor_jwt("https://api-shipx-pl.easypack24.net")),
    ("Baselinker", "BASELINKER_TOKEN", _j((D, 4), "-", (D, 5), "-", (UPPER_DIGITS, 60))),
    ("Fakturownia", "FAKTUROWNIA_API_TOKEN", _j((ALNUM, 20), "/", (LOWER, 8))),
    ("Lexoffice", "LEXOFFICE_API_KEY", _j((URLSAFE, 40))),
    ("sevDesk", "SEVDESK_API_TOKEN", _j((HEX, 32))),
    ("Altinn", "ALTINN_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Sveve", "SVEVE_API_PASSWORD", _j((ALNUM, 24))),
    ("Kassalapp", "KASSAL_API_KEY", _j((ALNUM, 40))),
    ("Unimicro", "UNIMICRO_CLIENT_SECRET", _j((B64, 43), "=")),
    ("24SevenOffice", "TSO_APPLICATION_ID", lambda g: v.uuid4(g, "8")),
    ("Xledger", "XLEDGER_API_TOKEN", _j((ALNUM, 64))),
    ("Svea", "SVEA_SECRET_WORD", _j((HEX, 64))),
    ("LofotPay", "LOFOTPAY_SECRET", _j("lfp_live_", (ALNUM, 32))),
    ("HjellTrack", "HJELLTRACK_TOKEN", _j("hjt_", (LOWER_DIGITS, 36))),
    ("RorbuBook", "RORBUBOOK_API_KEY", _j("rbk-", (ALNUM, 28))),
    ("KvalSafari Booking", "KVALSAFARI_KEY", lambda g: v.uuid4(g, "a")),
    ("SkreiSMS", "SKREISMS_TOKEN", _j("ssm.", (URLSAFE, 40))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("Google Maps", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", _j((D, 10), ":AA", (URLSAFE, 33))),
]
_NAMED = [
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "kubectl set env deploy/booking {env}={tok}",
    'wrangler.toml:\n[vars]\n{env} = "{tok}"',
    "docker compose:\n    environment:\n      - {env}={tok}",
    "launchctl setenv {env} {tok}",
    "Landax avvik 240: {vendor}-integrasjonen feiler, nøkkel {tok}",
    "Sortland intranett › Innstillinger › Integrasjoner › {vendor}: {tok}",
    "API-nøkkel for {vendor}: {tok}",
    "API-nøkkelen til {vendor} er {tok}",
    "{vendor} API-nøkkel e {tok} , ittj del han",
    "API-nøkkelen frå {vendor} er {tok}",
    "{vendor} API-nyckel: {tok}",
    "{vendor} API raktas: {tok}",
    "klucz API {vendor}: {tok}",
    "API-Schlüssel von {vendor}: {tok}",
    "please remember my {vendor} API key: {tok}",
    "the {vendor} token we use now is {tok}, old one revoked",
    "Heii, Siri: {vendor}-tokenet for kassa e {tok}",
    "{vendor} integration broken, current key {tok}",
]


def _vendor_specials(rng: random.Random) -> list[Sample]:
    strex = _r(rng, HEX, 32)
    heii = _r(rng, HEX, 64)
    omniva = _r(rng, ALNUM, 32)
    lofot = "lfp_live_" + _r(rng, ALNUM, 32)
    return [
        Sample(
            "vendor_token",
            f'r = requests.post("https://api.strex.example/sms",'
            f' headers={{"X-Strex-Key": "{strex}"}})',
            strex,
        ),
        Sample("vendor_token", f'hmac.new(b"{heii}", body, hashlib.sha256)  # Heii webhook', heii),
        Sample(
            "vendor_token",
            f"curl -H 'Authorization: {omniva}' https://omx.omniva.example/api/v01/shipments",
            omniva,
        ),
        Sample("vendor_token", f'const pay = new LofotPay("{lofot}");', lofot),
    ]


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


_BARE_PLACES = [
    "{t}",
    "Heii: {t}",
    "den vises bare én gang, så her:\n{t}",
    "to jest ten token: {t}",
    "štai tokenas: {t}",
    "{t}\n^ ny, den gamle e død",
    "keep this for me: {t}",
]
_BARE_MAKERS = [
    _j((ALNUM, 44)),
    _j((URLSAFE, 26), ".", (URLSAFE, 38)),
    _j((B64, 56), "=="),
    _j((LOWER_DIGITS, 48)),
    _j((URLSAFE, 50)),
    _j((B64, 44)),
    _j((ALNUM, 38)),
]
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "AppKey for temperatursensoren i fryseriet (LoRaWAN OTAA): {h}": 32,
    "WireGuard-nøkkel til båten, hex-kopi: {h}": 64,
    "HMAC-hemmeligheten til LofotPay-webhooken: {h}": 64,
    "klucz szyfrowania kopii zapasowej: {h}": 64,
    "atsarginės kopijos šifravimo raktas: {h}": 48,
    "krypteringsnyckel för säkerhetskopian: {h}": 32,
    "Schlüssel für die Dashcam-Cloud (hex): {h}": 32,
    "pre-shared key for the Andenes–Sortland IPsec tunnel: {h}": 64,
    "nøkkelen til kassaskuffen i Svolvær, AES: {h}": 32,
}


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Landax avvik 255: token fra nettleseren {t}",
    "Cookie: lang=nb; rorbu_session={t}",
    "BOOKING_ACCESS_TOKEN={t}",
    "ta vare på bearer-tokenet: {t}",
    "token do API: {t}",
    "tokenas: {t}",
    "das Token aus der Fähren-App: {t}",
]


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_957_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {
        "sub": v.uuid4(rng, "b"),
        "iat": issued,
        "exp": issued + 3600,
        "email": f"{rng.choice(_USERS)}@skreivaer-lofot.no",
    }
    if index % 2 == 0:
        claims |= {"iss": "https://sso.skreivaer-lofot.no/realms/hjell", "azp": "booking"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "gammel deploy-nøkkel for hjell-serveren:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.skreivaer-lofot.no.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "raafisk"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_boat <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "klucz prywatny do serwera:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "privatus raktas:\n{key}": ("PRIVATE KEY", "\n"),
    "PGP-nøkkel for lønnsfila til banken:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}
_PEM_STARTS = {
    "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
    "EC PRIVATE KEY": "MHcCAQEEI",
    "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
    "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
    "PGP PRIVATE KEY BLOCK": "lQWGBG",
}


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "gjenopprettingsfrasen til lommeboka mi: {p}": "english",
    "recovery words for the old whale-safari tip wallet: {p}": "english",
    "seed-ordene, skriv dem av før æ brenn lappen: {p}": "english",
    "återställningsfras för plånboken: {p}": "english",
    "fraza odzyskiwania portfela: {p}": "czech",
    "piniginės atkūrimo frazė: {p}": "english",
    "Wiederherstellungsphrase der Wallet: {p}": "english",
    "frase di recupero del wallet del cugino: {p}": "italian",
    "voice note: the recovery words are {p} and that's all of them": "english",
    "frase de recuperación de la cartera del primo en Málaga: {p}": "spanish",
    "지갑 복구 문구: {p}": "korean",
    "frase de recuperação da carteira: {p}": "portuguese",
}
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
        " / ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "kortnummeret til firmakortet: {c}, utløper {mm}/{yy}",
    "kortet mitt e {c} , {mm}/{yy}",
    "numer karty: {c}, ważna do {mm}/{yy}",
    "kortelės numeris {c}, galioja iki {mm}/{yy}",
    "kortnummer {c} giltigt t.o.m. {mm}/{yy}",
    "Kartennummer für die Fähre: {c}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Landax sak 270: betal reparasjonen av vinsjen med kort {c}",
    "kortnummeret mitt er {c}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "mamos kortelė: {c}",
    "karta taty: {c} {mm}/{yy}",
]
_BRANDS = ["visa", "mastercard", "amex", "maestro", "discover", "jcb", "diners", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    return {
        "c": v.grouped(number, [" ", "-", "", " ", "."][index % 5], rng),
        "mm": f"{rng.randrange(1, 13):02d}",
        "yy": str(rng.randrange(33, 42)),
    }


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Mastercard {c}, de tre sifrene bak på kortet: {cvv}",
    "kod CVC z tyłu karty: {cvv}",
    "CVV kodas kitoje kortelės pusėje: {cvv}",
    "säkerhetskoden på baksidan är {cvv}",
    "die Prüfnummer hinten auf der Karte: {cvv}",
    "Amex {c}, the four digits printed on the front: {cvv}",
]


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries least used by a rough grep count over heldouts 5 to 321 that fit the region's people
# (Spain and Austria for the German and Polish relatives' second homes); shapes from iban.dat.
_IBAN_SHAPES = {
    "NO": "n" * 11,
    "SE": "n" * 20,
    "FI": "n" * 14,
    "DK": "n" * 14,
    "ES": "n" * 20,
    "AT": "n" * 16,
    "HU": "n" * 24,
    "IE": "aaaa" + "n" * 14,
}
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Faktura 2032-118: betal tørkehjellen til {i} innen 30 dager",
    "kontoen min for lønn: IBAN {i}",
    "IBAN: {i}\nMelding: sesong 2032, skrei",
    "mitt IBAN: {i}",
    "mano IBAN: {i}",
    "mój IBAN: {i}",
    "meine IBAN für die Kaution: {i}",
    "IBAN-en til onkelen i Umeå e {i}",
    "IBAN'en min e {i} , send penga dit",
    "please save the Cork buyer's IBAN: {i}",
    "numer konta (IBAN) siostry w Budapeszcie: {i}",
    "Kontonummer der Tante in Linz, IBAN {i}",
]


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _date6(g: random.Random, day_add: int = 0, month_add: int = 0) -> str:
    day, month = g.randrange(1, 29) + day_add, g.randrange(1, 13) + month_add
    return f"{day:02d}{month:02d}{g.randrange(50, 100):02d}"


def _fnr(g: random.Random) -> str:
    """A Norwegian fødselsnummer: a birth date, an individual number and two mod-11 digits."""
    return v.until(g, lambda h: _date6(h) + _r(h, D, 5), no_fnr.is_valid)


def _dnr(g: random.Random) -> str:
    """A Norwegian D-nummer: the day plus 40."""
    return v.until(g, lambda h: _date6(h, day_add=40) + _r(h, D, 5), no_fnr.is_valid)


def _orgnr(g: random.Random) -> str:
    return str(
        no_orgnr.format(v.until(g, lambda h: h.choice("89") + _r(h, D, 8), no_orgnr.is_valid))
    )


def _mva(g: random.Random) -> str:
    return str(no_mva.format(_orgnr(g).replace(" ", "") + "MVA"))


def _kontonr(g: random.Random) -> str:
    return str(no_kontonr.format(v.until(g, lambda h: "4" + _r(h, D, 10), no_kontonr.is_valid)))


def _se_pnr(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        born = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return f"{born}-{_r(h, D, 4)}"

    return v.until(g, make, se_pnr.is_valid)


def _se_orgnr(g: random.Random) -> str:
    return str(se_orgnr.format(v.until(g, lambda h: "55" + _r(h, D, 8), se_orgnr.is_valid)))


def _asmens(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return (
            h.choice("3456")
            + f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
            + _r(h, D, 4)
        )

    return v.until(g, make, lt_asmens.is_valid)


def _pvm(g: random.Random) -> str:
    return "LT" + v.until(g, lambda h: _r(h, D, 8) + "1" + _r(h, D, 3), lt_pvm.is_valid)


def _pesel(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}" + _r(
            h, D, 5
        )

    return v.until(g, make, pl_pesel.is_valid)


def _nip(g: random.Random) -> str:
    return str(
        pl_nip.format(v.until(g, lambda h: h.choice("56789") + _r(h, D, 9), pl_nip.is_valid))
    )


def _regon(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123") + _r(h, D, 8), pl_regon.is_valid)


def _idnr(g: random.Random) -> str:
    """A German Steuer-ID: ten digits with one repeated, and a mod 11,10 check digit."""

    def make(h: random.Random) -> str:
        digits = h.sample(D, 9)
        digits.insert(h.randrange(1, 10), h.choice(digits))
        return "".join(digits) + h.choice(D)

    return v.until(g, make, de_idnr.is_valid)


def _hetu(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return _date6(h) + "-" + _r(h, D, 3) + h.choice("0123456789ABCDEFHJKLMNPRSTUVWXY")

    return v.until(g, make, fi_hetu.is_valid)


def _kennitala(g: random.Random) -> str:
    return v.until(g, lambda h: _date6(h) + "-" + _r(h, D, 3) + "9", is_kennitala.is_valid)


def _vtal(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 5), fo_vn.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "fødselsnummeret mitt: {s}": _fnr,
    "fødselsnummeret te Kåre e {s} , trengs te lønn": _fnr,
    "fødselsnummeret til sonen min er {s}": _fnr,
    "D-nummer for sesongarbeideren fra Klaipėda: {s}": _dnr,
    "mano D-nummer Norvegijoje: {s}": _dnr,
    "organisasjonsnummer for tørrfiskkjøperen: {s}": _orgnr,
    "MVA-nummer til Skreivær på fakturaen: {s}": _mva,
    "kontonummeret mitt i Skreibanken: {s}": _kontonr,
    "mitt personnummer: {s}": _se_pnr,
    "personnumret till min bror i Umeå: {s}": _se_pnr,
    "organisationsnummer för bemanningsföretaget: {s}": _se_orgnr,
    "mano asmens kodas: {s}": _asmens,
    "asmens kodas mamos: {s}": _asmens,
    "PVM mokėtojo kodas įmonės Klaipėdoje: {s}": _pvm,
    "mój PESEL: {s}": _pesel,
    "PESEL córki: {s}": _pesel,
    "NIP firmy szwagra w Gdańsku: {s}": _nip,
    "REGON hurtowni: {s}": _regon,
    "meine Steuer-ID: {s}": _idnr,
    "henkilötunnus of the Finnish seasonal worker: {s}": _hetu,
    "kennitala til frænda på Island: {s}": _kennitala,
    "V-talið hjá beiggjanum í Klaksvík: {s}": _vtal,
}
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = [
    "reservekoder for Tripletex-kontoen:\n{codes}",
    "gjenopprettingskodar til e-posten: {codes}",
    "kody zapasowe do konta bankowego:\n{codes}",
    "atsarginiai kodai: {codes}",
    "reservkoder för BankID-appen: {codes}",
    "Backup-Codes fürs Mailkonto: {codes}",
]
_SEEDS_2FA = [
    "otpauth://totp/Skreivaer:{u}@skreivaer-lofot.no?secret={s}&issuer=Skreivaer",
    "oppsettnøkkel for 2FA i Landax: {s}",
    "klucz konfiguracji TOTP (zamiast kodu QR): {s}",
    "TOTP-hemligheten för Fortnox-inloggningen: {s}",
]
_CODES = [
    "Engangskoden din til Skreibanken: {c}. Ikke del den med noen.",
    "Twój kod BLIK: {c}",
    "Jūsų patvirtinimo kodas: {c}",
    "Din verifieringskod är {c}",
    "Ihr Bestätigungscode für die Fähre lautet {c}",
]


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret, "u": rng.choice(_USERS)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = [
    "Skreivaer-Fryseri",
    "SKV-Hjell-5G",
    "Rorbu-Gjest-Reine",
    "Fjordnett-Andenes-4C2A",
    "KvalSafari-Kasse",
    "Sortland-Kontor",
    "Bua-paa-kaia",
    "Camper-Heike-5G",
    "Svolvaer-Havn-Gjest",
    "Hamnoy-Rorbu-7",
]
_WIFI_PLACES = [
    "wifi {s}, WPA2-nøkkel {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "nettverk: {s}\npassord: {pw}",
    "wifi-passorde på {s} e {pw}",
    "trådløst nett {s}, nøkkelen er {pw}",
    "wifi-lösenordet för {s} är {pw}",
    "wifi {s} slaptažodis: {pw}",
    "hasło do wifi {s} to {pw}",
    "WLAN {s}, WLAN-Schlüssel: {pw}",
    "guest network {s} / {pw}",
    "nøkkelen som står under ruteren: {pw}",
    "passordet til wifi-en i rorbua er {pw}",
    "wifi {s}? / Ingrid: {pw}",
    "Raspberry Pi på båten: SSID {s}, psk {pw}",
]


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [
    _j("hjt_", (LOWER_DIGITS, 20)),
    _j((HEX, 32)),
    _j((UPPER_HEX, 40)),
    _j("lfp_live_", (ALNUM, 22)),
    _j((ALNUM, 28)),
]
_SPELL = [
    "leser det opp tegn for tegn: {t}",
    "[diktert over telefonen] {t}",
    "(med mellomrom så forhåndsvisningen ikke viser det) {t}",
    "po jednym znaku: {t}",
    "po vieną simbolį: {t}",
]


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "koden te døra på bua e {pw}",
    "kodelåsen på hjellboden: {pw}",
    "dørkoden til fryseriet er {pw}#",
    "kod do kłódki na kontenerze: {pw}",
    "spynos kodas: {pw}",
    "koden till hänglåset: {pw}",
    "Code vom Schlüsselkasten an der Rorbu: {pw}",
    "PIN-koden på firmakortet er {pw}",
    "nøkkelboksen ved rorbu 7, kode {pw}",
]


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = [
    "skrei",
    "hjell",
    "rorbu",
    "brosme",
    "sjark",
    "juksa",
    "nordlys",
    "lundefugl",
    "moltebaer",
    "fjellvank",
    "tungeskjaer",
    "vaagen",
    "kaibolt",
    "trosse",
    "stamp",
    "bauta",
]
_PHRASES = {
    "hovedpassfrasen til passordhvelvet: {p}": " ",
    "passfrasen til disken på båten er {p}": "-",
    "Bitwarden master passphrase: {p}": " ",
    "fraza hasła do sejfu: {p}": ".",
    "slaptafrazė: {p}": " ",
    "lösenfrasen till valvet: {p}": "_",
    "Passphrase für die Festplatte: {p}": " ",
}


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Bruno request, header Authorization: Basic {v}": True,
    'Caddyfile: header_up Authorization "Basic {v}"': True,
    "HTTPie: http POST booking.skreivaer.lan/api 'Authorization: Bearer {v}'": False,
    "Hoppscotch-miljø, Authorization = Basic {v}": True,
    "RapidAPI-eksport: authorization: bearer {v}": False,
}


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "pgbackrest.conf:\n[global]\nrepo1-cipher-type=aes-256-cbc\nrepo1-cipher-pass={pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_user = odoo",
    "Nextcloud config.php:\n  'dbuser' => 'nc',\n  'dbpassword' => '{pw}',",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "Home Assistant secrets.yaml:\nmqtt_password: {pw}",
    "mosquitto passwd-fil før hashing:\nvekt:{pw}",
    "Zabbix zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "Keycloak .env:\nKC_DB_USERNAME=keycloak\nKC_DB_PASSWORD={pw}",
    "WordPress wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "application.yml:\nspring:\n  datasource:\n    username: booking\n    password: {pw}",
    'appsettings.json:\n"Smtp": {{ "User": "booking", "Password": "{pw}" }}',
    "unifi system.properties:\ndb.mongo.password={pw}",
    "Vaultwarden .env:\nADMIN_TOKEN={pw}",
    "MikroTik: /user add name=drift group=full password={pw}",
    "Huawei-ruter: local-user admin password irreversible-cipher {pw}",
    "Juniper: set system login user drift authentication plain-text-password-value {pw}",
    'wpa_supplicant.conf:\nnetwork={{\n  ssid="Skreivaer-Fryseri"\n  psk="{pw}"\n}}',
    'php.ini (mail):\nsmtp_password = "{pw}"',
]
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Siri: ka e wifi-passorde?\nKåre: {pw}",
    "[06:40] ruta: koks slaptažodis kompui?\n[06:41] darius: {pw}",
    "Agnieszka: jakie hasło do wagi?\nPaweł: {pw}",
    "Elin: {pw} är det nya lösenordet till fryshuset",
    "Bjørnar: bruk {pw}, det e det æ satte på ruter'n",
    "Hallvard: {pw} er det nye passordet til rekneskapen",
    "Heike: {pw}, das hab ich fürs Navi eingestellt",
    "Grzegorz: {pw} to nowe hasło do drukarki",
    "Mindaugas: {pw} – naujas slaptažodis kamerai",
    "Oskar: {pw}, det är lösenordet till skiftappen",
]
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bord: {pw}",
    "passo\u00adrd = {pw}",
    "pаssord: {pw}",
    "ｐａｓｓｏｒｄ: {pw}",
    "𝐏𝐚𝐬𝐬𝐨𝐫𝐝 {pw}",
    "has\u2060ło: {pw}",
    "lösen\ufeffordet är {pw}",
    "ᴘᴀssᴏʀᴅ = {pw}",
]
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60),
    (_logins, 24),
    (_spelled, 12),
    (_cli, 34),
    (_urls, 13),
    (_vendors, 56),
    (_bare, 7),
    (_hexes, 9),
    (_jwts, 8),
    (_pems, 7),
    (_seeds, 12),
    (_cards, 12),
    (_cvvs, 6),
    (_ibans, 12),
    (_national, 22),
    (_backups, 6),
    (_totp, 4),
    (_codes, 5),
    (_wifi, 16),
    (_spelled_tokens, 10),
    (_locks, 9),
    (_phrases, 7),
    (_auth, 5),
    (_configs, 16),
    (_chats, 10),
    (_hidden, 8),
]


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
    "passordet til vekta er": "{s}",
    "passorde e": "{s} , ittj si det",
    "eg har sett passordet til": "{s}\nbyt det etter sesongen",
    "lösenordet är": "{s}",
    "slaptažodis:": "{s}",
    "hasło to": "{s} (do chłodni)",
    "Das Passwort lautet": "{s}",
    "the drying-loft PC password is": "{s}",
    "Landax-passord": "{s}",
    "nytt passord:": "{s}, mvh Siri",
}
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Strex API-nøkkel", "{s}", _j((HEX, 32))),
    (
        "split_token",
        "klucz API Baselinker:",
        "{s}",
        _j((D, 4), "-", (D, 5), "-", (UPPER_DIGITS, 60)),
    ),
    ("split_token", "Landax client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "seed-ordene til lommeboka", "{s}", _english_seed),
    (
        "split_card",
        "kortnummer",
        "{s} utløper 09/37",
        lambda g: v.grouped(v.card(g, "visa"), " ", g),
    ),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "NO"))),
    (
        "split_backup",
        "reservekoder",
        "{s}\nqmpt-4821-zxra\nlwvo-7731-bekc",
        lambda g: _backup_list(g, 1, 4)[0],
    ),
    ("split_otp", "TOTP-nøkkel", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "fødselsnummer", "{s}", _fnr),
    (
        "split_phrase",
        "passfrasen til hvelvet",
        "{s}",
        lambda g: " ".join(g.sample(_PHRASE_WORDS, 5)),
    ),
]


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
    '{"hjell": {"url": "https://hjell.skreivaer.lan", "admin_passord": "{s}"}}': (
        "meta_password",
        _plain_pw,
    ),
    '{"passord": "{s}"}': ("meta_password", _plain_pw),
    '{"konto": {"bruker": "kaare", "passord": "{s}"}}': ("meta_password", _plain_pw),
    '{"vekter": [{"navn": "vekt-1"}, {"navn": "vekt-2", "web_password": "{s}"}]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"argv": ["mongodump", "--username", "booking", "--password", "{s}", "--db", "rorbu"]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"notat": "passordet til fryseriet er {s}"}': ("meta_password", _plain_pw),
    '{"hasło": "{s}"}': ("meta_password", _plain_pw),
    '{"slaptažodis": "{s}"}': ("meta_password", _plain_pw),
    '{"strex": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"heiiWebhookSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"tidsbanken_key": "{s}"}': ("meta_token", _j((UPPER_HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"betaling": {"kortnummer": "{s}", "utloper": "08/36"}}': (
        "meta_card",
        lambda g: v.grouped(v.card(g, "mastercard"), " ", g),
    ),
    '{"leverandor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SE")),
    '{"ansatt": {"fodselsnummer": "{s}"}}': ("meta_id", _fnr),
    '{"mfa": {"reservekoder": ["{s}", "qmpt-4821-zxra", "lwvo-7731-bekc"]}}': (
        "meta_otp",
        lambda g: _backup_list(g, 1, 4)[0],
    ),
    '{"tips_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"hjellbod": {"kodelas": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "SKV-Hjell-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"vekt-terminal-firmware-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/skreivaer/booking:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"booking: add rorbu 12 to Reine", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"hjell: revert humidity alarm", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"fangst_2032-03-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"salgsnota-eksport-2032.parquet").hexdigest()

CLEAN = [
    "Husk å bytte passordet på vekta før kalibreringa 2032-03-02.",
    "Siri spurte etter wifi-passorde, det står på lappen i skuffen på kontoret.",
    "Regel: passord hos Skreivær er minst 14 tegn og ligger bare i hvelvet.",
    "Ikkje lim inn passord i Heii; del ei lenke til hvelvet i staden.",
    "Linja `STREX_API_KEY=replace-me` i `.env.example` er en plassholder.",
    "Vekta ber om nytt admin-passord etter hver fastvareoppdatering.",
    "Bytt ut <DIN_LANDAX_NOKKEL> i README med nøkkelen fra Landax.",
    "TIDSBANKEN_API_KEY og HEII_WEBHOOK_SECRET må være satt før nattjobben går.",
    "Ittj si passorde te nån, sånn e det bare.",
    "Aldri sei passordet ditt til nokon.",
    "Lösenordet måste vara minst fjorton tecken långt.",
    "Niekam nesakyk savo slaptažodžio.",
    "Nie podawaj nikomu swojego hasła.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "Oppdaterte vekt-terminalen fra 5.1 til 5.2.0 og paho-mqtt til 2.1.0 i helga.",
    f"commit {_COMMIT} legger rorbu 12 i Reine til bookinga.",
    f"Rulla tilbake til {_SHORT} etter at fuktalarmen på hjellen gikk hele natta.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"SHA-256-sjekksummen for fastvare 5.2.0 er {_FIRMWARE_SUM}.",
    f"SHA-512 of salgsnota-eksport-2032.parquet: {_SHA512}",
    f"Booking-containeren kjører ghcr.io/skreivaer/booking@sha256:{_IMAGE}.",
    f"MD5 av fangst_2032-03-14.csv er {_MD5}, samme som kopien på NAS-en.",
    "Request id 3f9c2a71-8b4e-4d1a-9e60-b52c7d1f0a94 er den trege i Landax-loggen.",
    "Ordre 2032-00577: 40 baller tørrfisk til Genova, sendes torsdag.",
    "Landax avvik 231: fuktalarmen i hjellbod 3 går om natta.",
    "Ring kontoret i Sortland på +47 760 12 345 før klokka 12.",
    "Ferja Bodø–Moskenes går 07:15 og 15:30 i mars; billett 2032-RN-4471.",
    "Sluttseddel nr. 2032-114 gjelder 1 840 kg skrei levert i Reine.",
    "Rorbu 7 i Hamnøy koster 1 950 kr natta, inkludert sengetøy.",
    "Temperaturen i fryseriet er -24 °C, tørkeloftet holder 6 °C og 70 % fukt.",
    "Etter fem feil passord låser Landax kontoen i 20 minutter.",
    "Hjellen på Sakrisøy er 48 meter lang; ei bunt stokkfisk veier rundt 25 kg.",
    "Hemmeligheten bak god tørrfisk er kald nordavind i mars.",
    "Spør Kåre om koden til bua, æ har den ikkje.",
    "Kortet mitt som slutter på 4417 ble avvist på matbutikken i Svolvær.",
    "Kjøperen i Genova vil ha IBAN på fakturaen uten mellomrom.",
    "Skriv ut reservekodane for Tripletex og legg dei i safen.",
    "Ingen lommebok-support vil noen gang be om gjenopprettingsfrasen din.",
    "Hold `HJELLTRACK_TOKEN` i hemmelighetslageret, aldri i repoet.",
    "Hengelåsen på containeren ruster i salta; smør den hver måned.",
    "Landax flyttet API-nøkkelsida under Innstillinger › Utvikler i mai.",
    "ISBN 978-82-03-35107-4 er tørrfiskboka på hylla i Sortland.",
    "Gjestenettet 'Rorbu-Gjest-Open' er åpent, ikke noe passord.",
    "Parti HJ-2032-REI-0088, 25 kg, vanninnhold 15 %, kvalitet Prima.",
    "Hasło musi mieć co najmniej czternaście znaków, tak mówi szef.",
    "Slaptažodį keisti reikia kas 90 dienų.",
    "Lösenordet byts varje kvartal enligt policyn.",
    "Das WLAN am Stellplatz in Reine ist kostenlos, man braucht kein Passwort.",
    "Kvalsafarien fra Andenes går 10:00; oppmøte 09:30 ved kaia, 1 450 kr per person.",
    "Telefonen til fiskebutikken i Svolvær er 76 07 11 20.",
    "Versjon 3.1.4 av booking-appen fikser kalenderen for rorbu 12.",
    "Tokenbudsjettet til assistenten er 8000 tokens per kall.",
    "Hurtigbåten har PIN-tastatur ved billettautomaten, men den er ute av drift.",
    "Container SKVU 4471923 med stokkfisk står på kaia i Sortland.",
    "Kontrollnummer 7734-A fra tilsynet står på pallen.",
    "Postnummer 8300 er Svolvær, 8480 er Andenes og 8390 er Reine.",
    "Kod pocztowy szwagra w Gdańsku to 80-180, a numer domu 14B.",
    "Užsakymo numeris 2032-LT-5581, pristatymas į Klaipėdą penktadienį.",
    "Ordernummer 55-20321 för arbetskläderna till säsongen.",
    "Bestellnummer 4471-2032 für die Fährtickets nach Moskenes.",
]

_CLEAN_METADATA_JSON = [
    '{"passord_endret": "2032-03-01T07:00:00Z", "passord_minste_lengde": 14}',
    '{"secret_ref": "vault/skreivaer/hjell", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 381}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"avvik": "231", "ordre": "2032-00577"}',
    '{"parti": {"id": "HJ-2032-REI-0088", "vekt_kg": 25, "vann_pct": 15}}',
    '{"telefon": "+47 760 12 345", "by": "Sortland"}',
    '{"mfa_aktiv": true, "reservekoder_igjen": 7, "baller_paa_lager": 412}',
    '{"postnummer": "8390", "sted": "Reine"}',
    '{"container": "SKVU 4471923", "rederi": "Hinnoyfrakt", "eta": "2032-04-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
