"""Which side of an opposition a statement takes, and whose thing it is about (pure, for dedup).

"The first Monday" and "the last Monday", "left of the entrance" and "right of it", "before every
merge" and "after", "fast" and "slow", "Lena is moving" and "Lena's sister is moving", "Kai
reports to Mona" and "Mona reports to Kai" are two facts however alike their other words or
vectors. Only a side named in both statements tells them apart: a side named in one alone
("ends" beside "expires") is left to similarity.
"""

from __future__ import annotations

import re

# Each opposition, then its poles split by "|", each pole its words (the first names the pole).
# A word names one pole only. Spatial and temporal sides, then opposite states and acts.
_OPPOSITIONS = """
order: first earliest initial | second | last final latest
side: left leftmost | right rightmost
sequence: before prior beforehand | after afterwards
depth: front | behind rear
boundary: inside indoors internal internally inbound incoming
    | outside outdoors external externally outbound outgoing
height: above upper top upstairs uppermost | below lower bottom downstairs
span: start starts started starting begin begins began beginning kickoff
    | end ends ended ending finish finishes finished stop stops stopped
opening: open opens opened opening | close closes closed closing shut shuts
compass: north northern | south southern | east eastern | west western
extreme: minimum lowest least | maximum highest most
comparison: more greater | less fewer
switch: enable enables enabled enabling | disable disables disabled disabling
permission: allow allows allowed permit permits permitted
    | deny denies denied block blocks blocked forbid forbids forbidden ban bans banned prohibited
visibility: public publicly | private privately
rank: primary | secondary
seniority: senior | junior
direction: ascending forward forwards upstream | descending backward backwards downstream
transfer: import imports imported importing | export exports exported exporting
exchange: send sends sent sending sender | receive receives received receiving recipient
trade: buy buys bought buying buyer | sell sells sold selling seller
travel: arrive arrives arrived arrival | depart departs departed departure
load: upload uploads uploaded uploading | download downloads downloaded downloading
pull: push pushes | pull pulls
temperature: hot warm warmer | cold colder cool chilly
speed: fast faster quick quickly rapid | slow slower slowly
age: older elder eldest oldest | younger youngest
novelty: new newer newest | old
size: big bigger biggest large larger huge | small smaller smallest tiny
length: long longer | short shorter
level: high | low
brightness: light bright | dark darker
fullness: full | empty
difficulty: easy easier | hard harder difficult
strength: strong stronger | weak weaker
volume: loud louder | quiet quieter
wetness: wet | dry
price: cheap cheaper inexpensive | expensive pricey costly
cost: free | paid
quality: good better best | bad worse worst
liking: like likes liked love loves loved enjoy enjoys enjoyed
    | hate hates hated dislike dislikes disliked
agreement: agree agrees agreed | disagree disagrees disagreed
outcome: pass passes passed succeed succeeds succeeded success successful
    | fail fails failed failure failing
verdict: accept accepts accepted approve approves approved
    | reject rejects rejected decline declines declined
inclusion: include includes included | exclude excludes excluded excluding
trend: increase increases increased rise rises grow grows | decrease decreases decreased fall
    falls drop drops shrink shrinks
timing: early | late
connection: online | offline
mode: synchronous synchronously sync | asynchronous asynchronously async
necessity: mandatory required compulsory obligatory | optional voluntary
lock: locked | unlocked
validity: valid | invalid
safety: safe | unsafe dangerous
truth: true | false
work: remote remotely | onsite
power: | off
beneath: | under underneath beneath
"""
# Oppositions told apart even when only one statement names a side: "turn off" against "turn
# on", "under the desk" against "on the desk", where "on" is in every other sentence and cannot
# name a side itself.
_ONE_SIDED = frozenset({"power", "beneath"})


def _parse(table: str) -> dict[str, str]:
    side_of: dict[str, str] = {}
    for entry in re.sub(r"\n\s+", " ", table).strip().splitlines():
        opposition, poles = entry.split(":", 1)
        for index, pole in enumerate(poles.split("|")):
            for word in pole.split():
                if word in side_of:
                    raise ValueError(f"{word!r} names two sides")
                side_of[word] = f"{opposition}:{pole.split()[0] if pole.split() else index}"
    return side_of


_SIDE_OF = _parse(_OPPOSITIONS)


def sides_of(words: list[str]) -> frozenset[str]:
    """The poles the (casefolded) words of a statement name, as 'opposition:pole'."""
    return frozenset(_SIDE_OF[w] for w in words if w in _SIDE_OF)


def opposite(a: frozenset[str], b: frozenset[str]) -> bool:
    """Do two statements name different poles of an opposition both of them speak of (or of
    a one-sided opposition either speaks of)?"""
    named_a, named_b = {s.split(":", 1)[0] for s in a}, {s.split(":", 1)[0] for s in b}
    oppositions = (named_a & named_b) | ((named_a | named_b) & _ONE_SIDED)
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


_DETERMINERS = frozenset({"the", "a", "an", "our", "my", "your", "their", "his", "her", "its"})
_COORDINATION = re.compile(r"^(?:'s\s+)?(?:and|or|&|,|/|with)(?:\s|$)", re.I)
_OPENING_WORD = re.compile(r"\s*([^\W\d_][\w-]*)")


def lead_name(text: str, names: frozenset[str]) -> str:
    """The name a statement opens with ("Kai reports to Mona", "The Berlin team depends on…"):
    who or what acts. '' when it opens otherwise, or with names joined ("Alice and Bob own…",
    where the order says nothing)."""
    position = 0
    for _ in range(2):
        match = _OPENING_WORD.match(text, position)
        if match is None:
            return ""
        word = match.group(1).casefold()
        if word in _DETERMINERS:
            position = match.end()
            continue
        rest = text[match.end() :].lstrip()
        if word not in names or _COORDINATION.match(rest):
            return ""
        return word
    return ""
