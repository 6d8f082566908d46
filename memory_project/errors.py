"""One tree of domain errors; the API turns each into its HTTP status and the one JSON shape."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

FieldErrors = Mapping[str, Sequence[str]]


class DomainError(Exception):
    """Base of every error a service may raise on purpose."""

    status_code = 400
    code = "invalid"
    default_message = "The request is invalid."

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


class RateLimited(DomainError):
    status_code, code, default_message = 429, "rate_limited", "Too many requests; slow down."

    def __init__(self, message: str | None = None, *, retry_after: int = 1) -> None:
        super().__init__(message)
        self.retry_after = retry_after
