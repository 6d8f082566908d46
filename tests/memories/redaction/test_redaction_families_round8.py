# ruff: noqa: RUF001  (labels in other scripts are what this file is about)
"""Secret families, eighth round (issue 46): the classes held-out 7 found raw, each fixed as a
class (its tuning samples are `secret_classes_families_round8.py`), their lookalikes, and
held-out 7's floor now that it is spent.
"""

from __future__ import annotations

from memories.redaction import scrub_joined, scrub_secrets
from tests.memories.redaction import secret_classes_families_heldout7
from tests.memories.redaction.secret_classes_report import measure

# (text, the secret that must go): one class a line, in shapes other than held-out 7's.
CLASSES = [
    # Password labels typed in a hurry, inflected, in more languages; odd pointers.
    ("pasword: Heron+41abc", "Heron+41abc"),
    ("psswd Heron+41abc thx", "Heron+41abc"),
    ("sandi: Heron+41abc", "Heron+41abc"),
    ("password-nya Heron+41abc", "Heron+41abc"),
    ("nywila ya benki ni Heron+41abc", "Heron+41abc"),
    ("fjalëkalimi: Heron+41abc", "Heron+41abc"),
    ("הסיסמא: Heron+41abc", "Heron+41abc"),
    ("requirepass Heron+41abc", "Heron+41abc"),
    ("пароль ад банка: Heron+41abc", "Heron+41abc"),
    ("ww: Heron+41abc", "Heron+41abc"),
    ("password: | Heron+41abc |", "Heron+41abc"),
    ("Password........ Heron+41abc", "Heron+41abc"),
    ("pw? -> Heron+41abc", "Heron+41abc"),
    ("the password got reset to Heron+41abc", "Heron+41abc"),
    ("a senha ficou Heron+41abc", "Heron+41abc"),
    ("password (given by the helpdesk, change it soon): Heron+41abc", "Heron+41abc"),
    # Spelled out: "the word" and "after it" in more languages.
    ("kata sandi saya kata nangka kemudian 881", "nangka"),
    ("пароль — слово nangka, а потім 881", "nangka"),
    ("הסיסמה: המילה nangka ואחריה 881", "nangka"),
    ("κωδικός: η λέξη nangka και μετά 881", "nangka"),
    ("jelszó: a nangka szó, majd 881", "nangka"),
    ("hasło: wyraz nangka i na końcu 881", "nangka"),
    # 2FA: backup codes in more languages and list shapes, one-time codes, a typed TOTP key,
    # a disk's recovery key.
    ("קודי גיבוי: [1] 7QX2M9KA [2] P0ZL81WE [3] 44KD9QXA", "P0ZL81WE"),
    ("mã dự phòng: 7qx2m-9ka0p | 0zl81-we4kd | 44kd9-qxa1b", "0zl81-we4kd"),
    ("Ваш код підтвердження 551902", "551902"),
    ("nambari ya uthibitisho: 551902", "551902"),
    ("setup key for manual entry: GEZD GNBV GY3T QOJQ", "GEZD GNBV GY3T QOJQ"),
    ("disk key 418265-008811-590303-118822-700011-223344-556677-889900", "418265-008811"),
    # National ids by their own names, in brackets after another label, India's PAN.
    ("เลขประจำตัวประชาชน 1-2345-67890-12-1", "67890"),
    ("MyKad: 880101-14-5566", "880101-14-5566"),
    ("NIK 3174012345678901", "3174012345678901"),
    ("cédula: 0912345678", "0912345678"),
    ("RČ 880101/1234", "880101/1234"),
    ("tax id (NIK) 3174012345678901", "3174012345678901"),
    ("PAN no. ABCPE1234K", "ABCPE1234K"),
    # A card read out with double spaces.
    ("card 4111  1111  1111  1111 exp 01/30", "1111  1111"),
    # A door's, an alarm's or a key safe's code by its own name.
    ("Schlüsselbox 7731", "7731"),
    ("κωδικός πόρτας: 7731", "7731"),
    ("קוד האזעקה 7731", "7731"),
    ("combo for our bike lock: 7731", "7731"),
    # A label and one word saying which, then a bar; a Greek qualifier.
    ("mật khẩu email | Heron+41abc", "Heron+41abc"),
    ("κωδικός για το wifi: | Heron+41abc", "Heron+41abc"),
]


def test_each_class_held_out_7_found_raw_is_scrubbed_in_other_shapes() -> None:
    scrubbed = [(secret, scrub_secrets(text).text) for text, secret in CLASSES]
    assert [text for secret, text in scrubbed if secret in text] == []


LOOKALIKES = [
    "Sandi said hello to everyone",
    "Sandi: thanks for the lunch!",
    "the password got set to expire in 90 days",
    "a senha ficou fraca demais",
    "ww: see you tomorrow",
    "the passwd file is world readable",
    "psswd field is empty",
    "Password..... see the wiki",
    "pwd? -> /home/ops",
    "password: | see below |",
    "the password (see the wiki page for the team vault): ask Tom",
    "requirepass yes",
    "proxy_pass http://backend:8080",
    "kata sandi baru akan dikirim lalu 2 hari lagi",
    "Backup codes: see the wiki · ask Tom",
    "call 415-555-0132 or 020-7946-0958",
    "part numbers 418265-008811 and 590303-118822",
    "the PAN is a great cooking tool, 28 cm",
    "my cédula expired in 2024",
    "Order 4111  1111  1111  1112 failed the Luhn check",
    "steps: (1) open (2) close (3) save and exit",
    "the Schlüsselbox is in the hallway",
    "password policy | strict",
    "password hash | 5f4dcc3b5aa765d61d8327deb882cf99",
]


def test_lookalikes_of_this_rounds_classes_are_left_alone() -> None:
    changed = [(text, scrub_secrets(text).text) for text in LOOKALIKES]
    assert [pair for pair in changed if pair[0] != pair[1]] == []


def test_a_label_and_the_word_saying_which_end_a_field_the_value_starts_the_next() -> None:
    for first, second in [("mật khẩu wifi", "Heron+41abc"), ("sandi email", "| Heron+41abc")]:
        assert "Heron+41abc" not in scrub_joined([first, second])[1].text
    for first, second in [("password policy", "strict"), ("password reset", "tomorrow at 10")]:
        assert scrub_joined([first, second])[1].text == second


def test_a_seed_phrase_numbered_in_brackets_is_scrubbed() -> None:
    words = "abandon ability able about above absent absorb abstract absurd abuse access accident"
    numbered = " ".join(f"({i + 1}) {w}" for i, w in enumerate(words.split()))
    assert "absorb" not in scrub_secrets(f"recovery words: {numbered}").text


def test_families_held_out_7_spent_meets_its_floor() -> None:
    # Written blind and measured once by the lead: 283/390 = 72.6 % before the seventh round,
    # 296/390 = 75.9 % after it, no false positive in 60. Its misses were then read and fixed as
    # classes with tuning samples of their own (`secret_classes_families_round8.py`), so it is
    # spent: the floor is what it scores now (docs/benchmarks.md, "Secret scrubbing").
    report = measure(secret_classes_families_heldout7, "families held-out 7 (spent)")
    assert (report.total, report.clean_total, report.false_positives) == (390, 60, [])
    assert sum(report.scrubbed.values()) >= 385, report.misses[:10]  # (after the ninth round)
