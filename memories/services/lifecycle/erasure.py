"""Forgetting for real: a hard delete removes a memory and everything derived from it.

What goes with a memory: its vectors and revisions (cascade), the older versions it superseded,
the graph relations it was the source of, the entities only it (or those relations) supported,
and the detail of its audit events (the row stays: who did what when; the text does not).
Higher layers (the palace: a drawer's message, mined facts) register a hook, so this module
never imports them. Copies outside PostgreSQL (short-term turns in Redis, Redis's files, this
process's caches) go once the erasure commits (`redis_erasure`). Soft forget (archive) is in
governance.py and stays reversible.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import Q

from memories.models import AuditEvent, Entity, Memory, Relation
from memories.search.caches import principal_caches_clear
from memories.search.models_in_use import coverage_cache_clear
from memories.services.dedup.facts import facts_of
from memories.services.lifecycle.redis_erasure import redis_forget_after_commit
from memories.services.short_term import ALL_TURNS, memory_ref
from memories.services.upkeep.term_stats import term_statistics_compact

ERASED_DETAIL = {"erased": True}

# Called inside the erasing transaction with the ids about to go (before their rows are deleted);
# returns entity URNs per owner that the hook's deletions may have left unsupported.
ErasureHook = Callable[[list[uuid.UUID]], dict[int, set[str]]]
_HOOKS: list[ErasureHook] = []


def erasure_hook_register(hook: ErasureHook) -> None:
    """A higher layer erases what it derived from memories (idempotent registration)."""
    if hook not in _HOOKS:
        _HOOKS.append(hook)


# Called inside `user_erase`'s transaction with the person's id, before their row goes: a higher
# layer removes what it keeps of theirs outside the database (the palace: waiting uploads).
UserErasureHook = Callable[[int], None]
_USER_HOOKS: list[UserErasureHook] = []


def user_erasure_hook_register(hook: UserErasureHook) -> None:
    if hook not in _USER_HOOKS:
        _USER_HOOKS.append(hook)


@dataclass(frozen=True)
class ErasureReport:
    memories: int
    relations: int
    entities: int


def memories_erase(*, memory_ids: Iterable[uuid.UUID]) -> ErasureReport:
    """Delete these memories, their predecessors and everything derived from them (one
    transaction; the caller has checked who may do this)."""
    with transaction.atomic():
        ids = _with_predecessors(list(dict.fromkeys(memory_ids)))
        if not ids:
            return ErasureReport(0, 0, 0)
        urns_by_owner: dict[int, set[str]] = {}
        for hook in _HOOKS:
            for owner_id, hook_urns in hook(ids).items():
                urns_by_owner.setdefault(owner_id, set()).update(hook_urns)
        rows = list(Memory.objects.filter(pk__in=ids).values_list("pk", "owner_id", "entities"))
        refs_by_owner: dict[int, set[str]] = {}
        for pk, owner_id, memory_urns in rows:
            urns_by_owner.setdefault(owner_id, set()).update(memory_urns)
            refs_by_owner.setdefault(owner_id, set()).add(memory_ref(pk))
        for owner_id, refs in refs_by_owner.items():
            redis_forget_after_commit(owner_id=owner_id, refs=refs)
        transaction.on_commit(process_caches_forget)
        relations = Relation.objects.filter(source_memory_id__in=ids)
        for owner_id, subject_id, object_id in relations.values_list(
            "owner_id", "subject_id", "object_id"
        ):
            touched = Entity.objects.filter(pk__in=[subject_id, object_id])
            urns_by_owner.setdefault(owner_id, set()).update(touched.values_list("urn", flat=True))
        relation_count, _ = relations.delete()
        AuditEvent.objects.filter(memory_id__in=ids).update(detail=ERASED_DETAIL)
        memory_count, _ = Memory.objects.filter(pk__in=ids).delete()
        # The trigger appended -1 per lexeme of each erased record: fold now, so a word only the
        # erased records held leaves BM25's statistics with them, not at the next beat.
        term_statistics_compact()
        entity_count = sum(
            entities_erase_unsupported(owner_id=owner_id, urns=urns)
            for owner_id, urns in urns_by_owner.items()
        )
    return ErasureReport(memory_count, relation_count, entity_count)


def _with_predecessors(ids: list[uuid.UUID]) -> list[uuid.UUID]:
    """The ids plus every older version that (transitively) was superseded by one of them:
    an archived predecessor holds an earlier wording of the same fact."""
    found = list(ids)
    frontier = list(ids)
    while frontier:
        frontier = [
            pk
            for pk in Memory.objects.filter(superseded_by_id__in=frontier).values_list(
                "pk", flat=True
            )
            if pk not in found
        ]
        found += frontier
    return list(Memory.objects.filter(pk__in=found).values_list("pk", flat=True))


def entities_erase_unsupported(*, owner_id: int, urns: Iterable[str]) -> int:
    """Delete those of the owner's entities (by URN) that nothing supports any more: no
    relation from or to them and no memory that references them."""
    candidates = Entity.objects.filter(owner_id=owner_id, urn__in=list(urns))
    unsupported = [
        entity.pk
        for entity in candidates
        if not Relation.objects.filter(Q(subject=entity) | Q(object=entity)).exists()
        and not Memory.objects.filter(owner_id=owner_id, entities__contains=[entity.urn]).exists()
    ]
    Entity.objects.filter(pk__in=unsupported).delete()  # their events cascade
    return len(unsupported)


def user_erase(*, user_id: int) -> None:
    """Delete a user and all of theirs: memories (with what derives from them, through the
    hooks), conversations, palace, graph, keys and settings (cascades), and the detail of every
    audit event they made or that concerned their memories."""
    with transaction.atomic():
        ids = list(Memory.objects.filter(owner_id=user_id).values_list("pk", flat=True))
        memories_erase(memory_ids=ids)
        AuditEvent.objects.filter(Q(actor_id=user_id) | Q(api_key__user_id=user_id)).update(
            detail=ERASED_DETAIL
        )
        for hook in _USER_HOOKS:
            hook(user_id)
        get_user_model().objects.filter(pk=user_id).delete()
        redis_forget_after_commit(owner_id=user_id, refs=[ALL_TURNS])
        transaction.on_commit(process_caches_forget)


def process_caches_forget() -> None:
    """Drop this process's caches that may hold erased text or an erased person: the facts
    memo (keyed on memory text), and the per-principal recall caches (keyed on a principal,
    which names its user). They refill on the next recall."""
    facts_of.cache_clear()
    coverage_cache_clear()
    principal_caches_clear()
