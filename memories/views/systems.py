"""/memory/systems/<slug>/: the memories about one catalog system, for those granted it;
its managers may delete (archive) them through the usual confirmation."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.views.decorators.http import require_GET

from memories import selectors
from memories.views.rendering import page_principal, render_partial
from memory_project.errors import DomainError
from memory_project.htmx_messages import HtmxHttpRequest

PAGE = "memories/page.html"


@login_required
@require_GET
def system_page(request: HtmxHttpRequest, slug: str) -> HttpResponse:
    try:
        found = selectors.system_memories_for(principal=page_principal(request), slug=slug)
    except DomainError as exc:
        return render_partial(
            request, "memories/partials/not_found.html", {"message": exc.message}, page=PAGE,
            status=exc.status_code,
        )  # fmt: skip
    return render_partial(
        request, "memories/partials/system_memories.html", {"found": found}, page=PAGE
    )
