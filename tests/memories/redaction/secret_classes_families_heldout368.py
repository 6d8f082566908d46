# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-sixty-eighth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-sixty-fifth's
docstring, the fifth to three-hundred-and-sixty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (366, 367, 369), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (368_530_917), password words (a
fruit or herb of the south and a coast word with a number and a sign, `HuacatayPiquero47!`;
dot-joined words with a year, `olivo.caleta.2014`; leet `M0qu3gu4`; a name, a year and a coast
word; a generator's dashed groups of five; words joined by underscores with a number; random runs).

The fictional company is Qollqe Sur S.A.C., a logistics and IT contractor with its office in
Moquegua, a warehouse and yard at the port of Ilo, an office in Tacna and a community telecentre
in Candarave; its staff (Yesenia, Wilber, Maricruz, Percy, Rosmery, Edgar, Nilda), Aymara
coworkers of Candarave (Saturnino, Feliciana), Chilean traders in Arica (Iván, Camila), Nikkei
relatives in Okinawa (Kenji, Yoko) and Brazilian truckers on the Interoceanic highway (Cleiton,
Josué, Rosângela, between Rio Branco and Iñapari). Every company, person, address, domain
(`qollqe.lan`, `qollqe-sur.example`), account and number is invented; only the region is real.
Texts: chats, tickets, notes, runbooks, shell prompts and histories, config and env files,
voice-note transcripts and requests to the assistant; separators: a colon, `=`, `->`, `→`, `/`,
`es`, `é`, `は`, `wa`, `ukawa`, `quedó`, `ficou`, a full-width colon, corner brackets, a new line,
a table's bars, and none.

Grep counts (heldouts 5 to 365 naming each, grep -l): none for Qollqe, Moquegua, Interoce(ánica),
Ilabaya, Pachía, Rio Branco, Iñapari, Huacatay, Yaravi, Ocopa, Caracheño, Guardline, Pumakey,
Sami Cloud, Chasqui, Totvs, Banco Falabella, `jamasa aru`, `chave pix`, hidrochorro; one or two
for Tacna (1), Candarave (1), Toquepala (1), Tarata (2), Kanagawa (1), Tamashiro (1), Sunat (1),
Caja Tacna (1), PagoEfectivo (1), Sem Parar (1), Flow.cl (2), Mercado Libre (3), PayPay (3),
`la wea` (2), `al toque` (1), `imantat` (2), tigervnc (4), fdbcli (2), pveum-like tools (8);
more for Yape (7), Culqi (4), Niubiz (4), Khipu (4), Izipay (3), Olva (3), Shalom (3), PagSeguro
(4), Rakuten (8), `pasuwaado` (7), `anshou` (5), `cachai` (10), `ukawa` (4), Okinawa (8), Higa (7),
pgcli (12), valkey-cli (12), ncftp (18), etcdctl (15); the common tools (sshpass, smbclient, lftp,
nmcli, mysql) are there for the shells and prompts. The IBAN countries (Egypt 31, El Salvador 32,
Oman 33, the British Virgin Islands 33, Kosovo 33, Nicaragua 34, Russia 34, Belarus 35) are the
low end of a rough count of their quoted codes.

About half of the secret samples are not in English: southern Peruvian Spanish as texted (`oe`,
`causa`, `pe`, `nomás`, `la contra`, `ya pues`), the Aymara of Candarave (`jamasa arupax … ukawa`,
`jilata`, `kullaka`, `usuarioxa`, `DNI-ja`), the Chilean Spanish of Arica's traders (`po`, `weón`,
`cachai`, `ya po`), the Japanese of the Nikkei relatives in kana and kanji (`パスワードは…です`,
`暗証番号`, `マイナンバー`, `認証コード`) and romaji (`pasuwaado wa … da yo`, `anshou bangou wa`), and
the Brazilian Portuguese of the truckers (`a senha do rastreador é`, `rapaz`, `anota aí`,
`zap`). Peruvian and Chilean Spanish, Japanese and Portuguese are ordinary usage; the author's
guesses, checked by no speaker, are all the Aymara words and sentences (`jamasa aru` for a
password, the endings), the romaji sentences and the regional chat flavour.

Vendors: invented ones (PisqoPay `pqp_live_`, Caracheño SMS `cch_`, Guardline `gl-tok-`,
Pumakey `pmk_sk_`, Sami Cloud `sami.`, Chasqui Express; shapes guessed), regional ones with
guessed shapes (Culqi, Niubiz, Izipay, Khipu, Flow.cl, PagSeguro, Sem Parar, PayPay, Rakuten,
Olva Courier, Shalom Envíos, Mercado Libre, PagoEfectivo) and published shapes (GitHub, GitLab,
Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Telegram, Shopify,
DigitalOcean, Linear, Groq, Docker Hub, Postman, Sentry, Tailscale, Vault, Grafana, Doppler,
Notion, Mailgun, PlanetScale, New Relic, Replicate, Figma, Supabase); the JWTs are well-formed.

