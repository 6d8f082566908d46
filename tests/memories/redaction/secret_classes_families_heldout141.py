# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-forty-first corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-thirty-eighth's docstring,
the fifth to hundred-and-thirty-eighth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it. Its own seed, password words (a mineral and
the altitude of a plant, a football club of the north and its founding year, a Kunza-named village,
a dish and a number, a festival and a year, a German pit word and a shaft number, a name in pinyin
and a birth year, a name, a year and a town, a level of the mine, generated groups), names, places,
templates, tools, vendors and layouts, the way the staff of the Consorcio Licancabur (LCB, a
fictional mining, rail and health network of Chile's north and the Bolivian altiplano: the Chiu
Chiu copper concentrator's control room near Calama, the Socaire lithium brine plant and its
evaporation ponds on the Salar de Atacama, the freight office of the Arica-La Paz railway at
Chinchorro yard with a desk at Visviri and Charaña, the oxygen plant of the Hospital Ckari in
Potosí with a satellite clinic in Oruro, a port desk in Antofagasta and Iquique, and the Thunupa
Expediciones salt-flat tour operator in Uyuni and Colchani; staff from Calama, Arica, Antofagasta's
Croatian families, the Quechua valleys of Potosí, the Aymara altiplano, Santa Cruz de la Sierra,
the Guarayos and Moxos lowlands, the Ruhr and the Upper Harz (German mining engineers), Minas
Gerais, Chengdu and Yichun (lithium buyers), the Palestinian-Chilean community and Haitian workers)
leak secrets into an assistant's memory. The texts are WhatsApp, Telegram, Signal, Teams, Slack,
Google Chat, WeChat, Feishu, LINE, Threema, Element, Viber, Messenger and SMS messages, Google
Keep, Apple Notes, Joplin, Obsidian, OneNote, Standard Notes, Simplenote, Bear, Logseq, Evernote
and Todoist notes to self, Jira, Zendesk, Freshservice, ServiceNow, Znuny, Redmine and TOPdesk
tickets, e-mails, incident notes, runbooks, README fragments, shell history (bash, zsh, fish,
PowerShell, cmd, tmux, GNU screen, Termux, MobaXterm, SecureCRT, iTerm2, WezTerm, a Jenkins, a
GitLab CI and a GitHub Actions log, cron, a systemd unit, an Ansible task), configs, code,
voice-dictated text and requests to the assistant itself, around the panels of concentrator, brine,
rail, hospital, tour and network hardware (a Metso SAG mill's expert system, FLSmidth flotation
cells, an Outotec Courier analyser, ABB 800xA and Honeywell Experion stations, a Thermo Ramsey belt
scale, Weir Warman pumps and Krebs cyclones, a Hach SC1000 controller, a Metrohm titrator, an
Agilent 5900 ICP-OES, Frauscher axle counters, a Wabtec locomotive's event recorder, a Kapsch GSM-R
radio, Novair and Inmatec PSA oxygen generators, a BeaconMedaes alarm panel, a Dräger gas detector
dock, a Hamilton C6 ventilator, Mindray BeneVision monitors, a Victron Cerbo GX, a Starlink dish,
an Iridium GO!, a Garmin inReach, Teltonika, MikroTik, Ubiquiti, Cambium and Huawei network gear).
Tools none of heldouts 5 to 138 names: llama.cpp's llama-server, vLLM, LMDeploy, SGLang, LocalAI,
FastChat's API server, KoboldCpp, the Stable Diffusion web UI's `--api-auth`, the text generation
web UI's `--gradio-auth`, HoloViz Panel's `panel serve --basic-auth`, Ray's `ray start
--redis-password`, Prodigy's basic-auth variables, Xinference's `login`, ZenML's `connect`,
Carvel's imgpkg, Knot's kdig with a TSIG key, xmysql and rdcli; configs of tabbyAPI and
SillyTavern; beside them the commands the product names (sshpass, mysql, redis-cli, curl -u, docker
login, htpasswd -b, smbclient, 7z, openssl, gpg --passphrase, xfreerdp, net use, sqlplus, lftp,
ipmitool, mosquitto_pub, sudo -S, ldapsearch) and the formats it names (.pgpass, PHP's `define`,
Terraform's `default`, pgbouncer's userlist, chap-secrets, nslcd's `bindpw`, an INI `[credentials]`
section, a `.netrc`), in layouts of its own. About 45 % of the texts are in other languages than
English (by a rough count of the templates drawn): Camba Spanish (the castellano camba of Santa
Cruz de la Sierra), Guarayu (the Tupi-Guarani language of Ascensión de Guarayos), Mojeño Ignaciano
(the Arawakan language of San Ignacio de Moxos), Ruhrdeutsch (the Ruhr German of Gelsenkirchen and
Bochum), Oberharzisch (the Upper Harz miners' dialect of Clausthal-Zellerfeld), Sichuanese (the
Sichuan Mandarin of Chengdu, in Chinese characters), Gan Chinese (as texted in Yichun and Xinyu,
Jiangxi, in Chinese characters) and Mineiro Portuguese (the mineirês of Belo Horizonte and
Itabira), which no earlier docstring names, and Chilean Spanish, Bolivian (Andean) Spanish,
Southern Quechua, Aymara, German, Croatian, Simplified Chinese (Mandarin), Brazilian Portuguese,
French, Italian, Japanese, Korean, Russian, Levantine Arabic and Haitian Creole in wordings of
their own. The eight new languages' wordings are the author's approximations, checked by no
speaker: Camba Spanish's dropped and aspirated `s` (`e'`, `pasé'`), its voseo, `pariente`, `oíste`,
`naides` and `ahurita`; Guarayu built around Guarani's possessive `che` ("my") and `nde` ("your"),
`ko` ("this"), `ha` ("and") and the prohibitive `ani`, with the loanwords people text (password,
wifi, usuario, tarjeta, pasaporte, API key); Mojeño Ignaciano built around the Arawakan possessive
prefixes `nu-` ("my") and `pi-` ("your") on Spanish loanwords (`nuclave`, `nupassword`,
`nucarnet`), and the Spanish `es` where the author knows no copula; Ruhrdeutsch's `dat`, `wat`,
`getz`, `hömma`, `vonne`, `anne`, `nich` and `ne?`; Oberharzisch's `mei`, `dos`, `is`, `sog's
kaaner` and `Glück auf` (the thinnest guess: after Erzgebirgisch as the author remembers it);
Sichuanese's `勒个`, `嘛`, `哈`, `莫`, `晓得` and `别个`; Gan's `我个`, `冇得`, `莫`, `话`, `渠` and `咯`; and
Mineiro's `uai`, `sô`, `trem`, `cê`, `num` and `procê`. Vendors (Talana, GeoVictoria, Chipax,
Enviame, Bluexpress, PagoFácil, Libélula, PagosNet, Petra Data Science, MinePlan, RPMGlobal,
BlastIQ, FLSmidth, Synertrex, Flexim, Skycatch, Sitemark, Scopito, Cintoo, Minalytix, RailState,
Progress Rail, Rayen Salud, Medipass, AgendaPro, Encuadrado, Fastmarkets, Benchmark Minerals,
Mysteel, Platts, Shanghai Metals Market, Agunsa, Ultramar, Beetrack, DispatchTrack, Previred,
Mercado Público, Bolivia's SIAT, Banco Unión, Dynamox, Sonda, WOM, GTD, Klap, Lioren, Obuma,
Relbase and Rex+) are ones heldouts 5 to 138 do not name; none of them publishes a token shape the
author knows, so every shape here (Chipax's `chx_`, BlastIQ's `biq_live_`, RailState's `rs_live_`,
Klap's `klap_sk_`, Skycatch's `sc_`, Benchmark's `bmi_`, Mercado Público's upper-case ticket UUID,
SIAT's delegated JWT, the UUIDs, hex runs, base64 runs and JWTs) is the author's guess. The ids are
kinds heldouts 5 to 138 do not use: a Chilean identity card's serial number, a Chilean mine's
internal driving licence, a Chilean class D (machinery) licence's folio, a Chilean explosives
handler's licence, a Chilean health provider's RNPI registration, a Chilean locomotive driver's
certification, a port credential of Arica, a Chilean risk-prevention expert's credential, a
Bolivian military service booklet, a Bolivian Colegio Médico registration, a Bolivian Caja Nacional
de Salud insured's number, a Bolivian pupil's RUDE code, a Bolivian SERECI birth certificate's
code, a German blasting licence (Befähigungsschein under § 20 SprengG), a German mine rescue
(Grubenwehr) card, a Knappschaft insured's number, a Brazilian engineer's CREA-MG registration and
a Croatian HZZO health card's number, for which python-stdnum has no module and which no library or
this file checks (no check-digit algorithm is written here): they are unchecked, their shapes
invented or as the author believes them; and Bolivian, Chinese, Brazilian and German passports
under Camba, Guarayu, Sichuanese, Gan, Mineiro and Ruhrdeutsch words, likewise unchecked. Card
numbers pass Luhn (Elo and Hipercard prefixes drawn here besides the value helpers' brands, all
checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over
the IBAN shapes of heldouts 5 to 138 (France, Bulgaria, Estonia, Lebanon, Mauritius, the United
Arab Emirates, Palestine and Greece, in nine to eleven corpora each), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Spanish, Portuguese, French, Italian,
Korean and Simplified Chinese lists, each with a valid checksum. Counts: 390 secret samples, 20
field pairs and 20 metadata samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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

SEED = 141_580_327
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


_MINERALS = ["Cobre", "Litio", "Molibdeno", "Boro", "Azufre", "Salitre", "Yodo", "Potasio",
             "Plata", "Estano", "Zinc", "Wolfram", "Ulexita", "Bischofita"]  # fmt: skip
_ALTITUDES = [2260, 2300, 2410, 2890, 3480, 3656, 3706, 3870, 4070, 4090, 4300, 4520]
_CLUBS = [("Cobreloa", 1977), ("Antofagasta", 1966), ("Bolivar", 1925), ("Strongest", 1908),
          ("OruroRoyal", 1896), ("SanJose", 1942), ("Iquique", 1978), ("Aurora", 1935),
          ("Blooming", 1946), ("Wilstermann", 1949), ("NacionalPotosi", 1942), ("Cobresal", 1979)]  # fmt: skip
_VILLAGES = ["Socaire", "Toconao", "Peine", "Camar", "Talabre", "Ollague", "Colchani", "Visviri",
             "Charana", "Lasana", "Caspana", "Ayquina", "Toconce", "Likan", "Tulor", "Coyo",
             "Solor", "Machuca", "Chiu", "Quillagua"]  # fmt: skip
_DISHES = ["Saltena", "Cunape", "Majadito", "Picana", "Anticucho", "Charquekan", "Sonso", "Chairo",
           "Humita", "Pastel", "Sajta", "Falso", "Locro", "Tucumana"]  # fmt: skip
_FEASTS = ["Tirana", "Candelaria", "Urkupina", "Anata", "Carnaval", "Chutillos", "Ayquina",
           "Gran Poder", "Ch'alla", "Pachamama"]  # fmt: skip
_PIT = ["Glueckauf", "Zeche", "Schacht", "Steiger", "Kumpel", "Foerderturm", "Fahrkunst",
        "Bergbau", "Hunt", "Grubenwehr"]  # fmt: skip
_PINYIN = ["lifang", "zhangwei", "chenjing", "wangyan", "liuyang", "huangmin", "zhaolei",
           "yangfan", "xuqian", "sunhao"]  # fmt: skip
_NAMES = ["Javiera", "Cristobal", "Yesenia", "Nelson", "Rodrigo", "Wilma", "Freddy", "Rosmery",
          "Edwin", "Ximena", "Yerko", "Mayra", "Ruben", "Nazario", "Ariel", "Jurgen", "Kalle",
          "Dorte", "Uwe", "Ivana", "Mate", "Tiago", "Rosangela", "Nadia", "Mirlande", "Fang",
          "Jing", "Wei"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["C0br3l0@", "L1t10", "S4l4r", "M1n3r0", "T0c0n40", "P0t0s1", "Uyun1", "S0c41r3",
         "Gl4ck4uf"]  # fmt: skip


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


def _club(g: random.Random) -> str:
    name, year = g.choice(_CLUBS)
    return f"{name}{year}{g.choice(_SYMBOLS)}"


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_MINERALS)}{g.choice(_ALTITUDES)}m{g.choice(_SYMBOLS)}",
    _club,
    lambda g: f"{g.choice(_VILLAGES).lower()}-{g.choice(_DISHES).lower()}-{g.randrange(10, 1000)}",
    lambda g: f"{g.choice(_FEASTS).replace(' ', '').replace(chr(39), '')}{g.randrange(1990, 2034)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: f"{g.choice(_PIT)}{g.randrange(1, 13)}{g.choice(_SYMBOLS)}{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_PINYIN)}{g.randrange(1970, 2005)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2012)}{g.choice(_SYMBOLS)}{g.choice(_VILLAGES)}",
    lambda g: f"Nivel{g.randrange(2000, 3600, 20)}{g.choice(_SYMBOLS)}{g.choice(_MINERALS).upper()}",
    _manager,
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_VILLAGES).lower()}_{g.choice(_MINERALS).lower()}_{g.randrange(1960, 2034)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_DISHES)}{g.randrange(2, 100)}{g.choice(_VILLAGES)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, grupo 'Sala de control Chiu Chiu', Cristóbal: la clave del Metso SAG expert system quedó en {pw}",
    "Telegram from Freddy (Socaire ponds): Hach SC1000 controller service password {pw}",
    "Signal, Javiera: ABB 800xA operator workplace password for night shift is {pw}",
    "Teams chat #flotacion: FLSmidth cell level controller web password {pw}",
    "Slack #brine-lab: Metrohm OMNIS titrator admin password {pw}",
    "Google Chat, Yesenia: Agilent 5900 ICP Expert login password {pw}",
    "Threema from Jürgen: Honeywell Experion station password {pw} — don't put it on the whiteboard",
    "Element room #ramsey-scale: Thermo Ramsey 14-10A integrator password {pw}",
    "Viber, Edwin (Charaña desk): Wabtec event recorder download password {pw}",
    "Messenger from Rosmery: the Kapsch GSM-R radio service menu password is {pw}",
    "SMS from Wilma, Hospital Ckari: Novair PSA oxygen generator HMI password {pw}",
    "WeChat, 陈静: the Inmatec oxygen plant remote login password is {pw}",
    "Feishu message from Li Fang: lithium carbonate lab portal password {pw}",
    "LINE message, Uyuni office: Starlink router admin password {pw}",
    "Google Keep note 'Colchani': Victron Cerbo GX remote console password {pw}",
    "Apple Notes, 'hospital oxígeno': BeaconMedaes alarm panel password {pw}",
    "Joplin note 'Arica yard': Frauscher axle counter diagnostics password {pw}",
    "Obsidian daily note: Teltonika RUT955 on the Visviri cabin, admin password {pw}",
    "OneNote page 'Tour trucks': Garmin Explore account password {pw}",
    "Standard Notes: Iridium GO! exec app password {pw}",
    "Simplenote: MikroTik hAP ax at the salt hotel, admin password {pw}",
    "Bear note #cambium: ePMP 3000 access point password {pw}",
    "Logseq journal: Hamilton C6 ventilator configuration password {pw}",
    "Evernote 'UCI Potosí': Mindray BeneVision central station password {pw}",
    "Jira OPS-2214: Outotec Courier 6 SL analyser password {pw} expired, please renew",
    "Zendesk #88120: the Weir Warman pump VFD panel password is {pw}, customer locked out",
    "Freshservice INC-4471: Krebs cyclone pressure logger password {pw}",
    "ServiceNow RITM0091834: rotate Huawei ONT admin password (current {pw})",
    "Znuny ticket 2031091410000213: Ubiquiti UniFi controller password {pw} at the Oruro clinic",
    "Redmine #5120: SCADA historian service account password {pw} in the wiki, remove it",
    "TOPdesk I 2031 0412: Dräger gas detector dock password {pw}",
    "Hola Rodrigo,\n\nla contraseña del servidor de despacho en Chinchorro es {pw}. Bórrala cuando la guardes.\n\nSaludos,\nYesenia",
    "Incident 2031-08-03: the Novair HMI in Potosí was on the hospital guest VLAN with password {pw}",
    "Runbook: restart of the Socaire brine feed\n1. open the Honeywell station\n2. log in as shiftlead\n3. password {pw}\n4. ramp pump P-301 to 40 %",
    "README (ramsey-scale repo)\nthe belt scale web page is http://ramsey-14.lcb.lan, admin password `{pw}`.",
    "Mirá pariente, la contraseña de la compu de carga e' {pw}, no le pasé' a naides, oíste",
    "Che password ko {pw}, ani pe emombe'u",
    "Nupassword es {pw}, no le digas a nadie",
    "Hömma, dat Passwort vonne Leitwarte is {pw}, getz nich weitersagen, ne?",
    "Mei Passwort fürn Rechner in dr Grube is {pw}, sog's kaaner. Glück auf!",
    "勒个控制室电脑的密码是 {pw} 嘛，莫跟别个说哈",
    "宜春个锂云母厂个账号密码是 {pw} 咯，冇得第二个人晓得",
    "Uai sô, a senha do trem lá da usina é {pw}, cê num conta pra ninguém não",
    "oye weón, la clave del PC de la sala de control es {pw}, cachai",
    "la contraseña de la computadora del tren es {pw} nomás, ya",
    "Computadoraypa contraseñanqa {pw} kan",
    "Contraseñajaxa {pw} ukawa, janiw khitirus yatiyañamäkiti",
    "Das Kennwort für die Flotationssteuerung lautet {pw}",
    "Lozinka za ruter u uredu u Antofagasti je {pw}, nemoj nikome reći",
    "选矿厂控制室电脑的登录密码：{pw}",
    "a senha do sistema de despacho da ferrovia é {pw}",
    "le mot de passe de la console de l'usine de lithium est {pw}",
    "la password del portale fornitori di Iquique è {pw}",
    "選鉱場の端末のパスワードは{pw}です",
    "리튬 공장 관리자 비밀번호: {pw}",
    "пароль от диспетчерской в Арике: {pw}",
    "كلمة السر تبع راوتر المكتب بأنتوفاغاستا {pw}",
    "Men modpas wouter biwo a: {pw}, pa bay moun li",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["jcontreras", "ycastillo", "nfuentes", "raraya", "wmamani", "fchoque", "rquispe",
          "econdori", "xflores", "yvaca", "mroca", "rsuarez", "nnoe", "aurapuca", "jbrinkmann",
          "kszymanski", "dhoffmann", "uwe.k", "ivukovic", "mmimica", "tiago.rezende",
          "rosangela.m", "nhirmas", "mjoseph", "lifang", "zhangwei", "svc-scada", "ops-oxigeno",
          "despacho", "tour-kiosk"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Cristóbal: el login del 800xA es {u} / {pw}",
    "Freshservice INC-4480: {u} locked out of the Experion station, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Planta › Chancado › Metso expert: {u} — {pw}",
    "| equipo | usuario | clave |\n|---|---|---|\n| ICP-OES 5900 | {u} | {pw} |",
    "the Wabtec recorder takes {u} as user and {pw} as password",
    "Courier analyser creds {u}:{pw}",
    "Usuario: {u}\nContraseña: {pw}",
    "- host: oxigeno-psa-01\n  user: {u}\n  password: {pw}",
    "nuusuario {u}, nupassword {pw}",
    "per Freddy: Hach login {u}, password {pw}",
    "equipo,usuario,clave\ncerbo-colchani,{u},{pw}",
    "ssh {u}@despacho.lcb.lan, it asks for {pw}",
    "Slack: creds for the GSM-R service laptop are {u} and {pw}",
    "usuario {u}, la contra' e' {pw}, pariente",
    "Benutzer {u}, dat Passwort {pw}",
    "用户名 {u}，密码 {pw}，记到起哈",
    "o login é {u} e a senha, uai, é {pw}",
    "che usuario {u} ha che password {pw}",
    "Benutzername {u}, Kennwort {pw}",
    "korisnik {u}, lozinka {pw}",
    "ユーザー名 {u}　パスワード {pw}",
    "логин {u}, пароль {pw}",
    "nom itilizatè {u}, modpas {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["socaire", "toconao", "charquekan", "cunape", "majadito", "salitre", "ulexita",
               "vicuna", "llareta", "chuspa", "tolar", "pututu", "zampona", "quinua", "huayra",
               "flamenco", "steiger", "pehuen"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "pw = just the word {w}, small letters, {d} after it",
    "password: {w}, digits {d} straight behind it",
    "Cerbo GX: {w} plus {d} at the tail",
    "voice memo: the brine lab wifi password is {w} then {d}, no space",
    "type {w}, followed by {d}",
    "it's {w}{d}, all one word with the digits glued on",
    "la clave e' la palabra {w} y despué' {d}, pariente",
    "dat Passwort is dat Wort {w}, dahinter {d}",
    "密码是 {w} 勒个词，后头再加 {d}",
    "a senha, sô, é a palavrinha {w} e logo atrás {d}",
    "la clave, weón, arranca con {w} y cierra con el {d}, cachai",
    "lozinka je riječ {w}, a onda {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "llama-server -m /models/qwen-7b-q4.gguf --host 0.0.0.0 --port 8080 --api-key '{key}'",
    "vllm serve Qwen/Qwen2.5-7B-Instruct --port 8001 --api-key '{key}'",
    "lmdeploy serve api_server /models/internlm2-chat-7b --server-port 23333 --api-keys '{key}'",
    "python -m sglang.launch_server --model-path /models/llama-3-8b --port 30000 --api-key '{key}'",
    "local-ai run --models-path /srv/models --api-keys '{key}'",
    "python3 -m fastchat.serve.openai_api_server --host 0.0.0.0 --port 8000 --api-keys '{key}'",
    "python koboldcpp.py --model mistral-7b.Q4_K_M.gguf --port 5001 --password '{pw}'",
    "python launch.py --listen --api --api-auth {u}:{pw}",
    "python server.py --listen --gradio-auth {u}:{pw}",
    "panel serve dashboards/flotacion.py --address 0.0.0.0 --basic-auth '{pw}'",
    "ray start --head --port=6379 --redis-password='{pw}'",
    "PRODIGY_BASIC_AUTH_USER={u} PRODIGY_BASIC_AUTH_PASS='{pw}' prodigy ner.manual fallas blank:es fallas.jsonl",
    "xinference login -e http://xinf.lcb.lan:9997 --username {u} --password '{pw}'",
    "zenml connect --url https://zenml.lcb.lan --username {u} --password '{pw}'",
    "imgpkg push -b registry.lcb.lan/bundles/scada:1.4 -f bundle/ --registry-username {u} --registry-password '{pw}'",
    "kdig -y hmac-sha256:lcb-ddns:{tsig} @ns1.lcb.lan AXFR lcb.lan",
    "xmysql -h mariadb.lcb.lan -u {u} -p '{pw}' -d despacho_carga",
    "rdcli -h redis.lcb.lan -p 6379 -a '{pw}' info replication",
    "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@cerbo-colchani.lcb.lan",
    "mysql -h mariadb.lcb.lan -u {u} -p'{pw}' despacho_carga -e 'select count(*) from vagones'",
    "redis-cli -h 10.40.2.15 -a '{pw}' --scan --pattern 'tag:*'",
    "curl -s -u {u}:{pw} https://historian.lcb.lan/piwebapi/streams",
    "echo '{pw}' | docker login registry.lcb.lan -u {u} --password-stdin",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "smbclient //fs-calama/planos -U 'LCB\\{u}%{pw}' -c 'ls'",
    "7z a -p'{pw}' -mhe=on turnos_agosto.7z turnos/",
    "openssl enc -aes-256-cbc -pbkdf2 -in nomina.csv -out nomina.enc -pass pass:{pw}",
    "gpg --batch --yes --passphrase '{pw}' -c despachos_2031.xlsx",
    "xfreerdp /v:hmi-oxigeno.lcb.lan /u:{u} /p:'{pw}' /cert:ignore",
    "net use Z: \\\\fs-arica\\carga /user:LCB\\{u} {pw} /persistent:no",
    "sqlplus {u}/{pw}@//ora-mina.lcb.lan:1521/MINEPROD",
    "ipmitool -I lanplus -H 10.40.9.21 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.lcb.lan -u {u} -P '{pw}' -t pozas/nivel -m 3.42",
    "echo '{pw}' | sudo -S systemctl restart oxigeno-bridge",
    "ldapsearch -x -H ldaps://dc1.lcb.lan -D 'cn={u},ou=svc,dc=lcb,dc=lan' -w '{pw}' '(uid=wmamani)'",
    "lftp -u {u},'{pw}' sftp://sftp.agunsa-portal.example",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\SCADA> {c}", "tmux [concentradora] 0:bash*\n$ {c}",
    ": 1965234567:0;{c}", "Termux en la tablet del tren: ~ $ {c}",
    "MobaXterm session 'oxigeno-psa':\n{c}", "SecureCRT log, Chinchorro yard: {c}",
    "GitLab CI job #4412, step deploy:\n$ {c}", "Jenkins console, job ramsey-sync:\n+ {c}",
    "iTerm2 ~/ferrocarril $ {c}", "WezTerm, pane 2: {c}", "GNU screen, window 'pozas': {c}",
    "fish history: - cmd: {c}", "GitHub Actions run 'deploy-llm':\nRun {c}",
    "Ansible task:\n  - name: bootstrap\n    shell: {c}", "cmd.exe C:\\Users\\despacho> {c}",
    "zsh on the Uyuni laptop: {c}", "crontab, planta Socaire: 15 3 * * * {c}",
    "oxigeno-bridge.service: ExecStartPre=/bin/sh -c \"{c}\"",
    "comando que corrí en la faena: {c}", "o comando que eu rodei lá, uai: {c}",
    "dat hab ich inne Konsole getippt: {c}", "勒个命令我跑过：{c}",
    "el comando que puse en la compu, pariente: {c}", "命令是咯：{c}",
]  # fmt: skip


def _cli_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    """A shell-safe password, an API key or a TSIG key's base64, whichever the template holds."""
    fields = {"pw": _plain_pw(rng), "u": rng.choice(_USERS)}
    if "{key}" in template:
        fields["key"] = rng.choice(["sk-lcb-", "", "lcb_"]) + _r(rng, ALNUM, 32)
        fields["secret"] = fields["key"]
    elif "{tsig}" in template:
        fields["tsig"] = base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
        fields["secret"] = fields["tsig"]
    return fields


def _cli(rng: random.Random, n: int) -> list[Sample]:
    samples = _Family("cli_password", _CLI, _cli_draw, "pw").take(rng, n)
    return v.framed(rng, samples, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg-historian.lcb.lan:5432/pozas",
    "mssql+pyodbc://{u}:{pw}@sql-hospital.lcb.lan/Farmacia?driver=ODBC+Driver+18+for+SQL+Server",
    "mongodb+srv://{u}:{pw}@tours.uyuni-cluster.example/reservas?retryWrites=true",
    "redis://{u}:{pw}@redis.lcb.lan:6379/3",
    "rtsp://{u}:{pw}@cam-oxigeno-02.lcb.lan:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@ftp.despacho.lcb.lan/manifiestos/",
    "clickhouse://{u}:{pw}@ch.lcb.lan:9000/telemetria",
    "oracle+oracledb://{u}:{pw}@ora-mina.lcb.lan:1521/?service_name=MINEPROD",
    "amqp://{u}:{pw}@rabbit.lcb.lan:5672/carga",
    "mqtt://{u}:{pw}@mqtt.lcb.lan:1883",
    "https://{u}:{pw}@couch.lcb.lan:6984/muestras_icp",
    "smtp://{u}:{pw}@smtp.lcb.lan:587",
    "influxdb://{u}:{pw}@influx.lcb.lan:8086/sensores",
]  # fmt: skip
_URL_PLACES = [
    "BRIDGE_UPSTREAM_URL={c}", "old connection, from the migration notes: {c}",
    "guárdame este string de conexión: {c}", "连接地址是 {c}", "la dirección que puse en el bridge e' {c}",
    "Jira OPS-2230: {c}", "Confluence, página 'Conexiones': {c}", "a URL do banco, uai: {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(
        rng, v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS), _URL_PLACES
    )


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_957_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "consorcio-licancabur", "sub": f"cli_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Talana", "TALANA_API_TOKEN", _j((HEX, 40))),
    ("GeoVictoria", "GEOVICTORIA_CONSUMER_SECRET", _j((ALNUM, 32))),
    ("Chipax", "CHIPAX_APP_KEY", _j("chx_", (ALNUM, 32))),
    ("Enviame", "ENVIAME_API_KEY", _j((HEX, 32))),
    ("Bluexpress", "BLUEXPRESS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("PagoFácil", "PAGOFACIL_TOKEN_SECRET", _j((HEX, 64))),
    ("Libélula", "LIBELULA_APPKEY", lambda g: v.uuid4(g, "8")),
    ("PagosNet", "PAGOSNET_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Petra Data Science", "PETRA_API_TOKEN", _vendor_jwt("https://auth.petradatascience.example")),
    ("MinePlan", "MINEPLAN_SERVICE_TOKEN", _j((URLSAFE, 48))),
    ("RPMGlobal", "RPM_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("BlastIQ", "BLASTIQ_API_KEY", _j("biq_live_", (ALNUM, 32))),
    ("FLSmidth", "FLS_SIRIUS_API_KEY", _j((HEX, 40))),
    ("Synertrex", "SYNERTREX_DEVICE_KEY", _j((B64, 43), "=")),
    ("Flexim", "FLEXIM_CLOUD_KEY", _j((UPPER_HEX, 32))),
    ("Skycatch", "SKYCATCH_API_KEY", _j("sc_", (ALNUM, 40))),
    ("Sitemark", "SITEMARK_TOKEN", _j((HEX, 48))),
    ("Scopito", "SCOPITO_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Cintoo", "CINTOO_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Minalytix", "MINALYTIX_API_KEY", _j((HEX, 32))),
    ("RailState", "RAILSTATE_API_KEY", _j("rs_live_", (ALNUM, 36))),
    ("Progress Rail", "PROGRESSRAIL_UPTIME_TOKEN", _vendor_jwt("https://login.progressrail.example")),
    ("Rayen", "RAYEN_API_KEY", _j((ALNUM, 40))),
    ("Medipass", "MEDIPASS_SECRET_KEY", _j((HEX, 40))),
    ("AgendaPro", "AGENDAPRO_API_TOKEN", _j((URLSAFE, 32))),
    ("Encuadrado", "ENCUADRADO_TOKEN", _j((ALNUM, 30))),
    ("Fastmarkets", "FASTMARKETS_API_KEY", _j((ALNUM, 32))),
    ("Benchmark Minerals", "BENCHMARK_API_KEY", _j("bmi_", (HEX, 40))),
    ("Mysteel", "MYSTEEL_APP_SECRET", _j((HEX, 32))),
    ("Platts", "PLATTS_APPKEY", _j((ALNUM, 24))),
    ("SMM", "SMM_API_TOKEN", _j((HEX, 64))),
    ("Agunsa", "AGUNSA_PORTAL_KEY", lambda g: v.uuid4(g, "b")),
    ("Ultramar", "ULTRAMAR_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Beetrack", "BEETRACK_X_AUTH_TOKEN", _j((HEX, 32))),
    ("DispatchTrack", "DISPATCHTRACK_API_KEY", _j((HEX, 64))),
    ("Previred", "PREVIRED_API_TOKEN", _j((ALNUM, 40))),
    ("Mercado Público", "MERCADOPUBLICO_TICKET", lambda g: v.uuid4(g, "9").upper()),
    ("SIAT", "SIAT_TOKEN_DELEGADO", _vendor_jwt("https://siat.impuestos.example")),
    ("Banco Unión", "BANCOUNION_API_SECRET", _j((B64, 44))),
    ("Dynamox", "DYNAMOX_API_KEY", _j((ALNUM, 48))),
    ("Sonda", "SONDA_GATEWAY_KEY", _j((HEX, 40))),
    ("WOM", "WOM_EMPRESAS_API_KEY", _j((ALNUM, 32))),
    ("GTD", "GTD_PORTAL_TOKEN", _j((URLSAFE, 48))),
    ("Klap", "KLAP_API_KEY", _j("klap_sk_", (ALNUM, 32))),
    ("Lioren", "LIOREN_API_TOKEN", _vendor_jwt("https://www.lioren.example")),
    ("Obuma", "OBUMA_ACCESS_TOKEN", _j((HEX, 40))),
    ("Relbase", "RELBASE_USER_TOKEN", _j((URLSAFE, 24))),
    ("Rex+", "REXMAS_API_KEY", _j((ALNUM, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "PS> $env:{env} = '{tok}'",
    "set {env}={tok}",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "heroku config:set {env}={tok} -a lcb-despacho",
    "kubectl -n scada set env deploy/bridge {env}={tok}",
    "docker run -d -e {env}={tok} lcb/pozas-sync:2.1",
    "GitHub Actions, deploy.yml:\n      env:\n        {env}: {tok}",
    ".gitlab-ci.yml:\nvariables:\n  {env}: \"{tok}\"",
    "Jenkinsfile:\nenvironment {{\n    {env} = '{tok}'\n}}",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "application.yml:\nlcb:\n  integrations:\n    {env}: {tok}",
    "supervisord.conf:\nenvironment={env}=\"{tok}\"",
    "LCB Intranet › Ajustes › Integraciones › {vendor} › API key: {tok}",
    "Confluence, tabla 'APIs de terceros': | {vendor} | prod | {tok} |",
    "Todoist task: {vendor} key {tok} expires Friday, ask for a new one",
    "WhatsApp, Cristóbal: {vendor} key para la sincronización: {tok}",
    "Teams, Javiera: switched {vendor} to the token {tok} this morning, the previous one is dead",
    "Jira OPS-2251: 401 from {vendor} since Monday; the key in the config is {tok}",
    "Zendesk #88190: {vendor} connector down again, key on file {tok}",
    "note my {vendor} API key somewhere safe: {tok}",
    "la key de {vendor} pa' la API e' {tok}, pariente",
    "{vendor} ko API key: {tok}",
    "nuAPI key de {vendor}: {tok}",
    "dat API-Schlüssel von {vendor} is {tok}, ne",
    "Mei API-Schlüssel fürn {vendor}-Zugang: {tok}",
    "{vendor} 的 API 密钥是 {tok} 嘛",
    "{vendor} 个 API key 是 {tok} 咯",
    "uai, a tal chave de API da {vendor}: {tok}",
    "weón, la key de {vendor} que va en la API es {tok}, cachai",
    "clave API {vendor}, la que usa el despacho de Chinchorro: {tok}",
    "Leitwarten-API-Schlüssel bei {vendor}: {tok}",
    "{vendor}, API ključ za ured u Antofagasti: {tok}",
    "{vendor} 的接口密钥：{tok}",
    "a chave {vendor} da API da ferrovia: {tok}",
    "clé d'API {vendor} pour l'usine de Socaire : {tok}",
    "chiave API {vendor} del porto: {tok}",
    "{vendor} のAPIキーは {tok} です",
    "{vendor} API 키는 {tok}",
    "в диспетчерской для {vendor} прописан ключ API {tok}",
    "هاد مفتاح الـAPI لـ{vendor}: {tok}",
    "kle API {vendor} la se {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    beetrack = _r(rng, HEX, 32)
    ticket = v.uuid4(rng, "a").upper()
    enviame = _r(rng, HEX, 32)
    klap = "klap_sk_" + _r(rng, ALNUM, 32)
    skycatch = "sc_" + _r(rng, ALNUM, 40)
    fastmarkets = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://app.beetrack.example/api/external/v1/routes", headers={{"X-AUTH-TOKEN": "{beetrack}"}})', beetrack),
        Sample("vendor_token", f"curl 'https://api.mercadopublico.example/servicios/v1/publico/licitaciones.json?fecha=02082031&ticket={ticket}'", ticket),
        Sample("vendor_token", f'const enviame = new EnviameClient("{enviame}");', enviame),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "KLAP_API_KEY", "\\"{klap}\\"")\n  }}\n}}', klap),
        Sample("vendor_token", f"Info.plist:\n<key>SkycatchApiKey</key>\n<string>{skycatch}</string>", skycatch),
        Sample("vendor_token", f"$fm = new FastmarketsClient('lcb-compras', '{fastmarkets}');", fastmarkets),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "the portal won't show this again, pasting it here:\n{t}", "ahí tené' el token, pariente: {t}",
                "勒个 token：{t}", "{t}\n^ current one since the rotation", "te lo dejo aquí, no lo borres: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of pond level sensor PZ-12 (OTAA): {h}": 32,
    "AppSKey of the Colchani weather station (ABP): {h}": 32,
    "HMAC secret for the Libélula payment callback: {h}": 64,
    "Frauscher diagnostics export AES key: {h}": 32,
    "IKEv2 pre-shared key of the Visviri tunnel (hex): {h}": 64,
    "Modbus/TCP security PSK for the oxygen plant PLC, hex: {h}": 48,
    "llave del respaldo nocturno del historiador (AES-256, en hex): {h}": 64,
    "Schlüssel fürs Backup vonne Leitwarte: {h}": 64,
    "备份加密密钥：{h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira OPS-2260: token copied from DevTools, network tab: {t}",
    "Cookie: lang=es-CL; lcb_sid={t}",
    "SCADA_BRIDGE_ACCESS_TOKEN={t}",
    "stash this bearer somewhere, it's for the SIAT sandbox: {t}",
    "el token que me pasaron e' {t}, pariente",
    "token 是 {t} 嘛",
    "Zendesk chat log, the customer pasted: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_957_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@lcb.cl"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.lcb.cl/realms/planta",
            "azp": "scada-portal",
            "roles": ["operador", "laboratorio"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Chinchorro dispatch server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/siat-facturacion.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SIAT_SIGNING_KEY": "{key}", "nit_emisor": "1020304025"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_pozas <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zendesk #88201, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "la llave privada del servidor, pariente:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for Agunsa's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet (tour deposits), words copied off the capsule: {p}": "english",
    "Nunchuk backup words, from the old laptop:\n{p}": "english",
    "BlueWallet words (the old tour-deposit wallet, emptied): {p}": "english",
    "Jade wallet seed backup: {p}": "english",
    "voice memo: Zeus wallet words, here goes, {p}, and that's every word": "english",
    "frase semilla de la billetera Muun, pariente: {p}": "spanish",
    "palabras de recuperación de la billetera Phoenix, cachai: {p}": "spanish",
    "frase de recuperação da carteira Blockstream Green, uai: {p}": "portuguese",
    "les mots de secours du Keystone, sauvegarde de l'usine : {p}": "french",
    "frase di recupero del wallet Coldcard: {p}": "italian",
    "리튬 구매팀 Bitget 지갑 시드 문구: {p}": "korean",
    "imToken 钱包助记词，莫给别个看：{p}": "chinese_simplified",
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
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Elo's, Hipercard's: brands the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "elo":
        return _card_of(rng, ["636368", "438935", "504175", "451416", "636297"], [16])
    if brand == "hipercard":
        return _card_of(rng, ["606282", "384100", "384140"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Cristóbal: la tarjeta de la empresa para los repuestos Metso es {c}, vence {mm}/{yy}",
    "my spare card for the tour bookings: {c}, expires {mm}/{yy}",
    "Tarjeta: {c}\nVence: {mm}/{yy}",
    "Jira OPS-2270: pay the Starlink renewal with card {c}",
    "la tarjeta del Yerko e' {c}, se vence el {mm}/{yy}",
    "che tarjeta número {c}",
    "dat is meine Kreditkarte: {c}, {mm}/{yy}",
    "我勒个卡号 {c}，有效期 {mm}/{yy}",
    "o número do meu cartão, uai: {c}",
    "tarjeta de la pega: {c}, vence {mm}/{yy}, cachai",
    "kartica od tvrtke, broj {c}, istječe {mm}/{yy}",
    "carte de l'acheteur, n° {c}, expiration {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "elo", "mastercard", "amex", "hipercard", "jcb", "unionpay", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} (09/36), CVV {cvv}",
               "the three digits on the back of the company card: {cvv}",
               "Amex {c}, the little four-digit code on the front: {cvv}",
               "lo' tre' número' de atrá' de la tarjeta: {cvv}",
               "卡背后那三个数字：{cvv}",
               "os três números atrás do cartão, uai: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 138 (nine to eleven corpora each);
# BBANs after stdnum's iban.dat, digits where real banks print digits, Mauritius' currency fixed.
_IBAN_BBANS: dict[str, Callable[[random.Random], str]] = {
    "FR": lambda g: _r(g, D, 23),
    "BG": lambda g: g.choice(["UNCR", "BPBI", "STSA", "FINV"]) + _r(g, D, 14),
    "EE": lambda g: _r(g, D, 16),
    "LB": lambda g: _r(g, D, 24),
    "MU": lambda g: g.choice(["MCBL", "BOMM", "SBMM"]) + _r(g, D, 19) + "MUR",
    "AE": lambda g: _r(g, D, 19),
    "PS": lambda g: g.choice(["PALS", "ARAB", "QUDS"]) + _r(g, D, 21),
    "GR": lambda g: _r(g, D, 23),
}


def _iban(rng: random.Random, country: str) -> str:
    def make(g: random.Random) -> str:
        bban = _IBAN_BBANS[country](g)
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = {  # template: the account's country
    "Invoice LCB-2031-0877: please pay the Sofia bearing supplier to {i} by the 15th": "BG",
    "save the Ramallah uncle's IBAN for the Christmas transfer: {i}": "PS",
    "IBAN: {i}\nReferencia: flete Arica–Viacha, agosto, forwarder de Dubái": "AE",
    "Teams #tesoreria: the lithium buyer's Port Louis holding has new bank details, IBAN {i}": "MU",
    "el IBAN de mi primo en Tallin e' {i}, pariente": "EE",
    "dat IBAN vonne Ferienwohnung auf Kreta: {i}": "GR",
    "迪拜那个贸易公司的 IBAN 是 {i} 嘛": "AE",
    "o IBAN do fornecedor francês, uai: {i}": "FR",
    "IBAN del proveedor de Atenas: {i}": "GR",
    "IBAN moje sestre u Parizu: {i}": "FR",
    "IBAN du courtier de Port-Louis : {i}": "MU",
    "آيبان حساب عمي ببيروت: {i}": "LB",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _cl_serial(g: random.Random) -> str:
    """A Chilean identity card's serial (document) number: nine digits, printed dotted."""
    body = g.choice("1234567") + _r(g, D, 8)
    return f"{body[:3]}.{body[3:6]}.{body[6:]}"


def _mine_licence(g: random.Random) -> str:
    """A mine's internal driving licence (licencia interna): the site, a dash and six digits."""
    return f"LIC-{g.choice(['CHU', 'SOC', 'CAL'])}-{_r(g, D, 6)}"


def _class_d_folio(g: random.Random) -> str:
    """A Chilean class D (machinery) licence's folio: eight digits."""
    return g.choice("123456789") + _r(g, D, 7)


def _explosives(g: random.Random) -> str:
    """A Chilean explosives handler's licence: the issuing office's letters and seven digits."""
    return f"{g.choice(['AF', 'CA', 'TA'])}-{_r(g, D, 7)}"


def _rnpi(g: random.Random) -> str:
    """A Chilean RNPI (health provider) registration: six or seven digits."""
    return g.choice("123456789") + _r(g, D, g.choice([5, 6]))


def _train_driver(g: random.Random) -> str:
    """A Chilean locomotive driver's certification: HM, a year and five digits."""
    return f"HM-{g.randrange(2018, 2032)}-{_r(g, D, 5)}"


def _port_credential(g: random.Random) -> str:
    """A port credential of Arica: ARI, six digits and a letter."""
    return f"ARI{_r(g, D, 6)}{g.choice(UPPER)}"


def _prevention(g: random.Random) -> str:
    """A Chilean risk-prevention expert's credential: a region number and six digits."""
    return f"{g.choice(['II', 'XV', 'I'])}/{_r(g, D, 6)}"


def _military_booklet(g: random.Random) -> str:
    """A Bolivian military service booklet: a series letter and seven digits."""
    return f"{g.choice('ABC')}-{_r(g, D, 7)}"


def _colegio_medico(g: random.Random) -> str:
    """A Bolivian Colegio Médico registration: a department's letters and five digits."""
    return f"{g.choice(['PT', 'OR', 'LP'])}-{_r(g, D, 5)}"


def _cns(g: random.Random) -> str:
    """A Bolivian Caja Nacional de Salud insured's number: birth year, month and day, initials."""
    return (
        f"{g.randrange(60, 100)}-{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}-{_r(g, UPPER, 3)}"
    )


def _rude(g: random.Random) -> str:
    """A Bolivian pupil's RUDE code: a school's eight digits, a year's digits and a serial."""
    return f"{_r(g, D, 8)}{g.randrange(2018, 2031)}{_r(g, D, 3)}{g.choice(UPPER)}"


def _sereci(g: random.Random) -> str:
    """A Bolivian SERECI birth certificate's code: three groups of digits."""
    return f"{_r(g, D, 4)}-{_r(g, D, 5)}-{_r(g, D, 3)}"


def _blasting(g: random.Random) -> str:
    """A German blasting licence (Befähigungsschein, § 20 SprengG): a state, a year, a serial."""
    return f"{g.choice(['NW', 'NI', 'SN'])}-{g.randrange(2015, 2032)}-{_r(g, D, 5)}"


def _mine_rescue(g: random.Random) -> str:
    """A German mine rescue (Grubenwehr) card: GW and six digits."""
    return f"GW{_r(g, D, 6)}"


def _knappschaft(g: random.Random) -> str:
    """A Knappschaft insured's number: a letter and nine digits (its check digit not computed)."""
    return g.choice(UPPER) + _r(g, D, 9)


def _crea_mg(g: random.Random) -> str:
    """A Brazilian engineer's CREA-MG registration: MG, six digits and /D."""
    return f"MG-{_r(g, D, 6)}/D"


def _hzzo(g: random.Random) -> str:
    """A Croatian HZZO health card's number: nine digits."""
    return g.choice("123456789") + _r(g, D, 8)


def _bo_passport(g: random.Random) -> str:
    """A Bolivian passport as the author believes it: a letter and seven digits."""
    return g.choice("ABP") + _r(g, D, 7)


def _cn_passport(g: random.Random) -> str:
    """A Chinese passport: E and a letter, then seven digits."""
    return "E" + g.choice("ABCDEFGHJK") + _r(g, D, 7)


def _br_passport(g: random.Random) -> str:
    """A Brazilian passport: two letters and six digits."""
    return _r(g, UPPER, 2) + _r(g, D, 6)


def _de_passport(g: random.Random) -> str:
    """A German passport: C and eight characters of its alphabet."""
    return "C" + _r(g, "CFGHJKLMNPRTVWXYZ0123456789", 8)


_ID_PLACES: dict[str, Maker] = {
    "número de serie de la cédula de la Javiera, para el pase de faena: {s}": _cl_serial,
    "licencia interna de conducción mina del operador de CAEX nuevo: {s}": _mine_licence,
    "class D (machinery) licence folio for Nelson's loader permit: {s}": _class_d_folio,
    "licencia de explosivos del jefe de tronadura, para la autoridad fiscalizadora: {s}": _explosives,
    "RNPI (Registro Nacional de Prestadores Individuales) of the new nurse: {s}": _rnpi,
    "habilitación de maquinista del Edwin, tramo Arica–Visviri: {s}": _train_driver,
    "credencial portuaria de Arica del despachador, cachai: {s}": _port_credential,
    "risk-prevention expert credential (SEREMI) of Rodrigo, for the contractor file: {s}": _prevention,
    "mi libreta de servicio militar e' la {s}, pariente": _military_booklet,
    "Colegio Médico registration of Dr. Wilma Mamani, for the oxygen plant sign-off: {s}": _colegio_medico,
    "nucarnet de la Caja Nacional de Salud es {s}": _cns,
    "wawaypa RUDE codigon inscripcionpaq: {s}": _rude,
    "wawajan nacimiento certificado codigopaxa {s} ukawa": _sereci,
    "Befähigungsschein nach § 20 SprengG von Jürgen, für die Genehmigung: {s}": _blasting,
    "Mei Grubenwehr-Ausweis, dos is {s}": _mine_rescue,
    "Meine Knappschaft-Versichertennummer, dat is {s}, für die Rentenanfrage": _knappschaft,
    "o registro no CREA-MG do engenheiro, uai: {s}": _crea_mg,
    "broj zdravstvene iskaznice HZZO za mamu: {s}": _hzzo,
    "mi pasaporte e' el {s}, no lo pierdo ni a palo'": _bo_passport,
    "che pasaporte número: {s}": _bo_passport,
    "我勒个护照号码是 {s} 哈": _cn_passport,
    "我个护照号是 {s} 咯，莫话得渠听": _cn_passport,
    "o número do meu passaporte, sô, é {s}": _br_passport,
    "dat is mein Reisepass, Nummer {s}": _de_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Banco Unión 2FA recovery codes\n{codes}",
            "Microsoft 365 one-time backup codes of the Potosí hospital admin: {codes}",
            "Talana backup codes: {codes}", "lo' código' de respaldo del 2FA, pariente:\n{codes}",
            "2FA 备用码，莫搞掉了：\n{codes}", "códigos de backup do 2FA, uai: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Previred:ycastillo@lcb.cl?secret={s}&issuer=Previred&digits=6",
              "Aegis, manual setup key for the Platts login: {s}",
              "2FAS, secret key for the Fastmarkets account: {s}",
              "la llave del 2FA e' {s}"]  # fmt: skip
_CODES = ["{c} is your Banco Unión verification code",
          "【宜春银行】验证码 {c}，5分钟内有效，请勿告诉他人",
          "Tu código de Previred es {c}. No se lo digas a nadie, ni al ejecutivo",
          "Dein Bestätigungscode fürs Knappschaft-Portal: {c}",
          "Seu código Elo: {c}. Não compartilhe, uai"]  # fmt: skip


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


_SSIDS = ["LCB-Planta", "LCB-Pozas-5G", "Chiu-Chiu-Control", "Socaire-Lab", "Chinchorro-Carga",
          "Visviri-Cabina", "Hospital-Ckari-Staff", "Oruro-Clinica", "Thunupa-Colchani",
          "Starlink-Uyuni", "Entel-Calama-4G", "Tigo-Potosi", "HUAWEI-B535-7F2C", "MikroTik-Salar",
          "Casa Vukovic"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s} (WPA2 personal): {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID: {s}\nclave: {pw}",
    "lab network {s}, password {pw}",
    "wifi at the salt hotel in Colchani: Thunupa-Colchani / {pw}",
    "rpi-imager advanced options → SSID {s}, key {pw}",
    "sticker under the Huawei B535 says the key is {pw}",
    "el wifi {s} tiene la clave {pw}, pariente",
    "che wifi {s} password ko {pw}",
    "dat WLAN {s}, Passwort {pw}",
    "勒个wifi {s} 密码 {pw}",
    "uai, senha do wifi {s} do barracão: {pw}",
    "la pass del wifi {s} es {pw}, cachai",
    "wifi {s}, lozinka je {pw}",
    "nuclave del wifi {s} es {pw}",
    "ESP32 firmware: WiFi.begin(\"{s}\", \"{pw}\");",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("klap_sk_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("biq_live_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["one character at a time, as Edwin read it: {t}", "[read aloud on the Teams call, transcribed] {t}",
          "(spaced out so the lock-screen preview can't show it) {t}", "letra por letra, pariente: {t}",
          "一个一个念：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " – ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " , ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", " . "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["candado de la bodega de repuestos en Chiu Chiu: {pw}",
          "el candado del galponcito tiene {pw}, pariente",
          "dat Vorhängeschloss anne Kaue: {pw}",
          "勒个仓库门锁的密码：{pw}",
          "o cadeado do almoxarifado, uai: {pw}",
          "the oxygen plant door keypad takes {pw} then #",
          "padlock on the fuel cage at Colchani: {pw}",
          "Zahlenschloss vom Spind, mei Code: {pw}",
          "lokot na spremištu: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["vicuna", "llareta", "flamenco", "salar", "tolar", "quinua", "chuspa", "zampona",
                 "huayra", "geyser", "azufre", "ulexita", "pehuen", "bofedal", "apacheta",
                 "pircas"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the control-room vault: {p}": " ",
            "passphrase of the shift leads' shared vault: {p}": "-",
            "vault passphrase for the rail dispatch laptop: {p}": ".",
            "VeraCrypt volume passphrase for the tronadura archive: {p}": " ",
            "la frase de paso del respaldo, pariente: {p}": " ",
            "Passphrase fürs Backup vonne Leitwarte: {p}": "_",
            "a frase-senha do cofre, uai: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno collection 'SIAT', auth tab, header Authorization: Basic {v}": True,
    "haproxy.cfg, backend historian:\n    http-request set-header Authorization \"Basic {v}\"": True,
    "Hoppscotch, request 'Beetrack rutas', headers: Authorization: Bearer {v}": False,
    "Thunder Client (VS Code), env 'prod-despacho': Authorization = Basic {v}": True,
    "Yaak export of the Beetrack call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "tabbyAPI api_tokens.yml:\napi_key: {pw}\nadmin_key: changeme-later",
    "SillyTavern config.yaml:\nbasicAuthMode: true\nbasicAuthUser:\n  username: operador\n  password: \"{pw}\"",
    "~/.pgpass:\npg-historian.lcb.lan:5432:pozas:historian:{pw}",
    "define('DB_PASSWORD', '{pw}');  // wp-config.php of the tour booking site",
    "variables.tf:\nvariable \"scada_db_password\" {{\n  default = \"{pw}\"\n}}",
    "/etc/pgbouncer/userlist.txt:\n\"pozas_app\" \"{pw}\"",
    "/etc/ppp/chap-secrets:\nentel-m2m * {pw} *",
    "/etc/nslcd.conf:\nbinddn cn=nslcd,ou=svc,dc=lcb,dc=lan\nbindpw {pw}",
    "sftp-bridge.ini:\n[credentials]\nuser = despacho\npassword = {pw}",
    "~/.netrc:\nmachine sftp.agunsa-portal.example login lcb password {pw}",
    "zabbix_server.conf:\nDBHost=pg.lcb.lan\nDBUser=zabbix\nDBPassword={pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "pjsip.conf:\n[radio-patio]\ntype=auth\nauth_type=userpass\nusername=radio-patio\npassword={pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_host = pg.lcb.lan",
    "mosquitto bridge.conf:\nconnection pozas-cloud\nremote_username pozas\nremote_password {pw}",
    "Home Assistant secrets.yaml:\ncerbo_mqtt_password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Freddy: wifi del laboratorio?\nYesenia: {pw}",
    "[05:48] nfuentes: anyone have the dispatch server root pw?\n[05:49] raraya: {pw}",
    "Wilma: {pw} is what the Novair HMI takes now",
    "Jürgen: try {pw}, I set that on the Experion last night",
    "Yerko: la contra' nueva e' {pw}, ahurita la cambié",
    "Kalle: wat? dat neue Passwort is {pw}",
    "李芳：新密码是 {pw} 嘛",
    "Tiago: a senha nova, uai, é {pw}",
    "Cristóbal: la clave nueva es {pw}, cachai",
    "Ivana: nova lozinka je {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "contra\u200bseña: {pw}", "Kenn\u2060wort = {pw}", "sen\u00adha → {pw}", "pаssword: {pw}",
    "𝓅𝒶𝓈𝓈𝓌𝑜𝓇𝒹 {pw}", "ｃｏｎｔｒａｓｅñａ: {pw}", "pass\u200cword := {pw}", "Pass\u2066wort\u2069: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Callable[[random.Random, int], list[Sample]], int]] = [
    (_said, 58), (_logins, 24), (_spelled, 12), (_cli, 36), (_urls, 13), (_vendors, 54),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 24), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
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
    "the Experion shift-lead password is": "{s}",
    "Novair HMI pw:": "{s} (since the filter change in June)",
    "la contra' del servidor e'": "{s}",
    "dat Passwort vonne Leitwarte": "{s}\nändern nache Schicht",
    "勒个密码是": "{s}",
    "a senha, uai:": "{s}",
    "la clave del PC de turno": "{s}",
    "Hach SC1000 pw": "{s}",
    "the password Edwin read out over the GSM-R radio was": "{s}, I think",
    "lozinka:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Beetrack API key", "{s}", _j((HEX, 32))),
    ("split_token", "BlastIQ key:", "{s} (tronadura sync)", _j("biq_live_", (ALNUM, 32))),
    ("split_token", "Mercado Público ticket", "{s}", lambda g: v.uuid4(g, "9").upper()),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/37", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "PS"))),
    ("split_backup", "Banco Unión recovery codes", "{s}\nqkzt-4812-m3v9\nwhpa-0375-r7xe", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Grubenwehr-Ausweis", "{s}", _mine_rescue),
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
    '{"experion": {"host": "hmi-03.lcb.lan", "shift_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "despacho", "clave": "{s}"}}': ("meta_password", _plain_pw),
    '{"hmis": [{"name": "novair-1"}, {"name": "novair-2", "admin_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sshpass", "-p", "{s}", "ssh", "svc-scada@cerbo-colchani.lcb.lan"]}': ("meta_password", _plain_pw),
    '{"nota": "la contraseña del PC de carga e\' {s}, pariente"}': ("meta_password", _plain_pw),
    '{"Passwort": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Wabtec recorder as despacho with the password {s}"}': ("meta_password", _plain_pw),
    '{"beetrack": {"x_auth_token": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"dispatchTrackApiKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"blastiq_key": "{s}"}': ("meta_token", _j("biq_live_", (ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"pago": {"numero_tarjeta": "{s}", "vence": "05/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "hipercard"), " ", g)),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MU")),
    '{"personal": {"hzzo_card": "{s}"}}': ("meta_id", _hzzo),
    '{"mfa": {"recovery_codes": ["{s}", "qkzt-4812-m3v9", "whpa-0375-r7xe"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tour_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bodega": {"candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "LCB-Pozas-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pycomm3-1.2.14-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"cerbo-gx-venus-3.60.swu").hexdigest()
_IMAGE = hashlib.sha256(b"registry.lcb.lan/scada/pozas-sync:2.1").hexdigest()
_COMMIT = hashlib.sha1(b"pozas: add evaporation rate column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"despacho: revert wagon rounding", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"ensayo_icp_2031-08-02.csv", usedforsecurity=False).hexdigest()
_SHA1 = hashlib.sha1(b"plano_chancador_rev7.dwg", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"historian-export-2031-07.parquet").hexdigest()

CLEAN = [
    "Before the September shutdown (2031-09-14) every Experion station gets a fresh password; put it on the list.",
    "Freddy wanted the lab wifi password, so I pointed him to the laminated card in the shift lead's drawer.",
    "Rule of the house: fourteen characters or more, and the only copy lives in the consortium vault.",
    "Passwords never go into a WhatsApp group; share the vault entry with the person instead.",
    "In `.env.example` the line `BEETRACK_X_AUTH_TOKEN=replace-me` only shows the shape; the vault has the real value.",
    "Each firmware update of the Novair HMI forces the admin to choose a new password.",
    "Swap <YOUR_SKYCATCH_KEY> in the README for the key your Skycatch dashboard shows.",
    "The nightly freight sync needs DISPATCHTRACK_API_KEY and KLAP_API_KEY in its environment to start.",
    "No le pasé' tu contraseña a naides, pariente, ni a tu primo.",
    "Ani pe emombe'u nde password.",
    "Nadie sabe nuclave, y piclave tampoco se la digas a nadie.",
    "Hömma, dat Passwort sacht man keinem, ne?",
    "Dos Passwort sog's kaaner, gell.",
    "勒个密码只有你晓得，莫跟别个说哈。",
    "密码冇得人晓得，莫话出去咯。",
    "Uai, cê num passa a senha procê ninguém não, sô.",
    "La clave tiene que tener por lo menos catorce caracteres, cachai.",
    "Contraseñaykitaqa mana pimanpas qonachu.",
    "Die Leitwarte nimmt kein Kennwort unter vierzehn Stellen an.",
    "Lozinka mora imati najmanje četrnaest znakova, inače je sustav odbija.",
    "控制室的密码不能少于十四位。",
    "A senha do portal precisa de pelo menos catorze caracteres.",
    "パスワードは十四文字以上で、記号を一つ入れてください。",
    "Sunday's work: the Cerbo GX went from Venus 3.52 to 3.60, and pycomm3 moved to 1.2.14.",
    f"commit {_COMMIT} adds the evaporation rate column to the ponds report.",
    f"We went back to {_SHORT} when the wagon weight rounding broke the freight invoices.",
    f"requirements.txt: pycomm3==1.2.14 --hash=sha256:{_WHEEL_SUM}",
    f"Venus OS 3.60 for the Cerbo, SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of historian-export-2031-07.parquet: {_SHA512}",
    f"pozas-sync is pinned to registry.lcb.lan/scada/pozas-sync@sha256:{_IMAGE}.",
    f"ensayo_icp_2031-08-02.csv has MD5 {_MD5}, matching the copy on the lab share.",
    f"SHA-1 of plano_chancador_rev7.dwg: {_SHA1}",
    "The slow call in the Beetrack logs carries request id 3c9f2e71-8a4d-4b06-9e15-d27a60c4b8f3.",
    "Orden de compra OC-2031-004512 por 12 celdas de flotación sale el jueves.",
    "Jira OPS-2214: at dawn the level alarm on Socaire pond 7 keeps going off.",
    "Ring the Potosí hospital switchboard on +591 2 6224 017 before noon.",
    "Wagon FCAB 40318 with the Viacha cement is on track 4 at Chinchorro.",
    "Reserva UYU-2031-0877: tour de tres días al salar, 6 pasajeros, salida el 12 de agosto.",
    "Bill of lading LCB-ARI-2031-0044 covers 22 containers of lithium carbonate.",
    "Lithium carbonate is HS 2836.91; copper ores and concentrates are HS 2603.00.",
    "Pond 7 brine is at 5.8 % lithium chloride; the evaporation rate was 7.2 mm per day.",
    "Five bad passwords in a row and the Experion station locks the account for half an hour.",
    "The SAG mill is 12.2 m in diameter and draws 24 MW at full load.",
    "A good salteña's trick is a juicy filling inside a sweet crust.",
    "Yesenia has the oxygen plant keypad code; I was never given it.",
    "The Calama hardware store declined my card ending 4471.",
    "The Lyon supplier asks for the IBAN without spaces on the invoice.",
    "Someone should print the Banco Unión 2FA backup codes and lock them in the safe.",
    "Nobody from a wallet's help desk has any reason to ask you for your seed words.",
    "`PREVIRED_API_TOKEN` belongs in the secrets store and nowhere in the repository.",
    "The salar wind rusts the padlock on the fuel cage; oil it once a month.",
    "ISBN 978-956-11-2785-4 is the Atacama geology handbook on the lab shelf.",
    "Truck plate KDPS-47 brought the oxygen cylinders to Oruro this morning.",
    "'Thunupa-Guest' is an open network; guests need no password for it.",
    "Oxygen purity on the Novair was 93.4 % at 42 Nm³/h; the receiver tank held 6.1 bar.",
    "Train 2031-AR-117 left Arica at 06:40 with 18 wagons, 612 t net.",
    "Version 4.2.1 of the pond dashboard adds the brine density chart.",
    "Ticket #88120 is closed; the pump VFD was replaced on Tuesday.",
    "Booking ref LATAM QX7PLM, Calama to Santiago on the 14th.",
    "Mei Glück auf fir alle in dr Grube, un gieht gut ham.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-08-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/planta/experion", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pycomm3", "version": "1.2.14"}}',
    '{"ticket": "OPS-2214", "purchase_order": "OC-2031-004512"}',
    '{"pond": {"id": "PZ-07", "li_cl_pct": 5.8, "evaporation_mm_day": 7.2}}',
    '{"phone": "+591 2 6224 017", "city": "Potosí"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "wagons_in_yard": 143}',
    '{"hs_code": "2836.91", "origin": "CL", "description": "lithium carbonate"}',
    '{"train": "2031-AR-117", "wagons": 18, "net_tonnes": 612}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
