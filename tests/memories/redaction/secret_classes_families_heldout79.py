# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, seventy-ninth corpus: written blind to the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to seventy-eighth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/`, the tuning corpus, the round corpora, the corpora
written at the same time, any test, the reports nor the value model's trainer, and the scrubber was
never run on it. Its own seed, password words, names, places, templates, tools, vendors and layouts,
the way the instructors, boat crew, chamber operators, gear-shop staff and reef-survey team of a
scuba diving school (Moray Shelf Dive Academy, fictional: a school and its Gear Loft shop at Anilao
in Mabini, the dive boat MV Tatala, a recompression chamber by Subic Bay, a reef-survey team working
Romblon, Ticao Pass, Semporna and Mabul and Orchid Island, staff from Iraraley, Wulai, Nanzhuang,
Botolan, Cobrador, San Jacinto, Bohey Dulang and Sagada, and visiting instructors from Europe,
Japan, Korea and Taiwan) leak secrets into an assistant's memory: Viber, LINE, Telegram, Messenger,
WhatsApp, Zalo, imo, Teams, Google Chat, Signal, Discord, Element, Skype, Slack, Mattermost, Zulip,
Rocket.Chat, Threema, Wire, Keybase and KakaoTalk pastes, Apple Notes, Google Keep, Obsidian, Bear
and Joplin notes to self, Jira, Zendesk, Freshdesk, ClickUp, Trello, Asana and Notion tickets and
pages, Intercom transcripts, e-mails, runbooks, incident notes, README fragments, shell history
(zsh, bash, PowerShell, tmux, the VS Code, Windows Terminal, GNOME Terminal, iTerm2 and Alacritty
terminals, Blink Shell, Termius, JuiceSSH, ConnectBot, PuTTY), connection strings, configs,
voice-dictated text and requests to the assistant itself, about the web pages and apps of the
school's compressors, chambers, gas analysers, dive computers, cameras, ROVs, underwater GPS,
outboards and shop systems (Nuvair, Haux, Perry Baromedical, Oxyheal, Sechrist, OxyCheq, Divesoft,
SeaLife, Nauticam, Ikelite, Backscatter, BlueROV2, QYSEA, Boxfish, Chasing, Water Linked, Seabob,
Tohatsu, Suzuki, Tecline and the rest of the vendors below). About 40 % of the scored texts are in
other languages than English (the rest English or language-neutral config and shell): Yami (Tao, of
Orchid Island), Atayal (Squliq), Saisiyat, Sambal (Sambali, of Zambales), Romblomanon, Masbatenyo,
Sinama (Central Sama, of Semporna) and Kankanaey, which no earlier docstring names (written by a
non-speaker from a small kit of words each, mixed with the loanwords "password", "wifi", "API key",
"IBAN", "username", "passport" and "kandado" as their speakers text: approximations, checked by no
speaker), and Tagalog, Cebuano, Traditional Chinese (as written in Taiwan), Malay, Indonesian,
Japanese, Korean, German, French, Spanish, Russian, Italian and Dutch in wordings of their own
(Czech only around a seed phrase). Tools none of heldouts 5 to 78 names: nexus3-cli (`nexus3
login`), Tomb (`tomb open --tomb-pwd`), Tarsnap's scrypt (`scrypt enc -P`), orzdba, Aerospike's
asrestore, logstash-keystore, the NiFi Toolkit (`cli.sh nifi`, `tls-toolkit.sh`), Flowise, Langflow
and AList (`alist admin set`), with the configs of Subsurface, kafkactl, kaf, AKHQ, Litestream,
Flowise, Langflow, nexus3-cli and NiFi, beside common commands and configs in layouts of its own.
Vendors (PADI, NAUI, TDI-SDI, Divers Alert Network, Mares, Scubapro, Cressi, Aqua Lung, Apeks,
Deepblu, DiveMate, MacDive, Zentacle, Dive Assure, Orioly, Magicseaweed, C-MAP, Reef Check,
CoralNet, Allen Coral Atlas, Supervisely, ReefCloud, DiveAdmin, Diveboss, Dive Shop 360, MySSI,
LeisurePro, Fourth Element, Nauticam, Water Linked, QYSEA, Boxfish, Divesoft, Sea Tow, Sailo, Haux
and Perry Baromedical, and a dotenv-vault `DOTENV_KEY`) are ones heldouts 5 to 78 do not name, and
nor are the wallets (Fox Wallet, Sugi, MyCrypto, Obvious, Coin Wallet). The ids are kinds heldouts 5
to 78 do not use: the residence permits for Hong Kong and for Macao residents (eighteen digits from
810000 and 820000, drawn until python-stdnum's `cn.ric` validates the ISO 7064 check digit, the
birth date and the issuing code), and, unchecked (no library module checks them and no check-digit
algorithm is written here; each is drawn in a plausible shape of its document), the Philippine ACR
I-Card number, a US VA claim file number, a TRICARE DoD Benefits Number, Manitoba's PHIN, a Japanese
special permanent resident certificate number, a Zambian NAPSA number, an Algerian CNAS number, a
Taiwan exit and entry permit number and a Philippine MARINA seafarer registration number (SRN);
passports under Yami, Atayal, Saisiyat, Sambal, Romblomanon, Masbatenyo, Sinama and Kankanaey words
(Taiwanese, Philippine and Malaysian shapes), likewise unchecked. Card numbers pass Luhn (RuPay,
Mir, Elo and Dankort prefixes drawn here and checked with python-stdnum's `luhn`, beside Visa,
Mastercard, Amex and JCB from the value helpers). The IBANs are of countries used least by a rough
count over heldouts 5 to 78 (Belarus, Costa Rica, Gibraltar, Iraq, Lebanon and Russia, each in five
earlier corpora, and Timor-Leste and São Tomé and Príncipe, each in six), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Korean, Traditional Chinese, Japanese,
Italian, Russian and Czech lists.
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
from stdnum.cn import ric as cn_ric

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 48_101_320
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


_FISH = ["Nudibranch", "Frogfish", "Mandarinfish", "Batfish", "Cuttlefish", "Seahorse", "Pygmy",
         "Thresher", "Manta", "Lionfish", "Moray", "Anthias", "Triggerfish", "Barracuda",
         "Wobbegong", "Flamboyant", "Ghostpipe", "Harlequin"]  # fmt: skip
_KIT = ["Regulator", "Octopus", "Snorkel", "Wetsuit", "Nitrox", "Reefhook", "Drysuit", "Backplate",
        "Spool", "Yoke", "Lanyard", "Buoy", "Fins", "Weightbelt", "Manifold", "Tatala"]  # fmt: skip
_PLACES = ["Anilao", "Mabini", "Tingloy", "Subic", "Botolan", "Iba", "Romblon", "Cobrador",
           "SanJacinto", "Ticao", "Semporna", "Mabul", "Bohey", "Sagada", "Besao", "Lanyu",
           "Iraraley", "Imorod", "Yayo", "Wulai", "Nanzhuang", "Donghe"]  # fmt: skip
