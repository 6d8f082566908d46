# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-fifth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-sixth to two-hundred-and-eighth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (209583174),
password words (a sheep breed and a wind-turbine part with a number and a sign; a fossil and a town
with a number; a name, a birth year, a sign and a town; leet words of the merino, the guanaco, the
trilobite, the calafate, the choique, the pampero, the centolla, Gaiman, Trelew and the williwaw
with a year; a catch species and its weight in kg; a town, a Welsh tea-house cake and a year;
`Lote`, a number and a breed; a breed and a wool micron; a turbine part in capitals, a sign and a number;
a name, `Esquila`, a number and a cake; a generator's three groups and random runs), names,
places, templates, tools, vendors and layouts, the way the staff of a fictional Patagonian company
(sheep estancias, a wind farm, a Welsh tea house in Gaiman, a fossil museum, a ferry line, a
fishing fleet and a cooperative bank, in Trelew, Gaiman, Puerto Madryn, Río Gallegos, Punta Arenas,
Chiloé and Stanley with camp settlements at Fox Bay, Goose Green and Port Howard) leak secrets into
an assistant's memory. The texts are WhatsApp, Signal, Telegram, Teams, Slack, Discord, Google Chat,
Mattermost, Zulip, Rocket.Chat, Element, Skype, Webex, Viber, iMessage, SMS, Threema, Wire,
Keybase and Messenger messages, chat logs with times, Jira-style tickets, a wiki's Markdown table,
Notion, Obsidian and Trello notes, e-mails, a runbook, a README fragment, shell prompts (Yakuake,
Guake, Konsole, PowerShell), code (Python, Go, Rust, Kotlin, Elixir, Lua, R, C#, PHP, Swift,
Clojure, Perl), configs, voice-memo and WhatsApp-audio transcripts, dictated text and requests to
the assistant itself; the separators run from a colon, "is" (`ydy`, `es`, `feyti`) and a dash to an
arrow, a pointing hand, an emoji, a new line, quotes (`"…"`, `«…»`), parentheses, backticks and a
table's bar.

Tools and flags none of heldouts 5 to 205 names (each grepped for the command and the flag):
xpra's `--tcp-auth=password:value=` (xpra itself is in one earlier corpus, the flag in none) and a
`tcp://user:…@` attach URL, `streamripper` with credentials in the stream URL, `jprq auth`,
`darcs clone` and `pijul clone` over `https://user:…@`, `mount.davfs` with credentials in the URL
and a `/etc/davfs2/secrets` line, EDB's `edbplus.sh user/…@host`, a rumqttd
`auth` table; beside them lightly used ones with flags of their own (KiTTY's `kitty.exe … -pw`,
Gurux's DLMS client `-P`, Tera Term's `/passwd=`, a `bsdtar | age -p` pipe with the passphrase in
a comment), and common
layouts (env files, compose, systemd, Kubernetes secrets, Helm values, a wifi QR code, a
wpa_supplicant block, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection
strings) in wordings of their own.

About 48 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 187 of 390): Patagonian Welsh (Cymraeg y Wladfa), Mapudungun, Rioplatense Spanish texting with
voseo, Chilote Spanish and Falklands English texting, and Spanish, Portuguese, Italian, French and
Czech only in seed-phrase lines. The wordings are the author's approximations, checked by no
speaker, built around a few marker words and the loanwords people there text (password, wifi, PIN,
token, API key, backup, SCADA): Welsh `Bore da`, `cyfrinair` (mutated `gyfrinair`, `nghyfrinair`),
`ydy`, `newydd`, `dyma`, `diolch yn fawr`, `peidiwch â'i rannu`, `paid â'i roi i neb`, `tŷ te`,
`allwedd`, `cod drws`, `codau wrth gefn`, with the Wladfa's Spanish `che`, `bueno` and `chacra`;
Mapudungun `mari mari`, `lamngen`, `peñi`, `chaltu may`, `pewkallal`, `ñi`, `feyti`, `tüfa`,
`ruka mew`, `kiñe`, `küme`, `kimeluwün`; Rioplatense `che`, `bldo`, `boludo`, `tenés`, `sabés`,
`fijate`, `anotala`, `pasame`, `dale`, `posta`, `re`, `q`, `xq`, `x acá`, `la contra`; Chilote
`po`, `altiro`, `cachai`, `hagái`, `cahuín`, `pichintún`, `minga`, `curanto`, `tiuque`; Falklands
`camp`, `smoko`, `ta`, `cheers`, `FIGAS`, the Coast Ship, the Concordia Bay ferry. The thinnest
guesses are the Mapudungun sentences (`feyti` as "is", `ñi wallet palabras`, `tüfa ta`,
`kimeluwün` as "remember", `fey ta comando`) and Welsh `cyfrinymadrodd` and `pwnc o'r
wiki`; the apostrophe is typed in ASCII, as people text it, though print writes `’` (`peidiwch â’i rannu`).

Vendors (WindPRO, Flock Finder, Bistrosoft, SatoshiTango, InvertirOnline, West Store, FIDC,
Flybondi, Ecolana, Prolana, Fudo, Toteat, Navimag, MorphoSource, Servicoop, Camuzzi, Bus Sur, Don
Otto, Vía Bariloche, Andesmar, Mirgor, Conatus, Aerovías DAP, Sky Airline) are ones heldouts 5 to
205 do not name (grepped by name). No shape here is one the author believes real: every one is a
guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, WindPRO's dashed licence key, `ffk_`,
`fidc_`, `fb_live_`, `prl-`, `nvm_`, `bsur_`, `mg_` and `dap_live_` prefixes); the JWTs are
well-formed.

