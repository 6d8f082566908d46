"""The entities a memory is linked to when it is saved, so stale review reaches ordinary writes.

An agent names entities as it knows them: a URN is kept as given; a name ("ledger") is the
owner's entity of that name or alias, made when there is none. The text is read too: the owner's
entities it names ("Bob owns the invoicing module" and an entity "invoicing") and what a
registered finder sees in it (the palace registers its offline extractor: people and places) are
linked as well. Deprecating the entity then flags the memory.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from django.db.models.expressions import RawSQL
from django.db.models.functions import Lower

from memories.models import Entity
from memories.services.graph.writes import entity_resolve, entity_upsert, normalise_name
from memories.services.rules.validation import MAX_ENTITIES, URN_RE

# A finder reads a text and names what it mentions: (name, kind) pairs, e.g. ("Ana", "person").
EntityFinder = Callable[[str], Sequence[tuple[str, str]]]
_FINDERS: list[EntityFinder] = []
_WORD = re.compile(r"[\w][\w'.&+-]*")
MAX_PHRASE_WORDS = 4  # "New York City Hall": longer names are rare, and each length is a lookup
MIN_NAME_CHARS = 3  # "it", "AI": too short to tell a name from a word
MAX_WORDS = 2_000  # a long memory's names are read from its first words (a bounded lookup)


def entity_finder_register(finder: EntityFinder) -> None:
    """Add a reader of texts (registered once, at start-up, by an app above this one)."""
    if finder not in _FINDERS:
        _FINDERS.append(finder)


def is_urn(value: str) -> bool:
    return bool(URN_RE.match(value))


def entity_refs_resolve(*, owner_id: int, refs: Sequence[str]) -> list[str]:
    """URNs as given; each name as the URN of the owner's entity of that name (made if new)."""
    out: list[str] = []
    for ref in refs:
        if is_urn(ref):
            out.append(ref)
            continue
        entity = entity_resolve(owner_id=owner_id, name=ref) or entity_upsert(
            owner_id=owner_id, name=ref
        )
        out.append(entity.urn)
    return list(dict.fromkeys(out))


def _phrases(text: str) -> set[str]:
    """Every run of 1 to MAX_PHRASE_WORDS words of `text`, normalised like entity names."""
    words = [w.strip(".'-") for w in _WORD.findall(text)[:MAX_WORDS]]
    words = [w for w in words if w]
    found: set[str] = set()
    for size in range(1, MAX_PHRASE_WORDS + 1):
        for start in range(len(words) - size + 1):
            phrase = normalise_name(" ".join(words[start : start + size]))
            if len(phrase) >= MIN_NAME_CHARS and not phrase.isdigit():
                found.add(phrase)
    return found


def entities_mentioned(*, owner_id: int, text: str) -> list[str]:
    """URNs of the owner's entities that `text` names (by name or alias, whole words, any
    case), then of what the registered finders see in it (made if new); one query to match."""
    phrases = sorted(_phrases(text))
    urns: list[str] = []
    if phrases:
        alias_hit = RawSQL(
            "SELECT id FROM memories_entity WHERE owner_id = %s AND EXISTS (SELECT 1 FROM "
            "unnest(aliases) AS a WHERE lower(regexp_replace(btrim(a), '\\s+', ' ', 'g')) "
            "= ANY(%s))",
            [owner_id, phrases],
        )
        known = (
            Entity.objects.filter(owner_id=owner_id)
            .annotate(lowered=Lower("name"))
            .filter(lowered__in=phrases)
            .values_list("urn", flat=True)
            .union(Entity.objects.filter(pk__in=alias_hit).values_list("urn", flat=True))
        )
        urns.extend(sorted(known))
    for finder in _FINDERS:
        for name, kind in list(finder(text))[:MAX_ENTITIES]:
            urns.append(entity_upsert(owner_id=owner_id, name=name, kind=kind).urn)
    return list(dict.fromkeys(urns))


def entities_link(*, owner_id: int, refs: Sequence[str], text: str) -> list[str]:
    """What a saved memory is linked to: the refs it names, then what its text mentions."""
    named = entity_refs_resolve(owner_id=owner_id, refs=refs)
    mentioned = entities_mentioned(owner_id=owner_id, text=text)
    return list(dict.fromkeys([*named, *mentioned]))[:MAX_ENTITIES]
