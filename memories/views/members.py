"""Members of a persona, project or system, as a page shows them and changes them: shared by the
admins' group pages (/curation/groups/…), a project manager's page
(/memory/projects/<slug>/members/) and a persona's page (/memory/personas/<slug>/). They differ
in who may open them, where they post, and how someone new comes in: an admin's group page adds
them; a manager's page invites them (`services.people.invitations`), and they join once they
accept."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpResponse, QueryDict
from django.shortcuts import redirect
from django.urls import reverse
from django.views.decorators.http import require_http_methods

from memories.models import (
    Persona,
    PersonaMembership,
    Project,
    ProjectMembership,
    System,
    SystemGrant,
)
from memories.scoping import Principal, access_project, may_manage_project_members
from memories.services.people.accounts import (
    persona_member_set,
    project_member_set,
    system_grant_set,
)
from memories.services.people.invitations import member_invite, member_leave
from memories.views.rendering import page_principal, render_partial
from memory_project.errors import DomainError
from memory_project.htmx_messages import HtmxHttpRequest, flash_call

PARTIAL = "memories/partials/group_members.html"
PAGE = "memories/page.html"

# The role a member form offers per kind: (value, label).
ROLES: dict[str, list[tuple[str, str]]] = {
    "persona": [("member", "member"), ("manager", "manager (manages members and memory tools)")],
    "project": [("member", "member"), ("manager", "manager (manages members)")],
    "system": [("read", "read"), ("manage", "manage")],
}


def member_rows(kind: str, group: Persona | Project | System) -> list[dict[str, Any]]:
    """One row per member: username, whether active, role (one query)."""
    if isinstance(group, Persona | Project):
        rows = (
            PersonaMembership.objects.filter(persona=group)
            if isinstance(group, Persona)
            else ProjectMembership.objects.filter(project=group)
        ).values_list("user__username", "user__is_active", "can_manage")
        return [
            {"username": name, "active": active, "role": "manager" if manages else "member"}
            for name, active, manages in rows.order_by("user__username")
        ]
    grants = SystemGrant.objects.filter(system=group).select_related("user")
    return [
        {
            "username": g.user.username,
            "active": g.user.is_active,
            "role": "manage" if g.can_manage else "read",
        }
        for g in grants.order_by("user__username")
    ]


def member_change(
    *,
    principal: Principal,
    kind: str,
    group: Persona | Project | System,
    post: QueryDict,
    invite: bool = False,
) -> str:
    """Apply one member form (`username`, `role`, `op` = set or remove); the message to show.
    With `invite` (a manager's page) someone new to a project or persona is invited, not added.
    The services check who may do it."""
    username = (post.get("username") or "").strip()
    role = post.get("role") or ""
    remove = post.get("op") == "remove"
    if invite and isinstance(group, Project | Persona):
        if remove:
            return member_leave(principal=principal, group=group, username=username)
        return member_invite(
            principal=principal, group=group, username=username, can_manage=role == "manager"
        )
    if isinstance(group, Persona):
        persona_member_set(
            principal=principal, persona=group, username=username, member=not remove,
            can_manage=role == "manager",
        )  # fmt: skip
    elif isinstance(group, Project):
        project_member_set(
            principal=principal, project=group, username=username, member=not remove,
            can_manage=role == "manager",
        )  # fmt: skip
    else:
        system_grant_set(
            principal=principal, system=group, username=username,
            access="none" if remove else (role if role in ("read", "manage") else "read"),
        )  # fmt: skip
    if remove:
        return f"{username} removed from {kind} {group.slug}: it applies at once, to every key."
    return f"{username} is now in {kind} {group.slug}" + (f" ({role})." if role else ".")


def members_context(
    *,
    kind: str,
    group: Persona | Project | System,
    action: str,
    back: str,
    back_label: str,
    invite: bool = False,
    me: str = "",
) -> dict[str, Any]:
    """`me`: on a manager's page, the manager, whose own row offers no demotion or removal (the
    services refuse it; an admin does it)."""
    return {
        "invite": invite,
        "me": me,
        "kind": kind,
        "group": group,
        "members": member_rows(kind, group),
        "roles": ROLES[kind],
        "action": action,
        "back": back,
        "back_label": back_label,
    }


@login_required
@require_http_methods(["GET", "POST"])
def project_members(request: HtmxHttpRequest, slug: str) -> HttpResponse:
    """A project manager's page for their own project's members (admins use /curation/groups/).
    A member who does not manage the project, and anyone else, gets the refusal page."""
    principal = page_principal(request)
    try:
        project = access_project(principal, slug)
    except DomainError:
        project = None
    if project is None or not may_manage_project_members(principal, project.pk):
        # One refusal for a project that does not exist, one not theirs and one they only use.
        raise PermissionDenied("Only a manager of this project may manage its members.")
    url = reverse("memory-project-members", args=[project.slug])
    status = 200
    if request.method == "POST":
        status = flash_call(
            request,
            lambda: member_change(
                principal=principal, kind="project", group=project, post=request.POST, invite=True
            ),
            done=str,  # the change says what it did
        )
        if status == 200 and not request.htmx:
            return redirect(url)
    context = members_context(
        kind="project", group=project, action=url,
        back=reverse("memory-project-settings", args=[project.slug]), back_label="Project settings",
        invite=True, me="" if principal.is_admin else principal.username,
    )  # fmt: skip
    return render_partial(request, PARTIAL, context, page=PAGE, status=status)
