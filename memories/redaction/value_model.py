# ruff: noqa: RUF001  (quotes and stops of other scripts are part of what a value is cut from)
"""A learned second look: is this value-shaped word a secret, read from the word and its context?

The rules before it know labels, vendors and shapes one by one; a label in a language none of
them names, or a value of a shape none of them describes, passes them. This model reads every
word of the text that looks like a value (a digit, a capital inside, a sign) and weighs its
shape, its letters, the words before and after it and what joins them to it, all at once, with
weights learned from the spent secret corpora and from real text that holds no secret (docs/
security.md, "The value model"). A word it scores at or above the threshold is a secret. A plain
lower-case word that a group of digits follows in its sentence (a password spelled out as a word
and a number, `tamborim tapos 4410`) and a group of three digits (a card's code) are candidates
too, each kind scored by a table of its own.

Pure and linear: each feature is a string hashed (CRC-32) into a fixed table of weights; a word's
score is the logistic of the sum of its features' weights. The weights are data
(`value_model.npz`), written by `python -m tests.memories.redaction.train_value_model`.
"""

from __future__ import annotations

import base64
import binascii
import math
import re
import zlib
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Iterator, Sequence
from functools import cache, lru_cache
from pathlib import Path
from typing import NamedTuple

from stdnum import ean, isbn

from memories.redaction.entropy import FILE_EXTENSION, encodes_words
from memories.redaction.label_search import label_matches
from memories.redaction.labels import (
    CALL_WORD_RE,
    INDIA_POSTAL_PIN,
    PASSWORD_LABEL_RE,
    PASSWORD_MANAGERS,
    PRODUCT_CODE_BEFORE_RE,
    PROSE_WORDS,
    place_postcode,
)
from memories.redaction.lines import line_start
from memories.redaction.shapes import (
    BARCODE_NAME_RE,
    DIGEST_NAME,
    FINGERPRINT_SCHEMES,
    PARCEL_WORDS,
    UUID_RE,
    arabizi_word,
    has_classes,
)
from memories.redaction.siblings import signature as _signature
from memories.redaction.units import QUANTITY_AFTER_RE
from memories.redaction.view import MARKER_STAND_IN

__all__ = ["BITS", "candidates", "features", "likely_secrets", "score_spans"]

BITS = 18  # 262 144 weights
_MASK = (1 << BITS) - 1
WEIGHTS_PATH = Path(__file__).with_name("value_model.npz")
_IN_USE = {"weights": WEIGHTS_PATH}

_WORD_RE = re.compile(r"[^\s<>]+")  # (a tag's brackets cut a word: `<string>value</string>`)
_EDGE = "\"'`“”‘’«»„()[]{}<>,;.!?。、，：；「」『』،؛؟።፣፤।॥！？"  # (and other scripts' stops)
_INNER_OK = frozenset("'’-")
_SIGNS = "_-./@+#$!*%&"
_HEX = frozenset("0123456789abcdef")
# What a word's features read around it, in characters (`_parts`): a word whose window holds a
# marker is not judged again, so scrubbing scrubbed text changes nothing.
_READ_BEFORE, _READ_AFTER = 120, 60
_MARKER = "[REDACTED:"


def _marked(text: str) -> bool:
    """Whether ``text`` holds an earlier marker, as written or as the view's stand-in for it."""
    return _MARKER in text or MARKER_STAND_IN in text


_LETTER_RE = re.compile(r"[^\W\d_]")
_DIGIT_RE = re.compile(r"\d")
_RUN = frozenset("0123456789 -")
_HYPHENED = re.compile(r"[^\W\d_]{3,}(?:-[^\W\d_]{3,}){2,}")
# Three words or more joined by hyphens are judged at a lower score than other words: in real
# text such a word (a package's name, `many-to-many` in another language) scores 0.24 at most,
# a passphrase after a label the rules do not know 0.3 and more (docs/benchmarks.md, "The value
# model").
PASSPHRASE_THRESHOLD = 0.3
_SPELLED_REACH = 5  # words between a spelled-out password's word and its digits, at most
_STOPS = ("\n", ". ", "! ", "? ", "。")  # (a line's or a sentence's end: its digits are another's)
# A plain word before digits is judged by its own weights at a lower score than other words: in
# real text and the corpora's clean texts, none left out of training scores 0.5. The weights of
# round 34 score technical prose higher (`shared 2-core machine, 24 GB`, `development, the issue's
# 15` in our docs: up to 0.63): 0.65 keeps all of it and takes one fewer secret of the corpora
# left out than 0.45 to 0.6 (docs/benchmarks.md, "Round 34").
SPELLED_THRESHOLD = 0.65
# A word after a password's label a few words back on its line, the label's language no rule
# reads (`password ng'ejuk e server ore BybxUFffnE8nS, ashe oleng`): taken at a lower score when
# it mixes three kinds of character (small letters, capitals, digits, signs), or is ten letters or
# more with a capital after a small letter.
LABELLED_THRESHOLD = 0.6
_MIXED_CASE_RE = re.compile(r"(?=[A-Za-z]*[a-z][A-Z])[A-Za-z]{10,64}")
# (or three groups or more of small letters and digits joined by one sign, a digit among them and
# letters in two: `5qnt_isf1_mhpv_avnh`, `guangzhou.rotan.2025`; not `0002_auto_20160226_1747`)
_JOINED_RE = re.compile(
    r"(?=[^\d]*\d)[a-z0-9]{2,16}(?:([._\-])[a-z0-9]{2,16})(?:\1[a-z0-9]{2,16})+"
)
_LETTERS_RE = re.compile(r"[a-z]")


def _joined(word: str) -> bool:
    m = _JOINED_RE.fullmatch(word)
    return m is not None and sum(bool(_LETTERS_RE.search(g)) for g in word.split(m.group(1))) >= 2


_LABEL_BEFORE = 80  # (the most characters from the label back on the word's line)
# A list of look-alikes is judged together (`_listed`): in real text no such list of four
# scores 0.15 on average, everyday lists written for the check (request ids, pods) under 0.4,
# recovery codes after a label the rules do not know 0.43 and more (docs/benchmarks.md, "The
# value model").
LIST_THRESHOLD, LIST_MIN, LIST_LENGTH = 0.4, 4, 8


def _class_of(ch: str) -> str:
    if ch.isdigit():
        return "9"
    if ch.isalpha():
        if ord(ch) < 128:
            return "A" if ch.isupper() else "a"
        return "x"
    return "#"


def _shape(word: str) -> str:
    """Runs of character classes: `Xk9mP2` → `AaAa9a` collapsed to one letter per run."""
    out: list[str] = []
    for ch in word:
        c = _class_of(ch)
        if not out or out[-1] != c:
            out.append(c)
    return "".join(out)


def _entropy(word: str) -> float:
    n = len(word)
    return -sum(k / n * math.log2(k / n) for k in Counter(word).values())


def _value_shaped(word: str) -> bool:
    """A digit, a capital after the first letter (not all capitals), a sign inside, or three
    words and more joined by hyphens (a passphrase's shape: `steppe-coral-falcon-larch`)."""
    if word.isalpha() and word[1:].islower():  # (most words: letters, lower case after the first)
        return False
    if _HYPHENED.fullmatch(word):
        return True
    if any(ch.isdigit() for ch in word):
        return True
    if not word.isupper() and any(ch.isupper() for ch in word[1:]):
        return True
    return any(not ch.isalnum() and ch not in _INNER_OK for ch in word)


@lru_cache(maxsize=8)  # (a text's candidates, then their features, read it again)
def _trimmed(text: str) -> tuple[list[tuple[int, int]], list[bool]]:
    """Every word's span, quotes and stops trimmed, and whether the word is a marker."""
    spans, marked = [], []
    for match in _WORD_RE.finditer(text):
        start, end = match.span()
        marked.append(_marked(match.group()))
        while start < end and text[start] in _EDGE:
            start += 1
        while end > start and (text[end - 1] in _EDGE or text[end - 1] == ":"):
            end -= 1
        spans.append((start, end))
    return spans, marked


def _ends_here(text: str, start: int, end: int) -> bool:
    """The gap between two words ends a line or a sentence."""
    return any(text.find(stop, start, end) >= 0 for stop in _STOPS)


@lru_cache(maxsize=8)  # (a text's candidates, then each plain word's features, read it)
def _digit_reach(text: str) -> tuple[int, ...]:
    """For each word of ``text`` (`_trimmed`), how many words after it in its sentence the
    nearest group of 2 to 6 digits stands (0: none within `_SPELLED_REACH`)."""
    spans, _ = _trimmed(text)
    out = [0] * len(spans)
    nearest = -1
    for i in range(len(spans) - 1, -1, -1):
        if i + 1 < len(spans) and _ends_here(text, spans[i][1], spans[i + 1][0]):
            nearest = -1
        if nearest >= 0 and nearest - i <= _SPELLED_REACH:
            out[i] = nearest - i
        start, end = spans[i]
        if 2 <= end - start <= 6 and text[start:end].isdigit() and not _unit_after(text, spans, i):
            nearest = i
    return tuple(out)


