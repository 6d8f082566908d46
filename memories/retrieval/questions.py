"""Questions in a query and in a record, read from the text alone (pure, no Django).

Asked a question, a record that answers it is better evidence than one that asks the same thing
back: in a conversation "What battery did you end up using?" shares every word and most of its
meaning with "what battery does the efoil use?", yet tells nothing. `asks` says whether a query
is a question; `asking_share` how much of a record is spent asking (the share of its words in
sentences that end with a question mark), so a turn that only asks scores near 1 and a turn
that tells something and then asks back scores in between. `subject_words` are what a saved
question and the memory that answers it have in common.
"""

from __future__ import annotations

import re

# A query opening with one of these asks, question mark or not ("when did Ana move").
QUESTION_OPENERS = frozenset(
    {"what", "which", "who", "whom", "whose", "when", "where", "why", "how",
     "do", "does", "did", "is", "are", "was", "were", "can", "could", "will", "would",
     "should", "has", "have", "had", "may", "might", "shall"}
)  # fmt: skip
# Words that tell nothing about what a text is about: a saved question and its answer share
# the words of their subject ("bike", "spring"), not these.
FUNCTION_WORDS = QUESTION_OPENERS | frozenset(
    {"a", "an", "the", "this", "that", "these", "those", "it", "its", "of", "to", "in", "on",
     "at", "by", "for", "from", "with", "as", "and", "or", "but", "if", "so", "than", "then",
     "i", "me", "my", "we", "us", "our", "you", "your", "he", "him", "his", "she", "her",
     "they", "them", "their", "there", "here", "be", "been", "being", "am", "up", "down",
     "out", "about", "into", "over", "any", "some", "all", "not", "no", "just", "ever",
     "yet", "still", "also", "too", "very", "really", "get", "got", "going", "go", "went"}
)  # fmt: skip
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")
_WORD = re.compile(r"\w+")


def asks(query: str) -> bool:
    """Whether the query is a question: it ends with a question mark or opens like one."""
    text = query.strip()
    if text.endswith("?"):
        return True
    first = _WORD.search(text)
    return first is not None and first.group(0).lower() in QUESTION_OPENERS


def asking_share(text: str) -> float:
    """The share of the text's words in sentences ending with a question mark, in [0, 1]:
    1.0 for "What battery did you use?", 0.0 for a statement, 7/8 for "Nice! What battery did
    you end up using?" (a bare interjection adds little)."""
    total = asked = 0
    for sentence in _SENTENCE.finditer(text):
        words = len(_WORD.findall(sentence.group(0)))
        total += words
        if sentence.group(0).rstrip().endswith("?"):
            asked += words
    return asked / total if total else 0.0


def subject_words(text: str) -> frozenset[str]:
    """The words of a text that say what it is about: lower-cased, function words left out
    ("Which bike did you end up buying in the spring?" → bike, end, buying, spring)."""
    return frozenset(
        word for word in (w.lower() for w in _WORD.findall(text)) if word not in FUNCTION_WORDS
    )
