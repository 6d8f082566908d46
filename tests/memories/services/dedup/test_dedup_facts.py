"""The distinguishing-facts veto (pure): what makes two near-identical statements two facts."""

from __future__ import annotations

import pytest

from memories.services.dedup.corrections import corrects, is_correction, same_subject
from memories.services.dedup.facts import facts_of, similarity, veto


def _veto(a: str, b: str) -> str:
    return veto(facts_of(a), facts_of(b))


@pytest.mark.parametrize(
    ("a", "b", "reason"),
    [
        ("Invoice INV-2024-0042 paid 2024-03-01", "Invoice INV-2024-0043 paid 2024-03-01", "id"),
        ("Invoice INV-2024-0042 paid 2024-03-01", "Invoice INV-2024-0042 paid 2024-03-05", "date"),
        ("Release on March 3, 2025", "Release on 4 March 2025", "date"),
        ("The offsite costs $12,400", "The offsite costs $12,500", "amount"),
        ("The offsite costs 400 EUR", "The offsite costs 400 USD", "amount"),
        ("The van battery is 24Ah", "The van battery is 30 Ah", "qty"),
        ("The disk holds 5 GB", "The disk holds 5 MB", "qty"),
        ("Standup is at 9:30", "Standup is at 10:30", "time"),
        ("Standup is at 9am", "Standup is at 9pm", "time"),
        ("The cluster has 12 nodes", "The cluster has 16 nodes", "num"),
        ("The cluster has three nodes", "The cluster has four nodes", "num"),
        ("Set max_connections in postgres.conf", "Set max_pool_size in postgres.conf", "id"),
        ("Dana owns the billing rota", "Omar owns the billing rota", "name"),
        ("The release ships on Tuesday", "The release ships on Thursday", "name"),
        ("We host on AWS", "We host on GCP", "name"),
        ("The invoices are archived yearly", "The invoices are archived monthly", "freq"),
        ("The v1 export endpoint is live", "The v1 export endpoint was retired", "status"),
        ("Alice eats meat", "Alice doesn't eat meat", "negation"),
        ("Alice eats meat", "Alice never eats meat", "negation"),
        ("The API is public", "The API isnt public", "negation"),
    ],
)
def test_a_differing_distinguishing_fact_vetoes_the_merge(a: str, b: str, reason: str) -> None:
    assert _veto(a, b) == reason
    assert _veto(b, a) == reason


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Alice   drinks green tea", "alice drinks GREEN tea"),
        ("Invoice INV-2024-0042 paid 2024-03-01", "invoice inv-2024-0042 paid on 1 March 2024"),
        ("Paid $1,200 on 03/15/2024", "Paid 1200 dollars on March 15th, 2024"),
        ("The offsite costs $12k", "The offsite costs $12,000"),
        ("Standup is at 9am", "Standup is at 9:00"),
        ("The battery is 30Ah", "The battery is 30 Ah"),
        ("The cluster has 12 nodes", "The cluster has twelve nodes"),
        ("Alice doesn't eat meat", "Alice does not eat meat"),
        ("Please note that Omar prefers email", "Omar prefers email."),
    ],
)
def test_a_restatement_has_the_same_distinguishing_facts(a: str, b: str) -> None:
    assert _veto(a, b) == ""


def test_similarity_ignores_order_politeness_and_inflection() -> None:
    plain = facts_of("Omar prefers email over Slack for reviews")
    polite = facts_of("Please remember: for reviews, Omar preferred email over Slack!")
    assert similarity(plain, polite) == 1.0
    assert similarity(plain, facts_of("The build takes four minutes")) == 0.0


def test_identifier_characters_are_not_content_words() -> None:
    assert facts_of("INV-2024-0042 paid").words == frozenset({"paid"})


@pytest.mark.parametrize(
    ("old", "new", "corrects"),
    [
        ("The van battery is 24Ah", "The van battery is now 30Ah", True),
        ("Omar drinks coffee", "Omar no longer drinks coffee", True),
        ("The v1 search API serves recall", "The v1 search API was deprecated", True),
        ("The van battery is 24Ah", "The van battery is 30Ah", False),  # no cue: a second fact
        ("Omar drinks green tea", "The build server now has 64 GB", False),  # other subject
        ("Omar moved to Lisbon in 2022", "Omar moved to Lisbon in 2021", False),  # cue in both
    ],
)
def test_a_correction_needs_a_cue_and_the_same_subject(old: str, new: str, corrects: bool) -> None:
    assert (is_correction(new, old) and same_subject(facts_of(old), facts_of(new))) is corrects


@pytest.mark.parametrize(
    ("a", "b", "reason"),
    [
        ("The rate limit is 100 requests per minute", "The rate limit is 100 requests per second", "freq"),
        ("Alice swims 2 km a day", "Alice swims 2 km a week", "freq"),
        ("The crawler sends 5 requests/second", "The crawler sends 5 requests/minute", "freq"),
        ("Deploys are automatic in staging", "Deploys are automatic in production", "env"),
        ("Omar is on call this week", "Omar is on call next week", "when"),
        ("The gym is quiet in the morning", "The gym is quiet in the evening", "when"),
    ],
)  # fmt: skip
def test_a_changed_period_or_environment_vetoes_the_merge(a: str, b: str, reason: str) -> None:
    assert _veto(a, b) == reason
    assert _veto(b, a) == reason


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The deploy window is Tuesday at 10am", "Deploy window: Tuesdays, 10:00"),
        ("The rate limit is 100 requests per minute", "Rate limit: 100 requests/minute"),
        ("The backup runs every night at 1am", "The backup runs nightly at 1am"),
        ("Lunch is at noon", "Lunch is at 12:00"),
        ("The all-hands is on Friday at 4pm", "All-hands: Fridays, 16:00"),
    ],
)
def test_a_restated_period_or_weekday_is_the_same_fact(a: str, b: str) -> None:
    assert _veto(a, b) == ""
    assert similarity(facts_of(a), facts_of(b)) == 1.0


@pytest.mark.parametrize(
    ("old", "new", "replaces"),
    [
        ("Alice lives in Berlin", "Alice now lives in Munich", True),
        ("Alice now lives in Munich", "Actually Alice moved to Hamburg", True),
        ("The retro is on Friday", "The retro moved to Thursday", True),
        ("The VPN is required for production access", "The VPN is now required for staging", False),
        ("SSO is mandatory for admins", "SSO is now mandatory for contractors too", False),
        ("Parking is free at the Lisbon site", "Parking is now free at the Porto site", False),
        ("The Berlin office opens at 8:00", "Actually the Berlin office opens at 9:00", True),
        ("The office is closed on Sundays", "The office is now also closed on Saturdays", False),
    ],
)  # fmt: skip
def test_a_correction_replaces_only_the_same_qualified_fact(
    old: str, new: str, replaces: bool
) -> None:
    old_facts, new_facts = facts_of(old), facts_of(new)
    assert (corrects(new_facts, old_facts) and same_subject(new_facts, old_facts)) is replaces
