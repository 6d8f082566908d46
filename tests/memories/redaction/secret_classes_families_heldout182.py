# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-eighty-second corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-eighty-first only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-eighty-third to hundred-and-eighty-fifth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (182604937),
password words (a peak, a height in metres and a sign; a Kabardin or Karachai stallion's name, a
foaling year, a sign and a town; a mineral spring, a water temperature with `C`, a sign and a
number; two Circassian, Balkar or Ossetian dishes joined by dots with a number; leet words of the
trout, the mineral water, khychin, the cable car, the ski pass, the sanatorium, the bus, the
Kabardin horse, the dzhigit and Teberda with a year and a sign; `Kanatka`, a lift's number, a sign,
a town and two digits; `Marshrut`, a route number, a sign and a town; a name, a birth year, a sign
and `Kavkaz`; a town in capitals, a sign and a number; a trout grade and a weight; a generator's
four groups of five; random runs), names, places, templates, tools, vendors and layouts, the way
the staff of Terek-Bzyb Holding (fictional: a mineral-water bottling plant and a sanatorium in
Kislovodsk, ski lifts at Dombay and at Terskol under Cheget, a Kabardin-horse stud and a
hippodrome near Nalchik, a trout farm on the Teberda near Cherkessk, a bus line from Vladikavkaz
through Nalchik and Cherkessk to Maykop, and a credit cooperative in Maykop, with Circassian
diaspora partners in Amman, Kayseri, Düzce and Kfar Kama) leak secrets into an assistant's
memory. The texts are Telegram, WhatsApp, Signal, Max, Viber, Yandex Messenger, Element,
Mattermost, Rocket.Chat, Zulip, Discord and Slack messages, chat logs with times, YouTrack,
Redmine and Yandex Tracker tickets, Outline pages and tables, Obsidian, Google Keep and Apple Notes
notes, an e-mail, a runbook, a README fragment, shell, PowerShell, WSL, tmux, MobaXterm and
Termius prompts, a shell history, a CI log and a cron line, code (Python, Go, Kotlin, C#, PHP,
Rust, Ruby, JavaScript, Swift, Elixir, 1C:Enterprise, Lua and Dart), configs (env files, compose,
a Kubernetes Secret, systemd, Helm, Ansible, Nomad, Terraform, Caddy, pgbouncer, WordPress, Spring,
.NET), voice-memo transcripts, dictated text and requests to the assistant itself; the label's
separators run from a colon, "is" and a dash to an arrow, an emoji (🔑, 👉), a new line, quotes
(`"…"`, `«…»`, backticks), parentheses, brackets, a tab and a table's bar.

Tools, flags, variables and files none of heldouts 5 to 181 names (each grepped for the command,
flag or variable itself): libmemcached's `memcdump`, `memcflush` and `memcrm` with `--password`,
Mercurial's `hg pull --config auth.….password=`, `transmission-daemon --auth … --password`,
`check_mysql_health --password`, `yoyo apply --database postgresql://…`, `knoxite -p`, vmalert's
`-datasource.basicAuth.password=`, Dante's `sockd.conf`, Transmission's `rpc-username`, the
variables `GATE_DB_PASS`, `FEEDER_MQTT_PASSWORD`, `SKIPASS_ACCESS_TOKEN` and `kiosk_db_password`,
and every vendor variable below (`ORANGE_DATA_SIGN_KEY` … `HOSTLAND_TOKEN`). Beside them commands
of lightly used tools (each in one or two earlier corpora): FreeTDS's `bsqldb`, `freebcp`,
`defncopy`, `fisql` and `datacopy`, `ncpmount -P`, mongomirror's `--destinationPassword`,
`webrepl_cli.py -p`, `espota.py -a`, `pptpsetup --password`, `mariadb-import`, `mariadb-binlog`,
`mongoexport`, `sqitch deploy db:pg://…`, `rcon-cli`, `keydb-cli -a`, `amqp-publish --url`,
`check_curl -a`, `check_postgres --dbpass`, `ilorest login`, `nats-server --pass`, `neo4j-admin
dbms set-initial-password`, `yubico-piv-tool -P` (a PIV PIN), `networksetup -setairportnetwork`
and Transmission's `rpc-password`; and common layouts (env files, compose, systemd, Kubernetes
secrets, a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection
strings) in wordings of their own.

About 46 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 179 of 390): Adyghe, Kabardian, Karachay-Balkar, Ossetian (Iron and Digor), Abkhaz,
Nogai, and Russian texting in Cyrillic and in Latin letters, with Turkish, Spanish and Hebrew only
in seed-phrase and id lines. The wordings are the author's approximations, checked by no speaker,
built around a few marker words and the loanwords people there really text (пароль, пасс,
паролыр, паролу, апароль, вайфай, пин-код, токен, логин, сервер, API): Russian texting's `кароч`,
`пасс`, `не пали`, `никому не кидай`, `плз`, `вот`, `сид-фраза`, `двухфакторки`, in Latin letters
`parol`, `pass na`, `vot`, `ne kidai nikomu`, `pzh ne pali`, `po odnoi bukve`; Adyghe `мары`
("here it is"), `джы`, `кӀэ`, `ары`, `зыми ебгъэлъэгъу хъущтэп`, `гущыӀэ`, `етӀанэ`, `бжэ`;
Kabardian `мыращ`, `аращ`, `иджы`, `зыми жумыӀэ`, `фӀыщӀэ`, `шэщ`, `псалъэ`, `иужькӀэ`, `Налшык`;
Karachay-Balkar `энди`, `джангы`, `бу`, `кимге да айтма`, `сау бол`, `деген сёз`, `андан сора`,
`эшик`; Iron `ныр`, `ног`, `у`, `макæмæн æй зæгъ`, `дзырд`, `уый фæстæ`, `Дзæуджыхъæу`,
`дæгъæл`, `дуар`; Digor `нур`, `нæуæг`, `е`, `бузнаг`; Abkhaz `уажәы`, `иҿыцу`, `иҭабуп`, `ажәа
ауп`, `нас`, `ацаԥха`, `ашә`, `Аҟәа`; Nogai `янъа`, `энди`, `мине`, `бир кимсеге айтпа`, `деген
соьз`, `сонъ`, `ашкыш`, `есик`. The Digor lines (`нур`, `е` as "is"), the Abkhaz ones (`ажәа
ауп`, `ацаԥха` for an API key, `Сара сIBAN`), the Nogai `ашкыш`, `мине` and `юриткен`, the
Adyghe `зыми ебгъэлъэгъу хъущтэп`, `Пароль фразэ` and `2FA-м икод резервхэр`, and the
Karachay-Balkar `джибериучу` and `2FA резерв кодланы` are the thinnest guesses.

