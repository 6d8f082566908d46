"""Secret scrubbing for agent-written text: every secret becomes ``[REDACTED:<kind>]``.

Pure and fast; runs before anything is stored or logged. Own patterns and detect-secrets' plugins,
plus the families (`numbers`, `codes`, `credentials`) that check
with `python-stdnum`'s checksums and BIP-39's word lists.
"""

from __future__ import annotations

import base64
import re
import string
from bisect import bisect_left
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, NamedTuple, Protocol

from memories.redaction.assign import FIELD_BREAK, LABEL_RE, NOT_A_SECRET, assigned_values
from memories.redaction.entropy import TOKEN_RE as _TOKEN_RE
from memories.redaction.entropy import encodes_words, high_entropy
from memories.redaction.entropy import entropy as _entropy
from memories.redaction.families import FAMILIES as _FAMILIES
from memories.redaction.first_look import FirstLook
from memories.redaction.labels import place_postcode
from memories.redaction.logins import names_a_user
from memories.redaction.repeats import repeated
from memories.redaction.shaped import random_letters
from memories.redaction.shapes import (
    DIGIT_RE,
    LETTER_RE,
    LONE_HEX_RE,
    has_classes,
    unreadable_letters,
)
from memories.redaction.siblings import siblings
from memories.redaction.spaced import CHUNKS_RE as _CHUNKS_RE
from memories.redaction.spaced import NOT_READ_OUT_RE as _NOT_READ_OUT_RE
from memories.redaction.spaced import chunked_runs, said_read_out
from memories.redaction.split_fields import named_by_the_field_before
from memories.redaction.value_model import likely_secrets
from memories.redaction.vendors import VENDOR_RES as _VENDOR_RES
from memories.redaction.view import TextView, text_view
from memories.redaction.widen import widened
from memory_project import metrics

__all__ = [
    "REDACTION_MARKER_RE",
    "ScrubResult",
    "redaction_marker",
    "scrub_joined",
    "scrub_secrets",
]

REDACTION_MARKER_RE = re.compile(r"\[REDACTED:[a-z0-9_]+\]")


def redaction_marker(kind: str) -> str:
    """The text that replaces a secret of ``kind``."""
    return f"[REDACTED:{kind}]"


@dataclass(frozen=True, slots=True)
class ScrubResult:
    """Scrubbed text and the kinds of secret removed (unique, in order of first appearance)."""

    text: str
    found: tuple[str, ...] = ()

    @property
    def changed(self) -> bool:
        return bool(self.found)


class _Hit(NamedTuple):
    start: int
    end: int
    kind: str
    priority: int


# Priorities decide the reported kind when detections overlap (the union is always redacted).
_P_PEM = 100
_P_VENDOR = 90
_P_JWT = 80
_P_CONN = 70
_P_DETECT_SECRETS = 60
_P_FAMILY = 55  # cards, IBANs, ids, 2FA and seed phrases, CLI flags and login pairs
_P_BEARER = 50
_P_ASSIGN = 40
_P_ENTROPY = 10
_P_LEARNED = 5

_TOKEN_CHARS = frozenset(string.ascii_letters + string.digits + "_-")

_PEM_BEGIN_RE = re.compile(r"-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----")
_PEM_END_RE = re.compile(r"-----END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----")
# A truncated block (no END line): the header lines and base64 lines that follow BEGIN.
_PEM_BODY_RE = re.compile(
    r"(?:(?:\r?\n|\\n)[ \t]*(?:[A-Za-z0-9+/=]{16,}|(?:Proc-Type|DEK-Info|Comment):[^\n]*))*"
)
_PEM_MAX_BLOCK = 20_000
_JWT_RE = re.compile(
    r"(eyJ(?<![A-Za-z0-9_\-]eyJ)[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]*)(?![A-Za-z0-9_\-.])"
)

