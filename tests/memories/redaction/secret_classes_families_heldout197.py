# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-ninety-seventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-ninety-third only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-ninety-fourth to hundred-and-ninety-sixth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (197460813),
password words (an Adinkra symbol, a town, a number and a sign; two kente cloth names joined by a
dash with a number; a name, a birth year, a sign and a town; leet words of Sankofa, cocoa,
Nkabom, Gye Nyame, Adinkra, kente, gold, the pinasse, Bonwire and palm wine with a year; a crop or
trade word with a bag's weight in kg, a sign and a number; a town, a kente cloth and a birthday
joined by underscores; `Sack`, a number, an Adinkra symbol and a sign; a trade word in capitals,
a sign and a number; a name, `Buys` and a trade word; `Cedi`, an amount, a name and a sign; a
generator's three groups and random runs), names, places, templates, tools, vendors and layouts,
the way the staff of Kokoo Sika Lagoon (fictional: cocoa buying from Goaso, Sefwi and Soubré, gold
dredges by Prestea, Tarkwa and Dunkwa, palm-wine depots around Ho, a lagoon ferry on the
Abidjan–Assinie run, kente weaving in Bonwire and Agotime, a mobile-money agency and a rural
bank, with offices in Kumasi, Takoradi, Ho, Abidjan, Bouaké and San-Pédro) leak secrets into an
assistant's memory. The texts are WhatsApp, Telegram, Signal, Viber, Messenger, Teams, Slack,
Google Chat, Zulip, Discord and Mattermost messages, chat logs with times, Jira, Zendesk and
Freshdesk tickets, BookStack and Wiki.js pages and tables, Apple Notes and Google Keep notes, an
e-mail, a runbook, a README fragment, a post-it, shell, PowerShell, Termux, Cloud Shell, WSL and
Git Bash prompts and shell history, code (Python, Go, Kotlin, Dart, PHP, C#, Rust, Ruby, Swift and
Lua), configs, an Otter voice-memo transcript, dictated and spelled-out text and requests to the
assistant itself; the label's separators run from a colon, "is" and a dash to an arrow, a
pointing-hand emoji, a new line, quotes (`"…"`, `«…»`, backticks), brackets, parentheses and a
table's bar.

Tools, calls, flags and variables none of heldouts 5 to 193 names (each grepped for the command,
flag or variable itself): `oci db autonomous-database create --admin-password`, `aws
cloudformation create-stack --parameters ParameterKey=…,ParameterValue=…`, `kustomize edit add
secret`, `argo submit -p db-password=`, `cf auth`, `cryptsetup open … --key-file=-` fed by a
`printf`, SQL Server setup's `/AGTSVCPASSWORD=`, `az postgres flexible-server create`, `scw rdb
instance create … password=`, `sops --set`, `gcloud secrets versions add` fed by a `printf`,
SAP's `brtools -u system/…`, `synapse login -u -p`, `civo apikey save`, Huawei's `hcloud configure
set --cli-sk=`, `brightbox config client_add`, `k6 cloud login --token`, osmo-hlr's `update aud3g
milenage k …`, a Ceph mount's `secret=AQD…`, stunnel's `psk-secrets.txt`, CouchDB's `local.ini`
`[admins]`, a SIM lock's `AT+CLCK="SC",0,"…"`, a MoMo USSD string `*170*…*PIN#`, and the variables
`KSL_LEDGER_DB_PASS`, `KOKOO_LEDGER_DB_URL`, `FERRY_KIOSK_API_TOKEN`, `MOMO_DB_PASSWORD`,
`KIOSK_ADMIN_PASSWORD`, `WEIGHBRIDGE_DB_PASSWORD`, `hmi_admin_password`, `ledger_db_password` and
the forty-odd vendor variables below. Beside them commands of lightly used tools (each in one or
two earlier corpora by that grep: `netsh wlan set hostednetwork … key=`, ARD's `kickstart -vncpw`,
`crictl pull --creds`, `az keyvault secret set --value`, `aws ssm put-parameter --value`, `dar -K
aes:`, `berglas create`, TFVC's `/login:`, `accurev login`, `cpan-upload -p`, MeshCentral's
`--createaccount --pass`, `velociraptor user add`, `sam deploy --parameter-overrides`, `helm
--set-string`, `gcloud sql users set-password`, `argocd login --password`, Ghostscript's
`-sPDFPassword=`), and common layouts (env files, compose, systemd, Kubernetes secrets, Spring,
Hibernate, wp-config, database.yml, Django settings, `.my.cnf`, pgbouncer's userlist, msmtprc,
Ansible vars, tfvars, a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers,
connection strings) in wordings of their own.

About 48 % of the secret samples are in other languages than English (by a rough count over the
templates, 189 of 390): Asante Twi, Akuapem Twi, Fante, Ewe, Ga, Nzema, Baoulé, Dioula, Nouchi
(Abidjan street French) and Ghanaian Pidgin texting, and French, Spanish, Portuguese, Italian and
Czech only in seed-phrase lines. The wordings are the author's approximations, checked by no
speaker, built around a few marker words and the loanwords people there really text (password,
wifi, PIN, token, API key, server, backup, MoMo): Asante's `ne` ("is"), `no` ("the"), `deɛ yɛde
bue` ("what we open it with"), `mesrɛ wo`, `kora eyi ma me`, `mfa nkyerɛ obiara`, `foforo`,
`medaase`, `ahintasɛm`, `baako baako`, `nɔma`, `kaad no akyi nɔma mmiɛnsa`; Akuapem's `mepa wo
kyɛw` and `nea` for Asante's `deɛ`; Fante's `nye` ("is"), `dzin`, `dze`, `mma obi nnhu`, `medaa wo
ase`; Ewe's `nye`, `ƒe`, `yeye`, `mede kuku`, `ŋlɔ esia ɖi na m`, `akpe kakaka`, `mègagblɔe na ame
aɖeke o`, `ɖeka ɖeka`; Ga's `ji`, `lɛ`, `hee`, `ofainɛ`, `ŋma nɛɛ ha mi`, `oyiwaladɔŋŋ`, `kɛ`;
Nzema's `ne le` ("is") and `ɛmmaa bɛ nwu`; Baoulé's `-'n yɛ` and `mo`; Dioula's `… ye … ye`,
`kura`, `tɔgɔ`, `nimɔrɔ`, `gundo`, `i ni sɔgɔma`, `a ni baara`, `daɲɛ`; Nouchi's `mon vieux père`,
`ya fohi`, `gbê`, `c'est propre`, `on dit quoi`, `le code du caisse là`; Ghanaian Pidgin's `chaley`,
`ebi`, `be`, `bossu`, `massa`, `sharp sharp`, `paa`, `wey`, `no go show anybody o`. The Nzema lines
(`ne le`, `ɛmmaa bɛ nwu`, `ɛnlɛ kpalɛ`), the Baoulé lines (`-'n yɛ`, `ti kpa`, `mo` for thanks),
Akuapem's difference from Asante (only `mepa wo kyɛw` and `nea`), Fante's `nye` and `nnyɛ den`, Ga's
`ŋma nɛɛ ha mi` and `kaaha mɔ ko`, and Dioula's `a kɛ gundo ye` and `bɛna sini, a kɔnɔ` are the
thinnest guesses; Twi's `password no ne`, Ewe's `ƒe password … nye` and Ga's `password lɛ ji` are
natural enough that earlier corpora use them too.

Vendors (Korba, Interpay, Redde, Nalo, Tonaton, Paylink, Peoplespay, IT Consortium, Qisimah,
Rancard, SMSOnlineGH, Swvl, TruTrace, Qodehub, Chowdeck, Asoriba, GhanaPostGPS, Barry Callebaut,
Cargill, Touton, Olam, Kuapa Kokoo, Niche Cocoa, Meridia, Aella, Chaka, Cleva, Cowrywise,
Cowtribe, GCX, Geegpay, Gyapa, Kudigo, Ladda, Ovamba, Piggyvest, Quidax, Risevest, Stears, Trove,
Umba and Sabi, and Civo, Huawei Cloud, Brightbox and Grafana k6 in their commands) are ones
heldouts 5 to 193 do not name (grepped by name as a whole word). No shape here is one the author
knows to be real: every one is a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs
for Swvl and Risevest, and the prefixes `korba_sk_`, `rdd_live_`, `tt_`, `chd_live_`, `mrd_`,
`ae_sk_`, `gp_live_`, `pv_sk_`); the JWTs are well-formed, and a Ceph key's `AQD…==` and
Milenage's 32-hex K and OPc follow their published layouts.

