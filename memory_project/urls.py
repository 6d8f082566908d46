"""URL map: pages, the agent API under /api/v1/ and /mcp, its schema and docs, health probes, admin."""

from __future__ import annotations

from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.http import HttpRequest, HttpResponse, HttpResponsePermanentRedirect
from django.template import loader
from django.templatetags.static import static
from django.urls import include, path
from django.views import defaults
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from compat.urls import mem0_urlpatterns
from memories import health
from memories.api import project_memory_urls
from memories.api import urls as memory_api_urls
from memories.oauth import urls as oauth_urls
from memories.views import first_password, landing
from memory_project.api.exceptions import json_not_found, json_server_error, outage_in_flight
from memory_project.metrics_view import metrics_page
from palace.api import urls as palace_api_urls
from palace.mcp.http import mcp_endpoint

api_v1 = [*memory_api_urls.urlpatterns, *palace_api_urls.urlpatterns]

urlpatterns = [
    path("", landing.home, name="home"),
    path("memory/palace/", include("palace.urls")),
    path("memory/", include("memories.urls")),
    path("curation/", include("curation.urls")),
    path("healthz", health.healthz, name="healthz"),
    path("readyz", health.readyz, name="readyz"),
    path("metrics", metrics_page, name="metrics"),
    path("accounts/login/", first_password.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("admin/", admin.site.urls),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
    path("api/v1/", include((api_v1, "api"), namespace="api")),
    # The project memories API's own paths (a thin adapter over the same services).
    path("api/projects/", include((project_memory_urls.urlpatterns, "project_memories"))),
    path("mcp", mcp_endpoint, name="mcp"),
    # OAuth 2.1 for MCP clients: the well-known documents at the origin, /oauth/…, and
    # the Connected apps page.
    path("", include(oauth_urls)),
    *oauth_urls.page_urlpatterns,
    # mem0's wire contract (its clients with `host=…/mem0`): its own prefix, since its
    # `/api/v1/…` paths would collide with ours. Every path under it resolves (no redirects).
    path("mem0/", include((mem0_urlpatterns, "mem0"))),
    # LangGraph's Store REST API (`langgraph_sdk.get_client(url=…/langgraph)`), same rule.
    path("langgraph/", include(("compat.langgraph.urls", "langgraph"))),
    # Browsers ask for /favicon.ico on pages without a <link rel="icon"> (JSON, the API docs).
    path("favicon.ico", lambda request: HttpResponsePermanentRedirect(static("img/favicon.svg"))),
]


def handler404(request: HttpRequest, exception: Exception) -> HttpResponse:
    if request.path.startswith("/api/"):
        return json_not_found(request, exception)
    return defaults.page_not_found(request, exception)


def handler500(request: HttpRequest) -> HttpResponse:
    # Agents read JSON at /mcp too: never an HTML error page there.
    if request.path.startswith("/api/") or request.path == "/mcp":
        return json_server_error(request)
    if outage_in_flight():
        # A page, not JSON; static template (rendering it must not need the database).
        page = HttpResponse(loader.get_template("503.html").render(), status=503)
        page["Retry-After"] = "5"
        return page
    return defaults.server_error(request)