# scheme://user:password@host -- only the password is replaced. (The user may hold an `@`, a
# mail address's, written `%40` and decoded by the view: `smtp://ops%40shop.mg:…@host`.)
_CONN_RE = re.compile(
    r"(?<![A-Za-z0-9+.\-])(?:[A-Za-z][A-Za-z0-9+.\-]{1,30}://[^\s:/'\"<>]{0,128}"
    r"|:(?:pserver|gserver|sspi|ext):[^\s:/@'\"<>]{1,64}"  # (CVS's `:pserver:user:pw@host:/repo`)
    # (Go's MySQL DSN has no scheme: `"user:pw@tcp(host:3306)/db"`, in quotes)
    r"|(?<=[\"'`])[\w.\-]{1,64}(?=:[^\s'\"<>/?#@]{1,256}@(?:tcp|udp|unix)6?\())"
    # (a host may be left out before its port: `socks5://user:pw@:1080`)
    # (a `#` too, pasted raw: `mysql://buh:Litova67#zv9rUe@db1…`; no fragment holds an `@`)
    # (a `?` too, but never a query's: `postgres://rice:Kerbez1916?@db…`, not `:3000?to=a@b.c`)
    # (the password perhaps in the next field: `postgres://zafra:` | `…@db.lan/ingenio`)
    # (an apostrophe between letters too: Guarani's `ka'aru.yvyra.71`)
    r":\x1f?((?:[^\s'\"<>/?]|(?<=[^\W\d_])'(?=[^\W\d_])){1,256}?"
    r"(?:\?[^\s'\"<>/?=&]{0,64}?)?)@(?=[A-Za-z0-9\[]|:\d)"
    r"(?![^\s'\"<>/?@]*@)"  # the password runs to the last '@' before the host
)

# (any scheme word after `Authorization:`: `Basic`, `KakaoAK`, `Api-Key`; a token of two parts
# joined by a bar, as Laravel Sanctum's `id|secret`; or the header's value quoted after a space,
# as a proxy's config sets it: `header_up Authorization "Basic …"`)
_BEARER_RE = re.compile(
    r"(?i:\b(?:bearer|authorization[\"']?(?:\s*[:=]\s*[\"']?|[ \t]+[\"'])(?P<scheme>[A-Za-z][A-Za-z0-9_\-]{1,30}"
    r"(?=\s))?))\s+((?:[A-Za-z0-9\-._~+/]+\|)?[A-Za-z0-9\-._~+/]{12,}=*)(?![A-Za-z0-9\-._~+/=])"
)
# A token with one space, dot, dash, underscore, bar or middle dot between its characters, or a
# comma (`A, K, I, A, …`): 16 at least; a sign among them too (`2-6-|-e-r-…`).
_SPACED_RE = re.compile(
    r"(?<![\w+/=\-|!@#$%^&*~])[\w+/=\-|!@#$%^&*~](?:(?:[ .\-_|·•]|,[ \t]?)[\w+/=\-|!@#$%^&*~]){15,}"
    r"(?![\w+/=|!@#$%^&*~])"
)
_LISTED_RE = re.compile(r",[ \t]?")
# One character at a time, one to three spaces (or a line break) between (`g  h  p  _ …`,
# `x - o - x - b`).
_SPREAD_RE = re.compile(r"(?<!\S)\S(?:(?:[ \t]{1,3}|\r?\n)\S(?!\S)){7,}")
_SPREAD_MIN_ENTROPY = 3.0
_CAPITALS_RE = re.compile(r"[A-Z]{2,}")
_SMALLS_RE = re.compile(r"[a-z]{2,}")
_SPREAD_MIN_LENGTH = 16
_SPREAD_SHORT = 8  # (the fewest characters of one read out after words that say so)
_SPREAD_SEPARATORS = frozenset("-.·_|,/+")
# Cheap gate for the detect-secrets pass: an 11+ character token with a digit in it.
_DS_HINT_RE = re.compile(r"(?<![A-Za-z0-9_\-+/=])(?=[A-Za-z0-9_\-+/=]{11})[A-Za-z_\-+/=]*\d")