The ids are kinds heldouts 5 to 205 do not use, or use once: Argentina's CBU, drawn until
python-stdnum's `ar.cbu` validates both check digits; Argentina's DNI, whose module (`ar.dni`)
checks its length only; Chile's RUN, whose check digit `cl.rut` computes. The others are invented
shapes that no library or this file checks: an Argentine passport, a licencia nacional de
conducir, a fishing skipper's matrícula de patrón, a seaman's libreta de embarco, a firearms
user's CLU, a sport-fishing permit, a Falklands passport and a Falklands permanent residence
permit. Card numbers pass Luhn (the value helpers' Visa, Mastercard, Amex, Maestro, Diners and
Discover, checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough
count over the IBAN shapes and IBAN calls of heldouts 5 to 205 (Djibouti, Sudan, Greece, Belgium,
Spain, Italy, the United Arab Emirates and Albania, in one or two corpora each by that count),
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Spanish,
Portuguese, Italian, French and Czech lists, each with a valid checksum. Counts: 390 secret
samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique), 60 clean texts
and 10 clean metadata dicts.
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
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import dni as ar_dni
from stdnum.cl import rut as cl_rut

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 209_583_174
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


_SHEEP = ["Merino", "Corriedale", "Romney", "Dohne", "Cormo", "Polwarth", "Esquila", "Vellon",
          "Carnero", "Borrego", "Capon", "Guanaco", "Choique", "Calafate", "Coiron", "Tussac",
          "Diddledee", "Upland"]  # fmt: skip
_WIND = ["Aerogenerador", "Nacelle", "Rotor", "Pitch", "Yaw", "Anemometro", "Molino", "Pampero",
         "Williwaw", "Zonda", "Buje", "Pala"]  # fmt: skip
_FOSSIL = ["Trilobite", "Amonite", "Titanosaurio", "Plesiosaurio", "Megaterio", "Gliptodonte",
           "Patagotitan", "Argentinosaurus", "Ictiosaurio", "Nautiloide", "Madtsoia"]  # fmt: skip
_TEA = ["BaraBrith", "TortaNegra", "TeGales", "Crempog", "Scons", "Teisen", "Eisteddfod", "Capel",
        "Cacen", "Menyn"]  # fmt: skip
_SEA = ["Merluza", "Centolla", "Calamar", "Langostino", "Illex", "Loligo", "Toothfish", "Pinguino",
        "Robalo", "Pejerrey", "Congrio", "Cholga"]  # fmt: skip
_PLACES = ["Trelew", "Gaiman", "Madryn", "Dolavon", "Rawson", "Gallegos", "PuntaArenas", "Stanley",
           "GooseGreen", "FoxBay", "PortHoward", "Ancud", "Castro", "Chonchi", "Quellon", "Esquel",
           "Trevelin", "Natales", "Camarones", "Darwin"]  # fmt: skip
_NAMES = ["Gwenllian", "Eluned", "Dafydd", "Rhys", "Ifor", "Mali", "Tegai", "Aled", "Lautaro",
          "Ayelen", "Millaray", "Nahuel", "Pehuen", "Rayen", "Facundo", "Agustina", "Juanma",
          "Sofi", "Nicolas", "Valentina", "Catalina", "Bastian", "Yerko", "Fabiola", "Patricio",
          "Ruby", "Tony", "Shelley", "Gavin", "Leona", "Terry", "Rodney"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["M3r1n0", "Gu4n4c0", "Tr1l0b1t3", "C4l4f4t3", "Ch0iqu3", "P4mp3r0", "C3nt0ll4", "G41m4n",
         "Tr3l3w", "W1ll1w4w"]  # fmt: skip


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SHEEP)}{g.choice(_WIND)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FOSSIL).lower()}-{g.choice(_PLACES).lower()}-{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_SEA)}{g.randrange(12, 99)}kg{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_TEA).lower()}_{g.randrange(1865, 2034)}",
    lambda g: f"Lote{g.randrange(100, 1000)}{g.choice(_SHEEP)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_WIND).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Esquila{g.randrange(2, 100)}{g.choice(_TEA)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_SHEEP)}{g.randrange(15, 32)}.{g.randrange(10)}mic{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # Cymraeg y Wladfa
    "Bore da! Cyfrinair newydd y wifi yn y tŷ te ydy {pw}",
    "Dyma gyfrinair y cyfrifiadur yn y capel: {pw} (peidiwch â'i rannu)",
    "Che, cyfrinair y SCADA ar gyfer y melinau gwynt → {pw}",
    "fy nghyfrinair i'r banc cydweithredol ydy «{pw}», diolch yn fawr",
    "Cyfrinair admin gwefan yr Eisteddfod:\n{pw}",
    "Bueno, y password i'r til yn y tŷ te ydy {pw} 🔑",
    "Neges WhatsApp gan Eluned: cyfrinair y llong fferi - {pw}",
    "Nodyn i mi fy hun: cyfrinair yr amgueddfa ffosilau = {pw}",
    "Tegai ar Signal: y cyfrinair i'r sied gneifio ydy \"{pw}\" plis",
    "Cyfrinair y gliniadur yn y chacra (Dolavon): {pw}",
    "diolch Dafydd! cyfrinair y Moodle i'r ysgol Sul 👉 {pw}",
    "cyfrinair newydd y camera diogelwch yn y felin: {pw} — paid â'i roi i neb",
    # Mapudungun
    "Mari mari lamngen! ñi password feyti {pw}, chaltu may",
    "Tüfa ñi wifi ruka mew: {pw}",
    "inche ñi clave → {pw} pewkallal",
    "Mari mari peñi, password ñi computador feyti «{pw}»",
    "kiñe password tañi banco mew: {pw} — chaltu may",
    "Lamngen, tüfa ta ñi contraseña: {pw}, küme llowaymi",
    "Telegram, Millaray: wifi ñi ruka feyti {pw} 🙏",
    # Rioplatense voseo texting
    "che bldo, la clave del wifi del galpón es {pw}, anotala",
    "pasame la contraseña? dale, es {pw}",
    "fijate q la pass del SCADA ahora es {pw} xq la cambió Facu",
    "si tenés q entrar al home banking de la coope usá {pw}, posta no la compartas",
    "sabés la clave del router de la estancia? sí: {pw}",
    "te la mando x acá: contraseña = {pw}",
    "Agus, la contra del sistema de la esquila quedó en ({pw}), re larga jaja",
    "boludo olvidaste la clave del museo otra vez? es {pw} 🙄",
    "mirá, la clave de la cámara del parque eólico: {pw}",
    "anotá vos la contraseña del mail del ferry q yo no puedo: {pw}",
    "Juanma x WhatsApp: contraseña del admin de la web de Trelew -> {pw}",
    # Chilote Spanish
    "La clave del wifi del ferry es {pw} po, anótala altiro",
    "oye, cachai la contraseña del computador de la pesquera? es «{pw}»",
    "Pa la minga de mañana, clave del portal: {pw}, no hagái cahuín",
    "la pass nueva del sistema de la lancha quedó en {pw}, un pichintún complicada",
    "Yerko: la contraseña del PC de la cocinería en Dalcahue es {pw} po",
    "clave del wifi pa los turistas del curanto: {pw}, no se la des a los tiuques",
    # Falklands English texting
    "ta for smoko, the camp wifi password is {pw}",
    "out in camp till Fri, FIGAS booking pw is {pw} cheers",
    "Stanley office: new admin pw -> {pw} dont tell the Coast Ship lot",
    "pw for the Goose Green shearing shed laptop ({pw})",
    "Leona: Fox Bay settlement router password = {pw} ta",
    "the Concordia Bay ferry office pc password is {pw}, Rodney changed it",
    # English
    "Teams chat, ops Trelew: the Vestas VestasOnline password is {pw}",
    "Slack #eolico: Enercon SCADA service password {pw}",
    "Signal note: Goldwind turbine HMI password is {pw}",
    "Discord DM from Gavin: Nordex Control 2 password {pw}",
    "Google Chat, fishing fleet: the Furuno TZtouch admin password is {pw}",
    "Mattermost #ferry: Kongsberg K-Chief password {pw}",
    "Zulip, museum: the collection database root password is {pw}",
    "Rocket.Chat: Heiniger shearing handpiece app password {pw}",
    "Element DM: the Simrad NSS admin password is {pw}",
    "Skype chat: Marel grader station password {pw}",
    "Webex chat: the cooperative bank core banking test password is {pw}",
    "Viber message from Ruby: Stanley tea-room POS password {pw}",
    "iMessage from Shelley: the wool-press scale password is {pw}",
    "SMS from Tony: FIG portal password {pw}",
    "Threema message: turbine T07 converter password — {pw}",
    "Wire message: the MarineTraffic station login password is {pw}",
    "Keybase chat: Sure South Atlantic router password {pw}",
    "Messenger, Patricio: the Punta Arenas ferry check-in kiosk password is {pw}",
]  # fmt: skip
_said = _Family("password_said", _SAID, _with(_pw), "pw")


