# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-thirty-second corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and twenty-ninth's
docstring, the fifth to four hundred and twenty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (430, 431, 433), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (432_518_093), password words (a
ferry, boatyard or arrowroot word with a number and a sign, `StarchBollard58!`; dot-joined
places with a year, `bequia.layou.2027`; leet `Arr0wr00t#41`; random runs with a sign; dashed
generator groups; a person and a bay, `Conceicao@Wallilabou1974`).

The fictional company is Hairoun Passage Holdings Ltd. of Kingstown, Saint Vincent and the
Grenadines: Grenadine Glide Ferries (an invented Kingstown to Port Elizabeth ferry line),
Friendship Slip Boatworks (an invented boatyard on Bequia) and Georgetown Arrowroot Works (an
invented arrowroot mill in Georgetown). Staff: Desmond Ollivierre (IT), Shernell Browne (the ferry
office, in Vincentian Creole), Yorbis Contreras (a Venezuelan deckhand, in Spanish), Savitri and
Vikash Ramdeen (an Indo-Vincentian family, in romanised Hindi), avó Conceição and Marco de Freitas
(a Madeiran-descended family, in Portuguese) and Solène Rosemain (a charter guest from Le
François, Martinique, in French). Every company, person, address, domain (`hairoun.lan`,
`glideferries.example`, `friendshipslip.example`, `arrowroot-georgetown.example`), account and
number is invented; only the region is real. Texts: WhatsApp chats, tickets, notes, runbooks,
shell history, config and env files, URLs, voice-note transcripts, SMS and requests to the
assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `::`, a tab, `is`, `a`, `es`,
`hai`, `é`, `c'est`, `—`, a new line, a question then its answer, a value said first and named
after.

Grep counts (heldouts 5 to 429, grep -l): none for `Hairoun`, `Ramdeen`, `de Freitas`,
`Rosemain`, `Wallilabou`, `IBAN PT`; one for `Ollivierre`, `IBAN VE`; two for `Bequia`,
`arrowroot`, `Kalinago`, `Mustique`, `Canouan`; three to nine for `Kingstown`, `Georgetown`,
`Vincentian`, `Madeira`, `Martinique`, `Paget`, `IBAN LC`, `IBAN CR`, `cu.ni`; above ten for
`ve.rif`, `pt.cc`, `in_.pan`, `in_.aadhaar`, `fr.nir`, `chamo`, `palavra-passe`, `mdp`, `kisi ko
mat`, `Creole`.
Languages: about half English, config or shell; the rest in Vincentian Creole as texted (`di
password a`, `doh tell nobody`, `ah change it`, `wah de code`), the Spanish of a Venezuelan deckhand
(`chamo`, `pana`, `la clave es`, `no se la pases a nadie`), the Hindi of an Indo-Vincentian family
in romanised chat (`password hai`, `kisi ko mat batana`, `beta`), the European Portuguese of a
Madeiran-descended family (`a palavra-passe é`, `não digas a ninguém`) and the French of a
Martiniquaise charter guest (`le mdp c'est`, `le code du portail`). The Creole spellings, the
romanised Hindi and the Venezuelan texting are my guesses.
Vendors: the invented FerryTix, SlipLog, StarchTrace and VinciPay, plus the GitHub, GitLab, Slack,
Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram,
PyPI, Shopify, DigitalOcean, Linear, Grafana, Postman, Doppler, Vault, Tailscale, Groq, Replicate,
Perplexity, xAI, Brevo, NVIDIA, Docker Hub, Databricks and Pulumi shapes. Ids: Venezuela's RIF,
Portugal's NIF and Cartão de Cidadão, India's PAN and Aadhaar and France's NIR and SIREN, each
drawn until its `stdnum` module validates it. IBANs of Portugal, France, Saint Lucia and Costa
Rica, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish, French and
Portuguese lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex,
Discover and Maestro).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import random
import string
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.fr import nir as fr_nir
from stdnum.fr import siren as fr_siren
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import pan as in_pan
from stdnum.pt import cc as pt_cc
from stdnum.pt import nif as pt_nif
from stdnum.ve import rif as ve_rif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 432_518_093
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
_r, _j = v.r, v.token
Maker = v.Maker

