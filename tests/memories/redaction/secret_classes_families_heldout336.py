# ruff: noqa: RUF001, RUF002  (labels and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-thirty-sixth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-thirty-third's
docstring, the fifth to three-hundred-and-thirty-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (334, 335 and 337), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (336_481_097), password words (a
Caspian fish, bird or wind and an oilfield word with a number, `BeluhaWellhead62!`; dot-joined
`sazan.tengri.1987`; a steppe wind and its speed, `Shurgun23ms#`; `Kulsary7Ferry?40`; a name, a
year and a town; leet `K4sp1y`; a generator's dashed groups; random runs).

The fictional company is Zhaiyk Delta Servis LLP (well services and crew logistics on the Caspian
oil coast: a yard in Atyrau on the Zhaiyk river, a camp near Kulsary, a dispatcher at the Aktau
ferry pier), with Kazakh office and field staff, Dutch, Italian and Norwegian contractors, Turkish
suppliers from Ankara and Koryo-saram relatives in Almaty, Tashkent and Seoul; every company,
person, address, domain (`zhaiykdelta.lan`, `zhaiyk-delta.kz`), account and number is invented,
only the region is real. Texts: chats with times, tickets, notes, runbooks, shell prompts, config
and env files, voice-note transcripts and requests to the assistant; separators from a colon,
`=`, `->`, `—`, `is`, Kazakh `деген`, Turkish `şu`, Norwegian `er`, Dutch `is`,
Italian `è`, Korean `는`/`은`, a table cell and a new line.

Grep counts (heldouts 5 to 333 naming each, grep -l): none for Atyrau, Kulsary, Tengiz,
Chocofamily, Bol.com, Air Astana, Aviata, Ruter, Egov, Tabys, `Şifrem`, `парольчик`, `kupiya soz`,
cfssl, nuget push, yarn npm login, qbittorrent, opensmtpd, `psql -d`; one or two for Aktau, Halyk,
Jusan, Kazpost, Kcell, Aitu, Kolesa, Krisha, KakaoBank, Swile, eGov, Sulpak, Technodom, Yandex Go,
Ziraat, Garanti, Akbank, Getir, Yemeksepeti, Sahibinden, Moneta, Intesa, Rabobank, DNB,
SpareBank, hashcat, strongswan, gem push, httpie, oci setup; three to five for Kaspi, 2GIS,
Wildberries, Trendyol, Hepsiburada, Papara, Toss, Vipps, Satispay, Koryo, inDrive, `ИИН`.

About half of the secret samples are not in English: Kazakh in Cyrillic (`құпия сөз`,
`құпиясөз`, `паролі`, `кілті`, `растау коды`) and in the 2021 Latin alphabet (`qūpiä söz`,
`paroli`, `kılti`, `rastau kody`), Russian as texted in Cyrillic and in Latin letters (`пароль
от`, `парольчик`, `parol ot`, `pass ot`), the Dutch of contractors (`wachtwoord`, `ww`,
`inlogcode`, `herstelcodes`), Italian (`la password è`, `la pass è`, `codici di backup`),
Norwegian (`passordet er`, `koden er`, `gjenopprettingskoder`), the Korean of Koryo-saram
relatives in hangul and romanised (`비번은`, `비밀번호는`, `bibeon`, `인증번호`) and the Turkish of
Ankara suppliers (`şifre`, `Şifrem`, `doğrulama kodu`, `yedek kodlar`). Dutch, Italian,
Norwegian, Turkish, Russian and hangul wordings are ordinary usage; the author's guesses, checked
by no speaker, are all of the Kazakh Latin spellings, the Kazakh Cyrillic texting forms
(`құпиясөзі`, `Kaspi API kilti`), the romanised Korean (`bibeon-eun`) and the Koryo-mar flavour.

Vendors: invented ones (ZhaiykPay `zdp_live_`, KulsaryCrew `kcr-`, CaspiFerry `cfr.`,
SteppeTrack `stp_`, TengriMeteo; shapes guessed), Kazakh, Turkish, Dutch, Italian, Norwegian and
Korean ones with guessed shapes (Kaspi, Halyk, Jusan, Kazpost, Kcell, Aitu, Kolesa, Krisha,
Chocofamily, Aviata, Air Astana, Getir, Trendyol, Papara, Ziraat, Bol.com, Rabobank, Satispay,
Intesa, Vipps, Ruter, DNB, Toss, KakaoBank); the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Turkey's T.C. Kimlik
No. and VKN (`tr.tckimlik`, `tr.vkn`), Norway's fødselsnummer and organisation number
(`no.fodselsnummer`, `no.orgnr`), Korea's resident registration and business numbers (`kr.rrn`,
`kr.brn`), Italy's codice fiscale and partita IVA (`it.codicefiscale`, `it.iva`) and the
Netherlands' BSN (`nl.bsn`). Cards pass Luhn (`stdnum.luhn`; a Kazakh Visa and a Troy prefix);
IBANs of Kazakhstan, Azerbaijan, Georgia, Belarus, Iraq, Lebanon, Timor-Leste and Bahrain (codes a
rough grep finds in no earlier corpus), checked with `stdnum.iban`; seed phrases from mnemonic's
English, Korean, Turkish, Italian and Russian lists, checked with `Mnemonic(lang).check`.
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
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn
from stdnum.nl import bsn as nl_bsn
from stdnum.no import fodselsnummer as no_fnr
from stdnum.no import orgnr as no_orgnr
from stdnum.tr import tckimlik as tr_tck
from stdnum.tr import vkn as tr_vkn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 336_481_097
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]


