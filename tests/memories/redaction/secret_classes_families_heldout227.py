# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-twenty-seventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-twenty-fifth only to search them (grep) for the languages, wordings,
tools, flags, variables, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`);
never `memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-twenty-sixth, -eighth and -ninth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (227514083),
password words (a date variety, a year and a sign; a camel's name, her litres of milk and a sign;
a ksar, a sign and a number; leet olive varieties with a year; oasis towns joined by dots with a
number; a phosphate town in capitals, a sign and a number; a name, a birth year, a sign and
`Jerid`; `Sabkha`, a number, a sign and a dune word; southern dishes joined by underscores with
a year; `Flous`, digits, a sign and a town; a generator's three groups of five and random runs),
names, places, templates, tools, vendors and layouts, the way the staff of Nakhla Sud Holding
(fictional: date-palm groves in Tozeur and Kebili, a camel-dairy in Douz, salt harvesting on the
Chott el Jerid, desert tours from Douz and Tataouine, phosphate-services contracts around Gafsa,
an olive press on Djerba and a mobile wallet, NakhlaPay) leak secrets into an assistant's memory.
The texts are Viber, Messenger, Signal, Botim, imo, Slack, Teams and Google
Chat messages, chat logs with times, Jira, Zammad and osTicket tickets, Confluence, Outline and
DokuWiki pages and tables, Samsung Notes and Google Keep notes, e-mails, runbooks, README
fragments, shell, Termux and PowerShell prompts, code (Python, Go, Rust, PHP, Kotlin, Dart, Lua,
Perl, Julia and Elixir), configs, voice-memo transcripts and requests to the assistant itself;
the label's separators run from a colon, "is" and a dash to an arrow, an emoji, a new line, quotes
(`"…"`, `«…»`, `“…”`), parentheses and a table's bar.

Tools, calls, flags and variables none of heldouts 5 to 225 names (each grepped): Gitea's `admin
user change-password --username`, Mercurial's `--config auth.erp.password=`, `argocd account
update-password`, pgAdmin's `setup.py add-user`, Medusa's `medusa user -e … -p`, `mox
setaccountpassword`, `harlequin … --password`, `superset set-database-uri`, `wcurl
--curl-options`, SQL's `SET PASSWORD FOR`, dbt's `DBT_ENV_SECRET_…` variables, dlt's
`DESTINATION__POSTGRES__CREDENTIALS__PASSWORD`, plumbum's `SshMachine(…, password=…)` and a pyATS
testbed. Beside them commands and files of lightly used tools (each in one or two earlier corpora
by grep): `ALTER ROLE`, `ALTER LOGIN`, cryfs with `CRYFS_FRONTEND`, `ecryptfs-add-passphrase`,
`zfs load-key`, `mc admin user add`, `meltano config`, `core.trust_password`, `abctl local
credentials`, tun2socks, sakis3g's `APN_PASS`, pptpsetup, ocpasswd, cntlm, nanomq_cli, rpk, HiveMQ's
`mqtt pub -pw`, `pio account login`, `particle login`, `balena login` and fdm's `fdm.conf`; and
common layouts (env files, compose, systemd, Kubernetes secrets, a wifi QR code, `otpauth://`,
JWTs, PEM blocks, Basic and Bearer headers, connection strings) in wordings of their own.

About half of the secret samples are in other languages than English (by a rough count of the
drawn samples, 177 of 390, about 45 %): Tunisian Arabic in Arabic script
and in Latin-letter texting with digits (3 = ع, 7 = ح, 9 = ق, 5 = خ), Djerbi Berber (Tamazight,
in Latin letters), Tunisian French texting, standard Arabic office writing and the Italian of
Djerba's tourism texting. The wordings are the author's approximations, checked by no speaker,
built around a few marker words and the loanwords people really text (password, wifi, PIN,
token, server, code, backup): Tunisian `متاع`, `هو`, `هاو`, `توا`, `برشا`, `يعيشك`, `ما تقول
لحد`, `بدلت`; Arabizi `mta3`, `howa`, `hak`, `taw`, `barcha`, `3aychek`, `ma t9oul l7ad`,
`badalt`, `ya5i`, `chnowa`, `5ouya`, `b7atha`; French texting `slt`, `bjr`, `stp`, `mdp`, `c`,
`g changé`, `voilà`, `tkt`, `bsslama`; office Arabic `كلمة المرور`, `الرقم السري`, `رمز`, `يرجى
عدم مشاركتها`, `مع التحية`; Italian `ciao ragazzi`, `la pw`, `x` for `per`, `cmq`, `nn`, `mi
raccomando`, `cassaforte`; Djerbi `azul`, `tanmirt`, `awal n uεeddi`, `tasarut`, `d`, `nnek`, `ur
t-ssken i yiwen`. The Djerbi lines (pan-Berber neologisms such as `awal n uεeddi` and `tasarut`,
which a speaker in Guellala may not use, and the copula `d` before a value) are the thinnest
guesses (Italian and French elisions are typed with the ASCII apostrophe, `dell'`, `l'ICE`, as
people text them, though print writes `’`), then the Arabic-script Tunisian spelling of
loanwords (`الباسوورد`, `الكود`).

Vendors (InstaDeep, Vermeg, GoMyCode, Kaoun, Dabchy, e-DINAR, MyBiat, Tunisair, Nouvelair,
Traveltodo, Tunisiebooking, Promohotel, Rapid Poste, Seabex, Cynoia, Wattnow, Kumulus, Vynd,
Datavora, Elyadata, GlobalNet, Dhamen, Sobrus, NextProtein, Chifco, Kaptcha, Moneytrac) are ones
heldouts 5 to 225 do not name (grepped by name). No shape here is one the author knows to be real:
every one is a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs for two of them,
and `edn_live_`, `tna_`, `sbx_`, `kpt-` and `mtc_` prefixes); the JWTs are well-formed.