_NAMES = ["Sinan", "Syapen", "Yumin", "Watan", "Yayut", "Pasang", "Tahes", "Bonay", "Ramil",
          "Lorna", "Jericho", "Marites", "Rodel", "Analyn", "Nestor", "Jainal", "Nurhaida",
          "Sarapil", "Kalbi", "Dangwa", "Todiyan", "Annelies", "Matthias", "Solene", "Yuki",
          "Jiho", "Pavel", "Chiara", "Marisol", "Kaiwen", "Dewi", "Hafiz"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=_"
_LEET = ["Nud1br4nch", "Fr0gf1sh", "M4nt4R4y", "B4rr4cud4", "S34h0rs3", "Cutt13f1sh", "M0r4yEel",
         "L10nf1sh", "Thr3sh3r"]  # fmt: skip


def _depth(g: random.Random) -> str:
    """A fish, a depth in metres and a mark: how the boat crew builds one."""
    return f"{g.choice(_FISH)}{g.choice([5, 12, 18, 24, 30, 40, 45, 60])}m{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _manager(g: random.Random) -> str:
    """Four random groups of four, both cases and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.choice(_KIT)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_FISH, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2034)) + g.choice(_SYMBOLS),
    _depth,
    lambda g: f"{g.choice(_PLACES).lower()}-{g.choice(_KIT).lower()}-{g.randrange(1960, 2034)}",
    lambda g: f"Dive{g.randrange(100, 1000)}{g.choice(_FISH)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_KIT).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Loves{g.choice(_FISH)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Viber group 'Moray Shelf crew', Ramil: the Nuvair compressor panel password is {pw}",
    "LINE from Kaiwen: SeaLife cloud album password {pw}",
    "Telegram, #boat-ops: C-MAP Embark account password {pw}",
    "Messenger from Lorna: Tohatsu outboard diagnostic laptop password {pw}",
    "WhatsApp, Jainal: the Suzuki DF140 service tool password is {pw}",
    "Zalo message from Dewi: Haux Starmed chamber PC password {pw}",
    "imo call note, Marites: Perry Baromedical console password {pw}",
    "Teams chat, chamber ops: Oxyheal control panel password {pw}",
    "Google Chat, Todiyan: Sechrist monoplace chamber service menu password {pw}",
    "Signal from Matthias: Divesoft account password {pw}",
    "Discord #reef-survey: ReefCloud uploader account password {pw}",
    "Element room 'survey', Nurhaida: CoralNet annotator password {pw}",
    "Skype chat: Allen Coral Atlas account password {pw}",
    "Viber from Nestor: the Seabob F5 app password is {pw}",
    "Slack #gear-loft: Dive Shop 360 back office password {pw}",
    "Mattermost ~front-desk: DiveAdmin manager password {pw}",
    "Zulip stream 'boat': Diveboss scheduler password {pw}",
    "Rocket.Chat #chamber: OxyCheq calibration laptop password {pw}",
    "Threema from Annelies: Nauticam dealer portal password {pw}",
    "Wire chat, Chiara: Ikelite dealer portal password {pw}",
    "Keybase chat: Backscatter pro account password {pw}",
    "LINE group 'Lanyu trip': Water Linked UGPS web UI password {pw}",
    "KakaoTalk from Jiho: BlueROV2 companion web password {pw}",
    "Telegram from Pavel: QYSEA FIFISH app account password {pw}",
    "Viber, Rodel: Boxfish ROV topside password {pw}",
    "Messenger, Analyn: Chasing M2 Pro app password {pw}",
    "note to self: Scubapro LogTRAK account password {pw}",
    "note to self: Mares dealer B2B password {pw}",
    "Apple Notes 'boat': Sea Tow membership portal password {pw}",
    "Google Keep: Tecline dealer login password {pw}",
    "Obsidian daily note: Zentacle account password {pw}",
    "Bear note 'chamber': Perry monitoring PC password {pw}",
    "Joplin note: the Orioly back office password is {pw}",
    "Jira DIVE-412: MacDive sync account password {pw} stopped working",
    "Zendesk ticket 88213: PADI Pros site password {pw}, please reset",
    "Freshdesk #5120: NAUI Pro portal password {pw} no longer accepted",
    "ClickUp task: rotate the Cressi dealer portal password, now {pw}",
    "Trello card 'Gear loft': Aqua Lung B2B portal password {pw}",
    "Asana task: Apeks service bench laptop password {pw}",
    "Notion page 'MV Tatala': the bridge PC password is {pw}",
    "Hi Ramil,\n\nthe root password on the chamber log server is {pw}. Delete this mail once it's in the vault.\n\nSalamat,\nLorna",
    "Incident 2033-02-08: the Haux chamber PC at Subic sat on the guest wifi with password {pw}",
    "Runbook: chamber treatment logging\n1. start the Perry console\n2. log in as operator\n3. password {pw}\n4. open a new treatment record",
    "README (gear loft server)\nthe Dive Shop 360 sync box is at https://pos.morayshelf.lan, admin password `{pw}`.",
    "my BPI online password is {pw} now",
    "can you remember my Maybank2u password? it's {pw}",
    "the Chunghwa Post e-banking password is {pw}",
    "dictated: the Nuvair compressor panel password is {pw} period",
    "after the reset the DiveAdmin password became {pw}",
    "remember this for me: Divers Alert Network member portal password {pw}",
    "password no email ko: {pw}",
    "akokay, password no wifi do vahey: {pw}",
    "Sinan: vayo a password no server am {pw}, ji mo ipanci",
    "password na email maku: {pw}",
    "Lokah su! password na wifi ngasal: {pw}",
    "Yumin: password na server hiya {pw}, ini pkbaq tayal",
    "ka password no email ma'an: {pw}",
    "ka password no wifi ka taew: {pw}",
    "Tahes: ka password no server {pw}",
    "Hay password nin email ko: {pw}",
    "hay password nin wifi ha bali: {pw}",
    "Ramil: hay bayo a password nin server ay {pw}, ahe mo ibaga",
    "Ang password kang email nakon: {pw}",
    "ang password kang wifi sa balay: {pw}",
    "Rodel: ang bag-o nga password kang server ay {pw}",
    "An password san email ko kay {pw}",
    "an password san wifi sa balay: {pw}",
    "Nestor: an bag-o nga password san server kay {pw}",
    "password email ku: {pw}",
    "password wifi ma luma': {pw}",
    "Jainal: password baha'u server iyu {pw}, da'a pahatiin",
    "Nan password nan email ko et {pw}",
    "nan password nan wifi id baey: {pw}",
    "Dangwa: nan baro ay password nan server et {pw}",
    "pare, ang password ng laptop ng compressor ay {pw}",
    "ang password sa laptop sa bangka kay {pw}",
    "潛水店收銀機的密碼是 {pw}",
    "kata laluan komputer kedai selam ialah {pw}",
    "kata sandi laptop di kapal: {pw}",
    "減圧チャンバーのPCのパスワードは {pw} です",
    "다이빙샵 컴퓨터 비밀번호: {pw}",
    "Das Passwort für den Kompressor-Laptop ist {pw}",
    "le mot de passe du portable du bateau : {pw}",
    "la contraseña de la compu del barco es {pw}",
    "пароль от ноутбука на лодке — {pw}",
    "la password del portatile della barca è {pw}",
    "wachtwoord van de laptop in de duikwinkel: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["sinan", "syapen.t", "yumin", "watan", "yayut.l", "pasang", "tahes", "bonay", "ramil",
          "lorna.d", "jericho", "marites", "rodel.f", "analyn", "nestor", "jainal", "nurhaida",
          "sarapil", "kalbi", "dangwa", "todiyan", "annelies", "matthias.k", "solene", "yuki.m",
          "jiho", "pavel", "chiara", "marisol", "kaiwen", "svc-chamber", "frontdesk"]  # fmt: skip
_LOGINS = [
    "Viber, Ramil: the Nuvair panel login is {u} / {pw}",
    "Zendesk #88240: {u} locked out of DiveAdmin, last password {pw}",
    "user {u} pass {pw}",
    "Notion › Boat › MV Tatala › chartplotter: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Perry console | {u} | {pw} |",
    "log into Diveboss as {u} using {pw}",
    "Boxfish topside {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: chamber-log\n  user: {u}\n  pass: {pw}",
    "LINE: account {u}, password {pw}",
    "Jericho says the Haux login is {u} and the password is {pw}",
    "system,user,password\nreefcloud,{u},{pw}",
    "ssh {u}@chamber-log.morayshelf.lan (pw {pw})",
    "ngaran ko {u}, password {pw}",
    "lalu maku {u}, password {pw}",
    "ka username ma'an {u}, ka password {pw}",
    "hay username ko {u} tan hay password {pw}",
    "ang username nakon {u}, ang password {pw}",
    "an username ko {u} ngan an password {pw}",
    "username ku {u} maka password ku {pw}",
    "nan username ko et {u} ya nan password et {pw}",
    "username {u} at password {pw}, pre",
    "帳號 {u}，密碼 {pw}",
    "nama pengguna {u}, kata laluan {pw}",
    "ユーザー名：{u} / パスワード：{pw}",
    "계정 {u}, 비밀번호 {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["nudibranch", "frogfish", "tatala", "lepa", "bangka", "hagfish", "anthias",
               "wobbegong", "cowrie", "triton", "sargassum", "halimeda", "flying", "bubbles",
               "reefhook", "ghostpipe", "sagada", "mabul"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lowercase, then the number {d}",
    "password: {w}, and straight after it {d}",
    "for the chamber PC it's {w} with {d} on the end",
    "voice note: the boat wifi password is {w} then {d}, no spaces",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the digits together",
    "password am so {w}, ta {d}",
    "password hiya {w}, ru {d}",
    "hay password ay hay salita {w}, tan {d}",
    "an password kay an pulong {w}, dayon {d}",
    "password iyu bissala {w}, pasal {d}",
    "nan password et nan sao ay {w}, sa et {d}",
    "ang password ay ang salitang {w}, tapos {d}",
    "密碼是 {w} 這個字，後面接 {d}",
    "パスワードは「{w}」という単語のあとに {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "nexus3 login -U https://nexus.morayshelf.lan -u {u} -p '{pw}' --no-x509_verify",
    "tomb open reefdata.tomb -k reefdata.tomb.key --unsafe --tomb-pwd '{pw}'",
    "echo '{pw}' | scrypt enc -P survey-2033.tar survey-2033.tar.enc",
    "orzdba -mysql -h booking-db.morayshelf.lan -u {u} -p '{pw}' -C 10",
    "asrestore -h aero.morayshelf.lan -U {u} --password='{pw}' -d /backup/logbook",
    "echo '{pw}' | bin/logstash-keystore add ES_PWD --stdin",
    "bin/cli.sh nifi pg-list -u https://nifi.morayshelf.lan:8443 -bau {u} -bap '{pw}'",
    "./bin/tls-toolkit.sh standalone -n nifi.morayshelf.lan -K '{pw}' -P '{pw}' -S '{pw}'",
    "npx flowise start --FLOWISE_USERNAME={u} --FLOWISE_PASSWORD={pw}",
    "langflow superuser --username {u} --password '{pw}'",
    "./alist admin set '{pw}'",
    "mysql -h booking-db.morayshelf.lan -u {u} -p'{pw}' bookings",
    "PGPASSWORD='{pw}' psql -h pg.morayshelf.lan -U {u} logbook",
    "sshpass -p '{pw}' ssh {u}@chamber-log.morayshelf.lan",
    "curl -u {u}:{pw} https://diveadmin.morayshelf.lan/api/v1/bookings",
    "redis-cli -h redis.morayshelf.lan -a '{pw}' keys 'cart:*'",
    "docker login registry.morayshelf.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "smbclient //nas.morayshelf.lan/photos -U {u}%{pw}",
    "mongosh 'mongodb://{u}:{pw}@mongo.morayshelf.lan/survey'",
    "zip -P '{pw}' waivers-2033.zip waivers/*.pdf",
    "7z a -p'{pw}' medical-forms.7z medical/",
    "openssl enc -aes-256-cbc -in roster.csv -out roster.enc -pass pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' -c chamber-log.csv",
    "lftp -u {u},'{pw}' sftp://photos.morayshelf.lan",
    "xfreerdp /v:frontdesk-pc /u:{u} /p:'{pw}'",
    "net use Z: \\\\nas\\waivers /user:MORAY\\{u} {pw}",
    "rabbitmqctl add_user {u} '{pw}'",
    "mosquitto_pub -h mqtt.morayshelf.lan -u {u} -P '{pw}' -t chamber/pressure -m 2.8",
    "ipmitool -I lanplus -H 10.40.0.20 -U {u} -P '{pw}' power status",
    "wget --user={u} --password='{pw}' https://files.morayshelf.lan/charts/anilao.kap",
    "RSYNC_PASSWORD='{pw}' rsync -av photos/ {u}@nas.morayshelf.lan::photos",
    "ldapsearch -x -D 'uid={u},ou=staff,dc=morayshelf,dc=lan' -w '{pw}' -b dc=morayshelf,dc=lan",
    "sqlcmd -S sql.morayshelf.lan -U {u} -P '{pw}' -Q 'select 1'",
    "influx -host influx.morayshelf.lan -username {u} -password '{pw}' -database chamber",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "zsh ~ % {c}", "ramil@chamber-log:~$ {c}", "PS C:\\frontdesk> {c}",
    "root@boat-nuc:/srv# {c}", "history | grep:\n  512  {c}", "~/.bash_history:\n{c}",
    "Termius on the iPad, host gearloft: {c}", "tmux window 2 on the survey laptop: {c}",
    "VS Code terminal (reef-survey repo):\n{c}", "Windows Terminal, Ubuntu tab: {c}",
    "GNOME Terminal on the chamber PC: {c}", "iTerm2, tab 'pos': {c}", "Alacritty: {c}",
    "Blink Shell from the boat: {c}", "JuiceSSH on my phone: {c}",
    "ConnectBot session 'nas': {c}", "PuTTY session 'chamber-log': {c}",
    "指令我跑過的：{c}", "pinatakbo ko: {c}", "ang command nga gidagan nako: {c}",
    "arahan yang saya jalankan: {c}", "実行したコマンド：{c}", "command ko am: {c}",
    "command ku: {c}", "nan command ay inusar ko: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "redis://{u}:{pw}@redis.morayshelf.lan:6379/2",
    "postgres://{u}:{pw}@pg.morayshelf.lan:5432/logbook",
    "mysql://{u}:{pw}@booking-db.morayshelf.lan:3306/bookings",
    "mongodb+srv://{u}:{pw}@survey.x7kq2.mongodb.net/reef",
    "ftp://{u}:{pw}@photos.morayshelf.lan/2033/",
    "https://{u}:{pw}@nexus.morayshelf.lan/repository/pypi/simple",
    "rtsp://{u}:{pw}@boatcam.morayshelf.lan:554/Streaming/Channels/101",
    "clickhouse://{u}:{pw}@ch.morayshelf.lan:9000/sensors",
    "neo4j+s://{u}:{pw}@graph.morayshelf.lan:7687",
    "oracle+oracledb://{u}:{pw}@ora.morayshelf.lan:1521/?service_name=SHOP",
    "mssql+pyodbc://{u}:{pw}@sql.morayshelf.lan/GearLoft?driver=ODBC+Driver+18+for+SQL+Server",
    "Server=sql.morayshelf.lan;Database=GearLoft;User Id={u};Password={pw};TrustServerCertificate=True",
    "davs://{u}:{pw}@dav.morayshelf.lan/waivers",
    "postgresql+psycopg://{u}:{pw}@pg.morayshelf.lan/logbook",
]  # fmt: skip
_URL_PLACES = [
    "LOGBOOK_DATABASE_URL={c}", "Metabase connection, the old one: {c}",
    "save this DSN for me: {c}", "連線字串：{c}", "ito yung connection string: {c}",
    "Zendesk #88251: {c}", "Notion page 'Databases': {c}", "rentetan sambungan: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "moray-shelf-dive", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "bookings:read logs:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("PADI", "PADI_PROS_API_KEY", _j((HEX, 40))),
    ("NAUI", "NAUI_PRO_TOKEN", _j((URLSAFE, 43))),
    ("TDI-SDI", "TDISDI_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Divers Alert Network", "DAN_PARTNER_SECRET", _j((ALNUM, 40))),
    ("Mares", "MARES_CONNECT_TOKEN", _vendor_jwt("https://connect.mares.com")),
    ("Scubapro", "LOGTRAK_API_KEY", _j((UPPER_HEX, 32))),
    ("Cressi", "CRESSI_DEALER_KEY", _j("cr_live_", (ALNUM, 32))),
    ("Aqua Lung", "AQUALUNG_B2B_SECRET", _j((B64, 43), "=")),
    ("Apeks", "APEKS_SERVICE_TOKEN", _j((HEX, 64))),
    ("Deepblu", "DEEPBLU_API_TOKEN", _j((ALNUM, 48))),
    ("DiveMate", "DIVEMATE_SYNC_KEY", _j((LOWER_DIGITS, 40))),
    ("MacDive", "MACDIVE_CLOUD_TOKEN", _j((URLSAFE, 50))),
    ("Zentacle", "ZENTACLE_API_KEY", _j("zt_", (ALNUM, 36))),
    ("Dive Assure", "DIVEASSURE_PARTNER_KEY", lambda g: v.uuid4(g, "a")),
    ("Orioly", "ORIOLY_API_KEY", _j((HEX, 32))),
    ("Magicseaweed", "MSW_API_KEY", _j((HEX, 32))),
    ("C-MAP", "CMAP_API_KEY", _j((ALNUM, 32))),
    ("Reef Check", "REEFCHECK_DATA_TOKEN", _j((URLSAFE, 40))),
    ("CoralNet", "CORALNET_API_TOKEN", _j((HEX, 40))),
    ("Allen Coral Atlas", "ALLEN_ATLAS_API_KEY", _j((ALNUM, 39))),
    ("Supervisely", "SUPERVISELY_API_TOKEN", _j((ALNUM, 128))),
    ("ReefCloud", "REEFCLOUD_API_TOKEN", _vendor_jwt("https://api.reefcloud.ai")),
    ("DiveAdmin", "DIVEADMIN_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Diveboss", "DIVEBOSS_TOKEN", _j((B64, 60))),
    ("Dive Shop 360", "DS360_API_KEY", lambda g: v.uuid4(g, "9")),
    ("MySSI", "MYSSI_PARTNER_SECRET", _j((ALNUM, 44))),
    ("LeisurePro", "LEISUREPRO_AFFILIATE_TOKEN", _j((HEX, 40))),
    ("Fourth Element", "FOURTH_ELEMENT_B2B_KEY", _j((UPPER_HEX, 64))),
    ("Nauticam", "NAUTICAM_DEALER_KEY", _j((ALNUM, 24))),
    ("Water Linked", "WATERLINKED_API_KEY", _j((HEX, 32))),
    ("QYSEA", "QYSEA_APP_SECRET", _j((HEX, 32))),
    ("Boxfish", "BOXFISH_CLOUD_KEY", _j((URLSAFE, 48))),
    ("Divesoft", "DIVESOFT_CLOUD_TOKEN", _j((B64, 86), "==")),
    ("Sea Tow", "SEATOW_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Sailo", "SAILO_PARTNER_KEY", _j("sk_sailo_", (ALNUM, 32))),
    ("Haux", "HAUX_REMOTE_TOKEN", _j((UPPER_DIGITS, 40))),
    ("Perry Baromedical", "PERRY_SERVICE_KEY", _j((HEX, 48))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "fish: set -gx {env} {tok}",
    "PowerShell: $env:{env} = \"{tok}\"",
    "setx {env} {tok}",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok} -a moray-bookings",
    "heroku config:set {env}={tok} -a moray-bookings",
    "railway variables --set \"{env}={tok}\"",
    "kubectl create secret generic bookings --from-literal={env}={tok}",
    "docker run -e {env}={tok} morayshelf/bookings:3.1",
    ".github/workflows/sync.yml:\n    env:\n      {env}: {tok}",
    ".gitlab-ci.yml:\nvariables:\n  {env}: \"{tok}\"",
    "app.json: {{\"env\": {{\"{env}\": \"{tok}\"}}}}",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "ansible group_vars/boat.yml:\n{env}: \"{tok}\"",
    "DiveAdmin › Settings › Integrations › {vendor} › API key: {tok}",
    "Notion table 'Integrations': | {vendor} | live | {tok} |",
    "Trello card: rotate the {vendor} key {tok}",
    "Viber, Ramil: {vendor} key for the booking sync: {tok}",
    "Slack #ops: the {vendor} token in use now is {tok}, the old one is revoked",
    "Zendesk #88302: {vendor} sync returns 401, configured key {tok}",
    "Freshdesk #5188: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} 的 API 金鑰：{tok}",
    "API key ng {vendor}: {tok}",
    "ang API key sa {vendor} kay {tok}",
    "kunci API {vendor}: {tok}",
    "{vendor} のAPIキーは {tok}",
    "{vendor} API 키는 {tok}",
    "API-Schlüssel für {vendor}: {tok}",
    "clé d'API {vendor} pour le bateau : {tok}",
    "clave de API de {vendor}: {tok}",
    "ключ API {vendor} для магазина: {tok}",
    "chiave API di {vendor}: {tok}",
    "API-sleutel van {vendor}: {tok}",
    "API key no {vendor}: {tok}",
    "API key na {vendor}: {tok}",
    "ka API key no {vendor}: {tok}",
    "hay API key nin {vendor}: {tok}",
    "ang API key kang {vendor}: {tok}",
    "an API key san {vendor} kay {tok}",
    "API key {vendor} iyu {tok}",
    "nan API key nan {vendor} et {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    msw = _r(rng, HEX, 32)
    orioly = _r(rng, HEX, 32)
    deepblu = _r(rng, ALNUM, 48)
    waterlinked = _r(rng, HEX, 32)
    cmap = _r(rng, ALNUM, 32)
    dotenv = "key_" + _r(rng, HEX, 64)
    return [
        Sample("vendor_token", f'r = requests.get("https://magicseaweed.com/api/{msw}/forecast/?spot_id=4410")', msw),
        Sample("vendor_token", f"curl -H 'Authorization: Token {orioly}' https://api.orioly.com/v1/bookings?date=2033-03-18", orioly),
        Sample("vendor_token", f'const deepblu = new DeepbluClient("{deepblu}");', deepblu),
        Sample("vendor_token", f'let ugps = WaterLinkedAPI(baseURL: "https://ugps.morayshelf.lan", apiKey: "{waterlinked}")', waterlinked),
        Sample("vendor_token", f'res/values/secrets.xml:\n<string name="cmap_api_key">{cmap}</string>', cmap),
        Sample("vendor_token", f"DOTENV_KEY='dotenv://:{dotenv}@dotenv.org/vault/.env.vault?environment=production' npm start", dotenv),
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


_BARE_PLACES = ["{t}", "Viber: {t}", "it's only shown once, so:\n{t}", "ito yung token: {t}",
                "這個 token：{t}", "{t}\n^ the new one, the old one is revoked", "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 20), ".", (URLSAFE, 44)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES key of the Water Linked UGPS locator (hex): {h}": 32,
    "HMAC secret for the Orioly booking webhook: {h}": 64,
    "Bluetooth LE bonding key of the Divesoft Freedom computer: {h}": 32,
    "pre-shared key of the boat's IPsec link to the gear loft (hex): {h}": 64,
    "LoRaWAN AppKey of the reef temperature logger RT-14: {h}": 32,
    "encryption key of the chamber log export, hex: {h}": 48,
    "備份的加密金鑰：{h}": 64,
    "kunci penyulitan sandaran: {h}": 64,
    "nan encryption key nan backup: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zendesk #88317: copied out of the browser's network tab {t}",
    "Cookie: lang=en; ms_session={t}",
    "BOOKINGS_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token 是 {t}",
    "ito yung token ng booking API: {t}",
    "Intercom transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@morayshelf.ph"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://auth.morayshelf.ph/realms/school",
            "azp": "frontdesk",
            "roles": ["instructor", "boat"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key of the chamber log server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/bookings.morayshelf.ph.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"GOOGLE_SA_PRIVATE_KEY": "{key}", "project": "moray-bookings"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_boat <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zendesk #88330, pasted by the POS installer:\n{key}": ("PRIVATE KEY", "\n"),
    "private key ng server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the insurer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Fox Wallet recovery phrase, copying it off the steel plate: {p}": "english",
    "Sugi card wallet backup words\n{p}": "english",
    "Coin Wallet seed (the old reef-fund wallet, emptied): {p}": "english",
    "MyCrypto recovery words for the survey grant's account: {p}": "english",
    "voice memo: the Obvious wallet recovery words are {p} and that's all of them": "english",
    "Notion page 'Reef fund wallet (retired)': {p}": "english",
    "Fox Wallet 복구 구문: {p}": "korean",
    "Coin Wallet 助記詞：{p}": "chinese_traditional",
    "Sugi のリカバリーフレーズ：{p}": "japanese",
    "frase di recupero del portafoglio MyCrypto: {p}": "italian",
    "сид-фраза кошелька Obvious: {p}": "russian",
    "obnovovací fráze peněženky Coin Wallet: {p}": "czech",
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
        " / ".join(words),
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's, Mir's, Elo's, Dankort's: brands
    the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["6521", "6522", "6073", "8171", "508227"], [16])
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2204"], [16])
    if brand == "elo":
        return _card_of(rng, ["401178", "438935", "504175", "636368", "650031"], [16])
    if brand == "dankort":
        return _card_of(rng, ["5019"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Viber, Ramil: the school card for the Nuvair spare parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Zendesk #88344: charge the chamber service visit to card {c}",
    "我的卡號：{c}，{mm}/{yy}",
    "numero ng card ko: {c}, {mm}/{yy}",
    "nombor kad saya: {c}",
    "card no ko: {c}, {mm}/{yy}",
    "hay numero nin card ko: {c}",
    "an numero san card ko kay {c}, {mm}/{yy}",
    "nombor card ku: {c}",
    "nan numero nan card ko et {c}, {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "rupay", "mastercard", "amex", "mir", "jcb", "elo", "dankort"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, card security code {cvv}",
               "the little number printed on the back by the signature: {cvv}",
               "Amex {c}, the four digits on the front above the number: {cvv}",
               "卡片背面的三碼：{cvv}",
               "yung tatlong numero sa likod ng card: {cvv}",
               "an tulo nga numero sa likod san card kay {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 78 (five or six earlier corpora each);
# BBAN shapes (a, n, c and 0 as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"BY": "cccc" + "nnnn" + "c" * 16, "CR": "0" + "n" * 17, "GI": "aaaa" + "c" * 15,
                "IQ": "aaaa" + "n" * 15, "LB": "nnnn" + "c" * 20, "RU": "0" + "n" * 28,
                "TL": "n" * 19, "ST": "n" * 21}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice MS-2033-071: please pay the twelve aluminium tanks to {i} within 14 days",
    "save the partner dive shop's IBAN: {i}",
    "IBAN: {i}\nReference: Atauro reef survey, March",
    "Slack #finance: the liveaboard agent's new bank details, IBAN {i}",
    "我的 IBAN：{i}",
    "IBAN ko: {i}",
    "IBAN saya: {i}",
    "hay IBAN ko: {i}",
    "an IBAN ko kay {i}",
    "IBAN ku: {i}",
    "nan IBAN ko et {i}",
    "IBAN для оплаты снаряжения: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ric_ok(number: str) -> bool:
    """stdnum's RIC check: length, check digit, birth date and an issuing code valid at birth."""
    try:
        return cn_ric.is_valid(number)
    except KeyError:  # a birth before the code existed: stdnum reads a county that is not there
        return False


def _permit(code: str, first_year: int) -> Maker:
    """A residence permit for Hong Kong (810000) or Macao (820000) residents: eighteen digits
    like a mainland RIC, whose ISO 7064 check digit python-stdnum's `cn.ric` verifies."""

    def make(g: random.Random) -> str:
        def draw(h: random.Random) -> str:
            born = (
                f"{h.randrange(first_year, 2013)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
            )
            body = code + born + _r(h, D, 3)
            return body + cn_ric.calc_check_digit(body)

        return v.until(g, draw, _ric_ok)

    return make


def _ph_acr(g: random.Random) -> str:
    """A Philippine ACR I-Card (alien certificate of registration) number: a letter and nine
    digits, no public check."""
    return g.choice("EN") + g.choice("0123") + _r(g, D, 8)


def _va_file(g: random.Random) -> str:
    """A US VA claim file (C-file) number: eight digits, no public check."""
    return g.choice("23") + _r(g, D, 7)


def _dbn(g: random.Random) -> str:
    """A TRICARE DoD Benefits Number: eleven digits, no public check."""
    return g.choice("123456789") + _r(g, D, 10)


def _mb_phin(g: random.Random) -> str:
    """Manitoba's Personal Health Identification Number: nine digits, no check verified here."""
    return g.choice("1234") + _r(g, D, 8)


def _jp_spr(g: random.Random) -> str:
    """A Japanese special permanent resident certificate number: two letters, eight digits, two
    letters; no check verified here."""
    return _r(g, UPPER, 2) + _r(g, D, 8) + _r(g, UPPER, 2)


def _zm_napsa(g: random.Random) -> str:
    """A Zambian NAPSA social security number: nine digits, no public check."""
    return g.choice("12") + _r(g, D, 8)


def _dz_cnas(g: random.Random) -> str:
    """An Algerian CNAS social security number: twelve digits, the first two a birth year."""
    return f"{g.randrange(60, 100):02d}{_r(g, D, 10)}"


def _tw_entry(g: random.Random) -> str:
    """A Taiwan exit and entry permit number: ten digits, no public check."""
    return g.choice("123") + _r(g, D, 9)


def _ph_srn(g: random.Random) -> str:
    """A Philippine MARINA seafarer registration number (SRN): ten digits, no public check."""
    return "1" + _r(g, D, 9)


def _tw_passport(g: random.Random) -> str:
    """A Taiwanese passport: nine digits, the first a 3."""
    return "3" + _r(g, D, 8)


def _ph_passport(g: random.Random) -> str:
    """A Philippine e-passport: P, seven digits and a letter."""
    return "P" + _r(g, D, 7) + g.choice("ABC")


def _my_passport(g: random.Random) -> str:
    """A Malaysian passport: a letter and eight digits."""
    return g.choice("AH") + _r(g, D, 8)


_hk_permit, _mo_permit = _permit("810000", 1997), _permit("820000", 1999)
_ID_PLACES: dict[str, Maker] = {
    "港澳居民居住證號碼（香港學員）：{s}": _hk_permit,
    "residence permit number of the Hong Kong instructor trainee (港澳居民居住證): {s}": _hk_permit,
    "澳門學員的居住證號碼：{s}": _mo_permit,
    "residence permit for Macao residents, number {s}, for the liveaboard manifest": _mo_permit,
    "my ACR I-Card number is {s}, the Bureau of Immigration wants it on the work permit form": _ph_acr,
    "ACR I-Card no. of Annelies (the Dutch instructor): {s}": _ph_acr,
    "VA file number for the veterans' dive programme paperwork: {s}": _va_file,
    "TRICARE DoD Benefits Number of the Navy diver: {s}": _dbn,
    "Manitoba PHIN of the student from Winnipeg: {s}": _mb_phin,
    "特別永住者証明書番号：{s}": _jp_spr,
    "Yuki's special permanent resident certificate number: {s}": _jp_spr,
    "NAPSA number of the Lusaka instructor: {s}": _zm_napsa,
    "numéro d'immatriculation CNAS de l'instructrice d'Oran : {s}": _dz_cnas,
    "臺灣地區入出境許可證號碼：{s}": _tw_entry,
    "SRN ng kapitan ng bangka (MARINA): {s}": _ph_srn,
    "passport no ko: {s}": _tw_passport,
    "passport maku: {s}": _tw_passport,
    "ka passport no ma'an: {s}": _tw_passport,
    "hay passport ko: {s}": _ph_passport,
    "ang passport nakon: {s}": _ph_passport,
    "an numero san passport ko kay {s}": _ph_passport,
    "nombor passport ku: {s}": _my_passport,
    "nan passport ko et {s}": _ph_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["DiveAdmin 2FA backup codes\n{codes}", "spare login codes for the school's Microsoft 365 {codes}",
            "PADI Pros recovery codes: {codes}", "2FA 備用碼：\n{codes}",
            "mga backup code ng 2FA: {codes}", "kod sandaran 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Orioly:ramil@morayshelf.ph?secret={s}&issuer=Orioly&period=30",
              "Aegis, manual entry key for the Cressi dealer login: {s}",
              "2FAS setup key for the Sea Tow portal: {s}",
              "TOTP secret ng MySSI account: {s}"]  # fmt: skip
_CODES = ["Your BPI one-time PIN is {c}. Never share it.", "【中華郵政】您的驗證碼為 {c}，請於5分鐘內輸入",
          "Ang iyong verification code ay {c}. Huwag ibigay kahit kanino.",
          "Kod TAC Maybank2u anda ialah {c}", "確認コード：{c}（10分間有効）"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["MorayShelf-Boat", "MV-Tatala-Deck", "Anilao-Dive-5G", "PLDT_Anilao_4F2C",
          "GlobeAtHome_7A1B", "SmartBro-Romblon", "CHT-Lanyu-Homestay", "TaoHome-Iraraley",
          "Semporna-Jetty", "unifi-Mabul-5G", "Chamber-OpsNet", "GearLoft-POS", "Sagada-Inn",
          "Subic-Wreck-WiFi", "Ticao-Manta-Camp"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nkey: {pw}",
    "boat network {s}, password {pw}",
    "wifi at the chamber room: {s} / {pw}",
    "Raspberry Pi Imager, wireless LAN: SSID {s}, password {pw}",
    "the key on the sticker under the PLDT modem: {pw}",
    "潛水店 Wi-Fi {s} 的密碼是 {pw}",
    "password ng wifi {s}: {pw}",
    "kata laluan wifi {s} ialah {pw}",
    "password no wifi {s}: {pw}",
    "password na wifi {s}: {pw}",
    "hay password nin wifi {s}: {pw}",
    "an password san wifi {s} kay {pw}",
    "password wifi {s} iyu {pw}",
    "nan password nan wifi {s} et {pw}",
    "ESP32 logger sketch: WiFi.begin(\"{s}\", \"{pw}\");",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnopqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("cr_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_DIGITS, 32)),
                 _j("zt_", (ALNUM, 26)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[dictated over the radio from the boat] {t}",
          "(spaced out so the Viber preview hides it) {t}", "一個字一個字：{t}",
          "isa-isang letra: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["chamber room door keypad: {pw} then the green key", "gear locker combination: {pw}",
          "padlock on the tank store at Anilao: {pw}", "cash box in the gear loft, code {pw}",
          "ロッカーの暗証番号：{pw}", "code ng kandado sa bodega: {pw}",
          "kod kunci stor tangki: {pw}", "hay code nin kandado ha bodega: {pw}",
          "nan code nan kandado id bodega et {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["nudibranch", "frogfish", "batfish", "cowrie", "sargassum", "halimeda", "tatala",
                 "lepa", "bangka", "reefhook", "lanyard", "manifold", "seagrass", "triton",
                 "anemone", "gorgonian"]  # fmt: skip
_PHRASES = {"Buttercup vault passphrase for the crew logins: {p}": " ",
            "Psono master passphrase: {p}": " ",
            "Enpass master passphrase: {p}": "-", "VeraCrypt volume passphrase (medical forms): {p}": ".",
            "備份的通關密語：{p}": " ", "passphrase ng backup: {p}": "_",
            "nan passphrase nan backup et {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch 歷史紀錄：Authorization: Bearer {v}": False,
    "RapidAPI client, header Authorization = Basic {v}": True,
    "Yaak export of the Orioly call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "~/.config/Subsurface/Subsurface.conf:\n[CloudStorage]\nemail=ops@morayshelf.ph\npassword={pw}\nsave_password_local=true",
    "~/.config/kafkactl/config.yml:\ncontexts:\n  boat:\n    brokers:\n      - kafka.morayshelf.lan:9093\n    sasl:\n      enabled: true\n      username: sensors\n      password: {pw}",
    "~/.kaf/config:\nclusters:\n- name: chamber\n  brokers:\n  - kafka.morayshelf.lan:9093\n  SASL:\n    mechanism: SCRAM-SHA-512\n    username: kaf\n    password: {pw}",
    "akhq application.yml:\nakhq:\n  connections:\n    boat:\n      properties:\n        sasl.jaas.config: org.apache.kafka.common.security.scram.ScramLoginModule required username=\"akhq\" password=\"{pw}\";",
    "litestream.yml:\ndbs:\n  - path: /srv/logbook.db\n    replicas:\n      - type: sftp\n        host: nas.morayshelf.lan:22\n        user: litestream\n        password: {pw}",
    "Flowise packages/server/.env:\nFLOWISE_USERNAME=admin\nFLOWISE_PASSWORD={pw}",
    "Langflow 的 .env 檔：\nLANGFLOW_SUPERUSER=admin\nLANGFLOW_SUPERUSER_PASSWORD={pw}",
    "~/.nexus-cli:\n{{\"url\": \"https://nexus.morayshelf.lan\", \"username\": \"ci\", \"password\": \"{pw}\", \"x509_verify\": true}}",
    "nifi.properties:\nnifi.sensitive.props.key={pw}\nnifi.sensitive.props.algorithm=NIFI_PBKDF2_AES_GCM_256",
    "logstash pipeline chamber.conf:\noutput {{\n  elasticsearch {{\n    hosts => [\"https://es.morayshelf.lan:9200\"]\n    user => \"logstash_writer\"\n    password => \"{pw}\"\n  }}\n}}",
    "nan /etc/odoo/odoo.conf id gear loft:\n[options]\nadmin_passwd = {pw}\ndb_host = pg.morayshelf.lan",
    "wp-config.php (the gear loft shop):\ndefine( 'DB_PASSWORD', '{pw}' );",
    "Home Assistant secrets.yaml sa bangka:\nboat_nvr_password: {pw}",
    "~/.msmtprc:\naccount default\nhost smtp.morayshelf.ph\nuser bookings@morayshelf.ph\npassword {pw}",
    "rclone.conf dari laptop survey saya:\n[nas]\ntype = sftp\nhost = nas.morayshelf.lan\nuser = photos\npass = {pw}",
    "grafana.ini ng chamber server:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "Nextcloud config/config.php:\n  'dbuser' => 'nextcloud',\n  'dbpassword' => '{pw}',",
    "application.properties (booking API):\nspring.datasource.username=bookings\nspring.datasource.password={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Ramil: boat wifi password?\nLorna: {pw}",
    "[05:40] jericho: root pw for the chamber log box?\n[05:41] marites: {pw}",
    "Dewi: {pw} is the new DiveAdmin password",
    "Matthias: use {pw}, that's what the Nuvair panel has now",
    "陳凱文：新密碼是 {pw}",
    "Rodel: ang bag-ong password kay {pw}",
    "Sinan: vayo a password am {pw}",
    "Yayut: password hiya {pw}",
    "Nurhaida: password baha'u iyu {pw}",
    "Analyn: an bag-o nga password kay {pw}",
    "Todiyan: nan baro ay password et {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200dword: {pw}", "pa\u200bss\u200bword = {pw}", "pаssword → {pw}", "𝘱𝘢𝘴𝘴𝘸𝘰𝘳𝘥 {pw}",
    "𝕡𝕒𝕤𝕤𝕨𝕠𝕣𝕕: {pw}", "ᵖᵃˢˢʷᵒʳᵈ = {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "pass\u2063word: {pw}",
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
    "the Nuvair panel password is": "{s}", "Perry console pw:": "{s} (since the chamber refit in May)",
    "我的密碼是": "{s}", "DiveAdmin password": "{s}\nchange it after the season",
    "ang password ay": "{s}", "password no email ko:": "{s}", "hay password ay": "{s}",
    "Haux password": "{s}", "the password Jericho read out over the VHF was": "{s}, I think",
    "nan password et": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Orioly API key", "{s}", _j((HEX, 32))),
    ("split_token", "Zentacle key:", "{s} (dive-site sync)", _j("zt_", (ALNUM, 36))),
    ("split_token", "Dive Assure partner key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Fox Wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 02/37", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "CR"))),
    ("split_backup", "DiveAdmin recovery codes", "{s}\nqmtz-4417-k2p9\nwvra-0836-h7d3", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "港澳居民居住證號碼", "{s}", _hk_permit),
    ("split_phrase", "Buttercup passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"nuvair": {"url": "https://compressor.morayshelf.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"password_no_ko": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "jericho", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"chambers": [{"name": "monoplace"}, {"name": "multiplace", "console_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["orzdba", "-mysql", "-u", "dba", "-p", "{s}", "-C", "10"]}': ("meta_password", _plain_pw),
    '{"note": "潛水店電腦的密碼是 {s}"}': ("meta_password", _plain_pw),
    '{"kata_laluan": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Haux console as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"orioly": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"apeksToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"msw_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "11/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LB")),
    '{"instructor": {"acr_icard_no": "{s}"}}': ("meta_id", _ph_acr),
    '{"mfa": {"backup_codes": ["{s}", "qmtz-4417-k2p9", "wvra-0836-h7d3"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"reef_fund_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"ugps": {"aes_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"tank_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "MV-Tatala-Deck", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"haux-starmed-console-4.2.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/morayshelf/bookings:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"logbook: add nitrox fill log", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"bookings: revert export format", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"transect_T4_2033-01-19.jpg", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"reef-survey-2032.csv").hexdigest()

CLEAN = [
    "Remind me to change the Nuvair compressor panel password before the service visit on 2033-03-14.",
    "Ramil asked for the boat wifi password; it's on the laminated card in the wheelhouse.",
    "Policy: school passwords are at least 14 characters and live only in the crew vault.",
    "Please don't paste passwords into the Viber group; share a vault link instead.",
    "The `.env.example` line `ORIOLY_API_KEY=put-your-key-here` is a placeholder; the real key is in the vault.",
    "The Perry console asks for a new operator password after every software update.",
    "Replace <YOUR_MSW_KEY> in the README with the key from your Magicseaweed account.",
    "DIVEADMIN_API_KEY and PADI_PROS_API_KEY must be set before the nightly booking sync runs.",
    "Ji mo ipanci so password mo do tao.",
    "Ini pkbaq password su ki tayal.",
    "Ka password ma'an, izi ipaSbaki ka kapayraeh.",
    "Ahe mo ibaga hay password mo ha kahit hino.",
    "Indi mo pag-istorya ang imo password sa iba.",
    "Ayaw pag-istorya san imo password sa iba.",
    "Da'a pahatiin password nu ma saddi a'a.",
    "Adi yo ibaga nan password yo ed sinoman.",
    "Huwag ibigay ang password mo kahit kanino.",
    "Ayaw ihatag imong password bisan kinsa.",
    "請不要把密碼告訴任何人。",
    "Kata laluan mesti sekurang-kurangnya empat belas aksara.",
    "パスワードは定期的に変更してください。",
    "비밀번호는 다른 사람과 공유하지 마세요.",
    "Bitte das Passwort nie per Chat verschicken.",
    "Ne partagez jamais votre mot de passe, même avec l'équipe du bateau.",
    "La contraseña del sistema de reservas se cambia cada tres meses.",
    "Никому не сообщайте свой пароль.",
    "Upgraded the chamber log server from Ubuntu 22.04 to 24.04 and Subsurface to 6.0.5 over the weekend.",
    f"commit {_COMMIT} adds the nitrox fill log to the logbook API.",
    f"Rolled back to {_SHORT} after the booking export broke.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The Haux console firmware 4.2.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of reef-survey-2032.csv: {_SHA512}",
    f"The bookings container runs ghcr.io/morayshelf/bookings@sha256:{_IMAGE}.",
    f"MD5 of transect_T4_2033-01-19.jpg is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c1a72-8e4b-4d2f-9a61-5b7e0c2d8f43 is the slow one in the DiveAdmin logs.",
    "Booking BK-2033-04417 for four Open Water students starts on Monday.",
    "Zendesk #88213: the chamber room door alarm keeps tripping at night.",
    "Call the Anilao shop on +63 43 702 1184 before noon.",
    "Order SO-33-1029 from Mares ships 12 regulators and 6 octopus second stages.",
    "Treatment table 6 takes 4 h 45 min at 2.8 ATA with air breaks.",
    "Nitrox with 32 % oxygen gives a maximum operating depth of about 34 m at a PO2 of 1.4.",
    "After five wrong passwords DiveAdmin locks the account for 15 minutes.",
    "The MV Tatala is 22 m long and carries 24 divers and six crew.",
    "The secret of a good safety stop is slow, calm breathing.",
    "Ask Lorna for the gear locker combination, I don't have it.",
    "My card ending 4410 was declined at the Romblon hardware store.",
    "The Costa Rica dive shop wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the school's PADI Pros account and keep them in the safe.",
    "No wallet's support team will ever ask for your recovery phrase.",
    "Keep `MSW_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the tank store rusts in the salt air; oil it every month.",
    "Orioly moved the API key page under Settings › Developers in its June release.",
    "ISBN 978-971-12345-0-8 is the reef fish guide on the boat; ORCID iD 0000-0002-1825-0097 belongs to its co-author.",
    "The guest wifi 'MorayShelf-Guest' is open, no password needed.",
    "Dive log #1287: Twin Rocks, max depth 24.6 m, 52 min, water 27 °C, visibility 15 m.",
    "Version 3.4.1 of the booking app fixed the double-booking bug.",
    "Ang susunod na biyahe ng MV Tatala ay sa Sabado, alas-sais ng umaga.",
    "Ang chamber i-check matag Lunes ug Huwebes.",
    "蘭嶼的潛水行程在七月十二日出發，共三天。",
    "Bot ke Mabul bertolak pada pukul 7.30 pagi dari jeti Semporna.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/school/diveadmin", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "88213", "booking": "BK-2033-04417"}',
    '{"dive": {"site": "Twin Rocks", "max_depth_m": 24.6, "minutes": 52}}',
    '{"phone": "+63 43 702 1184", "city": "Anilao"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "tanks_filled": 148}',
    '{"request_id": "3f9c1a72-8e4b-4d2f-9a61-5b7e0c2d8f43", "status": 504}',
    '{"vessel": "MV Tatala", "capacity": 24, "next_trip": "2033-03-18"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
