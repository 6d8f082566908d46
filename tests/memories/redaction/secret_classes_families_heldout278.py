# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-seventy-eighth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-seventy-seventh's
docstring, the fifth to two-hundred-and-seventy-seventh only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-seventy-ninth, two-hundred-and-eightieth and two-hundred-and-eighty-first), any
other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the git
history, and the scrubber was never run on it. Its own seed (278604391), password words (a dish
of the Isthmus and a wind or fishing word, a number and a sign; an agave, a batch's degrees and a
sign, `Tobala48grados#`; a turbine's number and a word, `WTG14Rotor!37`; a hammock model and a
number; a name, a birth year and a town; leet dish names; a generator's four dotted groups;
random runs), names, places, templates, tools, vendors and layouts, the way the staff of a
fictional company (a totopo bakery in Juchitán, a wind-farm maintenance office near La Ventosa, a
hammock workshop, a mezcal shop in the Sierra Mixe and a shrimp cooperative at Salina Cruz) leak
secrets into an assistant's memory. Every company, person, address and number is fictional; only
the region (the Isthmus of Tehuantepec, Oaxaca) is real. The texts are chats with times, tickets
(`SD-…`), wiki table rows and breadcrumbs (`Integrations › …`, `Notes › Infra`), notes, runbooks,
READMEs, shell prompts and history, voice-memo transcripts, dictated and spelled text and
requests to the assistant itself; the separators run from a colon, "is", `nga` and a dash to an
arrow (`→`, `➡️`, `👉`), an emoji (`🔑`, `🦐`, `🌬️`, `🤫`), a new line, quotes (`«…»`, `"…"`,
backticks), a table bar and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to 277
that name each): in none, La Ventosa, Salina Cruz, totopo, Bancomer, `xquixe`, `Padiuxi`,
`Ikoots`, `Ombeayiiüts`, `Ayuuk`, `Dioxy'ajtkëp`, `stiʼ`, `cadi guinie'lu` and modpoll; in one,
Tehuantepec, Juchitán, Diidxazá, Zapotec, Huave, `nagaachi`, mbpoll, sqlite3, `op signin`, `age
-p`, `docker secret create … -` and Ruggedcom; in two, Oaxaca and `cu -l`; in four or five,
picocom, duckdb, `usermod -p`, mutool, keepassxc-cli, kcadm, `vault login`, minicom,
rabbitmqadmin and `PRAGMA key`; pdftk in six. The common layouts (env files, `export`,
docker-compose, database URLs, an `opc.tcp://` URL, telegraf, grafana, rclone and wpa_supplicant
configs, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the `WIFI:` QR string, nmcli,
an ESP32 `config.h`, sshpass, smbclient, xfreerdp, ipmitool, 7z, zip, gpg, snmpwalk, lftp) are in
wordings of their own.

