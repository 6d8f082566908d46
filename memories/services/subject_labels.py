"""Subject labels (`Memory.subject`): whom a memory is about inside its tenant, for the foreign
contracts (mem0's `user_id:alice`, `agent_id:support-bot`; later a LangGraph namespace path).

A label is `<name>:<value>`; the labels of a row are kept sorted, so containment and equality
do not depend on the order a client sent them in. They narrow what a key may already read and
never widen it: visibility stays in `memories.scoping`.
"""

from __future__ import annotations

from collections.abc import Sequence

from memories.services.validation import check_identifier, fail

MAX_LABELS = 8
MAX_LABEL_CHARS = 300


def check_subject_labels(labels: object) -> list[str]:
    """Sorted, distinct, each a non-empty `name:value` of at most MAX_LABEL_CHARS."""
    if isinstance(labels, str) or not isinstance(labels, Sequence):
        raise fail("subject", "must be a list of labels")
    out: set[str] = set()
    for raw in labels:
        label = check_identifier("subject", raw, max_chars=MAX_LABEL_CHARS)
        name, sep, value = label.partition(":")
        if not (sep and name and value):
            raise fail("subject", f"{label[:80]!r} is not a label (name:value)")
        out.add(label)
    if len(out) > MAX_LABELS:
        raise fail("subject", f"at most {MAX_LABELS} labels")
    return sorted(out)
