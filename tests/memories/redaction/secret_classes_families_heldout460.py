# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-sixtieth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and fifty-seventh's
docstring, the fifth to four hundred and fifty-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (458, 459, 461), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (460_518_273), password words (a
fish and a bluff with a sign, `TarponBluff#62`; dot-joined words with a year,
`silver.thatch.booby.2034`; leet `Gr0up3r!71`; a person and a place, `Reka@Siofok1988`; a dock
and its slip, `DockC4-Slip9%`; random runs; Patois and Hungarian words with a number,
`ackee.bammy.55`, `pogacsa.tokaj.31`).

The fictional company is Bluffside Sister Isles Ltd. of Cayman Brac: the Booby Pond Reef Lodge (an
invented dive resort on Little Cayman), Skyhop Sister Isles (an invented small airline's ground
office at the Brac airfield) and Bluff Edge Rentals (an invented bluff-side rental agency of
cottages, jeeps and scooters at the Spot Bay end). Staff and neighbours: Marcia Ebanks (office
manager, Caymanian English as texted), Tyrone Scott (IT contractor, English, shell and config),
Delroy "Junior" Campbell (a Jamaican handyman, Patois), Capitán Osman Zelaya (a Honduran boat
captain from La Ceiba, Honduran Spanish), Maricel Dizon and Jun-Jun Reyes (resort staff, Filipino
and Taglish) and Kovács Réka (a Hungarian dive instructor). Every company, person, address, domain
(`bluffside.lan`, `boobypondlodge.example`, `bprl.lan`, `skyhop.lan`, `bluffedge.example`), account
and number is invented; only the islands are real. Texts: WhatsApp chats, SMS, tickets, notes to
self, runbooks, e-mails, shell history, config and env files, URLs, voice-note transcripts and
requests to the assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `is`, `a`, `es`,
`ay`, `—`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 457, grep -l): none for `Little Cayman`, `'HN'`, `wi-fi jelszava`,
`sige po`, `Hagyjad`, `Seacrest`; one for `Cayman Brac`, `Caymanian`, `wah gwaan`, `szia`,
`cheeky`; two to six for `bredda`, `hng`, `Bluff`, `Patois`, `mijo`, `hu.anum`, `us.rtn`,
`us.ptin`; nine to eighteen for `cu.ni`, `jelszó`, `us.ein`, `ca.sin`, `do.cedula`, `do.rnc`,
`Filipino`, `us.itin`; over forty for `Honduras`, `Tagalog`, `ang password` and the quoted IBAN
codes of Hungary (37), Honduras and Costa Rica (45), Saint Lucia (50) and the British Virgin
Islands (52). Languages: about half English, config or shell; the rest in Caymanian English as
texted (`wha`, `da`, `ya hear`, `true true`, `boy`, `chile`), the Jamaican Patois of a handyman
(`wah gwaan`, `mi`, `di`, `a` for "is", `yuh`, `nuh`, `fi`, `likkle`), the Honduran Spanish of a
boat captain (`maje`, `vos`, `va pues`, `cipote`, `la contra`, `la clave`), the Filipino of the
resort staff (`po`, `yung`, `ang password ay`, `pakibigay`, `sige`) and the Hungarian of a dive
instructor (`a jelszó`, `a wifi jelszava`, `szia`, `PIN-kód`, `kód`). The Caymanian texting and the
Patois spellings are my guesses; the Caymanian is the least sure.
Vendors: the invented ReefLog, BracBook, TarponPay, SkyhopOps and SilverthatchSMS under the words
around their keys (`API key`, `API kulcs`, `clave de API`, `API key ng`), plus the GitHub,
GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Twilio,
Telegram, Shopify, DigitalOcean, Linear, Grafana, Postman, Vault, Tailscale, Doppler, Figma,
New Relic, Groq, Replicate, Perplexity, xAI, Databricks, Supabase, Notion, Docker Hub, Pulumi,
Netlify and RubyGems shapes. Ids: Hungary's ANUM (VAT), the US routing transit number, EIN, ITIN
and SSN, Cuba's NI, the Dominican Republic's RNC and cédula and Canada's SIN, each drawn until its
`stdnum` module validates it. IBANs of Honduras, Hungary, Costa Rica, Saint Lucia and the British
Virgin Islands, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish and
Czech lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex,
Discover and JCB prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import hashlib
import json
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum.cu import ni as cu_ni
from stdnum.do import cedula as do_cedula
from stdnum.do import rnc as do_rnc
from stdnum.hu import anum as hu_anum
from stdnum.us import ein as us_ein
from stdnum.us import itin as us_itin
from stdnum.us import rtn as us_rtn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 460_518_273
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random], dict[str, str]]

# --- password makers -------------------------------------------------------------------------

_FISH = ["Tarpon", "Grouper", "Wahoo", "Snapper", "Bonefish", "Permit", "Barracuda", "Jack"]
_ISLE = ["Bluff", "Booby", "Frigate", "Iguana", "Mastic", "Caymanite", "Seagrape", "Parrot",
         "Silverthatch", "Stingray", "Conch", "Lighthouse"]  # fmt: skip
_HOME = ["ackee", "bammy", "callaloo", "baleada", "catracho", "guaro", "adobo", "kalamansi",
         "bibingka", "pogacsa", "tokaj", "balaton", "paprika",
         "heritage", "breadfruit"]  # fmt: skip
_LEET = ["Gr0up3r", "T4rp0n", "W4h00", "Bl0ff", "C0nch", "St1ngr4y", "M4st1c", "P4rr0t"]
_PEOPLE = ["Reka@Siofok", "Osman@LaCeiba", "Delroy@Ocho", "Maricel@Iloilo", "Marcia@SpotBay",
           "Junior@Montego", "Tyrone@Westend"]  # fmt: skip
