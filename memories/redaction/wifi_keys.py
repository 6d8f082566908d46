# ruff: noqa: RUF001, RUF003  (the separators and dashes people type between a network and its key)
"""A wifi network's key after the network's name, with no word for a password in any language.

Part of the scrubber (`memories.redaction`); pure. `logins` reads a network's key after a key's
label or a slash; here the line's structure says it: the word for wifi (or network, hotspot),
perhaps a clause ending in a colon (`wifi at the farm:`), the network's name as routers name
themselves by default (one token with a digit: `FASTWEB-K3P9Q2`, `NETGEAR47`, `Telekom-8Z0W`)
or any name in quotes or brackets (`«Casa Rossi»`),
a separator or a space, at most two short words of any language (`crae`, `gundo kuma`: a word
for "key" or "password" no list has), and a value that reads as a password (`logins`' measure,
two classes: `Fregulafonio664`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span
from memories.redaction.logins import WIFI_WORDS, reads_as_password

__all__ = ["FAMILIES"]

# The word for wifi, also with another dash (`Wi‑Fi`) or a space (`Wi Fi`).
_WIFI = r"(?:" + WIFI_WORDS + r"|(?i:\bwi[‐‑–\s]fi\b))"
_SSID_KEY_RE = re.compile(
    _WIFI + r"[ \t]*(?:[:=][ \t]*|[^\n:=]{1,40}?[:：][ \t]*)?"
    # (a name in quotes or brackets, or a router's default: one token with a digit)
    r"(?P<ssid>(?=[\w!.\-]{0,31}\d)[A-Za-z][\w!.\-]{2,31}|\"[^\"\n]{1,32}\"|«[^»\n]{1,32}»"
    r"|“[^”\n]{1,32}”|\([^()\n]{1,32}\))"
    r"[ \t]*(?:(?:[/|,;·•→—–]|->|=>)[ \t]*|[ \t]+)"
    r"(?:[^\W\d_]{1,10}[ \t]+){0,2}"
    r"(?P<pw>[^\s'\"<>()\[\]{}`,;]{8,64})(?![^\s.,;!?)])"
)


def _ssid_keys(text: str) -> Iterator[Span]:
    for m in _SSID_KEY_RE.finditer(text):
        pw = m.group("pw").rstrip(".!?")
        if pw != m.group("ssid") and reads_as_password(pw, classes=2):
            yield m.start("pw"), m.start("pw") + len(pw), "password_assignment"


FAMILIES = (Family("wifi_ssid_key", re.compile(_WIFI), _ssid_keys, needs_digit=True),)
