# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-twenty-fourth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-twenty-first's
docstring, the fifth to three-hundred-and-twenty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (322, 323, 325), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (324_118_693), password words (an
island thing and a place, `YlangKarthala47!`; dot-joined `dziani.ylang.1987`; a relative's name, a
year and a symbol; leet `Y14ngY14ng`; a generator's dashed groups; random runs).

The fictional company is Mwezi Ylang Freight SARL (an ylang-ylang still and warehouse in
Mutsamudu, a head office and vanilla store in Moroni, a ferry-ticket desk in Fomboni and an agent
for the Mayotte ferry in Dzaoudzi) with staff and relatives in Marseille, Mamoudzou and Zanzibar;
every company, person, address, domain (`mwezi.lan`, `mwezi-ylang.example`) and number is
invented, only the region (the Comoros and Mayotte) is real. Texts: chats with times, tickets,
notes, runbooks, shell prompts, config and env files, voice-note transcripts and requests to the
assistant; separators from a colon, `ni`, `dia`, `c'est`, `est`, `=`, an arrow and `->` to a new
line.

Grep counts (heldouts 5 to 321 naming each, grep -l): none for NgaziPay, MwaliSMS, KarthalaCloud,
YlangTrack, MaoreFerry, DhowLedger, `peuchère`, `inshallah`, `Bismillah`, `إن شاء الله`; one for
Ndzuani, Mwali, Karthala, the Comoros, Shikomori; two for Fomboni, Shinzwani, Mwezi; four or five
for Shingazidja, Moroni, Mutsamudu, Dzaoudzi, Mamoudzou, `tenimiafina`, `nywila`, prosodyctl, helm
registry, `--os-password`, ejabberdctl, smbmap, ldapwhoami, xtrabackup, mydumper; `nenosiri` (17)
and `mdp` (48) are the most used.

About half of the secret samples are not in English: Shingazidja and Shinzwani in Latin letters
and in Arabic letters (`pasiwedi yangu ni`, `usishe wambia`, `باسوورد يانغو ني`), the French of
relatives in Marseille (`le mot de passe c'est`, `peuchère`, `mdp`), the Malagasy (Kibushi) of
neighbours in Mayotte (`ny tenimiafina dia`, `aza ambara`), Arabic religious words (`Bismillah`,
`inshallah`, `كلمة السر`) and the Swahili of Zanzibari traders (`nenosiri ni`, `nywila`, `namba ya
siri`). The French, Swahili and Arabic wordings are ordinary usage; the author's guesses, checked by
no speaker, are every Shikomori spelling in both scripts, the Kibushi phrasing and the texting
abbreviations.

Vendors: invented ones (NgaziPay `ngz_live_`, MwaliSMS `msms-`, KarthalaCloud `kc_`, YlangTrack
`ylt_`, MaoreFerry UUIDs, DhowLedger `dhw.`; shapes guessed) and the known GitHub, GitLab, Slack,
Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Telegram, Flutterwave,
Doppler, Tailscale and Groq shapes; the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: France's NIR (`fr.nir`)
and NIF (`fr.nif`), a SIREN (`fr.siren`), Morocco's ICE (`ma.ice`) and Mauritius' NID (`mu.nid`);
Comorian identity-card numbers and passports carry no check. Cards pass Luhn (`stdnum.luhn`);
IBANs of Bahrain, the United Arab Emirates, Qatar, Palestine, Honduras, Kosovo, Mongolia and Sao
Tome (the least used by a rough grep), checked with `stdnum.iban`; seed phrases from mnemonic's
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
from stdnum import luhn
from stdnum.fr import nif as fr_nif
from stdnum.fr import nir as fr_nir
from stdnum.fr import siren as fr_siren
from stdnum.ma import ice as ma_ice
from stdnum.mu import nid as mu_nid

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 324_118_693
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn."""

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
    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_THINGS = ["Ylang", "Vanilla", "Girofle", "Karthala", "Dziani", "Mkatra", "Msindzano", "Dhow",
           "Kofia", "Shiromani", "Twarab", "Mtsolola", "Madaba", "Langouste", "Coelacanthe",
           "Mahorais", "Boutre", "Djaliko"]  # fmt: skip
_PLACES = ["Moroni", "Mutsamudu", "Fomboni", "Dzaoudzi", "Mamoudzou", "Mitsamiouli", "Domoni",
           "Sima", "Nioumachoua", "Iconi", "Foumbouni", "Ouani", "Bambao", "Chindini",
           "Pamandzi", "Belsunce", "Noailles", "Stonetown"]  # fmt: skip
_NAMES = ["Said", "Mariama", "Ahmed", "Zaharia", "Faouzia", "Anlimoudine", "Hadidja", "Soilihi",
          "Nassur", "Djamila", "Mbaraka", "Rahamatou", "Karim", "Fatima", "Moinaecha", "Ibrahim",
          "Halima", "Youssouf", "Oumouri", "Naouirou"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Y14ng", "V4n1ll4", "K4rth4l4", "Dz14n1", "M0r0n1", "Mw4l1", "C03l4c4nth3"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_THINGS)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_THINGS).lower()}.{g.randrange(1950, 2031)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + g.choice(_LEET) + str(g.randrange(10, 100)),
    _manager,
    lambda g: f"Ferry{g.randrange(100, 1000)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, 07:42, Said: the still's PLC password is {pw}",
    "Ticket MYF-2211: Mutsamudu warehouse NAS admin password {pw}, please rotate",
    "note to self: Fomboni ticket desk PC password {pw}",
    "runbook, ferry manifest upload\n1. open the portal\n2. log in as agent\n3. password {pw}",
    "voice note transcript: okay so the password for the Moroni router is {pw} yeah",
    "please remember my webmail password for me: {pw}",
    "the cold room controller password at Moroni port is {pw}",
    "Dzaoudzi ferry agent laptop, password = {pw}",
    "Signal, 21:10, Halima: new password for the accounts PC -> {pw}",
    "after the reset the Mayotte booking site password became {pw}",
    "Pasiwedi yangu ya email ni {pw}",
    "pasiwedi ya routeur ya daho ni {pw}, usishe wambia watru",
    "Said: pasiwedi mpia ya serveur ni {pw}",
    "pasiwedi yahangu ya Facebook ni {pw}",
    "Moinaecha: pasiwedi ya ordinateur ya Mutsamudu ni {pw}",
    "باسوورد يانغو ني {pw}",
    "باسوورد يا روتور ني {pw}",
    "Bismillah. كلمة السر للحاسوب الجديد: {pw}",
    "كلمة المرور حق الإيميل {pw} إن شاء الله ما تنساها",
    "pswd ya wifi ya dukani ni {pw} inshallah",
    "le mot de passe de la box à Belsunce c'est {pw}, peuchère",
    "mdp de la CAF : {pw}",
    "Karim: maman, ton mot de passe Ameli c'est {pw}, le note pas sur le frigo",
    "mot de passe du compte La Poste de tonton = {pw}",
    "le code wifi chez Fatima à Noailles, mot de passe {pw}",
    "ny tenimiafina ny mailaka dia {pw}",
    "tenimiafina an'ny ordinatera: {pw}, aza ambara",
    "Mbaraka: ny tenimiafina vaovao dia {pw}",
    "nenosiri la kompyuta ya duka ni {pw}",
    "nywila yangu ya benki mtandaoni ni {pw}",
    "Mzee Ibrahim, Zanzibar: nenosiri jipya la seva ni {pw}",
    "neno la siri la M-Pesa wakala: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")

_USERS = ["said.a", "mariama", "ahmed.m", "zaharia", "faouzia", "anlimoudine", "hadidja",
          "soilihi", "nassur", "djamila", "mbaraka", "rahamatou", "karim13", "fatima.m",
          "moinaecha", "svc-still", "ferrydesk", "agent-dza"]  # fmt: skip
_LOGINS = [
    "login: {u}\npassword: {pw}",
    "Ticket MYF-2240: {u} locked out of the ERP, last password {pw}",
    "user {u} pass {pw}",
    "| system | user | password |\n|---|---|---|\n| ferry portal | {u} | {pw} |",
    "sign in to the still's HMI as {u} with {pw}",
    "{u}:{pw}",
    "creds for the Fomboni desk are {u} and {pw}",
    "Utilisateur {u}, mot de passe {pw}",
    "identifiant {u} / mdp {pw}",
    "jina la mtumiaji {u}, nenosiri {pw}",
    "mpampiasa {u}, tenimiafina {pw}",
    "usera {u}, pasiwedi {pw}",
    "اسم المستخدم {u} وكلمة المرور {pw}",
    "- host: nas-mutsamudu\n  user: {u}\n  password: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")

_SAID_WORDS = ["ylang", "karthala", "girofle", "coelacanthe", "msindzano", "mkatra", "boutre",
               "twarab", "madaba", "djaliko", "shiromani", "langouste"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, then {d}",
    "type {w}, then {d}, no space",
    "it's {w}{d}, the word and the number stuck together",
    "le mot de passe c'est le mot {w} puis {d}",
    "pasiwedi ni neno {w}, baadaye {d}",
    "ny tenimiafina dia ny teny {w} ary avy eo {d}",
    "nenosiri ni neno {w} kisha namba {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")

_CLI = [
    "prosodyctl register {u} chat.mwezi.lan '{pw}'",
    "ejabberdctl register {u} xmpp.mwezi.lan '{pw}'",
    "helm registry login registry.mwezi.lan -u {u} -p '{pw}'",
    "openstack --os-username {u} --os-password '{pw}' server list",
    "smbmap -H fs.mwezi.lan -u {u} -p '{pw}' -d MWEZI",
    "ldapwhoami -x -H ldap://dc.mwezi.lan -D 'uid={u},dc=mwezi,dc=lan' -w '{pw}'",
    "xtrabackup --backup --user={u} --password='{pw}' --target-dir=/backup/erp",
    "mydumper -h db.mwezi.lan -u {u} -p '{pw}' -B ferry -o /srv/dumps",
    "oras login registry.mwezi.lan -u {u} -p '{pw}'",
    "buildah login -u {u} -p '{pw}' registry.mwezi.lan",
    "nerdctl login -u {u} -p '{pw}' registry.mwezi.lan",
    "nxc smb 10.40.0.0/24 -u {u} -p '{pw}'",
    "dbisql -c 'UID={u};PWD={pw};Host=sa.mwezi.lan' -nogui",
    "ncftpput -u {u} -p '{pw}' ftp.mwezi.lan /manifests manifest.csv",
    "wget --user={u} --password='{pw}' https://files.mwezi.lan/ylang-prices.xlsx",
    "cf login -a https://api.cf.mwezi.lan -u {u} -p '{pw}'",
    "ibmcloud login -u {u} -p '{pw}' -r eu-de",
    "crane auth login registry.mwezi.lan -u {u} -p '{pw}'",
    "rar a -hp'{pw}' payroll-2032.rar payroll/",
    "pdftk contrat.pdf output contrat-secure.pdf user_pw '{pw}'",
    "cbq -e couchbase://cb.mwezi.lan -u {u} -p '{pw}'",
    "nzsql -host nz.mwezi.lan -u {u} -pw '{pw}' -d FERRY",
    "isql-fb -user {u} -password '{pw}' fb.mwezi.lan:/data/stock.fdb",
    "mysql -h erp.mwezi.lan -u {u} -p'{pw}' stock",
    "sshpass -p '{pw}' ssh {u}@still.mwezi.lan",
    "curl -u {u}:{pw} https://erp.mwezi.lan/api/lots",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "said@moroni-srv:~$ {c}", "root@still-mutsamudu:/opt# {c}",
    "PS C:\\ferry> {c}", "history | tail -1\n  412  {c}", "commande lancée : {c}",
    "amri niliyoendesha: {c}", "baiko nalefako: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)

_URLS = [
    "postgresql://{u}:{pw}@pg.mwezi.lan:5432/ferry",
    "mysql://{u}:{pw}@erp.mwezi.lan:3306/stock",
    "mongodb+srv://{u}:{pw}@cluster0.mwezi-ylang.example/lots",
    "redis://{u}:{pw}@cache.mwezi.lan:6379/0",
    "amqp://{u}:{pw}@mq.mwezi.lan:5672/manifests",
    "ftp://{u}:{pw}@ftp.mwezi.lan/inbound",
    "mssql+pyodbc://{u}:{pw}@sql.mwezi.lan/Compta?driver=ODBC+Driver+18",
    "Server=sql.mwezi.lan;Database=Ferry;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = ["DATABASE_URL={c}", "keep this connection string: {c}", "Ticket MYF-2250: {c}",
               "chaîne de connexion : {c}", "kiunganishi cha database ni {c}"]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("NgaziPay", "NGAZIPAY_SECRET_KEY", _j("ngz_live_", (ALNUM, 32))),
    ("MwaliSMS", "MWALISMS_API_KEY", _j("msms-", (HEX, 40))),
    ("KarthalaCloud", "KARTHALA_TOKEN", _j("kc_", (ALNUM, 36))),
    ("YlangTrack", "YLANGTRACK_API_KEY", _j("ylt_", (LOWER_DIGITS, 30))),
    ("MaoreFerry", "MAOREFERRY_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("DhowLedger", "DHOWLEDGER_TOKEN", _j("dhw.", (URLSAFE, 40))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 64))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_ACCESS_KEY_ID", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("Flutterwave", "FLW_SECRET_KEY", _j("FLWSECK-", (HEX, 32), "-X")),
    ("Doppler", "DOPPLER_TOKEN", _j("dp.st.prd.", (ALNUM, 43))),
    ("Tailscale", "TS_AUTHKEY", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 33))),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker-compose.yml:\n    environment:\n      - {env}={tok}",
    "Mwezi ERP › Settings › Integrations › {vendor}: {tok}",
    "Ticket MYF-2301: {vendor} integration broken, current key {tok}",
    "WhatsApp, Said: {vendor} key for the booking site: {tok}",
    "please keep my {vendor} API key: {tok}",
    "clé d'API {vendor} pour la billetterie : {tok}",
    "ufunguo wa API wa {vendor} ni {tok}",
    "mufunguo wa API ya {vendor} ni {tok}",
    "ny lakile API {vendor} dia {tok}",
    "مفتاح API حق {vendor}: {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "it only shows once, so here:\n{t}", "hii hapa token: {t}",
                "voilà le jeton : {t}", "{t}\n^ the new one"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 50)), _j((B64, 56), "=="), _j((LOWER_DIGITS, 48))]
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)

_HEX_PLACES = {
    "AES key of the ferry ticket QR codes: {h}": 64,
    "HMAC secret for the NgaziPay webhook: {h}": 64,
    "LoRaWAN AppKey of the still's temperature probe: {h}": 32,
    "ufunguo wa usimbaji wa backup: {h}": 64,
    "clé de chiffrement des sauvegardes : {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")

_JWT_PLACES = ["Authorization: Bearer {t}", "Ticket MYF-2320: token from the browser {t}",
               "Cookie: mwz_session={t}", "BOOKING_ACCESS_TOKEN={t}",
               "jeton du portail ferry : {t}", "token ya tovuti ni {t}"]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "HS256", "ES256"][index % 3]
    claims = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
              "email": f"{rng.choice(_USERS)}@mwezi-ylang.example"}  # fmt: skip
    sig = {"RS256": 342, "HS256": 43, "ES256": 86}[alg]
    return {"t": _jwt_of(rng, {"alg": alg, "typ": "JWT"}, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")

_PEM_PLACES = {
    "deploy key for the Moroni server:\n{key}": "OPENSSH PRIVATE KEY",
    "/etc/ssl/private/booking.mwezi.lan.key:\n{key}": "RSA PRIVATE KEY",
    "cat > ~/.ssh/id_ecdsa_ferry <<'EOF'\n{key}\nEOF": "EC PRIVATE KEY",
    "ufunguo binafsi wa seva:\n{key}": "PRIVATE KEY",
}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = _PEM_PLACES[template]
    lines = [_r(rng, B64, 64) for _ in range(9)] + [_r(rng, B64, 38) + "="]
    block = "\n".join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": block, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")

_SEED_PLACES = {
    "Trust Wallet recovery phrase: {p}": "english",
    "voice note: the wallet words are {p} and that's all": "english",
    "Ticket MYF-2333, pasted by mistake: {p}": "english",
    "phrase de récupération du portefeuille de tonton : {p}": "french",
    "maneno ya kurejesha pochi: {p}": "english",
    "frase de recuperação da carteira: {p}": "portuguese",
    "frase di recupero del portafoglio: {p}": "italian",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "french", "portuguese", "italian")}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    words = str(_MNEMO[_SEED_PLACES[template]].to_mnemonic(entropy)).split()
    layouts = [" ".join(words), "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
               " ".join(words), ", ".join(words)]  # fmt: skip
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")

_BRANDS = ["visa", "mastercard", "amex", "unionpay", "visa", "maestro"]
_CARD_PLACES = [
    "keep my card for the ferry tickets: {c} exp {mm}/{yy}",
    "numéro de carte : {c}, expire {mm}/{yy}",
    "namba ya kadi yangu ni {c}, {mm}/{yy}",
    "nomera ya karti yangu ni {c}",
    "laharana karatra: {c}",
    "رقم البطاقة {c} {mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " "][index % 4], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")

_CVV_PLACES = ["Visa {c} exp 03/36, CVV {cvv}", "cryptogramme visuel : {cvv}",
               "les trois chiffres au dos : {cvv}",
               "namba tatu nyuma ya kadi ni {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "visa"), " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")

_IBAN_SHAPES = {"BH": "aaaa" + "c" * 14, "AE": "n" * 19, "QA": "aaaa" + "c" * 21,
                "PS": "aaaa" + "c" * 21, "HN": "aaaa" + "n" * 20, "XK": "n" * 16,
                "MN": "n" * 16, "ST": "n" * 21}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "pay the Dubai perfume buyer to IBAN {i}",
    "IBAN: {i}\nRéférence : ylang lot 12",
    "IBAN ya mjomba Doha ni {i}",
    "IBAN de cousin Karim : {i}",
    "ny IBAN-ko dia {i}",
    "رقم الآيبان {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _nir(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"{h.choice('12')}{h.randrange(50, 100)}{h.randrange(1, 13):02d}99{_r(h, D, 6)}"
        return body + f"{(97 - int(body) % 97):02d}"

    return v.until(g, make, fr_nir.is_valid)


def _nif(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("0123") + _r(h, D, 12), fr_nif.is_valid)


def _siren(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice("3489") + _r(h, D, 7)
        return body + luhn.calc_check_digit(body)

    return v.until(g, make, fr_siren.is_valid)


def _ice(g: random.Random) -> str:
    return v.until(g, lambda h: "00" + _r(h, D, 13), ma_ice.is_valid)


def _mu(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        born = f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(0, 30):02d}"
        body = h.choice(UPPER) + born + _r(h, D, 6)
        return body + mu_nid.calc_check_digit(body + "0")

    return v.until(g, make, mu_nid.is_valid)


def _km_card(g: random.Random) -> str:
    return "KM" + _r(g, D, 9)


def _km_passport(g: random.Random) -> str:
    return "CM" + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "numéro de sécu de maman : {s}": _nir,
    "mon NIR pour la mutuelle : {s}": _nir,
    "numéro fiscal (NIF) de tonton Karim : {s}": _nif,
    "SIREN de la société du cousin à Marseille : {s}": _siren,
    "ICE of the Casablanca buyer: {s}": _ice,
    "Mauritius NID of the Port Louis agent: {s}": _mu,
    "namba ya kitambulisho cha Comores: {s}": _km_card,
    "carte d'identité comorienne n° {s}": _km_card,
    "pasipoti yangu ni {s}": _km_passport,
    "passport number for the ferry booking: {s}": _km_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")

_BACKUPS = ["GitHub recovery codes\n{codes}", "codes de secours Google : {codes}",
            "backup codes za 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/NgaziPay:said@mwezi-ylang.example?secret={s}&issuer=NgaziPay",
              "2FA setup key for the bank: {s}", "TOTP secret ya akaunti: {s}"]  # fmt: skip
_CODES = ["{c} is your NgaziPay verification code", "Votre code de vérification : {c}",
          "Nambari yako ya uthibitisho ni {c}", "code OTP: {c}, usimpe mtu",
          "رمز التحقق: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, index % 4)
    sep = ["\n", ", ", "\n"][index % 3]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")

_SSIDS = ["Mwezi-Office", "Mwezi Still 5G", "Comores Telecom Moroni", "Telma-Fomboni",
          "Dzaoudzi Ferry Wifi", "Maison Belsunce", "Duka la Mbaraka"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, password {pw}",
    "Network: {s} / {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "le code wifi de {s} c'est {pw}",
    "wifi ya {s}, pasiwedi ni {pw}",
    "wifi {s}: ny tenimiafina dia {pw}",
    "nenosiri la wifi {s} ni {pw}",
    "كلمة السر للواي فاي {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    return _r(rng, D, 12) if rng.random() < 0.2 else _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")

_SPELL_MAKERS = [_j("ghp_", (ALNUM, 36)), _j((HEX, 32)), _j("ngz_live_", (ALNUM, 24))]
_SPELL = ["reading it out letter by letter: {t}", "herufi moja moja: {t}",
          "lettre par lettre : {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 2 == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    return {"t": " ".join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")

_LOCKS = ["the warehouse door code in Mutsamudu is {pw}", "PIN ya kadi yangu ni {pw}",
          "code de la porte à Belsunce : {pw}", "namba ya siri ya ATM: {pw}",
          "kaody PIN an'ny karatra: {pw}", "الرقم السري للبطاقة {pw}"]  # fmt: skip
_locks = _Family("pin_code", _LOCKS, lambda g, i, t: {"pw": _r(g, D, [4, 6, 4][i % 3])}, "pw")

_PHRASE_WORDS = ["ylang", "karthala", "girofle", "boutre", "madaba", "twarab", "kofia",
                 "msindzano", "dziani", "langouste", "vanille", "mkatra"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase: {p}": " ", "KeePass passphrase: {p}": "-",
            "phrase de passe du coffre : {p}": " ", "passphrase ya vault ni {p}": "."}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")

_AUTH = {"Authorization: Basic {v}": True,
         "curl -H 'Authorization: Basic {v}' https://erp.mwezi.lan": True,
         "Authorization: Bearer {v}": False,
         "header ya ombi: Authorization: Bearer {v}": False}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")

_CONFIGS = [
    "config.yml:\ndatabase:\n  host: pg.mwezi.lan\n  password: {pw}",
    ".env:\nDB_HOST=erp.mwezi.lan\nDB_PASSWORD={pw}",
    "settings.py:\nEMAIL_HOST_PASSWORD = '{pw}'",
    "wp-config.php: define('DB_PASSWORD', '{pw}');",
    "application.properties:\nspring.datasource.password={pw}",
    "appsettings.json: {{ \"SmtpPassword\": \"{pw}\" }}",
    "~/.pgpass:\npg.mwezi.lan:5432:ferry:ferrydesk:{pw}",
    "[smtp]\nuser = booking@mwezi-ylang.example\npassword = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")

_CHATS = [
    "Halima: what's the wifi at the still?\nSaid: {pw}",
    "{pw} — that's the admin password for the booking site",
    "Karim : c'est quoi le mdp de la box ?\nFatima : {pw}",
    "Mbaraka: nenosiri la duka?\nIbrahim: {pw}",
    "type {pw}, that's the password for the ferry PC",
    "{pw}, ndio pasiwedi ya serveur",
    "{pw} : c'est le mot de passe du compte de maman",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 28), (_spelled, 12), (_cli, 34), (_urls, 14), (_vendors, 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 16), (_backups, 6), (_totp, 5), (_codes, 8), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 10), (_phrases, 7), (_auth, 6), (_configs, 15), (_chats, 14),
]  # fmt: skip


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


def _visa_spaced(g: random.Random) -> str:
    return v.grouped(v.card(g, "visa"), " ", g)


def _mastercard_spaced(g: random.Random) -> str:
    return v.grouped(v.card(g, "mastercard"), " ", g)


def _one_code(g: random.Random) -> str:
    return v.backup_codes(g, 1, 1)[0]


def _five_words(g: random.Random) -> str:
    return " ".join(g.sample(_PHRASE_WORDS, 5))


_SPLIT_PASSWORDS = {
    "the ERP password is": "{s}",
    "Mot de passe :": "{s} (ne le donne à personne)",
    "pasiwedi ya routeur ni": "{s}",
    "nenosiri:": "{s}\nusimwambie mtu",
    "ny tenimiafina dia": "{s}",
    "كلمة المرور:": "{s}",
    "Login for the ferry portal. Password:": "{s}",
    "mdp de la box": "{s} hein",
    "wifi password for the still": "{s}",
    "password ya email ni": "{s}. asante",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "NgaziPay API key", "{s}", _j("ngz_live_", (ALNUM, 32))),
    ("split_token", "MwaliSMS key:", "{s} (SMS gateway)", _j("msms-", (HEX, 40))),
    ("split_seed", "wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", _visa_spaced),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "BH"))),
    ("split_backup", "recovery codes", "{s}\n5821-9034\n7710-2284", _one_code),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "numéro de sécu", "{s}", _nir),
    ("split_phrase", "Bitwarden passphrase", "{s}", _five_words),
    ("split_token", "GitHub token", "{s}", _j("ghp_", (ALNUM, 36))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"still": {"url": "https://still.mwezi.lan", "admin_password": "{s}"}}':
        ("meta_password", _plain_pw),
    '{"pasiwedi": "{s}"}': ("meta_password", _plain_pw),
    '{"nenosiri": "{s}"}': ("meta_password", _plain_pw),
    '{"tenimiafina": "{s}"}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "ferrydesk", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"argv": ["mydumper", "-u", "backup", "-p", "{s}", "-B", "ferry"]}':
        ("meta_password", _plain_pw),
    '{"note": "pasiwedi ya serveur ni {s}"}': ("meta_password", _plain_pw),
    '{"ngazipay": {"secret_key": "{s}"}}': ("meta_token", _j("ngz_live_", (ALNUM, 32))),
    '{"YLANGTRACK_API_KEY": "{s}"}': ("meta_token", _j("ylt_", (LOWER_DIGITS, 30))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"github_token": "{s}"}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", _mastercard_spaced),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "QA")),
    '{"maman": {"nir": "{s}"}}': ("meta_id", _nir),
    '{"mfa": {"backup_codes": ["{s}", "5821-9034", "7710-2284"]}}': ("meta_otp", _one_code),
    '{"wallet": {"seed_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"qr": {"aes_key": "{s}"}}': ("meta_key", _j((HEX, 64))),
    '{"warehouse": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Mwezi-Office", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"booking: add Fomboni departures", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"erp: fix ylang lot rounding", usedforsecurity=False).hexdigest()[:9]
_SUM = hashlib.sha256(b"mwezi-booking-2.4.1.tar.gz").hexdigest()
_IMAGE = hashlib.sha256(b"registry.mwezi.lan/booking:2.4").hexdigest()
_MD5 = hashlib.md5(b"manifest_2032-06-02.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    f"commit {_COMMIT} adds the Fomboni departures to the timetable.",
    f"Rolled back to {_SHORT} after the ylang lot rounding broke invoices.",
    f"SHA-256 checksum of mwezi-booking-2.4.1.tar.gz: {_SUM}",
    f"The booking container runs registry.mwezi.lan/booking@sha256:{_IMAGE}.",
    f"MD5 of manifest_2032-06-02.csv is {_MD5}.",
    "The password policy now asks for 14 characters.",
    "Forgot your password? Tap the link on the login page.",
    "Le mot de passe doit contenir au moins douze caractères.",
    "Mot de passe oublié ? Cliquez ici.",
    "Nenosiri lako limeisha muda wake, tafadhali libadilishe.",
    "Pasiwedi ya daho ilibadilishwa jana na Said.",
    "Ny tenimiafina dia tsy maintsy manana litera roa ambin'ny folo.",
    "كلمة المرور يجب أن تكون طويلة، إن شاء الله نغيرها غدا.",
    "Bismillah, the ferry leaves Mutsamudu at 07:30 for Dzaoudzi.",
    "Order MWZ-2032-00481: 40 kg ylang-ylang extra, 1,240 EUR.",
    "Ticket MYF-2290 closed: the Fomboni printer needed paper.",
    "The shop's phone number in Moroni is +269 773 41 58.",
    "Call the Mutsamudu warehouse on +269 771 20 96 after 14:00.",
    "Ferry booking ref FRY-48213, seat 12B, departs 08:15.",
    "Invoice FA-2032-0117 total 86,500 KMF, due 30 June.",
    "The booking site runs version 2.4.1 on Python 3.11.",
    "PIN codes for the new cards will arrive by post.",
    "The PIN pad at the Fomboni desk is broken again.",
    "Token usage: prompt 812, completion 240.",
    "API keys are issued per partner and expire after a year.",
    "The API key field in the NgaziPay form is required.",
    "The secret of good ylang oil is a slow first distillation.",
    "Please pass the manifest to the captain before boarding.",
    "The door code changed last week; ask Halima for it in person.",
    "The wifi password is on the card behind the counter.",
    "Where is the spare key for the still room?",
    "The recovery phrase is written on paper and kept in the safe.",
    "Backup codes left: 6 of 10.",
    "Your verification code expires in 10 minutes.",
    "Two-factor authentication is now required for all staff.",
    "The signing key stays in the HSM at the Moroni office.",
    "pin: requests to 2.32.3 until the booking tests pass",
    "The pass rate at the customs check was 96 percent.",
    "Lot YL-2032-MUT-0117: 62 kg, density 0.951, grade extra.",
    "Vanilla lot VN-2032-MOR-0044 weighs 118 kg, moisture 28 %.",
    "Container MSKU 481920 3 arrives in Moroni on 14 July.",
    "The ferry Maria Galanta II has 312 seats.",
    "Meeting at 10:00 in the Moroni office, room 2.",
    "The Zanzibar trader's shop opens at 09:00, closed Friday noon.",
    "Cousin Karim lives in Marseille, 13003, near the station.",
    "Tonton's flight Marseille–Moroni lands at 23:40.",
    "La carte bancaire arrivera par courrier sous huit jours.",
    "Le code postal de Belsunce est 13001.",
    "Namba ya simu ya duka ni +255 24 223 1876.",
    "Tafadhali tuma ankara namba 2032-118 kabla ya Ijumaa.",
    "Mpampiasa vaovao dia voasoratra ao amin'ny rafitra.",
    "The password manager we use is Bitwarden.",
    "secret_name: ferry-db-creds",
    "The client secret is rotated every quarter by the IT desk.",
    "The webhook secret is set in the NgaziPay dashboard.",
    "Generate a token with the CLI, then paste it in the vault.",
    "Ramadan hours: the office closes at 15:00, inshallah back to normal after Eid.",
    "The IBAN field on the invoice is optional for cash buyers.",
    "Card payments over 50,000 KMF need the manager's signature.",
    "UUID of the lot record: 00000000-0000-0000-0000-000000000000 (placeholder)",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/mwezi/erp", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 311}}',
    f'{{"sha256": "{_SUM}", "package": "mwezi-booking", "version": "2.4.1"}}',
    '{"ticket": "MYF-2290", "order": "MWZ-2032-00481"}',
    '{"lot": {"id": "YL-2032-MUT-0117", "weight_kg": 62, "grade": "extra"}}',
    '{"phone": "+269 773 41 58", "city": "Moroni"}',
    '{"mfa_enabled": true, "backup_codes_left": 6}',
    '{"ferry": {"name": "Maria Galanta II", "departs": "08:15", "seats": 312}}',
    '{"token_count": 812, "pin_pad": "broken"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
