"""Precision and recall of the offline extractor's turn tags on sentences labelled by hand for
this project: people (@p, the speaker's own tag left out), places (@l), times (@t), events (@e)
and items (@i). The rules are tuned on the tuning part and measured on the held-out part, never
tuned on. Each held-out part was written before the rules it measured, measured once, then moved
to tuning when a new one was written: `extractor_labels_heldout.json` (before any rule),
`…_heldout2.json`, `…_heldout3.json`, `…_heldout4.json`, `…_heldout5.json` (part E, written
blind, measured once, then read), `…_heldout6.json` (part F) and `…_heldout7.json` (part G,
likewise: measured once, then read) and `…_heldout8.json` (part H, held out now: written blind
by whoever did not write the rules and measured once by the lead). The tuning part also holds
`extractor_labels.json` and `…_tuning2.json` (written for tuning) and `…_tuning3.json` (45 LoCoMo
turns drawn at random). docs/benchmarks.md keeps every measurement.

How the sentences are labelled: @p every person named (not kin words, roles, pets, speaker);
@l named places and organisations where something happens, and common places someone is at or
goes to ("lake", "coffee shop"; no "home"); @t when something happens (dates, weekdays, months,
"this morning", "two years ago", "7pm"; no durations or "every Saturday"); @e occasions named by
a noun ("launch party", "dentist appointment") or an activity one goes to ("went camping");
@i physical things: objects, food, animals, vehicles (the head noun, "watch").

People and times must match exactly (case aside). A place, event or item matches when the
extracted phrase holds every word of the labelled one ("launch party" in "the launch party",
"watch" in "garmin watch"); each label is matched at most once.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from palace.mining.extractors import OfflineExtractor, Turn

HERE = Path(__file__).resolve().parent
LABELS = HERE / "extractor_labels.json"
PARTS: dict[str, tuple[Path, ...]] = {
    "tuning": tuple(
        HERE / f"extractor_labels{n}.json"
        for n in (
            *("", "_tuning2", "_tuning3"),
            *("_heldout", "_heldout2", "_heldout3", "_heldout4", "_heldout5", "_heldout6"),
            "_heldout7",
        )
    ),
    "held-out": (HERE / "extractor_labels_heldout8.json",),
}
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
    if tag in ("@l", "@e", "@i"):
        return set(gold.lower().split()) <= set(predicted.lower().split())
    return predicted.lower() == gold.lower()


def evaluate(
    paths: Path | Iterable[Path] = PARTS["tuning"], *, extractor: OfflineExtractor | None = None
) -> dict[str, TagScore]:
    """Each tag's counts over every labelled sentence of `paths`, extracted one turn at a time
    (by `extractor`: the word lists and grammar alone unless given one that reads words' kinds)."""
    extractor = extractor or OfflineExtractor()
    scores = {tag: TagScore() for tag in TAGS}
    rows = [
        row
        for path in ([paths] if isinstance(paths, Path) else paths)
        for row in json.loads(path.read_text(encoding="utf-8"))
    ]
    for row in rows:
        extraction = extractor.extract([Turn(1, row["speaker"], row["text"])])
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


def sentence_count(paths: Iterable[Path]) -> int:
    return sum(len(json.loads(path.read_text(encoding="utf-8"))) for path in paths)
