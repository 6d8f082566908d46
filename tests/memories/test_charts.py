"""The SVG helpers: what each picture draws for given numbers (pure functions, no database)."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from memories.charts import (
    Span,
    TreeNode,
    hbar_chart,
    score_bar,
    stacked_columns,
    timeline_svg,
    tree_svg,
)


def test_hbar_chart_draws_one_bar_per_row_scaled_to_the_largest():
    svg = hbar_chart([("fact", 50), ("event", 100), ("empty", 0)], label="Coverage", unit="%")
    widths = [float(w) for w in re.findall(r'<rect x="210" y="\d+" width="([\d.]+)"', svg)]
    assert widths == [145.0, 290.0, 0.0]
    assert "fact: 50%" in svg
    assert 'aria-label="Coverage"' in svg


def test_stacked_columns_stack_each_series_per_day():
    svg = stacked_columns(["1 May", "2 May"], {"writes": [3, 0], "recalls": [1, 4]}, label="Days")
    segs = re.findall(r'data-series="(\w+)" data-day="([^"]+)"', svg)
    assert segs == [("writes", "1 May"), ("recalls", "1 May"), ("recalls", "2 May")]
    assert "2 May · recalls: 4" in svg


def test_stacked_columns_end_the_last_day_label_inside_the_picture():
    days = [f"{d} Nov" for d in range(1, 31)]
    svg = stacked_columns(days, {"writes": [1] * 30}, label="Days")
    labels = re.findall(
        r'<text x="([\d.]+)" y="\d+" text-anchor="(\w+)" font-size="13">([^<]+)<', svg
    )
    assert labels[0][1:] == ("middle", "1 Nov")
    x, anchor, day = labels[-1]
    assert (anchor, day) == ("end", "30 Nov")
    assert float(x) <= 720


def test_score_bar_splits_by_share_and_skips_non_positive_parts():
    svg = score_bar([("vector", 0.6), ("lexical", 0.2), ("recency", -0.1)], label="why", width=200)
    assert re.findall(r'data-part="(\w+)" x="[\d.]+" y="0" width="([\d.]+)"', svg) == [
        ("vector", "150.0"),
        ("lexical", "50.0"),
    ]
    half = score_bar([("vector", 0.5)], label="why", width=200, scale=1.0)
    assert 'data-part="vector" x="0.0" y="0" width="100.0"' in half


def test_text_is_escaped():
    svg = hbar_chart([("<script>", 1)], label='"x"')
    assert "<script>" not in svg
    assert "&lt;script&gt;" in svg


def test_timeline_hatches_superseded_spans():
    now = datetime(2025, 1, 1, tzinfo=UTC)
    spans = [
        Span("lives_in Boston", datetime(2020, 1, 1, tzinfo=UTC), datetime(2023, 1, 1, tzinfo=UTC), "superseded"),
        Span("lives_in Denver", datetime(2023, 1, 1, tzinfo=UTC), None, "current"),
    ]  # fmt: skip
    svg = timeline_svg(spans, now=now, label="t")
    superseded = svg[svg.index('class="span superseded"') :]
    assert 'fill="url(#hatch)"' in superseded[: superseded.index("</g>")]
    assert "→ now" in svg


def test_tree_draws_every_node_with_its_count():
    tree = [TreeNode("Work", 5, "/w", [TreeNode("Standups", 3, "", [TreeNode("Closet 1", 2)])])]
    svg = tree_svg(tree, label="Palace")
    assert "Work · 5 drawers" in svg
    assert "Closet 1 · 2 drawers" in svg
    assert svg.count("<path") == 2
    # As wide as its longest row, at its natural size: a phone shows it unscaled, not shrunk.
    width = float(re.search(r'<svg[^>]* width="([\d.]+)"', svg).group(1))
    assert 200 < width < 400
    assert f'viewBox="0 0 {width:g} ' in svg
