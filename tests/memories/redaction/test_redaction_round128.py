"""Round 128: held-out 418's, 419's, 420's and 421's misses and changed clean texts, read after
their one blind measurement: a password changed to a value after a long qualifier of where
(`the password for the fuel station controller at the depot was changed to …`); Uzbek's object
`parolni` before what it was changed to; the code a bank or an app sent, "from" or "of" it, in
English and Sranan (`a kode fu a bank na 556 210`); a word and its number dictated, its case said
after them (`tarpon 7566 — all lower case`); Sranan's "is the new password" after a value; a
password manager's grouped password after a user's name and a colon (`root:bwqoeu-rodjgh-mt3dcp`);
a word and three or four digits set on a machine, the verb first (`le puse colpes2613 al router`,
`ho messo … al computer`); Italian's "three digits behind the card"; an SMS's code said with
Spanish's word; a padlock's code after what it locks; Arabic chat's "I put it for the router"
after a value. Kept, the changed clean texts as classes: a content digest after its algorithm
(`sha256:16b2…`); a permit to work's number on a job site (`"permit": "PTW-2033-0415"`); a word
of Arabic in Latin letters whose first sound is a digit's (`7arf`, "letter").
"""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 127's rules (checked against them).
CAUGHT = [
    (
        "Aigerim, the password for the dryer controller at the yard was changed to TOBOL&7721 "
        "this morning",
        "TOBOL&7721",
    ),
    ("parolni qumtepa.sayram.2034 ga o'zgartirdim", "qumtepa.sayram.2034"),
    ("a kode fu a bank na 771 204, mi sisa", "771 204"),
    ("the code from the bank is 308 115", "308 115"),
    ("Password, dictated: snapper 4482 — all lower case", "snapper 4482"),
    ("PikinMango@5512 na a nyun pasword fu a kassa", "PikinMango@5512"),
    ("admin:vkzqwe-pmdrtx-7nhwbk", "vkzqwe-pmdrtx-7nhwbk"),
    ("le puse quebracho4471 al router de la oficina", "quebracho4471"),
    ("ho messo vendemmia2290 al computer del magazzino", "vendemmia2290"),
    ("le tre cifre dietro la carta sono 415", "415"),
    ("Mateo: SMS código 271946 kaqmi", "271946"),
    ("candado del galpón 7731", "7731"),
    ("zaatar2291 7atetu lal laptop", "zaatar2291"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    '{"permit": "PTW-2031-0088", "area": "tank farm", "hot_work": true}',
    "hot work permit 2031-0088 for the tank farm",
    "checksum of the image: sha256:9a4c1e7d2b8f03a6c5e9d1b7f2a4c6e8d0b3f5a7c9e1d3b5f7a9c1e3d5b7f9a1",
    "el password fih 7arf kbir w ra2am",
    "the code of the bank branch is 0231",
    "padlock of the year 2024",
    "I set node1234 for the build",
    "mi sabi na a pasword",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
