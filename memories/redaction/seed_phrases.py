"""BIP-39 seed phrases, by the word lists of the `mnemonic` package (part of `codes`).

Part of the scrubber (`memories.redaction`); pure. The seed-phrase word lists are BIP-39's own,
as the `mnemonic` package ships them (all of them: English, Spanish, French, Italian,
Portuguese, Czech, Russian, Turkish, Korean, Japanese, Chinese simplified and traditional, whose
words are one character each, written apart): a run of twelve or more listed words is a seed
phrase when its checksum is valid, or when it is not prose (hardly any of its words are function
words), or when a phrase of a valid length and checksum starts or ends it (a listed word of the
sentence joins it). A word's combining marks are read composed (kana with their voicing marks
apart, as `mnemonic` writes them); a word a decoding error broke (U+FFFD inside it) stands for a
listed one. Each is scrubbed whole.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from functools import cache

from memories.redaction.family import Family, Span
from memories.redaction.labels import PROSE_WORDS

__all__ = ["FAMILIES"]


@cache
def _languages() -> tuple[str, ...]:
    """Every list the installed `mnemonic` ships (a language it adds is read too)."""
    from mnemonic import Mnemonic

    return tuple(sorted(Mnemonic.list_languages()))


_SEED_MIN_WORDS = 12
_SEED_PROSE_SHARE = 0.2  # at most this share of function words in a run without a valid checksum

# Between two words of a phrase: spaces, commas, a JSON list's `", "`, ` - `, ` | `, ` / `; a
# word's number in a numbered list before it, in any style (`2.`, `(2)`, `[2]`, `#2`, `02 `, `2:`, `2 - `).
_SEED_SEP = r"[\s,;\"'|/·•\-" + "\u2013" + r"]+"  # (the en dash written out: RE2 reads no \u)
_NUMBERING = r"(?:[(#\[]?\d{1,2}(?:[ \t]*[.):\]\-][ \t]*|[ \t]+))?"
# Twelve words of a word list, one after another (what any seed phrase starts with).
# Korean, Japanese and Chinese words are shorter (a Chinese one is a single character): runs of
# those scripts' letters, whose first look is never ASCII text's.
_CJK_WORD = "[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{1,9}"
# A Chinese phrase written without spaces, one character a word, after its label (`助记词: …`):
# twelve to twenty-four characters of one list whose checksum is valid.
_HAN = "\u4e00-\u9fff"  # (written out: RE2 reads no \\u)
_HAN_SEED_RE = re.compile(
    r"(?i:助记词|助記詞|助记|助記|种子|種子|恢复词|恢復詞|mnemonic|seed)[^\n" + _HAN + r"]{0,16}"
    r"(?P<run>[" + _HAN + r"]{12,24})(?![" + _HAN + r"])"
)
_SEED_GATE_RE = re.compile(
    r"(?:[^\W\d_]{3,10}" + _SEED_SEP + _NUMBERING + r"){11}[^\W\d_]{3,10}"
    r"|(?:"
    + _CJK_WORD
    + _SEED_SEP
    + _NUMBERING
    + r"){11}"
    + _CJK_WORD
    + r"|"
    + _HAN_SEED_RE.pattern.replace("(?P<run>", "(?:")
)
# A word, its combining marks kept (a kana's voicing mark written apart, `ぼ`: read composed),
# and a character a decoding error replaced inside it (U+FFFD: one word of the Russian list
# `mnemonic` ships is written so).
_WORD_RE = re.compile(r"[^\W\d_]+(?:(?:[\u0300-\u036f\u3099\u309a]|\ufffd)+[^\W\d_]*)*")
# A word a decoding error broke stands for any listed word (its checksum may not hold).
_BROKEN = "\ufffd"
_BETWEEN_WORDS_RE = re.compile(_SEED_SEP + _NUMBERING + r"\Z")
# A word: where it starts and ends, as listed, and which end of a run it may be (`_glued`).
_Word = tuple[int, int, str, int]


@cache
def _word_lists() -> tuple[frozenset[str], tuple[tuple[frozenset[str], object], ...]]:
    """Every listed word, and each language's list with its checker."""
    from mnemonic import Mnemonic

    lists = []
    for language in _languages():
        m = Mnemonic(language)
        # Each word as it is composed (`académie`) and without its accents (`academie`): the
        # lists are decomposed, and the scrubber's view drops a combining mark after a Latin
        # letter (`redaction.view`), so decomposed text is read without them.
        words = {unicodedata.normalize("NFC", w) for w in m.wordlist}
        words |= {"".join(c for c in w if not unicodedata.combining(c)) for w in m.wordlist}
        lists.append((frozenset(words), m))
    return frozenset().union(*(words for words, _m in lists)), tuple(lists)


def _seed_phrases(text: str) -> Iterator[Span]:
    every, lists = _word_lists()
    ascii_text = text.isascii()
    if _longest_listed(_WORD_RE.findall(text), every, ascii_text) >= _SEED_MIN_WORDS:
        yield from _listed_runs(text, every, lists, ascii_text)
    for m in _HAN_SEED_RE.finditer(text) if not ascii_text else ():
        phrase = m.group("run")
        for listed, mnemonic in lists:
            joined = " ".join(phrase)
            in_list = all(c in listed for c in phrase)
            if len(phrase) % 3 == 0 and in_list and _checks(mnemonic, joined):
                yield m.start("run"), m.end("run"), "seed_phrase"


