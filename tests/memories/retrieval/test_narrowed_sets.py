"""A recall narrowed to one subject (mem0's end user) is counted, and when small its full-text
arm reads the set whole instead of searching the caller's whole class index: it still returns
exactly that subject's visible rows, nothing of another subject or tenant, ranked as before."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.db.models import Q
from django.utils import timezone

from memories.models import Memory, Project, Status
from memories.retrieval.bm25 import bm25_search
from memories.retrieval.pipeline import memory_recall, recall_set
from memories.retrieval.types import RecallFilters
from memories.retrieval.visible import VisibleSet
from memories.scoping import Principal, principal_for_api_key, principal_for_user
from tests.factories.memories import ProjectMembershipFactory, api_key_for
from tests.memories.retrieval.conftest import MakeMemory

pytestmark = pytest.mark.django_db

U1 = "user_id:u1"
QUERY = "coffee order"


@pytest.fixture
def world(make_memory: MakeMemory, alice: Any, bob: Any, carol: Any) -> dict[str, Any]:
    """acme (alice manages it, bob is a member) and globex (carol's) each serve end users; the
    label `user_id:u1` is on rows of both tenants and on alice's and bob's own rows."""
    acme = Project.objects.create(slug="acme", name="Acme")
    globex = Project.objects.create(slug="globex", name="Globex")
    ProjectMembershipFactory(project=acme, user=alice, can_manage=True)
    ProjectMembershipFactory(project=acme, user=bob)
    ProjectMembershipFactory(project=globex, user=carol, can_manage=True)

    def row(owner: Any, text: str, labels: list[str], **fields: Any) -> Memory:
        return make_memory(owner, text, subject=labels, **fields)

    in_acme = {"scope": "project", "project": acme}
    past = timezone.now() - timedelta(days=1)
    return {
        "acme": acme,
        "globex": globex,
        "u1_acme": {
            row(alice, "u1 takes a flat white coffee order every morning", [U1], **in_acme).id,
            row(alice, "u1 wants the coffee order without sugar", [U1], **in_acme).id,
            row(
                bob, "u1 changed the coffee order to oat milk", [U1, "agent_id:barista"], **in_acme
            ).id,
        },
        "u1_acme_gone": {
            row(
                alice, "u1 once had a mocha coffee order", [U1], status=Status.ARCHIVED, **in_acme
            ).id,
            row(alice, "u1 had a coffee order for the trip", [U1], expires_at=past, **in_acme).id,
        },
        "u2_acme": {row(alice, "u2 coffee order is an espresso", ["user_id:u2"], **in_acme).id},
        "unlabelled_acme": {
            row(alice, "the office coffee order goes out on Fridays", [], **in_acme).id
        },
        "u1_globex": {
            row(
                carol, "u1 coffee order at globex is a latte", [U1], scope="project", project=globex
            ).id,
        },
        "u1_alice_own": {row(alice, "u1 coffee order noted for myself", [U1]).id},
        "u1_bob_own": {row(bob, "u1 coffee order bob keeps privately", [U1]).id},
    }


def _key(user: Any, project: Project) -> Principal:
    return principal_for_api_key(api_key_for(user, project=project)[0])


def _recalled(principal: Principal, **narrowing: Any) -> set[Any]:
    result = memory_recall(
        principal=principal, query=QUERY, strategy="semantic", top_k=50, **narrowing
    )
    return {hit.id for hit in result.results}


def _bm25(visible_set: VisibleSet, principal: Principal) -> list[tuple[Any, float, bool]]:
    rows = bm25_search(visible_set, principal=principal, query=QUERY, limit=50).rows
    return [(memory_id, round(score, 9), partial) for memory_id, score, partial in rows]


def test_a_narrowed_recall_returns_exactly_the_subjects_visible_rows(
    world: dict[str, Any], alice: Any, carol: Any
) -> None:
    acme_key = _key(alice, world["acme"])
    by_where = _recalled(acme_key, where=Q(subject__contains=[U1]))
    by_labels = _recalled(acme_key, subject=[U1])
    assert by_where == by_labels == world["u1_acme"]
    # The other tenant's key with the same id: its own end user, another person.
    assert _recalled(_key(carol, world["globex"]), subject=[U1]) == world["u1_globex"]
    # A personal key: the person's own rows with the label and her projects' (never bob's own).
    assert _recalled(principal_for_user(alice), subject=[U1]) == (
        world["u1_acme"] | world["u1_alice_own"]
    )
    # Another subject of the same tenant.
    assert _recalled(acme_key, subject=["user_id:u2"]) == world["u2_acme"]
    # Unnarrowed, the key finds every acme row it may read (the control: the rows exist).
    assert _recalled(acme_key) == (world["u1_acme"] | world["u2_acme"] | world["unlabelled_acme"])


def test_a_small_narrowed_set_is_counted_and_read_whole_with_the_same_ranking(
    world: dict[str, Any], alice: Any
) -> None:
    acme_key = _key(alice, world["acme"])
    narrowed = recall_set(principal=acme_key, filters=RecallFilters(subject=(U1,)))
    assert narrowed.size() == len(world["u1_acme"])
    assert narrowed.read_whole()
    # The same set searched through the class lexeme index (not counted): the same hits.
    through_index = VisibleSet(narrowed.qs, active_only=True, sql=narrowed.records_sql())
    assert not through_index.read_whole()
    whole = _bm25(narrowed, acme_key)
    assert {memory_id for memory_id, _, _ in whole} == world["u1_acme"]
    assert whole == _bm25(through_index, acme_key)
    # An unnarrowed set routes by its classes' counts, never by a count of its rows.
    assert not recall_set(principal=acme_key, filters=RecallFilters()).read_whole()


def test_a_narrowed_set_over_the_cap_goes_through_the_index_with_the_same_rows(
    world: dict[str, Any], alice: Any, settings: Any
) -> None:
    acme_key = _key(alice, world["acme"])
    settings.RECALL_EXACT_MAX_ROWS = 1  # counted up to 2 rows: the 3 of u1 are over it
    narrowed = recall_set(principal=acme_key, filters=RecallFilters(subject=(U1,)))
    assert narrowed.size() == 2
    assert not narrowed.read_whole()
    assert {memory_id for memory_id, _, _ in _bm25(narrowed, acme_key)} == world["u1_acme"]
    assert _recalled(acme_key, subject=[U1]) == world["u1_acme"]