# detect-secrets plugins whose job our own patterns do better (or that are not secrets at all).
_DS_SKIPPED = frozenset(
    {
        "KeywordDetector",  # replaced by _assignments (replaces the value only, fewer prose hits)
        "BasicAuthDetector",  # replaced by _CONN_RE
        "PrivateKeyDetector",  # flags only the header line; we take the whole block
        "JwtTokenDetector",  # its pattern drops the signature; _JWT_RE keeps it
        "IPPublicDetector",  # an address is not a secret
        "Base64HighEntropyString",  # quoted-only; we tokenise ourselves and reuse its entropy
        "HexHighEntropyString",  # hashes and commit SHAs are not secrets
    }
)
_DS_KINDS = {
    "Artifactory Credentials": "artifactory_token",
    "AWS Access Key": "aws_access_key",
    "Azure Storage Account access key": "azure_storage_key",
    "Cloudant Credentials": "cloudant_credentials",
    "Discord Bot Token": "discord_token",
    "GitHub Token": "github_token",
    "GitLab Token": "gitlab_token",
    "IBM Cloud IAM Key": "ibm_cloud_iam_key",
    "IBM COS HMAC Credentials": "ibm_cos_hmac",
    "Mailchimp Access Key": "mailchimp_key",
    "NPM tokens": "npm_token",
    "OpenAI Token": "openai_key",
    "PyPI Token": "pypi_token",
    "SendGrid API Key": "sendgrid_key",
    "Slack Token": "slack_token",
    "SoftLayer Credentials": "softlayer_credentials",
    "Square OAuth Secret": "square_oauth_secret",
    "Stripe Access Key": "stripe_key",
    "Telegram Bot Token": "telegram_token",
    "Twilio API Key": "twilio_key",
}
# Necessary conditions for the slower detect-secrets plugins: skip a plugin when its gate misses.
_DS_GATES: dict[str, re.Pattern[str]] = {
    "ArtifactoryDetector": re.compile(r"AKC|AP[\dA-F]"),
    "AWSKeyDetector": re.compile(r"A3T|ABIA|ACCA|AKIA|ASIA|(?i:aws)"),
    "CloudantDetector": re.compile(
        r"(?i)cl(?:oudant|ou)?[_\-]?(?:api)?(?:key|pw|pass|token)|cloudant\.com"
    ),
    "IbmCloudIamDetector": re.compile(r"[A-Za-z0-9_\-]{44}"),
    "IbmCosHmacDetector": re.compile(r"(?i)secret[_\-]?(?:access)?[_\-]?key"),
    "MailchimpDetector": re.compile(r"-us\d"),
    "SoftlayerDetector": re.compile(
        r"(?i)(?:softlayer|sl)[_\-]?(?:api)?(?:key|pwd|pass|token)|softlayer\.com"
    ),
}
_AWS_KEY_ID_RE = re.compile(r"(?:A3T[A-Z0-9]|ABIA|ACCA|AKIA|ASIA)[0-9A-Z]{16}")


class _StringAnalyzer(Protocol):
    def analyze_string(self, string: str) -> Iterable[str]: ...


@cache
def _detect_secrets_plugins() -> tuple[tuple[str, re.Pattern[str] | None, _StringAnalyzer], ...]:
    """detect-secrets' regex plugins, instantiated once. We call ``analyze_string`` directly:
    no global settings, no filters, and never the network verification step."""
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class

    mapping: dict[str, type[Any]] = get_mapping_from_secret_type_to_class()
    plugins: list[tuple[str, re.Pattern[str] | None, _StringAnalyzer]] = []
    for secret_type, cls in mapping.items():
        if cls.__name__ not in _DS_SKIPPED:
            kind = _DS_KINDS.get(secret_type) or re.sub(r"[^a-z0-9]+", "_", secret_type.lower())
            plugins.append((kind.strip("_"), _DS_GATES.get(cls.__name__), cls()))
    return tuple(plugins)


def scrub_secrets(text: str) -> ScrubResult:
    """Replace every secret in ``text`` with ``[REDACTED:<kind>]``, keeping the rest intact.

    The detectors read a normalised view (zero-width characters dropped, ``%3D`` decoded,
    earlier markers as word breaks: `redaction.view`); each hit redacts the original characters
    behind it. Idempotent: markers are never matched, so scrubbing scrubbed text changes nothing.
    """
    if not text:
        return ScrubResult(text=text)
    hits = _hits(text)
    if not hits and (lone := LONE_HEX_RE.fullmatch(text)) is not None:
        # (a hex key pasted alone, nothing beside it: a digest is named, `md5: …`)
        hits = [_Hit(lone.start("v"), lone.end("v"), "hex_key", _P_ENTROPY)]
    return _apply(text, hits)


