"""Round 66: held-out 186's, 187's, 188's and 189's misses, read after their one blind
measurement: a password after Thai texting's `รหัส` or `พาส`, what it is for glued on, its "is",
"changed to", a colon, a bracket or a space, or "the word …" and a number (`รหัสคือคำว่า …
ตามด้วย …`); Thai's card back with its count in digits (`เลขหลังบัตร 3 ตัว`); Burmese's `ka … par`
and the Réunion Creole's `lé` as "is"; a card's back in the Réunion Creole (`trwa sif deryer …
kart`) and in Burmese's Latin letters (`nan pat thone`); a GPS tracker's SMS commands and a
Queclink's and an ESP's AT commands; sedutil's, cpdf's and obs-cmd's passwords, a JSON-RPC
login's params and reqwest's basic auth; Navajo's `wolyé` after a code; a password after a note in
brackets and no colon, ending the line; a German hunting or fishing licence (`Jagdschein`), a
tribe's enrollment number; backup codes of three groups. Kept: a postcode after `รหัส`, a
command's word with digits where no tracker is named, a password's note then a word that goes on,
a count after "enrollment number of", a series of codes that share their start, an IP address
after a number."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 65's rules (checked against them).
CAUGHT = [
    ("รหัสเครื่องชั่งโกดัง (teak.rice482) นะ", "teak.rice482"),
    ("รหัสคอมโกดังเปลี่ยนเป็น mango.sticky771 แล้ว", "mango.sticky771"),
    ("พาสคือ kanom2231 นะ", "kanom2231"),
    ("รหัสคือคำว่า salween ตามด้วย 4417", "salween"),
    ("เลขหลังบัตร 3 ตัว: 518", "518"),
    ("wifi Moei-Guest pass ka tq83mzr2kw par", "tq83mzr2kw"),
    ("modpas lé bonbon2207, tout kolé", "bonbon2207"),
    ("lo kod la baro lakaz lé 0552", "0552"),
    ("trwa sif deryer la kart lé 386", "386"),
    ("card nout kyaw nan pat thone lone: 462", "462"),
    ("AT+GTFRI=gv300a,1,,,,,,,,,,,,,0010$", "gv300a"),
    ('AT+CWJAP="FarmNet","Zk29!pqLm"', "Zk29!pqLm"),
    ("sedutil-cli --setSIDPassword Teak7Sid2024 NewSid88x /dev/sda", "NewSid88x"),
    ("obs-cmd --websocket obsws://10.0.0.5:4455/pq7-lm2-zz9x scene switch Main", "pq7-lm2-zz9x"),
    ('{"id":2,"method":"login","params":["admin","Kiln5Door!x"]}', "Kiln5Door!x"),
    ('.basic_auth("ops", Some("sawmill_9924_b"))', "sawmill_9924_b"),
    ("Jagdschein (Hessen): HE-552901", "HE-552901"),
    ("enrollment number: NN-044182", "NN-044182"),
    (
        "kod sekour:\nmzqa-4417-vvkp\nbrot-9902-klsa\nwepn-3318-zzqd\nhuix-7720-pamc",
        "mzqa-4417-vvkp",
    ),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "รหัสไปรษณีย์ 63110 นะ",
    "the user admin123456 logged in",
    "sedutil-cli --scan",
    "the password (see the wiki) Changes2024 every month",
    "the enrollment number of students is 120000",
    "Order list:\nabcd-2024-efgh\nabcd-2025-efgh",
    "ping 203.0.113.41 5013 times",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 65 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("ไอดี somchai.k รหัส lanna.khao919 ค่ะ", "password_assignment"),
    ("SMS to the GPS on the van: admin552817 +66812345678", "password_assignment"),
    ("cpdf -encrypt 128bit 'rice-barn-551' '' in.pdf -o out.pdf", "password_assignment"),
    ("sheep corral gate bi code 7713 wolyé", "password_assignment"),
    ("mija: contraseña (del rodeo) Spurs4Ranch!", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
