# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-sixty-seventh corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and sixty-fifth's
docstring, the fifth to four hundred and sixty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (466, 468, 469), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (467_173_443), password words (a peak
of the Cordillera Blanca with its height and a sign, `Tocllaraju6034!`; dot-joined lakes with a
number, `churup.llanganuco.44`; leet `Hu4sc4r4n#`; a person and a village, `Teodoro@Vicos58`; a
plant or a dish with a year, `Puya-Raimondi-2031`; Quechua words joined, `HirkaRiti19$`; Czech
words from the expedition, `Slivovice.Ledovec.7`; random runs).

The fictional companies are Expediciones Yanaraju S.A.C. (an invented guiding and trekking agency
in Huaraz with a base camp store and a satellite link) and Hostal Waraqu (an invented climbers'
hostel in the Independencia district). Staff and neighbours: Rosa "Rosita" Huamán Shuan (office
and IT at Yanaraju, Áncash Spanish as texted), don Teodoro Cochachín (an arriero from Vicos who
sends Quechua voice notes), Kyle Brennan (a US climber guiding a group on Pisco and Chopicalqui),
Jana Dvořáková (leader of a Czech expedition to Huascarán) and Marco Tinoco (the hostel's
sysadmin, who writes the runbooks in English). Every company, person, domain (`yanaraju.lan`,
`base.yanaraju.lan`, `yanaraju.example`, `waraqu.example`, `waraqu.lan`), account and number is
invented; only the region is real. Texts: WhatsApp and Signal chats, SMS, tickets, notes to self,
runbooks, e-mails, shell history, env and config files, URLs, voice-note transcripts and requests
to the assistant; separators: a colon, `=`, `->`, `→`, a dash, `es`, `kanmi`/`-mi`, `je`, `is`, a
new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 465, grep -l): none for `Áncash`, `Chacraraju`, `Mountain Project`,
`Mountain Hub`, `Horská služba`, `ty vole`, `brácho`, `rurin`, `sendiu`, `IBAN ME`, `IBAN LI`,
`IBAN BA`, `IBAN FO`; one for `Cordillera Blanca`, `Huascarán`, `Alpamayo`, `IBAN CZ`, `IBAN SK`,
`IBAN MK`, `cz.bankaccount`, `causita`, `imataq`, `CalTopo`, `Peakbagger`, `PeakVisor`, `ISIL`,
`Zásilkovna`; two for `Huaraz`, `Yungay`, `IBAN PE`, `Komoot`, `Gaia GPS`, `FATMAP`, `shuti`,
`yachay`, `ABA routing`, `stoked`, `crux`; three to nine for `Caraz`, `cz.rc`, `cz.dic`, `sk.rc`,
`kamo`, `dude`, `DIČ`, `rodné číslo`, `us.atin`, `us.ptin`, `us.rtn`, `Plin`, `Revolut`, `ahorita`,
`hermano`, `IBAN GE`, `IBAN AZ`, `IBAN GL`, `IBAN LC`, `IBAN XK`; ten to fifty for `Fio`, `us.ein`,
`Interbank`, `inReach`, `us.itin`, `Yape`, `heslo`, `causa`, `ya pe`, `pe.cui`, `pe.ruc`, `Quechua`,
`Garmin`; more for `clave`, `kay`, `oe`.
Languages: about half English, config or shell; the rest in the Spanish of Áncash as texted (`oe`,
`pe`, `causa`, `ya pe`, `al toque`, `nomás`, `chamba`, `jato`, `mamita`, `q`, `xq`, `tb`), Áncash
Quechua (Huaylas: `kanmi`, `-qa`, `-mi`, `-shi`, `ishkay`, `pitsqa`, `ama pitapis willankitsu`,
transcribed voice notes with Spanish loans such as `clavi`, `wifi`, `tarjeta`), the English of a US
climber (`dude`, `stoked`, `beta`, `send`, `crux`, `psyched`, `bail`) and the Czech of a climbing
expedition (`heslo je`, `hele`, `kluci`, `ty vole`, `brácho`, `jo`, `fakt`, `základní tábor`,
voice messages transcribed without punctuation). The Áncash Spanish is close to what I know; the
Quechua turns are mostly my guesses, the Czech slang partly.
Vendors: the invented QuenualPay, RitiTrack, Arriero Cloud, MoraineMaps, CordiSMS, ChurupMail,
PuyaBooking, LlungaRadio, GlaciarNet, KaraPOS, Yanapaccha Weather, Pastoruri Tickets, Shacta Foods,
Wilcacocha Rentals and Ishinca Ledger under the words around their keys, plus the GitHub, GitLab,
Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram,
PyPI, Mailchimp, Shopify, DigitalOcean, Linear, Grafana, Vault, Postman, Doppler, Sentry,
Supabase, Tailscale, New Relic, Groq, Replicate, Perplexity, Databricks, Pulumi, Docker Hub,
Brevo, Figma, age, 1Password and Contentful shapes. Ids: Peru's DNI (CUI) and RUC, the Czech
rodné číslo, DIČ and bank account number, the Slovak rodné číslo, and the US SSN, ITIN, ATIN and
ABA routing number, each drawn until its `stdnum` module validates it, and a passport number,
unchecked. IBANs of Montenegro, Liechtenstein, Bosnia and Herzegovina, the Faroe Islands, Czechia,
Slovakia and North Macedonia, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English,
Spanish, Czech and Portuguese lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa,
Mastercard, Amex, Discover, JCB and Diners prefixes).
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
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.cz import bankaccount as cz_bank
from stdnum.cz import dic as cz_dic
from stdnum.cz import rc as cz_rc
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc
from stdnum.sk import rc as sk_rc
from stdnum.us import atin as us_atin
from stdnum.us import itin as us_itin
from stdnum.us import rtn as us_rtn
from stdnum.us import ssn as us_ssn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 467_173_443
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


def _take(rng: random.Random, cls: str, templates: list[str], n: int, draw: Draw) -> list[Sample]:
    """``n`` samples of ``cls``: each template's ``{name}`` fields filled from ``draw``; the
    secret is the ``secret`` field, or else the ``pw`` field."""
    out = []
    for index, template in enumerate(v.cycle(rng, templates, n)):
        fields = draw(rng, index, template)
        text = template
        for name, value in fields.items():
            text = text.replace("{" + name + "}", value)
        out.append(Sample(cls, text, fields.get("secret", fields.get("pw", ""))))
    return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": _fresh(rng, make)} | {k: rng.choice(pool) for k, pool in pools.items()}

    return draw


def _fresh(rng: random.Random, make: Maker) -> str:
    """A value of ``make`` that no clean text holds."""
    return v.until(rng, make, lambda value: value not in _CLEAN_BLOB)


_PEAKS = {"Huascaran": 6768, "Alpamayo": 5947, "Chopicalqui": 6354, "Pisco": 5752,
          "Tocllaraju": 6034, "Copa": 6188, "Vallunaraju": 5686, "Ishinca": 5530, "Urus": 5420,
          "Artesonraju": 6025, "Yanapaccha": 5460, "Pucaranra": 6156, "Chacraraju": 6112,
          "Huandoy": 6395, "Quitaraju": 6036, "Ranrapalca": 6162}  # fmt: skip
