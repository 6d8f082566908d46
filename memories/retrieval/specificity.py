"""How telling an entity is within what the caller sees: an inverse document frequency.

A walk from an entity that half of someone's memories mention (the person they talk to every
day) reaches everything and ranks nothing; a walk from one mentioned three times is evidence.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from memories.retrieval.visible import VisibleSet
from memories.sql_params import named_one
from memory_project.replicas import read_connection

SPECIFICITY_SQL = """
SELECT u.urn, count(m.id),
       (SELECT count(*) FROM ({sub}) v)
FROM unnest(%(urns)s::text[]) AS u(urn)
LEFT JOIN memories_memory m ON m.entities @> ARRAY[u.urn]::varchar[] AND m.id IN ({sub})
GROUP BY u.urn
"""


def entity_specificity(visible_set: VisibleSet, urns: Sequence[str]) -> dict[str, float]:
    """Each URN's `ln(N / df) / ln(N)` in [0, 1] over the visible records (1 = mentioned
    once, 0 = mentioned by every record, or by none)."""
    if not urns:
        return {}
    sub_sql, sub_params = named_one(*visible_set.ids_sql(), "visible")
    with read_connection().cursor() as cursor:
        cursor.execute(SPECIFICITY_SQL.format(sub=sub_sql), {**sub_params, "urns": list(urns)})
        rows = cursor.fetchall()
    out: dict[str, float] = {}
    for urn, df, total in rows:
        if not df or total < 2:
            out[urn] = 0.0 if not df else 1.0
            continue
        out[urn] = max(0.0, min(1.0, math.log(total / df) / math.log(total)))
    return out