# A unit after a number makes it a quantity, not a password's digits (`at 390 px`, `24 GB`).
_UNITS = frozenset(
    (
        "px", "em", "rem", "pt", "gb", "mb", "kb", "tb", "gib", "mib", "kib", "ms", "s", "sec",
        "secs", "min", "mins", "h", "hrs", "hours", "days", "km", "m", "cm", "mm", "kg", "g",
        "mhz", "ghz", "hz", "fps", "dpi", "percent", "%",
    )
)  # fmt: skip


def _unit_after(text: str, spans: list[tuple[int, int]], i: int) -> bool:
    return i + 1 < len(spans) and text[spans[i + 1][0] : spans[i + 1][1]].lower() in _UNITS


# (`92%`, or `%` after `92 `; or a length in feet and inches: `a 9'1" longboard`)
_SHARE_RE = re.compile(r"\d[\d.,]*[%‰]|[%‰]|\d{1,2}['′’]\d{0,2}[\"″”]?")


def _counted(text: str, spans: list[tuple[int, int]], i: int) -> bool:
    """Word ``i`` follows a number (`63 characters`, `HTTP 304 response`, a numbered list's
    word), a share (`92 % saturation`) or a length in feet and inches (`9'1" longboard`): what
    it names is counted or measured, it is not said before its digits."""
    if not i:
        return False
    start, end = spans[i - 1]
    return text[start:end].isdigit() or _SHARE_RE.fullmatch(text, start, end) is not None


def _grouped(text: str, spans: list[tuple[int, int]], i: int) -> bool:
    """Word ``i`` is one group of a longer number (`12 157`, `+48 601 234 567`): the word
    before or after it is digits too."""
    return any(
        0 <= j < len(spans) and text[spans[j][0] : spans[j][1]].isdigit() for j in (i - 1, i + 1)
    )


def spelled(word: str) -> bool:
    """A word a spelled-out password may be: letters, lower case, 4 to 14 of them. Such a
    candidate is scored by weights of its own (`spelled_weights`), apart from value-shaped
    words."""
    return 4 <= len(word) <= 14 and word.isalpha() and word.islower()


def short(word: str) -> bool:
    """A group of three digits (a card's code): too short for a value-shaped word, so scored by
    a table of its own, trained on such groups alone, at the usual threshold."""
    return len(word) == 3 and word.isdigit()


def kind_of(word: str) -> str:
    """Which table scores a candidate: `plain` (a `spelled` word), `short` or `value`."""
    return "plain" if spelled(word) else "short" if short(word) else "value"


def candidates(text: str) -> Iterator[tuple[int, int]]:
    """Spans of the value-shaped words of ``text`` (quotes and stops trimmed), of the value
    part of a `label=value` or `label:value` word, of a group of three digits (`short`), and of
    a plain lower-case word a group of digits follows closely (a spelled-out password: `kyzyl,
    then 2014`); earlier markers are never candidates."""
    spans, marked = _trimmed(text)
    reach = _digit_reach(text) if _DIGIT_RE.search(text) else None
    for n, (start, end) in enumerate(spans):
        if end - start == 3 and short(text[start:end]):
            if not marked[n] and not _grouped(text, spans, n):
                yield start, end
            continue
        if end - start < 4 or marked[n]:
            continue
        word = text[start:end]
        if _value_shaped(word) or (
            reach is not None and reach[n] and spelled(word) and not _counted(text, spans, n)
        ):
            yield start, end
        for sep in "=:":
            i = word.rfind(sep)
            # (a label before: `pass=…`; not a clock's or a port's digits, `2:30am`)
            if (
                0 < i < len(word) - 4
                and not word.startswith("http")
                and _LETTER_RE.search(word, 0, i)
            ):
                if _value_shaped(word[i + 1 :]):
                    yield start + i + 1, end
                break


def _grams(word: str, k: int) -> list[str]:
    word = f"^{word}$"
    return [word[i : i + k] for i in range(max(1, len(word) - k + 1))]


def features(text: str, start: int, end: int) -> list[str]:
    """The named features of the word at ``text[start:end]``: its shape, counts and letters,
    the three words before it and two after, and what joins it to them; for a plain word
    (`spelled`), how its digits follow it too."""
    names = [name for part in _parts(text, start, end) for name in part]
    return [*names, *_spelled_reach(text, start, end)] if spelled(text[start:end]) else names


def _logit(text: str, start: int, end: int) -> float:
    """The bias and the sum of the weights of `features(…)`, from the table of the word's kind
    (`kind_of`), each part of a word's own or of a word before or after another summed once
    per process."""
    model = _model()
    *cached, joined = _parts(text, start, end)
    if spelled(text[start:end]):
        rest = hashed([*joined, *_spelled_reach(text, start, end)])
        return (
            model.spelled_bias
            + sum(map(_spelled_part_weight, cached))
            + sum(map(model.spelled_weights.__getitem__, rest))
        )
    if short(text[start:end]):
        rest = hashed(list(joined))
        return (
            model.short_bias
            + sum(map(_short_part_weight, cached))
            + sum(map(model.short_weights.__getitem__, rest))
        )
    rest = hashed(list(joined))
    return model.bias + sum(map(_part_weight, cached)) + sum(map(model.weights.__getitem__, rest))


@lru_cache(maxsize=1 << 16)
def _part_weight(part: tuple[str, ...]) -> float:
    return sum(map(_model().weights.__getitem__, hashed(list(part))))


@lru_cache(maxsize=1 << 14)
def _spelled_part_weight(part: tuple[str, ...]) -> float:
    return sum(map(_model().spelled_weights.__getitem__, hashed(list(part))))


@lru_cache(maxsize=1 << 14)
def _short_part_weight(part: tuple[str, ...]) -> float:
    return sum(map(_model().short_weights.__getitem__, hashed(list(part))))


@lru_cache(maxsize=1 << 16)
def _own(word: str) -> tuple[str, ...]:
    """What the word itself is: its shape, lengths, counts, letters and signs."""
    lower = word.lower()
    shape = _shape(word)
    n = len(word)
    digits = sum(ch.isdigit() for ch in word)
    upper = sum(ch.isupper() for ch in word)
    low = sum(ch.islower() for ch in word)
    other = n - digits - upper - low
    out = [
        f"sh={shape[:10]}",
        f"sh3={shape[:3]}",
        f"she={shape[-3:]}",
        f"len={min(n, 40) // 4}",
        f"nd={min(digits, 12) // 2}",
        f"nu={min(upper, 8) // 2}",
        f"nl={min(low, 16) // 4}",
        f"no={min(other, 4)}",
        f"ncls={(digits > 0) + (upper > 0) + (low > 0) + (other > 0)}",
        f"ent={int(_entropy(word) * 2)}",
        f"tr={min(len(shape), 12) // 2}",
        f"alld={word.isdigit()}:{min(n, 20)}",
        f"pre={lower[:4]}",
        f"pre2={lower[:2]}",
    ]
    out += [f"cg={g}" for g in _grams(lower, 3)[:30]]
    out += [f"has{ch}" for ch in _SIGNS if ch in word]
    if all(ch in _HEX for ch in lower):
        out.append(f"hex={min(n, 64) // 8}")
    if _HYPHENED.fullmatch(word):
        out.append(f"hy={min(word.count('-'), 6)}")
    return tuple(out)


@lru_cache(maxsize=1 << 16)
def _before(word: str, i: int) -> tuple[str, ...]:
    """The ``i``-th word before (0: the nearest): itself, its letters and its shape."""
    return (
        f"p{i}={word}",
        *(f"pg={g}" for g in _grams(word, 4)),
        *(f"pg3{min(i, 1)}={g}" for g in _grams(word, 3)),
        f"psh{i}={_shape(word)[:4]}",
    )


@lru_cache(maxsize=1 << 16)
def _after(word: str, i: int) -> tuple[str, ...]:
    return (f"n{i}={word}", *(f"ng={g}" for g in _grams(word, 3)))


