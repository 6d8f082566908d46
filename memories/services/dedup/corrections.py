"""Corrections (pure): does a new statement replace an earlier one about the same thing?

It needs a correction cue the old one lacks, must not merely add to it, and must talk about the
same subject — the same frame words, or one name swapped for another.
"""

from __future__ import annotations

from memories.services.dedup import qualifiers as q
from memories.services.dedup.facts import Facts, facts_of
from memories.services.dedup.words import stem


def is_correction(new: str, old: str = "") -> bool:
    """Does `new` carry a correction cue that `old` does not ("moved to" in both is a fact)?"""
    return bool(facts_of(new).cues - facts_of(old).cues)


def corrects(new: Facts, old: Facts) -> bool:
    """Can `new` replace `old` (given they are about the same thing)? It needs a correction cue
    `old` lacks and must not add to it ("now … too"); with only "now" it must keep old's
    environment, period, place and person: "now required for staging" limits a fact elsewhere."""
    added = new.cues - old.cues
    if not added or (new.additive and not old.additive):
        return False
    return not (added <= q.WEAK_CUES and new.qualifiers != old.qualifiers)


def same_subject(a: Facts, b: Facts) -> bool:
    """Do two statements talk about the same thing (their words beside values and cues)? The
    new statement comes first where it matters (a short one naming a new value)."""
    frame_a, frame_b = a.frame, b.frame
    if ("@where" in frame_a) != ("@where" in frame_b):  # "moved to Thursday" for "on Friday"
        frame_a, frame_b = frame_a - {"@where"}, frame_b - {"@where"}
    if not frame_a or not frame_b:
        return False
    shared = frame_a & frame_b
    if len(shared) / len(frame_a | frame_b) >= 0.5:
        return True
    # "X was deprecated" about a longer statement on X: every word of one is in the other and
    # they share a name or an identifier.
    anchors = (a.names & b.names) | {v for v in a.values & b.values if v.startswith("id:")}
    if shared in (frame_a, frame_b) and bool(anchors):
        return True
    # "The team lunch is on Friday" for "… on Wednesday in the cafeteria": a name swapped for
    # another, the rest of one statement's words all in the other.
    names_a, names_b = {stem(n) for n in a.names}, {stem(n) for n in b.names}
    only_a, only_b = frame_a - shared, frame_b - shared
    if not shared or not only_a or not only_a <= names_a:
        return False
    return (bool(only_b) and only_b <= names_b) or (len(shared) >= 2 and bool(only_b & names_b))
