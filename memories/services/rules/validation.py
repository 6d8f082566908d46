"""Input checks shared by the write services: one field error per bad input, secrets scrubbed.

Services validate (the API, pages, tasks and MCP all call them), so every interface refuses bad
input the same way, with `ValidationFailed(fields=...)` or `PayloadTooLarge` on "content".
Secrets: free text (content, hints, tags, metadata keys and values, names, notes, titles) is
scrubbed; an identifier (external ids, session keys, runs, URNs) that holds one is refused.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.utils import timezone

from memories.models import Kind, Project, Scope
from memories.models.memory import MAX_TAG_CHARS, MAX_TAGS
from memories.models.vocab import DEFAULT_EXPIRY
from memories.redaction import scrub_joined, scrub_secrets
from memories.redaction.json import scrub_json
from memory_project.errors import PayloadTooLarge, ValidationFailed

# RFC 8141: urn:<nid>:<nss>; nid 2-32 chars of letters, digits and inner hyphens.
URN_RE = re.compile(
    r"^urn:[a-z0-9][a-z0-9-]{0,30}[a-z0-9]:[A-Za-z0-9()+,\-.:=@;$_!*'%/?#~&]+$", re.IGNORECASE
)
MAX_ENTITIES = 64
MAX_ENTITY_CHARS = 500
MAX_REF_CHARS = 200
# Identifiers a client names things by (source_conversation, source_run, session, external_id,
# a message's external_id): matched and compared, so refused when too long, never cut.
MAX_IDENTIFIER_CHARS = 200
MAX_POINTER_CHARS = 64  # a palace pointer W-042/R-11/D-007
MAX_CONFIRM_CHARS = 64  # an id typed again to confirm deleting it for good
MAX_NAME_CHARS = 200  # a display name: an entity's, a speaker's, a conversation's subject
MAX_METADATA_BYTES = 16_384
SUBJECT_SCOPES = (Scope.PERSONA, Scope.PROJECT, Scope.SYSTEM, Scope.SESSION)
# Characters that show nothing by themselves: soft hyphen, combining marks (with no letter to sit
# on they are only accents in the air), zero-width space and joiners, direction marks, overrides
# and isolates, word joiner and invisible operators, the braille blank, the byte-order mark,
# Hangul fillers, variation selectors. A regex class body (JSON Schema reads it too, so only \u
# escapes); text made of these and white space alone is blank.
INVISIBLE_CHARS = (
    r"\u00ad\u0300-\u036f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u1ab0-\u1aff"
    r"\u1dc0-\u1dff\u200b-\u200f\u202a-\u202e\u2060-\u206f\u20d0-\u20ff\u2800\u3164"
    r"\ufe00-\ufe0f\ufe20-\ufe2f\ufeff\uffa0"
)
_TAG_CHARS = r"\U000e0000-\U000e007f"  # invisible look-alikes of ASCII (outside the BMP)
_SHOWS_SOMETHING = re.compile(rf"[^\s{INVISIBLE_CHARS}{_TAG_CHARS}]")


def is_blank(text: str) -> bool:
    """True when `text` shows nothing: only white space and invisible characters."""
    return _SHOWS_SOMETHING.search(text) is None


def fail(field: str, message: str) -> ValidationFailed:
    return ValidationFailed(f"{field}: {message}", fields={field: [message]})


def check_text(field: str, value: object, *, max_chars: int | None = None) -> str:
    """A real str: no NUL, valid UTF-8 (no lone surrogates), not longer than `max_chars`."""
    if not isinstance(value, str):
        raise fail(field, "must be a string")
    if "\x00" in value:
        raise fail(field, "must not contain NUL characters")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise fail(field, "must be valid UTF-8 text") from None
    if max_chars is not None and len(value) > max_chars:
        raise fail(field, f"at most {max_chars} characters (got {len(value)})")
    return value


def scrub_text(value: str) -> str:
    """Free text with every secret replaced by its marker."""
    return scrub_secrets(value).text


# Kinds found by shape alone that identifiers carry every day: a SHA-256 content address (64 hex
# characters), a long number whose check digit happens to pass Luhn (one in ten) and a word the
# value model judges by its shape among words (ids are random by design). In free text they are
# scrubbed; an identifier holding one is kept, as refusing it would refuse ids.
IDENTIFIER_SHAPES = frozenset({"hex_key", "card_number", "likely_secret"})


def check_identifier(field: str, value: object, *, max_chars: int) -> str:
    """An identifier is matched and compared, so a rewritten one would collide with another
    (every `[REDACTED:jwt]` id the same conversation): a secret in it is refused, not scrubbed."""
    text = check_text(field, value, max_chars=max_chars).strip()
    found = [kind for kind in scrub_secrets(text).found if kind not in IDENTIFIER_SHAPES]
    if found:
        raise fail(
            field,
            f"looks like a secret ({', '.join(found)}); identifiers holding one are refused",
        )
    return text


@dataclass(frozen=True)
class CleanText:
    content: str
    recall_hint: str
    redacted: tuple[str, ...]


def clean_content(content: object, recall_hint: object) -> CleanText:
    """Check sizes, then scrub secrets from both texts BEFORE anything hashes, embeds or logs."""
    max_content: int = settings.MEMORY_MAX_CONTENT_CHARS
    if isinstance(content, str) and len(content) > max_content:
        raise PayloadTooLarge(
            f"content is {len(content)} characters; the limit is {max_content}.",
            fields={"content": [f"at most {max_content} characters (got {len(content)})"]},
        )
    text = check_text("content", content).strip()
    if is_blank(text):
        raise fail("content", "must not be empty")
    hint = check_text("recall_hint", recall_hint, max_chars=settings.MEMORY_MAX_HINT_CHARS).strip()
    hint = "" if is_blank(hint) else hint
    # One text, hint first: a hint that ends in a label (`the database password is`) makes the
    # start of the content a secret.
    scrubbed_hint, scrubbed_text = scrub_joined([hint, text])
    found = tuple(dict.fromkeys(scrubbed_text.found + scrubbed_hint.found))
    return CleanText(content=scrubbed_text.text, recall_hint=scrubbed_hint.text, redacted=found)


def content_hash(content: str) -> str:
    """SHA-256 of the whitespace-normalised, casefolded content: the exact-duplicate key."""
    return hashlib.sha256(" ".join(content.split()).casefold().encode("utf-8")).hexdigest()


def check_choice(field: str, value: object, choices: Iterable[str]) -> str:
    options = list(choices)
    if not isinstance(value, str) or value not in options:
        raise fail(field, f"unknown {field} {value!r}; one of {', '.join(options)}")
    return value


def check_kind(value: object) -> str:
    return check_choice("kind", value, Kind.values)


def check_tags(tags: object) -> list[str]:
    """Stripped, de-duplicated (case-insensitively, first spelling kept), at most 32 of ≤100."""
    if isinstance(tags, str) or not isinstance(tags, Sequence):
        raise fail("tags", "must be a list of strings")
    seen: dict[str, str] = {}
    for raw in tags:
        tag = check_text("tags", raw).strip()
        if len(tag) > MAX_TAG_CHARS:
            raise fail("tags", f"each tag at most {MAX_TAG_CHARS} characters")
        tag = scrub_text(tag)[:MAX_TAG_CHARS]  # a marker may be longer than what it replaced
        if tag and tag.casefold() not in seen:
            seen[tag.casefold()] = tag
    if len(seen) > MAX_TAGS:
        raise fail("tags", f"at most {MAX_TAGS} tags (got {len(seen)})")
    return list(seen.values())


def merge_tags(old: Sequence[str], new: Sequence[str]) -> list[str]:
    """Union of both tag lists (first spelling wins), capped at the tag limit."""
    merged: dict[str, str] = {}
    for tag in [*old, *new]:
        merged.setdefault(tag.casefold(), tag)
    return list(merged.values())[:MAX_TAGS]


def check_entities(entities: object) -> list[str]:
    if isinstance(entities, str) or not isinstance(entities, Sequence):
        raise fail("entities", "must be a list of URNs")
    out: list[str] = []
    for raw in entities:
        urn = check_identifier("entities", raw, max_chars=MAX_ENTITY_CHARS)
        if not URN_RE.match(urn):
            raise fail("entities", f"{urn[:80]!r} is not a URN (urn:<nid>:<nss>)")
        if urn not in out:
            out.append(urn)
    if len(out) > MAX_ENTITIES:
        raise fail("entities", f"at most {MAX_ENTITIES} entities")
    return out


ENTITY_NAME_CHARS = 200  # an entity's name (`Entity.name`)


def check_entity_refs(entities: object) -> list[str]:
    """What a memory names: URNs (`urn:<nid>:<nss>`) or entity names ("ledger"), a name being
    resolved to the owner's entity of that name on save (`memories.services.graph.entity_links`)."""
    if isinstance(entities, str) or not isinstance(entities, Sequence):
        raise fail("entities", "must be a list of URNs or entity names")
    out: list[str] = []
    for raw in entities:
        ref = re.sub(r"\s+", " ", check_identifier("entities", raw, max_chars=MAX_ENTITY_CHARS))
        if not ref:
            raise fail("entities", "an entity must not be empty")
        if ref.lower().startswith("urn:"):
            if not URN_RE.match(ref):
                raise fail("entities", f"{ref[:80]!r} is not a URN (urn:<nid>:<nss>)")
        elif len(ref) > ENTITY_NAME_CHARS:
            raise fail("entities", f"an entity name has at most {ENTITY_NAME_CHARS} characters")
        if ref not in out:
            out.append(ref)
    if len(out) > MAX_ENTITIES:
        raise fail("entities", f"at most {MAX_ENTITIES} entities")
    return out


