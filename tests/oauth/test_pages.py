"""The pages: the connect page's Claude and ChatGPT entries, Connected apps for a person and for
an admin, Disconnect limited to one's own connections."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from memories.oauth.models import OAuthConnection
from tests.factories import AdminFactory, UserFactory
from tests.oauth.flow import connect

pytestmark = pytest.mark.django_db


def test_the_connect_page_has_claude_and_chatgpt_entries_with_the_url(
    client: Client, alice: Any
) -> None:
    client.force_login(alice)
    html = client.get("/memory/connect/").content.decode()
    assert "Claude (custom connector)" in html
    assert "ChatGPT (connector)" in html
    assert '<code id="connector-url-claude">http://testserver/mcp</code>' in html


def test_connected_apps_lists_ones_own_and_an_admin_sees_all(alice: Any) -> None:
    bob = UserFactory(username="bob")
    for person in (alice, bob):
        browser = Client()
        browser.force_login(person)
        connect(browser)
    mine = Client()
    mine.force_login(alice)
    page = mine.get("/memory/connected-apps/").content.decode()
    assert page.count("Disconnect</button>") == 1
    admin = Client()
    admin.force_login(AdminFactory(username="admin"))
    everyone = admin.get("/memory/connected-apps/").content.decode()
    assert everyone.count("Disconnect</button>") == 2
    assert "bob" in everyone
    # Curation's pages lead there.
    assert 'href="/memory/connected-apps/"' in admin.get("/curation/").content.decode()


def test_disconnecting_another_persons_app_is_404_and_changes_nothing(alice: Any) -> None:
    bob = UserFactory(username="bob")
    browser = Client()
    browser.force_login(bob)
    connect(browser)
    theirs = OAuthConnection.objects.get(user=bob)
    mine = Client()
    mine.force_login(alice)
    response = mine.post(f"/memory/connected-apps/{theirs.pk}/disconnect/")
    assert response.status_code == 404
    assert OAuthConnection.objects.filter(pk=theirs.pk).exists()


def test_clients_never_connected_are_swept_after_a_while(client: Client, alice: Any) -> None:
    from datetime import timedelta

    from django.utils import timezone
    from oauth2_provider.models import Application

    from memories.oauth.tasks import oauth_unused_clients_sweep_task

    unused = register_client(client)
    browser = Client()
    browser.force_login(alice)
    used_id, _ = connect(browser)
    fresh = register_client(client)
    Application.objects.exclude(client_id=fresh).update(created=timezone.now() - timedelta(days=8))
    assert oauth_unused_clients_sweep_task() == 1
    assert not Application.objects.filter(client_id=unused).exists()
    assert Application.objects.filter(client_id__in=[used_id, fresh]).count() == 2


def register_client(client: Client) -> str:
    from tests.oauth.flow import register

    return str(register(client).json()["client_id"])
