# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-sixty-seventh corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-sixty-fifth's
docstring, the fifth to three-hundred-and-sixty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (366, 368, 369), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (367_518_293), password words (a spice
or dish of Grenada, a bay and a number, `MaceLevera47!`; dot-joined dishes with a year,
`oildown.callaloo.2019`; leet `N4tm3g`; a name, a year and a village; a generator's dashed groups;
random runs).

The fictional company is Kick'em Jenny Connect Ltd, a fibre, radio and solar contractor with its
office in St George's, a depot in Grenville, a tower crew in Gouyave and a branch in Hillsborough
on Carriacou; its Grenadian staff (Shermaine, Kervin, Dwayne, Nadia, Akim, Vernetta), an elder in
Gouyave who speaks Patois (Tanty Lucille), Venezuelan traders who bring goods from Güiria (Yorman,
Maryelis), Indo-Grenadian relatives in Lucknow and Toronto (Ramesh, Savitri, Anjali), and the
Chinese construction partner, the invented Hainan Hongda Construction (Zhang Wei, Liu Fang). Every
company, person, address, domain (`kej.lan`, `kickemjenny-connect.example`), account and number is
invented; only the region is real. Texts: chats, tickets, notes, runbooks, shell prompts, config
and env files, voice-note transcripts and requests to the assistant; separators: a colon, `=`,
`→`, `👉`, `/`, `—`, `is`, `es`, `sé`, `है`, `是`, `shi`, a new line, a question then an answer,
and none.

Grep counts (heldouts 5 to 365 naming each, grep -l): none for Kick'em Jenny, `kej.lan`, Hongda,
Güiria, St George's, Sauteurs, Grenlec, Levera, Tivoli, Belmont, Grand Anse, Tyrrel, Lauriston,
Bogles, Mercantil, Pago Móvil, `pasvad`, `bonjou`, awx login, mvn -Dpassword, gradle -P,
nuxeoctl; one or two for Grenada, Carriacou, Gouyave, Grenville, Hillsborough (1 each), Nutmeg
(1), Oildown (1), Republic Bank (1), Banesco (1), `chévere` (1), Get-Credential (1), tower-cli (1),
irods (1), mssqlclient (1), gem signin (1), wmic /user (2), kamctl add (2), op signin (2), npm
login (2), Issabel (2), VitalPBX (2), 3CX (2), `mèsi` (2), `wha de` (2), Patois (2), WeChat Pay (2);
a few for sqlcl (4), pwsh (4), rundeck (4), glab auth (3), jfrog rt (3), tsm login (3), zfs
load-key (3), PhonePe (3), Alipay (4), ve.rif (4), `doh tell` (4), Zoiper (3), linphonecsh (4),
turnadmin (5), fs_cli (5), Paytm (5), bw login (5); ca.bn and ca.sin (7), bc_phn (6), in_.epic
(10), in_.vid (13), cn.uscc (17); `mima` (19) and `पासवर्ड` (62) are ordinary. The IBAN countries
(Iceland, Saudi Arabia, Croatia, Cyprus, Greenland, Tunisia, Montenegro, Costa Rica) were each
found in 31 or 32 earlier corpora by a rough count of their quoted codes, the low end.

About half of the secret samples are not in English: Grenadian Creole English as texted (`wha`,
`allyuh`, `doh`, `eh`, `dey`, `ah`, `fi`, `de`, `bredda`, `oui`), Grenadian French Creole
(Patois) words (`bonjou`, `mèsi`, `pasvad`, `sé`, `mwen`, `kod-la`), the Spanish of Venezuelan
traders (`chamo`, `pana`, `vale`, `la clave es`, `chévere`, `mosca`), the Hindi of the
Indo-Grenadian relatives in Devanagari (`पासवर्ड`, `है`, `कोड`) and romanised (`password hai`,
`mera`, `yaad rakhna`), and the Mandarin of the Chinese partner in characters (`密码是`, `验证码`,
`助记词`) and pinyin (`mima shi`, `yanzhengma`). Spanish, Hindi and Mandarin are ordinary usage;
the author's guesses, checked by no speaker, are the Grenadian Creole spellings, every Patois word
(`pasvad` above all), the romanised Hindi and the pinyin without tones.

Vendors: invented ones (SpiceIsle Pay `sip_live_`, Lambi SMS `lmb_`, Carriacou Cloud `cqc-`,
Grenlec-like utility portal GridSpice `gsp_`; shapes guessed), regional ones with guessed shapes
(Republic Bank, Banesco, Mercantil, Paytm, PhonePe, Alipay, WeChat Pay) and published shapes
(GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, Doppler, Tailscale, Pulumi, Netlify, Vault,
Postman, Linear, Grafana, Sentry, Supabase, New Relic, Groq, Replicate, Docker Hub, Brevo,
HubSpot, NVIDIA, Contentful, Typeform, Flutterwave); the JWTs are well-formed.

