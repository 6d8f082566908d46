# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-eighty-seventh corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-eighty-fifth's
docstring, the fifth to three-hundred-and-eighty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (386, 388, 389), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (387_604_219) and password words (a
Bajan dish or word, a bay and a number and a sign, `FalernumRockley42!`; dot-joined dishes with a
year, `conkie.mauby.2031`; leet `F4l3rnum`; a cask's age, `Cask12yr#`; a name, a year and a
town; dashed generator groups; random runs).

The fictional company is Cutlass Reef Rum & Provisions Ltd., a small rum bottler and shop with its
office in Bridgetown, a bond room in Holetown, a rum shop in Speightstown and a fish-fry stall in
Oistins; its staff (Dwayne who runs IT, Shanice, Marcus, Keisha, Trevor, Donna), Venezuelan
workers (Yusmary, Jhonder, Oriana, Wilmer, Alcides), the Indo-Bajan Patel and Mistry families and
their relatives in Navsari, Bharuch and Varanasi (Rohan, Nilesh, Hansa ben, Kiran, Sunita), the
Guyanese-Brazilian freight partners in Lethem and Bonfim (Joelma, Raimundo) and the rum importer
in Flensburg (Ulrike Hansen, Hauke). Every company, person, address, domain
(`cutlassreef.lan`, `cutlassreef.example`), account and number is invented; only the region is
real. Texts: chats, tickets, notes, runbooks, shell prompts, config and env files, voice-note
transcripts and requests to the assistant; separators: a colon, `=`, `→`, `/`, `|`, `is`, `es`,
`é`, `hai`, `chhe`, `है`, `છે`, `lautet`, a new line, a question then its answer, a value said
first, a table row.

