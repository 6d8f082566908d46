"""Operations pages: the overview (activity per day as pictures), indexing coverage (+ reconcile now), mining activity and
cost per source, and the audit log."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.contrib import messages
from django.http import HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST

from curation.views import reads
from curation.views.common import curator_required, paginate, querystring, render
from memories import charts
from memories.embeddings.registry import get_embedder
from memories.selectors import audit_list
from memories.services.upkeep.outbox import outbox_enqueue
from memories.services.upkeep.reconcile import embedding_coverage
from memories.views.rendering import page_principal
from memory_project.errors import DomainError
from memory_project.htmx_messages import HtmxHttpRequest

# Actions the services record; the filter also accepts any other word typed in.
KNOWN_ACTIONS = (
    "always_inject", "always_inject_proposed", "approve", "feedback", "forget", "hard_delete", "keep", "mark_stale",
    "promote", "remember", "restore", "supersede", "update",
)  # fmt: skip


@curator_required
@require_GET
def overview(request: HtmxHttpRequest) -> HttpResponse:
    principal = page_principal(request)
    counts = reads.overview_counts(principal=principal)
    activity = reads.activity_by_day(principal=principal)
    labels = [d.strftime("%-d %b") for d in activity.days]
    names = list(activity.series)
    cost = reads.model_cost_by_day(days=reads.ACTIVITY_DAYS)
    coverage = _coverage_rows()
    context = {
        "counts": counts,
        "hidden": reads.overview_private(principal=principal),
        "activity_svg": charts.stacked_columns(
            labels, activity.series, label="Audit events per day, last 30 days"
        ),
        "activity_legend": charts.legend(names),
        "waiting_svg": charts.stacked_columns(
            labels, {"waiting": activity.waiting}, label="Approvals waiting at each day's end"
        ),
        "activity_rows": [
            {"day": day, "values": [activity.series[n][i] for n in names],
             "waiting": activity.waiting[i]}
            for i, day in enumerate(activity.days)
        ][::-1],
        "activity_names": names,
        "activity_total": sum(sum(v) for v in activity.series.values()),
        **_cost_pictures(cost, reads.ACTIVITY_DAYS),
        "coverage": coverage,
        "summary": _coverage_summary(coverage),
    }  # fmt: skip
    return render(request, "overview", context)


def _cost_pictures(cost: reads.CostReport, days: int) -> dict[str, Any]:
    """Tokens per source stacked per day over the whole window (a day without use is an empty
    column, not left out), oldest first, with the legend."""
    today = timezone.now().date()
    window = [today - timedelta(days=days - 1 - i) for i in range(days)]
    by_day = {d.day: d for d in cost.days}
    tokens = {
        source: [
            by_day[day].sources.get(source, {}).get("tokens", 0) if day in by_day else 0
            for day in window
        ]
        for source in cost.sources
    }
    labels = [day.strftime("%-d %b") for day in window]
    return {
        "cost_svg": charts.stacked_columns(labels, tokens, label="Model tokens per day by source"),
        "cost_legend": charts.legend(cost.sources),
        "cost": cost,
    }


def _coverage_summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """What an operator acts on: how many active memories recall cannot find by meaning yet
    (no vector of the model in use) and of which kinds, rather than a bar per kind at 100 %."""
    model = get_embedder().model
    current = [row for row in rows if row["model"] == model]
    total = sum(int(row["expected"]) for row in current)
    gaps = [(str(row["kind"]), int(row["expected"]) - int(row["indexed"])) for row in current]
    missing = [(kind, n) for kind, n in gaps if n > 0]
    return {
        "model": model,
        "total": total,
        "missing": sum(n for _, n in missing),
        "missing_kinds": ", ".join(f"{kind}: {n}" for kind, n in missing),
        "older": sum(int(row["indexed"]) for row in rows if row["model"] != model),
    }


def _coverage_rows() -> list[dict[str, Any]]:
    rows = []
    for row in embedding_coverage():
        expected = int(str(row["expected"]))
        indexed = int(str(row["indexed"]))
        percent = 100 if expected == 0 else round(100 * indexed / expected)
        rows.append({**row, "percent": percent, "complete": indexed >= expected})
    return rows


@curator_required
@require_GET
def indexing(request: HtmxHttpRequest) -> HttpResponse:
    rows = _coverage_rows()
    context = {"rows": rows, "queued": False, "summary": _coverage_summary(rows)}
    return render(request, "indexing", context)


@curator_required
@require_POST
def reconcile_now(request: HtmxHttpRequest) -> HttpResponse:
    """Queue the embedding reconciler once this request's work is committed."""
    outbox_enqueue(task="memories.reconcile_embeddings")
    note = "Reconcile queued: a worker embeds what is missing; refresh to watch coverage grow."
    if not request.htmx:
        messages.success(request, note)
        return redirect(reverse("curation:indexing"))
    rows = _coverage_rows()
    context = {"rows": rows, "queued": True, "note": note, "summary": _coverage_summary(rows)}
    return render(request, "indexing", context)


@curator_required
@require_GET
def mining(request: HtmxHttpRequest) -> HttpResponse:
    page = paginate(request, reads.mining_runs())
    cost = reads.model_cost_by_day()
    context = {
        "page": page, "cost_days": reads.COST_DAYS, "qs": querystring(request),
        **_cost_pictures(cost, reads.COST_DAYS),
    }  # fmt: skip
    return render(request, "mining", context)


@curator_required
@require_GET
def audit(request: HtmxHttpRequest) -> HttpResponse:
    action = (request.GET.get("action") or "").strip()[:40] or None
    memory_id = (request.GET.get("memory") or "").strip()[:64] or None
    context: dict[str, Any] = {
        "action": action or "",
        "memory": memory_id or "",
        "actions": KNOWN_ACTIONS,
        "qs": querystring(request),
    }
    status = 200
    try:
        events = audit_list(principal=page_principal(request), memory_id=memory_id, action=action)
        context["page"] = paginate(request, events, per_page=50)
    except DomainError as exc:
        context["error"] = "That is not a memory id; paste the full id (a UUID)."
        status = exc.status_code
    return render(request, "audit", context, status=status)
