# ruff: noqa: RUF001, RUF002  (letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-thirty-fifth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-thirty-third's
docstring, the fifth to three-hundred-and-thirty-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (334, 336, 337), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (335_481_927), password words (a
Nakhchivan sight and a crop with a number, `BatabatLimon47!`; dot-joined sights and a year,
`gemiqaya.ordubad.1988`; a name, a year and a sight; leet `G3m1q4y4`; a crop and kilos,
`Heyva12kq#Culfa`; `Araz417Nar?`; a generator's dashed groups; random runs).

The fictional company is Alinca Lojistik MMC (Ordubad lemons, dried fruit and Duzdag salt: an
office in Nakhchivan city, a cold store in Ordubad, a yard at the Julfa border crossing and a shop
in Sharur), with office and warehouse staff, older Russian-speaking staff, Tbilisi drivers,
Tabriz traders and relatives in Iğdır and Bursa; every company, person, address, domain
(`alinca.lan`, `alinca-lojistik.az`), account and number is invented, only the region is real.
Texts: Viber, Botim, Rubika, Eitaa, BiP, Yandex Messenger and Bale chats, Yougile, Pyrus,
Planfix, Kaiten, Zammad and YouTrack tickets, Notesnook, Anytype and Trilium notes, FinalShell,
WindTerm, KiTTY, mRemoteNG and Winbox notes, shell prompts, runbooks, e-mails, config and env
files, voice-note transcripts and requests to the assistant; separators from a colon, `=`, `→`,
`—`, `is`, `imiş`, `oldu`, `است`, `hast`, `aris`, `არის`, a table cell and a new line.

Grep counts (heldouts 5 to 333 naming each, grep -l): none for Nakhchivan, Naxçıvan, Ordubad,
Julfa, Culfa, Sharur, Iğdır, Alinja, Batabat, Duzdağ, Gəmiqaya, İlandağ, `şifrəm`, `dadash`,
`imapsync --password1`, git-crypt; one to three for Tabriz, Bursa, Yougile, Rubika, Eitaa,
Soroush, Birbank, Kapital Bank, Azercell, Leobank, Payriff, Digikala, Trendyol, Hepsiburada,
pg_restore, ldapmodify (4), vault_pass, qbittorrent, gpgtar, truecrypt, dar -K, chezmoi; four to
nine for BiP, Pyrus, Planfix, Kaiten, Winbox, Notesnook, Anytype, KiTTY, mRemoteNG, FinalShell,
WindTerm, qpdf, pdftotext -upw, mariadb-admin, mysqlshow, unzip -P, wget --password, doveadm pw,
steghide, cryptsetup, gbak, owncloudcmd, nextcloudcmd, nzbget, ssmtp, bw login, deluge-console,
transmission-remote, offlineimap, getmail, `şifrə` (9), az.voen (6), tr.vkn (8), tr.tckimlik
(9); more for the rest (sshpass, 7z, chpasswd, x11vnc, helm, smbpasswd, openconnect, Viber).

About half of the secret samples are not in English: Azerbaijani in Latin letters (`şifrə`,
`parolu`, `şifrəsi`, `VÖEN`, `ehtiyat kodları`, `təsdiq kodu`) and as texted without its letters
(`sifre`, `parol`, `sozu`), Azerbaijani in the old Cyrillic alphabet (`паролу`, `шифрәси`,
`тәзә`), the Turkish of relatives in Iğdır and Bursa (`şifrem`, `şifresi`, `TC kimlik`,
`yedek kodlar`, `abi`), Persian of Tabriz traders in its script (`رمز عبور`, `پسورد`, `کد تأیید`)
and Finglish (`ramze wifi`, `passworde`, `kelid API`), Russian of older staff (`пароль от`, `ИНН`,
`код подтверждения`, translit `parol ot pochty`) and the Georgian of Tbilisi drivers in its script
(`პაროლი`, `პაროლია`) and in Latin letters (`paroli aris`, `momxmarebeli`). Standard Azerbaijani,
Turkish, Persian script, Russian and Georgian script wordings are ordinary usage; the author's
guesses, checked by no speaker, are the old-Cyrillic Azerbaijani spellings, the diacritic-less
Azerbaijani texting, the Finglish forms, the romanised Georgian and `hərf-hərf deyirəm`.

Vendors: invented ones (AlincaPay `alp_live_`, LimonSMS `lsms.`, ArazKargo `ak-`, GemiqayaCloud
`gqc_`, DuzdagTrack; shapes guessed), regional ones with guessed shapes (Birbank, Kapital Bank,
Azercell, Papara, Trendyol, Snappbox, Bale, Yandex Delivery, TBC Pay, Wolt Drive) and published
shapes (AWS, GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, Google, Hugging Face, npm,
SendGrid, Telegram, Twilio, Mailchimp, Shopify, DigitalOcean, Linear, Grafana, Doppler, Sentry,
Tailscale, Groq, Docker Hub, Brevo, HubSpot, NVIDIA, Vault, New Relic, Supabase, PyPI, Heroku,
Postman, age, Discord webhooks); the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Azerbaijan's VÖEN
(`az.voen`), Turkey's T.C. Kimlik No and VKN (`tr.tckimlik`, `tr.vkn`), Russia's INN and OGRN
(`ru.inn`, `ru.ogrn`). Cards pass Luhn (`stdnum.luhn`; Troy, Shetab and Mir prefixes are
guessed); IBANs of Azerbaijan, Georgia, Turkey, Bahrain, Qatar, Kazakhstan, Mongolia and Honduras
(codes a rough grep finds in fewer earlier corpora than most), checked with `stdnum.iban`; seed
phrases from mnemonic's English, Turkish, Russian and French lists, checked with
`Mnemonic(lang).check` (a Turkish or Russian phrase is drawn again until the check, which misses
some of their letters, passes).
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
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.az import voen as az_voen
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.tr import tckimlik as tr_tckimlik
from stdnum.tr import vkn as tr_vkn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 335_481_927
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
    """A class of samples: its templates and how one sample's fields are drawn."""

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


_SIGHTS = ["Alinca", "Batabat", "Duzdag", "Gemiqaya", "Ilandag", "Qapicig", "Momine", "Ordubad",
           "Culfa", "Serur", "Kerki", "Bicenek", "Nehrem", "Aznaburt", "Vaykhir", "Parağa",
           "Xanagah", "Unus"]  # fmt: skip
_GOODS = ["Limon", "Heyva", "Nar", "Xurma", "Duz", "Erik", "Zeferan", "Qoz", "Alça", "Tut",
          "Badam", "Lavas", "Motal", "Kufte"]  # fmt: skip
_NAMES = ["Elvin", "Ulviyya", "Tural", "Aysel", "Rauf", "Nigar", "Kamran", "Gunel", "Vusal",
          "Sevinc", "Orxan", "Lale", "Emin", "Samira", "Babek", "Xeyale", "Mehmet", "Zeynep",
          "Reza", "Maryam", "Giorgi", "Nino", "Levan", "Vaxtang", "Anatoli", "Galina"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["L1m0n", "B4t4b4t", "Dvzd4g", "G3m1q4y4", "1l4nd4g", "Al1nc4", "0rdub4d", "Cvlf4"]


def _manager(g: random.Random) -> str:
    """Four random groups of five, as a password generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SIGHTS)}{g.choice(_GOODS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_SIGHTS, 2)) + "." + str(g.randrange(1950,
            2030)),
    lambda g: (
        f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}"
        f"{g.choice(_SYMBOLS)}{g.choice(_SIGHTS)}"
    ),
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_GOODS)}{g.randrange(2, 60)}kq{g.choice(_SYMBOLS)}{g.choice(_SIGHTS)}",
    lambda g: f"Araz{g.randrange(100, 1000)}{g.choice(_GOODS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER,
            2),
    _manager,
    lambda g: f"{g.choice(_NAMES)}Sever{g.choice(_GOODS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Viber group 'Ordubad anbar', Elvin: the Keenetic Giga admin password is {pw}",
    "Botim message from Tural: Winbox login for the Culfa MikroTik, password {pw}",
    "Rubika chat with Reza (Tabriz): the customs portal password is {pw}",
    "Eitaa message, Maryam: supplier portal password {pw}",
    "BiP message from Mehmet abi: Luca e-fatura password {pw}",
    "Yandex Messenger, Anatoli: the 1C server password is {pw}",
    "Yougile card 'Serur magaza kassa': POS back-office password {pw}",
    "Pyrus task 4412: the Dahua NVR at the Culfa warehouse, admin password {pw}",
    "Planfix task 'limon soyuducu': Danfoss ERC controller password {pw}",
    "Kaiten card 91: change the Huawei HG8245 password (now {pw})",
    "Notesnook note 'Duzdag': the salt-mine tour booking admin password is {pw}",
    "Anytype page 'Lojistika': the TIR tracking portal password {pw}",
    "Trilium note: the Bitrix24 admin password is {pw}",
    "FinalShell session note, Kamran: root password on anbar-db {pw}",
    "WindTerm history comment: # temp root pw {pw}",
    "KiTTY saved session 'limon-erp', password {pw}",
    "mRemoteNG connection note: ordubad-nas admin / password {pw}",
    "Winbox note: the Sharur hotspot admin password is {pw}",
    "Ticket YT-2291 (YouTrack): the ZTE F670 password at the Julfa office is {pw}",
    "Incident 2033-02-19: the cold-room panel in Ordubad was open to the internet with "
    "password {pw}",
    "Runbook: restart the lemon sorter\n1. open the Unitec panel\n2. log in as service\n3. "
    "password {pw}\n4. press Reset",
    "README (Culfa rack)\nthe Synology web UI is https://nas.alinca.lan, admin password `{pw}`.",
    "Hi Aysel,\n\nthe root password on the Nakhchivan office server is {pw}. Delete this "
    "mail once it's in KeePass.\n\nRauf",
    "can you remember my Kapital Bank app password? it's {pw}",
    "remember this for me: the Birbank password is {pw}",
    "voice note, Vusal: the generator's web password is {pw} full stop",
    "note to self: Ordubad hotel booking extranet password {pw}",
    "after the reset the Hikvision password became {pw}",
    "Assistant, store my Azercell cabinet password: {pw}",
    "My e-gov (ASAN Login) password is {pw}, keep it for me",
    "Email şifrəm: {pw}",
    "anbarın kompüterinin şifrəsi {pw}",
    "Elvin: serverin yeni şifrəsi {pw}, heç kimə demə",
    "sifre {pw} di, unutma qagas",
    "Ordubad ofisinin wifi parolu: {pw}",
    "Gunel: 1C-nin parolu → {pw}",
    "Мәним почтун паролу: {pw}",
    "анбарын компүтеринин шифрәси {pw}",
    "Ҹамал: серверин тәзә паролу {pw}",
    "Nakhçıvan ofisinin routerinin şifrəsi = {pw}",
    "E-posta şifrem {pw}",
    "Bursa'daki dükkanın modem şifresi: {pw}",
    "Zeynep: e-Devlet şifresi {pw}, kimseye söyleme",
    "Iğdır'daki amcamın e-devlet şifresi {pw} imiş",
    "abi sifre {pw} yazdim kaydet",
    "رمز عبور ایمیلم: {pw}",
    "پسورد سیستم انبار تبریز {pw} است",
    "رضا: رمز جدید سرور {pw} ـه، به کسی نگو",
    "ramze wifi maghaze: {pw}",
    "passworde system anbar {pw} hast, Maryam jan",
    "ramz jadid server: {pw} be kasi nagoo",
    "пароль от почты: {pw}",
    "Галина: пароль от 1С теперь {pw}",
    "пароль от склада в Джульфе — {pw}",
    "parol ot pochty {pw}, zapishi",
    "ჩემი ფოსტის პაროლი: {pw}",
    "გიორგი: სერვერის ახალი პაროლია {pw}",
    "მანქანის GPS ტრეკერის პაროლი {pw}",
    "chemi fostis paroli aris {pw}",
    "Levan: trekeris paroli {pw}, dzmao",
    "Tbilisi depot password {pw} (Nino sent it by SMS)",
    "the Sharur shop's till supervisor password is {pw}",
    "the Julfa border broker's portal password: {pw}",
    "the Gemiqaya tour site's wp-admin password is {pw}",
    "Please store the Trendyol seller password for the Bursa cousins: {pw}",
    "Hepsiburada satıcı paneli şifresi: {pw}",
    "Digikala seller panel ramz: {pw}",
    "رمز پنل فروشندگان دیجی‌کالا: {pw}",
    "TBC Business internet bank paroli: {pw}",
    "Bank of Georgia app password for Levan: {pw}",
    "the pass for the Ordubad lemon co-op's ERP is {pw}",
    "pwd of the dried-fruit scale PC: {pw}",
    "Mail-Passwort (für Onkel Babek in Köln): {pw}",
    "Xeyale: yeni parol qoydum — {pw}",
    "Samira: kassa proqramının parolu {pw}dir",
    "Orxan: parol bele oldu: {pw}",
    "Anatoli: пароль поменял, новый {pw}",
    "Mehmet: yeni şifre {pw} oldu",
    "ვახტანგ: ახალი პაროლი {pw}",
    "Maryam: password jadid {pw} e",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["elvin", "ulviyya.m", "tural", "aysel", "rauf", "nigar.h", "kamran", "gunel", "vusal",
          "sevinc", "orxan", "lale.q", "emin", "samira", "babek", "mehmet.y", "reza", "giorgi",
          "anatoli", "svc-anbar", "kassa1"]  # fmt: skip
_LOGINS = [
    "Viber, Elvin: the Winbox login is {u} / {pw}",
    "Zammad #3321: {u} locked out of 1C, last password {pw}",
    "usr {u} pwd {pw}",
    "Bitrix24 › Anbar › Terezi: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| Hikvision NVR | {u} | {pw} |",
    "istifadəçi adı: {u}, şifrə: {pw}",
    "istifadeci {u} parol {pw}",
    "kullanıcı adı {u} şifre {pw}",
    "учётка: {u}, пароль: {pw}",
    "логин {u}, пароль {pw}",
    "نام کاربری: {u} رمز: {pw}",
    "username {u} ramz {pw}",
    "მომხმარებელი: {u} პაროლი: {pw}",
    "momxmarebeli {u} paroli {pw}",
    "creds for the Culfa NAS are {u} and {pw}",
    "sign in to the ERP as {u} with {pw}",
    "{u}:{pw}@erp.alinca.lan",
    "login {u} / pass {pw} (Sharur kassa)",
    "u={u} p={pw}",
    "Логин: {u}\nПароль: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["limon", "heyva", "batabat", "gemiqaya", "alinca", "zeferan", "xurma", "ilandag"]
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w} followed by {d}",
    "şifrə: {w} sözü, sonra {d}",
    "parol {w} sozu, sonra da {d} reqemleri",
    "şifre {w} kelimesi, sonra {d}",
    "پسورد: کلمه {w} بعد {d}",
    "ramz: kalame {w} bad {d}",
    "пароль — слово {w}, потом {d}",
    "პაროლი: სიტყვა {w}, მერე {d}",
    "type {w}, then {d}; that's the NAS password",
    "{w} with a capital first letter and {d} at the end",
    "the name of our cat, {w}, followed by {d}",
    "{w}{d}, that's what I set for the router",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    w, d = rng.choice(_SAID_WORDS), str(rng.randrange(100, 10_000))
    fields = {"w": w, "d": d}
    if "{w}{d}" in template:
        fields["secret"] = w + d
    else:
        fields["secret"] = w
    return fields


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "secret")


_CLI = [
    "qpdf --password={pw} --decrypt faktura-2033-02.pdf acik.pdf",
    "pdftotext -upw {pw} gomruk-beyanname.pdf -",
    "transmission-remote 10.20.0.5:9091 -n 'admin:{pw}' -l",
    "deluge-console \"connect 127.0.0.1:58846 admin {pw}; info\"",
    "imapsync --host1 mail.alinca.lan --user1 aysel --password1 '{pw}' --host2 imap.yandex.ru",
    "swaks --to rauf@alinca-lojistik.az --auth-user bot --auth-password '{pw}' --server "
    "smtp.alinca.lan",
    "owncloudcmd -u elvin -p '{pw}' /srv/arxiv https://bulud.alinca.lan",
    "nextcloudcmd --user tural --password '{pw}' ~/Limon https://cloud.alinca.lan",
    "gbak -b -user SYSDBA -password {pw} anbar.fdb anbar.fbk",
    "PGPASSWORD={pw} pg_restore -h db.alinca.lan -U erp -d erp erp-2033-02-01.dump",
    "ldapmodify -x -H ldap://dc1.alinca.lan -D 'cn=admin,dc=alinca,dc=lan' -w {pw} -f nigar.ldif",
    "mariadb-admin -u root -p'{pw}' status",
    "mysqlshow -u kassa --password={pw} magaza",
    "unzip -P {pw} hesabat-yanvar.zip",
    "wget --user=anbar --password='{pw}' https://files.alinca.lan/stok.xlsx",
    "doveadm pw -s SHA512-CRYPT -p '{pw}'",
    "echo '{pw}' > ~/.ansible/vault_pass.txt && ansible-playbook site.yml",
    "echo -n '{pw}' | cryptsetup luksOpen /dev/sdb1 arxiv -",
    "steghide embed -cf limon.jpg -ef qeyd.txt -p {pw}",
    "dar -c /backup/erp -R /srv/erp -K aes:{pw}",
    "truecrypt --text --password={pw} --mount arxiv.tc /mnt/arxiv",
    "curl -d 'username=admin&password={pw}' http://10.20.0.7:8080/api/v2/auth/login",
    "echo '{pw}' | keepassxc-cli ls sirr.kdbx",
    "bw login elvin@alinca-lojistik.az '{pw}'",
    "sqlcipher stok.db \"PRAGMA key = '{pw}'; SELECT count(*) FROM mal;\"",
    "(echo {pw}; echo {pw}) | smbpasswd -s -a samira",
    "echo 'kassa1:{pw}' | chpasswd",
    "net user anbar {pw} /add",
    "x11vnc -display :0 -passwd {pw} -forever",
    "echo '{pw}' | openconnect --user=rauf --passwd-on-stdin vpn.alinca.lan",
    "mongoimport --uri mongodb://db.alinca.lan --username erp --password {pw} --db stok "
    "--file mal.json",
    "helm repo add alinca https://charts.alinca.lan --username ci --password {pw}",
    "7z x -p{pw} gomruk-arxiv.7z",
    "sshpass -p '{pw}' scp hesabat.xlsx vusal@10.20.0.9:/srv/hesabat/",
]  # fmt: skip
_SHELLS = [
    "{c}",
    "elvin@anbar-db:~$ {c}",
    "[root@culfa-nas ~]# {c}",
    "PS C:\\Users\\aysel> {c}",
    "MobaXterm 23.6 › {c}",
    "# from Kamran's history\n{c}",
    "Tabriz-dən Reza göndərdi:\n{c}",
    "Galina, запусти вот это:\n{c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = _plain_pw(rng)
            text = rng.choice(frames).format(c=template.replace("{pw}", secret))
            out.append(Sample(cls, text, secret))
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://erp:{pw}@db.alinca.lan:5432/erp",
    "mysql://kassa:{pw}@10.20.0.4/magaza",
    "mongodb+srv://stok:{pw}@cluster0.alinca-lojistik.az/stok",
    "redis://default:{pw}@cache.alinca.lan:6379/2",
    "amqp://limon:{pw}@mq.alinca.lan:5672/anbar",
    "Server=10.20.0.6;Database=Muhasibat;User Id=sa;Password={pw};",
    "jdbc:oracle:thin:gomruk/{pw}@//ora.alinca.lan:1521/GOM",
    "ftp://anbar:{pw}@ftp.alinca.lan/hesabat/",
    "smb://samira:{pw}@culfa-nas/arxiv",
    "sftp://vusal:{pw}@files.alinca.lan:2222/",
    "DATABASE_URL=mariadb://erp:{pw}@127.0.0.1:3306/erp",
    "Driver={ODBC Driver 18 for SQL Server};Server=muh.alinca.lan;Uid=buh;Pwd={pw};",
    "https://tural:{pw}@git.alinca.lan/lojistika/anbar.git",
    "socks5://ordubad:{pw}@proxy.alinca.lan:1080",
]  # fmt: skip
_URL_PLACES = [
    "{c}",
    "connection string for the ERP: {c}",
    "bağlantı sətri: {c}",
    "bağlantı dizesi: {c}",
    "строка подключения: {c}",
    "Tabriz dan: {c}",
    "config snippet from Kamran → {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any]) -> str:
    sig = _r(rng, URLSAFE, 43)
    return f"{v.b64url(header)}.{v.b64url(claims)}.{sig}"


def _telegram(g: random.Random) -> str:
    return f"{g.randrange(10**9, 8 * 10**9)}:AA{_r(g, URLSAFE, 33)}"


_NAMED: list[tuple[str, Maker]] = [  # the vendor or its variable stands beside the token
    ("AWS_ACCESS_KEY_ID=AKIA{t}", _j((UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {t}", _j((B64, 40))),
    ("GitHub PAT for the anbar repo: {t}", _j("ghp_", (ALNUM, 36))),
    ("GitLab token (Kamran): {t}", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot for #limon-export: {t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe live key for the Bursa shop: {t}", _j("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 48), "T3BlbkFJ", (URLSAFE, 48))),
    ("Anthropic key for the invoice bot: {t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("Google Maps key for the route planner: {t}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={t}", _j("hf_", (ALNUM, 34))),
    ("npm token in .npmrc: //registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SendGrid key: {t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Telegram bot for stock alerts: {t}", _telegram),
    ("Twilio API key SID {t}", _j("SK", (HEX, 32))),
    ("Mailchimp key {t}", _j((HEX, 32), "-us21")),
    ("Shopify admin token: {t}", _j("shpat_", (HEX, 32))),
    ("DigitalOcean token: {t}", _j("dop_v1_", (HEX, 64))),
    ("Linear key: {t}", _j("lin_api_", (ALNUM, 40))),
    ("Grafana service account token {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Doppler token: {t}", _j("dp.st.prd.", (ALNUM, 43))),
    ("Sentry auth token {t}", _j("sntrys_", (URLSAFE, 60))),
    ("Tailscale auth key for the Culfa router: {t}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM,
            32))),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("Docker Hub PAT: {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("Brevo key for the newsletter: {t}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("HubSpot private app token {t}", _j("pat-eu1-", (HEX, 8), "-", (HEX, 4), "-", (HEX, 4), "-",
            (HEX, 4), "-", (HEX, 12))),
    ("NVIDIA key: {t}", _j("nvapi-", (URLSAFE, 64))),
    ("Vault token: {t}", _j("hvs.", (URLSAFE, 90))),
    ("New Relic user key {t}", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("Supabase access token {t}", _j("sbp_", (HEX, 40))),
    ("PyPI upload token: {t}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
    ("Heroku key: {t}", _j("HRKU-", (URLSAFE, 60))),
    ("Postman key: {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("age identity for backups: {t}", _j("AGE-SECRET-KEY-1", (UPPER_DIGITS, 58))),
    ("Discord webhook for the drivers: https://discord.com/api/webhooks/{t}", _j((D, 19), "/",
            (URLSAFE, 68))),
    ("AlincaPay merchant key (our own gateway): {t}", _j("alp_live_", (ALNUM, 32))),
    ("LimonSMS API açarı: {t}", _j("lsms.", (LOWER_DIGITS, 40))),
    ("ArazKargo API anahtarı: {t}", _j("ak-", (HEX, 40))),
    ("GemiqayaCloud token → {t}", _j("gqc_", (ALNUM, 36))),
    ("DuzdagTrack integration broken, current key {t}", lambda g: v.uuid4(g, "b")),
    ("Birbank Business API açarı: {t}", _j((HEX, 48))),
    ("Kapital Bank merchant secret: {t}", _j((B64, 44))),
    ("Papara API anahtarı {t}", _j((ALNUM, 40))),
    ("Trendyol entegrasyon API secret: {t}", _j((ALNUM, 20))),
    ("کلید API اسنپ‌باکس: {t}", _j((HEX, 40))),
    ("kelid API Bale bot: {t}", _j((D, 10), ":", (ALNUM, 40))),
    ("ключ API для Яндекс Доставки: {t}", _j("y0_", (URLSAFE, 55))),
    ("TBC Pay API გასაღები: {t}", _j((HEX, 32))),
    ("Integrations › Wolt Drive: {t}", _j((ALNUM, 48))),
    ("Azercell SMS gateway X-Api-Key: {t}", lambda g: v.uuid4(g, "9")),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _NAMED, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.replace("{t}", secret), secret))
    return out


_HEX_PLACES = [
    ("ERP_SIGNING_KEY={t}", 64), ("the stock sync secret is {t}", 40),
    ("webhook secret for LimonSMS: {t}", 32), ("SESSION_SECRET: {t}", 64),
    ("gizli açar: {t}", 48), ("секретный ключ: {t}", 32), ("کلید مخفی: {t}", 40),
    ("Reza sent the HMAC key for the Tabriz price feed: {t}", 64), ("client_secret {t}", 32),
    ("APP_KEY {t}", 64),
]  # fmt: skip


def _hexes(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, size in v.cycle(rng, _HEX_PLACES, n):
        secret = _r(rng, HEX, size)
        out.append(Sample("hex_key", template.replace("{t}", secret), secret))
    return out


_JWT_PLACES = [
    "Authorization token for the ERP API: {t}",
    "id_token from the ASAN-like login mock: {t}",
    "curl -H 'Authorization: Bearer {t}' https://erp.alinca.lan/api/stok",
    "JWT=\"{t}\"",
    "bu tokeni saxla: {t}",
    "این توکن را نگه دار: {t}",
    "токен: {t}",
    "access_token={t}",
]  # fmt: skip


def _jwts(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _JWT_PLACES, n):
        claims = {"sub": rng.choice(_USERS), "iss": "https://erp.alinca.lan",
                  "exp": 2_000_000_000 + rng.randrange(10**6), "role": rng.choice(["anbar",
                          "buh"])}  # fmt: skip
        secret = _jwt_of(rng, {"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}, claims)
        out.append(Sample("jwt", template.replace("{t}", secret), secret))
    return out


_PEM_KINDS = ["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"]
_PEM_PLACES = [
    "the deploy key for anbar-db:\n{t}",
    "Kamran pasted this in Viber:\n{t}",
    "~/.ssh/id_culfa\n{t}",
    "açar faylı:\n{t}",
    "ключ для сервера:\n{t}",
    "{t}\nthat's the Tabriz sftp key",
]  # fmt: skip


def _pems(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _PEM_PLACES, n):
        kind = rng.choice(_PEM_KINDS)
        body = "\n".join(_r(rng, B64, 64) for _ in range(rng.randrange(6, 12)))
        secret = f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"
        out.append(Sample("pem_private_key", template.replace("{t}", secret), secret))
    return out


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet recovery phrase: {t}": "english",
    "Elvin-in kripto cüzdanının bərpa sözləri: {t}": "english",
    "cüzdan açar sözləri → {t}": "turkish",
    "Mehmet abinin cüzdan kurtarma kelimeleri: {t}": "turkish",
    "gizli kurtarma ifadesi: {t}": "turkish",
    "сид-фраза от кошелька Анатолия: {t}": "russian",
    "фраза восстановления: {t}": "russian",
    "عبارت بازیابی کیف پول رضا: {t}": "english",
    "ibarate bazyabi: {t}": "english",
    "საფულის აღდგენის ფრაზა: {t}": "english",
    "seed words for the USDT wallet the Tabriz traders pay into:\n{t}": "english",
    "phrase de récupération du cousin à Lyon: {t}": "french",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed(rng: random.Random, lang: str, words: int = 12) -> str:
    bits = {12: 16, 18: 24, 24: 32}[words]
    mnemo = _MNEMO[lang]
    for _ in range(20_000):  # mnemonic's check misses some Turkish and Russian letters
        phrase = str(mnemo.to_mnemonic(bytes(rng.randrange(256) for _ in range(bits))))
        if mnemo.check(phrase):
            return phrase
    raise ValueError(lang)


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_SEED_PLACES), n):
        lang = _SEED_PLACES[template]
        words = rng.choice([12, 12, 18, 24]) if lang in {"english", "french"} else 12
        secret = _seed(rng, lang, words)
        out.append(Sample("seed_phrase", template.replace("{t}", secret), secret))
    return out


def _card_of(rng: random.Random, prefixes: list[str], length: int) -> str:
    prefix = rng.choice(prefixes)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_BRANDS: dict[str, tuple[list[str], int]] = {
    "visa": (["4169", "4098", "4127"], 16), "mastercard": (["5103", "5522", "5440"], 16),
    "troy": (["9792"], 16), "shetab": (["603799", "610433", "627353"], 16),
    "mir": (["2200", "2202", "2204"], 16), "amex": (["37"], 15),
}  # fmt: skip
_CARD_PLACES = [
    "Kapital Bank kartımın nömrəsi: {c}",
    "kart nomresi {c}, Elvin-e gonder",
    "Ziraat kartım {c}, son kullanma 08/35",
    "Bursa'daki teyzemin kart numarası {c}",
    "شماره کارت رضا: {c}",
    "shomare kart: {c} be esme Maryam",
    "номер карты Галины: {c}",
    "ბარათის ნომერი: {c}",
    "company card for the Julfa fuel station: {c} exp 11/34",
    "pay the Tabriz supplier from {c}",
    "card {c} (Amex, Babek's)",
    "Assistant, save my card: {c}",
]  # fmt: skip
_CARD_BRAND_ORDER = ["visa", "mastercard", "troy", "troy", "shetab", "shetab", "mir", "visa",
                     "mastercard", "visa", "amex", "mastercard"]  # fmt: skip


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template = _CARD_PLACES[i % len(_CARD_PLACES)]
        prefixes, length = _BRANDS[_CARD_BRAND_ORDER[i % len(_CARD_BRAND_ORDER)]]
        number = _card_of(rng, prefixes, length)
        sep = rng.choice([" ", "-", "", " "])
        secret = v.grouped(number, sep, rng)
        out.append(Sample("card_number", template.replace("{c}", secret), secret))
    return out


_CVV_PLACES = [
    "Visa {c}, exp 04/35, CVV {cvv}",
    "kartın arxasındakı üç rəqəm: {cvv}",
    "kartın arkasındaki güvenlik kodu {cvv}",
    "کد CVV2 کارت: {cvv}",
    "код на обороте карты: {cvv}",
    "ბარათის უკანა მხარეს კოდი: {cvv}",
]  # fmt: skip


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CVV_PLACES, n):
        cvv = _r(rng, D, 3)
        card = v.grouped(_card_of(rng, _BRANDS["visa"][0], 16), " ", rng)
        out.append(Sample("card_code", template.replace("{c}", card).replace("{cvv}", cvv), cvv))
    return out


_IBAN_SHAPES = {"AZ": "aaaa" + "c" * 20, "GE": "aa" + "n" * 16, "TR": "n" * 5 + "0" + "c" * 16,
                "BH": "aaaa" + "c" * 14, "MN": "n" * 16, "QA": "aaaa" + "c" * 21,
                "HN": "aaaa" + "n" * 20, "KZ": "nnn" + "c" * 13}  # fmt: skip
_IBAN_PLACES = [
    ("AZ", "Alinca Lojistik MMC IBAN: {i}"), ("AZ", "hesab nömrəsi (IBAN) {i}, Ordubad filialı"),
    ("TR", "Bursa'daki dükkanın IBAN'ı: {i}"), ("TR", "Iğdır'daki dayımın IBAN {i}, adı Mehmet"),
    ("GE", "Tbilisi depot IBAN {i}"), ("GE", "ანგარიშის ნომერი: {i}"),
    ("BH", "Tabriz trader's Bahrain account: {i}"), ("QA", "Doha buyer's IBAN → {i}"),
    ("KZ", "Aktau transit agent IBAN: {i}"), ("MN", "Ulaanbaatar salt buyer: IBAN {i}"),
    ("HN", "the Honduras cousin's IBAN is {i}"), ("AZ", "pul bu IBAN-a: {i}"),
]  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for country, template in v.cycle(rng, _IBAN_PLACES, n):
        number = _iban(rng, country)
        secret = v.iban_spaced(number) if rng.random() < 0.5 else number
        out.append(Sample("iban", template.replace("{i}", secret), secret))
    return out


def _voen(g: random.Random) -> str:
    return v.until(g, _j((D, 10)), lambda x: az_voen.is_valid(x) and x[0] != "0")


def _tckimlik(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = str(h.randrange(1, 10)) + _r(h, D, 8)
        return body + tr_tckimlik.calc_check_digits(body)

    return v.until(g, make, tr_tckimlik.is_valid)


def _vkn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, D, 9)
        return body + tr_vkn.calc_check_digit(body)

    return v.until(g, make, tr_vkn.is_valid)


def _inn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, D, 10)
        return body + ru_inn.calc_personal_check_digits(body)

    return v.until(g, make, ru_inn.is_valid)


def _ogrn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = "1" + _r(h, D, 11)
        return body + ru_ogrn.calc_check_digit(body)

    return v.until(g, make, ru_ogrn.is_valid)


_NATIONAL: list[tuple[str, Maker]] = [
    ("VÖEN: {i}", _voen), ("şirkətin VÖEN-i {i}", _voen), ("Alinca Lojistik MMC, VÖEN {i}", _voen),
    ("vergi ödəyicisinin eyniləşdirmə nömrəsi: {i}", _voen), ("VOEN {i} - Serur magazasi", _voen),
    ("T.C. Kimlik No: {i}", _tckimlik), ("Zeynep'in TC kimlik numarası {i}", _tckimlik),
    ("TCKN {i}, Iğdır nüfusuna kayıtlı", _tckimlik), ("kimlik no {i} abi", _tckimlik),
    ("Bursa şubesi vergi kimlik numarası: {i}", _vkn), ("VKN {i}", _vkn),
    ("vergi no: {i} (Mehmet Ticaret)", _vkn),
    ("ИНН Галины: {i}", _inn), ("мой ИНН {i}", _inn), ("INN {i}, Anatoli", _inn),
    ("ОГРН поставщика: {i}", _ogrn), ("OGRN {i}", _ogrn),
    ("Russian taxpayer number (INN) for Anatoli: {i}", _inn),
    ("Turkish Identification Number of the driver: {i}", _tckimlik),
    ("Azerbaijani taxpayer id (VÖEN) for the Culfa broker: {i}", _voen),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _NATIONAL, n):
        secret = make(rng)
        out.append(Sample("national_id", template.replace("{i}", secret), secret))
    return out


_BACKUPS = [
    "Birbank 2FA backup codes:\n{codes}",
    "Google hesabının ehtiyat kodları: {codes}",
    "Microsoft hesabı yedek kodları\n{codes}",
    "کدهای پشتیبان ورود دو مرحله‌ای: {codes}",
    "резервные коды для входа в Яндекс ID:\n{codes}",
    "სარეზერვო კოდები: {codes}",
]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _BACKUPS, n):
        codes = v.backup_codes(rng, 8, rng.randrange(4))
        joiner = "\n" if template.endswith("\n{codes}") else rng.choice([", ", " "])
        text = template.replace("{codes}", joiner.join(codes))
        out.append(Sample("backup_codes", text, codes[rng.randrange(len(codes))]))
    return out


_TOTP = [
    "otpauth://totp/Alinca:elvin?secret={s}&issuer=Alinca",
    "2FA setup key for the Papara account: {s}",
    "iki faktorlu doğrulama açarı (TOTP): {s}",
    "ключ для Google Authenticator: {s}",
    "کلید تأیید دو مرحله‌ای: {s}",
]  # fmt: skip


def _totp(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _TOTP, n):
        secret = v.totp_secret(rng, spaced="otpauth" not in template and rng.random() < 0.5)
        out.append(Sample("totp_secret", template.replace("{s}", secret), secret))
    return out


_CODES = [
    "Birbank: təsdiq kodu {c}. Heç kimə deməyin.",
    "ASAN İmza doğrulama kodu: {c}",
    "Doğrulama kodunuz: {c}. Bu kodu kimseyle paylaşmayın.",
    "کد تأیید شما: {c}",
    "Код подтверждения: {c}",
    "თქვენი ერთჯერადი კოდი: {c}",
    "{c} is your Wolt login code",
    "Tural, read me the code — it's {c}",
]  # fmt: skip


def _codes(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CODES, n):
        secret = _r(rng, D, rng.choice([4, 5, 6, 6]))
        out.append(Sample("one_time_code", template.replace("{c}", secret), secret))
    return out


_SSIDS = ["Alinca-Ofis", "ALINCA_ANBAR_5G", "Culfa-Terminal", "Serur Magaza Qonaq",
          "Ordubad-Limon-Bagi", "TP-Link_7C3A", "Keenetic-4411", "Batabat Evi"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {n} / {pw}",
    "Network: {n}, key {pw}",
    "WIFI:T:WPA;S:{n};P:{pw};;",
    "{n} wifi şifrəsi: {pw}",
    "wifi adı {n}, parolu {pw}",
    "{n} ağının şifresi {pw}",
    "رمز وای‌فای {n}: {pw}",
    "ramze wifi {n} {pw}",
    "пароль от вайфая {n}: {pw}",
    "wifi {n} პაროლი: {pw}",
    "nmcli dev wifi connect '{n}' password {pw}",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"{n}\"\n  psk=\"{pw}\"\n}}",
    "Aysel: wifi parolu nədir?\nElvin: {pw}",
    "guest wifi for the Sharur shop is {n}, WPA2 key {pw}",
    "{pw} — that's the {n} wifi password",
    "the {n} network uses {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    return rng.choice(
        [
            _plain_pw,
            lambda g: _r(g, D, 10),
            lambda g: _r(g, LOWER_DIGITS, 12),
            lambda g: _r(g, ALNUM, 16),
        ]
    )(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, n=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ghp_", (ALNUM, 36)), _j((HEX, 32)), _j("alp_live_", (ALNUM, 24)),
                 _j((ALNUM, 24))]  # fmt: skip
_SPELL = [
    "reading it out one character at a time: {t}",
    "[voice note, Vusal] the key is {t}",
    "hərf-hərf deyirəm: {t}",
    "по буквам: {t}",
]  # fmt: skip


def _spelled_tokens(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template = _SPELL[i % len(_SPELL)]
        secret = rng.choice(_SPELL_MAKERS)(rng)
        mode = i % 4
        if mode == 0:
            said = " ".join(secret)
        elif mode == 1:
            said = " - ".join(secret[j : j + 4] for j in range(0, len(secret), 4))
        elif mode == 2:
            said = "·".join(secret)
        else:
            said = " ".join(secret[j : j + 6] for j in range(0, len(secret), 6))
        out.append(Sample("spelled_token", template.replace("{t}", said), said))
    return out


_LOCKS = [
    "anbarın qapısının kodu: {pw}",
    "Serur magazasinin siqnalizasiya kodu {pw}",
    "kartımın PIN kodu {pw}",
    "kasanın şifresi {pw}",
    "کد دزدگیر مغازه: {pw}",
    "pin carte banki: {pw}",
    "ПИН-код от карты: {pw}",
    "კარის კოდი: {pw}",
    "the alarm code for the Ordubad cold room is {pw}",
    "gate code at the Culfa yard: {pw}#",
    "SIM PIN for the GPS tracker in truck 12: {pw}",
    "key box by the Batabat guesthouse, code {pw}",
]  # fmt: skip
_locks = _Family("pin_code", _LOCKS, _with(lambda g: _r(g, D, g.choice([4, 4, 5, 6]))), "pw")


_PHRASE_WORDS = ["limon", "heyva", "duz", "araz", "qala", "karvan", "dag", "bulaq", "zeferan",
                 "kervan", "nar", "qoz", "sehra", "kilim"]  # fmt: skip
_PHRASES = {
    "KeePassXC master passphrase: {p}": " ",
    "parol ifadəsi: {p}": "-",
    "Bitwarden ana parola ifadesi {p}": " ",
    "عبارت عبور: {p}": " ",
    "парольная фраза от архива: {p}": ".",
    "backup passphrase = {p}": "-",
    "the gpg passphrase for the Tabriz price list is {p}": " ",
}  # fmt: skip


def _phrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_PHRASES), n):
        secret = _PHRASES[template].join(rng.sample(_PHRASE_WORDS, rng.choice([4, 5])))
        out.append(Sample("passphrase", template.replace("{p}", secret), secret))
    return out


_AUTH = [
    "Authorization: Basic {b}",
    "curl -H 'Authorization: Bearer {t}' https://api.alinca-lojistik.az/v1/stok",
    "header: Authorization: Bearer {t}",
    "proxy header Proxy-Authorization: Basic {b}",
    "Postman → Auth → Bearer Token: {t}",
    "Authorization: Basic {b} (Reza'nın Tabriz API-si)",
]  # fmt: skip


def _auth(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _AUTH, n):
        if "{b}" in template:
            raw = f"{rng.choice(_USERS)}:{_plain_pw(rng)}".encode()
            secret = base64.b64encode(raw).decode()
            text = template.replace("{b}", secret)
        else:
            secret = _r(rng, URLSAFE, 40)
            text = template.replace("{t}", secret)
        out.append(Sample("auth_header", text, secret))
    return out


_CONFIGS = [
    ".env:\nDB_HOST=db.alinca.lan\nDB_USER=erp\nDB_PASSWORD={pw}",
    "offlineimaprc:\n[Repository Remote]\nremoteuser = aysel\nremotepass = {pw}",
    "getmailrc:\n[retriever]\ntype = SimpleIMAPSSLRetriever\nusername = anbar\npassword = {pw}",
    "ssmtp.conf:\nAuthUser=bot@alinca-lojistik.az\nAuthPass={pw}",
    "nzbget.conf:\nControlUsername=nzbget\nControlPassword={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "application.properties:\nspring.datasource.username=erp\nspring.datasource.password={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'erp', 'PASSWORD': '{pw}'}}}}",
    "config.yaml:\nsmtp:\n  user: bot\n  password: \"{pw}\"",
    "appsettings.json:\n\"Smtp\": {{ \"User\": \"bot\", \"Password\": \"{pw}\" }}",
    "~/.pgpass:\ndb.alinca.lan:5432:erp:erp:{pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "[client]\nuser=kassa\npassword={pw}",
    "rclone.conf:\n[nas]\ntype = webdav\nuser = elvin\npass = {pw}",
    "vsftpd user list note: anbar:{pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Aysel: 1C parolu nədir?\nGunel: {pw}",
    "[08:12] vusal: anbar serverinin root parolu?\n[08:13] kamran: {pw}",
    "Mehmet: {pw} yeni şifre, modeme onu koydum",
    "Reza: {pw} رمز جدیده",
    "Галина: {pw} — это пароль от 1С",
    "Giorgi: ახალი პაროლი {pw} არის",
    "Orxan: {pw}, routerə bunu qoydum",
    "Nino: {pw} is the new depot password",
    "Tural: use {pw}, that's what the NVR has now",
    "Levan: paroli? \nNigar: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 80), (_logins, 20), (_spelled, 12), (_cli, 34), (_urls, 14), (_vendors, 50),
    (_hexes, 10), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 12),
    (_national, 20), (_backups, 6), (_totp, 5), (_codes, 8), (_wifi, 16), (_spelled_tokens, 8),
    (_locks, 12), (_phrases, 7), (_auth, 6), (_configs, 16), (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _seed(g, "english")


_SPLIT_PASSWORDS = {
    "the Winbox admin password is": "{s}", "1C parolu:": "{s} (yanvardan bəri)",
    "şifrəm": "{s}", "Hikvision password": "{s}\nchange it after the audit",
    "şifrem": "{s}", "رمز عبور:": "{s}", "пароль от склада": "{s}", "პაროლი:": "{s}",
    "the password Vusal read out on the call was": "{s}, I think", "ramz:": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "LimonSMS API key", "{s}", _j("lsms.", (LOWER_DIGITS, 40))),
    ("split_token", "GitHub token:", "{s} (anbar repo)", _j("ghp_", (ALNUM, 36))),
    ("split_token", "DuzdagTrack client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "cüzdanın bərpa sözləri", "{s}", _english_seed),
    ("split_card", "kart nömrəsi", "{s} exp 09/35", lambda g: v.grouped(_card_of(g, ["9792"],
            16), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "AZ"))),
    ("split_backup", "ehtiyat kodları", "{s}\n4821-9930\n1177-2046", lambda g: v.backup_codes(g,
            1, 1)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "VÖEN", "{s}", _voen),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"winbox": {"host": "10.20.0.1", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"şifrə": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "gunel", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"nvr": [{"name": "culfa"}, {"name": "ordubad", "web_password": "{s}"}]}': ("meta_password",
            _plain_pw),
    '{"argv": ["gbak", "-b", "-user", "SYSDBA", "-password", "{s}",'
    ' "anbar.fdb", "anbar.fbk"]}': ("meta_password", _plain_pw),
    '{"note": "anbar kompüterinin şifrəsi {s}"}': ("meta_password", _plain_pw),
    '{"رمز": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into 1C as buh with the password {s}"}': ("meta_password", _plain_pw),
    '{"limonsms": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"arazKargoToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"gemiqaya_key": "{s}"}': ("meta_token", _j("gqc_", (ALNUM, 36))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card",
            lambda g: v.grouped(_card_of(g, ["603799"], 16), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "GE")),
    '{"driver": {"tc_kimlik_no": "{s}"}}': ("meta_id", _tckimlik),
    '{"mfa": {"backup_codes": ["{s}", "4821-9930", "1177-2046"]}}': ("meta_otp",
            lambda g: v.backup_codes(g, 1, 1)[0]),
    '{"usdt_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"erp": {"signing_key": "{s}"}}': ("meta_key", _j((HEX, 64))),
    '{"anbar": {"door_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Alinca-Ofis", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"openpyxl-3.1.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"routeros-7.16.2-arm64.npk").hexdigest()
_IMAGE = hashlib.sha256(b"registry.alinca.lan/anbar-api:2.8").hexdigest()
_COMMIT = hashlib.sha1(b"stok: add lemon grade column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"gomruk: revert HS code table", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"limon-hesabat-2033-02.xlsx", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Winbox password before the audit on 2033-03-14.",
    "Aysel asked for the office wifi password; it's on the card in Rauf's drawer.",
    "Policy: Alinca passwords are at least 14 characters and live only in KeePassXC.",
    "Please don't paste passwords into the Viber group; share a vault entry instead.",
    "The `.env.example` line `LIMONSMS_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_ARAZKARGO_TOKEN> in the README with the token from the dashboard.",
    "ARAZKARGO_TOKEN and LIMONSMS_API_KEY must be set before the nightly sync runs.",
    "Şifrənizi heç kimə deməyin.",
    "Şifrə ən azı 12 simvol olmalıdır.",
    "Şifrenizi kimseyle paylaşmayın.",
    "Şifremi unuttum, yeni bağlantı gönderir misin?",
    "رمز عبور خود را به کسی ندهید.",
    "ramzet ro be kasi nagoo, bashe?",
    "Никому не сообщайте свой пароль.",
    "Пароль должен быть не короче 12 символов.",
    "პაროლი არავის უთხრა.",
    "paroli aravis utxra, kargi?",
    "Паролунузу һеч кимә демәјин.",
    "Upgraded RouterOS from 7.15 to 7.16.2 on the Culfa router over the weekend.",
    f"commit {_COMMIT} adds the lemon grade column to the stock table.",
    f"Rolled back to {_SHORT} after the HS code table broke the customs export.",
    f"requirements.txt: openpyxl==3.1.5 --hash=sha256:{_WHEEL_SUM}",
    f"The RouterOS 7.16.2 package has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The stock API runs registry.alinca.lan/anbar-api@sha256:{_IMAGE}.",
    f"MD5 of limon-hesabat-2033-02.xlsx is {_MD5}, same as the copy on the NAS.",
    "Request id 3c8e1f52-7a0d-4b96-a1e4-5f2d9c0b7e31 is the slow one in the ERP logs.",
    "Sifariş № SF-2033-00417: 120 qutu Ordubad limonu, cümə axşamı yola düşür.",
    "Zammad #4410: the Ordubad cold room alarm keeps tripping at night.",
    "Call the Sharur shop on +994 36 542 17 08 before noon.",
    "Truck 10-AB-417 with the dried fruit is at the Julfa border crossing.",
    "CMR ALN-2033-0091 covers the Bursa shipment, 18 pallets.",
    "HS code 0805.50 is lemons and limes; 2501.00 is salt.",
    "Cold room 2 is at 8.5 °C and 90 % relative humidity.",
    "After five wrong passwords 1C locks the account for 20 minutes.",
    "A box of Ordubad lemons weighs about 12 kg; the price is 3.40 AZN per kilo.",
    "The secret of Ordubad lemons is the mountain water from the Gilançay valley.",
    "Ask Kamran for the warehouse keypad code, I don't have it.",
    "My card ending 4417 was declined at the Nakhchivan bazaar.",
    "The Bursa cousins want the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Birbank account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `LIMONSMS_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the salt shed rusts; oil it every month.",
    "ISBN 978-5-699-12014-7 is the Nakhchivan guidebook on the office shelf.",
    "The guest wifi 'Alinca-Qonaq' is open, no password needed.",
    "Lot LMN-2033-ORD-0112, 480 kg, grade A; the Brix reading was 8.2.",
    "Reza's shop in Tabriz is on +98 41 3555 0192, open until 19:00.",
    "Bus from Nakhchivan to Iğdır leaves at 07:30, ticket 35 TL.",
    "Sevinc's flight J2 088 lands at 14:25; terminal 1.",
    "The driver from Tbilisi asked for a receipt, invoice INV-2033-0318, 1 450 GEL.",
    "Kassa proqramı 4.12.3 versiyasına yeniləndi.",
    "Yeni şifrə siyasəti: hər 90 gündən bir dəyişdirin.",
    "Пароль от склада Анатолий держит в сейфе, спросите у него.",
    "رمز وای‌فای رو از رضا بپرس، من ندارم.",
    "Wi-Fi şifresini Mehmet abiye sor, bende yok.",
    "The token budget for the invoice bot is 8000 per call.",
    "Password reset links for the ERP expire in 30 minutes.",
    "The PIN pad at the Sharur till is broken; use the second one.",
    "Tracking number AZP 4471 2093 88 for the parcel to Bursa.",
    "ORCID iD 0000-0002-1825-0097 belongs to the agronomist who wrote the lemon report.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/alinca/winbox", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 417}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "openpyxl", "version": "3.1.5"}}',
    '{"ticket": "4410", "order": "SF-2033-00417"}',
    '{"lot": {"id": "LMN-2033-ORD-0112", "weight_kg": 480, "grade": "A"}}',
    '{"phone": "+994 36 542 17 08", "city": "Sharur"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "boxes_in_stock": 1310}',
    '{"hs_code": "0805.50", "origin": "AZ", "description": "lemons"}',
    '{"truck": "10-AB-417", "border": "Julfa", "eta": "2033-02-22"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
