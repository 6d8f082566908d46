# ruff: noqa: RUF001  (words of other scripts are what these tests say)
"""Secret families, round 24b (issue 46): a name and its value in sibling XML elements and a
numbered key of a device's or monitor's config (`config_files`); a vendor's prefixed key in the
cell or field after its name (`vendor_names`); national, tax and health ids by their names and
printed shapes (`id_shapes`); six backup codes of one shape on one line (`code_lists`); a JSON
value shaped as a made-up password under a key of any language (`json`). Their lookalikes stay.
Beyond ASCII, the first look also rules out a detector whose literal runs the text lacks
(`first_chars.stems`, `stem_looks`), finding the same hits. Its tuning samples are
`secret_classes_families_round24b.py`.
"""

from __future__ import annotations

import random

from memories import redaction
from memories.redaction import scrub_joined, scrub_secrets
from memories.redaction.first_chars import stems
from memories.redaction.json import scrub_json
from memories.redaction.vendors import VENDOR_PATTERNS, VENDOR_RES
from tests.memories.redaction import secret_classes_families_round24b
from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # A name and its value in sibling elements, read as `NAME = value`.
    ("<dict>\n  <key>sentry_dsn_secret</key>\n  <string>Rk7vQ2mZx9Lp4Tw8</string>", "Rk7vQ2mZx9Lp4Tw8"),
    ("<property><name>db.password</name><value>fjord_opal_heron44</value></property>", "fjord_opal_heron44"),
    ('<setting name="ApiToken" value="Zq8vNw3LmP0xRt5yHb6K" />', "Zq8vNw3LmP0xRt5yHb6K"),
    # A numbered key of a device's or a monitor's config.
    ("Backlog Ssid2 Dacha; Password2 Sirin_Kolyvan_2291", "Sirin_Kolyvan_2291"),
    ("mqttpassword2: Wq7-marlin-22x", "Wq7-marlin-22x"),
    ("$USER12$=Kp3xZ9vLq2Wm7Rt5Yb8N", "Kp3xZ9vLq2Wm7Rt5Yb8N"),
    # A vendor's prefixed key in the next cell, after its name and a word for a key.
    ("| Postmark token: | pm_0f9e8d7c6b5a49382716a5b4c3d2e1f0 |", "pm_0f9e8d7c6b5a4938"),
    # Ids by their names and printed shapes.
    ("المعرف الجبائي 1234567/M/A/M/000", "1234567/M/A/M/000"),
    ("統編：04595257", "04595257"),
    ("Монгол РД: УБ02320145", "УБ02320145"),
    ("полис ОМС 7700 1234 5678 9012", "7700 1234 5678 9012"),
    ("póliza de salud 4455667788990011", "4455667788990011"),
    ("CPS n° 2345678", "2345678"),
    # Six backup codes of one shape on one line, whatever the heading's language.
    ("Sicherungscodes (Kopie): 7QK2M9XB4T ZP8W3N6R1H 5LV9C2D7QJ X4T1R8B6KM H3N7Q2W9PZ D6J1V5X8LC", "7QK2M9XB4T"),
    ("рецепт 2FA: k7q2m-x9d4p w3n8r-h6t1z p2v7c-d9j4q m8x1b-r6k3t q5h9z-w2p7n c4l8d-v1j6x", "k7q2m-x9d4p"),
]  # fmt: skip

# Lookalikes that stay as written.
KEPT = [
    "<key>CFBundleIdentifier</key>\n<string>com.example.Notes2</string>",
    "<key>NSCameraUsageDescription</key><string>Scan the code to sign in</string>",
    "<name>yarn.nodemanager.resource.memory-mb</name><value>8192</value>",
    '<add key="MaxRetries" value="5" />',
    "$USER1$=/usr/local/nagios/libexec",
    "key1=value1, key2=value2",
    "Password1 reset is in the account menu",
    "MF 1234567 is not a full matricule",
    "the 8 digit number 12345678 on the box",
    "policy 2024 version 3, 16 pages",
    "DN 150 flange",
    "meeting notes: alpha bravo charlie delta echo foxtrot golf hotel",
    "SKUs ABCDEFGH12 ABCDEFGH13 ABCDEFGH14 ABCDEFGH15 ABCDEFGH16 ABCDEFGH17 ABCDEFGH18",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)


