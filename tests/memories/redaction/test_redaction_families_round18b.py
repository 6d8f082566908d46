"""Secret families, round 18b (issue 46): a `-p` glued to its password after any command's `-u
USER` (and a host's name that is a tool's, `db2.home`, ending no command), a key given as a
literal to an SDK's client or a vendor's constructor (`vendor_names`), a tax number after a word
for one in many languages, inflected too, or after a purpose of a few words (`ids`), a list of
random codes to the end of its run (`code_lists`), a wifi key after a network named in words or a
model and a clause (`wifi_keys`), and a token read out a character at a time with a sign among
them. Their lookalikes stay. Its tuning samples are `secret_classes_families_round18b.py`.
"""

from __future__ import annotations

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # A `-p` glued to its password after `-u USER`, in any command; a host named like a tool.
    ("mariadb-dump -h db2.example -u ops -pHeron_tarn_55 app", "Heron_tarn_55"),
    ("usql -u reader -pWhimbrel_9104 pg://warehouse", "Whimbrel_9104"),
    # A key as the first argument of a client's or a vendor's constructor.
    (
        "w = WeatherstackClient('5f0c7e1b9a2d4c6e8f1a3b5c7d9e0f21')",
        "5f0c7e1b9a2d4c6e8f1a3b5c7d9e0f21",
    ),
    (
        'const t = new Twilio("aC9f2b7d1e8a4c6b0f3e5d7a9c1b2e4f");',
        "aC9f2b7d1e8a4c6b0f3e5d7a9c1b2e4f",
    ),
    # A tax number after a word for one, inflected, or after a purpose of a few words.
    ("a cég adószáma HU10597190", "10597190"),
    ("davčna številka podjetja: 12345679", "12345679"),
    ("numéro IDI de la maison mère : CHE-109.322.551", "109.322.551"),
    ("ANUM for the quarterly VAT return: 10597190", "10597190"),
    # A list of random codes to its end, a code lacking a digit among them.
    (
        "códigos de recuperación\nQ7WERT2YUI  ASDFGHJKLZ  Z9XCVB3NMQ  P0OIUY6TRE  L1KJHG5FDS  "
        "M2NBVC8XZA  R4TYUI0OPW",
        "R4TYUI0OPW",
    ),
    # A wifi key after a network named in words, or after a model and a clause.
    ("wifi Hamish's Mac, wachtwoordje skerry-heron-4471", "skerry-heron-4471"),
    ("guest wifi is Livebox 6 and the key is QRTZXPLMWK", "QRTZXPLMWK"),
    # A token read out a character at a time, a sign among them.
    ("token: k-9-!-Q-m-2-x-L-p-7-z-R-w-4-t-N-b-8-c-V", "k-9-!-Q-m-2-x-L-p-7-z-R-w-4-t-N-b-8-c-V"),
]

# Lookalikes that stay as written.
KEPT = [
    "docker run -u 1000 -p8080:80 nginx",
    "rsync -u deploy -pr ./site host:/srv",
    "db2 connect to sample user db2inst1",
    "oid = ObjectId('507f1f77bcf86cd799439011')",
    "api = ApiClient('https://api.example.com/v2')",
    "adószám nélkül nem lehet számlát kiállítani",
    "ANUM for the quarterly VAT return: 10597191",  # (its check digit fails)
    "error codes\nE1001  E1002  E1003  E1004  E1005  E1006  E1007",
    "wifi Hamish's Mac, keeps dropping since the 2024 update",
    "guest wifi is Livebox 6 and the model is LIVEBOXSIX",
    "| a | b | c | d | e | f | g | h | i | j |",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)


def test_the_glued_password_goes_from_its_flag() -> None:
    text = "mysql -h db2.home -u app -pKite_moor_812 -e 'SELECT 1'"
    assert scrub_secrets(text).text == (
        "mysql -h db2.home -u app -p[REDACTED:password_assignment] -e 'SELECT 1'"
    )