Ids: Venezuela's RIF (`ve.rif`), Canada's business number and SIN (`ca.bn`, `ca.sin`), British
Columbia's PHN (`ca.bc_phn`), India's EPIC and Aadhaar VID (`in_.epic`, `in_.vid`) and China's
USCC (`cn.uscc`), each drawn until its python-stdnum module validates it. Cards pass Luhn
(`stdnum.luhn`; RuPay, UnionPay, Visa, Mastercard and Amex prefixes); IBANs are checked with
`stdnum.iban`; seed phrases come from mnemonic's English, Spanish, French and Simplified Chinese
lists, checked with `Mnemonic(lang).check`.
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
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ca import bc_phn, bn, sin
from stdnum.cn import uscc
from stdnum.in_ import epic, vid
from stdnum.ve import rif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 367_518_293
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
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


_SPICE = ["Mace", "Nutmeg", "Cocoa", "Clove", "Oildown", "Callaloo", "Soursop", "Sapodilla",
          "Breadfruit", "Lambi", "Pelau", "Saltfish", "Dasheen", "Jab", "Sorrel",
          "Tamarind"]  # fmt: skip
_BAYS = ["Levera", "Tyrrel", "Belmont", "Lauriston", "Bogles", "Tivoli", "Sauteurs", "Gouyave",
         "Grenville", "Hillsborough", "GrandAnse", "Harvey", "Windward", "Dougaldston"]  # fmt: skip
_NAMES = ["Shermaine", "Kervin", "Dwayne", "Nadia", "Akim", "Vernetta", "Lucille", "Yorman",
          "Maryelis", "Ramesh", "Savitri", "Anjali", "Zhangwei", "Liufang"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^"
_LEET = ["N4tm3g", "C4ll4l00", "L4mb1", "0ild0wn", "S0urs0p", "Gr3n4d4", "C4rr14c0u", "M4c3"]


def _gen(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SPICE)}{g.choice(_BAYS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_SPICE, 2)) + f".{g.randrange(1990, 2031)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1974, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1950, 2010)}{g.choice(_BAYS)}",
    lambda g: _r(g, ALNUM + "!%&?", 15),
    _gen,
    lambda g: f"{g.choice(_BAYS).lower()}_{g.choice(_SPICE).lower()}_{g.randrange(10, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 16),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Zoiper note, St George's desk: the Yeastar P550 admin password is {pw}",
    "Issabel ticket 3107: trunk to Grenville down, PBX web password {pw}",
    "VitalPBX chat, Kervin: super admin password {pw}",
    "3CX console note: Hillsborough extension 214 web password {pw}",
    "ticket KEJ-4410: Gouyave tower Ubiquiti AirFiber admin password {pw}",
    "runbook, Grenville depot UPS:\n1. browse to https://ups.kej.lan\n2. password {pw}",
    "note to self: the Huawei SUN2000 inverter at Belmont, password {pw}",
    "Shermaine: Cambium cnMaestro password for the Carriacou link is {pw}",
    "Dwayne (voice note): ok so de Mimosa B5 password is {pw} yeah",
    "Hi Nadia,\nthe GridSpice billing portal password is now {pw}. Delete this mail.\nAkim",
    "README (tower rack, Gouyave): the MikroTik CCR web password is `{pw}`",
    "incident 2033-03-02: the Victron Cerbo GX at Tyrrel Bay was open with password {pw}",
    "please remember my Republic Bank online password: {pw}",
    "my Grenada Co-op Bank app password is {pw} now",
    "dictated: the Fortinet FortiGate password is {pw} full stop",
    "after the reset the Starlink router password became {pw}",
    "Vernetta: passwd for de Hillsborough NVR is {pw}",
    "the Sonoff hub in the Sauteurs office, password → {pw}",
    "Akim: Tyrrel Bay radio password 👉 {pw}",
    "Kervin — Lauriston airstrip camera password — {pw}",
    "wha de password fi de Gouyave router? is {pw}",
    "allyuh, de new office password is {pw}, doh tell nobody",
    "de server password eh change, it now {pw}",
    "bredda, de password fi de solar app is {pw}",
    "oui, ah set de tower password to {pw}",
    "me email password is {pw}, doh lose it",
    "Tanty Lucille: pasvad mwen sé {pw}",
    "bonjou, pasvad wifi-a sé {pw}, mèsi",
    "pasvad bank-la sé {pw}",
    "Lucille: nouvo pasvad téléfòn mwen sé {pw}",
    "chamo, la clave del router es {pw}",
    "pana, la contraseña del correo es {pw}, vale",
    "Yorman: la clave nueva del sistema es {pw}, mosca",
    "Maryelis: contraseña del Banesco en línea: {pw}",
    "la clave de Mercantil en línea es {pw}, chévere",
    "mira chamo, clave del servidor: {pw}",
    "मेरा ईमेल पासवर्ड {pw} है",
    "राऊटर का पासवर्ड है {pw}",
    "रमेश: नया पासवर्ड {pw} है, याद रखना",
    "सावित्री: बैंक ऐप का पासवर्ड: {pw}",
    "mera Paytm password {pw} hai",
    "beta, wifi ka password {pw} hai, yaad rakhna",
    "Anjali: naya password hai {pw}",
    "Ramesh uncle: PhonePe ka password {pw} hai",
    "我的邮箱密码是 {pw}",
    "工地路由器密码：{pw}",
    "张伟：新的服务器密码是 {pw}，别告诉别人",
    "刘芳：支付宝登录密码是 {pw}",
    "wo de mima shi {pw}",
    "Zhang Wei: gongdi wifi mima shi {pw}",
    "Liu Fang: xin mima {pw}, bie gaosu bieren",
    "la contraseña del panel solar de Carriacou: {pw}",
    "Kennwort des Tauchcenters in Grand Anse: {pw}",
    "the Grafana admin pw for the Grenville NOC: {pw}",
    "pwd for the Carriacou Cloud console = {pw}",
    "secret for the Lambi SMS portal: {pw}",
    "Jira-like board card 'Belmont estate link': web UI password {pw}",
    "Get-Credential prompt, I typed user kej\\ops and password {pw}",
    "Trello card 'Hillsborough jetty cam': Axis password {pw}",
    "SpiceIsle Pay merchant dashboard password: {pw}",
    "Asterisk box note: AMI secret for fop2 is {pw}",
    "Hey assistant, store this for me: Cisco ISE admin password {pw}",
    "can you keep my Digicel MyAccount password? it's {pw}",
    "remember the Starlink app password for Tanty, {pw}",
    "the Yeastar password I set for Hillsborough: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["shermaine", "kervin.j", "dwayne", "nadia.p", "akim", "vernetta", "lucille", "yorman",
          "maryelis", "ramesh.k", "savitri", "anjali", "zhangwei", "liufang", "svc-tower",
          "noc-kej"]  # fmt: skip
