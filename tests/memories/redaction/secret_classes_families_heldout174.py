# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-seventy-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-seventieth only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-seventy-first to hundred-and-seventy-fourth, this one among them), any test, the
reports, the benchmarks, the changelog nor the git history, and the scrubber was never run on it.
Its own seed (174602913), password words (a salt oasis of the azalai, a town, a number and a sign;
two Sahel dishes joined by dots with a number; a town in capitals, a sign and a number; leet words
of yellowcake, the azalai, the Ténéré, the tontine, kilichi, Galmi, the dromedary, Sahel FM, the
salt cone and uranium with a year and a sign; `Kantu`, a count of salt cones, `x` and a town;
`VioletGalmi`, a sack's weight and a sign; a town, `FM` and a frequency; a name, a birth year, a
sign and a town; `U3O8lot`, a number, a sign and a town; a name, `Pompe`, a number and a sign; a
generator's three groups and random runs), names, places, templates, tools, vendors and layouts, the
way the staff of Tagama Sahel (fictional: salt caravans from Bilma and Fachi, uranium-mine logistics
at Arlit, desert tours from Agadez and Timia, solar pumps on boreholes at Tabalak and Ingall, onion
export from Galmi and Madaoua, the radio stations Sahel FM in Gao and Mopti and a microfinance
caisse with tontines in Zinder, with offices in Niamey, Gao, Tombouctou and Mopti) leak secrets into
an assistant's memory. The texts are WhatsApp, Telegram, Signal, Imo, Viber, Messenger, Teams,
Slack, Google Chat, Mattermost and Discord messages, chat logs with times, Jira-style and
Zendesk-style tickets, BookStack and Wiki.js pages and tables, Apple Notes, Google Keep and Trello
notes, an e-mail, a runbook, README fragments, shell, root, PowerShell, MobaXterm and Termux
prompts, a shell history and a CI log, code (Python, JavaScript, PHP, Go, Ruby, C#, Kotlin, Rust,
Java, Lua), configs (env files, compose, a Kubernetes Secret, a systemd drop-in, Terraform, Ansible,
Django settings, appsettings.json, Spring properties), Otter voice-memo transcripts, dictated text
and requests to the assistant itself; the label's separators run from a colon, "is" and a dash to an
arrow, an emoji, a new line, quotes (`"…"`, `'…'`, `«…»`), parentheses, `=>` and a table's bar.

Tools, calls, flags, variables and files none of heldouts 5 to 170 names (each grepped for the
command, flag or variable itself): VLC's `--telnet-password` (`-I telnet`, `--intf telnet`),
ModemManager's `mmcli --simple-connect` (mmcli itself is in one earlier corpus, the flag in none),
Rivendell's `rdxport.cgi` with `LOGIN_NAME` and `PASSWORD`, the Huawei HiLink `api/user/login` call
with its `password_type`, Sierra Wireless AirLink's `AT*NETUID` and `AT*NETPW`, an OpenVox and an
Ejoin GSM gateway's SMS URLs (`goip_post_sms.html`), `npm config set proxy`,
`conda config --set proxy_servers.https`, `pip install --proxy`, `snap set system proxy.http`,
OBPlayer's `sync_device_password`, SHOUTcast's `streamadminpassword` (sc_serv.conf is in two earlier
corpora), an EDIFACT `UNB+` header's recipient password; the company's own tools and flags
(tagama-caravane `--bureau-pass`, pompe-ctl `--login-pass`, sahelfm-playout `--op-secret`,
yellowcake-ledger `--operator-password`, oignon-export `--douane-pass`, tontine-cli
`--agent-passwd`, dune-tours `--guide-password`, dosimetrie-import.sh `--mot-de-passe`,
radio-archive `--upload-passphrase`, caisse-backup `--cle-chiffrement`, sel-ledger `--chef-pass`,
pump-telemetry-pull `--modem-pass`, convoi-gps `--tracker-pass`, microcredit-sync `--secret-agence`)
and variables (`TAGAMA_PUMP_DB_PASS`, `TAGAMA_TONTINE_SMTP_PASSWORD`, `TAGAMA_MODEM_PASS`,
`TAGAMA_LEDGER_PASSWORD`, `TAGAMA_ONION_API_PASS`, `TAGAMA_SALT_LEDGER_PASSWORD`,
`TAGAMA_CARAVAN_ACCESS_TOKEN`, `SAHELFM_DB_PASSWORD`, `TONTINE_DATABASE_URL`). Beside them common
layouts (env files, compose, systemd, Kubernetes secrets, a wifi QR code, `otpauth://`, JWTs, PEM
blocks, Basic and Bearer headers, connection strings, a mobile-money USSD string with its PIN) in
wordings of their own.

About half of the secret samples are in other languages than English (by a rough count of the drawn
samples, 194 of 390, seed-phrase lines in French, Spanish, Italian, Portuguese and Czech included):
Zarma, Koyraboro Senni (Gao) and Koyra Chiini (Timbuktu), Tamasheq in Latin letters and in Tifinagh
(Neo-Tifinagh with vowels, `ⵜⴰⵏⴻⵎⵎⴻⵔⵜ`, and the older vowelless `ⵜⵏⵎⵔⵜ`), Fulfulde, Kanuri, Bambara,
Hausa, Niamey and Bamako French texting and Nigerien (Chadian-type) Arabic in Arabic and Latin
letters. The wordings are the author's approximations, checked by no speaker, built around a few
marker words and the loanwords people there really text (password, wifi, PIN, token, API key,
backup, server, login): Zarma's `ay` (my), `ti` (is), `taji`, `sohõ`, `fofo`, `sanni`,
`ma si a ci boro kulu se`, `a banda`; Koyraboro Senni's `ir`, `nda`, `boro kul ma si a maa`;
Tamasheq's `nin`, `n`, `ed`, `awal`, `tanemmert`, `alxer ghas`, `ma d-iyan`, `isem`, `dffer-as`,
`amaynu`; Fulfulde's `am`, `ko`, `jooni`, `hesɗo`, `konngol`, `caggal mum`, `a jaaraama`,
`wota haal hay gooto`; Kanuri's `wu`, `-ye`, `kam tilo-ro ba`, `ngəla`; Bambara's `n ka … ye … ye`,
`gundo daɲɛ` (secret word), `kura`, `sisan`, `kana a fɔ mɔgɔ si ye`, `i ni ce`; Hausa's
`kalmar sirri`, `ita ce`, `lambar sirri`, `sabuwar`, `kar ka gaya wa kowa`, `nagode`,
`makullin API`; the texting French `mdp`, `slt frr`, `c`, `dé`, `walaï`, `stp`, `bjr`,
`on dit quoi`; Nigerien Arabic `كلمة السر حقتي`, `هسع`, `ما توريها لي زول`, `kalimat al-sirr hanâi`,
`shukran`; an apostrophe is typed as the ASCII `'`, as people text it, though print writes `’`
(Bambara's `a’ ni ce`). The Kanuri lines (`-ye` as a possessive, `kam tilo-ro ba`), the Koyra Chiini
and Koyraboro Senni lines (written as Zarma-like Songhay), the Tamasheq `dffer-as`, `amaynu` and
`awal n password`, the Fulfulde `konngol` and `caggal mum`, and every Tifinagh line are the thinnest
guesses.

Vendors (Minesight, GEOVIA, MineHub, Pitram, Mirion, Landauer, Polimaster, Ludlum, Kromek, Safecast,
uRADMonitor, Futurepump, Simusolar, SolarWorks, Paygee, Sollatek, SweetSense, Virridy, eWATERpay,
CityTaps, Susteq, Radiomast, StationPlaylist, Sound4, Thimeo, Audemat, GSelector, Aquira, Marketron,
OpenBroadcaster, Listen2MyRadio, Securenet, Abacast, Safari Office, Smeetz, Kafo Jiginew, Nyesigiso,
Taanadi, Agrikore, Tolbi, Kirusa, Al Izza, Amanata and Zamani Cash) are ones heldouts 5 to 170 do
not name (grepped by name). No shape here is one the author knows to be real: every one is a guess
(hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs for MineHub and CityTaps, the prefixes
`mir_live_`, `fp_`, `pg_sk_`, `rm_`, `smz_`, `tolbi_live_` and `amn_sk_`); the JWTs are well-formed,
and the Apple recovery key's seven groups of four follows its published layout.

The ids are kinds heldouts 5 to 170 do not use, except two lightly used ones (one corpus each) that
python-stdnum checks: Senegal's NINEA, drawn until `stdnum.sn.ninea` validates its check digit and
COFI, and Algeria's NIF, whose module (`stdnum.dz.nif`) checks its length and digits only. The
others are invented shapes that no library or this file checks (no check-digit algorithm is written
here): a Malian RAVEC number, an ECOWAS biometric identity card (ENBIC) number, a Nigerien
tour-guide licence, a carnet de passage en douane, Nigerien and Malian passports (under Hausa,
Zarma, Bambara and English words), a radiation worker's dosimetry registration and a Nigerien
exporter's card. Card numbers pass Luhn (the value helpers' brands and a four-by-four card of a
guessed regional prefix, checked with python-stdnum's `luhn`). The IBANs are of countries used least
by a rough count over the IBAN shapes and calls of heldouts 5 to 170 (Tunisia, Saudi Arabia, São
Tomé and Príncipe, Türkiye, Monaco, San Marino, Mongolia and Saint Lucia, in thirteen corpora each
by that count), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, French, Spanish, Italian, Portuguese and Czech lists, each with a valid checksum. Counts:
390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique), 60
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
from stdnum.dz import nif as dz_nif
from stdnum.sn import ninea as sn_ninea

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 174_602_913
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
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A value
    drawn twice in one corpus is drawn again, so every secret is unique."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(50):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if secret not in seen:
                    break
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_SALT = ["Azalai", "Kantu", "Taghlamt", "Fachi", "Bilma", "Kawar", "Taoudenni", "Tadeliza",
         "Amersal", "Tegguidda"]  # fmt: skip
_TOWNS = ["Niamey", "Agadez", "Arlit", "Zinder", "Gao", "Tombouctou", "Mopti", "Iferouane",
          "Ingall", "Galmi", "Tessalit", "Djenne", "Tchirozerine", "Madaoua", "Ayorou", "Tabalak",
          "Timia", "Tahoua"]  # fmt: skip
_DISHES = ["dambou", "kilichi", "fura", "touwo", "massa", "fakoye", "fonio", "degue",
           "tigadegena", "takoula", "kopto", "nyebe", "alkaki", "gawasa"]  # fmt: skip
_NAMES = ["Moussa", "Aichatou", "Hamidou", "Mariama", "Boubacar", "Issoufou", "Zeinabou",
          "Abdoulaye", "Rakia", "Oumarou", "Hadiza", "Alhassane", "Ghissa", "Akly", "Fanta",
          "Seydou", "Kadidia", "Bintou", "Yacouba", "Mahamane", "Salamatou", "Tahirou",
          "Fatouma", "Kalilou", "Intagrist", "Tanakra"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Y3ll0wc4k3", "Az4l41", "T3n3r3", "T0nt1n3", "K1l1ch1", "G4lm1", "Dr0m4d41r3",
         "S4h3lFM", "K4ntu", "Urn4n1um"]  # fmt: skip


def _kantu(g: random.Random) -> str:
    """Salt cones on a caravan's camels and the oasis they came from."""
    return f"Kantu{g.randrange(20, 300)}x{g.choice(_TOWNS)}{g.choice(_SYMBOLS)}"


def _galmi(g: random.Random) -> str:
    """The Galmi onion, a sack's weight and a sign."""
    return (
        f"VioletGalmi{g.choice([25, 40, 50, 80, 100])}kg{g.choice(_SYMBOLS)}{g.randrange(10, 99)}"
    )


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SALT)}{g.choice(_TOWNS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_DISHES, 2)) + "." + str(g.randrange(10, 1000)),
    lambda g: f"{g.choice(_TOWNS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1970, 2033)) + g.choice(_SYMBOLS),
    _kantu,
    _galmi,
    lambda g: f"{g.choice(_TOWNS)}FM{g.randrange(88, 108)}.{g.randrange(1, 10)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: f"U3O8lot{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: f"{g.choice(_NAMES)}Pompe{g.randrange(2, 60)}{g.choice(_SYMBOLS)}",
    _manager,
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English, in the company's chats, tickets, notes, mails and runbooks
    "WhatsApp, Moussa: the Nautel VS300 transmitter web password is {pw}",
    "Telegram, group 'Sahel FM technique': Sound4 BIG VOICE admin password -> {pw}",
    "Signal from Hadiza: Lorentz PS2 pump controller password: {pw}",
    "Imo call note: the Grundfos CU 200 at Tabalak borehole 3, password {pw}",
    "Teams chat, mine logistics: the weighbridge PC at the Arlit gate - password \"{pw}\"",
    "Slack #caravan-ops: password for the Bilma salt-ledger laptop (it changed): {pw}",
    "Viber from Seydou: Thuraya XT-PRO DUAL web page password is {pw} 👍",
    "Messenger, Akly: the Iridium GO! admin password\n{pw}",
    "ticket TGM-4127: Mopti radio playout PC, local admin password ({pw}) to rotate after Ramadan",
    "Zendesk-style ticket #885, Arlit uranium depot: the dosimetry reader's password is '{pw}'",
    "BookStack page 'Onion cold store Galmi' | admin password | {pw} |",
    "note to self: microfinance back office (caisse de Zinder) password = {pw}",
    "Apple Notes, 'desert camp Timia': Starlink router password 🔑 {pw}",
    "Hi Boubacar,\n\nthe root password of the Agadez tour-booking server is {pw}. Delete this mail once it is in the vault.\n\nMariama",
    "Runbook: restart the solar pump at Ingall\n1. open the inverter page\n2. user: service\n3. password: {pw}\n4. press RUN",
    "README (radio rack Gao)\nThe Audemat FM MC4 is at http://10.8.0.21, admin password `{pw}`.",
    "voice memo transcript: ok so the onion-export portal password is {pw} full stop",
    "remember this for me please, my Ecobank Niger app password is {pw}",
    "request to the assistant: store the caravan GPS laptop password, it's {pw}",
    "Otter transcript, ops call: \"...and the password for the yellowcake manifest share is {pw}, got it?\"",
    "the new password for the Tombouctou guesthouse booking site is {pw}",
    "Jira TGM-4188: password of the Zinder tontine ledger => {pw}",
    "Google Chat, #studio-gao: Tieline Bridge-IT codec password - {pw}",
    "Mattermost, Issoufou: the Victron Cerbo GX remote console password is {pw}",
    "Discord DM from Akly: Inmarsat BGAN Explorer 710 admin password: {pw}",
    "Google Keep 'Arlit convoy': the truck tracker web password (admin) is {pw}",
    "Trello card 'Ténéré tours 2032': booking back office password → {pw}",
    "Wiki.js table | Radio Mopti | Elenos transmitter | password | {pw} |",
    "incident 2032-02-09: the Galmi cold-store controller was reachable from the internet with password {pw}",
    "dictated to the phone: set the tontine SMS gateway password to {pw}",
    "for the record, the Zinder microfinance server's postgres password is \"{pw}\"",
    "the password of the dosimetry badge reader in Arlit (after the reset) is {pw}",
    # Zarma
    "Moussa: ay wifi password ti {pw}, ma si a ci boro kulu se. Fofo!",
    "Zarma, WhatsApp: Radio Ayorou server password taji ti {pw}",
    "ay email password sohõ ti: {pw}",
    "Hamidou (Zarma): pompe Tabalak password -> {pw}. Fofo",
    # Koyraboro Senni (Gao) and Koyra Chiini (Timbuktu)
    "Gao, Koyraboro Senni: ir radio studio password ti {pw}, boro kul ma si a maa",
    "Koyraboro Senni: ay password taaji ti «{pw}»",
    "Tombouctou, Koyra Chiini: ay laptop password ti {pw}. Fofo",
    "Koyra Chiini: guesthouse wifi password ti: {pw}",
    # Tamasheq, Latin and Tifinagh letters
    "Tamasheq: password nin n email: {pw}. Tanemmert!",
    "Ghissa: alxer ghas, password n Starlink ed camp Timia: {pw}",
    "Tamasheq: awal n password n laptop n Iferouane: {pw}",
    "ⵎⴰ ⴷ ⵉⵢⴰⵏ? password ⵏⵉⵏ: {pw} ⵜⴰⵏⴻⵎⵎⴻⵔⵜ",
    "ⴰⵡⴰⵍ ⵏ password ⵏ wifi → {pw}",
    "ⵜⵏⵎⵔⵜ · password ⵏ radio: {pw}",
    # Fulfulde
    "Fulfulde: password am ko {pw}, wota haal hay gooto. A jaaraama",
    "Fulfulde: password hesɗo laptop Mopti ko {pw}",
    "Kadidia: jooni password wifi ko - {pw}",
    # Kanuri
    "Kanuri: wu password-ye {pw}, kam tilo-ro ba. Ngəla!",
    "Kanuri, Zinder: password kura lapto-ye: {pw}",
    # Bambara
    "Bambara: n ka email gundo daɲɛ ye {pw} ye. Kana a fɔ mɔgɔ si ye",
    "Bambara: wifi ka gundo daɲɛ kura: {pw}",
    "Fanta: n ka password sisan ye - {pw}",
    "Bamako, Bambara: Radio Kledu studio PC gundo daɲɛ → {pw}, i ni ce",
    # Hausa
    "Hausa: kalmar sirri ta wifi ita ce {pw}. Kar ka gaya wa kowa",
    "Hausa: sabuwar kalmar sirrina: {pw}",
    "Issoufou (Hausa): kalmar sirri ta kwamfutar rediyo - {pw}. Nagode",
    "Zinder, Hausa: kalmar sirri ta famfon hasken rana: «{pw}»",
    # Niamey and Bamako French texting
    "slt frr, le mdp du wifi c {pw} dé",
    "Niamey, texto: on dit quoi? mdp du PC de la radio: {pw} walaï c pr toi seul",
    "bjr, le nouveau mdp du compte tontine c'est {pw} stp garde le",
    "Bamako, SMS: i ni ce, mdp serveur = {pw}",
    "le mot de passe de l'onduleur de la pompe solaire, c'est {pw}",
    "mdp (gmail) : {pw}",
    "Rakia: mdp de la caisse microfinance => {pw}, on se voit demain",
    # Nigerien Arabic, Arabic letters and Latin
    "كلمة السر حقتي {pw} ما توريها لي زول",
    "كلمة السر الجديدة هسع: {pw}",
    "عربي النيجر: كلمة السر حقت الواي فاي → {pw}",
    "Diffa, arabi: kalimat al-sirr hanâi {pw}, shukran",
    "kalimat al-sirr hana laptop hassa: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["moussa.h", "aichatou", "hamidou", "mariama.d", "boubacar", "issoufou", "zeinabou",
          "abdoulaye", "rakia", "oumarou", "hadiza.m", "alhassane", "ghissa", "akly", "fanta.k",
          "seydou", "kadidia", "bintou", "yacouba", "mahamane", "salamatou", "tahirou", "fatouma",
          "kalilou", "svc-pumps", "radio-ops", "caravan-gps"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Seydou: the Lorentz PumpScanner login is {u} / {pw}",
    "usr {u} pwd {pw}",
    "| site | login | password |\n|---|---|---|\n| Tabalak borehole 3 | {u} | {pw} |",
    "sign into the onion-export portal as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "Slack: creds for the Arlit weighbridge are {u} and {pw}",
    "ssh {u}@playout.sahelfm.lan (password {pw})",
    "Zarma: ay login ti {u}, ay password ti {pw}",
    "Tamasheq: isem n login: {u}, password nin: {pw}",
    "Fulfulde: innde login am ko {u}, password am ko {pw}",
    "Bambara: n ka login ye {u} ye, gundo daɲɛ ye {pw} ye",
    "Hausa: sunan mai amfani {u}, kalmar sirri {pw}",
    "identifiant {u} mdp {pw} stp",
    "Bamako: login c {u}, le mdp c {pw}",
    "اسم المستخدم {u} وكلمة السر {pw}",
    "Kanuri: login-ye {u}, password-ye {pw}",
    "Teams, Oumarou: the Audemat login is {u} and the password is {pw}",
    "device,login,password\nnautel-vs300,{u},{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["azalai", "taghlamt", "kilichi", "dambou", "galmi", "tinde", "imzad", "tagelmust",
               "kantu", "fakoye", "tende", "ahal", "guerewol", "balafon", "ngoni", "tobol",
               "boubou", "harmattan", "gandoura", "tassili"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, then the number {d}",
    "voice memo: the wifi password at the Timia camp is {w} and straight after it {d}, no space",
    "type {w}, then {d}; that's the playout admin password",
    "password: it's {w}{d}, the word and the digits joined",
    "Zarma: password ti sanni {w}, a banda {d}",
    "Hausa: kalmar sirri ita ce kalmar {w}, sannan {d}",
    "Bambara: gundo daɲɛ ye daɲɛ {w} ye, o kɔfɛ {d}",
    "mdp: le mot {w} puis {d} collé, c tout",
    "Tamasheq: password: awal {w}, dffer-as {d}",
    "كلمة السر هي كلمة {w} وبعدها {d}",
    "Fulfulde: password ko konngol {w}, caggal mum {d}",
    "spelled out for the driver: {w}, then the digits {d}",
    "Koyraboro Senni: password ti {w} nda {d}",
    "dictated: {w}{d}, that's the mine-gate tablet password",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "vlc -I telnet --telnet-password '{pw}' --telnet-port 4212 /srv/jingles/",
    "vlc --intf telnet --telnet-password={pw} --telnet-host 10.8.0.30 rtp://@239.0.0.1",
    "mmcli -m 0 --simple-connect=\"apn=internet.ne,user={u},password={pw}\"",
    "curl -F COMMAND=1 -F LOGIN_NAME={u} -F PASSWORD={pw} http://rd-studio.sahelfm.lan/rd-bin/rdxport.cgi",
    "curl -X POST http://192.168.8.1/api/user/login -H 'Content-Type: text/xml' -d '<request><Username>{u}</Username><Password>{pw}</Password><password_type>3</password_type></request>'",
    "telnet 192.168.13.31 2332\nAT*NETUID={u}\nAT*NETPW=\"{pw}\"",
    "curl 'http://gsm-gw.tagama.lan/cgi-bin/openvox_sms?username={u}&password={pw}&to=+22790000000&msg=pompe+ok'",
    "curl -d @sms.json 'http://ejoin-gw.tagama.lan/goip_post_sms.html?username={u}&password={pw}'",
    "npm config set proxy http://{u}:{pw}@proxy.tagama.lan:3128",
    "conda config --set proxy_servers.https http://{u}:{pw}@proxy.tagama.lan:3128",
    "pip install --proxy http://{u}:{pw}@proxy.tagama.lan:3128 pymodbus",
    "sudo snap set system proxy.http=\"http://{u}:{pw}@proxy.tagama.lan:3128\"",
    "tagama-caravane push --manifest azalai-2032.csv --bureau-user {u} --bureau-pass '{pw}'",
    "pompe-ctl --site Tabalak-3 --login {u} --login-pass '{pw}' status",
    "sahelfm-playout sync --studio Ayorou --op {u} --op-secret '{pw}'",
    "yellowcake-ledger export --gate Arlit --operator {u} --operator-password '{pw}' --from 2032-03-01",
    "oignon-export declare --lot GALMI-0412 --douane-user {u} --douane-pass '{pw}'",
    "tontine-cli close-cycle --caisse Zinder --agent {u} --agent-passwd '{pw}'",
    "dune-tours sync --season 2032 --guide {u} --guide-password '{pw}'",
    "./dosimetrie-import.sh --lecteur RadEye-07 --compte {u} --mot-de-passe '{pw}'",
    "radio-archive --upload-user {u} --upload-passphrase '{pw}' --since yesterday",
    "caisse-backup --db tontine --cle-chiffrement '{pw}' --to /mnt/usb",
    "sel-ledger import --oasis Bilma --chef-caravane {u} --chef-pass '{pw}'",
    "pump-telemetry-pull --modem-user {u} --modem-pass '{pw}' --site Ingall-2",
    "convoi-gps --tracker TK-Arlit-4 --tracker-user {u} --tracker-pass '{pw}' --reset-geofence",
    "microcredit-sync --agence Mopti --utilisateur {u} --secret-agence '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "moussa@playout-gao:~$ {c}", "root@pump-gw-tabalak:~# {c}",
    "PS C:\\radio> {c}", "MobaXterm [Arlit-gate] $ {c}", "Termux on the field phone: {c}",
    "history | tail -1\n  412  {c}", "GitLab CI log, job deploy-caravan:\n$ {c}",
    "Zarma: ay na command wo tee: {c}", "Hausa: na gudanar da wannan umurni: {c}",
    "Bambara: n ye nin command kɛ: {c}", "commande lancée hier soir: {c}",
    "Tamasheq: command nin: {c}", "الأمر الذي شغلته: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-borehole3.tagama.lan:554/Streaming/Channels/101",
    "sftp://{u}:{pw}@edi.tagama.ne:2222/onion-export/",
    "postgresql://{u}:{pw}@pg.tagama.lan:5432/tontine",
    "mysql://{u}:{pw}@db-radio.sahelfm.lan:3306/playout",
    "mongodb+srv://{u}:{pw}@caravan-cluster.tagama.ne/ledger",
    "amqp://{u}:{pw}@mq.tagama.lan:5672/pumps",
    "mqtt://{u}:{pw}@broker.tagama.lan:1883",
    "http://source:{pw}@stream.sahelfm.lan:8000/gao.mp3",
    "ftp://{u}:{pw}@ftp.tagama.ne/dosimetrie/",
    "redis://default:{pw}@cache.tagama.lan:6379/2",
    "Server=sql.tagama.lan;Database=Microcredit;User Id={u};Password={pw};",
    "jdbc:postgresql://pg.tagama.lan:5432/yellowcake?user={u}&password={pw}",
]  # fmt: skip
_URL_PLACES = [
    "TONTINE_DATABASE_URL={c}", "keep this connection string for me: {c}",
    "Telegram, Moussa: {c}", "BookStack page 'Databases': {c}", "Zarma: database URL ti {c}",
    "Hausa: adireshin database: {c}", "url de connexion (prod): {c}", "رابط قاعدة البيانات: {c}",
    "ticket TGM-4201, pasted by the contractor: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tagama-sahel", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


# (vendor, its variable, a maker): every shape here is a guess, none known to be real.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Minesight", "MINESIGHT_API_KEY", _j((HEX, 40))),
    ("GEOVIA", "GEOVIA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("MineHub", "MINEHUB_TOKEN", _vendor_jwt("https://auth.minehub.com")),
    ("Pitram", "PITRAM_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Mirion", "MIRION_DOSE_API_KEY", _j("mir_live_", (ALNUM, 32))),
    ("Landauer", "LANDAUER_ACCOUNT_TOKEN", _j((UPPER_HEX, 32))),
    ("Polimaster", "POLIMASTER_CLOUD_KEY", _j((ALNUM, 40))),
    ("Ludlum", "LUDLUM_LUMIC_KEY", _j((HEX, 32))),
    ("Kromek", "KROMEK_API_SECRET", _j((B64, 43), "=")),
    ("Safecast", "SAFECAST_API_KEY", _j((ALNUM, 20))),
    ("uRADMonitor", "URADMONITOR_KEY", _j((HEX, 32))),
    ("Futurepump", "FUTUREPUMP_API_TOKEN", _j("fp_", (ALNUM, 36))),
    ("Simusolar", "SIMUSOLAR_SECRET", lambda g: v.uuid4(g, "a")),
    ("SolarWorks", "SOLARWORKS_API_KEY", _j((HEX, 64))),
    ("Paygee", "PAYGEE_API_KEY", _j("pg_sk_", (ALNUM, 40))),
    ("Sollatek", "SOLLATEK_TOKEN", _j((URLSAFE, 48))),
    ("SweetSense", "SWEETSENSE_API_KEY", _j((ALNUM, 32))),
    ("Virridy", "VIRRIDY_CLIENT_SECRET", _j((B64, 64))),
    ("eWATERpay", "EWATERPAY_MERCHANT_KEY", _j((UPPER_DIGITS, 32))),
    ("CityTaps", "CITYTAPS_API_TOKEN", _vendor_jwt("https://api.citytaps.org")),
    ("Susteq", "SUSTEQ_API_KEY", _j((HEX, 40))),
    ("Radiomast", "RADIOMAST_API_KEY", _j("rm_", (ALNUM, 40))),
    ("StationPlaylist", "SPL_STUDIO_LICENSE", _j((UPPER_DIGITS, 25))),
    ("Sound4", "SOUND4_REMOTE_TOKEN", _j((HEX, 48))),
    ("Thimeo", "THIMEO_STEREOTOOL_KEY", _j((ALNUM, 44))),
    ("Audemat", "AUDEMAT_SCRIPT_KEY", _j((UPPER_HEX, 40))),
    ("GSelector", "GSELECTOR_API_SECRET", lambda g: v.uuid4(g, "b")),
    ("Aquira", "AQUIRA_API_KEY", _j((URLSAFE, 40))),
    ("Marketron", "MARKETRON_CLIENT_SECRET", _j((ALNUM, 48))),
    ("OpenBroadcaster", "OB_DEVICE_PASSWORD", _j((ALNUM, 32))),
    ("Listen2MyRadio", "L2MR_API_KEY", _j((HEX, 32))),
    ("Securenet", "SECURENET_STREAM_KEY", _j((B64, 40))),
    ("Abacast", "ABACAST_API_TOKEN", _j((URLSAFE, 64))),
    ("Safari Office", "SAFARI_OFFICE_API_KEY", _j((HEX, 40))),
    ("Smeetz", "SMEETZ_API_SECRET", _j("smz_", (ALNUM, 40))),
    ("Kafo Jiginew", "KAFO_JIGINEW_API_KEY", _j((ALNUM, 36))),
    ("Nyesigiso", "NYESIGISO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Taanadi", "TAANADI_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Agrikore", "AGRIKORE_TOKEN", _j((HEX, 64))),
    ("Tolbi", "TOLBI_API_KEY", _j("tolbi_live_", (ALNUM, 32))),
    ("Kirusa", "KIRUSA_ACCOUNT_TOKEN", _j((ALNUM, 40))),
    ("Al Izza", "ALIZZA_TRANSFER_SECRET", _j((B64, 44))),
    ("Amanata", "AMANATA_MERCHANT_KEY", _j("amn_sk_", (ALNUM, 32))),
    ("Zamani Cash", "ZAMANI_API_KEY", _j((HEX, 48))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "systemd unit override:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "k8s Secret (stringData):\n  stringData:\n    {env}: \"{tok}\"",
    "Tagama back office › Settings › Integrations › {vendor}: {tok}",
    "BookStack table 'Integrations': | {vendor} | 2032 | {tok} |",
    "WhatsApp, Moussa: {vendor} key for the sync: {tok}",
    "ticket TGM-4230: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Zarma: {vendor} API key ti {tok}",
    "Hausa: makullin API na {vendor}: {tok}",
    "Bambara: {vendor} API key ye {tok} ye",
    "Fulfulde: API key {vendor} ko {tok}",
    "Tamasheq: API key n {vendor}: {tok}",
    "clé d'API {vendor} pour la radio : {tok}",
    "la clé API {vendor} c {tok} stp garde la",
    "مفتاح API حق {vendor}: {tok}",
    "Kanuri: {vendor} API key-ye {tok}",
    "Jira TGM-4240: rotate the {vendor} token {tok} after the audit",
    "Google Keep: {vendor} secret for the radio stats page: {tok}",
    "Mattermost, Hadiza: the {vendor} token we use now is {tok}, the old one is revoked",
    "README: set the {vendor} key in the admin page ({tok} on staging)",
]  # fmt: skip


def _vendor_specials(rng: random.Random, seen: set[str]) -> list[Sample]:
    mirion = _r(rng, HEX, 32)
    paygee = "pg_sk_" + _r(rng, ALNUM, 40)
    radiomast = _r(rng, ALNUM, 32)
    tolbi = _r(rng, HEX, 40)
    seen.update([mirion, paygee, radiomast, tolbi])
    return [
        Sample("vendor_token", f'r = requests.get("https://api.mirion.example/dose", headers={{"X-Api-Key": "{mirion}"}})', mirion),
        Sample("vendor_token", f'const paygee = new PaygeeClient("{paygee}");', paygee),
        Sample("vendor_token", f'$radio = new RadiomastApi("tagama", "{radiomast}");', radiomast),
        Sample("vendor_token", f'val tolbi = TolbiService(apiKey = "{tolbi}")', tolbi),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = _vendor_specials(rng, seen)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        seen.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Telegram: {t}", "it only shows it once, so here:\n{t}",
                "Zarma: token ti {t}", "Hausa: ga token: {t}", "garde ça stp: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Tabalak borehole level sensor: {h}": 32,
    "AES key of the caravan trackers' SMS protocol: {h}": 32,
    "HMAC secret of the tontine payment webhook: {h}": 64,
    "Hausa: makullin ɓoye (hex) na rediyo: {h}": 64,
    "clé de chiffrement des sauvegardes de la caisse (hex) : {h}": 48,
    "Zarma: backup encryption key ti {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket TGM-4255: token copied from the browser's network tab {t}",
    "Cookie: lang=fr-NE; tgm_session={t}",
    "TAGAMA_CARAVAN_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "Zarma: token ti {t}",
    "Hausa: alamar shiga (token): {t}",
    "le token de l'appli microcrédit c {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@tagama.ne"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.tagama.ne/realms/sahel", "azp": "caravan-console"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the Gao playout server, keep it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/edi.tagama.ne.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EDI_PRIVATE_KEY": "{key}", "partner": "onion-buyer-dakar"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_pumps <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zarma: server private key ti:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Hausa: makullin sirri na sabar:\n{key}": ("PRIVATE KEY", "\n"),
    "clé privée du serveur de la caisse :\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    block = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": block, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet recovery phrase of the caravan fund (emptied): {p}": "english",
    "voice memo: the Exodus recovery words are {p} and that's all": "english",
    "Zarma: wallet seed ti {p}": "english",
    "Hausa: kalmomin dawo da walat: {p}": "english",
    "phrase de récupération du portefeuille de la tontine : {p}": "french",
    "mdp portefeuille, les 12 mots: {p}": "french",
    "frase de recuperación de la billetera del socio de Nouakchott: {p}": "spanish",
    "frase di recupero del wallet del tour operator di Agadez: {p}": "italian",
    "frase de recuperação da carteira do comprador de cebola: {p}": "portuguese",
    "obnovovací fráze peněženky (Tomáš, tour Ténéré): {p}": "czech",
    "Bambara: wallet ka daɲɛ 12: {p}": "english",
    "Tamasheq: awal n wallet: {p}": "english",
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
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    if brand == "regional":  # a four-by-four card of a prefix guessed here, Luhn-valid
        body = rng.choice(["6395", "6398"]) + _r(rng, D, 11)
        number = body + luhn.calc_check_digit(body)
        assert luhn.is_valid(number)
        return number
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Rakia: the company card for the pump spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Zarma: ay card number ti {c}, {mm}/{yy}",
    "Hausa: lambar katina: {c}",
    "Bambara: n ka kariti nimero ye {c} ye",
    "numéro de ma carte: {c} exp {mm}/{yy}",
    "رقم بطاقتي: {c}",
    "Fulfulde: limoore kart am ko {c}",
    "Tamasheq: numero n carte nin: {c}",
    "ticket TGM-4270: pay the Thuraya airtime with card {c}",
    "Kanuri: kart-ye numero {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "regional", "amex", "unionpay", "discover", "jcb", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, security code {cvv}",
               "the three digits on the back of the company card: {cvv}",
               "Hausa: lambobi uku na bayan katin: {cvv}",
               "cryptogramme au dos de la carte: {cvv}",
               "Amex {c}, the four-digit code above the number: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 170; BBAN shapes after stdnum's
# iban.dat (a, n, c as in `secret_classes_values.iban_shaped`, 0 a zero).
_IBAN_SHAPES = {"TN": "n" * 20, "SA": "nn" + "c" * 18, "ST": "n" * 21,
                "TR": "nnnnn0" + "c" * 16, "MC": "n" * 10 + "c" * 11 + "nn",
                "SM": "a" + "n" * 10 + "c" * 12, "MN": "n" * 16, "LC": "aaaa" + "c" * 24}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice ON-2032-118: pay the Galmi onion lot to {i} within 30 days",
    "save the Tunis salt buyer's IBAN: {i}",
    "IBAN: {i}\nReference: caravan Bilma, March",
    "Zarma: ay IBAN ti {i}",
    "Hausa: lambar IBAN ta: {i}",
    "Bambara: n ka IBAN ye {i} ye",
    "Fulfulde: IBAN am ko {i}",
    "Tamasheq: IBAN nin: {i}",
    "mon IBAN stp: {i}",
    "رقم الآيبان حقي: {i}",
    "WhatsApp, Salamatou: the tour agency in Monaco changed its bank, IBAN {i}",
    "Kanuri: IBAN-ye {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ninea(g: random.Random) -> str:
    """A Senegalese NINEA: nine digits whose weighted sum ends in 0, then a COFI."""

    def make(h: random.Random) -> str:
        cofi = h.choice("012") + h.choice("ABCDEFGHJKLMNPQRSTUVWZ") + h.choice(D)
        return "00" + _r(h, D, 7) + cofi

    return v.until(g, make, sn_ninea.is_valid)


def _dz_nif(g: random.Random) -> str:
    """An Algerian NIF: fifteen digits (stdnum checks its length and digits only)."""
    return v.until(g, lambda h: h.choice("0123") + _r(h, D, 14), dz_nif.is_valid)


def _ravec(g: random.Random) -> str:
    """A Malian RAVEC registration number: invented shape, no check."""
    return f"{g.choice(['10', '11', '12'])}{_r(g, D, 8)}{g.choice(UPPER)}"


def _enbic(g: random.Random) -> str:
    """An ECOWAS biometric identity card number: invented shape, no check."""
    return f"{g.choice(['NE', 'ML'])}{_r(g, D, 11)}"


def _guide_licence(g: random.Random) -> str:
    """A Nigerien tour-guide licence: invented shape, no check."""
    return f"LGT-{g.choice(['AGZ', 'NIA', 'ZND'])}-{g.randrange(2026, 2033)}-{_r(g, D, 4)}"


def _cpd(g: random.Random) -> str:
    """A carnet de passage en douane number: invented shape, no check."""
    return f"CPD{_r(g, D, 7)}{g.choice(UPPER)}"


def _ne_passport(g: random.Random) -> str:
    """A Nigerien passport: invented shape (two digits, two capitals, five digits)."""
    return f"{_r(g, D, 2)}{_r(g, UPPER, 2)}{_r(g, D, 5)}"


def _ml_passport(g: random.Random) -> str:
    """A Malian passport: invented shape (A and eight digits)."""
    return "A" + _r(g, D, 8)


def _dosimetry(g: random.Random) -> str:
    """A radiation worker's dosimetry registration: invented shape, no check."""
    return f"DOS-ARL-{_r(g, D, 6)}"


def _exporter_card(g: random.Random) -> str:
    """A Nigerien exporter's card: invented shape, no check."""
    return f"EXP/{g.randrange(2026, 2033)}/{_r(g, D, 5)}/NE"


_ID_PLACES: dict[str, Maker] = {
    "NINEA of the Dakar onion importer, for the invoice: {s}": _ninea,
    "Hausa: lambar NINEA ta mai saye a Dakar: {s}": _ninea,
    "NINEA du client sénégalais: {s}": _ninea,
    "NIF of the Tamanrasset salt trader (Algeria): {s}": _dz_nif,
    "Tamasheq: NIF n amassaɣ n Tamanrasset: {s}": _dz_nif,
    "my RAVEC number, for the Bamako bank form: {s}": _ravec,
    "Bambara: n ka RAVEC nimero ye {s} ye": _ravec,
    "ECOWAS ID card number (ENBIC): {s}": _enbic,
    "Zarma: ay carte CEDEAO nimero ti {s}": _enbic,
    "tour-guide licence of Ghissa, for the Ténéré permit: {s}": _guide_licence,
    "Tamasheq: licence n guide nin: {s}": _guide_licence,
    "carnet de passage en douane du Land Cruiser : {s}": _cpd,
    "Hausa: lambar fasfo na: {s}": _ne_passport,
    "Zarma: ay passport nimero ti {s}": _ne_passport,
    "passport no. of Akly (Niger): {s}": _ne_passport,
    "Bambara: n ka pasipɔri nimero: {s}": _ml_passport,
    "dosimetry registration of the Arlit driver: {s}": _dosimetry,
    "carte d'exportateur (oignon) : {s}": _exporter_card,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 4)}-{_r(rng, D, 4)}-{_r(rng, UPPER_DIGITS, 3)}" for _ in range(n)]


_BACKUPS = ["Google Workspace backup codes for ops@tagama.ne\n{codes}",
            "2FA recovery codes of the radio's Facebook page: {codes}",
            "Zarma: 2FA backup codes ti:\n{codes}", "Hausa: lambobin ajiya na 2FA: {codes}",
            "codes de secours 2FA (compte tontine) : {codes}",
            "Bambara: 2FA backup codes: {codes}", "رموز الاحتياط 2FA:\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Tagama:moussa@tagama.ne?secret={s}&issuer=Tagama&digits=6",
              "manual setup key for the onion-export portal's 2FA: {s}",
              "Zarma: 2FA secret ti {s}", "Hausa: sirrin TOTP: {s}",
              "clé TOTP du compte banque: {s}", "TOTP seed of the tontine admin: {s}"]  # fmt: skip
_CODES = ["{c} is your Ecobank verification code", "Votre code de vérification Orange: {c}",
          "Hausa: lambar tabbatarwa: {c}", "Zarma: code ti {c}, ma si a ci boro se",
          "رمز التحقق: {c}"]  # fmt: skip
_RECOVERY = ["Apple ID recovery key: {r}", "recovery code for the caravan GPS account: {r}",
             "Hausa: lambar dawowa: {r}", "code de récupération du compte Starlink: {r}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Apple" in template:
        return {"r": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}
    return {"r": "-".join(_r(rng, UPPER_DIGITS, 5) for _ in range(4))}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")
_recovery = _Family("recovery_code", _RECOVERY, _recovery_draw, "r")


_SSIDS = ["Tagama-Office", "SahelFM-Studio", "Camp-Timia-5G", "Orange-Arlit-4G", "Airtel_Zinder",
          "Moov-Gao-Depot", "Galmi-ColdStore", "Starlink-Temet", "Tontine-Mopti",
          "Djenne-Guesthouse"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "camp network {s}, password {pw}",
    "wifi at the Galmi cold store: {s} / {pw}",
    "Zarma: wifi {s} password ti {pw}",
    "Hausa: kalmar sirri ta wifi {s}: {pw}",
    "Bambara: {s} wifi gundo daɲɛ ye {pw} ye",
    "Fulfulde: password wifi {s} ko {pw}",
    "Tamasheq: wifi {s}, password: {pw}",
    "code wifi {s} c {pw}",
    "كلمة سر الواي فاي {s}: {pw}",
    "Koyra Chiini: wifi {s} password ti {pw}",
    "the key printed under the Orange box: {pw}",
    "Kanuri: wifi {s}-ye password {pw}",
    "mdp wifi du studio ({s}) → {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("fp_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 28))]
_SPELL = ["reading it out one character at a time: {t}", "[dictated on the Imo call] {t}",
          "Zarma: harfu fo-fo: {t}", "lettre par lettre: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 3
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    return {"t": [" ", "-"][index % 2].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_PINS = [
    "PIN of the Airtel Money agent SIM: {pw}",
    "dial *400*2*1*{pw}# to confirm the transfer",
    "Hausa: lambar sirri ta katin ATM: {pw}",
    "Zarma: ay PIN ti {pw}",
    "Bambara: n ka PIN ye {pw} ye, kana a fɔ",
    "code de la porte du dépôt de yellowcake : {pw}",
    "digicode du bureau de Niamey: {pw}",
    "the padlock on the Tabalak pump house: {pw}",
    "the key safe at the Timia camp takes {pw} then OK",
    "cadenas du conteneur d'oignons: {pw}",
    "Tamasheq: code n tabburt n depot: {pw}",
    "رمز الباب حق المخزن: {pw}",
    "alarm panel of the radio station: type {pw} and press OFF",
    "Fulfulde: PIN kart am ko {pw}",
    "the gate of the Arlit depot opens with {pw}",
    "my bank card PIN, in case I forget it: {pw}",
]  # fmt: skip


def _pin_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4, 8][index % 5])}


