# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-seventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-fifth's docstring, the
fifth to three-hundred-and-fifth only to search them (grep -l/-c) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the library
docs and source of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the three-hundred-and-sixth, -eighth and -ninth),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (307_461_905), password words (a
cacao variety and a harvest year, `Amelonado2031!`; a ferry's name and a berth; an okoumé log's
grade and girth; leet place names, `R14b4`; a taxi's plate and rank; a generator's dashed groups;
random runs), names, places, templates, tools, vendors and layouts, the way the staff of a
fictional company (Bisila Ribera Logística S.L.: a cacao drying shed in Luba, the Casa Moka
guesthouse in Riaba, a ferry booking desk at the port of Malabo for Bata and Annobón, a fish-cold
store in Bata and a taxi rank on the Paseo in Malabo) and their relatives in Douala and Valencia
leak secrets into an assistant's memory. Every company, person, address, domain and number is
fictional; only the region (Bioko island and Río Muni, Equatorial Guinea: Malabo, Luba, Riaba,
Bata, Annobón) is real. The texts are WhatsApp-style chats with times, booking-desk tickets, wiki
rows and breadcrumbs, notes, runbooks, shell prompts, config files, voice-note transcripts and
requests to the assistant itself; the separators run from a colon, "is", `es`, `és`, `c'est`, an
arrow and `=` to an emoji (`🔑`, `📶`), a new line, a table bar, `» … «`, `«…»`, quotes and
brackets.

Names and tools by grep (the number of heldouts 5 to 305 that name each, `grep -l`): in none,
Malabo, Bioko, Riaba, Annobón, Mbini, Ebebiyín, XAF; in one, Bubi, rsnapshot, borgbackup,
`ad.nrt`, `es.nif`; in two to five, Douala, Luba, Fang, `es.cups`, `es.ccc`,
`referenciacatastral`, `es.nie`, scylla, `cockroach sql`, rqlite, immudb, questdb, timescale,
duplicacy, mbsync, aerc, neomutt, s-nail; in six to ten, pgbench, etcdctl, keydb-cli, valkey,
memtier, vsql, bteq, hdbsql, sqsh, tsql, mysqlsh, neo4j-admin, cypher-shell, arangosh,
couchbase-cli, cbq, riak, surreal, dolt, duckdb, getmail, offlineimap; more used before and here
in wordings of their own: `contrasenya` (13), `clau` (24), `mbolo` (9), Valencia (18), Bata (14),
`WIFI:`, `otpauth://`, Basic and Bearer headers, JWTs, PEM blocks, JDBC and ODBC strings, env
files.

About half of the secret samples are in other languages than English: Spanish as written in
Equatorial Guinea (`la contraseña es`, `la clave`, `no se lo digas a nadie`, `guárdame`, `chico`,
`mi hermano`, `ya`, romanised texting `contra`, `q`, `xfa`, `tb`); Fang greetings and words
(`mbolo`, `mbolo ane`, `akiba`, `ngue`, `abora`) and Bubi greetings (`buebue`, `ösé`), both mixed
into Spanish as people there text; the Cameroonian French of the Douala relatives (`le mot de passe
c'est`, `on dit quoi`, `mon frère`, `ne dis à personne hein`, `garde ça`, `là`, `gars`, `tonton`,
`tantine`); and the Catalan/Valencian of the relatives in Valencia (`la contrasenya és`, `la clau`,
`el codi és`, `no li ho digues a ningú`, `guarda-ho`, `xe`, `desa-ho`). The wordings are the
author's approximations, checked by no speaker; the thinnest guesses are the Fang ones (`ngue` for
"the word", `abora` for "after", `akiba` for "thanks") and the Bubi greetings (`buebue`, `ösé`),
then the Douala slang (`le code là`, `gars`) and the Valencian `desa-ho`.

Vendors: invented local ones (BisilaPay, OkumeCloud, LubaCargo, AnnobonFerryDesk, RiabaStay,
BataFrio, MokaSMS, PicoMaps, EkukuLedger, BasileMail, ParadorTix, CocoaTrace, whose shapes and
prefixes are the author's guesses: hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs,
`bpay_live_`, `okc-`, `lcg_`, `afd.`, `rst_`, `bfr-`, `msms_`, `pmap.`), besides the well-known
GitHub, GitLab, OpenAI, Anthropic, Stripe, Slack, AWS, Hugging Face, SendGrid, Telegram, npm,
PyPI, Flutterwave, Mailgun and Shopify shapes; the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Spain's NIE
(`stdnum.es.nie`), CIF (`stdnum.es.cif`), bank account CCC (`stdnum.es.ccc`), electricity supply
point CUPS (`stdnum.es.cups`) and cadastral reference (`stdnum.es.referenciacatastral`), and
France's NIF (`stdnum.fr.nif`); Andorra's NRT, whose module (`stdnum.ad.nrt`) checks its format
only. Kinds no library or this file checks (shapes guessed): Equatorial Guinea's DIP (identity
document) and passport, and a Cameroonian CNI. Card numbers pass Luhn (Visa, Mastercard, Amex,
UnionPay, JCB, Discover, Maestro, checked with `stdnum.luhn`); card codes are three digits or
Amex's four. The IBANs are of São Tomé and Príncipe, Mauritania, San Marino, the Holy See, Yemen,
Timor-Leste, Libya and Burundi (quoted in twenty-seven to thirty-one earlier corpora each by a
rough grep, the fewest found), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s Spanish, French, English and Italian lists, each checked with `Mnemonic(lang).check`.
Every secret is drawn again until it is new.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.ad import nrt as ad_nrt
from stdnum.es import ccc as es_ccc
from stdnum.es import cif as es_cif
from stdnum.es import cups as es_cups
from stdnum.es import nie as es_nie
from stdnum.es import referenciacatastral as es_refcat
from stdnum.fr import nif as fr_nif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 307_461_905
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]
_USED: set[str] = set()


