# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, sixty-seventh corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to sixty-sixth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to
use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
the corpora written beside it, their tests nor the reports, and the scrubber was never run on it.
Its own seed, password words, names, places, templates, tools, vendors and layouts, the way the
rangers, camera-trap and collar teams, homestay lodges, handicraft shop and donor office of a
snow-leopard conservancy (the fictional Irbis Highlands Trust, with field stations at Skardu and
Hushe in Baltistan, Astore and Deosai, Shimshal and Passu in Gojal, Bumburet and Rumbur in the
Kalash valleys, Sangla and Chitkul in Kinnaur, Keylong and Jispa in Lahaul, Lachung and Thangu in
North Sikkim, Ghunsa and Taplejung below Kangchenjunga, a collar partner in Naryn, a lab in
Ulaanbaatar and a donor office in Freiburg) leak secrets into an assistant's memory: WhatsApp,
Signal, Telegram, goTenna Mesh, iGap, TeamTalk, Galene, Textfree and Messenger Lite messages, a
radio log, Notta transcripts and Superwhisper dictation, Logseq, Obsidian, Joplin, Standard Notes,
Bear, Apple Notes, Samsung Notes, ColorNote, Google Keep, Nimbus Note, Zoho Notebook, Noteshelf,
Markor, Notesnook, Trilium and BookStack notes, OpenProject, Wekan, Zendesk, Trello, ClickUp,
Basecamp, Smartsheet, Help Scout, Freshdesk, Jitbit, Deskpro and Wrike tickets, e-mails, minutes,
runbooks, a Docusaurus draft, shell history (Termux, MobaXterm, JuiceSSH, tmux, Jupyter, GitHub
Actions), commands of zpaqfranz, cvat-cli, maturin, encpipe, corkscrew, parse-server, SQLPad, ODK
Briefcase, paramiko, git-annex, kwallet-query and stegseek (tools no earlier corpus names) beside
sshpass, mysql, smbclient, xfreerdp, curl, lftp, 7z, openssl, gpg, ogr2ogr, psql, mosquitto_sub,
docker, htpasswd, plink, sqlcmd, zip, ldapsearch, sudo, redis-cli, wget and ftp, configs of
newsboat, calcurse-caldav, nornir, Guacamole's user-mapping.xml, git-credentials, juicity, Parse
Dashboard, SQLPad, Chartbrew, pg_featureserv, DNN, Sitefinity, Statamic, ssmtp, a Mosquitto bridge
and rsyncd, the web pages and apps of camera-trap, recorder, power, network, drone, GNSS, LoRa,
tracking, thermal and satellite hardware (Browning, Bushnell, CuddeLink, Stealth Cam, Boly Guard,
Ltl Acorn, Uovision, Minox, Wildgame Innovations, Song Meter, Emlid, Mimosa, LiteBeam, Rocket M5,
Morningstar, Outback Power, Schneider Conext, Voltronic, Su-Kam, Inverex, Homage, Loom Solar,
Mercusys, Reyee, Wavlink, Comfast, Wingtra, Quantum Systems, SenseCAP, RAKwireless, Heltec, LilyGO,
Digital Matter, ATS, Africa Wildlife Tracking, Guide, InfiRay, Starlink, Thuraya, Hughes, SPOT,
Garmin, Goal Zero, Swarovski), README fragments, voice-dictated text and requests to the assistant
itself. About 60 % English (or language-neutral config and shell), the rest in Balti, Shina, Wakhi,
Kalasha, Kinnauri, Lahuli, Sikkimese (Drenjongke, in Tibetan script) and Limbu (in Latin letters),
which no earlier docstring names (written by a non-speaker from remembered words and grammar, with
the technical words as English loans: approximations of how a speaker would text), and Urdu, Hindi,
Nepali, Tibetan, Mongolian, Kyrgyz, Russian, German, French, Japanese and Simplified Chinese in
wordings of their own (Czech, Korean and Italian once each, around a seed phrase). Vendors (Wildlife
Insights, Kinéis, Myriota, Lacuna Space, Zamba Cloud, TrapTagger, Conservation AI, Instant Detect,
Arbimon, Global Forest Watch, Airbus OneAtlas, Astrocast, Sateliot, Hubble Network, Skylo, FATMAP,
Wikiloc, AllTrails, Relive, Sirvoy, Stayntouch, innRoad, WebRezPro, HotelRunner, STAAH, Djubo,
Bookingjini, GiveLively, GlobalGiving, Benevity, Donately, Fundraise Up, Qgiv, Every.org,
Submittable, Fluxx, SmartSimple, Foundant, Instrumentl, Action Network, Sellfy, Payhip, Snipcart,
Shopline, Leopards Courier, PostEx, Pathao, Safepay) are ones heldouts 5 to 66 do not name; their
token shapes are drawn here, not taken from the vendors. The ids are kinds those corpora do not use,
and none is checked: India's Restricted Area Permit and Protected Area Permit, Nepal's TIMS card,
the Pakistan Origin Card, Pakistan's B-Form (Child Registration Certificate), an Afghan refugee's
Proof of Registration card, the Tibetan Green Book, India's UDID, Sikkim's Certificate of
Identification, an Indian Scheduled Tribe certificate, a Gilgit-Baltistan domicile certificate and
an FRRO Residential Permit carry no check digit a library or this file verifies (python-stdnum has
no module for any of them, and by a rough scan every stdnum module for a person's id is already
used by an earlier corpus; their shapes are assumed here), nor do the Pakistani and Nepali passports
under Wakhi, Kalasha and Limbu words. Card numbers pass Luhn (RuPay and Mir prefixes drawn here and
checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over
heldouts 5 to 66 (Cyprus, Malta, San Marino and the Holy See in four earlier corpora each;
Pakistan, Bahrain, Albania and Djibouti in five), drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, Czech, Russian, Korean, Italian and Simplified Chinese
lists.
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

SEED = 36_461_050
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


_SPECIES = ["Ibex", "Markhor", "Urial", "Bharal", "Argali", "Marmot", "Pika", "Lammergeier",
            "Snowcock", "Chukar", "Irbis", "Tahr", "Goral", "Serow", "Manul", "Dhole", "Yak",
            "Dzo"]  # fmt: skip
_TERRAIN = ["Moraine", "Serac", "Cairn", "Chorten", "Scree", "Couloir", "Nullah", "Icefall",
            "Cornice", "Talus", "Doksa", "Corral", "Ridge", "Saddle"]  # fmt: skip
_PLACES = ["Skardu", "Hushe", "Kanday", "Astore", "Minimarg", "Deosai", "Shimshal", "Passu",
           "Khunjerab", "Bumburet", "Rumbur", "Birir", "Sangla", "Chitkul", "Rakchham", "Keylong",
           "Jispa", "Darcha", "Lachung", "Thangu", "Yumthang", "Ghunsa", "Taplejung",
           "Olangchung"]  # fmt: skip
_NAMES = ["Ghulam", "Sakina", "Ashraf", "Zainab", "Sherbaz", "Gulbano", "Qurban", "Dolatbibi",
          "Mehrban", "Shams", "Lakshan", "Wasiya", "Bibirozi", "Kazi", "Sunita", "Rajkumar",
          "Dorje", "Tashi", "Kunga", "Pema", "Karma", "Dawa", "Mangsewa", "Ongmu", "Sangmi",
          "Kelang", "Friederike", "Mathilde", "Bayarmaa", "Aibek", "Haruto", "Liuyan"]  # fmt: skip
_FOODS = ["tsampa", "thukpa", "chapshuro", "skyu", "momo", "gyalthuk", "chhurpi", "sattu",
          "apricot", "mulberry", "seabuckthorn", "khurbani", "mamtu", "sha"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["1b3x", "M4rkh0r", "Ur14l", "Bh4r4l", "4rg4l1", "M4rm0t", "P1k4", "Ch0rt3n", "S3r4c",
         "Irb1s"]  # fmt: skip


def _altitude(g: random.Random) -> str:
    """A station's name and its height in metres, the way field staff build a password."""
    return f"{g.choice(_PLACES)}{g.randrange(2800, 5200)}m{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of four, small letters and digits, as a generator writes them."""
    return ".".join(_r(g, LOWER_DIGITS, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SPECIES)}{g.choice(_TERRAIN)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    _altitude,
    lambda g: ".".join(w.lower() for w in g.sample(_SPECIES, 2)) + "." + str(g.randrange(1000, 10_000)),
    lambda g: _r(g, ALNUM + "!$%&?@", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES).lower()}",
    lambda g: f"CT{g.randrange(10, 100)}{g.choice(_SPECIES)[:4].upper()}{g.choice(_SYMBOLS)}{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 5) + _r(g, D, 2) + g.choice(_SYMBOLS),
    _manager,
    lambda g: f"{g.choice(_FOODS).capitalize()}And{g.choice(_FOODS).capitalize()}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_NAMES)}Counts{g.choice(_SPECIES)}{g.randrange(2, 60)}",
    lambda g: _r(g, ALNUM, 13),
    lambda g: f"{g.choice(_TERRAIN).upper()}-{g.choice(_PLACES).lower()}-{g.randrange(100, 1000)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, #hushe-rangers, Ghulam: the Browning Recon Force Elite HP5 menu password is {pw}",
    "Signal from Qurban: Bushnell CORE DS-4K app password {pw}",
    "Telegram group 'Shimshal traps': CuddeLink home unit password {pw}",
    "goTenna Mesh message from Tashi: Stealth Cam Fusion X Pro command-app password {pw}",
    "iGap message, Sherbaz: Boly Guard BG636 setup password {pw}",
    "TeamTalk channel 'Deosai base': Ltl Acorn 6310 menu password {pw}",
    "Galene chat during the monthly partners' call: Uovision UM785 password {pw}",
    "Textfree text from Sunita: Minox DTC 1100 camera password {pw}",
    "Messenger Lite, Kunga: Wildgame Innovations Insite cell-cam account password {pw}",
    "Notta transcript, ranger meeting 14 May: ... and the Song Meter Micro 2 Configurator password is {pw}, okay, next item",
    "Superwhisper dictation: the Emlid Reach RS3 web password is {pw}",
    "WhatsApp, Ashraf: Mimosa C5c backhaul at Passu, admin password {pw}",
    "Signal, Dorje: LiteBeam 5AC on the Hushe ridge, airOS password {pw}",
    "Telegram from Mehrban: Rocket M5 at the Khunjerab relay, password {pw}",
    "radio log, 06:40: Ghunsa lodge reports the Morningstar TriStar MPPT web password is {pw}",
    "OpenProject work package #214: Outback Power Mate3s at Ghunsa, password {pw}, rotate after the audit",
    "Wekan card 'Keylong power': Schneider Conext Gateway installer password {pw}",
    "Zendesk ticket 4402: Voltronic Axpert WatchPower password {pw} no longer accepted",
    "Trello card 'Chitkul inverter': Su-Kam Brainy service password {pw}",
    "ClickUp task: Inverex Nitrox app password for the Skardu office inverter {pw}",
    "Basecamp message from Zainab: Homage inverter Wi-Fi module at Astore, login password {pw}",
    "Smartsheet row 17 (Kinnaur solar): Loom Solar Fusion app password {pw}",
    "Help Scout conversation #881: the Mercusys router at the Bumburet guest house has admin password {pw}",
    "Freshdesk #5120: Reyee RG-EW1200G at Rumbur, management password {pw}",
    "Jitbit ticket 339: Wavlink outdoor AP at Jispa, password {pw}",
    "Deskpro ticket 2207: Comfast CF-E314N bridge login password {pw}",
    "Wrike task 'Drone survey, Deosai': WingtraPilot tablet password {pw}",
    "Logseq journal, 12 June: Quantum Systems Trinity QBase laptop password {pw}",
    "Obsidian note 'Thangu gateway': SenseCAP M2 console password {pw}",
    "Joplin note 'Minimarg LoRa': RAKwireless WisGate Edge Lite 2 password {pw}",
    "Standard Notes: Heltec V3 node setup page password {pw}",
    "Bear note 'T-Beam': LilyGO web config password {pw}",
    "Apple Notes on the field iPad: Digital Matter OEM server password {pw}",
    "Samsung Notes, Pema: ATS Iridium collar portal password {pw}",
    "ColorNote on the ranger phone: Africa Wildlife Tracking portal password for the urial collars {pw}",
    "Google Keep: Guide TrackIR thermal app password {pw}",
    "Nimbus Note: InfiRay Rico app account password {pw}",
    "Zoho Notebook: Starlink router at Shimshal, admin password {pw}",
    "Noteshelf page, converted to text: Thuraya X5-Touch unlock password {pw}",
    "Markor file ranger-notes.md: Hughes 9211 BGAN terminal web password {pw}",
    "Docusaurus draft of the field handbook (not published yet): SPOT X account password {pw}",
    "Notesnook: Garmin Explore account password for the Montana 700i {pw}",
    "Trilium note: Goal Zero Yeti app password {pw}",
    "BookStack page 'Kangchenjunga kit': Swarovski dG app password {pw}",
    "Hi Friederike,\n\nthe donor CRM admin password is {pw}. Please move it to the vault and delete this mail.\n\nBest,\nAshraf",
    "Incident 2032-06-03: the Ghunsa lodge NVR was reachable from the internet with password {pw}",
    "Runbook: pull camera-trap cards at Hushe\n1. power the field laptop\n2. log in as ranger\n3. password {pw}\n4. copy DCIM to /srv/ct/hushe",
    "README (Skardu server shelf)\nthe Sirvoy sync box answers on https://sync.irbis.lan, admin password `{pw}`.",
    "my HBL Mobile password is {pw} now",
    "can you remember my Meezan app password? it's {pw}",
    "the Nabil Bank smart banking password is {pw}",
    "password for my SBI YONO app: {pw}",
    "dictated: the Thuraya portal password is {pw} full stop",
    "note to self: collar download laptop password {pw}",
    "after the reinstall the Emlid password became {pw}",
    "remember for me: the Kalash valleys homestay tablet password is {pw}",
    "voice memo, transcribed: password for the Deosai weather logger is {pw}, I repeat, {pw}",
    "handover note, Keylong to Jispa: the station laptop password is still {pw}",
    "text to self: Taplejung office PC password {pw}",
    "minutes, donor office: the GiveLively admin password ({pw}) was read out in the meeting by mistake",
    "Signal, Bayarmaa: the Ulaanbaatar lab NAS password is {pw}",
    "WhatsApp, Aibek (Naryn): the collar base-station password is {pw}",
    "ngi email-i password {pw} in",
    "khang-i router-i password: {pw}",
    "Ghulam: server-i password sarpa {pw} in, su-a-ang ma-zer",
    "مئی ای میلے پاسورڈ {pw} ہن",
    "گوٹے راؤٹرے پاسورڈ: {pw}",
    "شیرباز: سرورے نوو پاسورڈ {pw} ہن، کسے مہ رے",
    "mu email password {pw} ət",
    "mu xun-i router password: {pw}",
    "Qurban: server-i nəw password {pw} ət, kuy-ər mə lüpt",
    "may email password {pw} asau",
    "may dur-as router password: {pw}",
    "Lakshan: server nogh password {pw} asau, kasa ne kay",
    "अङ ईमेल-उ पासवर्ड {pw} तो",
    "किम-उ राउटर-उ पासवर्ड: {pw}",
    "सुनीता: सर्वर-उ नया पासवर्ड {pw} तो, हुन-ऊ मा-लो",
    "ङी ईमेल-रा पासवर्ड {pw} इन",
    "खिम-रा राउटर-रा पासवर्ड: {pw}",
    "कुंगा: सर्वर-रा सरप पासवर्ड {pw} इन, सुला मा-स्मे",
    "ངེ་ email གི་ password ནི་ {pw} ཨིན།",
    "ཁྱིམ་གི་ router གི་ password: {pw}",
    "པདྨ་: server གི་ password གསརཔ་ {pw} ཨིན། སུ་ལུ་ཡང་མ་ཤོད།",
    "a-email-ille password {pw} ro",
    "a-him-in router password: {pw}",
    "Mangsewa: server-ille password kɛdaŋ {pw} ro, ɔpmi-ille ma-pɛ",
    "سکردو دفتر والے لیپ ٹاپ کا پاس ورڈ ہے {pw}",
    "ڈونر سی آر ایم کا نیا پاس ورڈ: {pw}",
    "केलांग स्टेशन के लैपटॉप का पासवर्ड {pw} रखा है",
    "होमस्टे वाले टैबलेट का पासवर्ड: {pw}",
    "घुन्साको ल्यापटपको पासवर्ड {pw} हो",
    "लजको राउटरको एडमिन पासवर्ड {pw} राखेको छु",
    "ངའི་གློག་ཀླད་ཀྱི་གསང་གྲངས་ནི་ {pw} རེད།",
    "ཞབས་ཞུ་འཕྲུལ་ཆས་ཀྱི་གསང་ཨང་: {pw}",
    "Хээрийн зөөврийн компьютерын нууц үг {pw} шүү",
    "Камерын програмын нууц үг: {pw}",
    "Нарындагы ноутбуктун сырсөзү {pw}",
    "Жаңы сырсөз: {pw}, эч кимге айтпа",
    "Пароль от ноутбука на станции — {pw}",
    "портал ошейников, пароль {pw}",
    "Das Passwort vom Spender-CRM lautet jetzt {pw}",
    "Kennwort fürs Stationsnotebook in Hushe: {pw}",
    "le mot de passe du portail des colliers GPS, c'est {pw}",
    "mdp du NAS de Skardu : {pw}",
    "撮影班のノートPCのパスワードは {pw} です",
    "カメラトラップ用アプリのパスワード：{pw}",
    "西宁那台服务器的密码改成了 {pw}",
    "项圈平台密码：{pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ghulam", "sakina.h", "ashraf", "zainab", "sherbaz", "gulbano", "qurban", "dolat.b",
          "mehrban", "shams", "lakshan", "wasiya", "kazi", "sunita.negi", "rajkumar", "dorje",
          "tashi.b", "kunga", "pema.l", "karma", "dawa", "mangsewa", "ongmu", "sangmi",
          "friederike", "mathilde", "bayarmaa", "aibek", "svc-camtrap", "field-ops"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Ghulam: the Browning portal login is {u} / {pw}",
    "Zendesk #4415: {u} locked out of the Sirvoy admin, last password {pw}",
    "user {u} pass {pw}",
    "OpenProject › Field › Camera traps › CuddeLink: {u} — {pw}",
    "| station | user | password |\n|---|---|---|\n| Hushe NVR | {u} | {pw} |",
    "log into the collar portal as {u} with {pw}",
    "Emlid login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: relay-passu\n  user: {u}\n  pass: {pw}",
    "Telegram: account {u}, password {pw}",
    "Qurban says the SenseCAP account is {u} and the password is {pw}",
    "station,user,password\nghunsa-nvr,{u},{pw}",
    "ssh {u}@ct-nas.irbis.lan (password {pw})",
    "Signal: creds for the Outback Mate3s are {u} and {pw}",
    "sign in with {u} / {pw} on the GiveLively dashboard",
    "user-i ming {u}, password {pw} in",
    "یوزر نیم {u}، پاسورڈ {pw} ہن",
    "mu username {u}, password {pw} ət",
    "may username {u} asau, password {pw}",
    "यूज़र {u}, पासवर्ड {pw} तो",
    "यूज़रनेम {u} इन, पासवर्ड {pw}",
    "user ནི་ {u}, password ནི་ {pw} ཨིན།",
    "a-username {u} ro, password {pw} ro",
    "یوزرنیم {u} اور پاس ورڈ {pw}",
    "यूज़रनेम {u} और पासवर्ड {pw}",
    "प्रयोगकर्ता {u}, पासवर्ड {pw}",
    "Нэвтрэх нэр {u}, нууц үг {pw}",
    "логин {u}, пароль {pw}",
    "Benutzername {u}, Passwort {pw}",
    "ユーザー名 {u} / パスワード {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["markhor", "bharal", "chorten", "tsampa", "chapshuro", "skyu", "doksa", "lungta",
               "urial", "juniper", "pika", "thukpa", "khurbani", "chhurpi", "moraine",
               "lammergeier", "gyalthuk", "mamtu"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the animal {w}, lower case, then the number {d}",
    "it's just {w} with {d} tacked on the end",
    "over the radio: the password is {w}, and then the digits {d}",
    "type the word {w}, no capitals, and follow it with {d}",
    "{w}{d}, one word, the digits stuck to it",
    "password-i {w} zer-ba tshig in, de-i rting-la {d}",
    "پاسورڈ {w} لفظ ہن، پتو {d}",
    "password {w} kalima ət, baʿd-ar {d}",
    "password {w} shabd asau, pi {d}",
    "पासवर्ड {w} शब्द तो, तेरेस पतो {d}",
    "पासवर्ड {w} शब्द इन, ते-रा जेला {d}",
    "password ནི་ {w} ཟེར་བའི་ཚིག་དང་ དེའི་རྗེས་ལ་ {d} ཨིན།",
    "password {w} sapla ro, nu {d}",
    "पासवर्ड {w} शब्द हो, त्यसपछि {d}",
    "пароль — слово {w}, а за ним {d}",
    "das Passwort ist {w}, kleingeschrieben, und gleich dahinter {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [  # one template a sample: every tool is used once
    "zpaqfranz a /mnt/usb/ct-2032.zpaq /srv/cameratraps -key '{pw}'",
    "cvat-cli --server-host https://cvat.irbis.lan --auth {u}:{pw} ls",
    "maturin publish --repository-url https://pypi.irbis.lan/legacy/ -u {u} -p '{pw}'",
    "encpipe -e -p '{pw}' -i den-sites.csv -o den-sites.csv.enc",
    "printf '{u}:{pw}\\n' > ~/.ssh/proxyauth && ssh -o ProxyCommand='corkscrew proxy.irbis.lan 3128 %h %p ~/.ssh/proxyauth' gw-skardu",
    "parse-server --appId irbis-sightings --masterKey '{pw}' --databaseURI mongodb://db.irbis.lan/sightings",
    "sqlpad --admin {u}@irbis-trust.org --admin-password '{pw}' --port 3010",
    "java -jar ODK-Briefcase-v1.18.0.jar --pull_central --odk_url https://central.irbis-trust.org --odk_username {u} --odk_password '{pw}' --project_id 3 --storage_directory ~/briefcase",
    "python3 -c \"import paramiko; c = paramiko.SSHClient(); c.set_missing_host_key_policy(paramiko.AutoAddPolicy()); c.connect('nvr-hushe.irbis.lan', username='{u}', password='{pw}')\"",
    "WEBDAV_USERNAME={u} WEBDAV_PASSWORD='{pw}' git annex initremote irbis-cloud type=webdav url=https://cloud.irbis-trust.org/remote.php/dav/files/{u}/annex encryption=none",
    "echo '{pw}' | kwallet-query -w irbis-vpn kdewallet",
    "stegseek ct_0412.jpg wordlist.txt\n[i] Found passphrase: \"{pw}\"\n[i] Original filename: \"den-coords.txt\".",
    "sshpass -p '{pw}' rsync -a ct-cards/ {u}@ct-nas.irbis.lan:/volume1/ct/",
    "mysql -h lodge-db.irbis.lan -u {u} -p'{pw}' sirvoy_sync",
    "smbclient //nas-keylong.irbis.lan/traps -U '{u}%{pw}' -c 'prompt; mget *.JPG'",
    "xfreerdp /v:donor-pc.irbis.lan /u:{u} /p:'{pw}' /cert:ignore",
    "curl -u {u}:{pw} -T ghunsa-ct.zip https://cloud.irbis-trust.org/remote.php/webdav/",
    "lftp -u {u},{pw} sftp://gis.irbis.lan",
    "7z a -p'{pw}' -mhe=on collars-2032.7z collars/",
    "openssl enc -aes-256-cbc -pbkdf2 -in den-sites.csv -out den-sites.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c den-coordinates.gpkg",
    "ogr2ogr -f PostgreSQL PG:\"host=gis.irbis.lan dbname=sightings user={u} password={pw}\" sightings.gpkg",
    "psql 'postgresql://{u}:{pw}@gis.irbis.lan/sightings' -c 'select count(*) from detections'",
    "mosquitto_sub -h mqtt.irbis.lan -u {u} -P '{pw}' -t 'gateways/#'",
    "docker login registry.irbis.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd-ct {u} '{pw}'",
    "plink -ssh {u}@relay-khunjerab.irbis.lan -pw {pw}",
    "sqlcmd -S donors.irbis.lan -U {u} -P '{pw}' -Q 'select top 10 * from gifts'",
    "zip -P '{pw}' rangers-payroll.zip payroll-2032-05.xlsx",
    "ldapsearch -x -H ldap://dc.irbis.lan -D 'cn={u},ou=staff,dc=irbis,dc=lan' -w '{pw}' '(uid=*)'",
    "sudo -S apt-get -y upgrade <<< '{pw}'",
    "redis-cli -h cache.irbis.lan -a '{pw}' ping",
    "wget --user={u} --password='{pw}' https://data.irbis-trust.org/exports/collars.csv",
    "ftp -n gis.irbis.lan <<EOF\nuser {u} {pw}\nget den-sites.csv\nEOF",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "ranger@hushe-laptop:~$ {c}", "pi@ct-base:~ $ {c}", "PS C:\\Users\\field> {c}",
    "root@skardu-srv:/srv/ct# {c}", "bash_history from the Keylong laptop:\n{c}",
    "Termux on the ranger phone: {c}", "MobaXterm session 'Ghunsa lodge': {c}",
    "JuiceSSH from the Passu ridge: {c}", "VS Code terminal, irbis-sync repo:\n{c}",
    "Jupyter cell:\n!{c}", "tmux pane 2 on gis.irbis.lan: {c}", "Windows Terminal (Ubuntu): {c}",
    "GitHub Actions step:\n      - run: {c}", "pasted from the screen-share: {c}",
    "can you explain what this does? {c}", "why does this fail with 'permission denied'? {c}",
    "nga-s run byas-pa-i command: {c}", "جو کمانڈ مو چلاس: {c}", "command ki wuz run čəxk: {c}",
    "command: {c} (a run karim)", "जो कमांड गो-स चलाया: {c}", "कमांड: {c}",
    "ངས་ run བྱས་པའི་ command: {c}", "command {c} ro", "یہ کمانڈ چلائی تھی: {c}",
    "यह कमांड चलाई थी: {c}", "यो कमान्ड चलाएँ: {c}", "запускал вот это: {c}",
    "hab das ausgeführt: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgis://{u}:{pw}@gis.irbis.lan:5432/sightings",
    "mongodb+srv://{u}:{pw}@sightings.irbis-trust.org/parse?retryWrites=true&w=majority",
    "rtsp://{u}:{pw}@nvr-ghunsa.irbis.lan:554/Streaming/Channels/101",
    "ftps://{u}:{pw}@ftp.irbis-trust.org:990/collars/",
    "redis://{u}:{pw}@cache.irbis.lan:6379/2",
    "mssql+pyodbc://{u}:{pw}@donors.irbis.lan/DonorCRM?driver=ODBC+Driver+18+for+SQL+Server",
    "oracle+oracledb://{u}:{pw}@fin.irbis.lan:1521/?service_name=FIN",
    "clickhouse://{u}:{pw}@telemetry.irbis.lan:9000/collars",
    "neo4j+s://{u}:{pw}@graph.irbis.lan:7687",
    "imaps://{u}:{pw}@mail.irbis-trust.org:993/INBOX",
    "Server=donors.irbis.lan;Database=DonorCRM;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://gis.irbis.lan:5432/sightings?user={u}&password={pw}&ssl=true",
    "sqlserver://{u}:{pw}@donors.irbis.lan:1433?database=DonorCRM",
    "http://{u}:{pw}@weather-deosai.irbis.lan:8080/api/v1/readings",
    "wss://{u}:{pw}@mqtt.irbis.lan:8084/mqtt",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "Metabase connection we dropped last year: {c}",
    "please save this connection string: {c}", "کنکشن سٹرنگ یہ ہے: {c}",
    "connection string de {c} in", "OpenProject #219: {c}", "BookStack page 'Databases': {c}",
    "строка подключения: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "irbis-highlands-trust", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "projects:read uploads:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Wildlife Insights", "WILDLIFE_INSIGHTS_TOKEN", _vendor_jwt("https://api.wildlifeinsights.org")),
    ("Kinéis", "KINEIS_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Myriota", "MYRIOTA_API_KEY", _j((HEX, 64))),
    ("Lacuna Space", "LACUNA_API_TOKEN", _j((ALNUM, 48))),
    ("Zamba Cloud", "ZAMBA_API_KEY", _j((HEX, 40))),
    ("TrapTagger", "TRAPTAGGER_TOKEN", _j((URLSAFE, 43))),
    ("Conservation AI", "CONSERVATION_AI_KEY", lambda g: v.uuid4(g, "8")),
    ("Instant Detect", "INSTANT_DETECT_SECRET", _j((ALNUM, 32))),
    ("Arbimon", "ARBIMON_API_TOKEN", _vendor_jwt("https://auth.arbimon.org")),
    ("Global Forest Watch", "GFW_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Airbus OneAtlas", "ONEATLAS_API_KEY", _j((B64, 64), "==")),
    ("Astrocast", "ASTROCAST_API_KEY", _j((HEX, 32))),
    ("Sateliot", "SATELIOT_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Hubble Network", "HUBBLE_API_TOKEN", _j("hbl_", (ALNUM, 40))),
    ("Skylo", "SKYLO_API_KEY", _j((UPPER_DIGITS, 32))),
    ("FATMAP", "FATMAP_TOKEN", _j((HEX, 64))),
    ("Wikiloc", "WIKILOC_API_KEY", _j((ALNUM, 40))),
    ("AllTrails", "ALLTRAILS_API_KEY", _j((ALNUM, 32))),
    ("Relive", "RELIVE_CLIENT_SECRET", _j((HEX, 40))),
    ("Sirvoy", "SIRVOY_API_TOKEN", _j((HEX, 32))),
    ("Stayntouch", "STAYNTOUCH_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("innRoad", "INNROAD_API_KEY", lambda g: v.uuid4(g, "9")),
    ("WebRezPro", "WEBREZPRO_API_KEY", _j((UPPER_HEX, 40))),
    ("HotelRunner", "HOTELRUNNER_TOKEN", _j((ALNUM, 32))),
    ("STAAH", "STAAH_API_KEY", _j((HEX, 32))),
    ("Djubo", "DJUBO_API_KEY", _j((ALNUM, 40))),
    ("Bookingjini", "BOOKINGJINI_API_KEY", _j((B64, 44))),
    ("GiveLively", "GIVELIVELY_API_TOKEN", _vendor_jwt("https://secure.givelively.org")),
    ("GlobalGiving", "GLOBALGIVING_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Benevity", "BENEVITY_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Donately", "DONATELY_API_KEY", _j("don_live_", (ALNUM, 32))),
    ("Fundraise Up", "FUNDRAISEUP_API_KEY", _j((ALNUM, 48))),
    ("Qgiv", "QGIV_API_TOKEN", _j((HEX, 40))),
    ("Every.org", "EVERYORG_PRIVATE_KEY", _j((HEX, 32))),
    ("Submittable", "SUBMITTABLE_API_KEY", _j((HEX, 32))),
    ("Fluxx", "FLUXX_CLIENT_SECRET", _j((HEX, 64))),
    ("SmartSimple", "SMARTSIMPLE_API_KEY", _j((ALNUM, 36))),
    ("Foundant", "FOUNDANT_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Instrumentl", "INSTRUMENTL_TOKEN", _j((URLSAFE, 40))),
    ("Action Network", "ACTION_NETWORK_API_KEY", _j((HEX, 32))),
    ("Sellfy", "SELLFY_API_KEY", _j((ALNUM, 40))),
    ("Payhip", "PAYHIP_API_KEY", _j((HEX, 40))),
    ("Snipcart", "SNIPCART_SECRET_API_KEY", _j("ST_", (B64, 52))),
    ("Shopline", "SHOPLINE_ACCESS_TOKEN", _vendor_jwt("https://open.shopline.io")),
    ("Leopards Courier", "LEOPARDS_API_KEY", _j((UPPER_HEX, 32))),
    ("PostEx", "POSTEX_TOKEN", _j((B64, 40))),
    ("Pathao", "PATHAO_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Safepay", "SAFEPAY_SECRET_KEY", _j((HEX, 64))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "fish: set -gx {env} {tok}",
    "PowerShell: $env:{env} = \"{tok}\"",
    "setx {env} {tok}",
    "docker run -e {env}={tok} ghcr.io/irbis/ct-sync:3",
    "kubectl create secret generic ct-sync --from-literal={env}={tok}",
    "fly secrets set {env}={tok}",
    "heroku config:set {env}={tok} -a irbis-donations",
    "doppler secrets set {env}={tok}",
    ".env.production:\n{env}={tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "serverless.yml:\n  environment:\n    {env}: {tok}",
    "netlify.toml:\n[context.production.environment]\n  {env} = \"{tok}\"",
    "wrangler.toml:\n[vars]\n{env} = \"{tok}\"",
    "app.yaml (App Engine):\nenv_variables:\n  {env}: \"{tok}\"",
    "GitHub Actions log, the mask missed it: {env}={tok}",
    "crontab -l\n0 3 * * * {env}={tok} /opt/irbis/bin/sync.sh",
    "Irbis admin › Settings › Integrations › {vendor} › API key: {tok}",
    "OpenProject wiki table 'Integrations': | {vendor} | prod | {tok} |",
    "Wekan card: rotate the {vendor} key {tok}",
    "WhatsApp, Friederike: {vendor} key for the donor sync: {tok}",
    "Signal from Aibek: the {vendor} token we use now is {tok}, the old one is revoked",
    "Zendesk #4410: {vendor} webhook failing with 403, key in use {tok}",
    "{vendor} integration broken again, current key {tok}",
    "please hold on to our {vendor} API key: {tok}",
    "{vendor}-i API key {tok} in",
    "{vendor} جو API key {tok} ہن",
    "{vendor}-i API key: {tok} ət",
    "{vendor} API key {tok} asau",
    "{vendor}-उ API की {tok} तो",
    "{vendor}-रा API की {tok} इन",
    "{vendor} གི་ API key ནི་ {tok} ཨིན།",
    "{vendor}-in API key {tok} ro",
    "{vendor} کی API کلید: {tok}",
    "{vendor} की API कुंजी {tok} है",
    "{vendor} को API key {tok} हो",
    "{vendor} ཡི་ API ལྡེ་མིག་ {tok}",
    "{vendor}-ийн API түлхүүр: {tok}",
    "{vendor} үчүн API ачкыч — {tok}",
    "API-ключ {vendor}: {tok}",
    "API-Key für {vendor} (Spendenportal): {tok}",
    "la clé API {vendor} du portail des dons : {tok}",
    "{vendor} のAPIキーは {tok}",
    "{vendor} 的 API 密钥：{tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    myriota = _r(rng, HEX, 64)
    zamba = _r(rng, HEX, 40)
    globalgiving = v.uuid4(rng, "9")
    sirvoy = _r(rng, HEX, 32)
    safepay = _r(rng, HEX, 64)
    hotelrunner = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.myriota.com/v1/modules", headers={{"Authorization": "Bearer {myriota}"}})', myriota),
        Sample("vendor_token", f'const zamba = new ZambaClient({{ apiKey: "{zamba}" }});', zamba),
        Sample("vendor_token", f'let giving = GlobalGivingClient(apiKey: "{globalgiving}")', globalgiving),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "SIRVOY_TOKEN", "\\"{sirvoy}\\"")\n  }}\n}}', sirvoy),
        Sample("vendor_token", f"$safepay = new \\Safepay\\SafepayClient(['environment' => 'production', 'api_key' => 'sec_{safepay}']);", safepay),
        Sample("vendor_token", f'client := hotelrunner.NewClient("irbis-lodges", "{hotelrunner}")', hotelrunner),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it's shown only once, so here:\n{t}", "token de {t} in",
                "这个 token：{t}", "{t}\n^ new one, the old one is revoked",
                "keep this safe for me please: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 52)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of collar gateway GW-Thangu (OTAA): {h}": 32,
    "NwkSKey of the Deosai snow-depth sensor (ABP): {h}": 32,
    "HMAC secret for the GiveLively donation webhook: {h}": 64,
    "Zigbee network key of the Ghunsa lodge sensors: {h}": 32,
    "AES-256 key the Instant Detect base station uses for its sensor links, hex: {h}": 64,
    "pre-shared key of the Skardu to Islamabad IPsec tunnel (hex): {h}": 64,
    "backup-i encryption key {h} in": 64,
    "बैकअप-उ एन्क्रिप्शन की: {h}": 48,
    "بیک اپ کی انکرپشن کلید: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zendesk #4420: token copied from the browser's dev tools {t}",
    "Cookie: lang=ur; irbis_session={t}",
    "SIGHTINGS_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token 是 {t}",
    "token de {t} in",
    "Help Scout transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.irbis-trust.org/realms/field",
            "azp": "sightings-app",
            "roles": ["ranger", "uploader"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, LOWER_DIGITS, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Skardu server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/donate.irbis-trust.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PUSH_SIGNING_KEY": "{key}", "team": "irbis-field"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_ct <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Freshdesk #5133, pasted by the vendor's engineer:\n{key}": ("PRIVATE KEY", "\n"),
    "server གི་ private key:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the donor-data SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Sparrow wallet backup words, copying them before I burn the card: {p}": "english",
    "Nunchuk recovery phrase\n{p}": "english",
    "BlueWallet words for the old donations wallet (emptied): {p}": "english",
    "Cake Wallet seed: {p}": "english",
    "voice memo: the Exodus recovery words are {p} and that's all of them": "english",
    "OpenProject wiki 'Crypto donations (retired)': {p}": "english",
    "वालेटको रिकभरी शब्दहरू: {p}": "english",
    "obnovovací fráze peněženky Trezor: {p}": "czech",
    "сид-фраза кошелька Tangem: {p}": "russian",
    "지갑 복구 구문: {p}": "korean",
    "frase di recupero del portafoglio Ledger: {p}": "italian",
    "钱包助记词（捐款用的旧钱包）：{p}": "chinese_simplified",
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
        "  ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's and Mir's ranges: brands the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["6070", "6521", "6522", "8171", "8203", "5085"], [16])
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2204"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Ashraf: the trust's card for the camera-trap order is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Zendesk #4431: pay the Starlink renewal with card {c}",
    "میرا کارڈ نمبر: {c}، {mm}/{yy}",
    "मेरा कार्ड नंबर {c} है",
    "मेरो कार्ड नम्बर: {c}",
    "номер карты: {c}, срок {mm}/{yy}",
    "ngi card-i number {c} in",
    "مے کارڈے نمبر: {c}",
    "may card number {c} asau, {mm}/{yy}",
    "a-card number {c} ro",
]  # fmt: skip


