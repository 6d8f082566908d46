"""The privacy model over the palace and the graph (docs/security.md, "Privacy model"): a
person's conversations, wings, rooms, closets, drawers and the graph mined from them are hers.
A curator (admin) reads none of them over the API, the pages or recall (each answers like a
missing id, and no turn's text reaches the curator), sees counts instead, and keeps the
operations that need no reading: erasing a conversation by its id, mining and import status.
Mined for real: the offline extractor over alice's conversation."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from django.test import Client
from rest_framework.test import APIClient

from memories.graph_selectors import graph_seeds
from memories.models import Entity, Relation, Scope
from memories.scoping import principal_for_user
from palace.mining.pipeline import conversation_mine
from palace.models import Closet, Conversation, Drawer, Message, Room, Wing
from tests.factories.memories import MemoryFactory

pytestmark = pytest.mark.django_db

MISSING_UUID = "00000000-0000-0000-0000-000000000007"
MISSING_INT = "999999999"
TURN = b"support group"  # in alice's turns (tests/palace/conftest.py LINES)


@pytest.fixture
def mined(make_conversation: Any) -> Conversation:
    conversation: Conversation = make_conversation(turns=12)
    conversation_mine(conversation_id=str(conversation.pk))
    return conversation


def _api(user: Any) -> APIClient:
    client = APIClient()
    client.force_login(user)
    return client


def _pages(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def _palace_of(conversation: Conversation) -> dict[str, Any]:
    drawer = Drawer.objects.filter(room__conversation=conversation).select_related("room").first()
    assert drawer is not None
    room = drawer.room
    entity = Entity.objects.filter(owner=conversation.owner).first()
    assert entity is not None
    assert Relation.objects.filter(owner=conversation.owner).exists()
    return {
        "conversation": str(conversation.pk),
        "wing": str(room.wing_id),
        "room": str(room.pk),
        "closet": str(drawer.closet_id),
        "drawer": str(drawer.pk),
        "pointer": drawer.pointer,
        "entity": str(entity.pk),
    }


# What the API answers the admin about alice's palace, and about an id that does not exist.
API_READS = {
    "conversation": ("/api/v1/conversations/{id}", "conversation", MISSING_UUID),
    "messages": ("/api/v1/conversations/{id}/messages", "conversation", MISSING_UUID),
    "wing": ("/api/v1/palace/wings/{id}", "wing", MISSING_INT),
    "drawer": ("/api/v1/palace/drawers/{id}", "drawer", MISSING_INT),
    "timeline": ("/api/v1/entities/{id}/timeline", "entity", MISSING_INT),
}
API_CHANGES = {  # changes that read or write the turns: not the curator's
    "pop": ("delete", "/api/v1/conversations/{id}/messages/last", None),
    "clear": ("delete", "/api/v1/conversations/{id}/messages", None),
    "add": ("post", "/api/v1/conversations/{id}/messages", {"messages": [{"content": "hi"}]}),
    "end": ("post", "/api/v1/conversations/{id}/end", {}),
}
PAGES = {
    "rooms": ("/memory/palace/wings/{id}/", "wing"),
    "closets": ("/memory/palace/rooms/{id}/", "room"),
    "drawers": ("/memory/palace/closets/{id}/", "closet"),
    "entity": ("/curation/entities/{id}/", "entity"),
}


@pytest.mark.parametrize("what", sorted(API_READS))
def test_the_admin_reads_no_one_elses_palace_over_the_api(
    mined: Conversation, admin_user: Any, alice: Any, what: str
) -> None:
    path, target, missing = API_READS[what]
    ids = _palace_of(mined)
    admin = _api(admin_user)
    response = admin.get(path.replace("{id}", ids[target]))
    absent = admin.get(path.replace("{id}", missing))
    assert (response.status_code, response.content) == (404, absent.content)
    assert set(response.json()["error"]) == {"code", "message", "fields"}
    owner = _api(alice).get(path.replace("{id}", ids[target]))
    assert owner.status_code == 200  # hers, as before


def test_the_admin_lists_none_of_it_and_recall_returns_none_of_it(
    mined: Conversation, admin_user: Any, alice: Any
) -> None:
    ids = _palace_of(mined)
    admin = _api(admin_user)
    assert admin.get("/api/v1/palace/wings").json()["results"] == []
    entities = admin.get("/api/v1/entities").json()["results"]
    assert all(row["id"] != int(ids["entity"]) for row in entities)
    resolve = admin.get(f"/api/v1/palace/resolve/{ids['pointer']}")
    assert resolve.status_code == 404
    body = {"query": "support group painting sunsets", "strategy": "lexical", "top_k": 50}
    recall = admin.post("/api/v1/recall", body, format="json")
    assert recall.status_code == 200
    assert TURN not in recall.content
    mine = _api(alice).post("/api/v1/recall", body, format="json")
    assert TURN in mine.content  # alice's own recall finds her turns


@pytest.mark.parametrize("op", sorted(API_CHANGES))
def test_the_admin_cannot_read_or_change_the_turns(
    mined: Conversation, admin_user: Any, op: str
) -> None:
    method, path, body = API_CHANGES[op]
    before = list(Message.objects.filter(conversation=mined).values_list("content", flat=True))
    admin = _api(admin_user)
    response = getattr(admin, method)(path.replace("{id}", str(mined.pk)), body, format="json")
    absent = getattr(admin, method)(path.replace("{id}", MISSING_UUID), body, format="json")
    assert (response.status_code, response.content) == (404, absent.content)
    after = list(Message.objects.filter(conversation=mined).values_list("content", flat=True))
    assert after == before


def test_the_admin_still_erases_a_conversation_by_its_id(
    mined: Conversation, admin_user: Any
) -> None:
    """An erasure request: the admin deletes it for good without reading it."""
    ref = str(mined.pk)
    response = _api(admin_user).post(
        f"/api/v1/conversations/{ref}/erase", {"confirm": ref}, format="json"
    )
    assert response.status_code == 204, response.content
    assert not Conversation.objects.filter(pk=ref).exists()
    assert not Drawer.objects.filter(room__conversation_id=ref).exists()


@pytest.mark.parametrize("page", sorted(PAGES))
def test_the_admin_meets_no_one_elses_palace_on_the_pages(
    mined: Conversation, admin_user: Any, page: str
) -> None:
    path, target = PAGES[page]
    ids = _palace_of(mined)
    admin = _pages(admin_user)
    response = admin.get(path.replace("{id}", ids[target]))
    absent = admin.get(path.replace("{id}", MISSING_INT))
    assert (response.status_code, absent.status_code) == (404, 404)
    assert TURN not in response.content


def test_the_admins_palace_pages_count_others_and_show_the_admins_own(
    mined: Conversation, admin_user: Any, alice: Any
) -> None:
    own = Wing.objects.create(owner=admin_user, number=1, slug="ops", name="Ops runbooks")
    Closet.objects.create(
        room=Room.objects.create(wing=own, number=1, title="On call", started_at=own.created_at),
        slug="pager",
        topic="pager",
    )
    drawers = Drawer.objects.filter(room__conversation=mined).count()
    admin = _pages(admin_user)
    for path in ("/memory/palace/", "/memory/palace/map/"):
        html = admin.get(path).content.decode()
        assert "Ops runbooks" in html
        assert "Caroline" not in html  # alice's wing
        assert f"<strong>1 conversation and {drawers} drawers of 1 other person</strong>" in html
    pointer = admin.get("/memory/palace/pointer/", {"pointer": _palace_of(mined)["pointer"]})
    assert TURN not in pointer.content
    mine = _pages(alice).get("/memory/palace/").content.decode()
    assert "W-001 Caroline" in mine
    assert "other person" not in mine  # a person is told nothing of anyone else's


def test_the_people_page_counts_each_persons_palace(mined: Conversation, admin_user: Any) -> None:
    drawers = Drawer.objects.filter(room__conversation=mined).count()
    html = _pages(admin_user).get("/curation/people/").content.decode()
    row = html[html.index("<td>alice</td>") :]
    row = row[: row.index("</tr>")]
    assert f"<td>1</td><td>{drawers}</td>" in row
    assert TURN.decode() not in html


def test_the_curation_graph_hides_what_only_private_memories_support(
    mined: Conversation, admin_user: Any
) -> None:
    ids = _palace_of(mined)
    hidden = Entity.objects.filter(owner=mined.owner).count()
    admin = _pages(admin_user)
    graph = admin.get("/curation/graph/").content.decode()
    listing = admin.get("/curation/entities/").content.decode()
    name = Entity.objects.get(pk=ids["entity"]).name
    for html in (graph, listing):
        assert f'data-hidden-entities="{hidden}"' in html
        assert f"<title>{name} (" not in html
    assert f'href="/curation/entities/{ids["entity"]}/"' not in listing


def test_the_recall_graph_walk_hops_only_along_relations_the_curator_reads(
    admin_user: Any, bob: Any
) -> None:
    MemoryFactory(
        owner=bob, scope=Scope.GLOBAL, content="The garage opens at 8", entities=["urn:p:garage"]
    )
    garage = Entity.objects.create(owner=bob, urn="urn:p:garage", name="Garage")
    private = MemoryFactory(owner=bob, scope=Scope.USER, content="Bob's clinic visit")
    clinic = Entity.objects.create(owner=bob, urn="urn:p:clinic", name="Clinic")
    Relation.objects.create(
        owner=bob, subject=garage, predicate="near", object=clinic,
        valid_from=datetime(2024, 1, 1, tzinfo=UTC), source_memory=private,
    )  # fmt: skip
    curator = graph_seeds(principal=principal_for_user(admin_user), query="the garage")
    assert curator.urns == ["urn:p:garage"]
    owner = graph_seeds(principal=principal_for_user(bob), query="the garage")
    assert owner.urns == ["urn:p:garage", "urn:p:clinic"]