def _fresh(rng: random.Random, make: Maker) -> str:
    """A value of ``make`` no earlier sample of this corpus holds."""
    for _ in range(10_000):
        value = make(rng)
        if value not in _USED:
            _USED.add(value)
            return value
    raise ValueError("no fresh value drawn")


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
        return {"pw": _fresh(rng, make)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_CACAO = ["Amelonado", "Forastero", "Trinitario", "Criollo", "Calabacillo", "Okume", "Malamba",
          "Ebano", "Ceiba", "Iroko", "Bonito", "Yuca", "Malanga", "Banano", "Pepesup", "Succotash",
          "Cocoro", "Guineo"]  # fmt: skip
_FERRY = ["Ntem", "Wele", "Uoro", "Campo", "Benito", "Muni", "Corisco", "Elobey", "Pagalu",
          "Mbini", "Cogo", "Acalayong", "Kogo", "Niefang"]  # fmt: skip
_PLACES = ["Malabo", "Luba", "Riaba", "Bata", "Annobon", "Moka", "Ureca", "Rebola", "Baney",
           "Basupu", "Sipopo", "Ela", "Ebebiyin", "Mongomo", "Evinayong", "Mbini", "Kogo",
           "SanAntonio", "Batete", "Belebu"]  # fmt: skip
_NAMES = ["Bisila", "Epifanio", "Teodora", "Crisantos", "Salome", "Anacleto", "Remedios",
          "Silvestre", "Milagrosa", "Bonifacio", "Pilar", "Ndong", "Obiang", "Mba", "Esono",
          "Nchama", "Eyang", "Borico", "Riloha", "Bolekia", "Joseph", "Armelle", "Brice",
          "Nadege", "Vicent", "Amparo", "Xavier", "Neus", "Pepa", "Toni"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["R14b4", "L0b4", "M4l4b0", "B4t4", "4nn0b0n", "M0k4", "Ur3c4", "B1s1l4", "0kum3"]


def _log(g: random.Random) -> str:
    """An okoumé log's grade and girth, the way the sawmill crew jokes a password together."""
    return f"Okume{g.choice('ABCD')}{g.randrange(60, 240)}cm{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CACAO)}{g.randrange(2024, 2036)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FERRY)}Muelle{g.randrange(1, 13)}{g.choice(_SYMBOLS)}{g.randrange(10, 99)}",
    _log,
    lambda g: g.choice(_LEET) + str(g.randrange(1968, 2036)) + g.choice(_SYMBOLS),
    lambda g: f"TX{g.randrange(1000, 9999)}Paseo{g.randrange(2, 40)}{g.choice(_SYMBOLS)}",
    _manager,
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_CACAO).lower()}.{g.randrange(1960, 2036)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_NAMES)}Ribera{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, grupo 'Secadero Luba' [07:14] Crisantos: the Luba cacao dryer panel password is {pw}",
    "Ticket FD-2291 (ferry desk, Malabo port): booking terminal admin password {pw}, reset it after the Annobón sailing",
    "Runbook: Bata cold store, defrost override\n1. open the compressor HMI\n2. log in as tecnico\n3. password {pw}\n4. set room 2 to -18 °C",
    "Note to self: Casa Moka guesthouse router admin password {pw}",
    "voice note, Epifanio, transcribed: the taxi rank's dispatch tablet password is {pw} full stop",
    "please remember the ferry manifest PC password for me: {pw}",
    "Wiki › Riaba › Casa Moka › Reception PC: admin password {pw}",
    "README (Luba shed rack): the moisture logger UI is at https://logger.luba.bisila.lan, password `{pw}`",
    "Incident 2033-02-11: the Bata cold-store camera NVR was reachable from the internet with password {pw}",
    "Hi Teodora,\n\nthe root password on the Malabo booking server is {pw}. Delete this mail once it's in the vault.\n\nAnacleto",
    "after the reinstall the Annobón desk laptop password became {pw}",
    "ticket RB-118: guest wifi controller at Casa Moka, admin password {pw} (the cleaner saw it)",
    "my BisilaPay merchant app password is {pw} now",
    "the sawmill scale PC password: {pw}",
    "🔑 Luba shed NAS → {pw}",
    "Login for the Paseo taxi rank till: password » {pw} «",
    "la contraseña del ordenador de la báscula del secadero es {pw}, chico",
    "oye Bisila, la contraseña nueva del servidor de reservas es {pw}, no se lo digas a nadie",
    "mbolo ane! la clave del router de Casa Moka es {pw}",
    "Mbolo Ndong, la contraseña de la tablet de los taxis: {pw}, akiba",
    "buebue Riloha, la contra del wifi de recepción q pusiste es {pw}?",
    "xfa guárdame la contraseña del portal de la naviera: {pw}",
    "contraseña del correo de la oficina de Bata → {pw}",
    "mi hermano, contra del pc del puerto: {pw} ya",
    "Contraseña: {pw}\n(la del sistema de facturas de Luba)",
    "ösé Bolekia, la contraseña del NVR de Riaba es «{pw}»",
    "la clave de administrador del TPV del muelle es {pw}, tb para el de Annobón",
    "Remedios: la contraseña que puse al portátil de Silvestre es {pw}",
    "akiba chico, la contraseña de la cámara frigorífica quedó en {pw}",
    "abora de la lluvia cambié la contraseña del panel solar de Ureca: {pw}",
    "on dit quoi mon frère, le mot de passe de l'ordi du magasin c'est {pw}",
    "Gars, le mot de passe du wifi de la maison à Bonapriso c'est {pw}, ne dis à personne hein",
    "Armelle: mot de passe de mon compte mobile money, tonton: {pw}",
    "le mot de passe du PC de la boutique à Akwa là c'est {pw}, garde ça",
    "Brice dit que le mot de passe du routeur est maintenant {pw}",
    "mot de passe : {pw} (c'est pour le portail du transitaire, Douala)",
    "Tonton Joseph, mot de passe de ta boîte mail: {pw}, garde ça bien",
    "Nadège: j'ai changé le mot de passe du décodeur, c'est {pw}",
    "xe, la contrasenya del wifi de casa a Benimaclet és {pw}",
    "la contrasenya del correu de la iaia és {pw}, no li ho digues a ningú",
    "Vicent: la contrasenya nova de l'ordinador de la falla és {pw}",
    "contrasenya del banc de l'Amparo: {pw}, guarda-ho",
    "Neus, desa-ho: la contrasenya del router del Cabanyal és «{pw}»",
    "Toni diu que la contrasenya del NAS de Russafa ara és {pw}",
    "la contrasenya de l'aplicació de la comunitat de veïns és {pw}",
    "Pepa: contrasenya del portàtil vell → {pw}",
    "can you keep the okoumé sawmill ERP password? it's {pw}",
    "dictated: the Riaba solar inverter web password is {pw}",
    "Bata fish market office printer admin password = {pw}",
    "Ticket FD-2307: Annobón ferry desk, the card reader's supervisor password {pw} expired",
    "Milagrosa's mail password is {pw}, she asked me to note it",
    "note on the fridge at Casa Moka: wifi admin password {pw}",
    "Luba shed, backup job: the NAS admin password is {pw}",
    "Bonifacio: new password for the weighbridge PC {pw}",
    "mbolo! contra del wifi del secadero: {pw} 👍",
    "la contraseña de la app de la cooperativa de cacao de Luba es {pw}, ya",
    "Silvestre, contraseña del router del puerto de Luba: {pw}",
    "mot de passe du compte télé de la tantine : {pw}",
    "la contrasenya de la tauleta de l'avi és {pw}, xe",
    "Esono: la contraseña del servidor de Bata se quedó {pw}",
    "Nchama, ngue de la contraseña del correo: {pw}",
    "the guesthouse PMS password at Casa Moka: {pw}",
    "Eyang: la clave del portal de BataFrio es {pw}",
    "password for the Malabo port gate PC: {pw}",
    "contraseña wifi oficina Paseo (no la de invitados): {pw}",
    "Obiang: te paso la contraseña del nuevo router, {pw}, ya me dices",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["bisila", "epifanio.m", "teodora", "crisantos", "salome.e", "anacleto", "remedios",
          "silvestre", "milagrosa", "bonifacio", "pilar.n", "ndong", "obiang.e", "esono",
          "nchama", "eyang", "borico", "riloha", "bolekia", "joseph.d", "armelle", "brice",
          "nadege", "vicent", "amparo.v", "xavier", "neus", "pepa", "toni.r", "svc-ferry",
          "tecnico", "recepcion"]  # fmt: skip
_LOGINS = [
    "WhatsApp [08:02] Teodora: booking desk login is {u} / {pw}",
    "Ticket FD-2320: {u} locked out of the manifest PC, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Bata › Cold store › HMI: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Luba dryer | {u} | {pw} |",
    "sign into the Riaba inverter as {u} with {pw}",
    "taxi dispatch login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: ferry-desk-01\n  user: {u}\n  password: {pw}",
    "cuenta {u}, contraseña {pw}",
    "usuario {u} y contraseña {pw}, chico",
    "mbolo, usuario: {u} contraseña: {pw}",
    "utilisateur {u}, mot de passe {pw}",
    "le login c'est {u} et le mot de passe c'est {pw}, mon frère",
    "usuari {u}, contrasenya {pw}",
    "l'usuari és {u} i la contrasenya és {pw}, xe",
    "creds for the Casa Moka PMS are {u} and {pw}",
    "ssh {u}@booking.bisila.lan (password {pw})",
    "system,user,password\nbatafrio-hmi,{u},{pw}",
    "Anacleto says the port gate account is {u} and the password is {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["malamba", "okume", "amelonado", "corisco", "pagalu", "ceiba", "malanga",
               "pepesup", "elobey", "bolekia", "ekuku", "basile", "moka", "ureca"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "voice note: the Casa Moka wifi password is {w} and then {d}, no space",
    "type {w}, then {d}; that's the booking PC",
    "it's {w}{d}, word and digits together",
    "la contraseña es la palabra {w} y luego el número {d}",
    "contra: {w}, después {d}, todo junto",
    "mbolo, ngue {w}, abora {d}",
    "le mot de passe c'est le mot {w}, puis {d}",
    "la contrasenya és la paraula {w} i després {d}",
    "el codi és {w}{d}, tot junt",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = str(rng.randrange(100, 10_000))
    if "{w}{d}" in template:
        word = rng.choice(_SAID_WORDS)
        return {"w": word, "d": number, "secret": _fresh(rng, lambda g: word + number)}
    word = _fresh(rng, lambda g: g.choice(_SAID_WORDS))
    return {"w": word, "d": number, "secret": word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "PGPASSWORD='{pw}' pgbench -h pg.bisila.lan -U {u} -i booking",
    "etcdctl --endpoints=https://etcd.bisila.lan:2379 --user {u}:{pw} get /ferry/config",
    "keydb-cli -h keydb.bisila.lan -a '{pw}' info",
    "valkey-cli -h cache.bisila.lan --user {u} --pass '{pw}' ping",
    "memtier_benchmark -s cache.bisila.lan -a '{pw}' --test-time=30",
    "vsql -h vertica.bisila.lan -U {u} -w '{pw}' -d cacao",
    "bteq .logon tdp.bisila.lan/{u},{pw}",
    "hdbsql -n hana.bisila.lan:30015 -u {u} -p '{pw}' \"select * from dummy\"",
    "sqsh -S SYB_MALABO -U {u} -P '{pw}' -D ferry",
    "tsql -S sql.bisila.lan -p 1433 -U {u} -P '{pw}'",
    "mysqlsh --uri {u}:{pw}@mysql.bisila.lan:3306 --sql",
    "neo4j-admin dbms set-initial-password '{pw}'",
    "cypher-shell -a neo4j://graph.bisila.lan -u {u} -p '{pw}'",
    "arangosh --server.endpoint tcp://arango.bisila.lan:8529 --server.username {u} --server.password '{pw}'",
    "couchbase-cli bucket-list -c cb.bisila.lan -u {u} -p '{pw}'",
    "cbq -e couchbase://cb.bisila.lan -u {u} -p '{pw}'",
    "riak-admin security add-user {u} password={pw}",
    "cqlsh scylla.bisila.lan -u {u} -p '{pw}'",
    "cockroach sql --url 'postgresql://{u}:{pw}@crdb.bisila.lan:26257/booking'",
    "rqlite -u {u}:{pw} rqlite.bisila.lan",
    "immuadmin login {u} --password '{pw}'",
    "surreal sql --endpoint http://surreal.bisila.lan:8000 --user {u} --pass '{pw}'",
    "dolt login --user {u} --password '{pw}'",
    "duckdb -c \"ATTACH 'host=pg.bisila.lan user={u} password={pw} dbname=cacao' AS pg (TYPE postgres)\"",
    "getmail --rcfile bata.rc --password '{pw}'",
    "curl --user {u}:{pw} https://nas.luba.bisila.lan/api/v1/shares",
    "sshpass -p '{pw}' ssh {u}@booking.bisila.lan",
    "mysql -h mysql.bisila.lan -u {u} -p'{pw}' ferry",
    "BORG_PASSPHRASE='{pw}' borg init --encryption=repokey ssh://backup.bisila.lan/./luba",
    "RSYNC_PASSWORD='{pw}' rsync rsync://{u}@backup.bisila.lan/riaba /srv",
    "smbclient //nas.riaba.bisila.lan/fotos -U {u}%{pw}",
    "xfreerdp /v:ferry-desk-01.bisila.lan /u:{u} /p:'{pw}'",
    "7z a -p'{pw}' facturas-2033.7z facturas/",
    "zip -P '{pw}' manifiestos.zip manifiestos/*.pdf",
    "openssl enc -aes-256-cbc -in nominas.csv -out nominas.enc -pass pass:{pw}",
    "ldapsearch -H ldaps://dc1.bisila.lan -D 'cn={u},dc=bisila,dc=lan' -w '{pw}' '(uid=*)'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "bisila@booking-srv:~$ {c}", "root@batafrio:/srv# {c}",
    "PS C:\\puerto> {c}", "Termux en el móvil de Crisantos:\n$ {c}",
    "ticket FD-2334, the command the contractor ran:\n{c}", "he ejecutado esto: {c}",
    "j'ai lancé ça : {c}", "he executat això: {c}", "history | tail -1\n  512  {c}",
    "runbook step 4: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        def pw(g: random.Random) -> str:
            return _fresh(g, _plain_pw)

        return v.framed(rng, v.fill(rng, cls, templates, n, pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.bisila.lan:5432/booking",
    "mysql://{u}:{pw}@mysql.bisila.lan/ferry",
    "mongodb+srv://{u}:{pw}@cluster0.bisila.example/cacao",
    "redis://{u}:{pw}@cache.bisila.lan:6379/2",
    "amqp://{u}:{pw}@mq.bisila.lan:5672/manifests",
    "sftp://{u}:{pw}@edi.bisila.example:2222/in/",
    "rtsp://{u}:{pw}@cam-muelle2.bisila.lan:554/Streaming/Channels/101",
    "clickhouse://{u}:{pw}@ch.bisila.lan:9000/trace",
    "jdbc:postgresql://pg.bisila.lan:5432/cacao?user={u}&password={pw}",
    "Server=sql.bisila.lan;Database=Ferry;User Id={u};Password={pw};TrustServerCertificate=true",
    "ftp://{u}:{pw}@ftp.batafrio.example/lotes",
    "mqtt://{u}:{pw}@broker.luba.bisila.lan:1883",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "guárdame la cadena de conexión: {c}", "la cadena es {c}",
    "Wiki › Sistemas › Bases de datos: {c}", "keep this connection string: {c}",
    "ticket FD-2340: {c}", "la chaîne de connexion c'est {c}", "la cadena de connexió és {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "bisila-ribera", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("BisilaPay", "BISILAPAY_SECRET_KEY", _j("bpay_live_", (ALNUM, 32))),
    ("OkumeCloud", "OKUMECLOUD_API_TOKEN", _j("okc-", (LOWER_DIGITS, 40))),
    ("LubaCargo", "LUBACARGO_API_KEY", _j("lcg_", (HEX, 36))),
    ("AnnobonFerryDesk", "AFD_CLIENT_SECRET", _j("afd.", (URLSAFE, 43))),
    ("RiabaStay", "RIABASTAY_KEY", _j("rst_", (ALNUM, 30))),
    ("BataFrio", "BATAFRIO_TOKEN", _j("bfr-", (UPPER_DIGITS, 32))),
    ("MokaSMS", "MOKASMS_AUTH_TOKEN", _j("msms_", (HEX, 40))),
    ("PicoMaps", "PICOMAPS_ACCESS_TOKEN", _j("pmap.", (B64, 48))),
    ("EkukuLedger", "EKUKU_LEDGER_SECRET", lambda g: v.uuid4(g, "b")),
    ("BasileMail", "BASILEMAIL_API_KEY", _j((HEX, 32))),
    ("ParadorTix", "PARADORTIX_TOKEN", _vendor_jwt("https://auth.paradortix.example")),
    ("CocoaTrace", "COCOATRACE_API_KEY", _j((ALNUM, 40))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 24))),
    ("Slack", "SLACK_BOT_TOKEN", lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("SendGrid", "SENDGRID_API_KEY", lambda g: f"SG.{_r(g, URLSAFE, 22)}.{_r(g, URLSAFE, 43)}"),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{g.randrange(10**9, 10**10)}:AA{_r(g, URLSAFE, 33)}"),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("PyPI", "PYPI_TOKEN", _j("pypi-AgEIcHlwaS5vcmcCJ", (URLSAFE, 60))),
    ("Flutterwave", "FLW_SECRET_KEY", _j("FLWSECK-", (HEX, 32), "-X")),
    ("Mailgun", "MAILGUN_API_KEY", _j("key-", (HEX, 32))),
    ("Shopify", "SHOPIFY_ACCESS_TOKEN", _j("shpat_", (HEX, 32))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env (booking-api):\n{env}={tok}",
    "docker-compose.yml:\n    environment:\n      {env}: {tok}",
    "systemd unit:\n[Service]\nEnvironment={env}={tok}",
    "Wiki › Sistemas › Integraciones › {vendor}: {tok}",
    "ticket FD-2351: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} key for the ferry bookings: {tok}",
    "la clave de API de {vendor} es {tok}",
    "clave API {vendor} para el secadero: {tok}, chico",
    "mbolo, te paso la API key de {vendor}: {tok}",
    "clé d'API {vendor} pour la boutique : {tok}",
    "la clau de l'API de {vendor} és {tok}",
    "token de {vendor} (el nuevo, el viejo ya no va): {tok}",
    "k8s secret:\n  stringData:\n    {env}: {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = _fresh(rng, make)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "WhatsApp [09:40] Esono: {t}", "solo lo enseña una vez, así que aquí:\n{t}",
                "guárdame esto: {t}", "{t}\n^ the new one, the old one is revoked",
                "garde ça : {t}", "desa-ho: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token",
    _BARE_PLACES,
    lambda g, i, t: {"t": _fresh(g, _BARE_MAKERS[i % len(_BARE_MAKERS)])},
    "t",
)


_HEX_PLACES = {
    "LoRaWAN AppKey of the Luba dryer's moisture sensor: {h}": 32,
    "HMAC secret for the BisilaPay webhook: {h}": 64,
    "clave de cifrado de las copias de Riaba (hex): {h}": 64,
    "IPsec pre-shared key, Malabo–Bata tunnel: {h}": 64,
    "AES key of the cold-store controller's config export: {h}": 32,
    "clé de chiffrement de la sauvegarde : {h}": 48,
    "clau de xifratge del disc extern: {h}": 64,
    "NwkSKey of the Annobón rain gauge (ABP): {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = _fresh(rng, lambda g: v.hex_key(g, _HEX_PLACES[template]))
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket FD-2360: token copied from the browser's network tab {t}",
    "Cookie: lang=es-GQ; bisila_session={t}",
    "BOOKING_API_ACCESS_TOKEN={t}",
    "guárdame este token: {t}",
    "le token c'est {t}",
    "el token és {t}",
    "keep this bearer token for me {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@bisila.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.bisila.example/realms/ribera", "azp": "ferry-desk"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key for the Malabo booking server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.bisila.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "batafrio"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_luba <<'END'\n{key}\nEND": ("EC PRIVATE KEY", "\n"),
    "la clave privada del servidor del puerto:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "clé privée du serveur de Douala :\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the customs broker in Bata:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "Sparrow wallet backup, copying it off the card before I burn it: {p}": "english",
    "voice note: the old cacao-fund wallet words are {p} and that's all": "english",
    "Nunchuk recovery words\n{p}": "english",
    "frase de recuperación de la cartera de Crisantos, no se la digas a nadie: {p}": "spanish",
    "semilla de la billetera del secadero: {p}": "spanish",
    "mbolo, las palabras de la cartera: {p}": "spanish",
    "phrase de récupération du portefeuille de tonton : {p}": "french",
    "les mots de secours du wallet là, garde ça : {p}": "french",
    "frase di recupero del portafoglio di Toni: {p}": "italian",
    "paraules de recuperació de la cartera (llista italiana): {p}": "italian",
    "Blue Wallet seed, retired: {p}": "english",
    "semilla vieja (vacía) de la cartera de Annobón: {p}": "spanish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "french", "italian")}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "WhatsApp [11:02] Pilar: the company card for the ferry fuel is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "ticket RB-131: pay the Casa Moka roof repair with card {c}",
    "número de tarjeta: {c}, caduca {mm}/{yy}",
    "mi tarjeta, chico: {c} ({mm}/{yy})",
    "numéro de ma carte : {c}, expire {mm}/{yy}",
    "le numéro de la carte de tonton là: {c}",
    "número de la targeta: {c}, caduca el {mm}/{yy}",
    "la targeta de l'Amparo: {c}",
    "mbolo, tarjeta del secadero {c}",
    "card for the BataFrio invoice: {c} {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "unionpay", "jcb", "discover", "maestro", "visa"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = _BRANDS[index % len(_BRANDS)]
    number = _fresh(rng, lambda g: v.card(g, brand))
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/36, security code {cvv}",
               "los tres números de atrás de la tarjeta: {cvv}",
               "Amex {c}, the four digits printed on the front: {cvv}",
               "le code au dos de la carte c'est {cvv}",
               "els tres números del darrere: {cvv}",
               "CVV de la tarjeta de la empresa → {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    cvv = _fresh(rng, lambda g: _r(g, D, 4 if brand == "amex" else 3))
    return {"c": number, "cvv": cvv}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"ST": "n" * 21, "MR": "n" * 23, "SM": "a" + "n" * 10 + "c" * 12,
                "VA": "n" * 18, "YE": "aaaa" + "nnnn" + "c" * 18, "TL": "n" * 19,
                "LY": "n" * 21, "BI": "n" * 23}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    def make(g: random.Random) -> str:
        return v.until(g, lambda h: v.iban_shaped(h, country, _IBAN_SHAPES), std_iban.is_valid)

    return _fresh(rng, make)


_IBAN_PLACES = [
    "Invoice BR-2033-044: pay the São Tomé cacao broker to {i} within 30 days",
    "save the supplier's IBAN: {i}",
    "IBAN: {i}\nReference: Luba lot 12, March",
    "WhatsApp #tesorería: the new bank details of the Nouakchott fish buyer, IBAN {i}",
    "el IBAN del proveedor es {i}",
    "mi IBAN, chico: {i}",
    "l'IBAN du fournisseur de tonton c'est {i}",
    "IBAN pour le virement : {i}",
    "l'IBAN de la cosina és {i}",
    "IBAN del compte: {i}",
    "mbolo, IBAN para la transferencia: {i}",
    "please keep this IBAN for the ferry spare parts: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _nie(g: random.Random) -> str:
    """A Spanish NIE: X, Y or Z, seven digits and the DNI check letter."""
    return v.until(g, lambda h: h.choice("XYZ") + _r(h, D, 7) + h.choice(UPPER), es_nie.is_valid)


def _cif(g: random.Random) -> str:
    """A Spanish CIF of a limited company (B) with its check digit."""
    return v.until(g, lambda h: "B" + _r(h, D, 8), es_cif.is_valid)


def _ccc(g: random.Random) -> str:
    """A Spanish bank account (CCC): bank, branch, two check digits, account."""
    return v.until(g, lambda h: _r(h, D, 20), es_ccc.is_valid)


def _cups(g: random.Random) -> str:
    """A Spanish electricity supply point (CUPS): ES, sixteen digits, two check letters."""
    body = "ES" + _r(g, D, 16)
    number = body + es_cups.calc_check_digits(body + "00")
    assert es_cups.is_valid(number)
    return number


def _refcat(g: random.Random) -> str:
    """A Spanish cadastral reference: eighteen characters and two check letters."""
    body = _r(g, D, 7) + _r(g, UPPER, 2) + _r(g, D, 4) + "S" + _r(g, D, 4)
    number = body + es_refcat.calc_check_digits(body + "00")
    assert es_refcat.is_valid(number)
    return number


def _nrt(g: random.Random) -> str:
    """An Andorran NRT: a letter, six digits, a letter (stdnum checks its format)."""
    return v.until(
        g, lambda h: h.choice("CDEGOPU") + _r(h, D, 6) + h.choice(UPPER), ad_nrt.is_valid
    )


def _fr_nif(g: random.Random) -> str:
    """A French tax number (NIF): thirteen digits, the last three a check."""
    body = g.choice("0123") + _r(g, D, 9)
    number = body + fr_nif.calc_check_digits(body + "000")
    assert fr_nif.is_valid(number)
    return number


def _gq_dip(g: random.Random) -> str:
    """An Equatoguinean DIP (identity document) number: shape guessed, no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _gq_passport(g: random.Random) -> str:
    """An Equatoguinean passport: shape guessed, two letters and seven digits."""
    return "GE" + _r(g, D, 7)


def _cm_cni(g: random.Random) -> str:
    """A Cameroonian CNI number: nine digits, no public check."""
    return g.choice("123456789") + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "NIE de Vicent per al contracte de lloguer: {s}": _nie,
    "mi NIE (el de cuando viví en Valencia): {s}": _nie,
    "CIF de la filial de Bisila Ribera en València: {s}": _cif,
    "Spanish CIF of the Valencia importer, for the invoice: {s}": _cif,
    "compte CCC de la iaia per a la domiciliació: {s}": _ccc,
    "número de cuenta (CCC) para el alquiler: {s}": _ccc,
    "codi CUPS del pis de Benimaclet: {s}": _cups,
    "CUPS de la luz del piso de la tía: {s}": _cups,
    "referència cadastral de la casa del poble: {s}": _refcat,
    "referencia catastral del local de Russafa: {s}": _refcat,
    "NRT de l'empresa andorrana del cosí: {s}": _nrt,
    "numéro fiscal (NIF) de tantine en France : {s}": _fr_nif,
    "my aunt's French tax number (NIF) for the form: {s}": _fr_nif,
    "mi número de DIP: {s}": _gq_dip,
    "DIP de Crisantos para el contrato del ferry: {s}": _gq_dip,
    "número de pasaporte de Teodora: {s}": _gq_passport,
    "passport number of the new captain, for the manifest: {s}": _gq_passport,
    "mon numéro de CNI : {s}, garde ça": _cm_cni,
    "le numéro de CNI de tonton Joseph c'est {s}": _cm_cni,
    "mbolo, mi DIP es {s}": _gq_dip,
}  # fmt: skip
_national = _Family(
    "national_id", list(_ID_PLACES), lambda g, i, t: {"s": _fresh(g, _ID_PLACES[t])}, "s"
)


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["BisilaPay 2FA recovery codes\n{codes}",
            "códigos de respaldo de la cuenta de Google del puerto: {codes}",
            "codes de secours du compte de tonton : {codes}",
            "codis de recuperació del compte de la iaia:\n{codes}",
            "GitHub recovery codes (org bisila-ribera): {codes}",
            "mbolo, los códigos de emergencia del correo:\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/OkumeCloud:teodora@bisila.example?secret={s}&issuer=OkumeCloud",
              "clave de configuración del 2FA de BisilaPay: {s}",
              "clé secrète TOTP du compte de la boutique : {s}",
              "TOTP secret for the ferry desk admin: {s}",
              "clau de configuració del 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your BisilaPay verification code",
          "Tu código de verificación de MokaSMS es {c}",
          "Votre code de confirmation : {c}. Ne le partagez avec personne",
          "El teu codi de verificació és {c}",
          "mbolo, el código que me llegó: {c}",
          "Use {c} to sign in to OkumeCloud",
          "código OTP del banco → {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    spaced = index % 2 == 1 and "otpauth" not in template
    return {"s": _fresh(rng, lambda g: v.totp_secret(g, spaced=spaced))}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _fresh(g, _j((D, 6)))}, "c")


_SSIDS = ["Bisila-Secadero", "CasaMoka-Huespedes", "CasaMoka-Staff-5G", "Muelle-Malabo-Ferry",
          "BataFrio-Oficina", "Paseo-Taxis", "Riaba-Solar", "Annobon-Desk", "Luba-Puerto-2G",
          "Bonapriso-Maison", "Akwa-Boutique", "Benimaclet-5G", "Cabanyal-Casa"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "📶 {s} → {pw}",
    "la contraseña del wifi {s} es {pw}",
    "wifi del secadero: {s} / {pw}",
    "mbolo, wifi {s}, clave {pw}",
    "le wifi {s}, le mot de passe c'est {pw}",
    "la clau del wifi {s} és {pw}",
    "guest network at Casa Moka ({s}) uses {pw}",
    "Raspberry Pi first boot, wireless: SSID {s}, passphrase {pw}",
    "the key on the sticker under the router: {pw}",
    "red {s}, contra: {pw}",
    "ssid={s}\npsk={pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("bpay_live_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ghp_", (ALNUM, 36)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictado por teléfono] {t}",
          "(con espacios para que no salga en la vista previa) {t}",
          "je te l'épelle : {t}", "te'l llegisc lletra a lletra: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _fresh(rng, _SPELL_MAKERS[index % len(_SPELL_MAKERS)])
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["el candado del secadero de Luba: {pw}", "código de la puerta de la cámara fría: {pw}#",
          "PIN de la tarjeta de la empresa: {pw}, no se lo digas a nadie",
          "le code du portail à Bonapriso c'est {pw}", "mon code PIN là: {pw}",
          "el codi del portal de Benimaclet és {pw}", "PIN de la targeta: {pw}, guarda-ho",
          "alarm code at Casa Moka: {pw}", "padlock on the ferry desk's cash box: {pw}",
          "mbolo, el PIN del móvil del puerto es {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _fresh(rng, _j((D, [4, 6, 5, 4][index % 4])))}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["ceiba", "malamba", "okume", "corisco", "pagalu", "elobey", "amelonado",
                 "malanga", "cocoro", "iroko", "ebano", "basupu", "rebola", "batete",
                 "caldera", "tortuga"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the port vault: {p}": " ",
            "frase de paso del KeePassXC del puerto: {p}": "-",
            "phrase secrète de la sauvegarde : {p}": " ",
            "frase de pas del gestor de contrasenyes: {p}": ".",
            "passphrase for the Luba backup disk: {p}": "_",
            "mbolo, la frase de paso del disco: {p}": " ",
            "Enpass vault passphrase: {p}": "-",
            "VeraCrypt volume passphrase (manifests): {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    sep = _PHRASES[template]
    return {"p": _fresh(rng, lambda g: sep.join(g.sample(_PHRASE_WORDS, 4 + index % 3)))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "curl -H 'Authorization: Basic {v}' https://api.batafrio.example/lotes": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Postman request, header Authorization: Bearer {v}": False,
    "cabecera Authorization: Basic {v}": True,
    "HTTPie: http GET https://api.okumecloud.example/v1/ships 'Authorization: Bearer {v}'": False,
    "l'en-tête c'est Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_fresh(rng, _plain_pw)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _fresh(rng, _j((ALNUM, 40)))}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/rsnap.pw (the rsync password file rsnapshot.conf names):\n{pw}",
    "~/.mbsyncrc:\nIMAPAccount bata\nHost mail.bisila.example\nUser teodora\nPass {pw}",
    "~/.config/aerc/accounts.conf:\n[Bisila]\nsource = imaps://teodora:{pw}@mail.bisila.example",
    "~/.neomuttrc:\nset imap_user = \"teodora@bisila.example\"\nset imap_pass = \"{pw}\"",
    "~/.mailrc (s-nail):\nset v15-compat\nset password-teodora@mail.bisila.example=\"{pw}\"",
    "~/.getmail/bata.rc:\n[retriever]\ntype = SimpleIMAPSSLRetriever\nserver = mail.bisila.example\nusername = puerto\npassword = {pw}",
    "~/.offlineimaprc:\n[Repository Remote]\nremotehost = mail.bisila.example\nremoteuser = ferry\nremotepass = {pw}",
    "duplicacy preferences:\n\"keys\": {{\"password\": \"{pw}\"}}",
    "cassandra.yaml notes for the scylla node:\nauthenticator: PasswordAuthenticator\nsuperuser_password: {pw}",
    "questdb server.conf:\npg.user=admin\npg.password={pw}",
    "timescaledb .env:\nPOSTGRES_USER=tsdb\nPOSTGRES_PASSWORD={pw}",
    "docker-compose.yml (booking):\n  db:\n    environment:\n      MARIADB_ROOT_PASSWORD: \"{pw}\"",
    "wp-config.php (Casa Moka site):\ndefine('DB_PASSWORD', '{pw}');",
    "application.properties:\nspring.datasource.username=ferry\nspring.datasource.password={pw}",
    "config.toml de la app del secadero:\n[db]\nuser = \"secadero\"\npassword = \"{pw}\"",
    "appsettings.json:\n{{\"Smtp\": {{\"User\": \"avisos@bisila.example\", \"Password\": \"{pw}\"}}}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Crisantos: wifi password for the shed?\nBisila: {pw}",
    "[06:12] Esono: contra del servidor de reservas?\n[06:13] Teodora: {pw}",
    "Salomé: {pw} is the new booking admin password",
    "Anacleto: usa {pw}, es la que tiene ahora el router",
    "Armelle: le nouveau mot de passe c'est {pw}",
    "Brice: mot de passe?\nNadège: {pw}",
    "Amparo: la contrasenya nova és {pw}",
    "Vicent: contrasenya del wifi?\nNeus: {pw}",
    "Ndong: mbolo ane, la contra nueva: {pw}",
    "Riloha: buebue, {pw} es la del portátil",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 66), (_logins, 26), (_spelled, 14), (_cli, 36), (_urls, 14), (_vendors, 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 5), (_codes, 7), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 10), (_phrases, 8), (_auth, 6), (_configs, 16), (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    _USED.clear()
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


def _spanish_seed(g: random.Random) -> str:
    phrase = str(_MNEMO["spanish"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))
    return unicodedata.normalize("NFC", phrase)


_SPLIT_PASSWORDS = {
    "the booking server password is": "{s}", "contraseña del secadero:": "{s} (desde la cosecha)",
    "la contraseña nueva es": "{s}", "mot de passe :": "{s}\nchange-le après",
    "la contrasenya és": "{s}", "mbolo, la contra:": "{s}", "cold store HMI password": "{s}",
    "the password Crisantos read out on the radio was": "{s}, I think",
    "le mot de passe c'est": "{s}, garde ça", "clau del router:": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "BisilaPay secret key", "{s}", _j("bpay_live_", (ALNUM, 32))),
    ("split_token", "clave API de PicoMaps:", "{s} (la de producción)", _j("pmap.", (B64, 48))),
    ("split_token", "EkukuLedger client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "palabras de la cartera", "{s}", _spanish_seed),
    ("split_card", "card number", "{s} exp 05/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "ST"))),
    ("split_backup", "codes de secours", "{s}\nqkzt-4821-mwpa\nhrbd-9035-xlne", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NIE", "{s}", _nie),
    ("split_phrase", "frase de pas", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"booking": {"url": "https://booking.bisila.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"compte": {"usuari": "amparo.v", "contrasenya": "{s}"}}': ("meta_password", _plain_pw),
    '{"hmi": [{"name": "room-1"}, {"name": "room-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["vsql", "-h", "vertica.bisila.lan", "-U", "dbadmin", "-w", "{s}"]}': ("meta_password", _plain_pw),
    '{"nota": "la contraseña del secadero es {s}"}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the cold store HMI as tecnico with the password {s}"}': ("meta_password", _plain_pw),
    '{"bisilapay": {"secret_key": "{s}"}}': ("meta_token", _j("bpay_live_", (ALNUM, 32))),
    '{"okumeToken": "{s}"}': ("meta_token", _j("okc-", (LOWER_DIGITS, 40))),
    '{"basilemail_api_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"numero_tarjeta": "{s}", "caducidad": "08/37"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MR")),
    '{"tia": {"cups": "{s}"}}': ("meta_id", _cups),
    '{"mfa": {"codigos_respaldo": ["{s}", "qkzt-4821-mwpa", "hrbd-9035-xlne"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"cartera_cacao": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"secadero": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "CasaMoka-Staff-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"psycopg-3.2.9-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"coldstore-hmi-5.1.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/bisila/booking-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"booking: add Annobon sailing", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: revert fare table", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"manifiesto_2033-03-02.pdf", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the booking server password before the audit on 2033-04-14.",
    "Crisantos asked for the shed wifi password; it's on the card in the foreman's drawer.",
    "Policy: Bisila Ribera passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `BISILAPAY_SECRET_KEY=replace-me` is a placeholder.",
    "The cold store HMI asks for a new password after every firmware update.",
    "Replace <YOUR_PICOMAPS_TOKEN> in the README with the token from your dashboard.",
    "OKUMECLOUD_API_TOKEN and MOKASMS_AUTH_TOKEN must be set before the nightly sync runs.",
    "No le digas tu contraseña a nadie, ni al técnico.",
    "La contraseña debe tener por lo menos catorce caracteres, chico.",
    "Mbolo! La reunión del secadero es el jueves a las 10:00.",
    "Ne donne jamais ton mot de passe à quelqu'un au téléphone, hein.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "No li donis mai la contrasenya a ningú, xe.",
    "La contrasenya ha de tenir almenys catorze caràcters.",
    "¿Olvidaste tu contraseña? Pulsa en «Recuperar».",
    "Upgraded the HMI firmware from 5.0 to 5.1 and psycopg to 3.2.9 over the weekend.",
    f"commit {_COMMIT} adds the Annobón sailing to the booking form.",
    f"Rolled back to {_SHORT} after the fare table broke the ferry quotes.",
    f"requirements.txt: psycopg==3.2.9 --hash=sha256:{_WHEEL_SUM}",
    f"The cold-store HMI firmware 5.1.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The booking API runs ghcr.io/bisila/booking-api@sha256:{_IMAGE}.",
    f"MD5 of manifiesto_2033-03-02.pdf is {_MD5}, same as the copy on the share.",
    "Request id 3c9a0e71-5b2d-4e8f-9a16-d07b2c4e81f5 is the slow one in the booking logs.",
    "Purchase order OC-2033-00217 for 60 sacks of Luba cacao ships on Thursday.",
    "Ticket FD-2291: the Malabo–Bata ferry leaves at 19:30, boarding from 18:00.",
    "Call the Casa Moka reception on +240 333 091 774 before noon.",
    "Container BSLU 6127340 with the cacao lot is at the port of Malabo.",
    "Bill of lading BRL-MAL-2033-0042 covers 22 pallets of cacao.",
    "HS code 1801.00 is cacao beans; 0303.89 is frozen fish.",
    "Cold room 2 is at -18 °C; the fruit room is at 8 °C and 85 % humidity.",
    "After five wrong passwords the booking PC locks the account for 15 minutes.",
    "The Luba drying shed is 32 m long; a sack of cacao weighs about 62 kg.",
    "The secret of good Bioko cacao is a slow fermentation of six days.",
    "Ask Teodora for the cold-store keypad code, I don't have it.",
    "My card ending 4417 was declined at the Bata hardware store.",
    "The São Tomé broker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the BisilaPay account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `PICOMAPS_ACCESS_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the Luba shed rusts in the sea air; oil it every month.",
    "The guest wifi 'CasaMoka-Huespedes' is open, no password needed.",
    "Lot LUB-2033-0118, 62 kg, moisture 7.4 %; the cut test gave 78 % brown beans.",
    "Tarifa del ferry Malabo–Bata: 45 000 XAF en butaca, 90 000 XAF en camarote.",
    "La habitación 4 de Casa Moka cuesta 35 000 XAF la noche, desayuno incluido.",
    "Le vol Douala–Malabo décolle à 14 h 05, porte 3.",
    "El vol de València surt a les 07:40 i arriba a Madrid a les 08:45.",
    "Versión 2.7.1 de la app de reservas publicada el 2033-03-01.",
    "Taxi 2241 del Paseo, turno de noche, ruta Malabo–Sipopo.",
    "ISBN 978-84-376-0494-7 is the Fang–Spanish dictionary on the office shelf.",
    "El número de la tienda del puerto es +240 222 418 305; abren a las 8.",
    "The password field on the booking form now shows a strength meter.",
    "A PIN is required for every card payment at the ferry desk.",
    "Token counts for the assistant: prompt 812, completion 240.",
    "The API key rotation for BasileMail is scheduled for Friday.",
    "Mot de passe oublié ? Clique sur « Réinitialiser ».",
    "He oblidat la contrasenya del correu; demà la canvie.",
    "La palabra del día en fang es «akiba», gracias.",
    "Pilar pinned the booking API to 2.7.1 until the fare bug is fixed.",
    "Parcel tracking number EE 481 220 917 GQ arrived in Bata on Monday.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ribera/booking", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 217}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "psycopg", "version": "3.2.9"}}',
    '{"ticket": "FD-2291", "purchase_order": "OC-2033-00217"}',
    '{"lot": {"id": "LUB-2033-0118", "weight_kg": 62, "moisture_pct": 7.4}}',
    '{"telefono": "+240 333 091 774", "ciudad": "Riaba"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "sacks_in_stock": 914}',
    '{"hs_code": "1801.00", "origin": "GQ", "description": "cacao beans"}',
    '{"ferry": "Malabo-Bata", "salida": "19:30", "tarifa_xaf": 45000}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