_LAKES = ["churup", "llanganuco", "paron", "wilcacocha", "rajucolta", "querococha", "orconcocha",
          "chinancocha", "llaca", "shallap", "cuchillacocha", "tullparaju", "ahuac", "akillpo"]  # fmt: skip
_PLANTS = ["Puya-Raimondi", "Quenual", "Ichu", "Chocho", "Llunca", "Pachamanca", "Shacta",
           "Picante-Cuy", "Chochoca", "Humita", "Tocosh", "Mashua"]  # fmt: skip
_QUECHUA = ["Hirka", "Riti", "Yaku", "Qucha", "Inti", "Killa", "Waraqu", "Tayta", "Wayta", "Rumi",
            "Puyu", "Kuntur", "Ichik", "Shumaq", "Ishkay", "Pitsqa"]  # fmt: skip
_CZECH = ["Slivovice", "Ledovec", "Macesky", "Kotel", "Karabina", "Sedak", "Cepin", "Bivak",
          "Hrebinek", "Svistun", "Lavina", "Batoh", "Buchta", "Knedlik"]  # fmt: skip
_VILLAGES = ["Vicos", "Marcara", "Carhuaz", "Yungay", "Caraz", "Musho", "Pashpa", "Collon",
             "Recuay", "Olleros", "Huaripampa", "Cashapampa", "Vaqueria", "Colcabamba"]  # fmt: skip
_PEOPLE = ["Teodoro", "Rosita", "Kyle", "Jana", "Marco", "Ondra", "Yolanda", "Fidel", "Saturnino",
           "Maribel", "Dusty", "Pepa", "Vojta", "Edwin"]  # fmt: skip
_SYM = "!#$%&*?@+=^~"
_LEET = ["Hu4sc4r4n", "4lp4m4y0", "P1sc0", "Ch0p1c4lqu1", "T0cll4r4ju", "Ur4s", "V4llun4r4ju",
         "Y4n4p4cch4"]  # fmt: skip


def _peak(g: random.Random) -> str:
    name = g.choice(list(_PEAKS))
    return f"{name}{_PEAKS[name]}{g.choice(_SYM)}"


_PICKS: list[Maker] = [
    _peak,
    lambda g: ".".join(g.sample(_LAKES, 2)) + "." + str(g.randrange(10, 100)),
    lambda g: g.choice(_LEET) + g.choice(_SYM) + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_PEOPLE)}@{g.choice(_VILLAGES)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_PLANTS)}-{g.randrange(1990, 2035)}",
    lambda g: "".join(g.sample(_QUECHUA, 2)) + str(g.randrange(10, 100)) + g.choice(_SYM),
    lambda g: ".".join(g.sample(_CZECH, 2)) + "." + str(g.randrange(2, 100)),
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYM),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3)),
    lambda g: f"{g.choice(list(_PEAKS)).lower()}_{g.choice(_VILLAGES).lower()}_{g.randrange(100, 1000)}",
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_LABELLED = [
    "Rosita: oe Marco, la clave del router de la oficina es {pw}",
    "Rosita: ya pe causa, contraseña del Yape de la agencia: {pw} no lo pases a nadie",
    "Rosita (SMS): mamita la clave del correo de reservas es {pw} ya está cambiada",
    "oe la contraseña de la laptop de la base es {pw}, xq la otra se olvidó el Fidel",
    "Rosita: la clave del sistema de reservas -> {pw} al toque cámbiala pe",
    "jato de la tía Yolanda, clave del wifi del segundo piso = {pw} nomás",
    "Rosita: Marco la contraseña del NAS q me pediste: {pw}",
    "nota: clave del Interbank empresas de Yanaraju es {pw} (no decirle a nadie)",
    "Rosita: causa la clave del admin del hostal ahora es {pw}, tb la del panel",
    "WhatsApp, Rosita: la contraseña del Zoho de la chamba es {pw}",
    "audio de Rosita: oye Marco la contraseña del servidor de fotos es {pw} ya listo chau",
    "Rosita: clave de la cámara de la puerta → {pw}",
    "Teodoro (audio): Marco-y, routerpa clavinqa {pw} kanmi, ama pitapis willankitsu",
    "don Teodoro: wasiipa wifin clavin {pw}-mi, yachankiku",
    "audio don Teodoro: celularniipa clavinqa {pw} kashqa nin Rosita",
    "Teodoro: computadorapa clavin kanmi {pw} tayta",
    "don Teodoro (audio): correoniipa contraseñanqa {pw}mi, Rosita churamurqan",
    "Teodoro: mulakunapa listanta rikanapaq clavi {pw} kanmi",
    "Kyle: dude the basecamp laptop password is {pw}",
    "Kyle (Signal): stoked, got the guide portal working, password {pw} fyi",
    "Kyle: ok so the Garmin Explore password is {pw}, don't lose it up there",
    "Kyle: the Mountain Project acct password is {pw} if you wanna log the route",
    "Kyle: gear locker tablet password: {pw}, psyched",
    "Kyle: heads up, the hostel NAS admin password got changed to {pw}",
    "Kyle (text): pw for the group Dropbox is {pw} bro",
    "Kyle: my Gmail password is {pw} in case I bail and you need the permits",
    "Jana: hele kluci, heslo k notebooku je {pw}",
    "Jana: heslo na wifi v hostelu je {pw}, fakt",
    "Jana (WhatsApp): heslo do sdíleného Google účtu expedice: {pw}",
    "Jana: ty vole, heslo k satelitnímu modemu → {pw}",
    "hlasovka od Jany: heslo do mapy.cz účtu je {pw} jo a nikomu to nedávej",
    "Jana: brácho heslo na Fio bankovnictví je {pw}, dej to pak pryč",
    "Jana: heslo k drop boxu expedice = {pw}",
    "Jana: heslo na tablet v základním táboře je {pw}",
    "Marco runbook: admin password for the UniFi controller at waraqu.lan is {pw}",
    "ticket WRQ-2207: Synology DS920+ admin password reset to {pw}",
    "note to self: Hostal Waraqu pfSense webGUI password {pw}",
    "e-mail from Marco:\nHi Rosa,\nthe new password for reservas@yanaraju.example is {pw}\nplease change it after logging in.\nMarco",
    "runbook: base camp Starlink router\n1. connect to base.yanaraju.lan\n2. login admin\n3. password {pw}",
    "ticket YNR-1183: Cloudbeds account locked, last known password {pw}",
    "Assistant, remember the Hikvision NVR password at the hostel: {pw}",
    "Please store this: the Iridium GO! admin password is {pw}",
    "note: Proxmox root password on pve.waraqu.lan — {pw}",
    "runbook (Marco): the MikroTik hAP ac3 password is {pw}",
    "ticket WRQ-2290: the Ubiquiti PowerBeam link to the base uses password {pw}",
    "Reminder for myself: Canon printer web UI password {pw}",
    "the Zammad admin password is {pw}, rotated on Monday",
    "password for the Vaultwarden admin page: {pw}",
    "my Booking.com extranet password: {pw}",
    "Marco: password for Home Assistant on ha.waraqu.lan = {pw}",
    "note: Airbnb host password {pw} (Rosa changed it)",
    "runbook: Grafana at grafana.waraqu.lan, admin, password {pw}",
    "note for Kyle: the Strava club admin password is {pw}",
    "Remember that the QNAP password for the photo archive is {pw}",
    "ticket YNR-1201: Odoo admin password {pw} doesn't work after upgrade",
    "the Peakbagger shared account password is {pw}",
]  # fmt: skip

