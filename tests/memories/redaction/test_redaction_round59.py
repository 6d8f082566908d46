# ruff: noqa: RUF001  (the Chinese and Japanese samples' full-width signs are the point)
"""Round 59: the spent corpora's misses read again as classes, before held-out 159-162 were
measured: a fund's member number after its acronym (`VNPF member number`); a password dictated
in parts that runs on past its number (`password si agom apong, lokke 2085 dung`), a colon after
a word between, up to nine words, and "with" and the article of the Romance and Nordic languages
joining the word to its number; a password of two words and a number joined, or a word, its
number, a sign and a word, closing a line before a comma and a particle or two (`… da
tarpon.jurel.23, noh tel nobadi`); Korean's lock and its `비번`, a space after the lock, and the
copula glued to the code (`창고 자물쇠 비번 344083여유`). Held-out 159-162's and 163-166's
misses, read after each batch's one blind measurement: see the comments in `CAUGHT`."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 58's rules (checked against them).
CAUGHT = [
    ("aba password inna: tapioca, 8813", "tapioca"),
    ("la clave, pues, empieza con jacaranda y acaba con el 5521, vale", "jacaranda"),
    ("la clave va con la palabra jacaranda y remata con 553", "jacaranda"),
    ("an pasfhocal don oifig: fiachra1988.ballina, muise", "fiachra1988.ballina"),
    ("창고 자물쇠 비번 5521여유", "5521"),
    ("사무실 번호자물쇠 60723임다", "60723"),
    ("보트 자물쇠 비번 4471 아이가", "4471"),
    # (held-out 159-162's, measured once blind with the classes above: a vendor's SDK started
    # with two keys, a connection's address built from its parts, a chained call after one that
    # logs in, keystrokes a script types, a setting's quoted `user:password`, documents in
    # Chinese, Japanese and Korean (a seaman's certificate, `第…号` and `제…호`, a health
    # certificate, a permit, an insurance card's number in dotted groups), a door lock in Korean
    # and an iron lock in Chinese, one Hangul word between a label and its colon, Bambara's `ye`
    # after a code, a padlock's code and a particle, a dictated word right before its comma, a
    # taxi's operating licence and Tsonga's licence, an acronym's certificate with a dashed word
    # between, a network's key of small letters no one could say, Bambara's card back)
    ('Tapjoy.initialize("9c1e4f7a2b5d8e0f3a6c9b2d5e8f1a4b", "7e2d9c4b1a6f3e8d5c2b9a4f7e1d6c3b8a5f2e9d");', "7e2d9c4b1a6f3e8d5c2b9a4f7e1d6c3b8a5f2e9d"),
    ('Fuel.post(url).authentication().basic("mara", "Kelp-418-Harbor")', "Kelp-418-Harbor"),
    ('Send("mara.k{TAB}")\nSend("Tide.Lantern.77{ENTER}")', "Tide.Lantern.77"),
    ('ControlSend("Login", "", "Edit2", "Qm7hT2xKp9Rz{ENTER}")', "Qm7hT2xKp9Rz"),
    ("船員證號碼：閩7730418", "7730418"),
    ("보건증 번호는 2031-558204 이에요", "2031-558204"),
    ("調理師免許の番号は 第58211号 です", "58211"),
    ("어업허가 번호: 제2031-4471호", "2031-4471"),
    ("保険証の記号番号：4417・220958", "4417・220958"),
    ("창고 도어락 번호는 8852 마씸", "8852"),
    ("倉庫鐵鎖的號碼：6604", "6604"),
    ("백업 패스프레이즈 이거다이: gannet coral ferry lantern", "gannet coral ferry lantern"),
    ("441207 ye i ka code ye", "441207"),
    ("ñuka candado 7731 mi", "7731"),
    ("winia contraseña pijuayo, 6620 nui", "pijuayo"),
    ("operating licence number of the Bela-Bela taxi: LP2031/552190", "LP2031/552190"),
    ("layisense ya thekisi, nomboro: MP2031/118204", "MP2031/118204"),
    ("OPITO offshore-survival certificate of the welder on rig 4: OPITO-2030-558214", "OPITO-2030-558214"),
    ("wifi Cabin-7 password la kqt7vbnwzd", "kqt7vbnwzd"),
    ("ma carte kɔfɛ nimɔrɔ saba ye 418 ye", "418"),
    # (held-out 163-166's, measured once blind with round 59 settled: a password said in parts
    # and then written joined, a secret phrase in Albanian, Greek and Macedonian, Slovene's
    # number before a licence, German's crane driver's and blaster's licences (and a table's
    # cell border as a colon), Albanian's permit, an emigrant's registration, PHP's HMAC key, a
    # short key of Python's HMAC, a token four words before its UUID, Ceph's dashboard user,
    # Hadoop's credential store, a user and a password piped to an authentication helper,
    # Jupyter's hashed password, Indonesian's wifi with its suffix, small capitals, an Arabic
    # word in Latin letters that starts with a digit, Turkish's `şifresi` before a safe's code,
    # a chat's answer of three kinds of character, Epirote Greek's code, Albanian's `shifra`)
    ("the pin is the word lantern, all small, then 4417; so lantern4417", "lantern4417"),
    ("šifra je riječ mostar, pa onda 4417, znači mostar4417", "mostar4417"),
    ("fraza sekrete e arkivit: molla_ujku_deti_guri", "molla_ujku_deti_guri"),
    ("η μυστική φράση του πορτοφολιού: ελιά βράχος πλώρη λιμάνι", "ελιά βράχος πλώρη λιμάνι"),
    ("фразата за бекапот на серверот: dab jasen vrba ohrid", "dab jasen vrba ohrid"),
    ("številka poklicne licence: 48213", "48213"),
    ("Staplerführerschein der Anna: SF-4471/26", "SF-4471/26"),
    ("Sprengbefugnis-Nr. | SB-W-20714", "SB-W-20714"),
    ("leja e gjuetisë e Arbenit: GJ-5521/2030", "GJ-5521/2030"),
    ("Protector of Emigrants registration of Saima: LHR-2031-448120", "LHR-2031-448120"),
    ('$sig = hash_hmac("sha512", $payload, "k7Qx2mVp9TzL4wRs");', "k7Qx2mVp9TzL4wRs"),
    ('mac = hmac.new(b"Rfkwnxqq7h", body, hashlib.sha256)', "Rfkwnxqq7h"),
    ("WhatsApp: the Wablas token we use now is 3f2a9c1e-7b4d-4e8a-9c2f-1d6b8e4a7c3f, the old one is revoked", "3f2a9c1e-7b4d-4e8a-9c2f-1d6b8e4a7c3f"),
    ("$ ceph dashboard ac-user-create omar mukalla.tuna.2023 administrator", "mukalla.tuna.2023"),
    ("hadoop credential create ldap.bind.password -value 'KKRWPLMnoXAZZtq' -provider jceks://file/tmp/x.jceks", "KKRWPLMnoXAZZtq"),
    ("printf 'mira wq7_kz3p_tt9x_ab2c\\n' | /usr/lib/squid/basic_ldap_auth -b dc=x", "wq7_kz3p_tt9x_ab2c"),
    ("c.ServerApp.password = passwd('MirbatLovesFrankincense66')", "MirbatLovesFrankincense66"),
    ("sandi wifi-mu Ternate-Lab: qzrtkpwvmnbh", "qzrtkpwvmnbh"),
    ("ᴘᴀssᴡᴏʀᴅ = TernKelp2031Quay", "TernKelp2031Quay"),
    ("el code 3ala bab el makhzan: 7730", "7730"),
    ("dolabın şifresi 40417", "40417"),
    ("ο κουδ'κός του γκαράζ ιδώ στην Άρτα είναι tqw_plm_zrx_44, μαθές", "tqw_plm_zrx_44"),
    ("shifra e portës ishtë vjosa.mali.882, ashtu", "vjosa.mali.882"),
    ("slaptazodis: kopos_bur12_2031", "kopos_bur12_2031"),  # (Lithuanian with no diacritics)
]  # fmt: skip

KEPT = [
    "Mật khẩu mới phải dài ít nhất 14 ký tự.",
    "Kata laluan mesti ditukar setiap 60 hari, kata IT.",
    "Parool peab olema vähemalt 16 märki pikk.",
    "창고 자물쇠 300개 샀어",
    "자물쇠 가격은 5000원이야",
    "VNPF member number of the customer: 2159730",
    "the password is in the vault, ask Maria",
    "password reset for user_48213, done",
    "the password for the build server moved to vault.example.org, ask Ops",
    "Pallet ID 600912 with 64 cartons of Valencias, left at 06:10.",
    'Git.compare("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b", "1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d")',
    'Send("report.xlsx{ENTER}")',
    "도어락 가격은 35000원",
    "영수증 번호는 2032-443102",
    "門鎖壞了，2024年換的",
    "candado 2024 de",
    'image = "python:3.11-slim"',
    "tax number of the shop: 4401234567",
    "passwort für rechtsschutzversicherung",
    "the password manager we use is 1password",
    "the password is the word pelister, but we changed it last week",
    "leja e ndërtimit u dha më 2029",
    "die Befugnis hat er seit 2019: 12 Jahre",
    "številka 5 je srečna",
    "| permit | 2029 |",
    "h = hmac.new(b'hello', msg)",
    "from notebook.auth import passwd; passwd()",
    "echo 'hello world' | ssh host",
    "ceph dashboard ac-user-create bob -i /tmp/pw administrator",
    'the Authorization "header" is sent by the browser automatically',
    "the sector key: growth in exports",
    "şifre 2024 yılında değişti",
    "posta kodu 34000",
    "error code 4xx: 404",
    "shifra e parë është 7",
    "password wifi-nya Kantor_2: bukan ini",
    "slaptazodis turi buti 12 simboliu",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 58 took these secrets only by the value model's guess (`likely_secret`,
# `high_entropy`), or only a part of them; the class's rule names them now.
NAMED = [
    ("PNPF member number of the night nurse: 3307418", "national_id"),
    ("the SSNIT member no. for Kofi's pension letter: 8812093", "national_id"),
    ("password em i kaukau, bihain 7302 tasol", "password_assignment"),
    ("Mi password pi email da heron.quarry.61, noh tel nobadi", "password_assignment"),
    ('client := go_ora.BuildUrl("db.lan", 1521, "ORCL", "svc-ops", "tern.quay.2031", nil)', "password_assignment"),
    ('_auth = "deploy-bot:Rq7vKm2xTp9L"', "password_assignment"),
    ("ñuka contraseñaka ungurahui, kipa 4471 mi", "password_assignment"),
    ("riwayat saya: prosodyctl register kasuari xmpp.pala.lan 'cengkeh.tanah448'", "password_assignment"),
    ("ejabberdctl register bob chat.example.org fjord.kettle448", "password_assignment"),
    ('reverse_proxy: header_up Authorization "Basic dGFyYTpGaXNoLURvY2stNzc="', "bearer_token"),
    ("[07:12] dina: admin pw for the boat router?\n[07:13] kai: &qwiKL%mOPRTzx", "password_assignment"),
    ("Mifare sector key A for the locker cards: 4b17ac9e30fd", "password_assignment"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