_SYM = "!#$%&*?@+="


def _pw(g: random.Random) -> str:
    kind = g.randrange(7)
    if kind == 0:
        return f"{g.choice(_FISH)}{g.choice(_ISLE)}{g.choice(_SYM)}{g.randrange(10, 100)}"
    if kind == 1:
        words = g.sample([w.lower() for w in _ISLE] + _HOME, 3)
        return ".".join(words) + f".{g.randrange(2026, 2040)}"
    if kind == 2:
        return f"{g.choice(_LEET)}{g.choice('!#$*')}{g.randrange(10, 100)}"
    if kind == 3:
        return f"{g.choice(_PEOPLE)}{g.randrange(1950, 2010)}"
    if kind == 4:
        return (
            f"Dock{g.choice('ABCDE')}{g.randrange(1, 9)}-Slip{g.randrange(1, 20)}{g.choice(_SYM)}"
        )
    if kind == 5:
        return _r(g, ALNUM, 10) + g.choice(_SYM) + _r(g, D, 2)
    return ".".join(g.sample(_HOME, 2)) + f".{g.randrange(10, 100)}"


def _plain(g: random.Random) -> str:
    """A password with no quote, space or shell sign in it (for URLs and commands)."""
    kind = g.randrange(3)
    if kind == 0:
        return f"{g.choice(_FISH)}{g.choice(_ISLE)}{g.randrange(100, 1000)}"
    if kind == 1:
        return _r(g, ALNUM, 14)
    return f"{g.choice(_LEET)}_{_r(g, ALNUM, 4)}{g.randrange(10, 100)}"


# --- the sample families ----------------------------------------------------------------------


def _fill(template: str, fields: dict[str, str]) -> str:
    for name, value in fields.items():
        template = template.replace("{" + name + "}", value)
    return template


def _family(
    cls: str, templates: list[str], draw: Draw, n: int
) -> Callable[[random.Random], list[Sample]]:
    def take(rng: random.Random) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            fields = draw(rng)
            out.append(Sample(cls, _fill(template, fields), fields["s"]))
        return out

    return take


def _with(make: Maker, **pools: list[str]) -> Draw:
    def draw(g: random.Random) -> dict[str, str]:
        return {"s": make(g)} | {name: g.choice(pool) for name, pool in pools.items()}

    return draw


_USERS = ["marcia.ebanks", "tscott", "jcampbell", "ozelaya", "mdizon", "jjreyes", "kreka",
          "frontdesk", "ops", "dive.shop"]  # fmt: skip
_HOSTS = ["pms.boobypondlodge.example", "nas.bluffside.lan", "ops.skyhop.lan",
          "book.bluffedge.example", "db1.bluffside.lan", "gw.skyhop.lan"]  # fmt: skip

