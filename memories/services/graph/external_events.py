"""Staleness for external entities (data-catalog lineage): a catalog reports that a dataset was deprecated
or its schema changed, and every active memory naming that URN goes stale, whoever owns it.

Only a key holding `entity.events` may report, and only while its user is an admin (the rule
reaches everyone's memories: global by design, as a deprecation is true for everyone; each
affected owner gets an audit row). The stale reason is built from the report alone (the URN, what
happened, when, the reporter's note): it says nothing about anybody's memories, and the answer
to the reporter does not say how many were flagged.
"""

from __future__ import annotations

from collections import Counter
from datetime import datetime

from django.contrib.auth import get_user_model
from django.utils import timezone

from memories.models import RULE_ENTITY_EVENTS, EntityEvent, ExternalEntityEvent, Memory, Status
from memories.scoping import Principal, is_admin
from memories.services.audit import audit_record
from memories.services.lifecycle.governance import memory_mark_stale
from memories.services.rules.validation import check_entities, fail, scrub_text
from memory_project.errors import Forbidden


def external_entity_event_record(
    *,
    principal: Principal,
    urn: object,
    kind: object,
    note: object = "",
    occurred_at: datetime | None = None,
) -> ExternalEntityEvent:
    """Record the event and flag every active memory that names `urn` (any owner)."""
    may_report = RULE_ENTITY_EVENTS in principal.rules and principal.api_key_id is not None
    if not may_report or not is_admin(
        get_user_model().objects.filter(pk=principal.user_id).first()
    ):
        raise Forbidden("This key may not report entity events (it needs entity.events).")
    (clean_urn,) = check_entities([urn]) if isinstance(urn, str) else (None,)
    if clean_urn is None:
        raise fail("urn", "one entity URN, e.g. urn:li:dataset:(…)")
    if kind not in EntityEvent.Kind.values:
        raise fail("kind", f"one of {', '.join(EntityEvent.Kind.values)}")
    if not isinstance(note, str) or len(note) > 2000:
        raise fail("note", "text of at most 2000 characters")
    when = occurred_at or timezone.now()
    event = ExternalEntityEvent.objects.create(
        urn=clean_urn, kind=str(kind), note=scrub_text(note.replace("\x00", "")),
        occurred_at=when, api_key_id=principal.api_key_id,
    )  # fmt: skip
    reason = f"external entity {clean_urn} was {kind} on {when:%Y-%m-%d}"
    if event.note:
        reason += f": {event.note}"
    naming = Memory.objects.filter(status=Status.ACTIVE, entities__contains=[clean_urn])
    owners = Counter(naming.values_list("owner_id", flat=True))
    event.stale_flagged = memory_mark_stale(
        memory_ids=naming.values_list("pk", flat=True), reason=reason
    )
    event.save(update_fields=["stale_flagged"])
    # The reach is global by design (a catalog's deprecation is true for everyone), so each
    # owner whose memories it flagged gets an audit row naming the reporting key and the count.
    for owner_id, count in sorted(owners.items()):
        audit_record(
            principal=principal,
            action="entity_event_stale",
            detail={"owner_id": owner_id, "urn": clean_urn, "kind": str(kind),
                    "event_id": event.pk, "memories": count},
        )  # fmt: skip
    return event
