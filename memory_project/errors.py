"""One tree of domain errors; the API turns each into its HTTP status and the one JSON shape."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from django.db import InterfaceError, OperationalError

FieldErrors = Mapping[str, Sequence[str]]


class DomainError(Exception):
    """Base of every error a service may raise on purpose."""

    status_code = 400
    code = "invalid"
    default_message = "The request is invalid."
    retry_after: int | None = None  # seconds; sent as `Retry-After` when set

    def __init__(self, message: str | None = None, *, fields: FieldErrors | None = None) -> None:
        self.message = message or self.default_message
        self.fields: dict[str, list[str]] = {k: list(v) for k, v in (fields or {}).items()}
        super().__init__(self.message)


class ValidationFailed(DomainError):
    status_code, code, default_message = 400, "invalid", "Some fields are invalid."


class NotAuthenticated(DomainError):
    status_code, code, default_message = 401, "not_authenticated", "A valid API key is required."


class Forbidden(DomainError):
    status_code, code, default_message = 403, "forbidden", "You may not do this."


class BindingRevoked(Forbidden):
    """An API key bound to a persona/project whose user no longer holds that membership."""

    code = "binding_revoked"


class NotFound(DomainError):
    status_code, code, default_message = 404, "not_found", "Not found."


class Conflict(DomainError):
    status_code, code, default_message = 409, "conflict", "This conflicts with the current state."


class PayloadTooLarge(DomainError):
    status_code, code, default_message = 413, "too_large", "The request is too large."


class UriTooLong(DomainError):
    status_code, code, default_message = 414, "uri_too_long", "The request's URL is too long."


class RateLimited(DomainError):
    status_code, code, default_message = 429, "rate_limited", "Too many requests; slow down."

    def __init__(self, message: str | None = None, *, retry_after: int = 1) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class ServiceUnavailable(DomainError):
    """A part the service needs (the database) cannot be reached; the client should retry."""

    status_code, code = 503, "unavailable"
    default_message = "The service cannot reach its database right now; retry shortly."

    def __init__(self, message: str | None = None, *, retry_after: int = 5) -> None:
        super().__init__(message)
        self.retry_after = retry_after


def is_database_outage(exc: BaseException | None) -> bool:
    """A connection-level database failure (server down, restarting, connection dropped), as
    opposed to a bug in a query: the first is a 503 to retry, the second a 500."""
    return isinstance(exc, OperationalError | InterfaceError)