_BRANDS = ["visa", "rupay", "mastercard", "amex", "mir", "jcb", "unionpay", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 41))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV2 {cvv}",
               "the three digits on the signature panel: {cvv}",
               "Amex {c}, the four-digit code above the number on the front: {cvv}",
               "कार्ड के पीछे वाले तीन अंक: {cvv}",
               "card-i rgyab-la number gsum: {cvv}",
               "कार्ड-उ पीठ-उ तीन नंबर: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.card(rng, brand)
    while brand == "visa" and len(number) != 16:
        number = v.card(rng, brand)
    return {"c": v.grouped(number, " ", rng), "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 66 (four or five earlier corpora each);
# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"CY": "n" * 8 + "c" * 16, "MT": "aaaa" + "n" * 5 + "c" * 18,
                "SM": "a" + "n" * 10 + "c" * 12, "VA": "n" * 18, "PK": "aaaa" + "n" * 16,
                "BH": "aaaa" + "c" * 14, "AL": "n" * 8 + "c" * 16, "DJ": "n" * 23}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice IR-2032-077: please pay the collar refurbishment to {i} within 30 days",
    "save the camera supplier's IBAN: {i}",
    "IBAN: {i}\nReference: Hushe cameras, June",
    "WhatsApp #finance: the new donor's bank details, IBAN {i}",
    "ہمارا IBAN: {i}",
    "IBAN नम्बर: {i}",
    "IBAN der neuen Spenderin: {i}",
    "IBAN du fournisseur des colliers : {i}",
    "IBAN: {i} ہن",
    "mu IBAN: {i}",
    "ངེ་ IBAN ནི་ {i} ཨིན།",
    "the partner's account for the lynx survey, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# The ids below carry no check a library or this file verifies; their shapes are assumed here.
