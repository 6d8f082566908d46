"""/memory/connected-apps/: each app connected by OAuth, with its binding, what its persona
withholds, when it was authorised and last used, and a Disconnect that revokes its tokens and
key at once. An admin sees every person's connections (curation's view of them)."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.views.decorators.http import require_http_methods, require_POST

from memories.oauth.models import OAuthConnection
from memories.oauth.services import oauth_connection_disconnect
from memories.services.people.persona_tools import persona_tools_warning
from memories.views.rendering import page_principal, render_partial
from memory_project.errors import NotFound
from memory_project.htmx_messages import HtmxHttpRequest

PAGE = "memories/page.html"
PARTIAL = "oauth/partials/connected_apps.html"


def _render(request: HtmxHttpRequest, status: int = 200) -> HttpResponse:
    principal = page_principal(request)
    connections = OAuthConnection.objects.select_related(
        "application", "user", "api_key__persona", "api_key__project"
    ).order_by("-created_at")
    if not principal.is_admin:
        connections = connections.filter(user_id=principal.user_id)
    # A connection whose persona withholds some of its rules says so in its row.
    rows = [
        (c, persona_tools_warning(principal, c.api_key.persona, c.api_key.rules, noun="connection"))
        for c in connections
    ]
    context = {"connections": rows, "show_owner": principal.is_admin}
    return render_partial(request, PARTIAL, context, page=PAGE, status=status)


@login_required
@require_http_methods(["GET"])
def connected_apps(request: HtmxHttpRequest) -> HttpResponse:
    return _render(request)


@login_required
@require_POST
def connected_app_disconnect(request: HtmxHttpRequest, connection_id: int) -> HttpResponse:
    try:
        oauth_connection_disconnect(principal=page_principal(request), connection_id=connection_id)
    except NotFound:
        raise Http404("No such connected app.") from None
    return _render(request)