def scrub_joined(fields: Sequence[str]) -> tuple[ScrubResult, ...]:
    """Scrub fields that are written together (a recall hint and its content, a title and its
    subject, a speaker and what they said) as one text: a field that ends in a label
    (`the database password is`) makes the start of the next one (`Xk9mP2vL`) a secret.

    Each field is also scrubbed alone, so joining never finds less than scrubbing apart.
    """
    joined = FIELD_BREAK.join(fields)
    together = _hits(joined, learned=False)  # (the value model reads each field alone…)
    if any(_one_word(text) for text in fields[1:]):
        # (…but a field of one word after another, with nothing of its own around it to read,
        # is read after the field before it: `what's the wifi password?` | `Zq8-lkM2x`)
        together += _learned_hits(TextView(text=joined), together)
    out: list[ScrubResult] = []
    offset = 0
    for i, text in enumerate(fields):
        stop = offset + len(text)
        hits = _hits(text)
        if i and (span := named_by_the_field_before(fields[i - 1], text)):  # (`split_fields`)
            hits.append(_Hit(*span, "password_assignment", _P_ASSIGN))
        lone = bool(i) and _one_word(text)
        named = lone and names_a_user(fields[i - 1])  # (`username` | `hazel_quarry907`)
        for hit in together:
            if hit.kind == "likely_secret" and (not lone or named):
                continue  # (the model's reading of the joined text counts for a lone field only)
            start, end = max(hit.start, offset), min(hit.end, stop)
            if start < end and text[start - offset : end - offset].strip(NOT_A_SECRET):
                hits.append(_Hit(start - offset, end - offset, hit.kind, hit.priority))
        out.append(_apply(text, hits))
        offset = stop + len(FIELD_BREAK)
    return tuple(out)


# An aside in brackets that closes a field (`76a2… (payouts)`): no word of the value's own.
_ASIDE_RE = re.compile(r"[ \t]+\([^()\n]{1,40}\)[ \t]*\Z")


def _one_word(text: str) -> bool:
    """A field of one word, perhaps with an aside in brackets after it."""
    return len(_ASIDE_RE.sub("", text).split()) == 1


def _hits(text: str, *, learned: bool = True) -> list[_Hit]:
    """Every detection in ``text``, as spans of the original characters."""
    if not text:
        return []
    view = text_view(text)
    detected = [
        h
        for h in _detect(view.text)
        if view.text[h.start : h.end].strip(NOT_A_SECRET)
        and not place_postcode(view.text, h.start, h.end)  # (`Aizawl's PIN code is 796001`)
        # (base64 said so on its line whose decoding is words: `base64 of the banner: …`)
        and not encodes_words(view.text, h.start, view.text[h.start : h.end])
    ]
    hits = [_Hit(*view.original_span(h.start, h.end), h.kind, h.priority) for h in detected]
    if _PERCENT_RE.search(text) and view.text != text:  # (a value may hold `%20`: `Ab%2029`)
        raw = text_view(text, decode_percent=False)
        hits += [
            _Hit(*raw.original_span(h.start, h.end), h.kind, h.priority)
            for h in _detect(raw.text)
            if _PERCENT_RE.search(raw.text, h.start, h.end)
        ]
    if learned:  # (read in the view too: a label in styled or fullwidth letters)
        hits += _learned_hits(view, detected)
    spans = [(h.start, h.end) for h in hits]  # (a secret said again: `repeats`)
    hits += [hits[i]._replace(start=s, end=e) for s, e, i in repeated(text, spans)]
    if len(hits) >= 2:  # (a list's other members: `siblings`)
        spans = [(h.start, h.end) for h in hits]
        hits += [hits[i]._replace(start=s, end=e) for s, e, i in siblings(text, spans)]
    # (each widened to the whole it is part of: a token's prefix, a number's other groups)
    return [h._replace(start=s, end=e) for h in hits for s, e in (widened(text, h.start, h.end),)]


