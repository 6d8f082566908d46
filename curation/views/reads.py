"""Curation's reads: the queues and reports behind the pages, all scoped via memories.scoping.

Every memory list starts from `memories_visible_to(principal)` (admins see all); each returns
a queryset with its relations joined, so a page costs the same number of queries at any size.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta

from django.db.models import Q, QuerySet
from django.utils import timezone

from memories.models import (
    USAGE_SOURCES,
    AuditEvent,
    Entity,
    Kind,
    Memory,
    ModelUsage,
    Source,
    Status,
)
from memories.scoping import Principal, memories_visible_to
from memories.selectors import memory_list
from palace.models import MiningRun

AGENT_SOURCES = (Source.AGENT, Source.RUN, Source.MINING, Source.LEARNING, Source.INSIGHT)
COST_DAYS = 14


def approval_queue(*, principal: Principal) -> QuerySet[Memory]:
    """Active agent-written memories nobody has approved yet, and any memory whose proposed
    always_inject waits for a person, oldest first (first in, first out). Palace drawers (kind
    `message`) are verbatim records, not claims, so they never queue."""
    unapproved = Q(approved_at__isnull=True, source__in=AGENT_SOURCES)
    return (
        memories_visible_to(principal)
        .filter(unapproved | Q(always_inject_proposed=True), status=Status.ACTIVE)
        .exclude(kind=Kind.MESSAGE)
        .select_related("owner", "persona", "project", "system", "created_via_key")
        .order_by("created_at", "id")
    )


def pin_list(
    *,
    principal: Principal,
    kind: str | None = None,
    scope: str | None = None,
    q: str | None = None,
    pinned: bool | str | None = None,
) -> QuerySet[Memory]:
    """Active memories for the always_inject page: agents' proposals first (they wait for a
    person), then pinned ones, then newest change. `pinned="proposed"`: proposals only."""
    qs = memory_list(principal=principal, kind=kind, scope=scope, q=q).exclude(kind=Kind.MESSAGE)
    if pinned == "proposed":
        qs = qs.filter(always_inject_proposed=True)
    elif isinstance(pinned, bool):
        qs = qs.filter(always_inject=pinned)
    return qs.select_related("owner").order_by(
        "-always_inject_proposed", "-always_inject", "-updated_at", "-id"
    )


def overview_counts(*, principal: Principal) -> dict[str, int]:
    visible = memories_visible_to(principal)
    since = timezone.now() - timedelta(days=1)
    return {
        "stale": visible.filter(status=Status.STALE).count(),
        "approvals": approval_queue(principal=principal).count(),
        "pinned": visible.filter(status=Status.ACTIVE, always_inject=True).count(),
        "promoted": visible.filter(status=Status.ACTIVE, metadata__has_key="promoted_from").count(),
        "mining_recent": MiningRun.objects.filter(started_at__gte=since).count(),
        "mining_failed": MiningRun.objects.filter(
            started_at__gte=since, status=MiningRun.Status.FAILED
        ).count(),
        "audit_recent": AuditEvent.objects.filter(created_at__gte=since).count(),
        "entities": Entity.objects.count() if principal.is_admin else 0,
    }


def mining_runs() -> QuerySet[MiningRun]:
    return MiningRun.objects.select_related("conversation").order_by("-started_at", "-id")


@dataclass
class CostDay:
    day: date
    sources: dict[str, dict[str, int]] = field(default_factory=dict)
    cells: list[dict[str, int]] = field(default_factory=list)  # one per report source, in order


@dataclass
class CostReport:
    sources: list[str]
    days: list[CostDay]
    totals: dict[str, dict[str, int]]

    @property
    def total_cells(self) -> list[dict[str, int]]:
        return [self.totals[source] for source in self.sources]


def model_cost_by_day(*, days: int = COST_DAYS) -> CostReport:
    """Calls and tokens per source (`ModelUsage`: embed, extract, rerank, QA) per UTC day over
    the last `days` days, with totals. Seed 003's four sources are always columns. What a
    process counted in the last USAGE_FLUSH_SECONDS may not be written yet."""
    since = timezone.now().date() - timedelta(days=days - 1)
    rows = ModelUsage.objects.filter(day__gte=since).values_list("day", "source", "calls", "tokens")
    by_day: dict[date, CostDay] = {}
    totals: dict[str, dict[str, int]] = {s: {"calls": 0, "tokens": 0} for s in USAGE_SOURCES}
    for day, source, calls, tokens in rows:
        entry = {"calls": int(calls), "tokens": int(tokens)}
        by_day.setdefault(day, CostDay(day=day)).sources[source] = entry
        total = totals.setdefault(source, {"calls": 0, "tokens": 0})
        total["calls"] += entry["calls"]
        total["tokens"] += entry["tokens"]
    sources = [*USAGE_SOURCES, *sorted(set(totals) - set(USAGE_SOURCES))]
    zero = {"calls": 0, "tokens": 0}
    ordered = sorted(by_day.values(), key=lambda d: d.day, reverse=True)
    for entry_day in ordered:
        entry_day.cells = [entry_day.sources.get(source, zero) for source in sources]
    return CostReport(sources=sources, days=ordered, totals=totals)
