"""Review pages: stale memories (keep / update / archive), the approval queue, always_inject
pins and promotion to organisation-wide knowledge. Row actions answer htmx with the row."""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

from django.db.models import Q
from django.http import HttpResponse, QueryDict
from django.urls import reverse
from django.utils import timezone
from django.utils.dateparse import parse_datetime
from django.views.decorators.http import require_GET, require_POST

from curation.services import (
    BULK_MAX,
    curator_request_decline,
    memories_bulk_review,
    memory_keep,
    memory_promote,
)
from curation.views import reads
from curation.views.common import curator_required, paginate, querystring, render, row_answer
from memories.graph_selectors import stale_list
from memories.models import PRIVATE_SCOPES, Kind, Memory, Scope, Status
from memories.scoping import memory_get_for_read
from memories.services.lifecycle.governance import (
    memory_approve,
    memory_forget,
    memory_set_always_inject,
)
from memories.services.rules.subject_labels import MAX_LABEL_CHARS
from memories.services.store.memory import memory_update
from memories.views.rendering import page_principal
from memory_project.errors import DomainError, ValidationFailed
from memory_project.htmx_messages import HtmxHttpRequest

# The queue's filter fields (a bulk form carries them to act on what they match).
FILTER_NAMES = (
    "scope",
    "kind",
    "source",
    "key",
    "age",
    "min_confidence",
    "max_confidence",
    "sort",
    "subject",
)


def _row(
    request: HtmxHttpRequest, partial: str, memory: Memory, *, note: str = "", error: str = "",
    status: int = 200,
) -> HttpResponse:  # fmt: skip
    context = {
        "m": memory,
        "note": note,
        "error": error,
        "next": request.POST.get("next", ""),
        "private_scopes": PRIVATE_SCOPES,
    }
    return render(request, partial, context, status=status)


def _act(
    request: HtmxHttpRequest, memory_id: str, *, partial: str, fallback: str, action: Any, done: str
) -> HttpResponse:
    """Run one row action; htmx gets the row back (or its error), no-JS a redirect + message."""
    principal = page_principal(request)
    try:
        memory = action(principal)
    except DomainError as exc:
        error, status = exc.message, exc.status_code

        def row_again() -> HttpResponse:
            try:
                current = memory_get_for_read(principal=principal, memory_id=memory_id)
            except DomainError:
                return render(request, "row_error", {"message": error}, status=status)
            return _row(request, partial, current, error=error, status=status)

        return row_answer(request, fallback, row_again, error=error)
    return row_answer(
        request, fallback, lambda: _row(request, partial, memory, note=done), note=done
    )


# --- stale review -----------------------------------------------------------------------


@curator_required
@require_GET
def stale_review(request: HtmxHttpRequest) -> HttpResponse:
    principal = page_principal(request)
    page = paginate(request, stale_list(principal=principal))
    hidden = reads.private_hidden_count(principal=principal, rows=Q(status=Status.STALE))
    context = {"page": page, "qs": querystring(request), "hidden": hidden}
    return render(request, "stale_list", context)


@curator_required
@require_POST
def stale_keep(request: HtmxHttpRequest, memory_id: str) -> HttpResponse:
    return _act(
        request, memory_id, partial="stale_row", fallback=reverse("curation:stale"),
        action=lambda p: memory_keep(principal=p, memory_id=memory_id),
        done="Kept: the memory is active again and back in recall.",
    )  # fmt: skip


@curator_required
@require_POST
def stale_update(request: HtmxHttpRequest, memory_id: str) -> HttpResponse:
    """Correct a stale memory. The correction is the review, so it is kept (re-activated) too:
    memory_update records the revision, then memory_keep clears the stale flag."""
    content = request.POST.get("content", "")
    hint = request.POST.get("recall_hint")

    def correct(principal: Any) -> Memory:
        memory_update(principal=principal, memory_id=memory_id, content=content, recall_hint=hint)
        return memory_keep(principal=principal, memory_id=memory_id)

    return _act(
        request, memory_id, partial="stale_row", fallback=reverse("curation:stale"),
        action=correct, done="Updated and kept: the corrected memory is active again.",
    )  # fmt: skip


@curator_required
@require_POST
def stale_archive(request: HtmxHttpRequest, memory_id: str) -> HttpResponse:
    def archive(principal: Any) -> Memory:
        memory = memory_forget(principal=principal, memory_id=memory_id)
        assert memory is not None  # a soft forget always returns the row
        return memory

    return _act(
        request, memory_id, partial="stale_row", fallback=reverse("curation:stale"),
        action=archive, done="Archived: it stays out of recall; restore it from its page.",
    )  # fmt: skip


# --- approval queue ---------------------------------------------------------------------


