"""The offline tagger with the local MiniLM: names and nouns its word lists lack are tagged where
grammar allows one, each word embedded once per process; without an embedder it tags from its
lists and grammar, and a kind of place it learnt is never a graph entity."""

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

import pytest

from memories.embeddings.local import LocalEmbedder
from memories.embeddings.none import NoEmbedder
from memories.embeddings.registry import reset_embedder
from memories.models import Entity
from palace.bench.extractor_eval import PARTS, evaluate
from palace.mining.extractors import OfflineExtractor, Turn, offline_extractor
from palace.mining.offline.kinds import WordKinds
from palace.mining.pipeline import conversation_mine
from palace.services.conversations import MessageIn, conversation_ingest

_EMBEDDER = LocalEmbedder()
_KINDS = WordKinds(_EMBEDDER.embed)


def _tags(text: str, extractor: OfflineExtractor) -> set[str]:
    return set(extractor.extract([Turn(1, "Ben", text)]).turn_tags[1])


def test_a_name_and_a_place_no_list_holds_are_tagged_with_the_local_model() -> None:
    with_model, lists_only = OfflineExtractor(kinds=_KINDS), OfflineExtractor()
    assert "@p Anika" in _tags("Anika is out sick today.", with_model)
    assert "@p Anika" not in _tags("Anika is out sick today.", lists_only)
    assert "@l loft" in _tags("We stored the boxes in the loft.", with_model)
    assert "@l loft" not in _tags("We stored the boxes in the loft.", lists_only)


def test_words_that_name_no_kind_stay_untagged() -> None:
    tags = _tags(
        "The idea was great, but the problem is the schedule.", OfflineExtractor(kinds=_KINDS)
    )
    assert tags == {"@p Ben"}


def test_a_window_embeds_its_new_words_in_one_call_and_never_again() -> None:
    calls: list[int] = []

    def counted(texts: Sequence[str]) -> list[list[float]]:
        calls.append(len(texts))
        return _EMBEDDER.embed(texts)

    extractor = OfflineExtractor(kinds=WordKinds(counted))
    turns = [
        Turn(1, "Ana", "Kemal fixed the dishwasher in the basement."),
        Turn(2, "Ben", "Nice! We stored the boxes in the loft."),
    ]
    first = extractor.extract(turns)
    assert len(calls) == 2  # the examples of each kind once, then the window's words
    assert extractor.extract(turns) == first
    assert len(calls) == 2


def test_a_phrase_names_a_thing_its_last_word_names_and_a_near_thing_is_no_occasion() -> None:
    with_model = OfflineExtractor(kinds=_KINDS)
    assert "@i lawn mower" in _tags("Our lawn mower is out of gas.", with_model)
    tags = _tags("The candles on the shelf kept flickering.", with_model)
    assert "@i candles" in tags
    assert "@e candles" not in tags


def test_what_one_had_caught_or_makes_is_a_thing_when_the_model_reads_it_as_one() -> None:
    with_model = OfflineExtractor(kinds=_KINDS)
    assert "@i dumplings" in _tags("We had dumplings by the river.", with_model)
    assert "@i trout" in _tags("We caught trout at the lake.", with_model)
    assert "@i empanadas" in _tags("Grandma is teaching us to make empanadas.", with_model)
    assert not {t for t in _tags("We had fun at the lake.", with_model) if t.startswith("@i")}


def test_without_an_embedder_the_tags_come_from_the_lists_and_grammar() -> None:
    turns = [Turn(1, "Ana", "Anika is out sick, we stored the boxes in the loft.")]
    unavailable = OfflineExtractor(kinds=WordKinds(NoEmbedder().embed))
    assert unavailable.extract(turns) == OfflineExtractor().extract(turns)


# Just under what the tuning part measures with the model (docs/benchmarks.md, "The offline
# extractor"); the lists-only floors are in test_offline_extractor.py.
FLOORS = {
    "@p": (0.99, 0.97), "@l": (0.98, 0.97), "@t": (0.99, 0.99), "@e": (0.98, 0.98),
    "@i": (0.96, 0.96),
}  # fmt: skip


def test_tags_with_the_model_meet_their_floors_on_the_tuning_part() -> None:
    scores = evaluate(PARTS["tuning"], extractor=OfflineExtractor(kinds=_KINDS))
    below = {
        tag: (round(s.precision, 3), round(s.recall, 3))
        for tag, s in scores.items()
        if s.precision < FLOORS[tag][0] or s.recall < FLOORS[tag][1]
    }
    assert not below, f"under the floor (precision, recall): {below}; floors {FLOORS}"


# Just under the held-out part's one measurement (extractor_labels_heldout8.json, part H,
# written blind by another session, never read; docs/benchmarks.md): a change that loses what H
# found fails here. Set from the lead's one measurement of H (None would skip); tuning on a part's
# misses spends it, so when H is read it moves into tuning (as G did) and a new part is written
# with its floors unset.
HELD_OUT_FLOORS: dict[str, tuple[float, float]] | None = {
    "@p": (0.99, 0.90),
    "@l": (0.92, 0.95),
    "@t": (0.99, 0.99),
    "@e": (0.94, 0.89),
    "@i": (0.93, 0.88),
}


def test_tags_with_the_model_keep_what_they_found_on_the_held_out_part() -> None:
    if HELD_OUT_FLOORS is None:
        pytest.skip(
            "part H (extractor_labels_heldout8.json) is held out: its floors are unset until "
            "the lead measures it once"
        )
    scores = evaluate(PARTS["held-out"], extractor=OfflineExtractor(kinds=_KINDS))
    below = {
        tag: (round(s.precision, 3), round(s.recall, 3))
        for tag, s in scores.items()
        if s.precision < HELD_OUT_FLOORS[tag][0] or s.recall < HELD_OUT_FLOORS[tag][1]
    }
    assert not below, f"held out: under the floor: {below}; floors {HELD_OUT_FLOORS}"


@pytest.mark.parametrize(
    ("provider", "switch", "reads_kinds"),
    [("local", True, True), ("local", False, False), ("none", True, False)],
)
def test_mining_reads_words_with_the_model_only_when_local_and_switched_on(
    settings, provider: str, switch: bool, reads_kinds: bool
) -> None:
    settings.EMBEDDINGS_PROVIDER = provider
    settings.PALACE_TAGS_EMBEDDINGS = switch
    reset_embedder()
    try:
        assert (offline_extractor().kinds is not None) is reads_kinds
    finally:
        reset_embedder()


@pytest.mark.django_db
def test_a_kind_of_place_the_model_found_is_a_tag_but_never_an_entity(alice_principal) -> None:
    start = datetime(2024, 3, 2, 10, 0, tzinfo=UTC)
    lines = ["Anika is out sick, so we stored the boxes in the loft.", "Say hi to Anika!"]
    conversation, _ = conversation_ingest(
        principal=alice_principal,
        external_id="loft",
        subject="Ana",
        started_at=start,
        messages=[
            MessageIn(
                speaker=s, content=c, sent_at=start + timedelta(minutes=i), external_id=f"m{i}"
            )
            for i, (s, c) in enumerate(zip(("Ana", "Ben"), lines, strict=True))
        ],
    )
    conversation_mine(conversation_id=str(conversation.pk))
    names = set(Entity.objects.filter(owner=conversation.owner).values_list("name", flat=True))
    assert "Anika" in names
    assert "loft" not in {name.lower() for name in names}
