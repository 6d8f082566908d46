# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-fifty-third corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and forty-ninth's
docstring, the fifth to four hundred and forty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (450, 451, 452), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (453_618_297), password words (an
olive or walnut variety with a place and a sign, `ArbequinaPoman41!`; dot-joined words with a
year, `almazara.nogal.antena.2034`; leet `P1cu4l#73`; a person and a town, `Yanina@Saujil1988`;
a drum of oil and its litres, `Tambor200L%5`; random runs; radio words, `LocutorFM949&`).

The fictional company is Agroindustrial Ambato Killa S.A. of San Fernando del Valle de Catamarca,
Argentina: Almazara Piedra Negra (an invented olive-oil press near Pomán), the Cooperativa
Nogalera de Londres (an invented walnut cooperative near Belén) and FM Ambato Sonora 94.9 (an
invented regional radio station in Valle Viejo). Staff and neighbours: Facundo "Facu" Villagra
(IT), Yanina Carrizo (press shift boss, Catamarca Spanish), Doña Rosalía Nieva (a grandmother in
Saujil, Quechua-inflected Spanish), Thiago Barcellos (a buyer for an invented São Paulo emporium,
Brazilian Portuguese), the Nasrallah family (Elías, Rima and Karim, Lebanese merchants in the
capital, Arabizi) and Sachiko Oshiro (a Nikkei nursery owner, Vivero Oshiro, Japanese). Every
company, person, address, domain (`ambatokilla.lan`, `piedranegra.lan`, `nogaleralondres.example`,
`fmambato.example`, `casanasrallah.example`, `viverooshiro.example`), account and number is
invented; only the region is real. Texts: WhatsApp and Telegram chats, SMS, tickets, notes to
self, runbooks, e-mails, shell history, config and env files, URLs, streaming-encoder configs,
voice-note transcripts and requests to the assistant; separators: a colon, `=`, `->`, `→`, `=>`,
`/`, `|`, a tab, `es`, `é`, `huwe`/`heye`, `は`, a new line, a question then its answer, a
value said first and named after.

Grep counts (heldouts 5 to 449, grep -l): none for `Valle Viejo`, `aceitera`, `piola`, `al
pedo`, `wawita`, `kifak`, `ya albi`, `tayyeb`, `ba3ref`, `Wish Money`, `保育園`, `ですよ`; one to
five for `Catamarca`, `Belén`, `Andalgalá`, `Tinogasta`, `Fiambalá`, `Pomán`, `nogal`, `ñaña`,
`mamita`, `nené`, `Nuvemshop`, `Cuenta DNI`, `Prex`, `Brubank`, `Lemon Cash`, `Bitso`, `BOB
Finance`, `Merpay`, `LINE Pay`, `Olist`, `Iugu`, `Vindi`, `khalas`, `mandei`, `yalla`, `PayPay`,
`PagSeguro`; eight to forty for `olivar`, `Nikkei`, `MODO`, `Asaas`, `Rakuten`, `beleza`,
`valeu`, `jp.in_`, `jp.cn`, `Arabizi`, `マイナンバー`, `法人番号`, `Pix`, `OMT`, `br.cnpj`; the
IBAN countries by a rough count of their quoted code: Japan has no IBAN (one hit), the Faroe
Islands 38, Oman 39, El Salvador and Burundi 40, Lebanon 47, Brazil 54.
Languages: about half English, config or shell; the rest in the Spanish of Catamarca as texted
(voseo, `che`, `chango`, `guaso`, `ahisito`, `piola`, `al pedo`, `nomás`, `q`, `xq`, `tmb`), the
Quechua-inflected Spanish of a grandmother (`wawita`, `mamita`, `ñaña`, `achalay`, `nomás
pues`, `dice` as a hearsay mark, the verb last), the Brazilian Portuguese of a buyer (`a senha é`,
`segue`, `valeu`, `beleza`, `tá`, `cara`, `vc`), the Lebanese Arabic of a merchant family in
Arabizi (`kifak`, `el password taba3 el ma7al heye`, `ma t2ille la 7ada`, `ya albi`, `tayyeb`,
`yislamo`) and the Japanese of a Nikkei nursery owner (`ビベロ`, `パスワードは…です`, `暗証番号`,
Spanish loans in katakana). The Catamarca texting, the grandmother's Quechua turns, the Arabizi
spellings and the Nikkei Japanese are my guesses; the grandmother's Spanish is the least sure.
Vendors: the invented OlivaTrack, NuezPay, OndaCloud, Cosecha360 and AlmaLab, plus Mercado Pago,
Ualá, MODO, Prex, Brubank, Nuvemshop, Olist, Asaas, Iugu, Vindi, OMT, Wish Money, PayPay,
Merpay and LINE Pay under the words around their keys or codes, and the GitHub, GitLab, Slack,
Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google, Hugging Face, npm, SendGrid, Twilio,
Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana, Postman, Vault, Tailscale, Doppler,
Figma, Sentry, New Relic, Groq, Replicate, Perplexity, xAI, Databricks, Supabase, Notion,
Netlify, Brevo, NVIDIA, Docker Hub, Atlassian, Pulumi, Flutterwave and RubyGems shapes. Ids:
Argentina's CUIT, CUIL, CBU and DNI, Brazil's CPF and CNPJ, Japan's My Number and corporate
number, each drawn until its `stdnum` module validates it (`ar.dni` checks the format only;
Lebanon has no module, so no id of it is planted). IBANs of Lebanon, Brazil, the Faroe Islands,
Oman, El Salvador and Burundi, checked with `stdnum.iban`; seed phrases from `mnemonic`'s
English, Spanish, Portuguese and Japanese lists, each checked with `Mnemonic.check`; cards pass
Luhn (Visa, Mastercard, Amex, Naranja, Cabal, Elo, Hipercard and JCB prefixes).
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
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.ar import dni as ar_dni
from stdnum.br import cnpj as br_cnpj
from stdnum.jp import cn as jp_cn
from stdnum.jp import in_ as jp_in

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 453_618_297
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
UPPER_HEX = HEX.upper()

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

