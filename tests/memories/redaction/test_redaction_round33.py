# ruff: noqa: RUF001  (full-width signs and other scripts are what the texts hold)
"""Round 33 (held-out 59-62's misses, read and fixed as classes, 2026-12-01): backup codes whose
last part has two characters (`hblz-8651-dn`); Windows' remote tools' `/P` and `/p:`, zrok's
token, ApacheBench's `-A user:…`, MySQL Utilities' `--server=user:…@host`; Jetty's
`realm.properties`; a key and its secret passed to `FlickrAPI(…)`; Chinese "this word" with `即`
and a card's back `后底`; backup codes under `còdici di riserva`, after Spanish `del`, China's
`后备码`; "is" as `就是` and a value in the table's next cell; "say" before a spelled-out word; France's registration certificate's form number, Poland's vehicle registration
document, French Polynesia's TAHITI number, Australia's Working with Children Check, Nepal's
identity card and driving licence, a plusgiro account, China's tour guide card; and what stays
(a METAR)."""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample.
CAUGHT = [
    ("backup codes: wkzq-4471-ab\nplmn-9920-cd\nrtyu-3318-ef", "plmn-9920-cd"),
    ("taskkill /S till02 /U SHOP\\ana /P kestrel-moss-41 /IM pos.exe", "kestrel-moss-41"),
    ("wevtutil qe System /r:till02 /u:SHOP\\ana /p:Marten_Fen_2031 /c:5", "Marten_Fen_2031"),
    ("zrok enable Qw7xLk2mZp9vRt4s", "Qw7xLk2mZp9vRt4s"),
    ("ab -n 500 -c 10 -A ops:Tz8kWq2mLp4x https://shop.example.org/", "Tz8kWq2mLp4x"),
    ("mysqldbcopy --source=root:heron-pike-77@db1 --destination=root:x@db2 a:b", "heron-pike-77"),
    ("conf/realm.properties:\nops: harrier_fen_2030, admin", "harrier_fen_2030"),
    (
        "api = flickrapi.FlickrAPI('0f1e2d3c4b5a69788796a5b4c3d2e1f0', '9a8b7c6d5e4f3a2b')",
        "9a8b7c6d5e4f3a2b",
    ),
    ("密码是 plover 即只字，后尾加 2290", "plover"),
    ("卡后底三个数：604", "604"),
    ("密码就是 | Lq8vTz2mKx4w", "Lq8vTz2mKx4w"),
    ("pw: say bittern, and right after it the digits 415", "bittern"),
    ("numéro de formule de la carte grise de la remorque : 2031AB12345", "2031AB12345"),
    ("numer dowodu rejestracyjnego ciągnika: DR/KRK/1234567", "DR/KRK/1234567"),
    ("numéro TAHITI de l'association: C40218-001", "C40218-001"),
    ("Working with Children Check number 4410293", "4410293"),
    ("मेरो राष्ट्रिय परिचयपत्र नम्बर 5521096634 हो", "5521096634"),
    ("चालक अनुमतिपत्र नम्बर 03-06-11223344", "03-06-11223344"),
    ("Plusgirokonto för föreningen: 41 22 07-3", "41 22 07-3"),
    ("我的导游证号：D-3301-552107", "D-3301-552107"),
    ("códigos de respaldo del banco: QWER-1234-TY\nASDF-5678-GH\nZXCV-9012-BN", "ASDF-5678-GH"),
    ("2FA 的后备码：\nabcd-1234-ef56\nghij-5678-kl90", "ghij-5678-kl90"),
    ("li còdici di riserva di lu cuntu: wxyz-4321-ab\nmnop-8765-cd", "mnop-8765-cd"),
]
KEPT = [
    "METAR EGLL 281050Z 22012KT 9999 FEW030 12/07 Q1015",
    "from 2024-01-15 to 2024-02-15 we kept the backup codes offline",
    "taskkill /IM notepad.exe /F",
    "ab -n 1000 -c 25 https://shop.example.org/",
    "numéro de formule: voir la carte grise",
]
test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
