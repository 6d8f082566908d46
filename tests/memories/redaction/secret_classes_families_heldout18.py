# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, eighteenth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
issue's goal, the seventeenth held-out corpus as a format example, the fifth to sixteenth only to
search them for the languages, wordings, tools, vendors, id kinds and IBAN countries already used
(to use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the offline miner, the tuning corpus,
the round corpora, their tests nor the reports, and the scrubber was never run on it. Its own
seed, password words, names, places, templates, tools, vendors and layouts, the way people leak
secrets into an assistant's memory: Campfire, Ryver, Guilded, Wickr, Briar and Jami pastes,
notes to self, incident write-ups, Vikunja and Znuny tickets, Focalboard cards, e-mails,
runbooks, zsh and PowerShell history, Dockerfiles, compose files, Kubernetes, Helm, Terraform,
Ansible, Salt, Chef and Puppet snippets, logs of Bitbucket Pipelines, Google Cloud Build, AWS
CodeBuild, Skaffold, DevSpace, Tilt, werf, Keptn, Piku and Envoyer, .env, .ini,
.toml, .yaml, .properties, .netrc and XML configs, app configs, README fragments, voice-dictated
text and requests to the assistant itself. About 59 % English (or language-neutral config and
shell), the rest in Tok Pisin, Tetum, Aragonese, Ligurian (Genoese), Kashubian, Chuvash, Krio and
Karakalpak (first used here), and Spanish (Rioplatense), German, French, Italian, European
Portuguese, Russian, Polish, Czech, Swedish, Greek, Vietnamese, Arabic, Hindi, Japanese, Korean
and Chinese in wordings of their own. Vendors (Mapillary, Stream, Chapa, Iyzico, Culqi, Conekta,
Khalti, BrowserStack, Nomic, Daytona, Hex, LINE Notify, Upstage, Moonshot, DashScope,
SiliconFlow, Featherless, Novita, AI21, SambaNova, Hubtel) and deploy tools are ones heldouts 5
to 17 do not name; the national ids are kinds they do not use (Belgian INSZ/NISS, Thai personal
TIN, the Emirates ID, passports under Tok Pisin, Tetum and Krio words). Every IBAN country
python-stdnum knows is in some earlier corpus, so the IBANs are of countries used least (by a
rough count over heldouts 5 to 17: San Marino, Somalia, Yemen, Serbia, Slovenia, Croatia).
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
from stdnum.be import ssn as be_ssn
from stdnum.th import tin as th_tin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 18_630_977
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


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


_FOODS = ["Kaukau", "Mumu", "Saksak", "Batar", "Tukir", "Migas", "Farinata", "Pansoti", "Trofie",
          "Szandar", "Shurpe", "Khuplu", "Plasas", "Fufu", "Chuchvara", "Beshbarmaq"]  # fmt: skip
_PLACES = ["Madang", "Goroka", "Wewak", "Baucau", "Maliana", "Huesca", "Jaca", "Barbastro",
           "Savona", "Camogli", "Kartuzy", "Puck", "Kanash", "Freetown", "Makeni", "Nukus"]  # fmt: skip
_NAMES = ["Kila", "Bomai", "Ximenes", "Lurdes", "Chuana", "Fermin", "Baciccia", "Manin", "Jerzy",
          "Kasia", "Ilyuk", "Fatmata", "Alusine", "Aysuliw", "Berdaq"]  # fmt: skip
_SYMBOLS = "!$%&*#@+=?~"

# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FOODS)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1958, 2025)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 8) + g.choice(_SYMBOLS) + _r(g, ALNUM, 6),
    lambda g: g.choice(_PLACES).lower() + g.choice(["_", ".", "-"]) + g.choice(_FOODS).lower() + _r(g, D, 2),
    lambda g: g.choice(["K4uk4u", "S4ks4k", "M1g4s", "F4r1n4t4", "Sh0rp3", "Pl4s4s", "Nuk0s"]) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(['Red', 'Quiet', 'Salty', 'Lazy'])}{g.choice(['Cassowary', 'Gecko', 'Dugong', 'Marmot'])}{g.randrange(10, 999)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, URLSAFE, 24),
    lambda g: "_".join(w.lower() for w in g.sample(_PLACES, 3)) + str(g.randrange(10, 99)),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + g.choice(_SYMBOLS) + _r(g, D, 4) + _r(g, LOWER, 2),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Campfire room 'ops': Bomai says the Superset admin password is {pw}",
    "Vikunja task #412: the Miniflux admin can't log in, password set on Friday was {pw}",
    "Wickr from Fermin: the password for the choir's Mealie is {pw}",
    "note to self — Lidl Plus account password {pw}",
    "Hello Kila,\n\nthe DrayTek Vigor password after the factory reset is {pw}\nPlease change it.\n\nBomai",
    "Post-incident review 2026-11-24: Rundeck on :4440 was reachable with password {pw} for six hours",
    "remember that my Fastmail password is {pw}",
    "please keep this, the Reolink NVR password is {pw}",
    "Runbook — IPFire\n1. boot to the console\n2. run setup, then passwords\n3. the new root password is {pw}",
    "README · dev stack\nBrowse to http://localhost:9000, sign in to Frigate with password `{pw}`.",
    "Ryver forum 'homelab': Scrypted owner password is {pw} until the weekend",
    "Znuny ticket 5521 note: `MAIL_PASSWORD = '{pw}'` committed in config/settings.py, please purge",
    "Focalboard card 88: client claims the Wallabag password is {pw} but it bounces",
    "can you hold on to my Migadu password? it's {pw}",
    "Znuny ticket OPS-97: the Kanidm recovery flow still accepts the old password {pw}",
    "the Checkmk cmkadmin password is {pw}, Jerzy set it",
    "Strongbox master password (work laptop): {pw}",
    "after flashing DD-WRT the web UI password is {pw}",
    "Handover notes: LibreNMS admin password is {pw}",
    "I've changed the Posteo account password to {pw}",
    "- **Pass:** {pw}",
    "Briar group 'infra': Synapse registration shared password still {pw} from staging",
    "password for grandma's Boox reader: {pw}",
    "Incident log: pgweb answered publicly with password {pw}",
    "the Factorio server password is {pw}, keep it off Discord",
    "Guilded DM — Ximenes: password for the Audiobookshelf root user is {pw}",
    "dictated: my mailbox.org password is {pw} period",
    "Campfire room 'office': Tandoor admin password is {pw}",
    "TODO rotate the ZoneMinder console password ({pw}) after the pen test",
    "Jami chat from Lurdes: Grocy admin password now {pw}",
    "Paswot bilong imel bilong mi em {pw}",
    "paswot bilong rauta long haus: {pw}",
    "Ha'u-nia senha email nian mak {pw}",
    "senha wifi iha eskritóriu: {pw}",
    "A clau d'o mío correu ye {pw}",
    "clau d'o router de casa: {pw}",
    "A password da mæ posta a l'é {pw}",
    "a password do computer da butega: {pw}",
    "Hasło do mòji pòcztë to je {pw}",
    "hasło do routera w chëczi: {pw}",
    "Манӑн электронлӑ почта пароле: {pw}",
    "компьютер пароле — {pw}",
    "Mi imel paswɔd na {pw}",
    "di paswɔd fɔ di kɔmpyuta na {pw}",
    "Meniń elektron pochtamnıń paroli: {pw}",
    "kompyuter paroli: {pw}",
    "la clave del home banking es {pw}",
    "Zugangsdaten Kundenportal — Kennwort: {pw}",
    "mdp du NAS : {pw}",
    "la password del modem è {pw}",
    "a palavra-passe do homebanking é {pw}",
    "пасс от админки: {pw}",
    "hasło do Allegro: {pw}",
    "heslo do banky je {pw}",
    "lösenordet till routern är {pw}",
    "ο κωδικός του router είναι {pw}",
    "mật khẩu email của mình là {pw}",
    "الرقم السري للايميل: {pw}",
    "बैंक ऐप का पासवर्ड {pw} है",
    "管理画面のパスワード：{pw}",
    "관리자 암호: {pw}",
    "服务器口令：{pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["kila.m", "bomai", "ximenes", "lurdes.a", "chuana", "fermin", "baciccia", "jerzy.k",
          "ilyuk", "fatmata", "svc-codebuild", "piku", "root", "berdaq"]  # fmt: skip