Vendors (Orange Data, Platforma OFD, Komtet Kassa, Modulkassa, LIFE PAY, Honest Sign, Unitiki,
Avibus, Intickets, Qtickets, Neomatica, Fort Telecom, Sunkid, HorseTelex, EquiLab, Horsebase,
Stablebuzz, Aller Aqua, Medialog, Ariadna, Renovatio, ProDoctorov, DocDoc, Infoclinica,
Faktura.ru, Fincore, Payselection, Best2Pay, ArsenalPay, Payler, Interkassa, Notisend, Altcraft,
ExpertSender, eSputnik, P1SMS, IQSMS, Radist.Online, Flowlu, SalesapCRM, Cloud.ru, Servercore,
Sprinthost, Firstbyte and Hostland) are ones heldouts 5 to 181 do not name (grepped by name). No
vendor shape here is one the author knows to be real: every one is a guess (hex, base64, URL-safe
and alphanumeric runs, UUIDs, a JWT for Honest Sign, `itk_live_`, `snk_`, `fc_live_` and `rdst_`
prefixes, Servercore's run with a six-digit suffix); the JWTs are well-formed, and the BitLocker
recovery key (eight groups of six digits, each a multiple of 11), the Apple recovery key (seven
groups of four) and the Mir (2200–2204) and ArCa (9051) card prefixes follow their published
layouts, as the author believes them.

The ids are kinds heldouts 5 to 181 do not use, except two lightly used ones that carry a check:
Israel's company number (ח.פ., in one earlier corpus), drawn until `stdnum.il.hp` validates its
check digit, and Turkey's VKN (in two), drawn until `stdnum.tr.vkn` validates it. The others are
invented shapes that no library or this file checks (no check-digit algorithm is written here): an
FEI horse id, a Russian stud-book horse passport, a stallion's pedigree (stud) certificate, a South
Ossetian passport, a sanatorium-resort card (санаторно-курортная карта), a work-at-height permit,
a ropeway operator's certificate, a jockey's licence and a mountain instructor-guide's book. Card
numbers pass Luhn (Mir and ArCa prefixes drawn here, and the value helpers' Visa, Mastercard,
UnionPay, Maestro, JCB and Amex, checked with python-stdnum's `luhn`). The IBANs are of countries
used least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 181 (Albania,
Bosnia and Herzegovina, Burundi, the Faroe Islands, Jordan, Liechtenstein, Oman and Yemen, in
fourteen corpora each by that count), drawn until `stdnum.iban` validates them; seed phrases come
from `mnemonic`'s English, Russian, Turkish and Spanish lists, each with a valid checksum. Counts:
390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique), 60
clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
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
from stdnum.il import hp as il_hp
from stdnum.tr import vkn as tr_vkn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 182_604_937
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


_PEAKS = ["Elbrus", "Ushba", "Dombai", "Sofrudzhu", "Belalakaya", "Donguzorun", "Cheget",
          "Kazbek", "Fisht", "Oshten", "Tkhach", "Sulakhat", "Semenov", "Mussa"]  # fmt: skip
_STALLIONS = ["Dzhigit", "Karagez", "Tuman", "Almaz", "Shagdi", "Zurna", "Khazbi", "Yamanai",
              "Bashtau", "Dengiz", "Temir", "Ashamaz"]  # fmt: skip
_SPRINGS = ["Dolomitny", "Sulfatny", "Dzhilysu", "Tamisk", "Zmeyka", "Karmadon", "Tsey",
            "Aushiger", "Kashkhatau", "Narsana", "Kurtat", "Teberda"]  # fmt: skip
_DISHES = ["khychin", "lakum", "fydzhin", "dzykka", "gedlibzhe", "ayran", "kuyrmak", "tsakharajin",
           "chepalgash", "libzhe", "kabdzhyn", "zhyrnys"]  # fmt: skip
_TOWNS = ["Nalchik", "Cherkessk", "Maykop", "Vladikavkaz", "Dombay", "Terskol", "Kislovodsk",
          "Teberda", "Baksan", "Tyrnyauz", "Adygeysk", "Alagir", "Digora", "Karachayevsk",
          "Gudauta", "Terekli"]  # fmt: skip
_NAMES = ["Aslan", "Zalim", "Madina", "Murat", "Zarina", "Soslan", "Tamerlan", "Azret", "Aminat",
          "Beslan", "Fatima", "Astamur", "Eldar", "Khasan", "Zaur", "Dana", "Inal", "Asida",
          "Bagrat", "Nart", "Oleg", "Irina", "Alim", "Mariyam", "Kazbek", "Lyana"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["F0rel", "Narz4n", "Kh1ch1n", "Kan4tka", "Sk1pass", "S4nator1y", "Avt0bus", "Ka8ard",
         "Dz1g1t", "T3b3rda"]  # fmt: skip


def _generator(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PEAKS)}{g.randrange(2800, 5643)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_STALLIONS)}{g.randrange(2009, 2026)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: f"{g.choice(_SPRINGS)}{g.randrange(9, 43)}C{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: ".".join(g.sample(_DISHES, 2)) + "." + str(g.randrange(10, 1000)),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"Kanatka{g.randrange(1, 12)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}{g.randrange(10, 99)}",
    lambda g: f"Marshrut{g.randrange(100, 600)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2008)}{g.choice(_SYMBOLS)}Kavkaz",
    lambda g: f"{g.choice(_TOWNS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: _r(g, ALNUM, 14),
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: f"ForelGrade{g.choice('ABC')}{g.randrange(2, 9)}kg{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English, many separators
    "Telegram, #bottling-line-3: the Krones filler HMI password is {pw}",
    "WhatsApp from Zalim: lift 4 drive cabinet password -> {pw}",
    "Signal, Aminat: sanatorium reception PC password 🔑 {pw}",
    "Max messenger, Eldar: the bus depot's tachograph download station password — {pw}",
    "Viber group 'Trout farm Teberda': oxygen controller password: {pw}",
    "Yandex Messenger, Soslan: the credit co-op back-office password is \"{pw}\"",
    "Element room #stud-farm: the foaling camera NVR password (new) is\n{pw}",
    "Mattermost DM from Irina: ticket kiosk admin password 👉 {pw}",
    "Rocket.Chat, #skipass: turnstile controller password «{pw}»",
    "Zulip stream 'lifts', topic 'Cheget chair': service password ({pw})",
    "Discord, #ops-nalchik: router at the stables, password [{pw}]",
    "Slack DM from Beslan: Kislovodsk pump room SCADA password\t{pw}",
    "YouTrack TBH-412: the label printer on line 2 still has password {pw}, please change",
    "Redmine #3071: bottling-line PLC web password is `{pw}`, needs rotating",
    "Yandex Tracker LIFTS-88: Dombay snow-gun controller password: {pw}",
    "Outline page 'Terskol lift hut', table: | drive PC | admin | {pw} |",
    "Obsidian note 'stud farm': mare-cam NVR — password {pw}",
    "заметка: комп записи на грязевые ванны, пароль {pw}",
    "Google Keep: parol ot prilozheniya kormushek = {pw}",
    "Apple Notes, 'bus line': Vladikavkaz ticket office PC password is {pw}",
    "Hi Murat,\n\nthe new password for the co-op's accounting server is {pw}. Delete this e-mail once it's in the vault.\n\nRegards,\nFatima",
    "Runbook: restart the Dombay gondola ticket gates\n1. open the gate server console\n2. log in as service\n3. password {pw}\n4. restart gate-sync",
    "README (bottling plant, line 3)\nThe filler's web UI is at https://filler3.tbh.lan, admin password `{pw}`.",
    "voice memo, transcribed: the password for the stable office laptop is {pw} full stop",
    "remember this for me please: my co-op online banking password is {pw}",
    "напоминалка: админка вайфая санатория в Кисловодске, пароль {pw}",
    "after the update the chairlift panel's password became {pw}",
    "can you keep the trout farm's feed-order portal password? it's {pw}",
    # Russian, Cyrillic texting
    "кароч пасс от роутера в санатории 👉 {pw}",
    "Мадина: пароль на кассу автовокзала сменила, теперь «{pw}»",
    "пароль к админке канатки №3 — {pw}, никому не кидай",
    "Зайди в бухгалтерию под своим, пасс\n{pw}",
    "Залим, пароль от почты форелевого хозяйства: {pw} (не пали)",
    "новый пароль на линию розлива → {pw}",
    "пароль вот такой: {pw}, на бумажке не пиши плз",
    # Russian in Latin letters
    "parol ot kompa v konyushne: {pw}",
    "Aslan: pass na kassu teper {pw}, ne kidai nikomu",
    "parol adminki skipassov -> {pw}",
    "vot parol ot pochty sanatoriya: {pw} pzh ne pali",
    "novyi parol na rozliv {pw}",
    # Adyghe
    "Си почтэ ипароль мары: {pw}",
    "Бэслъэн: розлив линием ипароль джы {pw}",
    "Пароль кӀэр мары — {pw}, зыми ебгъэлъэгъу хъущтэп",
    "Мыекъуапэ офисым икомпьютер ипароль: {pw}",
    # Kabardian
    "Шэщым и компьютерым и паролыр иджы {pw}",
    "Мурат: паролыр мыращ: {pw}, зыми жумыӀэ",
    "Налшык автовокзалым и кассэм и паролыр → {pw}",
    "Иджы паролыр «{pw}», фӀыщӀэ",
    # Karachay-Balkar
    "Теберди форель юйню компьютерини паролу энди {pw}",
    "Азрет: джангы пароль бу: {pw}, кимге да айтма",
    "Домбайдагъы канат джолну админ паролу → {pw}",
    "Сау бол! Пароль: {pw}",
    # Ossetian (Iron)
    "Мæ постæн пароль ныр у {pw}",
    "Алан: санаторийы кассæйы ног пароль — {pw}, макæмæн æй зæгъ",
    "Дзæуджыхъæуы автовокзалы компьютеры пароль: {pw}",
    # Ossetian (Digor)
    "Мæ почтæ пароль нур е {pw}",
    "Тамерлан: нæуæг пароль — {pw}, бузнаг",
    # Abkhaz
    "Сыпочта апароль уажәы: {pw}",
    "Астамур: апароль иҿыцу — {pw}, иҭабуп",
    "Аҟәа автовокзал акасса апароль: {pw}",
    # Nogai
    "Эльдар: автобус диспетчер компьютердинъ янъа пароли {pw}",
    "Энди пароль мине: {pw}",
    "Пароль {pw}, бир кимсеге айтпа",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aslan.k", "zalim", "madina.t", "murat", "zarina.b", "soslan", "tamerlan", "azret",
          "aminat", "beslan.sh", "fatima", "astamur", "eldar", "khasan", "zaur.g", "dana",
          "inal", "asida", "bagrat", "nart", "irina.p", "alim", "svc-lifts", "svc-bottling",
          "kassir2", "dispatcher"]  # fmt: skip
