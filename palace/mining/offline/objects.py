"""Things as the objects of verbs: what one buys, loses, fixes, sends or eats is a thing
("bought a secondhand treadmill", "sent us a carpet"), and what one has, leaves, catches or
uses is one when its noun names a thing ("had sandwiches", "caught three trout"). A measure is
no thing of its own ("a loaf of bread" → bread), and what something is made out of is one."""

from __future__ import annotations

import re
from collections.abc import Iterable

from palace.mining.offline.nouns import (
    BODY_PARTS,
    EVENT_NOUNS,
    NOT_A_THING,
    PLACE_ENDINGS,
    PLACE_NOUNS,
    QUALITIES,
    singular,
)
from palace.mining.offline.phrases import modifiers
from palace.mining.offline.vocabulary import RELATION_WORDS, STOPWORDS, TIME_WORDS, words

# The object of these verbs is a thing, up to where the phrase ends ("bought a secondhand
# treadmill from …", "planted tomatoes and basil").
_OBJECT_VERBS = (
    "bought|buy|buys|buying|ordered|order|lost|lose|loses|losing|fixed|fix|fixing|broke|lent|"
    "borrowed|borrow|sold|sell|selling|replaced|replace|replacing|knitted|knit|baked|bake|baking|"
    "cooked|cook|cooking|planted|plant|adopted|adopt|framed|wrapped|wrap|packed|pack|packing|"
    "spilled|wore|wear|wearing|mailed|repaired|repair|installed|install|brought|bring|brings|"
    "bringing|built|fed|carried|carry|delivered|received|returned|return|returning|gave|give|"
    "giving|carved|carve|spotted|dropped|grilled|grill|watered|water|"
    "stole|steal|steals|stealing|grab|grabbed|grabbing|rented|rent|renting|ate|eat|eating|"
    "drank|drink|drinking|burned|burnt|chewed|sewed|sewing|hem|hemmed|washed|donated|"
    "repairing|altered|altering|ironed|ironing|forgot|forget|forgets|forgetting|flew|fly|"
    "flying|repotted|repot|welded|weld|crashed|"
    "needs\\s+new|need\\s+new|found|find|picked\\s+up|got(?=\\s+an?\\s+new\\b|\\s+new\\b)"
)
# The object of these is a thing only when its noun names one: "had sandwiches", not "had fun".
_IF_A_THING = "had|left|caught|made|make|makes|making|got|sent|need|needs|needed|grow|grows|grew"
# A brand's name after someone's ("losing his AirPods", "your PlayStation controller"): a thing.
_BRAND = (
    r"(?:(?:my|his|her|our|their|your)\s+(?:new\s+|old\s+)?"
    r"(?P<brand>[A-Za-z][a-z]+[A-Z][A-Za-z]*)(?:\s+(?P<brand_noun>[a-z]{3,})"
    r"(?=\s*(?:[.,!?;:]|$|\s(?:from|at|in|on|for|to|with|again|back|yesterday|today|last)\b)))?"
    r"(?=\s*(?:[.,!?;:]|$|\s[a-z]))"
    # a product's name: "a used PlayStation from …", "my old Game Boy in …"
    r"|(?:a|an|the|my|his|her|our|their|your)\s+(?:new\s+|old\s+|used\s+)?"
    r"(?P<product>[A-Z][a-z]+(?:[A-Z][A-Za-z]*|\s+[A-Z][a-z]+)?)"
    r"(?=\s*(?:[.,!?;:]|$|\s(?:from|at|in|on|for|to|with|yesterday|today|last)\b)))"
)
_ENDS = (
    r"(?=\s*(?:[.,!?;:]|$|\s(?:and|or|from|at|in|on|for|to|with|by|off|out|up|down|back|"
    r"again|yesterday|today|tonight|now|this|last|next|somewhere|before|after|during|while|"
    r"because|all|over|into|onto|around|through|under|inside|outside|behind|that|which|"
    r"so|but|since|when|until|instead)\b))"
)


def _np(name: str) -> str:
    """A noun phrase after an optional determiner, captured as `name`."""
    return (
        r"(?:(?:a|an|the|my|his|her|our|their|your|some|two|three|four|five|new|old)\s+)?"
        rf"(?P<{name}>(?:[a-z][a-z'\u2019-]*\s+){{0,2}}?[a-z][a-z-]*){_ENDS}"
    )


