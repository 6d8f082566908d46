"""Extractors behind one small protocol; the offline one is deterministic, no network, no model.

The offline extractor reads names, places, dates, items and preferences with patterns and a
small gazetteer of cue words (conservative: a missed entity costs less than a wrong one), and
states what each speaker says about themself as third-person facts with their name
(`palace.mining.offline.facts`): questions, reactions and courtesies are left out.
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from django.conf import settings

from memories.embeddings.base import Embedder, EmbedderUnavailable
from palace.mining.offline.facts import facts_of_turn
from palace.mining.offline.kinds import WordKinds
from palace.mining.offline.names import is_nameable, looks_like_person, pets_named
from palace.mining.offline.places import PERSON_WORD, named_places
from palace.mining.offline.speakers import (
    fact_subject,
    is_role_label,
    self_introduced,
    speaker_names,
)
from palace.mining.offline.tagging import (
    NOTHING_LEARNED,
    Learned,
    event_tags,
    is_common_place,
    item_tags,
    noun_candidates,
    place_tags,
)
from palace.mining.offline.times import time_tags
from palace.mining.offline.vocabulary import STOPWORDS, TIME_WORDS, words

logger = logging.getLogger(__name__)
_UNAVAILABLE_SAID: list[str] = []
_CAPITALISED = re.compile(rf"\b({PERSON_WORD}(?:\s+{PERSON_WORD}){{0,2}})\b")


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
    """Whether a phrase can name a person or place: not a time ("March", "Next Week", "Monday
    Morning"), a speaker's role label ("Assistant", "User") nor a kind of place ("lake")."""
    parts = name.lower().split()
    return (
        bool(parts)
        and not any(p in TIME_WORDS for p in parts)
        and not is_role_label(name)
        and not is_common_place(name)
    )


class OfflineExtractor:
    """Deterministic pattern extractor: same turns in, same extraction out. With `kinds` (the
    local MiniLM's reading of words no list holds), also the people, places, occasions and
    things its lists miss where grammar allows one ("Priya is out sick", "in the attic")."""

    name = "offline"

    def __init__(self, kinds: WordKinds | None = None) -> None:
        self.kinds = kinds

    def _learn(self, turns: Sequence[Turn], speakers: set[str]) -> Learned:
        """What the window's unlisted words name, in one embedding call (none without kinds)."""
        if self.kinds is None:
            return NOTHING_LEARNED
        nouns = {word for turn in turns for word in noun_candidates(turn.text)}
        names = {
            name
            for turn in turns
            for name, _ in _capitalised(turn.text)
            if " " not in name and name not in speakers and is_nameable(name)
        }
        try:
            return self.kinds.learn(nouns, names)
        except EmbedderUnavailable as exc:
            if not _UNAVAILABLE_SAID:  # once per process, not once per window
                _UNAVAILABLE_SAID.append(str(exc))
                logger.warning(
                    "Tags from the word lists only: the embedder is unavailable (%s).", exc
                )
            return NOTHING_LEARNED

    def extract(self, turns: Sequence[Turn]) -> Extraction:
        result = Extraction(speaker_names=speaker_names((t.speaker, t.text) for t in turns))
        speakers = {t.speaker for t in turns}
        learned = self._learn(turns, speakers)
        # A capitalised word the window also uses in lower case ("Painting" / "painting") is an
        # ordinary word at the start of a sentence, not a name.
        lowercase_words = {w for t in turns for w in re.findall(r"\b[a-z][a-z]+\b", t.text)}
        pets = {name for t in turns for name in pets_named(t.text)}
        people: Counter[str] = Counter()
        places: Counter[str] = Counter()
        window_words: Counter[str] = Counter()
        for turn in turns:
            tags: list[str] = []
            place_names = {_clean(m) for m in named_places(turn.text)}
            whens = time_tags(turn.text)
            for place in sorted(place_names):
                if (
                    place.split()[0] not in {"I", "My", "The", "A"}
                    and not _is_common(place, lowercase_words)
                    and is_entity_name(place)
                    and time_tags(place) != [place.lower()]  # "at Thanksgiving" is a time
                ):
                    places[place] += 1
                    tags.append(f"@l {place}")
            for name, start in _capitalised(turn.text):
                if name.split()[0].lower() in STOPWORDS or len(name) < 3:
                    continue
                if any(re.search(rf"\b{re.escape(name)}\b", place) for place in place_names):
                    continue
                if any(name.lower() in when.split() for when in whens):
                    continue  # "Christmas Eve"
                if _is_common(name, lowercase_words) or not is_entity_name(name) or name in pets:
                    continue
                named = name.lower() in learned.people
                if name in speakers or looks_like_person(name, turn.text, start, named=named):
                    people[name] += 1
                    tags.append(f"@p {name}")
            for name in self_introduced(turn.text):
                people[name] += 1
                tags.append(f"@p {name}")
            if is_entity_name(turn.speaker):  # "Assistant" speaks, but is nobody
                tags.append(f"@p {turn.speaker}")
            tags += [f"@t {when}" for when in whens]
            items = item_tags(turn.text, learned)
            things = {item.rsplit(" ", 1)[-1] for item in items}
            # What one buys or brings is a thing, whatever the model took it for.
            tags += [
                f"@e {event}"
                for event in event_tags(turn.text, learned)
                if event.rsplit(" ", 1)[-1] not in things & learned.events
            ]
            tags += [f"@i {item}" for item in items]
            # Kinds of place ("lake") are tags, never entities (is_entity_name says no).
            tags += [f"@l {place}" for place in place_tags(turn.text, learned)]
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


def offline_extractor() -> OfflineExtractor:
    """The offline extractor as mining runs it: reading the words its lists lack with the local
    MiniLM when that is the embedder and PALACE_TAGS_EMBEDDINGS is on (lists and grammar only
    otherwise)."""
    if not settings.PALACE_TAGS_EMBEDDINGS or settings.EMBEDDINGS_PROVIDER != "local":
        return OfflineExtractor()
    from memories.embeddings.registry import get_embedder

    return OfflineExtractor(kinds=_word_kinds(get_embedder()))


_KINDS: dict[int, tuple[Embedder, WordKinds]] = {}


def _word_kinds(embedder: Embedder) -> WordKinds:
    """One per embedder, so what it learnt of each word lasts the process."""
    held = _KINDS.get(id(embedder))
    if held is None or held[0] is not embedder:
        _KINDS.clear()
        held = _KINDS[id(embedder)] = (embedder, WordKinds(embedder.embed))
    return held[1]


def entities_in_text(text: str) -> list[tuple[str, str]]:
    """The people and places the offline extractor sees in one text, as (name, kind): what a
    saved memory is linked to (`memories.services.graph.entity_links`); from its lists and grammar
    only, so a save embeds nothing more."""
    result = OfflineExtractor().extract([Turn(1, "assistant", text)])
    return [
        *((name, "person") for name in result.people),
        *((name, "place") for name in result.places),
    ]


def _is_common(name: str, lowercase_words: set[str]) -> bool:
    return all(
        part.lower() in lowercase_words or part.lower() in STOPWORDS for part in name.split()
    )


# Words before a name that do not belong to it: "Hey Melanie", "Yesterday Sam and I".
_OPENERS = TIME_WORDS | words(
    "hey hi hello thanks congrats congratulations bye dear welcome wow yeah yep"
    " aunt auntie uncle cousin grandma grandpa granny nana"  # "Aunt Marit" is Marit
    " did does has have will can could would should"  # "Did Thiago ever …"
)


_TITLE_BEFORE = re.compile(r"\b(?:Dr|Mr|Mrs|Ms|Prof)\.\s+$")


def _capitalised(text: str) -> list[tuple[str, int]]:
    """Capitalised phrases and where they start, without a greeting or a time before a name
    ("Hey Melanie" → "Melanie", "Yesterday Sam" → "Sam")."""
    found: list[tuple[str, int]] = []
    for match in _CAPITALISED.finditer(text):
        words = match.group(1).split()
        start = match.start(1)
        while len(words) > 1 and words[0].lower() in _OPENERS:
            start = text.index(words[0], start) + len(words[0])
            start += len(text[start:]) - len(text[start:].lstrip())
            words.pop(0)
        title = _TITLE_BEFORE.search(text[:start])
        if words and title and len(words) == 1:  # "Dr. Patel"
            found.append((f"{title.group(0).rstrip()} {words[0]}", title.start()))
        elif words:
            found.append((" ".join(words), start))
    return found
