"""How a noun phrase opens and which words before its noun say which one: determiners,
someone's ("Marco's"), words of place, and the modifiers kept with a noun ("summer camp",
"Christmas party"; not "last summer", "dad's")."""

from __future__ import annotations

from palace.mining.offline.grammar import ADVERBS, PAST_TENSE
from palace.mining.offline.vocabulary import STOPWORDS, TIME_WORDS, words

DETERMINERS = words("""
    a an the my our his her their your this that these those some another any every each two
    three four five six seven eight nine ten several few many both more other which what whose
    """)
LOCATIVES = words("""
    at in to from near by around on into inside outside along toward towards across through
    past behind off visit visited visiting
    """)
_NOT_OWNERS = words("it that what there here who let he she where how")
_SEASONS = words("summer winter spring autumn fall")
# A holiday says which occasion ("the Christmas party", "an Easter egg hunt").
_HOLIDAYS = words("christmas easter halloween thanksgiving diwali hanukkah holiday holidays")
_WHICH_TIME = words("last next this every coming that")


def modifiers(words: list[str], *, determined: bool) -> list[str]:
    """The words right before a noun that say which: neither function words, times,
    possessives ("dad's"), nor — without a determiner — verbs ("love drawing flowers")."""
    kept: list[str] = []
    for i in range(len(words) - 1, -1, -1):
        low = words[i].lower()
        verb = low in PAST_TENSE or (not determined and low.endswith(("ed", "ing")))
        function = low in STOPWORDS or low in TIME_WORDS or low in LOCATIVES  # "near campus"
        function = function or low in ADVERBS or low == "ever"  # "did Marisol ever call"
        # A season or a holiday says which ("summer camp"), unless it says when ("last summer").
        which = (low in _SEASONS or low in _HOLIDAYS) and (
            i == 0 or words[i - 1].lower() not in _WHICH_TIME
        )
        if (function and not which) or "'" in low or verb or low.isdigit():
            break
        kept.insert(0, low)
    return kept


def determines(word: str) -> bool:
    """A determiner, or someone's: "the", "my", "Marco's", "my aunt's" (not "it's")."""
    low = word.lower().replace("\u2019", "'")
    owner = low.endswith("'s") and low[:-2] not in _NOT_OWNERS
    return low in DETERMINERS or owner or low.endswith("s'")
