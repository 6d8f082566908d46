# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-seventieth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-sixty-seventh's
docstring, the fifth to two-hundred-and-sixty-seventh only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-sixty-eighth and two-hundred-and-sixty-ninth), any other test, the reports, the
benchmarks, the rest of docs/security.md, the changelog nor the git history, and the scrubber was
never run on it. Its own seed (270518364), password words (a Tarija grape or singani and a
number and a sign; a yerba bag's weight, `Kaa500g`; a Quechua word of Sucre and a year; a
chocolate's cacao share; a Guaraní word and a barge's name; a ruin's name and a ticket year; a
generator's three dashed groups; random runs), names, places, templates, tools, vendors and
layouts, the way the staff of a fictional company (Kuarahy Sur S.R.L., with the Bodega Churqui
Alto winery in Tarija, the Chocolates Kusikuy shop in Sucre, the Molino Ka'a Poty yerba mate mill
near Encarnación, a ticket desk at the Jesuit ruins of Trinidad and a barge office, Chatas del
Sur, on the Paraná) leak secrets into an assistant's memory. Every company, person, address and
number is fictional; only the region is real. The texts are chats with times (WhatsApp groups,
Signal, a truckers' "zap"), notes, tickets, wiki table rows,
e-mails, runbooks, READMEs, shell prompts, voice-memo transcripts, dictated and spelled text and
requests to the assistant itself; the separators run from a colon, "is" (`es`, `é`, `ha'e`,
`is`), a dash and an arrow (`→`, `->`, `=>`) to an emoji (`🍷`, `🧉`, `🔑`), a new line,
guillemets, quotes, a table bar and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to 267
that name each): in none, Tarija, Encarnación, Churqui, singani, `añay`, `yusulpayki`, pgbadger,
and the vendors Truckpad, Fretebras, Repom, Pamcard, Sascar, Omnilink, Onixsat, Autotrac, Buonny,
Trafegus, Frete.com, Senior Sistemas, Protheus, Vision Banco, Soli Pagos, Simple QR, Banco
Familiar, Billetera Personal, Aquí Pago and Pago Express; in one, Sucre, Paraná, Guaraní,
Jopara, `aguyje`, `avavépe`, `pakasqa`, `valeu`, `parceiro`, `Ka'a`, Tannat, `tereré`,
streamlink, ffprobe, zabbix_get, RENAVAM, `py.ruc`, and the vendors Bancard, Pagopar, Libélula,
Khipu, dLocal, Zimple, Infonet, SIFEN, Iugu, Pagar.me, Vindi, Zoop, Getnet, Frenet, Kangu,
Melhor Envio, Intelipost, Z-API, TotalVoice and Cobli; in two, `ñe'ẽñemi`, zabbix_sender,
instaloader, glances, netdata, pmm-admin, wal-g, `check_http -a`, `cl.rut`, `uy.rut` and
`ar.cbu`; in three, Trinidad, mpc, gh-ost, mariabackup, xtrabackup, pt-table-checksum, encfs
and `mysqlshow`. The common layouts (env files, `export`, docker-compose, `.pgpass`, database
URLs, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the `WIFI:` QR string) are in
wordings of their own.

About half of the secret samples are in other languages than English: Bolivian Spanish as it is
texted (`la contra`, `contraseña`, `clave`, `pin`, `código`, `es`, `aquí está`, `ahí va`,
`nomás`, `q`, `xfa`, `grax`, `no le digas a nadie`, `no pasés a nadie`, `oye`, `che`, `pues`);
Guaraní and Jopara (`ñe'ẽñemi` "password", `ñe'ẽñemi ha'e` "the password is", `che` "my",
`nde` "your", `papapy` "number", `ko'ápe` "here", `aguyje` "thanks", `ani remombe'u avavépe`
"don't tell anyone", and Jopara's `la contraseña ha'e`, `pio`, `katu`, `upéa`, `voi`);
Quechua words of Sucre (`pakasqa simi` "hidden word", `yupay` "number", `kayqa` "here it is",
`añay` and `yusulpayki` "thanks", `ama pimanpas willankichu` "don't tell anyone", `sumaq`,
`inti`, `killa`, `wayra`, `kusi` in passwords and names); and the Portuguese of Brazilian
truckers (`senha`, `a senha é`, `tá aqui`, `chave`, `código`, `cartão`, `valeu`, `parceiro`,
`não passa pra ninguém`, `zap`, `carreta`, `frete`). The wordings are the author's
approximations, checked by no speaker; the thinnest guesses are the Quechua ones (`pakasqa simi`
for a password, `kayqa` before a value, `ama pimanpas willankichu`), then Guaraní's `ani
remombe'u avavépe`, `papapy` for a card's or a PIN's number and `ñe'ẽñemi` for a wifi key, and
the Jopara `ha'e` as a bare "is" before a value.

Vendors (the trucking and payment ones above) were grepped by name, each in at most one earlier
corpus. No shape here is one the author knows to be real: every one is a guess (hex, base64,
URL-safe, upper-case and alphanumeric runs, UUIDs, JWTs for Truckpad, Omnilink and Melhor Envio, and
the `bc_live_`, `ppar_`, `lib_sk_`, `sascar_`, `rpm-`, `zapi_`, `kng_`, `fbr_`, `zpk_prod_` and `sk_`
prefixes); the
JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Paraguay's
RUC (`stdnum.py.ruc`), Brazil's CPF and CNPJ (`stdnum.br.cpf`, `stdnum.br.cnpj`), Argentina's
CUIT and CBU (`stdnum.ar.cuit`, `stdnum.ar.cbu`), Chile's RUT (`stdnum.cl.rut`) and Uruguay's
RUT (`stdnum.uy.rut`). Kinds no library or this file checks (no check-digit algorithm is written
here; the shapes are guesses): a Bolivian carnet de identidad with its department's extension,
a Bolivian NIT, a Paraguayan cédula, a Brazilian CNH and RENAVAM, a Brazilian RNTRC and
passports of Bolivia, Paraguay and Brazil. Card numbers pass Luhn (Elo and Cabal prefixes,
guesses, drawn here, and the value helpers' Visa, Mastercard, Amex and Diners, checked with
python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only, none read as a year.
Bolivia and Paraguay issue no IBANs; the IBANs are of Brazil, Lebanon, the Falkland Islands,
Somalia, Djibouti, Burundi, the British Virgin Islands and Saint Lucia (a rough count of the
country codes in heldouts 5 to 267 finds each in twenty-one to twenty-three corpora, about the
fewest), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
Spanish, Portuguese, French, Italian, Czech, Korean, Japanese and Simplified Chinese lists, each
drawn until `Mnemonic(lang).check` accepts it. Every secret is drawn again until it is new and
no clean text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import functools
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
from stdnum.ar import cuit as ar_cuit
from stdnum.br import cnpj as br_cnpj
from stdnum.br import cpf as br_cpf
from stdnum.cl import rut as cl_rut
from stdnum.py import ruc as py_ruc
from stdnum.uy import rut as uy_rut

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 270_518_364
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"bascula-ka-a-poty-fw-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kuarahysur/tickets-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"tickets: add Trinidad night tour", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"barges: fix draft units", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cata_tannat_2032.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"zafra-yerba-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Churqui Alto cellar PC password before the harvest on 2032-02-20.",
    "Wilmer asked for the wifi password of the Sucre shop; it's on the card behind the till.",
    "Policy: Kuarahy Sur passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the WhatsApp group; send a vault link instead.",
    "The `.env.example` line `BANCARD_PRIVATE_KEY=change-me` is a placeholder; the real key is in the vault.",
    "The barge office router asks for a new admin password after every firmware update.",
    "Replace <YOUR_PAGOPAR_TOKEN> in the README with the token from the Pagopar dashboard.",
    "FRETEBRAS_API_KEY and SASCAR_TOKEN must be set before the nightly freight sync runs.",
    "No le digas a nadie tu contraseña, ni al técnico.",
    "Ani remombe'u avavépe nde ñe'ẽñemi.",
    "Ama pimanpas willankichu pakasqa simiykita.",
    "Não passa tua senha pra ninguém, parceiro, nem pro despachante.",
    "La contraseña debe tener por lo menos catorce caracteres, pues.",
    "A senha precisa ter pelo menos catorze caracteres.",
    "Upgraded the cellar's tank controller from 2.6 to 2.7.0 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the Trinidad night tour to the ticket desk.",
    f"Rolled back to {_SHORT} after the draft units broke the barge manifest.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The mill scale firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of zafra-yerba-2031.parquet: {_SHA512}",
    f"The tickets API runs ghcr.io/kuarahysur/tickets-api@sha256:{_IMAGE}.",
    f"MD5 of cata_tannat_2032.csv is {_MD5}, same as the copy on the cellar share.",
    "Request id 3f9c2a71-8b4e-4d06-a1c5-7e2d9b0f6a34 is the slow one in the ticket desk logs.",
    "Pedido PED-2032-00731: 120 cajas de Tannat reserva para La Paz, sale el jueves.",
    "Ticket #5120: the Trinidad turnstile counts twice when it rains.",
    "Llamar a la oficina de Encarnación al +595 71 204 918 antes del mediodía.",
    "Call the Tarija cellar on +591 4 664 2071 after the tasting.",
    "Barcaza CHS-14 lleva 1 450 toneladas de soja, calado 2.9 m, sale de Encarnación el lunes.",
    "Conhecimento de transporte CT-e 000.418.277 série 1, carreta placa BRA2E19.",
    "HS code 0903.00 is maté; 2208.20 covers grape spirits such as singani.",
    "HS 1806.32 is chocolate in bars, not filled; Kusikuy's 72 % bar ships under it.",
    "Lote de yerba LY-2032-0415, 500 g, molienda gruesa, estacionada 18 meses.",
    "Lot 2031-TNT-07 of Tannat rested 14 months in oak; 13.8 % alcohol.",
    "After five wrong passwords the barge office VPN locks the account for 20 minutes.",
    "The secret of a good singani is the Muscat of Alexandria grown above 1 600 m.",
    "Ask Derlis for the mill gate keypad code, I don't have it.",
    "My card ending 4417 was declined at the Sucre market.",
    "The Santos importer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Bancard portal and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TRUCKPAD_API_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the Trinidad storeroom rusts in the humid air; oil it every month.",
    "Ruta 1 km 372 is the turn-off to the Trinidad ruins; Ruta 6 goes north to Ciudad del Este.",
    "ISBN 978-99953-0-412-6 is the Jesuit missions guide at the ticket desk.",
    "The guest wifi 'Trinidad-Visitantes' is open, no password needed.",
    "Código postal 6000 es Encarnación; Tarija usa el código de área 4.",
    "Entrada general a Trinidad: 25 000 guaraníes; estudiantes, la mitad.",
    "Vuelo BOA 612 Tarija–Santa Cruz sale a las 07:40; el bus de Sucre tarda doce horas.",
    "Grupo Bodega: el lunes 09:00 cata de Tannat y Moscatel, no falten.",
    "Ko'ápe oĩ ka'a pyahu, 500 g, 18 000 guaraníes.",
    "Añay, kay chocolateqa sumaqmi kasqa.",
    "Valeu, parceiro, a carreta chegou em Foz às 14h.",
    "The contraseña field on the Libélula form is required; the error says so in red.",
    "Truckpad moved the API key page under Configurações › Integrações in its May release.",
    "Ticket 2032-TRI-00881, adulto, visita nocturna, puerta 2.",
    "Phone of the Sucre shop: +591 4 645 3318; opening hours 09:00–20:00.",
    "The Paraná at Encarnación reads 3.40 m today; barges load to 2.9 m.",
    "Rotate the Bancard keys every 90 days; the last rotation was on 2032-03-01.",
    "The CNH of the new driver is in the HR folder, not here.",
    "Our RUC is printed on every invoice; ask accounting if you need it.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kuarahy/bancard", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 388}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "5120", "pedido": "PED-2032-00731"}',
    '{"lote": {"id": "LY-2032-0415", "peso_g": 500, "estacionada_meses": 18}}',
    '{"phone": "+595 71 204 918", "city": "Encarnación"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bolsas_en_stock": 2210}',
    '{"hs_code": "0903.00", "origin": "PY", "description": "yerba mate"}',
    '{"barcaza": "CHS-14", "calado_m": 2.9, "eta": "2032-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]


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
            for _ in range(1000):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if _fresh(secret):
                    break
            else:
                raise ValueError(f"no fresh secret for {self.cls}")
            _SEEN.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


_SEEN: set[str] = set()
_CLEAN_TEXT = "\n".join(CLEAN + _CLEAN_METADATA_JSON)


def _fresh(secret: str) -> bool:
    """Whether ``secret`` is new and held by no clean text."""
    return secret not in _SEEN and secret not in _CLEAN_TEXT


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_GRAPES = ["Tannat", "Moscatel", "Malbec", "Syrah", "Cabernet", "Singani", "Vischoqueña",
           "Negra", "Criolla", "Torrontes"]  # fmt: skip
_QUECHUA = ["Sumaq", "Inti", "Killa", "Wayra", "Kusi", "Urpi", "Chaska", "Puka", "Yana", "Qori"]
_GUARANI = ["Kuarahy", "Jasy", "Yvoty", "Mbarakaja", "Tajy", "Yvága", "Ñandutí", "Tereré",
            "Paraná", "Karai"]  # fmt: skip
_BARGES = ["CHS14", "Itapua7", "Pirapo3", "Tacuru9", "Yacyreta2", "Carmen11"]
_PLACES = ["Tarija", "Uriondo", "Padcaya", "Sucre", "Yotala", "Tarabuco", "Encarnacion",
           "Trinidad", "Jesus", "Hohenau", "Bella Vista", "Cambyreta", "Foz", "Posadas"]  # fmt: skip
_RUINS = ["Trinidad", "Tavarangue", "JesusDeTavarangue", "SantaMaria", "SanCosme"]
_SYMBOLS = "!#$%&*?@+=^~"


def _gen(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GRAPES)}{g.randrange(1990, 2033)}{g.choice(_SYMBOLS)}",
    lambda g: f"Kaa{g.choice([250, 500, 1000])}g{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_QUECHUA)}{g.choice(_QUECHUA).lower()}{g.randrange(1960, 2031)}",
    lambda g: f"Cacao{g.choice([55, 64, 70, 72, 85])}{g.choice(['Kusi', 'Sucre', 'Yotala'])}{g.choice(_SYMBOLS)}{g.randrange(1, 100)}",
    lambda g: f"{g.choice(_GUARANI)}_{g.choice(_BARGES)}_{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_RUINS)}{g.randrange(1706, 1768)}{g.choice(_SYMBOLS)}{_r(g, LOWER, 2)}",
    _gen,
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PLACES).replace(' ', '').lower()}.{g.choice(_GRAPES).lower()}.{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp 'Bodega Churqui Alto', 07:14, Grover: the tank controller password is {pw}",
    "Signal from Ximena: the Sucre shop's POS admin password {pw}",
    "[21:03] Derlis: mill scale web password → {pw}",
    "Ticket 5133 (ticket desk, Trinidad): turnstile console password {pw}, please rotate",
    "Runbook: barge office VPN\n1. open the client\n2. user ops\n3. password {pw}\n4. pick 'Encarnación'",
    "README (cellar rack)\nthe bottling line HMI is at https://hmi.churqui.lan, admin password `{pw}`.",
    "Hi Rolando,\n\nthe root password on the Tarija cellar server is {pw}. Delete this mail once it's in the vault.\n\nThanks,\nZulema",
    "voice memo, dictated in the truck: the Repom portal password is {pw} full stop",
    "note to self: Trinidad ticket printer service password {pw}",
    "after the reinstall the yerba mill SCADA password became {pw}",
    "can you remember my Vision Banco app password? it's {pw}",
    "password for my Banco Familiar homebanking: {pw}",
    "incident 2032-05-14: the barge office NVR was reachable from the internet with password {pw}",
    "wiki › Bodega › Equipos | tank PLC | password | {pw} |",
    "🍷 cellar PC password: {pw}",
    "oye la contra del sistema de la bodega es {pw}, no le digas a nadie",
    "Mayra: la contraseña de la caja de Kusikuy es {pw} xfa no la pases",
    "la clave del correo de la tienda es {pw} grax",
    "ahí va la contra del router de la bodega 👉 {pw}",
    "contraseña del sistema de boletería: «{pw}»",
    "q la contraseña nueva de la planta es {pw} nomás",
    "che ñe'ẽñemi ha'e {pw}",
    "Nilda: molino computadora ñe'ẽñemi ha'e {pw}, ani remombe'u avavépe",
    "ñe'ẽñemi pyahu ko'ápe: {pw} 🧉",
    "la contraseña de la balanza ha'e {pw} pio",
    "Osvaldo: la contraseña de la oficina de las chatas ha'e {pw}, aguyje",
    "upéa la contraseña katu: {pw}",
    "pakasqa simi: {pw}, ama pimanpas willankichu",
    "kayqa tiendap pakasqa siminqa → {pw}",
    "Percy: chocolate tiendapaq pakasqa simi {pw}, añay",
    "a senha do portal da Pamcard é {pw}",
    "Claudinei: a senha do rastreador da carreta é {pw}, não passa pra ninguém",
    "senha do app de frete tá aqui: {pw} valeu parceiro",
    "Gilmar no zap: senha nova do Sascar {pw}",
    "a senha do computador do posto de pesagem é {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["wilmer", "ximena.c", "grover", "zulema", "rolando", "mayra.q", "percy", "daysi",
          "derlis", "nilda.b", "ramona", "osvaldo", "celeste", "arnaldo", "liz.g", "rodrigo",
          "claudinei", "edvaldo", "rosimeire", "gilmar", "valdir", "svc-bodega", "svc-molino",
          "boleteria", "chatas-ops"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Grover: cellar SCADA login is {u} / {pw}",
    "Ticket 5140: {u} locked out of the mill ERP (Protheus), last password {pw}",
    "usr {u} pwd {pw}",
    "Wiki › Chatas › Routers › barge CHS-14: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| ticket printer | {u} | {pw} |",
    "sign in to the Senior Sistemas HR portal as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "- host: bodega-nas\n  username: {u}\n  password: {pw}",
    "Rolando says the Buonny account is {u} and the password is {pw}",
    "device,login,password\nmill-scale-2,{u},{pw}",
    "usuario {u} y contraseña {pw}, oye",
    "usuario: {u} / contra: {pw} (no le digas a nadie)",
    "Jopara: usuario {u}, ñe'ẽñemi ha'e {pw}",
    "usuario {u}, la contraseña ha'e {pw}",
    "sutiy {u}, pakasqa simi {pw}",
    "usuário {u} e senha {pw}, parceiro",
    "login do Onixsat: {u} / senha {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["chuspita", "chuspa", "sopaipilla", "saice", "chancao", "mbejuete", "chipaguazu",
               "sopaparaguaya", "tarabuqueno", "aguayo", "charango", "cuñapé", "tojori",
               "queso-menonita", "vizcacha", "urundey"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "voice memo: the shop wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "la contra es la palabra {w} y después {d}",
    "la contraseña: {w}, todo junto con {d}",
    "ñe'ẽñemi ha'e ñe'ẽ {w}, upéi {d}",
    "pakasqa simiqa {w} simi, chaymanta {d}",
    "a senha é a palavra {w}, depois {d}, tudo junto",
    "senha: {w} e {d} no final, sem espaço",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "zabbix_get -s mill-plc.kaapoty.lan -k agent.ping --tls-psk-identity ops --tls-psk '{pw}'",
    "zabbix_sender -z zbx.kuarahy.lan -s bodega -k temp.tank3 -o 16 --password '{pw}'",
    "streamlink 'rtsp://{u}:{pw}@cam-trinidad.kuarahy.lan/live' best -o puerta2.ts",
    "ffprobe -v error 'rtsp://{u}:{pw}@cam-chatas.kuarahy.lan:554/ch1'",
    "instaloader --login={u} --password='{pw}' kusikuy.sucre",
    "glances -s --password --username {u} -p '{pw}'",
    "pmm-admin add mysql --username={u} --password='{pw}' bodega-db 127.0.0.1:3306",
    "WALG_S3_PREFIX=s3://backups/bodega PGPASSWORD='{pw}' wal-g backup-push /var/lib/postgresql/16/main",
    "mpc -h '{pw}@radio.kusikuy.lan' play",
    "gh-ost --user={u} --password='{pw}' --host=db.kuarahy.lan --database=tickets --table=entradas --alter='add column tour varchar(20)' --execute",
    "mariabackup --backup --target-dir=/backup/bodega --user={u} --password='{pw}'",
    "xtrabackup --backup --user={u} --password='{pw}' --target-dir=/data/bkp/molino",
    "pt-table-checksum --user={u} --password='{pw}' h=db-molino.kaapoty.lan",
    "mysqlshow --user={u} --password='{pw}' tickets",
    "echo '{pw}' | encfs --stdinpass ~/.cifrado ~/bodega-docs",
    "check_http -H ops.kuarahy.lan -a {u}:{pw} -u /health",
    "pgbadger --prefix '%t [%p]' 'ssh://{u}:{pw}@pg.kuarahy.lan//var/log/postgresql/pg.log'",
    "mysqldump -h db-chatas.kuarahy.lan -u {u} -p'{pw}' barcazas > barcazas.sql",
    "sshpass -p '{pw}' ssh {u}@molino-plc.kaapoty.lan",
    "smbclient //nas-bodega/cata -U '{u}%{pw}'",
    "curl -u {u}:{pw} https://boleteria.kuarahy.lan/api/entradas",
    "redis-cli -h cache.kuarahy.lan -a '{pw}' ping",
    "docker login registry.kuarahy.lan -u {u} -p '{pw}'",
    "7z a -p'{pw}' planillas-zafra.7z planillas/",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "grover@bodega-srv:~$ {c}", "ops@molino:~# {c}",
    "PS C:\\chatas> {c}", "runbook, paso 3:\n{c}", "ticket 5151, what I ran:\n{c}",
    "el comando q corrí: {c}", "comando que rodei no notebook da carreta: {c}",
    "ko'ápe pe comando: {c}", "kayqa kamachiy: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = v.until(rng, _plain_pw, _fresh)
            _SEEN.add(secret)
            text = rng.choice(frames).format(c=template.format(pw=secret, u=rng.choice(_USERS)))
            out.append(Sample(cls, text, secret))
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.kuarahy.lan:5432/bodega",
    "mysql://{u}:{pw}@db-molino.kaapoty.lan:3306/zafra",
    "mongodb+srv://{u}:{pw}@tickets.kuarahy.lan/entradas?retryWrites=true",
    "redis://:{pw}@cache.kuarahy.lan:6379/2",
    "amqp://{u}:{pw}@mq.kuarahy.lan:5672/chatas",
    "sqlserver://sql.kuarahy.lan:1433;database=Protheus;user={u};password={pw};encrypt=true",
    "ftp://{u}:{pw}@ftp.chatasdelsur.com.py/manifiestos/",
    "rtsp://{u}:{pw}@cam-bodega.kuarahy.lan:554/Streaming/Channels/101",
    "mqtt://{u}:{pw}@broker.kaapoty.lan:1883",
    "Server=sql.kuarahy.lan;Database=Boleteria;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "BODEGA_DB_URL={c}", "keep this connection string for me: {c}", "la cadena de conexión es {c}",
    "a string de conexão é {c}", "Ticket 5160: {c}", "wiki › Bases de datos: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kuarahy-sur", "sub": f"cli_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "freight:read orders:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Truckpad", "TRUCKPAD_API_TOKEN", _vendor_jwt("https://api.truckpad.com.br")),
    ("Fretebras", "FRETEBRAS_API_KEY", _j("fbr_", (ALNUM, 32))),
    ("Repom", "REPOM_CLIENT_SECRET", _j("rpm-", (HEX, 40))),
    ("Pamcard", "PAMCARD_API_KEY", _j((UPPER_HEX, 32))),
    ("Sascar", "SASCAR_TOKEN", _j("sascar_", (ALNUM, 36))),
    ("Omnilink", "OMNILINK_ACCESS_TOKEN", _vendor_jwt("https://auth.omnilink.com.br")),
    ("Onixsat", "ONIXSAT_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Autotrac", "AUTOTRAC_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Buonny", "BUONNY_API_KEY", _j((HEX, 40))),
    ("Trafegus", "TRAFEGUS_TOKEN", _j((ALNUM, 48))),
    ("Frete.com", "FRETECOM_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Bancard", "BANCARD_PRIVATE_KEY", _j("bc_live_", (ALNUM, 40))),
    ("Pagopar", "PAGOPAR_PRIVATE_TOKEN", _j("ppar_", (HEX, 40))),
    ("Libélula", "LIBELULA_APPKEY", _j("lib_sk_", (ALNUM, 32))),
    ("Khipu", "KHIPU_SECRET", _j((HEX, 40))),
    ("dLocal", "DLOCAL_SECRET_KEY", _j((ALNUM, 40))),
    ("Zimple", "ZIMPLE_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Infonet", "INFONET_COBRANZAS_KEY", _j((B64, 43), "=")),
    ("SIFEN", "SIFEN_CSC", _j((UPPER_DIGITS, 32))),
    ("Soli Pagos", "SOLI_API_SECRET", _j((URLSAFE, 48))),
    ("Simple QR", "SIMPLEQR_TOKEN", _j((HEX, 64))),
    ("Billetera Personal", "BILLETERA_PERSONAL_KEY", _j((ALNUM, 44))),
    ("Aquí Pago", "AQUIPAGO_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Pago Express", "PAGOEXPRESS_SECRET", _j((HEX, 48))),
    ("Iugu", "IUGU_API_TOKEN", _j((UPPER_HEX, 64))),
    ("Pagar.me", "PAGARME_SECRET_KEY", _j("sk_", (ALNUM, 32))),
    ("Vindi", "VINDI_API_KEY", _j((URLSAFE, 43))),
    ("Zoop", "ZOOP_SECRET_KEY", _j("zpk_prod_", (ALNUM, 28))),
    ("Getnet", "GETNET_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Frenet", "FRENET_TOKEN", _j((UPPER_HEX, 40))),
    ("Kangu", "KANGU_TOKEN", _j("kng_", (HEX, 32))),
    ("Melhor Envio", "MELHORENVIO_TOKEN", _vendor_jwt("https://melhorenvio.com.br")),
    ("Intelipost", "INTELIPOST_API_KEY", _j((HEX, 64))),
    ("Z-API", "ZAPI_CLIENT_TOKEN", _j("zapi_", (UPPER_DIGITS, 32))),
    ("TotalVoice", "TOTALVOICE_ACCESS_TOKEN", _j((HEX, 32))),
    ("Cobli", "COBLI_API_KEY", _j((ALNUM, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker-compose.yml:\n    environment:\n      - {env}={tok}",
    "Dockerfile:\nENV {env}={tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "Kuarahy ERP › Configuración › Integraciones › {vendor} › API key: {tok}",
    "wiki table 'Integraciones': | {vendor} | 2032 | {tok} |",
    "Ticket 5172: {vendor} integration broken, current key {tok}",
    "WhatsApp, Celeste: {vendor} key for the freight sync: {tok}",
    "please keep my {vendor} API key: {tok}",
    "🔑 {vendor} → {tok}",
    "la clave de API de {vendor} es {tok}, no la pases",
    "API key de {vendor} pal sistema de la bodega: {tok}",
    "{vendor} API key ha'e {tok}, aguyje",
    "{vendor} API llave kayqa: {tok}",
    "a chave de API da {vendor} é {tok}, valeu",
    "token da {vendor} pro rastreio das carretas: {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = v.until(rng, make, _fresh)
        _SEEN.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_CODE = [
    'r = requests.post("https://api.pagopar.example/pedidos", headers={{"X-Pagopar-Key": "{t}"}})',
    'const bancard = new BancardClient({{ publicKey: "pk_kuarahy", privateKey: "{t}" }});',
    "$truckpad = new TruckpadClient('kuarahy-sur', '{t}');",
    'TRAFEGUS = {{"base_url": "https://ws.trafegus.example", "token": "{t}"}}',
    '<add key="SascarToken" value="{t}" />',
    'val client = FrenetClient(token = "{t}")',
]  # fmt: skip
_code = _Family("code_token", _CODE, lambda g, i, t: {"t": _r(g, [ALNUM, HEX][i % 2], 40)}, "t")


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}",
                "ahí va el token: {t}", "{t}\n^ new one, the old one is dead",
                "hang on to this for me: {t}", "tá aqui o token {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of tank sensor T-03 (OTAA): {h}": 32,
    "HMAC secret for the Bancard payment webhook: {h}": 64,
    "pre-shared key of the barge office's IPsec tunnel (hex): {h}": 64,
    "clave de cifrado del respaldo de la boletería: {h}": 64,
    "chave AES do rastreador da carreta: {h}": 32,
    "molino backup ñe'ẽñemi (hex) ha'e {h}": 48,
    "Z-Wave S2 key of the cellar door lock: {h}": 32,
    "tienda respaldo llave (hex), kayqa: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket 5180: token copied out of the browser's network tab {t}",
    "Cookie: lang=es-BO; ks_session={t}",
    "TICKETS_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "el token es {t}",
    "o token é {t}",
    "token ha'e {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@kuarahysur.com.py"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.kuarahysur.com.py/realms/ops", "azp": "boleteria"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Tarija cellar server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/boleteria.kuarahysur.com.py.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SIFEN_CERT_KEY": "{key}", "ruc": "emisor"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_chatas <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Ticket 5188, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "la llave privada del servidor:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "chave privada do certificado A1 da transportadora:\n{key}": ("PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MIGkAgEBBDA", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head, tail = [f"-----BEGIN {kind}-----"], [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "wallet backup, copying it off the card before I burn it: {p}": "english",
    "voice memo: the hardware wallet recovery words are {p} and that's all": "english",
    "wiki page 'Fondo yerba wallet (retired)': {p}": "english",
    "frase de recuperación de la billetera de la bodega, no le digas a nadie: {p}": "spanish",
    "frase semente da carteira do frete: {p}": "portuguese",
    "phrase de récupération du portefeuille du client français: {p}": "french",
    "frase di recupero del portafoglio dell'importatore: {p}": "italian",
    "obnovovací fráze peněženky českého odběratele: {p}": "czech",
    "지갑 복구 문구: {p}": "korean",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "钱包助记词：{p}": "chinese_simplified",
    "billetera ñe'ẽ ñemi (12): {p}": "spanish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_of(rng: random.Random, lang: str, words_n: int) -> str:
    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return str(_MNEMO[lang].to_mnemonic(entropy))

    return v.until(rng, make, _MNEMO[lang].check)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    phrase = _seed_of(rng, lang, [24, 12, 12, 18][index % 4])
    phrase = unicodedata.normalize("NFC", phrase) if lang != "japanese" else phrase
    words = phrase.split()
    if lang == "japanese" or "voice" in template:
        return {"p": phrase}
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " ".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
    ]
    return {"p": layouts[index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Elo's, Cabal's: brands the value helpers
    do not know; the prefixes are guesses), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "elo":
        return _card_of(rng, ["636368", "504175", "509048", "650031", "451416"], [16])
    if brand == "cabal":
        return _card_of(rng, ["589657", "603522", "604201"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Zulema: the company card for the bottling spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Ticket 5195: pay the turnstile service visit with card {c}",
    "el número de mi tarjeta es {c}, vence {mm}/{yy}",
    "tarjeta de la bodega: {c} ({mm}/{yy}) no le digas a nadie",
    "che tarjeta papapy: {c}",
    "tarjeta número ha'e {c}, {mm}/{yy}",
    "tarjetay yupay: {c}",
    "número do cartão da transportadora: {c}, validade {mm}/{yy}",
    "cartão combustível: {c}",
    "🧾 Cabal de la chata: {c}",
]  # fmt: skip
_BRANDS = ["visa", "elo", "mastercard", "cabal", "diners", "visa", "elo", "mastercard"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, "cabal" if "Cabal" in template else _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c}, four-digit CID printed above the number: {cvv}",
               "the four small digits on the front of the Amex: {cvv}",
               "los cuatro números chiquitos de adelante de la Amex: {cvv}",
               "Amex {c}, código de seguridad (adelante): {cvv}",
               "os quatro números da frente do Amex: {cvv}",
               "Amex código ha'e {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    cvv = v.until(rng, lambda g: _r(g, D, 4), lambda s: s[:2] not in ("19", "20"))
    return {"c": v.grouped(v.card(rng, "amex"), " ", rng), "cvv": cvv}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"BR": "n" * 23 + "a" + "c", "LB": "nnnn" + "c" * 20, "FK": "aa" + "n" * 12,
                "SO": "n" * 19, "DJ": "n" * 23, "BI": "n" * 23, "VG": "aaaa" + "n" * 16,
                "LC": "aaaa" + "c" * 24}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KS-2032-118: please pay the oak barrels to {i} within 30 days",
    "save the Santos importer's IBAN: {i}",
    "IBAN: {i}\nReference: Tannat lot 07, May",
    "WhatsApp #tesorería: the Beirut cacao broker's new bank details, IBAN {i}",
    "el IBAN del comprador es {i}",
    "IBAN de la distribuidora: {i}, grax",
    "IBAN ha'e {i}",
    "IBAN kayqa: {i}",
    "o IBAN da transportadora é {i}",
    "IBAN pro pagamento do frete: {i}",
    "Stanley wool buyer's IBAN: {i}",
    "IBAN for the Castries chocolate shop: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ruc(g: random.Random) -> str:
    """A Paraguayan RUC: a person's or a company's number and its check digit."""

    def make(h: random.Random) -> str:
        body = h.choice(
            [str(h.randrange(1_000_000, 7_000_000)), str(h.randrange(80_000_000, 80_150_000))]
        )
        return f"{body}-{py_ruc.calc_check_digit(body)}"

    return v.until(g, make, py_ruc.is_valid)


def _cpf(g: random.Random) -> str:
    return v.until(g, v.cpf_number, br_cpf.is_valid)


def _cnpj(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return _r(h, D, 8) + "0001" + _r(h, D, 2)

    return str(br_cnpj.format(v.until(g, make, br_cnpj.is_valid)))


def _cuit(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return h.choice(["20", "27", "30", "33"]) + _r(h, D, 9)

    return str(ar_cuit.format(v.until(g, make, ar_cuit.is_valid)))


def _cbu(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return h.choice(["0110", "0170", "2850", "0720"]) + _r(h, D, 18)

    return v.until(g, make, ar_cbu.is_valid)


def _cl_rut(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return str(h.randrange(5_000_000, 26_000_000)) + h.choice("0123456789K")

    return str(cl_rut.format(v.until(g, make, cl_rut.is_valid)))


def _uy_rut(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.randrange(1, 22):02d}{_r(h, D, 6)}001{h.choice(D)}"

    return v.until(g, make, uy_rut.is_valid)


def _bo_ci(g: random.Random) -> str:
    """A Bolivian carnet de identidad: seven digits and the department (TJ, CH); no public check."""
    return f"{g.choice('1234567')}{_r(g, D, 6)} {g.choice(['TJ', 'CH', 'Tja.', 'Ch.'])}"


def _bo_nit(g: random.Random) -> str:
    """A Bolivian NIT: ten digits, no check verified here."""
    return g.choice("1234") + _r(g, D, 9)


def _py_cedula(g: random.Random) -> str:
    """A Paraguayan cédula: seven digits grouped with dots, no public check."""
    n = str(g.randrange(1_000_000, 7_000_000))
    return f"{n[0]}.{n[1:4]}.{n[4:]}"


def _cnh(g: random.Random) -> str:
    """A Brazilian CNH registration: eleven digits (its check digits are not computed here)."""
    return "0" + _r(g, D, 10)


def _renavam(g: random.Random) -> str:
    """A Brazilian RENAVAM: eleven digits (its check digit is not computed here)."""
    return "00" + _r(g, D, 9)


def _rntrc(g: random.Random) -> str:
    return "0" + _r(g, D, 8)


def _passport(prefix: str, n: int) -> Maker:
    return lambda g: prefix + _r(g, D, n)


_ID_PLACES: dict[str, Maker] = {
    "RUC de la chatera para la factura: {s}": _ruc,
    "che RUC ha'e {s}": _ruc,
    "Paraguayan RUC of the yerba mill, for the export form: {s}": _ruc,
    "CPF do motorista Claudinei: {s}": _cpf,
    "meu CPF é {s}, não passa pra ninguém": _cpf,
    "CNPJ da transportadora de Foz: {s}": _cnpj,
    "Brazilian CNPJ of the Santos importer: {s}": _cnpj,
    "CUIT del despachante de Posadas: {s}": _cuit,
    "Argentine CUIT of the Posadas customs broker, for the invoice: {s}": _cuit,
    "CBU de la cuenta en Posadas pa' los fletes: {s}": _cbu,
    "RUT chileno del importador de Antofagasta: {s}": _cl_rut,
    "Chilean RUT of the wine buyer in Santiago: {s}": _cl_rut,
    "RUT uruguayo del distribuidor de Montevideo: {s}": _uy_rut,
    "mi carnet de identidad es {s}, no le digas a nadie": _bo_ci,
    "Grover's Bolivian ID card (CI) for the payroll: {s}": _bo_ci,
    "NIT de la bodega para facturar: {s}": _bo_nit,
    "che cédula papapy: {s}": _py_cedula,
    "número da minha CNH: {s}": _cnh,
    "RENAVAM da carreta: {s}": _renavam,
    "RNTRC do Valdir: {s}": _rntrc,
    "Bolivian passport of the sommelier: {s}": _passport("BO", 7),
    "pasaporte paraguayo de la guía de Trinidad: {s}": _passport("P", 7),
    "passaporte do Edvaldo: {s}": _passport("FZ", 6),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 3)}{_r(rng, D, 3)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = ["Bancard portal 2FA recovery codes\n{codes}",
            "spare sign-in codes for the company's Google Workspace {codes}",
            "códigos de respaldo del 2FA de la bodega: {codes}",
            "códigos de backup da conta do frete:\n{codes}",
            "2FA códigos ko'ápe: {codes}",
            "Truckpad backup codes: {codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 3) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_RECOVERY = ["BitLocker recovery key of the cellar laptop: {k}",
             "clave de recuperación del disco de la boletería: {k}",
             "chave de recuperação do notebook da carreta: {k}",
             "recovery key ha'e {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template or index % 2 == 0:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(6))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")

_SEEDS_2FA = ["otpauth://totp/Pagopar:ximena@kuarahysur.com.py?secret={s}&issuer=Pagopar&digits=6",
              "manual setup key for the Vision Banco login: {s}",
              "clave secreta del 2FA (si no escanea el QR): {s}",
              "chave do autenticador, digita se o QR não ler: {s}",
              "otpauth://totp/Repom:gilmar?secret={s}&issuer=Repom",
              "TOTP secret for the Sascar portal: {s}"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")

_CODES = ["{c} is your Bancard verification code",
          "Tu código de verificación Tigo Money es {c}. No lo compartas con nadie",
          "Vision Banco: su código es {c}, no lo comparta",
          "Seu código Pamcard: {c}. Não informe a ninguém",
          "código ha'e {c}, ani remombe'u avavépe",
          "Use {c} to sign in to Truckpad",
          "oye, el código q me llegó: {c}"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Churqui-Bodega", "Churqui Alto Sala de Cata", "Kusikuy-Tienda", "KaaPoty-Molino-5G",
          "Trinidad Boleteria", "Chatas del Sur Oficina", "Tigo-Encarnacion-2G", "Entel-Sucre-5G",
          "Personal-Hohenau", "Carreta do Gilmar"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "shop network {s}, password {pw}",
    "wifi at the tasting room: {s} / {pw}",
    "la contra del wifi {s} es {pw}",
    "wifi {s} → contraseña: {pw}",
    "wifi {s} ñe'ẽñemi ha'e {pw}",
    "wifi {s} pakasqa simin: {pw}",
    "a senha do wifi {s} é {pw}",
    "the key printed under the Tigo router: {pw}",
    "Raspberry Pi first boot, wireless: SSID {s}, passphrase {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("bc_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("fbr_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "letra por letra: {t}",
          "letra por letra, parceiro: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the cellar door keypad takes {pw} then #", "padlock on the Trinidad storeroom: {pw}",
          "el candado del depósito del molino: {pw}", "el pin de la tarjeta de la bodega es {pw}",
          "candado ko'ápe: {pw}", "PIN papapy ha'e {pw}", "punku yupay: {pw}",
          "a senha do cadeado da carreta é {pw}", "PIN do cartão combustível: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["churqui", "algarrobo", "tannat", "singani", "tajibo", "mburucuya", "tereré",
                 "chata", "calado", "molienda", "aguayo", "charango", "cacao", "urpi",
                 "jasy", "kuarahy"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the cellar vault: {p}": " ",
            "KeePass database passphrase: {p}": " ",
            "frase de contraseña del respaldo: {p}": "-",
            "frase-senha do cofre: {p}": ".",
            "ñe'ẽñemi (frase) ha'e {p}": " ",
            "encrypted USB passphrase (ticket desk): {p}": "_",
            "backup passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia export, header Authorization: Basic {v}": True,
    "curl -H 'Authorization: Bearer {v}' https://api.kuarahysur.com.py/v1/chatas": False,
    "Postman: Authorization = Basic {v}": True,
    "el header es Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nDB_HOST=pg.kuarahy.lan\nDB_USER=bodega\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  db:\n    environment:\n      MYSQL_ROOT_PASSWORD: {pw}",
    "~/.pgpass:\npg.kuarahy.lan:5432:bodega:grover:{pw}",
    "zabbix_agentd.conf:\nTLSPSKIdentity=molino\nDBPassword={pw}",
    "netdata go.d/mysql.conf:\njobs:\n  - name: bodega\n    dsn: netdata:{pw}@tcp(127.0.0.1:3306)/",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'tickets', 'PASSWORD': '{pw}'}}}}",
    "appsettings.json:\n{{\"Smtp\": {{\"User\": \"boleteria\", \"Password\": \"{pw}\"}}}}",
    "application.properties:\nspring.datasource.username=chatas\nspring.datasource.password={pw}",
    "glances.conf:\n[passwords]\nbodega-srv={pw}",
    "pmm-agent.yaml:\nserver:\n  address: pmm.kuarahy.lan:443\n  username: admin\n  password: {pw}",
    "/etc/wal-g.env:\nPGUSER=walg\nPGPASSWORD={pw}",
    "config.yaml (Home Assistant secrets):\nmqtt_password: {pw}",
    "mpd.conf:\npassword \"{pw}@read,add,control\"",
    "msmtprc:\naccount kusikuy\nuser tienda@kusikuy.bo\npassword {pw}",
    "[client]\nuser=molino\npassword={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Grover: wifi password of the tasting room?\nMayra: {pw}",
    "[06:12] derlis: root pw for the mill server?\n[06:13] osvaldo: {pw}",
    "Celeste: {pw} is the new ticket desk admin password",
    "Wilmer: use {pw}, that's what I set for the cellar router",
    "Zulema: la nueva es {pw} 🤫",
    "[19:40] Ramona: contraseña?\n[19:41] Liz: {pw}",
    "Nilda: ñe'ẽñemi pyahu ha'e {pw}",
    "Percy: musuq pakasqa simi {pw}",
    "Gilmar: senha nova é {pw}",
    "[05:02] Rosimeire: qual a senha do rastreador?\n[05:03] Valdir: {pw}",
    "Arnaldo: {pw} — esa es la contra de la chata",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 50),
    (_code, 6), (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 23), (_backups, 6), (_recovery, 4), (_totp, 6),
    (_codes, 7), (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5),
    (_configs, 16), (_chats, 10),
]  # fmt: skip


def _english_seed(g: random.Random) -> str:
    return _seed_of(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the cellar SCADA password is": "{s}", "mill scale pw:": "{s} (since the scale swap in March)",
    "la contra es": "{s}", "ticket desk password": "{s}\nchange it after the season",
    "ñe'ẽñemi ha'e": "{s}", "pakasqa simi:": "{s}", "a senha é": "{s}", "barge router password": "{s}",
    "the password Claudinei read out over the radio was": "{s}, I think", "contraseña:": "{s} grax",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Pagopar private token", "{s}", _j("ppar_", (HEX, 40))),
    ("split_token", "Fretebras key:", "{s} (freight board)", _j("fbr_", (ALNUM, 32))),
    ("split_token", "Getnet client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "cold wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "BR"))),
    ("split_backup", "Bancard recovery codes", "{s}\nKXR204-7QM2D\nBTW881-H3VZ9", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "RUC", "{s}", _ruc),
    ("split_phrase", "vault passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = v.until(rng, make, _fresh)
    _SEEN.add(secret)
    return template.replace("{s}", secret), secret


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"bodega": {"url": "https://scada.churqui.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "derlis", "clave": "{s}"}}': ("meta_password", _plain_pw),
    '{"routers": [{"name": "chata-a"}, {"name": "chata-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mariabackup", "--backup", "--user", "bkp", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"nota": "la contra del molino es {s}"}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the ticket desk as boleteria with the password {s}"}': ("meta_password", _plain_pw),
    '{"bancard": {"private_key": "{s}"}}': ("meta_token", _j("bc_live_", (ALNUM, 40))),
    '{"truckpadToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"kangu_key": "{s}"}': ("meta_token", _j("kng_", (HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "cabal"), " ", g)),
    '{"importador": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LB")),
    '{"motorista": {"cpf": "{s}"}}': ("meta_id", _cpf),
    '{"mfa": {"recovery_codes": ["{s}", "KXR204-7QM2D", "BTW881-H3VZ9"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"fondo_yerba_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"deposito": {"candado_codigo": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Churqui-Bodega", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


@functools.cache
def _all() -> tuple[tuple[Sample, ...], tuple[FieldPair, ...], tuple[MetadataSample, ...]]:
    """Every planted sample, drawn once so that no secret repeats across the three kinds."""
    _SEEN.clear()
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    pairs = [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    meta = [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]
    return tuple(out), tuple(pairs), tuple(meta)


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return list(_all()[0])


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    return list(_all()[1])


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    return list(_all()[2])
