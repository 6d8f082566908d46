"""/memory/invitations/: the invitations (to a project or a persona) waiting for the signed-in
person, and their answer (accept: they become a member with the role offered; decline). Someone
else's invitation answers exactly like one that does not exist."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from memories.invitation_selectors import invitations_open
from memories.services.people.invitations import invitation_answer as answer_invitation
from memories.views.rendering import in_place_or_redirect, page_principal, render_partial
from memory_project.errors import DomainError
from memory_project.htmx_messages import HtmxHttpRequest

PAGE = "memories/page.html"
PARTIAL = "memories/partials/invitations.html"


def _invitations_page(request: HtmxHttpRequest, *, status: int = 200) -> HttpResponse:
    invitations = list(invitations_open(principal=page_principal(request)))
    return render_partial(request, PARTIAL, {"invitations": invitations}, page=PAGE, status=status)


@login_required
@require_GET
def invitations(request: HtmxHttpRequest) -> HttpResponse:
    return _invitations_page(request)


@login_required
@require_POST
def invitation_answer(request: HtmxHttpRequest, invitation_id: int) -> HttpResponse:
    answer = request.POST.get("answer")
    if answer not in ("accept", "decline"):
        messages.error(request, "Answer accept or decline.")
        return _invitations_page(request, status=400)
    try:
        invitation = answer_invitation(
            principal=page_principal(request), invitation_id=invitation_id,
            accept=answer == "accept",
        )  # fmt: skip
    except DomainError as exc:
        return render_partial(
            request, "memories/partials/not_found.html", {"message": exc.message}, page=PAGE,
            status=exc.status_code,
        )  # fmt: skip
    group, kind = invitation.group, invitation.kind
    if answer == "accept":
        messages.success(request, f"You are now a member of {kind} {group.name} ({group.slug}).")
    else:
        messages.success(request, f"You declined the invitation to {kind} {group.slug}.")
    return in_place_or_redirect(
        request, reverse("memory-invitations"), lambda: _invitations_page(request)
    )