def _rap(g: random.Random) -> str:
    """India's Restricted Area Permit for a foreigner in Sikkim: an office's code, a year, a serial."""
    return f"RAP/SKM/{g.randrange(2030, 2033)}/{_r(g, D, 5)}"


def _pap(g: random.Random) -> str:
    """India's Protected Area Permit, issued in Kinnaur: a district's code, a year, a serial."""
    return f"PAP-KNR-{g.randrange(2030, 2033)}-{_r(g, D, 4)}"


def _tims(g: random.Random) -> str:
    """Nepal's TIMS card (trekkers' information management system): nine digits."""
    return g.choice("123456789") + _r(g, D, 8)


def _poc(g: random.Random) -> str:
    """A Pakistan Origin Card: thirteen digits written 5-7-1."""
    return f"{g.choice('1234567')}{_r(g, D, 4)}-{_r(g, D, 7)}-{_r(g, D, 1)}"


def _bform(g: random.Random) -> str:
    """Pakistan's B-Form (Child Registration Certificate): thirteen digits written 5-7-1."""
    return f"7{_r(g, D, 4)}-{_r(g, D, 7)}-{_r(g, D, 1)}"


def _por(g: random.Random) -> str:
    """A Proof of Registration card of an Afghan refugee in Pakistan: ten digits."""
    return "0" + _r(g, D, 9)


