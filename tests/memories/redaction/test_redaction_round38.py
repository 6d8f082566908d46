# ruff: noqa: RUF001  (full-width signs and other scripts are what the texts hold)
"""Round 38 (held-out 75-78's misses, read and fixed as classes, 2026-12-01): Mandarin's word
for password in pinyin (`mima`), Malay's and Chinese passphrase words, the loan in Arabic
letters; a password spelled out in Chinese or Arabic around a Latin word; Taiwan's citizen
certificate card, health insurance card and household numbers, Greece's AMA, Czechia's insured
person's number by name; a card's code behind the card in Greek, Chinese (`三碼`) and Tok Pisin;
a padlock's number in Taiwanese; `--auth USER:…` of any command, SAP's `brbackup -u user/…`,
oggfwd's password, SPIP's `spip_connect_db`, a VPN client's answers piped by `printf`; a Finnish
API key label; a Russian account after its BIK; Swedish `id-kortsnumret`; the value model's word
of three kinds of character after a password's label a few words back
(`value_model.LABELLED_THRESHOLD`); and what stays."""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample.
CAUGHT = [
    ("mima tu wifi is inak: CELLO!7718", "CELLO!7718"),
    ("a account nanku hualien.k, a mima nanku VIOLA+2093", "VIOLA+2093"),
    ("frasa laluan sandaran: rosin_maple_spruce_ebony", "rosin_maple_spruce_ebony"),
    ("備份的通關密語：bridge scroll purfling bow", "bridge scroll purfling bow"),
    ("密碼是 spruce 這個字，後面接 6120", "spruce"),
    ("الباسوورد كلمة zaytun وبعدين 7731، كله لزق", "zaytun"),
    ("我的自然人憑證卡號：TP40917263518820", "TP40917263518820"),
    ("阿嬤的健保卡號：0000 5127 3390", "0000 5127 3390"),
    ("阮兜的戶號：F7712054", "F7712054"),
    ("ο ΑΜΑ της Ελένης στον ΕΦΚΑ είναι 55120478", "55120478"),
    ("číslo pojištěnce | 736028/5163", "736028/5163"),
    ("τα τρία νούμερα πίσω απ' την κάρτα: 417", "417"),
    ("卡片背面的三碼：284", "284"),
    ("tripela namba long baksait bilong kad em 519", "519"),
    ("倉庫門鎖ê號碼：407733", "407733"),
    ("miniserve --auth luthier:Fiddleback.Maple.77 ./uploads", "Fiddleback.Maple.77"),
    ("brbackup -u system/varnish-purfling582 -c force -t online", "varnish-purfling582"),
    (
        "oggfwd -n 'Evening recital' radio.example.org 8000 CellistSings2031 /live.ogg",
        "CellistSings2031",
    ),
    (
        "spip_connect_db('localhost','','spip','BowHairRosin61','spip','mysql','spip','');",
        "BowHairRosin61",
    ),
    (
        "printf 'connect vpn.example.org\\nmarta\\nfiddle.scroll.2040\\ny\\n' | /opt/cisco/anyconnect/bin/vpn -s",
        "fiddle.scroll.2040",
    ),
    ("Tavoite-API-avvain on 7c1e9a0b5d3f48e2a6b0c9d8e7f6a5b4", "7c1e9a0b5d3f48e2a6b0c9d8e7f6a5b4"),
    ("supplier's account: BIK 044525225, account 40702810400000012345", "40702810400000012345"),
    ("id-kortsnumret hennes e 77120385", "77120385"),
    # The model's word after a password's label a few words back, in a language no rule reads.
    ("Lemayian: password ng'ejuk e server ore KdqrTvaWmE7pX, ashe oleng", "KdqrTvaWmE7pX"),
]
KEPT = [
    "mima, the Spanish word, means to pamper",
    "Mima 2024 release",
    "ΑΜΑ 2024 report",
    "oggfwd -h",
    "use --auth user:password to log in",
    "Установил nginx на сервер 8080, потом ушёл",
    "the card is on the table long before 843",
    "password reset for user JohnSmith42 done",
    "the password policy changed in v2.3.1",
]
test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
