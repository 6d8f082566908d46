# ruff: noqa: RUF001, RUF002  (letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-sixty-second corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-sixty-first's
docstring, the fifth to three-hundred-and-sixty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (363 to 365), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (362_417_093), password words (a steppe or
Kazakh food word, a place and a number, `ShubatBayanaul47!`; dot-joined words with a year,
`kymyz.saksaul.2019`; leet `B4y4n4ul`; a name, a year and a place; a generator's dashed groups of
six; random runs).

The fictional company is ErtisTransKomir TOO (ETK), a coal and alumina rail-logistics firm with an
office in Pavlodar, a weighbridge and dispatch at Ekibastuz, a wagon yard in Aksu and a staff
guesthouse at Bayanaul; its Kazakh and Russian-speaking staff, Russian-German relatives in
Osnabrück (Oma Lydia, Onkel Viktor), relatives repatriated to Poland (babcia Halina, Wojtek in
Wrocław) and an aluminium partner in Baotou (Weiming, Lixia). Every company, person, address,
domain (`etk.lan`, `etk-ertis.example`), account and number is invented; only the region is real.
Texts: chats, tickets, notes, runbooks, shell prompts, config and env files, voice-note
transcripts and requests to the assistant; separators: a colon, `=`, `→`, `—`, `/`, `to`, `ist`,
`lautet`, `是`, `shi`, `为`, a full-width colon, a new line, a pipe, and none.

Grep counts (heldouts 5 to 361 naming each, grep -l): none for Pavlodar, Ekibastuz, Bayanaul,
Ertis, Toraigyr, Osnabrück, `kupiasoz`, PavlodarPay, ErtisCloud, KomirERP, `e-PIT`, "Stadtwerke
Osnabrück", `yc iam`; one to four for Aksu (1), `qupiasöz` (1), `rastau` (1), Baotou (2),
`denglu mima` (2), `hasło do routera` (4), Allegro (4); more for `құпиясөз` (8), pl.regon (8),
pl.nip (9), pl.pesel (9), kcadm (10), `shenfenzheng` (10), isql-fb (14), `mima shi` (13),
cn.uscc (15), de.idnr (16), mc alias (16), ru.ogrn (22), cn.ric (23), ru.inn (30), cqlsh (39).
The IBAN countries (Kazakhstan, Azerbaijan, Georgia, Belarus, Mongolia, Iraq, Libya, Sudan, and
Poland and Germany for the relatives) were found in none to two earlier corpora by a rough count
of a quoted code followed by its check digits.

About half of the secret samples are not in English: Kazakh as texted in Cyrillic (`құпиясөз`,
`құпия сөз`, `паролі`, `мынау`, `растау коды`, `қалпына келтіру кодтары`, `құпия фраза`) and in
Latin (`qupiasöz`, `kupia soz`, `paroli`, `mynau`, `rastau kody`, `karta nomiri`), Russian as
texted (`пасс от`, `parol ot`, `пароль от 1С`, `код подтверждения`, `сид-фраза`), the German of
Russian-German relatives in Osnabrück (`Kennwort vom`, `Passwort lautet`, `Prüfnummer`,
`Steuer-ID`, `Bestätigungscode`), the Polish of relatives repatriated to Poland (`hasło do …
to`, `kod weryfikacyjny`, `kody zapasowe`, `PESEL babci`) and the Chinese of the aluminium
partner in characters and pinyin (`密码是`, `登录密码：`, `验证码`, `身份证号`, `助记词`, `mima
shi`, `denglu mima`, `yanzhengma`, `shenfenzheng haoma`, `zhujici`, `kahao`, `miyao`). Russian,
German, Polish and Chinese in characters are ordinary usage; the author's guesses, checked by no
speaker, are the Kazakh wordings (Cyrillic and Latin texting), the pinyin as texted, and the
Czech line of a wallet's phrase.

Vendors: invented ones (PavlodarPay `pvp_live_`, ErtisCloud `ecl-`, Ekibastuz SMS `eks_`,
Bayanaul Telemetry `byt.`, KomirERP `kmr_sk_`, Baotou AluLink `bal-`; shapes guessed) and
published shapes (GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face,
npm, SendGrid, Telegram, Shopify, DigitalOcean, Linear, Groq, Docker Hub, Tailscale, Postman,
Vault, Replicate, Perplexity, NVIDIA, Doppler, Figma, Grafana, New Relic, PlanetScale, Pulumi,
Databricks, Alibaba Cloud, Tencent Cloud, Sentry, Notion); the JWTs are well-formed.