_CHATS = [
    "[06:12] aled: pw for the wind farm historian?\n[06:13] rhys: {pw}",
    "[21:40] Nahuel: che la clave?\n[21:41] Facu: {pw}",
    "[07:05] Gwenllian: cyfrinair y til?\n[07:06] Mali: {pw}",
    "[05:50] Yerko: la clave de la lancha po?\n[05:51] Fabiola: {pw}",
    "[13:02] Terry: camp router pw?\n[13:04] Leona: {pw} ta",
    "[18:20] Rayen: wifi ñi ruka?\n[18:21] Pehuen: {pw}",
    "Ifor: {pw} ydy'r cyfrinair newydd",
    "Sofi: {pw} es la nueva clave del galpón, no la pierdas",
    "Bastián: {pw} es la clave nueva po",
    "Gavin: new pw for the fish plant pc is {pw}",
    "Catalina: la contraseña del museo ahora es {pw}",
    "Tony: {pw} is what the Stanley office laptop wants now",
    "Millaray: ñi password feyti {pw}",
    "[09:15] dafydd: login i'r amgueddfa?\n[09:15] eluned: admin / {pw}",
    "[16:30] juanma: user y pass del SCADA?\n[16:31] agus: operador / {pw}",
    "[11:11] shelley: shearing gang laptop?\n[11:12] rodney: password is {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_SAID_WORDS = ["merino", "guanaco", "choique", "calafate", "trilobite", "centolla", "pampero",
               "williwaw", "tussac", "barabrith", "crempog", "molino", "merluza", "coiron"]  # fmt: skip
_SPELLED = [
    "voice memo: the password is {w}{d}, {w} all lower case then {d}",
    "Otter transcript: uh the wifi password, it's {w}{d}, one word, no spaces",
    "neges llais: y cyfrinair ydy {w}{d}, llythrennau bach, wedyn y rhifau",
    "audio de WhatsApp: la contraseña es {w}{d}, todo en minúscula y después el número",
    "audio: la clave es {w}{d} po, todo junto",
    "dictated into the notes app: password {w}{d} spelled like it sounds",
    "voice note from camp: pw is {w}{d}, all one word",
    "transcripción: contraseña {w}{d}, con minúscula, sin espacios",
    "grabación: ñi password feyti {w}{d}",
    "the password is {w}{d} — {w} like the animal, then the number",
    "Rhys yn darllen allan: cyfrinair {w}{d}",
    "dictado: la contra es {w}{d}, anotala bien",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS) + _r(rng, LOWER, 3)
    number = str(rng.randrange(1000, 100_000))
    return {"w": word, "d": number, "secret": word + number}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_USERS = ["aled", "gwenllian.j", "dafydd", "rhys.o", "nahuel", "millaray", "facundo", "agustina",
          "yerko", "fabiola", "terry", "leona.b", "rodney", "shelley", "ops-eolico", "museo"]  # fmt: skip
