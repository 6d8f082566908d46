"""/memory/projects/<slug>/settings/: a project's memory settings page
(`memory.defaultExpiry`), shown to its members and changed by its managers."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.views.decorators.http import require_http_methods

from memories.models import Kind
from memories.models.vocab import DEFAULT_EXPIRY
from memories.scoping import access_project, manages_project
from memories.services.people.projects import project_default_expiry_set
from memories.views.rendering import page_principal, render_partial
from memory_project.errors import DomainError
from memory_project.htmx_messages import HtmxHttpRequest, flash_call

PAGE = "memories/page.html"


def _parse(post: Any) -> dict[str, int | None] | str:
    """The form's per-kind fields: empty keeps the default, "never" means no expiry."""
    out: dict[str, int | None] = {}
    for kind in Kind.values:
        raw = (post.get(f"expiry_{kind}") or "").strip().lower()
        if not raw:
            continue
        if raw == "never":
            out[kind] = None
        elif raw.isdigit():
            out[kind] = int(raw)
        else:
            return f"{kind}: a number of days, “never”, or empty"
    return out


def _default_label(kind: str) -> str:
    lifetime = DEFAULT_EXPIRY.get(kind)
    return "never" if lifetime is None else f"{lifetime.days} days"


@login_required
@require_http_methods(["GET", "POST"])
def project_settings(request: HtmxHttpRequest, slug: str) -> HttpResponse:
    principal = page_principal(request)
    try:
        project = access_project(principal, slug)
    except DomainError as exc:
        return render_partial(
            request, "memories/partials/not_found.html", {"message": exc.message}, page=PAGE,
            status=exc.status_code,
        )  # fmt: skip
    status = 200
    if request.method == "POST":
        parsed = _parse(request.POST)
        if isinstance(parsed, str):
            messages.error(request, parsed)
            status = 400
        else:
            status = flash_call(
                request,
                lambda: project_default_expiry_set(principal=principal, slug=slug, defaults=parsed),
                done="Project settings saved.",
            )
            project.refresh_from_db()
    manages = manages_project(principal, project.pk)
    rows = [
        {
            "kind": kind,
            "value": "" if kind not in project.default_expiry
            else ("never" if project.default_expiry[kind] is None
                  else str(project.default_expiry[kind])),
            "default": _default_label(kind),
        }
        for kind in Kind.values
    ]  # fmt: skip
    context = {"project": project, "rows": rows, "manages": manages}
    return render_partial(
        request, "memories/partials/project_settings.html", context, page=PAGE, status=status
    )
