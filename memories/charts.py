"""Small server-side SVG pictures for the pages: bars, stacked day columns, a timeline and a
tree (the knowledge graph's picture is graph_svg.py). Pure Python: numbers in, an escaped SVG string out (no JavaScript, no library).

Every picture scales to its container (`viewBox`, width 100%), carries a <title> per mark for
hover and screen readers, and is paired on its page with a <table> holding the same numbers.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from html import escape

from django.utils.safestring import SafeString, mark_safe

# Colour-blind-safe palette (Okabe-Ito, then Tol's muted): series and kinds take them in order.
PALETTE = (
    "#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#332288",
    "#882255", "#44AA99", "#999933", "#AA4499",
)  # fmt: skip
GREY = "#8c959f"


def colour_for(index: int) -> str:
    return PALETTE[index % len(PALETTE)]


def colours_for(names: Sequence[str]) -> dict[str, str]:
    """A stable colour per name: sorted names take the palette in order."""
    return {name: colour_for(i) for i, name in enumerate(sorted(set(names)))}


def _e(text: object) -> str:
    return escape(str(text), quote=True)


def _svg(
    width: float,
    height: float,
    body: str,
    label: str,
    css_class: str,
    *,
    sized: bool = False,
    origin: tuple[float, float] = (0.0, 0.0),
) -> SafeString:
    # `sized`: the picture has its natural size (width/height attributes), shrunk only to fit.
    # `origin`: the top left corner of what is shown (a graph shows just the box its marks fill).
    size = f'width="{width:g}" height="{height:g}" ' if sized else ""
    box = f"{origin[0]:g} {origin[1]:g} {width:g} {height:g}"
    return mark_safe(
        f'<svg class="chart {css_class}" {size}viewBox="{box}" role="img" '
        f'aria-label="{_e(label)}" xmlns="http://www.w3.org/2000/svg" '
        f'preserveAspectRatio="xMinYMin meet"><title>{_e(label)}</title>{body}</svg>'
    )


def _short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


# --- horizontal bars ------------------------------------------------------------------------


def hbar_chart(
    rows: Sequence[tuple[str, float]],
    *,
    label: str,
    maximum: float | None = None,
    unit: str = "",
    width: int = 560,
) -> SafeString:
    """One bar per (name, value), longest = `maximum` (default: the largest value)."""
    top = maximum if maximum is not None else max((v for _, v in rows), default=0.0)
    row_h, label_w, value_w = 22, 210, 60
    bar_w = width - label_w - value_w
    parts = []
    for i, (name, value) in enumerate(rows):
        y = i * row_h
        length = 0.0 if top <= 0 else max(0.0, min(1.0, value / top)) * bar_w
        shown = f"{value:g}{unit}"
        parts.append(
            f'<g class="bar"><title>{_e(name)}: {_e(shown)}</title>'
            f'<text x="{label_w - 6}" y="{y + 15}" text-anchor="end" font-size="12">'
            f"{_e(_short(name, 32))}</text>"
            f'<rect x="{label_w}" y="{y + 4}" width="{length:.1f}" height="{row_h - 8}" '
            f'fill="{colour_for(0)}"/>'
            f'<text x="{label_w + length + 4:.1f}" y="{y + 15}" font-size="12">{_e(shown)}</text></g>'
        )
    return _svg(width, max(row_h, row_h * len(rows)), "".join(parts), label, "hbar")


def score_bar(
    parts: Sequence[tuple[str, float]],
    *,
    label: str,
    colours: Mapping[str, str] | None = None,
    scale: float | None = None,
    width: int = 240,
) -> SafeString:
    """One stacked bar: each named part (a score component) a coloured segment, its length its
    value against `scale` (default: the positive total, so the bar is full). Give every bar of
    a list the same `scale` and `colours` to compare them. Non-positive parts draw nothing."""
    positive = [(n, v) for n, v in parts if v > 0]
    total = scale if scale and scale > 0 else sum(v for _, v in positive)
    height = 14
    x = 0.0
    segments = [f'<rect x="0" y="0" width="{width}" height="{height}" fill="#f6f8fa"/>']
    for index, (name, value) in enumerate(parts):
        if value <= 0 or total <= 0:
            continue
        w = min(value / total * width, width - x)
        fill = (colours or {}).get(name, colour_for(index))
        segments.append(
            f'<rect class="part" data-part="{_e(name)}" x="{x:.1f}" y="0" width="{w:.1f}" '
            f'height="{height}" fill="{fill}"><title>{_e(name)}: {value:.3f}</title></rect>'
        )
        x += w
    return _svg(width, height, "".join(segments), label, "score")


# --- stacked day columns --------------------------------------------------------------------


def stacked_columns(
    days: Sequence[str], series: Mapping[str, Sequence[float]], *, label: str, height: int = 180
) -> SafeString:
    """A column per day, each series stacked in it (its colour in `colours_for` order of the
    series as given). `days` are the x labels; every series has one value per day."""
    names = list(series)
    width, left, bottom = 720, 44, 34
    slot = (width - left - 10) / max(len(days), 1)
    col_w, gap = min(slot * 0.8, 60.0), slot - min(slot * 0.8, 60.0)
    totals = [sum(series[n][i] for n in names) for i in range(len(days))]
    top = max(totals, default=0.0) or 1.0
    plot_h = height - bottom - 8
    parts = [
        f'<line x1="{left}" y1="{8 + plot_h}" x2="{width}" y2="{8 + plot_h}" stroke="{GREY}"/>',
        f'<text x="{left - 4}" y="14" text-anchor="end" font-size="11">{_e(_compact(top))}</text>',
        f'<text x="{left - 4}" y="{8 + plot_h}" text-anchor="end" font-size="11">0</text>',
    ]
    for i, day in enumerate(days):
        x = left + i * slot + gap / 2
        y: float = 8 + plot_h
        for s_index, name in enumerate(names):
            value = series[name][i]
            if value <= 0:
                continue
            h = value / top * plot_h
            y -= h
            parts.append(
                f'<rect class="seg" data-series="{_e(name)}" data-day="{_e(day)}" x="{x:.1f}" '
                f'y="{y:.1f}" width="{col_w:.1f}" height="{h:.1f}" fill="{colour_for(s_index)}">'
                f"<title>{_e(day)} · {_e(name)}: {value:g}</title></rect>"
            )
        step = max(1, len(days) // 6)
        if i % step == 0 or (i == len(days) - 1 and i % step >= step // 2):
            # The last label ends at its column's right edge, so it is not cut at the border.
            at, anchor = (
                (x + col_w, "end") if i == len(days) - 1 and i else (x + col_w / 2, "middle")
            )
            parts.append(
                f'<text x="{at:.1f}" y="{height - 18}" text-anchor="{anchor}" '
                f'font-size="13">{_e(day)}</text>'
            )
    return _svg(width, height, "".join(parts), label, "columns")


def legend(names: Sequence[str], colours: dict[str, str] | None = None) -> SafeString:
    """An HTML legend (a list of swatches) for a picture's colours."""
    colours = colours or {name: colour_for(i) for i, name in enumerate(names)}
    items = "".join(
        f'<li><span class="swatch" style="background:{colours[n]}"></span>{_e(n)}</li>'
        for n in names
    )
    return mark_safe(f'<ul class="legend">{items}</ul>')