_OLIVES = ["Arbequina", "Manzanilla", "Coratina", "Frantoio", "Picual", "Arauco", "Barnea",
           "Farga", "Empeltre", "Leccino"]  # fmt: skip
_NUTS = ["Chandler", "Franquette", "Serr", "Hartley", "Howard", "Tulare", "Criolla"]
_RADIO = ["Locutor", "Antena", "Consola", "Frecuencia", "Tanda", "Cortina", "Jingle", "Dial"]
_PLACES = ["Poman", "Chumbicha", "Belen", "Londres", "Tinogasta", "Fiambala", "Andalgala",
           "Saujil", "Mutquin", "Huillapima", "Capayan", "ValleViejo", "Ambato", "Collagasta",
           "Siján", "Colpes"]  # fmt: skip
_NAMES = ["Facundo", "Yanina", "Rosalia", "Thiago", "Elias", "Rima", "Karim", "Sachiko",
          "Ramona", "Dalmiro", "Nahuel", "Mirta", "Exequiel", "Belkis", "Kenji",
          "Luana"]  # fmt: skip
_WORDS = ["almazara", "nogal", "antena", "tolva", "prensa", "orujo", "cascara", "zonda",
          "algarrobo", "chaguar", "vidala", "poncho", "aguada", "pirca"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^"
_LEET = ["P1cu4l", "C0r4t1n4", "Arb3qu1n4", "N0g4l3r4", "Alm4z4r4", "L0cut0r", "Z0nd4"]


def _pick(g: random.Random, pool: list[str]) -> str:
    return g.choice(pool)


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{_pick(g, _OLIVES)}{_pick(g, _PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_WORDS, 3)) + f".{g.randrange(1990, 2040)}",
    lambda g: _pick(g, _LEET) + g.choice(_SYMBOLS) + str(g.randrange(10, 100)),
    lambda g: f"{_pick(g, _NAMES)}@{_pick(g, _PLACES)}{g.randrange(1950, 2012)}",
    lambda g: f"Tambor{g.choice([50, 100, 200, 220])}L{g.choice(_SYMBOLS)}{g.randrange(1, 10)}",
    lambda g: _r(g, ALNUM + "!%&?#", 16),
    lambda g: f"{_pick(g, _RADIO)}FM{g.choice([949, 1027, 883])}{g.choice(_SYMBOLS)}",
    lambda g: f"{_pick(g, _NUTS)}-{_pick(g, _NUTS).lower()}-{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, ALNUM, 13),
]
_PLAIN_OK = set(ALNUM + "._-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN_OK)


def _take(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Taker:
    """``n`` samples of ``cls``: every template before any repeats, ``{s}`` the secret and each
    ``pools`` field (``{u}``) one pick of its pool."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = make(rng)
            text = template
            for name, pool in pools.items():
                text = text.replace("{" + name + "}", rng.choice(pool))
            out.append(Sample(cls, text.replace("{s}", secret), secret))
        return out

    return take


_SAID = [
    "WhatsApp, Facu: the admin password of the Pieralisi decanter panel is {s}",
    "Telegram from Yanina: contraseña del PC de la almazara: {s}",
    "ticket AK-2217: the Mettler scale at the press rejects password {s} since Monday",
    "note to self: Synology at the radio, admin password -> {s}",
    "Runbook: night shift at the press\n1. open the malaxer HMI\n2. user operador\n"
    "3. password {s}\n4. start batch",
    "Hi Nahuel,\n\nthe root password on the walnut-sorting PC is {s}. Delete this mail "
    "once it's in the vault.\n\nFacu",
    "FM Ambato Sonora studio notes: Axia console web password => {s}",
    "Mikrotik at the cooperative, password | {s}",
    "Grafana at nogaleralondres.example, admin pw\t{s}",
    "incident 2034-03-02: the olive reception camera DVR answered on the internet "
    "with password {s}",
    "voice note: the password for the playout server is {s} full stop",
    "after the reset the cold-room controller password became {s}",
    "remember my Brubank password please, it's {s}",
    "my Cuenta DNI app password → {s}",
    "the Rivendell log-manager password changed to {s}",
    "Password for the Nuvemshop store admin: {s}",
    "che Facu, la contraseña del router de la radio es {s}, no la pases",
    "la clave de la compu de la prensa es {s} guaso, anotala",
    "contraseña nueva del wifi no, del mail de la cooperativa: {s} ahisito la cambié",
    "q onda chango, la contraseña del panel es {s}, piola?",
    "xq no anda? le puse la contraseña {s} y nada, al pedo",
    "Yanina: contraseña del sistema de turnos → {s} tmb para vos",
    "wawita, la contraseña del banco dice que es {s} nomás pues",
    "mamita, el nieto me la puso la contraseña, {s} dice que es",
    "achalay, la clave del celular de tu tata {s} es, no le digás a naides",
    "a senha do portal do empório é {s}, valeu",
    "Thiago: segue a senha do Olist → {s}",
    "cara, a senha do e-mail de compras tá {s}, beleza?",
    "senha: {s} (a do Asaas, não a do banco)",
    "kifak Karim, el password taba3 el ma7al heye {s}, ma t2ille la 7ada",
    "Rima: el password taba3 el computer bel ma5zan: {s}",
    "ya albi el password jdid huwe {s}, yislamo",
    "tayyeb, password el email {s} ba3ref enno ma lezem ektbo hon",
    "ビベロのパソコンのパスワードは {s} です",
    "パスワード：{s}（オシロ育苗ハウスのタブレット）",
    "サチコ: ルーターのパスワードは {s} ですよ",
    "メールのパスワード、{s} にかえました",
]
_labelled = _take("labelled_password", _SAID, _pw)


_USERS = ["facu.villagra", "yanina", "rosalia.n", "thiago.b", "elias", "rima.n", "karim",
          "sachiko", "operador", "radio-admin", "svc-prensa", "nahuel", "mirta.a"]  # fmt: skip
_LOGINS = [
    "the Axia console login is {u} / {s}",
    "usr {u} pwd {s}",
    "Wiki › Radio › Playout: {u} — {s}",
    "| device | user | password |\n|---|---|---|\n| Pieralisi HMI | {u} | {s} |",
    "sign in to the cold room controller as {u} with {s}",
    "creds {u}:{s}",
    "login: {u}\npassword: {s}",
    "- host: prensa-02\n  username: {u}\n  password: {s}",
    "creds for the streaming encoder are {u} and {s}",
    "device,user,password\nnogal-sorter,{u},{s}",
    "ssh {u}@playout.fmambato.example (password {s})",
    "usuario {u} y contraseña {s}, no la compartas che",
    "usuário {u} / senha {s}",
    "user {u} w el password {s}",
    "ユーザー名 {u}　パスワード {s}",
    "el usuario es {u} dice, y la clave {s}, así me dijo el Facu",
    "login {u} and {s}",
]
_logins = _take("login_pair", _LOGINS, _pw, u=_USERS)


_SPELL_WORDS = ["arbequina", "zonda", "vidala", "algarrobo", "chaguar", "nogal", "orujo", "pirca"]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        ("the password is the word {w}, small letters, and then {d}", False),
        ("it's {w} with a capital first letter and {d} at the end", False),
        ("{w}{d}, that's the wifi password at the press", True),
        ("type {w}, then {d}; that's the admin password", False),
        ("la contraseña es la palabra {w} y después {d}, todo junto", False),
        ("a senha é a palavra {w} e depois {d}, tudo junto", False),
        ("el password heye kelme {w} w ba3da {d}", False),
        ("パスワードは {w} のあとに {d} です", False),
    ]
    out = []
    for template, joined in v.cycle(rng, templates, n):
        word = rng.choice(_SPELL_WORDS)
        if "capital" in template:
            word = word.capitalize()
        number = str(rng.randrange(100, 10_000))
        text = template.replace("{w}", word).replace("{d}", number)
        out.append(Sample("spelled_password", text, word + number if joined else word))
    return out


_CLI = [
    "mysql -h db.ambatokilla.lan -u {u} -p'{s}' prensa",
    "sshpass -p '{s}' ssh {u}@playout.fmambato.example",
    "curl -u {u}:{s} https://nas.piedranegra.lan/api/stats",
    "redis-cli -h cache.ambatokilla.lan -a '{s}' info",
    "mongosh mongodb://db2.ambatokilla.lan --username {u} --password '{s}'",
    "smbclient //nas.piedranegra.lan/balanzas -U {u}%{s}",
    "ldapsearch -x -D 'cn={u},dc=ambatokilla,dc=lan' -w '{s}' -b dc=ambatokilla,dc=lan",
    "sqlcmd -S sql.ambatokilla.lan -U {u} -P '{s}' -Q 'select 1'",
    "zip -P '{s}' liquidaciones_marzo.zip liquidaciones_marzo.xlsx",
    "7z a -p'{s}' pautas_radio.7z pautas/",
    "openssl enc -aes-256-cbc -in socios.csv -out socios.enc -pass pass:{s}",
    "gpg --batch --passphrase '{s}' -c actas_asamblea.pdf",
    "xfreerdp /v:contable.ambatokilla.lan /u:{u} /p:'{s}'",
    "net use Z: \\\\nas.piedranegra.lan\\prensa {s} /user:{u}",
    "lftp -u {u},{s} ftp.nogaleralondres.example",
    "ipmitool -I lanplus -H 10.9.4.20 -U {u} -P '{s}' chassis status",
    "mosquitto_pub -h mqtt.piedranegra.lan -u {u} -P '{s}' -t malaxadora/temp -m 27",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{s}'",
    "docker login registry.ambatokilla.lan -u {u} -p '{s}'",
    "echo '{s}' | docker login registry.ambatokilla.lan -u {u} --password-stdin",
    "echo '{s}' | sudo -S systemctl restart liquidsoap",
    "keytool -importcert -keystore radio.jks -storepass '{s}' -file ca.crt",
    "psql postgresql://{u}:{s}@db.ambatokilla.lan/nogales",
    "wget --user={u} --password='{s}' https://nas.piedranegra.lan/backup.tar",
    "mc alias set minio https://s3.ambatokilla.lan {u} '{s}'",
    "rabbitmqctl change_password {u} '{s}'",
    "grafana-cli admin reset-admin-password '{s}'",
    "mysqldump -u{u} -p'{s}' --all-databases > dump.sql",
    "influx -host tsdb.piedranegra.lan -username {u} -password '{s}'",
    "snmpwalk -v3 -l authPriv -u {u} -a SHA -A '{s}' -x AES -X '{s}' 10.9.4.1",
    "PGPASSWORD='{s}' pg_dump -h db.ambatokilla.lan -U {u} nogales > n.sql",
    "RSYNC_PASSWORD='{s}' rsync -av audios/ rsync://{u}@archivo.fmambato.example/audios",
    "passwd --stdin {u} <<< '{s}'",
    "mosquitto_passwd -b /etc/mosquitto/passwd {u} '{s}'",
    "nmcli con mod radio-enlace 802-1x.identity {u} 802-1x.password '{s}'",
]
_SHELL_FRAMES = ["{c}", "$ {c}", "facu@ambato:~$ {c}", "history | tail -3\n  512  {c}",
                 "# run on prensa-02\n{c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    made = _take("cli_password", _CLI, _plain_pw, u=_USERS)(rng, n)
    return [Sample(s.cls, rng.choice(_SHELL_FRAMES).replace("{c}", s.text), s.secret) for s in made]


_URLS = [
    "icecast://source:{s}@stream.fmambato.example:8000/sonora949",
    "postgres://{u}:{s}@db.ambatokilla.lan:5432/prensa",
    "mysql://{u}:{s}@10.9.4.11/cooperativa",
    "amqp://{u}:{s}@mq.ambatokilla.lan:5672/",
    "redis://:{s}@cache.ambatokilla.lan:6379/0",
    "ftp://{u}:{s}@ftp.nogaleralondres.example/remitos",
    "https://{u}:{s}@nas.piedranegra.lan/webdav/",
    "mongodb+srv://{u}:{s}@cluster0.casanasrallah.example/ventas",
    "smb://{u}:{s}@nas.piedranegra.lan/balanzas",
    "DATABASE_URL=postgres://{u}:{s}@db.ambatokilla.lan/nogales",
    "socks5://{u}:{s}@proxy.ambatokilla.lan:1080",
    "ffmpeg -re -i tanda.mp3 -f mp3 icecast://source:{s}@stream.fmambato.example:8000/tanda",
]
_urls = _take("url_credentials", _URLS, _plain_pw, u=_USERS)


_CONFIGS = [
    "DB_PASSWORD={s}",
    "export SMTP_PASS='{s}'",
    'MYSQL_ROOT_PASSWORD: "{s}"',
    "[smtp]\nhost = mail.ambatokilla.lan\npassword = {s}",
    "define('DB_PASSWORD', '{s}');",
    "machine ftp.nogaleralondres.example login cooperativa password {s}",
    "db.ambatokilla.lan:5432:nogales:facu:{s}",
    "<source-password>{s}</source-password>",
    'output.icecast(%mp3, host="stream.fmambato.example", password="{s}", mount="sonora")',
    "[darkice]\nserver = stream.fmambato.example\nmount = /sonora\npassword = {s}",
    "spring.datasource.password={s}",
    "redis:\n  host: cache.ambatokilla.lan\n  password: '{s}'",
    '"smtp_password": "{s}",',
    'variable "db_pass" {\n  default = "{s}"\n}',
    "requirepass {s}",
    'ADMIN_PWD = "{s}"',
    "Password={s};User ID=sa;Server=sql.ambatokilla.lan",
    "CONTRASENA_BASE={s}",
    "bindpw {s}",
    '<add key="SmtpPassword" value="{s}" />',
]
_configs = _take("config_password", _CONFIGS, _plain_pw)


def _jwt(rng: random.Random) -> str:
    header = v.b64url({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"})
    claims = v.b64url({"sub": rng.choice(_USERS), "iss": "https://auth.ambatokilla.lan",
                       "exp": rng.randrange(2_000_000_000, 2_100_000_000)})  # fmt: skip
    return f"{header}.{claims}.{_r(rng, URLSAFE, 43)}"


_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub token for the press repo: {s}", _j("ghp_", (ALNUM, 36))),
    ("fine-grained PAT {s}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("GITLAB_TOKEN={s}", _j("glpat-", (URLSAFE, 20))),
    ("slack bot for #prensa: {s}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("STRIPE_SECRET_KEY={s}", _j("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={s}", _j("sk-proj-", (URLSAFE, 64), "T3BlbkFJ", (URLSAFE, 64))),
    ("anthropic key {s}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("OPENROUTER_API_KEY={s}", _j("sk-or-v1-", (HEX, 64))),
    ("aws_access_key_id = {s}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {s}", _j((B64, 40))),
    ("Maps key for the walnut map: {s}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={s}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={s}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={s}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key {s}", _j("SK", (HEX, 32))),
    ("bot de avisos de la radio: {s}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("TWINE_PASSWORD={s}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
    ("Shopify admin token {s}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={s}", _j("dop_v1_", (HEX, 64))),
    ("linear key: {s}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account {s}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("postman {s}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("VAULT_TOKEN={s}", _j("hvs.", (URLSAFE, 24))),
    ("tailscale up --authkey={s}", _j("tskey-auth-", (ALNUM, 10), "CNTRL-", (ALNUM, 33))),
    ("DOPPLER_TOKEN={s}", _j("dp.st.prd.", (ALNUM, 43))),
    ("figma token {s}", _j("figd_", (URLSAFE, 40))),
    ("NEW_RELIC_API_KEY={s}", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("GROQ_API_KEY={s}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={s}", _j("r8_", (ALNUM, 37))),
    ("pplx key {s}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={s}", _j("xai-", (ALNUM, 80))),
    ("databricks token {s}", _j("dapi", (HEX, 32))),
    ("SUPABASE_ACCESS_TOKEN={s}", _j("sbp_", (HEX, 40))),
    ("NOTION_TOKEN={s}", _j("ntn_", (ALNUM, 46))),
    ("NETLIFY_AUTH_TOKEN={s}", _j("nfp_", (ALNUM, 36))),
    ("brevo api: {s}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NGC key {s}", _j("nvapi-", (URLSAFE, 64))),
    ("docker hub PAT {s}", _j("dckr_pat_", (URLSAFE, 27))),
    ("PULUMI_ACCESS_TOKEN={s}", _j("pul-", (HEX, 40))),
    ("FLW_SECRET_KEY={s}", _j("FLWSECK-", (HEX, 32), "-X")),
    ("RUBYGEMS_API_KEY={s}", _j("rubygems_", (HEX, 48))),
    ("Sentry auth token {s}", _j("sntryu_", (HEX, 64))),
    ("jira API token {s}", _j("ATATT3xFfGF0", (URLSAFE, 180), "=", (UPPER_HEX, 8))),
    ("OlivaTrack API key: {s}", _j((HEX, 32))),
    ("clave de API de NuezPay: {s}", _j((HEX, 40))),
    ("OndaCloud integration broken, current key {s}", _j((ALNUM, 32))),
    ("Integrations › Cosecha360: {s}", v.uuid4),
    ("token de AlmaLab: {s}", _j((ALNUM, 40))),
    ("Mercado Pago access token {s}", _j("APP_USR-", (D, 16), "-", (D, 6), "-", (HEX, 32), "-",
                                          (D, 9))),
    ("chave de API do Iugu: {s}", _j((HEX, 32))),
    ("Asaas API key {s}", _j("$aact_prod_", (ALNUM, 60))),
    ("PayPayのAPIキー：{s}", _j((HEX, 40))),
    ("el API key taba3 Wish Money: {s}", _j((ALNUM, 36))),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.replace("{s}", secret), secret))
    return out


_BARE = ["{s}", "here, it only shows once:\n{s}", "pegué esto: {s}", "segue: {s}",
         "Authorization: Bearer {s}", "ktabtelak ya: {s}", "これです → {s}",
         "copy this before it expires {s}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((ALNUM, 48))]  # fmt: skip
_bare = _take("bare_token", _BARE, lambda g: g.choice(_BARE_MAKERS)(g))

_HEXES = ["encryption key for the backups: {s}", "AES_KEY={s}", "master key {s}",
          "secret_key_base: {s}", "clave de cifrado del archivo de audio: {s}",
          "LoRa AppKey {s}", "HMAC secret → {s}", "chave de criptografia: {s}"]  # fmt: skip
_hexes = _take("hex_key", _HEXES, lambda g: _r(g, HEX, g.choice([32, 48, 64])))

_JWTS = ["Authorization: Bearer {s}", "token={s}", "cookie session={s}",
         "el token del panel: {s}", "curl -H 'Authorization: Bearer {s}' https://api.ak.lan",
         "a sessão expira, mas o JWT é {s}"]  # fmt: skip
_jwts = _take("jwt", _JWTS, _jwt)


def _pem(rng: random.Random) -> str:
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = base64.b64encode(bytes(rng.randrange(256) for _ in range(rng.choice([240, 400]))))
    text = body.decode()
    lines = [text[i : i + 64] for i in range(0, len(text), 64)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


_PEMS = ["deploy key for the playout box:\n{s}", "{s}", "id_ed25519 de la prensa\n{s}\n",
         "tls.key: |\n{s}", "segue a chave privada\n{s}", "key.pem\n{s}\nok?"]  # fmt: skip
_pems = _take("pem_private_key", _PEMS, _pem)

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "portuguese", "japanese")}


def _seed(lang: str, words: int = 12) -> Maker:
    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range(words * 4 // 3))
        return str(_MNEMO[lang].to_mnemonic(entropy))

    return make


_SEEDS: list[tuple[str, Maker]] = [
    ("recovery phrase of the cooperative's wallet: {s}", _seed("english")),
    ("seed: {s}", _seed("english", 24)),
    ("las 12 palabras de la billetera de Lemon Cash: {s}", _seed("spanish")),
    ("frase semilla, guardala: {s}", _seed("spanish")),
    ("frase de recuperação da carteira: {s}", _seed("portuguese")),
    ("as palavras são {s}", _seed("portuguese", 18)),
    ("ウォレットの復元フレーズ：{s}", _seed("japanese")),
    ("el seed taba3 el wallet: {s}", _seed("english")),
]


def _pairs(cls: str, rows: list[tuple[str, Maker]]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template, make in v.cycle(rng, rows, n):
            secret = make(rng)
            out.append(Sample(cls, template.replace("{s}", secret), secret))
        return out

    return take


def _card_of(prefixes: list[str], length: int) -> Maker:
    def make(g: random.Random) -> str:
        body = g.choice(prefixes)
        body += _r(g, D, length - len(body) - 1)
        return body + luhn.calc_check_digit(body)

    return make


_CARD_MAKERS: list[Maker] = [
    _card_of(["4"], 16), _card_of(["51", "53", "55", "2221"], 16), _card_of(["34", "37"], 15),
    _card_of(["589562"], 16), _card_of(["604201", "604217"], 16),
    _card_of(["636368", "504175", "451416"], 16), _card_of(["606282"], 16),
    _card_of(["3528", "3589"], 16),
]  # fmt: skip


def _card(g: random.Random) -> str:
    number = g.choice(_CARD_MAKERS)(g)
    return v.grouped(number, g.choice([" ", "-", "", " "]), g)


_CARD_PLACES = ["card {s} exp 09/31", "Visa o Naranja, da igual: {s}", "tarjeta {s} vence 04/33",
                "cartão Elo {s} validade 11/32", "カード番号 {s}", "el card taba3 el ma7al {s}",
                "pay with {s}", "número de tarjeta → {s}"]  # fmt: skip
_CVV_PLACES = ["security code on the back: {s}", "CVV {s}", "código de seguridad: {s}",
               "los tres números de atrás son {s}", "código de segurança {s}",
               "セキュリティコード：{s}", "el 3 ar2am li wara {s}", "CVC = {s}"]  # fmt: skip


def _iban(country: str, shape: str) -> Maker:
    return lambda g: v.iban_shaped(g, country, {country: shape})


_IBAN_MAKERS: list[Maker] = [
    _iban("LB", "nnnn" + "c" * 20), _iban("BR", "n" * 23 + "a" + "c"),
    _iban("FO", "n" * 14), _iban("OM", "nnn" + "c" * 16), _iban("SV", "aaaa" + "n" * 20),
    _iban("BI", "n" * 23),
]  # fmt: skip


def _iban_any(g: random.Random) -> str:
    number = g.choice(_IBAN_MAKERS)(g)
    return v.iban_spaced(number) if g.random() < 0.5 else number


_IBAN_PLACES = ["IBAN {s}", "transfer to {s}", "el IBAN taba3 Karim: {s}", "IBAN do empório: {s}",
                "cuenta en el exterior, IBAN → {s}", "振込先IBAN：{s}",
                "beneficiary IBAN: {s} (Nasrallah Trading)"]  # fmt: skip


def _until(module: Any, make: Maker) -> Maker:
    return lambda g: v.until(g, make, module.is_valid)


_cuit = _until(ar_cuit, lambda g: g.choice(["20", "27", "23"]) + _r(g, D, 9))
_cuit_co = _until(ar_cuit, lambda g: g.choice(["30", "33"]) + _r(g, D, 9))
_cbu = _until(ar_cbu, lambda g: _r(g, D, 22))
_dni = _until(ar_dni, lambda g: str(g.randrange(10_000_000, 46_000_000)))
_cnpj = _until(br_cnpj, lambda g: _r(g, D, 14))
_mynumber = _until(jp_in, lambda g: _r(g, D, 12))
_corp_jp = _until(jp_cn, lambda g: _r(g, D, 13))


def _cpf(g: random.Random) -> str:
    return v.cpf_number(g)


_IDS: list[tuple[str, Maker]] = [
    ("CUIT {s}", lambda g: ar_cuit.format(_cuit(g))),
    ("CUIL: {s}", _cuit),
    ("CUIT de la cooperativa: {s}", lambda g: ar_cuit.format(_cuit_co(g))),
    ("CBU para el pago de la nuez: {s}", _cbu),
    ("mi CBU es {s}", _cbu),
    ("DNI {s}", _dni),
    ("el DNI de la abuela es {s} dice", lambda g: ar_dni.format(_dni(g))),
    ("CPF do Thiago: {s}", _cpf),
    ("CNPJ do empório {s}", lambda g: br_cnpj.format(_cnpj(g))),
    ("マイナンバー：{s}", _mynumber),
    ("個人番号は {s} です", lambda g: jp_in.format(_mynumber(g))),
    ("法人番号 {s}", _corp_jp),
    ("tax id (CUIT) → {s}", _cuit),
]

_TOTPS = ["otpauth://totp/AmbatoKilla:facu@ambatokilla.lan?secret={s}&issuer=AmbatoKilla",
          "2FA setup key for the radio's Google account: {s}",
          "clave de configuración 2FA (no pude escanear el QR): {s}",
          "chave do autenticador: {s}", "TOTP secret → {s}",
          "二段階認証の設定キー：{s}"]  # fmt: skip
_CODES = ["{s} es tu código de verificación de Mercado Pago. No lo compartas.",
          "Tu código de Ualá: {s}", "MODO: tu código es {s}", "Prex - código de seguridad {s}",
          "Seu código de verificação Nubank: {s}", "Use {s} to sign in to OndaCloud",
          "【PayPay】認証コード：{s}", "【メルカリ】確認番号は {s} です",
          "OMT: el code taba3ak {s}, ma t3ti la 7ada", "verification code: {s}",
          "código: {s} (me llegó recién, pasámelo a la compu)",
          "your one-time code is {s}"]  # fmt: skip
_BACKUPS = ["Google backup codes for radio@fmambato.example\n{codes}",
            "códigos de respaldo de la cuenta de la cooperativa: {codes}",
            "códigos de backup do Olist:\n{codes}", "バックアップコード\n{codes}",
            "backup codes taba3 el gmail: {codes}", "2FA recovery codes: {codes}"]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = v.backup_codes(rng, 10, index % 4)
        text = template.replace("{codes}", ["\n", ", ", " ", "\n"][index % 4].join(codes))
        out.append(Sample("backup_codes", text, codes[(index * 3 + 4) % 10]))
    return out


_NETWORKS = ["Almazara-PN", "FM Ambato Sonora", "Nogalera Londres 5G", "Vivero Oshiro",
             "Casa Nasrallah", "Radio Enlace 2.4"]  # fmt: skip
_WIFI = ["wifi {n} / {s}", "Network: {n}\nKey: {s}", "WIFI:T:WPA;S:{n};P:{s};;",
         "la clave del wifi de la radio es {s}", "senha do wifi do hotel: {s}",
         "Wi-Fiのパスワードは {s} です", "el wifi password {s}",
         "wpa_passphrase={s}", "nmcli dev wifi connect '{n}' password '{s}'",
         "{s} — that's the wifi password at the press",
         "wifi? \nYanina: {s}"]  # fmt: skip
_PINS = ["The alarm code at the press is {s}.", "door code for the studio: {s}#",
         "PIN de la tarjeta: {s}", "el candado del galpón de nueces: {s}",
         "la clave del portón es {s}, mamita", "senha do cartão: {s}", "暗証番号は {s} です",
         "el code taba3 el 5azneh {s}", "padlock on the oil tank -> {s}",
         "PIN del celu de la radio: {s}"]  # fmt: skip


def _digits(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6]))


_PLAN: list[tuple[Taker, int]] = [
    (_labelled, 60),
    (_logins, 35),
    (_spelled, 16),
    (_cli, 35),
    (_urls, 14),
    (_configs, 20),
    (_vendors, 40),
    (_bare, 12),
    (_hexes, 12),
    (_jwts, 10),
    (_pems, 6),
    (_pairs("seed_phrase", _SEEDS), 12),
    (_take("card_number", _CARD_PLACES, _card), 14),
    (_take("card_code", _CVV_PLACES, lambda g: _r(g, D, g.choice([3, 3, 4]))), 10),
    (_take("iban", _IBAN_PLACES, _iban_any), 14),
    (_pairs("national_id", _IDS), 18),
    (_take("otp_secret", _TOTPS, lambda g: v.totp_secret(g, spaced=g.random() < 0.3)), 10),
    (_take("otp_code", _CODES, lambda g: _r(g, D, 6)), 14),
    (_backups, 10),
    (_take("wifi_key", _WIFI, _plain_pw, n=_NETWORKS), 14),
    (_take("pin_code", _PINS, _digits), 14),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


# (class, first field ending in a label, second field, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the Pieralisi admin password is", "{s}", _pw),
    ("split_password", "contraseña:", "{s} (la del turno noche)", _pw),
    ("split_password", "Thiago, a senha é", "{s}\nvaleu", _pw),
    ("split_password", "el password taba3 el ma7al heye", "{s}", _pw),
    ("split_password", "ビベロのパスワードは", "{s} です", _pw),
    ("split_password", "Axia console password", "{s}", _pw),
    ("split_password", "wawita, la clave es", "{s} nomás", _pw),
    ("split_password", "icecast source password:", "{s}\nchange it after the festival", _pw),
    ("split_token", "OlivaTrack API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Cosecha360 client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "frase semilla", "{s}", _seed("spanish")),
    ("split_card", "número de tarjeta", "{s} vence 02/33", _card),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_IBAN_MAKERS[0](g))),
    ("split_backup", "códigos de respaldo", "{s}\n4471-9023\n8810-3345", _j((D, 4), "-", (D, 4))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CUIT", "{s}", lambda g: ar_cuit.format(_cuit(g))),
    ("split_id", "CPF", "{s}", _cpf),
    ("split_wifi", "wifi de la radio, clave:", "{s}", _plain_pw),
    ("split_pin", "alarm code", "{s}#", _digits),
]


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"playout": {"host": "playout-1", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"conta": {"usuario": "thiago.b", "senha": "{s}"}}': ("meta_password", _plain_pw),
    '{"presses": [{"id": 1}, {"id": 2, "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "facu", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "パスワードは {s} です"}': ("meta_password", _plain_pw),
    '{"msg": "el password taba3 el ma7al heye {s}"}': ("meta_password", _plain_pw),
    '{"icecast": {"source_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"olivatrack": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"github_token": "{s}"}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"payment": {"card_number": "{s}", "exp": "05/34"}}': ("meta_card", _card),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", _IBAN_MAKERS[1]),
    '{"socio": {"cuit": "{s}"}}': ("meta_id", _cuit),
    '{"cliente": {"cpf": "{s}"}}': ("meta_id", _cpf),
    '{"2fa": {"backup": ["{s}", "5512-0934", "7781-2290"]}}': ("meta_otp", _j((D, 4), "-", (D, 4))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _seed("english")),
    '{"totp_secret": "{s}"}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"galpon": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Almazara-PN", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_ISO_SUM = hashlib.sha256(b"ubuntu-24.04-rivendell-4.2.iso").hexdigest()
_FW_SUM = hashlib.sha256(b"pieralisi-hmi-3.7.2.bin").hexdigest()
_COMMIT = hashlib.sha1(b"prensa: add acidity column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"radio: fix tanda scheduler", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cosecha_nuez_2034.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    f"commit {_COMMIT} adds the acidity column to the press lots.",
    f"Rolled back to {_SHORT} after the tanda scheduler broke the 9 o'clock ads.",
    f"SHA-256 of ubuntu-24.04-rivendell-4.2.iso: {_ISO_SUM}",
    f"The Pieralisi HMI firmware 3.7.2 has checksum {_FW_SUM}.",
    f"MD5 of cosecha_nuez_2034.csv is {_MD5}, same as the copy on the NAS.",
    "Liquidsoap 2.2.5 and Icecast 2.4.4 are what the studio runs now.",
    "Order OC-2034-00871 for 40 drums of extra virgin oil ships on Tuesday.",
    "Andreani tracking 360002918845710 left Catamarca this morning.",
    "Ticket AK-2231: the password reset page shows a blank screen.",
    "The password policy at the cooperative: 14 characters and a symbol.",
    "Please change your password before the harvest starts.",
    "The PIN pad at the radio's front desk is broken again.",
    "We need a new door code for the walnut shed, ask Facu.",
    "Your card ending in 4417 was charged $ 182.500,00.",
    "card: **** **** **** 9021 (masked in the invoice)",
    "CBU: the one on the invoice, ask the accountant.",
    "Postcode of the press: K5315, Pomán, Catamarca.",
    "Call the cooperative at +54 3835 46-2290 between 8 and 13.",
    "Coordinates of the olive grove: -28.3947, -66.2188.",
    "Acidity 0.3 %, peroxides 8.1 meq/kg, lot AO-34-117.",
    "The 2FA codes arrive by SMS; they expire after five minutes.",
    "Tip: a recovery phrase is twelve words. Never write it in a chat.",
    "Invoice FC-A-0003-00012844 due 2034-04-30, total ARS 1.240.000.",
    "Product code NZ-CHANDLER-EXTRA-1KG, barcode 7798123450018.",
    "FM Ambato Sonora broadcasts on 94.9 MHz from Valle Viejo.",
    "Version 4.12.0 of the playout app fixes the jingle gap.",
    "the token budget for the assistant is 8000 tokens per call",
    "che, no me acuerdo la contraseña, después te la paso",
    "la contraseña tiene que tener 12 caracteres como mínimo, dice el Facu",
    "el código del galpón lo cambiamos mañana, no lo mandes por acá",
    "pedido 7751 de nuez mariposa, 300 kg, sale el jueves",
    "wawita, no me acuerdo la clave, llamame nomás",
    "mamita, el banco dice que nunca piden la clave por teléfono",
    "mañana a las 8 en la almazara, traé el DNI para el remito",
    "Thiago, a senha eu te passo por telefone, beleza?",
    "pedido 4418 confirmado, entrega em Santos dia 12/05",
    "valeu cara, o código de rastreio é BR771238804AR",
    "o Pix caiu, valor R$ 18.400,00, obrigado",
    "kifak Karim, el password badda tetghayar kell 90 yom",
    "Rima: el order raqm 5521 woslet el yom, yislamo",
    "ya albi ma ba3ref el password, es2al Elias",
    "tayyeb, el code taba3 el tard 1Z88A0471203348817",
    "パスワードは電話で伝えますね",
    "苗の注文番号は 2034-0419 です",
    "ビベロの電話番号は 0383-442-7719 です",
    "暗証番号は四桁です。メールでは送らないでください。",
    "Build 2034.03.18-rc2 passed the tests on prensa-02.",
    "uuid of the stream mount: defined in /etc/icecast2/icecast.xml",
    "The studio's public key fingerprint is in the wiki page Radio › SSH.",
    "Sensor 3 reads 27.4 °C at the malaxer, humidity 41 %.",
    "The card reader only accepts chip cards since the update.",
    "WIFI network 'Almazara-Invitados' has no password, it's the open one.",
    "Reminder: enter your PIN only on the terminal, never on paper.",
    "CUIT and CBU go in the supplier form, not in chat.",
    "The backup job ran at 03:00 and copied 182 GB to the NAS.",
    "Security code rules: 3 digits for Visa, 4 for Amex.",
    "SKU 8801-OLV-500, 500 ml, price ARS 9.800",
    "Server room temperature 21 °C; UPS load 37 %.",
    "Meeting id 883 2041 7712 for the cooperative assembly, no passcode.",
    "la frecuencia nueva es 94.9 y el transmisor está en el cerro",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-03-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ambato/icecast", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_ISO_SUM}", "file": "ubuntu-24.04-rivendell-4.2.iso"}}',
    '{"ticket": "AK-2231", "order": "OC-2034-00871"}',
    '{"lot": {"id": "AO-34-117", "acidity_pct": 0.3, "litres": 200}}',
    '{"phone": "+54 3835 46-2290", "city": "Pomán"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "drums_in_stock": 412}',
    '{"card_last4": "4417", "brand": "naranja"}',
    '{"station": "FM Ambato Sonora", "frequency_mhz": 94.9}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
