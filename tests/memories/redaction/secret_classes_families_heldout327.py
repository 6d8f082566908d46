# ruff: noqa: RUF001  (labels and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-twenty-seventh corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-twenty-fifth's
docstring, the fifth to three-hundred-and-twenty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (326, 328, 329), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (327_480_913) and password words (a
reef fish or a kava word, a Santo place and a number, `NamaleLonnoc42!`; dot-joined
`lap.lap.1980`; a boat's name and a dive count; a name, a year and a village; leet `K4v4B0wl`;
a generator's dashed groups; random runs).

The fictional company is Sarakata Blu Trading Ltd (a store and copra shed in Luganville, a dive
shop at the old wharf, a bungalow camp at Port Olry and a cattle-and-kava block near Big Bay),
with ni-Vanuatu office staff, Chinese shop owners next door, Fijian dive guides, French
bookkeepers and Korean backpackers who work for board, and relatives in Port Vila, Nouméa, Suva,
Auckland, Brisbane, Wenzhou, Taichung and Busan; every company, person, address, domain
(`sarakatablu.vu`, `sbt.lan`), bank and number is invented, only the region (Espiritu Santo,
Vanuatu) is real. Texts: chats with times, tickets, notes, runbooks, shell prompts, config and env
files, voice-note transcripts and requests to the assistant; separators a colon, `hemi`, `i`,
`c'est`, `est`, `是`, `는`, `e`, `=`, an arrow and a new line.

Grep counts (heldouts 5 to 325 naming each, grep -l): none for Espiritu, Port Olry, Big Bay,
`passwod`, `vosa ni`, MPaisa; one for Luganville; two or three for Bislama, Vanuatu, `yanzhengma`,
Toss, asinfo, dragonfly, htdigest, `nz.bankaccount`; four to seven for FileZilla, WinSCP, `ftp -n`,
iSH, ktpass, vultr, a-Shell, hcloud, linode-cli, mkpasswd, pdbedit, prosodyctl, slappasswd,
`usermod -p`, crackmapexec, `db2 connect`, doveadm, ejabberdctl, `ipa user`, ldappasswd, netexec,
pulsar-admin, saslpasswd2, `surreal sql`, `nz.ird`, `au.tfn`, `au.abn`, `tw.ubn`, `fr.siren`,
`cn.uscc`; `kr.rrn` (9) is the most used id kind here.

About half of the secret samples are not in English: Bislama as texted (`pasword blong … hemi`,
`passwod`, `namba blong kad`, `yu no talem long narafala man`, `kod ya`), Vanuatu French
(`le mot de passe c'est`, `mdp`, `code wifi`, `faut pas le dire`), the Mandarin of shop owners in
hanzi and pinyin texting (`密码是`, `mima shi`, `验证码`, `yanzhengma`, `卡号`), the Fijian of dive
guides (`na password ni`, `e`, `kua ni tukuna`, `na naba ni kadi`) and the Korean of backpackers
in hangul and romanised (`비밀번호는`, `비번`, `와이파이 비번`, `인증번호`, `bibeon`). Standard
French, Mandarin and Korean wordings are ordinary usage; the author's guesses, checked by no
speaker, are all the Bislama spellings, the Fijian phrasing, the Vanuatu French slang and the
pinyin and romanised-Korean texting.

Vendors: invented ones (SantoPay `stp_live_`, KavaTrack `kvt_`, BlueHoleBook `bhb-`, LapLap SMS
`llsms.`, Olry Dive Log UUIDs; shapes guessed) and regional or little-used ones with guessed
shapes (MPaisa, Digicel Pacific, BSP Pay, Toss Payments, Naver Cloud, Kakao Developers, Yeepay,
Lianlian, PADI eLearning, Cloudbeds, Little Hotelier, Xero) and the known GitHub,
GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm,
SendGrid and Telegram shapes; the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: New Zealand's IRD number
(`nz.ird`) and bank account (`nz.bankaccount`), Australia's TFN and ABN (`au.tfn`, `au.abn`),
China's unified social credit code (`cn.uscc`), Taiwan's unified business number (`tw.ubn`),
France's SIREN (`fr.siren`) and Korea's resident registration number (`kr.rrn`). Cards pass Luhn;
IBANs of Spain, the Dominican Republic, Guatemala, Serbia, Albania, Bulgaria, Cyprus and Croatia
(the least used by a rough grep), checked with `stdnum.iban`; seed phrases from mnemonic's English,
French, Chinese (simplified), Korean and Spanish lists, checked with `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and
10 clean metadata dicts. Measured once; a miss here is reported, not tuned on."""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
import unicodedata
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.au import abn as au_abn
from stdnum.au import tfn as au_tfn
from stdnum.cn import uscc as cn_uscc
from stdnum.fr import siren as fr_siren
from stdnum.kr import rrn as kr_rrn
from stdnum.nz import bankaccount as nz_bank
from stdnum.nz import ird as nz_ird
from stdnum.tw import ubn as tw_ubn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 327_480_913
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

_FISH = ["Namale", "Lonnoc", "Nanggol", "Tamtam", "Navaka", "Matevulu", "Sarakata", "Nambauk",
         "Kava", "Laplap", "Nalot", "Simboro", "Tuluk", "Nakamal", "Banian", "Coolidge",
         "Million", "Champagne", "Riri", "Jedalo"]  # fmt: skip
_PLACES = ["Luganville", "PortOlry", "BigBay", "Hog", "Palikulo", "Matantas", "Fanafo",
           "Shark", "Vimarie", "Tanafo", "Lorevuilko", "Sara", "Nokuku", "Tasmalum"]  # fmt: skip
_NAMES = ["Jimmy", "Leimara", "Serah", "Tari", "Moli", "Kalo", "Wiwi", "Weiguo", "Meifang",
          "Sekove", "Litia", "Mosese", "Olivier", "Anne", "Jiwoo", "Minjun", "Seoyeon",
          "Bule", "Kaltang", "Nelly"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K4v4B0wl", "L4pL4p", "C0pr4Sh3d", "S4nt0", "Bl0uH0l", "N4k4m4l", "C00l1dg3"]


def _boat(g: random.Random) -> str:
    """A dive boat's name and a dive count, the way guides make a password."""
    return f"{g.choice(['Manta', 'Coral', 'Nautilus', 'Tuna'])}Dive{g.randrange(10, 999)}!"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_FISH, 2)) + "." + str(g.randrange(1970, 2030)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2031)) + g.choice(_SYMBOLS),
    _boat,
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_USERS = ["jimmy.t", "leimara", "serah.m", "tari", "kalo", "wiwi", "weiguo", "meifang.lin",
          "sekove", "litia.r", "mosese", "olivier", "anne.c", "jiwoo", "minjun.k", "ops",
          "svc-pos", "copra"]  # fmt: skip


def _family(cls: str, templates: list[str], make: Maker) -> Taker:
    """Samples of ``cls``: each template with a fresh ``{pw}`` and picks of user and name."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            value = make(rng)
            text = template.format(
                pw=value, u=rng.choice(_USERS), n=rng.choice(_NAMES), d=rng.randrange(10, 99)
            )
            out.append(Sample(cls, text, value))
        return out

    return take


_SAID = [
    "Jimmy (Viber): pasword blong kompiuta long stoa hemi {pw}",
    "Leimara: passwod blong Xero hemi {pw}, yu no talem long narafala man",
    "Serah: pasword blong email blong ofis i {pw}",
    "note long fon: POS pasword = {pw}",
    "Tari: niu pasword blong router long Port Olry hemi {pw}",
    "Kalo: mi jenisim pasword blong copra scale, hemi {pw} naoia",
    "Wiwi: pasword blong laptop blong Big Bay → {pw}",
    "[07:14] moli: pasword blong Cloudbeds i {pw} ya",
    "Bule: admin pasword blong CCTV long wharf: {pw}",
    "Nelly: pasword blong MPaisa agent app hemi {pw}",
    "Olivier : le mot de passe du Xero c'est {pw}, faut pas le dire",
    "Anne : mdp du poste caisse = {pw}",
    "Olivier : le mdp de la box à Port Olry est {pw}",
    "note compta (Anne) — mot de passe Little Hotelier : {pw}",
    "Anne : j'ai changé le mot de passe du NAS, c'est {pw} maintenant",
    "Olivier : mot de passe du compte BRED Vanuatu → {pw}",
    "陈伟国：店里电脑的密码是 {pw}",
    "林美芳：收银机密码：{pw}",
    "weiguo: dian li wifi mima shi {pw}",
    "meifang: houtai mima {pw} bie gei bieren",
    "陈伟国：仓库监控的密码改成 {pw} 了",
    "林美芳：支付宝商户后台密码是{pw}",
    "Sekove: na password ni dive computer e {pw}",
    "Litia: na password ni PADI account e {pw}, kua ni tukuna vei tani",
    "Mosese: na password vou ni boat laptop: {pw}",
    "Sekove: password ni Dive Assure e {pw}",
    "Litia (voice note): na password ni wifi e vale ni dive e {pw}",
    "지우: 가게 컴퓨터 비밀번호는 {pw}",
    "민준: 숙소 와이파이 비번 {pw} 이에요",
    "서연: 토스 비밀번호는 {pw} 아무한테도 말하지 마",
    "jiwoo: bibeon {pw} imnida",
    "minjun: naver bibeon = {pw}",
    "민준: 다이브샵 노트북 비밀번호: {pw}",
    "Jimmy: the Cloudbeds admin password is {pw}",
    "Ticket SBT-{d}: reset the POS password, new one {pw}",
    "Runbook, Luganville store: the UPS web console password is {pw}",
    "voice note (Tari): okay so password for the copra weigh PC is {pw}, got it?",
    "Note to self: Starlink router password {pw}",
    "Hey assistant, remember that the Big Bay solar inverter password is {pw}",
    "Kalo: Victron VRM password → {pw}",
]  # fmt: skip

_CHATS = [
    "Tari: wanem pasword blong wifi?\nJimmy: {pw}",
    "Olivier : c'est quoi le code wifi du bungalow ?\nAnne : {pw}",
    "민준: 와이파이 비번 뭐예요?\n지우: {pw}",
    "陈伟国：wifi密码多少？\n林美芳：{pw}",
    "Mosese: {pw} — that's the new boat laptop password",
    "Leimara: {pw}, hemi niu pasword blong email",
    "Anne : {pw}, c'est le nouveau mot de passe de la caisse",
    "Sekove: {pw} na password vou ni wifi",
    "{pw} 是新的密码，别告诉别人",
    "지우: {pw} 이게 새 비밀번호예요",
]  # fmt: skip

_LOGINS = [
    "Cloudbeds login: {u} / {pw}",
    "creds for the dive-shop Xero are {u} and {pw}",
    "Jimmy: username {u}, pasword {pw}",
    "Anne : identifiant {u}, mot de passe {pw}",
    "陈伟国：用户名 {u} 密码 {pw}",
    "민준: 아이디 {u} 비번 {pw}",
    "Sekove: yaca ni vakayagataki {u}, password {pw}",
    "sign in to the MPaisa agent portal as {u} with {pw}",
    "u={u} p={pw}",
    "{u}@sarakatablu.vu:{pw}",
    "| {u} | {pw} | POS till 2 |",
    "NAS: admin / {pw}",
]  # fmt: skip

_CLI = [
    "dragonfly-cli -h 10.8.0.4 -a {pw} ping",
    "asinfo -h aero.sbt.lan -U admin -P {pw} -v status",
    "ftp -n ftp.sarakatablu.vu <<EOF\nuser {u} {pw}\nbinary\nEOF",
    "ktpass /princ HTTP/pos.sbt.lan@SBT.LAN /mapuser svc-pos /pass {pw} /out pos.keytab",
    "mkpasswd -m sha-512 {pw}",
    "pdbedit -a -u {u} <<< $'{pw}\\n{pw}'",
    "prosodyctl register {u} chat.sbt.lan {pw}",
    "slappasswd -s {pw}",
    "usermod -p \"$(openssl passwd -6 {pw})\" {u}",
    "crackmapexec smb 10.8.0.0/24 -u {u} -p {pw}",
    "db2 connect to COPRA user {u} using {pw}",
    "doveadm pw -s SHA512-CRYPT -p {pw}",
    "ejabberdctl register {u} chat.sbt.lan {pw}",
    "ipa user-add {u} --first=Kalo --last=Tari --password <<< {pw}",
    "ldappasswd -x -D cn=admin,dc=sbt,dc=lan -w {pw} -s Tmp1 uid={u},ou=staff,dc=sbt,dc=lan",
    "netexec winrm 10.8.0.12 -u {u} -p {pw}",
    "pulsar-admin --auth-params '{{\"userId\":\"{u}\",\"password\":\"{pw}\"}}' tenants list",
    "echo {pw} | saslpasswd2 -p -c -u sbt.lan {u}",
    "surreal sql --endpoint http://10.8.0.9:8000 --user root --pass {pw} --ns sbt --db pos",
    "linode-cli --token {pw} linodes list",
    "hcloud context create sbt <<< {pw}",
    "lftp -u {u},{pw} sftp://files.sarakatablu.vu",
    "sshpass -p {pw} ssh {u}@10.8.0.3",
    "mysql -u pos -p{pw} -h 10.8.0.5 till",
    "curl -u {u}:{pw} https://backup.sbt.lan/api/jobs",
    "htdigest -c /etc/apache2/.digest Santo {u}  # typed {pw} twice",
    "redis-cli -h 10.8.0.6 -a {pw} INFO",
    "7z a -p{pw} copra-ledger-2032.7z ledger/",
]  # fmt: skip
_SHELLS = [
    "{c}",
    "jimmy@sbt-store:~$ {c}",
    "iSH on Kalo's iPad:\n$ {c}",
    "a-Shell (Anne's iPad) $ {c}",
    "PS C:\\Users\\olivier> {c}",
    "history | tail -3\n  412  ls\n  413  {c}\n  414  exit",
    "Leimara: mi ronem diswan long server: {c}",
    "陈伟国：我在终端里打了 {c}",
    "민준: 터미널에 이거 쳤어요 {c}",
    "Sekove: au sa type tiko {c}",
]  # fmt: skip

_URLS = [
    "postgres://pos:{pw}@10.8.0.5:5432/till",
    "mysql://cloudbeds_sync:{pw}@db.sbt.lan/bookings",
    "mongodb+srv://divelog:{pw}@cluster0.olry-dive.example.net/logs",
    "amqp://copra:{pw}@mq.sbt.lan:5672/",
    "redis://:{pw}@10.8.0.6:6379/0",
    "ftp://{u}:{pw}@ftp.sarakatablu.vu/scans",
    "smtp://alerts:{pw}@mail.sarakatablu.vu:587",
    "sqlserver://pos.sbt.lan;user=sa;password={pw};database=till",
]  # fmt: skip
_URL_PLACES = [
    "{c}",
    "DATABASE_URL={c}",
    "Jimmy: konekson string hemi {c}",
    "Anne : la chaîne de connexion c'est {c}",
    "陈伟国：数据库连接 {c}",
    "민준: 연결 문자열 {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_WORDS = ["namale", "lonnoc", "tuluk", "simboro", "nalot", "nangai", "natapoa", "navele",
          "coolidge", "matevulu", "riri", "bongbong"]  # fmt: skip
_SPELLED = [
    "Jimmy: pasword hemi word {pw} mo namba {d}{d} afta",
    "Anne : le mot de passe c'est le mot {pw} suivi de {d}{d}",
    "林美芳：密码是拼音 {pw} 后面加 {d}{d}",
    "Litia: na password e na vosa {pw} ka tarava na {d}{d}",
    "지우: 비밀번호는 {pw} 라는 단어 다음에 {d}{d}",
    "the password is the word {pw} followed by {d}{d}, all small",
    "type {pw}, then {d}{d}; that's the till password",
    "the name of Serah's dog, {pw}, followed by {d}{d}",
]  # fmt: skip

_VENDORS: list[tuple[str, str, Maker]] = [
    ("SantoPay", "SANTOPAY_SECRET_KEY", _j("stp_live_", (ALNUM, 32))),
    ("KavaTrack", "KAVATRACK_API_KEY", _j("kvt_", (LOWER_DIGITS, 40))),
    ("BlueHoleBook", "BLUEHOLEBOOK_TOKEN", _j("bhb-", (URLSAFE, 36))),
    ("LapLap SMS", "LAPLAP_SMS_KEY", _j("llsms.", (ALNUM, 30))),
    ("Olry Dive Log", "OLRY_DIVELOG_KEY", lambda g: v.uuid4(g, "b")),
    ("MPaisa", "MPAISA_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Digicel Pacific", "DIGICEL_API_KEY", _j((HEX, 32))),
    ("BSP Pay", "BSPPAY_MERCHANT_SECRET", _j((B64, 44))),
    ("Toss Payments", "TOSS_SECRET_KEY", _j("live_sk_", (ALNUM, 28))),
    ("Naver Cloud", "NCLOUD_SECRET_KEY", _j((ALNUM, 40))),
    ("Kakao Developers", "KAKAO_REST_API_KEY", _j((HEX, 32))),
    ("Yeepay", "YEEPAY_APP_SECRET", _j((UPPER_DIGITS, 32))),
    ("Lianlian", "LIANLIAN_PRIVATE_KEY", _j((B64, 64))),
    ("PADI eLearning", "PADI_API_TOKEN", _j((URLSAFE, 48))),
    ("Cloudbeds", "CLOUDBEDS_API_KEY", _j("cbat_", (ALNUM, 32))),
    ("Little Hotelier", "LITTLEHOTELIER_TOKEN", _j((HEX, 40))),
    ("Xero", "XERO_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 24))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_ACCESS_KEY_ID", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} API key: {tok}",
    "Jimmy: API key blong {vendor} hemi {tok}",
    "Anne : la clé API {vendor} c'est {tok}",
    "陈伟国：{vendor} 的密钥是 {tok}",
    "민준: {vendor} API 키 {tok}",
    "Sekove: na API key ni {vendor} e {tok}",
    "{vendor} integration broken, current key {tok}",
    "Settings › Integrations › {vendor}: {tok}",
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


_BARE = [
    "{pw}",
    "Jimmy: kopi diswan: {pw}",
    "it only shows it once, so here:\n{pw}",
    "林美芳：这个token {pw}",
    "{pw}\n^ niu wan, olfala i ded",
    "hang on to this for me: {pw}",
    "지우: 토큰 {pw}",
    "Anne : garde ça : {pw}",
]  # fmt: skip
_HEXES = [
    "AZURE_STORAGE_KEY={pw}",
    "Kalo: encryption key blong backup hemi {pw}",
    "master key: {pw}",
    "config/master.key\n{pw}",
    "Olivier : clé de chiffrement du NAS → {pw}",
    "陈伟国：加密密钥 {pw}",
    "restic key for the Luganville box: {pw}",
    "민준: 암호화 키 {pw}",
]  # fmt: skip


def _jwt(rng: random.Random) -> str:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    claims = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
              "email": f"{rng.choice(_USERS)}@sarakatablu.vu",
              "iss": "https://sso.sbt.lan"}  # fmt: skip
    header = {"alg": rng.choice(["RS256", "HS256", "ES256"]), "typ": "JWT"}
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, 86)}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "Jimmy: token blong Cloudbeds API hemi {pw}",
    "id_token={pw}",
    "Anne : le jeton de session c'est {pw}",
    "林美芳：登录令牌 {pw}",
    "민준: 세션 토큰 {pw}",
    "cookie: sbt_session={pw}",
    "{pw}",
]  # fmt: skip

_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAB",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "EC PRIVATE KEY": "MIGkAgEBBDA",
               "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw"}  # fmt: skip
_PEMS = [
    "Kalo: ki blong server long Big Bay:\n{pw}",
    "~/.ssh/id_ed25519 on the dive laptop:\n{pw}",
    "Anne : la clé privée du certificat :\n{pw}",
    "陈伟国：私钥\n{pw}",
    "민준: 개인 키\n{pw}",
    "tls.key:\n{pw}",
]  # fmt: skip


def _pems(rng: random.Random, n: int) -> list[Sample]:
    out = []
    kinds = list(_PEM_STARTS)
    for index, template in enumerate(v.cycle(rng, _PEMS, n)):
        kind = kinds[index % len(kinds)]
        body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
        lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 40) + "="]
        block = "\n".join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
        out.append(Sample("pem_private_key", template.format(pw=block), lines[3]))
    return out


_SEED_PLACES = {
    "Jimmy: 12 wod blong wallet, yu no talem: {pw}": "english",
    "recovery phrase for the Trust Wallet:\n{pw}": "english",
    "Olivier : la phrase de récupération du portefeuille : {pw}": "french",
    "Anne : mes 12 mots : {pw}": "french",
    "林美芳：助记词 {pw}": "chinese_simplified",
    "陈伟国：钱包的恢复短语是 {pw}": "chinese_simplified",
    "민준: 복구 문구 {pw}": "korean",
    "지우: 지갑 시드 {pw}": "korean",
    "Litia: na vosa ni seed phrase: {pw}": "english",
    "seed words (voice note, Tari): {pw}": "english",
    "frase semilla de la cartera de Olivier: {pw}": "spanish",
    "Kalo: seed blong Ledger:\n{pw}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, list(_SEED_PLACES), n)):
        lang = _SEED_PLACES[template]
        words_n = [12, 24, 12, 18][index % 4]
        entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
        words = phrase.split()
        layout = [" ".join(words), "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1))]
        text = layout[0 if "voice" in template or lang == "chinese_simplified" else index % 2]
        out.append(Sample("seed_phrase", template.format(pw=text), text))
    return out


def _card_of(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARDS = [
    "Jimmy: namba blong kad blong stoa hemi {pw}",
    "Anne : numéro de carte {pw} exp 09/35",
    "陈伟国：卡号 {pw}",
    "Litia: na naba ni kadi e {pw}",
    "민준: 카드번호 {pw}",
    "card number {pw}, expiry 04/36",
    "weiguo: ka hao {pw}",
    "Sekove: kadi {pw} 11/34",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "unionpay", "jcb", "discover"]


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _CARDS, n)):
        number = _card_of(rng, _BRANDS[index % len(_BRANDS)])
        value = v.grouped(number, ["-", " ", "", " "][index % 4], rng)
        out.append(Sample("card_number", template.format(pw=value), value))
    return out


_CVVS = [
    "Jimmy: tri namba long baksaed blong kad: {pw}",
    "Anne : les trois chiffres au dos : {pw}",
    "陈伟国：卡背面三位数 {pw}",
    "Litia: na tolu na naba e daku ni kadi: {pw}",
    "민준: 카드 뒷면 CVC {pw}",
    "security code on the back: {pw}",
]  # fmt: skip

_IBAN_SHAPES = {"ES": "n" * 20, "DO": "aaaa" + "n" * 20, "GT": "aaaa" + "n" * 20, "RS": "n" * 18,
                "AL": "n" * 8 + "c" * 16, "BG": "aaaa" + "n" * 6 + "c" * 8,
                "CY": "n" * 8 + "c" * 16, "HR": "n" * 17}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBANS = [
    "Olivier : l'IBAN de mon cousin c'est {pw}",
    "Jimmy: IBAN blong brata blong mi hemi {pw}",
    "林美芳：IBAN {pw}",
    "Mosese: IBAN ni tacina: {pw}",
    "민준: IBAN {pw} 으로 보내줘",
    "pay the Serbian tank supplier to IBAN {pw}",
]  # fmt: skip


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _IBANS, n)):
        number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
        value = number if index % 3 == 1 else v.iban_spaced(number)
        out.append(Sample("iban", template.format(pw=value), value))
    return out


def _ird(g: random.Random) -> str:
    return str(nz_ird.format(v.until(g, lambda h: h.choice("1") + _r(h, D, 8), nz_ird.is_valid)))


def _nz_bank(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"01-0{h.randrange(100, 999)}-0{_r(h, D, 6)}-00{h.randrange(1, 10)}"

    return v.until(g, make, nz_bank.is_valid)


def _tfn(g: random.Random) -> str:
    return str(au_tfn.format(v.until(g, lambda h: _r(h, D, 9), au_tfn.is_valid)))


def _abn(g: random.Random) -> str:
    return str(au_abn.format(v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10),
                                      au_abn.is_valid)))  # fmt: skip


def _uscc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = "9133" + _r(h, D, 4) + _r(h, D + "ABCDEFGHJKLMNPQRTUWXY", 9)
        return body + cn_uscc.calc_check_digit(body)

    return v.until(g, make, cn_uscc.is_valid)


def _ubn(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 8), tw_ubn.is_valid)


def _siren(g: random.Random) -> str:
    return str(fr_siren.format(v.until(g, lambda h: h.choice("3458") + _r(h, D, 8),
                                       fr_siren.is_valid)))  # fmt: skip


def _rrn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        born = f"{h.randrange(95, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return f"{born}-{h.choice('12')}{_r(h, D, 6)}"

    return v.until(g, make, kr_rrn.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("Leimara: IRD namba blong anti blong mi long Auckland: {pw}", _ird),
    ("my cousin's IRD number is {pw}", _ird),
    ("Mosese: na nomu IRD number e {pw}", _ird),
    ("NZ bank account for Serah's brother: {pw}", _nz_bank),
    ("Jimmy: bank akaon long Auckland hemi {pw}", _nz_bank),
    ("Tari: TFN blong mi long Brisbane hemi {pw}", _tfn),
    ("tax file number (Brisbane): {pw}", _tfn),
    ("ABN of Kalo's landscaping business: {pw}", _abn),
    ("陈伟国：温州公司的统一社会信用代码 {pw}", _uscc),
    ("林美芳：表哥公司信用代码 {pw}", _uscc),
    ("林美芳：台中公司统一编号 {pw}", _ubn),
    ("weiguo: tongyi bianhao {pw}", _ubn),
    ("Anne : SIREN de la boîte de mon frère à Nouméa : {pw}", _siren),
    ("Olivier : numéro SIREN {pw}", _siren),
    ("민준: 주민등록번호 {pw}", _rrn),
    ("지우: 제 주민번호는 {pw} 이에요", _rrn),
    ("seoyeon: jumin beonho {pw}", _rrn),
    ("resident registration number for the Korean guest: {pw}", _rrn),
    ("Litia: na IRD ni tuakaqu e Aukilani: {pw}", _ird),
    ("ABN blong kompani blong Tari: {pw}", _abn),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        value = make(rng)
        out.append(Sample("national_id", template.format(pw=value), value))
    return out


_BACKUPS = [
    "Jimmy: backup kod blong Xero:\n{pw}",
    "Anne : codes de secours Google :\n{pw}",
    "陈伟国：备用验证码\n{pw}",
    "민준: 백업 코드\n{pw}",
    "2FA backup codes for the Cloudbeds owner account:\n{pw}",
    "Litia: na backup codes ni PADI:\n{pw}",
]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = v.backup_codes(rng, 6, index % 4)
        text = template.format(pw="\n".join(codes))
        out.append(Sample("backup_codes", text, codes[index % 6]))
    return out


_TOTPS = [
    "Jimmy: 2FA sikret blong Xero: {pw}",
    "TOTP setup key for the Cloudbeds admin: {pw}",
    "otpauth://totp/SBT:ops?secret={pw}&issuer=SBT",
    "Anne : clé 2FA manuelle {pw}",
    "陈伟国：两步验证密钥 {pw}",
    "민준: OTP 시크릿 {pw}",
]  # fmt: skip
_CODES = [
    "Jimmy: kod ya i {pw}, tekem kwik",
    "林美芳：验证码 {pw}",
    "meifang: yanzhengma {pw}",
    "민준: 인증번호 {pw}",
    "Anne : le code reçu par SMS c'est {pw}",
    "Litia: na code e {pw}",
    "{pw} is your MPaisa verification code",
    "Use {pw} to sign in to Toss",
    "your Digicel one-time code: {pw}",
    "Tari: OTP blong bank hemi {pw}",
]  # fmt: skip

_NETS = ["SBT-Store-5G", "Olry Bungalows", "BigBay Kava Farm", "Sarakata Dive 2G", "Wharf Office"]
_WIFI = [
    "wifi {net} / {pw}",
    "Jimmy: wifi pasword blong {net} hemi {pw}",
    "Anne : code wifi {net} : {pw}",
    "陈伟国：wifi {net} 密码 {pw}",
    "민준: 와이파이 {net} 비번 {pw}",
    "Litia: na password ni wifi {net} e {pw}",
    "WIFI:T:WPA;S:{net};P:{pw};;",
    "Network: {net} / WPA key {pw}",
]  # fmt: skip


def _wifi(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _WIFI, n):
        value = _plain_pw(rng)
        out.append(Sample("wifi_key", template.format(pw=value, net=rng.choice(_NETS)), value))
    return out


_PINS = [
    "Jimmy: PIN blong kad blong stoa hemi {pw}",
    "Tari: kod blong lok long copra shed hemi {pw}",
    "Anne : code de la porte du bureau : {pw}#",
    "陈伟国：保险箱密码 {pw}",
    "민준: 현관 비밀번호 {pw}",
    "Litia: na PIN ni kadi e {pw}",
    "alarm code for the dive shop: {pw}",
    "MPaisa PIN {pw}",
    "padlock on the Big Bay gate: {pw}",
    "Olivier : code du cadenas {pw}",
    "林美芳：银行卡密码 {pw}",
    "safe at the Port Olry bungalow, code {pw}",
]  # fmt: skip
_PHRASES = [
    "Jimmy: passphrase blong laptop hemi {pw}",
    "Anne : la phrase secrète du disque : {pw}",
    "the KeePass master passphrase is {pw}",
    "陈伟国：密码短语是 {pw}",
    "민준: 암호 문구는 {pw}",
    "Litia: na passphrase e {pw}",
    "BitLocker passphrase for the copra PC: {pw}",
    "passphrase: {pw}",
]  # fmt: skip
_PHRASE_WORDS = ["reef", "mango", "canoe", "island", "drum", "shell", "turtle", "yam", "sunset",
                 "banyan", "cargo", "lagoon", "volcano", "paddle", "pawpaw", "rooster"]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, 4))


def _basic(g: random.Random) -> str:
    return base64.b64encode(f"{g.choice(_USERS)}:{_plain_pw(g)}".encode()).decode()


_AUTHS = [
    "Authorization: Basic {pw}",
    "curl -H 'Authorization: Basic {pw}' https://pos.sbt.lan/api",
    "Jimmy: header hemi Authorization: Basic {pw}",
    "Anne : en-tête Authorization: Basic {pw}",
    "林美芳：请求头 Authorization: Basic {pw}",
    "민준: 헤더 Authorization: Basic {pw}",
]  # fmt: skip

_CONFIGS = [
    ".env:\nDB_HOST=10.8.0.5\nDB_PASSWORD={pw}",
    "FileZilla sitemanager.xml:\n<User>copra</User>\n<Pass>{pw}</Pass>",
    "WinSCP.ini:\n[Sessions\\sbt]\nHostName=10.8.0.3\nUserName=ops\nPassword={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "settings.yaml:\nsmtp:\n  user: alerts\n  password: \"{pw}\"",
    "application.properties:\nspring.datasource.password={pw}",
    "config.toml:\n[db]\nuser = \"pos\"\npass = \"{pw}\"",
    "vultr-cli.yaml:\napi-key: {pw}",
    "~/.netrc:\nmachine ftp.sarakatablu.vu login copra password {pw}",
    "appsettings.json:\n{{\"ConnectionStrings\": "
    "{{\"Till\": \"Server=pos;User Id=sa;Password={pw};\"}}}}",
    "~/.pgpass:\n10.8.0.5:5432:till:pos:{pw}",
    "Jimmy: long .env fael: ADMIN_PASS={pw}",
    "Anne : dans le .env : MOT_DE_PASSE_SMTP={pw}",
    "陈伟国：配置文件里 password: {pw}",
    "민준: .env 파일 DB_PASS={pw}",
    "terraform.tfvars:\nvariable \"db_password\" {{ default = \"{pw}\" }}",
    "credentials.csv:\nuser,password\ncopra,{pw}",
]  # fmt: skip


# How many samples each family draws (390 in all).
_PLAN: list[tuple[Taker, int]] = [
    (_family("labelled_password", _SAID, _pw), 70),
    (_family("chat_password", _CHATS, _pw), 20),
    (_family("login_pair", _LOGINS, _pw), 20),
    (_family("spelled_password", _SPELLED, lambda g: g.choice(_WORDS)), 12),
    (_framed("cli_password", _CLI, _SHELLS), 30),
    (_framed("connection_string", _URLS, _URL_PLACES), 12),
    (_vendors, 50),
    (_family("bare_token", _BARE, _j((ALNUM, 44))), 8),
    (_family("hex_key", _HEXES, _j((HEX, 64))), 8),
    (_family("jwt", _JWTS, _jwt), 8),
    (_pems, 6),
    (_seeds, 12),
    (_cards, 12),
    (_family("card_code", _CVVS, _j((D, 3))), 6),
    (_ibans, 12),
    (_national, 20),
    (_backups, 8),
    (_family("totp_seed", _TOTPS, lambda g: v.totp_secret(g, spaced=False)), 6),
    (_family("one_time_code", _CODES, _j((D, 6))), 10),
    (_wifi, 16),
    (_family("pin_code", _PINS, _j((D, 4), (D, 2))), 12),
    (_family("passphrase", _PHRASES, _phrase), 8),
    (_family("auth_header", _AUTHS, _basic), 6),
    (_family("config_file", _CONFIGS, _plain_pw), 18),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


def _visa(g: random.Random) -> str:
    return v.grouped(_card_of(g, "visa"), " ", g)


def _mc(g: random.Random) -> str:
    return v.grouped(_card_of(g, "mastercard"), " ", g)


def _code(g: random.Random) -> str:
    return v.backup_codes(g, 1, 1)[0]


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# (class, first field, second field with {s} for the secret, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "pasword blong POS hemi", "{s}", _pw),
    ("split_password", "Le mot de passe de la caisse est", "{s} (changé lundi)", _pw),
    ("split_password", "店里电脑密码是", "{s}", _pw),
    ("split_password", "가게 와이파이 비밀번호는", "{s}", _pw),
    ("split_password", "na password ni boat laptop e", "{s}", _pw),
    ("split_password", "Cloudbeds admin password:", "{s}\nrotate after the season", _pw),
    ("split_password", "passwod blong Xero", "{s}, yu no talem", _pw),
    ("split_password", "mdp du NAS :", "{s}", _pw),
    ("split_token", "SantoPay secret key", "{s}", _j("stp_live_", (ALNUM, 32))),
    ("split_token", "Kakao REST API 키", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s} (read only)", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "12 wod blong wallet:", "{s}", _english_seed),
    ("split_card", "namba blong kad", "{s} exp 02/35", _visa),
    ("split_iban", "IBAN:", "{s}", lambda g: v.iban_spaced(_iban(g, "HR"))),
    ("split_backup", "Xero backup codes", "{s}\n5521-0937\n8804-1276", _code),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "IRD number", "{s}", _ird),
    ("split_id", "주민등록번호", "{s}", _rrn),
    ("split_pin", "PIN blong kad hemi", "{s}", _j((D, 4))),
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


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"pos": {"url": "https://pos", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"pasword": "{s}"}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"密码": "{s}"}': ("meta_password", _plain_pw),
    '{"비밀번호": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "sekove", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"argv": ["lftp", "-u", "copra,{s}", "sftp://files"]}': ("meta_password", _plain_pw),
    '{"transcript": "log into the till with the password {s}"}': ("meta_password", _plain_pw),
    '{"santopay": {"secret_key": "{s}"}}': ("meta_token", _j("stp_live_", (ALNUM, 32))),
    '{"kavatrackToken": "{s}"}': ("meta_token", _j("kvt_", (LOWER_DIGITS, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "08/35"}}': ("meta_card", _mc),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "RS")),
    '{"cousin": {"tfn": "{s}"}}': ("meta_id", _tfn),
    '{"guest": {"jumin_beonho": "{s}"}}': ("meta_id", _rrn),
    '{"mfa": {"backup_codes": ["{s}", "5521-0937", "8804-1276"]}}': ("meta_otp", _code),
    '{"wallet": {"seed_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"copra_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Olry Bungalows", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
    '{"xero": {"client_secret": "{s}"}}': ("meta_token", _j((URLSAFE, 48))),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for text, (cls, make) in _METADATA.items():
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_COMMIT = hashlib.sha1(b"pos: round prices to 5 vatu", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"bookings: fix Port Olry dates", usedforsecurity=False).hexdigest()[:9]
_SUM = hashlib.sha256(b"pos-agent-4.2.1.tar.gz").hexdigest()
_MD5 = hashlib.md5(b"copra-weights-2032-03.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Jimmy: mi fogetem pasword blong email, plis yu resetem.",
    "Leimara: yu no putum pasword long WhatsApp, yusum vault.",
    "Tari: pasword blong wifi i stap long kad long drowa.",
    "Kalo: copra i kam long Big Bay tumoro, 42 bag.",
    "Serah: stoa i open 7:30 kasem 5 klok long Sarere.",
    "Anne : le mot de passe doit faire au moins 14 caractères.",
    "Olivier : j'ai oublié mon mot de passe, tu peux le réinitialiser ?",
    "Anne : facture n° F-2032-0417, 18 500 vatu, payée le 3 mars.",
    "Olivier : le code postal n'existe pas à Luganville, mets juste BP 214.",
    "陈伟国：密码不要发在群里。",
    "林美芳：明天进货，大米 40 袋，每袋 1 250 瓦图。",
    "weiguo: mima wang le, mingtian zai shuo.",
    "林美芳：订单号 SBT-20320412-088 已经发货了。",
    "Sekove: kua ni tukuna na nomu password vei tani.",
    "Litia: na dive e 9 ena mataka, 12 na lewe ni waqa.",
    "Mosese: na Million Dollar Point e 25 m na titobu.",
    "민준: 비밀번호는 절대 공유하지 마세요.",
    "지우: 내일 아침 8시에 블루홀 가요, 3인 예약했어요.",
    "서연: 체크아웃은 10시예요, 방 번호 7번.",
    "Please don't paste passwords into the group chat; use the vault link instead.",
    "Remind me to change the till password after the audit on 2032-06-11.",
    "Policy: store passwords are at least 14 characters and live only in the vault.",
    "The `.env.example` line `SANTOPAY_SECRET_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_CLOUDBEDS_KEY> in the README with the key from your dashboard.",
    "KAVATRACK_API_KEY must be set before the nightly stock sync runs.",
    "The Cloudbeds panel asks for a new admin password every 90 days.",
    f"commit {_COMMIT} rounds till prices to 5 vatu.",
    f"Rolled back to {_SHORT} after the Port Olry booking dates broke.",
    f"pos-agent 4.2.1 tarball sha256: {_SUM}",
    f"MD5 of copra-weights-2032-03.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3c9f0a12-7e4b-4d21-9a6e-5b1c2d3e4f50 is the slow one in the booking logs.",
    "Purchase order PO-2032-0318 for 60 bags of copra ships on the Thursday barge.",
    "Ticket SBT-1184: the wharf freezer alarm keeps tripping at night.",
    "Call the Luganville store on +678 36 112 before noon; the dive shop is +678 36 447.",
    "Container TGHU 7714032 with the kava lot is at the Luganville main wharf.",
    "Bill of lading SBT-VLI-2032-0044 covers 14 pallets of dried kava root.",
    "HS code 1211.90 is kava root; 1203.00 is copra.",
    "Copra moisture 6.8 % and the shed is at 31 °C; the kava store is at 24 °C.",
    "After five wrong passwords the till locks the account for 20 minutes.",
    "The Port Olry bungalows are 12 m from the beach; a bag of copra weighs about 50 kg.",
    "The secret of good laplap is grated taro and coconut cream.",
    "Ask Tari for the copra shed padlock code, I don't have it.",
    "My card ending 4412 was declined at the hardware store in Luganville.",
    "The Serbian tank supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Xero owner account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "The guest wifi 'SBT-Guest' is open, no password needed.",
    "Dive log #2817: SS President Coolidge, 38 m, 42 minutes, visibility 20 m.",
    "Version 3.14.2 of the booking app fixed the Korean date format.",
    "Price list: 2 tank dive 9 500 VT, night dive 7 800 VT, gear hire 2 000 VT.",
    "Flight NF 241 Port Vila to Santo lands at 10:45; the cargo cut-off is 08:30.",
    "Receipt 004517: 3 kg kava powder, 6 000 VT, paid cash.",
    "The PIN pad at till 2 is broken; use till 1 until Monday.",
    "API version 2024-06 of the booking service deprecates the old rates endpoint.",
    "The token budget for the assistant is 8000 tokens per call.",
    "Password reset links expire in 30 minutes.",
    "Champagne Beach trip: 4 guests, pick-up 9:15 at the Port Olry camp.",
    "Room 7's door code changes every Monday; ask the front desk.",
    "ORCID iD 0000-0002-1825-0097 is the reef researcher who visited in March.",
    "The Big Bay road is closed after km 14 until the river goes down.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/sbt/pos", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_SUM}", "package": "pos-agent", "version": "4.2.1"}}',
    '{"ticket": "SBT-1184", "purchase_order": "PO-2032-0318"}',
    '{"dive": {"site": "Million Dollar Point", "depth_m": 25, "minutes": 48}}',
    '{"phone": "+678 36 112", "town": "Luganville"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "bags_in_stock": 1284}',
    '{"hs_code": "1211.90", "origin": "VU", "description": "kava root"}',
    '{"container": "TGHU 7714032", "vessel": "MV Santo Trader", "eta": "2032-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