_LABELLED = [
    "Password for the Booby Pond booking system: {s}",
    "lodge PMS admin password = {s}",
    "Skyhop check-in kiosk pw -> {s}",
    "Bluff Edge Rentals laptop / password / {s}",
    "NAS admin | password | {s}",
    "the new password for the dive-shop POS is {s}",
    "Password for the scooter rental tablet:\n{s}",
    "Front desk PC → {s}",
    "passwd => {s}",
    "Marcia: boy da office computer password is {s} ya hear",
    "Marcia: da password fi di booking site now {s}, true true",
    "chile dem change da password again, is {s} now",
    "Junior: Boss, di password fi di pump controller a {s}",
    "Junior: mi set di new passwud, a {s}, nuh lose it",
    "wah gwaan, di camera DVR password deh yah: {s}",
    "Osman: maje, la contraseña del GPS del Reef Runner es {s}",
    "Capitán: la clave de la compu del muelle es {s}, va pues",
    "vos, la contra del router de la lancha: {s}",
    "Maricel: Ma'am, ang password ng POS sa bar ay {s} po",
    "Jun-Jun: yung password ng laptop sa dive shop: {s}",
    "pakibigay kay Sir Tyrone, password ng kiosk ay {s}",
    "Réka: szia! a jelszó a merülési naplóhoz: {s}",
    "a búvárbolt gépének jelszava {s}",
    "Jelszó = {s} (a kompresszor vezérlője)",
    "note to self: Skyhop weight-and-balance app password {s}",
    "Ticket #2291: reset the lodge PMS password, new one is {s}",
    "password changed to {s} after the audit",
    "Réka: a jelszó megváltozott, most {s}",
    'Marcia: new password fi di jeep tracker site "{s}"',
    "Skyhop ground office: the baggage scale PC pwd: `{s}`",
    "Password (Bluff Edge Wi-Fi printer): [{s}]",
    "Osman: contraseña → {s}",
]
_LOGINS = [
    "login: {u} / {s}",
    "creds {u}:{s}",
    "https://{u}:{s}@{h}/admin",
    "ssh {u}@{h}  password {s}",
    "user {u}, pass {s}",
    "{u} / {s}",
    "username={u} password={s}",
    "Marcia: log in as {u} wid {s}",
    "Junior: di login a {u} an di passwud a {s}",
    "Osman: usuario {u}, contraseña {s}",
    "Maricel: username po: {u}, password: {s}",
    "Réka: felhasználó {u}, jelszó {s}",
    "sign in as {u} with {s}",
    "admin / {s}",
    "root:{s}",
    "{u}@bluffside.lan:{s}",
    "u={u} p={s}",
    "| {h} | {u} | {s} |",
    "postgresql://{u}:{s}@{h}:5432/lodge",
    "mongodb://{u}:{s}@{h}:27017/bookings",
    "ftp://{u}:{s}@{h}/manifests",
    "creds for the DVR are {u} and {s}",
]
_CLI = [
    "mysql -u {u} -p'{s}' lodge_pms",
    "sshpass -p '{s}' ssh {u}@{h}",
    "curl -u {u}:{s} https://{h}/api/rooms",
    "redis-cli -h {h} -a '{s}' ping",
    "docker login registry.bluffside.lan -u {u} -p '{s}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{s}'",
    "smbclient //nas.bluffside.lan/manifests -U {u}%{s}",
    "lftp -u {u},{s} sftp://{h}",
    "zip -P '{s}' passports-scan.zip scans/*.pdf",
    "7z a -p'{s}' payroll-2034.7z payroll/",
    "openssl enc -aes-256-cbc -in roster.csv -out roster.enc -pass pass:{s}",
    "gpg --batch --passphrase '{s}' -c manifests.tar",
    "plink -ssh {u}@{h} -pw {s}",
    "xfreerdp /v:{h} /u:{u} /p:{s}",
    "ldapsearch -x -D cn={u},dc=bluffside,dc=lan -w '{s}' -b dc=bluffside,dc=lan",
    "sqlcmd -S {h} -U {u} -P '{s}' -Q \"select 1\"",
    "ipmitool -I lanplus -H 10.4.0.9 -U admin -P '{s}' power status",
    "mosquitto_pub -h {h} -u {u} -P '{s}' -t pumps/bilge -m on",
    "keytool -genkeypair -alias skyhop -keystore skyhop.jks -storepass '{s}'",
    "echo '{s}' | sudo -S systemctl restart compressor-monitor",
    "rabbitmqctl add_user {u} '{s}'",
    "net use \\\\nas\\dive /user:{u} {s}",
    "sqlplus {u}/{s}@{h}:1521/LODGE",
    "kinit {u}@BLUFFSIDE.LAN <<< '{s}'",
    'psql "host={h} user={u} password={s} dbname=rentals"',
    "wp user update 3 --user_pass='{s}'",
    "mongosh --username {u} --password '{s}' {h}",
    '$ restic -r sftp:{h}:/backup snapshots --password-command "echo {s}"',
    "hydra -l {u} -p '{s}' ssh://{h}",
    "cqlsh {h} -u {u} -p '{s}'",
]
_SHELL_FRAMES = ["{c}", "$ {c}", "tyrone@ops:~$ {c}", "history | tail -1\n  512  {c}", "ran: {c}"]
_CONFIG = [
    "DB_PASSWORD={s}",
    "export SMTP_PASS='{s}'",
    'password: "{s}"',
    "[database]\nuser = pms\npassword = {s}",
    "spring.datasource.password={s}",
    "define('DB_PASSWORD', '{s}');",
    '<add key="SmtpPassword" value="{s}" />',
    "REDIS_PASSWORD: {s}",
    'variable "db_password" {\n  default = "{s}"\n}',
    "{h}:5432:rentals:{u}:{s}",
    "bindpw {s}",
    "  admin_pass: !unsafe '{s}'",
    "ssid,psk\nBooby Pond Staff,{s}",
    "smtp_password,{s}",
    'MAIL_PASSWORD="{s}"  # skyhop notifications',
    "auth_pass={s}",
    '[client]\nuser=backup\npassword="{s}"',
    "ENV POS_ADMIN_PASSWORD={s}",
    "rootpw {s}",
    "pms:\n  db:\n    passwd: {s}",
]

# --- vendor tokens ----------------------------------------------------------------------------

