# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-seventy-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-seventy-third's
docstring, the fifth to two-hundred-and-seventy-third only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-seventy-fifth, two-hundred-and-seventy-sixth and two-hundred-and-seventy-seventh),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (274518663), password words (a
Cappadocian village and a year; a balloon word, `Brulor`, `Sepet`, `Zarf`, a number and a
village; a Kurmanji name or word, `Zozan`, `Berfin`, a number and two capitals; apricot kilos,
`kysi46kg!…`; an Anatolian grape, a vintage and `Mahzen`; two pottery words and a number; a
Japanese guide's romaji word; a balloon registration, `TC-B…`; a generator's four groups; random
runs), names, places, templates, tools, vendors and layouts, the way the staff of a fictional
company (Perivadi, with a balloon-flight office in Göreme, the Kayaköşk cave hotel in Ürgüp, a
pottery workshop in Avanos, the Peri Mahzeni wine cellar near Nevşehir and an apricot drying yard
in Kayseri's villages) leak secrets into an assistant's memory. Every company, person, address
and number is fictional; only the region (Cappadocia, central Türkiye) is real. The texts are
chats with times (BiP and plain), tickets, wiki tables and breadcrumbs, notes, e-mails,
runbooks, READMEs, shell prompts and history, voice-memo transcripts, dictated and spelled text
and requests to the assistant itself; the separators run from a colon, "is" and a dash to an
arrow (`→`), an emoji (`🎈`, `👍`), a new line, Turkish and Japanese quotes (`«…»`, `「…」`),
a table bar and parentheses.

Tools and names by grep (case-insensitively, the number of heldouts 5 to 273 that name each): in
none, Ürgüp, Nevşehir, `pêborîn`, `ji kesî re`, `bikarhêner` and `tşk`; in one,
Cappadocia, Göreme, Avanos, Kayseri, Kurmanji, `kilît`, `mifte`, `μην το πεις`, `dolt sql`,
shelldap, darcs, gpgtar; in two, `şîfre`, ldapvi, connmanctl and pvesh; in three,
Greeklish, `kwdikos`, websocat, juicefs, bsdtar, networksetup, 7za. The tools used here: dolt,
ldapvi, darcs, gpgtar, 7za, bsdtar, pvesh, juicefs, networksetup, connmanctl, websocat and
shelldap's rc file, beside the common ones the docs name (mysql, psql, redis-cli, curl,
sshpass, smbclient, lftp, rsync, mosquitto_pub, htpasswd, docker login, zip, openssl, xfreerdp,
sudo -S, keytool, ipmitool, sqlcmd, rabbitmqctl, mongosh, cqlsh, passwd, plink) in wordings of
their own; the hardware is of the region's trades (Ultramagic, Flytec, Digitech, Teltonika,
Davis, Ecowitt, Salto, VingCard, MikroTik, UniFi, Skutt, Bartlett, Nabertherm, Testo, Siemens
LOGO!, Baykon, Esit).