def _parts(text: str, start: int, end: int) -> list[tuple[str, ...]]:
    word = text[start:end]
    own = _own(word)
    shape = own[0][3:]  # (`sh=`, the shape's first ten runs)
    hexed = own[-1].startswith("hex=")
    parts = [own]
    joined: list[str] = []
    before = text[max(0, start - 3) : start]
    joined.append("sep=" + "".join(_class_of(ch) if ch.isalnum() else ch for ch in before))
    words_before = [w.strip(_EDGE).lower() for w in text[max(0, start - 80) : start].split()][-3:]
    parts += [_before(w, i) for i, w in enumerate(reversed(words_before))]
    if not words_before:
        joined.append("p0=<start>")
    p0 = words_before[-1] if words_before else "<start>"
    joined.append(f"sp0={shape[:4]}|{p0}")  # (a shape after a word: hex after `md5`, after `key`)
    if hexed:
        joined.append(f"hexp0={p0}")
    words_after = [w.strip(_EDGE).lower() for w in text[end : end + 60].split()[:2]]
    if word.isdigit():  # (a group of a spaced number: a phone, a parcel, a card)
        beside = (p0.isdigit(), bool(words_after) and words_after[0].isdigit())
        joined.append(f"dnb={beside}")
        run = _digit_run(text, start, end)
        joined.append(f"run={min(len(run), 24) // 2}")
        if 12 <= len(run) <= 19:
            joined.append(f"luhn={_luhn(run)}")
    joined += [
        f"bw={w.strip(_EDGE).lower()}" for w in text[max(0, start - 120) : start].split()[-6:-3]
    ]
    parts += [_after(w, i) for i, w in enumerate(words_after)]
    joined.append("after=" + text[end : end + 1])
    # (conjunctions a linear model cannot make itself: what frames the word, with its shape;
    # the two words before it as a pair)
    left_char = text[:start].rstrip()[-1:] or "^"
    right = text[end : end + 1]
    right = "$" if not right or right == "\n" else _class_of(right) if right.isalnum() else right
    joined.append(
        f"fr={left_char if not left_char.isalnum() else _class_of(left_char)}|{right}|{shape[:4]}"
    )
    if len(words_before) >= 2:
        joined.append(f"pp={words_before[-2]} {p0}")
    # (one of a list of words alike: recovery codes, or a row of hashes)
    kin = [*words_before[-2:], *words_after]
    # (`_shape(w) != w[:1]` was meant as "mixes classes"; as written it only leaves out a
    # lower-case word starting with `a` and a digit run starting with `9`. The weights were
    # trained with it, so it stays until the next retraining: docs/benchmarks.md, "The value
    # model", gives what the intended test measured.)
    alike = sum(len(w) == len(word) and _shape(w) != w[:1] and len(w) > 5 for w in kin)
    if alike:
        joined.append(f"alike={alike}|{shape[:3]}")
    if start > 0 and not text[start - 1].isspace():  # the label of a `label=value` word
        i = start - 1
        while i > max(0, start - _READ_BEFORE) and not text[i - 1].isspace():
            i -= 1
        left = text[i:start].lower()
        joined.append("glued=" + left[-12:])
        joined += [f"pg={g}" for g in _grams(left.strip(_EDGE + "=:"), 4)]
    parts.append(tuple(joined))
    return parts


def _spelled_reach(text: str, start: int, end: int) -> tuple[str, ...]:
    """How a plain word's digits follow it: how far, across which words, how many digits."""
    spans, _ = _trimmed(text)
    i = bisect_right(spans, (start, len(text) + 1)) - 1
    k = _digit_reach(text)[i]
    between = [text[s:e].lower() for s, e in spans[i + 1 : i + k]]
    s, e = spans[i + k] if k else (0, 0)
    return (
        f"dist={k}",
        f"dl={e - s}",
        *(f"btw={w}" for w in between),
        f"last={between[-1] if between else '<none>'}",
    )


def _digit_run(text: str, start: int, end: int) -> str:
    """The digits of the run of digits, spaces and dashes around ``text[start:end]``."""
    low, high = max(0, start - 24), min(len(text), end + 24)  # (a run is a card at most)
    while start > low and text[start - 1] in _RUN:
        start -= 1
    while end < high and text[end] in _RUN:
        end += 1
    return "".join(ch for ch in text[start:end] if ch.isdigit())


def _luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    return total % 10 == 0


def hashed(names: list[str]) -> list[int]:
    """Each feature's index in the weight table."""
    return [zlib.crc32(name.encode("utf-8", "surrogatepass")) & _MASK for name in names]


def use_weights(path: Path) -> None:
    """Score with the weights at ``path`` from now on, in this process (the trainer's checks)."""
    _IN_USE["weights"] = path
    _model.cache_clear()
    _part_weight.cache_clear()
    _spelled_part_weight.cache_clear()
    _short_part_weight.cache_clear()


class Weights(NamedTuple):
    weights: list[float]
    bias: float
    threshold: float
    spelled_weights: list[float]  # (a plain word before digits: a table of its own)
    spelled_bias: float
    short_weights: list[float]  # (a group of three digits: a table of its own)
    short_bias: float


@cache
def _model() -> Weights:
    import numpy as np  # (on first use: importing the scrubber stays as quick as it was)

    with np.load(_IN_USE["weights"]) as data:
        return Weights(
            data["weights"].astype(np.float64).tolist(),  # (a few indices a word: lists)
            float(data["bias"]),
            float(data["threshold"]),
            data["spelled_weights"].astype(np.float64).tolist(),
            float(data["spelled_bias"]),
            data["short_weights"].astype(np.float64).tolist(),
            float(data["short_bias"]),
        )


def score_spans(text: str, taken: Sequence[tuple[int, int]] = ()) -> list[tuple[int, int, float]]:
    """Every candidate of ``text`` that overlaps no span of ``taken``, with the model's
    probability that it is a secret."""
    ends = _merged(taken)
    out = []
    for start, end in candidates(text):
        if _marked(text[max(0, start - _READ_BEFORE) : end + _READ_AFTER]):
            continue  # (scrubbed before: this word was read with what the marker replaced)
        # (the taken spans ending after this word's start; the first of them decides)
        i = bisect_right(ends, (start, len(text) + 1))
        if (i and ends[i - 1][1] > start) or (i < len(ends) and ends[i][0] < end):
            continue
        z = _logit(text, start, end)
        out.append((start, end, 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))))
    return out


def _merged(spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(end, out[-1][1]))
        else:
            out.append((start, end))
    return out


_NUMBER_END_RE = re.compile(r"\d\Z")


def likely_secrets(text: str, taken: Sequence[tuple[int, int]] = ()) -> list[tuple[int, int]]:
    """Spans of the words the model calls secrets, but for those that overlap ``taken``."""
    if len(text.split()) < 2:
        return []  # (a word alone has no context to read: a name, an id; the rules judge it)
    threshold = _model().threshold
    scored = [
        span
        for span in score_spans(text, taken)
        if not _not_taken(text, *span[:2])
        and not (
            _NUMBER_END_RE.search(text, span[0], span[1]) and QUANTITY_AFTER_RE.match(text, span[1])
        )
        # (digits alone, longer than any card or id: an invoice's access key, a serial's run)
        and not _LONG_DIGITS_RE.fullmatch(text, span[0], span[1])
        # (a commit's short hash with no key's or password's label a few words before it on its
        # line: `Vratili smo na 316ce709b jer …`, "we went back to …")
        and not (
            _SHORT_HASH_RE.fullmatch(text, span[0], span[1]) and not _label_before(text, span[0])
        )
        and not _decoding_beside(text, span[0], span[1], taken)
    ]
    found = [
        (s, e)
        for s, e, p in scored
        if p >= _threshold(text[s:e], threshold)
        or (p >= LABELLED_THRESHOLD and _labelled(text, s, e))
    ]
    listed = _listed(text, scored)
    return sorted(set(found) | set(listed)) if listed else found


_BASE64_RE = re.compile(r"(?:[A-Za-z0-9+/]{4}){2,32}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?")
_SHORTEST_DECODING = 6
_DECODING_REACH = 240