_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={t}", _j("ghp_", (ALNUM, 36))),
    ("gitlab deploy token {t}", _j("glpat-", (URLSAFE, 20))),
    ("slack bot for the dive board: {t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("STRIPE_SECRET_KEY={t}", _j("sk_live_", (ALNUM, 99))),
    ("Stripe restricted key for the rental kiosk: {t}", _j("rk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74))),
    ("anthropic key {t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {t}", _j("AKIA", (UPPER + "234567", 16))),
    ("aws_secret_access_key = {t}", _j((B64, 40))),
    ("maps key for the lodge site: {t}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={t}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key {t}", _j("SK", (HEX, 32))),
    ("Telegram bot for the flight board: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("shopify admin token {t}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={t}", _j("dop_v1_", (HEX, 64))),
    ("LINEAR_API_KEY={t}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("VAULT_TOKEN={t}", _j("hvs.", (URLSAFE, 90))),
    ("postman key {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("tailscale up --authkey={t}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("DOPPLER_TOKEN={t}", _j("dp.st.prd.", (ALNUM, 43))),
    ("figma token {t}", _j("figd_", (URLSAFE, 40))),
    ("NEW_RELIC_API_KEY={t}", _j("NRAK-", (UPPER + D, 27))),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={t}", _j("r8_", (ALNUM, 37))),
    ("perplexity: {t}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={t}", _j("xai-", (ALNUM, 80))),
    ("databricks token {t}", _j("dapi", (HEX, 32))),
    ("SUPABASE_ACCESS_TOKEN={t}", _j("sbp_", (HEX, 40))),
    ("notion integration secret {t}", _j("ntn_", (ALNUM, 46))),
    ("docker hub PAT {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("PULUMI_ACCESS_TOKEN={t}", _j("pul-", (HEX, 40))),
    ("NETLIFY_AUTH_TOKEN={t}", _j("nfp_", (ALNUM, 36))),
    ("GEM_HOST_API_KEY={t}", _j("rubygems_", (HEX, 48))),
    ("ReefLog API key: {t}", _j((HEX, 40))),
    ("Réka: a ReefLog API kulcs: {t}", _j((HEX, 32))),
    ("BracBook API key for the channel manager → {t}", lambda g: v.uuid4(g, "b")),
    ("Osman: la clave de API de TarponPay es {t}", _j((ALNUM, 40))),
    ("Maricel: ito po yung API key ng SkyhopOps: {t}", _j((ALNUM, 32))),
    ("Integrations › SilverthatchSMS: {t}", _j((HEX, 48))),
    ("TarponPay integration broken, current key {t}", _j((ALNUM, 36))),
    ("SkyhopOps key for prod: {t}", _j((URLSAFE, 44))),
    ("SILVERTHATCH_SMS_API_KEY={t}", _j((ALNUM, 48))),
]


def _vendors(rng: random.Random) -> list[Sample]:
    out = []
    for template, make in _VENDORS:
        token = make(rng)
        out.append(Sample("vendor_token", template.replace("{t}", token), token))
    return out


_BARE = ["{s}", "here it is, only shows once:\n{s}", "Marcia: copy dis one {s}",
         "paste into the box → {s}", "Réka: tessék: {s}", "Jun-Jun: eto po {s}",
         "token {s}", "saved in the kiosk: {s}", "Osman: ahí te va {s}",
         "Authorization: Bearer {s}"]  # fmt: skip


def _bare_token(g: random.Random) -> str:
    kind = g.randrange(3)
    if kind == 0:
        return _r(g, ALNUM, 40)
    if kind == 1:
        return _r(g, URLSAFE, 24) + "." + _r(g, URLSAFE, 32)
    return _r(g, B64, 52) + "=="


_HEXES = ["encryption key: {s}", "AES key for the manifest export = {s}", "LORA_APP_KEY={s}",
          "the lock bridge secret {s}", "HMAC secret → {s}", "Réka: a titkos kulcs {s}",
          "session secret: {s}", "SECRET_KEY_BASE={s}", "webhook signing secret {s}",
          "{s}"]  # fmt: skip


def _hex_secret(g: random.Random) -> str:
    return _r(g, HEX, g.choice([32, 40, 64]))


def _jwt(g: random.Random) -> str:
    header = v.b64url({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    claims = v.b64url(
        {
            "sub": g.choice(_USERS),
            "iss": g.choice(_HOSTS),
            "iat": 2_050_000_000 + g.randrange(10**7),
            "role": g.choice(["desk", "ops", "dispatch"]),
        }
    )
    return f"{header}.{claims}.{_r(g, URLSAFE, 43)}"


_JWTS = ["Authorization: Bearer {s}", "jwt={s}", "the dispatch app's session token {s}",
         "Marcia: it say paste dis token {s}", "Cookie: skyhop_session={s}",
         "curl -H 'Authorization: Bearer {s}' https://ops.skyhop.lan/api/flights",
         "Osman: el token {s}", "id_token: {s}", "Maricel: ito yung token po {s}",
         "Réka: a token: {s}"]  # fmt: skip


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = "\n".join(_r(g, B64, 64) for _ in range(g.randrange(5, 9)))
    return f"-----BEGIN {kind}-----\n{body}\n{_r(g, B64, 28)}=\n-----END {kind}-----"


_PEMS = ["deploy key for the booking server:\n{s}", "{s}", "id_rsa on the dive-shop laptop\n{s}",
         "Tyrone: paste this in ~/.ssh/skyhop\n{s}", "tls.key: |\n{s}",
         "Réka: a privát kulcs:\n{s}"]  # fmt: skip

# --- seed phrases -----------------------------------------------------------------------------

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "czech")}
_SEED_PLACES = {
    "Ledger recovery phrase: {s}": "english",
    "seed words for the lodge's tip wallet\n{s}": "english",
    "Marcia: Junior say write dis down fi him, {s}": "english",
    "Junior: mi wallet dem 12 word: {s}": "english",
    "Osman: las 12 palabras de la billetera: {s}": "spanish",
    "Capitán: frase semilla → {s}": "spanish",
    "Maricel: yung seed phrase ng wallet ko po: {s}": "english",
    "Réka: a helyreállító szavak: {s}": "czech",
    "backup of the crypto tips wallet (24 words): {s}": "english",
    'mnemonic = "{s}"': "english",
    "Réka: seed: {s}": "czech",
    "frase de recuperación: {s}": "spanish",
}


def _seeds(rng: random.Random) -> list[Sample]:
    out = []
    for template, lang in _SEED_PLACES.items():
        size = rng.choice([16, 32])
        phrase = str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(size))))
        out.append(Sample("seed_phrase", template.replace("{s}", phrase), phrase))
    return out


# --- cards, IBANs, ids ------------------------------------------------------------------------

_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb"]


def _card(g: random.Random) -> str:
    number = v.card(g, g.choice(_BRANDS))
    return v.grouped(number, g.choice([" ", "-", "", " "]), g)


_CARDS = ["card number {s} exp 09/37", "Marcia: da guest card {s}, exp 03/36",
          "Osman: la tarjeta {s} vence 11/35", "Maricel: card po ng guest: {s}",
          "Réka: a kártyaszám {s}", "company Visa for fuel: {s}",
          "charge the deposit to {s}", "{s} 04/38 Booby Pond Reef Lodge",
          "Junior: use dis card fi di parts, {s}", "PAN: {s}",
          "Skyhop fuel card → {s}", "bluff edge deposit card | {s} | 12/36",
          "cc={s}", "the card on file for room 7 is {s}"]  # fmt: skip
_CVVS = ["card {c} exp 08/36, security code {s}", "CVV {s} (card {c})",
         "Osman: el código de seguridad es {s}", "the three digits on the back are {s}",
         "Maricel: yung CVV po ay {s}", "Réka: a biztonsági kód a hátoldalon: {s}",
         "CVC: {s}", "Marcia: de numbers on de back {s}"]  # fmt: skip


def _cvv_draw(g: random.Random) -> dict[str, str]:
    return {"s": _r(g, D, 3), "c": v.grouped(v.card(g, g.choice(_BRANDS[:2])), " ", g)}


_IBAN_SHAPES = {"HN": "aaaa" + "n" * 20, "HU": "n" * 24, "CR": "0" + "n" * 17,
                "LC": "aaaa" + "c" * 24, "VG": "aaaa" + "n" * 16}  # fmt: skip


def _iban(g: random.Random) -> str:
    number = v.iban_shaped(g, g.choice(list(_IBAN_SHAPES)), _IBAN_SHAPES)
    return v.iban_spaced(number) if g.random() < 0.5 else number


_IBANS = ["IBAN: {s}", "Osman: mi cuenta para el pago: {s}", "Réka: az IBAN-om {s}",
          "pay the supplier to {s}", "Marcia: send it to {s} please", "IBAN → {s}",
          "wire the deposit to {s} (Bluffside Sister Isles Ltd.)", "Maricel: IBAN po: {s}",
          "bank: {s}", "Junior: mi bredda account {s}", "acct {s}",
          "beneficiary IBAN {s}"]  # fmt: skip


def _until(make: Maker, valid: Callable[[str], bool]) -> Maker:
    return lambda g: v.until(g, make, valid)


def _cuban(g: random.Random) -> str:
    year, month, day = g.randrange(50, 100), g.randrange(1, 13), g.randrange(1, 29)
    return v.until(g, _j(f"{year:02d}{month:02d}{day:02d}", (D, 5)), cu_ni.is_valid)


def _ein(g: random.Random) -> str:
    number = v.until(g, _j((D, 9)), us_ein.is_valid)
    return f"{number[:2]}-{number[2:]}"


def _itin(g: random.Random) -> str:
    number = v.until(g, _j("9", (D, 2), g.choice(["7", "8"]), (D, 5)), us_itin.is_valid)
    return f"{number[:3]}-{number[3:5]}-{number[5:]}"


_IDS: list[tuple[str, Maker]] = [
    ("Réka: az adószámom (ANUM) {s}", _until(_j((D, 8)), hu_anum.is_valid)),
    ("Hungarian VAT number: HU{s}", _until(_j((D, 8)), hu_anum.is_valid)),
    ("routing number {s}, account 40718823", _until(_j((D, 9)), us_rtn.is_valid)),
    ("ABA/RTN: {s}", _until(_j((D, 9)), us_rtn.is_valid)),
    ("EIN {s}", _ein),
    ("Tyrone: my ITIN is {s}", _itin),
    ("SSN: {s}", v.ssn_number),
    ("Marcia: da guest SSN {s} fi di form", v.ssn_number),
    ("carnet de identidad (Cuba): {s}", _cuban),
    ("Osman: el NI de mi primo cubano es {s}", _cuban),
    ("RNC {s}", _until(_j((D, 9)), do_rnc.is_valid)),
    ("cédula dominicana: {s}", _until(_j((D, 11)), do_cedula.is_valid)),
    ("SIN: {s}", v.sin_number),
    ("Social Insurance Number {s} (Canadian guest)", v.sin_number),
]


def _ids(rng: random.Random) -> list[Sample]:
    out = []
    for template, make in _IDS:
        value = make(rng)
        out.append(Sample("national_id", template.replace("{s}", value), value))
    return out


# --- codes ------------------------------------------------------------------------------------

_TOTPS = ["TOTP secret: {s}", "2FA setup key {s}",
          "otpauth://totp/Skyhop:ops?secret={s}&issuer=Skyhop",
          "Réka: a 2FA kulcs: {s}", "Osman: la clave del autenticador: {s}",
          "manual key for the authenticator: {s}", "Maricel: yung 2FA secret po {s}",
          "can't scan the QR code, the key is {s}", "mfa_seed = {s}",
          "Marcia: da TOTP ting {s}"]  # fmt: skip
_OTPS = ["{s} is your Skyhop verification code", "Your BracBook code is {s}",
         "Use {s} to sign in", "verification code: {s}", "Réka: a belépőkód {s}",
         "Osman: el código que me llegó: {s}", "Maricel: ito po yung OTP: {s}",
         "Marcia: da code dem send me a {s}", "one-time code → {s}",
         "Junior: di code pon mi phone a {s}", "SMS: TarponPay OTP {s}, valid 5 min",
         "a megerősítő kód: {s}"]  # fmt: skip


def _otp(g: random.Random) -> str:
    code = _r(g, D, 6)
    return code if g.random() < 0.7 else f"{code[:3]} {code[3:]}"


_BACKUPS = ["backup codes for ops@skyhop.lan:\n{codes}", "2FA recovery codes {codes}",
            "Réka: a tartalék kódok:\n{codes}", "Osman: códigos de respaldo: {codes}",
            "Maricel: backup codes po ng Google:\n{codes}",
            "Marcia: dem backup code fi di email {codes}",
            "recovery codes (BracBook): {codes}", "Backup codes\n{codes}",
            "códigos de recuperación del correo: {codes}",
            "egyszer használatos kódok: {codes}"]  # fmt: skip


def _backup_draw(g: random.Random) -> dict[str, str]:
    codes = v.backup_codes(g, g.randrange(6, 11), g.randrange(4))
    sep = g.choice(["\n", ", ", " "])
    return {"s": codes[0], "codes": sep.join(codes)}


# --- wifi, pins, passphrases ------------------------------------------------------------------

_SSIDS = ["Booby Pond Staff", "BPRL-Guest-5G", "Skyhop Ground Ops", "Bluff Edge Office",
          "BracDock-2G", "Reef Runner Wheelhouse"]  # fmt: skip
_WIFIS = ["wifi {n} / {s}", "Network: {n}\nKey: {s}", "WIFI:T:WPA;S:{n};P:{s};;",
          "Marcia: da wifi password fi {n} a {s}", "Junior: di wifi pass a {s}",
          "Osman: la clave del wifi ({n}) es {s}", "Maricel: wifi po: {n}, password {s}",
          "Réka: a wifi jelszava {s}", "wpa_passphrase=\"{s}\"",
          "network {n} key {s}", "SSID {n} | WPA2 key {s}", "psk={s}",
          "{n} passcode: {s}", "Jun-Jun: yung wifi sa dive shop, {s} po",
          "Réka: wifi ({n}) jelszó: {s}", "guest wifi password is {s}",
          "Marcia: wha da wifi pass?\nTyrone: {s}", "WPA key → {s}"]  # fmt: skip
_PINS = ["door code {s}#", "gate code: {s}", "Junior: di shed lock code a {s}",
         "Marcia: da key box code {s}", "Osman: el código del candado es {s}",
         "Maricel: PIN po ng safe: {s}", "Réka: a PIN-kód {s}", "alarm code → {s}",
         "lockbox at cottage 4: {s}", "my ATM PIN is {s}", "padlock on the tank cage = {s}",
         "Jun-Jun: code ng pinto sa likod: {s}", "the combination is {s}",
         "Réka: a széf kódja {s}", "keypad: {s}", "Marcia: da jeep lockbox a {s}",
         "SIM PIN {s}", "safe in room 12, code {s}"]  # fmt: skip
_WORDS = ["tarpon", "grouper", "bluff", "booby", "frigate", "mastic", "seagrape", "conch",
          "lighthouse", "stingray", "ackee", "baleada", "kalamansi", "pogacsa", "wahoo",
          "mangrove", "driftwood", "coral", "lantern", "anchor"]  # fmt: skip
_PHRASES = ["passphrase: {s}", "KeePass master passphrase for the office: {s}",
            "Réka: a jelmondat: {s}", "Osman: la frase de paso: {s}",
            "Maricel: passphrase po ng vault: {s}", "BitLocker passphrase = {s}",
            "disk encryption passphrase → {s}", "Marcia: da passphrase a {s}",
            "the vault passphrase is {s}", "veracrypt passphrase: {s}"]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", " "]).join(g.sample(_WORDS, g.choice([4, 5])))


# --- spelled, said first, questions ------------------------------------------------------------

_SPELLED = [
    ("the password is the word {w} followed by {d}", "{d}"),
    ("Marcia: is {w} wid a capital, then {d}", "{d}"),
    ("Junior: di passwud a di word {w} an den {d}", "{d}"),
    ("Osman: la contraseña es la palabra {w} y luego {d}", "{d}"),
    ("Maricel: password po ay {w} tapos {d}", "{d}"),
    ("Réka: a jelszó a {w} szó, utána {d}", "{d}"),
    ("{W} with a capital first letter and {d} at the end", "{d}"),
    ("the name of our dog, {W}, followed by {d}", "{d}"),
    ("type {W}{d}, capital {C}, that's the admin password", "{W}{d}"),
    ("password: {W}{d} (capital {C})", "{W}{d}"),
    ("Osman: {W}{d}, así con mayúscula", "{W}{d}"),
    ("Réka: {W}{d} — nagy kezdőbetűvel", "{W}{d}"),
]


def _spelled(rng: random.Random) -> list[Sample]:
    out = []
    for template, secret in _SPELLED:
        word = rng.choice(_WORDS)
        fields = {"w": word, "W": word.capitalize(), "C": word[0].upper(), "d": _r(rng, D, 4)}
        out.append(Sample("spelled_password", _fill(template, fields), _fill(secret, fields)))
    return out


_SAID = ["{s} — that's the wifi password", "{s}, that's what I set for the router",
         "Marcia: {s} a di new one fi di office PC", "Junior: {s}, dat a di password fi di gate",
         "Osman: {s}, esa es la contraseña del GPS", "Maricel: {s} po yung password ng POS",
         "Réka: {s} — ez a jelszó a kompresszorhoz", "{s} is the NAS admin password now",
         "type {s}, that's the kiosk login",
         "{s} ← new password for the scooter tablet"]  # fmt: skip
_QA = ["Tyrone: what's the PMS password?\nMarcia: {s}", "wifi?\nReka: {s}",
       "Marcia: wha da password fi di printer?\nJunior: {s}",
       "Osman: ¿cuál es la contraseña del radar?\n{s}",
       "Maricel: Sir ano po password ng kiosk?\nTyrone: {s}",
       "Réka: mi a jelszó a naplóhoz?\nOsman: {s}",
       "Q: NAS password? A: {s}", "password for the jeep tracker?\n— {s}"]  # fmt: skip


def _spaced(g: random.Random) -> dict[str, str]:
    raw = _r(g, ALNUM, 20)
    kind = g.randrange(4)
    if kind == 0:
        spelled = " ".join(raw)
    elif kind == 1:
        spelled = "-".join(raw)
    elif kind == 2:
        spelled = " | ".join(raw[i : i + 4] for i in range(0, 20, 4))
    else:
        spelled = " · ".join(raw[i : i + 5] for i in range(0, 20, 5))
    return {"s": spelled}


_SPACED = ["reading the API key out: {s}", "Marcia: da token a {s}",
           "[voice note] the key is {s}", "Réka: diktálom: {s}",
           "Osman: te lo deletreo: {s}"]  # fmt: skip


_PLAN: list[Callable[[random.Random], list[Sample]]] = [
    _family("password", _LABELLED, _with(_pw), 50),
    _family("login", _LOGINS, _with(_plain, u=_USERS, h=_HOSTS), 31),
    _family(
        "cli_password",
        [f.replace("{c}", c) for c, f in zip(_CLI, _SHELL_FRAMES * 6, strict=True)],
        _with(_plain, u=_USERS, h=_HOSTS),
        30,
    ),
    _family("config_password", _CONFIG, _with(_plain, u=_USERS, h=_HOSTS), 25),
    _vendors,
    _family("bare_token", _BARE, _with(_bare_token), 10),
    _family("hex_key", _HEXES, _with(_hex_secret), 10),
    _family("jwt", _JWTS, _with(_jwt), 10),
    _family("pem_key", _PEMS, _with(_pem), 6),
    _seeds,
    _family("card", _CARDS, _with(_card), 14),
    _family("card_code", _CVVS, _cvv_draw, 8),
    _family("iban", _IBANS, _with(_iban), 12),
    _ids,
    _family("totp", _TOTPS, _with(lambda g: v.totp_secret(g, spaced=g.random() < 0.3)), 10),
    _family("otp", _OTPS, _with(_otp), 12),
    _family("backup_codes", _BACKUPS, _backup_draw, 10),
    _family("wifi", _WIFIS, _with(_plain, n=_SSIDS), 18),
    _family("pin", _PINS, _with(lambda g: _r(g, D, g.choice([4, 4, 5, 6]))), 18),
    _family("passphrase", _PHRASES, _with(_phrase), 10),
    _spelled,
    _family("said_first", _SAID, _with(_plain), 10),
    _family("question_answer", _QA, _with(_pw), 8),
    _family("spaced_token", _SPACED, _spaced, 5),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family in _PLAN:
        out += family(rng)
    return out


# --- field pairs and metadata -----------------------------------------------------------------


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the lodge PMS password is", "{s}", _pw),
    ("split_password", "Marcia: da office password a", "{s} ya hear", _pw),
    ("split_password", "Junior: di passwud fi di pump a", "{s}", _pw),
    ("split_password", "Osman: la contraseña del GPS es", "{s}, va pues", _pw),
    ("split_password", "Maricel: ang password ng POS ay", "{s} po", _pw),
    ("split_password", "Réka: a jelszó", "{s}", _pw),
    ("split_password", "Skyhop kiosk password:", "{s}\nchange after the audit", _pw),
    ("split_password", "NAS admin pw", "{s}", _pw),
    ("split_wifi", "Booby Pond Staff wifi key:", "{s}", _plain),
    ("split_pin", "gate code", "{s}#", lambda g: _r(g, D, 4)),
    ("split_token", "ReefLog API key", "{s}", _j((HEX, 40))),
    ("split_token", "GitHub token:", "{s} (deploy)", _j("ghp_", (ALNUM, 36))),
    ("split_token", "TarponPay client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "tip wallet recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/36", _card),
    ("split_iban", "IBAN", "{s}", _iban),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_otp", "your Skyhop code is", "{s}", lambda g: _r(g, D, 6)),
    ("split_id", "SSN", "{s}", v.ssn_number),
    ("split_phrase", "KeePass passphrase", "{s}", _phrase),
]


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLIT:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


def _meta_card(g: random.Random) -> str:
    return v.grouped(v.card(g, "visa"), " ", g)


_METADATA: list[tuple[str, dict[str, Any], Maker]] = [
    ("meta_password", {"pms": {"url": "https://pms.bprl.lan", "admin_password": "{s}"}}, _plain),
    ("meta_password", {"jelszó": "{s}"}, _plain),
    ("meta_password", {"contraseña": "{s}", "equipo": "GPS Reef Runner"}, _plain),
    ("meta_password", {"account": {"user": "frontdesk", "passwd": "{s}"}}, _plain),
    ("meta_password", {"devices": [{"name": "dvr"}, {"name": "nas", "pwd": "{s}"}]}, _plain),
    ("meta_password", {"argv": ["mysql", "-u", "pms", "--password", "{s}", "lodge"]}, _plain),
    ("meta_password", {"note": "Maricel: ang password ng POS ay {s} po"}, _plain),
    ("meta_password", {"transcript": "Junior seh di passwud fi di pump a {s}"}, _plain),
    ("meta_token", {"reeflog": {"api_key": "{s}"}}, _j((HEX, 40))),
    ("meta_token", {"headers": {"Authorization": "Bearer {s}"}}, _j((ALNUM, 40))),
    ("meta_token", {"stripeSecret": "{s}"}, _j("sk_live_", (ALNUM, 99))),
    ("meta_card", {"payment": {"card_number": "{s}", "exp": "06/37"}}, _meta_card),
    ("meta_iban", {"supplier": {"iban": "{s}"}}, _iban),
    ("meta_id", {"guest": {"ssn": "{s}"}}, v.ssn_number),
    ("meta_otp", {"2fa": {"backup": ["{s}", "58210394", "77301822"]}}, lambda g: _r(g, D, 8)),
    ("meta_seed", {"tips_wallet": {"seed_words": "{s}"}}, _english_seed),
    ("meta_key", {"lock_bridge": {"secret_key": "{s}"}}, _j((HEX, 64))),
    ("meta_pin", {"tank_cage": {"padlock_code": "{s}"}}, lambda g: _r(g, D, 4)),
    ("meta_wifi", {"wifi": {"ssid": "Skyhop Ground Ops", "psk": "{s}"}}, _plain),
    ("meta_totp", {"mfa": {"totp_secret": "{s}"}}, lambda g: v.totp_secret(g, spaced=False)),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for cls, shape, make in _METADATA:
        secret = make(rng)
        text = json.dumps(shape, ensure_ascii=False).replace("{s}", secret)
        out.append(MetadataSample(cls, json.loads(text), secret))
    return out


# --- clean texts ------------------------------------------------------------------------------

_WHEEL = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"compressor-ctl-2.7.1.bin").hexdigest()
_COMMIT = hashlib.sha1(b"pms: add cottage 9 to the rate plan", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ops: fix manifest export", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"dive-log-2034-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"rates-2034.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the lodge PMS password before the audit on 2034-05-14.",
    "The staff wifi password is on the card in Marcia's top drawer.",
    "Policy: passwords are at least 14 characters and live only in the office vault.",
    "Please don't send passwords on WhatsApp; share a vault link instead.",
    "The `.env.example` line `REEFLOG_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_TARPONPAY_KEY> in the README with the key from the dashboard.",
    "Marcia: boy I forget da password again, call Tyrone fi reset it",
    "Marcia: da wifi down again, ya hear, nobody can book nothing",
    "Junior: mi nuh know di password, ask Miss Marcia",
    "Junior: di pump fix now, mi change di fuse, likkle rain tomorrow",
    "Osman: maje, no tengo la contraseña, preguntale a Tyrone",
    "Capitán: salimos a las 7:30 al Bloody Bay Wall, 14 buzos, va pues",
    "Maricel: Ma'am, nakalimutan ko po yung password, pa-reset po",
    "Jun-Jun: sige po, bukas na lang ang inventory ng bar",
    "Réka: szia! elfelejtettem a jelszót, kérlek állítsd vissza",
    "Réka: holnap 9:00-kor merülés a Bloody Bay falnál, 18 méter",
    "Upgraded pyserial to 3.5 and the compressor controller to 2.7.1 over the weekend.",
    f"commit {_COMMIT} adds cottage 9 to the rate plan.",
    f"Rolled back to {_SHORT} after the manifest export broke.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL}",
    f"The compressor-ctl 2.7.1 image has SHA-256 checksum {_FIRMWARE}.",
    f"SHA-512 of rates-2034.xlsx: {_SHA512}",
    f"MD5 of dive-log-2034-03.csv is {_MD5}.",
    "Request id 3f9c2a71-8d4e-4b6a-9e20-71c5b8d3a604 is the slow one in the PMS logs.",
    "Booking BPR-2034-00871 for two divers, arriving on the 14:10 Skyhop flight.",
    "Ticket #3382: the generator at cottage 4 trips when the AC starts.",
    "Call the Bluff Edge office on +1 345 948 0192 before noon.",
    "Flight SKH 214 Brac to Little Cayman, departs 08:40, 9 seats.",
    "Tracking 1Z 4F7 812 03 5521 9904 is the regulator parts box from Miami.",
    "Jeep J-07 odometer 48,213 mi; oil change due at 50,000.",
    "Dive site coordinates 19.7031 N, 80.0652 W, depth 21 m.",
    "Nitrox 32 % tank fills cost CI$ 12.50 each; air fills are CI$ 8.",
    "After five wrong passwords the PMS locks the account for 20 minutes.",
    "Ask Junior for the shed padlock code, I don't have it.",
    "My card ending 4471 was declined at the Spot Bay shop.",
    "The supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the ops mailbox and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SKYHOP_OPS_API_KEY` in the secrets store, never in the repository.",
    "The PIN pad at the bar needs a new battery.",
    "The guest wifi 'BPRL-Open' has no password, it's the captive portal.",
    "Cottage 3 lockbox code is changed every checkout; ask the office for it.",
    "Osman: el código del candado lo tiene Junior, yo no",
    "Maricel: ang PIN po ay nasa sobre sa safe, hindi ko alam",
    "Réka: a PIN-kódot Marcia tudja, nem én",
    "Part number AQL-7731-B is the o-ring kit for the first stage.",
    "Version 4.12.0 of the booking app fixed the double-charge bug.",
    "Room rates 2034: garden CI$ 185, ocean CI$ 240, suite CI$ 310 per night.",
    "Order #PO-2034-0412: 40 cases of water, 12 of ginger beer.",
    "Postal address: PO Box 88, Stake Bay, Cayman Brac KY2-2201.",
    "Card on file: **** **** **** 8812, exp 05/36.",
    "Password: ******** (hidden, see the vault)",
    "The API key field is required; generate one under Settings › Developers.",
    "Junior: di gate code change Monday, Miss Marcia a go tell yuh",
    "Marcia: true true, da secret to good fritters is di bake powder",
    "Osman: el cipote ya sabe manejar la lancha, maje",
    "Maricel: salamat po sa merienda kahapon!",
    "Réka: a kompresszor szűrőjét cseréltem, 2.7.1-es firmware",
    "The ISBN of the reef fish guide on the shelf is 978-0-9630000-3-4.",
    "Backup of the PMS ran at 02:00, 1.8 GB, 12 minutes.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/lodge/pms", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "3382", "booking": "BPR-2034-00871"}',
    '{"flight": "SKH 214", "seats": 9, "departs": "08:40"}',
    '{"phone": "+1 345 948 0192", "office": "Bluff Edge Rentals"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "divers_booked": 14}',
    '{"site": "Bloody Bay Wall", "lat": 19.7031, "lon": -80.0652, "depth_m": 21}',
    '{"card_last4": "8812", "pin_required": true, "jelszó_hossz": 14}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
