"""Every operation of the served OpenAPI schema, with its path parameters filled in."""

from __future__ import annotations

import re
from typing import Any

from drf_spectacular.generators import SchemaGenerator

UUID = "00000000-0000-4000-8000-000000000001"
METHODS = ("get", "post", "patch", "put", "delete")


def schema_operations() -> list[tuple[str, str]]:
    """(method, concrete path) for each operation; a uuid parameter gets a uuid, others `1`."""
    schema: dict[str, Any] = SchemaGenerator().get_schema(request=None, public=True)
    out = []
    for path, item in schema["paths"].items():
        for method, operation in item.items():
            if method not in METHODS:
                continue
            values = {
                p["name"]: UUID if p["schema"].get("format") == "uuid" else "1"
                for p in operation.get("parameters", [])
                if p["in"] == "path"
            }
            concrete = re.sub(r"\{([^}]+)\}", lambda m, v=values: v[m[1]], path)
            out.append((method, concrete))
    return out
