# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-fifty-seventh corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-fifty-third's
docstring, the fifth to three-hundred-and-fifty-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (354 to 356), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (357_402_913), password words (a Mochica or
Lambayeque word, a place and a number, `NaylampTucume87!`; dot-joined dishes with a year,
`arroz.pato.2019`; leet `K1ngK0ng`; a name, a year and a place; a generator's dashed groups;
random runs).

The fictional company is Algarrobo Norteño Agroexport S.A.C. (an office on a fictional Calle
Los Faiques in Chiclayo, a packing house in Lambayeque, a rice mill in Ferreñafe and a cold store
by the pier in Pimentel), exporting mangoes, limes, rice and King Kong sweets, with Muchik-named
staff, Quechua relatives in Inkawasi and Kañaris, a Nikkei family (relatives in Kanagawa and
Okinawa), a Tusán family (relatives in Taishan and Hong Kong) and relatives in Genoa; every
company, person, address, domain (`algarrobo.lan`, `algarrobo-norte.example`), account and number
is invented, only the region is real. Texts: chats, tickets, notes, runbooks, shell prompts,
config and env files, voice-note transcripts and requests to the assistant; separators: a colon,
`=`, `→`, `:=`, `»`, `es`, `è`, `è:`, `kan`, `は`, `係`, `hai6`, `wa`, a full-width colon, CJK
brackets, guillemets, backticks, a new line and none.

Grep counts (heldouts 5 to 353 naming each, grep -l): none for Chiclayo, Lambayeque, Ferreñafe,
Pimentel, Inkawasi, Kañaris, Tusán, Sipán, Mochica, `maht mah`, `it.aic`; one to nine for Nikkei
(3), Genoa (3), Genova (9), `pasuwaado` (5), `anshou` (3), `mat ma` (4), `yaykuna` (2), Yape (5),
Plin (2), BCP (3), Interbank (3), Niubiz (3), Izipay (2), Culqi (3), pe.ruc (5), pe.cui (7),
dsquery (1), strongswan (4), tarsnap (4), New-LocalUser (5), kafka-console (5), Invoke-Sqlcmd (6),
gopass (6), vncviewer (6), gbak (7), `hg clone` (7), pgbench (7), ncftpput (8), s3cmd (8),
`wget --password` (8), `db2 connect` (9), impala-shell (9), openfortivpn (9), snowsql (9); more for
jp.in_ (10), jp.cn (10), cn.uscc (10), us.itin (11), Cantonese (14), `密碼係` (14), it.codicefiscale
(14), it.iva (14), cn.ric (17), `暗証番号` (19), `chiave` (86). Every IBAN country of the quoted
two-letter codes appears in about thirty earlier corpora by that rough count; those used here
(Italy, San Marino, Vatican City, Burundi, Libya, Mongolia, Somalia, Nicaragua, the Faroes, Saint
Lucia, Yemen) were chosen at the low end.

About half of the secret samples are not in English: Peruvian Spanish of the north as texted
(`oe`, `habla`, `causa`, `pe`, `mano`, `ya fue`, `la contra`, `chochera`), the Quechua of the
Inkawasi-Kañaris relatives (`yaykuna shimi`, `pakana shimi`, `-qa`, `kan`, `tsapakuy`, `panillay`,
`turiy`), the Japanese of the Nikkei relatives in kana and kanji (`パスワードは`, `合言葉`,
`暗証番号`, `認証コード`) and romaji (`pasuwaado wa`, `anshou bangou`, `ninshou koodo`), the
Cantonese of the Tusán family in characters (`密碼係`, `個 pass 係`, `驗證碼`) and romanised
(Jyutping `mat6 maa5 hai6`, Yale `maht máh haih`, chat `pw hai`), and the Italian of the relatives
in Genoa (`la password è`, `parola d'ordine`, `codice fiscale`, `chiave API`) with a few Genoese
words (`a parolla a l'é`, `o PIN o l'é`). Spanish, Japanese in kana and kanji, Cantonese in
characters and Italian are ordinary usage; the author's guesses, checked by no speaker, are every
Quechua wording (Inkawasi-Kañaris forms such as `shimi`, `-qa`, `kan`, `panillay`, `turiy`), the
Genoese words, the Cantonese romanisations and the romaji spellings.

Vendors: invented ones (MuchikPay `mkp_live_`, SipanCloud `spc-`, Chotuna SMS `chs_`, Lambayeque
Telemetría `lbt.`, Naylamp ERP `nyl_sk_`, Tucume Maps `tcm-`; shapes guessed), Peruvian ones with
guessed shapes (Yape, Plin, Culqi, Izipay, Niubiz) and published shapes (GitHub, GitLab, Slack,
Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram,
PyPI, Shopify, DigitalOcean, Linear, Grafana, Doppler, Sentry, Tailscale, Groq, Docker Hub, Brevo,
NVIDIA, Postman, Netlify, Notion, Figma, Replicate, Perplexity, xAI, Vault, Pulumi, Heroku, age);
the JWTs are well-formed.