def _compact(value: float) -> str:
    for size, suffix in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if value >= size:
            return f"{value / size:.1f}{suffix}"
    return f"{value:g}"


# A white outline under a label's letters: where a predicate crosses a name, both stay legible.
HALO = 'stroke="#fff" stroke-width="3" stroke-linejoin="round" paint-order="stroke"'


# --- timeline -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Span:
    label: str
    start: datetime
    end: datetime | None  # None: still true
    state: str = "current"  # current, superseded, ended
    href: str = ""


HATCH = (
    '<defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" '
    'patternTransform="rotate(45)"><rect width="6" height="6" fill="#eaeef2"/>'
    f'<line x1="0" y1="0" x2="0" y2="6" stroke="{GREY}" stroke-width="2"/></pattern></defs>'
)


def timeline_svg(
    spans: Sequence[Span], *, now: datetime, label: str, width: int = 720
) -> SafeString:
    """A bar per relation from valid-from to valid-to (or now, for a fact still true). A
    superseded one is hatched grey and says "superseded"; one that simply ended is grey."""
    row_h, left, axis_h = 26, 220, 24
    if not spans:
        return _svg(width, axis_h, "", label, "timeline")
    first = min(s.start for s in spans)
    last = max([now, *(s.end for s in spans if s.end is not None)])
    total = max((last - first).total_seconds(), 1.0)
    plot_w = width - left - 90

    def x_of(moment: datetime) -> float:
        return left + (moment - first).total_seconds() / total * plot_w

    parts = [HATCH]
    for i, span in enumerate(spans):
        y = axis_h + i * row_h
        x1, x2 = x_of(span.start), x_of(span.end or now)
        x1 = min(x1, x2 - 8)  # a recent fact is a visible bar ending at its date, not a hairline
        w = x2 - x1
        fill = {"current": colour_for(0), "superseded": "url(#hatch)"}.get(span.state, "#d0d7de")
        end_text = span.end.date().isoformat() if span.end else "now"
        tag = {"superseded": "superseded", "ended": "ended"}.get(span.state, "")
        parts.append(
            f'<g class="span {span.state}" data-state="{span.state}">'
            f"<title>{_e(span.label)}: {span.start.date().isoformat()} → {end_text}"
            f"{' (' + tag + ')' if tag else ''}</title>"
            f'<text x="{left - 6}" y="{y + 16}" text-anchor="end" font-size="12"'
            f"{' fill=' + chr(34) + GREY + chr(34) if span.state != 'current' else ''}>"
            f"{_e(_short(span.label, 32))}</text>"
            f'<rect x="{x1:.1f}" y="{y + 5}" width="{w:.1f}" height="{row_h - 10}" fill="{fill}" '
            f'stroke="{GREY if span.state != "current" else colour_for(0)}"/>'
        )
        if tag:
            parts.append(
                f'<text class="state" x="{x1 + w + 4:.1f}" y="{y + 16}" font-size="11" '
                f'fill="#57606a">{tag}</text>'
            )
        parts.append("</g>")
    parts.append(
        f'<text x="{left}" y="14" font-size="11">{first.date().isoformat()}</text>'
        f'<text x="{left + plot_w}" y="14" font-size="11" text-anchor="end">'
        f"{last.date().isoformat()}</text>"
        f'<line x1="{left}" y1="{axis_h - 4}" x2="{left + plot_w}" y2="{axis_h - 4}" stroke="{GREY}"/>'
    )
    return _svg(width, axis_h + row_h * len(spans), "".join(parts), label, "timeline")


