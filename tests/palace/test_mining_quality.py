"""`bench_mining_quality` on a tiny LoCoMo-shaped file `bench_locomo` mined: observations plain
recall finds through distilled facts alone, and the seeded entity sample to label."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from django.core.management import call_command

from palace.bench.mining_quality import entity_sample, observations_found
from tests.palace.test_bench_locomo import TINY

pytestmark = [pytest.mark.bench, pytest.mark.django_db]

OBSERVED = copy.deepcopy(TINY)
OBSERVED[0]["observation"] = {
    "session_1_observation": {
        "Ben": [["Ben adopted a greyhound named Biscuit from the Portland shelter.", "D1:2"]],
    },
    "session_2_observation": {
        "Ana": [["Ana started pottery classes downtown on Tuesday evenings.", "D2:1"]],
        "Ben": [["Ben has a favourite film.", "D2:2"]],  # no fact was distilled from a question
    },
}


def test_observations_are_found_through_distilled_facts_and_entities_are_sampled(tmp_path: Path):
    data = tmp_path / "tiny.json"
    data.write_text(json.dumps(OBSERVED), encoding="utf-8")
    call_command("bench_locomo", str(data))
    score = observations_found(OBSERVED, k=10)
    assert (score.found, score.observations) == (2, 3)
    sample = entity_sample(OBSERVED, size=200)
    names = {line.split("\t")[1] for line in sample}
    assert {"Ana", "Ben", "Portland"} <= names
    assert not names & {"Tuesday", "June", "May"}
    assert entity_sample(OBSERVED, size=2) == entity_sample(OBSERVED, size=2)  # seeded
    out = tmp_path / "entities.tsv"
    call_command("bench_mining_quality", str(data), "--entities-out", str(out))
    assert out.read_text(encoding="utf-8").count("\n") == len(sample)
