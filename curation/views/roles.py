"""The admins' settings of roles, shown beside members: a persona's memory tools (opt-in) and the
rules (`memory.read`, `memory.manage`) granted or revoked for a persona, a project's members or
managers, or a Django group. The forms post to the page they sit on, with `op` = tools, revoke
or grant; the services check who may and audit it."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import Group
from django.db.models import Count
from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.views.decorators.http import require_POST

from curation.views.common import curator_required
from memories.models import (
    ROLE_GROUP,
    ROLE_PERSONA,
    ROLE_PERSONA_MANAGER,
    ROLE_PROJECT_MANAGER,
    ROLE_PROJECT_MEMBER,
    Persona,
    Project,
    System,
)
from memories.scoping import Principal
from memories.services.people.accounts import group_get
from memories.services.people.persona_tools import persona_tool_rows
from memories.services.people.role_rules import role_get, role_rows, role_rule_set
from memories.views.personas import tools_change
from memories.views.rendering import in_place_or_redirect, page_principal
from memory_project.errors import DomainError, ValidationFailed
from memory_project.htmx_messages import HtmxHttpRequest, flash_call

ROLE_SETTINGS = "curation/partials/role_settings.html"
DJANGO_GROUPS = "curation/partials/django_groups.html"

OPS = ("tools", "revoke", "grant")


def role_change(*, principal: Principal, post: QueryDict, persona: Persona | None = None) -> str:
    """Apply one settings form; the message to show."""
    op = post.get("op") or ""
    if op == "tools":
        if persona is None:
            raise ValidationFailed("Only a persona has allowed tools.", fields={"op": ["tools"]})
        return tools_change(principal=principal, persona=persona, post=post)
    if op not in ("revoke", "grant"):
        raise ValidationFailed("Choose to revoke or grant a rule.", fields={"op": [op]})
    kind = post.get("kind") or ""
    role = role_get(kind=kind, role_id=post.get("role_id") or "")
    rule = post.get("rule") or ""
    granted = op == "grant"
    role_rule_set(principal=principal, kind=kind, role=role, rule=rule, granted=granted)
    done = "granted to" if granted else "revoked for"
    return f"{rule} {done} this role: every key of everyone in it follows now."


def group_settings(group: Persona | Project | System) -> dict[str, Any]:
    """The settings a persona's or project's page shows under its members (a system: none)."""
    context: dict[str, Any] = {"group": group}
    if isinstance(group, Persona):
        context["tool_families"] = persona_tool_rows(group)
        context["role_rows"] = role_rows(ROLE_PERSONA, [group]) + role_rows(
            ROLE_PERSONA_MANAGER, [group]
        )
    elif isinstance(group, Project):
        members = role_rows(ROLE_PROJECT_MEMBER, [group])
        context["role_rows"] = members + role_rows(ROLE_PROJECT_MANAGER, [group])
    else:
        return {}
    kind = "persona" if isinstance(group, Persona) else "project"
    context["action"] = reverse("curation:group-settings", args=[kind, group.slug])
    return context


def django_groups_context() -> dict[str, Any]:
    """The Django groups (made in Django's admin) with their member counts and rules."""
    groups = list(Group.objects.annotate(n=Count("user")).order_by("name")[:200])
    rows = role_rows(ROLE_GROUP, groups)
    for row, group in zip(rows, groups, strict=True):
        row["label"] = f"{row['label']} ({getattr(group, 'n', 0)} people)"
    return {"role_rows": rows, "action": reverse("curation:django-group-rules")}


def _apply(request: HttpRequest, persona: Persona | None = None) -> int:
    """Run one settings form and flash how it went; the answer's status."""
    return flash_call(
        request,
        lambda: role_change(principal=page_principal(request), post=request.POST, persona=persona),
        done=str,  # the change says what it did
    )


@curator_required
@require_POST
def group_role_settings(request: HtmxHttpRequest, kind: str, slug: str) -> HttpResponse:
    """A persona's memory tools and a persona's or project's role rules, changed in place; the
    section alone for htmx, else back to the group's page."""
    try:
        group = group_get(kind=kind, slug=slug)
    except DomainError:
        raise Http404("No such group.") from None
    status = _apply(request, group if isinstance(group, Persona) else None)
    return in_place_or_redirect(
        request,
        reverse("curation:group", args=[kind, group.slug]),
        lambda: _section(request, ROLE_SETTINGS, group_settings(group), status),
    )


@curator_required
@require_POST
def django_group_rules(request: HtmxHttpRequest) -> HttpResponse:
    """A Django group's rules, changed in place on the groups page."""
    status = _apply(request)
    return in_place_or_redirect(
        request,
        reverse("curation:groups"),
        lambda: _section(request, DJANGO_GROUPS, django_groups_context(), status),
    )


def _section(
    request: HttpRequest, template: str, context: dict[str, Any], status: int
) -> HttpResponse:
    """A settings section alone, for htmx (`Vary: HX-Request`: a browser gets a redirect)."""
    response = render(request, template, context, status=status)
    patch_vary_headers(response, ["HX-Request"])
    return response