_USERS = ["rosita", "rhuaman", "teodoro.c", "kyle.b", "kbrennan", "jana.d", "jdvorakova",
          "marco", "mtinoco", "ondra.k", "reservas", "base-camp", "svc-backup", "guia01"]  # fmt: skip
_LOGINS = [
    "Rosita: usuario {u} y clave {pw} pe, para el sistema de reservas",
    "oe causa, entra con {u} / {pw}",
    "Kyle: login for the guide portal is {u} / {pw}",
    "Kyle: creds for the inReach portal are {u} and {pw}",
    "Jana: uživatel {u}, heslo {pw}",
    "Jana: přihlášení: {u} / {pw}",
    "Teodoro (audio): usuariuqa {u}, clavinqa {pw} kanmi",
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "u={u} p={pw}",
    "| service | user | password |\n|---|---|---|\n| Cloudbeds | {u} | {pw} |",
    "sign in as {u} with {pw}",
    "Wiki › Hostal › NAS: {u} — {pw}",
    "user: {u}\npassword: {pw}",
    "{u}@yanaraju.example:{pw}",
    "Rosita: el user es {u} y la contraseña {pw}",
    "Jana: jméno {u} a heslo {pw} pro Mapy.cz",
    "Marco: ssh {u}@base.yanaraju.lan, password {pw}",
]  # fmt: skip

_CLI = [
    "$ mysql -u reservas -p{pw} -h db.yanaraju.lan hostal",
    "sshpass -p '{pw}' ssh marco@pve.waraqu.lan",
    "curl -u rosita:{pw} https://api.yanaraju.example/v1/bookings",
    "redis-cli -h cache.waraqu.lan -a {pw} PING",
    "docker login registry.yanaraju.lan -u marco -p {pw}",
    "htpasswd -b /etc/nginx/.htpasswd kyle {pw}",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/id_base",
    "smbclient //nas.waraqu.lan/fotos -U rosita%{pw}",
    "zip -P {pw} permisos-huascaran.zip permisos/*.pdf",
    "7z a -p{pw} expedice.7z fotky/",
    "openssl enc -aes-256-cbc -in manifest.csv -out manifest.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c route-beta.gpx",
    "plink -ssh -pw {pw} marco@base.yanaraju.lan",
    "xfreerdp /v:oficina.yanaraju.lan /u:rosita /p:{pw}",
    "sqlcmd -S sql.yanaraju.lan -U sa -P '{pw}'",
    "lftp -u kyle,{pw} sftp://files.yanaraju.example",
    "ipmitool -I lanplus -H 10.20.0.5 -U ADMIN -P {pw} power status",
    "mosquitto_pub -h mqtt.waraqu.lan -u sensor -P {pw} -t base/temp -m 3.1",
    "cqlsh db.yanaraju.lan -u cassandra -p {pw}",
    "keytool -importcert -keystore app.jks -storepass {pw} -file ca.crt",
    "ldapsearch -H ldap://ldap.waraqu.lan -D cn=admin,dc=waraqu,dc=lan -w {pw} uid=kyle",
    "rabbitmqctl add_user yanaraju {pw}",
    "echo '{pw}' | sudo -S systemctl restart hostal-api",
]  # fmt: skip

_PINS = [
    "Rosita: el PIN de la tarjeta de la agencia es {pw}",
    "Rosita: clave del candado del depósito: {pw}",
    "oe la clave de la caja fuerte es {pw} nomás",
    "Teodoro (audio): tarjetaapa PIN-nin {pw} kanmi",
    "don Teodoro: candadopa numeronqa {pw}-mi",
    "Kyle: gear locker combo is {pw}",
    "Kyle: the SIM PIN on the sat phone is {pw}",
    "Kyle: door code for the hostel back entrance -> {pw}",
    "Jana: PIN ke kartě je {pw}",
    "Jana: kód na zámek od beden je {pw}",
    "Jana: PIN na satelitní telefon: {pw}",
    "keypad code at the base camp store: {pw}",
    "alarm code at Hostal Waraqu = {pw}",
    "note: debit card PIN {pw}",
    "Rosita: el código de la puerta del jato es {pw}",
    "the padlock on the oxygen crate is {pw}",
    "Teodoro: puertapa codigon {pw} kanmi",
    "Jana: kód od trezoru v hostelu = {pw}",
]  # fmt: skip


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 5, 6, 6, 8]))


# (template, brand)
_CARD_PLACES = [
    ("Rosita: oe el número de la tarjeta de la agencia es {c} vence 08/29", "visa"),
    ("Rosita: tarjeta para pagar el parque: {c}", "mastercard"),
    ("Teodoro (audio): tarjetaapa numeron {c} kanmi", "visa"),
    ("Kyle: card for the permits is {c}, exp 04/30", "amex"),
    ("Kyle: use my Discover {c} for the mules", "discover"),
    ("Jana: číslo karty je {c}, platnost 11/28", "mastercard"),
    ("Jana: karta expedice → {c}", "visa"),
    ("card: {c}", "jcb"),
    ("ticket YNR-1220: guest paid with {c}, please refund", "visa"),
    ("note: company Diners {c} for the Lima office", "diners"),
    ("Please remember my card number {c}", "mastercard"),
    ("booking form dump: card_number={c} exp=09/31", "visa"),
    ("Rosita: la tarjeta del hostal {c} ya pe", "discover"),
    ("Kyle: the AmEx is {c} if Visa declines", "amex"),
    ("Jana: ty vole, platební karta {c}", "visa"),
    ("Marco: test charge failed on {c}", "mastercard"),
]  # fmt: skip
_BRANDS: dict[str, tuple[list[str], int]] = {
    "visa": (["4"], 16),
    "mastercard": (["51", "53", "55", "2221", "2720"], 16),
    "amex": (["34", "37"], 15),
    "discover": (["6011", "65"], 16),
    "jcb": (["3528", "3589"], 16),
    "diners": (["36", "38"], 14),
}


