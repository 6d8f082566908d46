"""The people and groups pages: who may open and use each (admin, a project's manager, a plain
member, a stranger, staff without admin, signed out), what they change, and that a member
removed on a page loses access at once through every key bound to that project or persona."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from memories.models import AuditEvent, Invitation, Persona, Project, ProjectMembership
from tests.factories import UserFactory
from tests.factories.memories import (
    PersonaFactory,
    ProjectFactory,
    ProjectMembershipFactory,
    api_key_for,
)
from tests.memories.api.conftest import MEMORIES_URL, bearer

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _fast_passwords(settings: Any) -> None:
    """Many accounts per test: a fast hasher (the hasher is not what these tests are about)."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


ACTORS = ("admin", "manager", "member", "stranger", "staff", "anonymous")


@pytest.fixture
def team(admin_user: Any, alice: Any, bob: Any, carol: Any) -> dict[str, Any]:
    """apollo: alice manages it, bob is a member; carol is a stranger; zeus is another project
    alice is a plain member of."""
    apollo, zeus = ProjectFactory(slug="apollo"), ProjectFactory(slug="zeus")
    ProjectMembershipFactory(project=apollo, user=alice, can_manage=True)
    ProjectMembershipFactory(project=apollo, user=bob)
    ProjectMembershipFactory(project=zeus, user=alice)
    users = {"admin": admin_user, "manager": alice, "member": bob, "stranger": carol,
             "staff": UserFactory(username="staffer", is_staff=True)}  # fmt: skip
    return {"apollo": apollo, "zeus": zeus, "users": users, "dana": UserFactory(username="dana")}


def _client(team: dict[str, Any], actor: str) -> Client:
    client = Client()
    if actor != "anonymous":
        client.force_login(team["users"][actor])
    return client


def _operations(team: dict[str, Any]) -> dict[str, tuple[str, str, dict[str, str]]]:
    dana = team["dana"].pk
    return {
        "people list": ("get", "/curation/people/", {}),
        "person create": ("post", "/curation/people/", {"username": "newcomer"}),
        "person deactivate": ("post", f"/curation/people/{dana}/active", {"active": "false"}),
        "person new password": ("post", f"/curation/people/{dana}/password", {}),
        "groups list": ("get", "/curation/groups/", {}),
        "group create": ("post", "/curation/groups/", {"kind": "project", "slug": "hermes"}),
        "group page": ("get", "/curation/groups/project/apollo/", {}),
        "group member add": ("post", "/curation/groups/project/apollo/",
                             {"op": "set", "username": "dana", "role": "member"}),
        "project members page": ("get", "/memory/projects/apollo/members/", {}),
        "project member add": ("post", "/memory/projects/apollo/members/",
                               {"op": "set", "username": "dana", "role": "member"}),
        "other project members page": ("get", "/memory/projects/zeus/members/", {}),
        "other project member add": ("post", "/memory/projects/zeus/members/",
                                     {"op": "set", "username": "dana", "role": "member"}),
    }  # fmt: skip


# Who may do what: True = allowed (200 page or a redirect after the change).
ALLOWED = {
    "admin": {"*"},
    "manager": {"project members page", "project member add"},
    "member": set(),
    "stranger": set(),
    "staff": set(),
    "anonymous": set(),
}


def _changed(team: dict[str, Any], operation: str) -> bool:
    users = get_user_model().objects
    return {
        "person create": lambda: users.filter(username="newcomer").exists(),
        "person deactivate": lambda: not users.get(pk=team["dana"].pk).is_active,
        "person new password": lambda: not users.get(pk=team["dana"].pk).check_password(
            "correct horse battery staple"),
        "group create": lambda: Project.objects.filter(slug="hermes").exists(),
        "group member add": lambda: ProjectMembership.objects.filter(
            project=team["apollo"], user=team["dana"]).exists(),
        # A manager's page invites: dana joins only once she accepts.
        "project member add": lambda: Invitation.objects.filter(
            project=team["apollo"], user=team["dana"], status="pending").exists()
            and not team["apollo"].members.filter(pk=team["dana"].pk).exists(),
        "other project member add": lambda: Invitation.objects.filter(
            project=team["zeus"], user=team["dana"]).exists(),
    }.get(operation, lambda: False)()  # fmt: skip


