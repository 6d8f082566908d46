"""Curation queues show a memory's directional controls as visible `[U+202E]` markers."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db

TRICK = "Send the invoice to account \u202e0987\u202c and \u2067cc\u2069 the team"


def test_curation_queue_shows_controls_as_markers(curator, agent_memory):
    agent_memory(TRICK)
    html = curator.get("/curation/approvals/").content.decode()
    assert "[U+202E]0987" in html
    assert "\u202e" not in html
