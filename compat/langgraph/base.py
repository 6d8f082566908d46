"""The base of every LangGraph store view: our keys (LangGraph's `x-api-key` header, or
`Authorization: Bearer|Token`), rules and rate limits as on our own API, errors in our shape
with LangGraph's `detail` beside it (the SDK's exceptions show it)."""

from __future__ import annotations

from typing import Any, ClassVar

from django.contrib.auth.models import AbstractBaseUser
from rest_framework.request import Request
from rest_framework.response import Response

from compat.mem0.base import MAX_KEY_CHARS, Mem0View, TokenOrBearerAuthentication
from memories.api.auth import KeyRejected
from memories.models import ApiKey
from memories.services.people.api_keys import api_key_authenticate
from memory_project.api.exceptions import api_exception_handler
from memory_project.errors import NotAuthenticated


class ApiKeyHeaderAuthentication(TokenOrBearerAuthentication):
    """`x-api-key: <key>` (what `langgraph_sdk` sends), else the Authorization header."""

    def authenticate(self, request: Request) -> tuple[AbstractBaseUser, ApiKey] | None:
        raw_key = str(request.META.get("HTTP_X_API_KEY", ""))
        if not raw_key:
            return super().authenticate(request)
        if not raw_key.isascii() or len(raw_key) > MAX_KEY_CHARS or not raw_key.isprintable():
            raise KeyRejected("Malformed API key.")
        try:
            key = api_key_authenticate(raw_key=raw_key.strip())
        except NotAuthenticated as exc:
            raise KeyRejected(exc.message) from None
        return key.user, key


def _handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    response = api_exception_handler(exc, context)
    if response is not None and isinstance(response.data, dict):
        error = response.data.get("error")
        if isinstance(error, dict):
            fields: dict[str, list[str]] = error.get("fields") or {}
            named = "; ".join(f"{name}: {msgs[0]}" for name, msgs in fields.items() if msgs)
            response.data["detail"] = named or str(error.get("message", ""))
    return response


class StoreView(Mem0View):
    """One store operation, on mem0's view base (rules by method: `read_methods` need
    `memory.read`, the rest `memory.manage`; declared query parameters only; throttling; strict
    JSON), with LangGraph's key header and error detail."""

    authentication_classes: ClassVar[list[Any]] = [ApiKeyHeaderAuthentication]  # type: ignore[misc]

    def get_exception_handler(self) -> Any:
        return _handler
