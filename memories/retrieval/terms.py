"""The words and entity URNs of a query, as the arms and the scoring read them (pure text)."""

from __future__ import annotations

import re

from memories.urns import find_urns

_WORD_RE = re.compile(r"[^\W_]+", re.UNICODE)


def entity_urns(text: str) -> list[str]:
    """URNs written in `text` (`urn:nid:nss`, DataHub's parenthesised keys included)."""
    return find_urns(text)


def query_terms(text: str) -> list[str]:
    return [w.lower() for w in _WORD_RE.findall(text)]