def test_a_vendor_key_in_the_field_after_its_name_is_scrubbed() -> None:
    first, second = scrub_joined(["Mailgun key:", "mgk_1f2e3d4c5b6a79880716f5e4d3c2b1a0 (eu)"])
    assert first.text == "Mailgun key:"
    assert second.text == "[REDACTED:vendor_key] (eu)"
    kept = scrub_joined(["Mailgun order:", "ord_1f2e3d4c5b6a79880716f5e4d3c2b1a0"])
    assert kept[1].text == "ord_1f2e3d4c5b6a79880716f5e4d3c2b1a0"


def test_a_made_up_password_under_a_key_of_any_language_is_scrubbed() -> None:
    marker = "[REDACTED:password_assignment]"
    assert scrub_json({"ọrọ_aṣínà": "Harmattan_kola_bead58"}) == {"ọrọ_aṣínà": marker}
    assert scrub_json({"hemmelig ord": "NORDLYS1987tindur"}) == {"hemmelig ord": marker}
    kept = {
        "name": "tundra_fox_92",
        "host": "db-01.lan",
        "file": "IMG_2024.jpg",
        "slug": "my-post-2024",
        "updated_at": "2026-11-19T06:15:00Z",
    }
    assert scrub_json(kept) == kept
    # A key of four words names nothing to the rule; the value model judges the value alone.
    assert scrub_json({"a b c d": "Harmattan_kola_bead58"})["a b c d"] != marker


def test_a_vendor_kind_s_rows_are_one_pattern_with_the_same_hits() -> None:
    assert len(VENDOR_RES) < len(VENDOR_PATTERNS)
    for token in ("ghp_" + "a1B2" * 9, "github_pat_" + "Z9y8" * 7, "xoxe.xoxb-1-" + "Ab3" * 9):
        assert scrub_secrets(f"token {token} here").text != f"token {token} here"


def test_the_literal_runs_every_match_holds() -> None:
    assert stems(r"abc|de(?:f|g)hij") == ("abc", "hij")
    assert stems(r"(?:redis|valkey)-(?:cli|bench)") == ("redis", "valkey")
    assert stems(r"(?i:(?<![a-z])ConvertTo-x)|ab\w*") == ("ab", "convertto-x")
    assert stems(r"abc|x") is None  # (a match may hold no run of two)
    assert stems(r"x(?:ab)+y") == ("ab",)
    assert stems(r"x(?:ab)*y") is None


def test_beyond_ascii_the_runs_rule_out_detectors_and_change_no_hit() -> None:
    look = redaction._FIRST_LOOK
    plain = "Grüße, plain words about the weather"
    narrowed, every = look.narrowed(plain), look.could_match(plain)
    assert narrowed is not None
    assert every is not None
    assert narrowed < every
    assert look.narrowed("plain ASCII words") == look.could_match("plain ASCII words")
    rng = random.Random(241)
    texts = [case.text for cls in secret_classes_families_round24b.TEMPLATES for case in (secret_classes_families_round24b.sample(cls, rng) for _ in range(10))]  # fmt: skip
    for text in [*texts, *secret_classes_families_round24b.CLEAN, *KEPT, *(t for t, _ in CLASSES)]:
        for written in (f"Grüße. {text}", f"{text} — ΧΡΉΣΤΗΣ ſ \u212a ı"):
            with_look = sorted(redaction._detect(written))
            assert with_look == sorted(redaction._detect(written, first_look=False)), written
