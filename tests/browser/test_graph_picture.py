"""The knowledge graph around "ledger" as Chromium draws it, at 1280 and 390 px: no arrow runs
through a dot it does not join and no two texts overlap (measured on the drawn glyphs), every
relation is an arrow, the deprecated entity looks apart, the picture uses the page's width."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memories.models import Entity, Relation
from tests.browser.conftest import sign_in, snap

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PAIRS = [
    ("ledger", "stores_in", "PostgreSQL 18"), ("ledger", "calls", "payments-gateway"),
    ("refunds", "calls", "payments-gateway"), ("refunds", "part_of", "ledger"),
    ("Carol", "owns", "invoicing"), ("invoicing", "calls", "payments-gateway"),
    ("invoicing", "part_of", "ledger"), ("old-billing", "replaced_by", "ledger"),
    ("payments-gateway", "stores_in", "PostgreSQL 18"), ("audit-log", "reads", "ledger"),
    ("Carol", "reviews", "ledger"), ("ledger", "emits_to", "audit-log"),
]  # fmt: skip

MEASURE = """() => {
  const svg = document.querySelector('svg.graph');
  const dots = [...svg.querySelectorAll('a.node')].map(a => {
    const c = a.querySelector('circle');
    return {key: a.dataset.key, x: +c.getAttribute('cx'), y: +c.getAttribute('cy'), r: +c.getAttribute('r')};
  });
  const through = [];
  for (const g of svg.querySelectorAll('g.edge')) {
    const path = g.querySelector('path'); const len = path.getTotalLength();
    for (const d of dots) {
      if (d.key === g.dataset.source || d.key === g.dataset.target) continue;
      for (let i = 0; i <= 200; i++) {
        const p = path.getPointAtLength(len * i / 200);
        if (Math.hypot(p.x - d.x, p.y - d.y) <= d.r + 1) { through.push([g.dataset.source, g.dataset.target, d.key]); break; }
      }
    }
  }
  const boxes = [...svg.querySelectorAll('text.name, text.predicate')].map(t => {
    const b = t.getBBox(); return [t.textContent, b.x, b.y, b.x + b.width, b.y + b.height];
  });
  const overlaps = [];
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const a = boxes[i], b = boxes[j];
    if (a[1] < b[3] && b[1] < a[3] && a[2] < b[4] && b[2] < a[4]) overlaps.push([a[0], b[0]]);
  }
  const main = document.querySelector('main').getBoundingClientRect().width;
  return {through, overlaps, texts: boxes.length, width: svg.getBoundingClientRect().width, main,
          arrows: svg.querySelectorAll('path[marker-end]').length};
}"""


@pytest.mark.parametrize("width", [1280, 390])
def test_graph_picture_is_as_trustworthy_as_its_table(browser, live_server, alice, width):
    entities = {}
    for subject, _, obj in PAIRS:
        for name in (subject, obj):
            if name not in entities:
                entities[name] = Entity.objects.create(
                    owner=alice, urn=f"urn:thing:{name.lower()}", name=name,
                    kind="person" if name == "Carol" else "service",
                    status="deprecated" if name == "old-billing" else "active",
                )  # fmt: skip
    for subject, predicate, obj in PAIRS:
        Relation.objects.create(
            owner=alice, subject=entities[subject], predicate=predicate, object=entities[obj],
            valid_from=datetime(2025, 1, 1, tzinfo=UTC),
        )  # fmt: skip
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    sign_in(page, live_server, "alice")
    page.goto(f"{live_server.url}/memory/graph/?entity={entities['ledger'].pk}")
    page.wait_for_selector("svg.graph")
    found = page.evaluate(MEASURE)
    snap(page, f"graph-{width}")
    assert found["through"] == []
    assert found["overlaps"] == []
    assert found["arrows"] == len(PAIRS)
    assert found["texts"] >= len(entities) + len(PAIRS) - 2
    if width > 1000:
        assert found["width"] >= found["main"] * 0.95  # the page's width, not 400 px
    assert page.locator("a.node.deprecated").count() == 1
    assert "deprecated entity" in page.inner_text("figcaption")
    context.close()
