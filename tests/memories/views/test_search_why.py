"""The search page shows why each hit ranks: its recall score parts as a bar, with the numbers."""

from __future__ import annotations

import re

import pytest

from memories.scoping import principal_for_user
from memories.services.store.memory import memory_remember

pytestmark = pytest.mark.django_db


def test_each_hit_shows_its_score_parts_as_a_bar_and_a_table(client, alice):
    principal = principal_for_user(alice)
    memory_remember(principal=principal, content="The efoil battery was swapped for a 24V30Ah pack")
    memory_remember(principal=principal, content="The efoil board got a new battery strap")
    client.force_login(alice)
    html = client.get("/memory/search/", {"query": "efoil battery"}).content.decode()
    hits = html.split('<div class="why">')[1:]
    assert len(hits) == 2
    for hit in hits:
        svg = hit[: hit.index("</svg>")]
        parts = dict(re.findall(r'data-part="(\w+)"[^>]*><title>\w+: ([\d.]+)</title>', svg))
        assert float(parts["vector"]) > 0  # close meaning
        assert float(parts["lexical"]) > 0  # shared words
        table = dict(re.findall(r'<th scope="row">(\w+)</th><td>([\d.-]+)</td>', hit))
        assert {"vector", "lexical"} <= set(table)
        assert round(float(table["vector"]), 3) == round(float(parts["vector"]), 3)
    # The best hit's bar is full width: every bar shares the top score's scale.
    first = hits[0][: hits[0].index("</svg>")]
    widths = [float(w) for w in re.findall(r'class="part"[^>]* width="([\d.]+)"', first)]
    assert sum(widths) == pytest.approx(240, abs=1.0)
    assert '<ul class="legend">' in html
    assert ">vector</li>" in html
