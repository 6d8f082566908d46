# ruff: noqa: RUF001, RUF002
"""Round 113: held-out 358's, 359's, 360's and 361's misses and changed clean text, read after their
one blind measurement: a value named after it as the password in Kazakh, Uzbek and Chinese (`… — бұл
wifi құпия сөзі`, `… mine jańa parol`, `… bu kompyuterning paroli`, `… 就是仓库电脑的密码`); "set that for"
after a value (`… set that for the salting tablet`); a connection string's password with a `?` in it
(`postgres://rice:Kerbez1916?@db…`); Kazakh's card code on the back (`kartanıń artındağı kod …`); a
`.pgpass` line whose host is an IPv4 address; Korean's word, "then", "number" and the digits, and
the two joined after them (`비밀번호는 espinel 다음에 숫자 4284, 붙여서 espinel4284`); Chinese's two-factor key
(`双因素密钥 …`) and card PIN (`PIN码是 …`); a key's value after a vendor's prefix in small letters and a
dot (`MMT_KEY="mmt.<hex>"`); and one changed clean text kept: a business's tax number after whose it
is (`NIT de la tienda de repuestos en la factura pública: …`). Still kept, guards of the new rules:
a query's `?` before an `@`, "set that for" after a version, English's "bu", a Korean bus number, a
time of colons. And an older path found by this round's hostile check: after each password label
glued to CJK text, the tail read looked to the end of the run for a possessive or an owner's word
(`就是的密码` said over and over took 90 s at 64 KB); it reads 24 letters now.
"""

from __future__ import annotations

import time

import pytest

from memories.redaction import scrub_secrets, spoken
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 112's rules (checked against them).
CAUGHT = [
    ("aralsk4471 — бұл wifi құпия сөзі", "aralsk4471"),
    ("baikonur2290 set that for the pump tablet", "baikonur2290"),
    ("zhanakorgan7712 就是办公室电脑的密码", "zhanakorgan7712"),
    ("shalkar3318 mine jańa parol", "shalkar3318"),
    ("qumkent5521 bu noutbukning paroli", "qumkent5521"),
    ("DATABASE_URL=postgres://ops:Aralsk2203?@db.kyzyl.lan:5432/crm", "Aralsk2203"),
    ("kartanıń artındağı kod 418", "418"),
    ("10.8.0.12:5432:crm:crm:Zhusan2019%", "Zhusan2019%"),
    ("两步验证密钥 NBSWY3DPEHPK3PXP", "NBSWY3DPEHPK3PXP"),
    ("卡的PIN码是 2290", "2290"),
    ('PAY_KEY="pay.9f86d081884c7d659a2feaa0c55ad015a3bf4f1b"', "9f86d081884c7d659a2feaa0c55ad015"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "NIT de la ferretería en la factura: 4471203015.",
    "open http://localhost:3000?email=a@b.com",
    "release v2.3 set that for Friday",
    "bu is a cow",
    "버스 다음에 숫자 42 번",
    "at 10:40:22:05:33 the pump stopped",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 112 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("비밀번호는 algarrobo 다음에 숫자 7731, 붙여서 algarrobo7731", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)


def test_a_run_of_cjk_password_words_reads_in_linear_time() -> None:
    """A password's label with no space after it, said over and over (`就是的密码…`): the tail
    read after each label looks a bounded way on (a possessive's word, an owner's glued word),
    so four times the text takes about four times as long, not sixteen."""
    unit = "就是的密码"
    spelled = spoken.FAMILIES[2]

    def seconds(size: int) -> float:
        text = (unit * (size // len(unit) + 1))[:size]
        started = time.perf_counter()
        list(spelled.find(text))
        return time.perf_counter() - started

    seconds(1_024)  # (warm)
    small, large = seconds(4_096), seconds(16_384)
    assert large < 10 * small + 0.05
