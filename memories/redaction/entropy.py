"""Free-standing high-entropy tokens: a 20+ character run of key characters that is neither a
digest, an identifier nor a word, and whose entropy (detect-secrets' base64 measure) says random.

Part of the scrubber (`memories.redaction`); pure.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterator
from functools import cache

from memories.redaction.family import Family, Span
from memories.redaction.labels import PASSWORD_LABEL_RE
from memories.redaction.lines import line_start
from memories.redaction.shapes import DIGIT_RE, has_classes

__all__ = [
    "ENCODED_SAID_RE",
    "FAMILIES",
    "FILE_EXTENSION",
    "TOKEN_RE",
    "encodes_words",
    "entropy",
    "high_entropy",
]

# Free-standing high-entropy tokens (entropy measured with detect-secrets' base64 plugin).
TOKEN_RE = re.compile(r"(?<![A-Za-z0-9+/=_\-])[A-Za-z0-9+/_\-]{20,}={0,2}(?![A-Za-z0-9+/=_\-])")
_TOKEN_TAIL_RE = re.compile(r"(?:[~.][A-Za-z0-9_\-]+)+")
# A file's extension closing a token: a file's name (`bizhub-c558-firmware-G00-R8.bin`).
FILE_EXTENSION = (
    r"(?:\.(?:bin|img|iso|fw|rom|hex|zip|gz|tgz|tar|bz2|xz|7z|rar|exe|msi|dmg|pkg|deb|rpm|apk|jar"
    r"|pdf|docx?|xlsx?|pptx?|odt|csv|txt|log|json|ya?ml|xml|png|jpe?g|gif|svg|mp[34]|wav|mov))+"
)
_FILE_EXTENSION_RE = re.compile(FILE_EXTENSION + r"(?![A-Za-z0-9_\-~]|\.\w)")
_TOKEN_HEAD_RE = re.compile(r"(?<![A-Za-z0-9_\-~.])(?:[A-Za-z0-9_\-]+[~.])+\Z")
_DIGEST_PREFIXES = ("sha1-", "sha256-", "sha384-", "sha512-")
# A digest tagged with its algorithm before a colon: Go's `go.sum` (`h1:YZW+n0dd…=`), `sha256:`,
# `md5:` with a base64 value (a hex one is a digest by its shape).
_DIGEST_TAG_RE = re.compile(
    r"(?<![A-Za-z0-9])(?i:h1|sha(?:1|224|256|384|512)|sha3-(?:256|512)|md5|blake[23][bs]?)[:=]\Z"
)
_HEXISH_RE = re.compile(r"[0-9a-fA-F\-]+")
# CamelCase / snake_case identifiers and paths (`SummaryAgentRecallV2`, `IPv4Validator_v2`): only
# ~0.6% of random 20-64 character alphanumeric strings parse like this.
_IDENTIFIER_RE = re.compile(
    r"(?>[a-z]{2,}|[A-Z][a-z]{2,}|[A-Z]{1,6}(?=[A-Z][a-z]|\d|[_\-/]|v\d|$)|[vV]\d{1,3}|\d{1,8}|[_\-/])++"
)


@cache
def _entropy_fn() -> Callable[[str], float]:
    from detect_secrets.plugins.high_entropy_strings import Base64HighEntropyString

    fn: Callable[[str], float] = Base64HighEntropyString().calculate_shannon_entropy
    return fn


def entropy(value: str) -> float:
    """Shannon entropy of ``value`` by detect-secrets' base64 measure (bits per character)."""
    return _entropy_fn()(value)


def _looks_random(value: str) -> bool:
    return DIGIT_RE.search(value) is not None and has_classes(value, 3)


# Words that say a text is base64 (`base64 of the route banner: …`, `logo.png b64 preview`).
ENCODED_SAID_RE = re.compile(r"(?i:(?<![^\W_])(?:base-?64|b64)(?![^\W_]))")
_FEWEST_WORDS = 3
_SAID_REACH = 120


