# ruff: noqa: RUF001  (a typographic apostrophe joins words)
"""A field that names its value in a language no list has: `kelma sigrieta:` then `Vq7#marlo22`.

Part of the scrubber (`memories.redaction`); pure. Fields written together (`scrub_joined`: a
recall hint and its content, a speaker and what they said) are read across their break when the
first ends in a label (`labels`). With no label word, the first field may still be one: a short
phrase of words alone (one to four, no digit, perhaps a colon), and the next field then opens with
a value no prose has, a password's shape (`shaped.password_shaped`: letters, digits and a third
class, eight characters or more; no version, path, host or mail address; or a password generator's,
`shapes.generator_shaped`, unless the phrase names a user or a host), and says at most a short note
after it (or one short word closing the field: `… ase`, "is"). That value goes, whatever the
language of the phrase. So does a value of two shapes no prose or code has without a digit class of
its own: capitalised words run together and a sign (`WetFulmarsOnLavvu&`, `closing_value`), and a
word of one case, a number and a word of the other (`CROFT_38333eid`: a constant is of one case), a
run whose cases switch at random (`IBfMEjec5VUbwR`), and a key's random run after its vendor's
short prefix, after a field that ends in "key", "token" or "secret" (`StallionMatch key:` then
`smk_yf0fx72f…`; not a digest's hex).
"""

from __future__ import annotations

import re

from memories.redaction.closing_value import camel_with_sign
from memories.redaction.generated_values import NAME_LABELS
from memories.redaction.labels import PASSWORD_LABEL_RE
from memories.redaction.shaped import numbered_passphrase, password_shaped, random_letters
from memories.redaction.shapes import generator_shaped, has_classes, is_key_run
from memories.redaction.wifi_keys import NETWORK_KEY_WORDS

__all__ = ["named_by_the_field_before"]

# One to four words of letters (any script; joined by an apostrophe, a dash or an underscore),
# perhaps a colon, a bar or an arrow after them.
_LABEL_FIELD_RE = re.compile(
    r"[ \t]*(?:[^\W\d_]+(?:['’_\-][^\W\d_]+)*[ \t]+){0,3}[^\W\d_]+(?:['’_\-][^\W\d_]+)*"
    r"[ \t]*(?::|\||->|=)?[ \t]*"
)
# Or the word for wifi, the network's name (a digit or a dash in it) and the key's word:
# `wifi Barge-5G key`.
_NETWORK_KEY_FIELD_RE = re.compile(
    r"[ \t]*(?i:wi-?fi|wlan|ssid|network|red|rede|r[ée]seau)[ \t]+[A-Za-z0-9][\w!.\-]{1,31}[ \t]+"
    r"(?i:" + NETWORK_KEY_WORDS + r")[ \t]*(?::|\||->|=)?[ \t]*"
)
# The value first, then the field's end, a line break, or a short note (`(since Friday)`, `, I
# believe`).
_VALUE_FIELD_RE = re.compile(
    r"[ \t]*(?:\|[ \t]*)?(?P<v>[^\s,;()\[\]{}\"'`]{8,64})"
    r"(?:[ \t]*\Z|[ \t]*\r?\n|[ \t]*[,(][^\n]{0,40}\Z"
    r"|[ \t]+[^\W\d_]{1,5}[ \t]*[.!]?[ \t]*\Z)"  # (a short word closing it: "is", `… ase`)
)
_MAX_LABEL = 40
_WORD_RE = re.compile(r"[^\W\d_]+")
_SYMBOL_RE = re.compile(r"[^\w.\-]")
# A vendor's key: a short prefix, then a random run (`smk_yf0fx72fgjcwp64f0pov…`); not hex alone,
# a digest's.
_PREFIXED_KEY_RE = re.compile(r"(?:[A-Za-z]{2,8}_)?(?P<run>[A-Za-z0-9]{20,})")
_HEX_RE = re.compile(r"[0-9a-fA-F]+")
_KEY_LABEL_RE = re.compile(
    r"(?i:\b(?:api[ _\-]?)?(?:key|token|secret)s?)[ \t]*(?::|\||->|=)?[ \t]*\Z"
)
_CASE_SWITCH_RE = re.compile(
    r"[A-Z]{2,12}[_\-.]?\d{2,8}[_\-.]?[a-z]{2,12}|[a-z]{2,12}[_\-.]?\d{2,8}[_\-.]?[A-Z]{2,12}"
)


def named_by_the_field_before(before: str, field: str) -> tuple[int, int] | None:
    """The span in ``field`` of a password-shaped value that ``before``, a field of a few words
    alone, names; else None."""
    if len(before) > _MAX_LABEL or (
        _LABEL_FIELD_RE.fullmatch(before) is None
        and _NETWORK_KEY_FIELD_RE.fullmatch(before) is None
    ):
        return None
    m = _VALUE_FIELD_RE.match(field)
    if m is None:
        return None
    value = m.group("v").rstrip(".,:;!?")
    key = _PREFIXED_KEY_RE.fullmatch(value)
    if (
        numbered_passphrase(value)  # (`frico-toh-pyrite-448`)
        or camel_with_sign(value)
        or random_letters(value)  # (cases switching at random: `IBfMEjec5VUbwR`)
        or _CASE_SWITCH_RE.fullmatch(value)
        or (
            key is not None
            and _KEY_LABEL_RE.search(before) is not None  # (`StallionMatch key:`)
            and is_key_run(key.group("run"))
            and not _HEX_RE.fullmatch(key.group("run"))
        )
    ):
        return m.start("v"), m.start("v") + len(value)
    # A password's label among the field's words, then a value of three classes (`di password a`
    # then `FerryBowline72! vale`: a creole's "is" closing the first field).
    if PASSWORD_LABEL_RE.search(before) and has_classes(value, 3):
        return m.start("v"), m.start("v") + len(value)
    # A password generator's shape (`Dalgan_thohoyandou094`), unless the field names a user's,
    # a host's or a file's name (`username`, `host`).
    if generator_shaped(value) and not any(
        w.lower() in NAME_LABELS for w in _WORD_RE.findall(before)
    ):
        return m.start("v"), m.start("v") + len(value)
    # A symbol, or both cases and digits run together: never a part number or a product and
    # its model (`Abc-1234-x`, `AB-1234-X9`, `PowerEdgeR740`: `password_shaped`).
    joined = not any(c in value for c in "-._") and not value.isupper()
    if password_shaped(value) and (_SYMBOL_RE.search(value) or joined):
        return m.start("v"), m.start("v") + len(value)
    return None
