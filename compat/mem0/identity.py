"""mem0's four entity ids as subject labels (`Memory.subject`).

mem0 keeps many end users under one key, named by free-form `user_id`, `agent_id`, `app_id`
and `run_id`. Here the key's binding is the tenant (a project-bound key: the project; a
personal key: its person's own memories) and the ids become labels of the rows it writes,
`user_id:alice-123`, which narrow what the key may already read and never widen it.
"""

from __future__ import annotations

from typing import Any

from memory_project.errors import ValidationFailed

ENTITY_IDS = ("user_id", "agent_id", "app_id", "run_id")
# `DELETE /v2/entities/{type}/{name}/` names the entity by its type.
ENTITY_TYPES = {"user": "user_id", "agent": "agent_id", "app": "app_id", "run": "run_id"}
MAX_ID_CHARS = 255


def bad(field: str, message: str) -> ValidationFailed:
    return ValidationFailed(f"{field}: {message}", fields={field: [message]})


def check_entity_id(field: str, value: object) -> str:
    """A non-empty string of at most MAX_ID_CHARS (mem0 ids are free-form text)."""
    if not isinstance(value, str):
        raise bad(field, "must be a string")
    text = value.strip()
    if not text:
        raise bad(field, "must not be empty")
    if len(text) > MAX_ID_CHARS:
        raise bad(field, f"at most {MAX_ID_CHARS} characters")
    return text


def label(entity: str, value: str) -> str:
    return f"{entity}:{value}"


def labels_of(ids: dict[str, Any], *, where: str = "") -> list[str]:
    """The labels of the entity ids present (None and absent ones skipped)."""
    out = []
    for entity in ENTITY_IDS:
        value = ids.get(entity)
        if value is None:
            continue
        out.append(label(entity, check_entity_id(f"{where}{entity}", value)))
    return out


def ids_of(labels: list[str]) -> dict[str, str | None]:
    """A row's labels back as mem0's four id fields (None where it has none)."""
    out: dict[str, str | None] = dict.fromkeys(ENTITY_IDS)
    for item in labels:
        name, _, value = item.partition(":")
        if name in out and out[name] is None:
            out[name] = value
    return out
