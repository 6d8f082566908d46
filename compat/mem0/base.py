"""The base of every mem0 view: our key authentication (mem0's `Token <key>` as well as
`Bearer`), rules and rate limits exactly as on our own API, with errors in mem0's shape,
`{"detail": "..."}`, naming the field."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from django.contrib.auth.models import AbstractBaseUser
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from compat.mem0.identity import bad
from memories.api.auth import ApiKeyAuthentication, ApiView, KeyRejected
from memories.models import RULE_MANAGE, RULE_READ, ApiKey
from memories.services.people.api_keys import api_key_authenticate
from memory_project.api.exceptions import api_exception_handler
from memory_project.errors import NotAuthenticated

MAX_KEY_CHARS = 200


class TokenOrBearerAuthentication(ApiKeyAuthentication):
    """`Authorization: Token <key>` (what mem0's clients send) or `Bearer <key>`: the same key,
    the same checks (unknown, revoked, expired: 401)."""

    keyword = "Token"

    def authenticate(self, request: Request) -> tuple[AbstractBaseUser, ApiKey] | None:
        header = str(request.META.get("HTTP_AUTHORIZATION", ""))
        if not header:
            return None
        parts = header.split()
        if len(parts) != 2 or parts[0].lower() not in ("token", "bearer"):
            raise KeyRejected("Malformed Authorization header; expected 'Token <api key>'.")
        raw_key = parts[1]
        if not raw_key.isascii() or len(raw_key) > MAX_KEY_CHARS or not raw_key.isprintable():
            raise KeyRejected("Malformed API key.")
        try:
            key = api_key_authenticate(raw_key=raw_key)
        except NotAuthenticated as exc:
            raise KeyRejected(exc.message) from None
        return key.user, key

    def authenticate_header(self, request: Request) -> str:
        return "Token"


def mem0_error(response: Response) -> Response:
    """Our `{"error": {"code", "message", "fields"}}` as mem0's `{"detail": ...}`: the message,
    then each field named with its first message; the code and fields kept beside it."""
    error = response.data.get("error") if isinstance(response.data, dict) else None
    if not isinstance(error, dict):
        return response
    fields: dict[str, list[str]] = error.get("fields") or {}
    named = "; ".join(f"{name}: {msgs[0]}" for name, msgs in fields.items() if msgs)
    message = str(error.get("message", ""))
    detail = named if named and message in ("Some fields are invalid.", "") else message
    if named and detail != named and named not in detail:
        detail = f"{detail} ({named})"
    response.data = {"detail": detail, "code": error.get("code", "invalid"), "fields": fields}
    return response


def _handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    response = api_exception_handler(exc, context)
    return None if response is None else mem0_error(response)


class Mem0View(ApiView):
    """One mem0 operation: authentication, rules (reads `memory.read`, writes `memory.manage`),
    the per-key rate limit (429 with `Retry-After`), strict JSON, declared query parameters."""

    authentication_classes: ClassVar[list[Any]] = [TokenOrBearerAuthentication]  # type: ignore[misc]
    schema = None  # mem0's contract is documented in docs/mem0.md, not in our OpenAPI schema
    # Methods that only read (the rest need `memory.manage`): mem0 reads with POST too.
    read_methods: ClassVar[frozenset[str]] = frozenset({"GET"})
    # The query parameters each method takes (lowercase method → names); any other is a 400.
    query_keys: ClassVar[Mapping[str, frozenset[str]]] = {}

    def initial(self, request: Request, *args: Any, **kwargs: Any) -> None:
        """Authentication, the rule the method needs, throttling; then any query parameter the
        operation does not take is refused, naming it (the handlers check their values)."""
        method = (request.method or "").upper()
        self.required_rule = RULE_READ if method in self.read_methods else RULE_MANAGE
        APIView.initial(self, request, *args, **kwargs)
        allowed = self.query_keys.get(method.lower(), frozenset())
        for key in request.query_params:
            if key not in allowed:
                raise bad(key, "unknown query parameter")
        self.query = {}

    def get_exception_handler(self) -> Any:
        return _handler
