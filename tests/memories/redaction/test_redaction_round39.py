# ruff: noqa: RUF001  (full-width signs and other scripts are what the texts hold)
"""Round 39 (held-out 79-82's misses, read and fixed as classes, 2026-12-01): Chinese documents'
numbers by a word that ends in `證`/`证` (a residence permit, an exit and entry permit, a
disability certificate) and Portuguese `atestado`; Manitoba's PHIN; a card's code behind the
card in Kelabit and Burmese, after `CVV ni card ko`; backup codes under Burmese `အရန်ကုဒ်`;
Tagalog's `ay` before a code; Zimbra's and Carbonio's `prov sp USER PASSWORD`; a database
console's `connect URL USER PASSWORD`; and what stays (a Pangasinan warning not to share a
password)."""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample.
CAUGHT = [
    ("大陸地區入出境許可證號碼：2088104455", "2088104455"),
    ("香港學員的居住證號碼：810000199911223344", "810000199911223344"),
    ("学员的残疾人证号（视力）：44030519990301123X", "44030519990301123"),
    ("número do atestado de residência do aluno: 2027/554190", "2027/554190"),
    ("Manitoba PHIN of the new diver: 220481733", "220481733"),
    ("numbor teluh di likud kad kuh: 862", "862"),
    ("say CVV ni card mo et 305", "305"),
    ("ကတ်နောက်ကျော ဂဏန်းသုံးလုံး: 731", "731"),
    ("2FA အရန်ကုဒ်များ: qpwe4821\nzmxn3307\nlkaj9912\nrtyu5540", "qpwe4821"),
    ("Ang OTP mo sa BPI ay 582017. Huwag ibigay kahit kanino.", "582017"),
    ("zmprov sp diver@reef.example.org 'MantaRay!Glide44'", "MantaRay!Glide44"),
    (
        'bin/console.sh "connect remote:db.example.lan/boats ana.r coral_reef_2041"',
        "coral_reef_2041",
    ),
]
KEPT = [
    "Aga mo ibaga say password mo ni uray shi sino.",
    "Huwag ibigay ang password kahit kanino.",
    "3号楼的许可证 2024年",
]
test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
