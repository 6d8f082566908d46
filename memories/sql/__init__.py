"""SQL the database runs for us (trigger and helper functions), kept as versioned `.sql` files:
`<name>_<migration>.sql` is the text that migration was written with, and never changes after it
ships; the newest file of a name is the current definition (docs/development.md, "SQL beside the
code")."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
VERSIONED = re.compile(r"(?P<name>[a-z_]+)_(?P<migration>\d{4})\.sql")


def read(name: str) -> str:
    """The text of `name` (e.g. "term_stats_0025.sql") in this folder: a migration names the
    file it was written with, so a later version never changes what it does."""
    return (HERE / name).read_text(encoding="utf-8")


def newest(name: str) -> str:
    """The file name of `name`'s newest version (e.g. "term_stats" → "term_stats_0025.sql"):
    what a fully migrated database holds."""
    versions = sorted(
        (match["migration"], path.name)
        for path in HERE.glob(f"{name}_*.sql")
        if (match := VERSIONED.fullmatch(path.name)) and match["name"] == name
    )
    if not versions:
        raise FileNotFoundError(f"no versioned SQL file for {name!r} in {HERE}")
    return versions[-1][1]
