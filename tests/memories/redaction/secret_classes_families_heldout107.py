# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-seventh corpus: written blind, without the scrubber's code.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-sixth's docstring, the fifth
to hundred-and-sixth only to search them (grep) for the languages, wordings, tools, vendors, id
kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words, names, places,
templates, tools, vendors and layouts, the way the staff of the Qajaq Polar Network (a fictional
Arctic fisheries and research network) leak secrets into an assistant's memory: a halibut and shrimp
processing plant at Ilulissat with its freezer store, the trawlers Polar Tern and Kigutilik, a
sled-dog kennel, an office and cargo desk in Nuuk, a clinic and a small airline's hangar at Iqaluit,
a satellite ground link at Longyearbyen, a research station at Ny-Ålesund beside the AWIPEV, Dasan
and Yellow River stations, and buyers in Denmark (Esbjerg), Japan and Canada; its people come from
Nuuk and Qaanaaq, Ikaluktutiak (Cambridge Bay), Chisasibi, Uashat, Nexø on Bornholm, Fogo Island,
Trøndelag, Hokkaidō, Barentsburg and the Philippines. The texts are Messenger, Slack, Teams, Signal,
WhatsApp, Threema, Google Chat, Telegram, Element, Zulip, Mattermost, Rocket.Chat, Viber, iMessage,
SMS, Wire, Workplace, LINE, WeChat, KakaoTalk and Webex messages, Apple Notes, Obsidian, Todoist and
Confluence notes, TOPdesk, Freshservice and GLPI tickets, e-mails, an incident note, a runbook,
README fragments, shell history (bash, zsh, fish, nushell, xonsh, PowerShell, cmd, MobaXterm, PuTTY,
SecureCRT, Tabby, iTerm2, kitty, Ghostty, Termius, JuiceSSH, Blink Shell, Terminator, GNOME
Terminal, Guake, Tilix, Alacritty), configs, code (Python), voice-dictated text and requests to the
assistant itself, around the panels of processing, refrigeration, fishing, navigation, research,
satellite, clinic, aviation, camera and network hardware (a Marel Innova server and Marel scales, a
Baader 192 filleting line, a Cabinplant grader, a GEA freezer tunnel, Sabroe compressors and a
Danfoss AK-CC panel, a Scanmar ScanBas, a Marport trawl explorer, a Furuno FCV-1900 sounder and
MaxSea TimeZero, a Picarro G2401 analyser, a Campbell CR1000X logger and a Vaisala AWS310 station, a
Kongsberg antenna controller, an Intellian v150NX, a Cobham SAILOR 600 and a Comtech modem, a Sectra
PACS, a Philips IntelliVue MX450 and a Meditech terminal, a Garmin G1000 database loader, a
Hikvision DS-7608 NVR and a NetModule NB2800 router). Tools none of heldouts 5 to 106 names:
unixODBC's `iusql`, NCO's `ncks`, `podaac-data-downloader`, Windows' `bootcfg` and the
`prnmngr.vbs`, `prnjobs.vbs`, `prnport.vbs` and `prnqctl.vbs` printing scripts, Oracle E-Business
Suite's `FNDCPASS`, Oracle's `loadjava` and `dropjava`, `weblogic.Admin`, IBM's `gsk8capicmd`,
`ikeycmd`, `runmqakm` and WebSphere's `manageprofiles`, `sdl-freerdp`, MySQL Utilities'
`mysqldiskusage`, pgpool's `pcp_attach_node` with its `.pcppass`, lakeFS's `lakectl`, EUMETSAT's
`eumdac` and the Open Build Service's `osc` (its `oscrc`); beside them the commands the product
names (sshpass, mysql, redis-cli, htpasswd, ssh-keygen, smbclient, certutil, 7z, openssl, ipmitool,
mosquitto_pub, sqlcmd, xfreerdp, net use, sudo -S, keytool, gpg) and configs of Telegraf, OpenVPN,
FreeRADIUS, the MySQL client, GLPI, OpenEMR, Snipe-IT, Zammad, Nextcloud, Moodle, a Mosquitto
bridge, ERPNext, Icinga 2, LibreNMS and Asterisk in layouts of its own. About 44 % of the texts are
in other languages than English (by a rough count of the drawn samples; 40 % when Newfoundland
English is counted as English): Inuinnaqtun (of Ikaluktutiak), Inuktun (Avanersuarmiutut, the Polar
Inuit speech of Qaanaaq), East Cree (Iiyiyiu Ayimiwin of Chisasibi, in Roman letters), Innu-aimun
(of Uashat), Bornholmsk (the Danish of Bornholm), Newfoundland English, Trøndersk (the Norwegian of
Trøndelag) and Hokkaidō-ben (the Japanese of Hokkaidō, in kana and kanji), which no earlier
docstring names, and Danish, Kalaallisut (West Greenlandic), Norwegian Bokmål, Icelandic, Faroese,
Canadian French, Japanese, Korean, Simplified Chinese, Russian, Ukrainian, Polish, German, Thai,
Tagalog, Czech and Portuguese in wordings of their own. The eight new languages' wordings are the
author's approximations, checked by no speaker, built around their pronouns and possessives and the
English, Danish and French loanwords people there really text (password, username, computer, email,
card, wifi, API key, code, token, passport, IBAN): Inuinnaqtun's `-ga` ("my": `passwordga`,
`usernamega`), `-mi` ("at"), `nutaaq` ("new"), `quana` ("thanks") and `nampa` ("number"); Inuktun's
`-iga` ("my"), `qujanaq` ("thanks"), `tassa` ("that's it"), `normua` ("its number") and `Qaanaami`
("at Qaanaaq"), shaped after West Greenlandic because the author does not know Inuktun's own h-for-s
forms well enough to write them; East Cree's `Wâchiyâ` (a greeting), `ni-` ("my"), `eukw` ("that's
it"), `êkw` ("and then") and `chiniskumitin` ("thank you"); Innu-aimun's `Kuei` (a greeting), `nin`
("I"), `ni-`/`nit-` ("my"), `eukuan` ("that's it"), `kie` ("and") and `tshinashkumitin` ("thank
you"), with French loans (`nit-utilisateur`, `carte de crédit`); Bornholmsk's `ja hâr` ("I have"),
`e` ("is"), `ded` ("it"), `å` ("and"), `ente` ("not"), `nâjn` ("anyone") and `nøjlen` ("the key");
Newfoundland English's `b'y`, `me son`, `where ya to` and `me` for "my"; Trøndersk's `æ` ("I"), `e`
("is"), `itj` ("not"), `nånn` ("anyone"), `bua` ("the shed") and its clipped definites (`passorde`,
`brukernavne`, `ruter'n`, `backup'n`); Hokkaidō-ben's `だべ`/`だべさ`, `なまら` ("very"), `したっけ` ("so
then"), `っしょ` and `言うんでないよ` ("don't tell"): all guesses after published word lists or neighbouring
varieties. Vendors (Shipmondo, Webshipper, Coolrunner, Penneo, Minuba, Ordrestyring, Billy, Reepay,
Clearhaus, Dataforsyningen, Datafordeler, e-Boks, Danske Bank, Råfisklaget, Norges Sildesalgslag,
Fiskeridirektoratet, Meniga, Payday.is, Flinks, VoPay, Zūm Rails, Payfirma, Wagepoint, Dayforce,
Accuro, OceanMD, Questrade, Nulogy, Intelcom, ThisFish, Treasure Data, IIJ, ConoHa, Nifcloud,
Moneytree, Zaim, MakeLeaps, Jobcan, Hacobu, Ubiregi, GMO Aozora Net Bank, Sumishin SBI Net Bank,
Merpay, SPEEDA, Drift+Noise, Eutelsat, Telesat, Navtech, Quantum Control, Meditech and lakeFS) are
ones heldouts 5 to 106 do not name; where a vendor publishes no token shape the shape here is the
author's guess (Reepay's `priv_` and 32 hex digits, Treasure Data's account number, a slash and 40
hex digits, and ConoHa's 32-hex `X-Auth-Token` are as the author believes them; ThisFish's `tf_`,
Drift+Noise's and Quantum Control's JWTs, the UUIDs and every other shape are guesses). The ids are
kinds heldouts 5 to 106 do not use, and none carries a check a library or this file verifies
(python-stdnum has no module for them, and its person-id modules are all used by earlier corpora): a
Greenland commercial hunter's certificate (erhvervsfangerbevis) and fishing licence, a Norwegian
firearms licence (våpenkort), a Svalbard field-trip registration with the Sysselmester, a Norwegian
fishermen's register (fiskermanntallet) number, a Canadian Fisher Identification Number, a Fishing
Master Class IV certificate, an EASA Part-66 licence issued by Denmark (`DK.66.`), a Nunavut
registered nurse's registration, a Japanese health insurance card's 記号・番号, a ROC-M radio certificate
and an Icelandic skipper's certificate, drawn in the shape the author believes they are printed in
(the Greenland, Svalbard and Nunavut numbers wholly invented); and Canadian, Danish, Norwegian and
Japanese passports under Inuinnaqtun, Inuktun, East Cree, Trøndersk, Bornholmsk and Hokkaidō-ben
words, likewise unchecked. Card numbers pass Luhn (Dankort's 5019 and Visa/Dankort's 4571 prefixes
drawn here, Visa, Mastercard, Amex, JCB, Discover and UnionPay from the value helpers, each checked
again with python-stdnum's `luhn`). The IBANs are of the countries used least by a rough count over
the IBAN shapes and country lists of heldouts 5 to 106 (Bosnia and Herzegovina, Honduras, Israel,
Moldova, North Macedonia, San Marino, Kosovo and São Tomé and Príncipe, about seven corpora each),
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Japanese,
Korean, Russian, Czech, Simplified Chinese and French lists, each phrase's checksum valid. 390
secret-bearing texts, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and 10
clean metadata dicts.
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

SEED = 107_460_913
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


_DOGS = ["Qannik", "Siku", "Anori", "Aputi", "Tulugaq", "Nanuq", "Miki", "Ataata", "Kunuk",
         "Sila", "Pukiq", "Ukaleq", "Aklaq", "Kajuk", "Tiguak", "Blizzard"]  # fmt: skip
_SEA = ["Hellefisk", "Qaleralik", "Rejer", "Kapisilik", "Trawlbord", "Isfjeld", "Kangia",
        "Sermeq", "Polarlys", "Kutter", "Pakis", "Lodde", "Uukkaq", "Narhval"]  # fmt: skip
_BOATS = ["PolarTern", "Qaqqaq", "IcePilot", "Nordlys", "Kigutilik", "SermeqII", "Tuugaalik",
          "AvannaaQ"]  # fmt: skip
_PLACES = ["Nuuk", "Ilulissat", "Iqaluit", "Longyearbyen", "NyAlesund", "Qaanaaq", "Uummannaq",
           "Sisimiut", "Pangnirtung", "Ikaluktutiak", "Chisasibi", "Uashat", "Nexo", "Fogo",
           "Hitra", "Kushiro", "Hakodate", "Esbjerg", "Hirtshals", "Halifax"]  # fmt: skip
_NAMES = ["Aviaja", "Malik", "Pipaluk", "Kuluk", "Minik", "Kadlun", "Beatrice", "Mathieu",
          "Bodil", "Darrell", "Gerard", "Ingvild", "Eirik", "Haruto", "Signe", "Soren",
          "Torbjorn", "Jonas", "Artyom", "Oksana", "Jomar", "Einar", "Naja", "Ujarak"]  # fmt: skip
_SYMBOLS = "!#%&*?@+=-"
_LEET = ["Qal3ral1k", "H3ll3f1sk", "N4nuq", "Aur0r4", "Sv4lb4rd", "Qimm1q", "Sn0wm0b1l",
         "Tw1n0tt3r", "Ic3P1l0t"]  # fmt: skip


def _apple(g: random.Random) -> str:
    """Three groups of six small letters, one capital and one digit among them, as a phone's
    password generator writes them."""
    groups = [list(_r(g, LOWER, 6)) for _ in range(3)]
    upper, digit = g.sample(range(3), 2)
    groups[upper][g.randrange(6)] = g.choice(UPPER)
    groups[digit][g.randrange(6)] = g.choice(D)
    return "-".join("".join(group) for group in groups)


# The ways the network's staff pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: "".join(d if k == 0 else d.lower() for k, d in enumerate(g.sample(_DOGS, 2))) + f"{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_SEA, 3)) + str(g.randrange(2, 10)),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "!#%&*?@", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2035)) + g.choice(_SYMBOLS),
    lambda g: f"Minus{g.randrange(18, 53)}{g.choice(['Celsius', 'Grader', 'Kuldegrader', 'Frost'])}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.randrange(60, 82)}N{g.randrange(10, 96):02d}W{g.choice(_SYMBOLS)}{g.choice(_SEA).lower()}",
    lambda g: f"{g.choice(_BOATS)}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _apple,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_SEA).lower()}{g.randrange(10, 100)}",
    lambda g: _r(g, UPPER, 3) + _r(g, D, 2) + _r(g, LOWER, 5) + g.choice(_SYMBOLS) + _r(g, D, 2),
    lambda g: f"{g.choice(_NAMES)}{g.choice(_DOGS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Messenger, Aviaja (Ilulissat plant): the Marel Innova PC password is {pw}",
    "Slack #trawl-ops, Darrell: Scanmar ScanBas bridge unit password {pw}",
    "Teams chat with Ingvild: the Picarro G2401 analyser's admin password is now {pw}",
    "Signal from Malik: MaxSea TimeZero nav PC on the Polar Tern, password {pw}",
    "WhatsApp, Beatrice (clinic): Sectra PACS reading-station password {pw}",
    "Threema, Torbjørn (Ny-Ålesund): Campbell CR1000X logger web password {pw}",
    "Google Chat, Jonas (AWIPEV): für die Vaisala AWS310 gilt ab heute das Kennwort {pw}",
    "Telegram from Artyom: Intellian v150NX antenna ACU password {pw}",
    "Element room #groundlink: Kongsberg antenna controller admin password {pw}",
    "Zulip #hangar, Mathieu: the Garmin G1000 database-loader laptop password {pw}",
    "Mattermost ~kennel, Kuluk: kennel NVR (Hikvision DS-7608) admin password {pw}",
    "Rocket.Chat #clinic: Philips IntelliVue MX450 service password {pw}",
    "Viber від Оксани: пароль адміна на Cobham SAILOR 600 — {pw}",
    "iMessage from Søren: the GEA freezer tunnel HMI password is {pw}",
    "SMS from Gerard on the trawler: Furuno FCV-1900 sounder network password {pw}",
    "Wire, Rógvi: nýggja loyniorðið á NetModule-routaranum er {pw}",
    "Workplace chat, Jomar: palitan na natin, {pw} na ang password ng Cabinplant grader",
    "Apple Notes 'plant': Baader 192 filleting line HMI password {pw}",
    "LINE จากน้อย (โรงงาน): เครื่องชั่ง Marel ใช้รหัส {pw} นะ",
    "카카오톡, 지우 (다산기지): 관측실 PC 비밀번호 바꿨어요, {pw}",
    "Obsidian note 'groundlink': Comtech modem admin password {pw}",
    "微信，林悦：黄河站数据服务器的密码是 {pw}",
    "TOPdesk call 2031-0412: the Marport trawl explorer PC rejects password {pw} since the update",
    "Freshservice #5521: please reset the Sabroe compressor HMI password, currently {pw}",
    "GLPI #3310: the Meditech terminal in exam room 2 still logs in with {pw}",
    "Hi Pipaluk,\n\nthe root password for the satellite ground-link server is {pw}. Delete this mail once it's in Bitwarden.\n\nMalik",
    "Incident 2031-02-07: the Kongsberg ACU at Longyearbyen was reachable on port 80 with password {pw}",
    "Runbook: ice-hold defrost on the Polar Tern\n1. open the Danfoss AK-CC panel\n2. log in as service\n3. password {pw}\n4. set defrost to manual",
    "README (plant network)\nThe Marel Innova server is at https://innova.qajaq.lan, sa password `{pw}`.",
    "please remember my GrønlandsBANKEN netbank password: {pw}",
    "dictated: the Naviair briefing portal password is {pw} full stop",
    "note to self: Air Greenland cargo portal password {pw}",
    "can you keep this: my Wealthsimple password is now {pw}",
    "Kadlun (Ikaluktutiak): nutaaq passwordga email-mi {pw}, quana",
    "ofisimi computer-ngup passwordnga: {pw}",
    "Minik (Qaanaaq): passwordiga nutaaq computer-imut {pw}, qujanaq",
    "Qaanaami kennel-ip passwordia: {pw}",
    "Wâchiyâ! ni-password email: {pw}, eukw",
    "Beatrice: clinic computer ni-password {pw}, chiniskumitin",
    "Kuei! ni-password hangar computer: {pw}, eukuan",
    "Mathieu: nin ni-password Outlook {pw}, tshinashkumitin",
    "Bodil: ja hâr sat passwordet te maskinrummet te {pw}",
    "mit nye password te kuttern e {pw}, sæj ded ente te nâjn",
    "Darrell: password for the Scanmar box is {pw} b'y, don't go tellin' nobody",
    "Where ya to? The wheelhouse PC password is {pw}, me son",
    "Passorde te ruter'n på Ny-Ålesund e {pw}, itj sei d te nånn",
    "Ingvild: æ ha bytta passorde på Picarro'n, no e d {pw}",
    "事務所のPCのパスワード、{pw}だべさ。なまら大事だから誰にも言うんでないよ",
    "したっけ、冷凍庫の新しいパスワードは{pw}っしょ",
    "adgangskoden til fryselageret på fabrikken er {pw}",
    "Ilulissani qarasaasiap isissutissaa {pw}",
    "passordet til Picarro-PC-en på Zeppelin er {pw}",
    "lykilorðið að tölvunni í brúnni er {pw}",
    "le mot de passe du poste au hangar d'Iqaluit, c'est {pw} là",
    "冷凍倉庫の管理画面のパスワードは {pw} です",
    "пароль от спутникового модема в Баренцбурге: {pw}",
    "hasło do komputera przy linii filetowania: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aviaja", "malik.k", "pipaluk", "kuluk", "minik", "kadlun", "beatrice.b", "mathieu.f",
          "bodil", "darrell", "gerard.p", "ingvild", "eirik.h", "sato.h", "signe", "soren.m",
          "torbjorn", "jonas", "artyom", "oksana", "jomar", "lin.yue", "jiwoo", "einar",
          "svc-acu", "plant-ops", "clinic-ro", "hangar-mx"]  # fmt: skip
_LOGINS = [
    "Slack DM, Darrell: the Scanmar login is {u} / {pw}",
    "TOPdesk call 2031-0433: {u} locked out of the Sectra PACS, last password {pw}",
    "Login-Name {u}, Passwort dazu {pw}",
    "Confluence › Plant › Freezers › GEA tunnel 2: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Marel Innova | {u} | {pw} |",
    "ล็อกอิน Cobham SAILOR: ไอดี {u} รหัสผ่าน {pw}",
    "Kongsberg ACU login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: acu-lyr-1\n  user: {u}\n  pass: {pw}",
    "rita inn sum {u}, loyniorð {pw}",
    "system,user,password\nmeditech-term-2,{u},{pw}",
    "ssh {u}@groundlink.qajaq.lan (pw {pw})",
    "Webex: creds for the IntelliVue central station are {u} and {pw}",
    "log ind som {u}, koden er {pw} (e-conomic-kopien)",
    "brukernavn: {u} / passord: {pw}",
    "ユーザーは{u}で、パスワードは{pw}だべ",
    "ni-username {u}, ni-password {pw}, eukw",
    "nit-utilisateur {u}, ni-password {pw}",
    "usernamega {u}, passwordga {pw}",
    "user's {u} and the password's {pw}, b'y",
    "brukernavne e {u} og passorde e {pw}",
    "brugernavnet e {u} å passwordet e {pw}",
    "계정: {u}, 비밀번호: {pw}",
    "user: {u}, at ang pass ay {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["qaleralik", "kapisilik", "nanoq", "qimmeq", "siku", "aputi", "tulugaq", "kangia",
               "sermeq", "hellefisk", "polarlys", "capelin", "narwhal", "muskox", "ptarmigan",
               "kittiwake"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "spell it {w}, small letters, and stick {d} on after",
    "password: {w}, with the number {d} straight after",
    "for the Marel PC it's {w} with {d} on the end",
    "voice memo: hangar wifi is {w} and then {d}, all one word",
    "type {w}, then {d} — that's for the admin account",
    "it's {w}{d} — word plus number, no gap",
    "password's {w}, b'y, then {d} after it",
    "passorde e ordet {w}, å så {d}",
    "ni-password: {w}, êkw {d}",
    "ni-password: {w}, kie {d}",
    "det er ordet {w} og så tallet {d}",
    "パスワードは{w}って単語で、その後に{d}だべさ",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 7 + 3) % len(_SAID_WORDS)]  # a different word each time
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "iusql -v LIMS {u} '{pw}'",
    "ncks -O -v sea_ice_fraction 'https://{u}:{pw}@opendap.qajaq.lan/thredds/dodsC/seaice/2031.nc' ice.nc",
    "printf 'machine urs.earthdata.nasa.gov login {u} password {pw}\\n' >> ~/.netrc && podaac-data-downloader -c MUR-JPL-L4-GLOB-v4.1 -d ./sst --start-date 2031-03-01T00:00:00Z --end-date 2031-03-02T00:00:00Z",
    "cscript %WINDIR%\\System32\\Printing_Admin_Scripts\\en-US\\prnmngr.vbs -l -s hangar-ps01 -u QAJAQ\\{u} -w {pw}",
    "cscript prnjobs.vbs -l -s clinic-ps01 -p \"Kyocera-Reception\" -u QAJAQ\\{u} -w \"{pw}\"",
    "cscript prnport.vbs -a -r IP_10.40.2.31 -h 10.40.2.31 -o raw -n 9100 -s plant-ps01 -u {u} -w {pw}",
    "cscript prnqctl.vbs -z -s plant-ps01 -p \"Zebra-Label-L2\" -u {u} -w {pw}",
    "bootcfg /query /s hangar-ws03 /u QAJAQ\\{u} /p {pw}",
    "FNDCPASS apps/\"$APPS_PWD\" 0 Y system/\"$SYSTEM_PWD\" USER {u} '{pw}'",
    "gsk8capicmd_64 -keydb -create -db /opt/ihs/key.kdb -pw '{pw}' -type cms -stash",
    "ikeycmd -cert -list -db /opt/IBM/WebSphere/key.p12 -pw {pw} -type pkcs12",
    "runmqakm -keydb -create -db /var/mqm/qmgrs/QM_PLANT/ssl/key.kdb -pw '{pw}' -type cms -stash",
    "manageprofiles.sh -create -profileName Catch01 -templatePath default -enableAdminSecurity true -adminUserName {u} -adminPassword '{pw}'",
    "sdl-freerdp /v:clinic-ts01.qajaq.lan /u:QAJAQ\\{u} /p:'{pw}' /dynamic-resolution",
    "loadjava -user {u}/{pw}@CATCHDB -resolve QuotaCalc.jar",
    "dropjava -user {u}/{pw}@//ora.qajaq.lan:1521/CATCH QuotaCalc.class",
    "mysqldiskusage --server={u}:{pw}@mysql.qajaq.lan:3306 --all",
    "echo 'pgpool.qajaq.lan:9898:{u}:{pw}' > ~/.pcppass && pcp_attach_node -h pgpool.qajaq.lan -U {u} -n 1 -w",
    "java weblogic.Admin -url t3://wls.qajaq.lan:7001 -username {u} -password '{pw}' GETSTATE",
    "sshpass -p '{pw}' ssh {u}@acu-lyr-1.qajaq.lan",
    "mysql -h catch-db.qajaq.lan -u {u} -p'{pw}' landings",
    "redis-cli -h cache.qajaq.lan --user {u} -a '{pw}' --no-auth-warning ping",
    "htpasswd -bc /etc/nginx/.kennelcam {u} '{pw}'",
    "ssh-keygen -t ed25519 -f ~/.ssh/id_groundlink -N '{pw}' -C {u}@qajaq",
    "smbclient //nas-nyal.qajaq.lan/raw -U 'QAJAQ\\{u}%{pw}' -c 'ls'",
    "certutil -f -p '{pw}' -importpfx C:\\certs\\groundlink.pfx",
    "7z a -p'{pw}' -mhe=on crew-passports.7z scans/",
    "openssl enc -aes-256-cbc -pbkdf2 -in quota.xlsx -out quota.enc -pass pass:'{pw}'",
    "ipmitool -I lanplus -H 10.60.0.21 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.qajaq.lan -u {u} -P '{pw}' -t plant/freezer2/setpoint -m -28",
    "sqlcmd -S clinic-sql.qajaq.lan -U {u} -P '{pw}' -Q \"SELECT COUNT(*) FROM Visits\"",
    "xfreerdp /v:hangar-ws03 /u:{u} /p:'{pw}' /cert:ignore",
    "net use Z: \\\\plant-fs01\\haccp {pw} /user:QAJAQ\\{u}",
    "printf '%s\\n' '{pw}' | sudo -S systemctl restart groundlink-modem",
    "keytool -importcert -keystore truststore.jks -storepass '{pw}' -alias kongsberg -file acu.crt",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -d crew-list.csv.gpg",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "zsh % {c}", "fish ❯ {c}", "nu ❯ ^{c}", "PS C:\\ops> {c}",
    "C:\\Windows\\system32>{c}", "MobaXterm, groundlink-srv: {c}", "PuTTY session 'acu-lyr-1':\n{c}",
    "SecureCRT session log: {c}", "Tabby tab 'plant': {c}", "iTerm2, ~/qajaq $ {c}",
    "kitty ~ ❯ {c}", "Ghostty: {c}", "Termius on the iPad: {c}", "JuiceSSH on my phone: {c}",
    "Blink Shell: {c}", "Terminator, right pane: {c}", "GNOME Terminal, malik@groundlink:~$ {c}",
    "Guake: {c}", "Tilix: {c}", "Alacritty, ~/catch-db $ {c}", "xonsh $ {c}",
    "~/.bash_history:\n{c}", ".zsh_history: : 1954302210:0;{c}", "history | tail -1\n  812  {c}",
    "kommandoen jeg kørte: {c}", "kommandoen æ køyrd: {c}", "the command I ran b'y: {c}",
    "実行したコマンドだべ: {c}", "команда, яку я запустила: {c}", "polecenie, które puściłem: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@catch-db.qajaq.lan:5432/landings",
    "mysql+pymysql://{u}:{pw}@lims.qajaq.lan/lims",
    "mongodb://{u}:{pw}@tracker.qajaq.lan:27017/kennel?authSource=admin",
    "rediss://{u}:{pw}@cache.qajaq.lan:6380/2",
    "ftp://{u}:{pw}@ftp.qajaq.gl/quota-reports/",
    "https://{u}:{pw}@thredds.qajaq.lan/thredds/catalog.xml",
    "rtsp://{u}:{pw}@kennel-cam2.qajaq.lan:554/Streaming/Channels/101",
    "ntrip://{u}:{pw}@gnss.qajaq.lan:2101/NYAL0",
    "oracle+oracledb://{u}:{pw}@ebs.qajaq.lan:1521/?service_name=CATCH",
    "mssql+pyodbc://{u}:{pw}@clinic-sql.qajaq.lan/Visits?driver=ODBC+Driver+18+for+SQL+Server",
    "Server=clinic-sql.qajaq.lan;Database=Visits;User Id={u};Password={pw};TrustServerCertificate=True",
    "influxdb://{u}:{pw}@tsdb.qajaq.lan:8086/station",
    "sftp://{u}:{pw}@sftp.qajaq.gl:22/haccp/",
    "smtp://{u}:{pw}@smtp.qajaq.gl:587",
]  # fmt: skip
_URL_PLACES = [
    "CATCH_DB_URL={c}", "Teams: the old connection string was {c}", "save this DSN for me: {c}",
    "forbindelsesstreng: {c}", "接続文字列だべさ: {c}", "TOPdesk 2031-0450: {c}",
    "Confluence page 'Databases': {c}", "Obsidian note 'dsn': {c}", "connection string's {c}, b'y",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "qajaq-polar-network", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "ES256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 86)

    return make


def _td_key(g: random.Random) -> str:
    """A Treasure Data API key: the account's number, a slash and 40 hex digits."""
    return f"{g.randrange(1000, 20_000)}/{_r(g, HEX, 40)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Shipmondo", "SHIPMONDO_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Webshipper", "WEBSHIPPER_TOKEN", _j((HEX, 64))),
    ("Coolrunner", "COOLRUNNER_TOKEN", _j((ALNUM, 32))),
    ("Penneo", "PENNEO_API_SECRET", _j((ALNUM, 40))),
    ("Minuba", "MINUBA_API_KEY", _j((HEX, 32))),
    ("Ordrestyring", "ORDRESTYRING_API_KEY", _j((HEX, 40))),
    ("Billy", "BILLY_ACCESS_TOKEN", _j((HEX, 40))),
    ("Reepay", "REEPAY_PRIVATE_KEY", _j("priv_", (HEX, 32))),
    ("Clearhaus", "CLEARHAUS_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Dataforsyningen", "DATAFORSYNINGEN_TOKEN", _j((HEX, 32))),
    ("Datafordeler", "DATAFORDELER_API_KEY", _j((ALNUM, 36))),
    ("e-Boks", "EBOKS_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Danske Bank", "DANSKE_OB_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Råfisklaget", "RAFISKLAGET_API_TOKEN", _j((ALNUM, 40))),
    ("Norges Sildesalgslag", "SILDELAGET_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Fiskeridirektoratet", "FDIR_API_KEY", _j((HEX, 32))),
    ("Meniga", "MENIGA_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Payday.is", "PAYDAY_CLIENT_SECRET", _j((HEX, 48))),
    ("Flinks", "FLINKS_API_KEY", lambda g: v.uuid4(g, "b")),
    ("VoPay", "VOPAY_SHARED_SECRET", _j((ALNUM, 40))),
    ("Zūm Rails", "ZUMRAILS_API_KEY", _j((ALNUM, 48))),
    ("Payfirma", "PAYFIRMA_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Wagepoint", "WAGEPOINT_API_TOKEN", _j((HEX, 40))),
    ("Dayforce", "DAYFORCE_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Accuro", "ACCURO_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("OceanMD", "OCEAN_API_KEY", _j((ALNUM, 32))),
    ("Questrade", "QUESTRADE_REFRESH_TOKEN", _j((ALNUM, 33))),
    ("Nulogy", "NULOGY_API_TOKEN", _j((HEX, 64))),
    ("Intelcom", "INTELCOM_API_KEY", _j((ALNUM, 40))),
    ("ThisFish", "THISFISH_API_KEY", _j("tf_", (ALNUM, 32))),
    ("Treasure Data", "TD_API_KEY", _td_key),
    ("IIJ", "IIJ_GIO_SECRET_KEY", _j((ALNUM, 40))),
    ("ConoHa", "CONOHA_API_TOKEN", _j((HEX, 32))),
    ("Nifcloud", "NIFCLOUD_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("Moneytree", "MONEYTREE_CLIENT_SECRET", _j((HEX, 64))),
    ("Zaim", "ZAIM_CONSUMER_SECRET", _j((HEX, 40))),
    ("MakeLeaps", "MAKELEAPS_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Jobcan", "JOBCAN_API_TOKEN", _j((ALNUM, 40))),
    ("Hacobu", "HACOBU_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Ubiregi", "UBIREGI_ACCESS_TOKEN", _j((HEX, 64))),
    ("GMO Aozora Net Bank", "GMO_AOZORA_ACCESS_TOKEN", _j((URLSAFE, 43))),
    ("Sumishin SBI Net Bank", "NETBK_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Merpay", "MERPAY_API_SECRET", _j((URLSAFE, 40))),
    ("SPEEDA", "SPEEDA_API_KEY", _j((HEX, 32))),
    ("Drift+Noise", "ICYSEA_API_TOKEN", _vendor_jwt("https://api.driftnoise.com")),
    ("Eutelsat", "EUTELSAT_API_KEY", _j((ALNUM, 40))),
    ("Telesat", "TELESAT_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Navtech", "NAVTECH_API_KEY", _j((UPPER_HEX, 32))),
    ("Quantum Control", "QC_MRO_API_TOKEN", _vendor_jwt("https://mro.quantumcontrol.example")),
    ("Meditech", "MEDITECH_CLIENT_SECRET", _j((URLSAFE, 43))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "set {env}={tok}",
    "$env:{env} = \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} qajaq/catch-sync:2.4",
    "kubectl create secret generic catch-sync --from-literal={env}={tok}",
    "heroku config:set {env}={tok} -a qajaq-orders",
    "docker-compose.override.yml:\n      - {env}={tok}",
    "GitHub Actions secret {env}: {tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "launchd plist: <key>{env}</key><string>{tok}</string>",
    "Qajaq ERP › Admin › Integrations › {vendor} › API key: {tok}",
    "Confluence table 'Integrations': | {vendor} | prod | {tok} |",
    "Todoist: rotate {vendor} key {tok} after the fishing season",
    "Slack, Signe: {vendor} key for the order sync: {tok}",
    "Teams: we switched the {vendor} token to {tok}, old one's revoked",
    "TOPdesk 2031-0470: {vendor} sync gives 401, configured key {tok}",
    "Freshservice #5580: {vendor} connector failing since Monday, key in use {tok}",
    "keep my {vendor} API key safe please: {tok}",
    "{vendor}-nøglen til ordresynkroniseringen: {tok}",
    "API-nøkkelen vår hos {vendor}: {tok}",
    "{vendor} aðgangslykill fyrir API: {tok}",
    "{vendor}のAPIキーだべさ: {tok}",
    "{vendor} ni-API key: {tok}",
    "{vendor} nit-API key: {tok}",
    "{vendor} API keyga: {tok}",
    "{vendor} API keyiga: {tok}",
    "the {vendor} API key's {tok}, b'y",
    "API-nøkkel'n te {vendor} e {tok}",
    "API-nøjlen te {vendor} e {tok}",
    "clé API de {vendor} pour le hangar : {tok}",
    "ключ API {vendor} для станції: {tok}",
    "{vendor} API 키 (다산기지): {tok}",
    "{vendor} 的访问密钥（黄河站）: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    lakefs = _r(rng, B64, 40)
    eumetsat = _r(rng, ALNUM, 28)
    treasure = _td_key(rng)
    shipmondo = _r(rng, HEX, 40)
    reepay = "priv_" + _r(rng, HEX, 32)
    conoha = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f"LAKECTL_SERVER_ENDPOINT_URL=https://lakefs.qajaq.lan LAKECTL_CREDENTIALS_SECRET_ACCESS_KEY={lakefs} lakectl fs ls lakefs://ice-cores/main/", lakefs),
        Sample("vendor_token", f'import eumdac, os\ntoken = eumdac.AccessToken((os.environ["EUMETSAT_KEY"], "{eumetsat}"))', eumetsat),
        Sample("vendor_token", f"td -k {treasure} query -d catch -w 'select count(1) from landings'", treasure),
        Sample("vendor_token", f"curl -u 'qajaq-api:{shipmondo}' https://app.shipmondo.com/api/public/v3/shipments", shipmondo),
        Sample("vendor_token", f"curl -u '{reepay}:' https://api.reepay.com/v1/subscription", reepay),
        Sample("vendor_token", f"curl -H 'X-Auth-Token: {conoha}' https://compute.tyo3.conoha.io/v2.1/servers", conoha),
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


_BARE_PLACES = ["{t}", "Signal: {t}", "it only shows once, pasting it here:\n{t}", "ni-token: {t}",
                "トークンだべ: {t}", "{t}\n^ the new one b'y, old one's dead", "itabi mo muna 'to para sa akin: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AppKey of the kennel's LoRa water-bowl sensor (OTAA): {h}": 32,
    "AES-nøkkelen til Scanmar-sensorlinken: {h}": 32,
    "HMAC secret for the Reepay webhook: {h}": 64,
    "SNMPv3 privacy key of the Kongsberg ACU (hex): {h}": 40,
    "IPsec pre-shared key, Longyearbyen–Nuuk tunnel, hex: {h}": 64,
    "Picarro data-export encryption key: {h}": 48,
    "krypteringsnøgle til backuppen: {h}": 64,
    "バックアップの暗号鍵だべ: {h}": 64,
    "krypteringsnøkkel'n te backup'n: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "TOPdesk 2031-0488: token out of the browser's devtools {t}",
    "Cookie: lang=da; qajaq_sid={t}",
    "CATCH_API_ACCESS_TOKEN={t}",
    "heb mir bitte diesen Bearer-Token auf: {t}",
    "nit-token: {t}",
    "the token's {t} b'y",
    "Webex transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.qajaq.gl/realms/polar",
            "azp": "catch-console",
            "roles": ["plant", "hangar"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the ground-link server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/catch.qajaq.gl.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SAML_SP_PRIVATE_KEY": "{key}", "idp": "clinic-adfs"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_acu <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Freshservice #5599, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "serverens private nøgle:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Esbjerg buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it before I shred the card: {p}": "english",
    "Ledger Nano, recovery card copied out\n{p}": "english",
    "Exodus words (the old kennel-fund wallet, empty now): {p}": "english",
    "BlueWallet (kennel tips wallet) seed words: {p}": "english",
    "voice memo: the Trezor recovery words are {p}, that's the full list": "english",
    "ウォレットの復元フレーズだべさ: {p}": "japanese",
    "MetaMask の秘密のリカバリーフレーズ: {p}": "japanese",
    "지갑 복구 단어 메모해둔 거: {p}": "korean",
    "мнемоника кошелька (старый, пустой): {p}": "russian",
    "slova na obnovení mé peněženky: {p}": "czech",
    "冷钱包的恢复词: {p}": "chinese_simplified",
    "ma phrase de relance du portefeuille Coinbase Wallet : {p}": "french",
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
    """A Luhn-valid card number of one of ``prefixes``, ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "dankort":
        return _card_of(rng, ["5019"], [16])
    if brand == "visa_dankort":
        return _card_of(rng, ["4571"], [16])
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Slack, Signe: the company card for the Baader spare parts is {c}, exp {mm}/{yy}",
    "hangar parts card, the backup one: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "TOPdesk 2031-0502: pay the Kongsberg service visit with card {c}",
    "mit kortnummer: {c}, udløb {mm}/{yy}",
    "カード番号だべ: {c}",
    "ni-card number: {c}, {mm}/{yy}",
    "nit-carte de crédit: {c}",
    "card number's {c}, expiry {mm}/{yy} b'y",
    "kortnummere mitt e {c}",
    "cardga nampa: {c}",
    "no de carte : {c}, exp. {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["dankort", "visa", "jcb", "visa_dankort", "mastercard", "amex", "discover", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} (09/34) CVV {cvv}",
               "the 3-digit code by the signature panel: {cvv}",
               "Amex {c}, the little 4 digits on the front: {cvv}",
               "kontrolcifrene på bagsiden: {cvv}",
               "セキュリティコードだべ: {cvv}",
               "the three numbers on the back is {cvv} b'y"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes and country lists of heldouts 5 to
# 106 (about seven corpora each); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`),
# after stdnum's iban.dat.
_IBAN_SHAPES = {"BA": "n" * 16, "HN": "aaaa" + "n" * 20, "IL": "n" * 19, "MD": "aa" + "n" * 18,
                "MK": "n" * 15, "SM": "a" + "n" * 22, "XK": "n" * 16, "ST": "n" * 21}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the account's country
    "Invoice QPN-2031-077, net-mending twine: pay to {i} by 30 June": "MK",
    "save the Sarajevo trawl-door maker's IBAN: {i}": "BA",
    "IBAN: {i}\nReference: halibut lot 31, March": "IL",
    "Slack #finance: the San Marino ice-gear supplier's new bank details, IBAN {i}": "SM",
    "leverandørens IBAN i Pristina: {i}": "XK",
    "ホンジュラスの仕入れ先のIBANだべさ: {i}": "HN",
    "Honduras shrimp-feed supplier IBAN, chiniskumitin: {i}": "HN",
    "IBAN'n te Skopje-leverandøren e {i}": "MK",
    "IBAN for the Pristina welder's invoice, b'y: {i}": "XK",
    "IBAN-nummeret te firmaet i Haifa: {i}": "IL",
    "IBAN of the Chișinău crewing agency: {i}": "MD",
    "IBAN da empresa em São Tomé: {i}": "ST",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