Grep counts (heldouts 5 to 385, grep -l): none for wunna, marico, Sagebrush, Cashea, Ubii, mMoney,
Finom; one for Barbados, Bridgetown, Speightstown, Oistins, Holetown, ferretdb,
Bling, Nuvemshop, Conta Simples, Pleo, Lynk, Tiny ERP, Moss, Wati; two for Bajan, passwud,
Banesco, Bookstack, Omie, Kontist, Billie,
lexoffice, Shiprocket, Delhivery, Juspay, Decentro, Interakt, Vyapar, Khatabook; three for
orchestrator-client, Holvi, Mautic; four to nine for Krones, Uptime Kuma, Invoice Ninja,
singlestore, pt-table-checksum, clpplus, Alfa Laval, xtrabackup, myloader, mqttx, rustic, gopass,
mount.cifs, Paperless, gh-ost, smbmap, surreal sql, `chhe`; ten to twenty-five for the other
command lines (snowsql, impala-shell, beeline, mariadb-dump, mydumper, memtier, sshfs, yt-dlp,
ansible-playbook, valkey-cli, hdbsql, isql-fb, evil-winrm, rdesktop, kopia, vsql, ncftp, x11vnc)
and the configs; the terminals and wallets (Termius, MobaXterm, WezTerm, Warp, Sparrow, Nunchuk,
BlueWallet) are common ones. Languages: about half in English or config; the rest in Bajan
Creole as texted (`de passwud fuh`, `wunna`, `wuh de password?`, `dat is`, `cuh`), Venezuelan
Spanish (`chamo`, `pana`, `epa`, `la clave quedó en`, `vale`), Hindi in Devanagari and
romanised (`नया पासवर्ड है`, `naya password hai`, `ek ek karke`), Gujarati in its script and
romanised (`નવો પાસવર્ડ છે`, `maro navo password chhe`, `ni API key`), Brazilian Portuguese of
the Lethem-Bonfim partners (`a senha do roteador é`, `senha nova`) and the importer's German
(`Das Kennwort lautet`, `Zugangsdaten`, `Prüfnummer`). The Bajan spellings, the romanised Hindi
and Gujarati and the Gujarati script wordings are my guesses at how they are texted. Vendors,
mostly little used or invented: Cashea, Ubii Pagos, mMoney, Finom, Omie, Bling, Nuvemshop, Conta
Simples, Pleo, Billie, Kontist, lexoffice, Shiprocket, Delhivery, Juspay, Decentro, Interakt,
Wati, Vyapar, Khatabook, Lynk, Tiny ERP, Moss, Holvi, and the invented CoralPay Caribbean,
FlyingFish POS, CaneTrack, Bajan Ledger, CropOver Tix, Careenage Cloud, BondWatch and Oistins
Fresh. Ids: India's Aadhaar, its Virtual ID, PAN and GSTIN (`stdnum.in_`), Venezuela's RIF
(`stdnum.ve.rif`), Brazil's CPF and CNPJ and Germany's USt-IdNr (`stdnum.de.vat`), each drawn
until its module validates it; IBANs of Saint Lucia, Brazil, the British Virgin Islands,
Timor-Leste, Somalia and Honduras (checked with `stdnum.iban`); seed phrases from `mnemonic`'s
English, Spanish, Portuguese, French and Italian lists, each valid by `Mnemonic.check`; cards
pass Luhn (RuPay and Elo prefixes drawn here and checked with python-stdnum's `luhn`).
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
from stdnum.br import cnpj as br_cnpj
from stdnum.br import cpf as br_cpf
from stdnum.de import vat as de_vat
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import gstin as in_gstin
from stdnum.in_ import pan as in_pan
from stdnum.in_ import vid as in_vid
from stdnum.ve import rif as ve_rif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 387_604_219
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


_ISLAND = [
    "Flyingfish",
    "Cou-cou",
    "Falernum",
    "Conkie",
    "Pudding",
    "Souse",
    "Cutters",
    "Mauby",
    "Breadfruit",
    "Sugarapple",
    "Dolphin",
    "Macaroni",
    "Bajan",
    "Chattel",
    "Tuk",
    "Landship",
    "Cropover",
    "Kadooment",
]
_SEA = [
    "Careenage",
    "Rockley",
    "Bathsheba",
    "Cattlewash",
    "Bottom",
    "Crane",
    "Silver",
    "Miami",
    "Brownes",
    "Mullins",
    "Paynes",
    "Sandy",
    "Accra",
    "Dover",
]
_TOWNS = [
    "Bridgetown",
    "Speightstown",
    "Oistins",
    "Holetown",
    "Bathsheba",
    "Warrens",
    "Wildey",
    "Maracaibo",
    "Barquisimeto",
    "Navsari",
    "Bharuch",
    "Varanasi",
    "Lethem",
    "Bonfim",
    "Flensburg",
    "Kappeln",
]
_NAMES = [
    "Dwayne",
    "Shanice",
    "Marcus",
    "Keisha",
    "Rohan",
    "Nilesh",
    "Hansa",
    "Kiran",
    "Yusmary",
    "Jhonder",
    "Oriana",
    "Wilmer",
    "Joelma",
    "Raimundo",
    "Ulrike",
    "Hauke",
    "Trevor",
    "Donna",
    "Sunita",
    "Alcides",
]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = [
    "Fl4ggf1sh",
    "F4l3rnum",
    "C0uC0u",
    "M4uby",
    "Cutt3rs",
    "Ch4tt3l",
    "K4d00m3nt",
    "S0us3",
    "B4th5h3b4",
]


def _cask(g: random.Random) -> str:
    """A rum, its cask's age and a sign, the way the bond-room crew joke a password together."""
    return (
        f"{g.choice(['Cask', 'Barrel', 'Still', 'Vat'])}{g.randrange(3, 21)}yr{g.choice(_SYMBOLS)}"
    )


def _dashed(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_ISLAND)}{g.choice(_SEA)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_ISLAND, 2)) + f".{g.randrange(1966, 2035)}",
    lambda g: (
        f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}"
    ),
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2034)) + g.choice(_SYMBOLS),
    _cask,
    lambda g: f"{g.choice(_TOWNS).lower()}_{g.choice(_ISLAND).lower()}_{g.randrange(1960, 2034)}",
    lambda g: f"Bay{g.randrange(100, 1000)}{g.choice(_SEA)}{g.choice(_SYMBOLS)}",
    lambda g: (
        _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2)
    ),
    lambda g: f"{g.choice(_SEA).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _dashed,
    lambda g: f"{g.choice(_NAMES)}Loves{g.choice(_ISLAND)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English (office, tickets, runbooks)
    "Zammad ticket #4410 (Cutlass Reef IT): the Holetown bond-room scale admin password is {pw}",
    "Runbook, Speightstown bottling line: Krones PLC web login password {pw}",
    "Note to self: the new Sagebrush POS back-office password for the Oistins kiosk is {pw}",
    "Dwayne: remember the rum-shop tablet pass code? it's {pw} now",
    "Teams chat 'Bridgetown office': the Ricoh copier admin pwd → {pw}",
    "voice note, Shanice, 07:42: okay the password for the bond warehouse camera is {pw}, bye",
    "hey assistant, store this: Cutlass Reef payroll portal password = {pw}",
    "Please remember that the still-house HMI login is operator and the password is {pw}.",
    "Incident 2033-118: vendor tech logged into the Alfa Laval separator with password {pw}",
    "Keep for later — distillery SCADA engineering password: {pw}",
    # Bajan Creole, as texted
    "Marcus: de passwud fuh de shop wifi is {pw}",
    "Keisha: wunna, de new password fuh de till is {pw} doh tell nobody",
    "Trevor: wuh de password? {pw} — i jus change it",
    "Donna: lemme tell yuh, de password fuh de bond computer now is {pw}",
    "Dwayne: de pass fuh de Speightstown router dat {pw}, hear?",
    "Shanice: me password fuh de email is {pw}, cheese on bread don't lose it",
    "Marcus: password fuh de rumshop laptop: {pw} cuh de old one did done",
    # Venezuelan Spanish
    "Yusmary: chamo, la clave del wifi del galpón es {pw}",
    "Jhonder: epa pana, la contraseña nueva del sistema es {pw}",
    "Oriana: la clave de la laptop de la oficina quedó en {pw}, vale",
    "Wilmer: marico, te paso la clave del correo: {pw}",
    "nota de voz de Yusmary: bueno, la contraseña del portal de nómina es {pw}, chao",
    "Alcides: mi clave del Banesco es {pw}, no se la pases a nadie",
    "Jhonder: contraseña del usuario admin → {pw}",
    # Hindi, Devanagari and romanised
    "सुनीता: नया पासवर्ड है {pw}",
    "रोहन: ऑफिस के कंप्यूटर का पासवर्ड {pw} है",
    "Sunita: bhaiya, naya password hai {pw}",
    "Rohan: mera email ka password {pw} hai, kisi ko mat batana",
    "वॉइस नोट: बैंक ऐप का पासवर्ड {pw} है",
    "Kiran: wifi ka password hai {pw}",
    # Gujarati, script and romanised
    "હંસા: નવો પાસવર્ડ છે {pw}",
    "નિલેશ: દુકાનના કોમ્પ્યુટરનો પાસવર્ડ {pw} છે",
    "Hansa ben: maro navo password chhe {pw}",
    "Nilesh: dukan na computer no password {pw} chhe, koi ne na kehta",
    "Kiran: bank app no password: {pw}",
    "કિરણ: પાસવર્ડ: {pw}",
    # Portuguese of the Guyanese-Brazilian partners
    "Joelma: a senha do roteador do depósito em Lethem é {pw}",
    "Raimundo: senha nova do sistema de frete: {pw}",
    "Joelma: minha senha do e-mail ficou {pw}, não passa pra ninguém",
    "áudio do Raimundo: então, a senha do portal é {pw}, beleza",
    "Raimundo: a senha do usuário admin é {pw}",
    # German of the rum importer
    "Ulrike: Das Kennwort für das Importportal lautet {pw}",
    "Hauke: Passwort fürs Zolltool: {pw}",
    "Ulrike Hansen (Flensburg): neues Kennwort des Lagerrechners ist {pw}",
    "Sprachnachricht Hauke: also, das Passwort für die Rumdatenbank ist {pw}, tschüss",
    "Hauke: Zugangsdaten Kontor-PC — Benutzer hauke, Kennwort {pw}",
    # more mixed
    "Zendesk macro note: customer portal reset, temporary password {pw}",
    "Jira CRV-77: UPS WorldShip station password is {pw}",
    "Bookstack page 'Oistins fish-fry stall': tablet password {pw}",
    "Nextcloud Talk, Rohan: Tally server password = {pw}",
    "Mattermost #bond-room: the Mettler scale service password is now {pw}",
    "Logseq journal: Keisha's laptop password — {pw}",
    "sticky note photo OCR: PASSWORD {pw}",
    "Can you save the Holetown villa's alarm panel installer password: {pw}",
    "Trello card 'Crop Over stall': POS password {pw}",
    "Odoo note: technician password for the bottling line is {pw}",
    "Marcus: de Holetown office password now {pw} cuh Dwayne reset it",
    "Oriana: la clave del Zoom del jefe es {pw}",
    "Sunita didi: Netflix ka password {pw} hai",
    "Joelma: senha do Wi-Fi da casa em Bonfim: {pw}",
]
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = [
    "dwayne.g",
    "shanice",
    "marcus.cw",
    "keisha.b",
    "rohan.p",
    "nilesh",
    "hansa",
    "yusmary",
    "jhonder",
    "oriana.r",
    "wilmer",
    "joelma",
    "raimundo",
    "ulrike.h",
    "hauke",
    "ops",
    "bondroom",
    "svc_bottling",
]

