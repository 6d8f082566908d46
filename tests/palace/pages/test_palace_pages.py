"""The /memory palace pages: lazy tree, htmx partials, pointer preview, scoping, no N+1."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from palace.mining.pipeline import conversation_mine
from palace.models import Closet, Room, Wing

pytestmark = pytest.mark.django_db


@pytest.fixture
def mined(make_conversation):
    conversation = make_conversation(turns=12)
    conversation_mine(conversation_id=str(conversation.pk))
    return conversation


def test_pages_need_sign_in(client):
    response = client.get("/memory/palace/")
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/")


def test_full_page_then_htmx_partials_down_the_tree(client, alice, mined):
    client.force_login(alice)
    page = client.get("/memory/palace/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "<html" in html
    assert "W-001 Caroline" in html
    assert page["Vary"].count("HX-Request") == 1
    # The same tabs as the other /memory pages lead back from the palace.
    for link in ('href="/memory/"', 'href="/memory/search/"', 'href="/memory/settings/"'):
        assert link in html
    wing = Wing.objects.get(owner=alice)
    rooms = client.get(f"/memory/palace/wings/{wing.pk}/", HTTP_HX_REQUEST="true")
    assert rooms.status_code == 200
    assert "<html" not in rooms.content.decode()  # only the partial
    assert f'id="wing-{wing.pk}"' in rooms.content.decode()
    room = Room.objects.get(wing=wing)
    closets = client.get(
        f"/memory/palace/rooms/{room.pk}/", HTTP_HX_REQUEST="true"
    ).content.decode()
    closet = Closet.objects.filter(room=room).first()
    assert closet.topic in closets
    drawers = client.get(
        f"/memory/palace/closets/{closet.pk}/", HTTP_HX_REQUEST="true"
    ).content.decode()
    assert "W-001/R-01/D-" in drawers
    # The same URLs work as plain links (no JavaScript): the page is wrapped around the partial.
    plain = client.get(f"/memory/palace/closets/{closet.pk}/").content.decode()
    assert "<html" in plain
    assert "W-001/R-01/D-" in plain


def test_pointer_preview_shows_the_verbatim_drawer(client, alice, mined):
    client.force_login(alice)
    ok = client.get(
        "/memory/palace/pointer/", {"pointer": "W-001/R-01/D-003"}, HTTP_HX_REQUEST="true"
    )
    assert ok.status_code == 200
    assert "Jolene helped me pick her" in ok.content.decode()
    bad = client.get("/memory/palace/pointer/", {"pointer": "nonsense"}, HTTP_HX_REQUEST="true")
    assert bad.status_code == 400
    assert "not a pointer" in bad.content.decode()
    missing = client.get("/memory/palace/pointer/", {"pointer": "W-009/R-01/D-001"})
    assert missing.status_code == 404


def test_another_users_palace_is_not_found(client, bob, mined):
    client.force_login(bob)
    wing = Wing.objects.get()
    assert "Your palace is empty" in client.get("/memory/palace/").content.decode()
    assert client.get(f"/memory/palace/wings/{wing.pk}/").status_code == 404
    room = Room.objects.get()
    assert client.get(f"/memory/palace/rooms/{room.pk}/").status_code == 404
    assert client.get("/memory/palace/pointer/", {"pointer": "W-001/R-01/D-001"}).status_code == 404


def test_tree_pages_use_a_constant_number_of_queries(client, alice, make_conversation):
    client.force_login(alice)
    conversation_mine(conversation_id=str(make_conversation("a", turns=4).pk))
    wing = Wing.objects.get(owner=alice)
    room = Room.objects.get(wing=wing)
    closet = Closet.objects.filter(room=room).first()
    urls = ["/memory/palace/", f"/memory/palace/wings/{wing.pk}/",
            f"/memory/palace/rooms/{room.pk}/", f"/memory/palace/closets/{closet.pk}/"]  # fmt: skip

    def counts():
        out = []
        for url in urls:
            with CaptureQueriesContext(connection) as ctx:
                assert client.get(url, HTTP_HX_REQUEST="true").status_code == 200
            out.append(len(ctx.captured_queries))
        return out

    small = counts()
    for n in range(2, 6):
        conversation_mine(conversation_id=str(make_conversation(f"c{n}", turns=12).pk))
    closet = Closet.objects.filter(room=room).order_by("-pk").first()
    urls[3] = f"/memory/palace/closets/{closet.pk}/"
    assert counts() == small  # more wings/rooms/drawers, same number of queries
