# ruff: noqa: RUF001  (quotes, brackets and stops of other scripts end a token)
"""A value shaped like a password, a few words after a label that names one.

Part of the scrubber (`memories.redaction`); pure. The last resort of `assign` for a password
label whose separator it cannot read: a word of the label's own language for "is" (`គឺ`, `isch`,
`ass`, `ialah`), a note or a whose-clause (`for the server`, `hab ich geändert, neu:`), a dash
or a bar. In the spirit of detect-secrets' entropy plugins the value's look decides, so no word
list grows language by language: within the label's clause (a line, a sentence, a few words),
the first token of letters and digits with a third class (both cases, or a symbol) and eight
characters or more goes. A word, a number, a date, a version, a path, a URL, a mail address,
a host name or a dotted reference never has that look.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span
from memories.redaction.label_words import ASCII_KEY_WORDS, OTHER_SCRIPT_KEY_WORDS
from memories.redaction.labels import PROSE_WORDS, words
from memories.redaction.shapes import generator_shaped, is_key_run, joined_words, one_case

__all__ = [
    "FAMILIES",
    "PASSWORD_SYMBOLS",
    "camel_words",
    "joined_value_end",
    "numbered_passphrase",
    "password_shaped",
    "random_letters",
    "shaped_after",
    "sign_joined",
]

# The signs a typed password mixes in (`Kx7!mQ2#`), which may also open or close it.
PASSWORD_SYMBOLS = "!@#$%^&*+?~"
# Small letters, three digits or more inside them, perhaps a sign or three after (`marleni3000m!`,
# `daekat231m~`): a name or a word with a number pushed into it, as no word or product is written.
DIGITS_INSIDE_RE = re.compile(r"[a-z]{3,}\d{3,}[a-z]+[!@#$%^&*?~]{0,3}")
# Nouns after a label that make it talk about the password (`assign.NOT_MODIFIERS`, and more).
NOT_MODIFIERS = words(
    """
    policy policies manager managers reset field fields hash hashes length rule rules strength
    change changes expiry hint hints prompt input form page dialog screen history attempts
    requirement requirements complexity rotation storage protection protected generator
    entropy format syntax check checks validation update updates spray spraying audit vault
    """
)
_ABOUT_ENDS = ("ing", "ed", "less", "tion")
# Words that say the password changed: its new value may follow (`password rotated. New: …`).
_CHANGED = words("changed rotated updated renewed regenerated replaced expired")
_WINDOW = 96  # characters after the label
_MAX_TOKENS = 8  # words after the label
# A token: anything but spaces, quotes and brackets (a value in quotes or brackets is read
# inside them).
_TOKEN_RE = re.compile(r"[^\s\"'`()\[\]{}<>,;|«»“”‘’「」『』【】、，\x00\x1f]+")  # (not a marker)
_SENTENCE_END = (".", "!", "?", "。", "！", "？")
_TRAILING = ".,:;!?"
_SYMBOL_RE = re.compile(r"[^\w.\-]")  # (`_`, `.` and `-` join words and host names)
_VERSION_RE = re.compile(r"[vV]?\d+(?:[._\-][0-9A-Za-z]+)+")
_HOSTLIKE_RE = re.compile(r"[\w\-]+(?:\.[\w\-]+)*\.[A-Za-z_]\w*")  # a host, a file, a reference
_NAMED_NUMBER_RE = re.compile(r"\d*(?:[A-Z]?[a-z]+|[A-Z]+)+\d*")
_NOT_STARTS = ("-", "#", "@", "$", ".", "~", "%", "&", "=", "_")  # a flag, a tag, a variable
_QUERY_RE = re.compile(r"[&?]\w+=")  # a URL's query: `&page=2`
# What a value (a letter and a digit in one token) or a passphrase (joined words) holds.
# The word for "key" alone (`label_words`): a key-shaped value a few words after it.
_KEY_WORD_RE = re.compile("|".join([*ASCII_KEY_WORDS.values(), *OTHER_SCRIPT_KEY_WORDS.values()]))
_DIGEST_RE = re.compile(r"[0-9a-f]{40}|[0-9a-f]{64}")  # a commit's or a file's hash
_WORTH_RE = re.compile(
    r"[A-Za-z]\S*?\d|\d\S*?[A-Za-z]|[^\W\d_][-._][^\W\d_]|[a-z][A-Z]+[a-z]+[A-Z]"
)  # (or letters whose case switches often: `random_letters`)
_VERSION_TAIL_RE = re.compile(r"\d\.\d+\Z")
_CAPS_INSIDE_RE = re.compile(r"[a-z]{3}[A-Z]{3}")
_KWARG_RE = re.compile(r"[a-z_][a-z0-9_]*=")  # a keyword argument: `ambiguous_width=2`
_MAIL_RE = re.compile(r"[^@\s]+@[\w\-]+(?:\.[\w\-]+)+")
# Three to six groups of letters and digits joined by dashes, as password managers generate them.
_GROUPED_RE = re.compile(r"[A-Za-z0-9]{4,8}(?:-[A-Za-z0-9]{4,8}){2,5}")
# Four capitalised words or more and a number, one side: `TallDhoniLovesKougelhopf58` (a
# product's name and its number has one to three: `PowerEdgeR740`, `WindowsServer2019`).
_CAMEL_WORDS_RE = re.compile(r"\d{1,4}(?:[A-Z][a-z]{2,11}){4,8}|(?:[A-Z][a-z]{2,11}){4,8}\d{1,4}")
_MIXED_GROUP_RE = re.compile(r"(?<![^\-])(?=[a-zA-Z]*\d)(?=\d*[a-zA-Z])[A-Za-z0-9]+(?![^\-])")


def password_shaped(token: str) -> bool:
    """Letters and digits and a third class (a capital, a lower-case letter, a symbol), 8 to 64
    characters: `Quetzal1983*`, `6dKGbj3-91Z`, never `ec2-user`, `db-07`, `v2.1.0-RC1`."""
    core = token.rstrip(_TRAILING)
    if not 8 <= len(core) <= 64 or not core.isascii() or core.startswith(_NOT_STARTS):
        return False
    if any(part in core for part in ("://", "/", "\\", "..")):
        return False
    lower = any(c.islower() for c in core)
    upper = any(c.isupper() for c in core)
    digit = any(c.isdigit() for c in core)
    symbol = _SYMBOL_RE.search(core) is not None
    if not digit and lower and upper and symbol:
        return random_letters(core)  # (no digit: `mFEIHoMGa&koVWi`, never `AT&T` or `R&D`)
    if not digit or not (lower or upper) or lower + upper + digit + symbol < 3:
        return False
    if _VERSION_RE.fullmatch(core) or _MAIL_RE.fullmatch(core) or _KWARG_RE.match(core):
        return False
    if _QUERY_RE.search(core):
        return False
    if symbol or (_GROUPED_RE.fullmatch(core) and _MIXED_GROUP_RE.search(core)):
        return True  # (or groups, one of letters and digits: `kq7Ndz-wpxhyt-ravbek`)
    # Without a symbol: three digits or a capitals' run inside (`Asdflkj713I`, `kinkajouALBA_66`),
    # not a product and its number (`Team3Alpha`, `PowerEdgeR740`, `Ubuntu22.04`), unless long
    # words and a long number make it a passphrase (`LarchMangoOregano789`).
    digits = sum(c.isdigit() for c in core)
    named = _NAMED_NUMBER_RE.fullmatch(core) and (len(core) - digits < 12 or digits < 3)
    if named and _CAMEL_WORDS_RE.fullmatch(core):
        return True  # four words or more and a number: a passphrase, not a product's name
    if named or _HOSTLIKE_RE.fullmatch(core) or _VERSION_TAIL_RE.search(core):
        return False
    return digits >= 3 or _CAPS_INSIDE_RE.search(core) is not None


# Words run together, capitalised or in capitals (`PowerShell&WebAPI`, `iPhone&iPad`).
_CAMEL_RUN_RE = re.compile(r"[a-z]{0,3}(?:[A-Z][a-z]{2,}|[A-Z]{2,}(?![a-z]))*")
_CAPITALISED_RE = re.compile(r"[A-Z][a-z]{2,}")
_VOWEL_RE = re.compile(r"[aeiouy]", re.IGNORECASE)


def camel_words(part: str) -> bool:
    """Whether ``part`` reads as words run together in camel case (`getHTTPResponse`): each
    capitalised piece with a vowel (`adPhjaqXTLDrk` has `Drk`, no word)."""
    return _CAMEL_RUN_RE.fullmatch(part) is not None and all(
        _VOWEL_RE.search(word) for word in _CAPITALISED_RE.findall(part)
    )


_RANDOM_CASE_SWITCHES = 6
_RANDOM_LETTERS_MIN = 12  # (with no symbol either: letters alone, after a password's label)


def random_letters(core: str, switches: int = _RANDOM_CASE_SWITCHES, least: int = 10) -> bool:
    """``least`` letters or more (ten), both cases switching ``switches`` times or more (six),
    not words run together: a generated password with no digit (`mFEIHoMGa&koVWi`)."""
    parts = [p for p in _SYMBOL_RE.split(core) if p]
    if len(core) < least or all(camel_words(p) for p in parts):
        return False
    cases = [c.isupper() for c in core if c.isalpha()]
    return sum(a != b for a, b in itertools.pairwise(cases)) >= switches


# Two capitalised words joined by one sign that no name or path uses: `Kestrel?Peros`,
# `Cardinal@Diego`, `TecTec*Flacq`.
_SIGN_JOINED_RE = re.compile(r"[A-Z][A-Za-z]{2,15}[!#$%&*+?@^~][A-Z][A-Za-z]{2,15}")


def sign_joined(token: str) -> bool:
    """Whether the token is two capitalised words joined by a sign (`Kestrel%BeauVallon`)."""
    return _SIGN_JOINED_RE.fullmatch(token.rstrip(_TRAILING)) is not None


def _diceware(token: str) -> bool:
    """Four words or more joined into one passphrase: `mollusk-bramble-ivory-estuary`, a number
    at the end of one too (`numbered_passphrase`)."""
    if token.count(".") + token.count("-") + token.count("_") < 3:
        return False
    return (joined_words(token) and len(re.split(r"[-._]", token)) >= 4) or numbered_passphrase(
        token
    )


# A package's or a reverse domain's first part: `com.example.app.v2` is a name.
_NAME_ROOTS = words("com org net io de uk edu gov java javax android apache google")


def numbered_passphrase(token: str) -> bool:
    """Four words or more joined the same way, a number in one of them
    (`kalimba.dulcimer.whimbrel.theremin10`): no reference, host or version has that shape."""
    if token.count(".") + token.count("-") + token.count("_") < 3:  # (a cheap look first)
        return False
    parts = re.split(r"[-._]", token)
    return (
        len(parts) >= 4
        and any(c.isdigit() for c in token)
        and parts[0].lower() not in _NAME_ROOTS
        and numbered_words(token)
    )


# Three words or more joined, a number at the end of one (what password managers generate:
# `quince-heron-marble4`, `Tulip.Walrus7.Cedar`): a passphrase after a separator.
_NUMBERED_RE = re.compile(
    r"[^\W\d_]{3,12}\d{0,4}(?:([-._])[^\W\d_]{3,12}\d{0,4})(?:\1[^\W\d_]{3,12}\d{0,4}){1,6}"
)


# Two words and a number, joined the same way (`kestrel.tundra.42`, `Wren-Basalt-2019`) or
# the number glued to the last word (`tundra_kestrel406`).
_TWO_NUMBERED_RE = re.compile(r"([^\W\d_]{4,12})([-._])([^\W\d_]{4,12})\2?\d{2,4}")


def numbered_words(token: str) -> bool:
    """Words joined by one sign with a number (`kestrel.tundra.42`, `quince-heron-marble4`)."""
    if m := _TWO_NUMBERED_RE.fullmatch(token):
        pair = [m.group(1), m.group(3)]
        return one_case(pair) and not any(w.lower() in PROSE_WORDS for w in pair)
    if not _NUMBERED_RE.fullmatch(token) or not any(c.isdigit() for c in token):
        return False
    return joined_words(re.sub(r"\d+", "", token))


# A number, then three words or more joined by one sign (`8sidra-baba-campanile`,
# `4zuurvlees,cachopo,kougelhopf`): a person's passphrase; an ordinal has two letters after its
# number (`3rd-party-tools`), a list has spaces after its commas.
_NUMBER_LED_RE = re.compile(
    r"\d{1,4}([^\W\d_]{3,12})([-,+.])([^\W\d_]{3,12})((?:\2[^\W\d_]{3,12}){1,6})"
    r"(?![^\W_]|[-,+.][^\W_])"
)
# A word, one or two underscores, five digits or more: `campanile_793905`, `gurka__593272`.
_WORD_NUMBER_RE = re.compile(r"([^\W\d_]{4,16})__?\d{5,8}(?!\w)")
# An account's, a build's or a ticket's name with its number is no password (`user_48213`).
_NUMBERED_NAMES = words(
    """
    user users admin root test guest build release version order ticket issue case account
    customer client host node server port job task run item invoice record batch
    """
)


def joined_value_end(text: str, pos: int) -> int | None:
    """The end of a value shaped as a person makes a passphrase of words and a number that
    starts at ``pos`` (a number, then words joined by one sign; a word, an underscore and five
    digits or more), or None."""
    if not text[pos : pos + 1].isalnum():
        return None
    if m := _NUMBER_LED_RE.match(text, pos):
        parts = [m.group(1), m.group(3), *m.group(4)[1:].split(m.group(2))]
        if one_case(parts) and not any(w.lower() in PROSE_WORDS for w in parts):
            return m.end()
        return None
    m = _WORD_NUMBER_RE.match(text, pos)
    if m and m.group(1).lower() not in _NUMBERED_NAMES | PROSE_WORDS and one_case([m.group(1)]):
        return m.end()
    return None


def shaped_after(text: str, label: str, pos: int, kind: str) -> tuple[int, int] | None:
    """The span of the first password-shaped token in the clause after ``label`` ending at
    ``pos`` (the label may end its line: then the next line's first token), or None. Not where
    the label's next word says the clause is about the password (`password hashing uses …`,
    `password manager: …`); after `pass` (a verb too) or a key's label (`secret 0 …`), only its
    first word or two. After a password label, four words joined also make a passphrase."""
    stop = min(len(text), pos + _WINDOW)
    line_end = text.find("\n", pos, stop)
    if line_end >= 0 and (
        not text[pos:line_end].strip(" \t:=-–—>→|") or text[pos:line_end].rstrip().endswith(":")
    ):  # the value on the next line (`Password (see below):` above it)
        line_end = text.find("\n", line_end + 1, stop)
    if line_end >= 0:
        stop = line_end
    if not _WORTH_RE.search(text, pos, stop):
        return None  # no digit, no joined words: nothing ahead could be a value
    verb = label.lower() == "pass"
    key_word = kind == "key" and _KEY_WORD_RE.fullmatch(label.lower()) is not None
    count = -1
    next_sentence: int | None = None  # (the count where the label's sentence ended)
    brackets = "(" in text[pos:stop] or "[" in text[pos:stop]
    for m in _TOKEN_RE.finditer(text, pos, stop):
        token = m.group()
        aside = brackets and _in_brackets(text, pos, m.start())  # (`password (staging): …`)
        count += not aside
        if count >= (2 if verb or (kind == "key" and not key_word) else _MAX_TOKENS + 4):
            return None
        if count >= _MAX_TOKENS and not (
            (password_shaped(token) or (kind == "password" and _diceware(token.rstrip(_TRAILING))))
            and _separated(text, pos, m.start())
        ):
            continue  # (a longer clause: `…, which I set last week, is …`)
        if (count <= 0 and not aside) or verb:
            word = token.strip("-:").lower()
            if count <= 0 and not aside and _about(word):
                return None
            if verb and word in PROSE_WORDS:
                return None
        core = token.rstrip(_TRAILING)
        if m.start() == pos:
            continue  # glued to the label: the rest of its name (`AWS_SECRET_ACCESS_KEY=…`)
        if next_sentence is not None and not (
            _separated(text, pos, m.start()) and password_shaped(token)
        ):
            if token.endswith(_SENTENCE_END) or count > next_sentence + 3:
                return None
            continue
        if kind == "password" and (joined := joined_value_end(text, m.start())) is not None:
            return m.start(), joined
        if (
            password_shaped(token)
            or (kind == "password" and _diceware(core))
            # (after a password's label, letters alone whose case switches at random:
            # `SISQvBDuXWkOGvWxgz`; a sign may open or close them, `%pKnsiWEyOieUaka`)
            or (
                kind == "password"
                and len(core) >= _RANDOM_LETTERS_MIN
                and core.strip(PASSWORD_SYMBOLS).isalpha()
                and random_letters(core)
            )
            or (
                kind == "password"
                and numbered_words(core)
                and (_separated(text, pos, m.start()) or _not_whose(text, pos, m.start()))
            )
            or (key_word and count <= 4 and is_key_run(core) and not _DIGEST_RE.fullmatch(core))
            or (
                kind == "password"
                and (generator_shaped(core) or generator_shaped(token.rstrip(",.:;")))
                and (
                    _not_whose(text, pos, m.start()) or _CHANGED_TO_RE.search(text, pos, m.start())
                )
            )
        ):
            end = m.end() - (len(token) - len(token.rstrip(",:;")))
            return m.start(), end
        if token.endswith(_SENTENCE_END) and text[m.end() : m.end() + 1] in ("", " ", "\n"):
            if kind != "password" or aside:
                return None  # the clause ends before a value
            next_sentence = count  # (`Password was rotated. Current one: …`: a colon's value)
    return None


# A separator before a value, "is" or "now" (`… this morning. It's now …`).
_SEPARATED_RE = re.compile(
    r"(?:[:=|→,]|->|(?<![^\W\d_])(?:now|jetzt|ahora|agora|maintenant|is|ist|est|es|är|er"
    r"|se|dia|ngu|ndi|ke|ko"  # (and the "is" of Haitian, Malagasy, Zulu, Chichewa…)
    r"|(?i:changed|set|reset|updated|switched)\s+to))\s*\Z"  # (`… was changed to …`)
)


# A clause's word before a name, not a value (`password for build-agent3`, `on web-db01`).
_WHOSE_RE = re.compile(
    r"(?<![^\W\d_])(?:for|on|of|to|at|from|in|by|via|with|the|a|an|host|server|user|account|für"
    r"|pour|para|per|por|auf|van|voor|na|sur|de|del|du|di|da|von|dla|для|на)\s*\Z",
    re.IGNORECASE,
)


# "To" or "into" after a password label: what it was changed to (`set the password to X`).
_CHANGED_TO_RE = re.compile(r"(?<![^\W\d_])(?:to|into|as)\s*\Z", re.IGNORECASE)


def _not_whose(text: str, start: int, pos: int) -> bool:
    """A value after the label with no separator: not after a word that names what it is for."""
    return _WHOSE_RE.search(text, start, pos) is None


def _about(word: str) -> bool:
    """Whether the label's next word says the clause is about the password, not its value."""
    return word in NOT_MODIFIERS or (word.endswith(_ABOUT_ENDS) and word not in _CHANGED)


