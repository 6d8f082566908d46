# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-forty-third corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and forty-first's
docstring, the fifth to four hundred and forty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (442, 444, 445), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (443_618_907), password words (an
orchid genus, a coffee variety or an Alto Mayo place with a number and a sign, `Masdevallia#4821`;
dot-joined words with a year, `tahuishco.caturra.yantalo.2034`; leet `C4ttl3y4!57`; random runs
with a sign; a person and a town, `Segundo@Soritor1983`).

The fictional company is Grupo Mayo Verde S.A.C. of Moyobamba, San Martín, Peru: Vivero Orquídea
Rupícola (an invented orchid nursery on the road to Tahuishco), Cooperativa Cafetalera Jepelacio
Verde (an invented coffee cooperative with an acopio in Jepelacio) and Terminal Terrestre Mayo
Verde (an invented regional bus terminal on an invented Jr. Los Cedros). Staff: Rocío Panduro
(IT), Jhonatan "Chino" Saavedra (terminal supervisor, texting in high-jungle Spanish), Mama Rosa
Tapullima and Don Segundo Sangama (coffee growers from Lamas, Kichwa), Kenji Higa (a Nikkei coffee
buyer, Japanese), Cleiton Ferreira (a Brazilian trucker on the IIRSA Norte, Portuguese) and Femke
de Vries (an NGO volunteer, Dutch). Every company, person, address, domain (`mayoverde.lan`,
`vivero.lan`, `tahuishco.lan`, `orquirupicola.example`, `cafejepelacio.example`,
`fretes.example`, `stichting.example`), account and number is invented; only the region is real.
Texts: WhatsApp chats, tickets, notes, runbooks, shell history, config and env files, URLs,
voice-note transcripts, SMS and requests to the assistant; separators: a colon, `=`, `->`, `→`,
`=>`, `/`, `//`, `|`, a tab, `es`, `é`, `is`, `は`, `ka … mi`, `—`, a new line, a question then
its answer, a value said first and named after.