def _learned_hits(view: TextView, detected: list[_Hit]) -> list[_Hit]:
    """The words of the view no detection took that the value model calls secrets
    (`value_model`), as spans of the original characters."""
    taken = [(h.start, h.end) for h in detected]
    return [
        _Hit(*view.original_span(s, e), "likely_secret", _P_LEARNED)
        for s, e in likely_secrets(view.text, taken)
    ]


def _apply(text: str, hits: list[_Hit]) -> ScrubResult:
    if not hits:
        return ScrubResult(text=text)
    parts: list[str] = []
    cursor = 0
    found: list[str] = []
    for hit in _merge(hits):
        parts.append(text[cursor : hit.start])
        parts.append(redaction_marker(hit.kind))
        cursor = hit.end
        if hit.kind not in found:
            found.append(hit.kind)
    parts.append(text[cursor:])
    metrics.secrets_scrubbed(found)
    return ScrubResult(text="".join(parts), found=tuple(found))


# What the first look reads (`first_look`): the detectors whose patterns cost the
# most to search, each skipped when RE2 finds that its pattern cannot match the text.
_LOOKED = (
    *(regex for _, regex, _ in _VENDOR_RES),
    _CONN_RE,
    _BEARER_RE,
    LABEL_RE,
    _DS_HINT_RE,
    _TOKEN_RE,
    _SPACED_RE,
    _SPREAD_RE,
    _CHUNKS_RE,
    *(family.gate for family in _FAMILIES),
)
_CONN, _BEARER, _LABEL, _DS_HINT, _TOKEN, _SPACED, _SPREAD, _CHUNKS = range(
    len(_VENDOR_RES), len(_VENDOR_RES) + 8
)
_FAMILY_SLOTS = tuple(range(_CHUNKS + 1, len(_LOOKED)))
_DIGIT_FAMILY_SLOTS = frozenset(
    slot for slot, family in zip(_FAMILY_SLOTS, _FAMILIES, strict=True) if family.needs_digit
)
_ANY_DIGIT_RE = re.compile(r"\d")
_PERCENT_RE = re.compile(r"%[0-9A-Fa-f]{2}")
_FIRST_LOOK = FirstLook(_LOOKED)
_EVERY_DETECTOR = frozenset(range(len(_LOOKED)))


def _detect(text: str, *, first_look: bool = True) -> Iterator[_Hit]:
    """Every detector's hits; those the first look rules out are not run (`first_look=False`:
    all are, which is what the first look is tested against)."""
    look = _FIRST_LOOK.narrowed(text) if first_look else None
    runs = _EVERY_DETECTOR if look is None else look  # None: the look cannot tell
    if first_look and not text.isascii() and not _ANY_DIGIT_RE.search(text):
        runs = runs - _DIGIT_FAMILY_SLOTS  # (beyond ASCII, where the look reads them all)
    yield from _private_keys(text)
    ran = sorted(runs)  # (only the detectors that run, in their order)
    for slot in ran[: bisect_left(ran, len(_VENDOR_RES))]:
        kind, regex, group = _VENDOR_RES[slot]
        for m in regex.finditer(text):
            start = m.start(group)
            if start == 0 or text[start - 1] not in _TOKEN_CHARS:  # (a lookbehind is 4x slower)
                yield _Hit(start, m.end(group), kind, _P_VENDOR)
    yield from (_Hit(m.start(1), m.end(1), "jwt", _P_JWT) for m in _JWT_RE.finditer(text))
    if _CONN in runs:
        yield from (
            _Hit(m.start(1), m.end(1), "connection_string", _P_CONN)
            for m in _CONN_RE.finditer(text)
        )
    if _BEARER in runs:
        for m in _BEARER_RE.finditer(text):
            scheme = (m.group("scheme") or "").lower()
            if _is_bearer_credential(m.group(2), basic=scheme == "basic", named=bool(scheme)):
                yield _Hit(m.start(2), m.end(2), "bearer_token", _P_BEARER)
    if _LABEL in runs:
        yield from (_Hit(s, e, "password_assignment", _P_ASSIGN) for s, e in assigned_values(text))
    if _DS_HINT in runs and _DS_HINT_RE.search(text):
        yield from _detect_secrets_hits(text)
    if _TOKEN in runs:
        yield from (_Hit(s, e, kind, _P_ENTROPY) for s, e, kind in high_entropy(text))
    if _SPACED in runs:
        yield from _spaced_tokens(text)
    if _SPREAD in runs:
        yield from _spread_tokens(text)
    if _CHUNKS in runs:
        yield from _chunked_tokens(text)
    for slot in ran[bisect_left(ran, _FAMILY_SLOTS[0]) :] if _FAMILY_SLOTS else ():
        family = _FAMILIES[slot - _FAMILY_SLOTS[0]]
        if family.hint is None or family.hint.search(text):
            yield from (_Hit(s, e, kind, _P_FAMILY) for s, e, kind in family.find(text))


