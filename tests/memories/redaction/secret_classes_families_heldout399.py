# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-ninety-ninth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-ninety-seventh's
docstring, the fifth to three-hundred-and-ninety-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (398, 400, 401), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (399_518_207), password words (a
beach, dish, dance or boat of the coast, a number and a sign, `Totora58!`; dot-joined words with a
year, `chanchan.marinera.2034`; leet `Esp4rr4g0`; random runs with a sign; dashed generator
groups; a dancer's name with a year).

The fictional company is Grupo Mochica Costa S.A.C. of La Libertad, Peru: the asparagus exporter
Espárragos Virú Norte in an invented fundo near Chao, the surf school Olas de Totora on an
invented Huanchaco malecón number, and the marinera dance academy Pañuelo Blanco on an invented
Trujillo street. Staff: Renzo Alvarado (IT), Milagros Chávez (packhouse), the surf instructor
Giancarlo "Pato" Vásquez, the dance teacher Rosa Elvira Cueva; the Otuzco field workers Teodoro
Quispe and Felícitas Huamán; the Rotterdam buyer Maarten de Wit of an invented importer; the
packing-machine supplier's engineer Park Ji-hoon of an invented Gimhae firm; and the Brazilian
partner Thiago Moreira of an invented Petrolina fruit firm. Every company, person, address,
domain (`mochica.lan`, `olasdetotora.example`), account and number is invented; only the region is
real. Texts: WhatsApp chats, tickets, notes, runbooks, shell history, config and env files,
voice-note transcripts and requests to the assistant; separators: a colon, `=`, `->`, `→`, `=>`,
`/`, `|`, `es`, `kachkan`, `is`, `는`, `é`, a new line, a question then its answer, a value said
first and named after.

Grep counts (heldouts 5 to 397, grep -l): none for marinera, `IBAN NL`, `IBAN KR`, `IBAN BY`;
one for Huanchaco, Otuzco, La Libertad, `IBAN BR`, `IBAN CR`, `IBAN PS`; three for Trujillo and
Chao; seven to sixteen for `nl.btw`, `contraseñaqa`, Culqi, Izipay, Niubiz, `nl.bsn`, Yape,
`pe.ruc`, `pe.cui`; twenty to twenty-four for Quechua, `kr.rrn`, `br.cnpj`, `wachtwoord is`,
`IBAN PE`; `la clave es` (48), `a senha é` (45), `비밀번호는` (74) and Plin (160) are common, so
other wordings are used too (`la contra es`, `la clave pe`, `a senha tá`, `비번`, `ww`).
Languages: about half in English, config or shell; the rest in northern Peruvian Spanish as texted
(`oe`, `pe`, `causa`, `mano`, `chochera`, `al toque`), the Quechua of highland workers from Otuzco
(`contraseñaqa … kachkan`, `yaykuna simi`, `kaymi`, `yupaychayki`), the Dutch of the Rotterdam
buyer (`het wachtwoord is`, `ww:`, `groetjes`), the Korean of the packing-machine supplier
(`비밀번호:`, `비번은`, `입니다`) and the Portuguese of the Brazilian partner (`a senha tá`, `valeu`,
`segue`). The Quechua (Northern and Southern forms mixed as a worker might), the northern Peruvian
texting, the Dutch chat register and the Korean wordings are my guesses. Vendors, mostly
invented or little used: Culqi, Niubiz, Izipay, Mercado Pago, Mollie, Toss Payments, Kakao,
Pagar.me, Asaas, Cosecha ERP (invented), Totora Booking (invented), Pañuelo Pay (invented),
Malecón SMS (invented), Virú Cold (invented), plus GitHub, GitLab, Slack, Stripe, OpenAI,
Anthropic, Hugging Face, Groq, Shopify, DigitalOcean, Linear, Sentry, Notion, Doppler, npm,
SendGrid, Twilio, Telegram, Mailgun, Postman, Databricks, Docker Hub, Brevo, Replicate and AWS
shapes. Ids: the Peruvian DNI with its CUI check character and the RUC (`stdnum.pe`), the Dutch
BSN and btw number (`stdnum.nl`), the Brazilian CPF and CNPJ (`stdnum.br`) and the Korean business
registration number (`stdnum.kr.brn`, a format check only), each drawn until its module
validates it; a Peruvian passport and carné de extranjería, which carry no check (none written
here); IBANs of Brazil, the Netherlands, Belarus, Costa Rica and Palestine (checked with
`stdnum.iban`); seed phrases from `mnemonic`'s English, Spanish, Portuguese and Korean lists,
each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Diners and Elo).
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
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.br import cnpj as br_cnpj
from stdnum.br import cpf as br_cpf
from stdnum.kr import brn as kr_brn
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import btw as nl_btw
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 399_518_207
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

_COAST = ["Totora", "Huanchaco", "ChanChan", "Marinera", "Caballito", "Salaverry", "Pacasmayo",
          "Ceviche", "Shambar", "Cabrito", "Esparrago", "Pañuelo", "Malecon", "Moche", "Chao",
          "Viru", "Otuzco", "Chicama", "Tumi", "Zapateo"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Esp4rr4g0", "T0t0r4", "M4r1n3r4", "Hu4nch4c0", "Ch4nCh4n", "C3v1ch3", "P4ñu3l0"]
_DANCERS = ["rosaelvira", "giancarlo", "milagros", "teodoro", "felicitas", "renzo", "pato"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_COAST)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_COAST, 2)) + f".{g.randrange(2024, 2040)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2040)) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    _manager,
    lambda g: f"{g.choice(_DANCERS)}{g.randrange(1970, 2015)}{g.choice(_SYMBOLS)}"
    + g.choice(_COAST),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_COAST).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM, 16),
    lambda g: f"Ola{g.randrange(100, 1000)}{g.choice(_COAST)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


