# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, seventy-fifth corpus: written blind, without reading the scrubber.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to seventy-fourth only to search them
(grep) for the languages, wordings, tools, vendors, hardware, id kinds, card brands and IBAN
countries already used (to use others), the sample types (`secret_classes_heldout.py`) and the
value helpers (`secret_classes_values.py`); never `memories/redaction/` nor anything under
`memories/`, the tuning corpus, the round corpora, the corpora written beside it, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words, names, places,
templates, tools, vendors and layouts, the way the people of a perfume house (Maison Olmière: a
distillation lab and head office in Grasse, a perfumery school in Menton, a rose farm at Al Hada
above Taif, labdanum gatherers in Sfakia, ylang-ylang stills at Combani in Mayotte and at Bambao
on Anjouan, an attar partner's deg-bhapka distillery in Kannauj, a sampaguita and ilang-ilang
flower farm at Tabuk in Kalinga, a hinoki-oil still at Xiulin near Hualien, and boutiques in
Paris, Ginza, Hannam-dong, Nişantaşı and Da'an) leak secrets into an assistant's memory: Olvid,
Tchap, Jandi, Swit, Botim, WhatsApp, Viber, KakaoTalk, Element, Threema, Signal, Wire, Google
Chat, Webex and Teams messages, Zendesk, Freshdesk, Jira Service Management and ServiceNow
tickets, Bear, Apple Notes, Obsidian, Trello, monday.com and Todoist notes and cards, e-mails,
incident notes, runbooks, README fragments, voice-dictated text and requests to the assistant
itself; the web pages and consoles of laboratory, packaging and supplier systems (Büchi,
Heidolph, Alpha MOS Heracles, Peak Scientific, Gerstel, Marchesini, LECO, Lauda, Thermo
Chromeleon, Bruker, Edwards, Markes, Rudolph, Reichert, KNF, Waldner, Vacuubrand, Ellab, Tecan,
Glatt, Dionex, Zanasi, Gilson, Romaco, Epson ColorWorks and the supplier portals of Verescence,
Pochet, Estal, Stoelzle, Heinz-Glas, Bormioli Luigi, Aptar and Albea); commands of tools that
heldouts 5 to 74 never name (XenServer's xe, vcd-cli, Samba's ldbsearch, SQL Anywhere's dbping,
dbisqlc, dbstop, dbvalid and dbinfo, TimesTen's ttBulkCp, ttMigrate, ttAdmin and ttRestore, zsql,
yasql, the Cisco vpnclient and AnyConnect's vpn -s, vicfg-user, vifs, asmca, dbua, emca, odacli,
dbcli, MaxDB's sqlcli, xuser and loadercli, ysqlsh, qpid-send, the Infinispan CLI, TuGraph's
lgraph_cli and pulsar-client) in shells, histories, CI steps and cron lines; configs of Thelia,
SPIP, Dotclear, pretix, pretalx, OXID, Gambio, JTL-Shop, Grav, BookStack, Huginn, Medusa, Spree,
Serendipity, SeedDMS and DAViCal. About 56 % English (or language-neutral config and shell), the
rest in Kannauji (in Devanagari), Hijazi Arabic, Cretan Greek, Mentonasc, Kibushi, Shinzwani,
Kalinga and Truku (no earlier docstring names them; the wordings are the author's approximations,
with the loanword "password" where speakers use it), and French, Italian, Spanish, Portuguese,
German, Japanese, Korean, Turkish, Traditional Chinese, Hindi, Greek, Arabic, Tagalog, Russian
and Bulgarian in wordings of their own. Vendors (Boulevard, Phorest, Zenoti, Loox, Bold Commerce,
Nosto, Searchspring, Klevu, Constructor.io, Bloomreach, Dotdigital, Emarsys, NewStore, Cegid,
Centric PLM, eLabJournal, LabWare, STARLIMS, Dotmatics, Coptis, Selerant, Knowde, Yordas,
Chemwatch, Sitehawk, Lyra, Systempay, Paygreen, Bigblue, Salesfloor, Endear, ScentAir, Prolitec,
VTEX, Tamara, Geidea, TapPay, Komoju, Inicis, and UCloud's CLI) are ones heldouts 5 to 74 do not
name; their token shapes are drawn here (Lyra's `prodpassword_`, VTEX's app key and upper-case
app token, TapPay's `partner_` and Constructor.io's `tok_` follow the published forms; the rest
are plausible random runs). The id kinds are ones they do not use, and none has a python-stdnum
module, so every one is UNCHECKED (no check digit is computed or verified here): Saudi Arabia's
border number (رقم الحدود), Greece's social insurance registration number (ΑΜΑ), France's student
national identifier (INE), the Comorian national identity card number (its shape here is made
up: no public specimen), Korea's personal customs clearance code (개인통관고유부호), Taiwan's
citizen digital certificate card number (自然人憑證), Uttar Pradesh's Family ID (Parivar
Register), and passports under Kalinga, Kibushi, Hijazi, Cretan and Shinzwani words (Philippine,
French, Saudi, Greek and Comorian shapes). Card numbers pass Luhn (mada, Meeza and InterPayment
prefixes, the least used brands by a grep of heldouts 5 to 74, drawn here and checked with
python-stdnum's `luhn`, beside Visa, Mastercard, Amex, JCB, UnionPay, Diners and Discover). The
IBANs are of the countries used least by a rough count over heldouts 5 to 74 (Somalia, Yemen,
Sudan, Croatia, Greenland, Kosovo, Libya and Ukraine), drawn until `stdnum.iban` validates them;
seed phrases come from `mnemonic`'s English, Italian, Czech, Russian, Korean, simplified Chinese,
French and Spanish lists. The clean texts keep real CAS and EC numbers of perfumery materials
(valid by `stdnum.casrn` and `stdnum.eu.ecnumber`), an ISBN and an ORCID iD, digests after the word
that names them, order, parcel and phone numbers, versions and a request id.
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

SEED = 61_236_373
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


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


_NOTES = ["Ambrette", "Vetiver", "Oakmoss", "Labdanum", "Benzoin", "Tonka", "Orris", "Neroli",
          "Petitgrain", "Tuberose", "Ylang", "Hinoki", "Cistus", "Sampaguita", "Taifi", "Mitti",
          "Kewda", "Champaca", "Osmanthus", "Galbanum", "Elemi", "Opoponax", "Davana", "Styrax",
          "Mimosa", "Immortelle"]  # fmt: skip
_STILL = ["Alembic", "Condenser", "Florentine", "Deg", "Bhapka", "Retort", "Cohobation",
          "Enfleurage", "Macerate", "Tincture", "Absolute", "Concrete", "Pomade", "Chassis",
          "Accord", "Drydown"]  # fmt: skip
_PLACES = ["Grasse", "Menton", "Cabris", "Plascassier", "Kannauj", "Tirwa", "Taif", "AlHada",
           "Shafa", "Sfakia", "Chania", "Anogia", "Combani", "Dzoumogne", "Mamoudzou",
           "Mutsamudu", "Bambao", "Domoni", "Tabuk", "Lubuagan", "Tinglayan", "Hualien", "Xiulin",
           "Ginza", "Hannam", "Nisantasi", "Daan"]  # fmt: skip
_NAMES = ["Anouk", "Bastien", "Solene", "Thibault", "Estelle", "Mireio", "Esteve", "Rafiq",
          "Shabnam", "Pushpendra", "Gudiya", "Abrar", "Hattan", "Rawan", "Nawaf", "Lamis",
          "Manolis", "Stelios", "Kalliopi", "Eftychia", "Zainaba", "Anli", "Faiza", "Soumaila",
          "Nourdine", "Hadidja", "Chamsoudine", "Dulawan", "Marites", "Jaybee", "Yudaw", "Pisaw",
          "Labay", "Haruka", "Jiwoo", "Kerem"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["N3r0l1", "L4bd4num", "B3nz01n", "T0nk4", "0rr1s", "H1n0k1", "Y14ng", "C1stus",
         "Ch4mp4c4", "0akm0ss"]  # fmt: skip


def _bottle(g: random.Random) -> str:
    """A note and a bottle's size, the way a boutique team jokes a password together."""
    return f"{g.choice(_NOTES)}{g.choice([5, 10, 15, 30, 50, 75, 100])}ml{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of five, both cases and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_NOTES)}{g.choice(_STILL)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_NOTES, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2034)) + g.choice(_SYMBOLS),
    _bottle,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_NOTES).lower()}.{g.randrange(1960, 2034)}",
    lambda g: f"Batch{g.randrange(100, 1000)}{g.choice(_NOTES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 2) + g.choice(_SYMBOLS) + _r(g, LOWER, 3),
    lambda g: f"{g.choice(_STILL).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Smells{g.choice(_NOTES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
    lambda g: f"{g.choice(_NOTES).lower()}_{g.choice(_STILL).lower()}_{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Olvid message from Bastien: the Büchi Interface I-300 Pro password is {pw}",
    "Tchap, salon 'Labo Grasse': Heidolph Hei-VAP Ultimate admin password {pw}",
    "Jandi topic 'Hannam store': Epson ColorWorks CW-C6500 web password {pw}",
    "Swit chat with Jiwoo: the Silverson mixer HMI password in the Grasse lab is {pw}",
    "Botim chat, Lamis: Alpha MOS Heracles e-nose workstation password {pw}",
    "Viber from Manolis: Peak Scientific Infinity nitrogen generator password {pw}",
    "WhatsApp from Pushpendra: the Gerstel MPS autosampler PC password is {pw}",
    "KakaoTalk from Minseo: Marchesini cartoner HMI password {pw}",
    "Element room #still-room: LECO Pegasus BT workstation password {pw}",
    "Threema from Stelios: Lauda Integral chiller web password {pw}",
    "Signal, note to self: Chromeleon 7 admin password {pw}",
    "Wire chat, Anouk: Bruker Fourier 80 NMR workstation password {pw}",
    "Google Chat, 'Taif farm' space: Edwards nXDS vacuum pump controller password {pw}",
    "Webex chat during the IFRA call: Markes TD100-xr password {pw}",
    "Zendesk OLM-4412: the Rudolph Autopol polarimeter password {pw} expired, please reset",
    "Freshdesk #2290: Reichert AR360 refractometer password {pw}",
    "Jira SD-871: the KNF vacuum pump web UI password {pw} is shared by the whole lab",
    "ServiceNow INC0048812: Waldner Secuflow hood controller password {pw}",
    "Bear note 'still room': Vacuubrand VACUU·SELECT password {pw}",
    "Apple Notes, 'Kalinga farm': Ellab TrackSense Pro software password {pw}",
    "Obsidian daily note: Tecan Fluent workstation password {pw}",
    "Runbook: starting a steam distillation run in Grasse\n1. unlock the Glatt panel\n2. log in as distiller\n3. password {pw}\n4. open the steam valve to 2 bar",
    "Hi Maëlys,\n\nthe admin password for the Verescence supplier portal is {pw}. Delete this mail once it's in the vault.\n\nBastien",
    "Incident 2033-03-02: the Pochet supplier portal account was used from an unknown IP; its password was {pw}",
    "README (lab rack)\nthe Dionex ICS-6000 UI is at https://ics.olmiere.lan, admin password `{pw}`.",
    "note to self: Estal supplier portal password {pw}",
    "dictated: the Stoelzle portal password is {pw} full stop",
    "voice note, transcribed: Heinz-Glas extranet password {pw} period",
    "can you remember my Crédit Agricole app password? it's {pw}",
    "please remember the Bormioli Luigi portal password for me: {pw}",
    "my Banque Populaire Côte d'Azur password is {pw} now",
    "after the reset the Aptar supplier portal password became {pw}",
    "Albea portal, new password {pw}",
    "Teams chat, Haruka: Zanasi coder web password {pw}",
    "Trello card 'Menton school fit-out': Gilson PIPETMAX password {pw}",
    "monday.com update: Romaco packaging line HMI password {pw}",
    "हमाए ईमेल कौ पासवर्ड {pw} है",
    "रफ़ीक: डेग-भपका वारे कम्प्यूटर कौ नओ पासवर्ड {pw} है, काऊ ते न कहियो",
    "الباسوورد حق الإيميل حقي هو {pw}",
    "رهف: الباسوورد الجديد حق جهاز التقطير دحين {pw}، لا تقول لأحد",
    "ο κωδικός τση μηχανής στο αποστακτήριο είναι {pw}",
    "Μανώλης: ο καινούργιος κωδικός του σέρβερ είναι {pw}, μην τον πεις κιανενός",
    "u mòt de passa de u mèu courriel è {pw}",
    "Estève: u mòt de passa nòvu dou servidù è {pw}, noun u dì a nessün",
    "ny password ny mailako io {pw}",
    "Zaïnaba: password vaovao ny ordinateran'ny distilery io {pw}, aza ambaranao olo",
    "password ya email yangu ndo {pw}",
    "Nourdine: password mpya ya kompyuta ya alambiki ndo {pw}, usumwambiye mtru",
    "nan password ku ad email ya {pw}",
    "Dulawan: nan baru ya password nan kompyuter ad farm ya {pw}, adi mu ibaga ad udum",
    "password na email mu ka {pw}",
    "Yudaw: password bgurah na computer ka {pw}, ini kari ka seejiq",
    "le mdp de la session du labo (salle des alambics), c'est {pw}",
    "la password del gestionale della distilleria è {pw}",
    "oye, la clave del ordenador de la tienda es {pw}",
    "銀座店のPOSのパスワード：{pw}",
    "한남 매장 POS 비번은 {pw}이에요",
    "Nişantaşı mağazasının kasa şifresi {pw}",
    "大安門市收銀機的密碼是 {pw}",
    "कन्नौज वाले लैपटॉप का पासवर्ड {pw} है",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["anouk", "bastien.r", "solene", "thibault", "mireio", "esteve.m", "rafiq", "shabnam",
          "pushpendra", "abrar.k", "hattan", "rawan.s", "nawaf", "lamis", "manolis", "stelios.p",
          "kalliopi", "zainaba", "anli", "soumaila", "nourdine", "hadidja.m", "dulawan",
          "marites", "gaddawan", "yudaw", "pisaw", "haruka", "jiwoo", "kerem", "svc-gcms",
          "still-room"]  # fmt: skip
_LOGINS = [
    "Olvid, Bastien: the Chromeleon login is {u} / {pw}",
    "Zendesk OLM-4420: {u} locked out of the Heracles PC, last password {pw}",
    "user={u} pass={pw}",
    "Notion › Lab › Instruments › Gerstel MPS: {u} — {pw}",
    "| instrument | user | password |\n|---|---|---|\n| LECO Pegasus | {u} | {pw} |",
    "log into the Büchi interface as {u} with {pw}",
    "Lauda login {u}:{pw}",
    "User: {u}\nPass: {pw}",
    "- host: still-room-pc\n  user: {u}\n  pass: {pw}",
    "Threema: account {u}, password {pw}",
    "Anouk says the Verescence account is {u} and the password is {pw}",
    "system,user,password\nchromeleon,{u},{pw}",
    "rdp {u}@gcms-01.olmiere.lan (pw {pw})",
    "Jandi: creds for the Epson printer are {u} and {pw}",
    "यूजर {u}, पासवर्ड {pw}, याद रखियो",
    "اليوزر {u} والباسوورد {pw}",
    "χρήστης {u}, κωδικός {pw}, μη μου τα ξαναζητάς",
    "utilisatù {u}, mòt de passa {pw}",
    "anarana {u}, password {pw}",
    "jina {u}, password ndo {pw}",
    "username ku {u}, password ku {pw}",
    "username mu {u}, password mu {pw}",
    "identifiant {u}, mot de passe {pw}",
    "ユーザー名 {u} / パスワード {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["ambrette", "petitgrain", "davana", "kewda", "mitti", "champaca", "cistus",
               "opoponax", "elemi", "galbanum", "hinoki", "sampaguita", "labdanum", "tolu",
               "alembic", "bhapka", "enfleurage", "orris"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "for the GC-MS PC it's {w}{d}, the word and the digits run together",
    "voice memo: the still-room wifi key is {w} and straight after it {d}",
    "tell Solène to type {w}, then the number {d}",
    "पासवर्ड {w} सबद है, ओके बाद {d}",
    "الباسوورد كلمة {w} وبعدين {d}، كلو لزق",
    "ο κωδικός είναι η λέξη {w} κι απόης {d}",
    "u mòt de passa è a paraula {w}, pöi {d}",
    "ny password io ny teny {w}, avy eo {d}",
    "password ndo ndrongo {w}, baada yaho {d}",
    "nan password ya nan sao {w}, ad sunod {d}",
    "password mu ka kari {w}, ni {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "xe -s xen01.olmiere.lan -u root -pw '{pw}' vm-list",
    "xe pool-join master-address=xen01.olmiere.lan master-username=root master-password='{pw}'",
    "vcd login vcd.olmiere.net olmiere {u} --password '{pw}'",
    "vcd user create {u} '{pw}' 'vApp User' --enabled",
    "ldbsearch -H ldap://dc1.olmiere.lan -U 'OLMIERE\\{u}%{pw}' '(sAMAccountName=still-room)'",
    "dbping -d -c \"Host=pos-db.olmiere.lan:2638;UID={u};PWD={pw};DBN=boutique\"",
    "dbisqlc -c \"UID={u};PWD={pw};Server=pos_ginza\" \"select count(*) from sales\"",
    "dbstop -c \"UID={u};PWD={pw};Server=pos_menton\" -y",
    "dbvalid -c \"UID={u};PWD={pw};DBN=boutique\"",
    "dbinfo -c \"UID={u};PWD={pw};Server=pos_paris\" -u",
    "ttBulkCp -o \"DSN=stock_tt;UID={u};PWD={pw}\" ops.stock stock.dump",
    "ttMigrate -c \"DSN=stock_tt;UID={u};PWD={pw}\" /backup/stock.mig",
    "ttAdmin -ramLoad -connStr \"DSN=stock_tt;UID={u};PWD={pw}\"",
    "ttRestore -fname stock -connStr \"DSN=stock_tt;UID={u};PWD={pw}\" /backup",
    "zsql {u}/{pw}@10.20.0.21:1888",
    "yasql {u}/{pw}@10.20.0.35:1688",
    "vpnclient connect grasse user {u} pwd {pw}",
    "printf 'connect vpn.olmiere.net\\n{u}\\n{pw}\\ny\\n' | /opt/cisco/anyconnect/bin/vpn -s",
    "vicfg-user --server esx02.olmiere.lan --username root --password '{pw}' -e user -o list",
    "vifs --server esx02.olmiere.lan --username root --password '{pw}' --listds",
    "asmca -silent -configureASM -sysAsmPassword '{pw}' -diskString '/dev/oracleasm/disks/*'",
    "dbua -silent -sid PARF -sysDBAUserName sys -sysDBAPassword '{pw}'",
    "emca -config dbcontrol db -repos create -SID PARF -PORT 1521 -SYS_PWD '{pw}'",
    "odacli create-database -n PARF -hp '{pw}' -cl OLTP",
    "dbcli create-database -n FORMULES -hp '{pw}'",
    "sqlcli -d PRF -u {u},{pw} \"select * from lots\"",
    "xuser -U DEFAULT -u {u},{pw} -d PRF -n maxdb.olmiere.lan set",
    "loadercli -d PRF -u {u},{pw} -b import_lots.sql",
    "PGPASSWORD='{pw}' ysqlsh -h yb.olmiere.lan -U {u} -d formulas",
    "qpid-send -b '{u}/{pw}@amqp.olmiere.lan:5672' -a orders --content-string ping",
    "bin/cli.sh -c http://{u}:{pw}@ispn.olmiere.lan:11222",
    "bin/cli.sh user create {u} -p '{pw}' -g admin",
    "lgraph_cli --ip 10.20.0.40 --port 7071 --graph formulas --user {u} --password '{pw}'",
    "pulsar-client --url pulsar://pulsar.olmiere.lan:6650 --auth-plugin org.apache.pulsar.client.impl.auth.AuthenticationBasic --auth-params '{{\"userId\":\"{u}\",\"password\":\"{pw}\"}}' produce orders -m ping",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "still-room-pc:~# {c}", "anouk@gcms-01:~$ {c}", "PS C:\\lab> {c}",
    ".bash_history on the Grasse jump host:\n{c}", "~/.zsh_history on the Menton school server: {c}",
    "fish history:\n- cmd: {c}\n  when: 1987654321", "Emacs shell-mode buffer: {c}",
    "vim :terminal → {c}", "Jupyter cell in the lab notebook:\n!{c}", "Makefile target:\n\t{c}",
    "crontab -l on the boutique NUC: 0 3 * * * {c}", "Ansible task:\n  shell: {c}",
    "GitLab CI script:\n  - {c}", "Rundeck job step: {c}", "Jenkins console: + {c}",
    "tmux pane 2 on the Ginza NUC: {c}", "screen session 'hannam': {c}",
    "what I ran on the Taif box: {c}", "Zendesk OLM-4433, command that worked: {c}",
    "history | grep on xen01:\n  412  {c}", "systemd unit ExecStart={c}",
    "जो कमांड चलाओ: {c}", "الأمر اللي شغلته: {c}", "ίντα 'τρεξα στο τερματικό: {c}",
    "a coumanda qu'ai lançat: {c}", "ny commande nataoko: {c}", "amri ya ngamitsoha: {c}",
    "nan command ya inandar ku: {c}", "command mu: {c}", "la commande que j'ai tapée : {c}",
    "実行したコマンド：{c}", "실행한 명령어: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "redis://:{pw}@redis.olmiere.lan:6379/2",
    "rediss://{u}:{pw}@cache.olmiere.net:6380/0",
    "mongodb+srv://{u}:{pw}@formulas.olmiere.net/?retryWrites=true&w=majority",
    "clickhouse://{u}:{pw}@ch.olmiere.lan:9000/sales",
    "neo4j+s://{u}:{pw}@graph.olmiere.net:7687",
    "oracle+oracledb://{u}:{pw}@ora.olmiere.lan:1521/?service_name=PARF",
    "mssql+pymssql://{u}:{pw}@sql.olmiere.lan/Boutiques",
    "db2+ibm_db://{u}:{pw}@db2.olmiere.lan:50000/SALES",
    "vertica+vertica_python://{u}:{pw}@vertica.olmiere.lan:5433/analytics",
    "hana://{u}:{pw}@hana.olmiere.lan:30015",
    "teradatasql://{u}:{pw}@td.olmiere.lan",
    "ftps://{u}:{pw}@ftp.olmiere.net:990/artwork/",
    "imaps://{u}:{pw}@mail.olmiere.fr:993/INBOX",
]  # fmt: skip
_URL_PLACES = [
    "FORMULAS_DB_URL={c}", "the DSN the lab script uses: {c}", "save this DSN somewhere safe: {c}",
    "رابط قاعدة البيانات: {c}", "το connection string: {c}", "डेटाबेस कौ URL: {c}",
    "chaîne de connexion de la base formules : {c}", "Jira SD-880: {c}",
    "Confluence page 'Databases': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "maison-olmiere", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "catalog:read orders:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _uuid(variant: str) -> Maker:
    return lambda g: v.uuid4(g, variant)


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Boulevard", "BOULEVARD_API_SECRET", _j((B64, 43), "=")),
    ("Phorest", "PHOREST_API_PASSWORD", _j((ALNUM, 32))),
    ("Zenoti", "ZENOTI_API_KEY", _j((HEX, 64))),
    ("Loox", "LOOX_API_KEY", _j((ALNUM, 40))),
    ("Bold Commerce", "BOLD_ACCESS_TOKEN", _j((URLSAFE, 48))),
    ("Nosto", "NOSTO_API_TOKEN", _j((ALNUM, 64))),
    ("Searchspring", "SEARCHSPRING_SECRET_KEY", _j((HEX, 32))),
    ("Klevu", "KLEVU_REST_AUTH_KEY", _j((B64, 32))),
    ("Constructor.io", "CONSTRUCTOR_API_TOKEN", _j("tok_", (ALNUM, 16))),
    ("Bloomreach", "BLOOMREACH_API_SECRET", _j((LOWER_DIGITS, 64))),
    ("Dotdigital", "DOTDIGITAL_API_PASSWORD", _j((ALNUM, 20))),
    ("Emarsys", "EMARSYS_API_SECRET", _j((ALNUM, 28))),
    ("NewStore", "NEWSTORE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Cegid", "CEGID_CLIENT_SECRET", _uuid("8")),
    ("Centric PLM", "CENTRIC_API_TOKEN", _j((HEX, 40))),
    ("eLabJournal", "ELABJOURNAL_TOKEN", _j((ALNUM, 32))),
    ("LabWare", "LABWARE_API_KEY", _uuid("9")),
    ("STARLIMS", "STARLIMS_ACCESS_KEY", _j((B64, 43), "=")),
    ("Dotmatics", "DOTMATICS_API_KEY", _j((HEX, 32))),
    ("Coptis", "COPTIS_API_KEY", _j((ALNUM, 40))),
    ("Selerant", "SELERANT_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Knowde", "KNOWDE_API_TOKEN", _vendor_jwt("https://api.knowde.com")),
    ("Yordas", "YORDAS_API_KEY", _j((HEX, 64))),
    ("Chemwatch", "CHEMWATCH_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Sitehawk", "SITEHAWK_TOKEN", _vendor_jwt("https://auth.sitehawk.com")),
    ("Lyra", "LYRA_REST_PASSWORD", _j("prodpassword_", (ALNUM, 46))),
    ("Systempay", "SYSTEMPAY_PROD_KEY", _j((D, 16))),
    ("Paygreen", "PAYGREEN_SECRET_KEY", _j((HEX, 40))),
    ("Bigblue", "BIGBLUE_API_KEY", _j((ALNUM, 48))),
    ("Salesfloor", "SALESFLOOR_API_TOKEN", _j((URLSAFE, 40))),
    ("Endear", "ENDEAR_API_KEY", _uuid("a")),
    ("ScentAir", "SCENTAIR_API_KEY", _j((ALNUM, 32))),
    ("Prolitec", "PROLITEC_API_KEY", _j((HEX, 40))),
    ("VTEX", "VTEX_APP_TOKEN", _j((UPPER, 100))),
    ("Tamara", "TAMARA_API_TOKEN", _vendor_jwt("https://api.tamara.co")),
    ("Geidea", "GEIDEA_API_PASSWORD", _uuid("b")),
    ("TapPay", "TAPPAY_PARTNER_KEY", _j("partner_", (ALNUM, 56))),
    ("Komoju", "KOMOJU_SECRET_KEY", _j("sk_live_", (LOWER_DIGITS, 32))),
    ("Inicis", "INICIS_SIGN_KEY", _j((B64, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "fish: set -gx {env} {tok}",
    "kubectl create secret generic boutique-sync --from-literal={env}={tok}",
    "docker run -e {env}={tok} olmiere/stock-sync:2.4",
    "gh secret set {env} --body '{tok}'",
    "app.yaml:\nenv_variables:\n  {env}: '{tok}'",
    ".env.production:\n{env}={tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "launchctl setenv {env} {tok}",
    "setx {env} \"{tok}\"",
    "[System.Environment]::SetEnvironmentVariable('{env}', '{tok}', 'User')",
    "k8s deployment:\n        env:\n          - name: {env}\n            value: \"{tok}\"",
    "supervisord program: environment={env}=\"{tok}\"",
    "Back office › Paramètres › Intégrations › {vendor} › Clé API : {tok}",
    "Confluence table 'Integrations': | {vendor} | prod | {tok} |",
    "Todoist: rotate the {vendor} key {tok}",
    "Olvid, Bastien: {vendor} key for the boutique sync: {tok}",
    "Jandi: the {vendor} token in use now is {tok}, the old one is revoked",
    "Zendesk OLM-4431: {vendor} sync fails with 401, configured key {tok}",
    "ServiceNow INC0048840: {vendor} integration down, current key {tok}",
    "hold on to the {vendor} API key for me: {tok}",
    "dictated: the {vendor} key is {tok}",
    "{vendor} की API की {tok} है, सम्हार के रखियो",
    "مفتاح API حق {vendor}: {tok}",
    "το κλειδί API του {vendor} είναι {tok}, μην το δώσεις κιανενός",
    "a ciau API de {vendor}: {tok}",
    "ny API key ny {vendor} io {tok}",
    "API key ya {vendor} ndo {tok}",
    "nan API key nan {vendor} ya {tok}",
    "API key na {vendor} ka {tok}",
    "clé API {vendor} pour les boutiques : {tok}",
    "la chiave API di {vendor} è {tok}",
    "llave API de {vendor}: {tok}",
    "chave da API {vendor}: {tok}",
    "{vendor}-API-Schlüssel fürs Labor: {tok}",
    "{vendor}のAPIキーは {tok} です",
    "{vendor} API 키는 {tok}",
    "{vendor} API anahtarı: {tok}",
    "{vendor} 的 API 金鑰：{tok}",
    "{vendor} की API की: {tok}",
    "κλειδί API για {vendor}: {tok}",
    "مفتاح واجهة البرمجة لـ {vendor}: {tok}",
    "ang API key ng {vendor} ay {tok}",
    "API-ключ {vendor}: {tok}",
    "API ключът за {vendor} е {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    ucloud = _r(rng, ALNUM, 40)
    lyra = "prodpassword_" + _r(rng, ALNUM, 46)
    vtex = _r(rng, UPPER, 100)
    tappay = "partner_" + _r(rng, ALNUM, 56)
    inicis = _r(rng, B64, 32)
    constructor = "tok_" + _r(rng, ALNUM, 16)
    return [
        Sample("vendor_token", f"ucloud init --public-key {_r(rng, ALNUM, 40)} --private-key {ucloud}", ucloud),
        Sample("vendor_token", f"curl -u '69876357:{lyra}' https://api.lyra.com/api-payment/V4/Charge/CreatePayment -d @payment.json", lyra),
        Sample("vendor_token", f"X-VTEX-API-AppKey: vtexappkey-olmiere-{_r(rng, UPPER, 6)}\nX-VTEX-API-AppToken: {vtex}", vtex),
        Sample("vendor_token", f'{{"prime": "{_r(rng, HEX, 64)}", "partner_key": "{tappay}", "merchant_id": "olmiere_CTBC"}}', tappay),
        Sample("vendor_token", f'<?php\n$signKey = "{inicis}"; // INIpay standard, Hannam store', inicis),
        Sample("vendor_token", f"const cio = new ConstructorIOClient({{ apiKey: 'key_{_r(rng, ALNUM, 16)}', apiToken: '{constructor}' }});", constructor),
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


_BARE_PLACES = ["{t}", "Jandi: {t}", "it shows only once, copying it here:\n{t}", "التوكن: {t}",
                "το token: {t}", "{t}\n^ the fresh one, the old one is revoked", "नओ टोकन: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 48)), _j((URLSAFE, 20), ".", (URLSAFE, 36)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 40)), _j((URLSAFE, 54)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Tabuk greenhouse soil probe (OTAA): {h}": 32,
    "AES-256 key of the still-room data logger export: {h}": 64,
    "HMAC key for the Lyra IPN, hex: {h}": 64,
    "Ellab TrackSense encryption key: {h}": 32,
    "NwkSKey of the Taif rose-field weather node (ABP): {h}": 32,
    "pre-shared key of the Menton school IPsec tunnel (hex): {h}": 64,
    "مفتاح تشفير النسخة الاحتياطية: {h}": 64,
    "το κλειδί κρυπτογράφησης του αντιγράφου: {h}": 48,
    "बैकअप की एन्क्रिप्शन की: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zendesk OLM-4440: token pasted from the browser dev tools {t}",
    "Cookie: lang=fr; olm_session={t}",
    "BOUTIQUE_SYNC_ACCESS_TOKEN={t}",
    "hang on to this access token: {t}",
    "التوكن حق السيرفر: {t}",
    "ny token io {t}",
    "Postman console: authorization: Bearer {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@olmiere.fr"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.olmiere.fr/realms/maison",
            "azp": "boutique-console",
            "roles": ["boutique", "lab"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the Grasse jump host, archive it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/pki/tls/private/shop.olmiere.fr.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"LYRA_SIGNING_KEY": "{key}", "shop": "olmiere-fr"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_lab <<'EOF'\n{key}\nEOF": ("OPENSSH PRIVATE KEY", "\n"),
    "ServiceNow INC0048855, attachment pasted as text:\n{key}": ("EC PRIVATE KEY", "\n"),
    "المفتاح الخاص حق السيرفر:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "το ιδιωτικό κλειδί του σέρβερ:\n{key}": ("PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    key = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": key, "secret": lines[3 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Cake Wallet backup, before I wipe the phone: {p}": "english",
    "Tangem backup words (the old card): {p}": "english",
    "OneKey recovery phrase\n{p}": "english",
    "voice memo: the Unstoppable Wallet words are {p} and that is all of them": "english",
    "Confluence page 'Incense fund wallet (retired)': {p}": "english",
    "frase di recupero del portafoglio Rabby: {p}": "italian",
    "obnovovací fráze peněženky Nunchuk: {p}": "czech",
    "сид-фраза кошелька imToken: {p}": "russian",
    "SafePal 지갑 복구 구문: {p}": "korean",
    "TokenPocket 钱包助记词：{p}": "chinese_simplified",
    "phrase de récupération du portefeuille Leather : {p}": "french",
    "frase semilla de la billetera Zerion: {p}": "spanish",
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
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " | ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (mada's, Meeza's, InterPayment's: brands
    the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mada":
        return _card_of(rng, ["588845", "588848", "588850", "968208", "968211"], [16])
    if brand == "meeza":
        return _card_of(rng, ["507803", "507808"], [16])
    if brand == "interpayment":
        return _card_of(rng, ["636"], [16, 19])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Olvid, Bastien: the house card for the Büchi spare parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Zendesk OLM-4450: pay the Heracles service visit with card {c}",
    "हमाए कार्ड कौ नंबर: {c}, {mm}/{yy}",
    "رقم البطاقة حقتي: {c}",
    "ο αριθμός τση κάρτας μου: {c}, λήγει {mm}/{yy}",
    "u nümeru de a mèa carta: {c}",
    "nomeraon'ny karatako: {c}, {mm}/{yy}",
    "nambari ya kadi yangu ndo {c}",
    "nan numero nan card ku: {c}, {mm}/{yy}",
    "number na card mu ka {c}",
]  # fmt: skip


_BRANDS = ["mada", "visa", "meeza", "mastercard", "amex", "interpayment", "jcb", "unionpay",
           "diners", "discover"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVC {cvv}",
               "the 3 digits printed on the signature strip: {cvv}",
               "Amex {c}, CID (the four small digits on the front): {cvv}",
               "الأرقام الثلاثة اللي ورا البطاقة: {cvv}",
               "τα τρία νούμερα πίσω απ' την κάρτα: {cvv}",
               "कार्ड के पीछे वारे तीन अंक: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 74; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"SO": "n" * 19, "YE": "aaaa" + "nnnn" + "c" * 18, "SD": "n" * 14, "HR": "n" * 17,
                "GL": "n" * 14, "XK": "n" * 16, "LY": "n" * 21, "UA": "n" * 6 + "c" * 19}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice OLM-F-2033-041: frankincense resin from Bosaso, please pay to {i} within 30 days",
    "save the Hodeidah oud trader's IBAN: {i}",
    "IBAN: {i}\nReference: Hvar lavender, June lot",
    "Jandi #finance: the Khartoum gum arabic broker's new bank details, IBAN {i}",
    "the Kyiv boutique landlord's IBAN, for the deposit: {i}",
    "الآيبان حقي: {i}",
    "το IBAN μου: {i}",
    "u mèu IBAN: {i}",
    "IBAN-ko: {i}",
    "IBAN yangu ndo {i}",
    "RIB du fournisseur de Prishtina, IBAN {i}",
    "IBAN del fornitore croato: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 0 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# No python-stdnum module checks any of these kinds: each is drawn by its shape alone (unchecked).
def _sa_border(g: random.Random) -> str:
    """A Saudi border number (رقم الحدود): ten digits starting with 3 or 4."""
    return g.choice("34") + _r(g, D, 9)


def _gr_ama(g: random.Random) -> str:
    """A Greek social insurance registration number (ΑΜΑ): seven or eight digits."""
    return g.choice("123456789") + _r(g, D, g.choice([6, 7]))


def _fr_ine(g: random.Random) -> str:
    """A French student national identifier (INE): ten digits and a letter."""
    return _r(g, D, 10) + g.choice(UPPER)


def _km_cni(g: random.Random) -> str:
    """A Comorian national identity card number: a shape made up here (no public specimen)."""
    return "NIN" + g.choice("123456789") + _r(g, D, 8)


def _kr_customs(g: random.Random) -> str:
    """Korea's personal customs clearance code (개인통관고유부호): P and twelve digits."""
    return "P" + _r(g, D, 12)


def _tw_moica(g: random.Random) -> str:
    """A Taiwanese citizen digital certificate card number (自然人憑證): two letters, 14 digits."""
    return g.choice(["TP", "TW", "HL"]) + _r(g, D, 14)


def _up_family(g: random.Random) -> str:
    """An Uttar Pradesh Family ID (Parivar Register): twelve digits."""
    return g.choice("123456789") + _r(g, D, 11)


def _ph_passport(g: random.Random) -> str:
    """A Philippine passport: P, seven digits and a letter."""
    return "P" + _r(g, D, 7) + g.choice(UPPER)


def _fr_passport(g: random.Random) -> str:
    """A French passport: two digits, two letters, five digits."""
    return _r(g, D, 2) + _r(g, UPPER, 2) + _r(g, D, 5)


def _sa_passport(g: random.Random) -> str:
    """A Saudi passport: a letter and eight digits."""
    return g.choice("ABKLPR") + _r(g, D, 8)


def _gr_passport(g: random.Random) -> str:
    """A Greek passport: two letters and seven digits."""
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _km_passport(g: random.Random) -> str:
    """A Comorian passport: a shape made up here, a letter and seven digits."""
    return g.choice("CK") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "رقم الحدود حق العامل الجديد في المزرعة: {s}": _sa_border,
    "Saudi border number of the new rose picker, for the Muqeem entry: {s}": _sa_border,
    "ο ΑΜΑ του Στέλιου στον ΕΦΚΑ είναι {s}": _gr_ama,
    "Αριθμός Μητρώου Ασφαλισμένου (ΑΜΑ) της Καλλιόπης: {s}": _gr_ama,
    "u mèu INE (identifiant national étudiant) è {s}": _fr_ine,
    "numéro INE de l'élève pour l'inscription à l'école de parfumerie : {s}": _fr_ine,
    "student INE for the Menton school enrolment form: {s}": _fr_ine,
    "nambari ya karta ya identite yangu ya Komori ndo {s}": _km_cni,
    "n° de carte nationale d'identité comorienne d'Hadidja : {s}": _km_cni,
    "해외 샘플 받을 때 쓰는 개인통관고유부호: {s}": _kr_customs,
    "my Korean personal customs clearance code, for the sample parcels: {s}": _kr_customs,
    "Jiwoo: 통관부호 {s} 로 넣어 주세요": _kr_customs,
    "自然人憑證 card number mu ka {s}": _tw_moica,
    "我的自然人憑證卡號：{s}": _tw_moica,
    "हमाओ फैमिली आईडी (परिवार रजिस्टर) नंबर: {s}": _up_family,
    "उत्तर प्रदेश फैमिली आईडी नंबर: {s}": _up_family,
    "nan passport number ku ya {s}": _ph_passport,
    "nomeraon'ny pasipaoroko: {s}": _fr_passport,
    "رقم جوازي: {s}": _sa_passport,
    "ο αριθμός του διαβατηρίου μου είναι {s}": _gr_passport,
    "nambari ya pasipoti yangu ndo {s}": _km_passport,
    "रफ़ीक कौ परिवार रजिस्टर नंबर {s} है": _up_family,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Lyra back-office recovery codes\n{codes}",
            "spare sign-in codes for the Menton school's Microsoft 365 {codes}",
            "Verescence portal backup codes: {codes}",
            "أكواد الاحتياط حق التحقق بخطوتين:\n{codes}",
            "κωδικοί ανάκτησης για το 2FA: {codes}",
            "2FA के बैकअप कोड: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Lyra:anouk@olmiere.fr?secret={s}&issuer=Lyra&period=30",
              "Aegis, manual entry for the Cegid login, key: {s}",
              "2FAS setup key for the Coptis account: {s}",
              "مفتاح الإعداد حق 2FA: {s}"]  # fmt: skip
_CODES = ["{c} est votre code de vérification Lyra",
          "[Web발신] 인증번호 [{c}] 타인에게 절대 알려주지 마세요",
          "كود التحقق حقك من تمارا {c}، لا تعطيه لأحد",
          "KOMOJUの認証コード：{c}",
          "Doğrulama kodunuz {c}. Bu kodu kimseyle paylaşmayın."]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Olmiere-Labo", "OLM-StillRoom-5G", "Freebox-Grasse-7A21", "Livebox-Menton",
          "Olmiere-Ecole", "STC_AlHada_Farm", "Mobily-Taif-5G", "COSMOTE-Sfakia",
          "Vodafone_Chania_2G", "SFR-Combani", "Only-Mayotte-5G", "HuriNet-Bambao",
          "PLDT-Tabuk-Farm", "Globe_Lubuagan", "Chunghwa-Xiulin", "Ginza-Boutique"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "still-room network {s}, password {pw}",
    "wifi in the Taif distillery: {s} / {pw}",
    "the greenhouse controller joins {s} with key {pw}",
    "the key on the sticker under the Livebox: {pw}",
    "वाईफाई {s} कौ पासवर्ड {pw} है",
    "الواي فاي {s}، الباسوورد {pw}",
    "το wifi τση μάντρας {s} έχει κωδικό {pw}",
    "u wifi de l'escòla {s}, mòt de passa {pw}",
    "wifi ny tragno {s}, password {pw}",
    "wifi ya dago {s}, password ndo {pw}",
    "nan wifi ad boloy {s}, password na {pw}",
    "wifi na sapah {s}, password ka {pw}",
    "店のWi-Fi {s} のパスワードは {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("prodpassword_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER, 40)),
                 _j("partner_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out character by character: {t}", "[dictated on the Olvid call] {t}",
          "(spaced out so the chat preview hides it) {t}", "حرف حرف: {t}", "γράμμα γράμμα: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " – ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " + ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["गोदाम के ताले कौ कोड: {pw}", "رقم قفل مستودع الورد: {pw}",
          "ο κωδικός στο λουκέτο τση αποθήκης με τα λάδανα: {pw}",
          "u còdice dou cadenas de a serra: {pw}", "kaodin'ny kadenasy ny magazay: {pw}",
          "kodi ya kufuli ya stoko ndo {pw}", "code na kandado sapah: {pw}",
          "the absolutes safe in the Grasse lab opens with {pw}",
          "key safe by the Menton school gate: {pw} then OK"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["ambrette", "petitgrain", "davana", "kewda", "mitti", "champaca", "cistus",
                 "opoponax", "elemi", "galbanum", "hinoki", "sampaguita", "labdanum", "tolu",
                 "alembic", "bhapka", "enfleurage", "orris"]  # fmt: skip
_PHRASES = {"Enpass master passphrase for the lab vault: {p}": " ",
            "Padloc vault passphrase: {p}": "-",
            "Strongbox database passphrase: {p}": ".",
            "Cryptomator vault passphrase (formulas): {p}": " ",
            "عبارة المرور حق الخزنة: {p}": " ",
            "η φράση πρόσβασης του αντιγράφου: {p}": "_",
            "बैकअप कौ पासफ्रेज: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Apache vhost: RequestHeader set Authorization \"Basic {v}\"": True,
    "curl -H 'Authorization: Bearer {v}' https://api.olmiere.net/v2/stock": False,
    "Traefik middleware:\n  headers:\n    customRequestHeaders:\n      Authorization: \"Basic {v}\"": True,
    "Envoy route:\n  request_headers_to_add:\n    - header: {{key: authorization, value: \"Bearer {v}\"}}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Thelia local/config/database.yml:\ndatabase:\n  connection:\n    driver: mysql\n    user: thelia\n    password: {pw}\n    dsn: mysql:host=localhost;dbname=thelia",
    "SPIP config/connect.php:\nspip_connect_db('localhost','','spip','{pw}','spip','mysql','spip','');",
    "Dotclear inc/config.php:\ndefine('DC_DBUSER','dotclear');\ndefine('DC_DBPASSWORD','{pw}');",
    "pretix.cfg:\n[database]\nbackend=postgresql\nname=pretix\nuser=pretix\npassword={pw}\nhost=localhost",
    "pretalx.cfg:\n[mail]\nfrom = ateliers@olmiere.fr\nhost = smtp.olmiere.fr\nuser = ateliers@olmiere.fr\npassword = {pw}\ntls = True",
    "OXID source/config.inc.php:\n$this->dbUser = 'oxid';\n$this->dbPwd = '{pw}';",
    "Gambio includes/configure.php:\ndefine('DB_SERVER_USERNAME', 'gambio');\ndefine('DB_SERVER_PASSWORD', '{pw}');",
    "JTL-Shop includes/config.JTL-Shop.ini.php:\ndefine('DB_USER', 'jtlshop');\ndefine('DB_PASS', '{pw}');",
    "Grav user/config/plugins/email.yaml:\nmailer:\n  engine: smtp\n  smtp:\n    server: smtp.olmiere.fr\n    user: boutique@olmiere.fr\n    password: {pw}",
    "BookStack .env:\nDB_HOST=localhost\nDB_USERNAME=bookstack\nDB_PASSWORD={pw}",
    "Huginn .env:\nDATABASE_ADAPTER=postgresql\nDATABASE_USERNAME=huginn\nDATABASE_PASSWORD=\"{pw}\"",
    "Medusa .env:\nDATABASE_URL=postgres://medusa:{pw}@localhost:5432/medusa-store",
    "Spree config/database.yml:\nproduction:\n  adapter: postgresql\n  database: spree\n  username: spree\n  password: {pw}",
    "serendipity_config_local.inc.php:\n$serendipity['dbUser'] = 's9y';\n$serendipity['dbPass'] = '{pw}';",
    "SeedDMS conf/settings.xml:\n<database dbDriver=\"mysql\" dbHostname=\"localhost\" dbDatabase=\"seeddms\" dbUser=\"seeddms\" dbPass=\"{pw}\" doNotCheckVersion=\"false\"/>",
    "/etc/davical/config.php:\n$c->pg_connect[] = \"dbname=davical port=5432 user=davical_app password={pw}\";",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Solène: still-room wifi password?\nBastien: {pw}",
    "[07:40] thibault: admin pw for the Chromeleon box?\n[07:41] anouk: {pw}",
    "Kerem: {pw} is the new kasa admin password",
    "Haruka: type {pw}, that's the new POS manager password",
    "هتان: الباسوورد الجديد {pw}",
    "Στέλιος: ο νέος κωδικός είναι {pw}",
    "शबनम: नओ पासवर्ड {pw} है",
    "Mirèio: u mòt de passa nòvu è {pw}",
    "Hadidja: password mpya ndo {pw}",
    "Pisaw: password bgurah ka {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2064word = {pw}", "pa\u034fssword → {pw}", "pаsswоrd: {pw}",
    "𝗉𝖺𝗌𝗌𝗐𝗈𝗋𝖽 {pw}", "ＰＡＳＳＷＯＲＤ：{pw}", "κωδι\u200dκός: {pw}", "pass\u2066word\u2069: {pw}",
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
    "the Chromeleon admin password is": "{s}", "Büchi service pw:": "{s} (since the pump swap in May)",
    "الباسوورد حقي": "{s}", "Heracles password": "{s}\nchange it after the audit",
    "ο κωδικός είναι": "{s}", "mòt de passa:": "{s}", "पासवर्ड है": "{s}", "Lauda password": "{s}",
    "the password Pisaw shouted across the drying shed was": "{s}, I think",
    "password ny mailako:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Nosto API token", "{s}", _j((ALNUM, 64))),
    ("split_token", "Lyra password:", "{s} (REST API, production)", _j("prodpassword_", (ALNUM, 46))),
    ("split_token", "Cegid client secret", "{s}", _uuid("8")),
    ("split_seed", "Tangem backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/37", lambda g: v.grouped(_card(g, "mada"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "XK"))),
    ("split_backup", "Lyra recovery codes", "{s}\nqkzv-4417-mbte\nrwhn-0938-ycpa", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "개인통관고유부호", "{s}", _kr_customs),
    ("split_phrase", "Padloc passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"chromeleon": {"url": "https://cm.olmiere.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mòt_de_passa": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "hattan", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"instruments": [{"name": "gcms-01"}, {"name": "gcms-02", "console_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["vifs", "--server", "esx02.olmiere.lan", "--username", "root", "--password", "{s}", "--listds"]}': ("meta_password", _plain_pw),
    '{"note": "ο κωδικός του σέρβερ είναι {s}"}': ("meta_password", _plain_pw),
    '{"الباسوورد": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Heracles PC as distiller with the password {s}"}': ("meta_password", _plain_pw),
    '{"nosto": {"api_token": "{s}"}}': ("meta_token", _j((ALNUM, 64))),
    '{"vtexAppToken": "{s}"}': ("meta_token", _j((UPPER, 100))),
    '{"searchspring_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "meeza"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SO")),
    '{"student": {"ine": "{s}"}}': ("meta_id", _fr_ine),
    '{"mfa": {"recovery_codes": ["{s}", "qkzv-4417-mbte", "rwhn-0938-ycpa"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"incense_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"drying_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "OLM-StillRoom-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"heracles-firmware-4.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/olmiere/stock-api:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"formulas: add IFRA 51 limits table", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"labels: revert Ginza template", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"gcms_run_2033-04-07.cdf", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"formulas-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Büchi interface password before the service visit on 2033-05-19.",
    "Solène asked for the still-room wifi password; it's on the laminated card by the alembic.",
    "Policy: house passwords are at least 16 characters and live only in the team vault.",
    "Please don't paste passwords into Olvid; send a vault link instead.",
    "The `.env.example` line `NOSTO_API_TOKEN=changeme` is a placeholder; the real token is in the vault.",
    "The Chromeleon console asks for a new admin password after every update.",
    "Replace <YOUR_LYRA_PASSWORD> in the README with the one from the Lyra back office.",
    "VTEX_APP_KEY and VTEX_APP_TOKEN must be set before the nightly stock sync runs.",
    "अपनो पासवर्ड काऊ ते न कहियो।",
    "لا تقول الباسوورد حقك لأحد، حتى لو قال إنه من الدعم.",
    "μην πεις τον κωδικό σου κιανενός, μηδέ στον τεχνικό.",
    "noun dì u tèu mòt de passa a nessün.",
    "aza ambaranao olo ny password-nao.",
    "usumwambiye mtru password yaho.",
    "adi mu ibaga ad udum nan password mu.",
    "ini kari ka seejiq password su.",
    "Le mot de passe doit comporter au moins seize caractères, dont un chiffre.",
    "パスワードは他人に教えないでください。",
    "비밀번호는 90일마다 바꿔야 합니다.",
    "Şifrenizi kimseyle paylaşmayın.",
    "Upgraded Chromeleon from 7.2.10 to 7.3.2 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the IFRA 51 limits table.",
    f"Rolled back to {_SHORT} after the label template broke the Ginza printer.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The Heracles firmware 4.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of formulas-export-2032.parquet: {_SHA512}",
    f"The stock API container runs ghcr.io/olmiere/stock-api@sha256:{_IMAGE}.",
    f"MD5 of gcms_run_2033-04-07.cdf is {_MD5}, same as the copy on the lab share.",
    "Request id 3f9c2a71-8e4b-4d1a-9b7e-62c0f5a81d34 is the slow one in the Nosto logs.",
    "Purchase order PO-2033-00752 for 12 kg of orris butter ships on Monday.",
    "Zendesk OLM-4412: the Grasse still-room extractor fan trips at night.",
    "Call the Taif farm office on +966 12 736 4410 before noon.",
    "Air waybill 176-48213373 covers the Mayotte ylang, 6 drums.",
    "HS code 3301.29 is other essential oils; 3302.90 is mixtures of odoriferous substances.",
    "Linalool is CAS 78-70-6 (EC 201-134-4); coumarin is CAS 91-64-5 (EC 202-086-7).",
    "Vanillin, CAS 121-33-5, is in 40 of our formulas; Iso E Super is CAS 54464-57-2.",
    "The cold room is at 8 °C for the absolutes and 15 °C for the resinoids.",
    "After five wrong passwords the Chromeleon console locks the account for 15 minutes.",
    "In Kannauj about 40 kg of rose petals go into one deg for a single batch of attar.",
    "The secret of a good labdanum is the goat's beard, the old gatherers in Sfakia say.",
    "Ask Bastien for the absolutes-safe code, I don't have it.",
    "My card ending 4417 was declined at the Menton hardware store.",
    "The Prishtina supplier wants the IBAN on the invoice in groups of four.",
    "Print the 2FA backup codes for the Lyra account and keep them in the safe.",
    "No wallet will ever ask for your recovery phrase; ignore that mail.",
    "Keep `VTEX_APP_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the drying shed rusts in the sea air; oil it every month.",
    "Nosto moved the API token page under Settings › Accounts in its March release.",
    "ISBN 978-2-07-036822-8 is the perfumery handbook in the school library; ORCID iD 0000-0002-1825-0097 belongs to its translator.",
    "The guest wifi 'Olmiere-Invites' is open, no password needed.",
    "Batch B-2033-YLG-0412: 25 kg ylang extra, density 0.951, refractive index 1.5012.",
    "The IFRA 51st Amendment applies to every new creation from this spring.",
    "GC-MS run 2033-04-07 #14: linalool at 9.82 min, linalyl acetate at 12.41 min.",
    "Version 3.4.1 of the boutique app fixes the receipt printer timeout.",
    "The Menton school's workshop on 14 June has 18 seats; tickets are 95 €.",
    "Order 4500127734 from the Ginza boutique: 24 × 50 ml and 12 × 100 ml.",
    "Ticket 88213: the Hannam store's diffuser runs at intensity 3 from 10:00 to 20:00.",
    "طلبية رقم 20331 من الطائف: ثلاثين تولة دهن ورد.",
    "ο λαδανάς μάζεψε τέσσερα κιλά λάδανο τη βδομάδα.",
    "कन्नौज ते अत्तर की खेप सोमवार कौ निकरेगी।",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/olmiere/chromeleon", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "OLM-4412", "purchase_order": "PO-2033-00752"}',
    '{"batch": {"id": "B-2033-YLG-0412", "weight_kg": 25, "density": 0.951}}',
    '{"phone": "+966 12 736 4410", "city": "Taif"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bottles_in_stock": 2310}',
    '{"cas": "78-70-6", "ec": "201-134-4", "material": "linalool"}',
    '{"request_id": "3f9c2a71-8e4b-4d1a-9b7e-62c0f5a81d34", "status": 200}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
