"""Near-misses that only an opposite qualifier, a possessive subject or an unbroken run tells
apart stay two memories, and restatements in other words (called/named, deploy/deployments)
merge — the same decision with the embedder up and down."""

from __future__ import annotations

import time

import pytest

from memories.models import Memory, Status
from memories.services.dedup.facts import facts_of, similarity, veto
from memories.services.store.memory import memory_remember

OPPOSITES = [
    (
        "The team sync is on the first Monday of the month",
        "The team sync is on the last Monday of the month",
    ),
    (
        "The fire extinguisher is to the left of the entrance",
        "The fire extinguisher is to the right of the entrance",
    ),
    ("We run smoke tests before every merge", "We run smoke tests after every merge"),
    ("The store opens at 9:00", "The store closes at 9:00"),
    ("The north gate is locked at night", "The south gate is locked at night"),
    ("Uploads are limited to the internal network", "Uploads are limited to the external network"),
    ("The login page is fast", "The login page is slow"),
    ("Alice likes cats", "Alice hates cats"),
    ("The lights turn on at dusk", "The lights turn off at dusk"),  # "off" against no side
    ("The monitor is on the desk", "The monitor is under the desk"),
]
ROLE_ORDERS = [
    ("Sam is the mentor of Ravi", "Ravi is the mentor of Sam"),
    ("Nora gave the laptop to Ian", "Ian gave the laptop to Nora"),
    ("The Berlin team depends on the Paris team", "The Paris team depends on the Berlin team"),
]
POSSESSIVES = [
    ("Lena is moving to Lisbon in the spring", "Lena's sister is moving to Lisbon in the spring"),
    ("Lena's sister is moving to Lisbon", "Lena's brother is moving to Lisbon"),
]


@pytest.mark.parametrize(("a", "b"), OPPOSITES)
def test_an_opposite_position_or_order_vetoes_the_merge(a, b):
    assert veto(facts_of(a), facts_of(b)) == "opposite"
    assert veto(facts_of(b), facts_of(a)) == "opposite"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The lease ends on 2025-06-30", "The lease expires on 2025-06-30"),  # one side only
        ("Standup starts at 9:00", "Standup begins at 9:00"),  # start and begin are one side
        ("Back up the database before a migration", "Back up the database prior to a migration"),
    ],
)
def test_a_qualifier_on_one_side_only_or_a_synonym_of_it_vetoes_nothing(a, b):
    assert veto(facts_of(a), facts_of(b)) == ""


@pytest.mark.parametrize(("a", "b"), ROLE_ORDERS)
def test_the_same_names_with_another_one_acting_veto_the_merge(a, b):
    assert veto(facts_of(a), facts_of(b)) == "order"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Alice and Bob own the billing repo", "Bob and Alice own the billing repo"),
        ("Payments are processed through Stripe", "Stripe processes our payments"),
        ("Dana sent the contract to Eli", "Dana sent Eli the contract"),
    ],
)
def test_names_joined_or_a_capitalised_opening_word_are_no_role_order(a, b):
    assert veto(facts_of(a), facts_of(b)) == ""


def test_a_possessive_that_changes_who_it_is_about_vetoes_the_merge():
    assert veto(facts_of(POSSESSIVES[0][0]), facts_of(POSSESSIVES[0][1])) == "possessive"
    assert veto(facts_of(POSSESSIVES[0][1]), facts_of(POSSESSIVES[0][0])) == "possessive"
    assert veto(facts_of(POSSESSIVES[1][0]), facts_of(POSSESSIVES[1][1])) == "possessive"
    # The possessed word said the other way round is the same subject.
    same = ("Alice's phone number is private", "The phone number of Alice is private")
    assert veto(facts_of(same[0]), facts_of(same[1])) == ""
    assert veto(facts_of("It's the CEO's call"), facts_of("The call is the CEO's")) == ""


def test_an_unbroken_run_of_letters_is_a_value_of_its_own():
    assert veto(facts_of("q" * 500), facts_of("z" * 2000)) == "id"
    assert veto(facts_of("ab" * 400), facts_of("ab" * 401)) == "id"
    assert veto(facts_of("q" * 500), facts_of("Q" * 500)) == ""


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The office wifi network is called Falcon5", "The office Wi-Fi network is named Falcon5"),
        ("We deploy on Thursdays", "Deployments happen on Thursdays"),
        ("Send the report by e-mail", "Send the report by email"),
    ],
)
def test_restatements_in_other_words_have_the_same_content_words(a, b):
    assert similarity(facts_of(a), facts_of(b)) == 1.0
    assert veto(facts_of(a), facts_of(b)) == ""


@pytest.mark.django_db
@pytest.mark.parametrize(("a", "b"), OPPOSITES[:3] + OPPOSITES[-2:] + POSSESSIVES + ROLE_ORDERS[:1])
def test_opposite_qualifiers_and_possessive_subjects_keep_two_memories(alice_p, mode, a, b):
    first = memory_remember(principal=alice_p, content=a)
    second = memory_remember(principal=alice_p, content=b)
    assert (second.deduplicated, second.superseded) == (False, None), mode
    assert second.memory.pk != first.memory.pk
    assert Memory.objects.filter(status=Status.ACTIVE).count() == 2


@pytest.mark.django_db
def test_long_unbroken_runs_merge_into_no_other_run(alice_p, mode):
    runs = ["q" * 500 + "z" * 2000, "z" * 2000, "q" * 500, "x" * 800, "ab" * 400]
    written = [memory_remember(principal=alice_p, content=run) for run in runs]
    assert [w.deduplicated for w in written] == [False] * len(runs), mode
    assert Memory.objects.filter(status=Status.ACTIVE).count() == len(runs)
    again = memory_remember(principal=alice_p, content="q" * 500)
    assert (again.deduplicated, again.memory.pk) == (True, written[2].memory.pk)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The office wifi network is called Falcon5", "The office Wi-Fi network is named Falcon5"),
        ("We deploy on Thursdays", "Deployments happen on Thursdays"),
    ],
)
def test_restatements_with_synonyms_merge_in_both_modes(alice_p, mode, a, b):
    first = memory_remember(principal=alice_p, content=a)
    second = memory_remember(principal=alice_p, content=b)
    assert (second.deduplicated, second.memory.pk) == (True, first.memory.pk), mode


@pytest.mark.parametrize(
    "unit", ["a-", "ab-", "a's ", "s'", "Ab's-c ", "q", "Lena's sister moved the office to "]
)
def test_hostile_text_of_the_largest_size_is_read_in_about_linear_time(settings, unit):
    """A regex that backtracks over every hyphen-joined word took 7 s on 20,000 characters of
    "a-a-a-…"; every pattern of the facts must stay well under that at the size limit."""
    text = (unit * settings.MEMORY_MAX_CONTENT_CHARS)[: settings.MEMORY_MAX_CONTENT_CHARS]
    facts_of.cache_clear()
    started = time.perf_counter()
    facts_of(text)
    assert time.perf_counter() - started < 2.0