def _decoding_beside(text: str, start: int, end: int, taken: Sequence[tuple[int, int]]) -> bool:
    """Whether a base64 run's decoding is written out in the text beside it, where no rule took it
    (`base64 of the label text is Y29zZWNoYSAyMDMy (it just says cosecha 2032)`): it hides
    nothing the text does not say. A secret said beside its encoding is taken, so its encoding
    stays a secret (`password: hunter2, aHVudGVyMg== in base64`)."""
    if not _BASE64_RE.fullmatch(text, start, end):
        return False
    try:
        plain = base64.b64decode(text[start:end], validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return False
    if len(plain) < _SHORTEST_DECODING or not plain.isprintable():
        return False
    at = text.find(plain, end, end + _DECODING_REACH)  # (a few lines at most: linear time)
    if at < 0:
        at = text.find(plain, max(0, start - _DECODING_REACH), start)
    return at >= 0 and not any(s < at + len(plain) and at < e for s, e in taken)


# A digest's name (`SHA-1 checksum of the label proof: 1e01…`): a hex run of a digest's length
# after it on its line is that digest, whatever words stand between.
_DIGEST_NAME_RE = re.compile(
    r"(?i:(?<![^\W_])(?:(?:"
    + DIGEST_NAME
    + r")(?:sum)?|shasum|b2sum|checksum|digest)"  # (`sha1sum`)
    r"(?![^\W_]))[^\n]{0,80}\Z"
)
_DIGEST_LENGTHS = frozenset((32, 40, 56, 64, 96, 128))
_LONG_DIGITS_RE = re.compile(r"\d{31,}")
_SHORT_HASH_RE = re.compile(r"(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{7,10}")
_UNSPACED_COMMA_RE = re.compile(r"[,，。；、](?!\d)")  # (the view writes `，` as `,`)  # noqa: RUF003


# A number under a name that says what it counts (`OAUTH_REFRESH_TOKEN_SECONDS | 2592000`,
# `cache_ttl: 86400`): a setting, not a code.
_QUANTITY_NAME_RE = re.compile(
    r"(?i:(?:seconds|secs|minutes|mins|hours|days|ms|millis|timeout|ttl|size|bytes|count|limit"
    r"|max|min|port|retries|per_hour|per_minute|per_day|age|interval|workers|threads))"
    r"[`\"'\]]?[ \t]*(?:[:=|,]|\|[ \t]*`?)?[ \t`\"']*\Z"
)


# A public number by its scheme's name right before it: a ship's (`IMO 9876543`, `MMSI`), a
# book's or a product's (`ISBN`, `ISSN`, `EAN`, `GTIN`, `UPC`), a freight container's.
# A postcode's English words (`post code`, `postal code`, `postcode`, `zip`, `zip code`).
_POSTCODE = r"post(?:al)?[ \t]*code|postcode|zip(?:[ \t]*code)?"
_ROMANCE_POSTCODE = r"c[óo]digo[ \t]+postal|code[ \t]+postal|codice[ \t]+postale"
_PUBLIC_NUMBER_REACH = 64  # (`Tracking number for the Almaty spare parts parcel: …`)
_PUBLIC_NUMBER_RE = re.compile(
    r"\b(?:IMO|MMSI|ISBN|ISSN|ISMN|EAN|GTIN|UPC)(?:-1[03])?[ \t]*[:#]?[ \t]*\Z"
    # (a freight container's number after its owner's code, ISO 6346: `CMAU 7214336`)
    r"|(?<![\w\-])[A-Z]{3}U[ \t]\Z"
    # (a postcode, perhaps its town after it: `почтанын индекси 723500`, `کد پستی خروگ 736000`)
    # (and India's "PIN code" in its own scripts: `پن کوڈ 194101`)
    r"|(?i:(?<![^\W\d_])(?:" + _POSTCODE + r"|plz|cep|индекс[^\W\d_]*|پستی"
    r"|" + INDIA_POSTAL_PIN + r")"
    r"(?:[ \t]+[^\W\d_]{1,12}){0,4}[ \t]*[:#]?[ \t]*\Z)"  # (`Postal code of the Saransk office: …`)
    # (an order's, an invoice's or a parcel's number: `Bestellnummer 4500087321`, `PO# 4471`)
    # (its word for "number" said: `for the invoice: …` may name another number)
    # (a tour's, a route's, a trail's or a flight's: `Die Tourennummer T-GR20-07`, `route no.`)
    r"|(?i:\b(?:(?:bestell|auftrags|rechnungs|sendungs|touren|tour|routen|strecken|etappen|flug"
    r"|linien)nummer|(?:tour|route|trail|stage|flight)[ \t]*(?:no|nr|number|#)\.?)\s*[:#]?\s*\Z)"
    r"|(?i:\b(?:(?:bestell|auftrags|rechnungs|sendungs)nummer|(?:order|invoice|tracking|pedido"
    r"|commande|factura|fattura|ordine|zam[óo]wienia|PO"
    r"|receipt|recibo|resibo|(?-i:OR)"  # (a receipt's, the Philippines' `OR No. 004517`)
    r"|ticket|bilet|billete|biglietto|bilhete)[ \t]*(?:no|nr|n[º°o]|n(?=\.)|number|nummer"
    r"|n[úu]mero|num[ée]ro|numero|#)\.?)\s*[:#]?\s*\Z)"
    # (an order's number in Russian, Ukrainian and Kazakh, its sign or its word for "number"
    # perhaps after it: `Заказ № 558201`, `Тапсырыс нөмірі 7741-КЗ`)  # noqa: RUF003
    # (and in Japanese, Chinese and Korean: `注文番号 JP-2031-00418`, `订单号`, `주문번호`)
    r"|(?:注文番号|注文No\.?|受注番号|订单号|订单编号|訂單號|訂單編號|주문[ \t]?번호)[ \t]*[:：#]?[ \t]*\Z"
    r"|(?i:(?<![^\W\d_])(?:заказ[^\W\d_]{0,3}|замовленн[^\W\d_]{0,3}|тапсырыс[^\W\d_]{0,4})"
    r"(?:[ \t]+(?:номер|нөмірі))?)[ \t]*(?:[№#]|No\.?)?[ \t]*\Z"  # (the view reads `№` as `No`)
    # (its word for "number" first in Polish, Czech and Slovak: `numer przesyłki …`, `číslo
    # objednávky …`)
    r"|(?i:(?<![^\W\d_])(?:numer|nr|[čc][íi]slo)[ \t]+(?:przesy[łl]ki|paczki|zam[óo]wienia"
    r"|faktury|nadania|listu[ \t]+przewozowego|z[áa]sielky|z[áa]silky|objedn[áa]vky|bal[íi][čc]ku)"
    r")[ \t]*[:#]?[ \t]*\Z"
    # (a vehicle's number plate, whose vehicle perhaps after it: `Placa del camión lechero: …`)
    r"|(?i:(?<![^\W\d_])(?:placa|patente|matr[íi]cula|(?:number|license|licence|registration)"
    r"[ \t]+plate|kennzeichen|targa|plaque)(?:[ \t]+(?:del?|of(?:[ \t]+the)?|do|da|du|della)"
    r"(?:[ \t]+[^\W\d_]{1,12}){1,2})?)[ \t]*[:#]?[ \t]*\Z"
    # (an order's code or number, "of" between and "is" after: `Tu código de pedido es …`,
    # `your order code is …`)
    r"|(?i:\b(?:(?:c[óo]digo|n[úu]mero|code|number)[ \t]+"
    r"(?:de[l]?|d[oa]|of(?:[ \t]+(?:the|your))?)[ \t]+"
    r"(?:(?:su|tu|seu|sua|o|a|el|la)[ \t]+)?(?:pedido|orden|compra|encomenda|commande|order)"
    r"|(?:order|purchase)[ \t]+(?:code|number))(?:[ \t]+(?:es|is|é|est|ist))?)[ \t]*[:#]?[ \t]*\Z"
    # (or what it is for after it, a colon closing: `Tracking number for the parts parcel: …`)
    r"|(?i:\b(?:tracking|waybill|order|invoice|shipment)[ \t]+(?:no|nr|number|#)\.?"
    r"[ \t]+(?:for|of)"
    r"(?:[ \t]+[^\W\d_][\w'’\-]{0,14}){1,5})[ \t]*[:#][ \t]*\Z"
    # (a parcel's waybill, its carrier's name perhaps after it: `Nomor resi JNE 8821 …`)
    r"|(?i:\b(?:resi|waybill|awb|tracking|rastreio|suivi|paczk[aęiy]|przesy[łl]k[aęiy])"
    r"(?:[ \t]+(?:no|nr|number|n[úu]mero)\.?)?)"
    r"(?:[ \t]+[A-Z][A-Za-z&]{1,9})?[ \t]*[:#]?[ \t]*\Z"
    # (Chile's dispatch note and a delivery note, in a sentence or as a field's name: `Guía de
    # despacho 004817 cubre …`, `"guia_despacho": "…"`)
    r"|(?i:\bgu[íi]a[ \t_]+(?:de[ \t_]+)?(?:despacho|remisi[óo]n))[\"']?[ \t]*[:#]?[ \t]*[\"']?\Z"
    # (a parcel's or a waybill's number in Ukrainian and Russian, its carrier's name perhaps
    # between: `Посилка Нова пошта № …`, `ТТН …`)  # noqa: RUF003
    r"|(?i:(?<![^\W\d_])(?:посилк|посылк|накладн)[^\W\d_]*(?:[ \t]+[^\W\d_]{1,12}){0,3}"
    r"|(?<![^\W\d_])ттн)[ \t]*[:#№]?[ \t]*\Z"
    # (Spanish's waybill, `guía`, with its carrier's name or "of shipment" after it: never the
    # guide a person is, `del guía: …`)
    r"|(?i:\bgu[íi]a[ \t]+(?:de[ \t]+(?:env[íi]o|embarque)|(?-i:[A-Z][A-Za-z&]{1,9})))[ \t]*[:#]?[ \t]*\Z"
    # (a waybill's, an order's, an invoice's or a parcel's number in Persian: `شماره بارنامه …`)
    r"|(?:شماره[ \t]+)?(?:بارنامه|سفارش|فاکتور|مرسوله|رهگیری|پیگیری)[ \t]*[:#]?[ \t]*\Z"
    # (an order's number in Quechua, the Spanish words with its endings: `pedidoq numeron: …`)
    r"|(?i:(?<![^\W\d_])(?:pedido|orden|factura|compra)(?:q|pa|paq|paj|pax|n)?[ \t]+"
    r"n[úu]mero(?:n|nin|y|yki)?(?:qa)?)[ \t]*[:#]?[ \t]*\Z"
    # (an order's, a ticket's or a waybill's number in Chinese, Japanese, Korean: `订单号 …`,
    # `取票号 …`, `注文番号 …`, `주문번호 …`)
    r"|(?:订单|訂單|取票|运单|運單|快递单|快遞單|注文|予約|주문|예약)"
    r"(?:号码|號碼|编号|編號|号|號|番号|번호)?[ \t]*[:#]?[ \t]*\Z"
    # (a lot's or a batch's number, what it is of perhaps after it: `Número de lote del corcho:
    # …`, `Lot no. …`, `Chargennummer …`)
    r"|(?i:\b(?:n[úu]mero[ \t]+de[ \t]+(?:lote|partida)"
    r"|lot(?:e|to)?[ \t]*(?:no|nr|n[º°o]|number|#)\.?"
    r"|batch[ \t]*(?:no|nr|number|code|#)\.?|chargen?(?:nummer|[ \t]*nr\.?)"
    r"|lote|lotto)"  # (the Romance word alone: `Lote de cuajo 22-0931-B`)
    r"(?:[ \t]+(?:del?|of(?:[ \t]+the)?|do|da|della|dello)[ \t]+[^\W\d_]{1,12})?)"
    r"[ \t]*[:#]?[ \t]*\Z"
)
# A business's tax number after its name and whose it is, a few words perhaps after them (`NIT de
# la tienda de repuestos en la factura pública: …`, `RUC of the supplier: …`): it is printed on
# every invoice the business gives.
_BUSINESS_TAX_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:nit|ruc|cuit|rut|rfc|nif|cif|rnc|tin|vat)[ \t]+(?:del?|of)[ \t]+"
    r"(?:(?:la|el|the|our|your|nuestra|nuestro|su)[ \t]+)?"
    r"(?:tienda|empresa|negocio|ferreter[ií]a|farmacia|restaurante|local|comercio|proveedor|shop"
    r"|store|company|supplier|business)(?![^\W\d_])"
    r"(?:[ \t]+[^\W\d_]{1,14}){0,6}[ \t]*[:#]?[ \t]*\Z)"
)
# A reference of capitals' and digits' groups joined by dashes (`KOS-BDR-2033-4471`).
# (its first group may be one capital: `T-GR20-07`)
# (and its last one: `K-22-0931-B`)
# (its later groups perhaps in Cyrillic capitals: `7741-КЗ`)  # noqa: RUF003
_DASHED_REFERENCE_RE = re.compile(
    r"[A-Z0-9]{1,8}(?:-[A-Z0-9А-ЯЁӘҒҚҢӨҰҮҺІ]{2,8}){1,5}(?:-[A-Z0-9])?"
)
# A postcode that holds letters: Argentina's CPA's province letter (`U9105`, `C1425DKF`), Canada's
# and Britain's halves (`T2P 5A1`, `SW1A`, `LL41 3NB`), the Netherlands' letters (`1012 AB`).
_LETTERED_POSTCODE = (
    r"[A-Z]\d{4}(?:[A-Z]{3})?|[A-Z]\d[A-Z](?:[ ]?\d[A-Z]\d)?|[A-Z]{1,2}\d[A-Z\d]?(?:[ ]\d[A-Z]{2})?"
)
_LETTERED_POSTCODE_RE = re.compile(_LETTERED_POSTCODE)
# A postcode's word in the languages of the Americas and Europe, then places' words and other
# postcodes before the number (no word that names a secret's code or a number between: `PIN`,
# `code`, `number`).
_NOT_PLACE = r"(?i:pin|code|c[óo]digo|kod|pass|clave|senha|otp|cvv|number|n[úu]mero|no)(?![^\W\d_])"
_POSTCODE_LIST_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:" + _POSTCODE + r"|" + _ROMANCE_POSTCODE + r"|c[óo]digos[ \t]+postales))"
    # (a place's few words, a colon; then each postcode before, its place's words after it; every
    # word whole, read one way only: a time bound)
    r"(?:[ \t]+(?!" + _NOT_PLACE + r")[^\W\d_]{1,14}(?![^\W\d_])){0,3}[ \t]*[:#]?[ \t]*"
    # (each one digits, or with its letter: `Código postal de Caucete: J5442; de Jáchal: …`)
    r"(?:(?:\d{4,6}(?!\d)|(?-i:"
    + _LETTERED_POSTCODE
    + r"))[ \t]*[;,][ \t]*(?:(?!"
    + _NOT_PLACE
    + r")[^\W\d_]{1,14}(?![^\W\d_])[ \t]*){0,3}"
    r"[:#]?[ \t]*)*\Z"
)
# An amount in thousands or millions, as prices are written (`250k`, `1.5jt`, `150rb`): a price
# when "per" or "a night" follows it, or a currency stands before it.
_SHORT_AMOUNT_RE = re.compile(r"\d{1,4}(?:[.,]\d{1,3})?(?:k|K|rb|jt|m|M)")
_PER_AFTER_RE = re.compile(
    r"[ \t]*(?:/|(?i:per|each|pp|pax|a[ \t]+(?:night|day|person|head|week|month|pax)))(?![^\W\d_])"
)
_CURRENCY_BEFORE_RE = re.compile(r"(?i:rp\.?|idr|usd|aud|eur|gbp|[$€£¥₱])[ \t]*\Z")
# A promotion's code after its name (`code promo c'est CORSICA10`, `promo code: SUMMER24`): it is
# published for anyone to use, no secret.
_PROMO_BEFORE_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:promo(?:tion(?:al)?)?[ \t]*codes?|codes?[ \t]+promo"
    r"|coupons?(?:[ \t]*codes?)?|(?:discount|voucher|referral)[ \t]+codes?"
    r"|codes?[ \t]+de[ \t]+r[ée]duction|gutschein(?:code)?"
    r"|rabatt(?:code)?|c[óo]digos?[ \t]+(?:de[ \t]+)?(?:descuento|desconto|promo(?:cional)?)"
    r"|codic[ei][ \t]+(?:sconto|promo(?:zionale)?))"
    r"(?:[ \t]+(?:is|es|est|ist|è|é|c['’][ ]?est|lautet))?[ \t]*[:=]?[ \t]*"
    # (a list's later codes too: `codes de réduction : SINGANI10 et CUECA15`)
    r"(?:[A-Z0-9]{3,16},?[ \t]+(?:(?:et|and|y|e|und|ou|or|o)[ \t]+)?){0,3}\Z)"
)
# Or what it takes off after it (`Use the code TANNAT10 for ten percent off`, `… für 10 % Rabatt`).
_PROMO_AFTER_RE = re.compile(
    r"[ \t]+(?i:for|to[ \t]+get|gives?|f[üu]r|para|pour|per|voor)[ \t]+[^\n%]{0,20}?"
    r"(?i:%|percent|per[ \t]+cent|prozent|por[ \t]?ciento|pour[ \t]?cent|procent|prosent)"
    r"[ \t]+(?i:off|discount|rabatt?|descuento|de[ \t]+descuento|de[ \t]+r[ée]duction|korting"
    r"|sconto|di[ \t]+sconto|avslag)(?![^\W\d_])"
)
# A number's group a space before another (`9405 5036`): where a spaced number starts.
_GROUP_BEFORE_RE = re.compile(r"(?<![\w\-])\d{2,6} \Z")
_GROUPS_BACK = 8  # (a tracking number's groups: USPS prints six)
# A barcode's number whose check digit holds, with the scheme's name a few words before (`the
# EAN on the caps is 5060112458736`).


