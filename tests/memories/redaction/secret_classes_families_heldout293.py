# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-ninety-third corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-eighty-ninth's
docstring, the fifth to two-hundred-and-eighty-ninth only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-ninetieth, two-hundred-and-ninety-first and two-hundred-and-ninety-second), any
other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the git
history, and the scrubber was never run on it. Its own seed (293518407), password words (a place
in Casamance and a thing of it, `ElinkineThiof47!`; a cashew lot in kilos, `Anacarde85kg#12`; a
name, a year and a village; leet place names, `Z1gu1nch0r`; a pirogue's number and a village; a
generator's three dashed groups; random runs), names, places, templates, tools, vendors and
layouts, the way the staff of a fictional company (Bolong Bleu: a campement in Cap Skirring, a
pirogue booking desk in Ziguinchor, a cashew collection office in Bignona, a palm-wine (bunuk)
stall and a ferry agency for the Dakar line) and its neighbours from Guinea-Bissau leak secrets
into an assistant's memory. Every company, person, address, domain and number is fictional; only
the region (Casamance, Senegal, with its towns and villages) is real. The texts are chats with
times, tickets, wiki table rows and breadcrumbs, notes, e-mails, runbooks, READMEs, shell
prompts and shell history, voice-memo transcripts, dictated and spelled text and requests to the
assistant itself; the separators run from a colon, "is", `mooy`, `c`, `é`, `i`, `es` and a dash
to an arrow, an emoji (`🔑`, `🙏`), a new line, a table bar, `« … »`, quotes and parentheses.

Names and tools by grep (case-insensitively, the number of heldouts 5 to 289 that name each): in
none, `goose postgres`, the words `baatu` and `Casamance`; in one, `caabi`, `bul ko`, `kasumay`;
in three to five, `mooy`, `gost -L`, `dbmate`, `frpc`, `chisel client`, `oras login`, `nerdctl`,
`argocd login`, `pjsua`, offlineimap, getmail, `ZM_DB_PASS`; in six to eight, `crane auth`,
`evil-winrm`, `ccrypt`, openfortivpn, `password_stdin`, pdftk, kannel, gammu, swaks, `ningin`.
More used before and here in wordings of their own: ncftp, aria2c, skopeo, kopia, fetchmail,
Moodle, Traccar, Tasmota, ESPHome, and the common ones (mycli, usql, clickhouse-client, influx,
nats, rdesktop, x11vnc, openconnect, wget, svn, helm, vault, pscp, rpcclient, ffmpeg, env files,
Compose, Dockerfiles, Dolibarr, Akaunting, Nextcloud, Asterisk, Home Assistant, JWTs, PEM
blocks, `otpauth://`, Basic and Bearer headers, the `WIFI:` QR string, `nmcli`,
`wpa_passphrase`, BitLocker recovery keys).

About half of the secret samples are in other languages than English: Senegalese French texting
(`slt`, `bjr`, `stp`, `tkt`, `wsh`, `mrc`, `mdp`, `c`, `voici`, `dis ça à perso`, `garde ça stp`,
`« … »`); Wolof, with and without its letters (`mooy`, `mi ngi`/`mingi`, `sama`, `bi`, `bu bees
bi`, `caabi`, `baatu jàll`/`baatu jall`, `bul ko wax kenn`, `bul ko won kenn`,
`jërëjëf`/`jerejef`, `waay`, `denc ma lii`, `ginaaw ga`, `te ci kanam`, `yi ci kanam`); Jola
(Fogny) greetings and words (`Kasumay`, `Kasumay kep`, `abaraka`, `bunuk`); the Portuguese of
Guinea-Bissau (`senha`, `palavra-passe`, `é`, `aqui está`, `não digas a ninguém`, `obrigado`) and
its Kriol (`nha senha i`, `ka bu fala ningin`, `obrigadu`, `chavi`, `numeru`, `kartãu`,
`bilhete di identidadi`); and Spanish (`contraseña`, `clave`, `es`, `aquí tienes`, `no se la
digas a nadie`, `gracias`). The wordings are the author's approximations, checked by no speaker;
the thinnest guesses are the Jola ones (only greetings and loanwords are used, Jola's own words
for a password or a secret being unknown to the author), then Wolof `baatu jàll` for "password"
(a coinage; speakers say `mot de passe` or `code bi`), `denc ma lii` ("keep this for me"), `te ci
kanam` and `ginaaw ga` for "then", then the Kriol `ka bu fala ningin` and `chavi`.

Vendors (by grep, in no earlier corpus: Smartcoin, Chariow, Djomy, GeniusPay, PayQin,
MoneyFusion, Expresso Money, Wave Business, Yobanté, CoinAfrique, Expat-Dakar, Xarala,
Proxicash, Seneweb; in one: PayDunya, PayTech, CinetPay, Kkiapay, FedaPay, Bictorys, Naboopay,
Hub2, Djamo, Paystack, Dexchange, Sama Money, Julaya, Bizao, TouchPay, Semoa, Moneroo,
Ligdicash, Free Money, Termii, Hubtel, MFS Africa, Bookingsync, Heetch, Lygos, Zepz, Afrikpay,
Maxicash, Mobiquity, Systempay, Dalenys, Grocy, Zoho Books). No shape is one the author knows to
be real: every one is a guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs,
JWTs for Julaya and Ligdicash, and the `live_private_`, `tsk_`, `sk_live_`, `naboo_`, `dx_`,
`mr_live_`, `chw_`, `gp_sk_`, `wave_sn_prod_`, `TL` and `lygosapp-` prefixes); the JWTs are
well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Senegal's
NINEA (`stdnum.sn.ninea`, in three earlier corpora), Guinea's NIFp (`stdnum.gn.nifp`, five),
Portugal's NIF (`stdnum.pt.nif`, three) and Cartão de Cidadão (`stdnum.pt.cc`, six), France's NIR
(`stdnum.fr.nir`, six) and Mozambique's NUIT (`stdnum.mz.nuit`, four). Kinds no library or this
file checks (no check-digit algorithm is written here; the shapes are guesses): the CEDEAO
identity card number, a Senegalese passport, driving licence and voter card, Guinea-Bissau's
bilhete de identidade and passport. Card numbers pass Luhn (the value helpers' Visa, Mastercard,
Amex, JCB, Discover and UnionPay, and prefixes drawn here for a GIM-UEMOA card, a guess, and
Mir, checked with python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only. The
IBANs are of São Tomé and Príncipe, Tunisia, Mauritius, Honduras, Portugal, Malta, Costa Rica and
Palestine (countries a rough count of the country codes in heldouts 5 to 289 finds in twenty-one
to twenty-four corpora each), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, French, Portuguese, Spanish, Italian and Czech lists (no Turkish nor
Russian), each checked with `Mnemonic(lang).check`. Every secret is drawn again until it is new
and no clean text holds it.
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
from stdnum.fr import nir as fr_nir
from stdnum.gn import nifp as gn_nifp
from stdnum.mz import nuit as mz_nuit
from stdnum.pt import cc as pt_cc
from stdnum.pt import nif as pt_nif
from stdnum.sn import ninea as sn_ninea

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 293_518_407
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


def _fresh(secret: str, seen: set[str]) -> bool:
    """A secret not drawn before, at least four characters, and in no clean text."""
    if secret in seen or len(secret) < 4:
        return False
    if any(secret in text for text in CLEAN) or any(
        secret in text for text in _CLEAN_METADATA_JSON
    ):
        return False
    seen.add(secret)
    return True


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            while True:
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if _fresh(secret, seen):
                    break
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_PLACES = ["Ziguinchor", "Oussouye", "Elinkine", "Karabane", "Kafountine", "Abene", "Diembering",
           "Mlomp", "Bignona", "Boukitingo", "Kabrousse", "CapSkirring", "Niaguis", "Tendouck",
           "Thionck", "Diouloulou", "Sindian", "Pointe"]  # fmt: skip
_THINGS = ["Bunuk", "Anacarde", "Pirogue", "Mangrove", "Kankurang", "Kora", "Thiof", "Capitaine",
           "Bolong", "Fromager", "Cajou", "Huitre", "Yassa", "Bissap", "Ditakh", "Madd",
           "Palmier", "Calebasse"]  # fmt: skip
_NAMES = ["Aliou", "Fatou", "Lamine", "Khady", "Ousmane", "Aminata", "Ibrahima", "Binta",
          "Pascaline", "Augustin", "Theophile", "Bernadette", "Nuno", "Domingos", "Quintino",
          "Aissatu", "Braima", "Fatumata", "Souleymane", "Ndeye", "Jules", "Odile"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Z1gu1nch0r", "C4s4m4nc3", "K4r4b4n3", "B1gn0n4", "0uss0uy3", "Ell1nk1n3", "Bun0uk",
         "P1r0gu3", "C4j0u", "K4f0unt1n3"]  # fmt: skip


def _lot(g: random.Random) -> str:
    """A cashew lot in kilos, the way the Bignona office jokes a password together."""
    return f"Anacarde{g.choice([40, 50, 80, 85, 100])}kg{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _generator(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLACES)}{g.choice(_THINGS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_THINGS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2034)) + g.choice(_SYMBOLS),
    _lot,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_THINGS).lower()}_{g.randrange(1960, 2034)}",
    lambda g: f"Pirogue{g.randrange(10, 100)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_THINGS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: f"{g.choice(_NAMES)}Aime{g.choice(_THINGS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "[07:42] Aliou: the Beds24 password for the campement is {pw}",
    "[08:15] Khady: Sirvoy login password for Bolong Bleu changed to {pw}",
    "[21:03] Lamine: the Hikvision NVR at the pirogue desk, admin password {pw}",
    "Ticket #BB-1142 (campement Cap Skirring): the Ubiquiti UniFi controller password is {pw}",
    "Ticket #BB-1150: Grocy at the palm-wine stall, admin password {pw}, please rotate",
    "Ticket #ZIG-88: the Traccar server for the pirogues, admin password {pw}",
    "Wiki › Campement › Réception: | Little Hotelier | reception@bolongbleu.sn | {pw} |",
    "Wiki › Ferry agency › Dakar line: | booking PC | agent | {pw} |",
    "note to self: the Bookingsync password is {pw}",
    "Runbook: cashew weighing station, Bignona\n1. power on the scale PC\n2. log in as pesage\n3. password {pw}\n4. open the lot register",
    "README (pirogue desk)\nThe Traccar UI is at https://gps.bolong.lan, admin password `{pw}`.",
    "Hi Augustin,\n\nthe root password on the Ziguinchor booking server is {pw}. Delete this mail once it's in the vault.\n\nThanks,\nFatou",
    "Voice memo, Ousmane, 6:40 am: the generator panel at the campement, password {pw}, that's it.",
    "dictated: the Kannel SMS gateway admin password is {pw} full stop",
    "Assistant, please remember: the ZoneMinder password for the dock cameras is {pw}",
    "can you keep this for me? my Ecobank app password is {pw}",
    "after the reset the Akaunting password became {pw}",
    "the ferry agency's Odoo POS PIN-less login: password {pw} (admin)",
    "Incident 2033-02-11: the campement router was open to the internet with password {pw}",
    "Mattermost DM from Binta: the Home Assistant login for the solar shed is {pw}",
    "the cold room thermometer portal (Elitech? no, the new one): password {pw}",
    "Lamine (voice note): 'the password for the ticket printer's web page is {pw}, okay?'",
    "Remember for me: Starlink router admin at the campement, password {pw}",
    "Ticket #FER-301: agent Souleymane locked out, temporary password {pw}",
    "Runbook ferry agency, morning opening:\n- unlock the safe\n- start the booking PC\n- password {pw}",
    "Odile's note on the fridge: laptop password {pw}",
    "slt Aliou, le mdp du PC de la réception c {pw} stp le partage pas",
    "bjr, mdp Beds24: {pw} tkt je le change demain",
    "Khady: le mot de passe du wifi de la paillote est {pw} 🙏",
    "mdp de la caisse du bar à bunuk → {pw}",
    "wsh le mdp du NVR c'est {pw}, dis ça à perso",
    "voici le mdp du serveur de billetterie : « {pw} », mrc",
    "tkt, le nouveau mdp c {pw} (ne le donne à personne stp)",
    "Le mot de passe du PC de pesage à Bignona est {pw}.",
    "sama mot de passe mooy {pw}, bul ko wax kenn",
    "mot de passe bi mooy {pw}. Jërëjëf!",
    "mot de passe bu bees bi: {pw} — bul ko won kenn",
    "Lamine: password PC bi mooy {pw}, jerejef",
    "baatu jàll bi mooy {pw}",
    "baatu jall bu bees bi: {pw}, bul ko wax kenn",
    "Mi ngi: sama password Wave Business {pw}",
    "mingi sama mdp: {pw} jerejef waay",
    "Kasumay! mot de passe ordinateur bi {pw}, abaraka",
    "Kasumay kep. password bunuk-bar: {pw} — abaraka",
    "a senha do computador da agência é {pw}",
    "senha do wifi do cais: {pw}, não digas a ninguém",
    "aqui está a senha nova: {pw}. Obrigado!",
    "Quintino: nha senha i {pw}, ka bu fala ningin",
    "senha di computador i {pw}, obrigadu",
    "palavra-passe do router da pirogue: {pw}",
    "la contraseña del ordenador de la taquilla es {pw}",
    "aquí tienes la clave: {pw}, no se la digas a nadie",
    "Domingos: contraseña nueva → {pw}. ¡Gracias!",
    "clave del wifi del campamento: {pw}",
    "Fatumata (memo de voz): la contraseña es {pw}, gracias",
    "pw for the ferry kiosk: {pw}",
    "Jules: 🔑 {pw} (Smoobu, don't share)",
    "[12:30] Pascaline: password for the bar till → {pw}",
    "Ticket #CAS-77: Snipe-IT admin password reset to {pw}",
    "note: Zoho Books login password = {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aliou.sagna", "fatou.diatta", "lamine", "khady.badji", "ousmane", "aminata.coly",
          "ibrahima", "binta.sane", "pascaline", "augustin.manga", "theophile", "nuno.gomes",
          "domingos", "quintino", "aissatu", "braima", "fatumata.djalo", "souleymane", "ndeye",
          "jules.tendeng", "odile.bassene", "svc-ferry", "pesage", "reception"]  # fmt: skip
_LOGINS = [
    "[09:12] Aliou: Beds24 login is {u} / {pw}",
    "Ticket #BB-1160: {u} locked out of Sirvoy, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Pirogue desk › Traccar: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| booking PC | {u} | {pw} |",
    "sign into the Grocy at the bunuk stall as {u} with {pw}",
    "Kannel login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: ferry-kiosk-2\n  username: {u}\n  password: {pw}",
    "Fatou says the Akaunting account is {u} and the password is {pw}",
    "system,login,password\nzoneminder,{u},{pw}",
    "ssh {u}@booking.bolong.lan (password {pw})",
    "creds for the campement NVR are {u} and {pw}",
    "identifiant {u}, mdp {pw} stp garde ça pour toi",
    "slt, login: {u} / mdp: {pw}",
    "utilisateur {u}, mot de passe {pw}",
    "sama login mooy {u}, mot de passe bi mooy {pw}",
    "login bi {u}, password bi {pw}, jerejef",
    "utilizador {u}, senha {pw}",
    "nha login i {u}, senha i {pw}",
    "usuario {u} y contraseña {pw}",
    "Kasumay — login {u}, mot de passe {pw}, abaraka",
    "user: {u} · password: {pw} (ferry agency)",
    "{u}:{pw} for the Zoho Books export",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["bunuk", "kankurang", "bolong", "ditakh", "calebasse", "fromager", "kassoumay",
               "thiof", "mangrove", "boukitingo", "karabane", "elinkine", "kabrousse", "niaguis",
               "tendouck", "bissap", "pirogue", "cajou"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the booking server it's {w} and {d} at the end",
    "voice memo: the campement wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the admin password",
    "it's {w}{d}, word and digits joined",
    "le mdp c le mot {w}, puis {d}",
    "mot de passe bi mooy baat bii {w}, ginaaw ga {d}",
    "a senha é a palavra {w}, depois {d}",
    "la contraseña es la palabra {w} y luego {d}",
    "dictée : le mot de passe, c'est {w} en minuscules, ensuite {d}",
    "password bi: {w}, te ci kanam {d}, bul ko wax kenn",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "chisel client --auth {u}:{pw} https://tunnel.bolongbleu.sn 3000",
    "gost -L 'socks5://{u}:{pw}@:1080'",
    "usql 'pg://{u}:{pw}@pg.bolong.lan/booking'",
    "dbmate --url 'postgres://{u}:{pw}@pg.bolong.lan:5432/ferry?sslmode=disable' up",
    "goose postgres 'host=pg.bolong.lan user={u} password={pw} dbname=cashew' status",
    "mycli -h mysql.bolong.lan -u {u} -p'{pw}' ferry",
    "clickhouse-client --host ch.bolong.lan --user {u} --password '{pw}' --query 'SELECT 1'",
    "influx -host influx.bolong.lan -username {u} -password '{pw}' -database solar",
    "nats --server nats://nats.bolong.lan:4222 --user {u} --password '{pw}' sub 'pirogue.>'",
    "rdesktop -u {u} -p '{pw}' booking-pc.bolong.lan",
    "x11vnc -display :0 -passwd '{pw}' -forever",
    "openfortivpn vpn.bolongbleu.sn:443 -u {u} -p '{pw}'",
    "echo '{pw}' | openconnect --user={u} --passwd-on-stdin vpn.bolongbleu.sn",
    "echo '{pw}' | sshfs {u}@nas.bolong.lan:/photos /mnt/photos -o password_stdin",
    "ncftp -u {u} -p '{pw}' ftp.bolongbleu.sn",
    "wget --ftp-user={u} --ftp-password='{pw}' ftp://ftp.bolongbleu.sn/tarifs.pdf",
    "aria2c --http-user={u} --http-passwd='{pw}' https://files.bolong.lan/menu.pdf",
    "svn checkout https://svn.bolong.lan/site --username {u} --password '{pw}'",
    "helm repo add bolong https://charts.bolong.lan --username {u} --password '{pw}'",
    "skopeo copy docker://registry.bolong.lan/ferry:2 oci:ferry --src-creds {u}:{pw}",
    "crane auth login registry.bolong.lan -u {u} -p '{pw}'",
    "oras login registry.bolong.lan -u {u} -p '{pw}'",
    "nerdctl login registry.bolong.lan -u {u} -p '{pw}'",
    "argocd login argo.bolong.lan --username {u} --password '{pw}'",
    "vault login -method=userpass username={u} password='{pw}'",
    "pscp -pw '{pw}' tarifs.xlsx {u}@booking.bolong.lan:/srv/tarifs/",
    "rpcclient -U '{u}%{pw}' fs.bolong.lan",
    "evil-winrm -i 10.20.0.5 -u {u} -p '{pw}'",
    "swaks --to ops@bolongbleu.sn --server smtp.bolongbleu.sn --auth-user {u} --auth-password '{pw}'",
    "kopia repository connect s3 --bucket=bolong-backup --password='{pw}'",
    "ccrypt -e -K '{pw}' clients-2033.csv",
    "pdftk facture.pdf output facture-secure.pdf user_pw '{pw}'",
    "ffmpeg -i 'rtsp://{u}:{pw}@cam-quai.bolong.lan:554/h264' -t 60 quai.mp4",
    "pjsua --id sip:{u}@pbx.bolong.lan --registrar sip:pbx.bolong.lan --realm '*' --username {u} --password '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "aliou@booking:~$ {c}", "root@campement-nuc:~# {c}",
    "PS C:\\bolong> {c}", "history | tail -1\n  512  {c}", "Termux on Lamine's phone: {c}",
    "ticket #BB-1171, the command that worked: {c}", "README › Deploy:\n```\n{c}\n```",
    "la commande que j'ai lancée : {c}", "commande bi ma doxal: {c}", "o comando que corri: {c}",
    "el comando que usé: {c}", "slt, tape ça stp: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""
    family = _Family(cls, templates, _with(_plain_pw, u=_USERS), "pw")

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        return v.framed(rng, family.take(rng, n, seen), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-paillote.bolong.lan:554/Streaming/Channels/101",
    "sftp://{u}:{pw}@edi.bolongbleu.sn:2222/manifestes/",
    "mongodb://{u}:{pw}@mongo.bolong.lan:27017/reservations?authSource=admin",
    "rediss://{u}:{pw}@redis.bolong.lan:6380/0",
    "mysql://{u}:{pw}@mysql.bolong.lan:3306/ferry",
    "postgresql://{u}:{pw}@pg.bolong.lan/cashew",
    "amqp://{u}:{pw}@mq.bolong.lan:5672/billets",
    "mqtt://{u}:{pw}@broker.bolong.lan:1883",
    "smtps://{u}:{pw}@smtp.bolongbleu.sn:465",
    "ftp://{u}:{pw}@ftp.bolongbleu.sn/photos/",
    "https://{u}:{pw}@dav.bolong.lan/remote.php/dav/files/{u}/",
    "Server=sql.bolong.lan;Database=Ferry;User Id={u};Password={pw};",
    "jdbc:mariadb://db.bolong.lan:3306/campement?user={u}&password={pw}",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "la chaîne de connexion : {c}",
    "lien bi mooy {c}", "a string de ligação é {c}", "Ticket #BB-1180: {c}",
    "Wiki › Infra › Databases: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "bolong-bleu", "sub": f"mch_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Vendors and their key shapes: every shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("PayDunya", "PAYDUNYA_PRIVATE_KEY", _j("live_private_", (ALNUM, 32))),
    ("PayTech", "PAYTECH_API_SECRET", _j((HEX, 64))),
    ("CinetPay", "CINETPAY_APIKEY", _j((D, 12), (ALNUM, 20))),
    ("Kkiapay", "KKIAPAY_SECRET", _j("tsk_", (HEX, 32))),
    ("FedaPay", "FEDAPAY_SECRET_KEY", _j("sk_live_", (ALNUM, 24))),
    ("Bictorys", "BICTORYS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Naboopay", "NABOOPAY_TOKEN", _j("naboo_", (URLSAFE, 40))),
    ("Hub2", "HUB2_API_KEY", _j((ALNUM, 48))),
    ("Djamo", "DJAMO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Paystack", "PAYSTACK_SECRET_KEY", _j("sk_live_", (HEX, 40))),
    ("Dexchange", "DEXCHANGE_API_KEY", _j("dx_", (ALNUM, 36))),
    ("Sama Money", "SAMAMONEY_MERCHANT_KEY", _j((UPPER_HEX, 32))),
    ("Julaya", "JULAYA_API_TOKEN", _vendor_jwt("https://api.julaya.co")),
    ("Bizao", "BIZAO_CLIENT_SECRET", _j((ALNUM, 32))),
    ("TouchPay", "TOUCHPAY_SECRET", _j((HEX, 40))),
    ("Semoa", "SEMOA_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Moneroo", "MONEROO_SECRET_KEY", _j("mr_live_", (ALNUM, 40))),
    ("Ligdicash", "LIGDICASH_API_TOKEN", _vendor_jwt("https://app.ligdicash.com")),
    ("Smartcoin", "SMARTCOIN_API_KEY", _j((URLSAFE, 32))),
    ("Chariow", "CHARIOW_API_KEY", _j("chw_", (ALNUM, 32))),
    ("Djomy", "DJOMY_CLIENT_SECRET", _j((HEX, 48))),
    ("GeniusPay", "GENIUSPAY_SECRET", _j("gp_sk_", (ALNUM, 30))),
    ("PayQin", "PAYQIN_API_KEY", _j((B64, 44))),
    ("MoneyFusion", "MONEYFUSION_TOKEN", _j((ALNUM, 40))),
    ("Expresso Money", "EXPRESSO_MONEY_KEY", _j((UPPER_DIGITS, 32))),
    ("Wave Business", "WAVE_BUSINESS_API_KEY", _j("wave_sn_prod_", (URLSAFE, 40))),
    ("Free Money", "FREEMONEY_MERCHANT_SECRET", _j((HEX, 32))),
    ("Yobanté Express", "YOBANTE_API_KEY", _j((ALNUM, 36))),
    ("CoinAfrique", "COINAFRIQUE_TOKEN", _j((HEX, 40))),
    ("Expat-Dakar", "EXPATDAKAR_API_KEY", _j((URLSAFE, 36))),
    ("Xarala", "XARALA_API_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Proxicash", "PROXICASH_SECRET", _j((B64, 40), "==")),
    ("Seneweb Annonces", "SENEWEB_ADS_KEY", _j((HEX, 32))),
    ("Termii", "TERMII_API_KEY", _j("TL", (ALNUM, 58))),
    ("Hubtel", "HUBTEL_CLIENT_SECRET", _j((LOWER, 8))),
    ("MFS Africa", "MFS_AFRICA_API_SECRET", _j((ALNUM, 40))),
    ("Bookingsync", "BOOKINGSYNC_CLIENT_SECRET", _j((HEX, 64))),
    ("Heetch", "HEETCH_API_TOKEN", _j((URLSAFE, 48))),
    ("Lygos", "LYGOS_API_KEY", _j("lygosapp-", (HEX, 32))),
    ("Zepz", "ZEPZ_PARTNER_SECRET", _j((ALNUM, 44))),
    ("Afrikpay", "AFRIKPAY_API_KEY", _j((UPPER_HEX, 40))),
    ("Maxicash", "MAXICASH_MERCHANT_PASSWORD", _j((ALNUM, 24))),
    ("Mobiquity Pay", "MOBIQUITY_API_SECRET", lambda g: v.uuid4(g, "a")),
    ("Systempay", "SYSTEMPAY_HMAC_KEY", _j((ALNUM, 32))),
    ("Dalenys", "DALENYS_SECRET", _j((B64, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} bolong/ferry-api:2.3",
    "fly secrets set {env}={tok}",
    "config.yaml:\n  payments:\n    {env}: {tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "settings.py: {env} = \"{tok}\"",
    "Dockerfile:\nENV {env}={tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "Bolong Admin › Paramètres › Intégrations › {vendor} › API key: {tok}",
    "Wiki table 'Paiements': | {vendor} | prod | {tok} |",
    "Ticket #BB-1190: {vendor} integration broken, current key {tok}",
    "[10:05] Fatou: {vendor} key for the ferry checkout: {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} secret key we use now is {tok}, the old one is revoked",
    "slt, la clé API {vendor} c {tok} stp garde-la",
    "clé d'API {vendor} pour la billetterie : {tok}",
    "caabi API {vendor} bi mooy {tok}, bul ko wax kenn",
    "sama caabi {vendor}: {tok} jerejef",
    "chave de API da {vendor}: {tok}",
    "nha chavi di API {vendor} i {tok}",
    "la clave de API de {vendor} es {tok}",
    "Kasumay — clé API {vendor}: {tok}, abaraka",
]  # fmt: skip


def _vendor_specials(rng: random.Random, seen: set[str]) -> list[Sample]:
    values = [_r(rng, HEX, 64), _r(rng, ALNUM, 40), _r(rng, HEX, 32), _r(rng, URLSAFE, 36)]
    for value in values:
        assert _fresh(value, seen)
    paytech, paydunya, sama, expat = values
    return [
        Sample("vendor_token", f'requests.post("https://paytech.sn/api/payment/request-payment", headers={{"API_KEY": "bolong", "API_SECRET": "{paytech}"}})', paytech),
        Sample("vendor_token", f"curl -H 'PAYDUNYA-MASTER-KEY: {paydunya}' https://app.paydunya.com/api/v1/checkout-invoice/create", paydunya),
        Sample("vendor_token", f'const sama = new SamaMoneyClient({{ merchantKey: "{sama}" }});', sama),
        Sample("vendor_token", f"<meta-data android:name=\"com.expatdakar.API_KEY\" android:value=\"{expat}\"/>", expat),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = _vendor_specials(rng, seen)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        while not _fresh(tok := make(rng), seen):
            pass
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "[11:20] Lamine: {t}", "it only shows it once, so here:\n{t}",
                "garde ça stp: {t}", "{t}\n^ new one, the old one is dead", "denc ma lii: {t}",
                "guarda isto: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the cashew-store humidity sensor (OTAA): {h}": 32,
    "HMAC secret for the Wave Business payment webhook: {h}": 64,
    "pre-shared key of the campement-to-agency IPsec tunnel (hex): {h}": 64,
    "AES key for the ferry ticket QR codes: {h}": 32,
    "clé de chiffrement des sauvegardes : {h}": 64,
    "caabi chiffrement backup bi: {h}": 48,
    "chave de encriptação do backup: {h}": 64,
    "clave del cifrado de las copias: {h}": 32,
    "session secret of the booking site: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket #BB-1201: token copied from the browser's network tab {t}",
    "Cookie: lang=fr-SN; bolong_session={t}",
    "FERRY_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "le token c {t}",
    "token bi mooy {t}",
    "o token é {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@bolongbleu.sn"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.bolongbleu.sn/realms/staff", "azp": "booking-desk",
                   "roles": ["ferry", "pirogues"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the booking server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/billets.bolongbleu.sn.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"FERRY_SIGNING_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_pirogues <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Ticket #BB-1210, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "clé privée du serveur :\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the cashew exporter's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Electrum backup of the cashew fund wallet: {p}": "english",
    "Sparrow wallet recovery phrase\n{p}": "english",
    "voice memo: the wallet recovery words are {p} and that's all of them": "english",
    "wiki page 'Old ferry wallet (emptied)': {p}": "english",
    "phrase de récupération du portefeuille, bul ko wax kenn : {p}": "french",
    "mots de secours du wallet (slt, garde ça stp) : {p}": "french",
    "frase de recuperação da carteira: {p}": "portuguese",
    "nha palavras di carteira: {p}": "portuguese",
    "frase de recuperación de la billetera: {p}": "spanish",
    "frase di recupero del portafoglio del socio italiano: {p}": "italian",
    "obnovovací fráze peněženky (od českého hosta): {p}": "czech",
    "Trust Wallet words, old phone: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        "; ".join(words),
        " ".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)], "secret": phrase}


def _seed_take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    """Seed phrases: the secret is the phrase as the list writes it where the text holds it so,
    else the phrase in its layout (numbered, one a line, dashed) as the text holds it."""
    out = []
    for index, template in enumerate(v.cycle(rng, list(_SEED_PLACES), n)):
        while True:
            fields = _seed_draw(rng, index, template)
            text = template.format(p=fields["p"])
            secret = fields["secret"] if fields["secret"] in text else fields["p"]
            if _fresh(secret, seen):
                break
        out.append(Sample("seed_phrase", text, secret))
    return out


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes``, ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "gim":  # a GIM-UEMOA regional card: the prefix is a guess
        return _card_of(rng, ["628800", "628812"], [16])
    if brand == "mir":
        return _card_of(rng, ["2200", "2204"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "[13:02] Fatou: the agency card for the ferry fuel is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Ticket #BB-1220: pay the generator repair with card {c}",
    "slt, numéro de carte: {c} exp {mm}/{yy} stp",
    "sama numéro carte mooy {c}, {mm}/{yy}",
    "número do cartão: {c}, validade {mm}/{yy}",
    "el número de la tarjeta es {c}",
    "numéro de ma carte GIM : {c}",
    "nha numeru di kartãu i {c}",
    "voice memo: card {c}, expires {mm}/{yy}",
    "Kasumay — carte {c}, {mm}/{yy}, abaraka",
]  # fmt: skip
_BRANDS = ["visa", "gim", "mastercard", "amex", "mir", "jcb", "discover", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c}, the four-digit CID above the number: {cvv}",
               "Amex for the campement supplies, front code {cvv}",
               "les 4 chiffres devant sur l'Amex : {cvv}",
               "Amex bi, 4 chiffres yi ci kanam: {cvv}",
               "os 4 números da frente do Amex: {cvv}",
               "los 4 números de adelante de la Amex: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "amex"), " ", rng), "cvv": _r(rng, D, 4)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries a rough count over heldouts 5 to 289 finds less often; BBAN shapes after iban.dat.
_IBAN_SHAPES = {"ST": "n" * 21, "TN": "n" * 20, "MU": "aaaa" + "n" * 19 + "aaa",
                "HN": "aaaa" + "n" * 20, "PT": "n" * 21, "MT": "aaaa" + "nnnnn" + "c" * 18,
                "CR": "n" * 18, "PS": "aaaa" + "c" * 21}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice BB-2033-041: pay the pirogue engine parts to {i} within 30 days",
    "save the São Tomé cocoa guest's IBAN: {i}",
    "IBAN: {i}\nRéférence: lot anacarde 12",
    "[14:40] Aliou: the Lisbon tour operator's new bank details, IBAN {i}",
    "slt, mon IBAN c {i} stp",
    "sama IBAN mooy {i}",
    "o meu IBAN é {i}",
    "nha IBAN i {i}",
    "mi IBAN es {i}",
    "IBAN du fournisseur tunisien : {i}",
    "voice memo: IBAN {i}, thanks",
    "Wiki › Fournisseurs: | Malta dive shop | {i} |",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ninea(g: random.Random) -> str:
    """Senegal's NINEA: nine digits whose weighted sum ends in 0 (stdnum's check)."""
    return v.until(g, lambda h: "00" + _r(h, D, 7), sn_ninea.is_valid)


def _nifp(g: random.Random) -> str:
    """Guinea's NIFp: eight digits and a check digit, written in three groups."""
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 8), gn_nifp.is_valid)
    return f"{number[:3]}-{number[3:6]}-{number[6:]}"


def _pt_nif(g: random.Random) -> str:
    """A Portuguese NIF: nine digits with a mod-11 check digit."""
    return v.until(g, lambda h: h.choice("12") + _r(h, D, 8), pt_nif.is_valid)


def _pt_cc(g: random.Random) -> str:
    """A Portuguese Cartão de Cidadão: the civil number, its digit, a version and a check."""

    def make(h: random.Random) -> str:
        return f"{_r(h, D, 8)} {h.choice(D)} {h.choice(['ZZ', 'ZX', 'ZY'])}{h.choice(D)}"

    return v.until(g, make, pt_cc.is_valid)


def _nir(g: random.Random) -> str:
    """A French NIR: sex, birth year and month, a department and commune, a serial, a key."""

    def make(h: random.Random) -> str:
        body = f"{h.choice('12')}{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}99{h.randrange(300, 420):03d}{_r(h, D, 3)}"
        return body + f"{97 - int(body) % 97:02d}"

    return v.until(g, make, fr_nir.is_valid)


def _nuit(g: random.Random) -> str:
    """A Mozambican NUIT: nine digits, the last a check digit."""
    return v.until(g, lambda h: h.choice("1234") + _r(h, D, 8), mz_nuit.is_valid)


def _sn_cni(g: random.Random) -> str:
    """Senegal's CEDEAO identity card number: seventeen digits, no public check."""
    return g.choice("12") + _r(g, D, 16)


def _sn_passport(g: random.Random) -> str:
    """A Senegalese passport: A and eight digits."""
    return "A" + _r(g, D, 8)


def _sn_licence(g: random.Random) -> str:
    """A Senegalese driving licence number: a region's letters, a year and a serial."""
    return f"ZG-{g.randrange(2010, 2033)}-{_r(g, D, 6)}"


def _gw_bi(g: random.Random) -> str:
    """A Guinea-Bissau bilhete de identidade: nine digits, no public check."""
    return _r(g, "123456789", 1) + _r(g, D, 8)


def _gw_passport(g: random.Random) -> str:
    """A Guinea-Bissau passport: two letters and seven digits."""
    return "GB" + _r(g, D, 7)


def _voter(g: random.Random) -> str:
    """A Senegalese voter card number: nine digits."""
    return _r(g, "123456789", 1) + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "NINEA of the campement company, for the tax form: {s}": _ninea,
    "slt, le NINEA de la coopérative c {s}": _ninea,
    "NINEA bi mooy {s}": _ninea,
    "Guinea NIFp of the Conakry cashew buyer: {s}": _nifp,
    "NIFp du transitaire de Conakry : {s}": _nifp,
    "NIF português do operador turístico: {s}": _pt_nif,
    "Portuguese NIF of the Lisbon agent: {s}": _pt_nif,
    "número do Cartão de Cidadão do Nuno: {s}": _pt_cc,
    "Nuno's citizen card number: {s}": _pt_cc,
    "numéro de sécu d'Odile (NIR) : {s}": _nir,
    "French social security number of the volunteer: {s}": _nir,
    "NUIT moçambicano do fornecedor de caju: {s}": _nuit,
    "my CEDEAO identity card number: {s}": _sn_cni,
    "numéro de ma carte d'identité CEDEAO : {s}": _sn_cni,
    "sama numéro carte d'identité mooy {s}, bul ko wax kenn": _sn_cni,
    "numéro de passeport de Khady : {s}": _sn_passport,
    "Khady's passport number: {s}": _sn_passport,
    "permis de conduire du chauffeur : {s}": _sn_licence,
    "nha numeru di bilhete di identidadi i {s}": _gw_bi,
    "número do bilhete de identidade do Braima: {s}": _gw_bi,
    "número do passaporte guineense do Quintino: {s}": _gw_passport,
    "numéro de ma carte d'électeur : {s}": _voter,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 3)}{_r(rng, D, 3)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = ["Wave Business 2FA recovery codes\n{codes}", "backup codes for the agency's Google account {codes}",
            "codes de secours Paystack : {codes}", "codes de récupération 2FA (garde ça stp):\n{codes}",
            "códigos de backup da conta: {codes}", "backup codes yi: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Bictorys:fatou@bolongbleu.sn?secret={s}&issuer=Bictorys&digits=6",
              "2FA setup key for the PayDunya dashboard: {s}",
              "clé TOTP du compte Hub2 (saisie manuelle) : {s}",
              "chave 2FA da conta da agência: {s}"]  # fmt: skip
_CODES = ["{c} is your Wave verification code", "Votre code de confirmation Free Money : {c}. Ne le partagez avec personne",
          "Sa code mooy {c}. Bul ko wax kenn", "O seu código de verificação é {c}",
          "Tu código de verificación es {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Bolong-Bleu-Guest", "Campement CapSkirring 5G", "Pirogue Desk Zig", "Orange-Ziguinchor",
          "Free-Bignona-4G", "Bunuk Bar Wifi", "Ferry Agence Dakar", "Kabrousse Plage",
          "Anacarde Bignona", "Elinkine Quai"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "guest network {s}, password {pw}",
    "wifi at the bunuk stall: {s} / {pw}",
    "nmcli dev wifi connect '{s}' password '{pw}'",
    "wpa_passphrase '{s}' '{pw}' > /etc/wpa_supplicant/wpa_supplicant.conf",
    "ESPHome sensor.yaml:\nwifi:\n  ssid: \"{s}\"\n  password: \"{pw}\"",
    "slt, le wifi c {s} et le mdp {pw}",
    "mdp wifi {s} : {pw} stp",
    "wifi {s} bi, password bi mooy {pw}",
    "senha do wifi {s}: {pw}",
    "la clave del wifi {s} es {pw}",
    "Kasumay! wifi {s}, mot de passe {pw}, abaraka",
    "the key on the sticker under the Orange box: {pw}",
    "[18:22] Ndeye: wifi password? \n[18:23] Jules: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sk_live_", (ALNUM, 24)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("naboo_", (URLSAFE, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the preview hides it) {t}", "je te le dicte lettre par lettre : {t}",
          "dictado: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["code du cadenas du magasin d'anacarde : {pw}", "code cadenas bi mooy {pw}",
          "código do cadeado do armazém: {pw}", "el código del candado es {pw}",
          "the safe at the ferry agency opens with {pw}", "the pirogue shed keypad takes {pw} then #",
          "slt, code portail campement: {pw} stp", "PIN of the agency's Orange SIM: {pw}",
          "sama code PIN mooy {pw}, bul ko wax kenn"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["bunuk", "kankurang", "bolong", "ditakh", "fromager", "kassoumay", "thiof",
                 "mangrove", "pirogue", "calebasse", "bissap", "anacarde", "huitre", "palmier",
                 "karabane", "kora"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the agency vault: {p}": " ",
            "Bitwarden passphrase for the campement: {p}": "-",
            "phrase de passe du coffre : {p}": ".", "frase-passe do cofre: {p}": " ",
            "passphrase bi mooy {p}": " ", "frase de paso de la bóveda: {p}": "_",
            "passphrase of the ferry laptop's disk: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "curl -H 'Authorization: Bearer {v}' https://api.bolongbleu.sn/v1/billets": False,
    "Insomnia environment, header Authorization = Basic {v}": True,
    "HTTPie: http GET api.bolong.lan/lots 'Authorization: Bearer {v}'": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "frpc.toml:\nserverAddr = \"relay.bolongbleu.sn\"\nauth.token = \"{pw}\"",
    "~/.offlineimaprc:\n[Repository Remote]\nremotehost = imap.bolongbleu.sn\nremoteuser = reception\nremotepass = {pw}",
    "~/.getmail/getmailrc:\n[retriever]\ntype = SimpleIMAPSSLRetriever\nusername = billets\npassword = {pw}",
    "~/.neomuttrc:\nset smtp_url = \"smtps://ops@smtp.bolongbleu.sn\"\nset smtp_pass = \"{pw}\"",
    "~/.fetchmailrc:\npoll imap.bolongbleu.sn protocol IMAP user \"ferry\" password \"{pw}\" ssl",
    "Dolibarr conf.php:\n$dolibarr_main_db_user='dolibarr';\n$dolibarr_main_db_pass='{pw}';",
    "Akaunting .env:\nDB_USERNAME=akaunting\nDB_PASSWORD={pw}",
    "Moodle config.php:\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "Nextcloud config.php:\n  'dbuser' => 'nextcloud',\n  'dbpassword' => '{pw}',",
    "traccar.xml:\n<entry key='database.user'>traccar</entry>\n<entry key='database.password'>{pw}</entry>",
    "kannel.conf:\ngroup = sendsms-user\nusername = billets\npassword = {pw}",
    "/etc/gammu-smsdrc:\n[smsd]\nservice = sql\ndriver = native_mysql\nuser = smsd\npassword = {pw}",
    "/etc/asterisk/pjsip.conf:\n[agence]\ntype=auth\nauth_type=userpass\nusername=agence\npassword={pw}",
    "/etc/zm/conf.d/02-db.conf:\nZM_DB_USER=zmuser\nZM_DB_PASS={pw}",
    "Home Assistant secrets.yaml:\nmqtt_password: {pw}",
    "Tasmota console on the pump relay:\nBacklog SSId1 Bolong-Bleu-Guest; Password1 {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Fatou: campement wifi password?\nAliou: {pw}",
    "[06:12] lamine: root pw for the booking server?\n[06:13] khady: {pw}",
    "Binta: {pw} is the new Beds24 password",
    "Ousmane: use {pw}, that's what the NVR has now",
    "Khady: mdp? \nAliou: {pw}",
    "Pascaline: slt, nouveau mdp → {pw}",
    "Lamine: mot de passe bu bees bi mooy {pw}",
    "Nuno: a senha nova é {pw}",
    "Domingos: la contraseña nueva es {pw}",
    "Jules: Kasumay! mdp bi {pw}, abaraka",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_RECOVERY = [
    "BitLocker recovery key of the ferry laptop: {k}",
    "clé de récupération BitLocker du PC de la réception : {k}",
    "recovery key for the agency's Apple ID: {k}",
    "chave de recuperação do PC do armazém: {k}",
    "caabi recovery bi mooy {k}",
    "Proton recovery phrase? no, the recovery key: {k}",
    "clave de recuperación del portátil: {k}",
    "Bitwarden recovery code (account Bolong Bleu): {k}",
]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template or "PC" in template or "portátil" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    if "Apple" in template or "caabi" in template:
        return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 5) for _ in range(4))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seed_take, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_recovery, 8),
]  # fmt: skip


def _secrets(seen: set[str]) -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
    return out


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return _secrets(set())


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Beds24 password is": "{s}", "NVR admin pw:": "{s} (since the camera swap in March)",
    "le mdp c": "{s} stp", "Traccar password": "{s}\nchange it after the season",
    "mot de passe bi mooy": "{s}", "a senha é": "{s}", "la contraseña es": "{s}",
    "Grocy password": "{s}", "the password Ousmane read out over the VHF was": "{s}, I think",
    "nha senha i": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "PayTech API secret", "{s}", _j((HEX, 64))),
    ("split_token", "Kkiapay key:", "{s} (ferry checkout)", _j("tsk_", (HEX, 32))),
    ("split_token", "Bictorys client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Electrum backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/37", lambda g: v.grouped(_card(g, "gim"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "ST"))),
    ("split_backup", "Wave recovery codes", "{s}\nKQD204-7RM2D\nBZW881-H3VX9", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NINEA", "{s}", _ninea),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker, seen: set[str]) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    while not _fresh(secret := make(rng), seen):
        pass
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    seen: set[str] = set()
    _secrets(seen)
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [
        FieldPair(cls, first, *_fill(rng, second, make, seen)) for cls, first, second, make in rows
    ]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"beds24": {"url": "https://beds24.com", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mdp": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "lamine", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"cameras": [{"name": "quai"}, {"name": "paillote", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["clickhouse-client", "--user", "ferry", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "mot de passe bi mooy {s}"}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Traccar server as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"paytech": {"api_secret": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"hub2Token": "{s}"}': ("meta_token", _j((ALNUM, 48))),
    '{"termii_key": "{s}"}': ("meta_token", _j("TL", (ALNUM, 58))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "TN")),
    '{"company": {"ninea": "{s}"}}': ("meta_id", _ninea),
    '{"mfa": {"recovery_codes": ["{s}", "KQD204-7RM2D", "BZW881-H3VX9"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"cashew_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"magasin_anacarde": {"code_cadenas": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Bunuk Bar Wifi", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    seen: set[str] = set()
    _secrets(seen)
    field_rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    for _cls, _first, second, make in rows:
        _fill(field_rng, second, make, seen)
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make, seen)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"nvr-firmware-4.62.210.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.bolong.lan/ferry-api:2.3").hexdigest()
_COMMIT = hashlib.sha1(
    b"billets: add Dakar-Ziguinchor night crossing", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"cashew: revert moisture rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"pesage_2033-03-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"reservations-export-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Beds24 password before the high season starts on 2033-11-01.",
    "Fatou asked for the campement wifi password; it's on the card at the reception desk.",
    "Policy: agency passwords are at least 14 characters and live only in the shared vault.",
    "slt, envoie pas les mdp sur le groupe stp, mets-les dans le coffre.",
    "Bul wax sa mot de passe kenn, jërëjëf.",
    "Bul wax sa password kenn, jerejef.",
    "Não digas a tua senha a ninguém.",
    "Ka bu fala ningin bu senha, obrigadu.",
    "No le digas tu contraseña a nadie.",
    "Kasumay! Abaraka for the bunuk yesterday.",
    "The `.env.example` line `PAYTECH_API_SECRET=replace-me` is a placeholder; the real key is in the vault.",
    "Replace <YOUR_WAVE_KEY> in the README with the key from your Wave Business dashboard.",
    "PAYDUNYA_PRIVATE_KEY and KKIAPAY_SECRET must be set before the nightly payout sync runs.",
    "The NVR asks for a new admin password after every firmware update.",
    "tkt, le mdp du wifi a pas changé depuis hier.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "La contraseña debe tener al menos catorce caracteres.",
    "A senha tem de ter pelo menos catorze caracteres.",
    "Upgraded the NVR firmware from 4.61 to 4.62 and paho-mqtt to 2.1.0 over the weekend.",
    f"commit {_COMMIT} adds the Dakar-Ziguinchor night crossing.",
    f"Rolled back to {_SHORT} after the moisture rounding broke the cashew report.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The NVR firmware 4.62.210 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of reservations-export-2033.parquet: {_SHA512}",
    f"The ferry API container runs registry.bolong.lan/ferry-api@sha256:{_IMAGE}.",
    f"MD5 of pesage_2033-03-14.csv is {_MD5}, same as the copy on the office share.",
    "Request id 3c9e1a7b-5d2f-4e80-9b16-7a0c2e4f8d31 is the slow one in the booking logs.",
    "Booking BB-2033-00418 for four guests at the campement, arriving Thursday.",
    "Ticket #BB-1299: the paillote fridge alarm keeps tripping at night.",
    "Call the Ziguinchor pirogue desk on +221 33 991 47 20 before noon.",
    "Ferry ticket DKR-ZIG 2033-04-02, cabin 4 berths, seat 118.",
    "Lot LOT-2033-BGN-0311, 80 kg bags, 240 bags, KOR 48 lbs.",
    "HS code 0801.31 is cashew nuts in shell; 0801.32 is shelled cashew.",
    "The campement's postcode is 27000 and the agency's PO box is BP 152 Ziguinchor.",
    "ISBN 978-2-86537-120-4 is the Casamance guidebook on the reception shelf.",
    "After five wrong passwords the booking site locks the account for 20 minutes.",
    "The secret of good bunuk is tapping the palm before sunrise.",
    "Ask Aliou for the pirogue shed keypad code, I don't have it.",
    "My card ending 7733 was declined at the Ziguinchor hardware store.",
    "The Lisbon agent wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the agency's Wave Business account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TERMII_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the cashew store rusts in the salt air; oil it every month.",
    "Paystack moved the API key page under Settings › API Keys & Webhooks.",
    "The guest wifi 'Bolong-Bleu-Guest' is open in the garden, no password needed.",
    "Route N5 from Ziguinchor to Bignona is 30 km; the pirogue to Karabane takes 1 h 15.",
    "The tide table says high water at 06:42 and 19:05 at Elinkine.",
    "Order CMD-2033-7781: 12 crates of bissap concentrate, delivered Monday.",
    "Invoice FAC-2033-0142 for 250 000 FCFA is due on the 30th.",
    "Le code promo de la saison, c'est affiché à l'accueil, demande à Khady.",
    "mdp oublié ? clique sur « mot de passe oublié » en bas de la page.",
    "The Wave Business API key rotation is scheduled for Friday.",
    "Room 7 key is at the reception; the room has no safe.",
    "The mangrove tour leaves at 09:30 from quai 2, boat Aline 3.",
    "The kankurang passes through Kabrousse on Saturday night.",
    "Pirogue registration ZIG-1042-P is renewed until 2034.",
    "Agence ferry: 2nd class seat 5 000 FCFA, cabin 4 berths 26 500 FCFA (tariff 2033).",
    "The API version is v2 and the request id changes every call.",
    "Our NINEA is printed on every invoice footer; ask the accountant for a copy.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/agency/beds24", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "BB-1299", "booking": "BB-2033-00418"}',
    '{"lot": {"id": "LOT-2033-BGN-0311", "bags": 240, "kor_lbs": 48}}',
    '{"phone": "+221 33 991 47 20", "city": "Ziguinchor"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "guests_tonight": 18}',
    '{"hs_code": "0801.31", "origin": "SN", "description": "cashew nuts in shell"}',
    '{"ferry": {"route": "DKR-ZIG", "date": "2033-04-02", "seat": "118"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
