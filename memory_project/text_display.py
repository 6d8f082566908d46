"""Template filters every page may use without `{% load %}` (registered as builtins).

`reveal_controls`: stored text is shown as stored, except the Unicode controls that reorder what
follows them (embeddings, overrides, isolates), which are shown as visible `[U+202E]` markers.
Left in, such a control makes a page show text in another order than the one stored (and than
the one an agent receives), so a reviewer could approve what they did not read.
`key_values`: a JSON object (an audit event's detail) as `key: value; …` text, not a Python dict.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from django import template

register = template.Library()

# LRE RLE PDF LRO RLO, LRI RLI FSI PDI: the directional formatting characters that nest.
BIDI_CONTROLS_RE = re.compile("[\u202a-\u202e\u2066-\u2069]")


def _marker(match: re.Match[str]) -> str:
    return f"[U+{ord(match.group()):04X}]"


@register.filter(is_safe=True)
def reveal_controls(value: object) -> object:
    """Text with each directional control replaced by its visible `[U+XXXX]` code."""
    if not isinstance(value, str):
        return value
    return BIDI_CONTROLS_RE.sub(_marker, value)


def _plain(value: object) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Mapping):
        return ", ".join(f"{str(k).replace('_', ' ')} {_plain(v)}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(_plain(item) for item in value)
    return str(value)


@register.filter(is_safe=False)
def key_values(value: object) -> str:
    """`{"previous_status": "active", "tags": ["a"]}` → `previous status: active; tags: a`."""
    if not isinstance(value, Mapping):
        return _plain(value) if value not in (None, "") else ""
    return "; ".join(f"{str(k).replace('_', ' ')}: {_plain(v)}" for k, v in value.items())
