# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-eighty-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-eighty-first only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-eighty-second, -third and -fifth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (184602317),
password words (a pearl grade, a lagoon, a number and a sign; a nickel ore's name, a year and a
sign; an aircraft, a route of island airport codes and a number; an outrigger race, a year, a
sign and a crew; copra kilos; leet Polynesian words with a year; two island dishes joined by dots
with a number; a name, a birth year, a sign and a motu; an island in capitals, a sign and a
number; a Kanak-country bird or tree and a number; a generator's five groups and random runs),
names, places, templates, tools, vendors and layouts, the way the staff of Te Moana Nui Holding
(fictional: a black-pearl farm on Rangiroa, a nickel mine on the Mont-Dore ridge by Nouméa, the
Taiohae Lodge resort on Nuku Hiva, the inter-island airline Air Motu out of Papeete, a copra
cooperative on Lifou and Maré, the outrigger (va'a) racing club of Mata-Utu and the Banque du
Pacifique Sud) leak secrets into an assistant's memory. The texts are WhatsApp, Messenger,
Viber, Teams, Slack, Google Chat, Element, Olvid, Tchap, Threema, Wire, Rocket.Chat, Zulip,
Mattermost and Discord messages, chat logs with times, service-desk tickets, wiki tables, Apple
Notes and Google Keep notes, e-mails, runbooks, README fragments, shell, PowerShell, tmux, Termux,
WezTerm, Ghostty and Warp prompts, a TSO and an IBM i command line, a Tasmota console, code
(Python, JavaScript, Go, Rust, Kotlin, Swift, PHP, Ruby, C#, Elixir, Dart and Lua), configs, voice-
memo transcripts, dictated text and requests to the assistant itself; the label's separators run
from a colon, "is", a dash and an arrow to an emoji, a new line, quotes (`"…"`, `'…'`, `«…»`),
parentheses, a backtick and a table's bar.

Tools, calls and flags none of heldouts 5 to 181 names (each grepped for the command or flag
itself): `redis-server --requirepass`, SeaweedFS's `weed shell` `s3.configure -secret_key=`,
`versitygw --secret`, `diskutil apfs encryptVolume … -passphrase`, Tasmota's `Backlog
WebPassword`, suckless `sic -k`, `noip2 -C -u … -p`, `clever login --token … --secret`,
`vault operator unseal` with its key share and GlobalPlatformPro's `gp --key`. Beside them
commands of lightly used tools (each in one earlier corpus by that grep): `zpaqfranz a …
-key`, `typedb console --password`, `pcs cluster auth -p`, targetcli's `set auth … password=`, iscsiadm's
`node.session.auth.password`, `mender-cli login --password`, `condor_store_cred add -p`,
`pgsql2shp -P`, RACF's `ALTUSER … PASSWORD(…)`, IBM i's `CHGUSRPRF … PASSWORD(…)`, `keyctl add
user`, `yt-dlp --video-password`, `webfsd -b`, `copyparty -a`, `rclone serve webdav --pass`,
`ss-local -k`, `shoutrrr send --url smtp://…`, `caddy hash-password --plaintext`, `ssh-keygen -p
-P`, FreshRSS's `create-user.php --password`, `nzbget -o ControlPassword=`, `minetest
--password`, `factorio --rcon-password` and `hasura console --admin-secret`; and the company's
own variables (`POERAVA_DB_PASSWORD`, `AIRMOTU_CREW_PORTAL_SECRET`, `MONTDORE_LIMS_PASS`, …,
grepped: no earlier corpus names them), in env files, compose, Kubernetes secrets, systemd units,
Helm values, Ansible vars and tfvars, besides common layouts (a wifi QR code, `otpauth://`, JWTs,
PEM blocks, Basic and Bearer headers, connection strings) in wordings of their own.

About 47 % of the secret samples are in other languages than English (by a rough count of the
drawn samples by their marker words, 185 of 390): Tahitian, Marquesan (North, Nuku Hiva),
Paumotu, Drehu (Lifou), Nengone (Maré), Ajië (Houaïlou), Wallisian (Faka'uvea), Futunan,
Caldoche French and Polynesian French texting, with plain French in a few lines and seed phrases
in English, French, Spanish, Italian, Portuguese and Czech. The wordings are the author's
approximations, checked by no speaker, built around a few marker words and the loanwords people
there really text (password, mdp, wifi, PIN, code, token, server, user, e-mail): Tahitian's `Ia
ora na`, `Māuruuru`, `'āpī`, `'o … te`, `nō te`, `tō'u`, `'eiaha e fa'aite i te ta'ata`, `roro
uira` (computer), `ta'o` (word), `i muri iho`, `te nūmera huna`; Marquesan's `Kaoha nui`, `Koutau
nui`, `hou`, `to'u`, `ha'e`; Paumotu's `Kia ora`, `tōku`, `ko`, `māuruuru roa`; Drehu's `Bozu`,
`Olea`, `Oleti atraqatr`, `la … ne`, `i eni`; Nengone's `re … ne … ri`, `Eleda`; Ajië's `bwaré` and
`ê`; Wallisian's `Mālō te ma'uli`, `ko toku … ko`, `fo'ou`, `pea`, `'aua na'a ke fakahā ki he
tahi`; Futunan's `Mālō le ma'uli`, `ko le … ko`, `upu`; Caldoche's `tonton`, `mon vieux`, `tu
connais`, `ou bien`, `c'est bon ou quoi`, `pas la peine`, `les zoreilles`, `la tribu`, `en
brousse`; Polynesian French texting's `ia ora na`, `mauruuru`, `mdp`, `c` (for "c'est"), `stp`,
`tkt`, `jsp`, `fiu`. The glottal stop is typed as the ASCII apostrophe, as people text it,
though print writes the ʻeta (`ʻ`, as in `Māʻohi`) or `’`. The thinnest guesses: every Ajië line
(`bwaré`, `ê`), the Nengone `re … ne … ri` and `Eleda`, the Drehu `la password i eni`, `ngo` and
`hnyipixe`, the Paumotu `ko … tōku` and `hou` (borrowed from Tahitian and Maori patterns), the
Marquesan `to'u … o te mēra` and `me`, the Futunan `upu` (word, after Samoan), the Wallisian
`fo'i lea`, `u'i lea` and `lea tahi tahi`, and the Tahitian `tāta'i tahi` and `tā'u i
fa'a'ohipa`.

Vendors (Air Tahiti, Aircalin, Air Loyauté, Air Calédonie, Aremiti, Terevau, Marara Paiement,
Banque de Polynésie, Linxo, Ibanfirst, Sumeria, Paylib, Jenji, Rydoo, Cleemy, Urbantz, Qapa,
Welkeys, Hostnfly, Smily, Lodgis, Superhote, Yakaro, Obypay, Yavin, Ninox, Freebe, Henrri, Hanna
Cloud, Atlas Scientific, Minviro, Ideagen, MX Deposit, Coreshed, Datarock, Smartkargo, Be2bill,
Limonetik, Younited, AviationEdge, Vodafone Polynésie, Tikiphone, Enercal, Eramet, Prony
Resources, Koniambo Nickel, Ballande, Nautile, OPT-NC and Pacific Mobile) are ones heldouts 5 to
181 do not name (grepped by name). No shape here is one the author knows to be real: every one is
a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs for Aircalin, Eramet and
Smartkargo, and the prefixes `mrp_sk_`, `arm_live_`, `obp_`, `yvn_live_`, `lxo-`, `hc_`); the
JWTs are well-formed, the Vault unseal share is 44 base64 characters and the GlobalPlatform key
32 hex digits as those tools print and take them.

The ids are kinds heldouts 5 to 181 do not use, except four lightly used ones that carry a check
(each imported by one earlier corpus): New Zealand's IRD number (`stdnum.nz.ird`), a French SIRET
(`stdnum.fr.siret`), Monaco's TVA number (`stdnum.mc.tva`) and Andorra's NRT (`stdnum.ad.nrt`),
each drawn until its module validates it. The others are invented shapes that no library or this
file checks (no check-digit algorithm is written here): a French Polynesian CPS social-security
number (`numéro DN`), a pearl farmer's professional card, a Fédération Tahitienne de Va'a racing
licence, a blaster's certificate (`certificat de préposé au tir`), an airport restricted-area
badge (`carte de circulation aéroportuaire`), a Wallis and Futuna voter number and French
passports under Tahitian, Wallisian and Caldoche words. Card numbers pass Luhn (the value
helpers' Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay and Maestro, checked with
python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the IBAN
shapes and IBAN calls of heldouts 5 to 181 (Monaco, Andorra, San Marino, the Faroe Islands,
Kazakhstan, Jordan, Albania and Yemen, in fourteen corpora each by that count), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, French, Spanish,
Italian, Portuguese and Czech lists, each with a valid checksum. Counts: 390 secret samples, 20
field pairs and 20 metadata samples (430 scored, every secret unique), 60 clean texts and 10 clean
metadata dicts.
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
from stdnum.ad import nrt as ad_nrt
from stdnum.fr import siret as fr_siret
from stdnum.mc import tva as mc_tva
from stdnum.nz import ird as nz_ird

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 184_602_317
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


_GRADES = ["A", "B", "C", "D", "Top", "Keshi", "Mabe", "Rava"]
_LAGOONS = ["Rangiroa", "Tikehau", "Manihi", "Ahe", "Fakarava", "Arutua", "Takapoto", "Mangareva",
            "Marutea", "Apataki", "Kauehi", "Raroia"]  # fmt: skip
_ORES = ["Garnierite", "Saprolite", "Laterite", "Peridotite", "Serpentine", "Limonite",
         "Harzburgite", "Chromite"]  # fmt: skip
_AIRCRAFT = ["ATR72", "ATR42", "Otter", "Dash8", "B350", "DHC6"]
_AIRPORTS = ["PPT", "NHV", "RGI", "NOU", "GEA", "LIF", "MEE", "WLS", "FUT", "BOB", "AUQ", "TIH"]
_RACES = ["HawaikiNui", "Tahiti Nui Va'a", "Super Aito", "Ruahatu", "Vaa Uvea", "Te Aito"]
_LEET = ["M0@n@", "T1@r3", "P@hu@", "H0n0", "Mot0u", "N1@0ul1", "C@g0u", "P03R@v@", "V@@hoe"]
_DISHES = ["fafaru", "popoi", "poe", "firifiri", "bougna", "uru", "kaaku", "mitihue", "taro",
           "pipi", "miti", "lap-lap"]  # fmt: skip
_NAMES = ["Teva", "Hinano", "Moana", "Tehani", "Manuarii", "Vaimiti", "Heiarii", "Tamatoa",
          "Poerava", "Raitea", "Kaiha", "Tohua", "Hnalaine", "Wejieme", "Xowie", "Kaloi",
          "Waia", "Sosefo", "Malia", "Petelo", "Lusia", "Soane", "Kalolaine", "Falakiko",
          "Tomasi", "Kevin", "Jordan", "Sandrine", "Gerald", "Mickael"]  # fmt: skip
_MOTU = ["Motu Tapu", "Motu Ahi", "Motu Nao Nao", "Ile aux Recifs", "Motu Fara", "Motu Faufaa"]
_ISLANDS = ["LIFOU", "MARE", "OUVEA", "UVEA", "FUTUNA", "RANGIROA", "NUKUHIVA", "UAPOU", "TAHAA",
            "MOOREA", "ALOFI", "HIVAOA"]  # fmt: skip
_BIRDS = ["Cagou", "Niaouli", "Kaori", "Notou", "Banian", "Tabou", "Houp", "Kohu"]
_SYMBOLS = "!#$%&*?@+=^~"


def _five_groups(g: random.Random) -> str:
    """Five random groups of four, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 4) for _ in range(5))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"Poe{g.choice(_GRADES)}{g.choice(_LAGOONS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_ORES)}{g.randrange(1990, 2034)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_AIRCRAFT)}-{''.join(g.sample(_AIRPORTS, 2))}-{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_RACES).replace(' ', '').replace(chr(39), '')}{g.randrange(2015, 2034)}{g.choice(_SYMBOLS)}V{g.randrange(1, 7)}",
    lambda g: f"Niu{g.randrange(40, 900)}kg{g.choice(_SYMBOLS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2034)) + g.choice(_SYMBOLS),
    lambda g: ".".join(g.sample(_DISHES, 2)) + "." + str(g.randrange(10, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_MOTU).replace(' ', '')}",
    lambda g: f"{g.choice(_ISLANDS)}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: f"{g.choice(_BIRDS)}{g.randrange(100, 10_000)}Nc{g.choice(_SYMBOLS)}",
    _five_groups,
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Teva (Rangiroa farm): the grafting-shed NAS password is {pw}",
    "Messenger from Hinano: pearl sorting-room PC password → {pw}",
    "Viber, Moana: the pearl X-ray cabinet admin password = {pw}",
    "Teams chat #ridge-ops: crusher PLC web password - {pw}",
    "Slack #air-motu-mx: ATR hangar tablet password 👉 {pw}",
    "Google Chat, Tamatoa: lodge front-desk PC password:\n{pw}",
    'Element room "Copra Lifou": weighbridge terminal password "{pw}"',
    "Olvid message from Xowie: the copra dryer controller password (it's {pw})",
    "Tchap, Soane: Mata-Utu clubhouse router password is '{pw}'",
    "Threema from Kaloi: drill-rig logger password » {pw}",
    "Wire, Vaimiti: the farm boat's chartplotter password: {pw}",
    "Rocket.Chat #banque-it: teller terminal local admin password 🔑 {pw}",
    "Zulip stream va'a, topic timing: the race-clock laptop password is {pw}",
    "Mattermost, Heiarii: ore-sampling lab LIMS password — {pw}",
    "Discord #outrigger-club: the club's Instagram password is {pw} (don't change it before Hawaiki Nui)",
    "ServiceDesk NC-4471: haul-truck dispatch console password {pw} expired, please reset",
    "Ticket AMX-2210 (Air Motu): crew-portal test account password: {pw}",
    "| system | password |\n|---|---|\n| pearl grading scale | {pw} |",
    "Apple Notes 'Rangiroa farm': hatchery pump controller password → {pw}",
    "Google Keep: lodge safe-deposit console (password: {pw})",
    "Hi Tehani,\n\nthe Nouméa branch's scanner password is {pw}. Delete this mail once it's in the vault.\n\nNaumi",
    "Runbook: restart the kiln at the Mont-Dore sampling lab\n1. log in to the HMI\n2. password {pw}\n3. start ramp profile B",
    "README (Nuku Hiva airstrip kiosk)\nthe kiosk account's password is `{pw}`; change it after the audit.",
    "voice memo transcript: okay so the hangar door computer password is {pw} full stop",
    "please remember my Banque du Pacifique Sud online banking password: {pw}",
    "remember this for me — the copra coop's accounting login password is {pw}",
    "note to self: va'a club treasurer laptop password {pw}",
    "after the cyclone reset the farm router password became {pw}",
    "Incident 2031-11-02: the Mont-Dore crusher HMI was reachable from the internet with password {pw}",
    "Viber, Raitea: password for the Taiohae Lodge booking PC\n{pw}\n(the old one stopped working)",
    "Ia ora na Teva, te password 'āpī nō te server: {pw}. Māuruuru!",
    "'O {pw} te password 'āpī o te NAS i Rangiroa",
    "tō'u password nō te banque: {pw}, 'eiaha e fa'aite i te ta'ata",
    "Te password nō te roro uira i te fare poe → {pw}",
    "Kaoha nui! Te password hou o te server i Taiohae: {pw}. Koutau nui",
    "Kaoha, to'u password o te mēra: {pw}, koutau",
    "Te password hou o te wifi i te ha'e: {pw}",
    "Kia ora! Ko {pw} tōku password no te NAS i te fare poe",
    "te password hou o te server i Rangiroa: {pw}, māuruuru roa",
    "Bozu! la password ne la server e Lifou: {pw}. Olea",
    "la password i eni → {pw}, oleti atraqatr",
    "Bonjour, re password ne server ri Tadine: {pw}. Eleda",
    "re password ne wifi ri Maré: {pw}",
    "bwaré, password ê server ê Houaïlou: {pw}",
    "Mālō te ma'uli! Ko te password fo'ou o te server ko {pw}",
    "ko toku password o te banque: {pw}. 'Aua na'a ke fakahā ki he tahi",
    "Sosefo: ko te password o te wifi i Mata-Utu ⇒ {pw}",
    "Mālō le ma'uli! Ko le password fo'ou o le server ko {pw}",
    "toku password o le e-mail: {pw}, mālō",
    "Oh tonton, le mdp du PC de la mine c'est {pw}, tu connais",
    "Ouais mon vieux, le mot de passe du broyeur c'est « {pw} », pas la peine de le dire aux zoreilles",
    "Kévin: le mdp du wifi de la tribu ? c'est {pw} ou bien",
    "mot de passe de la station en brousse : {pw}, c'est bon ou quoi",
    "ia ora na, le mdp du wifi de la pension c {pw} mauruuru",
    "stp garde le mdp du serveur : {pw} tkt",
    "mdp banque (jsp si c le bon) : {pw}",
    "fiu de ce mdp 😩 {pw}",
    "Le mot de passe du poste de tri des perles est {pw}",
    "mot de passe du terminal de pesée du coprah → {pw}",
    "Mot de passe (portail équipage Air Motu) : {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["teva.a", "hinano", "moana.t", "tehani", "manuarii", "vaimiti", "heiarii", "tamatoa",
          "poerava", "raitea", "kaiha", "hnalaine", "wejieme", "xowie", "kaloi", "sosefo",
          "malia.t", "petelo", "lusia", "soane", "kalolaine", "falakiko", "kevin.nc", "sandrine",
          "svc-grading", "ops-ridge", "crew-admin", "coop-lifou"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Teva: the grading-room NAS login is {u} / {pw}",
    "ServiceDesk NC-4480: {u} locked out of the dispatch console, last password {pw}",
    "u={u} p={pw}",
    "Wiki › Ridge › Crusher HMI: {u} — {pw}",
    "| host | user | password |\n|---|---|---|\n| pearl-nas | {u} | {pw} |",
    "sign into the hangar tablet as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "- host: lodge-pms\n  user: {u}\n  pass: {pw}",
    "Teams: creds for the weighbridge are {u} and {pw}",
    "host,user,password\ncopra-scale,{u},{pw}",
    "ssh {u}@nas.rangiroa.lan (password {pw})",
    "account {u}, password {pw} — the va'a club's timing laptop",
    "te user {u}, te password {pw}, māuruuru",
    "Kaoha! user {u}, password {pw}, koutau nui",
    "ko toku user ko {u}, pea ko toku password ko {pw}",
    "ko le user ko {u}, ko le password ko {pw}, mālō",
    "Bozu, la user {u}, la password {pw}, olea",
    "identifiant {u}, mot de passe {pw}",
    "l'identifiant c'est {u} et le mdp {pw}, mon vieux",
    "user {u} mdp {pw} stp 🙏",
    "Identifiant : {u} / Mot de passe : {pw}",
    "re user {u}, re password {pw}, eleda",
    "Kia ora, tōku user {u}, tōku password {pw}",
    "login {u} et le mdp c {pw} mauruuru",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["pahua", "tiare", "niaouli", "kaveu", "fafaru", "popoi", "nacre", "motu", "ama",
               "hoe", "kaori", "bougna", "manihi", "tikehau", "tupa", "maoa"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lowercase, then {d}",
    "it's {w} and then the number {d}, no space",
    "voice memo: wifi at the lodge is {w}, followed by {d}",
    "type {w}, then {d} — that's the crusher HMI",
    "it's {w}{d}, word and number together",
    "te password, 'o te ta'o {w}, i muri iho {d}",
    "ko te password ko te fo'i lea {w}, pea mo {d}",
    "le mdp c'est le mot {w} puis {d}",
    "le mot de passe, c'est {w}, ensuite {d}, attaché",
    "te password hou, te ta'o {w}, me {d}",
    "c'est {w} et derrière tu mets {d}, tonton",
    "ko le password ko le upu {w}, mo {d}",
    "Bozu, la password {w} ngo {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "redis-server /etc/redis/grading.conf --requirepass '{pw}'",
    "weed shell\n> s3.configure -user=pearlsync -access_key=PSYNC01 -secret_key={pw} -actions=Read,Write -apply",
    "versitygw --access pearlsync --secret '{pw}' posix /srv/s3",
    "sudo diskutil apfs encryptVolume disk3s5 -user disk -passphrase '{pw}'",
    "zpaqfranz a rangiroa-lots-2031.zpaq lots/ -key {pw}",
    "Tasmota console (pump plug, hatchery):\nBacklog WebPassword {pw}; Restart 1",
    "sic -h irc.libera.chat -p 6667 -n tamatoa -k '{pw}'",
    "noip2 -C -u {u} -p '{pw}' -U 30",
    "clever login --token 4f2c91d0e6b84a7d --secret '{pw}'",
    "vault operator unseal {k}",
    "gp --key {k} --list",
    "typedb console --address=typedb.ridge.lan:1729 --username={u} --password='{pw}'",
    "pcs cluster auth lodge-db1 lodge-db2 -u hacluster -p '{pw}'",
    "targetcli /iscsi/iqn.2031-04.pf.moananui:nas/tpg1 set auth userid={u} password={pw}",
    "iscsiadm -m node -T iqn.2031-04.pf.moananui:nas -o update -n node.session.auth.password -v '{pw}'",
    "mender-cli login --server https://mender.airmotu.pf --username {u} --password '{pw}'",
    "condor_store_cred add -p '{pw}'",
    "pgsql2shp -f concessions -h pg.rangiroa.lan -u {u} -P '{pw}' lagoon 'SELECT * FROM concessions'",
    "READY\nALTUSER {u} PASSWORD({pw}) NOEXPIRED",
    "CHGUSRPRF USRPRF({u}) PASSWORD({pw}) STATUS(*ENABLED)",
    "keyctl add user pearl_nas '{pw}' @u",
    "yt-dlp --video-password '{pw}' https://vimeo.com/918273645",
    "webfsd -p 8080 -r /srv/race-photos -b {u}:{pw}",
    "copyparty -a {u}:{pw} -v /srv/photos:photos:r,{u}",
    "rclone serve webdav /srv/coop --addr :8081 --user {u} --pass '{pw}'",
    "ss-local -s 203.0.113.40 -p 8388 -k '{pw}' -m chacha20-ietf-poly1305 -l 1080",
    "shoutrrr send --url 'smtp://{u}:{pw}@smtp.moananui.pf:587/?from=ops@moananui.pf&to=it@moananui.pf' --message 'kiln down'",
    "caddy hash-password --plaintext '{pw}'",
    "ssh-keygen -p -P '{pw}' -N '' -f ~/.ssh/id_ed25519_ridge",
    "php ./cli/create-user.php --user {u} --password '{pw}'",
    "nzbget -o ControlPassword={pw} -s",
    "minetest --address mt.vaa-uvea.wf --name {u} --password '{pw}' --go",
    "factorio --start-server coop.zip --rcon-port 27015 --rcon-password '{pw}'",
    "hasura console --endpoint https://hasura.airmotu.pf --admin-secret '{pw}'",
]  # fmt: skip
_CLI_KEYS: dict[str, Maker] = {
    "vault operator unseal {k}": _j((B64, 43), "="),
    "gp --key {k} --list": _j((UPPER_HEX, 32)),
}
_SHELLS = [
    "{c}", "$ {c}", "root@pearl-nas:~# {c}", "teva@grading-pc:~$ {c}", "PS C:\\ops> {c}",
    "tmux, window 2 on the ridge jump host:\n{c}", "Termux on Hinano's phone: $ {c}", "zsh% {c}",
    "fish> {c}", "Ghostty, tab 'lodge': {c}", "WezTerm: {c}", "Warp block, 14:02:\n{c}",
    "Teie te command tā'u i fa'a'ohipa: {c}", "Ko te command ne'u fai: {c}",
    "j'ai tapé ça mon vieux : {c}", "la commande que j'ai lancée : {c}", "te command: {c}",
    "commande lancée hier soir, stp supprime-la après : {c}",
]  # fmt: skip


def _cli_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if template in _CLI_KEYS:
        key = _CLI_KEYS[template](rng)
        return {
            "c": rng.choice(_SHELLS).replace("{c}", template.replace("{k}", key)),
            "secret": key,
        }
    pw, user = _plain_pw(rng), rng.choice(_USERS)
    command = template.replace("{u}", user).replace("{pw}", pw)
    return {"c": rng.choice(_SHELLS).replace("{c}", command), "secret": pw}


def _cli_take(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _CLI, n)):
        fields = _cli_draw(rng, index, template)
        out.append(Sample("cli_password", fields["c"], fields["secret"]))
    return out


_URLS = [
    "postgresql://{u}:{pw}@pg.ridge-nickel.nc:5432/assays",
    "mysql://{u}:{pw}@mysql.moananui.pf/lodge_pms",
    "mongodb+srv://{u}:{pw}@pearls.k3x9v.mongodb.net/grading",
    "redis://{u}:{pw}@cache.airmotu.pf:6379/0",
    "amqp://{u}:{pw}@mq.airmotu.pf:5672/crew",
    "ftp://{u}:{pw}@ftp.uvea-coop.wf/copra/",
    "https://{u}:{pw}@nexus.moananui.pf/repository/pypi/simple",
    "clickhouse://{u}:{pw}@ch.ridge-nickel.nc:9000/telemetry",
    "oracle+oracledb://{u}:{pw}@ora.bps.pf:1521/?service_name=CORE",
    "rtsp://{u}:{pw}@cam-hatchery.rangiroa.lan:554/Streaming/Channels/101",
    "mssql+pyodbc://{u}:{pw}@sql.bps.pf/Teller?driver=ODBC+Driver+18+for+SQL+Server",
    "ws://{u}:{pw}@timing.vaa-mata-utu.wf:8080/live",
    "neo4j+s://{u}:{pw}@graph.moananui.pf:7687",
]  # fmt: skip
_URL_PLACES = [
    "ASSAY_DB_URL={c}", "connection string for the lodge PMS: {c}", "te connection string: {c}",
    "ko te URL o te database ko {c}", "l'URL de la base c'est {c}, tu connais",
    "ServiceDesk NC-4502: {c}", "wiki page 'Databases': {c}", "keep this for me: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "te-moana-nui", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read crew:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Air Tahiti", "AIRTAHITI_PARTNER_KEY", _j((HEX, 32))),
    ("Aircalin", "AIRCALIN_NDC_TOKEN", _vendor_jwt("https://ndc.aircalin.nc")),
    ("Air Loyauté", "AIRLOYAUTE_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Air Calédonie", "AIRCAL_API_SECRET", _j((ALNUM, 40))),
    ("Aremiti", "AREMITI_BOOKING_KEY", _j("arm_live_", (ALNUM, 32))),
    ("Terevau", "TEREVAU_API_KEY", _j((HEX, 40))),
    ("Marara Paiement", "MARARA_SECRET_KEY", _j("mrp_sk_", (ALNUM, 40))),
    ("Banque de Polynésie", "BDP_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Linxo", "LINXO_CLIENT_SECRET", _j("lxo-", (ALNUM, 36))),
    ("Ibanfirst", "IBANFIRST_API_SECRET", _j((HEX, 64))),
    ("Sumeria", "SUMERIA_API_TOKEN", _j((B64, 43), "=")),
    ("Paylib", "PAYLIB_MERCHANT_SECRET", _j((UPPER_HEX, 40))),
    ("Jenji", "JENJI_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Rydoo", "RYDOO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Cleemy", "CLEEMY_API_KEY", _j((ALNUM, 32))),
    ("Urbantz", "URBANTZ_API_KEY", _j((HEX, 48))),
    ("Qapa", "QAPA_API_TOKEN", _j((ALNUM, 48))),
    ("Welkeys", "WELKEYS_API_KEY", _j((HEX, 32))),
    ("Hostnfly", "HOSTNFLY_TOKEN", _j((URLSAFE, 40))),
    ("Smily", "SMILY_API_KEY", _j((ALNUM, 44))),
    ("Lodgis", "LODGIS_API_SECRET", lambda g: v.uuid4(g, "9")),
    ("Superhote", "SUPERHOTE_API_KEY", _j((HEX, 40))),
    ("Yakaro", "YAKARO_API_TOKEN", _j((B64, 56), "==")),
    ("Obypay", "OBYPAY_SECRET", _j("obp_", (ALNUM, 40))),
    ("Yavin", "YAVIN_API_KEY", _j("yvn_live_", (ALNUM, 32))),
    ("Ninox", "NINOX_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Freebe", "FREEBE_TOKEN", _j((ALNUM, 40))),
    ("Henrri", "HENRRI_API_KEY", _j((HEX, 32))),
    ("Hanna Cloud", "HANNACLOUD_TOKEN", _j("hc_", (ALNUM, 36))),
    ("Atlas Scientific", "ATLAS_SCI_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Minviro", "MINVIRO_API_KEY", _j((URLSAFE, 48))),
    ("Ideagen", "IDEAGEN_CLIENT_SECRET", _j((ALNUM, 48))),
    ("MX Deposit", "MXDEPOSIT_API_TOKEN", _j((HEX, 64))),
    ("Coreshed", "CORESHED_API_KEY", _j((ALNUM, 36))),
    ("Datarock", "DATAROCK_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Smartkargo", "SMARTKARGO_TOKEN", _vendor_jwt("https://api.smartkargo.com")),
    ("Be2bill", "BE2BILL_PASSWORD_KEY", _j((ALNUM, 32))),
    ("Limonetik", "LIMONETIK_API_KEY", _j((UPPER_HEX, 32))),
    ("Younited", "YOUNITED_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("AviationEdge", "AVIATIONEDGE_KEY", _j((LOWER_DIGITS, 32))),
    ("Vodafone Polynésie", "VODAFONE_PF_SMS_TOKEN", _j((ALNUM, 40))),
    ("Tikiphone", "TIKIPHONE_API_KEY", _j((HEX, 40))),
    ("Enercal", "ENERCAL_METER_TOKEN", _j((B64, 60))),
    ("Eramet", "ERAMET_SUPPLIER_TOKEN", _vendor_jwt("https://suppliers.eramet.com")),
    ("Prony Resources", "PRONY_API_KEY", _j((ALNUM, 36))),
    ("Koniambo Nickel", "KNS_CONTRACTOR_KEY", _j((HEX, 48))),
    ("Ballande", "BALLANDE_EDI_SECRET", _j((ALNUM, 40))),
    ("Nautile", "NAUTILE_API_KEY", _j((URLSAFE, 40))),
    ("OPT-NC", "OPTNC_SMS_API_KEY", _j((HEX, 32))),
    ("Pacific Mobile", "PACIFICMOBILE_API_TOKEN", _j((ALNUM, 48))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      - {env}={tok}",
    "kubectl create secret generic lodge-api --from-literal={env}={tok}",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "values.yaml:\n  env:\n    {env}: \"{tok}\"",
    "Te Moana Nui ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "| {vendor} | prod | {tok} |",
    "ServiceDesk NC-4519: {vendor} sync fails with 401, configured key {tok}",
    "Ticket AMX-2233: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Slack #integrations: the {vendor} token we use now is {tok}, the old one is revoked",
    "Google Keep: rotate the {vendor} key {tok} in June",
    "te API key nō {vendor}: {tok}",
    "'O {tok} te API key 'āpī nō {vendor}",
    "te API key o {vendor} i Taiohae: {tok}, koutau",
    "tōku API key {vendor}: {tok}",
    "la API key ne {vendor}: {tok}, olea",
    "re API key ne {vendor}: {tok}",
    "ko te API key o {vendor} ko {tok}",
    "ko le API key o {vendor} ko {tok}, mālō",
    "la clé API {vendor} c'est {tok}, mon vieux",
    "clé d'API {vendor} pour la mine : {tok}",
    "clé API {vendor} c {tok} stp garde-la",
    "la clé d'API de {vendor} (prod) : {tok}",
    "API-key {vendor} → {tok}",
    "{vendor} key for the lodge channel manager: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    welkeys = _r(rng, HEX, 32)
    yavin = "yvn_live_" + _r(rng, ALNUM, 32)
    ninox = v.uuid4(rng, "b")
    linxo = "lxo-" + _r(rng, ALNUM, 36)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.welkeys.com/v1/stays", headers={{"X-Api-Key": "{welkeys}"}})', welkeys),
        Sample("vendor_token", f"curl -H 'Authorization: Token {yavin}' https://api.yavin.com/v1/payments", yavin),
        Sample("vendor_token", f'const ninox = new NinoxClient({{ team: "moananui", apiKey: "{ninox}" }});', ninox),
        Sample("vendor_token", f"<add key=\"LinxoClientSecret\" value=\"{linxo}\" />", linxo),
    ]  # fmt: skip


_SPECIAL_VENDORS = {"Welkeys", "Yavin", "Ninox", "Linxo"}  # each in one sample of its own code


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    named = [vendor for vendor in _VENDORS if vendor[0] not in _SPECIAL_VENDORS]
    named = rng.sample(named, len(named))[: n - len(out)]
    for (vendor, env, make), template in zip(named, v.cycle(rng, _NAMED, len(named)), strict=True):
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "te token: {t}",
                "ko te token: {t}", "{t}\n^ le nouveau, l'ancien est mort", "garde ça stp : {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 52)), _j((B64, 44)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the hatchery temperature probe HT-03: {h}": 32,
    "HMAC secret for the Marara payment webhook: {h}": 64,
    "AES key of the pearl X-ray image export: {h}": 32,
    "pre-shared key of the ridge camp IPsec tunnel (hex): {h}": 64,
    "te kī (key) nō te backup: {h}": 64,
    "ko te kī o te backup: {h}": 48,
    "clé de chiffrement des sauvegardes de la mine : {h}": 64,
    "la clé AES du terminal de pesée c {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket AMX-2241: token copied from the browser's network tab {t}",
    "Cookie: lang=fr-PF; am_session={t}",
    "AM_CREW_ROSTER_TOKEN={t}",
    "keep this bearer token for me {t}",
    "te token: {t}",
    "ko te token o te portail: {t}",
    "le jeton de la billetterie c {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@airmotu.pf"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.airmotu.pf/realms/crew",
            "azp": "crew-portal",
            "roles": ["pilot", "dispatch"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the grading NAS, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/crew.airmotu.pf.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "bps-clearing"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_ridge <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ServiceDesk NC-4533, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "te private key nō te server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "la clé PGP du transitaire, garde-la :\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Ledger backup card for the pearl fund, copying it before I burn the card: {p}": "english",
    "Trezor recovery words\n{p}": "english",
    "voice memo: the wallet recovery words are {p} and that's all of them": "english",
    "wiki page 'Copra fund wallet (retired)': {p}": "english",
    "te mau ta'o nō te wallet: {p}": "english",
    "ko te u'i lea o te wallet: {p}": "english",
    "phrase de récupération du portefeuille du club de va'a : {p}": "french",
    "les 12 mots du wallet c {p}": "french",
    "frase de recuperación de la billetera: {p}": "spanish",
    "frase di recupero del portafoglio: {p}": "italian",
    "frase de recuperação da carteira: {p}": "portuguese",
    "obnovovací fráze peněženky: {p}": "czech",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = 12 if "12" in template else [24, 12, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "WhatsApp, Tehani: the company card for the ATR spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "ServiceDesk NC-4540: pay the crusher service visit with card {c}",
    "tō'u nūmera carte: {c}, {mm}/{yy}",
    "ko toku numelo kalata: {c}",
    "ko le numelo o le kalata: {c}, {mm}/{yy}",
    "numéro de carte de la coop : {c}, exp {mm}/{yy}",
    "mon numéro de carte c {c} stp",
    "la carte de la mine, tonton : {c}",
    "la kart i eni: {c}",
    "numéro de carte bleue : {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/36, security code {cvv}",
               "the three digits on the back of the lodge card: {cvv}",
               "Amex {c}, four-digit CID on the front: {cvv}",
               "les trois chiffres au dos de la carte de la coop c {cvv}",
               "cryptogramme de la carte de la mine, tonton : {cvv}",
               "te toru nūmera i muri i te carte: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 181 (fourteen corpora each); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"MC": "n" * 10 + "c" * 11 + "nn", "AD": "n" * 8 + "c" * 12,
                "SM": "a" + "n" * 10 + "c" * 12, "FO": "n" * 14, "KZ": "nnn" + "c" * 13,
                "JO": "aaaa" + "nnnn" + "c" * 18, "AL": "n" * 8 + "c" * 16,
                "YE": "aaaa" + "nnnn" + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice PRL-2031-077: please pay the nacre buyer to {i} within 30 days",
    "save the Monaco pearl broker's IBAN: {i}",
    "IBAN: {i}\nRéférence : lot Rangiroa 12, mai",
    "WhatsApp #treasury: the ATR parts supplier's new bank details, IBAN {i}",
    "tō'u IBAN: {i}",
    "ko toku IBAN: {i}",
    "ko le IBAN o le kalapu: {i}",
    "l'IBAN du fournisseur de la mine c'est {i}, mon vieux",
    "IBAN pour le virement stp : {i}",
    "la IBAN ne la coop: {i}",
    "IBAN du club de va'a : {i}",
    "te IBAN o te fare poe: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ird(g: random.Random) -> str:
    """A New Zealand IRD number: eight or nine digits, the last a weighted mod-11 check digit."""
    number = v.until(g, lambda h: h.choice("1234") + _r(h, D, 8), nz_ird.is_valid)
    return str(nz_ird.format(number))


def _siret(g: random.Random) -> str:
    """A French SIRET: a SIREN and an establishment number, each passing Luhn."""
    number = v.until(g, lambda h: h.choice("3456789") + _r(h, D, 13), fr_siret.is_valid)
    return str(fr_siret.format(number))


def _mc_tva(g: random.Random) -> str:
    """A Monaco TVA number: FR, two check digits and a number starting 000."""
    return v.until(g, lambda h: f"FR{_r(h, D, 2)}000{_r(h, D, 6)}", mc_tva.is_valid)


def _nrt(g: random.Random) -> str:
    """An Andorran NRT: an entity letter, six digits and a letter."""
    number = v.until(
        g, lambda h: f"{h.choice('FEU')}{_r(h, D, 6)}{h.choice(UPPER)}", ad_nrt.is_valid
    )
    return str(ad_nrt.format(number))


def _dn(g: random.Random) -> str:
    """A CPS (French Polynesia) social-security number, numéro DN: seven digits, no public check."""
    return g.choice("123456789") + _r(g, D, 6)


def _perliculteur(g: random.Random) -> str:
    """A pearl farmer's professional card number, an invented shape."""
    return f"CPP-{g.randrange(2018, 2032)}-{_r(g, D, 4)}"


def _ftv(g: random.Random) -> str:
    """A Fédération Tahitienne de Va'a licence, an invented shape."""
    return f"FTV{_r(g, D, 6)}"


def _tir(g: random.Random) -> str:
    """A blaster's certificate number, an invented shape."""
    return f"NC-CPT-{_r(g, D, 5)}"


def _badge(g: random.Random) -> str:
    """An airport restricted-area badge number, an invented shape."""
    return f"{g.choice(['PPT', 'NOU', 'NHV'])}{_r(g, UPPER_DIGITS, 7)}"


def _voter(g: random.Random) -> str:
    """A Wallis and Futuna voter number, an invented shape."""
    return f"WF{_r(g, D, 8)}"


def _fr_passport(g: random.Random) -> str:
    """A French passport number: two digits, two letters, five digits; no public check."""
    return f"{_r(g, D, 2)}{_r(g, UPPER, 2)}{_r(g, D, 5)}"


_ID_PLACES: dict[str, Maker] = {
    "NZ IRD number of the RSE picker from Hastings: {s}": _ird,
    "my IRD number for the tax form: {s}": _ird,
    "SIRET du fournisseur de pompes à Marseille : {s}": _siret,
    "SIRET of the spare-parts broker, for the invoice: {s}": _siret,
    "n° TVA monégasque du courtier en perles : {s}": _mc_tva,
    "Monaco VAT number of the pearl broker: {s}": _mc_tva,
    "NRT of the Andorran investor, for the KYC file: {s}": _nrt,
    "NRT andorran de l'actionnaire : {s}": _nrt,
    "tō'u numéro DN (CPS): {s}": _dn,
    "mon numéro DN de la CPS c {s}": _dn,
    "carte de perliculteur n° {s}": _perliculteur,
    "te nūmera carte perliculteur: {s}": _perliculteur,
    "licence FTV de Manuarii : {s}": _ftv,
    "ko toku licence va'a FTV: {s}": _ftv,
    "certificat de préposé au tir, mon vieux : {s}": _tir,
    "carte de circulation aéroportuaire : {s}": _badge,
    "my airport restricted-area badge number: {s}": _badge,
    "ko toku numelo électeur: {s}": _voter,
    "te nūmera passeport: {s}": _fr_passport,
    "ko toku passeport: {s}": _fr_passport,
    "mon passeport c'est {s}, tu connais": _fr_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Google Workspace backup codes for the lodge admin\n{codes}",
            "spare sign-in codes for the bank's treasury portal {codes}",
            "Microsoft 365 recovery codes: {codes}", "te mau code backup nō te 2FA:\n{codes}",
            "ko te u'i code backup 2FA: {codes}", "codes de secours 2FA de la coop : {codes}",
            "mes codes de récup c {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/AirMotu:tamatoa@airmotu.pf?secret={s}&issuer=AirMotu&digits=6",
              "2FA setup key for the Banque du Pacifique Sud portal: {s}",
              "Aegis, manual entry for the lodge PMS: secret {s}",
              "te secret TOTP: {s}",
              "clé secrète 2FA (TOTP) du portail de la mine : {s}",
              "otpauth://totp/RidgeLIMS:heiarii?issuer=RidgeLIMS&secret={s}"]  # fmt: skip
_CODES = ["{c} is your Air Motu verification code", "BPS : votre code de confirmation est {c}",
          "te code: {c}, 'eiaha e fa'aite", "ko te code: {c}", "code de vérification OPT : {c}"]  # fmt: skip
_RECOVERY = ["GitHub recovery code for the lodge org: {c}", "2FA backup code: {c}",
             "code de secours 2FA : {c}", "te code backup: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")
_recovery = _Family(
    "recovery_code",
    _RECOVERY,
    lambda g, i, t: {"c": f"{_r(g, LOWER_DIGITS, 5)}-{_r(g, LOWER_DIGITS, 5)}"},
    "c",
)


_SSIDS = ["PoeRava-Farm", "Rangiroa-Grading-5G", "AirMotu-Crew", "Lodge-Staff-5G",
          "Ridge-Camp-WiFi", "MataUtu-Vaa", "Coop-Coprah-Lifou", "Vini-Box-Taiohae",
          "OPT-Box-Tadine", "BPS-Agence-Papeete", "Hangar-PPT-2"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "hangar network {s}, password {pw}",
    "wifi at the grading shed: {s} / {pw}",
    "te password nō te wifi {s}: {pw}",
    "'O {pw} te password o te wifi {s}",
    "te password wifi {s}: {pw}, koutau",
    "ko te password o te wifi {s} ko {pw}",
    "ko le password o le wifi {s} ko {pw}",
    "la password ne la wifi {s}: {pw}",
    "re password ne wifi {s}: {pw}",
    "le wifi {s}, le mdp c {pw}",
    "le code wifi de la tribu ({s}) c'est {pw}, tonton",
    "clé WPA du réseau {s} : {pw}",
    "Raspberry Pi Imager, wireless LAN: SSID {s}, password {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 14)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("arm_live_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("obp_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated on the Teams call] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "ta'o tāta'i tahi: {t}",
          "lettre par lettre : {t}", "ko te token, lea tahi tahi: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the hangar door keypad takes {pw} then #", "padlock on the copra shed at Lifou: {pw}",
          "te nūmera huna nō te ha'a'ata (gate): {pw}", "te code o te fare poe: {pw}",
          "ko te code o te loka: {pw}", "ko le code o le fale: {pw}",
          "le code du portail de la mine c'est {pw}, mon vieux", "code du cadenas du hangar à coprah : {pw}",
          "PIN de la carte de la coop c {pw} stp efface", "alarm code for the lodge office: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 6][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["pahua", "tiare", "niaouli", "kaveu", "nacre", "lagon", "motu", "hoe", "ama",
                 "kaori", "cagou", "coprah", "garnierite", "taro", "uru", "poe"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the farm vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "Proton Pass passphrase: {p}": ".",
            "te passphrase nō te vault: {p}": " ",
            "la phrase de passe du coffre de la mine : {p}": "_",
            "ko te passphrase o te vault: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Insomnia export: Authorization: Bearer {v}": False,
    "te header: Authorization: Basic {v}": True,
    "l'en-tête du portail c Authorization: Bearer {v}": False,
    "curl -H 'Authorization: Bearer {v}' https://crew.airmotu.pf/api/rosters": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env (grading app):\nPOERAVA_DB_USER=grading\nPOERAVA_DB_PASSWORD={pw}",
    "compose.yaml:\nservices:\n  crew-portal:\n    environment:\n      AIRMOTU_CREW_PORTAL_SECRET: \"{pw}\"",
    "k8s secret, lims.yaml:\napiVersion: v1\nkind: Secret\nmetadata:\n  name: lims-db\nstringData:\n  MONTDORE_LIMS_PASS: \"{pw}\"",
    "/etc/systemd/system/copra-sync.service:\n[Service]\nEnvironment=LIFOU_COOP_FTP_PASS={pw}\nExecStart=/opt/copra/sync",
    "values-prod.yaml (Helm):\nlodgePms:\n  database:\n    user: pms\n    password: \"{pw}\"",
    "group_vars/ridge.yml:\nridge_scada_db_password: \"{pw}\"",
    "terraform.tfvars:\nbps_teller_db_password = \"{pw}\"",
    "application.properties:\nspring.datasource.username=bookings\nspring.datasource.password={pw}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "config.toml (race timing):\n[mqtt]\nuser = \"timing\"\npassword = \"{pw}\"",
    "appsettings.json:\n\"ConnectionStrings\": {{ \"Pms\": \"Server=sql.moananui.pf;User Id=pms;Password={pw};\" }}",
    "docker run -e TAIOHAE_PMS_DB_PASSWORD={pw} moananui/pms:4.2",
    ".env.local:\nVAA_UVEA_ADMIN_PASS={pw}",
    "settings.py:\nDATABASES = {{\"default\": {{\"USER\": \"grading\", \"PASSWORD\": \"{pw}\"}}}}",
    "k8s configmap (oops, should be a secret):\ndata:\n  BPS_SMTP_PASSWORD: \"{pw}\"",
    "my.cnf:\n[client]\nuser=assays\npassword={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = {  # template: the key's maker
    'client = PoeGradeClient(api_key="{k}")': _j((HEX, 32)),
    "const airmotu = new AirMotuClient({{ apiKey: '{k}' }});": _j((ALNUM, 40)),
    'cfg := linxo.Config{{ClientSecret: "{k}"}}': _j((URLSAFE, 43)),
    'let aremiti_key = "{k}"; // booking API': _j((HEX, 40)),
    'val ibanfirstSecret = "{k}"': _j((HEX, 64)),
    'let hannaCloudToken = "{k}"': _j((ALNUM, 36)),
    "$welkeys = new WelkeysClient('{k}');": _j((HEX, 32)),
    "Yavin.api_key = '{k}'": _j((ALNUM, 32)),
    'var smily = new SmilyClient("{k}");': _j((ALNUM, 44)),
    'config :lodge, Superhote, api_key: "{k}"': _j((HEX, 40)),
    "const obypayKey = '{k}';": _j((URLSAFE, 40)),
    'local ninox_token = "{k}"': _j((B64, 40)),
}  # fmt: skip
_code = _Family("code_key", list(_CODE), lambda g, i, t: {"k": _CODE[t](g)}, "k")


_CHATS = [
    "Teva: grading NAS password?\nHinano: {pw}",
    "[07:42] manuarii: root pw for the crusher HMI?\n[07:43] heiarii: {pw}",
    "Tamatoa: {pw} is the new hangar tablet password",
    "Raitea: use {pw}, that's what the lodge PC has now",
    "Moana: te password 'āpī: {pw}",
    "Soane: ko te password fo'ou ko {pw}",
    "Kalolaine: ko le password fo'ou ko {pw}",
    "Kévin: le nouveau mdp c'est {pw} mon vieux",
    "Vaimiti: mdp = {pw} mauruuru",
    "Wejieme: la password hnyipixe {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 13), (_cli_take, 34), (_urls, 13), (_vendors, 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 6), (_codes, 5), (_recovery, 4),
    (_wifi, 16), (_spelled_tokens, 8), (_locks, 10), (_phrases, 6), (_auth, 6), (_configs, 16),
    (_code, 10), (_chats, 10),
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
    "the grading NAS password is": "{s}", "crusher HMI service pw:": "{s} (since the March shutdown)",
    "te password 'āpī:": "{s}", "ko te password fo'ou ko": "{s}\nmālō",
    "le mdp c'est": "{s}, tonton", "mot de passe :": "{s}", "la password ne la server:": "{s}",
    "hangar tablet password": "{s}", "the password Tamatoa read out over the radio was": "{s}, I think",
    "Kaoha! te password hou:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Terevau API key", "{s}", _j((HEX, 40))),
    ("split_token", "Marara secret key:", "{s} (prod)", _j("mrp_sk_", (ALNUM, 40))),
    ("split_token", "Jenji API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "wallet recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/35", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MC"))),
    ("split_backup", "Microsoft 365 recovery codes", "{s}\nkqpz41-x8m2v7\nhwta93-n4c7d2", lambda g: _backup_list(g, 1, 4)[0]),
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
    '{"grading_nas": {"url": "https://nas.rangiroa.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mdp": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "heiarii", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"hmis": [{"name": "crusher-1"}, {"name": "crusher-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["typedb", "console", "--username", "admin", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "te password \'āpī nō te server: {s}"}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the hangar tablet as crew-admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"terevau": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"ibanfirstSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"urbantz_key": "{s}"}': ("meta_token", _j((HEX, 48))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AD")),
    '{"investor": {"nrt": "{s}"}}': ("meta_id", _nrt),
    '{"mfa": {"recovery_codes": ["{s}", "kqpz41-x8m2v7", "hwta93-n4c7d2"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"pearl_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"copra_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Ridge-Camp-WiFi", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"crusher-hmi-firmware-5.1.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/moananui/grading:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"grading: add nacre thickness column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"crew: revert roster export", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"assays_2031-08-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"pearl-lots-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the grading NAS password before the auditors come on 2031-09-02.",
    "Teva asked for the hangar wifi password; it's on the card in the dispatch drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `TEREVAU_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The crusher HMI asks for a new password after every firmware update.",
    "Replace <YOUR_YAVIN_KEY> in the README with the key from your Yavin dashboard.",
    "WELKEYS_API_KEY and LINXO_CLIENT_SECRET must be set before the nightly sync runs.",
    "'Eiaha e fa'aite i tō 'oe password i te ta'ata.",
    "Ia ora na! Te password, tei roto i te vault.",
    "Kaoha nui, te password hou, a ui ia Teva.",
    "Kia ora, tōku password, ka fano au ki te vault.",
    "Bozu! la password, ka ame la vault. Olea",
    "re password, ri vault. Eleda",
    "Mālō te ma'uli, ko te password 'e tuku ki te vault.",
    "Mālō le ma'uli, ko le password e nofo i le vault.",
    "Oh tonton, le mdp il est dans le coffre, demande à Kévin.",
    "le mdp du wifi ? jsp, demande à la réception stp",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Ton mot de passe expire dans 30 jours, pas la peine de paniquer.",
    "Upgraded the crusher HMI firmware from 5.0 to 5.1 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the nacre thickness column to the grading app.",
    f"Rolled back to {_SHORT} after the roster export broke the crew portal.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The crusher HMI firmware 5.1.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of pearl-lots-export-2031.parquet: {_SHA512}",
    f"The grading app container runs ghcr.io/moananui/grading@sha256:{_IMAGE}.",
    f"MD5 of assays_2031-08-14.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 3e7a1c90-5b2d-4f61-9a08-c4e2d7b19f35 is the slow one in the crew-portal logs.",
    "Purchase order PO-2031-00612 for 400 kg of copra from Lifou ships on Thursday.",
    "ServiceDesk NC-4471: the Mont-Dore crusher alarm keeps tripping at night.",
    "Call the Rangiroa farm office on +689 40 96 12 34 before noon.",
    "Flight VT 412 PPT–NHV leaves at 07:15; the ATR 72 is back from maintenance.",
    "Container CMAU 4821736 with the nickel ore samples is at the Nouméa port.",
    "Lot PRL-2031-RGI-0088: 1 200 pearls, grade A to C, average 10.4 mm.",
    "The ore grade at the Mont-Dore ridge averages 2.3 % nickel this quarter.",
    "After five wrong passwords the crew portal locks the account for 20 minutes.",
    "The copra dryer at Lifou holds 600 kg; a sack weighs about 40 kg.",
    "The secret of a good black pearl is the nacre thickness, not the size.",
    "Ask Heiarii for the ridge gate code, I don't have it.",
    "My card ending 4417 was declined at the Papeete hardware store.",
    "The Monaco broker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the lodge admin account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `MARARA_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the copra shed rusts in the salt air; oil it every month.",
    "Yavin moved the API key page under Paramètres › Développeurs in its May release.",
    "ISBN 978-2-7099-1234-4 is the pearl-grading handbook on the office shelf.",
    "The lodge guest wifi 'Taiohae-Guest' is open, no password needed.",
    "Hawaiki Nui Va'a 2031 starts in Huahine on 5 November; our V6 crew is entered.",
    "Le code postal de Mata-Utu est 98600 ; celui de Papeete, 98714.",
    "te code postal o Taiohae: 98742",
    "ko te numelo telefoni o te kalapu: +681 72 12 34",
    "Le PIN de la carte doit faire quatre chiffres, c'est la règle de la banque.",
    "La carte de la coop se termine par 0712, elle expire en 2033.",
    "Numéro de commande 2031-PF-00917, livraison au quai de Papeete.",
    "Le SHA-256 du fichier des lots est dans le wiki, pas la peine de le copier.",
    "Tracking number 9405 5036 9930 0123 4567 89 for the X-ray spare part.",
    "The TOTP app shows a new six-digit code every 30 seconds.",
    "Te code wifi, tei ni'a i te papie i te fare tama'a.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/lodge/pms", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 718}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "NC-4471", "purchase_order": "PO-2031-00612"}',
    '{"lot": {"id": "PRL-2031-RGI-0088", "pearls": 1200, "mean_mm": 10.4}}',
    '{"phone": "+689 40 96 12 34", "city": "Avatoru"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "sacks_in_stock": 312}',
    '{"flight": "VT412", "from": "PPT", "to": "NHV", "aircraft": "ATR 72-600"}',
    '{"container": "CMAU 4821736", "carrier": "CMA CGM", "eta": "2031-10-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