The ids are kinds heldouts 5 to 193 do not use, except four lightly used ones that carry a check:
Ghana's TIN (a company's `C00` or a co-operative's `V00`), drawn until `stdnum.gh.tin` validates
its check character, the Dutch btw-identificatienummer (`stdnum.nl.btw`), the Swiss UID
(`stdnum.ch.uid`) and Belgian and German VAT numbers checked through `stdnum.eu.vat`. The others
are invented shapes that no library or this file checks (no check-digit algorithm is written
here): a COCOBOD Cocoa Management System farmer card, a licensed buying company's licence, a
Minerals Commission small-scale mining (dredge) permit, a Lands Commission title certificate, a
Ghanaian passport, an Ivorian passport, an Ivorian lagoon boat-pilot licence and a Bonwire kente
weavers' association card. Card numbers pass Luhn (the value helpers' Visa, Mastercard, Amex,
Discover, JCB and UnionPay, and Verve and gh-link prefixes drawn here, the gh-link prefix a
guess, checked with python-stdnum's `luhn`). The IBANs are of the countries used least by a rough
count over the IBAN shapes and IBAN calls of heldouts 5 to 193 (Switzerland, Germany, France, the
United Kingdom and the Netherlands, in fourteen corpora each by that count, and Belgium, in
fifteen), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
French, Spanish, Portuguese, Italian and Czech lists, each with a valid checksum. Counts: 390
secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique), 60
clean texts and 10 clean metadata dicts.
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
from stdnum.ch import uid as ch_uid
from stdnum.eu import vat as eu_vat
from stdnum.gh import tin as gh_tin
from stdnum.nl import btw as nl_btw

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 197_460_813
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


_ADINKRA = ["Sankofa", "Gyenyame", "Dwennimmen", "Akoma", "Nyansapo", "Funtunfunefu",
            "Fawohodie", "Mframadan", "Nkyinkyim", "Osram", "Denkyem", "Aya"]  # fmt: skip
_KENTE = ["Adweneasa", "Oyokoman", "Emaada", "Fathia", "Sikafutoro", "Abusuaye", "Mmeeda",
          "Babadua", "Kyemee", "Nyankonton", "Wofro", "Toku"]  # fmt: skip
_TRADE = ["Kokoo", "Sika", "Nsafufuo", "Bangui", "Pinasse", "Susu", "Cedi", "Dredge",
          "Akpeteshie", "Bonwire", "Attieke", "Garri"]  # fmt: skip
_PLACES = ["Kumasi", "Takoradi", "Ho", "Abidjan", "Bouake", "SanPedro", "Bonwire", "Agotime",
           "Kpetoe", "Elmina", "Aboisso", "Assinie", "GrandBassam", "Tarkwa", "Prestea", "Dunkwa",
           "Sefwi", "Goaso", "Soubre", "Daloa", "Adiake", "Jacqueville"]  # fmt: skip
