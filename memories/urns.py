"""Finding entity URNs in free text and in tool responses, DataHub's included.

A URN is `urn:<nid>:<nss>`. DataHub writes keys with parentheses and commas inside the NSS —
`urn:li:dataset:(urn:li:dataPlatform:trino,acme.sales,PROD)` — so a URN runs on through any
balanced parentheses (commas included inside them) and stops at whitespace, a quote or bracket,
a comma or closing parenthesis outside them, or sentence punctuation at its end.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

_START = re.compile(r"\burn:[a-z0-9][a-z0-9-]{0,31}:", re.IGNORECASE)
_STOP = frozenset(" \t\r\n\"'<>[]{};`|\\")
_TRAILING = ".?!:"
MAX_WALK_VALUES = 10_000  # a tool response is walked this far at most


def _end_of_urn(text: str, start: int) -> int:
    """Index just past the URN whose NSS begins at `start`."""
    depth, i, last_balanced = 0, start, start
    while i < len(text):
        char = text[i]
        if char in _STOP or char.isspace():
            break
        if char == "(":
            depth += 1
        elif char == ")":
            if depth == 0:
                break
            depth -= 1
        elif char == "," and depth == 0:
            break
        i += 1
        if depth == 0:
            last_balanced = i
    return last_balanced  # an unclosed parenthesis is not part of the URN


def find_urns(text: str) -> list[str]:
    """The URNs written in `text`, in order, each once, trailing sentence punctuation off."""
    found: list[str] = []
    pos = 0
    while match := _START.search(text, pos):
        end = _end_of_urn(text, match.end())
        urn = text[match.start() : end].rstrip(_TRAILING)
        if len(urn) > len(match.group(0)) and urn not in found:
            found.append(urn)
        pos = max(end, match.end())
    return found


def _strings(value: Any) -> Iterator[str]:
    """Every string in a JSON value (keys included), depth-first, at most MAX_WALK_VALUES
    values visited; iterative, so no nesting depth can exhaust the stack."""
    stack, visited = [value], 0
    while stack and visited < MAX_WALK_VALUES:
        item = stack.pop()
        visited += 1
        if isinstance(item, str):
            yield item
        elif isinstance(item, dict):
            for key, child in reversed(list(item.items())):
                stack.append(child)
                stack.append(str(key))
        elif isinstance(item, list | tuple):
            stack.extend(reversed(item))


def urns_in_json(value: Any, *, limit: int) -> list[str]:
    """The URNs in every string (keys included) of a JSON value, in order, at most `limit`."""
    found: list[str] = []
    for text in _strings(value):
        for urn in find_urns(text):
            if urn not in found:
                found.append(urn)
                if len(found) >= limit:
                    return found
    return found
