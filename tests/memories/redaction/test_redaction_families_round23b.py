# ruff: noqa: RUF001  (words of other scripts are what these tests say)
"""Secret families, round 23b (issue 46): a national, social-security or business number known by
its own name and printed shape, as text, a table cell or a JSON key (`id_shapes`); a long key
with symbols inside, and a capitals config name that says private, secret or a server's key
before a key-shaped value (`symbol_keys`). Their lookalikes stay. Its tuning samples are
`secret_classes_families_round23b.py`.
"""

from __future__ import annotations

from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # An id by its own name, in the shape it is printed in.
    ("СНИЛС-ы: 112-233-445 95", "112-233-445 95"),
    ("SNILS ya mama 204-118-706 15 hiyo", "204-118-706 15"),
    ("| snils | 530-072-199 41 |", "530-072-199 41"),
    ("sss ni tatay — 33-1234567-8", "33-1234567-8"),
    ("PhilHealth ng anak: 01-025678901-2", "01-025678901-2"),
    ("GHA-712345678-3 yɛ me kaad no", "GHA-712345678-3"),
    ("no. BPJS-nya 0001234567890 ya", "0001234567890"),
    ("BN 889912341RP0001 (payroll)", "889912341RP0001"),
    # A long key with symbols inside it, after any words.
    ("Kushki-ի բանալին՝ q7Rt*Vz9@Lm2_Xp4#Nw8~Hs1-Ke6!Bd3Jf5Gc0Ya7", "q7Rt*Vz9@Lm2_Xp4#Nw8"),
    ("kilidi mpya: Zp4~Xq9*Rt2@Lm7_Vn3#Ks8-Hw1!Bd6Jf5Gc0Ya7Tq", "Zp4~Xq9*Rt2@Lm7_Vn3"),
    # A config name that says private, secret or a server's key, a key-shaped value.
    (
        "  - name: X\n    value: k\n  - ACME_SERVER_KEY=QW7ERT9YUI-ASD4FGH2JK-ZXC8VBN3MQ",
        "QW7ERT9YUI",
    ),
    ("export WOMPI_PRIVATE_EVENTS_ID=9f2c1ab07e5d4c3b8a6f0e1d2c3b4a59", "9f2c1ab07e5d4c3b"),
]

# Lookalikes that stay as written.
KEPT = [
    "SNILS 112-233-445 96 (a number whose check fails)",
    "call 112-233-445 95 after six",
    "SSS branch hours 8-5, queue 33-1234567",
    "invoice GHA-71234 and shipment 0001234567890",
    "PhilHealth circular 2024-0012-3",
    "BN 889912342RP0001 fails its check",
    "a rule of ****************************************************** stars",
    "see docs/Some-Long_Path-Name/with-many-parts-2024-Q3-final_version@latest",
    "ACME_PUBLIC_KEY=QW7ERT9YUI-ASD4FGH2JK-ZXC8VBN3MQ",
    "RELEASE_NAME=ALPHA-BRAVO-CHARLIE",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)


def test_an_id_under_its_own_json_key_is_scrubbed() -> None:
    scrubbed = scrub_json({"staff": {"employeeSnils": "112-233-445 95", "sss": "33-1234567-8"}})
    assert scrubbed == {
        "staff": {"employeeSnils": "[REDACTED:national_id]", "sss": "[REDACTED:national_id]"}
    }
    assert scrub_json({"snils": "112-233-445 96"}) == {"snils": "112-233-445 96"}