_LOGINS = [
    "Issabel login {u} / {pw}",
    "ticket KEJ-4471: {u} locked out of the inverter portal, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Towers › Gouyave › AirFiber: {u} — {pw}",
    "| site | user | password |\n|---|---|---|\n| Grenville UPS | {u} | {pw} |",
    "sign into the FortiGate as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "- host: nvr-hillsborough\n  username: {u}\n  password: {pw}",
    "Kervin says the Victron login is {u} and the password is {pw}",
    "site,user,password\ntyrrel-radio,{u},{pw}",
    "creds for the Belmont cam are {u} and {pw}",
    "de login is {u} an de password is {pw}",
    "username {u}, pasvad {pw}",
    "usuario {u} y clave {pw}, pana",
    "यूज़रनेम {u}, पासवर्ड {pw}",
    "username {u} aur password {pw} hai",
    "用户名 {u}，密码 {pw}",
    "yonghuming {u}, mima {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["nutmeg", "callaloo", "oildown", "soursop", "lambi", "sapodilla", "dasheen",
               "tamarind", "sorrel", "breadfruit", "pelau", "mace"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, then {d}",
    "password: it's {w}, straight after it the number {d}",
    "voice note: wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the NOC password",
    "it's {w}{d}, word and digits joined",
    "de password is de word {w}, den {d}",
    "pasvad-la sé mo {w}, apré {d}",
    "la clave es la palabra {w} y después {d}",
    "पासवर्ड है शब्द {w}, फिर {d}",
    "password hai word {w}, uske baad {d}",
    "密码是 {w} 这个词，后面加 {d}",
    "mima shi {w} zhe ge ci, houmian {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "awx login --conf.host https://awx.kej.lan --conf.username {u} --conf.password '{pw}'",
    "tower-cli config password '{pw}'",
    "mvn deploy -Dusername={u} -Dpassword='{pw}'",
    "gradle publish -PrepoUser={u} -PrepoPassword='{pw}'",
    "iinit --password '{pw}'",
    "mssqlclient.py 'KEJ/{u}:{pw}@sql.kej.lan'",
    "gem signin --otp 000000 --password '{pw}'",
    "wmic /node:ups-grenville /user:{u} /password:'{pw}' os get caption",
    "kamctl add {u}@sip.kej.lan '{pw}'",
    "op signin --password '{pw}'",
    "sql {u}/{pw}@//ora.kej.lan:1521/BILL",
    "pwsh -c \"$p = ConvertTo-SecureString '{pw}' -AsPlainText -Force\"",
    "rd run -j backup --user {u} --password '{pw}'",
    "glab auth login --hostname git.kej.lan --token '{pw}'",
    "jfrog rt config --url https://art.kej.lan --user {u} --password '{pw}'",
    "tsm login -u {u} -p '{pw}'",
    "echo '{pw}' | zfs load-key tank/billing",
    "linphonecsh register --host sip.kej.lan --username {u} --password '{pw}'",
    "turnadmin -a -u {u} -r kej.lan -p '{pw}'",
    "fs_cli -H pbx.kej.lan -p '{pw}' -x 'sofia status'",
    "bw login ops@kej.lan '{pw}'",
    "nuxeoctl register {u} kej-project dev kej '{pw}'",
    "Invoke-Sqlcmd -ServerInstance sql.kej.lan -Username {u} -Password '{pw}'",
    "Set-ADAccountPassword -Identity {u} -Reset -NewPassword (ConvertTo-SecureString '{pw}' "
    "-AsPlainText -Force)",
    "New-LocalUser -Name {u} -Password (ConvertTo-SecureString '{pw}' -AsPlainText -Force)",
    "vmrun -T ws -gu {u} -gp '{pw}' runProgramInGuest vm.vmx /bin/ls",
    "VBoxManage guestcontrol billing run --username {u} --password '{pw}' -- /bin/ls",
    "govc login -u '{u}:{pw}@vc.kej.lan'",
    "esxcli --server esx1.kej.lan --username {u} --password '{pw}' system version get",
    "ovftool --noSSLVerify vm.ova 'vi://{u}:{pw}@vc.kej.lan/DC'",
    "ilorest login ilo-grenville.kej.lan -u {u} -p '{pw}'",
    "jenkins-cli -s https://ci.kej.lan -auth {u}:{pw} build nightly",
    "kafkacat -b kafka.kej.lan:9093 -X sasl.username={u} -X sasl.password='{pw}' -L",
    "pjsua --id sip:{u}@sip.kej.lan --registrar sip:sip.kej.lan --username {u} --password '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "kervin@noc-stgeorges:~$ {c}", "PS C:\\kej> {c}",
    "root@tower-gouyave:~# {c}", "shermaine@carriacou-gw:/etc$ {c}",
    "de command ah run: {c}", "kòmand-la: {c}", "el comando que corrí: {c}",
    "मैंने चलाया: {c}", "我运行的命令：{c}", "wo yunxing de mingling: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.kej.lan:5432/billing",
    "mysql+pymysql://{u}:{pw}@radius.kej.lan/radius",
    "mongodb+srv://{u}:{pw}@cluster0.kickemjenny-connect.example/tickets",
    "redis://{u}:{pw}@cache.kej.lan:6379/0",
    "amqp://{u}:{pw}@mq.kej.lan:5672/towers",
    "sip:{u}:{pw}@sip.kej.lan:5060",
    "rtsp://{u}:{pw}@cam-hillsborough.kej.lan:554/live",
    "ftp://{u}:{pw}@backup.kej.lan/configs",
    "jdbc:mariadb://db.kej.lan:3306/ops?user={u}&password={pw}",
    "Server=sql.kej.lan;Database=Billing;User Id={u};Password={pw};",
    "influxdb://{u}:{pw}@metrics.kej.lan:8086/solar",
    "clickhouse://{u}:{pw}@ch.kej.lan:9000/flows",
    "mqtt://{u}:{pw}@iot.kej.lan:1883",
    "neo4j+s://{u}:{pw}@graph.kej.lan:7687",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string: {c}", "de DB link is {c}",
    "la cadena de conexión: {c}", "कनेक्शन स्ट्रिंग: {c}", "连接字符串：{c}",
    "ticket KEJ-4502: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("SpiceIsle Pay", "SPICEISLE_PAY_SECRET", _j("sip_live_", (ALNUM, 32))),
    ("Lambi SMS", "LAMBI_SMS_TOKEN", _j("lmb_", (ALNUM, 36))),
    ("Carriacou Cloud", "CQC_API_KEY", _j("cqc-", (LOWER_DIGITS, 40))),
    ("GridSpice", "GRIDSPICE_KEY", _j("gsp_", (HEX, 40))),
    ("Republic Bank", "REPUBLIC_API_SECRET", lambda g: v.uuid4(g, "9")),
    ("Banesco", "BANESCO_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Mercantil", "MERCANTIL_API_KEY", _j((HEX, 32))),
    ("Paytm", "PAYTM_MERCHANT_KEY", _j((ALNUM, 16), "#", (ALNUM, 3))),
    ("PhonePe", "PHONEPE_SALT_KEY", lambda g: v.uuid4(g, "b")),
    ("Alipay", "ALIPAY_APP_SECRET", _j((B64, 64))),
    ("WeChat Pay", "WECHATPAY_API_V3_KEY", _j((ALNUM, 32))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 11), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 64))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("Doppler", "DOPPLER_TOKEN", _j("dp.st.prd.", (ALNUM, 43))),
    ("Tailscale", "TS_AUTHKEY", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("Pulumi", "PULUMI_ACCESS_TOKEN", _j("pul-", (HEX, 40))),
    ("Netlify", "NETLIFY_AUTH_TOKEN", _j("nfp_", (ALNUM, 36))),
    ("Vault", "VAULT_TOKEN", _j("hvs.", (URLSAFE, 90))),
    ("Postman", "POSTMAN_API_KEY", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Linear", "LINEAR_API_KEY", _j("lin_api_", (ALNUM, 40))),
    ("Grafana", "GRAFANA_SA_TOKEN", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Sentry", "SENTRY_AUTH_TOKEN", _j("sntrys_", (ALNUM, 60))),
    ("Supabase", "SUPABASE_ACCESS_TOKEN", _j("sbp_", (HEX, 40))),
    ("New Relic", "NEW_RELIC_API_KEY", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52))),
    ("Replicate", "REPLICATE_API_TOKEN", _j("r8_", (ALNUM, 37))),
    ("Docker Hub", "DOCKERHUB_TOKEN", _j("dckr_pat_", (URLSAFE, 27))),
    ("Brevo", "BREVO_API_KEY", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("HubSpot", "HUBSPOT_TOKEN", lambda g: "pat-na1-" + v.uuid4(g, "a")),
    ("NVIDIA", "NVIDIA_API_KEY", _j("nvapi-", (URLSAFE, 64))),
    ("Contentful", "CONTENTFUL_PAT", _j("CFPAT-", (URLSAFE, 43))),
    ("Typeform", "TYPEFORM_TOKEN", _j("tfp_", (ALNUM, 44))),
    ("Flutterwave", "FLW_SECRET_KEY", _j("FLWSECK-", (HEX, 32), "-X")),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "Dockerfile:\nENV {env}={tok}",
    "[Service]\nEnvironment={env}={tok}",
    "KEJ admin › Settings › Integrations › {vendor}: {tok}",
    "ticket KEJ-4520: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "de {vendor} API key is {tok}",
    "klé API {vendor} sé {tok}",
    "la clave de API de {vendor} es {tok}, pana",
    "{vendor} की API key {tok} है",
    "{vendor} ka API key hai {tok}",
    "{vendor} 的 API 密钥是 {tok}",
    "{vendor} API miyao: {tok}",
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


_BARE_PLACES = ["{t}", "it shows only once, so:\n{t}", "de token is {t}", "el token: {t}",
                "टोकन: {t}", "令牌：{t}", "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)),
                _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "RADIUS shared secret for the Gouyave AP (hex): {h}": 32,
    "HMAC secret of the SpiceIsle Pay webhook: {h}": 64,
    "LoRaWAN AppKey of the Tyrrel Bay water meter: {h}": 32,
    "WireGuard-style PSK in hex for the Carriacou link: {h}": 64,
    "backup encryption key, Grenville NAS: {h}": 64,
    "बैकअप एन्क्रिप्शन की: {h}": 64,
    "备份加密密钥：{h}": 64,
    "llave de cifrado del respaldo: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket KEJ-4533: token from the browser's network tab {t}",
    "Cookie: lang=en-GD; kej_session={t}",
    "BILLING_ACCESS_TOKEN={t}",
    "keep this bearer token {t}",
    "token 是 {t}",
    "de token is {t}",
    "el token de acceso: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    email = f"{rng.choice(_USERS)}@kickemjenny-connect.example"
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": email}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.kej.lan/realms/staff", "azp": "noc-console"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key for the Gouyave tower box:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/portal.kej.lan.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SIP_TLS_KEY": "{key}", "site": "hillsborough"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_noc <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "clave privada del servidor:\n{key}": ("PRIVATE KEY", "\n"),
    "服务器私钥：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the bank's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {
    "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
    "EC PRIVATE KEY": "MHcCAQEEI",
    "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
    "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
    "PGP PRIVATE KEY BLOCK": "lQVYBG",
}


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "Sparrow wallet backup words, copying before I burn the card: {p}": "english",
    "Nunchuk recovery phrase\n{p}": "english",
    "voice note: de Blue Wallet words are {p} an dat is all": "english",
    "Hey assistant, save my Zeus wallet seed: {p}": "english",
    "frase semilla de la billetera de Yorman, mosca: {p}": "spanish",
    "palabras de recuperación (Maryelis): {p}": "spanish",
    "phrase de récupération, Tanty Lucille's wallet: {p}": "french",
    "钱包助记词：{p}": "chinese_simplified",
    "张伟的钱包助记词是 {p}": "chinese_simplified",
    "Trust Wallet seed, Ramesh uncle: {p}": "english",
    "qianbao zhujici: {p}": "chinese_simplified",
    "Exodus backup for the Carriacou fund: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    words = str(_MNEMO[_SEED_PLACES[template]].to_mnemonic(entropy)).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["607153", "652150", "508500", "817290"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "ticket KEJ-4560: pay the Starlink invoice with card {c}",
    "me card number is {c}, {mm}/{yy}",
    "nimewo kat mwen: {c}",
    "el número de la tarjeta es {c}, vence {mm}/{yy}",
    "मेरा कार्ड नंबर: {c}",
    "mera card number {c} hai, expiry {mm}/{yy}",
    "我的卡号：{c}，{mm}/{yy}",
    "wo de kahao shi {c}",
    "company card for the tower parts: {c} {mm}/{yy}",
    "RuPay card of Savitri: {c}",
]  # fmt: skip
_BRANDS = ["visa", "rupay", "mastercard", "amex", "unionpay", "visa"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, "rupay" if "RuPay" in template else _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " "][index % 4], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")

_CVV_PLACES = ["Mastercard {c} exp 04/36, security code {cvv}",
               "the three digits on the back: {cvv}",
               "Amex {c}, four-digit CID on the front: {cvv}",
               "卡背面三位数：{cvv}",
               "los tres números de atrás: {cvv}",
               "कार्ड के पीछे के तीन अंक: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    return {"c": v.grouped(v.card(rng, brand), " ", rng),
            "cvv": _r(rng, D, 4 if brand == "amex" else 3)}  # fmt: skip


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"IS": "n" * 22, "SA": "nn" + "c" * 18, "HR": "n" * 17, "CY": "n" * 8 + "c" * 16,
                "GL": "n" * 14, "TN": "n" * 20, "ME": "n" * 18, "CR": "0" + "n" * 17}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "invoice KEJ-INV-2033-071: pay the tower steel to {i} in 30 days",
    "save the Limassol supplier's IBAN: {i}",
    "IBAN: {i}\nReference: Hillsborough fibre, May",
    "ticket KEJ-4577: new bank details for the Split antenna vendor, IBAN {i}",
    "me IBAN is {i}",
    "IBAN kont mwen: {i}",
    "el IBAN del proveedor es {i}",
    "मेरा IBAN: {i}",
    "我的 IBAN：{i}",
    "IBAN of the Nuuk solar installer: {i}",
    "Hey assistant, keep the Tunis vendor's IBAN {i}",
    "cuenta del proveedor en San José, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _rif(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("VEJG") + _r(h, D, 9), rif.is_valid)
    return f"{number[0]}-{number[1:9]}-{number[9]}"