def _separated(text: str, start: int, pos: int) -> bool:
    """Whether a separator (or "now") stands right before ``pos``, after ``start``."""
    return _SEPARATED_RE.search(text[max(start, pos - 16) : pos]) is not None


def _in_brackets(text: str, start: int, pos: int) -> bool:
    """Whether ``pos`` is inside brackets opened after ``start`` (an aside of the label's)."""
    between = text[start:pos]
    return between.count("(") > between.count(")") or between.count("[") > between.count("]")


# Any command's password flag, or an authentication flag's `user:password`, with a value shaped
# like a password: `kadmin -w …`, `lynx -auth=user:…`; a password piped into a command: `echo
# '…' | keepassxc-cli …`; a line of two quoted strings, a user and a password (pgbouncer's
# `userlist.txt`).
_FLAG_RE = re.compile(
    r"(?<![\w\-])(?:-(?:w|p|P|a|k|pw|auth|pass)|--(?:auth|pass|passwd|pw))(?:[ \t]+|=)"
    r"(?:[\w.@\\\-]{1,64}:)?(?P<pw>[^\s'\"`|;&<>]{8,64})"
    r"|(?<![\w\-])(?:echo|printf)[ \t]+(?:-[neE][ \t]+)?['\"]?(?P<piped>[^\s'\"`|;&<>]{8,64})"
    r"['\"]?[ \t]*\|"
    r"|(?m:^[ \t]*\"[^\"\s]{1,64}\"[ \t]+\"(?P<listed>[^\"\s]{8,64})\")"
)


