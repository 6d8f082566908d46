"""What a value looks like (pure, for the scrubber): its character classes, a key-like run of
letters and digits, words joined into a passphrase. `assign`, `credentials`, `logins` and
`entropy` judge values by these."""

from __future__ import annotations

import re

from memories.redaction.labels import KEY_LABEL_RE, PROSE_WORDS
from memories.redaction.labels import words as _words

__all__ = [
    "DIGIT_RE",
    "LETTER_RE",
    "folded",
    "has_classes",
    "is_key_run",
    "joined_words",
    "one_case",
]

DIGIT_RE = re.compile(r"[0-9]")
_LOWER_RE = re.compile(r"[a-z]")
_UPPER_RE = re.compile(r"[A-Z]")
LETTER_RE = re.compile(r"[A-Za-z]")
_SYMBOL_RE = re.compile(r"[^\w\-./]")  # a letter of any script is no symbol
_JOINED_WORDS_RE = re.compile(r"[^\W\d_]{3,16}(?:([-._])[^\W\d_]{3,16})(?:\1[^\W\d_]{3,16}){1,6}")
_HEX_RUN_RE = re.compile(r"(?=[a-fA-F]*\d)(?=\d*[a-fA-F])[0-9a-fA-F]{16,}")
_CODE_ROOTS = _words(
    """
    settings self os env environ config conf cfg process this request app vault secrets kv data
    user params args ctx context options opts
    """
)
_NOT_PHRASE_ENDS = _words(
    """
    com org net io dev internal local json yaml yml txt py env cfg
    """
)


def joined_words(value: str) -> bool:
    """`amber.falcon.ribbon`, `Copper_Meadow_Violin`: words joined into one passphrase."""
    if not _JOINED_WORDS_RE.fullmatch(value):
        return False
    words = re.split(r"[-._]", value)
    lowered = [w.lower() for w in words]
    return (
        lowered[0] not in _CODE_ROOTS
        and lowered[-1] not in _NOT_PHRASE_ENDS
        and not any(w in PROSE_WORDS or KEY_LABEL_RE.fullmatch(w) for w in lowered)
        and one_case(words)
    )


def one_case(words: list[str]) -> bool:
    return (
        all(w.islower() for w in words)
        or all(w.isupper() for w in words)
        or all(w[:1].isupper() and (w[1:].islower() or len(w) == 1) for w in words)
    )


def is_key_run(value: str) -> bool:
    """A long hex run, or a 20+ character run of letters and digits: a key, not a word."""
    core = value.rstrip("=")
    if _HEX_RUN_RE.fullmatch(core):
        return True
    if len(core) < 20:
        return False
    digits = len(DIGIT_RE.findall(core))
    # Random base62 mixes cases and digits; random single-case text has many digits. A slug
    # (`httpsapiexamplecomv1items`, `port-5432-region-eu`) has neither.
    mixed = _LOWER_RE.search(core) is not None and _UPPER_RE.search(core, 1) is not None
    single_case_key = digits >= max(3, len(core) // 8) and core.isalnum()
    return (mixed and digits >= 1) or single_case_key


def has_classes(value: str, needed: int) -> bool:
    """At least ``needed`` of: a digit, a lower-case letter, a non-initial capital, a symbol."""
    classes = (
        (DIGIT_RE.search(value) is not None)
        + (_LOWER_RE.search(value) is not None)
        + (_UPPER_RE.search(value, 1) is not None)
        + (_SYMBOL_RE.search(value) is not None)
    )
    return classes >= needed


# The characters Python's case-blind matching takes for a Latin letter that `str.lower` does not
# give (`re`'s own equivalences: dotless and dotted i, the long s, the Kelvin sign).
_FOLDS = str.maketrans({"\u0131": "i", "\u0130": "i", "\u017f": "s", "\u212a": "k"})


def folded(text: str) -> str:
    """``text`` as a case-blind pattern reads its Latin letters: a word a `(?i:…)` pattern finds
    in ``text`` is a substring of this (a cheap test before the pattern's scan)."""
    if text.isascii() or not any(c in text for c in "\u0131\u0130\u017f\u212a"):
        return text.lower()  # (`translate` reads each character in Python's dict: only if needed)
    return text.translate(_FOLDS).lower()