@pytest.mark.parametrize("actor", ACTORS)
def test_who_may_open_and_use_each_people_and_groups_page(team: dict[str, Any], actor: str):
    for operation, (method, url, data) in _operations(team).items():
        response = getattr(_client(team, actor), method)(url, data)
        allowed = "*" in ALLOWED[actor] or operation in ALLOWED[actor]
        if actor == "anonymous":
            assert response.status_code == 302, operation
            assert response["Location"].startswith("/accounts/login/"), operation
        elif allowed:
            assert response.status_code in (200, 302), (operation, response.status_code)
            assert method == "get" or _changed(team, operation), operation
        else:
            assert response.status_code == 403, (operation, response.status_code)
            assert "You may not open this page" in response.content.decode(), operation
            assert not _changed(team, operation), operation
        # Undo, so each operation is judged on its own.
        ProjectMembership.objects.filter(user=team["dana"]).delete()
        Invitation.objects.filter(user=team["dana"]).delete()
        team["dana"].set_password("correct horse battery staple")
        team["dana"].is_active = True
        team["dana"].save()


def test_creating_a_person_shows_the_password_once_and_it_signs_in(team: dict[str, Any]):
    admin = _client(team, "admin")
    response = admin.post("/curation/people/", {"username": "newcomer", "email": ""})
    html = response.content.decode()
    password = re.search(r'<code id="new-password">([^<]+)</code>', html)
    assert response.status_code == 200
    assert password is not None
    assert Client().login(username="newcomer", password=password.group(1))
    assert password.group(1) not in admin.get("/curation/people/").content.decode()
    assert AuditEvent.objects.filter(action="user_create", detail__user="newcomer").exists()


def test_a_bad_or_taken_username_is_shown_on_the_form(team: dict[str, Any]):
    admin = _client(team, "admin")
    taken = admin.post("/curation/people/", {"username": "alice"}, HTTP_HX_REQUEST="true")
    assert taken.status_code == 409
    assert "already taken" in taken.content.decode()
    bad = admin.post("/curation/groups/", {"kind": "project", "slug": "no spaces"})
    assert bad.status_code == 400
    assert 'class="error"' in bad.content.decode()


def test_a_group_is_created_then_opens_its_members_page(team: dict[str, Any]):
    admin = _client(team, "admin")
    response = admin.post("/curation/groups/", {"kind": "persona", "slug": "reviewer",
                                                "name": "Code reviewer"})  # fmt: skip
    assert response["Location"] == "/curation/groups/persona/reviewer/"
    page = admin.get(response["Location"]).content.decode()
    assert "Code reviewer" in page
    assert "No members yet." in page
    htmx = admin.post("/curation/groups/", {"kind": "system", "slug": "billing"},
                      HTTP_HX_REQUEST="true")  # fmt: skip
    assert htmx.status_code == 204
    assert htmx["HX-Redirect"] == "/curation/groups/system/billing/"
    assert "Code reviewer" in admin.get("/curation/groups/").content.decode()


def test_the_forms_explain_their_fields_where_they_are_filled_in(team: dict[str, Any]):
    groups = _client(team, "admin").get("/curation/groups/").content.decode()
    assert 'id="id_slug_helptext"' in groups
    assert "What keys and the API name it by." in groups
    assert '<option value="project" selected>' in groups  # the usual first group
    keys = _client(team, "admin").get("/memory/keys/").content.decode()
    assert "a key bound to a persona or project reads only that binding" in keys
    assert "memory.manage: save" in keys
    # The admin is in no persona or project: the empty choices say why and where to fix it.
    assert "You are in no project yet" in keys
    assert "You are in no persona yet" in keys
    manager = _client(team, "manager").get("/memory/keys/").content.decode()
    assert "You are in no project yet" not in manager
    assert "You are in no persona yet" in manager


