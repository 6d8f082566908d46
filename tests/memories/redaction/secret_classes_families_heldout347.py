# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-forty-seventh corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-forty-fifth's
docstring, the fifth to three-hundred-and-forty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (346, 348, 349), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (347_260_819), password words (a
Pantanal animal and a place with a number and a sign, `JacareAbobral47!`; dot-joined animal,
place and year; leet `Tu1uiu`; `Cheia` (the flood season) with a year; a generator's dashed
groups; random runs).

The fictional company is Baia Vermelha Turismo Pantaneiro (pousadas and a boat-hotel out of
Corumbá, an office in Miranda, a shop in Bonito, a base in Aquidauana; `baiavermelha.lan`,
`bvt.example`), with Brazilian staff, Bolivian and Paraguayan workers (Puerto Quijarro, Porto
Murtinho, Concepción), a Terena guide, German birding tourists and Okinawan-Nikkei relatives in
Campo Grande; every company, person, address, domain, account and number is invented, only the
region is real. Texts: WhatsApp-style chats, tickets, notes, runbooks, shell prompts, config and
env files, voice-note transcripts and requests to the assistant; separators a colon, `=`, `→`,
`->`, `é`, `es`, `ha'e`, `ist`, `lautet`, `は`, `wa`, a slash, a table cell, a new line and none.

Grep counts (heldouts 5 to 345 naming each, grep -l): none for Pantanal, Aquidauana, Campo
Grande, Terena, tuiuiú, piranha, pantaneiro, Eisvogel; one to three for Corumbá (2), Miranda (3),
Guarani (3), `ñe'ẽñemi` (3), Nikkei (2), PicPay, Sicredi, Take Blip, Pagar.me, Asaas, Iugu,
Zenvia, typesense, weaviate, qdrant, starrocks, ravendb, risingwave, `pasuwādo`; more for Bonito
(6), Okinawa (5), Mercado Pago (5), meilisearch (4), py.ruc (4), jp.cn (9), de.idnr (15), and
the common tools and labels (sshpass 179, lftp 115, clickhouse 189, `senha` 84, `contraseña`
140, `パスワード` 123, `Kennwort` 107).

About half of the secret samples are not in English: Brazilian Portuguese as texted (`senha`,
`vc`, `blz`, `kkk`, `tá`), the Spanish of Bolivian workers, the Spanish-Guarani (Jopara) of
Paraguayan workers (`contra`, `ñe'ẽñemi pyahu`, `ha'e`, `ko'ãva`), a Terena guide's Portuguese
with Terena words, German birders, and Okinawan-Nikkei relatives in kana, kanji and romaji
(`pasuwaado wa`, `anshou bangou`, `mainanbaa`). Portuguese, Spanish, German and Japanese script
wordings are ordinary usage; the author's guesses, checked by no speaker, are every Guarani and
Jopara wording, the Terena words (`ûti`, `kalivôno`) and the romaji spellings.

Vendors: invented ones (Baia Vermelha PayLink `bvpl_live_`, PantaSMS `pts-`, Piraputanga
Telemetria `ptm_sk_`, Tuiuiú Cloud `tcx.`; shapes guessed), Brazilian, Paraguayan and Japanese
ones with guessed shapes (Mercado Pago, Asaas, PagBank, Pagar.me, Zenvia, Omnibees, Desbravador,
Hospedin, Cloudbeds, Tigo Money, Bancard, Pagopar, LINE, PayPay, Chatwork, eBird, Xeno-canto)
and documented prefixes (GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging
Face, npm, SendGrid, Telegram, Twilio, DigitalOcean, Shopify, Notion, Sentry, Linear, Grafana,
Vault, Doppler, Tailscale, Discord, Groq, Supabase, PyPI); the JWTs are well-formed.

Ids: Brazil's CPF and CNPJ (`br.cpf`, `br.cnpj`), Paraguay's RUC (`py.ruc`), Japan's My Number
and corporate number (`jp.in_`, `jp.cn`) and Germany's Steuer-ID (`de.idnr`), each built with or
drawn until its python-stdnum module validates it. Cards pass Luhn (`stdnum.luhn`; Elo,
Hipercard, Visa, Mastercard, JCB and Amex prefixes). IBANs of Brazil, São Tomé and Príncipe,
Timor-Leste, Saint Lucia, Georgia and Azerbaijan, checked with `stdnum.iban`; seed phrases from
mnemonic's Portuguese, Spanish, Japanese and English lists, checked with `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
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
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.br import cnpj as br_cnpj
from stdnum.br import cpf as br_cpf
from stdnum.de import idnr as de_idnr
from stdnum.jp import cn as jp_cn
from stdnum.jp import in_ as jp_in
from stdnum.py import ruc as py_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 347_260_819
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"
_r, _j = v.r, v.token
Maker = v.Maker

_BICHOS = ["Tuiuiu", "Jacare", "Capivara", "Arara", "Sucuri", "Onca", "Ariranha", "Tamandua",
           "Cervo", "Piraputanga", "Pacu", "Dourado", "Bugio", "Quati", "Seriema",
           "Tucano"]  # fmt: skip
_LUGARES = ["Corumba", "Miranda", "Bonito", "Aquidauana", "Nhecolandia", "Paiagua", "Abobral",
            "Taboco", "Porto Murtinho", "Coxim", "Ladario", "Anastacio"]  # fmt: skip
_SYM = "!#$%&*?@+="


def _pw(g: random.Random) -> str:
    style = g.randrange(7)
    if style == 0:
        place = g.choice(_LUGARES).replace(" ", "")
        return f"{g.choice(_BICHOS)}{place}{g.randrange(10, 100)}{g.choice(_SYM)}"
    if style == 1:
        place = g.choice(_LUGARES).lower().replace(" ", "")
        return f"{g.choice(_BICHOS).lower()}.{place}.{g.randrange(1990, 2036)}"
    if style == 2:
        leet = g.choice(["Tu1uiu", "J4c4r3", "C4p1v4r4", "Ar4r4Azul", "P1r4nh4", "0nc4P1nt4d4"])
        return f"{leet}{g.randrange(10, 100)}{g.choice(_SYM)}"
    if style == 3:
        return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))
    if style == 4:
        return _r(g, ALNUM, g.randrange(13, 18))
    if style == 5:
        return _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYM)
    return f"Cheia{g.randrange(1974, 2036)}{g.choice(_BICHOS)}{g.choice(_SYM)}"


def _plain(g: random.Random) -> str:
    return v.until(g, _pw, lambda s: all(c.isalnum() or c in "._-" for c in s))