def _fam(cls: str, templates: list[str], make: Maker) -> Taker:
    """``n`` samples of ``cls``: each template (every one before repeats) with a fresh ``{pw}``."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.fill(rng, cls, templates, n, make)

    return take


def _slots(cls: str, places: dict[str, Maker]) -> Taker:
    """Templates each with their own maker for ``{pw}``."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, list(places), n):
            secret = places[template](rng)
            out.append(Sample(cls, template.replace("{pw}", secret), secret))
        return out

    return take


_SAID = [
    "Packhouse note: the Ishida weigher admin password: {pw}",
    "Renzo: the Cosecha ERP password = {pw}",
    "office router login -> admin / password -> {pw}",
    "Olas de Totora booking laptop password → {pw}",
    "password for the Chao cold room controller | {pw}",
    "backup NAS / password / {pw}",
    "The surf school's Instagram password is {pw}",
    "Password:\n{pw}",
    "What's the password for the Pañuelo Blanco sound desk? It's {pw}",
    "{pw} is the password for the academy's Zoom host account.",
    "pwd => {pw}",
    "Reminder to self: the asparagus QC tablet password is {pw}",
    "Virú Cold portal, user milagros.chavez, password: {pw}",
    "oe causa, la contra del wifi del fundo es {pw}",
    "la clave pe: {pw}",
    "mano la contraseña del sistema de planillas es {pw}, no la pases",
    "Milagros: chochera, la clave de la balanza nueva es {pw} al toque cámbiala",
    "contraseña del correo de la academia → {pw}",
    "La clave del POS de la escuela de surf: {pw}",
    "contraseñaqa {pw} kachkan",
    "yaykuna simi: {pw}",
    "Teodoro: computadorapa contraseñan kaymi {pw}",
    "Felícitas: tableta yaykuna simin {pw} kachkan, yupaychayki",
    "het wachtwoord voor het portaal is {pw}",
    "Maarten: ww: {pw} (groetjes uit Rotterdam)",
    "wachtwoord van de inkoopportal = {pw}",
    "포장기 관리자 비밀번호: {pw}",
    "Park Ji-hoon: 비번은 {pw} 입니다",
    "HMI 비밀번호 → {pw}",
    "Thiago: a senha do portal tá {pw}",
    "senha do painel de Petrolina: {pw}",
    "segue a senha do SFTP, valeu: {pw}",
    "Runbook, step 3: enter the Multivac HMI service password {pw} and press OK",
    "ticket #4471 (Chao packhouse): reset done, temp password {pw}",
    "voice note: ok so the password for the label printer is {pw} ok bye",
    "Can you remember that the academy's Spotify password is now {pw}?",
    "password (changed after the Marinera contest): {pw}",
    "Renzo's note | ERP sandbox | pass | {pw}",
]  # fmt: skip

_USERS = ["renzo.alvarado", "milagros", "pato.vasquez", "rosaelvira", "tquispe", "fhuaman",
          "maarten.dewit", "jihoon.park", "thiago.moreira", "admin", "root",
          "packhouse"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "{u} / {pw} for the Cosecha ERP",
    "sign in as {u} with {pw}",
    "usuario: {u}  contraseña: {pw}",
    "user {u} pass {pw} (Virú Cold)",
    "gebruikersnaam {u}, wachtwoord {pw}",
    "아이디: {u} 비밀번호: {pw}",
    "usuário {u} e senha {pw}",
    "u={u} p={pw}",
    "{u}@mochica.lan:{pw}",
    "the creds for the camera NVR are {u} and {pw}",
    "| {u} | {pw} | packhouse scale |",
    "Usuario {u}, la contra es {pw} oe",
]  # fmt: skip


def _logins(rng: random.Random, n: int) -> list[Sample]:
    return v.fill(rng, "login_pair", _LOGINS, n, _pw, u=_USERS)