About half of the secret samples are in other languages than English: Turkish as it is texted,
with and without its letters and with dropped vowels (`şifre` / `sifre` / `sfr` / `şfresi`,
`parola`, `kod`, `PIN`, `anahtar`, `API anahtarı`, `kullanıcı adı`, `yeni`, `işte`/`şu`,
`kimseye söyleme` / `kimseye soyleme`, `teşekkürler` as `tşk`, `kanka`, `abi`); Kurmanji Kurdish
of the seasonal apricot workers in Latin letters (`şîfre` / `şîfreya …` "password", `pêborîn`,
`mifte` / `kilît` "key", `kod`, `ev e` "this is", `… e` "is", `nû` "new", `a min` "my", `navê
bikarhêner` "user name", `ji kesî re nebêje` "don't tell anyone", `spas` "thanks", `heval`
"friend", `hejmar` "number"); Greek of the tour guides in Greek letters and in Greeklish
(`κωδικός`, `κωδικός πρόσβασης`, `συνθηματικό`, `κλειδί`, `είναι`, `μην το πεις σε κανέναν`,
`όνομα χρήστη`, `kwdikos`, `kodikos`, `efxaristo`); and Japanese of the tour guides in kana and
kanji and in romaji (`パスワード`, `パス`, `暗証番号`, `APIキー`, `秘密鍵`, `は … です`,
`誰にも言わないで`, `ありがとう`, `ユーザー名`, `認証コード`, `pasuwaado wa … desu`,
`dare ni mo iwanaide`). The wordings are the author's approximations, checked by no speaker; the
thinnest guesses are the Kurmanji ones (`pêborîn` for a password, `mifteya API`, `koda
piştrastkirinê` for a verification code, `kodên backupê`, `mifteya vegerandinê` for a recovery
key, `tîp bi tîp` for "letter by letter", `peyvên vegerandina cûzdanê` for a wallet's words),
then the Greek card-code and lock wordings and the Japanese romaji.

Vendors (by grep, in no earlier corpus: Netmera, Ticimax, IdeaSoft, Insider, Shopier, Cultuzz,
Hepsipay, Armut, Birfatura, Univera, Odeabank, Fibabanka and Yapı Kredi; in one: Netgsm,
Craftgate, Sipay, Verimor, Mutlucell, Elektraweb, Meteomatics, CheckWX, AVWX, Aviationstack,
Rakuten Travel, Ikyu, Farmonaut, Cropio, Money Forward, SmartHR, Getir and Yemeksepeti). No
shape here is one the author knows to be real: every one is a guess (hex, base64, URL-safe,
upper-case and alphanumeric runs, UUIDs, a JWT for Elektraweb, and the `hp_sk_` and `shr_`
prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Türkiye's TC
Kimlik No and a foreigner's 99-prefixed identity number (`stdnum.tr.tckimlik`), the Turkish tax
number VKN (`stdnum.tr.vkn`), Greece's AMKA (`stdnum.gr.amka`) and AFM (`stdnum.gr.vat`), and
Japan's My Number (`stdnum.jp.in_`). Kinds no library or this file checks (no check-digit
algorithm is written here; the shapes are guesses): a Turkish passport, a Turkish driving
licence's document number, an SGK workplace registration number, a Greek identity card (Greek
capitals) and passport, a Japanese passport and residence card, and an Iraqi national card.
Card numbers pass Luhn (Troy's 9792 prefixes drawn here, and the value helpers' Visa,
Mastercard, Amex, JCB, UnionPay and Maestro, checked with python-stdnum's `luhn`); the card codes
are Amex's four-digit CIDs only, none read as a year. The IBANs are of Türkiye, Greece, Cyprus,
Iraq, Israel and North Macedonia (a rough count of the country codes in heldouts 5 to 273 finds
Israel in twenty, the fewest, and the others in twenty-one to twenty-four), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Turkish, Japanese and
Spanish lists, each drawn until `Mnemonic(lang).check` accepts it (Turkish phrases it rejects
are redrawn). Every secret is drawn again until it is new and no clean text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import json
import random
import string
import unicodedata
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.gr import amka as gr_amka
from stdnum.gr import vat as gr_vat
from stdnum.jp import in_ as jp_in
from stdnum.tr import tckimlik, vkn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 274_518_663
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
# A draw: (rng, index, template) → the template's fields; "secret" names the planted value.
Draw = Callable[[random.Random, int, str], dict[str, str]]


def _fmt(template: str, fields: dict[str, str]) -> str:
    """``template`` with each ``{name}`` replaced (no other braces are read)."""
    for name, value in fields.items():
        template = template.replace("{" + name + "}", value)
    return template


class _Family:
    """A class of samples: its templates, how one sample's fields are drawn, which is secret."""

    def __init__(self, cls: str, templates: list[str], draw: Draw, key: str) -> None:
        self.cls, self.templates, self.draw, self.key = cls, templates, draw, key

    def take(self, rng: random.Random, n: int, fresh: Callable[[str], bool]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(1000):  # drawn again until the secret is new and in no clean text
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if fresh(secret):
                    break
            out.append(Sample(self.cls, _fmt(template, fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_PLACES = ["Goreme", "Urgup", "Avanos", "Uchisar", "Ortahisar", "Mustafapasa", "Cavusin",
           "Ihlara", "Derinkuyu", "Kaymakli", "Soganli", "Erciyes", "Talas", "Incesu",
           "Sinasos", "Guzelyurt", "Develi", "Yesilhisar"]  # fmt: skip
_GRAPES = ["Emir", "Narince", "Kalecik", "Okuzgozu", "Bogazkere", "Dimrit", "Kolorko"]
_BALLOON = ["Brulor", "Sepet", "Zarf", "Propan", "Halat", "Tepe", "Sabah", "Kalkis"]
_KURD = ["Zozan", "Berfin", "Semal", "Ciya", "Rojbin", "Baran", "Xezal", "Dilsoz", "Befrin"]
_POTTERY = ["camur", "firin", "cark", "testi", "kiremit", "sir", "kizilirmak", "cini"]
_JP = ["fuusen", "kikyu", "asahi", "kumo", "sora", "yuuhi"]
_NAMES = ["Mehmet", "Ayse", "Emre", "Zeynep", "Burak", "Elif", "Hakan", "Selin", "Murat",
          "Gulsum", "Rojda", "Berfin", "Dilan", "Azad", "Welat", "Siyar", "Heval", "Rojhat",
          "Eleni", "Nikos", "Dimitra", "Yannis", "Haruka", "Kenta", "Yui", "Sota"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"


def _gen_groups(g: random.Random) -> str:
    """Four groups of five, as a password manager's generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLACES)}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_BALLOON)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_KURD)}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: f"kysi{g.randrange(20, 90)}kg{g.choice(_SYMBOLS)}{g.choice(_PLACES).lower()}",
    lambda g: f"{g.choice(_GRAPES)}{g.randrange(2015, 2033)}{g.choice(_SYMBOLS)}Mahzen",
    lambda g: "_".join(g.sample(_POTTERY, 2)) + "_" + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_JP)}{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"TC-B{_r(g, UPPER, 2)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{g.choice(_BALLOON)}",
    lambda g: f"{g.choice(_NAMES).lower()}.{g.choice(_PLACES).lower()}.{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM + "!%&?", 16),
    _gen_groups,
    lambda g: f"Peri{g.choice(_SYMBOLS)}{_r(g, LOWER, 3)}{g.randrange(1000, 10_000)}{_r(g, UPPER, 2)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN_CHARS = set(ALNUM + "._~-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN_CHARS and len(value) >= 8)


_SAID = [
    "Göreme flight office chat, 05:02 Burak: the Ultramagic M-160 burner logger password is {pw}",
    "05:40 Hakan: Davis Vantage Pro2 console at the launch field, WeatherLink password {pw}",
    "Emre → ops: Flytec 6030 altimeter sync app, password {pw}",
    "pilot briefing note: Digitech Ballooning instrument web page password {pw}",
    "Teltonika FMB920 on chase truck 3 — configurator password {pw}",
    "Ecowitt GW2000 gateway at Uchisar hill: admin password {pw}",
    "Kayaköşk cave hotel, front desk wiki: Salto ProAccess SPACE password {pw}",
    "night audit note (Ürgüp): VingCard Vision admin password is {pw}",
    "hotel IT handover: MikroTik hAP ax3 in the cellar suite, admin password {pw}",
    "Kayaköşk README: the UniFi controller on the reception NUC, local admin password `{pw}`",
    "Avanos workshop: Skutt KilnLink account password {pw} (kiln no. 2)",
    "Bartlett Genesis controller on the big kiln, wifi setup password → {pw}",
    "Nabertherm MyNabertherm app password for the glaze kiln: {pw}",
    "wine cellar near Nevşehir: Testo Saveris 2 cloud password {pw}",
    "tank room PLC (Siemens LOGO! 8) web password: {pw}",
    "Kayseri apricot yard: Baykon BX25 scale terminal password {pw}",
    "Esit weighbridge PC at the drying yard, Windows password {pw}",
    "Runbook — balloon morning go/no-go\n1. open the Meteoblue multimodel page\n2. log into the ops laptop (user ops)\n3. password {pw}\n4. post GO/NO-GO in the pilots' group by 04:45",
    "Hi Selin,\n\nthe reservations PC in Ürgüp now has the password {pw}. Please delete this mail after you've put it in the vault.\n\nThanks,\nMurat",
    "Incident 2032-08-14: the Avanos kiln controller was open to the internet with password {pw}",
    "voice memo, transcribed: the Ihlara minibus tablet password is {pw} full stop",
    "dictated to the assistant: remember that the cellar tasting-room iPad password is {pw}",
    "can you keep my Odeabank internet banking password? it's {pw}",
    "my Fibabanka mobile password is {pw} now, remember it for me",
    "Yapı Kredi corporate login password for the apricot account: {pw}",
    "note to self — new password for the Hepsipay merchant panel: {pw}",
    "after the reinstall the Elektraweb PMS password became {pw}",
    "the password (for the balloon manifest tablet) is {pw}",
    "Ticket #2291 Kayaköşk: guest Wi-Fi captive portal admin password {pw}, please rotate",
    "Ultramagic service portal: password {pw} — don't forward this",
    "Balon ofisinin bilgisayar şifresi: {pw}",
    "sifre degisti, yeni sfr {pw} kimseye soyleme",
    "Murat: otel resepsiyon pc şifresi {pw} tşk",
    "kanka mahzen tabletinin şifresi {pw}, kimseye söyleme ha",
    "Çömlek atölyesi fırın kontrol paneli parolası: {pw}",
    "kayısı bahçesi kantar pc şfresi → {pw}",
    "Burak abi, pilot laptop şifresi şu: {pw} 🎈",
    "Yeni parola «{pw}» — Selin Hanım'a iletildi",
    "Şîfreya komputera ofîsê {pw} e, ji kesî re nebêje",
    "şîfreya nû ya tabletê: {pw} spas",
    "Rojda: şîfreya min a emailê ev e {pw}",
    "Welat: şîfre ya kantarê {pw}, ji kesî re nebêje heval",
    "Berfin: pêborîna wifiyê nû {pw}",
    "Ο κωδικός του tablet στο λεωφορείο είναι {pw}",
    "Ελένη: ο νέος κωδικός πρόσβασης για το Ihlara tour app: {pw}",
    "κωδικός για το laptop του γραφείου → {pw}, μην το πεις σε κανέναν",
    "Nikos: to kwdikos tou email einai {pw}",
    "kodikos gia to tablet ston Kapadokia: {pw} efxaristo",
    "συνθηματικό του router στο ξενοδοχείο: {pw}",
    "ツアー用タブレットのパスワードは {pw} です",
    "ガイド用メールのパスワード：{pw}（誰にも言わないで）",
    "春香：新しいパスワードは「{pw}」です。ありがとう",
    "ホテルのPCのパスワード → {pw}",
    "健太: 気球オフィスのノートPC、パスワード {pw}",
    "pasuwaado wa {pw} desu, dare ni mo iwanaide ne",
    "Kenta: otel no PC pasuwādo {pw} arigatou",
    "la contraseña del portátil de la oficina de globos es {pw}",
    "das Kennwort für den Kellerei-PC lautet {pw}",
    "le mot de passe de la tablette de l'atelier de poterie est {pw}",
    "password dell'iPad della degustazione: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["burak.pilot", "hakan", "emre.k", "selin", "murat.resepsiyon", "zeynep", "elif.mahzen",
          "ayse.y", "mehmet", "gulsum", "rojda", "berfin.d", "dilan", "azad", "welat", "siyar",
          "heval", "rojhat", "eleni.guide", "nikos", "dimitra.p", "yannis", "haruka", "kenta",
          "yui.t", "sota", "svc-kiln", "ops-balon", "night-audit", "kantar"]  # fmt: skip
_LOGINS = [
    "BiP, 06:10 Hakan: the Teltonika FOTA WEB login is {u} / {pw}",
    "Ticket #2307: {u} locked out of the Skutt KilnLink, last password {pw}",
    "creds for the cellar Saveris are {u} and {pw}",
    "Wiki › Kayaköşk › Reception › Elektraweb: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| VingCard Vision | {u} | {pw} |",
    "sign in to the Baykon terminal as {u} with {pw}",
    "UniFi ssh {u}:{pw}",
    "user: {u}\npass: {pw}",
    "- host: kiln-avanos-2\n  user: {u}\n  password: {pw}",
    "account {u}, password {pw} (Ultramagic portal)",
    "system,user,password\nsalto-space,{u},{pw}",
    "ssh {u}@pms.kayakosk.lan (password {pw})",
    "kullanıcı adı: {u}\nşifre: {pw}",
    "kullanici {u} sifre {pw} tsk",
    "Kullanıcı: {u} / Parola: {pw}",
    "navê bikarhêner {u}, şîfre {pw}",
    "bikarhêner: {u} — şîfreya wê: {pw}",
    "όνομα χρήστη {u}, κωδικός {pw}",
    "username {u} kwdikos {pw}",
    "ユーザー名 {u}　パスワード {pw}",
    "ID：{u}／パス：{pw}",
    "Benutzer {u}, Kennwort {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["peribacasi", "gugercinlik", "kizilirmak", "testi", "pekmez", "kaymakli",
               "ortahisar", "zozan", "berfin", "kalimera", "fuusen", "narince", "dimrit",
               "kayisi", "brulor", "sinasos"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "voice memo: hotel wifi password is {w} and then {d}, no space",
    "for the kiln controller it's {w} with {d} at the end",
    "it's {w}{d}, word and number stuck together",
    "şifre {w} kelimesi, sonra {d}",
    "sifre: {w} yaz, bitisik {d}",
    "şîfre peyva {w} e, paşê {d}",
    "ο κωδικός είναι η λέξη {w} και μετά {d}",
    "パスワードは {w} という単語、そのあとに {d}",
    "kwdikos: {w} kai meta {d}",
    "type {w}, then {d} — that's the cellar iPad password",
    "{w}{d}, that's what I set for the minibus tablet",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "dolt --host dolt.perivadi.lan --user {u} --password '{pw}' --no-tls sql -q 'select * from flights'",
    "ldapvi -h ldap://dc1.perivadi.lan -D 'uid={u},ou=staff,dc=perivadi,dc=lan' -w '{pw}' --bind simple",
    "darcs push https://{u}:{pw}@darcs.perivadi.lan/kiln-recipes",
    "gpgtar --encrypt --symmetric --gpg-args '--batch --passphrase={pw}' -o manifests.gpgtar manifests/",
    "7za a -p'{pw}' -mhe=on guest-passports-2032.7z scans/",
    "bsdtar --format zip --options zip:encryption=aes256 --passphrase '{pw}' -cf cellar-stock.zip stock/",
    "pvesh create /access/users --userid {u}@pve --password '{pw}'",
    "juicefs format --storage s3 --bucket https://s3.perivadi.lan/jfs --access-key {u} --secret-key '{pw}' redis://10.4.0.7:6379/1 photos",
    "networksetup -setairportnetwork en0 Kayakosk-Staff '{pw}'",
    "mysql -h pms-db.kayakosk.lan -u {u} -p'{pw}' elektra",
    "psql 'host=pg.perivadi.lan user={u} password={pw} dbname=flights'",
    "redis-cli -h 10.4.0.9 -a '{pw}' keys 'manifest:*'",
    "curl -u {u}:{pw} https://nas.perivadi.lan/webdav/pilot-logs/",
    "sshpass -p '{pw}' ssh {u}@kiln-avanos-2.perivadi.lan",
    "smbclient //nas.perivadi.lan/mahzen -U '{u}%{pw}'",
    "lftp -u {u},{pw} sftp://files.perivadi.com.tr",
    "rsync -av photos/ rsync://{u}@nas.perivadi.lan/balon --password-file <(echo '{pw}')",
    "mosquitto_pub -h mqtt.perivadi.lan -u {u} -P '{pw}' -t cellar/tank4/temp -m 14.2",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "docker login registry.perivadi.lan -u {u} -p '{pw}'",
    "zip -P '{pw}' pilot-licences.zip licences/*.pdf",
    "openssl enc -aes-256-cbc -pbkdf2 -in manifest.csv -out manifest.enc -pass pass:'{pw}'",
    "xfreerdp /v:reception-pc.kayakosk.lan /u:{u} /p:'{pw}'",
    "echo '{pw}' | sudo -S systemctl restart weewx",
    "keytool -importkeystore -srckeystore pos.p12 -srcstoretype PKCS12 -srcstorepass '{pw}' -destkeystore pos.jks",
    "ipmitool -I lanplus -H 10.4.0.50 -U {u} -P '{pw}' chassis power status",
    "sqlcmd -S tcp:sql.kayakosk.lan -U {u} -P '{pw}' -d Elektra",
    "rabbitmqctl add_user {u} '{pw}'",
    "mongosh 'mongodb://{u}:{pw}@mongo.perivadi.lan:27017/bookings?authSource=admin'",
    "cqlsh cass.perivadi.lan -u {u} -p '{pw}'",
    "echo -e '{pw}\\n{pw}' | passwd {u}",
    "plink -ssh -pw '{pw}' {u}@192.168.77.20",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "ops@balon-laptop:~$ {c}", "root@kiln-avanos-2:~# {c}",
    "history | grep 2031:\n 2031  {c}", "PS C:\\Users\\resepsiyon> {c}",
    "bash_history'den: {c}", "şu komutu çalıştırdım: {c}", "min ev ferman xebitand: {c}",
    "έτρεξα αυτό: {c}", "このコマンドを実行しました：{c}", "runbook step 4:\n    {c}",
    "Ticket #2319, pasted by the integrator: {c}", "README, 'restore the cellar box':\n```\n{c}\n```",
]  # fmt: skip
Taker = Callable[[random.Random, int, Callable[[str], bool]], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": _plain_pw(rng), "u": rng.choice(_USERS)}

    def take(rng: random.Random, n: int, fresh: Callable[[str], bool]) -> list[Sample]:
        samples = _Family(cls, templates, draw, "pw").take(rng, n, fresh)
        return [Sample(s.cls, rng.choice(frames).replace("{c}", s.text), s.secret) for s in samples]

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.perivadi.lan:5432/flights",
    "mysql://{u}:{pw}@pms-db.kayakosk.lan:3306/elektra",
    "mongodb+srv://{u}:{pw}@bookings.perivadi.mongo.lan/?retryWrites=true",
    "redis://:{pw}@10.4.0.9:6379/2",
    "amqp://{u}:{pw}@mq.perivadi.lan:5672/manifests",
    "sftp://{u}:{pw}@files.perivadi.com.tr:22/incoming/",
    "smb://{u}:{pw}@nas.perivadi.lan/mahzen",
    "rtsp://{u}:{pw}@cam-launchfield.perivadi.lan:554/stream1",
    "Server=sql.kayakosk.lan;Database=Elektra;User Id={u};Password={pw};TrustServerCertificate=true",
    "jdbc:postgresql://pg.perivadi.lan:5432/cellar?user={u}&password={pw}",
    "mqtt://{u}:{pw}@mqtt.perivadi.lan:1883",
    "ftp://{u}:{pw}@ftp.kayakosk.com.tr/backup/",
    "https://{u}:{pw}@grafana.perivadi.lan/d/kilns",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "bağlantı cümlesi: {c}", "Ticket #2330: old connection string {c}",
    "keep this for me: {c}", "Wiki › Hotel › Databases: {c}", "接続文字列：{c}",
    "η σύνδεση της βάσης: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "perivadi", "sub": f"acc_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Vendors that heldouts 5 to 273 name in none or one corpus; every key shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Netmera", "NETMERA_REST_API_KEY", _j((ALNUM, 64))),
    ("Ticimax", "TICIMAX_UYE_KODU", _j((UPPER_DIGITS, 32))),
    ("IdeaSoft", "IDEASOFT_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Insider", "INSIDER_API_KEY", _j((HEX, 40))),
    ("Shopier", "SHOPIER_API_SECRET", _j((HEX, 32))),
    ("Cultuzz", "CULTUZZ_API_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Hepsipay", "HEPSIPAY_SECRET_KEY", _j("hp_sk_", (ALNUM, 32))),
    ("Armut", "ARMUT_PARTNER_TOKEN", _j((URLSAFE, 43))),
    ("Birfatura", "BIRFATURA_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Univera", "UNIVERA_API_SECRET", _j((B64, 43), "=")),
    ("Netgsm", "NETGSM_API_KEY", _j((HEX, 32))),
    ("Craftgate", "CRAFTGATE_SECRET_KEY", _j((ALNUM, 32))),
    ("Sipay", "SIPAY_APP_SECRET", _j((HEX, 32))),
    ("Verimor", "VERIMOR_API_KEY", _j((ALNUM, 40))),
    ("Mutlucell", "MUTLUCELL_APIKEY", _j((UPPER_HEX, 40))),
    ("Elektraweb", "ELEKTRAWEB_TOKEN", _vendor_jwt("https://api.elektraweb.com")),
    ("Meteomatics", "METEOMATICS_API_PASSWORD", _j((ALNUM, 20))),
    ("CheckWX", "CHECKWX_API_KEY", _j((HEX, 32))),
    ("AVWX", "AVWX_TOKEN", _j((URLSAFE, 43))),
    ("Aviationstack", "AVIATIONSTACK_ACCESS_KEY", _j((HEX, 32))),
    ("Rakuten Travel", "RAKUTEN_APPLICATION_SECRET", _j((HEX, 40))),
    ("Ikyu", "IKYU_API_KEY", _j((ALNUM, 32))),
    ("Farmonaut", "FARMONAUT_API_KEY", _j((ALNUM, 28))),
    ("Cropio", "CROPIO_USER_API_TOKEN", _j((URLSAFE, 32))),
    ("Money Forward", "MF_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("SmartHR", "SMARTHR_ACCESS_TOKEN", _j("shr_", (HEX, 40))),
    ("Getir", "GETIR_YEMEK_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Yemeksepeti", "YS_CHAIN_SECRET", _j((B64, 43), "=")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker-compose.yml:\n    environment:\n      - {env}={tok}",
    "k8s secret (stringData):\n  {env}: \"{tok}\"",
    "Procfile env, set with: heroku config:set {env}={tok}",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "fly secrets set {env}={tok}",
    "Perivadi ERP › Ayarlar › Entegrasyonlar › {vendor} › API anahtarı: {tok}",
    "Wiki table 'Integrations': | {vendor} | prod | {tok} |",
    "Ticket #2344: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} token for the booking sync is {tok}, the old one is revoked",
    "{vendor} API anahtarı: {tok}",
    "{vendor} api anahtari {tok} kimseye atma",
    "yeni {vendor} API key → {tok} tşk",
    "mifteya API ya {vendor}: {tok}",
    "kilîta API ya {vendor} ev e {tok}, spas",
    "κλειδί API του {vendor}: {tok}",
    "to API key tou {vendor} einai {tok}",
    "{vendor} のAPIキー：{tok}",
    "{vendor} APIキーは {tok} です",
]  # fmt: skip


def _vendors(rng: random.Random, n: int, fresh: Callable[[str], bool]) -> list[Sample]:
    specials: list[tuple[str, Callable[[str], str], Maker]] = [
        ("Netmera", lambda t: f'curl -H "X-netmera-api-key: {t}" https://restapi.netmera.com/rest/3.0/sendBulkNotification', _j((ALNUM, 64))),
        ("Shopier", lambda t: f"$shopier = new Shopier('perivadi_pottery', '{t}');", _j((HEX, 32))),
        ("CheckWX", lambda t: f'requests.get("https://api.checkwx.com/metar/LTAZ", headers={{"X-API-Key": "{t}"}})', _j((HEX, 32))),
        ("Meteomatics", lambda t: f"curl -u 'perivadi_balon:{t}' 'https://api.meteomatics.com/now/wind_speed_10m:ms/38.64,34.83/json'", _j((ALNUM, 20))),
    ]  # fmt: skip
    out = []
    for _vendor, write, make in specials:
        tok = v.until(rng, make, fresh)
        out.append(Sample("vendor_token", write(tok), tok))
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = v.until(rng, make, fresh)
        out.append(
            Sample("vendor_token", _fmt(template, {"vendor": vendor, "env": env, "tok": tok}), tok)
        )
    return out


_BARE_PLACES = ["{t}", "BiP, 07:12 Emre: {t}", "it shows it only once, so here:\n{t}",
                "sakla bunu: {t}", "{t}\n^ new one, the old one is dead", "vê biparêze: {t}",
                "これ保存しておいて：{t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the tank-4 temperature probe: {h}": 32,
    "HMAC secret for the Sipay callback: {h}": 64,
    "Salto ProAccess site key (hex): {h}": 32,
    "pre-shared key of the hotel–cellar IPsec tunnel: {h}": 64,
    "Teltonika FMB920 AES key for the chase truck telemetry: {h}": 32,
    "yedek şifreleme anahtarı: {h}": 64,
    "mifteya şîfrekirinê ya backupê: {h}": 48,
    "κλειδί κρυπτογράφησης του backup: {h}": 64,
    "バックアップの暗号化キー：{h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket #2351: token copied from the browser's network tab {t}",
    "Cookie: lang=tr; kk_session={t}",
    "BOOKING_BRIDGE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token şu: {t}",
    "το token είναι {t}",
    "トークン：{t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@perivadi.com.tr"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.perivadi.com.tr/realms/staff", "azp": "manifest-app",
                   "roles": ["pilot", "ops"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the kiln box, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/rezervasyon.kayakosk.com.tr.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{"PMS_SIGNING_KEY": "{key}", "hotel": "kayakosk"}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_balon <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Ticket #2360, pasted by the e-fatura integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "sunucunun özel anahtarı:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "サーバーの秘密鍵：\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    block = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": block, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus wallet backup, copying it off the card before I shred it: {p}": "english",
    "Ledger recovery sheet for the apricot co-op's wallet\n{p}": "english",
    "voice memo: the Trust Wallet recovery words are {p} and that's all of them": "english",
    "Wiki › Finance › Old wallet (emptied): {p}": "english",
    "cüzdan kurtarma kelimeleri: {p}": "turkish",
    "gizli kelimeler (kimseye söyleme): {p}": "turkish",
    "Binance TR cüzdanı yedek ifadesi → {p}": "turkish",
    "peyvên vegerandina cûzdanê: {p}": "english",
    "φράση ανάκτησης του πορτοφολιού: {p}": "english",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "財布のシードフレーズ（誰にも言わないで）\n{p}": "japanese",
    "frase de recuperación de la cartera: {p}": "spanish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_phrase(rng: random.Random, lang: str, words_n: int) -> str:
    """A phrase ``Mnemonic(lang).check`` accepts (some Turkish ones it rejects are redrawn)."""
    size = {12: 16, 15: 20, 18: 24, 24: 32}[words_n]

    def make(g: random.Random) -> str:
        phrase = str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(size))))
        return unicodedata.normalize("NFC", phrase)

    return v.until(rng, make, _MNEMO[lang].check)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _seed_phrase(rng, _SEED_PLACES[template], [12, 24, 12, 18][index % 4]).split()
    sep = "\u3000" if _SEED_PLACES[template] == "japanese" else " "
    layouts = [
        sep.join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(sep.join(words[k : k + 4]) for k in range(0, len(words), 4)),
        " | ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes``, ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "troy":  # Türkiye's own scheme
        return _card_of(rng, ["979200", "979207", "979223", "979236", "979280"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "BiP, 08:30 Murat: the hotel's card for the Ultramagic spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Ticket #2372: pay the kiln repair with card {c}",
    "kart numaram: {c} skt {mm}/{yy}",
    "kredi kartı no {c}, son kullanma {mm}/{yy}, kimseye verme",
    "hejmara karta min: {c}",
    "αριθμός κάρτας: {c}, λήξη {mm}/{yy}",
    "カード番号：{c}　有効期限 {mm}/{yy}",
    "card for the Rakuten Travel payout test: {c}",
    "kart no → {c} ({mm}/{yy})",
    "numero tis kartas mou: {c}",
]  # fmt: skip
_BRANDS = ["troy", "visa", "mastercard", "amex", "troy", "jcb", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Amex {c}, the four-digit CID above the number: {cvv}",
    "Amex güvenlik kodu (önde, 4 hane): {cvv}",
    "koda ewlehiyê ya Amex (4 hejmar li pêş): {cvv}",
    "ο κωδικός ασφαλείας της Amex (4 ψηφία μπροστά): {cvv}",
    "アメックスのセキュリティコード（表の4桁）：{cvv}",
    "the 4 digits printed on the front of the company Amex: {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    cid = v.until(rng, lambda g: _r(g, D, 4), lambda c: not 1900 <= int(c) <= 2099)
    return {"c": v.grouped(v.card(rng, "amex"), " ", rng), "cvv": cid}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`; 0: a zero), after stdnum's iban.dat.
_IBAN_SHAPES = {"TR": "nnnnn0" + "c" * 16, "GR": "n" * 7 + "c" * 16, "CY": "n" * 8 + "c" * 16,
                "IQ": "aaaa" + "n" * 15, "IL": "n" * 19, "MK": "nnn" + "c" * 10 + "nn"}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice PV-2032-0418: please pay the envelope repair to {i} within 30 days",
    "save the Avanos clay supplier's IBAN: {i}",
    "IBAN: {i}\nAçıklama: kayısı hasadı, Ağustos",
    "BiP #muhasebe: şarapçının yeni IBAN'ı {i}",
    "IBAN numaram {i} tşk",
    "IBAN'a min: {i}",
    "το IBAN μου: {i}",
    "振込先 IBAN：{i}",
    "the Thessaloniki tour agency's IBAN is {i}",
    "Erbil workers' agent, IBAN {i}",
    "Limassol apricot buyer, bank details → IBAN {i}",
    "Skopje glaze supplier: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _tckn(g: random.Random) -> str:
    """A Turkish TC Kimlik No: eleven digits, two check digits (`stdnum.tr.tckimlik`)."""
    return v.until(g, lambda h: h.choice("12345678") + _r(h, D, 10), tckimlik.is_valid)


def _ykn(g: random.Random) -> str:
    """A foreigner's identity number (yabancı kimlik no): 99 and nine digits, the same checks."""
    return v.until(g, lambda h: "99" + _r(h, D, 9), tckimlik.is_valid)


def _vkn(g: random.Random) -> str:
    """A Turkish tax number (VKN): ten digits, a check digit (`stdnum.tr.vkn`)."""
    return v.until(g, lambda h: _r(h, D, 10), vkn.is_valid)


def _amka(g: random.Random) -> str:
    """A Greek AMKA: a birth date (DDMMYY), four digits and a Luhn digit (`stdnum.gr.amka`)."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(60, 100):02d}"
        return born + _r(h, D, 5)

    return v.until(g, make, gr_amka.is_valid)


def _afm(g: random.Random) -> str:
    """A Greek AFM (tax number): nine digits, a check digit (`stdnum.gr.vat`)."""
    return v.until(g, lambda h: h.choice("01") + _r(h, D, 8), gr_vat.is_valid)


def _my_number(g: random.Random) -> str:
    """A Japanese My Number: twelve digits, a check digit (`stdnum.jp.in_`)."""
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 11), jp_in.is_valid)
    return f"{number[:4]} {number[4:8]} {number[8:]}" if g.random() < 0.5 else number


def _tr_passport(g: random.Random) -> str:
    """A Turkish passport: U and eight digits (shape guessed, no check)."""
    return "U" + _r(g, D, 8)


def _tr_licence(g: random.Random) -> str:
    """A Turkish driving licence's document number: six digits (shape guessed, no check)."""
    return g.choice("123456789") + _r(g, D, 5)


def _sgk(g: random.Random) -> str:
    """An SGK workplace registration number: 26 digits (shape guessed, no check)."""
    return "2" + _r(g, D, 25)


def _gr_id(g: random.Random) -> str:
    """A Greek identity card: two Greek capitals and six digits (no check)."""
    return "".join(g.choice("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ") for _ in range(2)) + " " + _r(g, D, 6)


def _gr_passport(g: random.Random) -> str:
    """A Greek passport: two Latin capitals and seven digits (no check)."""
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _jp_passport(g: random.Random) -> str:
    """A Japanese passport: two letters and seven digits (no check)."""
    return g.choice(["TR", "TK", "TZ", "MU"]) + _r(g, D, 7)


def _jp_residence(g: random.Random) -> str:
    """A Japanese residence card number: two letters, eight digits, two letters (no check)."""
    return _r(g, UPPER, 2) + _r(g, D, 8) + _r(g, UPPER, 2)


def _iq_card(g: random.Random) -> str:
    """An Iraqi national card number: twelve digits (shape guessed, no check)."""
    return "19" + _r(g, D, 10)


_ID_PLACES: dict[str, Maker] = {
    "TC kimlik no: {s}": _tckn,
    "Burak'ın TCKN'si {s}, sigorta formu için": _tckn,
    "tc no m {s} kimseye verme": _tckn,
    "pilot's Turkish ID number for the SHGM form: {s}": _tckn,
    "hejmara kimlika min a TC: {s}": _tckn,
    "yabancı kimlik no (Rojhat, geçici koruma): {s}": _ykn,
    "hejmara kimlika biyanî ya Welat: {s}": _ykn,
    "vergi kimlik no (Peri Mahzeni Ltd.): {s}": _vkn,
    "VKN of the Kayseri apricot yard: {s}": _vkn,
    "ΑΜΚΑ της Δήμητρας: {s}": _amka,
    "Eleni's AMKA, for the guide insurance: {s}": _amka,
    "ΑΦΜ μου: {s}": _afm,
    "マイナンバー：{s}": _my_number,
    "Haruka's My Number for the tax withholding form: {s}": _my_number,
    "pasaport no: {s}": _tr_passport,
    "ehliyet belge no {s}": _tr_licence,
    "SGK işyeri sicil no: {s}": _sgk,
    "αριθμός ταυτότητας: {s}": _gr_id,
    "Yannis' passport number: {s}": _gr_passport,
    "旅券番号：{s}": _jp_passport,
    "在留カード番号 {s}": _jp_residence,
    "hejmara karta niştimanî ya Iraqê: {s}": _iq_card,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Elektraweb 2FA recovery codes\n{codes}", "spare sign-in codes for the hotel's Google Workspace {codes}",
            "yedek kodlar (2FA): {codes}", "kodên backupê yên 2FA:\n{codes}",
            "κωδικοί ανάκτησης 2FA: {codes}", "バックアップコード：\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Hepsipay:murat@perivadi.com.tr?secret={s}&issuer=Hepsipay&digits=6",
              "2FA setup key for the Yapı Kredi corporate login: {s}",
              "iki adımlı doğrulama gizli anahtarı: {s}",
              "2段階認証のセットアップキー：{s}"]  # fmt: skip
_CODES = ["{c} is your Odeabank verification code", "Doğrulama kodunuz: {c}. Kimseye söylemeyiniz.",
          "Ο κωδικός επαλήθευσης είναι {c}", "認証コード：{c}", "koda piştrastkirinê: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Kayakosk-Staff", "Kayakosk Guest 5G", "PeriBalon-Ofis", "TurkTelekom_TP7A21",
          "Mahzen-Cellar-2G", "AvanosCamur", "SUPERONLINE_WiFi_5512", "Kayisi Bahcesi",
          "Uchisar-LaunchField", "TTNET_ZyXEL_9QK4"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "cellar network {s}, password {pw}",
    "wifi at the Avanos workshop: {s} / {pw}",
    "the key on the sticker under the Türk Telekom modem: {pw}",
    "wifi şifresi ({s}): {pw}",
    "{s} ağının şifresi {pw} tşk",
    "şîfreya wifiyê {s}: {pw}",
    "ο κωδικός του wifi {s} είναι {pw}",
    "Wi-Fi {s} のパスワード：{pw}",
    "hotspot on the chase truck: SSID {s}, psk {pw}",
    "connmanctl> connect wifi_{s}_psk\nPassphrase? {pw}",
    "Kenta: wifi? \nMurat: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


def _wifi_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    ssid = rng.choice(_SSIDS)
    if "connmanctl" in template:
        ssid = ssid.replace(" ", "-")
    return {"pw": _wifi_key(rng), "s": ssid}


_wifi = _Family("wifi_key", _WIFI_PLACES, _wifi_draw, "pw")


_SPELL_MAKERS = [_j("shr_", (HEX, 24)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("hp_sk_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated on the phone] {t}",
          "(spaced so the preview hides it) {t}", "harf harf okuyorum: {t}",
          "tîp bi tîp: {t}", "一文字ずつ：{t}", "γράμμα γράμμα: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the hotel safe in suite 7: {pw}", "mahzen kapısının şifresi: {pw}",
          "kasa şifresi {pw}, kimseye söyleme", "koda kilîda depoyê: {pw}",
          "ο κωδικός της κλειδαριάς της αποθήκης: {pw}", "倉庫の暗証番号：{pw}",
          "kiln room door keypad takes {pw} then #", "banka kartı PIN'im {pw}",
          "PIN ya karta min: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["balloon", "chimney", "apricot", "terracotta", "canyon", "dovecote", "basket",
                 "burner", "vineyard", "tuff", "kiln", "cellar", "sunrise", "pigeon",
                 "envelope", "clay"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the ops vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "Proton Pass master passphrase: {p}": ".",
            "parola cümlesi (yedek disk): {p}": " ",
            "ana parola → {p}": "_",
            "φράση πρόσβασης του vault: {p}": " ",
            "パスフレーズ：{p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "websocat -H 'Authorization: Basic {v}' wss://telemetry.perivadi.lan/chase": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Bruno request, headers: Authorization: Bearer {v}": False,
    "HAR export of the Cultuzz call: \"authorization\": \"Basic {v}\"": True,
    "Postman console: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "~/.shelldap.rc:\nserver: ldap://dc1.perivadi.lan\nbinddn: cn=admin,dc=perivadi,dc=lan\nbindpass: {pw}",
    "weewx.conf:\n[StdRESTful]\n    [[Wunderground]]\n        station = IGOREM12\n        password = {pw}",
    "/etc/msmtprc:\naccount perivadi\nhost smtp.perivadi.com.tr\nuser alerts@perivadi.com.tr\npassword {pw}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "config.inc.php (Roundcube):\n$config['db_dsnw'] = 'mysql://roundcube:{pw}@localhost/roundcube';",
    "odoo.conf:\n[options]\ndb_user = odoo\ndb_password = {pw}\nadmin_passwd = admin",
    "nextcloud config.php:\n  'dbuser' => 'nc',\n  'dbpassword' => '{pw}',",
    "application.properties:\nspring.datasource.username=booking\nspring.datasource.password={pw}",
    "grafana.ini:\n[security]\nadmin_user = ops\nadmin_password = {pw}",
    "mosquitto passwd source (before mosquitto_passwd -U):\ntank4:{pw}",
    "zabbix_agent2.conf:\nPlugins.Mysql.Sessions.cellar.User=zbx\nPlugins.Mysql.Sessions.cellar.Password={pw}",
    "rclone.conf:\n[nas]\ntype = webdav\nurl = https://nas.perivadi.lan/dav\nuser = ops\npass = {pw}",
    "docker-compose.yml:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    ".env\nAPP_ENV=prod\nDB_USERNAME=kayakosk\nDB_PASSWORD={pw}",
    "hostapd.conf (chase truck hotspot):\nssid=Chase-3\nwpa=2\nwpa_passphrase={pw}",
    "pgbouncer userlist.txt:\n\"booking\" \"{pw}\"",
    "settings.py:\nDATABASES = {'default': {'ENGINE': 'django.db.backends.postgresql', 'USER': 'kiln', 'PASSWORD': '{pw}'}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[05:10] Hakan: laptop şifresi ne?\n[05:11] Burak: {pw}",
    "[06:02] Kenta: cellar wifi password?\n[06:03] Elif: {pw}",
    "Zeynep: {pw} is the new Elektraweb password",
    "Siyar: {pw} — ew şîfreya nû ya kantarê ye",
    "Murat: yeni şifre {pw} 👍",
    "Dimitra: ο νέος κωδικός είναι {pw}",
    "Yui: 新しいパスワードは {pw} だよ",
    "[07:45] Rojhat: şîfre?\n[07:46] Dilan: {pw}",
    "Selin: use {pw}, that's what the VingCard has now",
    "Azad: şîfre {pw} e, spas",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_RECOVERY = [
    "BitLocker recovery key of the reception PC: {k}",
    "kurtarma anahtarı (BitLocker, muhasebe laptopu): {k}",
    "Apple recovery key for the balloon office iPad account: {k}",
    "mifteya vegerandinê: {k}",
]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_ASKS = [
    "hey assistant, remember the kiln box root password: {pw}",
    "asistan, şunu not al: otel NAS şifresi {pw}",
    "アシスタント、覚えておいて：ホテルNASのパスワードは {pw}",
    "θυμήσου τον κωδικό του NAS: {pw}",
]  # fmt: skip
_asks = _Family("assistant_request", _ASKS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_recovery, 4), (_asks, 4),
]  # fmt: skip


def _english_seed(g: random.Random) -> str:
    return _seed_phrase(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Elektraweb admin password is": "{s}", "kiln controller pw:": "{s} (since the firmware update)",
    "şifre:": "{s}", "VingCard password": "{s}\nchange it after the season",
    "şîfreya min": "{s}", "ο κωδικός είναι": "{s}", "パスワードは": "{s} です",
    "parolam": "{s} tşk", "the password Hakan read out over the radio was": "{s}, I think",
    "sifre su": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Netmera API key", "{s}", _j((ALNUM, 64))),
    ("split_token", "CheckWX key:", "{s} (METAR for LTAZ)", _j((HEX, 32))),
    ("split_token", "Cultuzz API token", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Exodus backup words", "{s}", _english_seed),
    ("split_card", "kart numarası", "{s} skt 09/36", lambda g: v.grouped(_card(g, "troy"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "TR"))),
    ("split_backup", "Elektraweb recovery codes", "{s}\nqzrp-4417-mbvd\nhtkw-9021-xnse", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "TC kimlik no", "{s}", _tckn),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"kiln": {"url": "https://kiln-avanos-2.perivadi.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"şifre": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "hakan", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kilns": [{"name": "kiln-1"}, {"name": "kiln-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-h", "pms-db.kayakosk.lan", "-u", "murat", "--password", "{s}", "elektra"]}': ("meta_password", _plain_pw),
    '{"note": "mahzen tabletinin şifresi {s}"}': ("meta_password", _plain_pw),
    '{"κωδικός": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the VingCard as night-audit with the password {s}"}': ("meta_password", _plain_pw),
    '{"netmera": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 64))),
    '{"shopierSecret": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"avwx_token": "{s}"}': ("meta_token", _j((URLSAFE, 43))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "troy"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "GR")),
    '{"guide": {"amka": "{s}"}}': ("meta_id", _amka),
    '{"mfa": {"recovery_codes": ["{s}", "qzrp-4417-mbvd", "htkw-9021-xnse"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"apricot_coop_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cellar_door": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Kayakosk-Staff", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


@functools.cache
def _build() -> tuple[list[Sample], list[FieldPair], list[MetadataSample]]:
    """Every sample, drawn once: each secret new, four characters or more, in no clean text."""
    clean = CLEAN + [json.dumps(d, ensure_ascii=False) for d in CLEAN_METADATA]
    seen: set[str] = set()

    def fresh(secret: str) -> bool:
        if len(secret) < 4 or secret in seen or any(secret in text for text in clean):
            return False
        seen.add(secret)
        return True

    rng = random.Random(SEED)
    samples: list[Sample] = []
    for family, n in _PLAN:
        samples += (
            family.take(rng, n, fresh) if isinstance(family, _Family) else family(rng, n, fresh)
        )

    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    pairs = []
    for cls, first, second, make in rows:
        secret = v.until(rng, make, fresh)
        pairs.append(FieldPair(cls, first, second.replace("{s}", secret), secret))

    rng = random.Random(SEED + 2)
    metadata = []
    for text, (cls, make) in _METADATA.items():
        secret = v.until(rng, make, fresh)
        metadata.append(
            MetadataSample(cls, json.loads(text.replace("{s}", _json_inner(secret))), secret)
        )
    return samples, pairs, metadata


def _json_inner(value: str) -> str:
    """``value`` as it stands inside a JSON string."""
    return json.dumps(value, ensure_ascii=False)[1:-1]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return list(_build()[0])


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    return list(_build()[1])


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    return list(_build()[2])


_WHEEL_SUM = hashlib.sha256(b"weewx-5.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"kilnlink-fw-2.7.3.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/perivadi/manifest-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"manifest: add passenger weight column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pms: revert room-rate rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"flight-log-2032-08-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"cellar-inventory-2032.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the kiln controller password before the inspection on 2032-09-03.",
    "Hakan asked for the launch-field wifi password; it's on the card in the ops drawer.",
    "Policy: Perivadi passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the pilots' group; send a vault link instead.",
    "The `.env.example` line `NETMERA_REST_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Elektraweb PMS asks for a new password every 90 days.",
    "Replace <YOUR_CHECKWX_KEY> in the README with the key from your CheckWX account page.",
    "SHOPIER_API_SECRET and SIPAY_APP_SECRET must be set before the nightly payout sync runs.",
    "Şifreni kimseye söyleme, olur mu?",
    "sifreyi unuttum, yenisini Murat'tan isteyecegim",
    "Şîfreya xwe ji kesî re nebêje.",
    "Μην πεις τον κωδικό σου σε κανέναν.",
    "パスワードは誰にも教えないでください。",
    "Parola en az on dört karakter olmalı.",
    "Ο κωδικός πρέπει να έχει τουλάχιστον δεκατέσσερις χαρακτήρες.",
    "パスワードは14文字以上にしてください。",
    "Upgraded weewx from 5.0 to 5.1.0 and the KilnLink firmware to 2.7.3 over the weekend.",
    f"commit {_COMMIT} adds the passenger weight column to the manifest.",
    f"Rolled back to {_SHORT} after the room-rate rounding broke the invoices.",
    f"requirements.txt: weewx==5.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The KilnLink firmware 2.7.3 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of cellar-inventory-2032.xlsx: {_SHA512}",
    f"The manifest API runs ghcr.io/perivadi/manifest-api@sha256:{_IMAGE}.",
    f"MD5 of flight-log-2032-08-14.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3c9f2e71-8a4b-4d16-b0e5-7f21c8d9a604 is the slow one in the Cultuzz logs.",
    "Purchase order PO-2032-00731 for 12 propane cylinders arrives on Thursday.",
    "Ticket #2291: the cellar suite's air conditioner drips onto the rug again.",
    "Call the Göreme flight office on +90 384 271 52 46 before 04:30.",
    "Balloon TC-BKY flew 62 minutes this morning; max altitude 914 m over Love Valley.",
    "Flight GRM-2032-08-14-07 carried 20 passengers; landing near Çavuşin at 07:02.",
    "METAR LTAZ 140450Z 04004KT CAVOK 14/03 Q1021 — a good morning for flying.",
    "HS code 0813.10 is dried apricots; 2204.21 is wine in containers of 2 litres or less.",
    "Tank 4 of the Narince is at 14.2 °C; the Öküzgözü barrels are at 16 °C.",
    "After five wrong passwords the VingCard system locks the account for 15 minutes.",
    "The Avanos kiln reaches 1 050 °C for the red clay and 1 240 °C for the stoneware glaze.",
    "The secret of Kayseri apricots is the dry wind in late July.",
    "Ask Hakan for the cellar keypad code, I don't have it.",
    "My card ending 4417 was declined at the Ürgüp hardware store.",
    "The Thessaloniki agency wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Elektraweb account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `CHECKWX_API_KEY` in the secrets store, never in the repository.",
    "ISBN 978-975-08-0431-2 is the Cappadocia guidebook at reception; the postcode of Göreme is 50180.",
    "The guest wifi 'Kayakosk Guest' is open in the courtyard, no password needed.",
    "Lot number KYS-2032-0811, 480 kg of sun-dried apricots, moisture 18.5 %.",
    "Route 2 of the Nevşehir city bus goes to Ürgüp every 30 minutes.",
    "Order no. 2032-558-1204 on Shopier: two red-clay jugs, shipped with Aras Kargo.",
    "Room 7 (the cave suite) is booked from 2032-09-12 to 2032-09-15, reservation RSV-48213.",
    "The wine label reads Peri Mahzeni Emir 2031, 12.5 % vol, 750 ml.",
    "BiP 07:20 Selin: the bus to Ihlara leaves at 09:00, bring water.",
    "Welat: roja îniyê em diçin bexçeyê mişmişan, saet 6 an.",
    "Ελένη: το γκρουπ φτάνει στο Γκιόρεμε στις 10:30.",
    "春香：明日の気球ツアーは5時集合です。",
    "Kenta: kikyū tsuā wa ashita no asa 5-ji shūgō desu.",
    "yarın balon uçuşu iptal, rüzgar 15 knot üstünde",
    "The Bitwarden vault for the hotel now has 42 items; audit them in October.",
    "Invoice PV-2032-0419 for the envelope inspection: 18 400 TL, due 2032-10-01.",
    "Chase truck 3, plate 50 ABC 274, needs new tyres before the season ends.",
    "Meteoblue shows 6 km/h at 700 m; Windy agrees. Flight is on.",
    "Remember: the pottery workshop closes at 18:00 on Sundays, kiln no. 2 stays off.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-08-01T05:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/perivadi/kiln", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "weewx", "version": "5.1.0"}}',
    '{"ticket": "2291", "purchase_order": "PO-2032-00731"}',
    '{"lot": {"id": "KYS-2032-0811", "weight_kg": 480, "moisture_pct": 18.5}}',
    '{"phone": "+90 384 271 52 46", "city": "Göreme"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "passengers_today": 184}',
    '{"hs_code": "0813.10", "origin": "TR", "description": "dried apricots"}',
    '{"flight": "GRM-2032-08-14-07", "balloon": "TC-BKY", "landing": "Çavuşin"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
