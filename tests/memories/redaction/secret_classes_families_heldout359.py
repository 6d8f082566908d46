# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-fifty-ninth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-fifty-seventh's
docstring, the fifth to three-hundred-and-fifty-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (358, 360, 361), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (359_618_247), password words (a
northern dish and a fishing word with a number and a sign, `MajariscoChinchorro47!`; dot-joined
dishes with a year, `chifle.natilla.2021`; a pond's harvest, `Poza12Caballa30t#`; leet `M4ngl4r`,
`Tump1s`; a name, a place and a number; a generator's dashed groups; random runs).

The fictional company is Manglares de Tumpis Acuícola S.A.C. (an office in Piura, a mango packing
house in Sullana, a fishmeal plant and a squid landing at Paita, a shrimp farm by Puerto Pizarro
and Zarumilla, a hatchery in Tumbes and a staff lodge in Máncora), with northern staff (Wilmer,
Yesenia, Segundo, Nelly, Edwin, Milagros), Ecuadorian traders in Huaquillas (Byron, Maribel), a
fishmeal buyer from Qingdao (Zhao Wenjing, Liu Haitao), a squid-fishing partner from Busan (Park
Jun-ho, Kim Seo-yeon) and a shrimp buyer from Fortaleza (Thiago, Renata); every company, person,
address, domain (`tumpis.lan`, `manglares-tumpis.example`), account and number is invented, only
the region is real. Texts: chats, tickets (`MT-…`), notes, runbooks, shell prompts, config and
env files, voice-note transcripts and requests to the assistant; separators: a colon, `=`, `→`,
`/`, `es`, `quedó`, `ficou`, `é`, `是`, `는`, `:`, a full-width colon, a new line and none.

Grep counts (heldouts 5 to 357 naming each, grep -l): none for Piura, Sullana, Paita, Máncora,
Mancora, Tumbes, Huaquillas, Zarumilla, Talara, Zorritos, Sechura, Colán, Lobitos, Tumpis, Tallán,
Vicús, churre, chuta, Aquasmart, ManglarNet, Caballa, `vsql -U`,
`edgedb --password-from-stdin`; one to nine for `kcat -X` (1), `nzsql -u` (2), sstpc (2),
`vpncmd /server` (2), `drush upwd` (3), Rundeck (3), fluent-bit (3), `ntp.keys` (3), ec.ruc (3),
Kushki (3), KakaoPay (3), PagSeguro (3), achachay (1), bacán (1), Eruvaka (1), Contífico (1),
Payphone (1), ñaño (4), mijo (4), zhujici (4), impdp (4), `xe -pw` (4), `p4 -P` (4), sqlldr (5),
`rman target` (5), Connect-VIServer (5), WinSCP (5), `poetry config` (5), `wp user create` (5),
`.LOGON` (5), `rpk topic` (5), asinfo (5), nzbget (5), ec.ci (6), pe.ruc (6), jumin (7),
shenfenzheng (7), `cockroach sql --url` (8), `etcdctl --user` (8), `surreal sql` (8), winrs (8),
bibeon (8), pe.cui (8), br cpf (8), `addauth digest` (9), `dbisql -c` (9); more for bteq (11),
schtasks (11), br.cnpj (12), cn.uscc (13), `isql-fb -user` (13), kr.rrn (15), kr.brn (15),
cn.ric (21), KakaoTalk (22), `guá` (24), `senha é` (34), telegraf (41), odoo.conf (65),
`비밀번호는` (69), `密码是` (72). IBAN countries by a rough count of quoted two-letter codes: Spain
(26), Gibraltar, Greece, Slovenia, Tunisia (30 each), Albania, Bosnia and Herzegovina and Bulgaria
(31 each), the lowest of that count.

About half of the secret samples are not in English: the Spanish of Piura and Tumbes as texted
(`oe`, `guá`, `churre`, `causa`, `mi king`, `ya pe`, `la contra`, `nomás`, `xfa`, `dsd`), the
Spanish of the Ecuadorian traders in Huaquillas (`ñaño`, `chuta`, `mijo`, `pana`, `de ley`,
`bacán`, `achachay`, `la clave nomás`), the Mandarin of the fishmeal buyer in characters (`密码是`,
`登录密码`, `助记词`, `验证码`, `身份证号`) and pinyin without tones (`mima shi`, `denglu mima`,
`yonghuming`, `qianbao zhujici`, `shenfenzheng hao`, `xin mima`), the Korean of the squid-fishing
partner in Hangul (`비밀번호는`, `비번`, `인증번호`, `주민등록번호`, `복구 문구`) and romanised
(`bimilbeonho-neun`, `bibeon`, `aidi`, `jumin deungnok beonho`, `sae bibeon`), and the Portuguese of
the Brazilian buyer (`a senha é`, `senha:`, `ficou`, `valeu`, `chave de API`, `código de
verificação`, `frase de recuperação`). Spanish, Mandarin in characters, Korean in Hangul and
Portuguese are ordinary usage; the author's guesses, checked by no speaker, are the regional
texting words of Piura and Huaquillas (how often `guá`, `churre`, `mi king`, `achachay` would
appear in such chats), the pinyin spellings without tones and the Korean romanisations.

Vendors: invented ones (Tallán Pay `tlp_live_`, ManglarNet IoT `mgn-`, Vicús SMS `vcs_`, Caballa
Cloud `cbc.`, Tumpis Guías with UUID keys; shapes guessed), regional ones with guessed shapes
(Payphone, Kushki, Datafast, PagSeguro, KakaoPay, Alipay) and published shapes (GitHub, GitLab,
Slack, Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google, Hugging Face, npm, SendGrid, Telegram,
PyPI, Shopify, DigitalOcean, Grafana, Sentry, Supabase, Tailscale, Groq, Replicate, Docker Hub,
Brevo, NVIDIA, Alibaba, Tencent, Contentful, Typeform, Flutterwave, HubSpot, Doppler, PlanetScale,
Netlify, Atlassian, 1Password); the JWTs are well-formed.

Ids: Peru's DNI with its check digit (`pe.cui`) and RUC (`pe.ruc`), Ecuador's cédula and RUC
(`ec.ci`, `ec.ruc`), Brazil's CPF and CNPJ (`br.cpf`, `br.cnpj`), Korea's resident registration
and business numbers (`kr.rrn`, `kr.brn`), China's resident id and unified social credit code
(`cn.ric`, `cn.uscc`), each drawn until its python-stdnum module validates it. Cards pass Luhn
(`stdnum.luhn`; Visa, Mastercard, Amex, Diners, UnionPay and Elo prefixes); IBANs are checked
with `stdnum.iban`; seed phrases come from mnemonic's English, Spanish, Simplified Chinese, Korean
and Portuguese lists, checked with `Mnemonic(lang).check`.
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
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.br import cnpj as br_cnpj
from stdnum.br import cpf as br_cpf
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc
from stdnum.ec import ci as ec_ci
from stdnum.ec import ruc as ec_ruc
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 359_618_247
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]


