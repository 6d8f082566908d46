"""Facts from what a speaker says about themself, rewritten in the third person with their name.

"I'm moving to Shenzhen next month and will start jogging" said by Ana becomes "Ana is moving
to Shenzhen next month" and "Ana will start jogging". A sentence becomes a fact only when it
speaks in the first person, states something (no question), and is not a reaction to the other
speaker ("Thanks!", "I'm so proud of you", "I agree"): those carry no fact about anyone.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from palace.mining.offline.grammar import first_to_third, starts_subjectless
from palace.mining.offline.vocabulary import (
    DATE,
    FILLER_START,
    PREFERENCE_VERBS,
    REACTION,
    RELATION_WORDS,
    STOPWORDS,
)

# A shared image's caption (kept in brackets by the LoCoMo reader) is not the speaker's words.
_PHOTO = re.compile(r"\s*\[shares a photo:\s*([^\]]*)\]\s*")
# Sentence ends; a spaced dash or a semicolon also closes a clause that stands alone.
_SPLIT = re.compile(r"(?<=[.!?])\s+|\s+[-\u2013\u2014]+\s+|;\s+|\n+")
# "…, and will start jogging" / "… and I'm planning …": a second clause with its own verb.
_AND_CLAUSE = re.compile(
    r",?\s+(?:and|but|so)\s+(?=(?:i\b|i'm\b|i've\b|i'll\b|i'd\b|will\b|would\b|am\b|have\b|"
    r"plan\b|want\b|hope\b|started?\b|going\b|gonna\b|we\b|we're\b|we've\b|we'll\b))",
    re.IGNORECASE,
)
_SUBJECT_OF = re.compile(r"^(?:i|we)\b", re.IGNORECASE)
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'll|i'd|me|my|mine|myself|we|we're|we've|we'll|"
                           r"we'd|us|our|ours)\b", re.IGNORECASE)  # fmt: skip
_SECOND_PERSON = re.compile(r"\b(?:you|you're|you've|you'll|you'd|your|yours|yourself|ya|y'all)\b",
                            re.IGNORECASE)  # fmt: skip
_SINGULAR_FIRST = re.compile(r"\b(?:i|i'm|i've|i'll|i'd|me|my|mine|myself)\b", re.IGNORECASE)
# "We" alone mostly states a belief ("we all have our paths", "we can do it"); it is kept
# when it tells what happened or is planned: a past-tense verb or a time.
_WE_DID = re.compile(
    r"\b(?:we|we've|we're)\s+(?:\w+ly\s+|just\s+|all\s+|also\s+|even\s+)?(?:\w+ed|went|got|"
    r"made|took|saw|ran|had|did|found|met|bought|gave|came|spent|sang|swam|won|lost|ate|been|"
    r"moved|planning|thinking|going|love|enjoy|like|adore|always|usually|often)\b",
    re.IGNORECASE,
)
_INVITATION = re.compile(r"^(?:let's|let us|check|look|take a look|here's|imagine)\b", re.I)
_WISH = re.compile(r"\bi(?:'d| would)\s+(?:really\s+)?(?:love|like)\s+to\b", re.IGNORECASE)
_WORD = re.compile(r"[a-z0-9$][a-z0-9'$.-]*")
MIN_CONTENT_WORDS = 3
MAX_CHARS = 300


@dataclass(frozen=True)
class Fact:
    kind: str
    text: str


def _sentences(text: str) -> list[str]:
    """Sentences and stand-alone clauses; a clause cut off an "and" keeps its subject ("… and
    will start jogging" → "I will start jogging")."""
    text = text.replace("\u2019", "'").replace("\u2018", "'")
    found: list[str] = []
    for part in _SPLIT.split(text):
        first, *rest = _AND_CLAUSE.split(part)
        found.append(first)
        for clause in rest:
            subject = _SUBJECT_OF.match(FILLER_START.sub("", first.strip()))
            inherits = subject is not None and not _FIRST_PERSON.match(clause)
            found.append(f"{subject.group(0)} {clause}" if subject and inherits else clause)
    return [s.strip() for s in found if s and s.strip()]


def _drop_vocatives(sentence: str, others: frozenset[str]) -> str:
    """ "Gina, I had to …" and "… it's a tough job, Jon" address Gina and Jon: cut the names."""
    for name in others:
        sentence = re.sub(rf"^{re.escape(name)}\s*[,!]\s*|[,]\s*{re.escape(name)}\s*(?=[.!]?$)",
                          "", sentence)  # fmt: skip
    return sentence


def _content_words(sentence: str) -> int:
    """Words that carry content: not stop words, and numbers, dates and identifiers count."""
    return sum(
        1
        for w in _WORD.findall(sentence.lower())
        if (len(w) > 2 and w not in STOPWORDS) or any(c.isdigit() for c in w)
    )


def _kind(sentence: str, verb: str) -> str:
    if verb in PREFERENCE_VERBS:
        return "preference"
    if DATE.search(sentence):
        return "event"
    if RELATION_WORDS.search(sentence):
        return "relationship"
    return "fact"


def _candidate(sentence: str, others: frozenset[str]) -> str | None:
    """The sentence cut down to its statement, or None when it states nothing about anyone."""
    sentence = _drop_vocatives(FILLER_START.sub("", sentence), others)
    sentence = FILLER_START.sub("", sentence).strip(" ,.!")
    if not sentence or sentence.endswith("?") or len(sentence) > MAX_CHARS:
        return None
    if REACTION.search(sentence) or _SECOND_PERSON.search(sentence):
        return None
    if _INVITATION.search(sentence) or _WISH.search(sentence):
        return None
    if not starts_subjectless(sentence):
        if not _FIRST_PERSON.search(sentence):
            return None
        if not _SINGULAR_FIRST.search(sentence) and not (
            _WE_DID.search(sentence) or DATE.search(sentence)
        ):
            return None
    if _content_words(sentence) < MIN_CONTENT_WORDS:
        return None
    return sentence


def facts_of_turn(text: str, *, speaker: str, others: Iterable[str] = ()) -> list[Fact]:
    """The facts `speaker` states about themself in `text`, in the third person; `others` are
    the names of the people they talk to (cut where they only address them)."""
    addressed = frozenset(others)
    facts: list[Fact] = []
    seen: set[str] = set()
    for raw in _sentences(_PHOTO.sub(" ", text)):
        sentence = _candidate(raw, addressed)
        if sentence is None:
            continue
        rewritten, verb = first_to_third(sentence, speaker)
        rewritten = rewritten.rstrip(" .!,")
        if rewritten.casefold() in seen:
            continue
        seen.add(rewritten.casefold())
        facts.append(Fact(_kind(sentence, verb), rewritten))
    return facts
