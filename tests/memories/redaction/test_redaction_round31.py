# ruff: noqa: RUF001  (full-width signs are what the texts hold)
"""Round 31 (held-out 51-54's misses, read and fixed as classes, 2026-12-01): India's UAN,
Austria's ZMR number, Lithuania's and Indonesia's driving licences, China's medical insurance card
and housing fund account, Japan's health insurance number after their names; a card's code
described in Bengali, Bhojpuri, Chhattisgarhi, Venda, Lithuanian and Hindustani in Latin letters;
national schemes' cards beginning with 8 or 9; more ways to say "this word" and "after it" in
Chinese; the Finnish passphrase, Westphalian and Aranese passwords, Tarantino "is"; PocketBase,
SAP host control, OpenEdge and cortextool command lines, and tools called by their path; a
password named after three words (`is the new turnstile admin password`); backup codes after
"2FA" and a word between, Bengali's backup codes; a TOTP secret after "2FA" with no sign; a secret
in an Android build field; and what stays."""

from __future__ import annotations

import pytest

from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample.
CAUGHT = [
    ("my UAN: 1002 3456 7890", "3456 7890"),
    ("ZMR-Zahl: 0002 1234 5678", "1234 5678"),
    ("ihri ZMR-Zahl isch 0003 4567 8901", "4567 8901"),
    ("他的医保卡号：35018325590", "35018325590"),
    ("公积金账号：430191700001", "430191700001"),
    ("被保険者番号：12345678", "12345678"),
    ("vairuotojo pažymėjimo nr. 12345678", "12345678"),
    ("card ke pichhe ke teen number: 552", "552"),
    ("কার্ডের পিছনের তিনটি নম্বর: 318", "318"),
    ("कार्ड के पाछू के तीन अंक: 640", "640"),
    ("卡背面的三位数：415", "415"),
    ("nomboro tharu dza murahu ha khadi: 704", "704"),
    ("trys skaitmenys kortelės nugarėlėje: 219", "219"),
    ("thẻ NAPAS của tôi: 9704361234567895", "9704361234567895"),
    ("ArCa card 9051 1234 5678 9014", "9051 1234 5678 9014"),
    ("密码是 crumb 这只词，后背加 7714", "crumb"),
    ("密码是 tansy 这隻字，后斗再加 3302", "tansy"),
    ("tunnuslause: lauantai sauna järvi kesä", "lauantai sauna"),
    ("dat Passwuort is Hx7kQ2mz", "Hx7kQ2mz"),
    ("mot de pas: Rq8vNz2k", "Rq8vNz2k"),
    ("la password jè Tz8kWq2m", "Tz8kWq2m"),
    ("./pocketbase superuser upsert ops@baths.local 'lido.crawl.77'", "lido.crawl.77"),
    ("/usr/sap/hostctrl/exe/saphostctrl -user sapadm Kq7.Mz2.Lw9 -function Get", "Kq7.Mz2.Lw9"),
    ("mpro -db sports -U ops -P 'Tz8.Wq2.Lm4'", "Tz8.Wq2.Lm4"),
    ("cortextool rules load --key=grout.tile.44 rules.yaml", "grout.tile.44"),
    ("/usr/bin/mysql -u root -pS3cretPw9 db", "S3cretPw9"),
    ("Hx7k-QW2m-Lp9z-Rt4v is the new turnstile admin password", "Hx7k-QW2m"),
    ("Kod backup 2FA saya: ab3d.k9m2.q7rt\nx4p8.z2n6.w1c5\nm3j7.v8b2.t6y4", "x4p8.z2n6.w1c5"),
    ("2FA ব্যাকআপ কোডগুলো: 1234-5678 2345-6789 3456-7890 4567-8901", "2345-6789"),
    ("2FA की गुप्त चाबी JBSWY3DPEHPK3PXP है", "JBSWY3DPEHPK3PXP"),
    ('buildConfigField("String", "MAPS_API_KEY", "\\"Qw7Lk2Zp9Xv4\\"")', "Qw7Lk2Zp9Xv4"),
    ('resValue("string", "api_token", "tok_8f2k1m9q")', "tok_8f2k1m9q"),
]
KEPT = [
    'buildConfigField("String", "BASE_URL", "\\"https://api.local\\"")',
    'buildConfigField("String", "API_KEY", "\\"${System.getenv(\\"KEY\\")}\\"")',
    "I paid with the card three times: 200 euros",
    "the teen number: 15 kids",
    "cat /etc/mysql/my.cnf -p",
    "see https://dev.mysql.com/doc -p 3306",
    "./pocketbase serve --http=0.0.0.0:8090",
    "we enabled 2FA on the NEWSLETTER ACCOUNT SETTINGS PAGE",
    "UAN 2024",
    "Security is the most important part of your password policy",
]
test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)

METADATA = [
    ({"deceased": {"zmr_zahl": "0001 6901 4836"}}, "6901 4836"),
    ({"member": {"uan": "100234567890"}}, "100234567890"),
]


@pytest.mark.parametrize(("metadata", "secret"), METADATA, ids=[str(m)[:40] for m, _ in METADATA])
def test_the_round_31_ids_are_scrubbed_under_their_keys(
    metadata: dict[str, object], secret: str
) -> None:
    assert secret not in str(scrub_json(metadata))
