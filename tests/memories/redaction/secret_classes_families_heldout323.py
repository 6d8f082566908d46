# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-twenty-third corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-twenty-first's
docstring, the fifth to three-hundred-and-twenty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (322, 324, 325), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (323_640_091), password words (a
Chapaco or mining thing and a place, `SinganiCamargo47!`; dot-joined `tunupa.socavon.1957`; a
relative's name, a year and a symbol; leet `S1ng4n1`; a generator's dashed groups; random runs).

The fictional company is Bodegas y Turismo Kunturi Chapaca SRL (a singani and Tannat winery in
the Valle de Concepción near Tarija, a Cerro Rico mine-tour office in Potosí and a salt-block
hostel at Colchani by the Salar de Uyuni), with staff and relatives in Buenos Aires, Santa Cruz's
Okinawa colony and Naha; every company, person, address, domain (`kunturi.lan`,
`kunturi-chapaca.net`) and number is invented, only the region (Tarija, Potosí, Uyuni) is real.
Texts: chats with times, tickets, notes, runbooks, shell prompts, config and env files,
voice-note transcripts and requests to the assistant; separators from a colon, `es`, `=`, `->`,
an arrow, `-qa … -mi`, `-xa … -wa`, `は`, `wa`, a fullwidth colon, to a new line.

Grep counts (heldouts 5 to 321 naming each, grep -l): none for Kunturi, Chapaca, Cerro Rico,
Camargo, Cinti, Tupiza, Villazón, Llallagua, Nakandakari, `pasukōdo`, `パスコード`, `ehhh`,
`uchinaanchu`; one for Tarija, Singani, Incahuasi, socavón, saice, cholo, `ya pues`,
`contraseñaqa`, Deswik, Surpac, Datamine, Micromine, Wenco, MineStar, Certiq, pgbadger, ziti,
`nomad var`, `eas secret`, `plain-text-password`, `mariadb-secure`; two for Tannat, Tunupa,
Colchani, `ch'alla`, `pasuwaado`, Vintrace, InnoVint, freebcp, fbtracemgr, opensips-cli,
`dig -y`, `keyvault secret set`, virt-customize, cloudflared, locust, MPD_HOST,
`reset_password.php`, createAndPromote, snmptrap, `py.ruc`; three for Potosí, `ukawa`,
`chamber write`, `ssm put-parameter`, notarytool, `nvram set`, espota, webrepl, murmurd,
`rcon.password`, onecli, virt-sysprep, wrk, newman, evans, zerotier, `pe.cui`, `uy.rut`, `ar.cbu`;
Higa (20) and `erke` (39) are the most used.

About half of the secret samples are not in English: Bolivian Spanish with Chapaco slang
(`¡ehhh cholo!`, `la clave es … nomás`, `cuñau`, `changuito`, `ya pues`), Quechua of the mining
towns (`contraseñanqa … -mi`, `pakasqa siminqa`, `ama pimanpas willankichu`, `yupaykunata`),
Aymara words (`contraseñaxa … ukawa`, `imantat aru`, `janiw khitirus yatiyamti`), the
Argentine Spanish of the relatives in Buenos Aires (`che, anotá`, `la clave del home banking`,
`boludo`, `no se la pases a nadie, ¿dale?`) and the Japanese of the Okinawan-Bolivian families,
in kana and kanji (`パスワードは`, `パスコード`, `暗証番号`) and romanised texting (`pasuwaado wa`,
`pasukōdo`, `nifee debiru`, `chibariyo`). The Argentine and Bolivian Spanish and the Japanese in
kana are ordinary usage; the author's guesses, checked by no speaker, are every Quechua and
Aymara suffix and phrase (`-qa`, `-mi`, `-xa`, `-wa`, `imantat aru`, `pakasqa simi`, the
warnings), the Chapaco slang spellings and the Okinawan words in romanised texting.