# --- tree -----------------------------------------------------------------------------------


@dataclass
class TreeNode:
    label: str
    count: int = 0
    href: str = ""
    children: list[TreeNode] = field(default_factory=list)


def tree_svg(roots: Sequence[TreeNode], *, label: str, width: int = 720) -> SafeString:
    """An indented tree (wings → rooms → closets): a box per node with its drawer count, lines
    from parent to child; a node's bar length shows its count against the largest sibling set."""
    row_h, indent = 26, 28
    rows: list[tuple[int, TreeNode, int | None]] = []  # depth, node, parent row

    def walk(node: TreeNode, depth: int, parent: int | None) -> None:
        index = len(rows)
        rows.append((depth, node, parent))
        for child in node.children:
            walk(child, depth + 1, index)

    for root in roots:
        walk(root, 0, None)
    top = max((n.count for _, n, _ in rows), default=0) or 1
    parts = []
    used = 0.0  # the widest row's right end: the picture is as wide as its text, not wider
    for index, (depth, node, parent) in enumerate(rows):
        x, y = 8 + depth * indent, index * row_h
        if parent is not None:
            px = 8 + rows[parent][0] * indent + 6
            parts.append(
                f'<path d="M{px} {parent * row_h + 20} V{y + 13} H{x}" fill="none" stroke="{GREY}"/>'
            )
        bar = 4 + node.count / top * 120
        text = f"{_short(node.label, 34)} · {node.count} drawer{'s' if node.count != 1 else ''}"
        used = max(used, x + bar + 6 + 7 * len(text))  # about 7 units a character at 12 px
        inner = (
            f'<rect x="{x}" y="{y + 5}" width="{bar:.1f}" height="16" rx="3" '
            f'fill="{colour_for(depth)}" opacity=".8"/>'
            f'<text x="{x + bar + 6:.1f}" y="{y + 18}" font-size="12">{_e(text)}</text>'
        )
        title = f"<title>{_e(node.label)}: {node.count}</title>"
        if node.href:
            parts.append(f'<a class="tree-node" href="{_e(node.href)}">{title}{inner}</a>')
        else:
            parts.append(f'<g class="tree-node">{title}{inner}</g>')
    shown_w = min(width, math.ceil(used) + 8) if rows else width
    return _svg(shown_w, max(row_h, row_h * len(rows)), "".join(parts), label, "tree", sized=True)