def _sub(template: str, fields: dict[str, str]) -> str:
    """``template`` with each ``{name}`` of ``fields`` replaced (other braces stay as written)."""
    for name, value in fields.items():
        template = template.replace("{" + name + "}", value)
    return template


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
            out.append(Sample(self.cls, _sub(template, fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_FOOD = ["Cebiche", "Chifle", "Majarisco", "Natilla", "Sudado", "Clarito", "Caballa", "Conchanegra",
         "Algarrobina", "Seco", "Cangrejo", "Langostino", "Mero", "Pota", "Malarrabia", "Zarandaja",
         "Tamalito", "Copuz"]  # fmt: skip
_SEA = ["Manglar", "Bolichera", "Chinchorro", "Caleta", "Muelle", "Estero", "Piscina", "Aireador",
        "Balsilla", "Tolva", "Espinel", "Marea", "Oleaje", "Faro"]  # fmt: skip
_PLACES = ["Piura", "Sullana", "Paita", "Mancora", "Tumbes", "Zorritos", "Sechura", "Colan",
           "Talara", "Chulucanas", "Catacaos", "Zarumilla", "Lobitos", "PuertoPizarro",
           "Huaquillas", "Qingdao", "Busan", "Fortaleza"]  # fmt: skip
_NAMES = ["Wilmer", "Yesenia", "Segundo", "Rosmery", "Edwin", "Milagros", "Nelly", "Jhony",
          "Querevalu", "Chunga", "Ipanaque", "Sernaque", "Byron", "Maribel", "Jefferson",
          "Wenjing", "Haitao", "Junho", "Seoyeon", "Thiago", "Renata"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["M4ngl4r", "L4ng0st1n0", "P0t4", "C4b4ll4", "Ch1fl3", "T4ll4n", "V1cus", "Tump1s",
         "C3b1ch3"]  # fmt: skip


def _harvest(g: random.Random) -> str:
    """A pond, a harvest's weight and a sign, the way a farm crew jokes a password together."""
    tons = g.choice([12, 18, 22, 30, 45])
    return f"Poza{g.randrange(1, 40)}{g.choice(_FOOD)}{tons}t{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, letters and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FOOD)}{g.choice(_SEA)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_FOOD, 2)) + "." + str(g.randrange(2000, 2032)),
    lambda g: f"{g.choice(_NAMES)}{g.choice(_PLACES)}{g.randrange(60, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2032)) + g.choice(_SYMBOLS),
    _harvest,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_SEA).lower()}_{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    _manager,
    lambda g: "".join([g.choice(_SEA).upper(), g.choice(_SYMBOLS), g.choice(_FOOD)])
    + str(g.randrange(10, 999)),
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # Northern Peruvian Spanish, as texted
    "oe churre, la contra del Aquasmart de la poza 7 es {pw}",
    "guá Wilmer, la clave del panel de los aireadores es {pw} nomás",
    "ya pe causa, contraseña del tablero Eruvaka: {pw}",
    "mi king, la clave del NVR de la langostinera en Puerto Pizarro es {pw}, no la pases",
    "Yesenia (audio transcrito): la contraseña del sistema de la cámara de frío es {pw}",
    "xfa anota: clave del alimentador AQ1 de Zarumilla → {pw}",
    "oe la contraseña del correo de planta Paita ya es {pw} dsd hoy",
    "Ticket MT-2214 (mesa de ayuda Manglares de Tumpis): clave del SCADA de harina {pw}",
    "nota de Segundo: contraseña del balanza Paita Muelle 2 = {pw}",
    "guá, la contra del router del lodge de Máncora la cambiaron a {pw}",
    # Ecuadorian Spanish of the Huaquillas traders
    "ñaño, la clave del sistema de guías es {pw}, de ley no la compartas",
    "chuta mijo, la contraseña del portal de aduana quedó {pw}",
    "pana Byron: clave nomás para la bodega de Huaquillas {pw}",
    "Maribel dice: la clave del facturador electrónico es {pw}, bacán",
    "achachay ñaño, anota la contraseña del Contífico: {pw}",
    # Mandarin of the fishmeal buyer
    "赵文静：鱼粉质检系统的密码是 {pw}",
    "刘海涛：派塔工厂的登录密码：{pw}",
    "wenjing: yufen zhijian xitong de mima shi {pw}",
    "haitao: Paita gongchang denglu mima {pw} bie wang le",
    "文静（语音转文字）：冷库监控的密码是{pw}",
    # Korean of the squid-fishing partner
    "박준호: 오징어 선단 위성통신 비밀번호는 {pw}",
    "김서연: 파이타 창고 관리 시스템 비번: {pw}",
    "junho: ojingeo seondan wiseong bimilbeonho-neun {pw} ieyo",
    "seoyeon: changgo bibeon {pw} ya, ijeobeoriji ma",
    "준호 (음성 메모): 냉동 컨테이너 관리 비밀번호는 {pw} 입니다",
    # Portuguese of the Brazilian shrimp buyer
    "Thiago: a senha do portal de compras de camarão é {pw}",
    "Renata: senha do painel de rastreio → {pw}, valeu",
    "Thiago (áudio transcrito): a senha da câmara fria de Fortaleza é {pw}",
    "Renata: a nova senha do sistema de pedidos ficou {pw}",
    # English
    "Runbook 'Paita fishmeal dryer': HMI login password is {pw}",
    "note to self: Sullana packing line Ishida scale admin password {pw}",
    "Assistant, remember the Tumbes hatchery controller password: {pw}",
    "Ticket MT-2290: Zorritos pond sensor gateway, admin password {pw}",
    "voice note from Edwin: the Mancora lodge booking system password is {pw}",
    "Sechura salt shed CCTV: password set to {pw} after the reset",
    "Please store this, the Talara cold-chain logger portal password: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["wyovera", "yeca", "schunga", "rquerevalu", "eipanaque", "msernaque", "nzapata",
          "jpanta", "bcedeno", "mvera", "zhaowj", "liuht", "junho.park", "seoyeon.kim",
          "thiago.alb", "renata.s"]  # fmt: skip
_LOGINS = [
    "Acceso al Aquasmart de la poza 12 → usuario: {u} / clave: {pw}",
    "Usuario {u}, contraseña {pw} (portal SUNAT de la planta Paita)",
    "oe, entra con {u} y la contra {pw}",
    "ñaño, el usuario es {u} y la clave {pw}",
    "用户名：{u} 密码：{pw}",
    "yonghuming {u}, mima {pw}",
    "아이디: {u} 비밀번호: {pw}",
    "aidi {u} / bimilbeonho {pw}",
    "usuário: {u} senha: {pw}",
    "login {u} e senha {pw}, Thiago mandou",
    "creds for the Paita dryer HMI: {u} / {pw}",
    "sign in to the hatchery NAS as {u} with {pw}",
    "{u}:{pw} (Zorritos pond gateway)",
    "Login: {u}\nPassword: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["langostino", "manglar", "chifle", "majarisco", "caballa", "zarandaja", "clarito",
               "tondero", "algarrobina", "copuz", "natilla", "espinel"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "la clave es la palabra {w} y después {d}, todo junto: {w}{d}",
    "guá, la contra es {w} en minúscula seguido de {d}, o sea {w}{d}",
    "ñaño, es {w}{d}: la palabra {w} y el número {d}",
    "密码是单词 {w} 加上数字 {d}，连在一起：{w}{d}",
    "비밀번호는 {w} 다음에 숫자 {d}, 붙여서 {w}{d}",
    "a senha é a palavra {w} seguida de {d}: {w}{d}",
    "the password is the word {w} followed by {d}, so {w}{d}",
    "type {w}{d}, that's the lodge router password",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word, number = rng.choice(_SAID_WORDS), str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "vsql -h vertica.tumpis.lan -U dbadmin -w {pw} -c 'select 1'",
    "echo '{pw}' | edgedb --password-from-stdin -H edb.tumpis.lan -u {u}",
    "kcat -b kafka.tumpis.lan:9093 -X security.protocol=SASL_SSL"
    " -X sasl.username={u} -X sasl.password={pw} -L",
    "nzsql -u {u} -pw {pw} -host netezza.tumpis.lan -d COSECHAS",
    "sstpc --user {u} --password {pw} vpn.tumpis.lan usepeerdns require-mschap-v2 noauth",
    "vpncmd /server vpn-paita.tumpis.lan:443 /password:{pw} /cmd UserList",
    "rpk topic list --brokers rp.tumpis.lan:9092 --user {u} --password {pw}"
    " --sasl-mechanism SCRAM-SHA-256",
    "etcdctl --endpoints=https://etcd1.tumpis.lan:2379 --user {u}:{pw} get /estanques --prefix",
    "zkCli.sh -server zk.tumpis.lan:2181 addauth digest {u}:{pw}",
    "bteq .LOGON td.tumpis.lan/{u},{pw}",
    "asinfo -h as1.tumpis.lan -U {u} -P {pw} -v status",
    "xe -s xen-sullana.tumpis.lan -u root -pw {pw} vm-list",
    "p4 -p ssl:p4.tumpis.lan:1666 -u {u} -P {pw} sync //planos/...",
    "poetry config http-basic.tumpis {u} {pw}",
    "sqlldr userid={u}/{pw}@PAITA control=pesajes.ctl log=pesajes.log",
    "impdp system/{pw}@TUMBES directory=DP_DIR dumpfile=harina.dmp",
    "rman target sys/{pw}@SULLANA",
    "Connect-VIServer -Server vc.tumpis.lan -User {u} -Password {pw}",
    "WinSCP.com /command \"open sftp://{u}:{pw}@sftp.tumpis.lan/\" \"get guias/*\" exit",
    "drush user:password admin '{pw}'",
    "wp user create lodge {u}@manglares-tumpis.example --role=editor --user_pass={pw}",
    "cmdkey /generic:nas-paita /user:{u} /pass:{pw}",
    "schtasks /create /tn Respaldo /tr C:\\ops\\respaldo.bat /sc daily /ru {u} /rp {pw}",
    "winrs -r:hmi-secador -u:{u} -p:{pw} ipconfig",
    "exaplus -c exa.tumpis.lan:8563 -u sys -p {pw} -sql 'select 1;'",
    "dbisql -c \"UID={u};PWD={pw};Host=sqla.tumpis.lan\" -nogui",
    "mgconsole --host mg.tumpis.lan --username {u} --password {pw}",
    "surreal sql --endpoint http://sdb.tumpis.lan:8000 --user root --pass {pw} --ns planta",
    "isql-fb -user SYSDBA -password {pw} fb.tumpis.lan:/data/balanzas.fdb",
    "cockroach sql --url 'postgresql://{u}:{pw}@crdb.tumpis.lan:26257/lotes?sslmode=verify-full'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "wilmer@secador-paita:~$ {c}", "PS C:\\ops> {c}",
    "历史记录里有这条命令：{c}", "제가 실행한 명령어: {c}", "o comando que rodei: {c}",
    "oe, este comando corrí: {c}", "ñaño, corrí esto: {c}", "bash_history del HMI:\n{c}",
    "[root@langostinera-zarumilla ~]# {c}", "runbook step 4:\n    {c}",
]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "cli_password", _CLI, n, _plain_pw, u=_USERS)
    return v.framed(rng, samples, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg-paita.tumpis.lan:5432/harina",
    "mysql://{u}:{pw}@lodge-mancora.tumpis.lan:3306/reservas",
    "mongodb+srv://{u}:{pw}@langostino.x9qe2.mongodb.net/estanques",
    "redis://{u}:{pw}@cache.tumpis.lan:6379/2",
    "amqps://{u}:{pw}@mq.tumpis.lan:5671/guias",
    "sqlserver://sql-sullana.tumpis.lan:1433;user={u};password={pw};database=Empaque",
    "rtsp://{u}:{pw}@cam-poza12.tumpis.lan:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@ftp.tumpis.lan/balanzas/",
    "cadena de conexión: Server=sql-piura;User Id={u};Password={pw};",
    "连接串：postgresql://{u}:{pw}@10.40.2.8:5432/yufen",
    "접속 주소: mysql://{u}:{pw}@squid-db.tumpis.lan/ojingeo",
    "string de conexão: jdbc:postgresql://pg.tumpis.lan/camarao?user={u}&password={pw}",
    "neo4j+s://{u}:{pw}@graph.tumpis.lan:7687",
]  # fmt: skip
_urls = _Family("connection_string", _URLS, _with(_plain_pw, u=_USERS), "pw")


_VENDORS: list[tuple[str, str, Maker]] = [  # (vendor, its variable, its token's shape)
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("OpenRouter", "OPENROUTER_API_KEY", _j("sk-or-v1-", (HEX, 64))),
    ("AWS", "AWS_ACCESS_KEY_ID", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("PyPI", "PYPI_TOKEN", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
    ("Shopify", "SHOPIFY_ADMIN_TOKEN", _j("shpat_", (HEX, 32))),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Grafana", "GRAFANA_SA_TOKEN", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Sentry", "SENTRY_AUTH_TOKEN", _j("sntrys_", (ALNUM, 60))),
    ("Supabase", "SUPABASE_ACCESS_TOKEN", _j("sbp_", (HEX, 40))),
    ("Tailscale", "TS_AUTHKEY", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52))),
    ("Replicate", "REPLICATE_API_TOKEN", _j("r8_", (ALNUM, 37))),
    ("Docker Hub", "DOCKERHUB_TOKEN", _j("dckr_pat_", (URLSAFE, 27))),
    ("Brevo", "BREVO_API_KEY", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA", "NVIDIA_API_KEY", _j("nvapi-", (URLSAFE, 64))),
    ("Alibaba Cloud", "ALIBABA_CLOUD_ACCESS_KEY_ID", _j("LTAI", (ALNUM, 20))),
    ("Tencent Cloud", "TENCENTCLOUD_SECRET_ID", _j("AKID", (ALNUM, 32))),
    ("Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", _j("CFPAT-", (URLSAFE, 43))),
    ("Typeform", "TYPEFORM_TOKEN", _j("tfp_", (ALNUM, 44), "_", (ALNUM, 14))),
    ("Flutterwave", "FLW_SECRET_KEY", _j("FLWSECK-", (HEX, 32), "-X")),
    ("HubSpot", "HUBSPOT_TOKEN", lambda g: f"pat-na1-{v.uuid4(g, 'b')}"),
    ("Doppler", "DOPPLER_TOKEN", _j("dp.st.prd.", (ALNUM, 43))),
    ("PlanetScale", "PLANETSCALE_PASSWORD", _j("pscale_pw_", (URLSAFE, 43))),
    ("Netlify", "NETLIFY_AUTH_TOKEN", _j("nfp_", (ALNUM, 36))),
    ("Atlassian", "ATLASSIAN_API_TOKEN", _j("ATATT3xFfGF0", (URLSAFE, 180), "=", (UPPER_HEX, 8))),
    ("1Password", "OP_SERVICE_ACCOUNT_TOKEN", _j("ops_eyJ", (URLSAFE, 120))),
    # invented local vendors (shapes guessed)
    ("Tallán Pay", "TALLANPAY_SECRET", _j("tlp_live_", (ALNUM, 32))),
    ("ManglarNet IoT", "MANGLARNET_KEY", _j("mgn-", (LOWER_DIGITS, 40))),
    ("Vicús SMS", "VICUS_SMS_TOKEN", _j("vcs_", (HEX, 40))),
    ("Caballa Cloud", "CABALLA_API_KEY", _j("cbc.", (URLSAFE, 24), ".", (URLSAFE, 16))),
    ("Tumpis Guías", "TUMPIS_GUIAS_KEY", lambda g: v.uuid4(g, "8")),
    # regional vendors, shapes guessed
    ("Payphone", "PAYPHONE_TOKEN", _j((URLSAFE, 64))),
    ("Kushki", "KUSHKI_PRIVATE_KEY", _j((HEX, 32))),
    ("Datafast", "DATAFAST_SECRET", _j((ALNUM, 40))),
    ("PagSeguro", "PAGSEGURO_TOKEN", lambda g: v.uuid4(g, "9") + _r(g, HEX, 32)),
    ("KakaoPay", "KAKAOPAY_SECRET_KEY", _j("DEV", (UPPER_HEX, 38))),
    ("Alipay", "ALIPAY_APP_SECRET", _j((ALNUM, 48))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} API key: {tok}",
    "oe, el token de {vendor} es {tok}",
    "ñaño, la API key de {vendor} nomás: {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "{vendor} API 키: {tok}",
    "chave de API do {vendor}: {tok}",
    "Settings › Integrations › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    "  {env}: \"{tok}\"",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    tallan = _r(rng, ALNUM, 32)
    payphone = _r(rng, URLSAFE, 64)
    kakao = _r(rng, HEX, 32)
    pag = _r(rng, UPPER_HEX, 32)
    return [
        Sample(
            "vendor_token",
            f'r = requests.post(url, headers={{"X-Tallan-Key": "tlp_live_{tallan}"}})',
            f"tlp_live_{tallan}",
        ),
        Sample(
            "vendor_token",
            f"curl -H 'Authorization: Bearer {payphone}' https://pay.payphone.example/api/Sale",
            payphone,
        ),
        Sample("vendor_token", f'headers = {{"Authorization": "KakaoAK {kakao}"}}', kakao),
        Sample("vendor_token", f"<add key=\"PagSeguroToken\" value=\"{pag}\" />", pag),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(
            Sample("vendor_token", _sub(template, {"vendor": vendor, "env": env, "tok": tok}), tok)
        )
    return out


_BARE_PLACES = ["{t}", "guarda esto porfa:\n{t}", "ñaño, esto es: {t}", "这个 token：{t}",
                "이 토큰 보관해 줘: {t}", "guarda esse token: {t}",
                "{t}\n^ the new one, old one revoked"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)),
                _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AppKey LoRaWAN del sensor de oxígeno de la poza 9: {h}": 32,
    "HMAC secret for the Tallán Pay webhook: {h}": 64,
    "clave de cifrado del respaldo de la planta Paita: {h}": 64,
    "鱼粉数据备份的加密密钥：{h}": 64,
    "위성 단말기 암호화 키: {h}": 48,
    "chave de criptografia do backup: {h}": 64,
    "pre-shared key of the Sullana–Paita IPsec tunnel (hex): {h}": 64,
    "NwkSKey of the Zorritos weather station (ABP): {h}": 32,
    "ñaño, la llave AES del lector de guías: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket MT-2301: token copiado de la pestaña de red {t}",
    "Cookie: lang=es-PE; tumpis_session={t}",
    "GUIAS_ACCESS_TOKEN={t}",
    "guarda este bearer token {t}",
    "token 是 {t}",
    "토큰은 {t}",
    "o token é {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    email = f"{rng.choice(_USERS)}@manglares-tumpis.example"
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 7200,
                              "email": email}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.tumpis.lan/realms/planta", "azp": "guias-web"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "llave vieja del servidor de balanzas, guárdala:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/guias.tumpis.lan.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{"SUNAT_CERT_KEY": "{key}", "ruc": "publico"}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_paita <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "服务器私钥：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "서버 개인 키:\n{key}": ("PRIVATE KEY", "\n"),
    "chave privada do SFTP do comprador:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAB"
                                      "FwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    block = [f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"]
    return {"key": joiner.join(block), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "frase semilla de la billetera de la caja chica, oe: {p}": "spanish",
    "ñaño, las palabras de recuperación de la wallet: {p}": "spanish",
    "钱包助记词：{p}": "chinese_simplified",
    "qianbao zhujici (Wenjing de): {p}": "english",
    "지갑 복구 문구: {p}": "korean",
    "frase de recuperação da carteira do Thiago: {p}": "portuguese",
    "Exodus wallet recovery phrase\n{p}": "english",
    "voice note: the Trust Wallet recovery words are {p} and that's all": "english",
    "Runbook 'cripto tesorería (retirada)': {p}": "english",
    "복구 단어 (준호 지갑): {p}": "korean",
    "助记词（海涛的旧钱包）：{p}": "chinese_simplified",
    "palavras de recuperação: {p}": "portuguese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PREFIXES = {
    "visa": ["4"], "mastercard": ["51", "53", "2221"], "amex": ["34", "37"], "diners": ["36"],
    "unionpay": ["62"], "elo": ["636368", "504175", "509048"],
}  # fmt: skip
_CARD_LENGTHS = {"amex": 15, "diners": 14}