_LOGINS = [
    "Sage 300 login: {u} / {pw}",
    "creds fuh de Oistins till: {u} and {pw}",
    "Odoo sign-in → user {u}, pass {pw}",
    "sign in to the Holetown NVR as {u} with {pw}",
    "usuario: {u} clave: {pw}",
    "usuario {u}, contraseña {pw}",
    "यूज़र {u} पासवर्ड {pw}",
    "user {u} password {pw} (Tally Prime)",
    "યુઝર {u}, પાસવર્ડ {pw}",
    "usuário: {u} senha: {pw}",
    "Benutzer {u}, Kennwort {pw}",
    "{u}:{pw}@ftp.cutlassreef.example",
    "login for de bond PC: {u} / {pw}",
    "username={u} password={pw}",
    "| {u} | {pw} | bottling HMI |",
    "ssh {u}@bond-nas.cutlassreef.lan, pw {pw}",
    "Login do portal de frete: {u}, senha {pw}",
    "Zugang: {u} / {pw}",
    "creds {u}:{pw}",
    "entra al sistema como {u} con {pw}",
    "login: {u} | password: {pw}",
    "u={u} p={pw}",
    "id {u} aur password {pw}",
    "{u} / {pw} — that's the Speightstown rum-shop POS",
]
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = [
    "flyingfish",
    "falernum",
    "conkie",
    "mauby",
    "cutters",
    "chattel",
    "landship",
    "breadfruit",
    "sugarapple",
    "careenage",
    "bathsheba",
    "cattlewash",
]
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w} followed by {d}",
    "de password is {w} an den {d}, all small letters",
    "la clave es la palabra {w} y después {d}",
    "पासवर्ड है {w} और फिर {d}",
    "password chhe {w} pachhi {d}",
    "a senha é a palavra {w} e depois {d}",
    "Das Passwort ist das Wort {w}, dann {d}",
    "type {w}, then {d}; that's the admin password",
    "{w}{d} — that's the bond-room wifi password",
    "the name of Keisha's dog, {w}, followed by {d}",
    "{w} with a small first letter and {d} at the end, no spaces",
    "password: the fish-fry word {w} and the digits {d} together, {w}{d}",
]


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "singlestore -h s2.cutlassreef.lan -u {u} -p'{pw}' bond",
    "cqlsh scylla-1.cutlassreef.lan -u {u} -p '{pw}'",
    "ORCHESTRATOR_AUTH_USER={u} ORCHESTRATOR_AUTH_PASSWORD='{pw}' orchestrator-client -c clusters",
    "xtrabackup --backup --user={u} --password='{pw}' --target-dir=/backup/bond",
    "myloader -h db.cutlassreef.lan -u {u} -p '{pw}' -d /dumps/casks",
    "gh-ost --host=db.cutlassreef.lan --user={u} --password='{pw}' --database=bond"
    " --table=casks --alter='ADD COLUMN abv DECIMAL(4,1)' --execute",
    "pt-table-checksum h=db.cutlassreef.lan,u={u},p={pw} --databases bond",
    "RSYNC_PASSWORD='{pw}' rsync -av rsync://{u}@bond-nas.cutlassreef.lan/photos ./photos",
    "echo '{pw}' | sshfs {u}@bond-nas.cutlassreef.lan:/casks /mnt/casks -o password_stdin",
    "mount -t cifs //fs1/bond /mnt/bond -o username={u},password={pw}",
    "aria2c --ftp-user={u} --ftp-passwd='{pw}' ftp://ftp.cutlassreef.example/labels.zip",
    "yt-dlp -u {u} -p '{pw}' https://training.cutlassreef.example/still-safety",
    "x11vnc -display :0 -passwd '{pw}' -forever",
    "RUSTIC_PASSWORD='{pw}' rustic -r /srv/backup backup /srv/bond",
    "echo '{pw}' | gopass insert -f cutlass/bond/{u}",
    "ansible-playbook site.yml -e 'ansible_become_password={pw}' -u {u}",
    "hdbsql -n hana.cutlassreef.lan:30015 -u {u} -p '{pw}'",
    "clpplus {u}/{pw}@db2.cutlassreef.lan:50000/BOND",
    "SNOWSQL_PWD='{pw}' snowsql -a cutlass.us-east-1 -u {u}",
    'impala-shell -i impala.cutlassreef.lan --ldap -u {u} --ldap_password_cmd="echo {pw}"',
    "beeline -u jdbc:hive2://hive.cutlassreef.lan:10000/bond -n {u} -p '{pw}'",
    "mariadb-dump -u{u} -p'{pw}' bond > bond.sql",
    "mydumper -h db.cutlassreef.lan -u {u} -p '{pw}' -B bond -o /dumps",
    "surreal sql --endpoint http://surreal.cutlassreef.lan:8000 --user {u} --pass '{pw}'",
    "ncftp -u {u} -p '{pw}' ftp.cutlassreef.example",
    "wget --user={u} --password='{pw}' https://dl.cutlassreef.example/price-list.xlsx",
    "smbmap -H fs1.cutlassreef.lan -u {u} -p '{pw}'",
    "evil-winrm -i 10.40.1.12 -u {u} -p '{pw}'",
    "rdesktop -u {u} -p '{pw}' ts1.cutlassreef.lan",
    "vsql -h vertica.cutlassreef.lan -U {u} -w '{pw}'",
    "isql-fb -user {u} -password '{pw}' fb.cutlassreef.lan:/data/bond.fdb",
    "mqttx sub -h mqtt.cutlassreef.lan -t 'still/#' -u {u} -P '{pw}'",
    "valkey-cli -h cache.cutlassreef.lan --user {u} -a '{pw}'",
    "kopia repository connect s3 --bucket=cutlass-bk --access-key=AKIA-BOND --password='{pw}'",
    "memtier_benchmark -s cache.cutlassreef.lan -a '{pw}' --ratio=1:10",
]
_SHELLS = [
    "{c}",
    "$ {c}",
    "dwayne@bond-srv:~$ {c}",
    "Warp terminal, ~/cutlass-ops: {c}",
    "Tabby tab 'Oistins': {c}",
    "WezTerm:\n{c}",
    "Kitty, rohan@tally-vm:~$ {c}",
    "Hyper terminal on the Holetown PC: {c}",
    "MobaXterm session 'bond-nas':\n{c}",
    "Termius, host speightstown-gw: {c}",
    "Windows Terminal PS C:\\ops> {c}",
    "de command I run: {c}",
    "el comando que corrí: {c}",
    "मैंने यह कमांड चलाया: {c}",
    "maine ye command chalaya: {c}",
    "આ કમાન્ડ ચલાવ્યો: {c}",
    "rodei este comando: {c}",
    "Befehl aus dem Kontor: {c}",
    "history | tail -1\n  512  {c}",
]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "ferretdb --postgresql-url=postgres://{u}:{pw}@pg.cutlassreef.lan:5432/ferretdb",
    "rtsp://{u}:{pw}@cam-bond2.cutlassreef.lan:554/Streaming/Channels/101",
    "ftps://{u}:{pw}@edi.cutlassreef.example:990/outbound/",
    "amqps://{u}:{pw}@mq.cutlassreef.lan:5671/bottling",
    "mssql://{u}:{pw}@sage.cutlassreef.lan:1433/CRV",
    "nats://{u}:{pw}@nats.cutlassreef.lan:4222",
    "clickhouse://{u}:{pw}@ch.cutlassreef.lan:9000/sales",
    "DATABASE_URL=mysql://{u}:{pw}@db.cutlassreef.lan:3306/bond",
    "la cadena de conexión: postgresql://{u}:{pw}@10.40.2.7/nomina",
    "connection string do frete: mongodb+srv://{u}:{pw}@frete.cutlassreef.example/cargas",
    "Verbindung: sqlserver://{u}:{pw}@kontor.flensburg.example:1433;database=rum",
    "smb://{u}:{pw}@fs1.cutlassreef.lan/bond",
    "redis://{u}:{pw}@cache.cutlassreef.lan:6379/2",
]
_urls = _Family("url_password", _URLS, _with(_plain_pw, u=_USERS), "pw")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {
            "iss": issuer,
            "aud": "cutlass-reef",
            "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
            "iat": issued,
            "exp": issued + 2_592_000,
            "scope": "orders:read stock:write",
        }
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Cashea", "CASHEA_API_KEY", _j((ALNUM, 40))),
    ("Ubii Pagos", "UBII_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("mMoney", "MMONEY_MERCHANT_KEY", _j((HEX, 40))),
    ("Finom", "FINOM_API_TOKEN", _j((URLSAFE, 48))),
    ("Omie", "OMIE_APP_SECRET", _j((HEX, 32))),
    ("Bling", "BLING_ACCESS_TOKEN", _j((HEX, 40))),
    ("Nuvemshop", "NUVEMSHOP_ACCESS_TOKEN", _j((HEX, 40))),
    ("Conta Simples", "CONTASIMPLES_API_SECRET", _j((ALNUM, 36))),
    ("Pleo", "PLEO_API_KEY", _j((URLSAFE, 44))),
    ("Billie", "BILLIE_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Kontist", "KONTIST_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("lexoffice", "LEXOFFICE_API_KEY", _j((URLSAFE, 44))),
    ("Shiprocket", "SHIPROCKET_TOKEN", _vendor_jwt("https://apiv2.shiprocket.in")),
    ("Delhivery", "DELHIVERY_API_TOKEN", _j((HEX, 40))),
    ("Juspay", "JUSPAY_API_KEY", _j((UPPER_HEX, 30))),
    ("Decentro", "DECENTRO_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Interakt", "INTERAKT_API_KEY", _j((B64, 60), "==")),
    ("Wati", "WATI_ACCESS_TOKEN", _vendor_jwt("https://live-server.wati.io")),
    ("Vyapar", "VYAPAR_SYNC_KEY", _j((ALNUM, 32))),
    ("Khatabook", "KHATABOOK_API_SECRET", _j((HEX, 64))),
    ("Lynk", "LYNK_MERCHANT_SECRET", _j((URLSAFE, 43))),
    ("Tiny ERP", "TINY_API_TOKEN", _j((HEX, 64))),
    ("Moss", "MOSS_API_KEY", _j("moss_live_", (ALNUM, 32))),
    ("Holvi", "HOLVI_API_TOKEN", _j((ALNUM, 40))),
    ("CoralPay Caribbean", "CORALPAY_SECRET_KEY", _j("cpk_live_", (ALNUM, 30))),  # invented
    ("FlyingFish POS", "FFPOS_API_TOKEN", _j("ffp_", (LOWER_DIGITS, 36))),  # invented
    ("CaneTrack", "CANETRACK_API_KEY", _j((HEX, 48))),  # invented
    ("Bajan Ledger", "BAJANLEDGER_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),  # invented
    ("CropOver Tix", "CROPOVERTIX_TOKEN", _j("cot_", (ALNUM, 40))),  # invented
    ("Careenage Cloud", "CAREENAGE_ACCESS_KEY", _j("CRNG", (UPPER_DIGITS, 28))),  # invented
    ("BondWatch", "BONDWATCH_API_SECRET", _j((B64, 44))),  # invented
    ("Oistins Fresh", "OISTINSFRESH_KEY", _j((ALNUM, 36))),  # invented
]
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "Dockerfile: ENV {env}={tok}",
    "fly secrets set {env}={tok}",
    "{vendor} API key: {tok}",
    "clave API de {vendor}: {tok}",
    "chave de API do {vendor}: {tok}",
    "{vendor} API-Schlüssel: {tok}",
    "{vendor} की API key {tok} है",
    "{vendor} ni API key: {tok}",
]


def _vendor_specials(rng: random.Random) -> list[Sample]:
    cashea = _r(rng, ALNUM, 40)
    omie = _r(rng, HEX, 32)
    juspay = _r(rng, UPPER_HEX, 30)
    pleo = _r(rng, URLSAFE, 44)
    coral = "cpk_live_" + _r(rng, ALNUM, 30)
    delhivery = _r(rng, HEX, 40)
    return [
        Sample(
            "vendor_token",
            f'headers = {{"Authorization": "Token {delhivery}"}}  # Delhivery',
            delhivery,
        ),
        Sample(
            "vendor_token", f"curl -u '{juspay}:' https://api.juspay.in/orders/CRV-1183", juspay
        ),
        Sample(
            "vendor_token", f'omie = OmieClient(app_key="3322110099", app_secret="{omie}")', omie
        ),
        Sample("vendor_token", f"axios.defaults.headers['X-Cashea-Key'] = '{cashea}';", cashea),
        Sample("vendor_token", f"config/pleo.yml:\napi:\n  key: {pleo}", pleo),
        Sample("vendor_token", f"CoralPay.init({{ secretKey: '{coral}' }})", coral),
    ]


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


_BARE_PLACES = [
    "{t}",
    "Dwayne: {t}",
    "it show it only once, so hold dis:\n{t}",
    "guárdame esto: {t}",
    "ye sambhal ke rakhna: {t}",
    "{t}\n^ de new one",
    "bitte aufheben: {t}",
]
_BARE_MAKERS = [
    _j((ALNUM, 44)),
    _j((URLSAFE, 22), ".", (URLSAFE, 38)),
    _j((B64, 52), "=="),
    _j((LOWER_DIGITS, 46)),
    _j((URLSAFE, 50)),
    _j((B64, 40)),
    _j((ALNUM, 38)),
]
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the cask-room humidity sensor B-04: {h}": 32,
    "HMAC secret fuh de CoralPay webhook: {h}": 64,
    "AES key of the Krones line's config export: {h}": 32,
    "clave AES del respaldo de nómina: {h}": 64,
    "बैकअप की एन्क्रिप्शन की: {h}": 64,
    "બેકઅપની એન્ક્રિપ્શન કી: {h}": 48,
    "chave de criptografia do backup do frete: {h}": 64,
    "Schlüssel der Zollsoftware (hex): {h}": 32,
    "WireGuard-less IPsec PSK for the Holetown villa tunnel, hex: {h}": 64,
}


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zammad #4502: token from the browser's dev tools {t}",
    "Cookie: lang=en-BB; crv_session={t}",
    "BOND_API_ACCESS_TOKEN={t}",
    "hold dis bearer token fuh me {t}",
    "el token es {t}",
    "o token é {t}",
    "Das Token lautet {t}",
]


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {
        "sub": v.uuid4(rng, "8"),
        "iat": issued,
        "exp": issued + 3600,
        "email": f"{rng.choice(_USERS)}@cutlassreef.example",
    }
    if index % 2 == 0:
        claims |= {"iss": "https://id.cutlassreef.example/realms/crv", "azp": "bond-console"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key fuh de bond server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.cutlassreef.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SAGE_SFTP_PRIVATE_KEY": "{key}", "host": "sftp.cutlassreef.example"}}': (
        "PRIVATE KEY",
        "\\n",
    ),
    "cat > ~/.ssh/id_ecdsa_still <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "clave privada del servidor de nómina:\n{key}": ("PRIVATE KEY", "\n"),
    "सर्वर की प्राइवेट की:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP-Schlüssel für den Zollmakler:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}
