"""Extractors behind one small protocol; the offline one is deterministic, no network, no model.

The offline extractor reads names, places, dates, items and preferences with patterns and a
small gazetteer of cue words (conservative: a missed entity costs less than a wrong one), and
states what each speaker says about themself as third-person facts with their name
(`palace.mining.offline.facts`): questions, reactions and courtesies are left out.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from palace.mining.offline.facts import facts_of_turn
from palace.mining.offline.speakers import (
    fact_subject,
    is_role_label,
    self_introduced,
    speaker_names,
)
from palace.mining.offline.vocabulary import DATE, STOPWORDS, TIME_WORDS

_CAPITALISED = re.compile(r"\b([A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2})\b")
_PLACE_CUE = re.compile(
    r"\b(?:in|to|from|at|visit(?:ed|ing)?|near|around|moved to|live in|lives in)\s+"
    r"((?:the\s+)?[A-Z][a-zA-Z]+(?:\s+[A-Z][a-zA-Z]+){0,2})"
)
_EVENT_CUE = re.compile(
    r"\b((?:went|going|go|attended|attend|joined|join|started|start|finished|ran|run|took|"
    r"had|have|got|gave|give|celebrated|organized|organised|hosted)\s+"
    r"(?:to\s+|a\s+|an\s+|the\s+|my\s+|our\s+)*[a-z]+(?:\s+[a-z]+)?)",
    re.IGNORECASE,
)
_ITEM_CUE = re.compile(
    r"\b(?:my|a|an|the|new|our)\s+((?:[a-z]+\s+)?(?:car|bike|book|guitar|painting|phone|laptop|"
    r"camera|house|dog|cat|puppy|kitten|boat|necklace|bowl|vase|shoes|watch|tent|board|game|"
    r"album|sculpture|poster|sign|recipe|cake|pottery|instrument|violin|piano|drum))\b",
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
    # A role-labelled speaker's self-given name ("user" → "Derek" after "Derek here.").
    speaker_names: dict[str, str] = field(default_factory=dict)
    calls: int = 0
    tokens: int = 0


class Extractor(Protocol):
    name: str

    def extract(self, turns: Sequence[Turn]) -> Extraction: ...


def _clean(value: str) -> str:
    return re.sub(r"\s+", " ", value).strip(" ,;:-").strip()


def _keywords(text: str) -> list[str]:
    # Contractions ("it's", "that's") are never topics; words shorter than 4 rarely are; words
    # of time ("week", "october") say when, not what about.
    return [
        w
        for w in re.findall(r"\b[a-z][a-z-]{3,}\b(?!')", text.lower())
        if w not in STOPWORDS and w not in TIME_WORDS
    ]


def is_entity_name(name: str) -> bool:
    """Whether a capitalised phrase can name a person or place: not a time ("March", "Next
    Week", "Monday Morning") nor a speaker's role label ("Assistant", "User")."""
    parts = name.lower().split()
    return bool(parts) and not any(p in TIME_WORDS for p in parts) and not is_role_label(name)


class OfflineExtractor:
    """Deterministic pattern extractor: same turns in, same extraction out."""

    name = "offline"

    def extract(self, turns: Sequence[Turn]) -> Extraction:
        result = Extraction(speaker_names=speaker_names((t.speaker, t.text) for t in turns))
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
                if (
                    place.split()[0] not in {"I", "My", "The", "A"}
                    and not _is_common(place, lowercase_words)
                    and is_entity_name(place)
                ):
                    places[place] += 1
                    tags.append(f"@l {place}")
            for name in _CAPITALISED.findall(turn.text):
                first = name.split()[0]
                if first.lower() in STOPWORDS or name in place_names or len(name) < 3:
                    continue
                if _is_common(name, lowercase_words) or not is_entity_name(name):
                    continue
                if name in speakers or _looks_like_person(name, turn.text):
                    people[name] += 1
                    tags.append(f"@p {name}")
            for name in self_introduced(turn.text):
                people[name] += 1
                tags.append(f"@p {name}")
            if is_entity_name(turn.speaker):  # "Assistant" speaks, but is nobody
                tags.append(f"@p {turn.speaker}")
            for date in DATE.findall(turn.text):
                tags.append(f"@t {_clean(date).lower()}")
            for event in _EVENT_CUE.findall(turn.text)[:2]:
                tags.append(f"@e {_clean(event).lower()}")
            for item in _ITEM_CUE.findall(turn.text):
                tags.append(f"@i {_clean(item).lower()}")
            words = _keywords(turn.text)
            window_words.update(words)
            result.turn_tags[turn.seq] = sorted(set(tags))
            subject = fact_subject(turn.speaker, result.speaker_names)
            if subject is not None:
                result.facts.extend(
                    (turn.seq, fact.kind, fact.text)
                    for fact in facts_of_turn(
                        turn.text, speaker=subject, others=speakers - {turn.speaker}
                    )
                )
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


def entities_in_text(text: str) -> list[tuple[str, str]]:
    """The people and places the offline extractor sees in one text, as (name, kind): what a
    saved memory is linked to (`memories.services.entity_links`)."""
    result = OfflineExtractor().extract([Turn(1, "assistant", text)])
    return [
        *((name, "person") for name in result.people),
        *((name, "place") for name in result.places),
    ]


_PERSON_CONTEXT = re.compile(
    r"\b(?:with|and|my friend|friend|told|asked|met|called|saw|named|mom|dad|sister|brother|"
    r"husband|wife|son|daughter|cousin|aunt|uncle|grandma|grandpa)\s+$",
    re.IGNORECASE,
)


def _is_common(name: str, lowercase_words: set[str]) -> bool:
    return all(
        part.lower() in lowercase_words or part.lower() in STOPWORDS for part in name.split()
    )


def _looks_like_person(name: str, text: str) -> bool:
    """A capitalised word counts as a person only in a person-shaped context."""
    index = text.find(name)
    if index <= 0:
        return False
    before = text[max(0, index - 20) : index]
    return bool(_PERSON_CONTEXT.search(before)) or (
        text[index + len(name) : index + len(name) + 2] in {"'s", "\u2019s"}
    )
