"""Typed, strict readers for environment variables.

Every setting that comes from the environment goes through one of these so a typo in a value
fails loudly at start-up with the variable's name, instead of surfacing later as odd behaviour.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit


class EnvError(ValueError):
    """An environment variable holds a value we cannot use."""


_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


def env_str(name: str, default: str = "") -> str:
    return os.environ.get(name, default)


def env_bool(name: str, default: bool = False) -> bool:
    raw = os.environ.get(name)
    if raw is None:
        return default
    value = raw.strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise EnvError(f"{name} must be a boolean (true/false/1/0), got {raw!r}")


def env_int(name: str, default: int, *, minimum: int | None = None) -> int:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise EnvError(f"{name} must be an integer, got {raw!r}") from None
    if minimum is not None and value < minimum:
        raise EnvError(f"{name} must be at least {minimum}, got {value}")
    return value


def env_float(name: str, default: float) -> float:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        return float(raw)
    except ValueError:
        raise EnvError(f"{name} must be a number, got {raw!r}") from None


def env_list(name: str, default: list[str] | None = None) -> list[str]:
    raw = os.environ.get(name)
    if raw is None:
        return list(default or [])
    return [item.strip() for item in raw.split(",") if item.strip()]


def env_choice(name: str, default: str, choices: set[str]) -> str:
    value = os.environ.get(name, default).strip().lower() or default
    if value not in choices:
        raise EnvError(f"{name} must be one of {sorted(choices)}, got {value!r}")
    return value


def env_path(name: str, default: Path) -> Path:
    raw = os.environ.get(name)
    return Path(raw).expanduser().resolve() if raw else default


@dataclass(frozen=True)
class DatabaseConfig:
    name: str
    user: str
    password: str
    host: str
    port: str
    options: dict[str, str]


def parse_database_url(url: str) -> DatabaseConfig:
    """Parse a PostgreSQL URL, including the socket form `postgresql://user@/db?host=/run/pg`."""
    parts = urlsplit(url)
    if parts.scheme not in {"postgres", "postgresql", "postgresql+psycopg", "pgsql"}:
        raise EnvError(f"DATABASE_URL must be a postgresql:// URL, got scheme {parts.scheme!r}")
    query = {key: values[-1] for key, values in parse_qs(parts.query).items()}
    host = unquote(parts.hostname or "") or query.pop("host", "")
    name = unquote(parts.path.lstrip("/"))
    if not name:
        raise EnvError("DATABASE_URL must name a database, e.g. postgresql://user@host:5432/memory")
    return DatabaseConfig(
        name=name,
        user=unquote(parts.username or ""),
        password=unquote(parts.password or ""),
        host=host,
        port=str(parts.port or query.pop("port", "")),
        options=query,
    )


def celery_urls_from_redis_url(url: str) -> tuple[str, str]:
    """The broker and result-backend URLs for a Redis URL (TCP `redis://` or socket `unix://`)."""
    parts = urlsplit(url)
    if parts.scheme in {"redis", "rediss"}:
        return url, url
    if parts.scheme == "unix":
        query = f"?{parts.query}" if parts.query else ""
        return f"redis+socket://{parts.path}{query}", f"redis+socket://{parts.path}{query}"
    raise EnvError(f"REDIS_URL must be redis://, rediss:// or unix://, got scheme {parts.scheme!r}")
