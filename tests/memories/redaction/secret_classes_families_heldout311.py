# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-eleventh corpus: written blind, without the rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-ninth's docstring, the
fifth to three-hundred-and-ninth only through grep -l/-c counts (languages, wordings, tools,
vendors, id kinds and IBAN countries already used), the sample types, the value helpers and the
python-stdnum and mnemonic sources; never `memories/`, the tuning, round or concurrent corpora
(310, 312, 313), any other test, the reports, the benchmarks nor the git history, and the scrubber
was never run on it. Its own seed (311_604_877), password words (a fiddle tune or a Cape Breton
place and a year, `Ingonish1958!`; a boat and a lobster trap count, `KelticLass_240`; leet
`C3il1dh`; Polish and Gaelic words joined, `bursztyn-bodach-77`; a generator's dashed groups;
random runs). The fictional company is Tidewrack Fiddle & Fish Co. (a lobster pound and whale-tour
desk in Chéticamp, a ceilidh hall in Inverness, a boatyard office in Baddeck, a fish shop in Sydney
and a craft co-op in Eskasoni, domain tidewrack.ca) and its staff's relatives in Gdańsk (Wrzeszcz,
Oliwa, Brzeźno), Halifax and Fort McMurray; every company, person, address, domain and number is
invented, only the region (Cape Breton Island, Nova Scotia) is real. Texts: chats with times,
help-desk tickets, notes, runbooks, shell prompts, configs, env files, Dictaphone and voice-note
transcripts and requests to the assistant; separators from a colon, `=`, `est`, `to`, `is`, `tha`,
an arrow and a pointing hand to a new line and quotes.

Grep counts (heldouts 5 to 309 naming each, grep -l): none for Tidewrack, Bras d'Or, Membertou,
New Waterford, North Sydney, Keltic, Ingonish, Glace Bay, Louisbourg, Sopot, Wrzeszcz, Brzeźno,
`facal-dìomhair`, `facal-falaich`, `password-là`, Dictaphone, Kchat, `influx -password`,
`ca.on_hc`; one or two for Cape Breton, Chéticamp, Baddeck, Inverness, Mabou, Eskasoni, Oliwa,
`icitte`, ceilidh, Guilded, Revolt, `keyring set`; three to nine for Kayako, Deskpro, UVdesk,
Trudesk, cifscreds, connmanctl, yafc, Keet, duplicity, s3cmd, bteq, monetdb, Anytype, SiYuan.

About half of the secret samples are not in English: Cape Breton Scottish Gaelic (`am
facal-faire agam`, `facal-dìomhair`, `tha e`, `na innis do dhuine`), Acadian French of Chéticamp
in chiac-like texting (`le password-là c'est`, `asteur`, `icitte`, `m'as te l'envoyer`, `pis`,
`mot d'passe`), Mi'kmaw words in the Listuguj/Francis-Smith spelling (`kwe'`, `wela'lin`, `nuji`,
`ta'n`), Cape Breton and Newfoundland English slang (`yes b'y`, `some good`, `wha`, `dear`,
`buddy`, `where ya to`) and the Polish of relatives in Gdańsk (`hasło to`, `kod PIN`, `nie mów
nikomu`, `zapisz sobie`, `pozdro`; texted without diacritics too: `haslo do wifi`). These
wordings are the author's guesses, checked by no speaker; the thinnest are the Gaelic sentences
and the Mi'kmaw words (used only as greetings and small words around English or French labels).

Vendors: invented ones (CabotPay `cbp_live_`, PuffinSMS `pfs.`, BrasDorCloud `bdc-`,
KelticMaps `ktm_`, LobsterLog `llg_pat_`, CeilidhTix `cxt_`, HighlandsHex (hex), FiddleBook
UUIDs, SkyeMail `skm-`, MargareePOS `mpos_`; shapes guessed) and the known GitHub, GitLab,
Stripe, Slack, OpenAI, Anthropic, AWS, Google, Hugging Face, SendGrid, Twilio, npm, PyPI,
Shopify, DigitalOcean, Doppler, Sentry, Postman, Linear, Grafana, Atlassian and Telegram shapes;
the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Canada's SIN
(`ca.sin`) and business number (`ca.bn`), British Columbia's PHN (`ca.bc_phn`, a cousin in
Kamloops), Poland's PESEL, NIP and REGON (`pl.pesel`, `pl.nip`, `pl.regon`). Unchecked (shapes
guessed): a Nova Scotia health card number and a Polish ID card (dowód osobisty) series. Cards
pass Luhn (checked with `stdnum.luhn`); IBANs of the Faroe Islands, Greenland, Iceland, Kuwait,
Saint Lucia, Monaco, Qatar and Iraq (each in 27 to 29 earlier corpora by a rough grep, the least
used), checked with `stdnum.iban`; seed phrases from mnemonic's English, French, Spanish, Czech
and Italian lists, checked with `Mnemonic(lang).check`.
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
from stdnum.ca import bc_phn, bn, sin
from stdnum.pl import nip, pesel, regon

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 311_604_877
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
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