def _bn(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("1234789") + _r(h, D, 8), bn.is_valid)


def _sin(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), sin.is_valid)
    return str(sin.format(number))


def _phn(g: random.Random) -> str:
    number = v.until(g, lambda h: "9" + _r(h, D, 9), bc_phn.is_valid)
    return str(bc_phn.format(number))


def _epic(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, UPPER, 3) + _r(h, D, 7), epic.is_valid)


def _vid(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("23456789") + _r(h, D, 15), vid.is_valid)
    return " ".join(number[k : k + 4] for k in range(0, 16, 4))


def _uscc(g: random.Random) -> str:
    alphabet = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    return v.until(g, lambda h: "91460100" + _r(h, alphabet, 10), uscc.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "RIF de la empresa de Yorman: {s}": _rif,
    "mi RIF personal es {s}, chamo": _rif,
    "Venezuelan RIF of the Güiria trader for the invoice: {s}": _rif,
    "Canadian business number of Anjali's shop in Toronto: {s}": _bn,
    "BN of the Toronto relative's company: {s}": _bn,
    "Anjali's SIN: {s}": _sin,
    "Social Insurance Number (Savitri, Toronto): {s}": _sin,
    "Savitri का SIN: {s}": _sin,
    "BC PHN of cousin Vikram in Surrey: {s}": _phn,
    "Personal Health Number: {s}": _phn,
    "मेरा EPIC नंबर (वोटर आईडी): {s}": _epic,
    "Ramesh uncle ka voter ID EPIC {s} hai": _epic,
    "EPIC number of Savitri in Lucknow: {s}": _epic,
    "मेरी आधार VID: {s}": _vid,
    "Aadhaar Virtual ID: {s}": _vid,
    "mera Aadhaar VID {s} hai": _vid,
    "海南宏达建设统一社会信用代码：{s}": _uscc,
    "USCC of Hainan Hongda Construction: {s}": _uscc,
    "tongyi shehui xinyong daima: {s}": _uscc,
    "合作方的统一社会信用代码是 {s}": _uscc,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Republic Bank 2FA recovery codes\n{codes}",
            "backup codes for the NOC Google account: {codes}",
            "códigos de respaldo del Banesco: {codes}", "2FA बैकअप कोड:\n{codes}",
            "两步验证备用码：\n{codes}", "de 2FA backup codes dem: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/KEJ:nadia@kej.lan?secret={s}&issuer=KEJ&digits=6",
              "2FA setup key for the Carriacou Cloud console: {s}",
              "TOTP secret, FortiGate admin: {s}",
              "clave 2FA manual del Mercantil: {s}",
              "2FA की सेटअप की: {s}"]  # fmt: skip