_WORDS = ["Arrowroot", "Starch", "Bollard", "Gangway", "Slipway", "Caulk", "Keel", "Mooring",
          "Hawser", "Sieve", "Mill", "Breadfruit", "Soursop", "Nutmeg", "Bowline", "Ferry",
          "Transom", "Tiller", "Windward", "Leeward"]  # fmt: skip
_PLACES = ["Kingstown", "Bequia", "Georgetown", "Layou", "Barrouallie", "Chateaubelair",
           "Mustique", "Canouan", "Mayreau", "Union", "Wallilabou", "Calliaqua", "Biabou",
           "Owia", "Fancy", "Sandy", "Friendship", "Paget", "Lowmans", "Arnos"]  # fmt: skip
_NAMES = ["Desmond", "Shernell", "Yorbis", "Savitri", "Vikash", "Conceicao", "Marco", "Solene",
          "Kenroy", "Akeila", "Jozette", "Dwaine", "Keisha", "Rolly"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Arr0wr00t", "B3qu1a", "Sl1pw4y", "F3rry", "K1ngst0wn", "St4rch", "M00r1ng"]
_USERS = ["dollivierre", "sbrowne", "ycontreras", "vramdeen", "mdefreitas", "ops", "admin",
          "ferrydesk", "millops", "slipyard", "root", "kenroy.j"]  # fmt: skip
_HOSTS = ["db1.hairoun.lan", "tix.glideferries.example", "erp.hairoun.lan",
          "nas.friendshipslip.example", "scada.arrowroot-georgetown.example", "10.44.7.12",
          "pos-kgn.hairoun.lan", "mail.hairoun.lan"]  # fmt: skip
_NETS = ["Glide Deck Wifi", "Slip Shed 2", "Arrowroot Mill Office", "Hairoun Guest",
         "MV Grenadine Star", "Bequia Loft 5G", "Kgn Terminal Staff"]  # fmt: skip

_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.choice(_WORDS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_PLACES).lower()}.{g.randrange(1990, 2031)}",
    lambda g: f"{g.choice(_LEET)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 12) + g.choice(_SYMBOLS) + _r(g, D, 2),
    lambda g: "-".join(_r(g, LOWER + D, 6) for _ in range(3)),
    lambda g: f"{g.choice(_NAMES)}@{g.choice(_PLACES)}{g.randrange(1950, 2010)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"MV{g.choice(_WORDS)}_{g.randrange(100, 1000)}x",
]


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda s: all(c in ALNUM + "._-" for c in s) and len(s) >= 9)


_POOLS = {"u": _USERS, "h": _HOSTS, "net": _NETS, "who": _NAMES}


def _fill(rng: random.Random, cls: str, templates: list[str], n: int, make: Maker) -> list[Sample]:
    return v.fill(rng, cls, templates, n, make, **_POOLS)


