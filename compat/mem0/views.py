"""mem0's memory calls, all three generations mapped to the same handlers: add, search, list,
one memory (get, update, delete), its history, delete by entity."""

from __future__ import annotations

from typing import Any

from django.db.models import Q, QuerySet
from rest_framework.request import Request
from rest_framework.response import Response

from compat.mem0.add import AddRequest, check_expiration, check_messages, mem0_add
from compat.mem0.base import Mem0View
from compat.mem0.deletes import live_memories, mem0_delete_matching
from compat.mem0.identity import ENTITY_IDS, bad, labels_of
from compat.mem0.request import (
    MAX_PAGE,
    MAX_PAGE_SIZE,
    body_dict,
    flag,
    metadata_of,
    positive_int,
    scope_filter,
    string_list,
)
from compat.mem0.shapes import memory_out
from memories.api.auth import json_body, principal_from_request
from memories.models import TOP_K_MAX, Memory
from memories.retrieval.pipeline import memory_recall
from memories.scoping import memories_visible_to

ADD_FIELDS = frozenset({
    "messages", "filters", "metadata", "infer", "expiration_date", "immutable", "categories",
    *ENTITY_IDS,
})  # fmt: skip
SEARCH_FIELDS = frozenset({
    "query", "filters", "top_k", "threshold", "categories", "metadata", "limit", *ENTITY_IDS,
})  # fmt: skip
LIST_FIELDS = frozenset({"filters", "page", "page_size", "categories", "metadata", *ENTITY_IDS})


class Mem0AddView(Mem0View):
    """`POST /v3/memories/add/` and `POST /v1/memories/` (entity ids in `filters` or at the top)."""

    def post(self, request: Request) -> Response:
        return _add(request)


def _add(request: Request) -> Response:
    """The one add handler of every generation."""
    principal = principal_from_request(request)
    body = body_dict(json_body(request), ADD_FIELDS)
    filters = body.get("filters") or {}
    if not isinstance(filters, dict):
        raise bad("filters", "must be an object of entity ids")
    for key in filters:
        if key not in ENTITY_IDS:
            raise bad(f"filters.{key}", "add takes only user_id, agent_id, app_id, run_id")
    labels = labels_of({**filters, **{k: body[k] for k in ENTITY_IDS if k in body}})
    if not labels:
        raise bad("filters", "at least one of user_id, agent_id, app_id or run_id is required")
    add = AddRequest(
        messages=check_messages(body.get("messages")),
        labels=labels,
        infer=flag("infer", body.get("infer"), default=True),
        metadata=metadata_of(body.get("metadata")),
        categories=string_list("categories", body.get("categories")),
        expires_at=check_expiration(body.get("expiration_date")),
        immutable=flag("immutable", body.get("immutable"), default=False),
    )
    return Response({"results": mem0_add(principal=principal, request=add)})


def _narrow(body: dict[str, Any]) -> Q:
    """`categories` and `metadata` given beside the filters (equality)."""
    where = Q()
    categories = string_list("categories", body.get("categories"))
    if categories:
        where &= Q(tags__overlap=categories)
    metadata = metadata_of(body.get("metadata"))
    if metadata:
        where &= Q(metadata__contains=metadata)
    return where


