"""Curation's reads: the queues and reports behind the pages, all scoped via memories.scoping.

Every memory list starts from `memories_visible_to(principal)` (admins see all); each returns
a queryset with its relations joined, so a page costs the same number of queries at any size.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta

from django.db.models import Count, Q, QuerySet
from django.db.models.functions import TruncDate
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
from memories.scoping import Principal, memories_visible_to, private_hidden_filter
from memories.selectors import memory_list
from palace.models import MiningRun

AGENT_SOURCES = (Source.AGENT, Source.RUN, Source.MINING, Source.LEARNING, Source.INSIGHT)
COST_DAYS = 14

# The approval queue's age choices: (label, newer-than, older-than) as timedeltas from now.
APPROVAL_AGES: dict[str, tuple[str, timedelta | None, timedelta | None]] = {
    "1h": ("written in the last hour", timedelta(hours=1), None),
    "24h": ("written in the last 24 hours", timedelta(days=1), None),
    "7d": ("written in the last 7 days", timedelta(days=7), None),
    "old7d": ("older than 7 days", None, timedelta(days=7)),
    "old30d": ("older than 30 days", None, timedelta(days=30)),
}
APPROVAL_SORTS: dict[str, tuple[str, tuple[str, ...]]] = {
    "oldest": ("oldest first", ("created_at", "id")),
    "newest": ("newest first", ("-created_at", "-id")),
    "confidence": ("lowest confidence first", ("confidence", "created_at", "id")),
    "-confidence": ("highest confidence first", ("-confidence", "created_at", "id")),
}


@dataclass(frozen=True)
class ApprovalFilters:
    """What narrows the approval queue; every field optional. `seen_at` pins a bulk action to
    what the curator saw: memories written after the page was shown are left alone."""

    scope: str | None = None
    kind: str | None = None
    source: str | None = None
    key_id: int | None = None
    age: str | None = None
    min_confidence: float | None = None
    max_confidence: float | None = None
    sort: str = "oldest"
    seen_at: datetime | None = None
    # A subject label (`user_id:alice-123` from mem0's surface, a LangGraph namespace label).
    subject: str | None = None

    def apply(self, qs: QuerySet[Memory]) -> QuerySet[Memory]:
        if self.scope:
            qs = qs.filter(scope=self.scope)
        if self.kind:
            qs = qs.filter(kind=self.kind)
        if self.source:
            qs = qs.filter(source=self.source)
        if self.key_id is not None:
            qs = qs.filter(created_via_key_id=self.key_id)
        if self.age:
            _label, newer, older = APPROVAL_AGES[self.age]
            now = timezone.now()
            if newer is not None:
                qs = qs.filter(created_at__gte=now - newer)
            if older is not None:
                qs = qs.filter(created_at__lt=now - older)
        if self.min_confidence is not None:
            qs = qs.filter(confidence__gte=self.min_confidence)
        if self.max_confidence is not None:
            qs = qs.filter(confidence__lte=self.max_confidence)
        if self.seen_at is not None:
            qs = qs.filter(created_at__lte=self.seen_at)
        if self.subject:
            qs = qs.filter(subject__contains=[self.subject])
        return qs

    @property
    def active(self) -> bool:
        """Whether anything narrows the queue (the sort and `seen_at` do not)."""
        narrowing = (self.scope, self.kind, self.source, self.key_id, self.age, self.subject)
        bounds = (self.min_confidence, self.max_confidence)
        return any(v is not None and v != "" for v in (*narrowing, *bounds))


# What waits for a curator: agents' unapproved memories, proposed pins, and what an owner asked.
AWAITING_DECISION = (
    Q(approved_at__isnull=True, source__in=AGENT_SOURCES)
    | Q(always_inject_proposed=True)
    | ~Q(curator_request="")
)


@dataclass(frozen=True)
class PrivateCount:
    """Private memories of others a curator may not open: how many, of how many people."""

    memories: int
    people: int


def private_hidden_count(*, principal: Principal, rows: Q) -> PrivateCount:
    """How many of the rows matching `rows` are private to other people and not opened to
    curators by their owners (`scoping.private_hidden_filter`): counts, never content."""
    counts = (
        Memory.objects.filter(private_hidden_filter(principal))
        .filter(rows)
        .aggregate(memories=Count("id"), people=Count("owner_id", distinct=True))
    )
    return PrivateCount(memories=counts["memories"], people=counts["people"])


def approval_hidden(*, principal: Principal) -> PrivateCount:
    """The approval queue's private part that curators only count."""
    rows = AWAITING_DECISION & Q(status=Status.ACTIVE) & ~Q(kind=Kind.MESSAGE)
    return private_hidden_count(principal=principal, rows=rows)


