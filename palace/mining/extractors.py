"""Extractors behind one small protocol; the offline one is deterministic, no network, no model.

The offline extractor reads names, places, dates, items and preferences with patterns and a
small gazetteer of cue words. It is deliberately conservative: a missed entity costs less than
a wrong fact stored as memory.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

STOPWORDS = frozenset(
    [
        "a",
        "about",
        "above",
        "after",
        "again",
        "against",
        "all",
        "am",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "because",
        "been",
        "before",
        "being",
        "below",
        "between",
        "both",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "doing",
        "down",
        "during",
        "each",
        "few",
        "for",
        "from",
        "further",
        "had",
        "has",
        "have",
        "having",
        "he",
        "her",
        "here",
        "hers",
        "herself",
        "him",
        "himself",
        "his",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "itself",
        "just",
        "me",
        "more",
        "most",
        "my",
        "myself",
        "no",
        "nor",
        "not",
        "now",
        "of",
        "off",
        "on",
        "once",
        "only",
        "or",
        "other",
        "our",
        "ours",
        "ourselves",
        "out",
        "over",
        "own",
        "same",
        "she",
        "should",
        "so",
        "some",
        "such",
        "than",
        "that",
        "the",
        "their",
        "theirs",
        "them",
        "themselves",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "to",
        "too",
        "under",
        "until",
        "up",
        "very",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "who",
        "whom",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "yours",
        "yourself",
        "yourselves",
        "yeah",
        "yes",
        "oh",
        "ok",
        "okay",
        "wow",
        "hey",
        "hi",
        "hello",
        "thanks",
        "thank",
        "really",
        "so",
        "just",
        "also",
        "lot",
        "lots",
        "get",
        "got",
        "going",
        "know",
        "think",
        "like",
        "well",
        "good",
        "great",
        "nice",
        "sure",
        "much",
        "many",
        "one",
        "two",
        "things",
        "thing",
        "time",
        "way",
        "day",
        "something",
        "anything",
        "everything",
        "really",
        "pretty",
        "kind",
        "sort",
        "maybe",
        "definitely",
        "totally",
    ]
)

_CAPITALISED = re.compile(r"\b([A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2})\b")
_PLACE_CUE = re.compile(
    r"\b(?:in|to|from|at|visit(?:ed|ing)?|near|around|moved to|live in|lives in)\s+"
    r"((?:the\s+)?[A-Z][a-zA-Z]+(?:\s+[A-Z][a-zA-Z]+){0,2})"
)
_MONTHS = (
    "january|february|march|april|may|june|july|august|september|october|november|december|"
    "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
)
_DATE = re.compile(
    rf"\b(?:\d{{4}}-\d{{2}}-\d{{2}}|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{_MONTHS})\b(?:,?\s+\d{{4}})?"
    rf"|(?:{_MONTHS})\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?"
    r"|(?:last|next|this)\s+(?:week|month|year|weekend|summer|winter|spring|fall|monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday)|yesterday|today|tomorrow|tonight"
    r"|\d+\s+(?:days?|weeks?|months?|years?)\s+ago)\b",
    re.IGNORECASE,
)
_EVENT_CUE = re.compile(
    r"\b((?:went|going|go|attended|attend|joined|join|started|start|finished|ran|run|took|"
    r"had|have|got|gave|give|celebrated|organized|organised|hosted)\s+"
    r"(?:to\s+|a\s+|an\s+|the\s+|my\s+|our\s+)*[a-z]+(?:\s+[a-z]+)?)",
    re.IGNORECASE,
)
# A speaker naming themself: "I'm Ana", "this is Ana", "my name is Ana", "call me Ana", "Derek
# here." — only a capitalised word, so "I'm tired" is not a name.
_SELF_INTRO = re.compile(
    r"(?:\b(?:i'm|i\u2019m|i am|this is|it's|it\u2019s|my name is|my name's|call me)\s+"
    r"([A-Z][a-z]+)\b"
    r"|(?:^|[.!?]\s+|\b(?:hi|hello|hey)[,!]?\s+)([A-Z][a-z]+)\s+here\b\s*(?:[.!,]|$))",
    re.IGNORECASE,
)
_NOT_A_NAME = frozenset(
    [
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
        "today",
        "tomorrow",
        "yesterday",
        "here",
        "there",
        "sorry",
        "glad",
        "fine",
        "good",
        "okay",
        "ok",
        "back",
        "home",
        "done",
        "ready",
        "sure",
    ]
)
_ITEM_CUE = re.compile(
    r"\b(?:my|a|an|the|new|our)\s+((?:[a-z]+\s+)?(?:car|bike|book|guitar|painting|phone|laptop|"
    r"camera|house|dog|cat|puppy|kitten|boat|necklace|bowl|vase|shoes|watch|tent|board|game|"
    r"album|sculpture|poster|sign|recipe|cake|pottery|instrument|violin|piano|drum))\b",
    re.IGNORECASE,
)
_PREFERENCE = re.compile(
    r"\b(?:i|we)\s+(?:really\s+|absolutely\s+|just\s+)?(love|like|enjoy|prefer|adore|hate|"
    r"dislike|can't stand|am into|am passionate about)\s+([^.!?\n]{3,80})",
    re.IGNORECASE,
)
_FACT_CUE = re.compile(
    r"\b(?:i|we)\s+(?:am|was|have|had|got|started|finished|moved|adopted|bought|joined|"
    r"decided|plan|planned|went|visited|work|worked|live|lived|made|painted|wrote|ran|signed|"
    r"became|graduated|won|lost|married|volunteer(?:ed)?|researched?)\b[^.!?\n]{3,160}",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Turn:
    seq: int
    speaker: str
    text: str


@dataclass
class Extraction:
    """What one window of turns yields. Tags per turn use @p @l @e @i @t."""

    people: list[str] = field(default_factory=list)
    places: list[str] = field(default_factory=list)
    topics: list[str] = field(default_factory=list)
    facts: list[tuple[int, str, str]] = field(default_factory=list)  # (seq, kind, sentence)
    turn_tags: dict[int, list[str]] = field(default_factory=dict)
    turn_topic: dict[int, str] = field(default_factory=dict)
    calls: int = 0
    tokens: int = 0


class Extractor(Protocol):
    name: str

    def extract(self, turns: Sequence[Turn]) -> Extraction: ...


def _clean(value: str) -> str:
    return re.sub(r"\s+", " ", value).strip(" ,;:-").strip()


def _keywords(text: str) -> list[str]:
    # Contractions ("it's", "that's") are never topics; words shorter than 4 rarely are.
    return [w for w in re.findall(r"\b[a-z][a-z-]{3,}\b(?!')", text.lower()) if w not in STOPWORDS]


class OfflineExtractor:
    """Deterministic pattern extractor: same turns in, same extraction out."""

    name = "offline"

    def extract(self, turns: Sequence[Turn]) -> Extraction:
        result = Extraction()
        speakers = {t.speaker for t in turns}
        # A capitalised word the window also uses in lower case ("Painting" / "painting") is an
        # ordinary word at the start of a sentence, not a name.
        lowercase_words = {w for t in turns for w in re.findall(r"\b[a-z][a-z]+\b", t.text)}
        people: Counter[str] = Counter()
        places: Counter[str] = Counter()
        window_words: Counter[str] = Counter()
        for turn in turns:
            tags: list[str] = []
            place_names = {_clean(m) for m in _PLACE_CUE.findall(turn.text)}
            place_names = {p.removeprefix("the ").removeprefix("The ") for p in place_names}
            for place in sorted(place_names):
                if place.split()[0] not in {"I", "My", "The", "A"} and not _is_common(
                    place, lowercase_words
                ):
                    places[place] += 1
                    tags.append(f"@l {place}")
            for name in _CAPITALISED.findall(turn.text):
                first = name.split()[0]
                if first.lower() in STOPWORDS or name in place_names or len(name) < 3:
                    continue
                if _is_common(name, lowercase_words):
                    continue
                if name in speakers or _looks_like_person(name, turn.text):
                    people[name] += 1
                    tags.append(f"@p {name}")
            for name in _self_introduced(turn.text):
                people[name] += 1
                tags.append(f"@p {name}")
            tags.append(f"@p {turn.speaker}")
            for date in _DATE.findall(turn.text):
                tags.append(f"@t {_clean(date).lower()}")
            for event in _EVENT_CUE.findall(turn.text)[:2]:
                tags.append(f"@e {_clean(event).lower()}")
            for item in _ITEM_CUE.findall(turn.text):
                tags.append(f"@i {_clean(item).lower()}")
            words = _keywords(turn.text)
            window_words.update(words)
            result.turn_tags[turn.seq] = sorted(set(tags))
            for verb, obj in _PREFERENCE.findall(turn.text):
                sentence = f"{turn.speaker} {_verb_third_person(verb)} {_clean(obj)}"
                result.facts.append((turn.seq, "preference", sentence))
            for match in _FACT_CUE.finditer(turn.text):
                sentence = _clean(match.group(0))
                subject = sentence.split()[0].lower()
                rest = _third_person(sentence[len(sentence.split()[0]) :].strip(), subject)
                who = turn.speaker if subject == "i" else f"{turn.speaker} and others"
                result.facts.append((turn.seq, "event" if _DATE.search(turn.text) else "fact",
                                     f"{who} {rest}"))  # fmt: skip
        speakers_lower = {s.lower() for s in speakers}
        topics = [w for w, _ in window_words.most_common(12) if w not in speakers_lower]
        result.topics = topics[:3] or ["conversation"]
        for turn in turns:
            present = set(_keywords(turn.text))
            best = max(result.topics, key=lambda t: (t in present, -result.topics.index(t)))
            result.turn_topic[turn.seq] = best if best in present else result.topics[0]
        result.people = [p for p, _ in people.most_common()]
        result.places = [p for p, _ in places.most_common()]
        return result


_PERSON_CONTEXT = re.compile(
    r"\b(?:with|and|my friend|friend|told|asked|met|called|saw|named|mom|dad|sister|brother|"
    r"husband|wife|son|daughter|cousin|aunt|uncle|grandma|grandpa)\s+$",
    re.IGNORECASE,
)


def _self_introduced(text: str) -> list[str]:
    """Names a speaker gives themself in `text` ("I'm Ana", "Derek here.")."""
    names: list[str] = []
    for match in _SELF_INTRO.finditer(text):
        name = match.group(1) or match.group(2)
        if name[0].isupper() and name.lower() not in _NOT_A_NAME | STOPWORDS:
            names.append(name)
    return names


def _is_common(name: str, lowercase_words: set[str]) -> bool:
    return all(
        part.lower() in lowercase_words or part.lower() in STOPWORDS for part in name.split()
    )


_FIRST_PERSON_VERBS = {"am": "is", "have": "has", "'m": "is"}


def _third_person(rest: str, subject: str) -> str:
    """`am happy` said by "I" becomes `is happy` after the speaker's name."""
    if subject != "i":
        return rest
    verb, _, tail = rest.partition(" ")
    return f"{_FIRST_PERSON_VERBS.get(verb.lower(), verb)} {tail}".strip()


def _looks_like_person(name: str, text: str) -> bool:
    """A capitalised word counts as a person only in a person-shaped context."""
    index = text.find(name)
    if index <= 0:
        return False
    before = text[max(0, index - 20) : index]
    return bool(_PERSON_CONTEXT.search(before)) or (
        text[index + len(name) : index + len(name) + 2] in {"'s", "\u2019s"}
    )


def _verb_third_person(verb: str) -> str:
    verb = verb.lower()
    irregular = {"am into": "is into", "am passionate about": "is passionate about",
                 "can't stand": "can't stand"}  # fmt: skip
    if verb in irregular:
        return irregular[verb]
    return verb + ("es" if verb.endswith(("s", "sh", "ch")) else "s")
