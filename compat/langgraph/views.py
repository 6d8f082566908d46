"""LangGraph's Store routes: `PUT|GET|DELETE /store/items`, `POST /store/items/search`,
`POST /store/namespaces`, and `POST /store/batch` (ours: a batch of operations in one round
trip, what `MemoryLayerStore` sends)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from rest_framework.request import Request
from rest_framework.response import Response

from compat.langgraph import request as r
from compat.langgraph.base import StoreView
from compat.langgraph.filters import value_filter
from compat.langgraph.items import Put, item_get, item_put, item_search
from compat.langgraph.namespaces import namespaces_list
from compat.langgraph.shapes import item_out
from compat.mem0.identity import bad
from compat.mem0.request import body_dict
from memories.api.auth import json_body, principal_from_request
from memories.models import RULE_MANAGE, RULE_READ
from memories.scoping import Principal
from memory_project.errors import ValidationFailed

PUT_FIELDS = frozenset({"namespace", "key", "value", "index", "ttl"})
DELETE_FIELDS = frozenset({"namespace", "key"})
GET_FIELDS = frozenset({"namespace", "key", "refresh_ttl"})
SEARCH_FIELDS = frozenset({"namespace_prefix", "filter", "limit", "offset", "query", "refresh_ttl"})
LIST_FIELDS = frozenset({"prefix", "suffix", "max_depth", "limit", "offset", "match_conditions"})
MAX_QUERY_CHARS = 4_000
MAX_BATCH = 100


Run = Callable[[Principal], Any]  # an operation read and checked, waiting for its principal


def plan_put(body: dict[str, Any]) -> Run:
    put = Put(
        namespace=r.namespace_of("namespace", body.get("namespace")),
        key=r.key_of(body.get("key")),
        value=r.value_of(body.get("value")),
        index=r.index_of(body.get("index")),
        ttl=r.ttl_of(body.get("ttl")),
    )
    return lambda principal: item_put(principal=principal, put=put)


def plan_get(body: dict[str, Any], *, dotted: bool = False) -> Run:
    namespace = r.namespace_of("namespace", body.get("namespace"), dotted=dotted)
    key = r.key_of(body.get("key"))
    refresh = r.flag_of("refresh_ttl", body.get("refresh_ttl"))

    def run(principal: Principal) -> dict[str, Any] | None:
        row = item_get(principal=principal, namespace=namespace, key=key, refresh_ttl=refresh)
        return None if row is None else item_out(row)

    return run


def plan_search(body: dict[str, Any]) -> Run:
    query = body.get("query")
    if query is not None and (not isinstance(query, str) or len(query) > MAX_QUERY_CHARS):
        raise bad("query", f"must be a string of at most {MAX_QUERY_CHARS} characters")
    search = partial(
        item_search,
        prefix=r.namespace_of("namespace_prefix", body.get("namespace_prefix"), allow_empty=True),
        where=value_filter(body.get("filter")),
        query=query.strip() if query and query.strip() else None,
        limit=r.whole("limit", body.get("limit"), default=10, maximum=r.MAX_LIMIT),
        offset=r.whole(
            "offset", body.get("offset"), default=0, from_zero=True, maximum=r.MAX_OFFSET
        ),
        refresh_ttl=r.flag_of("refresh_ttl", body.get("refresh_ttl")),
    )
    return lambda principal: [
        item_out(row, score=score, searched=True) for row, score in search(principal=principal)
    ]


def plan_list(body: dict[str, Any]) -> Run:
    conditions = r.conditions_of(body.get("match_conditions"))
    for field, kind in (("prefix", "prefix"), ("suffix", "suffix")):
        condition = r.pattern_of(field, body.get(field), kind)
        if condition is not None:
            conditions.append(condition)
    depth = body.get("max_depth")
    listing = partial(
        namespaces_list,
        conditions=conditions,
        max_depth=None if depth is None else r.whole("max_depth", depth, default=1, maximum=64),
        limit=r.whole("limit", body.get("limit"), default=100, maximum=r.MAX_LIMIT),
        offset=r.whole(
            "offset", body.get("offset"), default=0, from_zero=True, maximum=r.MAX_OFFSET
        ),
    )
    return lambda principal: [list(ns) for ns in listing(principal=principal)]


class StoreItemsView(StoreView):
    """`PUT` an item (204), `GET` one (`namespace` dotted, `key`; null when missing), `DELETE`
    one (204)."""

    query_keys = {"get": GET_FIELDS}

    def put(self, request: Request) -> Response:
        principal = principal_from_request(request)
        plan_put(body_dict(json_body(request), PUT_FIELDS))(principal)
        return Response(status=204)

    def get(self, request: Request) -> HttpResponse:
        principal = principal_from_request(request)
        params = request.query_params
        if params.get("namespace") is None:
            raise bad("namespace", "required")
        item = plan_get({k: params.get(k) for k in GET_FIELDS}, dotted=True)(principal)
        if item is None:  # a JSON `null` (DRF would send no body; LangGraph's JS SDK parses one)
            return HttpResponse(b"null", content_type="application/json")
        return Response(item)

    def delete(self, request: Request) -> Response:
        principal = principal_from_request(request)
        body = body_dict(json_body(request), DELETE_FIELDS)
        plan_put({**body, "value": None})(principal)
        return Response(status=204)


class StoreSearchView(StoreView):
    read_methods = frozenset({"POST"})

    def post(self, request: Request) -> Response:
        principal = principal_from_request(request)
        body = body_dict(json_body(request), SEARCH_FIELDS)
        return Response({"items": plan_search(body)(principal)})


class StoreNamespacesView(StoreView):
    read_methods = frozenset({"POST"})

    def post(self, request: Request) -> Response:
        principal = principal_from_request(request)
        body = body_dict(json_body(request), LIST_FIELDS)
        return Response({"namespaces": plan_list(body)(principal)})


OPERATIONS: dict[str, tuple[frozenset[str], Callable[[dict[str, Any]], Run]]] = {
    "get": (GET_FIELDS, plan_get),
    "put": (PUT_FIELDS, plan_put),
    "search": (SEARCH_FIELDS, plan_search),
    "list_namespaces": (LIST_FIELDS, plan_list),
}


def _ops(data: Any) -> list[dict[str, Any]]:
    body = body_dict(data, frozenset({"ops"}))
    ops = body.get("ops")
    if not isinstance(ops, list) or not ops or len(ops) > MAX_BATCH:
        raise bad("ops", f"must be a list of 1 to {MAX_BATCH} operations")
    for index, op in enumerate(ops):
        if not isinstance(op, dict) or op.get("op") not in OPERATIONS:
            raise bad(f"ops.{index}.op", f"must be one of {', '.join(OPERATIONS)}")
    return ops


class StoreBatchView(StoreView):
    """`POST /store/batch` `{"ops": [{"op": "get"|"put"|"search"|"list_namespaces", ...}]}`:
    every operation read and checked before any runs, then each run in order; `results` one
    per op (an item or null, null, a list of items, a list of namespaces). Reads need
    `memory.read`; a batch holding a put needs `memory.manage` as well."""

    def check_permissions(self, request: Request) -> None:
        ops = _ops(json_body(request))
        writes = any(op["op"] == "put" for op in ops)
        reads = any(op["op"] != "put" for op in ops)
        self.required_rule = RULE_MANAGE if writes else RULE_READ
        super().check_permissions(request)
        if writes and reads and RULE_READ not in principal_from_request(request).rules:
            self.required_rule = RULE_READ
            super().check_permissions(request)

    def post(self, request: Request) -> Response:
        principal = principal_from_request(request)
        planned: list[Run] = []
        for index, op in enumerate(_ops(json_body(request))):
            fields, plan = OPERATIONS[op["op"]]
            try:
                planned.append(plan(body_dict({k: v for k, v in op.items() if k != "op"}, fields)))
            except ValidationFailed as exc:
                where = {f"ops.{index}.{name}": msgs for name, msgs in exc.fields.items()}
                raise ValidationFailed(
                    f"ops.{index}: {exc.message}", fields=where or {f"ops.{index}": [exc.message]}
                ) from None
        return Response({"results": [run(principal) for run in planned]})


@csrf_exempt
def not_supported(request: HttpRequest, rest: str = "") -> JsonResponse:
    """Any other LangGraph Platform path (assistants, threads, runs): a 404 naming it."""
    path = request.path.removeprefix("/langgraph")
    detail = (
        f"{request.method} {path} is not supported: Memory Layer serves LangGraph's Store API"
        " only (see docs/frameworks.md)."
    )
    return JsonResponse(
        {"detail": detail, "error": {"code": "not_found", "message": detail}}, status=404
    )
