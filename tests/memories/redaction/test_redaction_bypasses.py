# ruff: noqa: RUF001  (lookalike characters are what this file is about)
"""Scrubber bypasses: a secret hidden from a pattern by one character is still found.

Also the adversarial corpus (every planted secret of the seeded corpus dressed in each bypass)
and a linear-time check that replaces the old wall-clock assertion.
"""

from __future__ import annotations

import random
import re
import time
from collections import Counter
from collections.abc import Callable

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.test_redaction import KINDS, MARKER, _clean_sentence, _leaks, _planted

GHP = "ghp_" + "A1b2C3d4E5" * 3 + "xYz123"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Glued to (or right after) an earlier marker.
        (
            "password=[REDACTED:x]Sup3rS3cret!",
            "password=[REDACTED:x][REDACTED:password_assignment]",
        ),
        (
            "token:[REDACTED:jwt]9f8e7d6c5b4a3210",
            "token:[REDACTED:jwt][REDACTED:password_assignment]",
        ),
        ("[REDACTED:github_token]" + GHP, "[REDACTED:github_token][REDACTED:github_token]"),
        # The value in brackets, parentheses, braces, backticks or typographic quotes.
        ("password: (Tr0ub4dor&3)", "password: ([REDACTED:password_assignment])"),
        ("password: [Tr0ub4dor&3]", "password: [[REDACTED:password_assignment]]"),
        ("password: {Tr0ub4dor&3}", "password: {[REDACTED:password_assignment]}"),
        ("password: `Tr0ub4dor&3`", "password: `[REDACTED:password_assignment]`"),
        ("password: “Tr0ub4dor&3”", "password: “[REDACTED:password_assignment]”"),
        ("password: «Tr0ub4dor&3»", "password: «[REDACTED:password_assignment]»"),
        # Percent-encoded (once or twice) or entity-escaped separators.
        ("https://x.io/?token%3D" + GHP, "https://x.io/?token%3D[REDACTED:github_token]"),
        (
            "?password%3DSup3rS3cret99%26user%3Dbob",
            "?password%3D[REDACTED:password_assignment]%26user%3Dbob",
        ),
        ("?token%253D9f8e7d6c5b4a3210", "?token%253D[REDACTED:password_assignment]"),
        ("token&#61;9f8e7d6c5b4a3210", "token&#61;[REDACTED:password_assignment]"),
        ('{"password\\u003dSup3rS3cret!"}', '{"password\\u003d[REDACTED:password_assignment]"}'),
        # A zero-width or invisible character inside the key or the secret.
        ("pass\u200bword: Sup3rS3cret!", "pass\u200bword: [REDACTED:password_assignment]"),
        ("pass\u00adword = Sup3rS3cret!", "pass\u00adword = [REDACTED:password_assignment]"),
        ("api\u2060key=Sup3rS3cret99x", "api\u2060key=[REDACTED:password_assignment]"),
        (
            "\ufefftoken\u200c=\u200d9f8e7d6c5b4a3210",
            "\ufefftoken\u200c=\u200d[REDACTED:password_assignment]",
        ),
        ("push gh\u200bp_" + GHP[4:] + " now", "push [REDACTED:github_token] now"),
        ("AKIA\u200dIOSFODNN7EXAMPLE", "[REDACTED:aws_access_key]"),
        # Lookalike characters: fullwidth, Cyrillic letters in a Latin word, combining marks.
        ("password＝Sup3rS3cret!", "password＝[REDACTED:password_assignment]"),
        ("ｐａｓｓｗｏｒｄ: Sup3rS3cret!", "ｐａｓｓｗｏｒｄ: [REDACTED:password_assignment]"),
        ("pаsswоrd: Sup3rS3cret!", "pаsswоrd: [REDACTED:password_assignment]"),
        ("pa\u0301ssword: Sup3rS3cret!", "pa\u0301ssword: [REDACTED:password_assignment]"),
        # Short labels and other separators.
        ("pw: Sup3rS3cret!", "pw: [REDACTED:password_assignment]"),
        ("db_pw=Sup3rS3cret!", "db_pw=[REDACTED:password_assignment]"),
        ("PWD: hunter2x", "PWD: [REDACTED:password_assignment]"),
        ("password -> Sup3rS3cret!", "password -> [REDACTED:password_assignment]"),
        # Labels in other languages.
        ("Passwort: Geheim2024!", "Passwort: [REDACTED:password_assignment]"),
        ("Das Passwort ist Geheim2024", "Das Passwort ist [REDACTED:password_assignment]"),
        ("Kennwort: Geheim2024!", "Kennwort: [REDACTED:password_assignment]"),
        ("contraseña: Secreto2024!", "contraseña: [REDACTED:password_assignment]"),
        ("la contraseña es Secreto2024", "la contraseña es [REDACTED:password_assignment]"),
        ("mot de passe: Secret2024!", "mot de passe: [REDACTED:password_assignment]"),
        ("le mot de passe est Secret2024", "le mot de passe est [REDACTED:password_assignment]"),
        ("senha: Segredo2024!", "senha: [REDACTED:password_assignment]"),
        ("parola: Segreto2024!", "parola: [REDACTED:password_assignment]"),
        ("wachtwoord: Geheim2024!", "wachtwoord: [REDACTED:password_assignment]"),
        ("пароль: Секрет2024!", "пароль: [REDACTED:password_assignment]"),
        ("lösenord: Hemlig2024!", "lösenord: [REDACTED:password_assignment]"),
        ("hasło: Tajne2024!x", "hasło: [REDACTED:password_assignment]"),
        ("パスワード: himitsu2024", "パスワード: [REDACTED:password_assignment]"),
        ("密码: mima2024abc", "密码: [REDACTED:password_assignment]"),
    ],
)
def test_a_secret_one_character_off_the_pattern_is_still_scrubbed(text, expected):
    result = scrub_secrets(text)
    assert result.text == expected
    assert scrub_secrets(result.text).text == result.text  # and scrubbing stays idempotent