def _spaced_tokens(text: str) -> Iterator[_Hit]:
    """A token written with a space, dot or dash between its characters (`g h p _ A 1 …`): read
    without them, the whole run goes when any detector finds a secret in it."""
    for m in _SPACED_RE.finditer(text):
        run = m.group()
        token = _LISTED_RE.sub("", run) if "," in run else run[::2]
        hits = list(_detect(token))
        if hits:
            best = max(hits, key=lambda h: h.priority)
            yield _Hit(m.start(), m.end(), best.kind, best.priority)
        elif len(set(run[1::2])) == 1 and _random_run(token, letters=True):  # (`e.2.b._.5 …`)
            yield _Hit(m.start(), m.end(), "spaced_token", _P_ENTROPY)


def _spread_tokens(text: str) -> Iterator[_Hit]:
    """A token read out one character at a time (`g  h  p  _  A …`, `x - o - x - b - - - 8`):
    read without its spaces (and the separator, when every other character is one), it goes when a
    detector finds a secret in it, or when it is a random run of letters and digits (or of letters
    alone, capitals in runs among small ones: `g  g  x  _  K  h  z  X …`)."""
    for m in _SPREAD_RE.finditer(text):
        chars = m.group().split()
        between = set(chars[1::2])  # `x - o - x`, `g . h . p`: a separator between the characters
        spaced = len(chars) % 2 == 1 and len(between) == 1 and between <= _SPREAD_SEPARATORS
        token = "".join(chars[::2] if spaced else chars)
        if len(chars) < _SPREAD_MIN_LENGTH:
            # (a shorter one, eight characters or more, only where words before say it is read
            # out and it mixes two kinds of character: `Passwort buchstabiert: T w z A J o …`)
            if (
                len(token) >= _SPREAD_SHORT
                and has_classes(token, 2)
                and said_read_out(text, m.start())
            ):
                yield _Hit(m.start(), m.end(), "spaced_token", _P_ENTROPY)
            continue
        hits = list(_detect(token))
        if hits:
            best = max(hits, key=lambda h: h.priority)
            yield _Hit(m.start(), m.end(), best.kind, best.priority)
        elif _random_run(token, letters=True) or (
            # (or words before say it is read out, and it mixes two kinds of character)
            len(token) >= _SPREAD_MIN_LENGTH
            and has_classes(token, 2)
            and said_read_out(text, m.start())
        ):
            yield _Hit(m.start(), m.end(), "spaced_token", _P_ENTROPY)


def _chunked_tokens(text: str) -> Iterator[_Hit]:
    """A token written in groups with a space between (`glpa t-wa enLj lL54 …`): read joined, it
    goes from the group where a detector's secret starts to the run's end."""
    for token, groups in chunked_runs(text):
        hits = list(_detect(token))
        if not hits and (
            _read_out_with_signs(text, token, groups) or _said_and_random(text, token, groups)
        ):
            yield _Hit(groups[0][0], groups[-1][1], "spaced_token", _P_ENTROPY)
            continue
        if hits:
            best = max(hits, key=lambda h: h.priority)
            first, offset = min(h.start for h in hits), 0
            for start, end in groups:  # the group that holds the secret's first character
                offset += end - start
                if offset > first:
                    yield _Hit(start, groups[-1][1], best.kind, best.priority)
                    break