class _Family:
    """A class of samples: templates holding ``{pw}`` and the maker of that value."""

    def __init__(self, cls: str, templates: list[str], make: Maker) -> None:
        self.cls, self.templates, self.make = cls, templates, make

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, self.templates, n):
            secret = self.make(rng)
            out.append(Sample(self.cls, template.replace("{pw}", secret), secret))
        return out


_SAID = [
    "Rosangela no zap: a senha do wifi da pousada Baia Vermelha é {pw} viu",
    "vc lembra a senha do notebook da recepção? acho q é {pw}",
    "Edivaldo: mudei a senha do roteador da base do Abobral pra {pw}",
    "senha nova do e-mail reservas@baiavermelha.example → {pw}",
    "audio transcrito do Edivaldo: anota aí a senha do sistema de reservas, {pw}, beleza?",
    "ticket BVT-2214: hóspede trancou o cofre, senha mestra do cofre {pw}",
    "nota pra mim: senha do painel do barco-hotel Tuiuiú III = {pw}",
    "mano a senha do pc do escritório de Miranda agora é {pw} nao espalha",
    "tia Cida, a senha do netflix da fazenda ficou {pw} bjs",
    "Wilber: la contraseña del router del galpón en Puerto Quijarro es {pw}",
    "oye Wilber, ¿cuál es la clave de la compu de la balsa? — es {pw}",
    "Ñeco: che contraseña pyahu del correo ha'e {pw}",
    "Ñeco (audio): la contra del wifi del puerto de Murtinho es {pw}, ndaha'éi la vieja",
    "ñe'ẽñemi pyahu sistema-pe guarã: {pw}",
    "Wilber por audio: la clave del sistema de cobros quedó {pw}, no le digas al jefe",
    "la contraseña de la cuenta de Starlink del campamento: {pw}",
    "Joãozinho (guia terena): a senha do tablet da aldeia Cachoeirinha é {pw}",
    "Joãozinho: ûti senha do computador da escola kalivôno {pw}",
    "Ursula (Vogelreise Pantanal): Das Kennwort für das Fotolaptop lautet {pw}",
    "Klaus schreibt: WLAN-Schlüssel der Lodge in Aquidauana ist {pw}, bitte nicht posten",
    "Notiz Klaus: Zugangspasswort für die eBird-Gruppenliste = {pw}",
    "Ursula: mein neues Passwort fürs Kamera-Backup ist jetzt {pw}",
    "Higa-san: 事務所のパソコンのパスワードは {pw} です",
    "ケンジおじさん: カンポグランデの家のWi-Fiパスワード → {pw}",
    "パスワード変えたよ。新しいのは「{pw}」",
    "Kenji oji: ie no wifi no pasuwaado wa {pw} da yo",
    "Higa Mitsuko: obaachan no iPad no pasu {pw} ne, wasurenaide",
    "民宿の予約システムのパスワード：{pw}（ヒガ）",
    "hey assistant, remember the password for the Pantanal booking portal: {pw}",
    "can you save this for me? the jeep tracker login password is {pw}",
    "Please store: admin password for the Corumba office NAS is {pw}",
    "runbook § boats: the outboard telemetry gateway password → {pw}",
    "voice note (Rosangela): okay so the new finance password is {pw}, write it down",
    "ticket #5170 resolved — reset the guide app password to {pw}",
    "shell note: sudo password on pousada-srv01 is {pw}",
    "From Higa Kenji: my Rakuten password changed to {pw}",
    "pix? não, manda a senha do internet banking mesmo: {pw}",
    "senha do app da Energisa da fazenda: {pw}",
    "Dona Neide: a senha da maquininha da lojinha de Bonito ficou {pw}",
    "a senha do roteador Intelbras do flutuante agora é {pw} blz",
    "Edivaldo: senha do Zimbra do escritório -> {pw}",
    "recado p/ o Tiago: senha do wi-fi do camping Salobra = {pw}",
    "pega aí a senha do drone DJI do Tiago: {pw}",
    "Wilber: contraseña del Tigo Money de la tienda de Arroyo Concepción: {pw}",
    "la contraseña para el portal de la aduana de Puerto Suárez es {pw}",
    "Ñeco: mba'e pa la contraseña? ko'ãva: {pw}",
    "Gustavo (Assunção): a senha do painel da Tigo Business é {pw}",
    "Klaus: Passwort für das Nikon-Cloudkonto — {pw}",
    "Ursula: Kennwort Reisebüro-Portal (Vogelreise) geändert auf {pw}",
    "叔母さんのメールのパスワードは {pw} だよ",
    "Kenji: tanomoshi no kaikei app no pasuwaado → {pw}",
    "ask me later, but note: my Garmin inReach password is {pw}",
    "assistant, here's the password for the fishing license site: {pw}",
    "note to self: pantanal-vpn user bvt-ops password {pw}",
    "Thiago: a senha do PDV do restaurante Piraputanga ficou {pw} kkk",
    "Rosangela (áudio): senha do Booking extranet, anota, {pw}",
    "senha do portal da SEMAGRO que a gente usa pra licença: {pw}",
    "Guto do barco: a senha do radar Garmin é {pw} mas só eu sei",
    "Mãe, a senha do meu iCloud é {pw}, guarda aí",
    "Wilber: la clave del wifi del hotel en Puerto Quijarro la cambiaron a {pw}",
    "Ñeco: contraseña de la cuenta de Itaú Paraguay del galpón: {pw}",
    "Higa-san: 銀行アプリのパスワード＝{pw}",
    "Kenji (voice): passwoodo wa {pw}, okay? kore wa obaa no PC",
    "senha provisória que mandei pro Edivaldo pelo Telegram: {pw}",
    "tô mandando a senha do NVR das câmeras da base Taboco: {pw}",
    "senha do roteador da escola terena em Miranda — {pw}",
    "Ñeco: contraseña de la pc de la capitanía: {pw} (ndaipóri otra)",
    "Ursula: das Passwort vom Lodge-WLAN hat sich geändert, neu: {pw}",
    "Tiago: senha root da VPS da agência mudou pra {pw}",
    "Rosangela: a senha é {pw} — isso é do Google Ads, tá?",
    "{pw} é a senha do wi-fi da recepção, passa pros hóspedes do chalé 4",
    "{pw} — das ist das Passwort vom Beobachtungsturm-Tablet",
    "ticket BVT-2290: cliente pediu troca de senha; senha temporária: {pw}",
    "Wilber: ya cambié la contraseña, ahora es {pw}",
    "Ñeco: la clave de acceso al sistema de guías: {pw}",
    "senha do e-mail do Joãozinho (terena) que ele pediu pra guardar: {pw}",
    "minha senha do gov.br é {pw}, não conta pra ninguém",
    "Higa: Wi-Fiのパスは {pw} です（ポウザーダ）",
]
_said = _Family("said_password", _SAID, _pw)

