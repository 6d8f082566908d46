"""/memory/personas/<slug>/: a persona's page for the people acting as it: its memory tools and
members, shown to its members and changed by its managers, who invite someone new as a
project's managers do (admins also use /curation/groups/, which adds directly). Who may is the
scoping layer's (`access_persona`, `may_manage_members`); the services audit."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, QueryDict
from django.shortcuts import redirect
from django.urls import reverse
from django.views.decorators.http import require_http_methods

from memories.models import Persona, PersonaMembership
from memories.scoping import Principal, access_persona, may_manage_persona
from memories.services.people.persona_tools import persona_tool_rows, persona_tools_set
from memories.views.members import member_change, members_context
from memories.views.rendering import page_principal, render_partial
from memory_project.errors import DomainError
from memory_project.htmx_messages import HtmxHttpRequest, flash_call

PAGE = "memories/page.html"
PERSONA = "memories/partials/persona.html"
TOOLS = "memories/partials/persona_tools.html"
MEMBERS = "memories/partials/group_members.html"


def _context(principal: Principal, persona: Persona) -> dict[str, Any]:
    url = reverse("memory-persona", args=[persona.slug])
    manages = may_manage_persona(principal, persona.pk)
    managers = PersonaMembership.objects.filter(persona=persona, can_manage=True)
    # The way back closes the whole page (after its memory tools), not the members' part.
    members = members_context(
        kind="persona", group=persona, action=url, back="", back_label="", invite=True,
        me="" if principal.is_admin else principal.username,
    )  # fmt: skip
    return {
        **members,
        "persona": persona,
        "persona_back": reverse("memory-keys"),
        "manages": manages,
        "tool_families": persona_tool_rows(persona),
        "managers": list(
            managers.order_by("user__username").values_list("user__username", flat=True)
        ),
    }


def tools_change(*, principal: Principal, persona: Persona, post: QueryDict) -> str:
    """The tools form (`allowed_tools`), on this page and the admins' persona page alike; the
    message to show."""
    persona_tools_set(principal=principal, persona=persona, tools=post.getlist("allowed_tools"))
    shown = ", ".join(persona.allowed_tools) or "none (opted out)"
    return f"Memory tools of persona {persona.slug}: {shown}. Every key bound to it follows now."


def _change(principal: Principal, persona: Persona, request: HtmxHttpRequest) -> str:
    """One form of the page: its memory tools (`op` = tools), or a member's role, an invitation
    or a removal (set, remove)."""
    if request.POST.get("op") == "tools":
        return tools_change(principal=principal, persona=persona, post=request.POST)
    return member_change(
        principal=principal, kind="persona", group=persona, post=request.POST, invite=True
    )


@login_required
@require_http_methods(["GET", "POST"])
def persona_page(request: HtmxHttpRequest, slug: str) -> HttpResponse:
    """Members see the persona's tools and members; its managers (and admins) change them. A
    persona one does not act as answers like one that does not exist."""
    principal = page_principal(request)
    try:
        persona = access_persona(principal, slug, for_write=request.method == "POST")
    except DomainError as exc:
        return render_partial(
            request, "memories/partials/not_found.html", {"message": exc.message}, page=PAGE,
            status=exc.status_code,
        )  # fmt: skip
    status = 200
    partial = PERSONA
    if request.method == "POST":
        status = flash_call(request, lambda: _change(principal, persona, request), done=str)
        if status == 200 and not request.htmx:
            return redirect(reverse("memory-persona", args=[persona.slug]))
        if request.htmx:  # the part the form sits in
            partial = TOOLS if request.POST.get("op") == "tools" else MEMBERS
        persona.refresh_from_db()
    context = _context(principal, persona)
    return render_partial(request, partial, context, page=PAGE, status=status)