@pytest.mark.parametrize(
    "text",
    [
        "Das Passwort muss mindestens zwölf Zeichen haben.",
        "La contraseña debe cambiarse cada 90 días.",
        "Mot de passe oublié ? Cliquez ici.",
        "A senha é obrigatória.",
        "Пароль должен быть длинным.",
        "Search https://example.com/?q=hello%20world%21&lang=de for the token docs",
        "Use &amp; and &lt; in HTML; 100% of the memory tests pass.",
        "The pw field is optional; PW: see the vault.",
        "[REDACTED:password_assignment] and [REDACTED:jwt] were removed earlier",
        "Zero\u200bwidth joiners\u200d appear in emoji text ‍👩‍💻",
        "clave: la paciencia",
    ],
)
def test_innocent_text_near_the_new_rules_is_left_alone(text):
    result = scrub_secrets(text)
    assert result.text == text, result.found


# --------------------------------------------------------------------------- adversarial corpus

_LABELS = ["Passwort", "Kennwort", "contraseña", "mot de passe", "senha", "parola", "wachtwoord",
           "пароль", "pw", "PWD", "lösenord", "hasło"]  # fmt: skip


def _zero_width_in_key(rng: random.Random, secret: str) -> tuple[str, str]:
    key = rng.choice(["password", "api_key", "token", "secret"])
    cut = rng.randrange(1, len(key))
    zw = rng.choice(["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"])
    return f"{key[:cut]}{zw}{key[cut:]}: ", "\n"


def _percent_encoded(rng: random.Random, secret: str) -> tuple[str, str]:
    key = rng.choice(["token", "password", "api_key", "access_token"])
    return f"https://api.example.com/cb?state=1%26{key}%3D", "%26page%3D2"


def _after_marker(rng: random.Random, secret: str) -> tuple[str, str]:
    key = rng.choice(["password", "token", "api_key"])
    return f"{key}=[REDACTED:password_assignment]", " and more text"


def _bracketed(rng: random.Random, secret: str) -> tuple[str, str]:
    opening, closing = rng.choice([("(", ")"), ("[", "]"), ("{", "}"), ("`", "`"), ("“", "”")])
    return f"password: {opening}", f"{closing} for the box"


def _foreign_label(rng: random.Random, secret: str) -> tuple[str, str]:
    return f"{rng.choice(_LABELS)}: ", rng.choice(["\n", " ", ", bitte vergessen."])


