"""The knowledge-graph picture: entities as dots, relations as arrows with their predicate. The
layout keeps every arrow clear of the dots it does not join and places every name and predicate
where it overlaps nothing else (a predicate with no free place is left to the table and the
arrow's tooltip), so the picture claims no relation the table does not hold. Pure Python."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.safestring import SafeString

from memories.charts import GREY, HALO, _e, _short, _svg

Point = tuple[float, float]
Box = tuple[float, float, float, float]  # left, top, right, bottom

NODE_R, CENTRE_R = 10.0, 14.0
CLEARANCE = 8.0  # free space kept between an arrow and a dot it does not join
NAME_CHARS, PREDICATE_CHARS = 20, 24
# Generous glyph widths (DejaVu Sans, the widest common default, averages under these), so a
# box estimated here holds the text as a browser draws it.
NAME_EM, PREDICATE_EM = 7.4, 6.4
WIDTH = 960.0


@dataclass(frozen=True)
class Node:
    key: int
    label: str
    kind: str
    href: str
    ring: int = 0  # hops from the centre; 0 is the centre itself
    deprecated: bool = False


@dataclass(frozen=True)
class Edge:
    source: int
    target: int
    label: str
    current: bool = True


def _radius(node: Node) -> float:
    return CENTRE_R if node.ring == 0 else NODE_R


def layered_layout(nodes: Sequence[Node], *, width: float = WIDTH) -> dict[int, Point]:
    """Deterministic starting places: the centre (ring 0) in the middle, each further ring on
    an ellipse as wide as the page allows, its nodes spread evenly in label order."""
    height = max(360.0, min(640.0, 260.0 + 14.0 * len(nodes)))
    rings: dict[int, list[Node]] = {}
    for node in sorted(nodes, key=lambda n: (n.ring, n.label.casefold(), n.key)):
        rings.setdefault(node.ring, []).append(node)
    cx, cy = width / 2, height / 2
    outer = max(rings, default=0) or 1
    positions: dict[int, Point] = {}
    for ring, members in rings.items():
        if ring == 0 and len(members) == 1:
            positions[members[0].key] = (cx, cy)
            continue
        share = max(ring, 1) / outer
        rx, ry = (width / 2 - 100) * share, (height / 2 - 40) * share
        offset = ring * 0.35  # rings turn a little against each other, so labels interleave
        for i, node in enumerate(members):
            angle = offset + 2 * math.pi * i / len(members)
            positions[node.key] = (cx + rx * math.cos(angle), cy + ry * math.sin(angle))
    return positions


def _closest(p: Point, a: Point, b: Point) -> Point:
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length))
    return ax + t * dx, ay + t * dy


def _relax(nodes: Sequence[Node], edges: Sequence[Edge], pos: dict[int, Point]) -> None:
    """Push dots apart (names need about 150 by 40 units each) and off the arrows they do not
    join; deterministic, a fixed number of rounds."""
    order = sorted(nodes, key=lambda n: (n.ring, n.label.casefold(), n.key))
    fixed = {n.key for n in nodes if n.ring == 0}
    pairs = [(e.source, e.target) for e in edges if e.source in pos and e.target in pos]
    for _ in range(120):
        moved = False
        for i, a in enumerate(order):
            for b in order[i + 1 :]:
                (ax, ay), (bx, by) = pos[a.key], pos[b.key]
                dx, dy = bx - ax, by - ay
                # An ellipse-shaped personal space: names are wide, not tall.
                reach = math.hypot(dx / 150.0, dy / 44.0)
                if reach >= 1.0:
                    continue
                moved = True
                if reach == 0:
                    dx, dy, reach = 1.0, 0.5, 0.01
                push = (1.0 - reach) / 2
                mx, my = dx / reach * push, dy / reach * push
                if a.key not in fixed:
                    pos[a.key] = (ax - mx, ay - my)
                if b.key not in fixed:
                    pos[b.key] = (bx + mx, by + my)
        for node in order:
            if node.key in fixed:
                continue
            need = _radius(node) + CLEARANCE + 4
            for s, t in pairs:
                if node.key in (s, t):
                    continue
                p = pos[node.key]
                cx, cy = _closest(p, pos[s], pos[t])
                d = math.hypot(p[0] - cx, p[1] - cy)
                if d >= need:
                    continue
                moved = True
                if d == 0:  # on the line: step off it sideways
                    (sx, sy), (tx, ty) = pos[s], pos[t]
                    ux, uy = -(ty - sy), tx - sx
                    norm = math.hypot(ux, uy) or 1.0
                    pos[node.key] = (p[0] + ux / norm * need, p[1] + uy / norm * need)
                else:
                    step = (need - d) / d
                    pos[node.key] = (p[0] + (p[0] - cx) * step, p[1] + (p[1] - cy) * step)
        if not moved:
            break
    _stretch(pos, width=WIDTH - 220)


def _stretch(pos: dict[int, Point], *, width: float) -> None:
    """Widen the drawing to `width` about its middle: the picture fills the page's width, and
    stretching only lengthens distances, so no arrow comes nearer a dot than before."""
    xs = [x for x, _ in pos.values()]
    if len(xs) < 3 or max(xs) - min(xs) >= width or max(xs) == min(xs):
        return
    middle, factor = (max(xs) + min(xs)) / 2, width / (max(xs) - min(xs))
    for key, (x, y) in pos.items():
        pos[key] = (middle + (x - middle) * factor, y)


def _curve(a: Point, b: Point, bend: float) -> tuple[Point, Point, Point]:
    """A quadratic Bézier from a to b whose middle lies `bend` units off the straight line."""
    (ax, ay), (bx, by) = a, b
    length = math.hypot(bx - ax, by - ay) or 1.0
    nx, ny = -(by - ay) / length, (bx - ax) / length
    mx, my = (ax + bx) / 2, (ay + by) / 2
    return a, (mx + nx * bend * 2, my + ny * bend * 2), b


def _at(curve: tuple[Point, Point, Point], t: float) -> Point:
    (ax, ay), (cx, cy), (bx, by) = curve
    u = 1 - t
    return u * u * ax + 2 * u * t * cx + t * t * bx, u * u * ay + 2 * u * t * cy + t * t * by


def _clears(curve: tuple[Point, Point, Point], dots: Sequence[tuple[Point, float]]) -> bool:
    points = [_at(curve, i / 40) for i in range(41)]
    for (x, y), r in dots:
        limit = r + CLEARANCE
        for a, b in itertools.pairwise(points):
            cx, cy = _closest((x, y), a, b)
            if math.hypot(x - cx, y - cy) < limit:
                return False
    return True


def _trim(curve: tuple[Point, Point, Point], r_from: float, r_to: float) -> tuple[Point, Point]:
    """Where the drawn line starts and ends: on the rims of its two dots (the arrowhead's tip
    touches the target's rim)."""
    (ax, ay), (cx, cy), (bx, by) = curve
    da = math.hypot(cx - ax, cy - ay) or 1.0
    db = math.hypot(bx - cx, by - cy) or 1.0
    start = (ax + (cx - ax) / da * r_from, ay + (cy - ay) / da * r_from)
    end = (bx - (bx - cx) / db * (r_to + 1), by - (by - cy) / db * (r_to + 1))
    return start, end


def _overlaps(box: Box, others: Sequence[Box]) -> bool:
    left, top, right, bottom = box
    return any(
        left < o_right and o_left < right and top < o_bottom and o_top < bottom
        for o_left, o_top, o_right, o_bottom in others
    )


def _crossed(box: Box, points: Sequence[Point]) -> int:
    left, top, right, bottom = box
    return sum(1 for x, y in points if left <= x <= right and top <= y <= bottom)


def _text_box(x: float, y: float, text: str, em: float, size: float) -> Box:
    """The box of a text centred on x whose baseline is y."""
    half = len(text) * em / 2 + 2
    return x - half, y - size, x + half, y + size * 0.3


MARKERS = (
    "<defs>"
    '<marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" '
    'orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#57606a"/></marker>'
    '<marker id="arrow-ended" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" '
    f'markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="{GREY}"/>'
    "</marker></defs>"
)


def _node_mark(node: Node, centre: Point, spot: Point, text: str, colours: dict[str, str]) -> str:
    """A dot and its name, one link; a deprecated entity hollow, dashed, its name struck."""
    (cx, cy), (x, y), r = centre, spot, _radius(node)
    fill = colours.get(node.kind, GREY)
    circle = (
        f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:g}" fill="#fff" stroke="{fill}" '
        'stroke-width="2.5" stroke-dasharray="3 2"/>'
        if node.deprecated
        else f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:g}" fill="{fill}" stroke="#fff" '
        'stroke-width="2"/>'
    )
    style = ' fill="#57606a" text-decoration="line-through"' if node.deprecated else ""
    state = " deprecated" if node.deprecated else ""
    return (
        f'<a class="node{state}" href="{_e(node.href)}" data-kind="{_e(node.kind)}" '
        f'data-key="{node.key}" data-r="{r:g}">'
        f"<title>{_e(node.label)} ({_e(node.kind)}{', deprecated' if node.deprecated else ''})"
        f"</title>{circle}"
        f'<text class="name" x="{x:.1f}" y="{y:.1f}" font-size="12" text-anchor="middle"'
        f"{style} {HALO}>{_e(text)}</text></a>"
    )