# What only code or a file's name holds, never a secret: an escape sequence (`\x1b`, `\u200D`),
# a drive or a path (`C:\\Windows`, `\\System32\\`), an alphabet in order (`abcdefgh…`,
# `0123456789`), a percent-encoded path, an IPv6 address (`fe80::`), a JWT's algorithm (`HS256`).
# (Neither a call's bracket nor a URL: `login("…")` may wrap a password, a webhook's URL holds
# its token.)
_CODE_TEXT_RE = re.compile(
    r"\\(?:x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8})"
    r"|\b[A-Z]:\\|\\[A-Za-z]\w*\\+[A-Za-z]|abcdefgh|ABCDEFGH|0123456789"
    r"|/[^/\s]*%[0-9A-F]{2}[^/\s]*/|\b[0-9a-fA-F]{1,4}::|\b(?:HS|RS|ES|PS)(?:256|384|512)\b"
)


# A vehicle's plate of East Africa's shape (`UBJ 418K`, `KBX 123A`): its series' capitals, then
# digits and a letter.
_PLATE_TAIL_RE = re.compile(r"\d{1,4}[A-Z]")
_PLATE_HEAD_RE = re.compile(r"(?<![\w\-])[A-Z]{3}[ ]\Z")
# A plant's clone or cultivar, a breed's, a machine's model or series, then its short code of
# capitals and digits (`clone PC108`, `cultivar TRFK 6/8`, `model RT-AX58U`).
_VARIETY_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:clone|cultivar|variety|strain|breed|model|series|grade)[ \t]+\Z)"
)
# A time of day as French, Portuguese and Italian write it (`9h30`, `14h00`).
_CLOCK_RE = re.compile(r"(?:[01]?\d|2[0-3])h[0-5]\d")
_VARIETY_CODE_RE = re.compile(r"[A-Z]{1,5}-?\d{1,5}[A-Z]{0,3}")
# A machine's short name and its number (`web1`, `db2`, `node3`): a host, not a code.
_NODE_RE = re.compile(r"[a-z]{2,5}\d")
# A network card's hardware address, six pairs of hex digits (`00:1B:44:11:3A:B7`): printed on it.
_MAC_RE = re.compile(r"[0-9A-Fa-f]{2}([:\-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}")
# A book's ISBN in its groups (`978-3-16-148410-0`), its check digit holding, after its name.
_ISBN_GROUPS_RE = re.compile(r"(?:97[89]-?)?\d{1,5}-\d{1,7}-\d{1,7}-[\dX]")
# A pipe's or a valve's nominal size and pressure class (`DN150 PN16`, `NPS 6`): a fitting's.
_PIPE_RATING_RE = re.compile(
    r"(?:DN|PN|NPS|SDR)[ ]?\d{1,4}(?:[ ](?:DN|PN|NPS|SDR)[ ]?\d{1,4}){0,2}"
)
# A postal item's number as the Universal Postal Union's S10 writes it (two letters, nine digits,
# the country's two letters), after a word for a parcel or its tracking on its line.
_POSTAL_ITEM_RE = re.compile(r"[A-Z]{2}\d{9}[A-Z]{2}")
# A UPS parcel's tracking number (`1Z88A0471203348817`): the carrier's, public.
_UPS_RE = re.compile(r"1Z[0-9A-Z]{16}")
# A file's name, its extension closing it (`bizhub-c558-firmware-G00-R8.bin`).
_FILE_NAME_RE = re.compile(r"[A-Za-z0-9][\w\-]*" + FILE_EXTENSION)
# A password manager's entry named right before a value: the entry's name, where the secret is
# kept (`see the vault entry 'gin-srv01'`, `KeePass entry: NAS admin`), never the secret itself.
_ENTRY_NAME_BEFORE_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:vault|" + PASSWORD_MANAGERS + r")[ \t]+(?:entry|item|record)"
    r"(?:[ \t]+(?:called|named))?)[ \t]*[:=]?[ \t]*[\"'«“‘`]?\Z"
)
_PARCEL_BEFORE_RE = re.compile(r"(?i:(?<![^\W\d_])(?:" + PARCEL_WORDS + r")(?![^\W\d_]))")
# A number with decimals, or a range of them (`0.992`, `25.7-31.3`, an en dash too): a measure, not a code.
_DECIMALS_RE = re.compile(r"\d{1,6}[.,]\d{1,6}(?:[–—\-]\d{1,6}[.,]\d{1,6})?")
# A place's latitude or longitude in degrees, minutes and seconds (`21°47'12"N`): a map's, no code.
_DEGREES_RE = re.compile(
    r"\d{1,3}°(?:[ ]?\d{1,2}(?:[.,]\d{1,4})?['′’](?:[ ]?\d{1,2}(?:[.,]\d{1,4})?[\"″”]?)?)?"
    r"[ ]?[NSEWO]?"
)
# A placeholder's words (`put-your-key-here`, `CHANGE_ME`, `replace.with.token`): no secret yet.
_PLACEHOLDER_RE = re.compile(
    r"(?i:(?:^|[-_.])(?:your|here|change[-_.]?me|placeholder|example|dummy|replace|insert|todo|x{3,})"
    r"(?=[-_.]|$))"
    r"|X{5,}"  # (a number's digits masked, or a form's to fill: `20XXXXXXXXX`, `4111XXXXXXXX1111`)
)
_METRIC_AT_RE = re.compile(
    r"[A-Za-z]{1,8}@\d{1,3}"
)  # (a ranking's metric at a cut: `R@10`, `nDCG@5`)
_CALL_RE = re.compile(r"[A-Za-z_][\w.]*\((?:[\"']|[A-Za-z_]\w*=)")
# A small number with its grammatical ending (`1-ზე`, `5-ssä`, `1-én`): an ordinal or a case.
_ENDING_RE = re.compile(r"\d{1,3}-(?:[^\W\d_A-Za-z]{1,5}|[a-zà-ÿ]{1,3})")
_DIMENSIONS_RE = re.compile(
    r"\d{2,5}[x×]\d{2,5}(?:[x×]\d{1,5})?"
    # (or a quantity in its unit: `240px`, `1.5rem`, `500ms`, `64GiB`, `60fps`)
    r"|(?i:\d{1,6}(?:\.\d{1,3})?(?:px|em|rem|pt|vh|vw|ms|[kmgt]i?b|[kmg]?hz|fps|dpi))"
)


