# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, thirty-first corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirtieth held-out corpus as a format example, the fifth to thirtieth only to search them for the
languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`);
never `memories/redaction/`, the tuning corpus, the round corpora, their tests nor the reports, and
the scrubber was never run on it. Its own seed, password words, names, places, templates, tools,
vendors and layouts, the way the presenters, engineers and office of a network of community radio
stations (Lanternfish Radio Collective, from Plovdiv and Novi Sad to Darkhan, Madurai, Connemara,
Kasur, Oistins and Auki) leak secrets into an assistant's memory: Zello, Voxer, Marco Polo, Viva
Engage, Smuxi, Polari, Sylk, Linphone, Zoiper, MicroSIP, BigBlueButton, Galène, MiroTalk, Nostr
(Damus, Amethyst), Misskey, Lemmy, JioChat, Tchap, Meshtastic, JS8Call, Winlink, APRS, EchoLink,
Cisco Jabber, Lync, Sametime and Openfire pastes, Laverna, Blinko, HackMD, Archbee, Things 3,
OmniFocus, Any.do, Remember The Milk, Taskwarrior, Jotterpad, Zoho Notebook, Nimbus Note, Scrintal,
Taskade, Microsoft Loop, Whimsical, FigJam, Excalidraw, tldraw and Lucidspark notes to self,
HelpCrunch, Pivotal Tracker, Wrike, SupportBee, Zoho Desk, BMC Helix, ConnectWise, Kaseya, Syncro,
SuperOps, Trengo, Odoo Helpdesk and Roundup tickets, e-mails, runbooks, the history of the Oil
shell, ion and marcel, of Rio, Eterm, Deepin Terminal, the RStudio, Google Colab, Replit,
CodeSandbox, AWS Cloud9 and DevPod terminals, Babun, Far Manager, Midnight Commander's subshell,
Termora, Solar-PuTTY, SmarTTY, Chrome Secure Shell, minicom and picocom, commands of obs-cli,
megatools, git credential, zkCli, osslsigncode, steghide, linphonecsh, pjsua, sipsak, fs_cli,
turnutils_uclient, iperf3, netexec, UltraVNC, virt-install, knife, wrangler, ffplay, cvlc,
owncloudcmd, deluge-console, ristsender, srt-file-transmit, mariabackup, myloader,
pt-online-schema-change, gh-ost, pg_basebackup, sqlline, Oracle's exp, rman, dgmgrl and sqlldr,
sapcontrol and mpv, configs of ices2, SHOUTcast, Ampache, Mopidy, shairport-sync, SvxLink,
DMRGateway, ircDDBGateway, baresip, Asterisk's pjsip and iax, coturn, Janus, FreeSWITCH, snmpd,
HAProxy, DRBD, MediaWiki, Frappe, Joomla, fetchmail, mbsync, Haraka and Flussonic, the web pages
of broadcast, studio, power and telephony hardware (Nautel, GatesAir, Comrex, Tieline, Telos,
Wheatstone, Lawo, Orban, Inovonics, Deva, Elenos, RVR, DB Elettronica, Burk, Davicom, Sine Systems,
Barix, 2wcom, WorldCast, Digigram, AEQ, Prodys, Mayah, Sonifex, Yellowtec, Henry Engineering,
Meinberg, Riedel, Clear-Com, Unity Intercom, Tekron, DHD, Jutel, WideOrbit, Myriad, NexGen, Dalet,
Harmonic, Evertz, Ross Video, Eaton, Vertiv, Riello, Socomec, Yealink, Snom, Fanvil, Grandstream,
Gigaset, Issabel, VitalPBX, Wazo, Yeastar, Sangoma, Patton, Zyxel, D-Link, Kramer, Extron,
Lightware, QSC), README fragments, voice-dictated text and requests to the assistant itself. About
60 % English (or language-neutral config and shell), the rest in Bulgarian, Serbian (in Cyrillic),
Mongolian (in Cyrillic), Tamil, Irish, Urdu, Bajan Creole and Solomon Islands Pijin (no earlier
docstring names them), and Castilian Spanish, German, French, Brazilian Portuguese, Italian,
Russian, Polish, Turkish, Czech, Japanese, Korean and Simplified Chinese in wordings of their own.
Vendors (Captivate, Simplecast, Megaphone, Libsyn, Spreaker, Audioboom, Podigee, RSS.com, Castos,
Riverside, Zencastr, SquadCast, Cleanfeed, Otter.ai, Trint, Sonix, Happy Scribe, Resemble AI,
WellSaid Labs, Murf, Gracenote, Audible Magic, Soundcharts, Chartmetric, Songtradr, Epidemic Sound,
Audiomack, Radioplayer, TuneIn, StreamGuys, Triton Digital, AdsWizz, Radioking, Zeno.fm, Mixlr,
Listen Notes, Podchaser, Podtrac, StreamYard, Brightcove, JW Player, Kaltura, Donorbox, Givebutter,
Memberful, ePay.bg, QPay, Easypaisa) are ones heldouts 5 to 30 do not name; the national ids are
kinds they do not use: the US ABA routing number, Germany's Leitweg-ID, Spain's CUPS and
referencia catastral, the European EIC, Thailand's MOA number, France's SIREN and Monaco's TVA
number, each drawn until python-stdnum's module (`us.rtn`, `de.leitweg`, `es.cups`,
`es.referenciacatastral`, `eu.eic`, `th.moa`, `fr.siren`, `mc.tva`) validates it; Bulgarian and
Serbian identity card numbers, India's PRAN, a Tamil Nadu driving licence, Barbados' National
Registration Number, a Solomon Islands NPF member number and an Irish driving licence number,
which carry no check a library or this file verifies (no check-digit algorithm is written here);
passports under Mongolian, Urdu, Irish and Pijin words, likewise unchecked. Card numbers pass Luhn
(RuPay and Mir prefixes drawn here and checked with python-stdnum's `luhn`). The IBANs are of
countries used least by a rough count over heldouts 5 to 30 (Austria, Belgium, Switzerland,
Czechia, Denmark, Luxembourg, Norway and Sweden, each in two earlier corpora), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Spanish, Italian,
Czech, Russian, Korean and Simplified Chinese lists.
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
from stdnum.de import leitweg as de_leitweg
from stdnum.es import cups as es_cups
from stdnum.es import referenciacatastral as es_catastral
from stdnum.eu import eic as eu_eic
from stdnum.fr import siren as fr_siren
from stdnum.mc import tva as mc_tva
from stdnum.th import moa as th_moa
from stdnum.us import rtn as us_rtn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 31_482_617
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


_RADIO = ["Fader", "Dipole", "Jingle", "Skywave", "Carrier", "Crossfade", "Stinger", "Preamp",
          "Mixdown", "Splice", "Cuepoint", "Sidechain", "Talkback", "Feedline", "Groundwave",
          "Squelch", "Heterodyne", "Voiceover"]  # fmt: skip
_DISHES = ["Banitsa", "Kavarma", "Lyutenitsa", "Kachamak", "Pljeskavica", "Gibanica", "Prebranac",
           "Sarma", "Buuz", "Khuushuur", "Tsuivan", "Boodog", "Pongal", "Kothu", "Paniyaram",
           "Kuzhambu", "Boxty", "Coddle", "Colcannon", "Barmbrack", "Nihari", "Haleem", "Siri",
           "Khatai", "Coucou", "Conkies", "Cutters", "Souse", "Ulu", "Kumara", "Taro",
           "Pudding"]  # fmt: skip
_PLACES = ["Plovdiv", "Asenovgrad", "Smolyan", "Pazardzhik", "NoviSad", "Zrenjanin", "Sombor",
           "Subotica", "Darkhan", "Erdenet", "Zuunkharaa", "Sukhbaatar", "Madurai", "Dindigul",
           "Theni", "Sivakasi", "Carraroe", "Spiddal", "Clifden", "Oughterard", "Kasur", "Okara",
           "Sheikhupura", "Oistins", "Holetown", "Speightstown", "Auki", "Gizo", "Tulagi",
           "Munda"]  # fmt: skip
_NAMES = ["Stoyan", "Radka", "Ivaylo", "Tsvetelina", "Dragana", "Milovan", "Jelena", "Nebojsa",
          "Batbayar", "Oyunchimeg", "Temuulen", "Sarnai", "Selvi", "Murugan", "Karthik",
          "Meenakshi", "Aoife", "Ciaran", "Padraig", "Roisin", "Faisal", "Rabia", "Bilal",
          "Sadia", "Kemar", "Shontelle", "Trevor", "Alisha", "Manasseh", "Lily", "Clement",
          "Ruth"]  # fmt: skip
_SYMBOLS = "!#%&*?@+=~^$"
_LEET = ["Tr4nsm1tt3r", "D1p0l3", "Cr0ssf4d3", "Sk1w4v3", "J1ngl3", "Pr34mp", "F4d3r", "T4lkb4ck",
         "Squ3lch"]  # fmt: skip


def _dial(g: random.Random) -> str:
    """A dish and a frequency on the dial, the way a station jokes a password together."""
    return f"{g.choice(_DISHES)}{g.randrange(87, 108)}.{g.randrange(10)}FM{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of four, as a password manager's generator writes them."""
    return "-".join(_r(g, ALNUM, 4) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_RADIO)}{g.choice(_DISHES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "_".join(w.lower() for w in g.sample(_RADIO, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_PLACES)}{g.choice(_SYMBOLS)}{g.choice(_NAMES)}{g.randrange(1, 100):02d}",
    lambda g: _r(g, ALNUM + "#%@!^*", 16),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(1985, 2031)),
    _dial,
    lambda g: f"{g.choice(_NAMES).lower()}.{g.choice(_PLACES).lower()}.{g.randrange(1960, 2010)}",
    lambda g: "-".join(g.sample(_RADIO, 2)) + "-" + _r(g, D, 4),
    lambda g: _r(g, LOWER, 3) + _r(g, D, 2) + _r(g, UPPER, 3) + _r(g, D, 2) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_DISHES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Loves{g.choice(_DISHES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Zello channel 'tx-engineers', Kemar: the Nautel VS2.5 AUI password is {pw}",
    "Voxer from Shontelle: GatesAir Flexiva exciter web password {pw}",
    "Marco Polo video from Ciarán, transcribed: the Comrex ACCESS NX password is {pw}",
    "Viva Engage post in 'Studio Ops': Tieline Gateway codec admin password {pw}",
    "Smuxi #lanternfish-news <radka> the Telos Z/IPStream R/2 password is {pw}",
    "Polari, #engineering: Wheatstone Blade-4 web password {pw}",
    "Sylk chat with Murugan: Lawo ruby console admin password {pw}",
    "Linphone chat, ext 204: the Orban Optimod 8700i password is {pw}",
    "Zoiper IM from Batbayar: Inovonics SiteStreamer+ password {pw}",
    "MicroSIP message, Bilal: Deva DB4004 monitoring receiver password {pw}",
    "BigBlueButton public chat during the board call: Elenos Indium transmitter password {pw}",
    "Galène chat, room 'morning-show': RVR TEX exciter admin password {pw}",
    "MiroTalk chat: the DB Elettronica Mozart controller password is {pw}",
    "Nostr DM via Damus from aoife: Burk ARC Plus Touch password {pw}",
    "Amethyst DM, Trevor: Davicom MAC remote site controller password {pw}",
    "Misskey direct note from stoyan: Sine Systems RFC-1 password {pw}",
    "Lemmy private message, Milovan: Barix Exstreamer 500 password {pw}",
    "JioChat from Karthik: the 2wcom IP-4c decoder password is {pw}",
    "Tchap, salon technique, Jelena: WorldCast Ecreso FM web password {pw}",
    "Meshtastic DM on LongFast from Manasseh: Digigram IQOYA password {pw}",
    "JS8Call directed message to LZ1LFR: AEQ Phoenix Alio password {pw}",
    "Winlink message via the Honiara gateway: Prodys Quantum ST password {pw}",
    "APRS message to 8P6LF-9: Mayah Centauri password {pw}",
    "EchoLink text from the Darkhan node: Sonifex AVN-PXH12 password {pw}",
    "Cisco Jabber, Sadia: Yellowtec intellimix password {pw}",
    "Lync IM from the old laptop, Róisín: Henry Engineering MultiPort password {pw}",
    "HCL Sametime chat, Imran: Meinberg LANTIME M300 web password {pw}",
    "Openfire web chat, Dwayne: the Riedel Bolero base station password is {pw}",
    "Laverna note 'Tx sites': Clear-Com Arcadia password {pw}",
    "Blinko memo: Unity Intercom server password {pw}",
    "HackMD note /lanternfish/tx-handover: Tekron TCG 02-G clock password {pw}",
    "Archbee page 'Studio B': DHD RM4200D web password {pw}",
    "Things 3 to-do: change the Jutel RadioMan password (now {pw})",
    "OmniFocus action, note field: WideOrbit login password {pw}",
    "Any.do task: Myriad Playout admin password {pw}",
    "Remember The Milk: renew the NexGen licence, admin password {pw}",
    "Taskwarrior annotation on task 41: Dalet Galaxy admin password {pw}",
    "Jotterpad draft handover.txt: Harmonic encoder password {pw}",
    "Zoho Notebook card: Evertz MMA10G web password {pw}",
    "Nimbus Note: Ross Video DashBoard password {pw}",
    "Scrintal card 'Plovdiv tx': Eaton Network-M2 UPS card password {pw}",
    "Taskade list 'Honiara move': Vertiv Liebert GXT5 web password {pw}",
    "Microsoft Loop page 'Lahore studio': Riello NetMan 204 password {pw}",
    "Whimsical flowchart, sticky note: Socomec Netys password {pw}",
    "FigJam sticky on the studio plan: Yealink T54W admin password {pw}",
    "Excalidraw sketch label: Snom D785 admin password {pw}",
    "tldraw board 'Madurai rack': Fanvil X6U password {pw}",
    "Lucidspark note: Grandstream UCM6302 admin password {pw}",
    "HelpCrunch chat 4471: the Gigaset N870 admin password {pw} doesn't work any more",
    "Pivotal Tracker story #18823: Issabel PBX admin password {pw} must be rotated",
    "Wrike task 'Bridgetown studio': VitalPBX password {pw}",
    "SupportBee ticket 6610: the Wazo UC admin password is {pw}, please reset it",
    "Zoho Desk #31877: Yeastar P550 password {pw} stopped working after the update",
    "BMC Helix INC000000418: Sangoma P330 phone admin password {pw}",
    "ConnectWise ticket 99120: Patton SmartNode admin password {pw}",
    "Kaseya VSA note: Zyxel USG Flex 200 admin password {pw}",
    "Syncro ticket #2231: D-Link DGS-1210 switch password {pw}",
    "SuperOps alert note: Kramer VP-440X password {pw}",
    "Trengo conversation: Extron IN1804 web password {pw}",
    "Odoo Helpdesk ticket HD/0412: Lightware UCX password {pw}",
    "Roundup issue1207: the QSC Core 110f admin password is {pw}",
    "Hi Pádraig,\n\nthe root password on the Connemara playout server is {pw}. Delete this once it's in the vault.\n\nSlán,\nAoife",
    "Incident 2031-02-11: the Nautel AUI at the Plovdiv site was reachable from the internet with password {pw}",
    "Runbook: overnight switch to the backup transmitter\n1. open the Burk ARC Plus\n2. log in as engineer\n3. password {pw}\n4. fire macro 7 (TX B)",
    "README (studio rack)\nthe Telos Z/IPStream UI is at https://zipstream.lanternfish.lan, admin password `{pw}`.",
    "my DSK Bank online banking password is {pw} now",
    "can you remember my Khan Bank app password? it's {pw}",
    "the Golomt Bank internet banking password is {pw}",
    "password for my HBL Mobile app: {pw}",
    "dictated: the Eaton UPS card password is {pw} full stop",
    "note to self: Riedel Artist panel password {pw}",
    "after the reinstall the Jutel password became {pw}",
    "Паролата за имейла ми е {pw}",
    "паролата на рутера вкъщи: {pw}",
    "Радка: новата парола за сървъра е {pw}",
    "Лозинка за мој мејл је {pw}",
    "лозинка за рутер код куће: {pw}",
    "Драгана: нова лозинка за сервер је {pw}",
    "Миний имэйлийн нууц үг {pw}",
    "гэрийн рүүтерийн нууц үг: {pw}",
    "Батбаяр: серверийн шинэ нууц үг {pw}",
    "என் மின்னஞ்சல் கடவுச்சொல் {pw}",
    "வீட்டு ரூட்டரின் கடவுச்சொல்: {pw}",
    "செல்வி: சர்வரின் புதிய கடவுச்சொல் {pw}",
    "Is é pasfhocal mo ríomhphoist ná {pw}",
    "pasfhocal an ródaire sa bhaile: {pw}",
    "Ciarán: is é an pasfhocal nua don fhreastalaí ná {pw}",
    "میرے ای میل کا پاس ورڈ {pw} ہے",
    "گھر کے راؤٹر کا پاس ورڈ: {pw}",
    "رابعہ: سرور کا نیا پاس ورڈ {pw} ہے",
    "de password fuh muh email is {pw}",
    "de router password at home: {pw}, doan tell nobody",
    "Kemar: de new password fuh de server is {pw}",
    "Pasword blong imel blong mi hem {pw}",
    "pasword blong rauta long haos: {pw}",
    "Manasseh: niu pasword blong sava hem {pw}",
    "tío, la contraseña del correo de la emisora es {pw}",
    "das Kennwort für den Sendeplatz-PC lautet {pw}",
    "le mot de passe de la régie, c'est {pw}",
    "a senha do computador do estúdio é {pw}",
    "la password della regia è {pw}",
    "пароль от эфирного компьютера: {pw}",
    "hasło do konsoli emisyjnej to {pw}",
    "stüdyo bilgisayarının şifresi {pw}",
    "送出PCのパスワードは {pw} です",
    "주조정실 PC 비밀번호는 {pw}",
    "播控机的密码是 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["kemar", "shontelle.b", "trevor", "alisha", "dwayne.h", "stoyan", "radka.p", "ivaylo",
          "dragana", "milovan.j", "jelena", "batbayar", "oyuna", "temuulen", "selvi", "murugan.k",
          "karthik", "aoife", "ciaran.ob", "padraig", "roisin", "faisal", "rabia.n", "bilal",
          "manasseh", "lily.t", "clement", "svc-playout", "newsroom"]  # fmt: skip
_LOGINS = [
    "Zello: Kemar says the WideOrbit login is {u} / {pw}",
    "Zoho Desk #31902: {u} locked out of Myriad, last password {pw}",
    "user {u} pw {pw}",
    "Archbee › Engineering › Sites › Burk ARC Plus: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Dalet | {u} | {pw} |",
    "log into the Nautel AUI as {u} with {pw}",
    "Comrex login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: playout-b\n  user: {u}\n  pass: {pw}",
    "Sametime: account {u}, password {pw}",
    "Sadia says the Jutel account is {u} and the password is {pw}",
    "system,login,password\nnexgen,{u},{pw}",
    "ssh {u}@playout-b.lanternfish.lan (password {pw})",
    "Voxer: creds for the Tieline are {u} and {pw}",
    "потребителско име: {u}, парола: {pw}",
    "корисничко име {u}, лозинка {pw}",
    "нэвтрэх нэр {u}, нууц үг {pw}",
    "பயனர் பெயர் {u}, கடவுச்சொல் {pw}",
    "ainm úsáideora: {u}, pasfhocal: {pw}",
    "یوزر نیم {u} اور پاس ورڈ {pw}",
    "muh username is {u} an de password {pw}",
    "nem blong mi {u} an pasword {pw}",
    "usuario {u} y contraseña {pw}, tío",
    "Benutzername {u}, Kennwort {pw}",
    "ユーザー名：{u} パスワード：{pw}",
    "아이디 {u} 비밀번호 {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["banitsa", "kavarma", "ajvar", "gibanica", "buuz", "tsuivan", "pongal", "kothu",
               "boxty", "coddle", "nihari", "haleem", "coucou", "conkies", "dipole", "fader",
               "jingle", "skywave"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "password: it's {w} and right after that the number {d}",
    "for the playout box it's {w} with {d} on the end",
    "voice memo: the studio wifi password is {w} and then {d}, one word",
    "type {w}, then {d}",
    "it's {w}{d}, word and number together",
    "паролата е думата {w}, после {d}",
    "лозинка је реч {w}, па онда {d}",
    "нууц үг нь {w} гэдэг үг, дараа нь {d}",
    "கடவுச்சொல் {w} என்ற சொல், அதன் பிறகு {d}",
    "is é an pasfhocal an focal {w}, agus ansin {d}",
    "پاس ورڈ لفظ {w} ہے، پھر {d}",
    "de password is de word {w}, den {d}",
    "pasword hem nao wod {w}, den {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "obs-cli --host 10.31.2.20 --port 4455 --password {pw} scene switch 'Studio A'",
    "megals -u {u}@lanternfish.fm -p '{pw}' /Root/archive/2031",
    "printf 'protocol=https\\nhost=git.lanternfish.fm\\nusername={u}\\npassword={pw}\\n' | git credential approve",
    "zkCli.sh -server zk1.lanternfish.lan:2181 addauth digest {u}:{pw}",
    "osslsigncode sign -pkcs12 studio.pfx -pass '{pw}' -in playout-setup.exe -out playout-setup-signed.exe",
    "steghide embed -cf sting.wav -ef running-order.txt -p '{pw}'",
    "linphonecsh register --host sip.lanternfish.fm --username {u} --password '{pw}'",
    "pjsua --id sip:{u}@sip.lanternfish.fm --registrar sip:sip.lanternfish.fm --realm '*' --username {u} --password {pw}",
    "sipsak -U -s sip:{u}@sip.lanternfish.fm -a {pw} -x 3600",
    "fs_cli -H 10.31.0.2 -P 8021 -p '{pw}' -x 'sofia status'",
    "turnutils_uclient -u {u} -w '{pw}' -y turn.lanternfish.fm",
    "IPERF3_PASSWORD='{pw}' iperf3 -c link.lanternfish.lan --username {u} --rsa-public-key-path iperf.pub",
    "netexec smb 10.31.0.0/24 -u {u} -p '{pw}' --shares",
    "\"C:\\Program Files\\uvnc bvba\\UltraVNC\\vncviewer.exe\" 10.31.2.11 -password {pw}",
    "virt-install --name playout2 --memory 4096 --graphics vnc,listen=0.0.0.0,password={pw} --import --disk playout2.qcow2",
    "knife bootstrap 10.31.0.21 -U {u} -P '{pw}' --sudo -N stream-relay-2",
    "echo '{pw}' | wrangler secret put SHOUTCAST_ADMIN_PASSWORD",
    "ffplay 'rtsp://{u}:{pw}@10.31.3.5:554/studio-cam'",
    "cvlc studio.m3u --sout '#transcode{{acodec=mp3,ab=128}}:std{{access=shout,mux=mp3,dst=source:{pw}@stream.lanternfish.fm:8000/live.mp3}}'",
    "owncloudcmd -u {u} -p '{pw}' ~/promos https://cloud.lanternfish.fm/remote.php/webdav/promos",
    "deluge-console \"connect 127.0.0.1:58846 {u} {pw}; info\"",
    "ristsender -i udp://@:5000 -o 'rist://relay.lanternfish.fm:8193?cname=plovdiv&secret={pw}&aes-type=256'",
    "srt-file-transmit file://con 'srt://relay.lanternfish.fm:9000?passphrase={pw}&pbkeylen=32'",
    "mariabackup --backup --target-dir=/backup/playlog --user={u} --password={pw}",
    "myloader -d /backup/rotations -h db.lanternfish.lan -u {u} -p '{pw}' -o",
    "pt-online-schema-change --alter 'ADD COLUMN isrc CHAR(12)' D=playlog,t=spins --user {u} --password '{pw}' --execute",
    "gh-ost --user={u} --password='{pw}' --host=db.lanternfish.lan --database=playlog --table=spins --alter='ADD INDEX (aired_at)' --execute",
    "pg_basebackup -d 'host=db2.lanternfish.lan user={u} password={pw}' -D /var/lib/pgsql/standby -R",
    "sqlline -u jdbc:postgresql://db.lanternfish.lan/playlog -n {u} -p '{pw}'",
    "exp userid={u}/{pw}@TRAFFIC file=traffic.dmp owner=ads",
    "rman target {u}/{pw}@TRAFFIC",
    "dgmgrl {u}/{pw}@TRAFFIC 'show configuration'",
    "sqlldr userid={u}/{pw}@TRAFFIC control=spots.ctl log=spots.log",
    "sapcontrol -nr 00 -host erp.lanternfish.lan -user {u} {pw} -function GetProcessList",
    "mpv 'http://{u}:{pw}@stream.lanternfish.fm:8000/admin/listclients?mount=/live'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "osh (Oil shell) ~/tx $ {c}", "ion: {c}",
    "Rio terminal, kemar@playout-b:~$ {c}", "Eterm on the old rack PC: {c}",
    "Deepin Terminal — stoyan@tx-plovdiv:~$ {c}", "RStudio Terminal ~/listener-stats $ {c}",
    "Google Colab cell:\n!{c}", "Replit Shell ~/lanternfish-bot$ {c}",
    "CodeSandbox terminal /project/workspace $ {c}", "AWS Cloud9 ec2-user:~/environment $ {c}",
    "DevPod workspace 'playout' $ {c}", "Babun {{ ~ }} » {c}", "Far Manager command line: {c}",
    "mc subshell ~/archive $ {c}", "Termora session tx-honiara:\n$ {c}",
    "Solar-PuTTY session 'Lahore NAS': {c}", "SmarTTY tab 2: {c}",
    "Chrome Secure Shell, aoife@playout-c:~$ {c}", "marcel ~$ {c}",
    "minicom on ttyUSB0 (console of the codec):\n# {c}",
    "picocom -b 115200 /dev/ttyACM0\nroot@encoder:~# {c}",
    "командата, която пуснах: {c}", "команда коју сам покренуо: {c}",
    "de command Kemar run: {c}", "komand wea mi ranem: {c}", "an t-ordú a rith mé: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "shout://{u}:{pw}@stream.lanternfish.fm:8000/plovdiv.ogg",
    "nntps://{u}:{pw}@news.lanternfish.fm:563/",
    "ftpes://{u}:{pw}@ftp.lanternfish.fm/promos/",
    "webdavs://{u}:{pw}@cloud.lanternfish.fm/remote.php/webdav/",
    "clickhouse+native://{u}:{pw}@ch.lanternfish.lan:9000/listeners",
    "mysql+mysqldb://{u}:{pw}@playlog-db.lanternfish.lan/playlog",
    "postgresql+psycopg://{u}:{pw}@db.lanternfish.lan:5432/royalties",
    "mssql+pymssql://{u}:{pw}@traffic-sql.lanternfish.lan/Traffic",
    "oracle+cx_oracle://{u}:{pw}@ads-db.lanternfish.lan:1521/?service_name=ADS",
    "jdbc:derby://derby.lanternfish.lan:1527/playlists;user={u};password={pw}",
    "vnc://{u}:{pw}@studio-b.lanternfish.lan:5900",
    "telnet://{u}:{pw}@tx-plovdiv.lanternfish.lan:23",
    "afp://{u}:{pw}@archive-mac.lanternfish.lan/Jingles",
    "stomp+ssl://{u}:{pw}@mq.lanternfish.lan:61614",
    "Provider=MSOLEDBSQL;Server=traffic-sql;Database=Traffic;UID={u};PWD={pw};",
]  # fmt: skip
_URL_PLACES = [
    "PLAYLOG_DB_URL={c}", "Metabase connection, the old one: {c}",
    "keep this connection string for me: {c}", "де connection string е {c}",
    "de database URL is {c}", "Zoho Desk #31915: {c}", "Archbee page 'Databases': {c}",
    "HackMD /lanternfish/links: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_924_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "lanternfish", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 1_209_600, "scopes": ["shows:read", "episodes:write"]}  # fmt: skip
        return _jwt_of(g, {"alg": "ES256", "typ": "JWT", "kid": _r(g, URLSAFE, 12)}, claims, 86)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Captivate", "CAPTIVATE_API_KEY", _j((ALNUM, 40))),
    ("Simplecast", "SIMPLECAST_TOKEN", _vendor_jwt("https://api.simplecast.com")),
    ("Megaphone", "MEGAPHONE_API_TOKEN", _j((HEX, 32))),
    ("Libsyn", "LIBSYN_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Spreaker", "SPREAKER_OAUTH_TOKEN", _j((ALNUM, 40))),
    ("Audioboom", "AUDIOBOOM_API_KEY", _j((HEX, 40))),
    ("Podigee", "PODIGEE_API_KEY", _j((ALNUM, 32))),
    ("RSS.com", "RSSCOM_API_KEY", _j("rsc_", (ALNUM, 36))),
    ("Castos", "CASTOS_API_TOKEN", _j((HEX, 64))),
    ("Riverside", "RIVERSIDE_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Zencastr", "ZENCASTR_TOKEN", _j((URLSAFE, 43))),
    ("SquadCast", "SQUADCAST_API_KEY", _j((ALNUM, 48))),
    ("Cleanfeed", "CLEANFEED_SECRET", _j((HEX, 48))),
    ("Otter.ai", "OTTER_API_TOKEN", _j((ALNUM, 44))),
    ("Trint", "TRINT_API_KEY", _j((HEX, 40))),
    ("Sonix", "SONIX_API_KEY", _j((ALNUM, 24))),
    ("Happy Scribe", "HAPPYSCRIBE_API_KEY", _j((ALNUM, 40))),
    ("Resemble AI", "RESEMBLE_API_KEY", _j((ALNUM, 24))),
    ("WellSaid Labs", "WELLSAID_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Murf", "MURF_API_KEY", _j("ap2_", (HEX, 8), "-", (HEX, 4), "-", (HEX, 4), "-", (HEX, 4), "-", (HEX, 12))),
    ("Gracenote", "GRACENOTE_CLIENT_ID", _j((D, 9), "-", (UPPER_HEX, 32))),
    ("Audible Magic", "AUDIBLEMAGIC_API_KEY", _j((HEX, 32))),
    ("Soundcharts", "SOUNDCHARTS_API_KEY", _j((ALNUM, 32))),
    ("Chartmetric", "CHARTMETRIC_REFRESH_TOKEN", _j((ALNUM, 64))),
    ("Songtradr", "SONGTRADR_API_KEY", _j((ALNUM, 36))),
    ("Epidemic Sound", "EPIDEMIC_ACCESS_KEY", _j((URLSAFE, 32))),
    ("Audiomack", "AUDIOMACK_CONSUMER_SECRET", _j((HEX, 32))),
    ("Radioplayer", "RADIOPLAYER_API_KEY", _j((ALNUM, 40))),
    ("TuneIn", "TUNEIN_PARTNER_KEY", _j((ALNUM, 32))),
    ("StreamGuys", "STREAMGUYS_API_TOKEN", _j((HEX, 40))),
    ("Triton Digital", "TRITON_API_SECRET", _j((B64, 43), "=")),
    ("AdsWizz", "ADSWIZZ_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Radioking", "RADIOKING_API_KEY", _j((HEX, 64))),
    ("Zeno.fm", "ZENO_API_KEY", _j((ALNUM, 32))),
    ("Mixlr", "MIXLR_API_TOKEN", _j((ALNUM, 40))),
    ("Listen Notes", "LISTEN_API_KEY", _j((HEX, 32))),
    ("Podchaser", "PODCHASER_API_SECRET", _j((ALNUM, 40))),
    ("Podtrac", "PODTRAC_API_KEY", _j((UPPER_HEX, 32))),
    ("StreamYard", "STREAMYARD_TOKEN", _vendor_jwt("https://streamyard.com")),
    ("Brightcove", "BRIGHTCOVE_CLIENT_SECRET", _j((URLSAFE, 86))),
    ("JW Player", "JWPLAYER_API_SECRET", _j((ALNUM, 48))),
    ("Kaltura", "KALTURA_ADMIN_SECRET", _j((HEX, 32))),
    ("Donorbox", "DONORBOX_API_KEY", _j((URLSAFE, 40))),
    ("Givebutter", "GIVEBUTTER_API_KEY", _j((ALNUM, 40))),
    ("Memberful", "MEMBERFUL_API_KEY", _j((ALNUM, 40))),
    ("ePay.bg", "EPAYBG_SECRET", _j((UPPER_DIGITS, 64))),
    ("QPay", "QPAY_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Easypaisa", "EASYPAISA_HASH_KEY", _j((UPPER_DIGITS, 24))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "ion: export {env} = \"{tok}\"",
    "~/.Renviron:\n{env}={tok}",
    ".streamlit/secrets.toml:\n{env} = \"{tok}\"",
    "flyctl secrets set {env}={tok} -a lanternfish-api",
    "echo '{tok}' | wrangler secret put {env}",
    "wrangler.toml:\n[vars]\n{env} = \"{tok}\"",
    "fly.toml:\n[env]\n  {env} = \"{tok}\"",
    "netlify.toml:\n[build.environment]\n  {env} = \"{tok}\"",
    "app.yaml:\nenv_variables:\n  {env}: '{tok}'",
    ".devcontainer/devcontainer.json: \"remoteEnv\": {{ \"{env}\": \"{tok}\" }}",
    ".replit:\n[env]\n{env} = \"{tok}\"",
    "serverless.yml:\n  environment:\n    {env}: {tok}",
    "launchSettings.json: \"environmentVariables\": {{ \"{env}\": \"{tok}\" }}",
    "Google Colab: %env {env}={tok}",
    "Station console › Integrations › {vendor} › API key: {tok}",
    "Archbee table 'Integrations': | {vendor} | 2031 | {tok} |",
    "Things 3 to-do: rotate the {vendor} key {tok}",
    "Zello, Shontelle: {vendor} key for the playout sync: {tok}",
    "Voxer: the {vendor} token we use now is {tok}, the old one is revoked",
    "Zoho Desk #31990: {vendor} sync fails with 401, configured key {tok}",
    "SupportBee ticket 6702: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "API ключът за {vendor} е {tok}",
    "API кључ за {vendor}: {tok}",
    "{vendor}-ийн API түлхүүр: {tok}",
    "{vendor} API சாவி: {tok}",
    "eochair API {vendor}: {tok}",
    "{vendor} کی API key: {tok}",
    "de {vendor} API key is {tok}",
    "API ki blong {vendor} hem {tok}",
    "la clave de la API de {vendor} es {tok}, tío",
    "API-Token von {vendor} fürs Sendestudio: {tok}",
    "clé API {vendor} pour la régie : {tok}",
    "chave de API do {vendor}: {tok}",
    "ключ API от {vendor}: {tok}",
    "{vendor} API anahtarı: {tok}",
    "{vendor} のAPIキーは {tok} です",
    "{vendor} API 키는 {tok}",
    "{vendor} 的 API 密钥是 {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    listen = _r(rng, HEX, 32)
    captivate = _r(rng, ALNUM, 40)
    audiomack = _r(rng, HEX, 32)
    radioplayer = _r(rng, ALNUM, 40)
    tunein = _r(rng, ALNUM, 32)
    kaltura = _r(rng, HEX, 32)
    show = v.uuid4(rng, "8")
    return [
        Sample("vendor_token", f'r = requests.get("https://listen-api.listennotes.com/api/v2/search", params={{"q": "community radio"}}, headers={{"X-ListenAPI-Key": "{listen}"}})', listen),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {captivate}' https://api.captivate.fm/shows/{show}/episodes", captivate),
        Sample("vendor_token", f'const audiomack = new AudiomackClient({{ consumerKey: "lanternfish-web", consumerSecret: "{audiomack}" }});', audiomack),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "RADIOPLAYER_API_KEY", "\\"{radioplayer}\\"")\n  }}\n}}', radioplayer),
        Sample("vendor_token", f"Info.plist:\n<key>TuneInPartnerKey</key>\n<string>{tunein}</string>", tunein),
        Sample("vendor_token", f'$ks = $client->session->start("{kaltura}", "ops@lanternfish.fm", KalturaSessionType::ADMIN, 2419731);', kaltura),
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


_BARE_PLACES = ["{t}", "Zello: {t}", "shown only once, pasting it here:\n{t}", "de token is {t}",
                "токенът: {t}", "{t}\n^ the new one, the old one is revoked",
                "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 22), ".", (URLSAFE, 44)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Barix Exstreamer AES-128 stream key: {h}": 32,
    "SRT AES-256 key for the Honiara contribution link (hex): {h}": 64,
    "Meinberg LANTIME NTP symmetric key 12 (SHA1): {h}": 40,
    "HMAC key for the Radioking now-playing webhook: {h}": 64,
    "Comrex switchboard shared secret, hex: {h}": 32,
    "RDS encoder UECP auth key: {h}": 48,
    "ключът за криптиране на архива: {h}": 64,
    "காப்பு குறியாக்க சாவி: {h}": 64,
    "eochair chriptithe an chúltaca: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zoho Desk #32004: token copied from the browser's dev tools {t}",
    "Cookie: lang=bg; lf_session={t}",
    "WIDEORBIT_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токенът е {t}",
    "de token is {t}",
    "Trengo transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_924_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 900,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.lanternfish.fm/realms/stations",
            "azp": "playout-console",
            "roles": ["presenter", "engineer"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 16)}
    sig = {"RS256": 342, "ES256": 86, "EdDSA": 86, "HS256": 43}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "the old deploy key for the Plovdiv playout box, just in case:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "SRS certs/stream.lanternfish.fm.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"FLY_SSH_KEY": "{key}", "app": "lanternfish-api"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_tx <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "SupportBee ticket 6720, pasted by the codec vendor's engineer:\n{key}": ("PRIVATE KEY", "\n"),
    "частният ключ на сървъра:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the royalty reports (SFTP to the collecting society):\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAaAAAABNlY2RzYS",
               "EC PRIVATE KEY": "MHcCAQEEIB", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 30) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Bitcoin.com Wallet backup, copying it off the paper before I shred it: {p}": "english",
    "Gem Wallet recovery phrase\n{p}": "english",
    "Cobo Vault words (the old donations wallet, emptied): {p}": "english",
    "Satochip seed backup: {p}": "english",
    "voice memo: the Relai recovery words are {p} and that's all of them": "english",
    "Archbee page 'Donations wallet (retired)': {p}": "english",
    "frase de recuperación del monedero Best Wallet, tío: {p}": "spanish",
    "frase di recupero del wallet Zelcore: {p}": "italian",
    "obnovovací fráze peněženky Prokey: {p}": "czech",
    "сид-фраза кошелька Math Wallet: {p}": "russian",
    "Bitpie 钱包助记词：{p}": "chinese_simplified",
    "Unisat 지갑 복구 구문: {p}": "korean",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split(" ")
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


def _card_of(rng: random.Random, prefixes: list[str], length: int) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's, Mir's: brands the value helpers
    do not know), ungrouped."""
    prefix = rng.choice(prefixes)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["6521", "6522", "6070", "5085"], 16)
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2204"], 16)
    return v.card(rng, brand)


_CARD_PLACES = [
    "Zello, Kemar: the station card for the Nautel spares order is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "Zoho Desk #31955: pay the Comrex repair with card {c}",
    "номерът на картата ми: {c}, {mm}/{yy}",
    "број моје картице: {c}",
    "картын дугаар: {c}, {mm}/{yy}",
    "என் அட்டை எண்: {c}",
    "uimhir mo chárta: {c}, {mm}/{yy}",
    "میرا کارڈ نمبر: {c}",
    "muh card numba is {c}, {mm}/{yy}",
    "namba blong kad blong mi: {c}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = ["visa", "rupay", "mastercard", "amex", "mir", "jcb", "unionpay", "discover"][index % 8]
    number = _card(rng, brand)
    return {"c": v.grouped(number, [" ", "-", "", " ", " ", "."][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 41))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 11/33, CVC {cvv}",
               "the three digits on the signature panel: {cvv}",
               "Amex {c}, the four-digit code above the number: {cvv}",
               "CVV кодът на картата: {cvv}",
               "an cód slándála ar chúl an chárta: {cvv}",
               "de three numbas on de back of de card is {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 30 (each in two earlier corpora); BBAN
# shapes (a, n, c, 0 as in `secret_classes_values.iban_shaped`).
_IBAN_SHAPES = {"AT": "n" * 16, "BE": "n" * 12, "CH": "n" * 5 + "c" * 12, "CZ": "n" * 20,
                "DK": "n" * 14, "LU": "nnn" + "c" * 13, "NO": "n" * 11, "SE": "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice LRC-2031-044: please pay the mast-rigging work to {i} within 14 days",
    "save the Aarhus antenna maker's IBAN: {i}",
    "IBAN: {i}\nReference: transmitter tubes, February",
    "Zello #treasury: the satellite uplink's new bank details, IBAN {i}",
    "моят IBAN: {i}",
    "мој IBAN: {i}",
    "миний IBAN: {i}",
    "என் IBAN: {i}",
    "m'IBAN: {i}",
    "میرا IBAN: {i}",
    "IBAN blong mi: {i}",
    "Bankverbindung des Wiener Tonstudios, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _rtn(g: random.Random) -> str:
    """A US ABA routing transit number (a Federal Reserve district's prefix, a check digit)."""
    prefixes = [f"{n:02d}" for n in [*range(1, 13), *range(21, 33)]]
    return v.until(g, lambda h: h.choice(prefixes) + _r(h, D, 7), us_rtn.is_valid)


def _leitweg(g: random.Random) -> str:
    """A German Leitweg-ID: a state's code and district digits, a fine address, check digits."""

    def make(h: random.Random) -> str:
        coarse = h.choice(["05", "09", "11", "99"]) + _r(h, D, h.choice([1, 3, 5, 7]))
        return f"{coarse}-{_r(h, UPPER_DIGITS, h.randrange(3, 9))}-{_r(h, D, 2)}"

    return v.until(g, make, de_leitweg.is_valid)


def _cups(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = "ES0" + _r(h, D, 3) + _r(h, D, 12)
        return body + es_cups.calc_check_digits(body)

    return str(es_cups.format(v.until(g, make, es_cups.is_valid)))


def _catastral(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, D, 7) + _r(h, UPPER, 2) + _r(h, D, 4) + h.choice(UPPER) + _r(h, D, 4)
        return body + es_catastral.calc_check_digits(body)

    return str(es_catastral.format(v.until(g, make, es_catastral.is_valid)))


def _eic(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = "32Z" + _r(h, UPPER_DIGITS, 8) + _r(h, D, 4)
        return body + eu_eic.calc_check_digit(body)

    return v.until(g, make, eu_eic.is_valid)


def _moa(g: random.Random) -> str:
    number = v.until(g, lambda h: "0" + h.choice(["10", "99"]) + _r(h, D, 10), th_moa.is_valid)
    return str(th_moa.format(number))


def _siren(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("3456789") + _r(h, D, 8), fr_siren.is_valid)
    return str(fr_siren.format(number))


def _mc_tva(g: random.Random) -> str:
    return v.until(g, lambda h: f"FR{_r(h, D, 2)}000{_r(h, D, 6)}", mc_tva.is_valid)


def _bg_idcard(g: random.Random) -> str:
    """A Bulgarian identity card's number: nine digits, no public check."""
    return g.choice("6789") + _r(g, D, 8)


def _rs_idcard(g: random.Random) -> str:
    """A Serbian identity card's number: nine digits, no public check."""
    return "00" + _r(g, D, 7)


def _pran(g: random.Random) -> str:
    """India's NPS Permanent Retirement Account Number: twelve digits, no public check."""
    return "1" + _r(g, D, 11)


def _tn_licence(g: random.Random) -> str:
    """A Tamil Nadu driving licence: the RTO's code, the year of issue and seven digits."""
    return f"TN{g.randrange(1, 99):02d} {g.randrange(2005, 2031)}{_r(g, D, 7)}"


def _bb_nrn(g: random.Random) -> str:
    """Barbados' National Registration Number: a date of birth and four digits."""
    born = f"{g.randrange(50, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    return f"{born}-{_r(g, D, 4)}"


def _sinpf(g: random.Random) -> str:
    """A Solomon Islands National Provident Fund member number: seven digits."""
    return g.choice("123456789") + _r(g, D, 6)


def _ie_licence(g: random.Random) -> str:
    """An Irish driving licence's number: nine digits, no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _mn_passport(g: random.Random) -> str:
    """A Mongolian passport: E and seven digits."""
    return "E" + _r(g, D, 7)


def _pk_passport(g: random.Random) -> str:
    """A Pakistani passport: two letters and seven digits."""
    return g.choice(["AB", "BN", "CK", "DL"]) + _r(g, D, 7)


def _ie_passport(g: random.Random) -> str:
    """An Irish passport: two letters and seven digits."""
    return g.choice(["PA", "PB", "LF", "PW"]) + _r(g, D, 7)


def _sb_passport(g: random.Random) -> str:
    """A Solomon Islands passport: two letters and six digits."""
    return "PA" + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "ABA routing number of the Boston underwriter's bank: {s}": _rtn,
    "routing number for the US podcast sponsor's ACH refund: {s}": _rtn,
    "Leitweg-ID der Landesmedienanstalt für die E-Rechnung: {s}": _leitweg,
    "Leitweg-ID for the Bonn co-production invoice: {s}": _leitweg,
    "CUPS del repetidor de Sierra Nevada (factura de la luz): {s}": _cups,
    "CUPS of the Valencia relay site's meter: {s}": _cups,
    "referencia catastral de la caseta del repetidor: {s}": _catastral,
    "EIC of the Plovdiv transmitter site's electricity meter: {s}": _eic,
    "Thai MOA number of the Bangkok jingle studio: {s}": _moa,
    "numéro SIREN de la boîte de prod à Rennes : {s}": _siren,
    "n° TVA monégasque de l'agence de pub : {s}": _mc_tva,
    "номер на личната ми карта: {s}": _bg_idcard,
    "број моје личне карте: {s}": _rs_idcard,
    "என் PRAN எண் (NPS): {s}": _pran,
    "என் ஓட்டுநர் உரிம எண்: {s}": _tn_licence,
    "muh ID numba (NRN): {s}": _bb_nrn,
    "SINPF namba blong mi: {s}": _sinpf,
    "uimhir mo cheadúnais tiomána: {s}": _ie_licence,
    "миний гадаад паспортын дугаар: {s}": _mn_passport,
    "میرا پاسپورٹ نمبر: {s}": _pk_passport,
    "uimhir mo phas: {s}": _ie_passport,
    "pasport namba blong mi: {s}": _sb_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Radioking 2FA recovery codes\n{codes}", "spare sign-in codes for the station's Microsoft 365 {codes}",
            "Captivate backup codes: {codes}", "резервни кодови за 2FA:\n{codes}",
            "2FA காப்புக் குறியீடுகள்: {codes}", "bakap kod blong 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/WideOrbit:aoife@lanternfish.fm?secret={s}&issuer=WideOrbit&period=30",
              "Aegis, manual entry key for the Myriad account: {s}", "2FAS setup key for the DSK Direct login: {s}",
              "2FA-ийн нууц түлхүүр: {s}"]  # fmt: skip
_CODES = ["{c} is your Radioking login code", "Кодът ви за вход в DSK Direct е {c}",
          "உங்கள் OTP: {c}. யாருடனும் பகிர வேண்டாம்", "آپ کا HBL تصدیقی کوڈ {c} ہے",
          "de bank send me dis code: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Lanternfish-Studio", "Lanternfish-TX-5G", "A1_Plovdiv_7F2C", "Vivacom-Fiber-2G",
          "SBB_NoviSad", "Yettel-4G-HOTSPOT", "Univision_Darkhan", "Mobicom-5G", "ACT-Madurai-5G",
          "BSNL_FTTH_Theni", "eir-Carraroe", "VIRGIN-Spiddal", "Nayatel-Kasur", "Flow-Oistins",
          "Digicel_Holetown", "OurTelekom-Auki"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nkey: {pw}",
    "studio network {s}, password {pw}",
    "wifi at the Oistins studio: {s} / {pw}",
    "Raspberry Pi Imager, wireless LAN: SSID {s}, password {pw}",
    "the key printed under the Vivacom router: {pw}",
    "паролата за уайфая {s} е {pw}",
    "лозинка за вај-фај {s} је {pw}",
    "{s} Wi-Fi-ийн нууц үг {pw}",
    "வைஃபை {s} கடவுச்சொல் {pw}",
    "pasfhocal an Wi-Fi {s}: {pw}",
    "وائی فائی {s} کا پاس ورڈ {pw} ہے",
    "de wifi {s} password is {pw}",
    "pasword blong wifi {s} hem {pw}",
    "Meshtastic node wifi: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("rsc_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ap2_", (HEX, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out a character at a time: {t}", "[dictated over Zello] {t}",
          "(spaced so the Voxer preview hides it) {t}", "буква по буква: {t}",
          "wanfala wanfala: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["кодът на катинара на мачтата: {pw}", "шифра за катанац на контејнеру: {pw}",
          "хашааны хаалганы код: {pw}", "கேட் பூட்டு குறியீடு: {pw}", "cód an gheata ag an gcrann: {pw}",
          "ٹرانسمیٹر کمرے کا کوڈ: {pw}", "the tx hut keypad takes {pw} then ENT",
          "padlock on the mast ladder guard: {pw}", "de code fuh de gate at de mast: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["banitsa", "dipole", "tsuivan", "boxty", "nihari", "coucou", "squelch", "fader",
                 "kumara", "pongal", "ajvar", "skywave", "carrier", "coddle", "conkies",
                 "talkback"]  # fmt: skip
_PHRASES = {"Kleopatra key passphrase for the royalty reports: {p}": " ",
            "KeeWeb master passphrase for the station vault: {p}": " ",
            "MacPass database passphrase: {p}": "-", "RoboForm master passphrase: {p}": ".",
            "фразата-парола за архива: {p}": " ", "frása faire an chúltaca: {p}": "_",
            "pasfres blong bakap: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Thunder Client request, header Authorization: Basic {v}": True,
    "Apache vhost: RequestHeader set Authorization \"Basic {v}\"": True,
    "Yaak request log: Authorization: Bearer {v}": False,
    "RapidAPI client, header Authorization = Basic {v}": True,
    "HTTP/2 trace of the Radioking webhook: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "ices.xml:\n<instance>\n  <hostname>stream.lanternfish.fm</hostname>\n  <port>8000</port>\n  <password>{pw}</password>\n  <mount>/darkhan.ogg</mount>\n</instance>",
    "sc_serv.conf:\nportbase=8000\npassword={pw}\nmaxuser=200",
    "ampache.cfg.php:\ndatabase_hostname = localhost\ndatabase_username = ampache\ndatabase_password = \"{pw}\"",
    "mopidy.conf:\n[mpd]\nhostname = ::\npassword = {pw}",
    "shairport-sync.conf:\ngeneral = {{\n  name = \"Studio B\";\n  password = \"{pw}\";\n}};",
    "svxlink ModuleEchoLink.conf:\n[ModuleEchoLink]\nCALLSIGN=LZ1LFR-L\nPASSWORD={pw}\nSYSOPNAME=Stoyan",
    "DMRGateway.ini:\n[DMR Network 1]\nEnabled=1\nName=BM_Bulgaria\nAddress=bm.lanternfish.lan\nPort=62031\nPassword={pw}",
    "ircddbgateway:\nircddbEnabled=1\nircddbHostname=ircv4.openquad.net\nircddbUsername=LZ1LFR\nircddbPassword={pw}",
    "baresip accounts:\n<sip:studio-b@sip.lanternfish.fm>;auth_pass={pw};regint=600",
    "pjsip.conf:\n[studio-b]\ntype=auth\nauth_type=userpass\nusername=studio-b\npassword={pw}",
    "iax.conf:\n[honiara]\ntype=friend\nhost=dynamic\nsecret={pw}",
    "turnserver.conf:\nlt-cred-mech\nuser=lanternfish:{pw}\nrealm=turn.lanternfish.fm",
    "janus.jcfg:\ngeneral: {{\n    admin_secret = \"{pw}\"\n}}",
    "FreeSWITCH vars.xml:\n<X-PRE-PROCESS cmd=\"set\" data=\"default_password={pw}\"/>",
    "snmpd.conf:\ncreateUser lfmon SHA \"{pw}\" AES \"{pw}\"\nrouser lfmon priv",
    "haproxy.cfg:\nuserlist engineers\n    user aoife insecure-password {pw}",
    "drbd.d/playlog.res:\nnet {{\n  cram-hmac-alg sha1;\n  shared-secret \"{pw}\";\n}}",
    "LocalSettings.php:\n$wgDBuser = \"wikiuser\";\n$wgDBpassword = \"{pw}\";",
    "site_config.json:\n{{\"db_name\": \"_5b2a91\", \"db_password\": \"{pw}\", \"encryption_key\": null}}",
    "Joomla configuration.php:\n\tpublic $user = 'joomla';\n\tpublic $password = '{pw}';",
    ".fetchmailrc:\npoll mail.lanternfish.fm protocol imap user \"newsdesk\" password \"{pw}\"",
    "~/.mbsyncrc:\nIMAPAccount lanternfish\nHost imap.lanternfish.fm\nUser newsdesk@lanternfish.fm\nPass {pw}",
    "Haraka config/auth_flat_file.ini:\n[users]\nnewsdesk={pw}",
    "flussonic.conf:\nedit_auth admin {pw};",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Kemar: studio wifi password?\nShontelle: {pw}",
    "[23:40] stoyan: root pw for the Plovdiv playout?\n[23:41] radka: {pw}",
    "Ciarán: {pw} is the new WideOrbit admin password",
    "Selvi: use {pw}, that's what the codec has now",
    "Ивайло: новата парола е {pw}",
    "Јелена: нова лозинка је {pw}",
    "Оюунчимэг: шинэ нууц үг {pw}",
    "முருகன்: புதிய கடவுச்சொல் {pw}",
    "Róisín: an pasfhocal nua ná {pw}",
    "فیصل: نیا پاس ورڈ {pw} ہے",
    "Lily: niu pasword hem {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200cword = {pw}", "pass\u034fword → {pw}", "ρаѕѕwοrd: {pw}",
    "𝘱𝘢𝘴𝘴𝘸𝘰𝘳𝘥 {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "ᵖᵃˢˢʷᵒʳᵈ = {pw}", "pass\u2063word: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout30's proportions).
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
    "the WideOrbit admin password is": "{s}", "Nautel AUI pw:": "{s} (since the exciter swap in January)",
    "Паролата ми е": "{s}", "Burk password": "{s}\nchange it after the storm season",
    "лозинка је": "{s}", "pasfhocal:": "{s}", "de password is": "{s}", "Comrex password": "{s}",
    "the password Kemar read out over the two-way radio was": "{s}, I think", "میرا پاس ورڈ": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Listen Notes API key", "{s}", _j((HEX, 32))),
    ("split_token", "RSS.com token:", "{s} (show feed sync)", _j("rsc_", (ALNUM, 36))),
    ("split_token", "WellSaid client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Gem Wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/32", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "AT"))),
    ("split_backup", "Radioking recovery codes", "{s}\nmxqe41-k2v9rt\nplaw07-b8n3zc", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "routing number", "{s}", _rtn),
    ("split_phrase", "KeeWeb passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"wideorbit": {"url": "https://wo.lanternfish.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"pasword": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "kemar", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"transmitters": [{"name": "tx-a"}, {"name": "tx-b", "aui_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["owncloudcmd", "-u", "promos", "-p", "{s}", "/srv/promos", "https://cloud.lanternfish.fm"]}': ("meta_password", _plain_pw),
    '{"note": "паролата на рутера е {s}"}': ("meta_password", _plain_pw),
    '{"கடவுச்சொல்": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Nautel AUI as engineer using the password {s}"}': ("meta_password", _plain_pw),
    '{"listennotes": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"castosToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"radioking_key": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Token {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"billing": {"card_number": "{s}", "exp": "02/34"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "DK")),
    '{"invoice": {"leitweg_id": "{s}"}}': ("meta_id", _leitweg),
    '{"mfa": {"backup_codes": ["{s}", "mxqe41-k2v9rt", "plaw07-b8n3zc"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donations_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"srt": {"aes_key_hex": "{s}"}}': ("meta_key", _j((HEX, 64))),
    '{"tx_hut": {"door_pin": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Lanternfish-Studio", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"python_liquidsoap-2.3.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"nautel-vs-aui-5.8.2.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/lanternfish/playlog-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"rotations: add the Ramadan schedule", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"playlog: revert the ISRC fix", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"morning_show_2031-03-02.flac", usedforsecurity=False).hexdigest()
_BLAKE = hashlib.blake2b(b"archive-2030.tar.zst", digest_size=32).hexdigest()

CLEAN = [
    "Remind me to change the WideOrbit password before the Nautel service visit on 2031-04-09.",
    "Shontelle asked for the studio wifi password; it's on the card in the engineering drawer.",
    "Policy: station passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into Zello; send a vault link instead.",
    "The `.env.example` line `RADIOKING_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "Flussonic asks for a new admin password on the first login.",
    "Replace <YOUR_LISTEN_NOTES_KEY> in the README with the key from your Listen Notes dashboard.",
    "CASTOS_API_TOKEN and RADIOKING_API_KEY must be set before the nightly podcast sync runs.",
    "Не казвай паролата си на никого.",
    "Никоме не говори своју лозинку.",
    "Нууц үгээ хэнд ч бүү хэл.",
    "உங்கள் கடவுச்சொல்லை யாரிடமும் சொல்லாதீர்கள்.",
    "Ná hinis do phasfhocal do dhuine ar bith.",
    "اپنا پاس ورڈ کسی کو نہ بتائیں۔",
    "Doan tell nobody yuh password.",
    "No talem pasword blong iu long eniwan.",
    "La contraseña tiene que tener al menos dieciséis caracteres, tío.",
    "Das Kennwort muss mindestens sechzehn Zeichen haben und darf keinen Sendernamen enthalten.",
    "Le mot de passe doit comporter au moins seize caractères.",
    "パスワードは16文字以上にしてください。",
    "Upgraded Myriad from 6.1 to 6.2 and Liquidsoap to 2.3.1 over the holidays.",
    f"commit {_COMMIT} adds the Ramadan rotation schedule.",
    f"Rolled back to {_SHORT} after the playlog export broke the ISRC column.",
    f"requirements.txt: python-liquidsoap==2.3.1 --hash=sha256:{_WHEEL_SUM}",
    f"The Nautel AUI firmware 5.8.2 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"BLAKE2b-256 of archive-2030.tar.zst: {_BLAKE}",
    f"The playlog API container runs ghcr.io/lanternfish/playlog-api@sha256:{_IMAGE}.",
    f"MD5 of morning_show_2031-03-02.flac is {_MD5}, matching the copy on the archive NAS.",
    "Request id 3f9c2d17-8a4e-4b61-9f0d-2c7e5a1b6d93 is the slow one in the Radioking logs.",
    "Order 402-7719350-2284117 for the spare XLR cables ships on Monday.",
    "Zoho Desk #31877: the silence detector on TX B keeps tripping at night.",
    "Call the Plovdiv mast contractor on +359 32 604 118 before noon.",
    "DHL Express waybill 4170553821 with the replacement exciter is at the Bridgetown depot.",
    "An Post tracking CE418305221IE: the Connemara codec is on its way back.",
    "ISRC BG-L7F-31-00042 is the jingle the Plovdiv morning show plays at the top of the hour.",
    "Plovdiv is on 101.7 MHz, RDS PI code 2F31; the Darkhan relay is on 104.3 MHz.",
    "After five wrong passwords WideOrbit locks the account for 15 minutes.",
    "The Honiara mast is 42 m; the feeder loses 1.8 dB per 100 m at 100 MHz.",
    "The secret of a good banitsa is a lot of butter between the sheets.",
    "Ask Kemar for the mast hut keypad code, I don't have it.",
    "My card ending 4410 was declined at the Oistins hardware shop.",
    "The antenna maker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the station's Radioking account and keep them in the safe.",
    "No wallet's support will ever ask you for your recovery phrase.",
    "Keep `LISTEN_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the generator shed seizes up in the salt air; oil it every month.",
    "Radioking 2031.1 moved the API key page under Station settings.",
    "ISBN 978-0-240-52115-2 is the transmitter handbook on the shelf; ORCID iD 0000-0002-1825-0097 belongs to the author.",
    "The guest wifi 'Lanternfish-Guest' is open, no password needed.",
    "Call sign 8P6LF, licence renewal due 2031-09-30; the fee reference is 2031/0457.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-03-01T05:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/stations/wideorbit", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "python-liquidsoap", "version": "2.3.1"}}',
    '{"ticket": "31877", "order": "402-7719350-2284117"}',
    '{"station": {"call_sign": "8P6LF", "frequency_mhz": 101.7, "rds_pi": "2F31"}}',
    '{"phone": "+359 32 604 118", "city": "Plovdiv"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "listeners_peak": 1840}',
    '{"track": {"isrc": "BG-L7F-31-00042", "duration_s": 12.4, "title": "Top of the hour"}}',
    '{"tracking": "4170553821", "carrier": "DHL Express", "eta": "2031-04-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
