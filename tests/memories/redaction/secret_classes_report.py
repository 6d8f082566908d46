"""Measure the scrubber on a secret-classes corpus: scrubbed rate per class, false positives.

`python -m tests.memories.redaction.secret_classes_report` prints each corpus: tuning and held-out;
`-v` lists the misses and false positives of every corpus but the blind ones; `--cost REVISION`
times scrubbing 1 000 memories with the scrubber of REVISION and of now (ASCII
memories, then the same beyond ASCII).
"""

from __future__ import annotations

import importlib
import itertools
import json
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from memories.redaction import scrub_joined, scrub_secrets

# The held-out corpora never read (score only): written blind, measured, not tuned on.
BLIND_NUMBERS = frozenset((*range(23, 33), 35, 36))


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


def leaks(secret: str, text: str, original: str = "") -> bool:
    """The secret, a 12-character piece of a long one, or two adjacent words of a phrase (a word
    the ``original`` text also holds outside the secret, a label's `secret` beside the value
    `live_secret_key_…`, says nothing of the secret)."""
    if secret in text:
        return True
    if len(secret) >= 16 and any(secret[i : i + 12] in text for i in range(len(secret) - 11)):
        return True
    words = re.split(r"[ \-._]", secret)
    if len(words) >= 3 and min(map(len, words)) >= 3:  # (a spaced-out token is no phrase)
        # (only where the original holds the secret whole: a phrase written across lines is
        # read as before)
        around = original.replace(secret, " ") if secret in original else ""
        said = [w in text and w not in around for w in words]
        return any(a and b for a, b in itertools.pairwise(said))
    return False


def _metadata_text(value: Any) -> str:
    from memories.redaction.json import scrub_json

    return json.dumps(scrub_json(value), ensure_ascii=False)


def measure(corpus: ModuleType, name: str) -> Report:
    report = Report(name)

    def record(cls: str, secret: str, original: str, scrubbed: str) -> None:
        report.per_class[cls] += 1
        if leaks(secret, scrubbed, original):
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

    def corpus(name: str) -> ModuleType:
        return importlib.import_module(f"tests.memories.redaction.{name}")

    halves = [
        (corpus("secret_classes_tuning"), "tuning"),
        (corpus("secret_classes_families"), "families tuning"),
    ]
    if "--tuning-only" not in argv:
        halves.append((corpus("secret_classes_heldout"), "held-out 1 (spent)"))
        halves.append((corpus("secret_classes_heldout2"), "held-out 2"))
        halves.append((corpus("secret_classes_families_heldout"), "families held-out 1 (spent)"))
        for number in range(2, 462):
            state = "blind" if number in BLIND_NUMBERS else "spent"
            if number == 4:
                state = ""
            label = f"families held-out {number}" + (f" ({state})" if state else "")
            halves.append((corpus(f"secret_classes_families_heldout{number}"), label))
    for module, name in halves:
        report = measure(module, name)
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