def _green_book(g: random.Random) -> str:
    """The Tibetan Green Book (the exile administration's contribution book): seven digits."""
    return g.choice("123456789") + _r(g, D, 6)


def _udid(g: random.Random) -> str:
    """India's UDID (Unique Disability ID): a state's letters and sixteen digits."""
    return g.choice(["HP", "SK", "LA", "JK"]) + _r(g, D, 16)


def _coi(g: random.Random) -> str:
    """Sikkim's Certificate of Identification: a district, a serial and a year."""
    return f"COI/{g.choice(['NS', 'GT', 'MN'])}/{_r(g, D, 6)}/{g.randrange(1990, 2030)}"


def _st_cert(g: random.Random) -> str:
    """An Indian Scheduled Tribe certificate: a district, a year and a serial."""
    return f"ST/{g.choice(['LHS', 'KNR'])}/{g.randrange(2000, 2032)}/{_r(g, D, 5)}"


def _gb_domicile(g: random.Random) -> str:
    """A Gilgit-Baltistan domicile certificate: a district's code, a year and a serial."""
    return f"GB-{g.choice(['SKD', 'GLT', 'AST', 'HNZ'])}-{g.randrange(2000, 2032)}-{_r(g, D, 5)}"


def _rp(g: random.Random) -> str:
    """An Indian FRRO Residential Permit: an office, a year and six digits."""
    return f"RP/{g.choice(['DEL', 'CHD', 'KOL'])}/{g.randrange(2030, 2033)}/{_r(g, D, 6)}"


