"""Measure the scrubber on a secret-classes corpus: scrubbed rate per class, false positives.

`python -m tests.memories.redaction.secret_classes_report` prints each corpus: tuning and held-out;
`-v` lists the misses and false positives of every corpus but the blind ones; `--cost REVISION`
times scrubbing 1 000 memories with the scrubber of REVISION and of now (ASCII
memories, then the same beyond ASCII).
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
    if len(words) >= 3 and min(map(len, words)) >= 3:  # (a spaced-out token is no phrase)
        return any(a in text and b in text for a, b in itertools.pairwise(words))
    return False


def _metadata_text(value: Any) -> str:
    from memories.redaction.json import scrub_json

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
    if "--cost" in argv:
        before = argv[argv.index("--cost") + 1]
        print("\n".join(cost(before)))
        print("\n".join(cost(before, prefix="Grüße. ")))
        return 0
    from tests.memories.redaction import (
        secret_classes_families,
        secret_classes_families_heldout,
        secret_classes_families_heldout2,
        secret_classes_families_heldout3,
        secret_classes_families_heldout4,
        secret_classes_families_heldout5,
        secret_classes_families_heldout6,
        secret_classes_families_heldout7,
        secret_classes_families_heldout8,
        secret_classes_families_heldout9,
        secret_classes_families_heldout10,
        secret_classes_families_heldout11,
        secret_classes_families_heldout12,
        secret_classes_families_heldout13,
        secret_classes_families_heldout14,
        secret_classes_families_heldout15,
        secret_classes_families_heldout16,
        secret_classes_families_heldout17,
        secret_classes_families_heldout18,
        secret_classes_families_heldout19,
        secret_classes_families_heldout20,
        secret_classes_families_heldout21,
        secret_classes_families_heldout22,
        secret_classes_families_heldout23,
        secret_classes_families_heldout24,
        secret_classes_families_heldout25,
        secret_classes_families_heldout26,
        secret_classes_families_heldout27,
        secret_classes_families_heldout28,
        secret_classes_families_heldout29,
        secret_classes_families_heldout30,
        secret_classes_families_heldout31,
        secret_classes_families_heldout32,
        secret_classes_heldout,
        secret_classes_heldout2,
        secret_classes_tuning,
    )

    halves = [(secret_classes_tuning, "tuning"), (secret_classes_families, "families tuning")]
    if "--tuning-only" not in argv:
        halves.append((secret_classes_heldout, "held-out 1 (spent)"))
        halves.append((secret_classes_heldout2, "held-out 2"))
        halves.append((secret_classes_families_heldout, "families held-out 1 (spent)"))
        halves.append((secret_classes_families_heldout2, "families held-out 2 (spent)"))
        halves.append((secret_classes_families_heldout3, "families held-out 3 (spent)"))
        halves.append((secret_classes_families_heldout4, "families held-out 4"))
        halves.append((secret_classes_families_heldout5, "families held-out 5 (spent)"))
        halves.append((secret_classes_families_heldout6, "families held-out 6 (spent)"))
        halves.append((secret_classes_families_heldout7, "families held-out 7 (spent)"))
        halves.append((secret_classes_families_heldout8, "families held-out 8 (spent)"))
        halves.append((secret_classes_families_heldout9, "families held-out 9 (spent)"))
        halves.append((secret_classes_families_heldout10, "families held-out 10 (spent)"))
        halves.append((secret_classes_families_heldout11, "families held-out 11 (spent)"))
        halves.append((secret_classes_families_heldout12, "families held-out 12 (spent)"))
        halves.append((secret_classes_families_heldout13, "families held-out 13 (spent)"))
        halves.append((secret_classes_families_heldout14, "families held-out 14 (spent)"))
        halves.append((secret_classes_families_heldout15, "families held-out 15 (spent)"))
        halves.append((secret_classes_families_heldout16, "families held-out 16 (spent)"))
        halves.append((secret_classes_families_heldout17, "families held-out 17 (spent)"))
        halves.append((secret_classes_families_heldout18, "families held-out 18 (spent)"))
        halves.append((secret_classes_families_heldout19, "families held-out 19 (spent)"))
        halves.append((secret_classes_families_heldout20, "families held-out 20 (spent)"))
        halves.append((secret_classes_families_heldout21, "families held-out 21 (spent)"))
        halves.append((secret_classes_families_heldout22, "families held-out 22 (spent)"))
        halves.append((secret_classes_families_heldout23, "families held-out 23 (blind)"))
        halves.append((secret_classes_families_heldout24, "families held-out 24 (blind)"))
        halves.append((secret_classes_families_heldout25, "families held-out 25 (blind)"))
        halves.append((secret_classes_families_heldout26, "families held-out 26 (blind)"))
        halves.append((secret_classes_families_heldout27, "families held-out 27 (blind)"))
        halves.append((secret_classes_families_heldout28, "families held-out 28 (blind)"))
        halves.append((secret_classes_families_heldout29, "families held-out 29 (blind)"))
        halves.append((secret_classes_families_heldout30, "families held-out 30 (blind)"))
        halves.append((secret_classes_families_heldout31, "families held-out 31 (blind)"))
        halves.append((secret_classes_families_heldout32, "families held-out 32 (blind)"))
    for corpus, name in halves:
        report = measure(corpus, name)
        print("\n".join(report.lines()))
        if "-v" in argv and "(blind)" in name:
            print("  (its misses are not shown: the corpus is unread)")
        elif "-v" in argv:
            for original, scrubbed in report.misses:
                print("  MISS", repr(original), "->", repr(scrubbed))
            for original, scrubbed in report.false_positives:
                print("  FALSE POSITIVE", repr(original), "->", repr(scrubbed))
    return 0


def memories_for_cost(n: int = 1000) -> list[str]:
    """``n`` memory texts of two or three sentences: clean sentences of every corpus, one in ten
    memories holding a planted secret of a family sample (seeded)."""
    import random

    from tests.memories.redaction import (
        secret_classes_families,
        secret_classes_heldout2,
        secret_classes_tuning,
    )

    rng = random.Random(1_000)
    clean = [
        *secret_classes_tuning.CLEAN,
        *secret_classes_heldout2.CLEAN,
        *secret_classes_families.CLEAN,
    ]
    planted = [s.text for s in secret_classes_families.secrets()]
    planted += [s.text for s in secret_classes_tuning.secrets()]
    out = []
    for i in range(n):
        sentences = rng.sample(clean, rng.choice([2, 3]))
        if i % 10 == 0:
            sentences[rng.randrange(len(sentences))] = rng.choice(planted)
        out.append(" ".join(sentences))
    return out


def _scrubber_at(revision: str) -> Any:
    """The scrubber as it was at a git revision, imported under another package name."""
    import importlib
    import pathlib
    import subprocess
    import tempfile

    root = pathlib.Path(tempfile.mkdtemp(prefix="scrub-before-")) / "scrub_before"
    root.mkdir()
    (root / "__init__.py").write_text("")
    names = subprocess.run(  # (a module then, a package now: every file under it)
        ["git", "ls-tree", "-r", "--name-only", revision, "memories/"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    for path in names:
        if path.startswith("memories/redaction") and path.endswith(".npz"):  # (the value model)
            data = subprocess.run(
                ["git", "show", f"{revision}:{path}"], check=True, capture_output=True
            ).stdout
            target = root / path.split("/", 1)[1]
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        elif path.startswith("memories/redaction") and path.endswith(".py"):
            source = subprocess.run(
                ["git", "show", f"{revision}:{path}"], check=True, capture_output=True, text=True
            ).stdout
            source = source.replace("from memories.redaction", "from scrub_before.redaction")
            target = root / path.split("/", 1)[1]
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(source)
    sys.path.insert(0, str(root.parent))
    return importlib.import_module("scrub_before.redaction")


def cost(before: str, rounds: int = 5, *, prefix: str = "") -> list[str]:
    """Milliseconds per 1 000 memories, the scrubber at ``before`` and now, in this one process
    (interleaved rounds of process CPU time; the best round of each counts). ``prefix`` starts
    each memory (`Grüße. `: text beyond ASCII)."""
    import time

    import memories.redaction as now

    then = _scrubber_at(before)
    texts = [prefix + text for text in memories_for_cost()]
    best = {"before": float("inf"), "now": float("inf")}
    for _ in range(rounds):
        for name, module in (("before", then), ("now", now)):
            for text in texts[:50]:  # warm the caches (detect-secrets' plugins, word lists)
                module.scrub_secrets(text)
            start = time.process_time()
            for text in texts:
                module.scrub_secrets(text)
            best[name] = min(best[name], time.process_time() - start)
    ratio = best["now"] / best["before"]
    return [
        f"scrubbing {len(texts)} memories{' beyond ASCII' if prefix else ''}: "
        f"before ({before}) {best['before'] * 1000:.1f} ms, "
        f"now {best['now'] * 1000:.1f} ms, ratio {ratio:.2f}"
    ]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
