"""Measure the scrubber on a secret-classes corpus: scrubbed rate per class, false positives.

`python -m tests.memories.secret_classes_report` prints each corpus: tuning and held-out.
"""

from __future__ import annotations

import itertools
import json
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from memories.redaction import scrub_joined, scrub_secrets


@dataclass
class Report:
    name: str
    per_class: Counter[str] = field(default_factory=Counter)
    scrubbed: Counter[str] = field(default_factory=Counter)
    misses: list[tuple[str, str]] = field(default_factory=list)
    false_positives: list[tuple[str, str]] = field(default_factory=list)
    clean_total: int = 0

    @property
    def total(self) -> int:
        return sum(self.per_class.values())

    @property
    def rate(self) -> float:
        return sum(self.scrubbed.values()) / max(1, self.total)

    def lines(self) -> list[str]:
        out = [
            f"{self.name}: scrubbed {sum(self.scrubbed.values())}/{self.total} = {self.rate:.3f}"
        ]
        for cls in sorted(self.per_class):
            out.append(f"  {cls:<20} {self.scrubbed[cls]:>3}/{self.per_class[cls]}")
        out.append(f"  clean {self.clean_total}: false positives {len(self.false_positives)}")
        return out


def leaks(secret: str, text: str) -> bool:
    """The secret, a 12-character piece of a long one, or two adjacent words of a phrase."""
    if secret in text:
        return True
    if len(secret) >= 16 and any(secret[i : i + 12] in text for i in range(len(secret) - 11)):
        return True
    words = re.split(r"[ \-._]", secret)
    if len(words) >= 3:
        return any(a in text and b in text for a, b in itertools.pairwise(words))
    return False


def _metadata_text(value: Any) -> str:
    from memories.redaction_json import scrub_json

    return json.dumps(scrub_json(value), ensure_ascii=False)


def measure(corpus: ModuleType, name: str) -> Report:
    report = Report(name)

    def record(cls: str, secret: str, original: str, scrubbed: str) -> None:
        report.per_class[cls] += 1
        if leaks(secret, scrubbed):
            report.misses.append((original, scrubbed))
        else:
            report.scrubbed[cls] += 1

    for sample in corpus.secrets():
        record(sample.cls, sample.secret, sample.text, scrub_secrets(sample.text).text)
    for pair in corpus.field_pairs():
        first, second = scrub_joined([pair.first, pair.second])
        record(
            pair.cls, pair.secret, f"{pair.first} | {pair.second}", f"{first.text} | {second.text}"
        )
    for meta in corpus.metadata_samples():
        record(meta.cls, meta.secret, json.dumps(meta.metadata), _metadata_text(meta.metadata))
    for text in corpus.CLEAN:
        report.clean_total += 1
        if (result := scrub_secrets(text)).changed:
            report.false_positives.append((text, result.text))
    for metadata in corpus.CLEAN_METADATA:
        report.clean_total += 1
        if (out := _metadata_text(metadata)) != json.dumps(metadata, ensure_ascii=False):
            report.false_positives.append((json.dumps(metadata), out))
    return report


def main(argv: list[str]) -> int:
    from tests.memories import (
        secret_classes_heldout,
        secret_classes_heldout2,
        secret_classes_tuning,
    )

    halves = [(secret_classes_tuning, "tuning")]
    if "--tuning-only" not in argv:
        halves.append((secret_classes_heldout, "held-out 1 (spent)"))
        halves.append((secret_classes_heldout2, "held-out 2"))
    for corpus, name in halves:
        report = measure(corpus, name)
        print("\n".join(report.lines()))
        if "-v" in argv:
            for original, scrubbed in report.misses:
                print("  MISS", repr(original), "->", repr(scrubbed))
            for original, scrubbed in report.false_positives:
                print("  FALSE POSITIVE", repr(original), "->", repr(scrubbed))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
