# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-eighty-sixth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-eighty-fifth's
docstring, the fifth to two-hundred-and-eighty-fifth only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-eighty-seventh, two-hundred-and-eighty-eighth and two-hundred-and-eighty-ninth),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (286419057), password words (a
tide coefficient and a seaweed or a buoy, `Coef112Goemon!`; a crêpe and a sea word with a number;
a name, a year and a Breton town; leet Breton words, `Ch0uch3n`, `L4mb1g`; an oyster bag's number
and a place; a generator's four dashed groups; random runs), names, places, templates, tools,
vendors and layouts, the way the staff of a fictional company (Kerlann Breizh, with a crêperie
chain in Quimperlé, an oyster farm office in Cancale, a ferry desk for Ouessant, a fest-noz
ticket counter in Carhaix and a cider press near Fouesnant) and its Irish and Scottish sailing
crews leak secrets into an assistant's memory. Every company, person, address and number is
fictional; only the region (Brittany, Breizh) is real. The texts are chats with times, tickets,
wiki tables and breadcrumbs, notes, e-mails, runbooks, READMEs, shell prompts, voice-memo
transcripts, VHF-dictated and spelled text and requests to the assistant itself; the separators
run from a colon, "is", `c'est`, `c`, `eo`, `e`, `ét` and a dash to an arrow, an emoji (`🔑`),
a new line, a table bar, `« … »`, backticks and parentheses.

Names and tools by grep (case-insensitively, the number of heldouts 5 to 285 that name each): in
none, ServerAuditor, ser2net, dnsmasq, dremio-admin, ApiCat and the wordings `ger-kuzh`,
`ger-kuh`, `trugéré`, `mèrci ben`, `cllë`, `na lavar da zen`, `setu ar`, `alhwez`, `copy that`;
in one, `vncviewer -passwd`, ntdsutil, modpoll, lego, `implijour`; in two, wbadmin, `step ca`,
Blue Wallet, Dokploy, mate-terminal, deepin-terminal, WebSSH; in three to five, autossh, gopass,
`op item`, nsupdate, Set-ADAccountPassword, knexfile, iredis, ycqlsh, zmprov, securefs,
gocryptfs, CapRover, Bitkey, Mycelium, Wasabi, Hurl, urxvt, `jsp`, `l'mot d'passe`. The common
layouts and tools (buildah, nerdctl, regctl, helm, jf, poetry, dotnet nuget, mount.cifs, rasdial,
realm, ipa, pdbedit, crackmapexec, snmpset, env files, Compose, Spring, WordPress, Django, Odoo,
rclone, hostapd, chap-secrets, msmtp, .pgpass, Terraform, JWTs, PEM blocks, `otpauth://`, Basic
and Bearer headers, the `WIFI:` QR string, Wave Terminal, Psono, haproxy, Bruno) are used often
before and are here in wordings of their own.

About half of the secret samples are in other languages than English: French texting (`mdp`,
`le mdp c'est`, `c`, `stp`, `jsp`, `mdr`, `tkt`, `mrc`, `slt`, `voilà`, `dis-le à personne`,
`garde-le`, `code wifi`, `clé wifi`, `digicode`, `cryptogramme`, `identifiant`, `codes de
récupération`, `numéro de sécu`); Breton in the KLT spelling with c'h (`ger-kuzh`, `ar ger-kuzh
eo`, `a zo bet cheñchet, bremañ eo`, `setu`, `alc'hwez`, `kod`, `na lavar da zen`, `trugarez`,
`nevez`, `niverenn ma c'hartenn`, `implijer`, `kodoù saveteiñ`, `lizherenn ha lizherenn`, `ar
ger … ha goude`) and in Vannetais without c'h (`er ger-kuh e`, `alhwez`, `implijour`, `me
hartenn`, `trugéré`, `goudé`); Gallo (`l'mot d'passe ét`, `vla`, `mèrci ben`, `la cllë`, `l'numérô`,
`pressou`, `sauvegardaije`, `pé ensuite`); and the English of sailing crews (`skipper`, `over`,
`roger that`, `copy that`, `on VHF ch 72`, `nav station`, `chartplotter`). The wordings are the
author's approximations, checked by no speaker; the thinnest guesses are the Gallo ones (`la
cllë`, `l'ordinatou`, `sauvegardaije`, `usaijou`, `pé ensuite`, `alocatère`), then the Vannetais
ones (`er ger-kuh`, `gourhemenn`, `ordinatour`, `goudé`, `trugéré` as "thanks"), then Breton's
`ger-kuzh` for a password (where `ger-tremen` is the usual word) and `kodoù saveteiñ` for backup
codes.

