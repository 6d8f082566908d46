# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, ninety-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the ninetieth's docstring, the fifth to
ninetieth only to search them (grep) for the languages, wordings, tools, vendors, id kinds and IBAN
countries already used (to use others), the sample types (`secret_classes_heldout.py`) and the
value helpers (`secret_classes_values.py`); never `memories/`, the tuning corpus, the round corpora,
the corpora written at the same time, any test nor the reports, and the scrubber was never run on
it. Its own seed, password words, names, places, templates, tools, vendors and layouts, the way the
nurses, doctors, boat crews, pharmacists, cold-chain staff, telemedicine desk and donor office of a
fleet of river-boat clinics on the upper Amazon leak secrets into an assistant's memory: Yacumama
Clínicas Fluviales (fictional), with the hospital boats Victoria Regia and Bufeo Colorado, the
pharmacy barge Chambira, a telemedicine desk in Punchana (Iquitos), solar cold rooms and vaccine
fridges at Santa Rosa, Islandia and Caballococha, posts at Cushillococha, Pebas, El Estrecho on the
Putumayo and Angamos on the Yavarí, partners in Leticia, Tabatinga and Benjamin Constant, a donor
office in Miraflores (Lima) and volunteer doctors from Brazil, Colombia, Peru, Cuba, Spain and
Canada. The texts are WhatsApp, Signal, Telegram, Viber, Teams, Google Chat, Messenger, Element,
Wire, Threema, Slack, Mattermost, Zoom and Rocket.Chat messages, Iridium GO! exec chats, Garmin
inReach messages and SMS, Google Keep, Samsung Notes, Apple Notes, Obsidian, OneNote, Evernote,
Joplin, Notion and Squid notes to self, Jira, GLPI, Zammad, osTicket, Freshdesk, GitLab,
OpenProject and Trello tickets, e-mails, incident notes, runbooks, README fragments, shell history
(Termux, PowerShell, bash and zsh history, PuTTY, MobaXterm, Windows Terminal's WSL tab, JuiceSSH,
Termius, LXTerminal, Alacritty, iTerm2, GNOME Terminal, Git Bash, Guake, Konsole, xterm,
Terminal.app, Ptyxis, Blink, minicom), configs, code, voice-dictated text and requests to the
assistant itself, around the panels of boat, clinic, lab, cold-chain, radio and office hardware
(Peplink MAX BR1 Pro, Teltonika RUTX50, MikroTik hAP ax², UniFi, Omada OC200, Starlink, Huawei
E5577, Hughes 9202 BGAN, Codan Envoy X2, Raymarine Axiom, Victron Cerbo GX, MultiPlus-II and VRM,
Pylontech, B Medical TCW 40 SDD, Vestfrost VLS 054A SDD, LogTag, Fridge-tag, ESP32 boards, a
Raspberry Pi 5, GeneXpert Edge, Butterfly iQ3, Philips Lumify, Clarius, GE Vscan Air, Mindray
BC-20s, Sysmex XN-L, HemoCue Hb 301, Edan SE-1200, Zoll AED Plus, Zebra ZD421, Epson L3250,
Yealink W73P, Hikvision, Synology, QNAP, a ThinkPad's BIOS). Tools none of heldouts 5 to 90 names:
mactelnet, newusers, the Community Health Toolkit's `cht` (cht-conf), umtskeeper, tun2socks, a
Quectel modem's `AT+QICSGP` and the 3GPP `AT+CGAUTH`, elastic-agent's enrollment token,
google-authenticator's file, gauth's CSV, Mongoose OS's `mos wifi`, the ESP32 Arduino core's
`WiFiMulti.addAP` and `WiFi.softAP`, ESP-IDF's `wifi_config_t`, ArduinoOTA's `setPassword`, and the
configs of OpenClinica (datainfo.properties), OpenCR, LibreHealth EHR, sendmail's authinfo, the
DragonFly Mail Agent's auth.conf, qmi-network, Ouroboros, Diun, 389 Directory Server's dscreate and
OpenSRP; beside them the commands the product names (sshpass, mysql, curl, smbclient, redis-cli,
mosquitto_pub, ipmitool, 7z, zip, openssl, gpg, htpasswd, docker login, lftp, sqlcmd, net use,
xfreerdp, ldapsearch, rabbitmqctl, keytool, sudo -S, plink, kinit, sqlplus, cqlsh, xh, passwd
--stdin, mega-login, ssh-keygen) in layouts of its own. About 40 % of the texts are in other
languages than English (by a rough count of the drawn samples): Ticuna (Magüta), Yagua,
Kukama-Kukamiria, Bora, Murui Huitoto, Matsés, Nheengatu and the Portuñol of the Leticia-Tabatinga
border, which no earlier docstring names, and Spanish (Loretan, Colombian, Cuban and peninsular
wordings), Brazilian Portuguese, Québécois French, Catalan, Galician, Basque, German, Italian,
Dutch, Norwegian, Russian, Japanese, Korean and Simplified Chinese in wordings of their own. The
eight new languages' wordings are the author's approximations, checked by no speaker: Nheengatu's
`se` ("my"), `kuá` ("this"), `kuiri` ("now"), `pyasú` ("new"), `riré` ("after"), `nheenga`
("word"), `pusanga` ("medicine") and `kuekatu` ("thanks") after published word lists; Ticuna's
`choxü` ("I"), `ngẽma` ("that"), the particles `ya` and `rü` and `moẽchi` ("thanks"); Yagua's
`ray` and `jiy` (the first and second person) and `nii`; Kukama-Kukamiria's `ta` and `tsa` (a
man's and a woman's "I, my"), `ene` ("you") and `ikian` ("this"); Bora's `ó` ("I, my"); Murui
Huitoto's `kue` ("I, my"), `bie` ("this") and `uai` ("word"); Matsés' `ubi` and `mibi` ("I",
"you"); the rest is the Spanish and Portuguese loanwords (contraseña, clave, senha, código,
usuario, pasaporte, wifi, API key) people there text around those words, and the Portuñol is
written as the author believes it is heard, unchecked too. Vendors (Niubiz, Izipay, PagoEfectivo,
PicPay, PagBank, Getnet, Zoop, Tpaga, PayValida, Mediktor, Conexa Saúde, Doctoralia, 1DOC3,
MediQuo, Mediconecta, Saludtools, iClinic, Amplimed, Feegow, Memed, Nexodata, Clinicorp, Qure.ai,
Lunit, Delft Imaging's CAD4TB, navify, Parsyl, Solargis, Forecast.Solar, Zenvia, Aldeamo, Hablame,
Masiv, Onurix, LabsMobile, TotalVoice, Comtele, Contífico, Bsale, Conta Azul, Omie, Tiny ERP,
Focus NFe, PlugNotas, Nubefact, Olva Courier, Chazki, Melhor Envio, apis.net.pe, OpenTok and Take
Blip) are ones heldouts 5 to 90 do not name; where a vendor publishes no token shape the shape here
is the author's guess (Zoop's `zpk_prod_`, apis.net.pe's `apis-token-`, PagBank's UUID and hex run
and most of the plain runs are guesses). The ids are kinds heldouts 5 to 90 do not use, and none
carries a check a library or this file verifies (python-stdnum's modules for Peru, Colombia,
Brazil, Cuba and Canada are all used by earlier corpora, and these documents have none): a Peruvian
certificado de nacido vivo (CNV) number, a Brazilian Declaração de Nascido Vivo (DNV) number, a
Brazilian Navy CIR of a river crew member, a Peruvian DICAPI libreta de embarque, a Brazilian RNM
(CRNM), a RENACH number, a Canadian permanent resident card number, a Cuban passport, the serial of
an International Certificate of Vaccination (yellow fever), a Peruvian CONADIS card number and a
Colombian PEP, drawn in the shape the author believes they are printed in; and Peruvian,
Colombian and Brazilian passports under Ticuna, Nheengatu, Kukama-Kukamiria, Huitoto and Portuñol
words, likewise unchecked. Card numbers pass Luhn (Elo and Cabal prefixes drawn here and checked
with python-stdnum's `luhn`, the rest from the value helpers). The IBANs are of the countries used
least by a rough count over heldouts 5 to 90 (Norway, Germany, the Netherlands, Belgium, Czechia,
Finland, the United Kingdom and Italy, three to five corpora each), drawn until `stdnum.iban`
validates them (Norway's and Belgium's national check digits included); seed phrases come from
`mnemonic`'s English, Spanish, Portuguese, French, Italian, Japanese, Korean and Simplified Chinese
lists, each from random entropy, so its checksum holds. 390 texts hold a secret, 20 field pairs and
20 metadata samples (430 scored), with 60 clean texts and 10 clean metadata samples that must be
kept: digests after the word that names them, a commit, versions, a request's UUID, a purchase
order, tickets, a booking, a phone number, an ISBN, a mototaxi's plate, river levels, fridge
temperatures, a vaccine lot and prose about passwords in the languages above.
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

SEED = 94_177_603
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


_FISH = ["Paiche", "Gamitana", "Doncella", "Boquichico", "Zungaro", "Tucunare", "Tambaqui",
         "Palometa", "Sabalo", "Carachama", "Acarahuazu", "Pirarucu"]  # fmt: skip
_FRUITS = ["Aguaje", "Camucamu", "Ungurahui", "Copoazu", "Cocona", "Pijuayo", "Huito", "Macambo",
           "Charichuelo", "Umari", "Tapereba"]  # fmt: skip
_RIVERS = ["Yavari", "Putumayo", "Amazonas", "Itaya", "Nanay", "Atacuari", "Javari", "Solimoes",
           "Cotuhe", "Ampiyacu", "Yaguas", "Loretoyacu"]  # fmt: skip
_BOATS = ["VictoriaRegia", "BufeoColorado", "Chambira", "Lupuna", "Tahuampa", "Shiringa", "Garza",
          "Catahua"]  # fmt: skip
_PLACES = ["Iquitos", "Punchana", "Belen", "Nauta", "Pebas", "Caballococha", "Cushillococha",
           "SantaRosa", "Islandia", "Leticia", "Tabatinga", "BenjaminConstant", "Atalaia",
           "PuertoNarino", "ElEstrecho", "FlorDeAgosto", "Angamos", "Amatura", "Tarapaca", "Mazan",
           "Indiana", "Miraflores"]  # fmt: skip
_NAMES = ["Ruth", "Lizbeth", "Jhony", "Wilder", "Kelly", "Segundo", "Milagros", "Edith", "Ronald",
          "Deysi", "Taina", "Raimundo", "Francisca", "Josue", "Yurani", "Leidy", "Yusleidy",
          "Osmany", "Yoandri", "Dayami", "Inaki", "Montse", "Xoan", "Nerea", "Genevieve",
          "Mathieu", "Priya", "Owen", "Teodoro", "Aurora", "Fidel", "Nelson"]  # fmt: skip
_VACCINES = ["Penta", "BCG", "SRP", "Rotavirus", "Neumo", "Antiamarilica", "HvB", "Polio",
             "Influenza", "DPT"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Y4cum4m4", "Ch4mb1r4", "P41ch3", "Buf30C0l0r4d0", "V1ct0r14", "T4hu4mp4", "Lupun4",
         "B0t1c4", "C4b4ll0c0ch4"]  # fmt: skip


def _cold_chain(g: random.Random) -> str:
    """A vaccine and the 2-8 °C rule: how the cold-chain nurses build theirs."""
    return f"{g.choice(_VACCINES)}2a8C{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _apple(g: random.Random) -> str:
    """Three groups of six small letters with one capital and one digit, as a phone suggests."""
    groups = [_r(g, LOWER, 6) for _ in range(3)]
    k = g.randrange(3)
    groups[k] = groups[k][:-1] + g.choice(D)
    j = (k + 1 + g.randrange(2)) % 3
    pos = g.randrange(5)
    groups[j] = groups[j][:pos] + groups[j][pos].upper() + groups[j][pos + 1 :]
    return "-".join(groups)


# The ways people pick passwords on the boats, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.choice(_RIVERS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_FRUITS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(2019, 2034)) + g.choice(_SYMBOLS),
    _cold_chain,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_FRUITS).lower()}_{g.randrange(1990, 2034)}",
    lambda g: f"Lancha{g.randrange(10, 100)}{g.choice(_BOATS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_RIVERS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _apple,
    lambda g: f"{g.choice(_NAMES)}{g.choice(['Navega', 'Rema', 'Cruza', 'Sube', 'Baja'])}{g.choice(_RIVERS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
    lambda g: f"{g.choice(_FISH).lower()}{g.randrange(10, 100)}{g.choice(['Tabatinga', 'Benjamin', 'Atalaia', 'Amatura'])}",
    lambda g: ".".join(g.sample(["lancha", "remo", "garza", "bufeo", "lupuna", "cocha", "chacra", "peque"], 2)) + f".{g.randrange(2000, 2034)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Wilder on the Victoria Regia: Peplink MAX BR1 Pro admin password {pw}",
    "Signal from Geneviève: the Victron Cerbo GX remote console password is {pw}",
    "Telegram, Yoandri: the Teltonika RUTX50 on the Chambira has admin password {pw}",
    "Viber from Osmany: Windows password of the GeneXpert Edge laptop {pw}",
    "Teams chat, telemedicine desk (Punchana): Butterfly iQ3 cloud password {pw}",
    "Google Chat, Lima donor office: Synology DS224+ admin password {pw}",
    "Messenger from Raimundo in Tabatinga: MikroTik hAP ax2 password {pw}",
    "Element room #cold-chain: LogTag Analyzer account password {pw}",
    "Wire message from Mathieu: Codan Envoy X2 HF radio admin password {pw}",
    "Threema, Dayamí: Mindray BC-20s analyzer service password {pw}",
    "Slack #barge-pharmacy: the Zebra ZD421 web admin password is {pw}",
    "Mattermost ~boat-ops: Raymarine Axiom account password {pw}",
    "Zoom chat in the Thursday call: Edan SE-1200 Express ECG export password {pw}",
    "Rocket.Chat from Priya: Philips Lumify account password {pw}",
    "Iridium GO! exec chat from Segundo: Pylontech battery console password {pw}",
    "inReach message from the Yavarí boat: Victron VRM password {pw}",
    "SMS from Kelly on the barge: the Epson L3250 printer password is {pw}",
    "Google Keep note 'Caballococha posta': UniFi controller password {pw}",
    "Samsung Notes: Hikvision DS-7604 NVR admin password {pw}",
    "Apple Notes, 'Barge': Lenovo ThinkPad BIOS supervisor password {pw}",
    "Obsidian, ops/boats.md: the Raspberry Pi in the fridge monitor box, password {pw}",
    "OneNote page 'Telemed desk': Clarius account password {pw}",
    "Evernote: Omada OC200 controller password {pw}",
    "Joplin note: the GE Vscan Air tablet's password is {pw}",
    "Notion page 'Donor office IT': QNAP TS-464 admin password {pw}",
    "Squid note (handwriting converted): Zoll AED Plus config software password {pw}",
    "Jira RIO-412: the HemoCue Hb 301 data manager password {pw} is not accepted any more",
    "GLPI ticket 2231: Sysmex XN-L service password {pw}, please rotate",
    "Zammad #8802: B Medical TCW 40 SDD logger password {pw}",
    "osTicket #551: Vestfrost VLS 054A SDD alarm module password {pw}",
    "Freshdesk ticket 1190: Yealink W73P base station admin password {pw}",
    "GitLab issue infra#73: Peplink InControl 2 password {pw} pasted by mistake, please reset",
    "OpenProject work package 318: Hughes 9202 BGAN terminal admin password {pw}",
    "Hola Osmany,\n\nthe Windows password on the GeneXpert laptop at Caballococha is {pw}. Change it at the next sync, please.\n\nDayamí",
    "Incident 2031-08-02: the Hikvision recorder on the Victoria Regia was reachable over Starlink with admin password {pw}",
    "Runbook: restart the solar cold room at Santa Rosa\n1. open the Victron Cerbo GX\n2. Remote Console, password {pw}\n3. switch the MultiPlus-II to 'on'\n4. check the Fridge-tag reading",
    "README (telemed kit)\nThe Butterfly iQ3 pairs with the iPad mini; the Butterfly account password is `{pw}`.",
    "my BBVA Perú app password is {pw} now",
    "can you keep my Banco do Brasil app password? {pw}",
    "Interbank online banking password: {pw}",
    "dictated: the Codan radio password is {pw} period",
    "note to self: Mindray analyzer service password {pw}",
    "since the firmware update the Peplink password is {pw}",
    "the HF radio log laptop password is {pw}, Segundo taped it to the lid again",
    "se email senha kuá: {pw}",
    "kuá se celular senha {pw}",
    "Raimundo: pusanga-ruka computador senha kuiri {pw}, kuekatu",
    "choxü ya senha rü {pw}",
    "Nelson: ngẽma computador ya contraseña rü {pw}",
    "choxü ya email senha rü {pw}, moẽchi",
    "ray contraseña {pw}",
    "Rosa: ray correo clave {pw}",
    "ray celular contraseña nii {pw}",
    "ta clave ikian {pw}",
    "tsa correo contraseña ikian: {pw}",
    "Teodoro: computadora clave ikian {pw}",
    "ó contraseña: {pw}",
    "Fidel: ó correo clave {pw}",
    "kue contraseña bie {pw}",
    "kue correo clave bie: {pw}",
    "Aurora: computador clave bie {pw}",
    "ubi contraseña {pw}",
    "Pedro: ubi correo clave: {pw}",
    "mi senha del correo é {pw}",
    "la senha del notebook de la farmacia: {pw}",
    "Francisca: la nueva senha del servidor es {pw}, no pasa pra nadie",
    "oye causa, la clave del router de la lancha es {pw} pe",
    "parcero, la contraseña del computador de farmacia quedó en {pw}",
    "asere, la contraseña de la máquina del laboratorio ahora es {pw}",
    "la contraseña del portátil de la barcaza es {pw}, no la pierdas, tío",
    "a senha do notebook da telemedicina agora é {pw}",
    "galera, senha nova do servidor da farmácia: {pw}",
    "le mot de passe du portable de la pharmacie, c'est {pw}, là",
    "la contrasenya de l'ordinador de la farmàcia flotant és {pw}",
    "o contrasinal do portátil do barco agora é {pw}",
    "barkuko ordenagailuaren pasahitza {pw} da",
    "Passwort fürs Laborlaptop auf dem Boot: {pw}",
    "la password del portatile dell'ambulatorio galleggiante è {pw}",
    "wachtwoord van de laptop op het donorkantoor: {pw}",
    "passordet på laptopen i Lima er {pw}",
    "пароль от ноутбука в плавучей аптеке: {pw}",
    "船の薬局PCのパスワードは {pw} です",
    "약국 바지선 노트북 비밀번호는 {pw} 입니다",
    "药房驳船电脑的密码是 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ruth.panaifo", "lizbeth", "jhony.a", "wilder", "kmacedo", "segundo", "milagros.t",
          "edith", "rsinarahua", "deysi", "taina.m", "raimundo", "francisca", "josue.b", "yurani",
          "leidy.c", "yusleidy", "osmany.r", "yoandri", "dayami", "inaki.e", "montse", "xoan",
          "nerea.g", "gtremblay", "mgagnon", "priya.d", "owen.m", "farmacia", "telemed",
          "svc-coldchain", "enfermeria"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Kelly: Zebra printer login {u} / {pw}",
    "GLPI #2240: {u} can't get into the Cerbo, last password {pw}",
    "user {u} pass {pw}",
    "Notion › Boats › Victoria Regia › Peplink: {u} — {pw}",
    "| equipo | usuario | clave |\n|---|---|---|\n| Mindray BC-20s | {u} | {pw} |",
    "log into the FHIR test server as {u} with {pw}",
    "Hikvision login {u}:{pw}",
    "usuario: {u}\ncontraseña: {pw}",
    "- host: pi-fridge-islandia\n  user: {u}\n  pass: {pw}",
    "Telegram, Josué: login {u}, password {pw}",
    "Osmany says the Sysmex account is {u} and the password is {pw}",
    "equipo,usuario,clave\ngenexpert-edge,{u},{pw}",
    "ssh {u}@pi-fridge.yacumama.lan   # pw {pw}",
    "Signal: creds for the HF radio laptop are {u} and {pw}",
    "se usuário {u}, se senha {pw}",
    "choxü ya usuario rü {u}, senha rü {pw}",
    "ray usuario {u}, ray contraseña {pw}",
    "ta usuario {u}, ta clave {pw}",
    "kue usuario {u}, kue clave bie {pw}",
    "ubi usuario {u} contraseña {pw}",
    "ó usuario {u}, ó contraseña {pw}",
    "mi usuário es {u} y la senha {pw}",
    "usuario {u} y clave {pw}, pe",
    "login {u}, senha {pw}, valeu",
    "l'usager c'est {u}, pis son mot de passe {pw}",
    "nom d'usuari {u}, contrasenya {pw}",
    "Login {u}, Kennwort dazu {pw}",
    "ユーザー名 {u} / パスワード {pw}",
    "사용자명 {u}, 비밀번호 {pw}",
    "账号：{u}　密码：{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["aguaje", "ungurahui", "paiche", "gamitana", "lupuna", "chambira", "bufeo",
               "tahuampa", "cocona", "juane", "tacacho", "shiringa", "huito", "macambo",
               "pijuayo", "irapay", "catahua", "cumaceba"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is {w}, lower case, with {d} tacked on the end",
    "pw for the pharmacy laptop: {w} followed by {d}, no gap",
    "it's the fruit, {w}, and right after that {d}",
    "voice note: cold-room wifi password {w}, next the digits {d}",
    "type {w} and then {d}",
    "{w}{d}, word and number stuck together, that's the Cerbo password",
    "la clave: la palabrita {w} en minúscula, seguida de {d}",
    "a senha é {w}, a fruta, e logo depois {d}",
    "se senha: nheenga {w}, aé riré {d}",
    "tsa clave: palabra {w}, después {d}",
    "kue clave: {w} uai, {d} número",
    "la senha es la palabra {w}, depois el número {d}",
    "le mot de passe : le mot {w} pis tout de suite après {d}",
    "la contrasenya: la paraula {w} i tot seguit {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "mactelnet -u {u} -p '{pw}' 64:d1:54:3a:9e:21",
    "echo '{u}:{pw}:1012:1012:Farmacia Chambira:/home/{u}:/bin/bash' | sudo newusers",
    "cht --url=https://{u}:{pw}@cht.yacumama-salud.org upload-app-settings upload-app-forms",
    "sudo umtskeeper --sakisoperators \"USBINTERFACE='0' OTHER='USBMODEM' USBMODEM='12d1:1506' APN='CUSTOM_APN' CUSTOM_APN='salud.claro.pe' APN_USER='{u}' APN_PASS='{pw}'\" --devicename 'Huawei' --log --nat 'no'",
    "tun2socks -device tun://ycm0 -proxy socks5://{u}:{pw}@proxy.yacumama-salud.org:1080",
    "printf 'AT+CGAUTH=1,1,\"{u}\",\"{pw}\"\\r\\n' > /dev/ttyUSB2",
    "minicom -D /dev/ttyUSB2\nAT+QICSGP=1,1,\"salud.movistar.pe\",\"{u}\",\"{pw}\",1\nOK",
    "ssh-keygen -f ~/.ssh/id_chambira -t ed25519 -C chambira -N '{pw}'",
    "sshpass -p \"{pw}\" rsync -a stock/ {u}@pi-farmacia.yacumama.lan:/srv/stock/",
    "mysql -h 10.47.0.5 -u {u} -p'{pw}' farmacia -e 'select count(*) from lotes'",
    "curl -su {u}:{pw} 'https://fhir.yacumama.lan/fhir/Patient?_count=1'",
    "smbclient //nas-lima/donantes -U 'YACUMAMA\\{u}%{pw}' -c 'get recibos-2031.xlsx'",
    "redis-cli --no-auth-warning -a '{pw}' -h 10.47.3.9 -n 2 DBSIZE",
    "mosquitto_pub -h mqtt.yacumama.lan -u {u} -P '{pw}' -t frio/islandia/temp -m 5.1",
    "ipmitool -H 10.47.2.21 -I lanplus -U {u} -P '{pw}' sol activate",
    "7z a -p'{pw}' -mhe=on historias-2031-08.7z historias/",
    "zip -P '{pw}' -r fotos-ecografias.zip ecografias/",
    "openssl enc -aes-256-cbc -pbkdf2 -in farmacia.sql -out farmacia.sql.enc -pass pass:'{pw}'",
    "gpg --symmetric --batch --yes --passphrase '{pw}' recetas-agosto.tar",
    "htpasswd -bB /srv/telemed/.htpasswd {u} '{pw}'",
    "docker login registry.yacumama-salud.org -u {u} -p '{pw}'",
    "lftp -u {u},'{pw}' sftp://files.yacumama-salud.org -e 'mirror -R informes/; bye'",
    "sqlcmd -S sql-lima -U {u} -P '{pw}' -d Donaciones -Q \"select top 5 * from Donantes\"",
    "net use Z: \\\\nas-lima\\donantes /user:YACUMAMA\\{u} {pw}",
    "xfreerdp /u:{u} /p:'{pw}' /v:10.47.3.30 /dynamic-resolution +clipboard",
    "ldapsearch -x -H ldap://dc.yacumama.lan -D 'uid={u},ou=staff,dc=yacumama,dc=lan' -w '{pw}' '(ou=farmacia)'",
    "rabbitmqctl add_user {u} '{pw}' && rabbitmqctl set_permissions -p sync {u} '.*' '.*' '.*'",
    "keytool -importcert -alias fhir -file fhir.crt -keystore fhir.jks -storepass '{pw}' -noprompt",
    "echo '{pw}' | sudo -S systemctl restart cold-monitor",
    "plink -ssh {u}@10.47.0.5 -pw '{pw}' 'df -h /srv'",
    "echo '{pw}' | kinit {u}@YACUMAMA.LAN",
    "sqlplus {u}/{pw}@//ora-lima:1521/DONOR",
    "cqlsh 10.47.0.12 -u {u} -p '{pw}'",
    "xh -a {u}:{pw} get https://cerbo.victoria.lan/api/status",
    "printf '%s\\n' '{pw}' | passwd --stdin {u}",
    "mega-login {u}@yacumama-salud.org '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Termux on the pharmacy tablet:\n$ {c}", "PS C:\\Users\\farmacia> {c}",
    "~/.bash_history on pi-fridge:\n{c}", "zsh history, Priya's Mac:\n: 1941337221:0;{c}",
    "PuTTY session 'barge-pi': {c}", "MobaXterm, tab 'Leticia NAS': {c}",
    "Windows Terminal, WSL tab: {c}", "JuiceSSH on Wilder's phone: {c}",
    "Termius, host 'chambira': {c}", "LXTerminal on the Raspberry Pi 5:\npi@fridge:~ $ {c}",
    "Alacritty ~/ops $ {c}", "iTerm2, mgagnon@mbp ~ % {c}", "GNOME Terminal on the telemed desk: {c}",
    "Git Bash on the donor-office PC:\n$ {c}", "Guake, dropped down: {c}", "Konsole tab 'lancha': {c}",
    "xterm over X forwarding: {c}", "Terminal.app, Dayamí's MacBook: {c}", "Ptyxis on the Fedora laptop: {c}",
    "Blink on the iPad mini:\n{c}",
    "el comando que corrí en la lancha: {c}", "o comando que eu rodei: {c}", "comando kuá: {c}",
    "la ligne que j'ai tapée : {c}", "ikian comando: {c}", "bie comando: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg-farmacia.yacumama.lan:5432/inventario",
    "mysql://{u}:{pw}@10.47.0.5:3306/historias",
    "mongodb://{u}:{pw}@mongo-telemed.yacumama.lan:27017/citas?authSource=admin",
    "redis://{u}:{pw}@10.47.0.9:6379/2",
    "amqp://{u}:{pw}@mq.yacumama.lan:5672/sync",
    "ftp://{u}:{pw}@nas-lima.yacumama.lan/recibos/",
    "rtsp://{u}:{pw}@10.47.1.64:554/Streaming/Channels/101",
    "https://{u}:{pw}@dav.yacumama-salud.org/remote.php/dav/files/{u}/",
    "mqtt://{u}:{pw}@mqtt.yacumama.lan:1883",
    "socks5h://{u}:{pw}@proxy.yacumama-salud.org:1080",
    "Server=sql-lima;Database=Donaciones;User Id={u};Password={pw};TrustServerCertificate=True;",
    "jdbc:postgresql://pg-farmacia.yacumama.lan:5432/inventario?user={u}&password={pw}",
    "sqlserver://{u}:{pw}@sql-lima:1433?database=Donaciones",
    "https://{u}:{pw}@couch.yacumama.lan:6984/medic",
    "smb://{u}:{pw}@nas-lima.yacumama.lan/donantes",
]  # fmt: skip
_URL_PLACES = [
    "connection for the sync job: {c}", "Metabase, the retired connection: {c}",
    "guárdame esta cadena de conexión: {c}", "a URL do banco é {c}", "se banco URL kuá {c}", "Jira RIO-430: {c}",
    "Notion, 'BD y conexiones' page: {c}", "ta conexión ikian {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_946_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "yacumama-clinicas", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _uuid(variant: str) -> Maker:
    return lambda g: v.uuid4(g, variant)


# Shapes: where a vendor publishes none, the shape here is the author's guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Niubiz", "NIUBIZ_API_SECRET", _j((ALNUM, 32))),
    ("Izipay", "IZIPAY_REST_PASSWORD", _j("prodpassword_", (ALNUM, 45))),
    ("PagoEfectivo", "PAGOEFECTIVO_SECRET_KEY", _j((B64, 43), "=")),
    ("PicPay", "PICPAY_TOKEN", _uuid("8")),
    ("PagBank", "PAGBANK_TOKEN", lambda g: v.uuid4(g, "b") + _r(g, HEX, 64)),
    ("Getnet", "GETNET_CLIENT_SECRET", _uuid("9")),
    ("Zoop", "ZOOP_API_KEY", _j("zpk_prod_", (ALNUM, 24))),
    ("Tpaga", "TPAGA_PRIVATE_API_KEY", _j((LOWER_DIGITS, 32))),
    ("PayValida", "PAYVALIDA_FIXED_HASH", _j((HEX, 64))),
    ("Mediktor", "MEDIKTOR_API_KEY", _j((HEX, 40))),
    ("Conexa Saúde", "CONEXA_API_TOKEN", _j((URLSAFE, 48))),
    ("Doctoralia", "DOCTORALIA_CLIENT_SECRET", _j((ALNUM, 48))),
    ("1DOC3", "ONEDOC3_API_KEY", _uuid("a")),
    ("MediQuo", "MEDIQUO_API_SECRET", _j((HEX, 64))),
    ("Mediconecta", "MEDICONECTA_TOKEN", _j((ALNUM, 40))),
    ("Saludtools", "SALUDTOOLS_SECRET", _j((ALNUM, 32))),
    ("iClinic", "ICLINIC_API_TOKEN", _vendor_jwt("https://api.iclinic.com.br")),
    ("Amplimed", "AMPLIMED_API_KEY", _j((HEX, 32))),
    ("Feegow", "FEEGOW_ACCESS_TOKEN", _vendor_jwt("https://api.feegow.com")),
    ("Memed", "MEMED_SECRET_KEY", _j((ALNUM, 64))),
    ("Nexodata", "NEXODATA_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Clinicorp", "CLINICORP_API_TOKEN", _j((URLSAFE, 40))),
    ("Qure.ai", "QURE_API_KEY", _j((ALNUM, 40))),
    ("Lunit", "LUNIT_INSIGHT_API_KEY", _j((HEX, 48))),
    ("Delft Imaging", "CAD4TB_API_TOKEN", _j((ALNUM, 40))),
    ("navify", "NAVIFY_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Parsyl", "PARSYL_API_KEY", _j((ALNUM, 40))),
    ("Solargis", "SOLARGIS_API_KEY", _j((HEX, 32))),
    ("Zenvia", "ZENVIA_API_TOKEN", _j((URLSAFE, 40))),
    ("Aldeamo", "ALDEAMO_API_KEY", _j((ALNUM, 32))),
    ("Hablame", "HABLAME_TOKEN", _j((ALNUM, 40))),
    ("Masiv", "MASIV_API_KEY", _j((HEX, 40))),
    ("Onurix", "ONURIX_KEY", _j((HEX, 40))),
    ("LabsMobile", "LABSMOBILE_TOKEN", _j((ALNUM, 32))),
    ("TotalVoice", "TOTALVOICE_ACCESS_TOKEN", _j((HEX, 32))),
    ("Comtele", "COMTELE_AUTH_KEY", _uuid("b")),
    ("Contífico", "CONTIFICO_API_KEY", _j((ALNUM, 43))),
    ("Bsale", "BSALE_ACCESS_TOKEN", _j((HEX, 40))),
    ("Conta Azul", "CONTAAZUL_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Tiny ERP", "TINY_API_TOKEN", _j((HEX, 64))),
    ("Focus NFe", "FOCUSNFE_TOKEN", _j((ALNUM, 32))),
    ("PlugNotas", "PLUGNOTAS_API_KEY", _j((HEX, 40))),
    ("Olva Courier", "OLVA_API_KEY", _j((HEX, 32))),
    ("Chazki", "CHAZKI_ENTERPRISE_KEY", _j((ALNUM, 32))),
    ("Melhor Envio", "MELHORENVIO_TOKEN", _vendor_jwt("https://melhorenvio.com.br")),
    ("apis.net.pe", "APISNETPE_TOKEN", _j("apis-token-", (D, 4), ".", (URLSAFE, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "docker-compose.override.yml:\n    environment:\n      - {env}={tok}",
    "app.json (Expo): \"extra\": {{ \"{env}\": \"{tok}\" }}",
    "appsettings.Production.json: \"{env}\": \"{tok}\",",
    "repo secret {env} (GitHub), pasted here for the record: {tok}",
    "Admin › Conexiones › {vendor} › API key: {tok}",
    "Notion table 'Integraciones': | {vendor} | prod | {tok} |",
    "Trello card 'Rotate': {vendor} key {tok}",
    "WhatsApp, Kelly: {vendor} key for the stock sync: {tok}",
    "Signal: the {vendor} token is now {tok}, the previous one no longer works",
    "Zammad #8840: {vendor} returns 401 with key {tok}",
    "GLPI #2290: {vendor} sync has been failing since Monday, key in use {tok}",
    "file the {vendor} API key away for the pharmacy: {tok}",
    "oye, ese API key de {vendor} es {tok}, pe",
    "API key del {vendor}, la que usa farmacia: {tok}",
    "token da API {vendor} em uso: {tok}",
    "clé d'API de {vendor} (pharmacie flottante) : {tok}",
    "{vendor} API key kuá: {tok}",
    "{vendor} ya API key rü {tok}",
    "ray API key {vendor}: {tok}",
    "{vendor} API key ikian {tok}",
    "{vendor} API key bie: {tok}",
    "ó API key {vendor}: {tok}",
    "ubi API key {vendor}: {tok}",
    "la API key do {vendor} é {tok}",
    "{vendor}-Schnittstelle, Schlüssel: {tok}",
    "API de {vendor}, la clau: {tok}",
    "a clave da API de {vendor} é {tok}",
    "{vendor}-ren API gakoa: {tok}",
    "la chiave per l'API di {vendor}: {tok}",
    "API-sleutel {vendor}: {tok}",
    "{vendor} sin API-nøkkel: {tok}",
    "ключ API {vendor}: {tok}",
    "{vendor} のAPIキーは {tok}",
    "{vendor} API 키는 {tok}",
    "{vendor} 的 API 密钥：{tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    forecast = _r(rng, ALNUM, 16)
    opentok = _r(rng, HEX, 40)
    blip = base64.b64encode(f"farmaciabot:{_r(rng, ALNUM, 20)}".encode()).decode()
    izipay = "prodpassword_" + _r(rng, ALNUM, 45)
    omie = _r(rng, HEX, 32)
    nubefact = _r(rng, HEX, 64)
    return [
        Sample("vendor_token", f"curl -s https://api.forecast.solar/{forecast}/estimate/-3.75/-73.25/10/0/5.4", forecast),
        Sample("vendor_token", f'opentok = OpenTok("4{_r(rng, D, 7)}", "{opentok}")', opentok),
        Sample("vendor_token", f"Take Blip router, header for the pharmacy bot:\nAuthorization: Key {blip}", blip),
        Sample("vendor_token", f"curl -u '{_r(rng, D, 8)}:{izipay}' https://api.micuentaweb.pe/api-payment/V4/Charge/CreatePayment", izipay),
        Sample("vendor_token", f'{{"call": "ListarProdutos", "app_key": "{rng.randrange(10**10, 10**11)}", "app_secret": "{omie}", "param": [{{"pagina": 1}}]}}', omie),
        Sample("vendor_token", f'Nubefact, facturación del barco:\nAuthorization: Token token="{nubefact}"', nubefact),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it's shown only once, copying it here:\n{t}",
                "el token: {t}",
                "elastic-agent install --url=https://fleet.yacumama-salud.org:8220 --enrollment-token={t}",
                "{t}\n^ fresh one; the previous token is dead", "kuá token {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 58), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Islandia fridge sensor (OTAA): {h}": 32,
    "ESP32 flash encryption key for the cold-box monitors, hex: {h}": 64,
    "HMAC key of the Niubiz notification webhook: {h}": 64,
    "AES-256 key of the Codan radio's encryption option: {h}": 64,
    "Parsyl sensor pairing key: {h}": 32,
    "llave AES del respaldo de historias clínicas: {h}": 64,
    "chave de criptografia do backup da farmácia: {h}": 48,
    "backup ya clave rü {h}": 64,
    "ta respaldo clave ikian: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "GLPI #2301: token copied out of DevTools {t}",
    "Cookie: lang=es-PE; ycm_session={t}",
    "TELEMED_API_TOKEN={t}",
    "keep this bearer token for me please {t}",
    "el token de la API de citas es {t}",
    "kuá se token {t}",
    "Postman, Authorization tab, Bearer Token: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_946_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.yacumama-salud.org/realms/clinicas",
            "azp": "telemed-desk",
            "realm_access": {"roles": ["medico", "farmacia"]},
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS256": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the barge Pi, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/telemed.yacumama-salud.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"FHIR_CLIENT_PRIVATE_KEY": "{key}", "client_id": "telemed-desk"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_lancha <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zammad #8851, the contractor pasted this:\n{key}": ("PRIVATE KEY", "\n"),
    "llave privada del servidor de Leticia:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the donor-office SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it off the card before I burn it: {p}": "english",
    "Nunchuk recovery words (donor crypto wallet, emptied in 2031)\n{p}": "english",
    "Blockstream Green mnemonic: {p}": "english",
    "BlueWallet seed, the old one from the Leticia fundraiser: {p}": "english",
    "voice memo: the Trust Wallet recovery phrase is {p} and that's the whole thing": "english",
    "palabras de la billetera de donaciones, oye: {p}": "spanish",
    "as palavras da Exodus, na ordem: {p}": "portuguese",
    "les mots du Ledger, un après l'autre : {p}": "french",
    "frase di recupero del portafoglio Electrum: {p}": "italian",
    "リカバリーフレーズ（寄付用ウォレット）：{p}": "japanese",
    "복구 문구 (기부 지갑): {p}": "korean",
    "助记词（捐款钱包）：{p}": "chinese_simplified",
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
        "  ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Elo's, Cabal's: brands the value helpers
    do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "elo":
        return _card_of(rng, ["636368", "438935", "504175", "451416", "636297", "506699"], [16])
    if brand == "cabal":
        return _card_of(rng, ["604201", "604209", "589657"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Kelly: the clinic card for the Zebra labels is {c}, exp {mm}/{yy}",
    "stash my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "GLPI #2315: pay the Mindray service visit with card {c}",
    "mi tarjeta, número {c}, vence {mm}/{yy}",
    "cartão que uso na farmácia: {c}",
    "se cartão número kuá {c}, {mm}/{yy}",
    "ta tarjeta número ikian {c}",
    "mi número de cartão es {c}, {mm}/{yy}",
    "ma carte, le numéro : {c}, exp. {mm}/{yy}",
    "Kartennummer für die Spendenquittung: {c}",
    "我的卡号：{c}，有效期 {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "elo", "mastercard", "amex", "cabal", "diners", "unionpay", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c}, exp. 09/34, security digits {cvv}",
               "los tres números chiquitos atrás de la tarjeta: {cvv}",
               "os 3 dígitos atrás do cartão: {cvv}",
               "Amex {c}, the four digits printed above the number on the front: {cvv}",
               "au verso de ma carte, les chiffres : {cvv}",
               "el CVV de la tarjeta de la barcaza es {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 90 (Norway, Germany, the Netherlands,
# Belgium, Czechia, Finland, the United Kingdom, Italy); BBAN shapes from the value helpers, drawn
# until python-stdnum (and its national check, for Norway and Belgium) validates them.
def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_number(g, country), std_iban.is_valid)


_IBAN_PLACES = {  # template: the donor's country
    "Donation receipt 2031-144: the Bergen church fund pays from {i}": "NO",
    "save the Hamburg foundation's IBAN for the vaccine grant: {i}": "DE",
    "IBAN: {i}\nReference: solar fridges, Yavarí": "FI",
    "Signal from the Lima office: new bank details of the Utrecht donor, IBAN {i}": "NL",
    "IBAN de la fundación belga para la barcaza: {i}": "BE",
    "IBAN da fundação tcheca: {i}": "CZ",
    "doador IBAN kuá {i}": "GB",
    "IBAN de la fundação finlandesa es {i}": "FI",
    "l'IBAN du donateur de Londres : {i}": "GB",
    "IBAN della parrocchia di Bergamo per le medicine: {i}": "IT",
    "IBAN der Stiftung in Köln: {i}": "DE",
    "IBAN til menigheten i Stavanger: {i}": "NO",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


# The documents below carry no check a library or this file verifies: each is drawn in the shape
# its author believes it is printed in.
def _pe_cnv(g: random.Random) -> str:
    """Peru's certificado de nacido vivo (CNV) number: ten digits."""
    return "1" + _r(g, D, 9)


def _br_dnv(g: random.Random) -> str:
    """Brazil's Declaração de Nascido Vivo number: eleven digits, printed 2-8-1."""
    return f"{g.randrange(10, 100)}-{_r(g, D, 8)}-{g.choice(D)}"


def _br_cir(g: random.Random) -> str:
    """A Brazilian Navy CIR (a river crew member's Caderneta de Inscrição e Registro)."""
    return f"{_r(g, D, 3)}M{g.randrange(2005, 2032)}{_r(g, D, 5)}"


def _pe_libreta(g: random.Random) -> str:
    """A Peruvian DICAPI libreta de embarque: a harbour office's code between digits."""
    return f"{_r(g, D, 2)}-IQT-{_r(g, D, 6)}"


def _br_rnm(g: random.Random) -> str:
    """Brazil's RNM (Registro Nacional Migratório) on the CRNM card."""
    return f"{g.choice('FGV')}{_r(g, D, 6)}-{g.choice(D)}"


def _br_renach(g: random.Random) -> str:
    """The RENACH number of a Brazilian driving licence (Amazonas)."""
    return "AM" + _r(g, D, 9)


def _ca_pr(g: random.Random) -> str:
    """A Canadian permanent resident card's number: two letters and seven digits."""
    return g.choice(["PA", "RA", "PB"]) + _r(g, D, 7)


def _cu_passport(g: random.Random) -> str:
    """A Cuban passport: a letter and six digits."""
    return g.choice("IKL") + _r(g, D, 6)


def _icvp(g: random.Random) -> str:
    """The serial of an International Certificate of Vaccination (yellow fever) from Peru."""
    return f"CIV-{g.choice('ABC')}{_r(g, D, 7)}"


def _conadis(g: random.Random) -> str:
    """Peru's CONADIS disability card number: seven digits."""
    return g.choice("123456789") + _r(g, D, 6)


def _co_pep(g: random.Random) -> str:
    """Colombia's Permiso Especial de Permanencia (PEP): fifteen digits."""
    return "9" + _r(g, D, 14)


def _pe_passport(g: random.Random) -> str:
    return "1" + _r(g, D, 8)


def _co_passport(g: random.Random) -> str:
    return g.choice(["AR", "AT", "AV"]) + _r(g, D, 6)


def _br_passport(g: random.Random) -> str:
    return g.choice(["FZ", "GA", "GB", "YC"]) + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "número da DNV da filha da Tainá, para o cartório de Benjamin Constant: {s}": _br_dnv,
    "CNV no. of the Cushillococha newborn, for the RENIEC form: {s}": _pe_cnv,
    "el número del certificado de nacido vivo de la bebé de Deysi: {s}": _pe_cnv,
    "CIR (Caderneta de Inscrição e Registro) of the new deckhand from Benjamin Constant: {s}": _br_cir,
    "minha caderneta da Marinha, inscrição nº {s}": _br_cir,
    "libreta de embarque del motorista Segundo (DICAPI): {s}": _pe_libreta,
    "RNM do Dr. Osmany, para o contrato: {s}": _br_rnm,
    "Carteira de Registro Nacional Migratório of Dr. Yusleidy Fonseca: {s}": _br_rnm,
    "RENACH da CNH do Josué: {s}": _br_renach,
    "my Canadian PR card number, for the Peruvian visa form: {s}": _ca_pr,
    "le numéro de ma carte de résident permanent : {s}": _ca_pr,
    "pasaporte cubano de Yoandri: {s}": _cu_passport,
    "Cuban passport of Dr. Dayamí Cárdenas, for the Colombian permit: {s}": _cu_passport,
    "yellow fever certificate (ICVP) of the volunteer from Girona: {s}": _icvp,
    "número de mi certificado internacional de vacunación contra la fiebre amarilla: {s}": _icvp,
    "carné CONADIS de don Teodoro, número {s}": _conadis,
    "PEP de Yurani (Permiso Especial de Permanencia): {s}": _co_pep,
    "choxü ya pasaporte rü {s}": _co_passport,
    "se passaporte número kuá {s}": _br_passport,
    "ta pasaporte número ikian {s}": _pe_passport,
    "kue pasaporte número bie {s}": _co_passport,
    "mi número de passaporte es {s}": _br_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Google backup codes for farmacia@yacumama-salud.org\n{codes}",
            "Microsoft 365 recovery codes, donor office: {codes}",
            "códigos de backup do gov.br: {codes}",
            "códigos de emergencia de GitHub (cuenta de la clínica):\n{codes}",
            "se 2FA códigos kuá: {codes}",
    "kue 2FA códigos bie:\n{codes}",
            "codes de secours du compte Proton de Geneviève : {codes}"]  # fmt: skip
_SEEDS_2FA = ["google-authenticator wrote ~/.google_authenticator on the bastion:\n{s}\n\" RATE_LIMIT 3 30\n\" WINDOW_SIZE 3\n\" TOTP_AUTH",
              "~/.config/gauth.csv:\nyacumama-vpn:{s}",
              "otpauth://totp/Yacumama:farmacia@yacumama-salud.org?secret={s}&issuer=Yacumama&period=30",
              "clave secreta del 2FA de la cuenta de Izipay: {s}"]  # fmt: skip
_CODES = ["Interbank: {c} es tu clave dinámica. No la compartas con nadie.",
          "BBVA: tu código de verificación es {c}",
          "Seu código de acesso gov.br: {c}. Não informe a ninguém.",
          "Bancolombia: clave de un solo uso {c}, vence en 3 minutos",
          "{c} est ton code de vérification Desjardins"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    spaced = index % 2 == 1 and "otpauth" not in template and "google" not in template
    return {"s": v.totp_secret(rng, spaced=spaced and ".csv" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["YCM-VictoriaRegia", "Starlink-Chambira", "Botica-Flotante", "CLARO_Caballococha",
          "Movistar_Leticia", "VIVO-Tabatinga-5G", "Posta-SantaRosa", "TIGO-Leticia",
          "YCM-Telemed", "Peplink_Bufeo", "FridgeNet-Islandia", "Putumayo-Estrecho"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nkey: {pw}",
    "pharmacy barge LAN wifi {s}, password {pw}",
    "mos wifi {s} '{pw}'",
    "wifiMulti.addAP(\"{s}\", \"{pw}\");",
    "WiFi.softAP(\"{s}\", \"{pw}\");",
    "wifi_config_t sta = {{ .sta = {{ .ssid = \"{s}\", .password = \"{pw}\" }} }};",
    "the sticker under the Huawei E5577 MiFi says key {pw}",
    "el wifi {s} tiene clave {pw}",
    "wifi {s}, senha: {pw}",
    "{s} wifi senha kuá {pw}",
    "wifi {s} ya senha rü {pw}",
    "wifi {s} clave ikian {pw}",
    "wifi {s}: la senha es {pw}, ¿tá?",
    "le mot de passe du wi-fi {s}, c'est {pw}",
    "ó wifi {s} clave: {pw}",
    "wifi {s} clave bie {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 14)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("prodpassword_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("zpk_prod_", (ALNUM, 20)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it to you one by one: {t}", "[dictated over the HF radio] {t}",
          "(with spaces, so the lock-screen preview won't show it) {t}", "te lo deletreo: {t}",
          "uma letra de cada vez: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 3] for k in range(0, len(token), 3))}
    return {"t": [" ", ".", " "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["candado del gabinete de morfina en la barcaza: {pw}",
          "código do cadeado da caixa térmica de vacinas: {pw}",
          "combination for the padlock on the battery box at Islandia: {pw}",
          "keypad on the pharmacy barge's cold room: {pw}, then press the key sign",
          "cadeado código ya rü {pw}",
          "se cadeado código kuá {pw}",
          "la combinación de la caja fuerte del consultorio: {pw}",
          "le code du cadenas de la glacière à vaccins : {pw}",
          "药房保险柜的密码：{pw}",
          "ubi candado código: {pw}",
          "ray candado código {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["aguaje", "lupuna", "bufeo", "tahuampa", "chambira", "garza", "paiche", "cocha",
                 "shiringa", "catahua", "remo", "peque", "motor", "huito", "irapay", "cumaceba"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the clinic org: {p}": " ",
            "KeePassXC database passphrase (telemed desk): {p}": "-",
            "frase de acceso del gestor de la oficina de Lima: {p}": " ",
            "VeraCrypt passphrase of the GeneXpert laptop's volume: {p}": ".",
            "frase-senha do cofre do Enpass: {p}": " ",
            "se passphrase kuá: {p}": "_",
            "phrase de passe du gestionnaire, Geneviève: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno, request 'fhir', Auth: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia export, headers: Authorization: Bearer {v}": False,
    "HTTPie history: http GET fhir.yacumama.lan/fhir/Encounter 'Authorization: Basic {v}'": True,
    "Hoppscotch collection, auth header: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "OpenClinica datainfo.properties:\ndbType=postgres\ndbUser=clinica\ndbPass={pw}\ndbHost=pg-ensayos.yacumama.lan",
    "OpenCR config/config_production.json:\n\"fhirServer\": {{\"baseURL\": \"http://hapi:8080/fhir\", \"username\": \"opencr\", \"password\": \"{pw}\"}}",
    "LibreHealth EHR sites/default/sqlconf.php:\n$login = 'libreehr';\n$pass  = '{pw}';\n$dbase = 'libreehr';",
    "/etc/mail/authinfo:\nAuthInfo:smtp.yacumama-salud.org \"U:alertas\" \"I:alertas\" \"P:{pw}\" \"M:PLAIN\"",
    "/etc/dma/auth.conf:\nalertas@yacumama-salud.org|smtp.yacumama-salud.org:{pw}",
    "/etc/qmi-network.conf:\nAPN=salud.claro.pe\nAPN_USER=fluvial\nAPN_PASS={pw}\nPROXY=yes",
    "ouroboros env:\n  - REPO_USER=ycm-deploy\n  - REPO_PASS={pw}\n  - INTERVAL=3600",
    "diun.yml env:\n  DIUN_REGOPTS_0_NAME: ycm-registry\n  DIUN_REGOPTS_0_USERNAME: diun\n  DIUN_REGOPTS_0_PASSWORD: {pw}",
    "dscreate from-file instance.inf:\n[slapd]\ninstance_name = yacumama\nroot_dn = cn=Directory Manager\nroot_password = {pw}",
    "fridge_monitor.ino:\n  ArduinoOTA.setHostname(\"fridge-islandia\");\n  ArduinoOTA.setPassword(\"{pw}\");\n  ArduinoOTA.begin();",
    "OpenSRP opensrp.properties:\ncouchdb.server=couch.yacumama.lan\ncouchdb.username=opensrp\ncouchdb.password={pw}",
    "compose.yaml (stock DB of the barge):\n    environment:\n      POSTGRES_USER: farmacia\n      POSTGRES_PASSWORD: {pw}",
    "telemed .env:\nDB_CONNECTION=mysql\nDB_USERNAME=telemed\nDB_PASSWORD={pw}",
    "appsettings.json:\n\"ConnectionStrings\": {{ \"Stock\": \"Host=pg-farmacia;Username=stock;Password={pw}\" }}",
    "wp-config.php (donations site):\ndefine( 'DB_USER', 'donaciones' );\ndefine( 'DB_PASSWORD', '{pw}' );",
    "settings.py:\nDATABASES = {{\"default\": {{\"ENGINE\": \"django.db.backends.postgresql\", \"USER\": \"citas\", \"PASSWORD\": \"{pw}\"}}}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Kelly: cold room wifi password?\nWilder: {pw}",
    "[05:40] osmany: root password of the lab Pi?\n[05:41] dayami: {pw}",
    "Priya: {pw} is the new Cerbo password",
    "Segundo: use {pw}, that's what the radio laptop has now",
    "Raimundo: senha pyasú kuá {pw}",
    "Nelson: ngẽma senha rü {pw}",
    "Rosa: jiy contraseña nueva: {pw}",
    "Teodoro: clave nueva ikian {pw}",
    "Yurani: parce, la contraseña nueva quedó {pw}",
    "Francisca: senha nueva del wifi: {pw}",
    "Fidel: ó clave nueva {pw}",
    "Aurora: kue clave nueva bie {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "contra\u200bseña: {pw}", "se\u2060nha = {pw}", "cla\u00adve → {pw}", "сontraseña: {pw}",
    "𝘀𝗲𝗻𝗵𝗮 {pw}", "ｃｌａｖｅ: {pw}", "ᴄᴏɴᴛʀᴀsᴇñᴀ = {pw}", "pass\u200dword: {pw}",
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


def _spanish_seed(g: random.Random) -> str:
    phrase = str(_MNEMO["spanish"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))
    return unicodedata.normalize("NFC", phrase)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Cerbo GX password is": "{s}", "Peplink admin pw:": "{s} (since the swap in Leticia)",
    "la clave del router es": "{s}", "se senha kuá": "{s}",
    "a senha do notebook é": "{s}\ntroca depois da campanha", "choxü ya senha rü": "{s}",
    "ta clave ikian": "{s}", "Mindray password": "{s}",
    "the password Segundo read over the HF radio was": "{s}, I think", "mi senha es": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Zenvia API token", "{s}", _j((URLSAFE, 40))),
    ("split_token", "Nubefact token:", "{s} (facturación electrónica)", _j((HEX, 64))),
    ("split_token", "Getnet client secret", "{s}", _uuid("9")),
    ("split_seed", "las palabras de la billetera", "{s}", _spanish_seed),
    ("split_card", "tarjeta N°", "{s} vence 08/35", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "NO"))),
    ("split_backup", "códigos de emergencia", "{s}\nqmxr-4821-tvbn\nplor-7730-kize", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CNV N°", "{s}", _pe_cnv),
    ("split_phrase", "KeePassXC master phrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"cerbo": {"url": "https://cerbo.victoria.lan", "remote_console_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "kmacedo", "clave": "{s}"}}': ("meta_password", _plain_pw),
    '{"boats": [{"name": "Chambira"}, {"name": "Victoria Regia", "peplink_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mactelnet", "-u", "admin", "-p", "{s}", "64:d1:54:3a:9e:21"]}': ("meta_password", _plain_pw),
    '{"note": "la contraseña de la computadora de farmacia es {s}"}': ("meta_password", _plain_pw),
    '{"contraseña_cerbo": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "entra al Cerbo como admin con la clave {s}"}': ("meta_password", _plain_pw),
    '{"zenvia": {"api_token": "{s}"}}': ("meta_token", _j((URLSAFE, 40))),
    '{"tinyToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"omie_app_secret": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"request": {"url": "/fhir/Encounter", "headers": {"authorization": "Bearer {s}"}}}': ("meta_token", _j((ALNUM, 44))),
    '{"cobro": {"tarjeta": "{s}", "vence": "11/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "cabal"), " ", g)),
    '{"donante": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "DE")),
    '{"tripulante": {"libreta_embarque": "{s}"}}': ("meta_id", _pe_libreta),
    '{"cuenta_google": {"codigos_respaldo": ["{s}", "qmxr-4821-tvbn", "plor-7730-kize"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"billetera_donaciones": {"palabras": "{s}"}}': ("meta_seed", _english_seed),
    '{"sensor_frio": {"lorawan_appkey": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"botiquin": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Botica-Flotante", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"fhir.resources-7.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"venus-image-cerbo-v3.52.swu").hexdigest()
_IMAGE = hashlib.sha256(b"registry.yacumama-salud.org/citas-api:2.8").hexdigest()
_COMMIT = hashlib.sha1(
    b"stock: add cold-chain lot expiry column", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"citas: revert timezone fix", usedforsecurity=False).hexdigest()[:8]
_MD5 = hashlib.md5(b"temperaturas_2031-08.csv", usedforsecurity=False).hexdigest()
_SHA1 = hashlib.sha1(b"mapa-yavari-2031.mbtiles", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Cerbo GX password before the Yavarí trip on 2031-09-14.",
    "Kelly asked for the barge wifi password; it's on the laminated card in the pharmacy drawer.",
    "Policy: clinic passwords have at least 14 characters and live only in the shared vault.",
    "Don't drop passwords in the boats' WhatsApp group; share the vault entry.",
    "The `.env.example` line `ZENVIA_API_TOKEN=replace-me` is a placeholder; the real token is in the vault.",
    "The Peplink asks for a new admin password after every firmware update.",
    "Replace <YOUR_NUBEFACT_TOKEN> in the README with the token from the Nubefact panel.",
    "OMIE_APP_SECRET and FOCUSNFE_TOKEN must be set before the nightly invoice sync runs.",
    "Ne senha, ti remeẽ yepé mira supé.",
    "Tama rü WhatsApp-ü cuxü ya senha, moẽchi.",
    "Jiy contraseña nunca se dice por la radio.",
    "Ta ikua: ene clave nunca va por WhatsApp.",
    "Kue clave no se comparte con nadie, ni con la familia.",
    "Mibi contraseña nunca en el grupo, ubi digo.",
    "Ó clave nunca se escribe en la pizarra del barco.",
    "Nunca mande la senha por WhatsApp, ¿tá?",
    "La contraseña debe tener al menos catorce caracteres, causa.",
    "A senha precisa de catorze caracteres no mínimo, gente.",
    "Ton mot de passe, tu le donnes à personne, là.",
    "La contrasenya ha de tenir com a mínim catorze caràcters.",
    "O contrasinal ten que ter polo menos catorce caracteres.",
    "Pasahitzak gutxienez hamalau karaktere izan behar ditu.",
    "Das Passwort bitte nie über Funk durchgeben.",
    "パスワードは無線で読み上げないでください。",
    "请不要在群里发密码。",
    "비밀번호는 단체방에 올리지 마세요.",
    "Пароль не диктуйте по радио.",
    "Upgraded the Cerbo GX from Venus OS 3.40 to 3.52 and fhir.resources to 7.1.0 over the weekend.",
    f"commit {_COMMIT} adds the expiry column for cold-chain lots.",
    f"Rolled back to {_SHORT} after the timezone fix broke the Leticia appointments.",
    f"requirements.txt: fhir.resources==7.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The Venus OS 3.52 image for the Cerbo has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The appointments API runs registry.yacumama-salud.org/citas-api@sha256:{_IMAGE}.",
    f"MD5 of temperaturas_2031-08.csv is {_MD5}, same as the copy on the Lima NAS.",
    f"SHA-1 of mapa-yavari-2031.mbtiles: {_SHA1}",
    "Request id 3f9c2b71-8e4d-4a06-b5c2-71d0e9a4f318 is the slow one in the telemed logs.",
    "Purchase order OC-2031-00871 for 40 boxes of amoxicillin ships from Iquitos on Tuesday.",
    "GLPI #2231: the Santa Rosa cold room alarm keeps tripping at night.",
    "Call the Caballococha health post on +51 65 830 417 before noon.",
    "Booking YCM-PAX-2031-0418: two volunteer seats on the rápido Iquitos–Santa Rosa, 6 September.",
    "ISBN 978-92-4-156541-6 is the WHO vaccine storage handbook on the barge shelf.",
    "The mototaxi with plate 4521-1A brought the oxygen cylinders from the Tabatinga port.",
    "River level at the Iquitos gauge: 117.42 m above sea level, falling 6 cm a day.",
    "Fridge 2 on the Chambira holds 4.6 °C; the solar array gives 5.4 kWp on a clear day.",
    "After five wrong passwords the Cerbo locks the account for 15 minutes.",
    "The secret of a good juane is bijao leaves and patience.",
    "Ask Wilder for the barge keypad code, I don't have it.",
    "My card ending 4417 was declined at the Leticia pharmacy wholesaler.",
    "The Hamburg foundation wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the donor office's Google account and keep them in the safe.",
    "Wallet support will never need your recovery words, whoever calls.",
    "Keep `ZENVIA_API_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the battery box rusts in the rain; oil it every month.",
    "The guest wifi 'Yacumama-Visitas' is open, no password needed.",
    "Vaccine lot N3E571, 200 doses of yellow fever vaccine, expires 2032-03; cold box at 5.1 °C.",
    "Ticket RIO-440: move the Leticia telemed slot from 09:00 to 10:30 on Thursdays.",
    "Zenvia moved the API token page under Settings › Developers in its March release.",
    "The PIN pad of the Interbank POS on the barge is broken again.",
    "The passphrase must have at least four words, per the vault policy.",
    "contraseña: pídesela a Kelly, está en el gestor",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-08-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/clinicas/cerbo", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 311}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "fhir.resources", "version": "7.1.0"}}',
    '{"ticket": "RIO-412", "purchase_order": "OC-2031-00871"}',
    '{"vaccine_lot": {"id": "N3E571", "doses": 200, "temp_c": 5.1}}',
    '{"phone": "+51 65 830 417", "post": "Caballococha"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "boxes_in_stock": 412}',
    '{"river": "Yavarí", "gauge_m": 117.42, "trend": "falling"}',
    '{"booking": "YCM-PAX-2031-0418", "boat": "rápido", "seats": 2}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
