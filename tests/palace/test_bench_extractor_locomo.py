"""`bench_extractor --locomo FILE`: how the offline extractor's facts cover a LoCoMo-shaped
file's observations (turn, semantic with the local MiniLM, on-evidence), per sample range."""

from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

pytestmark = [pytest.mark.django_db, pytest.mark.bench]

SMALL = Path(__file__).parent / "data" / "locomo_extractor_small.json"


def _run(*args: str) -> dict[str, str]:
    out = StringIO()
    call_command("bench_extractor", "--locomo", str(SMALL), *args, stdout=out)
    rows = [line.rsplit(None, 1) for line in out.getvalue().splitlines() if line.strip()]
    return {label.strip(): value for label, value in rows}


def test_locomo_mode_scores_turn_semantic_and_on_evidence_coverage():
    one = _run("--sample-range", "1")
    # Ana's two turns and Ben's move yield facts on evidence turns; Ben's congratulation is no
    # fact; his hike is a fact on a turn no observation cites.
    assert one["samples"] == "s-one"
    assert (one["observations"], one["facts"]) == ("4", "4")
    assert (one["turn coverage"], one["semantic coverage"]) == ("0.750", "0.750")
    assert one["on-evidence share"] == "0.750"
    assert float(one["ms per 1000 turns"]) > 0

    two = _run("--sample-range", "2-2")
    # Cy's bicycle is a fact on the evidence turn, but says nothing of a tax deadline.
    assert (two["turn coverage"], two["semantic coverage"]) == ("1.000", "0.500")

    both = _run()
    assert both["observations"] == "6"
    assert (both["turn coverage"], both["semantic coverage"]) == ("0.833", "0.667")
    assert both["on-evidence share"] == "0.833"


def test_locomo_mode_refuses_a_sample_range_outside_the_file():
    with pytest.raises(CommandError, match="outside 1-2"):
        _run("--sample-range", "2-5")
