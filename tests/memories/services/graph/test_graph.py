"""The temporal graph: aliases meet, changed facts close old relations, events make memories stale."""

from datetime import UTC, datetime

import pytest

from memories.graph_selectors import entity_timeline, stale_list
from memories.models import EntityEvent, Memory, Relation, Status
from memories.scoping import principal_for_user
from memories.services.graph.writes import entity_event_record, entity_upsert, relation_assert
from memory_project.errors import NotFound, ValidationFailed
from tests.factories.memories import MemoryFactory

pytestmark = pytest.mark.django_db

T1 = datetime(2024, 1, 1, tzinfo=UTC)
T2 = datetime(2024, 6, 1, tzinfo=UTC)


def test_aliases_make_nyc_and_new_york_city_one_entity(alice):
    city = entity_upsert(owner_id=alice.pk, name="New York City", kind="place", aliases=["NYC"])
    assert entity_upsert(owner_id=alice.pk, name="nyc", kind="place").pk == city.pk
    assert entity_upsert(owner_id=alice.pk, name="  new   york city ").pk == city.pk
    big_apple = entity_upsert(owner_id=alice.pk, name="Big Apple", aliases=["NYC"])
    assert big_apple.pk == city.pk
    city.refresh_from_db()
    assert "Big Apple" in city.aliases


def test_entities_are_per_owner(alice, bob):
    a = entity_upsert(owner_id=alice.pk, name="Derek", kind="person")
    b = entity_upsert(owner_id=bob.pk, name="Derek", kind="person")
    assert a.pk != b.pk
    with pytest.raises(NotFound):
        entity_timeline(principal=principal_for_user(bob), entity_id=a.pk)


def test_changed_fact_closes_only_the_same_subject_and_predicate(alice):
    efoil = entity_upsert(owner_id=alice.pk, name="efoil", kind="item")
    derek = entity_upsert(owner_id=alice.pk, name="Derek", kind="person")
    owns = relation_assert(
        owner_id=alice.pk, subject=derek, predicate="owns", obj=efoil, valid_from=T1
    )
    old = relation_assert(
        owner_id=alice.pk,
        subject=efoil,
        predicate="has_battery",
        object_value="12V20Ah",
        valid_from=T1,
    )
    new = relation_assert(
        owner_id=alice.pk,
        subject=efoil,
        predicate="has_battery",
        object_value="24V30Ah",
        valid_from=T2,
    )
    assert new.created
    assert [r.pk for r in new.closed] == [old.relation.pk]
    old.relation.refresh_from_db()
    assert old.relation.valid_to == T2
    assert old.relation.retired_at is not None
    owns.relation.refresh_from_db()
    assert owns.relation.is_current  # other predicates untouched
    again = relation_assert(
        owner_id=alice.pk, subject=efoil, predicate="has_battery", object_value="24V30Ah"
    )
    assert not again.created
    assert again.relation.pk == new.relation.pk


def test_timeline_returns_full_history_or_current_only(alice):
    efoil = entity_upsert(owner_id=alice.pk, name="efoil", kind="item")
    for when, value in [(T1, "12V20Ah"), (T2, "24V30Ah")]:
        relation_assert(
            owner_id=alice.pk,
            subject=efoil,
            predicate="has_battery",
            object_value=value,
            valid_from=when,
        )
    principal = principal_for_user(alice)
    _, history = entity_timeline(principal=principal, entity_id=efoil.pk)
    assert [r.object_value for r in history] == ["12V20Ah", "24V30Ah"]
    _, current = entity_timeline(principal=principal, entity_id=efoil.pk, include_history=False)
    assert [r.object_value for r in current] == ["24V30Ah"]


def test_multi_valued_predicates_keep_every_value(alice):
    carol = entity_upsert(owner_id=alice.pk, name="Carol", kind="person")
    for hobby in ["painting", "hiking"]:
        relation_assert(
            owner_id=alice.pk, subject=carol, predicate="likes", object_value=hobby, replaces=False
        )
    assert Relation.objects.filter(subject=carol, valid_to__isnull=True).count() == 2


