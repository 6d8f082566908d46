# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-sixty-fifth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and sixty-first's
docstring, the fifth to four hundred and sixty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (462, 463, 464), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (465_335_985), password words (a
locomotive part or a tree of the Andes with a year and a sign, `Caldera1922!`; dot-joined stations
with a number, `nahuelpan.leleque.75`; leet `Tr0ch1t4#88`; a person and a place, `Assunta@Trevelin47`;
the ski run and a number, `Hoya-Lenga-2031`; random runs).

The fictional companies are the Compañía Vaporera Cordillerana S.R.L. of Esquel (an invented
operator of tourist runs on the narrow-gauge line to Nahuel Pan, with a workshop of its own), the
Casa de Té La Cascada (an invented Welsh tea house in Trevelin), Futa Aguas Bravas (an invented
rafting outfit in Futaleufú, Chile) and the Escuela Nieve Azul (an invented ski school at La
Hoya). Staff and neighbours: Lucía "Lu" Cañumil (ticketing and IT at the Vaporera, Esquel Spanish
as texted), Joaquín "Joaco" Retamal (a Chilean rafting guide), nonna Assunta Bertolotti (an Italian
grandmother of the valley), Thiago Albuquerque (a Brazilian ski instructor at La Hoya) and Gareth
Lloyd Pérez (the English-speaking boiler fitter who writes the runbooks). Every company, person,
domain (`vaporera.lan`, `taller.vaporera.lan`, `lacascada.example`, `futabravas.example`,
`nieveazul.example`), account and number is invented; only the region is real. Texts: WhatsApp
chats, SMS, tickets, notes to self, runbooks, e-mails, shell history, env and config files, URLs,
voice-note transcripts and requests to the assistant; separators: a colon, `=`, `->`, `→`, a dash,
`es`, `è`, `é`, `is`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 461, grep -l): none for `Trochita`, `Futaleufú`, `La Hoya`, `vos sos`,
`nonnina`, `tesoro mio`, `IBAN VA`; one for `MercadoPago`, `IBAN PT`, `IBAN GB`, `IBAN CH`,
`chaval`, `torta galesa`; two for `Esquel`, `Tehuelche`, `cara, a senha`; three to nine for
`Trevelin`, `Ushuaia`, `Chubut`, `Mural`, `PagBank`, `IBAN IT`, `IBAN SM`, `bacán`, `nonna`,
`Asaas`, `PagSeguro`, `Welsh tea`; eleven to twenty for `IBAN BR`, `beleza`, `cachai`, `Nahuel`,
`Hipercard`, `APP_USR-`, `Ualá`, `parola d'ordine`; twenty-three to thirty-six for `cl.rut`,
`CUIL`, `it.codicefiscale`, `br.cpf`, `ar.cbu`, `Naranja`, `it.iva`, `ar.cuit`, `codice fiscale`,
`br.cnpj`; forty and more for `Cabal`, `Elo`, `mano`, and a hundred and eighteen for `senha`.
Languages: about half English, config or shell; the rest in the Spanish of Esquel as texted
(voseo, `che`, `posta`, `re`, `dale`, `tenés`, `mirá`, `q`, `xq`, `bue`), the Chilean Spanish of a
Futaleufú rafting guide (`weón`, `cachai`, `al tiro`, `po`, `bacán`, `la raja`, `pucha`), the
Italian of a nonna (`tesoro`, `amore`, `allora`, `eh`, `ma dai`, `la parola d'ordine`, voice notes
with no punctuation) and the Brazilian Portuguese of a ski instructor (`cara`, `beleza`, `valeu`,
`tipo`, `mano`, `vc`, `pq`, `tá`, `né`). The Esquel texting is close to what I know; the Chilean
guide's turns, the nonna's voice notes and the instructor's slang are partly my guesses.
Vendors: the invented TrochiTix, NieveAzul Pass, RaftLog, CordilleraSMS and TéCaja under the words
around their keys, plus the MercadoPago, GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS,
Google, Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear,
Grafana, Vault, Postman, Doppler, Sentry, Supabase, Tailscale, New Relic, Groq, Replicate,
Perplexity, Databricks, Pulumi, Docker Hub, Brevo, Mailgun, HubSpot, Figma and Notion shapes. Ids:
Argentina's CUIT, CUIL, DNI and CBU, Chile's RUT, Italy's codice fiscale and partita IVA, Brazil's
CPF and CNPJ, each drawn until its `stdnum` module validates it (the DNI, which has no check
digit, by its format only), and a passport number, unchecked. IBANs of the Holy See, Portugal, the
United Kingdom, Switzerland, Italy, San Marino and Monaco, checked with `stdnum.iban`; seed
phrases from `mnemonic`'s English, Spanish, Italian and Portuguese lists, each checked with
`Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Naranja, Cabal, Elo and Hipercard
prefixes).
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
from stdnum.cl import rut as cl_rut
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 465_335_985
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
Maker = v.Maker
_r, _j = v.r, v.token

_LOCO = ["Caldera", "Baldwin", "Henschel", "Fogonero", "Silbato", "Chimenea", "Tender", "Zorra",
         "Vaporcito", "Trochita", "Biela", "Manometro"]  # fmt: skip
_TREES = ["Alerce", "Lenga", "Coihue", "Calafate", "Maiten", "Radal", "Arrayan", "Nire",
          "Pehuen", "Huemul"]  # fmt: skip
_STOPS = ["esquel", "nahuelpan", "leleque", "trevelin", "cholila", "epuyen", "corcovado",
          "futaleufu", "lahoya", "percy", "ingjacobacci", "cerrocondor"]  # fmt: skip
_PEOPLE = ["Assunta", "Lucia", "Joaco", "Thiago", "Gareth", "Nonna", "Lu", "Retamal"]
_SYM = "!#$%&*?@+="
_LEET = ["Tr0ch1t4", "B4ldw1n", "C4ld3r4", "V4p0r", "L3ng4", "Fut4l3uf0", "N13v3"]


def _pick(rng: random.Random) -> str:
    """One password, the way people in the valley pick them."""
    k = rng.randrange(8)
    if k == 0:
        return f"{rng.choice(_LOCO + _TREES)}{rng.randrange(1922, 2040)}{rng.choice(_SYM)}"
    if k == 1:
        a, b = rng.sample(_STOPS, 2)
        return f"{a}.{b}.{rng.randrange(10, 100)}"
    if k == 2:
        return f"{rng.choice(_LEET)}{rng.choice(_SYM)}{rng.randrange(10, 100)}"
    if k == 3:
        place = rng.choice(["Trevelin", "Esquel", "Futa", "LaHoya", "Nahuelpan"])
        return f"{rng.choice(_PEOPLE)}@{place}{rng.randrange(10, 100)}"
    if k == 4:
        return f"Hoya-{rng.choice(_TREES)}-{rng.randrange(1000, 10_000)}"
    if k == 5:
        return _r(rng, ALNUM, 14) + rng.choice(_SYM)
    if k == 6:
        return f"{rng.choice(_TREES).lower()}{rng.choice(_LOCO)}{rng.randrange(100, 1000)}"
    return _r(rng, UPPER, 2) + _r(rng, LOWER, 5) + _r(rng, D, 3) + rng.choice(_SYM)


def _plain(rng: random.Random) -> str:
    """A password that a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pick, lambda s: all(c in ALNUM + "._-" for c in s))


def _family(cls: str, templates: list[str], make: Maker) -> Callable[..., list[Sample]]:
    """A class: ``templates`` (each holds ``{pw}``, the planted value) filled in turn."""

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = v.until(rng, make, lambda s: s not in seen and s not in _CLEAN_BLOB)
            seen.add(secret)
            out.append(Sample(cls, template.replace("{pw}", secret), secret))
        return out

    return take


# --- labelled passwords -------------------------------------------------------------------
_LABELLED = [
    "Note to self: Vaporera ticket office PC, password: {pw}",
    "Gareth's runbook, step 3: log into the boiler telemetry box (password = {pw})",
    "Ticket #TRO-2291: reset the Nahuel Pan kiosk password to {pw} as agreed.",
    "Email from Lu: the new admin password for the booking site is {pw}",
    "the workshop NAS password -> {pw}",
    "Password for the Leleque station tablet - {pw}",
    "Assistant, please remember that the tea house POS password is {pw}.",
    "Reminder: La Cascada back office password changed to {pw}",
    "SMS: Vaporera alert console password: {pw}",
    "Runbook: timetable server, local admin\npassword\n{pw}",
    "che lu, la contraseña del sistema de boletería es {pw}",
    "Lu: mirá, la clave del wifi del taller nuevo es {pw} posta no la pases",
    "bue, te paso la contra del mail de ventas: {pw}",
    "Lu (audio transcripto): la contraseña de la compu de la boletería es {pw} dale",
    "che la clave de la caja registradora quedó {pw}, anotala",
    "Lu: tenés q entrar con la contraseña {pw} xq la otra la cambié",
    "re importante: contraseña de la cuenta del banco del tren -> {pw}",
    "Lu: la clave del panel de la trochita es {pw}, no le digas a nadie eh",
    "Joaco: weón la contraseña del computador de la base es {pw}, cachai",
    "Joaco: la clave del wifi de la bodega de balsas es {pw} po",
    "Joaco (nota de voz): ya po la contraseña nueva del RaftLog es {pw} al tiro la cambias",
    "Joaco: pucha se me olvidaba, la clave del correo de reservas: {pw}",
    "Joaco: oye la contraseña de la radio base quedó como {pw}, bacán",
    "Joaco: contraseña del notebook de guías -> {pw}",
    "Nonna Assunta: tesoro la password del computer è {pw} non dirla a nessuno",
    "nonna (messaggio vocale): allora amore la parola d'ordine della banca è {pw} hai capito",
    "Nonna: la password della posta è {pw}, me l'ha messa tuo cugino",
    "nonna Assunta: eh la password del tablet è sempre {pw} ma dai te l'ho già detto",
    "Nonna: amore la parola chiave del wifi di casa è {pw}",
    "nonna: la mia password per il Facebook è {pw}, scrivila tu",
    "Thiago: cara, a senha do computador da escola é {pw}",
    "Thiago: mano a senha do wifi do refúgio é {pw} valeu",
    "Thiago (áudio): tipo a senha nova do sistema de aulas tá {pw} beleza",
    "Thiago: a senha do e-mail da Nieve Azul -> {pw}",
    "Thiago: vc anota aí, senha do notebook: {pw} pq eu esqueço",
    "Thiago: a senha do Pix da escola é {pw}, né",
    "Password: {pw}",
    "ADMIN PASSWORD: {pw}",
    "password is {pw}",
    "Lu: clave del router del andén: {pw}",
    "Gareth: firebox camera login password is {pw} until we rotate it",
    "The password for the ticket printer web page is now {pw}.",
    "Slack #taller, Gareth: superheater logger pwd: {pw}",
    "Keep this: Vaporera payroll portal password = {pw}",
    "Joaco: la password del gopro es {pw} weón",
    "Thiago: senha do cofre dos esquis = {pw}",
    "Nonna: la password del telefonino nuovo → {pw}",
    "Lu: contraseña → {pw}",
    "passwd for the signal box laptop: {pw}",
    "Gareth, voice note: the password is {pw}, capital as written.",
    "Lu: contra de la cuenta de la trochita en el banco: {pw} xq me la pidió el contador",
    "Joaco: pass del instagram de la empresa es {pw} cachai",
    "Thiago: password do instagram da escola: {pw} valeu",
    "nonna: password del conto: {pw}",
    "Assistant: store the La Cascada wifi router password, it is {pw}",
    "Ticket #TRO-2318 (closed): temporary password set to {pw}, user must change on login.",
]  # fmt: skip

# --- vendor tokens (published shapes) -----------------------------------------------------
_VENDORS: list[tuple[str, Maker]] = [
    ("MercadoPago access token for the ticket site: {pw}", _j("APP_USR-", (D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9))),
    ("GITHUB_TOKEN={pw}", _j("ghp_", (ALNUM, 36))),
    ("Lu: che el token de github del repo de horarios es {pw}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("gitlab runner token: {pw}", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot for #taller alerts: {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe live key of La Cascada's web shop: {pw}", _j("sk_live_", (ALNUM, 99))),
    ("Thiago: cara, a chave da OpenAI pro bot da escola é {pw}", _j("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74))),
    ("ANTHROPIC_API_KEY={pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER + "234567", 16))),
    ("Google Maps key for the route map: {pw}", _j("AIza", (URLSAFE, 35))),
    ("Joaco: el token de hugging face pa'l traductor es {pw} po", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key SID for the SMS reminders: {pw}", _j("SK", (HEX, 32))),
    ("Nonna: il bot del telegram del coro, token {pw} me l'ha dato il nipote", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("~/.pypirc password = {pw}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
    ("Shopify admin token for the souvenir shop: {pw}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", _j("dop_v1_", (HEX, 64))),
    ("Linear key for the workshop board: {pw}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account token: {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("export VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 90))),
    ("Postman key (Gareth): {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("Lu: el auth token de sentry es {pw}", _j("sntrys_", (URLSAFE, 120))),
    ("Supabase access token: {pw}", _j("sbp_", (HEX, 40))),
    ("tailscale up --auth-key={pw}", _j("tskey-auth-", (ALNUM, 12), "CNTRL-", (ALNUM, 33))),
    ("NEW_RELIC_API_KEY={pw}", _j("NRAK-", (UPPER + D, 27))),
    ("Joaco: la key de groq es {pw} weón, no la subas", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={pw}", _j("r8_", (ALNUM, 37))),
    ("Thiago: chave da perplexity -> {pw}", _j("pplx-", (ALNUM, 48))),
    ("databricks token for the ridership notebook: {pw}", _j("dapi", (HEX, 32))),
    ("PULUMI_ACCESS_TOKEN={pw}", _j("pul-", (HEX, 40))),
    ("docker login -u vaporera --password {pw}", _j("dckr_pat_", (URLSAFE, 27))),
    ("Brevo key for the newsletter: {pw}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("MAILGUN_API_KEY={pw}", _j("key-", (HEX, 32))),
    ("HubSpot private app token (La Cascada): {pw}", lambda g: "pat-na1-" + v.uuid4(g)),
]  # fmt: skip

# --- invented vendors ----------------------------------------------------------------------
_INVENTED = [
    "TrochiTix API key: {pw}",
    "clave de API de TrochiTix para la boletería: {pw}",
    "Lu: che la API key de NieveAzul Pass es {pw}",
    "Integraciones › RaftLog: {pw}",
    "RaftLog integration broken, current key {pw}",
    "Joaco: la llave API del RaftLog es {pw} po",
    "Thiago: a chave de API do NieveAzul Pass é {pw}",
    "Nonna: la chiave API della TéCaja è {pw}, la vuole il commercialista",
    "CordilleraSMS API key = {pw}",
    "API key de CordilleraSMS: {pw}",
    "TéCaja POS integration: key {pw}",
    "Settings › Integrations › TrochiTix: {pw}",
    "NieveAzul Pass key for the lift gates: {pw}",
    "the CordilleraSMS integration key is {pw}",
    "chave API do RaftLog -> {pw}",
]


def _invented_key(rng: random.Random) -> str:
    k = rng.randrange(3)
    return (
        _r(rng, HEX, 32 + 8 * rng.randrange(2))
        if k == 0
        else v.uuid4(rng)
        if k == 1
        else _r(rng, ALNUM, 36)
    )


# --- CLI passwords ------------------------------------------------------------------------
_CLI = [
    "$ sshpass -p '{pw}' ssh gareth@taller.vaporera.lan",
    "mysql -u boleteria -p{pw} -h db.vaporera.lan trochita",
    "redis-cli -h cache.vaporera.lan -a {pw} ping",
    "curl -u lucia:{pw} https://tix.vaporera.lan/api/reservas",
    "docker login registry.vaporera.lan -u ci -p {pw}",
    "htpasswd -b /etc/nginx/.htpasswd taller {pw}",
    "smbclient //nas.vaporera.lan/planos -U gareth%{pw}",
    "zip -P {pw} planos_caldera.zip *.dwg",
    "7z a -p{pw} fotos_1922.7z fotos/",
    "openssl enc -aes-256-cbc -in horarios.csv -out horarios.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c nomina.ods",
    "plink -ssh -pw {pw} pi@telemetria.vaporera.lan",
    "xfreerdp /v:caja.lacascada.example /u:caja /p:{pw}",
    "sqlcmd -S sql.vaporera.lan -U sa -P {pw}",
    "ldapsearch -x -D cn=admin,dc=vaporera,dc=lan -w {pw} -b dc=vaporera,dc=lan",
    "mosquitto_pub -h mqtt.vaporera.lan -u caldera -P {pw} -t boiler/pressure -m 9.2",
    "lftp -u fotos,{pw} ftp.lacascada.example",
    "ipmitool -I lanplus -H 10.4.0.9 -U ADMIN -P {pw} power status",
    "rabbitmqctl add_user boleteria {pw}",
    "keytool -importcert -alias tix -keystore tix.jks -storepass {pw}",
    "echo '{pw}' | sudo -S systemctl restart trochitix",
    "mongosh mongodb://rafting.lan/raftlog -u joaco -p {pw}",
    "Joaco: corre esto al tiro: sshpass -p {pw} scp fotos.zip guia@futabravas.example:/srv",
]  # fmt: skip

# --- login pairs ---------------------------------------------------------------------------
_LOGINS = [
    "login: gareth / {pw}",
    "creds lucia:{pw}",
    "usuario: boleteria, contraseña: {pw}",
    "Lu: entrá con usuario lcanumil y clave {pw}",
    "Joaco: usuario guia01 y la contraseña {pw} po",
    "Nonna: utente assunta.b password {pw}",
    "Thiago: usuário thiago.alb, senha {pw}",
    "sign in as taller with {pw}",
    "root:{pw}",
    "admin / {pw}",
    "u=caja p={pw}",
    "joaco@futabravas.example:{pw}",
    "| user | password |\n| --- | --- |\n| ventas | {pw} |",
    "creds for the tea house camera are admin and {pw}",
    "Wiki › Taller › iDRAC: root — {pw}",
    "Lu: user: boleteria2 / pass: {pw}",
    "Thiago: login escola e senha {pw}, beleza",
    "Nonna: il nome è nonna.assunta e la password {pw}",
]

# --- national ids and numbers --------------------------------------------------------------


def _cuit(rng: random.Random, prefixes: tuple[str, ...]) -> str:
    number = v.until(rng, lambda g: g.choice(prefixes) + _r(g, D, 9), ar_cuit.is_valid)
    return str(ar_cuit.format(number))


def _cbu(rng: random.Random) -> str:
    return v.until(rng, lambda g: _r(g, D, 22), ar_cbu.is_valid)


def _rut(rng: random.Random) -> str:
    number = v.until(
        rng, lambda g: str(g.randrange(5_000_000, 26_000_000)) + g.choice(D + "K"), cl_rut.is_valid
    )
    return str(cl_rut.format(number))


def _dni(rng: random.Random) -> str:
    number = v.until(rng, lambda g: str(g.randrange(10_000_000, 50_000_000)), ar_dni.is_valid)
    return f"{number[:2]}.{number[2:5]}.{number[5:]}"


def _codice_fiscale(rng: random.Random) -> str:
    def make(g: random.Random) -> str:
        day = g.randrange(1, 29) + g.choice([0, 40])
        town = g.choice(["L219", "B157", "D969", "Z600", "F205"])
        body = (
            _r(g, UPPER, 6)
            + f"{g.randrange(30, 60):02d}"
            + g.choice("ABCDEHLMPRST")
            + f"{day:02d}"
            + town
        )
        return body + it_cf.calc_check_digit(body)

    return v.until(rng, make, it_cf.is_valid)


def _partita_iva(rng: random.Random) -> str:
    return v.until(
        rng, lambda g: _r(g, D, 7) + f"{g.randrange(1, 101):03d}" + g.choice(D), it_iva.is_valid
    )


def _cnpj(rng: random.Random) -> str:
    number = v.until(rng, lambda g: _r(g, D, 8) + "0001" + _r(g, D, 2), br_cnpj.is_valid)
    return str(br_cnpj.format(number))


_IDS: list[tuple[str, Maker]] = [
    ("CUIT de la Vaporera: {pw}", lambda g: _cuit(g, ("30",))),
    ("Lu: mi CUIL es {pw}, para el recibo", lambda g: _cuit(g, ("27",))),
    ("CUIL del maquinista -> {pw}", lambda g: _cuit(g, ("20",))),
    ("Lu: che pasame tu DNI... dale: DNI {pw}", _dni),
    ("DNI del pasajero: {pw}", _dni),
    ("CBU para el pago de la caldera nueva: {pw}", _cbu),
    ("Lu: el CBU de la cuenta del tren es {pw}", _cbu),
    ("Joaco: mi RUT es {pw} po, pa'l contrato", _rut),
    ("RUT Futa Aguas Bravas: {pw}", _rut),
    ("Joaco: el rut del guía nuevo {pw}", _rut),
    ("Nonna: tesoro il mio codice fiscale è {pw}", _codice_fiscale),
    ("codice fiscale: {pw}", _codice_fiscale),
    ("nonna (vocale): allora il codice fiscale del nonno è {pw} ce l'hai", _codice_fiscale),
    ("Partita IVA dell'agriturismo dello zio: {pw}", _partita_iva),
    ("Thiago: meu CPF é {pw}", v.cpf_number),
    ("CPF do aluno: {pw}", v.cpf_number),
    ("Thiago: o CNPJ da escola lá no Brasil é {pw}", _cnpj),
    ("Tax id (CUIT) on the Baldwin parts invoice: {pw}", lambda g: _cuit(g, ("33",))),
    ("Thiago: número do passaporte {pw}, vence em 2031", _j((UPPER, 2), (D, 6))),
    ("Gareth's passport number: {pw}", _j((D, 9))),
]  # fmt: skip

# --- PIN codes -----------------------------------------------------------------------------
_PINS = [
    "Lu: el código del candado del galpón es {pw}",
    "PIN de la tarjeta de la caja chica: {pw}",
    "Joaco: la clave del candado de los remos es {pw} po",
    "Joaco: el pin del celular de la base {pw}",
    "Nonna: il codice del bancomat è {pw}, non dirlo al nonno",
    "nonna: il PIN della SIM → {pw}",
    "Thiago: o PIN do cartão é {pw}",
    "Thiago: código do cadeado do armário dos esquis: {pw}",
    "Workshop alarm code: {pw}",
    "The gate code for the Nahuel Pan yard is {pw}#",
    "PIN {pw}",
    "keypad at the engine shed -> {pw}",
    "Lu: la clave del portón del andén es {pw}, la cambiaron ayer",
    "Gareth: safe in the boiler office, code {pw}",
    "Thiago: a senha do cadeado é {pw} tá",
    "Nonna: il numero segreto della cassaforte è {pw}",
    "padlock on the coal bunker: {pw}",
    "Joaco: código de la alarma de la bodega {pw}",
]


def _pin(rng: random.Random) -> str:
    return _r(rng, D, rng.choice([5, 6, 6, 7, 8]))


# --- cards and card codes --------------------------------------------------------------------
_BRANDS = [("4", 16), ("51", 16), ("55", 16), ("37", 15), ("589562", 16), ("604201", 16),
           ("636368", 16), ("606282", 16), ("2221", 16), ("4", 13)]  # fmt: skip


def _card_number(rng: random.Random) -> str:
    prefix, length = rng.choice(_BRANDS)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    return v.grouped(number, rng.choice([" ", "-", "", " "]), rng)


_CARDS = [
    "Lu: la tarjeta de la empresa es {pw} vence 08/29",
    "card number: {pw}",
    "Joaco: pásame la plata a la tarjeta {pw} po",
    "Nonna: il numero della carta è {pw}",
    "Thiago: o número do cartão é {pw}",
    "Naranja de la Vaporera {pw}",
    "Visa for the Baldwin spares order: {pw} exp 03/30",
    "Thiago: cartão Elo {pw} validade 11/28",
    "Lu: tarjeta Cabal {pw}",
    "nonna (vocale): amore la carta è {pw} scadenza dodici ventinove",
    "Amex {pw}, billing address Esquel",
    "Hipercard do Thiago: {pw}",
    "tarjeta: {pw}",
    "Gareth: company Mastercard {pw} for the coal order",
    "Joaco: número tarjeta {pw}",
    "payment card on file {pw}",
]
_CVVS = [
    "código de seguridad: {pw}",
    "Lu: los 3 números de atrás son {pw}",
    "Nonna: le tre cifre dietro la carta sono {pw}",
    "Thiago: código de segurança (CVV) {pw}",
    "security code on the back: {pw}",
    "CVV {pw}",
    "Joaco: el cvv es {pw} po",
    "the three digits on the back are {pw}",
]

# --- IBANs -----------------------------------------------------------------------------------
_IBAN_SHAPES = {"VA": "n" * 18, "PT": "n" * 21, "GB": "aaaa" + "n" * 14, "CH": "n" * 5 + "c" * 12,
                "IT": "a" + "n" * 10 + "c" * 12, "SM": "a" + "n" * 10 + "c" * 12,
                "MC": "n" * 10 + "c" * 11 + "nn"}  # fmt: skip
_IBANS = [
    ("Nonna: l'IBAN del conto della parrocchia è {pw}", "VA"),
    ("IBAN (Holy See account, choir donation): {pw}", "VA"),
    ("Thiago: o IBAN da minha conta em Portugal é {pw}", "PT"),
    ("IBAN PT: {pw}", "PT"),
    ("Gareth: my UK account for the refund, IBAN {pw}", "GB"),
    ("La Cascada's supplier in Cardiff, IBAN -> {pw}", "GB"),
    ("IBAN for the Swiss boiler inspector: {pw}", "CH"),
    ("Lu: el IBAN del proveedor suizo es {pw}", "CH"),
    ("Nonna: tesoro l'IBAN del cugino a Biella è {pw}", "IT"),
    ("IBAN IT {pw}", "IT"),
    ("nonna: IBAN di San Marino della zia → {pw}", "SM"),
    ("IBAN SM: {pw}", "SM"),
    ("Joaco: el IBAN del cliente de Mónaco {pw}", "MC"),
    ("IBAN Monaco (rafting group deposit): {pw}", "MC"),
]


def _iban(rng: random.Random, country: str) -> str:
    number = v.iban_shaped(rng, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return v.iban_spaced(number) if rng.random() < 0.5 else number


# --- seed phrases ----------------------------------------------------------------------------
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "italian", "portuguese")}


def _seed(rng: random.Random, lang: str) -> str:
    words = rng.choice([12, 12, 15, 18, 24])
    bits = {12: 16, 15: 20, 18: 24, 21: 28, 24: 32}[words]
    phrase = str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(bits))))
    assert _MNEMO[lang].check(phrase)
    return phrase


_SEEDS = [
    ("seed phrase of the donations wallet: {pw}", "english"),
    ("Gareth's Ledger backup words:\n{pw}", "english"),
    ("recovery phrase {pw}", "english"),
    ("Lu: las palabras de recuperación de la billetera son {pw}", "spanish"),
    ("frase semilla: {pw}", "spanish"),
    ("Joaco: weón las 12 palabras de la wallet: {pw}", "spanish"),
    ("Nonna: le parole della chiave del portafoglio bitcoin del nipote sono {pw}", "italian"),
    ("frase di recupero: {pw}", "italian"),
    ("Thiago: as palavras de recuperação da carteira são {pw}", "portuguese"),
    ("frase de recuperação -> {pw}", "portuguese"),
    ("Assistant, save my MetaMask secret recovery phrase: {pw}", "english"),
    ("Lu (audio): la seed es {pw}, anotala en papel", "spanish"),
    ("Thiago: seed da carteira: {pw}", "portuguese"),
    ("nonna: parole segrete: {pw}", "italian"),
]

# --- wifi ------------------------------------------------------------------------------------
_WIFI = [
    "wifi Andén Esquel / {pw}",
    "Network: Trochita-Taller-5G / {pw}",
    "WIFI:S:LaCascada-Te;T:WPA;P:{pw};;",
    "Lu: red Boleteria Vaporera, clave {pw}",
    "Joaco: la red es FutaBravas Base y la clave {pw}",
    "Nonna: il wifi si chiama Casa Bertolotti e la password è {pw}",
    "Thiago: rede Refugio La Hoya, senha {pw}",
    "wifi password for the tea room: {pw}",
    "SSID: NahuelPan-Kiosko\nWPA2 key: {pw}",
    "Lu: clave del wifi de la estación -> {pw}",
    "network (Taller-Caldera-2G) uses {pw}",
    "Joaco: clave wifi de la camioneta {pw} po",
    "Thiago: senha do wifi da escola Nieve Azul: {pw}",
    "nonna: la chiave del wifi → {pw}",
]


def _wifi_key(rng: random.Random) -> str:
    k = rng.randrange(3)
    if k == 0:
        return _plain(rng)
    if k == 1:
        return "".join(w.capitalize() for w in rng.sample(_STOPS, 3)) + str(rng.randrange(10, 100))
    return _r(rng, ALNUM, 16)


# --- OTP codes -------------------------------------------------------------------------------
_OTPS = [
    "Tu código de verificación de MercadoPago es {pw}. No lo compartas.",
    "{pw} es tu código de Ualá",
    "Lu: me llegó el código {pw}, ingresalo vos",
    "Joaco: el código de verificación es {pw} po, rápido",
    "Il tuo codice di verifica è {pw}",
    "Nonna: mi è arrivato un messaggio col codice {pw}, cosa ne faccio",
    "Seu código de verificação é {pw}",
    "Thiago: cara o código do banco chegou: {pw}",
    "Your Vaporera sign-in code is {pw}",
    "Use {pw} to sign in to TrochiTix",
    "verification code: {pw}",
    "{pw} is your login code",
    "código de acceso: {pw}",
    "one-time code {pw}, valid 5 minutes",
]


def _otp(rng: random.Random) -> str:
    code = _r(rng, D, 6)
    k = rng.randrange(4)
    return f"{code[:3]} {code[3:]}" if k == 0 else f"{code[:3]}-{code[3:]}" if k == 1 else code


# --- hex keys, bare tokens, config files, URLs, JWTs, PEMs ----------------------------------
_HEXES = [
    "AES_KEY={pw}",
    "LoRa AppKey for the boiler sensor: {pw}",
    "Lu: la clave de cifrado de los backups es {pw}",
    "encryption key (tix backups): {pw}",
    "MASTER_KEY: {pw}",
    "Joaco: la llave del GPS de las balsas {pw}",
    "Thiago: chave de criptografia -> {pw}",
    "signing secret = {pw}",
    "WEBHOOK_SECRET={pw}",
    "session secret for the booking site: {pw}",
    "{pw}",
    "HMAC key used by the turnstiles: {pw}",
]
_BARE = [
    "Lu: pegá esto donde te dije: {pw}",
    "{pw}",
    "Joaco: ya po, aquí va: {pw}",
    "Thiago: cola isso lá: {pw}",
    "Nonna: il ragazzo mi ha scritto questo {pw} cos'è",
    "paste into the box: {pw}",
    "> {pw}",
    "Lu: {pw} <- eso",
    "ok here it is\n{pw}\nthanks",
    "Gareth: {pw}",
    "token {pw}",
    "Joaco: {pw} cachai",
]


def _bare_token(rng: random.Random) -> str:
    return v.until(
        rng,
        lambda g: _r(g, ALNUM, g.choice([32, 40, 48])),
        lambda s: sum(c.isdigit() for c in s) >= 4,
    )


_CONFIGS = [
    "trochitix/.env:\nDB_HOST=db.vaporera.lan\nDB_USER=tix\nDB_PASSWORD={pw}",
    "config.yml:\ndatabase:\n  user: boleteria\n  password: {pw}",
    "wp-config.php (La Cascada):\ndefine('DB_PASSWORD', '{pw}');",
    "settings.ini:\n[smtp]\nuser = ventas@vaporera.lan\npass = {pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    'raftlog.toml:\n[db]\npassword = "{pw}"',
    "application.properties:\nspring.datasource.password={pw}",
    "~/.pgpass:\ndb.vaporera.lan:5432:trochita:tix:{pw}",
    'nieveazul.json:\n{"smtp": {"user": "aulas", "password": "{pw}"}}',
    "/etc/telemetria.conf:\nmqtt_user=caldera\nmqtt_pass={pw}",
    'terraform.tfvars:\ndb_password = "{pw}"',
    'k8s secret (stringData):\n  ADMIN_PASSWORD: "{pw}"',
]
_URLS = [
    "postgres://tix:{pw}@db.vaporera.lan:5432/trochita",
    "https://gareth:{pw}@git.taller.vaporera.lan/planos.git",
    "mysql://caja:{pw}@sql.lacascada.example/pos",
    "amqp://boleteria:{pw}@mq.vaporera.lan:5672/",
    "redis://:{pw}@cache.vaporera.lan:6379/0",
    "ftp://fotos:{pw}@ftp.futabravas.example/2031",
    "mongodb+srv://joaco:{pw}@raftlog.futabravas.example/raftlog",
    "rtsp://admin:{pw}@10.4.0.21:554/stream1",
    "smb://taller:{pw}@nas.vaporera.lan/planos",
    "Thiago: entra em https://thiago:{pw}@aulas.nieveazul.example/admin",
    "sftp://lu:{pw}@backup.vaporera.lan/",
    "Lu: el link es http://caja:{pw}@impresora.vaporera.lan",
]
_JWTS = [
    "Authorization: Bearer {pw}",
    "TrochiTix session JWT: {pw}",
    "Lu: el token de sesión {pw}",
    "cookie tix_session={pw}",
    "Thiago: o JWT do app da escola {pw}",
    "jwt={pw}",
    "Joaco: este token es del raftlog {pw}",
    "id_token: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://tix.vaporera.lan/api/me",
    "{pw}",
]


def _jwt(rng: random.Random) -> str:
    head = v.b64url({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"})
    body = v.b64url({"sub": rng.choice(_PEOPLE).lower(), "iat": rng.randrange(1_900_000_000, 2_000_000_000),
                     "iss": "tix.vaporera.lan", "role": rng.choice(["caja", "admin", "guia"])})  # fmt: skip
    return f"{head}.{body}.{_r(rng, URLSAFE, 43)}"


_PEM_PLACES = [
    "Gareth's deploy key, ~/.ssh/id_rsa:\n{pw}",
    "Lu: la clave privada del servidor:\n{pw}",
    "tls.key for tix.vaporera.lan\n{pw}",
    "Joaco: la llave del servidor del raftlog\n{pw}",
    "Thiago: chave privada do certificado:\n{pw}",
    "{pw}",
    "ansible vault (decrypted): ssh_key: |\n{pw}",
    "Nonna: il nipote mi ha mandato questo file\n{pw}",
]
_PEM_KINDS = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"]


def _pem_take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _PEM_PLACES, n)):
        kind = _PEM_KINDS[i % len(_PEM_KINDS)]
        lines = [_r(rng, B64, 64) for _ in range(8)] + [_r(rng, B64, 40) + "=="]
        block = "\n".join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
        secret = lines[1 + i % 6]
        seen.add(secret)
        out.append(Sample("pem_private_key", template.replace("{pw}", block), secret))
    return out


# --- backup codes, passphrases, TOTP secrets ---------------------------------------------------
_BACKUPS = [
    "Google backup codes for ventas@vaporera.lan:\n{list}",
    "Lu: los códigos de respaldo de la cuenta del tren: {list}",
    "códigos de recuperación: {list}",
    "Joaco: los códigos de backup del instagram {list}",
    "Nonna: codici di riserva che mi ha dato la banca {list}",
    "Thiago: códigos de backup da conta da escola:\n{list}",
    "2FA recovery codes (GitHub, Gareth):\n{list}",
    "backup codes: {list}",
    "códigos de segurança do Google: {list}",
    "Microsoft account recovery codes {list}",
]


def _backup_take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = v.backup_codes(rng, rng.randrange(5, 9), i % 4)
        joiner = "\n" if "\n{list}" in template else rng.choice([", ", " ", " · "])
        secret = codes[2]
        seen.add(secret)
        out.append(Sample("backup_codes", template.replace("{list}", joiner.join(codes)), secret))
    return out


_PHRASE_WORDS = ["vapor", "andén", "silbato", "caldera", "lenga", "alerce", "nieve", "balsa",
                 "tetera", "carbón", "riel", "durmiente", "calafate", "remo", "bastón", "torta"]  # fmt: skip
_PHRASES = [
    "passphrase: {pw}",
    "Lu: la frase de contraseña del KeePass es {pw}",
    "Bitwarden master passphrase -> {pw}",
    "Joaco: la passphrase del disco es {pw}",
    "Nonna: la frase segreta è {pw}",
    "Thiago: a frase-senha é {pw}",
    "gpg key passphrase = {pw}",
    "Gareth: the wifi passphrase is {pw}",
    "frase de paso del backup: {pw}",
    "the BitLocker passphrase for the ticket laptop is {pw}",
]


def _phrase(rng: random.Random) -> str:
    return rng.choice([" ", "-", " "]).join(rng.sample(_PHRASE_WORDS, 4))


_TOTPS = [
    "otpauth://totp/Vaporera:lucia?secret={pw}&issuer=Vaporera",
    "2FA secret for the tix admin: {pw}",
    "TOTP seed {pw}",
    "Lu: la clave de configuración del 2FA es {pw}",
    "Joaco: si no lee el QR usa esta clave: {pw}",
    "Thiago: chave de configuração do 2FA: {pw}",
    "setup key: {pw}",
    "Nonna: il codice per l'autenticatore è {pw}",
    "manual key for Google Authenticator: {pw}",
    "otpauth://totp/NieveAzul:thiago?issuer=NieveAzul&secret={pw}&digits=6",
]


def _totp(rng: random.Random) -> str:
    return v.totp_secret(rng, spaced=rng.random() < 0.3)


# --- asked then answered, said first, spelled out ------------------------------------------------
_ASKED = [
    "Lu: che, cuál es la clave del router del andén?\nGareth: {pw}",
    "Gareth: what's the boiler logger password?\nLu: {pw}",
    "Joaco: weón, la clave del wifi?\nThiago: {pw}",
    "Thiago: qual é a senha do notebook?\nJoaco: {pw}",
    "Nipote: nonna, qual è la password della banca?\nNonna: {pw}",
    "[09:14] Lu: contraseña de la caja?\n[09:15] Gareth: {pw}",
    "Q: password for the signal box PC?\nA: {pw}",
    "Lu: y la contra del mail? — Joaco: {pw}",
]
_SAID_FIRST = [
    "{pw} — esa es la clave del wifi del taller",
    "Lu: {pw}, esa es la contraseña nueva de la boletería",
    "Joaco: {pw} po, esa es la clave del computador",
    "Nonna: {pw} è la password della posta, tesoro",
    "Thiago: {pw} é a senha do wifi, beleza",
    "type {pw}; that's the admin password for the telemetry box",
    "{pw}, that's what I set for the router",
    "Lu: {pw} le puse a la compu de la caja",
    "Gareth: {pw} is the new password, don't lose it",
    "Thiago: {pw}, coloquei isso no cofre das chaves",
]
_SPELLED_WORDS = ["Fogonero", "Guardabarrera", "Chucao", "Martineta", "Huillin", "Bandurria",
                  "Cauquen", "Choique", "Zorzal", "Tucuquere", "Carpintero", "Pitio"]  # fmt: skip
_SPELLED = [
    "Lu: la clave es la palabra {w} con mayúscula y después {d}",
    "the password is the word {w} followed by {d}",
    "Joaco: es {w}, con la primera en mayúscula, y al final {d}",
    "Nonna: la password è la parola {w} e poi {d}, tutto attaccato",
    "Thiago: a senha é a palavra {w} e depois {d}",
    "voice note: it's {w}{d}, word and number together",
    "Lu (audio): {w}, así, y pegado el número {d}",
    "the name of the bird, {w}, followed by {d}",
    "Joaco: pon {w} y después los números {d} po",
    "Thiago: é {w}{d}, tudo junto",
]


def _spelled_take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    words = rng.sample(_SPELLED_WORDS, n)
    for template, word in zip(v.cycle(rng, _SPELLED, n), words, strict=True):
        number = str(rng.randrange(100, 10_000))
        secret = word + number if "{w}{d}" in template else word
        seen.add(secret)
        out.append(
            Sample("spelled_password", template.replace("{w}", word).replace("{d}", number), secret)
        )
    return out


Taker = Callable[[random.Random, int, set[str]], list[Sample]]


def _slot_family(cls: str, rows: list[tuple[str, Maker]]) -> Taker:
    """Each template with its own maker."""

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for template, make in v.cycle(rng, rows, n):
            secret = v.until(rng, make, lambda s: s not in seen and s not in _CLEAN_BLOB)
            seen.add(secret)
            out.append(Sample(cls, template.replace("{pw}", secret), secret))
        return out

    return take


def _keyed(
    cls: str, rows: list[tuple[str, str]], make: Callable[[random.Random, str], str]
) -> Taker:
    def bound(key: str) -> Maker:
        return lambda g: make(g, key)

    return _slot_family(cls, [(t, bound(key)) for t, key in rows])


_PLAN: list[tuple[Taker, int]] = [
    (_family("labelled_password", _LABELLED, _pick), 56),
    (_slot_family("vendor_token", _VENDORS), 36),
    (_family("invented_vendor_key", _INVENTED, _invented_key), 15),
    (_family("cli_password", _CLI, _plain), 23),
    (_family("login_pair", _LOGINS, _plain), 18),
    (_slot_family("national_id", _IDS), 20),
    (_family("pin_code", _PINS, _pin), 18),
    (_family("card_number", _CARDS, _card_number), 16),
    (_family("card_code", _CVVS, lambda g: _r(g, D, 3)), 8),
    (_keyed("iban", _IBANS, _iban), 14),
    (_keyed("seed_phrase", _SEEDS, _seed), 14),
    (_family("wifi_key", _WIFI, _wifi_key), 14),
    (_family("otp_code", _OTPS, _otp), 14),
    (_family("hex_key", _HEXES, lambda g: _r(g, HEX, g.choice([32, 64]))), 12),
    (_family("bare_token", _BARE, _bare_token), 12),
    (_family("config_password", _CONFIGS, _plain), 12),
    (_family("login_url", _URLS, _plain), 12),
    (_family("jwt", _JWTS, _jwt), 10),
    (_backup_take, 10),
    (_family("passphrase", _PHRASES, _phrase), 10),
    (_family("totp_secret", _TOTPS, _totp), 10),
    (_family("password_asked_answered", _ASKED, _pick), 8),
    (_family("password_said_first", _SAID_FIRST, _pick), 10),
    (_spelled_take, 10),
    (_pem_take, 8),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n, seen)
    return out


# A field that ends in a label → the next field, which starts with the secret ({s}).
_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la contraseña de la boletería es", "{s}", _pick),
    ("split_password", "Lu: clave del wifi del andén:", "{s} (no la pases)", _pick),
    ("split_password", "Joaco: la contraseña del RaftLog es", "{s} po", _pick),
    ("split_password", "Nonna: la password della banca è", "{s}\nnon dirla a nessuno", _pick),
    ("split_password", "Thiago: a senha do notebook é", "{s} valeu", _pick),
    ("split_password", "boiler logger password:", "{s}", _pick),
    ("split_password", "Gareth: the new admin password is", "{s}, rotated today", _pick),
    ("split_password", "contraseña", "{s}", _pick),
    ("split_password", "parola d'ordine:", "{s}", _pick),
    ("split_password", "senha ->", "{s}", _pick),
    ("split_token", "MercadoPago access token", "{s}", _j("APP_USR-", (D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9))),
    ("split_token", "TrochiTix API key:", "{s} (prod)", _j((HEX, 40))),
    ("split_token", "GITHUB_TOKEN=", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_card", "Lu: número de tarjeta", "{s} vence 05/30", _card_number),
    ("split_iban", "IBAN", "{s}", lambda g: _iban(g, "VA")),
    ("split_id", "codice fiscale della nonna:", "{s}", _codice_fiscale),
    ("split_otp", "Tu código de verificación es", "{s}", _otp),
    ("split_passphrase", "KeePass passphrase:", "{s}", _phrase),
    ("split_pin", "Thiago: o PIN do cartão é", "{s}", _pin),
    ("split_seed", "frase semilla de la billetera:", "{s}", lambda g: _seed(g, "spanish")),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLIT:
        secret = v.until(rng, make, lambda s: s not in _CLEAN_BLOB)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


_META: list[tuple[str, str, Maker]] = [
    ('{"boleteria": {"url": "https://tix.vaporera.lan", "admin_password": "{s}"}}', "meta_password", _plain),
    ('{"contraseña": "{s}"}', "meta_password", _plain),
    ('{"account": {"user": "joaco", "clave": "{s}"}}', "meta_password", _plain),
    ('{"senha": "{s}", "usuario": "thiago"}', "meta_password", _plain),
    ('{"nonna": {"password": "{s}"}}', "meta_password", _plain),
    ('{"argv": ["mysql", "-u", "caja", "--password", "{s}", "pos"]}', "meta_password", _plain),
    ('{"note": "la parola d\'ordine è {s}"}', "meta_password", _plain),
    ('{"transcript": "Lu: la contraseña del router es {s} posta"}', "meta_password", _plain),
    ('{"trochitix": {"api_key": "{s}"}}', "meta_token", _j((HEX, 32))),
    ('{"mercadopago_token": "{s}"}', "meta_token", _j("APP_USR-", (D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9))),
    ('{"headers": {"Authorization": "Bearer {s}"}}', "meta_token", _j((ALNUM, 40))),
    ('{"slack": {"bot_token": "{s}"}}', "meta_token", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ('{"payment": {"card_number": "{s}", "exp": "09/31"}}', "meta_card", _card_number),
    ('{"proveedor": {"iban": "{s}"}}', "meta_iban", lambda g: _iban(g, "PT")),
    ('{"pasajero": {"cuit": "{s}"}}', "meta_id", lambda g: _cuit(g, ("20", "27"))),
    ('{"lora": {"app_key": "{s}"}}', "meta_key", _j((HEX.upper(), 32))),
    ('{"mfa": {"backup_codes": ["{s}", "4471-0923", "8820-1174"]}}', "meta_otp", lambda g: f"{_r(g, D, 4)}-{_r(g, D, 4)}"),
    ('{"galpon": {"candado": {"pin": "{s}"}}}', "meta_pin", _pin),
    ('{"wallet": {"seed_phrase": "{s}"}}', "meta_seed", lambda g: _seed(g, "italian")),
    ('{"wifi": {"ssid": "Trochita-Taller-5G", "psk": "{s}"}}', "meta_wifi", _wifi_key),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for text, cls, make in _META:
        secret = v.until(
            rng, make, lambda s: s not in _CLEAN_BLOB and '"' not in s and "\\" not in s
        )
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_COMMIT = hashlib.sha1(b"tix: add Nahuel Pan return trip", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"telemetria: fix pressure units", usedforsecurity=False).hexdigest()[:8]
_SUM = hashlib.sha256(b"trochitix-3.2.1.tar.gz").hexdigest()
_MD5 = hashlib.md5(b"horarios_2031.csv", usedforsecurity=False).hexdigest()
_UUID = "3f6c2a91-7d4e-4b8a-9c12-5e0f7a3b8d64"
_B64 = base64.b64encode(b"not a secret").decode()

CLEAN = [
    "Policy: Vaporera passwords are at least 14 characters and live in the shared vault.",
    "Remind me to change the boiler logger password before the inspection on 2031-11-04.",
    "Please don't paste passwords into the #taller channel; share a vault link.",
    "The `.env.example` line `DB_PASSWORD=changeme` is a placeholder; the real one is in the vault.",
    "Replace <YOUR_TROCHITIX_KEY> in the README with the key from the TrochiTix dashboard.",
    "MERCADOPAGO_ACCESS_TOKEN must be set before the ticket sync runs.",
    "Lu: che, no me pases contraseñas por WhatsApp, usá el gestor",
    "Lu: la contraseña tiene q tener 12 caracteres mínimo, re molesto",
    "Lu: olvidé la clave del mail, la reseteo mañana",
    "Lu: el tren sale 10:00 del andén de Esquel, boletos a $ 38.500",
    "Joaco: weón no me mandes la clave por acá po, pásamela en persona",
    "Joaco: la bajada del Futa sale a las 9, cachai, traigan traje seco",
    "Joaco: la contraseña tiene que ser larga po, mínimo 12",
    "Joaco: pucha, el código del candado lo tiene el jefe, yo no",
    "Nonna: tesoro la password non me la ricordo più, chiamo tuo cugino",
    "Nonna: amore domenica faccio gli gnocchi, venite alle 13",
    "nonna (vocale): allora la banca dice di non dare mai il codice a nessuno hai capito",
    "Nonna: il PIN del bancomat ce l'ha il nonno, io non lo so",
    "Thiago: cara, a senha tem que ter 12 caracteres, né",
    "Thiago: aula de esqui às 10h na pista Lenga, beleza",
    "Thiago: esqueci a senha, vou resetar amanhã",
    "Thiago: nunca passa o código do banco pra ninguém, tá",
    f"commit {_COMMIT} adds the Nahuel Pan return trip to the timetable.",
    f"Rolled back to {_SHORT} after the pressure units broke the dashboard.",
    f"trochitix-3.2.1.tar.gz sha256: {_SUM}",
    f"MD5 of horarios_2031.csv is {_MD5}.",
    f"Request id {_UUID} is the slow one in the TrochiTix logs.",
    "Order #VC-2031-00417: 2 tickets Esquel → Nahuel Pan, paid.",
    "Tracking number AR 418 223 905 for the Baldwin gauge glass from Buenos Aires.",
    "Call the ticket office on +54 2945 45-1180 before noon.",
    "Joaco: llámame al +56 9 6123 4471 po",
    "Thiago: meu zap é +55 48 99812-3340",
    "Upgraded TrochiTix from 3.1.4 to 3.2.1 and Python to 3.12 on the weekend.",
    "Card ending •••• 4417 was declined at the tea house.",
    "Tarjeta terminada en 8802, rechazada en la boletería.",
    "The boiler runs at 9.5 bar; the 1922 Baldwin pulls four coaches.",
    "La Trochita: 750 mm gauge, 165 km from Ingeniero Jacobacci to Esquel.",
    "The password field on the booking page must show a strength meter.",
    "After five wrong passwords the TrochiTix admin locks for 20 minutes.",
    "The PIN pad at the tea house is broken; card payments by QR only.",
    "Print the 2FA backup codes for the ventas account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "The guest wifi 'Vaporera-Invitados' is open, no password needed.",
    "API key rotation for TrochiTix is scheduled for Friday.",
    "token: see the vault entry vaporera/tix",
    "password: ask Lu, it's in the manager",
    "Lu: contraseña: la de siempre, la del gestor",
    "La contraseña es incorrecta.",
    "La password è sbagliata, riprova.",
    "A senha está incorreta.",
    "Passenger manifest for 12/03: 48 adults, 9 children, 2 bicycles.",
    "Coal delivery: 3.2 t, invoice FC-A 0004-00012877, due 2031-12-01.",
    "Ski pass season 2031: ARS 410.000, rental included.",
    "Futaleufú level IV: put-in at 09:30, take-out at Puente Azul.",
    f"Base64 of the test string: {_B64}",
    "Ticket #TRO-2402: the Leleque kiosk printer jams on long receipts.",
    "ISBN 978-987-1234-56-7 is the railway history book in the shop.",
    "The codice fiscale field on the form is optional for tourists.",
    "Enter your CUIT without dashes on the invoice form.",
    "The IBAN goes on the invoice without spaces; the bank wants it that way.",
]  # fmt: skip
_CLEAN_BLOB = "\n".join(CLEAN)

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/vaporera/tix", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_SUM}", "package": "trochitix", "version": "3.2.1"}}',
    '{"order": "VC-2031-00417", "tickets": 2, "route": "Esquel-Nahuel Pan"}',
    '{"phone": "+54 2945 45-1180", "city": "Esquel"}',
    '{"mfa_enabled": true, "backup_codes_left": 7}',
    f'{{"request_id": "{_UUID}", "status": 200}}',
    '{"card_last4": "4417", "brand": "visa"}',
    '{"boiler": {"pressure_bar": 9.5, "engine": "Baldwin 1922"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
