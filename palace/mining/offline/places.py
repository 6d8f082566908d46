"""Named places in a text: a capitalised name after a word of place ("in Porto", "at REI") or
shaped like a place ("Mount Rainier", "Elm Street", "the Grand Canyon").

Not a place: a person one sends, gives or talks to ("send it to Laura"), nor someone whose
thing it is ("at Marco's restaurant"); "at Luigi's" alone is the shop.
"""

from __future__ import annotations

import re

from palace.mining.offline.nouns import EVENT_NOUNS, ITEM_NOUNS, noun_pattern

# Latin letters with their accents ("Tromsø", "Taupō", "Đà Lạt").
_ACCENTED = "\u00df-\u00f6\u00f8-\u00ff\u0100-\u017f\u1e00-\u1eff"
NAME_WORD = rf"[A-Z\u00c0-\u00d6\u00d8-\u00de\u0100-\u017f\u1e00-\u1eff][a-zA-Z{_ACCENTED}]+"
# A person's name is capitalised, not in capitals ("NYC", "FIFA") nor camel-cased ("TikTok").
# Hyphenated ("Jae-won", "Seo-yeon") and with a prefix ("DeShawn", "McKenzie") it still is.
_CAPITAL = "A-Z\u00c0-\u00d6\u00d8-\u00de\u0100-\u017f\u1e00-\u1eff"
PERSON_WORD = (
    rf"(?:Mc|Mac|De|Le|La|Di)?[{_CAPITAL}][a-z{_ACCENTED}]+(?:-[{_CAPITAL}a-z][a-z{_ACCENTED}]+)?"
)
_CUE = re.compile(
    r"\b(?P<cue>in|to|from|at|visit(?:ed|ing)?|near|around|outside|moved to|live in|lives in|"
    r"(?:leave|leaves|left|leaving|headed|heading|bound)\s+for)\s+"
    rf"(?P<name>(?:the\s+)?(?:(?:St|Mt|Ft)\.\s+)?{NAME_WORD}(?:\s+{NAME_WORD}){{0,2}})"
    r"(?P<possessive>['\u2019]s)?"
)
# Names shaped like places wherever they stand.
_SHAPED = re.compile(
    rf"\b(?:(?:Mount|Mt|Lake|Fort|Port|Cape)\s+{NAME_WORD}"
    rf"|(?:{NAME_WORD}|\d+(?:st|nd|rd|th))\s+(?:Street|Avenue|Road|Boulevard|Lane|Drive|Square|"
    r"Park|Beach|Bay|Valley|Canyon|Falls|Island|Islands|Hill|Hills|Heights|Mountains|River|"
    r"Museum|Station|Airport|Bridge|Center|Centre|Tower|Palace|Castle|Cathedral|Stadium|Zoo))\b"
)
# A part of a named place: "the coast of Belize", "the top of the Eiffel Tower".
_PART_OF = re.compile(
    r"\b(?:coast|shore|shores|top|streets|outskirts|heart|middle|center|centre|north|south|"
    rf"east|west|city|island|capital|suburbs)\s+of\s+(?:the\s+)?(?P<name>{NAME_WORD}"
    rf"(?:\s+{NAME_WORD}){{0,2}})"
)
# "send it to Laura", "talk to Laura", "gave it to Pedro": "to" a person.
TO_SOMEONE = re.compile(
    r"\b(?:send|sent|give|gave|given|talk|talked|talking|speak|spoke|say|said|tell|write|wrote|"
    r"mail|mailed|text|texted|introduce|introduced|lend|lent|show|showed|pass|passed|hand|"
    r"handed|reply|replied|listen|listened|married|engaged|proposed|explain|explained|"
    r"it|them|this|that|one)\s+to\s+$"
    # what one returns or hands back to someone: "returned the hiking poles to Pieter"
    r"|\b(?:return|returns|returned|returning|hand|handed|gave|give|lend|lent)\s+"
    r"(?:[\w'-]+\s+){1,4}to\s+$",
    re.IGNORECASE,
)


_TITLE = re.compile(r"(?:Mr|Mrs|Ms|Dr|Prof|Miss)\b\.?")
NAMES_A_KIND = re.compile(rf"^\s+(?:{noun_pattern(EVENT_NOUNS | ITEM_NOUNS)})\b", re.IGNORECASE)


def named_places(text: str) -> list[str]:
    """The named places of `text`, without a leading "the" ("the Blue Note" → "Blue Note")."""
    found: list[str] = []
    for match in _CUE.finditer(text):
        name = match.group("name").removeprefix("the ").removeprefix("The ")
        if _TITLE.match(text, match.start("name")):  # "to Mr. Okafor": a person
            continue
        if match.group("cue") == "to" and TO_SOMEONE.search(text[: match.start("name")]):
            continue
        if NAMES_A_KIND.match(text[match.end() :]):  # "from the Bowie exhibition"
            continue
        if match.group("possessive"):
            # "at Marco's restaurant" is Marco's; "at Luigi's after the game" is the place.
            if re.match(r"\s+(?!(?:after|before|on|in|at|for|with|and|or|to)\b)[a-z]",
                        text[match.end() :]):  # fmt: skip
                continue
            name += match.group("possessive")
        found.append(name)
    found += [m.group(0) for m in _SHAPED.finditer(text)]
    found += [m.group("name") for m in _PART_OF.finditer(text)]
    return list(dict.fromkeys(found))