def _place_names(
    nodes: Sequence[Node], pos: dict[int, Point], placed: list[Box], lines: Sequence[Point]
) -> list[tuple[Node, Point, str]]:
    """Each name below its dot, else above, right or left: the first place free of the other
    names, and of the lines where one is (a name over an arrowhead hides the direction)."""
    out = []
    for node in sorted(nodes, key=lambda n: (n.ring, n.label.casefold(), n.key)):
        x, y = pos[node.key]
        r, text = _radius(node), _short(node.label, NAME_CHARS)
        half_w = len(text) * NAME_EM / 2
        spots = [(x, y + r + 13), (x, y - r - 5), (x + r + 4 + half_w, y + 4),
                 (x - r - 4 - half_w, y + 4)]  # fmt: skip
        boxes = [_text_box(sx, sy, text, NAME_EM, 12) for sx, sy in spots]
        choice = min(
            range(len(boxes)),
            key=lambda i: (_overlaps(boxes[i], placed), _crossed(boxes[i], lines), i),
        )
        placed.append(boxes[choice])
        out.append((node, spots[choice], text))
    return out


Curve = tuple[Point, Point, Point]


def _route(
    nodes: Sequence[Node], edges: Sequence[Edge], pos: dict[int, Point]
) -> list[tuple[Edge, Curve]]:
    """Each relation's line: straight where that clears every other dot, else bent just enough
    to; a second relation between the same two entities bends to the other side."""
    routes = []
    seen: dict[tuple[int, int], int] = {}
    dots = {n.key: (pos[n.key], _radius(n)) for n in nodes}
    for edge in edges:
        if edge.source not in pos or edge.target not in pos or edge.source == edge.target:
            continue
        pair = (min(edge.source, edge.target), max(edge.source, edge.target))
        index = seen.get(pair, 0)
        seen[pair] = index + 1
        others = [d for k, d in dots.items() if k not in pair]
        a, b = pos[edge.source], pos[edge.target]
        sign = 1 if edge.source < edge.target else -1  # two directions bend to opposite sides
        first = sign * ((index + 1) // 2) * 26.0 * (1 if index % 2 else -1)
        bends = [first] + [s * n for n in (24, 48, 80, 120, 170, 240) for s in (1, -1)]
        curve = next(
            (_curve(a, b, bend) for bend in bends if _clears(_curve(a, b, bend), others)),
            _curve(a, b, first),
        )
        routes.append((edge, curve))
    return routes


def _edge_mark(edge: Edge, curve: Curve, by_key: dict[int, Node], placed: list[Box]) -> str:
    """An arrow from subject to object, its predicate at the first free place along it (none
    free: the predicate stays in the tooltip and the table)."""
    start, end = _trim(curve, _radius(by_key[edge.source]), _radius(by_key[edge.target]))
    control = curve[1]
    ended = not edge.current
    stroke = f'stroke="{GREY}" stroke-dasharray="4 3"' if ended else 'stroke="#57606a"'
    marker = "arrow-ended" if ended else "arrow"
    body = (
        f'<g class="edge" data-source="{edge.source}" data-target="{edge.target}">'
        f"<title>{_e(by_key[edge.source].label)} {_e(edge.label)} "
        f"{_e(by_key[edge.target].label)}</title>"
        f'<path d="M{start[0]:.1f} {start[1]:.1f} Q{control[0]:.1f} {control[1]:.1f} '
        f'{end[0]:.1f} {end[1]:.1f}" fill="none" {stroke} marker-end="url(#{marker})"/>'
    )
    text = _short(edge.label, PREDICATE_CHARS)
    for t in (0.5, 0.38, 0.62, 0.28, 0.72):
        mx, my = _at(curve, t)
        box = _text_box(mx, my + 3, text, PREDICATE_EM, 10)
        if not _overlaps(box, placed):
            placed.append(box)
            body += (
                f'<text class="predicate" x="{mx:.1f}" y="{my + 3:.1f}" font-size="10" '
                f'text-anchor="middle" fill="#57606a" {HALO}>{_e(text)}</text>'
            )
            break
    return body + "</g>"


def graph_svg(
    nodes: Sequence[Node], edges: Sequence[Edge], *, colours: dict[str, str], label: str
) -> SafeString:
    """Entities as circles (coloured by kind, each a link; a deprecated one hollow, dashed and
    struck through), relations as arrows from subject to object with their predicate; an
    ended relation is dashed and grey."""
    pos = layered_layout(nodes)
    _relax(nodes, edges, pos)
    by_key = {n.key: n for n in nodes}
    placed: list[Box] = [
        (x - _radius(n) - 2, y - _radius(n) - 2, x + _radius(n) + 2, y + _radius(n) + 2)
        for n in nodes
        for x, y in [pos[n.key]]
    ]
    curves = _route(nodes, edges, pos)
    samples = [_at(curve, i / 60) for _, curve in curves for i in range(61)]
    name_parts = _place_names(nodes, pos, placed, samples)
    edge_parts = [_edge_mark(edge, curve, by_key, placed) for edge, curve in curves]
    bounds = [_at(curve, i / 8) for _, curve in curves for i in range(9)]

    node_parts = [
        _node_mark(node, pos[node.key], spot, text, colours) for node, spot, text in name_parts
    ]
    # Show the box everything drawn fills, with a little room.
    boxes = placed + [(x, y, x, y) for x, y in bounds]
    left = min((b[0] for b in boxes), default=0.0) - 8
    top = min((b[1] for b in boxes), default=0.0) - 8
    right = max((b[2] for b in boxes), default=WIDTH) + 8
    bottom = max((b[3] for b in boxes), default=360.0) + 8
    body = MARKERS + "".join(edge_parts) + "".join(node_parts)
    return _svg(right - left, bottom - top, body, label, "graph", origin=(left, top))