Vendors (by grep, in no earlier corpus: Popina, Mapotempo, Festik, Tickeasy, Klaxit, Getaround,
Zity, Cityscoot, Mobilic, Fretlink, Hiflow, Vekia, Cashmag, Paynovate, Orange Bank, Hellobank,
Fortuneo, Arkea, Sicavonline, Miimosa, Tudigo, GoodBarber, Oxatis, Iziflux, BeezUP, Shoppingfeed,
Tickarte, Placeminute, Yapla, AssoConnect, Ferrylog, Misterbooking, Reservit, Guestonline,
Zenorder, Pongo, Tillkey, Quadratus, Inqom, Chaintrust, Koban, Agriconomie, Farmleap, Karnott,
Terrasolis, Maileva, Pixpay, Oenobox). No shape here is one the author knows to be real: every
one is a guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, JWTs for
Tickeasy, Yapla and Farmleap, and the `mpt_`, `fl_live_`, `pnv_sk_`, `mii_`, `zo_sk_`, `ct_` and
`pxp_` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: France's
SIREN (`stdnum.fr.siren`, in two earlier corpora by import), SIRET (`fr.siret`, four), TVA
number (`fr.tva`, four), NIR (`fr.nir`, five) and tax number (`fr.nif`, three), Ireland's VAT
number (`ie.vat`, one) and PPS number (`ie.pps`, three) and the UK's UTR (`gb.utr`, four). Kinds
no library or this file checks (no check-digit algorithm is written here; the shapes are
guesses): a French identity card of 2021, French passports, a French driving licence, a
seafarer's number, a CAF number, a France Travail identifier and a KorriGo card. Card numbers
pass Luhn (the value helpers' Visa, Mastercard, Amex, Maestro, JCB, Discover, Diners and
UnionPay, checked with python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only,
none starting with 0, 1 or 2. The IBANs are of the Netherlands, Slovakia, Denmark, Norway,
Ireland, Austria, Sweden and Germany (the countries a rough count of the `_IBAN_SHAPES` tables
in heldouts 5 to 285 finds least, in eighteen or nineteen corpora each), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, French, Spanish,
Italian, Portuguese and Czech lists (no Turkish nor Russian), each checked with
`Mnemonic(lang).check`. Every secret is drawn again until it is new and no clean text holds it.
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
from stdnum.fr import nif as fr_nif
from stdnum.fr import nir as fr_nir
from stdnum.fr import siren as fr_siren
from stdnum.fr import siret as fr_siret
from stdnum.fr import tva as fr_tva
from stdnum.gb import utr as gb_utr
from stdnum.ie import pps as ie_pps
from stdnum.ie import vat as ie_vat

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 286_419_057
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


def _banned() -> str:
    """Every clean text and clean metadata value, joined: no secret may appear in it."""
    return "\n".join(CLEAN + [json.dumps(m, ensure_ascii=False) for m in CLEAN_METADATA])


def _fresh(seen: set[str], secret: str) -> bool:
    return len(secret) >= 4 and secret not in seen and secret not in _banned()


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A draw is
    made again until its secret is new and no clean text holds it."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(1000):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if _fresh(seen, secret):
                    break
            else:
                raise ValueError(self.cls)
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_CREPES = ["Galette", "Kouign", "Kig", "Farz", "Krampouezh", "Andouille", "Chouchen", "Lambig",
           "Gwinizh", "Bilig", "Rozell", "Tripette", "Pommeau", "Caramel"]  # fmt: skip
_SEA = ["Goemon", "Huitre", "Bigorneau", "Maerl", "Penn", "Enez", "Roc", "Bag", "Amarre",
        "Chalut", "Balise", "Gwenn", "Morgan", "Mouette"]  # fmt: skip
_PLACES = ["Kemperle", "Kankaven", "Eusa", "Karaez", "Fouenant", "Quimperle", "Cancale", "Ouessant",
           "Carhaix", "Fouesnant", "Lampaul", "Beg-Meil", "Pointdugrouin", "Kerloc"]  # fmt: skip
_NAMES = ["Gwenaelle", "Yann", "Erwan", "Maelys", "Loic", "Soazig", "Tristan", "Goulven",
          "Nolwenn", "Ronan", "Katell", "Per", "Mikael", "Gaid", "Tanguy", "Morgane", "Brieuc",
          "Awen", "Malo", "Dougie", "Siobhan", "Callum", "Finn", "Annaig"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Kr3p3r1e", "Ch0uch3n", "L4mb1g", "G4l3tt3", "C1dr3Br3t", "Hu1tr3Cr3us3", "B1n10u",
         "F3stN0z", "0u3ss4nt"]  # fmt: skip


def _tide(g: random.Random) -> str:
    """A tide coefficient, the way the oyster crew jokes a password together."""
    return f"Coef{g.randrange(20, 121)}{g.choice(_SEA)}{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Four dashed groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CREPES)}{g.choice(_SEA)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_CREPES, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _tide,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_CREPES).lower()}_{g.randrange(1960, 2031)}",
    lambda g: f"Bag{g.randrange(100, 1000)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_SEA).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: f"{g.choice(_NAMES)}Krampouezh{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Popina caisse, crêperie de Quimperlé, Nolwenn: le mdp admin c'est {pw} tkt",
    "slt Yann, le mdp du terminal Cashmag c {pw} stp le dis à personne",
    "Katell 08:14 › mdp de la borne Tillkey : {pw} (jsp qui l'a changé mdr)",
    "voilà le mot de passe de la balance à huîtres, Cancale: {pw}",
    "Tristan: nouveau mdp pour le PC de la billetterie fest-noz → {pw}",
    "Ronan › mdp du routeur de la cidrerie = {pw}, merci de pas le partager",
    "Ar ger-kuzh nevez evit kaserol ar grampouezherezh eo {pw}",
    "ger-kuzh ar PC e Karaez: {pw}, trugarez",
    "setu ar ger-kuzh evit an urzhiataer: {pw} — na lavar da zen",
    "Soazig: ar ger-kuzh a zo bet cheñchet, bremañ eo {pw}",
    "Vannetais, Goulven: er ger-kuh nevez e {pw}, trugéré",
    "Goulven: setu er ger-kuh get en ordinatour: {pw}",
    "Gallo, Annaig: l'mot d'passe du burë ét {pw}, mèrci ben",
    "vla l'mot d'passe de l'ordinatou du pressou: {pw}",
    "Skipper Dougie: passcode for the nav station tablet is {pw}, over",
    "Siobhan (deckhand): chartplotter admin pass {pw} — roger that",
    "Callum on VHF ch 72: the Ouessant desk laptop password is {pw}",
    "the password for the Fouesnant cider press controller is {pw}",
    "Finn: crew wifi at the Cancale pontoon, password {pw}",
    "reminder to self: Quimperlé POS admin password = {pw}",
    "can you store this for me: fest-noz ticket desk password {pw}",
    "Oyster office NAS password: {pw} (changed after the storm)",
    "Mapotempo admin login password → {pw}",
    "Festik organiser account password: {pw}",
    "RUNBOOK: reboot the ferry desk kiosk, log in as local admin, password \"{pw}\"",
    "note vocale: le mot de passe du portail Fretlink c'est {pw}, voilà",
    "mdp Orange Bank de la boîte: « {pw} » stp garde-le",
    "Le code d'accès du compte Fortuneo pro est {pw}",
    "🔑 mdp Wi-Fi crêperie → {pw}",
    "Per: password for the press room PLC is {pw} (don't tell anyone)",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["gwenaelle", "yann.le-goff", "erwan", "maelys.k", "loic", "soazig", "tristan.b",
          "goulven", "nolwenn", "ronan.p", "katell", "per.morvan", "mikael", "gaid", "tanguy",
          "morgane.l", "brieuc", "awen", "malo", "dougie", "siobhan", "callum", "finn",
          "annaig", "svc-pressoir", "caisse-qpl"]  # fmt: skip
_LOGINS = [
    "Nolwenn: le login de la caisse Popina c'est {u} / {pw}",
    "identifiant {u} mdp {pw} stp",
    "id: {u} — mdp: {pw} (tkt je le change lundi)",
    "Tickeasy #2211: {u} bloqué sur le back-office, dernier mdp {pw}",
    "| poste | identifiant | mot de passe |\n|---|---|---|\n| caisse fest-noz | {u} | {pw} |",
    "log in to the chartplotter as {u} with {pw}",
    "crew login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: pressoir-plc\n  user: {u}\n  password: {pw}",
    "Skipper says the ferry desk account is {u} and the password is {pw}",
    "poste,identifiant,mot_de_passe\ncaisse-2,{u},{pw}",
    "ssh {u}@kiosk-eusa.kerlann.bzh (password {pw})",
    "anv-implijer {u} ha ger-kuzh {pw}",
    "implijer: {u} / ger-kuzh: {pw}, trugarez",
    "implijour {u}, ger-kuh {pw} (Gwened)",
    "l'nom d'usaijou ét {u}, l'mot d'passe ét {pw}",
    "Annaig › compte {u}, mot de passe {pw}",
    "Wiki › Cidrerie › Pressoir: {u} — {pw}",
    "user {u}, pass {pw} — copy that, skipper",
    "Klaxit driver app: {u} / {pw}",
    "les accès Beezup: login {u}, mdp {pw}",
    "Hellobank pro: identifiant {u}, code secret {pw}",
    "sign in as {u} with {pw} on the Ouessant desk",
    "login {u} and {pw} for the Carhaix box office",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kouignamann", "chouchen", "lambig", "bigorneau", "goemon", "penn-sardin",
               "bilig", "rozell", "krampouezh", "kerzu", "gwinizh", "dremmwel", "morganez",
               "koadig", "avel-vor", "tarzh", "brumenn", "kornandon", "bleizi", "karreg"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, lower case, then {d}",
    "password: it's {w} and right after it the number {d}",
    "skipper, it's {w} with {d} at the end, over",
    "voice memo: the crêperie wifi password is {w} then {d}, no space",
    "le mdp c'est le mot {w} puis {d}, tout attaché",
    "mdp = {w} et {d} à la fin, tkt",
    "it's {w}{d}, word and digits together",
    "ar ger-kuzh eo ar ger {w}, ha goude {d}",
    "er ger-kuh e er gir {w}, ha goudé {d}",
    "l'mot d'passe ét l'mot {w}, pé ensuite {d}",
    "type {w}, then {d}",
    "le mot de passe, c'est {w}{d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "vncviewer -passwd <(echo '{pw}' | vncpasswd -f) kiosk-eusa.kerlann.bzh:1",
    "ntdsutil \"set dsrm password\" \"reset password on server null\" q q  # typed {pw} when asked, user {u}",
    "modpoll -m tcp -a 1 -r 100 -c 4 pressoir-plc.kerlann.bzh  # web login {u} / {pw}",
    "wbadmin start backup -backupTarget:\\\\nas-cancale\\bkp -user:{u} -password:{pw} -quiet",
    "step ca provisioner add crew --type JWK --password-file <(echo -n '{pw}')",
    "lego --email {u}@kerlann.bzh --dns ovh --domains billetterie.kerlann.bzh --eab --kid crew --hmac '{pw}' run",
    "java -cp h2.jar org.h2.tools.Shell -url jdbc:h2:tcp://pos.kerlann.bzh/~/caisse -user {u} -password '{pw}'",
    "autossh -M 0 -N -o 'ProxyCommand=sshpass -p {pw} ssh -W %h:%p {u}@bastion.kerlann.bzh' kiosk",
    "gopass insert -f kerlann/pressoir/{u} <<< '{pw}'",
    "op item create --category=login --title='Caisse Popina' username={u} 'password={pw}'",
    "nsupdate -y hmac-sha256:{u}-key:{pw}",
    "Set-ADAccountPassword -Identity {u} -NewPassword (ConvertTo-SecureString '{pw}' -AsPlainText -Force) -Reset",
    "sc.exe config KerlannPOS obj= \"KERLANN\\{u}\" password= \"{pw}\"",
    "pdbedit -a -u {u} -t <<< $'{pw}\\n{pw}'",
    "realm join kerlann.bzh -U {u} --one-time-password='{pw}'",
    "ipa user-add {u} --first=Crew --last=Ouessant --password <<< '{pw}'",
    "ansible-playbook site.yml --vault-password-file <(echo '{pw}') -u {u}",
    "helm repo add kerlann https://charts.kerlann.bzh --username {u} --password '{pw}'",
    "buildah login -u {u} -p '{pw}' registry.kerlann.bzh",
    "nerdctl login registry.kerlann.bzh -u {u} -p '{pw}'",
    "regctl registry login registry.kerlann.bzh -u {u} -p '{pw}'",
    "jf config add kerlann --url https://art.kerlann.bzh --user {u} --password '{pw}' --interactive=false",
    "poetry config http-basic.kerlann {u} '{pw}'",
    "dotnet nuget add source https://nuget.kerlann.bzh/v3/index.json -n kerlann -u {u} -p '{pw}' --store-password-in-clear-text",
    "mount -t cifs //nas-cancale/huitres /mnt/huitres -o username={u},password='{pw}'",
    "rasdial \"VPN Kerlann\" {u} {pw}",
    "iredis -h redis.kerlann.bzh --user {u} --password '{pw}'",
    "ycqlsh cass.kerlann.bzh -u {u} -p '{pw}'",
    "zmprov ca {u}@kerlann.bzh '{pw}' displayName 'Billetterie Carhaix'",
    "snmpset -v3 -u {u} -l authPriv -a SHA -A '{pw}' -x AES -X '{pw}' pressoir-sw sysContact.0 s Ronan",
    "gocryptfs -passfile <(echo '{pw}') ~/.cipher ~/compta  # {u}",
    "securefs mount --pass '{pw}' ~/vault ~/clear  # {u}'s laptop",
    "dremio-admin set-password -u {u} -p '{pw}'",
    "crackmapexec smb 10.29.0.0/24 -u {u} -p '{pw}'  # audit autorisé, cidrerie",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Wave Terminal, ronan@pressoir:~$ {c}", "ServerAuditor (Android) on the ferry desk: {c}",
    "mate-terminal, kiosk-eusa:~# {c}", "deepin-terminal: {c}", "WebSSH from the crêperie tablet:\n{c}",
    "urxvt on the old oyster PC: {c}", "ser2net console, port 3001:\n{c}",
    "commande lancée ce matin (tkt c'est en test): {c}", "an urzhiad em eus lañset: {c}",
    "er gourhemenn: {c}", "la commande qu'j'ai lancë: {c}", "skipper ran this at the nav station: {c}",
    "Tickeasy #2240, pasted by the integrator:\n{c}", "runbook, step 3:\n    {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""
    family = _Family(cls, templates, _with(_plain_pw, u=_USERS), "pw")

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        return v.framed(rng, family.take(rng, n, seen), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.kerlann.bzh:5432/caisse",
    "mysql://{u}:{pw}@db-cancale.kerlann.bzh/huitres",
    "amqps://{u}:{pw}@mq.kerlann.bzh:5671/ferry",
    "rediss://{u}:{pw}@cache.kerlann.bzh:6380/0",
    "mongodb+srv://{u}:{pw}@billetterie.kerlann.bzh/festnoz?retryWrites=true",
    "ftps://{u}:{pw}@ftp.kerlann.bzh:990/etiquettes/",
    "rtsp://{u}:{pw}@cam-pressoir.kerlann.bzh:554/live",
    "smb://{u}:{pw}@nas-cancale/compta",
    "Server=sql.kerlann.bzh;Database=Ferry;User Id={u};Password={pw};",
    "jdbc:mariadb://db.kerlann.bzh:3306/pos?user={u}&password={pw}",
    "clickhouse://{u}:{pw}@ch.kerlann.bzh:9440/ventes?secure=true",
    "nats://{u}:{pw}@nats.kerlann.bzh:4222",
    "sip:{u}:{pw}@voip.kerlann.bzh",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "la chaîne de connexion: {c}", "keep this connection string for me: {c}",
    "chadenn kevreañ: {c}", "Wiki › Ferry › DB: {c}", "Tickeasy #2251: {c}", "crew notes: {c}",
    "stp garde ça: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kerlann-breizh", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "tickets:read sales:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Vendors no earlier corpus names (by grep); every shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Popina", "POPINA_API_KEY", _j((HEX, 40))),
    ("Mapotempo", "MAPOTEMPO_API_KEY", _j("mpt_", (ALNUM, 32))),
    ("Festik", "FESTIK_SECRET", _j((ALNUM, 40))),
    ("Tickeasy", "TICKEASY_TOKEN", _vendor_jwt("https://api.tickeasy.example")),
    ("Klaxit", "KLAXIT_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Getaround", "GETAROUND_ACCESS_TOKEN", _j((HEX, 64))),
    ("Zity", "ZITY_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Cityscoot", "CITYSCOOT_API_SECRET", _j((B64, 44))),
    ("Mobilic", "MOBILIC_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Fretlink", "FRETLINK_API_TOKEN", _j("fl_live_", (ALNUM, 30))),
    ("Hiflow", "HIFLOW_API_KEY", _j((UPPER_HEX, 32))),
    ("Vekia", "VEKIA_TOKEN", _j((URLSAFE, 64))),
    ("Cashmag", "CASHMAG_LICENSE_KEY", _j((UPPER_DIGITS, 24))),
    ("Paynovate", "PAYNOVATE_SECRET_KEY", _j("pnv_sk_", (ALNUM, 36))),
    ("Orange Bank", "ORANGEBANK_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Hellobank", "HELLOBANK_API_SECRET", _j((HEX, 48))),
    ("Fortuneo", "FORTUNEO_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Arkea", "ARKEA_API_KEY", _j((B64, 56), "==")),
    ("Sicavonline", "SICAVONLINE_TOKEN", _j((HEX, 32))),
    ("Miimosa", "MIIMOSA_API_KEY", _j("mii_", (LOWER_DIGITS, 32))),
    ("Tudigo", "TUDIGO_SECRET", _j((ALNUM, 44))),
    ("GoodBarber", "GOODBARBER_API_TOKEN", _j((HEX, 40))),
    ("Oxatis", "OXATIS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Iziflux", "IZIFLUX_TOKEN", _j((ALNUM, 32))),
    ("BeezUP", "BEEZUP_PRIMARY_TOKEN", _j((HEX, 32))),
    ("Shoppingfeed", "SHOPPINGFEED_TOKEN", _j((HEX, 64))),
    ("Tickarte", "TICKARTE_API_KEY", _j((URLSAFE, 40))),
    ("Placeminute", "PLACEMINUTE_SECRET", _j((ALNUM, 36))),
    ("Yapla", "YAPLA_API_TOKEN", _vendor_jwt("https://auth.yapla.example")),
    ("AssoConnect", "ASSOCONNECT_API_KEY", _j((HEX, 40))),
    ("Ferrylog", "FERRYLOG_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Misterbooking", "MISTERBOOKING_API_KEY", _j((ALNUM, 32))),
    ("Reservit", "RESERVIT_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Guestonline", "GUESTONLINE_TOKEN", _j((HEX, 40))),
    ("Zenorder", "ZENORDER_SECRET_KEY", _j("zo_sk_", (ALNUM, 32))),
    ("Pongo", "PONGO_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Tillkey", "TILLKEY_TOKEN", _j((B64, 43), "=")),
    ("Quadratus", "QUADRATUS_API_KEY", _j((UPPER_HEX, 40))),
    ("Inqom", "INQOM_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Chaintrust", "CHAINTRUST_API_KEY", _j("ct_", (HEX, 40))),
    ("Koban", "KOBAN_API_TOKEN", _j((HEX, 32))),
    ("Agriconomie", "AGRICONOMIE_API_KEY", _j((ALNUM, 40))),
    ("Farmleap", "FARMLEAP_TOKEN", _vendor_jwt("https://api.farmleap.example")),
    ("Karnott", "KARNOTT_API_KEY", _j((HEX, 40))),
    ("Terrasolis", "TERRASOLIS_SECRET", _j((URLSAFE, 40))),
    ("Maileva", "MAILEVA_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Pixpay", "PIXPAY_API_KEY", _j("pxp_", (ALNUM, 36))),
    ("Oenobox", "OENOBOX_TOKEN", _j((ALNUM, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "Dokploy env tab: {env}={tok}",
    "CapRover app config, env vars: {env}={tok}",
    "kamal .kamal/secrets:\n{env}={tok}",
    "coolify env: {env} = {tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "Dockerfile:\nENV {env}={tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "Kerlann ERP › Réglages › Intégrations › {vendor} › clé API : {tok}",
    "wiki table 'Intégrations': | {vendor} | 2031 | {tok} |",
    "Tickeasy #2270: {vendor} sync en erreur 401, clé configurée {tok}",
    "{vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "slt, la clé API {vendor} c {tok} stp garde-la",
    "clé d'API {vendor} pour la crêperie : {tok}",
    "mdr j'ai retrouvé la clé {vendor}: {tok}",
    "alc'hwez API {vendor}: {tok}, trugarez",
    "setu an alc'hwez API {vendor}: {tok}",
    "alhwez API {vendor} (Gwened): {tok}",
    "la cllë API de {vendor} ét {tok}",
    "skipper, {vendor} API key for the ferry desk: {tok}",
    "{vendor} token we use now is {tok}, the old one's revoked",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[tuple[str, str]]:
    popina = _r(rng, HEX, 40)
    getaround = _r(rng, HEX, 64)
    koban = _r(rng, HEX, 32)
    beezup = _r(rng, HEX, 32)
    iziflux = _r(rng, ALNUM, 32)
    tillkey = _r(rng, B64, 43) + "="
    return [
        (f'r = requests.get("https://api.popina.example/v1/orders", headers={{"X-Api-Key": "{popina}"}})', popina),
        (f"curl -H 'Authorization: Token {getaround}' https://api.getaround.example/owner/v1/rentals", getaround),
        (f'const koban = new KobanClient({{ token: "{koban}" }});', koban),
        (f"$beezup = new BeezupApi('kerlann', '{beezup}');", beezup),
        (f"Info.plist:\n<key>IzifluxToken</key>\n<string>{iziflux}</string>", iziflux),
        (f'tillkey:\n  base_url: https://api.tillkey.example\n  token: "{tillkey}"', tillkey),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for text, tok in _vendor_specials(rng):
        seen.add(tok)
        out.append(Sample("vendor_token", text, tok))
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = v.until(rng, make, lambda t: _fresh(seen, t))
        seen.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Nolwenn: {t}", "il ne l'affiche qu'une fois, alors voilà:\n{t}",
                "setu an token: {t}", "{t}\n^ new one, the old one's dead", "garde ça stp: {t}",
                "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the oyster-park tide sensor TS-04 (OTAA): {h}": 32,
    "HMAC secret for the Festik ticket webhook: {h}": 64,
    "clé AES de l'export de la caisse Popina: {h}": 32,
    "pre-shared key of the ferry desk's IPsec tunnel to Brest (hex): {h}": 64,
    "alc'hwez enrinegañ ar gwaskerez sistr: {h}": 64,
    "alhwez ar sauvgard (Gwened): {h}": 48,
    "la cllë d'chiffrement du sauvegardaije: {h}": 48,
    "session secret of the box-office app: {h}": 64,
    "skipper's AIS gateway shared key: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Tickeasy #2288: token copié depuis l'onglet réseau {t}",
    "Cookie: lang=br; krl_session={t}",
    "BOX_OFFICE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "setu an token: {t}",
    "le token c {t} tkt il expire vite",
    "crew app token, skipper: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@kerlann.bzh"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.kerlann.bzh/realms/breizh", "azp": "billetterie",
                   "roles": ["caisse", "festnoz"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the ferry kiosk, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/billetterie.kerlann.bzh.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PRESS_MQTT_CLIENT_KEY": "{key}", "broker": "mqtt.kerlann.bzh"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_pressoir <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Tickeasy #2293, collé par le prestataire:\n{key}": ("PRIVATE KEY", "\n"),
    "alc'hwez prevez ar servijer:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the accountant's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
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


_SEED_PLACES = {  # template: the word list's language
    "Bitkey wallet backup, copying it off the card before I burn it: {p}": "english",
    "Mycelium wallet recovery phrase\n{p}": "english",
    "Wasabi wallet words (the old fest-noz kitty, emptied): {p}": "english",
    "voice memo: the Blue Wallet recovery words are {p} and that's all of them": "english",
    "phrase de récupération du portefeuille Ledger de la cidrerie : {p}": "french",
    "mdp de secours du wallet (les 12 mots) stp garde-les: {p}": "french",
    "frase de recuperación de la cartera del patrón: {p}": "spanish",
    "frase di recupero del portafoglio Trezor: {p}": "italian",
    "frase de recuperação da carteira do barco: {p}": "portuguese",
    "obnovovací fráze peněženky (Katell's Czech Trezor): {p}": "czech",
    "gerioù adtapout ar yalc'h: {p}": "english",
    "skipper's seed words for the crew wallet: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    lang = _SEED_PLACES[template]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    assert _MNEMO[lang].check(phrase)
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"{k}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_BRANDS = ["visa", "mastercard", "amex", "maestro", "jcb", "discover", "diners", "unionpay"]
_CARD_PLACES = [
    "Nolwenn: la CB de la crêperie pour Metro c'est {c}, exp {mm}/{yy}",
    "garde ma carte de secours stp: {c} exp {mm}/{yy}",
    "N° de carte : {c}\nDate d'expiration : {mm}/{yy}",
    "Tickeasy #2301: régler la maintenance du pressoir avec la carte {c}",
    "niverenn ma c'hartenn: {c}, {mm}/{yy}",
    "niverenn me hartenn (Gwened): {c}",
    "l'numérô d'ma carte ét {c}",
    "skipper's card for the diesel at Lampaul: {c}, exp {mm}/{yy}",
    "crew card on file: {c}",
    "pay the Cancale oyster bags with {c} exp {mm}/{yy}",
    "mdr j'ai tapé ma carte ici: {c}",
    "card number {c} valid thru {mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 38))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 04/35, cryptogramme (les 4 chiffres devant) {cvv}",
               "carte Amex {c}, le code à 4 chiffres sur le devant c {cvv} stp",
               "Amex {c} — CID {cvv}",
               "kartenn Amex {c}, ar c'hod pevar sifr war an tu a-raok: {cvv}",
               "Amex {c}, the four digits on the front are {cvv}",
               "Amex {c} security code {cvv}, skipper"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    return {"c": number, "cvv": _r(rng, "3456789", 1) + _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 285; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"NL": "aaaa" + "n" * 10, "SK": "n" * 20, "DK": "n" * 14, "NO": "n" * 11,
                "IE": "aaaa" + "n" * 14, "AT": "n" * 16, "SE": "n" * 20, "DE": "n" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Facture KB-2031-044: merci de régler le pressoir à {i} sous 30 jours",
    "save the Dutch oyster buyer's IBAN: {i}",
    "IBAN : {i}\nRéférence : fest-noz Carhaix, juillet",
    "Nolwenn: nouvelles coordonnées du fournisseur de sarrasin, IBAN {i}",
    "IBAN ma c'hont: {i}",
    "IBAN me hont (Gwened): {i}",
    "l'IBAN d'la cidrerie ét {i}",
    "skipper's IBAN for the crew pay: {i}",
    "Irish crew agency account, IBAN {i}",
    "mon IBAN c {i} tkt",
    "the Danish sailmaker's IBAN: {i}",
    "IBAN du chantier naval: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _siren(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("3456789") + _r(h, D, 8), fr_siren.is_valid)


def _siret(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("3456789") + _r(h, D, 13), fr_siret.is_valid)
    return str(fr_siret.format(number))


def _tva(g: random.Random) -> str:
    """A French VAT number: FR, two check digits (the SIREN and 12, modulo 97) and the SIREN."""
    siren = _siren(g)
    number = f"FR{int(siren + '12') % 97:02d}{siren}"
    assert fr_tva.is_valid(number)
    return number


def _nir(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"{h.choice('12')}{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}29{_r(h, D, 6)}"
        return body + fr_nir.calc_check_digits(body)

    return str(fr_nir.format(v.until(g, make, fr_nir.is_valid)))


def _nif(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice("0123") + _r(h, D, 9)
        return body + fr_nif.calc_check_digits(body)

    return v.until(g, make, fr_nif.is_valid)


def _ie_vat(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, D, 7)
        return "IE" + body + ie_vat.calc_check_digit(body)

    return v.until(g, make, ie_vat.is_valid)


def _pps(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, D, 7)
        return body + ie_vat.calc_check_digit(body)

    return v.until(g, make, ie_pps.is_valid)


def _utr(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, D, 9)
        return gb_utr.calc_check_digit(body) + body

    return v.until(g, make, gb_utr.is_valid)


def _fr_cni(g: random.Random) -> str:
    """A French identity card of 2021 on: nine letters and digits, no public check."""
    return _r(g, UPPER_DIGITS, 9)


def _fr_passport(g: random.Random) -> str:
    """A French passport: two digits, two letters, five digits."""
    return f"{_r(g, D, 2)}{_r(g, UPPER, 2)}{_r(g, D, 5)}"


def _fr_licence(g: random.Random) -> str:
    return f"{g.randrange(10, 32):02d}{g.randrange(1, 13):02d}{_r(g, UPPER, 2)}{_r(g, D, 6)}"


def _marin(g: random.Random) -> str:
    """A seafarer's registration number (numéro de marin): the shape is a guess."""
    return f"{g.randrange(1990, 2026)}{_r(g, D, 4)}"


def _caf(g: random.Random) -> str:
    return _r(g, D, 7)


def _ft_id(g: random.Random) -> str:
    """A France Travail identifier: seven digits and a letter (a guess)."""
    return _r(g, D, 7) + g.choice(UPPER)


def _korrigo(g: random.Random) -> str:
    """A KorriGo transit card number: the shape is a guess."""
    return "250" + _r(g, D, 13)


_ID_PLACES: dict[str, Maker] = {
    "SIREN de la crêperie de Quimperlé (pour le dossier banque): {s}": _siren,
    "SIRET du pressoir de Fouesnant : {s}": _siret,
    "n° TVA intracom de la cidrerie: {s}": _tva,
    "mon numéro de sécu c {s}, stp le note pas partout": _nir,
    "niverenn surentez sokial (NIR) Soazig: {s}": _nir,
    "numéro fiscal (SPI) de Ronan: {s}": _nif,
    "Irish VAT number of the crew agency: {s}": _ie_vat,
    "Siobhan's PPS number for the payroll: {s}": _pps,
    "Callum's UTR (self assessment): {s}": _utr,
    "n° de carte d'identité de Katell: {s}": _fr_cni,
    "niverenn tremenyezh Goulven: {s}": _fr_passport,
    "passport number of the skipper: {s}": _fr_passport,
    "numéro de permis de conduire (Malo): {s}": _fr_licence,
    "numéro de marin de Tanguy: {s}": _marin,
    "l'numérô d'alocatère CAF ét {s}": _caf,
    "identifiant France Travail de Brieuc: {s}": _ft_id,
    "niverenn kartenn KorriGo Awen: {s}": _korrigo,
    "SIREN of the Ouessant ferry desk, for the insurer: {s}": _siren,
    "TVA FR de la société (facture Festik): {s}": _tva,
    "Dougie's tax id (UTR) for the skipper contract: {s}": _utr,
    "numéro de sécurité sociale de l'employé saisonnier : {s}": _nir,
    "niverenn CNI (Gwened) Gaid: {s}": _fr_cni,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Orange Bank 2FA recovery codes\n{codes}", "codes de récupération du compte Google de la crêperie : {codes}",
            "Fortuneo backup codes: {codes}", "kodoù saveteiñ 2FA:\n{codes}",
            "les codes de secours 2FA d'la cidrerie: {codes}", "skipper's 2FA backup codes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Festik:nolwenn@kerlann.bzh?secret={s}&issuer=Festik&digits=6",
              "clé de configuration manuelle 2FA pour Arkea: {s}",
              "TOTP secret for the crew's Ferrylog account: {s}",
              "alc'hwez 2FA (TOTP) ar gont: {s}"]  # fmt: skip
_CODES = ["{c} is your Ferrylog verification code", "Fortuneo : votre code de vérification est {c}",
          "setu ar c'hod kadarnaat: {c}, na lavar da zen", "Hellobank code: {c}. Ne le communiquez à personne",
          "skipper, the code that just came in is {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family(
    "otp_code", _CODES, lambda g, i, t: {"c": _r(g, "123456789", 1) + _r(g, D, 5)}, "c"
)


_SSIDS = ["Kerlann-Creperie", "KRL-Pressoir-5G", "Cancale-Parc-Huitres", "Livebox-Quimperle-2F",
          "Freebox_Eusa_Desk", "Bbox-Carhaix-FestNoz", "SFR_Fouesnant_Cidre", "Crew-Gwenn-Ha-Du",
          "Lampaul-Ferry-Guest", "Kerloc-Orchard-Mesh"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA3 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "réseau: {s}\nclé: {pw}",
    "le code wifi de la crêperie ({s}) c'est {pw}",
    "wifi {s} / {pw}",
    "clé wifi {s} → {pw} tkt",
    "alc'hwez ar wifi {s}: {pw}",
    "alhwez er wifi {s} (Gwened): {pw}",
    "la cllë du ouifi {s} ét {pw}",
    "crew wifi on board: ssid {s}, psk {pw}",
    "the key printed under the Livebox: {pw}",
    "network {s}, password {pw}, copy?",
    "ger-kuzh ar wifi {s}: {pw}",
    "Raspberry Pi Imager, wireless LAN: SSID {s}, password {pw}",
    "mdp wifi {s} = {pw} mrc",
    "wifi? \nSoazig: {s} / {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, "23456789ABCDEFGHJKLMNPQRSTUVWXYZ", 26)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("fl_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("pnv_sk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over VHF, ch 72] {t}",
          "(espacé pour que l'aperçu le cache) {t}", "lizherenn ha lizherenn: {t}",
          "lettre par lettre, tkt: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["code de la porte de la réserve: {pw}", "kod an nor: {pw}, na lavar da zen",
          "kod er gadenas (Gwened): {pw}", "l'code du cadenas du pressou ét {pw}",
          "digicode crêperie {pw}# stp", "the padlock on the oyster shed at Cancale: {pw}",
          "ferry desk safe combination {pw}", "code PIN de la CB pro: {pw}, dis-le à personne",
          "keypad on the crew locker takes {pw} then #"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, "123456789", 1) + _r(rng, D, [3, 4, 5, 3][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["sarrasin", "galette", "chouchen", "goemon", "bigorneau", "menhir", "korrigan",
                 "biniou", "bombarde", "dolmen", "lande", "maree", "huitre", "pressoir",
                 "pommier", "gavotte"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the crêperie vault: {p}": " ",
            "phrase de passe KeePassXC de la compta : {p}": " ",
            "Psono passphrase: {p}": "-", "ger-kuzh hir (frazenn) ar c'hofr: {p}": ".",
            "la frase d'passe du sauvegardaije: {p}": " ", "skipper's vault passphrase: {p}": "_",
            "phrase secrète stp garde-la: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "ApiCat request, header Authorization: Basic {v}": True,
    "haproxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Hurl file: Authorization: Bearer {v}": False,
    "Tickeasy #2315, en-tête copié: Authorization: Basic {v}": True,
    "requête Bruno exportée: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "ser2net.yaml:\nconnection: &press\n  accepter: telnet,3001\n  options:\n    banner: pressoir\n  # login crew / password: {pw}",
    "/etc/msmtprc:\naccount kerlann\nhost smtp.kerlann.bzh\nuser caisse@kerlann.bzh\npassword {pw}",
    "config.php de la billetterie:\ndefine('DB_PASSWORD', '{pw}');",
    "application.properties:\nspring.datasource.username=ferry\nspring.datasource.password={pw}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    ".pgpass:\npg.kerlann.bzh:5432:caisse:popina:{pw}",
    "docker-compose.yml:\n  db:\n    environment:\n      MARIADB_ROOT_PASSWORD: \"{pw}\"",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'festnoz', 'PASSWORD': '{pw}'}}}}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_user = odoo",
    "rclone.conf:\n[nas]\ntype = smb\nhost = nas-cancale\nuser = huitres\npass_plain = {pw}",
    "appsettings.json:\n{{\"ConnectionStrings\": {{\"Pos\": \"Server=sql;User Id=pos;Password={pw};\"}}}}",
    "hostapd.conf sur le Pi du pont:\nssid=Crew-Gwenn-Ha-Du\nwpa_passphrase={pw}",
    "dnsmasq + the DHCP box, /etc/ppp/chap-secrets:\ncrew * {pw} *",
    "config.toml (grafana-agent):\n[auth]\nusername = \"pressoir\"\npassword = \"{pw}\"",
    "Terraform, variables.tf:\nvariable \"db_password\" {{ default = \"{pw}\" }}",
    "knexfile.js: connection: {{ user: 'tickets', password: '{pw}' }}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Yann: mdp wifi de la crêperie?\nNolwenn: {pw}",
    "[06:02] dougie: nav station password?\n[06:03] siobhan: {pw}",
    "Katell: {pw} c'est le nouveau mdp de la caisse",
    "Ronan: prends {pw}, c'est ce que j'ai mis sur le pressoir",
    "Soazig: ger-kuzh nevez: {pw}",
    "Goulven: er ger-kuh nevez e {pw}",
    "Annaig: l'nouvieu mot d'passe ét {pw}",
    "Callum: {pw} is the new crew laptop password",
    "Malo 22:47 › jsp si ça marche mais essaie {pw} mdr",
    "Finn: that's the one, {pw}, copy?",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "m\u200bd\u200bp: {pw}", "mot\u00a0de\u00a0passe\u2060: {pw}", "ger\u00adkuzh → {pw}",
    "раsswоrd: {pw}", "𝗺𝗱𝗽 {pw}", "ｍｏｔ ｄｅ ｐａｓｓｅ: {pw}", "ᴘᴀssᴡᴏʀᴅ = {pw}", "pass\ufeffcode: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Callable[[random.Random, int, set[str]], list[Sample]], int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


def _french_seed(g: random.Random) -> str:
    return str(_MNEMO["french"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "le mdp de la caisse c'est": "{s}", "pressoir service pw:": "{s} (since the March overhaul)",
    "ar ger-kuzh eo": "{s}", "mot de passe Popina": "{s}\nà changer après la saison",
    "er ger-kuh e": "{s}", "l'mot d'passe ét": "{s}", "crew laptop password": "{s}",
    "the password the skipper read out on VHF was": "{s}, I think", "mdp:": "{s} tkt",
    "ger-kuzh ar wifi:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Popina API key", "{s}", _j((HEX, 40))),
    ("split_token", "clé Fretlink :", "{s} (prod)", _j("fl_live_", (ALNUM, 30))),
    ("split_token", "Maileva client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "mots de récupération du wallet", "{s}", _french_seed),
    ("split_card", "numéro de carte", "{s} exp 11/36", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "NL"))),
    ("split_backup", "Orange Bank recovery codes", "{s}\nkrle47-9x2mqa\nbzhd81-p3c7wk", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "numéro de sécu", "{s}", _nir),
    ("split_phrase", "Psono passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = v.until(rng, make, lambda s: _fresh(set(), s))
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"pressoir": {"url": "https://pressoir.kerlann.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mdp": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "katell", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"caisses": [{"name": "caisse-1"}, {"name": "caisse-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["buildah", "login", "-u", "crew", "-p", "{s}", "registry.kerlann.bzh"]}': ("meta_password", _plain_pw),
    '{"note": "ar ger-kuzh nevez eo {s}"}': ("meta_password", _plain_pw),
    '{"ger-kuzh": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the chartplotter as crew with the password {s}"}': ("meta_password", _plain_pw),
    '{"popina": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"getaroundToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"koban_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"fournisseur": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SK")),
    '{"salarie": {"nir": "{s}"}}': ("meta_id", _nir),
    '{"mfa": {"recovery_codes": ["{s}", "krle47-9x2mqa", "bzhd81-p3c7wk"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"festnoz_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"reserve": {"code_porte": "{s}"}}': ("meta_pin", _j("1", (D, 5))),
    '{"wifi": {"ssid": "KRL-Pressoir-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"pressoir-plc-fw-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.kerlann.bzh/billetterie:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"caisse: add buckwheat galette SKU", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: revert timetable import", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"ventes_2031-07-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"inventaire-huitres-2031.parquet").hexdigest()

CLEAN = [
    "Penser à changer le mdp de la caisse Popina avant l'inventaire du 2031-09-14.",
    "Yann a demandé le code wifi de la crêperie; il est sur la carte dans le tiroir du comptoir.",
    "Règle: les mots de passe font au moins 14 caractères et vivent dans le coffre partagé.",
    "Merci de ne pas coller de mots de passe dans le chat, partagez un lien du coffre.",
    "The `.env.example` line `POPINA_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "Le pressoir demande un nouveau mot de passe admin après chaque mise à jour du firmware.",
    "Replace <YOUR_FESTIK_KEY> in the README with the key from the Festik dashboard.",
    "GETAROUND_ACCESS_TOKEN and KOBAN_API_TOKEN must be set before the nightly sync runs.",
    "Na lavar da zen da ger-kuzh.",
    "Ne larit ket ho ker-kuh de zen.",
    "Dis-lé pouint, l'mot d'passe, a parsoune.",
    "Never give your password out over the VHF, skipper's orders.",
    "tkt jsp où il a mis le mdp, demande à Nolwenn mdr",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Ar ger-kuzh a rank bezañ hir a-walc'h.",
    "Upgraded the press controller firmware from 2.6 to 2.7.0 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the buckwheat galette SKU.",
    f"Rolled back to {_SHORT} after the timetable import broke the Ouessant crossings.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The press PLC firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of inventaire-huitres-2031.parquet: {_SHA512}",
    f"The box-office container runs registry.kerlann.bzh/billetterie@sha256:{_IMAGE}.",
    f"MD5 of ventes_2031-07-14.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3c9d21e7-8f4a-4b16-a2d0-5e7f6c1b9a43 is the slow one in the Festik logs.",
    "Commande CMD-2031-00712 : 60 kg de farine de sarrasin, livraison jeudi.",
    "Tickeasy #2330: l'imprimante de billets de Carhaix bourre encore.",
    "Appeler la cidrerie au +33 2 98 51 47 20 avant midi.",
    "Ferry booking ref OUE-2031-0884, 2 adults, Le Conquet to Ouessant, 09:30.",
    "Lot d'huîtres creuses n°3, lot CAN-2031-117, 40 douzaines, calibre 3.",
    "HS code 0307.11 is live oysters; 2206.00 covers cider.",
    "Code postal de Quimperlé : 29300; Cancale 35260; Carhaix-Plouguer 29270; Fouesnant 29170.",
    "Marée de vives-eaux demain: coefficient 112, pleine mer 07:41 à Cancale.",
    "Après cinq mots de passe erronés, la caisse se verrouille 20 minutes.",
    "The Ouessant crossing takes about 1h30; the line number on the timetable is 29.",
    "The secret of a good galette is a very hot bilig and salted butter.",
    "Demande le digicode à Katell, je l'ai pas.",
    "Ma carte finissant par 4417 a été refusée chez le fournisseur de cidre.",
    "Le fournisseur veut l'IBAN sur la facture sans espaces.",
    "Imprimer les codes de secours 2FA du compte Fortuneo et les ranger au coffre.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `FESTIK_SECRET` in the secrets store, never in the repository.",
    "Le cadenas du parc à huîtres rouille avec le sel; le graisser chaque mois.",
    "Festik moved the API key page under Paramètres › Développeurs in its May release.",
    "ISBN 978-2-7373-8421-6 is the cider book on the shelf at the press.",
    "The guest wifi 'Kerlann-Invites' is open, no password needed.",
    "Fest-noz ticket no. 000481, Carhaix, 19 July 2031, 14 €.",
    "Route D783 to Concarneau is closed for the night market.",
    "Le chouchen 2031 titre 14 % vol.; lot CH-31-07, 240 bouteilles.",
    "Cidre brut 2030, millésime, lot FOU-2030-22, 5,5 % vol.",
    "The crew rota: Dougie on watch 00-04, Siobhan 04-08, Callum 08-12.",
    "Kouign-amann x 24 pour samedi, commande de la mairie.",
    "Mot de passe oublié ? Cliquez sur « Réinitialiser ».",
    "Trugarez vras d'an holl evit ar fest-noz!",
    "VHF channel 16 for distress, 72 for the crew, 12 for the port office.",
    "MMSI 227004510 belongs to the pilot boat, per the public register.",
    "Password rotation for the ferry desk is every 90 days, next one on 2031-10-01.",
    "La clé API de Popina se trouve dans le coffre, pas dans le wiki.",
    "Oyster bag tag 35-CAN-0042, parc de la Houle, grade No. 2.",
    "Hash of the timetable export: sha256 is in the release notes, not here.",
    "Breizh Cola 1,5 L x 12, réf. BC-150, 18,40 € HT.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kerlann/popina", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "2330", "commande": "CMD-2031-00712"}',
    '{"lot": {"id": "CAN-2031-117", "douzaines": 40, "calibre": 3}}',
    '{"phone": "+33 2 98 51 47 20", "city": "Fouesnant"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "galettes_sold": 1284}',
    '{"hs_code": "0307.11", "origin": "FR", "description": "live oysters"}',
    '{"ferry": {"ref": "OUE-2031-0884", "route": "Le Conquet-Ouessant", "depart": "09:30"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
