# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-forty-eighth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and forty-fifth's
docstring, the fifth to four hundred and forty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (446, 447, 449), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (448_273_615), password words (a reef
fish, a cactus, a salt pan or a sail with a number and a sign, `TarponKadushi47!`; dot-joined
words with a year, `yuana.salina.lora.2031`; leet `K4dush1#52`; a person and a place,
`Yorman@Rincon1991`; a gas mix and a dive site, `Nitrox32Hilma$`; random runs).

The fictional company is Boka Blou Bonaire B.V. of Kralendijk, Bonaire: Boka Blou Divers (an
invented dive shop on the boulevard), Salina Pretu Aannemers (an invented salt-pan contractor
working the pans south of town) and Sorobon Wind & Wing (an invented windsurf school at Lac Bay).
Staff and neighbours: Shirley Martis (office, Papiamentu), Sanne de Groot (IT) and Maarten
Hoekstra (dive instructor), both European Dutch, Yorman Quintero (a Venezuelan boat mechanic),
Leidy Johana Restrepo (a Colombian cook at the school's snack bar) and Kyle Brannigan (an American
dive tourist from Ohio). Every company, person, address, domain (`bokablou.lan`,
`bokabloudivers.example`, `salinapretu.example`, `sorobonwind.example`), account and number is
invented; only the island and its bays and dive sites are real. Texts: WhatsApp and Signal chats,
tickets, notes to self, runbooks, shell history, config and env files, URLs, SMS, voice-note
transcripts and requests to the assistant; separators: a colon, `=`, `->`, `→`, `/`, `|`, a tab,
`ta` (Papiamentu), `is`, `es`, a new line, a question then its answer, a value said first and
named after.