_NAMES = ["Kwame", "Akosua", "Yaw", "Abena", "Kofi", "Esi", "Kojo", "Efua", "Selorm", "Edem",
          "Enyonam", "Nii", "Naa", "Kouassi", "Aya", "Yao", "Adjoua", "Moussa", "Awa", "Drissa",
          "Mariam", "Ekow", "Araba", "Kaku", "Mawuli", "Akissi", "Konan", "Fatou", "Ebo"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["S4nk0f4", "K0k00", "Nk4b0m", "Gy3ny4m3", "Ad1nkr4", "K3nt3", "S1k4", "P1n4ss3",
         "B0nw1r3", "Nsaf0f0"]  # fmt: skip


def _bag(g: random.Random) -> str:
    """A crop and a bag's weight (a cocoa bag holds 64 kg), as a shed crew jokes a password."""
    return f"{g.choice(_TRADE)}{g.choice([62, 64, 65, 50, 32])}kg{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _manager(g: random.Random) -> str:
    """Three random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_ADINKRA)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_KENTE, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1957, 2031)) + g.choice(_SYMBOLS) + _r(g, D, 2),
    _bag,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_KENTE).lower()}_{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(1957, 2031)}",
    lambda g: f"Sack{g.randrange(100, 1000)}{g.choice(_ADINKRA)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_TRADE).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Buys{g.choice(_TRADE)}{g.randrange(10, 1000)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"Cedi{g.randrange(100, 10_000)}{g.choice(_NAMES)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English, many media and separators
    "WhatsApp, Kwame (Goaso shed): the Avery weighbridge terminal password is {pw}",
    "Telegram group 'Kokoo buyers', Efua: new password for the LBC purchase app → {pw}",
    "Signal from Edem: Ho rural bank core-banking teller password: {pw}",
    "[07:41] Yaw: dredge-2 PLC panel password - {pw}",
    "Slack #ferry-ops, Kouassi: ticket kiosk admin password 👉 {pw}",
    "Teams chat: the Bonwire loom-shop POS password (\"{pw}\") works again",
    "Google Chat, Abena: palm-wine depot tablet password (it's {pw})",
    "Viber from Ekow: Takoradi warehouse NVR password\n{pw}",
    "note to self: susu collector app password = '{pw}'",
    "Zendesk #4471: the MoMo agent till password is {pw}, please reset it",
    "Freshdesk ticket 2290, Prestea site: Starlink router admin password: {pw}",
    "e-mail from accounts@kokoo-sika.com.gh: the Sage payroll password is now {pw}",
    "BookStack › Ferry › Kiosks: admin password « {pw} »",
    "Wiki.js table | Dredge-3 HMI | operator | {pw} |",
    "voice memo, transcribed: okay so the weighbridge password is {pw} got it",
    "Hey assistant, remember my rural bank portal password: {pw}",
    "Please store this for me — kente shop Shopify staff password: {pw}",
    "runbook step 4: log into the gold-room scale as admin, password {pw}",
    "README (internal): default kiosk password is {pw}; change it on first boot",
    "Apple Notes 'Bouaké': the cocoa grader tablet password — {pw}",
    "Google Keep: wifi-less laptop at Kpetoe, password [{pw}]",
    "Jira FERRY-318: Treichville gate PC local admin password {pw} (temp)",
    "Discord DM from Mawuli: my Steam password is {pw} lol don't tell",
    "Zulip #dredges > Dunkwa: HMI password {pw}",
    "Mattermost, Drissa: the San-Pédro cold room panel password is `{pw}`",
    "Messenger from Araba: laptop login password: {pw}",
    "Otter transcript 09:12 — Nana: the password for the weaving-centre PC is {pw}",
    "post-it on the Abidjan pier kiosk: PASSWORD {pw}",
    # Twi (Asante)
    "Kwame: Mesrɛ wo, kora eyi ma me — weighbridge kɔmputa no password ne {pw}",
    "Akosua: deɛ yɛde bue shed no laptop no ne {pw}, mfa nkyerɛ obiara",
    "Yaw: MoMo till no password foforo: {pw}. Medaase!",
    "Ɔpanin Kofi: server no password → {pw}, kae sɛ ɛyɛ ahintasɛm",
    # Akuapem Twi
    "Abena: Mepa wo kyɛw, nea yɛde bue bank app no ne {pw}",
    "Kwasi: mepa wo kyɛw, password a ɛwɔ kɔmputa no so ne {pw}",
    # Fante
    "Ekow: Mepa wo kyɛw, me password nye {pw}, mma obi nnhu",
    "Araba: ferry kiosk no password nye {pw}, medaa wo ase",
    "Ebo: dze password yi kɔ: {pw}",
    # Ewe
    "Edem: Mede kuku, ŋlɔ esia ɖi na m — rural bank ƒe password nye {pw}. Akpe kakaka!",
    "Selorm: kente ƒe dɔwɔƒe kɔmpiuta password: {pw}",
    "Enyonam: password la nye {pw}, mègagblɔe na ame aɖeke o",
    "Mawuli: asi me ƒe POS password yeye: «{pw}»",
    # Ga
    "Nii: Ofainɛ, ŋma nɛɛ ha mi — dredge PLC password lɛ: {pw}",
    "Naa: shop lɛ laptop password ji {pw}, oyiwaladɔŋŋ",
    "Nii Armah: kɛ password nɛɛ: {pw}",
    # Nzema
    "Kaku: Me server password ne le {pw}",
    "Ama: kɔmputa ne password ne le {pw}, ɛmmaa bɛ nwu",
    # Baoulé
    "Kouassi: ń password'n yɛ {pw}, mo",
    "Akissi: magasin'n i laptop password'n yɛ {pw}",
    # Dioula
    "Moussa: n ka laptop password ye {pw} ye, a kɛ gundo ye",
    "Awa: I ni sɔgɔma! magasin ordinatɛri password ye {pw} ye",
    "Drissa: password kura: {pw} — a ni baara",
    # Nouchi
    "Konan: mon vieux père, le mot de passe du PC c'est {pw}, ya fohi",
    "Fatou: le code du caisse là c'est {pw}, garde ça dans ton cœur gbê",
    "Yao: mdp du routeur du dépôt : {pw} — c'est propre",
    # Ghanaian Pidgin
    "Kojo: Chaley, the shed laptop password ebi {pw}, no go show anybody o",
    "Esi: bossu, the ferry POS password now be {pw} sharp sharp",
    "Kofi: massa, take the server password: {pw}",
    "Abena: the new one wey I set ebi {pw} paa",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["kwame.asante", "akosua", "yaw.boateng", "abena.m", "kofi", "efua.mensah", "edem",
          "selorm", "nii.armah", "kouassi.k", "aya.kone", "yao", "moussa.diallo", "drissa",
          "ekow", "araba", "mawuli", "konan.b", "ops", "momo-agent", "teller01", "dredge-op"]  # fmt: skip
_LOGINS = [
    "login for the Sage payroll: {u} / {pw}",
    "creds for the weighbridge PC are {u} and {pw}",
    "Signal, Efua: user {u}, password {pw}",
    "sign in to the rural bank portal as {u} with {pw}",
    "u={u} p={pw} (dredge HMI)",
    "{u}:{pw}@ferry-tickets.kokoosika.lan",
    "| Ferry kiosk | {u} | {pw} |",
    "Username: {u}\nPassword: {pw}",
    "admin / {pw} (the Goaso LBC tablet)",
    "root:{pw}",
    "Kwame: username no ne {u}, password no ne {pw}",
    "Edem: ŋkɔ: {u}, password: {pw}",
    "Nii: user lɛ ji {u}, password lɛ ji {pw}",
    "Moussa: tɔgɔ ye {u} ye, password ye {pw} ye",
    "Konan: identifiant {u}, mot de passe {pw}, c'est chaud",
    "Kojo: the user be {u}, the password be {pw}",
    "Ekow: dzin: {u} — password: {pw}",
    "Kouassi: ń login'n yɛ {u}, password'n yɛ {pw}",
    "Kaku: user ne le {u}, password ne le {pw}",
    "Araba: {u} ne {pw} na ɛyɛ login no",
    "Utilisateur : {u}\nMot de passe : {pw}",
    "login {u} and {pw} for the susu app",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["sankofa", "nsafufuo", "pinasse", "adweneasa", "oyokoman", "akpeteshie", "bonwire",
               "dwennimmen", "attieke", "kpetoe", "fathia", "nyansapo", "babadua", "gyenyame",
               "assinie", "trotro"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w} followed by {d}",
    "voice memo: it's {w}, all small letters, then {d}",
    "type {w}, then {d}; that's the ferry kiosk password",
    "the Adinkra word {w} with a capital first letter and {d} at the end — the bank app password",
    "Kwame: password no yɛ asɛmfua {w} na {d} di akyi",
    "Edem: password la nye nya {w} kple {d} le emegbe",
    "Nii: password lɛ ji wiemɔ {w} kɛ {d} sɛɛ",
    "Moussa: password ye daɲɛ {w} ye, ka {d} fara a kan",
    "Konan: c'est {w} en minuscules et tu colles {d} derrière, c'est le mot de passe",
    "Kojo: the password na {w}, then you add {d}",
    "dictated: {w}{d}, that's the susu app password",
    "mot de passe dicté au téléphone : {w}{d}",
    "Esi: {w}{d} na ɛyɛ wifi password no",
    "Awa: {w}{d} — o ye wifi password ye",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "oci db autonomous-database create --compartment-id ocid1.compartment.oc1..aaaakokoosika --db-name COCOALOTS --admin-password '{pw}' --cpu-core-count 1",
    "aws cloudformation create-stack --stack-name momo-ledger --template-body file://rds.yaml --parameters ParameterKey=DbUser,ParameterValue={u} ParameterKey=DbPassword,ParameterValue={pw}",
    "kustomize edit add secret ferry-db --from-literal=username={u} --from-literal=password={pw}",
    "argo submit payroll-wf.yaml -n ruralbank -p db-user={u} -p db-password='{pw}'",
    "cf auth {u} '{pw}'",
    "printf '%s' '{pw}' | cryptsetup open /dev/sdb2 ledger --key-file=-",
    "setup.exe /Q /ACTION=Install /FEATURES=SQLENGINE /INSTANCENAME=RURALBANK /AGTSVCACCOUNT=\"KOKOO\\{u}\" /AGTSVCPASSWORD=\"{pw}\" /IACCEPTSQLSERVERLICENSETERMS",
    "az postgres flexible-server create -g kokoo-rg -n momo-ledger-pg --admin-user {u} --admin-password '{pw}' --tier Burstable",
    "scw rdb instance create name=ferry-tickets engine=PostgreSQL-15 user-name={u} password={pw} node-type=DB-DEV-S",
    "sops --set '[\"ledger\"][\"db_password\"] \"{pw}\"' secrets/ruralbank.enc.yaml",
    "printf '{pw}' | gcloud secrets versions add palmwine-db-pass --data-file=-",
    "brtools -u system/{pw} -c force",
    "synapse login -u {u} -p '{pw}' --rememberMe",
    "netsh wlan set hostednetwork mode=allow ssid=KokooShed-Hotspot key={pw}",
    "sudo /System/Library/CoreServices/RemoteManagement/ARDAgent.app/Contents/Resources/kickstart -configure -clientopts -setvnclegacy -vnclegacy yes -setvncpw -vncpw {pw}",
    "crictl pull --creds {u}:{pw} registry.kokoosika.lan/ferry/kiosk:3.1",
    "az keyvault secret set --vault-name kokoo-kv --name momo-db-password --value '{pw}'",
    "aws ssm put-parameter --name /ferry/db/password --type SecureString --value '{pw}' --overwrite",
    "dar -c /backup/ledger -R /srv/ledger -K aes:{pw}",
    "berglas create sm://kokoo-prod/susu-db-pass {pw}",
    "tf workspaces /collection:https://tfs.kokoosika.lan/tfs/Ops /login:KOKOO\\{u},{pw}",
    "accurev login {u} '{pw}'",
    "cpan-upload -u {u} -p '{pw}' Kokoo-Grading-0.04.tar.gz",
    "node node_modules/meshcentral --createaccount {u} --pass '{pw}' --email {u}@kokoosika.com.gh",
    "velociraptor --config server.config.yaml user add {u} '{pw}' --role administrator",
    "sam deploy --stack-name susu-api --parameter-overrides DbUser={u} DbPassword={pw}",
    "helm upgrade ferry-tickets ./chart --set-string db.user={u} --set-string db.password='{pw}'",
    "gcloud sql users set-password {u} --host=% --instance=kokoo-sql --password='{pw}'",
    "argocd login argocd.kokoosika.lan --username {u} --password '{pw}' --grpc-web",
    "gs -q -dNOPAUSE -dBATCH -sDEVICE=pdfwrite -sPDFPassword='{pw}' -sOutputFile=statement.pdf statement-locked.pdf",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\ops> {c}", "kwame@ledger-01:~$ {c}", "root@dredge-gw:/opt# {c}",
    "Termux on the Goaso tablet:\n$ {c}", "Cloud Shell (kokoo-prod) $ {c}", "WSL, Ubuntu:\n$ {c}",
    "Git Bash, MINGW64 ~/ferry $ {c}", "Windows Terminal: {c}", "history | tail -1\n  512  {c}",
    "command I ran yesterday: {c}", "Kwame: command no a mede yɛɛ adwuma ne: {c}",
    "Edem: command si mewɔ: {c}", "Nii: command ni mifee: {c}", "Konan: la commande que j'ai tapée : {c}",
    "Kojo: the command wey I run: {c}", "Moussa: n ye command min kɛ: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "clickhouse://{u}:{pw}@ch.kokoosika.lan:9000/lots",
    "rediss://{u}:{pw}@cache.kokoosika.lan:6380/2",
    "couchbases://{u}:{pw}@cb.kokoosika.lan/ferry",
    "mssql+pymssql://{u}:{pw}@sql.kokoosika.lan:1433/RuralBank",
    "oracle+oracledb://{u}:{pw}@ora.kokoosika.lan:1521/?service_name=SUSU",
    "snowflake://{u}:{pw}@kokoosika-gh/COCOA/PUBLIC?warehouse=BUYING",
    "trino://{u}:{pw}@trino.kokoosika.lan:8443/hive",
    "vertica+vertica_python://{u}:{pw}@vx.kokoosika.lan:5433/ledger",
    "ftps://{u}:{pw}@edi.kokoosika.com.gh:990/cocobod/",
    "rtmp://{u}:{pw}@stream.kokoosika.lan/ferry-cam-assinie",
    "imaps://{u}:{pw}@mail.kokoosika.com.gh:993/INBOX",
    "opc.tcp://{u}:{pw}@dredge-3.kokoosika.lan:4840",
    "mongodb+srv://{u}:{pw}@momo.kokoosika.mongodb.net/collections",
    "Server=sql.kokoosika.lan;Database=Kente;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "KOKOO_LEDGER_DB_URL={c}", "Metabase connection (old one): {c}", "keep this connection string: {c}",
    "Kwame: database URL no ne {c}", "Edem: database ƒe URL: {c}", "Konan: l'URL de la base c'est {c}",
    "Kojo: the db url be {c}", "Jira KS-221: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_958_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kokoo-sika", "sub": f"mch_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "collections payouts"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Korba", "KORBA_SECRET_KEY", _j("korba_sk_", (ALNUM, 32))),
    ("Interpay", "INTERPAY_APP_SECRET", _j((HEX, 40))),
    ("Redde", "REDDE_API_KEY", _j("rdd_live_", (ALNUM, 30))),
    ("Nalo", "NALO_SMS_KEY", _j((ALNUM, 40))),
    ("Tonaton", "TONATON_PARTNER_TOKEN", _j((URLSAFE, 43))),
    ("Paylink", "PAYLINK_SECRET", lambda g: v.uuid4(g, "a")),
    ("Peoplespay", "PEOPLESPAY_API_KEY", _j((UPPER_HEX, 32))),
    ("IT Consortium", "ITC_GATEWAY_SECRET", _j((HEX, 64))),
    ("Qisimah", "QISIMAH_API_TOKEN", _j((B64, 44))),
    ("Rancard", "RANCARD_CLIENT_SECRET", _j((ALNUM, 36))),
    ("SMSOnlineGH", "SMSONLINEGH_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Swvl", "SWVL_B2B_TOKEN", _vendor_jwt("https://api.swvl.com")),
    ("TruTrace", "TRUTRACE_API_KEY", _j("tt_", (HEX, 40))),
    ("Qodehub", "QODEHUB_SECRET", _j((ALNUM, 48))),
    ("Chowdeck", "CHOWDECK_API_KEY", _j("chd_live_", (ALNUM, 32))),
    ("Asoriba", "ASORIBA_API_KEY", lambda g: v.uuid4(g, "b")),
    ("GhanaPostGPS", "GHANAPOSTGPS_API_KEY", _j((HEX, 32))),
    ("Barry Callebaut", "BC_SUPPLIER_PORTAL_SECRET", _j((URLSAFE, 48))),
    ("Cargill", "CARGILL_COCOA_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Touton", "TOUTON_TRACE_TOKEN", _j((HEX, 48))),
    ("Olam", "OLAM_OFIS_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Kuapa Kokoo", "KUAPA_MEMBERS_API_KEY", _j((HEX, 32))),
    ("Niche Cocoa", "NICHE_COCOA_TOKEN", _j((B64, 60))),
    ("Meridia", "MERIDIA_API_TOKEN", _j("mrd_", (URLSAFE, 40))),
    ("Aella", "AELLA_SECRET_KEY", _j("ae_sk_", (ALNUM, 36))),
    ("Chaka", "CHAKA_API_SECRET", _j((HEX, 40))),
    ("Cleva", "CLEVA_API_KEY", _j((ALNUM, 44))),
    ("Cowrywise", "COWRYWISE_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Cowtribe", "COWTRIBE_API_KEY", lambda g: v.uuid4(g, "9")),
    ("GCX", "GCX_TRADING_API_SECRET", _j((B64, 64))),
    ("Geegpay", "GEEGPAY_SECRET_KEY", _j("gp_live_", (ALNUM, 32))),
    ("Gyapa", "GYAPA_CARBON_TOKEN", _j((LOWER_DIGITS, 48))),
    ("Kudigo", "KUDIGO_API_KEY", _j((HEX, 32))),
    ("Ladda", "LADDA_API_SECRET", _j((ALNUM, 40))),
    ("Ovamba", "OVAMBA_PARTNER_KEY", _j((UPPER_HEX, 40))),
    ("Piggyvest", "PIGGYVEST_BUSINESS_KEY", _j("pv_sk_", (ALNUM, 34))),
    ("Quidax", "QUIDAX_SECRET_KEY", _j((ALNUM, 64))),
    ("Risevest", "RISEVEST_API_TOKEN", _vendor_jwt("https://api.risevest.com")),
    ("Stears", "STEARS_DATA_API_KEY", _j((HEX, 40))),
    ("Trove", "TROVE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Umba", "UMBA_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Sabi", "SABI_MERCHANT_TOKEN", _j((ALNUM, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "k8s Secret:\nstringData:\n  {env}: \"{tok}\"",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "fly.toml is clean; ran: fly secrets import <<< '{env}={tok}'",
    "Kokoo ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Wiki.js table 'Integrations': | {vendor} | prod | {tok} |",
    "Jira KS-240: {vendor} callback fails with 401, configured key {tok}",
    "{vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "WhatsApp, Efua: {vendor} key for the payouts: {tok}",
    "Kwame: {vendor} API key no ne {tok}",
    "Akosua: {vendor} API key foforo: {tok}, mfa nkyerɛ obiara",
    "Edem: {vendor} ƒe API key nye {tok}",
    "Nii: {vendor} API key lɛ: {tok}",
    "Kaku: {vendor} API key ne le {tok}",
    "Kouassi: {vendor} API key'n yɛ {tok}",
    "Moussa: {vendor} API key ye {tok} ye",
    "Konan: la clé d'API {vendor} c'est {tok}, garde ça",
    "clé API {vendor} pour le dépôt de San-Pédro : {tok}",
    "Kojo: the {vendor} API key be {tok}",
    "Ekow: {vendor} API key nye {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    civo = _r(rng, ALNUM, 50)
    hw_sk = _r(rng, ALNUM, 40)
    brightbox = _r(rng, LOWER_DIGITS, 15)
    k6 = _r(rng, HEX, 64)
    korba = _r(rng, HEX, 40)
    redde = _r(rng, ALNUM, 32)
    osmo_k = _r(rng, HEX, 32)
    ceph = "AQD" + _r(rng, B64, 37) + "=="
    return [
        Sample("vendor_token", f"civo apikey save kokoo-prod {civo}", civo),
        Sample("vendor_token", f"hcloud configure set --cli-profile=kokoo --cli-region=af-south-1 --cli-ak={_r(rng, UPPER_DIGITS, 20)} --cli-sk={hw_sk}", hw_sk),
        Sample("vendor_token", f"brightbox config client_add cli-{_r(rng, LOWER_DIGITS, 5)} {brightbox}", brightbox),
        Sample("vendor_token", f"k6 cloud login --token {k6}", k6),
        Sample("vendor_token", f'r = requests.post("https://api.korbaweb.com/v1/collect/", headers={{"Authorization": "HMAC kokoo:{korba}"}}, json=body)', korba),
        Sample("vendor_token", f'val redde = ReddeClient(appId = "7731", apiKey = "{redde}")', redde),
        Sample("vendor_token", f"OsmoHLR# subscriber imsi 620011234567{rng.randrange(100, 1000)} update aud3g milenage k {osmo_k} opc {_r(rng, HEX, 32)}", osmo_k),
        Sample("vendor_token", f"mount -t ceph mon1.kokoosika.lan:6789:/ledger /mnt/ledger -o name=ledger,secret={ceph}", ceph),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "Kwame: token no ne {t}",
                "Edem: token la nye {t}", "Konan: le token c'est {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Goaso cocoa-shed humidity sensor (OTAA): {h}": 32,
    "HMAC secret for the MoMo collections callback: {h}": 64,
    "AES key of the dredge telemetry export: {h}": 32,
    "pre-shared key of the Abidjan–Assinie ferry IPsec tunnel (hex): {h}": 64,
    "Kwame: encryption key no ne {h}": 48,
    "Edem: backup ƒe encryption key: {h}": 64,
    "Konan: la clé de chiffrement du backup c'est {h}": 64,
    "Moussa: backup encryption key ye {h} ye": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira KS-255: token copied from the browser's network tab {t}",
    "Cookie: lang=fr-CI; ks_session={t}",
    "FERRY_KIOSK_API_TOKEN={t}",
    "keep this bearer token for me {t}",
    "Kwame: token no ne {t}",
    "Konan: le jeton c'est {t}",
    "Kojo: the bearer token be {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_958_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@kokoosika.com.gh"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.kokoosika.com.gh/realms/staff", "azp": "ferry-console",
                   "groups": ["buyers", "tellers"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Takoradi ledger server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/momo.kokoosika.com.gh.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"GCX_SFTP_PRIVATE_KEY": "{key}", "partner": "gcx"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_dredge <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Jira KS-262, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "Kwame: server no private key:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Konan: la clé privée du serveur de billets :\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head, tail = f"-----BEGIN {kind}-----", f"-----END {kind}-----"
    return {"key": joiner.join([head, *lines, tail]), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup, copying it off the card before I burn it: {p}": "english",
    "Exodus recovery phrase (the old susu-group wallet)\n{p}": "english",
    "voice memo: the Phantom recovery words are {p} and that's all": "english",
    "Kwame: wallet no recovery phrase ne {p}": "english",
    "Kojo: the seed words be {p}": "english",
    "Konan: phrase de récupération du wallet : {p}": "french",
    "phrase secrète du portefeuille Ledger de la coopérative : {p}": "french",
    "frase de recuperación de la billetera, hermano: {p}": "spanish",
    "frase de recuperação da carteira do Kofi: {p}": "portuguese",
    "frase di recupero del portafoglio: {p}": "italian",
    "obnovovací fráze peněženky: {p}": "czech",
    "Moussa: wallet recovery phrase ye {p} ye": "english",
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
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
        " ".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes``, ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "verve":
        return _card_of(rng, ["506099", "506118", "506147", "650002"], [16, 19])
    if brand == "ghlink":  # the gh-link prefix is a guess
        return _card_of(rng, ["639219", "639226"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Efua: the company card for the dredge spares is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Jira KS-270: pay the ferry engine service with card {c}",
    "Kwame: me kaad nɔma ne {c}, {mm}/{yy}",
    "Edem: nye kaɖi ƒe nɔmba: {c}",
    "Nii: mi card namba lɛ ji {c}, {mm}/{yy}",
    "Konan: mon numéro de carte c'est {c}, exp {mm}/{yy}",
    "Kojo: my card number be {c}",
    "Moussa: n ka kariti nimɔrɔ ye {c} ye",
    "Kouassi: ń card nimero'n yɛ {c}",
    "Ekow: me card nɔma nye {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "verve", "mastercard", "ghlink", "unionpay", "amex", "discover", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, security code {cvv}",
               "the three digits by the signature strip: {cvv}",
               "Amex {c}, the four-digit CID above the number: {cvv}",
               "Kwame: kaad no akyi nɔma mmiɛnsa no ne {cvv}",
               "Konan: les trois chiffres au dos de la carte c'est {cvv}",
               "Kojo: the three numbers for back of the card be {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 193; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"CH": "n" * 5 + "c" * 12, "DE": "n" * 18, "FR": "n" * 10 + "c" * 11 + "nn",
                "GB": "aaaa" + "n" * 14, "NL": "aaaa" + "n" * 10, "BE": "n" * 12}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KS-2033-041: pay the Geneva cocoa trader's commission to {i} within 30 days",
    "save the Hamburg buyer's IBAN: {i}",
    "IBAN: {i}\nReference: Goaso main crop, lot 17",
    "WhatsApp #treasury: the Amsterdam warehouse's new bank details, IBAN {i}",
    "Kwame: me IBAN ne {i}",
    "Edem: nye IBAN: {i}",
    "Nii: mi IBAN lɛ ji {i}",
    "Konan: l'IBAN du négociant d'Anvers c'est {i}",
    "Kojo: the London broker IBAN be {i}",
    "Moussa: n ka IBAN ye {i} ye",
    "RIB du transitaire de San-Pédro, IBAN {i}",
    "Kouassi: ń IBAN'n yɛ {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _gh_tin(g: random.Random) -> str:
    """A Ghana TIN of a company or a co-operative: C00/V00, seven digits, a check character."""
    return v.until(
        g, lambda h: h.choice(["C00", "V00"]) + _r(h, D, 7) + h.choice(D + "X"), gh_tin.is_valid
    )


def _nl_btw(g: random.Random) -> str:
    """A Dutch btw-identificatienummer: NL, nine digits, B and two digits."""
    return v.until(g, lambda h: f"NL{_r(h, D, 9)}B{h.randrange(1, 20):02d}", nl_btw.is_valid)


def _ch_uid(g: random.Random) -> str:
    """A Swiss UID (enterprise number) with its mod-11 check digit."""
    return str(ch_uid.format(v.until(g, lambda h: "CHE" + _r(h, D, 9), ch_uid.is_valid)))


def _eu_vat(g: random.Random) -> str:
    """A Belgian or German VAT number, checked by `stdnum.eu.vat`."""

    def make(h: random.Random) -> str:
        if h.random() < 0.5:
            return h.choice(["BE0", "BE1"]) + _r(h, D, 9)
        return "DE" + h.choice("123") + _r(h, D, 8)

    return v.until(g, make, eu_vat.is_valid)


def _cms_card(g: random.Random) -> str:
    """A COCOBOD Cocoa Management System farmer card number: an invented shape, unchecked."""
    return f"CMS-{g.choice(['AH', 'WN', 'WS', 'ER', 'VR'])}-{_r(g, D, 4)}-{_r(g, D, 6)}"


def _lbc_licence(g: random.Random) -> str:
    """A licensed buying company's licence: an invented shape, unchecked."""
    return f"LBC/{g.randrange(2030, 2036)}/{_r(g, D, 3)}/{_r(g, UPPER, 2)}{_r(g, D, 2)}"


def _dredge_permit(g: random.Random) -> str:
    """A small-scale mining (dredge) permit: an invented shape, unchecked."""
    return f"MC/SSM/{g.choice(['WR', 'AR', 'CR'])}/{_r(g, D, 5)}"


def _land_title(g: random.Random) -> str:
    """A Lands Commission land title certificate: an invented shape, unchecked."""
    return f"LC/{g.choice(['KMA', 'TKD', 'HO'])}/{_r(g, D, 4)}/{g.randrange(2025, 2034)}"


def _gh_passport(g: random.Random) -> str:
    """A Ghanaian passport: G and seven digits (unchecked)."""
    return "G" + _r(g, D, 7)


def _ci_passport(g: random.Random) -> str:
    """An Ivorian passport: two digits, two letters, five digits (unchecked)."""
    return f"{_r(g, D, 2)}{_r(g, UPPER, 2)}{_r(g, D, 5)}"


def _pinasse_licence(g: random.Random) -> str:
    """A lagoon boat-pilot licence (Côte d'Ivoire): an invented shape, unchecked."""
    return f"PL-{g.choice(['ABJ', 'ASS', 'JAC'])}-{_r(g, D, 6)}"


def _weaver_card(g: random.Random) -> str:
    """A kente weavers' association membership card: an invented shape, unchecked."""
    return f"BKW{_r(g, D, 5)}{_r(g, UPPER, 1)}"


_ID_PLACES: dict[str, Maker] = {
    "GRA TIN of the co-operative, for the cocoa invoice: {s}": _gh_tin,
    "Kwame: company no TIN ne {s}": _gh_tin,
    "btw-nummer of the Amsterdam cocoa warehouse, for the invoice: {s}": _nl_btw,
    "Swiss UID of the Geneva trading house: {s}": _ch_uid,
    "Konan: le numéro de TVA du négociant belge c'est {s}": _eu_vat,
    "VAT number of the Hamburg grinder (EU VIES): {s}": _eu_vat,
    "Cocoa Management System farmer card of Opanin Yaw: {s}": _cms_card,
    "Akosua: me CMS card nɔma ne {s}": _cms_card,
    "LBC licence number, Goaso district: {s}": _lbc_licence,
    "Minerals Commission small-scale mining permit for dredge-3: {s}": _dredge_permit,
    "Kojo: the dredge permit number be {s}": _dredge_permit,
    "Lands Commission title certificate for the Ho depot: {s}": _land_title,
    "Edem: anyigba ƒe title certificate nɔmba: {s}": _land_title,
    "Kwame: me Ghana passport nɔma ne {s}": _gh_passport,
    "my Ghana passport number, for the visa form: {s}": _gh_passport,
    "Konan: mon numéro de passeport ivoirien c'est {s}": _ci_passport,
    "numéro de passeport ivoirien de Mme Adjoua : {s}": _ci_passport,
    "Drissa: pinasse pilote permis nimɔrɔ ye {s} ye": _pinasse_licence,
    "permis de pilote lagunaire du capitaine : {s}": _pinasse_licence,
    "Bonwire weavers' association card of Nana Kwaku: {s}": _weaver_card,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Quidax 2FA recovery codes\n{codes}", "backup codes for the co-op's Google Workspace {codes}",
            "Kwame: 2FA backup codes no ne: {codes}", "Konan: codes de secours 2FA : {codes}",
            "Kojo: the 2FA backup codes be: {codes}", "Edem: 2FA backup codes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Cowrywise:efua@kokoosika.com.gh?secret={s}&issuer=Cowrywise&digits=6",
              "Aegis, manual setup key for the Piggyvest login: {s}",
              "2FA secret key for the Stears account: {s}",
              "Kwame: 2FA setup key no ne {s}",
              "Konan: la clé TOTP du compte Quidax c'est {s}",
              "TOTP seed for the ferry admin: {s}"]  # fmt: skip
_CODES = ["{c} is your Korba verification code", "Your Redde OTP is {c}. Do not share it.",
          "Kwame: verification code no ne {c}", "Konan: ton code de vérification c'est {c}",
          "Edem: verification code la nye {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Kokoo-Shed-Goaso", "SikaDredge-Prestea", "Nsafufuo-Bar-Ho", "FerryDock-Treichville",
          "Kente-Bonwire-5G", "RuralBank-Agotime", "MTN_4G_Takoradi", "Orange-CI-Bouake",
          "Telecel-Home-Kumasi", "Moov-SanPedro", "Starlink-Dunkwa", "Assinie-Pier"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "warehouse network {s}, password {pw}",
    "wifi at the Bonwire weaving centre: {s} / {pw}",
    "the key printed under the MTN router: {pw}",
    "Kwame: wifi {s} password no ne {pw}",
    "Akosua: {s} wifi password: {pw}",
    "Edem: wifi {s} ƒe password nye {pw}",
    "Nii: wifi {s} password lɛ ji {pw}",
    "Konan: le code wifi de {s} c'est {pw}",
    "Moussa: wifi {s} password ye {pw} ye",
    "Kojo: the wifi {s} password be {pw}",
    "Kouassi: wifi {s} password'n yɛ {pw}",
    "Ekow: wifi {s} password nye {pw}",
    "Kaku: wifi {s} password ne le {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("korba_sk_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 28))]
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "Kwame: baako baako: {t}",
          "Konan: lettre par lettre : {t}", "Edem: ɖeka ɖeka: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["Kwame: MoMo PIN no ne {pw}", "Akosua: shed no kɔɔd ne {pw}",
          "Edem: nye MoMo PIN nye {pw}", "Nii: gate lɛ code ji {pw}",
          "Konan: le code du cadenas du dépôt c'est {pw}", "Moussa: n ka Orange Money PIN ye {pw} ye",
          "Kojo: the safe code be {pw}", "the gold-room safe code is {pw}",
          "the ferry office door keypad takes {pw} then #", "padlock on the Goaso shed: {pw}",
          "SIM PIN of the weighbridge modem: {pw}", "Kouassi: Moov Money code secret'n yɛ {pw}",
          "AT+CLCK=\"SC\",0,\"{pw}\"", "USSD to pay the co-op: *170*2*1*0244123456*250*{pw}#"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    n = (
        4
        if ("CLCK" in template or "USSD" in template or "SIM" in template)
        else [4, 5, 6, 4][index % 4]
    )
    return {"pw": _r(rng, D, n)}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["sankofa", "kente", "pinasse", "lagoon", "cocoa", "dredge", "palmwine", "cedi",
                 "weaver", "ferry", "bonwire", "attieke", "harmattan", "tarkwa", "kumasi",
                 "shuttle"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the buyers' vault: {p}": " ",
            "KeePassXC database passphrase: {p}": " ",
            "Proton Pass master passphrase: {p}": "-", "Kwame: passphrase no ne {p}": ".",
            "Konan: la phrase de passe du coffre c'est {p}": " ", "Edem: passphrase la nye {p}": "_",
            "Kojo: the passphrase be {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch export: Authorization: Bearer {v}": False,
    "HTTPie session file: \"Authorization\": \"Basic {v}\"": True,
    "Kwame: header no ne Authorization: Bearer {v}": False,
    "Konan: l'en-tête c'est Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nKSL_LEDGER_DB_USER=ledger\nKSL_LEDGER_DB_PASS={pw}\nKSL_LEDGER_DB_HOST=pg.kokoosika.lan",
    "compose.yaml:\nservices:\n  ledger-db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "k8s:\napiVersion: v1\nkind: Secret\nmetadata:\n  name: ferry-db\nstringData:\n  password: {pw}",
    "systemd unit for the weighbridge bridge:\n[Service]\nEnvironment=WEIGHBRIDGE_DB_PASSWORD={pw}",
    "stunnel psk-secrets.txt for the dredge telemetry link:\ndredge3:{pw}",
    "couchdb local.ini on the ferry kiosk:\n[admins]\nadmin = {pw}",
    "application.properties:\nspring.datasource.username=susu\nspring.datasource.password={pw}",
    "appsettings.json: \"ConnectionStrings\": {{ \"Ledger\": \"Host=pg;Username=ledger;Password={pw}\" }}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "config/database.yml:\nproduction:\n  adapter: postgresql\n  username: kente\n  password: {pw}",
    "settings.py:\nDATABASES = {{'default': {{'ENGINE': 'django.db.backends.postgresql', 'USER': 'ferry', 'PASSWORD': '{pw}'}}}}",
    "hibernate.cfg.xml:\n<property name=\"connection.password\">{pw}</property>",
    "Kwame: .env no mu: MOMO_DB_PASSWORD={pw}",
    "Konan: dans le .env du kiosque : KIOSK_ADMIN_PASSWORD={pw}",
    "Edem: config ƒe password: smtp_password = {pw}",
    "~/.my.cnf:\n[client]\nuser=teller01\npassword={pw}",
    "pgbouncer userlist.txt:\n\"ledger\" \"{pw}\"",
    "msmtprc:\naccount kokoo\nhost smtp.kokoosika.com.gh\nuser alerts@kokoosika.com.gh\npassword {pw}",
    "ansible group_vars/dredges.yml:\nhmi_admin_password: \"{pw}\"",
    "terraform.tfvars:\nledger_db_password = \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "Python:\nconn = psycopg.connect(host=\"pg.kokoosika.lan\", user=\"ledger\", password=\"{pw}\")",
    "Go:\ndb, err := sql.Open(\"mysql\", \"susu:{pw}@tcp(db.kokoosika.lan:3306)/susu\")",
    "Kotlin:\nval ds = HikariDataSource().apply {{ username = \"ferry\"; password = \"{pw}\" }}",
    "Dart:\nfinal conn = await Connection.open(Endpoint(host: 'pg', database: 'kente', username: 'shop', password: '{pw}'));",
    "PHP:\n$pdo = new PDO('mysql:host=db;dbname=momo', 'momo', '{pw}');",
    "C#:\nvar cs = \"Server=sql;Database=RuralBank;User Id=teller;Password={pw};\";",
    "Rust:\nlet pool = PgPool::connect(\"postgres://ledger:{pw}@pg/ledger\").await?;",
    "Ruby:\nRedis.new(host: \"cache\", password: \"{pw}\")",
    "Swift:\nlet login = try await api.login(user: \"kwame\", password: \"{pw}\")",
    "Lua:\nlocal ok = mysql:connect({{host = \"db\", user = \"dredge\", password = \"{pw}\"}})",
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "Yaw: shed laptop password?\nAkosua: {pw}",
    "[06:12] kojo: root pw for the ledger server?\n[06:13] efua: {pw}",
    "Kouassi: {pw} c'est le nouveau mot de passe du kiosque",
    "Ekow: use {pw}, that's what the weighbridge has now",
    "Kwame: password foforo no ne {pw}",
    "Edem: password yeye la nye {pw}",
    "Nii: password hee: {pw}",
    "Moussa: password kura ye {pw} ye",
    "Konan: nouveau mdp c'est {pw}, on dit quoi",
    "Kojo: the new password ebi {pw}",
    "Kaku: password foforɔ ne le {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 22), (_spelled, 14), (_cli, 30), (_urls, 14), (_vendors, 50),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 6), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 14), (_phrases, 7), (_auth, 6), (_configs, 20), (_code, 10),
    (_chats, 11),
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
    "the weighbridge admin password is": "{s}", "ledger server pw:": "{s} (since the March rebuild)",
    "Kwame: password no ne": "{s}", "dredge HMI password": "{s}\nchange it after the rains",
    "Edem: password la nye": "{s}", "Konan: le mot de passe c'est": "{s}", "Nii: password lɛ ji": "{s}",
    "ferry kiosk password": "{s}", "the password Yaw read out over the radio was": "{s}, I think",
    "Kojo: the password be": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Korba secret key", "{s}", _j("korba_sk_", (ALNUM, 32))),
    ("split_token", "Quidax key:", "{s} (treasury)", _j((ALNUM, 64))),
    ("split_token", "Paylink secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Exodus backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "verve"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "NL"))),
    ("split_backup", "Quidax recovery codes", "{s}\nqmkp-4821-tzvo\nwabx-9036-lheq", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "GRA TIN", "{s}", _gh_tin),
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
    '{"weighbridge": {"url": "https://wb.kokoosika.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "teller01", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"dredges": [{"name": "dredge-2"}, {"name": "dredge-3", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["argocd", "login", "argocd.kokoosika.lan", "--username", "ops", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "Kwame: server no password ne {s}"}': ("meta_password", _plain_pw),
    '{"note": "Edem: password la nye {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the ferry kiosk as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"korba": {"secret_key": "{s}"}}': ("meta_token", _j("korba_sk_", (ALNUM, 32))),
    '{"quidaxToken": "{s}"}': ("meta_token", _j((ALNUM, 64))),
    '{"kudigo_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "CH")),
    '{"coop": {"gra_tin": "{s}"}}': ("meta_id", _gh_tin),
    '{"mfa": {"recovery_codes": ["{s}", "qmkp-4821-tzvo", "wabx-9036-lheq"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"susu_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"momo": {"pin": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Kokoo-Shed-Goaso", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"weighbridge-fw-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kokoosika/ledger-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"ledger: add cocoa bag weight column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: revert fare table", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"grading_2033-11-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"momo-settlement-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the weighbridge password before the COCOBOD audit on 2033-10-14.",
    "Yaw asked for the shed wifi password; it's on the card in the purchasing clerk's drawer.",
    "Policy: co-op passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `KORBA_SECRET_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The dredge HMI asks for a new admin password after every firmware update.",
    "Replace <YOUR_QUIDAX_KEY> in the README with the key from your Quidax dashboard.",
    "KORBA_SECRET_KEY and REDDE_API_KEY must be set before the nightly settlement runs.",
    "Kwame: mfa wo password nkyerɛ obiara.",
    "Abena: mepa wo kyɛw, kae sɛ wobɛsesa password no Fiada.",
    "Ekow: password no nnyɛ den, mepa wo kyɛw sesa no.",
    "Edem: mègagblɔ wò password na ame aɖeke o.",
    "Nii: kaaha mɔ ko password lɛ.",
    "Kaku: password ne ɛnlɛ kpalɛ, sesa.",
    "Kouassi: password'n ti kpa, mo.",
    "Moussa: i kana i ka password di mɔgɔ si ma.",
    "Konan: faut jamais donner ton mot de passe à quelqu'un, c'est comme ça.",
    "Kojo: no give your password to anybody o.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Password foforo no bɛba Monday, mepa wo kyɛw twɛn.",
    "Upgraded the weighbridge firmware from 5.1 to 5.2 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the cocoa bag weight column.",
    f"Rolled back to {_SHORT} after the fare table broke the ferry kiosks.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The weighbridge firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of momo-settlement-2033.parquet: {_SHA512}",
    f"The ledger API container runs ghcr.io/kokoosika/ledger-api@sha256:{_IMAGE}.",
    f"MD5 of grading_2033-11-02.csv is {_MD5}, same as the copy on the share.",
    "Request id 3f2c81d4-7a5b-4e09-a6c2-1d0e9b8f7a31 is the slow one in the Korba logs.",
    "Purchase order PO-2033-00712 for 320 bags of Goaso cocoa ships on Thursday.",
    "Jira KS-281: the Treichville ferry kiosk printer jams every morning.",
    "Call the Takoradi warehouse on +233 31 202 4417 before noon.",
    "Konan: appelle le dépôt de San-Pédro au +225 07 48 21 93 60.",
    "Container MSCU 7392018 with the Bouaké cashew lot is at the Abidjan terminal.",
    "Bill of lading KS-TKD-2033-0091 covers the Tarkwa shipment, 22 pallets.",
    "HS code 1801.00 is cocoa beans, whole or broken; 7108.12 is unwrought gold.",
    "The cocoa store is at 26 °C and 70 % relative humidity; the fermentation shed is at 45 °C.",
    "After five wrong passwords the rural bank portal locks the account for 30 minutes.",
    "A cocoa bag weighs 64 kg; the Goaso shed holds about 4 000 bags.",
    "The secret of good palm wine is tapping before sunrise.",
    "Ask Kwame for the shed padlock code, I don't have it.",
    "My card ending 4417 was declined at the Kumasi hardware shop.",
    "Kojo: my card wey end with 0932 no dey work for the ATM.",
    "The Hamburg buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the co-op's Quidax account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `QUIDAX_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the Goaso shed rusts in the rainy season; oil it every month.",
    "Korba moved the API key page under Settings › Developers in its June release.",
    "ISBN 978-0-19-861186-8 is the cocoa handbook on the shelf; the ferry's IMO number is 9312456.",
    "The guest wifi 'Kokoo-Guest' is open, no password needed.",
    "Lot GOA-2033-017: 64 kg bags, moisture 7.2 %, bean count 98 per 100 g.",
    "MoMo PINs are four digits; never tell anyone yours, not even the agent.",
    "Edem: ga ƒe PIN la nye wò ŋutɔ tɔ, mègaɖe fia ame o.",
    "Konan: le code PIN de Orange Money, personne ne doit le connaître.",
    "Dial *170# to open the MoMo menu, then choose 6 for My Wallet.",
    "Kente strip 14 of the Adweneasa cloth is 9.5 cm wide and 2.1 m long.",
    "The Abidjan–Assinie ferry leaves at 07:30 and 16:00, fare 2 500 FCFA.",
    "Dredge-3 pumped 1 240 m³ of gravel on 2033-09-18; the gold room logged 38.6 g.",
    "Drissa: password kura bɛna sini, a kɔnɔ.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-10-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/weighbridge", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "KS-281", "purchase_order": "PO-2033-00712"}',
    '{"lot": {"id": "GOA-2033-017", "bags": 320, "moisture_pct": 7.2}}',
    '{"phone": "+233 31 202 4417", "city": "Takoradi"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bags_in_stock": 4012}',
    '{"hs_code": "1801.00", "origin": "GH", "description": "cocoa beans"}',
    '{"ferry": {"route": "Abidjan-Assinie", "departs": "07:30", "fare_fcfa": 2500}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
