"""Whether a capitalised word names a person, from what surrounds it.

Before it: "with", "and", "my friend", "told", a greeting ("Thanks, Gina"). After it: a verb a
person does ("Sarah suggested it", "Emily is coming", "Tom says"), "and I", or a possessive
of a thing ("Anna's graduation"). A word that opens a sentence needs the second kind of cue and
must not be an everyday opener ("Let me check", "Life is good", "Great, thanks"): those are in
`offline.nouns.NOT_A_NAME_AT_START`, and words shaped like verbs, adverbs or nouns of quality
("Painting", "Excited", "Honestly", "Happiness") are never names here.
"""

from __future__ import annotations

import re

from palace.mining.offline.grammar import ADVERBS, PAST_TENSE
from palace.mining.offline.nouns import (
    EVENT_NOUNS,
    ITEM_NOUNS,
    NOT_A_NAME_AT_START,
    PLACE_NOUNS,
    noun_pattern,
    singular,
)
from palace.mining.offline.places import NAMES_A_KIND, TO_SOMEONE
from palace.mining.offline.vocabulary import (
    NOT_A_NAME,
    RELATION_WORDS,
    STOPWORDS,
    TIME_WORDS,
    words,
)

_RELATIONS = RELATION_WORDS.pattern.removeprefix(r"\b(?:").removesuffix(r")\b")
_KIN = (
    "nephew|niece|grandson|granddaughter|stepmom|stepdad|stepson|stepdaughter|roommate|"
    "coworker|co-worker|teammate|classmate|fianc[eé]e?|in-law"
)
_BEFORE = re.compile(
    rf"(?:\b(?:with|and|for|my friend|friend|told|asked|met|called|saw|named|thanks|thank you|"
    rf"pick up|picked up|drop off|dropped off|invited|hugged|texted|emailed|"
    rf"hey|hi|hello|congrats|congratulations|bye|mom|dad|grandma|grandpa|{_RELATIONS}|{_KIN})"
    rf"[,!]?\s+)$",
    re.IGNORECASE,
)
# Someone spoken to: "Wow, Mel!", "Yep, John.", "you're right, Caroline.", "really great Jon!";
# not "Lisbon, Portugal." (a capitalised word before the comma).
_INTERJECTION = (
    "wow|yeah|yep|yes|yup|oh|aw+|ok|okay|nice|great|cool|congrats|bye|sorry|haha|lol|hey|hi|"
    "hello|thanks|thank you|morning|night|love you|see you|welcome"
)
_ADDRESSED_BEFORE = re.compile(
    rf"(?:\b(?:{_INTERJECTION})[,!]?\s+|(?<![A-Z])\b[a-z][a-z']*,\s+)$", re.IGNORECASE
)
_ADDRESSED_AFTER = re.compile(r"^\s*(?:[!?.,]|$)")
# What follows a name: the verb a person does (past or present), "and I", or "and Mia" when a
# verb follows her too ("Lucas and Mia stopped by"; not "Harry Potter and Game of Thrones are").
_AFTER = re.compile(
    rf"^\s+(?:(?:{'|'.join(sorted(ADVERBS))})\s+)?"
    rf"(?:(?:and|&)\s+(?P<and_i>I|me|(?:his|her|their)\s+(?:{_RELATIONS}|{_KIN}))\b"
    rf"|(?:and|&)\s+(?P<other>[A-Z][a-z]+(?:-[A-Za-z][a-z]+)?)\b|(?P<verb>[a-z]+)\b)"
)
# "Anna will love that", "Morgan will present": a modal and a verb after a name that is not a
# plural noun ("Allergies can be tough", "Movies can take us") and not before "be".
_WILL_DO = re.compile(r"^\s+(?:will|would|can|could|should|might|must)\s+(?!be\b)[a-z]+\b")
# Two people do something together: "Derek and Paula are getting married".
_ARE_DOING = re.compile(r"^\s+(?:are|were)\s+(?:\w+\s+)?[a-z]+ing\b")
# Someone addressed at the start of a sentence: "Caleb, can you …", "Emma, thanks for …".
_ADDRESSED_OPENING = re.compile(
    r"^,\s+(?:(?:can|could|would|will|did|do|are|have)\s+you|(?:thanks|thank\s+you)\s+(?:for|so)|"
    r"(?:congrats|congratulations)\s+on|happy\s+birthday|welcome\s+back)\b",
    re.IGNORECASE,
)
# "Emily is coming", "Sarah is my sister"; not "Garlic is my go-to" nor "Pets are the best".
_BE_DOING = re.compile(
    rf"^\s+(?:is|was)\s+(?:[a-z]+ing\b|(?:my|our|his|her|their)\s+(?:{_RELATIONS})\b)",
    re.IGNORECASE,
)
_SAYS = words("""
    says thinks wants loves likes hates needs knows works lives tells asks keeps gets teaches
    studies writes cooks drives sings dances calls texts visits owns misses
    """)
