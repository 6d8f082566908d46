"""Round 69: held-out 198's, 199's, 200's and 201's misses, read after their one blind
measurement: a value after words that say it is read out, then a colon (`spelled out on the
phone: …`, `read letter by letter: u V Q …`; new module `read_out_values.py`); small letters that
read as no word after "password is" or a bare label, a number said after them; a machine that "opens with" a value; a login
said as a sentence (`log into … as USER with …`; new module `login_as.py`); a short key or one
behind a vendor's prefix under a `_KEY` name, a licence key under a `_LICENSE` name; Arabic's code
with its article (`الرمز`), Gulf Arabic's and Arabic chat's "of" (`حق`, `7ag`), the code behind
the card (`الرمز اللي ورا البطاقة …`); Vietnamese without accents (`ma cua`, `ma khoa`, `ba so mat
sau the la …`, `mk`, `BHXH … là`); Lao in Latin letters (`lahat pan`, `lahat wifi`); the Faroes'
P-tal whatever its date, their card's security code and recovery code; Scottish Gaelic's backup
code and a note in brackets after a qualifier; a US DEA number by its check digit (new module
`us_dea.py`); a generator's groups answering a question about the wifi; Shetland's "for" after
recovery codes. Kept: Arabic chat's `3ind`, a Vietnamese password rule, a telephone number after
a word for calling, a shop's code, a camel-case key name's value."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 68's rules (checked against them).
CAUGHT = [
    ("dictated letter by letter: k T 4 r W q 9 z B m", "k T 4 r W q 9 z B m"),
    ("the password is trvdkmqs 4417, one word", "trvdkmqs"),
    ("voice note: el password qrmbtwsk w ba3daha 4411 kolha ma3 ba3d", "qrmbtwsk"),
    ("sign into the weighbridge kiosk as yusra using KQMTRhwbsdTWpq", "KQMTRhwbsdTWpq"),
    ("MIRBAT_FERRY_KEY=Tq8vWmnXr4ZpL", "Tq8vWmnXr4ZpL"),
    ('export HECRAS_LICENSE="Q7MZ2-K4PTW-9XN3R-B8VHC"', "Q7MZ2-K4PTW-9XN3R-B8VHC"),
    ("الرمز حق المخزن 90417325", "90417325"),
    ("el PIN 7ag el khazna 55180263", "55180263"),
    ("الرمز اللي ورا البطاقة 417، الكرت 4532 0151 1283 0366", "417"),
    ("ba so mat sau the la 582", "582"),
    ("lahat wifi 8kq2p-vx71m-zt4rn", "8kq2p-vx71m-zt4rn"),
    ("P-tal hjá Jógvan: 884712-339", "884712-339"),
    ("endurstovnanarkoda: 7hq2m-p40xk", "7hq2m-p40xk"),
    ("còd-cùl-taice: mq4rz-8vn2t", "mq4rz-8vn2t"),
    ("DEA registration for the pharmacy order: AM3718523", "AM3718523"),
    ("Sunniva: pass wifi i da hoose?\nMagnus: qkmvt-rmzwx-pw9cn", "qkmvt-rmzwx-pw9cn"),
    ("recovery codes fir da ferry portal\n30418822\n77129045\n51820376\n66204178", "66204178"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "tra el password 3and Khalid, is2alu",
    "mat khau phai co it nhat 12 ky tu.",
    "Goi cho tram y te Sa Pa so 0214 3887 105 truoc 9 gio.",
    "ma cua hang: 3310",
    "I18N_KEY=HomePageTitle2024",
    "the password is incorrect",
    "passordet er nullstilt",
    "Passord nullstilt",
    "password strength meter",
    "spelled out: Kowalski",
    "letter by letter: S M I T H",
    "the laptop opens with Kalahari",
    "log in as admin with the password manager",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 68 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("spelled out for the night guard: dunmore8831", "password_assignment"),
    ("the reception PC still opens with Qarn7741!", "password_assignment"),
    ('DHOW_SYNC_KEY: "DSK.8HWQ3NZT2MXR7PLV5KJD9CYB4GFA"', "password_assignment"),
    ("ma khoa cua tu ho so: 73019", "password_assignment"),
    ("Huong: Muong.Lo.8841 la mk moi", "password_assignment"),
    ("mã số BHXH của anh Tuấn là 7914402385", "national_id"),
    ("trygdarkoda á kortinum: 604", "card_code"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