_USERS = ["rosangela", "edivaldo.s", "wilber.q", "neco.ayala", "kenji.higa", "tiago", "ursula.b",
          "klaus_vogel", "bvt-ops", "reservas"]  # fmt: skip
_LOGINS = [
    "login do sistema de reservas: usuário rosangela / senha {pw}",
    "acesso ao painel Hostinger: user bvt-admin, senha {pw}",
    "creds pro NVR da base: admin / {pw}",
    "usuario: wilber.q  contraseña: {pw}",
    "Ñeco: usuario neco.ayala, contra {pw}",
    "Benutzer ursula.b, Passwort {pw} (Vogelreise-Portal)",
    "ID：kenji.higa　パスワード：{pw}",
    "ユーザー名 higa.mitsuko / パスワード {pw}",
    "entra como tiago com a senha {pw}",
    "edivaldo.s:{pw}@files.baiavermelha.lan",
    "rosangela@baiavermelha.example:{pw}",
    "u=bvt-ops p={pw}",
    "| reservas | {pw} | painel Omnibees |",
    "login: klaus_vogel / {pw}",
    "usuário do Mikrotik é admin e a senha {pw}",
    "sign in as edivaldo.s with {pw} on the booking tablet",
    "user reservas senha {pw} (Desbravador)",
    "root:{pw}",
    "usr: wilber.q / pwd: {pw}",
    "Kenji: yuuzaa wa kenji.higa, pasu wa {pw}",
    "conta do Tiago no cPanel — tiago / {pw}",
    "creds for the Starlink router are admin and {pw}",
    "acesso FTP: bvt-ftp / {pw}",
    "guarani: usuario ha'e neco.ayala, ñe'ẽñemi ha'e {pw}",
]
_logins = _Family("login_pair", _LOGINS, _pw)

_CLI = [
    "rosangela@bvt-srv01:~$ sshpass -p '{pw}' ssh tiago@10.8.0.4",
    "$ mysql -u reservas -p{pw} pousada",
    "tiago@corumba:~$ redis-cli -h 10.8.0.9 -a {pw} ping",
    "PS C:\\bvt> net use Z: \\\\nas-miranda\\fotos {pw} /user:bvt\\rosangela",
    "$ docker login registry.bvt.example -u tiago -p {pw}",
    "$ htpasswd -b /etc/nginx/.htpasswd guia {pw}",
    "$ zip -P {pw} contratos_2034.zip *.pdf",
    "$ 7z a -p{pw} fotos_onca.7z DCIM/",
    "$ openssl enc -aes-256-cbc -in hospedes.csv -out h.enc -pass pass:{pw}",
    "$ gpg --batch --passphrase {pw} -c relatorio.ods",
    "C:\\> plink -ssh -pw {pw} tiago@bvt-srv01",
    "$ xfreerdp /v:10.8.0.12 /u:rosangela /p:{pw}",
    "$ lftp -u bvt-ftp,{pw} ftp.bvt.example",
    "$ smbclient //nas-miranda/fotos -U rosangela%{pw}",
    "$ curl -u tiago:{pw} https://erp.bvt.example/api/reservas",
    "$ ldapsearch -x -D cn=admin,dc=bvt,dc=lan -w {pw} uid=neco",
    '$ sqlcmd -S 10.8.0.20 -U sa -P {pw} -Q "select 1"',
    '$ psql "host=10.8.0.5 user=bvt password={pw} dbname=pousada"',
    "$ mosquitto_pub -h mqtt.bvt.lan -u boia -P {pw} -t nivel/rio -m 3.2",
    "$ ipmitool -I lanplus -H 10.8.0.2 -U ADMIN -P {pw} power status",
    "$ keytool -importcert -keystore bvt.jks -storepass {pw} -file ca.crt",
    "$ rabbitmqctl add_user reservas {pw}",
    "$ cqlsh 10.8.0.30 -u cassandra -p {pw}",
    '$ mongosh "mongodb://10.8.0.6" -u bvt -p {pw}',
    "$ echo '{pw}' | sudo -S systemctl restart pousada",
    "$ influx auth login --username tiago --password {pw}",
    "$ typesense-server --api-key={pw} --data-dir /srv/ts",
    "$ meilisearch --master-key {pw}",
    "$ clickhouse-client --user bvt --password {pw}",
    "$ restic -r sftp:bvt@nas:/bk --password-command 'echo {pw}' backup /srv",
    "$ vncpasswd -f <<< '{pw}' > ~/.vnc/passwd",
    "$ wbadmin start backup -backupTarget:\\\\nas\\bk -user:bvt -password:{pw}",
    "$ sqlplus bvt/{pw}@//10.8.0.21/XEPDB1",
    "$ mysqldump -ureservas --password={pw} pousada > dump.sql",
]
_cli = _Family("cli_password", _CLI, _plain)

_URLS = [
    "DATABASE_URL=postgres://bvt:{pw}@db.baiavermelha.lan:5432/pousada",
    "mongodb+srv://reservas:{pw}@cluster0.bvt.example/pousada",
    "redis://:{pw}@cache.bvt.lan:6379/2",
    "amqp://guia:{pw}@mq.bvt.lan:5672/",
    "mysql://tiago:{pw}@10.8.0.5/financeiro",
    "a string de conexão do ERP é sqlserver://sa:{pw}@10.8.0.20:1433",
    "ftp://bvt-ftp:{pw}@ftp.bvt.example/fotos",
    "jdbc:postgresql://db.bvt.lan/pousada?user=bvt&password={pw}",
    "Server=10.8.0.20;Database=Reservas;User Id=sa;Password={pw};",
    "smtp://reservas%40baiavermelha.example:{pw}@smtp.bvt.example:587",
    "proxy da fazenda: http://edivaldo:{pw}@10.8.0.1:3128",
    "clickhouse://bvt:{pw}@ch.bvt.lan:9000/telemetria",
    "nats://boia:{pw}@nats.bvt.lan:4222",
    "Wilber: la URL es postgresql://wilber:{pw}@10.9.0.3/aduana",
    "neo4j://neo4j:{pw}@grafo.bvt.lan:7687",
    "rediss://default:{pw}@cache-miranda.bvt.example:6380",
]
_urls = _Family("connection_string", _URLS, _plain)


def _vendor(template: str, make: Maker) -> tuple[str, Maker]:
    return template, make


