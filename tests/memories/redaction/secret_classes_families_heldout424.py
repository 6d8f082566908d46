# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-twenty-fourth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and twenty-first's
docstring, the fifth to four hundred and twenty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (422, 423, 425), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (424_813_276), password words (a
Cayman reef or bird word, a fish and a number with a sign, `SilverthatchWahoo58#`; dot-joined
words with a year, `grouper.bluff.2031`; leet `C4ym4n1t3$Brac61`; random runs with a sign;
dashed generator groups; a person and a district, `Delvin@Bodden2034`).

The fictional company is Blue Iguana Leisure & Fund Services Ltd. of the Cayman Islands: the
Sandbar Reef Dive Lodge (an invented dive resort on Seven Mile Beach), Hibiscus Fund Administration
(an invented fund administrator on an invented Harbour Lane, George Town) and the Spotts Bluff
Charter (an invented fishing charter on Cayman Brac). Staff: Delvin Ebanks-Bodden (IT), Miss
Verna Connolly (the Brac captain's mother, who texts in Caymanian English and Creole), Kemar
Blackwood and Shanice Reid (Jamaican groundsmen who text in Patois), Maricel Dizon and Jun-Jun
Ocampo (housekeeping and front desk, who text in Tagalog and Taglish), Nery Zelaya (a Honduran
deckhand from La Ceiba who texts in Honduran Spanish) and Thiago Moura (the Brazilian bartender,
who texts in Brazilian Portuguese). Every company, person, address, domain (`blueiguana.lan`,
`sandbarreef.example`, `hibiscus-fa.example`, `spottsbluff.example`), account and number is
invented; only the region is real. Texts: WhatsApp chats, tickets, notes, runbooks, shell history,
config and env files, URLs, voice-note transcripts, SMS and requests to the assistant;
separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `::`, a tab, `is`, `a`, `ay`, `es`, `é`,
`—`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 421, grep -l): none for `Cayman`, `Seven Mile`, `George Town`,
`Caymanian`, `Rum Point`, `Bodden`, `Twelve Labs`; one for `IBAN HN`, `IBAN GT`, `Stingray`,
`Ebanks`, `cusip`, `Braintree`, `Firecrawl`, `Fastly`, `Convex`, `WorkOS`, `Tavily`,
`Browserbase`, `Marqeta`, `Dwolla`, `Checkout.com`, `Refinitiv`, `Sanity`, `Storyblok`; two to
six for `sedol`, `IBAN SV`, `IBAN FK`, `IBAN VG`, `sv.nit`, `gt.nit`, `Patois`, `Garifuna`,
`Stytch`, `Plaid`, `Adyen`; thirty or more for `cnpj`, `Honduras`, `Tagalog`, `senha`,
`contraseña`, `password ko`, so their wordings here are new ones (`la contra de la lancha es`,
`yung pass ng`, `a senha do caixa é`).
Languages: about half English, config or shell; the rest in Caymanian English and Creole as
texted (`di`, `fi`, `ya know`, `cho`, `bobo`), Jamaican Patois (`a`, `mi`, `nuh`, `wah gwaan`,
`yuh haffi`), Tagalog and Taglish (`ay`, `po`, `yung`, `pakisabi`), Honduran Spanish (`vos`,
`maje`, `va pues`, `cipote`) and Brazilian Portuguese (`a senha é`, `valeu`, `tá`); the Caymanian
Creole spellings, the Patois spellings and the Honduran slang are my guesses.
Vendors: the invented ReefLog, BracTide Booking, NavLedger and StingPay, plus Fastly, Convex,
WorkOS, Tavily, Firecrawl, Browserbase, Twelve Labs, Braintree, Checkout.com, Marqeta, Dwolla,
Refinitiv, Sanity, Storyblok and the GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS,
Google, Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear, Groq,
Doppler, Vault, Grafana, Postman, Databricks, Docker Hub, Brevo, NVIDIA, Perplexity, xAI,
Replicate, Tailscale, Mailgun, Sentry, Notion and 1Password shapes. Ids (none of the Cayman
Islands' own is in python-stdnum): a Cayman fund's ISIN (`KY…`), CUSIP/CINS and SEDOL, its Legal
Entity Identifier, Brazil's CPF and CNPJ, Guatemala's and El Salvador's NIT, each drawn until its
`stdnum` module validates it. IBANs of Honduras, Guatemala, El Salvador, the British Virgin
Islands, the Falkland Islands and Brazil, checked with `stdnum.iban`; seed phrases from
`mnemonic`'s English, Spanish and Portuguese lists, each checked with `Mnemonic.check`; cards pass
Luhn (Visa, Mastercard, Amex and Discover prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import cusip as std_cusip
from stdnum import isin as std_isin
from stdnum import lei as std_lei
from stdnum.br import cnpj as br_cnpj
from stdnum.gb import sedol as gb_sedol
from stdnum.gt import nit as gt_nit
from stdnum.sv import nit as sv_nit

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 424_813_276
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE = ALNUM + "-_"
Maker = v.Maker
_j = v.token

_REEF = ["Silverthatch", "Stingray", "Caymanite", "Parrotfish", "Bluff", "Mastic", "Grouper",
         "Wahoo", "Iguana", "Hibiscus", "Turtle", "Conch", "Seagrape", "Booby", "Tarpon",
         "Bonefish", "Sandbar", "Rundown"]  # fmt: skip
_LEET = ["C4ym4n1t3", "St1ngr4y", "Gr0up3r", "W4h00", "1gu4n4", "T4rp0n", "C0nch", "M4st1c"]
_PEOPLE = ["Delvin", "Verna", "Kemar", "Shanice", "Maricel", "JunJun", "Nery", "Thiago", "Aldean"]
_DISTRICTS = ["Bodden", "WestBay", "NorthSide", "EastEnd", "Brac", "Prospect", "Savannah"]
_SIGNS = "!#$%&*?@+="


def _pw(g: random.Random) -> str:
    style = g.randrange(6)
    if style == 0:
        a, b = g.sample(_REEF, 2)
        return f"{a}{b}{g.randrange(10, 100)}{g.choice(_SIGNS)}"
    if style == 1:
        a, b = g.sample(_REEF, 2)
        return f"{a.lower()}.{b.lower()}.{g.randrange(2026, 2040)}"
    if style == 2:
        return f"{g.choice(_LEET)}{g.choice(_SIGNS)}{g.choice(_DISTRICTS)}{g.randrange(10, 100)}"
    if style == 3:
        return v.r(g, ALNUM, g.randrange(12, 18)) + g.choice(_SIGNS) + v.r(g, D, 2)
    if style == 4:
        return "-".join(v.r(g, LOWER + D, 5) for _ in range(3)) + g.choice("XYZQK")
    return f"{g.choice(_PEOPLE)}@{g.choice(_DISTRICTS)}{g.randrange(2026, 2040)}"


def _fam(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Callable[..., Any]:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.fill(rng, cls, templates, n, make, **pools)

    return take


_PASSWORDS = [
    "Sandbar Reef Dive Lodge, dive shop PC password: {pw}",
    "compressor room tablet password = {pw}",
    "Hibiscus FA fund portal -> password -> {pw}",
    "front desk PMS | password | {pw}",
    "the password for the charter's chartplotter is {pw}",
    "NAS at the dive shop\npassword\n{pw}",
    "what's the password for the Brac office PC?\nDelvin: {pw}",
    "{pw} — that's the password for the resort's Opera login",
    "pwd for the investor mailbox: {pw}",
    "passwd → {pw}",
    "Password/ {pw}",
    "root password :: {pw}",
    "Admin password\t{pw}",
    "The new vault password is {pw}, please update the runbook.",
    "ticket #4471: reset done, temp password is {pw} (user must change it)",
    "Note to self: fund admin SFTP password {pw}",
    "Verna: bobo di password fi di booking laptop is {pw} ya know, don’t lose it",
    "Miss Verna: wah di password fi di Brac office? cho, it {pw}",
    "Ebanks say di new password is {pw}, nuh change it again",
    "Kemar: di password fi di sprinkler panel a {pw}",
    "Shanice: mi change di password, a {pw} now, nuh tell nobody",
    "wah gwaan Delvin, di shed computer password a {pw}",
    "Maricel: ang password ng housekeeping tablet ay {pw} po",
    "Jun-Jun: yung pass ng front desk PC ay {pw}, pakisabi kay Ma'am",
    "eto po yung password ng laundry PC: {pw} salamat po",
    "Nery: maje la contra de la lancha es {pw}, va pues",
    "la contraseña del GPS de la lancha: {pw}",
    "vos, la clave del compu del muelle es {pw}",
    "Thiago: a senha do caixa é {pw}, valeu",
    "senha do iPad do bar: {pw}",
    "a senha nova do PDV tá {pw}",
    "Password for Spotts Bluff bookings => {pw}",
]
_USERS = ["delvin.eb", "vconnolly", "kblackwood", "sreid", "mdizon", "jocampo", "nzelaya",
          "tmoura", "admin", "root", "frontdesk", "divemaster"]  # fmt: skip
_LOGINS = [
    "login {u} / {pw}",
    "creds {u}:{pw}",
    "https://{u}:{pw}@nav.hibiscus-fa.example/api/v2/",
    "user: {u}  pass: {pw}",
    "{u} / {pw} for the Sandbar booking engine",
    "sign in as {u} with {pw}",
    "the creds for the Brac NVR are {u} and {pw}",
    "u={u} p={pw}",
    "Username: {u}\nPassword: {pw}",
    "Usuario: {u} / contraseña: {pw}",
    "usuário {u}, senha {pw}",
    "username ko ay {u}, password ay {pw}",
    "{u}@sandbarreef.example:{pw}",
    "| {u} | {pw} | dive-shop-pc |",
    "postgres://{u}:{pw}@db1.blueiguana.lan:5432/navs",
    "mi login a {u} an di password a {pw}",
]
_CLI = [
    "$ curl -u {u}:{pw} https://reeflog.sandbarreef.example/api/logs",
    "sshpass -p '{pw}' ssh {u}@brac-gw.blueiguana.lan",
    "mysql -u {u} -p'{pw}' -h db1.blueiguana.lan resort",
    "redis-cli -h cache.blueiguana.lan -a '{pw}' ping",
    "docker login registry.blueiguana.lan -u {u} -p '{pw}'",
    "echo '{pw}' | docker login registry.blueiguana.lan -u {u} --password-stdin",
    "printf '%s\\n' '{pw}' | sudo -S systemctl restart opera",
    "PGPASSWORD='{pw}' psql -h db1.blueiguana.lan -U {u} navs",
    "smbclient //files.blueiguana.lan/fund -U {u}%'{pw}'",
    "sqlcmd -S sql.hibiscus-fa.lan -U {u} -P '{pw}'",
    "7z a -p'{pw}' investors-q3.7z investors/",
    "zip -P '{pw}' dive-waivers.zip waivers/*.pdf",
    "openssl enc -aes-256-cbc -in navs.csv -out navs.enc -pass pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' -c subscriptions.xlsx",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "ldapsearch -x -D 'cn={u},dc=blueiguana,dc=lan' -w '{pw}'",
    "mosquitto_pub -h mqtt.sandbarreef.lan -u {u} -P '{pw}' -t tanks/fill -m 1",
    "lftp -u {u},'{pw}' sftp://sftp.hibiscus-fa.example",
    "keytool -importcert -keystore fa.jks -storepass '{pw}' -file ca.pem",
    "xfreerdp /v:brac-pc.blueiguana.lan /u:{u} /p:'{pw}'",
    "mysql --password='{pw}' -u {u} charter <<< 'select 1'",
    "ipmitool -I lanplus -H 10.40.2.11 -U {u} -P '{pw}' power status",
]
_ENV = [
    "DB_PASSWORD={pw}",
    "export NAVLEDGER_DB_PASS='{pw}'",
    'SMTP_PASSWORD="{pw}"',
    "password: {pw}",
    "  db_pass: '{pw}'",
    "[opera]\nuser = frontdesk\npassword = {pw}",
    '"password": "{pw}",',
    "spring.datasource.password={pw}",
    "define('DB_PASSWORD', '{pw}');",
    "db1.blueiguana.lan:5432:navs:navuser:{pw}",
    "MAIL_PASS={pw} # front desk mailbox",
    '<add key="DbPassword" value="{pw}" />',
]
_CLI_U = ["delvin", "admin", "root", "navuser", "tmoura", "kblackwood", "opera"]


def _b64(n: int) -> Maker:
    return _j((ALNUM + "+/", n))


_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub token: {t}", _j("ghp_", (ALNUM, 36))),
    ("GITHUB_TOKEN={t}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("gitlab deploy token {t}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN={t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe live key for the bar till: {t}", _j("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74))),
    ("anthropic key {t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {t}", _j("AKIA", (UPPER + "234567", 16))),
    ("Google Maps key for the dive-site map: {t}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={t}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SendGrid key for booking mails {t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key {t}", _j("SK", (HEX, 32))),
    ("bot token for the charter group: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("password = {t}  # pypi", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 120))),
    ("shopify admin token {t}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={t}", _j("dop_v1_", (HEX, 64))),
    ("linear: {t}", _j("lin_api_", (ALNUM, 40))),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("DOPPLER_TOKEN={t}", _j("dp.st.prd.", (ALNUM, 40))),
    ("VAULT_TOKEN={t}", _j("hvs.", (URLSAFE, 90))),
    ("grafana service account {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("postman key {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("DATABRICKS_TOKEN={t}", _j("dapi", (HEX, 32))),
    ("docker hub PAT {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("brevo: {t}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA_API_KEY={t}", _j("nvapi-", (URLSAFE, 64))),
    ("PPLX key {t}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={t}", _j("xai-", (ALNUM, 80))),
    ("REPLICATE_API_TOKEN={t}", _j("r8_", (ALNUM, 37))),
    (
        "tailscale auth key for the Brac router: {t}",
        _j("tskey-auth-", (ALNUM, 17), "-", (ALNUM, 33)),
    ),
    ("mailgun {t}", _j("key-", (HEX, 32))),
    ("SENTRY_AUTH_TOKEN={t}", _j("sntrys_", (ALNUM, 120))),
    ("NOTION_TOKEN={t}", _j("ntn_", (ALNUM, 46))),
    ("OP_SERVICE_ACCOUNT_TOKEN={t}", _j("ops_", (ALNUM, 200))),
    ("ReefLog API key: {t}", _j("rlg_", (ALNUM, 32))),
    ("BracTide Booking API key → {t}", _j((HEX, 40))),
    ("NavLedger integration broken, current key {t}", v.uuid4),
    ("StingPay secret key: {t}", _j("stp_sec_", (ALNUM, 30))),
    ("Fastly API key {t}", _j((URLSAFE, 32))),
    ("CONVEX_DEPLOY_KEY={t}", _j("prod:sandbar-reef-", (D, 3), "|", (ALNUM, 64))),
    ("WorkOS API key: {t}", _j("sk_", (ALNUM, 48))),
    ("TAVILY_API_KEY={t}", _j("tvly-", (ALNUM, 32))),
    ("Firecrawl key {t}", _j("fc-", (HEX, 32))),
    ("BROWSERBASE_API_KEY={t}", _j("bb_live_", (URLSAFE, 27))),
    ("Twelve Labs API key: {t}", _j("tlk_", (UPPER + D, 30))),
    ("braintree private key {t}", _j((HEX, 32))),
    ("Checkout.com secret key {t}", _j("sk_sbox_", (LOWER + D, 26))),
    ("Marqeta admin access token: {t}", lambda g: v.uuid4(g, "b")),
    ("DWOLLA_SECRET={t}", _j((ALNUM, 50))),
    ("Refinitiv app key {t}", _j((HEX, 40))),
    ("SANITY_API_TOKEN={t}", _j("sk", (ALNUM, 180))),
    ("Storyblok preview token: {t}", _j((ALNUM, 24), "tt")),
    ("chave de API do StingPay pro bar: {t}", _j("stp_live_", (ALNUM, 32))),
    ("clave API de ReefLog: {t}", _j("rlg_", (ALNUM, 32))),
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        t = make(rng)
        out.append(Sample("vendor_token", template.format(t=t), t))
    return out


_BARE = [
    "{pw}",
    "here it is, only shown once:\n{pw}",
    "Delvin pasted {pw} in the charter chat",
    "mi copy it: {pw}",
    "eto po: {pw}",
    "Authorization: Bearer {pw}",
]
_HEX_T = [
    "encryption key for the NAV backups: {pw}",
    "AES_KEY={pw}",
    "hmac secret {pw}",
    "master key\n{pw}",
    "signing_key: {pw}",
    "la llave de cifrado es {pw}",
]


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    body = v.b64url(
        {"sub": g.choice(_USERS), "iss": "navledger.hibiscus-fa.example",
         "exp": g.randrange(1_800_000_000, 1_900_000_000), "jti": v.r(g, HEX, 12)}
    )  # fmt: skip
    sig = base64.urlsafe_b64encode(bytes(g.randrange(256) for _ in range(32)))
    return f"{head}.{body}.{sig.decode().rstrip('=')}"


_JWT_T = [
    "Authorization: Bearer {pw}",
    "NavLedger session token: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.hibiscus-fa.example/navs",
    "jwt={pw}",
    "cookie: session={pw}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    lines = [v.r(g, ALNUM + "+/", 64) for _ in range(g.randrange(4, 9))]
    body = "\n".join(lines) + "\n" + v.r(g, ALNUM + "+/", 20) + "=="
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


_PEM_T = [
    "deploy key for the Brac box:\n{pw}",
    "{pw}",
    "key.pem on the fund SFTP server:\n{pw}\n(keep it off the wiki)",
    "Thiago, paste this into the POS config:\n{pw}",
]

_MN = {lang: Mnemonic(lang) for lang in ("english", "spanish", "portuguese")}
_SEED_T = {
    "recovery phrase for the bar's tip wallet: {pw}": "english",
    "seed words\n{pw}": "english",
    "Ledger backup (Delvin's): {pw}": "english",
    "frase semilla de la billetera de Nery: {pw}": "spanish",
    "las palabras de recuperación son {pw}": "spanish",
    "frase de recuperação da carteira: {pw}": "portuguese",
    "as 12 palavras: {pw}": "portuguese",
    "mi write down di seed words: {pw}": "english",
}


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_SEED_T), n):
        words = rng.choice([12, 12, 24, 18])
        entropy = bytes(rng.randrange(256) for _ in range(words * 4 // 3))
        phrase = str(_MN[_SEED_T[template]].to_mnemonic(entropy))
        if rng.random() < 0.3:
            phrase = " ".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))
        out.append(Sample("seed_phrase", template.format(pw=phrase), phrase))
    return out


_CARD_T = [
    "corporate card for the dive shop: {c}, exp 08/31",
    "card {c} exp 03/33",
    "Visa ending... no, full number {c}",
    "guest left card no. {c} on the folio",
    "tarjeta de Nery: {c}",
    "cartão do Thiago {c} validade 11/32",
    "Kemar card number a {c}",
    "Amex for the charter fuel: {c}",
]
_BRANDS = ["visa", "mastercard", "amex", "discover"]


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CARD_T, n):
        number = v.card(rng, "amex" if "Amex" in template else rng.choice(_BRANDS))
        c = v.grouped(number, rng.choice([" ", "-", "", " "]), rng)
        out.append(Sample("card", template.format(c=c), c))
    return out


_CVV_T = [
    "card {c} exp 06/32, security code on the back: {cvv}",
    "{c} 09/31 CVV {cvv}",
    "the three digits on the back are {cvv} (card {c})",
    "código de seguridad {cvv}, tarjeta {c}",
    "código de segurança: {cvv} do cartão {c}",
]


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CVV_T, n):
        c = v.card(rng, rng.choice(["visa", "mastercard"]))
        cvv = v.r(rng, D, 3)
        out.append(Sample("card_cvv", template.format(c=c, cvv=cvv), cvv))
    return out


_IBAN_SHAPES = {"HN": "aaaa" + "n" * 20, "GT": "aaaa" + "n" * 20, "SV": "aaaa" + "n" * 20,
                "VG": "aaaa" + "n" * 16, "FK": "aa" + "n" * 12, "BR": "n" * 23 + "ac"}  # fmt: skip
_IBAN_T = [
    "redemption to IBAN {i}",
    "Nery's account for his pay: {i}",
    "IBAN: {i} (subscriber, BVI feeder)",
    "manda para o IBAN {i}",
    "mi cuenta IBAN es {i}, maje",
    "beneficiary IBAN\n{i}",
    "wire the charter deposit to {i}",
]


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    countries = v.cycle(rng, list(_IBAN_SHAPES), n)
    for template, country in zip(v.cycle(rng, _IBAN_T, n), countries, strict=True):
        number = v.iban_shaped(rng, country, _IBAN_SHAPES)
        i = v.iban_spaced(number) if rng.random() < 0.5 else number
        out.append(Sample("iban", template.format(i=i), i))
    return out


def _isin(g: random.Random) -> str:
    return v.until(g, _j("KYG", (UPPER + D, 8), (D, 1)), std_isin.is_valid)


def _cusip(g: random.Random) -> str:
    return v.until(g, _j("G", (D, 4), (UPPER + D, 3), (D, 1)), std_cusip.is_valid)


def _sedol(g: random.Random) -> str:
    return v.until(g, _j("B", (D + "BCDFGHJKLMNPQRSTVWXYZ", 5), (D, 1)), gb_sedol.is_valid)


def _lei(g: random.Random) -> str:
    return v.until(g, _j("5493", (UPPER + D, 12), (D, 4)), std_lei.is_valid)


def _cnpj(g: random.Random) -> str:
    n = v.until(g, _j((D, 8), "0001", (D, 2)), br_cnpj.is_valid)
    return str(br_cnpj.format(n))


def _gt_nit(g: random.Random) -> str:
    return v.until(g, lambda h: v.r(h, D, 7) + "-" + h.choice(D + "K"), gt_nit.is_valid)


def _sv_nit(g: random.Random) -> str:
    return v.until(g, _j("0614-", (D, 6), "-", (D, 3), "-", (D, 1)), sv_nit.is_valid)


_IDS: list[tuple[str, str, Maker]] = [
    ("id_isin", "Hibiscus Global Fund SPC class B ISIN {x} (investor code attached)", _isin),
    ("id_cusip", "CINS {x} for the feeder's shares", _cusip),
    ("id_sedol", "SEDOL: {x}", _sedol),
    ("id_lei", "fund LEI {x}", _lei),
    ("id_lei", "Legal Entity Identifier of the master fund: {x}", _lei),
    ("id_cpf", "CPF do Thiago: {x}", v.cpf_number),
    ("id_cpf", "meu CPF é {x}", v.cpf_number),
    ("id_cnpj", "CNPJ da distribuidora: {x}", _cnpj),
    ("id_gt_nit", "NIT (Guatemala) del proveedor de motores: {x}", _gt_nit),
    ("id_sv_nit", "NIT de El Salvador: {x}", _sv_nit),
]


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for cls, template, make in v.cycle(rng, _IDS, n):
        x = make(rng)
        out.append(Sample(cls, template.format(x=x), x))
    return out


_TOTP_T = [
    "TOTP secret for the fund portal: {pw}",
    "2FA setup key {pw}",
    "otpauth://totp/NavLedger:delvin?secret={pw}&issuer=NavLedger",
    "can't scan the QR code, manual key is {pw}",
    "authenticator seed\n{pw}",
]
_OTP_T = [
    "{pw} is your Sandbar Reef verification code",
    "Your NavLedger code: {pw}",
    "Use {pw} to sign in to BracTide",
    "verification code {pw}, expires in 10 min",
    "el código de verificación es {pw}",
    "seu código de verificação: {pw}",
    "ang OTP mo ay {pw}, huwag ibigay kahit kanino",
    "one-time code → {pw}",
    "Kemar, read mi di code: {pw}",
]


def _otp(g: random.Random) -> str:
    code = v.r(g, D, 6)
    return code if g.random() < 0.6 else f"{code[:3]} {code[3:]}"


_BACKUP_T = [
    "2FA backup codes for the fund admin Google account:\n{pw}",
    "recovery codes: {pw}",
    "códigos de respaldo de Nery: {pw}",
    "códigos de backup do e-mail do bar:\n{pw}",
    "GitHub recovery codes (Delvin)\n{pw}",
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _BACKUP_T, n):
        codes = v.backup_codes(rng, rng.randrange(6, 11), rng.randrange(4))
        joined = ("\n" if "\n" in template else ", ").join(codes)
        out.append(Sample("backup_codes", template.format(pw=joined), codes[0]))
    return out


_WIFI_T = [
    "wifi Sandbar Guest 5G / {pw}",
    "Network: BracCharter-Deck / {pw}",
    "WIFI:T:WPA;S:SandbarStaff;P:{pw};;",
    "wifi password for the dive shop is {pw}",
    "di wifi password a {pw}",
    "ang wifi password ng staff house ay {pw}",
    "la clave del wifi de la lancha es {pw}",
    "senha do wifi do bar: {pw}",
    "psk={pw}",
    "wifi? \nMiss Verna: {pw}",
    "network Hibiscus FA Office key {pw}",
    "{pw} — that's the staff wifi",
]
_PIN_T = [
    "dive locker padlock code {pw}",
    "gate code for the staff house: {pw}#",
    "PIN for the fuel dock card is {pw}",
    "the safe in room 214: {pw}",
    "alarm code a {pw}, mi seh",
    "el código del candado es {pw}",
    "a senha do cofre do bar é {pw}",
    "yung PIN ng ATM ni Jun-Jun ay {pw}",
    "door code → {pw}",
    "keypad at the Brac shed: {pw}",
]
_PHRASE_W = [
    "mangrove",
    "lantern",
    "anchor",
    "breadfruit",
    "hurricane",
    "lobster",
    "ironwood",
    "cassava",
    "moonrise",
    "tidepool",
    "ballyhoo",
    "frigate",
    "coconut",
    "swizzle",
]
_PHRASE_T = [
    "passphrase: {pw}",
    "the vault passphrase is {pw}",
    "KeePass master passphrase = {pw}",
    "gpg passphrase for the NAV exports: {pw}",
    "di passphrase a {pw}",
]


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", " "]).join(g.sample(_PHRASE_W, g.randrange(4, 6)))


_SPELL_W = ["stingray", "wahoo", "tarpon", "mastic", "conch", "parrotfish", "iguana", "bonefish"]
_SPELLED = [
    "the password is the word {w} followed by {d}",
    "it's {W} with a capital first letter and {d} at the end",
    "di password a di word {w} an den {d}",
    "la contra es la palabra {w} y el número {d}",
    "a senha é a palavra {w} e depois {d}",
    "ang password ay yung salitang {w} tapos {d}",
    "type {w}, then {d}; that's the admin password",
]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        w, d = rng.choice(_SPELL_W), str(rng.randrange(100, 10000))
        text = template.format(w=w, W=w.capitalize(), d=d)
        out.append(Sample("spelled_password", text, d))
    return out


_SAID_T = [
    "{pw}, that's what I set for the router",
    "{pw} — dat’s di password fi di Brac PC",
    "{pw} ang bagong password ng PMS",
    "{pw} es la nueva contraseña del GPS",
    "{pw} é a senha nova do PDV",
    "{pw} is the new password for the tank-fill station",
]

_PLAN: list[tuple[Callable[..., Any], int]] = [
    (_fam("password_label", _PASSWORDS, _pw), 50),
    (_fam("login", _LOGINS, _pw, u=_USERS), 36),
    (_fam("cli_password", _CLI, _pw, u=_CLI_U), 28),
    (_fam("config_password", _ENV, _pw), 22),
    (_vendors, 55),
    (_fam("bare_token", _BARE, _j((ALNUM, 40))), 12),
    (_fam("hex_key", _HEX_T, _j((HEX, 64))), 12),
    (_fam("jwt", _JWT_T, _jwt), 10),
    (_fam("pem_key", _PEM_T, _pem), 8),
    (_seeds, 12),
    (_cards, 15),
    (_cvvs, 8),
    (_ibans, 14),
    (_ids, 16),
    (_fam("totp_secret", _TOTP_T, lambda g: v.r(g, BASE32, 32)), 10),
    (_fam("otp_code", _OTP_T, _otp), 13),
    (_backups, 10),
    (_fam("wifi_key", _WIFI_T, _pw), 14),
    (_fam("pin_code", _PIN_T, lambda g: v.r(g, D, g.choice([4, 5, 6]))), 14),
    (_fam("passphrase", _PHRASE_T, _phrase), 10),
    (_spelled, 12),
    (_fam("said_first", _SAID_T, _pw), 9),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the dive shop PC password is", "{s}", _pw),
    ("split_password", "Opera admin password:", "{s} (changed after the audit)", _pw),
    ("split_password", "di password fi di Brac PC a", "{s}", _pw),
    ("split_password", "Kemar: di sprinkler password", "{s}\nnuh share it", _pw),
    ("split_password", "ang password ng laundry PC ay", "{s} po", _pw),
    ("split_password", "la contraseña de la lancha es", "{s}, maje", _pw),
    ("split_password", "a senha do caixa é", "{s}", _pw),
    ("split_password", "fund portal pw:", "{s}", _pw),
    ("split_wifi", "Sandbar Guest wifi key", "{s}", _pw),
    ("split_pin", "safe code for room 108 is", "{s}", lambda g: v.r(g, D, 6)),
    ("split_token", "ReefLog API key", "{s}", _j("rlg_", (ALNUM, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Marqeta access token", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "tip wallet seed words", "{s}", lambda g: v.seed_phrase(g, 12)),
    ("split_card", "card number", "{s} exp 02/34", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_shaped(g, "VG", _IBAN_SHAPES)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_otp", "your verification code is", "{s}", lambda g: v.r(g, D, 6)),
    ("split_id", "LEI", "{s}", _lei),
    ("split_phrase", "KeePass passphrase", "{s}", _phrase),
]


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLITS:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


_META_KEYS: list[tuple[str, Maker]] = [
    ("password", _pw),
    ("db_pass", _pw),
    ("wifiPassword", _pw),
    ("contraseña", _pw),
    ("senha", _pw),
    ("pin", lambda g: v.r(g, D, 4)),
    ("doorCode", lambda g: v.r(g, D, 6)),
    ("apiKey", _j("rlg_", (ALNUM, 32))),
    ("stripe_secret", _j("sk_live_", (ALNUM, 40))),
    ("access_token", _jwt),
    ("totp_secret", lambda g: v.r(g, BASE32, 32)),
    ("passphrase", _phrase),
    ("client_secret", _j((URLSAFE, 40))),
    ("seed_phrase", lambda g: v.seed_phrase(g, 12, "spanish")),
    ("card_number", lambda g: v.card(g, "mastercard")),
    ("iban", lambda g: v.iban_shaped(g, "HN", _IBAN_SHAPES)),
    ("private_key", _j((ALNUM + "+/", 86), "==")),
    ("smtp_password", _pw),
    ("navledger_token", v.uuid4),
    ("backup_code", _j((UPPER + D, 10))),
]
_META_PARENTS = ["auth", "creds", "charter", "fund_portal", "pos", "settings", "dive_shop"]


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    out = []
    for key, make in _META_KEYS:
        secret = make(rng)
        inner: dict[str, Any] = {key: secret, "host": rng.choice(["db1.blueiguana.lan", "pos-2"])}
        for parent in rng.sample(_META_PARENTS, rng.randrange(0, 3)):
            inner = {parent: [inner]} if rng.random() < 0.3 else {parent: inner}
        out.append(MetadataSample("metadata_key", inner, secret))
    return out


# Lookalikes that hold no secret: nothing in them may be scrubbed.
CLEAN = [
    "Sandbar Reef booking engine upgraded to version 4.12.3 last night.",
    "sha256 of navs-2031-q2.csv: 9f2c41d0a7b3e8c5d6f1029384756abcde0123456789fedcba9876543210abcd",
    "commit 3b7e9a1c4d2f0e8b6a5c7d9e1f3a2b4c6d8e0f1a fixed the dive log export",
    "Order #CY-448120 for 12 BCDs ships Tuesday.",
    "FedEx tracking 7741 2290 3348 for the regulator parts",
    "Ticket HFA-2093: the NAV report shows the wrong date.",
    "Postal code KY1-1104, George Town.",
    "Call the front desk at +1 345 555 0142.",
    "Charter on 2031-03-14 at 06:30 from Spotts dock, CI$ 850 deposit.",
    "card ending 4417, expires 09/32",
    "IBAN on file: HN** **** **** **** 2291 (masked)",
    "Password must be 14 characters with a number and a symbol.",
    "Forgot your password? Use the reset link on the login page.",
    "The PIN pad at the bar is broken again, use the other till.",
    "Ask Delvin for the wifi password, I don't have it.",
    "The door code changes every Monday; check the staff board.",
    "Don't put the API key in the chat, use the vault.",
    "Product code BCD-XL-2031 and fin size 9-10.",
    "Dive site: 19.3579 N, 81.4012 W (Bloody Bay Wall).",
    "Water temperature 28 C, visibility 30 m, max depth 27 m.",
    "Fund NAV per share: US$ 1,042.17 as of 30 June.",
    "The invoice total is KYD 3,412.50 including duty.",
    "Room 214 checked out at 11:05, minibar 2 Red Stripe.",
    "Tank pressure 3000 psi, 12 tanks filled, 2 in hydro.",
    "Model number RS-6001 regulator, serial on the box.",
    "Ticket #55812 closed: printer toner replaced.",
    "The OTP arrives by SMS within a minute, check your phone.",
    "Backup codes are printed and kept in the office safe.",
    "The seed phrase lives on a steel plate in the safe deposit box.",
    "Rotate the Stripe key next quarter, reminder set.",
    "The wifi is down on the Brac side, router rebooting.",
    "UUID of the booking: see the PMS, not here.",
    "version 2.0.31-beta of the ReefLog app is out",
    "Flight CX 105 lands at 14:20 at Owen Roberts.",
    "Miss Verna: mi cyaan remember di password, ask Delvin cho",
    "Verna: di boat leavin at six ya know, bring di cooler",
    "Kemar: wah gwaan, di sprinkler dem fix now",
    "Shanice: mi nuh have di code, ask di office",
    "Maricel: tapos na po yung room 214, salamat",
    "Jun-Jun: nakalimutan ko po yung password, pakireset na lang",
    "ang check-out po ay alas onse",
    "Nery: maje, la lancha sale a las 6, va pues",
    "vos, ¿cuál es la contraseña? no me la sé",
    "el pedido 88213 llegó al muelle",
    "Thiago: a senha? não sei, pergunta pro Delvin",
    "o caixa fechou com CI$ 1.240, valeu",
    "pedido 4471 de limão e hortelã chegou",
    "PIN must be 4 to 6 digits, no repeats",
    "two-factor is mandatory for the fund portal from May",
    "The token limit for the assistant is 8000 per reply.",
    "Use a passphrase of four random words for the vault.",
    "Card payments over CI$ 500 need the manager's approval.",
    "sha1 checksum of waivers.zip is 1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d",
    "IP of the Brac router: 10.40.2.1, gateway 10.40.2.254",
    "MAC address 3C:52:82:1A:7F:09 for the new camera",
    "Invoice INV-2031-0412 due 2031-05-01",
    "Booking ref SRD-7Q4K2 for the Hendersons, 3 nights",
    "The password field is case-sensitive.",
    "Wifi name: Sandbar Guest 5G (ask reception for access)",
    "ISBN 978-0-00-000000-2 is the fish ID book we need",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_policy": "14 chars min", "token_count": 512},
    {"booking_ref": "SRD-7Q4K2", "nights": 3, "room": 214},
    {"auth": {"method": "oauth", "provider": "navledger"}},
    {"creds": {"username": "frontdesk", "host": "db1.blueiguana.lan"}},
    {"card_last4": "4417", "card_brand": "visa"},
    {"sha256": "4e1d2c3b4a5968778695a4b3c2d1e0f0123456789abcdef0123456789abcdef0"},
    {"dive": {"site": "Bloody Bay Wall", "depth_m": 27, "lat": 19.3579, "lon": -81.4012}},
    {"version": "4.12.3", "commit": "3b7e9a1c4d2f0e8b6a5c7d9e1f3a2b4c6d8e0f1a"},
    {"pin_required": True, "otp_channel": "sms", "wifi_ssid": "Sandbar Guest 5G"},
    {"order": "CY-448120", "tracking": "7741 2290 3348", "postcode": "KY1-1104"},
]