def _card(g: random.Random, brand: str) -> str:
    prefixes, length = _BRANDS[brand]
    body = g.choice(prefixes)
    body += _r(g, D, length - len(body) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card_layout(g: random.Random, number: str, index: int) -> str:
    return v.grouped(number, ["", " ", "-", " ", "."][index % 5], g)


_CVV = [
    "Rosita: el código de seguridad de atrás es {pw}",
    "Kyle: the three digits on the back are {pw}",
    "Jana: CVC kód na zadní straně je {pw}",
    "security code on the back: {pw}",
    "CVV: {pw}",
    "Teodoro (audio): tarjetapa qipanchaw kimsa numeron {pw} kanmi",
    "Kyle: CID on the Amex front is {pw}",
    "Rosita: CVV de la tarjeta del hostal = {pw}",
]  # fmt: skip

_IBAN_PLACES = [
    ("Jana: IBAN na zálohu je {i}", "CZ"),
    ("Jana: číslo účtu v IBAN formátu: {i}", "CZ"),
    ("Jana: Ondra má slovenský účet, IBAN {i}", "SK"),
    ("Kyle: my buddy's IBAN for the split is {i}", "LI"),
    ("Rosita: IBAN del cliente de Montenegro: {i}", "ME"),
    ("Rosita: oe pásale al IBAN {i} la devolución", "BA"),
    ("invoice: pay to IBAN {i}", "FO"),
    ("ticket YNR-1240: refund to {i}", "MK"),
    ("Teodoro (audio): IBAN nishqanqa {i} kanmi, Rosita churamurqan", "SK"),
    ("e-mail from the Czech agency: please transfer the deposit to {i}", "CZ"),
    ("IBAN -> {i}", "ME"),
    ("Marco note: Liechtenstein supplier IBAN {i}", "LI"),
    ("Kyle: wire the deposit to {i}, it's the climbing club account", "FO"),
    ("Jana: IBAN: {i}", "BA"),
]  # fmt: skip
_IBAN_SHAPES = {"CZ": "n" * 20, "SK": "n" * 20, "LI": "nnnnn" + "c" * 12, "ME": "n" * 18,
                "BA": "n" * 16, "FO": "n" * 14, "MK": "nnn" + "c" * 10 + "nn"}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    def make(r: random.Random) -> str:
        alphabet = {"n": D, "c": UPPER_DIGITS}
        bban = "".join(r.choice(alphabet[c]) for c in _IBAN_SHAPES[country])
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(g, make, std_iban.is_valid)


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, dict(_IBAN_PLACES)[template])
    shown = v.iban_spaced(number) if index % 2 else number
    return {"i": shown, "secret": shown}


def _pe_dni(g: random.Random) -> str:
    body = _r(g, D, 8)
    check = pe_cui.calc_check_digits(body)
    value = body + check[0]
    assert pe_cui.is_valid(value)
    return value


def _pe_ruc(g: random.Random) -> str:
    body = g.choice(["10", "20"]) + _r(g, D, 8)
    value = body + pe_ruc.calc_check_digit(body)
    assert pe_ruc.is_valid(value)
    return value


def _rc(g: random.Random, module: Any) -> str:
    def make(r: random.Random) -> str:
        yy, mm, dd = r.randrange(54, 100), r.randrange(1, 13), r.randrange(1, 29)
        mm += 50 if r.random() < 0.5 else 0
        return f"{yy:02d}{mm:02d}{dd:02d}/{_r(r, D, 4)}"

    return v.until(g, make, module.is_valid)


def _cz_dic(g: random.Random) -> str:
    return "CZ" + v.until(g, lambda r: r.choice("2345678") + _r(r, D, 7), cz_dic.is_valid)


def _cz_account(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        return f"{_r(r, D, 10)}/{r.choice(['2010', '0800', '0100', '0300', '3030', '0600'])}"

    return v.until(g, make, cz_bank.is_valid)


def _itin(g: random.Random) -> str:
    return v.until(g, lambda r: f"9{_r(r, D, 2)}-{r.choice(['70', '78', '88', '90', '94'])}-{_r(r, D, 4)}", us_itin.is_valid)  # fmt: skip


def _atin(g: random.Random) -> str:
    return v.until(g, lambda r: f"9{_r(r, D, 2)}-93-{_r(r, D, 4)}", us_atin.is_valid)


def _rtn(g: random.Random) -> str:
    body = g.choice(["01", "02", "07", "11", "12", "26"]) + _r(g, D, 6)
    value = body + us_rtn.calc_check_digit(body)
    assert us_rtn.is_valid(value)
    return value


def _ssn(g: random.Random) -> str:
    value = v.ssn_number(g)
    assert us_ssn.is_valid(value)
    return value


_ID_PLACES: dict[str, Maker] = {
    "Rosita: el DNI del cliente es {s}": _pe_dni,
    "Rosita: oe pásame tu DNI pa la reserva del parque, ya: {s}": _pe_dni,
    "Teodoro (audio): DNI-nii {s} kanmi, Rosita apuntakuy": _pe_dni,
    "ficha de arriero: DNI → {s}": _pe_dni,
    "Rosita: RUC de la agencia para la factura: {s}": _pe_ruc,
    "factura Hostal Waraqu, RUC {s}": _pe_ruc,
    "Jana: moje rodné číslo je {s}": lambda g: _rc(g, cz_rc),
    "Jana: rodné číslo Ondry: {s} (na pojištění)": lambda g: _rc(g, cz_rc),
    "pojištění expedice, rodné číslo {s}": lambda g: _rc(g, cz_rc),
    "Jana: Vojta je Slovák, rodné číslo {s}": lambda g: _rc(g, sk_rc),
    "Jana: DIČ naší cestovky je {s}": _cz_dic,
    "Jana: číslo účtu na zálohu: {s}": _cz_account,
    "Jana: pošli to na účet {s}, Fio": _cz_account,
    "Kyle: my SSN for the insurance form is {s}": _ssn,
    "Kyle: SSN -> {s}": _ssn,
    "Kyle: Dusty's ITIN is {s}, he needs it for the refund": _itin,
    "tax form: Individual Taxpayer Identification Number {s}": _itin,
    "Kyle: the adoption ATIN for my kid on the form is {s}": _atin,
    "Kyle: ABA routing number for my credit union is {s}": _rtn,
    "Kyle: passport number {s}, expires 2031": lambda g: _r(g, D, 9),
}  # fmt: skip


_SEED_PLACES = {
    "Kyle: my Ledger recovery phrase, writing it here before the climb: {p}": "english",
    "note to self: Sparrow wallet seed\n{p}": "english",
    "Kyle (voice): ok the wallet words are {p} and that's all of them": "english",
    "Assistant, keep my BlueWallet backup words: {p}": "english",
    "Marco: old Electrum seed for the hostel tips wallet: {p}": "english",
    "Rosita: oe las palabras de la billetera son {p}": "spanish",
    "Rosita: frase semilla de la Trust Wallet de la agencia: {p}": "spanish",
    "Teodoro (audio): billeterapa palabrankuna {p}, Rosita yanapamarqan": "spanish",
    "Rosita: frase de recuperación → {p}": "spanish",
    "Jana: obnovovací fráze peněženky: {p}": "czech",
    "Jana: hele, slova k Trezoru jsou {p}": "czech",
    "hlasovka Jany: seed fráze je {p} a víc nic": "czech",
    "Jana: záložní slova Exodus = {p}": "czech",
    "Kyle: the Brazilian guy's Exodus words: {p}": "portuguese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in ["english", "spanish", "czech", "portuguese"]}


def _phrase(g: random.Random, lang: str, words: int) -> str:
    entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words]))
    phrase = str(_MNEMO[lang].to_mnemonic(entropy))
    assert _MNEMO[lang].check(phrase)
    return phrase


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    phrase = _phrase(rng, _SEED_PLACES[template], [12, 24, 12, 18][index % 4])
    words = phrase.split()
    layouts = [
        phrase,
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
    ]
    shown = phrase if "voice" in template or "audio" in template or "hlasovka" in template else layouts[index % 4]  # fmt: skip
    return {"p": shown, "secret": shown}