_VENDOR_ROWS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN=ghp_{pw}", _j((ALNUM, 36))),
    ("token do GitLab do Tiago: glpat-{pw}", _j((URLSAFE, 20))),
    ("slack bot: xoxb-{pw}", _j((D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("STRIPE_SECRET_KEY=sk_live_{pw}", _j((ALNUM, 32))),
    ("OPENAI_API_KEY=sk-proj-{pw}", _j((URLSAFE, 48))),
    ("chave da Anthropic: sk-ant-api03-{pw}", _j((URLSAFE, 93), "AA")),
    ("AWS_ACCESS_KEY_ID=AKIA{pw}", _j((UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {pw}", _j((ALNUM + "+/", 40))),
    ("Google Maps key AIza{pw}", _j((URLSAFE, 35))),
    ("HF_TOKEN=hf_{pw}", _j((ALNUM, 34))),
    ("npm token npm_{pw}", _j((ALNUM, 36))),
    ("SendGrid: SG.{pw}", _j((URLSAFE, 22), ".", (URLSAFE, 43))),
    ("bot do Telegram da pousada: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("Twilio auth token {pw}", _j((HEX, 32))),
    (
        "Mercado Pago access token: APP_USR-{pw}",
        _j((D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9)),
    ),
    ("chave da API do Asaas: $aact_prod_{pw}", _j((ALNUM, 60))),
    ("PagBank token {pw}", lambda g: v.uuid4(g, "b") + _r(g, HEX, 64)),
    ("token Pagar.me sk_{pw}", _j((HEX, 32))),
    ("chave API Zenvia: {pw}", _j((URLSAFE, 40))),
    ("Omnibees API key = {pw}", _j((HEX, 40))),
    ("chave de API do Desbravador: {pw}", lambda g: v.uuid4(g, "8")),
    ("Hospedin api key {pw}", _j((HEX, 48))),
    ("Cloudbeds API key: cbat_{pw}", _j((ALNUM, 32))),
    ("Tigo Money API clave: {pw}", _j((ALNUM, 40))),
    ("clave de API de Bancard (vPOS): {pw}", _j((HEX, 32))),
    ("Pagopar clave privada: {pw}", _j((HEX, 40))),
    ("LINE channel access token: {pw}", _j((ALNUM + "+/", 160), "=")),
    ("PayPay APIシークレット：{pw}", _j((ALNUM + "+/", 44))),
    ("ChatworkのAPIトークン {pw}", _j((HEX, 32))),
    ("eBird API key: {pw}", _j((LOWER_DIGITS, 12))),
    ("Xeno-canto Schlüssel für die API: {pw}", _j((HEX, 40))),
    ("Baia Vermelha PayLink key bvpl_live_{pw}", _j((ALNUM, 30))),
    ("PantaSMS token pts-{pw}", _j((LOWER_DIGITS, 32))),
    ("Piraputanga Telemetria chave ptm_sk_{pw}", _j((ALNUM, 28))),
    ("Tuiuiú Cloud access key tcx.{pw}", _j((URLSAFE, 36))),
    ("Integrações › Omnibees: {pw}", _j((HEX, 36))),
    ("integração do Hospedin quebrou, chave atual {pw}", _j((HEX, 40))),
    ("DO token dop_v1_{pw}", _j((HEX, 64))),
    ("Shopify: shpat_{pw}", _j((HEX, 32))),
    ("Notion secret_{pw}", _j((ALNUM, 43))),
    ("Sentry auth token sntrys_{pw}", _j((URLSAFE, 60))),
    ("Linear key lin_api_{pw}", _j((ALNUM, 40))),
    ("Grafana: glsa_{pw}", _j((ALNUM, 32), "_", (HEX, 8))),
    ("Vault root token hvs.{pw}", _j((URLSAFE, 24))),
    ("Doppler dp.st.prd.{pw}", _j((ALNUM, 43))),
    ("Tailscale authkey tskey-auth-{pw}", _j((ALNUM, 17), "-", (ALNUM, 30))),
    ("Discord webhook https://discord.com/api/webhooks/{pw}",
     _j((D, 18), "/", (URLSAFE, 68))),
    ("Groq key gsk_{pw}", _j((ALNUM, 52))),
    ("Supabase service key sbp_{pw}", _j((HEX, 40))),
    ("PyPI upload token pypi-{pw}", _j((URLSAFE, 80))),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDOR_ROWS, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.replace("{pw}", secret), secret))
    return out


_HEXES = [
    "DEVICE_SECRET={pw}",
    "chave do cofre de backup (não perder): {pw}",
    "webhook_secret: {pw}",
    "Kenji: 暗号化キー {pw}",
    "clave maestra del nvr: {pw}",
    "SIGNING_KEY={pw}",
    "client secret do app de reservas → {pw}",
    "Sitzungsschlüssel: {pw}",
    'encryption_key = "{pw}"',
    "BOIA_RIO_HMAC_KEY={pw}",
]
_hexes = _Family("hex_key", _HEXES, _j((HEX, 64)))


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url(
        {
            "sub": g.choice(_USERS),
            "iss": "reservas.bvt.example",
            "iat": 2_050_000_000 + g.randrange(10**6),
        }
    )
    sig = base64.urlsafe_b64encode(bytes(g.randrange(256) for _ in range(32))).decode().rstrip("=")
    return f"{head}.{body}.{sig}"


_JWTS = [
    "token de sessão do app do guia: {pw}",
    "Authorization header do Postman (Tiago): {pw}",
    "Wilber: el token del portal de aduana {pw}",
    "cookie bvt_session={pw}",
    "Kenji: トークン {pw}",
    "jwt pro webhook da Omnibees {pw}",
    "curl -H 'X-Auth: {pw}' https://erp.bvt.example/api",
    "Klaus: Sitzungstoken der Vogelreise-App {pw}",
]
_jwts = _Family("jwt", _JWTS, _jwt)


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])
    lines = [_r(g, ALNUM + "+/", 64) for _ in range(g.randrange(4, 8))] + [
        _r(g, ALNUM + "+/", 20) + "=="
    ]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


_PEMS = [
    "chave do servidor da pousada, cola no ~/.ssh/id_bvt:\n{pw}",
    "Tiago: a chave privada do certificado A1 da NF-e:\n{pw}\nnão versiona isso",
    "Wilber: esta es la llave del túnel:\n{pw}",
    "```\n{pw}\n```\nkey do deploy do site",
    "Kenji: 秘密鍵です\n{pw}",
    "ansible vault? não, tá aqui direto:\n{pw}",
]
_pems = _Family("private_key", _PEMS, _pem)

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "portuguese", "spanish", "japanese")}


def _seed(lang: str, words: int) -> Maker:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    return lambda g: str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))