_CLI = [
    "xpra start :100 --bind-tcp=0.0.0.0:14500 --tcp-auth=password:value={pw}",
    "xpra attach tcp://{u}:{pw}@scada-hmi.estancia.lan:14500/100",
    "streamripper http://{u}:{pw}@radio.madryn.lan:8000/viento.mp3 -d /srv/grabaciones",
    "jprq auth {pw}",
    "darcs clone https://{u}:{pw}@darcs.museo-fosiles.lan/catalogo",
    "pijul clone https://{u}:{pw}@nest.estancia.lan/lana-ledger",
    "mount.davfs https://{u}:{pw}@dav.coope-banco.lan/remote.php/dav /mnt/coope",
    "echo 'https://dav.museo.lan/colecciones {u} {pw}' >> /etc/davfs2/secrets",
    "edbplus.sh enterprisedb/{pw}@coope-db.lan:5444/edb",
    "kitty.exe -ssh {u}@ferry-gw.lan -pw {pw}",
    "kitty_portable.exe -load 'fish-plant' -l {u} -pw {pw}",
    "gurux_dlms_client -h meter-t07.eolico.lan -p 4061 -c 16 -s 1 -a Low -P {pw}",
    "ttermpro.exe scada-hmi.estancia.lan:22 /ssh /auth=password /user={u} /passwd={pw}",
    "bsdtar -cf - fosiles/ | age -p > respaldo.age  # passphrase typed: {pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "ops@estancia-srv:~$ {c}", "PS C:\\ferry> {c}",
    "rhys@melin-wynt:~$ {c}", "root@museo-nas:/srv# {c}", "Yakuake, tab 'Trelew':\n{c}",
    "Guake on the fish plant PC: {c}", "Konsole ~/scada $ {c}", "from the runbook, step 3:\n  {c}",
    "gorchymyn a redais: {c}", "el comando q corrí: {c}", "el comando que tiré po: {c}",
    "command I ran in camp: {c}", "fey ta comando: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@coope-core.lan:5432/cuentas",
    "mysql://{u}:{pw}@pos-tehouse.gaiman.lan:3306/ventas",
    "mongodb+srv://{u}:{pw}@museo-cluster.mongodb.net/colecciones",
    "amqp://{u}:{pw}@rabbit.ferry.lan:5672/reservas",
    "redis://{u}:{pw}@cache.eolico.lan:6379/0",
    "mqtt://{u}:{pw}@broker.eolico.lan:1883",
    "rtsp://{u}:{pw}@cam-muelle.madryn.lan:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@ftp.pesquera.lan/capturas/",
    "https://{u}:{pw}@nexus.estancia.lan/repository/pypi/",
    "smb://{u}:{pw}@nas.stanley.lan/camp",
    "Server=sql.coope.lan;Database=Socios;User Id={u};Password={pw};",
    "jdbc:postgresql://historian.eolico.lan:5432/scada?user={u}&password={pw}",
    "influxdb://{u}:{pw}@influx.eolico.lan:8086/turbinas",
    "opc.tcp://{u}:{pw}@plc-subestacion.lan:4840",
]  # fmt: skip
_URL_FRAMES = [
    "{c}", "DATABASE_URL={c}", "conexión: {c}", "the connection string is {c}",
    "cysylltiad y gronfa ddata: {c}", "la URL de conexión es {c} po", "fey ta URL: {c}",
    "Jira FERRY-311: connection fails with {c}",
]  # fmt: skip
_urls = _framed("url_credentials", _URLS, _URL_FRAMES)


