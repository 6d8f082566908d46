"""The blind held-out corpora (written by sessions that read none of the rules; never read, score
only) keep what the scrubber found on their blind measurements (docs/benchmarks.md, "The value
model"): no fewer secrets scrubbed, and no clean text changed beyond the known false positives,
which stay unread. Only counts are asserted: the texts would show what the scrubber missed."""

from __future__ import annotations

from types import ModuleType

import pytest

from tests.memories.redaction import (
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
    secret_classes_families_heldout35,
    secret_classes_families_heldout36,
)
from tests.memories.redaction.secret_classes_report import measure

# (corpus, number, secrets scrubbed at least, clean texts changed at most). Rules alone (round
# 25's) → value model, first and second version: 23 380 → 409 → 410, none changed; 24 392 → 416
# → 416, one changed by every rule set since round 20 and one by the model; 25 (written while
# the model was built) 393 → 415 → 415 (413 with an intermediate version), one by the rules;
# 26 (written while it was tuned) 394 → 416 → 416, one by the rules; 27 (written while the
# second version was built) 382 → 410 → 411, none; 28 (measured once the second version was
# settled) 387 → 411 → 412, one by the rules and one by the model; 29 (written after it was
# settled, measured once) 378 → 405 → 405, one by the model; 30 (written after the passphrase
# threshold and the list's siblings were settled, measured once) 373 → 399 → 399, two by the rules.
# A metadata value of one word read under its key, measured once more on all eight: 26 417,
# 27 412, 28 414, 29 406, the others and every false positive unchanged. 31 (written after that
# reading was settled, measured once) 376 → 404, two by the rules. A plain word before digits
# read by weights of its own (a spelled-out password), measured on all nine: 23 411, 24 417,
# 25 416, 27 413, 28 415, 29 407, 30 401, 31 405, 26 and every false positive unchanged. 32
# (written while it was built, measured with it) 371 → 403 → 403, two by the rules. Groups of
# three digits read by a table of their own, measured on all ten: 26 418, 27 414, 28 416, 30 402,
# 32 404, the others and every false positive unchanged. A list of look-alikes judged together:
# no change. Round 26 (held-out 33's and 34's misses, read) and the weights retrained with those
# two corpora and config blocks, measured on all ten and on 35 and 36 (written blind beside them,
# 70 clean texts each; 408 and 404 with the rules before round 26): rules alone 26 419, 29 409,
# 30 406, 31 408, 32 407 (a digest no longer taken), 35 410 (one fewer changed), 36 407; with the
# weights 24 416, 25 415, 26 418, 27 414 (one changed), 28 417, 29 409 (two more changed), 30 412,
# 31 408 (one fewer changed), 32 410, 35 412, 36 407 (one fewer changed). Round 27 (held-out
# 37's and 38's misses) and the weights retrained with them: 23 413, 24 418, 25 416, 27 414 (none
# changed), 28 418, 29 410 (one fewer changed), 30 413 (one fewer), 31 410, 32 413 (none),
# 35 415 (none), 36 412; 26 418. A number under a name that says what it counts kept by the
# model (`…_SECONDS | 2592000`): 24 417, the others the same. Round 28 (the spent corpora's
# last misses and held-out 39-42's, read) and the weights retrained with 39-42, measured once:
# 23 413, 24 417, 25 417, 26 421, 27 416, 28 422, 29 415, 30 418, 31 413 (one fewer changed),
# 32 414, 35 417, 36 414. Round 29 (held-out 43-46's misses, read; the weights kept), measured
# once: 23 413, 24 419, 25 417, 26 422, 27 416, 28 422, 29 415 (one fewer changed), 30 418,
# 31 416, 32 414, 35 417, 36 416. Round 30 (held-out 47-50's misses, read; the weights kept),
# measured once: 23 414, 24 419, 25 417, 26 422, 27 416, 28 422, 29 415, 30 418, 31 416, 32 414,
# 35 418, 36 416 (none changed more or fewer). Round 31 (held-out 51-54's misses, read), measured
# once: 28 423, 31 417, 32 416, the others as after round 30 (none changed more or fewer). Round
# 32 (held-out 55-58's misses, read): 24 420, 26 423, 29 416, 32 417, 36 419, the others as after
# round 31 (none changed more or fewer). Round 33: all as after round 32. Round 34 (the weights
# retrained with held-out 43-62 at a threshold of 0.85, held-out 59-62's last misses read),
# measured once: 23 412, 25 418, 26 422, 27 417 (one more changed), 28 425 (one fewer changed),
# 29 421, 30 420, 32 420, the others as after round 33. Round 35 (held-out 63-66's misses,
# read): 23 413, the others as after round 34 (5 030); with the plain words' threshold raised
# from 0.45 to 0.65 (technical prose in our docs reached 0.63), measured once more: 29 419,
# 30 419, 36 418, the others the same (5 026). Round 36 (held-out 67-70's misses, read),
# measured once: 27 417 (one fewer changed), 35 419, the others as after round 35 (5 027).
# Round 37 (63-70's last misses and 71-74's, read), measured once: 23 414, 24 421, 25 422,
# 26 423, 27 418, 29 420, the others as after round 36 (5 036; none changed more or fewer).
# Round 38 (held-out 75-78's misses, read), measured twice (before and after the labelled
# threshold): all as after round 37 (5 036). Round 39 (held-out 79-82's misses, read), measured
# once: all the same (5 036).
BLIND = [
    (secret_classes_families_heldout23, 23, 414, 0, 60),
    (secret_classes_families_heldout24, 24, 421, 2, 60),
    (secret_classes_families_heldout25, 25, 422, 1, 60),
    (secret_classes_families_heldout26, 26, 423, 1, 60),
    (secret_classes_families_heldout27, 27, 418, 0, 60),
    (secret_classes_families_heldout28, 28, 425, 1, 60),
    (secret_classes_families_heldout29, 29, 420, 1, 60),
    (secret_classes_families_heldout30, 30, 419, 1, 60),
    (secret_classes_families_heldout31, 31, 417, 0, 60),
    (secret_classes_families_heldout32, 32, 420, 0, 60),
    (secret_classes_families_heldout35, 35, 419, 0, 70),
    (secret_classes_families_heldout36, 36, 418, 0, 70),
]


@pytest.mark.parametrize(
    ("corpus", "number", "floor", "known", "clean"),
    BLIND,
    ids=[f"held-out {row[1]}" for row in BLIND],
)
def test_a_blind_corpus_keeps_its_measurement(
    corpus: ModuleType, number: int, floor: int, known: int, clean: int
) -> None:
    report = measure(corpus, f"families held-out {number} (blind)")
    assert (report.total, report.clean_total) == (430, clean)
    changed, scrubbed = len(report.false_positives), sum(report.scrubbed.values())
    assert changed <= known, f"a clean lookalike of held-out {number} beyond the known was changed"
    assert scrubbed >= floor, f"fewer of held-out {number}'s secrets are scrubbed"