def check_unit(field: str, value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise fail(field, "must be a number between 0 and 1")
    number = float(value)
    if not 0.0 <= number <= 1.0:
        raise fail(field, "must be between 0 and 1")
    return number


def check_metadata(metadata: object) -> dict[str, Any]:
    if metadata is None:
        return {}
    if not isinstance(metadata, dict):
        raise fail("metadata", "must be an object")
    try:
        encoded = json.dumps(metadata, ensure_ascii=False)
    except (TypeError, ValueError):
        raise fail("metadata", "must be JSON-serialisable") from None
    if "\\u0000" in encoded:
        raise fail("metadata", "must not contain NUL characters")
    if len(encoded.encode("utf-8", "replace")) > MAX_METADATA_BYTES:
        raise fail("metadata", f"at most {MAX_METADATA_BYTES} bytes of JSON")
    cleaned: dict[str, Any] = scrub_json(metadata)
    return cleaned


def check_expires_at(value: object) -> datetime | None:
    if value is None:
        return None
    if not isinstance(value, datetime) or timezone.is_naive(value):
        raise fail("expires_at", "must be a timezone-aware datetime")
    if value <= timezone.now():
        raise fail("expires_at", "must be in the future")
    return value


def default_expiry(kind: str, *, project_id: int | None = None) -> datetime | None:
    """Default lifetime per kind: the project's own (`memory.defaultExpiry`) for a project's
    memories, else settings MEMORY_DEFAULT_EXPIRY_DAYS, else `DEFAULT_EXPIRY`."""
    overrides: dict[str, int | None] = settings.MEMORY_DEFAULT_EXPIRY_DAYS
    own = (
        Project.objects.filter(pk=project_id).values_list("default_expiry", flat=True).first()
        if project_id is not None
        else None
    )
    if own and kind in own:
        days = own[kind]
        lifetime = timedelta(days=days) if days is not None else None
    elif kind in overrides:
        days = overrides[kind]
        lifetime = timedelta(days=days) if days is not None else None
    else:
        lifetime = DEFAULT_EXPIRY.get(kind)
    return timezone.now() + lifetime if lifetime is not None else None
