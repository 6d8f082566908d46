"""A value whose name stands in a field of its own: `name: DB_PASSWORD` above `value: …`.

Part of the scrubber (`memories.redaction`); pure. Kubernetes' and ECS's environment entries,
Helm and Terraform's `secret_name` then `plaintext_value`, .NET's `<setting name="DbPassword">
<value>…</value>`, any JSON `{"name": "API_TOKEN", "value": "…"}`: the field that names the
secret (`labels.names_a_secret`) comes first, the value a field or a line later. A reference
(`${{ secrets.X }}`, `valueFrom`) or a placeholder stays.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.assign import is_label_value
from memories.redaction.family import Family, Span
from memories.redaction.labels import PROSE_WORDS, names_a_secret

__all__ = ["FAMILIES"]

# The name's field (`name`, `key`, `secret_name`, `env`, an XML attribute), then within 80
# characters of other fields the value's (`value`, `plaintext_value`, `secret_value`, `<value>`).
_NAME_VALUE_RE = re.compile(
    r"(?i:(?<![\w\-])(?:name|key|secret_?name|env|variable|var)[\"']?[ \t]*[:=][ \t]*)[\"']?"
    r"(?P<name>[A-Za-z_][\w.\-]{1,60})[\"']?"
    r"(?P<between>[^\n]{0,40}?(?:\r?\n[^\n]{0,40}?)?)"
    r"(?<![\w\-])(?i:value|plaintext_?value|secret_?value|secret_?string)"
    r"(?:[\"']?[ \t]*[:=][ \t]*|>)"
    r"(?:\"(?P<dq>[^\"\n]{1,256})\"|'(?P<sq>[^'\n]{1,256})'|(?P<bare>[^\s\"'<>,;{}]{1,256}))"
)
_GATE_RE = re.compile(r"(?i:value|secret_?string)[\"']?[ \t]*[:=>]")


def _named_values(text: str) -> Iterator[Span]:
    for m in _NAME_VALUE_RE.finditer(text):
        if re.search(r"(?i:name|key)[\"']?[ \t]*[:=]", m.group("between")):
            continue  # (another entry's name stands between: the value is that one's)
        if names_a_secret(m.group("name")) is None:
            continue
        group = next(g for g in ("dq", "sq", "bare") if m.group(g) is not None)
        value = m.group(group)
        if value.lower() in PROSE_WORDS or not is_label_value(value) or "{{" in value:
            continue
        yield m.start(group), m.end(group), "password_assignment"


FAMILIES = (Family("named_value", _GATE_RE, _named_values),)