_PEM_STARTS = {
    "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
    "EC PRIVATE KEY": "MHcCAQEEI",
    "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
    "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
    "PGP PRIVATE KEY BLOCK": "lQVYBG",
}


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it off de card: {p}": "english",
    "Nunchuk recovery phrase\n{p}": "english",
    "voice note: the BlueWallet words are {p} and that's all": "english",
    "Bookstack page 'Crop Over fund wallet (old)': {p}": "english",
    "Zeus wallet seed: {p}": "english",
    "frase semilla de la billetera de Jhonder, chamo: {p}": "spanish",
    "palabras de recuperación de la wallet: {p}": "spanish",
    "frase de recuperação da carteira do Raimundo: {p}": "portuguese",
    "Wiederherstellungsphrase der Rum-Wallet: {p}": "english",
    "Kiran ka wallet recovery phrase: {p}": "english",
    "phrase de récupération (le cousin à Fort-de-France) : {p}": "french",
    "seed phrase di Wallet Bitget: {p}": "italian",
}
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)], "lang": lang}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes``, ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["6521", "6522", "6080"], [16])
    if brand == "elo":
        return _card_of(rng, ["636368", "438935", "504175"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "card fuh de Massy order: {c} exp 09/34",
    "Visa del negocio: {c}, vence 03/35",
    "RuPay card number {c}",
    "número do cartão Elo: {c}",
    "Kartennummer der Firmenkarte: {c}",
    "कार्ड नंबर {c}",
    "card no. {c} — Hansa ben's",
    "pay the cask supplier with {c}, exp 11/33",
    "tarjeta: {c}",
    "card number: {c} (Crop Over stall float)",
    "કાર્ડ નંબર: {c}",
    "charge it to {c} 06/36",
]
_BRANDS = ["visa", "rupay", "mastercard", "amex", "elo", "discover", "visa", "mastercard"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Mastercard {c} exp 04/35, security code {cvv}",
    "Visa {c}, de three numbers on de back is {cvv}",
    "tarjeta {c}, el código de seguridad es {cvv}",
    "cartão {c}, código de segurança {cvv}",
    "Karte {c}, Prüfnummer {cvv}",
    "card {c} CVV {cvv}",
]


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = ["mastercard", "visa", "visa", "elo", "mastercard", "amex"][index % 6]
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Saint Lucia, Brazil, the British Virgin Islands, Timor-Leste, Somalia and Honduras.
_IBAN_SHAPES = {
    "LC": "aaaa" + "c" * 24,
    "BR": "n" * 23 + "ac",
    "VG": "aaaa" + "n" * 16,
    "TL": "n" * 19,
    "SO": "n" * 19,
    "HN": "aaaa" + "n" * 20,
}
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN fuh de St Lucia supplier: {i}",
    "IBAN del proveedor: {i}",
    "IBAN da conta em Boa Vista: {i}",
    "Bankverbindung des Importeurs, IBAN {i}",
    "पैसे इस IBAN पर भेजो: {i}",
    "send the deposit to {i}",
]


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _aadhaar(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("23456789") + _r(h, D, 11), in_aadhaar.is_valid)
    return str(in_aadhaar.format(number))