Grep counts (heldouts 5 to 441, grep -l): none for `vrijwilliger`, `Tropipay`, `paisano`,
`caserita`, `Motocarro`, `Talentio`, `Repsol`; one for `Moyobamba`, `orquídea`, `caminhoneiro`,
`mototaxi`, `nl.kvk`, `Pipefy`, `Fretebras`, `Truckpad`, `Mijndomein`, `Smaregi`, `Garoon`,
`Moip`; two to seven for `San Martín`, `Tarapoto`, `Lamas`, `Kichwa`, `Nikkei`, `orchid`,
`Brazilian trucker`, `chévere`; eleven to thirty-three for `nl.btw`, `nl.bsn`, `jp.cn`, `jp.in`,
`br.cpf`, `pe.cui`, `pe.ruc`, `br.cnpj`, `wachtwoord is`; many for `Dutch`, `senha é`,
`パスワードは`. IBAN countries by a rough count: the Netherlands (30), Nicaragua (36), Oman (37),
Yemen (38) and São Tomé and Príncipe (39), the least used of those tried.
Languages: about half English, config or shell; the rest in the Spanish of the Peruvian high
jungle as texted (`ñaño`, `ñañita`, `atatay`, `bacán`, `pata`, `causa`, `pe`, `nomás`, `ya pues`,
`al toque`, `q`, `xq`, `tmb`), the Kichwa of Lamas (`contraseñaka … mi`, `pita mana willanki`,
`sulpayki`), the Japanese of a Nikkei coffee buyer (`パスワードは`, `暗証番号`, `認証コード`), the
Portuguese of a Brazilian trucker (`a senha é`, `mano`, `valeu`, `blz`, `boleia`) and the Dutch of
an NGO volunteer (`wachtwoord is`, `ww`, `hoor`, `gewijzigd naar`). The high-jungle texting, the
Lamas Kichwa (its particles and words) and the chat registers of the other three are my guesses.
Vendors: the invented OrquiTrack, CafeLote and BoletaYa, plus Tropipay, Pipefy, Fretebras,
Truckpad, Mijndomein, Smaregi, Garoon and Moip under the words around their keys, and the
GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google, Hugging Face, npm,
SendGrid, Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana, Vault, Postman,
Tailscale, Supabase, Groq, Replicate, Perplexity, xAI, Brevo, NVIDIA, Docker Hub, Databricks,
Pulumi, Square, Mailgun, Figma, Doppler, Flutterwave and age shapes. Ids: Peru's RUC and DNI
(CUI), Brazil's CPF and CNPJ, the Netherlands' BSN and BTW number, Japan's individual number (My
Number) and corporate number, each drawn until its `stdnum` module validates it. IBANs of the
Netherlands, Nicaragua, Oman, Yemen and São Tomé and Príncipe, checked with `stdnum.iban`; seed
phrases from `mnemonic`'s English, Spanish, Portuguese and Japanese lists, each checked with
`Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Diners and Elo prefixes).
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
from stdnum import luhn
from stdnum.br import cnpj as br_cnpj
from stdnum.jp import cn as jp_cn
from stdnum.jp import in_ as jp_in
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import btw as nl_btw
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 443_618_907
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
UPPER_DIGITS = UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = Callable[[random.Random], str]

_ORCHIDS = ["Masdevallia", "Cattleya", "Phragmipedium", "Sobralia", "Epidendrum", "Oncidium",
            "Lycaste", "Maxillaria", "Stelis", "Pleurothallis", "Dracula", "Brassia"]  # fmt: skip
_COFFEE = ["Caturra", "Catimor", "Bourbon", "Geisha", "Typica", "Pache", "Costa", "Marsellesa",
           "Limani", "Catuai"]  # fmt: skip
_PLACES = ["Tahuishco", "Jepelacio", "Soritor", "Yantalo", "Calzada", "Habana", "Rioja",
           "Lamas", "Tingana", "Gera", "Pacayzapa", "Shucshuyacu"]  # fmt: skip
_PEOPLE = ["Segundo", "Rosa", "Jhonatan", "Rocio", "Kenji", "Cleiton", "Femke", "Wilder",
           "Nilda", "Deysi"]  # fmt: skip
_SIGNS = "#!@$%&*+?"


def _word(g: random.Random) -> str:
    return g.choice([*_ORCHIDS, *_COFFEE, *_PLACES])


def _leet(word: str) -> str:
    return word.translate(str.maketrans("aeio", "4310"))


def _pw(g: random.Random) -> str:
    """A password in one of the corpus's own shapes."""
    kind = g.randrange(5)
    if kind == 0:
        return f"{_word(g)}{g.choice(_SIGNS)}{_r(g, D, 4)}"
    if kind == 1:
        words = g.sample([w.lower() for w in [*_COFFEE, *_PLACES]], 3)
        return ".".join(words) + f".{g.randrange(2026, 2040)}"
    if kind == 2:
        return f"{_leet(_word(g))}{g.choice(_SIGNS)}{_r(g, D, 2)}"
    if kind == 3:
        return _r(g, ALNUM, g.randrange(10, 15)) + g.choice(_SIGNS) + _r(g, D, 1)
    return f"{g.choice(_PEOPLE)}@{g.choice(_PLACES)}{g.randrange(1960, 2005)}"


def _plain_pw(g: random.Random) -> str:
    return f"{_word(g)}{_r(g, D, 3)}{g.choice(_SIGNS)}"


def _fam(
    cls: str, templates: list[str], make: Maker, **pools: list[str]
) -> Callable[[random.Random, int], list[Sample]]:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.fill(rng, cls, templates, n, make, **pools)

    return take


_said = _fam(
    "password",
    [
        "Rocío, the greenhouse controller password: {pw}",
        "greenhouse PLC pwd = {pw}",
        "terminal kiosk admin password -> {pw}",
        "Password for the cupping lab laptop → {pw}",
        "password // {pw} (coop office NAS)",
        "ERP password | {pw}",
        "the new password for the scale at the acopio is {pw}",
        "Password for the ticket booth PC:\n{pw}",
        "what's the password for the orchid export portal?\n{pw}",
        "set the fertigation controller password to {pw} and tell Jhonatan",
        "pass: {pw}",
        "SENASA portal password was changed to {pw} this morning",
        'passwd for the fleet tablet at platform 3 = "{pw}"',
        "backup NAS pw: `{pw}`",
        "admin password for the terminal's Omada controller is {pw}",
        "password\t{pw}",
        "password => {pw}  (cold room logger)",
        "oe ñaño la contraseña del sistema de boletos es {pw} nomás, no lo pases a nadie pe",
        "contraseña: {pw} xq la otra ya venció",
        "atatay, otra vez cambiaron la clave del acopio, ahora es {pw}",
        "causa la clave del invernadero => {pw}",
        "la contraseña nueva del counter 4 es {pw} tmb para el de encomiendas",
        "clave del correo de la cooperativa --> {pw} bacán?",
        "¿cuál es la contraseña de la compu de pesaje?\n{pw}, pero no lo anotes ñañita",
        "ya pues pata, la contraseña de la balanza es {pw}, al toque cámbiala",
        "Contraseña: {pw}",
        "Mama Rosa: computadorapa contraseñaka {pw} mi, pita mana willanki",
        "Don Segundo: contraseñaka {pw} mi ñaño, sulpayki",
        "cooperativapa clave: {pw} — pita mana willanki",
        "ヒガです。農協ポータルのパスワードは {pw} です。",
        "パスワード：{pw}（カップラボ用）",
        "出荷システムのパスワード→{pw}",
        "すみません、パスワード変わりました。新しいのは「{pw}」です",
        "mano a senha do rastreador do caminhão é {pw} valeu",
        "senha: {pw} (app da transportadora)",
        "a senha nova do portal do frete ficou {pw} blz?",
        "Hoi, het wachtwoord van de laptop van de stichting is {pw}",
        "wachtwoord: {pw} (niet delen hoor)",
        "nieuw wachtwoord voor de donateursdatabase → {pw}",
        "Het wachtwoord is gewijzigd naar {pw}",
    ],
    _pw,
)

_said_first = _fam(
    "password_said_first",
    [
        "{pw} — that's the wifi password at the coop office",
        "{pw}, eso puse para el router del terminal pe",
        "{pw}… essa é a senha do rastreador, mano",
        "{pw} dat is het wachtwoord van de printer",
        "{pw} がルーターのパスワードです",
        "{pw}, that's what I set for the kiosk in the waiting room",
        "type {pw} — that's the admin password for the grading camera",
    ],
    _plain_pw,
)

_USERS = ["rpanduro", "jsaavedra", "segundo.sangama", "khiga", "cleiton.ferreira",
          "femke.devries", "boleteria3", "acopio", "admin", "root", "rosa.tapullima"]  # fmt: skip

_logins = _fam(
    "login",
    [
        "login: {u} / {pw}",
        "creds {u}:{pw}",
        "user {u} pass {pw}",
        "usuario: {u}  contraseña: {pw}",
        "sign in as {u} with {pw}",
        "ユーザー名：{u} パスワード：{pw}",
        "usuário {u} senha {pw}",
        "gebruikersnaam {u}, wachtwoord {pw}",
        "{u} / {pw} (boletería)",
        "u={u} p={pw}",
        "entra como {u} con la clave {pw} pe",
        "ID：{u} パス：{pw}",
        "login {u} and {pw} for the cooperative's Odoo",
        "user | password\n{u} | {pw}",
        "{u}@cafejepelacio.example:{pw}",
        "creds for the CCTV recorder are {u} and {pw}",
    ],
    _pw,
    u=_USERS,
)

_SPELL_WORDS = ["cattleya", "tahuishco", "jepelacio", "caturra", "soritor", "rupicola",
                "gallito", "mototaxi", "shucshuyacu", "tingana"]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    shapes = [
        "the password is the word {w} followed by {d}",
        "la clave es la palabra {w} y luego {d}, todo junto",
        "a senha é a palavra {w} e depois {d}",
        "het wachtwoord is het woord {w} en dan {d}",
        "{W} with a capital first letter and {d} at the end, that's the NAS password",
        "the name of our first mototaxi, {W}, followed by {d} — the coop PC password",
        "dictated: password {sp}",
        "la contraseña letra por letra: {sp}",
    ]
    for template in v.cycle(rng, shapes, n):
        word = rng.choice(_SPELL_WORDS) + _r(rng, LOWER, 2)
        digits = _r(rng, D, 3)
        spelled = " ".join(word + digits)
        secret = spelled if "{sp}" in template else word.capitalize() if "{W}" in template else word
        text = template.format(w=word, W=word.capitalize(), d=digits, sp=spelled)
        out.append(Sample("password_spelled", text, secret))
    return out


_CLI = [
    "mysql -u coop -p{pw} acopio_db",
    "sshpass -p '{pw}' ssh pi@orq-sensor-02.vivero.lan",
    "redis-cli -h boletos-cache -a '{pw}' ping",
    "docker login registry.mayoverde.lan -u ci -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd femke '{pw}'",
    "curl -u rpanduro:'{pw}' https://nas.mayoverde.lan/api/v2/shares",
    "PGPASSWORD='{pw}' psql -h db.mayoverde.lan -U terminal boletos",
    "smbclient //fs01/coop -U khiga%'{pw}'",
    "sqlcmd -S pos.tahuishco.lan -U sa -P '{pw}'",
    "zip -P '{pw}' planillas_2034.zip planillas/*.xlsx",
    "7z a -p'{pw}' fotos_orquideas.7z fotos/",
    "openssl pkcs12 -export -in pos.pem -out pos.p12 -passout pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' -c cosecha_2034.csv",
    "ldapsearch -x -D cn=admin,dc=mayoverde,dc=lan -w '{pw}' -b dc=mayoverde,dc=lan",
    "mosquitto_pub -h mqtt.vivero.lan -u riego -P '{pw}' -t riego/valvula3 -m on",
    "ipmitool -I lanplus -H 10.8.0.5 -U ADMIN -P '{pw}' power status",
    "echo '{pw}' | sudo -S systemctl restart boletos",
    "lftp -u cleiton,'{pw}' ftp.fretes.example",
    "keytool -importcert -keystore pos.jks -storepass '{pw}' -file ca.crt",
    "xfreerdp /v:caja1.tahuishco.lan /u:caja /p:'{pw}'",
    "plink -ssh -pw '{pw}' admin@10.8.0.12",
    "rabbitmqctl add_user boletos '{pw}'",
    "sqlplus contab/'{pw}'@ERP",
    "mysqladmin -u root --password='{pw}' status",
    "cqlsh -u cassandra -p '{pw}' 10.8.2.7",
    "restic -r sftp:bk@nas.mayoverde.lan:/r --password-command \"echo '{pw}'\" snapshots",
    "kinit rpanduro@MAYOVERDE.LAN <<< '{pw}'",
    "wp user update 3 --user_pass='{pw}'",
    "printf '{pw}' | docker login -u ci --password-stdin registry.mayoverde.lan",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/acopio",
]

_SHELLS = ["$ {c}", "rpanduro@vivero:~$ {c}", "{c}", "  512  {c}", "# {c}", "PS> {c}"]


def _cli(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "cli_password", _CLI, n, _pw)
    return v.framed(rng, samples, _SHELLS)


_urls = _fam(
    "connection_url",
    [
        "DATABASE_URL=postgres://coop:{pw}@db.mayoverde.lan:5432/acopio",
        "mysql://boletos:{pw}@10.8.1.4/tahuishco",
        "sync with https://femke:{pw}@nextcloud.stichting.example/remote.php/dav",
        "amqp://orq:{pw}@mq.vivero.lan:5672/",
        "ftp://cleiton:{pw}@ftp.fretes.example/cte/",
        "REDIS_URL=redis://:{pw}@cache.mayoverde.lan:6379/0",
        "smtp://avisos:{pw}@mail.cafejepelacio.example:587",
        "mongodb+srv://khiga:{pw}@cluster0.nikkeicoffee.example/lots",
        "proxy: socks5://proxy:{pw}@:1080",
        "el link del dvr es http://admin:{pw}@10.8.3.20/ ahí entras pe",
    ],
    lambda g: _r(g, ALNUM, 12) + _r(g, D, 2),
)

_configs = _fam(
    "config_password",
    [
        "DB_PASSWORD={pw}",
        "export BOLETOS_DB_PASS='{pw}'",
        "smtp:\n  user: avisos\n  password: {pw}",
        "db.mayoverde.lan:5432:acopio:coop:{pw}",
        "define('DB_PASSWORD', '{pw}');",
        "[client]\nuser=contab\npassword={pw}",
        "spring.datasource.password={pw}",
        '<add key="SmtpPassword" value="{pw}" />',
        'variable "db_password" {{\n  default = "{pw}"\n}}',
        'MAIL_PASSWORD="{pw}"',
        '{{"host": "pos.tahuishco.lan", "password": "{pw}"}}',
        "requirepass {pw}",
        'pwd = "{pw}"',
        "[stichting]\nwachtwoord = {pw}",
        "    environment:\n      SMTP_PASS: {pw}",
        "contraseña_bd: {pw}",
    ],
    _pw,
)


def _bot(g: random.Random) -> str:
    return f"{g.randrange(10**8, 10**10)}:AA{_r(g, URLSAFE, 33)}"


_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={t}", _j("ghp_", (ALNUM, 36))),
    ("token de GitHub para el deploy: {t}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("gitlab runner token {t}", _j("glpat-", (URLSAFE, 20))),
    ("slack bot del terminal: {t}", _j("xoxb-", (D, 11), "-", (D, 12), "-", (ALNUM, 24))),
    ("STRIPE_SECRET_KEY={t}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 64))),
    ("anthropic key for the orchid catalog bot: {t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("OpenRouter: {t}", _j("sk-or-v1-", (HEX, 64))),
    ("aws_access_key_id = {t}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {t}", _j((B64, 40))),
    ("Maps API key del mapa de rutas: {t}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={t}", _j("hf_", (string.ascii_letters, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key SID for the SMS alerts: {t}", _j("SK", (HEX, 32))),
    ("bot de Telegram del acopio: {t}", _bot),
    ("password = {t}  # pypi upload token", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Shopify admin token (orquirupicola shop): {t}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={t}", _j("dop_v1_", (HEX, 64))),
    ("linear key {t}", _j("lin_api_", (ALNUM, 40))),
    ("Grafana service account: {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("VAULT_TOKEN={t}", _j("hvs.", (URLSAFE, 90))),
    ("postman api key → {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("tailscale up --authkey={t}", _j("tskey-auth-k", (ALNUM, 11), "CNTRL-", (ALNUM, 32))),
    ("supabase access token {t}", _j("sbp_", (HEX, 40))),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={t}", _j("r8_", (ALNUM, 37))),
    ("perplexity: {t}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={t}", _j("xai-", (ALNUM, 80))),
    ("Brevo (avisos de salida de buses): {t}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA_API_KEY={t}", _j("nvapi-", (URLSAFE, 64))),
    ("docker hub pat {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("databricks token: {t}", _j("dapi", (HEX, 32))),
    ("PULUMI_ACCESS_TOKEN={t}", _j("pul-", (HEX, 40))),
    ("Square access token: {t}", _j("sq0atp-", (URLSAFE, 22))),
    ("mailgun {t}", _j("key-", (HEX, 32))),
    ("FIGMA_TOKEN={t}", _j("figd_", (URLSAFE, 40))),
    ("DOPPLER_TOKEN={t}", _j("dp.pt.", (ALNUM, 43))),
    ("Flutterwave secret: {t}", _j("FLWSECK-", (HEX, 32), "-X")),
    ("age identity for the backups:\n{t}", _j("AGE-SECRET-KEY-1", (UPPER_DIGITS, 58))),
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.format(t=secret), secret))
    return out


_UNLISTED: list[tuple[str, Maker]] = [
    ("OrquiTrack API key: {t}", _j((HEX, 32))),
    ("la API key de CafeLote es {t}", lambda g: v.uuid4(g, "b")),
    ("BoletaYa integration broken, current key {t}", _j((ALNUM, 32))),
    ("Tropipay API key for the Cuban buyers: {t}", _j((HEX, 40))),
    ("Integrations › Pipefy: {t}", _j((ALNUM, 36))),
    ("chave da API do Fretebras: {t}", lambda g: v.uuid4(g, "8")),
    ("Truckpad integration broken, current key {t}", _j((HEX, 32))),
    ("API-sleutel Mijndomein: {t}", _j((ALNUM, 40))),
    ("スマレジのAPIキー：{t}", _j((HEX, 32))),
    ("Garoon API key {t}", _j((ALNUM, 32))),
    ("Moip key for the trucking co-op: {t}", _j((UPPER_DIGITS, 32))),
    ("clave API de OrquiTrack → {t}", _j((ALNUM, 28), (D, 4))),
    ("CafeLote key for prod: {t}", _j((HEX, 48))),
    ("API key BoletaYa (counter 2): {t}", lambda g: v.uuid4(g, "9")),
    ("Tropipay key: {t}", _j((ALNUM, 40))),
    ("de API-sleutel van Garoon is {t}", _j((HEX, 32))),
]


def _unlisted(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _UNLISTED, n):
        secret = make(rng)
        out.append(Sample("vendor_key_by_words", template.format(t=secret), secret))
    return out


_bare = _fam(
    "bare_token",
    [
        "{pw}",
        "it only shows it once, so here:\n{pw}",
        "pegué esto del panel: {pw}",
        "guarda esto nomás {pw}",
        "これ保存しておいて {pw}",
        "bewaar even: {pw}",
    ],
    lambda g: _r(g, ALNUM, g.randrange(40, 56)),
)

_hexes = _fam(
    "hex_key",
    [
        "encryption key: {pw}",
        "AES key = {pw}",
        "the HMAC secret for the kiosk webhook: {pw}",
        "clave de cifrado del backup: {pw}",
        "暗号化キー：{pw}",
        "SECRET_KEY_BASE={pw}",
        "{pw}",
        "master key for the ticket printer config → {pw}",
    ],
    lambda g: _r(g, HEX, g.choice([32, 64, 64, 128])),
)


def _jwt(g: random.Random) -> str:
    header = {"alg": g.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    claims = {
        "sub": g.choice(_USERS),
        "iss": g.choice(["https://auth.mayoverde.lan", "boletaya", "cafelote"]),
        "iat": g.randrange(1_900_000_000, 2_000_000_000),
        "role": g.choice(["counter", "acopio", "admin", "viewer"]),
    }
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(g, URLSAFE, g.choice([43, 86]))}"


_jwts = _fam(
    "jwt",
    [
        "Authorization: Bearer {pw}",
        "token del kiosko: {pw}",
        "jwt={pw}",
        "セッショントークン {pw}",
        "cookie session={pw}; Path=/",
        "the app sends {pw} on every request",
    ],
    _jwt,
)


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([240, 480])))).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_pems = _fam(
    "pem_private_key",
    [
        "key for the sftp of the acopio:\n{pw}",
        "{pw}",
        "pega esto en ~/.ssh/id_boletos pe\n{pw}",
        "tls.key: |\n{pw}",
    ],
    _pem,
)

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "portuguese", "japanese")}


def _seed(g: random.Random) -> str:
    lang = g.choice(list(_MNEMO))
    entropy = bytes(g.randrange(256) for _ in range(g.choice([16, 32])))
    return str(_MNEMO[lang].to_mnemonic(entropy))


_seeds = _fam(
    "seed_phrase",
    [
        "seed phrase: {pw}",
        "semilla de la billetera de la coope: {pw}",
        "リカバリーフレーズ：{pw}",
        "frase de recuperação da carteira: {pw}",
        "herstelzin: {pw}",
        "wallet backup words\n{pw}",
    ],
    _seed,
)


def _card_of(g: random.Random, prefixes: list[str], length: int) -> str:
    body = g.choice(prefixes) + _r(g, D, length - 1 - 6)
    body = body[: length - 1]
    while len(body) < length - 1:
        body += g.choice(D)
    return body + luhn.calc_check_digit(body)


_BRANDS: list[tuple[list[str], int]] = [
    (["4"], 16),
    (["51", "53", "2223"], 16),
    (["34", "37"], 15),
    (["36", "305"], 14),
    (["636368", "504175", "451416", "5067"], 16),  # Elo
]


def _card(g: random.Random) -> str:
    prefixes, length = g.choice(_BRANDS)
    number = _card_of(g, prefixes, length)
    return v.grouped(number, g.choice([" ", "-", "", " "]), g)


_cards = _fam(
    "card_number",
    [
        "tarjeta {pw} vence 09/31",
        "cartão {pw} validade 03/33, mano",
        "カード番号：{pw}",
        "kaartnummer {pw}",
        "card: {pw} exp 11/32",
        "paga con esta nomás: {pw}",
    ],
    _card,
)

_cvvs = _fam(
    "card_code",
    [
        "Visa **** 4417, CVV {pw}",
        "código de seguridad atrás: {pw}",
        "código de segurança do cartão: {pw}",
        "セキュリティコード：{pw}",
        "de drie cijfers op de achterkant zijn {pw}",
        "the three digits on the back are {pw}",
    ],
    _j((D, 3)),
)

_IBAN_SHAPES = {"NL": "aaaa" + "n" * 10, "NI": "aaaa" + "n" * 20, "OM": "nnn" + "c" * 16,
                "YE": "aaaannnn" + "c" * 18, "ST": "n" * 21}  # fmt: skip


def _iban(g: random.Random) -> str:
    number = v.iban_shaped(g, g.choice(list(_IBAN_SHAPES)), _IBAN_SHAPES)
    return v.iban_spaced(number) if g.random() < 0.5 else number


_ibans = _fam(
    "iban",
    [
        "IBAN: {pw}",
        "transferir a la cuenta {pw} (exportador)",
        "IBAN da transportadora {pw}",
        "rekeningnummer stichting: {pw}",
        "振込先IBAN：{pw}",
        "wire the orchid deposit to {pw}",
    ],
    _iban,
)


def _until(make: Maker, valid: Callable[[str], bool]) -> Maker:
    return lambda g: v.until(g, make, valid)


def _cui(g: random.Random) -> str:
    body = _r(g, D, 8)
    return body + g.choice(pe_cui.calc_check_digits(body))


def _ruc(g: random.Random) -> str:
    body = g.choice(["10", "20"]) + _r(g, D, 8)
    return body + pe_ruc.calc_check_digit(body)


def _cnpj(g: random.Random) -> str:
    body = _r(g, D, 8) + "0001"
    return str(br_cnpj.format(body + br_cnpj.calc_check_digits(body)))


def _my_number(g: random.Random) -> str:
    body = _r(g, "123456789", 1) + _r(g, D, 10)
    return str(jp_in.format(body + jp_in.calc_check_digit(body)))


def _corporate(g: random.Random) -> str:
    body = _r(g, "123456789", 1) + _r(g, D, 11)
    return jp_cn.calc_check_digit(body) + body


_bsn = _until(_j((D, 9)), nl_bsn.is_valid)
_btw = _until(lambda g: "NL" + _r(g, D, 9) + "B" + _r(g, D, 2), nl_btw.is_valid)

_IDS: list[tuple[str, Maker]] = [
    ("RUC de la cooperativa: {t}", _ruc),
    ("mi DNI es {t} pe, para la guía", _cui),
    ("DNI {t}", _cui),
    ("Don Segundopa DNI ka {t} mi", _cui),
    ("CPF: {t}", v.cpf_number),
    ("meu CPF é {t}", v.cpf_number),
    ("CNPJ da transportadora {t}", _cnpj),
    ("BSN: {t}", _bsn),
    ("mijn BSN is {t}", _bsn),
    ("btw-nummer stichting {t}", _btw),
    ("マイナンバー：{t}", _my_number),
    ("法人番号 {t}", _corporate),
    ("RUC {t} (Vivero Orquídea Rupícola)", _ruc),
    ("Kenji's My Number is {t}", _my_number),
]


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        secret = make(rng)
        out.append(Sample("national_id", template.format(t=secret), secret))
    return out


_totp = _fam(
    "totp_secret",
    [
        "TOTP secret: {pw}",
        "otpauth://totp/MayoVerde:rpanduro?secret={pw}&issuer=MayoVerde",
        "clave de configuración 2FA: {pw}",
        "setup key {pw}",
        "2FAのセットアップキー：{pw}",
        "chave 2FA do portal: {pw}",
        "2FA-sleutel: {pw}",
    ],
    lambda g: v.totp_secret(g, spaced=False),
)

_codes = _fam(
    "one_time_code",
    [
        "{pw} es tu código de verificación de BoletaYa",
        "Tu código de verificación es {pw}",
        "Código: {pw}. No lo compartas con nadie.",
        "認証コード：{pw}",
        "Seu código de verificação é {pw}",
        "Je verificatiecode is {pw}",
        "Use {pw} to sign in to the cooperative portal",
        "OTP {pw} válido por 5 min",
        "ñaño pásame el código q te llegó\n{pw}",
    ],
    lambda g: _r(g, D, 6),
)


def _backups(rng: random.Random, n: int) -> list[Sample]:
    heads = [
        "2FA backup codes for the coop Google account:\n{l}",
        "códigos de recuperación:\n{l}",
        "バックアップコード\n{l}",
        "códigos de backup do app do frete: {l}",
        "herstelcodes: {l}",
        "Recovery codes (GitHub, rpanduro)\n{l}",
    ]
    out = []
    for index, head in enumerate(v.cycle(rng, heads, n)):
        codes = v.backup_codes(rng, 6, index % 4)
        joiner = "\n" if head.endswith("\n{l}") else ", "
        out.append(Sample("backup_codes", head.format(l=joiner.join(codes)), codes[0]))
    return out


_NETS = ["Orquideario-Invitados", "Terminal Mayo Verde 5G", "Coop Jepelacio Acopio",
         "Vivero Riego", "Posto Ferreira", "Stichting Gast"]  # fmt: skip

_wifi = _fam(
    "wifi_key",
    [
        "wifi {net} / {pw}",
        "red: {net} clave: {pw}",
        "WIFI:T:WPA;S:{net};P:{pw};;",
        "¿la clave del wifi {net}?\n{pw}",
        "Wi-Fi「{net}」のパスワード：{pw}",
        "a senha do wifi {net} é {pw}",
        "wifi-wachtwoord ({net}): {pw}",
        "ssid,psk\n{net},{pw}",
        "WPA key: {pw}",
        "network {net} key {pw}",
    ],
    lambda g: g.choice([_plain_pw(g), _r(g, ALNUM, 12)]),
    net=_NETS,
)

_locks = _fam(
    "pin_code",
    [
        "clave de la caja fuerte: {pw}",
        "código del candado del almacén de café: {pw}",
        "PIN de la tarjeta: {pw}",
        "暗証番号は{pw}です",
        "o PIN do cartão é {pw}",
        "de pincode is {pw}",
        "door code for the nursery cold room: {pw}#",
        "alarm code {pw}",
        "punku códigoka {pw} mi",
        "padlock on the bus bay gate -> {pw}",
    ],
    lambda g: _r(g, D, g.choice([4, 4, 5, 6])),
)

_PHRASE_WORDS = ["orquidea", "lluvia", "cafe", "mototaxi", "colibri", "neblina", "cascada",
                 "tucan", "sendero", "cedro", "barranco", "tambo", "quebrada", "musgo"]  # fmt: skip

_phrases = _fam(
    "passphrase",
    [
        "passphrase: {pw}",
        "frase de paso del disco: {pw}",
        "パスフレーズ：{pw}",
        "wachtzin: {pw}",
        "KeePass master passphrase = {pw}",
    ],
    lambda g: g.choice([" ", "-"]).join(g.sample(_PHRASE_WORDS, g.choice([4, 5]))),
)


def _spaced_tokens(rng: random.Random, n: int) -> list[Sample]:
    out = []
    shapes = ["{t}", "token for the kiosk, read out: {t}", "la key en partes: {t}"]
    for index, template in enumerate(v.cycle(rng, shapes, n)):
        raw = _r(rng, ALNUM, 24)
        if index % 3 == 0:
            written = " ".join(raw)
        elif index % 3 == 1:
            written = " - ".join(raw[i : i + 4] for i in range(0, len(raw), 4))
        else:
            written = "·".join(raw[i : i + 3] for i in range(0, len(raw), 3))
        out.append(Sample("token_spaced", template.format(t=written), written))
    return out


_PLAN: list[tuple[Callable[[random.Random, int], list[Sample]], int]] = [
    (_said, 69), (_said_first, 7), (_logins, 26), (_spelled, 12), (_cli, 30), (_urls, 12),
    (_configs, 18), (_vendors, 40), (_unlisted, 16), (_bare, 8), (_hexes, 10), (_jwts, 8),
    (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 12), (_national, 20),
    (_totp, 8), (_codes, 10), (_backups, 8), (_wifi, 14), (_locks, 12), (_phrases, 8),
    (_spaced_tokens, 6),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family(rng, n)
    return out


_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the terminal's POS admin password is", "{s}", _pw),
    ("split_password", "contraseña del acopio:", "{s} (desde la cosecha de mayo)", _pw),
    ("split_password", "oe la clave nueva es", "{s} nomás", _pw),
    ("split_password", "Mama Rosapa contraseñanka", "{s} mi", _pw),
    ("split_password", "パスワードは", "{s}", _pw),
    ("split_password", "a senha do rastreador é", "{s}", _pw),
    ("split_password", "het wachtwoord is", "{s}\nniet doorsturen hoor", _pw),
    ("split_password", "Password:", "{s}", _pw),
    ("split_password", "greenhouse controller pw", "{s}, rotated in June", _pw),
    ("split_login", "login for the DVR: admin /", "{s}", _pw),
    ("split_token", "OrquiTrack API key", "{s}", _j((HEX, 32))),
    ("split_token", "GITHUB_TOKEN=", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "semilla de la billetera:", "{s}", _seed),
    ("split_card", "número de tarjeta", "{s} vence 04/33", _card),
    ("split_iban", "IBAN", "{s}", _iban),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CPF", "{s}", v.cpf_number),
    ("split_pin", "暗証番号", "{s}", _j((D, 4))),
    ("split_wifi", "wifi Terminal Mayo Verde 5G clave", "{s}", _plain_pw),
    ("split_phrase", "frase de paso:", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))),
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


def _json_safe(make: Maker) -> Maker:
    return lambda g: make(g).replace("\\", "/").replace('"', "'")


_METADATA: list[tuple[str, str, Maker]] = [
    (
        "meta_password",
        '{"pos": {"url": "https://pos.tahuishco.lan", "admin_password": "{s}"}}',
        _plain_pw,
    ),
    ("meta_password", '{"contraseña": "{s}"}', _plain_pw),
    ("meta_password", '{"account": {"user": "khiga", "passwd": "{s}"}}', _plain_pw),
    (
        "meta_password",
        '{"scales": [{"name": "b1"}, {"name": "b2", "web_password": "{s}"}]}',
        _plain_pw,
    ),
    (
        "meta_password",
        '{"argv": ["mysql", "-u", "coop", "--password", "{s}", "acopio"]}',
        _plain_pw,
    ),
    ("meta_password", '{"note": "パスワードは {s} です"}', _plain_pw),
    ("meta_password", '{"wachtwoord": "{s}"}', _plain_pw),
    (
        "meta_password",
        '{"transcript": "entra al sistema como acopio con la clave {s} pe"}',
        _plain_pw,
    ),
    ("meta_password", '{"caminhao": {"senha": "{s}"}}', _plain_pw),
    ("meta_token", '{"orquitrack": {"api_key": "{s}"}}', _j((HEX, 32))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    ("meta_token", '{"slackToken": "{s}"}', _j("xoxb-", (D, 11), "-", (D, 12), "-", (ALNUM, 24))),
    ("meta_card", '{"payment": {"card_number": "{s}", "exp": "07/36"}}', _card),
    ("meta_iban", '{"exporter": {"iban": "{s}"}}', _iban),
    ("meta_id", '{"buyer": {"my_number": "{s}"}}', _my_number),
    ("meta_id", '{"socio": {"dni": "{s}"}}', _cui),
    ("meta_otp", '{"mfa": {"recovery_codes": ["{s}", "73019482", "55120947"]}}', _j((D, 8))),
    ("meta_seed", '{"wallet": {"seed_words": "{s}"}}', _seed),
    ("meta_pin", '{"almacen": {"padlock_code": "{s}"}}', _j((D, 4))),
    ("meta_wifi", '{"wifi": {"ssid": "Orquideario-Invitados", "psk": "{s}"}}', _plain_pw),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for cls, text, make in _METADATA:
        filled, secret = _fill(rng, text, _json_safe(make))
        out.append(MetadataSample(cls, json.loads(filled), secret))
    return out


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"omada-oc200-fw-5.14.bin").hexdigest()
_COMMIT = hashlib.sha1(b"boletos: add Rioja route", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"acopio: fix moisture rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"catacion_2034-06-11.csv", usedforsecurity=False).hexdigest()

# Innocent text that looks like a leak: nothing in it may be scrubbed.
CLEAN = [
    "the password policy for the coop laptops is 14 characters and a symbol",
    "Rocío reset the kiosk password yesterday; ask her for the new one in person",
    f"sha256 of pymodbus-3.9.2-py3-none-any.whl: {_WHEEL_SUM}",
    f"checksum del firmware omada-oc200-fw-5.14.bin: {_FIRMWARE_SUM}",
    f"commit {_COMMIT} adds the Rioja route to the timetable",
    f"reverted in {_SHORT}, see the acopio ticket",
    f"md5 de catacion_2034-06-11.csv = {_MD5}",
    "order MV-2034-00871 ships Friday from the nursery",
    "boleto N° 004-0012873, asiento 23, Moyobamba → Chiclayo, sale 20:30",
    "tracking number 7734 2210 0981 for the Cattleya shipment",
    "código postal de Moyobamba: 22001",
    "llámame al 942 318 706 cuando llegue el camión pe",
    "la cosecha empieza el 15/05/2034 en Jepelacio",
    "precio del café pergamino: S/ 11.40 el kilo, ñaño",
    "card ending in **** **** **** 4417, charged S/ 85.00",
    "IBAN: NL** **** **** **** 12 (masked in the export)",
    "never send the password by WhatsApp, use the password manager",
    "la contraseña tiene que tener 12 caracteres como mínimo",
    "atatay, me olvidé la clave otra vez, mañana la reseteo",
    "the PIN pad at counter 2 is broken again",
    "el código de verificación llega por SMS en un minuto",
    "パスワードは8文字以上にしてください",
    "認証コードはSMSで届きます",
    "a senha precisa ter pelo menos 10 caracteres, mano",
    "o código chega por SMS, espera aí",
    "het wachtwoord moet minstens 12 tekens hebben hoor",
    "de pincode wordt per post verstuurd",
    "contraseñaka mana kanchu, Rocío kutichinqa",
    "version 4.12.3 of the ticketing app is live",
    "Python 3.11.9 and Django 5.0.6 on the coop server",
    "SKU ORQ-MAS-0042 Masdevallia veitchiana, 3 plants",
    "lote CAF-JEP-2034-118, 69 sacos, humedad 11.5 %",
    "coordinates -6.0346, -76.9717 (acopio gate)",
    "bus plate ANR-912, platform 4, departs 21:15",
    "factura F001-00004821 por S/ 1,250.00",
    "ticket #3381: kiosk printer jams on boleto paper",
    "the API key field is required on the OrquiTrack settings page",
    "token limit is 4096 for the catalog bot",
    "the TOTP app is Aegis; enrol it from the settings page",
    "backup codes are printed and kept in the safe at the office",
    "wifi de invitados: pide la clave en recepción",
    "Wi-Fiのパスワードは受付で聞いてください",
    "de wifi-code staat op het briefje bij de receptie",
    "o wifi do posto não tem senha, é aberto",
    "the door code changes every month, check the board",
    "RUC: see the invoice header",
    "DNI: pendiente, lo trae mañana",
    "the seed phrase is on paper in the safe, never typed anywhere",
    "UUID of the report template: build id 2034-06-11-1",
    "Caturra 2034: 86.5 points at the cupping, Geisha 88.25",
    "ruta IIRSA Norte km 512, control de Pedro Ruiz",
    "Cattleya rex blooms in November and December",
    "bus schedule: Moyobamba 06:00, Rioja 06:40, Nueva Cajamarca 07:20",
    "the password is hashed with argon2 before it is stored",
    "abre con huella, no hay código en la puerta del vivero",
    "カップ評価 86.75 点、ロット番号 JEP-118",
    "frete pago: R$ 3.450,00, NF-e 000.045.118",
    "vrijwilligersrooster week 24: Femke, Lotte, Bram",
    "sulpayki Mama Rosa, kawsay allí kachun",
    "temperature in the cold room: 14.2 °C, humidity 78 %",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/mayoverde/pos", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "file": "pymodbus-3.9.2-py3-none-any.whl"}}',
    '{"order": "MV-2034-00871", "tracking": "7734 2210 0981"}',
    '{"card_last4": "4417", "amount": "S/ 85.00"}',
    '{"lot": "CAF-JEP-2034-118", "sacks": 69, "moisture": 11.5}',
    '{"route": "Moyobamba-Chiclayo", "seat": 23, "departs": "20:30"}',
    '{"wifi": {"ssid": "Orquideario-Invitados", "psk_set": true}}',
    '{"mfa": {"enabled": true, "method": "totp", "enrolled_at": "2034-02-03"}}',
]

CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
