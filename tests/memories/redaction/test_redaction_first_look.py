"""The scrubber's first look (RE2) may rule a detector out only where its pattern finds nothing:
checked pattern by pattern on every corpus the scrubber is tested with and on random texts made
of the patterns' own pieces, and the scrubber's hits compared with and without the look."""

from __future__ import annotations

import random
import re
import string

import pytest

from memories import redaction
from memories.redaction.first_look import FirstLook, Unreadable, ascii_only, loosened
from tests.memories.redaction import (
    secret_classes_families,
    secret_classes_families_heldout,
    secret_classes_families_heldout2,
    secret_classes_heldout,
    secret_classes_heldout2,
    secret_classes_tuning,
)
from tests.memories.redaction.test_redaction import KINDS, _planted
from tests.memories.redaction.test_redaction_bypasses import _disguised_corpus

# Pieces of what the detectors look for, and of what they must not take, joined at random.
PIECES = [
    "password", "Passwort", "p@ssw0rd", "PIN", "pin code", "door code", "api_key", "apiKey",
    "client-secret", "token", "creds", "mot de passe", "seed phrase", " is ", "=", ": ", " => ",
    "\t", " | ", "\n", "\x1f", "'", '"', "`", "(", ")", "[", "]", "$", "${API_KEY}", "settings.X",
    "Bearer ", "Authorization: Basic ", "authorization: token ", "postgres://", "user", ":", "@",
    "db.example.com", "AKIA", "aws_secret_access_key", "ghp_", "github_pat_", "glpat-", "xoxb-",
    "https://hooks.slack.com/services/", "sk_live_", "whsec_", "sk-ant-", "sk-or-v1-", "sk-proj-",
    "AIza", "hf_", "npm_", "SG.", "eyJ", ".", "-", "_", "/", "+", "-----BEGIN PRIVATE KEY-----",
    "the", "we changed the", " to ", "for the door", " ", " ", " ", "-us1", "AccountKey=",
    "4111 1111 1111 1111", "5500-0000-0000-0004", "cvv ", "DE89 3704 0044 0532 0130 00", "SSN ",
    "078-05-8195", "123.456.789-09", "sshpass -p ", "mysql -uroot -p", "curl -u ", "--password=",
    "login: ", " / ", "backup codes: ", "1234-5678 ", "TOTP secret: ", "otpauth://totp/x?secret=",
    "the OTP is ", "abandon ability able about above absent absorb abstract absurd abuse access ",
    "the word ", " followed by ", " is the password", "g h p _ ", "WPA2 key", "xapp-1-", "dp.pt.",
    # Beyond ASCII: letters, digits and spaces of other scripts, case folds, lookalikes.
    "Grüße", "пароль", "パスワードは", "\u00a0", "\u2003", "٣", "١٢٣٤", "\u017f", "\u212a", "é", "\u0131", "→",
    "👉", "「", "」", "\uff0c", "\u200b",
]  # fmt: skip
RUN_ALPHABETS = [string.ascii_letters + string.digits, string.hexdigits, string.digits, "+/=_-"]


def _random_text(rng: random.Random) -> str:
    parts = []
    for _ in range(rng.randint(1, 14)):
        if rng.random() < 0.35:
            parts.append("".join(rng.choices(rng.choice(RUN_ALPHABETS), k=rng.randint(1, 60))))
        else:
            parts.append(rng.choice(PIECES))
    return "".join(parts)


def _corpus() -> list[str]:
    rng = random.Random(20261128)
    texts = [p.before + p.secret + p.after for kind in KINDS for p in (_planted(rng, kind) for _ in range(40))]  # fmt: skip
    texts += [b + s + a for _name, b, s, a in _disguised_corpus(random.Random(15_002), 60)]
    for module in (
        secret_classes_tuning,
        secret_classes_heldout,
        secret_classes_heldout2,
        secret_classes_families,
        secret_classes_families_heldout,
        secret_classes_families_heldout2,
    ):
        texts += [sample.text for sample in module.secrets()]
        texts += [p.first + redaction.FIELD_BREAK + p.second for p in module.field_pairs()]
        texts += list(module.CLEAN)
    texts += [_random_text(rng) for _ in range(6000)]
    return texts


CORPUS = _corpus()


def test_no_detector_is_ruled_out_where_its_pattern_finds_something() -> None:
    looked, first_look = redaction._LOOKED, redaction._FIRST_LOOK
    assert not first_look.always  # every detector's pattern is read by the look
    checked = found = beyond = 0
    for text in CORPUS:
        look = first_look.could_match(text)
        assert look is not None
        checked += 1
        beyond += not text.isascii()
        for index, regex in enumerate(looked):
            if regex.search(text) is not None:
                found += 1
                assert index in look, (regex.pattern[:60], text)
    assert checked > 7000
    assert beyond > 1000  # text beyond ASCII is looked at too
    assert found > 10000  # the corpus does hold what the detectors find


