"""Who and what the current request (or Celery task) is: its id, principal, key and route.

A context variable, so every log line written while serving it can name it (`logging_json`)
without passing the request around; the API's authentication fills in the principal.
"""

from __future__ import annotations

import re
import uuid
from contextvars import ContextVar, Token
from typing import Any

_SANE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:\-]{0,127}")
_current: ContextVar[dict[str, Any] | None] = ContextVar("memory_request_context", default=None)


def request_id_from(header: str | None) -> str:
    """The client's X-Request-ID when it is a plain token of at most 128 characters, else a new one."""
    if header and _SANE_ID.fullmatch(header):
        return header
    return uuid.uuid4().hex


def begin(**fields: Any) -> Token[dict[str, Any] | None]:
    return _current.set(dict(fields))


def end(token: Token[dict[str, Any] | None]) -> None:
    _current.reset(token)


def bind(**fields: Any) -> None:
    """Add fields (principal_id, key_id) to the current context; outside one, nothing happens."""
    current = _current.get()
    if current is not None:
        current.update({key: value for key, value in fields.items() if value is not None})


def current() -> dict[str, Any]:
    return dict(_current.get() or {})