_SEED_ROWS: list[tuple[str, Maker]] = [
    ("frase de recuperação da carteira da pousada: {pw}", _seed("portuguese", 12)),
    ("Tiago: as 12 palavras da MetaMask {pw}", _seed("portuguese", 12)),
    ("palavras-semente (Trust Wallet do Edivaldo): {pw}", _seed("portuguese", 24)),
    ("Wilber: frase semilla de la billetera: {pw}", _seed("spanish", 12)),
    ("Ñeco: las palabras de recuperación {pw}", _seed("spanish", 18)),
    ("Kenji: 復元フレーズ {pw}", _seed("japanese", 12)),
    ("ケンジ: ウォレットのシードは {pw}", _seed("japanese", 15)),
    ("seed phrase of the Ledger at the Bonito office: {pw}", _seed("english", 12)),
    ("Klaus: Wiederherstellungsphrase {pw}", _seed("english", 24)),
    ("backup words for the donations wallet\n{pw}", _seed("english", 15)),
    ("frase secreta da Exodus: {pw}", _seed("portuguese", 15)),
    ("semilla de la cuenta Binance de Wilber: {pw}", _seed("spanish", 24)),
]


def _rows(cls: str, rows: list[tuple[str, Maker]]) -> Callable[[random.Random, int], list[Sample]]:
    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template, make in v.cycle(rng, rows, n):
            secret = make(rng)
            out.append(Sample(cls, template.replace("{pw}", secret), secret))
        return out

    return take


def _card(g: random.Random, prefix: str, length: int = 16) -> str:
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def _card4(prefix: str, sep: str = " ") -> Maker:
    return lambda g: v.grouped(_card(g, prefix), sep, g)


_CARD_ROWS: list[tuple[str, Maker]] = [
    ("cartão Elo da pousada: {pw} val 08/37", _card4("636368")),
    ("Hipercard do Edivaldo {pw}", _card4("606282", "")),
    ("número do cartão pra reserva: {pw}", _card4("4", ".")),
    ("Wilber: tarjeta {pw} vence 11/36", _card4("5", "-")),
    ("Kenji: JCBカード番号 {pw}", _card4("3566")),
    ("Klaus: Kreditkarte {pw}, Ablauf 04/35", _card4("4")),
    ("cartão corporativo Mastercard {pw}", _card4("5412", "")),
    ("paga com esse: {pw} cvv depois", _card4("650031")),
    ("Ñeco: número de tarjeta Bancard {pw}", _card4("4", " ")),
    ("card on file for the birding group: {pw}", _card4("2221")),
    ("Amex do Tiago {pw}", lambda g: v.grouped(_card(g, "37", 15), " ", g)),
    ("カード番号：{pw}", _card4("4", "-")),
]
_CVV_ROWS: list[tuple[str, Maker]] = [
    ("código de segurança atrás do cartão: {pw}", _j((D, 3))),
    ("CVV do Elo é {pw}", _j((D, 3))),
    ("Wilber: el código de seguridad de la tarjeta es {pw}", _j((D, 3))),
    ("Klaus: Prüfnummer {pw}", _j((D, 3))),
    ("Kenji: セキュリティコード {pw}", _j((D, 3))),
    ("the three digits on the back are {pw}", _j((D, 3))),
]

_IBAN_SHAPES = {"BR": "n" * 23 + "ac", "ST": "n" * 21, "TL": "n" * 19, "LC": "aaaa" + "c" * 24,
                "GE": "aa" + "n" * 16, "AZ": "aaaa" + "c" * 20}  # fmt: skip


def _iban(country: str, spaced: bool = False) -> Maker:
    def make(g: random.Random) -> str:
        number = v.iban_shaped(g, country, _IBAN_SHAPES)
        assert std_iban.is_valid(number)
        return v.iban_spaced(number) if spaced else number

    return make


_IBAN_ROWS: list[tuple[str, Maker]] = [
    ("IBAN da conta da pousada pra os gringos: {pw}", _iban("BR", True)),
    ("Klaus: Überweisung an IBAN {pw}", _iban("BR")),
    ("conta internacional (IBAN) {pw}", _iban("BR", True)),
    ("Wilber: mi primo en Santa Lucía, IBAN {pw}", _iban("LC", True)),
    ("IBAN São Tomé do fornecedor de cacau: {pw}", _iban("ST")),
    ("Timor IBAN for the volunteer stipend: {pw}", _iban("TL", True)),
    ("Ursula: IBAN der georgischen Partneragentur {pw}", _iban("GE")),
    ("Kenji: 送金先IBAN {pw}", _iban("AZ", True)),
    ("iban do Tiago lá fora: {pw}", _iban("GE", True)),
    ("Ñeco: IBAN {pw} (cuenta de mi hermana)", _iban("ST", True)),
    ("IBAN: {pw}", _iban("TL")),
    ("pagamento do guia alemão → IBAN {pw}", _iban("LC")),
]


def _cpf(g: random.Random) -> str:
    return str(br_cpf.format(v.until(g, _j((D, 11)), br_cpf.is_valid)))


def _cnpj(g: random.Random) -> str:
    body = _r(g, D, 8) + "0001"
    return str(br_cnpj.format(body + br_cnpj.calc_check_digits(body)))


def _ruc(g: random.Random) -> str:
    body = str(g.randrange(1_000_000, 9_999_999))
    return body + "-" + py_ruc.calc_check_digit(body)


def _mynumber(g: random.Random) -> str:
    body = _r(g, D, 11)
    return body + jp_in.calc_check_digit(body)


def _houjin(g: random.Random) -> str:
    body = _r(g, D, 12)
    return jp_cn.calc_check_digit(body) + body


def _idnr(g: random.Random) -> str:
    return v.until(g, _j((D, 11)), lambda s: s[0] != "0" and de_idnr.is_valid(s))


_ID_ROWS: list[tuple[str, Maker]] = [
    ("CPF do Edivaldo: {pw}", _cpf),
    ("meu cpf é {pw} pra nota", _cpf),
    ("Rosangela: CPF da hóspede {pw}", _cpf),
    ("cpf da dona Neide → {pw}", _cpf),
    ("CNPJ da Baia Vermelha Turismo: {pw}", _cnpj),
    ("Wilber: el CNPJ del proveedor de Corumbá es {pw}", _cnpj),
    ("Ñeco: mi RUC es {pw}", _ruc),
    ("RUC de la empresa de Ñeco en Concepción: {pw}", _ruc),
    ("Wilber: RUC paraguayo del transportista {pw}", _ruc),
    ("Kenji: マイナンバー {pw}", _mynumber),
    ("個人番号は {pw} です（ミツコ）", _mynumber),
    ("Kenji: mainanbaa {pw}", _mynumber),
    ("法人番号 {pw}（ヒガ商店）", _houjin),
    ("Klaus: meine Steuer-ID ist {pw}", _idnr),
    ("Ursula: Steueridentifikationsnummer {pw}", _idnr),
    ("Identifikationsnummer (Klaus) {pw}", _idnr),
    ("cadastro de pessoa física {pw}", _cpf),
    ("Tiago: CPF {pw}, RG em outro zap", _cpf),
    ("Joãozinho: o cpf do meu pai é {pw}", _cpf),
    ("número de CNPJ da cooperativa terena {pw}", _cnpj),
]


