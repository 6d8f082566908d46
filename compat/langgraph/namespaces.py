"""LangGraph's namespace listing over the items a key reads: the literal labels of a prefix
narrow in SQL (the subject index), the patterns (`*`, suffixes) and `max_depth` apply as
LangGraph's in-memory store applies them, sorted, then the page."""

from __future__ import annotations

from django.db.models import Q

from compat.langgraph.items import items_visible
from compat.langgraph.request import MatchCondition
from memories.scoping import Principal
from memories.services.rules.subject_labels import namespace_labels, namespace_of

MAX_ROWS = 50_000  # the items one listing reads at most


def namespaces_list(
    *,
    principal: Principal,
    conditions: list[MatchCondition],
    max_depth: int | None,
    limit: int,
    offset: int,
) -> list[tuple[str, ...]]:
    where = Q()
    for condition in conditions:
        if condition.match_type == "prefix":
            labels = zip(namespace_labels(condition.path), condition.path, strict=True)
            fixed = [label for label, part in labels if part != "*"]
            if fixed:
                where &= Q(subject__contains=fixed)
    subjects = (
        items_visible(principal, where)
        .order_by()
        .values_list("subject", flat=True)
        .distinct()[:MAX_ROWS]
    )
    found = {namespace_of(labels) for labels in subjects}
    matching = [ns for ns in found if ns and all(c.matches(ns) for c in conditions)]
    if max_depth is not None:
        matching = list({ns[:max_depth] for ns in matching})
    return sorted(matching)[offset : offset + limit]
