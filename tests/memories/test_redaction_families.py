"""Secret families (issue 46): each class an outside scan found stored raw, then a tuning corpus
and a held-out corpus of every family (`secret_classes_families*.py`), and the decisions: a
Luhn-valid card number, a mod-97 IBAN, a national id and a 2FA code are scrubbed whole.
"""

from __future__ import annotations

import time
from types import ModuleType

import pytest

from memories.redaction import scrub_joined, scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories import (
    secret_classes_families,
    secret_classes_families_heldout,
    secret_classes_families_heldout2,
    secret_classes_families_heldout3,
)
from tests.memories.secret_classes_report import measure

R = "[REDACTED:password_assignment]"

# (text, the secret that must go): each as the scan reported it.
REPORTED = [
    ("moje hasło to Kielbasa6879", "Kielbasa6879"),
    ("私のパスワードは sakura6476 です", "sakura6476"),
    (
        "the app token is xapp-1-A0123456789-1234567890123-"
        "0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9",
        "xapp-1-A0123456789-1234567890123-",
    ),
    ("Password\nTr0ub4dorZ9", "Tr0ub4dorZ9"),
    ("Note 2: Password\nTr0ub4dorZ9", "Tr0ub4dorZ9"),  # (found raw by the database scan)
    ("🔑 password 👉 Pierogi5071", "Pierogi5071"),
    ("curl -u admin:S3cretPw https://api.example.com/v1", "S3cretPw"),
    ("9f2c4e1a7b3d5f608192a3b4c5d6e7f80112233445566778899aabbccddeeff0", "9f2c4e1a7b3d5f60"),
    (
        "wallet: ecology latin citizen guitar coin place library diamond enforce slush nerve "
        "extend",
        "slush",
    ),
    ("4111 1111 1111 1111 exp 12/29 cvv 737", "4111 1111 1111 1111"),
    ("4111 1111 1111 1111 exp 12/29 cvv 737", "737"),
    ("5500-0000-0000-0004", "5500-0000-0000-0004"),
    ("378282246310005", "378282246310005"),
    ("sshpass -p 'hunter2x' ssh root@10.0.0.5", "hunter2x"),
    ("mysql -uroot -pRootPw99 shop", "RootPw99"),
    ("my password is the word hunter followed by 092", "hunter"),
    ("my password is the word hunter followed by 092", "092"),
    ("GitHub 2FA backup codes: 3f9a-1c7e 8b2d-4e6f 0a5c-9d1b 7e3f-2a8c", "8b2d-4e6f"),
    ("the WPA2 key for the office wifi is Tulipan3807", "Tulipan3807"),
    ("login: bob / Zx9qPw22", "Zx9qPw22"),
    ("şifrem Elma2024x", "Elma2024x"),
    ("her SSN is 078-05-8195", "078-05-8195"),
    ("WIFI:T:WPA;S:HomeNet;P:Zx9pass;;", "Zx9pass"),  # a wifi QR code's text
    ("SSID HomeNet, key lStgH3kvVE$", "lStgH3kvVE$"),
    ("token: g h p _ A b C d E f G h I j K l M n O p Q r S t U v W x Y z 0 1 2 3 4 5", "M n O p"),
]


@pytest.mark.parametrize(("text", "secret"), REPORTED)
def test_each_class_the_scan_found_raw_is_scrubbed(text: str, secret: str) -> None:
    result = scrub_secrets(text)
    assert secret not in result.text, result.text
    assert scrub_secrets(result.text).text == result.text  # idempotent


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("card 4111 1111 1111 1111 exp 12/29", "card [REDACTED:card_number] exp 12/29"),
        ("CVV 737", "CVV [REDACTED:card_code]"),
        ("IBAN DE89 3704 0044 0532 0130 00, BIC", "IBAN [REDACTED:iban], BIC"),
        ("SSN 078-05-8195", "SSN [REDACTED:national_id]"),
        ("the OTP is 482913", "the OTP is [REDACTED:otp_code]"),
        ("TOTP secret: JBSW Y3DP EHPK 3PXP", "TOTP secret: [REDACTED:otp_secret]"),
    ],
)
def test_cards_ibans_ids_and_2fa_codes_are_scrubbed_whole_under_their_own_kind(
    text: str, expected: str
) -> None:
    assert scrub_secrets(text).text == expected