def _longest_listed(found: list[str], every: frozenset[str], ascii_text: bool) -> int:
    """The most listed words one after another, whatever is between them: a cheap bound on the
    longest run (`_runs` also reads what joins them), read before any word's place is. It stops
    once the bound reaches a seed phrase's length, or no run that long is left to find."""
    longest = streak = 0
    left = len(found)
    for word in found:
        left -= 1
        listed = (word if ascii_text else _composed(word)).lower() in every
        if listed or _BROKEN in word or (not ascii_text and _glued(word, every)):
            streak += 1
            longest = max(longest, streak)
            if longest >= _SEED_MIN_WORDS:
                return longest  # (enough: the runs are read next)
        else:
            streak = 0
            if left < _SEED_MIN_WORDS:
                return longest  # (too few words left for a run long enough)
    return longest


def _listed_runs(
    text: str,
    every: frozenset[str],
    lists: tuple[tuple[frozenset[str], object], ...],
    ascii_text: bool,
) -> Iterator[Span]:
    words = _words(text, every, ascii_text)
    # Runs listed in some language, then the runs of each language within them.
    for candidate in _runs(text, words, every):
        for listed, mnemonic in lists:
            for run in _runs(text, candidate, listed):
                if _is_seed(run, mnemonic):
                    yield run[0][0], run[-1][1], "seed_phrase"
                elif (inner := _checked_within(run, mnemonic)) is not None:
                    yield inner


def _composed(word: str) -> str:
    return word if word.isascii() else unicodedata.normalize("NFC", word)


# A word of an unspaced script glued to its neighbour (`シードフレーズはろしゅつ`: the label and
# its particle before a phrase's first word; `ちるどです`: the copula after its last): the listed
# piece at the word's end may only start a run, the one at its start only end it.
_WHOLE, _STARTS, _ENDS = 0, 1, 2
_PIECE = 12  # (the longest piece read, composed: longer than any listed word)


def _glued(word: str, every: frozenset[str]) -> tuple[int, int, int] | None:
    """The longest listed piece at either end of ``word`` as the text writes it (two characters
    at least, read composed), where it lies and which end of a run it may be; None if none."""
    for size in range(min(len(word) - 1, 2 * _PIECE), 1, -1):
        if _composed(word[-size:]).lower() in every:
            return len(word) - size, len(word), _STARTS
        if _composed(word[:size]).lower() in every:
            return 0, size, _ENDS
    return None


def _words(text: str, every: frozenset[str], ascii_text: bool) -> list[_Word]:
    """The text's words, each with which end of a run it may be (`_glued`)."""
    words: list[_Word] = []
    for w in _WORD_RE.finditer(text):
        word = w.group().lower() if ascii_text else _composed(w.group()).lower()
        if ascii_text or word in every or (glued := _glued(w.group(), every)) is None:
            words.append((w.start(), w.end(), word, _WHOLE))
        else:
            start, end, end_of_run = glued
            piece = _composed(w.group()[start:end]).lower()
            words.append((w.start() + start, w.start() + end, piece, end_of_run))
    return words


def _runs(text: str, words: list[_Word], listed: frozenset[str]) -> Iterator[list[_Word]]:
    """The runs of at least twelve listed words, one after another (a glued piece only at the
    end of a run it may be: `_glued`)."""
    run: list[_Word] = []
    for word in words:
        joined = bool(run) and _BETWEEN_WORDS_RE.match(text, run[-1][1], word[0]) is not None
        in_list = word[2] in listed or _BROKEN in word[2]
        if in_list and joined and word[3] != _STARTS:
            run.append(word)
            if word[3] == _ENDS:
                if len(run) >= _SEED_MIN_WORDS:
                    yield run
                run = []
            continue
        if len(run) >= _SEED_MIN_WORDS:
            yield run
        run = [word] if in_list and word[3] != _ENDS else []
    if len(run) >= _SEED_MIN_WORDS:
        yield run


def _is_seed(run: list[_Word], mnemonic: object) -> bool:
    phrase = [w for _s, _e, w, _g in run]
    if len(phrase) in (12, 15, 18, 21, 24) and _checks(mnemonic, " ".join(phrase)):
        return True
    prose = sum(w in PROSE_WORDS for w in phrase)
    return prose <= _SEED_PROSE_SHARE * len(phrase)


def _checked_within(run: list[_Word], mnemonic: object) -> Span | None:
    """A phrase of a valid length and checksum at the start or the end of a longer run: a
    listed word of the sentence before or after joins it (`… off the cloud repair - poem - …`)."""
    phrase = [w for _s, _e, w, _g in run]
    for size in range(min(24, len(run) - 1), _SEED_MIN_WORDS - 1, -1):
        if size % 3:
            continue
        for at in {0, len(run) - size}:
            if _checks(mnemonic, " ".join(phrase[at : at + size])):
                return run[at][0], run[at + size - 1][1], "seed_phrase"
    return None


def _checks(mnemonic: object, phrase: str) -> bool:
    try:
        return bool(mnemonic.check(phrase))  # type: ignore[attr-defined]
    except (LookupError, ValueError):  # a word of the list written without its accents
        return False


FAMILIES = (Family("seed_phrase", _SEED_GATE_RE, _seed_phrases),)
