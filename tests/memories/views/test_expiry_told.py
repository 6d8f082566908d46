"""A memory that will expire says so where a person or an agent meets it: the memory list, the
connect page (its test memory is `context`), the start checklist and the API's schema."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.test.utils import override_settings

from memories.scoping import principal_for_user
from memories.services.store.memory import memory_remember
from tests.factories.memories import api_key_for

pytestmark = pytest.mark.django_db


def test_memory_list_marks_the_memories_that_will_expire(client: Client, alice: Any) -> None:
    principal = principal_for_user(alice)
    brief = memory_remember(principal=principal, content="Deploy window is open", kind="context")
    kept = memory_remember(principal=principal, content="Billing uses Stripe", kind="fact")
    client.force_login(alice)
    html = client.get("/memory/").content.decode()
    rows = {
        m.memory.content: html[html.index(m.memory.content) :].split("</tr>", 1)[0]
        for m in (brief, kept)
    }
    expiry = brief.memory.expires_at
    assert expiry is not None
    assert f"expires {expiry:%-d %b %Y}" in rows["Deploy window is open"]
    assert "expires" not in rows["Billing uses Stripe"]


def test_connect_page_says_its_test_memory_expires(client: Client, alice: Any) -> None:
    api_key_for(alice)
    client.force_login(alice)
    html = client.get("/memory/connect/").content.decode()
    assert "kind context" in html or '"context"' in html
    assert "expires after 30 days" in html


@override_settings(MEMORY_DEFAULT_EXPIRY_DAYS={"context": 7, "warning": None})
def test_start_checklist_states_the_expiry_defaults_in_force(
    client: Client, admin_user: Any
) -> None:
    client.force_login(admin_user)
    html = client.get("/").content.decode()
    assert "context 7 days" in html
    assert "learning 180 days" in html
    assert "warning 90 days" not in html
    assert "MEMORY_EXPIRY_DAYS_" in html


def test_api_schema_documents_the_default_expiry(client: Client) -> None:
    schema = client.get("/api/schema/?format=json")
    assert schema.status_code == 200
    components = schema.json()["components"]["schemas"]
    for name in ("MemoryOut", "MemoryRememberIn"):
        described = components[name]["properties"]["expires_at"].get("description", "")
        assert "context 30 days" in described, (name, described)
