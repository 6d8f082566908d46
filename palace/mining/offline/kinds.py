"""What an unlisted word names — a person, a place, an occasion, a thing, or none of these — by
how close its MiniLM vector lies to small sets of examples of each kind ("parakeet" lies near
"parrot" and "hamster", "farmhouse" near "barn" and "cottage", "Priya" near "Anita" and "Emma").

Optional: the tagger reads its word lists and grammar without it. Grammar still decides where a
word can be a noun ("at the …", "my …") and a name ("Priya is …"); this only says of what kind.
Each word is embedded once per process (`WordKinds` keeps what it learnt), a window's new words
in one call.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Sequence

import numpy as np
from numpy.typing import NDArray

from palace.mining.offline.nouns import (
    BODY_PARTS,
    EVENT_NOUNS,
    ITEM_NOUNS,
    NOT_A_NAME_AT_START,
    NOT_A_THING,
    PLACE_NOUNS,
    QUALITIES,
    ROLES,
)
from palace.mining.offline.tagging import Learned
from palace.mining.offline.vocabulary import words

Embed = Callable[[Sequence[str]], list[list[float]]]
PERSON, PLACE, EVENT, ITEM = "person", "place", "event", "item"

# Given names across cultures: examples of the kind, not a list a name must be on.
PERSON_EXAMPLES = words("""
    james mary john linda michael sarah david emma wei jing hiroshi yuki kenji ahmed fatima omar
    aisha raj anita arjun deepika carlos maria jose lucia ivan olga dmitri anna pierre claire
    hans greta kwame amara chidi ngozi
    """)
# Named places, so that a city is not taken for a person.
NAMED_PLACE_EXAMPLES = words("""
    london paris tokyo berlin seattle chicago cairo lisbon mumbai sydney texas california canada
    japan europe brooklyn
    """)
# What is none of the kinds: abstract nouns, qualities, verbs and words of feeling.
OTHER_EXAMPLES = (
    NOT_A_THING
    | QUALITIES
    | words("""
    problem plan reason kind sort lot way fact issue question result news story thought dream
    goal life world fun luck stress pain health anxiety progress success mistake experience
    skill change difference example happy sad tired excited sick busy ready easy hard crazy
    nature space comfort connection weather storm rain snow wind heat challenge journey chapter
    adventure fight leap trial fashion
    is are has does makes takes goes comes seems looks helps needs works starts finishes tries
    feels brings gives wants says lands arrives happens closes opens must might should could
    would right ever
    """)
)
# People by what they do and parts of the body: no place, occasion or thing to tag.
ROLE_EXAMPLES = ROLES | BODY_PARTS | words("team crew group choir family")
# A noun is of a kind when its nearest examples of the kinds of noun (place, occasion, thing) are
# nearer than those of anything else by MARGIN, and it is of the nearest of those kinds; a name
# likewise against named places and common words. Cosines, tuned on the tuning part only.
_NOUNS: dict[str, frozenset[str]] = {
    PLACE: PLACE_NOUNS,
    EVENT: EVENT_NOUNS,
    ITEM: ITEM_NOUNS,
    "other": OTHER_EXAMPLES,
    "role": ROLE_EXAMPLES,
}
_NAMES: dict[str, frozenset[str]] = {
    PERSON: PERSON_EXAMPLES,
    "named place": NAMED_PLACE_EXAMPLES,
    "other": OTHER_EXAMPLES | NOT_A_NAME_AT_START,
}
_NOT_NOUNS = ROLE_EXAMPLES | OTHER_EXAMPLES
_LEARNED = (PERSON, PLACE, EVENT, ITEM)  # the order of Learned's fields
_WANTED = {False: (PLACE, EVENT, ITEM), True: (PERSON,)}
MARGIN = 0.04
_EVENT_OVER_ITEM = 0.05
_NEAREST = 3
_MOST_REMEMBERED = 50_000
Vectors = NDArray[np.float32]


class WordKinds:
    """Kinds of words by their vectors from `embed` (the local MiniLM), remembered per word."""

    def __init__(self, embed: Embed, *, margin: float = MARGIN) -> None:
        self._embed = embed
        self._margin = margin
        self._known: dict[tuple[bool, str], str] = {}
        self._examples: dict[bool, dict[str, Vectors]] = {}
        self._lock = threading.Lock()

    def learn(self, nouns: Iterable[str], names: Iterable[str]) -> Learned:
        """Which noun phrases name places, occasions or things (by their last word) and which
        names name people, lower case; those not seen before embedded in one call."""
        wanted = {(False, w.lower()) for w in nouns} | {(True, w.lower()) for w in names}
        # A phrase's last word read alone, too: "mower" names a thing where "lawn mower" lies
        # near the places (a lawn); its modifiers say which, rarely what.
        asked = wanted | {(False, w.rsplit(" ", 1)[-1]) for is_name, w in wanted if not is_name}
        with self._lock:
            new = sorted(asked - self._known.keys())
            if new:
                if len(self._known) > _MOST_REMEMBERED:
                    self._known.clear()
                self._known.update(zip(new, self._classify(new), strict=True))
            heads = [
                (
                    w.rsplit(" ", 1)[-1],
                    self._phrase_kind(w) if not is_name else self._known[(True, w)],
                )
                for is_name, w in wanted
            ]
        # A phrase read as a whole ("violin teacher" lies near "violin") names what its last
        # word names: an example of none of the kinds is none of them.
        heads = [(w, "" if w in _NOT_NOUNS else k) for w, k in heads]
        return Learned(*(frozenset(w for w, k in heads if k == kind) for kind in _LEARNED))

    def _phrase_kind(self, phrase: str) -> str:
        """What the phrase names, or a thing where its last word alone names one ("mower") and
        the phrase some other kind; a phrase that names none ("wild ride") stays none."""
        head = self._known[(False, phrase.rsplit(" ", 1)[-1])]
        whole = self._known[(False, phrase)]
        return head if head == ITEM and whole else whole

    def _classify(self, new: list[tuple[bool, str]]) -> list[str]:
        if not self._examples:
            every = sorted(set().union(*_NOUNS.values(), *_NAMES.values()))
            by_word = dict(zip(every, self._embed(every), strict=True))
            for is_name, kinds in ((False, _NOUNS), (True, _NAMES)):
                self._examples[is_name] = {
                    kind: np.asarray([by_word[w] for w in sorted(examples)], dtype=np.float32)
                    for kind, examples in kinds.items()
                }
        vectors = np.asarray(self._embed([word for _, word in new]), dtype=np.float32)
        return [self._kind(v, is_name) for (is_name, _), v in zip(new, vectors, strict=True)]

    def _kind(self, vector: Vectors, is_name: bool) -> str:
        score = {
            kind: float(np.sort(examples @ vector)[-_NEAREST:].mean())
            for kind, examples in self._examples[is_name].items()
        }
        wanted = _WANTED[is_name]
        best = max(wanted, key=score.__getitem__)
        rest = max(score[k] for k in score if k not in wanted)
        if score[best] - rest < self._margin:
            return ""
        # Nearly as near the things, an occasion is a thing ("the candles", "the clock"): a
        # thing taken for an occasion costs a wrong tag of each, the other way round one miss.
        return ITEM if best == EVENT and score[EVENT] - score[ITEM] < _EVENT_OVER_ITEM else best
