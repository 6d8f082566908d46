"""The knowledge graph as a picture: node labels, the as-of date, a neighbourhood not the whole
graph, superseded relations marked, and each person seeing only their own graph."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from html import unescape

import pytest

from memories.models import Entity, Relation

pytestmark = pytest.mark.django_db


def _entity(owner, name, kind="place"):
    return Entity.objects.create(
        owner=owner, urn=f"urn:{kind}:{name.lower()}", name=name, kind=kind
    )


@pytest.fixture
def moves(alice):
    caroline = _entity(alice, "Caroline", "person")
    boston, denver = _entity(alice, "Boston"), _entity(alice, "Denver")
    acme = _entity(alice, "Acme", "organisation")
    Relation.objects.create(
        owner=alice, subject=caroline, predicate="lives_in", object=boston,
        valid_from=datetime(2020, 1, 1, tzinfo=UTC), valid_to=datetime(2023, 6, 1, tzinfo=UTC),
    )  # fmt: skip
    Relation.objects.create(
        owner=alice, subject=caroline, predicate="lives_in", object=denver,
        valid_from=datetime(2023, 6, 1, tzinfo=UTC),
    )  # fmt: skip
    Relation.objects.create(
        owner=alice, subject=caroline, predicate="works_at", object=acme,
        valid_from=datetime(2021, 3, 1, tzinfo=UTC),
    )  # fmt: skip
    return caroline


def _node_labels(html: str) -> list[str]:
    svg = html[html.index('<svg class="chart graph') : html.index("</svg>")]
    return [
        unescape(t)
        for t in re.findall(r'<a class="node"[^>]*><title>([^<]+) \([a-z]+\)</title>', svg)
    ]


def test_my_graph_draws_entities_as_nodes_with_a_legend_and_a_table(client, alice, moves):
    client.force_login(alice)
    html = client.get("/memory/graph/").content.decode()
    assert sorted(_node_labels(html)) == ["Acme", "Caroline", "Denver"]  # now: Boston ended
    assert 'href="/memory/graph/entities/' in html
    assert '<ul class="legend">' in html
    assert ">organisation</li>" in html
    assert ">person</li>" in html
    table = html[html.index('id="graph-table"') :]
    assert "works_at" in table
    assert "lives_in" in table


def test_as_of_shows_the_graph_as_it_was(client, alice, moves):
    client.force_login(alice)
    then = client.get("/memory/graph/", {"entity": moves.pk, "as_of": "2020-06-01"})
    labels = _node_labels(then.content.decode())
    assert sorted(labels) == ["Boston", "Caroline"]  # Acme (2021) and Denver (2023) came later
    later = _node_labels(
        client.get("/memory/graph/", {"entity": moves.pk, "as_of": "2022-01-01"}).content.decode()
    )
    assert sorted(later) == ["Acme", "Boston", "Caroline"]


def test_kind_narrows_the_picture_and_text_picks_the_centre(client, alice, moves):
    client.force_login(alice)
    html = client.get("/memory/graph/", {"entity": moves.pk, "kind": "place"}).content.decode()
    assert sorted(_node_labels(html)) == ["Caroline", "Denver"]  # the centre always stays
    # Text picks the centre; its neighbourhood comes with it.
    text = client.get("/memory/graph/", {"q": "acme", "hops": 1}).content.decode()
    assert re.search(r'<h2>Around <a href="/memory/graph/entities/\d+/">Acme</a>', text)
    assert sorted(_node_labels(text)) == ["Acme", "Caroline"]


def test_a_large_graph_loads_a_capped_neighbourhood(client, alice):
    hub = _entity(alice, "Hub", "topic")
    spokes = [_entity(alice, f"Spoke {i:03d}", "topic") for i in range(80)]
    Relation.objects.bulk_create(
        [Relation(owner=alice, subject=hub, predicate="links", object=s,
                  valid_from=datetime(2024, 1, 1, tzinfo=UTC)) for s in spokes]
    )  # fmt: skip
    client.force_login(alice)
    html = client.get("/memory/graph/").content.decode()
    labels = _node_labels(html)
    assert "Hub" in labels
    assert len(labels) == 60
    assert "showing the nearest 60" in html


def test_a_person_sees_only_their_own_graph(client, alice, bob, moves):
    _entity(bob, "Bob's secret place")
    client.force_login(bob)
    html = client.get("/memory/graph/").content.decode()
    assert _node_labels(html) == ["Bob's secret place"]
    assert "Caroline" not in html
    assert client.get(f"/memory/graph/entities/{moves.pk}/").status_code == 404


def test_bad_graph_inputs_are_a_400_with_a_message(client, alice, moves):
    client.force_login(alice)
    response = client.get("/memory/graph/", {"as_of": "yesterday", "hops": "99"})
    assert response.status_code == 400
    html = response.content.decode()
    assert "“As of” is a date like 2024-05-31." in html
    assert "Hops is a whole number from 1 to 3." in html


def test_the_timeline_marks_a_superseded_relation(client, alice, moves):
    client.force_login(alice)
    html = client.get(f"/memory/graph/entities/{moves.pk}/").content.decode()
    svg = html[html.index('<svg class="chart timeline') : html.index("</svg>")]
    assert svg.count('class="span superseded"') == 1
    assert svg.count('class="span current"') == 2
    superseded = svg[svg.index('class="span superseded"') :]
    assert "Caroline lives_in Boston" in superseded[: superseded.index("</g>")]
    assert ">superseded</text>" in superseded[: superseded.index("</g>")]
    assert "(2 current, 1 superseded, of 3)" in html
