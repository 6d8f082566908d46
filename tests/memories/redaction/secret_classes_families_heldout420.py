# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-twentieth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and seventeenth's
docstring, the fifth to four hundred and seventeenth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (418, 419, 421), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (420_586_913), password words (a reef,
bird, cactus or dish word of Curaçao with a dive depth and a sign, `Barakuda18m!`; a reef word, a
refinery word, a number and a sign, `KenepaGasket47#`; dot-joined words with a year,
`yuana.kenepa.2031`; leet `W4t4p4n4`; random runs with a sign; dashed generator groups; `Shon`
and a word with a number).

The fictional company is Kadushi Kòrsou Holding N.V. of Curaçao: Kalbas Dive Westpunt (an
invented dive shop and boat house at Westpunt), Plaka Pay (an invented payments start-up in
Pietermaai, Willemstad) and Mekaniko Schottegat N.V. (an invented maintenance contractor for the
refinery's turnarounds at Emmastad). Staff: Ruthmila Martina (IT), Jurgen Isenia (the dive shop),
Shurendy Pieternella (Plaka Pay), Femke de Vries (the Dutch bookkeeper), Marisela Rojas (a
Venezuelan planner at the contractor), Rinaldo Pinas (a Surinamese scaffolder) and Thiago
Nascimento (the Brazilian chef of the dive shop's kitchen). Every company, person, address,
domain (`kadushi.lan`, `plakapay.lan`, `kalbasdive.example`, `plakapay.example`,
`mekaniko.example`), account and number is invented; only the region is real. Texts: chats,
tickets, notes, shell history, config and env files, URLs, SMS, dictated text and requests to the
assistant; separators: a colon, `=`, `->`, `→`, `=>`, `::`, `/`, `|`, a tab, a dash, `ta`, `is`,
`es`, `é`, `na`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 417, grep -l): none for `Kadushi`, `Kalbas`, `Schottegat`, `Kòrsou`,
`mi brada`, `IBAN SR`, `IBAN AW`, `IBAN VE`, `nl.kvk`; one for `Westpunt`, `ta bon`, `Sentoo`,
`Knab`, `Bonaire`, `IBAN BH`, `IBAN KW`; two to three for `Papiamentu`, `Curaçao`, `Willemstad`,
`Sranan`, `Papiamento`, `identiteitskaartnummer`, `grantangi`, `refinery`, `Adyen`, `IBAN GL`,
`IBAN SD`, `IBAN QA`, `IBAN MC`; nine for `ve.rif`, `nl.btw`; thirteen for `nl.bsn`, fourteen for
`chamo`; `wachtwoord` (83), `clave es` (59) and `senha é` (51) are common, so `ww`,
`kontraseña ... ta`, `a pasword na` and `a senha do ... é` stand beside them.
Languages: about half English, config or shell; the rest Papiamentu as texted (`e kontraseña di
wifi ta`, `mi pasword ta`, `danki`, `ayo`), Dutch as texted (`ww`, `het wachtwoord van ... is`,
`gewijzigd naar`), Venezuelan Spanish (`chamo`, `pana`, `vale`, `la clave quedó`), the Sranan
Tongo of a Surinamese worker (`a pasword fu ... na`, `mi brada`, `no gi nowan`) and the
Portuguese of a Brazilian chef (`a senha do wifi é`, `valeu`, `beleza`). The Papiamentu and Sranan
spellings are my guesses, as are some of the Venezuelan turns.
Vendors: the invented Plaka Pay, ReefBook, TankTrack, TurnaroundPro, CozinhaFacil, PermitHub,
DiveCert and SafeTrak, plus GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google,
Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear, Groq, Grafana,
Vault, Docker Hub, Tailscale, Doppler, Supabase, Sentry, Mollie, Square, Flutterwave, Paystack,
Resend, Notion, Netlify, PlanetScale, New Relic, Figma, Mapbox, Atlassian and Heroku shapes.
Ids: Venezuela's RIF, the Netherlands' BSN, BTW number and identity-card number and Brazil's CPF,
each drawn until its `stdnum` module validates it (the identity card's module checks its format
only). IBANs of Bahrain, Kuwait, Qatar, Greenland, Monaco and Sudan, checked with `stdnum.iban`;
seed phrases from `mnemonic`'s English, Spanish, Portuguese and French lists, each checked with
`Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Discover, Maestro and JCB prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.br import cpf as br_cpf
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import btw as nl_btw
from stdnum.nl import identiteitskaartnummer as nl_idkaart
from stdnum.ve import rif as ve_rif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 420_586_913
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"
Maker = Callable[[random.Random], str]
_r, _j = v.r, v.token

_REEF = ["Kadushi", "Watapana", "Barakuda", "Yuana", "Trupial", "Kalbas", "Kenepa",
         "Tarpon", "Flamingo", "Lora", "Kunuku", "Tamarein", "Funchi", "Keshi",
         "Blenchi", "Koraal"]  # fmt: skip
_PLANT = ["Flare", "Gasket", "Cracker", "Caustic", "Manway", "Flange", "Scaffold", "Stripper",
          "Boiler", "Torque"]  # fmt: skip
_SIGNS = "!#$%&*?@+="
_LEET = ["K4dush1", "W4t4p4n4", "B4r4kud4", "Tr0p1al", "K3n3p4", "Fl4m1ng0", "T4rp0n"]


def _reef(g: random.Random) -> str:
    """A reef or island word, a dive depth and a sign: `Barakuda18m!`."""
    return f"{g.choice(_REEF)}{g.choice([12, 18, 21, 24, 30, 40])}m{g.choice(_SIGNS)}"


_PICKS: list[Maker] = [
    _reef,
    lambda g: f"{g.choice(_REEF)}{g.choice(_PLANT)}{g.randrange(10, 100)}{g.choice(_SIGNS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_REEF, 2)) + f".{g.randrange(2026, 2036)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2035)) + g.choice(_SIGNS),
    lambda g: _r(g, ALNUM + "!?%#", 16),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"{g.choice(_PLANT).upper()}-{g.randrange(100, 1000)}-{g.choice(_REEF).lower()}",
    lambda g: f"Shon{g.choice(_REEF)}@{g.randrange(1000, 10_000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SIGNS),
]


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain(g: random.Random) -> str:
    """A password a URL or an unquoted shell word holds as written."""
    return v.until(g, _pw, lambda s: all(c in ALNUM + "._-" for c in s))


def _fam(
    rng: random.Random, cls: str, templates: list[str], n: int, make: Maker = _pw
) -> list[Sample]:
    """``n`` samples of ``cls``: templates cycled, each ``{pw}`` a fresh value of ``make``."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        out.append(Sample(cls, template.replace("{pw}", secret), secret))
    return out


def _pairs(rng: random.Random, cls: str, rows: list[tuple[str, Maker]], n: int) -> list[Sample]:
    """``n`` samples of ``cls`` from (template, maker) rows, cycled."""
    out = []
    for template, make in v.cycle(rng, rows, n):
        secret = make(rng)
        out.append(Sample(cls, template.replace("{pw}", secret), secret))
    return out


_SAID = [
    "Kalbas Dive Westpunt, compressor panel (Bauer B-Control) password: {pw}",
    "Ruthmila: the Plaka Pay staging admin password = {pw}",
    "boat GPS (Garmin echoMAP) web password -> {pw}",
    "Mekaniko Schottegat, torque-wrench tablet password → {pw}",
    "dive log server | password | {pw}",
    "Suunto DM5 shop account / password / {pw}",
    "the password for the nitrox analyser laptop is {pw}",
    "Password for the Tera Kora booking kiosk:\n{pw}",
    "Jurgen, reminder: cashdesk password => {pw}",
    "permit-to-work portal password :: {pw}",
    "Password (refinery gate badge printer): {pw}",
    "Plaka Pay merchant dashboard — password — {pw}",
    "the password of the scaffold-inspection app is now {pw}",
    "I changed the shop NAS password to {pw}",
    "Note to self: Westpunt boat-house NVR password\t{pw}",
    "pwd for the compressor log: {pw}",
    "Ticket KDS-2291: temporary password set to {pw}, user must change it at first login",
    "Hey assistant, remember that the Emmastad site laptop password is {pw}",
    "Mi pasword di e kompiuter di tienda ta {pw}",
    "e kontraseña di wifi di boto ta {pw}, no duna niun hende",
    "Ayo Ruthmila, kontraseña nobo pa Plaka Pay: {pw} danki",
    "Shurendy: e pasword di e kaha ta {pw}",
    "kontraseña di e server di dive log: {pw} ta bon?",
    "wachtwoord van de duikschool laptop is {pw}",
    "ww nieuwe mailbox: {pw} (niet doorsturen aub)",
    "Femke hier, het wachtwoord van de boekhouding = {pw}",
    "inlog boekhoudpakket, wachtwoord gewijzigd naar {pw}",
    "chamo la clave del portal de la refinería es {pw}",
    "pana, la contraseña del SAP de mantenimiento: {pw} vale",
    "Marisela: la clave nueva del andamio-app quedó {pw}",
    "mi brada, a pasword fu a kompresor na {pw}",
    "Rinaldo: a pasword fu a werkoso laptop na {pw}, no gi nowan",
    "a senha do tablet da cozinha é {pw}, valeu",
    "Thiago: senha do iFood restaurante -> {pw}",
    "beleza, a senha nova do computador da cozinha: {pw}",
]
_said = (_SAID, 70)

_LOGINS = [
    "login: jurgen / {pw}",
    "creds ruthmila:{pw}",
    "user=thiago pass={pw}",
    "admin / {pw}",
    "root:{pw}",
    "shurendy@plakapay.example:{pw}",
    "sign in as marisela with {pw}",
    "Username: rinaldo.p  Password: {pw}",
    "usuario: mrojas / clave: {pw}",
    "gebruikersnaam femke, wachtwoord {pw}",
    "usuario kalbas, kontraseña {pw}",
    "| ops-kiosk | {pw} |",
]
_URLS = [
    "postgres://plaka:{pw}@db-1.plakapay.lan:5432/ledger",
    "mysql://divelog:{pw}@nas.kalbasdive.example/logbook",
    "https://jurgen:{pw}@nvr.kalbasdive.example/",
    "amqp://mekaniko:{pw}@mq.mekaniko.example:5672/",
    "redis://:{pw}@cache.plakapay.lan:6379/0",
    "ftp://scada:{pw}@historian.mekaniko.example/exports",
    "mongodb+srv://chef:{pw}@menu.kadushi.lan/orders",
]


def _logins(rng: random.Random) -> list[Sample]:
    return _fam(rng, "login", _LOGINS, 16) + _fam(rng, "url_login", _URLS, 9, _plain)


_CLI = [
    "sshpass -p '{pw}' ssh diver@boat.kalbasdive.example",
    "mysql -u divelog -p{pw} logbook",
    "redis-cli -h cache.plakapay.lan -a '{pw}' ping",
    "docker login registry.plakapay.lan -u ci -p '{pw}'",
    "curl -u ops:{pw} https://grafana.mekaniko.example/api/health",
    "htpasswd -bc /etc/nginx/.htpasswd jurgen '{pw}'",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/boat",
    "smbclient //nas/logbook -U jurgen%{pw}",
    "zip -P '{pw}' payroll-2033.zip payroll.xlsx",
    "7z a -p'{pw}' refinery-permits.7z permits/",
    "openssl pkcs12 -export -in plaka.crt -inkey plaka.key -passout pass:{pw} -out plaka.p12",
    "gpg --batch --passphrase '{pw}' -c ledger.csv",
    "plink -ssh -pw '{pw}' scada@10.20.4.11",
    "xfreerdp /v:dcs-hmi.mekaniko.example /u:operator /p:'{pw}'",
    "sqlcmd -S erp.mekaniko.example -U sa -P '{pw}'",
    "ldapsearch -x -D 'cn=admin,dc=kadushi,dc=lan' -w '{pw}' -b dc=kadushi,dc=lan",
    "echo '{pw}' | sudo -S systemctl restart compressor-logger",
    "keytool -importcert -keystore plaka.jks -storepass '{pw}' -file ca.pem",
    "mosquitto_pub -h mqtt.kalbasdive.example -u tank -P '{pw}' -t fill/psi -m 210",
    "ipmitool -I lanplus -H 10.20.9.4 -U ADMIN -P '{pw}' power status",
    "lftp -u thiago,'{pw}' ftp.kadushi.lan",
    "rabbitmqctl add_user plaka '{pw}'",
    'psql "host=db-1.plakapay.lan user=plaka password={pw}"',
    "ALTER USER ledger IDENTIFIED BY '{pw}';",
    "net use \\\\nas\\permits /user:MEKANIKO\\rinaldo '{pw}'",
    "mega-login ops@kalbasdive.example '{pw}'",
    "cqlsh -u cassandra -p '{pw}' ledger-1.plakapay.lan",
    "twine upload -u plaka -p '{pw}' dist/*",
    "kinit svc-erp <<< '{pw}'",
    "printf '%s\\n' '{pw}' | passwd --stdin diver",
    "hydra -l admin -p '{pw}' 10.20.4.11 http-get /",
    "sqlplus maint/{pw}@MAINTDB",
]
_cli = (_CLI, 35)

_CONFIGS = [
    "DB_PASSWORD={pw}",
    'PLAKA_DB_PASS="{pw}"',
    "export SMTP_PASSWORD='{pw}'",
    "spring.datasource.password={pw}",
    'password: "{pw}"',
    "  db_password: {pw}",
    "[compressor]\nhost = 10.20.1.5\npassword = {pw}",
    "define('DB_PASSWORD', '{pw}');",
    '<add key="ErpPassword" value="{pw}" />',
    "MAIL_PASSWORD = '{pw}'  # Kalbas booking mailer",
    'variable "db_password" {\n  default = "{pw}"\n}',
    "db-1.plakapay.lan:5432:ledger:plaka:{pw}",
    "vault_password: !unsafe '{pw}'",
    '"password": "{pw}",',
    "smtp_password,{pw}",
    "REDIS_PASS={pw}",
]
_configs = (_CONFIGS, 25)


_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub token for the booking repo: {pw}", _j("ghp_", (ALNUM, 36))),
    ("GITHUB_TOKEN={pw}", _j("github_pat_11", (UPPER_DIGITS, 20), "_", (ALNUM, 59))),
    ("gitlab deploy: {pw}", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot for #turnaround: {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("STRIPE_SECRET_KEY={pw}", _j("sk_live_", (ALNUM, 24))),
    ("stripe restricted key {pw}", _j("rk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("anthropic key pa e chatbot: {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google Maps key for the dive-site map: {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF token: {pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key SID {pw}", _j("SK", (HEX, 32))),
    ("telegram bot (boat alerts): {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("PYPI token: {pw}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Shopify admin token pa tienda: {pw}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", _j("dop_v1_", (HEX, 64))),
    ("Linear key: {pw}", _j("lin_api_", (ALNUM, 40))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("grafana service account: {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 24))),
    ("docker hub PAT {pw}", _j("dckr_pat_", (URLSAFE, 27))),
    ("tailscale auth key: {pw}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("supabase service key sbp: {pw}", _j("sbp_", (HEX, 40))),
    ("Sentry auth token {pw}", _j("sntrys_", (ALNUM, 60))),
    ("Mollie live key: {pw}", _j("live_", (ALNUM, 30))),
    ("Square access token {pw}", _j("EAAA", (URLSAFE, 60))),
    ("FLW secret: {pw}", _j("FLWSECK-", (HEX, 32), "-X")),
    ("Paystack secret key {pw}", _j("sk_live_", (HEX, 40))),
    ("Resend API key: {pw}", _j("re_", (ALNUM, 8), "_", (ALNUM, 24))),
    ("Notion integration secret: {pw}", _j("secret_", (ALNUM, 43))),
    ("netlify token {pw}", _j("nfp_", (ALNUM, 36))),
    ("la key de PlanetScale es {pw}", _j("pscale_pw_", (URLSAFE, 43))),
    ("new relic: {pw}", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("a token fu Figma na {pw}", _j("figd_", (URLSAFE, 40))),
    ("chave da API do Mapbox: {pw}", _j("sk.eyJ1Ijoia2FkdXNoaSJ9.", (URLSAFE, 22))),
    ("Atlassian API token {pw}", _j("ATATT3xFfGF0", (URLSAFE, 180))),
    ("Heroku API key (uuid): {pw}", lambda g: v.uuid4(g, "b")),
]
_vendors = (_VENDORS, 45)

_INVENTED: list[tuple[str, Maker]] = [
    ("Plaka Pay API key: {pw}", _j("plk_live_", (ALNUM, 32))),
    ("API key di Plaka Pay sandbox: {pw}", _j("plk_test_", (ALNUM, 32))),
    ("ReefBook API key {pw}", _j((HEX, 40))),
    ("Integrations › TankTrack: {pw}", lambda g: v.uuid4(g, "8")),
    ("Kalbas booking widget API-sleutel: {pw}", _j((HEX, 32))),
    ("clave API de TurnaroundPro: {pw}", _j((ALNUM, 40))),
    ("chave API do CozinhaFacil: {pw}", _j((HEX, 48))),
    ("PermitHub integration broken, current key {pw}", _j((ALNUM, 36))),
    ("DiveCert API key for the PADI sync: {pw}", lambda g: v.uuid4(g, "9")),
    ("a API key fu SafeTrak na {pw}", _j((HEX, 32))),
]
_invented = (_INVENTED, 10)

_BARE: list[tuple[str, Maker]] = [
    ("{pw}", _j((ALNUM, 40))),
    ("kopia esaki: {pw}", _j((ALNUM, 32))),
    ("paste this into the box: {pw}", _j((URLSAFE, 44))),
    ("Jurgen sent me {pw} for the boat tablet", _j((ALNUM, 36))),
    ("plak dit even: {pw}", _j((ALNUM, 48))),
]
_bare = (_BARE, 8)

_HEXES = [
    "encryption key: {pw}",
    "AES key for the ledger backups = {pw}",
    "LEDGER_MASTER_KEY={pw}",
    "e kyabi di enkriptashon ta {pw}",
    "lorawan appkey {pw}",
    "webhook signing secret {pw}",
    "la llave del HSM de pruebas: {pw}",
]


def _hexes(rng: random.Random) -> list[Sample]:
    return _fam(rng, "hex_key", _HEXES, 10, lambda g: v.hex_key(g, g.choice([32, 64])))


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    body = v.b64url(
        {"sub": _r(g, D, 8), "iss": "plakapay.example", "iat": 2_050_000_000 + g.randrange(10**6)}
    )
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "session token pa e app: {pw}",
    "the merchant JWT is {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.plakapay.example/v1/payouts",
    "het token van de kassa = {pw}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    raw = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([180, 240])))).decode()
    lines = "\n".join(raw[i : i + 64] for i in range(0, len(raw), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEMS = [
    "boat.key:\n{pw}",
    "{pw}",
    "Jurgen, here's the deploy key for the booking server:\n{pw}\nthanks",
    "e key privá pa SFTP di Plaka Pay:\n{pw}",
]

_MNEMO = {name: Mnemonic(name) for name in ("english", "spanish", "portuguese", "french")}


def _seed(language: str, words: int = 12) -> Maker:
    bits = {12: 16, 18: 24, 24: 32}[words]

    def make(g: random.Random) -> str:
        return str(_MNEMO[language].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    return make


_SEEDS: list[tuple[str, Maker]] = [
    ("Ledger backup words for the Plaka Pay treasury wallet: {pw}", _seed("english", 24)),
    ("recovery phrase: {pw}", _seed("english")),
    ("seed: {pw}", _seed("english", 18)),
    ("palabras de la billetera de Marisela: {pw}", _seed("spanish")),
    ("frase semilla: {pw}", _seed("spanish", 24)),
    ("frase de recuperação da carteira do Thiago: {pw}", _seed("portuguese")),
    ("e 12 palabra di e wallet: {pw}", _seed("english")),
    ("herstelzin van de wallet: {pw}", _seed("english")),
    ("mots de récupération (Trust Wallet): {pw}", _seed("french")),
]


def _card(g: random.Random) -> str:
    number = v.card(g, g.choice(["visa", "mastercard", "amex", "discover", "maestro", "jcb"]))
    assert luhn.is_valid(number)
    return number


def _card_shown(g: random.Random) -> str:
    return v.grouped(_card(g), g.choice([" ", "-", ""]), g)


_CARDS = [
    "company card for the compressor parts: {pw} exp 08/35",
    "card number {pw}",
    "mi karchi di krédito: {pw}",
    "het kaartnummer is {pw}",
    "tarjeta de la empresa {pw} vence 04/34",
    "o cartão da cozinha: {pw}",
    "pay the Aqualung invoice with {pw}",
    "Card: {pw} (Jurgen's)",
]
_CVVS = [
    "CVV: {pw}",
    "security code on the back: {pw}",
    "the three digits on the back are {pw}",
    "CVC {pw}, exp 11/34",
    "e kódigo di seguridat ta {pw}",
    "código de seguridad: {pw}",
    "código de segurança {pw}",
]
_ibans = (
    [
        "IBAN: {pw}",
        "pay the gasket supplier to {pw}",
        "rekeningnummer / IBAN {pw}",
        "IBAN di e proveedor: {pw}",
        "la cuenta IBAN del contratista: {pw}",
        "transfer pro IBAN {pw}, valeu",
    ],
    12,
)

_IBAN_SHAPES = {"BH": "aaaa" + "c" * 14, "KW": "aaaa" + "c" * 22, "QA": "aaaa" + "c" * 21,
                "GL": "n" * 14, "MC": "n" * 10 + "c" * 11 + "nn", "SD": "n" * 14}  # fmt: skip


def _iban(g: random.Random) -> str:
    number = v.iban_shaped(g, g.choice(sorted(_IBAN_SHAPES)), _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return v.iban_spaced(number) if g.random() < 0.5 else number


def _rif(g: random.Random) -> str:
    kind = g.choice("VJE")
    body = kind + _r(g, D, 8)
    number = f"{kind}-{body[1:]}-{ve_rif.calc_check_digit(body + '0')}"
    assert ve_rif.is_valid(number)
    return number


def _bsn(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 9), nl_bsn.is_valid)


def _btw(g: random.Random) -> str:
    return v.until(g, lambda h: f"NL{_bsn(h)}B{_r(h, D, 2)}", nl_btw.is_valid)


def _idkaart(g: random.Random) -> str:
    return v.until(
        g,
        lambda h: (
            _r(h, "ABCDEFGHIJKLMNPRSTUVWXYZ", 2)
            + _r(h, UPPER_DIGITS.replace("O", ""), 6)
            + _r(h, D, 1)
        ),
        nl_idkaart.is_valid,
    )


def _cpf(g: random.Random) -> str:
    return v.until(g, v.cpf_number, br_cpf.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("RIF: {pw}", _rif),
    ("mi cédula con RIF es {pw}, chamo", _rif),
    ("RIF del contratista venezolano {pw}", _rif),
    ("BSN: {pw}", _bsn),
    ("burgerservicenummer van Femke {pw}", _bsn),
    ("BTW-nummer van de leverancier: {pw}", _btw),
    ("btw id {pw}", _btw),
    ("identiteitskaartnummer {pw}", _idkaart),
    ("CPF do Thiago: {pw}", _cpf),
    ("meu CPF é {pw}", _cpf),
]
_ids = (_IDS, 16)

_TOTPS = [
    "TOTP secret for the Plaka Pay admin: {pw}",
    "2FA setup key {pw}",
    "otpauth://totp/PlakaPay:ruthmila?secret={pw}&issuer=PlakaPay",
    "manual key under the QR code: {pw}",
    "e kódigo sekreto di 2FA ta {pw}",
    "geheime sleutel voor de authenticator: {pw}",
]


def _totp(g: random.Random) -> str:
    return v.totp_secret(g, spaced=False)


_CODES = [
    "{pw} is your Plaka Pay verification code",
    "Your Kalbas Dive login code: {pw}",
    "Bo kódigo di verifikashon ta {pw}",
    "Je verificatiecode is {pw}",
    "Tu código de verificación es {pw}",
    "Seu código de acesso: {pw}",
    "Use {pw} to sign in to the permit portal",
    "a kode fu a bank na {pw}, mi brada",
]


def _otp(g: random.Random) -> str:
    code = _r(g, D, 6)
    return f"{code[:3]} {code[3:]}" if g.random() < 0.3 else code


def _backups(rng: random.Random) -> list[Sample]:
    heads = [
        "Plaka Pay backup codes:\n",
        "2FA backup codes for the GitHub org: ",
        "kódigo di backup pa Google:\n",
        "herstelcodes Microsoft-account: ",
        "códigos de recuperación del correo:\n",
        "códigos de backup do Instagram do restaurante: ",
        "recovery codes (Kalbas shop Gmail):\n",
        "a backup kode fu a mail: ",
    ]
    out = []
    for i, head in enumerate(heads):
        codes = v.backup_codes(rng, rng.choice([6, 8, 10]), i % 4)
        sep = "\n" if head.endswith("\n") else rng.choice([", ", " "])
        text = head + sep.join(codes)
        out.append(Sample("backup_codes", text, codes[0]))
    return out


def _joined(g: random.Random) -> str:
    """Two reef words and a number run together: `kenepatarpon47`."""
    return f"{g.choice(_REEF).lower()}{g.choice(_REEF).lower()}{g.randrange(10, 100)}"


def _wifi_key(g: random.Random) -> str:
    make: Maker = g.choice([_pw, _joined])
    return make(g)


_WIFI = [
    "wifi Kalbas-Boat-5G / {pw}",
    "Network: Westpunt Dive Shop\nPassword: {pw}",
    "WIFI:T:WPA;S:PlakaPay-Office;P:{pw};;",
    "WPA key for Mekaniko-Site-Cabin: {pw}",
    "wifi di tienda: KalbasGuest, kontraseña {pw}",
    "e pasword di wifi ta {pw}",
    "wifi-wachtwoord kantoor Pietermaai: {pw}",
    "la clave del wifi del tráiler es {pw}",
    "a senha do wifi da cozinha é {pw}",
    "a wifi pasword na {pw}",
    "ssid,psk\nMekaniko-Turnaround,{pw}",
    "network (Kadushi-Staff) uses {pw}",
]
_LOCKS = [
    "gate code for the Westpunt boat house: {pw}",
    "the alarm code is {pw}",
    "PIN of the company debit card: {pw}",
    "e kódigo di porta ta {pw}",
    "pincode van de kluis is {pw}",
    "el código del candado del contenedor es {pw}",
    "a senha do cofre é {pw}",
    "a kode fu a lokasi na {pw}",
    "keypad at the tank room -> {pw}#",
    "SIM PIN {pw}",
]


def _lock(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 5, 6]))


def _phrase(g: random.Random) -> str:
    words = ["kadushi", "trupial", "watapana", "kenepa", "barakuda", "flamingo", "tamarein",
             "yuana", "kunuku", "funchi", "blenchi", "tarpon", "koraal", "lora"]  # fmt: skip
    return g.choice([" ", "-", " "]).join(g.sample(words, g.choice([4, 5])))


_PHRASES = [
    "passphrase: {pw}",
    "Bitwarden master passphrase = {pw}",
    'the vault passphrase is "{pw}"',
    "e frase di pasword ta {pw}",
    "wachtzin: {pw}",
    "KeePass passphrase for the shop database: {pw}",
]


def _spelled(rng: random.Random) -> list[Sample]:
    rows = [
        ("the word {w} followed by {n}", "en"),
        ("It's {w} with a capital first letter and {n} at the end", "en"),
        ("Het wachtwoord is het woord {w}, dan {n}", "nl"),
        ("e pasword ta e palabra {w} i despues {n}", "pap"),
        ("la clave es la palabra {w} y luego {n}", "es"),
        ("a senha é a palavra {w} e depois {n}", "pt"),
        ("type {w}, then {n}; that's the admin password", "en"),
        ("a pasword na a wortu {w} nanga {n}", "srn"),
        ("the name of the boat, {w}, followed by {n}", "en"),
        ("Password, dictated: {w} {n} — all lower case", "en"),
    ]
    out = []
    for template, _lang in rows:
        word = rng.choice(_REEF).lower()
        number = str(rng.randrange(100, 10_000))
        text = template.format(w=word, n=number)
        out.append(Sample("spelled_password", text, word))
    return out


_FIRST = [
    "{pw} — that's the wifi password on the boat",
    "{pw}, that's what I set for the compressor panel",
    "{pw} ta e kontraseña nobo di kaha",
    "{pw} is het nieuwe wachtwoord van de NAS",
    "{pw} es la clave nueva del portal, pana",
    "{pw} é a senha do tablet, beleza?",
    "{pw} na a nyun pasword fu a laptop",
]
_QA = [
    "Jurgen: what's the NVR password?\nRuthmila: {pw}",
    "Thiago: qual é a senha do wifi?\nShurendy: {pw}",
    "Femke: wat is het ww van de printer?\nJurgen: {pw}",
    "Marisela: ¿cuál es la clave del andamio-app?\nRinaldo: {pw}",
    "kontraseña di e kompiuter?\n{pw}",
    "wifi pasword?\n{pw}",
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += _fam(rng, "password_label", *_said)
    out += _logins(rng)
    out += _fam(rng, "cli_password", *_cli)
    out += _fam(rng, "config_password", *_configs)
    out += _pairs(rng, "vendor_token", *_vendors)
    out += _pairs(rng, "invented_vendor", *_invented)
    out += _pairs(rng, "bare_token", *_bare)
    out += _hexes(rng)
    out += _fam(rng, "jwt", _JWTS, 8, _jwt)
    out += _fam(rng, "pem", _PEMS, 6, _pem)
    out += _pairs(rng, "seed_phrase", _SEEDS, 12)
    out += _fam(rng, "card", _CARDS, 12, _card_shown)
    out += _fam(rng, "card_code", _CVVS, 7, lambda g: _r(g, D, g.choice([3, 3, 4])))
    out += _fam(rng, "iban", *_ibans, _iban)
    out += _pairs(rng, "national_id", *_ids)
    out += _fam(rng, "totp_secret", _TOTPS, 8, _totp)
    out += _fam(rng, "otp_code", _CODES, 10, _otp)
    out += _backups(rng)
    out += _fam(rng, "wifi_key", _WIFI, 16, _wifi_key)
    out += _fam(rng, "pin_code", _LOCKS, 14, _lock)
    out += _fam(rng, "passphrase", _PHRASES, 8, _phrase)
    out += _spelled(rng)
    out += _fam(rng, "said_first", _FIRST, 9)
    out += _fam(rng, "question_answer", _QA, 6)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the compressor panel password is", "{s}", _pw),
    ("split_password", "Password:", "{s}\nchange it after the turnaround", _pw),
    ("split_password", "e kontraseña di kaha ta", "{s}", _pw),
    ("split_password", "wachtwoord", "{s} (niet delen)", _pw),
    ("split_password", "la clave del portal es", "{s}, pana", _pw),
    ("split_password", "a senha é", "{s}", _pw),
    ("split_password", "a pasword na", "{s}", _pw),
    ("split_password", "login jurgen /", "{s}", _pw),
    ("split_token", "Plaka Pay API key", "{s}", _j("plk_live_", (ALNUM, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Stripe secret", "{s} (live!)", _j("sk_live_", (ALNUM, 24))),
    ("split_seed", "wallet recovery words", "{s}", _seed("english")),
    ("split_card", "card number", "{s} exp 02/35", _card_shown),
    ("split_iban", "IBAN", "{s}", _iban),
    ("split_id", "BSN", "{s}", _bsn),
    ("split_id", "RIF", "{s}", _rif),
    ("split_otp", "TOTP secret", "{s}", _totp),
    ("split_pin", "gate code:", "{s}", _lock),
    ("split_wifi", "wifi Kalbas-Boat-5G key", "{s}", _wifi_key),
    ("split_key", "LEDGER_MASTER_KEY=", "{s}", lambda g: v.hex_key(g, 64)),
]


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


def _meta_safe(g: random.Random) -> str:
    return v.until(g, _pw, lambda s: '"' not in s and "\\" not in s)


_METADATA: list[tuple[str, str, Maker]] = [
    (
        "meta_password",
        '{"nvr": {"host": "nvr.kalbasdive.example", "admin_password": "{s}"}}',
        _meta_safe,
    ),
    ("meta_password", '{"kontraseña": "{s}"}', _meta_safe),
    ("meta_password", '{"account": {"user": "femke", "wachtwoord": "{s}"}}', _meta_safe),
    (
        "meta_password",
        '{"pos": [{"name": "kaha-1"}, {"name": "kaha-2", "pin_password": "{s}"}]}',
        _meta_safe,
    ),
    (
        "meta_password",
        '{"argv": ["sshpass", "-p", "{s}", "ssh", "diver@boat.kalbasdive.example"]}',
        _meta_safe,
    ),
    ("meta_password", '{"note": "a senha do tablet é {s}"}', _meta_safe),
    ("meta_password", '{"transcript": "e kontraseña di compressor ta {s}"}', _meta_safe),
    ("meta_token", '{"plaka_pay": {"api_key": "{s}"}}', _j("plk_live_", (ALNUM, 32))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    ("meta_token", '{"githubToken": "{s}"}', _j("ghp_", (ALNUM, 36))),
    ("meta_token", '{"stripe": {"secret_key": "{s}"}}', _j("sk_live_", (ALNUM, 24))),
    ("meta_card", '{"payment": {"card_number": "{s}", "exp": "09/35"}}', _card_shown),
    ("meta_iban", '{"supplier": {"iban": "{s}"}}', _iban),
    ("meta_id", '{"employee": {"bsn": "{s}"}}', _bsn),
    ("meta_id", '{"contratista": {"rif": "{s}"}}', _rif),
    ("meta_otp", '{"2fa": {"backup": ["{s}", "83015527", "19462088"]}}', lambda g: _r(g, D, 8)),
    ("meta_seed", '{"treasury_wallet": {"seed_words": "{s}"}}', _seed("english")),
    ("meta_key", '{"ledger": {"master_key": "{s}"}}', lambda g: v.hex_key(g, 64)),
    ("meta_pin", '{"boat_house": {"gate_code": "{s}"}}', _lock),
    ("meta_wifi", '{"wifi": {"ssid": "Kalbas-Boat-5G", "psk": "{s}"}}', _wifi_key),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for cls, text, make in _METADATA:
        filled, secret = _fill(rng, text, make)
        out.append(MetadataSample(cls, json.loads(filled), secret))
    return out


_WHEEL = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"bauer-bcontrol-3.7.2.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.plakapay.lan/ledger:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"ledger: round payouts to cents", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"booking: fix tide table", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"dive-log-2033-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"turnaround-permits-2033.pdf").hexdigest()

CLEAN = [
    "Remind me to change the compressor panel password before the Bauer service visit.",
    "Jurgen asked for the boat wifi password; it's on the laminated card by the tank room.",
    "Policy: Plaka Pay passwords are at least 16 characters and live only in the vault.",
    "Please don't paste passwords into the group chat; share a vault link.",
    "`PLAKA_API_KEY=replace-me` in .env.example is a placeholder, the real key is in Doppler.",
    "Replace <YOUR_REEFBOOK_KEY> in the README with the key from the ReefBook dashboard.",
    "No kompartí bo kontraseña ku ningun hende, ni ku mi.",
    "Mi a lubidá mi pasword atrobe, mañan mi ta yama Ruthmila.",
    "E kódigo di porta a kambia, puntra Jurgen.",
    "Deel je wachtwoord nooit via de app, ook niet met mij.",
    "Het ww moet minstens 16 tekens zijn, zegt IT.",
    "Chamo, la clave no se manda por WhatsApp, usa el gestor.",
    "La contraseña del portal vence cada 90 días, pana.",
    "No gi nowan yu pasword, mi brada.",
    "Mi frigiti a pasword baka, tamara mi o aksi Ruthmila.",
    "Não manda senha no grupo da cozinha, pelo amor de Deus.",
    "A senha do wifi tá no papel colado na geladeira, beleza?",
    "Upgraded the Bauer B-Control firmware from 3.6 to 3.7.2 and paho-mqtt to 2.1.0.",
    f"commit {_COMMIT} rounds payouts to cents.",
    f"Rolled back to {_SHORT} after the tide table broke the booking page.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL}",
    f"The B-Control 3.7.2 image has SHA-256 checksum {_FIRMWARE}.",
    f"SHA-512 of turnaround-permits-2033.pdf: {_SHA512}",
    f"The ledger service runs registry.plakapay.lan/ledger@sha256:{_IMAGE}.",
    f"MD5 of dive-log-2033-03.csv is {_MD5}.",
    "Request id 3c8f1e20-7b4d-4a19-9e62-d05b8a71f3c4 is the slow payout in the logs.",
    "Order KDS-2033-00871: 12 aluminium 80 cf tanks, ships Tuesday.",
    "Ticket MS-4417: flange leak on exchanger E-204 during the turnaround.",
    "Call the Westpunt shop on +599 9 864 2310 before 8 am.",
    "Tracking 1Z 84X 219 03 7741 5520 for the regulator parts from Florida.",
    "Dive site Playa Kalki is at 12.3720 N, 69.1570 W; max depth 30 m.",
    "Nitrox 32 gives a max operating depth of 34 m at ppO2 1.4.",
    "Tank fill pressure 232 bar, 3300 psi; hydro test due 2034-05.",
    "Price list: two-tank boat dive ANG 195, equipment rental ANG 60.",
    "After five wrong PINs the card terminal locks for 30 minutes.",
    "Ask Jurgen for the boat house gate code, I don't have it.",
    "My card ending 4471 was declined at the Soto gas station.",
    "The supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Plaka Pay account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `STRIPE_SECRET_KEY` in the secrets store, never in git.",
    "The token limit for the booking chatbot is 8000 per call.",
    "The PIN pad at the cash desk is broken again.",
    "Card shown as **** **** **** 9182 on the receipt.",
    "IBAN masked: NL** **** **** **** 7731.",
    "Part number BAU-47-2291-C is the compressor intake filter.",
    "Postcode for the Emmastad office? Curaçao doesn't use postcodes.",
    "Permit PTW-2033-0415 covers hot work on tank T-12 from 06:00 to 18:00.",
    "Version 5.1.3 of the ledger service adds IBAN validation.",
    "Flight times: KL 735 lands at 14:25, the boat leaves at 15:00.",
    "Bo kódigo di verifikashon lo yega pa SMS den 5 minüt.",
    "De verificatiecode komt per sms, vul hem in binnen tien minuten.",
    "El código llega por SMS, no lo compartas con nadie.",
    "O código chega por SMS, não passa pra ninguém.",
    "A kode o kon na SMS, no gi en na nowan.",
    "The guest wifi 'Kalbas-Guest' is open, no password needed.",
    "The passphrase must have at least four words, per the policy.",
    "Lot LOT-2033-GSK-0119: 40 spiral-wound gaskets, 6 inch, class 300.",
    "HS code 9506.29 covers diving fins; duty is 0 % in Curaçao.",
    "Date of the next turnaround: 2033-09-14 to 2033-10-02.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/plaka/ledger", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "MS-4417", "order": "KDS-2033-00871"}',
    '{"dive_site": {"name": "Playa Kalki", "lat": 12.372, "lon": -69.157, "max_depth_m": 30}}',
    '{"phone": "+599 9 864 2310", "town": "Westpunt"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "tanks_in_stock": 48}',
    '{"card_last4": "4471", "masked_iban": "NL** **** **** **** 7731"}',
    '{"permit": "PTW-2033-0415", "tank": "T-12", "hot_work": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
