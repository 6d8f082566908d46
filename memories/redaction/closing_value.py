# ruff: noqa: RUF001  (dashes and arrows of other keyboards separate a value)
"""A value of unmistakable password shape that closes a short line, whatever words come before.

Part of the scrubber (`memories.redaction`); pure. A label word list grows one language at a time
(`label_words`); the value's look carries to every language nobody listed. A line of a few words
in any language (`pakasqa simiy kanmi …`, `ko 'eku lea fakapulipuli ko …`) that ends with a token
no prose word, version, path, host, mail address or code identifier has goes, the token only:

- letters, digits and a symbol, both cases or the digits among the letters (`l8ayJtG$4OfQ`,
  `0c3l0t*61`, `Ndeye1971%`), or after a colon a name, a year and a symbol (`Koffi1985!`);
- letters and digits, random in case (`MB2150dmns`: digits between capitals and small letters);
- capitalised words joined by dashes with a number (`Wren-Basalt-Tundra4`), or four capitalised
  words run together with a number between them (`MyHeronAte7Figs`), as people make passphrases;
- on a line that names a wireless network, small words and a number joined (`mesa-cove-908`),
  or alone on the line after one that ends naming it (`… wifi` / `baiterek.baursak.sterlyad.2033`);
- after a separator or a short "is" (`este`, `ni`, `e`), a password generator's shape
  (`shapes.generator_shaped`: `Poe.vilyuysk035`), unless a word of the line names a user, a
  host or a file (`generated_values.NAME_LABELS`);
- four words or more joined the same way, a number in one (`puffin.mandolin.dulcimer.bodhran20`);
- after a colon or a bar alone, three capitalised words run together and a sign, no digit
  (`WetGannetsAtLavvu?`: `closing_camel`, a family of its own behind its own cheap look).

What closes the line may follow it: a short chat word (`ok`, `nya`), an emoji, an aside in
brackets. The token must be the line's last, after at least one word and at most fourteen. A
speaker's whole message (`Fatos: …` at a line's start) may be such a token, or letters alone whose
cases switch at random, a note after a comma (`speaker_value`); words run together stay there.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from memories.redaction.entropy import ENCODED_SAID_RE
from memories.redaction.family import Family, Span
from memories.redaction.generated_values import NAME_LABELS
from memories.redaction.labels import PRODUCT_CODE_BEFORE_RE, words
from memories.redaction.shaped import (
    DIGITS_INSIDE_RE,
    PASSWORD_SYMBOLS,
    numbered_passphrase,
    password_shaped,
    random_letters,
)
from memories.redaction.shapes import generator_shaped

__all__ = ["FAMILIES", "camel_with_sign", "closing_shaped"]

# The last token of a line, what may trail it (a chat word of up to four letters, an emoji or
# another sign, an aside in brackets) and the line's end.
_CLOSING_RE = re.compile(
    r"(?<=[^\s])(?P<sep>[ \t]+(?:[|:=\-–—>→/·•][ \t]+)?)(?P<v>[^\s\"'`()\[\]{}<>|,;]{8,40})"
    r"(?P<tail>(?:[ \t]+(?:[^\W\d_]{1,4}|[^\w\s]{1,3}))?[ \t]*(?:\([^()\n]{0,48}\))?)"
    r"[ \t.,;]*(?=\n|\Z)"
)
_MAX_WORDS = 14
_WINDOW = 112  # a line's last characters: the token (40), what trails it (an aside of 48), space
_DIGIT_RE = re.compile(r"\d")
_RANDOM_SWITCHES = 6
_NOT_IN = re.compile(r"[/\\=:.]|^[-_]|_\Z")  # a path, a query, a host, a flag, a reference
# A sign first: a tag, a variable, a mention (`#release2024`, `$HOME`), unless random in case.
_SIGN_FIRST = "#@$~%&"
_MAIL_RE = re.compile(r"[^@\s]+@[\w\-]+(?:\.[\w\-]+)+")
# (no `#`, `-`, `_`, `.` nor `/` between: `ORDER#5520`, `ISO-9001` are numbers)
_CAPITALS_SIGN_DIGITS_RE = re.compile(r"[A-Z]{4,12}[?!*$%&@^~+=][0-9]{3,6}")
_NAME_YEAR_RE = re.compile(r"[A-Z][a-z]{2,12}(?:19|20)\d{2}[!?@#$%&*]")
_CAPITALISED_JOINED_RE = re.compile(r"[A-Z][a-z]{2,14}(?:-[A-Z][a-z]{2,14}){1,5}\d{1,4}")
_CAMEL_SENTENCE_RE = re.compile(r"(?:[A-Z][a-z]{1,14}){3,}\d{1,4}(?:[A-Z][a-z]{1,14})+")
_SMALL_JOINED_RE = re.compile(r"[a-z]{3,12}(?:-[a-z]{3,12}){1,3}-\d{2,4}")
NETWORK_RE = re.compile(
    r"(?i:wi[ \-]?fi|wlan|ssid|network|router|hotspot|netzwerk|r[ée]seau|\bred\b|\brete\b|sie[cć]"
    r"|netwerk|n[äa]tverk|verkko|rede\b|mạng|сеть|мереж|와이파이)"
)
_DIGIT_RUNS_RE = re.compile(r"\d+")
# English short words before a name, never an "is" (`migrated to Flask-Login-Helper2`).
_NOT_IS = words("for to in on at of from with by via into the a an and or use see run")
_LETTER_RE = re.compile(r"[^\W\d_]")
# A line of code: a call, a block, an import.
_CODE_LINE_RE = re.compile(r"[(){}]|^\s*(?:from|import|def|class|return|const|let|var)\s")
_STEM_RE = re.compile(r"[A-Za-z0-9]+")
_LETTER_WORD_RE = re.compile(r"[^\W\d_]+")
_WORDS_RUN_RE = re.compile(r"(?:[A-Z]?[a-z]{2,}|[A-Z]+|\d+)+")
_CAMEL_PART_RE = re.compile(r"[A-Z]?[a-z]{3,}|\d+")
_WIDTH_PART_RE = re.compile(r"[A-Z]?[a-z]{2,}|\d+")


def _mixed(core: str) -> bool:
    """Both cases, or two runs of digits among the letters (`0c3l0t`, leet)."""
    upper = any(c.isupper() for c in core)
    lower = any(c.islower() for c in core)
    return (upper and lower) or len(_DIGIT_RUNS_RE.findall(core)) >= 2


# The widths of bits and bytes that name an algorithm's variant (`Basic256Sha256`, `Aes128Gcm`).
_WIDTHS = frozenset(
    ("1", "8", "16", "32", "64", "128", "192", "224", "256", "384", "512", "1024", "2048", "4096")
)


def _identifier(core: str) -> bool:
    """Words of three letters or more run together with one number, or with widths only: a code
    identifier (`Base64Encoder`, `utf8Decoder`, OPC UA's `Basic256Sha256`), not a random run."""
    parts = _CAMEL_PART_RE.findall(core)
    if "".join(parts) == core and sum(p.isdigit() for p in parts) == 1:
        return True
    parts = _WIDTH_PART_RE.findall(core)  # (`Sha`, `Aes`: names of three letters)
    return "".join(parts) == core and _WIDTHS.issuperset(p for p in parts if p.isdigit())


def closing_shaped(
    token: str, *, after_colon: bool = False, network: bool = False, joined: bool = True
) -> bool:
    """Whether ``token`` (a line's last) has a shape only a password has; words joined into one
    only where ``joined`` (after a separator or a short word such as "is")."""
    core = token.rstrip(".,;:")
    if (joined or after_colon) and core.isascii() and numbered_passphrase(core):
        return True  # (`puffin.mandolin.dulcimer.bodhran20`: dots, but no host or reference)
    if not core.isascii() or _NOT_IN.search(core) or _MAIL_RE.fullmatch(core):
        return False
    if core.startswith(tuple(_SIGN_FIRST)):
        rest = core[1:]
        return len(rest) >= 8 and _random_case(rest)
    if joined and (_CAPITALISED_JOINED_RE.fullmatch(core) or _CAMEL_SENTENCE_RE.fullmatch(core)):
        return True
    if joined and network and _SMALL_JOINED_RE.fullmatch(core):
        return True
    if not any(c.isdigit() for c in core) or not any(c.isalpha() for c in core):
        return False
    inner = core.rstrip("!?")
    if after_colon and _CAPITALS_SIGN_DIGITS_RE.fullmatch(core):
        return True  # (a word in capitals, a sign, digits: `CALAO?5272`, `BALEINE*9473`)
    if any(c in PASSWORD_SYMBOLS for c in inner):
        # (or digits inside small letters, a sign closing them: `daekat231m~`)
        return len(core) >= 8 and (
            _mixed(inner)
            or (DIGITS_INSIDE_RE.fullmatch(core) is not None and core[-1] in PASSWORD_SYMBOLS)
        )
    if after_colon and _NAME_YEAR_RE.fullmatch(core):
        return True
    if "-" in inner and not joined:
        return False  # (words and a number joined: a name, `Default-Domain-Policy2`)
    if _random_case(inner):
        return True  # (`QArLh2y6j`)
    return password_shaped(inner) and _mixed(inner) and not _identifier(inner)


def _random_case(core: str) -> bool:
    """Both cases, switching often, and not words run together (`TestModel2Factory`)."""
    return (
        _switches(core) >= _RANDOM_SWITCHES
        and any(c.isupper() for c in core)
        and any(c.islower() for c in core)
        and not _WORDS_RUN_RE.fullmatch(core)
    )


def _switches(core: str) -> int:
    """How often the run changes between capitals, small letters and digits."""
    classes = [c.isupper() - c.isdigit() for c in core if c.isalnum()]
    return sum(a != b for a, b in itertools.pairwise(classes))


def _line_ends(text: str) -> Iterator[re.Match[str]]:
    """Each line's closing token, searched in the line's last characters only."""
    start = 0
    while start <= len(text):
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        lo = max(start, end - _WINDOW)
        if _worth(text[lo:end]) and (m := _CLOSING_RE.search(text, lo, end)):
            yield m
        start = end + 1


def _worth(tail: str) -> bool:
    """Whether one of the line's last two tokens (an aside in brackets left out) is long enough
    and holds a digit: every shape above does."""
    if tail.rstrip().endswith(")") and (cut := tail.rfind("(")) >= 0:
        tail = tail[:cut]
    return any(len(t) >= 8 and _DIGIT_RE.search(t) for t in tail.rsplit(None, 2)[-2:])


def _closing(text: str) -> Iterator[Span]:
    for m in _line_ends(text):
        if not closing_shaped(m.group("v"), after_colon=True, network=True) and not (
            generator_shaped(m.group("v").rstrip(".,;:"))
        ):
            continue  # (the shape, however read, first: it is cheaper than the line's words)
        line_start = text.rfind("\n", 0, m.start()) + 1
        before = text[line_start : m.start()]
        if (
            len(before.split()) > _MAX_WORDS
            or not _LETTER_RE.search(before)
            or before.rstrip().endswith(",")  # (a list: `import A, B`)
            or _CODE_LINE_RE.search(before)
        ):
            continue
        if PRODUCT_CODE_BEFORE_RE.search(before) or ENCODED_SAID_RE.search(before):
            continue  # (a product's or a part's code names what is sold: `product code RO-…`;
            # an encoding's text is a file's: `logo.png base64 preview starts …`)
        after_colon = before.rstrip().endswith(":") or m.group("sep").strip() in (":", "|")
        network = NETWORK_RE.search(before) is not None
        last = before.split()[-1]
        joined = bool(m.group("sep").strip()) or (
            last.isalpha() and last.islower() and len(last) <= 5 and last not in _NOT_IS
        )
        value = m.group("v")
        if not closing_shaped(
            value, after_colon=after_colon, network=network, joined=joined
        ) and not (
            joined
            and not text.startswith("(", m.end("v"))  # (a call: `xxhash.xxh64()`)
            and generator_shaped(value.rstrip(".,;:"))
            and not any(w.lower() in NAME_LABELS for w in _LETTER_WORD_RE.findall(before))
        ):
            continue  # (or a password generator's shape after an "is", no name's label)
        stem = _STEM_RE.match(value)
        if (stem and len(stem.group()) >= 6 and stem.group() in before) or (
            not numbered_passphrase(value.rstrip(".,;:"))  # (a network's name before its key)
            and any(len(t) >= 8 and closing_shaped(t) for t in before.split())
        ):
            continue  # (a value, or its stem, said earlier on the line: the last token is about it)
        core = value.rstrip(".,;:")
        if closing_shaped(core.rstrip("!?"), network=network, joined=joined):
            core = core.rstrip("!?")  # (a stop after the value, not a part of it)
        yield m.start("v"), m.start("v") + len(core), "password_assignment"


# A line that ends naming a wireless network (`Ферма Гнатюків wifi`), perhaps a colon after it,
# and its key alone on the next line: small words and a number joined as a password generator
# joins them (`baiterek.baursak.sterlyad.2033`; a network's own name has capitals, `TP-Link_5G`).
_NETWORK_LINE_RE = re.compile(
    r"(?im:(?<![^\W\d_])(?:wi[ \-]?fi|wlan|hotspot)[ \t]*:?[ \t]*\r?\n[ \t]*"
    r"(?P<v>[!-~]{8,40})[ \t]*$)"
)
_MAX_NETWORK_LINE_WORDS = 8


def _network_lines(text: str) -> Iterator[Span]:
    for m in _NETWORK_LINE_RE.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        before = text[line_start : m.start()]
        value = m.group("v").rstrip(".,;:")
        if len(before.split()) > _MAX_NETWORK_LINE_WORDS or _CODE_LINE_RE.search(before):
            continue
        if value.islower() and generator_shaped(value):
            yield m.start("v"), m.start("v") + len(value), "password_assignment"


# Capitalised words run together, a sign after them, closing a line after a colon or a bar and
# a few words of any language (`Isissutissaq e-mailimut: WetGannetsAtLavvu?`).
_CAMEL_SIGN = r"(?:[A-Z][a-z]{1,14}){3,6}[!?@#$%^&*+~]{1,3}"
_CAMEL_CLOSING_RE = re.compile(
    r"(?m:^(?P<before>[^\n:|]{1,60}?)[ \t]*(?::[ \t]*\|?|\|)[ \t]*(?P<v>" + _CAMEL_SIGN + r")"
    r"[ \t]*$)"
)
_MAX_LABEL_WORDS = 6
# What an error says run together (`Error: FileNotFound!`): no password.
_ERROR_HUMPS = words(
    "not no found error exception invalid failed failure denied unknown missing null none "
    "timeout forbidden unauthorized done success ready"
)
_HUMP_RE = re.compile(r"[A-Z][a-z]+")
_LONE_HUMP_RE = re.compile(r"(?<![A-Z])[A-Z][a-z]+")
_CAMEL_SIGN_RE = re.compile(_CAMEL_SIGN)


def camel_with_sign(token: str) -> bool:
    """Capitalised words run together and a sign, no error's words (`WetGannetsAtLavvu?`)."""
    return _CAMEL_SIGN_RE.fullmatch(token) is not None and not any(
        h.lower() in _ERROR_HUMPS for h in _HUMP_RE.findall(token)
    )


def _camel_closing(text: str) -> Iterator[Span]:
    for m in _CAMEL_CLOSING_RE.finditer(text):
        before = m.group("before")
        if len(before.split()) > _MAX_LABEL_WORDS or _CODE_LINE_RE.search(before):
            continue
        if camel_with_sign(m.group("v")):
            yield m.start("v"), m.end("v"), "password_assignment"


# A speaker's whole message a password's token, perhaps a comma and a note after it (`Fatos:
# XLhRsXVYGMmOAfb, kete e vura te routeri`): its time first perhaps, a name and a colon at the
# line's start (or a word said to the reader, a sentence after: `apuntá: LTfaxwy633!yd. Es …`).
# The token is closing-shaped, or letters alone whose cases switch at random (or, with a sign,
# capitals that start no word: `LTfaxwy…`).
_SPEAKER_VALUE_RE = re.compile(
    r"(?m:^[ \t]*(?:\[[^\]\n]{1,24}\][ \t]*)?[^\W\d_][\w.\-]{1,20}:[ \t]+"
    r"(?P<v>[A-Za-z0-9!@#$%^&*+?~_\-]{10,40})[ \t]*(?=,[ \t]+[^\W\d_]|\.[ \t]+[^\W\d_]|$))"
)
_SPEAKER_SWITCHES, _SPEAKER_LETTERS = 6, 12


def humped(value: str, *, lone: bool = False) -> bool:
    """Whether capitalised words of three letters or more make half of the value's letters:
    words run together (`iPhone15ProMax`, `Invalid#Token9`), no made-up token."""
    hump = _LONE_HUMP_RE if lone else _HUMP_RE  # (lone: no capital just before it)
    humps = sum(len(h) for h in hump.findall(value) if len(h) >= 3)
    return 2 * humps >= sum(c.isalpha() for c in value)


def has_symbol(value: str) -> bool:
    """Whether ``value`` holds one of a password's symbols (`!@#$%^&*+?~`)."""
    return any(c in PASSWORD_SYMBOLS for c in value)


def _speaker_values(text: str) -> Iterator[Span]:
    for m in _SPEAKER_VALUE_RE.finditer(text):
        value = m.group("v")
        if humped(value) and not (has_symbol(value) and not humped(value, lone=True)):
            continue  # (words run together: `iPhone15ProMax`, `TestModelFactory`)
        if closing_shaped(value, joined=False) or random_letters(
            value, switches=_SPEAKER_SWITCHES, least=_SPEAKER_LETTERS
        ):
            yield m.start("v"), m.end("v"), "password_assignment"


FAMILIES = (
    Family("closing_value", _CLOSING_RE, _closing, needs_digit=True),
    Family("closing_value", _NETWORK_LINE_RE, _network_lines, needs_digit=True),
    Family(
        "speaker_value",
        re.compile(r"[\w.\-]:[ \t]+[A-Za-z0-9!@#$%^&*+?~_\-]{10}"),
        _speaker_values,
    ),
    Family(
        "closing_camel",
        re.compile(_CAMEL_SIGN + r"[ \t]*$", re.MULTILINE),
        _camel_closing,
        hint=re.compile(r"[a-z][!?@#$%^&*+~]{1,3}[ \t]*$", re.MULTILINE),
    ),
)
