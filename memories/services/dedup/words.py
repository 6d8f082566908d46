"""The words dedup compares (pure): the word lists that say which words carry no fact, a crude
stem, one spelling for a few synonyms and for short hyphenated words, so "is named Falcon5"
restates "is called Falcon5", "Wi-Fi" is "wifi" and "deployments happen" restates "we deploy"."""

from __future__ import annotations

import re


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


NEGATIONS = _words("not no never none nobody nothing nowhere neither nor cannot without nope")
NEGATED_CONTRACTION = re.compile("n[\u2019']t$|^(?:dont|doesnt|didnt|isnt|arent|wasnt|werent|"
                                  r"cant|couldnt|wont|wouldnt|shouldnt|hasnt|havent|hadnt)$")  # fmt: skip
# Words that open a sentence in ordinary prose: capitalised there, they are not names.
COMMON = _words(
    """a an the this that these those it its i we you he she they our my your their his her
    there here and but or so then also just please note remember fyi btw ok okay yes yes oh hi
    hey thanks thank kindly well actually now today tomorrow yesterday tonight every each all
    any some no not never always usually often sometimes currently still again maybe perhaps
    for from in on at to of by with as after before since until when while if because once
    what which who whom whose where why how is are was were be been do does did has have had
    can could will would should may might must shall let make use keep set run deploy ship
    send call ask tell add remove check our team new old next last first second one only
    both either neither nor"""
)
POLITE = _words(
    """please kindly note remember fyi btw just really quick quickly reminder heads up thanks
    thank also that basically honestly okay ok so well hey hi"""
)
STOPWORDS = _words(
    """a an the this that these those it its of to in on at by for from with as is are was were
    be been being am do does did has have had having and or but if then so than too very can
    could will would should shall may might must i me my we us our you your he him his she her
    they them their there here which who whom whose what when where why how all any each
    some such into onto about over under again further once only own same just"""
)
# Light verbs carry the grammar, not the fact: "the server comes with 64 GB" = "has 64 GB",
# "the kids go to Riverside" = "attend Riverside" as far as the remaining words can tell.
LIGHT = _words(
    """go goes going went gone get gets got getting take takes took taken taking make makes made
    making come comes came coming give gives gave given located situated happen happens
    happened happening occur occurs occurred occurring"""
)
CUE_WORDS = _words(
    """now actually longer anymore changed moved switched instead deprecated replaced corrected
    correction turns out renamed retired discontinued wrong nowadays days handed passed
    migrated upgraded downgraded raised lowered increased decreased reduced bumped pushed
    postponed rescheduled shifted transferred repriced reassigned promoted became"""
)
# Longest first; "ments"/"ment" (nominalisations: deployment → deploy) only where four letters
# stay ("moment", "comment" and "segment" keep theirs), "ings" as the plural of "ing".
_SUFFIXES = (
    ("ies", "y", 3), ("ings", "", 3), ("ments", "", 4), ("ment", "", 4), ("ing", "", 3),
    ("ed", "", 3), ("es", "", 3), ("s", "", 3),
)  # fmt: skip
# Words that say the same thing, as one spelling (before stemming).
_SYNONYMS = {"named": "called", "dubbed": "called"}
# A hyphenated word with a part of one or two letters is one word: Wi-Fi, e-mail, re-run, x-ray.
_SHORT_HYPHENATED = re.compile(r"\b([^\W\d_]+)-([^\W\d_]+)\b")


def stem(word: str) -> str:
    """A crude, deterministic stem: "likes", "liked", "liking" and "like" all give "lik"."""
    word = word.removesuffix("'s")
    for suffix, repl, keep in _SUFFIXES:
        if suffix == "es" and not word.endswith(("ses", "xes", "zes", "ches", "shes")):
            continue
        if word.endswith(suffix) and len(word) - len(suffix) >= keep:
            word = word[: -len(suffix)] + repl
            doubled = word[-1] == word[-2] and word[-1] not in "lsfz"
            if suffix in ("ing", "ings", "ed") and doubled:  # "preferred", "stopping"
                word = word[:-1]
            break
    return word[:-1] if word.endswith("e") and len(word) > 3 else word


def canonical(word: str, where_verbs: frozenset[str]) -> str:
    """The stem of one spelling, with the verbs of where someone is ("lives in", "moved to")
    as one word."""
    return "@where" if word in where_verbs else stem(_SYNONYMS.get(word, word))


def join_short_hyphenated(text: str, stopwords: frozenset[str]) -> str:
    """ "Wi-Fi" → "WiFi", "e-mail" → "email"; "on-call" keeps its parts (a stopword is a word)."""

    def join(match: re.Match[str]) -> str:
        first, second = match.group(1), match.group(2)
        short = min(len(first), len(second)) <= 2
        if short and not {first.casefold(), second.casefold()} & stopwords:
            return first + second
        return match.group(0)

    return _SHORT_HYPHENATED.sub(join, text)
