# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-sixty-ninth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing", up to
"Scrubbing figures"), the thirty-second held-out corpus as a format example and the four hundred
and sixty-fifth's docstring, the fifth to four hundred and sixty-fifth only through grep -l counts
(languages, wordings, tools, vendors, id kinds and IBAN countries already used), the sample types,
the value helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round
or concurrent corpora (466, 467, 468), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (469_011_901) and password words (a
grape or a hill of La Rioja with a year and a sign, `Torrontes1987!`; dot-joined places with a
number, `famatina.sanagasta.42`; leet `T4l4mp4y4#`; a person at a village, `Concetta@Nonogasta58`;
the cable-car station and a number, `Estacion-9-Cablecarril-4417`; random runs).

The fictional companies are the Cooperativa Vitivinícola Cuesta de Miranda (an invented wine
co-operative of Chilecito, with a bottling line and a shop) and Senderos Rojos (an invented guide
outfit that drives visitors through the canyon of Talampaya). Staff and neighbours: Yamila "Yami"
Quinteros (IT at the co-operative, Riojan Spanish as texted, voseo), Rodrigo Fontes (a wine buyer
from São Paulo, Brazilian Portuguese), nonna Concetta Barillaro (a Calabrian grandmother of
Chilecito who dictates voice notes), Élodie Marchand (a French geologist of the park) and Neil
Ashworth (the English-speaking engineer who writes the runbooks). Every company, person, domain
(`cuestamiranda.lan`, `bodega.cuestamiranda.lan`, `senderosrojos.example`, `geo-talampaya.example`),
account and number is invented; only the region is real. Texts: WhatsApp and Telegram chats, SMS,
tickets, notes to self, runbooks, e-mails, shell history, env and config files, URLs, voice-note
transcripts and requests to the assistant; separators: a colon, `=`, `->`, a dash, `es`, `é`,
`esti`, `c'est`, `is`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 465, grep -l): none for `Mundo Vino`, `Evino`, `figghiu`, `ch'ai`,
`bah ouais`, `caro, la`, `Guaraná`; one for `torrontés`, `chiddu`, `Bitly`; two to six for
`Tannico`, `Untappd`, `Vonage`, `Plivo`, `Decidir`, `Buenbit`, `Calabr`, `Chilecito`, `Talampaya`,
`Vivino`, `Modo`, `Railway`, `clé d'accès`, `'a password`, `it.aic`, `Upstash`, `Algolia`,
`Getnet`, `Brubank`, `Naranja X`; eight to sixteen for `Koyeb`, `Neon`, `Tiendanube`, `fr.nif`,
`fr.tva`, `fr.siren`, `fr.siret`, `Resend`; seventeen to forty-two for `voseo`, `Ualá`, `ar.dni`,
`Mercado Pago`, `CUIL`, `br.cpf`, `ar.cbu`, `Naranja`, `ar.cuit`, `CUIT`, `br.cnpj`, `Cabal`;
IBAN country codes (a quoted code or `IBAN XX`) thirty-six for `AL`, `MK`, thirty-nine for `FO`,
`PS`, forty to forty-one for `KW`, `JO`, `XK`, the least used of those tried.

Languages: English (about half, with config and shell), the Spanish of La Rioja as texted (voseo,
`che`, `posta`, `re`, `dale`), the Brazilian Portuguese of a wine buyer (`cara`, `beleza`, `tá`),
the Calabrian-Italian of a nonna (`'a password esti`, `figghiu miu`; a guess at the dialect, written
as a grandmother would text it) and the French of a park geologist (spoken, `du coup`, `bah ouais`;
the register is a guess). Vendors: GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google,
Hugging Face, npm, SendGrid, Twilio, Telegram, Shopify, DigitalOcean, Linear, Grafana, Postman,
Doppler, Figma, Sentry, Tailscale, New Relic, Groq, Replicate, Perplexity, Netlify, Docker Hub,
Brevo, HubSpot, NVIDIA, RubyGems, Mercado Pago, Resend, Upstash and Koyeb shapes; invented vendors
(Cosechario, Barricapp, VendimiaTrack, GeoStrata Cloud, Adegalink, …) known only by the words
"API key" around them. Ids, each drawn until python-stdnum validates it: Argentina's CUIT (`ar.cuit`)
and CBU (`ar.cbu`), Brazil's CPF and CNPJ (`br.cpf`, `br.cnpj`), France's NIR, SIRET and NIF
(`fr.nir`, `fr.siret`, `fr.nif`) and Italy's partita IVA (`it.iva`); Argentina's DNI is checked for
its form only (`ar.dni`). Cards pass Luhn (Cabal `6042`, Naranja `5895` and Visa, Mastercard and
Amex prefixes). IBANs of Albania, North Macedonia, the Faroe Islands, Kuwait, Jordan and Kosovo,
drawn until `stdnum.iban` validates them; seed phrases from `mnemonic`'s Spanish, Portuguese,
Italian, French and English lists, each checked with `Mnemonic.check`.
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
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.ar import dni as ar_dni
from stdnum.br import cnpj as br_cnpj
from stdnum.br import cpf as br_cpf
from stdnum.fr import nif as fr_nif
from stdnum.fr import nir as fr_nir
from stdnum.fr import siret as fr_siret
from stdnum.it import iva as it_iva

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 469_011_901
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"

_r, _j = v.r, v.token
Maker = v.Maker

_GRAPES = ["Torrontes", "Bonarda", "Malbec", "Syrah", "Cabernet", "Moscatel", "Criolla",
           "Tannat", "Pedro", "Ancellotta"]  # fmt: skip
_HILLS = ["Famatina", "Velasco", "Sanagasta", "Miranda", "Guandacol", "Anillaco", "Nonogasta",
          "Chanarmuyo", "Villavil", "Talampaya", "Ischigualasto", "Vichigasta", "Malligasta",
          "Aminga", "Pituil"]  # fmt: skip
_THINGS = ["Cablecarril", "Algarrobo", "Jarilla", "Condor", "Chaya", "Vidala", "Guanaco",
           "Mara", "Petroglifo", "Cardon", "Pircas", "Dinosaurio", "Barrica", "Lagar"]  # fmt: skip
