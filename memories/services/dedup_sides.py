"""Which side of an opposition a statement takes, and whose thing it is about (pure, for dedup).

"The first Monday" and "the last Monday", "left of the entrance" and "right of it", "before every
merge" and "after", "Lena is moving" and "Lena's sister is moving" are two facts however alike
their other words or vectors. Only a side named in both statements tells them apart: a side
named in one alone ("ends" beside "expires") is left to similarity.
"""

from __future__ import annotations

import re

# Each opposition: its poles, and the words that name each one. A word names one pole only.
_OPPOSITIONS: dict[str, dict[str, tuple[str, ...]]] = {
    "order": {
        "first": ("first", "earliest", "initial"),
        "second": ("second",),
        "last": ("last", "final", "latest"),
    },
    "side": {"left": ("left", "leftmost"), "right": ("right", "rightmost")},
    "sequence": {"before": ("before", "prior", "beforehand"), "after": ("after", "afterwards")},
    "depth": {"front": ("front",), "back": ("behind", "rear")},
    "boundary": {
        "in": ("inside", "indoors", "internal", "internally", "inbound", "incoming"),
        "out": ("outside", "outdoors", "external", "externally", "outbound", "outgoing"),
    },
    "height": {
        "up": ("above", "upper", "top", "upstairs", "uppermost"),
        "down": ("below", "lower", "bottom", "downstairs", "underneath", "beneath"),
    },
    "span": {
        "start": (
            "start",
            "starts",
            "started",
            "starting",
            "begin",
            "begins",
            "began",
            "beginning",
            "kickoff",
        ),
        "end": ("end", "ends", "ended", "ending", "finish", "finishes", "finished"),
    },
    "opening": {
        "open": ("open", "opens", "opened", "opening"),
        "close": ("close", "closes", "closed", "closing", "shut", "shuts"),
    },
    "compass": {
        "north": ("north", "northern"),
        "south": ("south", "southern"),
        "east": ("east", "eastern"),
        "west": ("west", "western"),
    },
    "extreme": {"min": ("minimum", "lowest", "least"), "max": ("maximum", "highest", "most")},
    "comparison": {"more": ("more", "greater"), "less": ("less", "fewer")},
    "switch": {
        "on": ("enable", "enables", "enabled", "enabling"),
        "off": ("disable", "disables", "disabled", "disabling"),
    },
    "permission": {
        "allow": ("allow", "allows", "allowed", "permit", "permits", "permitted"),
        "deny": (
            "deny",
            "denies",
            "denied",
            "block",
            "blocks",
            "blocked",
            "forbid",
            "forbids",
            "forbidden",
            "ban",
            "bans",
            "banned",
            "prohibited",
        ),
    },
    "visibility": {"public": ("public", "publicly"), "private": ("private", "privately")},
    "rank": {"primary": ("primary",), "secondary": ("secondary",)},
    "seniority": {"senior": ("senior",), "junior": ("junior",)},
    "direction": {
        "ascending": ("ascending", "forward", "forwards", "upstream"),
        "descending": ("descending", "backward", "backwards", "downstream"),
    },
    "transfer": {
        "import": ("import", "imports", "imported", "importing"),
        "export": ("export", "exports", "exported", "exporting"),
    },
    "exchange": {
        "send": ("send", "sends", "sent", "sending"),
        "receive": ("receive", "receives", "received", "receiving"),
    },
    "trade": {"buy": ("buy", "buys", "bought", "buying"), "sell": ("sell", "sells", "sold")},
}
_SIDE_OF = {
    word: f"{opposition}:{pole}"
    for opposition, poles in _OPPOSITIONS.items()
    for pole, words in poles.items()
    for word in words
}


def sides_of(words: list[str]) -> frozenset[str]:
    """The poles the (casefolded) words of a statement name, as 'opposition:pole'."""
    return frozenset(_SIDE_OF[w] for w in words if w in _SIDE_OF)


def opposite(a: frozenset[str], b: frozenset[str]) -> bool:
    """Do two statements name different poles of an opposition both of them speak of?"""
    oppositions = {side.split(":", 1)[0] for side in a} & {side.split(":", 1)[0] for side in b}
    return any(
        {s for s in a if s.startswith(f"{o}:")} != {s for s in b if s.startswith(f"{o}:")}
        for o in oppositions
    )


# "Lena's sister", "Jonas' wife": the owner and the first word after it.
# The owner is one run of letters: a lazy owner spanning hyphens backtracked over every
# hyphen-joined word ("a-a-a-…", quadratic); "T-Mobile's plan" is about Mobile's plan.
_POSSESSIVE = re.compile(r"\b([^\W\d_]+)(?:'s|(?<=s)')((?:\s+[^\W\d_]+){1,3})")
# Contractions that look like possessives: "it's", "that's", "let's", "here's", "what's".
_NOT_OWNERS = frozenset(
    {"it", "that", "there", "here", "what", "who", "where", "how", "when", "why", "let", "he",
     "she", "one", "everyone", "nobody"}
)  # fmt: skip


def possessives_of(text: str, *, skip: frozenset[str]) -> frozenset[tuple[str, str]]:
    """(owner, possessed word) for each possessive of `text` (apostrophes already plain), the
    possessed word being the first after the owner that is not in `skip` (stopwords: "Lena's
    own car" is about the car)."""
    found: set[tuple[str, str]] = set()
    for match in _POSSESSIVE.finditer(text):
        owner = match.group(1).casefold()
        if owner in _NOT_OWNERS:
            continue
        words = match.group(2).split()
        possessed = next((w.casefold() for w in words if w.casefold() not in skip), None)
        if possessed is not None:
            found.add((owner, possessed))
    return frozenset(found)