def _family(cls: str, templates: list[str], makers: dict[str, Maker], key: str) -> Taker:
    """A family: each template filled with a fresh value of each maker; ``key`` is the secret."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            fields = {name: make(rng) for name, make in makers.items()}
            out.append(Sample(cls, template.format_map(fields), fields[key]))
        return out

    return take


_FISH = ["Beluha", "Sazan", "Osetr", "Vobla", "Kilka", "Sevryuga", "Zhayin", "Kutum", "Flamingo",
         "Tyulen", "Karabalyk", "Shurgun"]  # fmt: skip
_OIL = ["Wellhead", "Packer", "Choke", "Manifold", "Spudder", "Derrick", "Mudlog", "Casing",
        "Flowline", "Riser", "Swivel", "Stinger"]  # fmt: skip
_TOWNS = ["Atyrau", "Kulsary", "Aktau", "Makat", "Dossor", "Beineu", "Zhanaozen", "Fort",
          "Kurmangazy",          "Inder", "Balykshi", "Karabatan"]  # fmt: skip
_NAMES = ["Aibek", "Dana", "Nurlan", "Aigerim", "Yerlan", "Gulnara", "Bauyrzhan", "Madina",
          "Timur", "Saule", "Joost", "Femke", "Matteo", "Chiara", "Sindre", "Ingrid", "Mehmet",
          "Elif", "Vadim", "Olga", "Kim", "Tsoi", "Pak", "Lyudmila"]  # fmt: skip
_SYM = "!#$%&*?@+=^"
_LEET = ["K4sp1y", "Zh41yk", "T3ng1z", "Ky1s4ry", "B3luh4", "S4z4n", "D3rr1ck", "P4ck3r"]


def _pw(g: random.Random) -> str:
    pick = g.randrange(10)
    if pick == 0:
        return f"{g.choice(_FISH)}{g.choice(_OIL)}{g.randrange(10, 100)}{g.choice(_SYM)}"
    if pick == 1:
        return f"{g.choice(_FISH).lower()}.{g.choice(_TOWNS).lower()}.{g.randrange(1960, 2010)}"
    if pick == 2:
        return f"Shurgun{g.randrange(10, 40)}ms{g.choice(_SYM)}"
    if pick == 3:
        return f"{g.choice(_TOWNS)}{g.randrange(2, 10)}Ferry{g.choice(_SYM)}{g.randrange(10, 100)}"
    if pick == 4:
        return f"{g.choice(_NAMES)}{g.randrange(1965, 2012)}{g.choice(_TOWNS)}"
    if pick == 5:
        return g.choice(_LEET) + str(g.randrange(1990, 2033)) + g.choice(_SYM)
    if pick == 6:
        return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))
    if pick == 7:
        return _r(g, ALNUM, 16)
    if pick == 8:
        return _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYM)
    return _r(g, ALNUM + "%&!?*", 14)


_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _plain_pw(g: random.Random) -> str:
    """A password a URL, a shell word or a JSON string holds as written."""
    return v.until(g, _pw, lambda s: _PLAIN.fullmatch(s) is not None)


_SAID = [
    "Aitu chat 07:42, Nurlan: the yard gate controller password is {pw}",
    "Ticket ZDS-1182: SCADA HMI at the Kulsary camp, admin password {pw}",
    "note to self: Atyrau office NAS password {pw}",
    "dispatcher log, Aktau ferry pier: the berth tablet password is {pw}",
    "voice note from Yerlan, transcribed: the pump skid panel password is {pw} full stop",
    "Runbook: flowmeter gateway\n1. browse to 10.44.2.9\n2. user service\n3. password {pw}",
    "hey assistant, remember that my Halyk Homebank password is {pw}",
    "can you keep this for me? the Kolesa account password: {pw}",
    "the new Jira password for the Tengiz-side contractor portal is {pw}",
    "Aigerim, 19:05: mud logging unit laptop password -> {pw}",
    "Incident 2033-02-11: the camp CCTV NVR was exposed with password {pw}",
    "Құпия сөз: {pw}",
    "кеңсе роутерінің құпиясөзі {pw}",
    "Нұрлан: серверге жаңа құпия сөз {pw}, ешкімге айтпа",
    "Айгерім, Kaspi қосымшасының паролі: {pw}",
    "qūpiä söz: {pw}",
    "keñse routerınıñ paroli {pw}",
    "Dana: jaña qūpiä söz {pw}, eşkımge aitpa",
    "пароль от вайфая в вагончике: {pw}",
    "парольчик от 1С у Вадима {pw}",
    "Ольга: новый пароль на сервак {pw}, никому",
    "parol ot wifi v kontore {pw}",
    "pass ot pochty {pw} ne teryai",
    "het wachtwoord van de boorlaptop is {pw}",
    "Joost: ww voor de VPN is {pw}",
    "Femke, inlogcode Rabobank app: {pw}",
    "nieuw wachtwoord voor het containerkantoor: {pw}",
    "la password del PLC del separatore è {pw}",
    "Matteo: la pass del wifi del cantiere è {pw}",
    "Chiara, promemoria: password della VPN aziendale {pw}",
    "passordet til riggkontoret er {pw}",
    "Sindre: nytt passord på serveren er {pw}",
    "Ingrid, DNB nettbank passord: {pw}",
    "할머니 와이파이 비번은 {pw}",
    "삼촌, 회사 메일 비밀번호는 {pw} 이에요",
    "Lyudmila: bibeon-eun {pw} ida, ijeobeoriji ma",
    "Şifrem {pw}, kimseye söyleme",
    "Mehmet Bey: depo bilgisayarının şifresi {pw}",
    "Elif, Ziraat mobil giriş şifresi şu: {pw}",
    "tedarikçi portalı parola: {pw}",
    "Gulnara | Sulpak admin | {pw}",
    "Timur 22:13 — the ferry booking portal password is {pw}, don't lose it",
    "Bauyrzhan: the Kazpost parcel terminal pw {pw}",
    "Madina asked me to save her Krisha password: {pw}",
]  # fmt: skip

_LOGINS = [
    "Aitu: the Kulsary camp router login is {u} / {pw}",
    "ticket ZDS-1240: {u} locked out of the SCADA, last password {pw}",
    "user {u} pass {pw}",
    "| host | user | password |\n|---|---|---|\n| mudlog-01 | {u} | {pw} |",
    "sign in to the ferry portal as {u} with {pw}",
    "ssh {u}@yard-gw.zhaiykdelta.lan (password {pw})",
    "login: {u}\npassword: {pw}",
    "host,user,password\nscada-kulsary,{u},{pw}",
    "пайдаланушы {u}, құпия сөз {pw}",
    "paidalanuşy {u}, qūpiä söz {pw}",
    "логин {u} пароль {pw}",
    "gebruiker {u}, wachtwoord {pw}",
    "utente {u} e password {pw}",
    "brukernavn {u}, passord {pw}",
    "아이디 {u} 비번 {pw}",
    "kullanıcı adı {u}, şifre {pw}",
]  # fmt: skip
_USERS = ["nurlan.s", "aigerim", "yerlan", "dana.k", "timur", "joost.vd", "femke", "matteo.r",
          "chiara", "sindre", "ingrid.h", "mehmet", "elif.a", "vadim", "olga.p",
          "svc-scada"]  # fmt: skip

_SPELL_WORDS = ["beluga", "sazan", "vobla", "kilka", "tulpar", "saksaul", "zhusan", "kumys",
                "baursak", "dombra", "shurgun", "karakum"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, then {d}",
    "type {w} and then {d}, no space, that's the camp wifi password",
    "құпия сөз {w} деген сөз, одан кейін {d}",
    "qūpiä söz {w} degen söz, odan keiın {d}",
    "пароль: слово {w}, потом цифры {d}",
    "het wachtwoord is het woord {w} en daarna {d}",
    "la password è la parola {w} seguita da {d}",
    "passordet er ordet {w}, deretter {d}",
    "비번은 {w} 그 다음에 {d}",
    "şifre {w} kelimesi, sonra {d}",
    "the name of auntie's cat, {w}, followed by {d}",
    "{w} with a capital first letter and {d} at the end",
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word, number = rng.choice(_SPELL_WORDS), str(rng.randrange(100, 10_000))
        text = template.format(w=word, d=number)
        out.append(Sample("spelled_password", text, word))
    return out


_CLI = [
    "cfssl serve -ca-key ca-key.pem -ca ca.pem -db-config db.json  # db pw {pw}",
    "nuget push Zd.Wells.1.4.0.nupkg -Source zdfeed -ApiKey {pw}",
    "yarn npm login --scope zd  # password: {pw}",
    "hashcat -m 0 hashes.txt -o out.txt --session=zd  # known plain {pw}",
    "gem push zd_wells-0.3.1.gem --key zd  # rubygems password {pw}",
    "qbittorrent-nox --webui-port=8081; curl -d 'username=admin&password={pw}' :8081/api/v2/auth",
    "psql -d 'postgresql://ops:{pw}@pg.zhaiykdelta.lan:5432/wells'",
    "mysql -u ops -p{pw} -h db.zhaiykdelta.lan wells",
    "sshpass -p '{pw}' ssh root@10.44.2.17",
    "redis-cli -h cache.zhaiykdelta.lan -a '{pw}' ping",
    "docker login registry.zhaiykdelta.lan -u ci -p '{pw}'",
    "curl -u ops:{pw} https://grafana.zhaiykdelta.lan/api/dashboards",
    "smbclient //fs.zhaiykdelta.lan/logs -U 'nurlan%{pw}'",
    "htpasswd -bc /etc/nginx/.htpasswd dispatcher '{pw}'",
    "7z a -p{pw} rig_reports.7z reports/",
    "zip -P '{pw}' crew_list.zip crew.xlsx",
    "openssl enc -aes-256-cbc -in payroll.csv -out payroll.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c wellhead_specs.pdf",
    "xfreerdp /v:10.44.3.5 /u:aigerim /p:'{pw}'",
    "sqlcmd -S mssql.zhaiykdelta.lan -U sa -P '{pw}'",
    "ldapsearch -x -D 'cn=admin,dc=zd,dc=kz' -w '{pw}' -b 'dc=zd,dc=kz'",
    "ipmitool -I lanplus -H 10.44.9.3 -U admin -P '{pw}' chassis status",
    "mosquitto_pub -h mqtt.zhaiykdelta.lan -u tank -P '{pw}' -t level -m 71",
    "lftp -u ops,{pw} sftp://files.zhaiykdelta.lan",
    "echo '{pw}' | sudo -S systemctl restart scada-bridge",
    "keytool -importkeystore -srckeystore zd.p12 -srcstorepass '{pw}' -destkeystore zd.jks",
    "rabbitmqctl add_user telemetry '{pw}'",
    "net use Z: \\\\fs01\\crew /user:ZD\\dana {pw}",
    "plink -ssh -pw {pw} yerlan@10.44.2.30",
    "sqlplus ops/{pw}@//ora.zhaiykdelta.lan:1521/WELLS",
    "mongosh 'mongodb://ferry:{pw}@mongo.zhaiykdelta.lan/bookings'",
    "cqlsh cass.zhaiykdelta.lan -u ops -p '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}",
    "nurlan@yard-gw:~$ {c}",
    "[ops@kulsary-camp ~]# {c}",
    "PS C:\\Users\\dana> {c}",
    "history | tail -1\n  512  {c}",
    "Aitu, Yerlan: ran this, works now:\n{c}",
]


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CLI, n):
        secret = _plain_pw(rng)
        frame = rng.choice(_SHELLS)
        out.append(Sample("cli_password", frame.format(c=template.format(pw=secret)), secret))
    return out


_URLS = [
    "DATABASE_URL=postgres://wells:{pw}@pg.zhaiykdelta.lan:5432/wells",
    "amqp://telemetry:{pw}@mq.zhaiykdelta.lan:5672/%2F",
    "mongodb+srv://ferry:{pw}@cluster0.zd-ferry.example.net/bookings",
    "redis://:{pw}@cache.zhaiykdelta.lan:6379/2",
    "jdbc:sqlserver://mssql.zhaiykdelta.lan;user=sa;password={pw}",
    "Server=pg.zhaiykdelta.lan;Database=crew;User Id=crew;Password={pw};",
    "smtp://alerts%40zhaiyk-delta.kz:{pw}@smtp.zhaiyk-delta.kz:587",
    "ftp://logs:{pw}@ftp.zhaiykdelta.lan/rig7/",
    "mysql://ops:{pw}@10.44.2.40/wells — Kulsary replica",
    "connection string for the ferry bookings: mssql://booking:{pw}@10.44.5.8:1433/ferry",
    "clickhouse://reader:{pw}@ch.zhaiykdelta.lan:9000/telemetry",
    "https://dispatcher:{pw}@aktau-pier.zhaiykdelta.lan/api/manifest",
    "ldaps://cn=svc,dc=zd,dc=kz:{pw}@ldap.zhaiykdelta.lan",
    "socks5://crew:{pw}@:1080",
]  # fmt: skip
_urls = _family("connection_string", _URLS, {"pw": _plain_pw}, "pw")


def _jwt(g: random.Random) -> str:
    header = {"alg": g.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    claims = {
        "sub": _r(g, D, 6),
        "iss": "zhaiyk-delta.kz",
        "exp": 2_100_000_000 + g.randrange(10**6),
    }
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(g, URLSAFE, 43)}"


_NAMED: list[tuple[str, Maker]] = [
    ("ZhaiykPay live key: {t}", _j("zdp_live_", (ALNUM, 32))),
    ("KulsaryCrew API key {t}", _j("kcr-", (LOWER_DIGITS, 36))),
    ("CASPIFERRY_TOKEN={t}", _j("cfr.", (URLSAFE, 40))),
    ("SteppeTrack token -> {t}", _j("stp_", (ALNUM, 30))),
    ("TengriMeteo API key: {t}", _j((HEX, 32))),
    ("Kaspi merchant API kilti: {t}", _j((HEX, 40))),
    ("Halyk ePay client secret {t}", _j((ALNUM, 40))),
    ("Jusan Business API key {t}", lambda g: v.uuid4(g, "b")),
    ("Kazpost tracking API ключ: {t}", _j((HEX, 32))),
    ("Kcell SMS gateway token {t}", _j((ALNUM, 36))),
    ("Chocofamily partner API key = {t}", _j((HEX, 48))),
    ("Aviata affiliate token: {t}", _j((URLSAFE, 44))),
    ("Air Astana NDC API key {t}", _j((ALNUM, 32))),
    ("Getir API anahtarı: {t}", _j((HEX, 32))),
    ("Trendyol satıcı API secret {t}", _j((ALNUM, 20))),
    ("Papara API key {t}", _j((ALNUM + "+/", 40), "==")),
    ("Bol.com client secret {t}", _j((URLSAFE, 64))),
    ("Rabobank API-sleutel: {t}", _j((HEX, 40))),
    ("Satispay chiave API: {t}", _j((ALNUM, 44))),
    ("Vipps ocp-apim-subscription-key {t}", _j((HEX, 32))),
    ("Ruter API-nøkkel: {t}", lambda g: v.uuid4(g, "8")),
    ("Toss Payments 시크릿 키 {t}", _j("live_sk_", (ALNUM, 24))),
    ("KakaoBank API 키: {t}", _j((HEX, 32))),
    ("github token {t}", _j("ghp_", (ALNUM, 36))),
    ("GITLAB_TOKEN={t}", _j("glpat-", (URLSAFE, 20))),
    ("slack bot token {t}", lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"),
    ("stripe key {t}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 48))),
    ("anthropic key: {t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS_ACCESS_KEY_ID={t}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws secret {t}", _j((B64, 40))),
    ("Google Maps key {t}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={t}", _j("hf_", (ALNUM, 34))),
    ("npm token {t}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("telegram bot token {t}", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("pypi token {t}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Twilio auth token {t}", _j((HEX, 32))),
    ("OpenRouter key {t}", _j("sk-or-v1-", (HEX, 64))),
    ("DigitalOcean token {t}", _j("dop_v1_", (HEX, 64))),
    ("Shopify admin token {t}", _j("shpat_", (HEX, 32))),
    ("Grafana service account token {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("vault token {t}", _j("hvs.", (URLSAFE, 24))),
    ("Doppler token {t}", _j("dp.st.prd.", (ALNUM, 43))),
    ("Sentry auth token {t}", _j("sntrys_", (ALNUM, 60))),
    ("Tailscale auth key {t}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("Notion secret {t}", _j("secret_", (ALNUM, 43))),
    ("Linear API key {t}", _j("lin_api_", (ALNUM, 40))),
    ("Postman key {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Groq key {t}", _j("gsk_", (ALNUM, 52))),
]  # fmt: skip
_VENDOR_FRAMES = ["{c}", "Aitu, Timur: {c}", "ticket ZDS-1302: {c} leaked in the log", "{c}\n"]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _NAMED, n):
        token = make(rng)
        text = rng.choice(_VENDOR_FRAMES).format(c=template.format(t=token))
        out.append(Sample("vendor_token", text, token))
    return out


_BARE = ["{t}", "it only shows it once, so here:\n{t}", "Aitu: {t}", "токен: {t}",
         "save this please {t}", "Yerlan sent {t} at 03:10"]  # fmt: skip
_bare = _family("bare_token", _BARE, {"t": _j((ALNUM, 40))}, "t")

_HEXES = ["ENCRYPTION_KEY={h}", "master key for the crew vault {h}", "aes key: {h}",
          "SCADA_HMAC_SECRET = {h}", "кілті: {h}", "chiave: {h}", "nøkkel {h}",
          "signing secret -> {h}"]  # fmt: skip
_hexes = _family("hex_key", _HEXES, {"h": _j((HEX, 64))}, "h")

_JWTS = ["Authorization: Bearer {t}", "ferry portal session token {t}", "jwt={t}",
         "curl -H 'Authorization: Bearer {t}' https://api.zhaiyk-delta.kz/crews",
         "Madina pasted her token: {t}", "токен сессии {t}", "cookie: zd_session={t}",
         "id_token: {t}"]  # fmt: skip
_jwts = _family("jwt", _JWTS, {"t": _jwt}, "t")


def _pems(rng: random.Random, n: int) -> list[Sample]:
    frames = ["{k}", "Aitu, Nurlan: the deploy key\n{k}", "id_rsa for the yard gateway:\n{k}",
              "ssh key for Kulsary:\n```\n{k}\n```", "{k}\n(rotate after the audit)"]  # fmt: skip
    out = []
    for i in range(n):
        kind = ["RSA ", "EC ", "OPENSSH ", "", "ENCRYPTED "][i % 5]
        lines = [_r(rng, B64, 64) for _ in range(6)] + [_r(rng, B64, 20) + "=="]
        key = f"-----BEGIN {kind}PRIVATE KEY-----\n" + "\n".join(lines)
        key += f"\n-----END {kind}PRIVATE KEY-----"
        out.append(Sample("pem_private_key", frames[i % len(frames)].format(k=key), lines[2]))
    return out


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "korean", "turkish", "italian", "russian")}


def _seed_of(g: random.Random, lang: str, words: int = 12) -> str:
    size = {12: 16, 18: 24, 24: 32}[words]
    mnemo = _MNEMO[lang]
    return v.until(
        g,
        lambda h: str(mnemo.to_mnemonic(bytes(h.randrange(256) for _ in range(size)))),
        mnemo.check,
    )


_SEED_PLACES = [
    ("english", "seed phrase for the crew bonus wallet: {p}"),
    ("english", "recovery words (Trust Wallet, Dana's): {p}"),
    ("korean", "할머니 지갑 복구 단어: {p}"),
    ("korean", "니모닉 {p}"),
    ("turkish", "Mehmet Bey'in cüzdan kurtarma kelimeleri: {p}"),
    ("turkish", "gizli kelimeler {p}"),
    ("italian", "frase di recupero del wallet di Matteo: {p}"),
    ("italian", "seed: {p}"),
    ("russian", "сид-фраза от кошелька: {p}"),
    ("russian", "Вадим, мнемоника: {p}"),
    ("english", "эфир әмиянының қалпына келтіру сөздері: {p}"),
    ("english", "herstelzin van Joost zijn wallet: {p}"),
]  # fmt: skip


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, (lang, template) in enumerate(v.cycle(rng, _SEED_PLACES, n)):
        phrase = _seed_of(rng, lang, 24 if i % 4 == 3 else 12)
        if i % 5 == 4:
            phrase = "\n".join(f"{k}. {w}" for k, w in enumerate(phrase.split(), 1))
        out.append(Sample("seed_phrase", template.format(p=phrase), phrase))
    return out


def _card(g: random.Random, prefix: str, length: int = 16) -> str:
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_PREFIXES = ["440043", "979204", "5169", "4", "2200", "37", "9792", "62"]
_CARD_PLACES = [
    "card for the ferry tickets: {c} exp 09/35",
    "Kaspi Gold картасы {c}",
    "Kaspi Gold karta nömırı {c}",
    "номер карты {c}, до 11/34",
    "kaartnummer {c}",
    "numero della carta {c} scad. 03/36",
    "kortnummer {c}",
    "카드번호 {c}",
    "kart numarası {c} son kullanma 08/35",
    "pay the camp caterer with {c}",
    "Dana's Visa {c}",
    "crew fuel card {c}",
]  # fmt: skip


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _CARD_PLACES, n)):
        prefix = _CARD_PREFIXES[i % len(_CARD_PREFIXES)]
        number = _card(rng, prefix, 15 if prefix == "37" else 16)
        shown = v.grouped(number, ["-", " ", "", " ", "."][i % 5], rng)
        out.append(Sample("card_number", template.format(c=shown), shown))
    return out


_CVV_PLACES = [
    "Visa {c} exp 04/35, security code {cvv}",
    "карта {c}, CVV {cvv}",
    "kart {c}, güvenlik kodu {cvv}",
    "carta {c}, CVV sul retro {cvv}",
    "the three digits on the back are {cvv} (card {c})",
    "kaart {c}, CVC-code {cvv}",
]  # fmt: skip


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CVV_PLACES, n):
        number, cvv = v.grouped(_card(rng, "4"), " ", rng), _r(rng, D, 3)
        out.append(Sample("card_code", template.format(c=number, cvv=cvv), cvv))
    return out


_IBAN_SHAPES = {
    "KZ": "nnn" + "c" * 13, "AZ": "aaaa" + "c" * 20, "GE": "aa" + "n" * 16,
    "BY": "cccc" + "nnnn" + "c" * 16, "IQ": "aaaa" + "n" * 15, "LB": "nnnn" + "c" * 20,
    "TL": "n" * 19, "BH": "aaaa" + "c" * 14,
}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    return v.until(g, lambda h: v.iban_shaped(h, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    ("KZ", "Atyrau yard rent, IBAN {i}"),
    ("KZ", "менің шотым: {i}"),
    ("KZ", "mening şotym IBAN {i}"),
    ("AZ", "Baku supplier IBAN: {i}"),
    ("GE", "Tbilisi crew agency, IBAN {i}"),
    ("BY", "IBAN для перевода: {i}"),
    ("IQ", "Basra service partner IBAN {i}"),
    ("LB", "IBAN of the catering firm {i}"),
    ("TL", "IBAN {i} (Dili branch)"),
    ("BH", "pay the Manama broker to {i}"),
    ("KZ", "Ingrid, send the deposit to IBAN {i}"),
    ("AZ", "tedarikçi IBAN {i}"),
]  # fmt: skip


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, (country, template) in enumerate(v.cycle(rng, _IBAN_PLACES, n)):
        number = _iban(rng, country)
        shown = number if i % 3 == 1 else v.iban_spaced(number)
        out.append(Sample("iban", template.format(i=shown), shown))
    return out


def _tck(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(1, 10)) + _r(h, D, 10), tr_tck.is_valid)


def _vkn(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 10), tr_vkn.is_valid)


def _fnr(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(60, 100):02d}"
        body += _r(h, "01234", 3)
        body += no_fnr.calc_check_digit1(body)
        return body + no_fnr.calc_check_digit2(body)

    return v.until(g, make, no_fnr.is_valid)


def _orgnr(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("89") + _r(h, D, 8), no_orgnr.is_valid)


def _rrn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body += h.choice("12") + _r(h, D, 5)
        body += kr_rrn.calc_check_digit(body)
        return body[:6] + "-" + body[6:]

    return v.until(g, make, kr_rrn.is_valid)


def _brn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        number = _r(h, D, 10)
        return f"{number[:3]}-{number[3:5]}-{number[5:]}"

    return v.until(g, make, kr_brn.is_valid)


def _codice(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, UPPER, 6) + _r(h, D, 2) + h.choice("ABCDEHLMPRST")
        body += f"{h.randrange(1, 29):02d}" + h.choice(UPPER) + _r(h, D, 3)
        return body + it_cf.calc_check_digit(body)

    return v.until(g, make, it_cf.is_valid)


def _iva(g: random.Random) -> str:
    return v.until(
        g, lambda h: _r(h, D, 7) + f"{h.randrange(1, 100):03d}" + h.choice(D), it_iva.is_valid
    )


def _bsn(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(1, 10)) + _r(h, D, 8), nl_bsn.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("T.C. Kimlik No: {n}", _tck),
    ("Mehmet Bey'in kimlik numarası {n}", _tck),
    ("TC kimlik {n}, doğum 1978", _tck),
    ("vergi kimlik numarası (VKN): {n}", _vkn),
    ("fødselsnummer {n}", _fnr),
    ("Sindre, personnummer: {n}", _fnr),
    ("organisasjonsnummer {n}", _orgnr),
    ("주민등록번호 {n}", _rrn),
    ("할머니 주민번호: {n}", _rrn),
    ("jumin deungnok beonho {n}", _rrn),
    ("사업자등록번호 {n}", _brn),
    ("codice fiscale di Matteo: {n}", _codice),
    ("Chiara, codice fiscale {n}", _codice),
    ("partita IVA {n}", _iva),
    ("BSN van Femke: {n}", _bsn),
    ("burgerservicenummer {n}", _bsn),
    ("Norwegian national identity number {n}", _fnr),
    ("Turkish identity number {n}", _tck),
    ("Korean resident registration number {n}", _rrn),
    ("Italian tax code {n}", _codice),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        number = make(rng)
        out.append(Sample("national_id", template.format(n=number), number))
    return out


def _code_list(g: random.Random, n: int) -> list[str]:
    style = g.randrange(3)
    if style == 0:
        return [_r(g, D, 8) for _ in range(n)]
    if style == 1:
        return [f"{_r(g, LOWER_DIGITS, 4)}-{_r(g, LOWER_DIGITS, 4)}" for _ in range(n)]
    return [_r(g, UPPER_DIGITS, 10) for _ in range(n)]


_BACKUPS = [
    "Google backup codes for the dispatch account:\n{l}",
    "резервтік кодтар: {l}",
    "herstelcodes Microsoft-account: {l}",
    "codici di backup: {l}",
    "gjenopprettingskoder for e-posten:\n{l}",
    "백업 코드 {l}",
    "yedek kodlar: {l}",
]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = _code_list(rng, 6)
        joined = "\n".join(codes) if i % 2 == 0 else ", ".join(codes)
        out.append(Sample("backup_codes", template.format(l=joined), codes[0]))
    return out


_TOTPS = [
    "2FA secret for the ferry portal: {s}",
    "otpauth://totp/ZD:dispatch?secret={s}&issuer=ZD",
    "TOTP seed {s}",
    "setup key (can't scan the QR on the rig): {s}",
    "екі факторлы аутентификация кілті {s}",
]  # fmt: skip
_totp = _family("totp_secret", _TOTPS, {"s": lambda g: _r(g, BASE32, 32)}, "s")

_OTPS = [
    "Kaspi: растау коды {c}",
    "rastau kody {c}, eşkımge aitpañyz",
    "код подтверждения {c}",
    "doğrulama kodu: {c}",
    "인증번호 [{c}]",
    "{c} is your ZhaiykPay verification code",
    "il codice di verifica è {c}",
]  # fmt: skip
_otps = _family("one_time_code", _OTPS, {"c": _j((D, 6))}, "c")

_WIFI = [
    "wifi: ZD-Camp-Kulsary / {pw}",
    "Network: ZD Yard Guest 5G, key {pw}",
    "WIFI:T:WPA;S:ZD-Pier-Aktau;P:{pw};;",
    "ssid,psk\nZD-Rig7,{pw}",
    "вайфай ZD-Office, пароль {pw}",
    "wifi құпиясөзі: {pw}",
    "wifi qūpiä sözı: {pw}",
    "wifi wachtwoord van het kantoor: {pw}",
    "password del wifi: {pw}",
    "wifi-passordet er {pw}",
    "와이파이 비번 {pw}",
    "wifi şifresi {pw}",
    "wpa_passphrase ZD-Camp '{pw}'",
    "WPA key for the barge: {pw}",
]  # fmt: skip
_wifi = _family("wifi_key", _WIFI, {"pw": _plain_pw}, "pw")

_PINS = [
    "the gate code at the Kulsary camp is {c}",
    "сейфтің коды {c}",
    "PIN картки {c}",
    "de pincode is {c}",
    "il PIN della carta è {c}",
    "PIN-koden er {c}",
    "카드 비밀번호 {c}",
    "kartın şifresi {c}",
    "alarm code for the Atyrau yard: {c}",
    "key box by container 4, code {c}",
]  # fmt: skip
_pins = _family("pin_code", _PINS, {"c": _j((D, 4))}, "c")

_PHRASE_WORDS = ["steppe", "ferry", "caviar", "heron", "pipeline", "saiga", "tulip", "barge",
                 "yurt", "camel", "sturgeon", "derrick", "salt", "delta", "reed",
                 "falcon"]  # fmt: skip
_PHRASES = [
    "KeePass passphrase: {p}",
    "the master passphrase is {p}",
    "passphrase = {p}",
    "Bitwarden master password: {p}",
    "құпия фраза: {p}",
    "wachtzin: {p}",
    "passfrase: {p}",
    "parola d'ordine: {p}",
]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, 4))


_phrases = _family("passphrase", _PHRASES, {"p": _phrase}, "p")


def _basic(g: random.Random) -> str:
    raw = f"{g.choice(_USERS)}:{_plain_pw(g)}".encode()
    return base64.b64encode(raw).decode()


_AUTH = [
    "Authorization: Basic {t}",
    "curl -H 'Authorization: Basic {t}' https://scada.zhaiykdelta.lan/api",
    "proxy-authorization: Basic {t}",
    "Authorization: Bearer {b}",
    "header Bearer {b}",
    "X-Api-Key: {b}",
    "Authorization: Token {b}",
]  # fmt: skip


def _auth(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _AUTH, n):
        key = "t" if "{t}" in template else "b"
        value = _basic(rng) if key == "t" else _r(rng, ALNUM, 40)
        out.append(Sample("auth_header", template.format(**{key: value}), value))
    return out


_CONFIGS = [
    "# .env\nDB_HOST=pg.zhaiykdelta.lan\nDB_PASSWORD={pw}",
    "[database]\nhost = pg.zhaiykdelta.lan\npassword = {pw}",
    "spring.datasource.password={pw}",
    "smtp:\n  user: alerts\n  password: \"{pw}\"",
    "define('DB_PASSWORD', '{pw}');",
    "variable \"db_password\" {{\n  default = \"{pw}\"\n}}",
    "pg.zhaiykdelta.lan:5432:wells:ops:{pw}",
    "MYSQL_ROOT_PASSWORD: {pw}",
    "ipsec.secrets: : PSK \"{pw}\"",
    "[client]\nuser=backup\npassword={pw}",
    "<add key=\"ScadaPassword\" value=\"{pw}\" />",
    "auth_pass {pw}",
    "requirepass {pw}",
    "\"password\": \"{pw}\"",
    "RABBITMQ_DEFAULT_PASS={pw}",
    "- name: ferry_db\n  password: !unsafe '{pw}'",
    "opensmtpd table: alerts@zhaiyk-delta.kz {pw}",
    "qBittorrent.conf: WebUI\\Password_PBKDF2 ; plain was {pw}",
]  # fmt: skip
_configs = _family("config_password", _CONFIGS, {"pw": _plain_pw}, "pw")


def _spaced_tokens(rng: random.Random, n: int) -> list[Sample]:
    out = []
    frames = ["токен: {t}", "token, read out: {t}", "ключ по буквам: {t}", "the key is {t}",
              "Dana dictated: {t}", "anahtar: {t}"]  # fmt: skip
    for i in range(n):
        raw = _r(rng, ALNUM, 24)
        sep = [" ", " - ", "·", " | ", ", ", "."][i % 6]
        size = [1, 4, 1, 4, 6, 1][i % 6]
        groups = [raw[k : k + size] for k in range(0, len(raw), size)]
        written = sep.join(groups)
        out.append(Sample("spelled_token", frames[i % len(frames)].format(t=written), written))
    return out


_PLAN: list[tuple[Taker, int]] = [
    (_family("labelled_password", _SAID, {"pw": _pw}, "pw"), 79),
    (_family("login_pair", _LOGINS, {"pw": _pw, "u": lambda g: g.choice(_USERS)}, "pw"), 24),
    (_spelled, 14), (_cli, 36), (_urls, 14), (_vendors, 50), (_bare, 6), (_hexes, 8),
    (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 12),
    (_national, 20), (_backups, 7), (_totp, 5), (_otps, 7), (_wifi, 14), (_pins, 10),
    (_phrases, 8), (_auth, 7), (_configs, 18), (_spaced_tokens, 6),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the SCADA admin password is", "{s}", _pw),
    ("split_password", "құпия сөз:", "{s}", _pw),
    ("split_password", "qūpiä söz", "{s} (Kulsary)", _pw),
    ("split_password", "пароль от сервака", "{s}\nне теряй", _pw),
    ("split_password", "wachtwoord:", "{s}", _pw),
    ("split_password", "la password è", "{s}, grazie", _pw),
    ("split_password", "passordet er", "{s}", _pw),
    ("split_password", "비번은", "{s}", _pw),
    ("split_password", "Şifrem", "{s}", _pw),
    ("split_password", "ferry portal pw:", "{s}", _pw),
    ("split_token", "ZhaiykPay live key", "{s}", _j("zdp_live_", (ALNUM, 32))),
    ("split_token", "Kaspi merchant API kilti:", "{s}", _j((HEX, 40))),
    ("split_token", "github token", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "seed phrase", "{s}", lambda g: _seed_of(g, "english")),
    ("split_card", "card number", "{s} exp 10/35", lambda g: v.grouped(_card(g, "4"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_id", "T.C. Kimlik No:", "{s}", _tck),
    ("split_otp", "TOTP secret", "{s}", lambda g: _r(g, BASE32, 32)),
    ("split_pin", "the gate code is", "{s}", _j((D, 5))),
    ("split_phrase", "KeePass passphrase", "{s}", _phrase),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLITS:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


_METADATA: list[tuple[str, str, Maker]] = [
    ("meta_password", '{"scada": {"url": "scada.zd", "admin_password": "{s}"}}', _plain_pw),
    ("meta_password", '{"құпия_сөз": "{s}"}', _plain_pw),
    ("meta_password", '{"account": {"user": "dana", "passwd": "{s}"}}', _plain_pw),
    ("meta_password", '{"wachtwoord": "{s}"}', _plain_pw),
    ("meta_password", '{"şifre": "{s}", "kullanıcı": "mehmet"}', _plain_pw),
    ("meta_password", '{"argv": ["psql", "-U", "ops", "--password", "{s}"]}', _plain_pw),
    ("meta_password", '{"note": "пароль от вайфая {s}"}', _plain_pw),
    ("meta_password", '{"transcript": "la password della VPN è {s}"}', _plain_pw),
    ("meta_token", '{"zhaiykpay": {"api_key": "{s}"}}', _j("zdp_live_", (ALNUM, 32))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    ("meta_token", '{"kcellToken": "{s}"}', _j((HEX, 40))),
    ("meta_token", '{"aws": {"secret_access_key": "{s}"}}', _j((B64, 40))),
    ("meta_card", '{"payment": {"card_number": "{s}"}}', lambda g: _card(g, "440043")),
    ("meta_iban", '{"supplier": {"iban": "{s}"}}', lambda g: _iban(g, "AZ")),
    ("meta_id", '{"crew": {"fodselsnummer": "{s}"}}', _fnr),
    ("meta_otp", '{"mfa": {"backup_codes": ["{s}", "48213907", "77310452"]}}', _j((D, 8))),
    ("meta_seed", '{"wallet": {"seed_words": "{s}"}}', lambda g: _seed_of(g, "korean")),
    ("meta_key", '{"crypto": {"master_key": "{s}"}}', _j((HEX, 64))),
    ("meta_pin", '{"yard_gate": {"pin": "{s}"}}', _j((D, 4))),
    ("meta_wifi", '{"wifi": {"ssid": "ZD-Camp-Kulsary", "psk": "{s}"}}', _plain_pw),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for cls, text, make in _METADATA:
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_COMMIT = hashlib.sha1(b"scada-bridge: retry on modbus timeout", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: fix manifest export", usedforsecurity=False).hexdigest()[:9]
_WHEEL = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_IMAGE = hashlib.sha256(b"registry.zhaiykdelta.lan/crew-api:2.7").hexdigest()
_MD5 = hashlib.md5(b"rig7_daily_2033-02-10.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the SCADA password before the audit on 2033-03-14.",
    "Nurlan asked for the camp wifi password; it's on the card in the dispatcher's drawer.",
    "Policy: Zhaiyk Delta passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into Aitu; share a vault link instead.",
    "The `.env.example` line `ZHAIYKPAY_API_KEY=changeme` is a placeholder.",
    "Replace <YOUR_TENGRIMETEO_KEY> in the README with the key from your dashboard.",
    "Құпия сөзіңізді ешкімге айтпаңыз.",
    "Qūpiä sözıñızdı eşkımge aitpañyz.",
    "Никому не сообщайте пароль, даже сотрудникам банка.",
    "Deel je wachtwoord nooit met iemand.",
    "Non condividere mai la tua password.",
    "Del aldri passordet ditt med noen.",
    "비밀번호를 다른 사람에게 알려주지 마세요.",
    "Şifrenizi kimseyle paylaşmayın.",
    "Құпия сөз кемінде 12 таңбадан тұруы керек.",
    "Пароль должен быть не короче 12 символов.",
    "Het wachtwoord moet minstens 12 tekens lang zijn.",
    "La password deve avere almeno 12 caratteri.",
    "Passordet må ha minst 12 tegn.",
    "Şifre en az 12 karakter olmalıdır.",
    "Upgraded pymodbus to 3.9.2 and the SCADA bridge to 2.7.0 on the weekend.",
    f"commit {_COMMIT} adds a retry on modbus timeouts.",
    f"Rolled back to {_SHORT} after the manifest export broke.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL}",
    f"The crew API image is registry.zhaiykdelta.lan/crew-api@sha256:{_IMAGE}.",
    f"MD5 of rig7_daily_2033-02-10.csv is {_MD5}, same as on the share.",
    "Request id 3f9b2c71-8e4d-4a06-b1f2-5d7c9e0a4b63 is the slow call in the ferry logs.",
    "Purchase order PO-2033-00217 for 40 joints of casing ships on Thursday.",
    "Ticket ZDS-1290: the Kulsary camp generator alarm trips at night.",
    "Call the Atyrau yard office on +7 7122 55 41 08 before noon.",
    "The Aktau ferry to Baku leaves at 23:40; boarding closes at 22:30.",
    "Ferry ticket 00418-AKT costs 85 000 tenge per truck.",
    "Well K-114 produced 312 barrels yesterday; water cut 18 %.",
    "The Zhaiyk river is 2 m above its summer level at the Atyrau bridge.",
    "After five wrong passwords the SCADA locks the account for 20 minutes.",
    "The secret of good baursak is warm milk and a hot pan.",
    "Ask Timur for the key box code, I don't have it.",
    "My card ending 4471 was declined at the Kulsary market.",
    "The Baku supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the ferry account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `KCELL_SMS_TOKEN` in the secrets store, never in the repository.",
    "The guest wifi 'ZD-Guest' is open, no password needed.",
    "Lot LOT-2033-KUL-0091: 18 drums of drilling fluid, 208 l each.",
    "The crane at pier 3 lifts 40 t; inspection every 90 days.",
    "Invoice INV-2033-0042 totals 1 284 500 tenge including VAT.",
    "Shift change at the camp is 07:00 and 19:00, fourteen days on, fourteen off.",
    "The ferry manifest lists 62 trucks and 14 rail cars.",
    "Pin the chart version to 4.12.1 until the rollout is over.",
    "The token limit of the report model is 8192.",
    "Тапсырыс нөмірі 77120445, жеткізу сейсенбіде.",
    "Sipariş numarası 2033-118406, kargo Ankara'dan çarşamba çıkıyor.",
    "Bestelnummer 1120-4478 wordt morgen geleverd.",
    "Il numero d'ordine è 55-20331, consegna venerdì.",
    "Ordrenummer 88412 sendes fra Stavanger på mandag.",
    "주문번호 2033021145, 내일 배송 예정입니다.",
    "Kulsary camp wifi password rotation is every 30 days.",
    "The SHA-256 of the firmware is published on the vendor's site.",
    "Версия прошивки 5.4.1, сборка 2211.",
    "The pressure test ran at 345 bar for 15 minutes without loss.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/zd/scada", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "ZDS-1290", "purchase_order": "PO-2033-00217"}',
    '{"well": {"id": "K-114", "barrels": 312, "water_cut_pct": 18}}',
    '{"phone": "+7 7122 55 41 08", "city": "Atyrau"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "drums_in_stock": 118}',
    '{"ferry": {"route": "Aktau-Baku", "departure": "23:40", "trucks": 62}}',
    '{"order": "2033-118406", "supplier": "Ankara", "eta": "2033-03-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