def _codes(g: random.Random) -> list[str]:
    return [f"{_r(g, LOWER_DIGITS, 4)}-{_r(g, LOWER_DIGITS, 4)}" for _ in range(8)]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    heads = ["códigos de backup do Google da pousada:", "Wilber: códigos de respaldo de Gmail",
             "Kenji: バックアップコード", "Klaus: Backup-Codes fürs Microsoft-Konto:",
             "backup codes for the Booking extranet", "códigos de recuperação do Instagram:",
             "Ñeco: códigos de recuperación", "recovery codes (GitHub, Tiago):"]  # fmt: skip
    out = []
    for i, head in enumerate(v.cycle(rng, heads, n)):
        codes = _codes(rng)
        sep = ["\n", ", ", " ", "\n"][i % 4]
        out.append(Sample("backup_codes", f"{head}{sep}{sep.join(codes)}", codes[i % 8]))
    return out


_TOTP = [
    "segredo do 2FA do painel: {pw}",
    "otpauth://totp/BVT:tiago?secret={pw}&issuer=BVT",
    "Kenji: 二段階認証のセットアップキー {pw}",
    "Wilber: clave TOTP {pw}",
    "chave de configuração manual do autenticador: {pw}",
    "Klaus: 2FA-Geheimnis {pw}",
]
_totp = _Family("otp_secret", _TOTP, _j((BASE32, 32)))
_OTP = [
    "seu código de verificação é {pw}",
    "{pw} é o seu código do Nubank",
    "Wilber: código de verificación {pw}",
    "Ñeco: ko'ã código: {pw}",
    "認証コード：{pw}",
    "Klaus: Bestätigungscode {pw}",
    "Use {pw} to sign in to Booking.com",
    "código do gov.br: {pw}",
    "manda o código que chegou... ah chegou: {pw}",
    "Kenji: ninshou koodo {pw}",
]
_otp = _Family("otp_code", _OTP, _j((D, 6)))

_WIFI = [
    "wifi Pousada-BaiaVermelha / {pw}",
    "rede: BVT-Recepcao-5G senha {pw}",
    "WIFI:T:WPA;S:Flutuante-Tuiuiu;P:{pw};;",
    "Wilber: red Galpon-Quijarro, clave {pw}",
    "Ñeco: wifi Capitania-Murtinho ñe'ẽñemi {pw}",
    "Klaus: WLAN Lodge-Aquidauana, Schlüssel {pw}",
    "Kenji: WiFi「Higa-Home-2G」のパスワード {pw}",
    "senha do wi-fi do chalé 7: {pw}",
    "psk={pw}",
    "ssid,psk\nBVT-Cozinha,{pw}",
    "a rede Base-Abobral usa {pw}",
    'wpa_passphrase "Base-Taboco" {pw}',
    "a senha do wifi?\nRosangela: {pw}",
    "network Barco Tuiuiu III key {pw}",
    "wifi da escola terena: {pw}",
    "Ursula: WLAN-Passwort {pw}",
]
_wifi = _Family("wifi_key", _WIFI, _plain)


def _spaced(sep: str, make: Maker) -> Maker:
    def inner(g: random.Random) -> str:
        return sep.join(make(g))

    return inner


_SPELL_ROWS: list[tuple[str, Maker]] = [
    ("Tiago soletrou o token: {pw}", _spaced(" ", _j("ghp_", (ALNUM, 36)))),
    ("lendo devagar: {pw}", _spaced("-", _j((HEX, 32)))),
    ("Wilber dictó la clave: {pw}", _spaced(" ", _j((ALNUM, 20)))),
    ("Kenji: {pw}（一文字ずつ）", _spaced(" ", _j("sk_live_", (ALNUM, 24)))),
    ("key in groups: {pw}", lambda g: " - ".join(_r(g, ALNUM, 4) for _ in range(8))),
    ("Klaus liest vor: {pw}", lambda g: " · ".join(_r(g, ALNUM, 5) for _ in range(6))),
    ("token por partes {pw}", lambda g: " ".join(_r(g, ALNUM, 6) for _ in range(6))),
    ("Ñeco: {pw}", _spaced(".", _j((HEX, 32)))),
]

_SPOKEN_ROWS: list[tuple[str, Maker]] = [
    (
        "áudio: a senha é a palavra {pw}",
        lambda g: f"{g.choice(_BICHOS).lower()} seguida de {g.randrange(100, 10000)}",
    ),
    (
        "a senha é {pw} no final",
        lambda g: f"{g.choice(_BICHOS).lower()} com {g.randrange(100, 10000)}",
    ),
    (
        "Wilber: la contraseña es la palabra {pw}",
        lambda g: f"{g.choice(_BICHOS).lower()} y después {g.randrange(100, 10000)}",
    ),
    (
        "Klaus: Das Passwort ist das Wort {pw}",
        lambda g: f"{g.choice(_BICHOS).lower()}, dann {g.randrange(100, 10000)}",
    ),
    (
        "the password is the word {pw}",
        lambda g: f"{g.choice(_BICHOS).lower()} followed by {g.randrange(100, 10000)}",
    ),
    (
        "Kenji: パスワードは {pw}",
        lambda g: f"{g.choice(_BICHOS).lower()} no ato ni {g.randrange(100, 10000)}",
    ),
    (
        "{pw} — essa é a senha do wifi",
        lambda g: f"{g.choice(_BICHOS).lower()}{g.randrange(100, 10000)}",
    ),
    (
        "digita {pw}, essa é a senha do admin",
        lambda g: f"{g.choice(_BICHOS).lower()}, depois {g.randrange(100, 10000)}",
    ),
    (
        "Ñeco: la contra es {pw}",
        lambda g: f"{g.choice(_BICHOS)} con mayúscula y {g.randrange(100, 10000)} al final",
    ),
    (
        "senha: {pw}",
        lambda g: (
            f"o nome da nossa cachorra, {g.choice(['Pipoca', 'Jurema', 'Paçoca'])}, "
            f"seguido de {g.randrange(1990, 2036)}"
        ),
    ),
    (
        "Ursula: {pw}",
        lambda g: (
            f"{g.choice(_BICHOS)} mit großem Anfangsbuchstaben "
            f"und {g.randrange(100, 10000)} am Ende"
        ),
    ),
    (
        "voice note: {pw}, that's the router password",
        lambda g: f"{g.choice(_BICHOS).lower()}{g.randrange(10, 1000)}",
    ),
]