Ids: Poland's PESEL, NIP and REGON (`pl.pesel`, `pl.nip`, `pl.regon`), Germany's Steuer-ID
(`de.idnr`), China's resident id and unified social credit code (`cn.ric`, `cn.uscc`) and
Russia's INN and OGRN (`ru.inn`, `ru.ogrn`), each drawn until its python-stdnum module validates
it (Kazakhstan's IIN and BIN have no python-stdnum module, so none is planted). Cards pass Luhn
(`stdnum.luhn`; Visa, Mastercard, Mir, UnionPay and Maestro prefixes); IBANs are checked with
`stdnum.iban`; seed phrases come from mnemonic's English, Chinese (simplified) and Czech lists,
checked with `Mnemonic(lang).check` (its Russian list failed its own check here, so Russian
sentences carry English words).
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
from stdnum import luhn
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc
from stdnum.de import idnr as de_idnr
from stdnum.pl import nip as pl_nip
from stdnum.pl import pesel as pl_pesel
from stdnum.pl import regon as pl_regon
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 362_417_093
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random], dict[str, str]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: templates whose ``{pw}`` is the planted value, ``{u}``/``{n}`` picks."""

    cls: str
    templates: list[str]
    draw: Draw

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, self.templates, n):
            fields = self.draw(rng)
            text = template
            for name, value in fields.items():
                text = text.replace("{" + name + "}", value)
            out.append(Sample(self.cls, text, fields.get("secret", fields["pw"])))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    def draw(rng: random.Random) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_WORDS = ["Shubat", "Kymyz", "Baursak", "Saksaul", "Qaragai", "Jasybay", "Toraigyr", "Sabyndy",
          "Kokshetau", "Ertis", "Alumina", "Komir", "Bokseit", "Ugol", "Tulpar", "Burkit",
          "Zhusan", "Kuyrdak", "Sirne", "Kazy", "Shelpek", "Dombra"]  # fmt: skip
_PLACES = ["Pavlodar", "Ekibastuz", "Aksu", "Bayanaul", "Maikain", "Shiderty", "Kalkaman",
           "Zhasybay", "Osnabrueck", "Wroclaw", "Baotou"]  # fmt: skip
_NAMES = ["Aigerim", "Nurlan", "Dauren", "Saltanat", "Yerlan", "Gulnara", "Askhat", "Madina",
          "Bauyrzhan", "Zhanar", "Viktor", "Lydia", "Wojciech", "Halina", "Weiming",
          "Lixia"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["B4y4n4ul", "Ek1b4stuz", "P4vl0d4r", "3rt1s", "Sh0b4t", "T0r41gyr", "K0m1r", "Alum1n4"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_WORDS, 2)) + "." + str(g.randrange(1990, 2031)),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}"
    + g.choice(_PLACES),
    _manager,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_WORDS).lower()}_{g.randrange(100, 1000)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID_EN = [
    "Telegram, ETK dispatch group, Dauren: the Ekibastuz weighbridge terminal password is {pw}",
    "Ticket ETK-2291 (Aksu yard): reset the Siemens HMI admin password to {pw}",
    "note to self: NAS in the Pavlodar office, admin pw {pw}",
    "Runbook, step 4: log into the coal-car tracker at tracker.etk.lan with password {pw}",
    "Voice note from Yerlan, transcribed: okay the password for the dispatch laptop is {pw} got it",
    "Hey assistant, remember that my Bayanaul guesthouse booking password is {pw}",
    "FYI the new password for the Ekibastuz kiosk account: {pw}",
    "Slack-ish thread in Mattermost #aksu-ops: router password changed to {pw}",
    "Please store this: ERP test user password = {pw}",
    "From Gulnara: the accounting PC password is now {pw} (don't tell Askhat)",
    "Assistant, when I ask later: the scale-house VPN password is {pw}",
    "handover note, night shift Ekibastuz: camera DVR password -> {pw}",
    "the wagon tipper PLC web password was set to {pw} yesterday",
    "Remind Nurlan the shared mailbox password is {pw} until Friday",
    "ETK helpdesk: password for user dispatch02 reset, temporary password {pw}",
]  # fmt: skip
_SAID_KK_CYR = [
    "Айгерім, роутердің құпиясөзі: {pw}",
    "Екібастұз қоймасындағы компьютердің паролі — {pw}",
    "1С базасының құпия сөзі {pw}, ешкімге айтпа",
    "Ертіс кеңсесіндегі принтердің админ паролі {pw} болды",
    "Бауыржан аға, серверге кіру паролі мынау: {pw}",
    "Жаңа құпиясөз → {pw}",
    "Дауыстық хабарлама: жаз, пароль {pw}, болды ма",
    "Ақсудағы камераның құпиясөзі {pw} деп өзгерттім",
    "Поштаның құпия сөзі: {pw}",
    "Баянауылдағы демалыс үйінің wifi құпиясөзі {pw}",
]  # fmt: skip
_SAID_KK_LAT = [
    "Aigerim, routerdin qupiasözi: {pw}",
    "ekibastuzdagy kompyuterdin paroli {pw}",
    "1S bazasynyn kupia sozi {pw} eshkimge aitpa",
    "jana parol {pw} boldy, umytpa",
    "Dauren aga serverdin paroli mynau: {pw}",
    "qupia söz: {pw}",
    "pochtanyn paroli = {pw}",
    "aksudagy kameranyn kupiasozin {pw} dep ozgerttim",
    "bayanauldagy uidin wifi paroli {pw}",
    "kupiasoz -> {pw}",
]  # fmt: skip
_SAID_RU = [
    "пароль от 1С: {pw}",
    "пасс от почты {pw}",
    "новый пароль {pw} не забудь",
    "Витя, пароль на роутере в Аксу теперь {pw}",
    "прикинь, пароль опять сбросили, теперь {pw}",
    "parol ot wifi {pw}",
    "pass ot vpn: {pw}",
    "parol' na server v Ekibastuze {pw}",
    "пароль админки весовой — {pw}",
    "голосовое от Нурлана: пароль от ноута диспетчера {pw}, записал?",
    "логин dispatch, пароль {pw}",
    "parol ot kassy {pw}",
    "пароль для Лидии в Оснабрюк: {pw}",
]  # fmt: skip
_SAID_DE = [
    "Das Passwort für die Fritzbox ist {pw}",
    "Kennwort vom Onlinebanking: {pw}",
    "Oma Lydia, dein neues Passwort lautet {pw}",
    "Zugangskennwort fürs Vereinsheim: {pw}",
    "PW für den Laptop → {pw}",
    "Sprachnachricht von Tante Lydia: also das Passwort vom Tablet ist {pw}, ja?",
    "Viktor, das WLAN-Passwort in der Wohnung in Osnabrück ist {pw}",
    "Neues Passwort für das Elster-Konto: {pw}",
    "hab das Passwort geändert auf {pw}",
    "Passwort fürs Kundenkonto bei den Stadtwerken Osnabrück: {pw}",
]  # fmt: skip
_SAID_PL = [
    "hasło do routera to {pw}",
    "Hasło: {pw}",
    "nowe hasło: {pw}",
    "haslo do poczty {pw}",
    "babcia pyta o hasło do Allegro — {pw}",
    "Wojtek, hasło do laptopa to {pw}, nie zapomnij",
    "hasło do e-PIT-u zmienione na {pw}",
    "wiadomość głosowa od Haliny: hasło do tabletu to {pw}",
    "haslo do wifi w Wrocławiu: {pw}",
    "moje hasło do banku to {pw}",
]  # fmt: skip
_SAID_ZH = [
    "密码是{pw}",
    "登录密码：{pw}",
    "新密码 {pw}",
    "mima shi {pw}",
    "denglu mima: {pw}",
    "管理员密码为 {pw}",
    "包头铝厂的VPN密码：{pw}，别外传",
    "Lixia shuo xin de mima shi {pw}",
    "巴甫洛达尔办公室路由器密码是 {pw}",
    "guanliyuan mima {pw}",
]  # fmt: skip
_said_en = _Family("said_password", _SAID_EN, _with(_pw))
_said_kk = _Family("kazakh_cyrillic", _SAID_KK_CYR, _with(_pw))
_said_kl = _Family("kazakh_latin", _SAID_KK_LAT, _with(_pw))
_said_ru = _Family("russian_texted", _SAID_RU, _with(_pw))
_said_de = _Family("german_password", _SAID_DE, _with(_pw))
_said_pl = _Family("polish_password", _SAID_PL, _with(_pw))
_said_zh = _Family("chinese_password", _SAID_ZH, _with(_pw))

_USERS = ["dauren.s", "aigerim", "nurlan.k", "saltanat", "yerlan", "gulnara.b", "askhat",
          "madina", "v.becker", "w.nowak", "wang.lixia", "dispatch02"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}",
    "creds for the Aksu weighbridge are {u} and {pw}",
    "{u}:{pw}@files.etk.lan",
    "Benutzer {u}, Passwort {pw}",
    "użytkownik {u}, hasło {pw}",
    "логин {u} пароль {pw}",
    "login {u}, qupiasöz {pw}",
    "用户名 {u} 密码 {pw}",
    "sign in as {u} with {pw}",
    "| {u} | {pw} | dispatch |",
    "u={u} p={pw}",
    "{u} / {pw}",
    "юзер {u}, пасс {pw}",
    "Konto: {u} — Kennwort: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS))

_SPELLED_WORDS = ["kymyz", "shubat", "tulpar", "burkit", "dombra", "saksaul", "baursak", "zhusan"]
_SPELLED = [
    "the password is the word {w} followed by {d}",
    "Das Passwort ist das Wort {w}, dann {d}",
    "Hasło to słowo {w} i liczba {d}",
    "пароль — слово {w}, потом {d}",
    "құпиясөз: {w} деген сөз, сосын {d}",
    "mima shi {w} zhege ci, ranhou {d}",
    "type {w}, then {d}; that's the admin password",
    "{w} with a capital first letter and {d} at the end",
]  # fmt: skip


def _spelled_draw(rng: random.Random) -> dict[str, str]:
    w, d = rng.choice(_SPELLED_WORDS), str(rng.randrange(100, 10_000))
    return {"pw": w + d, "w": w, "d": d, "secret": w}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw)

_CLI = [
    "sshpass -p '{pw}' ssh dispatch@10.12.0.4",
    "mysql -u erp -p'{pw}' -h db.etk.lan",
    "redis-cli -h cache.etk.lan -a '{pw}' ping",
    "docker login registry.etk.lan -u ci -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd dispatch '{pw}'",
    "smbclient //fs.etk.lan/buh -U 'gulnara%{pw}'",
    "sqlcmd -S 10.12.0.9 -U sa -P '{pw}'",
    "zip -P '{pw}' payroll_2032_05.zip payroll.xlsx",
    "7z a -p'{pw}' scans.7z scans/",
    "openssl enc -aes-256-cbc -in dump.sql -out dump.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c contracts.tar",
    "plink -ssh -pw '{pw}' admin@10.12.3.1",
    "xfreerdp /v:10.12.0.21 /u:buh /p:'{pw}'",
    "ldapsearch -x -D 'cn=admin,dc=etk,dc=lan' -w '{pw}' -b dc=etk,dc=lan",
    "ipmitool -I lanplus -H 10.12.9.2 -U ADMIN -P '{pw}' power status",
    "mosquitto_pub -h mqtt.etk.lan -u tipper -P '{pw}' -t wagons/1 -m ok",
    "rabbitmqctl add_user telemetry '{pw}'",
    "curl -u dispatch:{pw} https://tracker.etk.lan/api/wagons",
    "lftp -u backup,{pw} sftp://nas.etk.lan",
    "keytool -importcert -keystore etk.jks -storepass '{pw}' -file ca.crt",
    "echo '{pw}' | sudo -S systemctl restart weighbridge",
    "isql-fb -user SYSDBA -password '{pw}' /srv/erp.fdb",
    "mc alias set etk https://s3.etk.lan etkadmin '{pw}'",
    "kcadm.sh config credentials --server https://sso.etk.lan --realm master --user admin"
    " --password '{pw}'",
    "psql 'postgresql://erp:{pw}@db.etk.lan:5432/erp'",
    "net use \\\\fs.etk.lan\\scans {pw} /user:ETK\\scan",
    "wget --user=ftpload --password='{pw}' ftp://ftp.etk.lan/plan.xlsx",
    "cqlsh db4.etk.lan -u cassandra -p '{pw}'",
]  # fmt: skip
_SHELLS = ["{c}", "dauren@etk-pvl:~$ {c}", "[root@ekb-gw01 ~]# {c}", "PS C:\\ETK> {c}",
           "aigerim@aksu-nb ~ % {c}", "# history | tail -3\n  412  {c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    fam = _Family("cli_password", _CLI, _with(_plain_pw))
    return v.framed(rng, fam.take(rng, n), _SHELLS)


_URLS = [
    "DATABASE_URL=postgres://erp:{pw}@db.etk.lan:5432/erp",
    "mongodb://telemetry:{pw}@mongo1.etk.lan:27017/wagons?authSource=admin",
    "amqp://tipper:{pw}@mq.etk.lan:5672/",
    "redis://:{pw}@cache.etk.lan:6379/0",
    "jdbc:mysql://db.etk.lan:3306/hr?user=hr&password={pw}",
    "Server=10.12.0.9;Database=Buh;User Id=sa;Password={pw};",
    "ftp://backup:{pw}@nas.etk.lan/dumps",
    "clickhouse://reader:{pw}@ch.etk.lan:9000/telemetry",
    "smtp://noreply%40etk-ertis.example:{pw}@smtp.etk-ertis.example:587",
    "в конфиге строка mssql://buh:{pw}@10.12.0.9/buh",
]  # fmt: skip
_urls = _Family("connection_string", _URLS, _with(_plain_pw))


def _jwt(rng: random.Random, iss: str) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"iss": iss, "sub": _r(rng, D, 6), "iat": 1_970_000_000 + rng.randrange(10**6)})
    return f"{head}.{body}.{_r(rng, URLSAFE, 43)}"


_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub", _j("ghp_", (ALNUM, 36))), ("GitLab", _j("glpat-", (URLSAFE, 20))),
    ("Slack", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", _j("sk_live_", (ALNUM, 24))), ("OpenAI", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google Maps", _j("AIza", (URLSAFE, 35))), ("Hugging Face", _j("hf_", (ALNUM, 34))),
    ("npm", _j("npm_", (ALNUM, 36))), ("SendGrid", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Telegram bot", _j((D, 10), ":AA", (URLSAFE, 33))), ("Shopify", _j("shpat_", (HEX, 32))),
    ("DigitalOcean", _j("dop_v1_", (HEX, 64))), ("Linear", _j("lin_api_", (ALNUM, 40))),
    ("Groq", _j("gsk_", (ALNUM, 52))), ("Docker Hub", _j("dckr_pat_", (URLSAFE, 27))),
    ("Tailscale", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("Postman", _j("PMAK-", (HEX, 24), "-", (HEX, 34))), ("Vault", _j("hvs.", (URLSAFE, 90))),
    ("Replicate", _j("r8_", (ALNUM, 37))), ("Perplexity", _j("pplx-", (ALNUM, 48))),
    ("NVIDIA", _j("nvapi-", (URLSAFE, 64))), ("Doppler", _j("dp.st.prd.", (ALNUM, 43))),
    ("Figma", _j("figd_", (URLSAFE, 40))), ("Grafana", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("New Relic", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("PlanetScale", _j("pscale_tkn_", (URLSAFE, 43))),
    ("Pulumi", _j("pul-", (HEX, 40))), ("Databricks", _j("dapi", (HEX, 32))),
    ("Alibaba Cloud", _j("LTAI", (ALNUM, 20))), ("Tencent Cloud", _j("AKID", (ALNUM, 32))),
    ("PavlodarPay", _j("pvp_live_", (ALNUM, 32))), ("ErtisCloud", _j("ecl-", (HEX, 40))),
    ("Ekibastuz SMS", _j("eks_", (ALNUM, 28))), ("Bayanaul Telemetry", _j("byt.", (URLSAFE, 36))),
    ("KomirERP", _j("kmr_sk_", (ALNUM, 30))), ("Baotou AluLink", _j("bal-", (HEX, 32))),
    ("Sentry", _j("sntrys_", (URLSAFE, 60))), ("Notion", _j("ntn_", (ALNUM, 46))),
]  # fmt: skip
_NAMED = [
    "{v} key: {pw}",
    "{v} API ключ: {pw}",
    "API кілті ({v}): {pw}",
    "{v} API-Schlüssel für den Verein: {pw}",
    "klucz API {v}: {pw}",
    "{v} 的 API 密钥：{pw}",
    "{v} API miyao: {pw}",
    "Settings › Integrations › {v}: {pw}",
    "{v} integration broken, current key {pw}",
    "export {V}_TOKEN={pw}",
    "assistant, save the {v} token {pw} for the dispatch bot",
    "токен {v}: {pw}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for (name, make), template in zip(
        v.cycle(rng, _VENDORS, n), v.cycle(rng, _NAMED, n), strict=True
    ):
        value = make(rng)
        env = re.sub(r"[^A-Z0-9]+", "_", name.upper()).strip("_")
        text = template.replace("{v}", name).replace("{V}", env).replace("{pw}", value)
        out.append(Sample("vendor_token", text, value))
    return out


_HEXES = [
    "ERTIS_SIGNING_KEY={pw}",
    "hmac secret for the tracker webhook: {pw}",
    "секретный ключ весовой {pw}",
    "Geheimschlüssel für das Vereinsportal: {pw}",
    "tajny klucz: {pw}",
    "签名密钥 {pw}",
]  # fmt: skip
_hexes = _Family("hex_key", _HEXES, _with(lambda g: _r(g, HEX, g.choice([32, 40, 64]))))

_JWTS = [
    "Authorization: Bearer {pw}",
    "tracker session token {pw}",
    "вот jwt от диспетчерской {pw}",
    "JWT fürs Portal: {pw}",
    "token sesji: {pw}",
    "访问令牌 {pw}",
]  # fmt: skip
_jwts = _Family("jwt", _JWTS, lambda g: {"pw": _jwt(g, "https://sso.etk.lan")})


def _pem(rng: random.Random) -> dict[str, str]:
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = "\n".join(_r(rng, B64, 64) for _ in range(rng.randrange(4, 9)))
    block = f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"
    return {"pw": block, "secret": body.splitlines()[1]}


_PEMS = [
    "key for ekb-gw01:\n{pw}",
    "{pw}",
    "вот ключ от сервера в Аксу\n{pw}",
    "Schlüssel vom Raspberry bei Oma:\n{pw}",
    "私钥：\n{pw}",
]  # fmt: skip
_pems = _Family("private_key", _PEMS, _pem)

_MNEMO = {lang: Mnemonic(lang) for lang in ["english", "chinese_simplified", "czech"]}
_SEEDS = {
    "seed phrase of the Ledger: {pw}": "english",
    "сид-фраза от кошелька Виктора: {pw}": "english",
    "助记词：{pw}": "chinese_simplified",
    "zhujici {pw}": "chinese_simplified",
    "recovery words for Dauren's Trust Wallet\n{pw}": "english",
    "мнемоника: {pw}": "english",
    "Wiederherstellungsphrase von Onkel Viktor: {pw}": "english",
    "fraza odzyskiwania portfela: {pw}": "english",
    "сид-фразаның сөздері: {pw}": "english",
    "obnovovací fráze od Pavla z Ostravy: {pw}": "czech",
}  # fmt: skip


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_SEEDS), n):
        lang = _SEEDS[template]
        bits = rng.choice([16, 32])
        phrase = str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(bits))))
        out.append(Sample("seed_phrase", template.replace("{pw}", phrase), phrase))
    return out


_CARD_PREFIXES = {"visa": ["4"], "mastercard": ["51", "53", "55", "2221"],
                  "mir": ["2200", "2202", "2204"],
                  "unionpay": ["62"], "maestro": ["6759"]}  # fmt: skip


def _card(rng: random.Random, brand: str) -> str:
    prefix = rng.choice(_CARD_PREFIXES[brand])
    body = prefix + _r(rng, D, 15 - len(prefix))
    return body + luhn.calc_check_digit(body)


_CARDS = [
    "card number {pw} exp 09/34",
    "номер карты {pw}, срок 11/33",
    "карта нөмірі: {pw}",
    "karta nomiri {pw}",
    "Kartennummer {pw}, gültig bis 03/35",
    "numer karty: {pw}",
    "卡号 {pw}",
    "kahao {pw}",
]  # fmt: skip


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CARDS, n):
        num = _card(rng, rng.choice(list(_CARD_PREFIXES)))
        shown = v.grouped(num, rng.choice([" ", "-", ""]), rng)
        out.append(Sample("card_number", template.replace("{pw}", shown), shown))
    return out


_CVVS = [
    "Visa ending 4417, security code {pw}",
    "CVV на обороте: {pw}",
    "Prüfnummer hinten auf der Karte: {pw}",
    "kod CVC z tyłu karty: {pw}",
    "安全码 {pw}",
]  # fmt: skip
_cvvs = _Family("card_code", _CVVS, _with(_j((D, 3))))

_IBAN_SHAPES = {"KZ": "nnn" + "c" * 13, "AZ": "aaaa" + "c" * 20, "GE": "aa" + "n" * 16,
                "BY": "cccc" + "nnnn" + "c" * 16, "MN": "n" * 16, "IQ": "aaaa" + "n" * 15,
                "LY": "n" * 21, "SD": "n" * 14, "PL": "n" * 24, "DE": "n" * 18}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.iban_shaped(rng, country, _IBAN_SHAPES)


_IBANS = [
    "IBAN for the Pavlodar supplier: {pw}",
    "ИИК (IBAN): {pw}",
    "есепшот IBAN {pw}",
    "Bankverbindung Oma Lydia, IBAN {pw}",
    "numer konta IBAN: {pw}",
    "收款账号 IBAN：{pw}",
]  # fmt: skip


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, country in zip(
        v.cycle(rng, _IBANS, n), v.cycle(rng, list(_IBAN_SHAPES), n), strict=True
    ):
        num = _iban(rng, country)
        shown = v.iban_spaced(num) if rng.random() < 0.5 else num
        out.append(Sample("iban", template.replace("{pw}", shown), shown))
    return out


def _pesel(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.randrange(40, 99):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}" + _r(
            h, D, 5
        )

    return v.until(g, make, pl_pesel.is_valid)


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice(["150203", "150204", "110105"]) + f"{h.randrange(1960, 2000)}"
        body += f"{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}" + _r(h, D, 3)
        return body + h.choice(D + "X")

    return v.until(g, make, cn_ric.is_valid)


_IDS: dict[str, Maker] = {
    "PESEL babci Haliny: {pw}": _pesel,
    "Halina's PESEL number is {pw}": _pesel,
    "NIP firmy Wojtka: {pw}": lambda g: v.until(g, _j((D, 10)), pl_nip.is_valid),
    "REGON: {pw}": lambda g: v.until(g, _j((D, 9)), pl_regon.is_valid),
    "Steuer-ID von Onkel Viktor: {pw}": lambda g: v.until(g, _j((D, 11)), de_idnr.is_valid),
    "Identifikationsnummer (Lydia) {pw}": lambda g: v.until(g, _j((D, 11)), de_idnr.is_valid),
    "身份证号：{pw}": _ric,
    "shenfenzheng haoma {pw}": _ric,
    "统一社会信用代码 {pw}": lambda g: v.until(
        g, _j("9115", (D, 4), (UPPER_DIGITS, 10)), cn_uscc.is_valid
    ),
    "ИНН Виктора (РФ): {pw}": lambda g: v.until(g, _j((D, 12)), ru_inn.is_valid),
    "ОГРН поставщика {pw}": lambda g: v.until(g, _j("1", (D, 12)), ru_ogrn.is_valid),
}  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_IDS), n):
        value = _IDS[template](rng)
        out.append(Sample("national_id", template.replace("{pw}", value), value))
    return out


def _codes_list(rng: random.Random) -> list[str]:
    style = rng.randrange(3)
    if style == 0:
        return [_r(rng, D, 8) for _ in range(8)]
    if style == 1:
        return [f"{_r(rng, LOWER_DIGITS, 5)}-{_r(rng, LOWER_DIGITS, 5)}" for _ in range(8)]
    return [f"{_r(rng, D, 4)} {_r(rng, D, 4)}" for _ in range(8)]


_BACKUPS = [
    "GitHub recovery codes for the ETK org:\n{codes}",
    "резервные коды Госуслуг: {codes}",
    "қалпына келтіру кодтары: {codes}",
    "Backup-Codes fürs Google-Konto von Oma: {codes}",
    "kody zapasowe do Gmaila: {codes}",
    "备用验证码：{codes}",
]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _BACKUPS, n):
        codes = _codes_list(rng)
        joined = rng.choice(["\n", ", ", " "]).join(codes)
        out.append(Sample("backup_codes", template.replace("{codes}", joined), codes[2]))
    return out


_TOTPS = [
    "otpauth://totp/ETK:dauren?secret={pw}&issuer=ETK",
    "TOTP secret for the tracker admin: {pw}",
    "2FA setup key (manual entry): {pw}",
    "ключ для Google Authenticator: {pw}",
    "Einrichtungsschlüssel für die 2FA: {pw}",
]  # fmt: skip
_totp = _Family("totp_seed", _TOTPS, _with(lambda g: v.totp_secret(g, spaced=False)))

_OTPS = [
    "{pw} is your Kaspi-ish sign-in code, Nurlan forwarded it",
    "код подтверждения: {pw}",
    "растау коды {pw}",
    "rastau kody {pw}",
    "Ihr Bestätigungscode lautet {pw}",
    "kod weryfikacyjny: {pw}",
    "【阿鲁铝业】验证码 {pw}，5分钟内有效",
    "yanzhengma shi {pw}",
]  # fmt: skip
_codes = _Family("one_time_code", _OTPS, _with(_j((D, 6))))


def _wifi_key(rng: random.Random) -> str:
    return rng.choice([_plain_pw, lambda g: _r(g, ALNUM, 16)])(rng)


_NETS = ["ETK-Dispatch-5G", "Aksu Yard AP", "Bayanaul Guest House", "Ekibastuz Vesovaya",
         "FRITZ!Box 7530 Lydia", "Nowak_Dom", "Baotou-Office"]  # fmt: skip
_WIFI = [
    "wifi {n} password {pw}",
    "Network: {n} / {pw}",
    "WIFI:T:WPA;S:{n};P:{pw};;",
    "вайфай {n}, пароль {pw}",
    "wifi {n} qupiasözi {pw}",
    "WLAN {n}, Schlüssel: {pw}",
    "sieć {n}, hasło do wifi: {pw}",
    "无线网 {n} 密码 {pw}",
    "note from the router box: ssid={n} psk={pw}",
]  # fmt: skip
_wifi = _Family("wifi_key", _WIFI, _with(_wifi_key, n=_NETS))


def _spaced(rng: random.Random) -> dict[str, str]:
    raw = "ghp_" + _r(rng, ALNUM, 36)
    sep = rng.choice([" ", ".", "-", " · "])
    return {"pw": sep.join(raw)}


_SPELLED_TOKENS = [
    "token letter by letter: {pw}",
    "токенді әріппен: {pw}",
    "Token buchstabiert: {pw}",
    "token po literce: {pw}",
]  # fmt: skip
_spelled_tokens = _Family("spelled_token", _SPELLED_TOKENS, _spaced)

_LOCKS = [
    "gate code at the Aksu yard: {pw}",
    "сейфтің коды {pw}",
    "код домофона у Лидии {pw}",
    "PIN der EC-Karte: {pw}",
    "PIN do karty: {pw}",
    "银行卡密码 {pw}",
    "alarm code for the Bayanaul cabin is {pw}",
    "шкафчик в раздевалке, код {pw}",
]  # fmt: skip
_locks = _Family("pin_code", _LOCKS, _with(lambda g: _r(g, D, g.choice([4, 5, 6]))))

_PHRASE_WORDS = ["steppe", "irtysh", "wagon", "ember", "falcon", "saxaul", "lantern", "granite",
                 "camel", "tundra", "harness", "quarry", "copper", "thistle"]  # fmt: skip
_PHRASES = [
    "KeePassXC master passphrase: {pw}",
    "құпия фраза: {pw}",
    "парольная фраза {pw}",
    "Passphrase für den Tresor: {pw}",
    "fraza hasła: {pw}",
]  # fmt: skip
_phrases = _Family(
    "passphrase", _PHRASES, _with(lambda g: g.choice([" ", "-"]).join(g.sample(_PHRASE_WORDS, 4)))
)


def _auth_draw(rng: random.Random) -> dict[str, str]:
    if rng.random() < 0.5:
        raw = base64.b64encode(f"dispatch:{_plain_pw(rng)}".encode()).decode()
        return {"pw": raw, "kind": "Basic"}
    return {"pw": _r(rng, URLSAFE, 40), "kind": "Bearer"}


_AUTH = [
    "Authorization: {kind} {pw}",
    "curl -H 'Authorization: {kind} {pw}' https://tracker.etk.lan/api",
    "заголовок Authorization: {kind} {pw}",
    "Header gesetzt: Authorization: {kind} {pw}",
]  # fmt: skip
_auth = _Family("auth_header", _AUTH, _auth_draw)

_CONFIGS = [
    "# .env (tracker)\nDB_HOST=db.etk.lan\nDB_PASSWORD={pw}\n",
    "[mysql]\nuser = erp\npassword = {pw}\n",
    "spring:\n  datasource:\n    username: erp\n    password: {pw}\n",
    "<add key=\"SmtpPassword\" value=\"{pw}\" />",
    "define('DB_PASSWORD', '{pw}');",
    "db.etk.lan:5432:erp:erp:{pw}",
    "variable \"db_password\" {\n  default = \"{pw}\"\n}",
    "smtp:\n  host: smtp.etk-ertis.example\n  pass: {pw}",
    "MQTT_PASS={pw}",
    "[tracker]\napi_secret = {pw}",
    "\"password\": \"{pw}\"",
    "ERTIS_SMS_SECRET={pw}",
]  # fmt: skip
_configs = _Family("config_block", _CONFIGS, _with(_plain_pw))

Taker = Callable[[random.Random, int], list[Sample]]
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said_en, 20), (_said_kk, 20), (_said_kl, 20), (_said_ru, 25), (_said_de, 20),
    (_said_pl, 20), (_said_zh, 20), (_logins, 18), (_spelled, 12), (_cli, 24), (_urls, 10),
    (_vendors, 34), (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 5),
    (_ibans, 12), (_national, 14), (_backups, 6), (_totp, 5), (_codes, 8), (_wifi, 12),
    (_spelled_tokens, 6), (_locks, 8), (_phrases, 7), (_auth, 6), (_configs, 12),
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
    "the weighbridge admin password is": "{s}", "құпиясөз:": "{s}", "qupiasöz": "{s}",
    "пароль от 1С": "{s}\nне теряй", "Das Passwort lautet": "{s}, Oma",
    "hasło do routera to": "{s}",
    "密码是": "{s}", "mima:": "{s}", "parol ot vpn": "{s}",
    "the password Yerlan read out was": "{s}, I think",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "PavlodarPay API key", "{s}", _j("pvp_live_", (ALNUM, 32))),
    ("split_token", "ErtisCloud токен:", "{s}", _j("ecl-", (HEX, 40))),
    ("split_seed", "seed phrase", "{s}", _english_seed),
    ("split_card", "номер карты", "{s} exp 11/36", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "PESEL", "{s}", _pesel),
    ("split_id", "身份证号", "{s}", _ric),
    ("split_pin", "PIN der Karte:", "{s}", _j((D, 4))),
    ("split_wifi", "wifi Aksu Yard AP password", "{s}", _plain_pw),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"weighbridge": {"url": "https://vesy.etk.lan", "admin_password": "{s}"}}': (
        "meta_password", _plain_pw),
    '{"құпиясөз": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "dauren.s", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "erp", "--password", "{s}", "erp"]}': ("meta_password", _plain_pw),
    '{"note": "包头办公室的密码是 {s}"}': ("meta_password", _plain_pw),
    '{"Kennwort": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "hasło do laptopa to {s}"}': ("meta_password", _plain_pw),
    '{"pavlodarpay": {"api_key": "{s}"}}': ("meta_token", _j("pvp_live_", (ALNUM, 32))),
    '{"trackerToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"github_token": "{s}"}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': (
        "meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AZ")),
    '{"relative": {"pesel": "{s}"}}': ("meta_id", _pesel),
    '{"mfa": {"recovery_codes": ["{s}", "48213907", "55120984"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"totp_secret": "{s}"}': ("meta_totp", lambda g: v.totp_secret(g, spaced=False)),
    '{"yard_gate": {"pin": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "ETK-Dispatch-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"tracker: add tipper cycle counter", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"erp: revert tariff table", usedforsecurity=False).hexdigest()[:9]
_WHEEL = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"weighbridge-fw-2.7.1.bin").hexdigest()
_MD5 = hashlib.md5(b"wagons_2032-05.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the weighbridge password before the audit on 2032-06-11.",
    "Aigerim asked for the dispatch wifi password; it's on the card in the shift lead's drawer.",
    "Policy: ETK passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into Telegram; send a vault link instead.",
    "The `.env.example` line `PAVLODARPAY_API_KEY=replace-me` is a placeholder.",
    "Құпиясөзіңізді ешкімге айтпаңыз.",
    "kupiasozdi eshkimge aitpa, jarai ma",
    "Никому не говори свой пароль, даже мне.",
    "parol nikomu ne govori",
    "Das Passwort muss mindestens vierzehn Zeichen lang sein.",
    "Oma, schreib dein Passwort bitte nicht auf einen Zettel am Kühlschrank.",
    "Hasło musi mieć co najmniej czternaście znaków.",
    "Nie podawaj nikomu hasła do banku, babciu.",
    "密码不要告诉任何人。",
    "mima buyao gaosu bieren",
    "Password reset link for the tracker expires in 30 minutes.",
    "The tipper PLC asks for a new password after every firmware update.",
    f"commit {_COMMIT} adds the tipper cycle counter.",
    f"Rolled back to {_SHORT} after the tariff table broke the invoices.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL}",
    f"The weighbridge firmware 2.7.1 image has SHA-256 checksum {_FIRMWARE}.",
    f"MD5 of wagons_2032-05.csv is {_MD5}, same as the copy on the share.",
    "Order ETK-PO-2032-00731: 12 brake shoes for the wagon fleet, 184 500 tenge.",
    "Call the Pavlodar office on +7 7182 55 14 09 before noon.",
    "Train 2417 leaves Ekibastuz at 06:40 with 58 coal wagons.",
    "Wagon number 6451 3278 is in the Aksu repair shop until Thursday.",
    "Ticket ETK-3310: the Aksu yard camera 4 drops out at night.",
    "Upgraded the tracker from 4.2.1 to 4.3.0 and PostgreSQL to 16.3.",
    "Request id 3f9c2a71-8d4e-4b0a-9c11-5e7f2d6a8b34 is the slow one in the tracker logs.",
    "Баянауылдағы демалыс үйі 18:00-ден кейін ашық.",
    "Заказ № 48213 доставят в Экибастуз в пятницу.",
    "Lydia's train from Osnabrück Hbf leaves at 14:23 from platform 4.",
    "Paczka dla babci, numer przesyłki 6001 2233 4455, dojdzie w czwartek.",
    "包头铝厂的订单号 AL-2032-0415，共 24 吨氧化铝。",
    "The shift changes at 08:00 and 20:00; the canteen closes at 21:30.",
    "Coal grade ash content 38.5 %, calorific value 4 100 kcal/kg.",
    "After five wrong passwords the tracker locks the account for 20 minutes.",
    "The secret of good kymyz is a cool cellar and patience.",
    "Ask Dauren for the yard gate code, I don't have it.",
    "My card ending 7733 was declined at the Pavlodar hardware store.",
    "The supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the ETK GitHub org and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TRACKER_API_KEY` in the secrets store, never in the repository.",
    "The guest wifi 'ETK-Guest' is open, no password needed.",
    "Price list 2032: a tonne of sorted coal costs 9 800 tenge at the mine gate.",
    "Версия прошивки весов 2.7.1, серийный номер VZ-0412-77.",
    "Die Stadtwerke Osnabrück schicken die Jahresabrechnung im Mai.",
    "Zmiana hasła w banku jest co 90 dni.",
    "验证码五分钟内有效，请勿转发。",
    "The API version is v3 and the rate limit is 600 requests per minute.",
    "PIN pads at the canteen are broken, pay with cash.",
    "Token counts for the summary: prompt 812, completion 240.",
    "Bayanaul lake trip: 3 cars, 11 people, leaving Saturday 07:30.",
    "ISBN 978-601-7472-13-5 is the regional history book on the office shelf.",
    "Passport photos must be 35 x 45 mm for the German visa.",
    "The weighbridge tolerance is 20 kg per 100 t.",
    "Lot LOT-2032-EKB-0311, 64 t, moisture 11.2 %.",
    "Where is the router password kept? Nurlan knows.",
    "The shop on Toraigyrov street, phone +7 7182 32 18 77, opens at 9.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/etk/tracker", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "ETK-3310", "purchase_order": "ETK-PO-2032-00731"}',
    '{"train": 2417, "wagons": 58, "departure": "06:40"}',
    '{"phone": "+7 7182 55 14 09", "city": "Pavlodar"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "wagons_in_yard": 214}',
    '{"order_no": "AL-2032-0415", "tonnes": 24, "product": "alumina"}',
    '{"shop": {"name": "Toraigyrov 12", "phone": "+7 7182 32 18 77"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
