"""SQL the database runs for us (trigger and helper functions), kept as `.sql` files here: one
current definition to read, loaded by the migrations that name a file (read when the migration
runs) and checked against the database by the tests (docs/development.md, "SQL beside the
code")."""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent


def read(name: str) -> str:
    """The text of `name` (e.g. "term_stats.sql") in this folder."""
    return (HERE / name).read_text(encoding="utf-8")
