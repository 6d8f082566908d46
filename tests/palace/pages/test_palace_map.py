"""The palace map: wings → rooms → closets as one picture, each with its drawer count."""

import re
from html import unescape

import pytest

from palace.mining.pipeline import conversation_mine
from palace.models import Closet, Drawer, Wing

pytestmark = pytest.mark.django_db


def _nodes(html: str) -> dict[str, tuple[str, int]]:
    """href → (label, drawer count) of every node in the map."""
    svg = html[html.index('<svg class="chart tree') : html.index("</svg>")]
    found = re.findall(r'href="([^"]+)"><title>([^<]+): (\d+)</title>', svg)
    return {href: (unescape(label), int(n)) for href, label, n in found}


def test_the_map_draws_wings_rooms_and_closets_with_drawer_counts(client, alice, make_conversation):
    conversation_mine(conversation_id=str(make_conversation("c1", turns=6).pk))
    conversation_mine(conversation_id=str(make_conversation("c2", turns=4, subject="Melanie").pk))
    client.force_login(alice)
    html = client.get("/memory/palace/map/").content.decode()
    nodes = _nodes(html)
    for wing in Wing.objects.filter(owner=alice):
        label = f"W-{wing.number:03d} {wing.name}"
        drawers = Drawer.objects.filter(room__wing=wing).count()
        assert nodes[f"/memory/palace/wings/{wing.pk}/"] == (label, drawers)
    for closet in Closet.objects.all():
        assert nodes[f"/memory/palace/closets/{closet.pk}/"][1] == closet.drawers.count()
    assert sum(n for label, n in nodes.values() if label.startswith("W-")) == 10  # 6 + 4 turns
    assert 'href="/memory/palace/closets/' in html
    assert 'id="palace-map-list"' in html


def test_the_map_is_only_ones_own(client, bob, alice, make_conversation):
    conversation_mine(conversation_id=str(make_conversation("c1").pk))
    client.force_login(bob)
    html = client.get("/memory/palace/map/").content.decode()
    assert "Your palace is empty" in html
    assert "<svg" not in html
