"""Typed errors: every API error is `{"error": {"code", "message", "fields"}}`, raised as the
exception class of its status, carrying code, message and fields."""

from __future__ import annotations

from typing import Any


class MemoryLayerError(Exception):
    """Base of everything this client raises."""


class TransportError(MemoryLayerError):
    """The request did not get an answer: connection refused, reset, or timed out."""


class ApiError(MemoryLayerError):
    """The API answered with an error."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        fields: dict[str, list[str]] | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.fields = fields or {}
        self.retry_after = retry_after


class InvalidRequest(ApiError):
    """400: wrong types, unknown fields or choices (each named in `fields`)."""


class AuthenticationFailed(ApiError):
    """401: the key is missing, malformed, unknown, revoked or expired."""


class PermissionDenied(ApiError):
    """403: the key lacks a rule, or you may see this memory but not change it."""


class NotFound(ApiError):
    """404: missing — or not yours, which the API never tells apart."""


class Conflict(ApiError):
    """409: the request conflicts with the current state."""


class PayloadTooLarge(ApiError):
    """413: content or body over the limit."""


class RateLimited(ApiError):
    """429: the key's rate limit or a run's write cap (`retry_after` seconds)."""


class ServiceUnavailable(ApiError):
    """503: a dependency (the database) is down; retry after `retry_after` seconds."""


class ServerError(ApiError):
    """Any other 5xx."""


_BY_STATUS: dict[int, type[ApiError]] = {
    400: InvalidRequest,
    401: AuthenticationFailed,
    403: PermissionDenied,
    404: NotFound,
    409: Conflict,
    413: PayloadTooLarge,
    429: RateLimited,
    503: ServiceUnavailable,
}


def api_error(status: int, body: Any, retry_after: float | None) -> ApiError:
    """The typed exception for an error response (a body of another shape still maps)."""
    detail = body.get("error") if isinstance(body, dict) else None
    if not isinstance(detail, dict):
        detail = {"code": "http_error", "message": f"HTTP {status}", "fields": {}}
    cls = _BY_STATUS.get(status, ServerError if status >= 500 else ApiError)
    return cls(
        status,
        str(detail.get("code", "http_error")),
        str(detail.get("message", "")),
        dict(detail.get("fields") or {}),
        retry_after,
    )
