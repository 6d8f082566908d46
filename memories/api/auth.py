"""Who is calling the API: a Bearer API key (agents) or a signed-in session (human admins).

`ApiView` is the base of every /api/v1/ view: it authenticates, requires a principal holding the
rule the HTTP method needs, throttles per key, parses JSON strictly and turns errors into the one
JSON shape. Views call `principal_from_request()` and hand the `Principal` to services.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import IO, Any, ClassVar, NoReturn

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.core.exceptions import RequestDataTooBig
from django.http.request import RawPostDataException
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from drf_spectacular.openapi import AutoSchema
from rest_framework import exceptions as drf
from rest_framework.authentication import BaseAuthentication, SessionAuthentication
from rest_framework.parsers import BaseParser
from rest_framework.permissions import SAFE_METHODS, BasePermission
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.serializers import Serializer
from rest_framework.views import APIView

from memories.api import schema_extensions  # noqa: F401 - registers the schema extensions
from memories.api.fields import NoQueryIn
from memories.api.throttling import ApiKeyRateThrottle
from memories.models import RULE_MANAGE, RULE_READ, ApiKey
from memories.oauth.tokens import bearer_challenge, bearer_key_authenticate
from memories.scoping import Principal, principal_for_api_key, principal_for_user, rule_refusal
from memory_project import request_context
from memory_project.errors import (
    Forbidden,
    NotAuthenticated,
    PayloadTooLarge,
    RateLimited,
    ValidationFailed,
)

_PRINCIPAL_ATTR = "_memory_principal"
_MAX_KEY_CHARS = 200


def max_body_bytes() -> int:
    """Largest accepted request body (default 1 MiB; `API_MAX_BODY_BYTES` overrides)."""
    return int(getattr(settings, "API_MAX_BODY_BYTES", 1_048_576))


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def _check_text(data: Any) -> None:
    """Postgres stores neither NUL characters nor lone surrogates (a 500 later); refuse them
    now, naming the field. Iterative, so a deep document cannot exhaust the stack."""
    stack: list[tuple[str, Any]] = [("", data)]
    while stack:
        path, value = stack.pop()
        texts: list[str] = []
        if isinstance(value, str):
            texts = [value]
        elif isinstance(value, Mapping):
            for key, item in value.items():
                texts.append(key)
                stack.append((f"{path}.{key}" if path else str(key), item))
        elif isinstance(value, list):
            stack.extend((f"{path}.{i}" if path else str(i), item) for i, item in enumerate(value))
        for text in texts:
            if "\x00" in text:
                raise drf.ValidationError({path or "body": ["NUL characters are not allowed."]})
            try:
                text.encode("utf-8")
            except UnicodeEncodeError:
                raise drf.ValidationError(
                    {path or "body": ["Not valid Unicode text (lone surrogate)."]}
                ) from None


class StrictJSONParser(BaseParser):
    """JSON only, UTF-8 only, at most `max_body_bytes()`; NaN/Infinity, NUL characters and lone
    surrogates refused. Every failure is a 400 (or 413), never a 500."""

    media_type = "application/json"

    def parse(
        self,
        stream: IO[Any],
        media_type: str | None = None,
        parser_context: Mapping[str, Any] | None = None,
    ) -> Any:
        limit = max_body_bytes()
        request = (parser_context or {}).get("request")
        meta = getattr(request, "META", {}) if request is not None else {}
        try:
            declared = int(meta.get("CONTENT_LENGTH") or 0)
        except (TypeError, ValueError):
            declared = 0
        too_large = PayloadTooLarge(f"The request body exceeds {limit} bytes.")
        if declared > limit:
            raise too_large
        try:
            raw = stream.read(limit + 1)
        except RequestDataTooBig:
            raise too_large from None
        if len(raw) > limit:
            raise too_large
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise drf.ParseError(
                f"The body is not valid UTF-8 (bad byte at {exc.start})."
            ) from None
        try:
            data = json.loads(text, parse_constant=_reject_constant)
        except RecursionError:
            raise drf.ParseError("The JSON body is nested too deeply.") from None
        except ValueError as exc:
            raise drf.ParseError(f"The body is not valid JSON: {exc}") from None
        _check_text(data)
        return data


class KeyRejected(drf.AuthenticationFailed):
    """401 with the same `code` as the domain's NotAuthenticated."""

    default_code = "not_authenticated"
    default_detail = "A valid API key is required."


class ApiKeyAuthentication(BaseAuthentication):
    """`Authorization: Bearer <key>`. No header → not this scheme (a session may still apply);
    a header that is not a well-formed Bearer key, or a key that is unknown, revoked or expired,
    is a 401 — never a fall-through to another scheme."""

    keyword = "Bearer"

    def authenticate(self, request: Request) -> tuple[AbstractBaseUser, ApiKey] | None:
        header = request.META.get("HTTP_AUTHORIZATION", "")
        if not header:
            return None
        # Read the header as text ourselves: DRF's helper crashes on non-Latin-1 characters.
        parts = str(header).split()
        if len(parts) != 2 or parts[0].lower() != self.keyword.lower():
            raise KeyRejected("Malformed Authorization header; expected 'Bearer <api key>'.")
        raw_key = parts[1]
        if not raw_key.isascii() or len(raw_key) > _MAX_KEY_CHARS or not raw_key.isprintable():
            raise KeyRejected("Malformed API key.")
        try:
            key = bearer_key_authenticate(raw_key=raw_key, request=request)
        except NotAuthenticated as exc:
            raise KeyRejected(exc.message) from None
        return key.user, key

    def authenticate_header(self, request: Request) -> str:
        return bearer_challenge(request)


