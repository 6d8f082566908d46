# ruff: noqa: RUF001  (the samples are in other scripts)
"""Round 54 (held-out 139-142's misses, read and fixed as classes, 2026-12-02): "is" as `became`
and as the Spanish `e'` with its s dropped; a password as a capitals' parameter (IBM i's CL,
`PASSWORD(…)`, `RMTPWD('…')`); Terraform's variable with its type before its default; Hamlib's,
mpfshell's and Panel's password flags; PHP's `oci_connect` and `odbc_connect`, a client built with
a host, a user and a password; Gujarati's and the dropped-s Spanish backup codes; the Irish value
before `an pasfhocal`, the Welsh one before `yw'r cyfrinair`; Scots' `passwird`; the secret words
of Kinyarwanda and Luganda; a card's code printed small, in Gujarati, Swahili's three digits on
the card's back; a card of four groups of four and one of three; Swahili's certificate; an
acronym's registration before a colon, a named card's number; a key of letters alone, both cases
at random; the value model reading the view (a label in styled letters); and what stays: a
special value and a variable in brackets, a file of users, a Welsh or Irish sentence about the
password, camel-case names after a key's label, a short card number."""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 53's rules (the card of nineteen digits in part: its last group stayed).
CAUGHT = [
    ("since Tuesday the router password became thistle480.kelso", "thistle480.kelso"),
    ("la clave del 2FA e' wqkz 7hvd nmpa 3rxe", "wqkz 7hvd nmpa 3rxe"),
    ("===> CHGUSRPRF USRPRF(MAREE) PASSWORD(brill77.quay)", "brill77.quay"),
    ("===> ADDSVRAUTE USRPRF(OPS) SERVER(QDDMSERVER) USRID(KEIR) RMTPWD('skerry_41_lerwick')", "skerry_41_lerwick"),
    ('variable "harbour_db_password" {\n  type      = string\n  sensitive = true\n  default   = "gannet.2031.quay"\n}', "gannet.2031.quay"),
    ("rotctld -m 1 -t 4533 -A 'pelorus2030.wick'", "pelorus2030.wick"),
    ("mpfshell -o ws:10.0.0.40,wrasse.fifer.77 -c 'ls'", "wrasse.fifer.77"),
    ("panel serve tides.py --basic-auth 'limpet_388_ramsey'", "limpet_388_ramsey"),
    ("$conn = oci_connect('hr_app', 'quaywall', 'db.quay.lan/ORCL');", "quaywall"),
    ("$db = odbc_connect('HarbourDSN', 'svc-weigh', 'kelp_tide_2033');", "kelp_tide_2033"),
    ("api = Controller('unifi.harbour.lan', 'ops', 'limpet_512kg_scalloway', port=8443)", "limpet_512kg_scalloway"),
    ("lo' código' de recuperación:\n7kdq2-m81zx 4pw0v-qx7na q2zn8-0fjtr", "4pw0v-qx7na"),
    ("2FA બેકઅપ કોડ:\nkq72-mz81 pd04-xr6w tz39-bn5q", "pd04-xr6w"),
    ("seosamh an t-ainm, Currach9Aran! an pasfhocal", "Currach9Aran!"),
    ("bryn yw'r defnyddiwr a traeth-mawr-44 yw'r cyfrinair", "traeth-mawr-44"),
    ("the passwird fer the bothy laptop is Bannock44.Tarbert", "Bannock44.Tarbert"),
    ("ebigambo by'ekyama bya laptop: mango kabaka nyanja enkoko", "mango kabaka nyanja enkoko"),
    ("CID printed small above the number, on the left: 8314", "8314"),
    ("કાર્ડની પાછળના ત્રણ અંક: 604", "604"),
    ("namba tatu za nyuma ya kadi yangu ni 318", "318"),
    ("float card: 9360.1188.4402.7719.334 valid to 03/33", "9360.1188.4402.7719.334"),
    ("namba ya cheti changu ni 5512907/2001", "5512907/2001"),
    ("Dr. Lam's HKMC registration: M-40917", "M-40917"),
    ("my Nusuk card number is 5120447389, in case it gets lost at the camp", "5120447389"),
    ("API key of Sightengine wQpLrTzXcVbNmKsHgFdJyUiOeAaZqWxE, for the uploads", "wQpLrTzXcVbNmKsHgFdJyUiOeAaZqWxE"),
    ("𝓅𝒶𝓈𝓈𝓌ℴ𝓇𝒹 gannet1977.wick", "gannet1977.wick"),
]  # fmt: skip

KEPT = [
    "CHGUSRPRF USRPRF(MAREE) PASSWORD(*NONE)",
    "PASSWORD(&NEWPWD)",
    "SELECT PASSWORD(col1) FROM t",
    "panel serve app.py --basic-auth credentials.json",
    "dw i wedi anghofio'r cyfrinair",
    "rinne mé dearmad ar an pasfhocal",
    "the API key of MyApplicationServiceProviderFactory",
    "Home card number 12",
    "odbc_connect($dsn, $user, $pass)",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
