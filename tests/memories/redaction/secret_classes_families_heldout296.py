# mypy: disable-error-code="str-unpack"
# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-ninety-sixth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-ninety-third's
docstring, the fifth to two-hundred-and-ninety-third only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-ninety-fourth, two-hundred-and-ninety-fifth and two-hundred-and-ninety-seventh),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (296417053), password words (a
tea and a cake's weight, `Bingdao357g#41`; a place, a thing of it and a year; leet place names,
`L1j14ng`; slang glued to a tea, `yyds…`, `…666…`; a train number and a town; a generator's
dashed groups; random runs), names, places, templates, tools, vendors and layouts, the way the
staff of a fictional company (Chamadao: a tea-horse road guesthouse in Lijiang, a Pu'er tea
shop, a Miao silver workshop in Kaili, a rice-terrace trekking desk in Yuanyang and a
train-ticket agency in Kunming) and its backpacker guests leak secrets into an assistant's
memory. Every company, person, address, domain and number is fictional; only the region (Yunnan
and Guizhou, with their towns) is real. The texts are chats with times, tickets, wiki table rows
and breadcrumbs, notes, e-mails, runbooks, READMEs, config files, shell prompts and history,
voice-memo transcripts, dictated and spelled text, SMS codes and requests to the assistant
itself; the separators run from a colon, "is", `是`, a full-width colon, `คือ`, an arrow and `👉` to a new
line, a table bar, `「…」`, quotes and parentheses.

Names and tools by grep (case-insensitively, the number of heldouts 5 to 293 that name each): in
none, `easytier-core --network-secret`, `1pctl`, DM8's `disql SYSDBA/…` (disql itself in four),
Typecho, Discuz, ThinkPHP, RuoYi, Jeecg, Dubbo, OpenClash, iKuai, Panabit, fnOS, the words
`yyds`, `Lijiang`, `Yunnan`, `Guizhou`, `Yuanyang`, `Naxi`, `shenfenzheng`, `xièxie`, `ขอบคุณ`;
in one, `Kaili`, `Kunming`, `谢谢`, `驾驶证`, `回乡证`; in two to six, `港澳通行证`, `社保卡`,
`บัตรประชาชน`, `别告诉`, `mima`, Nacos. More used before and here in wordings of their own:
sshpass, redis-cli, docker login, htpasswd, 7z, zip, openssl, smbclient, lftp, xfreerdp,
mosquitto_pub, gpg, plink, ipmitool, curl, `sudo -S`, keytool, ssh-keygen, rabbitmqctl, psql,
mysql, nmcli, env files, Compose, Dockerfiles, WordPress, JWTs, PEM blocks, `otpauth://`, Basic
and Bearer headers, the `WIFI:` QR string, BitLocker recovery keys.

About half of the secret samples are in other languages than English: Mandarin in simplified
characters (`密码`, `密码是`, `登录密码`, `口令`, `密钥`, `验证码`, `备用验证码`, `恢复密钥`, `这是`,
`别告诉别人`, `千万别告诉别人`, `别外传`, `谢啦`, `收到`, `【…】`) and in pinyin with and without
tones (`mima shi`, `mìmǎ shì`, `bie gaosu bieren`, `xièxie`, `yanzhengma`, `miyao`,
`zhujici`, `zhanghao`, `menjin mima`), Chinese internet slang (`yyds`, `666`, `nb`, `tql`,
`绝绝子`, `冲鸭`), Naxi and Bai words (`阿哩哩`, `东巴`/`Dongba`, `金花`, `阿鹏`, `三道茶`), and
the Thai and English of backpackers (`รหัสผ่าน`, `รหัส`, `คือ`, `รหัสผ่านคือคำว่า … ตามด้วย …`,
`อย่าบอกใคร`, `ห้ามบอกใคร`, `ขอบคุณครับ`, `คีย์ API`, `กุญแจส่วนตัว`, `กุญแจกู้คืน`, `รหัสสำรอง`,
`555`). The wordings are the author's approximations, checked by no speaker; the thinnest
guesses are the Naxi and Bai ones (only loanwords and names known from tourism are used, their
own words for a password being unknown to the author), then the pinyin `mima shi yi ju hua`
("the password is a sentence"), `zhujici` for a seed phrase and the Thai `รหัสผ่านแบบวลี` for a
passphrase and `กุญแจกู้คืน` for a recovery key.