_LOGINS = [
    "Ryver DM from Jerzy: the Firefly III login is {u} / {pw}",
    "Znuny ticket 5530: {u} locked out again, password was {pw}",
    "user={u} pass={pw}",
    "Logseq › Homelab › VyOS: {u} — {pw}",
    "| host | user | password |\n|---|---|---|\n| nas-02 | {u} | {pw} |",
    "sign in as {u} with {pw} on the staging Kavita",
    "creds for the Teltonika RUTX11: {u}:{pw}",
    "username: {u}\npassword: {pw}",
    '{{"login": "{u}", "secret": "{pw}"}}',
    "Wickr: account {u}, password {pw}",
    "Woody said the SFTP account is {u} and the password is {pw}",
    "ssh {u}@10.20.4.11 (pw {pw})",
    "Yusa nem: {u}, paswot: {pw}",
    "Naran uzuáriu: {u}, senha: {pw}",
    "usuario: {u} / clau: {pw}",
    "utente {u}, password {pw}",
    "brëkòwnik: {u}, hasło: {pw}",
    "Ус нем: {u}, пароль: {pw}",
    "yuza nem: {u} — paswɔd: {pw}",
    "login: {u}, parol: {pw}",
    "usuario {u} y clave {pw}",
    "Benutzer {u}, Kennwort {pw}",
    "identifiant : {u} / mdp : {pw}",
    "ユーザー名：{u} パスワード：{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kaukau", "saksak", "migas", "farinata", "trofie", "szandar", "plasas", "fufu",
               "goroka", "savona", "kartuzy", "nukus"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w} followed by {d}",
    "password: {w}, all lowercase, then {d}",
    "for the printer it's {w} and then the number {d}",
    "the admin password is {w} with {d} at the end",
    "voice note: password is {w} then {d}, no spaces",
    "spell it: {w}, then the digits {d}",
    "Paswot em dispela wod {w} na namba {d} bihain",
    "A senha mak liafuan {w} ho númeru {d} iha rohan",
    "A clau ye a parola {w} y dimpués o numero {d}",
    "A password a l'é a parolla {w} e doppo {d}",
    "Di paswɔd na di wɔd {w}, afta dat {d}",
    "Пароль — {w} сӑмахӗ, унтан {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "nerdctl login -u {u} -p {pw} harbor.lan",
    "regctl registry login harbor.lan -u {u} -p {pw}",
    "openfortivpn vpn.lan:443 -u {u} -p {pw}",
    "pgcli postgres://{u}:{pw}@pg4.lan/crm",
    "psql 'host=pg4.lan user={u} password={pw} dbname=crm'",
    "swaks --to ops@lan --server smtp.lan --auth-user {u} --auth-password {pw}",
    "curl -u {u}:{pw} https://artifacts.lan/api/v1/repos",
    "wget --user={u} --password={pw} https://files.lan/backup.tar.zst",
    "sshpass -p {pw} ssh {u}@bastion.lan",
    "mysqldump -u {u} -p{pw} crm > crm.sql",
    "redis-cli -h cache.lan -a {pw} INFO",
    "smbclient //fs01/share -U {u}%{pw}",
    "xfreerdp /v:ts01.lan /u:{u} /p:{pw}",
    "7z a -p{pw} payroll.7z payroll/",
    "openssl pkcs12 -export -in crt.pem -inkey key.pem -out bundle.p12 -passout pass:{pw}",
    "keytool -importcert -keystore trust.jks -storepass {pw} -file ca.crt",
    "ldapsearch -x -D cn={u},dc=lan -w {pw} -b dc=lan",
    "sendemail -f {u}@lan -t ops@lan -s smtp.lan -xu {u} -xp {pw}",
    "mount -t cifs //fs01/share /mnt/share -o username={u},password={pw}",
    "fetchmail --username {u} --password {pw} pop.lan",
    "echo '{pw}' | sudo -S systemctl restart nginx",
    "vpnc --username {u} --password {pw} office.conf",
    "linode-cli --password {pw} linodes rebuild 4711",
    "s3cmd --access_key={u} --secret_key={pw} ls s3://backups",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "zsh history:\n  1042  {c}", "PS C:\\Users\\kila> {c}",
    "Bitbucket Pipelines step 3/5:\n+ {c}", "Cloud Build step #2: {c}", "[CodeBuild] Running command {c}",
    "Skaffold hook: {c}", "DevSpace pipeline log > {c}", "werf converge: {c}",
    "RUN {c}", "Piku deploy hook ran `{c}`", "Envoyer deployment hook: {c}",
    "komand bilong mi: {c}", "o comando: {c}", "a orde que fa servir: {c}",
    "команда: {c}", "buyrıq: {c}",
]  # fmt: skip

Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a CI log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg4.lan:5432/crm",
    "mysql+pymysql://{u}:{pw}@db2.lan/shop",
    "amqps://{u}:{pw}@mq.lan:5671/%2F",
    "mongodb+srv://{u}:{pw}@cluster1.lan/app?retryWrites=true",
    "https://{u}:{pw}@git.lan/ops/infra.git",
    "ftp://{u}:{pw}@ftp.lan/incoming/",
    "redis://:{pw}@cache.lan:6379/2",
    "nats://{u}:{pw}@nats.lan:4222",
    "sftp://{u}:{pw}@files.lan:2222/upload",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "Tilt log: connecting to {c}", "Keptn task env: BROKER={c}",
    "remember this connection string {c}", "url em {c}", "a URL mak {c}",
    "Freetown office sync: {c}", "spring.datasource.url: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Mapillary", "MAPILLARY_ACCESS_TOKEN", _j("MLY|", (D, 16), "|", (HEX, 32))),
    ("Stream", "STREAM_API_SECRET", _j((LOWER_DIGITS, 64))),
    ("Chapa", "CHAPA_SECRET_KEY", _j("CHASECK-", (ALNUM, 32))),
    ("Iyzico", "IYZICO_SECRET_KEY", _j((ALNUM, 32))),
    ("Culqi", "CULQI_SECRET_KEY", _j("sk_live_", (ALNUM, 16))),
    ("Conekta", "CONEKTA_PRIVATE_KEY", _j("key_", (ALNUM, 23))),
    ("Khalti", "KHALTI_SECRET_KEY", _j("live_secret_key_", (HEX, 32))),
    ("BrowserStack", "BROWSERSTACK_ACCESS_KEY", _j((ALNUM, 20))),
    ("Nomic", "NOMIC_API_KEY", _j("nk-", (URLSAFE, 43))),
    ("Daytona", "DAYTONA_API_KEY", _j("dtn_", (HEX, 64))),
    ("Hex", "HEX_API_TOKEN", _j("hxtp_", (ALNUM, 40))),
    ("LINE Notify", "LINE_NOTIFY_TOKEN", _j((ALNUM, 43))),
    ("Upstage", "UPSTAGE_API_KEY", _j("up_", (ALNUM, 32))),
    ("Moonshot", "MOONSHOT_API_KEY", _j("sk-", (ALNUM, 48))),
    ("DashScope", "DASHSCOPE_API_KEY", _j("sk-", (HEX, 32))),
    ("SiliconFlow", "SILICONFLOW_API_KEY", _j("sk-", (LOWER, 48))),
    ("Featherless", "FEATHERLESS_API_KEY", _j("rc_", (HEX, 64))),
    ("Novita", "NOVITA_API_KEY", _j("sk_", (URLSAFE, 43))),
    ("AI21", "AI21_API_KEY", _j((ALNUM, 32))),
    ("SambaNova", "SAMBANOVA_API_KEY", v.uuid4),
    ("Hubtel", "HUBTEL_CLIENT_SECRET", _j((LOWER, 8), (LOWER_DIGITS, 24))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "  - name: {env}\n    value: \"{tok}\"",
    "{slug}_api_key = \"{tok}\"",
    "Campfire room 'billing': new {vendor} key {tok} (old one revoked)",
    "{vendor} integration broken, current key {tok}",
    "Settings › Integrations › {vendor}: {tok}",
    "remember the {vendor} API key please: {tok}",
    "ENV {env}={tok}",
    "terraform.tfvars: {slug}_key = \"{tok}\"",
    "ki bilong {vendor} API: {tok}",
    "xave API {vendor} nian: {tok}",
    "a clau d'a API de {vendor}: {tok}",
    "a ciave de l'API {vendor}: {tok}",
    "klucz API {vendor}: {tok}",
    "{vendor} API ҫӑраҫҫи: {tok}",
    "{vendor} API ki na {tok}",
    "{vendor} API kilti: {tok}",
    "clave de la API de {vendor}: {tok}",
    "{vendor}のAPIキー：{tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    stream_key, stream_secret = _r(rng, LOWER_DIGITS, 12), _r(rng, LOWER_DIGITS, 64)
    bs_user, bs_key = "kilamadang_" + _r(rng, ALNUM, 6), _r(rng, ALNUM, 20)
    chapa = "CHASECK-" + _r(rng, ALNUM, 32)
    line = _r(rng, ALNUM, 43)
    mly = "MLY|" + _r(rng, D, 16) + "|" + _r(rng, HEX, 32)
    daytona = "dtn_" + _r(rng, HEX, 64)
    return [
        Sample("vendor_token", f"STREAM_KEY={stream_key}\nSTREAM_SECRET={stream_secret}", stream_secret),
        Sample("vendor_token", f"browserstack.yml:\nuserName: {bs_user}\naccessKey: {bs_key}", bs_key),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {chapa}' https://api.chapa.co/v1/banks", chapa),
        Sample("vendor_token", f"curl -X POST https://notify-api.line.me/api/notify -H 'Authorization: Bearer {line}' -d message=deployed", line),
        Sample("vendor_token", f"curl 'https://graph.mapillary.com/images?access_token={mly}&fields=id'", mly),
        Sample("vendor_token", f"daytona login --api-key {daytona}", daytona),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    pairs = [(vendor, template) for vendor in _VENDORS for template in _NAMED]
    for (vendor, env, make), template in rng.sample(pairs, n - len(out)):
        tok = make(rng)
        slug = re.sub(r"[^a-z0-9]+", "_", vendor.lower()).strip("_")
        out.append(
            Sample("vendor_token", template.format(vendor=vendor, env=env, slug=slug, tok=tok), tok)
        )
    return out


_BARE_PLACES = ["{t}", "Wickr: {t}", "paste from the onboarding e-mail:\n{t}", "ki: {t}",
                "xave: {t}", "{t}\n^ keep this one, it's shown only once", "клуч: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 52)), _j((URLSAFE, 30), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((ALNUM, 40)), _j((URLSAFE, 48)), _j((B64, 64)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "SECRET_KEY_BASE={h}": 128,
    "salt '*' pillar: app:encryption_key: {h}": 64,
    "chef data bag item 'app' → signing_key: \"{h}\"": 64,
    "puppet hiera: profile::app::hmac_secret: '{h}'": 64,
    "ansible-vault view … → webhook_secret: {h}": 40,
    "hex key bilong backup: {h}": 64,
    "a chave de cifra do backup: {h}": 64,
    "шифрлав ҫӑраҫҫи: {h}": 64,
    "Ryver: aes key for the export job {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 4 == 3 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Znuny ticket OPS-101: token from the mobile app log {t}",
    "cookie session={t}; Path=/; HttpOnly",
    "KUBE_TOKEN={t}",
    "remember the service account token {t}",
    "toke bilong app: {t}",
    "o token da app: {t}",
    "Vikunja webhook log: X-Auth: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_780_000_000 + rng.randrange(10_000_000)
    alg = ["HS256", "RS256", "ES256"][index % 3]
    claims: dict[str, Any] = {"sub": _r(rng, LOWER_DIGITS, 10), "iat": issued, "exp": issued + 3600}
    if index % 2:
        claims |= {"iss": "https://auth.lan/realms/ops", "scope": "openid profile"}
    signature = _r(rng, URLSAFE, 43 if alg == "HS256" else 86)
    return {"t": f"{v.b64url({'alg': alg, 'typ': 'JWT'})}.{v.b64url(claims)}.{signature}"}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key for Piku (~/.ssh/piku):\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "helm values.yaml:\ntls:\n  key: |\n    {key}": ("RSA PRIVATE KEY", "\n    "),
    '"private_key": "{key}"': ("PRIVATE KEY", "\\n"),
    "cat > /etc/ssl/private/portal.key <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Znuny ticket 5540 attachment contents:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "Ki bilong server, no ken givim narapela:\n{key}": ("PRIVATE KEY", "\n"),
    "A chave privada do servidor:\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFHzBJBgkqhkiG9w0BBQ0w"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 6 - len(_PEM_STARTS[kind]))
    lines = [f"-----BEGIN {kind}-----"] + [body[k : k + 64] for k in range(0, len(body), 64)]
    lines += [_r(rng, B64, 40) + "==", f"-----END {kind}-----"]
    return {"key": joiner.join(lines), "secret": lines[2 + index % 4]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "SafePal recovery card, copying it before it goes in the safe: {p}": "english",
    "OneKey seed\n{p}": "english",
    "please store my Nunchuk wallet words: {p}": "english",
    "Ellipal wallet backup: {p}": "english",
    "voice memo: the Unstoppable wallet words are {p} that's the lot": "english",
    "Briar note to myself — cold wallet, never online {p}": "english",
    "ol wod bilong wallet: {p}": "english",
    "liafuan sira carteira nian: {p}": "portuguese",
    "frase de recuperação da carteira: {p}": "portuguese",
    "obnovovací fráze peněženky: {p}": "czech",
    "cüzdan kurtarma kelimeleri: {p}": "turkish",
    "지갑 복구 구문: {p}": "korean",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in set(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    phrase = str(_MNEMO[_SEED_PLACES[template]].to_mnemonic(entropy))
    sep = "\u3000" if "\u3000" in phrase else " "
    words = phrase.split(sep)
    layouts = [
        sep.join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " | ".join(words),
        "\n".join(sep.join(words[k : k + 4]) for k in range(0, len(words), 4)),
        sep.join(f"{k}){w}" for k, w in enumerate(words, 1)),
        "; ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Guilded DM — Fatmata: the company Visa for the Migadu bill is {c}, exp {mm}/{yy}",
    "remember my travel card: {c} valid thru {mm}/{yy}",
    "card: {c}\nexpiry: {mm}/{yy}",
    "Vikunja task #430: refund went to card {c}",
    "kat bilong bank: {c}, i pinis {mm}/{yy}",
    "numeru kartaun: {c}, validade {mm}/{yy}",
    "numero d'a tarcheta: {c}",
    "o numero da carta: {c} scadensa {mm}/{yy}",
    "numer karty: {c}",
    "карт номерӗ: {c}",
    "kart nomeri: {c}, múddeti {mm}/{yy}",
    "número do cartão de crédito: {c}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = ["visa", "mastercard", "amex", "discover", "jcb", "unionpay", "maestro", "diners"][
        index % 8
    ]
    number = v.card(rng, brand)
    return {"c": v.grouped(number, [" ", "", "-", " ", "."][index % 5], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(27, 33))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} 11/30 CVC {cvv}", "the three numbers on the back of the Visa: {cvv}",
               "Amex {c}, CID {cvv}", "tri namba long baksait bilong kat: {cvv}",
               "os três números atrás do cartão: {cvv}", "CVV ye {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    code = _r(rng, D, 4 if brand == "amex" else 3)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_BBANS = {"SM": "a" + "n" * 10 + "c" * 12, "SO": "n" * 19, "YE": "aaaa" + "n" * 4 + "c" * 18,
          "RS": "n" * 18, "SI": "n" * 15, "HR": "n" * 17}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    alphabet = {"a": UPPER, "n": D, "c": UPPER_DIGITS}

    def make(g: random.Random) -> str:
        bban = "".join(g.choice(alphabet[c]) for c in _BBANS[country])
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice 2026-204: please pay into {i} within 30 days",
    "remember my San Marino account: {i}",
    "IBAN: {i}\nBIC: see the letter",
    "Focalboard card 91: supplier changed bank, new IBAN {i}",
    "namba bilong bank akaun: {i}",
    "IBAN ba selu: {i}",
    "o IBAN d'a cuenta ye {i}",
    "l'IBAN do conto o l'é {i}",
    "IBAN mòjégò kònta: {i}",
    "банк счечӗн IBAN-ӗ: {i}",
    "di IBAN fɔ mi bank na {i}",
    "bank esabınıń IBAN: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, list(_BBANS)[index % len(_BBANS)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _insz(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"{h.randrange(50, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}{h.randrange(1, 998):03d}"
        return body + f"{97 - int(body) % 97:02d}"

    number = v.until(g, make, be_ssn.is_valid)
    return f"{number[:2]}.{number[2:4]}.{number[4:6]}-{number[6:9]}.{number[9:]}"


def _thai(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = str(h.randrange(1, 9)) + _r(h, D, 11)
        check = (
            11 - sum(int(c) * w for c, w in zip(body, range(13, 1, -1), strict=True)) % 11
        ) % 10
        return body + str(check)

    number = v.until(g, make, th_tin.is_valid)
    return str(th_tin.format(number))


def _emirates(g: random.Random) -> str:
    body = "784" + str(g.randrange(1970, 2006)) + _r(g, D, 7)
    number = body + luhn.calc_check_digit(body)
    return f"{number[:3]}-{number[3:7]}-{number[7:14]}-{number[14]}"


def _passport(g: random.Random) -> str:
    return _r(g, UPPER, 1) + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "INSZ: {s}": _insz,
    "my rijksregisternummer is {s}": _insz,
    "NISS pour la mutuelle : {s}": _insz,
    "Belgian national number (for the payroll form): {s}": _insz,
    "remember my INSZ-nummer {s}": _insz,
    "Thai tax id {s}": _thai,
    "เลขประจำตัวผู้เสียภาษี {s}": _thai,
    "เลขบัตรประชาชน: {s}": _thai,
    "Thai personal identification number: {s}": _thai,
    "Emirates ID {s}": _emirates,
    "رقم الهوية الإماراتية: {s}": _emirates,
    "EID for the visa renewal — {s}": _emirates,
    "Emirates ID number {s}, expires 2029": _emirates,
    "paspot namba bilong mi: {s}": _passport,
    "namba bilong paspot: {s}": _passport,
    "númeru pasaporte: {s}": _passport,
    "pasaporte ha'u-nian: {s}": _passport,
    "mi paspɔt nɔmba na {s}": _passport,
    "passport no. {s}, issued Port Moresby": _passport,
    "numero d'o pasaporte: {s}": _passport,
    "numero do passaporto: {s}": _passport,
    "pasport nomeri: {s}": _passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["mailbox.org recovery codes: {codes}", "Fastmail 2FA backup codes\n{codes}",
            "SimpleLogin one-time backup codes — {codes}", "kod bilong bekap 2FA:\n{codes}",
            "kódigu backup 2FA: {codes}", "còdici de backup 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Vikunja:bomai?secret={s}&issuer=Vikunja",
              "2FA setup key for Pixelfed: {s}", "TOTP seed (Kanidm): {s}",
              "ki bilong 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your Grab verification code", "Dein Bestätigungscode für Posteo: {c}",
          "kod bilong veripikesen: {c}", "kódigu verifikasaun: {c}", "Sizdiń tastıyıqlaw kodıńız: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 6, index % 4)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[index % 6]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family(
    "otp_secret", _SEEDS_2FA, lambda g, i, t: {"s": v.totp_secret(g, spaced=i % 2 == 1 and "otpauth" not in t)}, "s"
)  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Digicel_4G_7A21", "TelikomPNG-Home", "Telkomcel-5G", "MOVISTAR_4F2A", "Iliad-Box-91C3",
          "Orange-SL-2290", "Beeline_Nukus", "Vodafone-Genova"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s} password {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "Network: {s}\nKey: {pw}",
    "guest wifi is {s}, the key is {pw}",
    "remember the wifi at the Goroka guesthouse: {s} / {pw}",
    "nmcli con add type wifi ssid {s} wifi-sec.key-mgmt wpa-psk wifi-sec.psk {pw}",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"{s}\"\n  psk=\"{pw}\"\n}}",
    "psk on the sticker under the router: {pw}",
    "paswot bilong wifi {s}: {pw}",
    "senha wifi {s} mak {pw}",
    "a clau d'o wifi {s} ye {pw}",
    "a password do wifi {s} a l'é {pw}",
    "hasło do wifi {s}: {pw}",
    "Wi-Fi пароле ({s}): {pw}",
    "di wifi paswɔd na {pw} ({s})",
    "Wi-Fi paroli {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.4:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 40)), _j("CHASECK-", (ALNUM, 24)), _j("hxtp_", (ALNUM, 32)),
                 _j("nk-", (ALNUM, 30)), _j("dtn_", (HEX, 40))]  # fmt: skip
_SPELL = ["reading it out: {t}", "[dictated] {t}", "(spaced so the filter misses it) {t}",
          "toke: {t}", "ki, wan wan leta: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 3 == 0:
        return {"t": " ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    sep = [" ", " . ", "-"][index % 3]
    return {"t": (" " if sep.strip() and sep.strip() in token else sep).join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kod bilong dua: {pw}", "kódigu odamatan nian: {pw}", "codigo d'a puerta: {pw}",
          "o còdice do portón o l'é {pw}", "kòd do dwiérzi: {pw}", "Алӑк кодӗ: {pw}",
          "di kɔd fɔ di get na {pw}", "Esik kodı: {pw}", "garage keypad takes {pw} then #",
          "alarm disarm code {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["cassowary", "outrigger", "sago", "betelnut", "lighthouse", "anchovy", "chestnut",
                 "glacier", "hazel", "bagpipe", "steppe", "camel", "saxaul", "mangrove", "drum", "canoe"]  # fmt: skip
_PHRASES = {"LUKS passphrase for the backup disk: {p}": " ", "passphrase for the KeePassXC export: {p}": " ",
            "age passphrase (restic repo): {p}": "-", "GPG key passphrase: {p}": " ",
            "paswot tok bilong disk: {p}": " ", "frase-senha disku nian: {p}": "-",
            "passphrase d'o disco: {p}": "."}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {v}' https://nexus.lan/service/rest/v1/status": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Authorization: Token {v}": False,
    "http GET https://api.lan/v2/jobs 'Authorization:Bearer {v}'": False,
    "traefik labels: basicauth header Basic {v}": True,
    "Invoke-RestMethod -Headers @{{Authorization='Bearer {v}'}} -Uri https://api.lan/jobs": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [URLSAFE, HEX, ALNUM][index % 3], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "[database]\nhost = pg4.lan\nuser = crm\npassword = {pw}",
    "spring.datasource.password={pw}",
    "machine git.lan login kila password {pw}",
    "services:\n  db:\n    image: postgres:17\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "<add key=\"SmtpPassword\" value=\"{pw}\" />",
    "[smtp]\npass = \"{pw}\"",
    "apiVersion: v1\nkind: Secret\nstringData:\n  DB_PASS: {pw}",
    "resource \"random_password\" \"x\" {{}}\nvariable \"db_password\" {{ default = \"{pw}\" }}",
    "- name: create user\n  community.mysql.mysql_user:\n    name: crm\n    password: \"{pw}\"",
    "mysql_root_pw: {pw}  # salt pillar",
    "default['app']['db_password'] = '{pw}'  # chef attributes",
    "class {{ 'postgresql::server': postgres_password => '{pw}' }}",
    "helm install crm ./chart --set db.password={pw}",
    "<password>{pw}</password>",
    "ENV ADMIN_PASSWORD={pw}",
    "[client]\nuser=backup\npassword={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Bomai: what's the NAS password?\nKila: {pw}",
    "[10:14] fermin: pw for the jump host?\n[10:15] ximenes: {pw}",
    "Jerzy: {pw} is the new one for the VPN portal",
    "Lurdes: type {pw}, that's the admin password",
    "Fatmata: ol i senisim paswot, nupela em {pw}",
    "Chuana: a clau nueva ye {pw}",
    "Baciccia: a neuva password a l'é {pw}",
    "Ilyuk: ҫӗнӗ пароль — {pw}",
    "Alusine: di nyu paswɔd na {pw}",
    "Aysuliw: jańa parol — {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "p\u00adassword = {pw}", "pas\u2060swot: {pw}", "pass%3D{pw}",
    "password&#61;{pw}", "ｐａｓｓｗｏｒｄ: {pw}", "pass\ufeffwd={pw}", "se\u200dnha: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout17's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the password for the Superset UI is": "{s}", "LibreNMS admin pw:": "{s} (since the migration)",
    "paswot bilong imel em": "{s}", "IPFire root password": "{s}\nchange it after the window",
    "senha:": "{s}", "a clau ye": "{s}", "Манӑн пароль —": "{s}",
    "Frigate console password": "{s}", "the password Lurdes read out on the call was": "{s}, I think",
    "hasło to je": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Daytona API key", "{s}", _j("dtn_", (HEX, 64))),
    ("split_token", "Chapa secret key:", "{s} (live)", _j("CHASECK-", (ALNUM, 32))),
    ("split_token", "BrowserStack access key", "{s}", _j((ALNUM, 20))),
    ("split_seed", "ol wod bilong wallet", "{s}", lambda g: str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))),
    ("split_card", "card no.", "{s} exp 09/31", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "RS"))),
    ("split_backup", "mailbox.org recovery codes", "{s}\n5k2d-9qwe\nr8mt-41zx", lambda g: _r(g, LOWER_DIGITS, 4) + "-" + _r(g, LOWER_DIGITS, 4)),
    ("split_otp", "2FA setup key", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_id", "INSZ", "{s}", _insz),
    ("split_phrase", "LUKS passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"ilo": {"host": "10.20.4.40", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"paswot": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "bomai", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"nodes": [{"host": "mq1"}, {"host": "mq2", "erlang_cookie_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["clickhouse-client", "--user", "ops", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "senha: {s}"}': ("meta_password", _plain_pw),
    '{"clau": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in as fermin, password {s}"}': ("meta_password", _plain_pw),
    '{"daytona": {"api_key": "{s}"}}': ("meta_token", _j("dtn_", (HEX, 64))),
    '{"browserstackAccessKey": "{s}"}': ("meta_token", _j((ALNUM, 20))),
    '{"sambanova_api_key": "{s}"}': ("meta_token", v.uuid4),
    '{"headers": {"X-Api-Secret": "{s}"}}': ("meta_token", _j((URLSAFE, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/30"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"payout": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SI")),
    '{"person": {"insz": "{s}"}}': ("meta_id", _insz),
    '{"mfa": {"recovery_codes": ["{s}", "8812-4471", "3095-6620"]}}': ("meta_otp", _j((D, 4), "-", (D, 4))),
    '{"wallet": {"mnemonic": "{s}"}}': ("meta_seed", lambda g: str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))),
    '{"encryption_key": "{s}"}': ("meta_key", lambda g: v.hex_key(g, 64)),
    '{"house": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Digicel_4G_7A21", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pydantic-2.11.7-py3-none-any.whl").hexdigest()
_NPM_SHA512 = base64.b64encode(hashlib.sha512(b"esbuild-0.25.4.tgz").digest()).decode()
_CARGO_SUM = hashlib.sha256(b"serde 1.0.219").hexdigest()
_IMAGE = hashlib.sha256(b"docker.io/library/clickhouse:25.3").hexdigest()
_COMMIT = hashlib.sha1(b"superset: bump to 5.0", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"vikunja: fix webhook retries", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"codebuild-artifact-77", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Posteo password before flying to Port Moresby on 2026-12-18.",
    "Fatmata asked for the wifi password; it's on the card by the kettle.",
    "House rule: passwords of 14 characters or more, stored in Strongbox only.",
    "Please don't paste passwords into Znuny notes; send a one-time link instead.",
    "The `.env.example` line `DAYTONA_API_KEY=<your-key>` is a placeholder; put yours in `.env`.",
    "`POSTGRES_PASSWORD: changeme` in compose.yaml is a placeholder; production overrides it.",
    "Replace <api-token> in the README with the token from Account → Security.",
    "CHAPA_SECRET_KEY and BROWSERSTACK_ACCESS_KEY have to be set before the nightly run.",
    "No ken givim paswot bilong yu long narapela man.",
    "Labele fó ó-nia senha ba ema seluk.",
    "No le digas a clau a dengún.",
    "No dî a nisciun a teu password.",
    "Nie dôwôj nikòmù swòjégò hasła.",
    "Хӑвӑн паролна никама та ан кала.",
    "Nɔ gi ɛnibɔdi yu paswɔd.",
    "Parolińızdı hesh kimge aytpań.",
    "La clave tiene que tener al menos doce caracteres.",
    "Das Kennwort läuft alle 90 Tage ab.",
    "Le mdp doit contenir au moins un chiffre.",
    "A palavra-passe expira daqui a 30 dias.",
    "Upgraded Superset from 4.1.2 to 5.0.0 and Kanidm to 1.6.3 on Sunday.",
    f"commit {_COMMIT} bumps Superset to 5.0.",
    f"Reverted to {_SHORT} after the Vikunja webhook change broke retries.",
    f"requirements.txt: pydantic==2.11.7 --hash=sha256:{_WHEEL_SUM}",
    f"package-lock.json: integrity sha512-{_NPM_SHA512}",
    f'Cargo.lock: name = "serde" version = "1.0.219" checksum = "{_CARGO_SUM}"',
    f"Both nodes run clickhouse@sha256:{_IMAGE}.",
    f"The CodeBuild artifact MD5 {_MD5} matches the uploaded zip.",
    "Trace id 7c1e9a04-52d3-4b8f-a6e2-0f93b7d41c58 is the slow checkout from Tuesday.",
    "Order 402-7719035-2284611 ships in two parcels.",
    "Znuny ticket 5521: the Miniflux login page is blank after the upgrade.",
    "Call the Madang office on +675 422 2341 before lunch.",
    "Parcel RR118204559PG is waiting at the Goroka post office.",
    "Router: MikroTik hAP ax3, RouterOS 7.18.2.",
    "The ThinkCentre needs BIOS M4GKT3A before it boots from the new disk.",
    "After five failed passwords the account is locked for 20 minutes.",
    "The model takes 200k tokens of context; output stops at 16,384 tokens.",
    "The key to good farinata is a long rest for the batter.",
    "Ask Bomai for the door code; I never had it.",
    "My card ending 7731 was refused at the Nukus bazaar.",
    "The payment form wants the IBAN without spaces.",
    "Print the recovery codes and keep them in the fireproof box.",
    "No wallet support agent will ever ask for your recovery phrase.",
    "Keep `ENVOYER_API_TOKEN` in the CI secret store, never in the repo.",
    "The alarm keypad chirps when the battery is low.",
    "v3.2.0-rc.1 fixes the refresh token expiry bug.",
    "Workspace id 2b9d0e47-18c6-4f5a-9e31-d7a4c0b65f82 shows up in every URL and is not secret.",
    "The airport wifi 'JKIA-Free' is open, no password needed.",
    "Retro moved to 2026-12-09 15:00 CET, room Savona.",
    "The PIN entry only takes digits.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_updated_at": "2026-11-02T09:40:00Z", "password_min_length": 14}',
    '{"secret_ref": "kv/prod/daytona", "rotate_after_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pydantic", "version": "2.11.7"}}',
    '{"ticket": "OPS-97", "order": "402-7719035-2284611"}',
    '{"router": {"model": "hAP ax3", "routeros": "7.18.2"}}',
    '{"phone": "+675 422 2341", "city": "Madang"}',
    '{"mfa_enabled": true, "recovery_codes_left": 5, "max_tokens": 16384}',
    '{"trace_id": "7c1e9a04-52d3-4b8f-a6e2-0f93b7d41c58", "latency_ms": 1870}',
    '{"env_example": "CHAPA_SECRET_KEY=<your-key>", "ssid": "JKIA-Free", "open": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