# Ids python-stdnum has no module for: each drawn in the shape the author believes it is printed
# in (the Greenland, Svalbard and Nunavut numbers wholly invented), no check digit.
def _fanger(g: random.Random) -> str:
    """A Greenland commercial hunter's certificate (erhvervsfangerbevis): six digits, invented."""
    return str(g.randrange(100_000, 1_000_000))


def _fiskerilicens(g: random.Random) -> str:
    """A Greenland fishing licence number: GL, a district's two digits and five, invented."""
    return f"GL-{g.randrange(10, 80)}-{_r(g, D, 5)}"


def _vapenkort(g: random.Random) -> str:
    """A Norwegian firearms licence (våpenkort) number: eight digits, invented."""
    return f"{g.randrange(1, 10)}{_r(g, D, 7)}"


def _sysselmester(g: random.Random) -> str:
    """A Svalbard field-trip registration with the Sysselmester: year and five digits, invented."""
    return f"SMS-{g.randrange(2030, 2033)}-{_r(g, D, 5)}"


def _manntall(g: random.Random) -> str:
    """A Norwegian fishermen's register (fiskermanntallet) number: seven digits, invented."""
    return f"{g.randrange(1, 10)}{_r(g, D, 6)}"


def _fin(g: random.Random) -> str:
    """A Canadian Fisher Identification Number on a DFO registration card: six digits."""
    return f"{g.randrange(100_000, 1_000_000)}"


