"""Subject labels (`Memory.subject`): whom a memory is about inside its tenant, for the foreign
contracts (mem0's `user_id:alice`, `agent_id:support-bot`; a LangGraph item's namespace path
and key, `ns:0:memories`, `key:k1`).

A label is `<name>:<value>`; the labels of a row are kept sorted, so containment and equality
do not depend on the order a client sent them in. They narrow what a key may already read and
never widen it: visibility stays in `memories.scoping`.
"""

from __future__ import annotations

from collections.abc import Sequence

from memories.services.rules.validation import check_identifier, check_text, fail

MAX_LABELS = 12
MAX_LABEL_CHARS = 300


def check_subject_labels(labels: object) -> list[str]:
    """Sorted, distinct, each a non-empty `name:value` of at most MAX_LABEL_CHARS."""
    if isinstance(labels, str) or not isinstance(labels, Sequence):
        raise fail("subject", "must be a list of labels")
    out: set[str] = set()
    for raw in labels:
        label = check_text("subject", raw, max_chars=MAX_LABEL_CHARS).strip()
        name, sep, value = label.partition(":")
        if not (sep and name and value):
            raise fail("subject", f"{label[:80]!r} is not a label (name:value)")
        # Name and value are read for a secret each on its own: read together, a label's own
        # name would stand as a secret's label (`key:` before a LangGraph item's UUID key).
        for part in (name, value):
            check_identifier("subject", part, max_chars=MAX_LABEL_CHARS)
        out.add(label)
    if len(out) > MAX_LABELS:
        raise fail("subject", f"at most {MAX_LABELS} labels")
    return sorted(out)


# A LangGraph store item's namespace and key (compat/langgraph). Sorted labels cannot keep
# order, so each namespace label carries its depth: ("memories", "alice") with key "k1" is
# `ns:0:memories`, `ns:1:alice`, `key:k1`. A namespace prefix is then a containment test
# (`subject @> [ns:0:memories]`, the GIN index), and an item is its exact label set.
NAMESPACE_LABEL = "ns"
KEY_LABEL = "key"
MAX_NAMESPACE_DEPTH = MAX_LABELS - 1  # one label is the item's key


def namespace_labels(namespace: Sequence[str]) -> list[str]:
    """The depth-tagged labels of a namespace (or a namespace prefix), in depth order."""
    return [f"{NAMESPACE_LABEL}:{depth}:{label}" for depth, label in enumerate(namespace)]


def item_labels(namespace: Sequence[str], key: str) -> list[str]:
    """Every label of an item (sorted, as a row keeps them): its namespace's and its key's."""
    return check_subject_labels([*namespace_labels(namespace), f"{KEY_LABEL}:{key}"])


def namespace_of(labels: Sequence[str]) -> tuple[str, ...]:
    """The namespace a row's labels encode, in depth order (empty when it is not an item)."""
    parts: dict[int, str] = {}
    for item in labels:
        name, _, rest = item.partition(":")
        depth, sep, label = rest.partition(":")
        if name == NAMESPACE_LABEL and sep and depth.isdigit():
            parts[int(depth)] = label
    return tuple(parts[depth] for depth in sorted(parts))


def key_of(labels: Sequence[str]) -> str | None:
    """The item key a row's labels encode, or None."""
    for item in labels:
        name, _, value = item.partition(":")
        if name == KEY_LABEL:
            return value
    return None
