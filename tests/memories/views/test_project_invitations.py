"""A project manager's member form invites: it answers the same words whether or not a username
exists, adds no one, and the invited person accepts (becoming a member with the role offered)
or declines on their own start page. Nobody answers someone else's invitation: it is a 404
like a missing one. Inviting, withdrawing and answering are audited; an admin's group page
still adds people directly."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client

from memories.models import AuditEvent, Invitation, ProjectMembership
from tests.factories import UserFactory
from tests.factories.memories import ProjectFactory, ProjectMembershipFactory, api_key_for
from tests.memories.api.conftest import MEMORIES_URL, bearer

pytestmark = pytest.mark.django_db

MEMBERS = "/memory/projects/apollo/members/"


@pytest.fixture(autouse=True)
def _fast_passwords(settings: Any) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def team(admin_user: Any, alice: Any, bob: Any, carol: Any) -> dict[str, Any]:
    """apollo: alice manages it, bob is a member; carol is in no project; dana is invited."""
    apollo = ProjectFactory(slug="apollo", name="Apollo")
    ProjectMembershipFactory(project=apollo, user=alice, can_manage=True)
    ProjectMembershipFactory(project=apollo, user=bob)
    return {
        "apollo": apollo,
        "admin": admin_user, "manager": alice, "member": bob, "stranger": carol,
        "staff": UserFactory(username="staffer", is_staff=True),
        "dana": UserFactory(username="dana"),
        "erin": UserFactory(username="erin", is_active=False),
    }  # fmt: skip


def _as(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def _flash(html: str) -> str:
    found = re.search(r'<p class="flash [^"]*" role="status">([^<]*)</p>', html)
    assert found is not None, html[:2000]
    return found.group(1)


def _unmasked(page: bytes) -> bytes:
    """The page with its CSRF tokens (masked afresh for every response) blanked out."""
    return re.sub(rb"[A-Za-z0-9]{64}", b"CSRF", page)


def _invite(team: dict[str, Any], username: str, role: str = "member") -> Any:
    return _as(team["manager"]).post(
        MEMBERS, {"op": "set", "username": username, "role": role}, follow=True
    )


def test_the_member_form_answers_the_same_whether_or_not_the_username_exists(team):
    answers = {name: _invite(team, name) for name in ("dana", "nobody-here", "erin")}

    statuses = {name: response.status_code for name, response in answers.items()}
    flashes = {
        name: _flash(r.content.decode()).replace(name, "NAME") for name, r in answers.items()
    }
    assert statuses == {"dana": 200, "nobody-here": 200, "erin": 200}
    assert len(set(flashes.values())) == 1
    assert "If NAME has an account, they have been invited" in flashes["dana"]
    # No one was added; the page lists members only, so it does not tell who exists either.
    assert not ProjectMembership.objects.filter(project=team["apollo"], user=team["dana"]).exists()
    assert all(f"<td>{name}" not in r.content.decode() for name, r in answers.items())
    invited = Invitation.objects.get()
    assert (invited.user, invited.status, invited.invited_by) == (
        team["dana"], "pending", team["manager"],
    )  # fmt: skip
    assert AuditEvent.objects.filter(action="project_member_invite").count() == 1


def test_inviting_again_changes_the_role_offered_and_writes_no_second_invitation(team):
    _invite(team, "dana")
    _invite(team, "dana", role="manager")

    invitation = Invitation.objects.get()
    assert invitation.can_manage
    assert invitation.status == "pending"


def test_the_invited_person_accepts_on_their_start_page_and_becomes_a_member(team):
    _invite(team, "dana", role="manager")
    dana = _as(team["dana"])
    start = dana.get("/").content.decode()
    assert '<section id="invitations">' in start
    assert "Apollo" in start
    assert "as manager" in start
    assert "from alice" in start
    _, raw = api_key_for(team["dana"])
    assert bearer(raw).get(MEMORIES_URL + "?scope=project").status_code == 200
    invitation = Invitation.objects.get()

    answered = dana.post(f"/memory/invitations/{invitation.pk}/", {"answer": "accept"})

    assert answered.status_code == 302
    assert answered["Location"] == "/memory/invitations/"
    page = dana.get(answered["Location"]).content.decode()
    assert "You are now a member of project Apollo" in page
    assert ProjectMembership.objects.get(project=team["apollo"], user=team["dana"]).can_manage
    invitation.refresh_from_db()
    assert invitation.status == "accepted"
    assert invitation.answered_at is not None
    accept = AuditEvent.objects.get(action="project_invitation_accept")
    assert accept.actor == team["dana"]
    assert accept.detail["project"] == "apollo"
    assert '<section id="invitations">' not in dana.get("/").content.decode()


def test_declining_adds_nothing_and_is_audited(team):
    _invite(team, "dana")
    invitation = Invitation.objects.get()

    answered = _as(team["dana"]).post(
        f"/memory/invitations/{invitation.pk}/", {"answer": "decline"}, HTTP_HX_REQUEST="true"
    )

    assert answered.status_code == 200
    html = answered.content.decode()
    assert html.startswith('<section id="invitations">')
    assert "You declined the invitation to project apollo" in html
    assert not ProjectMembership.objects.filter(project=team["apollo"], user=team["dana"]).exists()
    invitation.refresh_from_db()
    assert invitation.status == "declined"
    assert AuditEvent.objects.filter(action="project_invitation_decline").count() == 1


@pytest.mark.parametrize("actor", ["admin", "manager", "member", "stranger", "staff"])
def test_nobody_answers_someone_elses_invitation_it_is_a_404_like_a_missing_one(team, actor):
    _invite(team, "dana")
    invitation = Invitation.objects.get()
    client = _as(team[actor])

    theirs = client.post(f"/memory/invitations/{invitation.pk}/", {"answer": "accept"})
    missing = client.post(f"/memory/invitations/{invitation.pk + 1000}/", {"answer": "accept"})
    declined = client.post(f"/memory/invitations/{invitation.pk}/", {"answer": "decline"})

    assert theirs.status_code == missing.status_code == declined.status_code == 404
    assert _unmasked(theirs.content) == _unmasked(missing.content) == _unmasked(declined.content)
    invitation.refresh_from_db()
    assert invitation.status == "pending"
    assert not ProjectMembership.objects.filter(project=team["apollo"], user=team["dana"]).exists()
    assert not AuditEvent.objects.filter(action__startswith="project_invitation_").exists()


def test_an_invitation_is_answered_once_and_a_signed_out_visitor_is_sent_to_sign_in(team):
    _invite(team, "dana")
    invitation = Invitation.objects.get()
    url = f"/memory/invitations/{invitation.pk}/"
    dana = _as(team["dana"])
    assert dana.post(url, {"answer": "decline"}).status_code == 302

    again = dana.post(url, {"answer": "accept"})
    nonsense = dana.post(url, {"answer": "maybe"})
    visitor = Client().post(url, {"answer": "accept"})

    assert again.status_code == 404
    assert nonsense.status_code == 400
    assert "Answer accept or decline." in nonsense.content.decode()
    assert visitor.status_code == 302
    assert visitor["Location"].startswith("/accounts/login/")
    assert not ProjectMembership.objects.filter(project=team["apollo"], user=team["dana"]).exists()


def test_removing_someone_not_in_the_project_answers_alike_and_withdraws_an_invitation(team):
    _invite(team, "dana")
    manager = _as(team["manager"])

    answers = {
        name: manager.post(MEMBERS, {"op": "remove", "username": name}, follow=True)
        for name in ("dana", "nobody-here", "carol")
    }

    flashes = {
        name: _flash(r.content.decode()).replace(name, "NAME") for name, r in answers.items()
    }
    assert {r.status_code for r in answers.values()} == {200}
    assert len(set(flashes.values())) == 1
    assert Invitation.objects.get().status == "withdrawn"
    assert AuditEvent.objects.filter(action="project_invitation_withdraw").count() == 1
    withdrawn = f"/memory/invitations/{Invitation.objects.get().pk}/"
    assert _as(team["dana"]).post(withdrawn, {"answer": "accept"}).status_code == 404


def test_a_managers_own_row_offers_no_demotion_or_removal(team):
    page = _as(team["manager"]).get(MEMBERS).content.decode()

    assert 'aria-label="Remove bob"' in page
    assert 'aria-label="Remove alice"' not in page
    assert "(you: an admin changes your own role)" in page


def test_a_manager_changes_a_members_role_at_once(team):
    response = _invite(team, "bob", role="manager")

    assert "bob is now a manager of project apollo" in _flash(response.content.decode())
    assert ProjectMembership.objects.get(project=team["apollo"], user=team["member"]).can_manage
    assert not Invitation.objects.exists()


def test_an_admins_group_page_still_adds_someone_directly(team):
    response = _as(team["admin"]).post(
        "/curation/groups/project/apollo/", {"op": "set", "username": "dana", "role": "member"}
    )

    assert response.status_code == 302
    assert ProjectMembership.objects.filter(project=team["apollo"], user=team["dana"]).exists()
    assert not Invitation.objects.exists()
