# ruff: noqa: RUF001  (Azerbaijani's dotted capital I is part of the name)
"""Azerbaijan's personal identification code (FIN, `FİN kod`, `fərdi identifikasiya nömrəsi`):
seven capitals and digits on the back of the identity card, which no check digit vouches for.

Part of the scrubber (`memories.redaction`); pure. `ids` reads an id that holds a digit near its
start; a FIN may hold none (`FIN kodu: KREENUE`). After its name in capitals (perhaps `kod`,
`kodu`, `code`, `nömrəsi`, `no.` after it), `fin kod` in any case (a key's `fin_kod`) or its long
name in any case, within a few words on its line (the holder's, what it is for) and perhaps a
colon or "is", a run of exactly seven capitals and digits goes (one without a digit only after
the colon or "is": French `FIN MISSION` stays); a word between that names another thing's number
(an order, an invoice, a phone: `id_cards.OTHER_RE`) keeps it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span
from memories.redaction.id_cards import OTHER_RE

__all__ = ["FAMILIES"]

_NAME = (
    r"(?<![^\W\d_])F[Iİ]N(?![^\W\d_])(?:[ \t\-]*(?i:kod(?:u|unu)?|code|n[öo]mr[əe]si|no\.?)"
    r"(?![^\W\d_]))?"
    r"|(?i:f[əe]rdi[ \t]+identifikasiya[ \t]+(?:n[öo]mr[əe]si|kodu))"
    r"|(?<![^\W\d_])(?i:f[iı]n[ \t_\-]*kod(?:u|unu)?)(?![^\W\d_])"  # (any case: a key's `fin_kod`)
)
_FIN_RE = re.compile(
    r"(?:" + _NAME + r")"
    r"(?P<gap>(?:[ \t]*[,(]?[ \t]*[^\W\d_][\w'’\-]{0,20}\)?){0,6}?)"
    r"[ \t]*(?P<sep>[:=\-–—]|(?i:is|dir|d[ıi]r)(?![^\W\d_]))?[ \t]*[\"'“«]?"
    r"(?P<v>(?-i:[0-9A-Z]{7}))(?![\w\-])"
)


def _fins(text: str) -> Iterator[Span]:
    for m in _FIN_RE.finditer(text):
        said = m.group("sep") is not None or any(c.isdigit() for c in m.group("v"))
        if said and OTHER_RE.search(m.group("gap")) is None:  # (`FIN MISSION` is no code)
            yield m.start("v"), m.end("v"), "national_id"


FAMILIES = (
    Family(
        "az_fin",
        re.compile(r"F[Iİ]N|(?i:identifikasiya|f[iı]n[ \t_\-]*kod)"),
        _fins,
        hint=re.compile(r"[0-9A-Z]{7}"),
    ),
)