_CODES = ["{c} is your SpiceIsle Pay verification code", "【支付宝】验证码 {c}，5分钟内有效",
          "आपका PhonePe OTP {c} है। किसी को न बताएं", "Banesco: su código es {c}",
          "yanzhengma: {c}", "Lambi SMS code: {c}. Doh share it",
          "Use {c} to sign in to Digicel"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["KEJ-Office-5G", "KEJ Gouyave Tower", "Grenville Depot", "Hillsborough-Jetty",
          "Tanty Lucille Home", "Carriacou Cloud Lab", "Hongda-Site-Office",
          "Belmont Estate"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "network {s}, password {pw}",
    "wifi at the Hillsborough office: {s} / {pw}",
    "de wifi {s} password is {pw}",
    "pasvad wifi {s} sé {pw}",
    "la clave del wifi {s} es {pw}",
    "वाईफाई {s} का पासवर्ड {pw} है",
    "wifi {s} ka password {pw} hai",
    "无线网 {s} 密码是 {pw}",
    "wifi {s} mima shi {pw}",
    "wifi password? / Kervin: {pw}",
    "the key on the sticker under the Starlink router: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.2:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("lmb_", (ALNUM, 20)), _j((HEX, 32)), _j("sip_live_", (ALNUM, 18)),
                 _j((UPPER_HEX, 40)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[voice note, spelled] {t}",
          "(spaced so the preview hides it) {t}", "一个字一个字：{t}", "letra por letra: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["gate code at the Gouyave tower: {pw}", "de padlock code fi de Grenville depot: {pw}",
          "kod-la pou pòt-la sé {pw}", "el código del candado: {pw}",
          "गेट का कोड {pw} है", "工地大门密码：{pw}", "alarm code for the Hillsborough office is {pw}",
          "my bank card PIN is {pw}", "SIM PIN: {pw}", "ATM PIN Savitri: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["nutmeg", "lambi", "callaloo", "soursop", "mace", "oildown", "tamarind",
                 "sorrel", "dasheen", "breadfruit", "pelau", "cocoa", "clove",
                 "sapodilla"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the NOC vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-", "Proton Pass passphrase: {p}": ".",
            "backup passphrase: {p}": " ", "frase de contraseña del respaldo: {p}": " ",
            "बैकअप पासफ्रेज़: {p}": "_", "备份口令：{p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Insomnia request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "HTTPie: http GET api.kej.lan/v1/towers 'Authorization: Bearer {v}'": False,
    "Bruno collection, header Authorization = Basic {v}": True,
    "ticket KEJ-4590, copied header: authorization: bearer {v}": False,
    "cabecera Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "freeradius mods-available/sql:\nlogin = \"radius\"\npassword = \"{pw}\"",
    "sip.conf:\n[hillsborough-trunk]\ntype=peer\nsecret={pw}",
    "pjsip.conf:\n[kej-auth]\ntype=auth\nusername=kej\npassword={pw}",
    "unifi system.properties:\ndb.mongo.uri=mongodb://unifi@localhost/ace\nmongo.password={pw}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "librenms .env:\nDB_USERNAME=librenms\nDB_PASSWORD={pw}",
    "netbox configuration.py:\nDATABASE = {{'USER': 'netbox', 'PASSWORD': '{pw}'}}",
    "oxidized config:\nusername: backup\npassword: {pw}",
    "smokeping Targets: no secret here, but smokeping_secrets has:\nhost1:{pw}",
    "grafana.ini:\n[security]\nadmin_password = {pw}",
    "uptime-kuma .env:\nUPTIME_KUMA_DB_PASSWORD={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "docker-compose.yml:\n  db:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    "application.yml:\nspring:\n  datasource:\n    password: {pw}",
    "appsettings.json:\n{{\"Smtp\": {{\"User\": \"noc\", \"Password\": \"{pw}\"}}}}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_password = x",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Akim: office wifi password?\nNadia: {pw}",
    "[07:02] kervin: root pw fi de Gouyave box?\n[07:03] dwayne: {pw}",
    "Shermaine: {pw} is the new Issabel admin password",
    "Dwayne: use {pw}, dat is wha ah set fi de router",
    "张伟：新密码是 {pw}",
    "रमेश: नया पासवर्ड है {pw}",
    "Lucille: nouvo pasvad sé {pw}",
    "Yorman: la nueva clave es {pw}",
    "Liu Fang: xin mima shi {pw}",
    "Anjali: naya password {pw} hai",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 71), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 14), (_vendors, 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 5), (_codes, 7), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 10), (_phrases, 7), (_auth, 6), (_configs, 16), (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


_SPLIT_PASSWORDS = {
    "the Issabel admin password is": "{s}", "Victron pw:": "{s} (since the inverter swap)",
    "我的密码是": "{s}", "FortiGate password": "{s}\nchange it after Carnival",
    "मेरा पासवर्ड है": "{s}", "pasvad:": "{s}", "de password is": "{s}", "la clave es": "{s}",
    "the password Kervin read over the radio was": "{s}, I think", "mima shi": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "SpiceIsle Pay secret key", "{s}", _j("sip_live_", (ALNUM, 32))),
    ("split_token", "Lambi SMS token:", "{s} (bulk alerts)", _j("lmb_", (ALNUM, 36))),
    ("split_token", "Republic Bank API secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HR"))),
    ("split_backup", "Banesco recovery codes", "{s}\n48213377\n90417762", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "RIF", "{s}", _rif),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"issabel": {"url": "https://pbx.kej.lan", "admin_password": "{s}"}}': (
        "meta_password",
        _plain_pw,
    ),
    '{"pasvad": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kervin", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"towers": [{"name": "gouyave"}, {"name": "tyrrel", "web_password": "{s}"}]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"argv": ["mvn", "deploy", "-Dusername=ops", "-Dpassword={s}"]}': ("meta_password", _plain_pw),
    '{"note": "工地电脑的密码是 {s}"}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the FortiGate as admin with the password {s}"}': (
        "meta_password",
        _plain_pw,
    ),
    '{"spiceisle": {"secret_key": "{s}"}}': ("meta_token", _j("sip_live_", (ALNUM, 32))),
    '{"lambiToken": "{s}"}': ("meta_token", _j("lmb_", (ALNUM, 36))),
    '{"gridspice_key": "{s}"}': ("meta_token", _j("gsp_", (HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': (
        "meta_card",
        lambda g: v.grouped(_card(g, "rupay"), " ", g),
    ),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "TN")),
    '{"trader": {"rif": "{s}"}}': ("meta_id", _rif),
    '{"mfa": {"recovery_codes": ["{s}", "30927714", "58801246"]}}': (
        "meta_otp",
        lambda g: _r(g, D, 8),
    ),
    '{"fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"depot": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "KEJ-Office-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"librouteros-3.4.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"airfiber-af60-2.6.3.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kej/noc-api:2.1").hexdigest()