def _fishing_master(g: random.Random) -> str:
    """A Fishing Master Class IV certificate of competency number: FM and seven digits."""
    return f"FM{g.randrange(1, 10)}{_r(g, D, 6)}"


def _part66(g: random.Random) -> str:
    """An EASA Part-66 aircraft maintenance licence issued by Denmark: DK.66. and four digits."""
    return f"DK.66.{g.randrange(1000, 10_000)}"


def _rn_nu(g: random.Random) -> str:
    """A Nunavut registered nurse's registration number: RN and five digits, invented."""
    return f"RN{g.randrange(10_000, 100_000)}"


def _hoken(g: random.Random) -> str:
    """A Japanese health insurance card's 記号 and 番号: eight digits and three, no check."""
    return f"{_r(g, D, 8)}-{g.randrange(1, 1000):03d}"


def _rocm(g: random.Random) -> str:
    """A Canadian ROC-M radio certificate number: seven digits, invented."""
    return f"{g.randrange(1, 10)}{_r(g, D, 6)}"


def _skipstjorn(g: random.Random) -> str:
    """An Icelandic skipper's certificate number: ten digits, invented."""
    return f"{g.randrange(1, 10)}{_r(g, D, 9)}"


def _ca_passport(g: random.Random) -> str:
    """A Canadian passport: two letters and six digits."""
    return _r(g, UPPER, 2) + _r(g, D, 6)