class Mem0SearchView(Mem0View):
    """`POST /v3/memories/search/`, `/v2/memories/search/`, `/v1/memories/search/`: our recall
    within the filter (translated to SQL), scores in [0, 1], those under `threshold` left out."""

    read_methods = frozenset({"POST"})

    def post(self, request: Request) -> Response:
        principal = principal_from_request(request)
        body = body_dict(json_body(request), SEARCH_FIELDS)
        query = body.get("query")
        if not isinstance(query, str) or not query.strip():
            raise bad("query", "must be a non-empty string")
        if len(query) > 4_000:
            raise bad("query", "at most 4000 characters")
        top_k = positive_int(
            "top_k", body.get("top_k", body.get("limit")), default=10, maximum=TOP_K_MAX
        )
        threshold = body.get("threshold", 0.1)
        if isinstance(threshold, bool) or not isinstance(threshold, int | float):
            raise bad("threshold", "must be a number between 0 and 1")
        if not 0.0 <= float(threshold) <= 1.0:
            raise bad("threshold", "must be between 0 and 1")
        where = scope_filter(body, require=True).where & _narrow(body)
        result = memory_recall(principal=principal, query=query.strip(), top_k=top_k, where=where)
        hits = [hit for hit in result.results if min(1.0, hit.score) >= float(threshold)]
        rows = memories_visible_to(principal).in_bulk([hit.id for hit in hits])
        out = [memory_out(rows[hit.id], score=hit.score) for hit in hits if hit.id in rows]
        return Response({"results": out})


def _page(request: Request, qs: QuerySet[Memory], page: int, size: int) -> Response:
    """One page of a list in mem0's shape: `count`, `next`, `previous`, `results`. A page that
    is not full is the last one, so it tells the count without counting (one end user's
    memories fit one page): the visibility rule is compiled and run once, not twice."""
    offset = (page - 1) * size
    rows = list(qs[offset : offset + size])
    count = offset + len(rows) if 0 < len(rows) < size else qs.count()

    def link(number: int) -> str | None:
        if number < 1 or (number - 1) * size >= count:
            return None
        return request.build_absolute_uri(f"{request.path}?page={number}&page_size={size}")

    return Response({
        "count": count, "next": link(page + 1), "previous": link(page - 1),
        "results": [memory_out(row) for row in rows],
    })  # fmt: skip


class Mem0ListView(Mem0View):
    """`POST /v3/memories/`, `POST /v2/memories/`: filters in the body, `page` and `page_size`
    in the query."""

    read_methods = frozenset({"POST"})
    query_keys = {"post": frozenset({"page", "page_size"})}

    def post(self, request: Request) -> Response:
        principal = principal_from_request(request)
        body = body_dict(json_body(request), LIST_FIELDS)
        params = request.query_params
        page = positive_int(
            "page", body.get("page", params.get("page")), default=1, maximum=MAX_PAGE
        )
        size = positive_int(
            "page_size", body.get("page_size", params.get("page_size")), default=100,
            maximum=MAX_PAGE_SIZE,
        )  # fmt: skip
        where = scope_filter(body, require=True).where & _narrow(body)
        return _page(request, live_memories(principal, where), page, size)


class Mem0MemoriesV1View(Mem0View):
    """`/v1/memories/`: `POST` adds (v1), `GET` lists (entity ids in the query), `DELETE`
    forgets every memory of the entity ids given (`*`: of every id of that kind)."""

    query_keys = {
        "get": frozenset({"page", "page_size", *ENTITY_IDS}),
        "delete": frozenset(ENTITY_IDS),
    }

    def post(self, request: Request) -> Response:
        return _add(request)

    def get(self, request: Request) -> Response:
        principal = principal_from_request(request)
        params = request.query_params
        page = positive_int("page", params.get("page"), default=1, maximum=MAX_PAGE)
        size = positive_int(
            "page_size", params.get("page_size"), default=100, maximum=MAX_PAGE_SIZE
        )
        where = scope_filter({k: params.get(k) for k in ENTITY_IDS}, require=True).where
        return _page(request, live_memories(principal, where), page, size)

    def delete(self, request: Request) -> Response:
        principal = principal_from_request(request)
        params = request.query_params
        ids = {k: params.get(k) for k in ENTITY_IDS if params.get(k) is not None}
        where = Q()
        for entity, value in ids.items():
            where &= scope_filter({"filters": {entity: value}}, require=True).where
        if not ids:
            raise bad("user_id", "name at least one of user_id, agent_id, app_id or run_id")
        forgotten = mem0_delete_matching(principal=principal, where=where)
        return Response({"message": f"Memories deleted successfully! ({forgotten})"})