_NOT_VERB_ED = words("need feed seed bed red shed bred sled")
_POSSESSED = re.compile(
    rf"^['\u2019]s\s+(?:[a-z0-9-]+\s+){{0,2}}(?:{noun_pattern(EVENT_NOUNS | ITEM_NOUNS | PLACE_NOUNS)}|"
    rf"{_RELATIONS})\b",
    re.IGNORECASE,
)


_LISTED = re.compile(r"^(?:,\s+[A-Z][\w-]+)+,?\s+(?:and|&)\s+")
# Someone asked about: "Did Thiago ever return …", "Has Anna called?".
_ASKED = re.compile(r"(?:^|[.!?]\s+)(?:Did|Does|Has|Have|Will|Can|Could|Would|Should)\s+$")
_ASKED_AFTER = re.compile(rf"^\s+(?:(?:{'|'.join(sorted(ADVERBS))}|ever)\s+)?[a-z]+\b")
# A pet's name: "named it Churro", "a guinea pig named Pickles", "our dog Biscuit".
_PET = (
    "dog|dogs|puppy|puppies|pup|pups|cat|cats|kitten|kitty|hamster|rabbit|bunny|horse|bird|"
    "parrot|parakeet|fish|turtle|tortoise|pig|goat|lizard|snake|pet|guinea pig|gecko|ferret|pony"
)
# Named as a pet once, a pet for the whole window: "another puppy called Pixie" … "Pixie is".
_PET_NAMED = re.compile(
    rf"\b(?:(?i:{_PET})\s+(?:named|called)\s+|named\s+it\s+|(?i:meet)\s+(?=\w+,\s+my\s+"
    rf"(?i:{_PET})\b)|(?i:my|our|his|her|their)\s+(?i:{_PET})\s+)(?P<name>[A-Z][a-z]+)\b"
)


def pets_named(text: str) -> set[str]:
    """The names `text` gives pets ("a guinea pig named Pickles", "meet Toby, my puppy", "our
    dog Biscuit")."""
    return {m.group("name") for m in _PET_NAMED.finditer(text)}


_PET_BEFORE = re.compile(
    rf"(?:\b(?:{_PET})\s+(?:named\s+|called\s+)?|\bnamed\s+it\s+|\b(?:{_PET})\b[^.!?]*"
    r"\bnamed\s+(?:him|her|them)\s+)$",
    re.IGNORECASE,
)
_WILL = words("will would can could should might must may")
_TITLES = words("professor prof dr doctor mr mrs ms miss aunt uncle coach judge officer sir madam")
_NEVER_NAMES = STOPWORDS | NOT_A_NAME | TIME_WORDS | NOT_A_NAME_AT_START | ADVERBS | PAST_TENSE
_NOUNS = EVENT_NOUNS | ITEM_NOUNS | PLACE_NOUNS
_PLACES_NAMED = PLACE_NOUNS | words("country state region county province hometown")


def is_nameable(word: str) -> bool:
    """A capitalised word that could be someone's name at all."""
    low = word.lower()
    if low in _NEVER_NAMES or singular(low) in _NOUNS or RELATION_WORDS.fullmatch(low):
        return False
    shaped = (len(low) >= 5 and low.endswith("ing")) or (len(low) >= 6 and low.endswith("ed"))
    # A language or a people ("Spanish", "Irish", "Japanese") names no one.
    shaped = shaped or (len(low) >= 5 and low.endswith(("ish", "ese")))
    return not shaped and not (len(low) >= 7 and low.endswith(("ly", "ness", "tion", "ment")))