Vendors: invented ones (ChapacoPay `chp_live_`, CerroRicoSMS `crs-`, UyuniTours `uyt_`,
SinganiCloud `sgc.`, TunupaTrack UUIDs, VendimiaERP `vnd_`; shapes guessed), real ones with
guessed shapes (Vintrace, InnoVint, Deswik, Micromine, Wenco, MineStar, Tigo Money, BancoSol,
Mercado Pago, Ualá) and the known GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google,
Hugging Face, npm, SendGrid, Telegram, Linear, Doppler, Sentry, Tailscale, Groq, Replicate,
Postman, Shopify, DigitalOcean, Grafana, Docker Hub, Brevo, NVIDIA, age and Vault shapes; the JWTs
are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Argentina's CUIT/CUIL
(`ar.cuit`) and CBU (`ar.cbu`), Chile's RUT (`cl.rut`), Peru's CUI (`pe.cui`), Paraguay's RUC
(`py.ruc`), Uruguay's RUT (`uy.rut`) and Japan's corporate number (`jp.cn`); Bolivia's carnet de
identidad and NIT and a Japanese passport carry no check here. Cards pass Luhn (`stdnum.luhn`);
IBANs of the Holy See, the Faroe Islands, Greenland, São Tomé and Príncipe, Kosovo, Mauritania,
Yemen and Iraq (the fewest by a rough grep of their names), checked with `stdnum.iban`; seed
phrases from mnemonic's English, Spanish, Japanese and Portuguese lists, checked with
`Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.cl import rut as cl_rut
from stdnum.jp import cn as jp_cn
from stdnum.pe import cui as pe_cui
from stdnum.py import ruc as py_ruc
from stdnum.uy import rut as uy_rut

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 323_640_091
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


_THINGS = ["Singani", "Tannat", "Moscatel", "Chicha", "Saice", "Rosquete", "Chancao", "Camacheña",
           "Socavon", "Pallaqueo", "Tolqa", "Estaño", "Plata", "Llijta", "Quinua", "Vicuña",
           "Flamenco", "Cactus"]  # fmt: skip
_THINGS_ASCII = [t.replace("ñ", "n") for t in _THINGS]
_PLACES = ["Camargo", "Cinti", "Concepcion", "SanLorenzo", "EntreRios", "Padcaya", "Tupiza",
           "Villazon", "Llallagua", "CerroRico", "Colchani", "Tunupa", "Incahuasi", "Uyuni",
           "Potosi", "Tarija", "Naha", "Palermo", "Quilmes"]  # fmt: skip
_NAMES = ["Rosmery", "Wilder", "Eusebia", "Jhonny", "Teofilo", "Kenji", "Sachiko", "Mirtha",
          "Facundo", "Ximena", "Grover", "Abdon", "Yhamil", "Nelida", "Takeshi", "Marisol",
          "Delfin", "Brisa", "Oscarcito", "Luzmila"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+="
_LEET = ["S1ng4n1", "T4nn4t", "P0t0s1", "Uyun1", "C4m4rg0", "Tunup4", "Ch1ch4", "S0c4v0n"]


def _bottle(g: random.Random) -> str:
    """A wine and a vintage, the way the cellar crew jokes a password together."""
    grape = g.choice(["Tannat", "Moscatel", "Syrah", "Malbec"])
    return f"{grape}{g.randrange(1995, 2031)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_S, _T, _P, _N = _SYMBOLS, _THINGS_ASCII, _PLACES, _NAMES
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_T)}{g.choice(_P)}{g.randrange(10, 100)}{g.choice(_S)}",
    lambda g: ".".join(w.lower() for w in g.sample(_T, 2)) + f".{g.randrange(1940, 2030)}",
    lambda g: f"{g.choice(_N).lower()}{g.randrange(1955, 2012)}{g.choice(_S)}{g.choice(_P)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2031)) + g.choice(_SYMBOLS),
    _bottle,
    lambda g: f"{g.choice(_P).lower()}_{g.choice(_T).lower()}_{g.randrange(10, 99)}",
    lambda g: f"Veta{g.randrange(100, 1000)}{g.choice(_THINGS_ASCII)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_S) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_THINGS_ASCII).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}De{g.choice(_PLACES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Vintrace admin password for the Concepción cellar: {pw}",
    "InnoVint login password (harvest 2033 crush pad): {pw}",
    "Deswik workstation in the Potosí office, password {pw}",
    "Micromine licence server admin password -> {pw}",
    "Wenco dispatch console password is {pw}",
    "MineStar Health web password: {pw}",
    "Ticket KUN-4471 (Colchani hostel): the Cloudbeds front-desk password is {pw}",
    "note to self: the Tupiza booking PC password = {pw}",
    "runbook step 3: log into the fermentation-tank PLC, password {pw}",
    "Hey assistant, store this for me: the cellar NAS password is {pw}",
    "voice note, Wilder, 07:42: ok so the bottling line HMI password is {pw}, write it down",
    "Rosmery 09:13: the new password for the tasting-room POS is {pw}",
    "Password for the Uyuni salt-hotel router admin page → {pw}",
    "The Cerro Rico tour tablet's password was changed to {pw} yesterday.",
    "¡Ehhh cholo! la contraseña del router de la bodega es {pw} nomás",
    "cuñau, la clave del wifi de Camargo es {pw}, no la pases a cualquiera",
    "changuito, anotá la contraseña de la compu de facturación: {pw}",
    "Ya pues, la clave del sistema de la vendimia es {pw}",
    "contraseña de la cámara de la bodega = {pw}",
    "Jhonny 18:05: la clave nueva del Vintrace es {pw}, ya pues",
    "Grover: la contraseña del correo de reservas, {pw}, no la cambies sin avisar",
    "che, anotá: la clave del home banking de la tía Mirtha es {pw}",
    "boludo, la contraseña del Mercado Pago de Facundo es {pw}, no se la pases a nadie, ¿dale?",
    "Facu 22:40: la clave de la compu de Palermo es {pw} viste",
    "tía Mirtha (audio): nene, la contraseña del correo es {pw}, ¿la anotaste?",
    "Mina computadorapa contraseñanqa {pw}-mi, ama pimanpas willankichu",
    "Wifiq pakasqa siminqa: {pw}",
    "Abdon 06:10: socavón tablet contraseñanqa {pw} kachkan",
    "Eusebia: oficinapi computadorapa contraseñan {pw}-mi",
    "Contraseñaxa {pw} ukawa, janiw khitirus yatiyamti",
    "Imantat aru (Colchani wifi): {pw}",
    "Nelida: jach'a computadorana contraseñapaxa {pw}",
    "パスワードは {pw} です。だれにも言わないでね",
    "事務所のパソコンのパスワード：{pw}",
    "Kenji: ojiisan no pasokon no pasuwaado wa {pw} da yo",
    "Sachiko 20:15: wifi no pasuwaado wa {pw}, nifee debiru",
    "Takeshi: Naha no apaato no pasuwaado → {pw}",
    "新しいパスワードは「{pw}」になりました",
]  # fmt: skip
_said = _Family("label_password", _SAID, _with(_pw), "pw")


_USERS = ["rosmery", "wilder.m", "eusebia", "jhonny.v", "teofilo", "kenji.higa", "sachiko.n",
          "facundo", "ximena.arce", "grover", "abdon.c", "yhamil", "nelida", "takeshi"]  # fmt: skip
_LOGINS = [
    "Vintrace login: {u} / {pw}",
    "creds for the Wenco server are {u} and {pw}",
    "usuario: {u}, contraseña: {pw}",
    "usuario {u} clave {pw} (sistema de reservas Colchani)",
    "{u}:{pw}@ftp.kunturi-chapaca.net",
    "sign in to the InnoVint crush pad as {u} with {pw}",
    "ユーザー名：{u} パスワード：{pw}",
    "yuusaa {u}, pasuwaado {pw}",
    "Usuario: {u} | Contraseña: {pw} | Sistema: MineStar",
    "u={u} p={pw}",
    "login {u} y contraseña {pw}, che",
    "Usuarioqa {u}, contraseñaqa {pw}-mi",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_plain_pw, u=_USERS), "pw")


_SAID_WORDS = ["singani", "tannat", "saice", "chancao", "rosquete", "tunupa", "socavon", "llijta",
               "vicuna", "flamenco", "tolqa", "quinua"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w} followed by {d}",
    "la contraseña es la palabra {w} y después el número {d}",
    "la clave es {w} con mayúscula adelante y {d} al final, todo junto: {W}{d}",
    "type {w}, then {d}; that's the admin password for the bottling HMI",
    "{w}{d}, that's what I set for the router at Colchani",
    "el nombre del perro de la abuela, {w}, seguido de {d}",
    "pasuwaado wa {w} no ato ni {d}",
    "contraseñanqa {w} simi, chaymanta {d} yupay",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word, number = rng.choice(_SAID_WORDS), str(rng.randrange(100, 10_000))
    if "{W}{d}" in template:
        return {
            "w": word,
            "W": word.capitalize(),
            "d": number,
            "secret": word.capitalize() + number,
        }
    return {"w": word, "W": word.capitalize(), "d": number,
            "secret": word + number if "{w}{d}" in template else word}  # fmt: skip


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "freebcp kunturi..ventas out ventas.dat -S sql-tarija -U {u} -P {pw} -c",
    "fbtracemgr -se localhost:service_mgr -user SYSDBA -password {pw} -list",
    "opensips-cli -x mi -u {u} -p {pw} get_statistics all",
    "virt-customize -a colchani-pos.qcow2 --root-password password:{pw}",
    "virt-sysprep -d tupiza-kiosk --root-password password:{pw}",
    "onecli config show --bmc {u}:{pw}@10.40.2.11",
    "vmrun -T ws -gu {u} -gp {pw} runProgramInGuest vinos.vmx /bin/ls",
    "steamcmd +login {u} {pw} +quit",
    "turnadmin -a -u {u} -r kunturi.lan -p {pw}",
    "sipsak -s sip:recepcion@pbx.kunturi.lan -a {pw} -u {u}",
    "zabbix_sender -z zbx.kunturi.lan -s {u} -k tank.temp -o 14 --password {pw}",
    "net ads join -U {u}%{pw}",
    "nsupdate -y hmac-sha256:{u}:{pw} dns-update.txt",
    "nvram set wl0_wpa_psk={pw} && nvram commit",
    "espota.py -i 10.40.7.21 -a {pw} -f tank_sensor.bin",
    "murmurd -ini murmur.ini -supw {pw}",
    "mcrcon -H 10.40.9.3 -p {pw} 'say hola'",
    "wrk -t2 -c10 -d30s -H 'X-Admin-Password: {pw}' https://reservas.kunturi.lan/",
    "newman run reservas.postman_collection.json --env-var admin_password={pw}",
    "locust -f carga.py --host https://{u}:{pw}@api.kunturi.lan",
    "pgbadger -o informe.html 'postgres://{u}:{pw}@db.kunturi.lan/vendimia'",
    "cloudflared access login --password {pw}",
    "snmptrap -v3 -u {u} -l authPriv -a SHA -A {pw} -x AES -X {pw} 10.40.1.1 '' coldStart.0",
    "php admin/cli/reset_password.php --username={u} --password={pw}",
    "php maintenance/createAndPromote.php --sysop {u} {pw}",
    "mariadb-secure-installation --password={pw}",
    "chamber write kunturi/prod db_password {pw}",
    "aws ssm put-parameter --name /kunturi/db --type SecureString --value {pw}",
    "az keyvault secret set --vault-name kunturi-kv --name db-pass --value {pw}",
    "nomad var put kunturi/db password={pw}",
    "eas secret:create --scope project --name ADMIN_PASSWORD --value {pw}",
    "xcrun notarytool submit Kunturi.zip --apple-id {u}@kunturi-chapaca.net --password {pw}",
    "ziti edge login ctrl.kunturi.lan:1280 -u {u} -p {pw}",
    "evans --host grpc.kunturi.lan --header password={pw} repl",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "wilder@bodega-srv:~$ {c}", "root@colchani-pos:/# {c}",
    "PS C:\\Users\\rosmery> {c}", "kenji@naha-mac ~ % {c}", "history | tail:\n  512  {c}",
    "el comando que corrí: {c}", "ejecuté esto ayer: {c}", "kore wo jikkou shita: {c}",
    "kay kamachiyta churarqani: {c}", "Ticket KUN-5102, paso 2:\n{c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@db.kunturi.lan:5432/vendimia",
    "mysql://{u}:{pw}@reservas.kunturi.lan/colchani",
    "amqp://{u}:{pw}@mq.kunturi.lan:5672/tanques",
    "redis://:{pw}@cache.kunturi.lan:6379/0",
    "mongodb+srv://{u}:{pw}@cluster0.kunturi-chapaca.net/tours",
    "ftp://{u}:{pw}@ftp.kunturi-chapaca.net/etiquetas/",
    "smtp://{u}:{pw}@mail.kunturi-chapaca.net:587",
    "rtsp://{u}:{pw}@cam-socavon.kunturi.lan:554/live",
    "DATABASE_URL=postgresql://{u}:{pw}@10.40.3.8/vendimia",
    "la cadena de conexión: Server=sql-tarija;Database=Ventas;User Id={u};Password={pw};",
    "mqtt://{u}:{pw}@sensores.kunturi.lan:1883",
    "jdbc:postgresql://db.kunturi.lan/vendimia?user={u}&password={pw}",
]  # fmt: skip
_urls = _Family("connection_string", _URLS, _with(_plain_pw, u=_USERS), "pw")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("ChapacoPay", "CHAPACOPAY_SECRET_KEY", _j("chp_live_", (ALNUM, 32))),
    ("CerroRicoSMS", "CERRORICO_SMS_TOKEN", _j("crs-", (LOWER_DIGITS, 36))),
    ("UyuniTours", "UYUNITOURS_API_KEY", _j("uyt_", (ALNUM, 30))),
    ("SinganiCloud", "SINGANICLOUD_TOKEN", _j("sgc.", (URLSAFE, 40))),
    ("TunupaTrack", "TUNUPATRACK_API_KEY", lambda g: v.uuid4(g, "b")),
    ("VendimiaERP", "VENDIMIA_ERP_KEY", _j("vnd_", (HEX, 40))),
    ("Vintrace", "VINTRACE_API_TOKEN", _j((HEX, 40))),
    ("InnoVint", "INNOVINT_API_KEY", _j((ALNUM, 40))),
    ("Deswik", "DESWIK_LICENSE_KEY", _j((UPPER_HEX, 32))),
    ("Wenco", "WENCO_API_SECRET", lambda g: v.uuid4(g, "9")),
    ("Tigo Money", "TIGOMONEY_API_KEY", _j((HEX, 32))),
    ("BancoSol", "BANCOSOL_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Mercado Pago", "MP_ACCESS_TOKEN",
     _j("APP_USR-", (D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9))),
    ("Ualá", "UALA_CLIENT_SECRET", _j((ALNUM, 48))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Slack", "SLACK_BOT_TOKEN",
     lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 48), "T3BlbkFJ", (URLSAFE, 48))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("Google Maps", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Telegram", "TELEGRAM_BOT_TOKEN",
     lambda g: f"{g.randrange(10**9, 8 * 10**9)}:AA{_r(g, URLSAFE, 33)}"),
    ("Linear", "LINEAR_API_KEY", _j("lin_api_", (ALNUM, 40))),
    ("Doppler", "DOPPLER_TOKEN", _j("dp.st.prd.", (ALNUM, 43))),
    ("Sentry", "SENTRY_AUTH_TOKEN", _j("sntrys_", (B64, 60))),
    ("Tailscale", "TS_AUTHKEY", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52))),
    ("Replicate", "REPLICATE_API_TOKEN", _j("r8_", (ALNUM, 37))),
    ("Postman", "POSTMAN_API_KEY", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Shopify", "SHOPIFY_ADMIN_TOKEN", _j("shpat_", (HEX, 32))),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Grafana", "GRAFANA_SA_TOKEN", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Docker Hub", "DOCKERHUB_TOKEN", _j("dckr_pat_", (URLSAFE, 27))),
    ("Brevo", "BREVO_API_KEY", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA", "NVIDIA_API_KEY", _j("nvapi-", (URLSAFE, 64))),
    ("age", "SOPS_AGE_KEY", _j("AGE-SECRET-KEY-1", (UPPER_DIGITS, 58))),
    ("Vault", "VAULT_TOKEN", _j("hvs.", (URLSAFE, 90))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    'export {env}="{tok}"',
    "{vendor} API key: {tok}",
    "la API key de {vendor} es {tok}",
    "clave de API de {vendor}: {tok}",
    "{vendor} no API kii wa {tok}",
    "{vendor} APIキー：{tok}",
    "che, el token de {vendor}: {tok}",
    "Integraciones › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    "docker-compose.yml:\n  environment:\n    - {env}={tok}",
    "{vendor}paq API key-nqa {tok}-mi",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    rows = list(v.cycle(rng, _VENDORS, n))
    for index, (vendor, env, make) in enumerate(rows):
        template = _NAMED[index % len(_NAMED)]
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(env=env, vendor=vendor, tok=tok), tok))
    return out


_HEX_PLACES = {
    "KUNTURI_SIGNING_KEY={h}": 64,
    "la llave de la API del tanquero: {h}": 32,
    "Reservas webhook secret → {h}": 40,
    "ENCRYPTION_KEY: {h}": 64,
    "Colchani POS device key, do not lose: {h}": 32,
    "暗号キー：{h}": 48,
    "hmac_secret = {h}": 64,
    "llave maestra del VendimiaERP: {h}": 40,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = _r(rng, HEX, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "KUN-5230: token sacado de la pestaña de red del navegador {t}",
    "Cookie: lang=es-BO; kunturi_session={t}",
    "RESERVAS_ACCESS_TOKEN={t}",
    "guardame este bearer token {t}",
    "toukun wa {t}",
    "el token de Facu: {t}",
    "curl -H 'Authorization: Bearer {t}' https://api.kunturi-chapaca.net/tours",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@kunturi-chapaca.net"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.kunturi-chapaca.net", "azp": "reservas", "role": "cajero"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "llave del servidor de la bodega, guardala bien:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/reservas.kunturi-chapaca.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "host": "ftp.kunturi-chapaca.net"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_potosi <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "KUN-5311, pegado por el integrador:\n{key}": ("PRIVATE KEY", "\n"),
    "サーバーの秘密鍵：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMw",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head, tail = [f"-----BEGIN {kind}-----"], [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus wallet recovery phrase (the old tour-deposit wallet): {p}": "english",
    "voice note: the Trust Wallet words are {p} and that's all of them": "english",
    "seed de la billetera de Facu, anotala: {p}": "english",
    "frase de recuperación de la billetera de la bodega: {p}": "spanish",
    "palabras de respaldo, no las pierdas cholo:\n{p}": "spanish",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "frase de recuperação da carteira do primo em São Paulo: {p}": "portuguese",
    "Ledger backup words, Kenji's: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    words = str(_MNEMO[lang].to_mnemonic(entropy)).split()
    space = "\u3000" if lang == "japanese" else " "
    layouts = [
        space.join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        "\n".join(space.join(words[k : k + 4]) for k in range(0, len(words), 4)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], length: int) -> str:
    prefix = rng.choice(prefixes)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_PLACES = [
    "tarjeta de la bodega: {c} vence 08/34",
    "Mirtha: nene, el número de mi tarjeta es {c}",
    "card on file for the Colchani hostel: {c}",
    "カード番号：{c}",
    "kaado bangou wa {c} desu",
    "tarjetaq yupaynin: {c}",
    "pagá con esta, che: {c}",
    "Visa corporativa {c}, 11/35",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = index % 4
    if kind == 0:
        number = v.card(rng, "visa")
        number = number if len(number) == 16 else _card_of(rng, ["4"], 16)
    elif kind == 1:
        number = _card_of(rng, ["51", "53", "2223"], 16)
    elif kind == 2:
        number = _card_of(rng, ["3528", "3580"], 16)
    else:
        number = _card_of(rng, ["589562", "603522"], 16)  # Naranja, Cabal-like prefixes
    return {"c": v.grouped(number, ["-", " ", "", " "][index % 4], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")

_CVV_PLACES = [
    "Visa {c} exp 03/34, código de seguridad {cvv}",
    "los tres números de atrás de la tarjeta son {cvv} ({c})",
    "カード {c} のセキュリティコード：{cvv}",
    "card {c}, security code on the back: {cvv}",
    "CVV de la tarjeta terminada en {last}: {cvv}",
    "tía: el código de atrás es {cvv}, la tarjeta {c}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card_of(rng, ["4", "54"], 16)
    return {"c": v.grouped(number, " ", rng), "last": number[-4:], "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_cvv", _CVV_PLACES, _cvv_draw, "cvv")


# Countries named least by a rough grep over heldouts 5 to 321; BBAN shapes after stdnum's
# iban.dat (a, n, c as in `secret_classes_values.iban_shaped`).
_IBAN_SHAPES = {"VA": "n" * 18, "FO": "n" * 14, "GL": "n" * 14, "ST": "n" * 21, "XK": "n" * 16,
                "MR": "n" * 23,
                "YE": "aaaa" + "n" * 4 + "c" * 18, "IQ": "aaaa" + "n" * 15}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN del proveedor de barricas: {i}",
    "transferí al IBAN {i}, che",
    "pay the Faroe cooperage invoice to {i}",
    "振込先 IBAN：{i}",
    "cuenta IBAN para el depósito de la tía: {i}",
    "IBAN-niyqa {i}-mi",
    "bank details for the salt buyer — IBAN {i}",
    "IBAN {i} (reembolso del tour)",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cuit(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice(["20", "27", "23"]) + _r(h, D, 8)
        return body + ar_cuit.calc_check_digit(body)

    return str(ar_cuit.format(v.until(g, make, ar_cuit.is_valid)))


def _cbu(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        first = "0" + _r(h, D, 6)
        first += ar_cbu.calc_check_digit(first)
        second = _r(h, D, 13)
        return first + second + ar_cbu.calc_check_digit(second)

    return v.until(g, make, ar_cbu.is_valid)


def _rut_cl(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = str(h.randrange(10_000_000, 25_000_000))
        return body + cl_rut.calc_check_digit(body)

    return str(cl_rut.format(v.until(g, make, cl_rut.is_valid)))


def _cui_pe(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, D, 8)
        return body + pe_cui.calc_check_digits(body)[0]

    return v.until(g, make, pe_cui.is_valid)


def _ruc_py(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = str(h.randrange(1_000_000, 9_000_000))
        return body + "-" + py_ruc.calc_check_digit(body)

    return v.until(g, make, py_ruc.is_valid)


def _rut_uy(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"{h.randrange(1, 22):02d}" + _r(h, D, 6) + "001"
        return body + uy_rut.calc_check_digit(body)

    return v.until(g, make, uy_rut.is_valid)


def _cn_jp(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, D, 12)
        return jp_cn.calc_check_digit(body) + body

    return v.until(g, make, jp_cn.is_valid)


def _ci_bo(g: random.Random) -> str:
    """Bolivia's carnet de identidad: no check digit, an expedition suffix."""
    return f"{g.randrange(3_000_000, 12_000_000)} {g.choice(['TJ', 'PT', 'SC', 'LP'])}"


def _nit_bo(g: random.Random) -> str:
    return str(g.randrange(1_000_000_000, 9_999_999_999))


def _jp_passport(g: random.Random) -> str:
    return g.choice(["TK", "TR", "MZ"]) + _r(g, D, 7)


_NATIONAL: list[tuple[str, Maker]] = [
    ("CUIL de la tía Mirtha: {n}", _cuit),
    ("mi CUIT es {n}, para la factura, che", _cuit),
    ("CBU para la transferencia: {n}", _cbu),
    ("pasame a este CBU: {n}", _cbu),
    ("RUT del importador chileno: {n}", _rut_cl),
    ("Rol Único Tributario {n} (distribuidor de Antofagasta)", _rut_cl),
    ("CUI del guía peruano: {n}", _cui_pe),
    ("DNI (CUI) de la agencia de Puno: {n}", _cui_pe),
    ("RUC paraguayo del proveedor de corchos: {n}", _ruc_py),
    ("RUT de la distribuidora de Montevideo: {n}", _rut_uy),
    ("法人番号：{n}", _cn_jp),
    ("houjin bangou wa {n}", _cn_jp),
    ("carnet de identidad de Eusebia: {n}", _ci_bo),
    ("mi CI es {n}, no lo compartas", _ci_bo),
    ("NIT de la bodega (no lo publiques): {n}", _nit_bo),
    ("パスポート番号：{n}", _jp_passport),
    ("Kenji's passport number: {n}", _jp_passport),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _NATIONAL, n):
        value = make(rng)
        out.append(Sample("national_id", template.format(n=value), value))
    return out


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style == 0:
        return [f"{_r(rng, D, 4)}-{_r(rng, D, 4)}" for _ in range(n)]
    if style == 1:
        return [_r(rng, LOWER_DIGITS, 10) for _ in range(n)]
    return [f"{_r(rng, UPPER, 4)}-{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = [
    "códigos de respaldo de la cuenta de Google de la bodega:\n{codes}",
    "GitHub recovery codes\n{codes}",
    "バックアップコード：{codes}",
    "backup codes del Mercado Pago de Facu: {codes}",
    "2FA backup codes for the Vintrace admin:\n{codes}",
    "códigos de recuperación (Tigo Money): {codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, 10, index % 3)
    sep = ["\n", ", ", " "][index % 3]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


_SEEDS_2FA = [
    "TOTP secret for the reservas admin: {s}",
    "otpauth://totp/Kunturi:rosmery?secret={s}&issuer=Kunturi",
    "clave de configuración del 2FA (la del QR): {s}",
    "2FA setup key for Vintrace: {s}",
    "2段階認証のセキュリティキー：{s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_CODES = [
    "{c} es tu código de verificación de Tigo Money",
    "Tu código de BancoSol es {c}. No lo compartas.",
    "認証コード：{c}",
    "ninshou koodo wa {c} dayo, hayaku",
    "código de verificación de Mercado Pago: {c}",
    "Use {c} to sign in to Vintrace",
]  # fmt: skip

_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Kunturi-Bodega", "KUNTURI_5G", "Colchani-Sal-Hostel", "Tigo-Camargo-2G",
          "Entel_Tupiza", "CerroRico-Tours", "Viva-Uyuni-5G", "Casa Higa Okinawa",
          "Fibertel-Palermo", "Naha-Apaato"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s} / {pw}",
    "red: {s}, clave: {pw}",
    "Network: {s}\nPassword: {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "la clave del wifi {s} es {pw} nomás",
    "{s} no pasuwaado wa {pw}",
    "{s} no パスワードは {pw}",
    "wifi {s}paq contraseñanqa {pw}-mi",
    "che, el wifi es {s} y la contra {pw}",
    "{pw} — esa es la clave del wifi de la bodega",
    "wpa_passphrase for {s}: {pw}",
    "{s}: contraseñaxa {pw} ukawa",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("chp_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("uyt_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["te la dicto letra por letra: {t}", "[dictado por teléfono] {t}",
          "(con espacios para que no se vea en el preview) {t}", "一文字ずつ：{t}",
          "huk huk letrawan: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "  ", "."][index % 3].join(token), "secret": token}


def _spell_take(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _SPELL, n)):
        fields = _spell_draw(rng, index, template)
        out.append(Sample("spaced_token", template.format(t=fields["t"]), fields["t"]))
    return out


_LOCKS = [
    "candado del depósito de barricas: {pw}",
    "código de la puerta de la bodega: {pw}#",
    "PIN de la tarjeta de la tía: {pw}",
    "暗証番号：{pw}",
    "anshou bangou wa {pw}",
    "socavón punkuq kodigon: {pw}",
    "the safe in the Colchani office opens with {pw}",
    "alarma de la casa de Camargo: {pw}",
    "PIN del celular de Facu, por si acaso: {pw}",
    "パスコード：{pw}",
    "pasukōdo wa {pw} ne",
    "keypad at the Tupiza garage takes {pw} then #",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["singani", "tannat", "tunupa", "socavon", "vicuna", "flamenco", "quinua",
                 "llijta", "chancao", "rosquete", "saice", "pallaqueo", "tolqa", "camargo",
                 "colchani", "incahuasi"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the bodega vault: {p}": " ",
            "frase de contraseña del disco de contabilidad: {p}": "-",
            "passphrase de la llave GPG: {p}": " ",
            "パスフレーズ：{p}": ".", "pasufureezu wa {p}": " ",
            "Bitwarden master passphrase (Kenji's): {p}": "-",
            "frase secreta del backup, cholo: {p}": " ",
            "pakasqa rimay (passphrase): {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://tanques.kunturi.lan/api": True,
    "el header que manda el POS: Authorization: Basic {v}": True,
    "Authorization: Bearer {v}": False,
    "Proxy-Authorization: Bearer {v}": False,
    "header: Authorization: Token {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "[database]\nhost = db.kunturi.lan\nuser = vendimia\npassword = {pw}",
    ".env:\nDB_HOST=10.40.3.8\nDB_PASSWORD={pw}\nDB_NAME=vendimia",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "application.properties:\nspring.datasource.password={pw}",
    "wp-config.php: define('DB_PASSWORD', '{pw}');",
    "settings.py: DATABASES = {{'default': {{'PASSWORD': '{pw}'}}}}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  username = \"tanques\"\n  password = \"{pw}\"",
    "bconsole.conf:\nDirector {{\n  Name = kunturi-dir\n  Password = \"{pw}\"\n}}",
    "esphome tank_sensor.yaml:\nota:\n  password: \"{pw}\"",
    "server.properties (Minecraft de los chicos): rcon.password={pw}",
    "murmur.ini: serverpassword={pw}",
    "mpd.conf: password \"{pw}@read,add,control\"",
    "set system root-authentication plain-text-password-value {pw}",
    "/interface wireless security-profiles set default wpa2-pre-shared-key={pw}",
    "values.yaml:\nmariadb:\n  auth:\n    rootPassword: {pw}",
    "odoo.conf:\n[options]\ndb_password = {pw}\nadmin_passwd = change-me-later",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "{pw}, esa es la contraseña nueva del Vintrace",
    "Rosmery 08:02: {pw} <- clave del correo de reservas",
    "apuntá: {pw}. Es la del home banking, che",
    "{pw} — that's the admin password for the Wenco box",
    "{pw} wa atarashii pasuwaado desu",
    "{pw}-mi computadorapa musuq contraseñan",
    "{pw}, eso le puse al router de Camargo",
    "Mirtha: ¿cuál era la clave? / Facundo: {pw}",
    "wifi? / Abdon: {pw}",
    "パスワード？ / ケンジ：{pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "PGPASSWORD={pw} psql -h db.kunturi.lan -U vendimia",
    "MYSQL_PWD='{pw}' mysqldump colchani > backup.sql",
    "RCON_PASSWORD={pw}",
    "GOVC_PASSWORD={pw}",
    "OC_PASS={pw} php occ user:add --password-from-env kenji",
    "export RESTIC_PASSWORD='{pw}'",
    "echo '{pw}' | sudo -S systemctl restart tanques",
]  # fmt: skip
_hidden = _Family("env_password", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 24), (_spelled, 14), (_cli, 34), (_urls, 12), (_vendors, 50),
    (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 12),
    (_national, 20), (_backups, 6), (_totp, 5), (_codes, 6), (_wifi, 16), (_spell_take, 10),
    (_locks, 12), (_phrases, 8), (_auth, 6), (_configs, 16), (_chats, 10), (_hidden, 7),
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
    "the Vintrace admin password is": "{s}", "la clave de la bodega es": "{s} nomás",
    "パスワードは": "{s}", "contraseñanqa": "{s}-mi", "contraseñaxa": "{s} ukawa",
    "che, la clave del home banking:": "{s}", "pasuwaado:": "{s}",
    "Wenco password": "{s}\ncambiala después de la auditoría",
    "contraseña del router Colchani:": "{s}",
    "the password Abdon read out over the radio was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "ChapacoPay secret key", "{s}", _j("chp_live_", (ALNUM, 32))),
    ("split_token", "UyuniTours API key:", "{s} (reservas)", _j("uyt_", (ALNUM, 30))),
    ("split_token", "TunupaTrack client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "frase de recuperación", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 10/35",
     lambda g: v.grouped(_card_of(g, ["4"], 16), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "FO"))),
    ("split_backup", "códigos de respaldo", "{s}\nKQWN-7RT2\nPLMX-4HZ8",
     lambda g: _backup_list(g, 1, 2)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CUIL", "{s}", _cuit),
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
    '{"vintrace": {"url": "https://vintrace.kunturi.lan", "admin_password": "{s}"}}':
        ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "grover", "clave": "{s}"}}': ("meta_password", _plain_pw),
    '{"hmi": [{"name": "linea-1"}, {"name": "linea-2", "web_password": "{s}"}]}':
        ("meta_password", _plain_pw),
    '{"argv": ["freebcp", "ventas", "out", "v.dat", "-U", "sa", "-P", "{s}"]}':
        ("meta_password", _plain_pw),
    '{"nota": "la clave del Wenco es {s}"}': ("meta_password", _plain_pw),
    '{"パスワード": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "entrá a la compu de Palermo con la contraseña {s}, che"}':
        ("meta_password", _plain_pw),
    '{"uyunitours": {"api_key": "{s}"}}': ("meta_token", _j("uyt_", (ALNUM, 30))),
    '{"chapacopaySecret": "{s}"}': ("meta_token", _j("chp_live_", (ALNUM, 32))),
    '{"vintrace_token": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"numero_tarjeta": "{s}", "vence": "07/35"}}':
        ("meta_card", lambda g: v.grouped(_card_of(g, ["54"], 16), " ", g)),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "VA")),
    '{"importador": {"rut": "{s}"}}': ("meta_id", _rut_cl),
    '{"mfa": {"backup_codes": ["{s}", "KQWN-7RT2", "PLMX-4HZ8"]}}':
        ("meta_otp", lambda g: _backup_list(g, 1, 2)[0]),
    '{"billetera": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"deposito": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Kunturi-Bodega", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"tank-controller-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kunturi/reservas:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"reservas: add Colchani room types", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"vendimia: revert brix rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cata_2033-03-12.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Vintrace password before the harvest audit on 2033-03-20.",
    "Facundo asked for the wifi password of the bodega; it's on the card behind the bar.",
    "Policy: Kunturi passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `UYUNITOURS_API_KEY=replace-me` is a placeholder.",
    "The bottling HMI asks for a new admin password after every firmware update.",
    "Replace <YOUR_CHAPACOPAY_KEY> in the README with the key from your dashboard.",
    "VINTRACE_API_TOKEN and WENCO_API_SECRET must be set before the nightly sync runs.",
    "La contraseña tiene que tener por lo menos catorce caracteres, cholo.",
    "Che, no le pases la contraseña a nadie, ¿dale?",
    "Ama pimanpas contraseñaykita willankichu.",
    "Janiw khitirus contraseñama yatiyamti.",
    "パスワードは誰にも教えないでください。",
    "pasuwaado wa dare ni mo oshienaide ne.",
    "¿Dónde guardamos la clave del wifi? Preguntale a Rosmery.",
    "Upgraded the tank controller firmware from 2.6 to 2.7.0 and pymodbus to 3.9.2.",
    f"commit {_COMMIT} adds the Colchani room types.",
    f"Rolled back to {_SHORT} after the brix rounding broke the harvest report.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The tank controller 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The reservas container runs ghcr.io/kunturi/reservas@sha256:{_IMAGE}.",
    f"MD5 of cata_2033-03-12.csv is {_MD5}, same as the copy on the share.",
    "Request id 3f9a2c71-8b4d-4e06-a1f5-7d2c9e0b6a14 is the slow one in the reservas logs.",
    "Orden de compra OC-2033-00217: 300 barricas de roble francés, entrega el jueves.",
    "KUN-4890: the Colchani hostel boiler trips at night again.",
    "Llamá a la bodega de Camargo al +591 4 662 1187 antes del mediodía.",
    "La tienda de Tarija atiende al +591 4 611 5093 de 9 a 18.",
    "Tour del Cerro Rico: salida 08:30, regreso 13:00, Bs 150 por persona.",
    "Tannat 2031 reserva: 14.5 % vol, 6 botellas por caja, Bs 240 la botella.",
    "La vendimia empieza el 2033-02-15; el singani se destila en marzo.",
    "El Salar de Uyuni está a 3 656 m; Colchani queda a 22 km de Uyuni.",
    "After five wrong passwords the Wenco console locks the account for 15 minutes.",
    "The secret of a good saice is the ají colorado, says Eusebia.",
    "Ask Wilder for the barrel-store keypad code, I don't have it.",
    "My card ending 4417 was declined at the Tupiza hardware store.",
    "The Faroe cooperage wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `CHAPACOPAY_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the barrel store rusts; oil it every month.",
    "El guest wifi 'Kunturi-Invitados' es abierto, no hace falta contraseña.",
    "Lote TAN-2031-0412, 2 200 litros, brix 24.1, pH 3.6.",
    "Factura N° 004512 del 2033-04-02, NIT del cliente a pedido.",
    "Vuelo a Buenos Aires: AR 1821, sale 06:15 de Viru Viru, llega 10:40.",
    "Ojiisan no tanjoubi wa 8 gatsu 14 nichi, chibariyo!",
    "Version 4.12.1 of the reservas app fixes the date picker in Safari.",
    "Build 1874 passed; the token count in the prompt was 2 316.",
    "The mine tour insurance policy number is public on the brochure: POL-TUR-2033-88.",
    "Ticket de guardado: habitación 12, check-out 10:00.",
    "The password reset link expires in 30 minutes.",
    "Grover changed his password yesterday; nothing to do for us.",
    "Zabbix alert #51244: tank 7 at 18.4 °C for 20 minutes.",
    "Kenji's flight from Naha lands in Santa Cruz on 2033-05-03 at 22:10.",
    "La clave del éxito del Tannat es el suelo pedregoso de Concepción.",
    "Contraseñaqa chunka tawayuq letrayuq kanan tiyan.",
    "The PIN pad at the tasting room is broken; use the second POS.",
    "API version 2 of the UyuniTours service retires on 2033-09-30.",
    "ISBN 978-99954-1-203-6 is the wine guide in the shop; ten copies left.",
    "Use the code TANNAT10 for ten percent off in the online shop.",
    "Tracking number of the cork shipment: 1Z 9A4 72E 03 1184 4402.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kunturi/vintrace", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 1874}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "KUN-4890", "orden_compra": "OC-2033-00217"}',
    '{"lote": {"id": "TAN-2031-0412", "litros": 2200, "brix": 24.1}}',
    '{"telefono": "+591 4 662 1187", "ciudad": "Camargo"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "botellas_en_stock": 4812}',
    '{"tour": "Cerro Rico", "salida": "08:30", "precio_bs": 150}',
    '{"vuelo": "AR 1821", "origen": "VVI", "destino": "AEP", "fecha": "2033-05-03"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