Ids: Peru's CUI (the DNI with its check digit, `pe.cui`) and RUC (`pe.ruc`), Italy's codice
fiscale and partita IVA (`it.codicefiscale`, `it.iva`), Japan's My Number and corporate number
(`jp.in_`, `jp.cn`), China's resident id of a relative in Taishan (`cn.ric`) and the US ITIN of a
relative in California (`us.itin`), each drawn until its python-stdnum module validates it. Cards
pass Luhn (`stdnum.luhn`; Visa, Mastercard, Amex, Diners and JCB prefixes); IBANs are checked with
`stdnum.iban`; seed phrases come from mnemonic's English, Spanish, Japanese, Italian and
Traditional Chinese lists, checked with `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and
10 clean metadata dicts.
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
from stdnum.cn import ric as cn_ric
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva
from stdnum.jp import cn as jp_cn
from stdnum.jp import in_ as jp_in
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc
from stdnum.us import itin as us_itin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 357_402_913
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

_MUCHIK = ["Naylamp", "Tucume", "Chotuna", "Sipan", "Ñampaxllec", "Cium", "Xam", "Fempellec",
           "Chornancap", "Huaca", "Mochica", "Pomac", "Algarrobo", "Zapote", "Faique"]  # fmt: skip
_DISHES = ["arroz", "pato", "cabrito", "espesado", "chinguirito", "tortilla", "raya", "cebiche",
           "kingkong", "cancha", "loche", "chifles", "mango", "limon"]  # fmt: skip
_PLACES = ["Chiclayo", "Lambayeque", "Ferrenafe", "Pimentel", "Monsefu", "Eten", "Motupe",
           "Olmos", "Inkawasi", "Kanaris", "Tuman", "Patapo", "Zana", "Mochumi"]  # fmt: skip
_NAMES = ["Wilmer", "Yesenia", "Jhonatan", "Ruth", "Kenji", "Haruka", "Chiyo", "Kayan", "Wai",
          "Graziella", "Matteo", "Asuncion", "Florencio", "Ernestina", "Segundo"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["K1ngK0ng", "N4yl4mp", "T0cum3", "S1p4n", "Ch0tun4", "Alg4rr0b0", "M4ng0", "L0ch3"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_MUCHIK)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_DISHES, 2)) + f".{g.randrange(1990, 2031)}",
    lambda g: g.choice(_LEET) + str(g.randrange(100, 1000)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_PLACES)}",
    _manager,
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: f"{g.choice(_PLACES)}_{g.choice(_DISHES)}_{g.randrange(10, 100)}{g.choice('!#?')}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 14),
]


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain_pw(g: random.Random) -> str:
    ok = set(ALNUM + "._-")
    return v.until(g, _pw, lambda value: set(value) <= ok)


def _fill(
    g: random.Random, cls: str, templates: list[str], n: int, make: Maker, **pools: list[str]
) -> list[Sample]:
    out = []
    for template in v.cycle(g, templates, n):
        secret = make(g)
        extra = {k: g.choice(pool) for k, pool in pools.items()}
        out.append(Sample(cls, template.format(pw=secret, **extra), secret))
    return out


def _family(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Taker:
    return lambda g, n: _fill(g, cls, templates, n, make, **pools)


_LABELLED = [
    "WhatsApp, Wilmer: oe causa, la contra del router de la planta de Lambayeque es {pw}",
    "habla mano, la clave del correo de ventas es {pw} pe, no la pases",
    "Yesenia (audio transcrito): ya fue, la contraseña nueva del ERP es {pw}",
    "Jhonatan: la contra del NAS del molino de Ferreñafe → {pw}",
    "nota en el celu: clave del Odoo de exportaciones: {pw}",
    "Ruth: chochera, apunta la clave del sistema de balanzas: {pw}, ya?",
    "ticket #4417 (mesa de ayuda): el usuario pide reset, contraseña temporal {pw}",
    "oe, la clave del wifi de la cámara de frío de Pimentel es {pw} causa",
    "audio de don Segundo: la contraseña del banco nomás es {pw}, no le digas a nadie",
    "Ernestina: te paso la contraseña del SUNAT SOL → {pw}",
    "tía Asunción: yaykuna shimiqa {pw} kan, wawa",
    "Florencio (Kañaris): panillay, correo yaykuna shiminqa {pw}",
    "Asunción: computadorapa pakana shiminqa {pw} kan, ama pimanpis willankichu",
    "turiy Segundo: celularpa yaykuna shimin {pw}",
    "ばあちゃん (LINE): 新しいパスワードは {pw} だよ",
    "Haruka: 銀行アプリのパスワード：{pw}",
    "Kenji: 合言葉は「{pw}」です、忘れないで",
    "叔母さん: メールのパスワードは {pw} です。",
    "Haruka (romaji): atarashii pasuwaado wa {pw} da yo",
    "Kenji: ojiichan no meeru no pasuwaado wa {pw} desu",
    "Chiyo: pasokon no pasuwaado → {pw}",
    "阿嫲 (WhatsApp): 部電腦個密碼係 {pw}",
    "Kayan: 新密碼係 {pw}，唔好話俾人知",
    "Ah Wai: 網上銀行登入密碼：{pw}",
    "Kayan: gaa1 kei5 wifi mat6 maa5 hai6 {pw}",
    "Wai: deen nóuh maht máh haih {pw}",
    "Kayan: email個 pass 係 {pw} ah",
    "Ah Wai: pw hai {pw}, m hou wa bei jan zi",
    "zia Graziella: la password della posta è {pw}",
    "Matteo: la parola d'ordine del router è: {pw}",
    "Graziella (vocale): allora, la password nuova del conto è {pw}, segnatela",
    "Matteo: a parolla do computer a l'é {pw}",
    "cugino Matteo: password del NAS di Sampierdarena → {pw}",
    "Graziella: la mia password di Poste è «{pw}»",
    "Slack #infra: new pfSense admin password is {pw}",
    "Kenji (ops note): the Zabbix admin password for the Pimentel cold store is {pw}",
    "assistant, remember this: my VPN password is {pw}",
    "please save for me - the packing-house camera NVR password: {pw}",
    "Jira OPS-2231: reset done, temporary password `{pw}`",
    "voice memo, Wilmer: the password for the rice-mill SCADA is {pw}, write it down",
]
_labelled = _family("labelled_password", _LABELLED, _pw)

_USERS = ["wllontop", "ysandoval", "jpuicon", "rchaponan", "ktamashiro", "admin", "root",
          "exportaciones", "molino", "gcanepa"]  # fmt: skip
_LOGINS = [
    "usuario: {u} / clave: {pw}",
    "creds del Zimbra → {u}:{pw}",
    "entra como {u} con {pw} al panel del MikroTik",
    "login {u} and {pw} for the rice-mill HMI",
    "{u} / {pw}",
    "ユーザー名：{u} パスワード：{pw}",
    "用戶名 {u}，密碼 {pw}",
    "utente {u}, password {pw}",
    "usuarioqa {u}, yaykuna shimiqa {pw}",
    "| {u} | {pw} | Ferreñafe mill PLC |",
    "{u}@algarrobo-norte.example:{pw}",
    "u={u} p={pw}",
    "sign in to the Pimentel dock tablet as {u} with {pw}",
    "ID：{u}　パス：{pw}",
]
_logins = _family("login_pair", _LOGINS, _pw, u=_USERS)

_SPELL_WORDS = ["naylampito", "chotunita", "tucumeño", "zapotillo", "faiquecito", "pomaqueño",
                "cabritito", "espesadito", "motupano", "monsefuano"]  # fmt: skip
_SPELLED = [
    "la clave es la palabra {pw} seguido de {n}, todo en minúsculas",
    "the password is the word {pw} followed by {n}",
    "la password è la parola {pw} e poi {n}",
    "パスワードは「{pw}」のあとに {n} です",
    "密碼係 {pw} 跟住 {n}",
    "{pw} con {n} al final, esa es la contra del router",
    "type {pw}, then {n}; that's the admin password",
    "yaykuna shimiqa {pw} kan, {n} qipanpi",
    "Graziella: scrivi {pw}, poi {n} — è la password del wifi",
    "pasuwaado wa {pw} no ato ni {n}",
]


def _spelled(g: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(g, _SPELLED, n):
        word = g.choice(_SPELL_WORDS) + _r(g, LOWER, 2)
        out.append(
            Sample("spelled_password", template.format(pw=word, n=g.randrange(100, 10_000)), word)
        )
    return out


_CLI = [
    "dsquery user -name wllontop -u ALGARROBO\\admin -p {pw}",
    "tarsnap --keygen --keyfile /root/t.key --user ops@algarrobo-norte.example --passphrase {pw}",
    "New-LocalUser -Name molino -Password (ConvertTo-SecureString '{pw}' -AsPlainText -Force)",
    "kafka-console-producer.sh --producer-property sasl.jaas.config='... password=\"{pw}\";'",
    "Invoke-Sqlcmd -ServerInstance sql01 -Username sa -Password '{pw}' -Query 'SELECT 1'",
    "gopass insert -m algarrobo/erp <<< '{pw}'",
    "vncviewer -passwd <(echo {pw} | vncpasswd -f) 10.20.0.15:1",
    "gbak -b -user SYSDBA -password {pw} balanzas.fdb balanzas.fbk",
    "hg clone https://kenji:{pw}@hg.algarrobo.lan/etiquetas",
    "pgbench -h pg.algarrobo.lan -U bench 'password={pw}' -c 10 molino",
    "ncftpput -u exportaciones -p {pw} ftp.algarrobo.lan /out facturas.zip",
    "s3cmd --access_key=AKIAALGARROBO --secret_key={pw} ls s3://algarrobo-backups",
    "wget --user=ops --password={pw} https://files.algarrobo.lan/lotes.csv",
    "db2 connect to MOLINODB user db2inst1 using {pw}",
    "impala-shell -i impala.algarrobo.lan -u etl --ldap --ldap_password_cmd='echo {pw}'",
    "openfortivpn vpn.algarrobo-norte.example:443 -u kenji -p {pw}",
    "snowsql -a algarrobo -u etl --password {pw}",
    "sshpass -p '{pw}' ssh pi@camara-frio.pimentel.lan",
    "mysql -u molino -p{pw} -h 10.20.0.8 balanzas",
    "redis-cli -h cache.algarrobo.lan -a {pw} ping",
    "mongodump --uri mongodb://backup:{pw}@mongo.algarrobo.lan/trazabilidad",
    "smbpasswd -a wllontop <<< $'{pw}\\n{pw}'",
    "7z a -p{pw} -mhe=on planillas.7z planillas/",
    "zip -P {pw} sunat_2031.zip ple/*.txt",
    "openssl pkcs12 -export -in cert.pem -inkey key.pem -out cliente.p12 -passout pass:{pw}",
    "keytool -importkeystore -srckeystore facturador.jks -srcstorepass {pw}",
    "sqlcmd -S sql01.algarrobo.lan -U sa -P {pw}",
    "curl -u exportaciones:{pw} https://dav.algarrobo.lan/remote.php/dav/files/",
    "ipmitool -I lanplus -H 10.20.0.40 -U ADMIN -P {pw} chassis status",
    "mosquitto_pub -h mqtt.algarrobo.lan -u sensores -P {pw} -t frio/temp -m 4.2",
    "xfreerdp /v:contabilidad.algarrobo.lan /u:rchaponan /p:{pw}",
    "lftp -u exportaciones,{pw} sftp://sftp.algarrobo.lan",
    "echo '{pw}' | sudo -S systemctl restart balanzas",
    "beeline -u jdbc:hive2://hive.algarrobo.lan:10000 -n etl -p {pw}",
]
_SHELLS = ["{c}", "kenji@molino-ferrenafe:~$ {c}", "PS C:\\Users\\wllontop> {c}",
           "[root@pimentel-frio ~]# {c}", "oe, corre esto: {c}", "history | tail -1\n  812  {c}",
           "これ実行して: {c}", "Matteo: lancia {c}"]  # fmt: skip


def _cli(g: random.Random, n: int) -> list[Sample]:
    out = _fill(g, "cli_password", _CLI, n, _plain_pw)
    return [Sample(s.cls, g.choice(_SHELLS).format(c=s.text), s.secret) for s in out]


_URLS = [
    "postgres://erp:{pw}@pg.algarrobo.lan:5432/exportaciones",
    "mysql://balanzas:{pw}@10.20.0.8/balanzas",
    "mongodb+srv://traza:{pw}@cluster0.algarrobo-norte.example/lotes",
    "amqp://colas:{pw}@rabbit.algarrobo.lan:5672/",
    "redis://:{pw}@cache.algarrobo.lan:6379/0",
    "DATABASE_URL=postgresql://odoo:{pw}@db/odoo_chiclayo",
    "jdbc:sqlserver://sql01;user=sa;password={pw};databaseName=planillas",
    "Server=sql01;Database=Contab;User Id=contador;Password={pw};",
    "smtp://ventas%40algarrobo-norte.example:{pw}@mail.algarrobo-norte.example:587",
    "ftp://exportaciones:{pw}@ftp.algarrobo.lan/facturas",
    "clickhouse://etl:{pw}@ch.algarrobo.lan:9000/sensores",
    "la cadena de conexión es Host=pg;Username=molino;Password={pw};Database=arroz",
    "接続文字列: postgres://kenji:{pw}@pg.algarrobo.lan/app",
    "stringa di connessione: mysql://matteo:{pw}@genova-nas.local/foto",
]
_urls = _family("connection_string", _URLS, _plain_pw)


def _vendor_jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url(
        {"sub": _r(g, D, 8), "iss": "algarrobo", "iat": 1_900_000_000 + g.randrange(10**6)}
    )
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("MuchikPay", "MUCHIKPAY_SECRET", _j("mkp_live_", (ALNUM, 32))),
    ("SipanCloud", "SIPANCLOUD_TOKEN", _j("spc-", (LOWER_DIGITS, 40))),
    ("Chotuna SMS", "CHOTUNA_SMS_KEY", _j("chs_", (HEX, 36))),
    ("Lambayeque Telemetría", "LBT_API_KEY", _j("lbt.", (URLSAFE, 24), ".", (URLSAFE, 16))),
    ("Naylamp ERP", "NAYLAMP_SK", _j("nyl_sk_", (ALNUM, 40))),
    ("Tucume Maps", "TUCUME_MAPS_KEY", _j("tcm-", (UPPER_DIGITS, 32))),
    ("Yape Empresas", "YAPE_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Plin", "PLIN_API_KEY", _j((HEX, 40))),
    ("Culqi", "CULQI_SECRET_KEY", _j("sk_live_", (ALNUM, 32))),
    ("Izipay", "IZIPAY_PASSWORD", _j("prodpassword_", (ALNUM, 44))),
    ("Niubiz", "NIUBIZ_API_KEY", _j((ALNUM, 36))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    (
        "Slack",
        "SLACK_BOT_TOKEN",
        lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}",
    ),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("OpenRouter", "OPENROUTER_API_KEY", _j("sk-or-v1-", (HEX, 64))),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("Google", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio", "TWILIO_API_KEY", _j("SK", (HEX, 32))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("PyPI", "PYPI_TOKEN", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Shopify", "SHOPIFY_TOKEN", _j("shpat_", (HEX, 32))),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Linear", "LINEAR_API_KEY", _j("lin_api_", (ALNUM, 40))),
    ("Grafana", "GRAFANA_TOKEN", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Doppler", "DOPPLER_TOKEN", _j("dp.st.prd.", (ALNUM, 40))),
    ("Sentry", "SENTRY_AUTH_TOKEN", _j("sntrys_", (ALNUM, 60))),
    ("Tailscale", "TS_AUTHKEY", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 30))),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52))),
    ("Docker Hub", "DOCKERHUB_TOKEN", _j("dckr_pat_", (URLSAFE, 27))),
    ("Brevo", "BREVO_API_KEY", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA", "NVIDIA_API_KEY", _j("nvapi-", (URLSAFE, 64))),
    ("Postman", "POSTMAN_API_KEY", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Netlify", "NETLIFY_AUTH_TOKEN", _j("nfp_", (ALNUM, 36))),
    ("Notion", "NOTION_TOKEN", _j("ntn_", (ALNUM, 46))),
    ("Figma", "FIGMA_TOKEN", _j("figd_", (URLSAFE, 40))),
    ("Replicate", "REPLICATE_API_TOKEN", _j("r8_", (ALNUM, 37))),
    ("Perplexity", "PPLX_API_KEY", _j("pplx-", (ALNUM, 48))),
    ("xAI", "XAI_API_KEY", _j("xai-", (ALNUM, 80))),
    ("Vault", "VAULT_TOKEN", _j("hvs.", (URLSAFE, 90))),
    ("Pulumi", "PULUMI_ACCESS_TOKEN", _j("pul-", (HEX, 40))),
    ("Heroku", "HEROKU_API_KEY", _j("HRKU-", (URLSAFE, 60))),
]
_NAMED = [
    ".env:\n{env}={tok}",
    "export {env}='{tok}'",
    "docker run -e {env}={tok} algarrobo/etiquetas:3.1",
    "fly secrets set {env}={tok}",
    "GitHub Actions, repo secret {env}: {tok}",
    "Naylamp ERP › Ajustes › Integraciones › {vendor}: {tok}",
    "oe causa, la API key de {vendor} es {tok}",
    "la llave de {vendor} para el molino: {tok}",
    "Jira OPS-2290: {vendor} integration broken, current key {tok}",
    "{vendor} のAPIキーは {tok} です",
    "{vendor} 個 API key 係 {tok}",
    "chiave API di {vendor}: {tok}",
    "{vendor} API llaveqa {tok} kan",
    "assistant, keep my {vendor} token: {tok}",
    'k8s secret stringData:\n  {env}: "{tok}"',
    'appsettings.json: "{env}": "{tok}"',
]


def _vendors(g: random.Random, n: int) -> list[Sample]:
    out = []
    firsts = [(vendor, g.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + g.sample(rest, n - len(firsts))
    g.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(g)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE = ["{pw}", "guárdame esto: {pw}", "solo lo muestra una vez:\n{pw}", "これ保存して {pw}",
         "{pw}\n^ el nuevo, el viejo ya fue", "tienimelo: {pw}"]  # fmt: skip
_bare = _family("bare_token", _BARE, _j((ALNUM, 44)))

_HEXES = [
    "LoRaWAN AppKey del sensor de la cámara 3 (Pimentel): {pw}",
    "AES key for the scale backups: {pw}",
    "MASTER_KEY={pw}",
    "la llave de cifrado del respaldo del molino es {pw}",
    "暗号化キー：{pw}",
    "chiave di cifratura del NAS di Genova: {pw}",
    "HMAC secret del webhook de Culqi: {pw}",
    "wg0.conf PresharedKey hex (converted): {pw}",
]
_hexes = _family("hex_key", _HEXES, lambda g: _r(g, HEX, g.choice([32, 64])))

_JWTS = [
    "Authorization: Bearer {pw}",
    "el token del portal de SUNAT que me dio el sistema: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.algarrobo.lan/lotes",
    "session cookie: jwt={pw}",
    "トークン：{pw}",
    "token de Yape Empresas (JWT): {pw}",
    "localStorage.setItem('token', '{pw}')",
    "个 token 係 {pw}",
]
_jwts = _family("jwt", _JWTS, _vendor_jwt)


def _pem_body(g: random.Random) -> str:
    body = _r(g, B64, 64 * 6)
    return "\n".join(body[i : i + 64] for i in range(0, len(body), 64))


_PEMS = [
    "-----BEGIN RSA PRIVATE KEY-----\n{pw}\n-----END RSA PRIVATE KEY-----",
    "llave del facturador:\n-----BEGIN PRIVATE KEY-----\n{pw}\n-----END PRIVATE KEY-----",
    "id_ed25519 del servidor de Pimentel:\n-----BEGIN OPENSSH PRIVATE KEY-----\n{pw}\n"
    "-----END OPENSSH PRIVATE KEY-----",
    "秘密鍵です\n-----BEGIN EC PRIVATE KEY-----\n{pw}\n-----END EC PRIVATE KEY-----",
    "Matteo, la chiave privata:\n-----BEGIN PRIVATE KEY-----\n{pw}\n-----END PRIVATE KEY-----",
    "cert-sunat.key\n-----BEGIN ENCRYPTED PRIVATE KEY-----\n{pw}\n"
    "-----END ENCRYPTED PRIVATE KEY-----",
]
_pems = _family("pem_private_key", _PEMS, _pem_body)

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "japanese", "italian",
                                             "chinese_traditional")}  # fmt: skip


def _seed_in(lang: str, words: int = 12) -> Maker:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    return lambda g: str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))


_SEEDS: list[tuple[str, Maker]] = [
    ("frase semilla de la billetera de Wilmer: {pw}", _seed_in("spanish")),
    ("las 12 palabras del Ledger, no las pierdas: {pw}", _seed_in("spanish")),
    ("seed phrase of the company's treasury wallet: {pw}", _seed_in("english", 24)),
    ("recovery words:\n{pw}", _seed_in("english")),
    ("Kenji: ウォレットの復元フレーズ：{pw}", _seed_in("japanese")),
    ("リカバリーフレーズ\n{pw}", _seed_in("japanese", 15)),
    ("Kayan: 錢包助記詞係 {pw}", _seed_in("chinese_traditional")),
    ("助記詞：{pw}", _seed_in("chinese_traditional", 18)),
    ("Matteo: le 12 parole del portafoglio sono {pw}", _seed_in("italian")),
    ("frase di recupero: {pw}", _seed_in("italian")),
    ("Exodus backup: {pw}", _seed_in("english", 18)),
    ("Segundo: billeterapa shiminkunaqa {pw} kan", _seed_in("spanish")),
]


def _seeds(g: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(g, _SEEDS, n):
        p = make(g)
        out.append(Sample("seed_phrase", template.format(pw=p), p))
    return out


_CARD_BRANDS = ["visa", "mastercard", "amex", "diners", "jcb"]
_CARDS = [
    "tarjeta de la empresa: {pw} vence 08/33",
    "oe pásame al toque: número de tarjeta {pw}",
    "カード番号：{pw}",
    "信用卡號碼 {pw}",
    "numero della carta: {pw}, scadenza 11/32",
    "card on file for AWS billing: {pw}",
    "{pw} exp 02/34 — la de viáticos",
    "Asunción: tarjetaqa {pw} kan",
]


def _cards(g: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(g, _CARDS, n)):
        number = v.card(g, _CARD_BRANDS[index % len(_CARD_BRANDS)])
        shown = v.grouped(number, g.choice([" ", "-", ""]), g)
        out.append(Sample("card_number", template.format(pw=shown), shown))
    return out


_CVVS = [
    "el código de seguridad de atrás es {pw}",
    "CVV: {pw}",
    "セキュリティコード {pw}",
    "卡背面三個數字係 {pw}",
    "il codice di sicurezza sul retro è {pw}",
    "the three digits on the back are {pw}",
]
_cvvs = _family("card_code", _CVVS, lambda g: _r(g, D, 3))

_IBAN_SHAPES = {"IT": "a" + "n" * 10 + "c" * 12, "SM": "a" + "n" * 10 + "c" * 12, "VA": "n" * 18,
                "BI": "n" * 23, "LY": "n" * 21, "MN": "n" * 16, "SO": "n" * 19,
                "NI": "aaaa" + "n" * 20, "FO": "n" * 14, "LC": "aaaa" + "c" * 24,
                "YE": "aaaa" + "nnnn" + "c" * 18}  # fmt: skip
_IBANS = [
    ("IBAN di zia Graziella (Genova): {pw}", "IT"),
    ("Matteo: manda i soldi a questo IBAN {pw}", "IT"),
    ("cuenta del proveedor de San Marino, IBAN {pw}", "SM"),
    ("IBAN for the parish donation: {pw}", "VA"),
    ("Burundi coffee partner IBAN: {pw}", "BI"),
    ("IBAN de la importadora de Trípoli: {pw}", "LY"),
    ("Mongolian buyer's IBAN {pw}", "MN"),
    ("IBAN del cliente de Mogadiscio → {pw}", "SO"),
    ("IBAN del distribuidor de Managua: {pw}", "NI"),
    ("Faroe fish-meal supplier IBAN: {pw}", "FO"),
    ("IBAN Saint Lucia rum shop: {pw}", "LC"),
    ("振込先 IBAN：{pw}", "YE"),
]


def _iban(g: random.Random, country: str) -> str:
    return v.iban_shaped(g, country, _IBAN_SHAPES)


def _ibans(g: random.Random, n: int) -> list[Sample]:
    out = []
    for template, country in v.cycle(g, _IBANS, n):
        number = _iban(g, country)
        shown = v.iban_spaced(number) if g.random() < 0.5 else number
        out.append(Sample("iban", template.format(pw=shown), shown))
    return out


def _cui(g: random.Random) -> str:
    body = _r(g, D, 8)
    return body + pe_cui.calc_check_digits(body)[g.randrange(2)]


def _ruc(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice(["10", "20"]) + _r(h, D, 9), pe_ruc.is_valid)


def _codice_fiscale(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        day = f"{h.randrange(1, 29):02d}"
        body = _r(h, UPPER, 6) + _r(h, D, 2) + h.choice("ABCDEHLMPRST") + day
        body += h.choice("DEFGH") + _r(h, D, 3)
        return body + it_cf.calc_check_digit(body)

    return v.until(g, make, it_cf.is_valid)


def _iva(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 7) + "095" + _r(h, D, 1), it_iva.is_valid)


def _my_number(g: random.Random) -> str:
    body = _r(g, D, 11)
    return body + jp_in.calc_check_digit(body)


def _jp_corp(g: random.Random) -> str:
    body = _r(g, D, 12)
    return jp_cn.calc_check_digit(body) + body


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"440781{h.randrange(1950, 2005)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body += _r(h, D, 3)
        return body + cn_ric.calc_check_digit(body)

    return v.until(g, make, cn_ric.is_valid)


def _itin(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"9{_r(h, D, 2)}-{h.choice(['70', '78', '83', '90', '94'])}-{_r(h, D, 4)}"

    return v.until(g, make, us_itin.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("DNI de la señora Ernestina: {pw}", _cui),
    ("oe, mi DNI es {pw} pe, para el contrato", _cui),
    ("CUI del trabajador nuevo → {pw}", _cui),
    ("Segundo: DNIyqa {pw} kan", _cui),
    ("RUC del proveedor de cajas de Ferreñafe: {pw}", _ruc),
    ("mi RUC de persona natural es {pw}", _ruc),
    ("codice fiscale di zia Graziella: {pw}", _codice_fiscale),
    ("Matteo: il mio codice fiscale è {pw}", _codice_fiscale),
    ("partita IVA del cugino a Genova: {pw}", _iva),
    ("マイナンバー：{pw}", _my_number),
    ("Haruka: watashi no mai nanbaa wa {pw} desu", _my_number),
    ("叔母さんの個人番号は {pw} です", _my_number),
    ("法人番号（川崎の会社）：{pw}", _jp_corp),
    ("阿嫲嘅身份證號碼係 {pw}", _ric),
    ("台山 舅父 身份證：{pw}", _ric),
    ("Uncle Wai's ITIN: {pw}", _itin),
    ("ITIN de la tía en California → {pw}", _itin),
]


def _national(g: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(g, _IDS, n):
        value = make(g)
        out.append(Sample("national_id", template.format(pw=value), value))
    return out


_BACKUPS = [
    "códigos de respaldo de Google (empresa):\n{pw}",
    "backup codes for the GitHub org owner: {pw}",
    "バックアップコード\n{pw}",
    "備用碼：{pw}",
    "codici di backup di Google: {pw}",
    "códigos de recuperación del Microsoft de Wilmer: {pw}",
    "2FA recovery codes (Bitwarden):\n{pw}",
    "kutichina codigokunaqa: {pw}",
]


def _backups(g: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(g, _BACKUPS, n)):
        codes = v.backup_codes(g, 6, index % 4)
        joiner = "\n" if "\n" in template else ", "
        text = joiner.join(codes)
        out.append(Sample("backup_codes", template.format(pw=text), codes[0]))
    return out


_TOTP = [
    "clave de configuración del 2FA: {pw}",
    "TOTP secret for the AWS root: {pw}",
    "otpauth://totp/Algarrobo:kenji?secret={pw}&issuer=Algarrobo",
    "2段階認証のセットアップキー：{pw}",
    "二步驗證密鑰 {pw}",
    "chiave segreta 2FA: {pw}",
]


def _totp(g: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(g, _TOTP, n):
        s = v.totp_secret(g, spaced="otpauth" not in template and g.random() < 0.5)
        out.append(Sample("otp_secret", template.format(pw=s), s))
    return out


_CODES = [
    "tu código de verificación de Yape es {pw}",
    "BCP: Tu clave dinámica es {pw}. No la compartas.",
    "{pw} is your Interbank verification code",
    "認証コード：{pw}",
    "【驗證碼】{pw}",
    "Il tuo codice di verifica è {pw}",
    "oe pásame el código que te llegó... ya: {pw}",
    "ninshou koodo wa {pw} desu",
    "Asunción: codigoqa {pw} kan",
    "Use {pw} to sign in to Naylamp ERP",
]
_codes = _family("otp_code", _CODES, lambda g: _r(g, D, 6))

_SSIDS = ["Algarrobo-Planta", "Molino Ferreñafe 5G", "Pimentel-Frio", "CasaTamashiro",
          "FamiliaChang-5G", "Vodafone-Genova-2.4"]  # fmt: skip
_WIFI = [
    "wifi {s}, clave {pw}",
    "red: {s} / contra: {pw}",
    "la clave del wifi {s} es {pw} oe",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "Wi-Fi「{s}」のパスワードは {pw}",
    "{s} 嘅 wifi 密碼係 {pw}",
    "rete {s}, password del wifi: {pw}",
    "wifi {s} yaykuna shiminqa {pw} kan",
    "network {s} key {pw}",
    'wpa_supplicant.conf:\nnetwork={{\n  ssid="{s}"\n  psk="{pw}"\n}}',
    "hostapd.conf:\nssid={s}\nwpa_passphrase={pw}",
    "Kayan: wifi {s} pass hai6 {pw}",
]
_wifi = _family("wifi_key", _WIFI, _plain_pw, s=_SSIDS)


def _spaced(g: random.Random, n: int) -> list[Sample]:
    templates = ["token: {pw}", "la key letra por letra: {pw}", "トークン {pw}",
                 "il token, carattere per carattere: {pw}"]  # fmt: skip
    out = []
    for index, template in enumerate(v.cycle(g, templates, n)):
        raw = _r(g, ALNUM, 24) if index % 2 else "ghp_" + _r(g, ALNUM, 36)
        sep = [" ", " - ", " · ", ".", "  ", " | ", ",", "_"][index % 8]
        shown = (
            sep.join(raw) if index < 4 else sep.join(raw[i : i + 4] for i in range(0, len(raw), 4))
        )
        out.append(Sample("spaced_token", template.format(pw=shown), shown))
    return out


_PINS = [
    "el PIN de la tarjeta de la empresa es {pw}",
    "código de la alarma del almacén de Lambayeque: {pw}",
    "candado de la cámara de Pimentel → {pw}",
    "暗証番号は {pw} です",
    "anshou bangou wa {pw}",
    "提款卡 PIN 係 {pw}",
    "il PIN del bancomat è {pw}",
    "o PIN do bancomat o l'é {pw}",
    "Asunción: tarjetapa PINnin {pw} kan",
    "door code for the Ferreñafe mill office: {pw}#",
]
_pins = _family("pin_code", _PINS, lambda g: _r(g, D, g.choice([4, 4, 6])))

_PHRASE_WORDS = ["algarrobo", "faique", "zapote", "pelicano", "caballito", "totora", "huaca",
                 "sapote", "loche", "mango", "arrozal", "lampa", "chalan", "ceibo", "vizcacha",
                 "gaviota"]  # fmt: skip
_PHRASES = [
    "passphrase of the Bitwarden vault: {pw}",
    "frase de contraseña del KeePass: {pw}",
    "マスターパスフレーズ：{pw}",
    "passphrase del disco di Matteo: {pw}",
    "la frase clave del respaldo es {pw}",
    "GPG passphrase → {pw}",
]


def _phrase(g: random.Random) -> str:
    return g.choice(["-", " ", "."]).join(g.sample(_PHRASE_WORDS, 4))


_phrases = _family("passphrase", _PHRASES, _phrase)


def _basic(g: random.Random) -> str:
    return base64.b64encode(f"{g.choice(_USERS)}:{_plain_pw(g)}".encode()).decode()


_AUTH = [
    "Authorization: Basic {pw}",
    "header de Postman → Authorization: Basic {pw}",
    "curl -H 'Authorization: Basic {pw}' https://erp.algarrobo.lan/api/lotes",
]
_AUTH_BEARER = [
    "Authorization: Bearer {pw}",
    'nginx: proxy_set_header Authorization "Bearer {pw}";',
    "API 請求頭 Authorization: Bearer {pw}",
]


def _auth(g: random.Random, n: int) -> list[Sample]:
    half = n // 2
    return _fill(g, "auth_header", _AUTH, half, _basic) + _fill(
        g, "auth_header", _AUTH_BEARER, n - half, _j((ALNUM, 40))
    )


_CONFIGS = [
    'strongswan ipsec.secrets:\n: PSK "{pw}"',
    "strongswan swanctl.conf:\nsecrets {{\n  ike-planta {{\n    secret = {pw}\n  }}\n}}",
    "fetchmailrc:\npoll mail.algarrobo-norte.example user ventas password {pw}",
    'muttrc:\nset imap_pass = "{pw}"',
    "odoo.conf:\n[options]\ndb_user = odoo\ndb_password = {pw}\nadmin_passwd = admin",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "application.properties:\nspring.datasource.username=molino\nspring.datasource.password={pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'traza', 'PASSWORD': '{pw}'}}}}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "~/.s3cfg:\n[default]\naccess_key = AKIAALGARROBO\nsecret_key = {pw}",
    "openfortivpn config:\nhost = vpn.algarrobo-norte.example\nusername = kenji\npassword = {pw}",
    "pgpass:\npg.algarrobo.lan:5432:*:erp:{pw}",
    "freeradius clients.conf:\nclient planta {{\n  ipaddr = 10.20.0.0/24\n  secret = {pw}\n}}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
]
_configs = _family("config_file", _CONFIGS, _plain_pw)

_ENVS = [
    ".env (facturador):\nSUNAT_SOL_USER=MODDATOS\nSUNAT_SOL_PASSWORD={pw}",
    ".env.production:\nDB_HOST=pg.algarrobo.lan\nDB_PASS={pw}",
    "SMTP_PASSWORD={pw}",
    "export MYSQL_PWD={pw}",
    ".env del bot:\nBOT_SECRET={pw}",
    "Procfile env: REDIS_PASSWORD={pw}",
    "direnv .envrc:\nexport PGPASSWORD={pw}",
    "env file molino.env:\nPLC_PASSWORD={pw}",
]
_envs = _family("env_file", _ENVS, _plain_pw)


_PLAN: list[tuple[Taker, int]] = [
    (_labelled, 70), (_logins, 24), (_spelled, 14), (_cli, 34), (_urls, 14), (_vendors, 50),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 8), (_totp, 6), (_codes, 10), (_wifi, 16),
    (_spaced, 8), (_pins, 10), (_phrases, 8), (_auth, 6), (_configs, 14), (_envs, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


_SPLIT_PASSWORDS = {
    "la contra del router de la planta es": "{s}",
    "clave del Odoo:": "{s} (la cambié el lunes)",
    "yaykuna shimiqa": "{s} kan",
    "新しいパスワードは": "{s}",
    "密碼係": "{s}",
    "la password del conto è": "{s}",
    "Zabbix admin password": "{s}\nrotate after the audit",
    "oe causa, la clave del wifi es": "{s}",
    "pasuwaado wa": "{s} desu",
    "a parolla a l'é": "{s}",
}
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "MuchikPay secret key", "{s}", _j("mkp_live_", (ALNUM, 32))),
    ("split_token", "Culqi llave secreta:", "{s}", _j("sk_live_", (ALNUM, 32))),
    ("split_token", "GitHub token", "{s} (org algarrobo)", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "frase semilla:", "{s}", _seed_in("spanish")),
    (
        "split_card",
        "número de tarjeta",
        "{s} vence 09/33",
        lambda g: v.grouped(v.card(g, "visa"), " ", g),
    ),
    ("split_iban", "IBAN di Graziella", "{s}", lambda g: v.iban_spaced(_iban(g, "IT"))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "DNI", "{s}", _cui),
    ("split_id", "codice fiscale", "{s}", _codice_fiscale),
    ("split_pin", "暗証番号", "{s}", lambda g: _r(g, D, 4)),
]


def _fill_one(g: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(g)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [
        FieldPair(cls, first, *_fill_one(rng, second, make)) for cls, first, second, make in rows
    ]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"molino": {"plc": "10.20.0.31", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "wllontop", "clave": "{s}"}}': ("meta_password", _plain_pw),
    '{"パスワード": "{s}"}': ("meta_password", _plain_pw),
    '{"密碼": "{s}"}': ("meta_password", _plain_pw),
    '{"argv": ["snowsql", "-u", "etl", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"nota": "la contra del NAS es {s}"}': ("meta_password", _plain_pw),
    '{"trascrizione": "la password del router è {s}"}': ("meta_password", _plain_pw),
    '{"culqi": {"secret_key": "{s}"}}': ("meta_token", _j("sk_live_", (ALNUM, 32))),
    '{"sipancloudToken": "{s}"}': ("meta_token", _j("spc-", (LOWER_DIGITS, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"numero_tarjeta": "{s}"}}': ("meta_card", lambda g: v.card(g, "mastercard")),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SM")),
    '{"trabajador": {"dni": "{s}"}}': ("meta_id", _cui),
    '{"familia": {"my_number": "{s}"}}': ("meta_id", _my_number),
    '{"2fa": {"backup": ["{s}", "48213907", "55120384"]}}': ("meta_otp", _j((D, 8))),
    '{"billetera": {"frase_semilla": "{s}"}}': ("meta_seed", _seed_in("english")),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((HEX, 32))),
    '{"almacen": {"codigo_alarma": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Pimentel-Frio", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill_one(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"etiquetas: agregar lote de mango kent", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"balanzas: revert tara", usedforsecurity=False).hexdigest()[:9]
_WHEEL = hashlib.sha256(b"pyzk-0.9-py3-none-any.whl").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/algarrobo/etiquetas:3.1").hexdigest()
_MD5 = hashlib.md5(b"despachos_2031-12.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Recuérdame cambiar la contraseña del router antes de la auditoría del 14 de marzo.",
    "oe causa, la contra del wifi está en el cartel de la oficina, pregúntale a Ruth.",
    "La política dice que las contraseñas tienen mínimo 14 caracteres y van en el gestor.",
    "No pegues claves en el WhatsApp del grupo, manda el enlace del gestor nomás.",
    "El `.env.example` tiene `CULQI_SECRET_KEY=reemplazar`; la real está en el gestor.",
    "SUNAT pide cambiar la clave SOL cada 90 días, ya fue.",
    "パスワードは誰にも教えないでね。",
    "パスワードは14文字以上にしてください。",
    "唔好將密碼話俾任何人知。",
    "個 wifi 密碼喺雪櫃門度貼住，你自己睇。",
    "Non dire a nessuno la tua password, mi raccomando.",
    "La password deve avere almeno dodici caratteri.",
    "Ama pimanpis yaykuna shimiykita willankichu.",
    "Yaykuna shimiqa musuq kanqa, paqarin willashayki.",
    "Kenji, ojiichan ni pasuwaado o kikanaide ne.",
    "Kayan: mat6 maa5 m4 hou2 gong2 bei2 jan4 zi1.",
    f"commit {_COMMIT} agrega el lote de mango Kent a las etiquetas.",
    f"Volvimos a {_SHORT} porque la tara de las balanzas salía mal.",
    f"requirements.txt: pyzk==0.9 --hash=sha256:{_WHEEL}",
    f"La imagen corre ghcr.io/algarrobo/etiquetas@sha256:{_IMAGE}.",
    f"MD5 de despachos_2031-12.csv: {_MD5}, igual que la copia del NAS.",
    "Orden de compra OC-2031-00871: 1 200 cajas de mango Kent para Rotterdam.",
    "Guía de remisión EG07-00041583, 18 pallets de limón sutil.",
    "Llama a la tienda de Chiclayo al (074) 48 3126 antes del mediodía.",
    "Factura F001-00028417 por S/ 18 450.00 emitida el 2031-11-30.",
    "Contenedor MSCU 7731428 con el arroz de Ferreñafe sale del Callao el jueves.",
    "Partida arancelaria 0804.50.20 es mango fresco; 1006.30 es arroz pilado.",
    "Cámara 3 de Pimentel: 7.5 °C y 90 % de humedad relativa.",
    "Después de cinco contraseñas incorrectas el ERP bloquea la cuenta 20 minutos.",
    "El secreto del arroz con pato es el culantro, dice doña Ernestina.",
    "Pídele a Wilmer el código del candado, yo no lo tengo.",
    "Mi tarjeta terminada en 4471 fue rechazada en el Real Plaza.",
    "El proveedor de Génova quiere el IBAN sin espacios en la factura.",
    "Imprimir los códigos de respaldo del 2FA y guardarlos en la caja fuerte.",
    "Ningún soporte de billetera te va a pedir tu frase semilla.",
    "La red de invitados 'Algarrobo-Visitas' es abierta, no tiene contraseña.",
    "Lote LOT-2031-MK-0412, 4 kg por caja, calibre 8, Brix 14.2.",
    "Actualizamos Odoo de 16.0 a 17.0 y PostgreSQL a 16.4 el fin de semana.",
    "Ticket #4418: la impresora Zebra de Lambayeque no imprime etiquetas.",
    "El PIN de la tarjeta debe tener 4 dígitos, dice el banco.",
    "Request id 3f9c2a71-5b0e-4d8c-a1e6-77b2c90d4e15 es el lento en los logs de Culqi.",
    "Vuelo LA2371 Chiclayo–Lima sale a las 06:40, llegar 5:30.",
    "Il volo per Genova atterra alle 18:25, terminal 1.",
    "祖母の誕生日は3月12日、川崎のお店の電話は 044-555-0192 です。",
    "台山嘅舅父下個禮拜三打電話嚟，號碼係 +852 5555 0134。",
    "El precio del King Kong de tres sabores es S/ 38.50 en la tienda de Lambayeque.",
    "Keep `NAYLAMP_SK` in the secrets store, never in the repository.",
    "Naylamp ERP moved the API keys page under Ajustes › Desarrolladores in version 5.2.",
    "The token budget for the assistant is 8 000 tokens per call.",
    "Password reset links from the ERP expire after 30 minutes.",
    "ISBN 978-612-4123-45-6 es el libro de cocina lambayecana de la biblioteca.",
    "Wilmer's badge number is 0042 and his desk is 3B.",
    "La dirección de la planta es Calle Los Faiques 418, Lambayeque.",
    "El registro sanitario del King Kong es S-2031-0471-DIGESA.",
    "Version 3.1.4 of the labelling app fixes the Brix rounding.",
    "El molino procesa 45 toneladas de arroz cáscara por día.",
    "Scadenza IMU il 16 giugno, importo 312,40 euro.",
    "La contraseña del ERP venció, ya pedí el reseteo a TI.",
    "Kenji: la clave es paciencia con los compradores japoneses.",
    "The mango season in Motupe peaks in January.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-11-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/algarrobo/erp", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL}", "package": "pyzk", "version": "0.9"}}',
    '{"ticket": "4418", "orden_compra": "OC-2031-00871"}',
    '{"lote": {"id": "LOT-2031-MK-0412", "kg_por_caja": 4, "brix": 14.2}}',
    '{"telefono": "(074) 48 3126", "ciudad": "Chiclayo"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cajas_en_stock": 1284}',
    '{"partida": "0804.50.20", "origen": "PE", "descripcion": "mango fresco"}',
    '{"contenedor": "MSCU 7731428", "naviera": "MSC", "eta": "2032-01-09"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