_EN = [
    "ferry ticketing admin password: {pw}",
    "Desmond: the Friendship Slip NAS password is {pw}",
    "Note to self — arrowroot mill HMI login password = {pw}",
    "Ticket HPH-2210: reset the POS in Kingstown, new password -> {pw}",
    "password → {pw} (weighbridge PC, Georgetown)",
    "MV Grenadine Star bridge laptop | password | {pw}",
    "Remember this for me: the ERP password is now {pw}",
    "router admin pw: {pw}",
    "the password for the booking office printer panel:\n{pw}",
    "passwd=>{pw}  # slip yard camera NVR",
    "Voice note: ok so the new password for the ferry mailbox is {pw}, got it?",
    "Please store the CCTV password for the Bequia shed: {pw}",
    "pwd :: {pw}",
    "Runbook step 4: log in with the service password `{pw}`",
    "the password was changed to {pw} after Akeila left",
    "Password\t{pw}",
    'Bequia VPN password is "{pw}" until Friday',
    "SCADA password (mill dryer 2): {pw}",
    "sbrowne's new password -- {pw}",
    "password / {pw}",
]
_CREOLE = [
    "Shernell: di password fuh de ticket machine a {pw} doh tell nobody eh",
    "bwoy ah change de office pc password, it is {pw} now",
    "wah de password fuh de booking laptop? — {pw} mi dear",
    "Dessie seh de new password a {pw}, write it down fuh me",
    "de mill computer password: {pw} yuh hear",
    "password fuh de boatyard camera is {pw}, nah send it nowhere",
    "pass a {pw} fuh de ferry wifi router ting",
    "ah reset it again, password now {pw} smh",
]
_ES = [
    "chamo la clave del radar es {pw} no se la pases a nadie",
    "pana, contraseña del laptop del puente: {pw}",
    "Yorbis: la contraseña es {pw} vale",
    "la clave del VHF web quedó en {pw}",
    "contraseña = {pw} (la del cuarto de máquinas)",
    "oye mi pana, la clave nueva es {pw}, bórralo después",
    "clave del ferry: {pw} jajaja no la pierdas",
    "te paso la contraseña del correo: {pw}",
]
_HI = [
    "beta, mill office ka password {pw} hai, kisi ko mat batana",
    "Vikash: laptop ka password hai {pw}",
    "mummy ne bola wifi nahi, computer ka password {pw} hai",
    "password yaad rakhna: {pw}",
    "naya password {pw} hai bhaiya, purana wala band",
    "Savitri aunty ka email password → {pw}",
    "bank wala nahi, shop computer ka password hai {pw}",
    "password bhej raha hoon: {pw} delete kar dena",
]
_PT = [
    "Marco, a palavra-passe do computador da oficina é {pw}, não digas a ninguém",
    "avó, a senha do email é {pw}",
    "palavra-passe: {pw} (a do portátil da loja)",
    "a nova senha ficou {pw}, apaga depois",
    "Conceição: a palavra-passe do banco online é {pw}",
    "senha → {pw}",
    "a senha do router é {pw} querida",
    "guarda isto: palavra-passe {pw}",
]
_FR = [
    "Solène : le mdp c'est {pw}",
    "le mot de passe du wifi du bateau c'est {pw} merci !",
    "mot de passe : {pw} (la tablette de la cabine)",
    "mdp du compte de réservation → {pw}",
    "Le mot de passe est {pw}, je l'ai changé hier",
    "j'ai remis le mot de passe à {pw} pour le portail",
    "mdp = {pw}",
    "voilà le mot de passe de ma boîte mail : {pw}",
]
_QA = [
    "Akeila: what's the password for the Bequia NAS?\nDesmond: {pw}",
    "Q: password for the mill HMI?\nA: {pw}",
    "{pw} — that's the ferry office admin password",
    "type {pw}; that's what I set for the ticket kiosk",
    "Kenroy: pw for the camera? / Shernell: {pw}",
    "{pw} is the password for the new laptop, don't lose it",
    "chamo cuál es la clave? — {pw}",
    "password kya hai?\n{pw}",
    "{pw} c'est le mot de passe du wifi",
    "qual é a senha?\n{pw}",
]
_LOGIN = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "user {u} pass {pw}",
    "https://{u}:{pw}@{h}/admin",
    "postgres://{u}:{pw}@{h}:5432/tix",
    "sign in as {u} with {pw}",
    "username: {u}\npassword: {pw}",
    "{u} / {pw} for the booking portal",
    "u={u} p={pw}",
    "| {h} | {u} | {pw} |",
    "mysql://{u}:{pw}@{h}/arrowroot",
    "ftp://{u}:{pw}@{h}/manifests",
    "the creds for the ERP are {u} and {pw}",
    "usuario {u}, contraseña {pw}",
    "utilisateur : {u} mot de passe : {pw}",
    "utilizador {u} palavra-passe {pw}",
]
_CLI = [
    "$ mysql -u {u} -p{pw} -h {h} tickets",
    "sshpass -p '{pw}' ssh {u}@{h}",
    "curl -u {u}:{pw} https://{h}/api/sailings",
    "redis-cli -h {h} -a {pw} ping",
    "echo '{pw}' | docker login -u {u} --password-stdin registry.hairoun.lan",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "smbclient //nas/slip -U {u}%{pw}",
    'psql "postgresql://{u}:{pw}@{h}/mill"',
    "sqlcmd -S {h} -U {u} -P {pw}",
    "ldapsearch -x -D cn={u},dc=hairoun,dc=lan -w {pw}",
    "7z x manifests.7z -p{pw}",
    "zip -P {pw} payroll.zip payroll.csv",
    "openssl enc -aes-256-cbc -in crew.csv -out crew.enc -pass pass:{pw}",
    "lftp -u {u},{pw} {h}",
    "mosquitto_pub -h {h} -u {u} -P {pw} -t mill/dryer -m on",
    "keytool -list -keystore tix.jks -storepass {pw}",
    "echo {pw} | sudo -S systemctl restart tix",
    "ipmitool -I lanplus -H {h} -U {u} -P {pw} power status",
    "sqlplus {u}/{pw}@ERPDB",
    "gpg --batch --passphrase {pw} -d ledger.gpg",
    "xfreerdp /v:{h} /u:{u} /p:{pw}",
    "net use Z: \\\\nas\\slip {pw} /user:{u}",
    "mongosh mongodb://{u}:{pw}@{h}:27017/ferry",
    "rabbitmqctl add_user {u} {pw}",
    "plink -ssh {u}@{h} -pw {pw}",
    "cqlsh {h} -u {u} -p {pw}",
]
_CONF = [
    "DB_PASSWORD={pw}",
    "export TIX_DB_PASS='{pw}'",
    'password: "{pw}"',
    "spring.datasource.password={pw}",
    "[smtp]\nuser = ferrydesk\npassword = {pw}",
    "MYSQL_ROOT_PASSWORD: {pw}",
    '<add key="DbPassword" value="{pw}" />',
    "define('DB_PASSWORD', '{pw}');",
    '{{"db": {{"user": "{u}", "password": "{pw}"}}}}',
    'REDIS_PASSWORD = "{pw}"',
    "{h}:5432:mill:{u}:{pw}",
    "smtp_password,{pw}",
    "admin_pass ||| {pw}",
    "bind_pw {pw}",
]