def encodes_words(text: str, start: int, token: str) -> bool:
    """Whether ``token`` is said on its line to be base64, no password's word there, and decodes
    to printable words, three or more (`route 112 Taraz-Almaty`): a banner's or a note's text, no
    key (a password's own encoding is said so, `base64 of the password: …`, and goes)."""
    # (a bounded look back: many tokens on one line stay linear)
    line = text[line_start(text, start, _SAID_REACH) : start]
    if not ENCODED_SAID_RE.search(line) or PASSWORD_LABEL_RE.search(line):
        return False
    try:
        plain = base64.b64decode(token + "=" * (-len(token) % 4), validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return False
    words = plain.split()
    return (
        plain.isprintable()
        and len(words) >= _FEWEST_WORDS
        and all(any(c.isalnum() for c in w) for w in words)
    )


def high_entropy(text: str) -> Iterator[Span]:
    """Free-standing tokens random enough to be keys (entropy by detect-secrets' measure)."""
    entropy = None
    for m in TOKEN_RE.finditer(text):
        token = m.group()
        if _HEXISH_RE.fullmatch(token) or token.startswith(_DIGEST_PREFIXES):
            continue  # hex digests, commit SHAs, UUIDs, subresource-integrity hashes
        if _DIGEST_TAG_RE.search(text, max(0, m.start() - 12), m.start()):
            continue
        core = token.rstrip("=")
        if _FILE_EXTENSION_RE.match(text, m.end()):
            continue  # a file's name, its extension after it
        if _looks_random(core):
            if _IDENTIFIER_RE.fullmatch(core):
                continue
            threshold = _entropy_threshold(len(core))
        elif len(core) >= 32 and core.isalnum() and len(DIGIT_RE.findall(core)) >= len(core) // 10:
            threshold = 4.0  # single-case keys (lower/upper + digits): long, no word separators
        else:
            continue
        if entropy is None:
            entropy = _entropy_fn()
        if entropy(core) >= threshold:
            yield (*_whole_token(text, m.start(), m.end()), "high_entropy")


def _whole_token(text: str, start: int, end: int) -> tuple[int, int]:
    """Widen an entropy hit over pieces joined by `~` or `.` (`abc~Zx8q…~NdZe`): the random part
    alone would leave the rest of the token behind; and over the id before it in an `id:secret`
    pair (`zk8mq5qx1t3y:0aZlpB…`), which a vendor issues with its secret."""
    tail = _TOKEN_TAIL_RE.match(text, end)
    head = _TOKEN_HEAD_RE.search(text, max(0, start - 256), start)
    start = head.start() if head else start
    pair = _PAIR_ID_RE.search(text, max(0, start - 72), start)
    if pair is not None and DIGIT_RE.search(pair.group(1)) and not pair.group(1).isdigit():
        start = pair.start()
    return start, (tail.end() if tail else end)


# The id of an `id:secret` pair: a run of letters and digits (or a UUID) before the colon.
_PAIR_ID_RE = re.compile(r"(?<![A-Za-z0-9_\-~.:/@])([A-Za-z0-9_\-]{12,64}):\Z")
# A key written in pieces joined by dots, each too short to tell alone (`vUCLIw…Kib.fmyw8k…`).
_DOTTED_RE = re.compile(
    r"(?<![\w.+/=@\-])[A-Za-z0-9_\-]{8,}(?:\.[A-Za-z0-9_\-]{8,}){1,3}(?![\w+/=@\-]|\.\w)"
)


def _dotted_keys(text: str) -> Iterator[Span]:
    """A random run of 32 or more letters and digits in dot-joined pieces, read as one token."""
    for m in _DOTTED_RE.finditer(text):
        core = m.group().replace(".", "")
        if len(core) < 32 or _HEXISH_RE.fullmatch(core) or not _looks_random(core):
            continue
        if _IDENTIFIER_RE.fullmatch(core) or all(
            _IDENTIFIER_RE.fullmatch(piece) for piece in m.group().split(".")
        ):
            continue  # (`com.example.Service2`, a host's name: words, not a key)
        if entropy(core) >= _entropy_threshold(len(core)):
            yield m.start(), m.end(), "high_entropy"


def _entropy_threshold(length: int) -> float:
    # Random base62 text of length n scores close to log2(n) for short n and ~5.7 at most.
    return 3.7 if length < 24 else 4.0 if length < 40 else 4.3


# A random run pointed at, with no label (`copied from the admin UI → Xk9mPq2vLzR7tY4w`): 16
# characters or more after an arrow, with a digit (a longer one is `high_entropy`'s wherever it
# stands) or, 24 or more, of letters whose case changes at random (`vUCLIwffotIcykqk…`); not a
# member after code's `$this->`, `obj ->`.
_POINTED_RE = re.compile(
    r"(?:(?:→|⇒|➜|⟶)[ \t]*|(?<![\w$)\]])(?:->|=>)[ \t]+)"
    r"(?P<v>[A-Za-z0-9_\-+/]{16,128}={0,2})(?![\w+/=\-(.\[])"
)
_POINTED_MIN_ENTROPY = 3.5
_CASE_CHANGE_RE = re.compile(r"[a-z][A-Z]|[A-Z][a-z]")


def _pointed_keys(text: str) -> Iterator[Span]:
    for m in _POINTED_RE.finditer(text):
        value = m.group("v").rstrip("=")
        if _IDENTIFIER_RE.fullmatch(value):
            continue
        if _looks_random(value):
            threshold = _POINTED_MIN_ENTROPY if len(value) < 20 else _entropy_threshold(len(value))
        elif len(value) >= 24 and len(_CASE_CHANGE_RE.findall(value)) * 4 >= len(value):
            threshold = _entropy_threshold(len(value))
        else:
            continue
        if entropy(value) >= threshold:
            yield m.start("v"), m.end("v"), "high_entropy"


# An `id:secret` pair whose secret is too short to tell alone (`ab12cd34ef56gh78:Xk9mPq2vLzR7tY4w`):
# an id with letters and digits, a secret of 16 or more that mixes cases and digits at random.
_PAIR_RE = re.compile(
    r"(?<![\w:/@.\-])(?P<id>[A-Za-z0-9_\-]{12,64}):(?P<s>[A-Za-z0-9_\-+/]{16,128}={0,2})"
    r"(?![\w:/@.+=\-])"
)


def _pairs(text: str) -> Iterator[Span]:
    for m in _PAIR_RE.finditer(text):
        pair_id, secret = m.group("id"), m.group("s").rstrip("=")
        if not (DIGIT_RE.search(pair_id) and _LETTER_RE.search(pair_id)) or pair_id.isdigit():
            continue
        if _UUID_ID_RE.fullmatch(pair_id) and _HEX32_RE.fullmatch(secret):
            yield m.start(), m.end(), "high_entropy"  # (fal.ai's `<uuid>:<32 hex>`)
            continue
        if not _looks_random(secret) or _IDENTIFIER_RE.fullmatch(secret):
            continue
        if entropy(secret) >= _POINTED_MIN_ENTROPY:
            yield m.start(), m.end(), "high_entropy"


_LETTER_RE = re.compile(r"[A-Za-z]")
_UUID_ID_RE = re.compile(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")
_HEX32_RE = re.compile(r"[0-9a-fA-F]{32,64}")


FAMILIES = (
    Family(
        "dotted_key",
        re.compile(r"[A-Za-z0-9_\-]{8}\.[A-Za-z0-9_\-]{8}"),
        _dotted_keys,
        needs_digit=True,
    ),
    Family(
        "key_pair",
        re.compile(r"[A-Za-z0-9_\-]{12}:[A-Za-z0-9_\-+/]{16}"),
        _pairs,
        needs_digit=True,
    ),
    Family("pointed_key", re.compile(r"(?:→|⇒|➜|⟶|->|=>)[ \t]*[A-Za-z0-9_\-+/]"), _pointed_keys),
)