def _subject_filter(params: QueryDict, errors: dict[str, str]) -> str | None:
    """One subject label (`name:value`), as the memory pages and mem0's surface write it."""
    value = (params.get("subject") or "").strip()
    if not value:
        return None
    name, sep, rest = value.partition(":")
    if not (sep and name and rest) or len(value) > MAX_LABEL_CHARS:
        errors["subject"] = "A subject is a label like user_id:alice-123."
        return None
    return value


def _approval_filters(params: QueryDict) -> tuple[reads.ApprovalFilters, dict[str, str]]:
    """The queue's filters from a query string or a bulk form; unknown values are errors."""
    errors: dict[str, str] = {}

    def choice(name: str, options: Iterable[str]) -> str | None:
        value = (params.get(name) or "").strip()
        if value and value not in options:
            errors[name] = f"Unknown {name} {value[:40]!r}."
            return None
        return value or None

    def number(name: str, low: float, high: float) -> float | None:
        raw = (params.get(name) or "").strip()
        if not raw:
            return None
        try:
            value = float(raw)
        except ValueError:
            value = math.nan
        if not math.isfinite(value) or not low <= value <= high:
            errors[name] = f"Confidence is a number from {low} to {high}."
            return None
        return value

    key = (params.get("key") or "").strip()
    if key and not key.isdigit():
        errors["key"] = "Pick a key from the list."
    seen_at = (
        parse_datetime((params.get("seen_at") or "").strip()) if params.get("seen_at") else None
    )
    filters = reads.ApprovalFilters(
        scope=choice("scope", Scope.values),
        kind=choice("kind", [k for k in Kind.values if k != Kind.MESSAGE]),
        source=choice("source", [str(s) for s in reads.AGENT_SOURCES]),
        key_id=int(key) if key.isdigit() else None,
        age=choice("age", reads.APPROVAL_AGES),
        min_confidence=number("min_confidence", 0.0, 1.0),
        max_confidence=number("max_confidence", 0.0, 1.0),
        sort=choice("sort", reads.APPROVAL_SORTS) or "oldest",
        seen_at=seen_at,
        subject=_subject_filter(params, errors),
    )
    return filters, errors


def _approval_context(
    request: HtmxHttpRequest,
    filters: reads.ApprovalFilters,
    errors: dict[str, str],
    params: QueryDict,
) -> dict[str, Any]:
    principal = page_principal(request)
    matching = reads.approval_queue(principal=principal, filters=filters)
    page = paginate(request, matching)
    waiting = (
        page.paginator.count
        if not filters.active
        else reads.approval_queue(principal=principal).count()
    )
    kept = _filter_params(params)
    return {
        "page": page,
        "filters": filters,
        "errors": errors,
        "matching": page.paginator.count,
        "waiting": waiting,
        "bulk_max": BULK_MAX,
        "seen_at": timezone.now().isoformat(),
        "filter_params": list(kept.items()),
        "kinds": [k for k in Kind.values if k != Kind.MESSAGE],
        "scopes": Scope.choices,
        "sources": reads.AGENT_SOURCES,
        "keys": reads.approval_keys(principal=principal),
        "ages": [(k, v[0]) for k, v in reads.APPROVAL_AGES.items()],
        "sorts": [(k, v[0]) for k, v in reads.APPROVAL_SORTS.items()],
        "private_scopes": PRIVATE_SCOPES,
        "hidden": reads.approval_hidden(principal=principal),
        "qs": kept.urlencode(),
        # Where a no-JS POST from this list returns (also after a bulk action answered htmx).
        "next": reverse("curation:approvals") + (f"?{kept.urlencode()}" if kept else ""),
    }


@curator_required
@require_GET
def approvals(request: HtmxHttpRequest) -> HttpResponse:
    filters, errors = _approval_filters(request.GET)
    context = _approval_context(request, filters, errors, request.GET)
    return render(request, "approval_list", context, status=400 if errors else 200)