Grep counts (heldouts 5 to 445, grep -l): none for `Sabana`, `Lac Bay`, `Sorobon`, `Gotomeer`,
`Slagbaai`, `kibrahacha`, `Pleco`; one to four for `Bonaire`, `Kralendijk`, `Papiamentu`,
`dushi`, `nl.kvk`, `nl.identiteitskaartnummer`, `us.rtn`, `us.ptin`, `Rincon`; six to seventeen for
`nl.onderwijsnummer`, `co.nit`, `us.ein`, `ve.rif`, `nl.btw`, `nl.bsn`, `us.itin`, `Padi`; the
IBAN countries Nicaragua, Yemen, Burundi, Djibouti and the British Virgin Islands in 38 to 50
(fewest among those counted), the Netherlands (as `iban(g, "NL")`) in 9.
Languages: about half English, config or shell; the rest Papiamentu as texted on Bonaire (`bo`,
`mi`, `ta`, `kontraseña`, `danki`, `ayó`, `awor`, `dushi`, `nan`, `ku`, `pa`), the Dutch of
European-Dutch staff (`ww`, `wachtwoord`, `even`, `hoor`, `toch`, `gewijzigd naar`), the
Venezuelan Spanish of a boat mechanic (`chamo`, `pana`, `vale`, `burda`, `na guara`, `epa`), the
Colombian Spanish of a cook (`parce`, `qué más`, `de una`, `bacano`, `sumercé`, `listo`) and the
American English of a dive tourist (`dude`, `lol`, `ngl`, `y'all`). The Papiamentu spelling and
wording and the Venezuelan and Colombian registers are my guesses; the Papiamentu is the least sure.
Vendors: the invented SaltTrack, ReefLog, KiteBook, PekelPay and BoatBuddy under the words around
their keys, plus the GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google,
Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana,
Postman, Vault, Mailgun, Brevo, NVIDIA, Docker Hub, Groq, Replicate, Perplexity, Alibaba,
Databricks, Supabase, Notion and Square shapes. Ids: the Dutch BSN, BTW number and passport
number, the US SSN, ITIN, EIN and routing number, Venezuela's RIF and Colombia's NIT, each drawn
until its `stdnum` module validates it (Bonaire's CRIB number has no module, so none is planted).
IBANs of the Netherlands, the British Virgin Islands, Nicaragua, Yemen and Djibouti, checked with
`stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish, Portuguese and French lists, each
checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Discover and Diners).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum.co import nit as co_nit
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import btw as nl_btw
from stdnum.nl import identiteitskaartnummer as nl_passport
from stdnum.us import ein as us_ein
from stdnum.us import itin as us_itin
from stdnum.us import rtn as us_rtn
from stdnum.ve import rif as ve_rif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 448_273_615
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE = ALNUM + "-_"
Maker = v.Maker
_r, _j = v.r, v.token

_FISH = ["Tarpon", "Barracuda", "Parrotfish", "Frogfish", "Seahorse", "Moray", "Snapper",
         "Grouper", "Trumpetfish", "Bonefish", "Chromis", "Hawksbill"]  # fmt: skip
_LAND = ["Kadushi", "Yuana", "Lora", "Watapana", "Flamingo", "Salina", "Pekelmeer", "Kibrahacha",
         "Brasilia", "Pichirilo", "Mangel", "Kunuku"]  # fmt: skip
_SAIL = ["Boom", "Fin", "Mast", "Harness", "Batten", "Downhaul", "Outhaul", "Footstrap"]
_PLACES = ["Rincon", "Sorobon", "Hato", "Antriol", "Nikiboko", "Tera Kora", "Belnem",
           "Sabana", "Lagun", "Kralendijk"]  # fmt: skip
_SITES = ["Hilma", "SaltPier", "Karpata", "Andrea", "Klein", "Bachelor", "Tolo", "Oil Slick"]
_NAMES = ["Shirley", "Sanne", "Maarten", "Yorman", "Leidy", "Kyle", "Ruthmila", "Edsel",
          "Jurrien", "Deivis"]  # fmt: skip
_SYM = "!#$%&*?@+="
_LEET = ["K4dush1", "Fl4m1ng0", "T4rp0n", "S4l1n4", "B4rr4cud4", "Y04n4", "W4t4p4n4"]


def _plainword(x: str) -> str:
    return x.replace(" ", "")


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.choice(_LAND)}{g.randrange(10, 100)}{g.choice(_SYM)}",
    lambda g: (
        ".".join(w.lower() for w in g.sample(_LAND + _FISH, 3)) + f".{g.randrange(1990, 2036)}"
    ),
    lambda g: f"{g.choice(_LEET)}{g.choice(_SYM)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_NAMES)}@{_plainword(g.choice(_PLACES))}{g.randrange(1965, 2010)}",
    lambda g: f"Nitrox{g.choice([32, 36])}{_plainword(g.choice(_SITES))}{g.choice(_SYM)}",
    lambda g: _r(g, ALNUM + "!$%&?", 15),
    lambda g: (
        f"{g.choice(_SAIL)}{g.choice([47, 53, 58, 62, 70])}m_{g.choice(_LAND).lower()}"
        + str(g.randrange(10, 100))
    ),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYM),
    lambda g: "-".join(_r(g, LOWER + D, 5) for _ in range(4)),
    lambda g: _r(g, ALNUM, 16),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain_pw(g: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(g, _pw, lambda s: _PLAIN.fullmatch(s) is not None and len(s) >= 10)


Fields = dict[str, str]
Family = tuple[str, list[str], Callable[[random.Random], Fields]]


def _fill(template: str, fields: Fields) -> str:
    for name, value in fields.items():
        template = template.replace("{" + name + "}", value)
    return template


def _take(rng: random.Random, family: Family, n: int) -> list[Sample]:
    cls, templates, draw = family
    out = []
    for template in v.cycle(rng, templates, n):
        fields = draw(rng)
        out.append(Sample(cls, _fill(template, fields), fields["s"]))
    return out


def _d_pw(g: random.Random) -> Fields:
    return {"s": _pw(g), "u": g.choice(_NAMES).lower(), "n": str(g.randrange(2, 40))}


def _d_plain(g: random.Random) -> Fields:
    return {"s": _plain_pw(g), "u": g.choice(_NAMES).lower(), "n": str(g.randrange(2, 40))}


_EN_PASSWORDS = [
    "Boka Blou Divers back office: the Windows admin password is {s}",
    "compressor room PC password: {s}",
    "Salina Pretu excavator telematics login password = {s}",
    "note to self - new password for the boulevard shop till -> {s}",
    "Sorobon school booking tablet | password | {s}",
    "the NAS password changed to {s} after the power cut",
    "Runbook step 4: unlock the fill-station controller with password {s}",
    "Password for the tank-fill log laptop\n{s}",
    "What's the password for the rental-gear scanner?\n{s}",
    "{s} - that's the password for the boat radio programming app",
    "Ticket BB-{n}12: reset the front-desk password; temporary password → {s}",
    "Please remember: the dive computer download station password is {s}.",
    "password: {s}  (salt pan weighbridge PC)",
    "admin password for the windsurf rental kiosk: `{s}`",
    'The camera NVR at the salt pans now uses the password "{s}"',
    "pw for the shared Boka Blou mailbox -> {s}",
    "passwd={s}",
    "Password / {s} / for the instructor laptop",
    "Remember this for me: the accounting PC password is {s}",
    "The new Wi-Fi router admin password (not the wifi key) is {s}",
    "Signal from Sanne: server room laptop password = {s}",
    "office printer web panel: admin / password {s}",
    "I set the Sorobon booking site's admin password to {s}",
    "The password on the kite-pump shed laptop is now {s}, tell Edsel",
    "[salina-gate-pc]\npassword = {s}",
    "password for the reef-survey Dropbox folder: {s}",
    "The weather station console password is ({s})",
    "voice note: uh the password for the boat GPS update is {s} okay",
    "Fill station log: admin password {s} (rotate in June)",
    "pwd: {s}",
    "Dive shop POS manager password\t{s}",
    "the bookkeeping laptop? password {s}",
    "secret for the harbour office VPN: {s}",
    "For the record, {s} is the password we picked for the salt truck dispatcher",
    "New password for the windsurf school's Instagram: {s}",
]
_PAP_PASSWORDS = [
    "Shirley: ayó, e kontraseña di e kompiuter di ofisina ta {s}",
    "mi password nobo ta {s}, no bisa ningun hende",
    "kontraseña di e laptop di tienda: {s}",
    "Bo por anota e password pa mi? {s} danki dushi",
    "e password di e kaha (POS) ta {s}",
    "kontraseña → {s}",
    "Kua ta e kontraseña di e printer?\n{s}",
    "{s} esei ta e password di e wifi router di boto",
    "awor e kontraseña di e kamera na salina ta {s}",
    "Edsel, e password pa drenta e sistema di reservashon ta {s}",
    "mi a kambia e kontraseña pa {s}",
    "password di e tablet na Sorobon: {s}, danki",
    "nan a duna mi e kontraseña: {s}",
    "e kontraseña pa e kompresor ta {s} ok?",
    "kontraseña nobo = {s}",
    "bo sa e password di e laptop di boto? ta {s}",
    "pa e email di tienda, kontraseña: {s}",
    "manda mi e password... ok ta {s}",
    "e kontraseña di admin ta {s} pero no kambi'é",
    "kontraseña | {s}",
]
_NL_PASSWORDS = [
    "Sanne: het wachtwoord van de NAS is {s}",
    "ww nieuwe kassa: {s}",
    "Even voor de duidelijkheid, wachtwoord = {s}",
    "Wachtwoord van de compressorlaptop gewijzigd naar {s}",
    "het wachtwoord voor de duikcomputer-pc is {s} hoor",
    "Maarten, wachtwoord: {s} (niet delen toch)",
    "Wat was het wachtwoord van de router?\n{s}",
    "{s}, dat is het wachtwoord van de boekhouding",
    "wachtwoord → {s}",
    "Nieuw wachtwoord voor de weegbrug-pc: {s}",
    "wachtwoord salina-camera's: {s}",
    "Ik heb het wachtwoord van de Instagram veranderd, is nu {s}",
    "ww: {s}",
    "wachtwoord / {s}",
    "Het beheerderswachtwoord van de printer is {s}.",
    "tijdelijk wachtwoord voor Edsel: {s}",
    "wachtwoord van de VPN\n{s}",
    "Het wachtwoord is gewijzigd naar {s}, graag onthouden",
    "wachtwoord voor het reserveringssysteem = {s}",
    "Mijn wachtwoord voor de mailbox van de winkel is {s}",
]
_VE_PASSWORDS = [
    "Yorman: epa chamo, la clave del GPS del bote es {s}",
    "pana la contraseña de la laptop del taller es {s}",
    "na guara, cambiaron la clave, ahora es {s}",
    "contraseña del diagnóstico del Yamaha: {s} vale",
    "chamo anota: clave {s}",
    "la clave del wifi del taller no, la del router admin es {s}",
    "¿Cuál es la contraseña del escáner de motores?\n{s}",
    "{s} esa es la clave del software de Mercury, burda de importante",
    "contraseña → {s}",
    "vale, la contraseña nueva del taller es {s}",
    "clave de la compu del muelle = {s}",
    "pana te paso la clave: {s}",
    "la contraseña del correo del taller quedó {s}",
    "contraseña: {s} (no se la pases a nadie chamo)",
    "me cambiaron la clave a {s}, qué ladilla",
    "epa, la contraseña es {s}",
    "clave del VHF programador | {s}",
    "la clave del motor fuera de borda app es {s} vale",
]
_CO_PASSWORDS = [
    "Leidy: parce la contraseña del computador de la cocina es {s}",
    "qué más, la clave del datáfono es {s}",
    "sumercé, contraseña del correo del snack: {s}",
    "listo, cambié la contraseña a {s}",
    "la contraseña del inventario es {s}, de una",
    "¿Cuál es la clave del portátil de la cocina?\n{s}",
    "{s} esa es la contraseña del pedido de proveedores, bacano",
    "contraseña nueva → {s}",
    "parce anote la clave: {s}",
    "clave de la caja registradora = {s}",
    "la contraseña de la tablet de pedidos quedó {s}",
    "contraseña: {s} pues",
    "oiga, la clave del Instagram del snack es {s}",
    "contraseña del sistema de turnos | {s}",
    "la clave que me dieron es {s}, qué pena molestar",
    "contraseña del proveedor de carnes: {s}",
]
_US_PASSWORDS = [
    "Kyle: dude my dive log app password is {s} lol dont judge",
    "ok so the password for my Garmin account is {s}",
    "ngl I just made my password {s}",
    "password for the gopro cloud: {s}",
    "my hotel room safe password? {s}",
    "hey can you save this, my email password is {s}",
    "{s} is my password for the rental car app fyi",
    "y'all the shared airbnb login password = {s}",
    "new password → {s}",
    "My Delta account password: {s}",
    "password is {s} i think, or maybe with a capital",
    "the password I set for the dive shop waiver site was {s}",
    "my insurance portal pw: {s}",
    "Password\n{s}",
    "changed my apple password to {s} after the trip",
    "uh the password to my laptop is {s}",
]
_LOGINS = [
    "login: {u} / {s}",
    "https://{u}:{s}@nas.bokablou.lan/dive-photos",
    "mysql -h db.bokablou.lan -u {u} -p{s} bookings",
    "sshpass -p '{s}' ssh root@fill-station.bokablou.lan",
    "redis-cli -h cache.bokablou.lan -a {s} ping",
    "echo '{s}' | docker login registry.bokablou.lan -u {u} --password-stdin",
    "psql postgresql://salina:{s}@pg.salinapretu.example:5432/weighbridge",
    "DB_PASSWORD={s}",
    "smbclient //nas.bokablou.lan/kantoor -U {u}%{s}",
    "curl -u {u}:{s} https://reefcam.bokablou.lan/api/snapshot",
    "htpasswd -b /etc/nginx/.htpasswd {u} {s}",
    "lftp -u {u},{s} ftp.sorobonwind.example",
    "sudo -S apt upgrade <<< '{s}'",
    "mosquitto_pub -h mqtt.salinapretu.example -u pan{n} -P {s} -t level/pan{n} -m 71",
    "ldapsearch -x -D cn=admin,dc=bokablou,dc=lan -w {s} -b dc=bokablou,dc=lan",
    "zip -P {s} waivers-2031.zip waivers/*.pdf",
    "7z a -p{s} logbook.7z logbook/",
    "openssl enc -aes-256-cbc -in payroll.csv -out payroll.enc -pass pass:{s}",
    "xfreerdp /v:office.bokablou.lan /u:{u} /p:{s}",
    "ipmitool -I lanplus -H 10.8.0.{n} -U admin -P {s} power status",
    "rabbitmqctl add_user {u} {s}",
    'sqlcmd -S sql.salinapretu.example -U sa -P {s} -Q "select 1"',
    "database:\n  user: {u}\n  password: {s}",
    "db.bokablou.lan:5432:bookings:{u}:{s}",
    "[client]\nuser={u}\npassword={s}",
    "ALTER USER reef_app IDENTIFIED BY '{s}';",
    "net use \\\\nas.bokablou.lan\\scans /user:{u} {s}",
    "plink -ssh -pw {s} {u}@10.8.0.{n}",
    "gpg --batch --passphrase {s} -d backup.tar.gpg",
    "keytool -genkey -alias sorobon -keystore app.jks -storepass {s}",
    "usuario: {u}, contraseña: {s}",
    "gebruiker {u} / ww {s}",
    "user {u} kontraseña {s}",
    "creds for the weighbridge are {u} and {s}",
    "sign in as {u} with {s}",
    "{u}:{s}@ftp.salinapretu.example",
    "u={u} p={s}",
    "admin / {s}",
    "root:{s}",
    "ftp://{u}:{s}@ftp.bokabloudivers.example/uploads",
    "SMTP_PASS={s}",
    "export PGPASSWORD={s}",
    "cqlsh cass.bokablou.lan -u {u} -p {s}",
    "| {u} | {s} | booking-admin |",
]


def _d_login(g: random.Random) -> Fields:
    return _d_plain(g)


def _b64url_json(data: dict[str, Any]) -> str:
    return v.b64url(data)


_VENDOR_TOKENS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={s}", _j("ghp_", (ALNUM, 36))),
    ("gitlab deploy token for reef-site: {s}", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot for #fill-station: {s}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("STRIPE_SECRET_KEY={s}", _j("sk_live_", (ALNUM, 24))),
    ("openai key for the booking chatbot {s}", _j("sk-proj-", (URLSAFE, 48))),
    ("ANTHROPIC_API_KEY={s}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("openrouter: {s}", _j("sk-or-v1-", (HEX, 64))),
    ("aws_access_key_id = {s}", _j("AKIA", (UPPER + "234567", 16))),
    ("maps key for the dive-site map {s}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={s}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={s}", _j("npm_", (ALNUM, 36))),
    ("sendgrid for the waiver emails: {s}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("TWILIO_API_KEY_SECRET={s}", _j((ALNUM, 32))),
    ("telegram bot for the wind alerts {s}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("PYPI_TOKEN={s}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("shopify admin token (webshop) {s}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={s}", _j("dop_v1_", (HEX, 64))),
    ("linear: {s}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account token {s}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("VAULT_TOKEN={s}", _j("hvs.", (URLSAFE, 24))),
    ("postman api key {s}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("mailgun: {s}", _j("key-", (HEX, 32))),
    ("brevo smtp api {s}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NGC_API_KEY={s}", _j("nvapi-", (URLSAFE, 64))),
    ("docker hub PAT {s}", _j("dckr_pat_", (URLSAFE, 27))),
    ("GROQ_API_KEY={s}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={s}", _j("r8_", (ALNUM, 37))),
    ("perplexity {s}", _j("pplx-", (ALNUM, 48))),
    ("alibaba cloud AccessKey ID {s}", _j("LTAI", (ALNUM, 20))),
    ("DATABRICKS_TOKEN={s}", _j("dapi", (HEX, 32))),
]
_VENDOR_FRAMES = [
    "{c}",
    "Sanne pasted in the IT chat: {c}",
    "# .env on reef-site\n{c}",
    "mi a pega e token akí: {c}",
    "de token staat nu hier: {c}",
    "chamo, el token: {c}",
]


def _vendor_tokens(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for text, make in v.cycle(rng, _VENDOR_TOKENS, n):
        s = make(rng)
        frame = rng.choice(_VENDOR_FRAMES)
        out.append(Sample("vendor_token", frame.replace("{c}", text.replace("{s}", s)), s))
    return out


_INVENTED_KEYS = [
    "SaltTrack API key: {s}",
    "ReefLog api key {s}",
    "KiteBook API-sleutel: {s}",
    "PekelPay integration broken, current key {s}",
    "Integrations › BoatBuddy: {s}",
    "llave API de BoatBuddy: {s}",
    "e API key di ReefLog ta {s}",
    "SALTTRACK_API_KEY={s}",
    "kitebook key for prod: {s}",
    "clave API de PekelPay → {s}",
    "API key (ReefLog, dive logs) = {s}",
    "de PekelPay API-key is {s}",
]


def _d_invented(g: random.Random) -> Fields:
    kind = g.randrange(3)
    if kind == 0:
        return {"s": _r(g, HEX, 32)}
    return {"s": v.uuid4(g, "b") if kind == 1 else _r(g, ALNUM, 40)}


_BARE = [
    "{s}",
    "here it is: {s}",
    "paste from Sanne → {s}",
    "ok ta esaki: {s}",
    "toma: {s}",
    "copied this off the sticker on the fill-station router {s}",
    "kyle sent me {s} no idea what it is for",
    "{s} (for the shop webhook)",
    "Authorization: Bearer {s}",
    "X-Api-Key: {s}",
]


def _d_bare(g: random.Random) -> Fields:
    return {"s": _r(g, ALNUM, g.choice([32, 36, 40]))}


_HEX_KEYS = [
    "AES key for the waiver archive: {s}",
    "ENCRYPTION_KEY={s}",
    "LoRa AppKey pan sensor {n}: {s}",
    "hmac_secret = {s}",
    "e kunuku gate controller key ta {s}",
    "sleutel voor de back-up: {s}",
    'session_secret: "{s}"',
    "master key → {s}",
    "la llave del GPS del bote es {s}",
    "signing key (webhooks) {s}",
]


def _d_hex(g: random.Random) -> Fields:
    return {"s": g.choice([_r(g, HEX, 64), _r(g, HEX, 32), _r(g, HEX.upper(), 32)]),
            "n": str(g.randrange(1, 30))}  # fmt: skip


_JWTS = [
    "Authorization: Bearer {s}",
    "booking API token {s}",
    "curl -H 'Authorization: Bearer {s}' https://api.bokablou.lan/v1/dives",
    "mi a haña e token aki {s}",
    "jwt={s}",
    "token van de kassa-API: {s}",
    "el token que sale en el log: {s}",
    "{s}",
]


def _jwt(g: random.Random) -> str:
    head = _b64url_json({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    iat = g.randrange(1_900_000_000, 1_990_000_000)
    body = _b64url_json({"sub": g.choice(_NAMES).lower(), "iat": iat, "aud": "bokablou"})
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    lines = [_r(g, ALNUM + "+/", 64) for _ in range(g.randrange(5, 9))]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


_PEMS = [
    "key for the fill-station box:\n{s}",
    "{s}",
    "Sanne: deploy key van de webshop\n{s}",
    "id_ed25519 of the boat laptop\n{s}\n(delete after copying)",
    "e key pa server:\n{s}",
    "llave privada del GPS:\n{s}",
]

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "portuguese", "french")}


def _seed(g: random.Random, lang: str, words: int) -> str:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))


def _numbered(phrase: str) -> str:
    return "\n".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))


_SEEDS: list[tuple[str, str, int]] = [
    ("Kyle: my ledger recovery phrase is {s} dont lose it lol", "english", 24),
    ("seed phrase for the shop's crypto tip jar: {s}", "english", 12),
    ("Yorman: chamo, las palabras de la billetera son {s}", "spanish", 12),
    ("Leidy: frase de recuperación {s}", "spanish", 12),
    ("e palabranan di mi wallet ta {s}", "portuguese", 12),
    ("herstelzin van de wallet: {s}", "english", 18),
    ("recovery words\n{s}", "english", 15),
    ("phrase de récupération du wallet du loueur: {s}", "french", 12),
    ('mnemonic = "{s}"', "english", 12),
    ("seed: {s}", "spanish", 24),
    ("BIP39 backup for the donations wallet: {s}", "portuguese", 12),
    ("wallet words, numbered:\n{s}", "english", 12),
]


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for text, lang, words in v.cycle(rng, _SEEDS, n):
        phrase = _seed(rng, lang, words)
        if "numbered" in text:
            phrase = _numbered(phrase)
        out.append(Sample("seed_phrase", text.replace("{s}", phrase), phrase))
    return out


def _card(g: random.Random) -> str:
    number = v.card(g, g.choice(["visa", "mastercard", "amex", "discover", "diners"]))
    return v.grouped(number, g.choice([" ", "-", "", " "]), g)


_CARDS = [
    "Kyle: card for the boat dives is {s} exp 09/33",
    "card number: {s}",
    "mi karchi ta {s}, vense 04/32",
    "tarjeta {s} vence 11/34",
    "creditcard van de zaak: {s}",
    "company Visa for the compressor parts {s}",
    "charge the deposit to {s} please",
    "Leidy: la tarjeta del snack es {s}",
    "cc# {s}",
    "number on the card → {s}",
    "paga ku e karchi {s}",
    "pana, el número de la tarjeta: {s}",
    "{s} is the card on file for the salt trucks",
    "kaartnummer {s} (vervalt 02/35)",
    "Amex {s}",
]
_CVVS = [
    "security code on the back: {s}",
    "the three digits on the back are {s}",
    "CVV {s}",
    "CVC: {s}",
    "los tres números de atrás son {s}",
    "de drie cijfers op de achterkant zijn {s}",
    "e tres number patras di e karchi ta {s}",
    "código de seguridad {s}",
]


def _d_cvv(g: random.Random) -> Fields:
    return {"s": _r(g, D, g.choice([3, 3, 4]))}


_IBAN_COUNTRIES = ["NL", "VG", "NI", "YE", "DJ"]
_IBAN_SHAPES = {"NL": "aaaa" + "n" * 10, "VG": "aaaa" + "n" * 16, "NI": "aaaa" + "n" * 20,
                "YE": "aaaa" + "nnnn" + "c" * 18, "DJ": "n" * 23}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    return v.iban_shaped(g, country, _IBAN_SHAPES)


_IBANS = [
    "IBAN: {s}",
    "Sanne: maak het over naar {s} t.n.v. Boka Blou",
    "mi IBAN ta {s}",
    "the salt contractor's account {s}",
    "cuenta IBAN {s}, a nombre del taller",
    "rekeningnummer {s}",
    "pay the Nicaragua sail supplier at IBAN {s}",
    "IBAN → {s}",
    "Leidy: mándame a {s} pues",
    "wire to {s} (Yemeni dive gear wholesaler)",
    "refund to {s}",
    "IBAN | {s}",
    "Dutch account for payroll: {s}",
    "transfer to BVI escrow {s}",
]


def _d_iban(g: random.Random) -> Fields:
    number = _iban(g, g.choice(_IBAN_COUNTRIES))
    return {"s": v.iban_spaced(number) if g.random() < 0.5 else number}


def _bsn(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 9), nl_bsn.is_valid)


def _btw(g: random.Random) -> str:
    return v.until(g, lambda h: "NL" + _r(h, D, 9) + "B" + _r(h, D, 2), nl_btw.is_valid)


def _nl_passport(g: random.Random) -> str:
    letters = UPPER.replace("O", "")
    return v.until(g, lambda h: _r(h, letters, 2) + _r(h, letters + D, 6) + _r(h, D, 1),
                   nl_passport.is_valid)  # fmt: skip


def _ssn(g: random.Random) -> str:
    return v.ssn_number(g)


def _itin(g: random.Random) -> str:
    return v.until(g, lambda h: f"9{_r(h, D, 2)}-{h.choice([70, 75, 81, 88, 93])}-{_r(h, D, 4)}",
                   us_itin.is_valid)  # fmt: skip


def _ein(g: random.Random) -> str:
    return v.until(g, lambda h: f"{_r(h, D, 2)}-{_r(h, D, 7)}", us_ein.is_valid)


def _rtn(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("0123") + _r(h, D, 8), us_rtn.is_valid)


def _rif(g: random.Random) -> str:
    return v.until(g, lambda h: f"{h.choice('VEJG')}-{_r(h, D, 8)}-{_r(h, D, 1)}", ve_rif.is_valid)


def _nit(g: random.Random) -> str:
    raw = v.until(g, lambda h: "9" + _r(h, D, 9), co_nit.is_valid)
    return str(co_nit.format(raw))


_IDS: list[tuple[str, Maker]] = [
    ("Sanne's BSN: {s}", _bsn),
    ("burgerservicenummer {s}", _bsn),
    ("mi number di BSN ta {s}", _bsn),
    ("BTW-nummer Boka Blou: {s}", _btw),
    ("paspoortnummer Maarten {s}", _nl_passport),
    ("Kyle: my SSN is {s} for the dive insurance form", _ssn),
    ("SSN: {s}", _ssn),
    ("ITIN {s}", _itin),
    ("EIN of Kyle's LLC: {s}", _ein),
    ("routing number {s}, checking account 4471 0093 21", _rtn),
    ("RIF del taller de Yorman: {s}", _rif),
    ("Yorman: mi RIF es {s} chamo", _rif),
    ("NIT del proveedor de Leidy: {s}", _nit),
    ("Leidy: el NIT es {s}", _nit),
    ("tax id (EIN) {s}", _ein),
    ("passport number: {s}", _nl_passport),
]


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for text, make in v.cycle(rng, _IDS, n):
        s = make(rng)
        out.append(Sample("national_id", text.replace("{s}", s), s))
    return out


_TOTPS = [
    "TOTP secret: {s}",
    "otpauth://totp/BokaBlou:{u}?secret={s}&issuer=BokaBlou",
    "2FA setup key for the shop Google account {s}",
    "e setup key pa 2FA ta {s}",
    "de handmatige sleutel voor 2FA is {s}",
    "clave de configuración 2FA: {s}",
    "can't scan the QR code, manual key is {s}",
    "totp_seed = {s}",
    "2FA secret → {s}",
    "authenticator key for the booking admin: {s}",
]


def _d_totp(g: random.Random) -> Fields:
    return {"s": v.totp_secret(g, spaced=g.random() < 0.3), "u": g.choice(_NAMES).lower()}


_OTPS = [
    "Your Boka Blou verification code is {s}",
    "{s} is your verification code",
    "Use {s} to sign in",
    "Bo kòde di verifikashon ta {s}",
    "Je verificatiecode is {s}",
    "Tu código de verificación es {s}",
    "Kyle: the code they texted me is {s}",
    "login code: {s}",
    "Yorman: chamo me llegó el código {s}",
    "Leidy: el código que me llegó es {s}",
    "eenmalige code {s}",
    "kòde: {s}",
    "one-time code → {s}",
    "verification code\n{s}",
]


def _d_otp(g: random.Random) -> Fields:
    code = _r(g, D, 6)
    return {"s": g.choice([code, f"{code[:3]} {code[3:]}", code])}


def _backup_list(g: random.Random) -> list[str]:
    style = g.randrange(3)
    if style == 0:
        return [f"{_r(g, D, 4)}-{_r(g, D, 4)}" for _ in range(8)]
    if style == 1:
        return [_r(g, LOWER + D, 8) for _ in range(10)]
    return [f"{_r(g, UPPER + D, 5)}-{_r(g, UPPER + D, 5)}" for _ in range(6)]


_BACKUPS = [
    "2FA backup codes for the shop Google account:\n{list}",
    "backup codes: {list}",
    "códigos de recuperación: {list}",
    "back-upcodes van de boekhouding:\n{list}",
    "recovery codes (Kyle's email) {list}",
    "kòdigonan di backup: {list}",
    "Códigos de respaldo del correo del snack\n{list}",
    "GitHub recovery codes\n{list}",
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for text in v.cycle(rng, _BACKUPS, n):
        codes = _backup_list(rng)
        sep = "\n" if text.endswith("\n{list}") else rng.choice([", ", " ", "\n"])
        out.append(Sample("backup_codes", text.replace("{list}", sep.join(codes)), codes[0]))
    return out


_WIFI = [
    "wifi: BokaBlou-Dock / {s}",
    "WIFI:T:WPA;S:SorobonWind;P:{s};;",
    "network Salina Pretu Office key {s}",
    "wifi password?\nShirley: {s}",
    "wpa_passphrase DiveShop-5G {s}",
    'network={\n  ssid="BokaBlou-Staff"\n  psk="{s}"\n}',
    "e wifi di tienda: BokaBlou-Guest, kontraseña {s}",
    "wifi-wachtwoord van de loods: {s}",
    "la clave del wifi del taller es {s}",
    "Leidy: parce la clave del wifi de la cocina {s}",
    "Kyle: whats the wifi? -> {s} thx",
    "WPA2 key for the kite beach hotspot: {s}",
    "{s} that's the wifi password at the salt pan office",
    "ssid,psk\nSorobon-Rental,{s}",
]


def _d_wifi(g: random.Random) -> Fields:
    return {
        "s": g.choice(
            [
                _plain_pw(g),
                _r(g, ALNUM, 12),
                f"{g.choice(_FISH).lower()}{g.choice(_LAND).lower()}{_r(g, D, 3)}",
            ]
        )
    }


_PINS = [
    "e kòde di porta di ofisina ta {s}",
    "de pincode van de kluis is {s}",
    "la clave del candado del taller es {s}",
    "gate code at the salt pans #{s}",
    "compressor room keypad: {s}*",
    "PIN of the shop debit card: {s}",
    "alarm code for the dive shop = {s}",
    "lockbox for the boat keys → {s}",
    "Kyle: hotel safe code is {s}",
    "Leidy: el pin de la tarjeta es {s}",
    "pincode kassa-pas {s}",
    "SIM PIN of the boat phone: {s}",
    "mi pin ta {s}, no bisa niun hende",
    "door code kite shed {s}",
    "Yorman: la combinación del candado {s}, chamo",
    "code van het hek bij Lac Bay: {s}",
]


def _d_pin(g: random.Random) -> Fields:
    return {"s": _r(g, D, g.choice([4, 4, 5, 6]))}


_PHRASE_WORDS = ["coral", "brine", "lantern", "driftwood", "cactus", "harbor", "pelican",
                 "trade", "wind", "ladder", "copper", "lagoon", "anchor", "mango", "sunset",
                 "ripple", "granite", "beacon", "cobalt", "meadow", "ember", "quill"]  # fmt: skip
_PHRASES = [
    "passphrase: {s}",
    'the vault passphrase is "{s}"',
    "KeePass master passphrase → {s}",
    "frase de contraseña: {s}",
    "wachtzin voor de kluis: {s}",
    "e passphrase ta {s}",
    "borg passphrase = {s}",
    "ssh key passphrase: {s}",
]


def _d_phrase(g: random.Random) -> Fields:
    return {"s": g.choice([" ", "-"]).join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))}


_SPELLED_WORDS = ["watapana", "kibrahacha", "pichirilo", "kadushi", "yuana", "barbulet",
                  "shimaruku", "tamarein", "kunuku", "mangel"]  # fmt: skip
_SPELLED = [
    "the password is the word {w} followed by {n}",
    "{W} with a capital first letter and {n} at the end",
    "mi password ta e palabra {w} i despues {n}",
    "het wachtwoord is het woord {w} en dan {n}",
    "la clave es la palabra {w} y luego {n}",
    "type {w}, then {n}; that's the admin password",
    "parce, es {w} todo en minúscula y después {n}",
    "it's the name of the parrot, {W}, followed by {n}",
    "Kyle: password is {w} then {n} no spaces",
    "e kontraseña ta {w} ku {n} na final",
]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for text in v.cycle(rng, _SPELLED, n):
        w = rng.choice(_SPELLED_WORDS) + _r(rng, LOWER, 2)
        num = str(rng.randrange(100, 10_000))
        filled = _fill(text, {"w": w, "W": w.capitalize(), "n": num})
        out.append(Sample("spelled_password", filled, w.capitalize() if "{W}" in text else w))
    return out


def _fam(cls: str, templates: list[str], draw: Callable[[random.Random], Fields]) -> Family:
    return (cls, templates, draw)


def _plan() -> list[tuple[Family | Callable[[random.Random, int], list[Sample]], int]]:
    return [
        (_fam("password", _EN_PASSWORDS, _d_pw), 35),
        (_fam("password_pap", _PAP_PASSWORDS, _d_pw), 20),
        (_fam("password_nl", _NL_PASSWORDS, _d_pw), 20),
        (_fam("password_ve", _VE_PASSWORDS, _d_pw), 18),
        (_fam("password_co", _CO_PASSWORDS, _d_pw), 16),
        (_fam("password_us", _US_PASSWORDS, _d_pw), 16),
        (_fam("login", _LOGINS, _d_login), 44),
        (_vendor_tokens, 30),
        (_fam("invented_key", _INVENTED_KEYS, _d_invented), 12),
        (_fam("bare_token", _BARE, _d_bare), 10),
        (_fam("hex_key", _HEX_KEYS, _d_hex), 10),
        (_fam("jwt", _JWTS, lambda g: {"s": _jwt(g)}), 8),
        (_fam("pem", _PEMS, lambda g: {"s": _pem(g)}), 6),
        (_seeds, 12),
        (_fam("card", _CARDS, lambda g: {"s": _card(g)}), 15),
        (_fam("card_code", _CVVS, _d_cvv), 8),
        (_fam("iban", _IBANS, _d_iban), 14),
        (_ids, 16),
        (_fam("totp", _TOTPS, _d_totp), 10),
        (_fam("otp", _OTPS, _d_otp), 14),
        (_backups, 8),
        (_fam("wifi", _WIFI, _d_wifi), 14),
        (_fam("pin", _PINS, _d_pin), 16),
        (_fam("passphrase", _PHRASES, _d_phrase), 8),
        (_spelled, 10),
    ]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _plan():
        out += _take(rng, family, n) if isinstance(family, tuple) else family(rng, n)
    return out


# (class, first field ending in a label, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the fill-station admin password is", "{s}", _pw),
    ("split_password", "e kontraseña di e laptop ta", "{s} danki", _pw),
    ("split_password", "wachtwoord:", "{s}\nniet doorsturen hoor", _pw),
    ("split_password", "chamo la clave del GPS es", "{s}", _pw),
    ("split_password", "parce la contraseña del datáfono", "{s}, listo", _pw),
    ("split_password", "dude my garmin password is", "{s} lol", _pw),
    ("split_password", "Password", "{s}", _pw),
    ("split_password", "weighbridge login: salina /", "{s}", _plain_pw),
    ("split_token", "SaltTrack API key", "{s}", _j((HEX, 32))),
    ("split_token", "GITHUB_TOKEN=", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Stripe secret key:", "{s} (live)", _j("sk_live_", (ALNUM, 24))),
    ("split_seed", "recovery phrase", "{s}", lambda g: _seed(g, "english", 12)),
    ("split_card", "card number", "{s} exp 08/34", _card),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "NL"))),
    ("split_id", "BSN", "{s}", _bsn),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_otp", "Bo kòde di verifikashon ta", "{s}", _j((D, 6))),
    ("split_pin", "e kòde di porta ta", "{s}", _j((D, 4))),
    ("split_wifi", "wifi BokaBlou-Dock key", "{s}", _plain_pw),
    ("split_phrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))),
]


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLITS:
        s = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", s), s))
    return out


_METADATA: list[tuple[str, str, Maker]] = [
    (
        '{"fill_station": {"url": "https://fill.bokablou.lan", "admin_pw": "{s}"}}',
        "meta_password",
        _plain_pw,
    ),
    ('{"kontraseña": "{s}"}', "meta_password", _plain_pw),
    ('{"account": {"user": "sanne", "wachtwoord": "{s}"}}', "meta_password", _plain_pw),
    (
        '{"boats": [{"name": "Pichirilo"}, {"name": "Kadushi II", "gps_password": "{s}"}]}',
        "meta_password",
        _plain_pw,
    ),
    (
        '{"argv": ["mysql", "-h", "db1", "-u", "reef", "--password", "{s}", "bookings"]}',
        "meta_password",
        _plain_pw,
    ),
    ('{"note": "la clave del taller es {s}"}', "meta_password", _plain_pw),
    (
        '{"transcript": "log into the weighbridge as salina, password {s}"}',
        "meta_password",
        _plain_pw,
    ),
    ('{"contraseña": "{s}", "usuario": "leidy"}', "meta_password", _plain_pw),
    ('{"salttrack": {"api_key": "{s}"}}', "meta_token", _j((HEX, 32))),
    ('{"reeflogToken": "{s}"}', "meta_token", _j((HEX, 64))),
    ('{"headers": {"Authorization": "Bearer {s}"}}', "meta_token", _j((ALNUM, 40))),
    (
        '{"slack": {"bot_token": "{s}"}}',
        "meta_token",
        _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24)),
    ),
    ('{"payment": {"card_number": "{s}", "exp": "03/35"}}', "meta_card", _card),
    ('{"supplier": {"iban": "{s}"}}', "meta_iban", lambda g: _iban(g, "VG")),
    ('{"staff": {"bsn": "{s}"}}', "meta_id", _bsn),
    (
        '{"mfa": {"backup_codes": ["{s}", "5521-0934", "7710-4482"]}}',
        "meta_otp",
        lambda g: f"{_r(g, D, 4)}-{_r(g, D, 4)}",
    ),
    ('{"tip_jar_wallet": {"seed_words": "{s}"}}', "meta_seed", lambda g: _seed(g, "spanish", 12)),
    ('{"lora": {"app_key": "{s}"}}', "meta_key", _j((HEX.upper(), 32))),
    ('{"kite_shed": {"padlock_code": "{s}"}}', "meta_pin", _j((D, 4))),
    ('{"wifi": {"ssid": "SorobonWind-5G", "psk": "{s}"}}', "meta_wifi", _plain_pw),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for text, cls, make in _METADATA:
        s = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", s)), s))
    return out


_WHEEL = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"fillstation-ctrl-2.7.1.bin").hexdigest()
_COMMIT = hashlib.sha1(b"bookings: add nitrox surcharge", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"waivers: fix date format", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"tank-fills-2031-07.csv", usedforsecurity=False).hexdigest()
_IMAGE = hashlib.sha256(b"registry.bokablou.lan/bookings:3.1").hexdigest()

CLEAN = [
    "Remind me to change the fill-station password before the inspection on 2031-09-14.",
    "Kyle asked for the wifi password; it's on the card behind the counter.",
    "Policy: Boka Blou passwords are at least 14 characters and live in the shared vault.",
    "Please don't paste passwords in the WhatsApp group; share a vault link instead.",
    "The `.env.example` line `SALTTRACK_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_REEFLOG_KEY> in the README with the key from your ReefLog dashboard.",
    "No bisa ningun hende bo kontraseña, ok?",
    "Mi a lubidá mi kontraseña, kon mi ta kambi'é?",
    "Deel je wachtwoord nooit via de app, hoor.",
    "Het wachtwoord moet minstens veertien tekens hebben.",
    "Chamo, nunca le pases la clave a nadie por WhatsApp.",
    "Parce, la contraseña se cambia cada tres meses, no se le olvide.",
    "dude I forgot my password again lol, gonna hit reset",
    "The password reset link expires in 30 minutes.",
    "Upgraded the fill-station controller from 2.6 to 2.7.1 and pyserial to 3.5.",
    f"commit {_COMMIT} adds the nitrox surcharge to bookings.",
    f"Rolled back to {_SHORT} after the waiver date format broke.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL}",
    f"The fill-station firmware 2.7.1 image has SHA-256 checksum {_FIRMWARE}.",
    f"MD5 of tank-fills-2031-07.csv is {_MD5}, same as the copy on the NAS.",
    f"The bookings container runs registry.bokablou.lan/bookings@sha256:{_IMAGE}.",
    "Booking BB-2031-00418 for four divers on the Klein Bonaire trip, Thursday 08:30.",
    "Ticket #5512: the compressor's second stage runs hot after noon.",
    "Call the shop on +599 717 4412 before 17:00.",
    "Tracking number 1Z 999 AA1 01 2345 6784 is the regulator parts from Florida.",
    "Order SP-77310: 12 sails, 4.7 m to 6.2 m, shipping via Curaçao.",
    "The salt pier is at 12.0822° N, 68.2850° W.",
    "Price list: two-tank boat dive USD 95, nitrox fill USD 12, windsurf lesson USD 70.",
    "Tank pressure after the fill was 207 bar; the O2 analyser read 32.1 %.",
    "My card ending 4417 was declined at the supermarket in Hato.",
    "Card number ●●●● ●●●● ●●●● 8812, expires 07/33.",
    "IBAN: NL** **** **** **** 21 (masked on the invoice).",
    "The PIN pad at the bar is broken again, cash only today.",
    "Ask Shirley for the office door code, I don't have it.",
    "Print the 2FA backup codes for the shop account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `REEFLOG_API_KEY` in the secrets store, never in the repository.",
    "The guest wifi 'BokaBlou-Guest' is open, no password needed.",
    "Product code SAIL-NP-53-2031 is the 5.3 m freeride sail.",
    "Postcode? Bonaire has none; use Kaya Grandi 42, Kralendijk.",
    "Version 4.12.0 of the booking app shipped on 2031-05-02.",
    "Request id 3f2a9c71-8b4e-4d10-a6c2-7e91d0b45f38 is the slow one in the logs.",
    "E kòde di porta a kambia, puntra Shirley.",
    "Bo kòde di verifikashon lo yega den un minüt.",
    "De pincode van de kluis is gewijzigd; vraag Maarten.",
    "Yorman: el motor Yamaha de 150 HP necesita el repuesto 6EK-14301-00.",
    "Leidy: el pedido de pescado llega el martes, son 18 kilos de dorado.",
    "ngl the Hilma Hooker dive at 30 m was the best of the trip",
    "Wind forecast for Lac Bay: 18 to 22 knots, gusts 26, from the east.",
    "The salt pans produce about 400,000 tonnes a year.",
    "After five wrong passwords the booking admin locks the account for 15 minutes.",
    "The secret of a good dive is a slow ascent and a safety stop at 5 m.",
    "Dive log #214: max depth 27.4 m, 52 min, water 28 °C.",
    "Invoice 2031-0077 from Salina Pretu: 36 truckloads, due 2031-08-30.",
    "Serial number of the compressor: BX-2019-00731.",
    "Flight KL 735 lands at 14:05; the shuttle leaves at 14:45.",
    "Set a strong passphrase on the new laptop, four random words at least.",
    "The one-time code arrives by SMS; it's valid for five minutes.",
    "Tax rate on Bonaire (ABB) is 8 % on goods, 6 % on services.",
    "ISBN 978-0-06-231609-7 is the reef fish guide on the shop shelf.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/bokablou/fill-station", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 317}}',
    f'{{"sha256": "{_WHEEL}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "5512", "booking": "BB-2031-00418"}',
    '{"dive": {"max_depth_m": 27.4, "minutes": 52, "site": "Hilma Hooker"}}',
    '{"phone": "+599 717 4412", "city": "Kralendijk"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "tanks_filled": 1184}',
    '{"card_last4": "8812", "card_brand": "visa"}',
    '{"wind": {"knots": 20, "direction": "E"}, "location": "Lac Bay"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