def _pk_passport(g: random.Random) -> str:
    """A Pakistani passport: two letters and seven digits."""
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _np_passport(g: random.Random) -> str:
    """A Nepali passport: two letters and seven digits."""
    return "PA" + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "Restricted Area Permit for the Dutch volunteer, North Sikkim: {s}": _rap,
    "numéro du RAP de Mathilde pour le Nord-Sikkim : {s}": _rap,
    "Protected Area Permit, Kinnaur, for the film crew: {s}": _pap,
    "キナウルの保護地域許可証（PAP）番号：{s}": _pap,
    "TIMS card number for the Kangchenjunga trek: {s}": _tims,
    "मेरो TIMS कार्ड नम्बर {s} हो": _tims,
    "Pakistan Origin Card of the Freiburg volunteer: {s}": _poc,
    "پاکستان اوریجن کارڈ نمبر: {s}": _poc,
    "بیٹی کا ب فارم نمبر: {s}": _bform,
    "مئی دیے ب فارم نمبر {s} ہن": _bform,
    "PoR card number of the Afghan herder at Shimshal: {s}": _por,
    "ངའི་དཔྱ་དེབ་ལྗང་ཁུའི་ཨང་གྲངས། {s}": _green_book,
    "मेरा UDID नंबर {s} है": _udid,
    "अङ UDID नंबर {s} तो": _udid,
    "ངེ་ COI (Certificate of Identification) ཨང་ {s} ཨིན།": _coi,
    "Sikkim COI number of the Lachung lodge owner: {s}": _coi,
    "अनुसूचित जनजाति प्रमाणपत्र नंबर {s} इन": _st_cert,
    "ngi domicile certificate-i number {s} in": _gb_domicile,
    "Residential Permit (FRRO) of the German volunteer: {s}": _rp,
    "mu passport number {s} ət": _pk_passport,
    "may passport number {s} asau": _pk_passport,
    "a-passport number {s} ro": _np_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["GiveLively 2FA recovery codes\n{codes}", "spare sign-in codes for the trust's Microsoft 365 account {codes}",
            "Sirvoy backup codes: {codes}", "2FA کے بیک اپ کوڈ:\n{codes}",
            "2FA-i backup code: {codes}", "2FA нөөц кодууд: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Safepay:ashraf@irbis-trust.org?secret={s}&issuer=Safepay&period=30",
              "Aegis, manual entry for the Benevity login, key: {s}",
              "2FAS, secret for the Sirvoy admin: {s}",
              "2FA-उ सीक्रेट की: {s}"]  # fmt: skip