def _vid(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 15), in_vid.is_valid)
    return str(in_vid.format(number))


def _pan(g: random.Random) -> str:
    return v.until(
        g,
        lambda h: _r(h, UPPER, 3) + "P" + _r(h, UPPER, 1) + _r(h, D, 4) + _r(h, UPPER, 1),
        in_pan.is_valid,
    )


def _gstin(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        pan = _r(h, UPPER, 3) + "C" + _r(h, UPPER, 1) + _r(h, D, 4) + _r(h, UPPER, 1)
        return "24" + pan + "1Z" + h.choice(UPPER_DIGITS)

    return v.until(g, make, in_gstin.is_valid)


def _rif(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice("VEJ") + _r(h, D, 8)
        return f"{body[0]}-{body[1:]}-{ve_rif.calc_check_digit(body)}"

    return v.until(g, make, ve_rif.is_valid)


def _cnpj(g: random.Random) -> str:
    body = _r(g, D, 8) + "0001"
    return str(br_cnpj.format(body + br_cnpj.calc_check_digits(body)))


def _cpf(g: random.Random) -> str:
    return v.until(g, v.cpf_number, br_cpf.is_valid)


def _ust(g: random.Random) -> str:
    return v.until(g, lambda h: "DE" + h.choice("123456789") + _r(h, D, 8), de_vat.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "आधार नंबर: {s}": _aadhaar,
    "Sunita ka Aadhaar number {s} hai": _aadhaar,
    "Aadhaar: {s}": _aadhaar,
    "Aadhaar VID for the KYC form: {s}": _vid,
    "આધાર વર્ચ્યુઅલ ID: {s}": _vid,
    "PAN card no. {s}": _pan,
    "Hansa ben no PAN: {s}": _pan,
    "GSTIN of the Navsari spice trader (private file copy): {s}": _gstin,
    "RIF de Yusmary: {s}": _rif,
    "mi RIF personal es {s}": _rif,
    "CPF do Raimundo: {s}": _cpf,
    "CPF: {s}": _cpf,
    "CNPJ da transportadora (contrato sigiloso): {s}": _cnpj,
    "USt-IdNr. des Rumkontors: {s}": _ust,
    "Umsatzsteuer-Identifikationsnummer: {s}": _ust,
}
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 2)}" for _ in range(n)]


