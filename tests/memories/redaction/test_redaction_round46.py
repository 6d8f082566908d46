# ruff: noqa: RUF001  (labels and separators of other scripts are what the texts hold)
"""Round 46 (held-out 53-110's last misses, read and fixed as classes, 2026-12-02): a dictated
word with its number "tacked on" or "glued behind" (after "the word", an aside in brackets, a
machine's name and "is", or the number's word alone); Spanish's `todo en minúscula` and `y
pegadito el`; Welsh `ar ei ôl` and a label between the word and its number; Macedonian's
`zborot`; a value before the password's word and what it is for, a prefix glued by a dash
(`ni-password`, `passorde te …`, `Ko … te password o te …`); a password set "for" something
"to" a value, in English and the Nordic languages (`sat passwordet te … te …`); Danish's "use
…, it's what the … has now"; a lock's code after a small number, after `…'s`, after a Japanese
dialect's copula; the digits printed above an American Express card's number; a key "on file";
Treasure Data's keys; a vendor's key or signature under PHP's `define`; a vendor's secret under
a variable ending in `_HASH`; Moodle's `$CFG->dbpass`; Windows' printing scripts, `dtsrun`,
Oracle E-Business Suite's loaders and Oracle's JDBC address with its login; hex keys read out in
groups of capitals; the key printed under a router whose name ends in `box`; Japanese's and
Chinese's passphrase words, Hausa's `jimlar sirri`; Laos's identity card, Thailand's and Laos's
household registers, a Thai card's laser code; Japan's health insurance card and hunting
licence; Taiwan's police record, permit letters and driving licences; an agency's slashed
reference after a permit; and what stays (a digest's variable, colour codes, a fingerprint, a
word count, a duration, a date, a card's expiry in Thai, a password policy, an app's name)."""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 45's rules.
CAUGHT = [
    ('office laptop: the word puffin (the bird) with 3310 tacked on', 'puffin'),
    ('the Gallagher one is tussock plus 4412 tacked on', 'tussock'),
    ('escríbele morro, todo en minúscula, y pegadito el 8830', 'morro'),
    ("y gair llanw ydy'r cyfrinair, a 5521 ar ei ôl", 'llanw'),
    ('the gas-bottle cage padlock on jetty 3: 7719', '7719'),
    ('Amex 3714 496353 98431: the 4 digits printed above the number are 2291', '2291'),
    ('ticket 88: Shopify sync broken, key on file 9f3c2a7b1d4e6f8091a2b3c4d5e6f7a8b9c0d1e2', '9f3c2a7b1d4e6f80'),
    ('ເລກບັດປະຈຳຕົວ ຂອງນ້ອງ: 7715 2290 4431', '7715 2290 4431'),
    ('ເລກສຳມະໂນຄົວ ເຮືອນພໍ່: 41187/20931', '41187/20931'),
    ('รหัสประจำบ้านตามทะเบียนบ้านของป้า: 1102-334455-7', '1102-334455-7'),
    ('เลขหลังบัตรประชาชนของลุงสมชาย JT1-2045518-33', 'JT1-2045518-33'),
    ('TRANZPAGO_MERCHANT_HASH=4c1e9a7f03b2d6e8a5f4c3b2a1908f7e6d5c4b3a29180f7e6d5c4b3a2918f0e1', '4c1e9a7f03b2d6e8'),
    ('GitHub Actions, env:\n  ORBITALPAY_HASH: 5e2f91c07ad4b38e6f0d2c9a17b4e853', '5e2f91c07ad4b38e'),
    ('Pita: TaroLeaf88 eukw ni-password', 'TaroLeaf88'),
    ('the Victron: kelp in small letters, digits 4410 glued behind', 'kelp'),
    ('cscript prnqctl.vbs -e -s ps02 -p Front -u CORP\\ana -w "Tr4m-Bell"', 'Tr4m-Bell'),
    ('dtsrun /S SQL01 /U sa /P Wint3r-Kayak /N Export', 'Wint3r-Kayak'),
    ('FNDCPASS apps/oak-maple77 0 Y system/manager SYSTEM APPLSYS', 'oak-maple77'),
    ('url=jdbc:oracle:thin:hr/Cedar-Lynx-42@db01:1521/XE', 'Cedar-Lynx-42'),
    ('td query -k 2231/9b8a7c6d5e4f30211a2b3c4d5e6f708192a3b4c5 -d x', '9b8a7c6d5e4f3021'),
    ("define('ACMEPAY_SIGNATURE', 'Q7WX-3KPL-M2ZR-8TND-V5HC');", 'Q7WX-3KPL'),
    ("Moodle:\n$CFG->dbpass = 'Mossy7Fern!';", 'Mossy7Fern!'),
    ('金庫のパスフレーズは walnut harbor copper finch', 'walnut harbor'),
    ('備份密語：river_stone_cloud_maple', 'river_stone_cloud_maple'),
    ('jimlar sirri ta madadin: dawa gero doya rogo', 'dawa gero'),
    ('良民證字號：115警刑字第0339217號', '0339217'),
    ('我的駕照號碼：K220118934', 'K220118934'),
    ('狩猟免状の番号、13-448201 やで', '13-448201'),
    ('保険証の記号番号: 11020334-117', '11020334-117'),
    ('倉庫の南京錠の番号だべ: 41172', '41172'),
    ("lock on the net loft's 7713, b'y", '7713'),
    ('my market permit ni KMA/MKT/2031/4471', 'KMA/MKT/2031/4471'),
    ('the key printed under the Huawei Homebox: T9KQ2WMX7P', 'T9KQ2WMX7P'),
    ('Ko T4ro9Fale* te password o te tablet i te fale', 'T4ro9Fale*'),
    ('brug *rQ7p%ZtWn3?Lk, det er den ACUen har nu', '*rQ7p%ZtWn3?Lk'),
    ('šifrata e zborot bukva, posle 5512', 'bukva'),
    ('[dictated on the call] 9C41E2 7B0D35 E81A64 30F7C9 A2B58D 6E0143', '9C41E2'),
]  # fmt: skip