@pytest.mark.parametrize(
    "text",
    [
        "Order 4111 1111 1111 1112 failed the Luhn check.",  # one digit off: no card
        "The timestamp 1732800000000 is in milliseconds.",
        "Call me at 415-555-0132.",
        "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        "The meeting id is 845 2231 9090.",
        "mysql -u root -p prompts for the password.",
        "docker run -u 1000:1000 app",
        "The password is hashed with bcrypt before it is stored.",
        "the password manager is 1Password",
        "Please review the project plan before the team meeting tomorrow.",
        "Login with your usual account, then open settings.",
        # Lines of real READMEs the first rules took (a port, a proxy, a URL, bold text).
        "docker run -p 6379:6379 -it redis:latest",
        "proxy_pass http://localhost:8000;",
        "curl -u admin:password http://127.0.0.1:8000/users/",
        "https://calendar.google.com/calendar/embed?src="
        "27ff6dc5f598c1d94c1f6e627a1aaae680e2fac88f848bda1f2c7946ae74d5ab%40group",
        "- 🔑 **Per-key limits** for every service",
        "network: internal / external",
        "OTP is enabled for every admin.",
    ],
)
def test_lookalikes_of_the_new_families_are_left_alone(text: str) -> None:
    result = scrub_secrets(text)
    assert result.text == text, result.found


def test_a_family_value_in_the_next_field_or_under_any_metadata_key_is_scrubbed() -> None:
    label, value = scrub_joined(["moje hasło to", "Kielbasa6879"])
    assert (label.text, value.text) == ("moje hasło to", R)
    assert scrub_json({"payment": {"note": "4111 1111 1111 1111"}, "n": 3}) == {
        "payment": {"note": "[REDACTED:card_number]"},
        "n": 3,
    }
    hexes = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
    assert scrub_json({"sha256": hexes, "file": {"checksum": hexes}, "key": hexes}) == {
        "sha256": hexes,  # a digest under a key that names one stays
        "file": {"checksum": hexes},
        "key": "[REDACTED:hex_key]",
    }


def test_families_tuning_corpus_is_scrubbed_without_false_positives() -> None:
    report = measure(secret_classes_families, "families tuning")
    assert report.total >= 400
    assert report.rate >= 0.99, report.misses[:10]
    assert report.false_positives == []


@pytest.mark.parametrize(
    ("corpus", "floor"),
    # Both held-out corpora were measured once the rules were done (94.9 %, then 95.3 %), then
    # the defects each showed were fixed, so both are spent; the floor is what each scores now,
    # and a change that scrubs less fails here (docs/benchmarks.md, "Secret scrubbing").
    [(secret_classes_families_heldout, 0.99), (secret_classes_families_heldout2, 1.0)],
    ids=["held-out-1-spent", "held-out-2-spent"],
)
def test_families_held_out_corpora_meet_their_measured_floor(
    corpus: ModuleType, floor: float
) -> None:
    report = measure(corpus, corpus.__name__)
    assert report.total >= 400
    assert report.rate >= floor, report.misses[:10]
    assert report.false_positives == []


def test_families_held_out_3_meets_its_measured_floor() -> None:
    # Written without reading the scrubber's rules and measured once (2026-11-28): 391/450 =
    # 86.9 %, no false positive on its 44 clean texts; the floor is that score rounded down.
    # Its misses (login pairs, spelled-out passwords, spaced-out tokens, 2FA labels and lists,
    # `keytool -storepass`, a few labels) are reported in docs/benchmarks.md, not fixed here.
    report = measure(secret_classes_families_heldout3, "families held-out 3")
    assert report.total == 450
    assert report.rate >= 0.868, report.misses[:10]
    assert report.false_positives == []


@pytest.mark.parametrize(
    "unit",
    [
        "curl -u a:",  # tool names and flags with no command end
        "net ",
        "4111 1111 ",  # digit groups that never make a card
        "DE89 3704 ",
        "f" * 64 + "/",  # hex runs with no space before them
        "login: a/",
        "backup codes: 1234-5678 ",
        "abandon ability ",  # listed words
        "s k ",  # single characters between spaces
        "password\n",
        "SSN 078-",
        "the password is the word x followed by ",
    ],
)
def test_family_scrubbing_time_grows_linearly_with_input_size(unit: str) -> None:
    """A 16x longer input takes at most 16 x 4 times as long (a quadratic finder ~256x)."""

    def cost(repeats: int) -> float:
        text = unit * repeats
        best = float("inf")
        for _ in range(3):
            start = time.process_time()
            scrub_secrets(text)
            best = min(best, time.process_time() - start)
        return max(best, 1e-4)

    scrub_secrets(unit)  # warm-up: the word lists, detect-secrets' plugins
    small, large = cost(250), cost(4000)
    assert large / small <= 64, f"{unit!r}: {small * 1000:.2f} ms -> {large * 1000:.2f} ms"
