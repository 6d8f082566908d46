"""Keys by their shape where the usual token rules stop: symbols inside, or a config name.

Part of the scrubber (`memories.redaction`); pure. Two shapes a writer of any language pastes:

- a long key with symbols inside it (`M*0_aQZW…@YoAX…#6MQ…`): forty characters or more with no
  space, capitals, small letters, digits and at least one of `* @ # ~ ! $ % ^ &`, random by its
  entropy, and neither a path, a URL, an address nor an assignment (no `/ . : = ,`). `entropy`
  reads key characters only and stops at the first symbol, leaving the rest behind;
- a config name in capitals that says private, secret or licence, or names a key or token
  (`PAYTABS_SERVER_KEY=`, `KUSHKI_PRIVATE_MERCHANT_ID=`, in `.env`, `.envrc`, kustomize's
  `literals`, a compose file), before a value of a key's shape: hex of 24 characters or more,
  or three groups or more of capitals and digits joined by dashes (`SPDYOFHDPZ-WO66ZR2HUT-…`);
  any name that ends in `_KEY` or `_TOKEN` before sixteen digits or more or a key's run
  (`SYSTEMPAY_PROD_KEY=3877619159797736`). A public or publishable key's name keeps its value;
- a key in groups of five (`pqx89-yi9cg-d71fb-1vaql`): four to eight groups of five small
  letters and digits joined by dashes, digits in two groups or more and letters in two or more,
  wherever it stands (a product key in capitals, `XK7P2-M9QRT-…`, may be a published volume
  licence key: kept, as `test_redaction_families_round13b` says).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from memories.redaction.entropy import entropy
from memories.redaction.family import Family, Span
from memories.redaction.shapes import even_groups, is_key_run

__all__ = ["FAMILIES"]

_SYMBOL_RUN_RE = re.compile(
    r"(?<![A-Za-z0-9*@#~!$%^&_\-./=+\\])[A-Za-z0-9*@#~!$%^&_\-]{40,}"
    r"(?![A-Za-z0-9*@#~!$%^&_\-]|[./:=,+\\][A-Za-z0-9])"
)
_SYMBOL_RE = re.compile(r"[*@#~!$%^&]")
_UPPER_RE, _LOWER_RE, _DIGITS_RE = (re.compile(p) for p in ("[A-Z]", "[a-z]", "[0-9]"))
_TRAILING = "!~*&%^$#@-_"


def _symbol_keys(text: str) -> Iterator[Span]:
    for m in _SYMBOL_RUN_RE.finditer(text):
        value = m.group().rstrip(_TRAILING)
        if len(value) < 40 or not _SYMBOL_RE.search(value):
            continue
        if not (_UPPER_RE.search(value) and _LOWER_RE.search(value)):
            continue
        if len(_DIGITS_RE.findall(value)) < 3 or entropy(value) < 4.5:
            continue
        yield m.start(), m.start() + len(value), "high_entropy"


# A config name (`A_B_C`; in any case when it ends in `_key` or `_token`) with a word saying
# secret, private, or a key or token of a server, an app, a merchant, a signing or an API; then
# `=`, `: ` or an XML attribute's end, and the value.
_KEY_SHAPE = r"[0-9a-fA-F]{24,}|[A-Z0-9]{4,}(?:-[A-Z0-9]{4,}){2,}"
_KEY_SHAPE_RE = re.compile(_KEY_SHAPE)
_NAME_RE = re.compile(
    r"(?<![A-Za-z0-9_])(?P<name>[A-Za-z][A-Za-z0-9]*(?:[_.\-][A-Za-z0-9]+)*)"
    r"(?:[ \t]?[=:][ \t]?[\"']?|[\"']>)"  # (or an XML attribute's: `<string name="…_key">…`)
    r"(?P<value>" + _KEY_SHAPE + r"|[0-9]{16,64}|(?P<prefix>[A-Za-z]{2,6}\.)?[A-Za-z0-9]{12,256})"
    r"(?![\w\-+/=.])"
)
_SECRET_NAME_RE = re.compile(
    r"(?:^|_)(?:PRIVATE|SECRET|LICEN[CS]E|(?:SERVER|API|APP|MERCHANT|SIGNING|MASTER|ACCESS|AUTH)_(?:KEY|TOKEN)"
    r"|PASS(?:WORD|WD)?)(?:_|$)"
)
# Any name that ends in `_KEY` or `_TOKEN`, in capitals or not (`SYSTEMPAY_PROD_KEY`,
# `protomaps_key`), before a value of sixteen digits or more (in capitals only) or a key's run of
# letters and digits (`shapes.is_key_run`), perhaps after a vendor's prefix and a dot
# (`LQR.T9CF7X…`, `mmt.d5f5…`), or a shorter run of twelve or more where both cases fall at random
# among two digits or more (`Rbdo7VDQU5JSGD`, never words in camel case: `HomePageTitle2024`).
_KEY_NAME_RE = re.compile(r"[_.\-](?i:key|token)$")
# (a name that says what the key indexes or whose digest it is keeps it: `git_commit_key`)
_NOT_A_KEY_RE = re.compile(
    r"(?i:commit|hash|sha[0-9]*|digest|checksum|etag|fingerprint|cache|sort|primary|foreign"
    r"|partition|idempotency|row|object|lookup)"
)
_PUBLIC_NAME_RE = re.compile(r"(?:^|_)(?:PUBLIC|PUBLISHABLE|PUB)(?:_|$)")
_CAMEL_WORDS_RE = re.compile(r"(?:[A-Z]?[a-z]{2,}|[0-9]+)+")
_SHORT_KEY_MIN = 12
_HEX_RE = re.compile(r"[0-9a-fA-F]+")
_LETTER_RE = re.compile(r"[A-Za-z]")


def _named_key_values(text: str) -> Iterator[Span]:
    for m in _NAME_RE.finditer(text):
        name, value = m.group("name"), m.group("value")
        if _PUBLIC_NAME_RE.search(name.upper()):
            continue
        digits = name.isupper() and value.isdigit()
        named = _KEY_NAME_RE.search(name) and not _NOT_A_KEY_RE.search(name)
        run = value[len(m.group("prefix") or "") :]
        if named and (digits or is_key_run(run) or _short_key(run) or _letters_key(run)):
            yield m.start("value"), m.end("value"), "password_assignment"
            continue
        if not _SECRET_NAME_RE.search(name) or not _KEY_SHAPE_RE.fullmatch(value):
            continue
        if not (_DIGITS_RE.search(value) and _LETTER_RE.search(value)):
            continue
        if not _HEX_RE.fullmatch(value) and len(_DIGITS_RE.findall(value)) < 2:
            continue
        yield m.start("value"), m.end("value"), "password_assignment"


def _short_key(value: str) -> bool:
    """Twelve letters and digits or more, both cases at random among two digits or more."""
    return (
        len(value) >= _SHORT_KEY_MIN
        and value.isalnum()
        and len(_DIGITS_RE.findall(value)) >= 2
        and _LOWER_RE.search(value) is not None
        and _UPPER_RE.search(value, 1) is not None
        and not _CAMEL_WORDS_RE.fullmatch(value)
    )


_LETTERS_KEY_MIN = 20
_KEY_VOWELS = frozenset("aeiouAEIOU")


def _letters_key(value: str) -> bool:
    """Twenty letters or more, no digit, whose cases change at random (a third of the steps or
    more) and few of them vowels (three in ten or fewer: `IJGfUGYqgYgEgmbFxSvHBkYcDAHS`), never
    words in camel case (`ThisIsAVeryLongNameForKey`: more vowels; `HTTPServerURLParser`: few
    changes)."""
    if len(value) < _LETTERS_KEY_MIN or not (value.isascii() and value.isalpha()):
        return False
    changes = sum(a.isupper() != b.isupper() for a, b in itertools.pairwise(value))
    vowels = sum(c in _KEY_VOWELS for c in value)
    return 3 * changes >= len(value) and 10 * vowels <= 3 * len(value)


_GROUPED_RE = re.compile(r"(?<![\w\-./])" + even_groups((5,), 8, least=4) + r"(?![\w\-]|[./][\w])")


def _grouped_keys(text: str) -> Iterator[Span]:
    for m in _GROUPED_RE.finditer(text):
        groups = m.group().split("-")
        digits = sum(1 for g in groups if _DIGITS_RE.search(g))
        letters = sum(1 for g in groups if _LETTER_RE.search(g))
        if digits >= 2 and letters >= 2:
            yield m.start(), m.end(), "high_entropy"


# (ASCII: the first look rules them out beyond ASCII too.)
_SYMBOL_GATE_RE = re.compile(
    r"[*@#~!$%^&][A-Za-z0-9*@#~!$%^&_\-]{19}|[A-Za-z0-9*@#~!$%^&_\-]{19}[*@#~!$%^&]"
)
_NAME_GATE_RE = re.compile(
    r"(?:PRIVATE|SECRET|KEY|TOKEN|PASS|PASSWORD|PASSWD|LICEN[CS]E)[A-Z0-9_]*[ \t]?[=:]"
    r"|[_.\-](?i:key|token)(?:[ \t]?[=:]|[\"']>)"
)
FAMILIES = (
    Family("symbol_key", _SYMBOL_GATE_RE, _symbol_keys, needs_digit=True),
    Family("secret_env_name", _NAME_GATE_RE, _named_key_values),
    Family(
        "key_in_groups_of_five",
        re.compile(r"[a-z0-9]{5}-[a-z0-9]{5}-[a-z0-9]{5}-[a-z0-9]{5}"),
        _grouped_keys,
        needs_digit=True,
    ),
)
