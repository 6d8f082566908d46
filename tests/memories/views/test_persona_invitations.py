"""A persona's managers bring people in as a project's do (`services.people.invitations`): the
member form on the persona's page invites, answering the same words whether or not a username
exists; the invited person accepts (acting as the persona, with the role offered) or declines on
their own start page; a manager removes a member at once, or withdraws an invitation. A manager
of another persona, a plain member and every key may not; an admin may. All of it is audited."""

from __future__ import annotations

from typing import Any, cast

import pytest

from memories.models import AuditEvent, Invitation, Persona, PersonaMembership
from memories.scoping import may_manage_members, principal_for_api_key, principal_for_user
from memories.services.people.invitations import member_invite, member_leave
from memory_project.errors import Forbidden
from tests.factories import UserFactory
from tests.factories.memories import PersonaFactory, api_key_for
from tests.memories.api.conftest import MEMORIES_URL, bearer
from tests.memories.views.test_project_invitations import (
    _as,
    _fast_passwords,  # noqa: F401 (autouse)
    _flash,
)

pytestmark = pytest.mark.django_db

PAGE = "/memory/personas/quiet/"


@pytest.fixture
def team(admin_user: Any, alice: Any, bob: Any, carol: Any) -> dict[str, Any]:
    """Persona "quiet" (both tool families): alice manages it, bob is a plain member; carol
    manages persona "loud"; dana acts as no persona; erin's account is deactivated."""
    quiet = cast(
        Persona,
        PersonaFactory(slug="quiet", name="Quiet", allowed_tools=["memory.read", "memory.manage"]),
    )
    PersonaMembership.objects.create(persona=quiet, user=alice, can_manage=True)
    PersonaMembership.objects.create(persona=quiet, user=bob)
    loud = cast(Persona, PersonaFactory(slug="loud"))
    PersonaMembership.objects.create(persona=loud, user=carol, can_manage=True)
    return {
        "quiet": quiet, "loud": loud,
        "admin": admin_user, "manager": alice, "member": bob, "other_manager": carol,
        "dana": UserFactory(username="dana"),
        "erin": UserFactory(username="erin", is_active=False),
    }  # fmt: skip


def _invite(team: dict[str, Any], username: str, role: str = "member", who: str = "manager") -> Any:
    return _as(team[who]).post(PAGE, {"op": "set", "username": username, "role": role}, follow=True)


def test_the_managers_form_invites_and_answers_alike_whether_or_not_the_name_exists(team):
    page = _as(team["manager"]).get(PAGE).content.decode()
    assert "Invite or change role" in page
    assert 'id="member-username"' in page
    # Her own row offers nothing she may not do (the service refuses it): an admin does it.
    assert 'aria-label="Remove bob"' in page
    assert 'aria-label="Remove alice"' not in page
    assert "(you: an admin changes your own role)" in page
    admins = _as(team["admin"]).get(PAGE).content.decode()
    assert 'aria-label="Remove alice"' in admins

    answers = {name: _invite(team, name) for name in ("dana", "nobody-here", "erin")}

    flashes = {
        name: _flash(r.content.decode()).replace(name, "NAME") for name, r in answers.items()
    }
    assert {r.status_code for r in answers.values()} == {200}
    assert len(set(flashes.values())) == 1
    assert "If NAME has an account, they have been invited to persona quiet" in flashes["dana"]
    assert not PersonaMembership.objects.filter(persona=team["quiet"], user=team["dana"]).exists()
    invited = Invitation.objects.get()
    assert (invited.persona, invited.project, invited.user, invited.invited_by, invited.status) == (
        team["quiet"], None, team["dana"], team["manager"], "pending",
    )  # fmt: skip
    event = AuditEvent.objects.get(action="persona_member_invite")
    assert (event.actor, event.detail["persona"], event.detail["role"]) == (
        team["manager"], "quiet", "member",
    )  # fmt: skip