_BACKUPS = [
    "Lynk 2FA backup codes\n{codes}",
    "códigos de respaldo de la cuenta de Google: {codes}",
    "कोड बैकअप (Gmail): {codes}",
    "códigos de backup do Bling: {codes}",
    "Backup-Codes fürs Zollportal:\n{codes}",
    "recovery codes fuh de Microsoft account {codes}",
]
_SEEDS_2FA = [
    "TOTP secret for the Sage admin: {s}",
    "2FA setup key (manual entry): {s}",
    "otpauth://totp/CutlassReef:dwayne?secret={s}&issuer=CutlassReef",
    "clave de configuración del 2FA: {s}",
]
_CODES = [
    "{c} is your CoralPay verification code",
    "Código de verificación de Banesco: {c}",
    "आपका OTP {c} है",
    "Seu código de verificação: {c}",
    "Ihr Bestätigungscode lautet {c}",
]


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, 10, index % 5)
    sep = ["\n", ", ", " ", "\n", "\n", ", "][index % 6]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index == 1)
    return {"s": secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = [
    "CutlassReef-Bond",
    "CRV Bottling 5G",
    "Oistins Stall Guest",
    "Holetown Villa",
    "Speightstown RumShop",
    "Digi-Home-7741",
]
_WIFI_PLACES = [
    "wifi {s} password {pw}",
    "Network: {s} / {pw}",
    "de wifi name {s}, de password {pw}",
    "red {s}, clave {pw}",
    "WiFi {s} ka password {pw} hai",
    "વાઇફાઇ {s} નો પાસવર્ડ: {pw}",
    "rede {s}, senha {pw}",
    "WLAN {s}, WPA-Schlüssel {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    'wpa_supplicant.conf:\nnetwork={{\n  ssid="{s}"\n  psk="{pw}"\n}}',
    "nmcli connection modify \"{s}\" wifi-sec.psk '{pw}'",
    "Keisha: wifi? \nMarcus: {pw}",
    "guest wifi key fuh {s}: {pw}",
    "la clave del wifi {s} es {pw}",
    "hostapd.conf: ssid={s}\nwpa_passphrase={pw}",
    "{s} → {pw}",
]


def _wifi_key(rng: random.Random) -> str:
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [
    _j("cpk_live_", (ALNUM, 18)),
    _j((HEX, 32)),
    _j((UPPER_HEX, 40)),
    _j((ALNUM, 24)),
    _j("ghp_", (ALNUM, 36)),
]
_SPELL = [
    "reading it out one letter at a time: {t}",
    "[dictated on WhatsApp call] {t}",
    "lemme spell it fuh yuh: {t}",
    "te lo deletreo: {t}",
    "ek ek karke: {t}",
]


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    return {"t": [" ", "-", "  ", " · ", "."][index % 5].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "de code fuh de bond-room padlock: {pw}",
    "el código del candado del galpón: {pw}",
    "तिजोरी का पिन {pw} है",
    "તિજોરીનો પિન: {pw}",
    "PIN do cofre: {pw}",
    "Tresor-PIN: {pw}",
    "alarm code fuh de Holetown villa {pw}",
    "gate code at Oistins: {pw}#",
    "ATM PIN {pw}",
]


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4, 6][index % 5])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = [
    "flyingfish",
    "coucou",
    "mauby",
    "conkie",
    "falernum",
    "chattel",
    "breadfruit",
    "cutters",
    "landship",
    "careenage",
    "cattlewash",
    "kadooment",
]
_PHRASES = {
    "Bitwarden master passphrase for the office vault: {p}": " ",
    "passphrase: {p}": "-",
    "de passphrase fuh de NAS is {p}": " ",
    "frase de acceso del KeePass: {p}": ".",
    "Passphrase des Kontor-Tresors lautet {p}": "-",
    "LUKS passphrase on the bond laptop: {p}": " ",
    "पासफ़्रेज़: {p}": "_",
}


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Basic" in template:
        raw = f"{rng.choice(_USERS)}:{_plain_pw(rng)}".encode()
        return {"t": base64.b64encode(raw).decode()}
    return {"t": _r(rng, ALNUM, 40)}