def _acts(after: str, name: str = "") -> bool:
    """Whether the text right after a word reads as something a person does."""
    if _BE_DOING.match(after) or _POSSESSED.match(after):
        return True
    if _WILL_DO.match(after) and not (name.endswith("s") and not name.endswith("ss")):
        return True
    listed = _LISTED.match(after)
    if listed and all(is_nameable(n) for n in re.findall(r"[A-Z][\w-]*", listed.group(0))):
        # "Youssef, Omar and I are …": the first of people listed with "and I" or doing a thing
        rest = after[listed.end() :]
        last = re.match(r"[A-Z][\w-]*", rest)
        if re.match(r"(?:I|me|we)\b", rest):
            return True
        if last and is_nameable(last.group(0)):
            tail = rest[last.end() :]
            return _acts(tail, last.group(0)) or bool(_ARE_DOING.match(tail))
    match = _AFTER.match(after)
    if match is None:
        return False
    if match.group("and_i"):
        return True
    if match.group("other"):
        rest = after[match.end() :]
        other = match.group("other")
        return is_nameable(other) and (_acts(rest, other) or bool(_ARE_DOING.match(rest)))
    verb = match.group("verb")
    if verb in PAST_TENSE - {"was", "were", "had", "did", "let", "set", "put", "read", "cut"}:
        return True
    return verb in _SAYS or (len(verb) > 3 and verb.endswith("ed") and verb not in _NOT_VERB_ED)


# After a word known as a given name: "Priya is out sick", "Oliver starts", "Mateo's band",
# "Elif and …", "…, Nina!", not a noun it names the kind of ("the Ferris wheel", "Marley
# flooring"); before it, no word of place ("in Sofia" is the city) nor a determiner ("my Zen").
_NAMED_AFTER = re.compile(
    r"^(?:['\u2019]s\b|\s*(?:[,!?.;:]|$)|\s+(?:and|&)\s|\s+(?P<word>[a-z]+)\b)"
)
_PLACE_BEFORE = re.compile(
    r"\b(?:in|at|from|near|around|outside|visit|visited|visiting|to|of|live|lives|a|an|the|"
    r"my|our|your|his|her|their|this|that)\s+$",
    re.IGNORECASE,
)


def _after_a_name(after: str) -> bool:
    """Whether `after` may follow a person's name: a verb, a function word, 's or punctuation."""
    match = _NAMED_AFTER.match(after)
    if match is None:
        return False
    word = match.group("word")
    verb = word is not None and (word.endswith(("s", "ed")) or word in PAST_TENSE)
    return word is None or verb or word in STOPWORDS or word in _WILL


def looks_like_person(name: str, text: str, start: int, *, named: bool = False) -> bool:
    """Whether `name`, found at `start` in `text`, names a person: a cue after it, or (not at
    the start of a sentence) one before it. A word `named` (`offline.kinds` knows it as a given
    name) needs only to be followed by what may follow a name, wherever it stands."""
    if name.split(maxsplit=1)[0].lower().rstrip(".") in _TITLES and len(name.split()) > 1:
        return True  # "Professor Hughes", "Aunt May"
    if not all(is_nameable(part) for part in name.split()):
        return False
    if _PET_BEFORE.search(text[max(0, start - 60) : start]):
        return False
    after = text[start + len(name) :]
    if _ASKED.search(text[:start]) and _ASKED_AFTER.match(after):
        return True
    if NAMES_A_KIND.match(after):  # "the Harry Potter party", "a Garmin watch"
        return False
    if _acts(after, name):
        return True
    if named and " " not in name and _after_a_name(after):
        # "New Year's Eve", "St. Mary's": part of a name that is no one's
        at_place = _PLACE_BEFORE.search(text[max(0, start - 12) : start]) or re.search(
            r"[A-Z][a-z]*['\u2019]s\s+$", text[max(0, start - 24) : start]
        )
        if not at_place or TO_SOMEONE.search(text[:start]):
            return True
    if TO_SOMEONE.search(text[:start]):  # "send it to Laura"
        return True
    opens_sentence = start == 0 or bool(re.search(r"[.!?]\s*$|^\s*$", text[:start]))
    if opens_sentence:
        return bool(_ADDRESSED_OPENING.match(after))
    addressed = _ADDRESSED_BEFORE.search(text[max(0, start - 24) : start])
    if addressed and _ADDRESSED_AFTER.match(after):
        # "my home country, Sweden" and "my old area, West County" name a place, not a person;
        # "the ride to the airport, Nina!" speaks to her.
        whose = re.search(r"\b(?:my|our|his|her|their|your)\s+(?:\w+\s+)?\w+,\s+$", text[:start])
        place = singular(addressed.group(0).strip(" ,").lower()) in _PLACES_NAMED
        return not (place and whose)
    if after[:2] in {"'s", "\u2019s"}:
        return True
    before = _BEFORE.search(text[max(0, start - 24) : start])
    # "for Omar." names someone; "for Mediterranean flavors" describes something.
    if before is not None and before.group(0).lower().startswith("for"):
        following = re.match(r"\s+([a-z]+)", after)
        return following is None or following.group(1) in TIME_WORDS | {"on", "at"}
    return before is not None