_LOGINS = [
    "Telegram, Zalim: the turnstile server login is {u} / {pw}",
    "YouTrack TBH-431: {u} locked out of the filler HMI, last password {pw}",
    "user {u} pass {pw}",
    "Outline › Lifts › Cheget › drive PC: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| ticket kiosk | {u} | {pw} |",
    "sign in to the sanatorium booking system as {u} with {pw}",
    "creds for the depot's fuel card portal: {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: filler3.tbh.lan\n  username: {u}\n  password: {pw}",
    "логин {u} / пасс {pw}",
    "логин: {u}, пароль: {pw} (для кассы)",
    "login {u}, parol {pw}",
    "Логиныр {u}, паролыр мыращ: {pw}",
    "Логин {u}, пароль кӀэр {pw}",
    "Логин {u}, джангы паролу {pw}",
    "Логин {u}, пароль ныр у {pw}",
    "Алогин {u}, апароль {pw}",
    "Логин {u}, янъа пароли {pw}",
    "system,user,password\nskipass-db,{u},{pw}",
    "учётка в Element: {u}, пароль {pw}",
    "ssh {u}@gates.tbh.lan (password {pw})",
    "Beslan says the co-op's CBS account is {u} and the password is {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["khychin", "lakum", "fydzhin", "dzykka", "gedlibzhe", "chepalgash", "kuyrmak",
               "kabardin", "karachai", "forel", "narzan", "kanatka", "teberda", "elbrus",
               "ushba", "sofrudzhu"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then the number {d}",
    "password: first {w}, and straight after it {d}",
    "voice memo: the stable wifi password is {w} and then {d}, no space",
    "type {w}, then {d}, that's the kiosk password",
    "it's {w}{d}, the word and the digits joined",
    "пароль — это слово {w} маленькими буквами, потом {d}",
    "parol: slovo {w}, potom cifry {d}",
    "Паролыр {w} псалъэрщ, иужькӀэ {d}",
    "Пароль {w} гущыӀэр ары, етӀанэ {d}",
    "Пароль {w} деген сёз, андан сора {d}",
    "Пароль у {w} дзырд, уый фæстæ {d}",
    "Апароль {w} ажәа ауп, нас {d}",
    "Пароль {w} деген соьз, сонъ {d}",
    "spell it for me later: {w}{d} is the ski-rental till password",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 5 + 3) % len(_SAID_WORDS)]  # no word twice
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "memcdump --servers=memc.tbh.lan:11211 --binary --username={u} --password='{pw}'",
    "memcflush --servers=memc.tbh.lan --binary --username={u} --password={pw}",
    "memcrm --servers=memc.tbh.lan --binary --username={u} --password='{pw}' skipass:session:4471",
    "hg pull https://hg.tbh.lan/lift-scada --config auth.tbh.prefix=hg.tbh.lan --config auth.tbh.username={u} --config auth.tbh.password={pw}",
    "transmission-daemon --auth --username {u} --password '{pw}' --port 9091 --download-dir /srv/cams",
    "check_mysql_health --hostname db.tbh.lan --username {u} --password '{pw}' --mode connection-time",
    "yoyo apply --database postgresql://{u}:{pw}@pg.tbh.lan/sanatorium ./migrations",
    "knoxite -r /srv/backup/stud -p '{pw}' store latest /srv/studbook",
    "vmalert -rule=/etc/vmalert/*.yml -datasource.url=http://vm.tbh.lan:8428 -datasource.basicAuth.username={u} -datasource.basicAuth.password='{pw}'",
    "bsqldb -S TBHSQL -U {u} -P '{pw}' -i tickets.sql",
    "freebcp dbo.Tickets out tickets.bcp -S TBHSQL -U {u} -P '{pw}' -c",
    "defncopy -S TBHSQL -U {u} -P '{pw}' -D Coop dbo.Loans",
    "fisql -S TBHSQL -U {u} -P '{pw}' -i report.sql",
    "ncpmount -S OLDNW -U {u} -P '{pw}' /mnt/netware",
    "mongomirror --host rs0/mongo-a.tbh.lan:27017 --destination rs1/atlas.tbh.lan:27017 --destinationUsername {u} --destinationPassword '{pw}'",
    "webrepl_cli.py -p '{pw}' boot.py 10.40.7.21:/boot.py",
    "espota.py -i 10.40.7.33 -p 3232 -a '{pw}' -f feeder-fw.bin",
    "pptpsetup --create tbh-office --server vpn.tbh.ru --username {u} --password '{pw}' --encrypt",
    "datacopy -t -S TBHSQL/{u}/{pw}/Coop/dbo.Members -D TBHSQL2/{u}/{pw}/Coop/dbo.Members",
    "mariadb-import --host=db.tbh.lan --user={u} --password='{pw}' --local skipass passes.csv",
    "mariadb-binlog --read-from-remote-server --host=db.tbh.lan --user={u} --password='{pw}' mysql-bin.000233",
    "mongoexport --host mongo.tbh.lan --username {u} --password '{pw}' --db studbook --collection foals --out foals.json",
    "sqitch deploy db:pg://{u}:{pw}@pg.tbh.lan/coop",
    "rcon-cli --host 10.40.9.5 --port 25575 --password '{pw}' list",
    "keydb-cli -h keydb.tbh.lan -a '{pw}' info replication",
    "amqp-publish --url=amqp://{u}:{pw}@mq.tbh.lan:5672/ -r gate.events -b 'ping'",
    "check_curl -H kiosk.tbh.lan -S -a {u}:{pw} -u /health",
    "check_postgres --action=connection --host=pg.tbh.lan --dbuser={u} --dbpass='{pw}'",
    "ilorest login ilo-sanatorium.tbh.lan -u {u} -p '{pw}'",
    "nats-server --user {u} --pass '{pw}' -p 4222",
    "neo4j-admin dbms set-initial-password '{pw}'",
    "yubico-piv-tool -a verify-pin -P {pw}",
]  # fmt: skip
_CLI_PIN = {"yubico-piv-tool -a verify-pin -P {pw}"}
_SHELLS = [
    "{c}", "$ {c}", "root@gates:~# {c}", "aslan@bottling-srv:~$ {c}", "PS C:\\ops> {c}",
    "MobaXterm, session 'Terskol': {c}", "Termius → nalchik-depot: {c}",
    "Windows Terminal (WSL) ~/coop $ {c}", "tmux pane 2, lift-scada: {c}",
    "history | tail:\n  512  {c}", "GitLab CI job log:\n$ {c}", "cron line: 15 3 * * * {c}",
    "вот что я запускал: {c}", "vot komanda kotoruyu ya zapuskal: {c}", "Командэу сэ сыгъэфедагъэр: {c}",
    "Мурат зэрихьа командэр: {c}", "Азрет джибериучу команда: {c}", "Команда, кæцы ныккодтон: {c}",
    "Акоманда: {c}", "Эльдар юриткен команда: {c}", "komanda dlya bekapa: {c}", "запускал так: {c}",
]  # fmt: skip