About half of the secret samples are in other languages than English: Mexican Spanish texting
(`la contra es … wey`, `neta q`, `xq`, `porfa`, `grax`, `ahí va`, `aquí está`, `no se lo digas
a nadie`, `contraseña`, `clave`, `llave`, `NIP`, `usuario`, `candado`); Isthmus Zapotec
(Diidxazá) in Latin letters with Spanish loans (`diidxa' nagaachi` "hidden word" for a password,
`nga` "is" (focus), `ndi nga` "here is", `stiʼ` / `xti'` "of", `cadi guinie'lu ni gasti' tu`
"don't tell anyone", `xquixe pe' lii` "thank you", `padiuxi` "hello", `cubi` "new"); Mixe
(Ayuuk) (`ka' mëët ni pën` "don't tell anyone", `Dioxy'ajtkëp` "thanks", `ja'a` "is"); Huave
(Ombeayiiüts, the Ikoots of San Mateo del Mar) only as framing around Spanish loans (`ngome
ikoots`, `tiül`); and the English of the wind-farm engineers (`pw`, `uptower`, `HMI`, `WTG`,
`BESS`). The wordings are the author's approximations, checked by no speaker; the thinnest
guesses are the Huave ones (`ngome ikoots`, `tiül`), then the Mixe (`ka' mëët ni pën`,
`Dioxy'ajtkëp`, `kajpx ukp`, `ja'a`), then Zapotec's `diidxa' nagaachi` for a password, `cadi
guinie'lu ni gasti' tu`, `cubi` and `lu ra ziluxe` for "at the end".

Vendors (by grep, in no earlier corpus: Paynom, Aplazo, Bancomer, Openwind, ZX Lidars, Leosphere,
Galion and CyberBake; in one: Fondeadora, Cuenca, SW Sapien, Contpaqi, Alegra, Siigo, Treinta,
Prometeo, Truora, Metamap, Jelou, Greenbyte, Bazefield, Power Factors, SkySpecs, Aerones,
Zeitview, Windcube, WindESCo, ONYX Insight, Ammonit, Kintech, Aquabyte, XpertSea, Umitron,
Aquanetix, Manolin, Maritech, Billpocket, Sr. Pago, Credijusto, Baubap, BakeSmart, FlexiBake,
Craftybase, MRPeasy, BevSpot, Wansoft, Soft Restaurant, Windographer, WindSim and Deutsche
Windtechnik; Yastás in three). No shape here is one the author knows to be real: every one is a
guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, dashed licence keys, JWTs
for SW Sapien, Truora and XpertSea, and the `pn_sk_`, `fdd_`, `trt_`, `sks_` and `bp_live_`
prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Mexico's CURP
(`stdnum.mx.curp`) and RFC (`stdnum.mx.rfc`), El Salvador's NIT (`stdnum.sv.nit`), Peru's RUC
(`stdnum.pe.ruc`) and Guatemala's NIT (`stdnum.gt.nit`). Kinds no library or this file checks
(no check-digit algorithm is written here; the shapes are guesses): the INE's clave de elector
and CIC, the IMSS's NSS, Mexican and Norwegian passports, an Oaxaca driving licence, a matrícula
consular and a cartilla militar. Card numbers pass Luhn (Mexico's Carnet under a `506221` prefix
guessed here, and the value helpers' Visa, Mastercard, Amex, Discover, JCB, UnionPay and Diners,
checked with python-stdnum's `luhn`); the card codes are Amex's four-digit front codes only, none
read as a year. The IBANs are of Liechtenstein, the Dominican Republic, Egypt, Croatia, Jordan,
Slovenia, San Marino and the British Virgin Islands (the countries a rough count of the country
codes in heldouts 5 to 277 finds least, in twenty-two to twenty-four corpora each), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Spanish, French,
Italian, Portuguese, Czech, Korean, Japanese and Traditional Chinese lists, each drawn until
`Mnemonic(lang).check` accepts it. Every secret is drawn again until it is new and no clean text
holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.gt import nit as gt_nit
from stdnum.mx import curp as mx_curp
from stdnum.mx import rfc as mx_rfc
from stdnum.pe import ruc as pe_ruc
from stdnum.sv import nit as sv_nit

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 278_604_391
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
    the planted value, unless the draw also returns a ``secret`` field."""

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


_FOOD = ["Totopo", "Tlayuda", "Garnacha", "Biupa", "Gueta", "Bizaa", "Guetabingui", "Mezcal",
         "Tobala", "Espadin", "Madrecuixe", "Camaron", "Chapulin", "Tejate", "Pozol", "Nanche"]  # fmt: skip
_WIND = ["Ventosa", "Rotor", "Gondola", "Aspa", "Norteno", "Anemometro", "Torre", "Pitch",
         "Yaw", "Nacelle", "Hamaca", "Palangre", "Chinchorro", "Atarraya"]  # fmt: skip
_PLACES = ["Juchitan", "Tehuantepec", "Ixtepec", "Espinal", "Unionhidalgo", "Ixtaltepec",
           "Xadani", "Chicapa", "Matias", "Tlacolula", "Mitla", "Ayutla", "Tamazulapam",
           "SanMateo", "SanDionisio", "Huilotepec", "SalinaCruz", "Ventosa"]  # fmt: skip
_NAMES = ["Na Chica", "Tomasa", "Eufemia", "Natividad", "Heriberto", "Gudelia", "Macario",
          "Rosalinda", "Anastasio", "Celerina", "Fulgencio", "Xhuba", "Vicenta", "Dolores",
          "Rey", "Chayo", "Isaura", "Florinda", "Aniceto", "Brent", "Siobhan", "Lars", "Mette",
          "Dagny", "Kyle", "Graham"]  # fmt: skip
_USERS = ["tomasa.l", "heriberto", "gudelia_v", "macario.s", "rosalinda", "anastasio.t",
          "celerina", "fulgencio", "xhuba.m", "vicenta", "chayo.r", "isaura_g", "aniceto",
          "brent.o", "siobhan.k", "lars.h", "mette", "dagny.e", "kyle.w", "graham", "admin",
          "operador", "mantto", "panaderia"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["T0t0p0", "M3zc4l", "V3nt0s4", "H4m4c4", "C4m4r0n", "T0b4l4", "3sp4d1n", "B1zz4",
         "Gu3t4"]  # fmt: skip


def _mezcal(g: random.Random) -> str:
    """An agave, a batch's strength and a sign, the way the mezcal shop jokes a password."""
    return f"{g.choice(['Tobala', 'Espadin', 'Cuish', 'Tepeztate', 'Arroqueno'])}{g.choice([45, 47, 48, 50, 52, 55])}grados{g.choice(_SYMBOLS)}"


def _turbine(g: random.Random) -> str:
    """A turbine's number in the farm and a word, as the wind crew names things."""
    return (
        f"WTG{g.randrange(1, 100):02d}{g.choice(_WIND)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"
    )


def _generator(g: random.Random) -> str:
    """Four groups of five, small letters and digits, as a password manager writes them."""
    return ".".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FOOD)}{g.choice(_WIND)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_FOOD, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).split()[-1].lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2036)) + g.choice(_SYMBOLS),
    _mezcal,
    _turbine,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_FOOD).lower()}_{g.randrange(1960, 2036)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    _generator,
    lambda g: f"Hamaca{g.choice(['Doble', 'Matrimonial', 'Sencilla', 'Nylon', 'Hilo'])}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    allowed = set(ALNUM + "._~-")
    return v.until(rng, _pw, lambda value: set(value) <= allowed)


_SAID = [
    "Greenbyte portal for the La Ventosa farm, SCADA viewer password is {pw}",
    "Bazefield login at the met office: the password is {pw}",
    "Power Factors Drive, Brent's account, password: {pw}",
    "SkySpecs Horizon inspection portal password {pw}",
    "Aerones robot tablet (blade cleaning) — admin password → {pw}",
    "Zeitview drone upload account password: {pw}",
    "Windcube lidar web UI at the met mast, password = {pw}",
    "WindESCo Find portal, shared ops login, password {pw}",
    "ONYX Insight fleetMONITOR password for the gearbox sensors: {pw}",
    "Ammonit Meteo-40 logger on mast M2: password is {pw}",
    "Kintech EOL Zenith logger password (mast M3): {pw}",
    "Ruggedcom RX1500 in the substation, admin password {pw}",
    "Openwind licence server console password: {pw}",
    "ZX Lidars ZX 300 web page password is {pw}",
    "Leosphere unit on the ridge, maintenance password — {pw}",
    "Galion lidar password (the old one on the north row): {pw}",
    "CyberBake scheduler at the totopo bakery, password {pw}",
    "BakeSmart back office password for the Juchitán shop: {pw}",
    "FlexiBake admin password is {pw}",
    "Craftybase account for the hammock workshop — password: {pw}",
    "MRPeasy login for the hammock orders, password {pw}",
    "Wansoft POS at the mezcal shop, manager password {pw}",
    "Soft Restaurant server password (mezcalería): {pw}",
    "BevSpot inventory password for the Sierra shop is {pw}",
    "Aquabyte camera box at the shrimp ponds, password {pw}",
    "XpertSea Growth Platform password: {pw}",
    "Umitron feeder app password for pond 7 — {pw}",
    "Aquanetix farm log password, Salina Cruz coop: {pw}",
    "Manolin dashboard password for the coop: {pw}",
    "Note to self: the Maritech Indusoft password for the packing line is now {pw}",
    "Hey assistant, remember this for me: the Deutsche Windtechnik service portal password is {pw}",
    "Please store it: Windographer licence account password {pw}",
    "WindSim workstation local admin 🔑 {pw}",
    # Mexican Spanish texting
    "la contra del Greenbyte es {pw} wey, no se la pases a nadie",
    "neta q la contraseña del lidar es {pw}",
    "oye la contra de la compu de la panadería es {pw} xq la cambiaron ayer",
    "ahí va la contraseña del Wansoft 👉 {pw}",
    "contraseña nueva del BakeSmart: {pw} (no se lo digas a nadie eh)",
    "la clave del Craftybase pa los pedidos de hamacas es {pw}, grax",
    "aquí está la contraseña del XpertSea: {pw}",
    "wey la contra del Aquabyte quedó como «{pw}»",
    "pásale a Chayo la contraseña del Soft Restaurant: {pw} porfa",
    "la contra de admin del Ruggedcom es {pw}, ya q",
    "xq no jala? la contraseña es {pw} neta",
    "contraseña del BevSpot ➡️ {pw}",
    "la contraseña del Umitron es: {pw} 🦐",
    # Isthmus Zapotec (Diidxazá) with Spanish loans
    "diidxa' nagaachi stiidu' nga {pw}, cadi guinie'lu ni gasti' tu",
    "Padiuxi Tomasa! contraseña stiʼ computadora nga {pw}. Xquixe pe' lii",
    "diidxa' nagaachi xti' Greenbyte nga «{pw}»",
    "Ndi nga diidxa' nagaachi stiʼ panadería: {pw}",
    "contraseña xti' hamaca lidxi nga {pw}, cadi guinie'lu",
    "Ndi nga clave stiʼ BakeSmart → {pw}. Xquixe pe' lii, Na Chica",
    "diidxa' nagaachi cubi nga {pw} (ma bichaa ne)",
    "Xhuba: contraseña stiʼ lidar nga {pw} 🌬️",
    # Mixe (Ayuuk) and Huave (Ombeayiiüts) framed
    "Ayuuk jää'y, mezcal shop: kajpx ukp contraseña {pw}, ka' mëët ni pën. Dioxy'ajtkëp",
    "contraseña tienda mezcal Ayutla ja'a {pw} — ka' yë'ë ni pën",
    "Ikoots, cooperativa San Mateo del Mar: contraseña Aquanetix {pw}, ngome ikoots",
    "Ombeayiiüts: la contraseña del Manolin {pw} — tiül, gracias",
    # engineers' English, shorthand
    "WTG-14 HMI pw {pw} (Siobhan's note from the uptower visit)",
    "ops handover: BESS controller pw → {pw}",
    "pw for the met-mast modem is {pw} lol don't ask",
    "Dagny: new pw on the Vestas VMP panel, {pw}",
    "FYI substation RTU password reset to {pw}",
    "password (for the Nordex control cabinet laptop): {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_LOGINS = [
    "| asset | user | password |\n|---|---|---|\n| Bazefield | {u} | {pw} |",
    "login to Greenbyte as {u} with {pw}",
    "Zeitview creds {u}:{pw}",
    "user: {u}\npass: {pw}",
    "- host: lidar-ridge\n  user: {u}\n  password: {pw}",
    "Aerones tablet: account {u}, password {pw}",
    "Kyle says the Ammonit account is {u} and the password is {pw}",
    "system,user,password\nwansoft-pos,{u},{pw}",
    "ssh {u}@scada-gw.istmo.lan (password {pw})",
    "creds for the SkySpecs portal are {u} and {pw}",
    "sign in as {u} / {pw} on the BakeSmart page",
    "usuario {u} y contraseña {pw} wey",
    "usr: {u} contra: {pw} neta no lo pierdas",
    "el usuario es {u}, la contraseña es {pw}",
    "usuario → {u} / clave → {pw}",
    "usuario {u}, contraseña {pw}, xq el otro ya no jala",
    "la cuenta del MRPeasy: {u} y la contra {pw}",
    "usuario stiʼ computadora nga {u}, diidxa' nagaachi nga {pw}",
    "lá stiʼ usuario nga {u} ne contraseña nga {pw}",
    "Ayuuk: usuario {u} — contraseña {pw}, ka' mëët ni pën",
    "Ikoots coop laptop: usuario {u}, contraseña {pw}",
    "Brent: username {u} / password {pw} for the CMS",
    "Graham: u={u} p={pw}",
    "Login: {u} · Password: {pw}",
    "Jira SD-4471 resolved — temp creds {u} / {pw}",
    "Voice memo: the login is {u}, the password {pw}, write it down",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["totopo", "garnacha", "biupa", "tlayuda", "chapulin", "tejate", "nanche",
               "tobala", "espadin", "chinchorro", "atarraya", "ventarron", "norteno", "guelaguetza",
               "bidxaa", "gueta", "xhuncu", "bini"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, all lowercase, then {d}",
    "voice memo: it's {w} and then the number {d}, no space",
    "for the lidar it's {w} with {d} at the end",
    "type {w}, then {d} — that's the met-mast modem password",
    "password: {w} followed by {d}, easy to remember",
    "it's {w}{d}, word and number joined",
    "la contraseña es la palabra {w} y luego {d}, todo junto",
    "la contra es {w} con {d} al final wey",
    "escribe {w} y después {d}, sin espacio, esa es la clave del Wansoft",
    "es {w}, así en minúsculas, y luego el {d}",
    "diidxa' nagaachi nga diidxa' {w}, ne despué {d}",
    "contraseña nga {w}, ne número {d} lu ra ziluxe",
    "Ayuuk: contraseña {w}, ne {d} — ka' mëët ni pën",
    "password is {w} then {d}, Siobhan wrote it on the whiteboard",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "modpoll -m tcp -a 1 -r 40001 -c 8 -u {u} -P '{pw}' 10.44.2.14",
    "mbpoll -m tcp -a 3 -r 100 -c 4 10.44.2.21 --user {u} --password '{pw}'",
    "sqlite3 -cmd \"PRAGMA key='{pw}'\" /data/pedidos-hamacas.db",
    "op signin --account istmo.1password.com --raw <<< '{pw}'",
    "age -p -o turbinas.tar.age turbinas.tar   # passphrase typed: {pw}",
    "printf '{pw}' | docker secret create greenbyte_db_pw -",
    "cu -l /dev/ttyUSB0 -s 9600   # then at the logger prompt: login {u} password {pw}",
    "picocom -b 115200 /dev/ttyS1 # Ammonit console, user {u}, password {pw}",
    "pdftk bitacora.pdf output bitacora-cerrada.pdf user_pw '{pw}'",
    "mutool clean -E aes-256 -U '{pw}' inventario.pdf inventario-seguro.pdf",
    "qpdf --encrypt '{pw}' '{pw}' 256 -- facturas.pdf facturas-enc.pdf",
    "duckdb -c \"ATTACH 'pg.istmo.lan' AS pg (TYPE postgres, USER '{u}', PASSWORD '{pw}')\"",
    "bw login {u}@istmo.mx '{pw}'",
    "echo '{pw}' | pass insert -e istmo/greenbyte",
    "keepassxc-cli open bodega.kdbx <<< '{pw}'",
    "kcadm.sh config credentials --server https://sso.istmo.lan --realm master --user {u} --password '{pw}'",
    "vault login -method=userpass username={u} password='{pw}'",
    "minicom -D /dev/ttyUSB1   # Ruggedcom login {u}, password {pw}",
    "wget --user={u} --password='{pw}' https://files.istmo.lan/scada/export.csv",
    "rabbitmqadmin -H mq.istmo.lan -u {u} -p '{pw}' list queues",
    "usermod -p \"$(openssl passwd -6 '{pw}')\" {u}",
    "echo '{u}:{pw}' | chpasswd",
    "sshpass -p '{pw}' scp {u}@panaderia-pc:/home/ventas/corte.csv .",
    "mysql -h pos.mezcal.lan -u {u} -p'{pw}' wansoft",
    "psql 'host=pg.istmo.lan user={u} password={pw} dbname=camaron'",
    "curl -u {u}:{pw} https://bazefield.istmo.lan/api/v1/turbines",
    "smbclient //nas.istmo.lan/hamacas -U {u}%{pw}",
    "xfreerdp /v:scada-hmi.istmo.lan /u:{u} /p:'{pw}'",
    "ipmitool -I lanplus -H 10.44.9.5 -U {u} -P '{pw}' chassis status",
    "7z a -p'{pw}' respaldo-camaron.7z respaldo/",
    "zip -P '{pw}' nominas.zip nominas/*.xlsx",
    "gpg --batch --passphrase '{pw}' -c contratos.tar",
    "snmpwalk -v3 -u {u} -l authPriv -a SHA -A '{pw}' -x AES -X 'Xq{pw}' 10.44.1.1",
    "lftp -u {u},'{pw}' sftp://edi.istmo.mx",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "heriberto@scada-gw:~$ {c}", "[root@lidar-ridge ~]# {c}",
    "PS C:\\mantto> {c}", "bash-5.2$ {c}", "mette@met-mast-m2:~$ {c}",
    "corrí esto wey: {c}", "el comando q usé: {c}", "ndi nga comando: {c}",
    "Runbook step 4:\n```\n{c}\n```", "history | tail -1\n  512  {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.istmo.lan:5432/camaron",
    "mysql://{u}:{pw}@pos.mezcal.lan:3306/wansoft",
    "mongodb://{u}:{pw}@mongo.istmo.lan:27017/scada?authSource=admin",
    "redis://{u}:{pw}@cache.istmo.lan:6379/0",
    "amqp://{u}:{pw}@mq.istmo.lan:5672/turbinas",
    "mqtt://{u}:{pw}@broker.istmo.lan:1883",
    "sftp://{u}:{pw}@edi.istmo.mx:22/pedidos/",
    "ftp://{u}:{pw}@ftp.totopos.mx/catalogo/",
    "opc.tcp://{u}:{pw}@scada-gw.istmo.lan:4840",
    "influxdb://{u}:{pw}@influx.istmo.lan:8086/viento",
    "clickhouse://{u}:{pw}@ch.istmo.lan:9000/scada",
    "jdbc:postgresql://pg.istmo.lan:5432/panaderia?user={u}&password={pw}",
    "Server=sql.istmo.lan;Database=Camaron;User Id={u};Password={pw};",
    "smb://{u}:{pw}@nas.istmo.lan/hamacas",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "guárdame esta cadena de conexión: {c}", "ndi nga conexión: {c}",
    "README, section Setup: `{c}`", "ticket SD-4480: the old string was {c}",
    "la url de la base es {c} wey", "Notes › Infra: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "istmo-eolico", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Paynom", "PAYNOM_SECRET_KEY", _j("pn_sk_", (ALNUM, 32))),
    ("Aplazo", "APLAZO_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Bancomer", "BANCOMER_CLIENT_SECRET", _j((HEX, 48))),
    ("Yastás", "YASTAS_TOKEN", _j((UPPER_DIGITS, 36))),
    ("Fondeadora", "FONDEADORA_API_KEY", _j("fdd_", (ALNUM, 40))),
    ("Cuenca", "CUENCA_API_SECRET", _j((URLSAFE, 43))),
    ("SW Sapien", "SW_SAPIEN_TOKEN", _vendor_jwt("https://services.sw.com.mx")),
    ("Contpaqi", "CONTPAQI_LICENSE_KEY", _j((UPPER_HEX, 32))),
    ("Alegra", "ALEGRA_API_TOKEN", _j((HEX, 20))),
    ("Siigo", "SIIGO_ACCESS_KEY", _j((B64, 60), "==")),
    ("Treinta", "TREINTA_API_KEY", _j("trt_", (LOWER_DIGITS, 32))),
    ("Prometeo", "PROMETEO_API_KEY", _j((ALNUM, 64))),
    ("Truora", "TRUORA_API_KEY", _vendor_jwt("https://api.truora.com")),
    ("Metamap", "METAMAP_CLIENT_SECRET", _j((UPPER_DIGITS, 32))),
    ("Jelou", "JELOU_BOT_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Greenbyte", "GREENBYTE_API_TOKEN", _j((HEX, 32))),
    ("Bazefield", "BAZEFIELD_API_KEY", _j((ALNUM, 48))),
    ("Power Factors", "POWERFACTORS_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("SkySpecs", "SKYSPECS_TOKEN", _j("sks_", (ALNUM, 36))),
    ("Zeitview", "ZEITVIEW_API_KEY", _j((HEX, 40))),
    ("Aquabyte", "AQUABYTE_API_KEY", _j((ALNUM, 40))),
    ("XpertSea", "XPERTSEA_TOKEN", _vendor_jwt("https://api.xpertsea.com")),
    ("Umitron", "UMITRON_API_SECRET", _j((HEX, 64))),
    ("Billpocket", "BILLPOCKET_API_KEY", _j("bp_live_", (ALNUM, 32))),
    ("Sr. Pago", "SRPAGO_SECRET", _j((B64, 44))),
    ("Credijusto", "CREDIJUSTO_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Baubap", "BAUBAP_PARTNER_TOKEN", _j((UPPER_DIGITS, 28))),
    ("CyberBake", "CYBERBAKE_LICENSE", _j((UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5))),
    ("BakeSmart", "BAKESMART_API_KEY", _j((HEX, 32))),
    ("Craftybase", "CRAFTYBASE_TOKEN", _j((ALNUM, 32))),
    ("MRPeasy", "MRPEASY_API_KEY", _j((ALNUM, 40))),
    ("BevSpot", "BEVSPOT_API_KEY", _j((LOWER_DIGITS, 36))),
    ("Wansoft", "WANSOFT_WS_KEY", _j((UPPER_HEX, 40))),
    ("Windographer", "WINDOGRAPHER_LICENSE_KEY", _j((UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4))),
]  # fmt: skip
_VENDOR_SAID = [
    "{name} API key: {v}",
    "{env}={v}",
    "export {env}='{v}'",
    "la API key de {name} es {v} wey",
    "neta q esta es la llave de {name}: {v}",
    "Integrations › {name}: {v}",
    "{name} integration broken, current key {v}",
    "clave API stiʼ {name} nga {v}",
    "hey assistant, keep this {name} token for later: {v}",
    "`{env}` in the .env of the scada-bridge repo is `{v}`",
    "docker run -e {env}={v} istmo/sync:3.1",
    "{name} secret → {v}",
    "k8s secret, decoded: {env}: {v}",
    "la llave de {name} 👉 {v} (no se la pases a nadie)",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for (name, env, make), template in zip(
        v.cycle(rng, _VENDORS, n), v.cycle(rng, _VENDOR_SAID, n), strict=True
    ):
        value = make(rng)
        out.append(Sample("vendor_token", template.format(name=name, env=env, v=value), value))
    return out


_BARE = [
    "session secret of the SCADA bridge: {v}",
    "HMAC key for the turbine alarm webhook → {v}",
    "SECRET_KEY_BASE={v}",
    "llave de cifrado del respaldo: {v}",
    "the signing key Lars generated for the met API is {v}",
    "clave secreta del bot de pedidos: {v}",
    "ENCRYPTION_KEY: {v}",
    "webhook signing secret (shrimp price feed) = {v}",
    "AES key for the logger export (hex) {v}",
    "app secret of the hammock shop: \"{v}\"",
]  # fmt: skip


def _bare_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    makers = [_j((HEX, 64)), _j((ALNUM, 40)), _j((HEX, 48)), _j((B64, 44))]
    return {"v": makers[index % len(makers)](rng)}


_bare = _Family("random_key", _BARE, _bare_draw, "v")


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_958_000_000 + rng.randrange(3_000_000)
    claims = {"sub": rng.choice(_USERS), "iat": issued, "exp": issued + 3600,
              "iss": rng.choice(["https://sso.istmo.lan", "scada-gw", "pos.mezcal.lan"]),
              "role": rng.choice(["operador", "admin", "ventas"])}  # fmt: skip
    header = {"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    return {"v": _jwt_of(rng, header, claims, [43, 86, 342][index % 3])}


_JWTS = [
    "token del portal: {v}",
    "Authorization header from the Bazefield call was Bearer {v}",
    "cookie session={v}",
    "aquí está el JWT q me pediste wey: {v}",
    "ndi nga token: {v}",
    "curl -H 'Authorization: Bearer {v}' https://scada-gw.istmo.lan/api/alarms",
    "id_token → {v}",
    "please keep this access token, it expires tomorrow: {v}",
]  # fmt: skip
_jwts = _Family("jwt", _JWTS, _jwt_draw, "v")


def _pem_body(rng: random.Random, lines: int) -> str:
    return "\n".join(_r(rng, B64, 64) for _ in range(lines)) + "\n" + _r(rng, B64, 40) + "=="


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY",
            "ENCRYPTED PRIVATE KEY"][index % 5]  # fmt: skip
    block = f"-----BEGIN {kind}-----\n{_pem_body(rng, rng.randrange(4, 9))}\n-----END {kind}-----"
    return {"v": block}


_PEMS = [
    "key of the SCADA gateway's TLS cert:\n{v}",
    "ahí va la llave privada del servidor wey\n{v}",
    "~/.ssh/id_mantto\n{v}",
    "ndi nga llave privada:\n{v}",
    "Runbook 'Re-key the lidar VPN', step 2, paste:\n{v}",
    "the deploy key for the totopo shop site\n{v}",
    "SFTP key for the shrimp buyer:\n{v}",
]  # fmt: skip
_pems = _Family("pem_private_key", _PEMS, _pem_draw, "v")


_MNEMO = {
    lang: Mnemonic(lang)
    for lang in ("english", "spanish", "french", "italian", "portuguese", "czech", "korean",
                 "japanese", "chinese_traditional")
}  # fmt: skip
_SEED_LANGS = ["english", "spanish", "english", "french", "italian", "portuguese", "czech",
               "korean", "japanese", "chinese_traditional", "spanish", "english"]  # fmt: skip


def _seed(rng: random.Random, lang: str, words: int) -> str:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    mnemo = _MNEMO[lang]
    return v.until(
        rng,
        lambda g: str(mnemo.to_mnemonic(bytes(g.randrange(256) for _ in range(bits)))),
        mnemo.check,
    )


_SEEDS = [
    "seed phrase of the coop's wallet: {v}",
    "frase semilla de la cartera del mezcal, no se la digas a nadie: {v}",
    "recovery words for the Ledger (shrimp coop): {v}",
    "palabras de recuperación 👉 {v}",
    "ndi nga diidxa' stiʼ cartera: {v}",
    "hey assistant, save my wallet backup words: {v}",
]  # fmt: skip


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _SEEDS, n)):
        value = _seed(rng, _SEED_LANGS[i % len(_SEED_LANGS)], [12, 24, 15, 18][i % 4])
        out.append(Sample("seed_phrase", template.format(v=value), value))
    return out


def _card(rng: random.Random, brand: str) -> str:
    if brand == "carnet":  # Mexico's Carnet network, 5062 prefix: a guess
        body = "506221" + _r(rng, D, 9)
        return body + luhn.calc_check_digit(body)
    return v.card(rng, brand)


_CARDS = [
    "tarjeta de la panadería: {v}",
    "card on file for the Greenbyte subscription {v} exp 09/34",
    "el número de la tarjeta es {v} wey",
    "ndi nga número stiʼ tarjeta: {v}",
    "pay the Zeitview invoice with {v}",
    "Visa de la coop 👉 {v}",
    "company Amex for the lidar rental: {v}",
    "tarjeta Carnet del mezcal: {v}",
]  # fmt: skip
_CARD_BRANDS = ["visa", "mastercard", "carnet", "amex", "visa", "mastercard", "discover", "jcb",
                "carnet", "visa", "unionpay", "diners"]  # fmt: skip


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _CARDS, n)):
        number = _card(rng, _CARD_BRANDS[i % len(_CARD_BRANDS)])
        value = v.grouped(number, [" ", "-", "", " "][i % 4], rng)
        out.append(Sample("card_number", template.format(v=value), value))
    return out


_CVVS = [
    "security code on the front of the Amex (4 digits): {v}",
    "el código de la Amex, los cuatro números de enfrente: {v}",
    "los 4 números chiquitos de adelante de la Amex son {v} wey",
    "the four digits on the front of the Amex are {v}",
    "CID de la American Express → {v}",
    "código stiʼ Amex (lu ra, chupa número) nga {v}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    """An Amex's four-digit front code, never one that reads as a year."""
    return {"v": v.until(rng, _j((D, 4)), lambda s: s[0] not in "012")}


_cvvs = _Family("card_code", _CVVS, _cvv_draw, "v")


_IBAN_SHAPES = {
    "LI": "n" * 5 + "c" * 12, "DO": "cccc" + "n" * 20, "EG": "n" * 25, "HR": "n" * 17,
    "JO": "aaaa" + "nnnn" + "c" * 18, "SI": "n" * 15, "SM": "a" + "n" * 10 + "c" * 12,
    "VG": "aaaa" + "n" * 16,
}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBANS = [
    "IBAN del comprador de camarón: {v}",
    "pay the lidar rental to IBAN {v}",
    "la cuenta IBAN pa los pagos del mezcal es {v}",
    "ndi nga IBAN: {v}",
    "wire the hammock order deposit to {v}",
    "IBAN → {v} (Dolores checked it twice)",
]  # fmt: skip
_IBAN_ORDER = ["LI", "DO", "EG", "HR", "JO", "SI", "SM", "VG"]


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _IBANS, n)):
        number = _iban(rng, _IBAN_ORDER[i % len(_IBAN_ORDER)])
        value = v.iban_spaced(number) if i % 2 else number
        out.append(Sample("iban", template.format(v=value), value))
    return out


_STATES = ["OC", "CS", "VZ", "DF", "PL", "GR", "TC"]


def _last_char(body: str, valid: Callable[[str], bool], alphabet: str = D) -> str | None:
    for c in alphabet:
        if valid(body + c):
            return body + c
    return None


def _curp(rng: random.Random) -> str:
    def make(g: random.Random) -> str:
        body = (_r(g, "BCDFGHJLMNPRSTVZ", 1) + _r(g, "AEIOU", 1) + _r(g, UPPER, 2)
                + f"{g.randrange(60, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
                + g.choice("HM") + g.choice(_STATES) + _r(g, "BCDFGHJLMNPRSTVZ", 3) + "0")  # fmt: skip
        return _last_char(body, mx_curp.is_valid) or ""

    return v.until(rng, make, mx_curp.is_valid)


def _rfc(rng: random.Random) -> str:
    def make(g: random.Random) -> str:
        body = (_r(g, UPPER, 4) + f"{g.randrange(60, 100):02d}{g.randrange(1, 13):02d}"
                f"{g.randrange(1, 29):02d}" + _r(g, UPPER_DIGITS, 2))  # fmt: skip
        return _last_char(body, mx_rfc.is_valid, D + "A") or ""

    return v.until(rng, make, mx_rfc.is_valid)


def _sv_nit(rng: random.Random) -> str:
    def make(g: random.Random) -> str:
        body = f"0{g.randrange(100, 1000)}{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(60, 100):02d}1{_r(g, D, 2)}"
        number = _last_char(body, sv_nit.is_valid) or ""
        return sv_nit.format(number) if number else ""

    return v.until(rng, make, sv_nit.is_valid)


def _pe_ruc(rng: random.Random) -> str:
    return v.until(
        rng, lambda g: _last_char("20" + _r(g, D, 8), pe_ruc.is_valid) or "", pe_ruc.is_valid
    )


def _gt_nit(rng: random.Random) -> str:
    def make(g: random.Random) -> str:
        number = _last_char(str(g.randrange(1_000_000, 99_999_999)), gt_nit.is_valid, D + "K")
        return f"{number[:-1]}-{number[-1]}" if number else ""

    return v.until(rng, make, gt_nit.is_valid)


# (template, maker): ids with a check digit (python-stdnum) and ids no library checks.
_NATIONAL: list[tuple[str, Maker]] = [
    ("CURP de Tomasa: {v}", _curp),
    ("mi CURP es {v} wey, pa lo del IMSS", _curp),
    ("ndi nga CURP stinneʼ: {v}", _curp),
    ("Brent needs the CURP of the new tech for site access: {v}", _curp),
    ("RFC de la panadería (persona física): {v}", _rfc),
    ("el RFC pa la factura es {v}", _rfc),
    ("RFC stiʼ Na Chica nga {v}", _rfc),
    ("Salvadoran NIT of the shrimp buyer: {v}", _sv_nit),
    ("NIT del comprador de San Salvador → {v}", _sv_nit),
    ("RUC of the Lima mezcal importer: {v}", _pe_ruc),
    ("RUC del importador peruano: {v}", _pe_ruc),
    ("NIT guatemalteco del cliente de hamacas: {v}", _gt_nit),
    ("Guatemala NIT for the hammock wholesaler, {v}", _gt_nit),
    ("clave de elector de Macario: {v}", _j((UPPER, 6), (D, 8), "H", (D, 3))),
    ("CIC de la credencial del INE: {v}", _j((D, 9))),
    ("NSS del IMSS de Eufemia: {v}", _j("4", (D, 10))),
    ("número de seguro social (IMSS) stiʼ Heriberto nga {v}", _j("5", (D, 10))),
    ("pasaporte mexicano de Celerina: {v}", _j("G", (D, 8))),
    ("Lars's Norwegian passport number (for the site induction): {v}", _j((D, 8))),
    ("licencia de manejo de Oaxaca del chofer: {v}", _j("OAX", (D, 9))),
    ("matrícula consular de Aniceto → {v}", _j((D, 9))),
    ("cartilla militar, matrícula {v}", _j("D-", (D, 7))),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _NATIONAL, n):
        value = make(rng)
        out.append(Sample("national_id", template.format(v=value), value))
    return out


def _backup_list(rng: random.Random, style: int, n: int) -> list[str]:
    if style == 0:
        return [f"{_r(rng, D, 4)} {_r(rng, D, 4)}" for _ in range(n)]
    if style == 1:
        return [f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]
    return [_r(rng, UPPER_DIGITS, 10) for _ in range(n)]


_BACKUPS = [
    "2FA backup codes for the Greenbyte admin:\n{v}",
    "códigos de respaldo de la cuenta del banco:\n{v}",
    "recovery codes (Bancomer empresas), keep in the safe: {v}",
    "códigos de recuperación del correo de la panadería, no se los pases a nadie: {v}",
    "ndi nga código stiʼ cuenta:\n{v}",
    "backup codes Mette printed for the Bazefield account:\n{v}",
]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = _backup_list(rng, i % 3, 8)
        sep = "\n" if "\n{v}" in template else ", "
        out.append(Sample("backup_codes", template.format(v=sep.join(codes)), codes[0]))
    return out


_TOTP = [
    "otpauth://totp/Istmo:{u}?secret={v}&issuer=Istmo&period=30",
    "TOTP secret for the SCADA VPN: {v}",
    "clave de configuración del 2FA (la del QR): {v}",
    "setup key for the Bazefield authenticator → {v}",
    "secreto TOTP del banco wey: {v}",
    "ndi nga clave 2FA: {v}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    spaced = index % 2 == 1 and "otpauth" not in template
    return {"v": v.totp_secret(rng, spaced), "u": rng.choice(_USERS)}


_totp = _Family("otp_secret", _TOTP, _totp_draw, "v")


_CODES = [
    "verification code: {v}",
    "tu código de verificación es {v}, no lo compartas",
    "{v} is your Greenbyte sign-in code",
    "me llegó el código {v} wey, pásalo rápido",
    "Bancomer: Tu clave de acceso es {v}. No la compartas con nadie.",
    "código stiʼ banco nga {v}",
]  # fmt: skip


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"v": v.until(rng, _j((D, 6)), lambda s: s[0] not in "01")}


_codes = _Family("otp_code", _CODES, _code_draw, "v")


_NETWORKS = ["Panaderia Na Chica 2.4", "Eolica Ventosa Taller", "Hamacas Xadani", "Mezcal Ayutla",
             "Coop Camaron SC", "MetMast-M2", "Bodega Totopo 5G"]  # fmt: skip
_WIFI = [
    "wifi {n}, key {pw}",
    "la contraseña del wifi {n} es {pw}",
    "Network: {n} / {pw}",
    "WIFI:T:WPA;S:{n};P:{pw};;",
    "nmcli dev wifi connect '{n}' password '{pw}'",
    "el wifi de la panadería? {pw} wey",
    "wifi stiʼ {n} nga {pw}",
    "Guest network {n}\npassword: {pw}",
    "ssid,psk\n{n},{pw}",
    "red {n} → clave {pw}",
    "WPA key for {n} is {pw}",
    "wifi {n} — contra {pw} (neta no la pases)",
    "hey assistant, the wifi in the {n} shed is {pw}",
    "Ayuuk wifi {n}: contraseña {pw}",
    "Ikoots wifi {n}: {pw}",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"{n}\"\n  psk=\"{pw}\"\n}}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    makers = [
        lambda g: f"{g.choice(_FOOD).lower()}{g.choice(_WIND).lower()}{g.randrange(1000, 10_000)}",
        lambda g: _r(g, ALNUM, 16),
        lambda g: f"{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice('!#$%')}",
    ]
    return rng.choice(makers)(rng)


_wifi = _Family("wifi_key", _WIFI, _with(_wifi_key, n=_NETWORKS), "pw")


_SPACED = [
    "read out over the radio: {v}",
    "Kyle dictated the Bazefield key in groups: {v}",
    "la llave en grupos: {v}",
    "ndi nga llave: {v}",
    "voice memo: the token is {v}",
]  # fmt: skip


def _spaced_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    raw = _r(rng, [ALNUM, HEX, LOWER_DIGITS][index % 3], 32)
    size = [4, 4, 8, 5][index % 4]
    sep = [" ", " - ", " · ", " | ", ", "][index % 5]
    return {"v": sep.join(raw[i : i + size] for i in range(0, len(raw), size))}


_spaced = _Family("spaced_token", _SPACED, _spaced_draw, "v")


_PINS = [
    "PIN of the totopo bakery's alarm: {v}",
    "el NIP de la tarjeta de la coop es {v}",
    "combinación del candado de la bodega de camarón: {v}",
    "door code of the substation gate → {v}",
    "NIP stiʼ tarjeta nga {v}, cadi guinie'lu",
    "la clave del candado de las hamacas es {v} wey",
    "keypad code for the tower base door (WTG-07): {v}",
    "PIN del celular de guardia: {v}",
    "código de la caja fuerte del mezcal 👉 {v}",
]  # fmt: skip


def _pin_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    digits = [4, 6, 5][index % 3]
    return {"v": v.until(rng, _j((D, digits)), lambda s: s[0] not in "01" and len(set(s)) > 2)}


_pins = _Family("pin", _PINS, _pin_draw, "v")


_PHRASE_WORDS = ["norte", "totopo", "hamaca", "agave", "camaron", "aspa", "torre", "salina",
                 "laguna", "iguana", "huipil", "jicara", "tortuga", "palmera", "garza", "viento",
                 "mango", "tamarindo", "copal", "zapote"]  # fmt: skip
_PHRASES = [
    "passphrase for the backup drive: {v}",
    "frase de contraseña del disco: {v}",
    "the vault passphrase is {v}",
    "ndi nga frase nagaachi: {v}",
    "keepass master passphrase → {v}",
    "la frase clave del respaldo es {v} wey",
    "passphrase (BitLocker on the SCADA laptop): {v}",
    "contraseña larga del NAS: \"{v}\"",
]  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = rng.sample(_PHRASE_WORDS, rng.choice([4, 5]))
    if index % 3 == 1:
        words = [w.capitalize() for w in words]
    return {
        "v": ["-", " ", ".", "-"][index % 4].join(words)
        + ("" if index % 2 else str(rng.randrange(10, 100)))
    }


_phrases = _Family("passphrase", _PHRASES, _phrase_draw, "v")


_AUTH = {
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Bearer {v}' https://api.greenbyte.lan/v2/alarms": False,
    "header q manda el POS: Authorization: Basic {v}": True,
    "authorization: bearer {v}": False,
    "Postman env, Authorization = Basic {v}": True,
    "Proxy-Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nDB_HOST=pg.istmo.lan\nDB_USER=camaron\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_USER: panaderia\n    POSTGRES_PASSWORD: {pw}",
    "config.yaml (scada-bridge):\nopcua:\n  endpoint: opc.tcp://scada-gw.istmo.lan:4840\n  password: \"{pw}\"",
    "settings.py:\nDATABASES = {{\"default\": {{\"USER\": \"hamacas\", \"PASSWORD\": \"{pw}\"}}}}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "appsettings.json:\n{{\"Smtp\": {{\"User\": \"avisos@istmo.mx\", \"Password\": \"{pw}\"}}}}",
    "telegraf.conf:\n[[inputs.modbus]]\n  name = \"WTG-14\"\n[[outputs.influxdb]]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "mosquitto passwd source file:\nlogger-m2:{pw}",
    "application.properties:\nspring.datasource.username=pos\nspring.datasource.password={pw}",
    "~/.pgpass:\npg.istmo.lan:5432:camaron:coop:{pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "ansible inventory, host_vars/lidar-ridge.yml:\nansible_user: mantto\nansible_password: {pw}",
    "config.h (ESP32 on the shrimp pond sensor):\n#define WIFI_SSID \"Coop Camaron SC\"\n#define WIFI_PASS \"{pw}\"",
    "Node-RED flows_cred.json decrypted:\n{{\"mqtt-broker\": {{\"user\": \"nodered\", \"password\": \"{pw}\"}}}}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "rclone.conf (clear text, oops):\n[nas]\ntype = sftp\nhost = nas.istmo.lan\npass = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[07:42] Tomasa: la contra del wifi?\n[07:43] Chayo: {pw}",
    "[21:10] Kyle: root pw for the met-mast box?\n[21:12] Mette: {pw}",
    "Heriberto: {pw} es la nueva del BakeSmart",
    "Siobhan: use {pw}, that's what the lidar has now",
    "[06:05] Xhuba: diidxa' nagaachi cubi nga {pw}\n[06:06] Tomasa: xquixe pe' lii",
    "Vicenta: neta ya la cambié, ahora es {pw}",
    "[13:30] Aniceto: contra del Wansoft wey\n[13:31] Gudelia: {pw}",
    "Graham: new one for the HMI — {pw}",
    "Isaura: ahí te va, {pw} 🤫",
    "Fulgencio (Ayutla): contraseña cubi {pw}, Dioxy'ajtkëp",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_RECOVERY = [
    "BitLocker recovery key of the SCADA laptop: {v}",
    "clave de recuperación de BitLocker de la compu de la panadería → {v}",
    "recovery key for the Bancomer token app: {v}",
    "ndi nga clave de recuperación: {v}",
]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"v": "-".join(_r(rng, D, 6) for _ in range(8))}
    return {"v": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(6))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "v")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 66), (_logins, 26), (_spelled, 14), (_cli, 34), (_urls, 14), (_vendors, 50),
    (_bare, 10), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 12),
    (_national, 22), (_backups, 6), (_totp, 6), (_codes, 6), (_wifi, 16), (_spaced, 10),
    (_pins, 9), (_phrases, 8), (_auth, 6), (_configs, 16), (_chats, 10), (_recovery, 4),
]  # fmt: skip


def _in_clean(secret: str) -> bool:
    return any(secret in text for text in _CLEAN_BLOB)


def _fresh(sample: Sample, seen: set[str]) -> bool:
    return sample.secret not in seen and not _in_clean(sample.secret)


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive).

    A sample whose secret was drawn before, or that a clean text holds, is drawn again."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        take: Taker = family.take if isinstance(family, _Family) else family
        for first in take(rng, n):
            sample = first
            for _ in range(200):
                if _fresh(sample, seen):
                    break
                sample = take(rng, 1)[0]
            else:
                raise ValueError("no fresh secret drawn")
            seen.add(sample.secret)
            out.append(sample)
    return out


def _english_seed(g: random.Random) -> str:
    return _seed(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Greenbyte admin password is": "{s}", "lidar service pw:": "{s} (since the firmware update)",
    "la contraseña del BakeSmart es": "{s}", "diidxa' nagaachi nga": "{s}",
    "Wansoft password": "{s}\ncámbiala después de la Vela", "la contra es": "{s} wey",
    "Aquabyte password": "{s}", "the password Kyle read out over the radio was": "{s}, I think",
    "contraseña Ayuuk:": "{s}", "Ruggedcom pw": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Greenbyte API key", "{s}", _j((HEX, 32))),
    ("split_token", "llave de Paynom:", "{s} (cobros de totopos)", _j("pn_sk_", (ALNUM, 32))),
    ("split_token", "Aplazo client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "palabras de la cartera", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 08/35", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HR"))),
    ("split_backup", "códigos de respaldo", "{s}\nq7rz-88kd\nm2xv-04tn", lambda g: f"{_r(g, LOWER_DIGITS, 4)}-{_r(g, LOWER_DIGITS, 4)}"),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CURP", "{s}", _curp),
    ("split_phrase", "frase del respaldo", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"bazefield": {"url": "https://bazefield.istmo.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "chayo.r", "contra": "{s}"}}': ("meta_password", _plain_pw),
    '{"loggers": [{"mast": "M1"}, {"mast": "M2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["modpoll", "-m", "tcp", "-u", "mantto", "-P", "{s}", "10.44.2.14"]}': ("meta_password", _plain_pw),
    '{"nota": "diidxa\' nagaachi stiʼ computadora nga {s}"}': ("meta_password", _plain_pw),
    '{"pwd": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the lidar as mantto with the password {s}"}': ("meta_password", _plain_pw),
    '{"greenbyte": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"bancomerSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"aquabyte_token": "{s}"}': ("meta_token", _j((ALNUM, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"pago": {"tarjeta": "{s}", "vence": "03/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"comprador": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "JO")),
    '{"empleado": {"curp": "{s}"}}': ("meta_id", _curp),
    '{"mfa": {"backup_codes": ["{s}", "q7rz-88kd", "m2xv-04tn"]}}': ("meta_otp", lambda g: f"{_r(g, LOWER_DIGITS, 4)}-{_r(g, LOWER_DIGITS, 4)}"),
    '{"cartera_coop": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bodega": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Bodega Totopo 5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"windcube-v2.1-fw-4.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/istmo/scada-bridge:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"scada: add yaw misalignment alarm", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pos: revert IEPS rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"ventas_2033-05-12.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"produccion-camaron-2032.parquet").hexdigest()

CLEAN = [
    "Acuérdate de cambiar la contraseña del BakeSmart antes de la Vela de mayo.",
    "Chayo pidió la contra del wifi; está en la tarjetita del cajón de la caja.",
    "Policy: farm passwords are at least 14 characters and live only in the vault.",
    "No peguen contraseñas en el grupo de WhatsApp, neta, usen el gestor.",
    "The `.env.example` line `GREENBYTE_API_TOKEN=changeme` is a placeholder; the real token is in the vault.",
    "El Wansoft pide contraseña nueva cada 90 días, q flojera.",
    "Replace <YOUR_BAZEFIELD_KEY> in the README with the key from your Bazefield profile.",
    "PAYNOM_SECRET_KEY and APLAZO_API_KEY must be set before the nightly sync runs.",
    "Cadi guinie'lu diidxa' nagaachi stiluʼ ni gasti' tu.",
    "Xquixe pe' lii, Na Chica, por los totopos de ayer.",
    "Ka' mëët ni pën, the shop's password stays in the vault.",
    "La contraseña debe tener por lo menos catorce caracteres, wey.",
    "Never read a password out over the site radio; the channel is open to every crew.",
    "After five wrong passwords the Ruggedcom locks the account for 15 minutes.",
    "Upgraded the lidar firmware from 4.6 to 4.7.0 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the yaw misalignment alarm.",
    f"Rolled back to {_SHORT} after the IEPS rounding broke the mezcal invoices.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Windcube firmware 4.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of produccion-camaron-2032.parquet: {_SHA512}",
    f"The bridge container runs ghcr.io/istmo/scada-bridge@sha256:{_IMAGE}.",
    f"MD5 of ventas_2033-05-12.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c1b7e-58a2-4d6e-9b10-7ce24a5f0d93 is the slow one in the Greenbyte logs.",
    "Pedido PED-2033-00871: 300 paquetes de totopo de maíz criollo pa Oaxaca.",
    "SD-4472: WTG-14 yaw motor overheating alarm again, third time this week.",
    "Llama a la panadería al +52 971 711 4820 antes del mediodía.",
    "El camión con el camarón sale de Salina Cruz por la carretera federal 185.",
    "Lote de mezcal LM-TOB-2033-014, 48 % Alc. Vol., 120 botellas de 750 ml.",
    "HS code 2208.90 covers mezcal; 0306.17 is frozen shrimp.",
    "El código postal de Juchitán es 70000 y el de Salina Cruz 70600.",
    "ISBN 978-607-16-4512-3 es el libro de cocina istmeña del estante.",
    "WTG-07 produced 2.91 MWh on 2033-02-14 with a mean wind speed of 13.4 m/s.",
    "The norte season peaks in December; gusts at La Ventosa passed 110 km/h last year.",
    "Factura A-1187 por 42 hamacas matrimoniales, pagada el 2033-03-02.",
    "Route 185D from Juchitán to Salina Cruz is closed at km 12 for repairs.",
    "Vestas V90 serial numbers on the north row run from 20871 to 20898.",
    "La contraseña no se manda por correo, se da en persona.",
    "Kyle asked for the met-mast modem password; tell him to open a ticket.",
    "Reset your own Greenbyte password from the login page; IT can't see it.",
    "My card ending 4418 was declined at the Ixtepec hardware store.",
    "The Peruvian importer wants the IBAN printed without spaces on the invoice.",
    "Imprime los códigos de respaldo del correo y guárdalos en la caja fuerte.",
    "No wallet support team will ever ask for your recovery words.",
    "Keep `BAZEFIELD_API_KEY` in the secrets store, never in the repository.",
    "El candado de la bodega de camarón se oxida con la brisa; hay q aceitarlo.",
    "The guest wifi at the hammock workshop is open, no password needed.",
    "Pond 7: 11.2 t harvested, average weight 18.4 g, survival 72 %.",
    "The bakery's comal runs at 230 °C; a batch of totopos takes 14 minutes.",
    "Tonight's Vela Pineda starts at 21:00 in the Juchitán market square.",
    "Gearbox oil sample GB-2033-0412 from WTG-22 shows 38 ppm iron.",
    "Ticket SD-4490: the Wansoft printer at the mezcal shop needs paper.",
    "PO 4500218834 to Deutsche Windtechnik for 6 pitch bearings.",
    "Blade inspection report BI-2033-W14-B2 found leading-edge erosion on 3 m.",
    "Crew change at 06:00; uptower work stops above 15 m/s.",
    "The 2FA setup for Bazefield takes two minutes; ask Mette for the guide.",
    "Shrimp price today: 185 pesos per kilo, size 21/25.",
    "Zapotec class Thursday: 'padiuxi' is hello, 'xquixe' is thanks.",
    "The hammock workshop's phone is +52 971 714 0236, ask for Isaura.",
    "CURP and RFC go on the new hire form; HR keeps it, not the chat.",
    "Mezcal tobalá batch 2033-07 rested 8 months in glass before bottling.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/istmo/greenbyte", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 871}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "SD-4472", "turbine": "WTG-14"}',
    '{"lote": {"id": "LM-TOB-2033-014", "abv": 48, "botellas": 120}}',
    '{"telefono": "+52 971 711 4820", "ciudad": "Juchitán"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "paquetes_totopo": 300}',
    '{"hs_code": "2208.90", "origen": "MX", "descripcion": "mezcal"}',
    '{"pond": 7, "harvest_t": 11.2, "avg_weight_g": 18.4}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
_CLEAN_BLOB = [*CLEAN, *_CLEAN_METADATA_JSON]