_TUNES = ["Ingonish", "Margaree", "Mabou", "Judique", "Cheticamp", "Baddeck", "Whycocomagh",
          "Louisbourg", "Ceilidh", "Strathspey", "Reel", "Jig", "Puirt", "Lobster", "Dulse",
          "Oatcake", "Bursztyn", "Motlawa", "Kaszuby", "Bodach", "Skye", "Cabot"]  # fmt: skip
_BOATS = ["KelticLass", "MiraMaid", "SeaPlume", "BrasDor", "CapeRouge", "PetitEtang",
          "Aspy", "Gabarus", "Neils", "Port Hood"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["C3il1dh", "F1ddl3", "L0bst3r", "P0rtH00d", "Str4thsp3y", "K4szuby", "G4b4rus"]
_PL = ["bursztyn", "zuraw", "motlawa", "pierogi", "oliwa", "sopot", "jantar", "mewa"]
_GD = ["bodach", "cailleach", "fidheall", "ceol", "iasg", "cuan", "sgadan", "dannsa"]


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_TUNES)}{g.randrange(1950, 2031)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_BOATS).replace(' ', '')}_{g.randrange(100, 400)}",
    lambda g: g.choice(_LEET) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PL)}-{g.choice(_GD)}-{g.randrange(10, 100)}",
    _manager,
    lambda g: _r(g, ALNUM + "!$%*?", 16),
    lambda g: f"{g.choice(_TUNES).lower()}.{g.choice(_PL)}.{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Guilded post in #cheticamp-pound, Réjean: the tank chiller's admin password is {pw}",
    "Kayako ticket TW-4471: Baddeck boatyard NAS, password: {pw}",
    "note to self, Sydney fish shop till: password = {pw}",
    "Angus, Revolt DM: the ceilidh hall sound desk password is now {pw}",
    "Runbook, Inverness hall, step 3: log into the lighting console, password {pw}",
    "Hey assistant, remember the Eskasoni co-op Square login password for me: {pw}",
    "Dictaphone transcript: ok so the password for the whale-tour booking PC is {pw} got it",
    "Deskpro #882 (Sydney shop): the new POS back-office password → {pw}",
    "UVdesk reply from Colleen: password for the reefer van's tracker 👉 {pw}",
    "Trudesk TW-90: Glace Bay freezer logger password\n{pw}",
    "Keet room 'pound crew': the password for the lobster scale is {pw}, yes b'y",
    "Kchat, Mairi: the admin password on the Louisbourg kiosk is {pw}",
    "am facal-faire agam airson an Wi-Fi aig an talla: {pw}",
    "Mairead: tha am facal-faire ùr {pw}, na innis do dhuine",
    "facal-dìomhair a' choimpiutair aig a' bhùth: {pw}",
    "Seumas: 's e {pw} am facal-faire airson a' bhàta",
    "facal-falaich an NAS ann am Baddeck → {pw}",
    "le password-là pour le POS c'est {pw}, dis-lé à personne",
    "Réjean: asteur le mot d'passe du chiller c'est {pw}",
    "mot de passe du laptop à Chéticamp icitte: {pw}",
    "Gisèle: m'as te l'envoyer, le mot de passe est {pw} pis change-lé vendredi",
    "ok so le password du wifi au pound c'est {pw} là",
    "Kwe' Mary, the co-op laptop password is {pw}, wela'lin",
    "kwe' nuji, ta'n password for the Eskasoni craft shop tablet: {pw}",
    "Wela'lin Tom! Membertou store admin password = {pw}",
    "yes b'y, the password for the wharf camera is {pw}",
    "where ya to buddy? password for the Glace Bay box is {pw}, some good eh",
    "wha? the password dear, it's {pw} for the New Waterford laptop",
    "dear, the password on Nan's tablet is {pw}, don't be tellin' nobody",
    "Krystyna: hasło to {pw}, nie mów nikomu",
    "Bartek z Wrzeszcza: hasło do routera: {pw}",
    "ciocia Basia: haslo do laptopa w Oliwie to {pw}, zapisz sobie",
    "hasło do konta w banku (Brzeźno): {pw} pozdro",
    "Zofia: nowe hasło na komputer w Sopocie → {pw}",
]  # fmt: skip
_said = _Family("said_password", _SAID, _with(_pw), "pw")


_USERS = ["angus.macneil", "rejean", "gisele.a", "colleen", "mairi", "seumas", "tom.paul",
          "mary.d", "krystyna", "bartek.k", "zofia", "lachlan"]  # fmt: skip