_PEOPLE = ["Yami", "Rodrigo", "Concetta", "Elodie", "Neil", "Santino", "Ramona", "Teo"]
_SYMBOLS = "!#$%&*?@+="
_LEET = ["T0rr0nt3s", "T4l4mp4y4", "F4m4t1n4", "B0n4rd4", "C4bl3c4rr1l", "G4u4nc0", "V1d4l4"]


# The ways the people of the co-operative pick passwords.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GRAPES)}{g.randrange(1960, 2032)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_HILLS, 2)) + f".{g.randrange(10, 100)}",
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_PEOPLE)}@{g.choice(_HILLS)}{g.randrange(10, 100)}",
    lambda g: f"Estacion-{g.randrange(1, 40)}-{g.choice(_THINGS)}-{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM + "!?%&", 16),
    lambda g: f"{g.choice(_THINGS)}{g.choice(_HILLS)}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYMBOLS),
]
_PLAIN_CHARS = set(ALNUM + "._-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN_CHARS)


_Taker = Callable[[random.Random, int], list[Sample]]


def _family(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> _Taker:
    """``n`` samples of ``cls``: each template's ``{pw}`` a fresh value of ``make``."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.fill(rng, cls, templates, n, make, **pools)

    return take


_LABELLED = [
    "Yami (WhatsApp): che, la contraseña del wifi de la sala de barricas es {pw}, no se la pasés a nadie eh",
    "Yami: boludo la clave del Tango Gestión es {pw}, posta, anotala",
    "Yami: la contra nueva del router del fraccionamiento -> {pw}",
    "Yami: vos tenés la del NAS? es {pw}, re fácil jaja",
    "audio de Yami transcripto: bueno la contraseña del correo de ventas es {pw} dale chau",
    "Yami: ya cambié la clave del admin de la tienda, ahora es {pw}",
    "Rodrigo: cara, a senha do portal da importadora é {pw}, beleza?",
    "Rodrigo: senha do Mundo Vino B2B: {pw} valeu",
    "Rodrigo (áudio): então, a senha nova do e-mail de compras tá {pw}, anota aí",
    "Rodrigo: minha senha do Evino parceiros -> {pw}",
    "Rodrigo: a senha do VPN do escritório de Pinheiros é {pw}, não passa pra ninguém",
    "nonna Concetta (vocale): figghiu miu, 'a password d'a posta esti {pw}, scrivitila",
    "nonna Concetta: 'a password du tablet esti {pw}, chiddu c'u telefono",
    "Concetta: Teo, 'a password du wifi d'a casa è {pw}, un ci 'a dari a nuddu",
    "nonna: 'a parola d'ordine da banca, figghiu, esti {pw}",
    "Élodie : le mot de passe de la station sismique, c'est {pw}, du coup",
    "Élodie (mémo vocal) : bah ouais, le mdp du serveur de carto c'est {pw}",
    "Élodie : mot de passe du QGIS Server -> {pw}",
    "Élodie : le mot de passe de l'appareil photo du drone est {pw}",
    "Élodie : pour le portail du parc, mdp = {pw}",
    "Neil (Slack #bodega-ops): the bottling line HMI password is {pw}",
    "Neil: labeller admin password -> {pw}",
    "note to self: Krones panel password {pw}",
    "note to self - Senderos Rojos booking site admin password is {pw}",
    "Ticket CDM-2231: the press controller password {pw} expired, please rotate",
    "Ticket SR-88: tour tablets' MDM password is {pw}",
    "Hi Neil,\n\nthe cellar temperature logger password is {pw}. Delete this once it's in the vault.\n\nYami",
    "Runbook: tank 14 cooling\n1. open the chiller panel\n2. log in as tecnico\n3. password {pw}\n4. set the setpoint to 12 °C",
    "please remember that my Tiendanube store password is {pw}",
    "assistant, save this: the Modo app password is {pw}",
    "my Brubank password became {pw} after the reset",
    "the password for the Talampaya visitor kiosk is {pw}",
    "SMS: Senderos Rojos: su nueva contraseña es {pw}",
    "dictated: the winery's Vivino business password is {pw} full stop",
    "Telegram, Yami: password del Grafana → {pw}",
    "password for the weighbridge PC: {pw}",
    "Yami: la clave del Wi-Fi de la finca de Anillaco es {pw} che",
    "Yami: ahí te mando la contraseña del Mercado Libre: {pw}",
    "Rodrigo: senha do Tannico trade: {pw}",
    "Rodrigo: a senha do Untappd pro bar? é {pw}",
    "Concetta: 'a password d'a pensione esti {pw}",
    "Élodie : mdp de l'ordi du labo : {pw}",
    "Neil: the cellar door POS manager password is {pw}",
    "Neil (e-mail): the backup NAS password - {pw}",
    "Yami: la contraseña del servidor de facturación es {pw}, no la cambiés",
    "Rodrigo: senha da planilha de compras -> {pw}",
    "Concetta: Santino, 'a password d'a televisioni esti {pw}",
    "Élodie : le code d'accès au Géoportail interne, mot de passe {pw}",
    "ops note: Cablecarril museum CMS admin password is {pw}",
    "password (tour van Garmin account): {pw}",
    "Yami: la contraseña de la cuenta de AFIP de la coope es {pw}",
    "Rodrigo: a senha do Getnet é {pw}",
    "Concetta: 'a password du Facebook esti {pw}, figghiu",
    "Élodie : le mot de passe du GPS différentiel c'est {pw}",
    "Neil: the Vichigasta pump station SCADA password is {pw}",
    "Yami: contraseña nueva del fichero de sueldos: {pw}",
]  # fmt: skip
_labelled = _family("labelled_password", _LABELLED, _pw)


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": g.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"})
    body = v.b64url({"sub": g.choice(["yami", "rodrigo", "elodie", "neil"]),
                     "iss": "auth.cuestamiranda.lan", "iat": g.randrange(1_900_000_000, 2_000_000_000)})  # fmt: skip
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_VENDOR_SHAPES: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={pw}", _j("ghp_", (ALNUM, 36))),
    ("gitlab runner token: {pw}", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot token for #vendimia: {pw}", lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"),
    ("STRIPE_SECRET_KEY={pw}", _j("sk_live_", (ALNUM, 99))),
    ("Yami: la key de OpenAI es {pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("ANTHROPIC_API_KEY={pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER + "234567", 16))),
    ("Google Maps key for the tour map: {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("Rodrigo: a chave do SendGrid é {pw}", lambda g: f"SG.{_r(g, URLSAFE, 22)}.{_r(g, URLSAFE, 43)}"),
    ("TWILIO_API_KEY={pw}", _j("SK", (HEX, 32))),
    ("bot de Telegram de reservas: {pw}", lambda g: f"{g.randrange(10**9, 10**10)}:AA{_r(g, URLSAFE, 33)}"),
    ("SHOPIFY_ACCESS_TOKEN={pw}", _j("shpat_", (HEX, 32))),
    ("doctl auth init -t {pw}", _j("dop_v1_", (HEX, 64))),
    ("Linear key (Neil): {pw}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account token -> {pw}", lambda g: f"glsa_{_r(g, ALNUM, 32)}_{_r(g, HEX, 8)}"),
    ("POSTMAN_API_KEY={pw}", lambda g: f"PMAK-{_r(g, HEX, 24)}-{_r(g, HEX, 34)}"),
    ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("Élodie : le token Figma c'est {pw}", lambda g: f"figd_{_r(g, URLSAFE, 40)}"),
    ("SENTRY_AUTH_TOKEN={pw}", _j("sntrys_", (ALNUM, 64))),
    ("tailscale up --authkey={pw}", lambda g: f"tskey-auth-{_r(g, ALNUM, 12)}-{_r(g, ALNUM, 32)}"),
    ("NEW_RELIC_API_KEY={pw}", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={pw}", _j("r8_", (ALNUM, 37))),
    ("Perplexity key: {pw}", _j("pplx-", (ALNUM, 48))),
    ("NETLIFY_AUTH_TOKEN={pw}", _j("nfp_", (ALNUM, 36))),
    ("docker login -u cuestamiranda --password-stdin <<< {pw}", _j("dckr_pat_", (URLSAFE, 27))),
    ("Brevo SMTP key: {pw}", lambda g: f"xkeysib-{_r(g, HEX, 64)}-{_r(g, ALNUM, 16)}"),
    ("HubSpot private app token {pw}", lambda g: f"pat-na1-{v.uuid4(g)}"),
    ("NVIDIA_API_KEY={pw}", _j("nvapi-", (URLSAFE, 64))),
    ("~/.gem/credentials:\n---\n:rubygems_api_key: {pw}", _j("rubygems_", (HEX, 48))),
    ("Yami: el access token de Mercado Pago de la tienda es {pw}",
     lambda g: f"APP_USR-{_r(g, D, 16)}-{_r(g, D, 6)}-{_r(g, HEX, 32)}-{_r(g, D, 9)}"),
    ("RESEND_API_KEY={pw}", lambda g: f"re_{_r(g, ALNUM, 8)}_{_r(g, ALNUM, 24)}"),
    ("UPSTASH_REDIS_REST_TOKEN={pw}", _j("AX", (URLSAFE, 60))),
    ("koyeb login --token {pw}", _j((LOWER_DIGITS, 64))),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in _VENDOR_SHAPES[:n]:
        secret = make(rng)
        out.append(Sample("vendor_token", template.format(pw=secret), secret))
    return out


_INVENTED = [
    "Yami: la clave de API de Cosechario es {pw}",
    "Integrations › Barricapp: {pw}",
    "VendimiaTrack integration broken, current key {pw}",
    "Rodrigo: chave de API da Adegalink: {pw}",
    "Élodie : clé d'API GeoStrata Cloud : {pw}",
    "Concetta: 'a chiavi API d'u Ricettario esti {pw}",
    "TANKSENSE_API_KEY={pw}",
    "API key for Fermentia (tank probes): {pw}",
    "Senderos Rojos booking engine (Rutabook) API key -> {pw}",
    "Settings › Integrations › Etiquetar: {pw}",
    "Yami: API key del Sommelix: {pw}",
    "Rodrigo: a API key do Cavebid é {pw}",
    "Élodie : la clé API de Sismonet c'est {pw}",
    "Neil: the Palletwise API key is {pw}",
    "Catavino API-Key: {pw}",
]  # fmt: skip


def _invented_key(g: random.Random) -> str:
    return [lambda: _r(g, HEX, 32), lambda: v.uuid4(g), lambda: _r(g, ALNUM, 40)][g.randrange(3)]()


_invented = _family("invented_vendor_key", _INVENTED, _invented_key)


_USERS = ["yami", "yquinteros", "rfontes", "rodrigo.f", "concetta", "emarchand", "elodie.m",
          "neil", "nashworth", "tecnico", "bodega-svc", "senderos"]  # fmt: skip
_CLI = [
    "mysql -u {u} -p'{pw}' -h db.cuestamiranda.lan ventas",
    "sshpass -p '{pw}' ssh {u}@prensa.bodega.cuestamiranda.lan",
    "curl -u {u}:{pw} https://api.senderosrojos.example/reservas",
    "redis-cli -h cache.cuestamiranda.lan -a '{pw}' ping",
    "docker login registry.cuestamiranda.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "smbclient //nas.cuestamiranda.lan/etiquetas -U '{u}%{pw}'",
    "sqlcmd -S sql.cuestamiranda.lan -U {u} -P '{pw}' -Q 'select 1'",
    "zip -P '{pw}' liquidacion-vendimia.zip planillas/*.xlsx",
    "7z a -p'{pw}' muestras-geo.7z ~/talampaya/",
    "openssl enc -aes-256-cbc -in cuit.csv -out cuit.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c balance-2031.ods",
    "xfreerdp /v:facturacion.cuestamiranda.lan /u:{u} /p:'{pw}'",
    "lftp -u {u},'{pw}' sftp://ftp.senderosrojos.example",
    "ldapsearch -x -D 'cn={u},dc=cuestamiranda,dc=lan' -w '{pw}' -b dc=cuestamiranda,dc=lan",
    "ipmitool -I lanplus -H bmc1.cuestamiranda.lan -U {u} -P '{pw}' power status",
    "mosquitto_pub -h mqtt.cuestamiranda.lan -u {u} -P '{pw}' -t tanques/14/temp -m 12.4",
    "psql 'postgresql://{u}:{pw}@pg.cuestamiranda.lan/bodega'",
    "keytool -importcert -keystore tienda.jks -storepass '{pw}' -file ca.crt",
    "rabbitmqctl add_user {u} '{pw}'",
    "echo '{pw}' | sudo -S systemctl restart etiquetadora",
    "plink -ssh {u}@gw.senderosrojos.example -pw '{pw}'",
    "cqlsh cass.cuestamiranda.lan -u {u} -p '{pw}'",
]  # fmt: skip
_cli = _family("cli_password", _CLI, _plain_pw, u=_USERS)


_LOGINS = [
    "Yami: usuario {u}, contraseña {pw}",
    "Yami: entrá como {u} con la clave {pw}",
    "Rodrigo: login {u} / {pw}",
    "Rodrigo: usuário {u} e senha {pw}",
    "Concetta: l'utenti è {u}, 'a password esti {pw}",
    "Élodie : identifiant {u}, mot de passe {pw}",
    "Élodie : login {u} et mdp {pw}",
    "creds {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "| system | user | password |\n|---|---|---|\n| Krones HMI | {u} | {pw} |",
    "sign in to the chiller portal as {u} with {pw}",
    "Neil: creds for the weighbridge are {u} and {pw}",
    "u={u} p={pw}",
    "Wiki › Bodega › Etiquetadora: {u} — {pw}",
    "user,password\n{u},{pw}",
    "{u}@cuestamiranda.lan:{pw}",
    "- host: prensa-2\n  user: {u}\n  pass: {pw}",
    "admin / {pw}  (weighbridge kiosk, {u} knows)",
]  # fmt: skip
_logins = _family("login_pair", _LOGINS, _plain_pw, u=_USERS)


def _digits(g: random.Random, n: int) -> str:
    return _r(g, D, n)


def _nir(g: random.Random) -> str:
    body = f"{g.choice('12')}{g.randrange(40, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 96):02d}{_digits(g, 6)}"
    number = body + fr_nir.calc_check_digits(body)
    assert fr_nir.is_valid(number)
    return number


_IDS: list[tuple[str, Maker]] = [
    ("Yami: el CUIT de la coope es {pw}, para la factura", lambda g: v.until(g, lambda h: _digits(h, 11), ar_cuit.is_valid)),
    ("CUIL de Ramona: {pw}", lambda g: str(ar_cuit.format(v.until(g, lambda h: "27" + _digits(h, 9), ar_cuit.is_valid)))),
    ("CBU para la transferencia: {pw}", lambda g: v.until(g, lambda h: _digits(h, 22), ar_cbu.is_valid)),
    ("Yami: pasame tu DNI, el mío es {pw}", lambda g: v.until(g, lambda h: _digits(h, 8), ar_dni.is_valid)),
    ("Rodrigo: meu CPF é {pw}", lambda g: str(br_cpf.format(v.until(g, lambda h: _digits(h, 11), br_cpf.is_valid)))),
    ("Rodrigo: CNPJ da importadora -> {pw}", lambda g: str(br_cnpj.format(v.until(g, lambda h: _digits(h, 14), br_cnpj.is_valid)))),
    ("Élodie : mon numéro de sécu c'est {pw}", _nir),
    ("Élodie : SIRET du labo : {pw}", lambda g: v.until(g, lambda h: _digits(h, 14), fr_siret.is_valid)),
    ("Élodie : numéro fiscal (NIF) {pw}", lambda g: v.until(g, lambda h: h.choice("0123") + _digits(h, 12), fr_nif.is_valid)),
    ("Concetta: 'a partita IVA d'u figghiu esti {pw}", lambda g: v.until(g, lambda h: _digits(h, 11), it_iva.is_valid)),
]  # fmt: skip


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template, make = _IDS[i % len(_IDS)]
        secret = make(rng)
        out.append(Sample("national_id", template.format(pw=secret), secret))
    return out


_PINS = [
    "Yami: el PIN de la tarjeta de la coope es {pw}",
    "Yami: código de la alarma del depósito -> {pw}",
    "Rodrigo: o PIN do cartão corporativo é {pw}",
    "Rodrigo: senha do cofre do hotel: {pw}",
    "Concetta: 'u PIN d'u bancomat esti {pw}, figghiu",
    "Concetta: 'u codici d'u portuni è {pw}",
    "Élodie : le code du cadenas de la station, c'est {pw}",
    "Élodie : code PIN de la carte SIM du sismographe : {pw}",
    "gate code for the Talampaya staff yard: {pw}",
    "alarm code (cellar door shop) = {pw}",
    "PIN for the tour van fuel card: {pw}",
    "keypad code for the barrel room is {pw}#",
    "SIM PIN of the weighbridge modem -> {pw}",
    "the safe in the office opens with {pw}",
    "Yami: la clave del candado de la bodeguita es {pw}",
    "Rodrigo: o PIN do celular da empresa tá {pw}",
    "Neil: padlock code on the pump house: {pw}",
    "Élodie : digicode du bâtiment B : {pw}",
]  # fmt: skip
_pins = _family("pin_code", _PINS, lambda g: _digits(g, g.choice([5, 6, 6, 8])))


def _luhn_card(g: random.Random, prefix: str, length: int) -> str:
    body = prefix + _digits(g, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_KINDS: list[tuple[str, int]] = [
    ("6042", 16),
    ("5895", 16),
    ("4", 16),
    ("51", 16),
    ("37", 15),
    ("2221", 16),
]


def _card(g: random.Random) -> str:
    prefix, length = g.choice(_CARD_KINDS)
    number = _luhn_card(g, prefix, length)
    return v.grouped(number, g.choice([" ", "-", ""]), g)


_CARDS = [
    "Yami: la Cabal de la coope es {pw}, vence 09/33",
    "Yami: pasale la tarjeta {pw} al proveedor de corchos",
    "Rodrigo: cartão da empresa {pw}, validade 04/34",
    "Rodrigo: paga com o cartão {pw}, beleza",
    "Concetta: 'a carta d'u Naranja esti {pw}",
    "Élodie : ma carte bleue {pw}, exp 11/32",
    "card number: {pw} (exp 02/35)",
    "assistant, store my card {pw} for the fuel payments",
    "Ticket SR-91: refund to card {pw}",
    "Neil: corporate Amex {pw}",
    "Yami: número de tarjeta -> {pw}",
    "Rodrigo: número do cartão: {pw}",
    "Élodie : numéro de carte = {pw}",
    "Concetta: 'u nummaru d'a carta è {pw}",
    "card on file for the Talampaya permit: {pw}",
    "payment card - {pw}",
]  # fmt: skip
_cards = _family("card_number", _CARDS, _card)

_CVVS = [
    "Yami: el código de seguridad de atrás es {pw}",
    "Rodrigo: o CVV é {pw}",
    "Élodie : le cryptogramme visuel c'est {pw}",
    "Élodie : les trois chiffres au dos : {pw}",
    "Concetta: i tri nummari d'arretu sunnu {pw}",
    "the three digits on the back are {pw}",
    "security code on the back: {pw}",
    "CVC -> {pw}",
]  # fmt: skip
_cvvs = _family("card_code", _CVVS, lambda g: _digits(g, 3))


_IBAN_SHAPES = {"AL": "n" * 8 + "c" * 16, "MK": "nnn" + "c" * 10 + "nn", "FO": "n" * 14,
                "KW": "aaaa" + "c" * 22, "JO": "aaaa" + "nnnn" + "c" * 18, "XK": "n" * 16}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    return v.iban_shaped(g, country, _IBAN_SHAPES)


_IBANS = [
    "Yami: el IBAN del proveedor de botellas es {pw}",
    "Rodrigo: IBAN do distribuidor -> {pw}",
    "Élodie : mon IBAN : {pw}",
    "Concetta: l'IBAN d'u cuginu esti {pw}",
    "IBAN for the cork invoice: {pw}",
    "please wire the deposit to {pw}",
    "Beneficiary IBAN = {pw}",
]  # fmt: skip


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        number = _iban(rng, list(_IBAN_SHAPES)[i % len(_IBAN_SHAPES)])
        assert std_iban.is_valid(number)
        secret = v.iban_spaced(number) if i % 2 else number
        out.append(Sample("iban", _IBANS[i % len(_IBANS)].format(pw=secret), secret))
    return out


_MNEMO = {
    lang: Mnemonic(lang) for lang in ("spanish", "portuguese", "italian", "french", "english")
}


def _seed(g: random.Random, lang: str, words: int = 12) -> str:
    entropy = bytes(g.randrange(256) for _ in range(words * 4 // 3))
    phrase = str(_MNEMO[lang].to_mnemonic(entropy))
    assert _MNEMO[lang].check(phrase)
    return phrase


_SEEDS = [
    ("spanish", "Yami: las palabras de recuperación de la billetera son {pw}"),
    ("spanish", "Yami: frase semilla de Lemon -> {pw}"),
    ("portuguese", "Rodrigo: minhas palavras de recuperação: {pw}"),
    ("portuguese", "Rodrigo: frase secreta da carteira é {pw}"),
    ("italian", "Concetta: 'i palori d'u portafogghiu sunnu {pw}"),
    ("italian", "nonna: frase di recupero: {pw}"),
    ("french", "Élodie : ma phrase de récupération : {pw}"),
    ("french", "Élodie : les mots de secours du wallet c'est {pw}"),
    ("english", "seed phrase: {pw}"),
    ("english", "recovery phrase for the co-op's Ledger -> {pw}"),
    ("english", "Neil: backup words for the tip jar wallet\n{pw}"),
    ("spanish", "mnemonic = \"{pw}\""),
    ("portuguese", "Rodrigo: anota aí as 12 palavras: {pw}"),
    ("english", "assistant, remember my wallet seed: {pw}"),
]  # fmt: skip


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for lang, template in _SEEDS[:n]:
        secret = _seed(rng, lang, rng.choice([12, 12, 24]))
        out.append(Sample("seed_phrase", template.format(pw=secret), secret))
    return out


def _joined_things(g: random.Random) -> str:
    return "".join(g.sample(_THINGS, 3)) + str(g.randrange(10, 100))


def _wifi_key(g: random.Random) -> str:
    return _plain_pw(g) if g.random() < 0.5 else _joined_things(g)


_WIFI = [
    "Yami: la red Coope-Barricas-5G, clave {pw}",
    "Yami: wifi de la finca? es {pw}",
    "Rodrigo: wifi do hotel em Chilecito, senha {pw}",
    "Concetta: 'u wifi d'a casa, 'a password esti {pw}",
    "Élodie : réseau Station-Talampaya, clé WPA {pw}",
    "Élodie : le wifi du refuge, mot de passe {pw}",
    "WIFI:T:WPA;S:Senderos Rojos Guests;P:{pw};;",
    "Network: CDM Sala de Ventas / {pw}",
    "wifi Bodega Miranda Oficina / {pw}",
    "ssid=CDM-Fraccionamiento\nwpa_passphrase={pw}",
    "network Cablecarril Museo key {pw}",
    "guest wifi passcode (tasting room): {pw}",
    "psk=\"{pw}\"",
    "the wifi password for the visitor centre is {pw}",
]  # fmt: skip
_wifi = _family("wifi_key", _WIFI, _wifi_key)


_OTPS = [
    "SMS: Brubank: tu código de verificación es {pw}",
    "Yami: me llegó el código {pw}, pasámelo rápido",
    "Rodrigo: o código de verificação é {pw}",
    "SMS: {pw} é o seu código Getnet",
    "Concetta: m'arrivau 'u codici {pw}, chi fazzu?",
    "Élodie : code de vérification : {pw}",
    "SMS: Votre code est {pw}",
    "{pw} is your Senderos Rojos verification code",
    "Use {pw} to sign in to Mercado Pago",
    "one-time code: {pw}",
    "Your login code: {pw}",
    "Yami: código de seguridad de Modo -> {pw}",
    "Rodrigo: código do Itaú: {pw}",
    "OTP = {pw}",
]  # fmt: skip


def _otp(g: random.Random) -> str:
    code = _digits(g, 6)
    return [code, f"{code[:3]} {code[3:]}", code][g.randrange(3)]


_otps = _family("otp_code", _OTPS, _otp)


_HEXES = [
    "TANK_LOGGER_KEY={pw}",
    "AES key for the sales export: {pw}",
    "Neil: encryption key -> {pw}",
    "Yami: la clave de cifrado del backup es {pw}",
    "Rodrigo: chave de criptografia: {pw}",
    "Élodie : clé de chiffrement des relevés : {pw}",
    "SECRET_KEY_BASE={pw}",
    "hmac_secret: {pw}",
    "LoRaWAN app key for the vineyard probes {pw}",
    "session signing key = {pw}",
    "{pw}",
    "webhook signing secret {pw}",
]  # fmt: skip
_hexes = _family("hex_key", _HEXES, lambda g: _r(g, HEX, g.choice([32, 64, 64])))


_BARE = [
    "{pw}",
    "Yami: {pw}",
    "Rodrigo: {pw}",
    "token {pw}",
    "Élodie : {pw}",
    "Concetta: {pw}",
    "pasted from the dashboard: {pw}",
    "Authorization: Bearer {pw}",
    "new one: {pw}",
    "X-Api-Token: {pw}",
    "ok this is it -> {pw}",
    "— {pw}",
]  # fmt: skip
_bare = _family("bare_token", _BARE, lambda g: _r(g, ALNUM, g.choice([32, 40, 48])))


_CONFIGS = [
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    ".env:\nDB_USER=tienda\nDB_PASSWORD={pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'reservas', 'PASSWORD': '{pw}'}}}}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "application.properties:\nspring.datasource.password={pw}",
    "~/.pgpass:\npg.cuestamiranda.lan:5432:bodega:yami:{pw}",
    "smb.conf credentials file:\nusername=etiquetas\npassword={pw}",
    "[mysql]\nuser=ventas\npassword={pw}",
    "config.yaml:\nsmtp:\n  user: avisos@cuestamiranda.lan\n  password: \"{pw}\"",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_host = pg.cuestamiranda.lan",
    "variable \"db_password\" {{\n  default = \"{pw}\"\n}}",
    "MONGO_URL=mongodb://reservas:{pw}@mongo.senderosrojos.example:27017/tours",
]  # fmt: skip
_configs = _family("config_password", _CONFIGS, _plain_pw)


_URLS = [
    "https://{u}:{pw}@git.cuestamiranda.lan/bodega/etiquetas.git",
    "ftp://{u}:{pw}@ftp.senderosrojos.example/fotos",
    "Yami: entrá a https://{u}:{pw}@nas.cuestamiranda.lan:5001",
    "redis://:{pw}@cache.cuestamiranda.lan:6379/0",
    "amqp://{u}:{pw}@mq.cuestamiranda.lan:5672/",
    "Rodrigo: http://{u}:{pw}@camera-adega.cuestamiranda.lan/",
    "jdbc:postgresql://pg.cuestamiranda.lan/bodega?user={u}&password={pw}",
    "smtp://{u}:{pw}@mail.cuestamiranda.lan:587",
    "Élodie : sftp://{u}:{pw}@geo-talampaya.example/releves",
    "mysql://{u}:{pw}@db.senderosrojos.example/reservas",
    "socks5://{u}:{pw}@proxy.cuestamiranda.lan:1080",
    "rtsp://{u}:{pw}@192.168.40.21:554/stream1",
]  # fmt: skip
_urls = _family("login_url", _URLS, _plain_pw, u=_USERS)


_JWTS = [
    "Authorization: Bearer {pw}",
    "Yami: el token de sesión es {pw}",
    "Rodrigo: token de acesso -> {pw}",
    "Élodie : jeton : {pw}",
    "id_token={pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.senderosrojos.example/tours",
    "cookie: session={pw}",
    "JWT for the kiosk: {pw}",
    "localStorage.token = \"{pw}\"",
    "refresh token: {pw}",
]  # fmt: skip
_jwts = _family("jwt", _JWTS, _jwt)


def _backup_list(g: random.Random) -> str:
    style = g.randrange(3)
    codes = v.backup_codes(g, 8, style)
    return g.choice(["\n", ", ", " "]).join(codes)


_BACKUPS = [
    "Yami: códigos de recuperación de Google:\n{pw}",
    "Rodrigo: códigos de backup do Gmail: {pw}",
    "Élodie : codes de secours : {pw}",
    "Concetta: 'i codici di riserva sunnu {pw}",
    "GitHub recovery codes\n{pw}",
    "2FA backup codes: {pw}",
    "Neil: Microsoft account backup codes -> {pw}",
    "Yami: códigos de respaldo de la cuenta de AFIP: {pw}",
    "backup codes (Senderos Rojos admin)\n{pw}",
    "Rodrigo: códigos de recuperação do Mercado Livre\n{pw}",
]  # fmt: skip
_backups = _family("backup_codes", _BACKUPS, _backup_list)


_PHRASE_WORDS = ["arcilla", "condor", "jarilla", "vidala", "torrontes", "guanaco", "quebrada",
                 "algarrobo", "chaya", "lagar", "petroglifo", "cardon", "mara", "tinaja",
                 "cuesta", "famatina", "zonda", "arenisca"]  # fmt: skip
_PHRASES = [
    "Yami: la passphrase del llavero es {pw}",
    "Rodrigo: a frase-senha do cofre é {pw}",
    "Élodie : la phrase de passe de la clé SSH c'est {pw}",
    "Concetta: 'a frasi segreta esti {pw}",
    "passphrase: {pw}",
    "KeePass master passphrase -> {pw}",
    "Neil: the backup passphrase is {pw}",
    "BORG_PASSPHRASE=\"{pw}\"",
    "gpg key passphrase = {pw}",
    "ssh-keygen -N '{pw}' -f ~/.ssh/bodega",
]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", " "]).join(g.sample(_PHRASE_WORDS, 4))


_phrases = _family("passphrase", _PHRASES, _phrase)


def _totp(g: random.Random) -> str:
    return v.totp_secret(g, spaced=g.random() < 0.4)


_TOTPS = [
    "otpauth://totp/CuestaMiranda:yami?secret={pw}&issuer=CuestaMiranda",
    "Yami: la clave de configuración del 2FA es {pw}",
    "Rodrigo: chave do autenticador (TOTP): {pw}",
    "Élodie : clé 2FA saisie à la main : {pw}",
    "TOTP secret: {pw}",
    "setup key for the Senderos Rojos admin: {pw}",
    "Neil: couldn't scan the QR code, so typed the key {pw}",
    "Concetta: 'u codici d'u 2FA esti {pw}",
    "MFA seed = {pw}",
    "2FA manual key -> {pw}",
]  # fmt: skip
_totps = _family("totp_secret", _TOTPS, _totp)


_ASKED = [
    "Neil: what's the chiller panel password?\nYami: {pw}",
    "Rodrigo: qual é a senha do wifi?\nYami: {pw}",
    "Élodie : c'est quoi le mot de passe du drone ?\nNeil : {pw}",
    "Concetta: figghiu, chi è 'a password?\nTeo: {pw}",
    "Yami: ¿cuál era la contraseña del NAS?\nNeil: {pw}",
    "[09:14] rodrigo: senha do portal?\n[09:15] yami: {pw}",
    "Q: password for the kiosk?\nA: {pw}",
    "Élodie : mdp du serveur ?\nYami : {pw}",
]  # fmt: skip
_asked = _family("asked_password", _ASKED, _pw)


def _said_value(g: random.Random) -> str:
    return f"{g.choice(_THINGS).lower()}{g.randrange(100, 10_000)}"


_SAID_FIRST = [
    "{pw} — that's the wifi password for the tasting room",
    "Yami: {pw}, esa es la contraseña del router",
    "Rodrigo: {pw}, essa é a senha do e-mail",
    "Élodie : {pw}, c'est le mot de passe de la station",
    "Concetta: {pw}, chista esti 'a password",
    "type {pw}; that's the admin password",
    "{pw} is what I set for the label printer",
    "Neil: {pw} - the new NAS password",
    "Yami: {pw} es la clave, no te olvidés",
    "Rodrigo: {pw} é a senha nova, tá?",
]  # fmt: skip
_said_first = _family("said_first_password", _SAID_FIRST, _said_value)


_SPELLED_WORDS = ["algarrobo", "jarilla", "guanaco", "vidala", "chaya", "zonda", "cardon",
                  "tinaja", "arenisca", "condor"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, all lower case, then {d}",
    "Yami: la contraseña es la palabra {w} y después {d}, todo junto",
    "Rodrigo: a senha é a palavra {w} e depois {d}",
    "Élodie : le mot de passe c'est le mot {w}, puis {d}",
    "Concetta: 'a password esti 'a parola {w} e poi {d}",
    "voice note: wifi password, {w} and then the number {d}, no spaces",
    "it's {w} with a capital first letter and {d} at the end",
    "the name of the guanaco at the visitor centre, {w}, followed by {d}",
    "type {w}, then {d}, that's the labeller password",
    "Yami: es {w}{d}, palabra y números pegados",
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _SPELLED, n)):
        word, number = _SPELLED_WORDS[i % len(_SPELLED_WORDS)], str(rng.randrange(100, 10_000))
        secret = word + number if "{w}{d}" in template else word
        out.append(Sample("spelled_password", template.format(w=word, d=number), secret))
    return out


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([240, 480])))).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEMS = [
    "Neil: deploy key for the tienda server\n{pw}",
    "Yami: te paso la llave privada:\n{pw}",
    "Rodrigo: chave privada do SFTP\n{pw}",
    "Élodie : la clé privée du serveur de carto :\n{pw}",
    "~/.ssh/id_bodega:\n{pw}",
    "tls.key: |\n{pw}",
    "ticket CDM-2240 attachment:\n{pw}",
    "{pw}",
]  # fmt: skip
_pems = _family("pem_key", _PEMS, _pem)


_PLAN: list[tuple[_Taker, int]] = [
    (_labelled, 56), (_vendors, 36), (_invented, 15), (_cli, 23), (_logins, 18), (_ids, 20),
    (_pins, 18), (_cards, 16), (_cvvs, 8), (_ibans, 14), (_seeds, 14), (_wifi, 14), (_otps, 14),
    (_hexes, 12), (_bare, 12), (_configs, 12), (_urls, 12), (_jwts, 10), (_backups, 10),
    (_phrases, 10), (_totps, 10), (_asked, 8), (_said_first, 10), (_spelled, 10), (_pems, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


_SPLIT_PASSWORDS = {
    "Yami: la contraseña del NAS es": "{s}", "Rodrigo: a senha é": "{s}, valeu",
    "Concetta: 'a password esti": "{s}", "Élodie : mot de passe :": "{s}",
    "chiller panel password": "{s}\nrotate after harvest", "Neil: the root password is": "{s}",
    "Yami: clave del wifi ->": "{s}", "Rodrigo: senha do portal:": "{s} (não muda)",
    "password:": "{s}", "Élodie : le mdp du drone c'est": "{s}, du coup",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "GITHUB_TOKEN=", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Cosechario API key:", "{s}", _j((HEX, 32))),
    ("split_token", "Yami: el token de Koyeb es", "{s}", _j((LOWER_DIGITS, 64))),
    ("split_card", "Yami: la Cabal es", "{s} vence 08/34", lambda g: v.grouped(_luhn_card(g, "6042", 16), " ", g)),
    ("split_iban", "IBAN:", "{s}", lambda g: v.iban_spaced(_iban(g, "JO"))),
    ("split_id", "Rodrigo: meu CPF é", "{s}", lambda g: str(br_cpf.format(v.until(g, lambda h: _digits(h, 11), br_cpf.is_valid)))),
    ("split_otp", "SMS: tu código de verificación es", "{s}", lambda g: _digits(g, 6)),
    ("split_phrase", "Élodie : phrase de passe :", "{s}", _phrase),
    ("split_pin", "Concetta: 'u PIN esti", "{s}", lambda g: _digits(g, 5)),
    ("split_seed", "Rodrigo: palavras da carteira:", "{s}", lambda g: _seed(g, "portuguese")),
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
    '{"tienda": {"admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"senha": "{s}", "usuario": "rfontes"}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "prensa-1"}, {"name": "prensa-2", "pwd": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "ventas", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "la clave del router es {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "nonna dici: \'a password esti {s}"}': ("meta_password", _plain_pw),
    '{"cosechario": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"slackToken": "{s}"}': ("meta_token", lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"resend_key": "{s}"}': ("meta_token", lambda g: f"re_{_r(g, ALNUM, 8)}_{_r(g, ALNUM, 24)}"),
    '{"pago": {"tarjeta": "{s}", "vence": "06/34"}}': ("meta_card", lambda g: v.grouped(_luhn_card(g, "5895", 16), "-", g)),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AL")),
    '{"socio": {"cuit": "{s}"}}': ("meta_id", lambda g: v.until(g, lambda h: _digits(h, 11), ar_cuit.is_valid)),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((HEX, 32))),
    '{"mfa": {"totp_secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"candado": {"codigo_pin": "{s}"}}': ("meta_pin", lambda g: _digits(g, 6)),
    '{"billetera": {"frase_semilla": "{s}"}}': ("meta_seed", lambda g: _seed(g, "spanish")),
    '{"wifi": {"ssid": "CDM-Barricas-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"etiquetas: add torrontes 2031 label", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"reservas: fix canyon slot times", usedforsecurity=False).hexdigest()[:9]
_WHEEL = hashlib.sha256(b"pymodbus-3.8.6-py3-none-any.whl").hexdigest()
_IMAGE = hashlib.sha256(b"registry.cuestamiranda.lan/tienda:2.4").hexdigest()
_MD5 = hashlib.md5(b"vendimia-2031.xlsx", usedforsecurity=False).hexdigest()

CLEAN = [
    "Yami: che, no me mandés contraseñas por WhatsApp, usá el gestor de la coope",
    "Yami: la contraseña tiene que tener mínimo 14 caracteres, posta",
    "Yami: me olvidé la clave del NAS, ¿quién la tiene? preguntale a Neil",
    "Yami: el pedido 2031-00418 de corchos llega el jueves, 12.000 unidades",
    "Yami: llamame al +54 3825 42-1187 cuando salgas de Chilecito",
    "Yami: la tarjeta terminada en 4417 no pasó, probá con otra",
    "Yami: el CUIT va sin guiones en la factura, acordate",
    "Yami: re lindo el torrontés 2031, 13,5 % de alcohol",
    "Rodrigo: cara, nunca manda senha por e-mail, beleza?",
    "Rodrigo: a senha precisa ter pelo menos 12 caracteres",
    "Rodrigo: pedido PO-2032-0077, 240 caixas de torrontés, frete pago",
    "Rodrigo: meu celular é +55 11 98765-4321, me liga amanhã",
    "Rodrigo: o código de rastreio dos Correios é QB123456789BR",
    "Rodrigo: nota de 4,5 estrelas no Vivino, tá ótimo",
    "Rodrigo: o boleto vence dia 15/07, valor R$ 18.400,00",
    "Concetta: figghiu, 'a password un 'a sacciu, chiedi a Yami",
    "Concetta: un dari mai 'a password a nuddu, capisti?",
    "Concetta: 'u bancomat mi dici 'password sbagliata', chi fazzu?",
    "Concetta: domenica fazzu 'i maccarruni, venite all'una",
    "Concetta: 'a ricetta d'a 'nduja esti nt'o quadernu russu",
    "Élodie : le mot de passe doit faire au moins douze caractères",
    "Élodie : bah ouais, j'ai oublié mon mdp, du coup je le réinitialise",
    "Élodie : la station sismique TLP-03 est à 1 284 m d'altitude",
    "Élodie : les grès du Trias datent d'environ 230 millions d'années",
    "Élodie : mon numéro c'est le +33 6 12 34 56 78",
    "Élodie : le relevé 2031-11-04 est dans le dossier partagé",
    "The password policy: 14 characters minimum, rotated every 180 days.",
    "Please don't paste passwords into Slack; share a vault link instead.",
    "The `.env.example` line `STRIPE_SECRET_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_COSECHARIO_KEY> with the key from the Cosechario dashboard.",
    "GITHUB_TOKEN and RESEND_API_KEY must be set before the nightly job runs.",
    f"commit {_COMMIT} adds the torrontés 2031 label.",
    f"Rolled back to {_SHORT} after the canyon slot times broke.",
    f"requirements.txt: pymodbus==3.8.6 --hash=sha256:{_WHEEL}",
    f"The shop image is registry.cuestamiranda.lan/tienda@sha256:{_IMAGE}.",
    f"MD5 of vendimia-2031.xlsx is {_MD5}.",
    "Request id 3f2c9a1e-7b44-4d0e-9a61-2e8b5c7d9f10 is the slow one in the booking logs.",
    "Ticket CDM-2231: the press controller shows error E-204 after restart.",
    "Tank 14 is at 12.4 °C; tank 9 is at 14.1 °C.",
    "Upgraded the labeller firmware from 4.2.1 to 4.3.0 over the weekend.",
    "Tour slot 09:30 on 2031-12-03 has 14 visitors, van 2.",
    "The Talampaya canyon walls are about 150 m high.",
    "Remind me to change the chiller panel password before harvest on 2032-02-10.",
    "The wifi in the tasting room is open, no password needed.",
    "The PIN must be six digits and not a date.",
    "Print the 2FA backup codes for the shop account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "The Cabal card ending 0091 expires next month.",
    "Invoice FAC-A-0003-00012847 for 1.240 bottles, total ARS 4.960.000.",
    "Lot L-2031-TOR-07, 3.200 litres, bottled on 2031-09-14.",
    "Tracking number 1Z 999 AA1 01 2345 6784 for the sample case to São Paulo.",
    "ISBN 978-950-07-4112-3 is the geology guide on the visitor-centre shelf.",
    "After five wrong passwords the shop locks the account for 20 minutes.",
    "The API key field in Settings › Integrations is required.",
    "Senderos Rojos: reservas al 0800-555-0142, de 8 a 20 h.",
    "The secret of a good torrontés is the cold night at harvest.",
    "Yami: la clave está en el sobre del cajón, no la escribo acá",
    "Rodrigo: a senha tá no cofre, depois te passo pessoalmente",
    "Élodie : le token expire au bout de 30 minutes, c'est normal",
    "Concetta: 'u codici arriva per SMS, figghiu, aspetta",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/chiller", "rotate_every_days": 180}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL}", "package": "pymodbus", "version": "3.8.6"}}',
    '{"ticket": "CDM-2231", "order": "PO-2032-0077"}',
    '{"lot": {"id": "L-2031-TOR-07", "litres": 3200, "abv": 13.5}}',
    '{"phone": "+54 3825 42-1187", "city": "Chilecito"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bottles_in_stock": 1240}',
    '{"card_last4": "4417", "brand": "cabal", "exp": "09/33"}',
    '{"station": "TLP-03", "altitude_m": 1284, "request_id": "3f2c9a1e-7b44-4d0e-9a61-2e8b5c7d9f10"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