def test_the_scrubber_finds_the_same_with_and_without_the_first_look() -> None:
    ruled_out = 0
    for text in CORPUS:
        with_look = sorted(redaction._detect(text))
        assert with_look == sorted(redaction._detect(text, first_look=False)), text
        look = redaction._FIRST_LOOK.could_match(text)
        ruled_out += look is not None and len(look) < len(redaction._LOOKED)
    assert ruled_out > 5000  # the look does skip detectors, or it would only cost time


def test_beyond_ascii_only_the_patterns_that_read_it_as_a_stand_in_are_looked_at() -> None:
    look = redaction._FIRST_LOOK
    beyond = look.could_match("Passwörter: hunter2")
    assert beyond is not None
    # Every pattern with a Unicode class, case folding or a character beyond ASCII runs.
    for index, regex in enumerate(redaction._LOOKED):
        if not ascii_only(regex):
            assert index in beyond, regex.pattern[:60]
    assert ascii_only(re.compile(r"ghp_[A-Za-z0-9]{36}(?![^\s])"))  # (a lookaround is dropped)
    for pattern in [r"a\sb", r"[^\W\d_]", r"\bpin", "пароль", r"x\u00e9", r"[^\s']"]:
        assert not ascii_only(re.compile(pattern)), pattern
    assert not ascii_only(re.compile("pin", re.IGNORECASE))
    assert 0 in look.could_match("Grüße, AKIAIOSFODNN7EXAMPLE")  # (a vendor key beside them)
    assert 0 not in look.could_match("Grüße, plain words")


@pytest.mark.parametrize(
    ("pattern", "loose"),
    [
        (r"(?<![A-Za-z])pin(?![A-Za-z])", "pin"),
        (r"a(?=b(?:c|\)))d", "ad"),  # a nested group and an escaped parenthesis inside
        (r"x(?<=[(?=])y", "xy"),  # a class holding what looks like a lookahead
        (r"[(?=]\(?=z", r"[(?=]\(?=z"),  # neither is a lookaround
        (r"[]a](?!q)", "[]a]"),
        (r"end$", "end(?m:$)"),
        (r"[$]\$", r"[$]\$"),
        (r"tail\Z", r"tail\z"),
        (r"a\sb\S", r"a[\t\n\x0b\f\r \x1c-\x1f]b[^\t\n\x0b\f\r \x1c-\x1f]"),
        (r"[^\s'a]", r"[^\t\n\x0b\f\r \x1c-\x1f'a]"),
    ],
)
def test_loosening_drops_assertions_only(pattern: str, loose: str) -> None:
    assert loosened(pattern) == loose


@pytest.mark.parametrize(
    ("pattern", "loose"),
    [
        (r"ghp_[A-Za-z0-9]{36}", r"ghp_[A-Za-z0-9]{8,}"),
        (r"x{20,80}y{0,40}?z{2,3}", r"x{8,}y{0,}?z{2,3}"),
        (r"a\{50\}[{]{4}", r"a\{50\}[{]{4}"),
    ],
)
def test_long_counts_are_read_as_at_least_a_few(pattern: str, loose: str) -> None:
    assert loosened(pattern) == loose
    for text in ["ghp_" + "a" * 36, "x" * 20 + "z" * 2]:  # (looser: it matches what they matched)
        if re.fullmatch(pattern, text):
            assert re.fullmatch(loose, text)


@pytest.mark.parametrize(
    "pattern", [r"(a)\1", r"(?P<a>x)(?P=a)", r"(?>ab)", r"a++", r"x{,3}", r"[\S]", r"[[:x:]]"]
)
def test_what_re2_would_read_otherwise_is_refused(pattern: str) -> None:
    with pytest.raises(Unreadable):
        loosened(pattern)


def test_a_pattern_the_look_cannot_read_always_runs() -> None:
    look = FirstLook([re.compile(r"(a)\1"), re.compile("b"), re.compile(r"c$", re.IGNORECASE)])
    assert look.always == {0}
    refused_by_re2 = FirstLook([re.compile(r"caf\u00e9"), re.compile("b")])  # Python's escape
    assert refused_by_re2.always == {0}
    assert refused_by_re2.could_match("zzz") == frozenset({0})
    assert look.could_match("zzz") == frozenset({0})
    assert look.could_match("b") == frozenset({0, 1})
    assert look.could_match("C\n") == frozenset(
        {0, 2}
    )  # Python's `$` before a last newline; its flags


def test_python_dollar_before_a_last_newline_and_its_wider_spaces_are_kept() -> None:
    assert re.search("word$", "word\n")  # what the loosening must keep
    assert FirstLook([re.compile("word$")]).could_match("word\n") == frozenset({0})
    for space in "\x0b\x1c\x1d\x1e\x1f":
        assert re.search(r"a\sb", f"a{space}b")  # Python's `\s`; not RE2's
        assert FirstLook([re.compile(r"a\sb")]).could_match(f"a{space}b") == frozenset({0})
