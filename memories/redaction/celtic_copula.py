# ruff: noqa: RUF001, RUF002, RUF003  (the apostrophes Gaelic and Hawaiian write are this file's data)
"""A value between the Celtic copula and the label that names it: Irish `Is é Loco4420Ballast an
focal faire nua don ríomhaire`, `Is í <uuid> an eochair API do Epiroc`, Scottish Gaelic `'S e …
am facal-faire`, Tahitian `'O … te API key`, Hawaiian `ʻO … ka ʻōlelo hūnā`; or the copula left out, or Welsh's after the value (`… yw'r cyfrinair`).

Part of the scrubber (`memories.redaction`); pure. Irish and Scottish Gaelic put the copula
first (`is é`, `is í`, `'s e`: "it is"), then what is named, then the noun with its article:
the value stands before its label. The value goes when a secret's label (`label_search`) starts
right after the article and the value looks like one of that label's kind: a password's reads as
a password or a generator's output, a key's is key-shaped or a UUID, a PIN's is four to eight
digits.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span
from memories.redaction.label_search import label_matches
from memories.redaction.labels import label_kind
from memories.redaction.logins import reads_as_made_up
from memories.redaction.shapes import UUID_RE, is_key_run

__all__ = ["FAMILIES"]

# (and Tahitian's focus marker, which the Polynesian languages put first the same way: `'O … te
# password 'āpī`, "… is the new password")
_COPULA = r"(?:(?:[Ii]s|['’]?[Ss])[ \t]+(?:é|í|e|i|iad)|['’ʻ][Oo](?=[ \t]))"
# (the article: Irish's and Gaelic's, Tahitian's `te`, Hawaiian's `ka`, its possessives `kāu`,
# `kaʻu`, and "the number of" before a PIN, `ka helu PIN`)
_COPULA_RE = re.compile(
    r"(?<![^\W\d_])" + _COPULA + r"[ \t]+(?P<v>[^\s,]{4,64}?)[.,]?[ \t]+"
    r"(?:an|na|am|a['’]|te|ka[ \t]+helu|k[aā]['ʻ]?u|ka)[ \t]+"
)
_PIN_RE = re.compile(r"\d{4,8}")


def _looks(kind: str, value: str) -> bool:
    if kind == "pin":
        return _PIN_RE.fullmatch(value) is not None
    if kind == "key":
        return is_key_run(value) or UUID_RE.fullmatch(value) is not None
    return reads_as_made_up(value)


def _copula_values(text: str) -> Iterator[Span]:
    labels = None
    for m in _COPULA_RE.finditer(text):
        if labels is None:
            labels = {kw.start(): kw.group("label") for kw in label_matches(text)}
        label = labels.get(m.end())
        if label is not None and _looks(label_kind(label), m.group("v")):
            yield m.start("v"), m.end("v"), "password_assignment"


# The copula left out (Irish `… Force7Smalls* an pasfhocal`), or Welsh's after the value (`…
# coef108Milford yw'r cyfrinair`: "… is the password"): the value, then the article, then the label.
_BEFORE_LABEL_RE = re.compile(
    r"(?<![^\s(:;\"'])(?P<v>[^\s,]{4,64})[.,]?[ \t]+"
    r"(?:(?:yw|ydy|ydi|oedd|fydd)['’]r|an|am|na)[ \t]+\Z"
)
_LABEL_BEFORE = 80  # (characters before the label read for the value and its article)
_CELTIC_LABEL_RE = re.compile(
    r"(?i:pasfhocal|cyfrinair|focal[ \t\-]faire|facal[ \t\-]faire|eochair)"
)


def _before_labels(text: str) -> Iterator[Span]:
    for kw in label_matches(text):
        label = kw.group("label")
        if _CELTIC_LABEL_RE.match(label) is None:
            continue
        m = _BEFORE_LABEL_RE.search(text, max(0, kw.start() - _LABEL_BEFORE), kw.start())
        if m is not None and _looks(label_kind(label), m.group("v")):
            yield m.start("v"), m.end("v"), "password_assignment"


FAMILIES = (
    Family("celtic_copula", re.compile(_COPULA + r"[ \t]"), _copula_values),
    Family("celtic_label_after", _CELTIC_LABEL_RE, _before_labels),
)