def _b64(n: int) -> Maker:
    return _j((B64, n))


_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub", _j("ghp_", (ALNUM, 36))),
    ("GitHub", _j("github_pat_11", (UPPER + D, 20), "_", (ALNUM, 59))),
    ("GitLab", _j("glpat-", (URLSAFE, 20))),
    ("Slack", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", _j("sk_live_", (ALNUM, 99))),
    ("Stripe", _j("rk_live_", (ALNUM, 40))),
    ("OpenAI", _j("sk-proj-", (URLSAFE, 120))),
    ("Anthropic", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("OpenRouter", _j("sk-or-v1-", (HEX, 64))),
    ("AWS", _j("AKIA", (UPPER + "234567", 16))),
    ("Google", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", _j("hf_", (ALNUM, 34))),
    ("npm", _j("npm_", (ALNUM, 36))),
    ("SendGrid", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio", _j("SK", (HEX, 32))),
    ("Telegram", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("PyPI", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 120))),
    ("Shopify", _j("shpat_", (HEX, 32))),
    ("DigitalOcean", _j("dop_v1_", (HEX, 64))),
    ("Linear", _j("lin_api_", (ALNUM, 40))),
    ("Grafana", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Postman", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Doppler", _j("dp.st.prd.", (ALNUM, 43))),
    ("Vault", _j("hvs.", (URLSAFE, 90))),
    ("Tailscale", _j("tskey-auth-", (ALNUM, 17), "-", (ALNUM, 32))),
    ("Groq", _j("gsk_", (ALNUM, 52))),
    ("Replicate", _j("r8_", (ALNUM, 37))),
    ("Perplexity", _j("pplx-", (ALNUM, 48))),
    ("xAI", _j("xai-", (ALNUM, 80))),
    ("Brevo", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA", _j("nvapi-", (URLSAFE, 64))),
    ("Docker Hub", _j("dckr_pat_", (URLSAFE, 27))),
    ("Databricks", _j("dapi", (HEX, 32))),
    ("Pulumi", _j("pul-", (HEX, 40))),
]
_VENDOR_T = [
    "{name} token for the ticket site deploy: {pw}",
    "export TOKEN={pw}  # {name}",
    "Desmond pasted the {name} key in chat: {pw}",
    "{name}: {pw}",
    "la key de {name} es {pw}",
    "{name} ka token {pw} hai",
    "clé {name} → {pw}",
    '"{name}": "{pw}"',
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for (name, make), template in zip(
        v.cycle(rng, _VENDORS, n), v.cycle(rng, _VENDOR_T, n), strict=True
    ):
        secret = make(rng)
        out.append(Sample("vendor_token", template.format(name=name, pw=secret), secret))
    return out


_INVENTED = [
    "FerryTix API key: {pw}",
    "SlipLog integration broken, current key {pw}",
    "Integrations › StarchTrace: {pw}",
    "VinciPay API key for the mill shop = {pw}",
    "clave de API de FerryTix: {pw}",
    "clé d'API VinciPay : {pw}",
    "SlipLog api_key → {pw}",
    "StarchTrace key for prod: {pw}",
]
_INV_MAKERS: list[Maker] = [
    _j((HEX, 32)),
    lambda g: v.uuid4(g, "b"),
    _j((ALNUM, 40)),
    _j((HEX, 48)),
]


def _invented(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "vendor_unknown", _INVENTED, n, lambda g: g.choice(_INV_MAKERS)(g))


_BARE = [
    "{pw}",
    "paste this in the kiosk config: {pw}",
    "ok here it is {pw} thanks",
    "Shernell sent {pw} for the booking sync",
    "AZURE_STORAGE_KEY={pw}",
    "SESSION_SECRET {pw}",
]
_HEXT = [
    "encryption key: {pw}",
    "HMAC_KEY={pw}",
    "mill backup AES key {pw}",
    "master key → {pw}",
    "config/master.key\n{pw}",
]


def _jwt(g: random.Random) -> str:
    header = v.b64url({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    claims = v.b64url(
        {
            "sub": g.choice(_USERS),
            "iss": "tix.glideferries.example",
            "exp": g.randrange(1_700_000_000, 2_000_000_000),
        }
    )
    return f"{header}.{claims}.{_r(g, URLSAFE, g.choice([43, 86]))}"


_JWT_T = [
    "Authorization: Bearer {pw}",
    "session token from the ferry app: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://tix.glideferries.example/api/manifest",
    "jwt={pw}",
    "el token del app es {pw}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = "\n".join(_r(g, B64, 64) for _ in range(g.randrange(4, 9)))
    return f"-----BEGIN {kind}-----\n{body}\n{_r(g, B64, 20)}=\n-----END {kind}-----"


_PEM_T = [
    "{pw}",
    "deploy key for the ticket server:\n{pw}",
    "Desmond: here's the key file\n{pw}\nthanks",
    "id_ed25519 for the NAS\n{pw}",
]
_LANGS = ["english", "spanish", "french", "portuguese"]
_MN = {lang: Mnemonic(lang) for lang in _LANGS}


def _seed(g: random.Random) -> str:
    lang = g.choice(_LANGS)
    entropy = bytes(g.randrange(256) for _ in range(g.choice([16, 32])))
    return str(_MN[lang].to_mnemonic(entropy))


_SEED_T = [
    "wallet recovery phrase: {pw}",
    "seed words for the mill's USDC wallet\n{pw}",
    "frase semilla: {pw}",
    "ma phrase de récupération : {pw}",
    "frase de recuperação {pw}",
    "Vikash ka wallet seed: {pw}",
]


def _card(g: random.Random) -> str:
    brand = g.choice(["visa", "mastercard", "amex", "discover", "maestro"])
    number = v.card(g, brand)
    return v.grouped(number, g.choice([" ", "-", "", " "]), g)


_CARD_T = [
    "company card {pw} exp 09/28",
    "card number: {pw}",
    "Shernell, pay the fuel with {pw}",
    "numéro de carte {pw}",
    "número do cartão: {pw}",
    "la tarjeta es {pw} vence 11/27",
    "card ka number {pw} hai",
]
_CVV_T = [
    "security code on the back: {pw}",
    "CVV {pw}",
    "the three digits on the back are {pw}",
    "cryptogramme visuel : {pw}",
    "código de seguridad: {pw}",
    "CVC={pw}",
]


def _iban(g: random.Random) -> str:
    shapes = {"PT": "n" * 21, "FR": "n" * 10 + "c" * 11 + "nn", "LC": "aaaa" + "c" * 24,
              "CR": "0" + "n" * 17}  # fmt: skip
    value = v.iban_shaped(g, g.choice(list(shapes)), shapes)
    return v.iban_spaced(value) if g.random() < 0.5 else value


_IBAN_T = [
    "IBAN: {pw}",
    "send the deposit to {pw} (Hairoun Passage)",
    "o IBAN da avó é {pw}",
    "mon IBAN : {pw}",
    "IBAN → {pw}",
]


def _rif(g: random.Random) -> str:
    body = g.choice("VEJ") + _r(g, D, 8)
    return body + str(ve_rif.calc_check_digit(body))


def _nif(g: random.Random) -> str:
    body = g.choice("123") + _r(g, D, 7)
    return body + str(pt_nif.calc_check_digit(body))


def _cc(g: random.Random) -> str:
    return v.until(g, _j((D, 9), (UPPER, 2), (D, 1)), pt_cc.is_valid)


def _pan(g: random.Random) -> str:
    return _r(g, UPPER, 3) + "P" + _r(g, UPPER, 1) + _r(g, D, 4) + _r(g, UPPER, 1)


def _aadhaar(g: random.Random) -> str:
    value = v.until(g, _j((D, 12)), in_aadhaar.is_valid)
    return f"{value[:4]} {value[4:8]} {value[8:]}"


def _nir(g: random.Random) -> str:
    body = f"{g.choice('12')}{g.randrange(50, 100)}{g.randrange(1, 13):02d}972{_r(g, D, 5)}"
    return body + fr_nir.calc_check_digits(body)


def _siren(g: random.Random) -> str:
    body = _r(g, D, 8)
    return body + str(luhn.calc_check_digit(body))


_IDS: list[tuple[Maker, list[str]]] = [
    (_rif, ["mi RIF es {pw}", "RIF: {pw}"]),
    (_nif, ["NIF da avó: {pw}", "número de contribuinte {pw}"]),
    (_cc, ["Cartão de Cidadão nº {pw}", "CC do Marco: {pw}"]),
    (_pan, ["PAN card number {pw}", "Vikash ka PAN {pw} hai"]),
    (_aadhaar, ["Aadhaar: {pw}", "mummy ka aadhaar number {pw}"]),
    (_nir, ["numéro de sécu : {pw}", "NIR {pw}"]),
    (_siren, ["SIREN de ma société : {pw}"]),
]
ID_CHECKS = [ve_rif, pt_nif, pt_cc, in_pan, in_aadhaar, fr_nir, fr_siren]


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for make, templates in v.cycle(rng, _IDS, n):
        secret = make(rng)
        out.append(Sample("national_id", rng.choice(templates).format(pw=secret), secret))
    return out


_TOTP_T = [
    "TOTP secret for the ERP admin: {pw}",
    "2FA setup key {pw}",
    "otpauth://totp/Hairoun:dollivierre?secret={pw}&issuer=Hairoun",
    "can't scan the QR code, manual key is {pw}",
    "clave 2FA del correo: {pw}",
]
_OTP_T = [
    "{pw} is your Grenadine Glide verification code",
    "Your VinciPay code is {pw}",
    "Use {pw} to sign in to SlipLog",
    "verification code: {pw}",
    "OTP {pw} hai, kisi ko mat batana",
    "tu código de verificación es {pw}",
    "votre code de vérification : {pw}",
    "o código é {pw}",
    "di code dem send me a {pw}",
]
_BACKUP_T = [
    "2FA backup codes for the ERP:\n{pw}",
    "recovery codes: {pw}",
    "códigos de recuperación\n{pw}",
    "codes de secours : {pw}",
    "backup codes fuh de email {pw}",
]


def _backup(g: random.Random) -> str:
    codes = v.backup_codes(g, g.randrange(6, 11), g.randrange(4))
    return g.choice(["\n", ", ", " "]).join(codes)


_WIFI_T = [
    "wifi: {net} / {pw}",
    "Network: {net}\nKey: {pw}",
    "WIFI:T:WPA;S:{net};P:{pw};;",
    "di wifi password a {pw}",
    "la clave del wifi es {pw}",
    "wifi ka password {pw} hai",
    "le code wifi c'est {pw}",
    "a senha do wifi é {pw}",
    "network {net} key {pw}",
    "WPA key for {net}: {pw}",
]
_PIN_T = [
    "the gate code at the slip yard is {pw}",
    "PIN: {pw}",
    "alarm code for the mill is {pw}#",
    "door code -> {pw}",
    "padlock combo on the fuel store: {pw}",
    "mi PIN es {pw}",
    "card ka PIN {pw} hai",
    "o código da porta é {pw}",
    "le code du portail est {pw}",
    "de lock code fuh de container a {pw}",
    "safe combination: {pw}",
]
_PHRASE_T = [
    "passphrase: {pw}",
    "the vault passphrase is {pw}",
    'BORG_PASSPHRASE="{pw}"',
    "le mot de passe c'est la phrase {pw}",
]
_PW_WORDS = ["harbour", "starch", "keel", "mango", "lantern", "pelican", "soursop", "anchor",
             "cutlass", "basket", "lighthouse", "nutmeg", "dolphin", "hammock",
             "kettle"]  # fmt: skip


def _passphrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_PW_WORDS, 4))


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        word = rng.choice(_PW_WORDS)
        num = str(rng.randrange(100, 10_000))
        kind = i % 4
        if kind == 0:
            secret = "-".join((word + num).upper())
            text = f"ok I'll spell the password: {secret}"
        elif kind == 1:
            secret = f"{word.capitalize()} with a capital first letter and {num} at the end"
            text = f"the mill PC password is {secret}"
        elif kind == 2:
            secret = f"{word}, then {num}"
            text = f"type {secret}; that's the admin password"
        else:
            secret = f"{word} suivi de {num}"
            text = f"le mot de passe c'est le mot {secret}"
        out.append(Sample("spelled_password", text, secret))
    return out


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += _fill(rng, "password", _EN, 40, _pw)
    for templates in (_CREOLE, _ES, _HI, _PT, _FR):
        out += _fill(rng, "password", templates, 8, _pw)
    out += _fill(rng, "password_qa", _QA, 15, _pw)
    out += _fill(rng, "login", _LOGIN, 30, _plain)
    out += _fill(rng, "cli_password", _CLI, 30, _plain)
    out += _fill(rng, "config_password", _CONF, 20, _plain)
    out += _vendors(rng, 34)
    out += _invented(rng, 12)
    out += _fill(rng, "bare_token", _BARE, 10, _j((ALNUM, 40)))
    out += _fill(rng, "hex_key", _HEXT, 10, lambda g: v.hex_key(g, g.choice([32, 64])))
    out += _fill(rng, "jwt", _JWT_T, 10, _jwt)
    out += _fill(rng, "pem", _PEM_T, 6, _pem)
    out += _fill(rng, "seed_phrase", _SEED_T, 12, _seed)
    out += _fill(rng, "card", _CARD_T, 14, _card)
    out += _fill(rng, "card_cvv", _CVV_T, 8, _j((D, 3)))
    out += _fill(rng, "iban", _IBAN_T, 12, _iban)
    out += _ids(rng, 14)
    out += _fill(rng, "totp", _TOTP_T, 10, lambda g: v.totp_secret(g, False))
    out += _fill(rng, "otp", _OTP_T, 12, _j((D, 6)))
    out += _fill(rng, "backup_codes", _BACKUP_T, 8, _backup)
    out += _fill(rng, "wifi", _WIFI_T, 15, _plain)
    out += _fill(rng, "pin", _PIN_T, 14, lambda g: _r(g, D, g.choice([4, 5, 6])))
    out += _fill(rng, "passphrase", _PHRASE_T, 8, _passphrase)
    out += _spelled(rng, 6)
    return out


_FIRST = [
    "the ferry office password is",
    "Password:",
    "di password a",
    "la clave del radar es",
    "password hai",
    "a palavra-passe é",
    "le mdp c'est",
    "FerryTix API key:",
    "wifi key for Glide Deck Wifi",
    "gate code:",
]


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for first in v.cycle(rng, _FIRST, 20):
        secret = _j((HEX, 32))(rng) if "API" in first else _pw(rng)
        if "code" in first:
            secret = _r(rng, D, 6)
        second = secret + rng.choice(["", " (don't share)", "\nchanged Monday", " vale", " merci"])
        out.append(FieldPair("split_fields", first, second, secret))
    return out


_META_KEYS = ["password", "db_pass", "pwd", "api_key", "token", "contraseña", "senha",
              "mot_de_passe", "wifi_psk", "door_code", "totp_secret", "clientSecret"]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    out = []
    for key in v.cycle(rng, _META_KEYS, 20):
        secret = _j((BASE32, 32))(rng) if key == "totp_secret" else _pw(rng)
        inner: Any = {key: secret, "host": rng.choice(_HOSTS)}
        for parent in rng.sample(["ferry", "mill", "slip", "creds", "prod"], rng.randrange(1, 3)):
            inner = {parent: inner}
        out.append(MetadataSample("metadata_key", inner, secret))
    return out


CLEAN = [
    "The ferry password policy needs 12 characters and a symbol.",
    "Reset your password from the staff portal; IT never asks for it by chat.",
    "di password expire every 90 days, change it before Friday",
    "la contraseña se cambia el lunes, no la mandes por aquí",
    "password bhool gaye to Desmond ko call karna",
    "a palavra-passe tem de ter pelo menos doze caracteres",
    "le mot de passe est dans le coffre, je te le donne demain",
    "The gate PIN changes on the first of every month.",
    "Ask Shernell for the door code when you arrive.",
    "The OTP expires in 5 minutes; request a new one if late.",
    "Backup codes are kept in the safe at the Kingstown office.",
    "Ticket HPH-4471: ticket kiosk freezes after payment.",
    "Order #88231907 for 40 sacks of arrowroot starch shipped.",
    "Tracking number 1Z 999 AA1 01 2345 6784 is for the spare impeller.",
    "Version 4.12.7 of the ticketing app is live.",
    "sha256 of mill-firmware-3.2.bin: "
    "9f2c4e1b7a6d5c3e8f0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6",
    "commit 3e9a1c7b5d2f4a6e8c0b1d3f5a7c9e2b4d6f8a0c fixed the manifest export",
    "Call the ferry office at +1 784 555 0142.",
    "Sailing times: 06:30, 09:00 and 17:15 from Kingstown.",
    "MV Grenadine Star is 38.5 m long and carries 320 passengers.",
    "Coordinates of the slip: 13.0065, -61.2417",
    "Card ending in 4417 was charged EC$ 212.50.",
    "IBAN PT50 **** **** **** **** 0432 3 (masked)",
    "The arrowroot sack code is AR-25KG-0917.",
    "Invoice INV-2026-00318 due 15/07/2026.",
    "Postcode VC0100 for the Kingstown office.",
    "chamo el ferry sale a las 6:30, no llegues tarde",
    "beta, kal subah 9 baje mill aana",
    "a avó chega no ferry das 17:15",
    "Solène arrive le 12 mars à Bequia, cabine 4",
    "de ferry late again, reach Bequia 10 o'clock",
    "The wifi name is Hairoun Guest; the key is on the card at reception.",
    "Use the password manager for all shared logins.",
    "The API key for FerryTix is rotated every quarter.",
    "Token counts for the assistant: prompt 812, completion 203.",
    "The seed phrase is written on steel and kept in the mill safe.",
    "CVV must be three digits; never type it into chat.",
    "Enter the 6-digit code from your authenticator app.",
    "Serial number SN-7731-BQ-0092 on the boatyard compressor.",
    "Part number 2301-4471-88 for the propeller shaft seal.",
    "Build 20260311.4 passed all tests.",
    "UUID of the crew report template: see the shared drive.",
    "Room 214, extension 3307.",
    "Weight on the weighbridge: 18,440 kg.",
    "de password reset link came, ah go do it later",
    "la clave no funciona, ¿me la reseteas?",
    "password galat hai bol raha hai, reset karo",
    "a senha do banco não funciona, liga ao Marco",
    "j'ai oublié mon mot de passe, tu peux le réinitialiser ?",
    "Your password was changed. If this wasn't you, contact IT.",
    "The PIN pad at the Bequia desk is broken.",
    "Store the wifi key in the vault, not in WhatsApp.",
    "The door code is the same as last month's.",
    "recovery codes: generate new ones after you log in",
    "MAC address of the kiosk: 3c:22:fb:14:9a:07",
    "IP 10.44.7.12 is the booking printer.",
    "Dryer 2 temperature 68.5 °C at 14:32.",
    "The license plate of the van is P 4417.",
    "Tide table: high water 05:12, low water 11:40.",
    "The mill produced 2,310 kg of starch on 2026-02-14.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_policy": "12 chars min", "rotation_days": 90},
    {"ticket": "HPH-4471", "vessel": "MV Grenadine Star"},
    {"order_id": "88231907", "sacks": 40, "product": "arrowroot starch"},
    {"sha256": "0b7c9e1a3d5f7b9c1e3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b70"},
    {"token_count": 812, "model": "assistant"},
    {"pin_pad": "broken", "desk": "Bequia"},
    {"wifi_ssid": "Hairoun Guest", "band": "5GHz"},
    {"phone": "+1 784 555 0142", "office": "Kingstown"},
    {"version": "4.12.7", "build": "20260311.4"},
    {"card_last4": "4417", "amount": "EC$ 212.50"},
]
