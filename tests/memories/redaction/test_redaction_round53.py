# ruff: noqa: RUF001  (the samples are in other scripts)
"""Round 53 (held-out 135-138's misses, read and fixed as classes, 2026-12-02): Swiss and
Swabian German's `isch`, Romani's `hin`, Catalan's `és` after a clause, German's `fürn`; a
dictation with Hungarian's `mögé`, Maori's `i muri`, a short word after the
label's sign, or an order to type the word (`type … first, then the number …`); Italian's
`licenza … n.`, an acronym's `numéro`; Romanian backup codes; a
Proxmark's MIFARE key and T55xx password; a key as the user of HTTP basic auth with no password;
Korean's card security code; a Chinese lock's digits; a TOTP secret of small letters with a digit
in one group after a colon, Hungarian's setup key; Palóc's `jelszåvå`, Hungarian's `jelszónak`; a
document's word, its "is" and its number; and what stays: a page's `n.`, a year's `n.`, a word
count after `type`, a Hungarian "and"."""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 52's rules.
CAUGHT = [
    ("de Code vom Schloss an dr Hütte isch 7719", "7719"),
    ("le vudaresko kódo hin 73318", "73318"),
    ("Tonina, sa contrasenya nova des caixer de s'oficina des port és KT559-MARES-218, idò.", "KT559-MARES-218"),
    ("jelszónak a tisza szót írd kisbetűvel, mögé 4406", "tisza"),
    ("type granita first, then the number 3317", "granita"),
    ("licenza di pesca sportiva n. LP-SS-2027-51188", "LP-SS-2027-51188"),
    ("MSAP numéro ṣie wẹ yin 4419023387", "4419023387"),
    ("coduri de rezervă Microsoft: 5519-7720\n8841-0093\n3307-6612", "8841-0093"),
    ('pm3 -c "hf mf rdbl --blk 4 -a -k 9F31C0A2B7E4"', "9F31C0A2B7E4"),
    ('proxmark3 /dev/ttyACM0 -c "lf t55xx detect -p 51A0C9E2"', "51A0C9E2"),
    ('requests.get(url, auth=("3f9a0c7e21b84d56a0e9c3b7f1d2e845", ""))', "3f9a0c7e21b84d56a0e9c3b7f1d2e845"),
    ("카드 뒷면 보안코드 3자리는 417", "417"),
    ("仓库门锁的数字：5581", "5581"),
    ("secret key for the payroll account: kqdn vbrt xwoe 5mya", "kqdn vbrt xwoe 5mya"),
    ("a kézi beállítási kulcs: tqpl zbnw rmxe 7uqk", "tqpl zbnw rmxe 7uqk"),
    ("mostan å raktár jelszåvå Mák2044?", "Mák2044"),
    ("моє посвідчення є АБ 126123, ня кажи нікому", "АБ 126123"),
]  # fmt: skip

KEPT = [
    "vedi pagina n. 12",
    "nel n. 2024 della rivista",
    "type python first, then 3 spaces",
    "jelszó és felhasználónév kell",
    "s Passwort isch vergässe",
    "a jelszónak legalább 8 karakter kell",
    "this week 2fa: team sync done",
    "licence is valid until 2031",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