@curator_required
@require_POST
def approvals_bulk(request: HtmxHttpRequest) -> HttpResponse:
    """Approve, decline or archive the ticked memories, or every memory matching the filters
    the form carries (`all_matching`), up to BULK_MAX, written no later than the page was shown
    (`seen_at`). htmx gets the queue back with fresh counts; no-JS a redirect + message."""
    principal = page_principal(request)
    action = request.POST.get("action", "")
    filters, errors = _approval_filters(request.POST)
    try:
        if errors:
            raise ValidationFailed(" ".join(errors.values()))
        if request.POST.get("all_matching"):
            queue = reads.approval_queue(principal=principal, filters=filters)
            ids: list[object] = list(queue.values_list("pk", flat=True)[:BULK_MAX])
        else:
            ids = list(request.POST.getlist("ids"))
        if not ids:
            raise ValidationFailed("Tick some memories, or select all matching, first.")
        done = memories_bulk_review(principal=principal, memory_ids=ids, action=action)
    except DomainError as exc:
        error, status = exc.message, exc.status_code
        return row_answer(
            request, reverse("curation:approvals"), error=error,
            in_place=lambda: render(request, "row_error", {"message": error}, status=status),
        )  # fmt: skip
    verb = {"approve": "Approved", "decline": "Declined", "archive": "Archived"}[action]
    note = f"{verb} {done} memor{'y' if done == 1 else 'ies'}."
    if len(ids) >= BULK_MAX:
        note += f" At most {BULK_MAX} go at once: run it again for the rest."

    def queue_again() -> HttpResponse:
        # The queue again, as the filters in the form left it (the page the curator looks at).
        shown = _filter_params(request.POST)
        list_filters, _ = _approval_filters(shown)
        context = _approval_context(request, list_filters, {}, shown)
        return render(request, "approval_list", {**context, "note": note})

    return row_answer(request, reverse("curation:approvals"), queue_again, note=note)


def _filter_params(params: QueryDict) -> QueryDict:
    """Only the queue's filter fields (no page, no seen_at, no csrf token)."""
    kept = QueryDict(mutable=True)
    for name in FILTER_NAMES:
        value = params.get(name)
        if value:
            kept[name] = value
    return kept


@curator_required
@require_POST
def approve(request: HtmxHttpRequest, memory_id: str) -> HttpResponse:
    return _act(
        request, memory_id, partial="approval_row", fallback=reverse("curation:approvals"),
        action=lambda p: memory_approve(principal=p, memory_id=memory_id),
        done="Approved: confidence is now 1.0.",
    )  # fmt: skip


@curator_required
@require_POST
def request_decline(request: HtmxHttpRequest, memory_id: str) -> HttpResponse:
    """Answer "no" to what the owner asked; the memory itself is left as it is."""
    return _act(
        request, memory_id, partial="approval_row", fallback=reverse("curation:approvals"),
        action=lambda p: curator_request_decline(principal=p, memory_id=memory_id),
        done="Declined: its owner sees that you declined, and it is closed to curators again.",
    )  # fmt: skip


# --- always_inject ----------------------------------------------------------------------


def _pin_filters(request: HtmxHttpRequest) -> dict[str, Any]:
    kind = request.GET.get("kind") or None
    scope = request.GET.get("scope") or None
    pinned = {"yes": True, "no": False, "proposed": "proposed"}.get(request.GET.get("pinned") or "")
    return {
        "kind": kind if kind in Kind.values and kind != Kind.MESSAGE else None,
        "scope": scope if scope in Scope.values else None,
        "q": (request.GET.get("q") or "").strip()[:200] or None,
        "pinned": pinned,
    }


@curator_required
@require_GET
def pins(request: HtmxHttpRequest) -> HttpResponse:
    filters = _pin_filters(request)
    principal = page_principal(request)
    page = paginate(request, reads.pin_list(principal=principal, **filters))
    pinned = Q(status=Status.ACTIVE, always_inject=True)
    context = {
        "hidden": reads.private_hidden_count(principal=principal, rows=pinned),
        "page": page,
        "filters": filters,
        "pinned_value": request.GET.get("pinned") or "",
        "kinds": [k for k in Kind.values if k != Kind.MESSAGE],
        "scopes": Scope.values,
        "qs": querystring(request),
    }
    return render(request, "pin_list", context)


@curator_required
@require_POST
def pin_toggle(request: HtmxHttpRequest, memory_id: str) -> HttpResponse:
    value = request.POST.get("value") == "on"
    return _act(
        request, memory_id, partial="pin_row", fallback=reverse("curation:pins"),
        action=lambda p: memory_set_always_inject(principal=p, memory_id=memory_id, value=value),
        done="Pinned into every context of its scope." if value else "Not pinned.",
    )  # fmt: skip


# --- promotion --------------------------------------------------------------------------


@curator_required
@require_POST
def promote(request: HtmxHttpRequest, memory_id: str) -> HttpResponse:
    """Promote to organisation-wide knowledge; htmx gets the row's promote cell with the link."""
    principal = page_principal(request)
    try:
        knowledge = memory_promote(principal=principal, memory_id=memory_id)
    except DomainError as exc:
        context, status = {"memory_id": memory_id, "error": exc.message}, exc.status_code
        return row_answer(
            request, reverse("curation:pins"), error=exc.message,
            in_place=lambda: render(request, "promote", context, status=status),
        )  # fmt: skip
    return row_answer(
        request, reverse("curation:pins"), note="Promoted to organisation-wide knowledge.",
        in_place=lambda: render(
            request, "promote", {"memory_id": memory_id, "promoted_to": knowledge.pk}
        ),
    )  # fmt: skip