class ApiKeySchemeExtension(OpenApiAuthenticationExtension):  # type: ignore[no-untyped-call]
    """Documents `ApiKeyAuthentication` in the OpenAPI schema as HTTP bearer auth."""

    target_class = "memories.api.auth.ApiKeyAuthentication"
    name = "apiKey"

    def get_security_definition(self, auto_schema: Any) -> dict[str, str]:
        return {
            "type": "http",
            "scheme": "bearer",
            "description": "An API key from `manage.py create_api_key`: `Bearer ml_…`.",
        }


def json_body(request: Request) -> Any:
    """The parsed body for a serializer. No body at all arrives as an empty dict/QueryDict: that
    is `{}`. Any other JSON value (null, false, a list, a string) goes on to the serializer,
    which refuses it with a 400."""
    data = request.data
    return {} if isinstance(data, dict) and not data else data


def validated_body(request: Request, serializer_class: type[Serializer[Any]]) -> dict[str, Any]:
    """The API's one way to read a body: the JSON body through `serializer_class`, refused with a
    400 and field messages when it does not validate. Query parameters have theirs in
    `ApiView.query_in`."""
    serializer = serializer_class(data=json_body(request))
    serializer.is_valid(raise_exception=True)
    return dict(serializer.validated_data)


def principal_from_request(request: Request) -> Principal:
    """The `Principal` of an authenticated request (cached on the request)."""
    cached = getattr(request, _PRINCIPAL_ATTR, None)
    if isinstance(cached, Principal):
        return cached
    auth = request.auth
    user = request.user
    if isinstance(auth, ApiKey):
        principal = principal_for_api_key(auth)
    elif user is not None and user.is_authenticated:
        principal = principal_for_user(user)
    else:
        raise KeyRejected()
    setattr(request, _PRINCIPAL_ATTR, principal)
    request_context.bind(principal_id=principal.user_id, key_id=principal.api_key_id)
    return principal


class HasPrincipalWithRule(BasePermission):
    """Authenticated, and holding the rule the operation needs: `memory.read` for safe methods,
    `memory.manage` for the rest (a view may pin `required_rule`)."""

    def has_permission(self, request: Request, view: APIView) -> bool:
        user = request.user
        if user is None or not user.is_authenticated:
            return False  # DRF answers 401 with WWW-Authenticate from the first authenticator
        rule = getattr(view, "required_rule", None) or (
            RULE_READ if request.method in SAFE_METHODS else RULE_MANAGE
        )
        principal = principal_from_request(request)
        if rule not in principal.rules:
            raise Forbidden(rule_refusal(principal, rule))
        return True


class ApiSchema(AutoSchema):
    """The API's schema class (REST_FRAMEWORK's DEFAULT_SCHEMA_CLASS). Documents each operation's query parameters from the view's `query_in`, the declaration
    the view validates requests with, so the schema and the check cannot drift apart."""

    def get_override_parameters(self) -> list[Any]:
        declared = getattr(self.view, "query_in", {}).get(self.method.lower())
        return [*super().get_override_parameters(), *([declared] if declared else [])]


class ApiView(APIView):
    """Base of every agent-API view: key or session auth (CSRF enforced), rules, per-key rate
    limit, strict JSON bodies, declared query parameters only, one error shape."""

    authentication_classes = [ApiKeyAuthentication, SessionAuthentication]
    permission_classes = [HasPrincipalWithRule]
    throttle_classes = [ApiKeyRateThrottle]
    parser_classes = [StrictJSONParser]
    required_rule: str | None = None
    # Query parameters per HTTP method (lowercase); a method not listed takes none.
    query_in: ClassVar[Mapping[str, type[Serializer[Any]]]] = {}
    query: dict[str, Any]

    def initial(self, request: Request, *args: Any, **kwargs: Any) -> None:
        """After authentication, rules and throttling: refuse any query parameter the operation
        does not declare (a typo'd filter must never return the unfiltered list)."""
        super().initial(request, *args, **kwargs)
        method = (request.method or "").lower()
        if method not in self.http_method_names or not hasattr(self, method):
            return  # dispatch answers 405 for a method this operation does not have
        declared = self.query_in.get(method, NoQueryIn)
        serializer = declared(data=request.query_params.dict())
        serializer.is_valid(raise_exception=True)
        self.query = dict(serializer.validated_data)

    def throttled(self, request: Request, wait: float | None) -> NoReturn:
        raise RateLimited(
            "Too many requests for this API key; slow down.",
            retry_after=max(1, int(wait or 1)),
        )

    def handle_exception(self, exc: Exception) -> Response:
        if isinstance(exc, drf.UnsupportedMediaType):
            # Agents get one rule: the body is JSON. 400 keeps the status set the SPEC names.
            exc = ValidationFailed(
                "The request body must be JSON (Content-Type: application/json).",
            )
        elif isinstance(exc, RequestDataTooBig):
            exc = PayloadTooLarge(f"The request body exceeds {max_body_bytes()} bytes.")
        elif isinstance(exc, RawPostDataException):
            exc = ValidationFailed("The request body could not be read.")
        return super().handle_exception(exc)