_SSIDS = ["Waraqu-Huespedes", "YANARAJU_BASE 5G", "Jato Rosita", "Tienda Pisco Moraine",
          "Casa Teodoro Vicos", "Hostal Waraqu 2do piso"]  # fmt: skip
_WIFI = [
    "Rosita: el wifi {s} tiene clave {pw}",
    "Rosita: oe la clave del wifi es {pw} pe",
    "Teodoro (audio): wifipa clavinqa {pw} kanmi",
    "Kyle: wifi at the hostel is {s}, password {pw}",
    "Kyle: {s} / {pw}",
    "Jana: wifina {s}, heslo {pw}",
    "Jana: heslo na wifi je {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network {s} key {pw}",
    "hostapd.conf:\nssid={s}\nwpa_passphrase={pw}",
    "Network: {s}\nPassword: {pw}",
    "ticket WRQ-2301: guests can't join {s}, WPA key {pw}",
    "the WPA2 key for {s} is {pw}",
    "nmcli dev wifi connect '{s}' password {pw}",
]  # fmt: skip


def _wifi_key(g: random.Random) -> str:
    return _r(g, D, 12) if g.random() < 0.15 else _plain_pw(g)


_OTP = [
    "Rosita: oe pásame el código q te llegó, es {pw}",
    "SMS: Interbank: tu código de verificación es {pw}. No lo compartas.",
    "SMS: {pw} es tu código de Yape",
    "Kyle: the Delta code is {pw}",
    "SMS: Your Garmin verification code is {pw}",
    "{pw} is your Booking.com verification code",
    "Jana: ověřovací kód z Fio: {pw}",
    "SMS: Airbank: kód pro přihlášení {pw}",
    "Teodoro (audio): celularniiman chayamushqa codigoqa {pw} kanmi",
    "Use {pw} to sign in to Cloudbeds",
    "Kyle: 2FA code → {pw}",
    "Rosita: código de acceso: {pw}",
    "Jana: jednorázový kód je {pw}",
    "Strava: your one-time code is {pw}",
]  # fmt: skip


def _otp_code(g: random.Random) -> str:
    code = _r(g, D, 6)
    return [code, f"{code[:3]} {code[3:]}", code][g.randrange(3)]


