"""`manage.py bench_load` drives the running service and prints its figures (it works; the
figures themselves are not asserted: this is a tool run, not a timed test)."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command

pytestmark = [pytest.mark.integration, pytest.mark.bench]


def test_bench_load_runs_a_few_seconds_against_the_service_and_reports(stack, agent_key):
    _, key = agent_key
    stack.start("web")
    stack.start("worker")
    stack.wait_until_up()
    out = io.StringIO()

    call_command(
        "bench_load", base_url=stack.base_url, api_key=key, clients=2, duration=4,
        mix="remember=1,recall=1,context=1,ingest=1", stdout=out,
    )  # fmt: skip

    text = out.getvalue()
    rows = {
        cells[0]: int(cells[1])
        for line in text.splitlines()
        if len(cells := [c.strip() for c in line.split("│")[1:-1]]) == 9 and cells[1].isdigit()
    }
    assert {"remember", "recall", "context", "ingest", "ingest_end", "all"} <= set(rows)
    assert all(count > 0 for count in rows.values())
    assert "5xx answers: 0 (goal 0)" in text
    assert "RSS web:" in text
    assert "RSS web: process not found" not in text  # found from the port it listens on
    assert "RSS worker:" in text
    kinds = {
        cells[0]: cells[1:]
        for line in text.splitlines()
        if len(cells := [c.strip() for c in line.split("│")[1:-1]]) == 4
    }
    for kind in ("web", "worker", "all"):  # found; RSS and PSS (readable for our own processes)
        processes, rss, pss = kinds[kind]
        assert int(processes) >= 1
        assert int(rss) > 0
        assert 0 < int(pss) <= int(rss)