def test_an_admin_picks_a_new_member_from_the_people_there_are(team: dict[str, Any]):
    page = _client(team, "admin").get("/curation/groups/project/apollo/").content.decode()
    assert 'list="member-usernames"' in page
    assert '<option value="dana">' in page
    # A project's manager is not shown the installation's list of people.
    own = _client(team, "manager").get("/memory/projects/apollo/members/").content.decode()
    assert "<datalist" not in own
    assert 'id="member-username"' in own


def test_an_unknown_group_is_the_styled_404(team: dict[str, Any]):
    response = _client(team, "admin").get("/curation/groups/team/apollo/")
    assert response.status_code == 404
    assert "Nothing here" in response.content.decode()


def test_roles_are_changed_in_place_and_audited(team: dict[str, Any]):
    admin = _client(team, "admin")
    url = "/curation/groups/project/apollo/"
    response = admin.post(url, {"op": "set", "username": "bob", "role": "manager"},
                          HTTP_HX_REQUEST="true")  # fmt: skip
    assert response.status_code == 200
    assert '<section id="group-members">' in response.content.decode()
    assert ProjectMembership.objects.get(
        project=team["apollo"], user=team["users"]["member"]
    ).can_manage
    assert AuditEvent.objects.filter(action="project_member_set", detail__role="manager").exists()
    system = admin.post("/curation/groups/", {"kind": "system", "slug": "billing"})
    assert system.status_code == 302
    admin.post("/curation/groups/system/billing/", {"op": "set", "username": "carol",
                                                    "role": "manage"})  # fmt: skip
    assert team["users"]["stranger"].system_grants.get().can_manage


def test_a_removed_project_member_loses_access_at_once_through_every_bound_key(team):
    bob = team["users"]["member"]
    _, bound = api_key_for(bob, project=team["apollo"])
    _, also_bound = api_key_for(bob, project=team["apollo"], reads_private=True)
    _, unbound = api_key_for(bob)
    for raw in (bound, also_bound, unbound):
        assert bearer(raw).get(MEMORIES_URL).status_code == 200
    removed = _client(team, "manager").post(
        "/memory/projects/apollo/members/", {"op": "remove", "username": "bob"}
    )
    assert removed.status_code == 302
    for raw in (bound, also_bound):
        response = bearer(raw).get(MEMORIES_URL)
        assert response.status_code == 403
        assert response.json()["error"]["code"] == "binding_revoked"
    assert bearer(unbound).get(MEMORIES_URL).status_code == 200  # an unbound key is unaffected


def test_a_removed_persona_member_loses_access_at_once_through_a_bound_key(team):
    persona = PersonaFactory(slug="reviewer")
    persona.members.add(team["users"]["member"])
    _, raw = api_key_for(team["users"]["member"], persona=persona)
    assert bearer(raw).get(MEMORIES_URL).status_code == 200
    response = _client(team, "admin").post(
        "/curation/groups/persona/reviewer/", {"op": "remove", "username": "bob"}
    )
    assert response.status_code == 302
    assert bearer(raw).get(MEMORIES_URL).json()["error"]["code"] == "binding_revoked"
    assert not Persona.objects.get(slug="reviewer").members.exists()


def test_a_deactivated_person_is_signed_out_and_their_keys_stop(team):
    bob = team["users"]["member"]
    _, raw = api_key_for(bob)
    session = _client(team, "member")
    assert session.get("/memory/").status_code == 200
    response = _client(team, "admin").post(f"/curation/people/{bob.pk}/active", {"active": "false"})
    assert response.status_code == 302
    assert session.get("/memory/").status_code == 302  # back to sign-in
    assert bearer(raw).get(MEMORIES_URL).status_code == 401