_BACKUP = [
    "Rosita: códigos de recuperación de la cuenta de Google de la agencia:\n{codes}",
    "Kyle: GitHub recovery codes\n{codes}",
    "Jana: záložní kódy k účtu:\n{codes}",
    "backup codes for the Cloudbeds admin: {codes}",
    "Marco note: 2FA backup codes (Proton)\n{codes}",
    "Kyle: Dropbox backup codes, saving here: {codes}",
    "Jana: kódy pro obnovení Seznam účtu: {codes}",
    "Rosita: códigos de respaldo del Facebook de Yanaraju:\n{codes}",
    "Teodoro (audio): Rosita churamushqa codigokuna: {codes}",
    "recovery codes (Microsoft account):\n{codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, rng.choice([6, 8, 10]), index % 4)
    joined = "\n".join(codes) if "\n{codes}" in template else ", ".join(codes)
    return {"codes": joined, "secret": codes[0]}


_TOTP = [
    "Kyle: TOTP secret for the guide portal: {s}",
    "Marco: setup key for Vaultwarden 2FA is {s}",
    "otpauth://totp/Yanaraju:rosita?secret={s}&issuer=Yanaraju",
    "Rosita: la clave de configuración del autenticador es {s}",
    "Jana: TOTP tajný klíč: {s}",
    "note: manual key for the Cloudbeds authenticator -> {s}",
    "Kyle: couldn't scan the QR code, typed the key {s} instead",
    "2FA seed for admin@waraqu.example = {s}",
    "Jana: 2FA klíč k Fio: {s}",
    "Teodoro (audio): 2FA clavinqa {s} kanmi",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    value = v.totp_secret(rng, spaced="otpauth" not in template and index % 3 == 1)
    return {"s": value, "secret": value}


_HEXES = [
    "AZURE_STORAGE_KEY={h}",
    "config/master.key:\n{h}",
    "Marco: the backup encryption key is {h}",
    "Kyle: restic repo key {h}",
    "SECRET_KEY_BASE={h}",
    "Rosita: la llave de cifrado del sistema es {h}",
    "Jana: šifrovací klíč k záloze: {h}",
    "runbook: export HOSTAL_ENCRYPTION_KEY={h}",
    "wg0.conf: PresharedKey hex (converted) {h}",
    "ticket WRQ-2315: signing secret {h} leaked in the logs",
    "{h}",
    "note: LUKS key for the base camp disk -> {h}",
]  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    value = _r(rng, HEX, [64, 32, 64, 48][index % 4])
    return {"h": value, "secret": value}


_BARE = [
    "Kyle: here you go {t}",
    "Rosita: ya pe, pega esto: {t}",
    "{t}",
    "Jana: tohle je ono: {t}",
    "Marco: paste this into the box: {t}",
    "Teodoro (audio): kaymi {t}",
    "note: {t} (for the booking sync)",
    "ok -> {t}",
    "Kyle: try {t}",
    "Rosita: esto me mandó el proveedor: {t}",
    "Jana: zkopíruj {t}",
    "see {t}",
]  # fmt: skip


def _bare_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    value = _r(rng, [ALNUM, URLSAFE, ALNUM + "+/"][index % 3], rng.choice([32, 40, 48]))
    return {"t": value, "secret": value}


_CONFIGS = [
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    ".env\nDB_HOST=db.yanaraju.lan\nDB_PASSWORD={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "settings.py:\nDATABASES = {'default': {'USER': 'hostal', 'PASSWORD': '{pw}'}}",
    "application.properties:\nspring.datasource.password={pw}",
    "/etc/msmtprc:\naccount yanaraju\nuser reservas@yanaraju.example\npassword {pw}",
    "~/.pgpass:\ndb.yanaraju.lan:5432:hostal:reservas:{pw}",
    "rclone.conf:\n[nas]\ntype = sftp\nhost = nas.waraqu.lan\npass = {pw}",
    "config.yaml:\nsmtp:\n  user: alerts@waraqu.example\n  password: \"{pw}\"",
    "unifi.env:\nMONGO_PASS={pw}",
    "[mysql]\nuser=root\npassword={pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
]  # fmt: skip

_URLS = [
    "postgres://reservas:{pw}@db.yanaraju.lan:5432/hostal",
    "mysql://root:{pw}@127.0.0.1:3306/waraqu",
    "mongodb://admin:{pw}@mongo.waraqu.lan:27017/?authSource=admin",
    "https://kyle:{pw}@files.yanaraju.example/dav/",
    "redis://:{pw}@cache.waraqu.lan:6379/0",
    "amqp://yanaraju:{pw}@mq.yanaraju.lan:5672/",
    "ftp://rosita:{pw}@ftp.yanaraju.example/fotos",
    "Rosita: entra a https://reservas:{pw}@panel.waraqu.example nomás",
    "Jana: smb://jana:{pw}@nas.waraqu.lan/expedice",
    "DATABASE_URL=postgresql://odoo:{pw}@pg.waraqu.lan/odoo",
    "Kyle: git clone https://kyle:{pw}@git.yanaraju.lan/beta/routes.git",
    "rtsp://admin:{pw}@10.20.0.64:554/stream1",
]  # fmt: skip


def _jwt(g: random.Random, index: int) -> str:
    issued = 1_950_000_000 + g.randrange(3_000_000)
    claims = {"sub": g.choice(_USERS), "iss": "https://auth.yanaraju.example", "iat": issued,
              "exp": issued + 3600 * g.choice([1, 8, 24]), "role": g.choice(["guide", "admin", "office"])}  # fmt: skip
    alg = ["HS256", "RS256"][index % 2]
    return f"{v.b64url({'alg': alg, 'typ': 'JWT'})}.{v.b64url(claims)}.{_r(g, URLSAFE, 43 if alg == 'HS256' else 342)}"  # fmt: skip


_JWTS = [
    "Authorization: Bearer {t}",
    "Kyle: session token for the portal {t}",
    "Rosita: el token q me dio el sistema es {t}",
    "Jana: token: {t}",
    "curl -H 'Authorization: Bearer {t}' https://api.yanaraju.example/v1/guides",
    "cookie: session={t}",
    "ticket YNR-1250: expired JWT {t}",
    "Teodoro (audio): tokenqa {t} kanmi",
    "localStorage.access_token = \"{t}\"",
    "note: the API JWT {t}",
]  # fmt: skip

_PASSPHRASES = [
    "Kyle: KeePass master passphrase: {p}",
    "Marco: the Bitwarden master passphrase is {p}",
    "Rosita: la frase de paso del disco es {p}",
    "Jana: heslo do KeePassu je {p}",
    "passphrase = {p}",
    "Kyle: the VeraCrypt volume passphrase -> {p}",
    "ssh key passphrase: {p}",
    "Jana: passphrase k GPG: {p}",
    "Rosita: contraseña del 1Password de la agencia: {p}",
    "note: LUKS passphrase {p}",
]  # fmt: skip
_PHRASE_WORDS = ["moraine", "serac", "crampon", "ichu", "condor", "glacier", "bivy", "llama",
                 "quenual", "cornice", "puya", "chaska", "picante", "mula", "arriero", "hirka",
                 "ledovec", "karabina", "lavina", "snowbridge", "bergschrund", "jumar"]  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    sep = [" ", "-", " ", "."][index % 4]
    value = sep.join(rng.sample(_PHRASE_WORDS, rng.choice([4, 4, 5])))
    return {"p": value, "secret": value}


_ASKED = [
    "Marco: what's the hostel wifi password?\nRosita: {pw}",
    "Kyle: password for the base camp laptop?\nJana: {pw}",
    "Rosita: oe cuál es la clave del router?\nMarco: {pw}",
    "Jana: jaké je heslo k NASu?\nOndra: {pw}",
    "[08:02] kyle: root pw for pve?\n[08:03] marco: {pw}",
    "Teodoro (audio): clavinqa imataq?\nRosita: {pw}",
    "Q: admin password for the Starlink app?\nA: {pw}",
    "Rosita: y la contraseña del correo?\nMarco: ahí va: {pw}",
]  # fmt: skip

_SAID_FIRST = [
    "{pw} — that's the wifi password at the hostel",
    "Kyle: {pw}, that's the guide portal password",
    "Rosita: {pw}, esa es la clave del router pe",
    "Rosita: {pw} es la contraseña del correo, ya",
    "Jana: {pw}, to je heslo k notebooku",
    "Jana: {pw} je heslo na wifi",
    "Teodoro (audio): {pw}, chaymi routerpa clavin",
    "type {pw}, then enter; that's the admin password for the NAS",
    "Kyle: {pw} is what I set for the sat modem",
    "Marco: {pw} is the new root password on pve",
]  # fmt: skip

_SPELL_WORDS = ["quitaraju", "quenual", "chopicalqui", "ranrapalca", "kuntur", "ledovec",
                "karabina", "huandoy", "tullpa", "shacta", "moraine", "yanapaccha"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "Kyle: the password is the word {w}, all lowercase, then {d}",
    "the wifi password is {w} followed by {d}",
    "Rosita: la clave es la palabra {w} y luego {d}",
    "Rosita: es {w} con minúscula y al final {d}",
    "Jana: heslo je slovo {w} a pak číslo {d}",
    "Jana: heslo je {w}{d}, dohromady bez mezery",
    "Teodoro (audio): clavinqa {w} nishqa, tsaypita {d}",
    "voice note: it's {w} with a capital first letter and {d} at the end",
    "Marco: type {w}, then {d}",
    "Kyle: it's {w}{d}, word and number together",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SPELL_WORDS[index]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_PEM_PLACES = {
    "Marco: old deploy key for pve.waraqu.lan:\n{key}": "OPENSSH PRIVATE KEY",
    "/etc/ssl/private/reservas.yanaraju.example.key:\n{key}": "PRIVATE KEY",
    "Kyle: my id_rsa for the base server, don't judge\n{key}": "RSA PRIVATE KEY",
    "Rosita: esto me mandó Marco pa la nube:\n{key}": "EC PRIVATE KEY",
    "Jana: klíč k serveru:\n{key}": "OPENSSH PRIVATE KEY",
    "ticket WRQ-2320, pasted by the installer:\n{key}": "PRIVATE KEY",
    "cat > ~/.ssh/id_base <<'EOF'\n{key}\nEOF": "OPENSSH PRIVATE KEY",
    "PGP key for the permits inbox:\n{key}": "PGP PRIVATE KEY BLOCK",
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 30) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": "\n".join(head + lines + tail), "secret": lines[3]}


# Real vendors' token shapes: (template, maker)
_VENDORS: list[tuple[str, Maker]] = [
    ("Marco: GITHUB_TOKEN={t}", _j("ghp_", (ALNUM, 36))),
    ("Kyle: fine-grained PAT for the routes repo {t}", _j("github_pat_11", (UPPER_DIGITS, 20), "_", (ALNUM, 59))),
    ("gitlab runner token: {t}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN={t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Rosita: la llave de Stripe q pusimos es {t}", _j("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 156))),
    ("Kyle: my Claude key {t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("~/.aws/credentials:\n[default]\naws_access_key_id = {t}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Jana: Google Maps klíč: {t}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={t}", _j("hf_", (ALNUM, 34))),
    (".npmrc: //registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key for the SMS reminders: {t}", _j("SK", (HEX, 32))),
    ("Rosita: el bot de Telegram de reservas usa {t}", _j(("123456789", 1), (D, 9), ":AA", (URLSAFE, 33))),
    ("~/.pypirc:\n[pypi]\nusername = __token__\npassword = {t}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 140))),
    ("MAILCHIMP_KEY={t}", _j((HEX, 32), "-us21")),
    ("Shopify admin token for the gear shop: {t}", _j("shpat_", (HEX, 32))),
    ("doctl auth init -t {t}", _j("dop_v1_", (HEX, 64))),
    ("LINEAR_API_KEY={t}", _j("lin_api_", (ALNUM, 40))),
    ("Grafana service account token {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("export VAULT_TOKEN={t}", _j("hvs.", (URLSAFE, 90))),
    ("Kyle: Postman key {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("DOPPLER_TOKEN={t}", _j("dp.st.prd.", (ALNUM, 43))),
    ("SENTRY_AUTH_TOKEN={t}", _j("sntrys_", (ALNUM, 120))),
    ("Marco: Supabase access token {t}", _j("sbp_", (HEX, 40))),
    ("tailscale up --authkey={t}", _j("tskey-auth-", (ALNUM, 17), "-", (ALNUM, 32))),
    ("NEW_RELIC_API_KEY={t}", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("Jana: Groq klíč {t}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={t}", _j("r8_", (ALNUM, 37))),
    ("Kyle: perplexity key -> {t}", _j("pplx-", (ALNUM, 48))),
    ("DATABRICKS_TOKEN={t}", _j("dapi", (HEX, 32))),
    ("PULUMI_ACCESS_TOKEN={t}", _j("pul-", (HEX, 40))),
    ("docker login -u yanaraju --password-stdin <<< {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("Rosita: la API key de Brevo es {t}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("FIGMA_TOKEN={t}", _j("figd_", (URLSAFE, 40))),
    ("age key for the secrets repo: {t}", _j("AGE-SECRET-KEY-1", (UPPER_DIGITS, 58))),
]  # fmt: skip

# Invented vendors, known by the words around their keys
_OWN_VENDORS = [
    "Rosita: clave de API de QuenualPay: {k}",
    "Jana: API klíč pro RitiTrack je {k}",
    "Arriero Cloud API key: {k}",
    "Kyle: MoraineMaps integration broken, current key {k}",
    "Integrations › CordiSMS: {k}",
    "Rosita: la API key de ChurupMail → {k}",
    "PuyaBooking API key for prod: {k}",
    "Teodoro (audio): LlungaRadio API llavinqa {k} kanmi",
    "Marco: GlaciarNet key = {k}",
    "Rosita: llave API de KaraPOS: {k}",
    "Yanapaccha Weather API key -> {k}",
    "Jana: klíč k API Pastoruri Tickets: {k}",
    "Shacta Foods integration: new key {k}",
    "Kyle: Wilcacocha Rentals API key is {k}",
    "Settings › Integrations › Ishinca Ledger: {k}",
]  # fmt: skip


def _own_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    value = [lambda: _r(rng, HEX, 32), lambda: v.uuid4(rng), lambda: _r(rng, ALNUM, 32)][
        index % 3
    ]()
    return {"k": value, "secret": value}


def _vendors(rng: random.Random) -> list[Sample]:
    out = []
    for template, make in _VENDORS:
        value = make(rng)
        out.append(Sample("vendor_token", template.replace("{t}", value), value))
    return out


def _cards(rng: random.Random) -> list[Sample]:
    out = []
    for index, (template, brand) in enumerate(_CARD_PLACES):
        shown = _card_layout(rng, _card(rng, brand), index)
        out.append(Sample("card_number", template.replace("{c}", shown), shown))
    return out


def _ids(rng: random.Random) -> list[Sample]:
    out = []
    for template, make in _ID_PLACES.items():
        value = make(rng)
        out.append(Sample("national_id", template.replace("{s}", value), value))
    return out


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    value = _jwt(rng, index)
    return {"t": value, "secret": value}


def _cvv(g: random.Random) -> str:
    return _r(g, D, 3)


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    g = random.Random(SEED)
    out: list[Sample] = []
    out += _take(g, "labelled_password", _LABELLED, 56, _with(_pw))
    out += _vendors(g)
    out += _take(g, "invented_vendor_key", _OWN_VENDORS, 15, _own_draw)
    out += _take(g, "cli_password", _CLI, 23, _with(_plain_pw))
    out += _take(g, "login_pair", _LOGINS, 18, _with(_plain_pw, u=_USERS))
    out += _ids(g)
    out += _take(g, "pin_code", _PINS, 18, _with(_pin))
    out += _cards(g)
    out += _take(g, "card_code", _CVV, 8, _with(_cvv))
    out += _take(g, "iban", [t for t, _ in _IBAN_PLACES], 14, _iban_draw)
    out += _take(g, "seed_phrase", list(_SEED_PLACES), 14, _seed_draw)
    out += _take(g, "wifi_key", _WIFI, 14, _with(_wifi_key, s=_SSIDS))
    out += _take(g, "otp_code", _OTP, 14, _with(_otp_code))
    out += _take(g, "hex_key", _HEXES, 12, _hex_draw)
    out += _take(g, "bare_token", _BARE, 12, _bare_draw)
    out += _take(g, "config_password", _CONFIGS, 12, _with(_plain_pw))
    out += _take(g, "login_url", _URLS, 12, _with(_plain_pw))
    out += _take(g, "jwt", _JWTS, 10, _jwt_draw)
    out += _take(g, "backup_codes", _BACKUP, 10, _backup_draw)
    out += _take(g, "passphrase", _PASSPHRASES, 10, _phrase_draw)
    out += _take(g, "totp_secret", _TOTP, 10, _totp_draw)
    out += _take(g, "asked_then_answered", _ASKED, 8, _with(_pw))
    out += _take(g, "said_first", _SAID_FIRST, 10, _with(_plain_pw))
    out += _take(g, "spelled_password", _SPELLED, 10, _spelled_draw)
    out += _take(g, "pem_private_key", list(_PEM_PLACES), 8, _pem_draw)
    return out


def _english_seed(g: random.Random) -> str:
    return _phrase(g, "english", 12)


_SPLIT_PASSWORDS = {
    "Rosita: oe la clave del router es": "{s}",
    "Kyle: the base camp laptop password is": "{s} btw",
    "Jana: heslo je": "{s}",
    "Teodoro (audio): clavinqa": "{s} kanmi",
    "Marco runbook step 3, password:": "{s}\nstep 4: reboot",
    "la contraseña del correo ->": "{s}",
    "Jana: heslo na wifi v hostelu": "{s}, fakt",
    "NAS admin password": "{s}",
    "Rosita: contraseña del Yape de la agencia:": "{s} ya pe",
    "Kyle: pw for the sat modem is": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "QuenualPay API key", "{s}", _j((HEX, 32))),
    ("split_token", "GITHUB_TOKEN=", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Jana: API klíč pro RitiTrack:", "{s}", v.uuid4),
    ("split_card", "Rosita: número de tarjeta", "{s} vence 10/29", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "Jana: IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "CZ"))),
    ("split_id", "Rosita: DNI del arriero:", "{s}", _pe_dni),
    ("split_otp", "SMS: tu código de verificación es", "{s}", _j((D, 6))),
    ("split_phrase", "Kyle: KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))),
    ("split_pin", "Jana: PIN ke kartě", "{s}", _j((D, 5))),
    ("split_seed", "Kyle: wallet recovery words", "{s}", _english_seed),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    g = random.Random(SEED + 1)
    rows = [
        ("split_password", a, b, _plain_pw) for a, b in _SPLIT_PASSWORDS.items()
    ] + _SPLIT_OTHERS
    out = []
    for cls, first, second, make in rows:
        secret = _fresh(g, make)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"router": {"host": "192.168.88.1", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"clave": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "jana.d", "heslo": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "nas"}, {"name": "nvr", "pwd": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "reservas", "--password", "{s}", "hostal"]}': ("meta_password", _plain_pw),
    '{"note": "oe la contraseña del correo es {s}"}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "Kyle: the guide portal password is {s}"}': ("meta_password", _plain_pw),
    '{"quenualpay": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"slackToken": "{s}"}': ("meta_token", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"hf_token": "{s}"}': ("meta_token", _j("hf_", (ALNUM, 34))),
    '{"payment": {"card_number": "{s}", "exp": "03/30"}}': ("meta_card", lambda g: _card(g, "mastercard")),
    '{"deposit": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "ME")),
    '{"client": {"rodne_cislo": "{s}"}}': ("meta_id", lambda g: _rc(g, cz_rc)),
    '{"backup": {"encryption_key": "{s}"}}': ("meta_key", _j((HEX, 64))),
    '{"2fa": {"totp_secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"safe": {"pin": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"wifi": {"ssid": "Waraqu-Huespedes", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    g = random.Random(SEED + 2)
    out = []
    for text, (cls, make) in _METADATA.items():
        secret = _fresh(g, make)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_COMMIT = hashlib.sha1(b"reservas: add mule booking", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"revert permit export", usedforsecurity=False).hexdigest()[:9]
_IMAGE = hashlib.sha256(b"registry.yanaraju.lan/reservas:2.4").hexdigest()
_ISO_SUM = hashlib.sha256(b"proxmox-ve_8.2-1.iso").hexdigest()
_MD5 = hashlib.md5(b"tracks-alpamayo.gpx", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"fotos-huascaran.tar").hexdigest()

CLEAN = [
    "Rosita: oe la clave del wifi está en el papelito de la recepción, pregúntale a la tía",
    "Rosita: ya pe causa, no mandes contraseñas por WhatsApp, usa el Bitwarden",
    "Rosita: la contraseña tiene q tener mínimo 12 letras, así dice el sistema",
    "Rosita: mañana al toque cambiamos la clave del router, recuérdame",
    "Rosita: la reserva YNR-48213 es del grupo checo, llegan el 14 de julio",
    "Rosita: el pedido de los crampones es el PE-2031-0877, llega el jueves",
    "Rosita: mi tarjeta terminada en 4417 no pasó en el grifo de Carhuaz",
    "Rosita: llámale al Fidel al +51 943 118 260 pa las mulas",
    "Teodoro (audio): Rosita-y, clavita manam yachanitsu, Marcota tapukuy",
    "Teodoro (audio): ishkay mula, pitsqa burro, Cashapampa-man chayamunki",
    "Teodoro (audio): ama pitapis clavinta willankitsu, nishqa Rosita",
    "Teodoro: paqarin Vaqueria-chaw kashaq, kimsa kaq hora",
    "Kyle: dude, the password policy on the portal is brutal, 16 chars min",
    "Kyle: don't text me passwords, put them in the shared vault",
    "Kyle: beta for Alpamayo French direct: left of the rock band, crux is the last 60 m",
    "Kyle: stoked, we sent Pisco at 6:40, summit temp was -12 °C",
    "Kyle: replace <YOUR_GARMIN_KEY> in the README with yours",
    "Kyle: tracking number 1Z 999 AA1 01 2345 6784 for the gear box",
    "Jana: hele, heslo vám pošlu osobně, ne sem",
    "Jana: heslo musí mít aspoň 12 znaků, jinak to neprojde",
    "Jana: kluci, sraz v základním táboře ve 4:30, bereme 2 lana po 60 m",
    "Jana: číslo objednávky je 2031-00417, přijde to do hostelu",
    "Jana: ty vole, karta končící 9021 nefunguje",
    "Jana: Ondra má telefon +420 603 118 274",
    "Policy: Yanaraju passwords are at least 14 characters and live only in Vaultwarden.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `QUENUALPAY_API_KEY=replace-me` is a placeholder.",
    "CLOUDBEDS_TOKEN and RITITRACK_API_KEY must be set before the nightly sync runs.",
    "The Starlink router asks for a new admin password after every firmware update.",
    "After five wrong passwords the Cloudbeds account locks for 20 minutes.",
    "Upgraded Proxmox from 8.1 to 8.2 and Vaultwarden to 1.32.0 on Sunday.",
    f"commit {_COMMIT} adds mule booking to reservas.",
    f"Rolled back to {_SHORT} after the permit export broke.",
    f"The reservas image is registry.yanaraju.lan/reservas@sha256:{_IMAGE}.",
    f"SHA-256 checksum of proxmox-ve_8.2-1.iso: {_ISO_SUM}",
    f"MD5 of tracks-alpamayo.gpx is {_MD5}.",
    f"SHA-512 of fotos-huascaran.tar: {_SHA512}",
    "Request id 3f2a8c1e-7b4d-4e09-a1c6-5d8e2b0f9a73 is the slow one in the booking logs.",
    "Invoice F001-00004821 for S/ 1,850.00, mule transport to Ishinca base camp.",
    "Park entry for Huascarán National Park: S/ 30 per day, S/ 65 for three days.",
    "Huascarán is 6768 m, Alpamayo 5947 m, Chopicalqui 6354 m.",
    "Ticket WRQ-2330: the hot water in room 4 is off again.",
    "The guest wifi 'Waraqu-Libre' is open, no password needed.",
    "Marco: the PIN pad on the card terminal is broken, use Yape.",
    "Print the 2FA backup codes for the agency's Google account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `BREVO_API_KEY` in the secrets store, never in the repository.",
    "The TOTP app shows a new 6-digit code every 30 seconds.",
    "Masked card on the receipt: **** **** **** 3318.",
    "Version 2.4.1 of the booking app fixes the date picker.",
    "The GPX track has 1,204 points over 14.6 km.",
    "Placeholder: password: ********",
    "Rosita: el PIN se cambia en el cajero del BCP, no por teléfono",
    "Teodoro (audio): Huaraz-chaw qellayta churashaq, banco-man aywashaq",
    "Kyle: ISBN 978-0-89886-827-4 is the guidebook, bring it",
    "Jana: faktura 2031/118, splatnost 30 dní",
    "Marco: the token limit for the assistant is 8000 per call",
    "Rosita: la contraseña se resetea desde el link del correo, vence en 30 minutos",
    "Jana: heslo k wifi je na lednici, nevím ho",
    "The secret of a good pachamanca is hot stones and patience.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-05-02T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/yanaraju/router", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_ISO_SUM}", "file": "proxmox-ve_8.2-1.iso"}}',
    '{"ticket": "WRQ-2330", "reservation": "YNR-48213"}',
    '{"route": {"peak": "Alpamayo", "height_m": 5947, "grade": "TD"}}',
    '{"phone": "+51 943 118 260", "city": "Huaraz"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "mules": 6}',
    '{"card_last4": "3318", "amount_pen": "1850.00"}',
    '{"tracking": "1Z 999 AA1 01 2345 6784", "carrier": "UPS"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
_CLEAN_BLOB = "\n".join(CLEAN + _CLEAN_METADATA_JSON)