Vendors (by grep, in no earlier corpus: Dianping, Tuniu, Tongcheng, Shouqianba, Hellobike,
Ximalaya, Tencent Maps, Juhe, Tianapi, Yunda, Hupijiao, Baofoo, Cloopen, Jiguang, Tujia,
Xiaozhu, Huazhu, Bestpay, Yunshanfu, Weibo, Zhihu, Bilibili, Kuaishou, Tianyi Cloud, Weiyun,
Jinshuju, Wenjuanxing, Lanhu, ProcessOn, GoEasy, NetEase Yunxin, Zhixing, Sumpay, Paysapi,
Foxmail, Sohu). No shape is one the author knows to be real: every one is a guess (hex,
base64, URL-safe, upper-case and alphanumeric runs, UUIDs, and the `tn_`, `hb_live_`, `tj_sk_`,
`zh-`, `lh_` and `BC-` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: China's
resident identity card number (`stdnum.cn.ric`, in five earlier corpora, with Yunnan and
Guizhou area codes), its Unified Social Credit Code (`stdnum.cn.uscc`, five), Thailand's
personal id (`stdnum.th.pin`, seven) and MOA number (`stdnum.th.moa`). Kinds no library or this
file checks (no check-digit algorithm is written here; the shapes are guesses): a Chinese
passport, a Hong Kong and Macau travel permit, a home-return permit, a driving licence's file
number, a social security card, a Thai passport. Card numbers pass Luhn (UnionPay `62`, Visa,
Mastercard, JCB and Amex prefixes, checked with python-stdnum's `luhn`); the card codes are
Amex's four front digits only. The IBANs are of Montenegro, the Falkland
Islands, North Macedonia, Bahrain, Qatar and Nicaragua (the least used by a rough count of the
country codes in heldouts 5 to 293: twenty-three to twenty-four corpora each), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Simplified Chinese,
Spanish, Korean, Czech and Portuguese lists (no Turkish nor Russian), each checked with
`Mnemonic(lang).check`. Every secret is drawn again until it is new and no clean text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
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
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc
from stdnum.th import moa as th_moa
from stdnum.th import pin as th_pin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 296_417_053
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
UPPER_HEX = HEX.upper()
_r, _j = v.r, v.token
Maker = v.Maker
# A draw: (rng, template) -> the template's fields; "s" is the secret unless "secret" is given.
Draw = Callable[[random.Random, str], dict[str, str]]

_TEA = ["Puer", "Shupu", "Shengpu", "Dianhong", "Jingmai", "Bingdao", "Laobanzhang", "Yiwu",
        "Mengku", "Xigui", "Nannuo", "Bulang"]  # fmt: skip
_PLACE = ["Lijiang", "Shuhe", "Baisha", "Lashihai", "Kaili", "Xijiang", "Langde", "Yuanyang",
          "Duoyishu", "Bada", "Laohuzui", "Kunming", "Dali", "Shaxi", "Jianshui", "Xishuangbanna"]  # fmt: skip
_THING = ["Mafengwo", "Matou", "Yinshi", "Tiandi", "Guoqiao", "Erkuai", "Baba", "Rushan",
          "Suantang", "Lusheng", "Yakou", "Caravan", "Dongba", "Jinhua", "Apeng"]  # fmt: skip
_NAMES = ["Heqin", "Mu Lan", "Yang Wei", "Li Na", "Zhao Bo", "Ayi Mei", "He Xiu", "Wu Jing",
          "Long Fei", "Pan Ying", "Somchai", "Nok", "Ploy", "Tom", "Hannah", "Lukas"]  # fmt: skip
_USERS = ["heqin", "mulan.he", "yangwei", "lina", "zhaobo", "ayimei", "hexiu", "wujing",
          "longfei", "panying", "somchai", "ploy.k"]  # fmt: skip
_SYM = "!#$%&*?@+=~"


def _horse(g: random.Random) -> str:
    """A tea cake's weight and a place: how the Pu'er shop's staff make passwords."""
    return f"{g.choice(_TEA)}{g.choice([357, 200, 100, 500])}g{g.choice(_SYM)}{g.randrange(10, 99)}"


_PICKS: list[Maker] = [
    _horse,
    lambda g: f"{g.choice(_PLACE)}{g.choice(_THING)}{g.randrange(1990, 2035)}{g.choice(_SYM)}",
    lambda g: f"{g.choice(_PLACE).lower()}.{g.choice(_THING).lower()}.{g.randrange(10, 999)}",
    lambda g: _r(g, ALNUM + "!$%&?", 15),
    lambda g: g.choice(["L1j14ng", "Pu3r", "K41l1", "Yu4ny4ng", "Kunm1ng", "D0ngb4", "Xij14ng"])
    + str(g.randrange(100, 9999)) + g.choice(_SYM),
    lambda g: f"yyds{g.choice(_TEA)}{g.randrange(100, 999)}{g.choice(_SYM)}",
    lambda g: f"{g.choice(_THING)}666{g.choice(_SYM)}{_r(g, LOWER, 3)}{g.randrange(10, 99)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYM),
    lambda g: f"G{g.randrange(1000, 9999)}{g.choice(_PLACE)}{g.choice(_SYM)}",
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain(g: random.Random) -> str:
    """A password a URL, a shell word or a config line holds as written."""
    return v.until(g, _pw, lambda s: all(c in ALNUM + "._-" for c in s))


def _with(make: Maker, **pools: list[str]) -> Draw:
    def draw(g: random.Random, template: str) -> dict[str, str]:
        return {"s": make(g)} | {k: g.choice(pool) for k, pool in pools.items()}

    return draw


_SAID = [
    "Tea-horse guesthouse wiki, 'Front desk PC': Windows password {s}",
    "Heqin, Lijiang desk: the Lashihai booking laptop password is {s}",
    "Pu'er shop note: the Shouqianba merchant app login password → {s}",
    "Kaili silver workshop: kiln controller admin password: {s}",
    "Yuanyang trekking desk runbook, step 3: enter the Panabit console password {s}",
    "Kunming ticket agency: the Zhixing agent account password is \"{s}\"",
    "please remember for me: the Tujia host dashboard password is {s}",
    "voice memo 07:42, Mu Lan: okay so the iKuai router password is {s} and that's all",
    "Ticket #3317 (Dianping listing): owner portal password ({s}) reset by Zhao Bo",
    "README, Lijiang back office: default password for the fnOS box = {s}",
    "民宿前台电脑的密码是 {s}",
    "普洱茶店收银机密码：{s}，别告诉别人哈",
    "凯里银饰作坊的NAS密码是「{s}」",
    "元阳梯田徒步服务台，Panabit 后台密码 👉 {s}",
    "昆明票务代理，智行后台登录密码：{s} 谢啦",
    "丽江客栈wifi管理页面密码改成 {s} 了",
    "mima shi {s}, bie gaosu bieren",
    "mìmǎ shì {s}, xièxie!",
    "Tujia houtai mima: {s} yyds",
    "kezhan diannao mima {s} 666",
    "เพื่อน รหัสผ่านคอมที่ห้องพักคือ {s} อย่าบอกใครนะ",
    "รหัสผ่าน Wi-Fi ของ hostel ที่ Lijiang คือ {s} ขอบคุณครับ",
    "Naxi desk note (纳西客栈): 阿哩哩! 后台密码 = {s}",
    "Bai guesthouse in Shaxi, 金花 says: the admin password is {s}",
    "mima gaicheng {s} le, nb",
    "Kaili 银匠 Long Fei 微信：新密码 {s}，记住哦",
]  # fmt: skip
_said = ("labelled_password", _SAID, _with(_pw))

_LOGINS = [
    "Tujia host login: {u} / {s}",
    "Zhixing agent portal — user {u}, password {s}",
    "creds for the Lijiang booking PC are {u} and {s}",
    "sign in to the Huazhu partner site as {u} with {s}",
    "| Yuanyang trekking CRM | {u} | {s} |",
    "{u}:{s}@pms.chamadao.cn",
    "u={u} p={s} (Dianping merchant)",
    "账号：{u} 密码：{s}",
    "用户名 {u}，密码 {s}，登录昆明票务后台",
    "zhanghao {u} mima {s}",
    "ยูสเซอร์ {u} รหัสผ่าน {s} นะ",
    "Bestpay merchant: login {u} / pw {s}",
    "Xiaozhu landlord app — account {u}, pass {s}",
    "root:{s} (the Kaili workshop Raspberry Pi)",
]  # fmt: skip
_logins = ("login_pair", _LOGINS, _with(_pw, u=_USERS))

_WORDS = ["lashihai", "dongba", "mafengwo", "jingmai", "lusheng", "duoyishu", "shuhe", "yakou",
          "suantang", "baisha", "rushan", "guoqiao", "bingdao", "nannuo", "xijiang", "laohuzui",
          "shaxi", "jianshui", "erkuai", "yinshi"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "The guesthouse password is the word {w} followed by {d}.",
    "It's {w} in lowercase, then {d} — that's the router password.",
    "密码是拼音 {w}，后面加 {d}",
    "mima jiushi {w} houmian jia {d}",
    "รหัสผ่านคือคำว่า {w} ตามด้วย {d}",
    "type {w}, then {d}; that's the admin password for the trekking desk",
    "the name of the horse, {w}, then {d} — tea shop laptop",
    "{w}{d} — that's the wifi password at the silver workshop",
]  # fmt: skip


def _spelled_draw(g: random.Random, template: str) -> dict[str, str]:
    w, d = g.choice(_WORDS), str(g.randrange(100, 10_000))
    return {"w": w, "d": d, "s": w + d if "{w}{d}" in template else w}


_spelled = ("spelled_password", _SPELLED, _spelled_draw)

_CLI = [
    "easytier-core --network-name lijiang-desk --network-secret {s} -p tcp://relay.chamadao.cn:11010",
    "1pctl update password  # new: {s}",
    "disql SYSDBA/{s}@dm8.kunming.lan:5236",
    "mysql -h 10.8.0.4 -u typecho -p{s} typecho",
    "sshpass -p '{s}' ssh pi@kaili-silver.lan",
    "redis-cli -h 127.0.0.1 -a {s} info",
    "docker login -u {u} -p {s} registry.chamadao.cn",
    "htpasswd -b /etc/nginx/.htpasswd {u} {s}",
    "7z a accounts-2032.7z accounts.xlsx -p{s}",
    "zip -P {s} receipts_puer.zip *.pdf",
    "openssl enc -aes-256-cbc -in guests.csv -out guests.enc -pass pass:{s}",
    "smbclient //nas.lijiang.lan/photos -U {u}%{s}",
    "lftp -u {u},{s} ftp.yuanyang-trek.cn",
    "xfreerdp /v:10.8.0.12 /u:{u} /p:{s}",
    "mosquitto_pub -h iot.kaili.lan -u kiln -P {s} -t kiln/temp -m 860",
    "gpg --batch --passphrase {s} -c tickets_2032.xlsx",
    "plink -ssh {u}@kunming-agency.lan -pw {s}",
    "ipmitool -I lanplus -H 10.8.0.250 -U admin -P {s} power status",
    "curl -u {u}:{s} https://pms.chamadao.cn/api/v2/rooms",
    "printf '{s}\\n' | sudo -S systemctl restart nginx",
    "keytool -importkeystore -srckeystore shop.p12 -destkeystore shop.jks -deststorepass {s}",
    "ssh-keygen -t ed25519 -N '{s}' -f ~/.ssh/trek_desk",
    "rabbitmqctl add_user tickets {s}",
    "psql \"postgresql://{u}:{s}@db.kunming.lan:5432/tickets\"",
]  # fmt: skip
_SHELLS = [
    "{c}", "heqin@lijiang-desk:~$ {c}", "[root@puer-shop ~]# {c}", "PS C:\\Users\\front> {c}",
    "宝塔终端：{c}", "刚才跑的命令：{c}", "Yuanyang desk history:\n  412  {c}", "คำสั่งที่รัน: {c}",
    "zsh (Mu Lan's MacBook) % {c}",
]  # fmt: skip


def _cli_draw(g: random.Random, template: str) -> dict[str, str]:
    """A command in a frame (a prompt, a history line); ``text`` is the whole sample."""
    s, u = _plain(g), g.choice(_USERS)
    return {"text": g.choice(_SHELLS).replace("{c}", template.format(s=s, u=u)), "s": s}


_cli = ("cli_password", _CLI, _cli_draw)

_URLS = [
    "DATABASE_URL=mysql://{u}:{s}@127.0.0.1:3306/discuz",
    "dm://SYSDBA:{s}@dm8.kunming.lan:5236",
    "redis://:{s}@cache.chamadao.cn:6379/2",
    "amqp://{u}:{s}@mq.kunming.lan:5672/tickets",
    "smb://{u}:{s}@nas.lijiang.lan/photos",
    "ftp://{u}:{s}@ftp.yuanyang-trek.cn/gpx/",
    "mongodb+srv://{u}:{s}@shop.puer-cluster.example.net/orders",
    "rtsp://admin:{s}@192.168.1.64:554/Streaming/Channels/101",
    "jdbc:dm://dm8.kunming.lan:5236?user=SYSDBA&password={s}",
    "spring.datasource.url=jdbc:mysql://10.8.0.4:3306/ry?user=ruoyi&password={s}",
]  # fmt: skip
_urls = ("connection_string", _URLS, _with(_plain, u=_USERS))

# (vendor, variable name, maker): every shape is the author's guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Dianping", "DIANPING_APP_SECRET", _j((HEX, 32))),
    ("Tuniu", "TUNIU_API_KEY", _j("tn_", (ALNUM, 32))),
    ("Tongcheng", "LY_OPEN_SECRET", _j((UPPER_DIGITS, 40))),
    ("Shouqianba", "SQB_TERMINAL_KEY", _j((HEX, 32))),
    ("Hellobike", "HELLO_PARTNER_TOKEN", _j("hb_live_", (ALNUM, 36))),
    ("Ximalaya", "XMLY_APP_SECRET", _j((HEX, 40))),
    ("Tencent Maps", "TMAP_KEY", lambda g: "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(6))),
    ("Juhe", "JUHE_APPKEY", _j((HEX, 32))),
    ("Tianapi", "TIANAPI_KEY", _j((HEX, 32))),
    ("Yunda", "YUNDA_PARTNER_SECRET", _j((ALNUM, 28))),
    ("Hupijiao", "XUNHU_APPSECRET", _j((ALNUM, 32))),
    ("Baofoo", "BAOFOO_MERCHANT_KEY", _j((UPPER_DIGITS, 24))),
    ("Cloopen", "CCP_AUTH_TOKEN", _j((HEX, 32))),
    ("Jiguang", "JPUSH_MASTER_SECRET", _j((HEX, 24))),
    ("Tujia", "TUJIA_OPEN_SECRET", _j("tj_sk_", (ALNUM, 30))),
    ("Xiaozhu", "XIAOZHU_API_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Huazhu", "HUAZHU_PARTNER_KEY", _j((B64, 43), "=")),
    ("Bestpay", "BESTPAY_MCH_KEY", _j((UPPER_HEX, 48))),
    ("Yunshanfu", "UPOP_SIGN_SECRET", _j((ALNUM, 32))),
    ("Weibo", "WEIBO_APP_SECRET", _j((HEX, 32))),
    ("Zhihu", "ZHIHU_OPEN_TOKEN", _j("zh-", (URLSAFE, 40))),
    ("Bilibili", "BILI_ACCESS_KEY_SECRET", _j((ALNUM, 32))),
    ("Kuaishou", "KS_APP_SECRET", _j((URLSAFE, 22))),
    ("Tianyi Cloud", "CTYUN_SECRET_KEY", _j((HEX, 32))),
    ("Weiyun", "WEIYUN_TOKEN", _j((HEX, 48))),
    ("Jinshuju", "JSJ_API_SECRET", _j((ALNUM, 22))),
    ("Wenjuanxing", "WJX_APPKEY", _j((HEX, 32))),
    ("Lanhu", "LANHU_TOKEN", _j("lh_", (ALNUM, 40))),
    ("ProcessOn", "PROCESSON_KEY", _j((HEX, 24))),
    ("GoEasy", "GOEASY_APPKEY", _j("BC-", (HEX, 32))),
    ("NetEase Yunxin", "YUNXIN_APP_SECRET", _j((HEX, 12))),
    ("Zhixing", "ZHIXING_AGENT_TOKEN", _j((ALNUM, 48))),
    ("Sumpay", "SUMPAY_PRIVATE_KEY", _j((B64, 64))),
    ("Paysapi", "PAYSAPI_TOKEN", _j((HEX, 32))),
    ("Foxmail", "FOXMAIL_AUTH_CODE", _j((LOWER, 16))),
    ("Sohu", "SOHU_SENDCLOUD_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [
    "{v} API key: {t}",
    "{env}={t}",
    "export {env}=\"{t}\"",
    "{v} 的 API 密钥：{t}",
    "{v} key 是 {t}，别外传",
    "{v} miyao: {t}",
    "คีย์ API ของ {v}: {t}",
    "Integrations › {v}: {t}",
    "{v} integration broken, current key {t}",
    "settings.py:\n{env} = \"{t}\"",
    "wiki | {v} | {t} |",
    "Mu Lan 09:14: {v} 后台给的 secret → {t}",
]  # fmt: skip


def _vendor_draw(g: random.Random, template: str) -> dict[str, str]:
    vendor, env, make = g.choice(_VENDORS)
    return {"v": vendor, "env": env, "t": make(g), "s": ""}


def _vendors(g: random.Random, n: int) -> list[tuple[str, str]]:
    pairs = [(vendor, t) for vendor in _VENDORS for t in _NAMED]
    firsts = [(vendor, g.choice(_NAMED)) for vendor in _VENDORS]
    chosen = firsts + g.sample([p for p in pairs if p not in firsts], n - len(firsts))
    g.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(g)
        out.append((template.format(v=vendor, env=env, t=tok), tok))
    return out


_BARE = ["{s}", "keep this for me: {s}", "新的 token：\n{s}", "token ni: {s} (只显示一次)",
         "{s}\n^ the new one, the old one is revoked", "โทเคนใหม่ {s}", "nb, 拿到了 {s}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 38))]  # fmt: skip
_bare = ("bare_token", _BARE, lambda g, t: {"s": g.choice(_BARE_MAKERS)(g)})

_HEXES = {
    "Kaili kiln controller Modbus gateway AES key: {s}": 32,
    "HMAC secret for the Shouqianba callback: {s}": 64,
    "LoRaWAN AppKey of the Yuanyang terrace water sensor T-07: {s}": 32,
    "备份加密密钥：{s}": 64,
    "Panabit IPsec pre-shared key (hex) {s}": 48,
    "รหัสลับสำหรับ webhook: {s}": 64,
    "mi yao (hex) for the ticket printer: {s}": 32,
}  # fmt: skip
_hexes = ("hex_key", list(_HEXES), lambda g, t: {"s": v.hex_key(g, _HEXES[t])})


def _jwt(g: random.Random, alg: str) -> str:
    issued = 1_960_000_000 + g.randrange(3_000_000)
    claims = {"sub": v.uuid4(g), "iat": issued, "exp": issued + 7200,
              "iss": "https://sso.chamadao.cn", "name": g.choice(_USERS)}  # fmt: skip
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return f"{v.b64url({'alg': alg, 'typ': 'JWT'})}.{v.b64url(claims)}.{_r(g, URLSAFE, sig)}"


_JWTS = [
    "Authorization: Bearer {s}",
    "Cookie: lang=zh-CN; cmd_session={s}",
    "PMS_ACCESS_TOKEN={s}",
    "昆明票务接口的 token 是 {s}",
    "keep this bearer token for me {s}",
    "token ของระบบจอง: {s}",
    "Ticket #3352, pasted from the browser: {s}",
    "localStorage['access_token'] = '{s}'",
]  # fmt: skip
_jwts = ("jwt", _JWTS, lambda g, t: {"s": _jwt(g, g.choice(["RS256", "ES256", "HS256", "EdDSA"]))})

_PEMS = {
    "old deploy key for the Lijiang PMS server:\n{k}": "OPENSSH PRIVATE KEY",
    "/etc/nginx/ssl/chamadao.cn.key\n{k}": "RSA PRIVATE KEY",
    "服务器私钥，保存好：\n{k}": "PRIVATE KEY",
    "cat > ~/.ssh/id_ecdsa_trek <<'EOF'\n{k}\nEOF": "EC PRIVATE KEY",
    "กุญแจส่วนตัวของเซิร์ฟเวอร์:\n{k}": "PRIVATE KEY",
    "Ticket #3360, the integrator pasted the Bestpay signing key:\n{k}": "RSA PRIVATE KEY",
    "Shouqianba merchant private key:\n{k}": "PRIVATE KEY",
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(g: random.Random, template: str) -> dict[str, str]:
    kind = _PEMS[template]
    body = _PEM_STARTS[kind] + _r(g, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(g, B64, 40) + "=="]
    key = "\n".join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"k": key, "s": key}


_pems = ("pem_private_key", list(_PEMS), _pem_draw)

_SEEDS = {  # template: the word list's language
    "Trust Wallet backup of the tea shop's USDT float: {s}": "english",
    "imToken 助记词（已清空的旧钱包）：{s}": "chinese_simplified",
    "钱包助记词\n{s}": "chinese_simplified",
    "voice memo: the recovery words are {s} and that's the lot": "english",
    "frase de recuperación (mochilero de Valencia): {s}": "spanish",
    "지갑 복구 구문: {s}": "korean",
    "obnovovací fráze peněženky: {s}": "czech",
    "frase de recuperação da carteira: {s}": "portuguese",
    "seed words for the trekking-desk Ledger, don't lose: {s}": "english",
    "zhujici: {s}": "chinese_simplified",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEEDS.values())}


def _seed_draw(g: random.Random, template: str) -> dict[str, str]:
    n = g.choice([12, 12, 18, 24])
    lang = _SEEDS[template]
    phrase = unicodedata.normalize(
        "NFC", str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(n * 4 // 3))))
    )
    words = phrase.split()
    layouts = [phrase, "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)), " - ".join(words)]
    return {"s": layouts[0 if "voice" in template else g.randrange(3)]}


def _card(g: random.Random, prefix: str, length: int) -> str:
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_KINDS = [("62", 16), ("62", 19), ("4", 16), ("51", 16), ("3528", 16), ("37", 15)]
_CARDS = [
    "银联卡号 {s}，有效期 08/34",
    "card number {s} exp 11/35 (the guesthouse's booking card)",
    "ka hao: {s}",
    "หมายเลขบัตร {s} หมดอายุ 02/33",
    "Pay the Zhixing invoice with {s}, 09/36",
    "Ticket #3371: guest paid by phone, card {s}",
]  # fmt: skip


def _card_draw(g: random.Random, template: str) -> dict[str, str]:
    prefix, length = g.choice(_CARD_KINDS)
    return {"s": v.grouped(_card(g, prefix, length), g.choice([" ", "-", "", " "]), g)}


_cards = ("card_number", _CARDS, _card_draw)

_CVVS = [  # Amex's four front digits only: a three-digit code is shorter than any secret here
    "Amex {c} exp 05/34, the four digits on the front: {s}",
    "美国运通卡 {c}，正面四位安全码 {s}",
    "บัตร Amex {c} รหัสสี่ตัวด้านหน้า {s}",
    "Amex {c}, CID printed above the number: {s}",
    "{c} 09/35 Amex security code {s}",
    "yuntong ka {c}, zhengmian si wei ma {s}",
]  # fmt: skip


def _cvv_draw(g: random.Random, template: str) -> dict[str, str]:
    return {"c": _card(g, "37", 15), "s": _r(g, D, 4)}


_cvvs = ("card_code", _CVVS, _cvv_draw)

_IBAN_SHAPES = {"ME": "n" * 18, "FK": "aa" + "n" * 12, "MK": "nnn" + "c" * 10 + "nn",
                "BH": "aaaa" + "c" * 14, "QA": "aaaa" + "c" * 21, "NI": "aaaa" + "n" * 20}  # fmt: skip
_IBANS = [
    "IBAN for the Montenegro trekking partner: {s}",
    "收款账户 IBAN：{s}",
    "backpacker refund, IBAN {s}",
    "เลข IBAN ของลูกค้า: {s}",
    "wire the Kaili silver order deposit to {s}",
    "IBAN zhanghao {s} xiexie",
]  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    return v.until(g, lambda h: v.iban_shaped(h, country, _IBAN_SHAPES), std_iban.is_valid)


def _iban_draw(g: random.Random, template: str) -> dict[str, str]:
    number = _iban(g, g.choice(list(_IBAN_SHAPES)))
    return {"s": number if g.randrange(3) == 0 else v.iban_spaced(number)}


_ibans = ("iban", _IBANS, _iban_draw)


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        area = h.choice(["530702", "530102", "532528", "522601", "530111"])
        body = f"{area}{h.randrange(1960, 2006)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body += _r(h, D, 3)
        return body + cn_ric.calc_check_digit(body + "0")

    return v.until(g, make, cn_ric.is_valid)


_USCC_ALPHA = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def _uscc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = "9153" + h.choice(["0702", "0102", "2528"]) + _r(h, _USCC_ALPHA, 9)
        return body + cn_uscc.calc_check_digit(body)

    return v.until(g, make, cn_uscc.is_valid)


def _th_pin(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice("12345678") + _r(h, D, 11)
        return body + th_pin.calc_check_digit(body)

    return v.until(g, make, th_pin.is_valid)


def _th_moa(g: random.Random) -> str:
    return v.until(g, lambda h: "0" + _r(h, D, 12), th_moa.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("身份证号：{s}", _ric),
    ("shenfenzheng haoma {s}", _ric),
    ("guest's Chinese resident ID number {s} (for the police registration)", _ric),
    ("居民身份证 {s}，入住登记用", _ric),
    ("ID card 身份证号码是 {s} 别外传", _ric),
    ("统一社会信用代码：{s}", _uscc),
    ("Unified Social Credit Code of the tea shop: {s}", _uscc),
    ("เลขบัตรประชาชน {s}", _th_pin),
    ("Thai national ID of the backpacker: {s}", _th_pin),
    ("เลขประจำตัวผู้เสียภาษี {s}", _th_moa),
    ("护照号码：{s}", lambda g: "E" + _r(g, D, 8)),
    ("passport no. of the guest: {s}", lambda g: "EJ" + _r(g, D, 7)),
    ("港澳通行证号码 {s}", lambda g: "C" + _r(g, D, 8)),
    ("回乡证 {s}", lambda g: "H" + _r(g, D, 10)),
    ("หนังสือเดินทางเลขที่ {s}", lambda g: _r(g, UPPER, 2) + _r(g, D, 7)),
    ("驾驶证档案编号：{s}", lambda g: "53" + _r(g, D, 10)),
    ("社保卡号 {s}", lambda g: "N" + _r(g, D, 8)),
    ("Thai passport {s}", lambda g: "A" + _r(g, UPPER, 1) + _r(g, D, 7)),
]  # fmt: skip
_CHECKED = {_ric: cn_ric, _uscc: cn_uscc, _th_pin: th_pin, _th_moa: th_moa}


def _id_draw(g: random.Random, template: str) -> dict[str, str]:
    make = dict(_IDS)[template]
    return {"s": make(g)}


_ids = ("national_id", [t for t, _ in _IDS], _id_draw)


_seeds = ("seed_phrase", list(_SEEDS), _seed_draw)


def _codes(g: random.Random, n: int, style: int) -> str:
    if style == 0:
        codes = [_r(g, D, 8) for _ in range(n)]
    elif style == 1:
        codes = [f"{_r(g, LOWER_DIGITS, 4)}-{_r(g, LOWER_DIGITS, 4)}" for _ in range(n)]
    else:
        codes = [_r(g, UPPER_DIGITS, 10) for _ in range(n)]
    return g.choice(["\n", ", ", "  "]).join(codes)


_BACKUPS = [
    "Weibo 2FA backup codes:\n{s}",
    "备用验证码（Bilibili 账号）：\n{s}",
    "beiyong yanzhengma: {s}",
    "รหัสสำรอง 2FA ของบัญชี Zhihu:\n{s}",
    "Recovery codes for the guesthouse Google account\n{s}",
    "Kuaishou 恢复码 {s}",
    "backup codes (print & lock in the Kaili safe): {s}",
    "2FA 备用码，存好：\n{s}",
]  # fmt: skip
_backups = (
    "backup_codes",
    _BACKUPS,
    lambda g, t: {"s": _codes(g, g.randrange(5, 9), g.randrange(3))},
)

_TOTPS = [
    "otpauth://totp/Chamadao:{u}?secret={s}&issuer=Chamadao",
    "TOTP secret for the Tujia host account: {s}",
    "两步验证密钥（手动输入）：{s}",
    "setup key for the authenticator (the QR code wouldn't scan): {s}",
    "2FA secret ของบัญชี: {s}",
    "otpauth://totp/Yuanyang%20Trek:{u}?secret={s}&issuer=Yuanyang%20Trek&digits=6",
]  # fmt: skip


def _totp_draw(g: random.Random, template: str) -> dict[str, str]:
    spaced = "otpauth" not in template and g.randrange(2) == 0
    return {"s": v.totp_secret(g, spaced), "u": g.choice(_USERS)}


_totps = ("otp_secret", _TOTPS, _totp_draw)

_OTPS = [
    "【智行】验证码 {s}，5分钟内有效，请勿泄露。",
    "【途家】您的登录验证码是{s}，切勿告诉他人",
    "{s} is your Hellobike verification code",
    "yanzhengma {s}, kuai shu",
    "รหัส OTP ของคุณคือ {s} ห้ามบอกใคร",
    "Use {s} to sign in to Dianping Merchant",
    "验证码：{s}（大众点评）",
    "Lijiang desk 10:02 — Mu Lan: the code that just came is {s}",
]  # fmt: skip
_otps = ("otp_code", _OTPS, lambda g, t: {"s": _r(g, D, 6)})

_RECOVERY = [
    "BitLocker recovery key for the front-desk PC: {s}",
    "恢复密钥：{s}",
    "Apple ID recovery key of the shop iPad: {s}",
    "กุญแจกู้คืน {s}",
]  # fmt: skip


def _recovery_draw(g: random.Random, template: str) -> dict[str, str]:
    if "BitLocker" in template or "恢复" in template:
        return {"s": "-".join(_r(g, D, 6) for _ in range(8))}
    return {"s": "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(7))}


_recovery = ("recovery_key", _RECOVERY, _recovery_draw)

_NETS = ["Naxi-Inn-5G", "Shuhe Courtyard Guest", "PuerShop_2.4G", "Kaili Silver Studio",
         "Yuanyang-Trek-Desk", "KMG Tickets Office", "TP-LINK_LJ88", "ChinaNet-ab3F"]  # fmt: skip
_WIFI = [
    "wifi: {n} / password {s}",
    "WIFI:T:WPA;S:{n};P:{s};;",
    "无线网 {n}，密码 {s}",
    "wifi mima {s} (网络 {n})",
    "ไวไฟ {n} รหัส {s}",
    "network {n} key {s}",
    "nmcli dev wifi connect \"{n}\" password {s}",
    "Guest card at reception — Network: {n}\nPassword: {s}",
    "wifi? \nHeqin: {s}",
    "WiFi 密码是 {s} yyds",
]  # fmt: skip


def _wifi_key(g: random.Random) -> str:
    return g.choice([
        lambda h: f"{h.choice(_PLACE).lower()}{h.randrange(10_000, 99_999)}",
        lambda h: _r(h, LOWER_DIGITS, 12),
        lambda h: f"{h.choice(_TEA)}{h.choice(_THING)}{h.randrange(100, 999)}",
        lambda h: _r(h, D, 10),
    ])(g)  # fmt: skip


def _wifi_draw(g: random.Random, template: str) -> dict[str, str]:
    return {"s": v.until(g, _wifi_key, lambda k: ";" not in k), "n": g.choice(_NETS)}


_wifi = ("wifi_key", _WIFI, _wifi_draw)

_SPACED = [
    "read it out to you: {s}",
    "Tencent Maps key, grouped as on the screen: {s}",
    "电话里念的 key：{s}",
    "dictated: {s}",
    "คีย์ที่อ่านให้ฟัง: {s}",
    "the API token, one character at a time: {s}",
]  # fmt: skip


def _spaced_draw(g: random.Random, template: str) -> dict[str, str]:
    raw = _r(g, LOWER_DIGITS + UPPER, 24)
    if "one character" in template:
        return {"s": " ".join(raw)}
    size = g.choice([4, 6])
    groups = [raw[k : k + size] for k in range(0, len(raw), size)]
    return {"s": g.choice([" ", " - ", " | ", " · ", ", "]).join(groups)}


_spaced = ("spaced_token", _SPACED, _spaced_draw)

_PINS = [
    "Kaili workshop door keypad code: {s}",
    "保险柜密码 {s}",
    "PIN of the trekking desk's SIM card: {s}",
    "the padlock on the Lashihai horse shed is {s}",
    "银行卡取款密码 {s} 千万别告诉别人",
    "รหัส PIN ตู้เซฟ {s}",
    "menjin mima {s}",
    "alarm code at the tea shop: {s}, then #",
    "ticket printer admin PIN → {s}",
]  # fmt: skip
_pins = ("pin", _PINS, lambda g, t: {"s": _r(g, D, g.choice([4, 6, 6]))})

_PHRASE_WORDS = ["caravan", "saddle", "teacake", "terrace", "lantern", "silver", "drumtower",
                 "buckwheat", "plateau", "mulberry", "ricefield", "bridle", "courtyard", "indigo",
                 "walnut", "snowpeak", "cobble", "stirrup"]  # fmt: skip
_PHRASES = [
    "passphrase for the KeePass file: {s}",
    "Bitwarden master password is {s}",
    "口令：{s}",
    "the vault passphrase is \"{s}\"",
    "รหัสผ่านแบบวลี: {s}",
    "VeraCrypt volume passphrase → {s}",
    "mima shi yi ju hua: {s}",
]  # fmt: skip


def _phrase_draw(g: random.Random, template: str) -> dict[str, str]:
    words = g.sample(_PHRASE_WORDS, g.choice([4, 5]))
    return {"s": g.choice([" ", "-", "."]).join(words)}


_phrases = ("passphrase", _PHRASES, _phrase_draw)

_AUTH = [
    "Authorization: Basic {s}",
    "curl -H 'Authorization: Bearer {s}' https://api.chamadao.cn/v1/bookings",
    "请求头 Authorization: Bearer {s}",
    "headers = {{\"Authorization\": \"Token {s}\"}}",
    "Authorization: Bearer {s}  ← the Tongcheng sandbox",
]  # fmt: skip


def _auth_draw(g: random.Random, template: str) -> dict[str, str]:
    if "Basic" in template:
        raw = f"{g.choice(_USERS)}:{_plain(g)}".encode()
        return {"s": base64.b64encode(raw).decode()}
    return {"s": _r(g, ALNUM, 40)}


_auth = ("auth_header", _AUTH, _auth_draw)

_CONFIGS = [
    "Typecho config.inc.php:\n$db->addServer(array('host' => 'localhost', 'user' => 'typecho', 'password' => '{s}'));",
    "Discuz config_global.php:\n$_config['db'][1]['dbpw'] = '{s}';",
    "ThinkPHP .env:\n[DATABASE]\nHOSTNAME = 127.0.0.1\nUSERNAME = tp\nPASSWORD = {s}",
    "RuoYi application-druid.yml:\n    username: ruoyi\n    password: {s}",
    "jeecg application-prod.yml:\n  redis:\n    password: {s}",
    "dubbo.registry.password={s}",
    "OpenClash config.yaml:\nproxies:\n  - {{name: hk1, type: ss, server: hk.example.net, port: 443, cipher: aes-256-gcm, password: {s}}}",
    "docker-compose.yml:\n  environment:\n    MYSQL_ROOT_PASSWORD: {s}",
    ".env\nDB_USERNAME=kezhan\nDB_PASSWORD={s}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{s}');",
    "[client]\nuser=tickets\npassword={s}",
    "application.properties:\nspring.redis.password={s}",
    "nacos conf:\nnacos.core.auth.plugin.nacos.token.secret.key={s}",
    "settings.py:\nEMAIL_HOST_PASSWORD = \"{s}\"",
    "config.toml for the ticket bot:\n[smtp]\nuser = \"bot@kmtickets.cn\"\npassword = \"{s}\"",
    "Dockerfile:\nENV PMS_DB_PASS={s}",
]  # fmt: skip
_configs = ("config_file", _CONFIGS, _with(_plain))

_CHATS = [
    "[21:03] Heqin: 客栈wifi密码多少？\n[21:04] Mu Lan: {s}",
    "Long Fei: {s} is the new kiln panel password",
    "Zhao Bo: 用 {s}，路由器刚改的",
    "Ploy: รหัสใหม่คือ {s} นะคะ",
    "Nok: password ใหม่ {s} 555",
    "Yang Wei: mima gai le, {s}",
    "He Xiu: 新密码 {s} 冲鸭",
    "Tom (backpacker): hostel said the password is {s}",
    "Hannah: the guesthouse gave us {s} for the laptop",
    "[08:15] Wu Jing: 收银机密码 {s} tql\n[08:16] Pan Ying: 收到",
    "Somchai: pass ห้องคอม {s} ขอบคุณครับ",
    "Ayi Mei: 绝绝子，后台密码 {s}",
    "Lukas: the trekking desk told me {s} — that's the wifi one",
]  # fmt: skip
_chats = ("chat_password", _CHATS, _with(_pw))

_PLAN: list[tuple[tuple[str, list[str], Draw] | str, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), ("vendors", 50),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_ids, 22), (_backups, 8), (_totps, 6), (_otps, 8), (_recovery, 4),
    (_wifi, 16), (_spaced, 10), (_pins, 9), (_phrases, 7), (_auth, 5), (_configs, 16),
    (_chats, 13),
]  # fmt: skip


def _clean_blob() -> str:
    return "\n".join(CLEAN) + "\n" + json.dumps(CLEAN_METADATA, ensure_ascii=False)


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    blob, seen, out = _clean_blob(), set[str](), []
    for family, n in _PLAN:
        if family == "vendors":
            for text, secret in _vendors(rng, n):
                seen.add(secret)
                out.append(Sample("vendor_token", text, secret))
            continue
        cls, templates, draw = family
        for template in v.cycle(rng, templates, n):
            for _ in range(1000):
                fields = draw(rng, template)
                secret = fields["s"]
                if secret not in seen and secret not in blob:
                    break
            seen.add(secret)
            text = fields.get("text") or template.format_map(fields)
            out.append(Sample(cls, text, secret))
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Tujia host password is": "{s}", "客栈后台密码是": "{s}", "mima:": "{s}",
    "รหัสผ่านคือ": "{s} ขอบคุณ", "Panabit admin pw:": "{s} (since the March outage)",
    "iKuai router password": "{s}\nchange it after the holiday", "收银机密码": "{s}",
    "the password Long Fei shouted across the workshop was": "{s}, I think",
    "Zhixing agent password →": "{s}", "WiFi 密码：": "{s} yyds",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Dianping app secret", "{s}", _j((HEX, 32))),
    ("split_token", "Juhe AppKey:", "{s} (weather for the trek page)", _j((HEX, 32))),
    ("split_token", "Xiaozhu API token", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "imToken recovery words", "{s}", _english_seed),
    ("split_card", "银联卡号", "{s} 有效期 03/35", lambda g: v.grouped(_card(g, "62", 16), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "ME"))),
    ("split_backup", "Weibo backup codes", "{s}\n48213907\n77120458", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "身份证号", "{s}", _ric),
    ("split_phrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"pms": {"url": "https://pms.chamadao.cn", "admin_password": "{s}"}}': ("meta_password", _plain),
    '{"密码": "{s}"}': ("meta_password", _plain),
    '{"account": {"user": "heqin", "passwd": "{s}"}}': ("meta_password", _plain),
    '{"routers": [{"name": "ikuai-a"}, {"name": "ikuai-b", "web_password": "{s}"}]}': ("meta_password", _plain),
    '{"argv": ["disql", "SYSDBA/{s}@dm8.kunming.lan:5236"]}': ("meta_password", _plain),
    '{"note": "丽江客栈电脑密码是 {s}"}': ("meta_password", _plain),
    '{"รหัสผ่าน": "{s}"}': ("meta_password", _plain),
    '{"transcript": "log into the Panabit console as admin with the password {s}"}': ("meta_password", _plain),
    '{"dianping": {"app_secret": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"tianapiKey": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"shouqianba_terminal_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "06/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "62", 16), " ", g)),
    '{"partner": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "FK")),
    '{"guest": {"resident_id": "{s}"}}': ("meta_id", _ric),
    '{"mfa": {"backup_codes": ["{s}", "90314472", "11820563"]}}': ("meta_otp", lambda g: _r(g, D, 8)),
    '{"tea_float_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"horse_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Naxi-Inn-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL = hashlib.sha256(b"pymysql-1.1.1-py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"ikuai-3.7.14-x64.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.chamadao.cn/pms:2.8").hexdigest()
_COMMIT = hashlib.sha1(b"pms: add Naxi room names", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"tickets: fix G-train seat map", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"trek_gpx_2032-03.zip", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the iKuai router password before the Torch Festival rush.",
    "Heqin asked for the guesthouse wifi password; it's on the card at reception.",
    "Policy: passwords are at least 14 characters and live only in the shared vault.",
    "别把密码发到微信群里，用密码管理器分享。",
    "密码至少十四位，不要用生日。",
    "mima bie fa dao qun li, xiexie",
    "อย่าบอกรหัสผ่านกับใคร",
    "ลืมรหัสผ่าน กดรีเซ็ตที่หน้าเว็บได้เลย",
    "The `.env.example` line `TIANAPI_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "Replace <YOUR_JUHE_APPKEY> in the README with the key from your Juhe dashboard.",
    "DIANPING_APP_SECRET and SHOUQIANBA_TERMINAL_KEY must be set before the nightly sync.",
    "The Panabit console asks for a new admin password after every firmware update.",
    "After five wrong passwords the Tujia host app locks for 30 minutes.",
    f"commit {_COMMIT} adds the Naxi room names to the PMS.",
    f"Rolled back to {_SHORT} after the G-train seat map broke.",
    f"requirements.txt: pymysql==1.1.1 --hash=sha256:{_WHEEL}",
    f"The iKuai 3.7.14 image has SHA-256 checksum {_FIRMWARE}.",
    f"The PMS runs registry.chamadao.cn/pms@sha256:{_IMAGE}.",
    f"MD5 of trek_gpx_2032-03.zip is {_MD5}.",
    "Request id 3f9c2a71-8e4b-4d10-9a6f-2b7c5e1d0a84 is the slow one in the Zhixing logs.",
    "Order PE-2032-00871: 7 cakes of 357 g Bingdao sheng pu'er, ships Thursday.",
    "Train G2876 from Kunming South to Lijiang leaves at 08:14, coach 5, seat 12F.",
    "K9627 overnight train, berth 14 lower, arrives in Kaili at 06:30.",
    "Call the Yuanyang desk on +86 873 562 4417 before noon.",
    "订单号 2032041718553291，取票号 E5839271 在昆明站取。",
    "Tea lot LJ-2032-BD-0311, harvest spring 2032, 42 kg.",
    "HS code 0902.30 is black tea in packets under 3 kg; 7113.11 is silver jewellery.",
    "ISBN 978-7-5489-1204-3 is the Dongba script primer on the shelf.",
    "Lijiang postcode 674100, Kaili 556000, Yuanyang 662400.",
    "Bus route 13 goes from the old town to Baisha; route 6 to Shuhe.",
    "The Jingmai 2031 spring cake scored 93 at the tasting.",
    "Room 208 is the one with the view of Jade Dragon Snow Mountain.",
    "Trek T-YY-07: Duoyishu to Bada, 11 km, 4 hours, guide Zhao Bo.",
    "Silver bracelet order KS-0412, 38 g of 990 silver, engraved with a butterfly.",
    "Ticket #3390: the receipt printer at the Kunming agency jams on thermal paper.",
    "My card ending 7733 was declined at the Shaxi market.",
    "The Montenegro partner wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Weibo account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Ask Long Fei for the workshop keypad code, I don't have it.",
    "The guest wifi 'Naxi-Inn-Free' is open, no password needed.",
    "验证码五分钟内有效，过期请重新获取。",
    "yanzhengma mei shou dao, zai fa yi ci?",
    "รหัส OTP หมดอายุแล้ว ขอใหม่อีกครั้ง",
    "Naxi Dongba script has about 1 400 pictographs.",
    "Bai 三道茶: bitter, sweet, then aftertaste — served at the Shaxi inn.",
    "阿哩哩！tonight's bonfire dance starts at 20:00 in Sifang Square.",
    "666 the terraces at sunrise, yyds",
    "Kunming–Lijiang fare 2032: second class ¥181, first class ¥290.",
    "Version 2.8.4 of the PMS fixed the Thai date format.",
    "Horse caravan day tour: 2 hours, ¥280 per person, 6 riders max.",
    "Sign in with your own phone number; never share the SMS code.",
    "The miao silver crown weighs about 2 kg; the festival is in November.",
    "Thai backpacker group, 6 pax, passport scans received, registration done.",
    "Rice terrace sunrise at Duoyishu is at 07:12 on 15 March.",
    "Pu'er cake wrapper: 2032 Yiwu, 357 g, batch 203.",
    "Public key fingerprint SHA256:uN4x0Q2bV9mEYzK1Ltq8HcAa7w5JrTfPsG3dWnO6kiI for the desk laptop.",
    "Phone +66 81 234 5678 is the Bangkok travel agent.",
    "Guesthouse WeChat ID is naxi_inn_lijiang; follow it for promotions.",
    "Kiln at 860 °C for 40 minutes, then quench the silver in alum water.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/lijiang/pms", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 514}}',
    f'{{"sha256": "{_WHEEL}", "package": "pymysql", "version": "1.1.1"}}',
    '{"ticket": "3390", "order": "PE-2032-00871"}',
    '{"train": "G2876", "coach": 5, "seat": "12F"}',
    '{"phone": "+86 873 562 4417", "city": "Yuanyang"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cakes_in_stock": 412}',
    '{"hs_code": "0902.30", "origin": "CN-53", "description": "black tea"}',
    '{"postcode": "674100", "town": "Lijiang"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