_OBJECT = re.compile(
    rf"\b(?i:{_OBJECT_VERBS})\s+(?:(?:me|us|him|them|you|her)\s+)?"
    # "dropped off the donations", "lost one of my AirPods"
    r"(?:(?:up|off|out|back|down)\s+(?=(?:the|a|an|my|our|his|her|their|your|some)\s))?"
    r"(?:(?i:one|some|two|both|all|most|each|any)\s+of\s+)?"
    rf"(?:{_BRAND}|{_np('one')}(?:\s+and\s+{_np('two')})?)"
)
_MORE = re.compile(rf",\s+(?:and\s+)?{_np('one')}(?:,?\s+and\s+{_np('two')})?")
_OBJECT_IF_A_THING = re.compile(
    rf"\b(?i:{_IF_A_THING})\s+(?:(?:me|us|him|them|you)\s+)?{_np('one')}(?:\s+and\s+{_np('two')})?"
)
# What one had, ate or drank, said before who did: "the espresso I had in Naples".
_CONSUMED = re.compile(
    r"\b(?i:the|that|this|those)\s+(?P<one>[a-z][a-z-]*)\s+(?:I|we|he|she|they|you)\s+"
    r"(?:had|ate|drank|ordered|bought|cooked|baked|tried)\b"
)
# "a loaf of bread", "a set of wooden spoons", "out of old pallets": the thing follows "of".
MEASURES = words("""
    loaf loaves bag bags set sets box boxes pair pairs bottle bottles jar jars can cans cup cups
    glass bowl bowls slice slices piece pieces bunch bunches pack packs packet packets carton
    cartons handful stack stacks pile piles sack sacks basket baskets tray trays batch batches
    dozen roll rolls tub tubs bucket buckets bouquet bouquets plate plates mug mugs
    """)
_OF = re.compile(
    rf"\b(?i:(?:{'|'.join(sorted(MEASURES))})\s+of"
    r"|(?:made|built|carved|sewn|sewed|knitted|crafted)\s+(?:[\w'-]+\s+){0,4}?out\s+of)\s+"
    r"(?:(?:a|an|the|my|his|her|our|their|your|some|old|new)\s+)?"
    rf"(?P<one>(?:[a-z][a-z-]*\s+){{0,2}}?[a-z][a-z-]*){_ENDS}"
)
_WORD = re.compile(r"[a-z][a-z-]*")
_PARTICLES = words("up out off down over away back around")
_STRONG_WORDS = frozenset(re.findall(r"[a-z]+", _OBJECT_VERBS))
OBJECT_VERB_WORDS = frozenset(v for v in f"{_OBJECT_VERBS}|{_IF_A_THING}".split("|") if v.isalpha())


def object_things(text: str, items: Iterable[str]) -> list[str]:
    """The things that are objects in `text`: of a verb of buying or giving whatever the noun,
    of a verb of having when its noun is one of `items` (nouns as written, lower case)."""
    low = text.lower()
    said = set(_WORD.findall(low))
    found: list[str] = []
    strong = [*_CONSUMED.finditer(text)]
    if said & _STRONG_WORDS:
        strong += _OBJECT.finditer(text)
    if " of " in low:
        strong += _OF.finditer(text)
    for match in strong:
        groups = match.groupdict()
        brand = groups.get("brand") or groups.get("product")
        if brand and not RELATION_WORDS.fullmatch(brand.lower()):
            noun = thing(groups.get("brand_noun") or "")
            found.append(f"{brand.lower()} {noun}".strip())
        if (groups.get("one") or "").lower().startswith("to "):
            continue  # "forget to stay positive and motivate others"
        found += [thing(phrase or "") for phrase in (groups.get("one"), groups.get("two"))]
        # the rest of a list: "packed my wetsuit, fins and a spare mask"
        first = thing(groups.get("one") or "")
        more = _MORE.match(text, match.end()) if match.re is _OBJECT and first else None
        while more is not None:
            # each a noun phrase whole, not a clause ("…, they're too small")
            phrases = [(more.group(g) or "").lower() for g in ("one", "two")]
            found += [thing(p) for p in phrases if thing(p) == " ".join(p.split())]
            more = _MORE.match(text, more.end())
    known = set(items) & said  # read only where a thing is named
    for match in _OBJECT_IF_A_THING.finditer(text) if known else ():
        for phrase in (match.group("one"), match.group("two")):
            noun = thing(phrase or "")
            if noun and noun.rsplit(" ", 1)[-1] in known:
                found.append(noun)
    return [f for f in dict.fromkeys(found) if f]


def thing(phrase: str) -> str:
    """The object phrase as a thing ("secondhand treadmill"), or "" when it names no thing."""
    words = phrase.lower().split()
    if not words or words[0] in _PARTICLES or words[0] == "to":  # "growing up fast"
        return ""
    head = words[-1]
    if head in NOT_A_THING or head[:-1] in NOT_A_THING or head in STOPWORDS or head in TIME_WORDS:
        return ""
    if len(head) < 3:
        return ""
    abstract = head.endswith(("ly", "ing", "where", "ness", "tion", "ment", "ity", "ism", "ship"))
    # "grew tired", "eat healthier": no noun; "e-bike" is one
    abstract = abstract or head.endswith("ier") or (head.endswith("ed") and len(head) > 4)
    abstract = abstract or (head.endswith(("able", "ible")) and len(head) > 9)  # "unforgettable"
    if RELATION_WORDS.fullmatch(head) or abstract or not head.replace("-", "").isalpha():
        return ""
    if singular(head) in EVENT_NOUNS | PLACE_NOUNS or head.endswith(PLACE_ENDINGS):
        return ""
    said = modifiers(words[:-1], determined=True)
    if singular(head) in BODY_PARTS and not set(said) - QUALITIES:
        return ""
    return " ".join([*said, head])