# A name and a small number after a dash (`Сахалин-9`, `Soyuz-2`, `chalet-09`): a ship's, a
# unit's, a room's or a model's name, no password.
_NAME_NUMBER_RE = re.compile(r"[^\W\d_]{3,20}-\d{1,2}")
# The first characters of a file's or an image's encoded data, said to be so (`logo.png base64
# preview starts with U2FjaGFw…`): a prefix of public data, not a key.
_DATA_PREFIX_BEFORE_RE = re.compile(
    r"(?i:\b(?:base64|png|jpe?g|gif|webp|svg|pdf|image|logo|icon|thumbnail|preview)\b[^\n]{0,40}"
    r"\b(?:starts|begins|start|begin)[ \t]+with)[ \t]*:?[ \t]*[\"'`]?\Z"
)
# A machine's model as the former Soviet makers write it: an abbreviation in Cyrillic capitals (or
# a maker's two letters), a dash, a number.
# (`МТЗ-1221`, `КамАЗ-5320`, `ЗИЛ-130`, `Ту-154`)  # noqa: RUF003
_CYRILLIC_MODEL_RE = re.compile(
    r"(?:[А-ЯЁ]{2,5}|[А-ЯЁ][а-яё]{1,2}[А-ЯЁ]{1,3}|[А-ЯЁ][а-яё])-\d{1,4}"
)


# A postcode's words a few words before a value (`El código postal de Gaiman es U9105`,
# `code postal : …`, `CAP …`), perhaps "is" after them.
_POSTCODE_BEFORE_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:"
    + _POSTCODE
    + r"|"
    + _ROMANCE_POSTCODE
    + r"|c[óo]d(?:igo)?[ \t]+postal|cpa?|cep|plz"  # (`CP G4220`: the Romance initials)
    # (Welsh's, Polish's and Romanian's: `cod post`, `kody pocztowe`, `codurile poștale`)
    r"|cod[ \t]+post|kod(?:y|u)?[ \t]+pocztow[^\W\d_]*|cod(?:ul|uri|urile)?[ \t]+po[șşs]tal[^\W\d_]*)"
    # (a place's name of a few words: `El código postal de Tafí del Valle es T4137`)
    r"(?:[ \t]+[^\W\d_]{1,12}){0,5}[ \t]*(?:[:#]|is|es|est|ist|é|è|ydy|yw)?[ \t]*"
    # (one of a list of them: `Kody pocztowe: LL41 3NB, LL49 9NF`)
    r"(?:(?-i:" + _LETTERED_POSTCODE + r")[ \t]*(?:,|and|și|si|i|a|ac|et|und|y)[ \t]*){0,8})\Z"
)


# A telephone number after its area code in brackets (`(51) 3671-2290`, `(212) 555-0143`).
_PHONE_TAIL_RE = re.compile(r"\d{2,5}[\-. ]\d{4}")  # (Peru's six digits too: `(074) 48 3126`)
_AREA_CODE_RE = re.compile(r"\(\d{2,4}\)[ \t]?\Z")
# An IBAN's first group, the rest masked after it.
_IBAN_HEAD_RE = re.compile(r"[A-Z]{2}\d{2}")
_MASKED_AFTER_RE = re.compile(r"[ \t]*[*•xX]{3,}")
# A group of digits after a country's calling code and an area's: `+591 4 6441 2093`.
_CALLING_CODE_RE = re.compile(r"\+\d{1,3}(?:[ .\-]\d{1,4}){0,3}[ .\-]\Z")
_DASHED_NUMBER_RE = re.compile(r"\d{1,4}(?:-\d{2,4}){1,3}")
# (or a national number in groups, its trunk's 0 first, after a word for calling: `Goi cho van
# phong so 0214 3871 225`, `call the depot on 0161 496 0733`)
# (or an area code and the local number whole: `076-35224810`, Persian digits too)
_TRUNK_NUMBER_RE = re.compile(
    r"[0\u0660\u06f0]\d{2,4}(?:(?:[ .\-]\d{2,4}){1,3}|[ .\-]\d{6,8})(?![\d])"
)
_TRUNK_DIGITS = range(9, 12)
# A local number of seven or eight digits (perhaps in two groups), right after a word for calling
# and perhaps a one-digit area code (Bolivia's: `teléfono 4 4251733`, `Tel. 3 3345120`).
_LOCAL_NUMBER_RE = re.compile(r"\d{7,8}|\d{3,4}[ \-]\d{4}")
_CALL_BEFORE_RE = re.compile(
    r"(?:" + CALL_WORD_RE.pattern + r"|(?i:(?<![^\W\d_])(?:tel[ée]fono|telefone|fono|celular)))"
    r"\.?[ \t]*:?[ \t]*(?:\d[ \t\-])?\Z"
)


