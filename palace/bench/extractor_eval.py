"""Precision and recall of the offline extractor's turn tags on a labelled set written for this
project (`palace/bench/extractor_labels.json`): people (@p, the speaker's own tag left out),
places (@l), times (@t), events (@e) and items (@i).

People, places and times must match exactly (case aside). An event or item matches when the
extracted phrase holds every word of the labelled one ("went to a support group" for "went
support group"); each label is matched at most once.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from palace.mining.extractors import OfflineExtractor, Turn

LABELS = Path(__file__).resolve().parent / "extractor_labels.json"
TAGS = ("@p", "@l", "@t", "@e", "@i")


@dataclass
class TagScore:
    true_positives: int = 0
    false_positives: int = 0
    false_negatives: int = 0

    @property
    def precision(self) -> float:
        found = self.true_positives + self.false_positives
        return self.true_positives / found if found else 1.0

    @property
    def recall(self) -> float:
        wanted = self.true_positives + self.false_negatives
        return self.true_positives / wanted if wanted else 1.0


def _matches(tag: str, predicted: str, gold: str) -> bool:
    if tag in ("@e", "@i"):
        return set(gold.lower().split()) <= set(predicted.lower().split())
    return predicted.lower() == gold.lower()


def evaluate(path: Path = LABELS) -> dict[str, TagScore]:
    """Each tag's counts over every labelled sentence, extracted one turn at a time."""
    scores = {tag: TagScore() for tag in TAGS}
    for row in json.loads(path.read_text()):
        extraction = OfflineExtractor().extract([Turn(1, row["speaker"], row["text"])])
        predicted = extraction.turn_tags.get(1, [])
        for tag in TAGS:
            found = [
                value.split(" ", 1)[1]
                for value in predicted
                if value.startswith(tag + " ") and value != f"@p {row['speaker']}"
            ]
            gold = list(row["gold"][tag])
            for value in found:
                hit = next((g for g in gold if _matches(tag, value, g)), None)
                if hit is None:
                    scores[tag].false_positives += 1
                else:
                    gold.remove(hit)
                    scores[tag].true_positives += 1
            scores[tag].false_negatives += len(gold)
    return scores
