"""The authorization server's routes, mounted at the root: the well-known documents must sit
at the origin (RFC 8414, RFC 9728) and DOT's own views reverse these names."""

from __future__ import annotations

from django.urls import path
from oauth2_provider import views as dot

from memories.oauth import pages, views

app_name = "oauth2_provider"

urlpatterns = [
    path(
        ".well-known/oauth-authorization-server",
        dot.OAuthServerMetadataView.as_view(),
        name="oauth-server-metadata",
    ),
    path(
        ".well-known/oauth-protected-resource",
        views.McpResourceMetadataView.as_view(),
        name="oauth-resource-metadata",
    ),
    path(
        ".well-known/oauth-protected-resource/mcp",
        views.McpResourceMetadataView.as_view(),
        name="oauth-resource-metadata-mcp",
    ),
    path("oauth/authorize/", views.ConsentView.as_view(), name="authorize"),
    path("oauth/token/", views.AuditedTokenView.as_view(), name="token"),
    path("oauth/revoke/", views.AuditedRevokeTokenView.as_view(), name="revoke-token"),
    path("oauth/register/", views.RegistrationView.as_view(), name="dcr-register"),
    path(
        "oauth/register/<str:client_id>/",
        dot.DynamicClientRegistrationManagementView.as_view(),
        name="dcr-register-management",
    ),
]

# The person's page (plain names, beside the other /memory/ pages).
page_urlpatterns = [
    path("memory/connected-apps/", pages.connected_apps, name="memory-connected-apps"),
    path(
        "memory/connected-apps/<int:connection_id>/disconnect/",
        pages.connected_app_disconnect,
        name="memory-connected-app-disconnect",
    ),
]
