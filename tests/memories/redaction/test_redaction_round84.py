# ruff: noqa: RUF001  (labels and separators of other scripts are part of the samples)
"""Round 84: held-out 246's, 247's, 248's and 249's misses, read after their one blind
measurement: Egyptian chat's password word as heard (`baasward`), its "this is the pass" after
the value (`…, de el pass bta3 el laptop`), its "key of … the new" before a key (`el key bta3 …
el gdeed`, Arabic's `مفتاح … الجديد هو`) and its "tell no one" (`mat2olsh l7ad`, Sudanese
`ما تكلم زول`); Arabic's backup codes with "for" glued to the next word (`رموز الاحتياط
للتحقق …`); Korean's `핀번호` and `bimilbeonho-neun`, its resident number in Latin letters (`jumin
beonho`); a recovery key in Japanese, Chinese and Korean (`回復キー`, `リカバリーキー`); Russia's
`загран`; Nepal's citizenship certificate (`11-02-70-48302`); the Amex's front code with the
card's number between (English), on its front (Russian `на лицевой стороне`, Japanese `表面`),
Nepali's `पछाडि`; doctl's `-t`, `kamctl add USER PASSWORD`, HammerDB's `diset … *_pass`; a
dictionary's `"key"` in code; Swiss German's "that I set for" (`das hani fer … gsetzt`).
Kept: a short word of Arabic in Latin letters after the password word (`l7ad`, "anyone")."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 83's rules (checked against them).
CAUGHT = [
    ("Aswan: KARKADE!2207 de el pass bta3 el router", "KARKADE!2207"),
    (
        "el key bta3 Fawry el gdeed 5b1f0c2e9d8a4f7b6c3e2d1a0f9e8d7c mat2olsh l7ad",
        "5b1f0c2e9d8a4f7b6c3e2d1a0f9e8d7c",
    ),
    (
        "el key bta3 Vodafone Cash el gdeed 0b7e4c2a-9d13-4f8e-a6b5-2c1d3e4f5a6b",
        "0b7e4c2a-9d13-4f8e-a6b5-2c1d3e4f5a6b",
    ),
    ("رموز الاحتياط للدخول:\n4821 9034, 7710 2356, 6603 1189", "7710 2356"),
    ("핀번호 2291", "2291"),
    ("bimilbeonho-neun nerpa geurigo 3319", "3319"),
    ("リカバリーキー：Q7WX-2MND-K8PL-4TRZ-9HVB-C3JF-6YSE", "Q7WX-2MND-K8PL-4TRZ"),
    ("ajumma jumin beonho 850412-2345672", "850412-2345672"),
    ("загран 71 4402917, до 2031", "4402917"),
    ("the four digits above the number on my Amex 3782 822463 10005 are 7305", "7305"),
    ("Amex: четыре цифры на лицевой стороне — 6619", "6619"),
    ("アメックスの表面の4桁：5082", "5082"),
    ("kamctl add sip101@voip.lan Trunk7Pass", "Trunk7Pass"),
    ("hammerdbcli: diset connection maria_pass tpccRunner", "tpccRunner"),
    ("hammerdbcli: diset connection mssqls_pass GSB902-KQW7PLX", "GSB902-KQW7PLX"),
    (
        'resp = requests.get(URL, params={"key": "c4e8f1a29b7d03e65f1c8a2b4d9e7f60", "q": "ferry"})',
        "c4e8f1a29b7d03e65f1c8a2b4d9e7f60",
    ),
    ("Lötschen88!, das hani fer dr Router gsetzt", "Lötschen88!"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "mat2olsh el password l7ad ya3ni",
    "Mürren2024, das hani fer d Ferie bucht",
    "doctl compute droplet list -t json",
    "the key findings of the Banque Misr audit",
    "citizenship form, call 01-44-25-12345",
    '{"key": "users/avatars/photo_0001.jpg"}',
    "the zagran visa costs 3500 roubles",
    "表面温度は25度でした",
    "the plan de el pass",
    "kamctl add --help",
    "diset tpcc mssqls_user sa",
    "the passward reset page is broken",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 83 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("Philae guest house wifi baasword\nQwPlMnZxTyKs", "password_assignment"),
    ("復旧キー: 7H2K-9QWE-4RTY-8UIO", "password_assignment"),
    ("mero nagarikta no. 27-01-75-10394 ho", "national_id"),
    ("कार्डको पछाडिको तीन अंक: 771", "card_code"),
    ("doctl auth init -t 'k2m9-x7qp-w4rt-z8vn'", "password_assignment"),
    ("مفتاح E-Pay الجديد هو 5d2a9c7e-1b3f-4e8a-9c6d-7f0e1a2b3c4d ما تكلم زول", "vendor_key"),
    ("Tanmeyah: el key bta3 el app el gdeed ab34cd56ef7890ab12cd34ef567890ab", "vendor_key"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
