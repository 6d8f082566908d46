"""The start page: a visitor is asked to sign in; an admin gets the installation's set-up
checklist, ticked as each step is done; a user gets their own next steps; nobody is shown a
link they cannot open."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client

from memories.services.people.api_keys import api_key_authenticate
from tests.factories.memories import (
    MemoryFactory,
    ProjectFactory,
    ProjectMembershipFactory,
    api_key_for,
)

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _fast_passwords(settings: Any) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def _home(client: Client) -> str:
    response = client.get("/")
    assert response.status_code == 200
    return response.content.decode()


def _links(html: str) -> set[str]:
    return {h for h in re.findall(r'href="(/[^"]*)"', html) if not h.startswith("/static/")}


def _open_each(client: Client, html: str) -> dict[str, int]:
    return {href: client.get(href).status_code for href in sorted(_links(html))}


def test_a_visitor_is_asked_to_sign_in_and_sees_no_admin_link(client):
    html = _home(client)
    assert 'href="/accounts/login/?next=/"' in html
    assert 'id="get-started"' not in html
    assert 'href="/admin/"' not in html


def test_signing_in_from_the_start_page_comes_back_to_the_checklist(client, admin_user):
    response = client.post(
        "/accounts/login/?next=/",
        {"username": "admin", "password": "correct horse battery staple", "next": "/"},
    )
    assert response.status_code == 302
    assert response["Location"] == "/"
    assert "Set up this installation for your team" in _home(client)


def test_signing_in_without_a_next_page_lands_on_the_next_steps(client, django_user_model):
    django_user_model.objects.create_user("dana", password="correct horse battery staple")
    response = client.post(
        "/accounts/login/", {"username": "dana", "password": "correct horse battery staple"}
    )
    assert response.status_code == 302
    assert response["Location"] == "/"
    assert "Your next steps" in _home(client)


def test_the_browsers_favicon_request_finds_the_icon(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 301
    assert response["Location"].endswith("/img/favicon.svg")
    assert client.get(response["Location"]).status_code == 200


def test_an_admin_on_a_fresh_install_gets_the_set_up_checklist(client, admin_user):
    client.force_login(admin_user)
    html = _home(client)
    assert "Set up this installation for your team" in html
    assert "0 of 5 done" in html
    for href in ("/curation/people/", "/curation/groups/", "/memory/keys/", "/memory/connect/"):
        assert f'href="{href}"' in html


def test_the_checklist_ticks_each_step_as_it_is_done(client, admin_user, alice):
    client.force_login(admin_user)
    assert "1 of 5 done" in _home(client)  # alice: the admin is no longer alone
    ProjectFactory(slug="apollo")
    assert "2 of 5 done" in _home(client)
    _, raw = api_key_for(alice)
    assert "3 of 5 done" in _home(client)
    api_key_authenticate(raw_key=raw)  # an agent used it
    assert "4 of 5 done" in _home(client)
    MemoryFactory(owner=alice)
    html = _home(client)
    assert "5 of 5 done" in html
    assert "All set." in html


def test_a_user_sees_their_own_next_steps_only(client, alice, admin_user):
    api_key_for(admin_user)  # someone else's key does not tick alice's steps
    client.force_login(alice)
    html = _home(client)
    assert "Your next steps" in html
    assert "0 of 3 done" in html
    assert "/curation/" not in html
    assert 'href="/admin/"' not in html
    _, raw = api_key_for(alice)
    api_key_authenticate(raw_key=raw)
    MemoryFactory(owner=alice)
    assert "3 of 3 done" in _home(client)


def test_a_manager_is_shown_the_projects_they_manage(client, alice):
    ProjectMembershipFactory(project=ProjectFactory(slug="apollo"), user=alice, can_manage=True)
    ProjectMembershipFactory(project=ProjectFactory(slug="zeus"), user=alice)
    client.force_login(alice)
    html = _home(client)
    assert 'href="/memory/projects/apollo/members/"' in html
    assert "/memory/projects/zeus/" not in html


@pytest.mark.parametrize("who", ["admin", "manager", "user"])
def test_every_link_on_the_start_page_opens_for_whoever_sees_it(
    client, who, admin_user, alice, bob
):
    ProjectMembershipFactory(project=ProjectFactory(slug="apollo"), user=alice, can_manage=True)
    client.force_login({"admin": admin_user, "manager": alice, "user": bob}[who])
    statuses = _open_each(client, _home(client))
    assert statuses
    assert all(status == 200 for status in statuses.values()), statuses