# (vendor, variable, the token's maker): shapes invented here, none known to be real.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("WindPRO", "WINDPRO_LICENSE_KEY", _j((UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5))),
    ("Flock Finder", "FLOCKFINDER_API_KEY", _j("ffk_", (ALNUM, 32))),
    ("Bistrosoft", "BISTROSOFT_TOKEN", _j((HEX, 40))),
    ("SatoshiTango", "SATOSHITANGO_API_SECRET", _j((B64, 43), "=")),
    ("InvertirOnline", "IOL_REFRESH_TOKEN", _j((URLSAFE, 48))),
    ("West Store", "WESTSTORE_API_KEY", lambda g: v.uuid4(g, "b")),
    ("FIDC", "FIDC_PORTAL_TOKEN", _j("fidc_", (LOWER_DIGITS, 36))),
    ("Flybondi", "FLYBONDI_API_KEY", _j("fb_live_", (ALNUM, 28))),
    ("Ecolana", "ECOLANA_KEY", _j((HEX, 32))),
    ("Prolana", "PROLANA_API_TOKEN", _j("prl-", (ALNUM, 30))),
    ("Fudo", "FUDO_API_SECRET", _j((ALNUM, 40))),
    ("Toteat", "TOTEAT_API_TOKEN", _j((HEX, 64))),
    ("Navimag", "NAVIMAG_API_KEY", _j("nvm_", (ALNUM, 32))),
    ("MorphoSource", "MORPHOSOURCE_API_KEY", _j((HEX, 32))),
    ("Servicoop", "SERVICOOP_TOKEN", _j((UPPER_DIGITS, 28))),
    ("Camuzzi", "CAMUZZI_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Bus Sur", "BUSSUR_API_KEY", _j("bsur_", (LOWER_DIGITS, 30))),
    ("Don Otto", "DONOTTO_TOKEN", _j((URLSAFE, 40))),
    ("Vía Bariloche", "VIABARILOCHE_API_KEY", _j((ALNUM, 36))),
    ("Andesmar", "ANDESMAR_SECRET", _j((HEX, 48))),
    ("Mirgor", "MIRGOR_API_KEY", _j("mg_", (ALNUM, 34))),
    ("Conatus", "CONATUS_API_TOKEN", _j((B64, 40))),
    ("Aerovías DAP", "DAP_API_KEY", _j("dap_live_", (ALNUM, 26))),
    ("Sky Airline", "SKY_NDC_API_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [
    "{vendor} API key: {tok}",
    "{env}={tok}",
    "export {env}='{tok}'",
    "allwedd API {vendor} ydy {tok}",
    "la API key de {vendor} es {tok}, no la subas al repo",
    "la API key de {vendor} es {tok} po",
    "{vendor} ñi API key feyti {tok}",
    "{vendor} integration broken, current key {tok}",
    "Integrations › {vendor}: {tok}",
    "new {vendor} token for the Stanley office → {tok}",
    "token {vendor} (prod): `{tok}`",
    "Confluence table | {vendor} | API key | {tok} |",
    "che, el token de {vendor}: {tok}",
    'headers = {{"X-Api-Key": "{tok}"}}  # {vendor}',
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out: list[Sample] = []
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "only shows once, so here:\n{t}", "guardame esto: {t}",
                "cadw hwn i mi: {t}", "{t}\n^ la nueva po", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the wind-mast anemometer M3 (OTAA): {h}": 32,
    "NwkSKey of the sheep-trough level sensor (ABP): {h}": 32,
    "HMAC secret for the ferry booking webhook: {h}": 64,
    "AES key of the fish-hold temperature loggers: {h}": 32,
    "allwedd amgryptio'r copi wrth gefn: {h}": 64,
    "clave de cifrado del backup del museo: {h}": 64,
    "la llave del backup de la pesquera po: {h}": 48,
    "backup encryption key for the Stanley server: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket COOPE-88: token copied from the browser's network tab {t}",
    "Cookie: lang=cy; ferry_session={t}",
    "SCADA_API_ACCESS_TOKEN={t}",
    "guardame este bearer token {t}",
    "y tocyn ydy {t}",
    "el token es {t} po",
    "Kiwi IRC paste: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@patagonia-coop.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.patagonia-coop.example/realms/estancia", "azp": "scada-web"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key for the Trelew SCADA gateway:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/banca.coope.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"FERRY_SIGNING_KEY": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_museo <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "allwedd breifat y gweinydd:\n{key}": ("PRIVATE KEY", "\n"),
    "la llave privada del servidor po:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the wool-export broker's SFTP:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copied off the card: {p}": "english",
    "Nunchuk recovery phrase\n{p}": "english",
    "voice memo: the wallet recovery words are {p} and that's all of them": "english",
    "geiriau adfer y waled: {p}": "english",
    "frase semilla de la billetera de la coope, che: {p}": "spanish",
    "las palabras de la billetera po: {p}": "spanish",
    "frase de recuperação da carteira (sócio de Porto Alegre): {p}": "portuguese",
    "frase di recupero del portafoglio del nonno di Trelew: {p}": "italian",
    "phrase de récupération du portefeuille : {p}": "french",
    "obnovovací fráze peněženky (dobrovolník v muzeu): {p}": "czech",
    "ñi wallet palabras feyti: {p}": "spanish",
    "seed words for the fleet's old wallet, emptied: {p}": "english",
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
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "card for the wool-press parts order: {c} exp 09/34",
    "la tarjeta de la coope: {c}, vence 03/33",
    "rhif y cerdyn: {c}",
    "pagá el ferry con esta: {c}",
    "la tarjeta pa los pasajes po: {c}",
    "Stanley West Store account card {c} exp 11/35",
    "ñi tarjeta feyti {c}",
    "company card (fuel, Rio Gallegos): {c}",
    "tarjeta corporativa del parque eólico → {c}",
    "cerdyn y tŷ te: {c} (dod i ben 06/34)",
    "Visa for the museum shop till: {c}",
    "card no. for the fishing licence fee: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "maestro", "diners", "discover"]


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")

_CVV_PLACES = ["Mastercard {c} exp 04/35, security code {cvv}",
               "tarjeta {c}, código de seguridad {cvv}",
               "cerdyn {c}, cod diogelwch ar y cefn: {cvv}",
               "la tarjeta {c} y los tres números de atrás son {cvv} po",
               "card {c}, the three digits on the back are {cvv}",
               "Visa {c} CVV {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "mastercard" if template.startswith("Mastercard") else ["visa", "mastercard"][index % 2]
    if template.startswith("Visa"):
        brand = "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 3), "secret": number}


_cvvs = _Family("card_with_cvv", _CVV_PLACES, _cvv_draw, "c")


_IBAN_SHAPES = {"DJ": "n" * 23, "SD": "n" * 14, "GR": "n" * 7 + "c" * 16, "BE": "n" * 12,
                "ES": "n" * 20, "IT": "a" + "n" * 10 + "c" * 12, "AE": "n" * 19,
                "AL": "n" * 8 + "c" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN of the Djibouti bunker supplier: {i}",
    "IBAN y prynwr gwlân: {i}",
    "el IBAN del comprador de lana en Biella es {i}",
    "pasame el IBAN? dale: {i}",
    "IBAN del armador po: {i}",
    "ñi IBAN feyti {i}",
    "wire the turbine-parts deposit to IBAN {i}",
    "IBAN for the Falklands wool buyer in Bradford (via Brussels): {i}",
    "IBAN de la naviera griega: {i}",
    "the Sudanese gum-arabic importer's IBAN is {i}",
    "IBAN ar gyfer y tŷ te yn Gaiman: {i}",
    "IBAN del museo socio en Tirana: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cbu(g: random.Random) -> str:
    """An Argentine CBU: python-stdnum's `ar.cbu` checks both check digits."""

    def make(h: random.Random) -> str:
        bank = _r(h, D, 7)
        first = bank + ar_cbu.calc_check_digit(bank)
        account = _r(h, D, 13)
        return first + account + ar_cbu.calc_check_digit(account)

    return v.until(g, make, ar_cbu.is_valid)


def _dni(g: random.Random) -> str:
    """An Argentine DNI: `ar.dni` checks its length only."""
    return str(
        ar_dni.format(v.until(g, lambda h: h.choice("123456789") + _r(h, D, 7), ar_dni.is_valid))
    )


def _run(g: random.Random) -> str:
    """A Chilean RUN, check digit by `cl.rut`."""
    body = str(g.randrange(5_000_000, 26_000_000))
    return str(cl_rut.format(body + cl_rut.calc_check_digit(body)))


def _ar_passport(g: random.Random) -> str:
    return _r(g, UPPER, 3) + _r(g, D, 6)


def _licence(g: random.Random) -> str:
    return _r(g, D, 8) + "-" + g.choice("ABCDE") + str(g.randrange(1, 4))


def _patron(g: random.Random) -> str:
    return f"MP-{_r(g, D, 5)}/{g.randrange(10, 40)}"


def _embarco(g: random.Random) -> str:
    return f"LE {_r(g, D, 6)}-{_r(g, UPPER, 1)}"


def _clu(g: random.Random) -> str:
    return f"CLU {_r(g, D, 8)}"


def _pesca(g: random.Random) -> str:
    return f"CP-{g.choice(['CH', 'SC', 'TF'])}-{_r(g, D, 7)}"


def _fk_passport(g: random.Random) -> str:
    return "FK" + _r(g, D, 7)


def _fk_permit(g: random.Random) -> str:
    return f"PRP/{_r(g, D, 4)}/{g.randrange(10, 40)}"


_ID_PLACES: dict[str, Maker] = {
    "CBU de la cuenta de la cooperativa: {s}": _cbu,
    "pasame tu CBU q te transfiero: {s}": _cbu,
    "CBU y banc cydweithredol: {s}": _cbu,
    "mi DNI es {s}": _dni,
    "rhif fy DNI: {s}": _dni,
    "ñi DNI feyti {s}": _dni,
    "mi RUN es {s} po": _run,
    "carnet de identidad chileno, RUN {s}": _run,
    "número de pasaporte argentino: {s}": _ar_passport,
    "rhif fy mhasbort Archentaidd: {s}": _ar_passport,
    "licencia nacional de conducir n.º {s}": _licence,
    "matrícula de patrón de pesca: {s}": _patron,
    "libreta de embarco del marinero: {s}": _embarco,
    "credencial de legítimo usuario (registro de armas): {s}": _clu,
    "carnet de pesca deportiva: {s}": _pesca,
    "my Falklands passport number is {s}": _fk_passport,
    "Falklands permanent residence permit ref {s}": _fk_permit,
    "el pasaporte de Terry (Falklands): {s}": _fk_passport,
    "pasaporte nomo, ñi número feyti {s}": _ar_passport,
    "la libreta de embarco de Yerko po: {s}": _embarco,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Home banking 2FA recovery codes\n{codes}", "códigos de respaldo del mail de la coope: {codes}",
            "codau wrth gefn 2FA: {codes}", "códigos de recuperación po:\n{codes}",
            "2FA backup codes for the FIG portal {codes}", "ñi backup codes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/CoopeBanco:nahuel@patagonia-coop.example?secret={s}&issuer=CoopeBanco",
              "TOTP secret for the SCADA VPN: {s}",
              "allwedd 2FA y porth: {s}",
              "la clave TOTP del home banking: {s}",
              "2FA setup key for the ferry bookings admin: {s}",
              "secreto 2FA del museo po: {s}"]  # fmt: skip
_CODES = ["{c} is your CoopeBanco verification code", "Tu código de verificación es {c}",
          "Eich cod dilysu ydy {c}", "tu código po: {c}", "Use {c} to sign in to FIGAS",
          "código de seguridad Servicoop: {c}. No lo compartas"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Estancia-LaMaria", "Te-Gaiman-5G", "Museo-Fosiles", "Eolico-T07", "Ferry-Pasajeros",
          "Pesquera-Muelle", "Coope-Socios", "Camp-FoxBay", "Stanley-Office", "Lancha-Ancud"]  # fmt: skip
_WIFI_PLACES = [
    "WIFI:T:WPA;S:{ssid};P:{pw};;",
    "wifi {ssid}, password {pw}",
    "cyfrinair y wifi ({ssid}) ydy {pw}",
    "la clave del wifi {ssid} es {pw}",
    "wifi {ssid} po, clave {pw}",
    "{ssid} ñi wifi password feyti {pw}",
    "camp wifi is {ssid}, pw {pw} ta",
    "nmcli-free way: SSID {ssid} / WPA2 key {pw}",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"{ssid}\"\n  psk=\"{pw}\"\n}}",
    "wifi del galpón: {ssid} / {pw}, anotala",
    "WPA key for {ssid} → {pw}",
    "rhwydwaith {ssid}, allwedd WPA: {pw}",
]  # fmt: skip
_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_plain_pw, ssid=_SSIDS), "pw")


_LOCKS = [
    "cod drws y tŷ te: {pw}",
    "el código del candado del galpón es {pw}",
    "código de la puerta del museo: {pw}#",
    "la clave del candado de la bodega po: {pw}",
    "PIN of the fuel card for the camp Land Rover: {pw}",
    "ñi PIN feyti {pw}",
    "keypad code for the turbine T07 tower door: {pw}",
    "PIN tarjeta coope: {pw}, no se lo digas a nadie",
    "rhif PIN y cerdyn: {pw}",
    "the Stanley office alarm code is {pw}",
    "código de la caja fuerte del ferry → {pw}",
    "safe in the fish plant, code {pw}",
    "el PIN del celu de la lancha es {pw} po",
    "combination for the fossil store cabinet: {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4, 8][index % 5])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["merino", "guanaco", "choique", "calafate", "trilobite", "centolla", "pampero",
                 "williwaw", "tussac", "barabrith", "crempog", "molino", "merluza", "coiron",
                 "penguin", "capel", "ferry", "galpon"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the coop vault: {p}": " ",
            "cyfrinymadrodd y gladdgell: {p}": "-",
            "la frase clave del gestor de contraseñas es {p}": " ",
            "passphrase for the SCADA backup disk: {p}": ".",
            "frase de paso del disco po: {p}": " ",
            "ñi passphrase feyti {p}": "-",
            "camp laptop disk passphrase is {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {v}' https://historian.eolico.lan/api/v1/tags": True,
    "Authorization: Basic {v}": True,
    "cabecera: Authorization: Bearer {v}": False,
    "Authorization: Bearer {v}  (y tocyn o'r porth)": False,
    "http GET https://api.ferry.lan/reservas 'Authorization:Bearer {v}'": False,
    "Proxy-Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        raw = f"{rng.choice(_USERS)}:{_plain_pw(rng)}".encode()
        return {"v": base64.b64encode(raw).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "rumqttd.toml:\n[v4.1.connections]\nconnection_timeout_ms = 60000\n[v4.1.connections.auth]\nturbinas = \"{pw}\"",
    ".env\nHISTORIAN_DB_PASSWORD={pw}\nHISTORIAN_DB_USER=scada",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: coope-core\nstringData:\n  password: {pw}",
    "[Service]\nEnvironment=FERRY_DB_PASSWORD={pw}\nExecStart=/opt/ferry/bin/api",
    "/etc/davfs2/secrets:\nhttps://dav.museo.lan/colecciones catalogo {pw}",
    "xpra.conf:\ntcp-auth = password:value={pw}",
    "streamripper.conf: url = http://radio:{pw}@radio.madryn.lan:8000/viento",
    "application.properties:\nspring.datasource.password={pw}",
    "settings.py:\nDATABASES['default']['PASSWORD'] = '{pw}'",
    "config.yaml (museo):\ndatabase:\n  user: catalogo\n  password: \"{pw}\"",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "ansible host_vars/scada.yml:\nansible_become_password: {pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    ".pgpass:\ncoope-core.lan:5432:cuentas:cajero:{pw}",
    "my.cnf:\n[client]\nuser=pos\npassword={pw}",
    "nginx .htpasswd was made with: htpasswd -nbB ops {pw}",
    "appsettings.json:\n\"ConnectionStrings\": {{\"Ferry\": \"Host=db;Username=app;Password={pw}\"}}",
    "Podfile env: MUSEO_KEYSTORE_PASSWORD={pw}",
    "gradle.properties:\nRELEASE_STORE_PASSWORD={pw}",
    "helm values.yaml:\nauth:\n  rootPassword: {pw}",
    "crontab: 0 3 * * * PGPASSWORD={pw} pg_dump cuentas > /backup/cuentas.sql",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    'conn = psycopg.connect(host="coope-core.lan", user="cajero", password="{pw}")',
    'db, _ := sql.Open("mysql", "pos:{pw}@tcp(pos-tehouse.gaiman.lan:3306)/ventas")',
    'let client = Client::new("scada", "{pw}");  // historian',
    'val ferryPassword = "{pw}"',
    'config :museo, Museo.Repo, username: "catalogo", password: "{pw}"',
    'local mqtt_pass = "{pw}" -- turbinas',
    'password <- "{pw}"  # R script, capturas',
    'const string LanaPassword = "{pw}";',
    '$password = "{pw}"; // tienda del museo',
    'let dbPassword = "{pw}" // Swift, app del ferry',
    '(def db-spec {{:user "coope" :password "{pw}"}})',
    'my $pass = "{pw}";  # Perl, wool clip report',
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw), "pw")


_NOTES = [
    "| system | user | password |\n|---|---|---|\n| SCADA historian | scada | {pw} |",
    "Ticket FERRY-412: kiosk reset, temp password {pw}, user must change at next login",
    "Subject: acceso al home banking\n\nHola Agus, la contraseña provisoria es {pw}. Saludos",
    "Runbook — turbine T07 converter reset\n1. log in as service, password {pw}\n2. press reset",
    "README.md\n## Local setup\nAdmin login: admin / {pw}",
    "Pwnc o'r wiki: Cyfrinair y gweinydd — {pw}",
    "Notion page 'Museo — accesos': contraseña del NAS: {pw}",
    "Obsidian note 'camp': Fox Bay laptop password {pw}",
    "Trello card 'Esquila 2034': pass de la balanza {pw}",
    "e-bost at Mali: y cyfrinair dros dro ydy {pw}",
    "Planilla de accesos de la pesquera po | PC bodega | {pw}",
    "Jira COOPE-77: password for the test teller account is {pw}",
]  # fmt: skip
_notes = _Family("note_password", _NOTES, _with(_pw), "pw")


_REQUESTS = [
    "Remember my cooperative bank password: {pw}",
    "Cofia fy nghyfrinair i, plis: {pw}",
    "acordate de mi contraseña del SCADA: {pw}",
    "guárdame la clave del ferry po: {pw}",
    "Kimeluwün, ñi password feyti {pw}",
    "can you store the camp router password for me? it's {pw}",
    "anotá esto: clave del museo {pw}",
    "save this for later — Stanley office pw {pw}",
    "Assistant, keep the fish plant admin password: {pw}",
]  # fmt: skip
_requests = _Family("request_password", _REQUESTS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_chats, 16), (_spelled, 12), (_cli, 30), (_urls, 14), (_vendors, 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 6), (_codes, 6), (_wifi, 16),
    (_locks, 14), (_phrases, 7), (_auth, 6), (_configs, 22), (_code, 12), (_notes, 12),
    (_requests, 9),
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
    "the SCADA historian password is": "{s}", "cyfrinair y wifi ydy": "{s} (yn y tŷ te)",
    "la clave del galpón es": "{s}", "ñi password feyti": "{s}",
    "la contraseña de la lancha po:": "{s}\ncámbiala después de la temporada",
    "camp router pw:": "{s} ta", "contraseña:": "{s}",
    "Cyfrinair:": "{s}", "Stanley office password": "{s}",
    "the password Rodney read out over the VHF was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Toteat API key", "{s}", _j((HEX, 64))),
    ("split_token", "token de Navimag:", "{s} (reservas)", _j("nvm_", (ALNUM, 32))),
    ("split_token", "Camuzzi client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "geiriau adfer y waled", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 08/35", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "DJ"))),
    ("split_backup", "códigos de respaldo", "{s}\nqwer12-ab3d\nzxcv98-1k2j", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CBU", "{s}", _cbu),
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
    '{"scada": {"url": "https://historian.eolico.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"cyfrinair": "{s}"}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}", "usuario": "cajero"}': ("meta_password", _plain_pw),
    '{"clave_wifi": "{s}"}': ("meta_wifi", _plain_pw),
    '{"ferry": {"kiosk": {"pwd": "{s}"}}}': ("meta_password", _plain_pw),
    '{"note": "ñi password feyti {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "the camp router password is {s} ta"}': ("meta_password", _plain_pw),
    '{"fudo": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"MORPHOSOURCE_API_KEY": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"flybondiKey": "{s}"}': ("meta_token", _j("fb_live_", (ALNUM, 28))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"tarjeta": "{s}", "vence": "05/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"comprador": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SD")),
    '{"socio": {"cbu": "{s}"}}': ("meta_id", _cbu),
    '{"mfa": {"recovery_codes": ["{s}", "plmn45-9ijb", "okmn67-2wsx"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"galpon": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Te-Gaiman-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
    '{"totp": {"secret": "{s}"}}': ("meta_otp", _j((BASE32, 32))),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"turbine-controller-7.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/patagonia-coop/ferry-api:2.1").hexdigest()
