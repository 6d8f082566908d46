# ruff: noqa: RUF001  (typographic quotes and dashes are part of the samples)
"""Secrets found by class, not by string: a label (any supported language, quoted, leet-spelled)
and any separator make the value a secret, passphrases and PINs included; key labels before a
long run; metadata keys named like a label; fields written together scrubbed as one text.

Measured on the tuning corpus (`secret_classes_tuning.py`) and two held-out ones, each written
before the rules it measures (`secret_classes_heldout.py`, then `secret_classes_heldout2.py`).
"""

from __future__ import annotations

from types import ModuleType

import pytest

from memories.redaction import scrub_joined, scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories.redaction import (
    secret_classes_heldout,
    secret_classes_heldout2,
    secret_classes_tuning,
)
from tests.memories.redaction.secret_classes_report import measure

R = "[REDACTED:password_assignment]"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("password: velvet quantum lantern oboe", f"password: {R}"),
        (
            "The vault unseal phrase is: velvet quantum lantern oboe.",
            f"The vault unseal phrase is: {R}.",
        ),
        ("api key: 4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c", f"api key: {R}"),
        ("`password`: `Tr0ub4dor3md&`", f"`password`: `{R}`"),
        ("p@ssw0rd: Passw0rdLeetZ", f"p@ssw0rd: {R}"),
        ("DB password => DbPassSpaceyy", f"DB password => {R}"),
        ('creds: {"pass": "Zx9qq77Lmpass"}', f'creds: {{"pass": "{R}"}}'),
        ("the PIN for the door is PinCode8841", f"the PIN for the door is {R}"),
    ],
)
def test_the_reported_secrets_are_scrubbed(text: str, expected: str) -> None:
    result = scrub_secrets(text)
    assert result.text == expected
    assert scrub_secrets(result.text).text == result.text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A label in another language, each with its own "is".
        ("Das WLAN-Passwort lautet Sommer2024x", f"Das WLAN-Passwort lautet {R}"),
        ("le mot de passe est Soleil2024", f"le mot de passe est {R}"),
        ("lösenordet: Hemlig2024!", f"lösenordet: {R}"),
        ("hasło jest Tajne2024x", f"hasło jest {R}"),
        ("пароль — Секрет2024!", f"пароль — {R}"),
        # Quoted, marked-up and leet-spelled labels.
        ("**Password:** Tr0ub4dor&3", f"**Password:** {R}"),
        ("'pwd' => 'Tr0ub4dor&3'", f"'pwd' => '{R}'"),
        ("pa$$w0rd = Gr4pefruit", f"pa$$w0rd = {R}"),
        ("s3cr3t: Zx9qq77Lmx", f"s3cr3t: {R}"),
        # Passphrases: spaced, hyphenated, dotted, capitalised.
        ("my passphrase is Copper Meadow Violin Tundra, ok?", f"my passphrase is {R}, ok?"),
        ("password = badger.canyon.dolphin", f"password = {R}"),
        ("recovery words: kettle lemur mango nutmeg", f"recovery words: {R}"),
        # Key labels before a long run, whatever stands between.
        ("the access key (AbCdEf0123456789GhIjKl)", f"the access key ({R})"),
        ("api key 4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c now", f"api key {R} now"),
        ("auth token, value 9f8e7d6c5b4a39281706f5e4", f"auth token, value {R}"),
        # PINs and door or alarm codes.
        ("PIN 4821", f"PIN {R}"),
        ("The alarm code is 5521.", f"The alarm code is {R}."),
        ("garage door code -> 7731#", f"garage door code -> {R}"),
        ("Passcode: 004512", f"Passcode: {R}"),
    ],
)
def test_cousins_of_each_class_are_scrubbed(text: str, expected: str) -> None:
    assert scrub_secrets(text).text == expected


@pytest.mark.parametrize(
    "text",
    [
        "the password policy requires 12 characters",
        "the PIN pad is broken",
        "tokens are counted per request",
        "Password: minimum twelve characters, rotated yearly",
        "the password is stored in the vault",
        "the password is never shared with agents",
        "The PIN is wrong.",
        "The secret to good memory is careful graph ranking.",
        "The recovery phrase is kept offline.",
        "the access key for the bucket was rotated in commit "
        "3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f",
        "Pinned numpy to 1.26.4.",
        "bypass the compass; spin the opinion",
        "mongodb+srv://admin:[REDACTED:connection_string]@cluster0.ab1cd.mongodb.net/test",
        '"SendGrid API Key": "sendgrid_key",',
        "ops, secret = SystemFactory(slug='ops'), SystemFactory(slug='secret')",
        "def test_bad_credentials_are_401_with_www_authenticate(world: World) -> None:",
    ],
)
def test_talk_about_secrets_is_left_alone(text: str) -> None:
    result = scrub_secrets(text)
    assert result.text == text, result.found


def test_a_field_ending_in_a_label_makes_the_next_one_start_with_a_secret() -> None:
    hint, content = scrub_joined(["the production database password is", "Xk9mP2vLsplit"])
    assert hint.text == "the production database password is"
    assert content.text == R
    title, subject = scrub_joined(["Router login. Password:", "swordfish (printed on the box)"])
    assert subject.text == f"{R} (printed on the box)"
    assert title.text == "Router login. Password:"
    # Each field is still scrubbed on its own, and innocent neighbours stay.
    alone = scrub_joined(["token=9f8e7d6c5b4a3210", "the api key is", "in the env file"])
    assert [r.text for r in alone] == [f"token={R}", "the api key is", "in the env file"]


def test_a_metadata_key_named_like_a_label_makes_its_value_a_secret_at_any_depth() -> None:
    cleaned = scrub_json(
        {
            "creds": {"pass": "Zx9qq77Lmpass", "user": "deploy"},
            "prod": [{"db": {"doorCode": 4471, "apiKey": "plainwords"}}],
            "Kennwort": ["Sommer2024", "none"],
            "token_count": 5,
            "secret_name": "db-creds",
            "pin_required": True,
        }
    )
    assert cleaned == {
        "creds": {"pass": R, "user": "deploy"},
        "prod": [{"db": {"doorCode": R, "apiKey": R}}],
        "Kennwort": [R, "none"],
        "token_count": 5,
        "secret_name": "db-creds",
        "pin_required": True,
    }


def _assert_meets_the_goal(report_name: str, corpus: ModuleType) -> None:
    report = measure(corpus, report_name)
    print("\n" + "\n".join(report.lines()))
    for original, scrubbed in report.misses:
        print("  MISS", repr(original), "->", repr(scrubbed))
    for original, scrubbed in report.false_positives:
        print("  FALSE POSITIVE", repr(original), "->", repr(scrubbed))
    assert report.total >= 350
    assert report.rate >= 0.99
    assert report.false_positives == []


def test_tuning_corpus_is_scrubbed_without_false_positives() -> None:
    _assert_meets_the_goal("tuning", secret_classes_tuning)


@pytest.mark.parametrize(
    "corpus",
    # The first held-out corpus was spent (evaluated, its misses read and the rules widened
    # after it); the second was written before that change and never tuned on.
    [secret_classes_heldout, secret_classes_heldout2],
    ids=["held-out-1-spent", "held-out-2"],
)
def test_held_out_corpus_is_scrubbed_without_false_positives(corpus: ModuleType) -> None:
    _assert_meets_the_goal(corpus.__name__.rsplit(".", 1)[-1], corpus)