def approval_queue(
    *, principal: Principal, filters: ApprovalFilters | None = None
) -> QuerySet[Memory]:
    """Active agent-written memories nobody has approved yet, and any memory whose proposed
    always_inject waits for a person, oldest first (first in, first out) unless `filters`
    sorts otherwise. Palace drawers (kind `message`) are verbatim records, not claims, so they
    never queue. `filters` narrows the queue (scope, kind, source, key, age, confidence)."""
    qs = (
        memories_visible_to(principal)
        .filter(AWAITING_DECISION, status=Status.ACTIVE)
        .exclude(kind=Kind.MESSAGE)
        .select_related("owner", "persona", "project", "system", "created_via_key")
    )
    if filters is None:
        return qs.order_by("created_at", "id")
    return filters.apply(qs).order_by(*APPROVAL_SORTS[filters.sort][1])


def approval_keys(*, principal: Principal) -> list[dict[str, object]]:
    """The API keys that wrote what waits in the queue (for the "written via" filter)."""
    rows = (
        approval_queue(principal=principal)
        .filter(created_via_key__isnull=False)
        .order_by()
        .values("created_via_key_id", "created_via_key__name", "created_via_key__prefix")
        .distinct()
    )
    return sorted(
        (
            {
                "id": row["created_via_key_id"],
                "label": f"{row['created_via_key__name'] or 'key'} ({row['created_via_key__prefix']})",
            }
            for row in rows
        ),
        key=lambda k: str(k["label"]),
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


def overview_private(*, principal: Principal) -> PrivateCount:
    """Active private memories of others, closed to curators (the overview's count)."""
    return private_hidden_count(principal=principal, rows=Q(status=Status.ACTIVE))


def mining_runs() -> QuerySet[MiningRun]:
    return MiningRun.objects.select_related("conversation__owner").order_by("-started_at", "-id")


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
    the last `days` days, with totals. The four model-cost sources are always columns. What a
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


ACTIVITY_DAYS = 30
# The daily series of the overview: (label, audit actions counted). Recalls are not logged
# per call (only their embeddings, in the mining cost); injections are (`inject`).
ACTIVITY_SERIES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("writes", ("remember",)),
    ("injections", ("inject",)),
    ("approvals", ("approve",)),
    ("stale found", ("mark_stale", "entity_event_stale")),
)


@dataclass
class Activity:
    days: list[date]
    series: dict[str, list[int]]  # one value per day, in `days` order
    waiting: list[int]  # the approval queue's length at the end of each day


def activity_by_day(*, principal: Principal, days: int = ACTIVITY_DAYS) -> Activity:
    """Per UTC day over the last `days` days: audit events per series, and how many agent
    memories waited for approval at each day's end (by their written and approved times,
    among those still active now). Two queries, whatever the volume."""
    today = timezone.now().date()
    day_list = [today - timedelta(days=days - 1 - i) for i in range(days)]
    since = datetime.combine(day_list[0], datetime.min.time(), tzinfo=UTC)
    actions = {a: name for name, group in ACTIVITY_SERIES for a in group}
    rows = (
        AuditEvent.objects.filter(created_at__gte=since, action__in=list(actions))
        .annotate(day=TruncDate("created_at", tzinfo=UTC))
        .values_list("day", "action")
        .annotate(n=Count("id"))
    )
    index = {d: i for i, d in enumerate(day_list)}
    series = {name: [0] * days for name, _ in ACTIVITY_SERIES}
    for day, action, n in rows:
        if day in index:
            series[actions[action]][index[day]] += n
    pending = (
        memories_visible_to(principal)
        .filter(status=Status.ACTIVE, source__in=AGENT_SOURCES)
        .exclude(kind=Kind.MESSAGE)
    )
    ends = [since + timedelta(days=i + 1) for i in range(days)]
    counts = pending.aggregate(
        **{
            f"d{i}": Count(
                "id",
                filter=Q(created_at__lt=end)
                & (Q(approved_at__isnull=True) | Q(approved_at__gte=end)),
            )
            for i, end in enumerate(ends)
        }
    )
    return Activity(days=day_list, series=series, waiting=[counts[f"d{i}"] for i in range(days)])
