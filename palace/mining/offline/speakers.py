"""Who is speaking: the names speakers give themselves, and how a fact names its speaker.

A turn labelled with a role ("user", "human") says nothing about who spoke; "Derek here." or
"I'm Ana" does, and the facts of that window are then about Derek or Ana. An assistant's own
first-person sentences ("I'd suggest …") are not facts about anyone and are left out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from palace.mining.offline.vocabulary import NOT_A_NAME, STOPWORDS, words

# "I'm Ana", "this is Ana", "my name is Ana", "call me Ana", "Derek here." — only a
# capitalised word, so "I'm tired" is not a name.
_SELF_INTRO = re.compile(
    r"(?:\b(?:i'm|i\u2019m|i am|this is|it's|it\u2019s|my name is|my name's|call me)\s+"
    r"([A-Z][a-z]+)\b"
    r"|(?:^|[.!?]\s+|\b(?:hi|hello|hey)[,!]?\s+)([A-Z][a-z]+)\s+here\b\s*(?:[.!,]|$))",
    re.IGNORECASE,
)
ROLE_LABELS = words("user human customer client guest caller visitor speaker me person participant")
ASSISTANT_LABELS = words("assistant ai bot agent system model chatbot")


def self_introduced(text: str) -> list[str]:
    """Names a speaker gives themself in `text` ("I'm Ana", "Derek here.")."""
    names: list[str] = []
    for match in _SELF_INTRO.finditer(text):
        name = match.group(1) or match.group(2)
        if name[0].isupper() and name.lower() not in NOT_A_NAME | STOPWORDS:
            names.append(name)
    return names


def is_role_label(label: str) -> bool:
    """A label that names a role, not a person ("user", "Speaker 1", "assistant")."""
    words = re.sub(r"[\d_\-:]+", " ", label).lower().split()
    return bool(words) and all(w in ROLE_LABELS | ASSISTANT_LABELS for w in words)


def is_assistant(label: str) -> bool:
    words = re.sub(r"[\d_\-:]+", " ", label).lower().split()
    return bool(words) and words[0] in ASSISTANT_LABELS


def speaker_names(turns: Iterable[tuple[str, str]]) -> dict[str, str]:
    """Each role-labelled speaker's self-given name, from (speaker, text) pairs: the first one
    they give. A speaker already labelled with a name keeps it."""
    names: dict[str, str] = {}
    for speaker, text in turns:
        if speaker in names or not is_role_label(speaker) or is_assistant(speaker):
            continue
        given = self_introduced(text)
        if given:
            names[speaker] = given[0]
    return names


def fact_subject(speaker: str, names: dict[str, str]) -> str | None:
    """How a fact names its speaker: their own name, "The user" for an unnamed role, or None
    for an assistant (whose first person states no fact about anyone)."""
    if speaker in names:
        return names[speaker]
    if is_assistant(speaker):
        return None
    if is_role_label(speaker):
        return "The user"
    return speaker