def test_the_invited_person_accepts_and_their_key_acts_as_the_persona_at_once(team):
    _invite(team, "dana", role="manager")
    _invite(team, "dana", role="manager")  # again: the same invitation, no second one
    dana = _as(team["dana"])
    start = dana.get("/").content.decode()
    assert '<section id="invitations">' in start
    assert "persona <code>quiet</code> as manager, from alice" in start
    invitation = Invitation.objects.get()

    answered = dana.post(f"/memory/invitations/{invitation.pk}/", {"answer": "accept"})

    assert (answered.status_code, answered["Location"]) == (302, "/memory/invitations/")
    assert (
        "You are now a member of persona Quiet (quiet)."
        in dana.get("/memory/invitations/").content.decode()
    )
    assert PersonaMembership.objects.get(persona=team["quiet"], user=team["dana"]).can_manage
    accept = AuditEvent.objects.get(action="persona_invitation_accept")
    assert (accept.actor, accept.detail["persona"], accept.detail["role"]) == (
        team["dana"], "quiet", "manager",
    )  # fmt: skip
    _, raw = api_key_for(team["dana"], persona=team["quiet"])
    assert bearer(raw).get(MEMORIES_URL).status_code == 200
    assert dana.get(PAGE).status_code == 200  # she manages it now: the page is hers too
    assert "Invite or change role" in dana.get(PAGE).content.decode()


def test_declining_adds_no_one_and_is_audited(team):
    _invite(team, "dana")
    invitation = Invitation.objects.get()

    _as(team["dana"]).post(f"/memory/invitations/{invitation.pk}/", {"answer": "decline"})

    assert not PersonaMembership.objects.filter(persona=team["quiet"], user=team["dana"]).exists()
    assert Invitation.objects.get().status == "declined"
    assert AuditEvent.objects.filter(action="persona_invitation_decline").count() == 1


def test_a_manager_removes_a_member_at_once_and_withdraws_an_invitation_alike(team):
    _, raw = api_key_for(team["member"], persona=team["quiet"])
    _invite(team, "dana")
    manager = _as(team["manager"])

    removed = manager.post(PAGE, {"op": "remove", "username": "bob"}, follow=True)
    answers = {
        name: manager.post(PAGE, {"op": "remove", "username": name}, follow=True)
        for name in ("dana", "nobody-here", "carol")
    }

    assert "bob removed from persona quiet" in _flash(removed.content.decode())
    assert not PersonaMembership.objects.filter(persona=team["quiet"], user=team["member"]).exists()
    refused = bearer(raw).get(MEMORIES_URL)
    assert refused.status_code == 403
    assert refused.json()["error"]["code"] == "binding_revoked"
    flashes = {
        name: _flash(r.content.decode()).replace(name, "NAME") for name, r in answers.items()
    }
    assert len(set(flashes.values())) == 1
    assert Invitation.objects.get().status == "withdrawn"
    assert AuditEvent.objects.filter(action="persona_invitation_withdraw").count() == 1
    assert AuditEvent.objects.filter(action="persona_member_remove").count() == 1


def test_an_admin_invites_on_the_persona_page_too(team):
    response = _invite(team, "dana", who="admin")

    assert "they have been invited to persona quiet" in _flash(response.content.decode())
    assert Invitation.objects.get().invited_by == team["admin"]


def test_a_plain_member_and_another_personas_manager_invite_no_one(team):
    plain = _as(team["member"]).post(PAGE, {"op": "set", "username": "dana"})
    other = _as(team["other_manager"]).post(PAGE, {"op": "set", "username": "dana"})

    assert plain.status_code == 403
    assert other.status_code == 404  # not acting as it: like a persona that does not exist
    assert b"No persona with this name." in other.content
    assert not Invitation.objects.exists()


@pytest.mark.parametrize("who", ["manager", "admin", "member", "other_manager", "manager_key"])
def test_scoping_decides_who_may_manage_a_personas_members(team, who):
    """The service's own refusal, whatever the page: the rule is `scoping.may_manage_members`."""
    if who == "manager_key":  # the manager's own key, bound to the persona: never
        principal = principal_for_api_key(api_key_for(team["manager"], persona=team["quiet"])[0])
    else:
        principal = principal_for_user(team[who])
    allowed = who in {"manager", "admin"}

    assert may_manage_members(principal, team["quiet"]) is allowed
    assert may_manage_members(principal, team["loud"]) is (who in {"admin", "other_manager"})
    if allowed:
        member_invite(principal=principal, group=team["quiet"], username="dana")
        member_leave(principal=principal, group=team["quiet"], username="dana")
        assert Invitation.objects.get().status == "withdrawn"
        return
    for change in (
        lambda: member_invite(principal=principal, group=team["quiet"], username="dana"),
        lambda: member_leave(principal=principal, group=team["quiet"], username="bob"),
    ):
        with pytest.raises(Forbidden):
            change()
    assert not Invitation.objects.exists()
    assert PersonaMembership.objects.filter(persona=team["quiet"]).count() == 2
    assert not AuditEvent.objects.filter(action__startswith="persona_").exists()
