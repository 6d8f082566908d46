"""Entity pages: the searchable list and one entity's timeline (oldest first, current vs closed)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memories.models import Entity, EntityEvent, Relation, Scope
from tests.factories.memories import MemoryFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def caroline(alice):
    """Alice's graph, built from a memory she shared with everyone: curators read it."""
    shared = MemoryFactory(owner=alice, scope=Scope.GLOBAL, content="Caroline moved to Denver")
    caroline = Entity.objects.create(
        owner=alice, urn="urn:person:caroline", name="Caroline", kind="person", aliases=["Caro"]
    )
    boston = Entity.objects.create(owner=alice, urn="urn:place:boston", name="Boston")
    denver = Entity.objects.create(owner=alice, urn="urn:place:denver", name="Denver")
    Relation.objects.create(
        owner=alice, subject=caroline, predicate="lives_in", object=boston,
        valid_from=datetime(2020, 1, 1, tzinfo=UTC), valid_to=datetime(2023, 6, 1, tzinfo=UTC),
        source_memory=shared,
    )  # fmt: skip
    Relation.objects.create(
        owner=alice, subject=caroline, predicate="lives_in", object=denver,
        valid_from=datetime(2023, 6, 1, tzinfo=UTC), source_memory=shared,
    )  # fmt: skip
    EntityEvent.objects.create(
        entity=caroline, kind="changed", note="moved to Denver", stale_flagged=2,
        occurred_at=datetime(2023, 6, 1, tzinfo=UTC),
    )  # fmt: skip
    return caroline


def test_entity_list_searches_names_and_aliases(curator, caroline):
    html = curator.get("/curation/entities/", {"q": "caro"}).content.decode()
    assert "Caroline" in html
    assert "Boston" not in html
    partial = curator.get("/curation/entities/", HTTP_HX_REQUEST="true").content.decode()
    assert partial.lstrip().startswith('<section id="entity-list"')
    assert "Boston" in partial
    assert "Denver" in partial
    assert "No entity matches" in curator.get("/curation/entities/", {"q": "zzz"}).content.decode()


def test_timeline_lists_relations_oldest_first_with_current_and_superseded(curator, caroline):
    html = curator.get(f"/curation/entities/{caroline.pk}/").content.decode()
    assert "<html" in html
    table = html[html.index('id="relation-table"') :]
    assert table.index("Boston") < table.index("Denver")
    assert "(1 current, 1 superseded, of 2)" in html
    assert '<tr class="superseded">' in table
    assert '<tr class="current">' in table
    assert 'data-state="superseded"' in html
    assert "moved to Denver" in html
    assert "2 memories flagged stale" in html


def test_unknown_entity_is_404(curator):
    assert curator.get("/curation/entities/999999/").status_code == 404


def test_curation_graph_shows_what_curators_may_read_and_refuses_non_admins(
    client, curator, caroline, bob
):
    MemoryFactory(
        owner=bob, scope=Scope.PROJECT, content="Bob's place", entities=["urn:place:bobs"]
    )  # a shared memory names it: curators read it
    Entity.objects.create(owner=bob, urn="urn:place:bobs", name="Bob's place")
    private = MemoryFactory(owner=bob, scope=Scope.USER, content="Bob's home address")
    home = Entity.objects.create(owner=bob, urn="urn:place:bobs-home", name="Bob's home")
    street = Entity.objects.create(owner=bob, urn="urn:place:elm-street", name="Elm Street")
    Relation.objects.create(
        owner=bob, subject=home, predicate="on", object=street,
        valid_from=datetime(2023, 6, 1, tzinfo=UTC), source_memory=private,
    )  # fmt: skip
    html = curator.get("/curation/graph/", {"q": "bob"}).content.decode()
    assert "<title>Bob&#x27;s place (thing)</title>" in html
    assert "Bob&#x27;s home" not in html  # only his private memory supports it
    assert "<strong>2 entities of 1 person</strong>" in html
    assert "Elm Street" not in curator.get("/curation/graph/", {"q": "elm"}).content.decode()
    assert curator.get(f"/curation/entities/{home.pk}/").status_code == 404
    listing = curator.get("/curation/entities/").content.decode()
    assert "Bob&#x27;s place" in listing
    assert "Bob&#x27;s home" not in listing
    assert 'data-hidden-entities="2"' in listing
    assert "Caroline" not in html
    assert 'href="/curation/entities/' in html
    around = curator.get("/curation/graph/", {"entity": caroline.pk}).content.decode()
    assert "<title>Denver (thing)</title>" in around
    assert "<title>Boston (thing)</title>" not in around  # ended: not in today's graph
    client.force_login(bob)
    assert client.get("/curation/graph/").status_code == 403
