# ruff: noqa: RUF001, RUF002  (the words of other languages are this file's data)
"""A password named on its line and closing it, after a few words of any language in between.

Part of the scrubber (`memories.redaction`); pure. People name the password, then say "is" in
their own language, an aside, or a step, and end the line with it: `mot de passe Ameli, c'est
X`, `master password (spare laptop) X`, `password no ne X`, `awal uffir amaynut d X`, `yañı parol
X`. The "is" is no word list: one to five short words or an aside in brackets may stand between
the label (`label_search`, a password's or a key's, any language) and the value, and the value
must close the line. Since the label named a password, its look is read more leniently than a
bare line's (`closing_value`), yet no prose: letters and two digits or more with both cases or a
sign (`Akbou-YANTIQ06`, `idir?1989`, `Ngozi.BOREKAS71`, `YakovYantiq0804`), or three words or more
joined by a sign with a sign ending them (`salonika.obuasi.ormoc~`). A line that names the
password and ends may leave the value to the next, a runbook's step (`reset the admin password` /
`3. set it to X`). After a word for "secret"
(`fraza sekreta`, `серле һөйләме`, `siri`) four words or more joined by one sign are a passphrase
(`meadow.cedar.harbour.copper.thunder`). Versions, dates, paths, addresses and names of code stay.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.closing_value import NETWORK_RE
from memories.redaction.family import Family, Span
from memories.redaction.label_search import label_matches
from memories.redaction.labels import label_kind
from memories.redaction.lines import line_start
from memories.redaction.shaped import DIGITS_INSIDE_RE, NOT_MODIFIERS, numbered_words
from memories.redaction.shapes import generator_shaped, unreadable_letters

__all__ = ["FAMILIES"]

# After a comma, one to three short words to the line's end: a particle or an aside that closes
# a chat's line (`…, bantiox`, `…, noh tel nobadi`).
_TAIL = r"(?:,[ \t]+[^\W\d_][\w'’]{0,11}(?:[ \t]+[^\W\d_][\w'’]{0,11}){0,2})?"
# The line's last token, a word of its own (what may trail it: a full stop, a comma, a tail).
_CLOSING_RE = re.compile(
    r"(?P<gap>[^\n]{0,48}?)(?<=[ \t])(?P<v>[^\W_][^\s\"'`()\[\]{}<>|,;“”„«»‘’‹›「」%]{7,63})"
    + _TAIL
    + r"[ \t.,;]*(?=\n|\Z)"
)
# The rest of a line that named a password (two words at most), then the next line's step: a list
# mark, then "set it to", "change to", "use" in any language (a verb and a short word or two).
_NEXT_STEP_RE = re.compile(
    r"(?:[ \t]+[^\W\d_][\w\-]{0,15}){0,2}[ \t:.]*\r?\n[ \t]*(?:\d{1,2}[.)]|[-*•])?[ \t]*"
    r"(?=[^\W\d_][\w'’]{1,14}(?:[ \t]+[^\W\d_][\w'’]{0,5}){0,2}[ \t]+[^\s]{8,64}[ \t.]*(?:\n|\Z))"
)
_GAP_WORD_RE = re.compile(r"[^\W\d_][\w'’\-]{0,11}|\([^()\n]{0,32}\)|[:=,\-–>]")
_MAX_GAP_WORDS = 5
# An English participle between them reports on the password (`password changed: …`, `password
# expiring …`): what follows is a message, not the password.
_REPORTED = ("ed", "ing")
_BROKEN_GAP_RE = re.compile(r"[.!?;][ \t]|\d")
_NOT_A_PASSWORD_RE = re.compile(
    r".*\d\.\d.*|v?\d+(?:[.\-]\d+)+[\w.\-]*|\d{2,4}[\-/.:]\d.*|.*://.*|.*@.*|.*[/\\].*|.*\.(?:com|org|net"
    r"|io|py|js|ts|md|txt|json|yaml|yml|toml|sh|exe|html?)|[#$@].*|[\w\-]*_[\w\-]*"
)
_DIGIT_RE = re.compile(r"\d")
_LOWER_RE = re.compile(r"[^\W\d_A-Z]")
_UPPER_RE = re.compile(r"[A-Z]")
_SIGNS = frozenset("!?~#$%&*+^@.-")
_SIGN_END_WORDS_RE = re.compile(r"[^\W\d_]{3,14}(?:[.\-+][^\W\d_]{3,14}){2,6}[!?~#$%&*+^]")
# Small letters and a digit that no one could say: five consonants or more in a row, as a
# network's generated key (`abt7dhptvfft`, `neavdpgnp3`; never a compound word, with no digit).
_UNSPOKEN_RE = re.compile(
    r"(?=[a-z0-9]{8,32}\Z)(?=[a-z]*\d)[a-z0-9]*[bcdfghjklmnpqrstvwxz]{5}[a-z0-9]*"
)
# Small letters alone that no one could say: ten or more, one in eight of them a vowel at most
# (`gtydbcnhzgxd`, a network's generated key with no digit; no word is spelled so sparsely); on a
# line that names a network, a quarter (`y` one too) and four consonants running (`와이파이 …
# Guest 비번 mpmeyetfgspt`; a German compound, `rechtsschutzversicherung`, elsewhere).
_UNSPOKEN_LETTERS_MIN = 10
_UNSPOKEN_VOWELS = 0.125
_NETWORK_KEY_VOWELS = 0.25
# A word, its number, a sign and another word: `darius1974.concarneau`.
_WORD_YEAR_WORD_RE = re.compile(r"[^\W\d_]{4,12}\d{2,4}[.\-_][^\W\d_]{4,12}")
_PASSPHRASE_RE = re.compile(r"[a-z]{3,12}(?:([.\-])[a-z]{3,12})(?:\1[a-z]{3,12}){2,6}")
# The word for "secret" in many languages (Latin, Cyrillic, Greek, Hebrew, Arabic script, Hindi,
# Chinese, Korean; Swahili, Hausa, Yoruba, Turkish, Malay, Tagalog, Icelandic, Maltese, Welsh).
_SECRET_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:se[ck]re|segre|secr|sekr|серл|секр|сыр|siri|sirri|gizli|tajn|titk"
    r"|hemmel|salaj|geheim|rahasia|rahsia|lihim|leyni|sigriet|cyfrin|r[úu]nda|slepen|slapt"
    r"|a?[sṣ][ìi]r[íi]|нууц|құпия|таємн|тайн|μυστικ|סוד|سر|رمز|गुप्त|秘密|비밀))"
)


def _lenient(value: str, *, network: bool = False) -> bool:
    """A password's look, read leniently after a label that named one (a network's key where
    ``network``: its line names one)."""
    if _NOT_A_PASSWORD_RE.fullmatch(value) or value.isdigit():
        return False
    if _SIGN_END_WORDS_RE.fullmatch(value):
        return True
    if _UNSPOKEN_RE.fullmatch(value):
        return True  # (`abt7dhptvfft`: no language strings five consonants so, lower-case)
    vowels = _NETWORK_KEY_VOWELS if network else _UNSPOKEN_VOWELS
    if unreadable_letters(value, _UNSPOKEN_LETTERS_MIN, vowels):
        return True
    if DIGITS_INSIDE_RE.fullmatch(value):
        return True  # (`clave correo marleni3000m!`: a number pushed into a name)
    if _GATE_SIGN_RE.search(value) and generator_shaped(value):
        return True  # (a digit or a sign the gate reads: `uZYG*qakRIV~Dnc`, `word_word_word97`)
    if len(_DIGIT_RE.findall(value)) < 2 or _LOWER_RE.search(value) is None:
        return False
    if value[0].isdigit() or value.rstrip("0123456789") == value:
        return any(c in _SIGNS for c in value) and _UPPER_RE.search(value) is not None
    return _UPPER_RE.search(value) is not None or any(c in "!?~#$%&*+^" for c in value)


def _joined(value: str) -> bool:
    """Words and a number joined by a sign (`pargo.tarpon.75`, `darius1974.concarneau`): a
    password after its label unless the words between talk about it (`password reset at
    build.step.12`)."""
    return numbered_words(value) or _WORD_YEAR_WORD_RE.fullmatch(value) is not None


def _labelled(text: str) -> Iterator[Span]:
    # The value's look first, the rarer part: a line's last token of a password's or a passphrase's
    # look, before the labels are read.
    lenient = phrase = False
    for m in _LAST_TOKEN_RE.finditer(text):
        value = m.group(1).rstrip(".,;:")
        lenient = lenient or _lenient(value, network=True) or _joined(value)
        phrase = phrase or _PASSPHRASE_RE.fullmatch(value) is not None
    if not (lenient or phrase):
        return
    found: set[int] = set()
    for kw in label_matches(text):
        kind = label_kind(kw.group("label"))
        if kind in ("password", "key"):
            yield from _closing_after(text, kw.end(), kind == "password", found)
    for m in _SECRET_RE.finditer(text) if phrase else ():
        yield from _closing_after(text, m.end(), False, found)


_LINE_BACK = 80  # (the most characters read back from the label for a network's word)


def _closing_after(text: str, end: int, named: bool, found: set[int]) -> Iterator[Span]:
    m = _CLOSING_RE.match(text, end)
    step = _NEXT_STEP_RE.match(text, end) if named else None
    if m is None and step is not None:  # (the label closed its line: a step says the value)
        m = _CLOSING_RE.match(text, step.end())
    if m is None or m.start("v") in found:
        return
    gap = m.group("gap")
    pieces = _GAP_WORD_RE.findall(gap)
    said = [p.lower() for p in pieces if p[0].isalpha()]
    if len(said) > _MAX_GAP_WORDS or any(len(w) > 4 and w.endswith(_REPORTED) for w in said):
        return
    if _BROKEN_GAP_RE.search(gap):  # (a sentence ended, or a count or a version came between)
        return
    value = m.group("v").rstrip(".,;:")
    joined = _joined(value) and not any(w in NOT_MODIFIERS for w in said)
    network = NETWORK_RE.search(text, line_start(text, end, _LINE_BACK), end) is not None
    if (named and (_lenient(value, network=network) or joined)) or _PASSPHRASE_RE.fullmatch(value):
        found.add(m.start("v"))
        yield m.start("v"), m.start("v") + len(value), "password_assignment"


# A line closing with a word that holds a digit or a sign, or words joined by a dot or a dash,
# or small letters with five consonants running: ASCII, so the first look rules out the family
# in a text with none.
_GATE_RE = re.compile(
    r"[ \t](?:[^\s]*(?:[0-9!?~#$%&*+^]|[a-z][.\-][a-z])[^\s]*|[a-z]*[b-df-hj-np-tv-xz]{5}[a-z]*)"
    + _TAIL
    + r"[ \t.,;]*(?:\n|\Z)"
)
_GATE_SIGN_RE = re.compile(r"[0-9!?~#$%&*+^]")
_LAST_TOKEN_RE = re.compile(r"[ \t]([^\W_][^\s]{7,63})" + _TAIL + r"[ \t.,;]*(?=\n|\Z)")

FAMILIES = (Family("labelled_closing", _GATE_RE, _labelled),)