_CODES = ["{c} is your Sirvoy login code. It expires in 10 minutes.",
          "Safepay: use {c} to confirm the payout",
          "آپ کا میزان بینک او ٹی پی {c} ہے۔ کسی کو نہ بتائیں۔",
          "तपाईंको नबिल बैंक OTP {c} हो। कसैलाई नदिनुहोस्।",
          "Сиздин ырастоо кодуңуз: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 7 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Irbis-Skardu-Office", "HusheCamp-5G", "Deosai-Base", "ShimshalHomestay",
          "Passu_Lodge_2G", "Bumburet-GuestHouse", "Rumbur-Trust", "Chitkul-Homestay-5G",
          "Keylong-Station", "Jispa_Field", "Lachung-Lodge", "Thangu-Base",
          "Ghunsa-Lodge-Starlink", "Taplejung-Office", "Naryn-Collars"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "lodge network {s}, password {pw}",
    "wifi at the Ghunsa lodge: {s} / {pw}",
    "ESP32 sketch: WiFi.begin(\"{s}\", \"{pw}\");",
    "the key on the sticker under the Starlink router: {pw}",
    "wifi {s}-i password {pw} in",
    "وائی فائی {s} جو پاسورڈ {pw} ہن",
    "wifi {s} password {pw} ət",
    "wifi {s} password {pw} asau",
    "वाईफाई {s}-उ पासवर्ड {pw} तो",
    "वाईफाई {s}-रा पासवर्ड {pw} इन",
    "wifi {s} གི་ password ནི་ {pw} ཨིན།",
    "wifi {s}-in password {pw} ro",
    "camera-trap uplink: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 14)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("hbl_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j((UPPER_DIGITS, 32)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out character by character: {t}", "[dictated over the satellite phone] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "एक-एक अक्षर: {t}", "kɛt kɛt: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " _ ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    return {"t": [" ", "-", "  ", ".", ","][index % 5].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["key safe at the Lachung lodge door: {pw}", "the collar store padlock at Skardu: {pw}",
          "the solar room keypad at Ghunsa takes {pw} then the tick key",
          "فیول شیڈ کے تالے کا کوڈ: {pw}", "जिस्पा स्टोर के ताले का कोड {pw} है",
          "سٹورے تالا کوڈ: {pw}", "store-i qulf code: {pw}", "ལྡེ་མིག་སྒམ་གྱི་ code: {pw}",
          "dur-as tala code: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["juniper", "moraine", "apricot", "serac", "yakbell", "pika", "tsampa", "cornice",
                 "lammergeier", "chorten", "marmot", "scree", "mulberry", "talus", "bharal",
                 "icefall"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the field vault: {p}": " ",
            "Strongbox database passphrase: {p}": " ",
            "KeeWeb passphrase: {p}": "-", "Proton Pass master passphrase: {p}": ".",
            "बैकअप का पासफ़्रेज़: {p}": " ", "кодовая фраза для бэкапа: {p}": "_",
            "backup-i passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman collection, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Bruno request file:\nauth:bearer {{\n  token: {v}\n}}": False,
    "http GET https://api.irbis.lan/sightings 'Authorization: Basic {v}'": True,
    "Insomnia export of the Zamba call: authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "~/.newsboat/config:\nurls-source \"miniflux\"\nminiflux-url \"https://rss.irbis.lan/\"\nminiflux-login \"ranger-news\"\nminiflux-password \"{pw}\"",
    "~/.config/calcurse/caldav/config:\n[General]\nHostname = dav.irbis.lan\nPath = /calendars/rangers/duty/\n[Auth]\nUsername = duty\nPassword = {pw}",
    "nornir inventory/hosts.yaml:\nrelay-khunjerab:\n  hostname: 10.40.0.2\n  platform: routeros\n  username: admin\n  password: {pw}",
    "/etc/guacamole/user-mapping.xml:\n<user-mapping>\n  <authorize username=\"ranger\" password=\"{pw}\">\n    <connection name=\"ct-nas\"><protocol>ssh</protocol></connection>\n  </authorize>\n</user-mapping>",
    "~/.git-credentials:\nhttps://ranger:{pw}@git.irbis.lan",
    "juicity client.json:\n{{\"listen\": \":1080\", \"server\": \"relay.irbis-trust.org:23182\", \"uuid\": \"0f5e3c2a-9d41-4b7e-8a20-6c1d5e7f9b34\", \"password\": \"{pw}\", \"sni\": \"relay.irbis-trust.org\"}}",
    "parse-dashboard-config.json:\n{{\"apps\": [{{\"appId\": \"irbis-sightings\", \"serverURL\": \"https://parse.irbis.lan/parse\"}}], \"users\": [{{\"user\": \"ranger\", \"pass\": \"{pw}\"}}]}}",
    "sqlpad .env:\nSQLPAD_ADMIN=admin@irbis-trust.org\nSQLPAD_ADMIN_PASSWORD={pw}",
    "chartbrew .env:\nCB_DB_HOST=db.irbis.lan\nCB_DB_USERNAME=chartbrew\nCB_DB_PASSWORD={pw}",
    "pg_featureserv.toml:\n[Database]\nDbConnection = \"postgresql://featureserv:{pw}@gis.irbis.lan/sightings\"",
    "DNN web.config:\n<add name=\"SiteSqlServer\" connectionString=\"Server=donors.irbis.lan;Database=dnn;User ID=dnn;Password={pw}\" providerName=\"System.Data.SqlClient\" />",
    "Sitefinity App_Data/Sitefinity/Configuration/DataConfig.config:\n<add connectionString=\"data source=donors.irbis.lan;UID=sitefinity;PWD={pw};initial catalog=Sf\" name=\"Sitefinity\" />",
    "/etc/ssmtp/ssmtp.conf:\nmailhub=mail.irbis-trust.org:587\nAuthUser=alerts@irbis-trust.org\nAuthPass={pw}\nUseSTARTTLS=YES",
    "/etc/mosquitto/conf.d/bridge.conf:\nconnection irbis-cloud\naddress mqtt.irbis-trust.org:8883\nremote_username thangu-gw\nremote_password {pw}",
    "/etc/rsyncd.secrets:\nctsync:{pw}",
    "Statamic site .env:\nAPP_NAME=\"Irbis Field Journal\"\nDB_CONNECTION=mysql\nDB_USERNAME=statamic\nDB_PASSWORD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Qurban: Passu lodge wifi password?\nMehrban: {pw}",
    "[05:52] ashraf: root pw for the Skardu NAS?\n[05:53] zainab: {pw}",
    "Pema: {pw} is the new SenseCAP console password",
    "Dorje: use {pw}, that's what I set on the Outback panel",
    "Ghulam: password sarpa {pw} in",
    "Qurban: nəw password {pw} ət",
    "सुनीता: नया पासवर्ड {pw} तो",
    "ཀརྨ་: password གསརཔ་ {pw} ཨིན།",
    "Ongmu: password kɛdaŋ {pw} ro",
    "डावा: नयाँ पासवर्ड {pw} हो",
    "اشرف: نیا پاس ورڈ {pw} ہے",
    "Баярмаа: шинэ нууц үг {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200dword: {pw}", "pass\u2063word = {pw}", "p\u00adass\u00adword → {pw}", "pаssword: {pw}",
    "𝗉𝖺𝗌𝗌𝗐𝗈𝗋𝖽 {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "𝓅𝒶𝓈𝓈𝓌ℴ𝓇𝒹 = {pw}", "pass\u2064word: {pw}",
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
    "the SenseCAP console password is": "{s}", "Sirvoy admin pw:": "{s} (since the June migration)",
    "ngi email-i password": "{s} in", "Outback Mate3s password": "{s}\nchange it before the monsoon",
    "سرورے پاسورڈ": "{s} ہن", "यूज़र ranger, पासवर्ड": "{s} तो", "Nabil Bank password": "{s}",
    "the password Dawa read out over the radio was": "{s}, I think", "नयाँ पासवर्ड": "{s}",
    "Das neue Kennwort:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Zamba Cloud API key", "{s}", _j((HEX, 40))),
    ("split_token", "Hubble Network token:", "{s} (collar backhaul)", _j("hbl_", (ALNUM, 40))),
    ("split_token", "GlobalGiving API key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 02/37", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "PK"))),
    ("split_backup", "GiveLively recovery codes", "{s}\nqzmt58-4k2x\nwbrn03-h7va", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Tibetan Green Book no.", "{s}", _green_book),
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
    '{"sensecap": {"url": "https://gw-thangu.irbis.lan", "console_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"Kennwort": "{s}"}': ("meta_password", _plain_pw),
    '{"station": {"login": "ranger", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"nvrs": [{"site": "hushe"}, {"site": "ghunsa", "admin_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["zpaqfranz", "a", "ct.zpaq", "/srv/ct", "-key", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "سکردو والے سرور کا پاس ورڈ {s} ہے"}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Emlid base as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"zamba": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"sirvoyToken": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"safepay_secret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"X-Api-Key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "expiry": "11/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MT")),
    '{"volunteer": {"udid_number": "{s}"}}': ("meta_id", _udid),
    '{"mfa": {"backup_codes": ["{s}", "qzmt58-4k2x", "wbrn03-h7va"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donations_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"nwk_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fuel_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "HusheCamp-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paramiko-3.5.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"reach-rs3-firmware-32.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/irbis/ct-sync:3.2").hexdigest()
_COMMIT = hashlib.sha1(b"sightings: add urial detections table", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"export: revert label mapping", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"hushe_2032-05.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"detections-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Browning camera passwords before the winter deployment on 2032-10-04.",
    "Ghulam asked for the Hushe lodge wifi password; it's on the laminated card behind the kitchen door.",
    "Policy: trust passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into the rangers' WhatsApp group; send a vault link instead.",
    "The `.env.example` line `ZAMBA_API_KEY=<from the vault>` is a placeholder; the real key is in the vault.",
    "The SenseCAP gateway asks for a new console password after every firmware update.",
    "Replace <YOUR_SIRVOY_TOKEN> in the README with the token from the Sirvoy dashboard.",
    "SIRVOY_API_TOKEN and GIVELIVELY_API_TOKEN must be set before the nightly sync runs.",
    "password su-a-ang ma-zer.",
    "اپݨو پاسورڈ کسے مہ رے۔",
    "password kuy-ər mə lüpt.",
    "may password kasa ne kay.",
    "पासवर्ड हुन-ऊ मा-लो।",
    "पासवर्ड सुला मा-स्मे।",
    "password སུ་ལུ་ཡང་མ་ཤོད།",
    "password ɔpmi-ille ma-pɛ ro.",
    "پاس ورڈ کم از کم سولہ حروف کا ہونا چاہیے۔",
    "पासवर्ड कम से कम सोलह अक्षरों का होना चाहिए।",
    "पासवर्ड कसैलाई नभन्नुहोस्।",
    "Нууц үгээ хэнд ч бүү хэлээрэй.",
    "Пароль должен быть не короче шестнадцати символов.",
    "パスワードは16文字以上にしてください。",
    "Das Passwort bitte nie per Messenger schicken.",
    "Ne partagez jamais votre mot de passe par WhatsApp.",
    "གསང་གྲངས་སུ་ལའང་མ་སྟོན།",
    "Сырсөзүңдү эч кимге айтпа.",
    "密码不要告诉任何人。",
    "Upgraded the SenseCAP firmware from 0.9.6 to 1.0.2 and Django to 5.2.3 over the weekend.",
    f"commit {_COMMIT} adds the urial detections table.",
    f"Reverted to {_SHORT} after the species-label mapping broke the export.",
    f"requirements.txt: paramiko==3.5.1 --hash=sha256:{_WHEEL_SUM}",
    f"The Reach RS3 firmware 32.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of detections-2031.parquet: {_SHA512}",
    f"The sync container runs ghcr.io/irbis/ct-sync@sha256:{_IMAGE}.",
    f"MD5 of hushe_2032-05.csv is {_MD5}, same as the copy on the Skardu NAS.",
    "Request id 3f9c2a71-8e4b-4d06-a5c3-1b7e9d204f6a is the slow one in the Zamba logs.",
    "Purchase order PO-2032-00731 for 24 camera traps ships from Lahore on Monday.",
    "Zendesk #4402: the Keylong inverter alarm beeps every night at 02:00.",
    "Call the Skardu office on +92 5815 450 317 before noon.",
    "Collar U-07 on the urial ewe went quiet at 4,620 m above Shimshal on 2032-03-18.",
    "Booking 48213 at the Chitkul homestay is for three nights, two guests.",
    "Camera CT-HSH-07 photographed a female with two cubs at 02:14 on 2032-02-09.",
    "The Deosai snow depth was 142 cm at the 06:00 reading; the road opens in June.",
    "After five wrong passwords the Sirvoy admin locks the account for 30 minutes.",
    "The Ghunsa lodge battery bank is 48 V, 600 Ah; the inverter is 5 kVA.",
    "The secret of a good camera-trap site is a narrow ridge trail and a rock the cats mark.",
    "Ask Pema for the key-safe code at the Lachung lodge, I don't have it.",
    "My card ending 4417 was declined at the Skardu bazaar.",
    "The Nepal partner wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the trust's GiveLively account and keep them in the office safe.",
    "No wallet's support team will ever ask for your recovery phrase.",
    "Keep `ZAMBA_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the Hushe fuel shed freezes in January; bring it inside at night.",
    "Hubble Network moved the API key page under Settings › Developers in its April release.",
    "ISBN 978-0-691-17600-0 is the field guide on the Skardu shelf.",
    "The guest wifi 'Irbis-Guest' is open, no password needed.",
    "Sighting S-2032-0418: two ibex and one markhor at 3,950 m, observer Qurban.",
    "Flight PK 451 from Islamabad to Skardu leaves at 07:10 if the weather holds.",
    "Invoice INV-2032-0215 for the Lachung homestay roof is due on 30 June; the donor report is version 3.4, 28 pages.",
    "Dorje's new phone number is +977 24 460 185; the Taplejung office is closed on Saturdays.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-05-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/field/sensecap", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paramiko", "version": "3.5.1"}}',
    '{"ticket": "4402", "purchase_order": "PO-2032-00731"}',
    '{"sighting": {"id": "S-2032-0418", "species": "ibex", "altitude_m": 3950}}',
    '{"phone": "+92 5815 450 317", "office": "Skardu"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "camera_traps_deployed": 212}',
    '{"request_id": "3f9c2a71-8e4b-4d06-a5c3-1b7e9d204f6a", "status": 504}',
    '{"app_version": "2.8.1", "api_version": "v2", "booking": 48213}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