_AUTH = [
    "Authorization: Basic {t}",
    "curl -H 'Authorization: Bearer {t}' https://api.cutlassreef.example/casks",
    "proxy header: Proxy-Authorization: Basic {t}",
    "el header: Authorization: Bearer {t}",
    'http.headers.Authorization = "Basic {t}"',
]
_auth = _Family("auth_header", _AUTH, _auth_draw, "t")


_CONFIGS = [
    "Gitea app.ini:\n[database]\nUSER = gitea\nPASSWD = {pw}",
    "Keycloak keycloak.conf:\ndb-username=keycloak\ndb-password={pw}",
    "Metabase env:\nMB_DB_USER=metabase\nMB_DB_PASS={pw}",
    "Mautic local.php:\n'db_user' => 'mautic',\n'db_password' => '{pw}',",
    "Nextcloud config.php:\n'dbuser' => 'nc',\n'dbpassword' => '{pw}',",
    "Zammad database.yml:\nproduction:\n  username: zammad\n  password: {pw}",
    "Grafana grafana.ini:\n[security]\nadmin_password = {pw}",
    "BookStack .env:\nDB_USERNAME=bookstack\nDB_PASSWORD={pw}",
    "Odoo odoo.conf:\n[options]\nadmin_passwd = {pw}",
    "Snipe-IT .env:\nMAIL_USERNAME=it@cutlassreef.example\nMAIL_PASSWORD={pw}",
    'Mattermost config.json: "SMTPPassword": "{pw}"',
    "Uptime Kuma docker-compose.yml:\n  environment:\n    - UPTIME_KUMA_DB_PASSWORD={pw}",
    "Invoice Ninja .env:\nDB_USERNAME=ninja\nDB_PASSWORD={pw}",
    "Paperless-ngx docker-compose.env:\nPAPERLESS_DBPASS={pw}",
    'Frappe site_config.json: "db_password": "{pw}"',
    "Dolibarr conf.php:\n$dolibarr_main_db_pass='{pw}';",
]
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Keisha: wuh de wifi password?\nMarcus: {pw}",
    "[07:10] trevor: root pw fuh de bond server?\n[07:11] dwayne: {pw}",
    "Donna: {pw} is de new till password",
    "Yusmary: usa {pw}, esa es la que tiene ahora el router",
    "Jhonder: {pw} es la clave nueva del Sage, chamo",
    "रोहन: {pw} यही नया पासवर्ड है",
    "Nilesh: {pw} – aa navo password chhe",
    "Joelma: {pw} é a senha nova do sistema",
    "Hauke: {pw}, das ist das neue Kennwort",
    "Shanice: {pw} dat is de password fuh de cameras",
]
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}",
    "pass\ufeffword = {pw}",
    "pass\u00adword → {pw}",
    "раsswоrd: {pw}",
    "𝓅𝒶𝓈𝓈𝓌𝑜𝓇𝒹 {pw}",
    "ｐａｓｓｗｏｒｄ: {pw}",
    "ᴘᴀssᴡᴏʀᴅ = {pw}",
    "pass\u200bword: {pw}",
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


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "de password fuh de till is": "{s}",
    "Sage admin pw:": "{s} (since de March reset)",
    "la clave es": "{s}",
    "पासवर्ड है": "{s}\nबदल देना",
    "પાસવર્ડ છે": "{s}",
    "a senha é": "{s}",
    "Das Kennwort lautet": "{s}",
    "Krones HMI password": "{s}",
    "the password Trevor read out over the phone was": "{s}, I think",
    "contraseña del correo:": "{s}",
}
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Omie app secret", "{s}", _j((HEX, 32))),
    ("split_token", "CoralPay key:", "{s} (live)", _j("cpk_live_", (ALNUM, 30))),
    ("split_token", "Bajan Ledger client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/35", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LC"))),
    (
        "split_backup",
        "Lynk recovery codes",
        "{s}\nabcd-1234-xy",
        lambda g: _backup_list(g, 1, 4)[0],
    ),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Aadhaar", "{s}", _aadhaar),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"krones": {"url": "https://hmi.cutlassreef.lan", "admin_password": "{s}"}}': (
        "meta_password",
        _plain_pw,
    ),
    '{"clave": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "hauke", "kennwort": "{s}"}}': ("meta_password", _plain_pw),
    '{"tills": [{"name": "oistins-1"}, {"name": "oistins-2", "pin_password": "{s}"}]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"argv": ["xtrabackup", "--backup", "--user", "bk", "--password", "{s}"]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"note": "ऑफिस का पासवर्ड {s} है"}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into de bond PC as dwayne wid de password {s}"}': (
        "meta_password",
        _plain_pw,
    ),
    '{"omie": {"app_secret": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"khatabookToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"delhivery_api_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "02/35"}}': (
        "meta_card",
        lambda g: v.grouped(_card(g, "elo"), " ", g),
    ),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "VG")),
    '{"kyc": {"aadhaar": "{s}"}}': ("meta_id", _aadhaar),
    '{"mfa": {"backup_codes": ["{s}", "qwer-1234-zz", "asdf-5678-yy"]}}': (
        "meta_otp",
        lambda g: _backup_list(g, 1, 4)[0],
    ),
    '{"crop_over_wallet": {"seed_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bond_room": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "CutlassReef-Bond", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"openpyxl-3.1.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"krones-hmi-7.2.0.img").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/cutlassreef/bond-api:2.9").hexdigest()