def test_a_manager_sees_the_members_link_on_their_project_settings_only(team):
    manager = _client(team, "manager")
    assert "/memory/projects/apollo/members/" in manager.get(
        "/memory/projects/apollo/settings/").content.decode()  # fmt: skip
    assert "/members/" not in manager.get("/memory/projects/zeus/settings/").content.decode()


def test_a_manager_cannot_remove_themselves_and_sees_why(team):
    response = _client(team, "manager").post(
        "/memory/projects/apollo/members/", {"op": "remove", "username": "alice"},
        HTTP_HX_REQUEST="true",
    )  # fmt: skip
    assert response.status_code == 403
    assert "ask an admin" in response.content.decode()
    assert ProjectMembership.objects.filter(project=team["apollo"], user__username="alice").exists()


def _queries(client: Client, url: str) -> int:
    with CaptureQueriesContext(connection) as captured:
        assert client.get(url).status_code == 200
    return len(captured)


@pytest.mark.parametrize(
    "url", ["/curation/people/", "/curation/groups/", "/curation/groups/project/apollo/",
            "/memory/projects/apollo/members/"],
)  # fmt: skip
def test_people_and_group_pages_read_a_fixed_number_of_rows_however_many_people(team, url):
    admin = _client(team, "admin")
    before = _queries(admin, url)
    for n in range(6):
        person = UserFactory(username=f"extra{n}")
        ProjectMembershipFactory(project=team["apollo"], user=person)
        api_key_for(person)
        ProjectFactory(slug=f"extra-{n}")
    assert _queries(admin, url) == before


def test_an_admin_gives_someone_a_new_one_time_password_and_they_change_it(team):
    dana = team["dana"]
    response = _client(team, "admin").post(f"/curation/people/{dana.pk}/password")
    found = re.search(r'<code id="new-password">([^<]+)</code>', response.content.decode())
    assert response.status_code == 200
    assert found is not None
    assert "New password for dana" in response.content.decode()
    browser = Client()
    assert browser.login(username="dana", password=found.group(1))
    changed = browser.post("/memory/password/", {
        "old_password": found.group(1), "new_password1": "a much better passphrase 42",
        "new_password2": "a much better passphrase 42",
    })  # fmt: skip
    assert changed["Location"] == "/memory/password/done/"
    assert Client().login(username="dana", password="a much better passphrase 42")
    assert AuditEvent.objects.filter(action="user_password_reset", detail__user="dana").exists()


def test_only_an_admin_resets_a_password(team):
    for actor in ("manager", "member", "staff"):
        response = _client(team, actor).post(f"/curation/people/{team['dana'].pk}/password")
        assert response.status_code == 403
    assert Client().login(username="dana", password="correct horse battery staple")


SHAPES = {
    "/curation/people/": "people",
    "/curation/groups/": "groups",
    "/curation/groups/project/apollo/": "group-members",
    "/memory/projects/apollo/members/": "group-members",
    "/memory/connect/": "connect",
}


@pytest.mark.parametrize(("url", "root"), SHAPES.items())
def test_each_new_page_is_whole_for_browsers_a_partial_for_htmx_and_works_without_js(
    team, url, root
):
    admin = _client(team, "admin")
    api_key_for(team["users"]["admin"])  # the connect page shows its snippets
    page = admin.get(url)
    html = page.content.decode()
    assert "HX-Request" in page["Vary"]
    assert "<html" in html
    assert f'<section id="{root}"' in html
    body = admin.get(url, HTTP_HX_REQUEST="true").content.decode()
    assert body.lstrip().startswith(f'<section id="{root}"')
    # Every hx-post sits in a real <form method="post"> posting to the same place.
    forms = re.findall(r"<form ([^>]*)>", html)
    hx = [f for f in forms if "hx-post" in f]
    assert hx or root == "connect"
    assert html.count("hx-post=") == len(hx)  # none on a bare button
    for attrs in hx:
        assert 'method="post"' in attrs
        assert re.search(r'action="([^"]+)"', attrs).group(1) == re.search(
            r'hx-post="([^"]+)"', attrs
        ).group(1)