def _cli_take(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CLI, n):
        secret = _r(rng, D, 6) if template in _CLI_PIN else _plain_pw(rng)
        text = template.format(pw=secret, u=rng.choice(_USERS))
        out.append(Sample("cli_password", rng.choice(_SHELLS).format(c=text), secret))
    return out


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_URLS = [
    "postgresql://{u}:{pw}@pg.tbh.lan:5432/sanatorium",
    "mysql://{u}:{pw}@db.tbh.lan:3306/skipass",
    "mongodb+srv://{u}:{pw}@studbook.tbh.lan/foals?retryWrites=true",
    "redis://{u}:{pw}@redis.tbh.lan:6379/3",
    "amqp://{u}:{pw}@mq.tbh.lan:5672/gates",
    "rtsp://{u}:{pw}@cam-foaling2.tbh.lan:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@ftp.tbh.ru/bottling/labels/",
    "clickhouse://{u}:{pw}@ch.tbh.lan:9000/telemetry",
    "Server=sql.tbh.lan;Database=Coop;User Id={u};Password={pw};TrustServerCertificate=true",
    "jdbc:postgresql://pg.tbh.lan:5432/buses?user={u}&password={pw}",
    "mqtt://{u}:{pw}@mqtt.tbh.lan:1883",
    "https://{u}:{pw}@nexus.tbh.lan/repository/pypi/simple",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "строка подключения: {c}",
    "stroka podklyucheniya: {c}", "YouTrack TBH-455: {c}", "Outline page 'Databases': {c}",
    "Подключение базэм: {c}", "connection string, Yandex Tracker BUS-12: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "terek-bzyb", "sub": f"org_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "codes:read orders:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Orange Data", "ORANGE_DATA_SIGN_KEY", _j((B64, 64))),
    ("Platforma OFD", "PLATFORMA_OFD_TOKEN", _j((HEX, 40))),
    ("Komtet Kassa", "KOMTET_SHOP_SECRET", _j((ALNUM, 32))),
    ("Modulkassa", "MODULKASSA_PASSWORD", _j((ALNUM, 24))),
    ("LIFE PAY", "LIFEPAY_API_KEY", _j((HEX, 32))),
    ("Honest Sign", "HONEST_SIGN_TOKEN", _vendor_jwt("https://markirovka.example")),
    ("Unitiki", "UNITIKI_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Avibus", "AVIBUS_SECRET", _j((UPPER_HEX, 32))),
    ("Intickets", "INTICKETS_API_TOKEN", _j("itk_live_", (ALNUM, 32))),
    ("Qtickets", "QTICKETS_TOKEN", _j((URLSAFE, 43))),
    ("Neomatica", "NEOMATICA_API_KEY", _j((HEX, 64))),
    ("Fort Telecom", "FORT_MONITOR_TOKEN", _j((ALNUM, 40))),
    ("Sunkid", "SUNKID_CLOUD_KEY", _j("snk_", (LOWER_DIGITS, 36))),
    ("HorseTelex", "HORSETELEX_API_KEY", _j((ALNUM, 28))),
    ("EquiLab", "EQUILAB_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Horsebase", "HORSEBASE_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Stablebuzz", "STABLEBUZZ_API_KEY", _j((HEX, 40))),
    ("Aller Aqua", "ALLERAQUA_PORTAL_KEY", _j((UPPER_DIGITS, 32))),
    ("Medialog", "MEDIALOG_API_SECRET", _j((B64, 44))),
    ("Ariadna", "ARIADNA_MIS_TOKEN", _j((HEX, 48))),
    ("Renovatio", "RENOVATIO_API_KEY", _j((ALNUM, 32))),
    ("ProDoctorov", "PRODOCTOROV_TOKEN", _j((HEX, 32))),
    ("DocDoc", "DOCDOC_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Infoclinica", "INFOCLINICA_SECRET", _j((ALNUM, 40))),
    ("Faktura.ru", "FAKTURA_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Fincore", "FINCORE_API_KEY", _j("fc_live_", (ALNUM, 30))),
    ("Payselection", "PAYSELECTION_SECRET_KEY", _j((HEX, 64))),
    ("Best2Pay", "BEST2PAY_PASSWORD", _j((ALNUM, 20))),
    ("ArsenalPay", "ARSENALPAY_CALLBACK_KEY", _j((HEX, 32))),
    ("Payler", "PAYLER_KEY", lambda g: v.uuid4(g, "b")),
    ("Interkassa", "INTERKASSA_SECRET_KEY", _j((ALNUM, 32))),
    ("Notisend", "NOTISEND_API_KEY", _j((HEX, 32))),
    ("Altcraft", "ALTCRAFT_TOKEN", _j((B64, 60))),
    ("ExpertSender", "EXPERTSENDER_API_KEY", _j((ALNUM, 20))),
    ("eSputnik", "ESPUTNIK_API_KEY", _j((UPPER_HEX, 32))),
    ("P1SMS", "P1SMS_API_KEY", _j((ALNUM, 60))),
    ("IQSMS", "IQSMS_PASSWORD", _j((ALNUM, 18))),
    ("Radist.Online", "RADIST_API_KEY", _j("rdst_", (URLSAFE, 40))),
    ("Flowlu", "FLOWLU_API_KEY", _j((ALNUM, 64))),
    ("SalesapCRM", "SALESAP_API_TOKEN", _j((URLSAFE, 50))),
    ("Cloud.ru", "CLOUDRU_SECRET_KEY", _j((HEX, 32))),
    ("Servercore", "SERVERCORE_API_TOKEN", _j((ALNUM, 40), "_", (D, 6))),
    ("Sprinthost", "SPRINTHOST_API_KEY", _j((HEX, 40))),
    ("Firstbyte", "FIRSTBYTE_API_KEY", _j((ALNUM, 36))),
    ("Hostland", "HOSTLAND_TOKEN", _j((LOWER_DIGITS, 48))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker-compose.yml:\n    environment:\n      - {env}={tok}",
    "systemd unit override:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "kubectl create secret generic tbh-int --from-literal={env}={tok}",
    "GitLab CI/CD variable {env}, value {tok}",
    "Helm values.yaml:\n  extraEnv:\n    {env}: \"{tok}\"",
    "TBH ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Outline table 'Integrations': | {vendor} | prod | {tok} |",
    "YouTrack TBH-470: {vendor} integration broken, current key {tok}",
    "Telegram, Zalim: {vendor} key for the ticket sync: {tok}",
    "please remember my {vendor} API key: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "ключ API {vendor} для кассы: {tok}",
    "токен {vendor} — {tok}, не пали",
    "klyuch API {vendor}: {tok}",
    "token {vendor}: {tok} ne pali",
    "{vendor}: API-ключ {tok} (прод)",
    "{vendor} итокен мары: {tok}",
    "{vendor} и API ключыр мыращ: {tok}",
    "{vendor} API ачхычы энди: {tok}",
    "{vendor}-ы API дæгъæл: {tok}",
    "{vendor} API ацаԥха: {tok}",
    "{vendor} API ашкыш: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    honest = _vendor_jwt("https://markirovka.example")(rng)
    orange = _r(rng, B64, 64)
    payler = v.uuid4(rng, "b")
    unitiki = v.uuid4(rng, "8")
    neomatica = _r(rng, HEX, 64)
    fincore = "fc_live_" + _r(rng, ALNUM, 30)
    return [
        Sample("vendor_token", f'r = httpx.post("https://api.markirovka.example/v4/codes", headers={{"Authorization": "Bearer {honest}"}})', honest),
        Sample("vendor_token", f'client := orangedata.NewClient("tbh-bottling", "{orange}")', orange),
        Sample("vendor_token", f'val payler = PaylerClient(merchantKey = "{payler}")', payler),
        Sample("vendor_token", f'var unitiki = new UnitikiApi(new Uri("https://api.unitiki.example"), "{unitiki}");', unitiki),
        Sample("vendor_token", f"$neo = new NeomaticaClient('tbh-buses', '{neomatica}');", neomatica),
        Sample("vendor_token", f'let fincore = Fincore::new("{fincore}");', fincore),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    chosen = [(vendor, rng.choice(_NAMED)) for vendor in rng.sample(_VENDORS, n - len(out))]
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_CODE = [
    '# пароль к базе скипассов, временно\nSKIPASS_DB = {{"host": "db.tbh.lan", "user": "skipass", "password": "{pw}"}}',
    'db, _ := sql.Open("postgres", "host=pg.tbh.lan user=coop password={pw} dbname=coop")',
    'val dataSource = HikariDataSource().apply {{ username = "studbook"; password = "{pw}" }}',
    'var conn = new NpgsqlConnection("Host=pg.tbh.lan;Username=buses;Password={pw};Database=buses");',
    "$pdo = new PDO('mysql:host=db.tbh.lan;dbname=sanatorium', 'booking', '{pw}');",
    'let pool = PgPool::connect("postgres://gates:{pw}@pg.tbh.lan/gates").await?;',
    "Redis.new(host: \"redis.tbh.lan\", password: \"{pw}\")",
    "const transport = nodemailer.createTransport({{ host: 'smtp.tbh.ru', auth: {{ user: 'noreply@tbh.ru', pass: '{pw}' }} }});",
    'let config = MQTTConfig(host: "mqtt.tbh.lan", username: "feeder", password: "{pw}")',
    'config :tbh, Tbh.Repo, username: "lifts", password: "{pw}", hostname: "pg.tbh.lan"',
    'Соединение = Новый HTTPСоединение("api.tbh.lan", 443, "obmen", "{pw}", , , Новый ЗащищенноеСоединениеOpenSSL);',
    'local red = redis:new(); red:connect("10.40.0.8", 6379); red:auth("{pw}")',
    "final db = await Connection.open(Endpoint(host: 'pg.tbh.lan', database: 'trout', username: 'farm', password: '{pw}'));",
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw), "pw")


_BARE_PLACES = ["{t}", "Telegram: {t}", "it only shows it once, so here:\n{t}", "вот токен: {t}",
                "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the trout-pond oxygen probe P-07 (OTAA): {h}": 32,
    "HMAC secret for the ticket-kiosk payment callback: {h}": 64,
    "AES key of the turnstile card readers (MIFARE DESFire, hex): {h}": 32,
    "Modbus gateway's pre-shared key on the bottling line: {h}": 64,
    "ключ шифрования бэкапа студбука: {h}": 64,
    "shifrovanie bekapa, klyuch: {h}": 48,
    "Бэкапым иключ: {h}": 64,
    "encryption key of the bus validators' SAM profile, hex: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "YouTrack TBH-482: token copied out of the browser's network tab {t}",
    "Cookie: lang=ru; tbh_session={t}",
    "SKIPASS_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токен доступа: {t}",
    "tokin: {t}",
    "Итокен мары: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@tbh.ru"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.tbh.ru/realms/tbh", "azp": "skipass-console",
                   "roles": ["kassa", "lifts"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the gate server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/kiosk.tbh.ru.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"FISCAL_SIGN_PRIVATE_KEY": "{key}", "kkt": "0004123"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_lifts <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Redmine #3090, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "приватный ключ сервера касс:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the co-op's bank file exchange:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet recovery phrase of the co-op's old USDT wallet: {p}": "english",
    "seed phrase, copying it off the card before I burn it:\n{p}": "english",
    "voice memo: the Exodus recovery words are {p} and that's all of them": "english",
    "Outline page 'Crypto (retired)': {p}": "english",
    "сид-фраза от кошелька Tonkeeper: {p}": "russian",
    "фраза восстановления, кошелёк бухгалтерии: {p}": "russian",
    "Кошелёкым исид-фраз: {p}": "russian",
    "Mnemonic: {p}": "russian",
    "Kayseri'deki Çerkes derneğinin cüzdanı, kurtarma kelimeleri: {p}": "turkish",
    "Ledger kurtarma ifadesi: {p}": "turkish",
    "frase semilla de la billetera de la tienda de Amán: {p}": "spanish",
    "seed words (Spanish list, Ramón's old wallet): {p}": "spanish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " | ".join(words),
        " ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
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
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    if brand == "arca":
        return _card_of(rng, ["905105", "905110"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Telegram, Fatima: the co-op card for the lift spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "YouTrack TBH-490: pay the snow-gun service visit with card {c}",
    "номер карты: {c}, до {mm}/{yy}",
    "nomer karty {c} srok {mm}/{yy}",
    "Си картэ номерыр: {c}",
    "Картамы номери: {c}, {mm}/{yy}",
    "Мæ картæйы номыр: {c}",
    "Акарта аномер: {c}, {mm}/{yy}",
    "Картамнынъ номери: {c}",
    "card for the stud-farm feed order: {c} ({mm}/{yy})",
]  # fmt: skip
_BRANDS = ["mir", "visa", "mastercard", "unionpay", "arca", "maestro", "jcb", "amex"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 05/36, CVC {cvv}",
               "CVC с оборота: {cvv}",
               "Amex {c}, the four-digit code above the number: {cvv}",
               "kod na obratnoi storone karty {cvv}",
               "Картаны артында юч цифра: {cvv}",
               "the three digits by the signature strip are {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 181; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"AL": "n" * 8 + "c" * 16, "BA": "n" * 16, "BI": "n" * 23, "FO": "n" * 14,
                "JO": "aaaa" + "nnnn" + "c" * 18, "LI": "n" * 5 + "c" * 12, "OM": "nnn" + "c" * 16,
                "YE": "aaaa" + "nnnn" + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TBH-2032-207: pay the Amman Circassian crafts shop to {i} within 30 days",
    "save the Tirana mineral-water distributor's IBAN: {i}",
    "IBAN: {i}\nReference: horse transport, May",
    "Telegram #treasury: the Vaduz ski-lift parts supplier's new bank details, IBAN {i}",
    "IBAN для оплаты: {i}",
    "IBAN poluchatelya {i}",
    "Си IBAN: {i}",
    "IBAN-ым: {i}",
    "Мæ IBAN: {i}",
    "Сара сIBAN: {i}",
    "Менинъ IBAN: {i}",
    "Sarajevo trout-feed importer, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _il_company(g: random.Random) -> str:
    """An Israeli company number (ח.פ.): 51 and seven digits, its check digit by stdnum."""
    return v.until(g, lambda h: "51" + _r(h, D, 7), il_hp.is_valid)


def _tr_vkn(g: random.Random) -> str:
    """A Turkish tax number (VKN): ten digits whose last is its check digit."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 9), tr_vkn.is_valid)


def _fei_horse(g: random.Random) -> str:
    """An FEI horse id: three digits, two capitals, two digits (no check)."""
    return f"{g.choice(['103', '104', '105', '106'])}{_r(g, UPPER, 2)}{_r(g, D, 2)}"


def _horse_passport(g: random.Random) -> str:
    """A Russian stud-book horse passport: a breed code and six digits (no check)."""
    return f"{g.choice(['КБР', 'КЧР', 'КАБ'])}-{_r(g, D, 6)}"


def _stud_certificate(g: random.Random) -> str:
    """A pedigree (stud) certificate number: two capitals and seven digits (no check)."""
    return f"{g.choice(['ПС', 'PS'])}{_r(g, D, 7)}"


def _so_passport(g: random.Random) -> str:
    """A South Ossetian passport: two digits, a space and six digits (no check)."""
    return f"{g.randrange(10, 100)} {_r(g, D, 6)}"


def _resort_card(g: random.Random) -> str:
    """A sanatorium-resort card (санаторно-курортная карта) number: a clinic code and serial."""
    return f"{_r(g, D, 4)}/{_r(g, D, 6)}"


def _height_permit(g: random.Random) -> str:
    """A work-at-height permit (lift maintenance): three digits, a dash, four (no check)."""
    return f"{g.choice('123456789')}{_r(g, D, 2)}-{_r(g, D, 4)}"


def _ropeway_cert(g: random.Random) -> str:
    """A ropeway operator's certificate: KD, two digits, a dash and five digits (no check)."""
    return f"КД{_r(g, D, 2)}-{_r(g, D, 5)}"


def _jockey_licence(g: random.Random) -> str:
    """A jockey's licence at a hippodrome: ZhL, a dash and five digits (no check)."""
    return f"ЖЛ-{_r(g, D, 5)}"


def _guide_book(g: random.Random) -> str:
    """A mountain guide's instructor book number: two capitals and six digits (no check)."""
    return f"{_r(g, UPPER, 2)}{_r(g, D, 6)}"


_ID_PLACES: dict[str, Maker] = {
    "Israeli company number (ח.פ.) of the Kfar Kama felt workshop, for the invoice: {s}": _il_company,
    "ח.פ. של הסדנה בכפר כמא: {s}": _il_company,
    "VKN of the Kayseri horse-tack supplier: {s}": _tr_vkn,
    "Vergi Kimlik No (Düzce'deki tedarikçi): {s}": _tr_vkn,
    "FEI ID of the stallion Dzhigit for the Pyatigorsk show: {s}": _fei_horse,
    "паспорт лошади (кобыла Зурна) №: {s}": _horse_passport,
    "Шы паспортым иномер: {s}": _horse_passport,
    "племенное свидетельство жеребца: {s}": _stud_certificate,
    "Мæ паспорт (Хуссар Ирыстон) номыр: {s}": _so_passport,
    "санаторно-курортная карта №{s}, на заезд 12 июня": _resort_card,
    "udostoverenie na vysotu (3 gruppa): {s}": _height_permit,
    "удостоверение машиниста канатной дороги: {s}": _ropeway_cert,
    "жокейская лицензия Тамерлана (Нальчикский ипподром): {s}": _jockey_licence,
    "книжка инструктора-проводника Азрета: {s}": _guide_book,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Yandex ID backup codes\n{codes}", "spare sign-in codes for the co-op's Google Workspace {codes}",
            "GitLab recovery codes: {codes}", "резервные коды двухфакторки:\n{codes}",
            "rezervnye kody 2FA: {codes}", "2FA резерв кодланы: {codes}",
            "2FA-м икод резервхэр: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/TBH%20SSO:madina@tbh.ru?secret={s}&issuer=TBH%20SSO&digits=6",
              "Aegis, manual setup key for the Payselection dashboard: {s}",
              "секретный ключ 2FA для Госуслуг бухгалтерии: {s}",
              "2FA klyuch dlya pochty: {s}",
              "TOTP secret of the lift-scada VPN: {s}",
              "2FA-м исекрет ключ: {s}"]  # fmt: skip
_CODES = ["{c} is your TBH SSO verification code", "Код подтверждения: {c}. Никому не сообщайте",
          "kod iz sms {c}, skazhi bystro", "Use {c} to sign in to Faktura.ru",
          "Кодыр {c}, зыми жумыӀэ"]  # fmt: skip
_RECOVERY = ["BitLocker recovery key of the kiosk laptop: {k}",
             "Apple ID recovery key: {k}",
             "ключ восстановления BitLocker ноутбука кассы: {k}",
             "Proton recovery phrase code for the co-op mailbox: {k}",
             "Bitwarden recovery code: {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        key = "-".join(str(rng.randrange(0, 65536) * 11).zfill(6) for _ in range(8))
    elif "Apple" in template:
        key = "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))
    elif "Bitwarden" in template:
        key = "-".join(_r(rng, LOWER_DIGITS, 4) for _ in range(7))
    else:
        key = "-".join(_r(rng, UPPER_DIGITS, 5) for _ in range(5))
    return {"k": key}


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")
_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["TBH-Stables", "Sanatoriy-Staff-5G", "Kanatka-Dombay-2G", "Forel-Teberda",
          "Rostelecom_Nalchik_5G", "MTS_Terskol_Hut", "Rozliv-Line3", "Avtovokzal-Vladik",
          "KPK-Maykop-Office", "Cheget-Kassa", "Gudauta-Depot"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "сеть в конюшне {s}, пароль {pw}",
    "wifi at the lift hut: {s} / {pw}",
    "вайфай {s}, пасс {pw}",
    "wifi {s} parol {pw}",
    "Вайфайм ({s}) ипароль: {pw}",
    "Вайфай {s}, паролыр мыращ {pw}",
    "Вайфай {s}, паролу: {pw}",
    "Вайфай {s}, пароль ныр у {pw}",
    "Авайфаи {s} апароль: {pw}",
    "Вайфай {s}, пароли мине {pw}",
    "the key printed under the Rostelecom box: {pw}",
    "trout-farm feeders' wifi: ssid {s}, psk {pw}",
    "networksetup -setairportnetwork en0 {s} {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("fc_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("itk_live_", (ALNUM, 22)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the Telegram preview hides it) {t}", "по одной букве: {t}",
          "po odnoi bukve: {t}", "Зы хьэрф-зы хьэрфу: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["код от двери в розливочный цех: {pw}", "kod ot shlagbauma depo: {pw}",
          "Пин-код карты бухгалтерии: {pw}", "PIN of the co-op's corporate card: {pw}",
          "the tack-room keypad takes {pw} then #", "padlock on the hatchery feed store: {pw}",
          "Бжэм икод: {pw}", "Кэлапчъэм и кодыр: {pw}", "Эшикни коду: {pw}",
          "Дуары код: {pw}", "Ашә акод: {pw}", "Есик коды: {pw}",
          "SIM PIN of the lift-top modem: {pw}", "сейф в кассе автовокзала, код {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["khychin", "lakum", "elbrus", "ushba", "teberda", "forel", "narzan", "kanatka",
                 "dzhigit", "ayran", "cheget", "baksan", "fydzhin", "tamisk", "zurna",
                 "kabardin"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the office vault: {p}": " ",
            "Bitwarden master passphrase: {p}": "-",
            "VeraCrypt volume passphrase (stud-book archive): {p}": " ",
            "мастер-пароль от KeePass: {p}": ".",
            "master parol: {p}": "_",
            "passphrase of the co-op's backup key: {p}": " ",
            "Пароль фразэ: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia raw request: Authorization: Bearer {v}": False,
    "curl -H 'Authorization: Bearer {v}' https://api.tbh.lan/v1/passes": False,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "заголовок для шлюза: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env (skipass-api):\nDB_HOST=db.tbh.lan\nDB_USER=skipass\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  postgres:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: studbook\n      POSTGRES_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: kiosk-db\nstringData:\n  username: kiosk\n  password: \"{pw}\"",
    "/etc/systemd/system/gate-sync.service:\n[Service]\nEnvironment=GATE_DB_PASS={pw}\nExecStart=/opt/gate-sync/bin/gate-sync",
    "values.yaml (sanatorium booking):\nmariadb:\n  auth:\n    username: booking\n    password: \"{pw}\"",
    "sockd.conf:\n# the relay for the ticket kiosks\nsocks pass {{ from: 0/0 to: 0/0 }}\n# user kiosk, password {pw}",
    "/etc/tbh/bottling-line.ini:\n[plc]\nhost = 10.40.3.10\nuser = operator\npassword = {pw}",
    "settings.json (Transmission on the camera NAS):\n\"rpc-authentication-required\": true,\n\"rpc-username\": \"cams\",\n\"rpc-password\": \"{pw}\"",
    "appsettings.Production.json:\n\"ConnectionStrings\": {{ \"Coop\": \"Server=sql.tbh.lan;Database=Coop;User Id=cbs;Password={pw}\" }}",
    "application.yml (bus dispatch):\nspring:\n  datasource:\n    username: dispatch\n    password: {pw}",
    "Ansible group_vars/lifts.yml:\n# пароль админа SCADA канатки\nscada_admin_user: admin\nscada_admin_password: \"{pw}\"",
    "nomad job, template block:\nenv {{\n  FEEDER_MQTT_PASSWORD = \"{pw}\"\n}}",
    "wp-config.php (sanatorium site):\ndefine( 'DB_PASSWORD', '{pw}' );",
    "pgbouncer userlist.txt:\n\"coop\" \"{pw}\"",
    "Caddyfile:\nbasicauth /admin/* {{\n  # dispatcher, plain for now: {pw}\n}}",
    "terraform.tfvars:\n# не коммитить!\nkiosk_db_password = \"{pw}\"",
    "/etc/tbh/skipass.toml:\n[database]\nuser = \"skipass\"\npassword = \"{pw}\"",
    "config.php (ticket kiosk):\n$config['db_pass'] = '{pw}';",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Zalim: stable wifi password?\nMadina: {pw}",
    "[07:42] eldar: root pw for the depot server?\n[07:43] aslan: {pw}",
    "Soslan: {pw} is the new kiosk admin password",
    "Irina: use {pw}, that's what the filler HMI has now",
    "Мадина [09:15]: пароль от кассы?\nЗалим [09:16]: {pw}",
    "Beslan: parol kakoi?\nAslan: {pw}",
    "Мурат: {pw} — аращ паролыр",
    "Азрет: {pw} — бу джангы паролду",
    "Алан: {pw} у ног пароль",
    "Эльдар: {pw} — янъа пароль",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 61), (_logins, 22), (_spelled, 14), (_cli_take, 32), (_urls, 12), (_vendors, 44),
    (_code, 12), (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 6), (_codes, 5),
    (_recovery, 5), (_wifi, 16), (_spelled_tokens, 8), (_locks, 14), (_phrases, 7), (_auth, 6),
    (_configs, 18), (_chats, 10),
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


def _russian_seed(g: random.Random) -> str:
    return str(_MNEMO["russian"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label -> the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the filler HMI password is": "{s}",
    "lift 4 service pw:": "{s} (since the drive swap in March)",
    "пароль:": "{s}",
    "Kiosk password": "{s}\nchange it after the season",
    "паролыр": "{s}",
    "parol:": "{s}",
    "Пароль ныр у": "{s}",
    "апароль:": "{s}",
    "the password Aslan read out over the radio was": "{s}, I think",
    "джангы паролу": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Payselection secret key", "{s}", _j((HEX, 64))),
    ("split_token", "Notisend API key:", "{s} (mailing list)", _j((HEX, 32))),
    ("split_token", "Horsebase token", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "сид-фраза", "{s}", _russian_seed),
    ("split_card", "номер карты", "{s} до 11/36", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "JO"))),
    ("split_backup", "GitLab recovery codes", "{s}\nk2x9-4471-qwer\nm8p3-0915-zxcv", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "VKN", "{s}", _tr_vkn),
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


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"filler": {"url": "https://filler3.tbh.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kassir2", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"lifts": [{"name": "cheget-1"}, {"name": "cheget-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["memcdump", "--servers=memc.tbh.lan", "--username", "skipass", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "пароль от кассы автовокзала {s}"}': ("meta_password", _plain_pw),
    '{"паролыр": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the stable NVR as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"payselection": {"secret_key": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"flowluApiKey": "{s}"}': ("meta_token", _j((ALNUM, 64))),
    '{"interkassa_secret": "{s}"}': ("meta_token", _j((ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LI")),
    '{"partner": {"il_company_number": "{s}"}}': ("meta_id", _il_company),
    '{"mfa": {"recovery_codes": ["{s}", "k2x9-4471-qwer", "m8p3-0915-zxcv"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"old_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"tack_room": {"door_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "TBH-Stables", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"gate-controller-5.1.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.tbh.lan/skipass-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"skipass: add child tariff for Cheget", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"buses: revert timetable import", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"foals_2032-04.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"coop-ledger-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the filler HMI password before the Krones service visit on 2032-06-11.",
    "Zalim asked for the stable wifi password; it's on the card in the tack room.",
    "Policy: co-op passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Telegram; share a vault link instead.",
    "The `.env.example` line `PAYSELECTION_SECRET_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The lift panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_NOTISEND_KEY> in the README with the key from the Notisend dashboard.",
    "FLOWLU_API_KEY and INTERKASSA_SECRET_KEY must be set before the nightly sync runs.",
    "пароль никому не говори, даже мне",
    "parol nikomu ne pokazyvai",
    "Пароль зыми ебгъэлъэгъу хъущтэп.",
    "Паролыр зыми жумыӀэ.",
    "Паролунгу кимге да айтма.",
    "Дæ пароль макæмæн зæгъ.",
    "Апароль аӡәгьы иаҳәамыз.",
    "Паролинъди бир кимсеге айтпа.",
    "Пароль должен быть не короче четырнадцати символов.",
    "Пароль сменили вчера, новый спросите у Мадины.",
    "The kiosk login screen shows its password field in Russian, Kabardian and English.",
    "Wi-Fi in the sanatorium lobby is free; ask reception for the guest network name.",
    "Upgraded the gate controllers from 5.0 to 5.1 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the child tariff for Cheget.",
    f"Rolled back to {_SHORT} after the timetable import broke the Vladikavkaz route.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The gate controller firmware 5.1.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of coop-ledger-2031.parquet: {_SHA512}",
    f"The skipass API container runs registry.tbh.lan/skipass-api@sha256:{_IMAGE}.",
    f"MD5 of foals_2032-04.csv is {_MD5}, same as the copy on the stud share.",
    "Request id 3f9c2b7e-51d4-4a08-9e6b-c1d0a7f4e218 is the slow one in the kiosk logs.",
    "Order ZK-2032-00731 for 40 000 bottles of Dzhilysu water ships on Thursday.",
    "YouTrack TBH-5120: the Cheget chairlift anemometer reads zero at night.",
    "Call the Nalchik depot on +7 8662 40 17 35 before noon.",
    "Звоните в кассу автовокзала: +7 (8672) 53-19-07.",
    "Bus route 112 leaves Vladikavkaz at 07:40 and reaches Nalchik at 09:55.",
    "Маршрут 205 Черкесск — Домбай отправляется в 8:15.",
    "The Dombay gondola is 2 280 m long and climbs to 3 012 m.",
    "The trout ponds hold 14 t of fish; the water is 9 °C at the Teberda intake.",
    "After five wrong passwords the kiosk locks the account for 20 minutes.",
    "The secret of good khychin is thin dough and plenty of ayran in it.",
    "Ask Zalim for the tack-room keypad code, I don't have it.",
    "My card ending 4471 was declined at the Terskol rental shop.",
    "Карта на 4471 не прошла в кассе, заплатил наличными.",
    "The Amman shop wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the co-op's Yandex ID and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `NOTISEND_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the hatchery feed store rusts; oil it every month.",
    "Payselection moved the API key page under Settings › Developers in its May release.",
    "ISBN 978-5-389-06256-6 is the stud-book handbook on the shelf.",
    "The guest wifi 'Sanatoriy-Guest' is open, no password needed.",
    "Foal 2032-KB-014, 52 kg at birth, sire Dzhigit; the mare is fine.",
    "Бутылка 0,5 л, партия 2032-05-14-03, срок годности до 2033-05-14.",
    "PIN-коды карт выдаются в конверте; на почту их не присылают.",
    "The ski pass costs 3 200 roubles a day; children under 7 ride free.",
    "Пин-код от карты не записывай на саму карту.",
    "Цифры на обороте карты никому не называйте, даже сотрудникам банка.",
    "Шэщым и компьютерыр иджы мэлажьэ.",
    "Домбайда бюгюн къар джауады.",
    "Ныр Дзæуджыхъæуы къæвда уары.",
    "Кредитный кооператив выдаёт займы под 18 % годовых.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/tbh/filler", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "TBH-5120", "order": "ZK-2032-00731"}',
    '{"foal": {"id": "2032-KB-014", "weight_kg": 52, "sire": "Dzhigit"}}',
    '{"phone": "+7 8662 40 17 35", "city": "Nalchik"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "bottles_in_stock": 40000}',
    '{"route": "112", "from": "Vladikavkaz", "to": "Nalchik", "departs": "07:40"}',
    '{"lift": "Cheget-1", "length_m": 1480, "vertical_m": 520}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