_LOGINS = [
    "Kayako TW-4512: login {u} / {pw} for the Chéticamp pound's tank monitor",
    "creds for the Baddeck NAS are {u} and {pw}",
    "sign in as {u} with {pw} on the ceilidh hall booking page",
    "user: {u}\npass: {pw}",
    "{u}:{pw}@nas.baddeck.tidewrack.ca",
    "Deskpro #901: username {u}, password {pw}",
    "login pour le POS: {u} / {pw}",
    "l'user c'est {u} pis le mot d'passe {pw}",
    "ainm-cleachdaiche {u}, facal-faire {pw}",
    "login: {u}, hasło: {pw}",
    "użytkownik {u} i hasło {pw}",
    "b'y, login's {u} and the password's {pw}",
    "| Eskasoni tablet | {u} | {pw} |",
    "u={u} p={pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_plain_pw, u=_USERS), "pw")


_SAID_WORDS = ["puffin", "fiddle", "dulse", "mackerel", "bursztyn", "mewa", "gannet", "kelp",
               "capelin", "fidheall", "homard", "ceilidh"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w} followed by {d}",
    "voice note: password's {w}, all small, then the numbers {d}",
    "{w} with a capital first letter and {d} at the end, that's the wifi password",
    "the name of the pound's cat, {w}, followed by {d}",
    "type {w}, then {d}; that's the admin password",
    "Hasło to słowo {w} i liczba {d}",
    "le mot de passe c'est le mot {w} pis {d} après",
    "am facal-faire: am facal {w} agus an uair sin {d}",
    "yes b'y, it's {w} then {d}, that's the laptop password",
    "{w}{d}, that's what I set for the router",
    "{w}{d} to nowe hasło",
    "m'as te dire, c'est {w}{d}, le password du wifi",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word, number = rng.choice(_SAID_WORDS), str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "influx -username {u} -password {pw} -host tsdb.tidewrack.ca",
    "cifscreds add -u {u} nas.baddeck.lan <<< '{pw}'",
    "connmanctl agent on; Passphrase? {pw}",
    "keyring set tidewrack-pos {u} <<< {pw}",
    "yafc ftp://{u}:{pw}@ftp.tidewrack.ca",
    "duplicity --ssh-askpass sftp://{u}:{pw}@backup.tidewrack.ca/pound /srv/pound",
    "s3cmd --access_key=AKIAEXAMPLE --secret_key={pw} ls s3://tw-pound",
    "bteq .logon td.tidewrack.ca/{u},{pw}",
    "mclient -u {u} -d pound; password: {pw}",
    "mysql -u {u} -p{pw} pound",
    "sshpass -p {pw} ssh {u}@scale.cheticamp.lan",
    "redis-cli -h cache.tidewrack.ca -a {pw}",
    "docker login registry.tidewrack.ca -u {u} -p {pw}",
    "ldapsearch -x -D cn={u},dc=tidewrack,dc=ca -w {pw}",
    "sqlcmd -S pos.sydney.lan -U {u} -P {pw}",
    "zip -P {pw} payroll.zip payroll.csv",
    "7z a -p{pw} ceilidh-tickets.7z tickets/",
    "openssl enc -aes-256-cbc -in crew.csv -out crew.enc -pass pass:{pw}",
    "plink -ssh {u}@kiosk.louisbourg.lan -pw {pw}",
    "xfreerdp /v:office.baddeck.lan /u:{u} /p:{pw}",
    "net use \\\\nas\\pound /user:{u} {pw}",
    "lftp -u {u},{pw} sftp://files.tidewrack.ca",
    "ipmitool -I lanplus -H 10.4.0.9 -U {u} -P {pw} power status",
    "mosquitto_pub -h mqtt.cheticamp.lan -u {u} -P {pw} -t tanks/3 -m ok",
    "cqlsh -u {u} -p {pw} cass.tidewrack.ca",
    "curl -u {u}:{pw} https://api.tidewrack.ca/orders",
    "keytool -importkeystore -srckeystore pos.p12 -storepass {pw}",
    "printf '{pw}\\n' | sudo -S systemctl restart chiller",
    "rabbitmqctl add_user {u} {pw}",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "angus@pound-pi:~$ {c}", "rejean@cheticamp:~$ {c}",
    "[mairi@baddeck-nas ~]# {c}", "PS C:\\tidewrack> {c}",
    "runbook, Sydney shop, restore step: {c}", "la commande que j'ai runné: {c}",
    "an àithne a ruith mi: {c}", "komenda, którą odpaliłem: {c}",
    "b'y ran this on the wharf box: {c}", "Trudesk TW-112, pasted by the tech:\n{c}",
    "zsh history on the Inverness laptop:\n  512  {c}",
]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(rng, v.fill(rng, "cli_password", _CLI, n, _plain_pw, u=_USERS), _SHELLS)