_COMMIT = hashlib.sha1(b"bond: add abv column to casks", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pos: revert VAT rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cask_inventory_2033-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"rum-shipment-export-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Krones HMI password before the service visit on 2033-05-14.",
    "Keisha asked fuh de bond wifi password; it on de card in de supervisor drawer.",
    "Policy: Cutlass Reef passwords are at least 14 characters and live only in Bitwarden.",
    "Please doh paste passwords in de group chat; send a vault link.",
    "The `.env.example` line `OMIE_APP_SECRET=change-me` is a placeholder;"
    " the real one is in the vault.",
    "The Sage login asks for a new password every 90 days.",
    "Replace <YOUR_CORALPAY_KEY> in the README with the key from your CoralPay dashboard.",
    "DELHIVERY_API_TOKEN and LYNK_MERCHANT_SECRET must be set before the nightly sync runs.",
    "Wunna doh tell nobody wunna password, hear?",
    "Chamo, no le pases tu clave a nadie.",
    "अपना पासवर्ड किसी को मत बताना।",
    "તમારો પાસવર્ડ કોઈને કહેશો નહીં.",
    "Não passa tua senha pra ninguém, viu?",
    "Gib dein Kennwort niemals weiter.",
    "La contraseña debe tener por lo menos catorce caracteres.",
    "Das Passwort muss mindestens vierzehn Zeichen lang sein.",
    "Password kam se kam chaudah akshar ka hona chahiye.",
    "Upgraded the Krones HMI firmware from 7.1 to 7.2 and openpyxl to 3.1.5 on Sunday.",
    f"commit {_COMMIT} adds the abv column to casks.",
    f"Rolled back to {_SHORT} after the VAT rounding broke the Oistins tills.",
    f"requirements.txt: openpyxl==3.1.5 --hash=sha256:{_WHEEL_SUM}",
    f"The Krones HMI 7.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of rum-shipment-export-2033.parquet: {_SHA512}",
    f"The bond API container runs ghcr.io/cutlassreef/bond-api@sha256:{_IMAGE}.",
    f"MD5 of cask_inventory_2033-02.csv is {_MD5}, same as the copy on the share.",
    "Request id 3f9c2a71-8e4b-4d06-a1c5-7b2e90d4f613 is the slow one in the Omie logs.",
    "Purchase order PO-2033-00274 for 120 cases of five-year rum ships on Friday.",
    "Zammad #4471: the Holetown villa gate motor trips every time it rains.",
    "Call de Oistins fish-fry stall on +1 246 555 0173 before six.",
    "Container TGHU 5518204 with the Flensburg order is at the Bridgetown port.",
    "Bill of lading CRV-BGI-2033-0041 covers 18 pallets of rum for Kappeln.",
    "HS code 2208.40 is rum and other spirits from sugar-cane products.",
    "The cask room is at 27.5 °C and 72 % relative humidity this week.",
    "After five wrong passwords the Sage portal locks the account for 20 minutes.",
    "The Speightstown rum shop opens at 10 and closes at 23:00 on Saturdays.",
    "The secret of good cou-cou is stirring the cornmeal till your arm tired.",
    "Ask Dwayne fuh de bond-room padlock code, I ain't got it.",
    "My card ending 4417 was declined at the Holetown supermarket.",
    "The St Lucia supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Lynk account and keep them in the safe.",
    "No wallet support will ever ask you for your recovery phrase.",
    "Keep `CORALPAY_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the bond room rusts in the salt air; oil it every month.",
    "CoralPay moved the API key page under Settings › Developers in its April release.",
    "ISBN 978-0-333-57912-4 is the Barbados rum history book on the office shelf.",
    "The guest wifi 'Oistins Stall Guest' is open, no password needed.",
    "Cask CRV-2029-0412, 200 litres, 64.2 % ABV; bottled after 5 years.",
    "El pedido 004718 llega el jueves a Bridgetown, vale.",
    "Pedido número 2033-0098 saiu de Lethem hoje às 14h.",
    "Bestellung 40-2219 über 60 Kisten Rum geht am Montag raus.",
    "ऑर्डर नंबर 7731 कल भेजा जाएगा।",
    "ઓર્ડર નંબર 5520 આવતીકાલે પહોંચશે.",
    "Price of a bottle of the 8-year at the shop: BBD 89.95; at the airport: USD 42.",
    "Tally Prime was updated to 5.1 on the Navsari laptop.",
    "Version 2.9.4 of the bond API fixes the cask-label printing bug.",
    "The one-time code expires after 10 minutes, so enter it quick.",
    "Flight BW 468 lands in Bridgetown at 16:35 on 2033-03-02.",
    "The MAC of the bottling-line switch is 00:1B:44:11:3A:B7.",
    "Passport renewal appointment for Kiran is on 2033-04-09 at 10:30.",
    "Crop Over 2033: Kadooment Day is Monday 1 August; the stall needs 40 cases.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/crv/krones", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "openpyxl", "version": "3.1.5"}}',
    '{"ticket": "4471", "purchase_order": "PO-2033-00274"}',
    '{"cask": {"id": "CRV-2029-0412", "litres": 200, "abv_pct": 64.2}}',
    '{"phone": "+1 246 555 0173", "city": "Oistins"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cases_in_stock": 1480}',
    '{"hs_code": "2208.40", "origin": "BB", "description": "rum"}',
    '{"container": "TGHU 5518204", "carrier": "Hapag-Lloyd", "eta": "2033-04-18"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
