"""Curation is for admins (scoping.is_admin: an active superuser): signed out → login, signed in
without it → 403 (staff alone too), CSRF enforced."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from memories.models import Memory
from tests.curation.conftest import team_memory
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

PAGES = [
    "/curation/", "/curation/stale/", "/curation/approvals/", "/curation/always-inject/",
    "/curation/indexing/", "/curation/mining/", "/curation/audit/", "/curation/entities/",
]  # fmt: skip


def _actions(memory_id: object) -> list[str]:
    return [
        f"/curation/stale/{memory_id}/keep", f"/curation/stale/{memory_id}/update",
        f"/curation/stale/{memory_id}/archive", f"/curation/approvals/{memory_id}/approve",
        f"/curation/always-inject/{memory_id}/toggle", f"/curation/memories/{memory_id}/promote",
        "/curation/indexing/reconcile",
    ]  # fmt: skip


@pytest.mark.parametrize("url", PAGES)
def test_signed_out_visitors_are_sent_to_sign_in(client, url):
    response = client.get(url)
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/")


@pytest.mark.parametrize("url", PAGES)
def test_a_signed_in_user_who_is_not_an_admin_gets_403(client, alice, url):
    client.force_login(alice)
    assert client.get(url).status_code == 403


@pytest.mark.parametrize("url", PAGES)
def test_staff_without_superuser_is_not_an_admin_of_the_curation_pages(client, url):
    client.force_login(UserFactory(username="staffer", is_staff=True))
    assert client.get(url).status_code == 403


def test_staff_without_superuser_runs_no_curation_action(client, alice):
    memory = team_memory(owner=alice, source="agent")
    client.force_login(UserFactory(username="staffer", is_staff=True))
    for url in _actions(memory.pk):
        assert client.post(url, {"content": "changed", "value": "on"}).status_code == 403, url
    memory.refresh_from_db()
    assert (memory.approved_at, memory.always_inject) == (None, False)


def test_non_staff_cannot_run_any_curation_action_even_on_their_own_memory(client, alice):
    memory = team_memory(owner=alice, status="stale", stale_reason="x", source="agent")
    original = memory.content
    client.force_login(alice)
    for url in _actions(memory.pk):
        assert client.post(url, {"content": "changed", "value": "on"}).status_code == 403, url
    memory.refresh_from_db()
    assert (memory.status, memory.content, memory.always_inject) == ("stale", original, False)
    assert memory.approved_at is None
    assert not Memory.objects.filter(scope="global").exists()


def test_pages_answer_get_only_and_actions_post_only(curator):
    assert curator.post("/curation/stale/").status_code == 405
    assert curator.get("/curation/indexing/reconcile").status_code == 405


def test_csrf_is_enforced_on_actions(admin_user, alice):
    memory = team_memory(owner=alice, source="agent")
    client = Client(enforce_csrf_checks=True)
    client.force_login(admin_user)
    url = f"/curation/always-inject/{memory.pk}/toggle"
    assert client.post(url, {"value": "on"}).status_code == 403
    memory.refresh_from_db()
    assert memory.always_inject is False
    page = client.get("/curation/always-inject/").content.decode()
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page)
    assert token is not None
    response = client.post(url, {"value": "on", "csrfmiddlewaretoken": token.group(1)})
    assert response.status_code == 302
    memory.refresh_from_db()
    assert memory.always_inject is True
