# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-seventeenth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four-hundred-and-thirteenth's docstring,
the fifth to four-hundred-and-thirteenth only through grep -l counts (languages, wordings, tools,
vendors, id kinds and IBAN countries already used), the sample types, the value helpers and the
python-stdnum and mnemonic packages; never `memories/`, the tuning, round or concurrent corpora
(414, 415, 416), any other test, the reports, the benchmarks nor the git history, and the scrubber
was never run on it. Its own seed (417_803_265), password words (a bird, fish, plant or boat word
of the Bañado La Estrella with a number and a sign, `YacareTotora47!`; dot-joined words with a
year, `aguape.surubi.2033`; leet `P0m3l0#Lagun4`; random runs with a sign; dashed generator
groups; a trader's nickname and a town, `Dinho@Clorinda2031`).

The fictional company is Ñandubay Norte S.R.L. of Formosa, Argentina: Canoas La Estrella (an
invented boat-tour operator at an invented paraje near Fortín Soledad), Empaque Pomelo Laguna (an
invented grapefruit packer near Laguna Blanca) and the Cooperativa Artesanal Qompi Lapel (an
invented Qom crafts co-op in the barrio Namqom). Staff: Ezequiel Benítez (IT), Mirta Núñez (the
boat guide), Griselda Acosta (the packer's office, who texts in Jopara and Guaraní), Teófilo Gómez
(the co-op, who texts in Qom and Spanish), Anderson "Dinho" Ferreira (a Paraguayan-Brazilian
trader who texts in Portuguese) and the Kovalchuk family (Oksana and Taras, Ukrainian settlers who
text in Ukrainian). Every company, person, address, domain (`nandubay.lan`,
`canoasestrella.example`, `pomelo-laguna.example`, `qompi.example`), account and number is
invented; only the region is real. Texts: WhatsApp chats, tickets, notes, runbooks, shell history,
config and env files, voice-note transcripts, SMS and requests to the assistant; separators: a
colon, `=`, `->`, `→`, `=>`, `/`, `|`, `::`, a tab, `es`, `ningo`, `é`, `—`, a new line, a question
then its answer, a value said first and named after.

Grep counts (heldouts 5 to 413, grep -l): none for `Bañado`, `ñe'ẽñemi`; one for `Clorinda`,
`Pirané`, `sapukai`, `IBAN SV`; two for `pomelo`, `IBAN XK`, `IBAN MR`; three to eight for
`Personal Pay`, `Plaid`, `Formosa`, `Qom`, `Resend`, `IBAN UA`, `IBAN CR`, `Privat24`, `IBAN BY`,
`Guaraní`, `Jopara`, `IBAN BR`, `Neon`, `Monobank`, `MODO`, `Upstash`; thirteen to twenty-five for
`ar.dni`, `py.ruc`, `ua.edrpou`, `ar.cbu`, `br.cpf`, `Toba`, `ua.rntrc`, `br.cnpj`, `ar.cuit`;
`Ukrainian` (49) and `пароль` (152) are common, so `гасло` and `пароль від` stand beside them.
Languages: about half English, config or shell; the rest in the Argentine Spanish of the
northeast as texted (`la contra es`, `che`, `mirá`, `ahicito`), Qom (Toba) with
Spanish loan words (`qom l'aqtaqa`, `qaỹa`), Guaraní (`ñe'ẽñemi`, `ko'ápe`, `aguyje`) and Jopara
(`la clave ningo`, `upéicha`), the Portuguese of a Paraguayan-Brazilian trader (`a senha é`,
`valeu`, `tchê`) and the Ukrainian of a settler family (`пароль від вайфаю`, `гасло`, `пін-код`).
The Qom words, the Guaraní and Jopara spellings and the northeastern slang are my guesses.
Vendors: the invented Estrella Reservas, Pomelo Track, Qompi Shop and Karanda'y Pay, plus
Resend, Plaid, Neon, Upstash, Monobank, GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS,
Google, Hugging Face, npm, SendGrid, Twilio, Telegram, Shopify, DigitalOcean, Linear, Groq,
Sentry, Supabase, Doppler, Vault, Grafana, Docker Hub, PyPI and Tailscale shapes. Ids: Argentina's
CUIT, CBU and DNI, Paraguay's RUC, Brazil's CPF and CNPJ and Ukraine's RNTRC (РНОКПП) and EDRPOU,
each drawn until its `stdnum` module validates it (the DNI's module checks its length only).
IBANs of Ukraine, Brazil, Kosovo, Mauritania, El Salvador and Belarus, checked with
`stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish and Portuguese lists, each
checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Elo and Cabal prefixes).
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
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.ar import dni as ar_dni
from stdnum.br import cnpj as br_cnpj
from stdnum.py import ruc as py_ruc
from stdnum.ua import edrpou as ua_edrpou
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 417_803_265
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"

_r, _j = v.r, v.token
Maker = v.Maker

_BANADO = ["Yacare", "Totora", "Aguape", "Surubi", "Carpincho", "Garza", "Cigüeña", "Pacu",
           "Canoa", "Remo", "Camalote", "Ñandu", "Tatu", "Pomelo", "Palosanto", "Algarrobo",
           "Chamame", "Bañado", "Mburucuya", "Karanday"]  # fmt: skip
_PLAIN_WORDS = ["yacare", "totora", "aguape", "surubi", "carpincho", "garza", "pacu", "canoa",
                "camalote", "tatu", "pomelo", "palosanto", "algarrobo", "chamame", "karanday",
                "mburucuya", "tuyuyu", "biguá", "chaja", "lapacho"]  # fmt: skip
_TOWNS = ["Clorinda", "Pirane", "LasLomitas", "FortinSoledad", "LagunaBlanca", "PozoDelTigre",
          "Ibarreta", "Comandante", "Namqom", "ElColorado"]  # fmt: skip
_NICKS = ["Dinho", "Gringa", "Teo", "Mirtita", "Chelo", "Oksi", "Taras", "Ezequi", "Grise"]
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["P0m3l0", "Y4c4r3", "T0t0r4", "C4m4l0t3", "Sur0b1", "K4r4nd4y", "Ch4m4m3", "B4ñ4d0"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BANADO)}{g.choice(_BANADO)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_PLAIN_WORDS, 2)) + f".{g.randrange(2026, 2040)}",
    lambda g: f"{g.choice(_LEET)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}{g.randrange(1, 99)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: f"{g.choice(_NICKS)}@{g.choice(_TOWNS)}{g.randrange(1990, 2040)}",
    _manager,
    lambda g: f"{g.choice(_PLAIN_WORDS).capitalize()}_{g.randrange(100, 10_000)}_{_r(g, UPPER, 2)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 13),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


def _fam(
    rng: random.Random, cls: str, templates: list[str], n: int, make: Maker = _pw
) -> list[Sample]:
    """``n`` samples of ``cls``, each template (``{pw}``: the secret) before any repeats."""
    return [
        Sample(cls, t.replace("{pw}", secret), secret)
        for t in v.cycle(rng, templates, n)
        for secret in [make(rng)]
    ]


_LABELLED = [
    "Mirta, the Estrella Reservas admin password: {pw}",
    "estrella-reservas login → admin, password → {pw}",
    "Ticket #412 (Canoas La Estrella): router password = {pw}",
    "the packer's Pomelo Track password is {pw}",
    "pw for the Qompi Shop backend :: {pw}",
    "Password | {pw} | (NAS in the boat shed)",
    "NVR password\t{pw}",
    "note to self — cold-room controller password => {pw}",
    "Password for the label printer at Laguna Blanca:\n{pw}",
    "what's the password for the booking tablet?\n{pw}",
    "{pw} — that's the password for the camera box at the pier",
    "che la contra del sistema de reservas es {pw}",
    "mirá, la contraseña nueva del empaque: {pw} no se la pases a nadie",
    "Eze pasame la clave del mikrotik / {pw} ahicito te la mandé",
    "la contra del correo de la coope es {pw} (Teófilo)",
    "contraseña del panel solar del muelle -> {pw}",
    "Griselda: la clave ningo {pw}, ani remombe'u avavépe",
    "ñe'ẽñemi oficina-pe guarã: {pw}",
    "ko'ápe ñe'ẽñemi pyahu: {pw} aguyje",
    "la contraseña ningo {pw} upéicha ojeporu la compu",
    "Teófilo: qaỹa la clave de la compu de la coope {pw} qom l'aqtaqa",
    "nachaxa la contraseña nueva: {pw} — Teófilo, cooperativa Qompi Lapel",
    "Dinho: a senha do sistema é {pw} valeu",
    "tchê, senha do portal da transportadora: {pw}",
    "senha nova do computador do depósito → {pw}",
    "Оксана: пароль від комп'ютера {pw}",
    "Тарас, гасло до пошти: {pw}",
    "пароль від роутера на фермі — {pw}",
    "The Grafana password on the packer box was changed to {pw}",
    "Password / {pw} (Proxmox at the pier office)",
]

_LOGINS = [
    "login: mnunez / {pw}",
    "creds for the Hikvision NVR are admin and {pw}",
    "https://ezequiel:{pw}@git.nandubay.lan/pomelo/track.git",
    "postgres://reservas:{pw}@db.canoasestrella.example:5432/reservas",
    "mysql://qompi:{pw}@10.8.0.12/tienda",
    "redis://:{pw}@cache.nandubay.lan:6379/0",
    "amqp://empaque:{pw}@rabbit.pomelo-laguna.example:5672/",
    "sign in as griselda with {pw}",
    "user: teofilo.gomez  pass: {pw}",
    "Usuario: dinho.ferreira  Contraseña: {pw}",
    "usuário dinho, senha {pw}",
    "користувач: oksana, пароль: {pw}",
    "root:{pw}",
    "mirta@canoasestrella.example:{pw}",
    "| ubiquiti | admin | {pw} |",
    "u=empaque p={pw}",
    "ftp://balanza:{pw}@192.168.10.40/",
    "smtp login reservas@canoasestrella.example / {pw}",
]

_CLI = [
    "$ sshpass -p '{pw}' ssh mirta@pier.nandubay.lan",
    "mysql -u qompi -p{pw} tienda",
    "redis-cli -h cache.nandubay.lan -a {pw} ping",
    "echo '{pw}' | docker login registry.nandubay.lan -u ezequiel --password-stdin",
    "curl -u empaque:{pw} https://track.pomelo-laguna.example/api/lotes",
    "htpasswd -bc /etc/nginx/.htpasswd mirta {pw}",
    "smbclient //nas/boletos -U mirta%{pw}",
    'psql "host=db.nandubay.lan user=reservas password={pw}"',
    "sqlcmd -S sql.nandubay.lan -U sa -P '{pw}'",
    "7z a fotos-coope.7z fotos/ -p{pw}",
    "zip -P {pw} facturas.zip facturas/*.pdf",
    "openssl enc -aes-256-cbc -in cbu.txt -out cbu.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c padron.csv",
    "xfreerdp /v:10.8.0.5 /u:griselda /p:{pw}",
    "echo {pw} | sudo -S systemctl restart reservas",
    "ldapsearch -x -D cn=admin,dc=nandubay,dc=lan -w {pw}",
    "mosquitto_pub -h mqtt.nandubay.lan -u camara -P {pw} -t frio/temp -m 4",
    "keytool -genkey -alias empaque -keystore empaque.jks -storepass {pw}",
    "ipmitool -I lanplus -H 10.8.0.3 -U admin -P {pw} power status",
    "lftp -u balanza,{pw} ftp.pomelo-laguna.example",
    "net use Z: \\\\nas\\fotos {pw} /user:qompi",
    "rabbitmqctl add_user empaque {pw}",
    "restic -r sftp:backup@nas:/restic --password-command 'echo {pw}' backup /srv",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/pier",
    "passwd --stdin mirta <<< '{pw}'",
]

_VENDOR_MAKERS: list[tuple[str, Maker]] = [
    ("GitHub token ghp_", _j("ghp_", (ALNUM, 36))),
    ("GitLab token glpat-", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot token", _j("xoxb-", (D, 11), "-", (D, 12), "-", (ALNUM, 24))),
    ("Stripe secret key", _j("sk_live_", (ALNUM, 24))),
    ("OpenAI key", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic key", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS access key id", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google API key", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face token", _j("hf_", (ALNUM, 34))),
    ("npm token", _j("npm_", (ALNUM, 36))),
    ("SendGrid key", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio auth token", _j("SK", (HEX, 32))),
    ("Telegram bot token", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("Shopify token", _j("shpat_", (HEX, 32))),
    ("DigitalOcean token", _j("dop_v1_", (HEX, 64))),
    ("Linear key", _j("lin_api_", (ALNUM, 40))),
    ("Groq key", _j("gsk_", (ALNUM, 52))),
    ("Sentry token", _j("sntrys_", (ALNUM, 60))),
    ("Doppler token", _j("dp.st.prd.", (ALNUM, 40))),
    ("Vault token", _j("hvs.", (URLSAFE, 90))),
    ("Grafana token", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Docker Hub token", _j("dckr_pat_", (URLSAFE, 27))),
    ("PyPI token", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Tailscale key", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 30))),
    ("Resend key", _j("re_", (ALNUM, 8), "_", (ALNUM, 24))),
    ("Plaid secret", _j((HEX, 30))),
    ("Neon API key", _j("napi_", (LOWER_DIGITS, 64))),
    ("Upstash token", _j("AX", (URLSAFE, 58), "=")),
    ("Monobank X-Token", _j("u", (URLSAFE, 43))),
]
_VENDOR_FRAMES = [
    "{name}: {pw}",
    "Eze, the {name} for the reservas deploy is {pw}",
    "che, te paso el {name} → {pw}",
    "export TOKEN={pw}  # {name}",
    "o {name} da conta do Dinho: {pw}",
    "{name} для каси: {pw}",
    "added the {name} to .env: {pw}",
]


def _vendor(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for (name, make), frame in zip(
        v.cycle(rng, _VENDOR_MAKERS, n), v.cycle(rng, _VENDOR_FRAMES, n), strict=True
    ):
        secret = make(rng)
        out.append(
            Sample("vendor_token", frame.replace("{name}", name).replace("{pw}", secret), secret)
        )
    return out


_INVENTED = [
    "Estrella Reservas API key: {pw}",
    "API key de Pomelo Track: {pw}",
    "Integrations › Qompi Shop: {pw}",
    "Karanda'y Pay integration broken, current key {pw}",
    "clave de API de Karanda'y Pay = {pw}",
    "chave de API do frete (Pomelo Track): {pw}",
    "API-ключ Estrella Reservas: {pw}",
    "ESTRELLA_RESERVAS_API_KEY={pw}",
]


def _invented_key(g: random.Random) -> str:
    return g.choice([_j((HEX, 40)), lambda h: v.uuid4(h, "b"), _j("ky_", (ALNUM, 32))])(g)


_BARE = [
    "{pw}",
    "pegué esto en el grupo sin querer: {pw}",
    "last line of the deploy log: {pw}",
    "Dinho mandou isso no zap: {pw}",
    "в чаті випадково: {pw}",
]
_HEXES = [
    "AES key for the camera archive: {pw}",
    "SESSION_SECRET={pw}",
    "clave de cifrado del backup: {pw}",
    "wireguard psk (pier) {pw}",
    "master key {pw}",
]
_TOTPS = [
    "TOTP secret for the Estrella Reservas admin: {pw}",
    "otpauth://totp/Nandubay:ezequiel?secret={pw}&issuer=Nandubay",
    "2FA setup key (couldn't scan the QR code): {pw}",
    "clave de configuración del 2FA: {pw}",
    "chave do autenticador 2FA: {pw}",
    "секретний ключ 2FA: {pw}",
]
_OTPS = [
    "{pw} is your Karanda'y Pay verification code",
    "Tu código de verificación es {pw}",
    "Seu código de verificação: {pw}",
    "Ваш код підтвердження: {pw}",
    "Use {pw} to sign in to Estrella Reservas",
    "código de seguridad de Mercado Pago: {pw}. No lo compartas.",
    "Griselda: ou código peteĩ, {pw}, ehai pya'e",
    "el código que me llegó por SMS es {pw}",
]
_WIFI = [
    "WIFI:T:WPA;S:Canoas-Estrella-Muelle;P:{pw};;",
    "wifi Empaque Laguna / {pw}",
    "network: Qompi-Coope key {pw}",
    "la clave del wifi del muelle es {pw}",
    "wifi del empaque? \n{pw}",
    "ñe'ẽñemi wifi-pe guarã: {pw}",
    "senha do wifi do depósito: {pw}",
    "пароль від вайфаю на фермі: {pw}",
    "{pw} — that's the wifi password at the lodge",
    'wpa_passphrase="{pw}"',
    "psk={pw}",
    "Guest SSID Estrella-Huespedes, WPA2 key: {pw}",
]
_PINS = [
    "PIN de la tarjeta del empaque: {pw}",
    "the code for the boat-shed padlock is {pw}",
    "door code for the co-op storeroom: {pw}#",
    "alarm code at the pier office → {pw}",
    "pin del celu de guardia {pw}",
    "código del candado de la lancha: {pw}",
    "senha do cartão (PIN): {pw}",
    "пін-код від картки: {pw}",
    "cámara de frío, código de la puerta: {pw}",
    "gate keypad: {pw}",
]
_PHRASES = [
    "passphrase for the KeePass file: {pw}",
    "la frase de paso del backup es {pw}",
    "Bitwarden master password: {pw}",
    "a frase-senha do cofre é {pw}",
    "гасло-фраза: {pw}",
]


def _phrase(g: random.Random) -> str:
    return (
        " ".join(g.sample(_PLAIN_WORDS, 4))
        if g.random() < 0.5
        else "-".join(g.sample(_PLAIN_WORDS, 4))
    )


_CONFIGS = [
    "DB_PASSWORD={pw}",
    "[reservas]\nhost = db.nandubay.lan\npassword = {pw}",
    'smtp:\n  user: reservas@canoasestrella.example\n  password: "{pw}"',
    "define('DB_PASSWORD', '{pw}');",
    "spring.datasource.password={pw}",
    "db.nandubay.lan:5432:reservas:reservas:{pw}",
    '"password": "{pw}",',
    "MYSQL_ROOT_PASSWORD: {pw}",
    'variable "db_pass" {{ default = "{pw}" }}',
    "ssid,psk\nQompi-Coope,{pw}",
    '<add key="SmtpPassword" value="{pw}" />',
]


def _seed(g: random.Random, lang: str, words: int) -> str:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "portuguese")}
_SEED_FRAMES = [
    ("english", "Trust Wallet recovery phrase: {pw}"),
    ("english", "seed words for the co-op's USDT wallet\n{pw}"),
    ("spanish", "frase semilla de la billetera: {pw}"),
    ("spanish", "las 12 palabras de la wallet de Griselda: {pw}"),
    ("portuguese", "frase de recuperação da carteira do Dinho: {pw}"),
    ("portuguese", "palavras-semente: {pw}"),
    ("english", "сід-фраза гаманця Тараса: {pw}"),
    ("english", "{pw} — that's the Ledger backup, keep it off the cloud"),
]


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for lang, frame in v.cycle(rng, _SEED_FRAMES, n):
        words = rng.choice([12, 12, 15, 18, 24])
        phrase = _seed(rng, lang, words)
        if rng.random() < 0.25:
            phrase = " ".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))
        out.append(Sample(f"seed_{lang}", frame.replace("{pw}", phrase), phrase))
    return out


_CARD_PREFIXES = {"visa": ["4"], "mastercard": ["51", "54", "2221"], "amex": ["37"],
                  "elo": ["636368", "438935", "504175"], "cabal": ["604201", "589657"]}  # fmt: skip


def _card(g: random.Random, brand: str) -> str:
    prefix = g.choice(_CARD_PREFIXES[brand])
    length = 15 if brand == "amex" else 16
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_FRAMES = [
    "tarjeta del empaque: {pw} vence 09/31",
    "card {pw} exp 04/33",
    "o cartão do Dinho é {pw}",
    "номер картки {pw}",
    "pagá el combustible de la lancha con la {pw}",
    "corporate card for the Booking payouts — {pw}",
]
_CVV_FRAMES = [
    "security code on the back: {pw}",
    "el código de seguridad (los tres números de atrás) es {pw}",
    "CVV {pw}",
    "código de segurança do cartão: {pw}",
    "CVV-код: {pw}",
    "the three digits on the back are {pw}",
]


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for frame in v.cycle(rng, _CARD_FRAMES, n):
        number = _card(rng, rng.choice(list(_CARD_PREFIXES)))
        sep = rng.choice(["", " ", "-", " "])
        shown = v.grouped(number, sep, rng)
        out.append(Sample("card", frame.replace("{pw}", shown), shown))
    return out


_IBAN_SHAPES = {
    "UA": "n" * 25,
    "BR": "n" * 23 + "ac",
    "XK": "n" * 16,
    "MR": "n" * 23,
    "SV": "aaaa" + "n" * 20,
    "BY": "cccc" + "nnnn" + "c" * 16,
}


def _iban(g: random.Random, country: str) -> str:
    return v.iban_shaped(g, country, _IBAN_SHAPES)


_IBAN_FRAMES = [
    ("UA", "IBAN Тараса для переказу: {pw}"),
    ("UA", "рахунок IBAN {pw} (Приватбанк, Оксана)"),
    ("BR", "IBAN da conta do Dinho: {pw}"),
    ("XK", "IBAN of the Prishtina handicraft buyer: {pw}"),
    ("MR", "IBAN for the Nouakchott basket order: {pw}"),
    ("SV", "IBAN del comprador salvadoreño: {pw}"),
    ("BY", "IBAN the Minsk importer sent: {pw}"),
    ("SV", "transferí al IBAN {pw}"),
]


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for country, frame in v.cycle(rng, _IBAN_FRAMES, n):
        number = _iban(rng, country)
        shown = v.iban_spaced(number) if rng.random() < 0.5 else number
        out.append(Sample("iban", frame.replace("{pw}", shown), shown))
    return out


def _cuit(g: random.Random) -> str:
    body = g.choice(["20", "23", "27", "30"]) + _r(g, D, 8)
    number = v.until(g, lambda h: body + h.choice(D), ar_cuit.is_valid)
    return str(ar_cuit.format(number))


def _cbu(g: random.Random) -> str:
    return v.until(g, _j((D, 22)), ar_cbu.is_valid)


def _dni(g: random.Random) -> str:
    return str(ar_dni.format(str(g.randrange(10_000_000, 45_000_000))))


def _ruc(g: random.Random) -> str:
    return v.until(
        g, lambda h: f"{h.randrange(1_000_000, 9_999_999)}-{h.choice(D)}", py_ruc.is_valid
    )


def _cpf(g: random.Random) -> str:
    return v.cpf_number(g)


def _cnpj(g: random.Random) -> str:
    number = v.until(g, _j((D, 8), "0001", (D, 2)), br_cnpj.is_valid)
    return str(br_cnpj.format(number))


def _rntrc(g: random.Random) -> str:
    return v.until(g, _j((D, 10)), ua_rntrc.is_valid)


def _edrpou(g: random.Random) -> str:
    return v.until(g, _j((D, 8)), ua_edrpou.is_valid)


_IDS: list[tuple[str, str, Maker]] = [
    ("ar_cuit", "CUIT de Ñandubay Norte S.R.L.: {pw}", _cuit),
    ("ar_cuit", "mi CUIL es {pw}", _cuit),
    ("ar_cbu", "CBU para el pago de las artesanas: {pw}", _cbu),
    ("ar_cbu", "pasame el CBU → {pw}", _cbu),
    ("ar_dni", "DNI de Teófilo Gómez: {pw}", _dni),
    ("ar_dni", "DNI del guía para el seguro: {pw}", _dni),
    ("py_ruc", "RUC del proveedor de Asunción: {pw}", _ruc),
    ("py_ruc", "Griselda: che RUC ningo {pw}", _ruc),
    ("br_cpf", "CPF do Dinho: {pw}", _cpf),
    ("br_cnpj", "CNPJ da transportadora: {pw}", _cnpj),
    ("ua_rntrc", "РНОКПП Оксани: {pw}", _rntrc),
    ("ua_edrpou", "код ЄДРПОУ фірми Тараса: {pw}", _edrpou),
]


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for cls, frame, make in v.cycle(rng, _IDS, n):
        value = make(rng)
        out.append(Sample(f"id_{cls}", frame.replace("{pw}", value), value))
    return out


_BACKUP_FRAMES = [
    "Estrella Reservas 2FA backup codes:\n{codes}",
    "códigos de respaldo de la cuenta de Google de la coope: {codes}",
    "códigos de backup do Dinho\n{codes}",
    "резервні коди Google: {codes}",
    "recovery codes (GitHub, ezequiel) {codes}",
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for frame in v.cycle(rng, _BACKUP_FRAMES, n):
        codes = v.backup_codes(rng, rng.choice([5, 6, 8]), rng.randrange(4))
        joined = rng.choice(["\n", ", ", " "]).join(codes)
        out.append(Sample("backup_codes", frame.replace("{codes}", joined), codes[0]))
    return out


_SPELLED = [
    "the password is the word {w} followed by {n}",
    "la contraseña es la palabra {w} y después {n}",
    "a senha é a palavra {w}, depois {n}",
    "пароль — слово {w}, потім {n}",
    "{W} with a capital first letter and {n} at the end",
    "type {w}, then {n}; that's the admin password",
    "the name of the boat, {W}, followed by {n}",
    "ñe'ẽñemi ha'e {w} ha {n}",
]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for frame in v.cycle(rng, _SPELLED, n):
        word, num = rng.choice(_PLAIN_WORDS), str(rng.randrange(100, 10_000))
        cap = word.capitalize()
        text = frame.replace("{w}", word).replace("{W}", cap).replace("{n}", num)
        out.append(Sample("spelled", text, (cap if "{W}" in frame else word)))
    return out


def _dictated(rng: random.Random, n: int) -> list[Sample]:
    frames = [
        "[voice note] the key is {t}",
        "reading it out one character at a time: {t}",
        "te la dicto: {t}",
    ]
    out = []
    for frame in v.cycle(rng, frames, n):
        tok = _r(rng, LOWER_DIGITS, 16)
        sep = rng.choice([" ", " - ", " · "])
        spaced = sep.join(tok)
        out.append(Sample("dictated", frame.replace("{t}", spaced), spaced))
    return out


def _jwt(g: random.Random) -> str:
    header = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": _r(g, D, 6), "iss": "reservas.nandubay.lan", "exp": 2_000_000_000})
    return f"{header}.{body}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "el token de sesión de la app de reservas: {pw}",
    "jwt={pw}",
    "token do app: {pw}",
]


def _pem(g: random.Random) -> str:
    raw = bytes(g.randrange(256) for _ in range(160))
    b64 = base64.b64encode(raw).decode()
    lines = [b64[i : i + 64] for i in range(0, len(b64), 64)]
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


_PEMS = [
    "pier.key:\n{pw}",
    "la llave privada del servidor:\n{pw}",
    "{pw}",
    "chave privada do sftp\n{pw}",
]

_PLAN: list[tuple[str, list[str], int, Maker]] = [
    ("password_label", _LABELLED, 50, _pw),
    ("login", _LOGINS, 40, _plain_pw),
    ("cli_password", _CLI, 35, _plain_pw),
    ("invented_key", _INVENTED, 15, _invented_key),
    ("bare_token", _BARE, 10, _j((ALNUM, 40))),
    ("hex_key", _HEXES, 10, _j((HEX, 64))),
    ("jwt", _JWTS, 8, _jwt),
    ("pem", _PEMS, 5, _pem),
    ("totp", _TOTPS, 10, lambda g: v.totp_secret(g, spaced=False)),
    ("otp", _OTPS, 12, _j((D, 6))),
    ("wifi", _WIFI, 20, _pw),
    ("pin", _PINS, 20, lambda g: _r(g, D, g.choice([4, 5, 6]))),
    ("passphrase", _PHRASES, 10, _phrase),
    ("config", _CONFIGS, 15, _plain_pw),
]
_CUSTOM: list[tuple[Callable[[random.Random, int], list[Sample]], int]] = [
    (_vendor, 35),
    (_seeds, 12),
    (_cards, 15),
    (_ibans, 12),
    (_ids, 20),
    (_backups, 10),
    (_spelled, 12),
    (_dictated, 6),
]


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    return _fam(rng, "card_code", _CVV_FRAMES, n, lambda g: _r(g, D, g.choice([3, 3, 4])))


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for cls, templates, n, make in _PLAN:
        out += _fam(rng, cls, templates, n, make)
    for family, n in _CUSTOM:
        out += family(rng, n)
    out += _cvvs(rng, 8)
    return out


def _grouped_card(g: random.Random, brand: str) -> str:
    return v.grouped(_card(g, brand), " ", g)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la contra del router es", "{s}", _pw),
    ("split_password", "Estrella Reservas admin password:", "{s} (since the March update)", _pw),
    ("split_password", "ñe'ẽñemi", "{s}", _pw),
    ("split_password", "a senha do depósito é", "{s}\nvaleu", _pw),
    ("split_password", "пароль від пошти", "{s}", _pw),
    ("split_password", "Qompi Shop password", "{s}", _pw),
    ("split_password", "la clave ningo", "{s}, upéicha", _pw),
    ("split_password", "contraseña de la balanza:", "{s}", _pw),
    ("split_password", "the password Mirta read out over the radio was", "{s}, I think", _pw),
    ("split_password", "гасло", "{s}", _pw),
    ("split_token", "Pomelo Track API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "frase semilla", "{s}", lambda g: _seed(g, "spanish", 12)),
    ("split_card", "número de tarjeta", "{s} vto 02/32", lambda g: _grouped_card(g, "visa")),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "UA"))),
    ("split_backup", "códigos de respaldo", "{s}\n55210934\n81726403", _j((D, 8))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CUIT", "{s}", _cuit),
    ("split_wifi", "wifi Canoas-Estrella-Muelle, clave", "{s}", _pw),
    ("split_pin", "código del candado:", "{s}", _j((D, 4))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


def _json_safe(g: random.Random) -> str:
    return v.until(g, _pw, lambda value: '"' not in value and "\\" not in value)


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"reservas": {"url": "https://reservas.nandubay.lan", "admin_password": "{s}"}}': (
        "meta_password",
        _plain_pw,
    ),
    '{"contraseña": "{s}"}': ("meta_password", _json_safe),
    '{"account": {"user": "dinho", "senha": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _json_safe),
    '{"balanzas": [{"name": "b1"}, {"name": "b2", "web_pass": "{s}"}]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"argv": ["mysql", "-u", "qompi", "--password", "{s}", "tienda"]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"nota": "la contra del NVR es {s}"}': ("meta_password", _plain_pw),
    '{"ñe\'ẽñemi": "{s}"}': ("meta_password", _plain_pw),
    '{"pomelo_track": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"stripeKey": "{s}"}': ("meta_token", _j("sk_live_", (ALNUM, 24))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"slack": {"bot_token": "{s}"}}': (
        "meta_token",
        _j("xoxb-", (D, 11), "-", (D, 12), "-", (ALNUM, 24)),
    ),
    '{"pago": {"tarjeta": "{s}", "vto": "07/34"}}': (
        "meta_card",
        lambda g: v.grouped(_card(g, "mastercard"), " ", g),
    ),
    '{"comprador": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BR")),
    '{"proveedor": {"ruc": "{s}"}}': ("meta_id_py_ruc", _ruc),
    '{"mfa": {"backup_codes": ["{s}", "7731-0942", "1184-6620"]}}': (
        "meta_otp",
        _j((D, 4), "-", (D, 4)),
    ),
    '{"wallet": {"seed_phrase": "{s}"}}': ("seed_portuguese", lambda g: _seed(g, "portuguese", 12)),
    '{"camara_frio": {"codigo_puerta": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Qompi-Coope", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
    '{"totp_secret": "{s}"}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
}


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"reservas-2.4.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"balanza-fw-3.2.0.bin").hexdigest()
_COMMIT = hashlib.sha1(b"track: add calibre column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"reservas: fix tide table", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"padron-artesanas-2033.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the NVR password before the tourist season starts on 2033-07-01.",
    "Mirta asked for the lodge wifi password; it's on the card at reception.",
    "Policy: Ñandubay passwords are at least 14 characters and live only in the shared vault.",
    "The guest wifi 'Estrella-Libre' is open, no password needed.",
    f"sha256 of reservas-2.4.1-py3-none-any.whl: {_WHEEL_SUM}",
    f"firmware balanza-fw-3.2.0.bin checksum {_FIRMWARE_SUM}",
    f"merged commit {_COMMIT} into main",
    f"reverted {_SHORT}, the tide table was fine",
    f"md5 padron-artesanas-2033.csv = {_MD5}",
    "Reservas v2.4.1 released; balanza firmware 3.2.0 next week.",
    "Pedido #A-20331-0482 sale mañana por Andreani, seguimiento AR2033118734.",
    "Ticket ESTR-7741: the booking tablet freezes after the sync.",
    "CP 3600 Formosa capital; el empaque queda en CP 3601.",
    "Tel. de la coope: +54 370 452-1187, preguntar por Teófilo.",
    "Lote 2033-PL-0117: 412 cajas de pomelo calibre 36, a $ 18.450 cada una.",
    "La salida en canoa es el 14/08/2033 a las 6:30, cupo 8 personas.",
    "Card ending in 4417, charged ARS 92.300 for the outboard repair.",
    "Tarjeta **** **** **** 0932 rechazada, probá con otra.",
    "IBAN UA** **** **** 1184 (masked in the export, as it should be).",
    "Coordenadas del muelle: -24.2941, -60.5412.",
    "la contraseña nunca se manda por WhatsApp, usen el gestor.",
    "¿Cuál era el PIN de la tarjeta? No me acuerdo, lo tiene Ezequiel.",
    "Olvidé la contra del correo, ¿me la reseteás?",
    "ñe'ẽñemi ndaikatúi remombe'u avavépe.",
    "la clave ningo oĩ kuatiáre, oficina-pe.",
    "Teófilo: qaỹa la clave se me borró, mañana voy a la oficina.",
    "Dinho: esqueci a senha, vou pedir um reset amanhã.",
    "a senha tem que ter 12 caracteres, tchê.",
    "Оксана: пароль від вайфаю на картці біля холодильника.",
    "Тарас забув пін-код, завтра піде в банк.",
    "The 2FA code expires after 30 seconds; ask for a new one if it fails.",
    "Backup codes are printed and locked in the office safe.",
    "Set up TOTP on every admin account by Friday.",
    "The door code changes every month; Mirta sends it by phone.",
    "Product code PMB-36-ROJO, EAN 7791234567897.",
    "Canoa modelo K-470, motor Yamaha 15 HP, chasis 2033-0418.",
    "Order ORD-2033-00912: 25 yica bags from the co-op, shipped 2033-05-02.",
    "Factura B 0003-00012874 por $ 241.500.",
    "The booking API returns 429 after 60 requests per minute.",
    "The API key field is required in the Pomelo Track settings page.",
    "Token limit for the assistant is 8000 per reply.",
    "Rotate the Stripe key every 90 days (next: 2033-10-01).",
    "uuid of the tour template: see the admin page, not secret.",
    "Version 4.12.0 of the Qompi Shop theme is live.",
    "Tide table: high water 05:42 (1.8 m), low water 11:57 (0.4 m).",
    "Vuelo AR 1741 a Formosa, asiento 14C, reserva confirmada.",
    "Precio del tour: $ 35.000 por persona, niños $ 17.500.",
    "la contra es la misma de siempre, preguntale a Eze.",
    "Griselda: upéicha, la clave ningo ndaipóri gueteri.",
    "senha: pergunta pro Dinho, eu não sei.",
    "пароль: див. менеджер паролів.",
    "The PIN pad at the pier office is broken again.",
    "Temperatura cámara de frío: 4,2 °C, humedad 91 %.",
    "Expediente 2033-04118-ADM, Municipalidad de Las Lomitas.",
    "Patente AF 418 KR, camioneta del empaque.",
    "Ruta 81 km 1342, entrada al paraje por el camino de ripio.",
    "WhatsApp group 'Canoas guías' has 14 members now.",
    "Qom l'aqtaqa class at the co-op on Thursdays, 18:00.",
    "Horario del empaque: lunes a sábado de 6 a 14 h.",
    "Please remind Taras that the wifi password is in the shared vault.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/nandubay/reservas", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "reservas", "version": "2.4.1"}}',
    '{"ticket": "ESTR-7741", "pedido": "A-20331-0482"}',
    '{"lote": {"id": "2033-PL-0117", "cajas": 412, "calibre": 36}}',
    '{"telefono": "+54 370 452-1187", "ciudad": "Formosa"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "canoas": 9}',
    '{"card_last4": "4417", "tarjeta": "**** 0932"}',
    '{"coords": {"lat": -24.2941, "lon": -60.5412}, "tour": "amanecer"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
