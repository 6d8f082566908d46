"""The knowledge-graph picture claims nothing the table does not: no arrow runs through a dot it
does not join, no two names or predicates overlap, each relation has its direction, deprecated
entities look apart, and the picture takes the page's width (pure: no database)."""

from __future__ import annotations

import itertools
import math
import re

from memories.charts import colours_for
from memories.graph_svg import Edge, Node, graph_svg, layered_layout

NAMES = ["ledger", "PostgreSQL 18", "payments-gateway", "refunds", "Carol", "invoicing",
         "old-billing", "audit-log", "Dave", "exports", "stripe"]  # fmt: skip
KIND = {"Carol": "person", "Dave": "person", "PostgreSQL 18": "database"}


def _ledger() -> tuple[list[Node], list[Edge]]:
    key = {name: i + 1 for i, name in enumerate(NAMES)}
    ring = {"ledger": 0, "refunds": 2, "Carol": 2, "stripe": 2, "Dave": 2}
    nodes = [
        Node(key[n], n, KIND.get(n, "service"), f"/e/{key[n]}", ring=ring.get(n, 1),
             deprecated=n == "old-billing")
        for n in NAMES
    ]  # fmt: skip
    pairs = [
        ("ledger", "stores_in", "PostgreSQL 18"), ("ledger", "calls", "payments-gateway"),
        ("refunds", "calls", "payments-gateway"), ("refunds", "part_of", "ledger"),
        ("Carol", "owns", "invoicing"), ("invoicing", "calls", "payments-gateway"),
        ("invoicing", "part_of", "ledger"), ("old-billing", "replaced_by", "ledger"),
        ("payments-gateway", "stores_in", "PostgreSQL 18"), ("audit-log", "reads", "ledger"),
        ("Dave", "maintains", "exports"), ("exports", "reads", "ledger"),
        ("payments-gateway", "calls", "stripe"), ("Carol", "reviews", "ledger"),
        ("ledger", "emits_to", "audit-log"),
    ]  # fmt: skip
    edges = [Edge(key[s], key[o], p, current=p != "replaced_by") for s, p, o in pairs]
    return nodes, edges


def _svg() -> str:
    nodes, edges = _ledger()
    return str(graph_svg(nodes, edges, colours=colours_for(["person", "service", "database"]),
                         label="around ledger"))  # fmt: skip


def _bezier(d: str) -> list[tuple[float, float]]:
    ax, ay, cx, cy, bx, by = (float(v) for v in re.findall(r"-?[\d.]+", d))
    out = []
    for i in range(101):
        t = i / 100
        u = 1 - t
        out.append(
            (u * u * ax + 2 * u * t * cx + t * t * bx, u * u * ay + 2 * u * t * cy + t * t * by)
        )
    return out


def test_no_arrow_passes_through_a_dot_it_does_not_join() -> None:
    svg = _svg()
    dots = {
        int(k): (float(x), float(y), float(r))
        for k, x, y, r in re.findall(
            r'data-key="(\d+)" data-r="[\d.]+">.*?<circle cx="([-\d.]+)" cy="([-\d.]+)" r="([\d.]+)"',
            svg,
        )
    }
    assert len(dots) == len(NAMES)
    arrows = re.findall(r'data-source="(\d+)" data-target="(\d+)">.*?<path d="([^"]+)"', svg)
    assert len(arrows) == 15
    for source, target, d in arrows:
        for key, (x, y, r) in dots.items():
            if key in (int(source), int(target)):
                continue
            gap = min(math.hypot(px - x, py - y) for px, py in _bezier(d))
            assert gap > r + 2, (NAMES[int(source) - 1], NAMES[int(target) - 1], NAMES[key - 1])


def test_every_relation_is_an_arrow_and_ended_ones_are_dashed() -> None:
    svg = _svg()
    assert svg.count('marker-end="url(#arrow)"') == 14
    assert svg.count('marker-end="url(#arrow-ended)"') == 1
    assert '<marker id="arrow"' in svg


def test_names_and_predicates_do_not_overlap_by_their_estimated_boxes() -> None:
    svg = _svg()
    boxes = []
    for cls, x, y, size, text in re.findall(
        r'<text class="(name|predicate)" x="([-\d.]+)" y="([-\d.]+)" font-size="(\d+)"[^>]*>([^<]*)<',
        svg,
    ):
        em = 6.0 if cls == "name" else 5.2  # an ordinary sans-serif's average width
        half, h = len(text) * em * int(size) / 12 / 2, int(size)
        boxes.append((float(x) - half, float(y) - h * 0.8, float(x) + half, float(y) + h * 0.2))
    names = svg.count('<text class="name"')
    assert names == len(NAMES)
    assert svg.count('<text class="predicate"') >= 12  # a few may be left to the table
    for a, b in itertools.combinations(boxes, 2):
        assert not (a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]), (a, b)


def test_a_deprecated_entity_is_drawn_apart() -> None:
    svg = _svg()
    old = svg[svg.index('<a class="node deprecated"') :].split("</a>", 1)[0]
    assert "old-billing" in old
    assert 'stroke-dasharray="3 2"' in old
    assert "line-through" in old
    assert svg.count('class="node deprecated"') == 1


def test_the_picture_is_as_wide_as_the_page_allows() -> None:
    svg = _svg()
    assert "width=" not in svg[: svg.index(">")].replace("stroke-width", "")
    _left, _top, width, height = (
        float(v)
        for v in re.search(r'viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"', svg).groups()
    )
    assert width > 700
    assert width > height


def test_layout_is_deterministic() -> None:
    nodes, _ = _ledger()
    assert layered_layout(nodes) == layered_layout(list(reversed(nodes)))