The ids: four kinds checked by python-stdnum and lightly used before (two earlier corpora each
by grep of the module): Algeria's NIF (`dz.nif`), Morocco's ICE (`ma.ice`), France's SIRET
(`fr.siret`) and Malta's VAT number (`mt.vat`), each drawn until the module validates it. The
others are invented shapes that no library or this file checks, of kinds no earlier corpus names:
a Tunisian professional tourist-guide card, a Saharan guide's licence, a Tunisian driving licence
(`رخصة السياقة`), a camel herder's card (`carte d'éleveur`), a CNSS affiliation number
(`matricule CNSS`), a farmer's card, a disability card, a commercial register number (`RC
Tunis`-style), an ATA carnet for the tour trucks, and Tunisian and Italian passports under Arabic,
Arabizi and Italian words. Card numbers pass Luhn (the value helpers' brands, checked with
python-stdnum's `luhn`). The IBANs are of Slovenia, the Czech Republic, Ireland, Romania and
France (used least by a rough count over heldouts 5 to 225, seventeen corpora each) and of
Tunisia, Libya and Mauritania for the theme, drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, French, Italian, Spanish, Portuguese and Turkish lists,
each with a valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples
(430 scored, every secret unique), 60 clean texts and 10 clean metadata dicts.
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
from dataclasses import dataclass, field
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.dz import nif as dz_nif
from stdnum.fr import siret as fr_siret
from stdnum.ma import ice as ma_ice
from stdnum.mt import vat as mt_vat

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 227_514_083
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
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). With
    ``frames``, each text is put in one (``{c}``: a prompt, a ticket, a sentence)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str
    frames: list[str] = field(default_factory=list)

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(100):  # every secret of the file is unique
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if secret not in seen:
                    break
            seen.add(secret)
            text = template.format_map(fields)
            if self.frames:
                text = rng.choice(self.frames).replace("{c}", text)
            out.append(Sample(self.cls, text, secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_DATES = ["DegletNour", "Allig", "Kentichi", "Bouhattam", "KhouatAllig", "Lemsi", "Rochdi",
          "Menakher", "Kenta", "Bejjou"]  # fmt: skip
_CAMELS = ["Mabrouka", "Zina", "Ghazala", "Hlima", "Saada", "Rebha", "Nejma", "Khadra"]
_KSOUR = ["KsarHadada", "Chenini", "KsarOuledSoltane", "Guermessa", "Douiret", "KsarGhilane",
          "Zammour", "Beni-Kheddache"]  # fmt: skip
_OLIVE_LEET = ["Chem1a1i", "Z4lm4ti", "Ch3t0ui", "J3rb0ui", "Ou3slati", "Ch4ml4li"]
_OASES = ["tozeur", "nefta", "degache", "kebili", "douz", "tamerza", "chebika", "mides",
          "elfaouar", "zaafrane", "ksarghilane", "tataouine", "medenine", "houmtsouk"]  # fmt: skip
_PHOSPHATE = ["METLAOUI", "REDEYEF", "MOULARES", "MDHILLA", "OMLARAIES", "KEF-ESCHFAIR"]
_NAMES = ["hamza", "yosra", "aymen", "salma", "mehdi", "rim", "oussama", "nour", "wassim", "ines",
          "bilel", "amira", "skander", "hela", "fedi", "marwa", "ghassen", "olfa"]  # fmt: skip
_DUNES = ["Erg", "Barkhane", "Nebka", "Ghourd", "Reg", "Hamada"]
_DISHES = ["lablabi", "bsissa", "mloukhia", "kosksi", "mlawi", "brik", "ojja", "hsou",
           "madfouna", "chakchouka", "kaak", "bambalouni"]  # fmt: skip
_TOWNS = ["Tozeur", "Douz", "Gafsa", "Kebili", "Tataouine", "Djerba", "Nefta", "Midoun"]
_SYMBOLS = "!#$%&*?@+=^~"


def _gen3(g: random.Random) -> str:
    """Three random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_DATES)}{g.randrange(1995, 2032)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CAMELS)}{g.randrange(4, 19)}L{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_KSOUR)}{g.choice(_SYMBOLS)}{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_OLIVE_LEET)}{g.randrange(1990, 2032)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: ".".join(g.sample(_OASES, 2)) + f".{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_PHOSPHATE)}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1965, 2008)}{g.choice(_SYMBOLS)}Jerid",
    lambda g: f"Sabkha{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{g.choice(_DUNES)}",
    lambda g: "_".join(g.sample(_DISHES, 2)) + f"_{g.randrange(1990, 2032)}",
    lambda g: f"Flous{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    _gen3,
    lambda g: _r(g, ALNUM + "$%&!?", 14),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Viber, Hamza (Tozeur packing house): the Allig sorting line HMI password is {pw}",
    "Slack #douz-dairy: pasteuriser panel password → {pw}",
    "Teams chat, Gafsa contracts: the weighbridge PC password: {pw}",
    "Google Chat, olive press Djerba: decanter PLC web password - {pw}",
    "Signal from Skander: salt-harvester fleet portal password 👉 {pw}",
    "Messenger, Yosra: the tour booking back office password is \"{pw}\"",
    "Samsung Notes 'Chott sensors': gateway admin password\n{pw}",
    "Google Keep: NakhlaPay agent terminal password ({pw})",
    "Zammad #5521: reset done, temporary password for the Kebili cold room: {pw}",
    "osTicket #903, note to Ines: the Tataouine camp router password is “{pw}”",
    "e-mail to the new dispatcher: Your password for the fleet tracker is {pw}. Please change it.",
    "runbook, NakhlaPay ledger: the replica's postgres password = {pw}",
    "voice memo, transcribed: ok so the password for the camel-milk lab PC is {pw}, got it?",
    "please remember for me: the Djerba press SCADA password is {pw}",
    "Outline › Ops › Douz camp: Starlink admin password — {pw}",
    "DokuWiki 'phosphate-trucks': telematics password: {pw}",
    "[Confluence] Olive press › Night shift › password 🔑 {pw}",
    "Jira OPS-2714: password for the Nefta guesthouse PMS is {pw} (rotate after season)",
    "الباسوورد متاع الويفي في المخزن هو {pw}",
    "هاو الباسوورد متاع السرفر: {pw}",
    "توا بدلت الباسوورد متاع الكاميرات، الجديد {pw}، ما تقول لحد",
    "يعيشك، الباسوورد متاع الماكينة في المعصرة {pw}",
    "el password mta3 el wifi fel ma5zen howa {pw}",
    "hak el password mta3 el server: {pw}",
    "ya5i badalt el password mta3 el caméra, taw howa {pw}, ma t9oul l7ad",
    "5ouya el password mta3 el pointeuse {pw} 3aychek",
    "chnowa el password mta3 el PC? -> {pw}",
    "slt, le mdp du wifi du camp c {pw}",
    "bjr, g changé le mdp de la balance: {pw} tkt",
    "stp note le mdp de l'admin NakhlaPay: {pw} bsslama",
    "voilà le mot de passe du routeur de l'oasis : {pw}",
    "mdp compta Gafsa → {pw}",
    "كلمة المرور لحساب المنظومة المحاسبية: {pw}\nيرجى عدم مشاركتها. مع التحية",
    "الرقم السري لحساب البريد الإلكتروني للإدارة هو {pw}",
    "نعلمكم أن كلمة المرور الجديدة لمنظومة الخلاص هي {pw}",
    "كلمة المرور الخاصة بخادم النسخ الاحتياطي: «{pw}»",
    "ciao ragazzi, la password del wifi dell'hotel a Midoun è {pw}",
    "la pw x il gestionale delle escursioni: {pw} mi raccomando",
    "cmq la password del pc della reception è {pw}, nn darla a nessuno",
    "Password del router del campo tendato (Douz): {pw}",
    "azul! awal n uεeddi n wifi d {pw}, tanmirt",
    "awal n uεeddi nnek n server d {pw}, ur t-ssken i yiwen",
    "azul Yosra, awal n uεeddi n tmeεṣert: {pw}",
    "password du serveur de la coopérative (Guellala) : {pw} — tanmirt",
    "الباسوورد متاع الحساب في البنك (ما تقول لحد): {pw}",
    "el password jdid mta3 el NakhlaPay admin - {pw} barcha sécurité ya5i",
    "le mdp de la pointeuse de Gafsa (nouveau) : « {pw} »",
    "كلمة المرور المؤقتة لحسابكم ⬅️ {pw}",
    "la password della cassaforte digitale (reception Midoun): {pw}",
    "tasarut n wifi n tmeεṣert d {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["hamza", "yosra.b", "aymen", "salma", "mehdi.t", "rim", "oussama", "nour.k", "wassim",
          "ines", "bilel", "amira.s", "skander", "hela", "fedi", "marwa", "ghassen", "olfa",
          "svc-press", "ops-douz", "dispatch", "agent017"]  # fmt: skip
_LOGINS = [
    "Viber: the weighbridge login is {u} / {pw}",
    "Zammad #5530: {u} locked out of the date-grading app, last password {pw}",
    "user {u} pass {pw}",
    "Outline › Douz › Camp routers: {u} — {pw}",
    "| site | login | password |\n|---|---|---|\n| Tozeur packing | {u} | {pw} |",
    "sign into the NakhlaPay back office as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "- host: press-scada.djerba\n  username: {u}\n  password: {pw}",
    "Slack, Bilel: creds for the salt-harvester portal are {u} and {pw}",
    "device,login,password\nchott-gw-2,{u},{pw}",
    "ssh {u}@camp-gw.douz.lan (password {pw})",
    "اسم المستخدم {u} والباسوورد {pw}",
    "اسم المستخدم: {u}\nكلمة المرور: {pw}",
    "el login {u} w el password {pw}",
    "login {u} / mdp {pw} stp",
    "identifiant {u}, mot de passe {pw}",
    "utente {u} e password {pw}, ciao",
    "isem n useqdac {u}, awal n uεeddi {pw}",
    "Messenger, Olfa: user {u} password {pw} for the tour portal",
    "Teams, Gafsa: account {u} / pwd {pw}",
    "imo message: {u}:{pw}",
    "Botim chat: login {u} w password {pw} 3aychek",
    "المستخدم {u} – الرقم السري {pw}",
    "nom d'utilisateur {u} et le mdp {pw} stp",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["deglet", "allig", "mehari", "chott", "sabkha", "ksar", "ghibli", "chehili",
               "zalmati", "bsissa", "lablabi", "mlawi", "jerid", "nefzaoua", "houmt", "guellala",
               "kentichi", "medjool"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "voice memo: the wifi password at the dairy is {w} and after that {d}, no space",
    "for the press server type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "el password houwa kelmet {w} w ba3dha {d}",
    "الباسوورد هو كلمة {w} وبعدها {d}",
    "le mdp c le mot {w} puis {d} collé",
    "le mot de passe, c'est {w} suivi de {d}",
    "la password è la parola {w} seguita da {d}",
    "كلمة المرور هي {w}{d} بدون فراغ",
    "awal n uεeddi d {w}, dffir-s {d}",
    "{w}{d} — that's the wifi password at the Douz camp",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 100_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else number}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "gitea admin user change-password --username {u} --password '{pw}'",
    "hg pull --config auth.erp.prefix=hg.nakhla.tn --config auth.erp.username={u} --config auth.erp.password={pw}",
    "argocd account update-password --account {u} --current-password '{pw}'",
    "python3 /usr/pgadmin4/web/setup.py add-user {u}@nakhla.tn '{pw}'",
    "medusa user -e {u}@nakhla.tn -p '{pw}'",
    "echo '{pw}' | mox setaccountpassword {u}@nakhla.tn",
    "harlequin -a postgres -h pg.nakhla.lan -U {u} --password '{pw}' dates",
    "superset set-database-uri -d harvest -u postgresql://{u}:{pw}@pg.nakhla.lan/harvest",
    "wcurl --curl-options=\"--user {u}:{pw}\" https://files.nakhla.lan/reports/2032-03.xlsx",
    "mysql -e \"SET PASSWORD FOR '{u}'@'%' = '{pw}';\"",
    "DBT_ENV_SECRET_PG_PASSWORD='{pw}' dbt debug --target prod",
    "DESTINATION__POSTGRES__CREDENTIALS__PASSWORD='{pw}' python harvest_pipeline.py",
    "psql -h pg.nakhla.lan -c \"ALTER ROLE {u} PASSWORD '{pw}'\"",
    "Invoke-Sqlcmd -ServerInstance sql01 -Query \"ALTER LOGIN [{u}] WITH PASSWORD = N'{pw}'\"",
    "echo '{pw}' | CRYFS_FRONTEND=noninteractive cryfs /srv/vault.enc /mnt/vault",
    "printf '%s' '{pw}' | ecryptfs-add-passphrase -",
    "echo '{pw}' | zfs load-key tank/wallet",
    "mc admin user add nakhla {u} '{pw}'",
    "meltano config tap-postgres set password '{pw}'",
    "lxc config set core.trust_password '{pw}'",
    "abctl local credentials --password '{pw}'",
    "tun2socks -device tun0 -proxy socks5://{u}:{pw}@10.8.0.1:1080",
    "sakis3g connect APN=internet.ooredoo.tn APN_USER={u} APN_PASS='{pw}'",
    "pptpsetup --create gafsa --server vpn.nakhla.tn --username {u} --password '{pw}' --encrypt",
    "echo -e '{pw}\\n{pw}' | ocpasswd -c /etc/ocserv/ocpasswd {u}",
    "cntlm -u {u}@NAKHLA -p '{pw}' -H",
    "nanomq_cli pub --url mqtt-tcp://broker.nakhla.lan:1883 --user {u} --pass '{pw}' -t chott/brine -m 31.4",
    "rpk topic list --brokers rp.nakhla.lan:9092 --user {u} --password '{pw}' --sasl-mechanism SCRAM-SHA-256",
    "mqtt pub -h broker.nakhla.lan -u {u} -pw '{pw}' -t dairy/tank1 -m 4.2",
    "pio account login -u {u}@nakhla.tn -p '{pw}'",
    "particle login --username {u}@nakhla.tn --password '{pw}'",
    "balena login --credentials --email {u}@nakhla.tn --password '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@douz-gw:~# {c}", "hamza@tozeur-pack:~$ {c}", "PS C:\\nakhla> {c}",
    "Termux on the guide's phone:\n$ {c}", "Jira OPS-2790, the command I ran:\n{c}",
    "عملت هالكوموند: {c}", "3malt el commande hedhi: {c}", "j'ai tapé ça : {c}",
    "ho lanciato: {c}", "runbook step 4:\n```\n{c}\n```",
]  # fmt: skip
_cli = _Family("cli_password", _CLI, _with(_plain_pw, u=_USERS), "pw", _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.nakhla.lan:5432/harvest",
    "mysql://{u}:{pw}@press-db.djerba.lan/press",
    "mongodb+srv://{u}:{pw}@wallet.nakhla-pay.net/ledger",
    "redis://{u}:{pw}@cache.nakhla.lan:6379/2",
    "amqp://{u}:{pw}@mq.nakhla.lan:5672/dairy",
    "ftp://{u}:{pw}@ftp.tunisiebooking.example/uploads",
    "sftp://{u}:{pw}@edi.nakhla.tn:22/invoices",
    "mqtt://{u}:{pw}@broker.nakhla.lan:1883",
    "rtsp://{u}:{pw}@cam-chott-3.nakhla.lan:554/live",
    "smtp://{u}:{pw}@mail.nakhla.tn:587",
    "https://{u}:{pw}@git.nakhla.lan/ops/press.git",
    "jdbc:postgresql://pg.nakhla.lan/harvest?user={u}&password={pw}",
    "Server=sql01;Database=Phosphate;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "Outline › Data › connections: {c}", "keep this connection string: {c}",
    "el lien mta3 el base: {c}", "رابط قاعدة البيانات: {c}", "la chaîne de connexion : {c}",
    "la stringa di connessione: {c}", "Zammad #5544: {c}",
]  # fmt: skip
_urls = _Family("connection_string", _URLS, _with(_plain_pw, u=_USERS), "pw", _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "nakhla-sud", "sub": f"org_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("InstaDeep", "INSTADEEP_API_KEY", _j((HEX, 40))),
    ("Vermeg", "VERMEG_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("GoMyCode", "GOMYCODE_TOKEN", _j((ALNUM, 36))),
    ("Kaoun", "KAOUN_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Dabchy", "DABCHY_SECRET", _j((HEX, 32))),
    ("e-DINAR", "EDINAR_MERCHANT_KEY", _j("edn_live_", (ALNUM, 32))),
    ("MyBiat", "MYBIAT_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Tunisair", "TUNISAIR_NDC_KEY", _j("tna_", (LOWER_DIGITS, 36))),
    ("Nouvelair", "NOUVELAIR_API_TOKEN", _vendor_jwt("https://api.nouvelair.example")),
    ("Traveltodo", "TRAVELTODO_API_KEY", _j((UPPER_HEX, 32))),
    ("Tunisiebooking", "TUNISIEBOOKING_KEY", _j((ALNUM, 40))),
    ("Promohotel", "PROMOHOTEL_SECRET", lambda g: v.uuid4(g, "b")),
    ("Rapid Poste", "RAPIDPOSTE_TOKEN", _j((HEX, 48))),
    ("Seabex", "SEABEX_API_KEY", _j("sbx_", (ALNUM, 30))),
    ("Cynoia", "CYNOIA_TOKEN", _j((URLSAFE, 48))),
    ("Wattnow", "WATTNOW_API_KEY", _j((HEX, 32))),
    ("Kumulus", "KUMULUS_DEVICE_TOKEN", _j((ALNUM, 32))),
    ("Vynd", "VYND_API_SECRET", _j((B64, 56), "==")),
    ("Datavora", "DATAVORA_KEY", lambda g: v.uuid4(g, "a")),
    ("Elyadata", "ELYADATA_API_TOKEN", _vendor_jwt("https://auth.elyadata.example")),
    ("GlobalNet", "GLOBALNET_API_KEY", _j((UPPER_DIGITS, 28))),
    ("Dhamen", "DHAMEN_CLIENT_SECRET", _j((ALNUM, 44))),
    ("Sobrus", "SOBRUS_API_KEY", _j((HEX, 64))),
    ("NextProtein", "NEXTPROTEIN_TOKEN", _j((URLSAFE, 40))),
    ("Chifco", "CHIFCO_API_KEY", _j((ALNUM, 40))),
    ("Kaptcha", "KAPTCHA_SECRET_KEY", _j("kpt-", (LOWER_DIGITS, 40))),
    ("Moneytrac", "MONEYTRAC_API_KEY", _j("mtc_", (ALNUM, 36))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "k8s secret (stringData):\n  {env}: \"{tok}\"",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "Dockerfile:\nENV {env}={tok}",
    "fly secrets set {env}={tok}",
    "NakhlaPay admin › Settings › Integrations › {vendor}: {tok}",
    "Outline table 'Integrations': | {vendor} | prod | {tok} |",
    "Slack, Mehdi: {vendor} key for the booking sync: {tok}",
    "Zammad #5561: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "el API key mta3 {vendor} howa {tok}",
    "hak el token mta3 {vendor}: {tok}",
    "مفتاح API متاع {vendor}: {tok}",
    "الـ token متاع {vendor} هو {tok}",
    "مفتاح واجهة البرمجة الخاص بـ {vendor}: {tok}",
    "la clé API {vendor} c {tok} stp garde-la",
    "clé d'API {vendor} pour le site de réservation : {tok}",
    "la chiave API di {vendor} x le escursioni: {tok}",
    "tasarut n API n {vendor} d {tok}",
    "يعيشك خبي الـ API key متاع {vendor}: {tok}",
    "el clé API jdida mta3 {vendor} → {tok}",
    "mdp API {vendor} (prod) c {tok}",
    "ciao, la chiave API di {vendor} è {tok}",
]  # fmt: skip


def _vendor_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    vendor, env, make = _VENDORS[index % len(_VENDORS)]
    return {"vendor": vendor, "env": env, "tok": make(rng)}


_vendors = _Family("vendor_token", _NAMED, _vendor_draw, "tok")


_CODE = [
    "from plumbum.machines.paramiko_machine import ParamikoMachine\nrem = ParamikoMachine('press-scada.djerba', user='{u}', password='{pw}')",
    "from plumbum import SshMachine\nrem = SshMachine('camp-gw.douz.lan', user='{u}', password='{pw}')",
    "testbed.yaml (pyATS):\ndevices:\n  chott-sw1:\n    credentials:\n      default:\n        username: {u}\n        password: '{pw}'",
    "db, _ := sql.Open(\"postgres\", \"host=pg.nakhla.lan user={u} password={pw} dbname=harvest\")",
    "let client = Client::connect(\"host=pg.nakhla.lan user={u} password={pw}\", NoTls)?;",
    "$pdo = new PDO('mysql:host=press-db;dbname=press', '{u}', '{pw}');",
    "val ds = HikariDataSource().apply {{ username = \"{u}\"; password = \"{pw}\" }}",
    "final conn = await MySQLConnection.createConnection(host: 'press-db', userName: '{u}', password: '{pw}');",
    "local db = mysql.connect{{host='press-db', user='{u}', password='{pw}'}}",
    "my $dbh = DBI->connect('dbi:Pg:dbname=harvest', '{u}', '{pw}');",
    "conn = LibPQ.Connection(\"host=pg.nakhla.lan user={u} password={pw}\")",
    "config :nakhla, Nakhla.Repo, username: \"{u}\", password: \"{pw}\"",
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw, u=_USERS), "pw")


_BARE_PLACES = ["{t}", "Viber: {t}", "it only shows it once, so here:\n{t}", "hak el token: {t}",
                "هاو التوكن: {t}", "{t}\n^ le nouveau, l'ancien est mort", "tienimi questo: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the brine-level sensor on the Chott (OTAA): {h}": 32,
    "NwkSKey of the camel-milk tank probe (ABP): {h}": 32,
    "HMAC secret for the NakhlaPay cash-in webhook: {h}": 64,
    "AES key of the olive press's batch export: {h}": 32,
    "pre-shared key of the Gafsa IPsec tunnel (hex): {h}": 64,
    "مفتاح التشفير متاع الباكاب: {h}": 64,
    "la clé de chiffrement du backup : {h}": 48,
    "el clé mta3 el chiffrement: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zammad #5570: token copied from the browser's network tab {t}",
    "Cookie: lang=fr-TN; nkp_session={t}",
    "WALLET_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "هاو التوكن: {t}",
    "el token howa {t}",
    "le jeton de l'appli : {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS512", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@nakhla.tn"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.nakhla.tn/realms/sud", "azp": "wallet-console"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS512": 86, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the press server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/pay.nakhla.tn.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"WALLET_SIGNING_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_douz <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "osTicket #911, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "المفتاح الخاص متاع السرفر:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "la clé privée du serveur de réservation :\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    key = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": key, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the old NakhlaPay treasury wallet\n{p}": "english",
    "voice memo: the Exodus recovery words are {p} and that's all of them": "english",
    "Samsung Notes 'wallet (retired)': {p}": "english",
    "الكلمات متاع المحفظة: {p}": "english",
    "el seed phrase mta3 el wallet: {p}": "english",
    "phrase de récupération du portefeuille (Ledger du dépôt de Douz) : {p}": "french",
    "les 12 mots du wallet stp garde-les: {p}": "french",
    "frase di recupero del wallet dell'agenzia: {p}": "italian",
    "frase de recuperación de la billetera: {p}": "spanish",
    "frase de recuperação da carteira: {p}": "portuguese",
    "cüzdan kurtarma kelimeleri: {p}": "turkish",
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
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Viber, Hamza: the company card for the press spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Zammad #5580: pay the Starlink renewal with card {c}",
    "رقم الكارطة متاعي: {c}، {mm}/{yy}",
    "رقم بطاقة الدفع: {c} صالحة إلى {mm}/{yy}",
    "noumrou el carta mta3i {c} {mm}/{yy}",
    "le num de ma carte: {c} exp {mm}/{yy}",
    "numéro de carte : {c}",
    "il numero della carta: {c}, scad. {mm}/{yy}",
    "uṭṭun n tkarḍa: {c}",
    "please store my card {c} for the Nouvelair booking",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "unionpay", "maestro", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 04/35, security code {cvv}",
               "the three digits on the back are {cvv}",
               "Amex {c}, CID on the front: {cvv}",
               "الأرقام الثلاثة في ظهر الكارطة: {cvv}",
               "le cryptogramme au dos c {cvv}",
               "el 3 ar9am mta3 wra el carta: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    return {
        "c": v.grouped(v.card(rng, brand), " ", rng),
        "cvv": _r(rng, D, 4 if brand == "amex" else 3),
    }


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Slovenia, Czechia, Ireland, Romania and France: used least by a rough count over heldouts 5 to
# 225; Tunisia, Libya and Mauritania for the theme. BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"SI": "n" * 15, "CZ": "n" * 20, "IE": "aaaa" + "n" * 14, "RO": "aaaa" + "c" * 16,
                "FR": "n" * 10 + "c" * 11 + "nn", "TN": "n" * 20, "LY": "n" * 21,
                "MR": "n" * 23}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice NS-2032-044: please pay the date crates to {i} within 30 days",
    "save the Ljubljana tour operator's IBAN: {i}",
    "IBAN: {i}\nRéférence: récolte Deglet Nour, lot 12",
    "Slack #treasury: the Libyan phosphate client's new bank details, IBAN {i}",
    "الآيبان متاعي: {i}",
    "رقم الحساب الدولي (IBAN): {i}",
    "el IBAN mta3i {i}",
    "mon IBAN stp: {i}",
    "IBAN du fournisseur de Nouakchott : {i}",
    "l'IBAN dell'agenzia di Praga: {i}",
    "IBAN nnek: {i}",
    "Dublin camel-milk importer, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _dz_nif(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("0123") + _r(h, D, 14), dz_nif.is_valid)


def _ma_ice(g: random.Random) -> str:
    return v.until(g, lambda h: "00" + _r(h, D, 13), ma_ice.is_valid)


def _siret(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("3456789") + _r(h, D, 13), fr_siret.is_valid)


def _mt_vat(g: random.Random) -> str:
    return "MT" + v.until(g, lambda h: h.choice("123456789") + _r(h, D, 7), mt_vat.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "NIF of the Algerian date buyer in El Oued, for the invoice: {s}": _dz_nif,
    "le NIF algérien du client d'El Oued : {s}": _dz_nif,
    "ICE of the Moroccan olive-oil distributor: {s}": _ma_ice,
    "l'ICE du distributeur à Casablanca c {s}": _ma_ice,
    "SIRET du tour-opérateur lyonnais : {s}": _siret,
    "SIRET of the French camel-milk importer: {s}": _siret,
    "Maltese VAT number of the ferry agent: {s}": _mt_vat,
    "partita IVA maltese dell'agente: {s}": _mt_vat,
    "رقم بطاقة الدليل السياحي المحترف: {s}": lambda g: f"GT-{_r(g, D, 5)}",
    "carte professionnelle de guide n° {s}": lambda g: f"CPG{_r(g, D, 6)}",
    "licence de guide saharien (Douz) : {s}": lambda g: f"GSD-{_r(g, D, 5)}",
    "رقم رخصة السياقة متاعي: {s}": lambda g: f"{_r(g, D, 2)}/{_r(g, D, 6)}",
    "numéro de ma carte d'éleveur (chameaux) : {s}": lambda g: f"ELV{_r(g, D, 7)}",
    "matricule CNSS mta3i {s}": lambda g: f"{_r(g, D, 8)}-{_r(g, D, 2)}",
    "رقم الانخراط في الصندوق الوطني للضمان الاجتماعي: {s}": lambda g: f"{_r(g, D, 8)}-{_r(g, D, 2)}",
    "numéro de carte agriculteur (oasis de Kebili) : {s}": lambda g: f"AGR{_r(g, D, 7)}",
    "carte de handicap de mon père, numéro {s}": lambda g: f"H{_r(g, D, 7)}",
    "registre de commerce de la société : {s}": lambda g: f"B{_r(g, D, 2)}{_r(g, D, 9)}",
    "carnet ATA for the tour trucks: {s}": lambda g: f"TN/{g.randrange(2030, 2034)}/{_r(g, D, 6)}",
    "رقم جواز السفر متاعي: {s}": lambda g: g.choice("ABC") + _r(g, D, 6),
    "noumrou el passeport mta3i {s}": lambda g: g.choice("ABC") + _r(g, D, 6),
    "numero del passaporto: {s}": lambda g: g.choice(["YA", "YB", "YC"]) + _r(g, D, 7),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["NakhlaPay admin 2FA recovery codes\n{codes}", "backup codes for the Google Workspace: {codes}",
            "codes de secours du compte Microsoft : {codes}", "الكودات الاحتياطية متاع الـ 2FA:\n{codes}",
            "el backup codes mta3 el 2FA: {codes}", "codici di backup dell'account: {codes}",
            "رموز الاسترداد لحساب الإدارة: {codes}", "Zammad #5590, 2FA backup codes of the old admin: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/NakhlaPay:skander@nakhla.tn?secret={s}&issuer=NakhlaPay&digits=6",
              "Aegis, manual setup key for the Seabex login: {s}",
              "TOTP secret for the Kaoun admin: {s}",
              "el secret mta3 el 2FA: {s}",
              "clé secrète 2FA (saisie manuelle) : {s}",
              "المفتاح السري للمصادقة الثنائية: {s}"]  # fmt: skip
_CODES = ["{c} is your NakhlaPay verification code", "رمز التحقق الخاص بك هو {c}",
          "Votre code de vérification e-DINAR : {c}", "el code mta3 el confirmation {c} ma t3tih l7ad",
          "Il tuo codice di verifica Traveltodo è {c}"]  # fmt: skip


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
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Nakhla-Packing", "Douz-Camp-5G", "Ooredoo_Tozeur_2G", "TT_Kebili_Oasis", "Chott-Gw-5G",
          "Topnet_Gafsa", "Djerba-Press", "Midoun-Guesthouse", "Ksar-Ghilane-Camp",
          "Tataouine-Office"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\npassword: {pw}",
    "camp network {s}, passphrase {pw}",
    "wifi at the dairy: {s} / {pw}",
    "the key printed under the Topnet box: {pw}",
    "الويفي {s} والباسوورد متاعو {pw}",
    "اسم الشبكة {s}، كلمة المرور {pw}",
    "el wifi {s} w el password {pw}",
    "le wifi {s}, mdp: {pw}",
    "wifi dell'hotel {s}, password {pw}",
    "wifi {s}, awal n uεeddi: {pw}",
    "Raspberry Pi on the Chott, wireless: SSID {s}, psk {pw}",
    "{s} — key {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("edn_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sbx_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the Viber preview hides it) {t}", "7arf b 7arf: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["الكود متاع باب المخزن: {pw}", "هاو الكود متاع الكاضنة: {pw}", "el code mta3 el bab {pw}#",
          "code de la porte du dépôt c {pw}", "digicode de l'entrepôt de Tozeur : {pw}",
          "il codice della cassaforte in camera è {pw}", "PIN of the NakhlaPay agent terminal: {pw}",
          "el PIN mta3 el carta {pw}", "الرقم السري للبطاقة: {pw}", "padlock on the date cold store: {pw}",
          "the camp's key box takes {pw}", "rmz n tewwurt: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 6][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["palmier", "mehari", "sabkha", "ksar", "ghibli", "oasis", "zalmati", "deglet",
                 "bsissa", "chott", "dune", "henna", "jarre", "houch", "mergoum", "tabouna"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the office vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "la passphrase du coffre KeePass: {p}": " ",
            "el passphrase mta3 el vault: {p}": ".",
            "عبارة المرور متاع الخزنة: {p}": " ",
            "la passphrase del vault: {p}": "_",
            "Proton Pass passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "curl -H 'Authorization: Bearer {v}' https://api.nakhla-pay.net/v1/agents": False,
    "Bruno collection, auth: Bearer {v}": False,
    "hak el header: Authorization: Basic {v}": True,
    "الهيدر: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "fdm.conf:\naccount \"wallet\" imaps server \"mail.nakhla.tn\" user \"ops\" pass \"{pw}\"",
    "proxychains.conf:\n[ProxyList]\nsocks5 10.8.0.1 1080 ops {pw}",
    "redsocks.conf:\nredsocks {{\n  type = socks5;\n  login = \"ops\";\n  password = \"{pw}\";\n}}",
    ".env:\nPRESS_DB_USER=press\nPRESS_DB_PASSWORD={pw}",
    "compose.yaml:\n  db:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: wallet-db\nstringData:\n  password: {pw}",
    "/etc/systemd/system/harvest.service:\n[Service]\nEnvironment=HARVEST_DB_PASS={pw}",
    "wvdial.conf:\n[Dialer ooredoo]\nUsername = ops\nPassword = {pw}",
    "profiles.yml (dbt):\nnakhla:\n  outputs:\n    prod:\n      user: dbt\n      password: {pw}",
    ".dlt/secrets.toml:\n[destination.postgres.credentials]\nusername = \"loader\"\npassword = \"{pw}\"",
    "meltano.yml:\n  config:\n    user: meltano\n    password: {pw}",
    "ocserv.conf:\nauth = \"plain[passwd=/etc/ocserv/ocpasswd]\"\n# test user pw: {pw}",
    "cntlm.conf:\nUsername ops\nDomain NAKHLA\nPassword {pw}",
    "application.properties:\nspring.datasource.username=press\nspring.datasource.password={pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'harvest', 'PASSWORD': '{pw}'}}}}",
    "appsettings.json:\n{{\"ConnectionStrings\": {{\"Wallet\": \"Host=pg;Username=wallet;Password={pw}\"}}}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Hamza: wifi password of the packing house?\nYosra: {pw}",
    "[07:41] aymen: root pw for the press server?\n[07:42] skander: {pw}",
    "Salma: {pw} is the new weighbridge password",
    "Bilel: use {pw}, that's what the camp router has now",
    "[21:03] مهدي: شنوة الباسوورد؟\n[21:04] ريم: {pw}",
    "Ines: el password jdid {pw}",
    "Wassim: le nouveau mdp c {pw}",
    "Olfa: la nuova password è {pw}",
    "Fedi: {pw} — c'est ce que j'ai mis pour le routeur",
    "Marwa: awal n uεeddi amaynu d {pw}",
    "[09:12] غسان: الباسوورد الجديد متاع الكاميرا {pw}",
    "Hela: hak el mdp jdid {pw} 3aychek",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family, int]] = [
    (_said, 64), (_logins, 22), (_spelled, 12), (_cli, 32), (_urls, 13), (_vendors, 50),
    (_code, 9), (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 22), (_backups, 8), (_totp, 6), (_codes, 5),
    (_wifi, 16), (_spelled_tokens, 8), (_locks, 12), (_phrases, 7), (_auth, 6), (_configs, 16),
    (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the press SCADA password is": "{s}", "weighbridge pw:": "{s} (since the scale swap in March)",
    "الباسوورد متاع السرفر هو": "{s}", "kelmet el sir:": "{s}\nbadelha ba3d el sezon",
    "كلمة المرور:": "{s}", "mdp:": "{s} stp", "la password è": "{s}", "awal n uεeddi:": "{s}",
    "the password Bilel read out over the radio was": "{s}, I think", "el password mta3 el camp": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Seabex API key", "{s}", _j("sbx_", (ALNUM, 30))),
    ("split_token", "e-DINAR merchant key:", "{s} (prod)", _j("edn_live_", (ALNUM, 32))),
    ("split_token", "Kaoun client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "TN"))),
    ("split_backup", "NakhlaPay recovery codes", "{s}\nqwer-4821-tyui\nasdf-9031-ghjk", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "SIRET", "{s}", _siret),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"press": {"url": "https://scada.djerba.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mdp": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "bilel", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"routers": [{"name": "camp-a"}, {"name": "camp-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["harlequin", "-a", "postgres", "-U", "ops", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "الباسوورد متاع السرفر {s}"}': ("meta_password", _plain_pw),
    '{"كلمة_المرور": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the weighbridge PC as ops with the password {s}"}': ("meta_password", _plain_pw),
    '{"seabex": {"api_key": "{s}"}}': ("meta_token", _j("sbx_", (ALNUM, 30))),
    '{"wattnowToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"kumulus_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SI")),
    '{"client": {"ice": "{s}"}}': ("meta_id", _ma_ice),
    '{"mfa": {"recovery_codes": ["{s}", "zxcv-1093-bnmq", "poiu-7710-lkjh"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"treasury_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cold_store": {"door_code": "{s}"}}': ("meta_pin", _j((D, 7))),
    '{"wifi": {"ssid": "Douz-Camp-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"decanter-plc-fw-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/nakhla/wallet-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(
    b"harvest: add brix column for deglet lots", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"wallet: revert fee rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"dairy_2032-04-11.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"press-batches-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the weighbridge password before the calibration visit on 2032-05-14.",
    "Yosra asked for the camp wifi password; it's on the card in the manager's drawer.",
    "Policy: office passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Viber; share a vault link instead.",
    "The `.env.example` line `SEABEX_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The press SCADA asks for a new admin password after every firmware update.",
    "Replace <YOUR_KAOUN_KEY> in the README with the key from your Kaoun dashboard.",
    "WATTNOW_API_KEY and KUMULUS_DEVICE_TOKEN must be set before the nightly sync runs.",
    "ما تقول الباسوورد متاعك لحد، حتى لو قالك من البنك.",
    "ma t9oul el password mta3ek l7ad, 7atta law ykallmek el bank.",
    "slt, le mdp du wifi a changé, demande à Hamza stp.",
    "يرجى تغيير كلمة المرور كل ثلاثة أشهر. مع التحية",
    "la password del wifi è alla reception, chiedete lì.",
    "azul, awal n uεeddi ur t-ssken i yiwen, tanmirt.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "كلمة المرور يجب أن تحتوي على 14 حرفا على الأقل.",
    "el PIN mta3 el carta ma ta3tih l7ad, hatta el agent.",
    "Il codice della cassaforte si imposta alla prima apertura.",
    "Upgraded the press PLC firmware from 5.1 to 5.2 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the brix column for Deglet Nour lots.",
    f"Rolled back to {_SHORT} after the fee rounding broke the wallet export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The decanter PLC firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of press-batches-2031.parquet: {_SHA512}",
    f"The wallet API container runs ghcr.io/nakhla/wallet-api@sha256:{_IMAGE}.",
    f"MD5 of dairy_2032-04-11.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 5c2e81a4-7d3b-4e09-a6f1-2b8d9c0e4f71 is the slow one in the Seabex logs.",
    "Purchase order PO-2032-00731 for 120 crates of Deglet Nour ships on Thursday.",
    "Zammad #5602: the Kebili cold room alarm keeps tripping at night.",
    "Call the Douz camp on +216 75 470 312 before noon.",
    "Order 4471-2032 of camel-milk chocolate leaves Tozeur on the morning truck.",
    "Bill of lading NKS-TUN-2032-0091 covers 18 pallets of dates for Marseille.",
    "HS code 0804.10 is dates; 1509.20 is extra virgin olive oil.",
    "The cold room is at 4 °C and 70 % relative humidity; the dairy tank is at 3.5 °C.",
    "After five wrong passwords the wallet console locks the account for 20 minutes.",
    "The Chott el Jerid is about 5 000 km²; the salt crust there is 30 cm thick in places.",
    "The secret of good Deglet Nour is a dry October.",
    "Ask Skander for the cold-store keypad code, I don't have it.",
    "My card ending 4419 was declined at the Tozeur hardware store.",
    "The Slovenian tour operator wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the NakhlaPay admin and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `EDINAR_MERCHANT_KEY` in the secrets store, never in the repository.",
    "The padlock on the date cold store rusts in the salt air; oil it every month.",
    "Tunisiebooking moved the API key page under Paramètres › Développeurs in its May release.",
    "ISBN 978-9973-0-1234-5 is the oasis handbook on the office shelf.",
    "The guest wifi 'Nakhla-Guest' is open, no password needed.",
    "Lot DN-2032-TOZ-0417, 480 kg, brix 72, moisture 21 %.",
    "Le code postal de Douz est 4260 et celui de Tozeur 2200.",
    "رقم الطلبية 2032-1187 وصل للمخزن في قبلي.",
    "el commande numéro 88213 wsolt l Djerba lyoum.",
    "La prenotazione 5521-AB per l'escursione a Ksar Ghilane è confermata.",
    "Phone of the Tataouine office: +216 75 860 441, open 8 to 17.",
    "The password field on the booking form must not autofill.",
    "Token limits: the booking API allows 120 requests per minute.",
    "Our PIN pads at the wallet agents were replaced last month.",
    "tanmirt i kunwi, ass n tmeεṣert d ass n lexmis.",
    "The order for 300 litres of camel milk, ref CM-0312, is ready.",
    "Guide meeting at 06:30 by the Douz market; camels leave at 07:15.",
    "Invoice 2032/0455 for the phosphate trucks' tyres is due on the 30th.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/press/scada", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 611}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "5602", "purchase_order": "PO-2032-00731"}',
    '{"lot": {"id": "DN-2032-TOZ-0417", "weight_kg": 480, "brix": 72}}',
    '{"phone": "+216 75 470 312", "city": "Douz"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "crates_in_stock": 2210}',
    '{"hs_code": "0804.10", "origin": "TN", "description": "dates"}',
    '{"booking": "5521-AB", "excursion": "Ksar Ghilane", "pax": 6}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