# A value a name is given by (`the vault entry is called 'SO-Gaborone-2032'`): a name, and a
# UUID after its own name (`Folio fiscal (UUID) …: 5e8c0d4a-…`): an identifier.
_CALLED_RE = re.compile(r"(?i:(?<![^\W\d_])(?:called|named|titled)[ \t]+[\"'‘“«]?\Z)")
_UUID_NAME_RE = re.compile(r"(?<![^\W\d_])(?:UUID|GUID|uuid|guid)(?![^\W\d_])")


# An invoice's, a bill's, a waybill's or an order's word right before a number sign
# A device's serial number after its name (`SN HW2033G0417`, `Seriennummer: …`): capitals and
# digits, printed on the device's label.
_SERIAL_RE = re.compile(r"[A-Z0-9]{2,12}(?:-?[A-Z0-9]{1,12}){0,3}")
# (the device's name after its number's, a colon closing it: `Número de serie del aireador: …`)
_DEVICE_NAMED = (
    r"(?:[ \t]+(?i:of|on|for|del?|da|do|della|du|des|der)(?:[ \t]+(?i:the|la|el|le|l['’]))?"
    r"(?:[ \t]+[^\W\d_]{1,16}){1,3}[ \t]*:)?"
    r"[ \t]*[:#]?[ \t]*\Z"
)
_SERIAL_BEFORE_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:(?-i:SN|S/N)|serial(?:[ \t]+(?:number|no\.?|nr\.?|#))?|seriennummer"
    r"|n[úu]mero[ \t]+de[ \t]+s[ée]rie|num[ée]ro[ \t]+de[ \t]+s[ée]rie|numero[ \t]+di[ \t]+serie))"
    + _DEVICE_NAMED
)
# A vehicle's identification number after its name, printed on its frame (`VIN on the delivery
# van: …`): its seventeen characters (never Nigeria's voter's VIN, of nineteen).
_VIN_RE = re.compile(r"(?=[A-HJ-NPR-Z]*\d)(?=\d*[A-HJ-NPR-Z])[A-HJ-NPR-Z0-9]{17}")
_VIN_BEFORE_RE = re.compile(
    r"(?:(?<![^\W\d_])VIN|(?i:(?<![^\W\d_])(?:chassis(?:[ \t]+(?:number|no\.?))?"
    r"|n[úu]mero[ \t]+de[ \t]+chasis|fahrgestellnummer)))" + _DEVICE_NAMED
)
# A part's sizes right before its type (`shaft seal SKF 130x160x15 HMSA10`).
_SIZES_BEFORE_RE = re.compile(r"(?<![\w.])\d{1,4}(?:[x×]\d{1,4}){1,2}[ \t]+\Z")
# An SSH key's fingerprint, its digest's scheme before it (`SHA256:4t8Vb2kQ…`): public.
_SCHEME = "(?:" + "|".join(name.upper() for name in FINGERPRINT_SCHEMES) + ")"
_FINGERPRINT_RE = re.compile(_SCHEME + r":[A-Za-z0-9+/]{27,86}={0,2}")
_FINGERPRINT_SCHEME_RE = re.compile(_SCHEME + r":\Z")
# A content digest in hex after its algorithm, as registries and checksums print it
# (`sha256:16b29f4e…`): a file's or an image's, public.
# (its length one of `_DIGEST_LENGTHS`)
_HEX_DIGEST_RE = re.compile(
    r"(?i:" + "|".join(FINGERPRINT_SCHEMES) + r"|sha224|sha3-256|sha3-512|blake2b|blake3)"
    r":(?P<hex>[0-9a-f]{32,128})"
)
# (Ukrainian, Russian, Polish, Czech).
_DOCUMENT_BEFORE_RE = re.compile(
    r"(?i:рахун[^\W\d_]*|сч[её]т[^\W\d_]*|накладн[^\W\d_]*|замовленн[^\W\d_]*|заказ[^\W\d_]*"
    r"|faktur[^\W\d_]*|zam[óo]wieni[^\W\d_]*|objedn[áa]vk[^\W\d_]*)[ \t]*\Z"
)


_NUMBER_SIGN_RE = re.compile(r"(?:№|No\.?)\d")


# An aviation weather report's line (`METAR LTAZ 140550Z 24006KT …`): codes, not secrets.
_WEATHER_REPORT_RE = re.compile(
    r"(?m:^[ \t]*(?:METAR|SPECI|TAF)(?:[ \t]+(?:COR|AMD))?[ \t]+[A-Z]{4}[ \t])"
)


def _not_taken(text: str, start: int, end: int) -> bool:
    """Candidates the model never takes, whatever their score: a digest after its name
    (`_named_digest`), a number under a name that says what it counts, a size in pixels
    (`4096x2160`), a quantity in its unit (`240px`), a number with decimals (`25.7-31.3`) or its
    grammatical ending (`1-ზე`), a metric at a cut (`R@10`), a placeholder's words
    (`put-your-key-here`), signs with no letter or digit, a
    call (`WinDLL("…`), a
    machine's short name (`web1`), a number plate's tail (`UBJ 418K`), a METAR's groups, a function word (`without`), Arabic in Latin letters, a
    ship's or a book's public number (`IMO 9876543`), a parcel's (`BR778120334PE`), a valve's rating (`DN150 PN16`), base64 said so whose decoding is words, code (`_CODE_TEXT_RE`), a telephone's number
    after its area code in brackets, a name and its small number (`Сахалин-9`, `chalet-09`), a
    file's name with its extension (`…-G00-R8.bin`), a UPS parcel's number (`1Z…`)."""
    # (a group of a spaced number is read from the number's first group: `Tracking number 9405
    # 5036 9930 …`)
    head = start
    for _ in range(_GROUPS_BACK):  # (a few groups at most: a run of them is read in linear time)
        if (group := _GROUP_BEFORE_RE.search(text, max(0, head - 12), head)) is None:
            break
        head = group.start()
    if _LETTERED_POSTCODE_RE.fullmatch(text, start, end) and _POSTCODE_BEFORE_RE.search(
        text, max(0, start - 60), start
    ):
        return True  # (a postcode with its letter: Argentina's `U9105`, Canada's `T2P`, `5A1`)
    # (a word runs on through an unspaced script's comma: `2032…291，取票号`)  # noqa: RUF003
    body_end = comma.start() if (comma := _UNSPACED_COMMA_RE.search(text, start, end)) else end
    if text[start:body_end].isdigit() and (
        _QUANTITY_NAME_RE.search(text, max(0, start - 48), start)
        or _PUBLIC_NUMBER_RE.search(text, max(0, head - _PUBLIC_NUMBER_REACH), head)
        or (
            BARCODE_NAME_RE.search(text, max(0, start - 48), start)
            and ean.is_valid(text[start:end])
        )
    ):
        return True
    if (
        _ISBN_GROUPS_RE.fullmatch(text, start, end)
        and isbn.is_valid(text[start:end])
        and BARCODE_NAME_RE.search(text, max(0, start - 48), start)
    ):
        return True  # (a book's ISBN: `ISBN del manual: 978-3-16-148410-0`)
    if text[start:body_end].isdigit() and _BUSINESS_TAX_RE.search(text, max(0, head - 80), head):
        return True  # (a shop's tax number, printed on its invoices: `NIT de la tienda …: …`)
    if _DASHED_REFERENCE_RE.fullmatch(text, start, body_end) and _PUBLIC_NUMBER_RE.search(
        text, max(0, start - 32), start
    ):
        return True  # (an order's or a ticket's reference in groups: `Bilet no KOS-BDR-2033-4471`)
    if (
        text[start:end].isdigit() or _LETTERED_POSTCODE_RE.fullmatch(text, start, end)
    ) and _POSTCODE_LIST_RE.search(text, max(0, start - 80), start):
        return True  # (a postcode, one of a list: `Código postal de Quibdó: 270001; de Nuquí: …`)
    if _SHORT_AMOUNT_RE.fullmatch(text, start, end) and (
        _PER_AFTER_RE.match(text, end) or _CURRENCY_BEFORE_RE.search(text, max(0, start - 8), start)
    ):
        return True  # (a price in thousands: `250k per night`, `Rp 150rb`)
    if _PROMO_BEFORE_RE.search(text, max(0, start - 100), start) or _PROMO_AFTER_RE.match(
        text, end, end + 64
    ):
        return True  # (a promotion's code: `code promo c'est CORSICA10`, `… for 10% off`)
    if not any(c.isalnum() for c in text[start:end]):
        return True  # (signs alone: `:;$&()+,!?*@'~`, a list of safe characters)
    if _POSTAL_ITEM_RE.fullmatch(text, start, end) and _PARCEL_BEFORE_RE.search(
        text, line_start(text, start, _PUBLIC_NUMBER_REACH), start
    ):
        return True  # (a parcel's number as the post prints it on its label: `BR778120334PE`)
    if _PLACEHOLDER_RE.search(text[start:end]):
        return True  # (a placeholder: `put-your-key-here`)
    if _ENTRY_NAME_BEFORE_RE.search(text, max(0, start - 48), start):
        return True  # (a password manager's entry by its name: `the vault entry 'gin-srv01'`)
    if _CALL_RE.match(text, start, end):
        return True  # (a call with a string or a keyword: `WinDLL("kernel32`, `f(buffer=…`)
    if any(
        r.fullmatch(text, start, end)
        for r in (
            _DIMENSIONS_RE,
            _DECIMALS_RE,
            _DEGREES_RE,
            _PIPE_RATING_RE,
            _NODE_RE,
            _ENDING_RE,
            _METRIC_AT_RE,
            _CLOCK_RE,
            _MAC_RE,
            _FILE_NAME_RE,
            _UPS_RE,
        )
    ):
        return True
    if _CODE_TEXT_RE.search(text, start, end):
        return True  # (code, not a value: an escape, a Windows path)
    if _NAME_NUMBER_RE.fullmatch(text, start, end):
        return True  # (a name and its number: `«Сахалин-9»`, `chalet-09`)
    if encodes_words(text, start, text[start:end]):
        return True  # (base64 said so on its line whose decoding is words: `route 112 …`)
    if _DATA_PREFIX_BEFORE_RE.search(text, max(0, start - 72), start):
        return True  # (the start of an image's or a file's encoded data, said to be so)
    if _CYRILLIC_MODEL_RE.fullmatch(text, start, end) and not _label_before(text, start):
        return True  # (a machine's model, no label before it on its line)
    if _PHONE_TAIL_RE.fullmatch(text, head, end) and _AREA_CODE_RE.search(
        text, max(0, head - 7), head
    ):
        return True  # (a telephone's number after its area code: `(51) 3671-2290`)
    if _IBAN_HEAD_RE.fullmatch(text, start, end) and _MASKED_AFTER_RE.match(text, end):
        return True  # (a masked IBAN's country and check digits: `FR76 **** **** … 189`)
    if (
        text[start:end].isdigit() or _DASHED_NUMBER_RE.fullmatch(text, start, end)
    ) and _CALLING_CODE_RE.search(text, max(0, start - 16), start):
        return True  # (a telephone's number after its country's code: `+591 4 6441 2093`,
        # `+972 54-331-2290`)
    if _LOCAL_NUMBER_RE.fullmatch(text, head, end) and _CALL_BEFORE_RE.search(
        text, max(0, head - 24), head
    ):
        return True  # (a local number right after a word for calling: `teléfono 4 4251733`)
    if _called_number(text, head, end):
        return True  # (a national number after a word for calling)
    if place_postcode(text, start, end):
        return True  # (a place's postal PIN code: `Aizawl's PIN code is 796001`)
    if _NUMBER_SIGN_RE.match(text, start, end) and _DOCUMENT_BEFORE_RE.search(
        text, max(0, start - 24), start
    ):
        return True  # (an invoice's or an order's number: `рахунок №2033/77`, `№` read as `No`)
    if _CALLED_RE.search(text, max(0, start - 12), start):
        return True  # (a name: `… is called 'SO-Gaborone-2032'`)
    if UUID_RE.fullmatch(text, start, end) and _UUID_NAME_RE.search(
        text, max(0, start - 60), start
    ):
        return True  # (a UUID after its name: `Folio fiscal (UUID) de la factura …: …`)
    line = text.rfind("\n", 0, start) + 1
    if _WEATHER_REPORT_RE.match(text, line):
        return True  # (a METAR's or a TAF's groups)
    if _VARIETY_CODE_RE.fullmatch(text, start, end) and _VARIETY_RE.search(
        text, max(0, start - 12), start
    ):
        return True  # (a variety's or a model's short code: `clone PC108`, `model RT-AX58U`)
    if PRODUCT_CODE_BEFORE_RE.search(text, max(0, start - 32), start):
        return True  # (a product's or a part's code: `product code RO-BW30-400-34i`)
    if (
        _SERIAL_RE.fullmatch(text, start, end)
        and (
            _SERIAL_BEFORE_RE.search(text, max(0, start - 72), start)
            or _SIZES_BEFORE_RE.search(text, max(0, start - 20), start)
        )
    ) or (
        _VIN_RE.fullmatch(text, start, end)
        and _VIN_BEFORE_RE.search(text, max(0, start - 72), start)
    ):
        return True  # (a device's serial number, `SN HW2033G0417`; a part's type; a VIN)
    scheme = _FINGERPRINT_SCHEME_RE.search(text, max(0, start - 8), start)
    if _FINGERPRINT_RE.fullmatch(text, scheme.start() if scheme else start, end):
        return True  # (an SSH key's fingerprint: `SHA256:4t8Vb2kQ…`)
    if (digest := _HEX_DIGEST_RE.fullmatch(text, start, end)) and len(
        digest.group("hex")
    ) in _DIGEST_LENGTHS:
        return True  # (a content digest: `sha256:16b29f4e…`)
    if _PLATE_TAIL_RE.fullmatch(text, start, end) and _PLATE_HEAD_RE.search(
        text, max(0, start - 5), start
    ):
        return True  # (a number plate: `UBJ 418K`)
    if text[start:end] in PROSE_WORDS or arabizi_word(text[start:end]):
        return True  # (a function word is said before digits, never spelled out: `without`; a
        # word of Arabic in Latin letters: `taba3ak`)
    return _named_digest(text, start, end)


def _called_number(text: str, head: int, end: int) -> bool:
    """Whether the spaced number from ``head`` on, through ``end``, is a national telephone
    number (its trunk's 0 first, nine to eleven digits) after a word for calling on its line."""
    number = _TRUNK_NUMBER_RE.match(text, head)
    if number is None or number.end() < end:
        return False
    if sum(c.isdigit() for c in number.group()) not in _TRUNK_DIGITS:
        return False
    line = text.rfind("\n", max(0, head - 80), head) + 1
    return CALL_WORD_RE.search(text, max(line, head - 80), head) is not None


def _named_digest(text: str, start: int, end: int) -> bool:
    return (
        end - start in _DIGEST_LENGTHS
        and all(ch in _HEX for ch in text[start:end].lower())
        and _DIGEST_NAME_RE.search(text, max(0, start - 120), start) is not None
    )


def _listed(text: str, scored: list[tuple[int, int, float]]) -> list[tuple[int, int]]:
    """The members of a list of look-alikes (`LIST_LENGTH` characters or more, the same length
    and mix of character classes, `LIST_MIN` or more on one line: recovery codes) that the
    model scores `LIST_THRESHOLD` or more on average: each alone may fall short, the list
    together says what they are. Members that share their first four characters are names of
    a series (pods of one deployment, invoices of one year), not codes."""
    groups: dict[tuple[int, tuple[int, int]], list[tuple[int, int, float]]] = {}
    for start, end, p in scored:
        sig = _signature(text[start:end]) if end - start >= LIST_LENGTH else None
        if sig is not None:
            line = text.rfind("\n", 0, start)  # (the line, by where it starts)
            groups.setdefault((line, sig), []).append((start, end, p))
    return [
        (start, end)
        for members in groups.values()
        if len(members) >= LIST_MIN
        and sum(p for *_, p in members) >= LIST_THRESHOLD * len(members)
        and len({text[start : start + 4] for start, *_ in members}) > 1
        for start, end, _ in members
    ]


def _label_before(text: str, start: int) -> bool:
    """Whether a label (`label_search`, already found in the text) ends a few words before
    ``start`` on its line."""
    line = text.rfind("\n", max(0, start - _LABEL_BEFORE), start) + 1
    ends = _label_ends(text)
    at = bisect_left(ends, max(line, start - _LABEL_BEFORE))
    return at < len(ends) and ends[at] <= start


@lru_cache(maxsize=4)
def _label_ends(text: str) -> list[int]:
    return sorted(m.end() for m in label_matches(text))


def _labelled(text: str, start: int, end: int) -> bool:
    """Whether the word mixes three kinds of character (or ten letters or more with a capital
    after a small letter: `CSRKNpyCYFMTqj`; or groups joined by one sign: `_joined`) and a
    password's label stands before it on its line, a few words back (`LABELLED_THRESHOLD`)."""
    word = text[start:end]
    if not (has_classes(word, 3) or _MIXED_CASE_RE.fullmatch(word) or _joined(word)):
        return False
    line = text.rfind("\n", 0, start) + 1
    return PASSWORD_LABEL_RE.search(text, max(line, start - _LABEL_BEFORE), start) is not None


def _threshold(word: str, threshold: float) -> float:
    """The score at which ``word`` is a secret: lower for a passphrase's hyphened words and a
    plain word before digits, which have their own weights or shape."""
    if _HYPHENED.fullmatch(word):
        return PASSPHRASE_THRESHOLD
    return SPELLED_THRESHOLD if spelled(word) else threshold