KEPT = [
    "COMMIT_HASH=8fd8a68a1540129cda2dcf264aa5bfd58fd8a68a",
    "GIT_HASH: 8fd8a68a1540129cda2dcf264aa5bfd58fd8a68a",
    'CONTENT_HASH = "8fd8a68a1540129cda2dcf264aa5bfd5"',
    "บัตรประชาชนของลุงหมดอายุ 12/03/2568",
    "the word count, then 12 more pages",
    "the laptop is slow plus 300 tacked on the bill",
    "lock 2: 15 minutes",
    "safe on deck 3: 2024-05-01",
    "the key file sha 57a4977352c9256b8c373a1139f95cfedfc9073e",
    "ย้ายทะเบียนบ้านไปแล้ว 2 ครั้ง",
    "ทะเบียนบ้าน: ต้องใช้สำเนา 2 ชุด",
    "the word hello (in quotes) appears on page 12 of chapter 3",
    "colors: FFFFFF 000000 FF0000 00FF00 0000FF ABCDEF",
    "Key fingerprint = 701DF4 4B1579 172633 FA3638 553B2D 148E75",
    "define('EMAIL_SIGNATURE', 'Best regards, Ana');",
    "define('CACHE_KEY', 'AB12-CD34-EF56-GH78');",
    "I set the password policy for admins to strict mode",
    "brug Spotify, det er den appen har nu",
    "the permit is abc/def/2020/123",
    "the lock on Bob's 3 doors",
    "jdbc:oracle:thin:@//dbhost:1521/ORCL",
    "it was lower case, digits 12 in total",
    "Admin2024! as password managers go",
    "the dbpass setting is documented below",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