def _card(rng: random.Random, brand: str) -> str:
    prefix = rng.choice(_CARD_PREFIXES[brand])
    body = prefix + _r(rng, D, _CARD_LENGTHS.get(brand, 16) - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "tarjeta de la empresa para el combustible de las bolicheras: {c}",
    "oe, pásale al proveedor la tarjeta {c} vence 09/31",
    "ñaño, el número de la tarjeta es {c}",
    "公司卡号：{c}",
    "카드 번호: {c}",
    "número do cartão: {c}",
    "card on file for the Mancora lodge bookings: {c}",
    "Visa for the hatchery feed order {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "diners", "unionpay", "elo"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    sep = ["-", " ", "", " ", ".", " "][index % 6]
    return {"c": v.grouped(number, sep, rng), "secret": v.grouped(number, sep, rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Mastercard {c} vence 03/33, código de seguridad {cvv}",
    "tarjeta {c}, los tres dígitos de atrás son {cvv}",
    "卡号 {c}，安全码 {cvv}",
    "카드 {c} CVC {cvv}",
    "cartão {c}, código de segurança {cvv}",
    "card {c} exp 11/34, security code on the back: {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, ["mastercard", "visa", "unionpay"][index % 3])
    return {"c": v.grouped(number, " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"ES": "n" * 20, "GI": "aaaa" + "c" * 15, "GR": "n" * 7 + "c" * 16,
                "SI": "n" * 15, "TN": "n" * 20, "AL": "n" * 8 + "c" * 16, "BA": "n" * 16,
                "BG": "aaaa" + "n" * 6 + "c" * 8}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN del proveedor de redes en {country}: {i}",
    "ñaño, transfiere al IBAN {i} nomás",
    "收款账户 IBAN：{i}",
    "송금 IBAN: {i}",
    "IBAN para o pagamento: {i}",
    "wire the deposit for the squid freezer to IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    country = _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)]
    number = _iban(rng, country)
    return {"i": number if index % 3 == 1 else v.iban_spaced(number), "country": country}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _pe_dni(g: random.Random) -> str:
    """Peru's DNI with its check digit (CUI), as printed: eight digits, a dash, the check."""
    body = _r(g, D, 8)
    number = f"{body}-{pe_cui.calc_check_digits(body)[0]}"
    assert pe_cui.is_valid(number)
    return number


def _pe_ruc(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice(["10", "20"]) + _r(h, D, 9), pe_ruc.is_valid)


def _ec_ci(g: random.Random) -> str:
    return v.until(
        g, lambda h: f"{h.randrange(1, 25):02d}{h.randrange(6)}{_r(h, D, 7)}", ec_ci.is_valid
    )


def _ec_ruc(g: random.Random) -> str:
    return v.until(g, lambda h: _ec_ci(h) + "001", ec_ruc.is_valid)


def _cpf(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 11), br_cpf.is_valid)


def _cnpj(g: random.Random) -> str:
    return str(
        br_cnpj.format(v.until(g, lambda h: _r(h, D, 8) + "0001" + _r(h, D, 2), br_cnpj.is_valid))
    )


def _rrn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        born = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return f"{born}-{h.choice('12')}{_r(h, D, 6)}"

    return v.until(g, make, kr_rrn.is_valid)


def _brn(g: random.Random) -> str:
    return str(kr_brn.format(v.until(g, lambda h: _r(h, D, 10), kr_brn.is_valid)))


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        born = f"{h.randrange(1965, 2000)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = f"370202{born}{_r(h, D, 3)}"
        return body + cn_ric.calc_check_digit(body)

    return v.until(g, make, cn_ric.is_valid)


def _uscc(g: random.Random) -> str:
    alphabet = "0123456789ABCDEFGHJKLMNPQRTUWXY"

    def make(h: random.Random) -> str:
        body = "91370200" + _r(h, alphabet, 9)
        return body + cn_uscc.calc_check_digit(body)

    return v.until(g, make, cn_uscc.is_valid)


_NATIONAL = [  # (template, maker)
    ("DNI de Wilmer para la planilla: {n}", _pe_dni),
    ("oe, mi DNI es {n}, pásalo a RR.HH.", _pe_dni),
    ("RUC de la esposa de Segundo (persona natural): {n}", _pe_ruc),
    ("ñaño, mi cédula es {n}", _ec_ci),
    ("cédula de identidad de Maribel: {n}", _ec_ci),
    ("RUC personal de Byron en Huaquillas: {n}", _ec_ruc),
    ("CPF do Thiago: {n}", _cpf),
    ("meu CPF é {n}", _cpf),
    ("CNPJ da importadora da Renata: {n}", _cnpj),
    ("박준호 주민등록번호: {n}", _rrn),
    ("jumin deungnok beonho (Seoyeon): {n}", _rrn),
    ("선단 사업자등록번호: {n}", _brn),
    ("赵文静的身份证号：{n}", _ric),
    ("shenfenzheng hao (Haitao): {n}", _ric),
    ("鱼粉进口商统一社会信用代码：{n}", _uscc),
    ("assistant, keep Junho's resident registration number: {n}", _rrn),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _NATIONAL, n):
        number = make(rng)
        out.append(Sample("national_id", template.replace("{n}", number), number))
    return out


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = [
    "códigos de respaldo de la cuenta de Google de la planta:\n{codes}",
    "ñaño, los códigos de recuperación del correo: {codes}",
    "备用验证码：\n{codes}",
    "백업 코드: {codes}",
    "códigos de backup da conta: {codes}",
    "2FA backup codes for the Tallán Pay dashboard\n{codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, 10, index % 5)
    sep = ["\n", ", ", " "][index % 3] if "\n{codes}" not in template else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")


_TOTP = [
    "clave de configuración del 2FA (si no lee el QR): {s}",
    "otpauth://totp/Tumpis:wyovera?secret={s}&issuer=Tumpis",
    "TOTP 密钥：{s}",
    "2FA setup key for the Payphone console: {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index == 0)}


_totp = _Family("totp_secret", _TOTP, _totp_draw, "s")


_CODES = [
    "tu código de verificación de Tumpis Guías es {c}",
    "【鱼粉通】验证码 {c}，5分钟内有效",
    "[인증번호] {c} 를 입력해 주세요",
    "Seu código de verificação é {c}",
    "{c} is your Tallán Pay sign-in code",
]  # fmt: skip
_codes = _Family("one_time_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Tumpis-Langostinera", "MT-Paita-Planta-5G", "Lodge Mancora Huespedes",
          "Bodega Huaquillas", "CamaraFrio-Zorritos", "Oficina Piura 2.4"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {ssid}, clave {pw}",
    "oe, la clave del wifi es {pw}",
    "guá, el wifi {ssid} tiene de contra {pw}",
    "ñaño, la clave del wifi de la bodega: {pw}",
    "WIFI:T:WPA;S:{ssid};P:{pw};;",
    "无线网 {ssid} 的密码是 {pw}",
    "와이파이 {ssid} 비밀번호: {pw}",
    "a senha do wifi é {pw}",
    "Network: {ssid} / {pw}",
    "wpa_passphrase for {ssid}: {pw}",
    "{pw}, that's the wifi password at the lodge",
    "hostapd.conf:\nssid={ssid}\nwpa_passphrase={pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.3:
        return "".join(w.capitalize() for w in rng.sample(_SAID_WORDS, 3)) + str(
            rng.randrange(10, 100)
        )
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, ssid=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ghp_", (ALNUM, 36)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("tlp_live_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = [
    "te lo dicto letra por letra: {t}",
    "ñaño, anota carácter por carácter: {t}",
    "我一个一个字念：{t}",
    "한 글자씩 불러 줄게: {t}",
    "soletrando a chave: {t}",
    "reading the token out one character at a time: {t}",
]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    tok = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    return {"t": [" ", "-", "  ", " · ", "."][index % 5].join(tok)}


_spelled_tokens = _Family("spelled_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "el código del candado de la bodega de Paita es {pw}",
    "oe, la clave del portón de la langostinera: {pw}",
    "ñaño, el PIN de la tarjeta es {pw}",
    "仓库门锁密码：{pw}",
    "창고 도어락 비밀번호: {pw}",
    "o PIN do cartão é {pw}",
    "alarm code for the Mancora lodge office: {pw}",
    "PIN del celular de la planta: {pw}",
    "keypad code at the Tumbes hatchery gate: {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["manglar", "caleta", "chifle", "tondero", "marea", "bolichera", "algarrobo",
                 "ceibo", "zarandaja", "faro", "espinel", "caballa", "oleaje", "copuz"]  # fmt: skip
_PHRASES = {
    "frase de acceso del gestor de claves: {p}": " ",
    "ñaño, la passphrase del respaldo es {p}": "-",
    "Bitwarden master passphrase for the plant vault: {p}": " ",
    "passphrase = {p}": "-",
    "密码短语：{p}": " ",
    "암호 문구: {p}": " ",
    "frase-senha do cofre: {p}": ".",
}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = [
    "curl -H 'Authorization: Basic {v}' https://guias.tumpis.lan/api/lotes",
    "Authorization: Bearer {v}",
    "header de la API de balanzas → Authorization: Bearer {v}",
    "请求头 Authorization: Basic {v}",
    "Proxy-Authorization: Basic {v}",
]  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Basic" in template:
        raw = f"{rng.choice(_USERS)}:{_plain_pw(rng)}".encode()
        return {"v": base64.b64encode(raw).decode()}
    return {"v": _r(rng, ALNUM, 40)}


_auth = _Family("auth_header", _AUTH, _auth_draw, "v")


_CONFIGS = [
    "netezza.ini:\n[COSECHAS]\nuser = admin\npassword = {pw}",
    "Rundeck realm.properties:\nadmin:{pw},user,admin",
    "rp-pppoe /etc/ppp/pap-secrets:\n\"planta-paita\" * \"{pw}\"",
    "fluent-bit.conf:\n[OUTPUT]\n    Name  es\n    HTTP_User lodge\n    HTTP_Passwd {pw}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  username = \"tumpis\"\n  password = \"{pw}\"",
    "nzbget.conf:\nControlUsername=ops\nControlPassword={pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_host = pg-paita",
    "pgadmin servers.json note: \"Password\": \"{pw}\"",
    "docker-compose.yml:\n  environment:\n    MARIADB_ROOT_PASSWORD: {pw}",
    "application.yml:\nspring:\n  datasource:\n    username: guias\n    password: {pw}",
    "Zabbix zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "config.toml de la app de guías:\n[db]\nusuario = \"guias\"\nclave = \"{pw}\"",
    "application.properties:\nspring.mail.username=alertas\nspring.mail.password={pw}",
    "ntp.keys del reloj de la planta:\n1 SHA1 {pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "settings.py de lotes:\nDATABASES = {'default': {'USER': 'lotes', 'PASSWORD': '{pw}'}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_ENVS = [
    ".env de la app de guías:\nDB_USER=guias\nDB_PASSWORD={pw}",
    ".env.production\nSMTP_HOST=smtp.tumpis.lan\nSMTP_PASS={pw}",
    "export PGPASSWORD={pw}",
    "set MSSQL_SA_PASSWORD={pw}",
    ".env（海涛的脚本）\nMYSQL_PASSWORD={pw}",
    ".env (준호 서버)\nREDIS_PASSWORD={pw}",
    ".env do Thiago\nRABBITMQ_DEFAULT_PASS={pw}",
    "LODGE_ADMIN_PASSWORD=\"{pw}\"",
]  # fmt: skip
_envs = _Family("env_file", _ENVS, _with(_plain_pw), "pw")


_CHATS = [
    "Jhony: oe, ¿la clave del Aquasmart?\nWilmer: {pw}",
    "[06:10] byron: ñaño ¿la contraseña del facturador?\n[06:11] maribel: {pw}",
    "Nelly: {pw} es la nueva clave del SCADA",
    "Edwin: usa {pw}, eso le puse al router",
    "赵文静：新密码是 {pw}",
    "박준호: 새 비밀번호는 {pw}",
    "Renata: a nova senha é {pw}",
    "Milagros: guá, la nueva contra es {pw}",
    "haitao: xin mima {pw}",
    "seoyeon: sae bibeon {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_envs, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _seed_of(lang: str) -> Maker:
    def make(g: random.Random) -> str:
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))

    return make


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "oe, la contra del Aquasmart es": "{s}",
    "ñaño, la clave del facturador:": "{s} (desde el cambio de marzo)",
    "密码是": "{s}",
    "비밀번호는": "{s}",
    "a senha é": "{s}\nmuda depois da safra",
    "the Paita dryer HMI password is": "{s}",
    "guá, clave del router del lodge →": "{s}",
    "mima shi": "{s}",
    "bimilbeonho:": "{s}",
    "the password Edwin read out over the radio was": "{s}, I think",
}  # fmt: skip
_CABALLA = _j("cbc.", (URLSAFE, 24), ".", (URLSAFE, 16))


def _spaced_card(g: random.Random, brand: str) -> str:
    return v.grouped(_card(g, brand), " ", g)


def _one_code(g: random.Random) -> str:
    return _backup_list(g, 1, 4)[0]


def _five_words(g: random.Random) -> str:
    return " ".join(g.sample(_PHRASE_WORDS, 5))


# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "API key de Caballa Cloud", "{s}", _CABALLA),
    ("split_token", "Tallán Pay secret:", "{s} (producción)", _j("tlp_live_", (ALNUM, 32))),
    ("split_token", "Kushki private key", "{s}", _j((HEX, 32))),
    ("split_seed", "助记词", "{s}", _seed_of("chinese_simplified")),
    ("split_card", "número de tarjeta", "{s} vence 10/33", lambda g: _spaced_card(g, "visa")),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "TN"))),
    ("split_backup", "códigos de respaldo", "{s}\nqwer-4821-tyui\nzxcv-9034-bnma", _one_code),
    ("split_otp", "clave TOTP", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CPF", "{s}", _cpf),
    ("split_phrase", "passphrase del gestor", "{s}", _five_words),
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
    '{"aquasmart": {"url": "https://poza.tumpis.lan", "admin_password": "{s}"}}':
        ("meta_password", _plain_pw),
    '{"clave": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "wyovera", "contraseña": "{s}"}}': ("meta_password", _plain_pw),
    '{"balanzas": [{"name": "muelle-1"}, {"name": "muelle-2", "web_password": "{s}"}]}':
        ("meta_password", _plain_pw),
    '{"argv": ["vsql", "-h", "vertica.tumpis.lan", "-U", "dbadmin", "-w", "{s}"]}':
        ("meta_password", _plain_pw),
    '{"note": "冷库系统的密码是 {s}"}': ("meta_password", _plain_pw),
    '{"비밀번호": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "a senha do painel de rastreio é {s}"}': ("meta_password", _plain_pw),
    '{"caballa": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"tallanPayToken": "{s}"}': ("meta_token", _j("tlp_live_", (ALNUM, 32))),
    '{"kushki_private_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"numero_tarjeta": "{s}", "vence": "05/34"}}':
        ("meta_card", lambda g: _spaced_card(g, "elo")),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BA")),
    '{"comprador": {"cpf": "{s}"}}': ("meta_id", _cpf),
    '{"mfa": {"codigos_respaldo": ["{s}", "qwer-4821-tyui", "zxcv-9034-bnma"]}}':
        ("meta_otp", _one_code),
    '{"billetera": {"frase_semilla": "{s}"}}': ("meta_seed", _seed_of("spanish")),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bodega": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "MT-Paita-Planta-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"aquasmart-feeder-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tumpis/guias-api:1.14").hexdigest()
_COMMIT = hashlib.sha1(b"guias: add field for pond number", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"balanzas: revert tare rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cosecha_2033-02-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"trazabilidad-2032.parquet").hexdigest()

CLEAN = [
    "Recuérdame cambiar la clave del Aquasmart antes de la cosecha del 2033-03-02.",
    "oe, la contra del wifi está en la pizarra de la oficina, pregúntale a Nelly.",
    "Política: las contraseñas de la planta tienen 14 caracteres y van solo en el gestor.",
    "Porfa no manden claves por el chat del grupo; compartan el enlace del gestor.",
    "ñaño, la clave no te la paso por aquí, mañana te la digo en persona.",
    "La línea `TALLANPAY_SECRET=replace-me` del `.env.example` es de relleno.",
    "Reemplaza <TU_API_KEY_DE_CABALLA> en el README con la llave de tu panel.",
    "密码不要告诉任何人。",
    "mima bie fa zai qun li.",
    "비밀번호는 절대 공유하지 마세요.",
    "bimilbeonho-neun gongyu hajima.",
    "Nunca compartilhe a sua senha com ninguém.",
    "The Paita dryer HMI asks for a new password after every firmware update.",
    "After five wrong passwords the SCADA locks the account for 15 minutes.",
    "Contraseña olvidada? Pulsa en '¿Olvidaste tu clave?' en la pantalla de inicio.",
    "Subimos el firmware del alimentador de 2.6 a 2.7.0 y pymodbus a 3.9.2.",
    f"commit {_COMMIT} agrega el campo del número de poza.",
    f"Revertimos a {_SHORT} porque el redondeo de la tara rompió los pesajes.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"El firmware 2.7.0 del alimentador tiene checksum SHA-256 {_FIRMWARE_SUM}.",
    f"SHA-512 of trazabilidad-2032.parquet: {_SHA512}",
    f"La API de guías corre en ghcr.io/tumpis/guias-api@sha256:{_IMAGE}.",
    f"MD5 de cosecha_2033-02-14.csv es {_MD5}, igual que la copia del NAS.",
    "Request id 3c9e71a2-5b4d-4e18-a2f6-0d7c8b9e1f34 es el lento en los logs de guías.",
    "Orden de compra OC-2033-00217: 600 sacos de harina de pescado, sale el jueves.",
    "Ticket MT-2315: el aireador de la poza 4 se apaga de madrugada.",
    "Llama a la ferretería de Sullana al (073) 50 2418 antes del mediodía.",
    "Contenedor TCLU 5829314 con langostino congelado está en el muelle de Paita.",
    "Guía de remisión EG07-00041822 por 18 pallets de mango Kent a Sullana.",
    "Partida 0306.17 es langostino congelado; 2301.20 es harina de pescado.",
    "La poza 12 está a 28.5 °C y 4.2 mg/L de oxígeno a las 05:40.",
    "El cebiche de caballa cuesta S/ 18.50 en la caleta de Colán.",
    "Precio FOB: USD 1 840 por tonelada de harina, 65 % de proteína.",
    "鱼粉订单号 PO-2033-118，装船日期 3月12日。",
    "오징어 2,400상자, 선적 번호 BSN-PAI-0412.",
    "Pedido 48213 de camarão 41/50, entrega em Fortaleza dia 20.",
    "The lodge in Mancora has 14 rooms; check-in is at 14:00, check-out at 11:00.",
    "El secreto del majarisco está en el plátano verde bien machacado.",
    "Pregúntale a Segundo el código del candado, yo no lo tengo.",
    "Mi tarjeta que termina en 4417 fue rechazada en el grifo de Talara.",
    "El proveedor de Túnez quiere el IBAN en la factura sin espacios.",
    "Imprime los códigos de respaldo del 2FA y guárdalos en la caja fuerte.",
    "Ninguna billetera te va a pedir nunca tu frase semilla.",
    "Guarda `CABALLA_API_KEY` en el gestor de secretos, nunca en el repositorio.",
    "El candado de la bodega se oxida con la brisa del mar; hay que aceitarlo cada mes.",
    "Tallán Pay movió la página de API keys a Ajustes › Desarrolladores en mayo.",
    "El wifi de huéspedes 'Lodge Mancora Libre' es abierto, sin clave.",
    "Lote LT-2033-ZAR-0087, 2 300 kg, talla 41/50, rendimiento 92 %.",
    "La versión 4.12.0 del app de guías sale el lunes; la 4.11.3 queda como respaldo.",
    "Horario de la planta Paita: lunes a sábado de 06:00 a 18:00.",
    "Teléfono de la tienda de repuestos en Tumbes: 072 52 3891.",
    "El token de la impresora de etiquetas es de plástico, se compra en la tienda.",
    "Pásame la contraseña de la reunión de Zoom: no hay, es abierta.",
    "La contraseña debe tener al menos una mayúscula y un número, guá.",
    "ñaño, el PIN de la tarjeta nueva llega por correo en sobre cerrado.",
    "Your verification code expires in 10 minutes; request a new one if needed.",
    "验证码已发送，请查看手机短信。",
    "인증번호가 발송되었습니다. 문자를 확인하세요.",
    "O código de verificação foi enviado para o seu e-mail.",
    "RUC de la empresa en la cabecera de la factura, como pide SUNAT.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/planta/aquasmart", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "MT-2315", "orden_compra": "OC-2033-00217"}',
    '{"lote": {"id": "LT-2033-ZAR-0087", "peso_kg": 2300, "talla": "41/50"}}',
    '{"telefono": "072 52 3891", "ciudad": "Tumbes"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "sacos_en_stock": 1512}',
    '{"partida": "0306.17", "origen": "PE", "descripcion": "langostino congelado"}',
    '{"contenedor": "TCLU 5829314", "naviera": "Hapag-Lloyd", "eta": "2033-03-20"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