_COMMIT = hashlib.sha1(b"scada: add yaw misalignment tag", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"museo: revert catalogue export", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"esquila_2034-11-20.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"capturas-2034.parquet").hexdigest()

CLEAN = [
    "Remind me to change the SCADA historian password before the audit on 2034-06-11.",
    "Aled asked for the tea-house wifi password; it's on the card behind the till.",
    "Policy: coop passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `TOTEAT_API_TOKEN=replace-me` is a placeholder.",
    "The turbine HMI asks for a new password after every firmware update.",
    "Replace <YOUR_NAVIMAG_KEY> in the README with the key from the Navimag portal.",
    "FUDO_API_SECRET and FLYBONDI_API_KEY must be set before the nightly sync runs.",
    "Peidiwch byth â rhannu eich cyfrinair gyda neb.",
    "Bore da! Mae'r tŷ te ar agor o ddau tan chwech.",
    "Rhaid i'r cyfrinair fod yn bedwar ar ddeg nod o leiaf.",
    "Mari mari lamngen, chaltu may pu peñi.",
    "Ñi password kimnolan, pewkallal.",
    "Che, no le pases la contraseña a nadie, posta.",
    "¿Vos sabés dónde quedó la tarjeta con la clave del wifi? Preguntale a Facu.",
    "La contraseña tiene que tener catorce caracteres, anotalo.",
    "No le dís la clave a nadie po, cachai.",
    "Mañana hay curanto en Dalcahue po, lleven milcaos.",
    "Smoko at ten, then we're off to camp till Friday.",
    "The Coast Ship is due in Fox Bay on Tuesday, weather permitting.",
    "Upgraded the turbine controllers from 7.1 to 7.2 and pymodbus to 3.9.2.",
    f"commit {_COMMIT} adds the yaw misalignment tag.",
    f"Rolled back to {_SHORT} after the catalogue export broke.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The controller firmware 7.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of capturas-2034.parquet: {_SHA512}",
    f"The ferry API container runs ghcr.io/patagonia-coop/ferry-api@sha256:{_IMAGE}.",
    f"MD5 of esquila_2034-11-20.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3c9e41a2-7b5d-4e08-a6f1-2d0c8b7e9f14 is the slow one in the ferry logs.",
    "Purchase order OC-2034-00712 for 300 bales of Merino wool ships Thursday.",
    "Ticket FERRY-415: the Madryn kiosk printer jams on long tickets.",
    "Call the Trelew office on +54 280 442 1187 before noon.",
    "Call Stanley on +500 22 614 about the camp mail.",
    "Container MSCU 7712490 with the wool clip is at Puerto Madryn.",
    "Bill of lading PM-2034-0091 covers 42 pallets of frozen Illex squid.",
    "Turbine T07 produced 4.2 MWh yesterday at a mean wind of 11.3 m/s.",
    "After five wrong passwords the teller app locks the account for 30 minutes.",
    "The shearing shed at Goose Green holds 1,200 sheep; a fleece weighs about 4.5 kg.",
    "The secret of good bara brith is soaking the fruit in tea overnight.",
    "Ask Rodney for the safe code, I don't have it.",
    "My card ending 4471 was declined at the Río Gallegos hardware store.",
    "The Greek shipowner wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's mail account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `NAVIMAG_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the galpón rusts in the salt wind; oil it every month.",
    "Toteat moved the API key page under Configuración › Integraciones.",
    "The Patagotitan cast is 37 m long; specimen MPEF-PV 3400 is the femur.",
    "The guest wifi 'Te-Gaiman-Guest' is open, no password needed.",
    "Lot LANA-2034-0311, 19.5 micron, yield 68 %; 300 bales in the galpón.",
    "Ferry Concordia Bay sails New Haven to Port Howard at 08:30.",
    "La esquila empieza el 20 de noviembre; el galpón abre a las seis.",
    "El museo cierra los lunes; la entrada cuesta 8000 pesos.",
    "Y trên o Borth Madryn i Drelew — hen hanes y Wladfa.",
    "El código postal de Gaiman es U9105; el de Trelew es U9100.",
    "Tüfa ta ruka, küme ruka.",
    "Ancud to Castro is about 90 km; the ferry from Pargua takes 30 minutes.",
    "The wind farm's grid code permit is 2034/EO/117, valid until 2044.",
    "ISBN 978-950-04-3821-7 is the fossil guide in the museum shop.",
    "The cooperative's annual meeting is on 14 March at the Salón Central.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/scada", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "FERRY-415", "orden_compra": "OC-2034-00712"}',
    '{"lote": {"id": "LANA-2034-0311", "micron": 19.5, "fardos": 300}}',
    '{"phone": "+54 280 442 1187", "city": "Trelew"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "ovejas": 1200}',
    '{"turbine": "T07", "energy_mwh": 4.2, "wind_ms": 11.3}',
    '{"container": "MSCU 7712490", "carrier": "MSC", "eta": "2034-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
