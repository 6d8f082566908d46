# ruff: noqa: RUF001  (full-width signs and other scripts are what the texts hold)
"""Round 37 (the last misses of held-out 63-70 and held-out 71-74's, read and fixed as classes,
2026-12-01): a document's number after a word for the document, whatever its name
(`document_numbers`: a licence, a permit, a certificate, a beneficiary's id, `OSCA ID`, `KITAS
番号`); a password said as a Latin word in another script's line with no sign after its label;
Somali's "the word"; "no capitals" and "follow it with"; a lock's code before a short verb;
a card's code behind the card in Tigrinya, Dagaare and Rajbanshi; a subcommand that sets or
hashes a password or a PIN; a network's key in any `…wifi(…)` call; a vendor's client built with
its key; a TOTP secret in small letters; backup codes after `kode cadangan 2FA`; Tok Pisin's
`em` before a code; a value read out piece by piece after words that say so; `USERID=user/…@db`;
deluge-console's `connect`; `passkey`, `api code`, `Gennwort`; a padlock's number in Japanese;
Malaysia's MyKid and Belgium's Kids-ID as keys; and what stays."""

from __future__ import annotations

import pytest

from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample.
CAUGHT = [
    # A document's number by a word for the document.
    ("firearms licence number for the range course: 60318275.4412", "60318275.4412"),
    ("my caste certificate no. is SC/KRT/2014/77310", "SC/KRT/2014/77310"),
    ("जाति प्रमाणपत्र नंबर OBC/RNC/2011/52094 है", "OBC/RNC/2011/52094"),
    ("作業許可証（WP）番号：WP-OSK-2030-1187", "WP-OSK-2030-1187"),
    ("رقم تصريح العمل حقي: 418/2029/6603125", "418/2029/6603125"),
    ("beneficiary id of my grandmother: PMK553019872", "PMK553019872"),
    ("Senior Citizen ID ni Lola Remedios: 771204-30518", "771204-30518"),
    ("KITAP number of the new engineer, renewed in May: 4D71KQ8802-B", "4D71KQ8802-B"),
    ("エンジニアのKITAP番号：4D55MX0291PL", "4D55MX0291PL"),
    # A password said as a Latin word in another script's line, no sign after the label.
    ("የይለፍ ቃሉ merkato የሚለው ቃል ነው፣ ከዚያ 518", "merkato"),
    ("password ནི་ lhasa ཟེར་བའི་ཚིག་དང་ དེའི་རྗེས་ལ་ 4471 ཨིན།", "lhasa"),
    ("furaha sirtu waa ereyga baobab, kadibna 2290", "baobab"),
    ("type the word kestrel, no capitals, and follow it with 618", "kestrel"),
    # Codes.
    ("ghar laga tala laga code 5817 ase", "5817"),
    ("ካርድ ድሕሪት ዘሎ ሰለስተ ቁጽሪ፡ 407", "407"),
    ("a card puɔri zu nɔmbaa ata la 396", "396"),
    ("card laga pichu te thaka tin-ta number 582", "582"),
    ("OTP bilong yu em 730166. No ken soim narapela.", "730166"),
    ("kunci rahasia 2FA untuk akun Jurnal: 3qem v6xa n2tk pqjd", "3qem v6xa n2tk pqjd"),
    (
        "kode cadangan 2FA Mekari:\nq7fa.m2kd.x9te\nb4rn.w8zq.c2yv\nt6pm.k3hs.j5wa\n"
        "d9ex.r4ub.n7qc\nh2lo.v5gi.s8fk",
        "q7fa.m2kd.x9te",
    ),
    ("倉庫の南京錠の番号：4821", "4821"),
    # Commands and code.
    (
        "$ php bin/console security:hash-password 'TqvZmRwLpXsKn' 'App\\Entity\\User'",
        "TqvZmRwLpXsKn",
    ),
    ("signal-cli -a +15550100123 setPin 862140", "862140"),
    ('app.set_wifi("Greenhouse-AP", "tamarind-gully482");', "tamarind-gully482"),
    ('wlan.connect("Boathouse", "pelican7harbour")', "pelican7harbour"),
    (
        '$api = new ParcelHubClient("depot-east", "9b1f3c7a2e5d4086b7c1a9e3f5d20c4e");',
        "9b1f3c7a2e5d4086b7c1a9e3f5d20c4e",
    ),
    ("sqlldr USERID=loader/Fjord88Quay@10.0.4.7:1521/ORCL control=load.ctl", "Fjord88Quay"),
    ('deluge-console "connect 10.0.0.8:58846 admin Vq3mTz8wLp; info"', "Vq3mTz8wLp"),
    ('$env:SMSGATE_PASSKEY = "k3v9q1m7x2bz8wpd"', "k3v9q1m7x2bz8wpd"),
    ("SMS gateway api code: | GW-PLQXA482716_ZKT9B", "GW-PLQXA482716_ZKT9B"),
    ("Gennwort vom Router | Kuddelmuddel47!", "Kuddelmuddel47!"),
    # Read out piece by piece, after words that say so.
    ("letter by letter: Q. W. 7. P. L. M. Z. 3. X. V. K. 9. R. T. D. 4. B. N", "Q. W. 7"),
    ("one character at a time: qzT_wB · LmpXkA · vRhNsd · PtqYmE · GfzKwa", "qzT_wB"),
]
KEPT = [
    "order number of the licence renewal: 55012874",
    "the licence renewal is due 2027-03-01",
    "Meeting ID 852 1234 5678",
    "ISBN number 9780306406157",
    "Emirates ID 784-1979-5523108-4",
    "Module code 5101 has been moved to the spring term",
    "Установил nginx на сервер 8080 сегодня",
    "spelled out: T. H. E. Q. U. I. C. K. B. R. O. W. N. F. O. X. J. U. M. P. S",
    "letter by letter: over · the · lazy · dogs · cats · runs",
    "how do I reset-password for my account",
    "the setPin method takes a string",
    'client = HttpClient("https://api.example.com", "application-json-content-type")',
    "2FA setup: take your time with it",
    "use a passkey instead of a password",
    "the api code is clean and well tested",
    "ロッカーの番号：12",
]
test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


@pytest.mark.parametrize(
    ("metadata", "secret"),
    [
        ({"child": {"mykid_no": "150312-10-5523"}}, "150312-10-5523"),
        ({"pupil": {"kids_id": "591-2345678-29"}}, "591-2345678-29"),
    ],
)
def test_the_metadata_class_is_scrubbed(metadata: dict[str, object], secret: str) -> None:
    assert secret not in str(scrub_json(metadata))