_SPACED_GROUPS = 6
_MIXED_CLASS_RES = (DIGIT_RE, re.compile(r"[a-z]"), re.compile(r"[A-Z]"))
_PLAIN_WORD_RE = re.compile(r"[A-Za-z]?[a-z]+")  # (`goes`, `In`: a sentence goes on after a number)
_VOWEL_RE = re.compile(r"[aeiouyAEIOUY]")


def _read_out_with_signs(text: str, token: str, groups: list[tuple[int, int]]) -> bool:
    """Groups read out with a sign between (`69be | a7a6 | …`, `EFC949, 6341E6, …`), or six or
    more with spaces between that mix digits, small letters and capitals, none a plain word
    (`X2g izO H3J …`), that
    join into a random run: a key dictated so, whatever words came before (a fingerprint and a
    series whose groups all start alike stay). Letters alone whose case switches at random do
    too in groups of one length a dash apart, as a licence's key is printed (`aBoZi - JBSeD -
    TEtcR - SFiNw`; never words nor a list, `Paris - London`, `DFAs, NFAs, CFGs`)."""
    between = text[groups[0][1] : groups[1][0]]
    spaced = between.isspace() and not (
        len(groups) >= _SPACED_GROUPS
        and all(r.search(token) for r in _MIXED_CLASS_RES)
        and not any(_PLAIN_WORD_RE.fullmatch(text, start, end) for start, end in groups)
    )
    if spaced or not (_random_run(token) or _random_letter_groups(text, token, groups)):
        return False
    if len({text[start : start + 2] for start, _ in groups}) == 1:
        return False  # (a series: `v2024a1, v2024b2, …`)
    line_start = text.rfind("\n", 0, groups[0][0]) + 1
    return _NOT_READ_OUT_RE.search(text, line_start, groups[-1][1]) is None


def _random_letter_groups(text: str, token: str, groups: list[tuple[int, int]]) -> bool:
    """Letters alone in groups of one length, four or more, a dash apart, whose case switches at
    random, none a word or an acronym (`aBoZi - JBSeD - TEtcR - SFiNw`; `APIs - SDKs` stays)."""
    lengths = {end - start for start, end in groups}
    return (
        text[groups[0][1] : groups[1][0]].strip() in _GROUP_DASHES
        and len(lengths) == 1
        and min(lengths) >= _LETTER_GROUP_LEAST
        and not any(_NAMING_GROUP_RE.fullmatch(text, start, end) for start, end in groups)
        and random_letters(token)
    )


_GROUP_DASHES = frozenset("-–—")  # noqa: RUF001
_LETTER_GROUP_LEAST = 4
# A group that is a word, an acronym (perhaps plural) or two words run together: `Paris`, `APIs`.
_NAMING_GROUP_RE = re.compile(r"[A-Z]+s?|[A-Z]?[a-z]+|[A-Z][a-z]+[A-Z][a-z]+")


def _said_and_random(text: str, token: str, groups: list[tuple[int, int]]) -> bool:
    """Groups after words that say a value is read out piece by piece (`letter by letter`,
    `one character at a time`), that join into a random run: digits and letters, or small
    letters and capitals with no digit (`nzk_Ab · ImcLMa · zAMghn …`), none a plain word."""
    if not said_read_out(text, groups[0][0]) or len(token) < _SPREAD_MIN_LENGTH:
        return False
    if sum(bool(r.search(token)) for r in _MIXED_CLASS_RES) < 2 and not (
        token.isupper() and unreadable_letters(token.lower())  # (capitals alone: no word's)
    ):
        return False
    # (a vendor's prefix may hold words: `prv_ - prod - _jKd …`, its groups not read)
    prefix = _PREFIX_GROUPS_RE.match(token)
    offset = -(0 if prefix is None else prefix.end())
    for start, end in groups:
        offset += end - start
        if offset <= 0 or end - start <= 2:
            continue
        if _PLAIN_WORD_RE.fullmatch(text, start, end) and _VOWEL_RE.search(text, start, end):
            return False  # (a group of letters one can say; `trpv`, no vowel, is no word)
    return _entropy(token) >= _SPREAD_MIN_ENTROPY