def _fullwidth_separator(rng: random.Random, secret: str) -> tuple[str, str]:
    return rng.choice(["password＝", "ｔｏｋｅｎ: ", "pаssword = "]), "\n"


DISGUISES: dict[str, Callable[[random.Random, str], tuple[str, str]]] = {
    "zero_width_in_key": _zero_width_in_key,
    "percent_encoded": _percent_encoded,
    "after_marker": _after_marker,
    "bracketed": _bracketed,
    "foreign_label": _foreign_label,
    "lookalike_separator": _fullwidth_separator,
}


def _disguised_corpus(rng: random.Random, per_disguise: int) -> list[tuple[str, str, str, str]]:
    """(disguise, before, secret, after): each disguise around secrets of every kind."""
    out = []
    for name, disguise in DISGUISES.items():
        for i in range(per_disguise):
            secret = _planted(rng, KINDS[i % len(KINDS)]).secret
            if "\n" in secret or " " in secret:  # PEM blocks: not a one-line value
                secret = "Sup3r" + "".join(rng.choice("abcdefXYZ0123456789") for _ in range(14))
            before, after = disguise(rng, secret)
            out.append((name, before, secret, after))
    return out


def test_adversarial_corpus_is_scrubbed_without_false_positives():
    rng = random.Random(15_002)
    samples = _disguised_corpus(rng, per_disguise=40)
    per: Counter[str] = Counter()
    scrubbed: Counter[str] = Counter()
    leaks = []
    for name, before, secret, after in samples:
        result = scrub_secrets(before + secret + after)
        per[name] += 1
        if not _leaks(secret, result.text) and result.changed:
            scrubbed[name] += 1
        else:
            leaks.append((name, before + secret + after, result.text))
        assert scrub_secrets(result.text).text == result.text
    clean = [_clean_sentence(rng) for _ in range(300)]
    false_positives = [(t, r.text) for t in clean if (r := scrub_secrets(t)).changed]

    rate = sum(scrubbed.values()) / len(samples)
    print(f"\nadversarial {len(samples)}: scrubbed {rate:.3f}")
    for name in DISGUISES:
        print(f"  {name:<22} {scrubbed[name]:>3}/{per[name]}")
    print(f"clean {len(clean)}: false positives {len(false_positives)}")
    for leak in leaks:
        print("  LEAK", repr(leak))
    assert rate >= 0.99
    assert false_positives == []


# --------------------------------------------------------------------------- linear time


@pytest.mark.parametrize(
    "unit",
    [
        "password=" * 3,  # keys with no values
        "a" * 30 + " ",  # long tokens
        "%41%3D",  # percent-encoded runs
        "pass\u200bword: ",  # zero-width characters between labels
        "[REDACTED:jwt]",  # markers back to back
        "-----BEGIN RSA PRIVATE KEY-----\n",  # unterminated PEM headers
        "postgres://u:",  # connection strings that never reach '@'
    ],
)
def test_scrubbing_time_grows_linearly_with_input_size(unit):
    """A 16x longer input takes at most 16 x 4 times as long (a quadratic pattern would take
    ~256x): a ratio on the same machine, so it holds on a loaded CI runner where a fixed
    millisecond budget (the old 20 ms assertion) does not."""

    def cost(repeats: int) -> float:
        text = unit * repeats
        best = float("inf")
        for _ in range(3):
            start = time.process_time()
            scrub_secrets(text)
            best = min(best, time.process_time() - start)
        return max(best, 1e-4)

    scrub_secrets(unit)  # warm-up: lazy detect-secrets import
    small, large = cost(250), cost(4000)
    assert large / small <= 64, f"{unit!r}: {small * 1000:.2f} ms -> {large * 1000:.2f} ms"


def test_markers_in_the_corpus_output_are_the_only_change():
    """Adversarial samples keep the text around the secret: only the secret becomes a marker."""
    rng = random.Random(7)
    for _name, before, secret, after in _disguised_corpus(rng, per_disguise=5):
        out = scrub_secrets(before + secret + after).text
        assert re.search(MARKER, out)
        assert out.endswith(after) or after.strip() == ""
