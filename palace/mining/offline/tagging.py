"""The tags of one turn that common words carry: times (@t), occasions (@e), common places (@l)
and things (@i), read with grammar cues around the vocabularies of `offline.nouns`.

"We had the launch party at the lake and I tried a kayak on Friday" → `@e launch party`,
`@l lake`, `@i kayak`, `@t friday`. A noun that modifies the next one is read with it ("birthday
party", "coffee shop"), never alone; a noun that is a verb just as often needs a/the/my first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from palace.mining.offline.grammar import ADVERBS, PAST_TENSE
from palace.mining.offline.nouns import (
    EVENT_NEEDS_DETERMINER,
    EVENT_NEEDS_MODIFIER,
    EVENT_NIGHTS,
    EVENT_NOUNS,
    ITEM_NEEDS_DETERMINER,
    ITEM_NOUNS,
    NOT_A_THING,
    NOT_EVENT_GAMES,
    PLACE_ENDINGS,
    PLACE_NEEDS_LOCATIVE,
    PLACE_NEEDS_MODIFIER,
    PLACE_NOUNS,
    QUALITIES,
    ROLES,
    forms,
    noun_pattern,
    singular,
)
from palace.mining.offline.objects import MEASURES, OBJECT_VERB_WORDS, object_things
from palace.mining.offline.occasions import occasion_phrases, occasions_that_say_which
from palace.mining.offline.phrases import LOCATIVES, determines, modifiers
from palace.mining.offline.times import TIME
from palace.mining.offline.vocabulary import (
    RELATION_WORDS,
    STOPWORDS,
    TIME_WORDS,
    words,
)

_EVENTS, _PLACES, _ITEMS = (forms(n) for n in (EVENT_NOUNS, PLACE_NOUNS, ITEM_NOUNS))
_ANY_NOUN = _EVENTS | _PLACES | _ITEMS
_TOKEN = re.compile(r"[^\W_][\w'\u2019-]*")  # letters of any script: "café", "Taupō"
_NIGHT = re.compile(rf"\b(?:{'|'.join(sorted(EVENT_NIGHTS))})\s+night\b", re.IGNORECASE)
_NOUN_NIGHT = re.compile(
    r"(?:\b(?i:a|the|my|our|his|her|their|your)|['\u2019]s)\s+(?P<noun>[a-z]+)\s+night\b"
)
# "went hiking", "going camping": an activity one goes to.
_GO_ING = re.compile(
    r"\b(?:go|goes|going|went|gone)\s+(?:[a-z]+-[a-z]+\s+)?([a-z]+ing)\b", re.IGNORECASE
)
_NOT_ACTIVITY = frozenset(
    {"going", "something", "nothing", "anything", "everything", "thing"}
) | words(
    "amazing boring interesting exhausting relaxing annoying confusing surprising disappointing"
)  # "our first date went amazing"


@dataclass(frozen=True)
class Learned:
    """The words of a window that `offline.kinds` found to name people, places, occasions and
    things, beyond the vocabularies (lower case)."""

    people: frozenset[str] = frozenset()
    places: frozenset[str] = frozenset()
    events: frozenset[str] = frozenset()
    items: frozenset[str] = frozenset()

    @property
    def nouns(self) -> frozenset[str]:
        return self.places | self.events | self.items


NOTHING_LEARNED = Learned()


def noun_candidates(text: str) -> list[str]:
    """Noun phrases whose last word no vocabulary holds, where grammar allows a noun: up to
    three words after a determiner, a word of place or a verb of buying or losing ("sales
    kickoff" in "the sales kickoff", "daycare" in "from daycare"), not across punctuation."""
    tokens = list(_TOKEN.finditer(text))
    found: list[str] = []
    opener = -9  # where the last determiner, word of place or verb was
    for i, token in enumerate(tokens):
        word = token.group(0)
        low = word.lower()
        if i > 0 and text[tokens[i - 1].end() : token.start()].strip():
            opener = -9
        if determines(word) or low in LOCATIVES or low in OBJECT_VERB_WORDS:
            opener = i
        elif i - opener <= 3 and word.islower() and _unlisted(low):
            # Not a verb's shape after a noun ("the band played", "Madrid leaves", "a blast
            # running"): "-ing" right after the determiner only ("the housewarming").
            after_name = tokens[i - 1].group(0)[:1].isupper() and i - 1 != opener
            verb = low.endswith("ed") or (low.endswith("ing") and i - opener > 1)
            if not (after_name or verb or _modifies_next(text, tokens, i)):
                before = [t.group(0) for t in tokens[opener + 1 : i]]
                found.append(" ".join([*modifiers(before, determined=True), low]))
                if low.endswith("s") and modifiers(before, determined=True):
                    # "the package arrives": "arrives" may be the verb of "package"
                    found.append(" ".join(modifiers(before, determined=True)))
    return list(dict.fromkeys(found))


def _modifies_next(text: str, tokens: list[re.Match[str]], i: int) -> bool:
    """Whether token i says which of the noun after it ("the shopping list", "soccer
    practice"): only the last noun of a phrase is read for its kind."""
    if i + 1 >= len(tokens) or text[tokens[i].end() : tokens[i + 1].start()].strip():
        return False
    after = tokens[i + 1].group(0)
    low = after.lower()
    function = low in STOPWORDS or low in TIME_WORDS or low in PAST_TENSE or low in LOCATIVES
    shaped = not low.isalpha() or low.endswith(("ed", "ly")) or low in _NOT_NOUNS
    return after.islower() and not (function or shaped)


# Modals and words that follow a noun without being one: "the phone died right before".
_NOT_NOUNS = words("must might shall ought cannot right left ever yet though")


def _unlisted(word: str) -> bool:
    """A word that could be a noun the vocabularies do not hold."""
    listed = word in _ANY_NOUN or word in NOT_A_THING or word in QUALITIES or word in _NOT_NOUNS
    function = word in STOPWORDS or word in TIME_WORDS or word in PAST_TENSE or word in ADVERBS
    shaped = not word.isalpha() or len(word) < 3 or word.endswith(("ly", *PLACE_ENDINGS))
    return not (listed or function or shaped or RELATION_WORDS.fullmatch(word))


# "'s" for "is" or "has" after a noun: "the car's been", "the oven's broken".
_CONTRACTED = re.compile(r"['\u2019]s\s+(?:been|not|gone|got|getting|broken|still|[a-z]+ing)\b")


def _is_noun(
    word: str, nouns: frozenset[str] | tuple[str, ...], learned: frozenset[str] = frozenset()
) -> bool:
    """In the vocabulary or among the words `learned` of that kind (`offline.kinds`), or (for a
    tuple of endings) a kind of place or a longer word with one of those endings ("winery",
    "steakhouse")."""
    if word in learned:
        return True
    if isinstance(nouns, frozenset):
        return word in nouns
    if word in _PLACES:
        return True
    ending = word.isalpha() and word.endswith(nouns) and len(word) >= 6
    return ending and word not in _EVENTS and word not in _ITEMS


def _tagged(
    text: str,
    nouns: frozenset[str] | tuple[str, ...],
    *,
    modifies: frozenset[str],
    needs: frozenset[str] = frozenset(),
    needs_modifier: frozenset[str] = frozenset(),
    capital_will_do: bool = False,
    common_only: bool = False,
    learned: frozenset[str] = frozenset(),
) -> list[tuple[str, bool, str, int]]:
    """(phrase, whether a determiner opens it, the word before it, where the noun is among the
    words) for each noun of `nouns` in `text`, with up to two words
    before it that say which, unless the noun only modifies the next word (one of `modifies`).
    A noun in `needs` counts only after a determiner or a modifier (for things: a determiner
    or a capitalised brand such as "Garmin"); one in `needs_modifier` only after a modifier."""
    tokens = list(_TOKEN.finditer(text))
    found: list[tuple[str, bool, str, int]] = []

    def joined(i: int) -> bool:  # token i follows token i - 1 across white space only
        return i > 0 and not text[tokens[i - 1].end() : tokens[i].start()].strip()

    for i, token in enumerate(tokens):
        noun = token.group(0).lower()
        if noun.endswith(("'s", "\u2019s")) and _CONTRACTED.match(text, token.end() - 2):
            # "the car's been making a noise"
            noun = noun[:-2]
        if not _is_noun(noun, nouns, learned):
            continue
        if common_only and token.group(0)[:1].isupper() and joined(i):  # "Manchester City"
            continue
        if i + 1 < len(tokens) and joined(i + 1) and tokens[i + 1].group(0).lower() in modifies:
            continue
        first = i
        while first > 0 and i - first < 2 and joined(first):
            if determines(tokens[first - 1].group(0)):
                break
            first -= 1
        before = [t.group(0) for t in tokens[first:i]]
        determined = first > 0 and joined(first) and determines(tokens[first - 1].group(0))
        mods = modifiers(before, determined=determined)
        if len(mods) < len(before):  # "the park after school": "the" is not school's
            determined = False
            mods = modifiers(before, determined=False)
        if singular(noun) in needs:
            kept = before[len(before) - len(mods) :]
            branded = capital_will_do and any(m[:1].isupper() for m in kept)
            if not (determined or (mods and not capital_will_do) or branded):
                continue
        # A word that says which: lower case ("charity run"; not "Beatrice runs a bakery").
        said = {m.lower() for m in before[len(before) - len(mods) :] if m.islower()}
        if singular(noun) in needs_modifier and not said - QUALITIES - NOT_EVENT_GAMES:
            continue
        at = i - len(mods) - (1 if determined else 0)
        previous = tokens[at - 1].group(0).lower() if at > 0 and joined(at) else ""
        found.append((" ".join([*mods, noun]), determined, previous, i))
    return found


# What something happens after, before or during is an occasion ("after the game", "during the
# session"), and so is someone's 1:1.
_WHEN_OCCASION = re.compile(
    rf"\b(?i:(?:after|before|during)\s+(?:the|my|our|his|her|their|your)\s+"
    rf"(?P<one>{noun_pattern(EVENT_NEEDS_MODIFIER)})(?![\w-]|\s+night\b)"
    rf"|(?:my|our|the|a|your|his|her|their)\s+(?P<one_on_one>1:1|one-on-one)s?(?![\w:]))"
)


def event_tags(text: str, learned: Learned = NOTHING_LEARNED) -> list[str]:
    """Occasions: "launch party", "dentist appointment", "game night", "hiking"; and a word
    `learned` to be one after a/the/my ("the gala")."""
    events = [
        phrase
        for phrase, _, _, _ in _tagged(
            text,
            _EVENTS,
            modifies=_ANY_NOUN | learned.nouns | {"night"},
            needs=EVENT_NEEDS_DETERMINER | learned.events,
            needs_modifier=EVENT_NEEDS_MODIFIER,
            learned=learned.events,
        )
    ]
    events += [m.group(0).lower() for m in _NIGHT.finditer(text)]
    # "Salma's henna night", "our quiz night": a night named by a thing is an occasion.
    nouns = _ANY_NOUN | learned.nouns
    events += [
        m.group(0).lower().split()[-2] + " night"
        for m in _NOUN_NIGHT.finditer(text)
        if m.group("noun").lower() in nouns and not _NIGHT.match(m.group("noun") + " night")
    ]
    events += [
        (m.group("one") or m.group("one_on_one")).lower() for m in _WHEN_OCCASION.finditer(text)
    ]
    events += [
        m.group(1).lower()
        for m in _GO_ING.finditer(text)
        if m.group(1).lower() not in _NOT_ACTIVITY
    ]
    events += [e for e in _occasions(text) if not any(e in found for found in events)]
    events += [e for e in said_occasions(text, learned) if not any(e in f for f in events)]
    return events


@lru_cache(maxsize=256)  # read for occasions, things and places of the same turn
def said_occasions(text: str, learned: Learned = NOTHING_LEARNED) -> tuple[str, ...]:
    """What grammar says is an occasion (`offline.occasions`) whose noun no vocabulary holds as
    a place or a thing, whatever the model took it for; and a listed occasion that says which
    thing ("the birthday cake")."""
    found = [
        phrase
        for phrase in occasion_phrases(text, _EVENTS)
        if (head := phrase.rsplit(" ", 1)[-1]) in _EVENTS
        or (_unlisted(head) and head not in learned.people)
    ]
    return (*found, *occasions_that_say_which(text, _EVENTS, _ITEMS))


# What is said of an occasion: it is on a day or at an hour, it was cancelled or moved, it
# starts or happens ("Olga's housewarming is on the 3rd", "the server migration happens
# overnight", "Standup is cancelled tomorrow").
_OCCASION = re.compile(
    r"(?:\b(?i:the|our|my|his|her|their|your|this|next)\s+|['\u2019]s\s+|^|(?<=[.!?])\s+)"
    r"(?P<np>(?:[a-z\u00e0-\u00ff][a-z\u00e0-\u00ff-]*\s+){0,2}[A-Za-z][a-z\u00e0-\u00ff-]*)\s+"
    r"(?:(?:is|was|will\s+be|has\s+been|got|gets)\s+(?:(?P<when>on\s+|at\s+|(?=this\s|next\s))|"
    r"(?:cancell?ed|postponed|moved|rescheduled|delayed|over)\b)|"
    r"(?P<verb>starts|begins|ends|happens|kicks\s+off)\b)"
)


# Where an occasion is, before when: "at the banquet hall on June 12".
_AT_A_PLACE = re.compile(
    rf"(?i:the|a|an)\s+(?:[\w-]+\s+){{0,2}}?[\w-]+\s+(?:on\s+|at\s+)?(?=(?:{TIME.pattern}))"
)
_AT_PLACE = re.compile(r"\b(?i:at|in|inside|outside|near|from|into|by)\s+$")


def _occasions(text: str) -> list[str]:
    """Noun phrases said to happen at a time: occasions whatever the noun."""
    found = []
    for match in _OCCASION.finditer(text):
        if _AT_PLACE.search(text, 0, match.start()):
            continue  # "the concert at the cathedral starts at 8": the cathedral does not
        at = match.end() + (4 if text[match.end() : match.end() + 4].lower() == "the " else 0)
        if match.group("when") is not None and not TIME.match(text, at):
            # "Lucía's quinceañera is at the banquet hall on June 12"; not "the package is on
            # the table"
            at_a_place = match.group("when").strip() == "at"
            if not (at_a_place and _AT_A_PLACE.match(text, match.end())):
                continue
        words = match.group("np").split()
        head = words[-1].lower()
        # A capitalised word opens the sentence alone ("Standup is cancelled"), and is said to
        # be on, at or called off, not to start ("Oliver starts school").
        if words[-1][:1].isupper() and (len(words) > 1 or match.group("verb")):
            continue
        if not _unlisted(head) and head not in _EVENTS:
            continue
        if RELATION_WORDS.fullmatch(head) or head.endswith("ed"):
            continue
        words = [w.lower() for w in words]
        found.append(" ".join([*modifiers(words[:-1], determined=True), head]))
    return found


def item_tags(text: str, learned: Learned = NOTHING_LEARNED) -> list[str]:
    """Things one has, makes, buys or loses: "kayak", "garmin watch", "sleeping bags", and
    whatever one buys, loses, fixes or gives ("bought a secondhand treadmill"); a word `learned`
    to be one after a/the/my ("a new mattress")."""
    tagged = _tagged(
        text,
        _ITEMS,
        modifies=_ANY_NOUN | learned.nouns | forms(ROLES) | {"night"},
        needs=ITEM_NEEDS_DETERMINER | learned.items,
        capital_will_do=True,
        learned=learned.items,
    )
    # What is said to be on a day is an occasion, whatever the model took it for.
    said_to_happen = {e.rsplit(" ", 1)[-1] for e in _occasions(text)} & learned.items
    said_to_happen |= {e.rsplit(" ", 1)[-1] for e in said_occasions(text, learned)} - _ITEMS
    items = [
        phrase
        for phrase, _, before, _ in tagged
        if phrase.rsplit(" ", 1)[-1] not in said_to_happen
        # One goes to, or is at, a place or an occasion, not a thing: "to the gala".
        if not (phrase.rsplit(" ", 1)[-1] in learned.items and before in ("to", "at"))
        and before not in _BOOKED  # "book a table": a reservation
        and not _measure(text, phrase)  # "a loaf of bread" is bread
    ]
    for thing in object_things(text, _ITEMS | learned.items):
        if thing.rsplit(" ", 1)[-1] in said_to_happen:
            continue
        if not any(thing.split()[-1] in item.split() for item in items):
            items.append(thing)
    # "a monitor arm": "monitor" says which arm.
    return [i for i in items if not any(other.startswith(i + " ") for other in items)]


_BOOKED = words("book booked booking books reserve reserved reserving")


def _measure(text: str, phrase: str) -> bool:
    noun = phrase.rsplit(" ", 1)[-1]
    return noun in MEASURES and re.search(rf"\b{noun}\s+of\s", text, re.IGNORECASE) is not None


def place_tags(text: str, learned: Learned = NOTHING_LEARNED) -> list[str]:
    """Common places, lower case ("lake", "coffee shop"): after a word of place ("at the lake",
    "from the shelter") or a determiner ("the museum is closed"). Not "her place" (a home). A
    word `learned` to be a place is one after a word of place only ("in the attic")."""
    places: list[str] = []
    after_place = -9  # where the last place's noun was: "a park or woods" are both places
    tagged = _tagged(
        text,
        PLACE_ENDINGS,
        modifies=_ANY_NOUN | learned.nouns,
        common_only=True,
        learned=learned.places,
    )
    occasions = {e.rsplit(" ", 1)[-1] for e in said_occasions(text, learned)} - _PLACES
    for phrase, determined, before, at in tagged:
        *mods, noun = phrase.split()
        if noun in occasions:  # "to the braai on Heritage Day"
            continue
        if singular(noun) in PLACE_NEEDS_MODIFIER and not set(mods) - QUALITIES:
            continue
        # "at the winery", "at the vet"; not "the vet says"
        kind_needs_locative = noun not in _PLACES or singular(noun) in PLACE_NEEDS_LOCATIVE
        if kind_needs_locative and before not in LOCATIVES:
            continue
        listed = before in ("and", "or") and at - len(mods) - 2 == after_place
        if determined or before in LOCATIVES or listed:
            places.append(phrase)
            after_place = at
    return places


def is_common_place(name: str) -> bool:
    """A tag such as "lake", "coffee shop" or "skatepark": a kind of place, not a named one (no
    entity)."""
    parts = name.split()
    return bool(parts) and name == name.lower() and _is_noun(parts[-1], PLACE_ENDINGS)