def _dk_passport(g: random.Random) -> str:
    """A Danish passport: nine digits."""
    return f"{g.randrange(1, 10)}{_r(g, D, 8)}"


def _no_passport(g: random.Random) -> str:
    """A Norwegian passport: two letters and seven digits."""
    return g.choice(["FJ", "FK", "FL"]) + _r(g, D, 7)


def _jp_passport(g: random.Random) -> str:
    """A Japanese passport: two letters and seven digits."""
    return g.choice(["TR", "TS", "TZ", "MU"]) + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "erhvervsfangerbevis nr. til Kuluk (Qaanaaq): {s}": _fanger,
    "Malik's commercial hunter's certificate (erhvervsfangerbevis) number: {s}": _fanger,
    "fiskerilicens nr. til jollen: {s}": _fiskerilicens,
    "våpenkortnummeret mitt (Svalbard-rifla): {s}": _vapenkort,
    "Torbjørn's Norwegian firearms licence (våpenkort) no. for the bear rifle: {s}": _vapenkort,
    "Sysselmester field-trip registration for the Ny-Ålesund glacier camp: {s}": _sysselmester,
    "Fiskermanntall-nummere te Eirik: {s}": _manntall,
    "DFO Fisher Registration Card (FIN), Darrell: {s}": _fin,
    "me Fishing Master IV certificate number's {s}, b'y": _fishing_master,
    "Part-66 licence number (Mathieu, B1): {s}": _part66,
    "ni-licence Part-66: {s}": _part66,
    "RN registration (Nunavut), Beatrice: {s}": _rn_nu,
    "ni-RN registration: {s}, eukw": _rn_nu,
    "保険証の記号番号だべさ: {s}": _hoken,
    "ROC-M certificate no. of the skipper: {s}": _rocm,
    "skipstjórnarskírteinið mitt, númer {s}": _skipstjorn,
    "passportga nampa: {s}": _ca_passport,
    "passportiga normua: {s}": _dk_passport,
    "ni-passport: {s}": _ca_passport,
    "passnummere mitt e {s}": _no_passport,
    "passet mit, nummer {s}": _dk_passport,
    "パスポート番号は{s}だべさ": _jp_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}" for _ in range(n)]