def _flags(text: str) -> Iterator[Span]:
    for m in _FLAG_RE.finditer(text):
        group = next(g for g in ("pw", "piped", "listed") if m.group(g) is not None)
        if password_shaped(m.group(group)):
            yield m.start(group), m.end(group), "password_assignment"


# A wireless network named, then its key a few words on (`the wifi at grandma's is … and the key
# is …`, `WLAN Gäste, Schlüssel: …`): the word for key is its password there, if shaped like one.
_NETWORK_KEY_RE = re.compile(
    r"(?i:\b(?:wi-?fi|wlan|ssid|router|hotspot)\b[^\n]{0,60}?(?:\n[ \t]*)?\b(?:key|code|schl[üu]ssel|cl[ée]"
    r"|clave|chiave|sleutel|nyckel|n[øo]gle|n[øo]kkel|klucz)\b[ \t]*(?::|=|is|ist|est|es|è|é)[ \t]+)"
    r"(?P<v>[^\s'\"`]{8,64})"
)


def _network_keys(text: str) -> Iterator[Span]:
    for m in _NETWORK_KEY_RE.finditer(text):
        if password_shaped(m.group("v")):
            end = m.end("v") - (len(m.group("v")) - len(m.group("v").rstrip(_TRAILING)))
            yield m.start("v"), end, "password_assignment"


FAMILIES = (
    Family("shaped_flag", _FLAG_RE, _flags, needs_digit=True),
    Family("network_key", _NETWORK_KEY_RE, _network_keys, needs_digit=True),
)