def test_deprecated_entity_flags_referencing_memories_stale_with_reason(alice, bob):
    table = entity_upsert(owner_id=alice.pk, name="acme_legacy_sales", kind="dataset")
    ref = MemoryFactory(owner=alice, entities=[table.urn], content="acme_legacy_sales has PII")
    other = MemoryFactory(owner=alice, content="unrelated memory")
    bobs = MemoryFactory(owner=bob, entities=[table.urn], content="bob's note on the same urn")
    event = entity_event_record(
        principal=principal_for_user(alice),
        entity_id=table.pk,
        kind="deprecated",
        note="replaced by elasticsearch.sales",
        occurred_at=T2,
    )
    assert event.stale_flagged == 1
    ref.refresh_from_db()
    other.refresh_from_db()
    bobs.refresh_from_db()
    assert ref.status == Status.STALE
    assert "acme_legacy_sales" in ref.stale_reason
    assert "deprecated" in ref.stale_reason
    assert "elasticsearch.sales" in ref.stale_reason
    assert other.status == Status.ACTIVE
    assert bobs.status == Status.ACTIVE  # another owner's graph is not touched
    assert [m.pk for m in stale_list(principal=principal_for_user(alice))] == [ref.pk]
    table.refresh_from_db()
    assert table.status == "deprecated"


def test_closed_relation_flags_memories_stating_the_old_fact(alice):
    derek = entity_upsert(owner_id=alice.pk, name="Derek", kind="person")
    boston = entity_upsert(owner_id=alice.pk, name="Boston", kind="place")
    denver = entity_upsert(owner_id=alice.pk, name="Denver", kind="place")
    relation_assert(
        owner_id=alice.pk, subject=derek, predicate="lives_in", obj=boston, valid_from=T1
    )
    says_boston = MemoryFactory(
        owner=alice, entities=[derek.urn, boston.urn], content="Derek lives in Boston"
    )
    about_derek = MemoryFactory(owner=alice, entities=[derek.urn], content="Derek likes tea")
    result = relation_assert(
        owner_id=alice.pk, subject=derek, predicate="lives_in", obj=denver, valid_from=T2
    )
    assert result.stale_flagged == 1
    says_boston.refresh_from_db()
    about_derek.refresh_from_db()
    assert says_boston.status == Status.STALE
    assert "Derek lives in Boston" in says_boston.stale_reason
    assert "now 'Derek lives in Denver'" in says_boston.stale_reason
    assert about_derek.status == Status.ACTIVE


def test_bad_graph_input_is_refused(alice):
    derek = entity_upsert(owner_id=alice.pk, name="Derek")
    with pytest.raises(ValidationFailed) as info:
        relation_assert(owner_id=alice.pk, subject=derek, predicate="Lives In", object_value="x")
    assert "predicate" in info.value.fields
    with pytest.raises(ValidationFailed):
        relation_assert(owner_id=alice.pk, subject=derek, predicate="lives_in")
    with pytest.raises(ValidationFailed):
        entity_upsert(owner_id=alice.pk, name="   ")
    with pytest.raises(ValidationFailed):
        entity_event_record(
            principal=principal_for_user(alice), entity_id=derek.pk, kind="exploded"
        )
    assert EntityEvent.objects.count() == 0
    assert Memory.objects.count() == 0


def test_graph_seeds_come_from_names_aliases_and_relations_of_my_graph(alice, bob):
    from memories.graph_selectors import graph_seed_urns

    derek = entity_upsert(owner_id=alice.pk, name="Derek", kind="person")
    efoil = entity_upsert(owner_id=alice.pk, name="efoil", kind="item", aliases=["e-foil board"])
    priya = entity_upsert(owner_id=alice.pk, name="Priya", kind="person")
    relation_assert(owner_id=alice.pk, subject=derek, predicate="owns", obj=efoil)
    relation_assert(owner_id=alice.pk, subject=priya, predicate="helped", obj=derek)
    entity_upsert(owner_id=bob.pk, name="Derek", kind="person")
    seeds = graph_seed_urns(principal=principal_for_user(alice), query="What did Derek change?")
    assert seeds[0] == derek.urn
    assert set(seeds) == {derek.urn, efoil.urn, priya.urn}  # one hop over current relations
    by_alias = graph_seed_urns(
        principal=principal_for_user(alice), query="the E-foil board battery"
    )
    assert by_alias[0] == efoil.urn
    assert graph_seed_urns(principal=principal_for_user(bob), query="Priya") == []
