"""Cross-enrichment: the memories linked to the entities a tool response mentions.

An agent hands over what a tool returned (a query result, a catalog lookup: any JSON value or
text); the URNs in it (DataHub's included) pick the memories that name those entities among
what the caller may see, rendered as the same `memory_context` block `/context` makes, to
append to the response. Nothing is returned when nothing is linked.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.conf import settings
from django.db.models import F

from memories.context.compose import CHARS_PER_TOKEN, ContextEntry, render
from memories.retrieval.types import RecallFilters
from memories.retrieval.visible import recall_queryset
from memories.scoping import Principal
from memories.services.audit import audit_record
from memories.services.people.preferences import memory_settings_for
from memories.urns import urns_in_json

MAX_URNS = 64


@dataclass
class Enrichment:
    text: str = ""
    memory_ids: list[str] = field(default_factory=list)
    urns: list[str] = field(default_factory=list)


def enrich_tool_response(
    *,
    principal: Principal,
    tool_response: Any,
    session: str | None = None,
    fmt: str = "xml",
    max_tokens: int | None = None,
) -> Enrichment:
    """The memory_context block for the entities `tool_response` names (empty when none is
    linked, or memory is turned off); every memory put in is audited like an injection."""
    urns = urns_in_json(tool_response, limit=MAX_URNS)
    out = Enrichment(urns=urns)
    if not urns or not principal.recall_enabled:
        return out
    if not memory_settings_for(user_id=principal.user_id).enabled:
        return out
    rows = (
        recall_queryset(principal=principal, filters=RecallFilters(session=session))
        .filter(entities__overlap=urns, confidence__gte=settings.RECALL_CONTEXT_MIN_CONFIDENCE)
        .annotate(prior=F("confidence") * F("relevance_score"))
        .order_by("-prior", "-updated_at", "id")
        .values("id", "content", "kind", "scope")[: settings.RECALL_CONTEXT_TOP_K]
    )
    entries = [ContextEntry(r["id"], r["content"], r["kind"], r["scope"], False) for r in rows]
    budget = (max_tokens or settings.RECALL_CONTEXT_MAX_TOKENS) * CHARS_PER_TOKEN
    out.text, used = render(entries, fmt=fmt, max_chars=budget)
    out.memory_ids = [str(entry.id) for entry in used]
    for entry in used:
        audit_record(
            principal=principal, action="inject", memory_id=entry.id,
            detail={"format": fmt, "enrich": True},
        )  # fmt: skip
    return out
