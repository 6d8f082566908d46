# ruff: noqa: RUF001
"""Held-out secret families, three-hundred-and-tenth corpus: written blind, without the rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-ninth's docstring,
the fifth to three-hundred-and-ninth only through grep -l counts (languages, wordings, tools,
vendors, id kinds and IBAN countries already used), the sample types, the value helpers and the
python-stdnum and mnemonic sources; never `memories/`, the tuning, round or concurrent corpora
(311 to 313), any other test, the reports, the benchmarks nor the git history, and the scrubber
was never run on it. Its own seed (310582947), password words (an island animal or plant and a
year, `Piquero2031!`; animal and place joined, `iguana_villamil_42`; leet `G4ru4`; a boat and
its berth, `NinfaDelMar-B7#`; a generator's dotted groups; random runs). The fictional company is
Garúa Expediciones Cía. Ltda. (a dive shop at Pelican Bay in Puerto Ayora on Santa Cruz, a
hostel in Puerto Villamil on Isabela, a boat office in Puerto Baquerizo Moreno on San Cristóbal,
a café tablet on Floreana, a field station of a volunteer from Bremen), its mainland Kichwa staff
(Otavalo, Saraguro, Puyo), relatives in Guayaquil and in Rotterdam (Kralingen); every company,
person, address, domain and number is invented, only the region (the Galápagos) is real. Texts:
chats with times, tickets, notes, runbooks, shell prompts, configs, env files, transcripts of
voice notes and meetings (Granola, Sembly, Bluedot, Scribie, Tactiq) and requests to the
assistant; separators from a colon, `es`, `ist`, `lautet`, `is`, `kan`, an arrow and `=` to a
new line, a chat's next turn and quotes.

Grep counts (heldouts 5 to 309 naming each, grep -l): none for Garúa, PiqueroPay, TortugaCloud,
IguanaMaps, Pelican Bay, Villamil, Kralingen, Vegesack, Guasmo, `achachay`, `ya pes`, `habla
serio`, `mi llave`, `yaykuna`, Granola, Sembly, Bluedot, Scribie; one or two for Baquerizo,
`pakalla shimi`, `oc login`, `identiteitskaartnummer`, `ec.ruc`; three to six for pgcli, `ec.ci`,
`de.stnr`, `nl.onderwijsnummer`, `nl.btw`; more (shapes the docs name, kept for coverage) for
Termux, Ghostty, mega-login, kinit and `wget --user`.

About half of the secret samples are not in English: Ecuadorian Spanish as texted (`ñaño`, `q`,
`ya mismo`, `de ley`, `achachay`, `la contra`), Guayaquil slang (`qué fue mi llave`, `de una`,
`habla serio loco`, `ya pes`, `pana`), Kichwa of mainland staff (`pakalla shimi`, `yaykuna
shimi`, `mashi`, `ama pimanpash willankichu`, `kan`, `yupaychani`), the German of a volunteer from
Bremen (`Moin`, `nich`, `ne`, `Kennwort lautet`) and the Dutch of relatives in Rotterdam (`ff`,
`ouwe`, `hoor`, `wachtwoord`). These wordings are the author's guesses, checked by no speaker;
the thinnest are the Kichwa ones (`pakalla shimi` for a password, `yaykuna shimi`, `API shimi`)
and `la contra` as slang for a password.

Vendors: invented ones (PiqueroPay `pqp_live_`, GarúaSMS hex, TortugaCloud `tgc-`, IguanaMaps
`igm_`, LoboMarino UUIDs, FragataFerry hex, CucuveMail `cvm-`, ScalesiaPOS `spos_`, NavegaGal
hex, MangleCam `mcm_`; shapes guessed) and the known GitHub, Stripe, Slack, OpenAI, Anthropic,
AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, GitLab, OpenRouter, Shopify,
DigitalOcean, Linear, Grafana, Vault, Postman, Doppler, Figma, Supabase, Tailscale, New Relic,
Groq, Replicate, Perplexity, Mailgun, Pulumi, Docker Hub, Brevo, HubSpot, NVIDIA, Airtable, age,
Flutterwave, Sourcegraph and Notion shapes; the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Ecuador's cédula
(`ec.ci`) and RUC (`ec.ruc`), Germany's Steuer-ID (`de.idnr`) and a Bremen Steuernummer
(`de.stnr`), the Netherlands' BSN (`nl.bsn`), btw-nummer (`nl.btw`), onderwijsnummer
(`nl.onderwijsnummer`) and passport number (`nl.identiteitskaartnummer`, format only). Cards pass
Luhn (`v.card`, checked with `stdnum.luhn`); IBANs of Estonia, Latvia, Honduras, Monaco,
Montenegro, Andorra, Albania and Azerbaijan (each in some 22 to 26 earlier corpora by a rough
grep, the fewest found), checked with `stdnum.iban`; seed phrases from mnemonic's Spanish,
English, French, Portuguese and Italian lists, checked with `Mnemonic(lang).check`.
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
from stdnum.de import idnr as de_idnr
from stdnum.de import stnr as de_stnr
from stdnum.ec import ci as ec_ci
from stdnum.ec import ruc as ec_ruc
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import btw as nl_btw
from stdnum.nl import identiteitskaartnummer as nl_idk
from stdnum.nl import onderwijsnummer as nl_onderwijs

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 310_582_947
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


_ISLAND = ["Piquero", "Fragata", "Iguana", "Galapaguera", "Scalesia", "Lechoso", "Pinzon",
           "Cormoran", "Albatros", "Manglar", "Garua", "Tintorera", "Pepino", "Cucuve",
           "Gaviota", "Pinguino", "Tortuga", "Flamenco"]  # fmt: skip
_BOATS = ["NinfaDelMar", "EstrellaAzul", "SantaFe", "Daphne", "Bartolome", "Seymour",
          "Plaza", "Genovesa", "Marchena", "Espanola"]  # fmt: skip
_PLACES = ["Ayora", "Villamil", "Baquerizo", "Velasco", "Bellavista", "SantaRosa", "Floreana",
           "Itabaca", "Baltra", "Tortuga", "Kralingen", "Vegesack", "Otavalo", "Saraguro",
           "Guasmo", "Urdesa"]  # fmt: skip
_NAMES = ["Wilmer", "Jhonny", "Maritza", "Dayana", "Kleber", "Segundo", "Sisa", "Amaru",
          "Killa", "Wayra", "Nina", "Inti", "Friederike", "Jannik", "Marijke", "Daan",
          "Bryan", "Jomaira", "Lcdo", "Narcisa", "Fausto", "Thalia"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["G4ru4", "P1qu3r0", "1gu4n4", "Sc4l3s14", "Fr4g4t4", "T0rtug4", "L3ch0s0", "C0rm0r4n"]


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return ".".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways the Garúa crew picks passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_ISLAND)}{g.randrange(1959, 2035)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_ISLAND).lower()}_{g.choice(_PLACES).lower()}_{g.randrange(10, 100)}",
    lambda g: g.choice(_LEET) + str(g.randrange(100, 1000)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_BOATS)}-B{g.randrange(1, 30)}{g.choice(_SYMBOLS)}",
    _manager,
    lambda g: _r(g, ALNUM + "!?%&", 16),
    lambda g: f"{g.choice(_NAMES)}{g.choice(_ISLAND)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_ISLAND).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, D, 2),
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Granola note, dive shop Pelican Bay: the Suunto DM5 laptop password is {pw}",
    "ñaño la clave de la compu del muelle es {pw} no le pases a nadie",
    "oe Wilmer la contraseña del router de Bellavista quedó {pw} ya mismo la cambio",
    "q fue mi llave, la clave del datáfono nuevo es {pw}, de una",
    "habla serio loco, la contra del correo de reservas es {pw}",
    "achachay que frío en Santa Rosa... la clave del NVR: {pw}",
    "Dayana: contraseña de la cuenta de Booking del hostal en Villamil → {pw}",
    "mashi, pakalla shimi kaymi: {pw} (ama pimanpash willankichu)",
    "Segundo kamachin: yaykuna shimi {pw}, Otavalo ukupi antawa",
    "Killa: antanikik pakalla shimika {pw} kan, yupaychani",
    "Moin! Das Passwort für den Laborrechner an der Station lautet {pw}",
    "Friederike: Kennwort vom Drohnen-Laptop ist {pw}, bitte nich weitersagen, ne",
    "Jannik an Mama in Vegesack: mein Passwort fürs Sparkassen-Online ist {pw}",
    "Zugangsdaten Tauchcomputer-Software, Passwort: {pw}",
    "tante Marijke, het wachtwoord van de iPad is {pw} hoor",
    "Daan uit Kralingen: wachtwoord van ome Kees zijn mail ff onthouden: {pw}",
    "ouwe, mijn wachtwoord voor de Rabo app is {pw}, zeg niks tegen pa",
    "Voice note (Sembly transcript): 'ok the Isabela booking laptop password is {pw}, ok?'",
    "Ticket GX-4471 (Puerto Baquerizo office): reset done, temporary password {pw}",
    "Note to self: San Cristóbal fuel dock POS password = {pw}",
    "Runbook step 4: log into the Floreana post-box café tablet with password {pw}",
    "Hey assistant, remember the password for the Academy Bay kayak rental admin: {pw}",
    "asistente, guarda esta contraseña del sistema de tickets del ferry: {pw}",
    "pana, la clave del wifi del Guasmo es {pw}, tu sabes",
    "Jomaira: clave de la banca web del Pichincha de mi mami → {pw} (no le digas)",
    "Narcisa dijo q la contraseña del SRI en línea es {pw}",
    "Tauchbasis Puerto Ayora – neues Passwort für den Kompressor-Monitor: {pw}",
    "wachtwoord voor de gedeelde DigiD van opa: {pw} (niet doorsturen!)",
    "Granola meeting notes, 'Isabela ops': Fausto says the Ubiquiti controller password is {pw}",
    "Bluedot transcript: 'and the password for the Velasco Ibarra hostel PC is {pw}'",
    "Scribie transcript, Santa Cruz: the admin password we set for the dive-log box is {pw}",
    "la contraseña del Facebook del tour quedó así: {pw} ya pes",
    "Thalia: mami la clave de tu Gmail es {pw}, anótala en el cuaderno",
    "pakalla shimi (kompyutadorapak): {pw}",
    "Das Kennwort für den Garúa-Server lautet jetzt {pw} – Friederike",
    "het nieuwe wachtwoord van de webshop is {pw}, ff opslaan",
    "Kleber: password of the Tomás de Berlanga school lab: {pw}",
    "mijn pincode-app wachtwoord = {pw}",
    "la contraseña de la caja fuerte digital del yate es {pw}",
    "Inti: passwordka {pw} kan, chay laptop Puyo ukupi",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["wilmer.q", "jhonny", "maritza.c", "dayana", "kleber", "segundo.ch", "sisa", "amaru",
          "friederike.b",
          "jannik", "marijke", "daan.v", "bryan", "jomaira", "fausto", "thalia"]  # fmt: skip
_LOGINS = [
    "usuario: {u} / contraseña: {pw}",
    "Benutzer {u}, Passwort {pw}",
    "gebruikersnaam {u} en wachtwoord {pw}",
    "login for the Pelican Bay dive shop POS: {u} / {pw}",
    "creds para el portal de la naviera: {u}:{pw}",
    "{u}@garuaexp.example:{pw}",
    "sign in as {u} with {pw} on the booking backend",
    "ingresa como {u} con la clave {pw}",
    "Anmeldung: {u} / {pw} (Labor-Laptop)",
    "inloggen als {u} met wachtwoord {pw}",
    "u={u} p={pw}",
    "| hostal-villamil | {u} | {pw} |",
    "user {u} pass {pw} (the Floreana café tablet)",
    "mashi {u}, pakalla shimika {pw}",
    "el usuario es {u} y la contraseña es {pw}",
    "creds for the Baquerizo CCTV are {u} and {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["piquero", "fragata", "iguana", "scalesia", "lechoso", "cucuve", "tintorera",
               "manglar", "pinzon", "garua", "albatros", "flamenco"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w} followed by {d}",
    "la clave es la palabra {w} y luego el número {d}",
    "das Passwort ist das Wort {w}, dann {d}",
    "het wachtwoord is het woord {w} en daarna {d}",
    "type {w}, then {d}; that's the admin password",
    "{w}{d} — esa es la clave del wifi del hostal",
    "{w}{d}, das hab ich für den Router eingestellt",
    "el nombre del perro de mi mami, {w}, seguido de {d}",
    "{w} with a capital first letter and {d} at the end",
    "pakalla shimika {w} shimi, kipaka {d} yupay",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word, number = rng.choice(_SAID_WORDS), str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "sshpass -p '{pw}' ssh {u}@dive-log.garua.lan",
    "mysql -u {u} -p{pw} reservas",
    "redis-cli -h 10.20.0.5 -a {pw} ping",
    "docker login registry.garua.lan -u {u} -p {pw}",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "smbclient //nas-ayora/fotos -U {u}%{pw}",
    "curl -u {u}:{pw} https://api.garuaexp.example/v1/bookings",
    "psql 'postgresql://{u}:{pw}@db.garua.lan/ferry'",
    "zip -P {pw} pasaportes.zip scans/*.pdf",
    "7z a -p{pw} nomina.7z nomina/",
    "openssl enc -aes-256-cbc -in crew.csv -out crew.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c manifiesto.xlsx",
    "plink -ssh {u}@192.168.60.4 -pw {pw}",
    "xfreerdp /v:oficina-baquerizo /u:{u} /p:{pw}",
    "net use Z: \\\\nas-villamil\\docs {pw} /user:{u}",
    "sqlplus {u}/{pw}@ferrydb",
    "lftp -u {u},{pw} sftp://fotos.garuaexp.example",
    "rabbitmqctl add_user {u} {pw}",
    "ipmitool -I lanplus -H 10.20.0.9 -U {u} -P {pw} chassis status",
    "mosquitto_pub -h mqtt.garua.lan -u {u} -P {pw} -t tanque/nivel -m 80",
    "sqlcmd -S sql-ayora -U {u} -P {pw} -Q \"SELECT 1\"",
    "ldapsearch -x -D cn={u},dc=garua,dc=lan -w {pw}",
    "keytool -importkeystore -srckeystore app.p12 -storepass {pw}",
    "echo '{pw}' | sudo -S systemctl restart dive-log",
    "cqlsh cassandra.garua.lan -u {u} -p {pw}",
    "mega-login {u}@garuaexp.example {pw}",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/bote",
    "hydra -l {u} -p {pw} ssh://10.20.0.7",
    "kinit {u}@GARUA.LAN <<< '{pw}'",
    "twine upload -u {u} -p {pw} dist/*",
    "oc login https://api.okd.garua.lan:6443 -u {u} -p {pw}",
    "mysqldump -u{u} -p{pw} reservas > reservas.sql",
    "pgcli postgres://{u}:{pw}@localhost:5432/tours",
    "wget --user={u} --password={pw} https://files.garuaexp.example/manifiestos.zip",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "wilmer@muelle-ayora:~$ {c}", "root@villamil-nvr:/# {c}",
    "Termux en el celu: {c}", "corrí esto: {c}", "mira el comando: {c}",
    "Ich hab das ausgeführt: {c}", "dit commando gedraaid: {c}", "kay kamachita rurarkani: {c}",
    "history | tail -1\n  512  {c}", "Ghostty tab 'baquerizo': {c}", "ticket GX-4502, step 2:\n{c}",
    "PS C:\\Garua> {c}", "runbook (Floreana uplink):\n```\n{c}\n```",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@db.garua.lan:5432/reservas",
    "mysql://{u}:{pw}@mysql.garuaexp.example/hostal",
    "mongodb+srv://{u}:{pw}@cluster0.garua.example/tours",
    "redis://:{pw}@cache.garua.lan:6379/0",
    "amqp://{u}:{pw}@rabbit.garua.lan:5672/ferry",
    "ftp://{u}:{pw}@fotos.garuaexp.example/",
    "sqlserver://sql-ayora:1433;user={u};password={pw};database=nomina",
    "smtp://{u}:{pw}@mail.garuaexp.example:587",
    "rtsp://{u}:{pw}@cam-muelle.garua.lan:554/live",
    "clickhouse://{u}:{pw}@ch.garua.lan:9000/telemetria",
]  # fmt: skip
_URL_PLACES = [
    "{c}", "DATABASE_URL={c}", "la cadena de conexión es {c}", "Verbindungs-URL: {c}",
    "connectiestring: {c}", "config: url = \"{c}\"", "pegué esto en el .env: {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(
        rng, v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS), _URL_PLACES
    )


_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={t}", _j("ghp_", (ALNUM, 36))),
    ("la llave de Stripe del hostal: {t}", _j("sk_live_", (ALNUM, 24))),
    ("Slack bot token for #ops-ayora: {t}", _j("xoxb-", (D, 11), "-", (D, 13), "-", (ALNUM, 24))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic-Schlüssel fürs Labor: {t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {t}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {t}", _j((B64, 40))),
    ("Google Maps key del mapa de tours: {t}", _j("AIza", (URLSAFE, 35))),
    ("HF token para el modelo de iguanas: {t}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SendGrid voor de nieuwsbrief: {t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key SID {t}", _j("SK", (HEX, 32))),
    ("bot de Telegram del ferry: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("GitLab token: {t}", _j("glpat-", (URLSAFE, 20))),
    ("OPENROUTER_API_KEY={t}", _j("sk-or-v1-", (HEX, 64))),
    ("Shopify de la tienda de recuerdos: {t}", _j("shpat_", (HEX, 32))),
    ("DigitalOcean token (droplet Baquerizo): {t}", _j("dop_v1_", (HEX, 64))),
    ("Linear API: {t}", _j("lin_api_", (ALNUM, 40))),
    ("Grafana service account token {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("VAULT_TOKEN={t}", _j("hvs.", (URLSAFE, 90))),
    ("Postman key: {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Doppler service token für die Station: {t}", _j("dp.st.prd.", (ALNUM, 43))),
    ("Figma token van Daan: {t}", _j("figd_", (URLSAFE, 40))),
    ("Supabase access token: {t}", _j("sbp_", (HEX, 40))),
    ("tailscale up --authkey {t}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 30))),
    ("New Relic user key {t}", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("Replicate para las fotos de piqueros: {t}", _j("r8_", (ALNUM, 37))),
    ("PPLX key: {t}", _j("pplx-", (ALNUM, 48))),
    ("Mailgun: {t}", _j("key-", (HEX, 32))),
    ("PULUMI_ACCESS_TOKEN={t}", _j("pul-", (HEX, 40))),
    ("Docker Hub PAT: {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("Brevo (ex Sendinblue) clave: {t}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("HubSpot private app: {t}", lambda g: "pat-na1-" + v.uuid4(g)),
    ("NVIDIA NIM key: {t}", _j("nvapi-", (URLSAFE, 64))),
    ("Airtable PAT for the dive roster: {t}", _j("pat", (ALNUM, 14), ".", (HEX, 64))),
    ("age-keygen gave me {t}", _j("AGE-SECRET-KEY-1", (UPPER_DIGITS, 58))),
    ("Flutterwave secret: {t}", _j("FLWSECK-", (HEX, 32), "-X")),
    ("Sourcegraph token {t}", _j("sgp_", (HEX, 40))),
    ("Notion integration secret: {t}", _j("ntn_", (ALNUM, 46))),
    # invented vendors of the islands, known by the words around their keys
    ("clave API de PiqueroPay (producción): {t}", _j("pqp_live_", (ALNUM, 32))),
    ("API key de GarúaSMS: {t}", _j((HEX, 32))),
    ("TortugaCloud API-Schlüssel: {t}", _j("tgc-", (ALNUM, 36))),
    ("IguanaMaps API-sleutel: {t}", _j("igm_", (ALNUM, 30))),
    ("Integraciones › LoboMarino Reservas: {t}", lambda g: v.uuid4(g, "b")),
    ("FragataFerry integration broken, current key {t}", _j((HEX, 40))),
    ("la key de CucuveMail pa' los correos: {t}", _j("cvm-", (LOWER_DIGITS, 40))),
    ("ScalesiaPOS token → {t}", _j("spos_", (ALNUM, 34))),
    ("API shimi NavegaGal nisqa: {t}", _j((HEX, 48))),
    ("Key von MangleCam für die Kamera-Fallen: {t}", _j("mcm_", (URLSAFE, 38))),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        token = make(rng)
        out.append(Sample("vendor_token", template.replace("{t}", token), token))
    return out


_BARE_PLACES = ["{t}", "Granola: {t}", "solo lo muestra una vez, aquí va:\n{t}",
                "das Token: {t}", "ff bewaren: {t}",
                "kaymi: {t}", "pegado del dashboard → {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 48)), _j((URLSAFE, 26), ".", (URLSAFE, 38)), _j((B64, 60), "=")]


def _bare_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"t": _BARE_MAKERS[index % 3](rng)}


_bare = _Family("bare_token", _BARE_PLACES, _bare_draw, "t")


_HEX_PLACES = {
    "MANGLECAM_SECRET={h}": 64, "llave de cifrado del NVR: {h}": 32,
    "Schlüssel fürs Logger-Backup: {h}": 64, "encryption_key: {h}": 64,
    "sleutel van de kluis-app: {h}": 40, "PIQUEROPAY_WEBHOOK_SECRET={h}": 64,
    "hmac secret → {h}": 48, "secret del webhook de reservas {h}": 40,
    "APP_KEY={h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = _r(rng, HEX, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_JWT_PLACES = [
    "Authorization: Bearer {t}", "el token de sesión del panel: {t}",
    "JWT fürs Stations-API: {t}",
    "id_token={t}", "cookie: garua_session={t}", "token van de app: {t}",
    "curl -H 'Authorization: Bearer {t}' https://api.garuaexp.example/v1/me",
    "access_token: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    header = {"alg": ["HS256", "RS256", "ES256"][index % 3], "typ": "JWT"}
    claims = {
        "sub": rng.choice(_USERS),
        "iss": "https://auth.garuaexp.example",
        "iat": 2_000_000_000 + rng.randrange(10**7),
        "role": rng.choice(["guia", "admin", "capitan"]),
    }
    return {"t": _jwt_of(rng, header, claims, [43, 86, 86][index % 3])}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "la llave del servidor:\n{key}": "RSA PRIVATE KEY",
    "id_ed25519 del bote:\n{key}": "OPENSSH PRIVATE KEY",
    "Privater Schlüssel der Station:\n{key}": "PRIVATE KEY",
    "private key for the booking TLS cert\n{key}": "EC PRIVATE KEY",
    "sleutel van Daan zijn server:\n{key}": "RSA PRIVATE KEY",
    "SSH_PRIVATE_KEY: |\n{key}": "OPENSSH PRIVATE KEY",
    "kaymi pakalla llave:\n{key}": "PRIVATE KEY",
}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = _PEM_PLACES[template]
    lines = [_r(rng, B64, 64) for _ in range(8)]
    indent = "  " if template.startswith("SSH_PRIVATE_KEY") else ""
    block = [f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"]
    return {"key": "\n".join(indent + line for line in block), "secret": lines[2 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "frase semilla de la billetera de mi ñaño: {p}": "spanish",
    "seed phrase of the tips wallet: {p}": "english",
    "Wiederherstellungswörter (Ledger): {p}": "english",
    "herstelzin van tante Marijke haar wallet: {p}": "english",
    "palabras de recuperación:\n{p}": "spanish",
    "phrase de récupération du bénévole de Lyon: {p}": "french",
    "frase de recuperação do primo em Manta: {p}": "portuguese",
    "le 12 parole della volontaria di Trieste: {p}": "italian",
    "Voice note (Tactiq): 'the backup words are {p}'": "english",
    "semilla: {p}": "spanish",
    "recovery phrase (numbered):\n{p}": "english",
    "pakalla shimikuna (wallet): {p}": "spanish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    phrase = str(
        _MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range([16, 32][index % 2])))
    )
    if "numbered" in template:
        return {"p": "\n".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))}
    return {"p": phrase}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "número de tarjeta: {c}", "la tarjeta de mi mami es {c} vence 09/33",
    "Kreditkarte: {c}", "creditcardnummer {c}", "card {c} exp 03/34",
    "pagué el tanque de buceo con {c}", "{c} — Visa de la empresa",
    "kay tarjetami: {c}", "Karte von Jannik: {c}", "pas van tante: {c}",
    "tarjeta débito Guayaquil: {c}", "booking deposit card: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "diners", "jcb", "maestro", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng), "n": number}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Mastercard {c} exp 04/35, código de seguridad {cvv}",
    "the three digits on the back are {cvv}",
    "CVV: {cvv} (tarjeta terminada en {last})",
    "Prüfnummer {cvv}, Karte endet auf {last}",
    "beveiligingscode op de achterkant: {cvv}",
    "los tres números de atrás son {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "mastercard"), " ", rng)
    return {"c": number, "last": number[-4:], "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"EE": "n" * 16, "LV": "aaaa" + "c" * 13, "HN": "aaaa" + "n" * 20,
                "MC": "n" * 10 + "c" * 11 + "nn", "ME": "n" * 18, "AD": "n" * 8 + "c" * 12,
                "AL": "n" * 8 + "c" * 16, "AZ": "aaaa" + "c" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN: {i}", "mi cuenta para la transferencia: {i}", "Bankverbindung (IBAN) {i}",
    "rekeningnummer van oom: {i}", "paga al proveedor de Tallinn: {i}", "IBAN del socio → {i}",
    "kay cuenta: {i}", "Überweisung an {i}, Verwendungszweck Tauchkurs",
    "please wire the deposit to {i}", "IBAN voor de huur: {i}", "cuenta en Andorra {i}",
    "IBAN für die Spende: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ec_ci(g: random.Random) -> str:
    return v.until(
        g,
        lambda h: f"{h.choice(['20', '09', '17', '10', '06'])}{h.choice('012345')}" + _r(h, D, 7),
        ec_ci.is_valid,
    )


def _ec_ruc(g: random.Random) -> str:
    return v.until(g, lambda h: _ec_ci(h) + "001", ec_ruc.is_valid)


def _de_idnr(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), de_idnr.is_valid)


def _de_stnr(g: random.Random) -> str:
    number = v.until(g, lambda h: "60" + _r(h, D, 8), lambda n: de_stnr.is_valid(n, "Bremen"))
    return f"{number[:2]}/{number[2:5]}/{number[5:]}"


def _nl_bsn(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 8), nl_bsn.is_valid)


def _nl_btw(g: random.Random) -> str:
    return v.until(g, lambda h: "NL" + _r(h, D, 9) + "B0" + h.choice("123"), nl_btw.is_valid)


def _nl_onderwijs(g: random.Random) -> str:
    return v.until(g, lambda h: "10" + _r(h, D, 7), nl_onderwijs.is_valid)


def _nl_paspoort(g: random.Random) -> str:
    letters = UPPER.replace("O", "")
    return v.until(
        g, lambda h: _r(h, letters, 2) + _r(h, letters + D, 6) + h.choice(D), nl_idk.is_valid
    )


_ID_PLACES: dict[str, Maker] = {
    "cédula: {s}": _ec_ci, "mi número de cédula es {s}": _ec_ci,
    "CI del capitán {s}, pa' la lista de zarpe": _ec_ci, "Cédula de ciudadanía → {s}": _ec_ci,
    "número de cédula de la Sisa: {s}": _ec_ci, "cédula del guía naturalista {s}": _ec_ci,
    "RUC de Garúa Expediciones: {s}": _ec_ruc, "el RUC pa' la factura es {s}": _ec_ruc,
    "RUC persona natural {s}": _ec_ruc,
    "Steuer-ID von Friederike: {s}": _de_idnr, "Identifikationsnummer {s}": _de_idnr,
    "Steuernummer (Finanzamt Bremen) {s}": _de_stnr, "meine Steuernummer: {s}": _de_stnr,
    "BSN van tante Marijke: {s}": _nl_bsn, "burgerservicenummer {s}": _nl_bsn,
    "mijn BSN is {s}, voor de zorgverzekering": _nl_bsn, "BSN | {s}": _nl_bsn,
    "btw-nummer van de webshop: {s}": _nl_btw, "onderwijsnummer van Daan: {s}": _nl_onderwijs,
    "paspoortnummer van oom Kees: {s}": _nl_paspoort, "Dutch passport number {s}": _nl_paspoort,
    "Reisepass? nee, Nederlands paspoort: {s}": _nl_paspoort,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style == 0:
        return [f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]
    if style == 1:
        return [_r(rng, D, 8) for _ in range(n)]
    return [f"{_r(rng, UPPER, 2)}{_r(rng, D, 4)}{_r(rng, UPPER_DIGITS, 3)}" for _ in range(n)]


_BACKUPS = [
    "códigos de respaldo de la cuenta de Google del hostal:\n{codes}",
    "Backup-Codes fürs Uni-Konto Bremen: {codes}",
    "herstelcodes van de Microsoft-account van oom: {codes}",
    "2FA backup codes (PiqueroPay admin)\n{codes}",
    "códigos de recuperación de Binance de mi ñaño: {codes}",
    "Notfallcodes Drohnen-Account: {codes}",
]  # fmt: skip
_SEEDS_2FA = [
    "clave de configuración del 2FA: {s}",
    "TOTP secret for the booking admin: {s}",
    "otpauth://totp/Garua:wilmer?secret={s}&issuer=Garua",
    "2FA-Schlüssel manuell eingeben: {s}",
]  # fmt: skip
_CODES = [
    "{c} es tu código de verificación de PiqueroPay",
    "Tu código Pichincha: {c}. No lo compartas.",
    "Ihr Bestätigungscode lautet {c}",
    "je verificatiecode is {c}",
    "Use {c} to sign in to Garúa Booking",
    "código OTP del banco: {c}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, 8, index % 3)
    sep = "\n" if template.endswith("\n{codes}") else [", ", " ", "\n"][index % 3]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 8]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    spaced = index % 2 == 0 and not template.startswith("otpauth")
    return {"s": v.totp_secret(rng, spaced=spaced)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Garua-Muelle", "Hostal Villamil 5G", "GX-Baquerizo-Office", "CNT_Bellavista",
          "Floreana Cafe Guest", "Estacion-Campo-2G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, clave {pw}",
    "la clave del wifi {s} es {pw}",
    "red: {s} / contraseña: {pw}",
    "WLAN {s}, Passwort {pw}",
    "wifi-wachtwoord van {s}: {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network {s} key {pw}",
    "el wifi del hostal ({s}) tiene {pw}",
    "wpa_passphrase \"{s}\" {pw}",
    "nmcli dev wifi connect \"{s}\" password {pw}",
    "wifi? {s}\nJhonny: {pw}",
    "{s}\nclave: {pw}",
    "WPA-Schlüssel für {s}: {pw}",
    "wifi {s} / {pw}",
    "clave wifi → {pw} (red {s})",
    "Network: {s} / {pw}",
]  # fmt: skip
_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_plain_pw, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("pqp_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ghp_", (ALNUM, 36))]  # fmt: skip
_SPELL = [
    "te la dicto letra por letra: {t}", "[Sembly, llamada con Baquerizo] {t}",
    "ich buchstabiere: {t}", "ik spel hem: {t}", "la key con espacios: {t}",
    "read out over the radio: {t}", "token dictado: {t}", "shimi shimi: {t}",
    "the key, one char at a time: {t}", "dictado (Scribie): {t}",
]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    return {"t": [" ", "-", "  ", " · "][index % 4].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "código de la bodega de tanques: {pw}", "el PIN de mi tarjeta es {pw}, no le digas a nadie",
    "Türcode Station Haus 2: {pw}#", "pincode van de kluis: {pw}",
    "candado del cuarto de equipos: {pw}", "PIN del celular de la oficina {pw}",
    "alarm code for the Villamil hostel: {pw}", "Tresor-PIN {pw}",
    "código de la puerta del muelle → {pw}", "pincode van opa zijn pinpas: {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["piquero", "garua", "manglar", "lechoso", "cucuve", "tintorera", "scalesia",
                 "iguana", "fragata", "pinzon", "albatros", "lava", "muelle", "ceibo"]  # fmt: skip
_PHRASES = {
    "Bitwarden master passphrase: {p}": " ",
    "frase de contraseña del disco: {p}": "-",
    "Passphrase fürs Backup: {p}": " ",
    "wachtzin van de kluis: {p}": ".",
    "passphrase = {p}": "-",
    "la frase clave es {p}": " ",
    "KeePassXC passphrase {p}": "_",
    "unlock phrase for the dive-log laptop: {p}": " ",
}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = [
    "Authorization: Basic {v}",
    "curl -H 'Authorization: Bearer {v}' https://api.garuaexp.example/v1/tours",
    "header de la API de tickets: Authorization: Bearer {v}",
    "Proxy-Authorization: Basic {v}",
    "Bearer {v}",
    "Authorization: Token {v}",
]  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Basic" in template:
        raw = f"{rng.choice(_USERS)}:{_plain_pw(rng)}".encode()
        return {"v": base64.b64encode(raw).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", _AUTH, _auth_draw, "v")


_CONFIGS = [
    "[mysql]\nuser = reservas\npassword = {pw}",
    "spring.datasource.password={pw}",
    "define('DB_PASSWORD', '{pw}');",
    "  smtp:\n    host: mail.garuaexp.example\n    password: \"{pw}\"",
    "db.garua.lan:5432:reservas:wilmer:{pw}",
    "<add key=\"SmtpPassword\" value=\"{pw}\" />",
    "variable \"db_password\" {{\n  default = \"{pw}\"\n}}",
    "requirepass {pw}",
    "ADMIN_PASSWORD: {pw}",
    "[remote \"nas\"]\npass = {pw}",
    "<password>{pw}</password>",
    "mail_password = \"{pw}\"",
    "auth_pass {pw}",
    "\"password\": \"{pw}\",",
    "rootpw {pw}",
    "wpa_passphrase={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_ENVS = [
    "DB_PASSWORD={pw}", "export PGPASSWORD={pw}", "SMTP_PASS={pw}", "REDIS_PASSWORD=\"{pw}\"",
    "MYSQL_ROOT_PASSWORD={pw}", "ADMIN_PASS='{pw}'", "BOOKING_DB_PWD={pw}",
    "KEYSTORE_PASSWORD={pw}", "export NVR_ADMIN_PASSWORD={pw}", "FTP_PASSWD={pw}",
]  # fmt: skip
_ENV_FRAMES = ["# .env (booking)\n{c}", "{c}", "docker-compose.yml:\n  environment:\n    - {c}",
               "el .env del servidor tiene {c}", "in der .env steht {c}",
               "{c}\n# niet committen"]  # fmt: skip


def _envs(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(rng, v.fill(rng, "env_file", _ENVS, n, _plain_pw), _ENV_FRAMES)


_CHATS = [
    "[07:12] Wilmer: cuál es la clave del NVR?\n[07:13] Maritza: {pw}",
    "[19:40] Jannik: Passwort fürs Labor-WLAN?\n[19:41] Friederike: {pw}",
    "Daan: wat was het wachtwoord ook alweer?\nMarijke: {pw}",
    "Bryan: brother la contra del Netflix?\nJhonny: {pw} pero no la cambies",
    "Sisa: pakalla shimi?\nAmaru: {pw}",
    "Kleber: ñaña pásame la clave del hostal\nDayana: {pw}",
    "Fausto: the password for the fuel dock POS?\nThalia: {pw}",
    "[22:05] Jomaira: mami cuál es tu clave del banco?\n[22:07] Narcisa: {pw}",
    "Friederike: welches Kennwort hat der Drohnen-Laptop?\nJannik: {pw}",
    "oom Kees: wachtwoord van de wifi?\nDaan: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 50),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 10), (_phrases, 8), (_auth, 6), (_configs, 16),
    (_chats, 10), (_envs, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _visa(g: random.Random) -> str:
    return v.grouped(v.card(g, "visa"), " ", g)


def _master(g: random.Random) -> str:
    return v.grouped(v.card(g, "mastercard"), " ", g)


def _one_code(g: random.Random) -> str:
    return _backup_list(g, 1, 0)[0]


_MP = "meta_password"


def _spanish_seed(g: random.Random) -> str:
    return str(_MNEMO["spanish"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "la clave del NVR es": "{s}", "Passwort vom Stations-Laptop:": "{s} (seit dem Update)",
    "wachtwoord van oma:": "{s}", "the Pelican Bay POS password is": "{s}",
    "pakalla shimika": "{s}", "contraseña del hostal:": "{s}\ncámbiala en diciembre",
    "Kennwort lautet": "{s}", "la contra del correo es": "{s}, creo",
    "het wachtwoord is": "{s}", "ferry booking admin password:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "clave API de PiqueroPay", "{s}", _j("pqp_live_", (ALNUM, 32))),
    ("split_token", "GitHub token:", "{s} (deploy)", _j("ghp_", (ALNUM, 36))),
    ("split_token", "TortugaCloud API-Schlüssel", "{s}", _j("tgc-", (ALNUM, 36))),
    ("split_seed", "frase semilla", "{s}", _spanish_seed),
    ("split_card", "número de tarjeta", "{s} vence 11/34", _visa),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LV"))),
    ("split_backup", "códigos de respaldo", "{s}\nqk7d-2m9x\nzp4r-81ct", _one_code),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "cédula:", "{s}", _ec_ci),
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
    '{"nvr": {"url": "https://nvr.garua.lan", "admin_password": "{s}"}}': (_MP, _plain_pw),
    '{"contraseña": "{s}"}': (_MP, _plain_pw),
    '{"account": {"user": "friederike.b", "Kennwort": "{s}"}}': (_MP, _plain_pw),
    '{"hostales": [{"name": "ayora"}, {"name": "pv", "wachtwoord": "{s}"}]}': (_MP, _plain_pw),
    '{"argv": ["mysql", "-u", "reservas", "--password", "{s}", "hostal"]}': (_MP, _plain_pw),
    '{"nota": "la clave del datáfono es {s}"}': (_MP, _plain_pw),
    '{"pakalla_shimi": "{s}"}': (_MP, _plain_pw),
    '{"transcript": "log into the fuel dock POS as admin with the password {s}"}': (_MP, _plain_pw),
    '{"piqueropay": {"api_key": "{s}"}}': ("meta_token", _j("pqp_live_", (ALNUM, 32))),
    '{"stripeSecret": "{s}"}': ("meta_token", _j("sk_live_", (ALNUM, 24))),
    '{"garuasms_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"numero_tarjeta": "{s}", "vence": "07/35"}}': ("meta_card", _master),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "HN")),
    '{"guia": {"cedula": "{s}"}}': ("meta_id", _ec_ci),
    '{"mfa": {"backup_codes": ["{s}", "qk7d-2m9x", "zp4r-81ct"]}}': ("meta_otp", _one_code),
    '{"wallet_propinas": {"seed_words": "{s}"}}': ("meta_seed", _spanish_seed),
    '{"station": {"bsn": "{s}"}}': ("meta_id", _nl_bsn),
    '{"bodega_tanques": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Garua-Muelle", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"nvr-firmware-4.72.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/garua/booking-api:2.9").hexdigest()
_COMMIT = hashlib.sha1(b"booking: add ferry seat map", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"tours: revert price rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"manifiesto_2033-02-14.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the NVR password before the technician comes on 2033-03-02.",
    "Wilmer asked for the hostel wifi password; it's on the card at the front desk.",
    "Policy: Garúa passwords are at least 14 characters and live only in Bitwarden.",
    "Please don't paste passwords into the group chat; share a vault link instead.",
    "The `.env.example` line `PIQUEROPAY_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_GARUASMS_KEY> in the README with the key from the dashboard.",
    "ñaño no le pases tu clave a nadie, ni al del banco.",
    "la contraseña debe tener por lo menos catorce caracteres, de ley.",
    "Olvidaste tu contraseña? Haz clic aquí para restablecerla.",
    "ama pimanpash pakalla shimita willankichu.",
    "Das Passwort muss mindestens vierzehn Zeichen lang sein.",
    "Moin! Hab mein Passwort vergessen, schick mir bitte den Reset-Link.",
    "Het wachtwoord moet minstens veertien tekens lang zijn, hoor.",
    "ff je wachtwoord wijzigen na de vakantie, zegt de bank.",
    "Upgraded the NVR firmware from 4.70 to 4.72 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the ferry seat map.",
    f"Rolled back to {_SHORT} after the price rounding broke the invoices.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The NVR firmware 4.72.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The booking container runs ghcr.io/garua/booking-api@sha256:{_IMAGE}.",
    f"MD5 of manifiesto_2033-02-14.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9a1c2e-7b4d-4e10-a8c2-5d6e7f809a1b is the slow one in the booking logs.",
    "Reserva GX-2033-00871: 4 pax, tour a Tortuga Bay, sale el jueves 08:30.",
    "Ticket GX-4519: the Baquerizo office printer jams on A4 again.",
    "Llama a la oficina de Puerto Ayora al +593 5 252 7164 antes del mediodía.",
    "El ferry a Isabela sale a las 14:00 del muelle de Puerto Ayora; pasaje $30.",
    "Factura 001-002-000004517 por $1.250,00 de combustible para el bote.",
    "El tanque de buceo de 12 litros se carga a 200 bar; revisar la válvula cada mes.",
    "Temperatura del agua en Pelican Bay: 23 °C; visibilidad 12 m.",
    "After five wrong passwords the booking admin locks the account for 20 minutes.",
    "The secret of a good encebollado is the albacora, says Bryan.",
    "Ask Maritza for the tank room padlock code, I don't have it.",
    "My card ending 4417 was declined at the Puerto Ayora pharmacy.",
    "Der Partner in Tallinn will die IBAN ohne Leerzeichen auf der Rechnung.",
    "Print the 2FA backup codes for the PiqueroPay account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `GARUASMS_API_KEY` in the secrets store, never in the repository.",
    "The guest wifi 'Garua-Guest' is open, no password needed.",
    "Die Station in Santa Cruz hat 230 V, aber die Steckdosen sind amerikanisch.",
    "Oom Kees vliegt op 12 maart van Rotterdam via Amsterdam naar Guayaquil.",
    "Vuelo Guayaquil–Baltra 14:35, asiento 17C, tasa de ingreso al parque $200.",
    "qué fue loco, nos vemos en el malecón a las 7, de una.",
    "Kaypi kanki? Puyo llaktamanta shamuni, yupaychani mashi.",
    "La cédula se renueva cada diez años en el Registro Civil.",
    "Versión 2.9.1 de la app de reservas: corrige el cálculo del IVA al 15 %.",
    "Tracking Servientrega 1087734561 para el repuesto del compresor.",
    "ISBN 978-9942-00-000-1 is the field guide on the office shelf.",
    "The passphrase must contain at least four words, the Bitwarden help says.",
    "Der Türcode wird jeden Montag geändert, frag Friederike.",
    "De pincode van de pinpas verloopt niet, zegt de Rabobank.",
    "El PIN de la tarjeta se cambia en el cajero, no por WhatsApp.",
    "Token counts for the transcript summary: prompt 812, completion 143.",
    "Coordenadas del punto de buceo: -0.7512, -90.3031; profundidad máxima 18 m.",
    "Stock: 36 máscaras, 40 aletas, 12 trajes de 5 mm en la bodega de Villamil.",
    "Der Kompressor läuft 4,5 Stunden am Tag; nächste Wartung bei 1 200 Betriebsstunden.",
    "Zaterdag verjaardag van tante Marijke in Kralingen, om 15:00 taart.",
    "El hostal en Villamil tiene 8 habitaciones; check-in desde las 13:00.",
    "Password reset link expires in 30 minutes, says the booking admin page.",
    "Lote de camisetas 'Piquero 2033', talla M, 48 unidades a $12,50.",
    "Floreana post box: leave letters, take the ones for your country.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/garua/nvr", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "GX-4519", "reserva": "GX-2033-00871"}',
    '{"tour": {"id": "TB-0833", "pax": 4, "precio_usd": 85.0}}',
    '{"telefono": "+593 5 252 7164", "ciudad": "Puerto Ayora"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "tanques_en_bodega": 42}',
    '{"ferry": {"salida": "14:00", "muelle": "Puerto Ayora", "destino": "Isabela"}}',
    '{"factura": "001-002-000004517", "total": "1250.00", "moneda": "USD"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