_pins = _Family("pin_code", _PINS, _pin_draw, "pw")


_PHRASE_WORDS = ["azalai", "kantu", "dromedary", "harmattan", "tagelmust", "imzad", "onion",
                 "borehole", "yellowcake", "tontine", "dune", "acacia", "baobab", "calabash",
                 "griot", "caravan"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the ops vault: {p}": " ",
            "Bitwarden master passphrase: {p}": "-",
            "Zarma: passphrase ti {p}": " ",
            "Hausa: jimlar sirri: {p}": ".",
            "phrase secrète du coffre de la caisse : {p}": " ",
            "Tamasheq: passphrase nin: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Postman, header Authorization: Bearer {v}": False,
    "curl -H 'Authorization: Basic {v}' http://pump-gw.tagama.lan/api/flow": True,
    "Hausa: header na Authorization: Bearer {v}": False,
    "fetch(url, {{ headers: {{ Authorization: \"Bearer {v}\" }} }})": False,
    "Zarma: Authorization ti Basic {v}": True,
    "en-tête: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "OBPlayer settings:\nsync_device_id = 12\nsync_device_password = {pw}",
    "sc_serv.conf:\npassword={pw}\nadminpassword=admin-not-this\nstreamadminpassword={pw}",
    "EDIFACT header of the onion order:\nUNB+UNOC:3+TAGAMA:ZZ+ONIONBUYER:ZZ+320314:0930+000412+{pw}'",
    ".env:\nTAGAMA_PUMP_DB_PASS={pw}",
    ".env.local:\nTAGAMA_TONTINE_SMTP_PASSWORD={pw}",
    "compose.yaml:\n  playout:\n    environment:\n      SAHELFM_DB_PASSWORD: \"{pw}\"",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: caravan-db\nstringData:\n  password: {pw}",
    "systemd: /etc/systemd/system/pump-telemetry.service.d/override.conf\n[Service]\nEnvironment=TAGAMA_MODEM_PASS={pw}",
    "docker run -e TAGAMA_LEDGER_PASSWORD={pw} tagama/yellowcake-ledger:4",
    "settings.py:\nDATABASES = {{\"default\": {{\"USER\": \"tontine\", \"PASSWORD\": \"{pw}\"}}}}",
    "config.yaml (dune-tours):\nbooking:\n  user: agadez-desk\n  password: '{pw}'",
    "appsettings.json:\n{{\"Radio\": {{\"StreamUser\": \"source\", \"StreamPassword\": \"{pw}\"}}}}",
    "application.properties:\nspring.datasource.username=caisse\nspring.datasource.password={pw}",
    "Zarma: .env ra: TAGAMA_ONION_API_PASS={pw}",
    "Hausa: a cikin config: TAGAMA_SALT_LEDGER_PASSWORD={pw}",
    "fichier de conf de la caisse :\n[db]\nuser = caisse\nmot_de_passe = {pw}",
    "terraform.tfvars:\nradio_db_password = \"{pw}\"",
    "ansible group_vars/pumps.yml:\nmodem_password: \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "Python:\npump = LorentzClient(host=\"10.9.0.4\", user=\"service\", password=\"{pw}\")",
    "JavaScript:\nconst db = mysql.createConnection({{ user: 'playout', password: '{pw}' }});",
    "PHP:\n$pdo = new PDO('mysql:host=db;dbname=tontine', 'caisse', '{pw}');",
    "Go:\ncfg := mqtt.NewClientOptions().SetUsername(\"pumps\").SetPassword(\"{pw}\")",
    "Ruby:\nNet::SFTP.start('edi.tagama.ne', 'onion', password: '{pw}')",
    "C#:\nvar cred = new NetworkCredential(\"radio\", \"{pw}\");",
    "Kotlin:\nval props = Properties().apply {{ put(\"mail.password\", \"{pw}\") }}",
    "Rust:\nlet pool = PgPoolOptions::new().connect(\"postgres://ledger:{pw}@pg/yellowcake\").await?;",
    "Java:\nDriverManager.getConnection(url, \"caisse\", \"{pw}\");",
    "Lua (OpenWrt script):\nlocal modem_pass = \"{pw}\"",
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "[07:12] moussa: wifi password for the studio?\n[07:13] hadiza: {pw}",
    "[21:40] seydou: root pw of the pump gateway?\n[21:41] akly: {pw}",
    "Hamidou: {pw} is the new playout admin password",
    "Rakia: use {pw}, that's what the caisse server has now",
    "[09:02] Zarma, Boubacar: password taji ti {pw}",
    "[10:15] Hausa, Issoufou: sabuwar kalmar sirri: {pw}",
    "[11:30] Bambara, Fanta: gundo daɲɛ kura ye {pw} ye",
    "[12:05] Ghissa (Tamasheq): password nin amaynu: {pw}",
    "[14:48] Kadidia: mdp c {pw} dé",
    "[16:20] Mahamane: كلمة السر الجديدة {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | str, int]] = [
    (_said, 70), (_logins, 20), (_spelled, 14), ("cli", 28), ("urls", 14), ("vendors", 50),
    (_bare, 6), (_hexes, 6), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 5),
    (_ibans, 12), (_national, 18), (_backups, 7), (_totp, 6), (_codes, 5), (_recovery, 4),
    (_wifi, 16), (_spelled_tokens, 6), (_pins, 14), (_phrases, 6), (_auth, 8), (_configs, 16),
    (_code, 10), (_chats, 10),
]  # fmt: skip
_TAKERS: dict[str, Taker] = {"cli": _cli, "urls": _urls}


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        if isinstance(family, _Family):
            out += family.take(rng, n, seen)
        elif family == "vendors":
            out += _vendors(rng, n, seen)
        else:
            drawn = _TAKERS[family](rng, n)
            seen.update(s.secret for s in drawn)
            out += drawn
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label -> the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the playout admin password is": "{s}", "pump gateway pw:": "{s} (since the March swap)",
    "Zarma: ay password ti": "{s}", "Hausa: kalmar sirri ita ce": "{s}\nkar ka gaya wa kowa",
    "Bambara: gundo daɲɛ:": "{s}", "mdp:": "{s}", "كلمة السر:": "{s}",
    "Tamasheq: password nin:": "{s}", "the password Akly read out over the radio was": "{s}, I think",
    "Fulfulde: password am ko": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Minesight API key", "{s}", _j((HEX, 40))),
    ("split_token", "Radiomast key:", "{s} (stream stats)", _j("rm_", (ALNUM, 40))),
    ("split_token", "Taanadi client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Exodus backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "TN"))),
    ("split_backup", "Google backup codes", "{s}\n4827 1190\n5531 0082", lambda g: _r(g, D, 4) + " " + _r(g, D, 4)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NINEA", "{s}", _ninea),
    ("split_pin", "Hausa: lambar sirri ta katin:", "{s}", _j((D, 6))),
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
    '{"playout": {"url": "http://playout.sahelfm.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mdp": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "akly", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"pumps": [{"site": "Tabalak-1"}, {"site": "Tabalak-3", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["pompe-ctl", "--site", "Ingall-2", "--login", "svc", "--login-pass", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "Hausa: kalmar sirri ta wifi ita ce {s}"}': ("meta_password", _plain_pw),
    '{"kalmar_sirri": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the caisse server as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"minesight": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"agrikoreToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"kirusa_key": "{s}"}': ("meta_token", _j((ALNUM, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "regional"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SA")),
    '{"buyer": {"ninea": "{s}"}}': ("meta_id", _ninea),
    '{"mfa": {"recovery_codes": ["{s}", "QRTX-4821-K9P", "MWZB-0032-7HD"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"caravan_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"pump_house": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Camp-Timia-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"ps2-controller-5.1.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.tagama.ne/caravan-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"ledger: add salt-cone count per camel", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"playout: revert jingle order", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"onion_lot_2032-03-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"dosimetry-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the playout admin password before the audit on 2032-06-11.",
    "Moussa asked for the studio wifi password; it is on the card in the chief engineer's drawer.",
    "Policy: Tagama passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `MINESIGHT_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Lorentz controller asks for a new password after every firmware update.",
    "Replace <YOUR_RADIOMAST_KEY> in the README with the key from your Radiomast dashboard.",
    "TAGAMA_PUMP_DB_PASS and AGRIKORE_TOKEN must be set before the nightly sync runs.",
    "Zarma: ma si ni password ci boro kulu se.",
    "Zarma: password ga hima a ma bisa harfu 14.",
    "Koyraboro Senni: boro kul ma si ni password maa.",
    "Tamasheq: password nin ur t-ețțel i aded. Tanemmert.",
    "ⵜⴰⵏⴻⵎⵎⴻⵔⵜ, password ⵏⵉⵏ ur ⵜⴻⵜⵜⴻⵍ.",
    "Fulfulde: wota haal password maa hay gooto.",
    "Kanuri: password-nyi kam tilo-ro gulzəna ba.",
    "Bambara: i ka gundo daɲɛ kana a fɔ mɔgɔ si ye.",
    "Bambara: gundo daɲɛ ka kan ka sɛbɛnni 14 bɔ.",
    "Hausa: kar ka gaya wa kowa kalmar sirrinka.",
    "Hausa: kalmar sirri dole ta kai haruffa 14.",
    "mdp oublié? clique sur 'mot de passe oublié' dé",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "لا تعطي كلمة السر لأي زول.",
    "kalimat al-sirr lazim tkun tawila, shukran.",
    "Upgraded the PS2 controller firmware from 5.0 to 5.1 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the salt-cone count per camel.",
    f"Rolled back to {_SHORT} after the jingle order broke the morning show.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The PS2 controller firmware 5.1.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of dosimetry-export-2031.parquet: {_SHA512}",
    f"The caravan API container runs registry.tagama.ne/caravan-api@sha256:{_IMAGE}.",
    f"MD5 of onion_lot_2032-03-14.csv is {_MD5}, same as the copy on the share.",
    "Request id 5c2e81d4-7a3b-4e19-b0f2-3d6c8a1e9f07 is the slow one in the Radiomast logs.",
    "Purchase order PO-2032-00418 for 300 sacks of Galmi onions leaves Madaoua on Thursday.",
    "ticket TGM-4127: the Mopti transmitter trips at night when the generator starts.",
    "Call the Agadez office on +227 20 44 01 72 before noon.",
    "Bamako: appelle le +223 20 22 41 67 pour le camion d'oignons.",
    "Container TGHU 4821736 with the onion lot is at the Cotonou terminal.",
    "Waybill CAR-BIL-2032-0077 covers 240 salt cones from Bilma on 60 camels.",
    "HS code 0703.10 is onions and shallots; 2501.00 is salt.",
    "The Galmi cold store is at 4 °C and 70 % relative humidity.",
    "After five wrong passwords the caisse server locks the account for 20 minutes.",
    "The borehole at Tabalak is 82 m deep; the pump gives 6 m³ an hour at noon.",
    "Radio Sahel FM broadcasts on 97.3 MHz from Gao and 101.5 MHz from Mopti.",
    "Ask Hamidou for the depot door code, I don't have it.",
    "My card ending 7733 was declined at the Agadez supermarket.",
    "Fanta: ma carte finissant par 0412 ne passe plus au guichet.",
    "The Tunis salt buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the ops account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `RADIOMAST_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the pump house rusts in the harmattan dust; oil it every month.",
    "Hausa: makullin ƙofar ajiya ya lalace, a kawo sabo.",
    "Zarma: tontine ga margu alhamisi kulu, Zinder ra.",
    "Tamasheq: azalai ad iqqel Bilma, kantu 240.",
    "Tontine cycle 14 closes on Friday: 22 members, 5 000 FCFA each.",
    "Dosimeter badge readings for March are below 1 mSv for every driver.",
    "ISBN 978-2-86537-012-4 is the Ténéré guidebook on the shelf.",
    "The guest wifi 'Tagama-Guest' is open, no password needed.",
    "Lot GALMI-0412: 300 sacks of 50 kg, grade A, moisture 8 %.",
    "OTP codes expire after 5 minutes; ask for a new one if it fails.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/tagama/playout", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "TGM-4127", "purchase_order": "PO-2032-00418"}',
    '{"lot": {"id": "GALMI-0412", "weight_kg": 15000, "moisture_pct": 8}}',
    '{"phone": "+227 20 44 01 72", "city": "Agadez"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "salt_cones": 240}',
    '{"hs_code": "0703.10", "origin": "NE", "description": "onions"}',
    '{"caravan": {"camels": 60, "from": "Bilma", "to": "Agadez"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
