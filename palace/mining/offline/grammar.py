"""Rewrite a first-person sentence in the third person around a speaker's name.

"I love painting with my kids" by Melanie → "Melanie loves painting with Melanie's kids";
later mentions become "their"/"them" so a sentence does not repeat the name at every word.
Pure string work on word tokens: deterministic and fast.
"""

from __future__ import annotations

import re

from palace.mining.offline.vocabulary import words

_TOKEN = re.compile(r"[A-Za-z][A-Za-z'-]*|[^A-Za-z]+")
ADVERBS = words("""
    really just also still always never recently finally actually totally absolutely
    definitely even usually often sometimes already only truly kinda sorta basically
    currently seriously literally genuinely mostly sometimes rarely barely hardly probably
    together apart anymore instead
    """)
PAST_TENSE = words("""
    was were went got made took saw ran had did said found felt left met bought brought thought
    lent led fed slept woke shot hid fought stuck hung dug meant dealt beat blew bent
    bled bred crept fled flung froze knelt laid leapt rang shook shone shrank
    slid spat sprang stole stung strode struck swore swept swung tore wept withdrew
    gave came became began sang swam won lost kept told heard built sold spent sent taught
    caught wrote drove rode flew grew knew drew threw wore chose spoke broke fell held paid
    read put set cut let hit quit shut hurt cost sat stood understood forgot ate drank
    """)
_PRESENT_EED = words("need feed proceed succeed exceed bleed breed speed heed seed weed")
_MODALS = words("can could will would should might must may shall")
_THIRD_PERSON = {
    "am": "is", "have": "has", "do": "does", "go": "goes", "don't": "doesn't",
    "haven't": "hasn't", "'m": "is", "are": "is", "were": "was", "wanna": "wants to",
    "gotta": "has to", "gonna": "is going to",
}  # fmt: skip
_CONTRACTED = {"i'm": "is", "i've": "has", "i'd": "would", "i'll": "will"}
_WE = {"we're": "are", "we've": "have", "we'll": "will", "we'd": "would"}
# A sentence that opens on a verb with no subject: "Researching adoption agencies", "Gonna …".
_SUBJECTLESS = re.compile(
    r"^(?:just\s+|still\s+|recently\s+|finally\s+|even\s+|also\s+|really\s+)?(?:[a-z]{3,}ing|gonna|been|went|got|"
    r"started|finished|signed|bought|joined|visited|adopted|moved|took|made|had)\b",
    re.IGNORECASE,
)
_NOT_GERUND = words(
    "thing something nothing anything everything morning evening during king ring spring "
    "sing bring string wing ceiling darling building feeling"
)


# "Relaxing and expressing ourselves is key": the -ing phrase is the subject, not a verb.
_GERUND_SUBJECT = re.compile(
    r"^\w+ing\b.*?(?:\b(?:is|are|was|were|has|have|helps|makes|lets|let|gives|keeps|brings|"
    r"means|takes|feels|seems|sounds|looks|can|will|would|should|must|might)\b|\w's\b)",
    re.IGNORECASE,
)


def starts_subjectless(sentence: str) -> bool:
    match = _SUBJECTLESS.match(sentence)
    if match is None:
        return False
    word = match.group(0).split()[-1].lower()
    if word.endswith("ing") and _GERUND_SUBJECT.match(sentence):
        return False
    return word not in _NOT_GERUND


def _third(verb: str) -> str:
    low = verb.lower()
    if low in _THIRD_PERSON:
        return _THIRD_PERSON[low]
    past = low.endswith("ed") and (not low.endswith("eed") or low not in _PRESENT_EED)
    if low in PAST_TENSE or low in _MODALS or past or low.endswith("n't") or "'" in low:
        return verb
    if low.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if low.endswith("y") and len(low) > 2 and low[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def first_to_third(sentence: str, name: str) -> tuple[str, str]:
    """The sentence about `name`, and the base verb that followed the first "I" (or "")."""
    tokens = _TOKEN.findall(sentence)
    out: list[str] = []
    named = False
    verb = ""

    def who() -> str:
        nonlocal named
        named = True
        return name

    if starts_subjectless(sentence):
        first = sentence.split(maxsplit=1)[0].lower()
        helper = "has" if first == "been" else ("is" if first.endswith("ing") or first ==
                                                "gonna" else "")  # fmt: skip
        out.append(f"{who()} {helper} ".replace("  ", " "))
        tokens[0] = tokens[0][0].lower() + tokens[0][1:]
    i = 0
    while i < len(tokens):
        token = tokens[i]
        low = token.lower()
        if low in _CONTRACTED:
            out.append(f"{who()} {_CONTRACTED[low]}")
            verb = verb or ("am" if low == "i'm" else "")
        elif low == "i":
            out.append(who())
            j = i + 1
            while j + 1 < len(tokens) and tokens[j + 1].lower() in ADVERBS and j + 2 < len(tokens):
                j += 2
            if j + 1 < len(tokens) and tokens[j].isspace():
                out.extend(tokens[i + 1 : j + 1])
                conjugated = _third(tokens[j + 1])
                verb = verb or tokens[j + 1].lower()
                out.append(conjugated)
                i = j + 2
                continue
        elif low in ("me", "myself"):
            out.append(("them" if named else who()) if low == "me" else "themself")
        elif low in ("my", "mine"):
            out.append("their" if named and low == "my" else f"{who()}'s")
        elif low in _WE:
            out.append(f"{name} and others {_WE[low]}" if not named else f"they {_WE[low]}")
            named = True
        elif low == "we":
            out.append(f"{name} and others" if not named else "they")
            named = True
        elif low in ("us", "ourselves"):
            out.append("them" if low == "us" else "themselves")
        elif low in ("our", "ours"):
            out.append("their" if low == "our" else "theirs")
        else:
            out.append(token)
        i += 1
    text = "".join(out).strip()
    return (text[:1].upper() + text[1:] if text else text), verb