_COMMIT = hashlib.sha1(b"noc: add Hillsborough tower", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"billing: revert VAT rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"tower-audit-2033-02.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Issabel password before the audit on 2033-06-11.",
    "Kervin asked for the office wifi password; it's on the card in Nadia's drawer.",
    "Policy: KEJ passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into the group chat; share a vault link instead.",
    "The `.env.example` line `LAMBI_SMS_TOKEN=replace-me` is a placeholder.",
    "The FortiGate asks for a new admin password after every firmware update.",
    "Replace <YOUR_SPICEISLE_KEY> in the README with the key from your dashboard.",
    "SPICEISLE_PAY_SECRET and GRIDSPICE_KEY must be set before the billing job runs.",
    "Doh tell nobody yuh password, yuh hear?",
    "Pa di pèsonn pasvad ou, mèsi.",
    "Chamo, nunca le des tu clave a nadie, vale.",
    "अपना पासवर्ड किसी को मत बताना।",
    "apna password kisi ko mat batana, beta",
    "不要把密码告诉任何人。",
    "bie ba mima gaosu bieren",
    "Upgraded the AirFiber firmware from 2.5 to 2.6.3 and librouteros to 3.4.1.",
    f"commit {_COMMIT} adds the Hillsborough tower to the NOC map.",
    f"Rolled back to {_SHORT} after the VAT rounding broke the invoices.",
    f"requirements.txt: librouteros==3.4.1 --hash=sha256:{_WHEEL_SUM}",
    f"The AF60 firmware 2.6.3 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The NOC API container runs ghcr.io/kej/noc-api@sha256:{_IMAGE}.",
    f"MD5 of tower-audit-2033-02.csv is {_MD5}, same as the copy on the share.",
    "Request id 4e2a91c7-8d3b-4f10-a6e2-7c1d9b3f5e20 is the slow one in the billing logs.",
    "Purchase order PO-2033-00512 for 12 solar panels ships to Grenville on Thursday.",
    "Ticket KEJ-4601: the Gouyave tower alarm keeps tripping at night.",
    "Call the Hillsborough office on +1 473 555 0142 before noon.",
    "The shop's number is (473) 555-0199, open 8 to 4 Monday to Saturday.",
    "Invoice KEJ-INV-2033-071 is EC$ 4,812.50 including 15 % VAT.",
    "Ferry to Carriacou leaves St George's at 09:00 and arrives 11:15.",
    "After five wrong passwords the portal locks the account for 20 minutes.",
    "The secret of good oildown is the breadfruit and the callaloo on top.",
    "Ask Dwayne for the depot gate code, I don't have it.",
    "My card ending 4471 was declined at the Grenville hardware store.",
    "The Tunis vendor wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the NOC account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `LAMBI_SMS_TOKEN` in the secrets store, never in the repository.",
    "Lambi SMS moved the API key page under Settings › Developers in May.",
    "The guest wifi 'KEJ-Guest' is open, no password needed.",
    "Tower GOU-03 is 42 m tall; the dish points 287° towards Carriacou.",
    "Version 4.12.7 of the NOC console went live on 2033-04-02 at 14:30.",
    "Pass the cocoa tea, Tanty, and mind the hot pot.",
    "The password field on the login page needs a larger font.",
    "Yorman brought 40 cases of harina PAN from Güiria on the Tuesday boat.",
    "Savitri's flight from Toronto lands at Maurice Bishop at 16:45.",
    "张伟说工地下周一开工，混凝土 C30。",
    "Zhang Wei shuo xia zhou kaigong.",
    "रमेश चाचा लखनऊ से रविवार को फोन करेंगे।",
    "la clave del éxito es trabajar duro, pana",
    "de password policy say 14 characters, doh blame me",
    "Tracking number 1Z 999 AA1 01 2345 6784 is the Grenville parcel.",
    "Serial number of the inverter: SN HW2033G0417, warranty until 2038.",
    "Meter reading at Belmont: 48213 kWh on 2033-05-01.",
    "Order #88213 from the Grenville shop: two ladders and a crimp tool.",
    "The token bucket allows 50 requests per second on the billing API.",
    "PIN pads at the Hillsborough shop are the old Verifone ones.",
    "HS code 8517.62 covers the radio links; duty is 5 %.",
    "Carnival Monday is a holiday; the NOC runs a skeleton shift.",
    "The secret Santa draw is on December 12 at the St George's office.",
    "Room 3 of the Grenville depot is at 24.5 °C; the battery room at 21 °C.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kej/issabel", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "librouteros", "version": "3.4.1"}}',
    '{"ticket": "KEJ-4601", "purchase_order": "PO-2033-00512"}',
    '{"tower": {"id": "GOU-03", "height_m": 42, "azimuth": 287}}',
    '{"phone": "+1 473 555 0142", "city": "Hillsborough"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "panels_in_stock": 118}',
    '{"hs_code": "8517.62", "origin": "CN", "description": "radio links"}',
    '{"invoice": "KEJ-INV-2033-071", "total_xcd": 4812.5, "vat_pct": 15}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