_PINS = [
    "senha do cadeado do galpão dos barcos: {pw}",
    "PIN do cartão da pousada {pw}",
    "código do portão da base Taboco é {pw}",
    "Wilber: el pin de la tarjeta es {pw}",
    "Ñeco: código del candado {pw}",
    "Klaus: PIN der Kamera-SIM {pw}",
    "Kenji: 暗証番号は {pw}",
    "alarm code at the Bonito office: {pw}",
    "senha do cofre do chalé 3 → {pw}",
    "Kenji: anshou bangou {pw}",
]
_pins = _Family("pin_code", _PINS, lambda g: _r(g, D, g.choice([4, 6])))

_PWORDS = ["jacare", "capivara", "tuiuiu", "sucuri", "arara", "vazante", "cordilheira", "baia",
           "corixo", "salina", "carandazal", "paratudo", "acuri", "bocaiuva"]  # fmt: skip
_PHRASES = [
    "frase-senha do Bitwarden da pousada: {pw}",
    "passphrase do KeePass: {pw}",
    "Klaus: Passphrase {pw}",
    "Wilber: frase de contraseña {pw}",
    "master passphrase = {pw}",
    "Kenji: パスフレーズ {pw}",
    "frase secreta do cofre: {pw}",
    "the unlock phrase is {pw}",
]
_phrases = _Family(
    "passphrase", _PHRASES, lambda g: g.choice([" ", "-", "."]).join(g.sample(_PWORDS, 4))
)

_AUTH = [
    "Authorization: Bearer {pw}",
    'curl -H "Authorization: Bearer {pw}" https://api.bvt.example/v1/reservas',
    "header: Authorization: Basic {pw}",
    "Wilber: pon Authorization: Bearer {pw}",
    "proxy-authorization: Basic {pw}",
    "Kenji: ヘッダーは Bearer {pw}",
]
_auth = _Family("auth_header", _AUTH, _j((ALNUM, 40)))

_CONFIGS = [
    "# .env (pousada)\nDB_HOST=10.8.0.5\nDB_PASSWORD={pw}\n",
    "[client]\nuser=reservas\npassword={pw}\n",
    'smtp:\n  host: smtp.bvt.example\n  password: "{pw}"\n',
    "define('DB_PASSWORD', '{pw}');",
    "10.8.0.5:5432:pousada:bvt:{pw}",
    'variable "db_password" {\n  default = "{pw}"\n}',
    "spring.datasource.password={pw}",
    "MAIL_PASSWORD={pw}",
    '<add key="SenhaBanco" value="{pw}" />',
    "REDIS_PASSWORD: {pw}",
    "[mqtt]\nusuario = boia\nsenha = {pw}\n",
    "ENV SENHA_ADMIN={pw}",
    "auth_pass {pw}",
    "  environment:\n    POSTGRES_PASSWORD: {pw}\n",
    'config.json: {"senha": "{pw}", "usuario": "bvt"}',
    "[nvr]\nPasswort={pw}",
    "ini: contraseña={pw}",
    "settings.py: EMAIL_HOST_PASSWORD = '{pw}'",
]
_configs = _Family("config_file", _CONFIGS, _plain)

_PLAN: list[tuple[Any, int]] = [
    (_said, 78), (_logins, 24), (_cli, 34), (_urls, 16), (_vendors, 50), (_hexes, 10),
    (_jwts, 8), (_pems, 6), (_rows("seed_phrase", _SEED_ROWS), 12),
    (_rows("card_number", _CARD_ROWS), 12), (_rows("card_code", _CVV_ROWS), 6),
    (_rows("iban", _IBAN_ROWS), 12), (_rows("national_id", _ID_ROWS), 20), (_backups, 8),
    (_totp, 6), (_otp, 10), (_wifi, 16), (_rows("spaced_token", _SPELL_ROWS), 8),
    (_rows("spoken_password", _SPOKEN_ROWS), 12), (_pins, 10), (_phrases, 8), (_auth, 6),
    (_configs, 18),
]  # fmt: skip


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "a senha do wifi da recepção é", "{s}", _pw),
    ("split_password", "Wilber: la contraseña del galpón es", "{s} (no la compartas)", _pw),
    ("split_password", "Klaus: Kennwort fürs Fotolaptop:", "{s}", _pw),
    ("split_password", "Kenji: パスワードは", "{s} です", _pw),
    ("split_password", "senha do NVR:", "{s}\ntrocar mês que vem", _pw),
    ("split_password", "Ñeco: ñe'ẽñemi", "{s}", _pw),
    ("split_password", "root password for pousada-srv01:", "{s}", _pw),
    ("split_password", "senha nova do Zimbra ->", "{s} valeu", _pw),
    ("split_password", "Ursula: Passwort", "{s}", _pw),
    ("split_password", "contraseña:", "{s}", _pw),
    ("split_token", "chave API do Omnibees", "{s}", _j((HEX, 40))),
    ("split_token", "GITHUB_TOKEN=", "ghp_{s}", _j((ALNUM, 36))),
    ("split_token", "Tuiuiú Cloud key:", "tcx.{s}", _j((URLSAFE, 36))),
    ("split_seed", "frase de recuperação", "{s}", _seed("portuguese", 12)),
    ("split_card", "número do cartão", "{s} val 03/36", _card4("636368")),
    ("split_iban", "IBAN", "{s}", _iban("BR", True)),
    ("split_otp", "segredo TOTP", "{s}", _j((BASE32, 32))),
    ("split_id", "CPF:", "{s}", _cpf),
    ("split_pin", "PIN do cartão", "{s}", _j((D, 4))),
    ("split_phrase", "passphrase do KeePass", "{s}", lambda g: " ".join(g.sample(_PWORDS, 4))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"pousada": {"nvr": {"admin_password": "{s}"}}}': ("meta_password", _plain),
    '{"senha": "{s}"}': ("meta_password", _plain),
    '{"contraseña": "{s}", "usuario": "wilber.q"}': ("meta_password", _plain),
    '{"パスワード": "{s}"}': ("meta_password", _plain),
    '{"Kennwort": "{s}", "konto": "ursula.b"}': ("meta_password", _plain),
    '{"argv": ["mysql", "-u", "reservas", "--password", "{s}"]}': ("meta_password", _plain),
    '{"note": "a senha do flutuante é {s}"}': ("meta_password", _plain),
    '{"barco": {"radar": {"pwd": "{s}"}}}': ("meta_password", _plain),
    '{"omnibees": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"asaasToken": "{s}"}': ("meta_token", _j("$aact_prod_", (ALNUM, 60))),
    '{"github": {"token": "{s}"}}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"pagamento": {"cartao": "{s}", "validade": "09/37"}}': ("meta_card", _card4("636368")),
    '{"fornecedor": {"iban": "{s}"}}': ("meta_iban", _iban("ST")),
    '{"hospede": {"cpf": "{s}"}}': ("meta_id", _cpf),
    '{"mfa": {"backup_codes": ["{s}", "k3q9-x7mz", "p2wd-8hn4"]}}': (
        "meta_otp", lambda g: _codes(g)[0]),
    '{"carteira": {"seed_words": "{s}"}}': ("meta_seed", _seed("portuguese", 12)),
    '{"totp_secret": "{s}"}': ("meta_otp", _j((BASE32, 32))),
    '{"galpao": {"cadeado_codigo": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "BVT-Recepcao-5G", "psk": "{s}"}}': ("meta_wifi", _plain),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"reservas: add chalet 9 to the calendar", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"site: fix boat schedule", usedforsecurity=False).hexdigest()[:8]
