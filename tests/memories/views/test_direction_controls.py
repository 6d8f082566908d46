"""A memory holding directional controls (U+202E RIGHT-TO-LEFT OVERRIDE and the like) is stored
verbatim, but pages show each control as a visible `[U+202E]` marker: the text a person reads
is in the order it is stored and sent to agents, not reordered by the control."""

from __future__ import annotations

import pytest

from memories.models import Memory
from memories.scoping import principal_for_user
from memories.services.store.memory import memory_remember
from memory_project.text_display import reveal_controls

pytestmark = pytest.mark.django_db

TRICK = "Send the invoice to account \u202e0987\u202c and \u2067cc\u2069 the team"
SHOWN = "Send the invoice to account [U+202E]0987[U+202C] and [U+2067]cc[U+2069] the team"


def test_reveal_controls_shows_every_directional_control():
    codes = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
    assert reveal_controls(codes) == "".join(f"[U+{ord(c):04X}]" for c in codes)
    assert reveal_controls("שלום world") == "שלום world"  # right-to-left text itself is untouched
    assert reveal_controls(7) == 7


def _memory(user, **kwargs):
    return memory_remember(principal=principal_for_user(user), content=TRICK, **kwargs).memory


def test_the_memory_is_stored_verbatim(alice):
    memory = _memory(alice)
    assert Memory.objects.get(pk=memory.pk).content == TRICK


@pytest.mark.parametrize("path", ["/memory/", "/memory/m/{pk}/", "/memory/m/{pk}/archive/"])
def test_memory_pages_show_controls_as_markers(client, alice, path):
    memory = _memory(alice, recall_hint="when paying \u202eevil\u202c", tags=["a\u202eb"])
    client.force_login(alice)
    html = client.get(path.format(pk=memory.pk)).content.decode()
    assert SHOWN in html
    assert "\u202e" not in html
    assert "\u2067" not in html


def test_search_results_show_controls_as_markers(client, alice):
    _memory(alice)
    client.force_login(alice)
    html = client.get("/memory/search/", {"query": "invoice account"}).content.decode()
    assert "[U+202E]0987" in html
    assert "\u202e" not in html