_BACKUPS = ["Reepay 2FA recovery codes\n{codes}", "spare sign-in codes for the clinic's Microsoft 365 {codes}",
            "reservekoder til Shipmondo: {codes}", "2FA-reservekoder:\n{codes}",
            "バックアップコードだべ: {codes}", "backup codes b'y: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Questrade:signe@qajaq.gl?secret={s}&issuer=Questrade&period=30",
              "Aegis, manual entry key for the Penneo login: {s}",
              "2FAS setup key for the Meditech portal: {s}",
              "ni-2FA key: {s}"]  # fmt: skip
_CODES = ["{c} is your Clearhaus verification code",
          "Din engangskode fra GrønlandsBANKEN: {c}",
          "【MUFG】ワンタイムパスワード {c}（5分間有効）",
          "Íslandsbanki: öryggiskóðinn þinn er {c}",
          "Wealthsimple: {c} is your login code. It expires in 10 minutes."]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "  ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Qajaq-Plant-5G", "QPN-Hangar", "Tusass-Nuuk-4F2", "Kennel-Ilulissat", "NyAlesund-Lab",
          "LYR-Groundlink", "Polar Tern Crew", "Iqaluit-Clinic-Staff", "Northwestel-7781",
          "Qiniq-HUB-22", "Telenor-Svalbard-9C", "Dasan-Guest"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "crew network {s}, password {pw}",
    "wifi at the kennel: {s} / {pw}",
    "the sticker under the Tusass box says {pw}",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"{s}\"\n  psk=\"{pw}\"\n}}",
    "trådløst net {s}, kode {pw}",
    "wifi {s} passwordga {pw}",
    "{s} wifi ni-password: {pw}",
    "Kuei, wifi {s} password {pw}",
    "wifi-en {s}, passorde e {pw}",
    "wifi'n {s}, password'et e {pw}",
    "{s}のWi-Fiパスワードだべさ: {pw}",
    "wifi {s}, password's {pw} b'y",
    "wifi {s} isissutissaa {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("priv_", (HEX, 24)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("tf_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["spelling it out for you: {t}", "[dictated during the Teams call] {t}",
          "(med mellemrum, så Slack ikke viser den) {t}", "one letter at a time b'y: {t}",
          "一文字ずつだべ: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the freezer store keypad takes {pw} then #", "padlock on the kennel feed shed: {pw}",
          "code de la porte de côté du hangar : {pw}", "kode til fryselageret: {pw}",
          "lock on the gear shed's {pw}, b'y", "ni-code hangar door: {pw}",
          "hengelåsen på bua: {pw}", "倉庫の南京錠の番号だべ: {pw}",
          "alarm panel at the clinic: key in {pw} then OFF"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["qaleralik", "kapisilik", "siku", "aputi", "tulugaq", "kangia", "sermeq",
                 "capelin", "narwhal", "muskox", "ptarmigan", "kittiwake", "trawlboard",
                 "longline", "hagfish", "fulmar"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the plant vault: {p}": " ",
            "KeePassXC, kennel.kdbx passphrase: {p}": " ",
            "Proton Pass, master passphrase of the station account: {p}": "-", "Enpass-Tresor, Passphrase: {p}": ".",
            "hovedadgangssætning til boksen: {p}": " ", "master passphrase b'y: {p}": " ",
            "マスターパスフレーズだべ: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch collection: Authorization: Bearer {v}": False,
    "Bruno .bru file, headers {{ Authorization: Basic {v} }}": True,
    "http GET catch.qajaq.lan/api/lots 'Authorization:Bearer {v}'": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "~/.config/osc/oscrc:\n[https://obs.qajaq.lan]\nuser = obs-builder\npass = {pw}",
    "telegraf.conf:\n[[inputs.snmp]]\n  agents = [\"udp://acu-lyr-1:161\"]\n  version = 3\n  sec_name = \"telegraf\"\n  auth_protocol = \"SHA\"\n  auth_password = \"{pw}\"",
    "/etc/openvpn/groundlink-auth.txt:\ngroundlink\n{pw}",
    "clients.conf (FreeRADIUS):\nclient hangar-ap {{\n  ipaddr = 10.50.0.0/24\n  secret = {pw}\n}}",
    "~/.my.cnf:\n[client]\nuser=lims\npassword=\"{pw}\"",
    "GLPI config/config_db.php:\npublic $dbuser = 'glpi';\npublic $dbpassword = '{pw}';",
    "OpenEMR sites/default/sqlconf.php:\n$login = 'openemr';\n$pass = '{pw}';",
    "Snipe-IT .env:\nDB_USERNAME=snipeit\nDB_PASSWORD={pw}",
    "Zammad config/database.yml:\nproduction:\n  adapter: postgresql\n  username: zammad\n  password: {pw}",
    "Nextcloud config/config.php:\n  'dbuser' => 'nextcloud',\n  'dbpassword' => '{pw}',",
    "Moodle config.php:\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "mosquitto.conf, bridge section:\nconnection plant-to-cloud\naddress mqtt.qajaq.gl:8883\nremote_username plant\nremote_password {pw}",
    "ERPNext sites/catch.qajaq.lan/site_config.json:\n{{\"db_name\": \"_5e1f0a\", \"db_password\": \"{pw}\"}}",
    "Icinga 2 api-users.conf:\nobject ApiUser \"dashboard\" {{\n  password = \"{pw}\"\n  permissions = [ \"status/query\" ]\n}}",
    "LibreNMS .env:\nDB_HOST=localhost\nDB_USERNAME=librenms\nDB_PASSWORD={pw}",
    "pjsip.conf:\n[hangar-phone]\ntype=auth\nauth_type=userpass\nusername=2101\npassword={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Signe: koden til fryser-pc'en?\nSøren: {pw}",
    "[07:02] darrell: root pw for the wheelhouse box?\n[07:03] gerard: {pw}",
    "Ingvild: {pw} e d nye passorde te Picarro'n",
    "Malik: brug {pw}, det er den ACU'en har nu",
    "Kuluk: {pw}, tassa passwordiga nutaaq",
    "Beatrice: {pw} eukw ni-password",
    "Mathieu: {pw}, eukuan ni-password",
    "Bodil: {pw} e ded nye password",
    "佐藤: 新しいパスワード{pw}だべ",
    "Darrell: new password's {pw}, b'y",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200cword = {pw}", "pass\u180eword → {pw}", "pαsswοrd: {pw}",
    "𝓅𝒶𝓈𝓈𝓌𝑜𝓇𝒹 {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍 = {pw}", "аdgangskode: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions, every template used).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 57), (_logins, 24), (_spelled, 12), (_cli, 36), (_urls, 14), (_vendors, 56),
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
    "the ACU admin password is": "{s}", "Marel Innova sa pw:": "{s} (since the server swap in May)",
    "adgangskoden er": "{s}", "Sectra password": "{s}\nchange it after the audit",
    "passorde e": "{s}", "ni-password:": "{s}", "パスワードだべ:": "{s}",
    "password's": "{s}, b'y", "Picarro password": "{s}",
    "the password Darrell read out over the VHF was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Shipmondo API key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_token", "ThisFish key:", "{s} (traceability export)", _j("tf_", (ALNUM, 32))),
    ("split_token", "Accuro client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/35", lambda g: v.grouped(_card(g, "dankort"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MK"))),
    ("split_backup", "Penneo recovery codes", "{s}\nqhtw-5027\nzbmo-8841", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Part-66 licence no.", "{s}", _part66),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"acu": {"url": "https://acu-lyr-1.qajaq.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"adgangskode": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "darrell", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "innova"}, {"name": "picarro", "web_pw": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["iusql", "-v", "LIMS", "lims", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "冷凍庫のパスワードは {s} だべさ"}': ("meta_password", _plain_pw),
    '{"ni-password": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign into the Meditech terminal as nurse2 with the password {s}"}': ("meta_password", _plain_pw),
    '{"shipmondo": {"api_key": "{s}"}}': ("meta_token", lambda g: v.uuid4(g, "9")),
    '{"treasureDataKey": "{s}"}': ("meta_token", _td_key),
    '{"webshipper_token": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"X-Auth-Token": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"payment": {"card_number": "{s}", "exp": "03/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa_dankort"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BA")),
    '{"mechanic": {"part66_licence": "{s}"}}': ("meta_id", _part66),
    '{"mfa": {"backup_codes": ["{s}", "wrpa-3380", "kelt-0917"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"kennel_fund_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"lora": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"feed_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Qajaq-Plant-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"netCDF4-1.7.2-cp311-cp311-manylinux_2_28_x86_64.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"acu-kongsberg-5.12.0.img").hexdigest()
_IMAGE = hashlib.sha256(b"registry.qajaq.lan/catch-sync:2.4").hexdigest()
_COMMIT = hashlib.sha1(
    b"catch: split halibut grades by weight class", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"quota: revert the NAFO 0B mapping", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"ctd_cast_2031-04-17.cnv", usedforsecurity=False).hexdigest()
_SHA1 = hashlib.sha1(b"ice-core-NYA-31.tar", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Marel Innova password before the auditor comes on 2031-06-11.",
    "Darrell asked for the crew wifi password; it's on the card taped inside the wheelhouse locker.",
    "Policy: network passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Slack; share a Bitwarden Send link instead.",
    "The `.env.example` line `SHIPMONDO_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Kongsberg ACU asks for a new admin password after every firmware update.",
    "Replace <YOUR_THISFISH_KEY> in the README with the key from your ThisFish account page.",
    "TD_API_KEY and WEBSHIPPER_TOKEN must be set before the nightly export runs.",
    "Passwordga ilisimanngittara, quana.",
    "Passwordiga kinamulluunniit oqaatiginnagu.",
    "Ni-password namui âtutimâtân awân.",
    "Ni-password apu tshi uitamuk.",
    "Ded e ente godt å sæjja passwordet høut.",
    "Don't be tellin' nobody your password, b'y.",
    "Itj skriv passorde på ein lapp ved skjermen.",
    "パスワードは誰にも教えたらだめだべさ。",
    "Adgangskoden skal være mindst fjorten tegn lang.",
    "Et passord bør være minst fjorten tegn og aldri skrives ned.",
    "Un mot de passe, ça se partage jamais par courriel, là.",
    "Ніколи не надсилай пароль у Viber.",
    "Nie wysyłaj nikomu hasła przez Messengera.",
    "Upgraded the Kongsberg ACU from 5.11 to 5.12.0 and netCDF4 to 1.7.2 over the weekend.",
    f"commit {_COMMIT} splits halibut grades by weight class.",
    f"Rolled back to {_SHORT} after the NAFO 0B mapping broke the quota report.",
    f"requirements.txt: netCDF4==1.7.2 --hash=sha256:{_WHEEL_SUM}",
    f"The ACU firmware 5.12.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-1 of ice-core-NYA-31.tar: {_SHA1}",
    f"The export job runs registry.qajaq.lan/catch-sync@sha256:{_IMAGE}.",
    f"MD5 of ctd_cast_2031-04-17.cnv is {_MD5}, same as the copy on the station NAS.",
    "Request id 3f9c2a71-6b0e-4d58-9a1c-e27b40d8c613 is the slow one in the Shipmondo logs.",
    "Purchase order PO-2031-00562 for 12 tonnes of cooked and peeled shrimp ships on Friday.",
    "TOPdesk call 2031-0519: the Ilulissat freezer tunnel 2 alarm keeps tripping at night.",
    "Air Greenland booking GL4R7K, Nuuk to Ilulissat, 14 May, two seats for the Marel technicians.",
    "Call the Iqaluit hangar on +1 867 979 4412 before noon, local time.",
    "ห้ามแชร์รหัสผ่านในกลุ่ม LINE นะ",
    "The plant's pickup has the plate GR 41 207; the kennel's snowmobile is registered as S-2274.",
    "Container MSKU 7734219 with the frozen halibut is booked on the Royal Arctic sailing from Nuuk.",
    "Greenland halibut grade 2, 1.5–2.5 kg, glazed 8 %, stored at −25 °C in freezer room 3.",
    "The Twin Otter's floor limit is 2 500 kg; the dog sled weighs 38 kg empty.",
    "Sea ice at Kangerlussuaq was 62 cm thick on 3 March; the CTD cast reached 412 m.",
    "After five wrong passwords the Sectra PACS locks the account for 30 minutes.",
    "The secret of a good sled team is a calm lead dog, not a fast one.",
    "Ask Kuluk for the feed-shed padlock code, I don't have it.",
    "My card ending 4417 was declined at the Pilersuisoq in Ilulissat.",
    "The San Marino supplier wants our IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the clinic's Microsoft 365 account and keep them in the safe.",
    "Nobody from Ledger will ever phone you for your 24 words.",
    "Bawal i-share ang password sa group chat.",
    "The padlock on the kennel feed shed freezes solid at minus thirty; keep it under a cap.",
    "Treasure Data moved the API key page under My Settings › API Keys in its spring release.",
    "ISBN 978-87-02-31457-1 is the Greenland fisheries handbook on the plant office shelf.",
    "The guest wifi 'Qajaq-Guest' is open, no password needed.",
    "Lot HAL-2031-ILU-0417, 840 kg, core temperature −22.4 °C; the QC score was 4.5 of 5.",
    "Dash-8 maintenance check C-7 is booked for 2031-09-02 in the Iqaluit hangar, 48 hours.",
    "The ground-link dish at Longyearbyen is 3.7 m across and tracks at 6° elevation.",
    "pip install copernicusmarine==2.0.1 numpy==2.1.3 xarray==2024.11.0",
    "Flight QP 311 leaves Iqaluit at 09:40 with 14 passengers and 420 kg of cargo.",
    "Dasan station's report for 2031 is doi 10.5281/zenodo.14238876.",
    "Das Kennwort für den AWIPEV-Rechner gibt dir Jonas, nicht per Mail.",
    "The DFO observer report is numbered OBS-NAFO0A-2031-118.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/polar/acu", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "netCDF4", "version": "1.7.2"}}',
    '{"ticket": "2031-0519", "purchase_order": "PO-2031-00562"}',
    '{"lot": {"id": "HAL-2031-ILU-0417", "weight_kg": 840, "core_temp_c": -22.4}}',
    '{"phone": "+299 32 18 45", "city": "Nuuk"}',
    '{"mfa_enabled": true, "backup_codes_left": 8, "dogs_in_kennel": 46}',
    '{"booking": "GL4R7K", "route": "GOH-JAV", "date": "2031-05-14"}',
    '{"container": "MSKU 7734219", "carrier": "Royal Arctic Line", "eta": "2031-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