_CONFIGS = [
    "postgresql://pound:{pw}@db.tidewrack.ca:5432/pound",
    "mongodb+srv://shop:{pw}@cluster0.tidewrack.ca/orders",
    "amqp://tanks:{pw}@mq.cheticamp.lan:5672/",
    "redis://:{pw}@cache.tidewrack.ca:6379/0",
    "mssql://pos:{pw}@pos.sydney.lan:1433/till",
    "smtp://hall@tidewrack.ca:{pw}@mail.tidewrack.ca:587",
    ".env:\nDB_USER=pound\nDB_PASSWORD={pw}",
    ".env.production:\nPOS_ADMIN_PASS={pw}\nPOS_HOST=pos.sydney.lan",
    "docker-compose.yml:\n  environment:\n    MYSQL_ROOT_PASSWORD: {pw}",
    "config.yaml:\nbooking:\n  db:\n    user: tours\n    password: \"{pw}\"",
    "settings.ini:\n[smtp]\nuser = hall@tidewrack.ca\npassword = {pw}",
    "application.properties:\nspring.datasource.password={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "~/.pgpass:\ndb.tidewrack.ca:5432:pound:pound:{pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "appsettings.json:\n{{\"ConnectionStrings\": {{\"Till\": \"User Id=sa;Password={pw};\"}}}}",
    "JDBC: jdbc:mysql://db.tidewrack.ca/pound?user=pound&password={pw}",
    "fichier .env du booking:\nBOOKING_DB_PASS={pw}",
    "plik .env u Bartka:\nDB_HASLO={pw}",
    "msmtprc:\naccount hall\nuser hall@tidewrack.ca\npassword {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_VENDORS: list[tuple[str, str, Maker]] = [
    ("CabotPay", "CABOTPAY_SECRET_KEY", _j("cbp_live_", (ALNUM, 32))),
    ("PuffinSMS", "PUFFINSMS_TOKEN", _j("pfs.", (URLSAFE, 40))),
    ("BrasDorCloud", "BRASDOR_API_KEY", _j("bdc-", (LOWER_DIGITS, 36))),
    ("KelticMaps", "KELTICMAPS_KEY", _j("ktm_", (ALNUM, 30))),
    ("LobsterLog", "LOBSTERLOG_PAT", _j("llg_pat_", (ALNUM, 36))),
    ("CeilidhTix", "CEILIDHTIX_API_KEY", _j("cxt_", (ALNUM, 28))),
    ("HighlandsHex", "HIGHLANDSHEX_KEY", _j((HEX, 40))),
    ("FiddleBook", "FIDDLEBOOK_API_KEY", lambda g: v.uuid4(g, "b")),
    ("SkyeMail", "SKYEMAIL_KEY", _j("skm-", (ALNUM, 34))),
    ("MargareePOS", "MARGAREE_POS_TOKEN", _j("mpos_", (ALNUM, 32))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 32))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 90), "AA")),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("Google", "GOOGLE_API_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio", "TWILIO_AUTH_TOKEN", _j((HEX, 32))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("PyPI", "PYPI_TOKEN", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Shopify", "SHOPIFY_ACCESS_TOKEN", _j("shpat_", (HEX, 32))),
    ("DigitalOcean", "DO_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Doppler", "DOPPLER_TOKEN", _j("dp.st.prd.", (ALNUM, 43))),
    ("Sentry", "SENTRY_AUTH_TOKEN", _j("sntrys_", (ALNUM, 60))),
    ("Postman", "POSTMAN_API_KEY", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Linear", "LINEAR_API_KEY", _j("lin_api_", (ALNUM, 40))),
    ("Grafana", "GRAFANA_TOKEN", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Atlassian", "ATLASSIAN_API_TOKEN", _j("ATATT3xFfGF0", (URLSAFE, 180))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", _j((D, 10), ":AA", (URLSAFE, 33))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} API key: {tok}",
    "Kayako TW-5120: the {vendor} token is {tok}",
    "assistant, keep the {vendor} key for the Sydney shop: {tok}",
    "clé d'API {vendor} pour le booking: {tok}",
    "klucz API {vendor}: {tok}",
    "iuchair API {vendor}: {tok}",
    "b'y, the {vendor} key is {tok}",
    "{vendor} integration broken, current key {tok}",
    "Integrations › {vendor}: {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Guilded: {t}", "it only shows it once, so here:\n{t}",
                "tiens ça pour moi: {t}", "zapisz to: {t}", "{t}\n^ new one, the old one's dead",
                "glèidh seo dhomh: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)),
                _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of tank sensor T-03 at the Chéticamp pound: {h}": 32,
    "HMAC secret for the CabotPay webhook: {h}": 64,
    "encryption key for the booking backups: {h}": 64,
    "pre-shared key of the Baddeck–Sydney IPsec tunnel (hex): {h}": 64,
    "clé de chiffrement des backups: {h}": 64,
    "klucz szyfrujący do kopii zapasowych: {h}": 64,
    "iuchair crioptachaidh nan cùl-taic: {h}": 48,
    "b'y, the backup encryption key is {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Kayako TW-5301: token copied out of the browser's dev tools {t}",
    "Cookie: lang=fr-CA; tw_session={t}",
    "BOOKING_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "le token c'est {t}",
    "token do panelu: {t}",
    "Deskpro transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@tidewrack.ca"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://id.tidewrack.ca/realms/crew", "azp": "booking"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key for the Chéticamp tank Pi, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.tidewrack.ca.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"POS_SIGNING_KEY": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_wharf <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Trudesk TW-140, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "klucz prywatny do serwera Bartka:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAB",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head, tail = [f"-----BEGIN {kind}-----"], [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "Exodus wallet backup, the grandson's, copying it before I burn the card: {p}": "english",
    "recovery phrase of the old co-op wallet\n{p}": "english",
    "voice note: the wallet recovery words are {p} and that's all of them": "english",
    "seed phrase (Tom's hardware wallet): {p}": "english",
    "phrase de récupération du wallet à Gisèle: {p}": "french",
    "les mots de récupération, asteur: {p}": "french",
    "frase de recuperación de la billetera del primo en Halifax: {p}": "spanish",
    "obnovovací fráze peněženky (kamarád z Ostravy): {p}": "czech",
    "frase di recupero del portafoglio di zio Nino: {p}": "italian",
    "fraza odzyskiwania portfela Bartka: {p}": "english",
    "faclan aiseig a' wallet: {p}": "english",
    "yes b'y, the seed words for the crypto are {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_phrase(rng: random.Random, lang: str, words_n: int) -> str:
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    return str(_MNEMO[lang].to_mnemonic(entropy))


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _seed_phrase(rng, _SEED_PLACES[template], [12, 24, 12, 18][index % 4]).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Guilded, Angus: the company card for the trap order is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Kayako TW-6001: pay the chiller service with card {c}",
    "ma carte de crédit: {c}, {mm}/{yy}",
    "numéro d'carte à mon père: {c}",
    "numer karty: {c}, ważna do {mm}/{yy}",
    "karta cioci Basi: {c}",
    "àireamh na cairt agam: {c}, {mm}/{yy}",
    "b'y, me card number is {c}, {mm}/{yy}",
    "Nan's Visa for the ceilidh tickets: {c}",
    "kwe', card number for the co-op: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "unionpay", "maestro", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 06/36, security code {cvv}",
               "the three digits on the back are {cvv}",
               "Amex {c}, four-digit CID on the front: {cvv}",
               "les trois chiffres au dos: {cvv}",
               "kod CVV z tyłu karty: {cvv}",
               "b'y, the three numbers on the back of the card are {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# The least-used countries by a rough count over heldouts 5 to 309 (27 to 29 corpora each);
# BBAN shapes after stdnum's iban.dat (a, n, c as in `secret_classes_values.iban_shaped`).
_IBAN_SHAPES = {"FO": "n" * 14, "GL": "n" * 14, "IS": "n" * 22, "KW": "aaaa" + "c" * 22,
                "LC": "aaaa" + "c" * 24, "MC": "n" * 10 + "c" * 11 + "nn", "QA": "aaaa" + "c" * 21,
                "IQ": "aaaa" + "n" * 15}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TW-2033-041: pay the Faroese trap maker to {i} within 30 days",
    "save the Greenland shrimp broker's IBAN: {i}",
    "IBAN: {i}\nReference: ceilidh hall deposit, July",
    "Guilded #books: the Reykjavík fiddle supplier's new bank details, IBAN {i}",
    "numer IBAN cioci: {i}",
    "moje konto, IBAN {i}",
    "l'IBAN du fournisseur à Monaco: {i}",
    "IBAN à mon cousin: {i}",
    "IBAN a' chunntais: {i}",
    "b'y, the IBAN for the Qatar order is {i}",
    "Kuwait supplier, IBAN {i}",
    "Castries fish buyer, pay to {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _sin(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), sin.is_valid)
    return str(sin.format(number))


def _bn(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("12345678") + _r(h, D, 8), bn.is_valid)


def _phn(g: random.Random) -> str:
    return v.until(g, lambda h: "9" + _r(h, D, 9), bc_phn.is_valid)


def _pesel(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        born = f"{h.randrange(50, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return born + _r(h, D, 5)

    return v.until(g, make, pesel.is_valid)


def _nip(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 9), nip.is_valid)


def _regon(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 8), regon.is_valid)


def _ns_health(g: random.Random) -> str:
    """A Nova Scotia health card number: ten digits, no check known here."""
    return "0" + _r(g, D, 9)


def _pl_dowod(g: random.Random) -> str:
    """A Polish ID card: three letters and six digits (its check digit is not computed here)."""
    return _r(g, UPPER, 3) + _r(g, D, 6)


_NATIONAL: list[tuple[str, Maker]] = [
    ("my SIN: {n}", _sin),
    ("Social Insurance Number for the new deckhand: {n}", _sin),
    ("Kayako TW-7001: payroll needs Colleen's SIN {n}", _sin),
    ("mon NAS (numéro d'assurance sociale): {n}", _sin),
    ("àireamh SIN aig Seumas: {n}", _sin),
    ("Tidewrack's business number (BN): {n}", _bn),
    ("numéro d'entreprise: {n}", _bn),
    ("cousin in Kamloops, BC PHN: {n}", _phn),
    ("Personal Health Number (BC): {n}", _phn),
    ("PESEL babci: {n}", _pesel),
    ("mój PESEL to {n}, nie mów nikomu", _pesel),
    ("Krystyna: PESEL {n}", _pesel),
    ("NIP firmy Bartka: {n}", _nip),
    ("NIP: {n}", _nip),
    ("REGON: {n}", _regon),
    ("numer REGON sklepu w Sopocie: {n}", _regon),
    ("Nova Scotia health card number: {n}", _ns_health),
    ("b'y, Nan's health card number is {n}", _ns_health),
    ("numer dowodu osobistego: {n}", _pl_dowod),
    ("dowód osobisty cioci: {n}", _pl_dowod),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _NATIONAL, n):
        value = make(rng)
        out.append(Sample("national_id", template.format(n=value), value))
    return out


def _backup_list(rng: random.Random, n: int) -> list[str]:
    return [f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUP_PLACES = [
    "2FA backup codes for the Stripe account:\n{l}",
    "codes de secours du compte Google: {l}",
    "kody zapasowe do konta: {l}",
    "còdan cùl-taic airson a' chunntais: {l}",
    "recovery codes, b'y, keep them somewhere dry:\n{l}",
    "2FA backup code: {l}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, 1 if "code:" in template else 8)
    sep = "\n" if "\n" in template else ", "
    return {"l": sep.join(codes), "secret": codes[0]}


_backups = _Family("backup_codes", _BACKUP_PLACES, _backup_draw, "l")


_TOTP_PLACES = [
    "TOTP secret for the booking admin: {s}",
    "otpauth://totp/Tidewrack:angus?secret={s}&issuer=Tidewrack",
    "setup key for 2FA on the POS: {s}",
    "clé 2FA (setup key) du compte: {s}",
    "klucz TOTP: {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced="otpauth" not in template and index % 2 == 1)}


_totp = _Family("totp_secret", _TOTP_PLACES, _totp_draw, "s")


_CODE_PLACES = [
    "verification code: {c}",
    "{c} is your CabotPay verification code",
    "Use {c} to sign in to FiddleBook",
    "kod weryfikacyjny: {c}",
    "ton code de vérification c'est {c}",
    "còd dearbhaidh: {c}",
    "b'y, read me the code — it's {c}",
    "one-time code for the bank: {c}",
]  # fmt: skip


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    digits = _r(rng, D, 6)
    return {"c": f"{digits[:3]} {digits[3:]}" if index % 4 == 3 else digits}


_codes = _Family("one_time_code", _CODE_PLACES, _code_draw, "c")


_NETWORKS = ["Tidewrack-Pound-5G", "CeilidhHall Guest", "Baddeck Boatyard", "SydneyShop-Back",
             "Nan's House 2.4", "UPC Brzezno 5G", "Orange_Oliwa_7C2"]  # fmt: skip
_WIFI = [
    "wifi password: {pw}",
    "network {n} key {pw}",
    "Network: {n} / {pw}",
    "WIFI:T:WPA;S:{n};P:{pw};;",
    "wpa_psk={pw}",
    "le wifi au pound, {n}, le password c'est {pw}",
    "mot d'passe du wifi: {pw}",
    "hasło do wifi: {pw}",
    "haslo do wifi {n} to {pw}",
    "facal-faire an Wi-Fi: {pw}",
    "b'y, wifi's {n} and the password's {pw}",
    "kwe', wifi password for the co-op: {pw}",
    "wifi {n} / {pw}",
    "psk: {pw}",
    "guest wifi at the hall: {n}, passcode {pw}",
    "wifi? \nMairi: {pw}",
]  # fmt: skip
_wifi = _Family("wifi_key", _WIFI, _with(_plain_pw, n=_NETWORKS), "pw")


_TOKEN_SPELLED = [
    "read out on the phone, the key is {t}",
    "token, one letter at a time: {t}",
    "le token épelé: {t}",
    "token literka po literce: {t}",
]  # fmt: skip


def _token_spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    value = _r(rng, ALNUM, 24)
    if index % 2 == 0:
        shown = " ".join(value)
    else:
        shown = " - ".join(value[k : k + 4] for k in range(0, len(value), 4))
    return {"t": shown}


_spelled_tokens = _Family("spelled_token", _TOKEN_SPELLED, _token_spelled_draw, "t")


_LOCKS = [
    "The alarm code at the Chéticamp pound is {p}.",
    "gate code for the boatyard: {p}",
    "the PIN to the office safe is {p}",
    "door code for the ceilidh hall is {p}#",
    "my bank card PIN is {p}, don't tell",
    "mon NIP de carte c'est {p}",
    "le code du cadenas au wharf: {p}",
    "kod PIN do karty: {p}, nie mów nikomu",
    "PIN do telefonu babci: {p}",
    "còd an dorais: {p}",
    "b'y, the lockbox code is {p}",
    "keypad code at the Eskasoni shop: {p}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "p")


_PHRASE_WORDS = ["harbour", "fiddle", "kelp", "gannet", "lobster", "tide", "puffin", "cabot",
                 "dulse", "capelin", "bodhran", "bursztyn", "mewa", "zuraw", "cuan",
                 "iasg"]  # fmt: skip
_PHRASES = [
    "The passphrase is {pw}.",
    "passphrase: {pw}",
    "disk unlock phrase = {pw}",
    "phrase de passe du disque: {pw}",
    "fraza hasła do dysku: {pw}",
    "KeePass master passphrase → {pw}",
    "b'y, the vault passphrase is {pw}",
    "abairt-fhaire: {pw}",
]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, 4))


_phrases = _Family("passphrase", _PHRASES, _with(_phrase), "pw")


_AUTH = [
    "Authorization: Basic {b}",
    "curl -H 'Authorization: Bearer {t}' https://api.tidewrack.ca/tanks",
    "header Authorization: Bearer {t}",
    "proxy_set_header Authorization \"Basic {b}\";",
    "Authorization: Token {t}",
    "en-tête: Authorization: Bearer {t}",
]  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    pw = _plain_pw(rng)
    basic = base64.b64encode(f"{rng.choice(_USERS)}:{pw}".encode()).decode()
    tok = _r(rng, ALNUM, 40)
    return {"b": basic, "t": tok, "secret": basic if "{b}" in template else tok}


_auth = _Family("auth_header", _AUTH, _auth_draw, "t")


_CHATS = [
    "Colleen: pound wifi password?\nRéjean: {pw}",
    "[06:10] angus: root pw for the wharf box?\n[06:12] lachlan: {pw}",
    "Mairi: {pw} is the new hall admin password",
    "Tom: use {pw}, that's what the tablet has now",
    "Gisèle: le nouveau password c'est {pw}",
    "Zofia: nowe hasło to {pw}",
    "Seumas: am facal-faire ùr: {pw}",
    "Mary: kwe', new password is {pw}",
    "Lachlan: yes b'y, new password's {pw}",
    "Bartek: hasło do poczty → {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 24), (_spelled, 14), (_cli, 34), (_configs, 28), (_vendors, 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 5), (_codes, 8), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 12), (_phrases, 8), (_auth, 6), (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _seed_phrase(g, "english", 12)


_SPLIT_PASSWORDS = {
    "the chiller admin password is": "{s}", "hall desk pw:": "{s} (since the March swap)",
    "le mot d'passe c'est": "{s}", "hasło to": "{s}\nzmień po sezonie",
    "am facal-faire:": "{s}", "b'y, the password's": "{s}", "Square password": "{s}",
    "the password Angus read out over the VHF was": "{s}, I think",
    "mot de passe du POS:": "{s}", "haslo do laptopa:": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "CeilidhTix API key", "{s}", _j("cxt_", (ALNUM, 28))),
    ("split_token", "Stripe key:", "{s} (the shop)", _j("sk_live_", (ALNUM, 32))),
    ("split_token", "FiddleBook client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "wallet recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "FO"))),
    ("split_backup", "kody zapasowe", "{s}\nk2m9-x7q4\nb8n3-w5r6", lambda g: _backup_list(g, 1)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "SIN", "{s}", _sin),
    ("split_phrase", "KeePass passphrase", "{s}", _phrase),
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


_PW: tuple[str, Maker] = ("meta_password", _plain_pw)


def _mc(g: random.Random) -> str:
    return v.grouped(v.card(g, "mastercard"), " ", g)


def _one_code(g: random.Random) -> str:
    return _backup_list(g, 1)[0]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"chiller": {"url": "https://chiller.lan", "admin_password": "{s}"}}': _PW,
    '{"haslo": "{s}"}': _PW,
    '{"account": {"user": "rejean", "mot_de_passe": "{s}"}}': _PW,
    '{"tanks": [{"name": "t1"}, {"name": "t2", "web_password": "{s}"}]}': _PW,
    '{"argv": ["influx", "-username", "angus", "-password", "{s}"]}': _PW,
    '{"note": "facal-faire a\' bhàta: {s}"}': _PW,
    '{"hasło": "{s}"}': _PW,
    '{"transcript": "log into the booking PC as colleen with the password {s}"}': _PW,
    '{"ceilidhtix": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"lobsterlogToken": "{s}"}': ("meta_token", _j("llg_pat_", (ALNUM, 36))),
    '{"kelticmaps_key": "{s}"}': ("meta_token", _j("ktm_", (ALNUM, 30))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", _mc),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "GL")),
    '{"relative": {"pesel": "{s}"}}': ("meta_id", _pesel),
    '{"mfa": {"recovery_codes": ["{s}", "q7w2-m4k8", "z3x9-p5t1"]}}': ("meta_otp", _one_code),
    '{"coop_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((HEX.upper(), 32))),
    '{"wharf_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Tidewrack-Pound-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"chiller-firmware-4.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tidewrack/booking:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"booking: add whale-tour waitlist", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pos: revert HST rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"trap-tags_2033-05-01.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"ceilidh-sales-2032.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the chiller password before the inspector comes on 2033-05-14.",
    "Colleen asked for the pound wifi password; it's on the card behind the till.",
    "Policy: Tidewrack passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into Guilded; share a vault link instead.",
    "The `.env.example` line `CEILIDHTIX_API_KEY=replace-me` is a placeholder.",
    "The tank monitor asks for a new admin password after every firmware update.",
    "Replace <YOUR_KELTICMAPS_KEY> in the README with the key from your dashboard.",
    "CABOTPAY_SECRET_KEY must be set before the nightly sales sync runs.",
    "Na innis am facal-faire agad do dhuine sam bith.",
    "Dis ton mot d'passe à personne, asteur.",
    "Nie mów nikomu swojego hasła, dobrze?",
    "Kwe'! Wela'lin for coming to the ceilidh, b'y.",
    "Yes b'y, don't be tellin' nobody your password.",
    "Le mot de passe doit avoir au moins quatorze caractères.",
    "Hasło musi mieć co najmniej czternaście znaków.",
    "Feumaidh am facal-faire a bhith ceithir caractaran deug a dh'fhaid.",
    "Upgraded the chiller firmware from 4.1 to 4.2 and paho-mqtt to 2.1.0 on Sunday.",
    f"commit {_COMMIT} adds the whale-tour waitlist.",
    f"Rolled back to {_SHORT} after the HST rounding broke the till.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The chiller firmware 4.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of ceilidh-sales-2032.xlsx: {_SHA512}",
    f"The booking container runs ghcr.io/tidewrack/booking@sha256:{_IMAGE}.",
    f"MD5 of trap-tags_2033-05-01.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3c7e12a9-5b4d-4e8f-a1c2-7d9e0f3b6a51 is the slow one in the booking logs.",
    "Order TW-2033-00412 for 300 lobster trap tags ships Thursday.",
    "Kayako TW-4470: the Chéticamp tank 3 alarm keeps tripping at night.",
    "Call the Sydney shop at (902) 555-0142 before noon.",
    "The whale tour leaves the Chéticamp wharf at 09:30 and 14:00; adults $79, kids $45.",
    "Lobster is $14.99/lb at the Sydney shop this week, HST included.",
    "The ceilidh at the Inverness hall starts at 8 pm; tickets are $20 at the door.",
    "After five wrong passwords the tank monitor locks the account for 20 minutes.",
    "The secret of a good oatcake is cold butter and a hot oven.",
    "Ask Réjean for the boatyard gate code, I don't have it.",
    "My card ending 4417 was declined at the Baddeck hardware store.",
    "The Faroese supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Stripe account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `STRIPE_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the wharf shed rusts in the salt air; oil it every month.",
    "The guest wifi 'CeilidhHall Guest' is open, no password needed.",
    "Trap tag 2033-CB-004127, LFA 26A, season opens the last Saturday in April.",
    "Ferry North Sydney to Port aux Basques, booking ref NS-77812, car and two adults.",
    "ISBN 978-1-55109-412-7 is the Gaelic song book on the hall's shelf.",
    "Pomóż mi napisać przypomnienie: zmienić hasło w piątek.",
    "m'as changer le password du POS lundi, rappelle-moi.",
    "The co-op's opening hours in Eskasoni: 9 to 5, closed Sundays.",
    "Version 3.1.4 of the booking app fixed the waitlist bug.",
    "Flight AC 8871 Gdańsk via Toronto lands in Sydney at 21:40.",
    "The pound holds 12 000 lb; tank 3 is at 4.5 °C.",
    "Boat registration C-41877 for the Keltic Lass is renewed until 2035.",
    "Token count for the summary was 1 842; the limit is 4 096.",
    "The PIN pad at the Sydney till is broken again, use the spare.",
    "Password reset links expire after 30 minutes.",
    "The passphrase must have at least four words; ours is in the vault.",
    "Postal code for the hall is B0E 1N0; for the shop, B1P 6H2.",
    "Invoice 2033-118 total: $1 284.50, due 2033-06-30.",
    "HST number on the receipt is printed under the shop's address.",
    "Zadzwoń do cioci w Gdańsku na numer +48 58 555 01 23 po 18:00.",
    "The door code changed last week; Angus has the new one.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/tidewrack/chiller", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 812}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "TW-4470", "order": "TW-2033-00412"}',
    '{"tank": {"id": "T3", "temp_c": 4.5, "lobster_lb": 1840}}',
    '{"phone": "(902) 555-0142", "city": "Sydney"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "traps_in_stock": 318}',
    '{"tour": {"departs": "09:30", "price_cad": 79, "wharf": "Chéticamp"}}',
    '{"ferry_ref": "NS-77812", "carrier": "Marine Atlantic", "date": "2033-07-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