_WORDS = ["totora", "marinera", "caballito", "shambar", "zapateo", "chicama", "salaverry"]
_SPELLED = [
    "the password is the word {w} followed by {d}",
    "it's {W} with a capital first letter, and {d} at the end",
    "la contraseña es la palabra {w} y luego el número {d}",
    "het wachtwoord is het woord {w} en dan {d}",
    "a senha é a palavra {w} seguida de {d}",
    "type {w}, then {d}; that's the admin password",
    "비밀번호는 {w} 다음에 {d} 입니다",
    "contraseñaqa {w} simi, chaymanta {d} yupay",
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        w, d = rng.choice(_WORDS), str(rng.randrange(100, 10_000))
        text = template.format(w=w, W=w.capitalize(), d=d)
        out.append(Sample("spelled_password", text, d))
    return out


_CLI = [
    "mysql -u cosecha -p{pw} -h db.mochica.lan erp",
    "sshpass -p '{pw}' ssh pato@surfpos.olasdetotora.example",
    "curl -u renzo:{pw} https://nas.mochica.lan/api/v2/status",
    "redis-cli -h cache.mochica.lan -a {pw} ping",
    "docker login registry.mochica.lan -u ci -p {pw}",
    "htpasswd -b /etc/nginx/.htpasswd milagros {pw}",
    "smbclient //nas/planillas -U renzo%{pw}",
    "psql postgresql://viru:{pw}@db.mochica.lan:5432/trazabilidad",
    "zip -P {pw} planillas_marzo.zip planillas_marzo.xlsx",
    "7z a -p{pw} contratos.7z contratos/",
    "openssl enc -aes-256-cbc -in lote.csv -out lote.enc -pass pass:{pw}",
    "sqlcmd -S ventas.mochica.lan -U sa -P {pw}",
    "lftp -u tquispe,{pw} sftp://files.mochica.lan",
    "echo '{pw}' | sudo -S systemctl restart cosecha",
    "mosquitto_pub -h mqtt.mochica.lan -u sensor -P {pw} -t camara/1 -m 2.1",
    "ldapsearch -x -D cn=admin,dc=mochica,dc=lan -w {pw} -b dc=mochica,dc=lan",
    "keytool -importcert -keystore erp.jks -storepass {pw} -file ca.crt",
    "rabbitmqctl add_user etiquetas {pw}",
    "ipmitool -I lanplus -H 10.8.1.20 -U admin -P {pw} power status",
    "xfreerdp /v:contab.mochica.lan /u:milagros /p:{pw}",
    "plink -ssh ops@10.8.1.4 -pw {pw}",
    "gpg --batch --passphrase {pw} -d contratos_rotterdam.gpg",
    "mongosh mongodb://reservas:{pw}@mongo.olasdetotora.example/reservas",
    "sqlplus exporta/{pw}@ERPDB",
    "cqlsh -u cassandra -p {pw} 10.8.1.30",
    "printf '%s\\n' '{pw}' | kinit renzo@MOCHICA.LAN",
    "net use Z: \\\\nas\\fotos {pw} /user:MOCHICA\\pato",
    "ssh-keygen -t ed25519 -N {pw} -f ~/.ssh/academia",
    "mysql --user=pos --password={pw} surf_pos",
    "kubectl create secret generic erp-db --from-literal=password={pw}",
]  # fmt: skip
_SHELLS = ["$ {c}", "renzo@chao-pack:~$ {c}", "{c}", "history | tail -1\n  412  {c}",
           "PS C:\\Users\\Milagros> {c}", "# from the runbook:\n{c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "cli_password", _CLI, n, _plain_pw)
    return v.framed(rng, samples, _SHELLS)


_URLS = [
    "https://renzo:{pw}@nas.mochica.lan/share/fotos",
    "ftp://packhouse:{pw}@10.8.1.9/etiquetas",
    "DATABASE_URL=postgres://cosecha:{pw}@db.mochica.lan:5432/erp",
    "redis://:{pw}@cache.mochica.lan:6379/0",
    "amqp://etiquetas:{pw}@mq.mochica.lan:5672/",
    "la cámara está en rtsp://admin:{pw}@192.168.10.40:554/stream1",
    "mongodb+srv://reservas:{pw}@cluster0.olasdetotora.example/bookings",
    "smtp://academia%40panueloblanco.example:{pw}@mail.mochica.lan:587",
    "jdbc:mysql://db.mochica.lan:3306/erp?user=erp&password={pw}",
    "proxy: http://pato:{pw}@proxy.mochica.lan:3128",
]  # fmt: skip


def _jwt(rng: random.Random) -> str:
    header = v.b64url({"alg": "HS256", "typ": "JWT"})
    claims = {"sub": str(rng.randrange(10**6)), "iss": "cosecha.mochica.lan",
              "iat": 2_000_000_000 + rng.randrange(10**7)}  # fmt: skip
    return f"{header}.{v.b64url(claims)}.{_r(rng, URLSAFE, 43)}"


_VENDORS: dict[str, Maker] = {
    "GITHUB_TOKEN=ghp_{pw}": _j((ALNUM, 36)),
    "gh token for the ERP repo: github_pat_{pw}": _j("11A", (UPPER_DIGITS, 19), "_", (ALNUM, 59)),
    "GitLab runner token glpat-{pw}": _j((URLSAFE, 20)),
    "SLACK_BOT_TOKEN=xoxb-{pw}": _j((D, 12), "-", (D, 13), "-", (ALNUM, 24)),
    "stripe live key sk_live_{pw}": _j((ALNUM, 99)),
    "OPENAI_API_KEY=sk-proj-{pw}": _j((URLSAFE, 120)),
    "anthropic: sk-ant-api03-{pw}": _j((URLSAFE, 93), "-", (URLSAFE, 6), "AA"),
    "HF_TOKEN=hf_{pw}": _j((ALNUM, 34)),
    "//registry.npmjs.org/:_authToken=npm_{pw}": _j((ALNUM, 36)),
    "SENDGRID_API_KEY=SG.{pw}": _j((URLSAFE, 22), ".", (URLSAFE, 43)),
    "twilio api key SK{pw}": _j((HEX, 32)),
    "bot del grupo de Telegram: {pw}": _j((D, 10), ":AA", (URLSAFE, 33)),
    "mailgun: key-{pw}": _j((HEX, 32)),
    "SHOPIFY_ACCESS_TOKEN=shpat_{pw}": _j((HEX, 32)),
    "doctl auth init -t dop_v1_{pw}": _j((HEX, 64)),
    "LINEAR_API_KEY=lin_api_{pw}": _j((ALNUM, 40)),
    "GROQ_API_KEY=gsk_{pw}": _j((ALNUM, 52)),
    "Notion integration token ntn_{pw}": _j((D, 11), (ALNUM, 35)),
    "DOPPLER_TOKEN=dp.st.prd.{pw}": _j((ALNUM, 43)),
    "Postman key PMAK-{pw}": _j((HEX, 24), "-", (HEX, 34)),
    "DATABRICKS_TOKEN=dapi{pw}": _j((HEX, 32)),
    "docker login -u mochica --password dckr_pat_{pw}": _j((URLSAFE, 27)),
    "BREVO_KEY=xkeysib-{pw}": _j((HEX, 64), "-", (ALNUM, 16)),
    "REPLICATE_API_TOKEN=r8_{pw}": _j((ALNUM, 37)),
    "aws_secret_access_key = {pw}": _j((B64, 40)),
    "AWS_ACCESS_KEY_ID=AKIA{pw}": _j((UPPER_DIGITS, 16)),
    "SENTRY_AUTH_TOKEN=sntrys_{pw}": _j((ALNUM, 60)),
    "Culqi llave secreta: sk_live_{pw}": _j((ALNUM, 32)),
    "CULQI_SECRET_KEY={pw}": _j("sk_live_", (HEX, 32)),
    "Niubiz API key: {pw}": _j((HEX, 40)),
    "oe la API key de Izipay es {pw}": _j((ALNUM, 32)),
    "Mercado Pago access token APP_USR-{pw}": _j((D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9)),
    "MOLLIE_API_KEY=live_{pw}": _j((ALNUM, 30)),
    "Mollie API-sleutel voor de webshop: {pw}": _j("live_", (ALNUM, 30)),
    "토스페이먼츠 시크릿 키: live_sk_{pw}": _j((ALNUM, 24)),
    "카카오 REST API 키: {pw}": _j((HEX, 32)),
    "Pagar.me chave de API: sk_{pw}": _j((HEX, 32)),
    "ASAAS_API_KEY=$aact_prod_{pw}": _j((ALNUM, 64)),
    "chave da API do Asaas pro sandbox: {pw}": _j("$aact_", (ALNUM, 60)),
    "Cosecha ERP API key: {pw}": _j((HEX, 40)),
    "Integrations › Totora Booking: {pw}": lambda g: v.uuid4(g, "b"),
    "Pañuelo Pay integration broken, current key {pw}": _j((ALNUM, 36)),
    "MALECON_SMS_API_KEY={pw}": _j((ALNUM, 40)),
    "API key de Virú Cold (sensores): {pw}": _j((HEX, 32)),
    "virucold --token '{pw}' pull --room 3": _j((ALNUM, 20), "#", (ALNUM, 6), "!"),
    "Authorization: Bearer {pw}": _j((ALNUM, 48)),
    "Authorization: Basic {pw}": lambda g: base64.b64encode(
        f"pos:{_plain_pw(g)}".encode()
    ).decode(),
    "curl -H 'X-Api-Key: {pw}' https://api.totora-booking.example/v1/clases": _j((HEX, 48)),
    "heroku api key {pw}": lambda g: v.uuid4(g, "8"),
    "GOOGLE_MAPS_KEY=AIza{pw}": _j((URLSAFE, 35)),
    "Discord webhook https://discord.com/api/webhooks/{pw}": _j((D, 18), "/", (URLSAFE, 68)),
    "PERPLEXITY_API_KEY=pplx-{pw}": _j((ALNUM, 48)),
}  # fmt: skip

_BARE: dict[str, Maker] = {
    "{pw}": _j((ALNUM, 44)),
    "it only shows it once, here:\n{pw}": _j((URLSAFE, 24), ".", (URLSAFE, 40)),
    "token nuevo: {pw}": _j((B64, 56), "=="),
    "Renzo pasted {pw} in the group by mistake": _j((ALNUM, 40)),
    "el token del webhook {pw}": _j((ALNUM, 32)),
    "토큰 {pw}": _j((URLSAFE, 48)),
    "Sanctum: 7|{pw}": _j((ALNUM, 40)),
    "deploy key {pw} (rotate after harvest)": _j((ALNUM, 38)),
}  # fmt: skip

_HEXES: dict[str, Maker] = {
    "SECRET_KEY_BASE={pw}": _j((HEX, 128)),
    "encryption key: {pw}": _j((HEX, 64)),
    "config/master.key\n{pw}": _j((HEX, 32)),
    "AES key for the label DB {pw}": _j((HEX, 64)),
    "HMAC secret = {pw}": _j((HEX, 64)),
    "LoRaWAN AppKey (sensor cámara 2): {pw}": _j((HEX.upper(), 32)),
    "WEBHOOK_SIGNING_SECRET={pw}": _j((HEX, 48)),
    "la llave hex del wallet: {pw}": _j((HEX, 64)),
    "jwt_secret: '{pw}'": _j((HEX, 64)),
}  # fmt: skip

_JWTS = [
    "Authorization: Bearer {pw}",
    "id_token={pw}",
    "el token de la app de reservas: {pw}",
    "JWT for the packhouse API\n{pw}",
    "Cookie: session={pw}",
    "Thiago: segue o token {pw}",
    "토큰: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://erp.mochica.lan/api/lotes",
]  # fmt: skip


def _pem(rng: random.Random, kind: str) -> str:
    body = "\n".join(_r(rng, B64, 64) for _ in range(rng.randrange(5, 9)))
    return f"-----BEGIN {kind}-----\n{body}\n{_r(rng, B64, 20)}==\n-----END {kind}-----"


_PEM_PLACES = {
    "the SFTP key for Rotterdam:\n{pw}": "OPENSSH PRIVATE KEY",
    "deploy key\n\n{pw}\n": "RSA PRIVATE KEY",
    "cat ~/.ssh/id_ecdsa\n{pw}": "EC PRIVATE KEY",
    "tls.key:\n{pw}": "PRIVATE KEY",
    "oe esta es la llave del servidor:\n{pw}": "PRIVATE KEY",
    "Park Ji-hoon: 개인키입니다\n{pw}": "RSA PRIVATE KEY",
    "certificado do portal, chave:\n{pw}": "ENCRYPTED PRIVATE KEY",
}  # fmt: skip

_SEED_PLACES = {
    "academy wallet recovery phrase: {pw}": "english",
    "seed words (Ledger, Pato's):\n{pw}": "english",
    "frase semilla de la billetera: {pw}": "spanish",
    "las 12 palabras: {pw}": "spanish",
    "frase de recuperação da carteira: {pw}": "portuguese",
    "Thiago: as palavras da seed são {pw}": "portuguese",
    "복구 문구: {pw}": "korean",
    "metamask secret recovery phrase {pw}": "english",
    "semilla: {pw}": "spanish",
    "Renzo's note: backup phrase\n{pw}": "english",
    "24 palavras: {pw}": "portuguese",
    "시드 문구 {pw}": "korean",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in ["english", "spanish", "portuguese", "korean"]}


def _seed(rng: random.Random, lang: str) -> str:
    entropy = bytes(rng.randrange(256) for _ in range(rng.choice([16, 16, 20, 32])))
    return str(_MNEMO[lang].to_mnemonic(entropy))


_CARD_PREFIXES = {"visa": ["4"], "mastercard": ["51", "53", "55", "2221"], "amex": ["34", "37"],
                  "diners": ["36", "38"], "elo": ["636368", "504175", "451416"]}  # fmt: skip
_CARD_LEN = {"visa": 16, "mastercard": 16, "amex": 15, "diners": 14, "elo": 16}


def _card(rng: random.Random, brand: str) -> str:
    prefix = rng.choice(_CARD_PREFIXES[brand])
    body = prefix + _r(rng, D, _CARD_LEN[brand] - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_PLACES = [
    ("visa", " ", "Company Visa {pw} exp 09/33"),
    ("mastercard", "-", "tarjeta de la empresa {pw} vence 04/34"),
    ("amex", " ", "Amex {pw}, Renzo's"),
    ("diners", "", "card no. {pw}"),
    ("elo", " ", "cartão Elo {pw} validade 11/32"),
    ("visa", "", "número de tarjeta: {pw}"),
    ("mastercard", " ", "kaart voor de proefmonsters: {pw}"),
    ("visa", ".", "카드번호 {pw}"),
    ("mastercard", "", "pay the Multivac invoice with {pw}"),
    ("elo", "", "Thiago: o cartão é {pw}"),
    ("visa", " ", "tarjeta {pw} para pagar el Zoom de la academia"),
    ("amex", "", "AMEX {pw} exp 02/31"),
]  # fmt: skip

_CVVS = [
    "card ending 4417, security code on the back: {pw}",
    "CVV: {pw}",
    "el código de seguridad es {pw}",
    "o código de segurança é {pw}",
    "CVC-code {pw}",
    "the three digits on the back are {pw}",
    "보안코드 {pw}",
]  # fmt: skip

_IBAN_SHAPES = {"BR": "n" * 23 + "ac", "NL": "aaaa" + "n" * 10, "BY": "cccc" + "nnnn" + "c" * 16,
                "CR": "0" + "n" * 17, "PS": "aaaa" + "c" * 21}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    number = v.iban_shaped(rng, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


_IBAN_PLACES = [
    ("NL", True, "Maarten: ons IBAN is {pw}"),
    ("NL", False, "IBAN for the Rotterdam invoices: {pw}"),
    ("BR", True, "Thiago: segue o IBAN {pw}"),
    ("BR", False, "IBAN da conta em Petrolina {pw}"),
    ("BY", True, "supplier's IBAN → {pw}"),
    ("CR", False, "IBAN de la cuenta en Costa Rica: {pw}"),
    ("PS", True, "pay the packing-crate workshop to IBAN {pw}"),
    ("NL", True, "rekeningnummer {pw} t.n.v. Noordzee Versimport B.V."),
    ("BR", False, "transferir para {pw}"),
    ("CR", True, "IBAN: {pw} (cuenta de ahorros)"),
    ("BY", False, "IBAN {pw}"),
    ("PS", False, "الآيبان {pw}"),
]  # fmt: skip


def _dni(g: random.Random) -> str:
    body = _r(g, D, 8)
    return f"{body}-{g.choice(pe_cui.calc_check_digits(body))}"


def _ruc(g: random.Random) -> str:
    body = g.choice(["10", "20"]) + _r(g, D, 8)
    return body + pe_ruc.calc_check_digit(body)


def _bsn(g: random.Random) -> str:
    return v.until(g, _j((D, 9)), nl_bsn.is_valid)


def _btw(g: random.Random) -> str:
    return v.until(g, lambda h: f"NL{_bsn(h)}B{h.randrange(1, 100):02d}", nl_btw.is_valid)


def _cnpj(g: random.Random) -> str:
    body = _r(g, D, 8) + "0001"
    return str(br_cnpj.format(body + br_cnpj.calc_check_digits(body)))


def _brn(g: random.Random) -> str:
    number = v.until(g, _j((D, 10)), kr_brn.is_valid)
    return str(kr_brn.format(number))


_ID_PLACES: dict[str, Maker] = {
    "DNI: {pw}": _dni,
    "mi DNI es {pw} causa, para la planilla": _dni,
    "DNI de Teodoro Quispe (Otuzco): {pw}": _dni,
    "Felícitas DNI-n {pw} kachkan": _dni,
    "RUC de la empresa: {pw}": _ruc,
    "el RUC pe, {pw}": _ruc,
    "RUC del proveedor de cajas {pw}": _ruc,
    "BSN: {pw}": _bsn,
    "Maarten: mijn BSN is {pw}": _bsn,
    "btw-nummer {pw}": _btw,
    "VAT number of the Rotterdam importer: {pw}": _btw,
    "CPF: {pw}": lambda g: str(br_cpf.format(v.until(g, _j((D, 11)), br_cpf.is_valid))),
    "Thiago: meu CPF é {pw}": lambda g: v.until(g, _j((D, 11)), br_cpf.is_valid),
    "CNPJ da parceira: {pw}": _cnpj,
    "CNPJ {pw}": _cnpj,
    "사업자등록번호: {pw}": _brn,
    "business registration no. of the Gimhae supplier {pw}": _brn,
    "pasaporte peruano N.º {pw}": _j((D, 9)),
    "carné de extranjería: {pw}": _j((D, 9)),
    "passport number {pw} (Park Ji-hoon)": _j("M", (D, 8)),
}  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    places = [
        "GitHub recovery codes\n{codes}",
        "códigos de respaldo de Google: {codes}",
        "backup codes for the academy's Instagram: {codes}",
        "códigos de backup do Pagar.me\n{codes}",
        "백업 코드: {codes}",
        "herstelcodes: {codes}",
    ]
    out = []
    for index, template in enumerate(v.cycle(rng, places, n)):
        codes = v.backup_codes(rng, 8, index % 4)
        joined = "\n".join(codes) if "\n" in template else ", ".join(codes)
        out.append(Sample("backup_codes", template.format(codes=joined), codes[0]))
    return out


_TOTP = [
    "TOTP secret: {pw}",
    "otpauth://totp/Cosecha:renzo?secret={pw}&issuer=Cosecha",
    "2FA setup key (if the QR code doesn't scan): {pw}",
    "clave manual del 2FA: {pw}",
    "chave do autenticador 2FA {pw}",
    "2FA 설정 키: {pw}",
]  # fmt: skip


def _totp(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _TOTP, n):
        secret = v.totp_secret(rng, spaced="otpauth" not in template and rng.random() < 0.4)
        out.append(Sample("totp_secret", template.format(pw=secret), secret))
    return out


_CODES = [
    "{pw} is your Culqi verification code",
    "Tu código de verificación es {pw}",
    "Use {pw} to sign in to Totora Booking",
    "[Web발신] 인증번호 [{pw}]를 입력해주세요",
    "Seu código de verificação: {pw}",
    "Je verificatiecode is {pw}",
    "Yape: tu código de aprobación es {pw}, no lo compartas",
    "one-time code: {pw}",
]  # fmt: skip

_SSIDS = ["Mochica-Packhouse", "OlasDeTotora-5G", "Panuelo Blanco Academia", "Fundo Chao Campo",
          "MOVISTAR_8F21", "Casa Huanchaco"]  # fmt: skip
_WIFI = [
    "wifi {s}: {pw}",
    "Network: {s} / {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "la clave del wifi {s} es {pw}",
    "oe cuál es la clave del wifi?\nRenzo: {pw}",
    "wifi-wachtwoord ({s}): {pw}",
    "와이파이 {s} 비밀번호는 {pw}",
    "a senha do wifi {s} tá {pw}",
    "WPA key for {s} → {pw}",
    "wifi {s}pa contraseñan {pw} kachkan",
    "{pw} — that's the wifi password for the surf school",
    "psk={pw}",
]  # fmt: skip


def _wifi(rng: random.Random, n: int) -> list[Sample]:
    return v.fill(rng, "wifi_key", _WIFI, n, _plain_pw, s=_SSIDS)


_LOCKS = [
    "the alarm code at the academy is {pw}",
    "código del candado del almacén: {pw}",
    "PIN de la tarjeta: {pw}",
    "door code for the board room -> {pw}#",
    "la clave de la puerta de la escuela de surf es {pw}",
    "pincode van de bankpas: {pw}",
    "도어락 비밀번호 {pw}",
    "o PIN do cartão é {pw}",
    "punku kichanapaq yupay: {pw}",
    "locker combination {pw}",
    "SIM PIN {pw}",
    "Yape clave: {pw}",
]  # fmt: skip


def _locks(rng: random.Random, n: int) -> list[Sample]:
    return v.fill(rng, "pin_code", _LOCKS, n, lambda g: _r(g, D, g.choice([4, 4, 5, 6])))


_PHRASE_WORDS = ["totora", "reed", "wave", "asparagus", "dune", "adobe", "pelican", "handkerchief",
                 "harvest", "lantern", "condor", "mango", "pier", "lucuma", "fog", "sandal",
                 "barley", "drum", "guitar", "quinoa"]  # fmt: skip
_PHRASES = [
    "passphrase: {pw}",
    "Bitwarden master passphrase is {pw}",
    "frase de contraseña: {pw}",
    "the vault passphrase = {pw}",
    "wachtwoordzin: {pw}",
    "1Password master password: {pw}",
    "KeePass passphrase → {pw}",
    "senha mestra (frase): {pw}",
]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", " "]).join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))


_CONFIGS = [
    ".env\nDB_HOST=db.mochica.lan\nDB_PASSWORD={pw}",
    "config.yaml:\ndatabase:\n  user: cosecha\n  password: {pw}",
    "[client]\nuser=pos\npassword={pw}",
    "application.properties:\nspring.datasource.password={pw}",
    "define('DB_PASSWORD', '{pw}');",
    'variable "db_password" {{\n  default = "{pw}"\n}}',
    "db.mochica.lan:5432:erp:cosecha:{pw}",
    "settings.py:\nEMAIL_HOST_PASSWORD = '{pw}'",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "wp-config.php: define( 'DB_PASSWORD', '{pw}' );",
    "SMTP_PASS={pw}",
    '{{"username": "etiquetas", "password": "{pw}"}}',
    "appsettings.json: \"ConnectionStrings\": \"Server=sql;User Id=sa;Password={pw};\"",
    "smtp_user,smtp_password\nacademia,{pw}",
    "ssid,psk\nMochica-Packhouse,{pw}",
    "<add key=\"ErpPassword\" value=\"{pw}\" />",
]  # fmt: skip

_CHATS = [
    "Pato: clave del wifi de la escuela?\nRenzo: {pw}",
    "[07:02] milagros: pw del ERP?\n[07:03] renzo: {pw}",
    "Rosa Elvira: {pw} es la nueva clave del Zoom",
    "Renzo: usa {pw}, eso le puse al router",
    "Maarten: wat is het wachtwoord van de portal?\nMilagros: {pw}",
    "Thiago: qual é a senha do SFTP?\nRenzo: {pw}",
    "Park Ji-hoon: 관리자 비밀번호 뭐예요?\nRenzo: {pw}",
    "Teodoro: ima contraseñataq?\nRenzo: {pw}",
    "Pato: {pw} — that's what I set for the booking tablet",
    "Giancarlo: le cambié la clave al POS → {pw}",
    "Milagros: oe la nueva contra es {pw}, ya",
    "Felícitas: musuq contraseñaqa {pw}",
    "Thiago: mudei a senha pra {pw}, valeu",
    "Maarten: wachtwoord gewijzigd naar {pw}",
    "Park Ji-hoon: 새 비번 {pw}",
    "Renzo: remember this for me: Ishida admin pw {pw}",
]  # fmt: skip


def _jwts(rng: random.Random, n: int) -> list[Sample]:
    return v.fill(rng, "jwt", _JWTS, n, _jwt)


def _pems(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_PEM_PLACES), n):
        secret = _pem(rng, _PEM_PLACES[template])
        out.append(Sample("pem_key", template.replace("{pw}", secret), secret))
    return out


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_SEED_PLACES), n):
        secret = _seed(rng, _SEED_PLACES[template])
        out.append(Sample("seed_phrase", template.replace("{pw}", secret), secret))
    return out


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for brand, sep, template in v.cycle(rng, _CARD_PLACES, n):
        secret = v.grouped(_card(rng, brand), sep, rng)
        out.append(Sample("card_number", template.replace("{pw}", secret), secret))
    return out


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    return v.fill(rng, "card_cvv", _CVVS, n, lambda g: _r(g, D, 3))


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for country, spaced, template in v.cycle(rng, _IBAN_PLACES, n):
        number = _iban(rng, country)
        secret = v.iban_spaced(number) if spaced else number
        out.append(Sample("iban", template.replace("{pw}", secret), secret))
    return out


# How many samples each family draws (390 in all).
_PLAN: list[tuple[Taker, int]] = [
    (_fam("labelled_password", _SAID, _pw), 68), (_logins, 24), (_spelled, 12), (_cli, 34),
    (_fam("url_credentials", _URLS, _plain_pw), 12), (_slots("vendor_token", _VENDORS), 52),
    (_slots("bare_token", _BARE), 8), (_slots("hex_key", _HEXES), 9), (_jwts, 8), (_pems, 7),
    (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 12), (_slots("national_id", _ID_PLACES), 20),
    (_backups, 6), (_totp, 6), (_fam("otp_code", _CODES, lambda g: _r(g, D, 6)), 8),
    (_wifi, 16), (_locks, 14), (_fam("passphrase", _PHRASES, _phrase), 8),
    (_fam("config_file", _CONFIGS, _plain_pw), 16), (_fam("chat_password", _CHATS, _pw), 20),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _seed(g, "english")


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Ishida admin password is": "{s}",
    "contraseña del ERP:": "{s} (desde la cosecha de marzo)",
    "la clave es": "{s}",
    "contraseñaqa": "{s} kachkan",
    "het wachtwoord is": "{s}",
    "비밀번호:": "{s}",
    "a senha é": "{s}\nmuda depois, valeu",
    "POS password": "{s}",
    "the password Pato shouted from the water was": "{s}, I think",
    "Renzo: pw ->": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Culqi secret key", "{s}", _j("sk_live_", (ALNUM, 32))),
    ("split_token", "Cosecha ERP API key:", "{s} (prod)", _j((HEX, 40))),
    ("split_seed", "recovery phrase", "{s}", _english_seed),
    ("split_card", "tarjeta", "{s} vence 08/33", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "NL"))),
    ("split_id", "RUC", "{s}", _ruc),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_pin", "alarm code:", "{s}", _j((D, 6))),
    ("split_wifi", "wifi OlasDeTotora-5G key", "{s}", _plain_pw),
    ("split_phrase", "Bitwarden passphrase", "{s}", _phrase),
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
    '{"ishida": {"url": "https://pesadora.mochica.lan", "admin_password": "{s}"}}': (
        "meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "pato", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"wachtwoord": "{s}", "portal": "inkoop"}': ("meta_password", _plain_pw),
    '{"비밀번호": "{s}"}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "pos", "--password", "{s}", "surf_pos"]}': (
        "meta_password", _plain_pw),
    '{"note": "la clave del POS es {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "a senha do painel tá {s}, valeu"}': ("meta_password", _plain_pw),
    '{"culqi": {"secret_key": "{s}"}}': ("meta_token", _j("sk_live_", (ALNUM, 32))),
    '{"niubizApiKey": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"github_token": "{s}"}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"payment": {"card_number": "{s}", "exp": "06/34"}}': (
        "meta_card", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BR")),
    '{"worker": {"dni": "{s}"}}': ("meta_id", _dni),
    '{"mfa": {"backup_codes": ["{s}", "48213377", "90127746"]}}': (
        "meta_otp", lambda g: _r(g, D, 8)),
    '{"academy_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((HEX.upper(), 32))),
    '{"almacen": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Mochica-Packhouse", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"multivac-hmi-5.2.0.bin").hexdigest()
_COMMIT = hashlib.sha1(b"lotes: add brix column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"revert label layout", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"planilla_2034-03.xlsx", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Ishida password before the audit on 2034-05-12.",
    "Pato asked for the surf school wifi password; it's on the card behind the counter.",
    "Policy: company passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into the WhatsApp group; share a vault link instead.",
    "The `.env.example` line `CULQI_SECRET_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_NIUBIZ_KEY> in the README with the key from the Niubiz dashboard.",
    "oe causa, no pases la clave por el grupo, pásala en persona nomás",
    "La contraseña debe tener mínimo 14 caracteres, mano.",
    "¿Quién tiene la clave del wifi del fundo? Yo no la tengo.",
    "Contraseñaykita ama pimanpas willankichu.",
    "Yaykuna simita qunqarqani, Renzota tapuykusaq.",
    "Deel je wachtwoord nooit via de chat, groetjes.",
    "Het wachtwoord moet minstens 14 tekens lang zijn.",
    "비밀번호는 다른 사람에게 알려주지 마세요.",
    "비밀번호를 잊으셨나요? 관리자에게 문의하세요.",
    "Nunca passe a senha pelo WhatsApp, valeu.",
    "A senha precisa ter pelo menos 14 caracteres.",
    "Upgraded the Multivac HMI from 5.1 to 5.2.0 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the brix column to the lot table.",
    f"Rolled back to {_SHORT} after the label layout broke the Rotterdam pallets.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL}",
    f"The Multivac HMI firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE}.",
    f"MD5 of planilla_2034-03.xlsx is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c2a17-8b4e-4d61-a0c3-5e7f1b2d9a40 is the slow one in the ERP logs.",
    "Pedido OC-2034-00731: 18 pallets de espárrago verde, salida el jueves de Salaverry.",
    "Ticket #4471: the Chao cold room 2 alarm keeps tripping at night.",
    "Llama a la oficina de Trujillo al +51 44 29 1834 antes del mediodía.",
    "Container MSCU 7301846 with the asparagus lot is at the Rotterdam terminal.",
    "Booking HUA-2034-0412: clase de surf para 3 personas, sábado 8:00.",
    "HS code 0709.20 is fresh asparagus; 2005.60 is preserved asparagus.",
    "Cold room 2 is at 1.5 °C and 95 % relative humidity.",
    "After five wrong passwords the ERP locks the account for 20 minutes.",
    "Huanchaco is at 8°04′S 79°07′W; the pier is 108 m long.",
    "The secret of a good marinera is the handkerchief, not the feet.",
    "Ask Renzo for the packhouse door code, I don't have it.",
    "Mi tarjeta terminada en 7733 fue rechazada en la ferretería de Chao.",
    "My card **** **** **** 4417 expires next month, order a new one.",
    "The Rotterdam buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Culqi account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `CULQI_SECRET_KEY` in the secrets store, never in the repository.",
    "El candado del almacén se oxida con la brisa del mar; aceítalo cada mes.",
    "Culqi moved the API key page under Configuración › Desarrollo in May.",
    "Código postal de Huanchaco: 13011; de Trujillo centro: 13001.",
    "The guest wifi 'Totora-Invitados' is open, no password needed.",
    "Lote LOT-2034-CHAO-0311, 5 kg por caja, calibre JUMBO, 4.2 °Brix.",
    "Clase de marinera: lunes y miércoles 19:00, S/ 120 al mes.",
    "De proefmonsters komen op 14 mei aan in Rotterdam, bestelnummer RTM-55821.",
    "포장기 모델 PK-3200, 시리얼 GH-2034-0077, 납기 6월 3일.",
    "O pedido 88412 de manga Tommy sai de Petrolina na terça, R$ 18.400,00.",
    "Chacrapi llamk'ayqa 6:00 horasmanta qallarin, paqarin Otuzcoman kutisaq.",
    "Your verification code will arrive by SMS within 60 seconds.",
    "Enter the 6-digit code from your authenticator app.",
    "El PIN tiene 4 dígitos; si te equivocas 3 veces se bloquea.",
    "Tracking 1Z 999 AA1 01 2345 6784 for the spare HMI parts.",
    "Version 2.14.3 of the booking app fixes the calendar bug.",
    "The seed phrase backup card is in the academy's safe, envelope B.",
    "Factura F001-00004821 por S/ 3,540.00, vence el 30/06/2034.",
    "La clave es llegar temprano a Huanchaco antes de que cambie el viento.",
    "Password: ******** (hidden, ask Renzo)",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/mochica/ishida", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "4471", "purchase_order": "OC-2034-00731"}',
    '{"lot": {"id": "LOT-2034-CHAO-0311", "weight_kg": 5, "brix": 4.2}}',
    '{"phone": "+51 44 29 1834", "city": "Trujillo", "postcode": "13001"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "boxes_in_stock": 2214}',
    '{"hs_code": "0709.20", "origin": "PE", "description": "fresh asparagus"}',
    '{"booking": "HUA-2034-0412", "coords": [-8.078, -79.121], "pin_required": false}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