# A vendor's prefix of small words joined by underscores (`prv_prod_`, `sk_live_`).
_PREFIX_GROUPS_RE = re.compile(r"[a-z]{2,8}_(?:[a-z]{2,8}_)?")


def _random_run(token: str, *, letters: bool = False) -> bool:
    """Whether a token read without its separators is random: digits and letters, or (one sign
    apart, ``letters``) capitals in runs among small letters (`a l o f t _ Z G Z H d d …`), never
    words in camel case."""
    if len(token) < _SPREAD_MIN_LENGTH:
        return False
    if not (DIGIT_RE.search(token) and LETTER_RE.search(token)) and not (
        letters and len(_CAPITALS_RE.findall(token)) >= 2 and _SMALLS_RE.search(token)
    ):
        return False
    return _entropy(token) >= _SPREAD_MIN_ENTROPY


def _is_bearer_credential(value: str, *, basic: bool, named: bool = False) -> bool:
    """Whether ``value`` after `Bearer` or an `Authorization` header is a credential: Basic's
    `user:password` in base64, or letters and digits, 16 or more (12 after a scheme's name the
    header gives: Twitch's `Authorization: OAuth …`)."""
    if basic:  # base64("user:password")
        try:
            return b":" in base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
        except ValueError:
            return False
    least = _NAMED_BEARER_LEAST if named else _BEARER_LEAST
    return len(value) >= least and bool(DIGIT_RE.search(value)) and bool(LETTER_RE.search(value))


_BEARER_LEAST, _NAMED_BEARER_LEAST = 16, 12


def _private_keys(text: str) -> Iterator[_Hit]:
    """PEM blocks from BEGIN to END (or, when truncated, to the end of the base64 lines)."""
    has_end = "-----END" in text
    pos = 0
    while (begin := _PEM_BEGIN_RE.search(text, pos)) is not None:
        end = (
            _PEM_END_RE.search(text, begin.end(), begin.end() + _PEM_MAX_BLOCK) if has_end else None
        )
        stop = end.end() if end is not None else _body_end(text, begin.end())
        yield _Hit(begin.start(), stop, "private_key", _P_PEM)
        pos = stop


def _body_end(text: str, pos: int) -> int:
    body = _PEM_BODY_RE.match(text, pos)
    return pos if body is None else body.end()


def _detect_secrets_hits(text: str) -> Iterator[_Hit]:
    for kind, gate, plugin in _detect_secrets_plugins():
        if gate is not None and not gate.search(text):
            continue
        for raw in plugin.analyze_string(text):
            value = str(raw).strip(" \t\r\n\"'=:")
            if value.startswith("AccountKey="):
                value = value[len("AccountKey=") :]
            value = value.split()[0] if value else value
            if len(value) < 8:
                continue
            hit_kind = kind
            if kind == "aws_access_key" and not _AWS_KEY_ID_RE.fullmatch(value):
                hit_kind = "aws_secret_key"
            start = text.find(value)
            while start >= 0:
                yield _Hit(start, start + len(value), hit_kind, _P_DETECT_SECRETS)
                start = text.find(value, start + len(value))


def _merge(hits: list[_Hit]) -> list[_Hit]:
    """Union overlapping hits; the merged span takes the kind of its highest-priority member."""
    hits.sort(key=lambda h: (h.start, -h.end))
    merged: list[_Hit] = []
    for hit in hits:
        if merged and hit.start < merged[-1].end:
            last = merged[-1]
            best = (
                last
                if (last.priority, last.end - last.start) >= (hit.priority, hit.end - hit.start)
                else hit
            )
            merged[-1] = _Hit(last.start, max(last.end, hit.end), best.kind, best.priority)
        else:
            merged.append(hit)
    return merged