Ids: Peru's DNI (CUI) and RUC (`pe.cui`, `pe.ruc`), Chile's RUT (`cl.rut`), Japan's individual
and corporate numbers (`jp.in_`, `jp.cn`) and Brazil's CPF and CNPJ (`br.cpf`, `br.cnpj`), each
made with or checked by its python-stdnum module. Cards pass Luhn (`stdnum.luhn`); IBANs are
checked with `stdnum.iban`; seed phrases come from mnemonic's English, Spanish, Japanese and
Portuguese lists, checked with `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and
10 clean metadata dicts.
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
from stdnum.br import cnpj as br_cnpj
from stdnum.cl import rut as cl_rut
from stdnum.jp import cn as jp_cn
from stdnum.jp import in_ as jp_in
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 368_530_917
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

_FRUITS = ["Tumbo", "Huacatay", "Pacay", "Damasco", "Olivo", "Molle", "Camote", "Choclo",
           "Chirimoya", "Lucuma", "Rocoto", "Yaravi", "Ocopa", "Camaron"]  # fmt: skip
_COAST = ["Piquero", "Chungungo", "Lobero", "Muelle", "Caleta", "Tacora", "Vilavila", "Pampa",
          "Garua", "Huayco", "Mollendo", "Chala"]  # fmt: skip
_NAMES = ["Yesenia", "Wilber", "Maricruz", "Percy", "Rosmery", "Edgar", "Saturnino", "Feliciana",
          "Ivan", "Camila", "Kenji", "Yoko", "Cleiton", "Josue", "Rosangela", "Nilda"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["Qu3br4d4", "M0qu3gu4", "T4cn4", "C4nd4r4v3", "P1sc0", "Hu4c4t4y", "Ch1r1m0y4"]


def _pick0(g: random.Random) -> str:
    return f"{g.choice(_FRUITS)}{g.choice(_COAST)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}"


_PICKS: list[Maker] = [
    _pick0,
    lambda g: f"{g.choice(_FRUITS).lower()}.{g.choice(_COAST).lower()}.{g.randrange(1990, 2031)}",
    lambda g: g.choice(_LEET) + str(g.randrange(10, 1000)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}{g.choice(_COAST)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, ALNUM + "!%&?", 16),
    lambda g: f"{g.choice(_COAST)}_{g.choice(_FRUITS)}_{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain_pw(g: random.Random) -> str:
    return v.until(g, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


def _fill(rng: random.Random, cls: str, templates: list[str], n: int, make: Maker) -> list[Sample]:
    """``n`` samples: each template with ``{pw}`` replaced by a fresh value (the secret) and
    ``{u}`` by a user's name."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        text = template.replace("{u}", rng.choice(_USERS)).replace("{pw}", secret)
        out.append(Sample(cls, text, secret))
    return out


def _family(cls: str, templates: list[str], make: Maker) -> Taker:
    return lambda rng, n: _fill(rng, cls, templates, n, make)


_USERS = ["yesenia.q", "wmamani", "mcruz", "percy.ch", "rosmery", "edgar.t", "scondori",
          "fcondori", "ivan.arica", "cami", "kenji.higa", "cleiton", "josue.br",
          "nilda"]  # fmt: skip

# Passwords said in chats, notes, tickets and voice notes, in the region's languages.
_SAID = [
    "Slack de Qollqe Sur, #ilo-almacen, Wilber: oe causa la contra del router del almacén es {pw}",
    "Yesenia (WhatsApp): la clave del sistema de balanzas ya cambió pe, ahora es {pw}",
    "nota de voz de Percy: ya pues anota, la contraseña del NVR de Ilo es {pw}, no la pierdas",
    "Maricruz: ta bien la clave nueva del correo? {pw} le puse",
    "ticket QS-5512 (Moquegua): contraseña temporal del ERP -> {pw}",
    "manda nomás: contraseña del Mikrotik de Candarave = {pw}",
    "Rosmery en el grupo: chicos la clave del wifi de la oficina de Tacna es {pw} 🙏",
    "Edgar: ya cambié la pass del servidor de Toquepala Norte, queda {pw}, no la compartan",
    "audio transcrito: contraseña del portal de la aduana de Tacna, {pw}, ya lo tienes",
    "Feliciana (Candarave): wifi-n jamasa arupax {pw} ukawa, jilata",
    "Saturnino: pasawurdu de la computadora de la comunidad: {pw} (aymar arat: jamasa aru)",
    "Feliciana: jamasa aru machaqa {pw} ukhamawa, janiw khitirus sañamäkiti",
    "Saturnino, nota de voz: kunjamasktasa kullaka, routerana jamasa arupax {pw}",
    "Iván (Arica): oye weón, la clave de la bodega de Chacalluta es {pw} po",
    "Camila desde Arica: cachai que la contraseña del sistema de guías quedó {pw}? anótala",
    "Iván: la pass del correo de la agencia en Arica, {pw}, no se la pases a nadie po",
    "Camila: ya po, te mando la clave del portal del agente: {pw}",
    "Kenji (LINE): パスワードは{pw}です。おばあちゃんのパソコン用",
    "Yoko: 沖縄の家のWi-Fiのパスワード：{pw}",
    "Kenji: obaachan no pasokon no pasuwaado wa {pw} da yo",
    "Yoko (LINE): ログインパスワード→{pw} 忘れないでね",
    "Kenji: 新しいパスワード「{pw}」に変えたよ",
    "Yoko: pasuwaado kaeta yo, atarashii no wa {pw} desu",
    "Cleiton (zap): a senha do rastreador do caminhão é {pw}",
    "Josué, áudio: senha nova do wifi do posto em Iñapari = {pw}",
    "Rosângela: manda a senha do sistema da transportadora aí: {pw}",
    "Cleiton: rapaz, a senha do portal da Receita ficou {pw}, anota aí",
    "Josué (WhatsApp): senha do tablet da cabine → {pw}",
    "ticket QS-6620: the Ilo warehouse NAS admin password is {pw}",
    "Note to self: Moquegua office printer password {pw}",
    "Hey assistant, remember the Tacna DVR password: {pw}",
    "runbook, step 3: log into the Candarave weather station with password {pw}",
    "Nilda: password del Zimbra de Tacna: {pw}",
    "Percy: the Ilo port gate terminal password is {pw}, don't tell the night shift",
]  # fmt: skip

_LOGINS = [
    "acceso al ERP de Moquegua: usuario {u} / contraseña {pw}",
    "login del portal: {u} / {pw}",
    "Camila: el usuario es {u} y la clave {pw} po",
    "Cleiton: usuário {u}, senha {pw}",
    "Kenji: ユーザー名：{u}　パスワード：{pw}",
    "creds for the Ilo Grafana: {u}:{pw}",
    "Percy: entra como {u} con {pw} al panel del Zabbix",
    "ssh {u}@bd-ilo.qollqe.lan  # pass: {pw}",
    "| {u} | {pw} | vpn-tacna |",
    "Feliciana: usuarioxa {u}, jamasa arupax {pw}",
    "sign in to the Tacna Odoo as {u} with {pw}",
    "u={u} p={pw} (SIGA Moquegua)",
]  # fmt: skip

_SPOKEN_WORDS = ["huacatay", "pacay", "rocoto", "olivo", "piquero", "tacora", "vilavila",
                 "chungungo", "lucuma", "camote"]  # fmt: skip
_SPELLED = [
    "Wilber: la contraseña es la palabra {w} y después {d}, todo junto",
    "Yesenia: es {w} con {d} al final, esa es la clave del wifi",
    "Kenji: パスワードは{w}のあとに数字の{d}",
    "Cleiton: a senha é a palavra {w} seguida de {d}",
    "Iván: escribe {w}, después {d}; esa es la clave del router po",
    "the password is the word {w} followed by {d}",
    "Percy: el nombre de mi perro, {W}, y luego {d}: esa es la contra del NAS",
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        w, d = rng.choice(_SPOKEN_WORDS), str(rng.randrange(100, 10_000))
        text = template.replace("{w}", w).replace("{W}", w.capitalize()).replace("{d}", d)
        out.append(Sample("spelled_password", text, d))
    return out


_CLI = [
    "sshpass -p '{pw}' ssh {u}@10.40.2.11",
    "mysql -u {u} -p'{pw}' -h bd-ilo.qollqe.lan siga",
    "redis-cli -h 10.40.2.20 -a '{pw}' ping",
    "valkey-cli -a '{pw}' -h cache-tacna INFO",
    "docker login -u {u} -p '{pw}' registry.qollqe.lan",
    "curl -u {u}:{pw} https://nvr-ilo.qollqe.lan/api/status",
    "sqlcmd -S 10.40.1.5 -U sa -P '{pw}' -Q 'SELECT 1'",
    "zip -P '{pw}' planillas_moquegua.zip planillas/*.xlsx",
    "7z a -p'{pw}' guias_arica.7z guias/",
    "openssl enc -aes-256-cbc -in padron.csv -out padron.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c respaldo_tacna.tar",
    "xfreerdp /u:{u} /p:'{pw}' /v:10.40.3.8",
    "smbclient //nas-ilo/compartido -U {u}%'{pw}'",
    "ldapsearch -x -D cn={u},dc=qollqe,dc=lan -w '{pw}' -b dc=qollqe,dc=lan",
    "mosquitto_pub -h 10.40.5.2 -u sensor -P '{pw}' -t candarave/lluvia -m 3.2",
    "ipmitool -I lanplus -H 10.40.9.3 -U admin -P '{pw}' power status",
    "keytool -importkeystore -srckeystore ilo.p12 -srcstorepass '{pw}' -destkeystore ilo.jks",
    "tigervncpasswd -f <<< '{pw}' > ~/.vnc/passwd",
    "pgcli postgresql://{u}:{pw}@10.40.2.15/siga",
    "ncftp -u {u} -p '{pw}' ftp.qollqe.lan",
    "etcdctl --user root:{pw} get /qollqe/config",
    "pveum passwd {u}@pve --password '{pw}'",
    "echo '{pw}' | sudo -S systemctl restart balanza",
    "rabbitmqctl add_user {u} '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "lftp -u {u},'{pw}' sftp://10.40.2.30",
    "plink -pw '{pw}' {u}@10.40.3.2",
    "mongosh 'mongodb://{u}:{pw}@10.40.2.44/flota'",
    "ALTER USER {u} IDENTIFIED BY '{pw}';",
    "fdbcli --exec 'status' # tls passphrase {pw}",
]  # fmt: skip
_PROMPTS = [
    "{c}",
    "wilber@ilo-srv01:~$ {c}",
    "[percy@moq-erp ~]# {c}",
    "PS C:\\Users\\yesenia> {c}",
    "historial de bash en tacna-gw:\n  412  {c}",
    "Edgar, ¿por qué falla esto?\n$ {c}",
]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    samples = _fill(rng, "cli_password", _CLI, n, _plain_pw)
    return v.framed(rng, samples, _PROMPTS)


_URLS = [
    "DATABASE_URL=postgres://siga:{pw}@bd-ilo.qollqe.lan:5432/siga",
    "mysql://erp:{pw}@10.40.2.12:3306/contabilidad",
    "mongodb+srv://flota:{pw}@cluster0.qollqe-sur.example/flota",
    "redis://:{pw}@cache-tacna.qollqe.lan:6379/2",
    "amqp://colas:{pw}@mq-moquegua:5672/%2F",
    "Server=10.40.1.5;Database=Planillas;User Id=sa;Password={pw};",
    "jdbc:oracle:thin:siga/{pw}@//10.40.2.50:1521/ORCL",
    "ftp://almacen:{pw}@ftp.qollqe.lan/guias",
    "clickhouse://metricas:{pw}@10.40.2.61:9000/default",
    "smtp://avisos%40qollqe-sur.example:{pw}@mail.qollqe-sur.example:587",
    "neo4j://neo4j:{pw}@10.40.2.70:7687",
    "mssql://reportes:{pw}@10.40.1.6/BI",
]  # fmt: skip


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": g.choice(_USERS), "iss": "sso.qollqe-sur.example",
                     "exp": 2_000_000_000 + g.randrange(10**6)})  # fmt: skip
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_VENDOR_TEMPLATES: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN=ghp_{t}", _j((ALNUM, 36))),
    ("Percy: el token de GitLab es glpat-{t}", _j((URLSAFE, 20))),
    ("slack bot: xoxb-{t}", _j((D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("STRIPE_SECRET_KEY=sk_live_{t}", _j((ALNUM, 24))),
    ("OPENAI_API_KEY=sk-proj-{t}", _j((URLSAFE, 48))),
    ("clave de Anthropic: sk-ant-api03-{t}", _j((URLSAFE, 93), "AA")),
    ("aws_access_key_id = AKIA{t}", _j((UPPER_DIGITS, 16))),
    ("GOOGLE_MAPS_KEY=AIza{t}", _j((URLSAFE, 35))),
    ("HF_TOKEN=hf_{t}", _j((ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken=npm_{t}", _j((ALNUM, 36))),
    ("SENDGRID_API_KEY=SG.{t}", _j((URLSAFE, 22), ".", (URLSAFE, 43))),
    ("bot de Telegram de la flota: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("shopify admin: shpat_{t}", _j((HEX, 32))),
    ("DIGITALOCEAN_TOKEN=dop_v1_{t}", _j((HEX, 64))),
    ("Linear: lin_api_{t}", _j((ALNUM, 40))),
    ("GROQ_API_KEY=gsk_{t}", _j((ALNUM, 52))),
    ("Docker Hub PAT dckr_pat_{t}", _j((URLSAFE, 27))),
    ("Postman: PMAK-{t}", _j((HEX, 24), "-", (HEX, 34))),
    ("SENTRY_AUTH_TOKEN=sntrys_{t}", _j((ALNUM, 64))),
    ("Tailscale auth key tskey-auth-{t}", _j((ALNUM, 12), "-", (ALNUM, 30))),
    ("token de Vault: hvs.{t}", _j((URLSAFE, 90))),
    ("Grafana service account: glsa_{t}", _j((ALNUM, 32), "_", (HEX, 8))),
    ("Doppler: dp.st.prd.{t}", _j((ALNUM, 43))),
    ("Notion integration: ntn_{t}", _j((ALNUM, 46))),
    ("Mailgun key-{t}", _j((HEX, 32))),
    ("PlanetScale: pscale_pw_{t}", _j((URLSAFE, 43))),
    ("NEW_RELIC_LICENSE_KEY=NRAK-{t}", _j((UPPER_DIGITS, 27))),
    ("Replicate r8_{t}", _j((ALNUM, 37))),
    ("Figma token figd_{t}", _j((URLSAFE, 40))),
    ("Supabase service key sbp_{t}", _j((HEX, 40))),
    # invented and regional vendors, shapes guessed
    ("Wilber: key de PisqoPay para Ilo: pqp_live_{t}", _j((ALNUM, 32))),
    ("CARACHENO_SMS_KEY=cch_{t}", _j((HEX, 40))),
    ("Yesenia: token de Guardline Tacna gl-tok-{t}", _j((URLSAFE, 36))),
    ("Pumakey API key: pmk_sk_{t}", _j((ALNUM, 40))),
    ("SAMI_CLOUD_SECRET=sami.{t}", _j((HEX, 48))),
    ("Culqi: sk_live_{t}", _j((ALNUM, 32))),
    ("Niubiz API key (Tacna): {t}", v.uuid4),
    ("Izipay clave de API: {t}", _j((ALNUM, 40))),
    ("Camila: la API key de Khipu para Arica es {t}", _j((HEX, 40))),
    ("Flow.cl secretKey {t}", _j((HEX, 40))),
    ("Cleiton: token do PagSeguro {t}", lambda g: v.uuid4(g) + _r(g, HEX, 32)),
    ("Josué: chave de API do Sem Parar: {t}", _j((ALNUM, 36))),
    ("Kenji: PayPay APIキー：{t}", lambda g: v.uuid4(g, "b")),
    ("Yoko: 楽天のAPIキーは {t}", _j((HEX, 32))),
    ("Olva Courier integration broken, current key {t}", _j((HEX, 32))),
    ("Integrations › Shalom Envíos: {t}", _j((ALNUM, 32))),
    ("Mercado Libre client secret: {t}", _j((ALNUM, 32))),
    ("PagoEfectivo api_key={t}", _j((URLSAFE, 40))),
    ("la llave API de Chasqui Express: {t}", _j((HEX, 36))),
    ("jwt del SSO de Qollqe: {t}", _jwt),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDOR_TEMPLATES, n):
        tail = make(rng)
        before = template.split("{t}")[0]
        prefix = re.search(r"[^\s=:]*$", before)
        secret = (prefix.group() if prefix else "") + tail
        out.append(Sample("vendor_token", template.replace("{t}", tail), secret))
    return out


_HEXES = [
    "HMAC secret del webhook de balanzas: {pw}",
    "the signing key for the Ilo kiosk API is {pw}",
    "SECRET_KEY_BASE={pw}",
    "clave de cifrado de los respaldos: {pw}",
    "Kenji: 暗号鍵は {pw}",
    "chave de criptografia do rastreador = {pw}",
]  # fmt: skip

_JWTS = [
    "Authorization: Bearer {pw}",
    "el token que devuelve el SSO: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.qollqe-sur.example/v1/lotes",
    "cookie session={pw}",
    "Kenji: トークン：{pw}",
    "Josué: o token JWT é {pw}",
]  # fmt: skip

_AUTH = [
    "Authorization: Basic {pw}",
    "curl -H \"Authorization: Basic {pw}\" https://nvr-ilo.qollqe.lan/cgi-bin/snap",
    "proxy-authorization: Basic {pw}",
    "Authorization: Bearer {pw}",
    "header del webhook de Tacna -> Authorization: Token {pw}",
]  # fmt: skip


def _basic(g: random.Random) -> str:
    return base64.b64encode(f"{g.choice(_USERS)}:{_plain_pw(g)}".encode()).decode()


def _auth(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _AUTH, n):
        value = _basic(rng) if "Basic" in template else _r(rng, ALNUM, 40)
        out.append(Sample("auth_header", template.replace("{pw}", value), value))
    return out


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    lines = [_r(g, B64, 64) for _ in range(g.randrange(4, 9))] + [_r(g, B64, 20) + "=="]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


_PEMS = [
    "Edgar: la llave del servidor de Ilo, no la pierdas\n{pw}",
    "{pw}",
    "Kenji: 秘密鍵です\n{pw}",
    "cat ~/.ssh/id_ilo\n{pw}",
    "chave privada do rastreador:\n{pw}",
    "ssl_key: |\n{pw}",
    "ticket QS-7001, adjunto la clave privada del VPN de Tacna:\n{pw}",
]  # fmt: skip

_MNEMO = {lang: Mnemonic(lang) for lang in ["english", "spanish", "japanese", "portuguese"]}
_SEEDS = [
    ("english", "Ivan's Ledger recovery phrase: {pw}"),
    ("spanish", "Wilber: las 12 palabras de la billetera son {pw}"),
    ("spanish", "frase semilla de la wallet de la caja chica: {pw}"),
    ("japanese", "Kenji: リカバリーフレーズ：{pw}"),
    ("portuguese", "Cleiton: frase de recuperação da carteira: {pw}"),
    ("english", "seed words for the Tacna cold wallet\n{pw}"),
    ("portuguese", "Rosângela, as palavras secretas da carteira: {pw}"),
    ("english", "Camila: la seed de la Trezor es {pw}"),
]  # fmt: skip


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for lang, template in v.cycle(rng, _SEEDS, n):
        words = rng.choice([12, 12, 24, 18])
        phrase = str(
            _MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(words * 4 // 3)))
        )
        out.append(Sample("seed_phrase", template.replace("{pw}", phrase), phrase))
    return out


_CARD_BRANDS = ["visa", "mastercard", "amex", "diners", "jcb", "unionpay"]
_CARDS = [
    "Yesenia: tarjeta de la empresa {pw} vence 08/31",
    "número de tarjeta {pw}",
    "Kenji: カード番号 {pw}",
    "Cleiton: cartão {pw} validade 03/33",
    "Iván: paga con la tarjeta {pw} po",
    "card on file for the Ilo hosting: {pw}",
]  # fmt: skip


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CARDS, n):
        number = v.card(rng, rng.choice(_CARD_BRANDS))
        shown = v.grouped(number, rng.choice([" ", "-", ""]), rng)
        out.append(Sample("card_number", template.replace("{pw}", shown), shown))
    return out


_CVVS = [
    "tarjeta {c}, el código de seguridad es {pw}",
    "Cleiton: os três dígitos atrás do cartão são {pw}",
    "Kenji: セキュリティコード {pw}",
    "card {c} exp 05/32 CVV {pw}",
]  # fmt: skip


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CVVS, n):
        cvv, c = _r(rng, D, 3), v.grouped(v.card(rng, "visa"), " ", rng)
        out.append(Sample("card_code", template.replace("{c}", c).replace("{pw}", cvv), cvv))
    return out


_IBAN_SHAPES = {"EG": "n" * 25, "SV": "aaaa" + "n" * 20, "OM": "nnn" + "c" * 16,
                "VG": "aaaa" + "n" * 16, "XK": "n" * 16, "NI": "aaaa" + "n" * 20,
                "RU": "n" * 14 + "c" * 15, "BY": "cccc" + "nnnn" + "c" * 16}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    return v.iban_shaped(g, country, _IBAN_SHAPES)


_IBANS = [
    "Camila: el IBAN del proveedor es {pw}",
    "transferir a {pw} (proveedor de repuestos)",
    "Kenji: 振込先IBAN：{pw}",
    "Cleiton: IBAN da conta: {pw}",
    "IBAN for the Ilo supplier invoice: {pw}",
    "cuenta IBAN {pw}, a nombre de Qollqe Sur",
]  # fmt: skip


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    countries = v.cycle(rng, list(_IBAN_SHAPES), n)
    for template, country in zip(v.cycle(rng, _IBANS, n), countries, strict=True):
        number = _iban(rng, country)
        shown = v.iban_spaced(number) if rng.random() < 0.5 else number
        out.append(Sample("iban", template.replace("{pw}", shown), shown))
    return out


def _dni(g: random.Random) -> str:
    body = _r(g, D, 8)
    return body + str(pe_cui.calc_check_digits(body)[0])


def _ruc(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice(["10", "20"]) + _r(h, D, 9), pe_ruc.is_valid)


def _rut(g: random.Random) -> str:
    body = str(g.randrange(5_000_000, 26_000_000))
    return f"{body}-{cl_rut.calc_check_digit(body)}"


def _mynumber(g: random.Random) -> str:
    body = _r(g, D, 11)
    return body + jp_in.calc_check_digit(body)


def _jcn(g: random.Random) -> str:
    body = _r(g, D, 12)
    return jp_cn.calc_check_digit(body) + body


def _cpf(g: random.Random) -> str:
    return v.cpf_number(g)


def _cnpj(g: random.Random) -> str:
    body = _r(g, D, 12)
    return str(br_cnpj.format(body + br_cnpj.calc_check_digits(body)))


_IDS: list[tuple[str, Maker]] = [
    ("Yesenia: mi DNI es {pw}, para la planilla", _dni),
    ("DNI del chofer de Ilo: {pw}", _dni),
    ("Feliciana: DNI-ja {pw}", _dni),
    ("RUC de mi negocio personal: {pw} (no lo pongas en la factura)", _ruc),
    ("Iván: mi RUT es {pw} po", _rut),
    ("RUT de la Camila: {pw}", _rut),
    ("Kenji: マイナンバー {pw}", _mynumber),
    ("Yoko: 個人番号は{pw}です", _mynumber),
    ("Kenji: 法人番号：{pw}", _jcn),
    ("Cleiton: meu CPF é {pw}", _cpf),
    ("CPF do Josué: {pw}", _cpf),
    ("Rosângela: CNPJ da transportadora {pw}", _cnpj),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        value = make(rng)
        out.append(Sample("national_id", template.replace("{pw}", value), value))
    return out


_BACKUPS = [
    "códigos de respaldo de Google de Qollqe:\n{codes}",
    "Kenji: バックアップコード\n{codes}",
    "Cleiton: códigos de backup da conta: {codes}",
    "2FA backup codes for the Tacna admin account:\n{codes}",
    "Iván: códigos de recuperación del Microsoft 365: {codes}",
]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _BACKUPS, n):
        codes = v.backup_codes(rng, 6, rng.randrange(4))
        joiner = "\n" if "\n" in template else ", "
        text = template.replace("{codes}", joiner.join(codes))
        out.append(Sample("backup_codes", text, codes[rng.randrange(6)]))
    return out


_TOTPS = [
    "secreto TOTP del VPN de Ilo: {pw}",
    "otpauth://totp/Qollqe:{u}?secret={pw}&issuer=Qollqe",
    "Kenji: 2FAの設定キー {pw}",
    "Cleiton: chave de configuração do 2FA: {pw}",
    "2FA setup key for the Moquegua firewall: {pw}",
]  # fmt: skip

_CODES = [
    "Yesenia: el código de verificación es {pw}, rápido",
    "{pw} es tu código de verificación de Qollqe",
    "Kenji: 認証コード：{pw}",
    "Cleiton: o código de confirmação é {pw}",
    "Camila: te llegó el código? es {pw}",
    "Your Ilo portal one-time code: {pw}",
    "Use {pw} to sign in to the Tacna VPN",
    "Josué: código do SMS {pw}",
]  # fmt: skip

_SSIDS = ["QollqeSur-Ilo", "Almacen Moquegua 5G", "TACNA-OFICINA", "Candarave_Comunidad",
          "Posto Iñapari", "Casa Okinawa"]  # fmt: skip
_WIFI = [
    "wifi {s} / {pw}",
    "red {s}, clave {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "Kenji: Wi-Fi「{s}」のパスワードは{pw}",
    "Cleiton: rede {s} senha {pw}",
    "Feliciana: wifi {s}, jamasa arupax {pw}",
    "network: {s}\nWPA key: {pw}",
    "nmcli dev wifi connect '{s}' password '{pw}'",
]  # fmt: skip


def _wifi(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _WIFI, n):
        secret = _plain_pw(rng)
        text = template.replace("{s}", rng.choice(_SSIDS)).replace("{pw}", secret)
        out.append(Sample("wifi_key", text, secret))
    return out


_PINS = [
    "Yesenia: el PIN de la tarjeta de la caja chica es {pw}",
    "clave del candado del almacén de Ilo: {pw}",
    "Kenji: 暗証番号は{pw}",
    "Yoko: anshou bangou wa {pw} yo",
    "Cleiton: a senha do cartão é {pw}",
    "código de la alarma de la oficina de Tacna: {pw}",
    "Iván: el PIN del celular de la bodega es {pw} po",
    "the gate keypad code at the Ilo yard is {pw}",
]  # fmt: skip

_PHRASE_WORDS = ["garua", "molle", "piquero", "tacora", "olivo", "pampa", "caleta", "huayco",
                 "lucuma", "rocoto", "vicuña", "queñua", "totora", "yareta"]  # fmt: skip
_PHRASES = [
    "frase de contraseña del KeePass: {pw}",
    "passphrase del disco cifrado: {pw}",
    "Kenji: パスフレーズは {pw}",
    "Cleiton: frase-senha do cofre: {pw}",
    "the Bitwarden master passphrase is {pw}",
]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, g.randrange(4, 6)))


_CONFIGS = [
    "[database]\nhost = 10.40.2.15\nuser = siga\npassword = {pw}",
    "spring:\n  datasource:\n    username: erp\n    password: \"{pw}\"",
    "<add key=\"DbPassword\" value=\"{pw}\" />",
    "define('DB_PASSWORD', '{pw}');",
    "smtp_pass: '{pw}'  # correo de avisos Tacna",
    "[mysqld_exporter]\nuser=exporter\npassword={pw}",
    "auth_pass {pw}",
    "bindpw {pw}",
    "<Password>{pw}</Password>",
    "rootpw {pw}",
    "10.40.2.15:5432:siga:siga:{pw}",
    "{\"mqtt\": {\"user\": \"sensor\", \"password\": \"{pw}\"}}",
    "variable \"db_password\" {\n  default = \"{pw}\"\n}",
    "mail.smtp.password={pw}",
]  # fmt: skip

_ENVS = [
    "# .env de Moquegua\nDB_USER=siga\nDB_PASSWORD={pw}",
    "export MYSQL_PWD='{pw}'",
    "POSTGRES_PASSWORD={pw}",
    "REDIS_PASSWORD={pw}",
    "SMTP_PASSWORD=\"{pw}\"",
    "ADMIN_PASS={pw}",
    "KEYCLOAK_ADMIN_PASSWORD={pw}",
    "environment:\n  - MARIADB_ROOT_PASSWORD={pw}",
]  # fmt: skip


def _hexes(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "hex_key", _HEXES, n, lambda g: _r(g, HEX, g.choice([32, 40, 64])))


def _jwts(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "jwt", _JWTS, n, _jwt)


def _pems(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "private_key", _PEMS, n, _pem)


def _totp(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "totp_seed", _TOTPS, n, lambda g: v.totp_secret(g, spaced=False))


def _urls(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "connection_string", _URLS, n, _plain_pw)


# How many samples each family draws (390 in all).
_PLAN: list[tuple[Taker, int]] = [
    (_family("said_password", _SAID, _pw), 70), (_family("login_pair", _LOGINS, _plain_pw), 24),
    (_spelled, 14), (_cli, 36), (_urls, 14), (_vendors, 50), (_hexes, 8), (_jwts, 8),
    (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 12), (_national, 20),
    (_backups, 8), (_totp, 5), (_family("one_time_code", _CODES, _j((D, 6))), 8), (_wifi, 16),
    (_family("pin_code", _PINS, lambda g: _r(g, D, g.choice([4, 4, 6]))), 14),
    (_family("passphrase", _PHRASES, _phrase), 8), (_auth, 8),
    (_family("config_password", _CONFIGS, _plain_pw), 18),
    (_family("env_password", _ENVS, _plain_pw), 12),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family(rng, n)
    return out


def _five_words(g: random.Random) -> str:
    return " ".join(g.sample(_PHRASE_WORDS, 5))


def _mc_card(g: random.Random) -> str:
    return v.grouped(v.card(g, "mastercard"), " ", g)


def _one_code(g: random.Random) -> str:
    return v.backup_codes(g, 1, 1)[0]


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "oe, la contra del router de Ilo es": "{s}", "Camila: la clave del portal quedó": "{s} po",
    "パスワード：": "{s}", "a senha do rastreador é": "{s}\nnão passa pra ninguém",
    "jamasa arupax": "{s} ukawa", "the Tacna NAS password is": "{s}",
    "contraseña del SIGA:": "{s} (cambiar en julio)", "pasuwaado wa": "{s} desu",
    "senha:": "{s}", "Percy dictó la clave del DVR:": "{s}, creo",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Pumakey API key", "{s}", _j("pmk_sk_", (ALNUM, 40))),
    ("split_token", "Niubiz client secret:", "{s} (Tacna)", v.uuid4),
    ("split_token", "GitHub token", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "frase semilla de la billetera", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 09/33",
     lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "XK"))),
    ("split_backup", "códigos de respaldo", "{s}\n{t}", lambda g: v.backup_codes(g, 1, 1)[0]),
    ("split_otp", "secreto TOTP", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "RUT", "{s}", _rut),
    ("split_phrase", "passphrase del KeePass", "{s}", _five_words),
]  # fmt: skip


def _fill_one(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    text = template.replace("{s}", secret)
    if "{t}" in text:
        text = text.replace("{t}", "\n".join(v.backup_codes(rng, 3, 1)))
    return text, secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [
        FieldPair(cls, first, *_fill_one(rng, second, make)) for cls, first, second, make in rows
    ]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"nvr_ilo": {"url": "https://nvr-ilo.lan", "admin_pw": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "wmamani", "clave": "{s}"}}': ("meta_password", _plain_pw),
    '{"balanzas": [{"id": "b1"}, {"id": "b2", "web_pw": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "siga", "--password", "{s}", "siga"]}': ("meta_password", _plain_pw),
    '{"nota": "la contra del wifi de Tacna es {s}"}': ("meta_password", _plain_pw),
    '{"パスワード": "{s}"}': ("meta_password", _plain_pw),
    '{"senha": "{s}", "motorista": "cleiton"}': ("meta_password", _plain_pw),
    '{"pumakey": {"api_key": "{s}"}}': ("meta_token", _j("pmk_sk_", (ALNUM, 40))),
    '{"guardlineToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"niubiz_secret": "{s}"}': ("meta_token", v.uuid4),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"numero_tarjeta": "{s}", "vence": "07/34"}}': ("meta_card", _mc_card),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SV")),
    '{"empleado": {"dni": "{s}"}}': ("meta_id", _dni),
    '{"mfa": {"backup_codes": ["{s}", "4821-7730", "9051-2284"]}}': ("meta_otp", _one_code),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"vpn": {"totp_secret": "{s}"}}': ("meta_key", lambda g: v.totp_secret(g, spaced=False)),
    '{"almacen_ilo": {"candado_pin": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "QollqeSur-Ilo", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill_one(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"siga: add guia de remision column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"balanzas: revert tare rounding", usedforsecurity=False).hexdigest()[:9]
_WHEEL = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_ISO = hashlib.sha256(b"debian-12.9.0-amd64-netinst.iso").hexdigest()
_MD5 = hashlib.md5(b"planilla_2031-07.xlsx", usedforsecurity=False).hexdigest()

CLEAN = [
    "Recuérdame cambiar la contraseña del NVR de Ilo antes de la auditoría del 2031-09-14.",
    "Wilber pidió la clave del wifi; está en la tarjeta del cajón de la jefa de almacén.",
    "Política: las contraseñas de Qollqe Sur tienen mínimo 14 caracteres y viven en el Bitwarden.",
    "Por favor no peguen contraseñas en el grupo, compartan un enlace del vault.",
    "La línea `PUMAKEY_API_KEY=replace-me` de .env.example es un marcador, la real va en el vault",
    "Oe causa, ¿cuál era la contra del router? Pregúntale a Percy, yo no la tengo.",
    "Cachai que el portal pide cambiar la clave cada 90 días, po.",
    "パスワードは誰にも教えないでね。",
    "Kenji: obaachan, pasuwaado wa dare ni mo oshienaide ne.",
    "Não passa a senha pra ninguém, rapaz.",
    "Jamasa aru janiw khitirus churañamäkiti.",
    "La contraseña debe tener por lo menos catorce caracteres, pe.",
    "A senha precisa ter no mínimo catorze caracteres.",
    "Actualicé pyserial a 3.5 y el firmware de la balanza de 2.1 a 2.4 el fin de semana.",
    f"commit {_COMMIT} agrega la columna de guía de remisión.",
    f"Volví a {_SHORT} después de que el redondeo de la tara rompió los reportes.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL}",
    f"SHA-256 checksum of debian-12.9.0-amd64-netinst.iso: {_ISO}",
    f"MD5 de planilla_2031-07.xlsx es {_MD5}, igual que la copia del NAS.",
    "Request id 3f6a2c19-8d4e-4b07-a1c5-7e9b0d2f4a61 es la que demora en los logs del SIGA.",
    "Orden de compra OC-2031-00714 por 12 cajas de aceitunas de Ilo sale el jueves.",
    "Ticket QS-7712: la impresora de Moquegua se atasca cada mañana.",
    "Llamen a la tienda de Tacna al (052) 41 7730 antes del mediodía.",
    "Guía de remisión T001-004821 para el camión de Arica, 18 pallets.",
    "Contenedor MSCU 7714022 con el lote de olivos está en el puerto de Ilo.",
    "El almacén de Ilo está a 19 °C y 62 % de humedad; la cámara fría a 4 °C.",
    "Después de cinco contraseñas equivocadas el ERP bloquea la cuenta 20 minutos.",
    "El secreto del pisco de Moquegua es la uva quebranta bien madura.",
    "Pídele a Edgar el código del candado, yo no lo tengo.",
    "Mi tarjeta terminada en 4410 fue rechazada en la ferretería de Tacna.",
    "El proveedor de El Salvador quiere el IBAN en la factura sin espacios.",
    "Imprime los códigos de respaldo de la cuenta de Google y guárdalos en la caja fuerte.",
    "Ningún soporte de billetera te va a pedir tu frase semilla.",
    "Guarda `GUARDLINE_TOKEN` en el gestor de secretos, nunca en el repositorio.",
    "El candado del almacén de Ilo se oxida con la brisa del mar; lubricarlo cada mes.",
    "Pumakey movió la página de API keys a Ajustes › Desarrolladores en su versión de mayo.",
    "ISBN 978-612-4045-17-0 es el manual de olivicultura del estante de calidad.",
    "El wifi de invitados 'QollqeSur-Invitados' es abierto, no necesita contraseña.",
    "Lote LOT-2031-ILO-0311, 60 kg, humedad 11.2 %; calibre 120/140.",
    "Kenji: 来週の火曜日に那覇から電話するね、午後3時。",
    "Yoko: 注文番号は 2031-0714-5521 です、届いたら教えて。",
    "Cleiton: saí de Rio Branco às 6h, chego em Iñapari lá pelas 14h, placa QAX-4F21.",
    "Josué: o frete até Ilo ficou em R$ 4.850,00, nota fiscal 000.112.734.",
    "Iván: el camión pasa Chacalluta a las 8:30, guía 004817, 22 toneladas.",
    "Camila: el token de la reunión se contó por persona, fueron 14 tokens de almuerzo.",
    "Feliciana: Candarave markanx jallux purinti, 12 mm ukaw qillqataski.",
    "Saturnino: jilatanaka, jutir phaxsi tantachawiw utjani, 2031-08-03 urunxa.",
    "The SIGA password reset link expires in 30 minutes.",
    "The Tacna office PIN pad is broken; use the other terminal.",
    "Token counts for the assistant: prompt 812, completion 240.",
    "Password rotation for the Ilo servers is scheduled for Friday at 22:00.",
    "Set the DB password in the vault, then run `make deploy ENV=moquegua`.",
    "Ask Percy for the door code of the Ilo yard; it is not written anywhere.",
    "RUC de la ferretería proveedora en la factura pública: ver el comprobante E001-771.",
    "Version 4.12.3 of the weighing app fixed the tare bug; build 20310714.1 is on the kiosk.",
    "Fingerprint of the Ilo host key: SHA256:4t8Vb2kQzN1cLm7Yw0pR3sXe9dF6gH5jK2aB1nM0oP",
    "Precio del pasaje Tacna–Arica: 40 soles; el colectivo sale cada 30 minutos.",
    "Horario de la oficina de Moquegua: lunes a viernes de 8:00 a 17:00, sábados hasta las 13:00.",
    "Kenji: 暗証番号を忘れたら銀行に電話してね。",
    "Cleiton: a senha do wifi do posto tá colada no balcão, pede pro frentista.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-07-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/qollqe/nvr-ilo", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 714}}',
    f'{{"sha256": "{_WHEEL}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "QS-7712", "orden_compra": "OC-2031-00714"}',
    '{"lote": {"id": "LOT-2031-ILO-0311", "peso_kg": 60, "humedad_pct": 11.2}}',
    '{"telefono": "(052) 41 7730", "ciudad": "Tacna"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "cajas_en_stock": 1284}',
    '{"guia_remision": "T001-004821", "placa": "QAX-4F21", "destino": "Arica"}',
    '{"contenedor": "MSCU 7714022", "naviera": "Ilo Lines", "eta": "2031-08-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
