# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-eighty-third corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-eighty-first's
docstring, the fifth to two-hundred-and-eighty-first only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-eighty-second, two-hundred-and-eighty-fourth and two-hundred-and-eighty-fifth),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (283517094), password words (a
flour sack's weight, `Farina25kg#41`; a ferry's port and departure, `Livorno08h30!`; a GR20
refuge and its altitude; a Corsican wine grape and vintage; Corsican food words and places; a
generator's four dashed groups; random runs), names, places, templates, tools, vendors and
layouts, the way the staff of a fictional company (a chestnut-flour mill in the Castagniccia, a
ferry agency in Bastia, a charcuterie shop in Corte, a hiking refuge on the GR20 and a wine
estate near Patrimonio), its Italian ferry crews and its German-speaking hikers leak secrets into
an assistant's memory. Every company, person, address and number is fictional; only the region
is real. The texts are chats with times, tickets, wiki tables and breadcrumbs, notes, e-mails,
runbooks, READMEs, shell prompts and shell history, voice-memo transcripts, dictated and spelled
text and requests to the assistant itself; the separators run from a colon, "is" and a dash to
an arrow, an emoji, a new line, a table bar, `« … »`, backticks and parentheses.

Names and tools by grep (case-insensitively, the number of heldouts 5 to 281 that name each): in
none, Castagniccia, Patrimonio, GR20, Cismuntincu, Pumuntincu, Corsica Ferries, Moby Lines, La
Méridionale, Air Corsica, Toremar, Traghettilines, Aferry, Visorando, Iphigénie, Vitivisor,
L'Addition, Astrié, Hawos, Précia Molen, Cawl, Jalios, Gîtes de France, Elloha, SFR Box,
osc-cli, sqlworkbench and pspg; in one, Corsica Linea, Tirrenia, Lydia, Stancer, Pennylane,
Axonaut, Sellsy, Tiime, Outdooractive, Bergfex, Vinatis, Payplug, Lemonway, Mangopay, Isagri,
Zelty, Hiboutik, Clictopay, Payzen, Monext, Mailjet, Whaller, Talkspirit, Jamespot, ovhcloud,
bucardo, londiste, maxwell, postmap, radicale and cyradm; in two, Ajaccio, Corsica, Skred,
henplus, lazysql, gobang and `jsp`; in three, Wimi, Qonto and innobackupex; wal-g and
pg_probackup in three, Corse in three, Bastia in five. The common layouts (env files, `export`,
database URLs, Spring, WordPress, Laravel and Django configs, JWTs, PEM blocks, `otpauth://`,
Basic and Bearer headers, the `WIFI:` QR string, sshpass, smbclient, 7z, zip, openssl and
similar flags) are in wordings of their own.

About half of the secret samples are in other languages than English: French texting (`mdp`,
`c` "it's", `stp`, `jsp`, `mdr`, `merci`, `le dis à personne`, `clé d'API`, `codes de secours`,
`numéro fiscal`); Corsican in a northern, Cismuntincu spelling (`a parolla secreta … hè`,
`eccu`, `ùn la dì à nimu`, `u codice`, `a chjave API`, `utilizatore`, `codici di salvezza`) and a
southern, Pumuntincu one (`la parolla sicreta … hè`, `lu codici`, `la chjavi API`,
`utilizatori`, `grazii`, `ùn la dì à nisciunu`); the Italian of ferry crews (`la password … è`,
`ecco`, `non dirlo a nessuno`, `grazie`, `chiave API`, `codici di backup`, `libretto di
navigazione`); and the German of hikers (`Passwort … ist`, `Kennwort … lautet`, `hier ist`,
`sag's niemandem`, `danke`, `API-Schlüssel`, `Geheimzahl`, `Backup-Codes`,
`Wiederherstellungsschlüssel`); a few lines in Spanish, Portuguese and Czech with the seed
phrases. The wordings are the author's approximations, checked by no speaker; the thinnest
guesses are the Corsican ones: the Pumuntincu forms (`lu`, `la chjavi`, `sicreta`, `grazii`,
`nisciunu`) most, then `parolla secreta` for "password", `codici di salvezza` for backup codes,
`copia di salvezza`, `verificazione` and `utilizatore`.

Vendors (by grep as above). No shape here is one the author knows to be real: every one is a
guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, and the `cf_agt_`,
`trm_`, `ack_live_`, `ell_`, `cawl_sk_`, `stest_`, `sk_live_`, `tiime_` and `prodpassword_`
prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: France's
tax number (`stdnum.fr.nif`), SIRET (`stdnum.fr.siret`) and VAT number (`stdnum.fr.tva`),
Monaco's VAT number (`stdnum.mc.tva`), Switzerland's AHV number (`stdnum.ch.ssn`), Austria's
social insurance number (`stdnum.at.vnr`) and Germany's Steuer-IdNr (`stdnum.de.idnr`). Kinds no
library or this file checks (no check-digit algorithm is written here; the shapes are guesses):
the French identity card of 2021 and driving licence, the Italian electronic identity card,
the Italian seafarer's book (libretto di navigazione) and the German passport. Card numbers pass
Luhn (the value helpers' Visa, Mastercard, Amex, Maestro, Discover, JCB, Diners and UnionPay,
checked with python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only, none read
as a year. The IBANs are of Montenegro, Honduras, Libya, Monaco, Timor-Leste and Yemen (the
countries a rough count of the country codes in heldouts 5 to 281 finds least, in twenty-three
to twenty-four corpora each), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, French, Italian, Spanish, Portuguese and Czech lists, each drawn until
`Mnemonic(lang).check` accepts it. Every secret is drawn again until it is new and no clean text
holds it. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every
secret unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.at import vnr as at_vnr
from stdnum.ch import ssn as ch_ssn
from stdnum.de import idnr as de_idnr
from stdnum.fr import nif as fr_nif
from stdnum.fr import siret as fr_siret
from stdnum.fr import tva as fr_tva
from stdnum.mc import tva as mc_tva

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 283_517_094
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
_SEEN: set[str] = set()


def _fresh(secret: str) -> bool:
    """A secret no earlier sample and no clean text holds."""
    return len(secret) >= 4 and secret not in _SEEN and not any(secret in c for c in _CLEAN_ALL)


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A value
    already used, or held by a clean text, is drawn again."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(1000):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if _fresh(secret):
                    break
            else:
                raise ValueError(self.cls)
            _SEEN.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_CHESTNUT = ["Castagna", "Pisticcine", "Fritelli", "Nicci", "Pulenda", "Falculelle", "Canistrelli",
             "Brocciu", "Figatellu", "Lonzu", "Coppa", "Prisuttu", "Niellucciu", "Vermentinu",
             "Sciaccarellu", "Muscatu", "Myrte", "Cedratine", "Ziglia", "Mufra"]  # fmt: skip
_PLACES = ["Piedicroce", "Morosaglia", "Orezza", "Carcheto", "Valle-dAlesani", "Bastia",
           "Corte", "Restonica", "Patrimonio", "Farinole", "Nebbiu", "Vizzavona", "Asco",
           "Manganu", "Petra-Piana", "Ortu", "Capitellu", "Cintu", "Tavignanu", "Lama"]  # fmt: skip
_NAMES = ["Ghjuvan", "Santu", "Maria-Ghjuvanna", "Paulu", "Lisandru", "Ceccè", "Anghjulina",
          "Dumenicu", "Orsu", "Stefanu", "Letizia", "Battì", "Nunziata", "Gennaro", "Salvatore",
          "Ciro", "Raffaella", "Jonas", "Lea", "Matthias", "Hannelore", "Benedikt", "Océane",
          "Kevin", "Inès", "Théo"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["C4st4gn4", "F1g4t3llu", "Br0cc1u", "P4tr1m0n10", "Nebb1u", "R3st0n1c4", "Vizz4v0n4",
         "M0r0s4gl14", "C1ntu"]  # fmt: skip


def _sack(g: random.Random) -> str:
    """A flour lot and a sack's weight, the way the mill crew jokes a password together."""
    return f"Farina{g.choice([5, 10, 25, 50])}kg{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _crossing(g: random.Random) -> str:
    """A ferry's departure time and port, the way the Bastia desk picks one."""
    port = g.choice(["Livorno", "Savona", "Genova", "Toulon", "Nizza", "Piombino", "Marseille"])
    return (
        f"{port}{g.randrange(6, 23):02d}h{g.choice(['00', '15', '30', '45'])}{g.choice(_SYMBOLS)}"
    )


def _stage(g: random.Random) -> str:
    """A GR20 stage's refuge and its altitude, the hikers' way."""
    return f"{g.choice(_PLACES)}-{g.randrange(900, 2700)}m{g.choice(_SYMBOLS)}"


def _vintage(g: random.Random) -> str:
    return (
        f"{g.choice(_CHESTNUT[11:])}{g.randrange(1998, 2033)}{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}"
    )


def _manager(g: random.Random) -> str:
    """Four dashed groups of five, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _sack, _crossing, _stage, _vintage, _manager,
    lambda g: f"{g.choice(_CHESTNUT)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower().replace('è', 'e').replace('ì', 'i')}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_CHESTNUT).lower()}_{g.randrange(10, 100)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN_CHARS = set(string.ascii_letters + string.digits + "._~-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN_CHARS)


_SAID = [
    "Skred message from Santu: the Astrié stone-mill controller password is {pw}",
    "Whaller post in 'Mulinu Piedicroce': Précia Molen I 400 scale web password {pw}",
    "Talkspirit chat, Anghjulina: Hawos grain-mill app password {pw}",
    "Jamespot note to the charcuterie: L'Addition till admin password {pw}",
    "Jalios intranet page 'Corte shop': Hiboutik back-office password {pw}",
    "Wimi task 'ferry desk': the Zelty kiosk password is {pw}",
    "[07:42] Paulu: Vitivisor vineyard station password {pw}",
    "Ticket #2291 (Bastia desk): SFR Box 8 admin password {pw}, please change it",
    "Hi Lisandru,\n\nthe refuge's solar charge controller password is {pw}. Delete this mail once it's in the vault.\n\nThanks,\nLetizia",
    "Runbook: restart the chestnut dryer\n1. open the control cabinet\n2. log in as tech\n3. password {pw}\n4. start fan 2",
    "README (cellar rack)\nthe fermentation tank dashboard is at https://cuves.patrimoniu.lan, admin password `{pw}`.",
    "note to self: the GR20 refuge booking PC password is {pw}",
    "dictated: the ferry desk printer password is {pw} full stop",
    "after the reinstall the till password became {pw}",
    "can you remember my Corsica Ferries agent portal password? it's {pw}",
    "password for the Moby Lines booking back office: {pw}",
    "the La Méridionale freight portal password -> {pw}",
    "voice memo: the Air Corsica group-desk password is {pw}, that's it",
    "Toremar agent login changed, password now {pw} 👍",
    "Incident 2032-07-03: the cellar webcam was open to the internet with password {pw}",
    "Wiki › Refuge › Solar: password = {pw}",
    "please store this, the Gîtes de France owner-space password is {pw}",
    "Elloha channel manager password (the refuge one) is {pw}",
    "the mill's Wi-Fi camera app password: \"{pw}\"",
    "mdp du pc de la boutique c {pw} stp le dis à personne",
    "jsp si tu l'as encore mais le mdp de la caisse c'est {pw} mdr",
    "Océane: nouveau mdp du back-office Hiboutik → {pw}, merci",
    "le mot de passe du portail Corsica Linea est « {pw} »",
    "stp note le mdp du pc du moulin : {pw}",
    "a parolla secreta di l'urdinatore di u mulinu hè {pw}",
    "Santu: a parolla secreta nova di u servitore hè {pw}, ùn la dì à nimu",
    "eccu a parolla secreta di a cantina: {pw}",
    "la parolla sicreta di l'urdinatori di la buttega hè {pw}",
    "Orsu: la parolla sicreta nova hè {pw}, grazii",
    "eccu la parolla sicreta di u rifugiu: {pw}",
    "Gennaro: la password del PC di plancia è {pw}, non dirlo a nessuno",
    "la password del portale Tirrenia è {pw}",
    "ecco la password del terminale imbarchi: {pw}",
    "Ciro: password nuova del Wi-Fi equipaggio è {pw}, grazie",
    "Salvatore, la password di Traghettilines per l'agenzia: {pw}",
    "Das Passwort für die Hütten-Reservierung ist {pw}, danke",
    "Jonas: das Kennwort vom Tablet der Gruppe lautet {pw}",
    "hier ist das Passwort für den Outdooractive-Account: {pw}",
    "Hannelore: Passwort für den Bergfex-Zugang ist {pw}, sag's niemandem",
    "Matthias hat das Kennwort vom Laptop geändert auf {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["santu", "paulu.m", "lisandru", "anghjulina", "orsu", "stefanu.c", "letizia", "batti",
          "nunziata", "gennaro", "salvatore.e", "ciro", "raffaella", "jonas.w", "lea", "matthias.k",
          "hannelore", "benedikt", "oceane", "kevin.r", "ines", "theo", "svc-mill", "cantina"]  # fmt: skip
_LOGINS = [
    "Skred, Santu: the Astrié panel login is {u} / {pw}",
    "Ticket #2304: {u} locked out of the Zelty back office, last password {pw}",
    "usr {u} pwd {pw}",
    "Wiki › Ferry desk › Moby portal: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| tank dashboard | {u} | {pw} |",
    "sign into the Vitivisor console as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "- host: refuge-nuc\n  username: {u}\n  password: {pw}",
    "creds for the cellar NAS are {u} and {pw}",
    "device,login,password\nprecia-scale,{u},{pw}",
    "identifiant {u} mdp {pw} stp",
    "login {u} et mdp {pw}, jsp s'il marche encore mdr",
    "utilizatore {u}, parolla secreta {pw}",
    "utilizatori {u}, parolla sicreta {pw}",
    "utente {u}, password {pw}, grazie",
    "Benutzer {u}, Passwort {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["muvrone", "castagnu", "merendella", "fiadone", "lonzettu", "cacciatore", "sartene",
               "niolincu", "pietrapola", "capicorsu", "fucone", "manganellu", "tafonu", "bocca",
               "maquisard", "cinghjale", "aliziu", "pinzuttu", "cabrettu", "sampiero"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}{d}: the word, small letters, then the digits",
    "password: it's {w}{d}, word first, then the number",
    "for the refuge laptop it's {w}{d}, no space",
    "voice memo: the cellar wifi password is {w}{d}, all joined",
    "le mdp c le mot {w} puis {d} collé : {w}{d}",
    "a parolla secreta hè a parolla {w} è dopu {d}, tuttu inseme: {w}{d}",
    "la password è la parola {w} e poi {d}, tutto attaccato: {w}{d}",
    "das Passwort ist das Wort {w}, dann {d}, zusammen: {w}{d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CHATS = [
    "[06:12] Jonas: wifi at the refuge?\n[06:13] Letizia: {pw}",
    "Paulu: pw for the mill PC?\nSantu: {pw}",
    "[21:40] Kevin: c quoi le mdp de la caisse stp\n[21:41] Inès: {pw}",
    "Gennaro: qual è la password del PC di bordo?\nCiro: {pw}",
    "Lea: Passwort vom Hütten-WLAN?\nOrsu: {pw}",
    "Stefanu: a parolla secreta di a cantina?\nLetizia: {pw}",
    "Théo: mdp du portail Corsica Linea ?? jsp\nOcéane: {pw} mdr",
    "[18:05] Matthias: Kennwort fürs Tablet?\n[18:06] Benedikt: {pw} 🙏",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_CLI = [
    "osc-cli api ReadVms --profile patrimoniu --authentication-method password --login {u} --password '{pw}'",
    "ovhcloud login --user {u} --password '{pw}'",
    "java -jar sqlworkbench.jar -url=jdbc:postgresql://pg.castagniccia.lan/mill -username={u} -password={pw}",
    "PGPASSWORD='{pw}' psql -h pg.castagniccia.lan -U {u} stock | pspg",
    "bucardo add db mill dbname=stock host=pg.castagniccia.lan user={u} pass={pw}",
    "londiste3 ticker.ini --conn 'host=pg.castagniccia.lan user={u} password={pw}'",
    "maxwell --user={u} --password='{pw}' --host=mysql.bastia.lan --producer=stdout",
    "henplus jdbc:mysql://mysql.bastia.lan/ferry -u {u} -p '{pw}'",
    "lazysql 'postgres://{u}:{pw}@pg.castagniccia.lan/stock'",
    "gobang --url 'mysql://{u}:{pw}@mysql.bastia.lan/ferry'",
    "innobackupex --user={u} --password='{pw}' /backup/ferry",
    "WALG_PGPASSWORD='{pw}' PGUSER={u} wal-g backup-push /var/lib/postgresql/data",
    "pg_probackup backup -B /backup -d stock -U {u} --instance mill -b FULL --password='{pw}'",
    "cyradm --user {u} --password '{pw}' imap.patrimoniu.lan",
    "curl -u {u}:{pw} -X MKCOL https://radicale.corte.lan/{u}/boutique/",
    "innotop -u {u} -p '{pw}' -h mysql.bastia.lan",
    "mysqlcheck -u {u} -p'{pw}' --all-databases --optimize",
    "sshpass -p '{pw}' ssh {u}@refuge-nuc.gr20.lan",
    "xfreerdp /v:caisse-corte.lan /u:{u} /p:'{pw}'",
    "smbclient //nas.patrimoniu.lan/cantina -U '{u}%{pw}'",
    "lftp -u {u},'{pw}' sftp://ftp.bastia.lan",
    "7z a -p'{pw}' factures-2032.7z factures/",
    "zip -P '{pw}' grilles-tarifaires.zip tarifs/*.pdf",
    "openssl enc -aes-256-cbc -in clients.csv -out clients.enc -pass pass:'{pw}'",
    "mosquitto_pub -h mqtt.castagniccia.lan -u {u} -P '{pw}' -t seccadoghju/temp -m 48",
    "ipmitool -I lanplus -H bmc.bastia.lan -U {u} -P '{pw}' chassis status",
    "sqlcmd -S sql.bastia.lan -U {u} -P '{pw}' -d Billetterie",
    "docker login registry.castagniccia.lan -u {u} -p '{pw}'",
    "redis-cli -h redis.bastia.lan -a '{pw}' ping",
    "rabbitmqctl add_user {u} '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "santu@mulinu:~$ {c}", "root@refuge-nuc:~# {c}", "PS C:\\caisse> {c}",
    "Paulu a lancé : {c}", "cumanda lanciata: {c}", "comando che ho lanciato: {c}",
    "den Befehl hab ich so getippt: {c}", "history | tail -1\n  512  {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = v.until(rng, _plain_pw, _fresh)
            _SEEN.add(secret)
            text = template.format(pw=secret, u=rng.choice(_USERS))
            out.append(Sample(cls, rng.choice(frames).format(c=text), secret))
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.castagniccia.lan:5432/stock",
    "mysql://{u}:{pw}@mysql.bastia.lan:3306/ferry",
    "mongodb+srv://{u}:{pw}@cluster0.patrimoniu.example.net/cantina",
    "redis://{u}:{pw}@redis.bastia.lan:6379/0",
    "amqp://{u}:{pw}@mq.bastia.lan:5672/billets",
    "sftp://{u}:{pw}@ftp.corte.lan:22/etiquettes/",
    "Server=sql.bastia.lan;Database=Billetterie;User Id={u};Password={pw};",
    "jdbc:mariadb://db.corte.lan:3306/boutique?user={u}&password={pw}",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "la chaîne de connexion : {c}",
    "a stringa di cunnessione: {c}", "stringa di connessione della biglietteria: {c}",
    "Verbindungs-URL der Hüttendatenbank: {c}", "Ticket #2310: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


# (vendor, env name, maker): every shape is the author's guess
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Corsica Ferries", "CORSICA_FERRIES_AGENT_KEY", _j("cf_agt_", (ALNUM, 32))),
    ("Moby Lines", "MOBY_API_KEY", _j((HEX, 40))),
    ("La Méridionale", "MERIDIONALE_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Toremar", "TOREMAR_KEY", _j("trm_", (LOWER_DIGITS, 36))),
    ("Traghettilines", "TRAGHETTILINES_API_KEY", _j((ALNUM, 40))),
    ("Aferry", "AFERRY_SECRET", _j((HEX, 48))),
    ("Air Corsica", "AIRCORSICA_GROUPS_KEY", _j("ack_live_", (ALNUM, 28))),
    ("Visorando", "VISORANDO_API_KEY", _j((HEX, 32))),
    ("Iphigénie", "IPHIGENIE_TOKEN", _j((URLSAFE, 43))),
    ("Elloha", "ELLOHA_API_KEY", _j("ell_", (ALNUM, 30))),
    ("Gîtes de France", "GDF_PARTNER_KEY", lambda g: v.uuid4(g, "8")),
    ("Vitivisor", "VITIVISOR_KEY", _j((UPPER_DIGITS, 32))),
    ("L'Addition", "LADDITION_API_TOKEN", _j((HEX, 64))),
    ("Cawl", "CAWL_SECRET_KEY", _j("cawl_sk_", (ALNUM, 34))),
    ("Stancer", "STANCER_SECRET_KEY", _j("stest_", (ALNUM, 24))),
    ("Payplug", "PAYPLUG_SECRET_KEY", _j("sk_live_", (ALNUM, 30))),
    ("Lemonway", "LEMONWAY_WALLET_KEY", _j((HEX, 40))),
    ("Mangopay", "MANGOPAY_API_KEY", _j((ALNUM, 50))),
    ("Pennylane", "PENNYLANE_TOKEN", _j((URLSAFE, 44))),
    ("Axonaut", "AXONAUT_API_KEY", _j((HEX, 32))),
    ("Sellsy", "SELLSY_CLIENT_SECRET", _j((ALNUM, 64))),
    ("Tiime", "TIIME_API_KEY", _j("tiime_", (LOWER_DIGITS, 32))),
    ("Hiboutik", "HIBOUTIK_API_KEY", _j((UPPER_DIGITS, 30))),
    ("Zelty", "ZELTY_API_KEY", _j((ALNUM, 36))),
    ("Mailjet", "MJ_APIKEY_PRIVATE", _j((HEX, 32))),
    ("Vinatis", "VINATIS_PRO_KEY", _j((ALNUM, 32))),
    ("Isagri", "ISAGRI_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Payzen", "PAYZEN_PASSWORD", _j("prodpassword_", (ALNUM, 40))),
    ("Monext", "MONEXT_ACCESS_KEY", _j((ALNUM, 20))),
    ("Clictopay", "CLICTOPAY_KEY", _j((HEX, 40))),
    ("Outdooractive", "OA_PROJECT_KEY", _j((UPPER_DIGITS, 32))),
    ("Bergfex", "BERGFEX_API_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "docker run -e {env}={tok} castagniccia/booking-sync",
    "k8s secret, booking-sync: stringData:\n  {env}: \"{tok}\"",
    "Admin › Intégrations › {vendor} › API key: {tok}",
    "Wiki table 'Integrations': | {vendor} | 2032 | {tok} |",
    "Ticket #2331: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "clé d'API {vendor} pour la boutique : {tok} stp garde-la",
    "la clé API {vendor} c {tok} jsp si elle marche encore",
    "a chjave API di {vendor} hè {tok}",
    "la chjavi API di {vendor} hè {tok}",
    "chiave API di {vendor} per la biglietteria: {tok}",
    "API-Schlüssel von {vendor} für die Hütte: {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = v.until(rng, make, _fresh)
        _SEEN.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Skred: {t}", "it only shows it once, so here:\n{t}", "tiens le token : {t}",
                "eccu u token: {t}", "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the chestnut dryer's humidity probe: {h}": 32,
    "HMAC secret for the ticket-desk payment webhook: {h}": 64,
    "AES key of the cellar's tank sensors (hex): {h}": 32,
    "pre-shared key of the refuge's IPsec tunnel: {h}": 64,
    "chjave di cifratura di a copia di salvezza: {h}": 64,
    "chiave di cifratura dei backup di bordo: {h}": 48,
    "Schlüssel für die verschlüsselte Tourenliste: {h}": 32,
    "clé de chiffrement des sauvegardes de la caisse : {h}": 64,
    "webhook signing secret (Cawl): {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket #2340: token copied out of the browser's network tab {t}",
    "Cookie: lang=co; castagniccia_session={t}",
    "BOOKING_SYNC_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "le token du portail c {t}",
    "u token di a biglietteria: {t}",
    "das Token der Hüttenbuchung: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@castagniccia.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://auth.castagniccia.example", "aud": "booking", "roles": ["desk"]}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the refuge NUC, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/billets.bastia.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"TPE_PRIVATE_KEY": "{key}", "shop": "corte"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_mulinu <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Ticket #2351, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "a chjave privata di u servitore:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "der private Schlüssel fürs Hütten-VPN:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    block = [f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"]
    return {"key": joiner.join(block), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it off the card before I burn it: {p}": "english",
    "Nunchuk recovery phrase\n{p}": "english",
    "voice memo: the old shop wallet's recovery words are {p} and that's the lot": "english",
    "Wiki page 'Chestnut fund wallet (retired)': {p}": "english",
    "phrase de récupération du portefeuille de la cave, stp garde-la : {p}": "french",
    "i 12 parolle di u portafogliu: {p}": "italian",
    "frase di recupero del portafoglio di bordo, non dirla a nessuno: {p}": "italian",
    "frase de recuperación de la cartera de Raffaella: {p}": "spanish",
    "frase de recuperação da carteira do Kevin: {p}": "portuguese",
    "obnovovací fráze peněženky: {p}": "czech",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    lang = _SEED_PLACES[template]

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))

    phrase = v.until(rng, make, _MNEMO[lang].check)
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        " ".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "card for the ferry deposit: {c} exp 09/34",
    "Paulu's company card {c}, valid to 03/35",
    "numéro de CB pour la commande de bocaux : {c} stp",
    "a carta di a buttega: {c}",
    "numero della carta per il rifornimento: {c}",
    "Kreditkarte für die Hüttenbuchung: {c}",
    "Ticket #2362: guest's card {c} was charged twice",
    "remember this card please: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "maestro", "discover", "jcb", "diners", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c}, the four digits on the front: {cvv}",
               "Amex {c} exp 05/35, CID {cvv}",
               "carte Amex {c}, les 4 chiffres devant : {cvv}",
               "Amex {c}, i quattro numeri davanti: {cvv}",
               "Amex {c}, die vier Ziffern vorne: {cvv}",
               "Amex {c}, i quattru numeri davanti: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    cvv = v.until(rng, lambda g: _r(g, D, 4), lambda c: not 1900 <= int(c) <= 2099)
    return {"c": number, "cvv": cvv}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"ME": "n" * 18, "HN": "aaaa" + "n" * 20, "LY": "n" * 21, "MC": "n" * 10 + "c" * 11 + "nn",
                "TL": "n" * 19, "YE": "aaaa" + "n" * 4 + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN for the chestnut-flour buyer in Monaco: {i}",
    "pay the Podgorica hikers' refund to {i}",
    "IBAN du fournisseur de bocaux : {i} merci",
    "l'IBAN di u clientu: {i}",
    "IBAN dell'armatore per il nolo: {i}",
    "IBAN für die Rückzahlung: {i}",
    "Ticket #2370: wrong IBAN on the invoice, correct one {i}",
    "remember the Dili partner's bank account {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _nif(g: random.Random) -> str:
    """A French tax number (SPI), checked by ``stdnum.fr.nif``."""
    return v.until(g, lambda h: h.choice("0123") + _r(h, D, 12), fr_nif.is_valid)


def _siret(g: random.Random) -> str:
    value = v.until(g, lambda h: h.choice("3456789") + _r(h, D, 13), fr_siret.is_valid)
    return str(fr_siret.format(value))


def _tva(g: random.Random) -> str:
    return "FR" + v.until(
        g, lambda h: _r(h, D, 2) + h.choice("3456789") + _r(h, D, 8), fr_tva.is_valid
    )


def _mc_tva(g: random.Random) -> str:
    return v.until(g, lambda h: "FR" + _r(h, D, 2) + "000" + _r(h, D, 6), mc_tva.is_valid)


def _ahv(g: random.Random) -> str:
    value = v.until(g, lambda h: "756" + _r(h, D, 10), ch_ssn.is_valid)
    return str(ch_ssn.format(value))


def _vnr(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.randrange(100, 1000)}{h.randrange(10)} {h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(50, 100):02d}"

    return v.until(g, make, at_vnr.is_valid)


def _idnr(g: random.Random) -> str:
    value = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), de_idnr.is_valid)
    return str(de_idnr.format(value))


def _fr_cni(g: random.Random) -> str:
    """A French identity card of the 2021 shape: nine letters and digits (no check here)."""
    return _r(g, UPPER_DIGITS, 9)


def _it_cie(g: random.Random) -> str:
    """An Italian electronic identity card: CA, five digits, two letters (no check here)."""
    return f"CA{_r(g, D, 5)}{_r(g, UPPER, 2)}"


def _de_pass(g: random.Random) -> str:
    return "C" + _r(g, "CFGHJKLMNPRTVWXYZ0123456789", 8)


def _it_libretto(g: random.Random) -> str:
    """A seafarer's book number, the crews' (no check here)."""
    return f"LI{_r(g, D, 6)}{g.choice(['GE', 'LI', 'NA', 'PA'])}"


def _fr_permis(g: random.Random) -> str:
    return f"{g.randrange(10, 25)}{_r(g, D, 2)}{_r(g, D, 8)}"


_ID_PLACES: dict[str, Maker] = {
    "numéro fiscal de Santu pour la déclaration : {s}": _nif,
    "my French tax number (numéro fiscal de référence): {s}": _nif,
    "u numeru fiscale di Anghjulina: {s}": _nif,
    "SIRET of the mill for the subsidy form: {s}": _siret,
    "numéro SIRET de la boutique de Corte : {s}": _siret,
    "n° TVA intracom de la cave pour la facture : {s}": _tva,
    "VAT number of the Patrimonio estate: {s}": _tva,
    "n° TVA du client monégasque : {s}": _mc_tva,
    "AHV-Nummer von Benedikt für die Versicherung: {s}": _ahv,
    "Swiss AHV number of the hiker who fell at Bocca Minuta: {s}": _ahv,
    "Sozialversicherungsnummer (Österreich) von Hannelore: {s}": _vnr,
    "Austrian SVNR of the guide: {s}": _vnr,
    "Steuer-ID von Matthias: {s}": _idnr,
    "German tax ID (Steuer-IdNr) of the guest: {s}": _idnr,
    "numéro de ma carte d'identité stp : {s}": _fr_cni,
    "my French ID card number: {s}": _fr_cni,
    "numero della carta d'identità di Gennaro: {s}": _it_cie,
    "u numeru di a carta d'identità: {s}": _it_cie,
    "Reisepassnummer von Jonas: {s}": _de_pass,
    "numero del libretto di navigazione di Ciro: {s}": _it_libretto,
    "numéro de permis de Kevin : {s}": _fr_permis,
    "passport number of the German group leader: {s}": _de_pass,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Pennylane 2FA recovery codes\n{codes}", "backup codes for the shop's Google account {codes}",
            "codes de secours de Qonto stp garde-les : {codes}", "codici di backup dell'agenzia:\n{codes}",
            "Backup-Codes fürs Hüttenkonto: {codes}", "codici di salvezza di u contu: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Pennylane:santu@castagniccia.example?secret={s}&issuer=Pennylane&digits=6",
              "Aegis, manual setup key for the Mangopay login: {s}",
              "clé secrète 2FA du compte Axonaut : {s}",
              "TOTP-Geheimnis fürs Bergfex-Konto: {s}",
              "chiave segreta 2FA del portale Tirrenia: {s}"]  # fmt: skip
_CODES = ["{c} is your Corsica Ferries verification code", "Votre code Lydia : {c}. Ne le communiquez à personne",
          "Il tuo codice Toremar è {c}", "Ihr Bestätigungscode lautet {c}",
          "u codice di verificazione hè {c}", "use {c} to sign in to Elloha"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = index % 4
    codes = v.backup_codes(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Mulinu-Piedicroce", "Livebox-Castagniccia", "SFR_Bastia_Porto", "Refuge Petra Piana",
          "Cantina Patrimonio 5G", "Buttega-Corte", "Freebox-Nebbiu", "Equipaggio Deck 4"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "shop network {s}, password {pw}",
    "wifi at the refuge: {s} / {pw}",
    "le wifi {s} mdp c {pw} stp",
    "clé wifi de la box {s} : {pw}",
    "a parolla secreta di u wifi {s} hè {pw}",
    "la parolla sicreta di lu wifi {s} hè {pw}",
    "la password del wifi {s} è {pw}",
    "WLAN {s}, Passwort {pw}",
    "WLAN-Schlüssel der Hütte ({s}): {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("cf_agt_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sk_live_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "je te l'épelle : {t}", "ve lo leggo a gruppi: {t}", "ich buchstabiere: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the refuge's key box code: {pw}", "code du digicode de la boutique : {pw} stp",
          "u codice di u lucchettu di u mulinu: {pw}", "lu codici di lu cancellu: {pw}",
          "il codice del lucchetto in sala macchine è {pw}", "der Code vom Schlüsseltresor an der Hütte: {pw}",
          "cellar door keypad takes {pw} then #", "PIN of the ticket-desk card terminal: {pw}",
          "Geheimzahl der Gruppenkasse: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 8][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["castagna", "mulinu", "muvrone", "tafonu", "macchja", "bocca", "rifugiu",
                 "traghettu", "vigna", "cantina", "lonzu", "brocciu", "fucone", "pinnacula",
                 "ghjacciu", "aliva"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the shop vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "phrase de passe du coffre KeePass stp : {p}": " ",
            "a frasa secreta di u coffre: {p}": ".",
            "la passphrase del portatile di bordo: {p}": " ",
            "Passphrase für den Hütten-Tresor: {p}": "_",
            "age passphrase for the backups: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "HTTPie: http GET billets.bastia.lan/api Authorization:'Basic {v}'": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Bruno request, header Authorization: Bearer {v}": False,
    "curl -H 'Authorization: Basic {v}' https://cuves.patrimoniu.lan/api/tanks": True,
    "Hoppscotch export: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "radicale config:\n[auth]\ntype = htpasswd\n[storage]\nhook = git add -A\n# admin password {pw}",
    "/etc/postfix/sasl_passwd (then postmap it):\n[smtp.castagniccia.example]:587 mill@castagniccia.example:{pw}",
    "bucardo.rc:\ndbhost=pg.castagniccia.lan\ndbuser=bucardo\ndbpass={pw}",
    "londiste ticker.ini:\n[pgqd]\ninitial_database = stock\ndb_password = {pw}",
    "maxwell config.properties:\nuser=maxwell\npassword={pw}\nhost=mysql.bastia.lan",
    "wal-g.json:\n{{\"PGUSER\": \"walg\", \"PGPASSWORD\": \"{pw}\"}}",
    "my.cnf:\n[client]\nuser=billets\npassword={pw}",
    "application.yml:\nspring:\n  datasource:\n    username: billets\n    password: {pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'cantina', 'PASSWORD': '{pw}'}}}}",
    "docker-compose.yml:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "Laravel .env:\nDB_USERNAME=boutique\nDB_PASSWORD={pw}",
    "config.toml du robot de réservation :\n[db]\nuser = \"resa\"\npassword = \"{pw}\"",
    "config.ini a u mulinu:\n[plc]\nuser = tech\npassword = {pw}",
    "configurazione della biglietteria, db.properties:\ndb.user=biglietti\ndb.password={pw}",
    "Hütten-Konfiguration (appsettings.json):\n{{\"Db\": {{\"User\": \"huette\", \"Password\": \"{pw}\"}}}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


def _bitlocker(g: random.Random) -> str:
    return "-".join(f"{g.randrange(0, 720_000) // 11 * 11:06d}" for _ in range(8))


_RECOVERY = {
    "BitLocker recovery key of the shop laptop: {k}": _bitlocker,
    "clé de récupération BitLocker du pc de la caisse : {k}": _bitlocker,
    "Apple recovery key for Paulu's account: {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(7)),
    "Wiederherstellungsschlüssel vom Hüttenlaptop: {k}": _bitlocker,
    "chiave di ripristino del Mac di bordo: {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(7)),
}  # fmt: skip
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")


_ENV_FILES = [
    ".env (booking-sync):\nAPP_ENV=prod\nSMTP_USER=resa@castagniccia.example\nSMTP_PASSWORD={pw}\nLOG_LEVEL=info",
    ".env de la caisse :\nTPE_ID=CORTE-01\nTPE_SECRET={pw}",
    "env file a u mulinu:\nPLC_HOST=10.2.0.5\nPLC_PASS={pw}",
    ".env della biglietteria:\nSMS_SENDER=TRAGHETTI\nSMS_GATEWAY_PASSWORD={pw}",
    ".env der Hütten-App:\nMQTT_USER=huette\nMQTT_PASSWORD={pw}",
]  # fmt: skip
_envs = _Family("env_file", _ENV_FILES, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_chats, 12), (_cli, 34), (_urls, 13),
    (_vendors, 50), (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 5), (_codes, 6),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16),
    (_recovery, 5), (_envs, 5),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    _SEEN.clear()
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return v.until(
        g,
        lambda h: str(_MNEMO["english"].to_mnemonic(bytes(h.randrange(256) for _ in range(16)))),
        _MNEMO["english"].check,
    )


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Astrié panel password is": "{s}", "mdp de la caisse stp:": "{s} (depuis le changement de TPE)",
    "a parolla secreta hè": "{s}", "la password del PC di plancia è": "{s}\ncambiala a fine stagione",
    "das Hütten-Passwort ist": "{s}", "Zelty password": "{s}",
    "the password Jonas read out over the radio was": "{s}, I think", "la parolla sicreta hè": "{s}",
    "mot de passe :": "{s}", "Passwort:": "{s} danke",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Moby Lines API key", "{s}", _j((HEX, 40))),
    ("split_token", "Stancer key:", "{s} (boutique)", _j("stest_", (ALNUM, 24))),
    ("split_token", "La Méridionale client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MC"))),
    ("split_backup", "Pennylane recovery codes", "{s}\n4821-7730\n9902-1184", lambda g: v.backup_codes(g, 1, 1)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Steuer-ID", "{s}", _idnr),
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


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"astrie": {"url": "https://mulinu.castagniccia.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mdp": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "gennaro", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"tills": [{"name": "corte-1"}, {"name": "corte-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["maxwell", "--user", "maxwell", "--password", "{s}", "--host", "mysql.bastia.lan"]}': ("meta_password", _plain_pw),
    '{"note": "a parolla secreta di u mulinu hè {s}"}': ("meta_password", _plain_pw),
    '{"Passwort": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the ferry portal as gennaro with the password {s}"}': ("meta_password", _plain_pw),
    '{"moby": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"visorandoToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"axonaut_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "ME")),
    '{"guest": {"ahv_nummer": "{s}"}}': ("meta_id", _ahv),
    '{"mfa": {"recovery_codes": ["{s}", "7730-4821", "1184-9902"]}}': ("meta_otp", lambda g: v.backup_codes(g, 1, 1)[0]),
    '{"chestnut_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"mill_gate": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Refuge Petra Piana", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"astrie-controller-2.4.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.castagniccia.lan/booking-sync:1.7").hexdigest()
_COMMIT = hashlib.sha1(b"booking: add Livorno timetable", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"till: revert VAT rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cuvee_2032_assemblage.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"farine-lots-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Astrié panel password before the miller's visit on 2032-10-14.",
    "Jonas asked for the refuge wifi password; it's on the board behind the counter.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Skred; share a vault link instead.",
    "The `.env.example` line `MOBY_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Zelty kiosk asks for a new admin password after every update.",
    "Replace <YOUR_VISORANDO_KEY> in the README with the key from your Visorando account.",
    "STANCER_SECRET_KEY and MJ_APIKEY_PRIVATE must be set before the nightly sync runs.",
    "stp dis jamais ton mdp à personne, même à moi mdr",
    "jsp où est le mdp de la caisse, demande à Océane",
    "Ùn dì mai a to parolla secreta à nimu.",
    "Ùn dì mai la to parolla sicreta à nisciunu.",
    "Non dire mai la password a nessuno, nemmeno al comandante.",
    "Sag dein Passwort niemandem, auch nicht dem Hüttenwirt.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "La password deve avere almeno quattordici caratteri.",
    "Upgraded the till firmware from 3.2 to 3.4 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the Livorno timetable to the booking sync.",
    f"Rolled back to {_SHORT} after the VAT rounding broke the Corte till.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Astrié controller firmware 2.4.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of farine-lots-2031.parquet: {_SHA512}",
    f"The booking sync runs registry.castagniccia.lan/booking-sync@sha256:{_IMAGE}.",
    f"MD5 of cuvee_2032_assemblage.csv is {_MD5}, same as the copy on the cellar NAS.",
    "Request id 3c9e71a4-5d2b-4e08-a6f1-8b0c2d7e4f19 is the slow one in the booking logs.",
    "Order CMD-2032-00731: 120 jars of chestnut cream for the Bastia shop, ships Tuesday.",
    "Ticket #2291: the Bastia desk printer jams on A5 boarding cards.",
    "Call the Piedicroce mill on +33 4 95 35 81 62 before noon.",
    "Ferry Bastia–Livorno departs 08:00 from quai Saint-Nicolas, arrives 12:00.",
    "HS code 1106.30 is flour of chestnuts; 0208.90 covers the figatellu trimmings.",
    "The chestnut dryer runs at 48 °C for nine days; the flour is milled at 12 % moisture.",
    "After five wrong passwords the Hiboutik back office locks the account for 20 minutes.",
    "GR20 stage 7: Petra Piana to Manganu, 10 km, 6 h 30, 850 m down.",
    "The postcode of Corte is 20250, of Bastia 20200 and of Patrimonio 20253.",
    "ISBN 978-2-8240-0312-5 is the chestnut cookbook on the shop shelf.",
    "Lot FAR-2032-CAST-0412, 25 kg, AOP Farina castagnina corsa, best before 2033-09.",
    "Ask Letizia for the refuge key-box code, I don't have it.",
    "My card ending 4417 was declined at the Corte bakery.",
    "The Monaco buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Pennylane account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `CORSICA_FERRIES_AGENT_KEY` in the secrets store, never in the repository.",
    "The padlock on the mill gate rusts in the winter fog; oil it every month.",
    "Moby Lines moved the API key page under Settings › Developers in its May release.",
    "The guest wifi 'Buttega-Corte-Guest' is open, no password needed.",
    "Niellucciu 2030 from the Patrimonio estate scored 91; the Vermentinu 2031 scored 89.",
    "Route T20 runs from Bastia to Corte; the D71 climbs to Piedicroce.",
    "Il traghetto delle 21:00 per Savona ha 42 cabine libere, ponte 7.",
    "Die Hütte von Petra Piana liegt auf 1842 m, Reservierung ab 1. Juni.",
    "a castagna si coglie in uttrovi, u mulinu gira da nuvembre.",
    "Tracking number 6A12345678901 for the jars sent to Nice.",
    "Invoice FAC-2032-0917 for 300 kg of chestnut flour, due 2032-11-30.",
    "The SIRET field on the form is optional for private guests.",
    "Seed bank lot CAST-PIAN-2029 holds Pianarinca chestnut cuttings, not a wallet.",
    "Pass Corsica 2032 ferry pass, 6 crossings, 240 EUR.",
    "mdr le code promo c'est CORSICA10 pour -10 % sur la farine",
    "The refuge's AED is behind the door, code-free; call 112 for help.",
    "Il codice HS del brocciu è 0406.10; il lonzu va sotto 1601.",
    "Die Tourennummer T-GR20-07 steht auf der Karte, nicht das Passwort.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/mill/astrie", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "2291", "order": "CMD-2032-00731"}',
    '{"lot": {"id": "FAR-2032-CAST-0412", "weight_kg": 25, "moisture_pct": 12}}',
    '{"phone": "+33 4 95 35 81 62", "city": "Piedicroce"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "jars_in_stock": 1284}',
    '{"hs_code": "1106.30", "origin": "FR", "description": "chestnut flour"}',
    '{"ferry": "Bastia-Livorno", "departure": "08:00", "deck": 7}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
_CLEAN_ALL = CLEAN + _CLEAN_METADATA_JSON