_IMG = hashlib.sha256(b"ghcr.io/bvt/reservas:3.1").hexdigest()
_SUM = hashlib.sha256(b"nvr-firmware-5.7.2.bin").hexdigest()

CLEAN = [
    "A política de senhas da pousada exige 12 caracteres.",
    "esqueci minha senha do wifi, alguém me manda no privado depois",
    "a senha do wifi tá no quadro da recepção",
    "Reserva BVT-2034-0419 confirmada: chalé 4, 3 noites, R$ 1.890,00.",
    "Pedido nº 88213 da lojinha de Bonito saiu pra entrega.",
    "O barco sai às 06:30 do porto de Corumbá.",
    "Telefone da recepção: (67) 3231-0000.",
    "Wilber: la contraseña del router es la de siempre, pregúntale a Tiago.",
    "Ñeco: la clave se cambia cada 90 días.",
    "Klaus: Das Passwort muss mindestens zwölf Zeichen haben.",
    "Ursula: Passwort vergessen? Ich klicke auf den Link.",
    "Kenji: パスワードを忘れました。リセットしてください。",
    "パスワードは管理者に聞いてください。",
    f"commit {_COMMIT} adiciona o chalé 9 ao calendário.",
    f"revertido para {_SHORT} depois do bug na escala dos barcos",
    f"imagem ghcr.io/bvt/reservas@sha256:{_IMG}",
    f"SHA-256 do firmware do NVR 5.7.2: {_SUM}",
    "versão 3.1.4 do app de reservas publicada",
    "token limit for the assistant is 8000 tokens",
    "the password reset link expires in 30 minutes",
    "Please pass the farofa.",
    "O pacote Pantanal Sul custa R$ 4.250 por pessoa.",
    "Nível do rio Paraguai em Ladário: 3,21 m hoje.",
    "Avistamos 42 espécies de aves no Abobral, incluindo o tuiuiú.",
    "Tiago: o PIN pad da maquininha quebrou de novo",
    "a senha do cofre tá com a Rosangela, pede pra ela",
    "Ñeco: el código postal de Concepción es 010001? verificá.",
    "Nota fiscal 000.482.117 emitida para a agência de Campo Grande.",
    "Kenji: 予約番号は 3412-88 です",
    "Klaus: Flug LH 506 landet um 21:40 in São Paulo.",
    "A chave do chalé 7 está na recepção.",
    "Voo da Azul AD 4421 chega em Corumbá às 14:05.",
    "Joãozinho: a aula de terena é às 15h na escola.",
    "Senha de atendimento nº 47 no Detran de Aquidauana.",
    "Wilber: el camión lleva la placa 2847-KTX.",
    "Ursula: Ich habe den Schlüssel für Zimmer 12 abgegeben.",
    "o token de acesso expira em 1 hora, por padrão",
    "API key field is required in the Omnibees form",
    "Kenji: 認証コードが届かない、もう一度送って",
    "seu código de verificação expira em 10 minutos",
    "O CNPJ fica no rodapé da nota fiscal.",
    "IBAN não existe no Brasil pra conta comum, usa PIX.",
    "Chave PIX da pousada: o e-mail reservas@baiavermelha.example.",
    "Ñeco: no tengo contraseña todavía, mañana me dan.",
    "Rosangela: troquei a senha, tá tudo certo agora.",
    "Kenji: pasuwaado wa mada kimete nai",
    "ciclo de troca de senha: trimestral",
    "Backup concluído às 02:14, 48 GB, 0 erros.",
    "Temperatura em Miranda: 38 °C, umidade 41%.",
    "Rota: Corumbá → Porto da Manga → Base Abobral, 92 km.",
    "Wilber: el vuelo de Santa Cruz sale a las 09:15.",
    "Klaus: Wir haben 3 Hyazintharas gesehen!",
    "o cadeado do galpão está enferrujado, compra outro",
    "a versão do Python no servidor é 3.11.9",
    "uuid do chalé no sistema: chalet-09",
    "Cupom de desconto PANTANAL10 vale até domingo.",
    "Ñeco: ñe'ẽñemi ndaipóri gueteri, ha'e mañana.",
    "Kenji: Wi-Fiのパスワードはフロントで聞いてね",
    "the API version is v2 and the request id was 7f3a",
    "Escala dos guias: Joãozinho seg/qua, Tiago ter/qui.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-03-01T08:00:00Z", "password_min_length": 12}',
    '{"reserva": "BVT-2034-0419", "chale": 4, "noites": 3}',
    f'{{"commit": "{_COMMIT}", "build": 217}}',
    f'{{"sha256": "{_SUM}", "firmware": "5.7.2"}}',
    '{"telefone": "+55 67 3231-0000", "cidade": "Corumbá"}',
    '{"mfa_enabled": true, "backup_codes_left": 6}',
    '{"barco": "Tuiuiu III", "capacidade": 18, "saida": "06:30"}',
    '{"token_count": 512, "secret_ref": "vault/bvt/nvr"}',
    '{"nivel_rio_m": 3.21, "estacao": "Ladario"}',
    '{"pedido": "88213", "valor_brl": "189.90"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
